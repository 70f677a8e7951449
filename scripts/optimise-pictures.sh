#!/usr/bin/env bash
# Recompresses the story pictures that are new or changed since the last commit, losslessly
# (Debian's optipng: the same pixels, about half the bytes), so a change of look adds little to git.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v optipng >/dev/null; then
  echo "optipng is missing: apt-get install -y optipng" >&2
  exit 1
fi
git ls-files -z --modified --others --exclude-standard 'src/**/__screenshots__/*.png' |
  xargs -0 -r optipng -quiet -o2 -strip all

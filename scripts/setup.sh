#!/usr/bin/env bash
# Set-up for the tests on a fresh machine: Debian's Chromium (unless CHROME_PATH names another
# browser) and the npm packages exactly as the committed lockfile says.
set -euo pipefail
cd "$(dirname "$0")/.."

# scripts/chromium.js holds the rule (CHROME_PATH, /usr/bin/chromium, chromium on PATH).
if ! node scripts/chromium.js >/dev/null; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update
  $sudo apt-get install -y chromium
fi

# `npm ci` rejects our lockfile: the registry reachable here serves no other platform's optional
# binaries (@swc/core-darwin-*, ...), so the lockfile lacks them. `npm install` over the
# committed lockfile installs the same tree; the diff check fails if it drifted.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npm install --no-audit --no-fund
git diff --exit-code package-lock.json

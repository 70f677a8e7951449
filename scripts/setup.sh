#!/usr/bin/env bash
# Set-up for the tests on a fresh machine: Debian's Chromium (unless CHROME_PATH names another
# browser), Debian's PostgreSQL server, and the npm packages exactly as the committed lockfile says.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
# scripts/chromium.js holds the rule (CHROME_PATH, /usr/bin/chromium, chromium on PATH).
node scripts/chromium.js >/dev/null || missing+=(chromium)
# The server's tests also run on PostgreSQL, in a cluster scripts/postgres.js makes for the run.
node scripts/postgres.js || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update
  $sudo apt-get install -y "${missing[@]}"
fi

# Exactly the committed lockfile; Playwright drives the system Chromium and downloads none.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npm ci --no-audit --no-fund

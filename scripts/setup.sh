#!/usr/bin/env bash
# Set-up for the tests on a fresh machine: Debian's Chromium and its headless shell (unless
# CHROME_PATH names another browser), Debian's PostgreSQL server, and the npm packages exactly as
# the committed lockfile says.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
# scripts/chromium.js holds the rule (CHROME_PATH, else Debian's package, else the command on
# PATH): the full browser measures the store, the headless shell runs the tests.
node scripts/chromium.js >/dev/null || missing+=(chromium)
node scripts/chromium.js --headless-shell >/dev/null || missing+=(chromium-headless-shell)
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

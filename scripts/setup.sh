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

# Exactly the committed lockfile; Playwright drives the system Chromium and downloads none.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npm ci --no-audit --no-fund

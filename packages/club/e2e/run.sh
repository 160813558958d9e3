#!/usr/bin/env bash
# End-to-end tests of the club companion in Debian's chromium, driven by playwright-core (which never
# downloads a browser): evening.mjs (a club evening per ruleset), storage.mjs (crash, two tabs, import),
# server.mjs (malformed URLs, offline, --lan), viewer.mjs, rulesChanged.mjs (a game saved under other rules). Installs chromium and chromium-headless-shell with apt-get when they are missing (CI starts from a clean machine).
set -euo pipefail
cd "$(dirname "$0")/../../.."
# Debian's chromium-headless-shell runs the suites (the same Chromium in the old headless mode, less CPU); the
# full chromium is there for what needs it (the club's offline check, with the installed app's service worker).
# The club's and the viewer's tests start at once in \`pnpm test\`: one install at a time (flock), checked again inside.
install_browsers() {
  if ! command -v chromium >/dev/null 2>&1 || ! command -v chromium-headless-shell >/dev/null 2>&1; then
    echo "club e2e: installing Debian's chromium and chromium-headless-shell"
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell >/dev/null
  fi
}
if ! command -v chromium >/dev/null 2>&1 || ! command -v chromium-headless-shell >/dev/null 2>&1; then
  exec 9>"${TMPDIR:-/tmp}/muster-browsers-install.lock"
  flock 9
  install_browsers
  flock -u 9
fi
for browser in chromium chromium-headless-shell; do
  command -v "$browser" >/dev/null 2>&1 || { echo "club e2e: $browser is not installed and could not be installed" >&2; exit 1; }
done
# Build what the server and the tests import (the root build does this already in CI).
for dep in core tercios sword-and-pike wss-6mm; do
  if [ ! -f "packages/$dep/dist/index.js" ]; then npx -y pnpm@10.34.9 --filter "@muster/club^..." run build; break; fi
done
if [ ! -f packages/club/dist/index.js ] || [ ! -f packages/club/dist/web/index.html ]; then (cd packages/club && npx tsup --silent && npx vite build --logLevel warn); fi
# Every test file of e2e/ (helpers live in e2e/lib/); all of them run, the first failure fails the run.
# MUSTER_E2E_SUITES, when set, names the ones to run instead (space-separated, e.g. "evening server"; empty:
# none, only the install and build above): packages/club/test/e2e.spec.ts runs each suite in a process of its own.
status=0
suites=(packages/club/e2e/*.mjs)
if [ "${MUSTER_E2E_SUITES+set}" = set ]; then
  suites=()
  for name in $MUSTER_E2E_SUITES; do suites+=("packages/club/e2e/$name.mjs"); done
fi
for test in "${suites[@]}"; do
  echo "club e2e: $(basename "$test")"
  node "$test" "$@" || status=1
done
exit $status

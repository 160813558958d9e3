#!/usr/bin/env bash
# End-to-end tests of the club companion in Debian's chromium, driven by playwright-core (which never
# downloads a browser): evening.mjs (a club evening per ruleset), storage.mjs (crash, two tabs, import),
# server.mjs (malformed URLs, offline, --lan), viewer.mjs, rulesChanged.mjs (a game saved under other rules). Installs the browsers when they are missing (scripts/e2e/install-browsers.sh).
set -euo pipefail
cd "$(dirname "$0")/../../.."
bash scripts/e2e/install-browsers.sh "club e2e"
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

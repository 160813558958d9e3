#!/usr/bin/env bash
# The replay viewer (muster view) in Debian's chromium, driven by playwright-core (which never downloads a
# browser). Installs the browsers when they are missing (scripts/e2e/install-browsers.sh).
set -euo pipefail
cd "$(dirname "$0")/../../.."
bash scripts/e2e/install-browsers.sh "viewer e2e"
# Build what the test runs (the root build does this already in CI).
if [ ! -f packages/cli/dist/bin.js ]; then npx -y pnpm@10.34.9 --filter "@muster/cli..." run build; fi
node packages/cli/e2e/viewer.mjs "$@"

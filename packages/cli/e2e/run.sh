#!/usr/bin/env bash
# The replay viewer (muster view) in Debian's chromium, driven by playwright-core (which never downloads a
# browser). Installs chromium with apt-get when it is missing (CI starts from a clean machine).
set -euo pipefail
cd "$(dirname "$0")/../../.."
if ! command -v chromium >/dev/null 2>&1; then
  echo "viewer e2e: installing Debian's chromium"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
command -v chromium >/dev/null 2>&1 || { echo "viewer e2e: chromium is not installed and could not be installed" >&2; exit 1; }
# Build what the test runs (the root build does this already in CI).
if [ ! -f packages/cli/dist/bin.js ]; then npx -y pnpm@10.34.9 --filter "@muster/cli..." run build; fi
node packages/cli/e2e/viewer.mjs "$@"

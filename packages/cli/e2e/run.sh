#!/usr/bin/env bash
# The replay viewer (muster view) in Debian's chromium, driven by playwright-core (which never downloads a
# browser). Installs chromium and chromium-headless-shell with apt-get when they are missing (CI starts
# from a clean machine).
set -euo pipefail
cd "$(dirname "$0")/../../.."
# Debian's chromium-headless-shell runs the suites (the same Chromium in the old headless mode, less CPU); the
# full chromium is there for what needs it (the club's offline check, with the installed app's service worker).
# The club's and the viewer's tests start at once in \`pnpm test\`: one install at a time (flock), checked again inside.
install_browsers() {
  if ! command -v chromium >/dev/null 2>&1 || ! command -v chromium-headless-shell >/dev/null 2>&1; then
    echo "viewer e2e: installing Debian's chromium and chromium-headless-shell"
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
  command -v "$browser" >/dev/null 2>&1 || { echo "viewer e2e: $browser is not installed and could not be installed" >&2; exit 1; }
done
# Build what the test runs (the root build does this already in CI).
if [ ! -f packages/cli/dist/bin.js ]; then npx -y pnpm@10.34.9 --filter "@muster/cli..." run build; fi
node packages/cli/e2e/viewer.mjs "$@"

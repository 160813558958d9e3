#!/usr/bin/env bash
# Installs what the browser tests run in, when it is missing (CI starts from a clean machine), and fails loudly when it
# cannot: Debian's chromium-headless-shell, which runs the suites (the same Chromium in the old headless mode, less
# CPU), and the full chromium for what needs it (the club's offline check, with the installed app's service worker).
# Run by packages/club/e2e/run.sh and packages/cli/e2e/run.sh, whose tests start together in `pnpm test`: one install
# at a time (flock), checked again once the lock is held. $1: the name to print ("club e2e").
set -euo pipefail
label=${1:-e2e}
browsers=(chromium chromium-headless-shell)
missing() {
  for browser in "${browsers[@]}"; do command -v "$browser" >/dev/null 2>&1 || return 0; done
  return 1
}
if missing; then
  exec 9>"${TMPDIR:-/tmp}/muster-browsers-install.lock"
  flock 9
  if missing; then
    echo "$label: installing Debian's ${browsers[*]}"
    SUDO=""
    [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${browsers[@]}" >/dev/null
  fi
fi
for browser in "${browsers[@]}"; do
  command -v "$browser" >/dev/null 2>&1 || { echo "$label: $browser is not installed and could not be installed" >&2; exit 1; }
done

#!/usr/bin/env bash
# A fresh real GoToSocial for the browser tests' `gotosocial` project (playwright.config.ts runs
# this as a web server): ../shared/peers/gotosocial/start.sh in a new temporary data folder, on
# PORT. start.sh starts the server in the background and exits, so this script stays alive as
# long as GoToSocial runs, and on TERM, INT or its own exit stops it and removes the folder.
# GoToSocial stays in this script's process group, so Playwright's kill of the group reaches it
# too. Usage: gotosocial.sh PEERS_DIR PORT
set -euo pipefail
peers=${1:?usage: gotosocial.sh PEERS_DIR PORT}
port=${2:?usage: gotosocial.sh PEERS_DIR PORT}
dir=$(mktemp -d "${TMPDIR:-/tmp}/starling-gotosocial-XXXXXX")
pid=
waiter=
stop() {
  if [ -n "$pid" ] && kill "$pid" 2>/dev/null; then
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
  fi
  if [ -n "$waiter" ]; then kill "$waiter" 2>/dev/null || true; fi
  rm -rf "$dir"
}
trap stop EXIT
trap 'exit 0' TERM INT
started=$(date +%s%N)
ready=$("$peers/gotosocial/start.sh" "$dir/data" "$port")
pid=${ready##* pid }
echo "$ready in $((($(date +%s%N) - started) / 1000000)) ms"
tail --pid="$pid" -f /dev/null &
waiter=$!
wait "$waiter"

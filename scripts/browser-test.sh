#!/usr/bin/env bash
# Drives the chat widget in headless Chromium against a real `tanya serve`:
# demo page, open/close, clarify -> option -> answer with steps and contact
# links, fallback, aria-live log, Esc, network error after the server stops,
# the helpdesk loop (scripts/browser_helpdesk.py: "Membantu?" ya/tidak with a
# comment, the LKPP letter form to its printable page, both in the access log),
# typed follow-up numbers, the conversation kept across a reload, the length
# hint, the server-down path (question kept, retry, national contacts),
# and phone (375x667) + desktop screenshots in .build/browser/ (widget.png
# there is the picture committed as docs/widget.png).
# Installs what it needs idempotently: Debian chromium + chromium-driver,
# PyPI selenium. Exits non-zero on any failed check.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
export DEBIAN_FRONTEND=noninteractive

need_apt() {
  local missing=()
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "browser-test: installing ${missing[*]} (apt-get)"
  apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1 || {
    apt-get update -qq >/dev/null 2>&1 || true
    apt-get install -y -qq "${missing[@]}" >/dev/null || {
      echo "browser-test: FAILED: could not install ${missing[*]} with apt-get; the widget was NOT tested" >&2; exit 1; }
  }
}
need_apt chromium chromium-driver
if ! python3 -c 'import selenium' 2>/dev/null; then
  echo "browser-test: installing selenium (pip)"
  python3 -m pip install -q selenium >/dev/null 2>&1 || {
    echo "browser-test: FAILED: could not install selenium with pip; the widget was NOT tested" >&2; exit 1; }
fi

chromedriver=/usr/bin/chromedriver
chromium=/usr/bin/chromium
[ -x "$chromedriver" ] || { echo "browser-test: $chromedriver missing" >&2; exit 1; }

if [ -z "${TANYA_BIN:-}" ]; then
  swift build --product tanya 2>&1 | tail -n 1
  TANYA_BIN="$root/.build/debug/tanya"
fi

out_dir="$root/.build/browser"
mkdir -p "$out_dir"
log="$out_dir/serve.log"
# --site paser: an office profile whose contacts have tel:/mailto: links to check.
"$TANYA_BIN" serve --port 0 --site paser --knowledge "$root/knowledge" >"$log" 2>"$out_dir/serve.err" &
server_pid=$!
cleanup() { kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; }
trap cleanup EXIT

url=""
for _ in $(seq 1 100); do
  url=$(sed -n 's/^listening on \(http:\/\/[0-9.:]*\).*/\1/p' "$log" | head -n 1)
  [ -n "$url" ] && break
  kill -0 "$server_pid" 2>/dev/null || { echo "browser-test: tanya serve exited:"; cat "$out_dir/serve.err"; exit 1; }
  sleep 0.1
done
[ -n "$url" ] || { echo "browser-test: no 'listening on' line from tanya serve" >&2; exit 1; }
echo "browser-test: server at $url (pid $server_pid)"

# Selenium Manager must never try the network: explicit driver and browser paths.
export SE_OFFLINE=true
export SE_AVOID_STATS=true
BROWSER_URL="$url" SERVER_PID="$server_pid" OUT_DIR="$out_dir" CHROMEDRIVER="$chromedriver" CHROMIUM="$chromium" \
  python3 "$root/scripts/browser_test.py"

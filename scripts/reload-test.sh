#!/usr/bin/env bash
# Hot reload under load: SIGHUP ROUNDS times (default 100) to a live release
# server while wrk asks questions, alternating a valid knowledge edit and a
# broken one (a syntax error, a duplicate id, a half-written file), on a
# temporary copy of knowledge/. Checks: zero failed requests (wrk socket
# errors or non-2xx), every valid edit visible right after its reload, every
# broken edit rejected with its file:line in the server's log and the
# previous knowledge still served.
# Usage: scripts/reload-test.sh [ROUNDS]
set -uo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-100}
case "$rounds" in ''|*[!0-9]*) echo "usage: scripts/reload-test.sh [ROUNDS]" >&2; exit 2;; esac
. scripts/lib/server.sh
work=$(mktemp -d)
wrk_pid=""
cleanup() {
  [ -n "$wrk_pid" ] && kill "$wrk_pid" 2>/dev/null
  stop_server
  rm -rf "$work"
}
trap cleanup EXIT

ensure_wrk reload-test || exit 1
build_release || exit 1
cp -r knowledge "$work/knowledge"
knowledge="$work/knowledge"
entry="$knowledge/entries/lupa-password.md"
pristine="$work/lupa-password.md"
cp "$entry" "$pristine"
start_server "$work" "$knowledge" || exit 1
echo "reload test: $rounds SIGHUPs on port $SERVER_PORT while wrk runs"

# The title of lupa-password as served now.
served_title() {
  python3 - "$SERVER_PORT" <<'PY'
import json, sys, urllib.request
request = urllib.request.Request(f"http://127.0.0.1:{sys.argv[1]}/v1/ask", data=b'{"intent": "lupa-password"}',
                                 headers={"Content-Type": "application/json"})
with urllib.request.urlopen(request, timeout=5) as response:
    print(json.loads(response.read())["title"])
PY
}
events() { grep -c "\"event\":\"$1\"" "$SERVER_LOG"; }
# wait_event NAME COUNT: until the log holds COUNT such events (at most 20 s).
wait_event() {
  local waited=0
  while [ "$(events "$1")" -lt "$2" ] && [ $waited -lt 400 ]; do sleep 0.05; waited=$((waited + 1)); done
  [ "$(events "$1")" -ge "$2" ]
}

wrk -t1 -c16 -d600s --timeout 5s -s scripts/load/ask.lua "http://127.0.0.1:$SERVER_PORT/" > "$work/wrk.out" 2>&1 &
wrk_pid=$!
sleep 1

failures=0
fail() { echo "FAIL round $round: $*"; failures=$((failures + 1)); }
ok_reloads=0; rejected=0; title="Lupa password akun penyedia"
start=$(date +%s%N)
for ((round = 1; round <= rounds; round++)); do
  if [ $((round % 2)) -eq 1 ]; then
    # A valid edit: a new title.
    title="Lupa password akun penyedia (revisi $round)"
    sed "s/^title: .*/title: $title/" "$pristine" > "$entry.tmp" && mv "$entry.tmp" "$entry"
    before=$(events reloaded)
    kill -HUP "$SERVER_PID"
    if ! wait_event reloaded $((before + 1)); then fail "no reloaded event"; tail -n 3 "$SERVER_ERR"; continue; fi
    got=$(served_title)
    [ "$got" = "$title" ] && ok_reloads=$((ok_reloads + 1)) || fail "valid edit not served: got '$got', want '$title'"
  else
    # A broken edit, then restore the file so the next valid edit starts clean.
    case $(( (round / 2) % 3 )) in
      0) kind="syntax error"; broken="$entry"; expected="entries/lupa-password.md:4:"
         { head -n 3 "$entry"; echo "ini bukan baris field"; tail -n +4 "$entry"; } > "$entry.tmp" && mv "$entry.tmp" "$entry" ;;
      1) kind="duplicate id"; broken="$knowledge/entries/zz-duplikat.md"; expected="entries/zz-duplikat.md:1:"
         sed 's/^id: .*/id: lupa-userid/' "$entry" > "$broken" ;;
      2) kind="half-written file"; broken="$entry"; expected="entries/lupa-password.md:"
         head -c "$(( $(wc -c < "$entry") / 2 ))" "$entry" > "$entry.tmp" && mv "$entry.tmp" "$entry" ;;
    esac
    before=$(events reload_failed)
    errors_before=$(grep -c "$expected" "$SERVER_ERR")
    saved_title=$title
    kill -HUP "$SERVER_PID"
    if ! wait_event reload_failed $((before + 1)); then fail "$kind: no reload_failed event"; else
      errors_after=$(grep -c "$expected" "$SERVER_ERR")
      if [ "$errors_after" -gt "$errors_before" ] && grep "$expected" "$SERVER_ERR" | tail -n 1 | grep -qE ':[0-9]+: '; then
        rejected=$((rejected + 1))
      else
        fail "$kind: no '$expected<line>:' in the log"; tail -n 3 "$SERVER_ERR"
      fi
      got=$(served_title)
      [ "$got" = "$saved_title" ] || fail "$kind: previous knowledge not served: got '$got'"
    fi
    # Restore: the valid title of the previous round, no extra file.
    rm -f "$knowledge/entries/zz-duplikat.md"
    sed "s/^title: .*/title: $saved_title/" "$pristine" > "$entry.tmp" && mv "$entry.tmp" "$entry"
  fi
done
elapsed_ms=$(( ($(date +%s%N) - start) / 1000000 ))
kill -INT "$wrk_pid" 2>/dev/null; wait "$wrk_pid"; wrk_pid=""

echo "reloads: $ok_reloads valid edits served, $rejected broken edits rejected with file:line, in $((elapsed_ms / 1000)).$((elapsed_ms % 1000 / 100)) s"
echo "examples of rejections logged:"
grep -E 'entries/(lupa-password|zz-duplikat)\.md:[0-9]+:' "$SERVER_ERR" | sed "s|$work/||" | sort -u | head -n 5 | sed 's/^/  /'
line=$(grep '^RESULT ' "$work/wrk.out")
if [ -z "$line" ]; then echo "FAIL: wrk printed no result"; cat "$work/wrk.out"; failures=$((failures + 1)); else
  echo "wrk during the reloads: ${line#RESULT }"
  get() { echo "$line" | tr ' ' '\n' | sed -n "s/^$1=//p"; }
  bad=$(( $(get connect) + $(get read) + $(get write) + $(get timeout) + $(get status) ))
  [ "$bad" -eq 0 ] || { echo "FAIL: $bad failed requests during the reloads"; failures=$((failures + 1)); }
fi
expected_ok=$(( (rounds + 1) / 2 )); expected_rejected=$(( rounds / 2 ))
[ "$ok_reloads" -eq "$expected_ok" ] || { echo "FAIL: $ok_reloads of $expected_ok valid edits served"; failures=$((failures + 1)); }
[ "$rejected" -eq "$expected_rejected" ] || { echo "FAIL: $rejected of $expected_rejected broken edits rejected"; failures=$((failures + 1)); }
kill -0 "$SERVER_PID" 2>/dev/null || { echo "FAIL: the server died"; failures=$((failures + 1)); }
if [ "$failures" -eq 0 ]; then echo "reload test: passed"; else echo "reload test: $failures failure(s)"; fi
[ "$failures" -eq 0 ]

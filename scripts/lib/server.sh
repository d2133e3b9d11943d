# Shared by the robustness scripts (source it): build the release binary once,
# start `tanya serve` on a free 127.0.0.1 port, stop it. Access-log lines are
# counted by status instead of kept (a soak writes millions); every other line
# (listening, reloaded, reload_failed, stopping...) goes to $SERVER_LOG.

TANYA_BIN=""
SERVER_PID=""
SERVER_PORT=""
SERVER_LOG=""
SERVER_ERR=""
SERVER_STATUS_COUNTS=""

# ensure_wrk NAME: install wrk from Debian's packages if it is missing (NAME says who failed).
ensure_wrk() {
  command -v wrk >/dev/null 2>&1 && return 0
  echo "installing wrk (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null 2>&1 || true
  apt-get install -y -qq wrk >/dev/null 2>&1 || { echo "$1: cannot install wrk" >&2; return 1; }
}

build_release() {
  swift build -c release --product tanya 2>&1 | grep -E 'error|Compiling|Build' | tail -n 3
  TANYA_BIN="$(swift build -c release --show-bin-path)/tanya"
  [ -x "$TANYA_BIN" ] || { echo "release build of tanya failed" >&2; return 1; }
}

# start_server DIR KNOWLEDGE_DIR [serve options...]: logs go to DIR/server.{log,err,statuses}.
start_server() {
  local dir=$1 knowledge=$2
  shift 2
  SERVER_LOG="$dir/server.log"
  SERVER_ERR="$dir/server.err"
  SERVER_STATUS_COUNTS="$dir/server.statuses"
  : > "$SERVER_LOG"; : > "$SERVER_ERR"
  # The awk filter tallies access lines by status and flushes every other line
  # (mawk reads a pipe in blocks unless told it is interactive).
  local awk_options=()
  case "$(awk -W version 2>&1 | head -n 1)" in *mawk*) awk_options=(-W interactive) ;; esac
  "$TANYA_BIN" serve --port 0 --knowledge "$knowledge" "$@" 2> "$SERVER_ERR" \
    > >(awk ${awk_options[@]+"${awk_options[@]}"} -v counts="$SERVER_STATUS_COUNTS" '
          /"route":/ { if (match($0, /"status":[0-9]+/)) { n[substr($0, RSTART + 9, RLENGTH - 9)]++; total++;
                       if (total % 1000 == 0) dump() } ; next }
          { print; fflush() }
          function dump() { printf "" > counts; for (s in n) print s, n[s] > counts; close(counts) }
          END { dump() }' > "$SERVER_LOG") &
  SERVER_PID=$!
  local waited=0
  while [ $waited -lt 300 ]; do
    SERVER_PORT=$(sed -n 's|^listening on http://127.0.0.1:\([0-9]*\).*|\1|p' "$SERVER_LOG" | head -n 1)
    [ -n "$SERVER_PORT" ] && return 0
    kill -0 "$SERVER_PID" 2>/dev/null || break
    sleep 0.1; waited=$((waited + 1))
  done
  echo "server did not start; stderr:" >&2; cat "$SERVER_ERR" >&2
  return 1
}

# Status counts the server logged, as "status count" lines (complete after stop_server).
server_statuses() { cat "$SERVER_STATUS_COUNTS" 2>/dev/null | sort -n; }

server_rss_kb() { awk '/^VmRSS:/ { print $2 }' "/proc/$SERVER_PID/status" 2>/dev/null; }

# stop_server: SIGTERM, wait up to 10 s, then SIGKILL. Sets SERVER_EXIT.
stop_server() {
  SERVER_EXIT=""
  [ -n "$SERVER_PID" ] || return 0
  if kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null
    local waited=0
    while kill -0 "$SERVER_PID" 2>/dev/null && [ $waited -lt 100 ]; do sleep 0.1; waited=$((waited + 1)); done
    kill -0 "$SERVER_PID" 2>/dev/null && { echo "server ignored SIGTERM for 10 s; killing" >&2; kill -KILL "$SERVER_PID"; }
  fi
  wait "$SERVER_PID" 2>/dev/null; SERVER_EXIT=$?
  SERVER_PID=""
  sleep 0.2   # let the log filter flush its counts
}

# start_server_quiet DIR KNOWLEDGE_DIR [serve options...]: like start_server,
# but the access log goes to /dev/null, so a log reader that falls behind
# cannot make the server buffer log lines (its log writer holds up to 8 MiB
# for a slow stdout, which would show up as memory growth in a soak). The
# port is picked free beforehand; readiness is polled on /healthz; status
# counts come from /metrics (metrics_statuses).
start_server_quiet() {
  local dir=$1 knowledge=$2
  shift 2
  SERVER_LOG="$dir/server.log"; SERVER_ERR="$dir/server.err"; SERVER_STATUS_COUNTS="$dir/server.statuses"
  : > "$SERVER_LOG"; : > "$SERVER_ERR"
  SERVER_PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  "$TANYA_BIN" serve --port "$SERVER_PORT" --knowledge "$knowledge" "$@" 2> "$SERVER_ERR" > /dev/null &
  SERVER_PID=$!
  local waited=0
  while [ $waited -lt 300 ]; do
    python3 - "$SERVER_PORT" <<'PY' 2>/dev/null && return 0
import sys, urllib.request
urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/healthz", timeout=1).read()
PY
    kill -0 "$SERVER_PID" 2>/dev/null || break
    sleep 0.1; waited=$((waited + 1))
  done
  echo "server did not start; stderr:" >&2; cat "$SERVER_ERR" >&2
  return 1
}

# Status counts from the server's /metrics, summed over routes, as "status count" lines.
metrics_statuses() {
  python3 - "$SERVER_PORT" <<'PY'
import re, sys, urllib.request
text = urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/metrics", timeout=5).read().decode()
counts = {}
for status, count in re.findall(r'^tanya_http_requests_total\{[^}]*status="(\d+)"\} (\d+)$', text, re.M):
    counts[int(status)] = counts.get(int(status), 0) + int(count)
for status in sorted(counts):
    print(status, counts[status])
PY
}

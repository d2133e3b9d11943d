#!/usr/bin/env bash
# Hostile and unlucky clients against a live release server on 127.0.0.1:
# every limit (431/414/413), broken framing, bad bytes, header injection,
# 10,000 pipelined requests, disconnects, half-closed sockets and 1,000
# slowloris connections (408 after the 10 s header timeout); after each, a
# normal question must be answered within 50 ms.
# Usage: scripts/hostile-clients.sh [options of scripts/hostile-clients.py]
#        e.g. --slowloris 200 --only limits,pipeline
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/server.sh
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
# 1,000 slowloris sockets plus the server's own: raise the descriptor limit.
ulimit -n 8192 2>/dev/null || ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
echo "file descriptors: $(ulimit -n)"

build_release || exit 1
start_server "$work" knowledge || exit 1
echo "server pid $SERVER_PID on port $SERVER_PORT, rss $(server_rss_kb) kB"
python3 scripts/hostile-clients.py --port "$SERVER_PORT" "$@"
status=$?
kill -0 "$SERVER_PID" 2>/dev/null || { echo "FAIL: the server died"; status=1; }
echo "server rss after: $(server_rss_kb) kB"
stop_server
echo "server exit code $SERVER_EXIT; statuses it logged:"
server_statuses | awk '{ printf "  %s x %s\n", $1, $2 }'
if server_statuses | awk '$1 >= 500 && $1 != 501 && $1 != 505 { bad = 1 } END { exit bad ? 0 : 1 }'; then
  echo "FAIL: the server answered 5xx (other than 501/505 for unsupported method/version)"; status=1
fi
if grep -qiE 'fatal|crash|panic' "$SERVER_ERR"; then echo "FAIL: server stderr:"; cat "$SERVER_ERR"; status=1; fi
[ "$SERVER_EXIT" = 0 ] || { echo "FAIL: server exit code $SERVER_EXIT"; status=1; }
exit $status

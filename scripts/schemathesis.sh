#!/usr/bin/env bash
# Property test of the JSON API with schemathesis, driven by the OpenAPI
# document the live release server publishes at /openapi.json (127.0.0.1 only).
# Checks: no 5xx, every response (status, content type, headers, body)
# conforms to the document, undeclared methods get 405, invalid data is
# rejected. Not checked: positive_data_acceptance — the document types `site`
# and `intent` as free strings, while only the ids of the loaded knowledge
# are accepted (400 unknown_site / unknown_intent, documented responses).
# Usage: scripts/schemathesis.sh [MAX_EXAMPLES]   (default 100 per operation)
set -uo pipefail
cd "$(dirname "$0")/.."
examples=${1:-100}
. scripts/lib/server.sh
work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT

# Run through the interpreter, so a pip bin directory missing from PATH does not matter.
st() { python3 -c 'import sys; from schemathesis.cli import schemathesis; sys.argv[0] = "schemathesis"; schemathesis()' "$@"; }
if ! python3 -c 'import schemathesis.cli' >/dev/null 2>&1; then
  echo "installing schemathesis (pip)"
  python3 -m pip install -q schemathesis >/dev/null 2>&1 || { echo "schemathesis: cannot install it with pip"; exit 1; }
fi
build_release || exit 1
start_server "$work" knowledge || exit 1
base="http://127.0.0.1:$SERVER_PORT"
echo "schemathesis $(st --version 2>/dev/null | awk '{ print $NF }') against $base/openapi.json, $examples examples per operation"
# From the temporary directory, so its example cache stays out of the repository.
(cd "$work" && SCHEMATHESIS_HOOKS="" st run "$base/openapi.json" --url "$base" \
  --checks all --exclude-checks positive_data_acceptance \
  --max-examples "$examples" --seed 20261122 --request-timeout 5 \
  --report junit --report-dir "$work/report") > "$work/st.out" 2>&1
status=$?
sed -n '/SUMMARY/,$p' "$work/st.out"
if [ $status -ne 0 ]; then
  echo "failures:"; grep -E '^_{5,}|^- ST|Reproduce|curl ' "$work/st.out" | head -n 60
fi
stop_server
echo "server statuses:"; server_statuses | awk '{ printf "  %s x %s\n", $1, $2 }'
if server_statuses | awk '$1 >= 500 { bad = 1 } END { exit bad ? 0 : 1 }'; then echo "FAIL: the server answered 5xx"; status=1; fi
[ $status -eq 0 ] && echo "schemathesis: passed" || echo "schemathesis: FAILED"
exit $status

#!/usr/bin/env bash
# libFuzzer runs of the fuzz targets (release + AddressSanitizer).
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]
#   SECONDS  time per target (default 60)
#   TARGET   fuzz-http, fuzz-knowledge, fuzz-responder (default: all)
# Seeds come from fuzz/corpus/<target> (kept small, in git); the growing
# working corpus and any crash input go to fuzz-artifacts/ (ignored by git).
# A crash prints its input file and the command that reproduces it, and the
# script exits 1. Each target is built once into .build-fuzz and reused.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz-http fuzz-knowledge fuzz-responder)
case "$seconds" in ''|*[!0-9]*) echo "usage: scripts/fuzz.sh [SECONDS] [TARGET...]" >&2; exit 2;; esac

scratch=.build-fuzz
work=fuzz-artifacts
export SWIFT_BACKTRACE=enable=no   # let libFuzzer/ASan report, not the Swift backtracer
export TANYA_KNOWLEDGE=${TANYA_KNOWLEDGE:-$(pwd)/knowledge}

dict_for() {
  case "$1" in
    fuzz-http) echo fuzz/http.dict ;;
    fuzz-knowledge) echo fuzz/knowledge.dict ;;
    fuzz-responder) echo fuzz/responder.dict ;;
  esac
}
max_len_for() {
  case "$1" in
    fuzz-http) echo 20000 ;;      # past the 8 KiB header and 16 KiB body limits
    fuzz-knowledge) echo 4096 ;;
    fuzz-responder) echo 4200 ;;  # past the responder's 4000-byte clipping
  esac
}

failed=()
for target in "${targets[@]}"; do
  dict=$(dict_for "$target")
  [ -n "$dict" ] || { echo "unknown fuzz target: $target" >&2; exit 2; }
  echo "=== $target: build (release, -sanitize=fuzzer,address)"
  # SwiftPM passes -sanitize=fuzzer and -sanitize=address as two flags and
  # swiftc then drops the fuzzer's coverage instrumentation (cov stays near
  # 30); the combined flag keeps it.
  if ! TANYA_FUZZ=1 swift build -c release --scratch-path "$scratch" --product "$target" \
        --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address 2>&1 | grep -E 'error|warning: |Compiling|Build' | tail -n 5; then
    :
  fi
  binary="$scratch/release/$target"
  [ -x "$binary" ] || { echo "$target: build failed"; failed+=("$target(build)"); continue; }

  corpus="$work/corpus/$target"
  artifacts="$work/crashes/$target/"
  mkdir -p "$corpus" "$artifacts"
  log="$work/$target.log"
  echo "=== $target: fuzzing for ${seconds}s (dictionary $dict, seeds fuzz/corpus/$target)"
  # The working corpus grows across runs; the seeds are read but never written.
  "$binary" "$corpus" "fuzz/corpus/$target" \
    -dict="$dict" -use_value_profile=1 -max_len="$(max_len_for "$target")" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=3072 -malloc_limit_mb=3072 \
    -artifact_prefix="$artifacts" -print_final_stats=1 >"$log" 2>&1
  status=$?
  grep -E '^#[0-9]+ +(INITED|DONE)' "$log" | sed 's/^/  /'
  runs=$(grep -E 'stat::number_of_executed_units' "$log" | awk '{print $2}')
  echo "  $target: ${runs:-?} inputs in ${seconds}s, exit $status"
  if [ "$status" -ne 0 ]; then
    grep -E 'invariant violated|ERROR: |SUMMARY: |Fatal error|Test unit written' "$log" | head -n 10 | sed 's/^/  /'
    crash=$(grep -oE 'Test unit written to [^ ]+' "$log" | tail -n 1 | sed 's/Test unit written to //')
    echo "  reproduce: SWIFT_BACKTRACE=enable=no $binary $crash"
    # The input itself, so a failure seen only in a CI log can be replayed
    # (the artifact stays on the CI machine).
    if [ -n "$crash" ] && [ -f "$crash" ]; then
      echo "  input, $(wc -c <"$crash") bytes, base64 (echo ... | base64 -d > input):"
      echo "  $(base64 -w0 "$crash" | head -c 12000)"
    fi
    echo "  full log: $log"
    failed+=("$target")
  fi
done

echo
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing FAILED: ${failed[*]}"
  exit 1
fi
echo "fuzzing: ${#targets[@]} target(s) x ${seconds}s, no crash, no invariant violated"

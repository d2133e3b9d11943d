#!/usr/bin/env bash
# Document items against every evaluation set: each set is run on the shipped
# knowledge and on the shipped knowledge plus the document fixtures
# (Tests/Fixtures/documents/), so a change that lets an item steal a curated
# answer shows up as a difference. Then the paraphrase set about the fixtures
# (eval/documents-paraphrases.tsv and every documents-paraphrases-N, in number order;
# likewise the documents-tune sets). Information only: exits non-zero only when
# a command fails to run.
# Usage: scripts/documents-eval.sh   (from anywhere; builds tanya in debug)
set -uo pipefail
cd "$(dirname "$0")/.."
swift build --product tanya >/dev/null 2>&1 || { echo "documents-eval: build failed"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R knowledge "$work/knowledge"
cp Tests/Fixtures/documents/* "$work/knowledge/documents/"

sets=()
for f in eval/*.tsv ../shared/eval/dev.tsv; do
  case "$f" in eval/documents-*) continue ;; esac
  [ -f "$f" ] && sets+=("$f")
done
figures() { .build/debug/tanya eval "$@" | tail -n 2 | tr '\n' ' '; }
# A 'none' query that a fixture item answers (eval/documents-answers.tsv,
# labelled from the item text) is right when that item answers it.
relabelled() {
  python3 - "$1" eval/documents-answers.tsv <<'PY'
import sys
target, answers = sys.argv[1], sys.argv[2]
fix = {}
for line in open(answers, encoding='utf-8'):
    if line.startswith('#') or not line.strip(): continue
    f, n, item = line.rstrip('\n').split('\t')[:3]
    if f == target: fix[int(n)] = item
for n, line in enumerate(open(target, encoding='utf-8'), 1):
    if n in fix and line.startswith('none\t'): line = fix[n] + line[4:]
    sys.stdout.write(line)
PY
}
for f in "${sets[@]}"; do
  echo "--- $f"
  echo "  shipped:            $(figures "$f")"
  if [ -f eval/documents-answers.tsv ] && grep -q "^$f	" eval/documents-answers.tsv; then
    relabelled "$f" > "$work/relabelled.tsv"
    echo "  shipped + fixtures: $(figures "$work/relabelled.tsv" --knowledge "$work/knowledge")  ($(grep -c "^$f	" eval/documents-answers.tsv) 'none' lines relabelled to the fixture item that answers them)"
  else
    echo "  shipped + fixtures: $(figures "$f" --knowledge "$work/knowledge")"
  fi
done
for f in eval/documents-tune.tsv $(ls eval/documents-tune-*.tsv 2>/dev/null | sort -V); do
  [ -f "$f" ] || continue
  echo "--- $f (shipped + fixtures; blind, tuned on)"
  .build/debug/tanya eval "$f" | tail -n 2
done
items='faq-pendaftaran|tanya-jawab-penawaran|pengumuman-layanan'
for f in eval/documents-paraphrases.tsv $(ls eval/documents-paraphrases-*.tsv 2>/dev/null | sort -V); do
  [ -f "$f" ] || continue
  echo "--- $f (shipped + fixtures; never tuned on: counts only)"
  .build/debug/tanya eval "$f" | tail -n 2
  curated=$(.build/debug/tanya eval "$f" --misses | grep -cE '^! .*didapat [a-z0-9-]+ \(' || true)
  stolen=$(.build/debug/tanya eval "$f" --misses | grep -E '^! .*didapat [a-z0-9-]+ \(' | grep -cvE "didapat ($items)-" || true)
  echo "answered with a curated entry instead of the item: $stolen (all confident-wrong: $curated)"
done

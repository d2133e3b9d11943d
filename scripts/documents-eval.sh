#!/usr/bin/env bash
# Document items against every evaluation set: each set is run on the shipped
# knowledge and on the shipped knowledge plus the document fixtures
# (Tests/Fixtures/documents/), so a change that lets an item steal a curated
# answer shows up as a difference. Then the paraphrase set about the fixtures
# (eval/documents-paraphrases.tsv). Information only: exits non-zero only when
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
for f in "${sets[@]}"; do
  echo "--- $f"
  echo "  shipped:            $(figures "$f")"
  echo "  shipped + fixtures: $(figures "$f" --knowledge "$work/knowledge")"
done
if [ -f eval/documents-tune.tsv ]; then
  echo "--- eval/documents-tune.tsv (shipped + fixtures; blind, tuned on)"
  .build/debug/tanya eval eval/documents-tune.tsv | tail -n 2
fi
echo "--- eval/documents-paraphrases.tsv (shipped + fixtures; never tuned on)"
.build/debug/tanya eval eval/documents-paraphrases.tsv | tail -n 2
curated=$(.build/debug/tanya eval eval/documents-paraphrases.tsv --misses | grep -cE '^! .*didapat [a-z0-9-]+ \(' || true)
items='faq-pendaftaran|tanya-jawab-penawaran|pengumuman-layanan'
stolen=$(.build/debug/tanya eval eval/documents-paraphrases.tsv --misses | grep -E '^! .*didapat [a-z0-9-]+ \(' | grep -cvE "didapat ($items)-" || true)
echo "answered with a curated entry instead of the item: $stolen (all confident-wrong: $curated)"

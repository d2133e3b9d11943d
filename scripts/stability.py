#!/usr/bin/env python3
"""How much the replies on the tuning sets move when the examples move a little.

    python3 scripts/stability.py [--bin PATH] [--entries ID,ID,...]

Helpdesk staff grow the knowledge by adding examples. A matcher whose
thresholds fit one trained model closely answers differently after any small
edit, for better or worse on lines nobody touched. This script measures that:
for each chosen entry it copies knowledge/ to a temporary folder, applies one
edit that adds no meaning, and runs `tanya eval` on the tuning sets (every
eval/*.tsv except the documents sets and the sets marked `# never-tuned`,
plus ../shared/eval/dev.tsv):

- dup: the entry's first eight examples written again with " ya" appended
  (a stopword: no new word, only more training samples);
- drop: the entry's last eight examples removed.

It prints the shipped knowledge's totals and, per edit, the change in right
answers and confident wrong answers. A stable matcher moves a few lines either
way; a matcher fitted to its model's noise loses lines under every edit.
Never-tuned sets are not read. Information only: always exits 0.
"""

import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def tuning_sets():
    sets = []
    for path in sorted(glob.glob(os.path.join(ROOT, "eval", "*.tsv"))):
        name = os.path.basename(path)
        if name.startswith("documents"):
            continue
        with open(path, encoding="utf-8") as handle:
            if re.search(r"^# never-tuned", handle.read(), re.M):
                continue
        sets.append(path)
    dev = os.path.join(ROOT, "..", "shared", "eval", "dev.tsv")
    if os.path.exists(dev):
        sets.append(dev)
    return sets


def evaluate(binary, knowledge, sets):
    """Right answers and confident wrong answers over `sets`."""
    def one(path):
        run = subprocess.run([binary, "eval", path, "--json", "--knowledge", knowledge],
                             capture_output=True, text=True, check=False)
        try:
            report = json.loads(run.stdout)
        except json.JSONDecodeError:
            print(f"stability: {path}: no JSON from tanya eval: {run.stderr.strip()[-200:]}", file=sys.stderr)
            return 0, 0, 0
        return report["correct"], report["confident_wrong"], report["total"]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(one, sets))
    return tuple(sum(column) for column in zip(*results))


def edited(lines, edit):
    """The entry file's lines with its examples edited; None when it has too few."""
    try:
        start = lines.index("## Examples")
    except ValueError:
        return None
    end = next((k for k in range(start + 1, len(lines)) if lines[k].startswith("## ")), len(lines))
    examples = [k for k in range(start + 1, end) if lines[k].startswith("- ")]
    if len(examples) < 16:
        return None
    lines = list(lines)
    if edit == "dup":
        lines[examples[-1] + 1:examples[-1] + 1] = [lines[k] + " ya" for k in examples[:8]]
    else:
        for k in reversed(examples[-8:]):
            del lines[k]
    return lines


def main():
    args = sys.argv[1:]
    binary = os.path.join(ROOT, ".build", "release", "tanya")
    if "--bin" in args:
        binary = args[args.index("--bin") + 1]
    entries = ["lupa-password", "data-tidak-sinkron", "email-masuk-spam"]
    if "--entries" in args:
        entries = args[args.index("--entries") + 1].split(",")
    if not os.path.exists(binary):
        print(f"SKIPPED: {binary} not built (swift build -c release)")
        return 0
    sets = tuning_sets()
    knowledge = os.path.join(ROOT, "knowledge")
    right, wrong, total = evaluate(binary, knowledge, sets)
    print(f"stability: {len(sets)} tuning sets, {total} lines: shipped knowledge {right} right, {wrong} confident wrong")
    for entry in entries:
        for edit in ("dup", "drop"):
            with tempfile.TemporaryDirectory() as folder:
                copy = os.path.join(folder, "knowledge")
                shutil.copytree(knowledge, copy)
                path = os.path.join(copy, "entries", f"{entry}.md")
                if not os.path.exists(path):
                    print(f"stability: {entry}: no such entry")
                    break
                with open(path, encoding="utf-8") as handle:
                    lines = handle.read().split("\n")
                changed = edited(lines, edit)
                if changed is None:
                    print(f"stability: {entry}: fewer than 16 examples, skipped")
                    break
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write("\n".join(changed))
                r, w, _ = evaluate(binary, copy, sets)
                print(f"stability: {edit:4s} 8 examples of {entry}: right {r - right:+d}, confident wrong {w - wrong:+d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

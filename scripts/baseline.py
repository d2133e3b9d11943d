#!/usr/bin/env python3
"""Plain machine-learning baseline to compare `tanya eval` figures against.

    python3 scripts/baseline.py [--typos] [--threshold P] [FILES...]

Trains a TF-IDF character 2-4-gram (analyzer='char_wb') + logistic-regression
classifier on the knowledge base alone (each entry's `## Examples` lines and
its title; an entry with `priority: outofscope` trains the label `none`), read
from knowledge/entries/*.md with the format in knowledge/README.md, then scores
each labelled eval file (`label<TAB>text`, `#` comments; default: eval/*.tsv
and ../shared/eval/dev.tsv when present).

Reply rule: the top label if its probability >= threshold (0.5), else `none`
(fallback). The baseline cannot ask a question, so an expected `clarify` is
never matched. Per file it prints

    baseline FILE: accuracy X% (n/N), confident wrong Y% (k/N)

where confident wrong = answered an intent other than the expected one
(including when `none` or `clarify` was expected), the same definition as
`tanya eval`. With --typos each file is scored a second time through
scripts/typos.py (one keyboard typo per query).

Information only: always exits 0; without scikit-learn it prints SKIPPED.
"""

import glob
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))

RANDOM_STATE = 0
DEFAULT_THRESHOLD = 0.5


def parse_entry(path):
    """(id, title, priority, examples) of one entry file; examples never printed."""
    header = {}
    examples = []
    section = None
    with open(path, encoding="utf-8") as handle:
        for raw in handle.read().splitlines():
            line = raw.strip()
            if line.startswith("## "):
                section = line[3:].strip().lower()
                continue
            if section is None:
                if not line or line.startswith("#"):
                    continue
                field, sep, value = line.partition(":")
                if sep and field.strip() not in header:
                    header[field.strip()] = value.strip()
            elif section == "examples" and line.startswith("- "):
                text = line[2:].strip()
                if text:
                    examples.append(text)
    entry_id = header.get("id") or os.path.splitext(os.path.basename(path))[0]
    return entry_id, header.get("title", ""), header.get("priority", ""), examples


def load_training(knowledge):
    texts, labels = [], []
    entries = sorted(glob.glob(os.path.join(knowledge, "entries", "*.md")))
    outofscope = 0
    for path in entries:
        entry_id, title, priority, examples = parse_entry(path)
        label = "none" if priority == "outofscope" else entry_id
        outofscope += label == "none"
        for text in examples + ([title] if title else []):
            texts.append(text)
            labels.append(label)
    print(f"baseline: trained on {len(entries)} entries ({outofscope} out-of-scope -> none), "
          f"{len(texts)} texts (examples + titles), {len(set(labels))} labels")
    return texts, labels


def read_eval(path):
    pairs = []
    with open(path, encoding="utf-8") as handle:
        for raw in handle.read().splitlines():
            if not raw.strip() or raw.startswith("#"):
                continue
            label, sep, text = raw.partition("\t")
            if sep:
                pairs.append((label.strip(), text, raw))
    return pairs


def score(model, pairs, threshold):
    if not pairs:
        return 0, 0, 0
    probabilities = model.predict_proba([text for _, text, _ in pairs])
    classes = model.classes_
    correct = wrong = 0
    for (expected, _, _), row in zip(pairs, probabilities):
        best = row.argmax()
        reply = classes[best] if row[best] >= threshold else "none"
        if reply == expected:
            correct += 1
        elif reply != "none":
            wrong += 1
    return correct, wrong, len(pairs)


def percent(part, whole):
    return f"{100.0 * part / whole:.1f}%" if whole else "n/a"


def report(name, counts):
    correct, wrong, total = counts
    print(f"baseline {name}: accuracy {percent(correct, total)} ({correct}/{total}), "
          f"confident wrong {percent(wrong, total)} ({wrong}/{total})")


def default_files():
    files = sorted(os.path.relpath(p) for p in glob.glob(os.path.join(ROOT, "eval", "*.tsv")))
    shared = os.path.join(ROOT, "..", "shared", "eval", "dev.tsv")
    if os.path.isfile(shared):
        files.append(os.path.relpath(os.path.normpath(shared)))
    return files


def main(argv):
    typos = False
    threshold = DEFAULT_THRESHOLD
    files = []
    args = iter(argv)
    for arg in args:
        if arg == "--typos":
            typos = True
        elif arg == "--threshold":
            try:
                threshold = float(next(args))
            except (StopIteration, ValueError):
                print("baseline: --threshold needs a number between 0 and 1; using 0.5")
        elif arg in ("-h", "--help"):
            print(__doc__)
            return
        else:
            files.append(arg)
    files = files or default_files()

    try:
        from sklearn.feature_extraction.text import TfidfVectorizer
        from sklearn.linear_model import LogisticRegression
        from sklearn.pipeline import make_pipeline
    except ImportError:
        print("SKIPPED: scikit-learn not installed (pip install -q scikit-learn); no baseline figures")
        return

    texts, labels = load_training(os.path.join(ROOT, "knowledge"))
    if len(set(labels)) < 2:
        print("SKIPPED: fewer than two labels in knowledge/entries; no baseline figures")
        return
    model = make_pipeline(
        TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 4), lowercase=True, sublinear_tf=True),
        LogisticRegression(max_iter=2000, C=10, random_state=RANDOM_STATE),
    )
    model.fit(texts, labels)
    print(f"baseline: reply = top label if p >= {threshold} else none; it cannot ask, "
          "so expected 'clarify' is never matched")

    if typos:
        import typos as typo_module
    for path in files:
        try:
            pairs = read_eval(path)
        except OSError as error:
            print(f"baseline {path}: SKIPPED ({error.strerror})")
            continue
        report(path, score(model, pairs, threshold))
        if typos:
            # The same variant as `scripts/typos.py FILE` writes: seeded by the raw line.
            varied = []
            for label, _, raw in pairs:
                line, _ = typo_module.typo_line(raw)
                varied.append((label, line.partition("\t")[2], line))
            report(path + " (typos)", score(model, varied, threshold))


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except Exception as error:  # information only: never fail the caller
        print(f"baseline: ERROR {type(error).__name__}: {error} (information only, exit 0)")
    sys.exit(0)

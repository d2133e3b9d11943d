#!/usr/bin/env python3
"""Deterministic keyboard-typo variants of a labelled evaluation file.

    python3 scripts/typos.py IN.tsv > OUT.tsv

Each `label<TAB>text` line is written back with exactly one typo in one word
of four or more letters: a QWERTY-neighbour substitution, a deleted letter, a
doubled letter or two swapped adjacent letters. Labels are unchanged. The
choice of word, kind of typo and position is seeded by a SHA-256 hash of the
line itself, so the output never changes between runs or machines (Python's
built-in `hash` is salted per process and would not do). Comment lines (`#`)
and blank lines are kept as they are; a query with no word of four letters
(`p`, `hai`, `??`) is kept unchanged and counted on stderr.

Standard library only.
"""

import hashlib
import random
import re
import sys

# Letters next to each key on a QWERTY keyboard (same row and the rows above
# and below), the slips a thumb or finger really makes.
NEIGHBOURS = {
    "q": "wa", "w": "qeas", "e": "wrsd", "r": "etdf", "t": "ryfg", "y": "tugh",
    "u": "yihj", "i": "uojk", "o": "ipkl", "p": "ol",
    "a": "qwsz", "s": "awedxz", "d": "serfcx", "f": "drtgvc", "g": "ftyhbv",
    "h": "gyujnb", "j": "huikmn", "k": "jiolm", "l": "kop",
    "z": "asx", "x": "zsdc", "c": "xdfv", "v": "cfgb", "b": "vghn", "n": "bhjm",
    "m": "njk",
}

WORD = re.compile(r"[A-Za-z]{4,}")
KINDS = ("substitute", "delete", "double", "swap")


def _match_case(original: str, replacement: str) -> str:
    return replacement.upper() if original.isupper() else replacement


def misspell(word: str, rng: random.Random) -> str:
    """One typo in `word` (4+ letters); always returns a different string."""
    kinds = list(KINDS)
    rng.shuffle(kinds)
    for kind in kinds:
        if kind == "substitute":
            positions = [i for i, c in enumerate(word) if c.lower() in NEIGHBOURS]
            if not positions:
                continue
            i = rng.choice(positions)
            new = _match_case(word[i], rng.choice(NEIGHBOURS[word[i].lower()]))
            candidate = word[:i] + new + word[i + 1:]
        elif kind == "delete":
            i = rng.randrange(len(word))
            candidate = word[:i] + word[i + 1:]
        elif kind == "double":
            i = rng.randrange(len(word))
            candidate = word[:i + 1] + word[i] + word[i + 1:]
        else:  # swap two adjacent letters; only where they differ
            positions = [i for i in range(len(word) - 1) if word[i] != word[i + 1]]
            if not positions:
                continue
            i = rng.choice(positions)
            candidate = word[:i] + word[i + 1] + word[i] + word[i + 2:]
        if candidate != word:
            return candidate
    return word  # unreachable for 4+ letters: deletion always changes the word


def typo_line(line: str) -> tuple[str, bool]:
    """The line with one typo in its text; (line, False) when nothing qualifies."""
    label, sep, text = line.partition("\t")
    if not sep:
        return line, False
    words = list(WORD.finditer(text))
    if not words:
        return line, False
    seed = int.from_bytes(hashlib.sha256(line.encode("utf-8")).digest()[:8], "big")
    rng = random.Random(seed)
    target = rng.choice(words)
    changed = misspell(target.group(), rng)
    return label + "\t" + text[:target.start()] + changed + text[target.end():], True


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python3 scripts/typos.py IN.tsv > OUT.tsv", file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8") as handle:
            lines = handle.read().splitlines()
    except OSError as error:
        print(f"typos.py: {argv[1]}: {error.strerror}", file=sys.stderr)
        return 1
    unchanged = 0
    out = []
    for line in lines:
        if not line.strip() or line.startswith("#"):
            out.append(line)
            continue
        new, changed = typo_line(line)
        unchanged += not changed
        out.append(new)
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))
    if unchanged:
        print(f"typos.py: {argv[1]}: {unchanged} line(s) kept unchanged (no word of 4+ letters)",
              file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

"""Session 27's speed mends read what the slower scans they replace read."""

from __future__ import annotations

import random
import re

from rppo_check import turns

# Session 26's scan: every line listing two options deleted, then a number looked for.
_OPTIONS_LINE = re.compile(r"[^\n]*\(?[A-E]\)[ \t]*\S[^\n]*\(?[B-E]\)[ \t]*\S[^\n]*")
_TOKENS = [
    "A)",
    "(B)",
    "C)",
    "E)",
    "F)",
    "a)",
    "(",
    ")",
    " ",
    "  ",
    "\t",
    "\n",
    "x",
    "7",
    "-11",
    ".",
]


def test_working_line_as_the_line_spanning_pattern_read_it() -> None:
    rng = random.Random(27)
    texts = ["".join(rng.choice(_TOKENS) for _ in range(rng.randint(0, 30))) for _ in range(20000)]
    disagree = [
        text
        for text in texts
        if turns.has_working_line(text) != bool(turns._CONTENT.search(_OPTIONS_LINE.sub("", text)))
    ]
    assert disagree == []
    assert turns.has_working_line("so 12 eggs\nThe options are (A) 11 (B) -11")
    assert not turns.has_working_line("The options are (A) 11 (B) -11 (C) -20.")

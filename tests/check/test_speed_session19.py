"""The MATH speed shortcuts of session 19 (issue 25 item 5) decide nothing the full paths would not.

Each narrowed scan is compared with the scan it replaces on generated texts built from the words,
spaces and line breaks its regex turns on, and on the labelled completions.
"""

from __future__ import annotations

import random

from rppo_check.extract import _CALLED_RIGHT, last_line_start

from .test_speed_gates import _real_completions

# What `_CALLED_RIGHT` turns on: numbers, "is"/"was", the words, every kind of space and line
# break `\s` matches (and `str.rstrip` strips), a dotless i that `re.IGNORECASE` folds to `i`.
_PIECES = [
    "60", "-$5", "1,200", "3.5", "%", "$", " ", "\t", "\n", "\r", "\x0b", "\x0c", "\u2028",
    "\x85", "\u3000", " is ", " was ", "indeed ", "definitely ", "right", "RIGHT", "r\u0131ght",
    "correct", "the right answer", ".", "!", "?", "x", "\n\n", "  \n", "7 is correct.",
    "Yes, 60 is right.\n", "so 12 was the correct answer! \n ",
]  # fmt: skip


def _texts(rng: random.Random, count: int) -> list[str]:
    return ["".join(rng.choice(_PIECES) for _ in range(rng.randint(1, 30))) for _ in range(count)]


def test_called_right_scan_from_the_last_line_finds_the_same_match():
    texts = _texts(random.Random(19), 40_000) + [text for text, _ in _real_completions()]
    found = 0
    for text in texts:
        for end in {0, len(text) // 2, max(0, len(text) - 20), len(text)}:
            full = _CALLED_RIGHT.search(text, end)
            narrowed = _CALLED_RIGHT.search(text, last_line_start(text, end))
            assert (full and full.span()) == (narrowed and narrowed.span()), (text, end)
            found += full is not None
    assert found > 1_000  # the generated texts reach the regex


def test_last_line_start():
    assert last_line_start("a\nb 60 is right.\n\n  ", 0) == 2
    assert last_line_start("a\nb 60 is right.", 5) == 5
    assert last_line_start("one line", 0) == 0
    assert last_line_start("", 0) == 0

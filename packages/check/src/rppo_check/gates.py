"""Keyword gates: cheap tests that let extraction skip a regex scan that cannot match (speed only).

Python's `re` tries a case-insensitive alternation at every position of the text (the retraction
regex costs ~1 µs a character); a word that every match must contain is found by `str.find` or a
case-sensitive regex on the lower-cased text at C speed. Each gate is a necessary condition of its
regex: where it says "no", the regex finds nothing (tests/check/test_speed_paths.py checks each on
random texts built from the words that matter, and on the labelled corpus).
"""

from __future__ import annotations

import re

# The only characters besides ASCII letters that `re.IGNORECASE` matches to an ASCII letter
# (İ ı ſ K; the test recomputes the list over every code point). In a text holding one,
# `str.lower()` is no faithful stand-in for the regex's case folding (`ſ` stays `ſ` but matches
# `s`; `İ` becomes two characters), so no gate is used there.
FOLDS_TO_ASCII = ("\u0130", "\u0131", "\u017f", "\u212a")


def lowered(text: str) -> str | None:
    """`text.lower()`, of the same length and with the same ASCII letters where `text` has them
    in either case; None where a character folds to an ASCII letter only in `re`'s eyes."""
    if not text.isascii() and any(char in text for char in FOLDS_TO_ASCII):
        return None
    return text.lower()


def any_word(words: tuple[str, ...]) -> re.Pattern[str]:
    """A regex that finds any of `words` (literal, case-sensitive): `search(low)` says what
    `any(word in low for word in words)` says. Grouped by first character: `re` tries a branch's
    alternatives at every position, and one test a character is ~3x cheaper than one a word."""
    groups: dict[str, list[str]] = {}
    for word in sorted(set(words)):
        groups.setdefault(word[0], []).append(word[1:])
    parts = []
    for first, rests in groups.items():
        if "" in rests:  # the one-character word is found wherever any of its longer ones is
            parts.append(re.escape(first))
        else:
            parts.append(re.escape(first) + "(?:" + "|".join(map(re.escape, rests)) + ")")
    return re.compile("|".join(parts))

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


# Escapes that may spell a letter (`\x41`, `\u0041`, `\N{...}`, octal): `case_folded` refuses them.
_LETTER_ESCAPES = "xuUN01234567"


def case_folded(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """`pattern` (case-insensitive) as a case-sensitive regex over `lowered` text, with the same
    matches where `lowered` is not None: its ASCII letters lower-cased, escapes (`\\S`, `\\b`)
    kept. Speed only: `re` tests a case-insensitive literal through a case table and cannot skip
    a branch's alternatives by their first character; the folded scan costs ~1/4 (a statement's
    opening, session 15). Refuses what it cannot fold faithfully: a letter written as an escape,
    a capital letter outside ASCII (or one `str.lower()` does not give back), inline flags and
    group names."""
    source, out, index = pattern.pattern, [], 0
    while index < len(source):
        char = source[index]
        if char == "\\":
            escape = source[index + 1 : index + 2]
            if escape and escape in _LETTER_ESCAPES:
                raise ValueError(f"cannot fold the escape \\{escape}")
            out.append(source[index : index + 2])
            index += 2
            continue
        if not char.isascii() and (char.lower() != char or char.upper().lower() != char):
            # a lower-case letter that `str.lower()` gives back from its capital (`е`, `ä`)
            # matches the lowered text as the case-insensitive regex would; others are refused
            raise ValueError(f"cannot fold the cased letter {char!r}")
        out.append(char.lower())
        index += 1
    if "(?" in source.replace("(?:", "").replace("(?=", "").replace("(?!", "").replace(
        "(?<=", ""
    ).replace("(?<!", ""):
        raise ValueError("cannot fold inline flags or named groups")
    return re.compile("".join(out), pattern.flags & ~re.IGNORECASE)


def has_any(text: str, words: tuple[str, ...]) -> bool:
    """`any(word in text for word in words)` without the generator (speed only: a loop in one
    frame costs ~2/3 as much; these tests run several times a check)."""
    for word in words:
        if word in text:
            return True
    return False

"""Numbers in words: `twelve`, `forty-two`, `one hundred and five`, `two hundred ninety-four`.

`spelled_number` reads one at the start of a text (`rppo_check.numeric.parse_number`: `####
eighteen`); `spelled_to_digits` writes each run of number words in a sentence as its digits (for the last-line
tier: "She earns two hundred ninety-four dollars." states 294). Linear regexes over the words:
bounded in time.
"""

from __future__ import annotations

import re
from fractions import Fraction

NUMBER_WORDS = {
    name: value
    for value, name in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen".split()
    )
} | {
    name: 10 * (value + 2)
    for value, name in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())
}
_NUMBER_WORD = re.compile(r"\s*[-\s]?\b([A-Za-z]+)\b")
_WORD_SCALES = {"thousand": 10**3, "million": 10**6, "billion": 10**9, "trillion": 10**12}


def may_start_word(first: str) -> bool:
    """Whether a text starting with `first` may match `_NUMBER_WORD` at 0 (a space, `-` or an
    ASCII letter; `_NUMBER_WORD` has no IGNORECASE, so `K` and `ı` start nothing)."""
    return first.isspace() or first == "-" or (first.isascii() and first.isalpha())


def spelled_number(text: str) -> tuple[Fraction, str] | None:
    """`twelve` -> 12, `one hundred and five` -> 105, `forty-two apples` -> (42, ' apples')."""
    if not may_start_word(text[:1]):
        return None  # (speed only) the first match must start at 0, and none can
    total, current, pos, seen = 0, 0, 0, False
    for word in _NUMBER_WORD.finditer(text):
        if word.start() != pos:
            break
        name = word.group(1).lower()
        if name not in NUMBER_WORDS and name not in ("and", "hundred", *_WORD_SCALES):
            break
        if name == "and":
            after = _NUMBER_WORD.match(text, word.end())
            if not seen or after is None or after.group(1).lower() not in NUMBER_WORDS:
                break  # "one hundred and five" joins numbers; "eighteen and a half" is a hedge
        elif name in NUMBER_WORDS:
            current += NUMBER_WORDS[name]
        elif name == "hundred":
            current = max(current, 1) * 100
        elif name in _WORD_SCALES:
            if not seen:
                break
            total += max(current, 1) * _WORD_SCALES[name]
            current = 0
        seen = seen or name != "and"
        pos = word.end()
    if not seen:
        return None
    return Fraction(total + current), text[pos:]


_NUMBER_NAMES = "|".join(sorted({*NUMBER_WORDS, "hundred", *_WORD_SCALES}, key=len, reverse=True))
# A run of number words: `two hundred ninety-four`, `one hundred and five`, `forty-two`.
_SPELLED_RUN = re.compile(
    rf"\b(?:{_NUMBER_NAMES})(?:(?:[-\s]+|\s+and\s+)(?:{_NUMBER_NAMES}))*\b", re.IGNORECASE
)


def spelled_to_digits(text: str) -> str:
    """`She earns two hundred ninety-four dollars.` -> `She earns 294 dollars.`: each run of
    number words as its digits; a lone "one" stays (a pronoun as often as a number)."""

    def digits(match: re.Match[str]) -> str:
        if match.group(0).lower() == "one":
            return match.group(0)
        spelled = spelled_number(match.group(0))
        if spelled is None or spelled[1].strip():
            return match.group(0)
        return str(spelled[0].numerator)

    return _SPELLED_RUN.sub(digits, text)

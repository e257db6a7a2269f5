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
# The words that name a fraction's denominator ("five eighths", "two thirds"), singular and
# plural: the worded-value reader takes its denominators from here, and the GSM8K unit gate its
# fraction words, so neither can know a word the other does not.
DENOMINATOR_WORDS: dict[str, int] = {
    word: denominator
    for singular, denominator in (
        ("half", 2), ("third", 3), ("quarter", 4), ("fourth", 4), ("fifth", 5), ("sixth", 6),
        ("seventh", 7), ("eighth", 8), ("ninth", 9), ("tenth", 10), ("eleventh", 11),
        ("twelfth", 12), ("thirteenth", 13), ("fifteenth", 15), ("sixteenth", 16),
        ("twentieth", 20), ("hundredth", 100), ("thousandth", 1000), ("millionth", 10**6),
    )
    for word in (singular, "halves" if singular == "half" else singular + "s")
}  # fmt: skip
_NUMBER_WORD = re.compile(r"\s*[-\s]?\b([A-Za-z]+)\b")
_WORD_SCALES = {"thousand": 10**3, "million": 10**6, "billion": 10**9, "trillion": 10**12}
# The words a spelled number may hold besides number words; one set, built once (mypyc, which
# compiles this module in `make build-fast`, cannot compile a starred tuple inside `in`).
_JOINING_WORDS = frozenset(("and", "hundred", *_WORD_SCALES))


def may_start_word(first: str) -> bool:
    """Whether a text starting with `first` may match `_NUMBER_WORD` at 0 (a space, `-` or an
    ASCII letter; `_NUMBER_WORD` has no IGNORECASE, so `K` and `ı` start nothing)."""
    return first.isspace() or first == "-" or (first.isascii() and first.isalpha())


# Chinese and Japanese numerals: digits, then the place units that multiply them.
_CJK_DIGITS = {
    c: v
    for v, chars in enumerate(("零〇", "一", "二两兩", "三", "四", "五", "六", "七", "八", "九"))
    for c in chars
}
_CJK_PLACES = {"十": 10, "拾": 10, "百": 100, "佰": 100, "千": 1000, "仟": 1000}
_CJK_MYRIADS = {"万": 10**4, "萬": 10**4, "亿": 10**8, "億": 10**8}


def cjk_number(text: str) -> tuple[Fraction, str] | None:
    """`三百七十四` -> 374, `十二` -> 12, `两万三千` -> 23,000: a numeral at the start of `text`,
    and the text after it; None where none starts it."""
    total, section, digit, pos = 0, 0, None, 0
    while pos < len(text):
        char = text[pos]
        if char in "零〇" and digit is None and (section or total):
            pass  # `一千零五`: the zero only holds an empty place
        elif char in _CJK_DIGITS:
            if digit is not None:
                return None  # `三七`: two digits in a row is no numeral
            digit = _CJK_DIGITS[char]
        elif char in _CJK_PLACES:
            section += (1 if digit is None else digit) * _CJK_PLACES[char]
            digit = None
        elif char in _CJK_MYRIADS:
            total = (total + section + (digit or 0)) * _CJK_MYRIADS[char]
            section, digit = 0, None
        else:
            break
        pos += 1
    if pos == 0:
        return None
    return Fraction(total + section + (digit or 0)), text[pos:]


def spelled_number(text: str) -> tuple[Fraction, str] | None:
    """`twelve` -> 12, `one hundred and five` -> 105, `forty-two apples` -> (42, ' apples');
    Chinese and Japanese numerals too (`三百七十四` -> 374)."""
    if text[:1] in _CJK_DIGITS or text[:1] in _CJK_PLACES:
        return cjk_number(text)
    if not may_start_word(text[:1]):
        return None  # (speed only) the first match must start at 0, and none can
    total, current, pos, seen = 0, 0, 0, False
    for word in _NUMBER_WORD.finditer(text):
        if word.start() != pos:
            break
        name = word.group(1).lower()
        if name not in NUMBER_WORDS and name not in _JOINING_WORDS:
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
    if total + current == 1 and _ONE_OF.match(text, pos):
        return None  # "one of the options", "one of them": a pronoun, no count
    return Fraction(total + current), text[pos:]


_ONE_OF = re.compile(r"\s+of\b", re.IGNORECASE)


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

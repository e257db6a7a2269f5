"""An English answer said in words, read whole as the value it names: "negative six", "a hundred
and eighty seven", "two and a half", "three and three quarters hours", "five eighths", "eleven
over four", "pi over two", "the square root of two", "two root three", "two i", "infinity",
"two dozen and three" (red-team round 163: chat models and small policies say their final
answers so).

`worded_value` reads the WHOLE answer or nothing: a sign word, one number (words or digits,
with a fraction, a multiple of a dozen, a score or a pair, a decimal said with "point"), what
multiplies it (π, a square root, i), and at most three unit words after it. Anything else in it
(a second number, "or", "about", "more", "each") leaves the answer as it was: the reader never
guesses a value the words do not name whole. The callers compare what it returns exactly as they
compare digits, so a wrong value in words stays wrong.
"""

from __future__ import annotations

import re
from fractions import Fraction

from rppo_check.words import DENOMINATOR_WORDS, NUMBER_WORDS

_SCALES = {"hundred": 100, "thousand": 10**3, "million": 10**6, "billion": 10**9}
_GROUPS = {"dozen": 12, "dozens": 12, "score": 20, "pair": 2, "pairs": 2}
_DENOMINATORS = DENOMINATOR_WORDS
# Words that make the answer something other than one value said in words.
_NOT_ONE_VALUE = frozenset(
    "or and about around approximately roughly nearly almost over under more less fewer than each "
    "per every at least most not no between to from up times plus minus by squared cubed power"
    " square root".split()
)
_WORD = re.compile(r"[a-z]+|\d+(?:\.\d+)?")
# The words that may name a value here besides the number words.
_VALUE_WORDS = frozenset(
    [*_SCALES, *_GROUPS, *_DENOMINATORS, "pi", "root", "infinity", "point", "negative", "minus",
     "empty", "twice", "over", "real"]
)  # fmt: skip
_MAX_UNIT_WORDS = 3


def worded_value(answer: str) -> str | None:
    """The value `answer` names in English words, written as math (`-6`, `\\frac{5}{2}`,
    `2\\sqrt{3}`, `\\frac{\\pi}{2}`, `30\\%`), with the words after it ("\\frac{25}{2}
    dollars"), or None where it is not one value said whole."""
    parts = worded_parts(answer)
    return None if parts is None else " ".join(part for part in parts if part)


def worded_parts(answer: str) -> tuple[str, str] | None:
    """`worded_value` as the value and the words after it: ("\\frac{25}{2}", "dollars")."""
    text = answer.lower().replace("-", " ").replace("−", " minus ").strip(" \t.!")
    if len(text) > 120 or not any(char.isalpha() for char in text):
        return None
    words = _WORD.findall(text.replace(",", ""))
    if "".join(words) != re.sub(r"[\s$]+", "", text.replace(",", "")):
        return None  # (a character that is neither a word nor a number: read as it is written)
    if not any(word in NUMBER_WORDS or word in _VALUE_WORDS for word in words):
        return None  # (digits with words after them: read by the rules for digits alone)
    reader = _Reader(words)
    value = reader.value()
    if value is None:
        return None
    percent = reader.take("percent") or (reader.take("per") and reader.take("cent"))
    units = reader.words[reader.at :]
    if units and words[: reader.at] in (["one"], ["the", "one"]):
        return None  # ("one of the options", "the one on the left": a pronoun, no value)
    if len(units) > _MAX_UNIT_WORDS or any(
        word in _NOT_ONE_VALUE or word in NUMBER_WORDS or word[0].isdigit() for word in units
    ):
        return None
    # (the words after the value stay with it: the caller's unit rules judge them as they judge
    # them after digits, "12.5 dollars" as "18 thousand" or "18 negative")
    return value + ("\\%" if percent else ""), " ".join(units)


class _Reader:
    """Reads the words of one value from the left; `at` is the next word."""

    def __init__(self, words: list[str]) -> None:
        self.words = words
        self.at = 0
        self.decimal = ""  # a decimal said with "point" is written as a decimal, no fraction

    def peek(self, offset: int = 0) -> str:
        index = self.at + offset
        return self.words[index] if index < len(self.words) else ""

    def take(self, *names: str) -> bool:
        if self.peek() in names:
            self.at += 1
            return True
        return False

    def value(self) -> str | None:
        self.take("the")
        sign = "-" if self.take("negative", "minus") else ""
        if not sign:
            self.take("positive")
        if self.take("infinity"):
            return sign + "\\infty"
        if not sign and self.take("empty") and self.take("set"):
            return "\\varnothing"  # "the empty set"
        if not sign and self.peek() in ("all", "every") and self.peek(1) == "real":
            self.at += 2
            if self.take("numbers", "number", "reals", "x"):
                return "(-\\infty, \\infty)"  # "all real numbers", "every real number"
            return None
        if self.peek() in ("pi", "π"):
            return self._pi(sign, Fraction(1))
        if self.peek() in ("square", "root", "twice"):
            return self._root(sign, Fraction(1))
        number = self.number()
        if number is None:
            return None
        if self.peek() == "pi":
            return self._pi(sign, number)
        if self.peek() in ("root", "times", "square"):
            return self._root(sign, number)
        written = self.decimal or _plain(number)
        if self.take("i"):
            return f"{sign}{written}i"
        return sign + written

    def number(self) -> Fraction | None:
        whole = self.whole()
        if whole is None:
            return self.fraction(Fraction(1)) if self.peek() in ("a", "one") else None
        if self.peek() in _GROUPS:
            if self.words[self.at - 1][:1].isdigit():
                return None  # ("#### 3 dozen and 11": dozens in digits stay the unit rules')
            whole *= _GROUPS[self.words[self.at]]
            self.at += 1
            if self.peek() in ("and", "plus") and self._is_number(self.peek(1)):
                self.at += 1
                more = self.whole()
                whole += more if more is not None else 0
            return whole
        if self.take("point"):
            return self.decimals(whole)
        if self.peek() == "over":
            if self.words[self.at - 1][:1].isdigit():
                return None  # ("#### 45 over 50": a score in digits, read by the digit rules)
            self.at += 1
            below = self.whole()
            return whole / below if below else None
        if self.peek() in _DENOMINATORS:
            denominator = _DENOMINATORS[self.words[self.at]]
            self.at += 1
            return whole / denominator  # "five eighths", "eleven fourths", "three quarters"
        if self.peek() == "and" and self.peek(1) in ("a", "one", *NUMBER_WORDS):
            mark = self.at
            self.at += 1
            part = self.fraction(Fraction(1)) if self.peek() in ("a", "one") else None
            if part is None:
                self.at = mark + 1
                part = self.part()
            if part is not None and part < 1:
                return whole + part  # "two and a half", "three and three quarters"
            self.at = mark
        return whole

    def part(self) -> Fraction | None:
        """ "three quarters", "two thirds" after "and": a fraction below one."""
        count = self.whole()
        if count is None or self.peek() not in _DENOMINATORS:
            return None
        denominator = _DENOMINATORS[self.words[self.at]]
        self.at += 1
        return count / denominator

    def fraction(self, count: Fraction) -> Fraction | None:
        """ "a half", "a quarter", "one third", "a dozen", "a hundred and eighty seven"."""
        self.at += 1  # ("a" / "one")
        word = self.peek()
        if word in _DENOMINATORS:
            self.at += 1
            return count / _DENOMINATORS[word]
        if word in _GROUPS:
            self.at += 1
            return count * _GROUPS[word]
        if word in _SCALES:
            self.at -= 1
            self.words[self.at] = "one"  # "a hundred and eighty seven": one hundred ...
            return self.whole()
        return None if word else Fraction(1)

    def whole(self) -> Fraction | None:
        """A whole number in words ("a hundred and eighty seven" after `fraction`) or digits."""
        word = self.peek()
        if word[:1].isdigit():
            self.at += 1
            return Fraction(word)
        total, current, seen = 0, 0, False
        while True:
            word = self.peek()
            if word in NUMBER_WORDS:
                current += NUMBER_WORDS[word]
            elif word == "hundred" and seen:
                current = max(current, 1) * 100
            elif word in _SCALES and seen:
                total += max(current, 1) * _SCALES[word]
                current = 0
            elif word == "and" and seen and self.peek(1) in NUMBER_WORDS and _joins(self):
                pass  # "one hundred and five"
            else:
                break
            seen = True
            self.at += 1
        return Fraction(total + current) if seen else None

    def decimals(self, whole: Fraction) -> Fraction | None:
        digits = ""
        while self.peek() in NUMBER_WORDS and NUMBER_WORDS[self.peek()] < 10:
            digits += str(NUMBER_WORDS[self.words[self.at]])
            self.at += 1
        if not digits:
            return None
        self.decimal = f"{whole.numerator}.{digits}"
        return whole + Fraction(f"0.{digits}")

    def _pi(self, sign: str, times: Fraction) -> str | None:
        self.at += 1  # ("pi")
        below = None
        if self.take("over"):
            below = self.whole()
            if not below:
                return None
        coefficient = "" if times == 1 else _plain(times)
        if below is None:
            return f"{sign}{coefficient}\\pi"
        return f"{sign}\\frac{{{coefficient}\\pi}}{{{_plain(below)}}}"

    def _root(self, sign: str, times: Fraction) -> str | None:
        if self.take("twice"):
            times *= 2
        self.take("times")
        self.take("the")
        self.take("square")
        if not self.take("root"):
            return None
        self.take("of")
        radicand = self.whole()
        if radicand is None:
            return None
        coefficient = "" if times == 1 else _plain(times)
        return f"{sign}{coefficient}\\sqrt{{{_plain(radicand)}}}"

    def _is_number(self, word: str) -> bool:
        return word in NUMBER_WORDS or word[:1].isdigit()


def _joins(reader: _Reader) -> bool:
    """Whether "and" at `reader.at` joins a number after a hundred ("one hundred and five"),
    not a fraction after a whole ("two and three quarters")."""
    after = reader.at + 1
    while after < len(reader.words) and reader.words[after] in NUMBER_WORDS:
        after += 1
    follows = reader.words[after] if after < len(reader.words) else ""
    before = reader.words[reader.at - 1] if reader.at else ""
    return follows not in _DENOMINATORS and before in ("hundred", *_SCALES)


def _plain(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    return f"\\frac{{{value.numerator}}}{{{value.denominator}}}"

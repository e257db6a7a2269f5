"""The built-in checkers, registered as entry points `gsm8k`, `math` and `exact`.

Each is a small class (configurable) plus a default instance, which is what the entry point
names. All three compare the completion's final answer (`rppo_check.extract`) with the gold, every
part of it; the rules that decide it are in packages/check/README.md ("The rules").
"""

from __future__ import annotations

import html
import logging
import math as _math_module
import re
from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache
from types import EllipsisType
from typing import TYPE_CHECKING

from rppo_check.agreement import (
    cents_in_dollars,
    comma_groups_as_worked,
    compared_as_worked,
    described_by_working,
    dot_groups_as_worked,
    dozens_as_counted,
    fractional_minor_units,
    space_group_as_worked,
    turns_the_comparison,
    unit_disagrees,
    worked_of_two,
)
from rppo_check.arith import arithmetic_value
from rppo_check.dimensions import dimension_disagrees
from rppo_check.extract import FORMAT_MARKERS, MAX_ANSWER_CHARS, MAX_ANSWERS, extract_answers
from rppo_check.gates import has_any
from rppo_check.languages import FOREIGN_ABOUT, FOREIGN_BOUND_OR_ABOUT, FOREIGN_PERCENT
from rppo_check.markers import unbox
from rppo_check.normalize import (
    SHORT_UNITS,
    normalize,
    plain_answer,
    plain_unicode_math,
    text_key,
    unit_of,
)
from rppo_check.numeric import parse_duration, parse_number, plain_fraction
from rppo_check.plainshape import PlainShape, kinds_apart, plain_shape, shapes_apart
from rppo_check.plainvalue import PlainValue, clearly_apart, plain_value
from rppo_check.presentation import plain_presentation
from rppo_check.separators import continental, in_english, names_answer_in_comma_language
from rppo_check.tail import digits_for_words
from rppo_check.turns import clip
from rppo_check.units import same_amount
from rppo_check.verdict import Verdict, not_text
from rppo_check.wordedvalue import worded_parts, worded_value

if TYPE_CHECKING:
    from rppo_check.answer import Value

logger = logging.getLogger(__name__)

MAX_GOLD_CHARS = 2_000
_WRAPPED_GOLD = re.compile(r"\$\$([^$]+)\$\$|\$([^$]+)\$|\\\((.+)\\\)|\\\[(.+)\\\]", re.DOTALL)


def gold_answer(gold: str) -> str:
    r"""The final answer inside a gold string: a whole GSM8K solution ends with `#### N`; a gold
    stored as the solution shows it (`$6\sqrt{7}$`, `\boxed{6\sqrt{7}}`) is what it wraps."""
    if "####" in gold:
        return gold.rsplit("####", 1)[1].strip()
    gold = gold.strip()
    wrapped = _WRAPPED_GOLD.fullmatch(gold) if gold[:1] in "$\\" else None
    if wrapped is not None:
        gold = next(group for group in wrapped.groups() if group is not None).strip()
    if gold.startswith(("\\boxed", "\\fbox")):
        gold = unbox(gold)
    return gold


class _AnswerChecker:
    """Shared skeleton: input rules, extraction, all-parts-of-the-final-answer-must-match.

    fallback: read the last line when the completion marks no answer (on by default: a right
        answer is right in any form; `format_ok` says whether it was in the asked-for form).
    format_marker: the marker the prompt asks for ("hash" = `####`, "boxed" = `\\boxed`, None =
        either); it decides `Verdict.format_ok`, never `correct`.
    last_number_fallback: the old name of `fallback`.
    Subclasses implement `compare` and `read_gold`.
    """

    format_marker: str | None = "hash"
    reads_groups_as_worked: bool = False  # (`dot_groups_as_worked`: GSM8K's numbers only)

    def __init__(
        self,
        *,
        fallback: bool = True,
        format_marker: str | None | EllipsisType = ...,
        last_number_fallback: bool | None = None,
    ) -> None:
        self.fallback = fallback if last_number_fallback is None else last_number_fallback
        if format_marker is not ...:
            if format_marker is not None and format_marker not in FORMAT_MARKERS:
                raise ValueError(f"format_marker must be one of {FORMAT_MARKERS} or None")
            self.format_marker = format_marker

    def __call__(self, completion: str, gold: str, /) -> Verdict:
        if not isinstance(completion, str) or not isinstance(gold, str):
            return Verdict(False, None, "bad_input")
        if len(gold) > MAX_GOLD_CHARS or "\x00" in gold or "\x00" in completion:
            return Verdict(False, None, "bad_input")  # a NUL is no text a model means (issue 25)
        if not_text(completion) or not_text(gold):
            return Verdict(False, None, "bad_input")  # a lone surrogate: no text a model wrote
        gold = gold_answer(gold)
        if not gold:
            return Verdict(False, None, "bad_input")
        completion = _prepared(completion)
        worked = self._worked_after_opening(completion, gold)
        if worked is not None:
            return worked
        verdict = self._judge(completion, gold)
        if not verdict.correct and (
            # (speed only: an answer read, but not in such groups, is not read again; a text with
            # no answer read may hold one the groups would make readable)
            verdict.extracted is None
            or _GROUP_IN_ANSWER.search(verdict.extracted)
            or (len(verdict.extracted) <= 3 and _SPACE_GROUPS.search(completion[-400:]))
        ):
            grouped = _UNAMBIGUOUS_GROUPS.sub(_ungrouped, completion)
            if grouped != completion:
                # `Rp9.600.000`, `9 600 000 forint` after English working: groups no English
                # number has, read as the one number they are
                completion, verdict = grouped, self._judge(grouped, gold)
        if not verdict.correct and verdict.extracted is None and " " in completion[-200:]:
            joined = space_group_as_worked(completion)
            if joined is not None:
                completion, verdict = joined, self._judge(joined, gold)
        if verdict.extracted is not None and not _SEPARATED.search(verdict.extracted):
            return verdict  # no separator in the answer: both readings read it alike
        if verdict.extracted is None and "," in completion[-200:]:
            last_line = _continental_last_line(completion)
            rejudged = self._judge(last_line, gold) if last_line is not None else None
            if rejudged is not None and rejudged.extracted is not None:
                # "Ответ: 4,5 ч (4 ч 30 мин)." after English working ("270 / 60 = 4.5"): the
                # answer line writes its numbers the continental way on its own
                return rejudged
        if continental(completion):
            shown = verdict.extracted
            if verdict.correct and shown is not None and shown in completion:
                if not continental(completion.replace(shown, " ")):
                    # the answer alone says its comma is a decimal one, against the reading
                    # that found the gold: `<answer>0,1</answer>` after English working lists 0
                    # and 1 (no other number of the text is written the continental way)
                    return verdict
            # `#### 12.500` after `5 · 2.500 = 12.500`: the numbers read as the working writes
            # them (`rppo_check.separators`), also where the English reading found the gold
            # (`2.150 millones` is 2,150 million)
            rejudged = self._judge(in_english(completion), gold)
            if (
                verdict.correct
                and not rejudged.correct
                and shown is not None
                and self.reads_groups_as_worked
                and comma_groups_as_worked(shown, completion)
            ):
                return verdict  # "คำตอบ: 10,240 กิโลกรัม" after "7500 + 2740 = 10240"
            return rejudged
        if not verdict.correct and verdict.extracted is not None and self.reads_groups_as_worked:
            # "Por lo tanto, la ciudad tendrá 13.500 habitantes." after English working that
            # computed 13500 and never 13.5: the answer's own sentence groups thousands by dots
            regrouped = dot_groups_as_worked(verdict.extracted, completion)
            if regrouped is not None and self.compare(regrouped, gold) == "ok":
                return Verdict(
                    True,
                    verdict.extracted,
                    "ok",
                    verdict.format_ok,
                    verdict.marker,
                    verdict.gold_unreadable,
                )
        return verdict

    def _judge(self, completion: str, gold: str) -> Verdict:
        """The verdict on a completion that passed the input rules."""
        found = extract_answers(completion, fallback=self.fallback)
        if not found.answers:
            return _or_named(Verdict(False, None, "no_answer"), completion, gold)
        shown = " | ".join(found.answers)[:MAX_ANSWER_CHARS]
        format_ok = (
            found.marker in FORMAT_MARKERS
            if self.format_marker is None
            else found.marker == self.format_marker
        )
        readable = self.read_gold(gold)
        reason = "ok"
        if len(found.answers) > MAX_ANSWERS:
            return Verdict(False, shown, "mismatch", format_ok, found.marker, not readable)
        if (
            len(found.answers) > 1
            and readable
            and self.names_several(gold)
            # (single values side by side, not two final answers that are lists themselves:
            # "$\boxed{-3, 0, 4}$ ... Correção: $\boxed{-3, 4}$")
            and not any(_SEVERAL_IN_ONE.search(answer) for answer in found.answers)
            and not _HEDGED_ENDING.search(completion, max(0, len(completion) - 400))
        ):
            # "$\boxed{2}$ oder $\boxed{-3}$" for the roots `-3, 2`: the values joined by "or"
            # are the set the gold lists, all of them (one value alone never equals a list)
            if self.compare(", ".join(found.answers), gold) == "ok":
                return Verdict(True, shown, "ok", format_ok, found.marker, False)
        for answer in found.answers:
            if "&" in answer and ";" in answer:
                answer = html.unescape(answer)  # `&minus;25`: an HTML page's minus sign
            as_written = completion
            if not answer.isascii():
                answer = plain_answer(answer)  # `（－３，－８）`, `5⁄36`, `٤٫٨`
                # (the working in the same spelling, so that the answer is found where it was
                # written: "−11°C." then `#### −11°F` compares the two units)
                as_written = plain_answer(completion)
            if len(answer) > MAX_ANSWER_CHARS or not answer:
                reason = "parse_error" if reason == "ok" else reason
                continue
            result = self.compare(answer, gold) if readable else _text_compare(answer, gold)
            if result != "ok" and readable and _ASCII_LETTER.search(answer):
                result = self._in_words(answer, gold) or result  # "negative six", "2 (two)"
            if result != "ok" and readable and _LETTER.search(answer):
                result = self._in_words_abroad(answer, gold) or result  # "двенадцать яиц"
            if result == "parse_error" and readable:
                described = self.without_description(answer, completion)
                if described is not None:
                    result = self.compare(described, gold)  # `$273 (from 39 boxes)`
            converted = self.in_the_workings_unit(answer, completion) if result != "ok" else None
            if converted is not None and readable and self.compare(converted, gold) == "ok":
                result = "ok"  # `1,870 cents` after "$18.70": the same amount
            elif result == "ok" and not self.agrees_with_working(answer, as_written, gold):
                result = "mismatch"
            if result != "ok":
                reason = "parse_error" if result == "parse_error" and reason == "ok" else "mismatch"
                break  # one part that is not the gold decides (a shotgun of 3,000 boxes too)
        verdict = Verdict(reason == "ok", shown, reason, format_ok, found.marker, not readable)
        return _or_named(verdict, completion, gold)

    def _in_words(self, answer: str, gold: str) -> str | None:
        """The comparison of an answer said in English words ("two and a half", "pi over two"),
        or of a value with the same value in words in brackets after it ("30 (thirty percent)");
        None where the words name no one value (`rppo_check.wordedvalue`)."""
        worded = worded_value(_TEXT_WRAP.sub(r"\1", answer) if "\\" in answer else answer)
        if worded is not None:
            return self.compare(worded, gold)
        glossed = _WORDED_NOTE.fullmatch(answer)
        if glossed is None:
            return None
        worded = worded_value(glossed.group(2))
        if worded is None or self.compare(glossed.group(1), gold) != "ok":
            return None
        return self.compare(worded, gold)

    def _in_words_abroad(self, answer: str, gold: str) -> str | None:
        """The comparison of an answer said in the number words of another language ("двенадцать
        яиц", "\\text{drei Viertel}", "una docena de huevos"), read as the last-line tier reads
        them (`tail.digits_for_words`); None where no number word was read."""
        text = _TEXT_WRAP.sub(r"\1", answer) if "\\" in answer else answer
        if text.strip().rstrip(".").lower() in _HALF_WORDS:
            return self.compare("1/2", gold)  # "la metà", "yarısı", "một nửa": one half
        parts = _PARTS_OF.fullmatch(text.strip().rstrip("."))
        if parts is not None:
            return self.compare(f"{parts.group(2)}/{parts.group(1)}", gold)  # "4분의 3": 3/4
        ordinal = _DIGIT_ORDINAL.fullmatch(text.strip().rstrip("."))
        if ordinal is not None:
            return self.compare(ordinal.group(1) or ordinal.group(2), gold)  # "le 15e terme"
        converted = digits_for_words(text)
        if converted == text or not any(char.isdigit() for char in converted):
            return None
        return self.compare(converted.strip().rstrip("."), gold)

    def read_gold(self, gold: str) -> bool:
        """Can the gold be parsed? When not, answers are compared as normalised text."""
        raise NotImplementedError

    def compare(self, answer: str, gold: str) -> str:
        """'ok' | 'mismatch' | 'parse_error' for one answer against a readable gold."""
        raise NotImplementedError

    def agrees_with_working(self, answer: str, completion: str, gold: str) -> bool:
        """Whether an answer equal to the gold says of it what the working said."""
        return True

    def _worked_after_opening(self, completion: str, gold: str) -> Verdict | None:
        """ "#### 18\nReasoning: ... ## 23": an answer put first, then worked out; what the
        working states stands (None: no opening answer, or working that states nothing)."""
        if not completion.lstrip().startswith("####"):
            return None
        completion = clip(completion)  # (the working of this turn only: no invented next turn)
        opening = _OPENING_HASH.match(completion)
        if opening is None:
            return None
        working = completion[opening.end() :]
        if working.lstrip().startswith("####"):
            return None  # (one opening line only: a text of `####` lines recurses no deeper)
        worked = self(working, gold)
        if worked.extracted is not None and (
            worked.marker not in ("last_number", "last_expression")
            or _CONCLUDING.match(working.rstrip().rsplit("\n", 1)[-1])
        ):
            return worked
        return None

    def without_description(self, answer: str, completion: str) -> str | None:
        """The answer without a note that only describes how the working reached it, or None."""
        return None

    def in_the_workings_unit(self, answer: str, completion: str) -> str | None:
        """The answer's value in the unit the working counted in, where it names another unit of
        the same quantity (`1,870 cents` after "$18.70"), or None."""
        return None

    def names_several(self, gold: str) -> bool:
        """Whether the gold lists several values (roots, a set), which answers joined by "or"
        may name together."""
        return False


# A bracketed group whose values are split by semicolons, as where the comma is the decimal mark
# (Russian, German, French, Vietnamese school notation): `(2; -5)`, `(2,5; -1,5)`, `[1; 3)`.
# A point with a bar between its coordinates, as German schools write it: `(4|3)`, `P(-1 | 2,5)`.
_COORDINATE = r"-?\d+(?:[.,]\d+)?|-?\\frac\{\d+\}\{\d+\}"
_PIPE_POINT = re.compile(rf"\(\s*({_COORDINATE})\s*\|\s*({_COORDINATE})\s*\)")


def _point_with_commas(match: re.Match[str]) -> str:
    """`(2,5|3)` -> `(2.5, 3)`: the coordinates, their decimal commas as points."""
    return f"({match.group(1).replace(',', '.')}, {match.group(2).replace(',', '.')})"


_SEMICOLON_GROUP = re.compile(r"([(\[])([^()\[\];\n]{1,40}(?:;[^()\[\];\n]{1,40}){1,5})([)\]])")
# ... and a set in braces (`x \in \{\tfrac{1}{7};\ 2\}`, German and Russian school notation)
_SEMICOLON_SET = re.compile(
    r"(\\\{)((?:(?!\\[{}])[^;\n]){1,40}(?:;(?:(?!\\[{}])[^;\n]){1,40}){1,5})(\\\})"
)
# A point named before its coordinates: `M(2; 3)`, `T(4;\,-9)`, `A(9, 4)` (not `P(9, 4)` or
# `C(9, 4)`, which count permutations and combinations).
_NAMED_POINT = re.compile(r"\s*(?![PC])[A-Z](?:_\{?\d\}?|')?\s*(?=\()")


def _commas_for_semicolons(match: re.Match[str]) -> str:
    """The group with commas for its semicolons, its decimal commas as points first."""
    inner = re.sub(r"(?<=\d),(?=\d)", ".", match.group(2)).replace(";", ",")
    return match.group(1) + inner + match.group(3)


_SEPARATED = re.compile(r"\d[., \u00a0\u202f]\d|\{,\}|\d[ \t]+mil\b")


# A gold that is one word (`\text{east}`, `\text{odd}`), and a short sentence that ends on it with
# no word that denies, hedges or conditions it and no list before it ("north, south or east").
_WORD_GOLD = re.compile(r"\s*(?:\\text\s*\{\s*)?([A-Za-z]{2,20})(?:\s*\})?\s*")
_ENDS_ON_WORD = re.compile(r"[A-Za-z][A-Za-z' ]{0,120}?[ \t]([A-Za-z]{2,20})[ \t]*\.?[ \t]*")
_NOT_PLAINLY = re.compile(
    r"\b(?:not|no|never|or|either|neither|nor|maybe|perhaps|probably|possibly|might|could|would"
    r"|unless|if|instead|rather|than|except|but)\b|n't\b",
    re.IGNORECASE,
)


# ... or a sentence whose subject is the gold, a name (`\text{Navin}`): "Navin would earn the most
# after working an eight-hour day." (no other name in it, nothing that denies or compares)
_OPENS_ON_NAME = re.compile(
    r"([A-Z][a-z]{1,19})[ \t]+(?:would[ \t]+|will[ \t]+)?([a-z][a-z' -]{0,120}?)[ \t]*\.?[ \t]*"
)
_CAPITALISED = re.compile(r"\b[A-Z]")


def _sentence_ends_on_word(answer: str, gold: str) -> bool:
    word = _WORD_GOLD.fullmatch(gold)
    ended = _ENDS_ON_WORD.fullmatch(answer.strip()) if word is not None else None
    if word is not None:
        subject = _OPENS_ON_NAME.fullmatch(answer.strip())
        if (
            subject is not None
            and subject.group(1) == word.group(1)
            and not _CAPITALISED.search(subject.group(2))
            and not _NOT_PLAINLY.search(subject.group(2))
        ):
            return True
    if word is None or ended is None or _NOT_PLAINLY.search(answer):
        return False
    return ended.group(1).lower() == word.group(1).lower()


# A time of day: `4:51:06 p.m.`, `04:51`, `16:51`, with LaTeX's spacing and text groups gone.
_CLOCK = re.compile(
    r"[ \t]*(\d{1,2})[ \t]*:[ \t]*(\d{2})(?:[ \t]*:[ \t]*(\d{2}))?[ \t]*(?:([AaPp])\.?[ \t]*[Mm]\.?)?[ \t.]*"
)
_LATEX_NOISE = re.compile(r"\\[!,;: ]|\$|\\(?:text|mbox|mathrm)\s*\{([^{}]*)\}")


def _clock_time(text: str) -> tuple[int, int, int | None, str | None] | None:
    """(hour, minute, second or None, "a"/"p" or None) of a time of day, else None."""
    if len(text) > 80:
        return None
    clock = _CLOCK.fullmatch(_LATEX_NOISE.sub(lambda m: m.group(1) or "", text))
    if clock is None or int(clock.group(2)) > 59 or int(clock.group(1)) > 23:
        return None
    second = int(clock.group(3)) if clock.group(3) else None
    half = clock.group(4).lower() if clock.group(4) else None
    if (second is not None and second > 59) or (half and not 1 <= int(clock.group(1)) <= 12):
        return None
    return int(clock.group(1)), int(clock.group(2)), second, half


def _gold_clock(gold: str) -> tuple[int, int, int | None, str | None] | None:
    r"""A gold that is surely a time of day (with "a.m."/"p.m." or seconds, or LaTeX's `\!:\!`),
    not a ratio (`3:10`)."""
    clock = _clock_time(gold)
    if clock is None or (clock[2] is None and clock[3] is None and "\\!" not in gold):
        return None
    return clock


def _same_time(said: tuple, gold: tuple) -> bool:
    """The same time of day: `04:51:06` and `16:51:06` are `4:51:06 p.m.`, `4:51:06 a.m.` is not
    (a time without "a.m." or "p.m." may be either half of the day)."""
    return said[1:3] == gold[1:3] and bool(_hours_of_day(said) & _hours_of_day(gold))


def _hours_of_day(clock: tuple) -> set[int]:
    hour, half = clock[0], clock[3]
    if half is not None:
        return {hour % 12 + (12 if half == "p" else 0)}
    return {hour % 12, hour % 12 + 12} if hour <= 12 else {hour}


def _text_compare(answer: str, gold: str) -> str:
    """The fallback for an unreadable gold: equal after LaTeX noise, case and spacing are gone."""
    # no unit dropping here: without a value to anchor it, a trailing word may be the answer
    key = text_key(normalize(answer, units=False))
    return "ok" if key == text_key(normalize(gold, units=False)) != "" else "mismatch"


_SEVERAL_IN_ONE = re.compile(r",|\\pm|±|\\mp")
# A hedge word near the end besides the "or" between the answers: "$\boxed{2}$ or maybe
# $\boxed{-3}$" offers alternatives, not a set.
_HEDGED_ENDING = re.compile(
    r"\b(?:maybe|perhaps|possibly|probably|either|alternatively|otherwise|might|could|unsure|guess)\b",
    re.IGNORECASE,
)


class GSM8KChecker(_AnswerChecker):
    """Exact numeric equality (Fraction), no sympy: `1,200` == `1200.0` == `$1,200`."""

    format_marker: str | None = "hash"  # (the base class's type, as mypyc needs)
    reads_groups_as_worked: bool = True

    def read_gold(self, gold: str) -> bool:
        return _gold_number(gold) is not None

    def compare(self, answer: str, gold: str) -> str:
        expected = _gold_number(gold)
        value = parse_number(answer)
        if value is None and "=" in answer:
            # `40 hours x $10 / hour + ... = $460`: the value the equation chain ends on (read
            # normalised: `\not= 18`, `!= 18` deny it, they are no equation)
            text = normalize(answer, units=False)
            side = _last_side(text)
            if side is not None:
                value = parse_number(side)
                if any(_another_amount(part, side, value) for part in text.split("=")[:-1]):
                    value = None  # `#### 20 = 18` states no value
        if value is None and "(" in answer:
            option = _OPTION_LEAD.match(answer)  # "The answer is (B) -11.": the option's letter,
            value = parse_number(answer[option.end() :]) if option else None  # then its value
        if value is None:
            value = arithmetic_value(answer)  # `<answer>90+10</answer>`: the sum it stands for
        if value is None and "," in answer:
            comma = _DECIMAL_COMMA.match(answer)  # `#### 2,25`: a decimal comma (GSM8K only:
            if comma:  # in MATH `1,2` lists two values), with its unit: `4,8 litros`, `62,5 %`
                value = parse_number(f"{comma.group(1)}.{comma.group(2)} {answer[comma.end() :]}")
        if value is None:
            duration = parse_duration(answer)
            if duration is None:
                return "parse_error"
            return "ok" if expected in duration else "mismatch"
        return "ok" if value == expected else "mismatch"

    def without_description(self, answer: str, completion: str) -> str | None:
        return (
            described_by_working(answer, completion)
            or compared_as_worked(answer, completion)
            or worked_of_two(answer, completion)  # "4 weeks will last 40 chocolate eggs."
        )

    def in_the_workings_unit(self, answer: str, completion: str) -> str | None:
        return cents_in_dollars(answer, completion) or dozens_as_counted(answer, completion)

    def agrees_with_working(self, answer: str, completion: str, gold: str) -> bool:
        # `#### 73%` after `73 cupcakes are left`: the same number, another quantity
        expected = _gold_number(gold)
        if expected is None or parse_duration(answer) is not None:
            return True  # (`3 h 23 min` states its own units: compared as a duration)
        if "(" in answer and _option_contradicts_list(answer, completion):
            return False  # "(B) -11" where the options list "(B) 11"
        if _PERCENT.search(answer) and _percent_never_worked(answer, completion):
            return False  # `#### 17%` after "40 - 15 - 8 = 17" (students) and no percentage
        if turns_the_comparison(answer, completion, expected):
            return False  # "Mia has 27 less." after "Mia has 86 - 59 = 27 more stickers"
        low = answer.lower()
        if "cent" in low or "коп" in low or "gros" in low or "¢" in low:
            if fractional_minor_units(answer, completion):
                return False  # `18,65 centimes` after "2,5 × 7,46 = 18,65 €"
        if _never_grouped(answer, completion, dozens=False):
            return False  # "#### 84 pairs" after working that counted 84 beads
        value_side = answer[answer.rfind("=") + 1 :] if "=" in answer else ""
        if (
            value_side
            and not _NOT_EQUAL_SIGN.search(answer)
            and parse_number(value_side) == expected
        ):
            # `15 gallons × $3.40 = $51.00`: the unit of the side that is the value, not of a
            # factor of the working (a note's equation, `132 (verified: 132 / 4 = 33 hens)`,
            # ends on another number)
            answer = value_side
        if dimension_disagrees(answer, completion):
            return False  # `#### 120 feet` after "The area is 12 × 10 = 120."
        return not unit_disagrees(answer, completion, expected)


# A gold that is one word of text (`\text{Navin}`, `\text{east}`), and the last line's lead-in.
_TEXT_GOLD = re.compile(r"[ \t]*\\text\{[ \t]*([A-Za-z]{2,20})[ \t]*\}[ \t]*")
_LEAD_IN = re.compile(
    r"[ \t>#*_-]*(?:(?:the[ \t]+)?final[ \t]+answer(?:[ \t]+is)?|answer|conclusion|therefore|thus|so|hence)"
    r"[ \t*_:,]*",
    re.IGNORECASE,
)
_NOT_SETTLED = re.compile(
    r"\b(?:not|no|never|or|neither|nor|maybe|perhaps|probably|unless|if|might|could|would|either)\b"
    r"|n't|\\boxed|####",
    re.IGNORECASE,
)


def _or_named(verdict: Verdict, completion: str, gold: str) -> Verdict:
    """`verdict`, or where it is not right and the gold is one word of text the completion's
    last sentence names as its subject (`_names_text_gold`: "**Final Answer:** Navin earns the
    most after working an eight-hour day." for `\\text{Navin}`), a right one."""
    word = _TEXT_GOLD.fullmatch(gold) if not verdict.correct else None
    if word is None or not _names_text_gold(completion, word.group(1)):
        return verdict
    return Verdict(True, word.group(1), "ok", False, "last_expression")


def _names_text_gold(completion: str, word: str) -> bool:
    """Whether the completion's last line (past a closing code fence, after "Final Answer:",
    "Conclusion:", "Therefore,") is one sentence that says the gold's word as its subject ("Navin
    earns the most ...") or after a copula ("The skater is facing east when ..."), and neither
    denies, doubts nor offers another ("Evelyn or Carla", "Evelyn does not ...")."""
    lines = [line for line in completion.rstrip().split("\n") if line.strip(" \t`*")]
    if not lines or not word.isalpha():
        return False
    line = lines[-1]
    while (lead := _LEAD_IN.match(line)) is not None and lead.end() > 0:
        line = line[lead.end() :]
    line = line.strip().rstrip(".!").strip("*_ ")
    if not line or _NOT_SETTLED.search(line) or re.search(r"[.!?;]\s", line):
        return False
    subject = re.match(rf"(?:the[ \t]+answer[ \t]+is[ \t]+)?{word}\b[ \t]+[a-z]", line, re.I)
    said = re.search(rf"\b(?:is|are|was|faces|facing)[ \t]+(?:the[ \t]+)?{word}\b", line, re.I)
    return subject is not None or said is not None


class MathChecker(_AnswerChecker):
    """Numbers exactly, then LaTeX through the safe parser and bounded symbolic equality.

    The parser and the comparison need sympy, imported on the first check (not with this module):
    the `gsm8k` checker and its workers never load it (~35 MB less per worker process)."""

    format_marker: str | None = "boxed"  # (the base class's type, as mypyc needs)

    def read_gold(self, gold: str) -> bool:
        # (a plain number is read without sympy: `parse_answer` reads every one, see `_plain`)
        # (and a tuple, interval, list or ± pair of plain values: `rppo_check.plainshape`)
        return (
            _gold_number(gold) is not None
            or (":" in gold and _gold_clock(gold) is not None)
            or _plain(gold) is not None
            or _plain_shape(gold) is not None
            or _gold_value(gold) is not None
        )

    def names_several(self, gold: str) -> bool:
        # (not a point or an interval: `(1, 2)` is one value, its order fixed)
        return ("," in gold or "\\pm" in gold) and not gold.lstrip().startswith(
            ("(", "[", "\\left")
        )

    def compare(self, answer: str, gold: str) -> str:
        if ":" in gold and (clock := _gold_clock(gold)) is not None:
            # `4\!:\!51\!:\!06 \text{ p.m.}`: a time of day, whatever way it is written
            said = _clock_time(answer)
            return "ok" if said is not None and _same_time(said, clock) else "mismatch"
        if _PLAIN_NUMERAL.fullmatch(answer) and _PLAIN_NUMERAL.fullmatch(gold):
            # (speed only) two bare decimal numerals (`42`, `-0.5`), as most MATH answers are:
            # no rule of `compare_by_rules` reads anything in them but their values, and these
            # few characters cost ~20 µs a check there (tests/check/test_speed_session16.py
            # holds the two paths equal)
            # (`Decimal` compares the exact values, as `parse_number`'s Fractions do, and reads
            # a numeral at C speed)
            return "ok" if Decimal(answer) == Decimal(gold) else "mismatch"
        if "frac" in answer or "frac" in gold:
            # (speed only) the same for a bare LaTeX fraction of integers against another or a
            # bare numeral (`\frac{11}{36}`, `-\dfrac{3}{8}`, `2`): `compare_by_rules` reads only
            # their values in them (~10 µs a check there)
            mine, theirs = _bare_rational(answer), _bare_rational(gold)
            if mine is not None and theirs is not None:
                return "ok" if mine == theirs else "mismatch"
        return self.compare_by_rules(answer, gold)

    def compare_by_rules(self, answer: str, gold: str) -> str:
        """`compare` without its shortcut for two bare numerals."""
        if _refused_shape(answer):
            return "parse_error"
        answer = _points_and_intervals_plain(answer, gold)
        if "base" in answer:
            named = _BASE_NAMED.fullmatch(_TEXT_GROUP.sub(r" \1 ", answer).replace("$", " "))
            if named is not None and named.group(2) in (None, named.group(3)):
                answer = f"{named.group(1)}_{{{named.group(3)}}}"  # `3123 \text{ (base } 5)`
        if "pmatrix" in gold and ("\\mathbf" in answer or "\\hat" in answer or "\\vec" in answer):
            answer = _as_column(answer) or answer  # `-10\mathbf{i} + 7\mathbf{j} + 9\mathbf{k}`
            if _ZERO_VECTOR.fullmatch(answer) and _ZERO_COLUMN.fullmatch(gold):
                answer = gold  # `\mathbf{0}`: the zero vector, whatever its length
        if "pmatrix" in gold and answer.lstrip().startswith("[["):
            answer = _rows_as_matrix(answer) or answer  # `[[2, -4], [13, 1]]`: a list of rows
        single = _ONE_TUPLE_SET.fullmatch(answer) if answer.lstrip().startswith("\\{") else None
        if single is not None and gold.lstrip().startswith("("):
            answer = single.group(1)  # `\{(4, -1, 2)\}`: the set of one solution is that solution
        if "_" in answer and _BASE_WORD.search(answer):
            # `1045_{\text{six}}` is `1045_{6}`
            answer = _BASE_WORD.sub(
                lambda m: f"_{{{_BASE_WORDS[(m.group(1) or m.group(2)).lower()]}}}", answer
            )
        if "_" in answer and answer.lstrip().startswith("("):
            answer = _PARENTHESISED_BASE.sub(r"\1_\2", answer)  # `(1202)_3` is `1202_3`
        option = _OPTION.fullmatch(_TEXT_GROUP.sub(r"\1", gold).strip()) if "(" in gold else None
        if option is not None and "?" in answer:
            return "parse_error"  # `\text{(B)?}`: a choice doubted
        if option is not None:
            # `\text{(D) } 24`: the option's letter, then what the option says
            chosen = _OPTION_FIRST.fullmatch(_TEXT_GROUP.sub(r"\1", answer).strip())
            if chosen is not None:
                return "ok" if chosen.group(1).upper() == option.group(1).upper() else "mismatch"
        elif "(" in answer and (lead := _OPTION_LEAD.match(answer)) is not None:
            # "the answer is (B) $120$" for the gold 120: an option's letter, then its value
            # (`agrees_with_working` refuses a letter whose listed value is another)
            answer = answer[lead.end() :]
        if _is_percent(answer) and not _is_percent(gold) and ("frac" in gold or "/" in gold):
            # a percentage is a hundredth: `45\%` is `\frac{9}{20}`, `\frac{6}{11}\%` is not
            # `\frac{6}{11}`
            percentage = parse_number(_PERCENT.sub("", answer).replace("$", "").strip())
            if percentage is None or _gold_number(gold) is None:
                return "mismatch"
            return "ok" if percentage / 100 == _gold_number(gold) else "mismatch"
        rounded = (
            _ROUNDED.search(answer)
            if "approx" in answer or "≈" in answer or "doteq" in answer
            else None
        )
        if rounded and not _rounds_to(gold, rounded.group(1), percent=bool(rounded.group(2))):
            # `\frac{7}{3} \approx 2.5`: the rounding is part of what the model states
            return (
                "mismatch" if _math_compare(answer, gold) == "ok" else _math_compare(answer, gold)
            )
        result = _math_compare(answer, gold)
        if result != "ok" and ("out of" in answer or " in " in answer):
            share = _OUT_OF.fullmatch(_TEXT_GROUP.sub(r" \1 ", answer))
            if share is not None:  # `5 \text{ out of } 36`, "1 in 9": the share 5/36, 1/9
                result = _math_compare(f"\\frac{{{share.group(1)}}}{{{share.group(2)}}}", gold)
        if rounded and result != "ok" and rounded.start() > 0:
            # `3√7 ≈ 7.94`: the exact value, then its rounding (checked above)
            result = _math_compare(answer[: rounded.start()].strip(), gold)
        if result != "ok" and "(" in answer:
            # `9\pi \text{ (about } 28.27\text{)}`: an exact value, then its rounding in a note;
            # both must hold (the rounding within one unit of its last digit)
            plain = _LATEX_SPACE.sub(" ", _TEXT_GROUP.sub(r" \1 ", answer))
            note = _APPROX_NOTE.fullmatch(plain)
            if note and _math_compare(note.group(1), gold) == "ok":
                return "ok" if _rounds_to(gold, note.group(2).replace(",", ".")) else "mismatch"
            form = _FORM_NOTE.search(plain) or _REASON_NOTE.search(plain)
            if form is not None:
                # `3\sqrt{7} \text{ (simplified)}`: a note on the form, not the value;
                # `4 \text{ (since } 3^4 = 81)`: the reason for it
                return _math_compare(plain[: form.start()].strip(), gold)
        if result == "parse_error" and "\\text" in gold and _text_compare(answer, gold) == "ok":
            return "ok"  # `4:30 \text{ PM}` for `\text{4:30 p.m.}`: the same text, unparsed
        if result != "ok" and " " in answer.strip() and _sentence_ends_on_word(answer, gold):
            return "ok"  # "The skater is facing east." for `\text{east}`
        return result

    def agrees_with_working(self, answer: str, completion: str, gold: str) -> bool:
        if "(" in answer and _option_contradicts_list(answer, completion):
            return False  # `\textbf{(C)}\ 26` where the working lists "(C) $24$"
        if "\\text" in answer and _COMPARED_IN_TEXT.search(answer):
            return False  # `\boxed{84 \text{ times as many}}`: a ratio or a difference, no count
        if _never_grouped(answer, completion):
            return False  # `\boxed{24 \text{ pairs}}` for a count the working never paired
        worded = "\\text" in answer or _WORD_AFTER_NUMBER.search(answer) is not None
        if worded and _unit_of_another_class(answer, completion, gold):
            return False  # `\boxed{54 \text{ cm}^3}` after "the area is 54 square centimeters"
        if dimension_disagrees(answer, completion):
            return False  # `$25\pi$ cm` after "so the area is $\pi r^2 = 25\pi$"
        fraction_gold = "frac" in gold or "/" in gold  # (a percentage of it is a conversion)
        if _is_percent(answer) and not _is_percent(gold) and not fraction_gold:
            if _percent_never_worked(answer, completion):
                return False
        if _degrees_never_worked(answer, completion, gold):
            return False
        return not _radians_for_degrees(answer, completion)


def _degrees_never_worked(answer: str, completion: str, gold: str) -> bool:
    r"""Whether the answer's degree mark (or an angle's unit in words after it) is the only word
    of angles or temperatures in a completion with working (`\boxed{-2^\circ}` for a slope,
    `76^\circ` for a logarithm's root) while the gold has none: a unit the working never had, so
    no angle was asked."""
    if _in_degrees(gold):
        return False
    if _in_degrees(answer):
        working = completion.replace(answer, " ")
    elif "degree" not in completion and "radian" not in completion:
        return False  # (speed only: `_ANGLE_UNIT_AFTER` needs one of them)
    else:
        # ... or the word after it: "The final answer is $0$ radians." for a sum of roots
        at = completion.rfind(answer) if answer else -1
        unit = _ANGLE_UNIT_AFTER.match(completion, at + len(answer)) if at >= 0 else None
        if unit is None or _RADIANS.search(gold):
            return False
        working = completion[:at] + " " + completion[unit.end() :]
    if len(_DIGIT_RUN.findall(working)) < 3 or _ANGLE_WORDS.search(_DEGREES.sub(" ", answer)):
        # (too little working to tell, `<answer>30°</answer>`; or the answer names an angle or a
        # scale itself, `2\sin(30^{\circ})`, `-5^{\circ}\text{F}`)
        return False
    return _ANGLE_WORDS.search(working) is None


# A unit or a noun written after a number without `\text{}`: `400 cents`, `125 square inches`.
_WORD_AFTER_NUMBER = re.compile(r"\d[ \t]*[A-Za-z]{2,}")


def _unit_of_another_class(answer: str, completion: str, gold: str) -> bool:
    """Whether a box's `\\text{unit}` puts a number gold in another unit than the working's last
    mention of it did: the GSM8K rule (`rppo_check.agreement`), for a gold that is a number."""
    expected = _gold_number(gold)
    return expected is not None and unit_disagrees(answer, completion, expected)


# An apostrophe between digits and a group of three, as Switzerland writes thousands (`16'200`).
# (speed only: each regex opens with the apostrophe and looks back past it for what precedes it,
# the same matches as `(?<=\d)['’]...`; a regex that opens with a lookbehind gives `re` no first
# character to skip to, and tried every position of a completion that has an apostrophe: ~20 µs
# a MATH solution, ~5 µs this way; tests/check/test_speed_session26.py compares the two)
_APOSTROPHE_GROUPS = re.compile(r"['’](?<=\d['’])(?=\d{3}(?!\d))")
_TURKISH_COPULA = re.compile(r"['’](?<=[\d}$]['’])[dt][ıiuü]r(?:lar)?(?![^\W\d_])")


# An interval with its open ends as outward brackets (`]a, b[`, `[a, b[`, `]a, b]`): French,
_TWO_HASH_MARK = re.compile(
    r"(?<=[^\s#])[ \t]+##[ \t]+(-?\$?\d[\d,]*(?:\.\d+)?)[ \t.]*$", re.MULTILINE
)
# A last line that concludes ("Therefore, the total value of all the toys is ... = $50.").
_CONCLUDING = re.compile(
    r"[ \t*\-]*(?:therefore|thus|so|hence|in[ \t]+total|the[ \t]+(?:final[ \t]+)?answer)\b", re.I
)
# A `####` line that opens the completion, with working of some length after it that opens as
# working does ("Reasoning:", "To find ...", "Let's ..."; not "Problem 2:" or "### Instruction:",
# a next turn).
_OPENING_HASH = re.compile(
    r"\s*####[^\n]*\n(?=(?:[^\n]*\n){2}|[^\n]{200})"
    r"(?=\s*(?:\*\*)?(?:reasoning|explanation|solution|working|step\b|let['’]s|let[ \t]+us|first\b"
    r"|to[ \t]+(?:find|determine|solve|calculate|figure|compute)\b|we[ \t]))",
    re.IGNORECASE,
)


_ASCII_LETTER = re.compile(r"[A-Za-z]{2}")
# A last line that ends on a value in English words after "is", "equals" or a colon ("The
# answer is pi over two.", "Final Answer: The final answer is square root of 2. I hope it is
# correct.", "#### minus six"); `wordedvalue.worded_value` decides whether the words name one.
_WORDED_LAST = re.compile(
    r"(?:\b(?:is|are|equals|be|(?:simplifies|comes|amounts)[ \t]+to)|:|####)[ \t]+([*_]*)"
    r"([A-Za-z][A-Za-z0-9 \t-]{1,80}?)[*_]*[ \t]*[.!]?"
    r"(?:[ \t]*I[ \t]+hope[ \t]+it[ \t]+is[ \t]+correct\.?)?[ \t]*$"
)
_PLAIN_DECIMAL = re.compile(r"-?\d+(?:\.\d+)?")
_LETTER = re.compile(r"[^\W\d_]")
# "One half" as a whole answer, in the languages models answer in (a word of a sentence may
# mean "half of it": only the whole answer is read).
_HALF_WORDS = frozenset(
    """la mitad|mitad|la moitié|moitié|die hälfte|hälfte|la metà|metà|a metade|metade|половина
    |одна половина|половину|половина|połowa|jedna polovina|polovina|yarısı|yarım|một nửa|nửa
    |setengah|separuh|de helft|helft|hälften|το μισό|μισό|חצי|نصف|نیم|आधा|অর্ধেক|ครึ่งหนึ่ง|一半
    |二分之一|半分|절반""".replace("\n", "")
    .replace("    ", "")
    .split("|")
)
# A fraction of digits as Korean, Japanese and Chinese say it, the denominator first: "4분의 3",
# "4分の3", "4分之3" (3/4).
_PARTS_OF = re.compile(r"(\d{1,4})[ \t]*(?:분의|分の|分之)[ \t]*(\d{1,4})")
# A place in a sequence written with digits, in the languages models answer in, with the noun it
# counts: "le 15e terme", "das 15. Glied", "15. terim", "15-й член", "15번째 항", "15তম পদ",
# "第15项", "the 15th term" (the noun named: a bare "#### 73rd" is a rank, no count).
_DIGIT_ORDINAL = re.compile(
    r"(?:(?:the|le|la|el|der|die|das|il|lo|o|a)[ \t]+)?(\d{1,4})(?:th|st|nd|rd|e|ème|er|re|ª|º|\.|-?й"
    r"|-?я|-?е|-?го|-?ий|-?ый|-?ти|번째|째|তম)[ \t]*[^\W\d_]+(?:[ \t]+[^\W\d_]+)?"
    r"|第(\d{1,4})[项項个個位名]"
)
_TEXT_WRAP = re.compile(r"\\(?:text|mathrm|textbf)\{([^{}]*)\}")
# A value, then what it says in words in brackets: "30 (thirty percent)", "2√3 (two root three)".
_WORDED_NOTE = re.compile(r"[ \t]*([^()\n]{1,40}?)[ \t]*\(([A-Za-z][A-Za-z \t-]{1,60})\)[ \t.]*")
_CUT_AFTER_REASONING = re.compile(
    r"\s*(?:</(?:r(?:e(?:a(?:s(?:o(?:n(?:i(?:ng?)?)?)?)?)?)?)?)?>?\s*)?(?:<(?:a(?:n(?:s(?:w(?:er?)?)?)?)?)?)?\s*$"
)


def _worded_last_line(completion: str) -> str:
    """`completion` with the value its last line says in English words after "is", "equals" or
    a colon written as math in their place ("The answer is pi over two." -> "... $\\frac{\\pi}{2}$.").
    Only the last line is searched, and only one without math (a search of the whole text costs
    ~15 % of the checks' time)."""
    line_start = completion.rfind("\n") + 1
    last_line = completion[line_start:]
    if "$" in last_line or "\\" in last_line or last_line[-1:] == "}":
        return completion
    worded = _WORDED_LAST.search(completion, line_start)
    parts = worded_parts(worded.group(2)) if worded is not None else None
    if worded is None or parts is None:
        return completion
    value, units = parts
    shown = value if _PLAIN_DECIMAL.fullmatch(value) else f"${value}$"
    shown = f"{shown} {units}" if units else shown
    return f"{completion[: worded.start(2)]}{shown}{completion[worded.end(2) :]}"


def _prepared(completion: str) -> str:
    """`completion` with the notations every reading shares made plain."""
    if not completion.isascii():
        # `۵۷`, `５７`: 57, `20𝜋`: 20π, `x²`: x^{2}, wherever the text has them
        completion = plain_unicode_math(completion)
    if "'" in completion or "’" in completion:
        completion = _APOSTROPHE_GROUPS.sub("", completion)  # `16'200`: Swiss thousands
        # `422'dir`, `28.450 TL'dir`: Turkish writes its copula onto the value
        completion = _TURKISH_COPULA.sub("", completion)
    completion = plain_presentation(completion)  # code fences, HTML, tables, aligned rows
    if "####" in completion and "nswer" in completion:
        # "####\n <answer>$2000$ cal</answer>": an empty `####` line, the tag below it the answer
        completion = _EMPTY_HASH_THEN_TAG.sub("", completion)
    if "/" in completion and _SLASH_RATE.search(completion):
        # "They earn $180/week": a rate after an amount, as "per" says it
        completion = _SLASH_RATE.sub(_per_after_number, completion)
    if " !=" in completion:
        # "hens != 156": the code sign for "not equal", no sentence's end before "= 156" (not a
        # factorial: "7!=5040")
        completion = completion.replace(" !=", " \\neq ")
    if "<" in completion[-24:] and "<reasoning>" in completion:
        # "... = $5,600.\n</reasoning>\n<answer": the token limit cut the tags after a reasoning
        # block: what the block concluded is what the completion says (as a cut think block;
        # an answer tag opened whole and left empty answers nothing: real round 60)
        completion = _CUT_AFTER_REASONING.sub("", completion)
    completion = _worded_last_line(completion)  # "The answer is pi over two."
    if " ## " in completion or "\t## " in completion:
        # "... so Siobhan has 25 - 2 = 23 jewels. ## 23": two hashes and the value closing a
        # line of prose mark it as `####` does (a heading opens its line)
        completion = _TWO_HASH_MARK.sub(r"\n#### \1", completion)
    return completion


_EMPTY_HASH_THEN_TAG = re.compile(r"####[ \t]*\n(?=[ \t]*<[ \t]*answer)", re.IGNORECASE)
# (the slash first: `re` finds it at C speed, and most slashes are no rate: `<<48/2=24>>`)
_SLASH_RATE = re.compile(
    r"/[ \t]*(?=(?:second|minute|hour|day|week|month|year|person|head|night|hr|wk|mo|yr)s?\b)",
    re.IGNORECASE,
)


def _per_after_number(slash: re.Match[str]) -> str:
    """ " per " for a slash right after a number (`$180/week`), else the slash as it was."""
    before = slash.string[max(0, slash.start() - 2) : slash.start()].rstrip(" \t")
    return " per " if before[-1:].isdigit() else slash.group(0)


def _continental_last_line(completion: str) -> str | None:
    """`completion` with its last line's numbers written the English way, where that line alone
    writes them the continental way (and the whole completion does not); else None."""
    head, _, last = completion.rstrip().rpartition("\n")
    if not head or not names_answer_in_comma_language(last) or not continental(last):
        return None  # (a check or a supposition after the answer line is no answer line)
    rewritten = in_english(last)
    return None if rewritten == last else f"{head}\n{rewritten}"


# Portuguese and other continental notation; at least one bracket turned outward.
_OPEN_BRACKET = re.compile(
    r"(?<![\\\w])(?=\][^\[\]]*[,;]|\[[^\[\]]*[,;][^\[\]]*\[)([\]\[])[ \t]*"
    r"((?:[^\[\]{},;]|\{[^{}]*\})+?)[ \t]*[,;][ \t]*((?:[^\[\]{},;]|\{[^{}]*\})+?)[ \t]*([\[\]])"
)


def _points_and_intervals_plain(answer: str, gold: str) -> str:
    r"""`answer` with the points and intervals of school notations written as the gold's are:
    `(2; -5)`, `(4|3)`, `M(2; 3)`, `]5, +\infty[`, `[-2\,;\,3[` (and markdown bold gone)."""
    if ";" in answer and "," in gold:
        answer = _SEMICOLON_GROUP.sub(_commas_for_semicolons, answer)  # `(2; -5)`
        answer = _SEMICOLON_SET.sub(_commas_for_semicolons, answer)  # `\{\frac17; 2\}`
    if "|" in answer and "," in gold:
        answer = _PIPE_POINT.sub(_point_with_commas, answer)  # `(4|3)`: a point, German style
    if gold.lstrip().startswith(("(", "\\left(")) and (named := _NAMED_POINT.match(answer)):
        answer = answer[named.end() :]  # `M(2; 3)`: the point's name is no part of it
    if "*" in answer:
        answer = _EMPHASIS.sub(r"\1", answer)  # `**(D)**`: markdown bold
    if (
        ("]" in answer or answer.count("[") >= 2)  # (`[-2, 3[` holds no `]`)
        and ("(" in gold or "[" in gold)
        # (LaTeX's spaces around the semicolon gone: `[-2\,;\,3[`)
        and _OPEN_BRACKET.search(answer := _LATEX_SPACE.sub(" ", answer))
    ):
        # `]5, +\infty[`, `[3, 5[`: an interval as French and Portuguese write it
        answer = _OPEN_BRACKET.sub(_interval_in_parentheses, answer)
    return answer


def _interval_in_parentheses(match: re.Match[str]) -> str:
    left, low, high, right = match.group(1, 2, 3, 4)
    return f"{'(' if left == ']' else '['}{low}, {high}{')' if right == '[' else ']'}"


# `%`, `\%`, `\text{percent}`, "per cent": the percent sign in any of its spellings
_PERCENT = re.compile(
    r"\\?%|\\text\s*\{\s*percent\s*\}|\bper\s*cent\b|" + FOREIGN_PERCENT, re.IGNORECASE
)
# (the words of other languages in a working: "то есть 35 процентов")
_FOREIGN_PERCENT = re.compile(FOREIGN_PERCENT, re.IGNORECASE)


_LEADING_VALUE = re.compile(r"[-−]?\$?\d[\d,]*(?:\.\d+)?")


def _value_said_last(answer: str, completion: str) -> int:
    """Where the completion last writes the value of a percentage answer read from it in another
    form (`$\\boxed{28}$ percent`, "28 procent" read as `28\\%`), or -1."""
    value = _LEADING_VALUE.match(_PERCENT.sub("", answer).strip())
    if value is None:
        return -1
    said = [*re.finditer(rf"(?<![\d.,]){re.escape(value.group(0))}(?![\d])", completion)]
    return said[-1].start() if said else -1


def _is_percent(answer: str) -> bool:
    r"""Whether `answer` is a percentage: `45\%`, `45 \text{ percent}`, "45 per cent", "45 процентов"."""
    return "%" in answer or _PERCENT.search(answer) is not None


_LATEX_COMMAND = re.compile(r"\\[A-Za-z]+")


# Words that count in groups ("24 pairs" is 48 socks), in English and the languages models answer
# in ("84 pares", "12 paires", "30 Paare"): the answer's unit only where the working grouped so.
_COLLECTIVE = re.compile(
    r"\b(pair|couple|dozen|trio|triple|par|paire|paar|paia|coppi|dutzend|douzaine|docena|parell)"
    r"(?:s|es|e|a|en)?\b",
    re.IGNORECASE,
)
_NOT_EQUAL_SIGN = re.compile(r"\\not\s*=|!=|=/=|\\ne(?:q)?\b")
_OPTION_LEAD = re.compile(r"[ \t*]*\(([A-H])\)[ \t]*(?=[-−$]?\$?(?:\d|\\[dt]?frac\b|\\sqrt\b))")
_OPTION_VALUE = re.compile(r"\(([A-H])\)[\s$~\\]*(-?\d[\d,]*(?:\.\d+)?)")


def _never_grouped(answer: str, completion: str, *, dozens: bool = True) -> bool:
    """Whether the answer counts in groups (`_COLLECTIVE`) the working before it never named.
    (`dozens=False`: where "dozen" is read as a factor of 12, and compared as such.)"""
    collective = _COLLECTIVE.search(answer)
    if collective is None or (not dozens and collective.group(1).lower() == "dozen"):
        return False
    # (the word itself, not a longer one: "par" is in "parts")
    grouped = re.compile(rf"\b{collective.group(1)}(?:s|es|e|a|en)?\b", re.IGNORECASE)
    end = completion.rfind(answer)
    return grouped.search(completion, 0, end if end >= 0 else len(completion)) is None


def _option_contradicts_list(answer: str, completion: str) -> bool:
    """Whether an option letter with a number (`(C) 26`) names another number than the one the
    working lists for that letter (`(C) $24$`)."""
    chosen = _OPTION_VALUE.search(_TEXT_GROUP.sub(r" \1 ", answer))
    if chosen is None:
        return False
    end = completion.rfind(answer)
    listed = [
        m.group(2)
        for m in _OPTION_VALUE.finditer(completion[: end if end >= 0 else 0])
        if m.group(1) == chosen.group(1)
    ]
    return bool(listed) and all(
        parse_number(value) != parse_number(chosen.group(2)) for value in listed
    )


# (not markdown's bold before a number, "**Check:** 100%", nor a word's last x, "box 100")
_MULTIPLIED_BY_100 = re.compile(r"(?:[×·]|(?<![A-Za-z])x|(?<!\*)\*(?!\*)|\\times|\\cdot)\s*100\b")
# (or a division by 100)
_TIMES_100 = re.compile(_MULTIPLIED_BY_100.pattern + r"|/\s*100\b")


# A fraction, then the percentage it is: "58/900, which is approximately 6.4%", "= 6.4%".
_FRACTION_AS_PERCENT = re.compile(
    r"(?<![\d.])\d+(?:\.\d+)?[ \t]*/[ \t]*\d+(?:\.\d+)?[ \t]*,?[ \t]*(?:which[ \t]+is|is|=|≈|\\approx)"
    r"[ \t]*(?:approximately|about|roughly|around)?[ \t]*\$?(\d+(?:\.\d+)?)[ \t]*\\?%"
)


def _converted_to_percent(working: str, share: Fraction) -> bool:
    """Whether the working turns a fraction into the percentage `share` (`_FRACTION_AS_PERCENT`)."""
    return any(
        parse_number(found.group(1)) == share for found in _FRACTION_AS_PERCENT.finditer(working)
    )


# A number the working writes as a percentage: `34%`, `34 \\%`, "34 percent", "34 per cent".
_SHOWN_AS_PERCENT = re.compile(
    r"(?<![\d.,])(\d[\d,]*(?:\.\d+)?)[ \t]*(?:\\?%|percent\b|per[ \t]*cent\b)", re.IGNORECASE
)


# A result the working writes with no percent sign after it: `= 34 students`, `= 34.`
_PLAIN_RESULT = re.compile(
    r"=[ \t]*\$?(\d[\d,]*(?:\.\d+)?)(?![\d,]*\.?\d)(?![ \t]*(?:\\?%|percent|per[ \t]*cent))",
    re.IGNORECASE,
)


def _writes(pattern: re.Pattern[str], share: Fraction, working: str) -> bool:
    """Whether `working` writes `share` where `pattern` captures a number (`_SHOWN_AS_PERCENT`,
    `_PLAIN_RESULT`)."""
    return any(parse_number(found.group(1)) == share for found in pattern.finditer(working))


def _percent_never_worked(answer: str, completion: str) -> bool:
    r"""`\boxed{162\%}` after working that counts degrees, letters or arrangements and never
    speaks of a percentage: the percent sign turns the value into another (a hundredth of it).
    Where the working speaks of one (`\times 100\%`, "the percentage of children"), or there is no
    working, the sign is the unit the question asked for (MATH golds leave it out: `20`)."""
    end = completion.rfind(answer)
    if end < 0:
        end = _value_said_last(answer, completion)
    working = completion[: end if end >= 0 else len(completion)]
    if not any(char.isalnum() for char in _LATEX_COMMAND.sub("", working)):
        return False  # (`$\boxed{25\%}$` alone)
    share = parse_number(_PERCENT.sub("", answer).replace("$", "").strip())
    if share is not None and "%" in working and _converted_to_percent(working, share):
        return False  # "58/900, which is approximately 6.4%": the share, as a percentage
    written = working
    if share is not None and "%" in working:
        # the answer's own value with a percent sign, said before it ("So Maya has 69% more
        # stamps." after "158 - 89 = 69 more stamps") speaks of no percentage the working made
        said = _PERCENT.sub("", answer).strip()
        working = working.replace(f"{said}%", "").replace(f"{said} %", "")
    if "%" in working or "percent" in working.lower() or "per cent" in working:
        if (
            share is None
            or _writes(_SHOWN_AS_PERCENT, share, written)
            or not _writes(_PLAIN_RESULT, share, written)
        ):
            return False
        # the working's percentages are others and it worked the value out as a plain number
        # (`15%` absent, `85%` present, `40 - 6 = 34 students`, then `#### 34 percent`): only a
        # share turned into a percentage by `× 100` speaks for the sign (`68/100 = 0.68` turns a
        # percentage into a share, the other way)
        return not _MULTIPLIED_BY_100.search(written)
    if _FOREIGN_PERCENT.search(working):
        return False  # "Доля равна 0,35, то есть 35 процентов."
    if _TIMES_100.search(working):
        return False  # `12 / 60 × 100 = 20`: a percentage worked out
    # (`\frac{28}{80} = 0.35`, then `\boxed{35\%}`: the share, worked as a decimal)
    if share is None or not 0 < share < 100:
        return True
    decimal = format(Decimal(share.numerator) / Decimal(share.denominator) / 100, "f")
    # (`0,65` and `0{,}65` too)
    return not any(
        shown in working
        for shown in (decimal, decimal.replace(".", ","), decimal.replace(".", "{,}"))
    )


def _radians_for_degrees(answer: str, completion: str) -> bool:
    r"""`\boxed{144 \text{ radians}}` after working in degrees (`180^\circ`) and never in radians:
    the unit contradicts the working (rppo_check.agreement does the same for GSM8K units). Also
    the words of other languages right after the answer ("היא 105 רדיאנים"), and a multiple of
    pi said in degrees ("$\frac{7\pi}{6}$ درجة"): no angle in the gold's unit."""
    end = completion.rfind(answer)
    if _GRADIANS.search(completion[end : end + len(answer) + 16] if end >= 0 else answer):
        return True  # "Chaque angle intérieur mesure 135 grades.": gradians, no degrees
    minutes = _MINUTES_FOR_DEGREES.fullmatch(answer) if "\\text" in answer else None
    if minutes is not None:  # `\boxed{108 \text{ minutes}}` after `108^\circ`: degrees renamed
        return _worked_in_degrees(minutes.group(1), completion[: end if end >= 0 else None])
    unit = _ANGLE_WORD_AFTER.match(completion, end + len(answer)) if end >= 0 else None
    if unit is not None and unit.group("degrees") and "\\pi" in answer:
        return True  # (7pi/6 degrees is no 7pi/6 radians, whatever the working says)
    if not _RADIAN_IN_ANSWER.search(answer) and (unit is None or not unit.group("radians")):
        return False
    if "\\pi" in answer:
        return False  # (pi/6 rad after `tan 30^\circ`: a multiple of pi is radians, whatever the working)
    plain = _PLAIN_ANGLE.match(answer)
    if plain is not None and float(plain.group(1)) > _FULL_TURN:
        return True  # "Ответ: 150 радиан.": more than a full turn, and no pi: degrees renamed
    working = completion[: end if end >= 0 else len(completion)]
    in_degrees = "\\circ" in working or "°" in working or "degree" in working
    # (`320^\circ \cdot \frac{\pi}{180^\circ}` converts to radians: the unit is the working's)
    converted = "{180" in working.replace(" ", "") and "\\pi" in working
    return in_degrees and "radian" not in working and not converted


# A number of minutes or seconds (of time or of arc): `\boxed{108 \text{ minutes}}`.
_MINUTES_FOR_DEGREES = re.compile(
    r"\s*(\d+(?:\.\d+)?)\s*\\text\s*\{\s*(?:arc)?(?:minutes?|seconds?|mins?|secs?)\s*\}\s*",
    re.IGNORECASE,
)


def _worked_in_degrees(number: str, working: str) -> bool:
    r"""Whether the working's last mention of `number` is an angle in degrees (`108^\circ`): the
    answer's minutes then rename it (a clock problem's `20 minutes` was worked as minutes)."""
    mentions = list(re.finditer(rf"(?<![\d.]){re.escape(number)}(?![\d]|\.\d)", working))
    return bool(mentions) and _DEGREES_AFTER.match(working, mentions[-1].end()) is not None


_DEGREES_AFTER = re.compile(r"\s*(?:\^\s*\{?\s*\\circ|°|degrees?\b)")
# Words in a `\text{}` of the answer that make its value a ratio or a difference.
_COMPARED_IN_TEXT = re.compile(
    r"\\text\s*\{[^{}]*\b(?:times|more|fewer|less|greater|smaller|larger)\b[^{}]*\}", re.IGNORECASE
)
# Gradians (a right angle is 100 of them): French "grades", German "Gon".
_GRADIANS = re.compile(r"(?<![^\W\d_])(?:gradians?|gons?|grades|grads)(?![^\W\d_])", re.IGNORECASE)
# Radians named in the answer itself (`162 \text{ рад}`, `144 \text{ radians}`).
# (a whole word: `градуси`, degrees, holds `рад`)
_RADIAN_IN_ANSWER = re.compile(
    r"radian|(?<![^\W\d_])(?:рад(?![^\W\d_])|радіан|радиан|radián|radyan)"
    r"|\\text\s*\{\s*rad\s*\}|\d\s*rad\b"  # (`135 rad`)
)
# A plain number of radians (no pi, no other term), and a full turn in radians.
_PLAIN_ANGLE = re.compile(r"[\s$]*(\d{1,6}(?:\.\d{1,6})?)(?![\d.,/^\\]|\s*[-+*/^(])")
_FULL_TURN = 6.2832
# A word for radians or degrees right after an answer, in the languages models answer in.
_ANGLE_WORD_AFTER = re.compile(
    r"[$}\s]*(?:\\text\s*\{\s*)?(?:(?P<radians>radian|радиан|радіан|radián|radiaan|radyan|רדיא[נן]"
    r"|راديان|رادیان|ราเดียน|弧度|라디안|ラジアン)"
    r"|(?P<degrees>degree|grad|stopni|stopień|derece|градус|μοίρ|מעלות|מעלה|درجة|درجات|درجه|องศา"
    r"|डिग्री|度|도(?![가-힣])|độ))",
    re.IGNORECASE,
)


# Letters before a bare zero, no label (`x = 0`), no command (`\\text{...}`) among them.
_WORDS_THEN_ZERO = re.compile(r"[ \t]*[A-Za-z][A-Za-z \t.,']*?(?<![=\\])[ \t]*0(?:\.0*)?[ \t.]*")


@lru_cache(maxsize=4096)
def _math_compare(answer: str, gold: str) -> str:
    """MathChecker's comparison of one answer with a readable gold: a pure function of the two
    strings, cached (the samples of one prompt in a PPO batch often give the same answer)."""
    from rppo_check.answer import equation, labels_differ
    from rppo_check.symbolic import values_equal

    if _angle_units_differ(answer, gold):
        # `210^\circ` for `\frac{7\pi}{6}`: the same angle, not in the unit the question asked
        # for (the labels of eleven black-box rounds; session 21's decision, packages/check/README.md)
        return "mismatch"
    if _units_differ(answer, gold):
        return "mismatch"
    if normalize(answer) == normalize(gold):
        return "ok"
    if _WORDS_THEN_ZERO.fullmatch(answer) and _gold_number(gold) == 0:
        # "The textbook says 0.", `abc 0`, `k0`: words or letters before a zero multiply it to
        # zero as variables would; prose (or a variable times zero) is no value of zero
        return "mismatch"
    if labels_differ(answer, gold):
        return "mismatch"  # `y = 5` does not answer a question whose gold is `x = 5`
    if _base_value(gold) is None and _base_value(answer) is not None:
        # Against a decimal gold a numeral in another base is another number, by its digits and
        # by its value: `101_2` for the gold 5 restates the given numeral unconverted, `20311_5`
        # for the gold 1331 (a base-5 answer, its gold's digits written without the subscript)
        # converts back to base ten (the labels of 19 rounds; session 28's decision)
        return "mismatch"
    expected_number = _gold_number(gold)
    short = _SHORT_WORD_AT_END.search(answer)
    if short and short.group(1).lower() not in SHORT_UNITS:
        expected_number = None
    if expected_number is not None:
        value = parse_number(answer)
        if value is not None:
            return "ok" if value == expected_number else "mismatch"
    if "=" not in answer:
        answer_plain, gold_plain = _plain(answer), _plain(gold)
        if (
            answer_plain is not None
            and gold_plain is not None
            and clearly_apart(answer_plain, gold_plain)
        ):
            # (speed only) two plain numbers far apart (`3\sqrt{13}`, `90`): `parse_answer` reads
            # both as one expression, `values_equal` finds them unequal, and no rule below reads
            # an equation in them; sympy need not build either (`rppo_check.plainvalue`)
            return "mismatch"
        if (answer_plain is None or gold_plain is None) and _structures_apart(answer, gold):
            # (speed only) the same for a number against a tuple, an interval, a list or a ±
            # pair (`(15,-29)`, `1 \pm \sqrt{19}`), and two tuples that differ: both read as
            # those structures, `values_equal` finds them unequal, and no rule below reads an
            # equation in them (`rppo_check.plainshape`)
            return "mismatch"
    expected = _gold_value(gold)
    if expected is None:
        return "mismatch"
    read = _plain_read(answer) if "=" not in answer else None
    if read is not None and kinds_apart(read, expected.kind):
        # (speed only) a plain value, tuple, list or ± pair against a gold of a kind
        # `values_equal` never equates with it (a matrix, an equation, a text): sympy need not
        # build the answer, and no rule below reads an equation in it (`rppo_check.plainshape`)
        return "mismatch"
    parsed = _answer_value(answer)
    if parsed is not None and values_equal(parsed, expected):
        return "ok"
    if "=" in normalize(answer) and "=" not in gold:
        # `a+b=12`, `|a|+|b| = 12 + 15 = 27`, `P(X=4) = \frac{448}{15625}`: the value the
        # equation ends on answers a gold that is a value (`x \not= 18` is no equation)
        side = _last_side(normalize(answer))
        side_value = _answer_value(side) if side is not None else None
        if side_value is not None and values_equal(side_value, expected):
            return "ok"
    if parsed is None:
        return "parse_error"
    # `2x + y = 0` and `y - 2x = 3` state the lines `y = -2x` and `y = 2x + 3`; a gold that is
    # a labelled value (`x = 5`) asks for that value, not an equation it solves (`2x = 10`)
    if "=" in answer and "=" in gold and not _labelled_value(gold):
        mine, theirs = equation(answer), equation(gold)
        if mine is not None and theirs is not None and values_equal(mine, theirs):
            return "ok"
    return "mismatch"


class ExactChecker(_AnswerChecker):
    """String equality of the extracted answer and the gold, whitespace collapsed."""

    format_marker: str | None = None  # (the base class's type, as mypyc needs)

    def read_gold(self, gold: str) -> bool:
        return True

    def compare(self, answer: str, gold: str) -> str:
        return "ok" if " ".join(answer.split()) == " ".join(gold.split()) else "mismatch"


# A decimal numeral and nothing else (no sign but `-`, no spaces, no thousands separators): the
# answers `MathChecker.compare` reads by their value alone. The digit counts keep every such
# numeral well inside `parse_number`'s length limit.
def _refused_shape(answer: str) -> bool:
    r"""Whether a MATH answer denies, asks or bounds rather than states: `<answer>not 0</answer>`
    (no product n·o·t·0), `<answer>ما هو \(\sqrt{12}\)؟</answer>` (a question), `64 以上` (64 or
    more) and `约 64` (about 64), whose words a reader of math would drop."""
    if answer[:1] in "nNaArRcCoOuUmMlL" and _DENIED_ANSWER.match(answer):
        return True
    if answer[:1] == "~" and answer[1:].lstrip()[:1] in "-0123456789":
        return True  # `#### ~0`: a tilde before a number says "about" (not LaTeX's tie)
    if answer.rstrip(" \t*").endswith(("?", "？", "؟")):
        return True
    return not answer.isascii() and _BOUND_OR_ABOUT_ABROAD.search(answer) is not None


# A bound or an estimate in the words of another language (which the reader of math would drop as
# text): "64 以上", "约 64", "mindestens 64".
_BOUND_OR_ABOUT_ABROAD = re.compile(FOREIGN_BOUND_OR_ABOUT, re.IGNORECASE)
# An answer that opens on a negation denies what follows ("not 0", "never 18", "no $x = 2$"); one
# that opens on an estimate or a bound states no value ("approximately 0", "at least 7").
# (a value after it: a bare "No" answers a yes-or-no question; "no real solutions" says there
# are none)
_DENIED_ANSWER = re.compile(
    r"(?:not|never|no|approximately|approx\.?|about|around|roughly|nearly|almost|circa|at[ \t]+least"
    r"|at[ \t]+most|more[ \t]+than|less[ \t]+than|over|under)[ \t]+(?!(?:real[ \t]+)?solutions?\b)"
    r"(?=[^\n]*[\d\\])",
    re.IGNORECASE,
)
_PLAIN_NUMERAL = re.compile(r"-?[0-9]{1,40}(?:\.[0-9]{1,40})?")
_DECIMAL_COMMA = re.compile(r"\s*((?:R\$|€)?\s*\$?-?\d+),(\d{1,2})(?![\d,.])\s*")
# Thousands no English number writes: two or more dot groups (`9.600.000`), dot groups before a
# decimal comma (`1.234,56`), two or more space groups (`9 600 000`).
# Also the thousand of Spanish and Portuguese between two numbers: `13 mil 500` is 13,500.
# (`(?=\d)` first, speed only: `re` then skips to the digits)
_UNAMBIGUOUS_GROUPS = re.compile(
    r"(?=\d)(?<![\d.,])(?:\d{1,3}(?:(?:\.\d{3}){2,}(?:,\d+)?|(?:\.\d{3})+,\d+|(?: \d{3}){2,})"
    r"(?![\d.,])|(\d{1,3})[ \t]+mil[ \t]+(\d{1,3})(?![\d.,]))"
)
_GROUP_IN_ANSWER = re.compile(r"\d[. ]\d{3}|\bmil\b")
# (`9 600 000 dollars`, where the first group alone, `9`, was read)
_SPACE_GROUPS = re.compile(r"(?=\d)(?<![\d.,])\d{1,3}(?: \d{3}){2,}(?![\d.,])")


def _ungrouped(number: re.Match[str]) -> str:
    if number.group(1) is not None:
        return str(int(number.group(1)) * 1000 + int(number.group(2)))
    return number.group(0).replace(".", "").replace(" ", "").replace(",", ".")


_ROUNDED = re.compile(r"(?:\\approx|≈|\\doteq)\s*(-?\d+(?:\.\d+)?)\s*(\\%|%)?\s*$")
_FORM_NOTE = re.compile(
    r"\s*\(\s*(?:simplified|reduced|exact|exact[ \t]+(?:value|form|answer)|final(?:[ \t]+answer)?"
    r"|(?:in[ \t]+)?(?:simplest|lowest|reduced)[ \t]+(?:radical[ \t]+)?(?:form|terms)"
    r"|(?:in[ \t]+)?(?:expanded|factored|standard)[ \t]+form)\s*\)\s*$",
    re.IGNORECASE,
)
# A reason given for the value in brackets after it, that neither doubts nor changes it.
_REASON_NOTE = re.compile(
    r"\s*\(\s*(?:since|because|as|by)\b(?![^()]*\b(?:not|or|maybe|perhaps|approx\w*|about"
    r"|wrong|incorrect|roughly|if)\b)[^()]{1,80}\)\s*$",
    re.IGNORECASE,
)
# A vector in unit-vector notation: `-10\mathbf{i} + 7\mathbf{j} + 9\mathbf{k}`, `3\hat{i} -
# \hat{k}`: each term a coefficient (none is 1) and one of the unit vectors i, j, k.
_UNIT_TERM = re.compile(
    r"\s*([+-]?)\s*([^+\-\\]*?)\s*\\(?:mathbf|hat|vec|boldsymbol|bm)\s*\{?\s*([ijk])\s*\}?\s*"
)


# The zero vector by name (`\mathbf{0}`, `\vec 0`), and a gold that is a column of zeros.
_ZERO_VECTOR = re.compile(r"\s*\\(?:mathbf|vec|boldsymbol|bm)\s*\{?\s*0\s*\}?\s*")
_ZERO_COLUMN = re.compile(r"\s*\\begin\{pmatrix\}(?:\s|0|\\\\)*\\end\{pmatrix\}\s*")


def _bare_rational(text: str) -> Fraction | None:
    """The exact value of a bare numeral (`_PLAIN_NUMERAL`) or a bare LaTeX fraction of integers
    (`numeric.plain_fraction`), else None."""
    if _PLAIN_NUMERAL.fullmatch(text):
        return Fraction(Decimal(text))
    return plain_fraction(text)


_ROWS = re.compile(r"\s*\[\s*((?:\[[^\[\]]{1,200}\]\s*,\s*){1,7}\[[^\[\]]{1,200}\])\s*\]\s*")
_ROW = re.compile(r"\[([^\[\]]*)\]")


def _rows_as_matrix(answer: str) -> str | None:
    """`[[2, -4], [13, 1]]` (a matrix as a list of its rows, of one length) as a pmatrix."""
    rows = _ROWS.fullmatch(answer)
    if rows is None:
        return None
    cells = [row.split(",") for row in _ROW.findall(rows.group(1))]
    if len({len(row) for row in cells}) != 1:
        return None
    body = r" \\ ".join(" & ".join(cell.strip() for cell in row) for row in cells)
    return f"\\begin{{pmatrix}} {body} \\end{{pmatrix}}"


def _as_column(answer: str) -> str | None:
    r"""`answer` in unit-vector notation as a column vector (`\begin{pmatrix} -10 \\ 7 \\ 9
    \end{pmatrix}`), or None when it is written otherwise. A unit vector named twice is None."""
    parts: dict[str, str] = {}
    position = 0
    while position < len(answer):
        term = _UNIT_TERM.match(answer, position)
        if term is None or term.end() == position or term.group(3) in parts:
            return None
        coefficient = term.group(2).strip() or "1"
        parts[term.group(3)] = f"-{coefficient}" if term.group(1) == "-" else coefficient
        position = term.end()
    if not parts:
        return None
    axes = "ijk" if "k" in parts else "ij"
    rows = " \\\\ ".join(parts.get(axis, "0") for axis in axes)
    return f"\\begin{{pmatrix}} {rows} \\end{{pmatrix}}"


_OUT_OF = re.compile(r"\s*(\d+)\s+(?:out\s+of|in)\s+(\d+)\s*")
_EMPHASIS = re.compile(r"^\*{1,2}(.+?)\*{1,2}$")
# A multiple-choice gold (`\text{(D)}`) and an answer that opens with one option, then its
# content with no other option or alternative (`(D) 24`, not `(D) or (C)`).
_OPTION = re.compile(r"\(([A-Ha-h])\)")
_OPTION_FIRST = re.compile(
    r"\(([A-Ha-h])\)(?![^()]*\([A-Ha-h]\))(?!.*\b(?:or|and|not)\b)[ \t:,=$\\~]*[^()]{0,40}",
    re.IGNORECASE,
)
_LATEX_SPACE = re.compile(r"\\[ ,;:!]|\\q?quad(?![A-Za-z])")
_TEXT_GROUP = re.compile(r"\\(?:text|mbox|textrm|mathrm|textbf)\s*\{([^{}]*)\}")
_APPROX_NOTE = re.compile(
    # (in the languages models answer in too, and with the value's unit after it: "25π cm² (circa
    # 78,54 cm²)")
    r"\s*(\S.*?)\s*\(\s*(?:about|approximately|approx\.?|roughly|≈|\\approx|"
    + FOREIGN_ABOUT
    + r")\s*"
    r"(-?\d+(?:[.,]\d+)?)\s*(?:[^\W\d_][^()\s]{0,9}(?:\s+[^\W\d_][^()\s]{0,9})?)?\s*\)\s*\.?\s*",
    re.IGNORECASE,
)


def _rounds_to(gold: str, rounded: str, *, percent: bool = False) -> bool:
    """Whether the decimal `rounded` (a percentage with `percent`) is the gold's value rounded or
    cut at its last digit."""
    parsed = _gold_value(gold)
    try:
        exact = (
            complex(parsed.expr.evalf(30))
            if parsed is not None and parsed.expr is not None
            else None
        )
    except (TypeError, ValueError, AttributeError):
        return False
    if exact is None or exact.imag:
        return False
    decimals = len(rounded.partition(".")[2])
    value = exact.real * (100.0 if percent else 1.0)
    step = 10.0**-decimals
    # rounded to its last digit, or cut there (`2.71` for e): either, with a float's slack
    slack = 1e-9 * max(1.0, abs(value))
    cut = _math_module.trunc(value / step) * step
    return abs(value - float(rounded)) <= step / 2 + slack or abs(cut - float(rounded)) <= slack


_DEGREES = re.compile(r"\^\s*\{?\s*\\circ|°|\\degree|\bdegrees?\b")
_DIGIT_RUN = re.compile(r"\d+")
# What speaks of angles, turns or temperatures besides a degree mark (`_degrees_never_worked`).
_ANGLE_WORDS = re.compile(
    _DEGREES.pattern + r"|\\angle|\\(?:sin|cos|tan|cot|sec|csc|pi)\b"
    r"|\b(?:angle\w*|sin|cos|tan|cot|sec|csc|arc\w*|triangle|polygon|rotat\w*|radians?|bearing"
    r"|clock|turn|temperature|celsius|fahrenheit|warm\w*|cool\w*|heat\w*|cold\w*|hot"
    # (a polygon's angles, a straight or a full turn, a temperature scale's letter)
    r"|\w+gon|interior|exterior|vertex|vertices|parallel|perpendicular|180|360|90|C|F)\b",
    re.IGNORECASE,
)
_RADIANS = re.compile(r"\brad(?:ians?)?\b|\\pi")
# An angle's unit in words right after the answer (`$-\frac{1}{2}$ degrees`, `$0$ radians`).
_ANGLE_UNIT_AFTER = re.compile(r"[ \t]*\$?[ \t]*(?:\\text[ \t]*\{[ \t]*)?(?:degrees?|radians?)\b")
# `2 xy`: a short word after a number that is no unit is a variable, and the number shortcut
# (which reads trailing words as units) must not take it.
_SHORT_WORD_AT_END = re.compile(r"\d\s*\}?\s*([A-Za-z]{1,3})\s*$")
_BASE = re.compile(r"\s*([0-9A-Za-z]+)_\{?(\d{1,2})\}?\s*")
_ONE_TUPLE_SET = re.compile(r"\s*\\\{\s*(\([^(){}]*\))\s*\\\}\s*")
_BASE_NAMED = re.compile(
    # (a subscript may name it already: `303_7 \text{ (base 7)}`)
    r"\s*([0-9A-Za-z]{1,40})(?:_\{?(\d{1,2})\}?)?\s*\(?\s*(?:in\s+)?base\s*\(?\s*(\d{1,2})\s*\)?"
    r"\s*\)?\s*\.?\s*",
    re.IGNORECASE,
)
_BASE_WORDS = {
    word: base
    for base, word in enumerate(
        "two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen"
        " sixteen".split(),
        start=2,
    )
}
_BASE_WORD = re.compile(
    r"_\s*\{\s*(?:\\(?:text|mathrm|textrm)\s*\{\s*)?(" + "|".join(_BASE_WORDS) + r")\s*\}\s*\}?"
    r"|_\s*\\(?:text|mathrm|textrm)\s*\{\s*(" + "|".join(_BASE_WORDS) + r")\s*\}",
    re.IGNORECASE,
)


# Speed only: every match of `_DEGREES` holds one of these (most answers hold none).
_DEGREE_HINTS = ("circ", "°", "degree")


def _in_degrees(text: str) -> bool:
    return has_any(text, _DEGREE_HINTS) and _DEGREES.search(text) is not None


def _angle_units_differ(answer: str, gold: str) -> bool:
    r"""One side in degrees, the other in radians (a `\pi` or the word)."""
    answer_degrees, gold_degrees = _in_degrees(answer), _in_degrees(gold)
    if answer_degrees == gold_degrees:
        return False
    radians = answer if gold_degrees else gold
    return bool(_RADIANS.search(radians))


def _units_differ(answer: str, gold: str) -> bool:
    """Both end in a known unit and the units differ (`5.4 \\text{ dollars}` vs `5.4 cents`)."""
    mine = unit_of(answer)
    if mine is None:
        return False  # (the gold's unit is read only when the answer has one)
    theirs = unit_of(gold)
    return theirs is not None and mine != theirs


def _labelled_value(gold: str) -> bool:
    """`x = 5`, `k = -\\frac{3}{2}`: a label and a side without letters."""
    from rppo_check.answer import stated_label

    text = normalize(gold)
    label = stated_label(text)
    side = _last_side(text)
    return label is not None and side is not None and not re.search(r"(?<!\\)[A-Za-z]", side)


def _another_amount(part: str, last: str, value: Fraction | None) -> bool:
    """Whether a side of an equation chain holds a number other than the amount the chain ends
    on (`last`, whose number is `value`: `20 = 18`), not the same amount in another unit
    (`63,000 cm^{3} = 63 L`)."""
    number = parse_number(part)
    if number is None or number == value or value is None:
        return number is not None and value is None
    first, second = _AMOUNT_IN_UNIT.fullmatch(part.strip()), _AMOUNT_IN_UNIT.fullmatch(last.strip())
    return (
        first is None
        or second is None
        or not same_amount(number, first.group(1), value, second.group(1))
    )


# A number and its unit: `63,000 cm^{3}`, `63 L`.
_AMOUNT_IN_UNIT = re.compile(r"-?\d[\d,]*(?:\.\d+)?[ \t]*([A-Za-z]+(?:\^\{?3\}?|³)?)")


def _last_side(text: str) -> str | None:
    """What an equation chain ends on, at the top level of brackets: `a+b=2+5+4=11` -> `11`."""
    depth, last, listed = 0, -1, False
    for index, char in enumerate(text):
        if char in "({[":
            depth += 1
        elif char in ")}]":
            depth -= 1
        elif char == "=" and depth == 0 and text[index - 1 : index] not in ("<", ">", "!", "\\"):
            last = index
        elif depth == 0 and last >= 0 and (char in ",;" or _LIST_WORD.match(text, index)):
            # `x = -4, x = \frac{3}{2}`: after an equation, a list goes on (not a thousands
            # comma: `V = 60 × 40 × 26.25 = 63,000 cm^{3} = 63 L`)
            listed = listed or not _THOUSANDS_COMMA.match(text, index - 1)
    side = text[last + 1 :].strip() if last >= 0 else ""
    if listed and len(text) <= MAX_LISTED_EQUATIONS and "," not in side and ";" not in side:
        # two equations listed, no chain with one end (a longer text is working, read as before)
        return None
    return side or None


MAX_LISTED_EQUATIONS = 120
_THOUSANDS_COMMA = re.compile(r"\d,\d{3}(?!\d)")
_LIST_WORD = re.compile(r" (?:and|or) ")


# A numeral in brackets with its base after them: `(1202)_3`, `(11011)_{2}`.
_PARENTHESISED_BASE = re.compile(
    r"^\s*\(\s*([0-9A-Za-z]{1,40})\s*\)\s*_\s*(\{?\s*\d{1,2}\s*\}?)\s*$"
)


def _base_value(text: str) -> int | None:
    """`101_2` -> 5 (digits valid in a base 2..36 other than 10, with at least one decimal digit:
    `a_{12}` and `F_{16}` name terms of a sequence), else None; -1 for digits that no number in
    that base has (`48_5`: no 8 in base 5)."""
    match = _BASE.fullmatch(normalize(text))
    if match is None:
        return None
    digits, base = match.group(1), int(match.group(2))
    if not any(char.isdigit() for char in digits):
        return None
    if not 2 <= base <= 36 or base == 10:
        return None
    try:
        return int(digits, base)
    except ValueError:
        return -1


@lru_cache(maxsize=4096)
def _gold_number(gold: str):  # noqa: ANN202 - Fraction | None, cached per gold string
    return parse_number(gold)


@lru_cache(maxsize=4096)
def _answer_value(answer: str) -> Value | None:
    """An answer parsed, or None where it cannot be (cached: one answer meets several golds)."""
    from rppo_check.answer import parse_answer
    from rppo_check.latex import LatexError

    try:
        return parse_answer(answer)
    except (LatexError, RecursionError, ValueError, TypeError, ZeroDivisionError):
        return None


@lru_cache(maxsize=4096)
def _plain(text: str) -> PlainValue | None:
    """`text` as `parse_answer` normalises it, read by `plain_value` (None: not a plain number)."""
    return plain_value(normalize(text))


@lru_cache(maxsize=4096)
def _plain_shape(text: str) -> PlainShape | None:
    """`text` as `parse_answer` normalises it, read by `plain_shape` (None: no such structure)."""
    return plain_shape(normalize(text))


def _plain_read(text: str) -> PlainValue | PlainShape | None:
    """`text` read without sympy: a plain value (`_plain`), else a structure (`_plain_shape`)."""
    value = _plain(text)
    return value if value is not None else _plain_shape(text)


def _structures_apart(answer: str, gold: str) -> bool:
    """Whether `shapes_apart` says the two readings of `_plain_read` differ (both read)."""
    answer_read, gold_read = _plain_read(answer), _plain_read(gold)
    return (
        answer_read is not None and gold_read is not None and shapes_apart(answer_read, gold_read)
    )


@lru_cache(maxsize=4096)
def _gold_value(gold: str) -> Value | None:
    from rppo_check.answer import parse_answer
    from rppo_check.latex import LatexError

    try:
        return parse_answer(gold)
    except (LatexError, RecursionError, ValueError, TypeError, ZeroDivisionError):
        logger.warning("gold answer not readable: %.80r", gold)
        return None


gsm8k: Callable[[str, str], Verdict] = GSM8KChecker()
math: Callable[[str, str], Verdict] = MathChecker()
exact: Callable[[str, str], Verdict] = ExactChecker()

"""The built-in checkers, registered as entry points `gsm8k`, `math` and `exact`.

Each is a small class (configurable) plus a default instance, which is what the entry point
names. All three share one rule: a completion's final answers (see `rppo_check.extract`) must ALL
equal the gold; several different final answers, too many answers, or none is never correct.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import lru_cache

from rppo_check.answer import Value, normalize, parse_answer
from rppo_check.extract import (
    MAX_ANSWER_CHARS,
    MAX_ANSWERS,
    MAX_COMPLETION_CHARS,
    extract_answers,
)
from rppo_check.latex import LatexError
from rppo_check.numeric import parse_number
from rppo_check.symbolic import values_equal
from rppo_check.verdict import Verdict

logger = logging.getLogger(__name__)

MAX_GOLD_CHARS = 2_000


def gold_answer(gold: str) -> str:
    """The final answer inside a gold string: a whole GSM8K solution ends with `#### N`."""
    if "####" in gold:
        return gold.rsplit("####", 1)[1].strip()
    return gold.strip()


class _AnswerChecker:
    """Shared skeleton: input rules, extraction, all-answers-must-match. Subclasses compare."""

    def __init__(self, *, last_number_fallback: bool = False) -> None:
        self.last_number_fallback = last_number_fallback

    def __call__(self, completion: str, gold: str, /) -> Verdict:
        if not isinstance(completion, str) or not isinstance(gold, str):
            return Verdict(False, None, "bad_input")
        if len(completion) > MAX_COMPLETION_CHARS or len(gold) > MAX_GOLD_CHARS or "\x00" in gold:
            return Verdict(False, None, "bad_input")
        gold = gold_answer(gold)
        if not gold:
            return Verdict(False, None, "bad_input")
        completion = completion.replace("\x00", " ")
        found = extract_answers(completion, last_number_fallback=self.last_number_fallback)
        if not found.answers:
            return Verdict(False, None, "no_answer")
        shown = " | ".join(dict.fromkeys(found.answers))[:MAX_ANSWER_CHARS]
        if len(found.answers) > MAX_ANSWERS:
            return Verdict(False, shown, "mismatch")
        reason = "ok"
        for answer in found.answers:
            if len(answer) > MAX_ANSWER_CHARS:
                return Verdict(False, shown, "parse_error")
            result = self.compare(answer, gold)
            if result is None:
                return Verdict(False, None, "bad_input")  # the gold itself is unreadable
            if result != "ok":
                reason = "parse_error" if result == "parse_error" and reason == "ok" else "mismatch"
        return Verdict(reason == "ok", shown, reason)

    def compare(self, answer: str, gold: str) -> str | None:
        """'ok' | 'mismatch' | 'parse_error' for one answer; None when the gold is unreadable."""
        raise NotImplementedError


class GSM8KChecker(_AnswerChecker):
    """Exact numeric equality (Fraction), no sympy: `1,200` == `1200.0` == `$1,200`."""

    def compare(self, answer: str, gold: str) -> str | None:
        expected = _gold_number(gold)
        if expected is None:
            return None
        value = parse_number(answer)
        if value is None:
            return "parse_error"
        return "ok" if value == expected else "mismatch"


class MathChecker(_AnswerChecker):
    """Numbers exactly, then LaTeX through the safe parser and bounded symbolic equality."""

    def compare(self, answer: str, gold: str) -> str | None:
        if normalize(answer) == normalize(gold):
            return "ok"
        expected_number = _gold_number(gold)
        if expected_number is not None:
            value = parse_number(answer)
            if value is not None:
                return "ok" if value == expected_number else "mismatch"
        expected = _gold_value(gold)
        if expected is None:
            return None
        try:
            parsed = parse_answer(answer)
        except (LatexError, RecursionError, ValueError, TypeError, ZeroDivisionError):
            return "parse_error"
        return "ok" if values_equal(parsed, expected) else "mismatch"


class ExactChecker(_AnswerChecker):
    """String equality of the extracted answer and the gold, whitespace collapsed."""

    def compare(self, answer: str, gold: str) -> str | None:
        return "ok" if " ".join(answer.split()) == " ".join(gold.split()) else "mismatch"


@lru_cache(maxsize=4096)
def _gold_number(gold: str):  # noqa: ANN202 - Fraction | None, cached per gold string
    return parse_number(gold)


@lru_cache(maxsize=4096)
def _gold_value(gold: str) -> Value | None:
    try:
        return parse_answer(gold)
    except (LatexError, RecursionError, ValueError, TypeError, ZeroDivisionError):
        logger.warning("gold answer not readable: %.80r", gold)
        return None


gsm8k: Callable[[str, str], Verdict] = GSM8KChecker()
math: Callable[[str, str], Verdict] = MathChecker()
exact: Callable[[str, str], Verdict] = ExactChecker()

"""The calculation checker, the step scorer registered as `arithmetic`: check the explicit
calculations written in each step.

A calculation is `LEFT = RIGHT` (or a chain `A = B = C`) where both sides are whole arithmetic
expressions and at least one side has an operator: `48/2 = 24`, `16 x 3 = 48`, `$5 * 4 = $20`,
`2/5 of 80 = 32`, `16 eggs - 3 eggs = 13 eggs`. A step scores −1 if any of its calculations is
wrong, +1 if it has calculations and all are right, 0 if it has none (the scorer abstains).

Being wrong about a right step costs more than missing a wrong one (it punishes good reasoning), so
anything ambiguous is skipped rather than judged: a side that touches a variable (`2x + 3 = 7`), a
LaTeX command (`\\sqrt{4} + 2`), a factorial, a subscript, or two numbers side by side (`1 1/2`),
and a step that calls its own wrong equation false. A lone number on the left is checked only
where it opens the step or a math span (`$192 = 7*27+3$`); after prose it names a quantity.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from rppo_prm.calc import (
    MAX_SIDE_TOKENS,
    CalcError,
    IrrationalRoot,
    Number,
    Token,
    evaluate,
    lex,
)
from rppo_prm.identities import identities_hold
from rppo_prm.surds import Surd

logger = logging.getLogger(__name__)

_EXPR_KINDS = frozenset({"num", "op", "of", "lp", "rp", "fn"})
# Single letters read as algebra variables; these three are ordinary English words.
_PROSE_LETTERS = frozenset({"a", "A", "I"})
_MATH_OTHER = frozenset({"!", "|", "√", "_", "'", "<", ">", "≤", "≥", "≠", "∑", "∏", "[", "]"})
_MAX_UNIT_WORDS = 3


@dataclass(frozen=True)
class Calculation:
    """One checked equality: the source text of each side, their values, and the verdict."""

    left: str
    right: str
    left_value: Number  # a Fraction, or a `Surd` where both sides are irrational
    right_value: Number
    correct: bool
    # `1 = \\sqrt{9} + 4`: a lone value then its calculation, the shape of an equation tried at a
    # candidate (`Plugging in 1 we get ...`), so a step that says so is not wrong for it.
    value_first: bool = False


def _is_variable(token: Token) -> bool:
    """A single letter, unless it is a spaced English word (`a`, `I`); `20A` is a variable."""
    if token.kind != "word" or len(token.text) != 1:
        return False
    return token.text not in _PROSE_LETTERS or not token.spaced


def _is_prose_word(token: Token) -> bool:
    return token.kind == "word" and not _is_variable(token)


def _is_math_other(token: Token) -> bool:
    return token.kind == "other" and (token.text in _MATH_OTHER or token.text.startswith("\\"))


def _times_words(tokens: list[Token]) -> list[Token]:
    """`16 x 3`, `2 boxes x $4`: an `x` between a quantity and a number is multiplication."""
    out = list(tokens)
    for i, token in enumerate(out):
        if token.kind != "word" or token.text not in ("x", "X") or not 0 < i < len(out) - 1:
            continue
        before, after = out[i - 1], out[i + 1]
        after_ok = after.kind in ("num", "lp")
        before_ok = before.kind in ("num", "rp") or (
            _is_prose_word(before) and i >= 2 and out[i - 2].kind in ("num", "rp")
        )
        if before_ok and after_ok:
            out[i] = Token("op", "*", token.start, token.spaced)
    return out


def _of_words(tokens: list[Token]) -> list[Token]:
    """`2/5 of 80`, `20% of 30`, `(1/2) of 8`: `of` multiplies only after a fraction or percentage.

    Elsewhere it is prose: `20 sets of 3 eggs`, `a total of 9+5` must not multiply.
    """
    out = list(tokens)
    for i, token in enumerate(out):
        if token.kind != "of":
            continue
        prev = out[i - 1] if i else None
        nxt = out[i + 1] if i + 1 < len(out) else None
        fraction = (
            prev is not None
            and prev.kind == "num"
            and (prev.percent or (i >= 3 and out[i - 2].text == "/" and out[i - 3].kind == "num"))
        )
        after_ok = nxt is not None and nxt.kind in ("num", "lp")
        if not ((fraction or (prev is not None and prev.kind == "rp")) and after_ok):
            out[i] = Token("word", token.text, token.start, token.spaced)
    return out


def _drop_units(tokens: list[Token]) -> list[Token]:
    """Remove unit words between numbers: `16 eggs - 3 eggs`, `$5 per hour * 8 hours`, `60 km/hour`.

    A run of 1..3 words counts as a unit when it directly follows a number (or `)`) and is directly
    followed by an operator, `=` or `)`; `/word` after a number is a rate unit (`$5/hour`).
    """
    out: list[Token] = []
    i = 0
    n = len(tokens)
    while i < n:
        token = tokens[i]
        prev = out[-1] if out else None
        after_quantity = prev is not None and prev.kind in ("num", "rp")
        if after_quantity and _is_prose_word(token):
            j = i
            while j < n and j - i < _MAX_UNIT_WORDS and _is_prose_word(tokens[j]):
                j += 1
            follower = tokens[j] if j < n else None
            if follower is not None and follower.kind in ("op", "eq", "rp"):
                out[-1] = replace(out[-1], unit=True)
                i = j
                continue
        if (
            after_quantity
            and token.kind == "op"
            and token.text == "/"
            and i + 1 < n
            and _is_prose_word(tokens[i + 1])
        ):
            follower = tokens[i + 2] if i + 2 < n else None
            if follower is None or follower.kind in ("op", "eq", "rp") or _is_prose_word(follower):
                out[-1] = replace(out[-1], unit=True)
                i += 2
                continue
        out.append(token)
        i += 1
    return out


def _unopened(side: Sequence[Token]) -> int:
    """How many `(` of `side` are never closed (a `)` with nothing open counts as -1: invalid)."""
    depth = 0
    for token in side:
        depth += token.kind == "lp"
        depth -= token.kind == "rp"
        if depth < 0:
            return -1
    return depth


def _unmatched_close(side: Sequence[Token]) -> int | None:
    """Index of the first `)` of `side` that closes nothing, or None."""
    depth = 0
    for index, token in enumerate(side):
        depth += token.kind == "lp"
        depth -= token.kind == "rp"
        if depth < 0:
            return index
    return None


def _left_side(tokens: Sequence[Token], eq: int) -> list[Token] | None:
    """The expression that ends just before tokens[eq], or None when it is not clearly delimited."""
    start = eq
    while start > 0 and tokens[start - 1].kind in _EXPR_KINDS:
        start -= 1
    side = list(tokens[start:eq])
    # `(3 + 4 = 7)`: an opening parenthesis of the surrounding prose is not part of the side.
    unopened = _unopened(side)
    leading = next((i for i, t in enumerate(side) if t.kind != "lp"), len(side))
    if 0 < unopened <= leading:
        side = side[unopened:]
        start += unopened
    if not side or len(side) > MAX_SIDE_TOKENS or _unopened(side) != 0:
        return None
    if start > 0:
        boundary = tokens[start - 1]
        if boundary.kind == "num" or _is_variable(boundary) or _is_math_other(boundary):
            return None
        # `10 books - 3 = 7`: a spaced sign after a word subtracts from that word's quantity;
        # `was −5 + 2` (sign glued to the number) is a negative number.
        if boundary.kind == "word" and side[0].kind == "op" and (len(side) < 2 or side[1].spaced):
            return None
        # `... + week 2 = 500`: the word is part of a larger expression, not the prose around it.
        if _is_prose_word(boundary) and start > 1 and tokens[start - 2].kind in ("op", "of"):
            return None
    return side


def _right_side(tokens: Sequence[Token], eq: int) -> list[Token] | None:
    """The expression that starts just after tokens[eq], or None when it is not clearly delimited."""
    end = eq + 1
    while end < len(tokens) and tokens[end].kind in _EXPR_KINDS:
        # `= 4 (15 minutes)`: a spaced parenthesis after a value opens an aside.
        if (
            tokens[end].kind == "lp"
            and tokens[end].spaced
            and tokens[end - 1].kind in ("num", "rp")
        ):
            break
        end += 1
    side = list(tokens[eq + 1 : end])
    close = _unmatched_close(side)
    if close is not None:
        # `(3 + 4 = 7)`: the closing parenthesis belongs to the prose; the side ends before it.
        end -= len(side) - close
        side = side[:close]
    if not side or len(side) > MAX_SIDE_TOKENS or _unopened(side) != 0:
        return None
    if end < len(tokens):
        boundary = tokens[end]
        if boundary.kind == "num" or _is_variable(boundary) or _is_math_other(boundary):
            return None
        # `= 3cm`: a word glued to the number makes it a term, not a plain value.
        if boundary.kind == "word" and not boundary.spaced and len(boundary.text) == 1:
            return None
    return side


def _has_operator(side: Sequence[Token]) -> bool:
    """`3 + 4`, `(7)`, `\\sqrt{16}`: more than a lone number (a LaTeX function is an operation)."""
    return (
        any(t.kind in ("op", "of") for t in side[1:])
        or any(t.kind == "fn" for t in side)
        or (len(side) > 1 and side[0].kind == "lp")
    )


def _decimals(token: Token) -> int:
    digits = token.text.rstrip("%").rstrip(".…").replace(",", "")
    return len(digits.split(".", 1)[1]) if "." in digits else 0


def _agree(
    computed: Fraction, stated: Sequence[Token], stated_value: Fraction, approx: bool
) -> bool:
    """Does a computed value match the other side? Exact, or within the rounding that side shows.

    A stated literal with d decimals may be rounded or truncated: |computed − stated| < 10^−d.
    A stated percentage also matches its bare number (`30/120*100 = 25%`). `≈` allows 1 %.
    """
    candidates = [stated_value]
    literal = stated[0] if len(stated) == 1 and stated[0].kind == "num" else None
    if literal is not None and literal.percent:
        candidates.append(stated_value * 100)
    for value in candidates:
        if computed == value:
            return True
        slack = Fraction(1, 10 ** _decimals(literal)) if literal and _decimals(literal) else 0
        if approx:
            slack = max(slack, abs(value) / 100, Fraction(1, 100))
        if slack and abs(computed - value) < slack:
            return True
    return False


def find_calculations(step: str) -> list[Calculation]:
    """Every checkable `LEFT = RIGHT` in `step`, in order (see the module docstring for the rules)."""
    tokens = _drop_units(_of_words(_times_words(lex(step))))
    found: list[Calculation] = []
    for eq, token in enumerate(tokens):
        if token.kind != "eq":
            continue
        left, right = _left_side(tokens, eq), _right_side(tokens, eq)
        if left is None or right is None:
            continue
        chained = eq >= 2 and tokens[eq - 2].kind == "eq"
        restated = chained and len(left) == 1 and not left[0].unit
        value_first = not _has_operator(left) and not restated and _value_first(tokens, left, eq)
        if not _has_operator(left) and not restated and not value_first:
            # `16 students drank 2 quarts = 16 * 2`: a lone number on the left names a quantity;
            # in `5 + 3 = 8 = 9` it is the previous result, restated, and is checked (but not in
            # `1.25 hours = 75 minutes`, a change of unit).
            continue
        approx = token.approx or any(t.approx for t in right)
        values = _values(left, right, approx)
        if values is None:
            continue
        left_value, right_value = values
        if isinstance(left_value, Surd) or isinstance(right_value, Surd):
            correct = left_value == right_value  # both irrational: exact, no rounding to allow
        else:
            correct = _agree(left_value, right, right_value, approx)
        if not correct and _has_operator(right):
            # `$3/2 = $1.50+$3.00 = $4.50`: a running total restates the result as its first term.
            correct = _leading_term(right) == left_value
        found.append(
            Calculation(_text(left), _text(right), left_value, right_value, correct, value_first)
        )
    return found


def _values(
    left: Sequence[Token], right: Sequence[Token], approx: bool
) -> tuple[Number, Number] | None:
    """Exact values of both sides: Fractions; or, where a square root is irrational, `Surd`s
    when both sides are irrational (`\\sqrt{27} = 3\\sqrt{3}`). None when a side cannot be read,
    or one is irrational and the other rational (`\\sqrt{2} = 1.414` may be a rounding)."""
    try:
        return evaluate(left), evaluate(right)
    except IrrationalRoot:
        pass
    except CalcError:
        return None
    if approx:
        return None
    try:
        left_surd, right_surd = evaluate(left, surds=True), evaluate(right, surds=True)
    except CalcError:
        return None
    assert isinstance(left_surd, Surd) and isinstance(right_surd, Surd)
    left_rational, right_rational = left_surd.rational(), right_surd.rational()
    if left_rational is not None and right_rational is not None:
        return left_rational, right_rational  # `\\frac{\\sqrt{2}}{\\sqrt{2}} = 1`
    if left_rational is not None or right_rational is not None:
        return None
    return left_surd, right_surd


def _value_first(tokens: Sequence[Token], left: Sequence[Token], eq: int) -> bool:
    """`$192 = 7*27+3$`, `5=1+4`: a lone bare number that opens the step or a math span, then `=`
    and an expression, states a value and its calculation (checked as `7*27+3 = 192`). Not after
    prose (`... 2 quarts = 16 * 2` names a quantity) and not a number that carried a unit."""
    if len(left) != 1 or left[0].kind != "num" or left[0].unit or left[0].percent:
        return False
    opens_span = left[0].text.startswith("$")  # the lexer reads `$` + digits as one token
    return (eq == 1 or opens_span) and _has_operator(_right_side(tokens, eq) or [])


def _leading_term(side: Sequence[Token]) -> Fraction | None:
    head = side[0]
    return head.value if head.kind == "num" else None


def _text(side: Sequence[Token]) -> str:
    return " ".join(t.text for t in side)


# A step that calls its own equation false (`And $1=3+4$ is clearly not true.`, a check that
# rules a case out, a self-correction) is not wrong for writing it: no verdict then.
_DISOWNED = re.compile(
    r"\b(?:not (?:true|correct|equal|right|possible|valid)|isn't|is false|is wrong|incorrect"
    r"|contradiction|mistake)\b",
    re.IGNORECASE,
)


# `Plugging in 1 we get 1 = \\sqrt{9} + 4`: a candidate tried in an equation, which may fail.
_TRIED = re.compile(r"\b(?:plug\w*|substitut\w*|try|trying|tried|test\w*)\b", re.IGNORECASE)


def score_step(step: str) -> float:
    """−1 if any calculation in `step` is wrong, +1 if all are right, 0 if there is none (or a
    wrong one the step itself calls false, or a candidate value the step says it is trying)."""
    calculations = find_calculations(step)
    wrong = [c for c in calculations if not c.correct]
    if not wrong:
        # An algebraic identity that holds (`7(7m + 3) + 5 = 49m + 26`) is right too; one that
        # fails is never a wrong step (it may be an equation to solve: `3p + e = 124`).
        return 1.0 if calculations or identities_hold(step) else 0.0
    if _DISOWNED.search(step):
        return 0.0
    return 0.0 if all(c.value_first for c in wrong) and _TRIED.search(step) else -1.0


class CalculationScorer:
    """StepScorer that checks explicit calculations exactly; the question is not needed."""

    name = "arithmetic"  # its registered name (configs say process_reward=arithmetic)
    context_free = True  # a step's score depends on that step alone

    def __call__(self, question: str, steps: Sequence[str], /) -> list[float]:
        return [score_step(step) for step in steps]

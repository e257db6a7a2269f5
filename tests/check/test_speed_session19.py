"""The MATH speed shortcuts of session 19 (issue 25 item 5) decide nothing the full paths would not.

Each narrowed scan is compared with the scan it replaces on generated texts built from the words,
spaces and line breaks its regex turns on, and on the labelled completions.
"""

from __future__ import annotations

import random
from decimal import Decimal
from fractions import Fraction

import sympy
from rppo_check import plainvalue, symbolic
from rppo_check.extract import _CALLED_RIGHT, last_line_start
from rppo_check.floats import approx, differ
from rppo_check.numeric import parse_number
from rppo_check.plainvalue import plain_value

from . import test_floats
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


# `rppo_check.floats` bounds cot, sec and csc (speed only: `\cot x`, a MATH-500 gold, went to the
# 50-digit evalf at each point). Arguments of moderate size (sympy's evalf of cot(10^30) needs
# thousands of digits), near poles too; the point and the exact values of tests/check/test_floats.py.
_RECIPROCAL_TRIG = [sympy.cot, sympy.sec, sympy.csc]
_X = test_floats.X
_ARGUMENTS = [
    _X, 2 * _X, _X + 1, _X / 3, -_X, sympy.Integer(1), sympy.Rational(-7, 2), sympy.pi / 3,
    sympy.pi / 2 - sympy.Rational(1, 10**6), sympy.Float("0.1", 50), sympy.sqrt(2), 3 * sympy.pi / 4,
    sympy.Rational(1, 10**8), sympy.E, _X**2 - 1,
]  # fmt: skip


def _trig_expr(rng: random.Random) -> sympy.Expr:
    function = rng.choice(_RECIPROCAL_TRIG)
    term = function(rng.choice(_ARGUMENTS), evaluate=False)
    return term * rng.choice([1, 2, -1, _X, sympy.sqrt(3)]) + rng.choice([0, 1, _X, sympy.pi])


def test_reciprocal_trig_bounds_hold_the_exact_value():
    rng = random.Random(191)
    bounded = 0
    for _ in range(600):
        expr = _trig_expr(rng)
        got = approx(expr, test_floats._POINT)
        exact = test_floats._exact(expr)
        if got is None or exact is None:
            continue
        value, error = got
        assert abs(value - exact) <= error, (expr, value, exact)
        bounded += 1
    assert bounded > 300


def test_reciprocal_trig_pre_filter_changes_no_comparison(monkeypatch):
    rng = random.Random(192)
    pairs = []
    for _ in range(60):
        a = _trig_expr(rng)
        pairs += [(a, _trig_expr(rng)), (a, a * 1), (a, rng.choice(_ARGUMENTS))]
    pairs += [
        (sympy.cot(_X), 3 * sympy.sqrt(3) / 4),
        (sympy.cot(_X), sympy.cos(_X) / sympy.sin(_X)),
    ]
    with_filter = [symbolic.exprs_equal(a, b) for a, b in pairs]
    monkeypatch.setattr(symbolic, "differ", lambda *args: False)
    assert with_filter == [symbolic.exprs_equal(a, b) for a, b in pairs]
    assert any(with_filter) and not all(with_filter)


def test_reciprocal_trig_near_a_pole_says_nothing():
    assert approx(sympy.cot(sympy.Float("1e-9", 50), evaluate=False)) is None
    assert approx(sympy.sec(sympy.pi / 2, evaluate=False)) is None
    assert approx(sympy.csc(sympy.pi, evaluate=False)) is None
    assert differ(sympy.cot(_X), 3 * sympy.sqrt(3) / 4, test_floats._POINT)


def test_integer_numerals_read_through_int_are_the_same_fractions():
    # `parse_number`'s bare-numeral path and `plain_value`'s numerals build an integer with `int`
    rng = random.Random(193)
    texts = ["0", "-0", "007", "-12", "9" * 40, "1" + "0" * 150, "-" + "3" * 199]
    texts += [
        rng.choice(["", "-"]) + str(rng.randrange(10 ** rng.randint(1, 60))) for _ in range(500)
    ]
    texts += ["0" * rng.randint(1, 5) + str(rng.randrange(10**9)) for _ in range(100)]
    for text in texts:
        expected = Fraction(Decimal(text))
        got = parse_number(text)
        assert type(got) is Fraction and got == expected, text
        if len(text.lstrip("-")) <= plainvalue.MAX_NUMERAL_DIGITS:
            value = plain_value(text)
            assert value is not None and value.exact == expected, text
    assert plain_value("1.50").exact == Fraction(3, 2)  # (decimals: as before)

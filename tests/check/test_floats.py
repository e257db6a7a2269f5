"""`rppo_check.floats`: each bound holds the exact value, and the pre-filter changes no comparison."""

from __future__ import annotations

import random

import pytest
import sympy
from rppo_check import floats, symbolic
from rppo_check.floats import approx, differ

X, Y = sympy.symbols("x y")
_ATOMS = [
    sympy.Integer(0), sympy.Integer(1), sympy.Integer(-3), sympy.Rational(1, 3),
    sympy.Rational(-7, 2), sympy.Integer(10) ** 30, sympy.Rational(1, 10**45), sympy.pi, sympy.E,
    sympy.I, sympy.sqrt(2), sympy.Float("0.1", 50), sympy.Float("-2.5", 50), X, Y,
    sympy.Integer(10) ** 20 + 1,
]  # fmt: skip
_UNARY = [sympy.sin, sympy.cos, sympy.tan, sympy.exp, sympy.log, sympy.atan, sympy.Abs, sympy.sqrt]


def _random_expr(rng: random.Random, depth: int = 0) -> sympy.Expr:
    if depth > 3 or rng.random() < 0.3:
        return rng.choice(_ATOMS)
    pick = rng.random()
    a, b = _random_expr(rng, depth + 1), _random_expr(rng, depth + 1)
    if pick < 0.3:
        return a + b
    if pick < 0.45:
        return a - b
    if pick < 0.65:
        return a * b
    if pick < 0.75:
        return a / b if b != 0 else a
    if pick < 0.85:
        return a ** rng.choice([2, 3, -1, -2, 5, sympy.Rational(1, 2), sympy.Rational(2, 3)])
    return rng.choice(_UNARY)(a)


_POINT = {X: sympy.Float("0.7310585786", 50), Y: sympy.Float("-1.4142135623", 50)}


def _exact(expr: sympy.Expr) -> complex | None:
    try:
        value = expr.evalf(60, subs=_POINT)
        if not value.is_number or value.has(sympy.oo, -sympy.oo, sympy.zoo, sympy.nan):
            return None
        return complex(value)
    except (TypeError, ValueError, OverflowError, ZeroDivisionError, ArithmeticError):
        return None


def test_every_bound_holds_the_exact_value() -> None:
    # without the safety factor: the first-order bounds alone must already hold
    rng = random.Random(25)
    bounded = 0
    for _ in range(3000):
        expr = _random_expr(rng)
        got = approx(expr, _POINT)
        if got is None:
            continue
        exact = _exact(expr)
        if exact is None:
            continue
        value, error = got
        assert abs(value - exact) <= error, (expr, value, exact)
        bounded += 1
    assert bounded > 1000  # the walk bounds most of what it meets


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (sympy.sqrt(8), 2 * sympy.sqrt(2)),
        (sympy.sin(sympy.pi / 6), sympy.Rational(1, 2)),
        (sympy.log(8, evaluate=False), 3 * sympy.log(2)),
        ((X + 1) ** 2, X**2 + 2 * X + 1),
        (sympy.sqrt(2) / 2, 1 / sympy.sqrt(2)),
        (sympy.Integer(10) ** 20 + 1 - sympy.Integer(10) ** 20, sympy.Integer(1)),
        (sympy.pi + sympy.Rational(1, 10**50), sympy.pi),  # close: the exact test decides
        (sympy.exp(X) * sympy.exp(Y), sympy.exp(X + Y)),
        (sympy.Float("0.5", 50), sympy.Rational(1, 2)),
        (sympy.atan(1), sympy.pi / 4),
        (sympy.Abs(-3 + 4 * sympy.I), sympy.Integer(5)),
    ],
)
def test_values_that_are_or_may_be_equal_never_differ(a: sympy.Expr, b: sympy.Expr) -> None:
    assert not differ(a, b, _POINT)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (sympy.Integer(2), sympy.Integer(3)),
        (sympy.pi, sympy.Float("3.14159", 50)),
        (sympy.sin(1), sympy.cos(1)),
        (3 * sympy.sqrt(3) / 4, sympy.Rational(11, 36)),
        (X**5 - X**4 + X**3, sympy.Integer(203)),
        (sympy.sqrt(2), sympy.sqrt(3)),
    ],
)
def test_values_far_apart_differ(a: sympy.Expr, b: sympy.Expr) -> None:
    assert differ(a, b, _POINT)


def test_unbounded_walks_say_nothing() -> None:
    # a branch cut, a pole, an unknown node, a symbol without a value: None, never a guess
    assert approx(sympy.Pow(-2, sympy.Rational(1, 3), evaluate=False)) is None
    assert approx(sympy.Pow(X - 1, sympy.Rational(1, 2)), _POINT) is None  # a negative base
    assert approx(sympy.log(-1, evaluate=False)) is None
    assert approx(sympy.tan(sympy.pi / 2, evaluate=False)) is None
    assert approx(sympy.floor(X), _POINT) is None
    assert approx(X) is None
    assert approx(sympy.Integer(10) ** 400) is None
    assert not differ(sympy.floor(X), sympy.Integer(7), _POINT)


def test_the_pre_filter_changes_no_comparison(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(26)
    pairs = []
    for _ in range(400):
        a = _random_expr(rng)
        pairs += [(a, _random_expr(rng)), (a, sympy.expand(a)), (a, a + sympy.Rational(1, 10**60))]
    with_filter = [symbolic.exprs_equal(a, b) for a, b in pairs]
    monkeypatch.setattr(symbolic, "differ", lambda *args: False)
    without = [symbolic.exprs_equal(a, b) for a, b in pairs]
    assert with_filter == without
    assert any(with_filter) and not all(with_filter)
    assert floats.SAFETY > 1

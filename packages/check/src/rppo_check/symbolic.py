r"""Bounded equivalence of parsed MATH answers (`rppo_check.answer.Value`).

Expressions are compared numerically first, which is bounded by the parser's limits: without free
symbols at `DIGITS` digits with `REL_TOL` as a fast filter, then `_is_zero` on their difference;
with free symbols at the fixed points `_POINT_DIGITS` (exactly at the first two). Only when
numeric evaluation cannot decide do we try `expand(a - b) == 0`, and only for small expressions
(`MAX_SIMPLIFY_OPS`). The worker pool's deadline bounds everything else. When two answers are
equal, with examples: packages/check/README.md, "Symbolic equality" (Comparison).
"""

from __future__ import annotations

import cmath
import logging
import math
from collections.abc import Sequence
from fractions import Fraction

import sympy
from sympy.core.evalf import PrecisionExhausted

from rppo_check.answer import Value
from rppo_check.floats import differ

logger = logging.getLogger(__name__)

MAX_SYMBOLS = 8
MAX_SIMPLIFY_OPS = 60
DIGITS = 50
REL_TOL = sympy.Float("1e-40", DIGITS)
MAX_ZERO_DIGITS = 20_000  # the most digits `_is_zero` works at (the pool's deadline bounds time)
_POINT_DIGITS = (
    ("0.7310585786", "1.4142135623", "2.7182818284", "0.5772156649"),
    ("1.6180339887", "0.3183098861", "1.2020569031", "2.2360679774"),
    ("2.5029078750", "0.9159655941", "0.4142135623", "1.7320508075"),
    ("0.2718281828", "3.1415926535", "1.0986122886", "0.6931471805"),
    ("-0.8414709848", "-1.3247179572", "0.6180339887", "-2.0943951023"),
    # mixed signs, so that |a/b| is not a/b and |xy| is not xy
    ("0.9640275801", "-1.1892071150", "-0.4472135955", "1.5537739740"),
    ("-1.4142135623", "0.7071067811", "1.7320508075", "-0.5772156649"),
)
_POINTS = tuple(tuple(sympy.Float(value, DIGITS) for value in point) for point in _POINT_DIGITS)
# The same points as exact rationals, for `_is_zero` (Fraction reads the decimal digits exactly)
_EXACT_POINTS = tuple(
    tuple(sympy.Rational(Fraction(value).numerator, Fraction(value).denominator) for value in point)
    for point in _POINT_DIGITS
)
_INFINITE = (sympy.oo, -sympy.oo, sympy.zoo, sympy.nan)
# What numeric evaluation may raise on model text that parsed (a tower past the float range, a
# function at a pole): the comparison then cannot decide, which is never "equal".
_EVAL_ERRORS = (TypeError, ValueError, OverflowError, ZeroDivisionError, ArithmeticError,
                RecursionError, AttributeError)  # fmt: skip


def _number(value: sympy.Expr, subs: dict | None = None) -> sympy.Expr | None:
    """`value` as a finite number of `DIGITS` digits, or None."""
    try:
        result = value.evalf(DIGITS, subs=subs)
        if _float_parts(result) is not None:
            return result  # Floats are finite numbers (sympy makes an infinite Float `oo`)
        if not result.is_number or result.has(*_INFINITE):
            return None
        re_part, im_part = result.as_real_imag()
        if not (re_part.is_finite and im_part.is_finite):
            return None
    except _EVAL_ERRORS:
        return None
    return result


def _is_zero(difference: sympy.Expr, subs: dict | None = None) -> bool:
    r"""Whether an exact expression (no floats; `subs` exact rationals) IS zero, not merely small.

    sympy's `evalf(strict=True)` raises the working precision until the result has its digits or
    the precision runs out: a non-zero difference comes back with its digits (`1e-100`, `1e-50 i`),
    a true zero that sympy does not cancel by itself (`\log 8 - 3\log 2`) exhausts it. The ceiling
    grows with the bits of the expression's own numbers: an expression built from numbers of B bits
    cannot hide a perturbation much below 2^-B, so beyond that ceiling the difference is zero.
    """
    if difference == 0:
        return True
    if difference.is_Rational:
        return False
    numbers = [*difference.atoms(sympy.Rational), *(subs or {}).values()]
    bits = sum(int(n.p).bit_length() + int(n.q).bit_length() for n in numbers)
    ceiling = min(MAX_ZERO_DIGITS, DIGITS + 30 + (bits * 31) // 100)
    try:
        value = difference.evalf(15, subs=subs, maxn=ceiling, strict=True)
    except PrecisionExhausted:
        return True
    except _EVAL_ERRORS:
        return False  # cannot decide is never "equal"
    if value != 0:
        return False
    # An exact 0 from evalf is no proof: a function evaluated at too few digits drops what a
    # perturbation changes (`\ln(1 + 10^{-70})` comes back 0 at 15 digits). At the ceiling's
    # precision the perturbation is there to see; a true zero leaves only rounding noise.
    try:
        precise = difference.evalf(ceiling, subs=subs)
        noise = sympy.Float(10, 15) ** (DIGITS - ceiling)
        return bool(precise == 0 or abs(precise) < noise)
    except _EVAL_ERRORS:
        return False


def _exact(a: sympy.Expr, b: sympy.Expr) -> bool:
    return not (a.has(sympy.Float) or b.has(sympy.Float))


def _close(x: sympy.Expr, y: sympy.Expr) -> bool:
    if _far(x, y):
        return False
    try:
        return bool(abs(x - y) <= REL_TOL * max(sympy.Integer(1), abs(x), abs(y)))
    except _EVAL_ERRORS:
        return False


def _far(x: sympy.Expr, y: sympy.Expr) -> bool:
    """A float pre-filter for `_close` that can only say "certainly not close".

    sympy's `abs` of a complex Float runs `Abs.eval` (~5 ms); Python complex floats carry each value
    to a relative error of ~1e-16 of the larger magnitude M, so a float difference above 1e-6 M
    means a true difference above 1e-6 M - 4e-16 M, far past `REL_TOL` M. Anything a float cannot
    hold (overflow, underflow to a tiny M, nan) says False and leaves `_close` to sympy."""
    try:
        a, b = _as_complex(x), _as_complex(y)
    except _EVAL_ERRORS:
        return False
    scale = max(1.0, abs(a), abs(b))
    if not cmath.isfinite(a) or not cmath.isfinite(b) or not math.isfinite(scale):
        return False
    return abs(a - b) > 1e-6 * scale


def _as_complex(value: sympy.Expr) -> complex:
    # `complex()` of a sympy number runs evalf and `as_real_imag`; evalf's Floats need neither
    parts = _float_parts(value)
    return complex(float(parts[0]), float(parts[1])) if parts is not None else complex(value)


def _float_parts(value: sympy.Expr) -> tuple[sympy.Expr, sympy.Expr] | None:
    """(real, imaginary) of what evalf returns for a number, `a`, `b*I` or `a + b*I` with Float
    a and b, read from its structure; None for anything else. `as_real_imag` gives the same
    parts but asks sympy's assumptions about every term (~1 ms for `6.0 + 9.0*I`)."""
    if value.is_Float:
        return value, sympy.S.Zero
    real, term = value.args if value.is_Add and len(value.args) == 2 else (sympy.S.Zero, value)
    if real is not sympy.S.Zero and not real.is_Float:
        return None
    if term.is_Mul and len(term.args) == 2 and term.args[1] is sympy.I and term.args[0].is_Float:
        return real, term.args[0]
    return None


def exprs_equal(a: sympy.Expr, b: sympy.Expr) -> bool:
    """Bounded test of a == b for two sympy expressions built by `rppo_check.latex`."""
    if a == b:
        return True
    if a.has(*_INFINITE) or b.has(*_INFINITE):
        return False  # structural equality above is the only way two infinities match
    if isinstance(a, sympy.Rational) and isinstance(b, sympy.Rational):
        return False
    symbols = sorted(a.free_symbols | b.free_symbols, key=lambda s: s.name)
    if len(symbols) > MAX_SYMBOLS:
        return False
    if not symbols:
        if differ(a, b):
            return False  # the 50-digit values below would be far apart too (speed only)
        x, y = _number(a), _number(b)
        if x is not None and y is not None:
            return _close(x, y) and (not _exact(a, b) or _is_zero(a - b))
        return _expand_equal(a, b)
    agreeing, exact = 0, _exact(a, b)
    for point, exact_point in zip(_POINTS, _EXACT_POINTS, strict=True):
        subs = {s: point[i % len(point)] + i // len(point) for i, s in enumerate(symbols)}
        if differ(a, b, subs):
            return False  # as `_close` would find at 50 digits (speed only)
        x, y = _number(a, subs), _number(b, subs)
        if x is None and y is None:
            continue
        if x is None or y is None or not _close(x, y):
            return False
        at = {s: exact_point[i % len(point)] + i // len(point) for i, s in enumerate(symbols)}
        if agreeing < 2 and exact and not _is_zero(a - b, at):
            return False  # `\sin(x + 10^{-50})` is close to `\sin x` everywhere, and not it
        agreeing += 1
    if agreeing >= 2:
        return True
    return _expand_equal(a, b)


def _expand_equal(a: sympy.Expr, b: sympy.Expr) -> bool:
    difference = a - b
    if sympy.count_ops(difference) > MAX_SIMPLIFY_OPS:
        return False
    try:
        return bool(sympy.expand(difference) == 0)
    except _EVAL_ERRORS:
        return False


def values_equal(a: Value, b: Value) -> bool:
    """Structural comparison of two parsed answers; leaves through `exprs_equal`."""
    kinds = {a.kind, b.kind}
    if a.kind == b.kind == "expr":
        return exprs_equal(a.expr, b.expr)
    if "text" in kinds:
        return _text_equal(a, b)
    if a.kind == b.kind == "seq":
        return a.brackets == b.brackets and _ordered(a.items, b.items)
    if kinds <= {"list", "set"}:
        # solutions and sets: order and repetition do not matter (`\{2,2,3\}` = `\{2,3\}`)
        return _unordered(_distinct(a.items), _distinct(b.items))
    if kinds == {"seq", "list"}:
        seq, listed = (a, b) if a.kind == "seq" else (b, a)
        # a point written by its coordinates' labels (`x = 1, y = 2`); a bare list (`-2, 3`) may
        # be the critical points of the interval (-2, 3), not the interval or the point
        if seq.brackets != "()" or not _ordered(a.items, b.items):
            return False
        return listed.brackets == "labelled" or not _may_be_interval(seq)
    if a.kind == b.kind == "union":
        return _unordered(a.items, b.items)
    if kinds == {"list", "union"} and "and" not in (a.brackets, b.brackets):
        # `x < 1 \text{ or } x > 2` lists the intervals of a union
        listed, union = (a, b) if a.kind == "list" else (b, a)
        return all(item.kind == "seq" for item in listed.items) and _unordered(
            listed.items, union.items
        )
    if a.kind == b.kind == "eq":
        sides = (*a.items, *b.items)
        return all(side.kind == "expr" for side in sides) and _equations_equal(a, b)
    if a.kind == b.kind == "matrix":
        return len(a.items) == len(b.items) and all(
            values_equal(x, y) for x, y in zip(a.items, b.items, strict=True)
        )
    if kinds == {"matrix", "seq"}:
        matrix, seq = (a, b) if a.kind == "matrix" else (b, a)
        column = [row.items[0] for row in matrix.items if len(row.items) == 1]
        return len(column) == len(matrix.items) and _ordered(tuple(column), seq.items)
    return False


def _may_be_interval(seq: Value) -> bool:
    """(a, b) with a < b reads as an open interval as well as a point; (6, 31, -1) or (3, -1)
    cannot be an interval, so a bare list `6, 31, -1` can only mean that tuple."""
    if len(seq.items) != 2:
        return False
    low, high = (item.expr for item in seq.items)
    try:
        return low is None or high is None or not bool(low >= high)
    except TypeError:
        return True  # not comparable (symbols): it may be either


def _text_equal(a: Value, b: Value) -> bool:
    if a.kind == b.kind:
        return a.text == b.text
    text, other = (a, b) if a.kind == "text" else (b, a)
    if other.kind != "expr":
        return False
    if "_" in text.text and isinstance(other.expr, sympy.Integer):
        return text.text.split("_")[0] == str(other.expr)  # 52_8 answered as 52
    if isinstance(other.expr, sympy.Symbol):
        return text.text == other.expr.name.lower()
    return False


def _ordered(xs: Sequence[Value], ys: Sequence[Value]) -> bool:
    return len(xs) == len(ys) and all(values_equal(x, y) for x, y in zip(xs, ys, strict=True))


def _distinct(items: Sequence[Value]) -> tuple[Value, ...]:
    kept: list[Value] = []
    for item in items:
        if not any(values_equal(item, other) for other in kept):
            kept.append(item)
    return tuple(kept)


def _unordered(xs: Sequence[Value], ys: Sequence[Value]) -> bool:
    if len(xs) != len(ys):
        return False
    remaining = list(ys)
    for x in xs:
        for index, y in enumerate(remaining):
            if values_equal(x, y):
                del remaining[index]
                break
        else:
            return False
    return True


def _equations_equal(a: Value, b: Value) -> bool:
    """lhs1 - rhs1 and lhs2 - rhs2 equal up to a non-zero constant factor (same solution set)."""
    sides = [side.expr for side in (*a.items, *b.items)]
    if any(side is None for side in sides):
        return False  # the caller checks that every side is an expression; this says so to mypy
    lhs1, rhs1, lhs2, rhs2 = (side for side in sides if side is not None)
    first, second = lhs1 - rhs1, lhs2 - rhs2
    if exprs_equal(first, second) or exprs_equal(first, -second):
        return True
    return _proportional(first, second)


def _proportional(first: sympy.Expr, second: sympy.Expr) -> bool:
    """first = c * second for one non-zero constant c, by evaluation at the fixed points (bounded,
    unlike `cancel` on `(x+y+1)^{60}`); at least two points must give a ratio, all the same one,
    and for exact sides the same ratio exactly at the first two (A1 * B2 - A2 * B1 IS zero), so
    `y = 2x + 3 + 10^{-50}` is not the line `y = 2x + 3`."""
    symbols = sorted(first.free_symbols | second.free_symbols, key=lambda s: s.name)
    if not symbols or len(symbols) > MAX_SYMBOLS:
        return False
    ratios, exact_points = [], []
    for point, exact_point in zip(_POINTS, _EXACT_POINTS, strict=True):
        subs = {s: point[i % len(point)] + i // len(point) for i, s in enumerate(symbols)}
        x, y = _number(first, subs), _number(second, subs)
        if x is None or y is None:
            continue
        try:
            if abs(y) <= REL_TOL:
                if abs(x) > REL_TOL:
                    return False
                continue
            ratios.append(x / y)
        except _EVAL_ERRORS:
            return False
        exact_points.append(
            {s: exact_point[i % len(point)] + i // len(point) for i, s in enumerate(symbols)}
        )
    if len(ratios) < 2 or any(not _close(r, ratios[0]) for r in ratios[1:]):
        return False
    try:
        if not abs(ratios[0]) > REL_TOL:
            return False
        if not _exact(first, second):
            return True
        p1, p2 = exact_points[:2]
        cross = first.xreplace(p1) * second.xreplace(p2) - first.xreplace(p2) * second.xreplace(p1)
        return _is_zero(
            sympy.expand(cross) if sympy.count_ops(cross) <= MAX_SIMPLIFY_OPS else cross
        )
    except _EVAL_ERRORS:
        return False

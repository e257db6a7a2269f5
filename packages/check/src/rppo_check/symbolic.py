"""Bounded equivalence of parsed MATH answers (`rppo_check.answer.Value`).

Expressions are compared numerically first, which is bounded by the parser's limits:
* no free symbols: evaluate both to 30 significant digits and compare with a relative tolerance
  of 1e-15 (exact rationals compare exactly, before any evaluation);
* free symbols: substitute the same fixed, irrational-looking points into both and compare; the
  expressions are equal when every point that evaluates agrees (at least two must evaluate).
  For polynomials and rational functions agreement at generic points is equality up to a
  probability-zero coincidence; it also covers trig identities that `simplify` may miss.
Only when numeric evaluation cannot decide do we try `expand(a - b) == 0`, and only for small
expressions (`MAX_SIMPLIFY_OPS`). The worker pool's deadline bounds everything else.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

import sympy

from rppo_check.answer import Value

logger = logging.getLogger(__name__)

MAX_SYMBOLS = 8
MAX_SIMPLIFY_OPS = 60
REL_TOL = 1e-15
_POINTS = (
    (0.7310585786, 1.4142135623, 2.7182818284, 0.5772156649),
    (1.6180339887, 0.3183098861, 1.2020569031, 2.2360679774),
    (2.5029078750, 0.9159655941, 0.4142135623, 1.7320508075),
    (0.2718281828, 3.1415926535, 1.0986122886, 0.6931471805),
)
_INFINITE = (sympy.oo, -sympy.oo, sympy.zoo, sympy.nan)


def _number(value: sympy.Expr) -> complex | None:
    try:
        result = complex(value)
    except (TypeError, ValueError, OverflowError):
        return None
    if result != result or abs(result) == float("inf"):
        return None
    return result


def _close(x: complex, y: complex) -> bool:
    return abs(x - y) <= REL_TOL * max(1.0, abs(x), abs(y))


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
        x, y = _number(a.evalf(30)), _number(b.evalf(30))
        if x is not None and y is not None:
            return _close(x, y)
        return _expand_equal(a, b)
    agreeing = 0
    for point in _POINTS:
        subs = {
            s: sympy.Float(point[i % len(point)] + i // len(point)) for i, s in enumerate(symbols)
        }
        x, y = _number(a.evalf(30, subs=subs)), _number(b.evalf(30, subs=subs))
        if x is None and y is None:
            continue
        if x is None or y is None or not _close(x, y):
            return False
        agreeing += 1
    if agreeing >= 2:
        return True
    return _expand_equal(a, b)


def _expand_equal(a: sympy.Expr, b: sympy.Expr) -> bool:
    difference = a - b
    if sympy.count_ops(difference) > MAX_SIMPLIFY_OPS:
        return False
    return sympy.expand(difference) == 0


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
        seq = a if a.kind == "seq" else b
        # a tuple written without its parentheses; an interval keeps its brackets
        return seq.brackets == "()" and _ordered(a.items, b.items)
    if a.kind == b.kind == "union":
        return _unordered(a.items, b.items)
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
    if second == 0:
        return False
    ratio = sympy.cancel(first / second) if sympy.count_ops(first) < MAX_SIMPLIFY_OPS else None
    return ratio is not None and ratio.is_number and ratio != 0

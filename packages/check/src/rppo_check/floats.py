r"""Double-precision values with error bounds: a pre-filter that lets `rppo_check.symbolic` say
"certainly different" without sympy's 50-digit `evalf` (speed only; it never says "equal").

`approx(expr)` walks a sympy expression built by `rppo_check.latex` and returns its value as a
Python complex together with a bound on that value's distance from the exact one, or None where
the walk cannot bound it (an unknown node, a branch cut, a pole, an overflow). Each node adds its
inputs' error, carried through the operation, and its own rounding. The bounds are first-order
safe and then inflated (`SAFETY`), so two values farther apart than their bounds differ in exact
arithmetic; anything closer goes to the exact comparison, as before.
"""

from __future__ import annotations

import cmath
import math
from collections.abc import Callable

import sympy

# One ulp of relative rounding per operation (IEEE gives half; libm's functions stay within one).
ULP = 2.0**-52
SAFETY = 16.0
MAX_POWER = 64  # |n| for x^n by repeated squaring: beyond it, sympy decides
_TINY = 1e-280  # below it floats lose digits (subnormals): no bound is claimed there
_CONSTANTS = {sympy.pi: math.pi, sympy.E: math.e}

Approx = tuple[complex, float]


def differ(a: sympy.Expr, b: sympy.Expr, subs: dict | None = None) -> bool:
    """True only when `a` and `b` (with `subs`' values) certainly have different values."""
    x, y = approx(a, subs), approx(b, subs)
    if x is None or y is None:
        return False
    (va, ea), (vb, eb) = x, y
    slack = SAFETY * (ea + eb) + 4 * ULP * (abs(va) + abs(vb)) + _TINY
    return abs(va - vb) > slack


def approx(expr: sympy.Expr, subs: dict | None = None) -> Approx | None:
    """(value, error bound) of `expr` in double precision, or None where it cannot be bounded."""
    try:
        result = _walk(expr, subs or {})
    except (OverflowError, ZeroDivisionError, ValueError, TypeError, RecursionError):
        return None
    if result is None:
        return None
    value, error = result
    if not (cmath.isfinite(value) and math.isfinite(error)):
        return None
    return result


def _walk(expr: sympy.Expr, subs: dict) -> Approx | None:
    if expr.is_Rational:
        return _rational(int(expr.p), int(expr.q))
    if expr.is_Float:
        return _leaf(float(expr))
    if expr.is_Symbol:
        value = subs.get(expr)
        return None if value is None else _leaf(float(value))
    if expr is sympy.I:
        return 1j, 0.0
    if expr in _CONSTANTS:
        return _leaf(_CONSTANTS[expr])
    if expr.is_Add:
        return _add([_walk(arg, subs) for arg in expr.args])
    if expr.is_Mul:
        product: Approx | None = (1 + 0j, 0.0)
        for arg in expr.args:
            product = _mul(product, _walk(arg, subs))
        return product
    if expr.is_Pow:
        return _pow(_walk(expr.base, subs), expr.exp)
    function = _FUNCTIONS.get(type(expr))
    if function is not None and len(expr.args) == 1:
        inner = _walk(expr.args[0], subs)
        return None if inner is None else function(*inner)
    return None


def _leaf(value: float) -> Approx | None:
    if value != 0 and abs(value) < _TINY:
        return None
    return complex(value), abs(value) * ULP


def _rational(p: int, q: int) -> Approx | None:
    if p == 0:
        return 0j, 0.0
    return _leaf(p / q)  # int / int rounds correctly (or raises OverflowError)


def _add(terms: list[Approx | None]) -> Approx | None:
    total, error = 0j, 0.0
    for term in terms:
        if term is None:
            return None
        total += term[0]
        error += term[1] + ULP * abs(total)
    return total, error


def _mul(x: Approx | None, y: Approx | None) -> Approx | None:
    if x is None or y is None:
        return None
    (vx, ex), (vy, ey) = x, y
    value = vx * vy
    # |xy - x'y'| <= |x| ey + |y| ex + ex ey; a complex product rounds within ~2.3 ulps
    return value, abs(vx) * ey + abs(vy) * ex + ex * ey + 3 * ULP * abs(value)


def _pow(base: Approx | None, exponent: sympy.Expr) -> Approx | None:
    if base is None:
        return None
    if exponent.is_Integer and 0 < abs(int(exponent)) <= MAX_POWER:
        n = int(exponent)
        result: Approx | None = (1 + 0j, 0.0)
        square: Approx | None = base
        for bit in bin(abs(n))[:1:-1]:  # repeated squaring, every product bounded by `_mul`
            if bit == "1":
                result = _mul(result, square)
            square = _mul(square, square)
        return result if n > 0 else _reciprocal(result)
    if exponent.is_Rational and not exponent.is_Integer:
        return _real_power(base, int(exponent.p) / int(exponent.q))
    return None


def _reciprocal(x: Approx | None) -> Approx | None:
    if x is None:
        return None
    value, error = x
    size = abs(value)
    if size <= 2 * error or size < _TINY:
        return None  # the true value may be 0 (or near it): no bound
    inverse = 1 / value
    # |1/x - 1/x'| = |x - x'| / (|x| |x'|), with |x'| >= |x| - error
    return inverse, error / (size * (size - error)) + 2 * ULP * abs(inverse)


def _real_power(base: Approx, k: float) -> Approx | None:
    """b^k for a real positive b (the principal branch elsewhere is sympy's to decide)."""
    value, error = base
    if value.imag != 0 or value.real <= 0:
        return None
    b = value.real
    r = error / b
    if r >= 0.5:
        return None
    result = b**k
    # b' = b (1 + z), |z| <= r: |(1 + z)^k - 1| <= (1 - r)^-|k| - 1 for complex z as well
    relative = math.expm1(-abs(k) * math.log1p(-r))
    rounding = 4 * ULP * (1 + abs(k * math.log(b)))
    return complex(result), abs(result) * (relative + rounding)


def _real_arg(value: complex, error: float) -> float | None:
    """The argument of a real function: real as computed and within a small error (a complex
    perturbation that small changes these functions by about as much)."""
    if value.imag != 0 or error > 1e-3:
        return None
    return value.real


def _sin(value: complex, error: float) -> Approx | None:
    a = _real_arg(value, error)
    return None if a is None else (complex(math.sin(a)), 1.01 * error + 2 * ULP)


def _cos(value: complex, error: float) -> Approx | None:
    a = _real_arg(value, error)
    return None if a is None else (complex(math.cos(a)), 1.01 * error + 2 * ULP)


def _tan(value: complex, error: float) -> Approx | None:
    a = _real_arg(value, error)
    if a is None:
        return None
    low = abs(math.cos(a)) - 1.01 * error - 2 * ULP  # |cos| on the whole error interval
    if low < 0.1:
        return None  # near a pole
    result = math.tan(a)
    return complex(result), 1.01 * error / low**2 + 2 * ULP * max(1.0, abs(result))


def _quotient(
    value: complex, error: float, top: Callable[[float], float], bottom: Callable[[float], float]
) -> Approx | None:
    """top(a) / bottom(a) with `top` cos or 1 and `bottom` sin or cos: `cot`, `sec`, `csc`.
    Each of sin, cos, 1 is 1-Lipschitz, at most 1 in size and computed within 2 ulps (as in
    `_sin`, `_cos`), so where |bottom| >= `low` on the whole error interval the quotient moves by
    at most |z| / low^2 for an input error z, and by at most 4 ulps / low^2 for the two computed
    values' errors; the division rounds within an ulp of the result."""
    a = _real_arg(value, error)
    if a is None:
        return None
    computed = bottom(a)
    low = abs(computed) - 1.01 * error - 2 * ULP  # |bottom| on the whole error interval
    if low < 0.1:
        return None  # near a pole
    result = top(a) / computed
    spread = (1.01 * error + 4.1 * ULP) / low**2
    return complex(result), spread + 2 * ULP * max(1.0, abs(result))


def _one(_: float) -> float:
    return 1.0


def _cot(value: complex, error: float) -> Approx | None:
    return _quotient(value, error, math.cos, math.sin)


def _sec(value: complex, error: float) -> Approx | None:
    return _quotient(value, error, _one, math.cos)


def _csc(value: complex, error: float) -> Approx | None:
    return _quotient(value, error, _one, math.sin)


def _exp(value: complex, error: float) -> Approx | None:
    a = _real_arg(value, error)
    if a is None or a > 700:
        return None
    result = math.exp(a)
    # |e^(a + z) - e^a| <= e^a (e^|z| - 1)
    return complex(result), result * (math.expm1(error) + 2 * ULP)


def _log(value: complex, error: float) -> Approx | None:
    a = _real_arg(value, error)
    if a is None or a <= 2 * error or a < _TINY:
        return None
    result = math.log(a)
    # |log(a + z) - log a| <= -log(1 - |z| / a)
    return complex(result), -math.log1p(-error / a) + 2 * ULP * abs(result) + ULP


def _atan(value: complex, error: float) -> Approx | None:
    a = _real_arg(value, error)
    return None if a is None else (complex(math.atan(a)), 1.01 * error + 2 * ULP)


def _abs(value: complex, error: float) -> Approx | None:
    size = abs(value)
    return complex(size), error + 2 * ULP * size  # |.| is 1-Lipschitz


_FUNCTIONS = {
    sympy.sin: _sin,
    sympy.cos: _cos,
    sympy.tan: _tan,
    # (speed only: `\cot x`, a MATH-500 gold, went to the 50-digit `evalf` at each point, ~1-3 ms
    # a check cold)
    sympy.cot: _cot,
    sympy.sec: _sec,
    sympy.csc: _csc,
    sympy.exp: _exp,
    sympy.log: _log,
    sympy.atan: _atan,
    sympy.Abs: _abs,
}

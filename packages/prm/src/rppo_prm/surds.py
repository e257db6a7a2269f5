"""Exact sums of square roots, `a + b·√2 + c·√15`, for calculations such as `\\sqrt{27} = 3\\sqrt{3}`.

A value is a map from squarefree integers m (1 for the rational part) to rational coefficients.
The square roots of distinct squarefree integers are linearly independent over the rationals, so two
values are equal exactly when their maps are: `\\sqrt{\\frac{9}{2}} = \\frac{3}{\\sqrt{2}}` is right
and `\\sqrt{\\frac{3}{2}} = \\sqrt{2}` wrong, with no float anywhere. What this cannot do exactly is
refused with CalcError (the calculation is then skipped): division by a sum (`\\frac{1}{3+2\\sqrt{2}}`),
a radicand past `MAX_RADICAND` (it must be factored) and more than `MAX_TERMS` terms.
"""

from __future__ import annotations

import math
from fractions import Fraction

from rppo_prm.calc import CalcError

MAX_RADICAND = 10**8  # factored by trial division up to 10^4
MAX_TERMS = 8


class Surd:
    """Σ coefficient·√m over squarefree m; immutable; mixes with Fraction and int."""

    __slots__ = ("terms",)

    def __init__(self, terms: dict[int, Fraction]) -> None:
        kept = {m: c for m, c in terms.items() if c != 0}
        if len(kept) > MAX_TERMS:
            raise CalcError("too many square-root terms")
        self.terms: dict[int, Fraction] = kept

    @staticmethod
    def of(value: Surd | Fraction | int) -> Surd:
        return value if isinstance(value, Surd) else Surd({1: Fraction(value)})

    @staticmethod
    def sqrt(value: Fraction) -> Surd:
        """√value for a rational value ≥ 0: √(p/q) = √(pq)/q = (s/q)·√m with pq = s²·m."""
        if value < 0:
            raise CalcError("square root of a negative number")
        square, free = _squarefree(value.numerator * value.denominator)
        return Surd({free: Fraction(square, value.denominator)})

    def rational(self) -> Fraction | None:
        """The value as a Fraction when it has no irrational part."""
        if any(m != 1 for m in self.terms):
            return None
        return self.terms.get(1, Fraction(0))

    def __add__(self, other: object) -> Surd:
        if not isinstance(other, (Surd, Fraction, int)):
            return NotImplemented
        terms = dict(self.terms)
        for m, c in Surd.of(other).terms.items():
            terms[m] = terms.get(m, Fraction(0)) + c
        return Surd(terms)

    __radd__ = __add__

    def __neg__(self) -> Surd:
        return Surd({m: -c for m, c in self.terms.items()})

    def __sub__(self, other: object) -> Surd:
        if not isinstance(other, (Surd, Fraction, int)):
            return NotImplemented
        return self + -Surd.of(other)

    def __rsub__(self, other: object) -> Surd:
        return -self + other

    def __mul__(self, other: object) -> Surd:
        if not isinstance(other, (Surd, Fraction, int)):
            return NotImplemented
        terms: dict[int, Fraction] = {}
        for m1, c1 in self.terms.items():
            for m2, c2 in Surd.of(other).terms.items():
                # √a·√b = g·√(a/g · b/g) for squarefree a, b with g = gcd(a, b).
                g = math.gcd(m1, m2)
                m = (m1 // g) * (m2 // g)
                terms[m] = terms.get(m, Fraction(0)) + c1 * c2 * g
        return Surd(terms)

    __rmul__ = __mul__

    def inverse(self) -> Surd:
        """1/(c·√m) = √m/(c·m); the inverse of a sum is refused."""
        if len(self.terms) != 1:
            raise CalcError("division by a sum of square roots")
        ((m, c),) = self.terms.items()
        return Surd({m: 1 / (c * m)})

    def __truediv__(self, other: object) -> Surd:
        if not isinstance(other, (Surd, Fraction, int)):
            return NotImplemented
        return self * Surd.of(other).inverse()

    def __rtruediv__(self, other: object) -> Surd:
        return Surd.of(other) * self.inverse()  # type: ignore[arg-type]

    def __pow__(self, exponent: int) -> Surd:
        base = self if exponent >= 0 else self.inverse()
        result = Surd({1: Fraction(1)})
        for _ in range(abs(exponent)):
            result = result * base
        return result

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, (Surd, Fraction, int)):
            return NotImplemented
        return self.terms == Surd.of(other).terms

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return " + ".join(f"{c}*sqrt({m})" for m, c in sorted(self.terms.items())) or "0"


def _squarefree(n: int) -> tuple[int, int]:
    """(s, m) with n = s²·m and m squarefree, by trial division; CalcError past MAX_RADICAND."""
    if n > MAX_RADICAND:
        raise CalcError("radicand too large to factor")
    square, free = 1, 1
    p = 2
    while p * p <= n:
        while n % (p * p) == 0:
            n //= p * p
            square *= p
        if n % p == 0:
            n //= p
            free *= p
        p += 1
    return square, free * n

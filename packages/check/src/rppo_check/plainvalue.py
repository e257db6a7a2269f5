r"""The value of a plain LaTeX number without sympy: `3\sqrt{13}`, `-\frac{\pi}{6}`, `6 - 5i`
(speed only).

Most MATH answers that are not bare numerals are such numbers, and most pairs a checker meets are
plainly unequal (a wrong answer against the gold). Building their sympy expressions costs ~50-500 µs
each with sympy's caches cold (a surd's `Integer._eval_power` factors it) before the comparison
finds them unequal at once. `plain_value` reads a normalised answer in a small grammar into a
double-precision value with an error bound (exact where it is rational), or returns None; two such
values `clearly_apart` differ by far more than their errors, so their exact values differ too. Only
that "different" is ever taken from here: values that agree go to the exact comparison as before.

The grammar, a part of `rppo_check.latex`'s (spaces between tokens as there):

    expr   := ['-' | '+'] term (('+' | '-') term)*
    term   := factor+                 side by side; a numeral only first
    factor := numeral | '\pi' | 'i' | '\sqrt' arg | '\frac' arg arg
    arg    := '{' expr '}' | digit
    numeral:= digits ['.' digits]     (at most `MAX_NUMERAL_DIGITS`)

read as `rppo_check.latex` reads it: a sign belongs to the first factor, an integer followed by
`\frac` of a non-integer rational is a mixed number (`2\frac{1}{2}` = 5/2), `i` is the imaginary
unit. Whatever that parser could read otherwise or refuse, this one refuses: a numeral after
another factor (`3 \cdot 5` and `2 \; 5` are other rules there), a divisor that may be zero, a
mixed-number question it cannot answer exactly (`1\frac{\sqrt8}{\sqrt2}`), the square root of
anything but a non-negative rational, every other character and command. And `parse_answer`
reads what this grammar accepts as one expression: none of its structures (lists, sets,
intervals, equations, labels, bases, text, `\pm`) can start without a character the grammar
lacks. tests/check/test_speed_session16.py checks both on generated texts.
"""

from __future__ import annotations

import cmath
import math
from fractions import Fraction
from typing import NamedTuple

MAX_CHARS = 200
MAX_NUMERAL_DIGITS = 30
MAX_DEPTH = 20
ULP = 2.0**-52
SAFETY = 16.0  # the factor `rppo_check.floats` inflates its first-order bounds by
_TINY = 1e-280


class PlainValue(NamedTuple):
    """A value read by `plain_value`.

    value, error: the value in double precision and a bound on its distance from the exact one.
    exact: the exact value where it is rational (sympy then holds a `Rational` too), else None.
    rational: False where the value is certainly no rational (`\\pi`, `\\sqrt{2}`, `i`, `3 + i`);
        None where it may or may not be (`\\sqrt{8} / \\sqrt{2}`); True with `exact`.
    """

    value: complex
    error: float
    exact: Fraction | None
    rational: bool | None


class _Refused(Exception):
    """The text is outside the grammar, or this reading is not sure to be the parser's."""


def plain_value(text: str) -> PlainValue | None:
    """`text` (normalised, as `parse_answer` normalises it) in the grammar above, or None."""
    if len(text) > MAX_CHARS or not text.isascii():
        return None
    try:
        reader = _Reader(text)
        value = reader.expr(0)
        reader.skip()
        if reader.pos != len(text):
            return None
    except (_Refused, OverflowError, ValueError, ZeroDivisionError):
        return None
    if not (cmath.isfinite(value.value) and math.isfinite(value.error)):
        return None
    return value


def clearly_apart(a: PlainValue, b: PlainValue) -> bool:
    """Whether the exact values of `a` and `b` certainly differ (by far more than both errors, and
    by more than a millionth of their size: a margin no rounding comes near)."""
    if a.exact is not None and b.exact is not None:
        return a.exact != b.exact
    gap = abs(a.value - b.value)
    size = max(1.0, abs(a.value), abs(b.value))
    slack = SAFETY * (a.error + b.error) + 4 * ULP * (abs(a.value) + abs(b.value)) + _TINY
    return gap > slack and gap > 1e-6 * size


def _exact(value: Fraction) -> PlainValue:
    as_float = float(value)  # (correctly rounded; OverflowError past the float range)
    return PlainValue(complex(as_float), abs(as_float) * ULP, value, True)


_ONE = _exact(Fraction(1))
_PI = PlainValue(complex(math.pi), math.pi * ULP, None, False)
_I = PlainValue(1j, 0.0, None, False)


def _negative(x: PlainValue) -> PlainValue:
    return PlainValue(-x.value, x.error, None if x.exact is None else -x.exact, x.rational)


def _add(x: PlainValue, y: PlainValue) -> PlainValue:
    if x.exact is not None and y.exact is not None:
        return _exact(x.exact + y.exact)
    total = x.value + y.value
    # a rational plus a number that is certainly none is none; two such may cancel (`\pi - \pi`)
    rational = False if {x.rational, y.rational} == {True, False} else None
    return PlainValue(total, x.error + y.error + ULP * abs(total), None, rational)


def _multiply(x: PlainValue, y: PlainValue) -> PlainValue:
    if x.exact is not None and y.exact is not None:
        return _exact(x.exact * y.exact)
    if x.exact == 0 or y.exact == 0:
        return _exact(Fraction(0))  # (sympy's `0 \pi` is 0 as well)
    value = x.value * y.value
    # |xy - x'y'| <= |x| ey + |y| ex + ex ey; a complex product rounds within ~2.3 ulps
    error = abs(x.value) * y.error + abs(y.value) * x.error + x.error * y.error
    rational = False if {x.rational, y.rational} == {True, False} else None
    return PlainValue(value, error + 3 * ULP * abs(value), None, rational)


def _reciprocal(x: PlainValue) -> PlainValue:
    if x.exact is not None:
        if x.exact == 0:
            raise _Refused  # `rppo_check.latex` refuses a zero divisor
        return _exact(1 / x.exact)
    size = abs(x.value)
    if size <= 2 * x.error or size < _TINY:
        raise _Refused  # it may be zero
    inverse = 1 / x.value
    # |1/x - 1/x'| = |x - x'| / (|x| |x'|), with |x'| >= |x| - error
    error = x.error / (size * (size - x.error)) + 2 * ULP * abs(inverse)
    return PlainValue(inverse, error, None, x.rational)


def _square_root(x: PlainValue) -> PlainValue:
    if x.exact is None or x.exact < 0:
        raise _Refused  # (sympy's branches and simplifications are its own to decide)
    top, bottom = x.exact.numerator, x.exact.denominator
    root_top, root_bottom = math.isqrt(top), math.isqrt(bottom)
    if root_top * root_top == top and root_bottom * root_bottom == bottom:
        return _exact(Fraction(root_top, root_bottom))  # sympy's `sqrt(9/4)` is 3/2 too
    value = math.sqrt(x.value.real)
    # the float of the rational is within an ulp, the root halves that, and rounds within one
    return PlainValue(complex(value), 2 * ULP * value, None, False)


class _Reader:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def skip(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos] == " ":
            self.pos += 1

    def peek(self) -> str:
        self.skip()
        return self.text[self.pos : self.pos + 1]

    def command(self) -> str:
        """The name of the `\\command` at pos (letters only), as `latex._Parser.peek_command`."""
        end = self.pos + 1
        while end < len(self.text) and self.text[end].isalpha():
            end += 1
        return self.text[self.pos + 1 : end]

    def expr(self, depth: int) -> PlainValue:
        if depth > MAX_DEPTH:
            raise _Refused
        sign = self.peek()
        if sign in ("-", "+"):
            self.pos += 1
            if self.peek() in ("-", "+"):
                raise _Refused
        total = self.term(depth, negative=sign == "-")
        while self.peek() in ("-", "+"):
            operator = self.text[self.pos]
            self.pos += 1
            term = self.term(depth, negative=False)
            total = _add(total, _negative(term) if operator == "-" else term)
        return total

    def term(self, depth: int, *, negative: bool) -> PlainValue:
        """Factors side by side; `negative`: a `-` before the term, which `latex` reads as part
        of its first factor (that matters to the mixed-number rule: `-2\\frac{1}{2}` = -5/2)."""
        first, _ = self.factor(depth, first=True)
        factors = [_negative(first) if negative else first]
        while True:
            char = self.peek()
            if not char or char in "+-}":
                break
            right, is_fraction = self.factor(depth, first=False)
            left = factors[-1]
            if is_fraction and self._mixed_number(left, right):
                # `latex`: an integer, then `\frac` of a non-integer rational, is their sum
                assert left.exact is not None and right.exact is not None
                mixed = left.exact + right.exact if left.exact >= 0 else left.exact - right.exact
                factors[-1] = _exact(mixed)
            else:
                factors.append(right)
        product = factors[0]
        for factor in factors[1:]:
            product = _multiply(product, factor)
        return product

    @staticmethod
    def _mixed_number(left: PlainValue, right: PlainValue) -> bool:
        """Whether `latex` reads `left` then the fraction `right` as a mixed number: `left` a sympy
        `Integer`, `right` a `Rational` that is none. Refused where that is not known exactly."""
        left_integer = None if left.rational is None else (
            left.exact is not None and left.exact.denominator == 1
        )  # fmt: skip
        right_fraction = None if right.rational is None else (
            right.exact is not None and right.exact.denominator != 1
        )  # fmt: skip
        if left_integer is False or right_fraction is False:
            return False
        if left_integer is None or right_fraction is None:
            raise _Refused
        return True

    def factor(self, depth: int, *, first: bool) -> tuple[PlainValue, bool]:
        """One factor, and whether it is a `\\frac` (the mixed-number rule asks)."""
        char = self.peek()
        if char.isdigit():
            if not first:
                raise _Refused  # `latex` reads a numeral after a factor by other rules
            return self.numeral(), False
        if char == "i":
            self.pos += 1
            if (
                self.text[self.pos : self.pos + 1].isalpha()
                or self.text[self.pos : self.pos + 1] == "_"
            ):
                raise _Refused  # `in`, `i_1`: other words and symbols
            return _I, False
        if char == "\\":
            name = self.command()
            self.pos += 1 + len(name)
            if name == "pi":
                return _PI, False
            if name == "sqrt":
                if self.peek() == "[":
                    raise _Refused  # an n-th root
                return _square_root(self.argument(depth)), False
            if name in ("frac", "dfrac", "tfrac", "cfrac"):
                numerator = self.argument(depth)
                denominator = self.argument(depth)
                return _multiply(numerator, _reciprocal(denominator)), True
        raise _Refused

    def numeral(self) -> PlainValue:
        start = self.pos
        text = self.text
        while self.pos < len(text) and text[self.pos].isdigit():
            self.pos += 1
        if text.startswith(".", self.pos):
            self.pos += 1
            digits = self.pos
            while self.pos < len(text) and text[self.pos].isdigit():
                self.pos += 1
            if self.pos == digits:
                raise _Refused  # `12.`: `latex` reads it, this grammar does not
        literal = text[start : self.pos]
        if len(literal) > MAX_NUMERAL_DIGITS or not literal.replace(".", "").isascii():
            raise _Refused
        return _exact(Fraction(literal))

    def argument(self, depth: int) -> PlainValue:
        """`{expr}` or one digit, as `latex._Parser.argument` reads a `\\frac` or `\\sqrt` one."""
        char = self.peek()
        if char == "{":
            self.pos += 1
            value = self.expr(depth + 1)
            if self.peek() != "}":
                raise _Refused
            self.pos += 1
            return value
        if char.isdigit():
            self.pos += 1
            return _exact(Fraction(int(char)))
        raise _Refused

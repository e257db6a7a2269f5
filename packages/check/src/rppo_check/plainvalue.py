r"""The value of a plain LaTeX expression without sympy: `3\sqrt{13}`, `-\frac{\pi}{6}`, `6 - 5i`,
`6r^2-4r-24` (speed only).

Most MATH answers that are not bare numerals are such expressions, and most pairs a checker meets
are plainly unequal (a wrong answer against the gold). Building their sympy expressions costs
~50-500 µs each with sympy's caches cold (a surd's `Integer._eval_power` factors it) before the
comparison finds them unequal at once. `plain_value` reads a normalised answer in a small grammar
into a double-precision value with an error bound (exact where it is rational), or returns None;
`clearly_apart` says two such values differ by far more than their errors. With letters, both are
evaluated where `rppo_check.symbolic.exprs_equal` evaluates them first (its first point, the
letters sorted by name), and there two values that differ make it answer "not equal" at once.
Only that "different" is ever taken from here: values that agree go to the exact comparison.

The grammar, a part of `rppo_check.latex`'s (spaces between tokens as there):

    expr    := ['-' | '+'] term (('+' | '-') term)*
    term    := power+                   side by side; a numeral only first
    power   := factor ['^' (digits | '{' digits '}')]
    factor  := numeral | letter | '\pi' | '(' expr ')' | '\sqrt' arg | '\frac' arg arg
    arg     := '{' expr '}' | digit
    numeral := digits ['.' digits]      (at most `MAX_NUMERAL_DIGITS`)

read as `rppo_check.latex` reads it: a sign belongs to the first factor, an integer followed by
`\frac` of a non-integer rational is a mixed number (`2\frac{1}{2}` = 5/2), `i` is the imaginary
unit, `e` Euler's number, any other letter a variable. Whatever that parser could read otherwise
or refuse, this one refuses: a numeral after another factor (`3 \cdot 5` and `2 \; 5` are other
rules there), two letters side by side (`xy`: a word to `parse_answer`), a divisor that may be
zero, a mixed-number question it cannot answer exactly (`1\frac{\sqrt8}{\sqrt2}`), the square
root of anything but a non-negative rational, a power past `MAX_POWER`, a letter the value does
not depend on (`x - x + y`: sympy's expression has no x, and the letters decide where it is
evaluated), every other character and command. And `parse_answer` reads what this grammar accepts
as one expression: none of its structures (lists, sets, intervals, equations, labels, bases,
text, `\pm`, "and"/"or") can start without a character the grammar lacks.
tests/check/test_speed_session16.py checks both on generated texts.
"""

from __future__ import annotations

import cmath
import math
import re

# (imported by name for mypyc, which `make build-fast` runs: its compiled NamedTuple looks the
# field types `complex` and `object` up among the module's names, where builtins are not)
from builtins import complex, object  # noqa: UP029
from fractions import Fraction
from typing import Any, NamedTuple

MAX_CHARS = 200
MAX_NUMERAL_DIGITS = 30
MAX_DEPTH = 20
MAX_POWER = 64  # the largest exponent read (`rppo_check.latex` allows more; this refuses)
MAX_POWER_BITS = 20_000  # `rppo_check.latex`'s bound on a rational power (it refuses past it)
MAX_SYMBOLS = 8  # `rppo_check.symbolic.MAX_SYMBOLS`: past it that comparison gives up at once
ULP = 2.0**-52
SAFETY = 16.0  # the factor `rppo_check.floats` inflates its first-order bounds by
_TINY = 1e-280
# `rppo_check.symbolic._POINT_DIGITS[0]`: where `exprs_equal` first evaluates an expression with
# letters, the i-th letter by name at the i % 4-th value plus i // 4 (a test checks they agree)
FIRST_POINT = ("0.7310585786", "1.4142135623", "2.7182818284", "0.5772156649")
# Other values for a letter, to see that the value depends on it (`_depends_on_every_letter`)
_OTHER_POINT = ("1.3247179572", "0.6180339887", "2.2360679774", "1.2020569031")


class PlainValue(NamedTuple):
    """A value read by `plain_value`.

    value, error: the value in double precision and a bound on its distance from the exact one
        (with letters: at `FIRST_POINT`, the text's own letters sorted by name).
    exact: the exact value where it is rational (sympy then holds a `Rational` too), else None.
    rational: False where the value is certainly no rational (`\\pi`, `\\sqrt{2}`, `i`, `x`);
        None where it may or may not be (`\\sqrt{8} / \\sqrt{2}`); True with `exact`.
    letters: the variables, sorted by name (each one the value depends on).
    tree: the parsed text, to evaluate again where other letters are in play.
    """

    value: complex
    error: float
    exact: Fraction | None
    rational: bool | None
    letters: tuple[str, ...] = ()
    tree: object = None


class _Refused(Exception):
    """The text is outside the grammar, or this reading is not sure to be the parser's."""


def plain_value(text: str) -> PlainValue | None:
    """`text` (normalised, as `parse_answer` normalises it) in the grammar above, or None."""
    if len(text) > MAX_CHARS or not text.isascii():
        return None
    rational = _bare_rational(text)
    if rational is not None:
        return rational
    return _read(text)


# A bare integer or LaTeX fraction of integers (`12`, `-\frac{11}{36}`), as most MATH answers
# that are not decimals are (no spaces; at most 18 digits, far inside `MAX_NUMERAL_DIGITS`).
_BARE_RATIONAL = re.compile(r"(-?)(?:([0-9]{1,18})|\\[dtc]?frac\{([0-9]{1,18})\}\{([0-9]{1,18})\})")


def _bare_rational(text: str) -> PlainValue | None:
    """(speed only) `plain_value` of a `_BARE_RATIONAL` text, its tree and value built at once as
    `_Reader` and `_evaluate` build them (~1/4 of the cost; tests/check/test_speed_session21.py
    compares the two), else None."""
    match = _BARE_RATIONAL.fullmatch(text)
    if match is None:
        return None
    negative = bool(match.group(1))
    if match.group(4) is not None and int(match.group(4)) == 0:
        return None  # (the reader refuses a zero divisor)
    if match.group(2) is not None:
        value = _exact(Fraction(int(match.group(2))))
        tree: _Node = ("term", [(("const", value), False)], negative)
    else:
        numerator = _exact(Fraction(int(match.group(3))))
        denominator = _exact(Fraction(int(match.group(4))))
        fraction = (
            "frac",
            ("term", [(("const", numerator), False)], False),
            ("term", [(("const", denominator), False)], False),
        )
        tree = ("term", [(fraction, True)], negative)
        # (`_multiply(numerator, _reciprocal(denominator))` of two exact values)
        value = _exact(Fraction(int(match.group(3)), int(match.group(4))))
    return (_negative(value) if negative else value)._replace(letters=(), tree=tree)


def _read(text: str) -> PlainValue | None:
    """`plain_value` by the grammar's reader, without its shortcut for bare rationals."""
    try:
        reader = _Reader(text)
        tree = reader.expr(0)
        reader.skip()
        if reader.pos != len(text):
            return None
        letters = tuple(sorted(reader.letters))
        if len(letters) > MAX_SYMBOLS:
            return None
        number = _evaluate(tree, _point(letters, FIRST_POINT))
        if not _finite(number):
            return None
        if letters and not _depends_on_every_letter(tree, letters, number):
            return None
    except (_Refused, ArithmeticError, ValueError, RecursionError):
        return None
    return number._replace(letters=letters, tree=tree)


def clearly_apart(a: PlainValue, b: PlainValue) -> bool:
    """Whether `a` and `b` certainly differ (with letters: at `exprs_equal`'s first point for the
    letters of both), by far more than both errors and by more than a millionth of their size."""
    if a.letters or b.letters:
        letters = tuple(sorted(set(a.letters) | set(b.letters)))
        if len(letters) > MAX_SYMBOLS:
            return False
        point = _point(letters, FIRST_POINT)
        try:
            a, b = _evaluate(a.tree, point), _evaluate(b.tree, point)
        except (_Refused, ArithmeticError, ValueError, RecursionError):
            return False  # (a divisor that may be zero there: the full comparison decides)
        if not (_finite(a) and _finite(b)):
            return False
    if a.exact is not None and b.exact is not None:
        return a.exact != b.exact
    gap = abs(a.value - b.value)
    size = max(1.0, abs(a.value), abs(b.value))
    slack = SAFETY * (a.error + b.error) + 4 * ULP * (abs(a.value) + abs(b.value)) + _TINY
    return gap > slack and gap > 1e-6 * size


def _finite(x: PlainValue) -> bool:
    return cmath.isfinite(x.value) and math.isfinite(x.error)


def _point(letters: tuple[str, ...], digits: tuple[str, ...]) -> dict[str, PlainValue]:
    """The i-th letter at `digits[i % 4] + i // 4`, as `exprs_equal` substitutes them."""
    point = {}
    for index, letter in enumerate(letters):
        value = float(digits[index % len(digits)]) + index // len(digits)
        # the decimal's float is within half an ulp of it, the sum rounds within half an ulp
        point[letter] = PlainValue(complex(value), 2 * ULP * abs(value), None, False)
    return point


def _depends_on_every_letter(tree: object, letters: tuple[str, ...], at: PlainValue) -> bool:
    """Whether moving each letter alone moves the value clearly: then sympy's expression holds
    that letter too (it has the same value everywhere), and no letter cancelled (`x - x`)."""
    for letter in letters:
        point = _point(letters, FIRST_POINT)
        point[letter] = _point((letter,), _OTHER_POINT)[letter]
        moved = _evaluate(tree, point)
        if not _finite(moved):
            return False
        gap = abs(moved.value - at.value)
        if not gap > SAFETY * (moved.error + at.error) + _TINY:
            return False
    return True


def _exact(value: Fraction) -> PlainValue:
    as_float = float(value)  # (correctly rounded; OverflowError past the float range)
    return PlainValue(complex(as_float), abs(as_float) * ULP, value, True)


_PI = PlainValue(complex(math.pi), math.pi * ULP, None, False)
_E = PlainValue(complex(math.e), math.e * ULP, None, False)
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


def _power(base: PlainValue, exponent: int) -> PlainValue:
    if base.exact is not None:
        bits = max(base.exact.numerator.bit_length(), base.exact.denominator.bit_length(), 1)
        if bits * exponent > MAX_POWER_BITS:
            raise _Refused  # `rppo_check.latex` refuses it
        return _exact(base.exact**exponent)
    if base.rational is None:
        raise _Refused  # sympy may hold a rational there, which that bound applies to
    result = _exact(Fraction(1))
    for _ in range(exponent):
        # (from the second factor on, `_multiply` says "may be rational": `\sqrt{2}^2` is 2)
        result = _multiply(result, base)
    return result


# The parsed text: ("const", PlainValue) | ("letter", name) | ("sum", [node]) | ("neg", node) |
# ("term", [(node, is_fraction)], negative_first) | ("frac", node, node) | ("sqrt", node) |
# ("power", node, exponent)
_Node = Any


def _evaluate(node: _Node, point: dict[str, PlainValue]) -> PlainValue:
    kind = node[0]
    if kind == "const":
        return node[1]
    if kind == "letter":
        return point[node[1]]
    if kind == "sum":
        parts = [_evaluate(part, point) for part in node[1]]
        total = parts[0]
        for part in parts[1:]:
            total = _add(total, part)
        return total
    if kind == "neg":
        return _negative(_evaluate(node[1], point))
    if kind == "term":
        return _term(node[1], bool(node[2]), point)
    if kind == "frac":
        numerator = _evaluate(node[1], point)
        return _multiply(numerator, _reciprocal(_evaluate(node[2], point)))
    if kind == "sqrt":
        return _square_root(_evaluate(node[1], point))
    if kind == "power":
        return _power(_evaluate(node[1], point), int(node[2]))
    raise _Refused


def _term(
    factors: list[tuple[_Node, bool]], negative_first: bool, point: dict[str, PlainValue]
) -> PlainValue:
    """Factors side by side; `negative_first`: a `-` before the term, which `latex` reads as part
    of its first factor (that matters to the mixed-number rule: `-2\\frac{1}{2}` = -5/2)."""
    first = _evaluate(factors[0][0], point)
    values = [_negative(first) if negative_first else first]
    for node, is_fraction in factors[1:]:
        right = _evaluate(node, point)
        left = values[-1]
        if is_fraction and _mixed_number(left, right):
            # `latex`: an integer, then `\frac` of a non-integer rational, is their sum
            assert left.exact is not None and right.exact is not None
            mixed = left.exact + right.exact if left.exact >= 0 else left.exact - right.exact
            values[-1] = _exact(mixed)
        else:
            values.append(right)
    product = values[0]
    for value in values[1:]:
        product = _multiply(product, value)
    return product


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


class _Reader:
    """The grammar above, read into a `_Node` tree (values come in `_evaluate`)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.letters: set[str] = set()

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

    def expr(self, depth: int) -> _Node:
        if depth > MAX_DEPTH:
            raise _Refused
        sign = self.peek()
        if sign in ("-", "+"):
            self.pos += 1
            if self.peek() in ("-", "+"):
                raise _Refused
        terms = [self.term(depth, negative=sign == "-")]
        while self.peek() in ("-", "+"):
            operator = self.text[self.pos]
            self.pos += 1
            term = self.term(depth, negative=False)
            terms.append(("neg", term) if operator == "-" else term)
        return ("sum", terms) if len(terms) > 1 else terms[0]

    def term(self, depth: int, *, negative: bool) -> _Node:
        factors = [self.power(depth, first=True)]
        while True:
            char = self.peek()
            if not char or char in "+-})":
                break
            factors.append(self.power(depth, first=False))
        return ("term", factors, negative)

    def power(self, depth: int, *, first: bool) -> tuple[_Node, bool]:
        """A factor and its exponent, and whether it is a bare `\\frac` (the mixed-number rule
        asks; `latex` clears it when an exponent follows)."""
        node, is_fraction = self.factor(depth, first=first)
        if self.peek() != "^":
            return node, is_fraction
        self.pos += 1
        braced = self.peek() == "{"
        if braced:
            self.pos += 1
            self.skip()
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos].isdigit():
            self.pos += 1
        digits = self.text[start : self.pos]
        if not digits or self.text.startswith(".", self.pos):
            raise _Refused  # a sign, a letter, a decimal or a group: other powers
        if braced:
            if self.peek() != "}":
                raise _Refused
            self.pos += 1
        if int(digits) > MAX_POWER:
            raise _Refused
        return ("power", node, int(digits)), False

    def factor(self, depth: int, *, first: bool) -> tuple[_Node, bool]:
        char = self.peek()
        if char.isdigit():
            if not first:
                raise _Refused  # `latex` reads a numeral after a factor by other rules
            return ("const", self.numeral()), False
        if char.isalpha():
            self.pos += 1
            following = self.text[self.pos : self.pos + 1]
            if following.isalpha() or following == "_":
                raise _Refused  # `xy` (a word), `b_1` (a name of its own)
            if char == "i":
                return ("const", _I), False
            if char == "e":
                return ("const", _E), False
            self.letters.add(char)
            return ("letter", char), False
        if char == "(":
            self.pos += 1
            inner = self.expr(depth + 1)
            if self.peek() != ")":
                raise _Refused
            self.pos += 1
            return inner, False
        if char == "\\":
            name = self.command()
            self.pos += 1 + len(name)
            if name == "pi":
                return ("const", _PI), False
            if name == "sqrt":
                if self.peek() == "[":
                    raise _Refused  # an n-th root
                return ("sqrt", self.argument(depth)), False
            if name in ("frac", "dfrac", "tfrac", "cfrac"):
                numerator = self.argument(depth)
                return ("frac", numerator, self.argument(depth)), True
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
        if len(literal) > MAX_NUMERAL_DIGITS:
            raise _Refused
        # (an integer from `int`, ASCII digits here: the same Fraction, ~60 % cheaper than
        # `Fraction` parsing the string)
        return _exact(Fraction(int(literal)) if "." not in literal else Fraction(literal))

    def argument(self, depth: int) -> _Node:
        """`{expr}` or one digit, as `latex._Parser.argument` reads a `\\frac` or `\\sqrt` one."""
        char = self.peek()
        if char == "{":
            self.pos += 1
            inner = self.expr(depth + 1)
            if self.peek() != "}":
                raise _Refused
            self.pos += 1
            return inner
        if char.isdigit():
            self.pos += 1
            return ("const", _exact(Fraction(int(char))))
        raise _Refused

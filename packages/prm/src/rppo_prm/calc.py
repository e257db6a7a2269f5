"""Lexing and exact evaluation of the arithmetic written in solution text.

No `eval`: a small lexer turns text into tokens and a recursive-descent parser evaluates a token run
over `fractions.Fraction`, so `1/3 * 3 == 1` exactly. Grammar (usual precedence, `^` right-assoc):

    expr  := term (("+" | "-") term)*
    term  := unary (("*" | "/" | "of" | <implicit before "(" or a LaTeX function>) unary)*
    unary := ("-" | "+") unary | power
    power := post ("^" unary)?
    post  := atom "!"*
    atom  := NUMBER | "(" expr ")" | FUNCTION group+
    group := "(" expr ")"          (LaTeX braces are rewritten to parentheses before lexing)

FUNCTION is one of the LaTeX commands of `FUNCTIONS`, applied to literal groups and exact over
fractions: `\\frac{a}{b}`, `\\sqrt{16}`, `\\sqrt[3]{27}`, `\\binom{5}{2}`; a root that is not
rational (`\\sqrt{2}`) raises CalcError, so the calculation is skipped, never judged by a float.
`n!` is a factorial only where it is glued to a number or `)` and followed by an operator, `=` or `)`:
`so 3 + 4 = 7!` is an exclamation.

Numbers are read by `rppo_check.numeric.parse_number` (the checker's numeric path): `$1,200`, `.5`,
`3.25`; a `%` suffix divides by 100. Words between numbers that stand for units ("16 eggs - 3 eggs")
are removed before parsing by `calculations.py`, which also decides which runs are calculations.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Union

from rppo_check.numeric import parse_number

if TYPE_CHECKING:
    from rppo_prm.surds import Surd

# A value of an expression: a Fraction, or with `evaluate(..., surds=True)` a sum of square roots.
Number = Union[Fraction, "Surd"]  # noqa: UP007 - "Surd" is only a name at run time

# Exponents and operand sizes are bounded so that text like `9^9^9` cannot stall a training step.
MAX_EXPONENT = 64
MAX_DIGITS = 400
# Longer sides are not the hand-written calculations the scorers are for; skipping them also
# bounds the parser's recursion depth.
MAX_SIDE_TOKENS = 200
MAX_FACTORIAL = 100  # 100! has 158 digits
MAX_BINOMIAL = 1000


class CalcError(ValueError):
    """The token run is not an expression this evaluator accepts (syntax, /0, too large)."""


class IrrationalRoot(CalcError):
    """A root is irrational (`\\sqrt{2}`): no Fraction value, but `evaluate(..., surds=True)` may
    have one."""


@dataclass(frozen=True)
class Token:
    """One lexical unit. kind: num | op | of | lp | rp | eq | fn | word | other.

    `value` is set for numbers; `percent` marks a `%` suffix; `approx` marks `≈` for kind eq and a
    written-out repeating decimal (`33.333...`) for kind num;
    `start` is the character offset in the (normalised) text; `spaced` says whitespace precedes it.
    """

    kind: str
    text: str
    start: int
    spaced: bool = False
    value: Fraction | None = None
    percent: bool = False
    approx: bool = False
    unit: bool = False  # a unit word followed this number and was dropped (`1.25 hours`)


# LaTeX and unicode spellings of the same operators, rewritten before lexing.
_REPLACEMENTS: tuple[tuple[str, str], ...] = (
    ("\\left", ""),
    ("\\right", ""),
    ("\\!", ""),
    ("\\,", " "),
    ("\\;", " "),
    ("\\cdot", " * "),
    ("\\times", " * "),
    ("\\div", " / "),
    ("\\approx", " ≈ "),
    ("\\%", "%"),
    ("\\$", "$"),
    ("×", " * "),
    ("·", " * "),
    ("⋅", " * "),
    ("∙", " * "),
    ("÷", " / "),
    ("−", "-"),
    ("–", "-"),
    ("{", "("),
    ("}", ")"),
)
# `\\sqrt[3]{27}` -> `\\nthroot{3}{27}`: a function of two groups, like `\\frac`.
_NTH_ROOT = re.compile(r"\\sqrt\s*\[\s*(\d+)\s*\]")
# `\\boxed{34}` is the final value itself: `34/1=\\boxed{34}` is the plain calculation `34/1 = 34`.
_TEXT = re.compile(r"\\(?:text|textbf|mbox|mathrm|boxed|fbox)\{([^{}]*)\}")


def normalise(text: str) -> str:
    """Rewrite LaTeX/unicode operators to plain ones (`\\left(` -> `(`, `{` -> `(`, `×` -> `*`)."""
    text = _TEXT.sub(r" \1 ", text)
    text = _NTH_ROOT.sub(r"\\nthroot{\1}", text)
    for old, new in _REPLACEMENTS:
        text = text.replace(old, new)
    return text


# LaTeX functions of literal groups: name -> number of `{…}` groups it takes.
FUNCTIONS: dict[str, int] = {
    "\\frac": 2,
    "\\dfrac": 2,
    "\\tfrac": 2,
    "\\binom": 2,
    "\\dbinom": 2,
    "\\tbinom": 2,
    "\\sqrt": 1,
    "\\nthroot": 2,
}

_LEX = re.compile(
    r"""
    (?P<num>(?:\$[ ]?)?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)(?:\.\.\.|…)?%?)
    |(?P<cmp><=|>=|!=|==|=>)
    |(?P<eq>[=≈])
    |(?P<op>[-+*/^])
    |(?P<lp>\()
    |(?P<rp>\))
    |(?P<word>[A-Za-z]+(?:'[A-Za-z]+)?)
    |(?P<cmd>\\[A-Za-z]+)
    |(?P<other>\S)
    """,
    re.VERBOSE,
)


def lex(text: str) -> list[Token]:
    """Tokens of `text` after `normalise`. `of` is its own kind; comparisons are `other`."""
    text = normalise(text)
    tokens: list[Token] = []
    for match in _LEX.finditer(text):
        kind = match.lastgroup or "other"
        raw = match.group()
        if raw.isspace():
            continue
        start = match.start()
        spaced = start == 0 or text[start - 1].isspace()
        if kind == "num":
            percent = raw.endswith("%")
            # `33.333...`: a repeating decimal written out is a rounded value.
            repeating = raw.rstrip("%").endswith(("...", "…"))
            digits = raw.rstrip("%").rstrip(".…").replace(" ", "")
            value = parse_number(digits)
            if value is None:
                tokens.append(Token("other", raw, start, spaced))
                continue
            if percent:
                value = value / 100
            tokens.append(
                Token("num", raw, start, spaced, value=value, percent=percent, approx=repeating)
            )
        elif kind == "eq":
            tokens.append(Token("eq", raw, start, spaced, approx=raw == "≈"))
        elif kind == "word" and raw.lower() == "of":
            tokens.append(Token("of", raw, start, spaced))
        elif kind == "cmd" and raw in FUNCTIONS:
            tokens.append(Token("fn", raw, start, spaced))
        elif kind in ("cmp", "cmd"):
            tokens.append(Token("other", raw, start, spaced))
        else:
            tokens.append(Token(kind, raw, start, spaced))
    return _factorials(tokens)


def _factorials(tokens: list[Token]) -> list[Token]:
    """`5! = 120`, `(3)!/2`: a `!` glued to a number or `)` and followed by an operator, `=` or `)`
    is a factorial (kind op); elsewhere (`so 3 + 4 = 7!`, the end of a sentence) it stays other."""
    out = list(tokens)
    for i, token in enumerate(out):
        if token.text != "!" or token.spaced or i == 0 or out[i - 1].kind not in ("num", "rp"):
            continue
        nxt = out[i + 1] if i + 1 < len(out) else None
        if nxt is not None and (nxt.kind in ("op", "eq", "rp") or nxt.text == "!"):
            out[i] = Token("op", "!", token.start, token.spaced)
    return out


class _CalcParser:
    def __init__(self, tokens: Sequence[Token], surds: bool = False) -> None:
        self.tokens = tokens
        self.pos = 0
        self.surds = surds  # values are `Surd`s, so `\\sqrt{2}` has an exact value

    def peek(self) -> Token | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self) -> Token:
        token = self.peek()
        if token is None:
            raise CalcError("unexpected end of expression")
        self.pos += 1
        return token

    def expr(self) -> Number:
        value = self.term()
        while (token := self.peek()) is not None and token.kind == "op" and token.text in "+-":
            self.take()
            rhs = self.term()
            value = value + rhs if token.text == "+" else value - rhs
        return _bounded(value)

    def term(self) -> Number:
        value = self.unary()
        while (token := self.peek()) is not None:
            if token.kind == "op" and token.text in "*/":
                self.take()
                rhs = self.unary()
                if token.text == "*":
                    value = value * rhs
                elif rhs == 0:
                    raise CalcError("division by zero")
                else:
                    value = value / rhs
            elif token.kind == "of":
                self.take()
                value = value * self.unary()
            elif token.kind == "lp" and not token.spaced:
                # `2(3 + 4)`: juxtaposition before a parenthesis is multiplication; `12 (15 min)`
                # with a space is an aside, not a factor.
                value = value * self.unary()
            elif token.kind == "fn":
                # `2\\sqrt{9}`, `\\frac{1}{2}\\frac{2}{3}` multiply; `2\\frac{1}{2}` may be the mixed
                # number 2½, so a fraction glued to a number is not read at all.
                if token.text.endswith("frac") and self.tokens[self.pos - 1].kind == "num":
                    raise CalcError("a number before \\frac may be a mixed number")
                value = value * self.unary()
            else:
                break
            value = _bounded(value)
        return value

    def unary(self) -> Number:
        token = self.peek()
        if token is not None and token.kind == "op" and token.text in "+-":
            self.take()
            value = self.unary()
            return -value if token.text == "-" else value
        return self.power()

    def power(self) -> Number:
        base = self.postfix()
        token = self.peek()
        if token is None or not (token.kind == "op" and token.text == "^"):
            return base
        self.take()
        exponent = _rational(self.unary())
        if exponent.denominator != 1 or abs(exponent) > MAX_EXPONENT:
            raise CalcError("exponent must be a small integer")
        if base == 0 and exponent < 0:
            raise CalcError("division by zero")
        return _bounded(base ** int(exponent))

    def postfix(self) -> Number:
        value = self.atom()
        while (token := self.peek()) is not None and token.kind == "op" and token.text == "!":
            self.take()
            n = _rational(value)
            if n.denominator != 1 or not 0 <= n <= MAX_FACTORIAL:
                raise CalcError("factorial of a large or non-integer number")
            value = self.number(Fraction(math.factorial(int(n))))
        return value

    def atom(self) -> Number:
        token = self.take()
        if token.kind == "num":
            assert token.value is not None
            return self.number(token.value)
        if token.kind == "lp":
            self.pos -= 1
            return self.group()
        if token.kind == "fn":
            args = [self.group() for _ in range(FUNCTIONS[token.text])]
            return _bounded(apply_function(token.text, args, self.surds))
        raise CalcError(f"unexpected {token.text!r}")

    def number(self, value: Fraction) -> Number:
        if not self.surds:
            return value
        from rppo_prm.surds import Surd  # surds imports CalcError from here

        return Surd.of(value)

    def group(self) -> Number:
        if self.take().kind != "lp":
            raise CalcError("expected '('")
        value = self.expr()
        if self.take().kind != "rp":
            raise CalcError("expected ')'")
        return value


def apply_function(name: str, args: Sequence[Number], surds: bool = False) -> Number:
    """Exact value of a LaTeX function of `FUNCTIONS`; CalcError where it is not rational (with
    `surds`, where it is not a sum of square roots)."""
    if name.endswith("frac"):
        if args[1] == 0:
            raise CalcError("division by zero")
        return args[0] / args[1]
    if surds and name == "\\sqrt":
        from rppo_prm.surds import Surd

        return Surd.sqrt(_rational(args[0]))
    if surds:
        raise CalcError("only square roots are exact sums of square roots")
    return _rational_function(name, [_rational(a) for a in args])


def _rational_function(name: str, args: Sequence[Fraction]) -> Fraction:
    if name.endswith("binom"):
        n, k = args
        if n.denominator != 1 or k.denominator != 1 or not 0 <= n <= MAX_BINOMIAL:
            raise CalcError("binomial of a large or non-integer number")
        return Fraction(math.comb(int(n), int(k))) if k >= 0 else Fraction(0)
    degree, radicand = (Fraction(2), args[0]) if name == "\\sqrt" else args
    if degree.denominator != 1 or not 2 <= degree <= MAX_EXPONENT:
        raise CalcError("root degree must be a small integer")
    return rational_root(radicand, int(degree))


def rational_root(value: Fraction, degree: int) -> Fraction:
    """The real `degree`-th root of `value` when it is rational (`\\sqrt{16/9}` = 4/3), else
    CalcError: `\\sqrt{2}` has no exact value here, and an even root of a negative none at all."""
    if value < 0 and degree % 2 == 0:
        raise CalcError("even root of a negative number")
    sign = -1 if value < 0 else 1
    num, den = _integer_root(abs(value.numerator), degree), _integer_root(value.denominator, degree)
    if num is None or den is None:
        raise IrrationalRoot("the root is not rational")
    return Fraction(sign * num, den)


def _integer_root(n: int, degree: int) -> int | None:
    if n.bit_length() > 4 * MAX_DIGITS:
        raise CalcError("number too large")
    if n < 2:
        return n
    # Integer Newton from above (no floats: they overflow past 1e308 and lose the last digits).
    root = 1 << -(-n.bit_length() // degree)
    while True:
        better = ((degree - 1) * root + n // root ** (degree - 1)) // degree
        if better >= root:
            break
        root = better
    return root if root**degree == n else None


def _bounded(value: Number) -> Number:
    parts = [value] if isinstance(value, (Fraction, int)) else list(value.terms.values())
    for part in parts:
        if len(str(part.numerator)) > MAX_DIGITS or len(str(part.denominator)) > MAX_DIGITS:
            raise CalcError("number too large")
    return value


def _rational(value: Number) -> Fraction:
    """`value` as a Fraction; CalcError for an irrational `Surd` (an exponent, a factorial)."""
    if isinstance(value, Fraction):
        return value
    rational = value.rational()
    if rational is None:
        raise CalcError("an irrational number where a rational one is needed")
    return rational


def evaluate(tokens: Sequence[Token], surds: bool = False) -> Number:
    """Exact value of a token run that is one whole expression; raises CalcError otherwise.

    With `surds` the value is a `rppo_prm.surds.Surd` (`\\sqrt{27} - \\sqrt{3}` = 2·√3), else a
    Fraction and any irrational root raises."""
    if not tokens:
        raise CalcError("empty expression")
    parser = _CalcParser(tokens, surds)
    value = parser.expr()
    if parser.peek() is not None:
        raise CalcError(f"unexpected {parser.peek().text!r}")  # type: ignore[union-attr]
    return value

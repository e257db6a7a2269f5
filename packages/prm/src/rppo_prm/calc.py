"""Lexing and exact evaluation of the arithmetic written in solution text.

No `eval`: a small lexer turns text into tokens and a recursive-descent parser evaluates a token run
over `fractions.Fraction`, so `1/3 * 3 == 1` exactly. Grammar (usual precedence, `^` right-assoc):

    expr  := term (("+" | "-") term)*
    term  := unary (("*" | "/" | "of" | <implicit before "(">) unary)*
    unary := ("-" | "+") unary | power
    power := atom ("^" unary)?
    atom  := NUMBER | "(" expr ")"

Numbers are read by `rppo_check.numeric.parse_number` (the checker's numeric path): `$1,200`, `.5`,
`3.25`; a `%` suffix divides by 100. Words between numbers that stand for units ("16 eggs - 3 eggs")
are removed before parsing by `calculations.py`, which also decides which runs are calculations.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from rppo_check.numeric import parse_number

# Exponents and operand sizes are bounded so that text like `9^9^9` cannot stall a training step.
MAX_EXPONENT = 64
MAX_DIGITS = 400


class CalcError(ValueError):
    """The token run is not an expression this evaluator accepts (syntax, /0, too large)."""


@dataclass(frozen=True)
class Token:
    """One lexical unit. kind: num | op | of | lp | rp | eq | word | other.

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
_FRAC = re.compile(r"\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}")
# `\\boxed{34}` is the final value itself: `34/1=\\boxed{34}` is the plain calculation `34/1 = 34`.
_TEXT = re.compile(r"\\(?:text|textbf|mbox|mathrm|boxed|fbox)\{([^{}]*)\}")


def normalise(text: str) -> str:
    """Rewrite LaTeX/unicode operators to plain ones (`\\frac{a}{b}` -> `((a)/(b))`, `×` -> `*`)."""
    text = _TEXT.sub(r" \1 ", text)
    text = _FRAC.sub(r"((\1)/(\2))", text)
    for old, new in _REPLACEMENTS:
        text = text.replace(old, new)
    return text


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
        elif kind in ("cmp", "cmd"):
            tokens.append(Token("other", raw, start, spaced))
        else:
            tokens.append(Token(kind, raw, start, spaced))
    return tokens


class _CalcParser:
    def __init__(self, tokens: Sequence[Token]) -> None:
        self.tokens = tokens
        self.pos = 0

    def peek(self) -> Token | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self) -> Token:
        token = self.peek()
        if token is None:
            raise CalcError("unexpected end of expression")
        self.pos += 1
        return token

    def expr(self) -> Fraction:
        value = self.term()
        while (token := self.peek()) is not None and token.kind == "op" and token.text in "+-":
            self.take()
            rhs = self.term()
            value = value + rhs if token.text == "+" else value - rhs
        return _bounded(value)

    def term(self) -> Fraction:
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
            else:
                break
            value = _bounded(value)
        return value

    def unary(self) -> Fraction:
        token = self.peek()
        if token is not None and token.kind == "op" and token.text in "+-":
            self.take()
            value = self.unary()
            return -value if token.text == "-" else value
        return self.power()

    def power(self) -> Fraction:
        base = self.atom()
        token = self.peek()
        if token is None or not (token.kind == "op" and token.text == "^"):
            return base
        self.take()
        exponent = self.unary()
        if exponent.denominator != 1 or abs(exponent) > MAX_EXPONENT:
            raise CalcError("exponent must be a small integer")
        if base == 0 and exponent < 0:
            raise CalcError("division by zero")
        return _bounded(base ** int(exponent))

    def atom(self) -> Fraction:
        token = self.take()
        if token.kind == "num":
            assert token.value is not None
            return token.value
        if token.kind == "lp":
            value = self.expr()
            if self.take().kind != "rp":
                raise CalcError("expected ')'")
            return value
        raise CalcError(f"unexpected {token.text!r}")


def _bounded(value: Fraction) -> Fraction:
    if len(str(value.numerator)) > MAX_DIGITS or len(str(value.denominator)) > MAX_DIGITS:
        raise CalcError("number too large")
    return value


def evaluate(tokens: Sequence[Token]) -> Fraction:
    """Exact value of a token run that is one whole expression; raises CalcError otherwise."""
    if not tokens:
        raise CalcError("empty expression")
    parser = _CalcParser(tokens)
    value = parser.expr()
    if parser.peek() is not None:
        raise CalcError(f"unexpected {parser.peek().text!r}")  # type: ignore[union-attr]
    return value

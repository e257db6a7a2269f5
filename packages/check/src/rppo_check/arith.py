r"""Plain arithmetic as a GSM8K answer: `<answer>90+10</answer>` states 100.

The GSM8K checker compares numbers, without sympy. An answer written as the sum it stands for
(`90+10`, `$4 \times 3`, `(16 - 3 - 4) * 2`) is evaluated exactly here, with Fractions, by a small
recursive-descent parser: numbers, `+ - * / × · ÷`, a spaced ` x ` and brackets, nothing else
(never `eval`). Not read as arithmetic: `10-12` with no spaces (a range), `18/19/20` (a date),
any text with a letter or a power in it; a result that cannot be computed exactly (division by zero) is none.
"""

from __future__ import annotations

import re
from fractions import Fraction

from rppo_check.numeric import parse_number

MAX_CHARS = 200
MAX_NUMBERS = 24

_TOKEN = re.compile(r"\s*(?:(\$?\d[\d,]*(?:\.\d+)?|\.\d+)|([-+*/×·÷()])|(\bx\b))")
_RANGE = re.compile(r"\$?\d[\d,.]*-\$?\d[\d,.]*")
_DATE = re.compile(r"\d+/\d+/\d+")
_OPERATOR = re.compile(r"(?<=\S)\s*[-+*/×·÷x]\s*(?=\S)")


def arithmetic_value(text: str) -> Fraction | None:
    """The exact value of `text` when it is plain arithmetic on two or more numbers, else None."""
    text = text.strip().rstrip(".").replace("\\times", "×").replace("\\cdot", "·")
    text = text.replace("\\div", "÷").replace("\\$", "$")
    if len(text) > MAX_CHARS or not _OPERATOR.search(text) or _RANGE.fullmatch(text):
        return None
    if _DATE.search(text):
        return None
    tokens: list[Fraction | str] = []
    at = 0
    while at < len(text):
        match = _TOKEN.match(text, at)
        if match is None:
            if text[at:].strip():
                return None
            break
        number, operator, times = match.groups()
        if number is not None:
            value = parse_number(number)
            if value is None:
                return None
            tokens.append(value)
        else:
            tokens.append("×" if times else operator)
        at = match.end()
    numbers = sum(isinstance(token, Fraction) for token in tokens)
    return _evaluate(tokens) if 2 <= numbers <= MAX_NUMBERS else None


def _evaluate(tokens: list[Fraction | str]) -> Fraction | None:
    parser = _Parser(tokens)
    try:
        value = parser.expression()
    except (ValueError, ZeroDivisionError, IndexError):
        return None
    return value if parser.at == len(tokens) else None


class _Parser:
    def __init__(self, tokens: list[Fraction | str]) -> None:
        self.tokens = tokens
        self.at = 0

    def _peek(self) -> object:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def expression(self) -> Fraction:
        value = self.term()
        while self._peek() in ("+", "-"):
            operator = self.tokens[self.at]
            self.at += 1
            right = self.term()
            value = value + right if operator == "+" else value - right
        return value

    def term(self) -> Fraction:
        value = self.factor()
        while self._peek() in ("*", "×", "·", "/", "÷"):
            operator = self.tokens[self.at]
            self.at += 1
            right = self.factor()
            value = value / right if operator in ("/", "÷") else value * right
        return value

    def factor(self) -> Fraction:
        token = self._peek()
        self.at += 1
        if token == "-":
            return -self.factor()
        if token == "(":
            value = self.expression()
            if self._peek() != ")":
                raise ValueError("unclosed bracket")
            self.at += 1
            return value
        if isinstance(token, Fraction):
            return token
        raise ValueError(f"unexpected {token!r}")

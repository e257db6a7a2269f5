r"""A small, safe LaTeX-math parser: answer text -> sympy expression, by an allow-list.

Why our own: model text must never reach `eval`, `exec`, `sympify` or `parse_expr`, and every
operation must be bounded. This recursive-descent parser reads one character at a time and builds
sympy nodes only from the allow-list below (`Integer`, `Rational`, `Symbol`, `Add`, `Mul`, `Pow`,
`sqrt`, `root`, the trig/log functions in `_FUNCTIONS`, `factorial`, `binomial`, `Abs`, `pi`,
`I`, `oo`). Anything else raises `LatexError`. Bounds, checked while parsing:

* at most `MAX_CHARS` characters and `MAX_DEPTH` nested groups;
* integer literals of at most `MAX_DIGITS` digits;
* a power with a numeric base and numeric exponent is built only when the result stays below
  `MAX_POWER_BITS` bits and the exponent is at most `MAX_EXPONENT` (so `9^{9^{9^9}}` is refused);
* `n!` and `\binom` only for n <= `MAX_FACTORIAL`.

Grammar (implicit multiplication binds like `*`; `-x^2` is `-(x^2)`):

    expr    := term (('+' | '-') term)*
    term    := unary (('*' | '\cdot' | '\times' | '/' | '\div') unary | unary)*
    unary   := ('-' | '+') unary | power
    power   := postfix ('^' exponent)?
    postfix := primary '!'*
    primary := number | letter | '(' expr ')' | '{' expr '}' | '|' expr '|' | command
"""

from __future__ import annotations

import re
from fractions import Fraction

# sympy's `Add.flatten` imports `sympy.tensor.tensor` (and with it `sympy.combinatorics`, ~25 ms)
# on the first sum with a symbol: import it with sympy, not inside whichever check comes first.
import sympy
import sympy.tensor.tensor  # noqa: F401

MAX_CHARS = 400
# Real answers nest a little past 40 (`\frac{\frac{...}}`); 100 levels stay well inside Python's stack.
MAX_DEPTH = 100
MAX_DIGITS = 300
MAX_EXPONENT = 1_000
MAX_POWER_BITS = 20_000
MAX_FACTORIAL = 200


class LatexError(ValueError):
    """The text is not an expression this parser accepts (or breaks one of its bounds)."""


_FUNCTIONS = {
    "sin": sympy.sin,
    "cos": sympy.cos,
    "tan": sympy.tan,
    "cot": sympy.cot,
    "sec": sympy.sec,
    "csc": sympy.csc,
    "arcsin": sympy.asin,
    "arccos": sympy.acos,
    "arctan": sympy.atan,
    "sinh": sympy.sinh,
    "cosh": sympy.cosh,
    "tanh": sympy.tanh,
    "ln": sympy.log,
    "log": sympy.log,
    "exp": sympy.exp,
}
_GREEK = {
    "alpha", "beta", "gamma", "delta", "epsilon", "varepsilon", "zeta", "eta", "theta",
    "vartheta", "iota", "kappa", "lambda", "mu", "nu", "xi", "rho", "sigma", "tau", "upsilon",
    "phi", "varphi", "chi", "psi", "omega", "Gamma", "Delta", "Theta", "Lambda", "Xi", "Pi",
    "Sigma", "Phi", "Psi", "Omega",
}  # fmt: skip
_TIMES = {"cdot", "times", "ast"}
_IGNORED = {"left", "right", "displaystyle", "big", "Big", "bigg", "Bigg", "limits", "mathrm"}
_SYMBOLS: dict[str, sympy.Symbol] = {}
_REPEATING = re.compile(r"\\overline\s*\{\s*(\d{1,50})\s*\}")


def _symbol(name: str) -> sympy.Symbol:
    # Cached so the same name is the same object; sympy caches too, this only skips its lookup.
    if name not in _SYMBOLS:
        _SYMBOLS[name] = sympy.Symbol(name)
    return _SYMBOLS[name]


def _is_small_number(value: sympy.Expr) -> bool:
    return isinstance(value, sympy.Rational)


def _bits(value: sympy.Rational) -> int:
    return max(int(value.p).bit_length(), int(value.q).bit_length(), 1)


def safe_pow(base: sympy.Expr, exponent: sympy.Expr) -> sympy.Expr:
    """`base ** exponent`, refused when a number would grow past the bounds of this module."""
    if exponent.is_Number:
        if exponent in (sympy.oo, -sympy.oo, sympy.zoo, sympy.nan):
            raise LatexError("infinite exponent")
        if abs(exponent) > MAX_EXPONENT:
            raise LatexError("exponent too large")
        if _is_small_number(base) and isinstance(exponent, sympy.Integer):
            if _bits(base) * abs(int(exponent)) > MAX_POWER_BITS:
                raise LatexError("power too large")
    elif exponent.free_symbols:
        if exponent.has(sympy.Pow) and base.is_Number:
            # a symbolic tower such as 2^{2^x} is refused: nothing in a final answer needs it
            raise LatexError("power tower")
    else:
        # a constant exponent that is not a plain number, such as 3^{\sqrt{2}}: bound its size
        size = _number_size(exponent)
        if size is None or size > MAX_EXPONENT:
            raise LatexError("exponent too large")
    return sympy.Pow(base, exponent)


def _reciprocal(value: sympy.Expr) -> sympy.Expr:
    """`safe_pow(value, -1)`. Speed only: for a non-zero rational within the bound, sympy's `Pow`
    returns the exact inverse `q/p` too, but first asks its assumptions about the fresh number
    (~40 µs cold, the most of parsing `\\frac{3}{4}`); tests/check/test_speed_paths.py compares
    the two on random rationals."""
    if isinstance(value, sympy.Rational) and value.p and _bits(value) <= MAX_POWER_BITS:
        return sympy.Rational(value.q, value.p)
    return safe_pow(value, sympy.Integer(-1))


def _sum(terms: list[sympy.Expr]) -> sympy.Expr:
    """`sympy.Add(*terms)`, which returns a lone term as it is (speed only: most groups a parser
    reads hold one term, and the call hashes it for sympy's cache)."""
    return terms[0] if len(terms) == 1 else sympy.Add(*terms)


def _product(factors: list[sympy.Expr]) -> sympy.Expr:
    """`sympy.Mul(*factors)`, which returns a lone factor as it is (speed only, as `_sum`)."""
    return factors[0] if len(factors) == 1 else sympy.Mul(*factors)


def _binomial(parser: _Parser, top: sympy.Expr, bottom: sympy.Expr) -> sympy.Expr:
    for value in (top, bottom):
        if not isinstance(value, sympy.Integer) or not 0 <= value <= MAX_FACTORIAL:
            raise parser.error("binomial out of range")
    return sympy.binomial(top, bottom)


_INVERSES = {
    "sin": sympy.asin, "cos": sympy.acos, "tan": sympy.atan,
    "cot": sympy.acot, "sec": sympy.asec, "csc": sympy.acsc,
}  # fmt: skip


def _bounded_exponent(value: sympy.Expr) -> None:
    r"""`\exp` of a constant is a power of e: the same bound (`\exp(\exp(\exp(10)))` is refused)."""
    if not value.free_symbols:
        size = _number_size(value)
        if size is None or size > MAX_EXPONENT:
            raise LatexError("exponent too large")


def _number_size(value: sympy.Expr) -> float | None:
    """|value| as a float, or None when it does not evaluate to a finite number."""
    try:
        size = abs(complex(value.evalf(15)))
    except (TypeError, ValueError, OverflowError):
        return None
    return size if size == size and size != float("inf") else None


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.depth = 0

    # -- scanning ------------------------------------------------------------------------------
    def error(self, what: str) -> LatexError:
        return LatexError(f"{what} at {self.pos} in {self.text[:60]!r}")

    def skip(self) -> None:
        text = self.text
        if self.pos < len(text) and text[self.pos] not in " \t\n\\":
            return  # (speed only: every branch below needs a space or a backslash)
        while self.pos < len(text):
            if text[self.pos] in " \t\n":
                self.pos += 1
            elif text.startswith(("\\,", "\\;", "\\:", "\\!", "\\ "), self.pos):
                self.pos += 2
            elif text[self.pos] == "\\" and self.peek_command() in _IGNORED:
                self.pos += 1 + len(self.peek_command())
            else:
                break

    def peek(self) -> str:
        self.skip()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def peek_command(self) -> str:
        """The name of the `\\command` at pos (letters only), or '' ."""
        if not self.text.startswith("\\", self.pos):
            return ""
        end = self.pos + 1
        while end < len(self.text) and self.text[end].isalpha() and self.text[end].isascii():
            end += 1
        return self.text[self.pos + 1 : end]

    def expect(self, char: str) -> None:
        if self.peek() != char:
            raise self.error(f"expected {char!r}")
        self.pos += 1

    def enter(self) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self.error("nesting too deep")

    # -- grammar -------------------------------------------------------------------------------
    def parse(self) -> sympy.Expr:
        value = self.expr()
        if self.peek():
            raise self.error("unexpected text")
        return value

    def expr(self) -> sympy.Expr:
        self.enter()
        terms = [self.term()]
        while self.peek() in ("+", "-"):
            sign = self.text[self.pos]
            self.pos += 1
            value = self.term()
            terms.append(-value if sign == "-" else value)
        self.depth -= 1
        return _sum(terms)

    def term(self) -> sympy.Expr:
        factors = [self.unary()]
        while True:
            char = self.peek()
            command = self.peek_command()
            if char == "*" or command in _TIMES:
                self.pos += 1 if char == "*" else 1 + len(command)
                factors.append(self.unary())
            elif char == "/" or command == "div":
                self.pos += 1 if char == "/" else 4
                divisor = self.unary()
                if divisor == 0:
                    raise self.error("division by zero")
                factors.append(_reciprocal(divisor))
            elif self.starts_primary(char, command):
                if char.isdigit() and self.last_was_number and self.text[self.pos - 1] in " \t\n":
                    # `3 \quad 5` or `2 \; 5` lists two numbers; it is not their product
                    raise self.error("two numbers side by side")
                right = self.unary()
                left = factors[-1]
                # MATH writes mixed numbers as 1\frac{4}{5}: integer then a fraction is a sum.
                if (
                    isinstance(left, sympy.Integer)
                    and isinstance(right, sympy.Rational)
                    and not isinstance(right, sympy.Integer)
                    and self.last_was_frac
                ):
                    factors[-1] = left + right if left >= 0 else left - right
                else:
                    factors.append(right)
            else:
                break
        return _product(factors)

    def starts_primary(self, char: str, command: str) -> bool:
        if not char:
            return False
        if command:
            return command not in {
                "right",
                "cdot",
                "times",
                "div",
                "pm",
                "mp",
                "cup",
                "in",
                "choose",
            }
        return char.isalnum() or char in "({"

    def unary(self) -> sympy.Expr:
        char = self.peek()
        if char in ("-", "+"):
            self.pos += 1
            value = self.unary()
            return -value if char == "-" else value
        return self.power()

    def power(self) -> sympy.Expr:
        base = self.postfix()
        if self.peek() == "^":
            self.pos += 1
            exponent = self.argument(signed=True)
            self.last_was_frac = False
            return safe_pow(base, exponent)
        return base

    def postfix(self) -> sympy.Expr:
        value = self.primary()
        while self.peek() == "!":
            self.pos += 1
            if not isinstance(value, sympy.Integer) or not 0 <= value <= MAX_FACTORIAL:
                raise self.error("factorial out of range")
            value = sympy.factorial(value)
        return value

    def argument(self, signed: bool = False) -> sympy.Expr:
        """A braced group or ONE character/command (`\\frac43`, `x^2`, `\\sqrt2`)."""
        char = self.peek()
        if char == "{":
            self.pos += 1
            value = self.expr()
            self.expect("}")
            return value
        if signed and char == "-":
            self.pos += 1
            return -self.argument()
        if signed and char.isdigit():
            return self.number()  # x^10 in model text means x^{10}, not x^1 * 0
        if char.isdigit():
            self.pos += 1
            return sympy.Integer(int(char))
        if char.isalpha() and char.isascii():
            self.pos += 1
            return self.letter(char)
        if char == "\\":
            return self.command()
        raise self.error("expected an argument")

    def subscripted(self, char: str) -> sympy.Expr:
        """A letter, or a subscripted name `b_1` / `x_{12}` read as one symbol."""
        if self.pos < len(self.text) and self.text[self.pos] == "_":
            self.pos += 1
            if self.peek() == "{":
                end = self.text.find("}", self.pos)
                label = self.text[self.pos + 1 : end] if end > 0 else ""
                self.pos = end + 1
            else:
                label = self.text[self.pos : self.pos + 1]
                self.pos += 1
            if not label.isalnum() or len(label) > 8:
                raise self.error("bad subscript")
            return _symbol(f"{char}_{label}")
        return self.letter(char)

    def letter(self, char: str) -> sympy.Expr:
        # `i` is the imaginary unit and `e` Euler's number, as MATH writes them (`\exp(1)` = e)
        if char == "i":
            return sympy.I
        return sympy.E if char == "e" else _symbol(char)

    def primary(self) -> sympy.Expr:
        self.last_was_frac = False
        self.last_was_number = False
        char = self.peek()
        if not char:
            raise self.error("unexpected end")
        if char.isdigit() or char == ".":
            return self.number()
        if char.isalpha() and char.isascii():
            self.pos += 1
            return self.subscripted(char)
        if char in "({[":
            closing = {"(": ")", "{": "}", "[": "]"}[char]
            self.pos += 1
            value = self.expr()
            if char == "{" and self.peek_command() == "choose":  # `{8 \choose 2}`
                self.pos += len("\\choose")
                value = _binomial(self, value, self.expr())
            self.expect(closing)
            self.last_was_frac = False  # `2(\frac{1}{2})` is a product, not a mixed number
            return value
        if char == "|":
            self.pos += 1
            value = self.expr()
            self.expect("|")
            return sympy.Abs(value)
        if char == "\\":
            # a mixed number is an integer then a `\frac` itself: `2\cos(\frac{\pi}{3})` is a
            # product, though its last primary read was a fraction
            is_frac = self.peek_command() in ("frac", "dfrac", "tfrac", "cfrac")
            value = self.command()
            self.last_was_frac = is_frac
            return value
        raise self.error(f"unexpected {char!r}")

    def number(self) -> sympy.Expr:
        self.last_was_number = True
        start = self.pos
        text = self.text
        while self.pos < len(text) and text[self.pos].isdigit():
            self.pos += 1
        if self.pos < len(text) and text[self.pos] == ".":
            self.pos += 1
            while self.pos < len(text) and text[self.pos].isdigit():
                self.pos += 1
        literal = text[start : self.pos]
        if literal == "." or len(literal) > MAX_DIGITS:
            raise self.error("bad number")
        if literal.isdigit():
            # (speed only) an integer: what `Rational(Fraction(literal))` below is, read at C speed
            return sympy.Integer(int(literal))
        # Fraction reads the digits; sympy never sees the string (Rational(str) may sympify)
        value = Fraction(literal)
        repeat = _REPEATING.match(text, self.pos) if "." in literal else None
        if repeat:
            # 0.1\overline{6} = 0.1 + 6/9 * 10^-2: the repeating block over 9...9, shifted
            self.pos = repeat.end()
            block = repeat.group(1)
            decimals = len(literal) - literal.index(".") - 1
            value += Fraction(int(block), (10 ** len(block) - 1) * 10**decimals)
        return sympy.Rational(value.numerator, value.denominator)

    def command(self) -> sympy.Expr:
        name = self.peek_command()
        if not name:
            raise self.error("bad command")
        self.pos += 1 + len(name)
        if name in ("frac", "dfrac", "tfrac", "cfrac"):
            numerator = self.argument()
            denominator = self.argument()
            if denominator == 0:
                raise self.error("division by zero")
            value = numerator * _reciprocal(denominator)
            self.last_was_frac = True
            return value
        if name == "sqrt":
            if self.peek() == "[":
                self.pos += 1
                index = self.expr()
                self.expect("]")
                if not isinstance(index, sympy.Integer) or not 1 <= index <= MAX_EXPONENT:
                    raise self.error("bad root index")
                return sympy.root(self.argument(), index)
            return sympy.sqrt(self.argument())
        if name in ("binom", "dbinom", "tbinom"):
            return _binomial(self, self.argument(), self.argument())
        if name == "pi":
            return sympy.pi
        if name == "infty":
            return sympy.oo
        if name in _GREEK:
            return _symbol(name)
        if name in ("lfloor", "lceil"):
            value = self.expr()
            closing = "rfloor" if name == "lfloor" else "rceil"
            if self.peek_command() != closing:
                raise self.error(f"expected \\{closing}")
            self.pos += 1 + len(closing)
            return sympy.floor(value) if name == "lfloor" else sympy.ceiling(value)
        if name in _FUNCTIONS:
            return self.function(name)
        if name in ("mathbf", "boldsymbol", "bm", "mathit") and self.peek() == "{":
            return self.argument()  # `\mathbf{-\frac{\sqrt3}{2}}`: bold type, the same value
        if name in ("operatorname", "mathrm", "text", "textbf", "mathbf"):
            raise self.error(f"\\{name} in an expression")
        raise self.error(f"command \\{name} not allowed")

    def function(self, name: str) -> sympy.Expr:
        exponent = None
        base = None
        if name == "log" and self.peek() == "_":
            self.pos += 1
            base = self.argument()
        if self.peek() == "^":
            self.pos += 1
            exponent = self.argument(signed=True)
        argument = self.primary() if self.peek() == "(" else self.bare_argument()
        if exponent == -1 and name in _INVERSES:
            return _INVERSES[name](argument)  # `\sin^{-1} x` is arcsin x, as typeset
        if name == "exp":
            _bounded_exponent(argument)
        value = _FUNCTIONS[name](argument) if base is None else sympy.log(argument, base)
        return value if exponent is None else safe_pow(value, exponent)

    def bare_argument(self) -> sympy.Expr:
        """A function's argument without parentheses: `\\sin 2x` is sin(2x), as in print.

        The argument is the product of the factors that follow, up to an operator or another
        function (`\\sin x \\cos x` is sin(x)cos(x)); so `x\\sin 2` stays x * sin(2).
        """
        factors = [self.unary()]
        while True:
            char, command = self.peek(), self.peek_command()
            if command in _FUNCTIONS or not self.starts_primary(char, command):
                break
            factors.append(self.power())
        return _product(factors)


def parse_latex(text: str) -> sympy.Expr:
    """Parse one LaTeX math expression into sympy. Raises `LatexError` if refused."""
    if len(text) > MAX_CHARS:
        raise LatexError("expression too long")
    if "\\choose" in text and not text.lstrip().startswith("{"):
        text = "{" + text + "}"  # `8 \choose 2` whose braces were taken as grouping nothing
    parser = _Parser(text)
    parser.last_was_frac = False
    parser.last_was_number = False
    return parser.parse()

"""Algebraic identities in a step's LaTeX math, checked at random exact points: right or no verdict.

`$x = 7n + 5 = 7(7m + 3) + 5 = 49m + 26$`: the link `7(7m + 3) + 5 = 49m + 26` holds for every `m`,
so the step's algebra there is right. Each `=` link of a math span (`$…$`, `$$…$$`, `\\[…\\]`,
`\\(…\\)`) whose sides are rational expressions in variables is evaluated, with every variable
replaced by the same random fraction on both sides, at `POINTS` points by the exact evaluator of
`rppo_prm.calc` (no eval, no sympy). Two different rational functions agree at a random point with
negligible probability, so sides equal at all points are taken as the same function.

Sound for +1 only: sides that differ may be an equation to solve (`3p + e = 124`), a definition
(`x = 7n + 5`) or a substitution, so a link that fails is never evidence of a wrong step and is
simply not reported. Anything whose meaning is not one polynomial reading is skipped: a letter
before `(` (`f(x)` may be a function), a word of two or more letters (`ab` may be a two-digit
number, `\\text{cm}` a unit), any LaTeX command but `\\frac` and Greek letters, a variable in an
exponent or under a root, a factorial or binomial of a variable, an implicit product after `/`
(`1/2x`), and sides with no variable (the literal arithmetic is `calculations.py`'s).
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from rppo_prm.calc import FUNCTIONS, MAX_SIDE_TOKENS, CalcError, Token, evaluate, lex

POINTS = 4  # points at which both sides must agree
_TRIES = 8  # a point where a side divides by zero is replaced by another, up to this many draws
MAX_SPAN_CHARS = 2_000
_SEED = 20261202  # fixed, so a step always gets the same verdict

_TEXT_COMMAND = re.compile(r"\\(?:text|mbox|mathrm|operatorname|textbf)\b")
_SPAN = re.compile(r"\$\$(.+?)\$\$|\$(.+?)\$|\\\[(.+?)\\\]|\\\((.+?)\\\)", re.DOTALL)
_GREEK = frozenset(
    "\\" + name
    for name in (
        "alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa lambda mu "
        "nu xi rho sigma tau upsilon phi varphi chi psi omega Gamma Delta Theta Lambda Xi Sigma "
        "Phi Psi Omega pi"
    ).split()
)
# Letters that usually name a function: `f(x)` is no product (`f(2x) = 2f(x)` is no identity).
_FUNCTION_LETTERS = frozenset("fghkpqFGHPQTLN")
# Words that are not a product of variables: function names written without a backslash, short
# English words, and differentials (`\frac{dy}{dx}` is no quotient of products).
_NOT_PRODUCT = re.compile(
    r"d[A-Za-z]|(?:sin|cos|tan|cot|sec|csc|log|ln|lg|exp|max|min|mod|gcd|lcm|det|lim|deg|arg"
    r"|and|or|if|for|to|is|of|at|as|in|on|so|be|we|it|an)$",
    re.IGNORECASE,
)
_MAX_PRODUCT_LETTERS = 4
# Functions of a variable that are not one rational expression (`\sqrt{x^2}` is |x|, not x).
_LITERAL_ONLY = frozenset({"\\sqrt", "\\nthroot", "\\binom", "\\dbinom", "\\tbinom"})


@dataclass(frozen=True)
class Identity:
    """One `=` link with a variable, both sides readable: the source text of each side, whether
    they agreed at every point, and whether both sides have the same variables."""

    left: str
    right: str
    holds: bool
    same_variables: bool


def math_spans(step: str) -> list[str]:
    """The contents of the LaTeX math spans of `step`, in order; a span with text in it
    (`\\text{cm}`, `\\mathrm{…}`) is left out, as its words could read as products of letters."""
    spans = [next(g for g in m.groups() if g is not None) for m in _SPAN.finditer(step)]
    return [span for span in spans if _TEXT_COMMAND.search(span) is None]


def find_identities(step: str) -> list[Identity]:
    """Every readable `=` link with a variable in `step`'s math spans, held or not."""
    found: list[Identity] = []
    for span in math_spans(step):
        if len(span) > MAX_SPAN_CHARS:
            continue
        segments = _segments(lex(span))
        for left, right in zip(segments, segments[1:], strict=False):
            if left is None or right is None:
                continue
            holds = _holds(left, right)
            if holds is not None:
                same = _names(left) == _names(right)
                found.append(Identity(_text(left), _text(right), holds, same))
    return found


def identities_hold(step: str) -> bool:
    """Does an identity of `step` hold, with no link that fails between the same variables?

    A failed link between different variables is a definition or a substitution
    (`x = 7n + 5 = 7(7m + 3) + 5`) and says nothing; one between the same variables in a step
    that also holds an identity is likely a wrong simplification in a chain
    (`\\frac{1}{(a-b)(a-c)}+\\frac{1}{(b-a)(b-c)}=\\frac{(b-c)+(a-c)}{…}=\\frac{a+b-2c}{…}`: the
    second link holds, the first does not), so such a step gets no verdict either way.
    """
    links = find_identities(step)
    return any(link.holds for link in links) and not any(
        link.same_variables and not link.holds for link in links
    )


def _names(side: Sequence[Token]) -> frozenset[str]:
    return frozenset(t.text for t in side if t.kind == "var")


def _segments(tokens: Sequence[Token]) -> list[list[Token] | None]:
    """The sides of a span's chain `A = B = C`, as expressions with variables (None: unreadable).

    A side next to `≈` is None (a rounded value is no identity); so is one this module skips."""
    sides: list[list[Token]] = [[]]
    approx: list[bool] = [False]
    for token in tokens:
        if token.kind == "eq":
            approx[-1] = approx[-1] or token.approx
            sides.append([])
            approx.append(token.approx)
        else:
            sides[-1].append(token)
    if len(sides) < 2:
        return []
    return [None if a else _expression(side) for side, a in zip(sides, approx, strict=True)]


def _expression(side: Sequence[Token]) -> list[Token] | None:
    """`side` with variables as kind `var` and implicit products as explicit `*`, or None."""
    if len(side) > MAX_SIDE_TOKENS:
        return None
    tokens = _variables(side)
    if tokens is None or not tokens:
        return None
    for i, token in enumerate(tokens):
        if token.kind not in ("num", "op", "lp", "rp", "fn", "var"):
            return None
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if token.kind == "var" and nxt is not None and nxt.kind == "num":
            return None  # `x2`: a name, not a product
        if token.kind == "var" and nxt is not None and nxt.kind == "lp" and _applied(tokens, i):
            return None  # `f(x)`, `s(t)`, `ab(…)`: maybe a function, not a product
        if token.kind == "fn" and token.text in _LITERAL_ONLY and _group_has_var(tokens, i + 1):
            return None
        if token.text in ("^", "!") and _operand_has_var(tokens, i):
            return None
    return _explicit_products(tokens)


def _applied(tokens: Sequence[Token], i: int) -> bool:
    """Is the letter tokens[i], before `(`, maybe a function? `f(x)`, `g(x+1)` (a function's
    usual letter), `s(t)`, `v(0)` (one atom inside), `ab(c)`; `x(x+1)`, `a(b+c)` multiply."""
    if tokens[i].text in _FUNCTION_LETTERS or (i > 0 and tokens[i - 1].kind == "var"):
        return True
    end = _matching(tokens, i + 1)
    inside = tokens[i + 2 : end] if end is not None else []
    return len([t for t in inside if not (t.kind == "op" and t.text in "+-")]) <= 1 and not any(
        t.kind == "op" and t.text in "+-" for t in inside[1:]
    )


def _variables(side: Sequence[Token]) -> list[Token] | None:
    """Letters, Greek letters and subscripted names (`r_1`, `a_{n+1}`) as `var` tokens."""
    out: list[Token] = []
    i = 0
    while i < len(side):
        token = side[i]
        if token.kind == "word" and len(token.text) == 1 or token.text in _GREEK:
            name, i = _subscripted(side, i)
            out.append(Token("var", name, token.start, token.spaced))
            continue
        if _is_product(token):
            # `bc`, `2ab^2`, `ar_1`: letters side by side multiply; the last may have a subscript.
            out += [Token("var", letter, token.start) for letter in token.text[:-1]]
            last = Token("word", token.text[-1], token.start)
            name, i = _subscripted([*side[:i], last, *side[i + 1 :]], i)
            out.append(Token("var", name, token.start))
            continue
        if token.kind == "word" or token.text == "_":
            return None
        out.append(token)
        i += 1
    return out


def _is_product(token: Token) -> bool:
    return (
        token.kind == "word"
        and 1 < len(token.text) <= _MAX_PRODUCT_LETTERS
        and token.text.isascii()
        and token.text.isalpha()
        and _NOT_PRODUCT.match(token.text) is None
    )


def _subscripted(side: Sequence[Token], i: int) -> tuple[str, int]:
    """The name that starts at side[i] (`r`, `r_1`, `a_(n+1)`) and the index after it."""
    name, i = side[i].text, i + 1
    if i + 1 < len(side) and side[i].text == "_":
        if side[i + 1].kind == "lp":
            end = _matching(side, i + 1)
            if end is not None:
                return name + "_" + "".join(t.text for t in side[i + 1 : end + 1]), end + 1
        elif side[i + 1].kind in ("num", "word"):
            return name + "_" + side[i + 1].text, i + 2
    return name, i


def _matching(tokens: Sequence[Token], open_at: int) -> int | None:
    depth = 0
    for j in range(open_at, len(tokens)):
        depth += tokens[j].kind == "lp"
        depth -= tokens[j].kind == "rp"
        if depth == 0:
            return j
    return None


def _group_has_var(tokens: Sequence[Token], start: int) -> bool:
    """Does the run of `(…)` groups from tokens[start] (a function's arguments) hold a variable?"""
    while start < len(tokens) and tokens[start].kind == "lp":
        end = _matching(tokens, start)
        if end is None:
            return True
        if any(t.kind == "var" for t in tokens[start:end]):
            return True
        start = end + 1
    return False


def _operand_has_var(tokens: Sequence[Token], at: int) -> bool:
    """`x^n`, `x^{n+1}`, `n!`, `(n+1)!`: a variable in an exponent or under a factorial."""
    if tokens[at].text == "^":
        j = at + 1
        while j < len(tokens) and tokens[j].kind == "op" and tokens[j].text in "+-":
            j += 1
        if j >= len(tokens):
            return False
        if tokens[j].kind == "lp":
            return _group_has_var(tokens, j)
        return tokens[j].kind in ("var", "fn")
    prev = tokens[at - 1] if at else None
    if prev is None or prev.kind != "rp":
        return prev is not None and prev.kind == "var"
    depth = 0
    for j in range(at - 1, -1, -1):
        depth += tokens[j].kind == "rp"
        depth -= tokens[j].kind == "lp"
        if depth == 0:
            return any(t.kind == "var" for t in tokens[j:at])
    return True


def _explicit_products(tokens: Sequence[Token]) -> list[Token] | None:
    """Insert `*` for juxtaposition (`2x`, `xy`, `3(x+1)`, `)(`, `x\\frac{1}{2}`); None for an
    implicit product after `/` at the same depth (`1/2x`: 1/(2x) or x/2?)."""
    arguments = _argument_groups(tokens)
    out: list[Token] = []
    slash = [False]  # per parenthesis depth: a `/` since the last `+`/`-`
    for i, token in enumerate(tokens):
        prev = out[-1] if out else None
        if prev is not None and i not in arguments and _juxtaposed(prev, token):
            if slash[-1]:
                return None
            out.append(Token("op", "*", token.start))
        if token.kind == "lp":
            slash.append(False)
        elif token.kind == "rp" and len(slash) > 1:
            slash.pop()
        elif token.kind == "op":
            slash[-1] = token.text == "/" or (slash[-1] and token.text not in "+-")
        out.append(token)
    return out


def _argument_groups(tokens: Sequence[Token]) -> set[int]:
    """Indices of the `(` that open a LaTeX function's arguments (`\\frac(x)(2)` is no product)."""
    opens: set[int] = set()
    for i, token in enumerate(tokens):
        if token.kind != "fn":
            continue
        j = i + 1
        for _ in range(FUNCTIONS[token.text]):
            end = _matching(tokens, j) if j < len(tokens) and tokens[j].kind == "lp" else None
            if end is None:
                break
            opens.add(j)
            j = end + 1
    return opens


def _juxtaposed(prev: Token, token: Token) -> bool:
    if prev.kind in ("num", "rp") and token.kind == "num":
        return False  # `1 1/2` is a mixed number; `)2` is not written for a product
    if prev.kind == "num" and token.kind == "fn" and token.text.endswith("frac"):
        return False  # `2\frac{1}{2}` may be 2½ (the evaluator refuses it)
    return prev.kind in ("num", "var", "rp") and token.kind in ("var", "lp", "fn")


def _holds(left: Sequence[Token], right: Sequence[Token]) -> bool | None:
    """Do the two sides agree at POINTS random points? None: nothing to check (no variable, a
    bare `x = y`) or no point where both sides have a value."""
    names = sorted(_names(left) | _names(right))
    if not names or not (_has_operation(left) or _has_operation(right)):
        return None
    rng = random.Random(_SEED)
    agreed = 0
    for _ in range(_TRIES):
        point = {name: Fraction(rng.randint(-9_999, 9_999), rng.randint(1, 97)) for name in names}
        try:
            lhs, rhs = evaluate(_at(left, point)), evaluate(_at(right, point))
        except CalcError:
            continue  # a pole of a side, or too large: draw another point
        if lhs != rhs:
            return False
        agreed += 1
        if agreed == POINTS:
            return True
    return None


def _has_operation(side: Sequence[Token]) -> bool:
    return any(t.kind in ("op", "fn") for t in side) or len(side) > 1


def _at(side: Sequence[Token], point: dict[str, Fraction]) -> list[Token]:
    """`side` with each variable replaced by its value, parenthesised (`-x^2` at x = 3 is -9)."""
    out: list[Token] = []
    for token in side:
        if token.kind == "var":
            out += [
                Token("lp", "(", token.start),
                Token("num", str(point[token.text]), token.start, value=point[token.text]),
                Token("rp", ")", token.start),
            ]
        else:
            out.append(token)
    return out


def _text(side: Sequence[Token]) -> str:
    return " ".join(t.text for t in side)

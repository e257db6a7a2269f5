r"""A MATH answer as a structured value: expression, text, tuple/interval, set, union, equation,
matrix. `parse_answer` normalises LaTeX noise (`$`, `\left`, `\!`, `^\circ`, `\%`, `\$`, unit
`\text{...}`) and splits the top-level structure; each leaf goes through the safe parser of
`rppo_check.latex`. Comparison lives in `rppo_check.symbolic`; the text normalisation (no sympy)
in `rppo_check.normalize`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import cast

import sympy

from rppo_check.latex import LatexError, parse_latex
from rppo_check.normalize import _PURE_TEXT, _balanced_outer, _split_top, normalize, text_key
from rppo_check.phrases import NO_SOLUTION_ANSWER

MAX_ITEMS = 32


@dataclass(frozen=True)
class Value:
    r"""One parsed answer.

    kind: "expr" (expr), "text" (text), "seq" (brackets + items, ordered: tuples and intervals),
    "list" (a bare comma list: solutions, order-free), "set" (order-free: `\{..\}`, `\pm`),
    "union" (items are seq/set values), "eq" (items = (lhs, rhs)), "matrix" (items = rows).
    """

    kind: str
    expr: sympy.Expr | None = None
    text: str = ""
    items: tuple[Value, ...] = ()
    brackets: str = ""


_THOUSANDS = re.compile(r"-?\d{1,3}(?:,\d{3})+(?:\.\d+)?")  # `2, 500` (a space) is a list
_BASE = re.compile(r"([0-9A-Za-z]+)_\{?(\d{1,2})\}?")
_LHS_VAR = re.compile(r"^\s*((?:[A-Za-z]|\\[A-Za-z]+)(?:_\{?\w+\}?)?)\s*(?:=|\\in)(?!=)\s*")
_TUPLE_LHS = re.compile(
    r"^\s*\(\s*(?:[A-Za-z]|\\[A-Za-z]+)(?:\s*,\s*(?:[A-Za-z]|\\[A-Za-z]+))+\s*\)\s*=\s*"
)  # `(r,\theta) = (3, \frac{\pi}{2})`
_COMPARE = re.compile(r"<=|>=|<|>")
_VAR = re.compile(r"\s*(?:[A-Za-z]|\\[A-Za-z]+)(?:_\{?\w+\}?)?\s*")
_SINGLE_VAR = re.compile(r"\s*(?:[A-Za-z]|\\[A-Za-z]+)\s*")
# (vmatrix / Vmatrix are determinants, numbers: not matrices)
_MATRIX = re.compile(r"^\\begin\{([pbB]?matrix|array)\}(?:\{[^{}]*\})?(.*)\\end\{\1\}$", re.S)
_AROUND_MATRIX = re.compile(
    r"[(\[]\s*(\\begin\{(?:matrix|array)\}.*\\end\{(?:matrix|array)\})\s*[)\]]", re.S
)
_NOT_EQUAL = re.compile(r"^\s*(?:[A-Za-z]|\\[A-Za-z]+)\s*\\neq\s*(.+)$")
_SETMINUS = re.compile(r"^(.+?)\s*\\(?:setminus|backslash)\s*\\\{(.+)\\\}$")
_LABELLED = re.compile(r"^\s*([A-Za-z])\s*=(?!=)\s*(.+)$", re.S)


def parse_answer(text: str) -> Value:
    """Parse one final answer. Raises `LatexError` when a leaf cannot be read."""
    text = _unwrap_braces(normalize(text))
    if not text:
        raise LatexError("empty answer")
    return _parse(text, 0)


def _unwrap_braces(text: str) -> str:
    """Braces around the whole answer group nothing: `{{15}}` is 15 (a comma inside makes a set)."""
    while text[:1] == "{" and text[-1:] == "}" and _balanced_outer(text):
        inner = text[1:-1].strip()
        if len(_split_top(inner, ",")) > 1:
            break
        text = inner
    return text


# One branch per answer structure, tried in the one order that reads each right: first the forms
# that rewrite or name the whole answer (text, matrix, labels, set differences), then
# `_parse_collection`'s (intervals, unions, sets, tuples, lists, equations, ±).
def _parse(text: str, depth: int) -> Value:
    if depth > 4:
        raise LatexError("structure too deep")
    pure = _PURE_TEXT.fullmatch(text)
    if pure:
        inner = pure.group(1).strip()
        # `\text{5}` is a number in a costume; `\text{Evelyn}` is a text answer.
        if not re.search(r"[A-Za-z]", inner):
            return _parse(inner, depth + 1)
        return Value("text", text=text_key(inner))
    around = _AROUND_MATRIX.fullmatch(text)
    if around:
        text = around.group(1)  # `\left(\begin{array}{cc}..\end{array}\right)` is the matrix
    matrix = _MATRIX.match(text)
    if matrix:
        rows = [row for row in matrix.group(2).split("\\\\") if row.strip()]
        if len(rows) > MAX_ITEMS:
            raise LatexError("matrix too large")
        parsed = [Value("seq", items=tuple(_leaf(c) for c in row.split("&"))) for row in rows]
        return Value("matrix", items=tuple(parsed))
    text = _TUPLE_LHS.sub("", text, count=1)  # (a, b) = (1, 2) states the tuple
    labelled = _labelled_in_order(text, depth)
    if labelled is not None:
        return labelled
    text = _LHS_VAR.sub("", text, count=1)
    if text == "\\varnothing" or text == NO_SOLUTION_ANSWER:
        return Value("set", items=())  # ("no real solution", "нет решений": the empty set)
    excluded = _NOT_EQUAL.match(text)
    if excluded:
        # `x \neq 2` (a domain): every real but 2
        point = _leaf(excluded.group(1))
        return _minus_points(_ALL_REALS, (point,))
    removed = _SET_MINUS_INTERVAL.match(text)
    if removed:
        whole = _parse(removed.group(1), depth + 1)
        return _minus_interval(whole, _parse(removed.group(2), depth + 1))
    difference = _SETMINUS.match(text)
    if difference:
        whole = _parse(difference.group(1), depth + 1)
        points = _items(_split_top(difference.group(2), ","), depth)
        return _minus_points(whole, points)
    return _parse_collection(text, depth)


def _parse_collection(text: str, depth: int) -> Value:
    """The rest of `_parse`'s order: an interval, a union, a set, a tuple, a list, an equation, a
    ± pair, else one value."""
    interval = _inequality(text)
    if interval is not None:
        return interval
    if "\\cup" in text:
        parts = _split_top(text, "\\cup")
        if len(parts) > 1:
            return Value("union", items=tuple(_parse(p, depth + 1) for p in parts))
    if _THOUSANDS.fullmatch(text):
        return _leaf(text.replace(",", ""))
    if text.startswith("\\{") and text.endswith("\\}"):
        inner = text[2:-2]
        return Value("set", items=_items(_split_top(inner, ","), depth))
    if text[:1] in "([" and text[-1:] in ")]" and _balanced_outer(text):
        parts = _split_top(text[1:-1], ",")
        if len(parts) > 1:
            return Value("seq", items=_items(parts, depth), brackets=text[0] + text[-1])
    if text[:1] == "{" and text[-1:] == "}" and _balanced_outer(text):
        parts = _split_top(text[1:-1], ",")
        if len(parts) > 1:
            return Value("set", items=_items(parts, depth))  # `{2,5}`: a set without backslashes
    for separator in (";", ","):
        parts = _split_top(text, separator)
        if len(parts) > 1:
            return Value("list", items=_items(_last_joined(parts), depth))
    parts = _split_words(text)
    if len(parts) > 1:
        items = _items(parts, depth)  # `4 \text{ and } 9`, `1 or 2`
        if re.search(r"\sand\s", text) and not re.search(r"\sor\s", text):
            both = _intersection(items)
            if both is not None:
                return both  # `\lambda > 3 \text{ and } \lambda \le 4` is (3, 4]
            return Value("list", items=items, brackets="and")
        return Value("list", items=items)
    sides = _split_top(text, "=")
    if len(sides) == 2:
        if stated_label(text) is not None:
            return _parse(sides[0], depth + 1)  # `2x + 3 = y` states y, like `y = 2x + 3`
        return Value("eq", items=(_leaf(sides[0]), _leaf(sides[1])))
    if "\\pm" in text or "\\mp" in text:
        plus = text.replace("\\pm", "+").replace("\\mp", "-")
        minus = text.replace("\\pm", "-").replace("\\mp", "+")
        return Value("set", items=(_leaf(plus), _leaf(minus)), brackets="pm")
    return _leaf(text)


def _last_joined(parts: list[str]) -> list[str]:
    """A list's items with the "and" before its last item read as one more comma: `1, -2 and 3`,
    `x = 1, x = -2, and x = 3` (an "or" there is a hedge, and stays)."""
    last = _AND_FIRST.sub("", parts[-1], count=1)
    if re.search(r"\sor\s", last):
        return parts
    return [*parts[:-1], *_split_words(last)]


_AND_FIRST = re.compile(r"^\s*and\s+")


def _split_words(text: str) -> list[str]:
    """Split on the words "and" / "or" outside brackets (a list of solutions, or a hedge)."""
    if not re.search(r"\s(?:and|or)\s", text):
        return [text]
    marked = re.sub(r"\s+(?:and|or)\s+", "\x00", text)
    return [part.strip() for part in _split_top(marked, "\x00")]


_OPPOSITE = {"<": ">", ">": "<", "<=": ">=", ">=": "<="}


_ABS_BOUND = re.compile(r"^\s*\|\s*(?:[A-Za-z]|\\[A-Za-z]+)\s*\|\s*(<=|<|>=|>)\s*(.+)$")


def _inequality(text: str) -> Value | None:
    """`x > 2` -> (2, oo); `-1 <= x < 3` -> [-1, 3); `5 > x` -> (-oo, 5); `|x| < a` -> (-a, a).
    Else None."""
    if not _COMPARE.search(text):
        return None
    absolute = _ABS_BOUND.match(text)
    if absolute:
        op, bound = absolute.group(1), _leaf(absolute.group(2))
        if bound.expr is None:
            return None
        lower, upper = Value("expr", expr=-bound.expr), bound
        if op[0] == "<":
            return Value("seq", items=(lower, upper), brackets="[]" if "=" in op else "()")
        below = Value("seq", items=(_INFINITY[0], lower), brackets="(]" if "=" in op else "()")
        above = Value("seq", items=(upper, _INFINITY[1]), brackets="[)" if "=" in op else "()")
        return Value("union", items=(below, above))
    pieces = _COMPARE.split(text)
    ops = _COMPARE.findall(text)
    if len(ops) == 1:
        left, right = pieces
        op = ops[0]
        if _VAR.fullmatch(right) and not _VAR.fullmatch(left):
            left, right, op = right, left, _OPPOSITE[op]
        if not _VAR.fullmatch(left) or not right.strip():
            return None
        bound = _leaf(right)
        infinite = Value("expr", expr=sympy.oo if op[0] == ">" else -sympy.oo)
        closed = "=" in op
        if op[0] == ">":
            return Value("seq", items=(bound, infinite), brackets=("[" if closed else "(") + ")")
        return Value("seq", items=(infinite, bound), brackets="(" + ("]" if closed else ")"))
    if len(ops) == 2 and _VAR.fullmatch(pieces[1]) and pieces[0].strip() and pieces[2].strip():
        if {ops[0][0], ops[1][0]} == {"<"}:
            low, high, ops_low, ops_high = pieces[0], pieces[2], ops[0], ops[1]
        elif {ops[0][0], ops[1][0]} == {">"}:
            low, high, ops_low, ops_high = pieces[2], pieces[0], ops[1], ops[0]
        else:
            return None
        brackets = ("[" if "=" in ops_low else "(") + ("]" if "=" in ops_high else ")")
        return Value("seq", items=(_leaf(low), _leaf(high)), brackets=brackets)
    return None


def stated_label(text: str) -> str | None:
    """The variable an answer is labelled with: `y = 2x + 3` and `2x + 3 = y` both state y. A
    variable on the right that also occurs on the left (`2x + 3 = x`) makes an equation, no label."""
    left = _LHS_VAR.match(text)
    if left:
        return left.group(1)
    if _COMPARE.search(text):
        # `-2 \le y \le 7` and `y > 3` are about y
        names = [p.strip() for p in _COMPARE.split(text) if _VAR.fullmatch(p)]
        return names[0] if len(names) == 1 else None
    sides = _split_top(text, "=")
    if len(sides) == 2 and _SINGLE_VAR.fullmatch(sides[1]):
        name = sides[1].strip()
        if not re.search(rf"(?<![A-Za-z\\]){re.escape(name)}(?![A-Za-z])", sides[0]):
            return name
    return None


def labels_differ(answer: str, gold: str) -> bool:
    """Both answers are labelled with a variable (`x = 5`, `y = 5`, `2x + 3 = z`) and the
    variables differ; or one is an equation in the other's label variable (`2x + 3 = x` does not
    state y = 2x + 3)."""
    first, second = normalize(answer), normalize(gold)
    label_a, label_b = stated_label(first), stated_label(second)
    if label_a is None or label_b is None:
        if label_b is not None and "=" in first and len(_split_top(first, "=")) == 2:
            return not _mentions(first, label_b)  # `2x + 3 = x` against `y = 2x + 3`
        return False
    return label_a != label_b


def _mentions(text: str, name: str) -> bool:
    return bool(re.search(rf"(?<![A-Za-z\\]){re.escape(name)}(?![A-Za-z])", text))


def equation(text: str) -> Value | None:
    """`text` as an equation, its label kept (`y = -2x` -> y + 2x = 0), or None: for comparing an
    answer written as an equation in another form (`2x + y = 0`, `y - 2x = 3`) with the gold."""
    sides = _split_top(normalize(text), "=")
    if len(sides) != 2 or not all(sides):
        return None
    try:
        return Value("eq", items=(_leaf(sides[0]), _leaf(sides[1])))
    except (LatexError, RecursionError, ValueError, TypeError, ZeroDivisionError):
        return None


def _labelled_in_order(text: str, depth: int) -> Value | None:
    """`y = 1, x = 2` lists values by their labels: read in the labels' order (x, y), so that it
    is the point (2, 1); so is `x = 2 and y = 1`. Only for distinct one-letter labels; None when
    `text` is not such a list."""
    if "=" not in text:
        return None
    if "," in text:
        parts = _split_top(text, ",")
    elif re.search(r"\sand\s", text) and not re.search(r"\sor\s", text):
        parts = _split_words(text)  # (an "or" between them is a hedge, not a point)
    else:
        return None
    labelled = [_LABELLED.match(part) for part in parts]
    if len(parts) < 2 or any(match is None for match in labelled):
        return None
    labels = [match.group(1) for match in labelled if match is not None]
    if len(set(labels)) != len(labels):
        return None  # `x = 1, x = 2`: two solutions of one variable
    # Coordinates go x, y, z, w and a, b, c, d; other labels (`m = 3/2, b = -13` for the pair (m,
    # b) a question names) keep the order they are written in.
    for order in ("xyzw", "abcd"):
        if set(labels) <= set(order):
            parts = [
                part
                for _, part in sorted(
                    zip(labels, parts, strict=True), key=lambda lp: order.index(lp[0])
                )
            ]
            break
    return Value("list", items=_items(parts, depth), brackets="labelled")


_INFINITY = (Value("expr", expr=-sympy.oo), Value("expr", expr=sympy.oo))


def _intersection(items: tuple[Value, ...]) -> Value | None:
    """Two intervals with numeric ends, intersected; None when they are not that."""
    if len(items) != 2 or any(
        i.kind != "seq" or len(i.items) != 2 or i.brackets not in _BRACKETS for i in items
    ):
        return None
    ends = [x.expr for i in items for x in i.items]
    if any(e is None or (not e.is_comparable and e not in (sympy.oo, -sympy.oo)) for e in ends):
        return None
    a, b, c, d = cast("list[sympy.Expr]", ends)
    first, second = items
    low, low_bracket = (
        (first.items[0], first.brackets[0])
        if bool(a > c)
        else (second.items[0], second.brackets[0])
    )
    if a == c:
        low_bracket = "(" if "(" in (first.brackets[0], second.brackets[0]) else "["
    high, high_bracket = (
        (first.items[1], first.brackets[1])
        if bool(b < d)
        else (second.items[1], second.brackets[1])
    )
    if b == d:
        high_bracket = ")" if ")" in (first.brackets[1], second.brackets[1]) else "]"
    if low.expr is None or high.expr is None or bool(low.expr > high.expr):
        return Value("set", items=())
    return Value("seq", items=(low, high), brackets=low_bracket + high_bracket)


_ALL_REALS = Value("seq", items=(Value("expr", expr=-sympy.oo), Value("expr", expr=sympy.oo)),
                   brackets="()")  # fmt: skip


def _minus_points(whole: Value, points: tuple[Value, ...]) -> Value:
    r"""An interval (or union of them) without finitely many points: `(0,36) \setminus \{9\}` is
    (0,9) U (9,36). Points outside it change nothing."""
    intervals = list(whole.items) if whole.kind == "union" else [whole]
    if any(i.kind != "seq" or len(i.items) != 2 or i.brackets not in _BRACKETS for i in intervals):
        raise LatexError("set difference of a non-interval")
    for point in points:
        if point.kind != "expr" or point.expr is None or not point.expr.is_number:
            raise LatexError("set difference by a non-number")
        split: list[Value] = []
        for interval in intervals:
            low, high = (item.expr for item in interval.items)
            if low is None or high is None or not bool(low < point.expr < high):
                split.append(interval)
                continue
            split.append(
                Value("seq", items=(interval.items[0], point), brackets=interval.brackets[0] + ")")
            )
            split.append(
                Value("seq", items=(point, interval.items[1]), brackets="(" + interval.brackets[1])
            )
        intervals = split
    return intervals[0] if len(intervals) == 1 else Value("union", items=tuple(intervals))


_BRACKETS = ("()", "(]", "[)", "[]")
_SET_MINUS_INTERVAL = re.compile(r"^(.+?)\s*\\(?:setminus|backslash)\s*([(\[][^(){}\[\]]+[)\]])$")


def _minus_interval(whole: Value, cut: Value) -> Value:
    r"""`\mathbb{R} \setminus [2, 3]` = (-oo, 2) U (3, oo): each interval of `whole` without `cut`."""
    intervals = list(whole.items) if whole.kind == "union" else [whole]
    parts = [cut, *intervals]
    if any(i.kind != "seq" or len(i.items) != 2 or i.brackets not in _BRACKETS for i in parts):
        raise LatexError("set difference of a non-interval")
    c, d = cut.items
    flip = {"[": ")", "(": "]"}, {"]": "(", ")": "["}
    left_cut = Value("seq", items=(_INFINITY[0], c), brackets="(" + flip[0][cut.brackets[0]])
    right_cut = Value("seq", items=(d, _INFINITY[1]), brackets=flip[1][cut.brackets[1]] + ")")
    kept: list[Value] = []
    for interval in intervals:
        for side in (left_cut, right_cut):
            piece = _intersection((interval, side))
            if piece is None:
                raise LatexError("set difference with non-numeric ends")
            if piece.kind == "seq" and not (
                piece.items[0].expr == piece.items[1].expr and piece.brackets != "[]"
            ):
                kept.append(piece)
    if not kept:
        return Value("set", items=())
    return kept[0] if len(kept) == 1 else Value("union", items=tuple(kept))


def _items(parts: list[str], depth: int) -> tuple[Value, ...]:
    if len(parts) > MAX_ITEMS or any(not part for part in parts):
        raise LatexError("bad list")
    items: list[Value] = []
    for part in parts:
        value = _parse(part, depth + 1)
        # `\{1 \pm \sqrt5, -2\}` lists three solutions: a ± item contributes two
        items.extend(value.items if value.brackets == "pm" else (value,))
    return tuple(items)


def _leaf(text: str) -> Value:
    text = text.strip()
    base = _BASE.fullmatch(text)
    if base and int(base.group(2)) >= 2:
        # 52_8 is a numeral in base 8; it is kept as text so 52_8 never equals 42 by accident
        return Value("text", text=f"{base.group(1).lower()}_{int(base.group(2))}")
    if _THOUSANDS.fullmatch(text):
        text = re.sub(r",\s?", "", text)
    if re.fullmatch(r"[A-Za-z]{2,}", text) and text not in ("pi",):
        return Value("text", text=text.lower())
    return Value("expr", expr=parse_latex(text))

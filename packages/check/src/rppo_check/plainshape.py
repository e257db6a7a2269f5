r"""Tuples, intervals, bare lists and `\pm` pairs of plain values, read without sympy (speed only).

`rppo_check.plainvalue` reads one plain expression; about one MATH gold in ten is instead a
tuple or an interval (`(15,-29)`, `(-\infty, 0]`, `\left( 3, \frac{\pi}{2} \right)`), a bare
list (`1,-2`) or a `\pm` pair (`1 \pm \sqrt{19}`). `parse_answer` builds sympy for every item of
those (~100-600 µs a gold with sympy's caches cold) only for most answers to be a number, which
`values_equal` never finds equal to a structure. `plain_shape` reads such a text (normalised, as
`parse_answer` normalises it) into the structure `parse_answer` gives it, its items read by
`plain_value`, or returns None; `shapes_apart` says two readings certainly differ.

Why `parse_answer` reads each accepted text as that structure and raises nothing (`answer._parse`,
its branches in order): no accepted text holds `=`, `<`, `>`, `;`, `\text`, `\begin`, `\cup`,
`\neq`, `\setminus`, `\backslash`, `\varnothing` or `\mp` (the characters and commands of every
branch before the one it takes), nor starts with `{` or `\{`, and the one `\in` an accepted text
holds is inside an interval's `\infty`, after its opening bracket (where `_LHS_VAR` cannot match):
* "seq": `(`/`[` ... `)`/`]`, the first bracket closing at the end (`_balanced_outer`), at least
  two parts at the top level (`_split_top`, as there), each a plain value or `\infty`/`-\infty`;
* "list": no bracket around it, at least two parts split at top-level commas, each a plain value,
  not a numeral with thousands separators (`1,000` is a number there: `_THOUSANDS`);
* "pm": one plain value with `\pm` (no comma), both of its readings (`+`, `-`) plain values.
Each part is read by `_parse` and, holding none of those characters, reaches `_leaf`, which reads
a plain value as one expression (`rppo_check.plainvalue`), and `\infty` as sympy's infinity. At
most `answer.MAX_ITEMS` parts (more raise there). tests/check/test_speed_session17.py compares
every reading with `parse_answer` on MATH-500's answers and on generated texts.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from rppo_check.normalize import _balanced_outer, _split_top
from rppo_check.plainvalue import PlainValue, clearly_apart, plain_value

MAX_CHARS = 400
# `rppo_check.answer.MAX_ITEMS`: a longer list raises there (a test holds them equal)
MAX_ITEMS = 32
INFINITIES = ("\\infty", "-\\infty")
# `rppo_check.answer._THOUSANDS` (a test holds them equal): such a list is one number there.
_THOUSANDS = re.compile(r"-?\d{1,3}(?:,\d{3})+(?:\.\d+)?")
# What any branch of `answer._parse` before its tuples, lists and `\pm` pairs needs (above).
_OTHER_BRANCH = re.compile(r"[=<>;]|\\(?:text|begin|cup|neq|setminus|backslash|varnothing|mp)")


class PlainShape(NamedTuple):
    """A structure read by `plain_shape`: its `answer.Value` kind ("seq", "list", "set" for a
    `\\pm` pair), its brackets ("()", "[)", ... for "seq"; "pm"; "" for "list") and its items
    (a `PlainValue`, or one of `INFINITIES`)."""

    kind: str
    brackets: str
    items: tuple[PlainValue | str, ...]


def plain_shape(text: str) -> PlainShape | None:
    """`text` (normalised) as one of the structures above, or None."""
    if len(text) > MAX_CHARS or not text.isascii() or text.startswith(("{", "\\{")):
        return None  # (sets)
    if _OTHER_BRANCH.search(text):
        return None
    if text[:1] in "([" and text[-1:] in ")]" and _balanced_outer(text):
        parts = _split_top(text[1:-1], ",")
        if len(parts) < 2:
            return None  # (`(1+2)`: one value, `plain_value`'s)
        items = _items(parts, infinities=True)
        return None if items is None else PlainShape("seq", text[0] + text[-1], items)
    if "," in text:
        if _THOUSANDS.fullmatch(text):
            return None
        parts = _split_top(text, ",")
        items = _items(parts, infinities=False) if len(parts) > 1 else None
        return None if items is None else PlainShape("list", "", items)
    if "\\pm" in text and "\\in" not in text:
        both = (text.replace("\\pm", "+"), text.replace("\\pm", "-"))
        items = _items([part.strip() for part in both], infinities=False)
        return None if items is None else PlainShape("set", "pm", items)
    return None


def _items(parts: list[str], *, infinities: bool) -> tuple[PlainValue | str, ...] | None:
    if len(parts) > MAX_ITEMS:
        return None
    items: list[PlainValue | str] = []
    for part in parts:
        if infinities and part in INFINITIES:
            items.append(part)
            continue
        value = plain_value(part) if part else None
        if value is None:
            return None
        items.append(value)
    return tuple(items)


def shapes_apart(a: PlainValue | PlainShape, b: PlainValue | PlainShape) -> bool:
    """Whether `values_equal` certainly finds the answers read as `a` and `b` unequal: a value
    against a structure (no branch of it equates those), two tuples or intervals with other
    brackets or lengths, or one of whose places holds clearly different values (its items are
    compared place by place, every one must be equal). Two plain values: `clearly_apart`."""
    if isinstance(a, PlainValue) and isinstance(b, PlainValue):
        return clearly_apart(a, b)
    if isinstance(a, PlainValue) or isinstance(b, PlainValue):
        return True
    if a.kind != "seq" or b.kind != "seq":
        return False  # (lists and sets compare without order, and lists with tuples: not here)
    if a.brackets != b.brackets or len(a.items) != len(b.items):
        return True
    return any(_items_apart(x, y) for x, y in zip(a.items, b.items, strict=True))


def _items_apart(x: PlainValue | str, y: PlainValue | str) -> bool:
    """`exprs_equal` equates an infinity only with the same infinity (structurally)."""
    if isinstance(x, str) or isinstance(y, str):
        return x != y
    return clearly_apart(x, y)


# The kinds of `answer.Value` that `values_equal` may find equal (its branches), for an answer read
# here ("expr": a plain value) against a gold of any kind; every other pair it finds unequal.
_MAY_BE_EQUAL = frozenset({
    ("expr", "expr"), ("expr", "text"),  # (`52_8` answered as 52; a letter named by a text)
    ("seq", "seq"), ("seq", "list"), ("seq", "matrix"),  # (a column matrix is a tuple)
    ("list", "seq"), ("list", "list"), ("list", "set"), ("list", "union"),
    ("set", "list"), ("set", "set"),
})  # fmt: skip


def kinds_apart(read: PlainValue | PlainShape, gold_kind: str) -> bool:
    """Whether `values_equal` finds an answer read as `read` unequal to any gold of `gold_kind`
    (`answer.Value.kind`) by their kinds alone: a number against a matrix or an equation, a tuple
    against a text."""
    kind = "expr" if isinstance(read, PlainValue) else read.kind
    return (kind, gold_kind) not in _MAY_BE_EQUAL

"""The MATH speed shortcuts of session 17 (issue 25 item 5) decide nothing the full paths would not.

`rppo_check.plainshape` (tuples, intervals, lists and ± pairs of plain values, read without
sympy) is compared with `parse_answer` and with the full comparison, on generated texts that reach
its edges and on the MATH-500 answers.
"""

from __future__ import annotations

import json
import random

import pytest
import sympy
from rppo_check import answer, builtin, plainshape
from rppo_check.builtin import MathChecker
from rppo_check.plainshape import PlainShape, plain_shape, shapes_apart
from rppo_check.plainvalue import PlainValue

from .conftest import find_data_dir
from .test_speed_session16 import _plain_texts


def _math500_answers() -> list[str]:
    root = find_data_dir()
    if root is None or not (root / "math500" / "test.jsonl").is_file():
        return []
    with (root / "math500" / "test.jsonl").open(encoding="utf-8") as handle:
        return [json.loads(line)["answer"] for line in handle]


def _shape_texts(rng: random.Random, count: int) -> list[str]:
    """Tuples, intervals, lists and ± pairs of plain values and around them: infinities, empty
    and nested parts, thousands, other brackets and every structure `parse_answer` reads first."""
    items = [t for t in _plain_texts(rng, 400) if builtin._plain(t) is not None][:150]
    items += ["1", "2", "-1", "0", "3", "\\infty", "-\\infty", "+\\infty", "x", "\\pi", "1,000"]
    near = ["", " ", "(1,2)", "\\{1\\}", "x = 1", "x \\in", "<", ">", ";", "\\cup", "\\text{a}",
            "\\mp", "\\pm", "and", " or ", "\\infty", "{1}", "\\begin{pmatrix}1\\end{pmatrix}",
            "\\setminus", "\\neq", "\\varnothing", "y", "a_1", "000"]  # fmt: skip
    texts = []
    for _ in range(count):
        parts = [rng.choice(items) for _ in range(rng.choice([1, 2, 2, 2, 3, 4, 33]))]
        if rng.random() < 0.15:
            parts[rng.randrange(len(parts))] = rng.choice(near)
        body = rng.choice([",", ", ", " , "]).join(parts)
        roll = rng.random()
        if roll < 0.5:
            text = rng.choice("([") + rng.choice(["", " "]) + body + rng.choice(")]")
        elif roll < 0.75:
            text = body
        elif roll < 0.9:
            text = rng.choice(items) + rng.choice([" \\pm ", "\\pm", " \\pm"]) + rng.choice(items)
        else:
            text = (
                rng.choice(["\\{", "{", "x \\in ", "(", "\\left( "])
                + body
                + rng.choice(["\\}", "}", ")", "]", " \\right)", ") \\cup (1,2)"])
            )
        texts.append(text)
    return texts


def test_plain_shapes_are_what_parse_answer_reads() -> None:
    texts = _shape_texts(random.Random(1701), 5000) + _math500_answers()
    kinds: dict[str, int] = {}
    for text in texts:
        shape = builtin._plain_shape(text)
        if shape is None:
            continue
        kinds[shape.kind] = kinds.get(shape.kind, 0) + 1
        parsed = builtin._answer_value(text)
        assert parsed is not None, text
        assert (parsed.kind, parsed.brackets) == (shape.kind, shape.brackets), text
        assert len(parsed.items) == len(shape.items), text
        for item, read in zip(parsed.items, shape.items, strict=True):
            assert item.kind == "expr" and item.expr is not None, text
            if isinstance(read, str):
                assert item.expr == (sympy.oo if read == "\\infty" else -sympy.oo), text
            elif read.exact is not None:
                assert item.expr == read.exact, text
            else:
                letters = sorted(item.expr.free_symbols, key=lambda symbol: symbol.name)
                assert tuple(symbol.name for symbol in letters) == read.letters, text
                exact = complex(item.expr.evalf(40, subs=_first_point(item.expr)))
                assert abs(exact - read.value) <= read.error * 16 + 1e-300, text
    assert kinds.get("seq", 0) > 500 and kinds.get("list", 0) > 300 and kinds.get("set", 0) > 200


def _first_point(expr: sympy.Expr) -> dict[sympy.Symbol, float]:
    from rppo_check.symbolic import _POINTS

    letters = sorted(expr.free_symbols, key=lambda symbol: symbol.name)
    return {symbol: _POINTS[0][i % 4] + i // 4 for i, symbol in enumerate(letters)}


def test_plain_shapes_decide_only_what_the_full_comparison_decides(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rng = random.Random(1702)
    shapes = [t for t in _shape_texts(rng, 3000) if builtin._plain_shape(t) is not None]
    values = [t for t in _plain_texts(rng, 600) if builtin._plain(t) is not None]
    texts = shapes[:800] + values[:300] + _math500_answers()
    texts += ["(1,2)", "(1, 2)", "[1,2)", "(2,1)", "1,2", "2,1", "(1,2,3)", "1 \\pm 2", "-1, 3",
              "(-\\infty, 2)", "(-\\infty,2)", "(2, \\infty)", "\\{1, 2\\}", "(1, \\frac{4}{2})",
              "(0.5, 1)", "(\\frac12, 1)", "3 \\pm \\sqrt2", "3 - \\sqrt{2}, 3 + \\sqrt{2}"]  # fmt: skip
    pairs = [(rng.choice(texts), rng.choice(texts)) for _ in range(5000)]
    pairs += [(text, text) for text in texts[:300]] + [
        (t, u) for t in texts[-18:] for u in texts[-18:]
    ]
    checker = MathChecker()
    taken: list[bool] = []

    def spy(a: PlainValue | PlainShape, b: PlainValue | PlainShape) -> bool:
        taken.append(shapes_apart(a, b))
        return taken[-1]

    monkeypatch.setattr(builtin, "shapes_apart", spy)
    _clear()
    fast = [checker(f"So $\\boxed{{{a}}}$.", g).astuple() for a, g in pairs]
    assert sum(taken) > 1500 and not all(taken)  # the shortcut was taken, and passed on
    _clear()
    monkeypatch.setattr(builtin, "_plain_shape", lambda text: None)
    assert [checker(f"So $\\boxed{{{a}}}$.", g).astuple() for a, g in pairs] == fast
    _clear()


def _clear() -> None:
    for cached in (builtin._math_compare, builtin._answer_value, builtin._gold_value):
        cached.cache_clear()


def test_plain_shapes_follow_parse_answer_constants() -> None:
    assert plainshape.MAX_ITEMS == answer.MAX_ITEMS
    assert plainshape._THOUSANDS.pattern == answer._THOUSANDS.pattern
    assert plain_shape("(1,2)") == plain_shape("(1, 2)") != plain_shape("[1,2)")
    assert plain_shape("1,000") is None and plain_shape("\\{1,2\\}") is None
    assert plain_shape("1 \\mp 2") is None and plain_shape("x = 1, y = 2") is None


def test_bound_words_are_in_every_bound_before_a_box() -> None:
    from rppo_check import extract, gates

    from .test_speed_gates import _matching_texts, _texts

    pattern = extract._BOUND_BEFORE_BOX
    texts = _matching_texts(pattern, 1703, 3000)
    matched = 0
    for text in texts:
        low = gates.lowered(text)
        if low is not None and pattern.search(text):
            matched += 1
            assert gates.has_any(low, extract._BOUND_WORDS), text
    assert matched > 1000
    # the gated test says what the scan says, wherever the box starts
    rng = random.Random(1704)
    texts += _texts(2000, 1705) + ["roughly $", "ABOUT \\(", "\\about ", "nearly\n", "ſ", "K"]
    for text in texts:
        whole = text + " $\\boxed{5}$"
        for start in {len(text) + 2, rng.randrange(len(whole) + 1)}:
            window = max(0, start - 40)
            expected = pattern.search(whole, window, start) is not None
            assert extract._bound_before_box(whole, start) == expected, (whole, start)


def test_kinds_apart_decide_only_what_the_full_comparison_decides(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rng = random.Random(1706)
    answers = [t for t in _shape_texts(rng, 1500) if builtin._plain_shape(t) is not None][:300]
    answers += [t for t in _plain_texts(rng, 300) if builtin._plain(t) is not None][:100]
    answers += ["52", "x", "e", "(1, 2)", "1, 2", "1 \\pm 2", "-1, 3", "(3, 4)", "2, 3"]
    golds = _math500_answers() + ["\\text{x}", "52_8", "y = 2x + 3", "(0,9) \\cup (9,36)",
             "\\begin{pmatrix} 1 \\\\ 2 \\end{pmatrix}", "\\{1, 2\\}", "x \\in [-2,7]", "1, 2",
             "\\begin{pmatrix} 1 & 2 \\end{pmatrix}", "(-\\infty, 1) \\cup (2, \\infty)", "x=1, y=2",
             "x < 1 \\text{ or } x > 2", "\\text{(C)}", "2 \\text{ and } 3"]  # fmt: skip
    pairs = [(rng.choice(answers), rng.choice(golds)) for _ in range(5000)]
    pairs += [(a, g) for a in answers[-9:] for g in golds[-14:]]
    checker = MathChecker()
    taken: list[bool] = []

    def spy(read: PlainValue | PlainShape, kind: str) -> bool:
        taken.append(plainshape.kinds_apart(read, kind))
        return taken[-1]

    monkeypatch.setattr(builtin, "kinds_apart", spy)
    _clear()
    fast = [checker(f"So $\\boxed{{{a}}}$.", g).astuple() for a, g in pairs]
    assert sum(taken) > 300 and not all(taken)  # the shortcut was taken, and passed on
    _clear()
    monkeypatch.setattr(builtin, "kinds_apart", lambda read, kind: False)
    assert [checker(f"So $\\boxed{{{a}}}$.", g).astuple() for a, g in pairs] == fast
    _clear()


def test_form_words_are_in_every_restatement() -> None:
    from rppo_check import extract, gates

    from .test_speed_gates import _matching_texts, _texts

    pattern = extract._RESTATED_IN_FORM
    texts = _matching_texts(pattern, 1707, 3000)
    matched = 0
    for text in texts:
        low = gates.lowered(text)
        if low is not None and pattern.search(text):
            matched += 1
            assert gates.has_any(low, extract._FORM_WORDS), text
    assert matched > 1000
    # the gated search finds what the scan finds, from any position
    rng = random.Random(1708)
    texts += _texts(2000, 1709) + ["\\boxed{5}$. As a DECIMAL, this is $0.5$.", "ſ $1$", "$"]
    for text in texts:
        for end in {0, rng.randrange(len(text) + 1)}:
            expected = pattern.search(text, end) if "$" in text[end:] else None
            found = extract._restated_in_form(text, end)
            assert (found and found.span()) == (expected and expected.span()), (text, end)

"""The built-in arithmetic task: deterministic per seed, disjoint splits, right answers."""

from __future__ import annotations

import ast
import re
from fractions import Fraction

import pytest
from reason_ppo.data import DataError, arithmetic, load_problems

_OPS = {ast.Add: Fraction.__add__, ast.Sub: Fraction.__sub__, ast.Mult: Fraction.__mul__}


def _evaluate(expression: str) -> Fraction:
    """Our own generated expression, via a whitelisted AST walk (no eval)."""

    def walk(node: ast.AST) -> Fraction:
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return Fraction(node.value)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
            return walk(node.left) / walk(node.right)
        if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
            return _OPS[type(node.op)](walk(node.left), walk(node.right))
        raise AssertionError(f"unexpected syntax in {expression!r}")

    return walk(ast.parse(expression.replace("×", "*").replace("÷", "/"), mode="eval").body)


def _n(text: str) -> list[int]:
    return [int(x) for x in re.findall(r"\d+", text)]


def _word_answer(question: str) -> Fraction:
    """Recompute a word problem's answer from its numbers, one rule per template."""
    n = _n(question)
    rules = [
        ("gives away", "shares the rest", lambda: Fraction(n[0] * n[1] - n[2], n[3])),
        ("times as many", "", lambda: Fraction(n[0] - n[1] - n[1] * n[2])),
        ("dollars an hour", "", lambda: Fraction(n[0] * n[1] - n[2], n[3])),
        ("gets", "gives away", lambda: Fraction(n[0] + n[1] - n[2])),
        ("packs of", "", lambda: Fraction(n[0] * n[1])),
        ("shares", "equally among", lambda: Fraction(n[0], n[1])),
        ("loose", "", lambda: Fraction(n[0] * n[1] + n[2])),
    ]
    for first, second, rule in rules:
        if first in question and second in question:
            return rule()
    raise AssertionError(f"no rule for {question!r}")


@pytest.mark.parametrize("level", range(1, arithmetic.MAX_LEVEL + 1))
def test_every_answer_is_a_non_negative_integer_that_checks_out(level: int) -> None:
    for split in arithmetic.SPLITS:
        items = arithmetic.generate(split, 200, levels=(level,), seed=3)
        assert items, (level, split)
        for item in items:
            assert item.level == level and item.answer >= 0
            if level <= 4:
                expression = item.question.removeprefix("What is ").removesuffix("?")
                expected = _evaluate(expression)
            else:
                expected = _word_answer(item.question)
            assert expected == item.answer, item


def test_level_1_is_one_digit_addition() -> None:
    problems = load_problems("arithmetic:level=1", split="train", limit=50)
    for problem in problems:
        match = re.fullmatch(r"What is (\d) \+ (\d)\?", problem.question)
        assert match, problem.question
        assert int(problem.gold) == int(match[1]) + int(match[2])


@pytest.mark.parametrize("levels", ["1", "2", "3-4", "5", "6", "1-6"])
def test_deterministic_per_seed(levels: str) -> None:
    first = load_problems(f"arithmetic:level={levels}", split="train", limit=100, seed=7)
    again = load_problems(f"arithmetic:level={levels}", split="train", limit=100, seed=7)
    other = load_problems(f"arithmetic:level={levels}", split="train", limit=100, seed=8)
    assert first == again
    assert [p.question for p in first] != [p.question for p in other]


@pytest.mark.parametrize("level", range(1, arithmetic.MAX_LEVEL + 1))
def test_train_and_held_out_splits_never_share_a_question(level: int) -> None:
    spec = f"arithmetic:level={level}"
    train = {p.question for seed in (0, 1) for p in load_problems(spec, limit=1500, seed=seed)}
    test = {p.question for seed in (0, 2) for p in load_problems(spec, split="test", seed=seed)}
    assert train and test
    assert not train & test
    assert all(arithmetic.split_of(q) == "train" for q in train)
    assert all(arithmetic.split_of(q) == "test" for q in test)


def test_split_of_ignores_spacing_only() -> None:
    question = "What is 12 × 7?"
    assert arithmetic.split_of(question) == arithmetic.split_of("What  is 12 ×\t7? ")


def test_small_pool_train_repeats_but_test_stays_distinct() -> None:
    train = load_problems("arithmetic:level=1,n=300", split="train")
    test = load_problems("arithmetic:level=1", split="test")
    assert len(train) == 300 and len({p.question for p in train}) < 100
    assert len(test) == len({p.question for p in test}) < 100
    assert len({p.id for p in train}) == 300  # ids stay unique even when questions repeat


def test_level_ranges_and_lists_mix_levels() -> None:
    problems = load_problems("arithmetic:level=1-3", limit=300)
    assert {p.meta["level"] for p in problems} == {1, 2, 3}
    problems = load_problems("arithmetic:level=2+5", limit=100)
    assert {p.meta["level"] for p in problems} == {2, 5}


def test_n_option_and_limit() -> None:
    assert len(load_problems("arithmetic:level=4,n=30")) == 30
    assert len(load_problems("arithmetic:level=4,n=30", limit=10)) == 10


@pytest.mark.parametrize(
    ("spec", "split", "match"),
    [
        ("arithmetic:level=9", "train", "levels are 1..6"),
        ("arithmetic:level=x", "train", "not a level"),
        ("arithmetic:size=3", "train", "bad option 'size=3'"),
        ("arithmetic:level", "train", "bad option 'level'"),
        ("arithmetic:n=0", "train", "n must be >= 1"),
        ("arithmetic", "validation", "arithmetic has splits train, test"),
    ],
)
def test_bad_arithmetic_options(spec: str, split: str, match: str) -> None:
    with pytest.raises(DataError, match=match):
        load_problems(spec, split=split)

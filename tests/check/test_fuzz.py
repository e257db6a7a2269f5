"""Hypothesis fuzzing over random and hostile strings: nothing escapes, nothing is evaluated,
every verdict is fast (in-process, each example under 2 s) and bounded through the pool."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rppo_check import REASONS, CheckerPool, Verdict, load_checker
from rppo_check.numeric import parse_number

from .hostile import BOMBS, INJECTIONS, WRAPPERS, hostile_strings

SENTINEL = Path("/tmp/rppo_check_fuzz_SENTINEL")
GOLDS = ["18", "\\frac{1}{2}", "(3,4]", "\\text{(C)}", "x^2+1", "9^{9^{9^9}}", "1,-2"]

pieces = st.sampled_from(
    BOMBS[:6]
    + [i.format(sentinel=SENTINEL) for i in INJECTIONS]
    + ["\\frac{", "}", "{", "^", "\\sqrt", "\\boxed{", "####", "\x00", "1,000", "\\pm", "\\infty"]
)
hostile_text = st.one_of(
    st.text(max_size=300),
    st.lists(st.one_of(pieces, st.text(max_size=20)), max_size=30).map("".join),
)


def _assert_valid(verdict: Verdict) -> None:
    assert isinstance(verdict, Verdict)
    assert verdict.reason in REASONS
    assert verdict.correct is (verdict.reason == "ok")


@settings(
    max_examples=150,
    deadline=2_000,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(
    body=hostile_text,
    wrapper=st.sampled_from(WRAPPERS),
    gold=st.one_of(st.sampled_from(GOLDS), hostile_text),
    name=st.sampled_from(["gsm8k", "math", "exact"]),
)
def test_hostile_strings_in_process(body: str, wrapper: str, gold: str, name: str) -> None:
    verdict = load_checker(name)(wrapper.format(x=body), gold)
    _assert_valid(verdict)
    parse_number(body)
    assert not SENTINEL.exists()


@settings(max_examples=100, deadline=500)
@given(st.text(max_size=500))
def test_parse_number_total(text: str) -> None:
    value = parse_number(text)
    assert value is None or value.denominator > 0


def test_fixed_hostile_corpus_through_the_pool(tmp_path: Path) -> None:
    sentinel = tmp_path / "SENTINEL"
    corpus = hostile_strings(120, str(sentinel), seed=1)
    corpus += [b for b in BOMBS] + [w.format(x=b) for w in WRAPPERS for b in BOMBS[:4]]
    pairs = [(text, gold) for text in corpus for gold in ("18", "\\frac{1}{2}")[:1]]
    with CheckerPool("math", workers=2, timeout=2.0) as pool:
        start = time.monotonic()
        verdicts = pool.check_many(pairs)
        elapsed = time.monotonic() - start
        counters = dict(pool.counters)
    assert len(verdicts) == len(pairs)
    for verdict in verdicts:
        _assert_valid(verdict)
        assert not verdict.correct
    # every check is under its 2 s deadline; timeouts are counted, and rare
    assert elapsed <= 2.0 * len(pairs) / 2 + 5
    assert counters["timeouts"] <= 3, counters
    assert not sentinel.exists()


@pytest.mark.parametrize("name", ["gsm8k", "math"])
def test_each_bomb_alone_is_fast_in_process(name: str) -> None:
    checker = load_checker(name)
    for bomb in BOMBS:
        for wrapper in WRAPPERS:
            start = time.monotonic()
            verdict = checker(wrapper.format(x=bomb), "18")
            assert time.monotonic() - start < 2.0, (bomb[:40], wrapper)
            _assert_valid(verdict)
            assert not verdict.correct

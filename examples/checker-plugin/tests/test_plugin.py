"""The example plug-in works through rppo_check's loader and pool without being installed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import tomllib
from rppo_check import CheckerPool, Verdict, load_checker

ROOT = Path(__file__).resolve().parents[1]
SPEC = "rppo_checker_example:approx"


@pytest.fixture(autouse=True)
def _on_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(ROOT / "src"))


def test_entry_point_is_declared_for_the_reason_ppo_group() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["entry-points"]["reason_ppo.checkers"] == {"approx": SPEC}


@pytest.mark.parametrize(
    ("completion", "gold", "expected"),
    [
        ("#### 9.8066", "9.81", Verdict(True, "9.8066", "ok", True, "hash")),
        ("The answer is 9.7.", "9.81", Verdict(False, "9.7", "mismatch", False, "phrase")),
        ("\\boxed{1000}", "1,005", Verdict(True, "1000", "ok", True, "boxed")),
        (
            "\\boxed{9.8}\\boxed{12}",
            "9.81",
            Verdict(False, "9.8, 12", "parse_error", True, "boxed"),
        ),
        ("#### about ten", "10", Verdict(False, "about ten", "parse_error", True, "hash")),
        ("so g is 9.8.", "9.81", Verdict(True, "9.8", "ok", False, "last_number")),
        ("no final answer", "10", Verdict(False, None, "no_answer")),
        ("#### 10", "a lot", Verdict(False, None, "bad_input")),
    ],
)
def test_approx_in_process(completion: str, gold: str, expected: Verdict) -> None:
    assert load_checker(SPEC)(completion, gold) == expected


def test_approx_through_the_pool() -> None:
    with CheckerPool(SPEC, workers=1, timeout=5.0) as pool:
        verdicts = pool.check_many([("#### 3.14159", "3.14"), ("#### 3", "3.14")])
        assert pool.info.target == SPEC
    assert [v.correct for v in verdicts] == [True, False]
    sys.modules.pop("rppo_checker_example", None)

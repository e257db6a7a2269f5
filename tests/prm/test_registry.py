"""Finding step scorers: built-ins, `pkg.mod:attr`, errors, and no torch for `arithmetic`."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path

import pytest
from rppo_prm import (
    CalculationScorer,
    DuplicateStepScorer,
    StepScorer,
    StepScorerNotFound,
    list_step_scorers,
    load_step_scorer,
)


def count_steps(question: str, steps: Sequence[str], /) -> list[float]:
    """A plug-in written as a plain function: +1 for steps that mention the question's first word."""
    word = question.split()[0].lower()
    return [1.0 if word in step.lower() else 0.0 for step in steps]


class Scaled:
    def __init__(self, factor: float = 1.0) -> None:
        self.factor = factor

    def __call__(self, question: str, steps: Sequence[str], /) -> list[float]:
        return [-self.factor for _ in steps]


def test_builtins_are_listed_without_importing_them() -> None:
    names = {info.name: info for info in list_step_scorers()}
    assert names["arithmetic"].target == "rppo_prm.calculations:CalculationScorer"
    assert names["prm-model"].target == "rppo_prm.model:PRMModelScorer"


def test_registered_name_gives_an_instance() -> None:
    scorer = load_step_scorer("arithmetic")
    assert isinstance(scorer, CalculationScorer)
    assert isinstance(scorer, StepScorer)
    assert scorer("q", ["2*3 = 6"]) == [1.0]


def test_module_attr_spec_function_and_class_with_options() -> None:
    fn = load_step_scorer(f"{__name__}:count_steps")
    assert fn("Apples cost", ["apples: 3", "pears"]) == [1.0, 0.0]
    scaled = load_step_scorer(f"{__name__}:Scaled", factor=0.5)
    assert scaled("q", ["a", "b"]) == [-0.5, -0.5]


def test_unknown_and_broken_specs_name_the_culprit() -> None:
    with pytest.raises(StepScorerNotFound, match="'nope'.*arithmetic"):
        load_step_scorer("nope")
    with pytest.raises(StepScorerNotFound, match="no_such_module"):
        load_step_scorer("no_such_module:thing")
    with pytest.raises(ValueError, match="bad options"):
        load_step_scorer("arithmetic", colour="red")


def test_arithmetic_never_loads_torch_or_transformers() -> None:
    code = textwrap.dedent(
        """
        import sys
        import rppo_prm
        rppo_prm.list_step_scorers()
        scorer = rppo_prm.load_step_scorer("arithmetic")
        assert scorer("q", ["3 + 4 = 7"]) == [1.0]
        heavy = sorted(m for m in sys.modules if m.split(".")[0] in ("torch", "transformers"))
        print(",".join(heavy))
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def _fake_distribution(root: Path, dist: str, entries: dict[str, str]) -> None:
    info = root / f"{dist.replace('-', '_')}-1.2.3.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 1.2.3\n")
    lines = "".join(f"{name} = {target}\n" for name, target in entries.items())
    (info / "entry_points.txt").write_text(f"[reason_ppo.step_scorers]\n{lines}")


def test_two_distributions_one_name_is_an_error_naming_both(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _fake_distribution(tmp_path, "rppo-fake-one", {"twin": "rppo_fake_twin:score"})
    _fake_distribution(tmp_path, "rppo-fake-two", {"twin": "rppo_fake_twin:score"})
    monkeypatch.syspath_prepend(str(tmp_path))
    for call in (list_step_scorers, lambda: load_step_scorer("twin")):
        with pytest.raises(DuplicateStepScorer) as raised:
            call()
        assert "rppo-fake-one" in str(raised.value) and "rppo-fake-two" in str(raised.value)


def test_shadowing_a_builtin_is_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _fake_distribution(tmp_path, "rppo-fake-shadow", {"arithmetic": "rppo_fake_shadow:score"})
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(
        DuplicateStepScorer, match="rppo.prm.*rppo-fake-shadow|rppo-fake-shadow.*rppo.prm"
    ):
        load_step_scorer("arithmetic")

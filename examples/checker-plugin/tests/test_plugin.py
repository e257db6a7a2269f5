"""The example plug-in works through rppo_check's loader and pool without being installed."""

from __future__ import annotations

import json
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


def _commands(verb: str) -> list[str]:
    """The `reason-ppo VERB ...` commands the pyproject's comment and the README tell users to run."""
    import re

    text = (ROOT / "pyproject.toml").read_text() + (ROOT / "README.md").read_text()
    found = re.findall(rf"(?:`|bin/)(reason-ppo {verb} DATASET [^`#\n]*)", text)
    assert found, f"no `reason-ppo {verb}` command in the example's docs"
    return [command.strip() for command in found]


def _run(command: str, extra: list[str], monkeypatch: pytest.MonkeyPatch) -> str:
    """Run a documented command as a user would, with the plug-in named by its module path (it
    is not installed here) on the tiny model."""
    import shlex

    import typer
    from click.testing import CliRunner
    from reason_ppo.cli.app import app

    monkeypatch.setenv("PYTHONPATH", str(ROOT / "src"))  # the checker's worker processes
    words = shlex.split(command.replace("approx", SPEC))[1:]
    words = [w for w in words if w != "DATASET"]
    words.insert(1, "arithmetic")
    result = CliRunner().invoke(typer.main.get_command(app), [*words, *extra])
    assert result.exit_code == 0, f"{command}: {result.output[-2000:]}"
    return result.output


def test_the_documented_train_command_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for n, command in enumerate(_commands("train")):
        run = tmp_path / f"R{n}"
        tiny = ["--model", "tiny", "--out", str(run), "steps=1", "quantize=none", "batch_size=2",
                "samples_per_prompt=2", "max_new_tokens=4", "micro_batch_size=4",
                "minibatch_size=4", "eval_every=0", "gradient_checkpointing=false",
                "checker_workers=1"]  # fmt: skip
        _run(command, tiny, monkeypatch)
        assert json.loads((run / "checker.json").read_text())["target"] == SPEC
    sys.modules.pop("rppo_checker_example", None)


def test_the_documented_eval_command_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tiny = ["--model", "tiny", "--limit", "2", "--max-new-tokens", "4", "--quantize", "none",
            "--workers", "1", "--out", str(tmp_path / "e.jsonl")]  # fmt: skip
    for command in _commands("eval"):
        output = _run(command, tiny, monkeypatch)
        assert f"checker {SPEC}" in output.replace("\n", " ") or SPEC in output
    sys.modules.pop("rppo_checker_example", None)

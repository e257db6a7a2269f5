"""Issue 28 item 5: evals that say what they measure. `runs/latest` is the run training last
wrote; eval output never lands at the root nor moves `latest`; `--like RUN` gives a base-model eval
the run's settings; a precision other than the run's is flagged."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import reason_ppo.eval.plan as eval_plan
from reason_ppo.config import Config, to_toml
from reason_ppo.training.runfolder import mark_latest

os.environ.setdefault("HF_HUB_OFFLINE", "1")


def _plan(**kw: object) -> eval_plan.EvalPlan:
    args: dict[str, object] = dict(
        model=None, adapter=None, split="test", limit=2, samples=1, out=None, data_dir=None,
        checker=None, batch_size=1, max_new_tokens=None, quantize=None, temperature=None, seed=None,
    )  # fmt: skip
    args.update(kw)
    return eval_plan.plan_eval("arithmetic:level=1", **args)  # type: ignore[arg-type]


def _run(folder: Path, **cfg: object) -> Path:
    folder.mkdir(parents=True)
    (folder / "config.toml").write_text(to_toml(Config(model="tiny", **cfg)))  # type: ignore[arg-type]
    return folder


def test_latest_is_a_relative_link_to_the_run_last_started(tmp_path: Path) -> None:
    first, second = tmp_path / "runs" / "a", tmp_path / "runs" / "b"
    first.mkdir(parents=True)
    second.mkdir()
    mark_latest(first)
    mark_latest(second)
    link = tmp_path / "runs" / "latest"
    assert link.is_symlink() and os.readlink(link) == "b"
    (first / "evals").mkdir()  # a later write into the older run does not move the link
    assert link.resolve() == second.resolve()


def test_no_latest_link_outside_a_runs_folder(tmp_path: Path) -> None:
    run = tmp_path / "elsewhere" / "r"
    run.mkdir(parents=True)
    mark_latest(run)
    assert not (tmp_path / "elsewhere" / "latest").exists()


def test_like_takes_the_runs_prompt_cap_and_precision(tmp_path: Path) -> None:
    run = _run(tmp_path / "r", max_new_tokens=17, prompt_template="r1", quantize="none")
    plan = _plan(like=run)
    assert (plan.model, plan.max_new_tokens, plan.prompt_template) == ("tiny", 17, "r1")
    assert plan.quantize == "none" and plan.adapter is None and plan.warnings == ()
    assert plan.out == run / "evals" / "baseline-arithmetic-level-1-test.jsonl"


def test_baseline_without_a_run_never_writes_at_the_root(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    plan = _plan(model="tiny")
    assert plan.out.parent == Path("runs/evals")


def test_a_precision_other_than_the_runs_is_flagged_in_one_line(tmp_path: Path) -> None:
    run = _run(tmp_path / "r", quantize="nf4")
    (warning,) = _plan(like=run, quantize="none").warnings
    assert "--quantize none" in warning and "nf4" in warning and "\n" not in warning
    assert _plan(like=run, quantize="nf4").warnings == ()


@pytest.mark.parametrize(
    ("extra", "needle"), [({"adapter": "x"}, "--like"), ({}, "no config.toml")]
)
def test_like_errors_name_the_flag(tmp_path: Path, extra: dict[str, str], needle: str) -> None:
    kw: dict[str, object] = {"like": tmp_path}
    kw.update({k: tmp_path / v for k, v in extra.items()})
    with pytest.raises(eval_plan.EvalSetupError, match=needle):
        _plan(**kw)


def test_make_eval_uses_the_latest_link_not_mtime() -> None:
    makefile = (Path(__file__).parents[3] / "Makefile").read_text(encoding="utf-8")
    assert "RUN ?= runs/latest" in makefile and "ls -dt" not in makefile
    assert "--like $(RUN)" in makefile

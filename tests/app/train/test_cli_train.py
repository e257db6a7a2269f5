"""`reason-ppo train` as a user meets it (issue 15): the default model without the hub, resume
semantics, progress inside an iteration and the summary at the end."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from reason_ppo.cli.progress import TrainDisplay, best_score, summary
from reason_ppo.config import Config, load_config
from reason_ppo.training.progress import update_minibatches
from reason_ppo.training.run import RunOptions

TINY = ["quantize=none", "batch_size=4", "samples_per_prompt=2", "max_new_tokens=12",
        "micro_batch_size=4", "minibatch_size=4", "eval_every=0", "gradient_checkpointing=false",
        "save_every=1"]  # fmt: skip


def cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "reason_ppo", *args], capture_output=True, text=True, timeout=600,
        env={**os.environ, **(env or {})},
    )  # fmt: skip


def lines(text: str) -> list[str]:
    return [ln for ln in text.splitlines() if ln.strip()]


# --- the default model without the hub -------------------------------------------------------------


def test_default_model_offline_is_one_line_exit_2_fast_and_writes_nothing(tmp_path: Path) -> None:
    env = {"HF_HUB_OFFLINE": "1", "HF_HOME": str(tmp_path / "hf"), "HF_HUB_CACHE": ""}
    env = {k: v for k, v in env.items() if v}
    run_dir = tmp_path / "R"
    started = time.perf_counter()
    done = cli("train", "gsm8k", "--out", str(run_dir), env=env)
    elapsed = time.perf_counter() - started
    assert done.returncode == 2, done.stderr
    (line,) = lines(done.stderr)
    assert f"'{Config().model}'" in line and "--model smollm2-135m" in line
    assert "local model folder" in line and "network" in line
    assert elapsed < 10, elapsed
    assert not run_dir.exists()
    # doctor says the same about the same model
    doctor = cli("doctor", "--data-dir", str(tmp_path), "--run-dir", str(tmp_path), env=env)
    assert line.removeprefix("reason-ppo: error: ") in doctor.stdout.replace("\n", " ")


def test_default_model_with_the_hub_unreachable_is_the_same_one_line(tmp_path: Path) -> None:
    env = {"HF_HOME": str(tmp_path / "hf"), "HF_ENDPOINT": "http://127.0.0.1:9"}
    done = cli("train", "gsm8k", "--out", str(tmp_path / "R"), env={**env, "HF_HUB_OFFLINE": ""})
    assert done.returncode == 2
    (line,) = lines(done.stderr)
    assert "unreachable" in line and "--model smollm2-135m" in line
    assert not (tmp_path / "R").exists()


# --- resume --------------------------------------------------------------------------------------


def test_resume_keys_change_the_saved_config_not_the_defaults(tmp_path: Path) -> None:
    run = tmp_path / "R"
    first = cli("train", "arithmetic", "--model", "tiny", "--out", str(run), "steps=2", *TINY)
    assert first.returncode == 0, first.stderr[-2000:]
    # The case: naming the model used to reset every other key to its default.
    done = cli("train", "arithmetic", "--model", "tiny", "--out", str(run), "--resume", "steps=3")
    assert done.returncode == 0, done.stderr[-2000:]
    assert f"resuming {run} from step-2 (1 to go)" in done.stderr
    assert [json.loads(ln)["step"] for ln in (run / "metrics.jsonl").read_text().splitlines()] == [
        1, 2, 3,
    ]  # fmt: skip
    saved = load_config(run / "config.toml")
    assert (saved.steps, saved.batch_size, saved.max_new_tokens) == (3, 4, 12)


def test_resume_of_a_finished_run_says_so(tmp_path: Path) -> None:
    run = tmp_path / "R"
    first = cli("train", "arithmetic", "--model", "tiny", "--out", str(run), "steps=2", *TINY)
    assert first.returncode == 0, first.stderr[-2000:]
    done = cli("train", "arithmetic", "--out", str(run), "--resume", "steps=1")
    assert done.returncode == 0
    (line,) = lines(done.stderr)
    assert "finished" in line and "step-2" in line and "steps=1" in line


def test_resume_without_a_run_is_an_error_unless_forced(tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    for folder in (empty, tmp_path / "missing"):
        done = cli("train", "arithmetic", "--model", "tiny", "--out", str(folder), "--resume")
        assert done.returncode == 2
        (line,) = lines(done.stderr)
        assert str(folder) in line and "nothing to resume" in line and "--force" in line
    assert not (tmp_path / "missing").exists()
    forced = cli("train", "arithmetic", "--model", "tiny", "--out", str(empty), "--resume",
                 "--force", "steps=1", *TINY)  # fmt: skip
    assert forced.returncode == 0, forced.stderr[-2000:]
    assert (empty / "checkpoints" / "step-1").is_dir()


# --- progress and the summary --------------------------------------------------------------------


class Recorder:
    """A `Counter` that records each phase's total, unit and how much was advanced."""

    def __init__(self) -> None:
        self.phases: list[list] = []

    def __call__(self, total: int, unit: str):
        entry = [unit, total, 0]
        self.phases.append(entry)

        def advance(n: int) -> None:
            entry[2] += n

        return advance


def test_every_phase_reports_its_progress(tmp_path: Path, train_in_process) -> None:
    cfg = load_config(None, ["model=tiny", *TINY, "steps=1", "ppo_epochs=2"])
    record = Recorder()
    assert train_in_process(cfg, RunOptions("arithmetic", tmp_path), count=record) == 0
    rollouts = cfg.batch_size * cfg.samples_per_prompt
    (tokens, checks, minibatches) = record.phases
    metrics = json.loads((tmp_path / "metrics.jsonl").read_text())
    assert tokens[:2] == ["tok", rollouts * cfg.max_new_tokens]
    assert tokens[2] == round(metrics["rollout/len_mean"] * rollouts)  # every token drawn
    assert checks == ["checks", rollouts, rollouts]
    assert minibatches == ["minibatches", 4, 4] == ["minibatches", update_minibatches(cfg, 8), 4]


def test_display_and_summary(tmp_path: Path, capsys) -> None:
    display = TrainDisplay(steps=3, start=1)
    with display.progress:
        display.on_phase(2, "rollout")
        advance = display.counter(100, "tok")
        advance(40)
        task = display.progress.tasks[-1]
        assert (task.total, task.completed, task.fields["unit"]) == (100, 40, "tok")
        display.on_step(2, {"reward/score_mean": 0.25, "reward/kl": 0.0, "loss/policy": None})
        assert len(display.progress.tasks) == 1  # the phase bar is gone with its iteration
    assert "step    2/3  score 0.250" in capsys.readouterr().out

    run = tmp_path / "R"
    (run / "checkpoints" / "step-2").mkdir(parents=True)
    metrics = [{"step": 1, "reward/score_mean": 0.5}, {"step": 2, "reward/score_mean": 0.25}]
    (run / "metrics.jsonl").write_text("".join(json.dumps(m) + "\n" for m in metrics))
    assert best_score(run) == (0.5, 1)
    text = "\n".join(summary(run, "arithmetic:level=1", steps=3, start=1))
    assert "step 2 of 3 (1 this time)" in text and "best rollout score 0.500 at step 1" in text
    assert str(run / "checkpoints" / "step-2") in text
    assert f"make eval RUN={run} DATA=arithmetic:level=1" in text
    assert f"--out {run} --resume" in text  # not finished: how to go on


def test_cli_prints_the_summary(tmp_path: Path) -> None:
    run = tmp_path / "R"
    done = cli("train", "arithmetic", "--model", "tiny", "--out", str(run), "steps=1", *TINY)
    assert done.returncode == 0, done.stderr[-2000:]
    assert f"last checkpoint   {run / 'checkpoints' / 'step-1'}" in done.stderr
    assert f"make eval RUN={run} DATA=arithmetic" in done.stderr

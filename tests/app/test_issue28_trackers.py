"""Issue 28 item 3: `report_to` trackers through the metric-sink interface. metrics.jsonl always;
a tracker that fails is a warning, never a failed run; MLflow and W&B are optional extras, tested
offline when installed (MLflow's file store, W&B's offline mode) and against a fake module always,
so the wiring is tested even without them."""

from __future__ import annotations

import logging
import sys
import time
import types
from pathlib import Path
from typing import Any

import pytest
import typer
from click.testing import CliRunner
from reason_ppo.cli.app import app
from reason_ppo.config import ConfigError, load_config, names
from reason_ppo.training.sinks import (
    JsonlSink,
    MetricLog,
    TensorBoardSink,
    require_trackers,
    run_sinks,
)

TINY = ["quantize=none", "batch_size=4", "samples_per_prompt=2", "max_new_tokens=8",
        "micro_batch_size=4", "minibatch_size=4", "eval_every=0", "gradient_checkpointing=false",
        "save_every=1", "checker_workers=1"]  # fmt: skip


class FakeMlflow(types.ModuleType):
    """The few calls MLflowSink makes, recorded; `fail_on_log` makes log_metrics raise."""

    def __init__(self, fail_on_log: bool = False) -> None:
        super().__init__("mlflow")
        self.calls: list[tuple[str, Any]] = []
        self.fail_on_log = fail_on_log

    def set_experiment(self, name: str) -> None:
        self.calls.append(("set_experiment", name))

    def start_run(self, run_name: str) -> object:
        self.calls.append(("start_run", run_name))
        return object()

    def log_params(self, params: dict[str, str]) -> None:
        self.calls.append(("log_params", params))

    def log_metrics(self, metrics: dict[str, float], step: int) -> None:
        if self.fail_on_log:
            raise ConnectionError("tracking server unreachable")
        self.calls.append(("log_metrics", (step, metrics)))

    def end_run(self) -> None:
        self.calls.append(("end_run", None))


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(typer.main.get_command(app), list(args))
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.output


# --- config ------------------------------------------------------------------------------------


def test_report_to_is_a_list_in_toml_and_commas_on_the_command_line(tmp_path: Path) -> None:
    assert load_config().report_to == "tensorboard"
    assert load_config(None, ["report_to=tensorboard, mlflow"]).report_to == "tensorboard,mlflow"
    file = tmp_path / "c.toml"
    file.write_text('report_to = ["wandb", "mlflow"]\n', encoding="utf-8")
    assert names(load_config(file).report_to) == ("wandb", "mlflow")
    assert load_config(None, ["report_to=none"]).report_to == "none"
    with pytest.raises(ConfigError, match="report_to: expected a list of names"):
        file.write_text("report_to = 3\n", encoding="utf-8")
        load_config(file)


@pytest.mark.parametrize(
    ("value", "culprit"),
    [("comet", "unknown tracker 'comet'"), ("none,mlflow", "'none' cannot be combined")],
)
def test_a_bad_tracker_is_refused_naming_it(value: str, culprit: str) -> None:
    with pytest.raises(ConfigError, match=culprit):
        load_config(None, [f"report_to={value}"])


def test_cli_unknown_tracker_is_one_line_exit_2_and_writes_nothing(tmp_path: Path) -> None:
    run = tmp_path / "R"
    code, output = invoke(
        "train", "arithmetic", "--model", "tiny", "--out", str(run), "report_to=comet"
    )
    assert code == 2
    assert "report_to: unknown tracker 'comet'" in output
    assert not run.exists()


def test_cli_tracker_not_installed_is_one_line_exit_2_before_weights_load(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "wandb", None)  # as if the extra were not installed
    with pytest.raises(ConfigError, match=r"wandb is not installed \(pip install"):
        require_trackers(["tensorboard", "wandb"])
    run = tmp_path / "R"
    code, output = invoke(
        "train", "arithmetic", "--model", "tiny", "--out", str(run), "report_to=wandb"
    )
    assert code == 2
    assert [line for line in output.splitlines() if line.strip()] == [
        "reason-ppo: error: report_to: wandb is not installed (pip install 'reason-ppo[wandb]')"
    ]
    assert not run.exists()


# --- the sinks ---------------------------------------------------------------------------------


def test_report_to_none_leaves_metrics_jsonl_alone(tmp_path: Path) -> None:
    sinks = run_sinks(tmp_path, report_to=["none"])
    assert [type(s) for s in sinks] == [JsonlSink]
    assert [type(s) for s in run_sinks(tmp_path, report_to=["tensorboard"])][1:] == [
        TensorBoardSink
    ]
    assert run_sinks(tmp_path, is_main=False, report_to=["tensorboard"]) == []  # rank 0 only


def test_a_fake_mlflow_gets_every_iteration_params_and_the_end(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake = FakeMlflow()
    monkeypatch.setitem(sys.modules, "mlflow", fake)
    monkeypatch.delenv("MLFLOW_EXPERIMENT_NAME", raising=False)
    monkeypatch.delenv("MLFLOW_EXPERIMENT_ID", raising=False)
    (tmp_path / "config.toml").write_text('steps = 2\nreport_to = "mlflow"\n')
    with MetricLog(run_sinks(tmp_path)) as log:  # report_to read from the run's config.toml
        log.write(1, {"step": 1, "loss/policy": 0.5, "ok": True, "loss/value": None}, [])
        log.write(2, {"step": 2, "loss/policy": 0.25}, [])
    assert fake.calls == [
        ("set_experiment", "reason-ppo"),
        ("start_run", tmp_path.name),
        ("log_params", {"steps": "2", "report_to": "mlflow"}),
        ("log_metrics", (1, {"loss/policy": 0.5})),
        ("log_metrics", (2, {"loss/policy": 0.25})),
        ("end_run", None),
    ]
    assert len((tmp_path / "metrics.jsonl").read_text().splitlines()) == 2


def test_a_failing_tracker_is_a_warning_and_metrics_jsonl_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setitem(sys.modules, "mlflow", FakeMlflow(fail_on_log=True))
    with (
        caplog.at_level(logging.WARNING),
        MetricLog(run_sinks(tmp_path, report_to=["mlflow"])) as log,
    ):
        for step in (1, 2, 3):
            log.write(step, {"step": step, "loss/policy": 0.5}, [])
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1, warnings  # once, then the tracker is off
    assert "tracker mlflow failed" in warnings[0] and "tracking server unreachable" in warnings[0]
    assert len((tmp_path / "metrics.jsonl").read_text().splitlines()) == 3


def test_a_tracker_that_cannot_start_is_a_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    broken = FakeMlflow()
    broken.start_run = lambda run_name: (_ for _ in ()).throw(RuntimeError("no login"))  # type: ignore[method-assign]
    monkeypatch.setitem(sys.modules, "mlflow", broken)
    with caplog.at_level(logging.WARNING):
        sinks = run_sinks(tmp_path, report_to=["mlflow"])
    assert [type(s) for s in sinks] == [JsonlSink]
    assert "tracker mlflow could not start (RuntimeError: no login)" in caplog.text


def test_a_tiny_run_reports_to_a_fake_mlflow(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, train_in_process
) -> None:
    """The whole path: the config key, the run folder's config.toml, run_sinks in the loop."""
    from reason_ppo.training.run import RunOptions

    cfg = load_config(None, [*TINY, "model=tiny", "steps=2", "report_to=mlflow,tensorboard"])
    fake = FakeMlflow()

    def fake_mlflow(setup: object) -> None:  # after the model loads: transformers probes for it
        monkeypatch.setitem(sys.modules, "mlflow", fake)

    opts = RunOptions("arithmetic", tmp_path / "R")
    assert train_in_process(cfg, opts, after_build=fake_mlflow) == 0
    steps = [args[0] for name, args in fake.calls if name == "log_metrics"]
    assert steps == [1, 2]
    assert fake.calls[-1] == ("end_run", None)
    assert list((tmp_path / "R" / "tb").glob("events.*"))


# --- the real clients, offline -------------------------------------------------------------------


def test_mlflow_file_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    mlflow = pytest.importorskip("mlflow")
    monkeypatch.setenv("MLFLOW_TRACKING_URI", (tmp_path / "mlruns").as_uri())
    monkeypatch.setenv("MLFLOW_ALLOW_FILE_STORE", "true")  # MLflow 3: the file store is opt-in
    monkeypatch.delenv("MLFLOW_EXPERIMENT_NAME", raising=False)
    run_dir = tmp_path / "run-a"
    run_dir.mkdir()
    (run_dir / "config.toml").write_text("steps = 2\nlr = 1e-05\n")
    with MetricLog(run_sinks(run_dir, report_to=["mlflow"])) as log:
        log.write(1, {"step": 1, "reward/score_mean": 0.25}, [])
        log.write(2, {"step": 2, "reward/score_mean": 0.5}, [])
    client = mlflow.tracking.MlflowClient(tracking_uri=(tmp_path / "mlruns").as_uri())
    experiment = client.get_experiment_by_name("reason-ppo")
    (run,) = client.search_runs([experiment.experiment_id])
    assert run.info.run_name == "run-a" and run.info.status == "FINISHED"
    assert run.data.params["lr"] == "1e-05"
    history = client.get_metric_history(run.info.run_id, "reward/score_mean")
    assert [(m.step, m.value) for m in history] == [(1, 0.25), (2, 0.5)]


def test_wandb_offline(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    pytest.importorskip("wandb")
    monkeypatch.setenv("WANDB_MODE", "offline")
    monkeypatch.setenv("WANDB_DIR", str(tmp_path))
    monkeypatch.setenv("WANDB_SILENT", "true")
    run_dir = tmp_path / "run-b"
    run_dir.mkdir()
    with caplog.at_level(logging.WARNING):
        sinks = run_sinks(run_dir, report_to=["wandb"])
        with MetricLog(sinks) as log:
            log.write(1, {"step": 1, "reward/score_mean": 0.25}, [])
            log.write(2, {"step": 2, "reward/score_mean": 0.5}, [])
    assert len(sinks) == 2 and not getattr(sinks[1], "failed", True), caplog.text
    assert "tracker" not in caplog.text
    (offline,) = (tmp_path / "wandb").glob("offline-run-*")
    (record,) = offline.glob("run-*.wandb")  # what `wandb sync` uploads later
    for _ in range(60):  # W&B's service process writes it after finish() returns
        if b"reward/score_mean" in record.read_bytes():
            break
        time.sleep(0.5)
    assert b"reward/score_mean" in record.read_bytes()

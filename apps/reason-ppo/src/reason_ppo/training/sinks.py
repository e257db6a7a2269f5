"""Where a run's per-iteration record goes: metric sinks behind one small interface.

A sink takes, once per iteration, the metrics dict (namespaced keys, `step` first) and the few
logged samples, and is closed once at the end. The run folder's own files are two sinks:
`JsonlSink` (metrics.jsonl and samples.jsonl, the source of truth that resume cuts back) and
`TensorBoardSink` (scalars under tb/). The trackers of `report_to` (TensorBoard, MLflow, W&B:
issue 28) are sinks too, named in `TRACKERS`; each is wrapped so that a tracker that fails (a
server down, a full disk, a bad token) costs a warning, never the run: metrics.jsonl has every
line. Under torchrun only rank 0 has sinks.
"""

from __future__ import annotations

import importlib.util
import logging
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

import tomllib

from reason_ppo.config import ConfigError, names
from reason_ppo.training.runfolder import JsonlWriter

log = logging.getLogger(__name__)

Record = Mapping[str, Any]


class MetricSink(Protocol):
    """One destination of the per-iteration record."""

    def write(self, step: int, metrics: Record, samples: Sequence[Record]) -> None:
        """Record iteration `step`: its metrics (with "step") and its logged samples."""
        ...

    def close(self) -> None:
        """Flush and release; called once, also when the run stops on an error."""
        ...


class JsonlSink:
    """metrics.jsonl (one line per iteration) and samples.jsonl (one line per sample, with its
    step), appended and flushed line by line so a kill loses at most the line being written."""

    def __init__(self, run_dir: Path) -> None:
        self._metrics = JsonlWriter(run_dir / "metrics.jsonl")
        self._samples = JsonlWriter(run_dir / "samples.jsonl")

    def write(self, step: int, metrics: Record, samples: Sequence[Record]) -> None:
        self._metrics.write(dict(metrics))
        for sample in samples:
            self._samples.write({"step": step, **sample})

    def close(self) -> None:
        self._metrics.close()
        self._samples.close()


def _scalars(metrics: Record) -> dict[str, float]:
    """The numeric metrics, without "step" (trackers take the step apart)."""
    return {
        key: float(value)
        for key, value in metrics.items()
        if isinstance(value, (int, float)) and not isinstance(value, bool) and key != "step"
    }


def _params(run_dir: Path) -> dict[str, Any]:
    """The run's resolved config (RUN/config.toml, written before the first iteration), as a
    tracker's run parameters; {} when there is none."""
    try:
        return tomllib.loads((run_dir / "config.toml").read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError):
        return {}


class Tracker:
    """A sink whose failure is a warning, never a failed run: the first error is logged and the
    tracker is off for the rest of the run; metrics.jsonl goes on. Subclasses write in `_write`
    and `_close`."""

    name = "tracker"
    failed = False

    def write(self, step: int, metrics: Record, samples: Sequence[Record]) -> None:
        if self.failed:
            return
        try:
            self._write(step, metrics, samples)
        except Exception as exc:  # any tracker error (a server down, a full disk): a warning
            self._warn(f"step {step}", exc)

    def close(self) -> None:
        try:
            self._close()
        except Exception as exc:
            self._warn("close", exc)

    def _warn(self, what: str, exc: Exception) -> None:
        self.failed = True
        log.warning(
            "tracker %s failed (%s: %s: %s); it is off for the rest of this run, "
            "metrics.jsonl has every line", self.name, what, type(exc).__name__, exc,
        )  # fmt: skip

    def _write(self, step: int, metrics: Record, samples: Sequence[Record]) -> None:
        raise NotImplementedError

    def _close(self) -> None:
        raise NotImplementedError


class TensorBoardSink(Tracker):
    """The numeric metrics as TensorBoard scalars under tb/, if tensorboard is importable."""

    name = "tensorboard"

    def __init__(self, run_dir: Path) -> None:
        try:
            from torch.utils.tensorboard import SummaryWriter
        except ImportError:  # pragma: no cover - tensorboard is a declared dependency
            self._writer = None
            return
        self._writer = SummaryWriter(log_dir=str(run_dir / "tb"))

    def _write(self, step: int, metrics: Record, samples: Sequence[Record]) -> None:
        if self._writer is None:
            return
        for key, value in _scalars(metrics).items():
            self._writer.add_scalar(key, value, step)
        self._writer.flush()

    def _close(self) -> None:
        if self._writer is not None:
            self._writer.close()


class MLflowSink(Tracker):
    """The numeric metrics as MLflow metrics and the config as its parameters, in one MLflow run
    named after the run folder. Where it goes is MLflow's own setting (MLFLOW_TRACKING_URI, else
    ./mlruns; MLFLOW_EXPERIMENT_NAME, else "reason-ppo")."""

    def __init__(self, run_dir: Path) -> None:
        import mlflow

        self.name, self._mlflow = "mlflow", mlflow
        if not os.environ.get("MLFLOW_EXPERIMENT_NAME") and not os.environ.get(
            "MLFLOW_EXPERIMENT_ID"
        ):
            mlflow.set_experiment("reason-ppo")
        self._run = mlflow.start_run(run_name=run_dir.name)
        params = {key: str(value)[:500] for key, value in _params(run_dir).items()}
        if params:
            mlflow.log_params(params)

    def _write(self, step: int, metrics: Record, samples: Sequence[Record]) -> None:
        self._mlflow.log_metrics(_scalars(metrics), step=step)

    def _close(self) -> None:
        self._mlflow.end_run()


class WandbSink(Tracker):
    """The numeric metrics as a W&B run named after the run folder, the config as its config.
    W&B's own settings apply (WANDB_PROJECT, else "reason-ppo"; WANDB_MODE=offline; WANDB_DIR,
    else the run folder)."""

    def __init__(self, run_dir: Path) -> None:
        import wandb

        self.name = "wandb"
        self._run = wandb.init(
            project=os.environ.get("WANDB_PROJECT") or "reason-ppo", name=run_dir.name,
            dir=os.environ.get("WANDB_DIR") or str(run_dir), config=_params(run_dir),
        )  # fmt: skip

    def _write(self, step: int, metrics: Record, samples: Sequence[Record]) -> None:
        self._run.log(_scalars(metrics), step=step)

    def _close(self) -> None:
        self._run.finish()


# The trackers of `report_to` ("none" aside): the factory of each and the module it needs (None:
# a declared dependency). `config.validate` checks names against this table.
TRACKERS: dict[str, tuple[Callable[[Path], MetricSink], str | None]] = {
    "tensorboard": (TensorBoardSink, None),
    "mlflow": (MLflowSink, "mlflow"),
    "wandb": (WandbSink, "wandb"),
}


def _installed(module: str) -> bool:
    """Importable, without importing it (mlflow and wandb take seconds); a module already in
    sys.modules counts as it is there (None: blocked)."""
    if module in sys.modules:
        return sys.modules[module] is not None
    return importlib.util.find_spec(module) is not None


def require_trackers(names: Sequence[str]) -> None:
    """ConfigError (one line, before any weights load) for a tracker whose extra is missing."""
    for name in names:
        module = TRACKERS[name][1] if name in TRACKERS else None
        if module is not None and not _installed(module):
            raise ConfigError(
                f"report_to: {name} is not installed (pip install 'reason-ppo[{name}]')"
            )


def trackers(run_dir: Path, names: Sequence[str]) -> list[MetricSink]:
    """The sinks of `report_to`; one that cannot start is a warning and is left out."""
    sinks: list[MetricSink] = []
    for name in dict.fromkeys(names):  # a name given twice is one tracker
        if name == "none":
            continue
        try:
            sink = TRACKERS[name][0](run_dir)
        except Exception as exc:  # an unreachable server, a missing login, a missing extra
            log.warning("tracker %s could not start (%s: %s); training without it",
                        name, type(exc).__name__, exc)  # fmt: skip
            continue
        sinks.append(sink)
    return sinks


def run_sinks(
    run_dir: Path, *, is_main: bool = True, report_to: Sequence[str] | None = None
) -> list[MetricSink]:
    """The sinks of a run: the run folder's JSONL files and the `report_to` trackers on rank 0,
    none elsewhere (rank 0 writes the run folder). `report_to` None: the run's own config.toml
    says (written by `prepare` before the loop), else TensorBoard."""
    if not is_main:
        return []
    if report_to is None:
        saved = _params(run_dir).get("report_to", "tensorboard")
        report_to = names(saved) if isinstance(saved, str) else list(saved)
    return [JsonlSink(run_dir), *trackers(run_dir, report_to)]


class MetricLog:
    """Every sink, written in order and all closed on the way out (a context manager)."""

    def __init__(self, sinks: Sequence[MetricSink]) -> None:
        self.sinks = list(sinks)

    def write(self, step: int, metrics: Record, samples: Sequence[Record]) -> None:
        for sink in self.sinks:
            sink.write(step, metrics, samples)

    def __enter__(self) -> MetricLog:
        return self

    def __exit__(self, *exc: object) -> None:
        for sink in self.sinks:
            sink.close()

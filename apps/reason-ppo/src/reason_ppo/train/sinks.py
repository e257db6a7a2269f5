"""Where a run's per-iteration record goes: metric sinks behind one small interface.

A sink takes, once per iteration, the metrics dict (namespaced keys, `step` first) and the few
logged samples, and is closed once at the end. The run folder's own files are two sinks:
`JsonlSink` (metrics.jsonl and samples.jsonl, the source of truth that resume cuts back) and
`TensorBoardSink` (scalars under tb/). A tracker (MLflow, W&B: issue 28) is one more class with
these two methods, added to the list `run_sinks` returns. Under torchrun only rank 0 has sinks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

from reason_ppo.train.runfolder import JsonlWriter

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


class TensorBoardSink:
    """The numeric metrics as TensorBoard scalars under tb/, if tensorboard is importable."""

    def __init__(self, run_dir: Path) -> None:
        try:
            from torch.utils.tensorboard import SummaryWriter
        except ImportError:  # pragma: no cover - tensorboard is a declared dependency
            self._writer = None
            return
        self._writer = SummaryWriter(log_dir=str(run_dir / "tb"))

    def write(self, step: int, metrics: Record, samples: Sequence[Record]) -> None:
        if self._writer is None:
            return
        for key, value in metrics.items():
            if isinstance(value, (int, float)) and not isinstance(value, bool) and key != "step":
                self._writer.add_scalar(key, value, step)
        self._writer.flush()

    def close(self) -> None:
        if self._writer is not None:
            self._writer.close()


def run_sinks(run_dir: Path, *, is_main: bool = True) -> list[MetricSink]:
    """The sinks of a run: the run folder's JSONL files and TensorBoard on rank 0, none elsewhere
    (rank 0 writes the run folder)."""
    if not is_main:
        return []
    return [JsonlSink(run_dir), TensorBoardSink(run_dir)]


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

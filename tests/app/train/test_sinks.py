"""The metric-sink interface: the run folder's files are sinks, other ranks have none, and a sink
written against the protocol alone (as issue 28's trackers will be) receives every iteration."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from reason_ppo.training.sinks import JsonlSink, MetricLog, MetricSink, TensorBoardSink, run_sinks


class Recorder:
    def __init__(self) -> None:
        self.calls: list[tuple[int, dict[str, Any], list[dict[str, Any]]]] = []
        self.closed = False

    def write(self, step: int, metrics: Any, samples: Sequence[Any]) -> None:
        self.calls.append((step, dict(metrics), [dict(s) for s in samples]))

    def close(self) -> None:
        self.closed = True


def test_rank_zero_writes_the_run_folder_and_others_nothing(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()  # the run folder exists before the sinks open (runfolder.prepare)
    main = run_sinks(tmp_path / "a")
    assert [type(s) for s in main] == [JsonlSink, TensorBoardSink]
    assert run_sinks(tmp_path / "b", is_main=False) == []
    with MetricLog(main) as log:
        log.write(1, {"step": 1, "loss/policy": 0.5, "x": float("nan")}, [{"completion": "a"}])
        log.write(2, {"step": 2, "loss/policy": None}, [])
    lines = (tmp_path / "a" / "metrics.jsonl").read_text(encoding="utf-8")
    assert lines == (
        '{"step": 1, "loss/policy": 0.5, "x": "nan"}\n{"step": 2, "loss/policy": null}\n'
    )
    samples = (tmp_path / "a" / "samples.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(line) for line in samples] == [{"step": 1, "completion": "a"}]
    assert list((tmp_path / "a" / "tb").glob("events.*"))
    assert not (tmp_path / "b").exists()


def test_a_sink_needs_only_write_and_close(tmp_path: Path) -> None:
    recorder = Recorder()
    sinks: list[MetricSink] = [*run_sinks(tmp_path), recorder]
    with MetricLog(sinks) as log:
        log.write(3, {"step": 3, "reward/score_mean": 1.0}, [{"gold": "4"}])
    assert recorder.calls == [(3, {"step": 3, "reward/score_mean": 1.0}, [{"gold": "4"}])]
    assert recorder.closed

"""Issue 28 item 1: progress without a terminal. With stderr to a file (nohup, Slurm, CI) a run
prints plain progress lines (iteration, phase, done/total, rate, ETA) at most every
`progress_every` seconds and at each phase end; a terminal keeps its bars."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from reason_ppo.cli.progress import PlainProgress, TrainDisplay

TINY = ["quantize=none", "batch_size=4", "samples_per_prompt=2", "max_new_tokens=8",
        "micro_batch_size=4", "minibatch_size=4", "eval_every=0", "gradient_checkpointing=false",
        "save_every=1", "checker_workers=1"]  # fmt: skip

LINE = re.compile(
    r"^iteration (\d+)/2  (\S+)  (\d+)/(\d+) (\S+)  [\d,.]+ \S+/s  eta \d:\d\d:\d\d"
    r"  elapsed \d:\d\d:\d\d$"
)


def test_a_two_iteration_run_with_stderr_to_a_file_shows_rollout_progress(tmp_path: Path) -> None:
    log = tmp_path / "stderr.log"
    with log.open("w") as stderr:  # a file, not a terminal: what nohup and Slurm give
        done = subprocess.run(
            [sys.executable, "-m", "reason_ppo", "train", "arithmetic", "--model", "tiny",
             "--out", str(tmp_path / "R"), "steps=2", "progress_every=0", *TINY],
            stdout=subprocess.PIPE, stderr=stderr, text=True, timeout=600,
            env={**os.environ, "OMP_NUM_THREADS": "1"},
        )  # fmt: skip
    text = log.read_text()
    assert done.returncode == 0, text[-2000:]
    found = [m.groups() for line in text.splitlines() if (m := LINE.match(line))]
    rollout = [g for g in found if g[1] == "rollout"]
    assert {g[0] for g in rollout} == {"1", "2"}, text
    assert all(g[4] == "tok" for g in rollout)
    # each phase ends with its full count
    assert ("1", "rollout") in {(g[0], g[1]) for g in rollout if g[2] == g[3]}
    assert {g[1] for g in found} >= {"rollout", "score", "update"}
    assert "\x1b[" not in text  # no terminal escapes in a log file
    assert "step    2/2" in done.stdout  # the per-iteration lines stay on stdout


def test_plain_lines_are_throttled_and_each_phase_ends_with_one_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = [100.0]
    monkeypatch.setattr("reason_ppo.cli.progress.time.monotonic", lambda: clock[0])
    out = io.StringIO()
    plain = PlainProgress(steps=3, every=30, stream=out)
    plain.start(1, "rollout")
    advance = plain.count(100, "tok")
    for _ in range(10):  # 10 ticks, 10 s apart: a line at 30 s and 60 s and 90 s only
        clock[0] += 10
        advance(10)
    plain.start(1, "update")  # the rollout's end line, then the update's phase
    plain.end()  # a phase without a counter still says it ended
    plain.end()  # and only once
    lines = out.getvalue().splitlines()
    assert [line.split("  ")[2] for line in lines[:4]] == ["30/100 tok", "60/100 tok",
                                                            "90/100 tok", "100/100 tok"]  # fmt: skip
    assert lines[0] == "iteration 1/3  rollout  30/100 tok  1.0 tok/s  eta 0:01:10  elapsed 0:00:30"
    assert lines[4:] == ["iteration 1/3  update  elapsed 0:00:00"]


def test_a_terminal_keeps_its_bars_and_rank_1_prints_nothing() -> None:
    assert TrainDisplay(2, 0).plain is None  # plain_every None: the rich bars
    assert not TrainDisplay(2, 0).progress.disable
    shown = TrainDisplay(2, 0, plain_every=30)
    assert shown.plain is not None and shown.progress.disable
    assert TrainDisplay(2, 0, quiet=True, plain_every=30).plain is None


def test_progress_every_is_a_config_key() -> None:
    from reason_ppo.config import ConfigError, load_config

    assert load_config().progress_every == 30
    assert load_config(None, ["progress_every=0"]).progress_every == 0
    with pytest.raises(ConfigError, match="progress_every: must be >= 0"):
        load_config(None, ["progress_every=-1"])

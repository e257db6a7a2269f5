"""What `reason-ppo train` shows while it runs: two rich bars on stderr (the run's iterations, and
the current phase of the iteration: rollout tokens, checks, update minibatches, each with its rate
and ETA), one line per iteration on stdout, and a summary at the end. Without a terminal (nohup,
Slurm, CI, `2> file`) the bars would print nothing for a whole iteration: stderr gets plain lines
instead (`PlainProgress`), at most every `progress_every` seconds and at each phase end."""

from __future__ import annotations

import json
import math
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
)
from rich.text import Text

if TYPE_CHECKING:
    from typing import TextIO

    from reason_ppo.training.metrics import Metrics
    from reason_ppo.training.progress import Advance


class _Rate(ProgressColumn):
    """Units per second of a task (`unit` field): tok/s, checks/s, minibatches/s, it/s."""

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        unit = task.fields.get("unit", "")
        if not speed or not unit:
            return Text("")
        if speed < 1:  # minutes per iteration on a CPU read better as seconds per unit
            return Text(f"{1 / speed:,.1f} s/{unit}", style="progress.data.speed")
        text = f"{speed:,.1f} {unit}/s" if speed < 100 else f"{speed:,.0f} {unit}/s"
        return Text(text, style="progress.data.speed")


class _Eta(ProgressColumn):
    """Time left at the task's average pace so far (rich's own estimate looks at the last 30 s
    only, and an iteration on a CPU can take minutes)."""

    def render(self, task: Task) -> Text:
        done = task.completed - task.fields.get("initial", 0)
        if not task.total or not done or task.elapsed is None:
            return Text("eta -:--:--" if task.total else "", style="progress.remaining")
        left = max(0.0, task.elapsed / done * (task.total - task.completed))
        return Text(f"eta {_clock(left)}", style="progress.remaining")


def _clock(seconds: float) -> str:
    minutes, whole = divmod(int(seconds + 0.5), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{whole:02d}"


class PlainProgress:
    """The bars as plain stderr lines, for a log file: `iteration 3/8 rollout 1536/4096 tok
    41.2 tok/s elapsed 0:00:37 eta 0:01:02`, at most every `every` seconds within a phase and
    once at its end (0: at every tick, for tests)."""

    def __init__(self, steps: int, every: float, stream: TextIO | None = None) -> None:
        self.steps, self.every = steps, every
        self.stream = stream
        self.step, self.name, self.unit = 0, "", ""
        self.done = self.total = 0
        self.shown = -1
        self.started = self.printed = 0.0

    def start(self, step: int, name: str) -> None:
        self.end()
        self.step, self.name, self.unit, self.done, self.total = step, name, "", 0, 0
        self.started = self.printed = time.monotonic()
        self.shown = -1  # the count of the phase's last line: its end line is not a repeat

    def count(self, total: int, unit: str) -> Advance:
        self.total, self.unit = total, unit

        def advance(n: int) -> None:
            self.done += n
            if time.monotonic() - self.printed >= self.every:
                self._line()

        return advance

    def end(self) -> None:
        """The phase's last line (its final count and rate), once."""
        if self.name and self.done != self.shown:
            self._line()
        self.name = ""

    def _line(self) -> None:
        now = time.monotonic()
        self.printed, self.shown, elapsed = now, self.done, now - self.started
        parts = [f"iteration {self.step}/{self.steps}", self.name]
        if self.total:
            parts.append(f"{self.done}/{self.total} {self.unit}".rstrip())
            if self.done and elapsed > 0:
                parts.append(f"{self.done / elapsed:,.1f} {self.unit}/s")
                parts.append(f"eta {_clock(elapsed / self.done * max(0, self.total - self.done))}")
        parts.append(f"elapsed {_clock(elapsed)}")
        print("  ".join(parts), file=self.stream or sys.stderr, flush=True)


class TrainDisplay:
    """The bars (transient: they vanish when the run ends) and the per-iteration lines; `quiet`
    (a torchrun rank other than 0) shows no bars."""

    def __init__(
        self, steps: int, start: int, *, quiet: bool = False, plain_every: float | None = None
    ) -> None:
        self.steps = steps
        # plain_every: seconds between plain lines in place of the bars (no terminal); None: bars
        self.plain = (
            PlainProgress(steps, plain_every) if plain_every is not None and not quiet else None
        )
        self.progress = Progress(
            TextColumn("[bold]{task.description:<18}"), BarColumn(bar_width=30),
            MofNCompleteColumn(), _Rate(), TimeElapsedColumn(), _Eta(),
            console=Console(stderr=True), transient=True, speed_estimate_period=600,
            disable=quiet or self.plain is not None,
        )  # fmt: skip
        self.run_task = self.progress.add_task(
            "iterations", total=steps, completed=start, initial=start, unit="it"
        )
        self.phase_task: TaskID | None = None

    def on_phase(self, step: int, name: str) -> None:
        """A new phase of iteration `step`: a fresh bar (its own rate and ETA), without a total
        until the phase says how much work it has (`counter`)."""
        self._end_phase()
        if self.plain is not None:
            self.plain.start(step, name)
        self.phase_task = self.progress.add_task(f"step {step} {name}", total=None, unit="")

    def _end_phase(self) -> None:
        if self.plain is not None:
            self.plain.end()
        if self.phase_task is not None:
            self.progress.remove_task(self.phase_task)
            self.phase_task = None

    def counter(self, total: int, unit: str) -> Advance:
        """The `reason_ppo.training.progress.Counter` of the current phase."""
        if self.plain is not None:
            return self.plain.count(total, unit)
        task = self.phase_task
        if task is None:
            return lambda n: None
        self.progress.update(task, total=total, unit=unit)
        return lambda n: self.progress.advance(task, n)

    def on_step(self, step: int, m: Metrics) -> None:
        def num(key: str, spec: str) -> str:  # null: no actor / critic step this iteration
            value = m.get(key)
            return "-" if value is None else format(value, spec)

        line = (
            f"step {step:>4}/{self.steps}  score {num('reward/score_mean', '.3f')}  "
            f"kl {num('reward/kl', '+.4f')}  len {num('rollout/len_mean', '.1f')}  "
            f"pg {num('loss/policy', '+.4f')}  vf {num('loss/value', '.4f')}  "
            f"clip {num('ppo/clipfrac', '.3f')}  {num('perf/step_s', '.1f')}s"
        )
        if "eval/accuracy" in m:
            line += f"  eval {num('eval/accuracy', '.3f')}"
        self.progress.update(self.run_task, completed=step)
        self._end_phase()
        typer.echo(line)


def best_score(run_dir: Path) -> tuple[float, int] | None:
    """(best reward/score_mean, its step) over the run's metrics.jsonl, or None without one."""
    best: tuple[float, int] | None = None
    path = run_dir / "metrics.jsonl"
    if not path.exists():
        return None
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue
        score = record.get("reward/score_mean")
        if isinstance(score, (int, float)) and math.isfinite(score):
            if best is None or score > best[0]:
                best = (float(score), int(record.get("step", 0)))
    return best


def summary(run_dir: Path, dataset: str, steps: int, start: int) -> list[str]:
    """The lines printed when a run stops: where it got to, its best score, its last checkpoint,
    and the commands that come next."""
    from reason_ppo import checkpoint

    saved = checkpoint.step_dirs(run_dir)
    reached = saved[0][0] if saved else start
    lines = [f"run {run_dir}: step {reached} of {steps} ({reached - start} this time)"]
    best = best_score(run_dir)
    if best is not None:
        lines.append(f"  best rollout score {best[0]:.3f} at step {best[1]}")
    if saved:
        lines.append(f"  last checkpoint   {saved[0][1]}")
        lines.append(f"  next: make eval RUN={run_dir} DATA={dataset}    (held-out accuracy)")
        lines.append(f"        reason-ppo plot {run_dir}    (the curves)")
        if reached < steps:
            lines.append(f"        reason-ppo train {dataset} --out {run_dir} --resume")
    return lines

"""What `reason-ppo train` shows while it runs: two rich bars on stderr (the run's iterations, and
the current phase of the iteration: rollout tokens, checks, update minibatches, each with its rate
and ETA), one line per iteration on stdout, and a summary at the end."""

from __future__ import annotations

import json
import math
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
    from reason_ppo.train.metrics import Metrics
    from reason_ppo.train.progress import Advance


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
        minutes, seconds = divmod(int(left + 0.5), 60)
        hours, minutes = divmod(minutes, 60)
        return Text(f"eta {hours}:{minutes:02d}:{seconds:02d}", style="progress.remaining")


class TrainDisplay:
    """The bars (transient: they vanish when the run ends) and the per-iteration lines; `quiet`
    (a torchrun rank other than 0) shows no bars."""

    def __init__(self, steps: int, start: int, *, quiet: bool = False) -> None:
        self.steps = steps
        self.progress = Progress(
            TextColumn("[bold]{task.description:<18}"), BarColumn(bar_width=30),
            MofNCompleteColumn(), _Rate(), TimeElapsedColumn(), _Eta(),
            console=Console(stderr=True), transient=True, speed_estimate_period=600,
            disable=quiet,
        )  # fmt: skip
        self.run_task = self.progress.add_task(
            "iterations", total=steps, completed=start, initial=start, unit="it"
        )
        self.phase_task: TaskID | None = None

    def on_phase(self, step: int, name: str) -> None:
        """A new phase of iteration `step`: a fresh bar (its own rate and ETA), without a total
        until the phase says how much work it has (`counter`)."""
        self._end_phase()
        self.phase_task = self.progress.add_task(f"step {step} {name}", total=None, unit="")

    def _end_phase(self) -> None:
        if self.phase_task is not None:
            self.progress.remove_task(self.phase_task)
            self.phase_task = None

    def counter(self, total: int, unit: str) -> Advance:
        """The `reason_ppo.train.progress.Counter` of the current phase."""
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

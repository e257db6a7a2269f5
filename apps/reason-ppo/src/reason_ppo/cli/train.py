"""`reason-ppo train`: the CLI face of `reason_ppo.train.run`."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Optional

import typer

from reason_ppo.errors import ExitCode, fail

if TYPE_CHECKING:
    from reason_ppo.train.metrics import Metrics

_REASONS = {
    ExitCode.INTERRUPTED: "interrupted; checkpoint written",
    ExitCode.SAVE_FAILED: "checkpoint save failed",
    ExitCode.NONFINITE: "stopped: non-finite losses",
}


# Long in its signature only: Typer reads the options and their --help from it.
def train_command(
    dataset: str = typer.Argument(..., help="gsm8k | math500 | arithmetic[:level=N] | jsonl:PATH"),
    overrides: Optional[list[str]] = typer.Argument(  # noqa: UP045 - typer needs Optional here
        None, help="config overrides, key=value (see the README's config table)", show_default=False
    ),
    model: Optional[str] = typer.Option(  # noqa: UP045
        None, "--model", "-m", help="tiny | smollm2-135m | a local folder | a hub id"
    ),
    config: Optional[Path] = typer.Option(None, "--config", "-c", help="TOML file of config keys"),  # noqa: UP045
    out: Path | None = typer.Option(
        None, "--out", "-o", help="run folder (default runs/DATASET-TIME)"
    ),  # noqa: UP045
    resume: bool = typer.Option(
        False, "--resume", help="continue from the newest complete checkpoint"
    ),
    force: bool = typer.Option(
        False, "--force", help="resume despite a changed config / overwrite a run"
    ),
    data_dir: Optional[Path] = typer.Option(  # noqa: UP045
        None,
        "--data-dir",
        envvar="REASON_PPO_DATA",
        help="folder with gsm8k/, math500/ (else the hub)",
    ),
    skip_invalid: bool = typer.Option(
        False, "--skip-invalid", help="skip bad data rows (counted, written to RUN/rejects.jsonl)"
    ),
) -> None:
    """Train with PPO on a data set.

    Examples:

      reason-ppo train gsm8k --model smollm2-135m steps=4 batch_size=4 max_new_tokens=64

      reason-ppo train arithmetic --model tiny --out runs/demo steps=3 batch_size=4 save_every=1

      reason-ppo train gsm8k --out runs/demo --resume
    """
    from reason_ppo.config import ConfigError, load_config
    from reason_ppo.errors import USER_ERRORS
    from reason_ppo.train.distributed import current
    from reason_ppo.train.run import RunOptions, build, train_loop

    run_dir = out or Path("runs") / f"{dataset.split(':')[0]}-{time.strftime('%Y%m%d-%H%M%S')}"
    base = {"model": model} if model else {}
    if resume and config is None and model is None and (run_dir / "config.toml").exists():
        config = run_dir / "config.toml"  # resume with the run's own config unless told otherwise
    bad_input: tuple[type[Exception], ...] = (ConfigError, *USER_ERRORS)
    try:
        cfg = load_config(config, overrides or [], **base)
        opts = RunOptions(dataset, run_dir, data_dir, resume, force, skip_invalid)
        setup = build(cfg, opts)
    except bad_input as exc:
        fail(str(exc))
    main = current().is_main  # under torchrun rank 0 alone reports
    if main:
        typer.echo(f"run folder: {run_dir}  model: {cfg.model}  steps: {cfg.steps}", err=True)
    display = _Progress(cfg.steps, quiet=not main)
    try:
        with display.progress:
            code = train_loop(cfg, setup, opts, on_step=display.on_step, on_phase=display.on_phase)
    except USER_ERRORS as exc:  # e.g. a resumed checkpoint that holds a pickle
        fail(str(exc))
    finally:
        setup.pool.close()
    if code and main:
        typer.echo(f"reason-ppo: {_REASONS.get(code, 'failed')} (exit {int(code)})", err=True)
    sys.exit(code)


class _Progress:
    """A transient progress bar on stderr (phase, tokens/s) and one line per iteration on stdout."""

    def __init__(self, steps: int, quiet: bool = False) -> None:
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        self.steps = steps
        self.progress = Progress(
            TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
            TextColumn("{task.fields[speed]}"), TimeElapsedColumn(), TimeRemainingColumn(),
            console=Console(stderr=True), transient=True, disable=quiet,
        )  # fmt: skip
        self.task = self.progress.add_task("training", total=steps, speed="")

    def on_phase(self, step: int, phase: str) -> None:
        self.progress.update(self.task, description=f"step {step}: {phase}")

    def on_step(self, step: int, m: Metrics) -> None:
        def num(key: str, spec: str) -> str:  # null: no actor / critic step this iteration
            value = m[key]
            return "-" if value is None else format(value, spec)

        line = (
            f"step {step:>4}/{self.steps}  score {num('reward/score_mean', '.3f')}  "
            f"kl {num('reward/kl', '+.4f')}  len {num('rollout/len_mean', '.1f')}  "
            f"pg {num('loss/policy', '+.4f')}  vf {num('loss/value', '.4f')}  "
            f"clip {num('ppo/clipfrac', '.3f')}  {num('perf/step_s', '.1f')}s"
        )
        if "eval/accuracy" in m:
            line += f"  eval {num('eval/accuracy', '.3f')}"
        speed = f"{num('perf/tokens_per_s', '.0f')} tok/s"
        self.progress.update(self.task, completed=step, speed=speed)
        typer.echo(line)

"""`reason-ppo train`: the CLI face of `reason_ppo.training.run`."""

from __future__ import annotations

import dataclasses
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn, Optional

import typer

from reason_ppo.errors import ExitCode, fail

if TYPE_CHECKING:
    from reason_ppo.config import Config
    from reason_ppo.training.recipe import TrainingSetup
    from reason_ppo.training.run import RunOptions

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
        False,
        "--resume",
        help="continue from the newest complete checkpoint; keys given change "
        "the run's saved config",
    ),
    force: bool = typer.Option(
        False, "--force", help="resume despite a changed config or with no run / overwrite a run"
    ),
    data_dir: Optional[Path] = typer.Option(  # noqa: UP045
        None,
        "--data-dir",
        help="folder with gsm8k/, math500/ (else the checkout's data/, $REASON_PPO_DATA, the hub)",
    ),
    skip_invalid: bool = typer.Option(
        False, "--skip-invalid", help="skip bad data rows (counted, written to RUN/rejects.jsonl)"
    ),
) -> None:
    """Train with PPO on a data set.

    Examples:

        reason-ppo train gsm8k --model smollm2-135m steps=4 batch_size=4 max_new_tokens=64

        reason-ppo train arithmetic --model tiny --out runs/demo steps=3 save_every=1

        reason-ppo train gsm8k --out runs/demo --resume steps=8

    Without a terminal (a log file, nohup, Slurm, CI) progress is plain lines on stderr, at
    most every `progress_every` seconds and at each phase's end.
    """
    from reason_ppo.config import ConfigError
    from reason_ppo.errors import USER_ERRORS
    from reason_ppo.training.distributed import current

    run_dir = out or Path("runs") / f"{dataset.split(':')[0]}-{time.strftime('%Y%m%d-%H%M%S')}"
    bad_input: tuple[type[Exception], ...] = (ConfigError, *USER_ERRORS)
    cfg, start = _checked(run_dir, config, overrides or [], model, resume=resume, force=force)

    from rich.console import Console

    from reason_ppo.cli.progress import summary
    from reason_ppo.training.run import RunOptions, build

    opts = RunOptions(dataset, run_dir, data_dir, resume, force, skip_invalid)
    _say_if_converting(cfg.model)
    try:  # a spinner on a terminal only: bad input still gets exactly one line
        with Console(stderr=True).status(f"checking the data, loading {cfg.model}"):
            setup = build(cfg, opts)
    except bad_input as exc:
        fail(str(exc))
    main = current().is_main  # under torchrun rank 0 alone reports
    if main:
        _announce(run_dir, dataset, cfg, start, resume=resume)
    code = _run(cfg, setup, opts, start, main=main)
    if main:
        for line in [*summary(run_dir, dataset, cfg.steps, start), *_failure(code)]:
            typer.echo(line, err=True)
    _exit(code)


def _run(
    cfg: Config, setup: TrainingSetup, opts: RunOptions, start: int, *, main: bool
) -> ExitCode:
    """The loop with its display: bars on a terminal; without one (a log file, nohup, Slurm, CI)
    plain lines, since bars there print nothing for a whole iteration."""
    from reason_ppo.cli.progress import TrainDisplay
    from reason_ppo.errors import USER_ERRORS
    from reason_ppo.training.run import train_loop
    from reason_ppo.training.runfolder import RunLock

    plain = None if sys.stderr.isatty() else cfg.progress_every
    display = TrainDisplay(cfg.steps, start, quiet=not main, plain_every=plain)
    try:
        with display.progress:
            return train_loop(
                cfg, setup, opts, on_step=display.on_step, on_phase=display.on_phase,
                count=display.counter,
            )  # fmt: skip
    except USER_ERRORS as exc:  # e.g. a resumed checkpoint that holds a pickle
        fail(str(exc))
    finally:
        setup.pool.close()
        RunLock.release(opts.run_dir)


def _exit(code: ExitCode) -> NoReturn:
    """Exit with `code`. An interrupted run has written its checkpoint: it ignores further signals
    on its way out (`SignalGuard.ignore_from_now`, why there)."""
    if code == ExitCode.INTERRUPTED:
        from reason_ppo.training.run import SignalGuard

        SignalGuard.ignore_from_now()
    sys.exit(code)


def _announce(run_dir: Path, dataset: str, cfg: Config, start: int, *, resume: bool) -> None:
    """The lines before the first iteration: where a resume starts, what the run trains."""
    if resume:
        since = f"step-{start}" if start else "the start (no complete checkpoint yet)"
        typer.echo(f"resuming {run_dir} from {since} ({cfg.steps - start} to go)", err=True)
    typer.echo(f"run {run_dir}: {dataset}, model {cfg.model}, {cfg.steps} steps", err=True)


def _say_if_converting(model: str) -> None:
    """The first run of smollm2-135m converts its GGUF (a minute or more of no output before
    the loading bar): say so before it starts."""
    from rppo_policy import resolve_model
    from rppo_policy.models import CONVERTED_MARKER, smollm2_cache_dir

    if (
        resolve_model(model).kind == "smollm2"
        and not (smollm2_cache_dir() / CONVERTED_MARKER).exists()
    ):
        typer.echo(
            f"converting {model}'s GGUF to a safetensors cache in {smollm2_cache_dir()} "
            "(once, about a minute), then loading it",
            err=True,
        )


def _failure(code: ExitCode) -> list[str]:
    """The last line of a run that did not end OK: why, and its exit code."""
    return [f"reason-ppo: {_REASONS.get(code, 'failed')} (exit {int(code)})"] if code else []


def _checked(
    run_dir: Path,
    file: Path | None,
    overrides: list[str],
    model: str | None,
    *,
    resume: bool,
    force: bool,
) -> tuple[Config, int]:
    """(config, the step training starts at), validated before any weights load: bad input ends
    the command with one line (exit 2); a run already at `steps` ends it with exit 0."""
    from rppo_policy import resolve_model

    from reason_ppo.config import ConfigError, names
    from reason_ppo.errors import USER_ERRORS
    from reason_ppo.training.runfolder import check_resumable, check_saved_config
    from reason_ppo.training.sinks import require_trackers

    bad_input: tuple[type[Exception], ...] = (ConfigError, *USER_ERRORS)
    try:
        if resume:
            check_resumable(run_dir, force=force)
            check_saved_config(run_dir, force=force)  # a hand-edited config.toml: the diff, 2
        cfg = _config(run_dir, file, overrides, model, resume=resume)
        require_trackers(names(cfg.report_to))  # `report_to=mlflow` without the extra: one line, 2
        resolve_model(cfg.model)  # before torch loads: a wrong or unreachable model costs a second
        start = _resume_step(run_dir) if resume else 0
    except bad_input as exc:
        fail(str(exc))
    if start >= cfg.steps:
        typer.echo(
            f"{run_dir}: finished, at step-{start} of steps={cfg.steps}: nothing to train "
            f"(to go on, resume with steps=N, N > {start})",
            err=True,
        )
        raise typer.Exit(ExitCode.OK)
    return cfg, start


def _config(
    run_dir: Path, file: Path | None, overrides: list[str], model: str | None, *, resume: bool
) -> Config:
    """The run's config. A resume starts from the run's saved config.toml, and what is given
    (--model, --config, key=value) changes only those keys; a new run starts from the defaults."""
    from reason_ppo.config import load_config

    saved = run_dir / "config.toml"
    base = dataclasses.asdict(load_config(saved)) if resume and saved.is_file() else {}
    if model:
        base["model"] = model
    return load_config(file, overrides, **base)


def _resume_step(run_dir: Path) -> int:
    """The step of the newest checkpoint that verifies (what a resume loads), 0 if the run has
    none yet; CheckpointError (exit 2, nothing written) when it has some and none verifies."""
    from reason_ppo import checkpoint

    newest = checkpoint.readable(run_dir)
    return int(newest.name.split("-")[1]) if newest is not None else 0

"""The app's errors: the exit codes, which exceptions are the user's mistake, and how the CLI says so.

Defined here once and used by the command line and the training loop alike (the loop returns the
process exit code). Nothing heavy is imported, so `reason-ppo --help` stays fast.
"""

from __future__ import annotations

from enum import IntEnum
from typing import NoReturn

import typer
from rppo_check import CheckerNotFound
from rppo_policy import ModelNotFound
from rppo_prm import DuplicateStepScorer, StepScorerNotFound

from reason_ppo.data.spec import DataError


class ExitCode(IntEnum):
    """Exit codes of `reason-ppo` (README: "Exit codes of `train`")."""

    OK = 0
    PROBLEMS = 1  # `doctor --strict` found a warning or a failure
    BAD_INPUT = 2  # one line on stderr naming the culprit, before any weights load
    SAVE_FAILED = 75  # EX_TEMPFAIL: the disk, not the run, needs attention
    NONFINITE = 76  # max_nonfinite_skips consecutive NaN/inf steps of the actor or the critic
    INTERRUPTED = 130  # SIGINT/SIGTERM: the phase finished or abandoned, a checkpoint written


class CheckpointError(RuntimeError):
    """A checkpoint cannot be used; the message names the folder and file."""


class CheckpointSaveError(CheckpointError):
    """Writing a checkpoint failed (disk full, permissions); the previous one is intact."""


class RunFolderError(RuntimeError):
    """The run folder cannot be used; the message names it."""


class StopRequested(Exception):
    """SIGINT/SIGTERM arrived; the loop abandons the iteration, checkpoints and exits 130."""


class NonFiniteError(RuntimeError):
    """Too many consecutive optimizer steps were skipped for NaN/inf; the loop exits 76."""


# The exceptions that mean "the user's input is wrong": one-line message, exit 2.
USER_ERRORS: tuple[type[Exception], ...] = (
    CheckerNotFound,
    StepScorerNotFound,
    DuplicateStepScorer,
    ModelNotFound,
    DataError,
    RunFolderError,
    CheckpointError,
)


def fail(message: str, code: ExitCode = ExitCode.BAD_INPUT) -> NoReturn:
    """One line on stderr naming the culprit, then exit: the CLI's only way to report bad input."""
    typer.echo(f"reason-ppo: error: {message}", err=True)
    raise typer.Exit(code)

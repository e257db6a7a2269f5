"""The exceptions that mean "the user's input is wrong" (one-line message, exit 2), by package."""

from __future__ import annotations

from rppo_check import CheckerNotFound
from rppo_policy import ModelNotFound

from reason_ppo.checkpoint import CheckpointError
from reason_ppo.data import DataError
from reason_ppo.runfolder import RunFolderError

USER_ERRORS: tuple[type[Exception], ...] = (
    CheckerNotFound,
    ModelNotFound,
    DataError,
    RunFolderError,
    CheckpointError,
)

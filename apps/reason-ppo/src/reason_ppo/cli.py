"""The `reason-ppo` command line: one Typer app; each command lives in its own `cmd_*` module.

Commands import their heavy dependencies inside the function body, so `reason-ppo --help` and
argument errors answer in a fraction of a second, before any model or torch loads.
"""

from __future__ import annotations

import importlib
import logging

import typer

app = typer.Typer(
    name="reason-ppo",
    help="PPO for reasoning with verifiable rewards, on one GPU (or a CPU for demos).",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def fail(message: str, code: int = 2) -> None:
    """One line on stderr naming the culprit, then exit: the CLI's only way to report bad input."""
    typer.echo(f"reason-ppo: error: {message}", err=True)
    raise typer.Exit(code)


# Each module adds its commands to `app`; this order is the order of `--help`.
COMMAND_MODULES = (
    "cmd_train",
    "cmd_eval",
    "cmd_check",
    "cmd_plot",
    "cmd_export",
    "cmd_prm",
    "cmd_doctor",
)


def _register() -> None:
    for name in COMMAND_MODULES:
        importlib.import_module(f"reason_ppo.{name}")


def _quiet_logging() -> None:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    # bitsandbytes warns at import that an optional, hub-downloaded CPU kernel is missing; the
    # built-in CPU path is what we test, so the warning only buries our one-line errors.
    logging.getLogger("bitsandbytes").setLevel(logging.ERROR)


def main() -> None:
    _quiet_logging()
    _register()
    app()

"""The `reason-ppo` command line: one Typer app, its commands registered here, one module each.

Command modules import their heavy dependencies inside the function body, so `reason-ppo --help`
and argument errors answer in a fraction of a second, before any model or torch loads. Exit codes
are `reason_ppo.errors.ExitCode`.
"""

from __future__ import annotations

import inspect
import logging
import os
from typing import Any

import typer
from typer.core import TyperGroup, TyperOption

from reason_ppo.cli import check, data, doctor, export, plot, prm, push, train
from reason_ppo.cli import config as config_
from reason_ppo.cli import eval as eval_


def reflow(text: str) -> str:
    """A docstring as `--help` should show it: rich keeps every source line break, so a sentence
    wrapped in the source broke mid-way on screen. Prose paragraphs become one line each (rich
    wraps them to the terminal); indented ones (examples, commands) stay as written."""
    paragraphs = inspect.cleandoc(text).split("\n\n")
    return "\n\n".join(
        p if p.startswith(("\b", " ")) else " ".join(line.strip() for line in p.splitlines())
        for p in paragraphs
    )


def _tidy(command: Any) -> None:
    """One command (and a group's subcommands) for `--help`: no `<bool>` after a flag (a flag
    takes no value), prose without mid-sentence breaks."""
    from typer import _click

    if command.help:
        command.help = reflow(command.help)
    help_option = command.get_help_option(_click.Context(command))
    for param in [*command.params, help_option]:
        if isinstance(param, TyperOption) and param.is_flag and not param.count:
            param.metavar = param.metavar if param.metavar is not None else ""
    for sub in getattr(command, "commands", {}).values():
        _tidy(sub)


class _Group(TyperGroup):
    """The app's click group, its commands tidied for `--help` once they are all built."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _tidy(self)


app = typer.Typer(
    name="reason-ppo",
    cls=_Group,
    help="PPO for reasoning with verifiable rewards, on one GPU (or a CPU for demos).",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

# The order of `--help`.
app.command("train")(train.train_command)
app.command("eval")(eval_.eval_command)
app.command("check")(check.check_command)
app.command("checkers")(check.checkers_command)
app.command("plot")(plot.plot_command)
app.command("export")(export.export_command)
app.command("push")(push.push_command)
app.command("prm-score")(prm.prm_score_command)
app.command("prm-eval")(prm.prm_eval_command)
app.command("doctor")(doctor.doctor_command)
app.add_typer(data.app, name="data")
app.command("config")(config_.config_command)


def _version(value: bool) -> None:
    if value:
        from importlib.metadata import version

        typer.echo(f"reason-ppo {version('reason-ppo')}")
        raise typer.Exit()


@app.callback()
def _options(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Print the version and exit."
    ),
) -> None:
    """PPO for reasoning with verifiable rewards, on one GPU (or a CPU for demos)."""


def _quiet_logging() -> None:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    # bitsandbytes warns at import that an optional, hub-downloaded CPU kernel is missing; the
    # built-in CPU path is what we test, so the warning only buries our one-line errors.
    logging.getLogger("bitsandbytes").setLevel(logging.ERROR)
    # The hub's and transformers' own progress bars ("Loading weights", "Writing model shards")
    # and retry warnings flood stderr around our bars and one-line errors; our commands say what
    # they do themselves. Read once, when those libraries are imported (later than this), so
    # set here; a user's own setting of these variables wins.
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    os.environ.setdefault("HF_HUB_VERBOSITY", "error")
    os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
    os.environ.setdefault("TRANSFORMERS_NO_ADVISORY_WARNINGS", "1")
    for name in ("huggingface_hub", "datasets", "transformers"):
        logging.getLogger(name).setLevel(logging.ERROR)


def main() -> None:
    _quiet_logging()
    app()

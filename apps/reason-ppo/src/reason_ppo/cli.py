"""The `reason-ppo` command line: one Typer app; each command lives in its own `cmd_*` module.

Commands import their heavy dependencies inside the function body, so `reason-ppo --help` and
argument errors answer in a fraction of a second, before any model or torch loads.
"""

from __future__ import annotations

import typer

app = typer.Typer(
    name="reason-ppo",
    help="PPO for reasoning with verifiable rewards, on one GPU (or a CPU for demos).",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _register() -> None:
    # Each module adds its commands to `app`; the order here is the order of `--help`.
    from reason_ppo import cmd_check  # noqa: F401


def main() -> None:
    _register()
    app()

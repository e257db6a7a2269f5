"""The command line: `app.py` builds the Typer app; each command is one module of this package."""

from reason_ppo.cli.app import main

__all__ = ["main"]

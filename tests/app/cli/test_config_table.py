"""The README's configuration table is `reason-ppo config --markdown`, exactly: one source (the
field comments of `config.py`) for every default and every why."""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path

import tomllib
from reason_ppo.cli.app import app
from reason_ppo.cli.config import markdown_table
from reason_ppo.config import Config
from typer.testing import CliRunner

README = Path(__file__).resolve().parents[3] / "README.md"


def test_readme_holds_exactly_the_generated_table() -> None:
    table = markdown_table()
    readme = README.read_text(encoding="utf-8")
    assert table in readme, "README's config table is stale: paste `reason-ppo config --markdown`"
    # ... and no other row of a config key (a stale second copy, a hand-added key).
    rows = [ln for ln in readme.splitlines() if ln.startswith("| `") and "` | `" in ln]
    keys = {f"| `{f.name}` |" for f in fields(Config)}
    config_rows = [ln for ln in rows if any(ln.startswith(k) for k in keys)]
    assert len(config_rows) == len(fields(Config))


def test_every_default_in_the_table_is_the_codes() -> None:
    """Each default cell, read as a TOML value (what a user would write), is the field's default."""
    defaults = Config()
    table = markdown_table()
    for f in fields(Config):
        row = next(ln for ln in table.splitlines() if ln.startswith(f"| `{f.name}` |"))
        shown = row.split("` | `", 1)[1].split("` |", 1)[0]
        assert tomllib.loads(f"v = {shown}")["v"] == getattr(defaults, f.name), f.name


def test_the_cli_prints_it() -> None:
    result = CliRunner().invoke(app, ["config", "--markdown"])
    assert result.exit_code == 0, result.output
    assert result.stdout == markdown_table()

"""`reason-ppo data fetch`: put GSM8K / MATH-500 in the checkout's `data/` folder, verified."""

from __future__ import annotations

from pathlib import Path

import typer

from reason_ppo.errors import fail

app = typer.Typer(
    help="The data sets' files: fetch them from pinned upstream commits, sha256-verified.",
    no_args_is_help=True,
)


@app.callback()
def _group() -> None:
    """The data sets' files: fetch them from pinned upstream commits, sha256-verified."""


@app.command("fetch")
def fetch_command(
    names: list[str] | None = typer.Argument(  # noqa: B008
        None, help="gsm8k | math500 | all (default: all)", show_default=False
    ),
    to: Path | None = typer.Option(
        None, "--to", help="Data folder to fill (default: the checkout's data/)."
    ),
    source: Path | None = typer.Option(
        None, "--from", help="Copy from this folder (same layout) instead of downloading."
    ),
    force: bool = typer.Option(False, "--force", help="Fetch again even if a file verifies."),
) -> None:
    """Download (or copy with --from) the upstream files and check each one's sha256.

    Writes DIR/gsm8k/train.jsonl, DIR/gsm8k/test.jsonl, DIR/math500/test.jsonl,
    each byte for byte the file at the commit pinned in data/README.md. A file
    whose bytes differ is refused, naming it, and nothing is written in its place.
    `train` and `eval` look in the checkout's data/ right after --data-dir.

    Examples:

      reason-ppo data fetch

      reason-ppo data fetch gsm8k --from ../shared/data

      reason-ppo data fetch math500 --to ~/data && export REASON_PPO_DATA=~/data
    """
    from reason_ppo.data import DataError, checkout_data_dir
    from reason_ppo.data.fetch import fetch, files_of

    try:
        files = files_of(names or ["all"])
    except DataError as exc:
        fail(str(exc))
    checkout = checkout_data_dir()
    dest = to if to is not None else checkout
    if dest is None:
        fail("not running from a source checkout: pass --to DIR (then --data-dir DIR or "
             "REASON_PPO_DATA=DIR)")  # fmt: skip
    if source is not None and not source.is_dir():
        fail(f"--from {source}: no such folder")
    try:
        results = fetch(files, dest, source=source, force=force)
    except DataError as exc:
        fail(str(exc))
    for result in results:
        typer.echo(f"{result.action:>10}  {result.path}  sha256 {result.file.sha256[:16]}...")
    if checkout is None or Path(dest).resolve() != checkout.resolve():
        typer.echo(f"use it with --data-dir {dest} or REASON_PPO_DATA={dest}", err=True)

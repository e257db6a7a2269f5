"""`reason-ppo plot RUN_DIR`: the training curves of a run as one PNG."""

from __future__ import annotations

from pathlib import Path

import typer

from reason_ppo.errors import fail


def plot_command(
    run_dir: Path = typer.Argument(..., help="A run folder (holds metrics.jsonl)."),
    out: Path | None = typer.Option(
        None, "--out", "-o", help="PNG to write (default: RUN_DIR/curves.png)."
    ),
) -> None:
    """Plot score, eval accuracy, KL, entropy, value loss and clip fraction per iteration.

    Examples:

        reason-ppo plot runs/gsm8k-20260101-120000

        reason-ppo plot runs/demo --out demo.png
    """
    from reason_ppo.plot import MetricsError, plot_run

    try:
        target = plot_run(run_dir, out)
    except MetricsError as exc:
        fail(str(exc))
    except OSError as exc:
        where = exc.filename or out or run_dir
        fail(f"cannot write the plot: {where}: {exc.strerror or exc}")
    typer.echo(f"wrote {target}")

"""`reason-ppo doctor`: is this machine ready for a run, and would the run fit?"""

from __future__ import annotations

from pathlib import Path

import typer

from reason_ppo.config import Config
from reason_ppo.errors import ExitCode

_STYLE = {"ok": "green", "warn": "yellow", "fail": "red", "info": "cyan"}
_TRAIN = Config()  # the defaults of `reason-ppo train`: doctor sizes the run train would start


def doctor_command(
    model: str = typer.Option(_TRAIN.model, "--model", help="Model whose run to size."),
    batch_size: int = typer.Option(
        _TRAIN.micro_batch_size, "--batch-size", min=1, help="Sequences per forward/backward."
    ),
    max_new_tokens: int = typer.Option(
        _TRAIN.max_new_tokens, "--max-new-tokens", min=1, help="Response length."
    ),
    prompt_tokens: int = typer.Option(256, "--prompt-tokens", min=1, help="Prompt length."),
    quantize: str = typer.Option(_TRAIN.quantize, "--quantize", help="nf4 | none."),
    gradient_checkpointing: bool = typer.Option(
        _TRAIN.gradient_checkpointing,
        "--gradient-checkpointing/--no-gradient-checkpointing",
        help="Size with it on (as train does by default) or off.",
    ),
    data_dir: Path | None = typer.Option(
        None,
        "--data-dir",
        help="Data folder (default: the checkout's data/, $REASON_PPO_DATA, else the hub).",
    ),
    run_dir: Path = typer.Option(Path("runs"), "--run-dir", help="Where runs will be written."),
    strict: bool = typer.Option(
        False, "--strict", help="Exit 1 on a warning too (a failure always exits 1)."
    ),
) -> None:
    """Versions, device, bitsandbytes NF4, disk, memory, data sets, the model, and a fit estimate.

    Loads no model weights. The defaults are those of `reason-ppo train`. Examples:

        reason-ppo doctor

        reason-ppo doctor --model smollm2-135m --batch-size 32 --max-new-tokens 8

        reason-ppo doctor --model Qwen/Qwen2.5-1.5B-Instruct --batch-size 8 --max-new-tokens 512
    """
    from rich.console import Console

    from reason_ppo.doctor import checks

    if quantize not in ("nf4", "none"):
        typer.echo(f"error: --quantize must be nf4 or none, not {quantize!r}", err=True)
        raise typer.Exit(ExitCode.BAD_INPUT)
    console = Console(highlight=False, soft_wrap=True)

    findings: list[checks.Finding] = []
    for finding in checks.run_all(
        model, quantize=quantize, run_dir=run_dir, data_dir=data_dir, batch_size=batch_size,
        prompt_tokens=prompt_tokens, max_new_tokens=max_new_tokens,
        gradient_checkpointing=gradient_checkpointing, recompute_mlp=_TRAIN.recompute_mlp,
    ):  # fmt: skip
        style = _STYLE.get(finding.status, "")
        label = f"[{style}]{finding.status.upper():<4}[/{style}]"
        console.print(f"{label} {finding.topic:<18} {finding.detail}", markup=True)
        findings.append(finding)
    problems = sum(f.status in ("warn", "fail") for f in findings)
    console.print(f"{problems} warning(s)/failure(s)" if problems else "all checks passed")
    # A FAIL (no NF4, no model) means `train` would not run: scripts and CI must see it in the
    # exit code; a warning (a run that may not fit, a missing data set) fails only --strict.
    if any(f.status == "fail" for f in findings) or (strict and problems):
        raise typer.Exit(ExitCode.PROBLEMS)

"""`reason-ppo export RUN --out DIR`: a standalone model with the trained actor merged in.

RUN is a run folder (its newest complete checkpoint), a `checkpoints/step-N` folder or a policy
folder. The backbone is loaded in full precision (dequantised when the run trained on NF4) and the
actor adapter is merged into it; the result is an ordinary transformers folder (safetensors, config,
tokenizer) that any tool serves without reason-ppo. Everything is validated before weights load.
"""

from __future__ import annotations

import json
from pathlib import Path

import typer

from reason_ppo.errors import fail

DTYPES = ("float32", "bfloat16", "float16")


def _is_policy_dir(path: Path) -> bool:
    return (path / "actor" / "adapter_config.json").is_file()


def _policy_dir(run: Path) -> Path:
    """The policy folder (`ActorCritic.save` layout) inside RUN; fails with one line otherwise."""
    from reason_ppo import checkpoint

    if not run.is_dir():
        fail(f"RUN {run}: no such folder")
    if (run / "checkpoints").is_dir():
        newest = checkpoint.latest_complete(run)
        if newest is None:
            fail(f"RUN {run}: no complete checkpoint in {run / 'checkpoints'}")
        run = newest
    for candidate in (run / "policy", run):
        if _is_policy_dir(candidate):
            return candidate
    fail(
        f"RUN {run}: not a run folder (checkpoints/), a checkpoint (policy/) "
        "or a policy folder (actor/adapter_config.json)"
    )


def export_command(
    run: Path = typer.Argument(..., help="Run folder, checkpoints/step-N folder or policy folder."),
    out: Path = typer.Option(..., "--out", "-o", help="Folder to write the merged model into."),
    model: str | None = typer.Option(
        None, "--model", "-m", help="Base model (default: the one recorded in policy.json)."
    ),
    dtype: str = typer.Option(
        "float32", "--dtype", help="Weights of the merged model: " + " | ".join(DTYPES)
    ),
    force: bool = typer.Option(False, "--force", help="Write into a non-empty --out folder."),
) -> None:
    """Merge the trained actor adapter into a full-precision copy of its base model.

    The result is an ordinary transformers folder (safetensors, config, tokenizer) that any
    tool loads without reason-ppo. An NF4 backbone is dequantized first; nothing is merged
    into 4-bit weights.

    Examples:

      reason-ppo export runs/arithmetic-20260101-120000 --out merged/

      reason-ppo export runs/demo/checkpoints/step-8 --out merged/ --dtype bfloat16

      reason-ppo export runs/demo --out merged/ --model ~/models/SmolLM2-135M-Instruct
    """
    from rppo_policy import ModelNotFound, resolve_model

    policy_dir = _policy_dir(run)
    if dtype not in DTYPES:
        fail(f"--dtype {dtype!r}: choose one of {', '.join(DTYPES)}")
    if out.exists() and (not out.is_dir() or (any(out.iterdir()) and not force)):
        fail(f"--out {out}: exists and is not an empty folder (use --force to write into it)")
    meta_path = policy_dir / "policy.json"
    try:
        meta = json.loads(meta_path.read_text()) if meta_path.is_file() else {}
    except json.JSONDecodeError as exc:
        fail(f"{meta_path}:{exc.lineno}: invalid JSON ({exc.msg})")
    name = model or meta.get("model")
    if not name:
        fail(f"{meta_path}: no base model recorded; pass --model")
    try:
        resolve_model(name)
    except ModelNotFound as exc:
        fail(str(exc))

    import torch
    from rppo_policy import export_merged

    typer.echo(
        f"merging {policy_dir / 'actor'} into {name} ({meta.get('quantize') or 'full precision'}) ..."
    )
    written = export_merged(policy_dir, out, model=name, dtype=getattr(torch, dtype))
    typer.echo(f"wrote {written} (load with transformers.AutoModelForCausalLM.from_pretrained)")

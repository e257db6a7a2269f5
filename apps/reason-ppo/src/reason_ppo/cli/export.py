"""`reason-ppo export RUN --out DIR`: a standalone model with the trained actor merged in, or with
`--adapter-only` just the actor's LoRA adapter (for PEFT and vLLM `--lora-modules`).

RUN is a run folder (its newest complete checkpoint), a `checkpoints/step-N` folder or a policy
folder. The backbone is loaded in full precision (dequantised when the run trained on NF4) and the
actor adapter is merged into it; the result is an ordinary transformers folder (safetensors, config,
tokenizer) that any tool serves without reason-ppo. Both carry a model card (README.md: hub front
matter, the run's config and metrics) and name the base model by its hub id, never by a path of this
machine. Everything is validated before weights load.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

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


def run_of(policy_dir: Path) -> tuple[Path | None, int | None]:
    """(run folder, step) of a policy folder inside `RUN/checkpoints/step-N/policy`, else Nones:
    where a model card finds config.toml and metrics.jsonl."""
    from reason_ppo import checkpoint

    step_dir = policy_dir.parent
    step = checkpoint.folder_step(step_dir)
    if step is None or step_dir.parent.name != "checkpoints":
        return None, None
    return step_dir.parent.parent, step


def _meta(policy_dir: Path) -> dict[str, Any]:
    meta_path = policy_dir / "policy.json"
    try:
        meta = json.loads(meta_path.read_text()) if meta_path.is_file() else {}
    except json.JSONDecodeError as exc:
        fail(f"{meta_path}:{exc.lineno}: invalid JSON ({exc.msg})")
    if not isinstance(meta, dict):
        fail(f"{meta_path}: not a JSON object")
    return meta


def write_adapter(policy_dir: Path, out: Path, model: str | None = None) -> Path:
    """The actor adapter alone in `out`: adapter_config.json (base model: its travelling name),
    adapter_model.safetensors and README.md, all 0644. No weights load."""
    from reason_ppo import modelcard

    meta = _meta(policy_dir)
    if model:
        meta = {**meta, "model": model}
    out.mkdir(parents=True, exist_ok=True)
    for name in ("adapter_config.json", "adapter_model.safetensors"):
        source = policy_dir / "actor" / name
        if not source.is_file():
            fail(f"{source}: missing (the actor adapter is incomplete)")
        shutil.copyfile(source, out / name)
    modelcard.fix_adapter_config(out, modelcard.travel_name(str(meta.get("model") or "unknown")))
    run_dir, step = run_of(policy_dir)
    text = modelcard.card(meta, library="peft", what="A LoRA adapter", run_dir=run_dir, step=step)
    (out / modelcard.CARD).write_text(text, encoding="utf-8")
    modelcard.readable(out)
    return out


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
    adapter_only: bool = typer.Option(
        False,
        "--adapter-only",
        help="Write just the actor LoRA adapter (PEFT, vLLM --lora-modules).",
    ),
) -> None:
    """Merge the trained actor adapter into a full-precision copy of its base model.

    The result is an ordinary transformers folder (safetensors, config, tokenizer) that any
    tool loads without reason-ppo. An NF4 backbone is dequantized first; nothing is merged
    into 4-bit weights. With --adapter-only, just the actor adapter (adapter_config.json,
    adapter_model.safetensors, README.md) for PEFT and vLLM --lora-modules; nothing loads.

    Examples:

      reason-ppo export runs/arithmetic-20260101-120000 --out merged/

      reason-ppo export runs/demo/checkpoints/step-8 --out merged/ --dtype bfloat16

      reason-ppo export runs/demo --out merged/ --model ~/models/SmolLM2-135M-Instruct

      reason-ppo export runs/demo --adapter-only --out adapter/
    """
    from rppo_policy import ModelNotFound, resolve_model

    policy_dir = _policy_dir(run)
    if dtype not in DTYPES:
        fail(f"--dtype {dtype!r}: choose one of {', '.join(DTYPES)}")
    if out.exists() and (not out.is_dir() or (any(out.iterdir()) and not force)):
        fail(f"--out {out}: exists and is not an empty folder (use --force to write into it)")
    if adapter_only:
        written = write_adapter(policy_dir, out, model)
        typer.echo(f"wrote {written} (load with peft.AutoPeftModelForCausalLM.from_pretrained)")
        return
    meta_path = policy_dir / "policy.json"
    meta = _meta(policy_dir)
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
    _card_merged(written, policy_dir, {**meta, "model": name})
    typer.echo(f"wrote {written} (load with transformers.AutoModelForCausalLM.from_pretrained)")


def _card_merged(out: Path, policy_dir: Path, meta: dict[str, Any]) -> None:
    """README.md for the merged model (library transformers), every file 0644."""
    from reason_ppo import modelcard

    config_path = out / "config.json"
    config = json.loads(config_path.read_text()) if config_path.is_file() else {}
    # A model converted from the GGUF keeps the GGUF's "general.name" ("Smollm2 135M 8k Lc100K
    # Mix1 Ep2") here, and tools named the export after it: name it by its hub id instead.
    for key in ("_name_or_path", "_model_name_or_path"):
        if key in config:
            config[key] = modelcard.travel_name(str(meta.get("model") or "unknown"))
            config_path.write_text(json.dumps(config, indent=2, sort_keys=True) + "\n")
    run_dir, step = run_of(policy_dir)
    what = "A model (the base with the actor LoRA adapter merged in)"
    text = modelcard.card(meta, library="transformers", what=what, run_dir=run_dir, step=step)
    (out / modelcard.CARD).write_text(text, encoding="utf-8")
    modelcard.readable(out)

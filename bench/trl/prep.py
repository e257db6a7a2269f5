"""Prepare what every arm of the TRL side-by-side reads (runs in the project's .venv).

For each model name:
- a local model folder TRL can `from_pretrained`: `tiny` is the rppo_policy tiny Llama saved once,
  `smollm2-135m` is rppo_policy's converted safetensors cache (converted here if missing);
- `problems-<model>.jsonl`: arithmetic train problems with the prompt exactly as reason-ppo renders
  it (`build_prompt`, the model's chat template) and the gold answer, so TRL sees the same text;
- `rppo-<model>.json`: reason-ppo's trainable parameters and backbone copies, counted on an
  `ActorCritic` loaded with the arm's settings (the CLI run itself is measured from outside).

Usage: .venv/bin/python bench/trl/prep.py --out bench/out/trl --models tiny,smollm2-135m
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import count_backbones, trainable_params  # noqa: E402


def model_folder(name: str, out: Path) -> Path:
    """A folder with config.json + safetensors + tokenizer for `name`."""
    from rppo_policy.models import ensure_smollm2_cache, load_backbone

    if name == "smollm2-135m":
        return ensure_smollm2_cache()
    if name == "tiny":
        folder = out / "models" / "tiny"
        if not (folder / "model.safetensors").is_file():
            backbone, tokenizer = load_backbone("tiny")
            backbone.save_pretrained(folder)
            tokenizer.save_pretrained(folder)
        return folder
    path = Path(name)
    if not (path / "config.json").is_file():
        raise SystemExit(f"--models: {name!r} is not tiny, smollm2-135m or a model folder")
    return path


def write_problems(name: str, folder: Path, out: Path, n: int) -> Path:
    from reason_ppo.data import load_problems
    from reason_ppo.data.prompts import build_prompt
    from rppo_policy.models import load_tokenizer, resolve_model

    tokenizer = load_tokenizer(
        resolve_model(name if name in ("tiny", "smollm2-135m") else str(folder))
    )
    path = out / f"problems-{name}.jsonl"
    with open(path, "w", encoding="utf-8") as fh:
        for p in load_problems("arithmetic", split="train", limit=n, seed=0):
            prompt = build_prompt(tokenizer, p, "arithmetic")
            fh.write(json.dumps({"id": p.id, "prompt": prompt, "gold": p.gold}) + "\n")
    return path


def rppo_counts(name: str, quantize: str | None, critic_layers: int) -> dict[str, int]:
    """reason-ppo's own numbers for the table, from the same ActorCritic the trainer builds (and
    the branched critic's trainable count, with `critic_layers`)."""
    from rppo_policy.actor_critic import ActorCritic

    policy = ActorCritic.load(name, quantize=quantize, lora_rank=16, lora_alpha=32)
    trainable = sum(p.numel() for p in policy.actor_parameters() + policy.critic_parameters())
    branch = ActorCritic.load(
        name, quantize=quantize, lora_rank=16, lora_alpha=32, critic_layers=critic_layers
    )
    return {
        "trainable_params": int(trainable),
        "branch_trainable_params": int(
            sum(p.numel() for p in branch.actor_parameters() + branch.critic_parameters())
        ),
        "actor_params": int(sum(p.numel() for p in policy.actor_parameters())),
        "backbones": count_backbones(policy),
        "requires_grad_params": trainable_params(policy),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("bench/out/trl"))
    ap.add_argument("--models", default="tiny,smollm2-135m")
    ap.add_argument("--dtypes", default="fp32", help="fp32 and/or nf4, comma-separated")
    ap.add_argument("--n", type=int, default=64, help="problems per model (>= batch x steps)")
    ap.add_argument("--critic-layers", type=int, default=2, help="the reason-ppo-branch arm's k")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    manifest: dict[str, dict[str, object]] = {}
    for name in args.models.split(","):
        folder = model_folder(name, args.out)
        problems = write_problems(name, folder, args.out, args.n)
        counts = {
            dtype: rppo_counts(name, "nf4" if dtype == "nf4" else None, args.critic_layers)
            for dtype in args.dtypes.split(",")
        }
        manifest[name] = {"folder": str(folder), "problems": str(problems), "rppo": counts}
        print(f"prep {name}: {folder} · {problems} · reason-ppo {counts}", flush=True)
    (args.out / "manifest.json").write_text(json.dumps(manifest, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()

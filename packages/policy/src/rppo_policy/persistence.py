"""Saving, loading and exporting trained adapters (safetensors + JSON only), and memory accounting.

Layout of a saved policy folder:
    actor/adapter_config.json, actor/adapter_model.safetensors    plain peft: PeftModel.from_pretrained
    critic/adapter_config.json, critic/adapter_model.safetensors
    value_head.safetensors                                        weight [1, H], bias [1]
    tokenizer/                                                    tokenizer files
    policy.json                                                   model name, quantisation, LoRA shape,
                                                                  critic_layers (0: full-depth critic)
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

import torch
from safetensors.torch import load_file, save_file

if TYPE_CHECKING:
    from peft import PeftModel
    from torch import nn

log = logging.getLogger(__name__)

FORMAT_VERSION = 1
POLICY_JSON = "policy.json"
VALUE_HEAD = "value_head.safetensors"
ADAPTER_FILES = ("adapter_config.json", "adapter_model.safetensors")


def read_policy_json(directory: Path) -> dict[str, Any]:
    """policy.json of a saved policy folder, checked for the files `load_adapters` needs.
    Raises ValueError with one line naming the missing or bad file."""
    if not directory.is_dir():
        raise ValueError(f"adapter folder {directory}: no such folder")
    needed = [directory / role / name for role in ("actor", "critic") for name in ADAPTER_FILES]
    needed += [directory / VALUE_HEAD, directory / POLICY_JSON]
    for path in needed:
        if not path.is_file():
            raise ValueError(f"adapter folder {directory}: missing {path.relative_to(directory)}")
    try:
        meta = json.loads((directory / POLICY_JSON).read_text())
    except json.JSONDecodeError as exc:
        raise ValueError(
            f"{directory / POLICY_JSON}:{exc.lineno}: invalid JSON ({exc.msg})"
        ) from None
    for key in ("lora_rank", "lora_alpha", "target_modules"):
        if key not in meta:
            raise ValueError(f"{directory / POLICY_JSON}: missing field {key!r}")
    return meta


def save(
    directory: Path,
    *,
    model: PeftModel,
    value_head: nn.Linear,
    tokenizer: Any,
    settings: dict[str, Any],
    base_model: str,
) -> None:
    """Write the layout of the module docstring. `base_model`: what the saved adapter configs name
    as their base model, so plain transformers + peft can load them where the model exists."""
    directory.mkdir(parents=True, exist_ok=True)
    for role in ("actor", "critic"):
        model.peft_config[role].base_model_name_or_path = base_model
    model.save_pretrained(
        str(directory), selected_adapters=["actor", "critic"], save_embedding_layers=False
    )
    readme = directory / "README.md"  # peft's model-card stub; the layout is documented here
    if readme.is_file():
        readme.unlink()
    state = {k: v.detach().contiguous().cpu() for k, v in value_head.state_dict().items()}
    save_file(state, str(directory / VALUE_HEAD))
    tokenizer.save_pretrained(str(directory / "tokenizer"))
    meta = {"format": FORMAT_VERSION, **settings}
    (directory / POLICY_JSON).write_text(json.dumps(meta, indent=2, sort_keys=True) + "\n")


def load_adapters(
    directory: Path, *, model: PeftModel, value_head: nn.Linear, settings: dict[str, Any]
) -> None:
    """Load both adapters and the value head written by `save` into `model` and `value_head`,
    which must have the LoRA shape recorded in `settings`. Leaves adapter activation and
    requires_grad flags to the caller."""
    from peft import set_peft_model_state_dict

    meta = read_policy_json(directory)
    # A folder from before critic_layers existed holds a full-depth critic (0).
    found = {"critic_layers": 0, **meta}
    for key in ("lora_rank", "lora_alpha", "hidden_size", "critic_layers"):
        if key in found and found[key] != settings.get(key, 0):
            raise ValueError(
                f"{directory / POLICY_JSON}: {key}={found[key]} but this policy has "
                f"{key}={settings.get(key, 0)}"
            )
    device = value_head.weight.device
    for role in ("actor", "critic"):
        weights = load_file(str(directory / role / "adapter_model.safetensors"), device=str(device))
        # peft annotates this return as the string 'namedtuple'; it is torch's _IncompatibleKeys.
        result: Any = set_peft_model_state_dict(model, weights, adapter_name=role)
        missing = [k for k in result.missing_keys if f".{role}." in k and "lora_" in k]
        if result.unexpected_keys or missing:
            bad = (result.unexpected_keys or missing)[0]
            raise ValueError(f"{directory / role}: adapter does not fit this model ({bad})")
    state = load_file(str(directory / VALUE_HEAD), device=str(device))
    try:
        value_head.load_state_dict(state)
    except RuntimeError as exc:
        raise ValueError(f"{directory / VALUE_HEAD}: {str(exc).splitlines()[0]}") from None


def memory(model: PeftModel, value_head: nn.Linear) -> dict[str, int]:
    adapter = backbone = 0
    for name, param in model.named_parameters():
        size = param.numel() * param.element_size()
        if "lora_" in name:
            adapter += size
        else:
            backbone += size
    backbone += sum(b.numel() * b.element_size() for b in model.buffers())
    for module in model.modules():
        # NF4 weights keep their per-block scales outside the parameter.
        state = getattr(getattr(module, "weight", None), "quant_state", None)
        if state is not None:
            backbone += state.absmax.numel() * state.absmax.element_size()
            if getattr(state, "nested", False):
                backbone += state.state2.absmax.numel() * state.state2.absmax.element_size()
    head = sum(p.numel() * p.element_size() for p in value_head.parameters())
    return {"backbone_bytes": backbone, "adapter_bytes": adapter, "value_head_bytes": head}


def export_merged(
    adapter_dir: str | Path,
    out_dir: str | Path,
    model: str | None = None,
    *,
    dtype: torch.dtype = torch.float32,
) -> Path:
    """Write a standalone full-precision model: backbone + the actor adapter merged in.

    `adapter_dir` is a saved policy folder (with actor/) or an actor adapter folder itself. The
    backbone is loaded the way it was trained (policy.json's `quantize`); a quantised one is
    dequantised first, so the merged weights are those the adapter was trained against, and the
    merge never touches 4-bit storage. `model` overrides the base model name.
    """
    from peft import PeftModel

    from rppo_policy.models import load_backbone, resolve_model

    adapter_dir, out_dir = Path(adapter_dir), Path(out_dir)
    actor = adapter_dir / "actor" if (adapter_dir / "actor").is_dir() else adapter_dir
    config_path = actor / "adapter_config.json"
    if not config_path.is_file():
        raise ValueError(f"{adapter_dir}: no actor adapter (missing {config_path.name})")
    meta_path = actor.parent / POLICY_JSON
    meta = json.loads(meta_path.read_text()) if meta_path.is_file() else {}
    name = (
        model
        or meta.get("model")
        or json.loads(config_path.read_text()).get("base_model_name_or_path")
    )
    if not name:
        raise ValueError(f"{adapter_dir}: no base model recorded; pass the model name")
    spec = resolve_model(name)
    quantize = meta.get("quantize")
    backbone, tokenizer = load_backbone(spec, quantize=quantize, dtype=dtype)
    if quantize is not None:
        backbone = backbone.dequantize()
    # transformers wraps PreTrainedModel.to with functools.wraps; mypy reads it as unbound.
    backbone = backbone.to(dtype)  # type: ignore[arg-type]
    merged = PeftModel.from_pretrained(backbone, str(actor)).merge_and_unload()
    out_dir.mkdir(parents=True, exist_ok=True)
    merged.save_pretrained(str(out_dir))
    tokenizer_dir = actor.parent / "tokenizer"
    if tokenizer_dir.is_dir():
        from transformers import AutoTokenizer

        tokenizer = AutoTokenizer.from_pretrained(str(tokenizer_dir))
    tokenizer.save_pretrained(str(out_dir))
    log.info("merged %s into %s -> %s", actor, name, out_dir)
    return out_dir

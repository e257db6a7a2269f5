"""Building an `ActorCritic`'s parts: the backbone prepared for PPO (no dropout, checkpointing or
MLP recomputation as the options ask), the two LoRA adapters and the value head, and the settings
policy.json records."""

from __future__ import annotations

import dataclasses
import logging
import warnings
from typing import TYPE_CHECKING, Any, cast

import torch
from peft import LoraConfig, PeftModel, get_peft_model
from torch import nn

from rppo_policy import branch
from rppo_policy.architecture import Architecture
from rppo_policy.options import PolicyOptions
from rppo_policy.preparation import (
    RecomputeWithRole,
    disable_dropout,
    enable_checkpointing,
    recompute_mlp_down,
)

if TYPE_CHECKING:
    from transformers import PreTrainedModel

log = logging.getLogger(__name__)


def prepare_backbone(
    backbone: PreTrainedModel, options: PolicyOptions, model: str
) -> RecomputeWithRole:
    """Dropout off; activation checkpointing or MLP recomputation as `options` ask. Returns the
    recomputation context, to `bind` once the adapters and their `use` exist."""
    disable_dropout(backbone)
    recompute = RecomputeWithRole()
    if options.gradient_checkpointing:
        enable_checkpointing(backbone, {"use_reentrant": False, "context_fn": recompute})
    elif options.recompute_mlp and not recompute_mlp_down(backbone, recompute):
        log.info("recompute_mlp: %s has no gated MLP; nothing recomputed", model)
    return recompute


def lora_config(lora_rank: int, lora_alpha: int, target_modules: str | list[str]) -> LoraConfig:
    return LoraConfig(
        r=lora_rank,
        lora_alpha=lora_alpha,
        target_modules=target_modules,
        lora_dropout=0.0,
        bias="none",
        task_type="CAUSAL_LM",
    )


def settings_of(
    model: str,
    quantize: str | None,
    dtype: torch.dtype,
    peft_model: PeftModel,
    value_head: nn.Linear,
    critic_layers: int,
) -> dict[str, Any]:
    """What `save` writes to policy.json: the model and the LoRA shape as peft resolved them."""
    lora = cast(LoraConfig, peft_model.peft_config["actor"])
    return {
        "model": model,
        "quantize": quantize,
        "lora_rank": lora.r,
        "lora_alpha": lora.lora_alpha,
        # peft resolves "all-linear" to the set of adapted module names.
        "target_modules": sorted(cast("set[str]", lora.target_modules)),
        "dtype": str(dtype).removeprefix("torch."),
        "hidden_size": value_head.in_features,
        "critic_layers": critic_layers,
    }


def with_adapters(
    backbone: PreTrainedModel, lora: LoraConfig, device: torch.device, seed: int, critic_layers: int
) -> tuple[PeftModel, nn.Linear]:
    """The backbone wrapped with the "actor" and "critic" adapters, and a fresh value head.
    `seed` fixes the LoRA A matrices and the value head; the caller's RNG is left untouched.
    critic_layers = k > 0: the critic adapter only on the actor's modules in the top k layers."""
    cuda = [device.index or 0] if device.type == "cuda" else []
    with torch.random.fork_rng(devices=cuda):
        torch.manual_seed(seed)
        with warnings.catch_warnings():  # peft probes a property transformers 5 deprecated
            warnings.filterwarnings("ignore", ".*is_gradient_checkpointing", FutureWarning)
            peft_model = get_peft_model(backbone, lora, adapter_name="actor")
            critic = lora
            if critic_layers:
                base = cast("PreTrainedModel", peft_model.get_base_model())
                targets = cast(LoraConfig, peft_model.peft_config["actor"]).target_modules
                names = branch.critic_targets(
                    base, Architecture(base).decoder, cast("set[str]", targets), critic_layers
                )
                critic = dataclasses.replace(lora, target_modules=names)
            peft_model.add_adapter("critic", critic)
        hidden = backbone.config.get_text_config().hidden_size
        value_head = nn.Linear(hidden, 1, dtype=torch.float32, device=device)
        # Small init (std 1/(H+1)): first values near 0, so early critic errors do not swamp GAE.
        nn.init.normal_(value_head.weight, std=1.0 / (hidden + 1))
        nn.init.zeros_(value_head.bias)
    return peft_model, value_head

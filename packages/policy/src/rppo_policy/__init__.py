"""rppo_policy: actor and critic LoRA adapters on one shared (optionally NF4) backbone.

`ActorCritic.load("tiny")` builds a random 2-layer model in a second; `"smollm2-135m"` is the
small pretrained model; any local folder or hub id works too. See `ActorCritic` for the roles,
`PolicyOptions` for how it runs (`ActorCritic.load(..., options=PolicyOptions(...))`).

Only the name resolution (`resolve_model`, `ModelNotFound`, `ModelSpec`) is imported eagerly: it
needs no torch, so a CLI can reject a bad model name before paying for torch/transformers/peft.
Everything else loads on first access.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from rppo_policy.models import ModelNotFound, ModelSpec, resolve_model

if TYPE_CHECKING:
    from rppo_policy.actor_critic import ActorCritic
    from rppo_policy.architecture import Architecture
    from rppo_policy.decoding import position_ids_from_mask, truncate_scores
    from rppo_policy.models import load_backbone
    from rppo_policy.options import PolicyOptions
    from rppo_policy.persistence import export_merged
    from rppo_policy.rollout import Rollout
    from rppo_policy.scoring import hidden_logp_entropy

_LAZY = {
    "ActorCritic": "rppo_policy.actor_critic",
    "Architecture": "rppo_policy.architecture",
    "PolicyOptions": "rppo_policy.options",
    "Rollout": "rppo_policy.rollout",
    "export_merged": "rppo_policy.persistence",
    "load_backbone": "rppo_policy.models",
    "hidden_logp_entropy": "rppo_policy.scoring",
    "position_ids_from_mask": "rppo_policy.decoding",
    "truncate_scores": "rppo_policy.decoding",
}

__all__ = [
    "ActorCritic",
    "Architecture",
    "ModelNotFound",
    "ModelSpec",
    "PolicyOptions",
    "Rollout",
    "export_merged",
    "hidden_logp_entropy",
    "load_backbone",
    "position_ids_from_mask",
    "resolve_model",
    "truncate_scores",
]


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        value = getattr(importlib.import_module(_LAZY[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'rppo_policy' has no attribute {name!r}")

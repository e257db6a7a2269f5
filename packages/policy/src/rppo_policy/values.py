"""The critic's values: the value head on the critic's last hidden states; a branched critic
(critic_layers = k > 0) runs only its top k layers, on the trunk the reference pass recorded."""

from __future__ import annotations

from typing import TYPE_CHECKING

import torch
from torch import Tensor

from rppo_policy.logp import new_trunk, pad_right
from rppo_policy.rollout import Rollout
from rppo_policy.shared_prompt import response_hidden

if TYPE_CHECKING:
    from rppo_policy.actor_critic import ActorCritic


def values(policy: ActorCritic, batch: Rollout, *, trunk: Tensor | None) -> Tensor:
    """`ActorCritic.values`: V(s_t) [B, T], 0 where mask is False."""
    if trunk is not None and not policy.critic_layers:
        raise ValueError("a trunk is only used by a branched critic (critic_layers > 0)")
    if policy.critic_layers and trunk is None:
        trunk = new_trunk(policy, batch)
        with torch.no_grad(), policy.model.disable_adapter():
            for _ in response_hidden(policy, batch, keep=trunk):
                pass
    policy.use("critic")
    parts = []
    for rows, hidden, _ in response_hidden(policy, batch, trunk=trunk):
        v = policy.value_head(hidden.float()).squeeze(-1)
        parts.append(pad_right(v, batch.mask.shape[1]) * batch.mask[rows])
    return torch.cat(parts, 0)

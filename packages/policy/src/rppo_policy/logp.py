"""Log-probs of a rollout's response tokens through the LM head: the actor's (`logp`, grad to the
actor LoRA) and, with the adapters disabled, the reference's (`reference`, which can also record a
branched critic's trunk in the same pass)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import torch
from torch import Tensor, nn

from rppo_policy.rollout import Rollout
from rppo_policy.scoring import hidden_logp_entropy
from rppo_policy.shared_prompt import response_hidden

if TYPE_CHECKING:
    from rppo_policy.actor_critic import ActorCritic


def logp(
    policy: ActorCritic, batch: Rollout, *, with_entropy: bool, entropy_grad: bool
) -> tuple[Tensor, Tensor | None]:
    """`ActorCritic.logp`: the actor's log-probs [B, T] (and entropies [B, T])."""
    policy.use("actor")
    return score(policy, batch, with_entropy=with_entropy, entropy_grad=entropy_grad)


def reference(
    policy: ActorCritic, batch: Rollout, *, keep_trunk: bool
) -> tuple[Tensor, Tensor | None]:
    """`ActorCritic.reference`: ref_logp [B, T] and, with `keep_trunk` and a branched critic, the
    trunk [B, P+T-1, H] this same pass computed (None otherwise)."""
    keep = new_trunk(policy, batch) if keep_trunk and policy.critic_layers else None
    with torch.no_grad(), policy.model.disable_adapter():
        return score(policy, batch, with_entropy=False, keep=keep)[0], keep


def new_trunk(policy: ActorCritic, batch: Rollout) -> Tensor:
    """Room for a branched critic's trunk of `batch`: [B, P+T-1, H] in the embeddings' dtype."""
    width = batch.input_ids.shape[1] - 1  # the last token is never an input
    arch = policy.architecture
    return torch.zeros(len(batch), width, policy.settings["hidden_size"],
                       dtype=arch.embedding_dtype, device=policy.device)  # fmt: skip


def score(
    policy: ActorCritic,
    batch: Rollout,
    *,
    with_entropy: bool,
    entropy_grad: bool = True,
    keep: Tensor | None = None,
) -> tuple[Tensor, Tensor | None]:
    """Log-probs [B, T] (and entropies) of the response tokens under the active adapters."""
    logps, entropies = [], []
    for rows, hidden, tokens in response_hidden(policy, batch, keep=keep):
        mask = batch.mask[rows]
        logp, entropy = hidden_logp_entropy(
            hidden,
            tokens,
            policy.architecture.lm_head,
            temperature=batch.temperature,
            chunk=policy.options.head_chunk,
            with_entropy=with_entropy,
            entropy_grad=entropy_grad,
            mask=mask[:, : tokens.shape[1]],
        )
        logps.append(pad_right(logp, mask.shape[1]).masked_fill(~mask, 0.0))
        if entropy is not None:
            entropies.append(pad_right(entropy, mask.shape[1]).masked_fill(~mask, 0.0))
    return torch.cat(logps, 0), (torch.cat(entropies, 0) if with_entropy else None)


def pad_right(x: Tensor, length: int) -> Tensor:
    return nn.functional.pad(x, (0, length - x.shape[1])) if x.shape[1] < length else x

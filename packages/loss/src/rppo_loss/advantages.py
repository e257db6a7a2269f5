"""Advantages: TD errors (Eq. 7), GAE (Eq. 8) and critic-free group advantages (GRPO).

Time runs over the *counted* positions of each row: "the next state" of a counted token is the
next counted position in the same row, wherever the padding is (left, right, or both), and the
value after the last counted token is 0 (the response has ended; nothing more is earned).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import torch

from rppo_loss._checks import check_mask, check_same_shape, zero_masked


def next_counted_values(values: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """V at the next counted position of each row, 0 after the last one.

    Shapes: values, mask [B, T] -> [B, T]. Entry ``[b, t]`` is ``values[b, s]`` for the smallest
    ``s > t`` with ``mask[b, s]``, or 0 if there is none (defined at every position, counted or
    not; values at not-counted positions are never read).
    """
    check_mask(mask)
    check_same_shape("values", {"values": values, "mask": mask})
    batch, steps = mask.shape
    positions = torch.arange(steps, device=mask.device).expand(batch, steps)
    # Index `steps` stands for "after the end"; it points at an appended column of zeros.
    counted_at = torch.where(mask, positions, torch.full_like(positions, steps))
    # Smallest counted index at or after t, via a reverse running minimum ...
    at_or_after = counted_at.flip(-1).cummin(-1).values.flip(-1)
    # ... shifted by one to get "strictly after t".
    after = torch.cat([at_or_after[:, 1:], torch.full_like(at_or_after[:, :1], steps)], dim=1)
    padded = torch.cat([zero_masked(values, mask), values.new_zeros(batch, 1)], dim=1)
    return padded.gather(1, after)


def td_errors(
    rewards: torch.Tensor, values: torch.Tensor, mask: torch.Tensor, gamma: float
) -> torch.Tensor:
    """TD errors, Eq. 7: ``δ_t = r_t + γ·V(s_{t+1}) − V(s_t)``.

    Shapes: rewards, values, mask [B, T] -> δ [B, T]. ``V(s_{t+1})`` is the value at the next
    counted position and 0 after the last counted token; not-counted positions of the output are 0
    and their rewards/values are ignored.
    """
    check_mask(mask)
    check_same_shape("rewards", {"rewards": rewards, "values": values, "mask": mask})
    rewards = zero_masked(rewards, mask)
    values = zero_masked(values, mask)
    delta = rewards + gamma * next_counted_values(values, mask) - values
    return zero_masked(delta, mask)


def gae(
    rewards: torch.Tensor,
    values: torch.Tensor,
    mask: torch.Tensor,
    gamma: float,
    lam: float,
) -> tuple[torch.Tensor, torch.Tensor]:
    """Generalised Advantage Estimation, Eq. 8: ``Â_t = Σ_{l≥0} (γλ)^l δ_{t+l}``.

    Computed backward with the seed's recursion ``Â_t = δ_t + γλ·Â_{t+1}`` (``Â`` after the last
    counted token is 0), where ``t+1`` means the next counted position of the row. λ = 0 gives the
    TD error (Eq. 7), λ = 1 the Monte-Carlo advantage ``G_t − V(s_t)`` (Eq. 6).

    Shapes: rewards, values, mask [B, T] -> (adv [B, T], returns [B, T]) with
    ``returns = adv + values`` (the critic's targets ``G_t``, Eq. 4). Both are 0 where mask is False.
    Call under ``torch.no_grad()`` with detached values in a PPO step (targets are constants).
    """
    if not 0.0 <= lam <= 1.0:
        raise ValueError(f"lam must be in [0, 1], got {lam}")
    if not 0.0 <= gamma <= 1.0:
        raise ValueError(f"gamma must be in [0, 1], got {gamma}")
    delta = td_errors(rewards, values, mask, gamma)
    carry = delta.new_zeros(delta.shape[0])  # Â at the next counted position, per row
    adv_reversed: list[torch.Tensor] = []
    for t in range(delta.shape[1] - 1, -1, -1):
        # A not-counted position neither produces an advantage nor breaks the chain through it.
        adv_t = torch.where(mask[:, t], delta[:, t] + gamma * lam * carry, torch.zeros_like(carry))
        carry = torch.where(mask[:, t], adv_t, carry)
        adv_reversed.append(adv_t)
    adv = torch.stack(adv_reversed[::-1], dim=1)
    returns = zero_masked(adv + zero_masked(values, mask), mask)
    return adv, returns


def group_advantages(
    score: torch.Tensor,
    group_ids: torch.Tensor,
    *,
    eps: float = 1e-6,
    scale: bool = True,
) -> torch.Tensor:
    """GRPO-style critic-free advantages: ``(score − mean_g) / (std_g + eps)`` within each group.

    Shapes: score [B] float, group_ids [B] int (completions of one prompt share an id) -> adv [B].
    std is the unbiased (N − 1) standard deviation, as in the GRPO reference implementations; a
    group of one has no spread, so its advantage is 0. ``scale=False`` keeps only the mean
    subtraction (Dr. GRPO). Broadcast to tokens with ``adv[:, None] * mask``.
    """
    if score.dim() != 1:
        raise ValueError(f"score must be 1-D [B], got shape {tuple(score.shape)}")
    if group_ids.shape != score.shape:
        raise ValueError(
            f"group_ids has shape {tuple(group_ids.shape)} but score has {tuple(score.shape)}"
        )
    if group_ids.is_floating_point():
        raise TypeError(f"group_ids must be an integer tensor, got dtype {group_ids.dtype}")
    _, inverse = torch.unique(group_ids, return_inverse=True)
    n_groups = int(inverse.max().item()) + 1 if inverse.numel() else 0
    count = torch.zeros(n_groups, dtype=score.dtype, device=score.device)
    count.index_add_(0, inverse, torch.ones_like(score))
    total = torch.zeros_like(count).index_add_(0, inverse, score)
    mean = total / count
    centred = score - mean[inverse]
    if not scale:
        return centred
    sq = torch.zeros_like(count).index_add_(0, inverse, centred**2)
    std = torch.sqrt(sq / (count - 1).clamp(min=1))
    return centred / (std[inverse] + eps)


@dataclass(frozen=True)
class AdvantageInputs:
    """What an advantage estimator may read. reward, values, mask [B, T]; score, group_ids [B]
    (completions of one prompt share an id); gamma, lam (the actor's λ), lam_critic (the critic's
    λ for the returns, decoupled GAE)."""

    reward: torch.Tensor
    values: torch.Tensor
    mask: torch.Tensor
    score: torch.Tensor
    group_ids: torch.Tensor
    gamma: float = 1.0
    lam: float = 0.95
    lam_critic: float = 1.0


def gae_estimate(x: AdvantageInputs) -> tuple[torch.Tensor, torch.Tensor]:
    """GAE with the actor's λ for adv and the critic's λ for the returns: (adv, returns) [B, T]."""
    adv, _ = gae(x.reward, x.values, x.mask, x.gamma, x.lam)
    _, returns = gae(x.reward, x.values, x.mask, x.gamma, x.lam_critic)
    return adv, returns


def grpo_estimate(x: AdvantageInputs) -> tuple[torch.Tensor, torch.Tensor]:
    """GRPO: the group-normalised score on every counted token; returns are zeros (no critic)."""
    adv = group_advantages(x.score, x.group_ids)[:, None] * x.mask
    return adv, torch.zeros_like(adv)


@dataclass(frozen=True)
class AdvantageEstimator:
    """A row of :data:`ADVANTAGE_ESTIMATORS`: the estimator and what it asks of a run."""

    estimate: Callable[[AdvantageInputs], tuple[torch.Tensor, torch.Tensor]]
    needs_critic: bool  # reads values: a critic is trained and evaluated
    needs_groups: bool = False  # compares completions of one prompt: >= 2 samples per prompt


# The advantage estimators by name. The one list of them; the app's config validates `advantage`
# against its keys, and the recipe asks the row whether to train a critic.
ADVANTAGE_ESTIMATORS: dict[str, AdvantageEstimator] = {
    "gae": AdvantageEstimator(gae_estimate, needs_critic=True),
    "grpo": AdvantageEstimator(grpo_estimate, needs_critic=False, needs_groups=True),
}

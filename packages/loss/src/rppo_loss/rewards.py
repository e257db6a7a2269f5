"""Per-token KL to the reference model and the per-token reward the PPO recipe optimises."""

from __future__ import annotations

from collections.abc import Callable

import torch

from rppo_loss._checks import check_mask, check_same_shape, zero_masked


def kl_k1(log_ratio: torch.Tensor) -> torch.Tensor:
    """k1: ``x`` — unbiased, can be negative per token (``x = logp − ref_logp``)."""
    return log_ratio


def kl_k2(log_ratio: torch.Tensor) -> torch.Tensor:
    """k2: ``x² / 2`` — biased, low variance, ≥ 0."""
    return 0.5 * log_ratio**2


def kl_k3(log_ratio: torch.Tensor) -> torch.Tensor:
    """k3: ``(r − 1) − log r = expm1(−x) + x`` — unbiased and ≥ 0."""
    # expm1 keeps the value exact near x = 0, where exp(−x) − 1 would cancel catastrophically.
    return torch.expm1(-log_ratio) + log_ratio


# The KL estimators by name: per-token log-ratio x [any shape] -> estimate [same shape]. The one
# list of them; the app's config validates `kl_estimator` against its keys.
KL_ESTIMATORS: dict[str, Callable[[torch.Tensor], torch.Tensor]] = {
    "k1": kl_k1,
    "k2": kl_k2,
    "k3": kl_k3,
}


def kl(
    logp: torch.Tensor,
    ref_logp: torch.Tensor,
    estimator: str = "k1",
    *,
    mask: torch.Tensor | None = None,
) -> torch.Tensor:
    """Per-token estimate of KL(π_θ ‖ π_ref) from tokens sampled by π_θ (Schulman, 2020).

    With ``x = logp − ref_logp`` (= −log r, r = π_ref/π_θ), ``estimator`` names a row of
    :data:`KL_ESTIMATORS`:

    - ``"k1"``: ``x`` — unbiased, can be negative per token;
    - ``"k2"``: ``x² / 2`` — biased, low variance, ≥ 0;
    - ``"k3"``: ``(r − 1) − log r = expm1(−x) + x`` — unbiased and ≥ 0.

    Shapes: logp, ref_logp [B, T] (any equal shapes) -> kl of the same shape; 0 where ``mask``
    (optional, bool) is False.
    """
    check_same_shape("logp", {"logp": logp, "ref_logp": ref_logp})
    if estimator not in KL_ESTIMATORS:
        raise ValueError(f"estimator must be one of {', '.join(KL_ESTIMATORS)}, got {estimator!r}")
    if mask is not None:
        check_mask(mask)
        check_same_shape("logp", {"logp": logp, "mask": mask})
        logp, ref_logp = zero_masked(logp, mask), zero_masked(ref_logp, mask)
    out = KL_ESTIMATORS[estimator](logp - ref_logp)
    return out if mask is None else zero_masked(out, mask)


def last_counted_index(mask: torch.Tensor) -> torch.Tensor:
    """Index of the last True of each row of ``mask`` [B, T] -> [B] long; −1 for an empty row."""
    check_mask(mask)
    positions = torch.arange(mask.shape[-1], device=mask.device).expand_as(mask)
    return torch.where(mask, positions, torch.full_like(positions, -1)).amax(-1)


def token_rewards(
    score: torch.Tensor,
    kl: torch.Tensor,
    mask: torch.Tensor,
    kl_coef: float,
    step_rewards: torch.Tensor | None = None,
) -> torch.Tensor:
    """The reward ``r_t`` of Eq. 3 for a language model with a KL penalty to the reference.

    ``r_t = −β·KL_t`` on every counted token, plus ``score`` (the checker's / reward model's
    verdict for the whole completion) on the last counted token, plus ``step_rewards[t]``
    (process rewards) where given.

    Shapes: score [B], kl [B, T], mask [B, T] bool, step_rewards [B, T] or None -> reward [B, T],
    0 where mask is False. A row with no counted token receives nothing (its score is dropped).
    """
    check_mask(mask)
    check_same_shape("kl", {"kl": kl, "mask": mask})
    if score.shape != mask.shape[:1]:
        raise ValueError(
            f"score must have shape ({mask.shape[0]},) (one per row of mask), "
            f"got {tuple(score.shape)}"
        )
    reward = -kl_coef * zero_masked(kl, mask)
    if step_rewards is not None:
        check_same_shape("kl", {"kl": kl, "step_rewards": step_rewards})
        reward = reward + zero_masked(step_rewards.to(reward.dtype), mask)
    last = last_counted_index(mask)
    positions = torch.arange(mask.shape[-1], device=mask.device).expand_as(mask)
    at_end = positions == last[:, None]  # never True for an empty row (last == −1)
    reward = reward + torch.where(at_end, score[:, None].to(reward.dtype), 0.0)
    return reward

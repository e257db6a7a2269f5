"""The terms of PPO's loss: clipped surrogate (Eq. 9–11), value loss (Eq. 4), the actor's Eq. 12."""

from __future__ import annotations

from collections.abc import Callable

import torch

from rppo_loss._checks import check_mask, check_same_shape, zero_masked
from rppo_loss.masked import masked_mean, masked_var


def token_mean(per_token: torch.Tensor, mask: torch.Tensor, max_len: int | None) -> torch.Tensor:
    """Mean over all counted tokens of the batch (every token weighs the same)."""
    return masked_mean(per_token, mask)


def seq_mean(per_token: torch.Tensor, mask: torch.Tensor, max_len: int | None) -> torch.Tensor:
    """Mean over each sequence's counted tokens, then over the sequences that have any."""
    per_seq = masked_mean(per_token, mask, dim=-1)
    has_tokens = mask.any(-1)
    return masked_mean(per_seq, has_tokens)


def constant_mean(per_token: torch.Tensor, mask: torch.Tensor, max_len: int | None) -> torch.Tensor:
    """Sum over counted tokens / (B · max_len), ``max_len`` defaulting to T (Dr. GRPO)."""
    length = mask.shape[-1] if max_len is None else max_len
    if length <= 0:
        raise ValueError(f"max_len must be positive, got {length}")
    return zero_masked(per_token, mask).sum() / (mask.shape[0] * length)


# The loss aggregations by name: (per_token [B, T], mask [B, T], max_len) -> scalar. The one list
# of them; the app's config validates `loss_agg` against its keys.
AGGREGATIONS: dict[str, Callable[[torch.Tensor, torch.Tensor, int | None], torch.Tensor]] = {
    "token-mean": token_mean,
    "seq-mean": seq_mean,
    "constant": constant_mean,
}


def aggregate(
    per_token: torch.Tensor,
    mask: torch.Tensor,
    agg: str = "token-mean",
    *,
    max_len: int | None = None,
) -> torch.Tensor:
    """Reduce a per-token quantity [B, T] to a scalar by the row ``agg`` of :data:`AGGREGATIONS`.

    - ``"token-mean"``: mean over all counted tokens of the batch (every token weighs the same);
    - ``"seq-mean"``: mean over each sequence's counted tokens, then over sequences that have any
      (every sequence weighs the same, so short answers are not drowned out by long ones);
    - ``"constant"``: sum over counted tokens / (B · max_len), ``max_len`` defaulting to T — a
      normaliser that does not depend on response lengths (Dr. GRPO), so the per-token gradient
      weight is the same whatever the lengths in the minibatch.
    """
    if agg not in AGGREGATIONS:
        raise ValueError(f"agg must be one of {', '.join(AGGREGATIONS)}, got {agg!r}")
    return AGGREGATIONS[agg](per_token, mask, max_len)


def policy_loss(
    logp: torch.Tensor,
    old_logp: torch.Tensor,
    adv: torch.Tensor,
    mask: torch.Tensor,
    clip_eps: float,
    *,
    agg: str = "token-mean",
    dual_clip: float | None = None,
    max_len: int | None = None,
) -> tuple[torch.Tensor, dict[str, torch.Tensor]]:
    """Minus the clipped surrogate objective, Eq. 9–11.

    ``ρ_t = exp(logp − old_logp)`` (Eq. 9) and
    ``L^CLIP = E_t[min(ρ_t·Â_t, clip(ρ_t, 1 − ε, 1 + ε)·Â_t)]`` (Eq. 11); the loss is ``−L^CLIP``
    aggregated over counted tokens by ``agg`` (see :func:`aggregate`). ``dual_clip`` = c > 1
    additionally bounds the objective of a negative-advantage token from below by ``c·Â_t``
    (Ye et al., 2020), so a huge ratio cannot produce an unbounded loss.

    Shapes: logp, old_logp, adv, mask [B, T] -> (loss scalar, stats). Stats, detached scalars over
    counted tokens: ``approx_kl`` (k3 estimate of KL(π_old ‖ π_θ): mean of (ρ − 1) − log ρ),
    ``clipfrac`` (fraction of tokens where the clipped term is the minimum and differs, i.e. whose
    gradient clipping zeroed), ``ratio_mean``, ``ratio_max`` (and ``dual_clipfrac`` with
    ``dual_clip``). Not-counted positions get exactly zero gradient and change no statistic.
    """
    check_mask(mask)
    check_same_shape("logp", {"logp": logp, "old_logp": old_logp, "adv": adv, "mask": mask})
    if clip_eps <= 0:
        raise ValueError(f"clip_eps must be positive, got {clip_eps}")
    if dual_clip is not None and dual_clip <= 1.0:
        raise ValueError(f"dual_clip must be > 1, got {dual_clip}")
    logp, old_logp, adv = (zero_masked(x, mask) for x in (logp, old_logp, adv))

    log_ratio = logp - old_logp
    ratio = torch.exp(log_ratio)
    unclipped = ratio * adv
    clipped = torch.clamp(ratio, 1.0 - clip_eps, 1.0 + clip_eps) * adv
    objective = torch.minimum(unclipped, clipped)
    stats: dict[str, torch.Tensor] = {}
    if dual_clip is not None:
        floor = dual_clip * adv
        dual_active = (adv < 0) & (objective < floor)
        objective = torch.where(dual_active, floor, objective)
        stats["dual_clipfrac"] = masked_mean(dual_active.to(logp.dtype), mask).detach()
    loss = -aggregate(objective, mask, agg, max_len=max_len)

    with torch.no_grad():
        clip_active = clipped < unclipped
        stats["approx_kl"] = masked_mean(torch.expm1(log_ratio) - log_ratio, mask)
        stats["clipfrac"] = masked_mean(clip_active.to(logp.dtype), mask)
        stats["ratio_mean"] = masked_mean(ratio, mask)
        # -inf fill, then 0 for an all-masked batch; no host sync (no `if mask.any()`).
        ratio_max = torch.where(mask, ratio, float("-inf")).amax()
        stats["ratio_max"] = torch.where(torch.isneginf(ratio_max), 0.0, ratio_max)
    return loss, stats


# Below this Var[G] the returns do not vary in any sense that matters (a reward of 0 or 1 gives
# Var[G] >= ~1e-3 as soon as one sample differs), and the ratio would be noise.
EXPLAINED_VAR_FLOOR = 1e-12


def value_loss(
    values: torch.Tensor,
    old_values: torch.Tensor,
    returns: torch.Tensor,
    mask: torch.Tensor,
    clip_eps: float | None = None,
) -> tuple[torch.Tensor, dict[str, torch.Tensor]]:
    """Critic loss, Eq. 4 with the conventional ½: ``0.5·(V(s_t) − G_t)²``, token mean.

    With ``clip_eps`` the PPO value clipping is used:
    ``V_clip = old_V + clip(V − old_V, −ε, ε)`` and the per-token loss is
    ``0.5·max((V − G)², (V_clip − G)²)`` (pessimistic, like Eq. 11).

    Shapes: values, old_values, returns, mask [B, T] -> (loss scalar, stats). Stats (detached):
    ``clipfrac`` (fraction of counted tokens where the clamp is active and the clipped term is
    the larger; 0 without clipping) and ``explained_var`` = 1 − Var[G − V] / Var[G] over counted tokens (0 when Var[G]
    is below ``EXPLAINED_VAR_FLOOR``, rather than NaN or a ratio of rounding noise: a minibatch
    whose returns hold only a KL of ~1e-8 per token gave -2.5e12).
    """
    check_mask(mask)
    check_same_shape(
        "values", {"values": values, "old_values": old_values, "returns": returns, "mask": mask}
    )
    values, old_values, returns = (zero_masked(x, mask) for x in (values, old_values, returns))
    unclipped = (values - returns) ** 2
    if clip_eps is None:
        per_token = unclipped
        clip_active = torch.zeros_like(mask)
    else:
        if clip_eps <= 0:
            raise ValueError(f"clip_eps must be positive, got {clip_eps}")
        values_clipped = old_values + torch.clamp(values - old_values, -clip_eps, clip_eps)
        clipped = (values_clipped - returns) ** 2
        per_token = torch.maximum(unclipped, clipped)
        # Where the clamp changes nothing the two terms are equal and only the rounding of
        # old + (V - old) would decide `>`: such tokens are not clipped.
        clip_active = (clipped > unclipped) & ((values - old_values).abs() > clip_eps)
    loss = 0.5 * masked_mean(per_token, mask)

    with torch.no_grad():
        var_returns = masked_var(returns, mask)
        var_error = masked_var(returns - values, mask)
        explained = torch.where(
            var_returns > EXPLAINED_VAR_FLOOR,
            1.0 - var_error / var_returns.clamp(min=EXPLAINED_VAR_FLOOR),
            0.0,
        )
        stats = {
            "clipfrac": masked_mean(clip_active.to(values.dtype), mask),
            "explained_var": explained,
        }
    return loss, stats


def actor_loss(
    logp: torch.Tensor,
    old_logp: torch.Tensor,
    adv: torch.Tensor,
    entropy: torch.Tensor,
    mask: torch.Tensor,
    clip_eps: float,
    *,
    entropy_coef: float = 0.0,
    agg: str = "token-mean",
    dual_clip: float | None = None,
) -> tuple[torch.Tensor, dict[str, torch.Tensor]]:
    """The actor's part of Eq. 12 when actor and critic step separately: ``−(L^CLIP + c2·S)``.

    With two adapters and two optimizers nothing couples the terms of Eq. 12: the critic minimises
    :func:`value_loss` (``L^VF``, so ``c1`` is only a learning-rate scale) and the actor minimises
    ``policy_loss − c2·mean_t S_t``, ``c2`` = ``entropy_coef``. ``entropy`` [B, T] holds the
    per-token entropies ``S[π_θ](s_t)`` of the distributions ``logp`` comes from; their mean is
    over counted tokens whatever ``agg`` (the bonus is a regulariser, not a per-sequence signal).
    The term is left out when ``entropy_coef`` is 0, so a non-finite entropy cannot reach the loss.

    Shapes: logp, old_logp, adv, entropy, mask [B, T] -> (loss scalar, stats): the stats of
    :func:`policy_loss` and ``entropy`` (the detached mean entropy).
    """
    check_same_shape("logp", {"logp": logp, "entropy": entropy})
    loss, stats = policy_loss(logp, old_logp, adv, mask, clip_eps, agg=agg, dual_clip=dual_clip)
    mean_entropy = masked_mean(entropy, mask)
    if entropy_coef:
        loss = loss - entropy_coef * mean_entropy
    stats["entropy"] = mean_entropy.detach()
    return loss, stats

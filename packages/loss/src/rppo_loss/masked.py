"""Means and whitening over the counted tokens of a batch (``mask`` True)."""

from __future__ import annotations

import torch

from rppo_loss._checks import check_mask, check_same_shape, zero_masked


def masked_sum(x: torch.Tensor, mask: torch.Tensor, dim: int | None = None) -> torch.Tensor:
    """Sum of ``x`` over positions where ``mask`` is True (all dims, or along ``dim``)."""
    check_mask(mask)
    check_same_shape("x", {"x": x, "mask": mask})
    x = zero_masked(x, mask)
    return x.sum() if dim is None else x.sum(dim)


def masked_mean(x: torch.Tensor, mask: torch.Tensor, dim: int | None = None) -> torch.Tensor:
    """Mean of ``x`` [B, T] over counted positions: sum(x·mask) / count(mask).

    With ``dim`` the mean is taken along that dimension only (e.g. ``dim=-1``: per sequence, [B]).
    An empty selection gives 0 (not NaN): no counted token contributes nothing, and a NaN would
    poison an optimiser step or a metrics line.
    """
    total = masked_sum(x, mask, dim)
    count = mask.sum() if dim is None else mask.sum(dim)
    return total / count.clamp(min=1).to(total.dtype)


def masked_var(x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """Population variance (divide by N, not N − 1) of ``x`` over counted positions; scalar."""
    mean = masked_mean(x, mask)
    return masked_mean((x - mean) ** 2, mask)


def masked_whiten(
    x: torch.Tensor, mask: torch.Tensor, shift_mean: bool = True, eps: float = 1e-8
) -> torch.Tensor:
    """Standardise ``x`` [B, T] with the mean and variance of its counted positions.

    ``(x − μ) / sqrt(σ² + eps)``; with ``shift_mean=False`` the mean is added back, i.e. only the
    scale changes (used for rewards, whose sign carries meaning). σ² is the population variance.
    Not-counted positions are 0 in the output and do not affect μ or σ².
    """
    mean = masked_mean(x, mask)
    var = masked_var(x, mask)
    whitened = (x - mean) * torch.rsqrt(var + eps)
    if not shift_mean:
        whitened = whitened + mean
    return zero_masked(whitened, mask)

"""Input validation shared by the loss functions: one-line errors that name the culprit."""

from __future__ import annotations

import torch


def check_mask(mask: torch.Tensor, *, name: str = "mask") -> None:
    """Raise if ``mask`` is not a 2-D bool tensor (True where a response token counts)."""
    if not isinstance(mask, torch.Tensor):
        raise TypeError(f"{name} must be a torch.Tensor, got {type(mask).__name__}")
    if mask.dtype != torch.bool:
        raise TypeError(f"{name} must be a bool tensor, got dtype {mask.dtype}")


def check_same_shape(reference: str, tensors: dict[str, torch.Tensor]) -> None:
    """Raise naming the first tensor whose shape differs from ``tensors[reference]``."""
    expected = tensors[reference].shape
    for name, tensor in tensors.items():
        if not isinstance(tensor, torch.Tensor):
            raise TypeError(f"{name} must be a torch.Tensor, got {type(tensor).__name__}")
        if tensor.shape != expected:
            raise ValueError(
                f"{name} has shape {tuple(tensor.shape)} but {reference} has {tuple(expected)}"
            )


def zero_masked(x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """``x`` with every not-counted position set to exactly 0.

    ``torch.where`` (not ``x * mask``) so that NaN/inf garbage at padded positions neither leaks
    into a sum nor produces NaN gradients (0 * inf); the gradient at those positions is exactly 0.
    """
    return torch.where(mask, x, torch.zeros((), dtype=x.dtype, device=x.device))

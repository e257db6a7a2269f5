"""Grouped-query attention on CPU without copying the key and value heads.

transformers' `sdpa` attention repeats each key/value head once per query head of its group before
calling `scaled_dot_product_attention` whenever a padding mask is passed (on CUDA the fused kernels
that take `enable_gqa=True` refuse a mask and would fall back to the slow math kernel). Autograd then
saves the repeated copies for the backward pass: for SmolLM2-135M (9 query heads, 3 key/value heads)
two thirds of the key/value bytes the actor's update forward keeps are copies, a sizeable share of
its activations at the bench-trl shape (the figures: bench/NOTES.md, sessions 5 and 6). torch's CPU
flash kernel takes `enable_gqa=True` together with a mask; its forward gives the same numbers bit
for bit and its backward the same gradients up to summation order (~1e-7 relative;
tests/policy/test_attention.py), so on CPU our backbones use it: `CPU_GQA_SDPA` is `sdpa` except
for masked multi-token calls on CPU, which attend with the unrepeated heads. Everything else
(decoding one token, no mask, other devices, position biases, soft-capping) goes to transformers'
own `sdpa` function unchanged.

The implementation is registered under its own name for the backbones `load_backbone` puts on the
CPU only; the `sdpa` entry every other model in the process uses is untouched.

On CUDA, `sdpa_backends` keeps `scaled_dot_product_attention` off the cuDNN kernel while the policy
decodes: cuDNN attention builds a graph for every new shape, and a decode step's key length is new
at every step (the measurement is at the function).
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from rppo_policy.architecture import (
    CPU_GQA_SDPA,
    attention_implementation,
    set_attention_implementation,
)

if TYPE_CHECKING:
    import torch
    from transformers import PreTrainedModel

__all__ = ["CPU_GQA_SDPA", "cpu_gqa_sdpa_forward", "sdpa_backends", "use_cpu_gqa_attention"]


def sdpa_backends(device: torch.device) -> contextlib.AbstractContextManager[Any]:
    """The attention kernels decoding may use on `device` (a context).

    On CUDA, not cuDNN's: it builds and caches a graph per input shape, and decoding meets a new
    key length at every step. Measured on an H200 (bench/gpu_profile.py, 2026-12-04, torch 2.11,
    NF4 Qwen2.5-0.5B, random weights): 109.6 -> 98.3 ms per decode step at batch 16, 129.7 ->
    119.5 at batch 64. Elsewhere nothing changes. Not for passes with a gradient: a checkpointed
    layer recomputed in the backward pass, outside the context, would pick another kernel."""
    if device.type != "cuda":
        return contextlib.nullcontext()
    # (imported here: resolving a model name must not import torch)
    from torch.nn.attention import SDPBackend, sdpa_kernel

    # every fused kernel but cuDNN's, then the math fallback (torch tries them in this order)
    return sdpa_kernel(
        [SDPBackend.FLASH_ATTENTION, SDPBackend.EFFICIENT_ATTENTION, SDPBackend.MATH]
    )


def cpu_gqa_sdpa_forward(
    module: torch.nn.Module,
    query: torch.Tensor,
    key: torch.Tensor,
    value: torch.Tensor,
    attention_mask: torch.Tensor | None,
    dropout: float = 0.0,
    scaling: float | None = None,
    is_causal: bool | None = None,
    **kwargs: Any,
) -> tuple[torch.Tensor, None]:
    """transformers' attention-function signature: query [B, H, Q, D], key/value [B, KV, K, D]."""
    import torch.nn.functional as F
    from transformers.integrations.sdpa_attention import sdpa_attention_forward

    unrepeated = (
        attention_mask is not None  # without a mask transformers already passes enable_gqa
        and query.device.type == "cpu"
        and query.shape[2] > 1  # one query token: transformers folds the group into the query
        and getattr(module, "num_key_value_groups", 1) > 1
        and kwargs.get("position_bias") is None
        and kwargs.get("softcap") is None
    )
    if not unrepeated:
        return sdpa_attention_forward(
            module,
            query,
            key,
            value,
            attention_mask,
            dropout=dropout,
            scaling=scaling,
            is_causal=is_causal,
            **kwargs,
        )
    out = F.scaled_dot_product_attention(
        query,
        key,
        value,
        attn_mask=attention_mask,
        dropout_p=dropout,
        scale=scaling,
        enable_gqa=True,
    )
    return out.transpose(1, 2).contiguous(), None


def use_cpu_gqa_attention(model: PreTrainedModel) -> bool:
    """Switch a CPU model that uses `sdpa` to `CPU_GQA_SDPA`; True if it was switched. The masks
    stay transformers' `sdpa` masks (the same function is registered for the new name)."""
    from transformers import AttentionInterface
    from transformers.masking_utils import AttentionMaskInterface, sdpa_mask

    if attention_implementation(model.config) != "sdpa":
        return False
    AttentionInterface.register(CPU_GQA_SDPA, cpu_gqa_sdpa_forward)
    AttentionMaskInterface.register(CPU_GQA_SDPA, sdpa_mask)
    set_attention_implementation(model.config, CPU_GQA_SDPA)
    return True

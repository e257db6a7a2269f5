"""One decode step of a Llama-family backbone with LoRA, without transformers' per-call machinery.

A decode step reads every weight once for one token per row, so its products are bandwidth-bound
and short, and what runs around them shows: at the bench-trl shape the step through transformers'
`forward` takes much longer than its products alone (the figures: bench/NOTES.md, session 7). The
rest is Python per call: the mask built again for every step, keyword plumbing through 30 layers,
output records, PEFT's per-module bookkeeping, and about twice the tensor ops the arithmetic needs.

`lean_step(decoder, lm_head)` reads the layers once per rollout (weights and active adapters are
fixed while decoding) and returns a step function with `decoding.StepFn`'s contract for one new
token per row: the same tensor ops in the same order as transformers' `LlamaDecoderLayer` (and
Qwen2's, Qwen3's, Mistral's) with PEFT's `lora.Linear` forward, so the logits are transformers' bit
for bit (tests/policy/test_lean_step.py), at a fraction of the calls. It returns None for anything
it does not reproduce exactly (`unsupported` says why): other architectures, attention other than
`sdpa`, sliding windows, LoRA variants (DoRA) or dropout, hooks and patched forwards it would skip.
The prefill and every multi-token call still go through transformers.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from typing import Any, NamedTuple

import torch.nn.functional as F
from torch import Tensor, nn
from transformers.models.llama.modeling_llama import apply_rotary_pos_emb

from .architecture import CPU_GQA_SDPA, attention_implementation
from .preparation import gated_forward

# The decoder layers whose forward this module reproduces (their attention, MLP and norms are
# Llama's; Qwen3 adds a norm on each query and key head).
LAYERS = ("LlamaDecoderLayer", "MistralDecoderLayer", "Qwen2DecoderLayer", "Qwen3DecoderLayer")
ATTENTION = ("sdpa", CPU_GQA_SDPA)
ATTENTION_PROJECTIONS = ("q_proj", "k_proj", "v_proj", "o_proj")
PROJECTIONS = (*ATTENTION_PROJECTIONS, "gate_proj", "up_proj", "down_proj")


StepFn = Callable[[Tensor, Tensor, Tensor, Any], tuple[Tensor, Any]]


class Projection(NamedTuple):
    """A linear layer as the step runs it: the frozen product, then each active LoRA (A, B, s)."""

    base: Callable[[Tensor], Tensor]
    loras: tuple[tuple[Tensor, Tensor, float], ...]


class Layer(NamedTuple):
    input_norm: nn.Module
    post_norm: nn.Module
    q_norm: nn.Module | None  # Qwen3's per-head norms of queries and keys
    k_norm: nn.Module | None
    projections: dict[str, Projection]
    act_fn: Callable[[Tensor], Tensor]
    heads: int
    kv_heads: int
    head_dim: int
    scaling: float


def lean_step(decoder: Any, lm_head: Callable[[Tensor], Tensor]) -> StepFn | None:
    """The decode step for `decoder` with its adapters as they are switched now (read them again
    after `set_adapter` or `disable_adapter`), or None where `unsupported` gives a reason."""
    if unsupported(decoder) is not None:
        return None
    read = [_read_layer(layer) for layer in decoder.layers]
    layers = [layer for layer in read if layer is not None]
    if len(layers) < len(read):
        return None
    return functools.partial(
        _step, decoder.embed_tokens, decoder.rotary_emb, layers, decoder.norm, lm_head
    )


def unsupported(decoder: Any) -> str | None:
    """Why `lean_step` would not reproduce `decoder`'s forward (None: it would, as far as the
    model's structure goes; `lean_step` also refuses layers it cannot read)."""
    config = getattr(decoder, "config", None)
    layers = getattr(decoder, "layers", None)
    if config is None or layers is None or not len(layers):
        return "not a decoder with .config and .layers"
    names = {type(layer).__name__ for layer in layers}
    if not names <= set(LAYERS):
        return f"decoder layers {sorted(names)} (reproduced: {', '.join(LAYERS)})"
    implementation = attention_implementation(config)
    if implementation not in ATTENTION:
        return f"attention {implementation!r} (reproduced: sdpa)"
    if getattr(config, "sliding_window", None) is not None and getattr(
        config, "use_sliding_window", True
    ):
        return "sliding-window attention"
    # transformers' sdpa picks its grouped-query path by device; the step follows CPU's and CUDA's.
    device = decoder.embed_tokens.weight.device.type
    if device not in ("cpu", "cuda") or os.environ.get("TRANSFORMERS_SDPA_FORCE_GQA") == "1":
        return f"grouped-query attention as transformers runs it on {device}"
    for module in decoder.modules():
        if getattr(module, "_hf_hook", None) is not None:
            return f"an accelerate hook on {type(module).__name__} (offloading or a device map)"
        if module._forward_hooks or module._forward_pre_hooks:
            return f"a forward hook on {type(module).__name__}"
    return None


def _read_layer(layer: Any) -> Layer | None:
    attn, mlp = layer.self_attn, layer.mlp
    if "forward" in vars(attn) or (attn.training and attn.attention_dropout):
        return None
    if getattr(attn, "sliding_window", None) is not None:
        return None
    patched = vars(mlp).get("forward")
    if patched is not None and getattr(patched, "__func__", None) is not gated_forward:
        return None  # recompute_mlp's patch computes the same without grad; others may not
    projections = {}
    for name in PROJECTIONS:
        projection = _projection(getattr(attn if name in ATTENTION_PROJECTIONS else mlp, name))
        if projection is None:
            return None
        projections[name] = projection
    q_norm, k_norm = getattr(attn, "q_norm", None), getattr(attn, "k_norm", None)
    if (q_norm is None) != (k_norm is None):
        return None
    config = attn.config
    return Layer(
        input_norm=layer.input_layernorm,
        post_norm=layer.post_attention_layernorm,
        q_norm=q_norm,
        k_norm=k_norm,
        projections=projections,
        act_fn=mlp.act_fn,
        heads=config.num_attention_heads,
        kv_heads=config.num_key_value_heads,
        head_dim=attn.head_dim,
        scaling=attn.scaling,
    )


def _projection(module: Any) -> Projection | None:
    """`module` as a Projection: a plain or quantised linear layer, or PEFT's LoRA wrapper around
    one (vanilla LoRA, no dropout, adapters as they are switched now); None for anything else."""
    base = getattr(module, "base_layer", None)
    if base is None:  # not wrapped by PEFT
        return Projection(_base_product(module), ())
    if getattr(module, "merged", False) or module._forward_hooks or "forward" in vars(module):
        return None
    if module.disable_adapters:
        return Projection(_base_product(base), ())
    loras = []
    for name in module.active_adapters:
        if name not in module.lora_A:
            continue
        if name in getattr(module, "lora_variant", {}) or not isinstance(
            module.lora_dropout[name], nn.Identity
        ):
            return None
        a, b = module.lora_A[name], module.lora_B[name]
        if a.bias is not None or b.bias is not None:
            return None
        loras.append((a.weight, b.weight, float(module.scaling[name])))
    return Projection(_base_product(base), tuple(loras))


def _base_product(module: Any) -> Callable[[Tensor], Tensor]:
    if type(module) is nn.Linear:
        return functools.partial(F.linear, weight=module.weight, bias=module.bias)
    return module  # a quantised layer: its own forward (dequantise and multiply)


def _project(x: Tensor, projection: Projection) -> Tensor:
    """PEFT's `lora.Linear.forward` (and its bitsandbytes twin) without the bookkeeping."""
    result = projection.base(x)
    for a, b, scaling in projection.loras:
        x_lora = x if x.dtype == a.dtype else x.to(a.dtype)
        output = F.linear(F.linear(x_lora, a), b) * scaling
        result = result + (output if output.dtype == result.dtype else output.to(result.dtype))
    return result


def _step(
    embed: nn.Module,
    rotary: nn.Module,
    layers: list[Layer],
    final_norm: nn.Module,
    lm_head: Callable[[Tensor], Tensor],
    new_ids: Tensor,
    attention: Tensor,
    positions: Tensor,
    cache: Any,
) -> tuple[Tensor, Any]:
    """Next-token logits [B, V] for one new token per row `new_ids` [B, 1] at `positions` [B, 1],
    attending to the `attention` [B, L] columns of `cache` plus itself (the last column)."""
    if new_ids.shape[1] != 1:
        raise ValueError("the lean step decodes one token per row")
    hidden = embed(new_ids)
    cos, sin = rotary(hidden, position_ids=positions)
    # transformers passes no mask when every column is attended (its sdpa skip), else the padding
    # mask (one query token: causality holds for every cached column).
    mask = None if bool(attention.all()) else attention.bool()[:, None, None, :]
    rows = hidden.shape[0]
    for index, layer in enumerate(layers):
        p = layer.projections
        residual = hidden
        hidden = layer.input_norm(hidden)
        query = _project(hidden, p["q_proj"]).view(rows, 1, -1, layer.head_dim)
        key = _project(hidden, p["k_proj"]).view(rows, 1, -1, layer.head_dim)
        value = _project(hidden, p["v_proj"]).view(rows, 1, -1, layer.head_dim)
        if layer.q_norm is not None and layer.k_norm is not None:
            query, key = layer.q_norm(query), layer.k_norm(key)
        query, key, value = query.transpose(1, 2), key.transpose(1, 2), value.transpose(1, 2)
        query, key = apply_rotary_pos_emb(query, key, cos, sin)
        key, value = cache.update(key, value, index)
        # Grouped-query attention on the unrepeated key/value heads, as transformers' sdpa does it
        # for one query token: without a mask `enable_gqa`, with one the heads of a group become
        # the rows of its query (`pack_gqa`).
        groups = layer.heads // layer.kv_heads
        if groups > 1 and mask is None:
            out = F.scaled_dot_product_attention(
                query, key, value, scale=layer.scaling, enable_gqa=True
            )
        else:
            if groups > 1:
                query = query.reshape(rows, layer.kv_heads, groups, layer.head_dim)
            out = F.scaled_dot_product_attention(
                query, key, value, attn_mask=mask, scale=layer.scaling
            )
        out = out.reshape(rows, -1, 1, layer.head_dim).transpose(1, 2).reshape(rows, 1, -1)
        hidden = residual + _project(out.contiguous(), p["o_proj"])
        residual = hidden
        hidden = layer.post_norm(hidden)
        gate, up = _project(hidden, p["gate_proj"]), _project(hidden, p["up_proj"])
        hidden = residual + _project(layer.act_fn(gate) * up, p["down_proj"])
    hidden = final_norm(hidden)
    return lm_head(hidden[:, -1]), cache

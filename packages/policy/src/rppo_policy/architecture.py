"""Every probe of transformers' internals the policy relies on, in one place.

transformers lays its causal LMs out the same way for the families we run (Llama, Qwen2/3,
Mistral, SmolLM): a `PreTrainedModel` whose `base_model_prefix` attribute is the decoder, with a
`layers` list, an output embedding for the LM head, a config carrying `_attn_implementation`, and
caches that are either legacy tuples or objects with per-layer `keys` / `values`. Names moved
between releases (`cache` / `past_key_values`, activation / gradient checkpointing). The module
functions read one such fact from a module (`branch`, `lean_step`, `preparation`, `attention` use
them); `Architecture` is the adapter over one loaded model that `ActorCritic` and the benchmarks
use. No torch at import: `attention` (imported by the name resolution) reads it too.
"""

from __future__ import annotations

import inspect
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from collections.abc import Callable

    from torch import Tensor, nn
    from transformers import PreTrainedModel

# Our CPU grouped-query attention (`rppo_policy.attention`): `sdpa` with unrepeated key/value heads.
CPU_GQA_SDPA = "rppo_cpu_gqa_sdpa"
# Attention implementations that apply a full [rows, keys] mask (holes allowed). After a shared
# prefix the padding sits mid-sequence; flash-attention's variable-length path assumes each row's
# tokens are contiguous, so only these may share a prefix.
MASKED_ATTENTION = ("eager", "sdpa", CPU_GQA_SDPA)
# The modules of a gated MLP, `down(act(gate(x)) * up(x))` (Llama, Qwen2, Mistral, SmolLM).
GATED_MLP = ("gate_proj", "up_proj", "down_proj", "act_fn")


def attention_implementation(config: Any) -> str | None:
    """The attention function a model's config selects (`sdpa`, `eager`, ...; None: not set)."""
    return getattr(config, "_attn_implementation", None)


def set_attention_implementation(config: Any, name: str) -> None:
    config._attn_implementation = name


def decoder_layers(decoder: nn.Module) -> nn.ModuleList:
    """The decoder's list of layers; a clear error for a model laid out otherwise."""
    from torch import nn

    layers = getattr(decoder, "layers", None)
    if not isinstance(layers, nn.ModuleList):
        raise ValueError(
            f"critic_layers needs a decoder with a `layers` list; {type(decoder).__name__} has none"
        )
    return layers


def layer_attention(layer: nn.Module) -> nn.Module:
    """The attention module of a decoder layer: the one that knows its cache slot (`layer_idx`)."""
    for module in layer.modules():
        if module is not layer and isinstance(getattr(module, "layer_idx", None), int):
            return module
    raise ValueError(
        f"critic_layers: no attention module with a layer_idx in {type(layer).__name__}"
    )


def is_gated_mlp(module: nn.Module) -> bool:
    return all(hasattr(module, name) for name in GATED_MLP) and callable(
        getattr(module, "act_fn", None)
    )


def enable_checkpointing(model: PreTrainedModel, kwargs: dict[str, Any]) -> None:
    # transformers 5 renamed gradient -> activation checkpointing; keep working with 4.x too.
    if hasattr(model, "activation_checkpointing_enable"):
        model.activation_checkpointing_enable(activation_checkpointing_kwargs=kwargs)
    else:
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs=kwargs)


def cache_of(out: Any) -> Any:
    """The KV cache of a decoder's output record (transformers 5 calls it `cache`)."""
    cache = out.get("cache")
    return out.get("past_key_values") if cache is None else cache


def select_cache_rows(cache: Any, rows: Tensor) -> Any:
    """The KV cache of batch rows `rows` (repeats allowed), as a new cache; differentiable."""
    if isinstance(cache, tuple):  # legacy ((key, value), ...) per layer
        return tuple(tuple(t[rows] for t in layer) for layer in cache)
    layers = getattr(cache, "layers", None)
    if layers is None:
        raise TypeError(f"cannot select rows of a {type(cache).__name__} cache")
    for layer in layers:
        if getattr(layer, "keys", None) is None:  # a slot no layer wrote (a branched critic's)
            continue
        # Indexing makes new tensors: under grad, autograd sees a gather back to the shared rows.
        layer.keys, layer.values = layer.keys[rows], layer.values[rows]
    return cache


class Architecture:
    """One loaded causal LM as the policy uses it: its decoder and LM head, the sizes and the
    attention it was built with, a decoder call in either cache keyword, one decode step."""

    def __init__(self, model: PreTrainedModel) -> None:
        self.model = model
        self.decoder = cast("nn.Module", getattr(model, model.base_model_prefix))
        self.lm_head = cast("Callable[[Tensor], Tensor]", model.get_output_embeddings())
        params = inspect.signature(self.decoder.forward).parameters
        self.cache_kwarg = "cache" if "cache" in params else "past_key_values"

    @property
    def config(self) -> Any:
        return self.model.config

    @property
    def text_config(self) -> Any:
        return self.model.config.get_text_config()

    @property
    def hidden_size(self) -> int:
        return int(self.text_config.hidden_size)

    @property
    def vocab_size(self) -> int:
        return int(self.text_config.vocab_size)

    @property
    def embedding_dtype(self) -> Any:  # torch.dtype
        return cast("Tensor", self.model.get_input_embeddings().weight).dtype

    @property
    def masks_holes(self) -> bool:
        """Whether attention honours padding in mid-sequence (`MASKED_ATTENTION`)."""
        return attention_implementation(self.model.config) in MASKED_ATTENTION

    def layers(self) -> nn.ModuleList:
        return decoder_layers(self.decoder)

    def forward(self, inputs: Tensor, *, cache: Any = None, **kwargs: Any) -> Any:
        """The decoder on token ids [b, L] or, branched, on hidden states [b, L, H]; `cache`: the
        KV cache to continue (under whichever keyword this transformers takes)."""
        key = "input_ids" if inputs.dim() == 2 else "inputs_embeds"
        if cache is not None:
            kwargs[self.cache_kwarg] = cache
        return self.decoder(**{key: inputs}, **kwargs)

    def step(
        self, new_ids: Tensor, attention: Tensor, positions: Tensor, cache: Any
    ) -> tuple[Tensor, Any]:
        """`decoding.StepFn` through transformers' forward: next-token logits [B, V] and the cache."""
        out = self.decoder(
            input_ids=new_ids,
            attention_mask=attention,
            position_ids=positions,
            use_cache=True,
            **{self.cache_kwarg: cache},
        )
        return self.lm_head(out.last_hidden_state[:, -1]), cache_of(out)

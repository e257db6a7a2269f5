"""The branched critic (`critic_layers` = k > 0): the critic's LoRA and value head sit on the top k
decoder layers only, and those layers read the hidden states that the reference pass (adapters off)
already computed entering layer L-k — the "trunk". Below L-k the critic and the reference are the
same function (no adapter there), so the critic never runs, or back-propagates through, the bottom
L-k layers: its forward and backward cost k layers instead of L.

Pieces, each independent of `ActorCritic`:
  critic_targets   which modules get the critic LoRA (those of the actor inside the top k layers)
  layer_inputs     records the hidden states entering one layer, one tensor per decoder call
  top_layers       runs the decoder's own forward on `inputs_embeds` through the top k layers only
  check            refuses a decoder whose top layers on recorded states differ from its forward
  place            puts the recorded states of one micro-batch's forward back into row layout
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Collection, Iterator
from typing import Any

import torch
from torch import Tensor, nn

from rppo_policy.architecture import decoder_layers, layer_attention

__all__ = ["check", "critic_targets", "decoder_layers", "layer_inputs", "place", "top_layers"]


def critic_targets(
    model: nn.Module, decoder: nn.Module, targets: str | Collection[str], k: int
) -> list[str]:
    """Full names (in `model`) of the modules matching `targets` (peft's rules: a string is a
    regular expression for the whole name; a collection matches a name or its suffix after a dot)
    that lie inside the top `k` decoder layers."""
    layers = decoder_layers(decoder)
    if not 1 <= k <= len(layers):
        raise ValueError(
            f"critic_layers={k}: the model has {len(layers)} layers (use 0..{len(layers)})"
        )
    inside = {id(m) for layer in list(layers)[len(layers) - k :] for m in layer.modules()}

    def matches(name: str) -> bool:
        if isinstance(targets, str):
            return re.fullmatch(targets, name) is not None
        return any(name == t or name.endswith("." + t) for t in targets)

    names = [n for n, module in model.named_modules() if id(module) in inside and matches(n)]
    if not names:
        raise ValueError(f"critic_layers={k}: no LoRA target module in the top {k} layers")
    return names


@contextlib.contextmanager
def layer_inputs(layer: nn.Module) -> Iterator[list[Tensor]]:
    """The hidden states entering `layer` ([rows, cols, H]), one per call, while inside."""
    seen: list[Tensor] = []

    def hook(module: nn.Module, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        seen.append(args[0] if args else kwargs["hidden_states"])

    handle = layer.register_forward_pre_hook(hook, with_kwargs=True)
    try:
        yield seen
    finally:
        handle.remove()


@contextlib.contextmanager
def top_layers(decoder: nn.Module, k: int) -> Iterator[None]:
    """While inside, the decoder runs only its top `k` layers (then its final norm): call it with
    `inputs_embeds` = the states entering layer L-k. The decoder's own forward builds the masks and
    rotary embeddings as usual. Its KV cache is indexed by layer: the top layers take cache slots
    0..k-1 meanwhile, so that the cache's first slot (which sizes the attention mask) holds them.
    A checkpointed layer recomputed in the backward pass, after this, runs without a cache."""
    layers = decoder_layers(decoder)
    top = list(layers)[len(layers) - k :]
    attentions = [layer_attention(layer) for layer in top]
    saved = [a.layer_idx for a in attentions]
    decoder.layers = nn.ModuleList(top)
    for i, attention in enumerate(attentions):
        setattr(attention, "layer_idx", i)  # noqa: B010 (mypy reads module attributes as Tensor)
    try:
        yield
    finally:
        decoder.layers = layers
        for attention, index in zip(attentions, saved, strict=True):
            setattr(attention, "layer_idx", index)  # noqa: B010


def check(decoder: nn.Module, k: int, vocab_size: int, device: torch.device) -> None:
    """A branched critic relies on the decoder taking `inputs_embeds` as the states entering its
    first layer, unchanged (some models scale them): compare, on a few tokens, its top k layers on
    the states its full forward recorded with that full forward. Call with the adapters off."""
    ids = torch.arange(1, 9, device=device)[None] % vocab_size
    kwargs = {
        "attention_mask": torch.ones_like(ids),
        "position_ids": torch.arange(ids.shape[1], device=device)[None],
        "use_cache": False,
    }
    layers = decoder_layers(decoder)
    with torch.no_grad():
        with layer_inputs(layers[len(layers) - k]) as seen:
            full = decoder(input_ids=ids, **kwargs).last_hidden_state
        with top_layers(decoder, k):
            top = decoder(inputs_embeds=seen[0], **kwargs).last_hidden_state
    error = float((top - full).abs().max())
    if not error <= 1e-3 * float(full.abs().max()) + 1e-6:
        raise ValueError(
            f"critic_layers={k} is not supported for {type(decoder).__name__}: its top layers on "
            f"the states entering them differ from its full forward by {error:.3g}; "
            "use critic_layers=0"
        )


def place(
    keep: Tensor, seen: list[Tensor], shared: tuple[int, Tensor | None] | None, prompt_mask: Tensor
) -> None:
    """Write into `keep` [b, W, H] (row layout: P' left-padded prompt columns — `prompt_mask`
    [b, P'] — then the response columns) the states `seen` that one micro-batch's forward recorded,
    one tensor per decoder call. `shared` None: one plain call [b, W]. Else (C, inverse) of a
    shared-prompt forward, whose calls were

      [prefix [1, C]]  then either  rest [b, S + W - P']             (inverse None: no repeats)
                                or  prompts [n, S] [, responses [b, W - P']]   (row i continues
                                                                      distinct prompt inverse[i])

    where the rest / prompts are right-aligned at column P' (each prompt's tokens after the prefix,
    left-padded to S) and row i's prefix sits at columns P' - len_i .. P' - len_i + C.
    Padding positions receive whatever is at hand (their attention mask hides them)."""
    if shared is None:
        (keep[:],) = seen
        return
    (prefix, inverse), prompt_part, width = shared, prompt_mask.shape[1], keep.shape[1]
    calls = list(seen)
    head = calls.pop(0) if prefix else None
    if inverse is None:
        (rest,) = calls
        keep[:, width - rest.shape[1] :] = rest
    else:
        prompts, *responses = calls
        keep[:, prompt_part - prompts.shape[1] : prompt_part] = prompts[inverse]
        if responses:
            keep[:, prompt_part:] = responses[0]
    if head is not None:  # last: the rest's left padding overlaps the shorter prompts' prefix
        start = prompt_part - prompt_mask.sum(1).to(keep.device)
        cols = start[:, None] + torch.arange(prefix, device=keep.device)[None, :]
        index = cols[:, :, None].expand(-1, -1, keep.shape[2])
        keep.scatter_(1, index, head.expand(len(keep), -1, -1).to(keep.dtype))

"""Room reserved in the KV cache for the tokens a rollout will decode.

transformers' `DynamicLayer` grows each layer's keys and values by `torch.cat` at every decode
step: the whole cache is copied once per token and layer (a measurable share of a decode step's CPU
time at the bench-trl shape: bench/NOTES.md, session 7). `reserve_room` swaps each written layer of a cache, once the
prompts are prefilled, for a `RoomLayer` holding the same keys and values in buffers with room for
`extra` more positions; each step then writes its column in place and hands attention a view of
the filled part. Same numbers (the views hold the same values in the same order), no copy per step.
"""

from __future__ import annotations

from typing import Any

import torch
from transformers.cache_utils import DynamicLayer


class RoomLayer(DynamicLayer):
    """A `DynamicLayer` whose keys and values [B, heads, n, D] are the first n positions of buffers
    with room for more; past the room it grows by concatenation like its parent."""

    def __init__(self, layer: DynamicLayer, extra: int) -> None:
        super().__init__()
        keys, values = layer.keys, layer.values
        assert keys is not None and values is not None
        self._key_room = _with_room(keys, extra)
        self._value_room = _with_room(values, extra)
        self._filled = keys.shape[-2]
        self.keys = self._key_room[..., : self._filled, :]  # the old tensors can go
        self.values = self._value_room[..., : self._filled, :]
        self.device = keys.device
        self.is_initialized = True

    def update(
        self, key_states: torch.Tensor, value_states: torch.Tensor, *args: Any, **kwargs: Any
    ) -> tuple[torch.Tensor, torch.Tensor]:
        start, end = self._filled, self._filled + key_states.shape[-2]
        if end > self._key_room.shape[-2]:  # more than was reserved: grow as DynamicLayer does
            keys, values = super().update(key_states, value_states, *args, **kwargs)
            self._key_room, self._value_room, self._filled = keys, values, end
            return keys, values
        self._key_room[..., start:end, :] = key_states
        self._value_room[..., start:end, :] = value_states
        self.keys = self._key_room[..., :end, :]
        self.values = self._value_room[..., :end, :]
        self._filled = end
        return self.keys, self.values


def _with_room(states: torch.Tensor, extra: int) -> torch.Tensor:
    room = states.new_empty(*states.shape[:-2], states.shape[-2] + extra, states.shape[-1])
    room[..., : states.shape[-2], :] = states
    return room


def reserve_room(cache: Any, extra: int) -> Any:
    """The cache with room for `extra` more positions in every layer a forward wrote (in place;
    returned for chaining). Layers of other kinds (sliding windows, static caches) and slots no
    layer wrote (a branched critic's) are left as they are. No grad: for decoding only."""
    layers = getattr(cache, "layers", None)
    if layers is None or extra <= 0:
        return cache
    for i, layer in enumerate(layers):
        if type(layer) is DynamicLayer and layer.keys is not None and layer.keys.numel():
            layers[i] = RoomLayer(layer, extra)
    return cache

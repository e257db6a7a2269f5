"""Preparing a loaded backbone for PPO: no dropout, EOS ids, role-aware activation checkpointing,
and the gated MLP's down projection recomputed in the backward pass."""

from __future__ import annotations

import contextlib
import types
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, cast

import torch
from torch import Tensor, nn
from torch.utils.checkpoint import checkpoint

from rppo_policy.architecture import enable_checkpointing, is_gated_mlp

__all__ = [
    "RecomputeWithRole", "disable_dropout", "enable_checkpointing", "eos_ids", "gated_forward",
    "recompute_mlp_down",
]  # fmt: skip

if TYPE_CHECKING:
    from peft import PeftModel
    from transformers import PreTrainedModel


class RecomputeWithRole:
    """`context_fn` for non-reentrant activation checkpointing. A checkpointed layer is recomputed
    during backward, when the active adapter may have changed (logp, then values, then one
    backward): the recomputation must use the adapter that was active in the original forward.

    Built before the model it serves (checkpointing is enabled on the bare backbone), then `bind`s
    the PeftModel whose active adapter it reads and the function that activates a role."""

    def __init__(self) -> None:
        self._model: PeftModel | None = None
        self._use: Callable[[str], None] | None = None

    def bind(self, model: PeftModel, use: Callable[[str], None]) -> None:
        self._model, self._use = model, use

    def __call__(
        self,
    ) -> tuple[contextlib.AbstractContextManager[None], contextlib.AbstractContextManager[None]]:
        role = self._model.active_adapter if self._model is not None else None
        return contextlib.nullcontext(), self._as(role)

    @contextlib.contextmanager
    def _as(self, role: str | None) -> Iterator[None]:
        model, use = self._model, self._use
        if model is None or use is None or role is None or model.active_adapter == role:
            yield
            return
        previous = model.active_adapter
        use(role)
        try:
            yield
        finally:
            use(previous)


def eos_ids(model: PreTrainedModel, tokenizer: Any) -> set[int]:
    ids: set[int] = set()
    for source in (tokenizer.eos_token_id, getattr(model.generation_config, "eos_token_id", None)):
        if isinstance(source, int):
            ids.add(source)
        elif source is not None:
            ids.update(int(i) for i in source)
    if not ids:
        raise ValueError("the tokenizer has no EOS token: generation could never stop")
    return ids


def disable_dropout(model: PreTrainedModel) -> None:
    # PPO ratios must be 1 at the first step: any dropout would make logp noisy.
    for module in model.modules():
        if isinstance(module, nn.Dropout):
            module.p = 0.0
        for name in ("attention_dropout", "dropout", "hidden_dropout"):
            if isinstance(getattr(module, name, None), float):
                setattr(module, name, 0.0)
    config = model.config.get_text_config()
    for key, value in list(vars(config).items()):
        if "dropout" in key and isinstance(value, float):
            setattr(config, key, 0.0)


def recompute_mlp_down(model: nn.Module, context_fn: RecomputeWithRole) -> int:
    """Make every gated MLP (`down(act(gate(x)) * up(x))`: Llama, Qwen2, Mistral, SmolLM) keep
    only `gate(x)` and `up(x)` for its backward and recompute `act(gate) * up` and the down
    projection from them. Without it autograd keeps four [tokens, intermediate] tensors a layer
    (gate, act(gate), up, and their product for the down LoRA's gradient): the largest part of a
    layer's activations. The cost is one more down-projection product per layer in the backward.
    Returns how many MLPs were changed (0: not a gated architecture; nothing is changed).

    For training without full activation checkpointing, which recomputes the whole layer anyway.
    `context_fn` makes the recomputation use the adapter that was active in the forward."""
    count = 0
    for module in model.modules():
        if is_gated_mlp(module):
            # mypy reads module attributes as Tensor | Module
            setattr(module, "_recompute_context", context_fn)  # noqa: B010
            module.forward = types.MethodType(gated_forward, module)
            count += 1
    return count


def gated_forward(self: Any, x: Tensor) -> Tensor:  # self: a gated MLP module (`GATED_MLP`)
    """`recompute_mlp_down`'s forward; without grad the plain `down(act(gate(x)) * up(x))`."""
    gate, up = self.gate_proj(x), self.up_proj(x)
    if not (torch.is_grad_enabled() and (gate.requires_grad or up.requires_grad)):
        return cast(Tensor, self.down_proj(self.act_fn(gate) * up))
    return cast(Tensor, checkpoint(
        _down, self.down_proj, self.act_fn, gate, up,
        use_reentrant=False, context_fn=self._recompute_context,
    ))  # fmt: skip


def _down(
    down_proj: nn.Module, act_fn: Callable[[Tensor], Tensor], gate: Tensor, up: Tensor
) -> Tensor:
    return down_proj(act_fn(gate) * up)

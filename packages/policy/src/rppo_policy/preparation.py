"""Preparing a loaded backbone for PPO: no dropout, EOS ids, role-aware activation checkpointing."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from torch import nn

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


def enable_checkpointing(model: PreTrainedModel, kwargs: dict[str, Any]) -> None:
    # transformers 5 renamed gradient -> activation checkpointing; keep working with 4.x too.
    if hasattr(model, "activation_checkpointing_enable"):
        model.activation_checkpointing_enable(activation_checkpointing_kwargs=kwargs)
    else:
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs=kwargs)


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

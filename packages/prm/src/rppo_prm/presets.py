"""Named PRM scorers: the model scorer with the convention each public PRM's model card documents.

  - `math-shepherd` (peiyi9979/math-shepherd-mistral-7b-prm): causal LM, ` ки` after each step,
    p = softmax(logit "+", logit "-")["+"] at the tag.
  - `qwen2.5-math-prm` (Qwen/Qwen2.5-Math-PRM-7B): two-label token-classification head, the card's
    chat template and system prompt, steps joined and ended by `<extra_0>`, p = softmax(logits)[1]
    at each `<extra_0>`. The card loads it with `AutoModel(..., trust_remote_code=True)`; a folder
    without remote code loads as `AutoModelForTokenClassification`.
  - `rlhflow` (RLHFlow/Llama3.1-8B-PRM-Deepseek-Data): one user turn per step, assistant `+`,
    p = softmax(logit "+", logit "-")["+"] at the token that predicts each `+`.
  - `skywork-prm` (Skywork/Skywork-o1-Open-PRM-Qwen-2.5-1.5B and -7B): the checkpoint as Skywork
    stores it — a Qwen2 backbone (`model.*`) and the value head `v_head.summary` = ONE
    Linear(hidden_size, 1) with bias (weight [1, hidden], bias [1]; dropout only in training) on
    the last hidden state (after the final norm), p = sigmoid(value) at the "\\n" token ending each
    step, input `bos + question + "\\n"` then each step and "\\n" (Skywork's `prepare_input`).
    Sources, with commits, in `rppo_prm.value_head`. A `v_head.*` of any other shape or keys
    (an MLP `summary.0`/`summary.2`, a missing bias) is refused in one line before the backbone
    loads; safetensors only. A checkpoint without `v_head.*` loads as a one-label
    token-classification model (`score.*`), as does a model object passed in.

Every preset takes `model` (folder or hub id), `tokenizer` (with a model object), `device` (CUDA when
present), `dtype` ("auto": bfloat16 on CUDA), `batch_size`, `max_length`, `trust_remote_code`; the
score is 2p − 1. A checkpoint whose head does not fit (label count, missing head) is refused when
the scorer is built.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rppo_prm.formats import NewlineSteps, QwenChat, StepTurns
from rppo_prm.model import PRMModelScorer


class _Preset(PRMModelScorer):
    """A model scorer whose convention (head, tokens, step tag, format) is fixed by its class's
    `convention`; the caller chooses only the model and how to run it."""

    convention: dict[str, Any] = {}

    def __init__(
        self,
        model: str | Path | Any,
        tokenizer: Any | None = None,
        *,
        device: str | None = None,
        dtype: str = "auto",
        batch_size: int = 8,
        max_length: int = 4096,
        trust_remote_code: bool = False,
    ) -> None:
        super().__init__(
            model, tokenizer, device=device, dtype=dtype, batch_size=batch_size,
            max_length=max_length, trust_remote_code=trust_remote_code, **self.convention,
        )  # fmt: skip


class MathShepherd(_Preset):
    name = "math-shepherd"
    convention = {"head": "lm", "step_tag": " ки", "good_token": "+", "bad_token": "-"}


class QwenMathPRM(_Preset):
    name = "qwen2.5-math-prm"
    convention = {"head": "classifier", "format": QwenChat}


class RLHFlow(_Preset):
    name = "rlhflow"
    convention = {"head": "lm", "good_token": "+", "bad_token": "-", "format": StepTurns}


class SkyworkPRM(_Preset):
    """Skywork-o1-Open-PRM: value head `v_head.summary` (Linear(hidden, 1)), sigmoid at each
    step's "\\n" (see the module docstring and `rppo_prm.value_head`)."""

    name = "skywork-prm"
    convention = {"head": "value", "format": NewlineSteps}

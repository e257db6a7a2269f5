"""The `prm-model` step scorer: a process reward model read at one token per step.

A scorer is a *format* (how question and steps become token ids, and at which token each step's
score is read: `rppo_prm.formats`) and a *head* (how the model's output at that token becomes the
probability p that the step is right):
  - `head="lm"` (Math-Shepherd, RLHFlow): a causal LM whose next-token logits compare a "good" and
    a "bad" label token: p = softmax(logit_good, logit_bad)[good].
  - `head="classifier"` (Qwen2.5-Math-PRM): a two-label token-classification head, logits [L, 2]:
    p = softmax(logits[t])[1].
  - `head="value"` (Skywork-PRM): a one-output value head, logits [L, 1]: p = sigmoid(logits[t, 0]).
    A checkpoint storing Skywork's `v_head.summary.*` (Linear(hidden, 1) on the last hidden state)
    loads in that layout (`rppo_prm.value_head`); else a one-label token-classification head.
The score is 2p − 1 ∈ [−1, 1]. Steps past `max_length` tokens score 0 (abstain).

The named presets (`math-shepherd`, `qwen2.5-math-prm`, `rlhflow`, `skywork-prm`) are in
`rppo_prm.presets`. torch and transformers are imported only when a scorer is built
(`pip install rppo-prm[model]`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from rppo_prm.formats import Format, TaggedText

if TYPE_CHECKING:  # pragma: no cover - typing only
    import torch

logger = logging.getLogger(__name__)

Head = Literal["lm", "classifier", "value"]
# The number of outputs per position each head reads (lm: at least the label ids + 1).
_HEAD_OUTPUTS = {"classifier": 2, "value": 1}


class PRMModelScorer:
    """StepScorer backed by a transformers PRM (see the module docstring for heads and formats).

    The default format (`TaggedText`) is `question + question_sep + Σ_i (step_i + step_tag +
    step_sep)`, the score of step i read at the token holding the last visible character of the
    i-th `step_tag`. `score_many` scores several solutions in batches of `batch_size` forwards.
    `device=None` is CUDA when present; `dtype="auto"` is bfloat16 on CUDA, float32 on CPU.
    """

    name = "prm-model"

    def __init__(
        self,
        model: str | Path | Any,
        tokenizer: Any | None = None,
        *,
        head: Head = "lm",
        step_tag: str = " ки",
        good_token: str = "+",
        bad_token: str = "-",
        good_token_id: int | None = None,
        bad_token_id: int | None = None,
        question_sep: str = " ",
        step_sep: str = "\n",
        max_length: int = 4096,
        batch_size: int = 8,
        device: str | None = None,
        dtype: str = "auto",
        trust_remote_code: bool = False,
        format: Callable[[Any], Format] | None = None,  # noqa: A002 - the module docstring's word
    ) -> None:
        if head not in ("lm", "classifier", "value"):
            raise ValueError(f"prm-model: head must be 'lm', 'classifier' or 'value', got {head!r}")
        if format is None and not step_tag.strip():
            raise ValueError("prm-model: step_tag must contain a visible character")
        if batch_size < 1 or max_length < 1:
            raise ValueError("prm-model: batch_size and max_length must be >= 1")
        import torch

        self.device = device or ("cuda" if torch.cuda.is_available() else "cpu")
        self.head: Head = head
        self.max_length = max_length
        self.batch_size = batch_size
        local = isinstance(model, (str, Path))
        if local and Path(model).exists() and not (Path(model) / "config.json").is_file():
            raise ValueError(f"prm-model: {model} has no config.json")
        if tokenizer is None and not local:
            raise ValueError("prm-model: pass `tokenizer` together with a model object")
        if tokenizer is None:
            from transformers import AutoTokenizer

            tokenizer = AutoTokenizer.from_pretrained(str(model))
        self.tokenizer = tokenizer
        if not getattr(tokenizer, "is_fast", False):
            raise ValueError("prm-model: needs a fast tokenizer (offsets locate the step tags)")
        # The format and the label ids are checked on the tokenizer, before any weights load.
        self.format: Format = (
            format(tokenizer)
            if format is not None
            else TaggedText(
                tokenizer, step_tag=step_tag, question_sep=question_sep, step_sep=step_sep
            )
        )
        if head == "lm":
            self.good_id = self._label_id(good_token, good_token_id)
            self.bad_id = self._label_id(bad_token, bad_token_id)
        loaded: Any = (
            _load(str(model), head, _dtype(dtype, self.device), trust_remote_code)
            if local
            else model
        )
        self.model = loaded
        self.model.to(self.device).eval()
        self._check_head()

    def _label_id(self, text: str, explicit: int | None) -> int:
        if explicit is not None:
            return explicit
        ids = self.tokenizer.encode(text, add_special_tokens=False)
        if len(ids) != 1:
            raise ValueError(
                f"prm-model: label {text!r} is {len(ids)} tokens; pass good_token_id/bad_token_id"
            )
        return int(ids[0])

    def _check_head(self) -> None:
        """One forward on a short input: the output must have the width the head reads (a base
        model loaded without its head gives hidden states; a classifier with 3 labels, 3)."""
        import torch

        probe = self.tokenizer("1 + 1 = 2", add_special_tokens=False)["input_ids"][:4] or [0]
        with torch.no_grad():
            width = int(self._logits(torch.tensor([probe], device=self.device)).shape[-1])
        if self.head == "lm":
            if width <= max(self.good_id, self.bad_id):
                raise ValueError(
                    f"prm-model: head 'lm' needs vocabulary logits, the model outputs {width} "
                    "per token"
                )
        elif width != _HEAD_OUTPUTS[self.head]:
            raise ValueError(
                f"prm-model: head {self.head!r} needs {_HEAD_OUTPUTS[self.head]} output(s) per "
                f"token, the model outputs {width} (wrong checkpoint for this preset?)"
            )

    def _logits(self, input_ids: torch.Tensor, attention_mask: Any = None) -> torch.Tensor:
        out = self.model(input_ids=input_ids, attention_mask=attention_mask)
        logits: torch.Tensor = out.logits if hasattr(out, "logits") else out[0]
        return logits

    def build(self, question: str, steps: Sequence[str]) -> tuple[str, list[int]]:
        """The tagged format's input text and, per step, the character index where its score is
        read (the default format only)."""
        if not isinstance(self.format, TaggedText):
            raise TypeError(f"prm-model: build() is the tagged format's; this is {self.format}")
        return self.format.build(question, steps)

    def __call__(self, question: str, steps: Sequence[str], /) -> list[float]:
        return self.score_many([question], [steps])[0]

    def score_many(
        self, questions: Sequence[str], steps: Sequence[Sequence[str]]
    ) -> list[list[float]]:
        """Scores of each solution's steps; `batch_size` solutions per forward (right-padded)."""
        import torch

        encoded = [
            self.format.encode(q, s, self.max_length) if s else ([], [])
            for q, s in zip(questions, steps, strict=True)
        ]
        results: list[list[float]] = [[] for _ in encoded]
        todo = [i for i, (ids, _) in enumerate(encoded) if ids]
        for first in range(0, len(todo), self.batch_size):
            rows = todo[first : first + self.batch_size]
            width = max(len(encoded[i][0]) for i in rows)
            ids = torch.zeros((len(rows), width), dtype=torch.long)
            mask = torch.zeros((len(rows), width), dtype=torch.long)
            for r, i in enumerate(rows):
                ids[r, : len(encoded[i][0])] = torch.tensor(encoded[i][0])
                mask[r, : len(encoded[i][0])] = 1
            with torch.no_grad():
                logits = self._logits(ids.to(self.device), mask.to(self.device)).float()
            for r, i in enumerate(rows):
                probs = self._good_probs(logits[r])
                results[i] = [
                    0.0 if p is None else max(-1.0, min(1.0, float(2 * probs[p] - 1)))
                    for p in encoded[i][1]
                ]
        return results

    def _good_probs(self, logits: torch.Tensor) -> torch.Tensor:
        """P(good) per position: logits [L, V] (lm), [L, 2] (classifier) or [L, 1] (value) -> [L]."""
        if self.head == "lm":
            pair = logits[:, [self.good_id, self.bad_id]]
            return pair.softmax(dim=-1)[:, 0]
        if self.head == "classifier":
            return logits.softmax(dim=-1)[:, 1]
        return logits[:, 0].sigmoid()


def _dtype(name: str, device: str) -> Any:
    import torch

    if name == "auto":
        return torch.bfloat16 if device.startswith("cuda") else torch.float32
    dtype = getattr(torch, name, None)
    if not isinstance(dtype, torch.dtype):
        raise ValueError(
            f"prm-model: dtype must be auto, float32, bfloat16 or float16, not {name!r}"
        )
    return dtype


def _load(path: str, head: Head, dtype: Any, trust_remote_code: bool) -> Any:
    """The model of a folder or hub id, refusing a checkpoint whose head cannot be what
    `head` reads (wrong label count, or head weights missing so they would be random). For
    `head="value"`, a checkpoint that stores `v_head.*` tensors is loaded in Skywork's layout
    (`rppo_prm.value_head`); one without them as a one-label token-classification model."""
    from transformers import (
        AutoConfig,
        AutoModel,
        AutoModelForCausalLM,
        AutoModelForTokenClassification,
    )

    config = AutoConfig.from_pretrained(path, trust_remote_code=trust_remote_code)
    if head == "value":
        from rppo_prm import value_head

        # Skywork's layout (a backbone plus `v_head.summary.*`), read by this package's code,
        # not the checkpoint's own class (see rppo_prm.value_head).
        if (shapes := value_head.head_shapes(path)) is not None:
            return value_head.load(path, shapes, config, dtype)
    auto_map = getattr(config, "auto_map", None) or {}
    loader: Any = AutoModelForCausalLM
    kwargs: dict[str, Any] = {}
    if head != "lm":
        if trust_remote_code and "AutoModel" in auto_map:
            loader = AutoModel  # the model card's own class (e.g. Qwen2ForProcessRewardModel)
        else:
            loader = AutoModelForTokenClassification
            labels = int(getattr(config, "num_labels", 0))
            if labels != _HEAD_OUTPUTS[head]:
                raise ValueError(
                    f"prm-model: {path} has a {labels}-label head; head {head!r} needs "
                    f"{_HEAD_OUTPUTS[head]} (wrong checkpoint for this preset?)"
                )
            kwargs["num_labels"] = labels
    model, info = loader.from_pretrained(
        path,
        dtype=dtype,
        trust_remote_code=trust_remote_code,
        output_loading_info=True,
        **kwargs,
    )
    if missing := sorted(info.get("missing_keys", [])):
        raise ValueError(
            f"prm-model: {path} lacks weights {', '.join(missing[:3])} (its head would be random; "
            "wrong checkpoint for this preset?)"
        )
    return model

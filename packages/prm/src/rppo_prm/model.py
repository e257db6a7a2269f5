"""The `prm-model` step scorer: a process reward model that scores a separator after each step.

Two formats, both read at the separator ("step tag") token that follows each step:
  - `head="lm"` (Math-Shepherd): a causal LM whose next-token logits at the tag compare a "good"
    and a "bad" label token: p = softmax(logit_good, logit_bad)[good].
  - `head="classifier"` (Qwen2.5-Math-PRM style): a model whose output logits are [1, L, 2] (a
    two-class head per position): p = softmax(logits[tag])[1].
The score is 2p − 1 ∈ [−1, 1]. Steps past `max_length` tokens score 0 (abstain).

torch and transformers are imported only when this scorer is built (`pip install rppo-prm[model]`).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:  # pragma: no cover - typing only
    import torch

logger = logging.getLogger(__name__)


class PRMModelScorer:
    """StepScorer backed by a transformers PRM (see the module docstring for the formats).

    Input text: `question + question_sep + Σ_i (step_i + step_tag + step_sep)`; the score of step i
    is read at the token holding the last non-space character of the i-th `step_tag`.
    """

    name = "prm-model"

    def __init__(
        self,
        model: str | Path | Any,
        tokenizer: Any | None = None,
        *,
        head: Literal["lm", "classifier"] = "lm",
        step_tag: str = " ки",
        good_token: str = "+",
        bad_token: str = "-",
        good_token_id: int | None = None,
        bad_token_id: int | None = None,
        question_sep: str = " ",
        step_sep: str = "\n",
        max_length: int = 4096,
        device: str = "cpu",
        dtype: str = "float32",
        trust_remote_code: bool = False,
    ) -> None:
        if head not in ("lm", "classifier"):
            raise ValueError(f"prm-model: head must be 'lm' or 'classifier', got {head!r}")
        if not step_tag.strip():
            raise ValueError("prm-model: step_tag must contain a visible character")
        import torch
        from transformers import AutoModel, AutoModelForCausalLM, AutoTokenizer

        if isinstance(model, (str, Path)):
            path = str(model)
            local = Path(path)
            if local.exists() and not (local / "config.json").is_file():
                raise ValueError(f"prm-model: {path} has no config.json")
            self.tokenizer = tokenizer or AutoTokenizer.from_pretrained(path)
            loader = AutoModelForCausalLM if head == "lm" else AutoModel
            self.model = loader.from_pretrained(
                path, dtype=getattr(torch, dtype), trust_remote_code=trust_remote_code
            )
        else:
            if tokenizer is None:
                raise ValueError("prm-model: pass `tokenizer` together with a model object")
            self.model, self.tokenizer = model, tokenizer
        if not getattr(self.tokenizer, "is_fast", False):
            raise ValueError("prm-model: needs a fast tokenizer (offsets locate the step tags)")
        # transformers wraps PreTrainedModel.to with functools.wraps; mypy reads it as unbound.
        self.model.to(device).eval()  # type: ignore[arg-type]
        self.device = device
        self.head = head
        self.step_tag = step_tag
        self.question_sep = question_sep
        self.step_sep = step_sep
        self.max_length = max_length
        if head == "lm":
            self.good_id = self._label_id(good_token, good_token_id)
            self.bad_id = self._label_id(bad_token, bad_token_id)

    def _label_id(self, text: str, explicit: int | None) -> int:
        if explicit is not None:
            return explicit
        ids = self.tokenizer.encode(text, add_special_tokens=False)
        if len(ids) != 1:
            raise ValueError(
                f"prm-model: label {text!r} is {len(ids)} tokens; pass good_token_id/bad_token_id"
            )
        return int(ids[0])

    def build(self, question: str, steps: Sequence[str]) -> tuple[str, list[int]]:
        """The PRM's input text and, per step, the character index where its score is read."""
        parts = [question, self.question_sep]
        pos = len(question) + len(self.question_sep)
        tag_last = len(self.step_tag.rstrip()) - 1
        read_at: list[int] = []
        for step in steps:
            parts.append(step)
            pos += len(step)
            read_at.append(pos + tag_last)
            parts.append(self.step_tag + self.step_sep)
            pos += len(self.step_tag) + len(self.step_sep)
        return "".join(parts), read_at

    def __call__(self, question: str, steps: Sequence[str], /) -> list[float]:
        if not steps:
            return []
        import torch

        text, read_at = self.build(question, steps)
        enc = self.tokenizer(
            text, return_offsets_mapping=True, truncation=True, max_length=self.max_length
        )
        offsets: list[tuple[int, int]] = enc["offset_mapping"]
        positions = [_token_at(offsets, char) for char in read_at]
        input_ids = torch.tensor([enc["input_ids"]], device=self.device)
        with torch.no_grad():
            out = self.model(input_ids=input_ids)
        logits: torch.Tensor = out.logits if hasattr(out, "logits") else out[0]
        probs = self._good_probs(logits[0].float())
        scores = [0.0 if p is None else float(2 * probs[p] - 1) for p in positions]
        return [max(-1.0, min(1.0, s)) for s in scores]

    def _good_probs(self, logits: torch.Tensor) -> torch.Tensor:
        """P(good) per position: logits [L, V] (lm) or [L, 2] (classifier) -> [L]."""
        if self.head == "lm":
            pair = logits[:, [self.good_id, self.bad_id]]
            return pair.softmax(dim=-1)[:, 0]
        return logits.softmax(dim=-1)[:, 1]


def _token_at(offsets: Sequence[tuple[int, int]], char: int) -> int | None:
    """Index of the LAST token whose character range holds `char` (a multi-byte character can be
    split over several byte-level tokens; the character is complete only at the last one); None if
    truncation cut it off."""
    found: int | None = None
    for index, (start, end) in enumerate(offsets):
        if start <= char < end:
            found = index
        elif found is not None:
            break
    return found

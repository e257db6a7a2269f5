"""`Rollout`: one batch of prompts and sampled responses, with everything PPO needs about them."""

from __future__ import annotations

from dataclasses import dataclass, replace

import torch
from torch import Tensor


@dataclass(frozen=True)
class Rollout:
    """A batch of B left-padded prompts (P columns) and their responses (T columns).

    input_ids       [B, P+T] long   prompt (left-padded) then response (right-padded with pad id)
    attention_mask  [B, P+T] long   1 on real prompt tokens and on response tokens where `mask`
    prompt_len      P
    response_ids    [B, T]   long   = input_ids[:, P:]
    mask            [B, T]   bool   True up to and including the first stop token (EOS or the token
                                    that completed a stop string); all True when nothing stopped
    no_eos          [B]      bool   True where the response hit max_new_tokens without stopping
    logp            [B, T]   float  sampling-time log pi(token) under softmax(logits / temperature);
                                    0 where mask is False
    texts           B strs          decoded responses up to and including the stop string, EOS
                                    and other special tokens left out
    temperature     the temperature the logp refer to (also for greedy decoding)
    """

    input_ids: Tensor
    attention_mask: Tensor
    prompt_len: int
    response_ids: Tensor
    mask: Tensor
    no_eos: Tensor
    logp: Tensor
    texts: list[str]
    temperature: float

    def __len__(self) -> int:
        return self.input_ids.shape[0]

    def select(self, idx: Tensor | list[int]) -> Rollout:
        """The rows `idx` (a LongTensor or list of row numbers, in that order; or a bool [B] mask)."""
        rows = torch.as_tensor(idx).reshape(-1).cpu()
        rows = rows.nonzero().flatten() if rows.dtype == torch.bool else rows.long()
        on = rows.to(self.input_ids.device)
        return replace(
            self,
            input_ids=self.input_ids[on],
            attention_mask=self.attention_mask[on],
            response_ids=self.response_ids[on],
            mask=self.mask[on],
            no_eos=self.no_eos[on],
            logp=self.logp[on],
            texts=[self.texts[i] for i in rows.tolist()],
        )

    __getitem__ = select

    def to(self, device: str | torch.device) -> Rollout:
        return replace(
            self,
            input_ids=self.input_ids.to(device),
            attention_mask=self.attention_mask.to(device),
            response_ids=self.response_ids.to(device),
            mask=self.mask.to(device),
            no_eos=self.no_eos.to(device),
            logp=self.logp.to(device),
        )

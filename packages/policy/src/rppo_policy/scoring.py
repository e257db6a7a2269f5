"""Token log-probs and entropy from hidden states, a few time steps at a time.

The full [B, T, V] fp32 log-softmax of a 150k-token vocabulary is the largest tensor of a PPO step;
computing it in time chunks (and, under grad, recomputing each chunk's logits in the backward pass
instead of keeping them) bounds that memory to [B, chunk, V].
"""

from __future__ import annotations

from collections.abc import Callable

import torch
from torch import Tensor
from torch.utils.checkpoint import checkpoint


def _chunk_logp_entropy(
    hidden: Tensor, tokens: Tensor, head: Callable[[Tensor], Tensor], temperature: float
) -> tuple[Tensor, Tensor]:
    logits = head(hidden).float() / temperature
    log_z = logits.logsumexp(-1)
    logp = logits.gather(-1, tokens[..., None]).squeeze(-1) - log_z
    # H = -sum p log p = log Z - sum p * logits
    entropy = log_z - (logits.softmax(-1) * logits).sum(-1)
    return logp, entropy


def _chunk_logp(
    hidden: Tensor, tokens: Tensor, head: Callable[[Tensor], Tensor], temperature: float
) -> Tensor:
    logits = head(hidden).float() / temperature
    return logits.gather(-1, tokens[..., None]).squeeze(-1) - logits.logsumexp(-1)


def hidden_logp_entropy(
    hidden: Tensor,
    tokens: Tensor,
    head: Callable[[Tensor], Tensor],
    *,
    temperature: float = 1.0,
    chunk: int = 64,
    with_entropy: bool = False,
) -> tuple[Tensor, Tensor | None]:
    """Per-token log-probs (and entropies) of `tokens` [B, T] given the hidden states [B, T, H] that
    predict them: logp[b, t] = log softmax(head(hidden[b, t]) / temperature)[tokens[b, t]],
    entropy[b, t] = -sum_v p_v log p_v of that same distribution. Returns fp32 [B, T] tensors.
    """
    grad = torch.is_grad_enabled() and hidden.requires_grad
    logps: list[Tensor] = []
    entropies: list[Tensor] = []
    for start in range(0, hidden.shape[1], chunk):
        args = (
            hidden[:, start : start + chunk],
            tokens[:, start : start + chunk],
            head,
            temperature,
        )
        fn = _chunk_logp_entropy if with_entropy else _chunk_logp
        # Under grad, checkpointing keeps only the chunk's hidden states, not its logits.
        out = checkpoint(fn, *args, use_reentrant=False) if grad else fn(*args)
        if with_entropy:
            logps.append(out[0])
            entropies.append(out[1])
        else:
            logps.append(out)
    if not logps:
        empty = hidden.new_zeros(tokens.shape, dtype=torch.float32)
        return empty, (empty.clone() if with_entropy else None)
    return torch.cat(logps, 1), (torch.cat(entropies, 1) if with_entropy else None)

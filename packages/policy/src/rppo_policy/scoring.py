"""Token log-probs and entropy from hidden states, a few tokens at a time.

The full [N, V] fp32 log-softmax of a 150k-token vocabulary is the largest tensor of a PPO step.
Only the tokens that count (mask True) go through the LM head, packed into one [N, H] matrix (a
plain matrix product: no padding positions, no batched product with a broadcast weight), in chunks
of `chunk` tokens, so that memory stays bounded by [chunk, V].

Under grad, a plain linear LM head (every transformers causal LM; the head is frozen) takes
`_LinearHeadLogp`: the gradient with respect to the hidden states is formed in the forward pass,
while the probabilities are at hand, and the backward only scales it. The autograd alternative keeps
or recomputes each chunk's logits and runs the softmax backward: one more LM-head product and
several more passes over [chunk, V]. Other heads (quantised, wrapped) take that alternative, with
each chunk's logits recomputed in the backward pass rather than kept.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeGuard

import torch
from torch import Tensor, nn
from torch.utils.checkpoint import checkpoint


class _LinearHeadLogp(torch.autograd.Function):
    """logp [N] (and entropy [N]) of `tokens` under softmax(linear(hidden) / temperature) for
    hidden [N, H], a frozen weight [V, H] and bias.

    With log p = log softmax(logits) and H = -sum_v p_v log p_v (logits = hidden W^T / temperature):
        d logp / d logits = onehot(token) - p
        d H / d logits    = -p * (log p + H)
    each multiplied by W / temperature for the gradient with respect to hidden: two [N, H] matrices,
    computed here and scaled by the incoming gradients in `backward`.
    """

    @staticmethod
    def forward(
        ctx: Any,
        hidden: Tensor,
        weight: Tensor,
        bias: Tensor | None,
        tokens: Tensor,
        temperature: float,
        with_entropy: bool,
        grad_logp: bool,
        grad_entropy: bool,
    ) -> tuple[Tensor, Tensor]:
        logits = _scaled(nn.functional.linear(hidden, weight, bias), temperature)
        log_probs = logits.sub_(logits.logsumexp(-1, keepdim=True))  # in place: logits not needed
        logp = log_probs.gather(-1, tokens[:, None]).squeeze(-1)
        probs = log_probs.exp()
        entropy = (
            -torch.bmm(probs[:, None, :], log_probs[:, :, None]).flatten()
            if with_entropy
            else logp.new_zeros(0)
        )
        scale = 1.0 / temperature
        d_entropy = d_logp = None
        if grad_entropy:
            # -p * (log p + H), in the log-probs' storage (they are not needed after this).
            d = log_probs.add_(entropy[:, None]).mul_(probs).neg_()
            d_entropy = (d.to(weight.dtype) @ weight).float().mul_(scale)
        if grad_logp:
            d = probs.neg_()  # onehot - p, in the probabilities' storage
            d.scatter_add_(1, tokens[:, None], torch.ones_like(d[:, :1]))
            d_logp = (d.to(weight.dtype) @ weight).float().mul_(scale)
        ctx.save_for_backward(d_logp, d_entropy)
        ctx.hidden_dtype = hidden.dtype
        if not grad_entropy:
            ctx.mark_non_differentiable(entropy)
        return logp, entropy

    @staticmethod
    def backward(ctx: Any, g_logp: Tensor, g_entropy: Tensor) -> tuple[Tensor | None, ...]:
        d_logp, d_entropy = ctx.saved_tensors
        grad = None
        if d_logp is not None and g_logp is not None:
            grad = g_logp[:, None] * d_logp
        if d_entropy is not None and g_entropy is not None:
            part = g_entropy[:, None] * d_entropy
            grad = part if grad is None else grad + part
        if grad is not None:
            grad = grad.to(ctx.hidden_dtype)
        return grad, None, None, None, None, None, None, None


def _scaled(logits: Tensor, temperature: float) -> Tensor:
    """fp32 `logits / temperature`; at temperature 1 the logits themselves (the same numbers: x / 1
    is x), sparing a pass over [chunk, V] and a fresh allocation of that size."""
    logits = logits.float()
    return logits if temperature == 1.0 else logits / temperature


def _chunk_logp_entropy(
    hidden: Tensor, tokens: Tensor, head: Callable[[Tensor], Tensor], temperature: float
) -> tuple[Tensor, Tensor]:
    logits = _scaled(head(hidden), temperature)
    log_z = logits.logsumexp(-1)
    logp = logits.gather(-1, tokens[..., None]).squeeze(-1) - log_z
    # H = -sum p log p = log Z - sum p * logits
    entropy = log_z - (logits.softmax(-1) * logits).sum(-1)
    return logp, entropy


def _chunk_logp(
    hidden: Tensor, tokens: Tensor, head: Callable[[Tensor], Tensor], temperature: float
) -> Tensor:
    logits = _scaled(head(hidden), temperature)
    return logits.gather(-1, tokens[..., None]).squeeze(-1) - logits.logsumexp(-1)


def _is_plain_linear(head: Any) -> TypeGuard[nn.Linear]:
    """A torch Linear whose weight is an ordinary float tensor (not a quantised parameter)."""
    return (
        type(head) is nn.Linear
        and type(head.weight) in (nn.Parameter, Tensor)
        and head.weight.dtype.is_floating_point
    )


def _packed_logp_entropy(
    hidden: Tensor,
    tokens: Tensor,
    head: Callable[[Tensor], Tensor],
    temperature: float,
    chunk: int,
    with_entropy: bool,
    entropy_grad: bool,
) -> tuple[Tensor, Tensor | None]:
    """hidden [N, H], tokens [N] -> logp [N] (and entropy [N]) in chunks of `chunk` tokens."""
    grad = torch.is_grad_enabled() and hidden.requires_grad
    linear = head if _is_plain_linear(head) else None
    logps: list[Tensor] = []
    entropies: list[Tensor] = []
    for start in range(0, hidden.shape[0], chunk):
        h, t = hidden[start : start + chunk], tokens[start : start + chunk]
        if linear is not None:
            logp, entropy = _LinearHeadLogp.apply(
                h, linear.weight, linear.bias, t, temperature, with_entropy,
                grad, grad and with_entropy and entropy_grad,
            )  # fmt: skip
            entropies.append(entropy)
        elif with_entropy:
            # Under grad, checkpointing keeps only the chunk's hidden states, not its logits.
            args = (h, t, head, temperature)
            logp, entropy = (
                checkpoint(_chunk_logp_entropy, *args, use_reentrant=False)
                if grad
                else _chunk_logp_entropy(*args)
            )
            entropies.append(entropy if entropy_grad else entropy.detach())
        else:
            args = (h, t, head, temperature)
            logp = (
                checkpoint(_chunk_logp, *args, use_reentrant=False) if grad else _chunk_logp(*args)
            )
        logps.append(logp)
    if not logps:
        empty = hidden.new_zeros(0, dtype=torch.float32)
        return empty, (empty.clone() if with_entropy else None)
    return torch.cat(logps), (torch.cat(entropies) if with_entropy else None)


def hidden_logp_entropy(
    hidden: Tensor,
    tokens: Tensor,
    head: Callable[[Tensor], Tensor],
    *,
    temperature: float = 1.0,
    chunk: int = 512,
    with_entropy: bool = False,
    entropy_grad: bool = True,
    mask: Tensor | None = None,
) -> tuple[Tensor, Tensor | None]:
    """Per-token log-probs (and entropies) of `tokens` [B, T] given the hidden states [B, T, H] that
    predict them: logp[b, t] = log softmax(head(hidden[b, t]) / temperature)[tokens[b, t]],
    entropy[b, t] = -sum_v p_v log p_v of that same distribution. Returns fp32 [B, T] tensors.

    `mask` [B, T] (True where a token counts): only those positions are computed; the others are 0.
    `chunk`: tokens per LM-head product. `entropy_grad=False` returns the entropy without a
    gradient (for logging; saves the work of its gradient).
    """
    if mask is None:
        mask = torch.ones(tokens.shape, dtype=torch.bool, device=tokens.device)
    packed_logp, packed_entropy = _packed_logp_entropy(
        hidden[mask], tokens[mask], head, temperature, max(1, chunk), with_entropy, entropy_grad
    )
    logp = packed_logp.new_zeros(tokens.shape).masked_scatter(mask, packed_logp)
    if packed_entropy is None:
        return logp, None
    return logp, packed_entropy.new_zeros(tokens.shape).masked_scatter(mask, packed_entropy)

"""A reference in logits space: entropy (the S of Eq. 12) and token log-probs, chunked over T.

Training computes both from hidden states, where the LM head runs (`rppo_policy.scoring`); this is
the same mathematics written against given logits, tested here against the float64 loops of
`_reference.py`. It was rppo_loss's `entropy` module, which nothing in training used.

A [B, T, V] fp32 log_softmax for a 150k vocabulary is ~0.6 GB per 1k tokens, and autograd keeps
several such temporaries. These functions work on slices of the time axis, upcasting one slice at a
time, and recompute each slice in a hand-written backward, so beyond the logits and their gradient
the extra memory is one slice's worth whatever B·T is.
"""

from __future__ import annotations

import torch
from rppo_loss import masked_mean
from rppo_loss._checks import check_mask, zero_masked

# fp32 bytes a single time-slice may occupy: large enough to keep kernels efficient, small enough
# to leave room on a shared GPU.
DEFAULT_CHUNK_BYTES = 256 * 2**20


def entropy_from_logits(logits: torch.Tensor) -> torch.Tensor:
    """Entropy ``H = −Σ_v p_v log p_v`` of softmax(logits) along the last dim, in fp32.

    Written as ``H = logsumexp(z) − Σ_v p_v z_v``, which needs no log of a tiny probability.
    Shapes: logits [..., V] -> [...] (float32, or float64 for float64 input). Not chunked: call
    :func:`entropy` or :func:`token_logp_entropy` for [B, T, V] model outputs.
    """
    z = logits if logits.dtype == torch.float64 else logits.float()
    probs = torch.softmax(z, dim=-1)
    return torch.logsumexp(z, dim=-1) - (probs * z).sum(-1)


def _auto_chunk(logits: torch.Tensor, chunk: int | None) -> int:
    if chunk is not None:
        if chunk <= 0:
            raise ValueError(f"chunk must be a positive number of time steps, got {chunk}")
        return chunk
    per_step = logits.shape[0] * logits.shape[-1] * 4
    return max(1, DEFAULT_CHUNK_BYTES // max(per_step, 1))


def _upcast(logits: torch.Tensor, temperature: float) -> torch.Tensor:
    z = logits if logits.dtype == torch.float64 else logits.float()
    return z / temperature if temperature != 1.0 else z


def _logp_grad_(probs: torch.Tensor, tokens: torch.Tensor, grad: torch.Tensor) -> torch.Tensor:
    """``grad · (onehot(tokens) − probs)``, written into ``probs`` (which it overwrites)."""
    g = grad.unsqueeze(-1)
    return probs.mul_(-g).scatter_add_(-1, tokens.unsqueeze(-1), g)


class _ChunkedLogpEntropy(torch.autograd.Function):
    """(logp, entropy) of softmax(logits / temperature), one time-slice at a time.

    A hand-written backward instead of autograd through slices: autograd would save the fp32
    temporaries of every slice (or, with checkpointing, allocate a full-size zero gradient per
    slice). Here only ``logits`` (no copy) is saved and the gradient is written slice by slice into
    one buffer, so the extra memory is one [B, chunk, V] fp32 slice plus the gradient itself.

    With z = logits / τ, p = softmax(z), ``logp = z_y − logsumexp(z)`` and
    ``H = logsumexp(z) − Σ p z``:  ∂logp/∂z = onehot(y) − p,  ∂H/∂z = −p ⊙ (z − Σ p z).
    """

    @staticmethod
    def forward(  # type: ignore[override]
        ctx: torch.autograd.function.FunctionCtx,
        logits: torch.Tensor,
        tokens: torch.Tensor,
        temperature: float,
        chunk: int,
    ) -> tuple[torch.Tensor, torch.Tensor]:
        out_dtype = torch.float64 if logits.dtype == torch.float64 else torch.float32
        batch, steps, _ = logits.shape
        logp = torch.empty(batch, steps, dtype=out_dtype, device=logits.device)
        ent = torch.empty_like(logp)
        for start in range(0, steps, chunk):
            z = _upcast(logits[:, start : start + chunk], temperature)
            lse = torch.logsumexp(z, dim=-1)
            y = tokens[:, start : start + chunk].unsqueeze(-1)
            logp[:, start : start + chunk] = z.gather(-1, y).squeeze(-1) - lse
            # In place on the fresh softmax output: one slice-sized temporary fewer.
            ent[:, start : start + chunk] = lse - torch.softmax(z, dim=-1).mul_(z).sum(-1)
        ctx.save_for_backward(logits, tokens)
        ctx.temperature = temperature
        ctx.chunk = chunk
        ctx.set_materialize_grads(False)
        return logp, ent

    @staticmethod
    def backward(  # type: ignore[override]
        ctx: torch.autograd.function.FunctionCtx,
        grad_logp: torch.Tensor | None,
        grad_ent: torch.Tensor | None,
    ) -> tuple[torch.Tensor | None, None, None, None]:
        logits, tokens = ctx.saved_tensors
        if grad_logp is None and grad_ent is None:
            return None, None, None, None
        grad_logits = torch.empty_like(logits)
        for start in range(0, logits.shape[1], ctx.chunk):
            piece = slice(start, start + ctx.chunk)
            z = _upcast(logits[:, piece], ctx.temperature)
            probs = torch.softmax(z, dim=-1)
            # Fresh tensors are updated in place; `z` itself may be a view of `logits` (fp32
            # input, τ = 1), so it is never written to.
            if grad_ent is None:
                grad_z = _logp_grad_(probs, tokens[:, piece], grad_logp[:, piece])
            else:
                grad_z = z - (probs * z).sum(-1, keepdim=True)
                grad_z.mul_(probs).mul_(-grad_ent[:, piece].unsqueeze(-1))
                if grad_logp is not None:
                    grad_z.add_(_logp_grad_(probs, tokens[:, piece], grad_logp[:, piece]))
            if ctx.temperature != 1.0:
                grad_z.div_(ctx.temperature)
            grad_logits[:, piece] = grad_z  # copy_ casts back to the logits' dtype
        return grad_logits, None, None, None


def _check_logits(logits: torch.Tensor) -> None:
    if logits.dim() != 3:
        raise ValueError(f"logits must be [B, T, V], got shape {tuple(logits.shape)}")


def entropy(logits: torch.Tensor, mask: torch.Tensor, *, chunk: int | None = None) -> torch.Tensor:
    """Mean next-token entropy over counted tokens, ``E_t S[π_θ](s_t)`` of Eq. 12; scalar.

    Shapes: logits [B, T, V] (the logits that predict response token t at position t), mask
    [B, T] bool. ``chunk`` time steps are processed at once (default: ~256 MiB of fp32 per slice).
    """
    _check_logits(logits)
    check_mask(mask)
    if mask.shape != logits.shape[:2]:
        raise ValueError(
            f"mask has shape {tuple(mask.shape)} but logits has {tuple(logits.shape[:2])} [B, T]"
        )
    # Index 0 as a stand-in token: its logp is computed (cheaply) and ignored.
    tokens = torch.zeros(mask.shape, dtype=torch.long, device=logits.device)
    _, per_token = _ChunkedLogpEntropy.apply(logits, tokens, 1.0, _auto_chunk(logits, chunk))
    return masked_mean(per_token, mask)


def token_logp_entropy(
    logits: torch.Tensor,
    tokens: torch.Tensor,
    *,
    temperature: float = 1.0,
    chunk: int | None = None,
    mask: torch.Tensor | None = None,
) -> tuple[torch.Tensor, torch.Tensor]:
    """Log-probability of each chosen token and the entropy of its distribution, chunked over T.

    ``logp[b, t] = log softmax(logits[b, t] / temperature)[tokens[b, t]]`` and
    ``entropy[b, t] = H(softmax(logits[b, t] / temperature))`` — the policy's ``log π_θ(y_t|s_t)``
    (Eq. 9) and ``S[π_θ](s_t)`` (Eq. 12) — without materialising a full fp32 [B, T, V]
    log_softmax. Differentiable (with per-slice recomputation in backward).

    Shapes: logits [B, T, V] (any float dtype), tokens [B, T] long, mask [B, T] bool or None
    -> (logp [B, T], entropy [B, T]) in fp32 (fp64 for fp64 logits); 0 where mask is False.
    """
    _check_logits(logits)
    if tokens.shape != logits.shape[:2]:
        raise ValueError(
            f"tokens has shape {tuple(tokens.shape)} but logits has {tuple(logits.shape[:2])}"
        )
    if temperature <= 0:
        raise ValueError(f"temperature must be positive, got {temperature}")
    logp, ent = _ChunkedLogpEntropy.apply(
        logits, tokens.long(), float(temperature), _auto_chunk(logits, chunk)
    )
    if mask is not None:
        check_mask(mask)
        if mask.shape != tokens.shape:
            raise ValueError(
                f"mask has shape {tuple(mask.shape)} but tokens has {tuple(tokens.shape)}"
            )
        logp, ent = zero_masked(logp, mask), zero_masked(ent, mask)
    return logp, ent

"""The logits-space reference for entropy (the S of Eq. 12) and chunked token log-probs."""

from __future__ import annotations

import math

import pytest
import torch
from rppo_loss_tests_entropy import entropy, entropy_from_logits, token_logp_entropy


def plain_logp_entropy(logits: torch.Tensor, tokens: torch.Tensor, temperature: float = 1.0):
    """Unchunked textbook version: a full log_softmax."""
    logprobs = torch.log_softmax(logits.double() / temperature, dim=-1)
    logp = logprobs.gather(-1, tokens.unsqueeze(-1)).squeeze(-1)
    return logp, -(logprobs.exp() * logprobs).sum(-1)


def test_entropy_of_known_distributions():
    uniform = torch.zeros(7)
    assert entropy_from_logits(uniform).item() == pytest.approx(math.log(7), abs=1e-6)
    # Nearly deterministic: huge logit gap must not produce NaN (0·log 0).
    peaked = torch.tensor([1e4, 0.0, 0.0])
    assert entropy_from_logits(peaked).item() == pytest.approx(0.0, abs=1e-6)
    two = torch.tensor([math.log(0.25), math.log(0.75)], dtype=torch.float64)
    expected = -(0.25 * math.log(0.25) + 0.75 * math.log(0.75))
    assert entropy_from_logits(two).item() == pytest.approx(expected, abs=1e-15)


def test_entropy_against_reference_loop(ref):
    gen = torch.Generator().manual_seed(0)
    logits = torch.randn(2, 3, 11, generator=gen, dtype=torch.float64) * 3
    mask = torch.tensor([[True, True, False], [False, True, True]])
    per_token = [[ref.entropy_row(logits[b, t].tolist()) for t in range(3)] for b in range(2)]
    torch.testing.assert_close(
        entropy_from_logits(logits), torch.tensor(per_token, dtype=torch.float64)
    )
    expected = ref.masked_mean(per_token, mask.tolist())
    assert entropy(logits, mask, chunk=2).item() == pytest.approx(expected, abs=1e-12)


@pytest.mark.parametrize("temperature", [1.0, 0.7])
def test_token_logp_entropy_against_reference_loop(temperature, ref):
    gen = torch.Generator().manual_seed(1)
    logits = torch.randn(2, 4, 9, generator=gen, dtype=torch.float64) * 2
    tokens = torch.randint(0, 9, (2, 4), generator=gen)
    logp, ent = token_logp_entropy(logits, tokens, temperature=temperature, chunk=3)
    for b in range(2):
        for t in range(4):
            row = logits[b, t].tolist()
            assert logp[b, t].item() == pytest.approx(
                ref.logp_row(row, int(tokens[b, t]), temperature), abs=1e-12
            )
            assert ent[b, t].item() == pytest.approx(ref.entropy_row(row, temperature), abs=1e-12)


@pytest.mark.parametrize("chunk", [1, 2, 5, 7, 100])
def test_chunking_changes_neither_values_nor_gradients(chunk):
    gen = torch.Generator().manual_seed(2)
    base = torch.randn(3, 7, 13, generator=gen, dtype=torch.float64)
    tokens = torch.randint(0, 13, (3, 7), generator=gen)
    weights = torch.randn(3, 7, 2, generator=gen, dtype=torch.float64)

    def objective(fn, logits):
        logp, ent = fn(logits)
        return (weights[..., 0] * logp + weights[..., 1] * ent).sum()

    chunked = base.clone().requires_grad_()
    plain = base.clone().requires_grad_()
    value = objective(lambda z: token_logp_entropy(z, tokens, chunk=chunk), chunked)
    expected = objective(lambda z: plain_logp_entropy(z, tokens), plain)
    value.backward()
    expected.backward()
    assert torch.equal(chunked.detach(), base)  # backward must not write into the logits
    assert value.item() == pytest.approx(expected.item(), abs=1e-10)
    torch.testing.assert_close(chunked.grad, plain.grad, rtol=0, atol=1e-12)

    ent_chunked = base.clone().requires_grad_()
    ent_plain = base.clone().requires_grad_()
    mask = torch.rand(3, 7, generator=gen) < 0.5
    entropy(ent_chunked, mask, chunk=chunk).backward()
    plain_logp_entropy(ent_plain, tokens)[1][mask].mean().backward()
    torch.testing.assert_close(ent_chunked.grad, ent_plain.grad, rtol=0, atol=1e-12)


def test_bf16_logits_are_upcast_and_large_vocab_works():
    gen = torch.Generator().manual_seed(3)
    vocab = 150_000
    logits = (torch.randn(1, 4, vocab, generator=gen) * 2).to(torch.bfloat16)
    tokens = torch.randint(0, vocab, (1, 4), generator=gen)
    logp, ent = token_logp_entropy(logits, tokens, chunk=1)
    assert logp.dtype == torch.float32 and ent.dtype == torch.float32
    exp_logp, exp_ent = plain_logp_entropy(logits.float(), tokens)
    torch.testing.assert_close(logp.double(), exp_logp, rtol=0, atol=1e-4)
    torch.testing.assert_close(ent.double(), exp_ent, rtol=0, atol=1e-4)
    assert entropy(logits, torch.ones(1, 4, dtype=torch.bool)).item() == pytest.approx(
        exp_ent.mean().item(), abs=1e-4
    )


def test_mask_zeroes_outputs_and_bad_shapes_are_named():
    logits = torch.randn(2, 3, 5)
    tokens = torch.zeros(2, 3, dtype=torch.long)
    mask = torch.tensor([[True, False, True], [False, False, True]])
    logp, ent = token_logp_entropy(logits, tokens, mask=mask)
    assert torch.all(logp[~mask] == 0) and torch.all(ent[~mask] == 0)
    assert torch.all(logp[mask] < 0) and torch.all(ent[mask] > 0)
    with pytest.raises(ValueError, match="tokens has shape"):
        token_logp_entropy(logits, torch.zeros(2, 4, dtype=torch.long))
    with pytest.raises(ValueError, match="logits must be"):
        entropy(torch.randn(2, 3), mask)
    with pytest.raises(ValueError, match="temperature"):
        token_logp_entropy(logits, tokens, temperature=0.0)
    with pytest.raises(ValueError, match="chunk"):
        entropy(logits, mask, chunk=0)


@pytest.mark.parametrize("temperature", [1.0, 0.6])
def test_hand_written_backward_passes_gradcheck(temperature):
    gen = torch.Generator().manual_seed(4)
    logits = torch.randn(2, 3, 4, generator=gen, dtype=torch.float64, requires_grad=True)
    tokens = torch.randint(0, 4, (2, 3), generator=gen)

    def both(z):
        return token_logp_entropy(z, tokens, temperature=temperature, chunk=2)

    assert torch.autograd.gradcheck(both, (logits,))
    # Only one output used: the other's gradient is absent (None), not garbage.
    only_logp = torch.autograd.grad(both(logits)[0].sum(), logits)[0]
    only_ent = torch.autograd.grad(both(logits)[1].sum(), logits)[0]
    ref_z = logits.detach().clone().requires_grad_()
    exp_logp, exp_ent = plain_logp_entropy(ref_z, tokens, temperature)
    torch.testing.assert_close(
        only_logp, torch.autograd.grad(exp_logp.sum(), ref_z, retain_graph=True)[0]
    )
    torch.testing.assert_close(only_ent, torch.autograd.grad(exp_ent.sum(), ref_z)[0])


def test_automatic_chunk_keeps_one_fp32_slice_within_the_budget():
    from rppo_loss_tests_entropy import DEFAULT_CHUNK_BYTES, _auto_chunk

    for batch, vocab in [(1, 150_000), (8, 151_936), (64, 32_000), (4096, 150_000)]:
        logits = torch.empty(batch, 1, vocab, device="meta")
        steps = _auto_chunk(logits, None)
        assert steps >= 1
        assert steps == 1 or batch * steps * vocab * 4 <= DEFAULT_CHUNK_BYTES


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs CUDA")
def test_cuda_peak_memory_stays_near_logits_plus_one_slice():
    # 4 × 1024 × 150k bf16 logits = 1.2 GB; a full fp32 log_softmax with autograd would need
    # several 2.4 GB temporaries. Allowed: the gradient (same size as logits) + a few slices.
    from rppo_loss_tests_entropy import DEFAULT_CHUNK_BYTES

    device = torch.device("cuda")
    logits = torch.randn(4, 1024, 150_000, device=device, dtype=torch.bfloat16).requires_grad_()
    tokens = torch.randint(0, 150_000, (4, 1024), device=device)
    torch.cuda.synchronize()
    torch.cuda.reset_peak_memory_stats()
    baseline = torch.cuda.memory_allocated()
    logp, ent = token_logp_entropy(logits, tokens)
    (logp.sum() + 0.01 * ent.sum()).backward()
    torch.cuda.synchronize()
    extra = torch.cuda.max_memory_allocated() - baseline
    logits_bytes = logits.numel() * logits.element_size()
    assert extra <= logits_bytes + 6 * DEFAULT_CHUNK_BYTES, extra / 2**20
    assert torch.isfinite(logits.grad.float()).all()


@pytest.mark.parametrize("plain_head", [True, False])
def test_the_entropy_training_runs_matches_this_reference(plain_head):
    # Training takes log-probs and entropies from hidden states (rppo_policy.scoring, the LM head
    # in chunks of counted tokens); here, the same numbers from the logits of the same head.
    from rppo_policy.scoring import hidden_logp_entropy

    gen = torch.Generator().manual_seed(5)
    head = torch.nn.Linear(6, 11).requires_grad_(False)
    hidden = torch.randn(2, 5, 6, generator=gen)
    tokens = torch.randint(0, 11, (2, 5), generator=gen)
    mask = torch.tensor([[True, True, True, False, False], [True, True, True, True, True]])
    fn = head if plain_head else (lambda x: head(x))
    logp, ent = hidden_logp_entropy(
        hidden, tokens, fn, temperature=0.8, chunk=3, with_entropy=True, mask=mask
    )
    want_logp, want_ent = token_logp_entropy(head(hidden), tokens, temperature=0.8, mask=mask)
    torch.testing.assert_close(logp, want_logp, atol=1e-5, rtol=1e-5)
    torch.testing.assert_close(ent, want_ent, atol=1e-5, rtol=1e-5)

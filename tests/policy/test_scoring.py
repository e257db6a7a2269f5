"""`hidden_logp_entropy`: log-probs, entropies and their gradients against a naive autograd
log-softmax over the whole vocabulary, for the closed-form linear-head path and the generic one."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

from rppo_policy.scoring import hidden_logp_entropy  # noqa: E402

B, T, H, V = 3, 5, 8, 40


def _inputs(seed: int = 0):
    gen = torch.Generator().manual_seed(seed)
    head = torch.nn.Linear(H, V, bias=True)
    with torch.no_grad():
        head.weight.copy_(torch.randn(V, H, generator=gen))
        head.bias.copy_(torch.randn(V, generator=gen))
    head.requires_grad_(False)  # frozen, as the LM head is
    hidden = torch.randn(B, T, H, generator=gen, requires_grad=True)
    tokens = torch.randint(0, V, (B, T), generator=gen)
    mask = torch.tensor([[1, 1, 1, 1, 1], [1, 1, 0, 0, 0], [1, 1, 1, 1, 0]], dtype=torch.bool)
    weights = torch.randn(2, B, T, generator=gen)  # arbitrary upstream gradients
    return head, hidden, tokens, mask, weights


def _naive(head, hidden, tokens, mask, temperature):
    log_probs = (head(hidden) / temperature).log_softmax(-1)
    logp = log_probs.gather(-1, tokens[..., None]).squeeze(-1)
    entropy = -(log_probs.exp() * log_probs).sum(-1)
    return logp * mask, entropy * mask


def _grad(hidden, loss):
    (grad,) = torch.autograd.grad(loss, hidden)
    return grad


@pytest.mark.parametrize("chunk", [512, 3])
@pytest.mark.parametrize("generic", [False, True])
def test_values_and_gradients_match_a_full_log_softmax(chunk, generic):
    head, hidden, tokens, mask, (a, b) = _inputs()
    temperature = 0.7
    want_logp, want_entropy = _naive(head, hidden, tokens, mask, temperature)
    want_grad = _grad(hidden, (a * want_logp + b * want_entropy).sum())
    # A head that is not a plain Linear takes the generic (checkpointed autograd) path.
    fn = (lambda x: head(x)) if generic else head
    logp, entropy = hidden_logp_entropy(
        hidden, tokens, fn, temperature=temperature, chunk=chunk, with_entropy=True, mask=mask
    )
    assert torch.allclose(logp, want_logp, atol=1e-5)
    assert torch.allclose(entropy, want_entropy, atol=1e-5)
    assert (logp[~mask] == 0).all() and (entropy[~mask] == 0).all()
    grad = _grad(hidden, (a * logp + b * entropy).sum())
    assert torch.allclose(grad, want_grad, atol=1e-5), (grad - want_grad).abs().max()
    assert (grad[~mask] == 0).all()  # padding positions get no gradient


@pytest.mark.parametrize("generic", [False, True])
def test_entropy_without_gradient_keeps_the_logp_gradient(generic):
    head, hidden, tokens, mask, (a, _) = _inputs(1)
    want_logp, _ = _naive(head, hidden, tokens, mask, 1.0)
    want_grad = _grad(hidden, (a * want_logp).sum())
    fn = (lambda x: head(x)) if generic else head
    logp, entropy = hidden_logp_entropy(
        hidden, tokens, fn, with_entropy=True, entropy_grad=False, mask=mask
    )
    assert not entropy.requires_grad
    assert torch.allclose(_grad(hidden, (a * logp).sum()), want_grad, atol=1e-5)


def test_logp_only_and_no_grad():
    head, hidden, tokens, mask, (a, _) = _inputs(2)
    want_logp, _ = _naive(head, hidden, tokens, mask, 1.3)
    logp, entropy = hidden_logp_entropy(hidden, tokens, head, temperature=1.3, mask=mask)
    assert entropy is None
    assert torch.allclose(logp, want_logp, atol=1e-5)
    assert torch.allclose(
        _grad(hidden, (a * logp).sum()), _grad(hidden, (a * want_logp).sum()), atol=1e-5
    )
    with torch.no_grad():
        logp_nograd, _ = hidden_logp_entropy(hidden, tokens, head, temperature=1.3, mask=mask)
    assert not logp_nograd.requires_grad
    assert torch.allclose(logp_nograd, want_logp, atol=1e-5)


def test_no_counted_token_gives_zeros():
    head, hidden, tokens, _, _ = _inputs(3)
    none = torch.zeros(B, T, dtype=torch.bool)
    logp, entropy = hidden_logp_entropy(hidden, tokens, head, with_entropy=True, mask=none)
    assert logp.shape == entropy.shape == (B, T)
    assert (logp == 0).all() and (entropy == 0).all()

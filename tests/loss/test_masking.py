"""Not-counted positions: exactly zero gradient, and no effect on any loss or statistic.

Every input is built twice with different garbage (including NaN and ±inf) at the padded
positions; outputs at counted positions, losses and stats must be bit-identical, and the
gradient at padded positions exactly 0.
"""

from __future__ import annotations

import pytest
import torch
from rppo_loss import (
    actor_loss,
    gae,
    kl,
    masked_mean,
    masked_whiten,
    policy_loss,
    td_errors,
    token_rewards,
    value_loss,
)
from rppo_loss_tests_entropy import entropy, token_logp_entropy

B, T = 3, 6


@pytest.fixture
def mask() -> torch.Tensor:
    return torch.tensor(
        [
            [True, True, True, False, False, False],  # right-padded
            [False, False, True, True, True, True],  # left-padded
            [False, True, True, True, True, False],  # both
        ]
    )


def with_garbage(clean: torch.Tensor, mask: torch.Tensor, garbage: float) -> torch.Tensor:
    """``clean`` at counted positions, ``garbage`` elsewhere; a fresh leaf that requires grad."""
    fill = torch.full_like(clean, garbage)
    return torch.where(mask, clean, fill).detach().requires_grad_()


def clean_inputs(seed: int, n: int) -> list[torch.Tensor]:
    gen = torch.Generator().manual_seed(seed)
    return [torch.randn(B, T, generator=gen, dtype=torch.float64) * 0.5 for _ in range(n)]


# Two different fillings of the padded positions; input i of a variant gets filling[i % 2].
GARBAGE_VARIANTS = [(1e6, float("nan")), (float("inf"), -float("inf"))]


def run_both(fn, clean, mask):
    """Run ``fn`` on two garbage variants; return outputs and gradients of each."""
    results = []
    for filling in GARBAGE_VARIANTS:
        inputs = [with_garbage(x, mask, filling[i % 2]) for i, x in enumerate(clean)]
        out, scalar = fn(*inputs)
        scalar.backward()
        results.append((out, [x.grad for x in inputs]))
    return results


def assert_invariant(results, mask):
    (out_a, grads_a), (out_b, grads_b) = results
    for key in out_a:
        a, b = out_a[key], out_b[key]
        if a.dim() == 2:
            a, b = a[mask], b[mask]
        assert torch.equal(a, b), key
    for grad_a, grad_b in zip(grads_a, grads_b, strict=True):
        if grad_a is None:
            continue
        assert torch.all(grad_a[~mask] == 0) and torch.all(grad_b[~mask] == 0)
        assert torch.all(torch.isfinite(grad_a)) and torch.equal(grad_a[mask], grad_b[mask])


def test_policy_loss(mask):
    for agg in ("token-mean", "seq-mean", "constant"):

        def fn(logp, old_logp, adv, agg=agg):
            loss, stats = policy_loss(logp, old_logp, adv, mask, 0.2, agg=agg, dual_clip=3.0)
            return {"loss": loss.detach(), **stats}, loss

        assert_invariant(run_both(fn, clean_inputs(0, 3), mask), mask)


def test_value_loss(mask):
    def fn(values, old_values, returns):
        loss, stats = value_loss(values, old_values, returns, mask, clip_eps=0.2)
        return {"loss": loss.detach(), **stats}, loss

    assert_invariant(run_both(fn, clean_inputs(1, 3), mask), mask)


def test_gae_and_td_errors(mask):
    def fn(rewards, values):
        adv, returns = gae(rewards, values, mask, 0.99, 0.95)
        delta = td_errors(rewards, values, mask, 0.99)
        assert torch.all(adv[~mask] == 0) and torch.all(returns[~mask] == 0)
        assert torch.all(delta[~mask] == 0)
        return {"adv": adv.detach(), "returns": returns.detach()}, (adv + returns + delta).sum()

    assert_invariant(run_both(fn, clean_inputs(2, 2), mask), mask)


def test_kl_rewards_and_whitening(mask):
    score = torch.tensor([1.0, 0.0, 0.5], dtype=torch.float64)

    def fn(logp, ref_logp, steps):
        per_token = kl(logp, ref_logp, "k3", mask=mask)
        reward = token_rewards(score, per_token, mask, 0.1, step_rewards=steps)
        white = masked_whiten(reward, mask)
        mean = masked_mean(reward, mask)
        assert torch.all(reward[~mask] == 0) and torch.all(white[~mask] == 0)
        return {"reward": reward.detach(), "white": white.detach(), "mean": mean}, white.sum()

    assert_invariant(run_both(fn, clean_inputs(3, 3), mask), mask)


@pytest.mark.parametrize("agg", ["token-mean", "seq-mean"])
def test_actor_loss(mask, agg):
    def fn(logp, old_logp, adv, ent):
        loss, stats = actor_loss(
            logp, old_logp, adv, ent, mask, 0.2, entropy_coef=0.01, agg=agg, dual_clip=3.0
        )
        return stats, loss

    assert_invariant(run_both(fn, clean_inputs(4, 4), mask), mask)


def test_entropy_and_logp_padding_logits_get_zero_gradient(mask):
    gen = torch.Generator().manual_seed(5)
    base = torch.randn(B, T, 8, generator=gen, dtype=torch.float64)
    tokens = torch.randint(0, 8, (B, T), generator=gen)
    outputs = []
    for scale in (1.0, 50.0):
        # Finite but very different logits at padded positions (a model never emits NaN there).
        logits = torch.where(mask[..., None], base, base * scale + 3).requires_grad_()
        logp, ent = token_logp_entropy(logits, tokens, mask=mask, chunk=4)
        mean_entropy = entropy(logits, mask, chunk=4)
        (logp.sum() + ent.sum() + mean_entropy).backward()
        assert torch.all(logits.grad[~mask] == 0)
        outputs.append((logp[mask], ent[mask], mean_entropy, logits.grad[mask]))
    for a, b in zip(*outputs, strict=True):
        assert torch.equal(a, b)

"""Value loss (Eq. 4, with ½ and optional clipping) and the Eq. 12 combination."""

from __future__ import annotations

import pytest
import torch
from rppo_loss import actor_loss, policy_loss, value_loss


def test_unclipped_is_half_mse_over_counted_tokens():
    values = torch.tensor([[1.0, 2.0, 100.0]], dtype=torch.float64, requires_grad=True)
    returns = torch.tensor([[0.0, 4.0, 0.0]], dtype=torch.float64)
    mask = torch.tensor([[True, True, False]])
    loss, stats = value_loss(values, values.detach(), returns, mask)
    assert loss.item() == pytest.approx(0.5 * (1.0 + 4.0) / 2)
    loss.backward()
    # d/dV of 0.5·mean((V − G)²) = (V − G) / N
    torch.testing.assert_close(
        values.grad, torch.tensor([[0.5, -1.0, 0.0]], dtype=torch.float64), rtol=0, atol=0
    )
    assert stats["clipfrac"].item() == 0.0


def test_clipped_form_takes_the_pessimistic_max():
    # old 0, new 1, eps 0.2 -> V_clip = 0.2. Target 2: unclipped 1, clipped 3.24 -> clipped wins.
    # Target 0: unclipped 1, clipped 0.04 -> unclipped wins.
    values = torch.tensor([[1.0, 1.0]], dtype=torch.float64, requires_grad=True)
    old = torch.zeros(1, 2, dtype=torch.float64)
    returns = torch.tensor([[2.0, 0.0]], dtype=torch.float64)
    loss, stats = value_loss(values, old, returns, torch.ones(1, 2, dtype=torch.bool), clip_eps=0.2)
    assert loss.item() == pytest.approx(0.5 * (3.24 + 1.0) / 2)
    assert stats["clipfrac"].item() == 0.5
    loss.backward()
    # The clipped token is flat in V (clamp saturated); the other has gradient (V − G)/N.
    torch.testing.assert_close(values.grad, torch.tensor([[0.0, 0.5]], dtype=torch.float64))


def test_explained_variance():
    returns = torch.tensor([[1.0, 2.0, 3.0, 4.0]], dtype=torch.float64)
    mask = torch.ones(1, 4, dtype=torch.bool)
    _, perfect = value_loss(returns.clone(), returns, returns, mask)
    _, mean_only = value_loss(torch.full_like(returns, 2.5), returns, returns, mask)
    _, constant = value_loss(returns, returns, torch.ones_like(returns), mask)
    assert perfect["explained_var"].item() == pytest.approx(1.0)
    assert mean_only["explained_var"].item() == pytest.approx(0.0)
    assert constant["explained_var"].item() == 0.0  # Var[G] = 0: defined as 0, not NaN
    # Returns that differ only by rounding-sized KL terms (Var[G] ~ 1e-16): 0, not -1e12.
    noise = torch.ones_like(returns) + torch.tensor([[0.0, 1e-8, 2e-8, 0.0]], dtype=torch.float64)
    values = torch.tensor([[0.01, 0.02, 0.0, 0.01]], dtype=torch.float64)
    _, flat = value_loss(values, values, noise, mask)
    assert flat["explained_var"].item() == 0.0


@pytest.mark.parametrize("clip_eps", [None, 0.1, 0.5])
def test_value_loss_against_reference_loop(clip_eps, ref):
    gen = torch.Generator().manual_seed(5)
    values, old, returns = (torch.randn(4, 6, generator=gen, dtype=torch.float64) for _ in range(3))
    mask = torch.rand(4, 6, generator=gen) < 0.7
    loss, stats = value_loss(values, old, returns, mask, clip_eps)
    exp_loss, exp_stats = ref.value_loss(
        values.tolist(), old.tolist(), returns.tolist(), mask.tolist(), clip_eps
    )
    assert loss.item() == pytest.approx(exp_loss, abs=1e-12)
    for key, value in exp_stats.items():
        assert stats[key].item() == pytest.approx(value, abs=1e-12), key


def test_actor_loss_is_the_actors_part_of_eq12():
    gen = torch.Generator().manual_seed(6)
    shape = (3, 5)
    logp, old_logp, adv, ent = (
        torch.randn(shape, generator=gen, dtype=torch.float64) for _ in range(4)
    )
    logp = (old_logp + 0.3 * logp).requires_grad_()
    mask = torch.rand(shape, generator=gen) < 0.7
    loss, stats = actor_loss(logp, old_logp, adv, ent, mask, 0.2, entropy_coef=0.01)
    pg, pg_stats = policy_loss(logp, old_logp, adv, mask, 0.2)
    expected = pg - 0.01 * ent[mask].mean()
    assert loss.item() == pytest.approx(expected.item(), abs=1e-12)
    assert set(stats) == {*pg_stats, "entropy"}
    assert all(not value.requires_grad for value in stats.values())
    assert stats["entropy"].item() == pytest.approx(ent[mask].mean().item(), abs=1e-12)
    for key, value in pg_stats.items():
        assert torch.equal(stats[key], value), key


def test_actor_loss_without_a_bonus_is_the_policy_loss_even_for_a_nan_entropy():
    gen = torch.Generator().manual_seed(7)
    logp, old_logp, adv = (torch.randn(2, 4, generator=gen, dtype=torch.float64) for _ in range(3))
    mask = torch.ones(2, 4, dtype=torch.bool)
    nan = torch.full((2, 4), float("nan"), dtype=torch.float64)
    loss, _ = actor_loss(logp, old_logp, adv, nan, mask, 0.2, agg="seq-mean", dual_clip=3.0)
    pg, _ = policy_loss(logp, old_logp, adv, mask, 0.2, agg="seq-mean", dual_clip=3.0)
    assert torch.equal(loss, pg)


def test_value_clipfrac_ignores_rounding_inside_the_clip_range():
    """|V - old_V| < eps everywhere: nothing is clipped, though old_V + (V - old_V) often
    differs from V in its last bit (which made `clipped > unclipped` true by rounding alone)."""
    gen = torch.Generator().manual_seed(0)
    values = torch.rand(64, 32, generator=gen) * 1e-3
    old_values = 0.05 + torch.rand(64, 32, generator=gen) * 0.1
    returns = torch.randn(64, 32, generator=gen)
    mask = torch.ones(64, 32, dtype=torch.bool)
    assert not torch.equal(old_values + (values - old_values), values)  # the rounding is there
    _, stats = value_loss(values, old_values, returns, mask, clip_eps=0.2)
    assert stats["clipfrac"].item() == 0.0

"""Clipped surrogate (Eq. 9–11): the seed's worked examples, the clip table, aggregation."""

from __future__ import annotations

import math

import pytest
import torch
from rppo_loss import policy_loss

EPS = 0.2


def one_token(ratio: float, adv: float, **kwargs):
    """Objective value, d objective / d logp, and stats for a single counted token."""
    logp = torch.tensor([[math.log(ratio)]], dtype=torch.float64, requires_grad=True)
    old_logp = torch.zeros(1, 1, dtype=torch.float64)
    advantage = torch.tensor([[adv]], dtype=torch.float64)
    mask = torch.ones(1, 1, dtype=torch.bool)
    loss, stats = policy_loss(logp, old_logp, advantage, mask, EPS, **kwargs)
    (grad,) = torch.autograd.grad(-loss, logp)
    return -loss.item(), grad.item(), stats


@pytest.mark.parametrize(
    ("adv", "ratio", "objective", "moves"),
    [
        (+2.0, 1.5, 2.4, False),  # unclipped 3.0, clipped 2.4: min is flat, no push
        (-2.0, 0.5, -1.6, False),  # unclipped -1.0, clipped -1.6: flat, not pushed down further
        (-2.0, 1.5, -3.0, True),  # unclipped -3.0 is the min: the mistake is still corrected
    ],
)
def test_worked_examples_of_seed_003(adv, ratio, objective, moves):
    value, grad, stats = one_token(ratio, adv)
    assert value == pytest.approx(objective, abs=1e-12)
    if moves:
        # d(ρA)/d logp = ρA: the gradient is that of the unclipped term, pointing ρ back down.
        assert grad == pytest.approx(ratio * adv, abs=1e-12)
        assert grad < 0
        assert stats["clipfrac"].item() == 0.0
    else:
        assert grad == 0.0
        assert stats["clipfrac"].item() == 1.0


# The six cells of the clip table in seed 000: (advantage sign, region) -> ratio, clipped?, and the
# sign of d objective / d ρ (+1: pushes ρ up, −1: pushes ρ down, 0: no push).
CLIP_TABLE = [
    pytest.param(+1.5, 0.7, False, +1, id="A>0 harmful rho<1: pushed back up"),
    pytest.param(+1.5, 1.1, False, +1, id="A>0 helpful inside: keeps pushing up"),
    pytest.param(+1.5, 1.3, True, 0, id="A>0 beyond 1+eps: clipped, zero gradient"),
    pytest.param(-1.5, 1.3, False, -1, id="A<0 harmful rho>1: pushed back down"),
    pytest.param(-1.5, 0.9, False, -1, id="A<0 helpful inside: keeps pushing down"),
    pytest.param(-1.5, 0.7, True, 0, id="A<0 beyond 1-eps: clipped, zero gradient"),
]


@pytest.mark.parametrize(("adv", "ratio", "is_clipped", "direction"), CLIP_TABLE)
def test_clip_table_of_seed_000(adv, ratio, is_clipped, direction):
    value, grad, stats = one_token(ratio, adv)
    clipped_ratio = min(max(ratio, 1 - EPS), 1 + EPS)
    assert value == pytest.approx(min(ratio * adv, clipped_ratio * adv), abs=1e-12)
    assert stats["clipfrac"].item() == (1.0 if is_clipped else 0.0)
    if direction == 0:
        assert grad == 0.0
    else:
        # Unclipped: exactly the surrogate's gradient ρ·A (chain rule through ρ = exp(logp)).
        assert grad == pytest.approx(ratio * adv, abs=1e-12)
        assert math.copysign(1.0, grad) == direction


def test_first_minibatch_is_minus_mean_advantage_and_clipfrac_zero():
    gen = torch.Generator().manual_seed(0)
    logp = -torch.rand(3, 7, generator=gen, dtype=torch.float64) * 5
    adv = torch.randn(3, 7, generator=gen, dtype=torch.float64)
    mask = torch.rand(3, 7, generator=gen) < 0.6
    loss, stats = policy_loss(logp, logp.clone(), adv, mask, EPS)
    assert loss.item() == pytest.approx(-adv[mask].mean().item(), abs=1e-12)
    assert stats["clipfrac"].item() == 0.0
    assert stats["approx_kl"].item() == 0.0
    assert stats["ratio_mean"].item() == pytest.approx(1.0, abs=1e-15)
    assert stats["ratio_max"].item() == pytest.approx(1.0, abs=1e-15)


def test_gradient_equals_advantage_weighted_score_at_first_minibatch():
    # At ρ = 1 the PPO gradient is the advantage policy gradient of Eq. 1: ∇ log π · Â / N.
    adv = torch.tensor([[1.0, -2.0, 0.5, 9.0]], dtype=torch.float64)
    mask = torch.tensor([[True, True, True, False]])
    logp = torch.full((1, 4), -1.0, dtype=torch.float64, requires_grad=True)
    loss, _ = policy_loss(logp, logp.detach().clone(), adv, mask, EPS)
    loss.backward()
    expected = torch.tensor([[-1.0, 2.0, -0.5, 0.0]], dtype=torch.float64) / 3
    torch.testing.assert_close(logp.grad, expected, rtol=0, atol=1e-15)


def test_aggregations_weigh_tokens_and_sequences_differently():
    # Row 0: one counted token with objective 4; row 1: three tokens with objective 1.
    adv = torch.tensor([[4.0, 0.0, 0.0], [1.0, 1.0, 1.0]], dtype=torch.float64)
    mask = torch.tensor([[True, False, False], [True, True, True]])
    logp = torch.zeros(2, 3, dtype=torch.float64)
    token, _ = policy_loss(logp, logp, adv, mask, EPS)
    seq, _ = policy_loss(logp, logp, adv, mask, EPS, agg="seq-mean")
    const, _ = policy_loss(logp, logp, adv, mask, EPS, agg="constant")
    const_len, _ = policy_loss(logp, logp, adv, mask, EPS, agg="constant", max_len=10)
    assert token.item() == pytest.approx(-7 / 4)
    assert seq.item() == pytest.approx(-(4 + 1) / 2)
    assert const.item() == pytest.approx(-7 / (2 * 3))
    assert const_len.item() == pytest.approx(-7 / (2 * 10))


def test_dual_clip_bounds_negative_advantage_objective():
    value, grad, stats = one_token(10.0, -1.0, dual_clip=3.0)
    assert value == pytest.approx(-3.0)
    assert grad == 0.0
    assert stats["dual_clipfrac"].item() == 1.0
    # Below the bound nothing changes; positive advantages are never dual-clipped.
    assert one_token(2.0, -1.0, dual_clip=3.0)[0] == pytest.approx(-2.0)
    assert one_token(10.0, +1.0, dual_clip=3.0)[0] == pytest.approx(1.2)


def test_stats_are_detached_and_loss_is_differentiable():
    logp = torch.zeros(2, 2, requires_grad=True)
    loss, stats = policy_loss(
        logp, torch.zeros(2, 2), torch.ones(2, 2), torch.ones(2, 2).bool(), EPS
    )
    assert loss.requires_grad
    assert set(stats) == {"approx_kl", "clipfrac", "ratio_mean", "ratio_max"}
    assert all(not v.requires_grad and v.dim() == 0 for v in stats.values())


def test_all_masked_batch_gives_zero_loss_and_zero_stats():
    logp = torch.randn(2, 3, requires_grad=True)
    loss, stats = policy_loss(
        logp, torch.randn(2, 3), torch.randn(2, 3), torch.zeros(2, 3).bool(), EPS
    )
    loss.backward()
    assert loss.item() == 0.0
    assert all(v.item() == 0.0 for v in stats.values())
    assert torch.count_nonzero(logp.grad) == 0


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"clip_eps": 0.0}, "clip_eps"),
        ({"dual_clip": 1.0}, "dual_clip"),
        ({"agg": "sum"}, "agg"),
    ],
)
def test_bad_arguments_are_named(kwargs, message):
    x = torch.zeros(1, 2)
    args = {"clip_eps": EPS, **kwargs}
    clip_eps = args.pop("clip_eps")
    with pytest.raises(ValueError, match=message):
        policy_loss(x, x, x, torch.ones(1, 2).bool(), clip_eps, **args)


def test_shape_and_mask_errors_name_the_culprit():
    x = torch.zeros(2, 3)
    with pytest.raises(ValueError, match="adv has shape"):
        policy_loss(x, x, torch.zeros(2, 4), torch.ones(2, 3).bool(), EPS)
    with pytest.raises(TypeError, match="mask must be a bool tensor"):
        policy_loss(x, x, x, torch.ones(2, 3), EPS)

"""The name -> function tables of each algorithm axis: every row dispatches to its own function,
and the string-taking entry points (`kl`, `aggregate`) are exactly their table's rows.

Adding a choice is one function, one row and a test of that function; this file then checks that
the row is reachable by name and that `kl` / `aggregate` refuse a name the table lacks.
"""

from __future__ import annotations

import pytest
import torch
from rppo_loss import (
    ADVANTAGE_ESTIMATORS,
    AGGREGATIONS,
    KL_ESTIMATORS,
    AdvantageInputs,
    aggregate,
    gae,
    group_advantages,
    kl,
)


def test_table_names() -> None:
    assert list(KL_ESTIMATORS) == ["k1", "k2", "k3"]
    assert list(AGGREGATIONS) == ["token-mean", "seq-mean", "constant"]
    assert list(ADVANTAGE_ESTIMATORS) == ["gae", "grpo"]


def test_needs_critic_and_groups() -> None:
    assert ADVANTAGE_ESTIMATORS["gae"].needs_critic and not ADVANTAGE_ESTIMATORS["gae"].needs_groups
    assert not ADVANTAGE_ESTIMATORS["grpo"].needs_critic
    assert ADVANTAGE_ESTIMATORS["grpo"].needs_groups


@pytest.mark.parametrize("name", sorted(KL_ESTIMATORS))
def test_kl_dispatches_through_the_table(name: str) -> None:
    logp, ref = torch.randn(3, 5, dtype=torch.float64), torch.randn(3, 5, dtype=torch.float64)
    assert torch.equal(kl(logp, ref, name), KL_ESTIMATORS[name](logp - ref))


@pytest.mark.parametrize("name", sorted(AGGREGATIONS))
def test_aggregate_dispatches_through_the_table(name: str) -> None:
    x = torch.randn(3, 5, dtype=torch.float64)
    mask = torch.rand(3, 5) > 0.3
    assert torch.equal(aggregate(x, mask, name), AGGREGATIONS[name](x, mask, None))


def test_unknown_names_list_the_table() -> None:
    x = torch.zeros(2, 3)
    with pytest.raises(ValueError, match="one of k1, k2, k3, got 'k9'"):
        kl(x, x, "k9")
    with pytest.raises(ValueError, match="one of token-mean, seq-mean, constant, got 'x'"):
        aggregate(x, x > 0, "x")


def _inputs() -> AdvantageInputs:
    gen = torch.Generator().manual_seed(0)
    reward = torch.randn(4, 6, generator=gen, dtype=torch.float64)
    values = torch.randn(4, 6, generator=gen, dtype=torch.float64)
    mask = torch.rand(4, 6, generator=gen) > 0.2
    score = torch.tensor([1.0, 0.0, 1.0, 1.0], dtype=torch.float64)
    groups = torch.tensor([0, 0, 1, 1])
    return AdvantageInputs(reward, values, mask, score, groups, gamma=0.9, lam=0.8, lam_critic=1.0)


def test_gae_row_is_gae_with_two_lambdas() -> None:
    x = _inputs()
    adv, returns = ADVANTAGE_ESTIMATORS["gae"].estimate(x)
    assert torch.equal(adv, gae(x.reward, x.values, x.mask, 0.9, 0.8)[0])
    assert torch.equal(returns, gae(x.reward, x.values, x.mask, 0.9, 1.0)[1])


def test_grpo_row_is_group_advantages_on_tokens() -> None:
    x = _inputs()
    adv, returns = ADVANTAGE_ESTIMATORS["grpo"].estimate(x)
    expected = group_advantages(x.score, x.group_ids)[:, None] * x.mask
    assert torch.equal(adv, expected)
    assert torch.equal(returns, torch.zeros_like(adv))

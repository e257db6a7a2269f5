"""TD errors (Eq. 7) and GAE (Eq. 8) against the seed's identities and brute-force sums."""

from __future__ import annotations

import pytest
import torch
from rppo_loss import gae, next_counted_values, td_errors, token_rewards


def random_batch(seed: int, batch: int = 4, steps: int = 9):
    """float64 rewards/values and a mask with contiguous counted spans at random offsets."""
    gen = torch.Generator().manual_seed(seed)
    rewards = torch.randn(batch, steps, generator=gen, dtype=torch.float64)
    values = torch.randn(batch, steps, generator=gen, dtype=torch.float64)
    mask = torch.zeros(batch, steps, dtype=torch.bool)
    for b in range(batch):
        length = int(torch.randint(1, steps + 1, (1,), generator=gen))
        offset = int(torch.randint(0, steps - length + 1, (1,), generator=gen))
        mask[b, offset : offset + length] = True
    return rewards, values, mask


def as_rows(x: torch.Tensor) -> list:
    return x.tolist()


def test_td_error_hand_computed():
    # One row, right-padded: δ_t = r_t + γ V_{t+1} − V_t, V after the last token is 0.
    rewards = torch.tensor([[0.0, 0.0, 1.0, 5.0]], dtype=torch.float64)
    values = torch.tensor([[0.5, 0.6, 0.8, 7.0]], dtype=torch.float64)
    mask = torch.tensor([[True, True, True, False]])
    delta = td_errors(rewards, values, mask, gamma=0.9)
    expected = [[0.9 * 0.6 - 0.5, 0.9 * 0.8 - 0.6, 1.0 - 0.8, 0.0]]
    torch.testing.assert_close(delta, torch.tensor(expected, dtype=torch.float64))


def test_gae_hand_computed():
    rewards = torch.tensor([[0.0, 0.0, 1.0]], dtype=torch.float64)
    values = torch.tensor([[0.5, 0.6, 0.8]], dtype=torch.float64)
    mask = torch.ones(1, 3, dtype=torch.bool)
    gamma, lam = 0.9, 0.5
    d0, d1, d2 = 0.9 * 0.6 - 0.5, 0.9 * 0.8 - 0.6, 1.0 - 0.8
    a2 = d2
    a1 = d1 + gamma * lam * a2
    a0 = d0 + gamma * lam * a1
    adv, returns = gae(rewards, values, mask, gamma, lam)
    torch.testing.assert_close(adv, torch.tensor([[a0, a1, a2]], dtype=torch.float64))
    torch.testing.assert_close(returns, adv + values)


@pytest.mark.parametrize("seed", range(5))
def test_lambda_zero_is_td_error(seed):
    rewards, values, mask = random_batch(seed)
    adv, _ = gae(rewards, values, mask, gamma=0.97, lam=0.0)
    torch.testing.assert_close(adv, td_errors(rewards, values, mask, 0.97), rtol=0, atol=1e-12)


@pytest.mark.parametrize("seed", range(5))
def test_lambda_one_is_monte_carlo_advantage(seed, ref):
    rewards, values, mask = random_batch(seed)
    adv, returns = gae(rewards, values, mask, gamma=0.9, lam=1.0)
    expected = ref.mc_advantage(as_rows(rewards), as_rows(values), as_rows(mask), 0.9)
    torch.testing.assert_close(adv, torch.tensor(expected, dtype=torch.float64), rtol=0, atol=1e-12)


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize(("gamma", "lam"), [(1.0, 0.95), (0.99, 0.95), (0.9, 0.3), (0.5, 0.8)])
def test_any_lambda_equals_eq8_sum_and_nstep_average(seed, gamma, lam, ref):
    rewards, values, mask = random_batch(seed)
    adv, returns = gae(rewards, values, mask, gamma, lam)
    args = (as_rows(rewards), as_rows(values), as_rows(mask), gamma, lam)
    eq8 = torch.tensor(ref.gae_sum(*args), dtype=torch.float64)
    nstep = torch.tensor(ref.gae_nstep_average(*args), dtype=torch.float64)
    torch.testing.assert_close(adv, eq8, rtol=0, atol=1e-12)
    torch.testing.assert_close(adv, nstep, rtol=0, atol=1e-12)
    torch.testing.assert_close(returns, torch.where(mask, eq8 + values, 0.0), rtol=0, atol=1e-12)


def test_gamma_one_terminal_reward_gives_score_as_every_return():
    # λ = 1: returns are the Monte-Carlo returns G_t, whatever the critic says.
    _, values, mask = random_batch(3)
    score = torch.tensor([1.0, 0.0, 1.0, 0.25], dtype=torch.float64)
    rewards = token_rewards(score, torch.zeros_like(values), mask, kl_coef=0.0)
    _, returns = gae(rewards, values, mask, gamma=1.0, lam=1.0)
    expected = torch.where(mask, score[:, None].expand_as(values), 0.0)
    torch.testing.assert_close(returns, expected, rtol=0, atol=1e-12)


@pytest.mark.parametrize("lam", [0.0, 0.5, 0.95])
def test_perfect_critic_gives_zero_advantage_and_score_returns(lam):
    _, _, mask = random_batch(4)
    score = torch.tensor([1.0, 0.0, 1.0, -0.5], dtype=torch.float64)
    rewards = token_rewards(score, torch.zeros(mask.shape, dtype=torch.float64), mask, 0.0)
    values = score[:, None].expand(mask.shape).clone()  # V(s_t) = E[G_t] exactly, γ = 1
    adv, returns = gae(rewards, values, mask, gamma=1.0, lam=lam)
    torch.testing.assert_close(adv, torch.zeros_like(adv), rtol=0, atol=1e-12)
    torch.testing.assert_close(returns, torch.where(mask, values, 0.0), rtol=0, atol=1e-12)


def test_left_and_right_padding_give_the_same_per_token_results():
    gen = torch.Generator().manual_seed(11)
    lengths = [3, 6, 1, 5]
    steps = 8
    seqs_r = [torch.randn(n, generator=gen, dtype=torch.float64) for n in lengths]
    seqs_v = [torch.randn(n, generator=gen, dtype=torch.float64) for n in lengths]
    results = []
    for placement in ("right", "left", "middle"):
        rewards = torch.full((4, steps), 123.0, dtype=torch.float64)  # garbage in the padding
        values = torch.full((4, steps), -77.0, dtype=torch.float64)
        mask = torch.zeros(4, steps, dtype=torch.bool)
        for b, n in enumerate(lengths):
            start = {"right": 0, "left": steps - n, "middle": (steps - n) // 2}[placement]
            rewards[b, start : start + n] = seqs_r[b]
            values[b, start : start + n] = seqs_v[b]
            mask[b, start : start + n] = True
        delta = td_errors(rewards, values, mask, 0.95)
        adv, returns = gae(rewards, values, mask, 0.95, 0.9)
        results.append(
            [(delta[b][mask[b]], adv[b][mask[b]], returns[b][mask[b]]) for b in range(4)]
        )
        assert torch.all(adv[~mask] == 0) and torch.all(returns[~mask] == 0)
    for other in results[1:]:
        for row_a, row_b in zip(results[0], other, strict=True):
            for a, b in zip(row_a, row_b, strict=True):
                torch.testing.assert_close(a, b, rtol=0, atol=0)


def test_next_value_skips_gaps_in_a_non_contiguous_mask(ref):
    # Not produced by the rollout, but "next state" must mean the next *counted* position.
    values = torch.tensor([[1.0, 2.0, 3.0, 4.0, 5.0]], dtype=torch.float64)
    mask = torch.tensor([[True, False, True, False, False]])
    nxt = next_counted_values(values, mask)
    assert nxt[0, 0].item() == 3.0 and nxt[0, 2].item() == 0.0
    rewards = torch.tensor([[0.1, 9.0, 0.2, 9.0, 9.0]], dtype=torch.float64)
    adv, _ = gae(rewards, values, mask, 0.9, 0.7)
    expected = ref.gae_sum(rewards.tolist(), values.tolist(), mask.tolist(), 0.9, 0.7)
    torch.testing.assert_close(adv, torch.tensor(expected, dtype=torch.float64))


def test_gae_rejects_out_of_range_coefficients():
    x = torch.zeros(1, 2)
    mask = torch.ones(1, 2, dtype=torch.bool)
    with pytest.raises(ValueError, match="lam"):
        gae(x, x, mask, 1.0, 1.5)
    with pytest.raises(ValueError, match="gamma"):
        gae(x, x, mask, -0.1, 0.9)
    with pytest.raises(ValueError, match="values has shape"):
        gae(x, torch.zeros(1, 3), mask, 1.0, 0.9)

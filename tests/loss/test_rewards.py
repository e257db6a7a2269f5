"""KL estimators and per-token rewards."""

from __future__ import annotations

import pytest
import torch
from rppo_loss import kl, last_counted_index, token_rewards


def test_k1_is_log_ratio_and_k2_half_its_square():
    logp = torch.tensor([[-1.0, -2.0, -0.1]], dtype=torch.float64)
    ref_logp = torch.tensor([[-1.5, -1.0, -0.1]], dtype=torch.float64)
    torch.testing.assert_close(kl(logp, ref_logp, "k1"), logp - ref_logp, rtol=0, atol=0)
    torch.testing.assert_close(kl(logp, ref_logp, "k2"), 0.5 * (logp - ref_logp) ** 2)


def test_k3_hand_computed():
    # r = π_ref/π = e^{−0.5}: k3 = r − 1 − log r = e^{−0.5} − 1 + 0.5
    out = kl(
        torch.tensor([0.0], dtype=torch.float64), torch.tensor([-0.5], dtype=torch.float64), "k3"
    )
    assert out.item() == pytest.approx(0.10653065971263342, abs=1e-15)


def test_k3_nonnegative_on_random_inputs_and_all_zero_when_equal():
    gen = torch.Generator().manual_seed(0)
    logp = torch.randn(64, 50, generator=gen) * 4
    ref_logp = torch.randn(64, 50, generator=gen) * 4
    assert torch.all(kl(logp, ref_logp, "k3") >= 0)
    assert torch.all(kl(logp, ref_logp, "k2") >= 0)
    for estimator in ("k1", "k2", "k3"):
        assert torch.all(kl(logp, logp.clone(), estimator) == 0)


def test_k1_and_k3_are_unbiased_estimates_of_the_true_kl():
    # Sample tokens from π over a small vocabulary; both estimators average to KL(π‖π_ref).
    gen = torch.Generator().manual_seed(1)
    logits = torch.randn(6, generator=gen, dtype=torch.float64)
    ref_logits = torch.randn(6, generator=gen, dtype=torch.float64)
    log_pi, log_ref = logits.log_softmax(-1), ref_logits.log_softmax(-1)
    true_kl = (log_pi.exp() * (log_pi - log_ref)).sum().item()
    tokens = torch.multinomial(log_pi.exp(), 200_000, replacement=True, generator=gen)
    for estimator in ("k1", "k3"):
        estimate = kl(log_pi[tokens], log_ref[tokens], estimator).mean().item()
        assert estimate == pytest.approx(true_kl, rel=0.03)


def test_kl_against_reference_loop(ref):
    gen = torch.Generator().manual_seed(2)
    logp = -torch.rand(3, 5, generator=gen, dtype=torch.float64) * 3
    ref_logp = -torch.rand(3, 5, generator=gen, dtype=torch.float64) * 3
    for estimator in ("k1", "k2", "k3"):
        expected = ref.kl(logp.tolist(), ref_logp.tolist(), estimator)
        torch.testing.assert_close(
            kl(logp, ref_logp, estimator), torch.tensor(expected, dtype=torch.float64)
        )


def test_kl_mask_zeroes_padding_and_unknown_estimator_is_named():
    logp = torch.tensor([[-1.0, float("nan")]])
    mask = torch.tensor([[True, False]])
    out = kl(logp, torch.tensor([[-2.0, 0.0]]), "k3", mask=mask)
    assert out[0, 1].item() == 0.0 and out[0, 0].item() > 0
    with pytest.raises(ValueError, match="estimator"):
        kl(logp, logp, "k4")  # type: ignore[arg-type]


def test_token_rewards_hand_computed_left_and_right_padded():
    kl_t = torch.tensor([[0.1, 0.2, 0.3, 9.0], [9.0, 0.4, 0.5, 0.6]], dtype=torch.float64)
    mask = torch.tensor([[True, True, True, False], [False, True, True, True]])
    score = torch.tensor([1.0, 0.0], dtype=torch.float64)
    reward = token_rewards(score, kl_t, mask, kl_coef=0.5)
    expected = torch.tensor(
        [[-0.05, -0.1, -0.15 + 1.0, 0.0], [0.0, -0.2, -0.25, -0.3 + 0.0]], dtype=torch.float64
    )
    torch.testing.assert_close(reward, expected)


def test_step_rewards_added_at_their_positions_only_where_counted(ref):
    kl_t = torch.zeros(2, 4, dtype=torch.float64)
    mask = torch.tensor([[True, True, True, False], [True, True, False, False]])
    steps = torch.tensor([[0.0, 0.3, 0.0, 5.0], [0.2, 0.0, 7.0, 0.0]], dtype=torch.float64)
    score = torch.tensor([1.0, 2.0], dtype=torch.float64)
    reward = token_rewards(score, kl_t, mask, 0.1, step_rewards=steps)
    expected = ref.token_rewards(score.tolist(), kl_t.tolist(), mask.tolist(), 0.1, steps.tolist())
    torch.testing.assert_close(reward, torch.tensor(expected, dtype=torch.float64))
    assert reward[0, 3].item() == 0.0 and reward[1, 2].item() == 0.0


def test_empty_row_gets_no_reward_and_last_index_is_minus_one():
    mask = torch.tensor([[False, False], [True, False]])
    assert last_counted_index(mask).tolist() == [-1, 0]
    reward = token_rewards(torch.tensor([5.0, 1.0]), torch.zeros(2, 2), mask, 0.1)
    assert reward.tolist() == [[0.0, 0.0], [1.0, 0.0]]


def test_score_shape_error_is_named():
    with pytest.raises(ValueError, match="score must have shape"):
        token_rewards(torch.zeros(3), torch.zeros(2, 4), torch.ones(2, 4).bool(), 0.1)

"""Hypothesis property tests: random shapes, masks and values, against the float64 loops."""

from __future__ import annotations

import math

import torch
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from rppo_loss import (
    gae,
    group_advantages,
    kl,
    masked_mean,
    masked_whiten,
    policy_loss,
    td_errors,
    token_rewards,
    value_loss,
)

SETTINGS = settings(max_examples=40, deadline=None)
finite = st.floats(-3.0, 3.0, allow_nan=False, allow_infinity=False)


@st.composite
def batches(draw, n_tensors: int, contiguous: bool = True, allow_empty_rows: bool = True):
    """(mask [B, T] bool, tensors: list of float64 [B, T]) with counted spans at random offsets."""
    batch = draw(st.integers(1, 4))
    steps = draw(st.integers(1, 9))
    rows = []
    for _ in range(batch):
        if contiguous:
            length = draw(st.integers(0 if allow_empty_rows else 1, steps))
            offset = draw(st.integers(0, steps - length))
            rows.append([offset <= t < offset + length for t in range(steps)])
        else:
            rows.append(draw(st.lists(st.booleans(), min_size=steps, max_size=steps)))
    mask = torch.tensor(rows, dtype=torch.bool)
    tensors = [
        torch.tensor(
            draw(
                st.lists(
                    st.lists(finite, min_size=steps, max_size=steps), min_size=batch, max_size=batch
                )
            ),
            dtype=torch.float64,
        )
        for _ in range(n_tensors)
    ]
    return mask, tensors


def close(actual: torch.Tensor, expected, atol: float = 1e-9) -> None:
    torch.testing.assert_close(
        actual, torch.tensor(expected, dtype=torch.float64), rtol=0, atol=atol
    )


@SETTINGS
@given(
    data=batches(2, contiguous=False),
    gamma=st.floats(0.0, 1.0),
    lam=st.floats(0.0, 1.0),
)
def test_gae_matches_eq8_sum_and_nstep_average(data, gamma, lam, ref):
    mask, (rewards, values) = data
    args = (rewards.tolist(), values.tolist(), mask.tolist(), gamma)
    adv, returns = gae(rewards, values, mask, gamma, lam)
    close(td_errors(rewards, values, mask, gamma), ref.td_errors(*args))
    close(adv, ref.gae_sum(*args, lam))
    close(adv, ref.gae_nstep_average(*args, lam), atol=1e-8)
    expected_adv = torch.tensor(ref.gae_sum(*args, lam), dtype=torch.float64)
    close(returns, torch.where(mask, expected_adv + values, 0.0).tolist())


@SETTINGS
@given(data=batches(2), gamma=st.floats(0.0, 1.0), lam=st.floats(0.0, 1.0), shift=st.integers(0, 5))
def test_gae_is_invariant_to_where_the_padding_is(data, gamma, lam, shift):
    mask, (rewards, values) = data
    # Move every row's counted span `shift` steps right, padding the freed positions with junk.
    pad = torch.full((mask.shape[0], shift), 42.0, dtype=torch.float64)
    shifted_mask = torch.cat([torch.zeros(mask.shape[0], shift, dtype=torch.bool), mask], dim=1)
    adv_a, ret_a = gae(rewards, values, mask, gamma, lam)
    adv_b, ret_b = gae(
        torch.cat([pad, rewards], 1), torch.cat([pad, values], 1), shifted_mask, gamma, lam
    )
    assert torch.equal(adv_a[mask], adv_b[shifted_mask])
    assert torch.equal(ret_a[mask], ret_b[shifted_mask])


@SETTINGS
@given(
    data=batches(3),
    clip_eps=st.floats(0.05, 0.5),
    agg=st.sampled_from(["token-mean", "seq-mean", "constant"]),
    dual_clip=st.one_of(st.none(), st.floats(1.5, 5.0)),
)
def test_policy_loss_matches_reference(data, clip_eps, agg, dual_clip, ref):
    mask, (logp, old_logp, adv) = data
    logp = old_logp + 0.4 * logp  # ratios spread on both sides of the clip range
    loss, stats = policy_loss(logp, old_logp, adv, mask, clip_eps, agg=agg, dual_clip=dual_clip)
    exp_loss, exp_stats = ref.policy_loss(
        logp.tolist(), old_logp.tolist(), adv.tolist(), mask.tolist(), clip_eps, agg, dual_clip
    )
    assert math.isclose(loss.item(), exp_loss, abs_tol=1e-9)
    for key, value in exp_stats.items():
        assert math.isclose(stats[key].item(), value, abs_tol=1e-9), key


@SETTINGS
@given(data=batches(3), clip_eps=st.one_of(st.none(), st.floats(0.05, 1.0)))
def test_value_loss_matches_reference(data, clip_eps, ref):
    mask, (values, old_values, returns) = data
    loss, stats = value_loss(values, old_values, returns, mask, clip_eps)
    exp_loss, exp_stats = ref.value_loss(
        values.tolist(), old_values.tolist(), returns.tolist(), mask.tolist(), clip_eps
    )
    assert math.isclose(loss.item(), exp_loss, abs_tol=1e-9)
    assert math.isclose(stats["clipfrac"].item(), exp_stats["clipfrac"], abs_tol=1e-12)
    # explained_var divides by Var[G]; compare where that is not vanishingly small.
    returns_var = returns[mask].var(unbiased=False).item() if mask.any() else 0.0
    if returns_var > 1e-6:
        assert math.isclose(stats["explained_var"].item(), exp_stats["explained_var"], abs_tol=1e-6)


@SETTINGS
@given(
    data=batches(4, contiguous=False),
    kl_coef=st.floats(0.0, 1.0),
    est=st.sampled_from(["k1", "k2", "k3"]),
)
def test_kl_and_token_rewards_match_reference(data, kl_coef, est, ref):
    mask, (logp, ref_logp, steps, score_rows) = data
    score = score_rows[:, 0]
    per_token = kl(logp, ref_logp, est)
    close(per_token, ref.kl(logp.tolist(), ref_logp.tolist(), est))
    if est != "k1":
        assert torch.all(per_token >= 0)
    reward = token_rewards(score, per_token, mask, kl_coef, step_rewards=steps)
    close(
        reward,
        ref.token_rewards(
            score.tolist(), per_token.tolist(), mask.tolist(), kl_coef, steps.tolist()
        ),
    )


@SETTINGS
@given(data=batches(1, contiguous=False, allow_empty_rows=False), shift=st.booleans())
def test_masked_mean_and_whiten_match_reference(data, shift, ref):
    mask, (x,) = data
    assume(bool(mask.any()))  # whitening needs at least one counted value
    assert math.isclose(
        masked_mean(x, mask).item(), ref.masked_mean(x.tolist(), mask.tolist()), abs_tol=1e-12
    )
    close(
        masked_whiten(x, mask, shift_mean=shift),
        ref.masked_whiten(x.tolist(), mask.tolist(), shift),
        atol=1e-6,
    )


@SETTINGS
@given(
    scores=st.lists(st.floats(-2.0, 2.0), min_size=1, max_size=12),
    n_groups=st.integers(1, 4),
    seed=st.integers(0, 2**16),
)
def test_group_advantages_match_reference(scores, n_groups, seed, ref):
    gen = torch.Generator().manual_seed(seed)
    ids = torch.randint(0, n_groups, (len(scores),), generator=gen)
    score = torch.tensor(scores, dtype=torch.float64)
    close(group_advantages(score, ids), ref.group_advantages(scores, ids.tolist()), atol=1e-6)

"""masked_mean / masked_whiten and group advantages."""

from __future__ import annotations

import statistics

import pytest
import torch
from rppo_loss import group_advantages, masked_mean, masked_whiten


def test_masked_mean_hand_computed_and_empty():
    x = torch.tensor([[1.0, 2.0, 100.0], [3.0, float("nan"), float("inf")]])
    mask = torch.tensor([[True, True, False], [True, False, False]])
    assert masked_mean(x, mask).item() == pytest.approx(2.0)
    assert masked_mean(x, mask, dim=-1).tolist() == [1.5, 3.0]
    assert masked_mean(x, torch.zeros_like(mask)).item() == 0.0


def test_masked_whiten_against_reference_loop(ref):
    gen = torch.Generator().manual_seed(0)
    x = torch.randn(3, 6, generator=gen, dtype=torch.float64) * 4 + 2
    mask = torch.rand(3, 6, generator=gen) < 0.6
    for shift in (True, False):
        out = masked_whiten(x, mask, shift_mean=shift)
        expected = ref.masked_whiten(x.tolist(), mask.tolist(), shift_mean=shift)
        torch.testing.assert_close(out, torch.tensor(expected, dtype=torch.float64))
    white = masked_whiten(x, mask)
    assert white[mask].mean().item() == pytest.approx(0.0, abs=1e-12)
    assert white[mask].var(unbiased=False).item() == pytest.approx(1.0, abs=1e-6)
    kept = masked_whiten(x, mask, shift_mean=False)
    assert kept[mask].mean().item() == pytest.approx(x[mask].mean().item(), abs=1e-12)


def test_group_advantages_hand_computed():
    score = torch.tensor([1.0, 0.0, 1.0, 1.0, 0.0, 0.0], dtype=torch.float64)
    ids = torch.tensor([7, 7, 7, 3, 3, 9])  # arbitrary, non-contiguous ids; group 9 has one member
    adv = group_advantages(score, ids)
    std7 = statistics.stdev([1.0, 0.0, 1.0])
    expected = [
        (1 - 2 / 3) / (std7 + 1e-6),
        (0 - 2 / 3) / (std7 + 1e-6),
        (1 - 2 / 3) / (std7 + 1e-6),
        0.5 / (statistics.stdev([1.0, 0.0]) + 1e-6),
        -0.5 / (statistics.stdev([1.0, 0.0]) + 1e-6),
        0.0,
    ]
    torch.testing.assert_close(adv, torch.tensor(expected, dtype=torch.float64))
    centred = group_advantages(score, ids, scale=False)
    torch.testing.assert_close(
        centred, torch.tensor([1 / 3, -2 / 3, 1 / 3, 0.5, -0.5, 0.0], dtype=torch.float64)
    )


def test_group_advantages_against_reference_loop(ref):
    gen = torch.Generator().manual_seed(1)
    score = torch.rand(20, generator=gen, dtype=torch.float64)
    ids = torch.randint(0, 5, (20,), generator=gen)
    expected = ref.group_advantages(score.tolist(), ids.tolist())
    torch.testing.assert_close(
        group_advantages(score, ids), torch.tensor(expected, dtype=torch.float64)
    )


def test_group_advantages_bad_input_named():
    with pytest.raises(ValueError, match="group_ids has shape"):
        group_advantages(torch.zeros(3), torch.zeros(4, dtype=torch.long))
    with pytest.raises(TypeError, match="group_ids must be an integer"):
        group_advantages(torch.zeros(3), torch.zeros(3))

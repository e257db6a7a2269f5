"""`decoding.draw`: one token per row by inverting the cumulative distribution."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

from rppo_policy.decoding import draw  # noqa: E402


def test_draw_follows_the_distribution_and_never_draws_a_zero():
    probs = torch.tensor([[0.5, 0.0, 0.3, 0.2, 0.0], [0.0, 0.0, 0.0, 0.0, 2.0]])
    gen = torch.Generator().manual_seed(0)
    rows = probs.repeat(20_000, 1)
    tokens = draw(rows, gen).view(20_000, 2)
    counts = torch.bincount(tokens[:, 0], minlength=5).double() / 20_000
    # 4 standard errors of a share p out of 20,000 draws is at most 0.015.
    assert (counts - probs[0].double()).abs().max() < 0.015
    assert counts[1] == 0 and counts[4] == 0  # zero-probability tokens are never drawn
    assert (tokens[:, 1] == 4).all()  # unnormalised rows: the total is the scale


def test_draw_is_reproducible_with_a_generator_and_in_range_at_the_edges():
    probs = torch.softmax(torch.randn(8, 49_152, generator=torch.Generator().manual_seed(1)), -1)
    a = draw(probs, torch.Generator().manual_seed(3))
    b = draw(probs, torch.Generator().manual_seed(3))
    assert torch.equal(a, b) and a.shape == (8,)
    last = torch.zeros(1, 6)
    last[0, -1] = 1e-30  # all mass on the last token, tiny: still that token
    assert draw(last, torch.Generator().manual_seed(0)).item() == 5

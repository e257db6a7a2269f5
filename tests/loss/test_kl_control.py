"""Adaptive (Ziegler et al.) and fixed KL coefficient controllers."""

from __future__ import annotations

import json

import pytest
from rppo_loss import AdaptiveKL, FixedKL


def test_adaptive_moves_proportionally_with_clipped_error():
    ctl = AdaptiveKL(init=0.1, target=6.0, horizon=10_000)
    ctl.update(current_kl=7.2, n_steps=256)  # error 0.2 (not clipped)
    assert ctl.value == pytest.approx(0.1 * (1 + 0.2 * 256 / 10_000))
    before = ctl.value
    ctl.update(current_kl=600.0, n_steps=256)  # error 99 -> clipped to +0.2
    assert ctl.value == pytest.approx(before * (1 + 0.2 * 256 / 10_000))
    before = ctl.value
    ctl.update(current_kl=0.0, n_steps=100)  # error −1 -> clipped to −0.2
    assert ctl.value == pytest.approx(before * (1 - 0.2 * 100 / 10_000))
    before = ctl.value
    ctl.update(current_kl=4.5, n_steps=100)  # error −0.25 -> clipped to −0.2
    assert ctl.value == pytest.approx(before * (1 - 0.2 * 100 / 10_000))
    before = ctl.value
    ctl.update(current_kl=6.0, n_steps=1000)  # on target: unchanged
    assert ctl.value == before


def test_adaptive_converges_up_when_kl_stays_high():
    ctl = AdaptiveKL(0.05, target=1.0, horizon=100)
    for _ in range(50):
        ctl.update(3.0, n_steps=10)
    assert ctl.value == pytest.approx(0.05 * 1.02**50)


def test_state_dict_round_trip_is_json_and_kind_checked():
    ctl = AdaptiveKL(0.2, 6.0, 1000)
    ctl.update(9.0, 64)
    state = json.loads(json.dumps(ctl.state_dict()))
    other = AdaptiveKL(1.0, 1.0, 1)
    other.load_state_dict(state)
    assert (other.value, other.target, other.horizon) == (ctl.value, ctl.target, ctl.horizon)
    fixed = FixedKL(0.3)
    with pytest.raises(ValueError, match="kind"):
        fixed.load_state_dict(state)
    with pytest.raises(ValueError, match="kind"):
        other.load_state_dict(fixed.state_dict())


def test_fixed_never_moves_and_round_trips():
    ctl = FixedKL(0.05)
    ctl.update(100.0, 1000)
    assert ctl.value == 0.05
    restored = FixedKL(0.0)
    restored.load_state_dict(json.loads(json.dumps(ctl.state_dict())))
    assert restored.value == 0.05


@pytest.mark.parametrize(
    ("args", "message"),
    [((-1.0, 6.0, 10), "init"), ((0.1, 0.0, 10), "target"), ((0.1, 6.0, 0), "horizon")],
)
def test_bad_arguments_named(args, message):
    with pytest.raises(ValueError, match=message):
        AdaptiveKL(*args)

"""The process modes table: each row, the bound, padding, and the refusal of a name it lacks."""

from __future__ import annotations

import random

import pytest
from rppo_prm import PROCESS_MODES, CalculationScorer, combine_step_scores


def test_modes() -> None:
    assert list(PROCESS_MODES) == ["sum", "min", "last", "mean", "penalty"]
    assert combine_step_scores([0.5, -1.0, -1.0], 0.2, "sum") == [0.1, -0.2, -0.2]
    assert combine_step_scores([0.5, -1.0, -1.0], 0.2, "min") == [0.0, -0.2, 0.0]
    assert combine_step_scores([0.5, -1.0, -0.5], 0.2, "last") == [0.0, 0.0, -0.1]
    assert combine_step_scores([0.5, -1.0, -1.0], 0.2, "mean") == pytest.approx(
        [0.2 / 6, -0.2 / 3, -0.2 / 3]
    )
    # Two wrong steps of -1 would total -0.4: scaled to -0.2 together; right steps get nothing.
    assert combine_step_scores([0.5, -1.0, -1.0], 0.2, "penalty") == [0.0, -0.1, -0.1]
    assert combine_step_scores([0.5, -0.5], 0.2, "penalty") == [0.0, -0.1]
    for mode in PROCESS_MODES:
        assert combine_step_scores([], 0.2, mode) == []


@pytest.mark.parametrize("mode", [m for m in PROCESS_MODES if m != "sum"])
def test_every_mode_but_sum_is_bounded_by_the_weight(mode: str) -> None:
    rng = random.Random(0)
    for _ in range(500):
        scores = [
            rng.choice([-1.0, 0.0, 1.0, rng.uniform(-1, 1)]) for _ in range(rng.randint(1, 40))
        ]
        total = sum(combine_step_scores(scores, 0.2, mode))
        assert -0.2 - 1e-12 <= total <= 0.2 + 1e-12, (scores, total)


SOLUTION = ["Natalia sold 48/2 = 24 clips in May.", "She sold 48 + 24 = 73 clips.", "#### 73"]
PADDING = ["1 + 1 = 2", "2 + 2 = 4", "3 * 3 = 9", "10 - 5 = 5"] * 5


@pytest.mark.parametrize("mode", ["min", "penalty"])
def test_padding_with_trivially_right_lines_earns_nothing(mode: str) -> None:
    score = CalculationScorer()
    plain = score("q", SOLUTION)
    assert plain == [1.0, -1.0, 0.0]
    for padded in ([*PADDING, *SOLUTION], [*SOLUTION[:2], *PADDING, SOLUTION[2]]):
        assert sum(combine_step_scores(score("q", padded), 0.2, mode)) <= sum(
            combine_step_scores(plain, 0.2, mode)
        )
    # What `sum` pays for the same padding: 0.2 per easy line.
    padded_sum = sum(combine_step_scores(score("q", [*PADDING, *SOLUTION]), 0.2, "sum"))
    assert padded_sum == pytest.approx(0.2 * len(PADDING))


def test_unknown_mode_lists_the_table() -> None:
    with pytest.raises(ValueError, match="one of sum, min, last, mean, penalty, got 'max'"):
        combine_step_scores([1.0], 1.0, "max")

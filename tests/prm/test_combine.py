"""The process modes table: each row, and the refusal of a name it lacks."""

from __future__ import annotations

import pytest
from rppo_prm import PROCESS_MODES, combine_step_scores


def test_modes() -> None:
    assert list(PROCESS_MODES) == ["sum", "min"]
    assert combine_step_scores([0.5, -1.0, -1.0], 0.2, "sum") == [0.1, -0.2, -0.2]
    assert combine_step_scores([0.5, -1.0, -1.0], 0.2, "min") == [0.0, -0.2, 0.0]
    assert combine_step_scores([], 0.2, "min") == []


def test_unknown_mode_lists_the_table() -> None:
    with pytest.raises(ValueError, match="one of sum, min, got 'max'"):
        combine_step_scores([1.0], 1.0, "max")

"""How step scores become step rewards, before they are placed on tokens (pure Python, no torch).

`sum`: every step keeps its own reward, r_i = w · s_i at the end of step i, so a solution earns
       w · Σ_i s_i on top of its outcome score.
`min`: only the weakest step counts (the usual PRM aggregate), r = w · min_i s_i, given at the end of
       that step (the first one if several tie) so the credit lands where the solution went wrong;
       every other step gets 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

CombineMode = Literal["sum", "min"]


def combine_step_scores(scores: Sequence[float], weight: float, mode: CombineMode) -> list[float]:
    """Per-step rewards (same length as `scores`) for `mode` in sum | min, scaled by `weight`."""
    if mode == "sum":
        return [weight * s for s in scores]
    if mode == "min":
        rewards = [0.0] * len(scores)
        if scores:
            weakest = min(range(len(scores)), key=lambda i: scores[i])
            rewards[weakest] = weight * scores[weakest]
        return rewards
    raise ValueError(f"process reward mode must be 'sum' or 'min', got {mode!r}")

"""How step scores become step rewards, before they are placed on tokens (pure Python, no torch).

`sum`: every step keeps its own reward, r_i = w · s_i at the end of step i, so a solution earns
       w · Σ_i s_i on top of its outcome score.
`min`: only the weakest step counts (the usual PRM aggregate), r = w · min_i s_i, given at the end of
       that step (the first one if several tie) so the credit lands where the solution went wrong;
       every other step gets 0.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence


def sum_mode(scores: Sequence[float], weight: float) -> list[float]:
    """`sum`: r_i = w · s_i for every step i."""
    return [weight * s for s in scores]


def min_mode(scores: Sequence[float], weight: float) -> list[float]:
    """`min`: w · min_i s_i at the weakest step (the first of a tie), 0 elsewhere."""
    rewards = [0.0] * len(scores)
    if scores:
        weakest = min(range(len(scores)), key=lambda i: scores[i])
        rewards[weakest] = weight * scores[weakest]
    return rewards


# The process modes by name: (step scores, weight) -> per-step rewards. The one list of them; the
# app's config validates `process_mode` against its keys.
PROCESS_MODES: dict[str, Callable[[Sequence[float], float], list[float]]] = {
    "sum": sum_mode,
    "min": min_mode,
}
CombineMode = str  # a key of PROCESS_MODES


def check_mode(mode: str) -> None:
    """Raise ValueError naming the valid modes unless `mode` is a key of PROCESS_MODES."""
    if mode not in PROCESS_MODES:
        raise ValueError(
            f"process reward mode must be one of {', '.join(PROCESS_MODES)}, got {mode!r}"
        )


def combine_step_scores(scores: Sequence[float], weight: float, mode: CombineMode) -> list[float]:
    """Per-step rewards (same length as `scores`) by the row `mode` of PROCESS_MODES."""
    check_mode(mode)
    return PROCESS_MODES[mode](scores, weight)

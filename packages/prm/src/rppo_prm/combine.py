"""How step scores become step rewards, before they are placed on tokens (pure Python, no torch).

`sum`: every step keeps its own reward, r_i = w · s_i at the end of step i, so a solution earns
       w · Σ_i s_i on top of its outcome score.
`min`: only the weakest step counts (the usual PRM aggregate), r = w · min_i s_i, given at the end of
       that step (the first one if several tie) so the credit lands where the solution went wrong;
       every other step gets 0.
`last`: only the final step, r = w · s_last at its end.
`mean`: r_i = w · s_i / n at the end of step i, so a solution earns w · mean_i s_i.
`penalty`: only wrong steps, r_i = w · min(s_i, 0), scaled down so they total at least −w.

Bound: in every mode but `sum`, a completion's step rewards total within [−w, w], so with
w ≤ 0.5 the process reward can never outweigh the outcome (a right answer's 1 against a wrong one's
0 is a gap of 1 > 2w). `sum` is unbounded (w per right step): a policy can farm it by writing easy
right lines (`1 + 1 = 2`); it stays for comparison with earlier runs (it was the app's default
before 2026-12-02, and their saved configs hold it). `min` and `penalty` cannot be farmed that way
at all: a right step added to a solution never raises its step rewards (tests/prm/test_combine.py),
which is why `penalty` is the app's default `process_mode` (tests/app/train/test_step_rewards.py
checks padding through the training stage). `mean` and `last` can still be raised by padding,
within the bound.
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


def last_mode(scores: Sequence[float], weight: float) -> list[float]:
    """`last`: w · s_last at the last step, 0 elsewhere."""
    return [0.0] * (len(scores) - 1) + [weight * scores[-1]] if scores else []


def mean_mode(scores: Sequence[float], weight: float) -> list[float]:
    """`mean`: r_i = w · s_i / n, totalling w · mean_i s_i."""
    return [weight * s / len(scores) for s in scores]


def penalty_mode(scores: Sequence[float], weight: float) -> list[float]:
    """`penalty`: r_i = w · min(s_i, 0) · c, with c = min(1, 1 / Σ_j −min(s_j, 0)) so the
    total is at least −w; right steps get 0."""
    bad = [min(s, 0.0) for s in scores]
    scale = min(1.0, 1.0 / -sum(bad)) if any(bad) else 1.0
    return [weight * b * scale for b in bad]


# The process modes by name: (step scores, weight) -> per-step rewards. The one list of them; the
# app's config validates `process_mode` against its keys.
PROCESS_MODES: dict[str, Callable[[Sequence[float], float], list[float]]] = {
    "sum": sum_mode,
    "min": min_mode,
    "last": last_mode,
    "mean": mean_mode,
    "penalty": penalty_mode,
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

"""Progress inside an iteration, reported without printing: the recipe asks a `Counter` for a
counter of the current phase (its total and unit) and advances it; the CLI's counter drives a
progress bar, the default ignores everything. Libraries log; only the CLI prints."""

from __future__ import annotations

import math
from collections.abc import Callable

from reason_ppo.config import Config

Advance = Callable[[int], None]  # advance(n): n more units of the current phase are done
Counter = Callable[[int, str], Advance]  # counter(total, unit) -> advance, for the current phase


def _ignore(n: int) -> None:
    pass


def no_counter(total: int, unit: str) -> Advance:
    """The default `Counter`: counts nothing."""
    return _ignore


def update_minibatches(cfg: Config, rollouts: int) -> int:
    """Minibatches of the PPO update of an iteration with `rollouts` rollouts (at most: the epochs
    may stop early past `target_approx_kl`)."""
    return cfg.ppo_epochs * math.ceil(rollouts / min(cfg.minibatch_size, rollouts))

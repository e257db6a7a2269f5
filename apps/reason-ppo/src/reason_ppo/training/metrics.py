"""What an iteration reports, kept out of the recipe's way: phase timers, the update's running
means, the metrics line (`metrics.jsonl`, keys in the README) and the samples it logs."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from rppo_loss import masked_mean, masked_var
from torch import Tensor

from reason_ppo.config import Config

if TYPE_CHECKING:
    from rppo_check import Verdict
    from rppo_policy import Rollout

    from reason_ppo.data import Problem
    from reason_ppo.training.state import TrainState

Metrics = dict[str, float | None]  # one metrics.jsonl line; None (null): not measured this time

# Metrics that only an actor / a critic optimizer step produces.
ACTOR_KEYS = ("loss/policy", "ppo/approx_kl", "ppo/clipfrac", "ppo/ratio_mean", "ppo/entropy")
CRITIC_KEYS = ("loss/value", "value/explained_var")
# The first actor step's own values (ratio 1, clip fraction 0 by construction): `ppo/first_*`.
FIRST_KEYS = ("ppo/approx_kl", "ppo/clipfrac", "ppo/ratio_mean")


class PhaseClock:
    """Times the phases of one iteration (`perf/*_s`) and names each to `on_phase` as it starts
    (the run's stop point: what `on_phase` raises, StopRequested, ends the iteration there)."""

    def __init__(self, on_phase: Callable[[str], None]) -> None:
        self._on_phase = on_phase
        self.start = self.end = time.perf_counter()
        self.seconds: dict[str, float] = {}

    @contextmanager
    def phase(self, name: str, key: str) -> Iterator[None]:
        self._on_phase(name)
        started = time.perf_counter()
        yield
        self.end = time.perf_counter()
        self.seconds[key] = self.end - started

    def metrics(self, generated_tokens: float) -> Metrics:
        """`perf/<phase>_s`, `perf/step_s` (start to the end of the last phase), tokens/s."""
        return {
            **{f"perf/{key}_s": seconds for key, seconds in self.seconds.items()},
            "perf/step_s": self.end - self.start,
            "perf/tokens_per_s": generated_tokens / max(self.seconds["rollout"], 1e-9),
        }


class Averages:
    """Running means of the update's statistics, plus the first actor step's `ppo/first_*`."""

    def __init__(self) -> None:
        self._sums: dict[str, float] = {}
        self._counts: dict[str, int] = {}
        self._first: dict[str, float] = {}

    def add(self, key: str, value: float) -> None:
        self._sums[key] = self._sums.get(key, 0.0) + value
        self._counts[key] = self._counts.get(key, 0) + 1

    def add_step(self, stats: dict[str, float]) -> None:
        for key, value in stats.items():
            self.add(key, value)
            if key in FIRST_KEYS:
                self._first.setdefault(key.replace("ppo/", "ppo/first_"), value)

    def means(self) -> dict[str, float]:
        return {key: total / self._counts[key] for key, total in self._sums.items()} | self._first


def _share(flags: Iterable[bool]) -> float:
    """The fraction of True among `flags` (0.0 for none)."""
    values = [bool(flag) for flag in flags]
    return sum(values) / len(values) if values else 0.0


def iteration_metrics(
    cfg: Config,
    state: TrainState,
    *,
    batch: Rollout,
    verdicts: Sequence[Verdict],
    score: Tensor,
    reward: Tensor,
    token_kl: Tensor,
    values: Tensor,
    adv: Tensor,
    returns: Tensor,
    lr_scale: float,
    extra: dict[str, float],
    update: dict[str, float],
    clock: PhaseClock,
) -> Metrics:
    """The metrics line of one iteration; `extra`: the step scorer's, `update`: the PPO epochs'."""
    mask = batch.mask
    metrics: Metrics = {
        "reward/score_mean": score.mean().item(),
        "reward/accuracy": _share(v.correct for v in verdicts),
        "reward/strict_accuracy": _share(v.correct and v.format_ok for v in verdicts),
        "reward/format_ok": _share(v.format_ok for v in verdicts),
        "reward/kl": token_kl.sum(-1).mean().item(),
        "reward/kl_coef": state.kl_ctl.value,
        "reward/total_mean": reward.sum(-1).mean().item(),
        "rollout/len_mean": mask.sum(-1).float().mean().item(),
        "rollout/no_eos_frac": batch.no_eos.float().mean().item(),
        "checker/timeouts": float(sum(v.reason == "timeout" for v in verdicts)),
        "checker/errors": float(sum(v.reason == "error" for v in verdicts)),
        "checker/no_answer": float(sum(v.reason == "no_answer" for v in verdicts)),
        "checker/gold_unreadable": float(sum(v.gold_unreadable for v in verdicts)),
        "value/mean": masked_mean(values, mask).item(),
        # Before the update, on rollouts the critic has not trained on: how well it generalises.
        "value/explained_var_before": _explained(values, returns, mask),
        "adv/mean": masked_mean(adv, mask).item(),
        "returns/mean": masked_mean(returns, mask).item(),
        "lr/actor": cfg.lr * lr_scale,
        "lr/critic": cfg.critic_lr * lr_scale,
        "guard/nonfinite_total": float(state.nonfinite_total),
        **extra,
        **update,
    }
    # An iteration without an actor step (critic warm-up, every minibatch without signal) or
    # without a critic step measured nothing there: the keys stay, as null, which plots as a gap
    # (a 0.0 would read as a collapsed entropy or a perfect critic).
    for key in (*ACTOR_KEYS, *CRITIC_KEYS):
        metrics.setdefault(key, None)
    return metrics | clock.metrics(float(mask.sum()))


def _explained(values: Tensor, returns: Tensor, mask: Tensor) -> float | None:
    """1 - Var[G - V] / Var[G] over counted tokens; None when the returns do not vary."""
    var = masked_var(returns, mask).item()
    return 1.0 - masked_var(returns - values, mask).item() / var if var > 1e-12 else None


def logged_samples(
    cfg: Config,
    prompts: Sequence[str],
    problems: Sequence[Problem],
    batch: Rollout,
    verdicts: Sequence[Verdict],
) -> list[dict[str, Any]]:
    """The first `samples_to_log` completions with their verdicts, for samples.jsonl."""
    return [
        {"prompt": prompts[i], "completion": batch.texts[i], "gold": problems[i].gold,
         "correct": verdicts[i].correct, "extracted": verdicts[i].extracted,
         "reason": verdicts[i].reason, "format_ok": verdicts[i].format_ok,
         "marker": verdicts[i].marker}
        for i in range(min(cfg.samples_to_log, len(problems)))
    ]  # fmt: skip

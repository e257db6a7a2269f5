"""(7) The PPO update: `ppo_epochs` passes over shuffled minibatches; on each, one actor step
(`rppo_loss.actor_loss`: clipped surrogate, entropy bonus) and one critic step (`value_loss`), each
a token mean over the minibatch accumulated through micro-batches. A step whose loss or gradient
is not finite is dropped and counted; `max_nonfinite_skips` in a row stop the run."""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import torch
from rppo_loss import actor_loss, value_loss
from torch import Tensor

from reason_ppo.config import Config
from reason_ppo.errors import NonFiniteError
from reason_ppo.train.distributed import current
from reason_ppo.train.metrics import Averages
from reason_ppo.train.state import Optimizers, TrainState

if TYPE_CHECKING:
    from rppo_policy import ActorCritic, Rollout

log = logging.getLogger(__name__)

# Where each role's step reports its loss and its loss function's stats in the metrics line.
_STATS_NAMES = {"actor": ("loss/policy", "ppo/"), "critic": ("loss/value", "value/")}
# One micro-batch's loss and its statistics (detached scalars), given the micro-batch's rows.
LossFn = Callable[[Tensor], tuple[Tensor, dict[str, Tensor]]]


@dataclass(frozen=True)
class Experience:
    """What the update learns from: the rollouts and, per token [B, T], their advantages, the
    critic's targets and the values the critic gave them before the update; for a branched
    critic (critic_layers > 0) the reference pass's states it runs on [B, P+T-1, H]."""

    batch: Rollout
    adv: Tensor
    returns: Tensor
    old_values: Tensor
    trunk: Tensor | None = None


def group_order(n: int, group: int, generator: torch.Generator) -> Tensor:
    """A random order of `n` rows that keeps each run of `group` consecutive rows (the samples of
    one prompt) together, so a micro-batch holds whole groups and runs each prompt once
    (`ActorCritic` shares repeated prompts). Plain row shuffling when n is not a multiple."""
    if group <= 1 or n % group:
        return torch.randperm(n, generator=generator)
    groups = torch.randperm(n // group, generator=generator)
    return (groups[:, None] * group + torch.arange(group)).flatten()


def ppo_epochs(
    cfg: Config,
    policy: ActorCritic,
    exp: Experience,
    optims: Optimizers,
    state: TrainState,
    *,
    train_actor: bool,
    train_critic: bool,
    on_minibatch: Callable[[int], None] | None = None,
) -> dict[str, float]:
    """`ppo_epochs` passes of shuffled minibatches, an actor step and a critic step on each;
    returns the averaged stats. The epochs stop early past `target_approx_kl`. `on_minibatch(1)`
    hears each minibatch done (a progress bar's feed)."""
    n = len(exp.batch)
    mb_size = min(cfg.minibatch_size, n)  # small CPU demos have fewer rollouts than a minibatch
    stats = Averages()
    epochs_done = 0
    for _epoch in range(cfg.ppo_epochs):
        order = group_order(n, cfg.samples_per_prompt, state.shuffle_gen)
        epoch_kl: list[float] = []
        for start in range(0, n, mb_size):
            rows = order[start : start + mb_size]
            if train_actor:
                # No row of this minibatch carries signal (e.g. GRPO groups that all scored
                # alike): the actor gradient is exactly 0, yet an Adam step would still move
                # the actor along its momentum from earlier rewards. Skip passes and step.
                silent = not cfg.entropy_coef and not bool(exp.adv[rows].any())
                stats.add("ppo/skipped_frac", float(silent))
                done = None if silent else actor_step(cfg, policy, exp, rows, optims, state)
                if done is not None:
                    stats.add_step(done)
                    epoch_kl.append(done.get("ppo/approx_kl", 0.0))
            if train_critic and (done := critic_step(cfg, policy, exp, rows, optims, state)):
                stats.add_step(done)
            if on_minibatch is not None:
                on_minibatch(1)
        epochs_done += 1
        if (
            cfg.target_approx_kl
            and epoch_kl
            and sum(epoch_kl) / len(epoch_kl) > cfg.target_approx_kl
        ):
            log.info(
                "approx-KL %.4f past %.4f: epochs stopped early", epoch_kl[-1], cfg.target_approx_kl
            )
            break
    return stats.means() | {"ppo/epochs_done": float(epochs_done)}


def actor_step(
    cfg: Config, policy: ActorCritic, exp: Experience, rows: Tensor, optims: Optimizers,
    state: TrainState,
) -> dict[str, float] | None:  # fmt: skip
    """One actor optimizer step on minibatch `rows`: the clipped surrogate and the entropy bonus
    (`rppo_loss.actor_loss`). Its stats (`loss/policy`, `ppo/*`), or None when dropped (NaN/inf)."""

    def loss_of(micro: Tensor) -> tuple[Tensor, dict[str, Tensor]]:
        part = exp.batch.select(micro)
        # The entropy is always logged; its gradient only costs when it is used.
        logp, entropy = policy.logp(part, with_entropy=True, entropy_grad=bool(cfg.entropy_coef))
        assert entropy is not None  # with_entropy=True
        return actor_loss(
            logp, part.logp, exp.adv[micro], entropy, part.mask, cfg.clip_eps,
            entropy_coef=cfg.entropy_coef, agg=cfg.loss_agg, dual_clip=cfg.dual_clip or None,
        )  # fmt: skip

    params = policy.actor_parameters()
    return _optimizer_step("actor", cfg, exp.batch, rows, loss_of, optims, params, state)


def critic_step(
    cfg: Config, policy: ActorCritic, exp: Experience, rows: Tensor, optims: Optimizers,
    state: TrainState,
) -> dict[str, float] | None:  # fmt: skip
    """One critic optimizer step on minibatch `rows`: the (clipped) value loss. Its stats
    (`loss/value`, `value/*`), or None when dropped (NaN/inf)."""

    def loss_of(micro: Tensor) -> tuple[Tensor, dict[str, Tensor]]:
        part = exp.batch.select(micro)
        trunk = None if exp.trunk is None else exp.trunk[micro.to(exp.trunk.device)]
        return value_loss(
            policy.values(part, trunk=trunk), exp.old_values[micro], exp.returns[micro], part.mask,
            clip_eps=cfg.value_clip_eps or None,
        )  # fmt: skip

    params = policy.critic_parameters()
    return _optimizer_step("critic", cfg, exp.batch, rows, loss_of, optims, params, state)


def _optimizer_step(
    role: str, cfg: Config, batch: Rollout, rows: Tensor, loss_of: LossFn, optims: Optimizers,
    params: list[torch.nn.Parameter], state: TrainState,
) -> dict[str, float] | None:  # fmt: skip
    """Accumulate the gradient of `loss_of` over the micro-batches of `rows` (a token mean over
    the whole minibatch), clip and step. The role's stats (`_STATS_NAMES`), or None when the loss
    or the gradient is not finite: that step is counted, and NonFiniteError raised past the limit."""
    tokens = batch.mask[rows].sum().clamp(min=1)
    loss_total, sums = 0.0, dict[str, float]()
    # Under torchrun each rank holds the whole batch and runs its share of the minibatch; the
    # token mean stays over the whole minibatch, its parts summed over ranks below.
    dist = current()
    mine = dist.share(rows, cfg.samples_per_prompt)
    for start in range(0, len(mine), cfg.micro_batch_size):
        micro = mine[start : start + cfg.micro_batch_size]
        loss, stats = loss_of(micro)
        # Token-mean over the whole minibatch: weight each micro-batch by its token share.
        share = batch.mask[micro].sum() / tokens
        (loss * share).backward()
        loss_total += float(loss.detach()) * float(share)
        for key, value in stats.items():
            sums[key] = sums.get(key, 0.0) + float(value) * float(share)
    dist.sum_gradients(params)
    loss_total, sums = dist.sum_stats(loss_total, sums)
    ok, norm = _finite_step(optims[role], params, cfg.max_grad_norm)
    if not ok or not math.isfinite(loss_total):
        state.nonfinite_skips += 1
        state.nonfinite_total += 1
        state.nonfinite_role = role
        log.warning("non-finite %s loss/gradient: optimizer step skipped", role)
        if state.nonfinite_skips >= cfg.max_nonfinite_skips:
            raise NonFiniteError(
                f"{state.nonfinite_skips} consecutive non-finite {role} steps "
                f"(last loss {loss_total}); lower lr/critic_lr or check the data"
            )
        return None
    if state.nonfinite_role in ("", role):
        state.nonfinite_skips, state.nonfinite_role = 0, ""
    loss_key, prefix = _STATS_NAMES[role]
    return {
        loss_key: loss_total,
        f"grad/{role}_norm": norm,
        **{prefix + k: v for k, v in sums.items()},
    }


def _finite_step(
    opt: torch.optim.Optimizer, params: list[torch.nn.Parameter], max_norm: float
) -> tuple[bool, float]:
    """Clip and step, unless a gradient is NaN/inf: then drop it and leave weights and state as is."""
    norm = torch.nn.utils.clip_grad_norm_(params, max_norm)
    if not torch.isfinite(norm):
        opt.zero_grad(set_to_none=True)
        return False, float("nan")
    opt.step()
    opt.zero_grad(set_to_none=True)
    return True, float(norm)

"""(7) The PPO update: `ppo_epochs` passes over shuffled minibatches; on each, one optimizer step
per `Role` (the actor: `rppo_loss.actor_loss`, clipped surrogate and entropy bonus; the critic:
`value_loss`), each a token mean over the minibatch accumulated through micro-batches. A step whose
loss or gradient is not finite is dropped and counted; `max_nonfinite_skips` in a row stop the run.
Under torchrun each rank runs its share of every minibatch and the gradients are summed (`Dist`)."""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import torch
from rppo_loss import actor_loss, value_loss
from torch import Tensor

from reason_ppo.config import Config
from reason_ppo.errors import NonFiniteError
from reason_ppo.training.distributed import LOCAL, Dist
from reason_ppo.training.metrics import Averages
from reason_ppo.training.state import Optimizers, TrainState

if TYPE_CHECKING:
    from rppo_policy import ActorCritic, Rollout

log = logging.getLogger(__name__)


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


@dataclass(frozen=True)
class Role:
    """One optimizer's part of the update, spelled out: what it steps, on which loss, and where
    its numbers go in the metrics line."""

    name: str  # "actor" | "critic": its log lines, `grad/<name>_norm`, `TrainState.nonfinite_role`
    optimizer: torch.optim.Optimizer
    params: list[torch.nn.Parameter]
    # The loss of one micro-batch is `loss(*inputs(rows))`: `inputs` runs the policy on the rows,
    # `loss` is the `rppo_loss` function with the config's options bound; (loss, detached stats).
    inputs: Callable[[Tensor], tuple[Tensor, ...]]
    loss: Callable[..., tuple[Tensor, dict[str, Tensor]]]
    loss_key: str  # the loss's metric: `loss/policy`, `loss/value`
    stats_prefix: str  # its stats' namespace: `ppo/`, `value/`
    # A minibatch on which `silent(rows)` has an exactly zero gradient is skipped, and counted in
    # `<prefix>skipped_frac`; None: the role always steps.
    silent: Callable[[Tensor], bool] | None = None


def roles(
    cfg: Config, policy: ActorCritic, exp: Experience, optims: Optimizers, *, actor: bool,
    critic: bool,
) -> list[Role]:  # fmt: skip
    """The roles that step in this update, the actor's first: its step on a minibatch comes
    before the critic's."""

    def actor_inputs(micro: Tensor) -> tuple[Tensor, ...]:
        part = exp.batch.select(micro)
        # The entropy is always logged; its gradient only costs when it is used.
        logp, entropy = policy.logp(part, with_entropy=True, entropy_grad=bool(cfg.entropy_coef))
        assert entropy is not None  # with_entropy=True
        return logp, part.logp, exp.adv[micro], entropy, part.mask

    def critic_inputs(micro: Tensor) -> tuple[Tensor, ...]:
        part = exp.batch.select(micro)
        trunk = None if exp.trunk is None else exp.trunk[micro.to(exp.trunk.device)]
        values = policy.values(part, trunk=trunk)
        return values, exp.old_values[micro], exp.returns[micro], part.mask

    def no_signal(rows: Tensor) -> bool:
        # No row of this minibatch carries signal (e.g. GRPO groups that all scored alike): the
        # actor gradient is exactly 0, yet an Adam step would still move the actor along its
        # momentum from earlier rewards. Skip passes and step.
        return not cfg.entropy_coef and not bool(exp.adv[rows].any())

    out: list[Role] = []
    if actor:
        out.append(Role(
            "actor", optims["actor"], policy.actor_parameters(), actor_inputs,
            partial(actor_loss, clip_eps=cfg.clip_eps, entropy_coef=cfg.entropy_coef,
                    agg=cfg.loss_agg, dual_clip=cfg.dual_clip or None),
            "loss/policy", "ppo/", silent=no_signal,
        ))  # fmt: skip
    if critic:
        out.append(Role(
            "critic", optims["critic"], policy.critic_parameters(), critic_inputs,
            partial(value_loss, clip_eps=cfg.value_clip_eps or None), "loss/value", "value/",
        ))  # fmt: skip
    return out


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
    ranks: Dist = LOCAL,
    on_minibatch: Callable[[int], None] | None = None,
) -> dict[str, float]:
    """`ppo_epochs` passes of shuffled minibatches, one step of each role (`roles`) on each;
    returns the averaged stats. The epochs stop early past `target_approx_kl`. `on_minibatch(1)`
    hears each minibatch done (a progress bar's feed)."""
    n = len(exp.batch)
    mb_size = min(cfg.minibatch_size, n)  # small CPU demos have fewer rollouts than a minibatch
    stepping = roles(cfg, policy, exp, optims, actor=train_actor, critic=train_critic)
    stats = Averages()
    epochs_done = 0
    for _epoch in range(cfg.ppo_epochs):
        order = group_order(n, cfg.samples_per_prompt, state.shuffle_gen)
        epoch_kl: list[float] = []
        for start in range(0, n, mb_size):
            rows = order[start : start + mb_size]
            for role in stepping:
                if role.silent is not None:
                    silent = role.silent(rows)
                    stats.add(f"{role.stats_prefix}skipped_frac", float(silent))
                    if silent:
                        continue
                # The gradient of the token mean over the whole minibatch, accumulated over the
                # micro-batches (of this rank's share of it, under torchrun).
                loss_sum, sums = 0.0, dict[str, float]()
                for micro, weight in micro_batches(cfg, exp.batch, rows, ranks):
                    loss, parts = role.loss(*role.inputs(micro))
                    (loss * weight).backward()
                    loss_sum += float(loss.detach()) * float(weight)
                    for key, value in parts.items():
                        sums[key] = sums.get(key, 0.0) + float(value) * float(weight)
                if (done := finish_step(cfg, role, loss_sum, sums, state, ranks)) is not None:
                    stats.add_step(done)
                    if "ppo/approx_kl" in done:  # the actor's, which the early stop reads
                        epoch_kl.append(done["ppo/approx_kl"])
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


def micro_batches(
    cfg: Config, batch: Rollout, rows: Tensor, ranks: Dist
) -> Iterator[tuple[Tensor, Tensor]]:
    """The micro-batches of minibatch `rows` this process runs (under torchrun: of its share, whole
    problems), each with its weight: its share of the whole minibatch's counted tokens, so the
    weighted losses sum to the minibatch's token mean."""
    tokens = batch.mask[rows].sum().clamp(min=1)
    mine = ranks.share(rows, cfg.samples_per_prompt)
    for start in range(0, len(mine), cfg.micro_batch_size):
        micro = mine[start : start + cfg.micro_batch_size]
        yield micro, batch.mask[micro].sum() / tokens


def finish_step(
    cfg: Config, role: Role, loss: float, sums: dict[str, float], state: TrainState, ranks: Dist
) -> dict[str, float] | None:
    """Sum the accumulated gradient and stats over ranks, clip and step `role`'s optimizer. Its
    stats, or None when the loss or the gradient is not finite: that step is counted, and
    NonFiniteError raised past `max_nonfinite_skips` in a row."""
    ranks.sum_gradients(role.params)
    loss, sums = ranks.sum_stats(loss, sums)
    ok, norm = _finite_step(role.optimizer, role.params, cfg.max_grad_norm)
    if not ok or not math.isfinite(loss):
        state.nonfinite_skips += 1
        state.nonfinite_total += 1
        state.nonfinite_role = role.name
        log.warning("non-finite %s loss/gradient: optimizer step skipped", role.name)
        if state.nonfinite_skips >= cfg.max_nonfinite_skips:
            raise NonFiniteError(
                f"{state.nonfinite_skips} consecutive non-finite {role.name} steps "
                f"(last loss {loss}); lower lr/critic_lr or check the data"
            )
        return None
    if state.nonfinite_role in ("", role.name):
        state.nonfinite_skips, state.nonfinite_role = 0, ""
    return {
        role.loss_key: loss,
        f"grad/{role.name}_norm": norm,
        **{role.stats_prefix + k: v for k, v in sums.items()},
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

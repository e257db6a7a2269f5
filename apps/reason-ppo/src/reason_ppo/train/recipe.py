"""The training recipe: one loop, numbered steps, no trainer class.

Per iteration:
  (1) draw prompts  (2) roll out with the actor  (3) score with the checker pool
  (4) ref_logp and values, once  (5) token rewards  (6) advantages and returns
  (7) PPO epochs over shuffled minibatches  (8) metrics, eval, checkpoint.
`TrainState` holds everything a checkpoint must restore for a resumed run to be bit-identical.
"""

from __future__ import annotations

import json
import logging
import math
import signal
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import torch
from rppo_loss import (
    AdaptiveKL,
    FixedKL,
    gae,
    group_advantages,
    kl,
    masked_mean,
    masked_whiten,
    policy_loss,
    token_rewards,
    value_loss,
)
from safetensors.torch import load_file, save_file

from reason_ppo import checkpoint
from reason_ppo.config import Config, run_hash
from reason_ppo.data import Problem, build_prompt
from reason_ppo.errors import ExitCode

log = logging.getLogger(__name__)


class NonFiniteError(RuntimeError):
    """Too many consecutive optimizer steps were skipped for NaN/inf."""


class StopRequested(Exception):
    """SIGINT/SIGTERM arrived; the loop checkpoints and exits with 130."""


# --- (1) data order -------------------------------------------------------------------------------


@dataclass
class Sampler:
    """Seeded shuffle per epoch over `n` problems; (epoch, pos) is all a resume needs."""

    n: int
    seed: int
    epoch: int = 0
    pos: int = 0

    def _order(self) -> list[int]:
        gen = torch.Generator().manual_seed(self.seed * 1_000_003 + self.epoch)
        return torch.randperm(self.n, generator=gen).tolist()

    def take(self, k: int) -> list[int]:
        out: list[int] = []
        while len(out) < k:
            order = self._order()
            room = min(k - len(out), self.n - self.pos)
            out.extend(order[self.pos : self.pos + room])
            self.pos += room
            if self.pos == self.n:
                self.epoch, self.pos = self.epoch + 1, 0
        return out


# --- state that survives a restart ----------------------------------------------------------------


@dataclass
class TrainState:
    step: int
    sampler: Sampler
    kl_ctl: AdaptiveKL | FixedKL
    rollout_gen: torch.Generator
    shuffle_gen: torch.Generator
    nonfinite_skips: int = 0  # consecutive failed steps of `nonfinite_role`
    nonfinite_total: int = 0
    # The role that last failed: only its own next good step clears the count, so an actor that
    # always fails still stops the run while the critic keeps stepping (and vice versa).
    nonfinite_role: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


def lr_factor(step: int, cfg: Config) -> float:
    """Linear warm-up for `warmup_steps` iterations, then the configured decay to 0 at `steps`."""
    if cfg.warmup_steps and step < cfg.warmup_steps:
        return (step + 1) / cfg.warmup_steps
    if cfg.lr_schedule == "constant":
        return 1.0
    span = max(1, cfg.steps - cfg.warmup_steps)
    progress = min(1.0, (step - cfg.warmup_steps) / span)
    if cfg.lr_schedule == "linear":
        return max(0.0, 1.0 - progress)
    return 0.5 * (1.0 + math.cos(math.pi * progress))


def save_state(stage: Path, cfg: Config, state: TrainState, policy: Any, optims: dict) -> None:
    policy.save(stage / "policy")
    for name, opt in optims.items():
        checkpoint.save_optimizer(opt, stage, f"optim-{name}")
    tensors, rng_meta = checkpoint.rng_state()
    tensors["rollout_gen"] = state.rollout_gen.get_state()
    tensors["shuffle_gen"] = state.shuffle_gen.get_state()
    save_file(tensors, str(stage / "rng.safetensors"))
    meta = {
        "step": state.step,
        "config_hash": run_hash(cfg),
        "sampler": {"epoch": state.sampler.epoch, "pos": state.sampler.pos},
        "kl_ctl": state.kl_ctl.state_dict(),
        "nonfinite": [state.nonfinite_skips, state.nonfinite_total],
        "nonfinite_role": state.nonfinite_role,
        "rng": rng_meta,
        "extra": state.extra,
    }
    (stage / "trainer.json").write_text(json.dumps(meta))


def load_state(folder: Path, state: TrainState, policy: Any, optims: dict) -> None:
    checkpoint.refuse_pickles(folder)
    policy.load_adapters(folder / "policy")
    for name, opt in optims.items():
        checkpoint.load_optimizer(opt, folder, f"optim-{name}")
    meta = json.loads((folder / "trainer.json").read_text())
    tensors = load_file(str(folder / "rng.safetensors"))
    state.step = meta["step"]
    state.sampler.epoch, state.sampler.pos = meta["sampler"]["epoch"], meta["sampler"]["pos"]
    state.kl_ctl.load_state_dict(meta["kl_ctl"])
    state.nonfinite_skips, state.nonfinite_total = meta["nonfinite"]
    state.nonfinite_role = meta.get("nonfinite_role", "")
    state.extra = meta.get("extra", {})
    state.rollout_gen.set_state(tensors.pop("rollout_gen"))
    state.shuffle_gen.set_state(tensors.pop("shuffle_gen"))
    checkpoint.set_rng_state(tensors, meta["rng"])


# --- (7) one PPO update ---------------------------------------------------------------------------


def _finite_step(opt: torch.optim.Optimizer, params: list, max_norm: float) -> tuple[bool, float]:
    """Clip and step, unless a gradient is NaN/inf: then drop it and leave weights and state as is."""
    norm = torch.nn.utils.clip_grad_norm_(params, max_norm)
    if not torch.isfinite(norm):
        opt.zero_grad(set_to_none=True)
        return False, float("nan")
    opt.step()
    opt.zero_grad(set_to_none=True)
    return True, float(norm)


def group_order(n: int, group: int, generator: torch.Generator) -> torch.Tensor:
    """A random order of `n` rows that keeps each run of `group` consecutive rows (the samples of
    one prompt) together, so a micro-batch holds whole groups and runs each prompt once
    (`ActorCritic` shares repeated prompts). Plain row shuffling when n is not a multiple."""
    if group <= 1 or n % group:
        return torch.randperm(n, generator=generator)
    groups = torch.randperm(n // group, generator=generator)
    return (groups[:, None] * group + torch.arange(group)).flatten()


# Metrics that only an actor / a critic optimizer step produces.
ACTOR_KEYS = ("loss/policy", "ppo/approx_kl", "ppo/clipfrac", "ppo/ratio_mean", "ppo/entropy")
CRITIC_KEYS = ("loss/value", "value/explained_var")


def ppo_update(
    cfg: Config,
    policy: Any,
    batch: Any,
    adv: torch.Tensor,
    returns: torch.Tensor,
    old_values: torch.Tensor,
    optims: dict[str, torch.optim.Optimizer],
    state: TrainState,
    *,
    train_actor: bool,
    train_critic: bool,
    should_stop: Callable[[], bool] = lambda: False,
) -> dict[str, float]:
    """`ppo_epochs` passes of shuffled minibatches; returns averaged stats."""
    n = batch.mask.shape[0]
    mb_size = min(cfg.minibatch_size, n)  # small CPU demos have fewer rollouts than a minibatch
    micro_size = min(cfg.micro_batch_size, mb_size)
    sums: dict[str, float] = {}
    counts: dict[str, int] = {}
    first: dict[str, float] = {}
    epochs_done = 0

    def add(key: str, value: float) -> None:
        sums[key] = sums.get(key, 0.0) + value
        counts[key] = counts.get(key, 0) + 1

    for _epoch in range(cfg.ppo_epochs):
        order = group_order(n, cfg.samples_per_prompt, state.shuffle_gen)
        epoch_kl: list[float] = []
        for start in range(0, n, mb_size):
            mb_rows = order[start : start + mb_size]
            mb_tokens = batch.mask[mb_rows].sum().clamp(min=1)
            for role, active, params in (
                ("actor", train_actor, policy.actor_parameters()),
                ("critic", train_critic, policy.critic_parameters()),
            ):
                if not active:
                    continue
                if role == "actor":
                    # No row of this minibatch carries signal (e.g. GRPO groups that all scored
                    # alike): the actor gradient is exactly 0, yet an Adam step would still move
                    # the actor along its momentum from earlier rewards. Skip passes and step.
                    silent = not cfg.entropy_coef and not bool(adv[mb_rows].any())
                    add("ppo/skipped_frac", float(silent))
                    if silent:
                        continue
                stats_mb: dict[str, float] = {}
                loss_total = 0.0
                for m in range(0, len(mb_rows), micro_size):
                    rows = mb_rows[m : m + micro_size]
                    micro = batch.select(rows)
                    # Token-mean over the whole minibatch: weight each micro-batch by its token share.
                    share = micro.mask.sum() / mb_tokens
                    if role == "actor":
                        # The entropy is always logged; its gradient only costs when it is used.
                        logp, ent = policy.logp(
                            micro, with_entropy=True, entropy_grad=bool(cfg.entropy_coef)
                        )
                        loss, stats = policy_loss(
                            logp, micro.logp, adv[rows], micro.mask, cfg.clip_eps,
                            agg=cfg.loss_agg, dual_clip=cfg.dual_clip or None,
                        )  # fmt: skip
                        ent_mean = masked_mean(ent, micro.mask) if ent is not None else None
                        if cfg.entropy_coef and ent_mean is not None:
                            loss = loss - cfg.entropy_coef * ent_mean
                        stats = {
                            **stats,
                            "entropy": ent_mean.detach() if ent_mean is not None else 0.0,
                        }
                    else:
                        values = policy.values(micro)
                        loss, stats = value_loss(
                            values, old_values[rows], returns[rows], micro.mask,
                            clip_eps=cfg.value_clip_eps or None,
                        )  # fmt: skip
                    (loss * share).backward()
                    loss_total += float(loss.detach()) * float(share)
                    for key, value in stats.items():
                        stats_mb[key] = stats_mb.get(key, 0.0) + float(value) * float(share)
                ok, norm = _finite_step(optims[role], params, cfg.max_grad_norm)
                if not math.isfinite(loss_total):
                    ok = False
                if not ok:
                    state.nonfinite_skips += 1
                    state.nonfinite_total += 1
                    state.nonfinite_role = role
                    log.warning("non-finite %s loss/gradient: optimizer step skipped", role)
                    if state.nonfinite_skips >= cfg.max_nonfinite_skips:
                        raise NonFiniteError(
                            f"{state.nonfinite_skips} consecutive non-finite {role} steps "
                            f"(last loss {loss_total}); lower lr/critic_lr or check the data"
                        )
                    continue
                if state.nonfinite_role in ("", role):
                    state.nonfinite_skips, state.nonfinite_role = 0, ""
                prefix = "loss/policy" if role == "actor" else "loss/value"
                add(prefix, loss_total)
                add(f"grad/{role}_norm", norm)
                for key, value in stats_mb.items():
                    name = f"ppo/{key}" if role == "actor" else f"value/{key}"
                    add(name, value)
                    if role == "actor" and key in ("ratio_mean", "clipfrac", "approx_kl"):
                        first.setdefault(f"ppo/first_{key}", value)
                if role == "actor":
                    epoch_kl.append(stats_mb.get("approx_kl", 0.0))
            if should_stop():
                break
        epochs_done += 1
        if should_stop():
            break
        if (
            cfg.target_approx_kl
            and epoch_kl
            and sum(epoch_kl) / len(epoch_kl) > cfg.target_approx_kl
        ):
            log.info(
                "approx-KL %.4f past %.4f: epochs stopped early", epoch_kl[-1], cfg.target_approx_kl
            )
            break
    out = {k: sums[k] / counts[k] for k in sums}
    out.update(first)
    out["ppo/epochs_done"] = float(epochs_done)
    return out


# --- the loop -------------------------------------------------------------------------------------


@dataclass
class Components:
    """Everything heavy that the loop uses; built by `reason_ppo.train.run.build` after validation."""

    policy: Any
    pool: Any
    problems: Sequence[Problem]
    eval_problems: Sequence[Problem]
    dataset: str
    step_scorer: Any = None


def make_state(cfg: Config, n_problems: int) -> TrainState:
    kl_ctl: AdaptiveKL | FixedKL
    if cfg.kl_target > 0:
        kl_ctl = AdaptiveKL(cfg.kl_coef, cfg.kl_target, cfg.kl_horizon)
    else:
        kl_ctl = FixedKL(cfg.kl_coef)
    return TrainState(
        step=0,
        sampler=Sampler(n_problems, cfg.seed),
        kl_ctl=kl_ctl,
        rollout_gen=torch.Generator().manual_seed(cfg.seed + 1),
        shuffle_gen=torch.Generator().manual_seed(cfg.seed + 2),
    )


def make_optimizers(cfg: Config, policy: Any) -> dict[str, torch.optim.Optimizer]:
    optims = {}
    if cfg.advantage == "gae":
        optims["critic"] = torch.optim.AdamW(
            policy.critic_parameters(), lr=cfg.critic_lr, weight_decay=cfg.weight_decay
        )
    optims["actor"] = torch.optim.AdamW(
        policy.actor_parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay
    )
    return optims


def iteration(
    cfg: Config,
    parts: Components,
    state: TrainState,
    optims: dict[str, torch.optim.Optimizer],
    should_stop: Callable[[], bool],
    on_phase: Callable[[str], None] = lambda phase: None,
) -> tuple[dict[str, float], list[dict[str, Any]]]:
    """One PPO iteration, steps (1)-(7); returns its metrics and a few logged samples."""
    policy, t0 = parts.policy, time.perf_counter()
    on_phase("rollout")
    factor = lr_factor(state.step, cfg)
    for name, opt in optims.items():
        for group in opt.param_groups:
            group["lr"] = (cfg.lr if name == "actor" else cfg.critic_lr) * factor

    # (1) prompts: each problem repeated samples_per_prompt times, groups contiguous.
    idx = state.sampler.take(cfg.batch_size)
    problems = [parts.problems[i] for i in idx for _ in range(cfg.samples_per_prompt)]
    prompts = [
        build_prompt(policy.tokenizer, p, parts.dataset, cfg.prompt_template or None)
        for p in problems
    ]
    # (2) rollout, keeping the sampling-time logp as old_logp.
    with torch.no_grad():
        batch = policy.generate(
            prompts, max_new_tokens=cfg.max_new_tokens, temperature=cfg.temperature,
            top_p=cfg.top_p, top_k=cfg.top_k, generator=state.rollout_gen,
        )  # fmt: skip
    t_rollout = time.perf_counter()
    if should_stop():
        raise StopRequested
    on_phase("score")
    # (3) score with the checker's worker pool (hard deadlines; failures score 0).
    verdicts = parts.pool.check_many(
        [(text, p.gold) for text, p in zip(batch.texts, problems, strict=True)]
    )
    score = torch.tensor([1.0 if v.correct else 0.0 for v in verdicts])
    step_rewards, prm_metrics = None, {}
    if parts.step_scorer is not None:
        step_rewards, prm_metrics = parts.step_scorer(policy.tokenizer, problems, batch, cfg)
    t_score = time.perf_counter()
    if should_stop():
        raise StopRequested
    on_phase("ref+values")
    # (4) reference log-probs and values, once per iteration.
    mask = batch.mask
    with torch.no_grad():
        ref_logp = policy.ref_logp(batch)
        values = policy.values(batch) if cfg.advantage == "gae" else torch.zeros_like(batch.logp)
    values = values * mask
    # (5) token rewards: -beta * KL on every token, the score (minus penalties) on the last one.
    token_kl = kl(batch.logp, ref_logp, cfg.kl_estimator) * mask
    final = score - cfg.missing_eos_penalty * batch.no_eos.float()
    reward = token_rewards(final, token_kl, mask, state.kl_ctl.value, step_rewards)
    # (6) advantages (actor lambda) and returns (critic lambda), or GRPO group advantages.
    if cfg.advantage == "gae":
        adv, _ = gae(reward, values, mask, cfg.gamma, cfg.lam)
        _, returns = gae(reward, values, mask, cfg.gamma, cfg.lam_critic)
    else:
        groups = torch.arange(cfg.batch_size).repeat_interleave(cfg.samples_per_prompt)
        adv = group_advantages(final, groups)[:, None] * mask
        returns = torch.zeros_like(adv)
    if cfg.whiten_advantages:
        adv = masked_whiten(adv, mask)
    t_prep = time.perf_counter()
    if should_stop():
        raise StopRequested
    on_phase("update")
    # (7) PPO epochs; the actor waits while the critic warms up.
    stats = ppo_update(
        cfg, policy, batch, adv, returns, values, optims, state,
        train_actor=state.step >= cfg.critic_warmup,
        train_critic=cfg.advantage == "gae", should_stop=lambda: False,
    )  # fmt: skip
    t_update = time.perf_counter()

    seq_kl = (token_kl.sum(-1)).mean().item()
    state.kl_ctl.update(seq_kl, len(problems))
    lengths = mask.sum(-1).float()
    metrics: dict[str, float] = {
        "reward/score_mean": score.mean().item(),
        "reward/kl": seq_kl,
        "reward/kl_coef": state.kl_ctl.value,
        "reward/total_mean": reward.sum(-1).mean().item(),
        "rollout/len_mean": lengths.mean().item(),
        "rollout/no_eos_frac": batch.no_eos.float().mean().item(),
        "checker/timeouts": float(sum(v.reason == "timeout" for v in verdicts)),
        "checker/errors": float(sum(v.reason == "error" for v in verdicts)),
        "checker/no_answer": float(sum(v.reason == "no_answer" for v in verdicts)),
        "value/mean": masked_mean(values, mask).item(),
        "adv/mean": masked_mean(adv, mask).item(),
        "returns/mean": masked_mean(returns, mask).item(),
        "lr/actor": cfg.lr * factor,
        "lr/critic": cfg.critic_lr * factor,
        "guard/nonfinite_total": float(state.nonfinite_total),
        **prm_metrics,
        **stats,
    }
    # An iteration without an actor step (critic warm-up, every minibatch without signal) or
    # without a critic step measured nothing there: the keys stay, as null, which plots as a gap
    # (a 0.0 would read as a collapsed entropy or a perfect critic).
    for key in (*ACTOR_KEYS, *CRITIC_KEYS):
        metrics.setdefault(key, None)
    generated = float(mask.sum())
    metrics.update({
        "perf/rollout_s": t_rollout - t0,
        "perf/score_s": t_score - t_rollout,
        "perf/prep_s": t_prep - t_score,
        "perf/update_s": t_update - t_prep,
        "perf/step_s": t_update - t0,
        "perf/tokens_per_s": generated / max(t_rollout - t0, 1e-9),
    })  # fmt: skip
    samples = [
        {"prompt": prompts[i], "completion": batch.texts[i], "gold": problems[i].gold,
         "correct": verdicts[i].correct, "extracted": verdicts[i].extracted,
         "reason": verdicts[i].reason}
        for i in range(min(cfg.samples_to_log, len(problems)))
    ]  # fmt: skip
    return metrics, samples


class SignalGuard:
    """First SIGINT/SIGTERM: finish the phase, checkpoint, exit 130. Second: exit at once."""

    def __init__(self) -> None:
        self.requested = False
        self._previous: dict[int, Any] = {}

    def _handle(self, signum: int, frame: Any) -> None:
        if self.requested:
            import os

            os._exit(ExitCode.INTERRUPTED)  # the last complete checkpoint is never touched
        self.requested = True
        log.warning("signal %d: finishing the current phase, then checkpointing", signum)

    def __enter__(self) -> SignalGuard:
        for sig in (signal.SIGINT, signal.SIGTERM):
            self._previous[sig] = signal.signal(sig, self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        for sig, handler in self._previous.items():
            signal.signal(sig, handler)

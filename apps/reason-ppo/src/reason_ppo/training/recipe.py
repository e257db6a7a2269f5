"""The training recipe: one PPO iteration in numbered steps, no trainer class.

  (1) draw prompts   (2) roll out with the actor   (3) score with the checker (and step scorer)
  (4) reference log-probs and values, once   (5) token rewards   (6) advantages and returns
  (7) PPO epochs: on each minibatch an actor step and a critic step.
Step (7) is `reason_ppo.training.update`; (8), metrics, eval and checkpoints around the iterations,
and stopping on a signal, is `reason_ppo.training.run`; what a checkpoint restores is
`reason_ppo.training.state`; timers and the metrics line are `reason_ppo.training.metrics`. The
equations are `rppo_loss`'s, one function each. Under torchrun two calls on the `Dist` the
iteration is handed (`reason_ppo.training.distributed`) do the ranks' work: `share` (this rank's
problems) and `gather_iteration` (every rank's, joined); the update shares its minibatches itself.

From the loop to the loss, three calls: `run.train_loop` -> `iteration` -> `update.ppo_epochs`
-> `rppo_loss.actor_loss` (whose clipped surrogate is `rppo_loss.policy_loss`, one more).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import torch
from rppo_check import with_format
from rppo_loss import ADVANTAGE_ESTIMATORS, AdvantageInputs, kl, masked_whiten, token_rewards
from torch import Tensor

from reason_ppo.config import Config
from reason_ppo.data import Problem, build_prompt
from reason_ppo.data.prompts import format_marker
from reason_ppo.training.metrics import Metrics, PhaseClock, iteration_metrics, logged_samples
from reason_ppo.training.progress import Counter, no_counter, update_minibatches
from reason_ppo.training.state import Optimizers, TrainState
from reason_ppo.training.update import Experience, ppo_epochs

if TYPE_CHECKING:
    from rppo_check import CheckerPool, Verdict
    from rppo_policy import ActorCritic

    from reason_ppo.training.distributed import Dist
    from reason_ppo.training.step_rewards import ProcessReward


@dataclass
class TrainingSetup:
    """What `reason_ppo.training.run.build` validated and loaded for one run: the policy being
    trained, the reward (checker pool, optional step rewards) and the problems."""

    policy: ActorCritic
    pool: CheckerPool
    problems: Sequence[Problem]
    eval_problems: Sequence[Problem]
    dataset: str
    step_rewards: ProcessReward | None = None


@dataclass(frozen=True)
class Prompts:
    """(1) The rows of an iteration: each row's problem, its prompt and its sampling generator."""

    problems: list[Problem]
    texts: list[str]
    gens: list[torch.Generator]

    def __len__(self) -> int:
        return len(self.problems)

    def __getitem__(self, rows: slice) -> Prompts:
        return Prompts(self.problems[rows], self.texts[rows], self.gens[rows])


# Steps (1)-(7) of the seed in their order, one phase each: split further, the order would hide.
def iteration(
    cfg: Config,
    setup: TrainingSetup,
    state: TrainState,
    optims: Optimizers,
    ranks: Dist,
    on_phase: Callable[[str], None] = lambda phase: None,
    count: Counter = no_counter,
) -> tuple[Metrics, list[dict[str, Any]]]:
    """One PPO iteration, steps (1)-(7); returns its metrics and a few logged samples. Raises
    NonFiniteError from the update, and whatever `on_phase(name)` raises as a phase starts (the
    run's stop). `ranks`: which rows this process rolls out and how the ranks' rows join (one
    process: all, and nothing to join). `count` gives each phase a progress counter
    (`reason_ppo.training.progress`)."""
    policy, clock = setup.policy, PhaseClock(on_phase)
    with clock.phase("rollout", "rollout"):
        lr_scale = set_learning_rates(cfg, optims, state.step)
        # (1) prompts: each problem samples_per_prompt times, the samples of a problem together,
        # each problem with its own generator; under torchrun this rank rolls out its share.
        drawn = draw_prompts(cfg, setup, state)
        mine = ranks.share(drawn, cfg.samples_per_prompt)
        # (2) rollout, keeping the sampling-time logp as old_logp.
        with torch.no_grad():
            batch = policy.generate(
                mine.texts, max_new_tokens=cfg.max_new_tokens, temperature=cfg.temperature,
                top_p=cfg.top_p, top_k=cfg.top_k, generator=mine.gens,
                on_tokens=count(len(mine) * cfg.max_new_tokens, "tok"),
            )  # fmt: skip
    with clock.phase("score", "score"):
        # (3) the checker's pool (hard deadlines; failures score 0); format_ok: the asked marker
        verdicts = setup.pool.check_many(
            [(text, p.gold) for text, p in zip(batch.texts, mine.problems, strict=True)],
            on_done=count(len(mine), "checks"),
        )
        verdicts = [with_format(v, format_marker(cfg.prompt_template or None)) for v in verdicts]
        score = outcome_scores(verdicts, cfg.format_reward, strict_format=cfg.strict_format)
    step_rewards, prm_metrics = None, dict[str, float]()
    if setup.step_rewards is not None:  # (3b) step scores: a PRM's own phase, timed apart
        with clock.phase("process-reward", "prm"):
            step_rewards, prm_metrics = setup.step_rewards(
                policy.tokenizer, mine.problems, batch, cfg
            )
    with clock.phase("ref+values", "prep"):
        # (4) reference log-probs and values, once per iteration.
        critic = ADVANTAGE_ESTIMATORS[cfg.advantage].needs_critic
        with torch.no_grad():
            # A branched critic (critic_layers > 0) runs on the reference pass's hidden states,
            # kept when this process rolled out every row: the update's minibatches then hold
            # only rows it has states for (under torchrun values(trunk=None) recomputes them).
            keep_trunk = critic and len(mine) == len(drawn)
            ref_logp, trunk = policy.reference(batch, keep_trunk=keep_trunk)
            values = policy.values(batch, trunk=trunk) if critic else torch.zeros_like(batch.logp)
        # (4b) under torchrun: every rank now holds the whole iteration, in problem order.
        whole = ranks.gather_iteration(
            batch, ref_logp, values, step_rewards, score, verdicts, prm_metrics,
            pad_id=policy.tokenizer.pad_token_id,
        )  # fmt: skip
        batch, ref_logp, values, step_rewards, score, verdicts, prm_metrics = whole
        mask = batch.mask
        values = values * mask
        # (5) token rewards: -beta * KL on every token, the score (minus penalties) on the last.
        token_kl = kl(batch.logp, ref_logp, cfg.kl_estimator) * mask
        final = score - cfg.missing_eos_penalty * batch.no_eos.float()
        reward = token_rewards(final, token_kl, mask, state.kl_ctl.value, step_rewards)
        # (6) advantages (actor lambda) and returns (critic lambda), or GRPO group advantages.
        adv, returns = advantages(cfg, reward, values, final, mask)
    with clock.phase("update", "update"):
        # (7) PPO epochs; the actor waits while the critic warms up.
        update = ppo_epochs(
            cfg, policy, Experience(batch, adv, returns, values, trunk), optims, state,
            train_actor=state.step >= cfg.critic_warmup, train_critic=critic, ranks=ranks,
            on_minibatch=count(update_minibatches(cfg, len(drawn)), "minibatches"),
        )  # fmt: skip
    state.kl_ctl.update(token_kl.sum(-1).mean().item(), len(drawn))
    metrics = iteration_metrics(
        cfg, state, batch=batch, verdicts=verdicts, score=score, reward=reward, token_kl=token_kl,
        values=values, adv=adv, returns=returns, lr_scale=lr_scale, extra=prm_metrics,
        update=update, clock=clock,
    )  # fmt: skip
    return metrics, logged_samples(cfg, drawn.texts, drawn.problems, batch, verdicts)


def draw_prompts(cfg: Config, setup: TrainingSetup, state: TrainState) -> Prompts:
    """(1) The iteration's problems, each `samples_per_prompt` times in a row, their prompts, and
    one sampling generator per rollout (the samples of a problem share their problem's)."""
    policy = setup.policy
    problems = [setup.problems[i] for i in state.sampler.take(cfg.batch_size)
                for _ in range(cfg.samples_per_prompt)]  # fmt: skip
    template = cfg.prompt_template or None
    texts = [build_prompt(policy.tokenizer, p, setup.dataset, template) for p in problems]
    gens = problem_generators(
        state.rollout_gen, cfg.batch_size, cfg.samples_per_prompt, policy.device
    )
    return Prompts(problems, texts, gens)


def problem_generators(
    source: torch.Generator, problems: int, samples: int, device: str | torch.device
) -> list[torch.Generator]:
    """One generator per rollout row: the `samples` rows of problem i share the i-th, seeded from
    the i-th of `problems` seeds drawn from `source` (the run's rollout generator, the same on
    every rank). A problem's samples thus depend only on the run's seed, the iteration and the
    problem's place in the batch: not on the rank that draws them nor on the world size."""
    seeds = torch.randint(2**62, (problems,), generator=source).tolist()
    gens = [torch.Generator(device=device).manual_seed(seed) for seed in seeds]
    return [gen for gen in gens for _ in range(samples)]


def outcome_scores(
    verdicts: Sequence[Verdict], format_reward: float, *, strict_format: bool = False
) -> Tensor:
    """score [B]: 1 for a right answer, plus `format_reward` when it is in the marker the prompt
    asked for (`Verdict.format_ok`). Correctness and format are separate signals: a right answer
    in any form earns the 1, unless `strict_format` asks for both (the old checker's rule)."""
    return torch.tensor(
        [
            float(v.correct and (v.format_ok or not strict_format)) + format_reward * v.format_ok
            for v in verdicts
        ]
    )


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


def set_learning_rates(cfg: Config, optims: Optimizers, step: int) -> float:
    """Both optimizers' learning rates for iteration `step`; returns the schedule's factor."""
    factor = lr_factor(step, cfg)
    for name, opt in optims.items():
        for group in opt.param_groups:
            group["lr"] = (cfg.lr if name == "actor" else cfg.critic_lr) * factor
    return factor


def advantages(
    cfg: Config, reward: Tensor, values: Tensor, final: Tensor, mask: Tensor
) -> tuple[Tensor, Tensor]:
    """(6) adv [B, T] and returns [B, T] by the estimator `cfg.advantage` names in
    `rppo_loss.ADVANTAGE_ESTIMATORS` (gae: the actor's and the critic's lambda; grpo: the
    group-normalised final scores, zero returns)."""
    groups = torch.arange(cfg.batch_size, device=mask.device).repeat_interleave(
        cfg.samples_per_prompt
    )
    inputs = AdvantageInputs(
        reward, values, mask, final, groups, gamma=cfg.gamma, lam=cfg.lam, lam_critic=cfg.lam_critic
    )
    adv, returns = ADVANTAGE_ESTIMATORS[cfg.advantage].estimate(inputs)
    if cfg.whiten_advantages:
        adv = masked_whiten(adv, mask)
    return adv, returns

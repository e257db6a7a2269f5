"""A training run from start to finish: validate, build, loop, checkpoint, resume, stop cleanly.

Everything that can be checked without weights (config, data, checker, model name, run folder) is
checked first, so a typo costs a second, not a model load. The loop is step (8) of the recipe:
after each iteration the periodic eval, the metrics and samples lines, and the checkpoint.
"""

from __future__ import annotations

import json
import logging
import os
import signal
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

import torch

from reason_ppo import checkpoint
from reason_ppo.config import Config, torch_dtype
from reason_ppo.data import (
    Problem,
    dataset_kind,
    default_checker,
    load_problems,
    load_problems_with_report,
)
from reason_ppo.data.golds import describe_unreadable, unreadable_golds
from reason_ppo.errors import CheckpointSaveError, ExitCode, NonFiniteError, StopRequested
from reason_ppo.train.metrics import Metrics
from reason_ppo.train.progress import Counter, no_counter
from reason_ppo.train.recipe import TrainingSetup, iteration
from reason_ppo.train.runfolder import RunLog, prepare, truncate_after
from reason_ppo.train.state import (
    Optimizers,
    TrainState,
    load_state,
    make_optimizers,
    make_state,
    restore,
    save_state,
    snapshot,
)

log = logging.getLogger(__name__)


@dataclass
class RunOptions:
    dataset: str
    run_dir: Path
    data_dir: Path | None = None
    resume: bool = False
    force: bool = False
    skip_invalid: bool = False


def build(cfg: Config, opts: RunOptions) -> TrainingSetup:
    """Validate every input, then load the model once."""
    from rppo_check import CheckerPool, checker_info
    from rppo_policy import ActorCritic, resolve_model

    resolve_model(cfg.model)  # a wrong name or path fails here, before anything heavy
    checker = cfg.checker or default_checker(opts.dataset)
    checker_info(checker)
    rejects = opts.run_dir / "rejects.jsonl" if opts.skip_invalid else None
    report = load_problems_with_report(
        opts.dataset, split=cfg.split, data_dir=opts.data_dir, skip_invalid=opts.skip_invalid,
        rejects_path=rejects, seed=cfg.seed,
    )  # fmt: skip
    unreadable = unreadable_golds(report.problems, checker)
    if unreadable:
        log.warning(describe_unreadable(unreadable, len(report.problems), checker))
    eval_problems: list[Problem] = []
    if cfg.eval_every and dataset_kind(opts.dataset) == "jsonl":
        eval_problems = report.problems[: cfg.eval_limit]  # one file: load (and warn) once
    elif cfg.eval_every:
        eval_problems = load_problems(
            opts.dataset, split=cfg.eval_split, data_dir=opts.data_dir,
            skip_invalid=opts.skip_invalid, limit=cfg.eval_limit, seed=cfg.seed,
        )  # fmt: skip
    step_rewards = None
    if cfg.process_reward:
        from reason_ppo.train.step_rewards import make_step_scorer

        step_rewards = make_step_scorer(cfg.process_reward)
    prepare(opts.run_dir, cfg, resume=opts.resume, force=opts.force)
    torch.manual_seed(cfg.seed)
    policy = ActorCritic.load(
        cfg.model, quantize=None if cfg.quantize == "none" else cfg.quantize,
        lora_rank=cfg.lora_rank, lora_alpha=cfg.lora_alpha, dtype=torch_dtype(cfg.dtype),
        device="cuda" if torch.cuda.is_available() else "cpu",
        gradient_checkpointing=cfg.gradient_checkpointing, seed=cfg.seed,
    )  # fmt: skip
    pool = CheckerPool(checker, workers=cfg.checker_workers, timeout=cfg.checker_timeout)
    (opts.run_dir / "checker.json").write_text(json.dumps(pool.info.__dict__, indent=1))
    return TrainingSetup(policy, pool, report.problems, eval_problems, opts.dataset, step_rewards)


def train_loop(
    cfg: Config,
    setup: TrainingSetup,
    opts: RunOptions,
    *,
    on_step: Callable[[int, Metrics], None] = lambda step, metrics: None,
    on_phase: Callable[[int, str], None] = lambda step, phase: None,
    count: Counter = no_counter,
) -> ExitCode:
    """Run to `cfg.steps`; returns the process exit code. `on_step`, `on_phase` and `count`
    (`reason_ppo.train.progress`) let a caller show progress; the loop itself prints nothing."""
    state, optims = _start(cfg, setup, opts)

    def save() -> None:
        checkpoint.save(
            opts.run_dir, state.step,
            lambda stage: save_state(stage, cfg, state, setup.policy, optims), cfg.keep_last,
        )  # fmt: skip

    def phase(name: str) -> None:
        on_phase(state.step + 1, name)

    try:
        with RunLog(opts.run_dir) as run_log, SignalGuard() as guard:
            while state.step < cfg.steps:
                snap = snapshot(state)
                try:
                    metrics, samples = iteration(
                        cfg, setup, state, optims, lambda: guard.requested, phase, count
                    )
                except StopRequested:
                    restore(state, snap)  # the iteration never happened
                    save()
                    return ExitCode.INTERRUPTED
                except NonFiniteError as exc:
                    restore(state, snap)
                    save()
                    log.error("%s; checkpoint step-%d written", exc, state.step)
                    return ExitCode.NONFINITE
                # (8) eval, log, checkpoint.
                state.step += 1
                if _due(cfg.eval_every, state.step) and not guard.requested:
                    on_phase(state.step, "eval")
                    metrics |= _evaluate(cfg, setup)
                metrics = {"step": state.step, **metrics}
                run_log.write(state.step, metrics, samples)
                on_step(state.step, metrics)
                if guard.requested or state.step == cfg.steps or _due(cfg.save_every, state.step):
                    save()
                if guard.requested:
                    return ExitCode.INTERRUPTED
    except CheckpointSaveError as exc:
        log.error("%s", exc)
        return ExitCode.SAVE_FAILED
    return ExitCode.OK


def _start(cfg: Config, setup: TrainingSetup, opts: RunOptions) -> tuple[TrainState, Optimizers]:
    """A fresh state and optimizers; on resume, loaded from the newest complete checkpoint and
    the run's logs cut back to it."""
    state = make_state(cfg, len(setup.problems))
    optims = make_optimizers(cfg, setup.policy)
    if opts.resume:
        latest = checkpoint.latest_complete(opts.run_dir)
        if latest is not None:
            load_state(latest, state, setup.policy, optims)
            log.info("resumed from %s", latest)
        truncate_after(opts.run_dir / "metrics.jsonl", state.step)
        truncate_after(opts.run_dir / "samples.jsonl", state.step)
    return state, optims


def _due(every: int, step: int) -> bool:
    return bool(every) and step % every == 0


def _evaluate(cfg: Config, setup: TrainingSetup) -> Metrics:
    """The held-out eval of `reason-ppo eval`, on the run's eval problems."""
    from reason_ppo.eval.evaluate import evaluate

    started = time.perf_counter()
    result = evaluate(
        setup.policy, setup.eval_problems, dataset=setup.dataset, pool=setup.pool,
        max_new_tokens=cfg.max_new_tokens, batch_size=cfg.micro_batch_size,
        seed=cfg.seed, prompt_template=cfg.prompt_template or None,
    )  # fmt: skip
    return {
        "eval/accuracy": result.accuracy,
        "eval/strict_accuracy": result.strict_accuracy,
        "perf/eval_s": time.perf_counter() - started,
    }


class SignalGuard:
    """First SIGINT/SIGTERM: finish the phase, checkpoint, exit 130. Second: exit at once."""

    def __init__(self) -> None:
        self.requested = False
        self._previous: dict[int, Any] = {}

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        if self.requested:
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

"""A training run from start to finish: validate, build, loop, checkpoint, resume, stop cleanly.

Everything that can be checked without weights (config, data, checker, model name, run folder) is
checked first, so a typo costs a second, not a model load.
"""

from __future__ import annotations

import copy
import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch

from reason_ppo import checkpoint
from reason_ppo.config import Config
from reason_ppo.data import load_problems, load_problems_with_report
from reason_ppo.errors import CheckpointSaveError, ExitCode
from reason_ppo.train.recipe import (
    Components,
    NonFiniteError,
    SignalGuard,
    StopRequested,
    TrainState,
    iteration,
    load_state,
    make_optimizers,
    make_state,
    save_state,
)
from reason_ppo.train.runfolder import JsonlWriter, TensorBoard, prepare, truncate_after

log = logging.getLogger(__name__)


@dataclass
class RunOptions:
    dataset: str
    run_dir: Path
    data_dir: Path | None = None
    resume: bool = False
    force: bool = False
    skip_invalid: bool = False


def _dtype(cfg: Config) -> torch.dtype:
    if cfg.dtype == "auto":
        return torch.bfloat16 if torch.cuda.is_available() else torch.float32
    return getattr(torch, cfg.dtype)


def build(cfg: Config, opts: RunOptions) -> Components:
    """Validate every input, then load the model once."""
    from rppo_check import CheckerPool, checker_info
    from rppo_policy import ActorCritic, resolve_model

    from reason_ppo.data import default_checker

    resolve_model(cfg.model)  # a wrong name or path fails here, before anything heavy
    checker = cfg.checker or default_checker(opts.dataset)
    checker_info(checker)
    rejects = opts.run_dir / "rejects.jsonl" if opts.skip_invalid else None
    report = load_problems_with_report(
        opts.dataset, split=cfg.split, data_dir=opts.data_dir, skip_invalid=opts.skip_invalid,
        rejects_path=rejects, seed=cfg.seed,
    )  # fmt: skip
    problems = report.problems
    if report.skipped:
        log.warning(
            "%s: %d invalid rows skipped (written to %s)", report.source, report.skipped, rejects
        )
    eval_problems: list = []
    if cfg.eval_every:
        eval_problems = load_problems(
            opts.dataset, split=cfg.eval_split, data_dir=opts.data_dir,
            skip_invalid=opts.skip_invalid, limit=cfg.eval_limit, seed=cfg.seed,
        )  # fmt: skip
    step_scorer = None
    if cfg.process_reward:
        from reason_ppo.train.step_rewards import make_step_scorer

        step_scorer = make_step_scorer(cfg.process_reward)
    prepare(opts.run_dir, cfg, resume=opts.resume, force=opts.force)
    torch.manual_seed(cfg.seed)
    policy = ActorCritic.load(
        cfg.model, quantize=None if cfg.quantize == "none" else cfg.quantize,
        lora_rank=cfg.lora_rank, lora_alpha=cfg.lora_alpha, dtype=_dtype(cfg),
        device="cuda" if torch.cuda.is_available() else "cpu",
        gradient_checkpointing=cfg.gradient_checkpointing, seed=cfg.seed,
    )  # fmt: skip
    pool = CheckerPool(checker, workers=cfg.checker_workers, timeout=cfg.checker_timeout)
    (opts.run_dir / "checker.json").write_text(json.dumps(pool.info.__dict__, indent=1))
    return Components(policy, pool, problems, eval_problems, opts.dataset, step_scorer)


def _snapshot(state: TrainState) -> dict[str, Any]:
    """What phases (1)-(6) change before any weight moves: enough to abandon an iteration."""
    tensors, meta = checkpoint.rng_state()
    return {
        "sampler": (state.sampler.epoch, state.sampler.pos),
        "rollout": state.rollout_gen.get_state(),
        "shuffle": state.shuffle_gen.get_state(),
        "kl": copy.deepcopy(state.kl_ctl.state_dict()),
        "rng": (tensors, meta),
    }


def _restore(state: TrainState, snap: dict[str, Any]) -> None:
    state.sampler.epoch, state.sampler.pos = snap["sampler"]
    state.rollout_gen.set_state(snap["rollout"])
    state.shuffle_gen.set_state(snap["shuffle"])
    state.kl_ctl.load_state_dict(snap["kl"])
    checkpoint.set_rng_state(*snap["rng"])


def train_loop(
    cfg: Config,
    parts: Components,
    opts: RunOptions,
    *,
    on_step: Callable[[int, dict[str, float]], None] = lambda step, metrics: None,
    on_phase: Callable[[int, str], None] = lambda step, phase: None,
) -> ExitCode:
    """Run to `cfg.steps`; returns the process exit code."""
    from reason_ppo.eval.evaluate import evaluate

    run_dir = opts.run_dir
    state = make_state(cfg, len(parts.problems))
    optims = make_optimizers(cfg, parts.policy)
    if opts.resume:
        latest = checkpoint.latest_complete(run_dir)
        if latest is not None:
            load_state(latest, state, parts.policy, optims)
            log.info("resumed from %s", latest)
        truncate_after(run_dir / "metrics.jsonl", state.step)
        truncate_after(run_dir / "samples.jsonl", state.step)

    def save() -> None:
        checkpoint.save(
            run_dir, state.step,
            lambda stage: save_state(stage, cfg, state, parts.policy, optims), cfg.keep_last,
        )  # fmt: skip

    metrics_out = JsonlWriter(run_dir / "metrics.jsonl")
    samples_out = JsonlWriter(run_dir / "samples.jsonl")
    board = TensorBoard(run_dir)
    try:
        with SignalGuard() as guard:
            while state.step < cfg.steps:
                snap = _snapshot(state)
                try:
                    metrics, samples = iteration(cfg, parts, state, optims, lambda: guard.requested)
                except StopRequested:
                    _restore(state, snap)  # the iteration never happened
                    save()
                    return ExitCode.INTERRUPTED
                except NonFiniteError as exc:
                    _restore(state, snap)
                    save()
                    log.error("%s; checkpoint step-%d written", exc, state.step)
                    return ExitCode.NONFINITE
                state.step += 1
                if cfg.eval_every and state.step % cfg.eval_every == 0 and not guard.requested:
                    on_phase(state.step, "eval")
                    t0 = time.perf_counter()
                    result = evaluate(
                        parts.policy, parts.eval_problems, dataset=parts.dataset, pool=parts.pool,
                        max_new_tokens=cfg.max_new_tokens, batch_size=cfg.micro_batch_size,
                        seed=cfg.seed, prompt_template=cfg.prompt_template or None,
                    )  # fmt: skip
                    metrics["eval/accuracy"] = result.accuracy
                    metrics["perf/eval_s"] = time.perf_counter() - t0
                metrics = {"step": state.step, **metrics}
                metrics_out.write(metrics)
                for sample in samples:
                    samples_out.write({"step": state.step, **sample})
                board.write(state.step, metrics)
                on_step(state.step, metrics)
                last = state.step == cfg.steps
                if guard.requested or last or (cfg.save_every and state.step % cfg.save_every == 0):
                    save()
                if guard.requested:
                    return ExitCode.INTERRUPTED
    except CheckpointSaveError as exc:
        log.error("%s", exc)
        return ExitCode.SAVE_FAILED
    finally:
        metrics_out.close()
        samples_out.close()
        board.close()
    return ExitCode.OK

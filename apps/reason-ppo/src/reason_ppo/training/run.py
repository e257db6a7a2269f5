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
from reason_ppo.config import Config, ConfigError, torch_dtype
from reason_ppo.data import (
    Problem,
    dataset_kind,
    default_checker,
    load_problems,
    load_problems_with_report,
)
from reason_ppo.data.golds import describe_unreadable, unreadable_golds
from reason_ppo.errors import (
    CheckpointError,
    CheckpointSaveError,
    ExitCode,
    NonFiniteError,
    RunFolderError,
    StopRequested,
)
from reason_ppo.training.distributed import Dist, current, init_from_env
from reason_ppo.training.metrics import Metrics
from reason_ppo.training.progress import Advance, Counter, no_counter
from reason_ppo.training.recipe import TrainingSetup, iteration
from reason_ppo.training.runfolder import RunLock, claim, prepare, truncate_after
from reason_ppo.training.sinks import MetricLog, run_sinks
from reason_ppo.training.state import (
    Optimizers,
    TrainState,
    load_state,
    make_optimizers,
    make_state,
    rank_state,
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
    """Validate every input, then load the model once. Under torchrun: join the job first; each
    rank loads its own model and checker pool, rank 0 alone writes the run folder."""
    from rppo_check import CheckerPool, checker_info
    from rppo_policy import ActorCritic, resolve_model
    from rppo_policy.models import num_layers

    dist = init_from_env()
    # The folder first: a second writer, a run that --force replaces, a resume with nothing
    # readable are all decided before anything is written or loaded.
    dist.on_main(
        lambda: claim(opts.run_dir, resume=opts.resume, force=opts.force),
        RunFolderError, CheckpointError,
    )  # fmt: skip
    if cfg.batch_size < dist.world:
        raise ConfigError(
            f"batch_size={cfg.batch_size}: fewer problems than the {dist.world} processes"
        )
    spec = resolve_model(cfg.model)  # a wrong name or path fails here, before anything heavy
    if (layers := num_layers(spec)) is not None and cfg.critic_layers > layers:
        raise ConfigError(
            f"critic_layers: {cfg.model} has {layers} layers, got {cfg.critic_layers}"
        )
    checker = cfg.checker or default_checker(opts.dataset)
    checker_info(checker)
    rejects = opts.run_dir / "rejects.jsonl" if opts.skip_invalid and dist.is_main else None
    report = load_problems_with_report(
        opts.dataset, split=cfg.split, data_dir=opts.data_dir, skip_invalid=opts.skip_invalid,
        rejects_path=rejects, seed=cfg.seed,
    )  # fmt: skip
    unreadable = unreadable_golds(report.problems, checker)
    if unreadable and dist.is_main:
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
        from reason_ppo.training.step_rewards import make_step_scorer

        step_rewards = make_step_scorer(cfg, device=dist.device)
    dist.on_main(
        lambda: prepare(opts.run_dir, cfg, resume=opts.resume, force=opts.force), RunFolderError
    )
    torch.manual_seed(cfg.seed)
    from reason_ppo.config import policy_options

    policy = ActorCritic.load(
        cfg.model, quantize=None if cfg.quantize == "none" else cfg.quantize,
        lora_rank=cfg.lora_rank, lora_alpha=cfg.lora_alpha, dtype=torch_dtype(cfg.dtype),
        device=dist.device, seed=cfg.seed, critic_layers=cfg.critic_layers,
        options=policy_options(cfg),
    )  # fmt: skip
    pool = CheckerPool(checker, workers=cfg.checker_workers, timeout=cfg.checker_timeout)
    if dist.is_main:
        (opts.run_dir / "checker.json").write_text(json.dumps(pool.info.__dict__, indent=1))
    return TrainingSetup(policy, pool, report.problems, eval_problems, opts.dataset, step_rewards)


# Long: step (8) and every way out of the loop (signal, non-finite loss, failed save), each with
# its checkpoint, in one place.
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
    (`reason_ppo.training.progress`) let a caller show progress; the loop itself prints nothing.
    Under torchrun every rank runs it and returns the same code; rank 0 alone logs, reports and
    writes checkpoints."""
    dist = current()
    state, optims = _start(cfg, setup, opts, dist)

    save = _saver(cfg, setup, opts, state, optims)

    def phase(name: str) -> None:
        guard.enter(name)
        if dist.is_main:
            on_phase(state.step + 1, name)

    def stop() -> bool:  # a signal to any rank stops every rank, at the same point
        return dist.any(guard.requested)

    def next_phase(name: str) -> None:
        # Where a signal stops the run: as each phase of an iteration starts (before the first,
        # no further iteration starts); restore() below undoes the phases done.
        if stop():
            raise StopRequested
        phase(name)

    guard = SignalGuard()
    counting = _guarded(count, guard, dist)
    try:
        with MetricLog(run_sinks(opts.run_dir, is_main=dist.is_main)) as run_log, guard:
            while state.step < cfg.steps:
                snap = snapshot(state)
                errors = dict(setup.pool.counters)
                try:
                    metrics, samples = iteration(
                        cfg, setup, state, optims, dist, next_phase, counting
                    )
                except StopRequested:
                    restore(state, snap)  # the iteration never happened
                    save(unless_held=True)
                    return ExitCode.INTERRUPTED
                except NonFiniteError as exc:
                    restore(state, snap)
                    save()
                    log.error("%s; checkpoint step-%d written", exc, state.step)
                    return ExitCode.NONFINITE
                # (8) eval, log, checkpoint.
                state.step += 1
                if dist.is_main:
                    _warn_if_every_check_errored(setup, errors, state.step)
                if _due(cfg.eval_every, state.step) and not stop():
                    phase("eval")
                    metrics |= _evaluate(cfg, setup)
                metrics = {"step": state.step, **metrics}
                guard.enter("checkpoint")
                run_log.write(state.step, metrics, samples)
                if dist.is_main:
                    on_step(state.step, metrics)
                if stop() or state.step == cfg.steps or _due(cfg.save_every, state.step):
                    save()
                if stop():
                    return ExitCode.INTERRUPTED
    except CheckpointSaveError as exc:
        log.error("%s", exc)
        return ExitCode.SAVE_FAILED
    finally:
        RunLock.release(opts.run_dir)
    return ExitCode.OK


def _saver(
    cfg: Config, setup: TrainingSetup, opts: RunOptions, state: TrainState, optims: Optimizers
) -> Callable[..., None]:
    """`save(unless_held=False)`: the run's state as `checkpoints/step-N` (rank 0 writes it; under
    torchrun every rank calls it, the ranks' own state gathered)."""
    dist = current()

    def save(*, unless_held: bool = False) -> None:
        done = opts.run_dir / "checkpoints" / f"step-{state.step}"
        held = unless_held and dist.is_main and done.exists() and checkpoint.verify(done) is None
        if dist.from_main(held):  # every rank skips the gather alike
            # A signal stopped the run where this checkpoint was written (restore() undid the
            # abandoned iteration): rewriting it would only open a window in which a second
            # signal leaves no checkpoint of this step.
            return
        ranks = dist.gather_objects(rank_state(setup.policy)) if dist.world > 1 else None
        dist.on_main(
            lambda: checkpoint.save(
                opts.run_dir, state.step,
                lambda stage: save_state(stage, cfg, state, setup.policy, optims, ranks),
                cfg.keep_last,
            ),
            CheckpointSaveError,
        )  # fmt: skip

    return save


def _guarded(count: Counter, guard: SignalGuard, dist: Dist) -> Counter:
    """`count`, whose counters also tell `guard` the phase's progress (its ETA) and, once a signal
    came, abandon a phase that may be abandoned (StopRequested) at the next tick."""

    def counting(total: int, unit: str) -> Advance:
        advance = count(total, unit)

        def step(n: int) -> None:  # inside a phase: the guard's ETA; abandon if it may
            advance(n)
            guard.advance(n, total)
            if guard.requested and dist.world == 1 and guard.phase in ABANDONABLE:
                raise StopRequested  # no weight has moved yet: restore() undoes the phase

        return step

    return counting


# Phases that change nothing restore() cannot undo: a signal abandons them at the next counter tick
# instead of waiting for their end (minutes of decoding at default sizes). The update moves the
# weights, so it is finished.
ABANDONABLE = frozenset({"rollout", "score"})


def _warn_if_every_check_errored(setup: TrainingSetup, before: dict[str, int], step: int) -> None:
    """A checker that raised on every check of an iteration trains at score 0: say so, with the
    first exception's text (the pool keeps it), instead of training on silently."""
    counters = setup.pool.counters
    checks = counters["checks"] - before.get("checks", 0)
    errors = counters["errors"] - before.get("errors", 0)
    if checks and errors == checks:
        first = getattr(setup.pool, "first_error", None) or "no exception text"
        log.warning(
            "step %d: every check (%d) errored in checker %r: first error: %s",
            step, checks, setup.pool.spec, first,
        )  # fmt: skip


def _start(
    cfg: Config, setup: TrainingSetup, opts: RunOptions, dist: Dist
) -> tuple[TrainState, Optimizers]:
    """A fresh state and optimizers; on resume, loaded from the newest complete checkpoint and
    the run's logs cut back to it."""
    state = make_state(cfg, len(setup.problems))
    optims = make_optimizers(cfg, setup.policy)
    if opts.resume:
        latest = dist.from_main(checkpoint.latest_complete(opts.run_dir) if dist.is_main else None)
        if latest is not None:
            load_state(latest, state, setup.policy, optims, dist)
            log.info("resumed from %s", latest)
        if dist.is_main:
            truncate_after(opts.run_dir / "metrics.jsonl", state.step)
            truncate_after(opts.run_dir / "samples.jsonl", state.step)
    return state, optims


def _due(every: int, step: int) -> bool:
    return bool(every) and step % every == 0


def _evaluate(cfg: Config, setup: TrainingSetup) -> Metrics:
    """The held-out eval of `reason-ppo eval`, on the run's eval problems (under torchrun each
    rank evaluates its share and the correct answers are summed)."""
    from reason_ppo.eval.evaluate import evaluate

    started = time.perf_counter()
    dist = current()
    start, end = dist.span(len(setup.eval_problems))
    correct = strict = 0
    if end > start:
        result = evaluate(
            setup.policy, setup.eval_problems[start:end], dataset=setup.dataset, pool=setup.pool,
            max_new_tokens=cfg.max_new_tokens, batch_size=cfg.micro_batch_size,
            seed=cfg.seed, prompt_template=cfg.prompt_template or None,
        )  # fmt: skip
        correct, strict = result.correct, result.strict_correct
    n = len(setup.eval_problems)
    return {
        "eval/accuracy": dist.sum(correct) / n,
        "eval/strict_accuracy": dist.sum(strict) / n,
        "perf/eval_s": time.perf_counter() - started,
    }


class SignalGuard:
    """First SIGINT/SIGTERM/SIGHUP: finish (or abandon, before the update) the phase it names,
    checkpoint, exit 130. Second: exit at once. `enter`/`advance` tell it where the run is, so
    the first signal's line says what it waits for and about how long."""

    SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)

    def __init__(self) -> None:
        self.requested = False
        self.phase = "start"
        self._previous: dict[int, Any] = {}
        self._started = time.monotonic()
        self._done = 0
        self._total = 0

    def enter(self, phase: str) -> None:
        self.phase, self._started, self._done, self._total = phase, time.monotonic(), 0, 0

    def advance(self, n: int, total: int) -> None:
        self._done, self._total = self._done + n, total

    def _eta(self) -> str:
        if not self._done or self._total <= self._done:
            return ""
        left = (time.monotonic() - self._started) * (self._total - self._done) / self._done
        return f", about {left:.0f}s left"

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        if self.requested:
            os._exit(ExitCode.INTERRUPTED)  # the last complete checkpoint is never touched
        self.requested = True
        name = signal.Signals(signum).name
        if self.phase in ABANDONABLE and current().world == 1:
            what = f"abandoning the {self.phase} (no weights have moved), then checkpointing"
        elif self.phase == "checkpoint":
            what = "finishing the checkpoint being written, then exiting"
        else:
            what = f"finishing the {self.phase}{self._eta()}, then checkpointing"
        # stderr directly: a handler must not take the logging lock the main thread may hold.
        os.write(2, f"reason-ppo: {name}: {what}; again to exit at once\n".encode())

    def __enter__(self) -> SignalGuard:
        for sig in self.SIGNALS:
            self._previous[sig] = signal.signal(sig, self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        # After a first signal the process is on its way out with 130; a second one that lands
        # after the loop has returned (a fast checkpoint) must still mean "exit at once, 130",
        # not the default handler's death by signal.
        for sig, handler in self._previous.items():
            signal.signal(sig, self._exit_at_once if self.requested else handler)

    @staticmethod
    def _exit_at_once(signum: int, frame: FrameType | None) -> None:
        os._exit(ExitCode.INTERRUPTED)

    @classmethod
    def ignore_from_now(cls) -> None:
        """Ignore further signals: the run has stopped and its checkpoint is written. Without it,
        a second signal during the interpreter's shutdown kills the process by signal (-15), not
        130: shutdown puts every signal whose handler is a Python function back to the default,
        and leaves ignored ones ignored."""
        for sig in cls.SIGNALS:
            signal.signal(sig, signal.SIG_IGN)

"""reason_ppo: PPO for reasoning with verifiable rewards. The Python face of the CLI:

    import reason_ppo

    metrics = reason_ppo.train("arithmetic", model="tiny", out="runs/demo", steps=2, quantize="none")
    summary = reason_ppo.evaluate("arithmetic", adapter="runs/demo", limit=20)

Both validate as `reason-ppo train` / `reason-ppo eval` do, before any weights load, and raise an
exception with a one-line message (ConfigError, DataError, ...: all ValueError) instead of exiting.
Everything heavy is imported inside the functions, so `import reason_ppo` stays light.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

__all__ = ["TrainingStopped", "evaluate", "train"]


class TrainingStopped(RuntimeError):
    """A run that did not reach its last step: interrupted (its checkpoint written), a failed
    checkpoint save, or non-finite losses. `code` is the CLI's exit code for it."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code


def _overrides(config: dict[str, Any]) -> list[str]:
    """Keyword arguments as the CLI's `key=value` overrides, so they pass through exactly the same
    checks (unknown key with its suggestion, type, range)."""
    items = []
    for key, value in config.items():
        if isinstance(value, (list, tuple)):
            value = ",".join(str(v) for v in value)
        elif isinstance(value, bool):
            value = "true" if value else "false"
        items.append(f"{key}={value}")
    return items


def train(
    dataset: str,
    *,
    model: str | None = None,
    out: str | Path | None = None,
    config_file: str | Path | None = None,
    data_dir: str | Path | None = None,
    resume: bool = False,
    force: bool = False,
    skip_invalid: bool = False,
    **config: Any,
) -> dict[str, Any]:
    """Train with PPO, as `reason-ppo train DATASET --model M --out OUT key=value ...`, and return
    the metrics of the last iteration (the last line of OUT/metrics.jsonl).

    `config` holds config keys (`reason-ppo config` lists them): `steps=2, lr=1e-5,
    report_to=["tensorboard", "mlflow"]`. Bad input raises before any weights load (ConfigError
    naming the key, DataError naming the row, ModelNotFound, RunFolderError); a run that stops
    early raises TrainingStopped after writing its checkpoint."""
    from reason_ppo.cli.train import _REASONS, _config, _resume_step
    from reason_ppo.config import names
    from reason_ppo.errors import ExitCode
    from reason_ppo.training.run import RunOptions, build, train_loop
    from reason_ppo.training.runfolder import RunLock, check_resumable, check_saved_config
    from reason_ppo.training.sinks import require_trackers

    run_dir = Path(out) if out is not None else _default_out(dataset)
    if resume:
        check_resumable(run_dir, force=force)
        check_saved_config(run_dir, force=force)
    file = Path(config_file) if config_file is not None else None
    cfg = _config(run_dir, file, _overrides(config), model, resume=resume)
    require_trackers(names(cfg.report_to))
    if resume and _resume_step(run_dir) >= cfg.steps:
        return _last_metrics(run_dir)  # finished already: what it ended with
    opts = RunOptions(
        dataset, run_dir, Path(data_dir) if data_dir is not None else None, resume, force,
        skip_invalid,
    )  # fmt: skip
    setup = build(cfg, opts)
    last: dict[str, Any] = {}
    try:
        code = train_loop(cfg, setup, opts, on_step=lambda step, m: last.update(m))
    finally:
        setup.pool.close()
        RunLock.release(run_dir)
    if code != ExitCode.OK:
        raise TrainingStopped(f"{run_dir}: {_REASONS.get(code, 'failed')} (exit {code})", code)
    return last or _last_metrics(run_dir)


def _default_out(dataset: str) -> Path:
    return Path("runs") / f"{dataset.split(':')[0]}-{time.strftime('%Y%m%d-%H%M%S')}"


def _last_metrics(run_dir: Path) -> dict[str, Any]:
    import json

    path = run_dir / "metrics.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    return dict(json.loads(lines[-1])) if lines else {}


# `reason-ppo eval`'s defaults, option by option (None: the run's, else the data set's).
_EVAL_DEFAULTS: dict[str, Any] = {
    "split": "test", "limit": None, "samples": 1, "out": None, "data_dir": None, "checker": None,
    "batch_size": 8, "max_new_tokens": None, "quantize": None, "temperature": None, "seed": None,
    "prompt_template": None,
}  # fmt: skip


def evaluate(
    dataset: str,
    *,
    model: str | None = None,
    adapter: str | Path | None = None,
    workers: int = 2,
    timeout: float = 2.0,
    **options: Any,
) -> dict[str, Any]:
    """Evaluate as `reason-ppo eval DATASET --model M --adapter RUN ...` and return its summary
    (what `--json` prints: accuracy, strict_accuracy, counts). `options` are the command's other
    options by their Python names: split, limit, samples, out, data_dir, checker, batch_size,
    max_new_tokens, quantize, temperature, prompt_template, seed. Bad input raises before any
    weights load (a ValueError with one line)."""
    from reason_ppo.cli.eval import run_eval
    from reason_ppo.eval.plan import plan_eval

    unknown = sorted(set(options) - set(_EVAL_DEFAULTS))
    if unknown:
        raise ValueError(
            f"{unknown[0]}: unknown eval option (one of {', '.join(sorted(_EVAL_DEFAULTS))})"
        )
    given = {**_EVAL_DEFAULTS, **options}
    for key in ("out", "data_dir"):
        if given[key] is not None:
            given[key] = Path(given[key])
    plan = plan_eval(
        dataset, model=model, adapter=Path(adapter) if adapter is not None else None, **given
    )
    summary: dict[str, Any] = run_eval(plan, workers=workers, timeout=timeout).summary()
    return summary

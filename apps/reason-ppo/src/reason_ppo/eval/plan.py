"""What `reason-ppo eval` will do, resolved and validated before torch or any weights load.

`plan_eval` turns the command's arguments into an `EvalPlan`: which weights (a run folder's newest
complete checkpoint, a checkpoint, or a policy folder), which base model and settings (the run's
config.toml, else the policy's policy.json, else the training defaults), which checker, which
problems and where the results go. Every mistake is a one-line ValueError naming the culprit.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from reason_ppo.config import Config
    from reason_ppo.data import Problem

QUANTIZE_CHOICES = ("nf4", "none")


class EvalSetupError(ValueError):
    """A bad eval argument found before any weights load; the message names it in one line."""


@dataclass(frozen=True)
class AdapterSource:
    """Where trained weights live: `policy_dir` (the `ActorCritic.save` layout), and when known the
    run folder it came from (for its config) and the checkpoint step."""

    policy_dir: Path
    run_dir: Path | None
    step: int | None


@dataclass(frozen=True)
class EvalPlan:
    """Every resolved choice of one eval, all validated; nothing heavy loaded yet."""

    dataset: str
    split: str
    problems: list[Problem]
    model: str
    adapter: AdapterSource | None
    checker: str
    quantize: str
    dtype: str
    lora_rank: int
    lora_alpha: int
    max_new_tokens: int
    temperature: float
    prompt_template: str | None
    seed: int
    samples: int
    batch_size: int
    out: Path
    # One-line cautions to print before the model loads (e.g. a precision other than the run's).
    warnings: tuple[str, ...] = ()


def _is_policy_dir(path: Path) -> bool:
    return (path / "actor" / "adapter_config.json").is_file()


def resolve_adapter(path: Path) -> AdapterSource:
    """Accept a run folder (newest complete checkpoint), a `checkpoints/step-N` folder, or a policy
    folder (holds `actor/adapter_config.json`). Raises EvalSetupError naming the folder."""
    from reason_ppo import checkpoint

    if not path.exists():
        raise EvalSetupError(f"--adapter {path}: no such file or folder")
    if not path.is_dir():
        raise EvalSetupError(
            f"--adapter {path}: not a folder (expected a run or checkpoint folder)"
        )
    if (path / "checkpoints").is_dir() or (path / "config.toml").is_file():
        folder = checkpoint.latest_complete(path)
        if folder is None:
            raise EvalSetupError(
                f"--adapter {path}: run folder without a complete checkpoint in checkpoints/step-N/"
            )
        return _from_checkpoint(folder, run_dir=path)
    if (path / "policy").is_dir() or checkpoint.verify(path) is None:
        return _from_checkpoint(path, run_dir=_run_of_checkpoint(path))
    if _is_policy_dir(path):
        above = path.parent
        return AdapterSource(path, _run_of_checkpoint(above), _step_of(above))
    raise EvalSetupError(
        f"--adapter {path}: not a run folder (checkpoints/), a checkpoint (policy/) "
        "or a policy folder (actor/adapter_config.json)"
    )


def _step_of(folder: Path) -> int | None:
    name = folder.name
    return int(name[5:]) if name.startswith("step-") and name[5:].isdigit() else None


def _run_of_checkpoint(folder: Path) -> Path | None:
    # RUN/checkpoints/step-N: the run folder is two levels up, if it has a config.
    run = folder.parent.parent
    return run if folder.parent.name == "checkpoints" and (run / "config.toml").is_file() else None


def _from_checkpoint(folder: Path, run_dir: Path | None) -> AdapterSource:
    from reason_ppo import checkpoint

    problem = checkpoint.verify(folder) if (folder / checkpoint.MANIFEST).exists() else None
    if problem is not None:
        raise EvalSetupError(f"--adapter {folder}: incomplete checkpoint ({problem})")
    policy_dir = folder / "policy"
    if not _is_policy_dir(policy_dir):
        raise EvalSetupError(
            f"--adapter {folder}: checkpoint without {policy_dir.name}/actor/adapter_config.json"
        )
    return AdapterSource(policy_dir, run_dir, _step_of(folder))


def _run_config(adapter: AdapterSource | None) -> Config | None:
    """The run's saved config.toml, or None without a run folder."""
    if adapter is None or adapter.run_dir is None:
        return None
    from reason_ppo.config import ConfigError, load_config

    path = adapter.run_dir / "config.toml"
    try:
        return load_config(path)
    except ConfigError as exc:
        raise EvalSetupError(f"--adapter: cannot read the run's config: {exc}") from None


def _policy_meta(adapter: AdapterSource | None) -> dict[str, Any] | None:
    """policy.json of the adapter (model, quantize, LoRA shape), checked for every file the load
    needs, so a torn policy folder is reported here rather than after the backbone loads."""
    if adapter is None:
        return None
    from rppo_policy.persistence import read_policy_json

    try:
        return read_policy_json(adapter.policy_dir)
    except ValueError as exc:
        raise EvalSetupError(f"--adapter: {exc}") from None


def _default_out(
    dataset: str, split: str, adapter: AdapterSource | None, like: Path | None = None
) -> Path:
    # A results file per data set, split and checkpoint in the run's evals/ folder, so evals of
    # different steps do not overwrite each other and the run folder itself (what `make eval`
    # picks) is left alone. A base-model eval goes under the run it is compared with (--like),
    # else under runs/evals/: never loose at the repository root.
    slug = "".join(ch if ch.isalnum() or ch in "-_." else "-" for ch in dataset.replace(":", "-"))
    if adapter is None:
        where = like / "evals" if like is not None else Path("runs") / "evals"
        return where / f"baseline-{slug}-{split}.jsonl"
    where = (adapter.run_dir or adapter.policy_dir.parent) / "evals"
    step = f"-step-{adapter.step}" if adapter.step is not None else ""
    return where / f"eval-{slug}-{split}{step}.jsonl"


def _like_config(like: Path) -> Config:
    """The settings of the run folder `--like` names (config.toml), for a base-model eval that
    uses the run's prompt, token cap, checker and precision."""
    from reason_ppo.config import ConfigError, load_config

    if not (like / "config.toml").is_file():
        raise EvalSetupError(f"--like {like}: not a run folder (no config.toml)")
    try:
        return load_config(like / "config.toml")
    except ConfigError as exc:
        raise EvalSetupError(f"--like {like}: cannot read the run's config: {exc}") from None


def _quantize_warning(quantize: str | None, base: Config, from_run: bool) -> tuple[str, ...]:
    # NF4 rounds the backbone's weights; the adapter learned on the rounded ones and `export`
    # dequantizes them, so only the run's precision evaluates the model trained and exported.
    if not from_run or quantize is None or quantize == base.quantize:
        return ()
    return (
        f"warning: --quantize {quantize} differs from the run's training precision "
        f"({base.quantize}): this evaluates a different model from the one trained and exported",
    )


def _check_writable(out: Path) -> None:
    """Fail before the model loads when `out` cannot be written; leaves an existing file intact."""
    try:
        if out.is_dir():
            raise EvalSetupError(f"--out {out}: is a folder, expected a file path")
        out.parent.mkdir(parents=True, exist_ok=True)
        probe = out.parent / f".{out.name}.write-test-{os.getpid()}"
        probe.write_text("")
        probe.unlink()
    except OSError as exc:
        raise EvalSetupError(f"--out {out}: not writable ({exc.strerror or exc})") from None


def _check_flags(
    samples: int,
    batch_size: int,
    max_new_tokens: int | None,
    quantize: str | None,
    temperature: float | None,
    prompt_template: str | None,
) -> None:
    if samples < 1:
        raise EvalSetupError(f"--samples must be >= 1, got {samples}")
    if batch_size < 1:
        raise EvalSetupError(f"--batch-size must be >= 1, got {batch_size}")
    if max_new_tokens is not None and max_new_tokens < 1:
        raise EvalSetupError(f"--max-new-tokens must be >= 1, got {max_new_tokens}")
    if quantize is not None and quantize not in QUANTIZE_CHOICES:
        raise EvalSetupError(f"--quantize must be one of {', '.join(QUANTIZE_CHOICES)}")
    if temperature is not None and temperature <= 0:
        raise EvalSetupError(f"--temperature must be > 0, got {temperature}")
    if prompt_template is not None:
        from reason_ppo.data import DataError
        from reason_ppo.data.prompts import check_template

        try:
            check_template(prompt_template)
        except DataError as error:
            raise EvalSetupError(f"--prompt-template: {error}") from None


def _base_config(source: AdapterSource | None, model: str | None, adapter: Path | None) -> Config:
    """The settings an eval defaults to. What the run trained with, so `eval --adapter RUN`
    measures the trained setting (explicit flags win); without a run, the policy folder's
    policy.json names the base model and quantisation; without an adapter, the training defaults."""
    from reason_ppo.config import Config

    run_cfg = _run_config(source)
    saved = _policy_meta(source)  # checked even with a run config: a torn folder fails here
    if run_cfg is not None:
        return run_cfg
    base = Config()
    if saved is None:
        return base
    if model is None and saved.get("model") is None:
        raise EvalSetupError(
            f"--adapter {adapter}: neither a run config.toml nor policy.json names the base "
            "model; pass --model"
        )
    return dataclasses.replace(
        base, model=saved.get("model") or base.model, quantize=saved.get("quantize") or "none"
    )


def plan_eval(
    dataset: str,
    *,
    model: str | None,
    adapter: Path | None,
    split: str,
    limit: int | None,
    samples: int,
    out: Path | None,
    data_dir: Path | None,
    checker: str | None,
    batch_size: int,
    max_new_tokens: int | None,
    quantize: str | None,
    temperature: float | None,
    seed: int | None,
    prompt_template: str | None = None,
    like: Path | None = None,
) -> EvalPlan:
    """Validate and resolve every argument; raises EvalSetupError (or another ValueError with a
    one-line message: ModelNotFound, DataError, CheckerNotFound) before anything heavy loads."""
    from rppo_check import checker_info
    from rppo_policy import resolve_model

    from reason_ppo.data import default_checker, load_problems, parse_dataset

    _check_flags(samples, batch_size, max_new_tokens, quantize, temperature, prompt_template)
    parse_dataset(dataset)
    if like is not None and adapter is not None:
        raise EvalSetupError("--like: only for a base model; --adapter already uses its run's")
    source = resolve_adapter(adapter) if adapter is not None else None
    base = _like_config(like) if like is not None else _base_config(source, model, adapter)
    from_run = like is not None or (source is not None and source.run_dir is not None)
    model_name = model or base.model
    resolve_model(model_name)
    checker_name = checker or base.checker or default_checker(dataset)
    checker_info(checker_name)
    target = out if out is not None else _default_out(dataset, split, source, like)
    _check_writable(target)
    # The run's seed by default: the arithmetic test problems and the samples then match the
    # periodic eval of the run.
    seed = seed if seed is not None else base.seed
    problems = load_problems(dataset, split=split, data_dir=data_dir, limit=limit, seed=seed)
    return EvalPlan(
        dataset=dataset,
        split=split,
        problems=problems,
        model=model_name,
        adapter=source,
        checker=checker_name,
        quantize=quantize or base.quantize,
        dtype=base.dtype,
        lora_rank=base.lora_rank,
        lora_alpha=base.lora_alpha,
        max_new_tokens=max_new_tokens or base.max_new_tokens,
        temperature=temperature if temperature is not None else base.temperature,
        prompt_template=prompt_template or base.prompt_template or None,
        seed=seed,
        samples=samples,
        batch_size=batch_size,
        out=target,
        warnings=_quantize_warning(quantize, base, from_run),
    )

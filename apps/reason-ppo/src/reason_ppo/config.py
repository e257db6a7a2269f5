"""The one configuration of a training run: a frozen dataclass, a TOML file, `key=value` overrides.

Defaults describe the canonical one-GPU GSM8K run (a 1.5B instruct model in NF4 on a 24-80 GB card).
CPU demos override the sizes on the command line; every field's comment says why its default is what
it is. Only the app owns configuration: packages take plain keyword arguments.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import math
from dataclasses import dataclass, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, get_args

import tomllib

if TYPE_CHECKING:
    import torch
    from rppo_policy.options import PolicyOptions


logger = logging.getLogger(__name__)

# The keys with a fixed set of values the app owns; `validate` refuses anything else. The algorithm
# choices (advantage, kl_estimator, loss_agg, process_mode) are the packages' tables: see
# `algorithm_choices`.
Quantize = Literal["nf4", "none"]
Dtype = Literal["auto", "float32", "bfloat16", "float16"]
LrSchedule = Literal["cosine", "linear", "constant"]
ProcessSplit = Literal["lines", "sentences", "tag"]  # = rppo_prm.SplitMode (a test checks)


class ConfigError(ValueError):
    """A bad config file, key or value; the message names the culprit in one line."""


@dataclass(frozen=True)
class Config:
    # --- run ---------------------------------------------------------------------------------
    seed: int = 0  # every random choice (data order, sampling, init) derives from it
    steps: int = 500  # PPO iterations; ~64k rollouts at the default batch, enough for GSM8K gains
    # --- model -------------------------------------------------------------------------------
    model: str = "Qwen/Qwen2.5-1.5B-Instruct"  # strong enough at GSM8K for PPO to have signal
    quantize: Quantize = "nf4"  # one 4-bit backbone serves actor, critic and reference
    dtype: Dtype = "auto"  # bf16 on a GPU that has it, fp32 on CPU (bit-exact tests)
    lora_rank: int = (
        32  # enough capacity for format + reasoning shifts; adapters stay < 1% of weights
    )
    lora_alpha: int = 64  # alpha = 2 x rank: the usual scale, so lr transfers between ranks
    gradient_checkpointing: bool = True  # trades ~30% update time for activations that fit
    recompute_mlp: bool = True  # without gradient checkpointing (which recomputes whole layers),
    # each gated MLP keeps `gate(x)` and `up(x)` for the backward and recomputes
    # `down(act(gate) * up)` from them: bit-identical gradients, 2 of its 4 [tokens, intermediate]
    # tensors fewer per layer (the largest share of a layer's activations), for some actor-step
    # time ([bench/NOTES.md](bench/NOTES.md) has the figures)
    critic_layers: int = 0  # 0: the critic adapter on every layer, its own forward and backward
    # through the whole stack. k > 0: critic LoRA and value head on the top k layers, run on the
    # hidden states the reference pass already computed: much less time per iteration
    # (`make bench-trl`). Default 0 because one easy task is not yet enough to change every
    # user's run: on the learn-demo k = 2, 4 and 30 reached the same accuracy as k = 0, a few
    # iterations later and explaining less of the returns
    # ([bench/NOTES-learning.md](bench/NOTES-learning.md#issue-18-2026-12-01-the-branched-critic-critic_layers)
    # has the figures). Use 2-4 for speed
    # --- policy engine (how `rppo_policy.PolicyOptions` runs the model) ---------------------
    scoring_batch_size: int = 8  # rows per forward of the no-grad scoring passes (reference
    # log-probs and values of a whole iteration); apart from `micro_batch_size`, which is the rows
    # per forward/backward of the update (an update micro-batch larger than this is split again)
    head_chunk: int = 512  # tokens per LM-head product: bounds the [chunk, vocab] fp32 logits
    share_prompts: bool = True  # rows repeating a prompt run it once, and the leading tokens all
    # prompts share run once per batch (`false`: every row runs its whole prompt, for A/B)
    reserve_kv_room: bool = True  # decoding writes into KV-cache room reserved after the prefill
    # instead of growing the cache by concatenation (same numbers; `false` for A/B)
    lean_decoding: bool = True  # Llama-family decode steps skip transformers' per-call machinery
    # (the same logits bit for bit; `false`: transformers' forward, for A/B)
    # --- data and reward ---------------------------------------------------------------------
    split: str = "train"
    eval_split: str = "test"
    prompt_template: str = ""  # "" = the data set's default instruction (answer after ####);
    # "r1" = think in <think>, answer in <answer>; or a text with {question}
    checker: str = ""  # "" = the data set's default checker (gsm8k for GSM8K/arithmetic)
    checker_timeout: float = 2.0  # seconds per check; a timeout scores 0, never 1
    checker_workers: int = 2  # worker processes; checks are ~0.1 ms, two hide a hung one
    process_reward: str = ""  # "" = outcome reward only; "arithmetic", a PRM preset
    # (math-shepherd / qwen2.5-math-prm / rlhflow / skywork-prm) or a step-scorer plug-in
    process_reward_options: str = ""  # the step scorer's options, a TOML inline table:
    # `{model = "DIR", device = "cuda"}` (in a TOML file a table; kept as its canonical text)
    process_weight: float = 0.2  # step rewards are hints; the outcome must stay the main signal
    process_mode: str = "penalty"  # how step scores become rewards (`rppo_prm.PROCESS_MODES`):
    # "penalty" (wrong steps only, totalling at least -process_weight), "min" (the weakest step),
    # "last", "mean" (each within +-process_weight per completion, so with process_weight <= 0.5 the
    # step rewards never outweigh the answer's 0-or-1) or "sum" (every step, unbounded). The default
    # is "penalty" because it cannot be farmed: a right line added to a solution never raises its
    # step rewards. "sum", the default before 2026-12-02, paid +process_weight per easy right line
    # (`1 + 1 = 2`): runs saved with it keep it
    process_split: str = "lines"  # how a completion is cut into steps for the step scorer:
    # "lines" (one step a non-blank line), "sentences" (also at . ! ?), "tag" (at `process_step_tag`)
    process_step_tag: str = "\n\n"  # the step separator of process_split="tag" (paragraphs)
    missing_eos_penalty: float = 0.0  # subtracted from the score of a truncated answer
    format_reward: float = 0.0  # added to the score when the answer is in the marker the prompt
    # asked for (`####` / `\boxed`), right or wrong: a lever for the format, kept apart from
    # correctness ([learn-demo](#results))
    strict_format: bool = False  # `true`: a right answer outside that marker scores 0 (the old
    # checker's rule, for users who want it)
    # --- rollout -----------------------------------------------------------------------------
    batch_size: int = 32  # prompts per iteration
    samples_per_prompt: int = 4  # 128 rollouts per iteration: low-variance advantages
    max_new_tokens: int = 512  # GSM8K chains of thought fit in ~300 tokens
    temperature: float = 1.0  # sample from the policy itself: the PPO ratio assumes it
    top_p: float = 1.0
    top_k: int = 0
    # --- optimisation ------------------------------------------------------------------------
    lr: float = 1e-5  # actor LoRA; larger moves the policy past the clip range within one epoch
    critic_lr: float = 5e-5  # the critic starts from nothing and must catch up fast
    weight_decay: float = 0.0
    warmup_steps: int = 10  # iterations of linear lr warm-up for both optimisers
    lr_schedule: LrSchedule = "cosine"  # cosine / linear / constant decay after the warm-up
    max_grad_norm: float = 1.0
    ppo_epochs: int = 2  # more epochs reuse expensive rollouts; clipping keeps them safe
    minibatch_size: int = 32  # rollouts per optimizer step (capped at the rollouts of an iteration)
    micro_batch_size: int = 8  # rollouts per forward/backward; accumulation fills a minibatch
    critic_warmup: int = 0  # iterations where only the critic learns (advantages need a baseline)
    target_approx_kl: float = 0.0  # stop the epochs early past this approx-KL (0 = never)
    # --- PPO terms ---------------------------------------------------------------------------
    advantage: str = "gae"  # gae (learned critic) / grpo (group-normalised scores, no critic;
    # the KL to the reference is logged but not in the advantages, so `kl_coef` has no effect
    # there). The names are `rppo_loss.ADVANTAGE_ESTIMATORS`
    kl_coef: float = 0.05  # beta: strong enough to stop drift, weak next to a reward of 1
    kl_target: float = 0.0  # > 0 turns on the adaptive controller (Ziegler et al.)
    kl_horizon: int = 10000  # adaptive controller's horizon in rollouts
    kl_estimator: str = "k1"  # per-token KL in the reward; k1 is unbiased and can go negative
    # (k1 / k2 / k3: `rppo_loss.KL_ESTIMATORS`)
    gamma: float = 1.0  # the sparse final reward counts fully for every token
    lam: float = 0.95  # actor GAE lambda: a little bias for much less variance
    lam_critic: float = 1.0  # critic targets: Monte-Carlo returns, unbiased (decoupled GAE)
    whiten_advantages: bool = True
    clip_eps: float = 0.2
    dual_clip: float = 0.0  # > 1 bounds the loss of negative-advantage tokens (0 = off)
    value_clip_eps: float = 0.2  # 0 = no value clipping
    entropy_coef: float = 0.0  # exploration comes from sampling at T=1; a bonus mostly adds noise
    loss_agg: str = "token-mean"  # token-mean / seq-mean / constant (`rppo_loss.AGGREGATIONS`)
    # --- bookkeeping -------------------------------------------------------------------------
    save_every: int = 25  # iterations between checkpoints (~10 min on one GPU)
    eval_every: int = 25  # iterations between held-out evals (0 = never)
    eval_limit: int = 200  # held-out problems per eval: +-3 points of accuracy noise
    keep_last: int = 3  # checkpoints kept; never fewer than 1
    samples_to_log: int = 4  # completions written to samples.jsonl per iteration
    max_nonfinite_skips: int = 5  # consecutive NaN/inf steps before the run stops with a diagnostic
    report_to: str = "tensorboard"  # trackers besides metrics.jsonl (always written), a list:
    # tensorboard / mlflow / wandb (optional extras: `pip install 'reason-ppo[mlflow]'`) / none;
    # `report_to=tensorboard,mlflow` or a TOML array
    progress_every: float = 30.0  # seconds between progress lines when stderr is not a terminal
    # (a log file, nohup, Slurm, CI); each phase's end is always printed. A terminal gets bars


_CHOICES: dict[str, tuple[str, ...]] = {
    "quantize": get_args(Quantize),
    "dtype": get_args(Dtype),
    "lr_schedule": get_args(LrSchedule),
    "process_split": get_args(ProcessSplit),
}


def algorithm_choices() -> dict[str, tuple[str, ...]]:
    """The valid names of each algorithm key: the keys of its package's table, the one list."""
    from rppo_loss import ADVANTAGE_ESTIMATORS, AGGREGATIONS, KL_ESTIMATORS
    from rppo_prm import PROCESS_MODES

    return {
        "advantage": tuple(ADVANTAGE_ESTIMATORS),
        "kl_estimator": tuple(KL_ESTIMATORS),
        "loss_agg": tuple(AGGREGATIONS),
        "process_mode": tuple(PROCESS_MODES),
    }


_POSITIVE = {
    "steps", "batch_size", "samples_per_prompt", "max_new_tokens", "lora_rank", "lora_alpha",
    "ppo_epochs", "minibatch_size", "micro_batch_size", "checker_workers", "keep_last",
    "scoring_batch_size", "head_chunk",
    "checker_timeout", "kl_horizon", "max_nonfinite_skips",
}  # fmt: skip
_NON_NEGATIVE = {
    "seed", "critic_layers", "lr", "critic_lr", "weight_decay", "warmup_steps", "max_grad_norm", "critic_warmup",
    "target_approx_kl", "kl_coef", "kl_target", "dual_clip", "value_clip_eps", "entropy_coef",
    "save_every", "eval_every", "eval_limit", "samples_to_log", "process_weight", "progress_every",
    "missing_eos_penalty", "top_k",
}  # fmt: skip
_UNIT_INTERVAL = {"gamma", "lam", "lam_critic", "top_p", "format_reward"}
# Upper bounds far past any real run, so a typo or a hand-edited config.toml (batch_size =
# 10**17) is refused naming the key instead of being found by the out-of-memory killer.
_AT_MOST = {
    "steps": 10**9, "batch_size": 1 << 20, "samples_per_prompt": 1 << 12,
    "max_new_tokens": 1 << 20, "minibatch_size": 1 << 24, "micro_batch_size": 1 << 20,
    "ppo_epochs": 10_000, "lora_rank": 1 << 16, "lora_alpha": 1 << 20, "checker_workers": 1024,
    "keep_last": 10**6, "eval_limit": 10**9, "samples_to_log": 1 << 20, "top_k": 1 << 24,
    "critic_layers": 10_000, "warmup_steps": 10**9, "critic_warmup": 10**9,
    "save_every": 10**9, "eval_every": 10**9, "max_nonfinite_skips": 10**9, "seed": 2**63 - 1,
    "kl_horizon": 10**15, "checker_timeout": 86_400.0,
    "scoring_batch_size": 1 << 20, "head_chunk": 1 << 24,
}  # fmt: skip

FIELD_TYPES: dict[str, type] = {f.name: type(f.default) for f in fields(Config)}
# Keys that hold a list of names, kept as one comma-separated string (a frozen, hashable,
# TOML-round-tripping value): `names` reads them.
_LISTS = {"report_to"}
# Keys that hold a table of scalars, kept as its canonical TOML inline-table text (hashable,
# round-trips through config.toml): `table` reads them.
_TABLES = {"process_reward_options"}


def names(value: str) -> tuple[str, ...]:
    """The names of a list key: "tensorboard,mlflow" -> ("tensorboard", "mlflow")."""
    return tuple(name.strip() for name in value.split(",") if name.strip())


def table(value: str) -> dict[str, Any]:
    """The entries of a table key: '{model = "DIR"}' -> {"model": "DIR"}; "" -> {}."""
    return dict(tomllib.loads(f"v = {value}")["v"]) if value else {}


def _inline_table(key: str, value: Any) -> str:
    """A TOML table (from a file) or its inline text (from the command line) as canonical text:
    keys sorted, scalar values only (str, int, float, bool); "" when empty."""
    if isinstance(value, str):
        try:
            value = tomllib.loads(f"v = {value.strip() or '{}'}")["v"]
        except tomllib.TOMLDecodeError:
            raise ConfigError(
                f'{key}: expected a TOML inline table like {{model = "DIR"}}, got {value!r}'
            ) from None
    if not isinstance(value, dict):
        raise ConfigError(f"{key}: expected a table, got {value!r}")
    items = []
    for name, item in sorted(value.items()):
        if isinstance(item, float) and not math.isfinite(item):
            raise ConfigError(f"{key}: {name}: must be finite, got {item}")
        if not isinstance(item, (str, int, float, bool)):
            raise ConfigError(f"{key}: {name}: expected a string, number or boolean, got {item!r}")
        shown = json.dumps(item, ensure_ascii=False) if not isinstance(item, float) else repr(item)
        items.append(f"{json.dumps(name, ensure_ascii=False)} = {shown}")
    return "{" + ", ".join(items) + "}" if items else ""


def _coerce(key: str, value: Any) -> Any:
    """Turn a TOML value or a command-line string into the field's type, or raise naming the key."""
    kind = FIELD_TYPES[key]
    if key in _TABLES:
        return _inline_table(key, value)
    if key in _LISTS:  # a list of names: "a,b" from the command line, or a TOML array
        items = value.split(",") if isinstance(value, str) else value
        if not isinstance(items, (list, tuple)) or not all(isinstance(i, str) for i in items):
            raise ConfigError(f"{key}: expected a list of names, got {value!r}")
        return ",".join(item.strip() for item in items if item.strip())
    if isinstance(value, str) and kind is not str:
        text = value.strip()
        try:
            if kind is bool:
                if text.lower() in ("true", "1", "yes", "on"):
                    return True
                if text.lower() in ("false", "0", "no", "off"):
                    return False
                raise ValueError(text)
            return kind(float(text)) if kind is int and "e" in text.lower() else kind(text)
        except ValueError:
            raise ConfigError(f"{key}: expected {kind.__name__}, got {value!r}") from None
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ConfigError(f"{key}: expected {kind.__name__}, got {value!r}")
    return value


def validate(cfg: Config) -> Config:
    """Reject values that cannot make a sensible run, naming the key."""
    for key, allowed in {**_CHOICES, **algorithm_choices()}.items():
        if getattr(cfg, key) not in allowed:
            raise ConfigError(
                f"{key}: must be one of {', '.join(allowed)}, got {getattr(cfg, key)!r}"
            )
    for f in fields(cfg):
        value = getattr(cfg, f.name)
        if isinstance(value, float) and not math.isfinite(value):
            raise ConfigError(f"{f.name}: must be finite, got {value}")
        if f.name in _POSITIVE and value <= 0:
            raise ConfigError(f"{f.name}: must be > 0, got {value}")
        if f.name in _NON_NEGATIVE and value < 0:
            raise ConfigError(f"{f.name}: must be >= 0, got {value}")
        if f.name in _UNIT_INTERVAL and not 0 <= value <= 1:
            raise ConfigError(f"{f.name}: must be in [0, 1], got {value}")
        if f.name in _AT_MOST and value > _AT_MOST[f.name]:
            raise ConfigError(f"{f.name}: must be <= {_AT_MOST[f.name]}, got {value}")
    _check_trackers(names(cfg.report_to))
    if cfg.temperature <= 0:
        raise ConfigError(
            f"temperature: must be > 0 (sampling-time logp needs it), got {cfg.temperature}"
        )
    if not 0 < cfg.clip_eps < 1:
        raise ConfigError(f"clip_eps: must be in (0, 1), got {cfg.clip_eps}")
    if cfg.dual_clip and cfg.dual_clip <= 1:
        raise ConfigError(f"dual_clip: must be 0 (off) or > 1, got {cfg.dual_clip}")
    if cfg.prompt_template:
        from reason_ppo.data import DataError
        from reason_ppo.data.prompts import check_template

        try:
            check_template(cfg.prompt_template)
        except DataError as error:
            raise ConfigError(f"prompt_template: {error}") from None
    from rppo_loss import ADVANTAGE_ESTIMATORS

    if cfg.process_reward_options and not cfg.process_reward:
        raise ConfigError("process_reward_options: set, but process_reward is empty (no scorer)")
    _check_ignored(cfg)
    if ADVANTAGE_ESTIMATORS[cfg.advantage].needs_groups and cfg.samples_per_prompt < 2:
        raise ConfigError(
            f"samples_per_prompt: {cfg.advantage} needs >= 2 samples per prompt to form groups"
        )
    return cfg


# Values a key may hold while the code path that reads it is off without the user having asked for
# anything: its default, and for process_mode also "sum", the default every run folder saved before
# 2026-12-02 stores (refusing it would stop those runs from resuming).
_UNSET_WHEN_UNUSED: dict[str, tuple[Any, ...]] = {"process_mode": ("sum",)}


def _set(cfg: Config, key: str) -> bool:
    """Whether `key` holds a value other than the ones it has when nobody set it."""
    default = Config.__dataclass_fields__[key].default
    return getattr(cfg, key) not in (default, *_UNSET_WHEN_UNUSED.get(key, ()))


def _check_ignored(cfg: Config) -> None:
    """Keys a code path would ignore in this combination (issue 26 item 4), in one line. Refused
    where a part that runs would silently not do what was asked: a step tag without the tag split
    (and `process_reward_options` without a scorer, above). Warned where the keys tune a part that
    is not built at all, so nothing runs differently from what the user sees: the step-reward keys
    without a step scorer, the critic's keys under an estimator without a critic (both set
    together in tests and scripts: tests/app/test_algorithm_choices.py, test_critic_layers.py)."""
    from rppo_loss import ADVANTAGE_ESTIMATORS

    if not cfg.process_reward:
        unused = [k for k in ("process_weight", "process_mode", "process_split", "process_step_tag")
                  if _set(cfg, k)]  # fmt: skip
        if unused:
            _warn_once(
                f"process_reward is empty (no step scorer): {', '.join(unused)} "
                f"{'has' if len(unused) == 1 else 'have'} no effect"
            )
    if cfg.process_split != "tag" and _set(cfg, "process_step_tag"):
        raise ConfigError(
            f"process_step_tag: used only with process_split=tag, got process_split={cfg.process_split}"
        )
    if not ADVANTAGE_ESTIMATORS[cfg.advantage].needs_critic:
        unused = [k for k in ("critic_lr", "critic_layers", "lam_critic", "value_clip_eps")
                  if _set(cfg, k)]  # fmt: skip
        if unused:
            _warn_once(
                f"advantage={cfg.advantage} trains no critic: {', '.join(unused)} "
                f"{'has' if len(unused) == 1 else 'have'} no effect"
            )


_WARNED: set[str] = set()


def _warn_once(message: str) -> None:
    """Log `message` as a warning once per process (a resume loads its config more than once)."""
    if message not in _WARNED:
        _WARNED.add(message)
        logger.warning(message)


def _check_trackers(given: tuple[str, ...]) -> None:
    from reason_ppo.training.sinks import TRACKERS  # the one table of trackers, beside their sinks

    for name in given:
        if name not in (*TRACKERS, "none"):
            raise ConfigError(
                f"report_to: unknown tracker {name!r} (one of {', '.join([*TRACKERS, 'none'])})"
            )
    if "none" in given and len(given) > 1:
        raise ConfigError(f"report_to: 'none' cannot be combined with others, got {list(given)}")


def parse_overrides(items: list[str]) -> dict[str, Any]:
    """`["lr=1e-5", "steps=3"]` -> {"lr": 1e-05, "steps": 3}; unknown keys are rejected."""
    out: dict[str, Any] = {}
    for item in items:
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep:
            raise ConfigError(f"{item!r}: overrides are key=value (see `reason-ppo train --help`)")
        if key not in FIELD_TYPES:
            raise ConfigError(f"{key}: unknown config key{_suggest(key)}")
        out[key] = _coerce(key, value)
    return out


# Other tools' names for our keys: too far from ours for a spelling match to find them.
_ALIASES = {
    "learning_rate": "lr", "actor_lr": "lr", "critic_learning_rate": "critic_lr", "lr_critic": "critic_lr",
    "vf_lr": "critic_lr", "epochs": "ppo_epochs", "num_ppo_epochs": "ppo_epochs",
    "max_steps": "steps", "num_steps": "steps", "total_steps": "steps", "iterations": "steps",
    "beta": "kl_coef", "init_kl_coef": "kl_coef", "kl_penalty": "kl_estimator",
    "cliprange": "clip_eps", "clip_range": "clip_eps", "cliprange_value": "value_clip_eps",
    "gae_lambda": "lam", "lambda": "lam", "discount": "gamma",
    "num_generations": "samples_per_prompt", "num_samples": "samples_per_prompt",
    "max_tokens": "max_new_tokens", "max_length": "max_new_tokens",
    "response_length": "max_new_tokens", "mini_batch_size": "minibatch_size",
    "per_device_train_batch_size": "micro_batch_size", "rank": "lora_rank", "r": "lora_rank",
    "model_name": "model", "model_name_or_path": "model", "ent_coef": "entropy_coef",
    "save_steps": "save_every", "eval_steps": "eval_every",
}  # fmt: skip


def _suggest(key: str) -> str:
    import difflib

    if key.lower() in _ALIASES:
        return f" (did you mean {_ALIASES[key.lower()]!r}?)"
    close = difflib.get_close_matches(key, FIELD_TYPES, n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def load_config(
    path: Path | None = None, overrides: list[str] | None = None, **base: Any
) -> Config:
    """Defaults, then `base` (e.g. --model), then the TOML file, then `key=value` overrides."""
    values: dict[str, Any] = dict(base)
    if path is not None:
        try:
            data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise ConfigError(f"{path}: config file not found") from None
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise ConfigError(f"{path}: not valid TOML ({exc})") from None
        for key, value in data.items():
            if key not in FIELD_TYPES:
                raise ConfigError(f"{path}: {key}: unknown config key{_suggest(key)}")
            values[key] = _coerce(key, value)
    values.update(parse_overrides(overrides or []))
    return validate(Config(**values))


def to_toml(cfg: Config) -> str:
    """A TOML document that `load_config` reads back to an equal Config."""
    lines = []
    for f in fields(cfg):
        value = getattr(cfg, f.name)
        if f.name in _TABLES:  # canonical inline-table text is TOML already
            lines.append(f"{f.name} = {value or '{}'}")
            continue
        lines.append(
            f"{f.name} = {json.dumps(value) if not isinstance(value, float) else repr(value)}"
        )
    return "\n".join(lines) + "\n"


# Keys that change nothing a resumed run computes; everything else must match to resume.
RESUME_SAFE_KEYS = frozenset(
    {
        "steps",
        "save_every",
        "eval_every",
        "eval_limit",
        "keep_last",
        "samples_to_log",
        "checker_workers",
        "report_to",  # where metrics are sent, not what is computed
        "progress_every",
        # The same tokens and logits bit for bit (tests/policy/test_kv_cache.py, test_lean_step.py).
        "reserve_kv_room",
        "lean_decoding",
    }
)


_POLICY_ENGINE_KEYS = ("scoring_batch_size", "head_chunk", "share_prompts")


def run_hash(cfg: Config) -> str:
    """Hash of the fields that determine the computation (resume refuses a different one)."""
    relevant = {k: v for k, v in dataclasses.asdict(cfg).items() if k not in RESUME_SAFE_KEYS}
    if not relevant.get("process_reward_options"):  # runs from before the key keep their hash
        relevant.pop("process_reward_options", None)
    for key in ("process_split", "process_step_tag"):  # added later: at their defaults (what a
        if relevant.get(key) == Config.__dataclass_fields__[key].default:  # run saved before
            relevant.pop(key, None)  # them reads back), older runs keep their hash
    for key in _POLICY_ENGINE_KEYS:  # added later: at their defaults, older runs keep their hash
        if relevant.get(key) == Config.__dataclass_fields__[key].default:
            relevant.pop(key, None)
    return hashlib.sha256(json.dumps(relevant, sort_keys=True).encode()).hexdigest()[:16]


def diff(old: Config, new: Config) -> list[str]:
    """Human-readable `key: old -> new` lines for the fields that change the computation."""
    return [
        f"{f.name}: {getattr(old, f.name)!r} -> {getattr(new, f.name)!r}"
        for f in fields(Config)
        if f.name not in RESUME_SAFE_KEYS and getattr(old, f.name) != getattr(new, f.name)
    ]


def policy_options(cfg: Config) -> PolicyOptions:
    """How the policy runs (`rppo_policy.PolicyOptions`), from the config's keys of the same names
    (`scoring_batch_size` is the options' rows per scoring forward)."""
    from rppo_policy.options import PolicyOptions

    return PolicyOptions(
        scoring_batch_size=cfg.scoring_batch_size,
        head_chunk=cfg.head_chunk,
        share_prompts=cfg.share_prompts,
        reserve_kv_room=cfg.reserve_kv_room,
        lean_decoding=cfg.lean_decoding,
        gradient_checkpointing=cfg.gradient_checkpointing,
        recompute_mlp=cfg.recompute_mlp,
    )


def torch_dtype(name: str) -> torch.dtype:
    """The torch dtype of the `dtype` key: "auto" is bf16 on a GPU, fp32 on CPU (bit-exact tests).
    Training and eval both use it, so an adapter is evaluated in the dtype it trained in."""
    import torch

    if name == "auto":
        return torch.bfloat16 if torch.cuda.is_available() else torch.float32
    dtype: torch.dtype = getattr(torch, name)
    return dtype

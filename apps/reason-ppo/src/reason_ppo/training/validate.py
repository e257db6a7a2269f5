"""What a checkpoint's files must hold before `state.load_state` believes them: types, ranges,
shapes, finite values. The manifest proves a checkpoint is whole, not that it is ours: a file
rewritten with its manifest to match must still be refused in one line naming it (exit 2), never
give a traceback, never be accepted silently (a negative step, NaN adapters).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import torch
from safetensors import SafetensorError
from safetensors.torch import load_file

from reason_ppo.errors import CheckpointError

# Raised by the loaders (safetensors, torch's load_state_dict, peft, int()/float() on a wrong
# type) on a file that is whole but wrong: each becomes a CheckpointError naming the file.
_BAD = (
    KeyError, TypeError, ValueError, IndexError, AttributeError, RecursionError, OverflowError,
    RuntimeError, SafetensorError,
)  # fmt: skip


@contextmanager
def reading(path: Path) -> Iterator[None]:
    """Within: any loader error is a CheckpointError naming `path`, in one line."""
    try:
        yield
    except CheckpointError:
        raise
    except _BAD as exc:
        lines = str(exc).strip().splitlines()
        text = lines[0][:300] if lines else ""
        raise CheckpointError(f"{path}: unusable ({type(exc).__name__}: {text})") from None


def tensors(path: Path) -> dict[str, torch.Tensor]:
    """A safetensors file (a plain file inside the checkpoint), every float tensor finite."""
    if path.is_symlink() or not path.is_file():
        raise CheckpointError(f"{path}: missing or not a plain file")
    with reading(path):
        out = load_file(str(path))
    for key, value in out.items():
        if value.is_floating_point() and not bool(torch.isfinite(value).all()):
            raise CheckpointError(f"{path}: tensor {key!r} holds NaN or inf")
    return out


def need(path: Path, ok: bool, what: str) -> None:
    if not ok:
        raise CheckpointError(f"{path}: {what}")


def is_int(value: Any, low: int = 0, high: int = 2**63 - 1) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def trainer_meta(path: Path, meta: Any, *, step: object, n_problems: int) -> None:
    """trainer.json: the step of its folder, the sampler inside the data, counters >= 0, the
    KL controller's numbers finite, the RNG states of the right form."""
    need(path, isinstance(meta, dict), "not a JSON object")
    need(path, is_int(meta.get("step"), 0, 10**9) and meta.get("step") == step,
         f"step {meta.get('step')!r}, but the folder is step-{step}")  # fmt: skip
    sampler = meta.get("sampler")
    need(path, isinstance(sampler, dict) and is_int(sampler.get("epoch"))
         and is_int(sampler.get("pos"), 0, max(n_problems - 1, 0)),
         f"sampler {sampler!r}: needs epoch >= 0 and 0 <= pos < {n_problems}")  # fmt: skip
    kl = meta.get("kl_ctl")
    need(path, isinstance(kl, dict) and all(is_number(v) for k, v in kl.items() if k != "kind"),
         f"kl_ctl {kl!r}: needs finite numbers")  # fmt: skip
    skips = meta.get("nonfinite")
    need(path, isinstance(skips, list) and len(skips) == 2 and all(is_int(v) for v in skips),
         f"nonfinite {skips!r}: needs two counts >= 0")  # fmt: skip
    need(path, meta.get("nonfinite_role", "") in ("", "actor", "critic"),
         f"nonfinite_role {meta.get('nonfinite_role')!r}")  # fmt: skip
    rng_meta(path, meta.get("rng"))
    world = meta.get("world_size", 1)
    need(path, is_int(world, 1, 1 << 16), f"world_size {world!r}")
    if world > 1:
        ranks = meta.get("rank_rng")
        need(path, isinstance(ranks, list) and len(ranks) == world - 1, "rank_rng: one per rank")
        for part in ranks:
            rng_meta(path, part)


def rng_meta(path: Path, rng: Any) -> None:
    """The JSON half of `state.rng_state`: Python's (version, 625 words, gauss), numpy's legacy
    (kind, pos, has_gauss, gauss)."""
    ok = isinstance(rng, dict) and isinstance(rng.get("python"), list) and len(rng["python"]) == 3
    if ok:
        version, internal, gauss = rng["python"]
        ok = (
            is_int(version) and isinstance(internal, list) and len(internal) == 625
            and all(is_int(v, 0, 2**32) for v in internal) and (gauss is None or is_number(gauss))
        )  # fmt: skip
    numpy = rng.get("numpy") if isinstance(rng, dict) else None
    ok = ok and isinstance(numpy, list) and len(numpy) == 4
    if ok and isinstance(numpy, list):
        kind, pos, has_gauss, gauss = numpy
        ok = kind == "MT19937" and is_int(pos, 0, 624) and has_gauss in (0, 1) and is_number(gauss)
    need(path, bool(ok), "rng: not the RNG states this program writes")


def rng_tensors(path: Path, found: dict[str, torch.Tensor], generators: bool) -> None:
    """The tensor half: torch's and the generators' states as uint8 of their own size, numpy's
    624 words."""
    size = torch.get_rng_state().numel()
    names = ["torch", *(("rollout_gen", "shuffle_gen") if generators else ())]
    for name in names:
        value = found.get(name)
        need(path, value is not None and value.dtype == torch.uint8 and value.numel() == size,
             f"{name}: needs a uint8 tensor of {size} bytes")  # fmt: skip
    keys = found.get("numpy_keys")
    need(path, keys is not None and keys.dtype == torch.int64 and keys.shape == (624,)
         and bool(((keys >= 0) & (keys < 2**32)).all()), "numpy_keys: needs 624 uint32 words")  # fmt: skip


def optimizer(
    path: Path, opt: torch.optim.Optimizer, meta: Any, found: dict[str, torch.Tensor]
) -> None:
    """optim-*.json and .safetensors against the optimizer they are loaded into: the same groups
    of the same parameters, each state tensor of its parameter's shape."""
    need(path, isinstance(meta, dict) and isinstance(meta.get("param_groups"), list),
         "param_groups: needs a list")  # fmt: skip
    groups = meta["param_groups"]
    need(path, len(groups) == len(opt.param_groups), f"{len(groups)} param groups, "
         f"this optimizer has {len(opt.param_groups)}")  # fmt: skip
    params = [p for group in opt.param_groups for p in group["params"]]
    for group, own in zip(groups, opt.param_groups, strict=True):
        need(path, isinstance(group, dict) and isinstance(group.get("params"), list)
             and len(group["params"]) == len(own["params"])
             and all(is_int(i, 0, len(params) - 1) for i in group["params"]),
             "param_groups: parameters that are not this optimizer's")  # fmt: skip
        for key, value in group.items():
            if key == "params" or own.get(key) is None:
                continue
            if isinstance(own[key], bool):
                need(path, isinstance(value, bool), f"param_groups: {key}={value!r}")
            elif isinstance(own[key], int | float):
                need(path, is_number(value), f"param_groups: {key}={value!r}")
    for flat, value in found.items():
        idx, _, key = flat.partition(".")
        need(path, idx.isdigit() and int(idx) < len(params), f"tensor {flat!r}: no such parameter")
        if key in ("exp_avg", "exp_avg_sq", "max_exp_avg_sq"):
            need(path, value.shape == params[int(idx)].shape,
                 f"tensor {flat!r}: shape {tuple(value.shape)}, the parameter's is "
                 f"{tuple(params[int(idx)].shape)}")  # fmt: skip
        elif key == "step":
            need(path, value.numel() == 1 and float(value) >= 0, f"tensor {flat!r}: bad step")


def finite_parameters(path: Path, params: list[torch.nn.Parameter]) -> None:
    """After loading the adapters: every trainable number finite."""
    for param in params:
        need(path, bool(torch.isfinite(param).all()), "adapters hold NaN or inf")

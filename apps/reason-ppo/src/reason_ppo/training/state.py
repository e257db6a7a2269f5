"""What a checkpoint restores: `TrainState`, the optimizers, every RNG; safetensors + JSON.

A resumed run is bit-identical to an uninterrupted one on CPU, so everything that influences the
next iteration is here: the data order (`Sampler`), the KL controller, the rollout and shuffle
generators, the Python/numpy/torch global RNGs, the optimizers and the non-finite step counter.
The checkpoint folder itself (staging, manifest, pruning) is `reason_ppo.checkpoint`.
"""

from __future__ import annotations

import copy
import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import numpy as np
import torch
from rppo_loss import ADVANTAGE_ESTIMATORS, AdaptiveKL, FixedKL
from safetensors.torch import save_file

from reason_ppo import checkpoint
from reason_ppo.config import Config, run_hash
from reason_ppo.errors import CheckpointError
from reason_ppo.training import validate
from reason_ppo.training.distributed import LOCAL, Dist, parameters_digest

if TYPE_CHECKING:
    from rppo_policy import ActorCritic

Optimizers = dict[str, torch.optim.Optimizer]  # "actor", and "critic" when there is a critic


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


def make_optimizers(cfg: Config, policy: ActorCritic) -> Optimizers:
    optims: Optimizers = {}
    if ADVANTAGE_ESTIMATORS[cfg.advantage].needs_critic:
        optims["critic"] = torch.optim.AdamW(
            policy.critic_parameters(), lr=cfg.critic_lr, weight_decay=cfg.weight_decay
        )
    optims["actor"] = torch.optim.AdamW(
        policy.actor_parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay
    )
    return optims


# --- a checkpoint's contents ----------------------------------------------------------------------


def save_state(
    stage: Path, cfg: Config, state: TrainState, policy: ActorCritic, optims: Optimizers,
    ranks: list[RankState] | None = None,
) -> None:  # fmt: skip
    """Fill a checkpoint folder: policy/, optim-*.{safetensors,json}, rng.safetensors, trainer.json.
    `ranks`: every rank's `rank_state` under torchrun (rank 0 writes them all: rank r's RNGs go to
    rng-rank<r>.safetensors); refused unless all ranks hold the same adapters."""
    if ranks is not None and len({rank.digest for rank in ranks}) > 1:
        raise RuntimeError(f"the ranks' trainable parameters differ: {[r.digest for r in ranks]}")
    policy.save(stage / "policy")
    for name, opt in optims.items():
        save_optimizer(opt, stage, f"optim-{name}")
    tensors, rng_meta = rng_state() if ranks is None else ranks[0].rng
    tensors["rollout_gen"] = state.rollout_gen.get_state()
    tensors["shuffle_gen"] = state.shuffle_gen.get_state()
    save_file(tensors, str(stage / "rng.safetensors"))
    extra: dict[str, Any] = {}
    if ranks is not None:
        for rank, part in enumerate(ranks[1:], start=1):
            save_file(part.rng[0], str(stage / f"rng-rank{rank}.safetensors"))
        extra = {
            "world_size": len(ranks),
            "rank_rng": [part.rng[1] for part in ranks[1:]],
            "trainable_sha256": [part.digest for part in ranks],
        }
    meta = {
        "step": state.step,
        "config_hash": run_hash(cfg),
        "sampler": {"epoch": state.sampler.epoch, "pos": state.sampler.pos},
        "kl_ctl": state.kl_ctl.state_dict(),
        "nonfinite": [state.nonfinite_skips, state.nonfinite_total],
        "nonfinite_role": state.nonfinite_role,
        "rng": rng_meta,
        **extra,
    }
    (stage / "trainer.json").write_text(json.dumps(meta))


@dataclass(frozen=True)
class RankState:
    """What only one rank knows at a checkpoint: its global RNGs (`rng_state`) and a digest of
    its trainable parameters (the same on every rank while they agree)."""

    rng: tuple[dict[str, torch.Tensor], dict[str, Any]]
    digest: str


def rank_state(policy: ActorCritic) -> RankState:
    return RankState(
        rng_state(), parameters_digest(policy.actor_parameters() + policy.critic_parameters())
    )


def load_state(
    folder: Path, state: TrainState, policy: ActorCritic, optims: Optimizers, dist: Dist = LOCAL
) -> None:
    """Restore what `save_state` wrote (older checkpoints' "extra": {} is ignored); rank r of a
    torchrun job its own RNGs. A checkpoint of another world size is refused. Every file is
    validated first (`reason_ppo.training.validate`): a wrong one is a CheckpointError naming it."""
    checkpoint.refuse_pickles(folder)
    trainer = folder / "trainer.json"
    meta = checkpoint.read_json(trainer)
    named = checkpoint.folder_step(folder)  # a step-N folder's step is N; any other, its own
    step = named if named is not None else (meta.get("step") if isinstance(meta, dict) else None)
    validate.trainer_meta(trainer, meta, step=step, n_problems=state.sampler.n)
    assert isinstance(step, int)
    if meta.get("world_size", 1) != dist.world:
        raise CheckpointError(
            f"{folder}: written by {meta.get('world_size', 1)} process(es), resumed with "
            f"{dist.world}: resume with the same number (torchrun --nproc_per_node "
            f"{meta.get('world_size', 1)}, or plain `reason-ppo train` for 1)"
        )
    with validate.reading(folder / "policy"):
        policy.load_adapters(folder / "policy")
    validate.finite_parameters(
        folder / "policy", policy.actor_parameters() + policy.critic_parameters()
    )
    for name, opt in optims.items():
        load_optimizer(opt, folder, f"optim-{name}")
    rng_file = folder / "rng.safetensors"
    tensors = validate.tensors(rng_file)
    validate.rng_tensors(rng_file, tensors, generators=True)
    with validate.reading(trainer):
        state.kl_ctl.load_state_dict(meta["kl_ctl"])
    state.step = step
    state.sampler.epoch, state.sampler.pos = meta["sampler"]["epoch"], meta["sampler"]["pos"]
    state.nonfinite_skips, state.nonfinite_total = meta["nonfinite"]
    state.nonfinite_role = meta.get("nonfinite_role", "")
    with validate.reading(rng_file):
        state.rollout_gen.set_state(tensors.pop("rollout_gen"))
        state.shuffle_gen.set_state(tensors.pop("shuffle_gen"))
    if dist.rank:
        rng_file = folder / f"rng-rank{dist.rank}.safetensors"
        tensors = validate.tensors(rng_file)
        validate.rng_tensors(rng_file, tensors, generators=False)
        meta["rng"] = meta["rank_rng"][dist.rank - 1]
    with validate.reading(rng_file):
        set_rng_state(tensors, meta["rng"])


# --- abandoning an iteration ----------------------------------------------------------------------


@dataclass(frozen=True)
class Snapshot:
    """What steps (1)-(6) change before any weight moves: enough to abandon an iteration."""

    sampler: tuple[int, int]
    rollout: torch.Tensor
    shuffle: torch.Tensor
    kl: dict[str, Any]
    rng: tuple[dict[str, torch.Tensor], dict[str, Any]]


def snapshot(state: TrainState) -> Snapshot:
    return Snapshot(
        sampler=(state.sampler.epoch, state.sampler.pos),
        rollout=state.rollout_gen.get_state(),
        shuffle=state.shuffle_gen.get_state(),
        kl=copy.deepcopy(state.kl_ctl.state_dict()),
        rng=rng_state(),
    )


def restore(state: TrainState, snap: Snapshot) -> None:
    state.sampler.epoch, state.sampler.pos = snap.sampler
    state.rollout_gen.set_state(snap.rollout)
    state.shuffle_gen.set_state(snap.shuffle)
    state.kl_ctl.load_state_dict(snap.kl)
    set_rng_state(*snap.rng)


# --- optimizers and RNGs <-> safetensors + JSON ---------------------------------------------------


def save_optimizer(opt: torch.optim.Optimizer, folder: Path, name: str) -> None:
    """An optimizer's state as `<name>.safetensors` (tensors) + `<name>.json` (everything else)."""
    state = opt.state_dict()
    tensors: dict[str, torch.Tensor] = {}
    for idx, per_param in state["state"].items():
        for key, value in per_param.items():
            tensors[f"{idx}.{key}"] = torch.as_tensor(value).detach().clone().contiguous()
    save_file(tensors, str(folder / f"{name}.safetensors"))
    (folder / f"{name}.json").write_text(json.dumps({"param_groups": state["param_groups"]}))


def load_optimizer(opt: torch.optim.Optimizer, folder: Path, name: str) -> None:
    tensors = validate.tensors(folder / f"{name}.safetensors")
    meta = checkpoint.read_json(folder / f"{name}.json")
    validate.optimizer(folder / f"{name}.json", opt, meta, tensors)
    per_param: dict[int, dict[str, torch.Tensor]] = {}
    for flat, value in tensors.items():
        idx, key = flat.split(".", 1)
        per_param.setdefault(int(idx), {})[key] = value
    # JSON turns tuples (betas) into lists; give them back their type so the groups compare equal.
    groups = [
        {k: (tuple(v) if isinstance(v, list) and k != "params" else v) for k, v in group.items()}
        for group in meta["param_groups"]
    ]
    with validate.reading(folder / f"{name}.json"):
        opt.load_state_dict({"state": per_param, "param_groups": groups})


def rng_state() -> tuple[dict[str, torch.Tensor], dict[str, Any]]:
    """Python, numpy and torch RNG states as (tensors, JSON) so a resumed run draws the same numbers."""
    version, internal, gauss = random.getstate()
    # The legacy form, for the default MT19937: (kind, keys [624] uint32, pos, has_gauss, gauss).
    legacy = cast("tuple[str, np.ndarray, int, int, float]", np.random.get_state(legacy=True))
    np_kind, np_keys, np_pos, np_has_gauss, np_gauss = legacy
    tensors = {
        "torch": torch.get_rng_state(),
        "numpy_keys": torch.from_numpy(np_keys.astype(np.int64)),
    }
    meta = {
        "python": [version, list(internal), gauss],
        "numpy": [np_kind, int(np_pos), int(np_has_gauss), float(np_gauss)],
    }
    return tensors, meta


def set_rng_state(tensors: dict[str, torch.Tensor], meta: dict[str, Any]) -> None:
    version, internal, gauss = meta["python"]
    random.setstate((version, tuple(internal), gauss))
    np_kind, np_pos, np_has_gauss, np_gauss = meta["numpy"]
    keys = tensors["numpy_keys"].numpy().astype(np.uint32)
    np.random.set_state((np_kind, keys, np_pos, np_has_gauss, np_gauss))
    torch.set_rng_state(tensors["torch"])

"""Data-parallel training on torch.distributed (`torchrun` / `accelerate launch`): who does what.

Each process (rank) holds its own backbone with both adapters and its own checker pool. In an
iteration it
  (1-4) rolls out, scores, and runs the reference and the critic over its contiguous share of the
        iteration's problems (`share`: whole problems, the samples of a problem never split), each
        problem sampled from its own generator (`reason_ppo.training.recipe.problem_generators`), so
        a problem's samples are the same whichever rank draws them and however many ranks there
        are;
  (4b)  gathers the iteration (`gather_iteration`): from then on every rank holds all of it, in
        problem order, as one process would, so rewards, GAE, whitening, GRPO groups and every
        metric use global statistics with no further communication;
  (7)   takes its share of each minibatch (`share` again, in the update); the gradients are
        summed over ranks before clipping (`sum_gradients`, one all-reduce per optimizer step), so
        every rank takes the same step and the adapters stay identical.
The recipe reaches all of this through the `Dist` it is handed (`share`, `gather_iteration`) and
names no rank. Rank 0 alone writes the run folder. Without a process group (a plain
`reason-ppo train`, or a launcher with one process) `current()` is `LOCAL`, whose every method is
the identity: the single process path is the old one.

A rank that dies closes its sockets: the others fail in their next collective (or after
`REASON_PPO_DIST_TIMEOUT` seconds, default 1800, if it hangs instead), and torchrun's agent stops
the job with the failed rank's exit code. Checkpoints are atomic, so none is torn.
"""

from __future__ import annotations

import atexit
import hashlib
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import timedelta
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TypeVar, cast

import torch
from torch import Tensor

if TYPE_CHECKING:
    from rppo_check import Verdict
    from rppo_policy import Rollout

T = TypeVar("T")


class Rows(Protocol):
    """Anything cut by rows: a tensor of row indices, the recipe's drawn prompts."""

    def __len__(self) -> int: ...
    def __getitem__(self, rows: slice, /) -> Any: ...


R = TypeVar("R", bound=Rows)
TIMEOUT_ENV = "REASON_PPO_DIST_TIMEOUT"


@dataclass(frozen=True)
class Dist:
    """This process's place in the job: `rank` of `world` processes (0 of 1 without one)."""

    rank: int = 0
    world: int = 1
    local_rank: int = 0

    @property
    def is_main(self) -> bool:
        return self.rank == 0

    @property
    def device(self) -> str:
        """The device this rank computes on: its own GPU under a launcher, else the CPU."""
        return f"cuda:{self.local_rank}" if torch.cuda.is_available() else "cpu"

    # --- who does what --------------------------------------------------------------------------
    def span(self, n: int) -> tuple[int, int]:
        """This rank's contiguous [start, end) of n items; the shares differ by at most one."""
        return n * self.rank // self.world, n * (self.rank + 1) // self.world

    def share(self, rows: R, group: int) -> R:
        """This rank's contiguous part of `rows` (an iteration's drawn prompts, a minibatch's row
        indices), cut between runs of `group` rows (one problem's samples: they are drawn from
        one generator, and `ActorCritic` runs a repeated prompt once per micro-batch)."""
        if self.world == 1:
            return rows
        units = -(-len(rows) // max(group, 1))
        start, end = self.span(units)
        return cast("R", rows[start * group : end * group])

    # --- collectives (each the identity in a single process) ------------------------------------
    def gather_objects(self, obj: T) -> list[T]:
        """Every rank's `obj`, in rank order (pickled: small things only)."""
        if self.world == 1:
            return [obj]
        out: list[Any] = [None] * self.world
        torch.distributed.all_gather_object(out, obj)
        return out

    def from_main(self, obj: T) -> T:
        """Rank 0's `obj` on every rank."""
        if self.world == 1:
            return obj
        box = [obj]
        torch.distributed.broadcast_object_list(box, src=0)
        return box[0]

    def on_main(self, fn: Callable[[], object], *errors: type[Exception]) -> None:
        """Run `fn` on rank 0 alone (a file to write); when it raises one of `errors`, the same
        error is raised on every rank, so all stop together with rank 0's message."""
        if self.world == 1:
            fn()
            return
        failure: tuple[type[Exception], str] | None = None
        if self.is_main:
            try:
                fn()
            except errors as exc:
                failure = (type(exc), str(exc))
        failure = self.from_main(failure)
        if failure is not None:
            raise failure[0](failure[1])

    def any(self, flag: bool) -> bool:
        """True on every rank when `flag` is True on any (a stop request, for one)."""
        if self.world == 1:
            return flag
        return any(self.gather_objects(bool(flag)))

    def sum(self, value: float) -> float:
        """The sum over ranks of a number."""
        return value if self.world == 1 else float(sum(self.gather_objects(value)))

    def sum_gradients(self, params: Sequence[torch.nn.Parameter]) -> None:
        """Sum `params`' gradients over ranks, in place (a missing one counts as zeros); one
        all-reduce per dtype. All ranks receive the same bits, so they take the same step."""
        if self.world == 1:
            return
        buckets: dict[torch.dtype, list[torch.nn.Parameter]] = {}
        for p in params:
            buckets.setdefault(p.dtype, []).append(p)
        for group in buckets.values():
            flat = torch.cat(
                [(p.grad if p.grad is not None else torch.zeros_like(p)).reshape(-1) for p in group]
            )
            torch.distributed.all_reduce(flat)
            offset = 0
            for p in group:
                p.grad = flat[offset : offset + p.numel()].view_as(p)
                offset += p.numel()

    def sum_stats(self, loss: float, stats: dict[str, float]) -> tuple[float, dict[str, float]]:
        """A step's loss and statistics summed over ranks (each rank's are its share of the
        minibatch's token mean; a rank with no rows in the minibatch has none)."""
        if self.world == 1:
            return loss, stats
        total, sums = 0.0, dict[str, float]()
        for part_loss, part in self.gather_objects((loss, stats)):
            total += part_loss
            for key, value in part.items():
                sums[key] = sums.get(key, 0.0) + value
        return total, sums

    def gather_iteration(
        self, batch: Rollout, ref_logp: Tensor, values: Tensor, step_rewards: Tensor | None,
        score: Tensor, verdicts: Sequence[Verdict], metrics: dict[str, float], *, pad_id: int,
    ) -> Iteration:  # fmt: skip
        """Step (4b): every rank's share of the iteration, joined in rank (= problem) order.

        batch: the rollouts, prompts left-padded and responses right-padded to the widest share
        (the tensors one process would have built); ref_logp, values, step_rewards [B, T] (zeros
        past a share's width); score [B]; verdicts; metrics: what each rank computed over its
        own rows, merged by `merge_metrics`."""
        mine = Iteration(batch, ref_logp, values, step_rewards, score, list(verdicts), metrics)
        device = batch.input_ids.device
        if self.world == 1:
            # The checker's scores and a PRM's step rewards are built on the CPU; what follows
            # (rewards, advantages, the update) runs where the rollouts are.
            return mine.to(device)
        # CPU tensors: a pickled CUDA tensor would land on the sender's device number.
        parts = self.gather_objects((len(batch), mine.to("cpu")))
        joined = join_rollouts([part.batch for _, part in parts], pad_id)
        width = joined.mask.shape[1]

        def cat(name: str) -> Tensor:
            pieces = [getattr(part, name) for _, part in parts]
            return torch.cat([_pad_right(x, width, 0.0) if x.dim() > 1 else x for x in pieces])

        return Iteration(
            joined, cat("ref_logp"), cat("values"),
            None if step_rewards is None else cat("step_rewards"), cat("score"),
            [v for _, part in parts for v in part.verdicts],
            merge_metrics([(rows, part.metrics) for rows, part in parts]),
        ).to(device)  # fmt: skip


class Iteration(NamedTuple):
    """The per-row results of steps (1)-(4) that the rest of the iteration reads."""

    batch: Rollout
    ref_logp: Tensor
    values: Tensor
    step_rewards: Tensor | None
    score: Tensor
    verdicts: list[Verdict]
    metrics: dict[str, float]

    def to(self, device: str | torch.device) -> Iteration:
        return self._replace(
            batch=self.batch.to(device), ref_logp=self.ref_logp.to(device),
            values=self.values.to(device), score=self.score.to(device),
            step_rewards=None if self.step_rewards is None else self.step_rewards.to(device),
        )  # fmt: skip


LOCAL = Dist()


def current() -> Dist:
    """This process's `Dist`: from the process group when one is initialised, else `LOCAL`."""
    if not (torch.distributed.is_available() and torch.distributed.is_initialized()):
        return LOCAL
    world = torch.distributed.get_world_size()
    if world == 1:
        return LOCAL
    local = int(os.environ.get("LOCAL_RANK", "0"))
    return Dist(torch.distributed.get_rank(), world, local)


def init_from_env() -> Dist:
    """Join the job a launcher started (torchrun / accelerate launch set WORLD_SIZE, RANK,
    LOCAL_RANK, MASTER_ADDR, MASTER_PORT): nccl on GPUs, gloo on CPUs. One process, or no
    launcher: nothing to join, `LOCAL`. Idempotent."""
    if int(os.environ.get("WORLD_SIZE", "1")) <= 1 or not torch.distributed.is_available():
        return LOCAL
    if not torch.distributed.is_initialized():
        local = int(os.environ.get("LOCAL_RANK", "0"))
        if torch.cuda.is_available():
            torch.cuda.set_device(local)
        seconds = float(os.environ.get(TIMEOUT_ENV, "1800"))
        torch.distributed.init_process_group(
            "nccl" if torch.cuda.is_available() else "gloo", timeout=timedelta(seconds=seconds)
        )
        atexit.register(_leave)
    return current()


def _leave() -> None:
    if torch.distributed.is_initialized():
        torch.distributed.destroy_process_group()


# --- the pieces, pure functions -------------------------------------------------------------------


def join_rollouts(parts: Sequence[Rollout], pad_id: int) -> Rollout:
    """Rollouts of disjoint rows as one batch: prompts left-padded to the widest prompt, responses
    right-padded (pad_id, mask False, logp 0) to the longest, as one `generate` call would."""
    prompt = max(part.prompt_len for part in parts)
    width = max(part.mask.shape[1] for part in parts)

    def pad(part: Rollout) -> Rollout:
        left = prompt - part.prompt_len
        ids, attention = part.input_ids[:, : part.prompt_len], part.attention_mask
        ids = torch.nn.functional.pad(ids, (left, 0), value=pad_id)
        response = _pad_right(part.response_ids, width, pad_id)
        mask = _pad_right(part.mask, width, False)
        attention = torch.cat(
            [
                torch.nn.functional.pad(attention[:, : part.prompt_len], (left, 0), value=0),
                mask.to(attention.dtype),
            ],
            1,
        )
        return replace(
            part, input_ids=torch.cat([ids, response], 1), attention_mask=attention,
            prompt_len=prompt, response_ids=response, mask=mask,
            logp=_pad_right(part.logp, width, 0.0),
        )  # fmt: skip

    padded = [pad(part) for part in parts]
    first = padded[0]
    return replace(
        first,
        input_ids=torch.cat([p.input_ids for p in padded]),
        attention_mask=torch.cat([p.attention_mask for p in padded]),
        response_ids=torch.cat([p.response_ids for p in padded]),
        mask=torch.cat([p.mask for p in padded]),
        no_eos=torch.cat([p.no_eos for p in padded]),
        logp=torch.cat([p.logp for p in padded]),
        texts=[text for p in padded for text in p.texts],
    )


def merge_metrics(parts: Sequence[tuple[int, dict[str, float]]]) -> dict[str, float]:
    """Per-rank metrics over each rank's rows -> one dict over all rows: a count (a `checker/`
    key, or one ending in `/errors`) is summed, anything else averaged weighted by rows. A key
    missing on a rank counts for nothing there."""
    sums: dict[str, float] = {}
    weights: dict[str, int] = {}
    for rows, metrics in parts:
        for key, value in metrics.items():
            count = _is_count(key)
            sums[key] = sums.get(key, 0.0) + (value if count else value * rows)
            weights[key] = weights.get(key, 0) + rows
    return {
        key: total if _is_count(key) else total / max(weights[key], 1)
        for key, total in sums.items()
    }


def _is_count(key: str) -> bool:
    return key.startswith("checker/") or key.endswith("/errors")


def parameters_digest(params: Sequence[torch.nn.Parameter]) -> str:
    """sha256 of the parameters' bytes: equal on every rank while the ranks agree."""
    digest = hashlib.sha256()
    for p in params:
        digest.update(p.detach().cpu().contiguous().view(torch.uint8).numpy().tobytes())
    return digest.hexdigest()


def _pad_right(x: Tensor, width: int, value: float | bool) -> Tensor:
    if x.shape[1] == width:
        return x
    fill = x.new_full((x.shape[0], width - x.shape[1], *x.shape[2:]), value)
    return torch.cat([x, fill], 1)

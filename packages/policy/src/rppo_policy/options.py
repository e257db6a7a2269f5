"""`PolicyOptions`: how an `ActorCritic` runs, fixed when it is built (`ActorCritic.load(...,
options=...)`) and read back as `policy.options`. None of them changes what the policy computes
beyond float rounding; they trade memory, time and code path. No torch here: an app builds the
record from its config before anything heavy loads.

Build-time (they rewrite the backbone's modules at load): `gradient_checkpointing`,
`recompute_mlp`. Run-time (read at every call): the rest; `ActorCritic.reconfigure` changes them on
a loaded policy, for A/B benchmarks and tests on the same weights.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

BUILD_TIME = frozenset({"gradient_checkpointing", "recompute_mlp"})


@dataclass(frozen=True)
class PolicyOptions:
    # Rows per forward in logp / reference / values (the scoring passes); a call with more rows
    # runs them in slices of this many. What it bounds is the no-grad pass over a whole rollout
    # batch (reference log-probs and values); a training step's micro-batch is its caller's.
    scoring_batch_size: int = 8
    # Tokens per LM-head product in logp / reference: bounds the [chunk, vocab] fp32 logits.
    head_chunk: int = 512
    # Rows repeating a prompt run it once in generate / logp / reference / values, and the leading
    # tokens all prompts share (a chat template's system turn, the instruction) run once per batch
    # (False: every row runs its whole prompt, the plain path, kept for A/B benchmarks and tests).
    share_prompts: bool = True
    # Decoding writes each step's keys and values into room reserved after the prefill
    # (`rppo_policy.kv_cache`; False: transformers' cache grows by concatenation, for A/B).
    reserve_kv_room: bool = True
    # Decode steps of a Llama-family backbone skip transformers' per-call machinery
    # (`rppo_policy.lean_step`, the same logits bit for bit; False: transformers' forward, for
    # A/B); other backbones always take transformers' forward.
    lean_decoding: bool = True
    # Whole decoder layers recomputed in the backward pass (activation checkpointing). Checkpointed
    # layers drop the KV cache under grad, so prompt sharing is skipped in grad-enabled scoring.
    gradient_checkpointing: bool = False
    # Without gradient_checkpointing: each gated MLP keeps two of its four intermediate tensors and
    # recomputes the down projection in the backward (`preparation.recompute_mlp_down`).
    recompute_mlp: bool = False

    def __post_init__(self) -> None:
        if self.scoring_batch_size < 1 or self.head_chunk < 1:
            raise ValueError(
                "PolicyOptions: scoring_batch_size and head_chunk must be >= 1, got "
                f"{self.scoring_batch_size}, {self.head_chunk}"
            )

    def replace_run_time(self, **changes: Any) -> PolicyOptions:
        """A copy with run-time `changes`; a build-time one (`BUILD_TIME`) or an unknown name is
        an error (the modules it rewrites are already built)."""
        names = {f.name for f in dataclasses.fields(self)}
        unknown = sorted(set(changes) - names)
        if unknown:
            raise TypeError(f"PolicyOptions has no option {unknown[0]!r}")
        fixed = sorted(k for k in set(changes) & BUILD_TIME if changes[k] != getattr(self, k))
        if fixed:
            raise ValueError(f"{fixed[0]} is fixed when the policy is built (ActorCritic.load)")
        return dataclasses.replace(self, **changes)

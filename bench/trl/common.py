"""Shared by the TRL arms (each runs in its own bench-only venv, so: torch + transformers + stdlib +
rppo_check only; nothing from reason_ppo or rppo_policy).

What lives here:
- `read_problems` / `write_result`: the JSONL written by prep.py and the per-run result JSON read
  by ab.py (one record per PPO iteration: rollout_s, score_s, prep_s, update_s, step_s, gen_tokens).
- `CheckerRewardModel`: the rppo_check `gsm8k` checker dressed as the reward *model* TRL's PPO
  insists on (an `nn.Module` with a backbone attribute and a `score` head, called on token ids).
- `count_backbones` / `trainable_params`: what the table reports about the models a trainer holds.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import torch
from torch import nn


def read_problems(path: str | Path) -> list[dict[str, str]]:
    """Rows {"id", "prompt", "gold"} as written by prep.py (prompt already chat-rendered)."""
    rows = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                rows.append(json.loads(line))
    if not rows:
        raise SystemExit(f"{path}: no problems")
    return rows


def set_threads() -> None:
    """Same thread count for every arm: torch's default is the core count, which the other arms
    (and the reason-ppo CLI) also use; BENCH_THREADS pins it when asked."""
    threads = os.environ.get("BENCH_THREADS")
    if threads:
        torch.set_num_threads(int(threads))


@dataclass
class StepClock:
    """Phase timestamps of the current PPO iteration; `close()` turns them into one record.

    rollout_s = generation; score_s = reward/checker; prep_s = what happens between the rollout and
    the first training forward minus scoring (ref log-probs, values, GAE); update_s = from the
    first training forward to the end of the iteration (PPO epochs, optimizer, TRL's logging)."""

    t_start: float | None = None
    t_gen_end: float | None = None
    t_first_train: float | None = None
    score_s: float = 0.0
    gen_tokens: int = 0
    records: list[dict[str, float]] = field(default_factory=list)

    def gen_begin(self) -> None:
        if self.t_start is None:
            self.t_start = time.perf_counter()

    def gen_end(self, tokens: int) -> None:
        self.t_gen_end = time.perf_counter()
        self.gen_tokens += tokens

    def train_forward(self) -> None:
        if self.t_first_train is None:
            self.t_first_train = time.perf_counter()

    def close(self, **extra: float) -> None:
        end = time.perf_counter()
        if self.t_start is None or self.t_gen_end is None:
            return  # not a PPO iteration (e.g. a trainer-internal call outside the loop)
        first_train = self.t_first_train or end
        rollout = self.t_gen_end - self.t_start
        rec = {
            "rollout_s": rollout,
            "score_s": self.score_s,
            "prep_s": max(first_train - self.t_gen_end - self.score_s, 0.0),
            "update_s": end - first_train,
            "step_s": end - self.t_start,
            "gen_tokens": float(self.gen_tokens),
            "tokens_per_s": self.gen_tokens / max(rollout, 1e-9),
            **extra,
        }
        self.records.append(rec)
        self.t_start = self.t_gen_end = self.t_first_train = None
        self.score_s, self.gen_tokens = 0.0, 0


def count_generated(responses: torch.Tensor, eos_id: int, pad_id: int) -> int:
    """Generated tokens that count, the same definition reason-ppo uses (`mask.sum()`): every
    token up to and including the first EOS; a row without EOS counts its non-pad tokens.
    responses [B, T]."""
    is_eos = responses == eos_id
    seen_before = torch.cumsum(is_eos.int(), dim=1) - is_eos.int()  # EOS strictly before t
    keep = (seen_before == 0) & (responses != pad_id) | is_eos & (seen_before == 0)
    return int(keep.sum())


class _CheckerBackbone(nn.Module):
    """Reads token ids, finds each row's prompt, decodes the response and runs the checker.

    TRL's `get_reward` left-pads prompts to one width and masks padding to token 0, so the response
    starts where the row's non-pad prefix equals one of the known prompts. The score is broadcast
    over the sequence as a [B, T, 1] "hidden state" so TRL's pick of the last real position returns
    it unchanged through the identity `score` head."""

    def __init__(
        self, tokenizer: Any, problems: list[dict[str, str]], checker: Any, clock: StepClock
    ):
        super().__init__()
        self.tokenizer = tokenizer
        self.checker = checker
        self.clock = clock
        self.gold_by_prompt: dict[tuple[int, ...], str] = {}
        for row in problems:
            ids = tokenizer(row["prompt"], add_special_tokens=False)["input_ids"]
            self.gold_by_prompt[tuple(ids)] = row["gold"]
        self.prompt_lengths = sorted({len(k) for k in self.gold_by_prompt}, reverse=True)
        self.correct = 0
        self.checked = 0

    def forward(
        self, input_ids: torch.Tensor, attention_mask: torch.Tensor, **_: Any
    ) -> SimpleNamespace:
        t0 = time.perf_counter()
        scores = []
        for ids_row, mask_row in zip(input_ids, attention_mask, strict=True):
            ids = ids_row[mask_row.bool()].tolist()
            gold, cut = None, 0
            for length in self.prompt_lengths:
                gold = self.gold_by_prompt.get(tuple(ids[:length]))
                if gold is not None:
                    cut = length
                    break
            if gold is None:
                raise RuntimeError("reward model: a row matches no known prompt")
            text = self.tokenizer.decode(ids[cut:], skip_special_tokens=True)
            verdict = self.checker(text, gold)
            self.checked += 1
            self.correct += int(verdict.correct)
            scores.append(1.0 if verdict.correct else 0.0)
        score = torch.tensor(scores, dtype=torch.float32, device=input_ids.device)
        hidden = score[:, None, None].expand(-1, input_ids.shape[1], 1)
        self.clock.score_s += time.perf_counter() - t0
        return SimpleNamespace(hidden_states=(hidden,))


class CheckerRewardModel(nn.Module):
    """The gsm8k checker as a TRL reward model: `getattr(m, m.base_model_prefix)(...)` then
    `m.score(hidden_states[-1])`. Holds no weights, so no backbone copy."""

    base_model_prefix = "backbone"

    def __init__(
        self, tokenizer: Any, problems: list[dict[str, str]], checker: Any, clock: StepClock
    ):
        super().__init__()
        self.backbone = _CheckerBackbone(tokenizer, problems, checker, clock)
        self.score = nn.Identity()


def count_backbones(*objects: Any) -> int:
    """Distinct input-embedding matrices held by these models (a backbone copy each): the
    embedding's weight storage is what a shared backbone shares and a copy duplicates."""
    seen: set[int] = set()
    for obj in objects:
        if not isinstance(obj, nn.Module):
            continue
        for module in obj.modules():
            if isinstance(module, nn.Embedding) and module.num_embeddings > 256:
                seen.add(module.weight.untyped_storage().data_ptr())
    return len(seen)


def trainable_params(*objects: Any) -> int:
    """Parameters with requires_grad over these models, each tensor counted once."""
    seen: dict[int, int] = {}
    for obj in objects:
        if isinstance(obj, nn.Module):
            for p in obj.parameters():
                if p.requires_grad:
                    seen[id(p)] = p.numel()
    return sum(seen.values())


def write_result(path: str | Path, **payload: Any) -> None:
    Path(path).write_text(json.dumps(payload, indent=1), encoding="utf-8")

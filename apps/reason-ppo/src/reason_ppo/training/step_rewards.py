"""Process rewards on tokens: step scores -> a reward at the token that ends each step.

The rollout gives, per row b, the generated ids `response_ids[b]` ([T], right-padded; the response
starts at column 0 here and at `prompt_len` in `input_ids`), `mask[b]` (True up to and including
the stop token) and `texts[b]`, the decoded response. A step is a character span `(start, end)` of
`texts[b]`; its reward goes to the first generated token k whose decoded prefix
`decode(ids[:k+1])` already contains `text[:end]`, i.e. the token that holds the step's last
character. Decoding prefixes of the GENERATED ids (not re-tokenising the text) keeps this exact even
where the model produced a tokenisation the tokenizer would not.

`step_reward_tensor` returns step_rewards [B, T] for `rppo_loss.token_rewards(..., step_rewards=)`,
which adds them to −β·KL and the outcome score on the last token: r[b, end_i] += c_i, with c the
row `process_mode` of `rppo_prm.PROCESS_MODES` gives (e.g. sum: c_i = w · s_i for every step i;
min: c_j = w · s_j for the weakest step j = argmin_i s_i only; penalty: wrong steps only).
"""

from __future__ import annotations

import inspect
import logging
import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

import torch
from rppo_prm import (
    CombineMode,
    Span,
    SplitMode,
    StepScorer,
    StepScorerNotFound,
    check_mode,
    combine_step_scores,
    load_step_scorer,
    resolve_step_scorer,
    split_steps,
    steps_of,
)

if TYPE_CHECKING:
    from rppo_policy import Rollout

    from reason_ppo.config import Config
    from reason_ppo.data import Problem

logger = logging.getLogger(__name__)

# Decoding variants tried, in order, to reproduce the rollout's `texts` from its ids.
_DECODE_OPTIONS: tuple[dict[str, bool], ...] = (
    {"skip_special_tokens": True, "clean_up_tokenization_spaces": False},
    {"skip_special_tokens": True, "clean_up_tokenization_spaces": True},
)


def _decoder(tokenizer: Any, ids: list[int], text: str) -> tuple[dict[str, bool], str]:
    """Decode options under which the ids' decoding holds `text`, and the decoded part up to
    where `text` starts (empty unless the rollout stripped leading whitespace from its text)."""
    for options in _DECODE_OPTIONS:
        full = tokenizer.decode(ids, **options)
        if full.startswith(text):
            return options, ""
        start = full.find(text) if text else -1
        if start > 0 and not full[:start].strip():
            return options, full[:start]
    raise ValueError(
        f"step rewards: response text {text[:40]!r}... is not the decoding of its token ids"
    )


def step_end_tokens(
    tokenizer: Any, ids: Sequence[int], text: str, char_ends: Sequence[int]
) -> list[int]:
    """For each character end offset e in `text`, the index k of the generated token holding
    `text[e - 1]`: the smallest k with `decode(ids[:k+1]).startswith(text[:e])`.

    ids: the counted response ids of one row (mask True), [n]. Binary search per end: the decoded
    prefix only grows with k, so the predicate is monotone. Raises ValueError if `text` is not
    the decoding of `ids` (or a prefix of it, or that without leading whitespace), or an end lies
    outside `text`.
    """
    ids = [int(i) for i in ids]
    if not char_ends:
        return []
    options, lead = _decoder(tokenizer, ids, text)
    positions: list[int] = []
    for end in char_ends:
        if not 0 < end <= len(text):
            raise ValueError(f"step rewards: step end {end} outside the text (length {len(text)})")
        target = lead + text[:end]
        lo, hi = 0, len(ids) - 1  # the full decode starts with target, so k = n - 1 qualifies
        while lo < hi:
            mid = (lo + hi) // 2
            if tokenizer.decode(ids[: mid + 1], **options).startswith(target):
                hi = mid
            else:
                lo = mid + 1
        positions.append(lo)
    return positions


def step_reward_tensor(
    tokenizer: Any,
    response_ids: torch.Tensor,
    mask: torch.Tensor,
    texts: Sequence[str],
    step_spans: Sequence[Sequence[Span]],
    step_scores: Sequence[Sequence[float]],
    *,
    weight: float,
    mode: CombineMode = "sum",
    failed: list[int] | None = None,
) -> torch.Tensor:
    """step_rewards [B, T] (float32, 0 where mask is False) from per-step scores.

    response_ids, mask: [B, T] (mask True on the counted response tokens, a prefix of each row);
    texts[b]: decoded response of row b; step_spans[b][i] = (start, end) chars of step i in
    texts[b]; step_scores[b][i] ∈ [−1, 1]. Equation (module docstring): sum mode puts w·s_i on
    the last token of step i; min mode puts w·min_i s_i on the last token of the weakest step;
    penalty (the config's default) puts w·min(s_i, 0)·c on each wrong step, totalling >= −w.

    A row whose text is not the decoding of its ids raises ValueError, unless a list is passed as
    `failed`: then that row gets no step rewards and its index is appended (for long runs).
    """
    check_mode(mode)
    if response_ids.shape != mask.shape:
        raise ValueError(
            f"response_ids {tuple(response_ids.shape)} and mask {tuple(mask.shape)} differ"
        )
    batch = response_ids.shape[0]
    for name, seq in (("texts", texts), ("step_spans", step_spans), ("step_scores", step_scores)):
        if len(seq) != batch:
            raise ValueError(f"{name} has {len(seq)} rows, response_ids has {batch}")
    rewards = torch.zeros(response_ids.shape, dtype=torch.float32)
    for b in range(batch):
        spans, scores = step_spans[b], step_scores[b]
        if len(spans) != len(scores):
            raise ValueError(f"row {b}: {len(spans)} step spans but {len(scores)} step scores")
        counted = int(mask[b].sum())
        if not bool(mask[b, :counted].all()):
            raise ValueError(f"row {b}: mask must be True on a prefix of the response")
        if not spans or counted == 0:
            continue
        ids = response_ids[b, :counted].tolist()
        try:
            positions = step_end_tokens(tokenizer, ids, texts[b], [end for _, end in spans])
        except ValueError as exc:
            if failed is None:
                raise
            logger.warning("row %d: no step rewards: %s", b, exc)
            failed.append(b)
            continue
        for position, reward in zip(
            positions, combine_step_scores(scores, weight, mode), strict=True
        ):
            rewards[b, position] += reward
    return rewards * mask.to(rewards.device)


def step_reward_metrics(step_scores: Sequence[Sequence[float]]) -> dict[str, float]:
    """`prm/step_score_mean` (mean score over all steps of the batch), `prm/bad_step_frac` (share
    of steps scored < 0) and `prm/steps_mean` (steps per response); 0 when there are no steps."""
    flat = [s for row in step_scores for s in row]
    n = len(flat)
    return {
        "prm/step_score_mean": sum(flat) / n if n else 0.0,
        "prm/bad_step_frac": sum(s < 0 for s in flat) / n if n else 0.0,
        "prm/steps_mean": n / len(step_scores) if step_scores else 0.0,
    }


def _clean(scores: Sequence[float], n_steps: int, who: str) -> list[float]:
    """Scores as floats clamped to [−1, 1] (NaN -> 0); a wrong count is the scorer's bug."""
    if len(scores) != n_steps:
        raise ValueError(f"step scorer {who!r} returned {len(scores)} scores for {n_steps} steps")
    out = []
    for s in scores:
        value = float(s)
        out.append(0.0 if math.isnan(value) else max(-1.0, min(1.0, value)))
    return out


class ProcessReward:
    """The training loop's step-reward stage: split texts, score steps, place rewards on tokens.

    Called as `(tokenizer, problems, rollout, cfg) -> (step_rewards [B, T], metrics)`; reads
    `cfg.process_weight` and `cfg.process_mode`; `split`/`tag` cut the texts into steps
    (`make_step_scorer` sets them from `cfg.process_split`/`cfg.process_step_tag`). A scorer that raises on one response, or a
    response whose text does not match its ids, gives that response no step rewards (counted in
    `prm/errors`) instead of stopping the run.
    """

    def __init__(
        self, scorer: StepScorer, *, name: str = "", split: SplitMode = "lines", tag: str = "\n\n"
    ) -> None:
        self.scorer = scorer
        self.name = name or getattr(scorer, "name", type(scorer).__name__)
        self.split: SplitMode = split
        self.tag = tag

    def score(
        self, questions: Sequence[str], texts: Sequence[str]
    ) -> tuple[list[list[Span]], list[list[float]], int]:
        """Spans and scores per text, and how many texts the scorer failed on. A scorer with
        `score_many` (the model scorers) scores the whole batch in batched forwards; if that
        fails, each text is scored alone so one bad text costs only its own step rewards."""
        all_spans = [split_steps(text, self.split, tag=self.tag) for text in texts]
        steps = [steps_of(text, spans) for text, spans in zip(texts, all_spans, strict=True)]
        many = getattr(self.scorer, "score_many", None)
        if many is not None:
            try:
                raw_all = many(list(questions), steps)
                cleaned = [
                    _clean(raw, len(spans), self.name)
                    for raw, spans in zip(raw_all, all_spans, strict=True)
                ]
                return all_spans, cleaned, 0
            except Exception as exc:  # fall back to one text at a time to find the culprit
                logger.warning("step scorer %s failed on the batch: %s", self.name, exc)
        all_scores: list[list[float]] = []
        errors = 0
        for b, (question, row) in enumerate(zip(questions, steps, strict=True)):
            try:
                scores = _clean(self.scorer(question, row), len(row), self.name)
            except Exception as exc:  # a plug-in's failure must not end a long run
                logger.warning("step scorer %s failed: %s", self.name, exc)
                errors += 1
                all_spans[b], scores = [], []
            all_scores.append(scores)
        return all_spans, all_scores, errors

    def __call__(
        self, tokenizer: Any, problems: Sequence[Problem], rollout: Rollout, cfg: Config
    ) -> tuple[torch.Tensor, dict[str, float]]:
        spans, scores, errors = self.score([p.question for p in problems], rollout.texts)
        unplaced: list[int] = []
        rewards = step_reward_tensor(
            tokenizer,
            rollout.response_ids,
            rollout.mask,
            rollout.texts,
            spans,
            scores,
            weight=cfg.process_weight,
            mode=cfg.process_mode,
            failed=unplaced,
        )
        metrics = step_reward_metrics(scores)
        metrics["prm/errors"] = float(errors + len(unplaced))
        return rewards, metrics


# Advantage estimators that read only the final score, never the per-token rewards the step
# rewards are added to (`rppo_loss.grpo_estimate` normalises `final` within each group).
_OUTCOME_ONLY = frozenset({"grpo"})


def make_step_scorer(
    spec: str | Config, /, *, device: str | None = None, **options: Any
) -> ProcessReward:
    """The ProcessReward of a step scorer: `spec` a name (see `rppo_prm.load_step_scorer`) with
    `options`, or a Config (`process_reward` with `process_reward_options`). Built before the
    policy loads, so a bad name, option or checkpoint is one ConfigError line. A scorer that takes
    `device` gets `device` (the policy's) unless the options name one; a Config also gives the
    step split (`process_split`, `process_step_tag`). A Config whose advantage estimator would
    drop the step rewards unread is refused."""
    from reason_ppo.config import ConfigError, table

    if not isinstance(spec, str):
        cfg = spec
        if cfg.advantage in _OUTCOME_ONLY:
            raise ConfigError(
                f"process_reward={cfg.process_reward}: advantage={cfg.advantage} reads only the "
                'final score, so the step rewards would be dropped; use advantage=gae or process_reward=""'
            )
        options = {**table(cfg.process_reward_options), **options}
        built = make_step_scorer(cfg.process_reward, device=device, **options)
        built.split = cast("SplitMode", cfg.process_split)  # validated by the config
        built.tag = cfg.process_step_tag
        return built
    try:
        if device is not None and "device" not in options and _takes(spec, "device"):
            options["device"] = str(device)
        return ProcessReward(load_step_scorer(spec, **options), name=spec)
    except (StepScorerNotFound, ValueError, OSError) as exc:
        raise ConfigError(f"process_reward={spec}: {exc}") from None


def _takes(spec: str, option: str) -> bool:
    """Whether the scorer `spec` names a keyword parameter `option` (False when it cannot be
    told, e.g. a plain function: the spec then fails or loads as usual)."""
    try:
        target = resolve_step_scorer(spec)
        return option in inspect.signature(target).parameters
    except (StepScorerNotFound, TypeError, ValueError):
        return False

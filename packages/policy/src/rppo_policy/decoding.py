"""The sampling loop, independent of any model: a `step` function maps new tokens to next-token logits
(with its own KV cache); this module picks tokens, records their log-probs and decides where each
sequence stops.

What `logp` means: the log-probability of the drawn token under softmax(logits / temperature) over
the FULL vocabulary, i.e. under the policy that PPO optimises and that `ActorCritic.logp` recomputes.
top_k / top_p only restrict which tokens can be drawn (the behaviour policy); they do not renormalise
the recorded logp. With top_k = 0 and top_p = 1 (the PPO default) the two coincide exactly, so the
first PPO ratio is 1; with truncation the recorded logp is that of the untruncated policy.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any

import torch
from torch import Tensor

# step(new_ids [B, L], attention_mask [B, L_past + L], position_ids [B, L], cache)
#   -> (logits of the last new position [B, V], cache)
StepFn = Callable[[Tensor, Tensor, Tensor, Any], tuple[Tensor, Any]]
# select_rows(cache, rows [B']) -> the cache of rows `rows` (a row may be taken several times)
SelectRowsFn = Callable[[Any, Tensor], Any]
# reserve(cache, extra) -> the cache with room for `extra` more positions (no copy per step)
ReserveFn = Callable[[Any, int], Any]
# One generator for the whole batch, or one per row (`sample`'s per-row streams).
Generators = torch.Generator | Sequence[torch.Generator] | None


def position_ids_from_mask(attention_mask: Tensor) -> Tensor:
    """[B, L] positions counting only attended tokens: left padding does not shift positions.
    Padding positions get 0 (they are never attended to)."""
    return (attention_mask.long().cumsum(-1) - 1).clamp(min=0)


# A shared prefix is run once only when it is at least this long: below that, the extra forward
# call (a pass over every layer, whatever its length) costs more than the tokens it saves.
MIN_SHARED_PREFIX = 8


def common_prefix_len(prompt_ids: Tensor, prompt_mask: Tensor) -> int:
    """How many leading real tokens every left-padded prompt [U, P] shares (a chat template's system
    turn and instruction, say), capped so that each prompt keeps at least one token of its own: its
    last position predicts the first response token. 0 for one row or a mask that is not plain left
    padding (then nothing is shared)."""
    rows, width = prompt_mask.shape
    lengths = prompt_mask.sum(1)
    left_padded = prompt_mask.bool() == (
        torch.arange(width, device=prompt_mask.device)[None, :] >= (width - lengths)[:, None]
    )
    if rows < 2 or not bool(left_padded.all()):
        return 0
    shortest = int(lengths.min())
    # Each row's real tokens moved to column 0, then compared column by column with row 0.
    cols = (width - lengths)[:, None] + torch.arange(shortest, device=prompt_ids.device)[None, :]
    aligned = prompt_ids.gather(1, cols)
    differs = (aligned != aligned[:1]).any(0).nonzero()
    shared = int(differs[0]) if differs.numel() else shortest
    return min(shared, shortest - 1)


def split_prefix(
    prompt_ids: Tensor, prompt_mask: Tensor, length: int
) -> tuple[Tensor, Tensor, Tensor]:
    """Left-padded prompts [U, P] whose first `length` real tokens are shared (see
    `common_prefix_len`) as (prefix_ids [1, length], suffix_ids [U, S], suffix_mask [U, S]): the
    rest of each prompt, still left-padded, to be run on top of the prefix's KV cache with the
    attention mask cat([ones(U, length), suffix_mask]) (the padding then sits between the prefix
    and the suffix, where the mask hides it)."""
    width = prompt_mask.shape[1]
    lengths = prompt_mask.sum(1)
    start = width - int(lengths.max())
    prefix_ids = prompt_ids[int(lengths.argmax()), start : start + length][None]
    suffix_width = int(lengths.max()) - length
    suffix_ids = prompt_ids[:, width - suffix_width :]
    own = lengths - length  # each row's tokens after the prefix
    cols = torch.arange(suffix_width, device=prompt_mask.device)[None, :]
    suffix_mask = (cols >= (suffix_width - own)[:, None]).to(prompt_mask.dtype)
    return prefix_ids, suffix_ids, suffix_mask


def truncate_scores(scores: Tensor, top_k: int = 0, top_p: float = 1.0) -> Tensor:
    """[B, V] scores with every token outside the top-k and outside the top-p nucleus set to -inf.
    The nucleus is the smallest set of most likely tokens whose probability reaches top_p (the most
    likely token is always kept)."""
    if top_k > 0 and top_k < scores.shape[-1]:
        kth = scores.topk(top_k, dim=-1).values[..., -1:]
        scores = scores.masked_fill(scores < kth, float("-inf"))
    if top_p < 1.0:
        sorted_scores, order = scores.sort(dim=-1, descending=True)
        probs = sorted_scores.softmax(-1)
        mass_before = probs.cumsum(-1) - probs
        drop_sorted = mass_before >= top_p
        drop = torch.zeros_like(drop_sorted).scatter(-1, order, drop_sorted)
        scores = scores.masked_fill(drop, float("-inf"))
    return scores


class StopStrings:
    """Detects the first token at which a response contains one of the stop strings."""

    def __init__(self, tokenizer: Any, stop: Sequence[str]) -> None:
        self.tokenizer = tokenizer
        self.stop = [s for s in stop if s]
        # A stop string of n bytes spans at most n byte-level tokens; the margin covers tokenizers
        # whose decoding of a token depends on its neighbours (leading-space markers).
        longest = max((len(s.encode()) for s in self.stop), default=0)
        self.window = 2 * longest + 4

    def __bool__(self) -> bool:
        return bool(self.stop)

    def hit(self, tokens: Sequence[int]) -> bool:
        """Whether the newest token completes a stop string (earlier tokens were checked before)."""
        tail = self.tokenizer.decode(list(tokens[-self.window :]), skip_special_tokens=True)
        return any(s in tail for s in self.stop)

    def cut(self, text: str) -> str:
        """`text` up to and including its first stop string (unchanged when there is none)."""
        ends = [text.find(s) + len(s) for s in self.stop if s in text]
        return text[: min(ends)] if ends else text


def draw(probs: Tensor, generator: Generators = None) -> Tensor:
    """One token per row of `probs` [B, V] (rows need not sum to 1; zeros are never drawn), by
    inverting the cumulative distribution at one uniform number per row: the first token whose
    cumulative mass passes u * total. One random number and one cumulative sum per row, where
    `torch.multinomial` draws an exponential variate for every token of the vocabulary (its cost on
    a CPU decode step: bench/NOTES.md, session 7). The sum is float64, so a token's share of [0, total) is
    its probability to ~1e-16 of the total, whatever the vocabulary size. `generator`: one for the
    batch, or one per row (see `sample`)."""
    return _drawer(generator)(probs)


@dataclass(frozen=True)
class Sampled:
    """Output of `sample`: response_ids, mask, logp [B, T]; no_eos [B]."""

    response_ids: Tensor
    mask: Tensor
    no_eos: Tensor
    logp: Tensor


@torch.no_grad()
# Long: one decoding loop read top to bottom (draw, record logp, detect stops, feed back); its
# order is what makes the recorded logp the sampling-time one, so it is kept in one piece.
def sample(
    step: StepFn,
    prompt_ids: Tensor,
    prompt_mask: Tensor,
    *,
    max_new_tokens: int,
    temperature: float,
    top_p: float,
    top_k: int,
    greedy: bool,
    eos_ids: Collection[int],
    pad_id: int,
    stop_strings: StopStrings | None = None,
    generator: Generators = None,
    rows: Tensor | None = None,
    select_rows: SelectRowsFn | None = None,
    shared_prefix: int = 0,
    reserve: ReserveFn | None = None,
    decode: StepFn | None = None,
    on_tokens: Callable[[int], None] | None = None,
) -> Sampled:
    """Decode up to `max_new_tokens` tokens for each left-padded prompt [B, P].

    With `rows` [B'] (and `select_rows`), the prompts are prefilled once and sequence i of the
    output continues prompt rows[i]: several samples of one prompt share its prefill instead of
    recomputing it, and the returned tensors have B' rows. With `shared_prefix` > 0 (at most
    `common_prefix_len` of the prompts), the leading tokens every prompt shares are prefilled once
    and the rest of each prompt on top of them (needs `select_rows` too). `reserve`, if given,
    makes room in the prefilled cache for the tokens to come, so that a step does not copy it.
    `decode`, if given, runs the steps of one new token per row (`rppo_policy.lean_step`); `step`
    runs the prefill.

    Token t of a row is drawn from softmax(truncate(logits_t / temperature)) (argmax of the logits
    when greedy) and its logp is log softmax(logits_t / temperature)[token]. A row stops at its
    first EOS id or at the token completing a stop string; that token is the last one with mask
    True; later positions hold pad_id with logp 0. The loop ends when every row has stopped.
    `on_tokens(n)`, if given, hears after each position how many rows drew a token there.

    `generator`: one torch.Generator for the batch (every row draws from it, so a row's tokens
    depend on its neighbours), or one per output row: each row draws only from its own, whatever
    rows share the batch (data-parallel ranks sampling their share draw what one process would).
    """
    device = prompt_ids.device
    decode_step = decode or step
    draw_token = _drawer(generator)
    eos = torch.tensor(sorted(eos_ids), dtype=torch.long, device=device)
    logits, cache, attention = _prefilled(
        step, prompt_ids, prompt_mask, shared_prefix, select_rows, rows, reserve, max_new_tokens
    )
    batch = attention.shape[0]
    next_position = attention.sum(1)  # positions count attended tokens only

    finished = torch.zeros(batch, dtype=torch.bool, device=device)
    stopped_at = torch.full((batch,), -1, dtype=torch.long, device=device)
    history: list[list[int]] = [[] for _ in range(batch)]
    tokens, logps = list[Tensor](), list[Tensor]()
    for t in range(max_new_tokens):
        scaled = logits.float() / temperature if temperature != 1.0 else logits.float()
        logprobs = scaled.log_softmax(-1)
        token = _choose(scaled, logprobs, greedy, top_k, top_p, draw_token)
        token_logp = logprobs.gather(1, token[:, None]).squeeze(1)
        token = torch.where(finished, torch.full_like(token, pad_id), token)
        tokens.append(token)
        logps.append(token_logp.masked_fill(finished, 0.0))

        stops_now = _stops_now(token, eos, finished, stop_strings, history)
        stopped_at = torch.where(stops_now, torch.full_like(stopped_at, t), stopped_at)
        if on_tokens is not None:
            on_tokens(batch - int(finished.sum()))
        finished |= stops_now
        if bool(finished.all()) or t == max_new_tokens - 1:
            break
        attention = torch.cat([attention, attention.new_ones(batch, 1)], dim=1)
        logits, cache = decode_step(token[:, None], attention, next_position[:, None], cache)
        next_position = next_position + 1

    return _sampled(tokens, logps, stopped_at)


def _stops_now(
    token: Tensor,
    eos: Tensor,
    finished: Tensor,
    stop_strings: StopStrings | None,
    history: list[list[int]],
) -> Tensor:
    """[B] bool: the rows whose `token` ends them now, an EOS id or the completion of a stop
    string (`history` holds each running row's tokens for the stop strings, and grows here)."""
    stops_now = torch.isin(token, eos) & ~finished
    if stop_strings:
        for row in (~finished & ~stops_now).nonzero().flatten().tolist():
            history[row].append(int(token[row]))
            if stop_strings.hit(history[row]):
                stops_now[row] = True
    return stops_now


def _sampled(tokens: list[Tensor], logps: list[Tensor], stopped_at: Tensor) -> Sampled:
    """The per-position draws stacked to [B, T], masked after each row's stop (-1: never)."""
    response_ids = torch.stack(tokens, dim=1)
    steps = torch.arange(response_ids.shape[1], device=response_ids.device)
    last = torch.where(stopped_at >= 0, stopped_at, response_ids.shape[1] - 1)
    mask = steps[None, :] <= last[:, None]
    return Sampled(response_ids, mask, stopped_at < 0, torch.stack(logps, dim=1) * mask)


def _prefilled(
    step: StepFn,
    prompt_ids: Tensor,
    prompt_mask: Tensor,
    shared_prefix: int,
    select_rows: SelectRowsFn | None,
    rows: Tensor | None,
    reserve: ReserveFn | None,
    max_new_tokens: int,
) -> tuple[Tensor, Any, Tensor]:
    """`sample`'s prefill: (logits [B', V] of the last prompt position, cache, attention [B', P])
    with the prompt rows expanded to `rows` and room reserved for the tokens to come."""
    if (rows is not None or shared_prefix) and select_rows is None:
        raise ValueError("rows and shared_prefix need select_rows to expand the prefill cache")
    logits, cache, attention = _prefill(
        step, prompt_ids, prompt_mask.long(), shared_prefix, select_rows
    )
    if rows is not None:
        assert select_rows is not None  # checked above
        rows = rows.to(prompt_ids.device)
        logits, cache, attention = logits[rows], select_rows(cache, rows), attention[rows]
    if reserve is not None:
        cache = reserve(cache, max_new_tokens - 1)  # the first token comes from the prefill
    return logits, cache, attention


def _choose(
    scaled: Tensor,
    logprobs: Tensor,
    greedy: bool,
    top_k: int,
    top_p: float,
    draw_token: Callable[[Tensor], Tensor],
) -> Tensor:
    """One token per row from the temperature-scaled logits [B, V] (and their log-softmax)."""
    if greedy:
        return scaled.argmax(-1)
    if top_k or top_p < 1.0:
        return draw_token(truncate_scores(scaled, top_k, top_p).softmax(-1))
    return draw_token(logprobs.exp())  # the untruncated policy: its probabilities are at hand


def _drawer(generator: Generators) -> Callable[[Tensor], Tensor]:
    """A function drawing one token per row from probs [B, V] by inverse CDF. With one generator
    per row, each run of consecutive rows sharing a generator (the samples of one prompt) takes
    its uniforms from that generator alone, so a run's draws do not depend on the other rows."""
    if generator is None or isinstance(generator, torch.Generator):
        single = generator

        def uniforms(probs: Tensor) -> Tensor:
            return torch.rand(
                probs.shape[0], 1, generator=single, dtype=torch.float64, device=probs.device
            )
    else:
        gens = list(generator)
        spans: list[tuple[int, int, torch.Generator]] = []
        for row, gen in enumerate(gens):
            if spans and spans[-1][2] is gen:
                spans[-1] = (spans[-1][0], row + 1, gen)
            else:
                spans.append((row, row + 1, gen))

        def uniforms(probs: Tensor) -> Tensor:
            if probs.shape[0] != len(gens):
                raise ValueError(f"{len(gens)} generators for {probs.shape[0]} rows")
            u = torch.empty(probs.shape[0], 1, dtype=torch.float64, device=probs.device)
            for start, end, gen in spans:
                u[start:end] = torch.rand(
                    end - start, 1, generator=gen, dtype=torch.float64, device=probs.device
                )
            return u

    def draw_rows(probs: Tensor) -> Tensor:
        cdf = probs.cumsum(-1, dtype=torch.float64)
        token = torch.searchsorted(cdf, uniforms(probs) * cdf[:, -1:], right=True).squeeze(1)
        return token.clamp_(max=probs.shape[-1] - 1)

    return draw_rows


def _prefill(
    step: StepFn,
    prompt_ids: Tensor,
    prompt_mask: Tensor,
    shared_prefix: int,
    select_rows: SelectRowsFn | None,
) -> tuple[Tensor, Any, Tensor]:
    """Run the prompts [U, P]: next-token logits [U, V], the KV cache, and the attention mask of
    the cached positions [U, L]. With a shared prefix, L = shared_prefix + the suffix width."""
    if not shared_prefix:
        logits, cache = step(prompt_ids, prompt_mask, position_ids_from_mask(prompt_mask), None)
        return logits, cache, prompt_mask
    assert select_rows is not None
    prefix_ids, suffix_ids, suffix_mask = split_prefix(prompt_ids, prompt_mask, shared_prefix)
    prefix_mask = prompt_mask.new_ones(1, shared_prefix)
    _, cache = step(prefix_ids, prefix_mask, position_ids_from_mask(prefix_mask), None)
    rows = prompt_ids.new_zeros(prompt_ids.shape[0])
    attention = torch.cat([prefix_mask[rows], suffix_mask], 1)
    positions = position_ids_from_mask(attention)[:, shared_prefix:]
    logits, cache = step(suffix_ids, attention, positions, select_rows(cache, rows))
    return logits, cache, attention

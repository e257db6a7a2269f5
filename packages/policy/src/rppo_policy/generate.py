"""The actor's sampling: prompts encoded once per distinct prompt, the decoding loop of
`rppo_policy.decoding` fed with the options' prefill sharing, KV-cache room and lean decode step."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import torch
from torch import Tensor

from rppo_policy.architecture import select_cache_rows
from rppo_policy.decoding import (
    MIN_SHARED_PREFIX,
    Generators,
    StopStrings,
    common_prefix_len,
    sample,
)
from rppo_policy.kv_cache import reserve_room
from rppo_policy.lean_step import lean_step
from rppo_policy.rollout import Rollout

if TYPE_CHECKING:
    from rppo_policy.actor_critic import ActorCritic


# Long: half of it is the signature (every sampling knob is a keyword) and the Rollout record.
def generate(
    policy: ActorCritic,
    prompts: list[str],
    *,
    max_new_tokens: int,
    temperature: float,
    top_p: float,
    top_k: int,
    stop: Sequence[str],
    greedy: bool,
    generator: Generators,
    on_tokens: Callable[[int], None] | None,
) -> Rollout:
    """`ActorCritic.generate` (its docstring has the contract)."""
    check_sampling(max_new_tokens, temperature, top_p, top_k)
    # Samples of the same prompt share one prefill: encode each distinct prompt once and let
    # the decoder expand its KV cache to the rows that continue it.
    if isinstance(prompts, str) or not prompts:
        raise ValueError("prompts must be a non-empty list of strings")
    options, arch, tokenizer = policy.options, policy.architecture, policy.tokenizer
    distinct = list(dict.fromkeys(prompts)) if options.share_prompts else list(prompts)
    unique_ids, unique_mask = encode(tokenizer, distinct, policy.device)
    rows = None
    if len(distinct) < len(prompts):
        where = {prompt: i for i, prompt in enumerate(distinct)}
        rows = torch.tensor([where[p] for p in prompts], device=unique_ids.device)
        prompt_ids, prompt_mask = unique_ids[rows], unique_mask[rows]
    else:
        prompt_ids, prompt_mask = unique_ids, unique_mask
    stop_strings = StopStrings(tokenizer, stop)
    policy.use("actor")
    with torch.no_grad():
        out = sample(
            arch.step,
            unique_ids,
            unique_mask,
            rows=rows,
            select_rows=select_cache_rows,
            shared_prefix=policy.shared_prefix(unique_ids, unique_mask),
            reserve=reserve_room if options.reserve_kv_room else None,
            decode=lean_step(arch.decoder, arch.lm_head) if options.lean_decoding else None,
            max_new_tokens=max_new_tokens,
            temperature=temperature,
            top_p=top_p,
            top_k=top_k,
            greedy=greedy,
            eos_ids=policy.eos_ids,
            pad_id=tokenizer.pad_token_id,
            stop_strings=stop_strings,
            generator=generator,
            on_tokens=on_tokens,
        )
    texts = []
    for row in range(len(prompts)):
        ids = out.response_ids[row][out.mask[row]].tolist()
        texts.append(stop_strings.cut(tokenizer.decode(ids, skip_special_tokens=True)))
    return Rollout(
        input_ids=torch.cat([prompt_ids, out.response_ids], 1),
        attention_mask=torch.cat([prompt_mask, out.mask.long()], 1),
        prompt_len=prompt_ids.shape[1],
        response_ids=out.response_ids,
        mask=out.mask,
        no_eos=out.no_eos,
        logp=out.logp,
        texts=texts,
        temperature=float(temperature),
    )


def encode(tokenizer: Any, prompts: list[str], device: torch.device) -> tuple[Tensor, Tensor]:
    """Left-padded token ids and attention mask [n, P] of `prompts`, on `device`."""
    bos = tokenizer.bos_token
    # A chat template usually writes BOS itself; adding another would shift the distribution.
    add_special = not (bos and any(p.startswith(bos) for p in prompts))
    enc = tokenizer(
        list(prompts), padding=True, return_tensors="pt", add_special_tokens=add_special
    )
    empty = (enc["attention_mask"].sum(1) == 0).nonzero().flatten().tolist()
    if empty:
        raise ValueError(f"prompt {empty[0]} encodes to no tokens")
    return enc["input_ids"].to(device), enc["attention_mask"].to(device)


def shared_prefix_len(policy: ActorCritic, prompt_ids: Tensor, prompt_mask: Tensor) -> int:
    """The leading tokens of the distinct prompts [U, P] worth running once (0: none)."""
    # After a shared prefix the padding sits mid-sequence: only mask-based attention honours it.
    if not policy.options.share_prompts or not policy.architecture.masks_holes:
        return 0
    length = common_prefix_len(prompt_ids, prompt_mask)
    return length if length >= MIN_SHARED_PREFIX else 0


def check_sampling(max_new_tokens: int, temperature: float, top_p: float, top_k: int) -> None:
    if max_new_tokens < 1:
        raise ValueError(f"max_new_tokens must be >= 1, got {max_new_tokens}")
    if not temperature > 0:
        raise ValueError(f"temperature must be > 0, got {temperature}")
    if not 0 < top_p <= 1 or top_k < 0:
        raise ValueError(f"need 0 < top_p <= 1 and top_k >= 0, got top_p={top_p}, top_k={top_k}")

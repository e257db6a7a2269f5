"""The scoring forward every role shares: per micro-batch, the final hidden states that predict the
response tokens, with repeated prompts run once and the prompts' common leading tokens run once
(the shared-prompt forward); a branched critic's top layers on a trunk, or the trunk recorded."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import TYPE_CHECKING

import torch
from torch import Tensor

from rppo_policy import branch
from rppo_policy.architecture import cache_of, select_cache_rows
from rppo_policy.decoding import position_ids_from_mask, split_prefix
from rppo_policy.rollout import Rollout

if TYPE_CHECKING:
    from rppo_policy.actor_critic import ActorCritic


def response_hidden(
    policy: ActorCritic, batch: Rollout, *, trunk: Tensor | None = None, keep: Tensor | None = None
) -> Iterator[tuple[slice, Tensor, Tensor]]:
    """Per micro-batch (rows slice, hidden [b, T', H], tokens [b, T']): the final hidden states at
    the positions P-1 .. P+T'-2 that predict the response tokens 0 .. T'-1, where T' ends at the
    micro-batch's last masked token and the all-padding leading columns are dropped (positions
    come from the attention mask, so dropping them changes nothing). Rows that repeat a prompt
    share one forward of it, and the prompts' common leading tokens are run once
    (`shared_prompt_hidden`).

    `trunk` [B, P+T-1, H]: run only the top critic_layers layers, on these states entering
    them. `keep` [B, P+T-1, H]: filled with the states entering layer L-k in this forward."""
    prompt_len, options, arch = batch.prompt_len, policy.options, policy.architecture
    if prompt_len < 1:
        raise ValueError("rollout has no prompt columns (prompt_len 0)")
    for start in range(0, len(batch), options.scoring_batch_size):
        rows = slice(start, start + options.scoring_batch_size)
        mask = batch.mask[rows]
        used = mask.any(0).nonzero()
        length = int(used.max()) + 1 if used.numel() else 1
        lead = int(batch.attention_mask[rows, :prompt_len].any(0).nonzero().min())
        lead = min(lead, prompt_len - 1)
        cols = slice(lead, prompt_len + length - 1)
        ids, attention = batch.input_ids[rows, cols], batch.attention_mask[rows, cols]
        inputs = ids if trunk is None else trunk[rows, cols]
        prompt_part = prompt_len - lead
        # Checkpointed layers drop the KV cache under grad: no sharing there.
        shared = options.share_prompts and not (
            options.gradient_checkpointing and torch.is_grad_enabled()
        )
        with _branched(policy, trunk is not None), _trunk_inputs(policy, keep is not None) as seen:
            done = (
                shared_prompt_hidden(policy, inputs, ids, attention, prompt_part)
                if shared
                else None
            )
            if done is None:
                out = arch.forward(
                    inputs,
                    attention_mask=attention,
                    position_ids=position_ids_from_mask(attention),
                    use_cache=False,
                )
                hidden = out.last_hidden_state[:, prompt_part - 1 :]
            else:
                hidden = done[0]
        if keep is not None:
            shared_as = None if done is None else done[1:]
            branch.place(keep[rows, cols], seen, shared_as, attention[:, :prompt_part])
        yield rows, hidden, batch.response_ids[rows, :length]


def _branched(policy: ActorCritic, on: bool) -> contextlib.AbstractContextManager[None]:
    if not on:
        return contextlib.nullcontext()
    return branch.top_layers(policy.architecture.decoder, policy.critic_layers)


def _trunk_inputs(policy: ActorCritic, on: bool) -> contextlib.AbstractContextManager[list[Tensor]]:
    """Records the states entering layer L-k (a branched critic's trunk) while inside."""
    if not on:
        return contextlib.nullcontext([])
    layers = policy.architecture.layers()
    return branch.layer_inputs(layers[len(layers) - policy.critic_layers])


# Long: three forwards (shared prefix, distinct prompts, responses) that hand one KV cache on;
# apart, each piece would need the others' row bookkeeping.
def shared_prompt_hidden(
    policy: ActorCritic, inputs: Tensor, ids: Tensor, attention: Tensor, prompt_part: int
) -> tuple[Tensor, int, Tensor | None] | None:
    """`response_hidden`'s states for rows [b, P'+T'-1] (P' = prompt_part columns of prompt),
    running each distinct prompt once and the prefix all prompts share once:

    prefix [1, C] -> its KV cache copied to the n prompts that continue it -> the rest of those
    prompts [n, S] -> the cache gathered to the b rows that continue them -> the response
    columns [b, T'-1]. Without repeated prompts n = b and the last two steps are one call.
    `inputs` are the token ids `ids`, or (branched critic) the trunk's states at those tokens.

    Same numbers as one forward of the whole rows, up to float rounding; grad flows back
    through every gather. Returns (states, C, the distinct prompt of each row [b] or None when
    no prompt repeats); None when nothing is shared (the plain forward is as cheap)."""
    forward = policy.architecture.forward
    prompt_ids, prompt_mask = ids[:, :prompt_part], attention[:, :prompt_part]
    distinct, inverse = torch.unique(
        torch.cat([prompt_ids, prompt_mask], 1), dim=0, return_inverse=True
    )
    repeats = len(distinct) < len(ids)
    prompt_inputs = inputs[:, :prompt_part]
    if repeats:  # one row of each distinct prompt, in `distinct`'s order
        order = torch.arange(len(ids), device=ids.device)
        first = order.new_full((len(distinct),), len(ids)).scatter_reduce(0, inverse, order, "amin")
        prompt_ids, prompt_mask, prompt_inputs = (
            prompt_ids[first],
            prompt_mask[first],
            prompt_inputs[first],
        )
    prefix = policy.shared_prefix(prompt_ids, prompt_mask)
    if not repeats and not prefix:
        return None
    cache = None
    past = prompt_mask.new_ones(len(prompt_ids), prefix)
    if prefix:
        prefix_inputs, prompt_inputs, prompt_mask = split_prefix(prompt_inputs, prompt_mask, prefix)
        out = forward(
            prefix_inputs,
            attention_mask=past[:1],
            position_ids=position_ids_from_mask(past[:1]),
            use_cache=True,
        )
        cache = select_cache_rows(cache_of(out), inverse.new_zeros(len(prompt_ids)))
    if not repeats:  # each row's own prompt tokens and its response in one call
        own = prompt_inputs.shape[1]
        attention = torch.cat([past, prompt_mask, attention[:, prompt_part:]], 1)
        out = forward(
            torch.cat([prompt_inputs, inputs[:, prompt_part:]], 1),
            attention_mask=attention,
            position_ids=position_ids_from_mask(attention)[:, prefix:],
            use_cache=True,
            cache=cache,
        )
        return out.last_hidden_state[:, own - 1 :], prefix, None
    prompt_attention = torch.cat([past, prompt_mask], 1)
    out = forward(
        prompt_inputs,
        attention_mask=prompt_attention,
        position_ids=position_ids_from_mask(prompt_attention)[:, prefix:],
        use_cache=True,
        cache=cache,
    )
    first_state = out.last_hidden_state[:, -1][inverse][:, None]  # predicts response token 0
    if ids.shape[1] == prompt_part:
        return first_state, prefix, inverse
    cache = select_cache_rows(cache_of(out), inverse)
    attention = torch.cat([prompt_attention[inverse], attention[:, prompt_part:]], 1)
    response_part = ids.shape[1] - prompt_part
    out = forward(
        inputs[:, prompt_part:],
        attention_mask=attention,
        position_ids=position_ids_from_mask(attention)[:, -response_part:],
        use_cache=True,
        cache=cache,
    )
    return torch.cat([first_state, out.last_hidden_state], 1), prefix, inverse

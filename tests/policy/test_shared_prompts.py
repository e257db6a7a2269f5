"""Rows that repeat a prompt share one forward of it, and the leading tokens all prompts share (a
system turn, an instruction) run once: in sampling (one prefill, KV cache gathered to every sample)
and in scoring (logp, entropy, values, ref_logp and their gradients). Each test compares the shared
path with the plain one it replaces."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

from rppo_policy import ActorCritic, PolicyOptions  # noqa: E402
from rppo_policy.architecture import select_cache_rows  # noqa: E402
from rppo_policy.decoding import (  # noqa: E402
    MIN_SHARED_PREFIX,
    common_prefix_len,
    sample,
    split_prefix,
)

# Prompts of different lengths (left padding) repeated unevenly, groups not aligned to micro-batches.
GROUPED = (
    ["What is 2 + 3?"] * 3
    + ["Question: Ann has 12 apples and gives away 5. How many are left? Answer:"] * 4
    + ["Hi"]
    + ["Compute 7 times 8."] * 2
)

# Distinct questions behind one long instruction (what a chat template and a fixed instruction
# produce), of different lengths, one repeated; and the same without any repeat.
INSTRUCTION = "You are a careful assistant. Think step by step, then give only the number.\n\n"
PREFIXED = [
    INSTRUCTION + q
    for q in ["What is 2 + 3?", "Hi", "Compute 7 times 8 and then add four.", "What is 2 + 3?"]
]
PREFIXED_DISTINCT = list(dict.fromkeys(PREFIXED))


def _sample(policy, ids, mask, seed, **shared):
    return sample(
        policy.architecture.step,
        ids,
        mask,
        max_new_tokens=12,
        temperature=1.0,
        top_p=1.0,
        top_k=0,
        greedy=False,
        eos_ids=policy.eos_ids,
        pad_id=policy.tokenizer.pad_token_id,
        generator=torch.Generator().manual_seed(seed),
        **shared,
    )


def test_shared_prefill_draws_the_same_tokens_as_repeated_prompts(fresh_tiny, helpers):
    helpers.randomise_adapters(fresh_tiny, scale=0.2)
    distinct = list(dict.fromkeys(GROUPED))
    ids, mask = fresh_tiny.encode(distinct)
    rows = torch.tensor([distinct.index(p) for p in GROUPED])
    with torch.no_grad():
        shared = _sample(fresh_tiny, ids, mask, 5, rows=rows, select_rows=select_cache_rows)
        plain = _sample(fresh_tiny, ids[rows], mask[rows], 5)
    assert shared.response_ids.shape[0] == len(GROUPED)
    assert torch.equal(shared.response_ids, plain.response_ids)
    assert torch.equal(shared.mask, plain.mask)
    assert (shared.logp - plain.logp).abs().max().item() < 1e-5
    # Samples of one prompt still differ from each other: the cache rows are copies, not one row.
    assert len({tuple(r.tolist()) for r in shared.response_ids[3:7]}) > 1


def test_rows_without_select_rows_is_an_error(tiny):
    ids, mask = tiny.encode(["Hi"])
    with pytest.raises(ValueError, match="select_rows"):
        _sample(tiny, ids, mask, 0, rows=torch.zeros(2, dtype=torch.long))


def test_generate_with_repeats_keeps_ratio_one_and_full_rows(fresh_tiny, helpers):
    helpers.randomise_adapters(fresh_tiny, scale=0.2)
    out = fresh_tiny.generate(
        GROUPED, max_new_tokens=12, generator=torch.Generator().manual_seed(1)
    )
    assert len(out) == len(GROUPED) == len(out.texts)
    ids, _ = fresh_tiny.encode(GROUPED)
    assert torch.equal(out.input_ids[:, : out.prompt_len], ids)
    fresh_tiny.reconfigure(share_prompts=False)
    logp, _ = fresh_tiny.logp(out)
    # fp32 sums in another order: ~1e-5 on a log-prob of -5 (relative 2e-6) has been seen.
    assert (logp - out.logp).abs().max().item() < 1e-4


def test_common_prefix_len_counts_the_shared_real_tokens():
    pad = 0
    ids = torch.tensor([[pad, pad, 5, 6, 7, 8], [5, 6, 7, 9, 9, 9], [pad, 5, 6, 7, 8, 1]])
    mask = (torch.arange(6) >= torch.tensor([[2], [0], [1]])).long()
    assert common_prefix_len(ids, mask) == 3  # 5 6 7, then 8 / 9 / 8 differ
    prefix, suffix, suffix_mask = split_prefix(ids, mask, 3)
    assert prefix.tolist() == [[5, 6, 7]]
    # Each row's own tokens, right-aligned; the mask hides everything before them.
    assert suffix.shape == (3, 3)
    assert suffix_mask.tolist() == [[0, 0, 1], [1, 1, 1], [0, 1, 1]]
    assert (suffix[suffix_mask.bool()]).tolist() == [8, 9, 9, 9, 8, 1]


def test_common_prefix_len_leaves_every_prompt_a_token_of_its_own():
    ids = torch.tensor([[1, 2, 3], [1, 2, 3]])
    assert common_prefix_len(ids, torch.ones_like(ids)) == 2  # not 3: the last one predicts
    assert common_prefix_len(ids[:1], torch.ones_like(ids[:1])) == 0  # one row: nothing to share
    holes = torch.tensor([[1, 0, 1], [1, 1, 1]])  # not plain left padding: do not guess
    assert common_prefix_len(ids, holes) == 0


def test_prefixed_prompts_share_a_prefix_long_enough_to_matter(tiny):
    ids, mask = tiny.encode(PREFIXED_DISTINCT)
    assert tiny.shared_prefix(ids, mask) >= MIN_SHARED_PREFIX
    ids, mask = tiny.encode(list(dict.fromkeys(GROUPED)))
    assert tiny.shared_prefix(ids, mask) == 0  # GROUPED tests the repeats-only path


def test_no_shared_prefix_under_attention_that_ignores_mask_holes(fresh_tiny):
    ids, mask = fresh_tiny.encode(PREFIXED_DISTINCT)
    config = fresh_tiny.model.get_base_model().config
    config._attn_implementation = "flash_attention_2"  # only the attribute: nothing runs
    assert fresh_tiny.shared_prefix(ids, mask) == 0


def test_shared_prefix_prefill_draws_the_same_tokens(fresh_tiny, helpers):
    helpers.randomise_adapters(fresh_tiny, scale=0.2)
    ids, mask = fresh_tiny.encode(PREFIXED)
    length = fresh_tiny.shared_prefix(ids, mask)
    with torch.no_grad():
        shared = _sample(
            fresh_tiny, ids, mask, 3, shared_prefix=length, select_rows=select_cache_rows
        )
        plain = _sample(fresh_tiny, ids, mask, 3)
    assert torch.equal(shared.response_ids, plain.response_ids)
    assert torch.equal(shared.mask, plain.mask)
    assert (shared.logp - plain.logp).abs().max().item() < 1e-5


def test_shared_prefix_without_select_rows_is_an_error(tiny):
    ids, mask = tiny.encode(PREFIXED_DISTINCT)
    with pytest.raises(ValueError, match="select_rows"):
        _sample(tiny, ids, mask, 0, shared_prefix=MIN_SHARED_PREFIX)


def _scores_and_grads(policy, batch):
    policy.zero_grad(set_to_none=True)
    logp, entropy = policy.logp(batch, with_entropy=True)
    (logp.sum() + entropy.sum()).backward()
    actor_grads = [p.grad.clone() for p in policy.actor_parameters()]
    values = policy.values(batch)
    (values**2).sum().backward()
    critic_grads = [p.grad.clone() for p in policy.critic_parameters()]
    ref = policy.ref_logp(batch)
    policy.zero_grad(set_to_none=True)
    return [logp.detach(), entropy.detach(), values.detach(), ref], actor_grads + critic_grads


@pytest.mark.parametrize(
    ("quantize", "prompts"),
    [
        (None, GROUPED),  # repeats only
        ("nf4", GROUPED),
        (None, PREFIXED),  # a shared prefix and one repeat
        ("nf4", PREFIXED_DISTINCT),  # a shared prefix, nothing repeated
    ],
)
def test_shared_scoring_matches_plain_forward(helpers, quantize, prompts):
    policy = ActorCritic.load("tiny", quantize=quantize)
    helpers.randomise_adapters(policy, scale=0.2)
    # GROUPED: groups straddle micro-batches; one holds 3 + 1 rows of 2 prompts.
    policy.reconfigure(scoring_batch_size=4 if prompts is GROUPED else 8)
    batch = policy.generate(
        prompts, max_new_tokens=10, stop=["e"], generator=torch.Generator().manual_seed(3)
    )
    assert batch.mask.sum(1).min() < batch.mask.shape[1]  # ragged responses
    shared, shared_grads = _scores_and_grads(policy, batch)
    policy.reconfigure(share_prompts=False)
    plain, plain_grads = _scores_and_grads(policy, batch)
    for a, b in zip(shared, plain, strict=True):
        assert (a - b).abs().max().item() < 1e-4
    for a, b in zip(shared_grads, plain_grads, strict=True):
        # Relative to the tensor's scale: fp32 sums in another order leave ~1e-6 of it.
        assert (a - b).abs().max() <= 1e-4 * b.abs().max() + 1e-6
    assert any(g.abs().sum() > 0 for g in shared_grads)


def test_prompt_only_rows_share_the_last_prompt_position(fresh_tiny, helpers):
    """One-token responses need no response forward: the prompt pass alone predicts them."""
    helpers.randomise_adapters(fresh_tiny, scale=0.2)
    batch = fresh_tiny.generate(
        ["What is 2 + 3?"] * 3, max_new_tokens=1, generator=torch.Generator().manual_seed(0)
    )
    shared = fresh_tiny.values(batch), fresh_tiny.logp(batch)[0]
    fresh_tiny.reconfigure(share_prompts=False)
    plain = fresh_tiny.values(batch), fresh_tiny.logp(batch)[0]
    for a, b in zip(shared, plain, strict=True):
        assert (a - b).abs().max().item() < 1e-5


@pytest.mark.parametrize("prompts", [GROUPED, PREFIXED])
def test_checkpointed_policy_with_shared_prompts_gives_the_same_gradients(helpers, prompts):
    """Checkpointed layers drop the KV cache under grad: the scoring must fall back to full rows
    there (and may still share without grad), with the gradients of the plain policy."""
    results = []
    for checkpointing in (False, True):
        policy = ActorCritic.load(
            "tiny", options=PolicyOptions(gradient_checkpointing=checkpointing)
        )
        helpers.randomise_adapters(policy, seed=4, scale=0.2)
        batch = policy.generate(
            prompts, max_new_tokens=6, generator=torch.Generator().manual_seed(0)
        )
        results.append(_scores_and_grads(policy, batch))
    (plain_scores, plain_grads), (ckpt_scores, ckpt_grads) = results
    for a, b in zip(plain_scores, ckpt_scores, strict=True):
        assert (a - b).abs().max().item() < 1e-4
    for a, b in zip(plain_grads, ckpt_grads, strict=True):
        assert (a - b).abs().max() <= 1e-4 * b.abs().max() + 1e-6


@pytest.mark.parametrize("prompts", [GROUPED, PREFIXED])
def test_generate_without_sharing_draws_the_same_tokens(fresh_tiny, helpers, prompts):
    helpers.randomise_adapters(fresh_tiny, scale=0.2)
    outs = []
    for share in (True, False):
        fresh_tiny.reconfigure(share_prompts=share)
        outs.append(
            fresh_tiny.generate(
                prompts, max_new_tokens=8, generator=torch.Generator().manual_seed(7)
            )
        )
    assert torch.equal(outs[0].input_ids, outs[1].input_ids)
    assert (outs[0].logp - outs[1].logp).abs().max().item() < 1e-5
    assert outs[0].texts == outs[1].texts

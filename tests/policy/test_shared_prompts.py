"""Rows that repeat a prompt share one forward of it: in sampling (one prefill, KV cache gathered
to every sample) and in scoring (logp, entropy, values, ref_logp and their gradients). Each test
compares the shared path with the plain one it replaces."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

from rppo_policy import ActorCritic  # noqa: E402
from rppo_policy.actor_critic import select_cache_rows  # noqa: E402
from rppo_policy.decoding import sample  # noqa: E402

# Prompts of different lengths (left padding) repeated unevenly, groups not aligned to micro-batches.
GROUPED = (
    ["What is 2 + 3?"] * 3
    + ["Question: Ann has 12 apples and gives away 5. How many are left? Answer:"] * 4
    + ["Hi"]
    + ["Compute 7 times 8."] * 2
)


def _sample(policy, ids, mask, seed, **shared):
    return sample(
        policy._step,
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
    ids, mask = fresh_tiny._encode(distinct)
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
    ids, mask = tiny._encode(["Hi"])
    with pytest.raises(ValueError, match="select_rows"):
        _sample(tiny, ids, mask, 0, rows=torch.zeros(2, dtype=torch.long))


def test_generate_with_repeats_keeps_ratio_one_and_full_rows(fresh_tiny, helpers):
    helpers.randomise_adapters(fresh_tiny, scale=0.2)
    out = fresh_tiny.generate(
        GROUPED, max_new_tokens=12, generator=torch.Generator().manual_seed(1)
    )
    assert len(out) == len(GROUPED) == len(out.texts)
    ids, _ = fresh_tiny._encode(GROUPED)
    assert torch.equal(out.input_ids[:, : out.prompt_len], ids)
    fresh_tiny.share_prompts = False
    logp, _ = fresh_tiny.logp(out)
    assert (logp - out.logp).abs().max().item() < 1e-5


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


@pytest.mark.parametrize("quantize", [None, "nf4"])
def test_shared_scoring_matches_plain_forward(helpers, quantize):
    policy = ActorCritic.load("tiny", quantize=quantize)
    helpers.randomise_adapters(policy, scale=0.2)
    policy.micro_batch_size = 4  # groups straddle micro-batches; one holds 3 + 1 rows of 2 prompts
    batch = policy.generate(
        GROUPED, max_new_tokens=10, stop=["e"], generator=torch.Generator().manual_seed(2)
    )
    assert batch.mask.sum(1).min() < batch.mask.shape[1]  # ragged responses
    shared, shared_grads = _scores_and_grads(policy, batch)
    policy.share_prompts = False
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
    fresh_tiny.share_prompts = False
    plain = fresh_tiny.values(batch), fresh_tiny.logp(batch)[0]
    for a, b in zip(shared, plain, strict=True):
        assert (a - b).abs().max().item() < 1e-5


def test_checkpointed_policy_with_repeated_prompts_gives_the_same_gradients(helpers):
    """Checkpointed layers drop the KV cache under grad: the scoring must fall back to full rows
    there (and may still share without grad), with the gradients of the plain policy."""
    results = []
    for checkpointing in (False, True):
        policy = ActorCritic.load("tiny", gradient_checkpointing=checkpointing)
        helpers.randomise_adapters(policy, seed=4, scale=0.2)
        batch = policy.generate(
            GROUPED, max_new_tokens=6, generator=torch.Generator().manual_seed(0)
        )
        results.append(_scores_and_grads(policy, batch))
    (plain_scores, plain_grads), (ckpt_scores, ckpt_grads) = results
    for a, b in zip(plain_scores, ckpt_scores, strict=True):
        assert (a - b).abs().max().item() < 1e-4
    for a, b in zip(plain_grads, ckpt_grads, strict=True):
        assert (a - b).abs().max() <= 1e-4 * b.abs().max() + 1e-6


def test_generate_without_sharing_draws_the_same_tokens(fresh_tiny, helpers):
    helpers.randomise_adapters(fresh_tiny, scale=0.2)
    outs = []
    for share in (True, False):
        fresh_tiny.share_prompts = share
        outs.append(
            fresh_tiny.generate(
                GROUPED, max_new_tokens=8, generator=torch.Generator().manual_seed(7)
            )
        )
    assert torch.equal(outs[0].input_ids, outs[1].input_ids)
    assert (outs[0].logp - outs[1].logp).abs().max().item() < 1e-5
    assert outs[0].texts == outs[1].texts

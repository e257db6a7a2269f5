"""Generation: ratio one, left-padding invariance, stop/EOS masks, sampling truncation."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

from rppo_policy.decoding import StopStrings, sample, truncate_scores  # noqa: E402

VOCAB = 50


def scripted_step(script: list[list[int]], vocab: int = VOCAB):
    """A fake model: row b's next token is script[b][t] (by a wide logit margin). It also checks
    that the loop feeds correct position ids (= attended tokens before, left padding ignored)."""

    def step(new_ids, attention, positions, cache):
        t = 0 if cache is None else cache
        expected = attention.sum(1, keepdim=True) - 1 - torch.arange(new_ids.shape[1] - 1, -1, -1)
        real = attention[:, -new_ids.shape[1] :].bool()
        assert torch.equal(positions[real], expected[real]), (positions, expected)
        logits = torch.zeros(new_ids.shape[0], vocab)
        for row, tokens in enumerate(script):
            logits[row, tokens[t] if t < len(tokens) else 1] = 5.0
        return logits, t + 1

    return step


def run_script(script, *, eos=(3,), pad=0, stop=None, max_new_tokens=6):
    prompt = torch.tensor([[0, 0, 7, 8], [9, 10, 11, 12]])[: len(script)]
    prompt_mask = (torch.arange(4) >= torch.tensor([[2], [0]])[: len(script)]).long()
    return sample(
        scripted_step(script),
        prompt,
        prompt_mask,
        max_new_tokens=max_new_tokens,
        temperature=1.0,
        top_p=1.0,
        top_k=0,
        greedy=True,
        eos_ids=set(eos),
        pad_id=pad,
        stop_strings=stop,
    )


def test_mask_eos_mid_sequence_and_no_eos():
    out = run_script([[5, 6, 3, 7, 8, 9], [5, 6, 7, 8, 9, 10]])
    assert out.mask.tolist() == [[True] * 3 + [False] * 3, [True] * 6]
    assert out.no_eos.tolist() == [False, True]
    assert out.response_ids[0].tolist() == [5, 6, 3, 0, 0, 0]  # pad after EOS
    assert (out.logp[0, 3:] == 0).all() and (out.logp[0, :3] < 0).all()


def test_loop_ends_when_every_row_stopped():
    out = run_script([[3], [5, 3]], max_new_tokens=10)
    assert out.response_ids.shape[1] == 2
    assert out.mask.tolist() == [[True, False], [True, True]]


def test_mask_when_pad_id_equals_eos_id():
    out = run_script([[5, 3, 3, 7], [3, 6, 7, 8]], eos=(3,), pad=3, max_new_tokens=4)
    # Only the first EOS counts; the pads that follow (same id) are outside the mask.
    assert out.mask.tolist() == [[True, True], [True, False]]
    assert out.response_ids.tolist() == [[5, 3], [3, 3]]
    assert out.no_eos.tolist() == [False, False]


def test_several_eos_ids():
    out = run_script([[5, 4, 3, 6], [5, 6, 3, 4]], eos=(3, 4), max_new_tokens=4)
    assert out.mask.sum(1).tolist() == [2, 3]


def _first_stop(tokenizer, ids, stops):
    """Brute force: the first i whose decoded prefix contains a stop string."""
    for i in range(len(ids)):
        text = tokenizer.decode(ids[: i + 1], skip_special_tokens=True)
        if any(s in text for s in stops):
            return i
    return None


@pytest.mark.parametrize(
    ("texts", "stops"),
    [
        ([" 12 + 3 = 15 #### 15 and more", " no stop here at all"], ["####"]),
        ([" step one\n\nstep two #### 4", " x #### 7\n\n y"], ["####", "\n\n"]),
        ([" Question: Ann has 5 apples", " the answer is 42. Question: x"], ["Question:", "is 4"]),
    ],
)
def test_mask_stop_strings(tiny, texts, stops):
    tok = tiny.tokenizer
    script = [tok.encode(t, add_special_tokens=False) for t in texts]
    n = max(map(len, script))
    out = sample(
        scripted_step(script, vocab=len(tok)),
        torch.tensor([[5, 6, 7, 8]] * 2),
        torch.ones(2, 4, dtype=torch.long),
        max_new_tokens=n,
        temperature=1.0,
        top_p=1.0,
        top_k=0,
        greedy=True,
        eos_ids={tok.eos_token_id},
        pad_id=tok.pad_token_id,
        stop_strings=StopStrings(tok, stops),
    )
    for row, ids in enumerate(script):
        first = _first_stop(tok, ids, stops)
        expected = len(ids) if first is None else first + 1
        assert out.mask[row].sum().item() == expected
        assert out.mask[row, :expected].all()
        assert out.no_eos[row].item() == (first is None and len(ids) == n)


def test_stop_strings_through_the_model(tiny):
    out = tiny.generate(
        ["What is 2 + 3?"] * 4,
        max_new_tokens=24,
        stop=["1", "2"],
        generator=torch.Generator().manual_seed(0),
    )
    for row in range(4):
        n = int(out.mask[row].sum())
        ids = out.response_ids[row, :n].tolist()
        first = _first_stop(tiny.tokenizer, ids, ["1", "2"])
        assert first is None or first == n - 1
        if first is not None:
            assert out.texts[row].endswith(("1", "2")) and not out.no_eos[row]


def test_eos_mid_sequence_through_the_model(fresh_tiny):
    # Make "EOS" common so a random model stops mid-sequence: a fake tokenizer setting, not a mock.
    fresh_tiny.eos_ids = set(range(0, len(fresh_tiny.tokenizer), 9))
    out = fresh_tiny.generate(
        ["What is 2 + 3?", "Compute 7 times 8."] * 4,
        max_new_tokens=20,
        generator=torch.Generator().manual_seed(1),
    )
    eos = torch.tensor(sorted(fresh_tiny.eos_ids))
    is_eos = torch.isin(out.response_ids, eos)
    stopped_mid = 0
    for row in range(len(out)):
        hits = is_eos[row].nonzero().flatten()
        first = int(hits[0]) if hits.numel() else out.response_ids.shape[1] - 1
        assert out.mask[row].tolist() == [t <= first for t in range(out.mask.shape[1])]
        assert out.no_eos[row].item() == (not hits.numel())
        stopped_mid += int(hits.numel() > 0 and first < out.mask.shape[1] - 1)
        assert (out.response_ids[row, first + 1 :] == fresh_tiny.tokenizer.pad_token_id).all()
    assert stopped_mid > 0
    assert (out.logp[~out.mask] == 0).all()
    logp, _ = fresh_tiny.logp(out)
    assert torch.allclose(logp, out.logp, atol=1e-5)


@pytest.mark.parametrize("temperature", [0.7, 1.0])
def test_ratio_one(tiny, helpers, temperature):
    out = tiny.generate(
        helpers.prompts,
        max_new_tokens=24,
        temperature=temperature,
        generator=torch.Generator().manual_seed(3),
    )
    logp, entropy = tiny.logp(out, with_entropy=True)
    assert out.mask.all(1).any()  # something to compare
    assert (logp - out.logp).abs().max().item() < 1e-5
    assert ((logp - out.logp).exp()[out.mask] - 1).abs().max().item() < 1e-5
    assert (entropy[out.mask] > 0).all() and (entropy[~out.mask] == 0).all()


def test_ratio_one_with_randomised_actor(fresh_tiny, helpers):
    helpers.randomise_adapters(fresh_tiny, scale=0.3)
    out = fresh_tiny.generate(
        helpers.prompts,
        max_new_tokens=16,
        temperature=0.7,
        generator=torch.Generator().manual_seed(0),
    )
    logp, _ = fresh_tiny.logp(out)
    # fp32 rounding of a cached decode vs one full forward, scaled by 1/0.7 and logits of ~8.
    assert (logp - out.logp).abs().max().item() < 1e-4
    assert (fresh_tiny.ref_logp(out) - out.logp).abs().max().item() > 1e-3


def test_left_padding_invariance(tiny):
    short = "What is 2 + 3?"
    longer = "Question: Carla has 120 marbles and gives away 35. How many marbles does she have?"
    alone = tiny.generate([short], max_new_tokens=12, greedy=True)
    batched = tiny.generate([longer, short, "Hi"], max_new_tokens=12, greedy=True)
    assert batched.prompt_len > alone.prompt_len
    n = alone.response_ids.shape[1]
    assert torch.equal(batched.response_ids[1, :n], alone.response_ids[0])
    assert (batched.logp[1, :n] - alone.logp[0]).abs().max().item() < 1e-5
    recomputed, _ = tiny.logp(batched)
    assert (recomputed[1, :n] - alone.logp[0]).abs().max().item() < 1e-5
    assert batched.texts[1] == alone.texts[0]


def test_rollout_fields_and_select(tiny, helpers):
    out = tiny.generate(
        helpers.prompts, max_new_tokens=8, generator=torch.Generator().manual_seed(0)
    )
    b, t = out.response_ids.shape
    assert out.input_ids.shape == (b, out.prompt_len + t)
    assert torch.equal(out.input_ids[:, out.prompt_len :], out.response_ids)
    assert torch.equal(out.attention_mask[:, out.prompt_len :].bool(), out.mask)
    assert out.mask.dtype == torch.bool and out.no_eos.shape == (b,)
    picked = out.select(torch.tensor([2, 0]))
    assert torch.equal(picked.response_ids, out.response_ids[[2, 0]])
    assert picked.texts == [out.texts[2], out.texts[0]]
    assert out.select(torch.tensor([True, False, True])).texts == [out.texts[0], out.texts[2]]
    assert out[[1]].texts == [out.texts[1]] and len(out[[1]]) == 1
    assert torch.allclose(tiny.logp(picked)[0], tiny.logp(out)[0][[2, 0]], atol=1e-5)


def test_greedy_is_deterministic_and_sampling_follows_generator(tiny, helpers):
    a = tiny.generate(helpers.prompts, max_new_tokens=8, greedy=True)
    b = tiny.generate(helpers.prompts, max_new_tokens=8, greedy=True)
    assert torch.equal(a.response_ids, b.response_ids)
    c = tiny.generate(helpers.prompts, max_new_tokens=8, generator=torch.Generator().manual_seed(5))
    d = tiny.generate(helpers.prompts, max_new_tokens=8, generator=torch.Generator().manual_seed(5))
    e = tiny.generate(helpers.prompts, max_new_tokens=8, generator=torch.Generator().manual_seed(6))
    assert torch.equal(c.response_ids, d.response_ids)
    assert not torch.equal(c.response_ids, e.response_ids)


def test_one_generator_per_prompt_makes_rows_independent_of_the_batch(tiny, helpers):
    """With a generator per row (the samples of a prompt sharing one), a prompt's samples are
    the same whether it is decoded alone or among others: what lets data-parallel ranks each
    draw their share of a batch and get what one process would."""

    def gens(seeds: list[int]) -> list[torch.Generator]:
        return [g for s in seeds for g in [torch.Generator().manual_seed(s)] * 2]

    rows = [p for p in helpers.prompts for _ in range(2)]
    whole = tiny.generate(rows, max_new_tokens=10, generator=gens([11, 12, 13]))
    for i, seed in enumerate([11, 12, 13]):
        alone = tiny.generate(rows[2 * i : 2 * i + 2], max_new_tokens=10, generator=gens([seed]))
        width = alone.mask.shape[1]
        assert whole.texts[2 * i : 2 * i + 2] == alone.texts
        assert torch.equal(whole.response_ids[2 * i : 2 * i + 2, :width], alone.response_ids)
        assert torch.allclose(whole.logp[2 * i : 2 * i + 2, :width], alone.logp, atol=1e-5)
    with pytest.raises(ValueError, match="2 generators for 6 rows"):
        tiny.generate(rows, max_new_tokens=2, generator=gens([1]))


def test_one_generator_for_every_row_draws_what_the_batch_generator_draws():
    """A run of rows sharing one generator takes its uniforms in row order, as one batch-wide
    generator does: per-row generators change which stream a row reads, not the draw."""
    from rppo_policy.decoding import _drawer, draw

    probs = torch.rand(5, 300).softmax(-1)
    expected = draw(probs, torch.Generator().manual_seed(4))
    assert torch.equal(_drawer([torch.Generator().manual_seed(4)] * 5)(probs), expected)
    split = [torch.Generator().manual_seed(4)] * 2 + [torch.Generator().manual_seed(5)] * 3
    tail = draw(probs[2:], torch.Generator().manual_seed(5))
    assert torch.equal(_drawer(split)(probs)[2:], tail)


def test_top_k_top_p_restrict_the_draw(tiny):
    out = tiny.generate(
        ["What is 2 + 3?"] * 6,
        max_new_tokens=6,
        top_k=2,
        generator=torch.Generator().manual_seed(0),
    )
    full = tiny.logp(out)[0]
    assert torch.allclose(full, out.logp, atol=1e-5)  # logp is that of the untruncated policy
    scores = torch.tensor([[3.0, 2.0, 1.0, 0.0]])
    assert torch.isinf(truncate_scores(scores, top_k=2)).tolist() == [[False, False, True, True]]
    # p = softmax([3,2,1,0]) = [.64, .24, .09, .03]: nucleus 0.8 keeps the first two.
    assert torch.isinf(truncate_scores(scores, top_p=0.8)).tolist() == [[False, False, True, True]]
    assert torch.isinf(truncate_scores(scores, top_p=0.5)).tolist() == [[False, True, True, True]]


def test_bad_arguments(tiny):
    with pytest.raises(ValueError, match="max_new_tokens"):
        tiny.generate(["x"], max_new_tokens=0)
    with pytest.raises(ValueError, match="temperature"):
        tiny.generate(["x"], max_new_tokens=2, temperature=0.0)
    with pytest.raises(ValueError, match="prompt 1"):
        tiny.generate(["x", ""], max_new_tokens=2)
    with pytest.raises(ValueError, match="list of strings"):
        tiny.generate("x", max_new_tokens=2)


def test_on_tokens_hears_every_token_drawn(tiny):
    heard: list[int] = []
    out = tiny.generate(
        ["What is 2 + 3?", "Compute 7 times 8."] * 2,
        max_new_tokens=16,
        generator=torch.Generator().manual_seed(0),
        on_tokens=heard.append,
    )
    assert len(heard) == out.response_ids.shape[1]  # one call per decoding position
    assert sum(heard) == int(out.mask.sum()) and heard[0] == 4

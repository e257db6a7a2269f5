"""Step rewards on tokens: char spans -> the generated token that ends each step -> reward [B, T]."""

from __future__ import annotations

import sys
import types
from pathlib import Path
from types import SimpleNamespace

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from reason_ppo.training.step_rewards import (  # noqa: E402
    ProcessReward,
    make_step_scorer,
    step_end_tokens,
    step_reward_metrics,
    step_reward_tensor,
)
from rppo_loss import gae, token_rewards  # noqa: E402
from rppo_prm import split_steps  # noqa: E402

TINY_TOKENIZER = Path(__file__).parents[3] / "packages/policy/src/rppo_policy/assets/tiny-tokenizer"
PROMPTS = [
    "Q: 48/2?\nA:",
    "Question: how many eggs does Janet sell each day at the market?\nAnswer:",
]
RESPONSES = [
    " Natalia sold 48/2 = 24 clips.\nThen 48+24 = 72 — café 数学.\n#### 72",
    " Janet sells 16 - 3 - 4 = 9 eggs.\nShe makes 9 * 2 = $19.\n#### 19",
]


@pytest.fixture(scope="module")
def tokenizer():  # type: ignore[no-untyped-def]
    if not TINY_TOKENIZER.is_dir():
        pytest.skip("rppo_policy's tiny tokenizer asset is missing")
    tok = transformers.AutoTokenizer.from_pretrained(str(TINY_TOKENIZER))
    assert tok.padding_side == "left"
    return tok


def rollout_batch(tokenizer, responses: list[str]):  # type: ignore[no-untyped-def]
    """The Rollout layout: left-padded prompts, then responses (ending in EOS), right-padded."""
    prompt = tokenizer(PROMPTS[: len(responses)], padding=True, return_tensors="pt")
    prompt_len = prompt["input_ids"].shape[1]
    generated = [
        tokenizer(r, add_special_tokens=False)["input_ids"] + [tokenizer.eos_token_id]
        for r in responses
    ]
    width = max(len(g) for g in generated) + 3  # extra right padding past the longest
    response_ids = torch.full((len(responses), width), tokenizer.pad_token_id)
    mask = torch.zeros((len(responses), width), dtype=torch.bool)
    for b, ids in enumerate(generated):
        response_ids[b, : len(ids)] = torch.tensor(ids)
        mask[b, : len(ids)] = True
    input_ids = torch.cat([prompt["input_ids"], response_ids], dim=1)
    texts = [tokenizer.decode(g, skip_special_tokens=True) for g in generated]
    return SimpleNamespace(
        input_ids=input_ids,
        prompt_len=prompt_len,
        response_ids=response_ids,
        mask=mask,
        texts=texts,
    )


def test_positions_land_on_the_last_token_of_each_step(tokenizer) -> None:  # type: ignore[no-untyped-def]
    batch = rollout_batch(tokenizer, RESPONSES)
    assert batch.input_ids[0, 0] == tokenizer.pad_token_id  # the short prompt is left-padded
    for b, text in enumerate(batch.texts):
        assert text == RESPONSES[b]
        spans = split_steps(text)
        counted = int(batch.mask[b].sum())
        ids = batch.response_ids[b, :counted].tolist()
        positions = step_end_tokens(tokenizer, ids, text, [end for _, end in spans])
        assert positions == sorted(positions) and len(set(positions)) == len(spans)
        for (start, end), k in zip(spans, positions, strict=True):
            # Token k (at input position prompt_len + k) completes the step; token k-1 does not.
            assert batch.input_ids[b, batch.prompt_len + k] == batch.response_ids[b, k]
            assert tokenizer.decode(ids[: k + 1]).startswith(text[:end])
            assert not tokenizer.decode(ids[:k]).startswith(text[:end])
            assert text[start:end] in tokenizer.decode(ids[: k + 1])
    # The multi-byte step end (数学.) needs every byte of the character: checked above for row 0.
    assert "数学" in RESPONSES[0]


def test_sum_mode_rewards_every_step_at_its_end(tokenizer) -> None:  # type: ignore[no-untyped-def]
    batch = rollout_batch(tokenizer, RESPONSES)
    spans = [split_steps(t) for t in batch.texts]
    scores = [[1.0, 1.0, 0.0], [1.0, -1.0, 0.0]]
    rewards = step_reward_tensor(
        tokenizer,
        batch.response_ids,
        batch.mask,
        batch.texts,
        spans,
        scores,
        weight=0.2,
        mode="sum",
    )
    assert rewards.shape == batch.mask.shape and rewards.dtype == torch.float32
    assert not rewards[~batch.mask].any()
    for b in range(2):
        ends = step_end_tokens(
            tokenizer, batch.response_ids[b, : int(batch.mask[b].sum())].tolist(), batch.texts[b],
            [e for _, e in spans[b]],
        )  # fmt: skip
        expected = torch.zeros(batch.mask.shape[1])
        for k, s in zip(ends, scores[b], strict=True):
            expected[k] += 0.2 * s
        assert torch.equal(rewards[b], expected)
    assert rewards[1].sum() == pytest.approx(0.0) and rewards[1].min() == pytest.approx(-0.2)


def test_min_mode_rewards_only_the_weakest_step(tokenizer) -> None:  # type: ignore[no-untyped-def]
    batch = rollout_batch(tokenizer, RESPONSES)
    spans = [split_steps(t) for t in batch.texts]
    scores = [[0.5, 1.0, 0.0], [1.0, -1.0, -1.0]]
    rewards = step_reward_tensor(
        tokenizer,
        batch.response_ids,
        batch.mask,
        batch.texts,
        spans,
        scores,
        weight=0.5,
        mode="min",
    )
    # Row 0's weakest step is the answer line (score 0): nothing; row 1: one reward only.
    assert (rewards != 0).sum(dim=1).tolist() == [0, 1]
    second = step_end_tokens(
        tokenizer, batch.response_ids[1, : int(batch.mask[1].sum())].tolist(), batch.texts[1],
        [spans[1][1][1]],
    )[0]  # fmt: skip
    assert rewards[1, second] == pytest.approx(-0.5)  # the first of the tied weakest steps


def test_text_that_is_not_the_ids_is_refused(tokenizer) -> None:  # type: ignore[no-untyped-def]
    batch = rollout_batch(tokenizer, RESPONSES[:1])
    with pytest.raises(ValueError, match="not the decoding"):
        step_reward_tensor(
            tokenizer, batch.response_ids, batch.mask, ["something else"], [[(0, 4)]], [[1.0]],
            weight=1.0,
        )  # fmt: skip
    with pytest.raises(ValueError, match="rows"):
        step_reward_tensor(tokenizer, batch.response_ids, batch.mask, [], [], [], weight=1.0)
    with pytest.raises(ValueError, match="mode"):
        step_reward_tensor(
            tokenizer, batch.response_ids, batch.mask, batch.texts, [[(0, 4)]], [[1.0]],
            weight=1.0, mode="max",  # type: ignore[arg-type]
        )  # fmt: skip


def test_gae_advantages_before_a_wrong_step_drop(tokenizer) -> None:  # type: ignore[no-untyped-def]
    # A correct outcome (score 1) whose second step holds a wrong calculation.
    text = " She starts with 16 eggs and sells them.\n16 * 2 = 30 dollars.\nShe has 30.\n#### 30"
    batch = rollout_batch(tokenizer, [text])
    scorer = make_step_scorer("arithmetic")
    cfg = SimpleNamespace(process_weight=0.2, process_mode="sum")
    problems = [SimpleNamespace(question="How much?")]
    step_rewards, metrics = scorer(tokenizer, problems, batch, cfg)
    assert metrics["prm/bad_step_frac"] == pytest.approx(1 / 4)
    assert metrics["prm/step_score_mean"] == pytest.approx(-1 / 4)  # 0, -1, 0, 0
    assert (step_rewards != 0).sum() == 1
    wrong_end = int(torch.nonzero(step_rewards[0])[0, 0])
    assert step_rewards[0, wrong_end] == pytest.approx(-0.2)
    assert tokenizer.decode(batch.response_ids[0, : wrong_end + 1]).endswith("30 dollars.")

    mask = batch.mask
    score = torch.tensor([1.0])
    kl = torch.full(mask.shape, 0.01)
    values = torch.linspace(0.0, 0.5, mask.shape[1])[None, :]  # some critic, the same in both runs
    plain, _ = gae(token_rewards(score, kl, mask, 0.1), values, mask, 1.0, 0.95)
    process, _ = gae(token_rewards(score, kl, mask, 0.1, step_rewards), values, mask, 1.0, 0.95)
    counted = int(mask[0].sum())
    # Every token up to the wrong step's last one is pushed down; after it nothing changes.
    assert (process[0, : wrong_end + 1] < plain[0, : wrong_end + 1]).all()
    assert torch.allclose(process[0, wrong_end + 1 : counted], plain[0, wrong_end + 1 : counted])
    # The drop is the discounted −0.2: (γλ)^(wrong_end − t) · 0.2 at token t.
    drop = plain[0, : wrong_end + 1] - process[0, : wrong_end + 1]
    expected = 0.2 * 0.95 ** torch.arange(wrong_end, -1, -1, dtype=torch.float32)
    assert torch.allclose(drop, expected, atol=1e-6)
    # With the outcome reward alone the wrong step would have been reinforced (advantage > 0).
    assert plain[0, wrong_end] > 0


def test_metrics_and_scorer_failures() -> None:
    assert step_reward_metrics([[1.0, -1.0], [0.0, 1.0]]) == {
        "prm/step_score_mean": 0.25,
        "prm/bad_step_frac": 0.25,
        "prm/steps_mean": 2.0,
    }
    assert step_reward_metrics([[], []])["prm/bad_step_frac"] == 0.0

    def broken(question: str, steps: list[str]) -> list[float]:
        if "boom" in question:
            raise RuntimeError("boom")
        return [2.0, float("nan")][: len(steps)]

    spans, scores, errors = ProcessReward(broken, name="broken").score(
        ["ok", "boom"], ["a\nb", "c"]
    )
    assert errors == 1 and spans[1] == [] and scores == [[1.0, 0.0], []]


def test_stripped_texts_and_unplaceable_rows(tokenizer) -> None:  # type: ignore[no-untyped-def]
    batch = rollout_batch(tokenizer, RESPONSES)
    stripped = [t.strip() for t in batch.texts]  # a rollout may drop the leading space
    spans = [split_steps(t) for t in stripped]
    exact = step_reward_tensor(
        tokenizer, batch.response_ids, batch.mask, batch.texts,
        [split_steps(t) for t in batch.texts], [[1.0] * len(s) for s in spans], weight=1.0,
    )  # fmt: skip
    shifted = step_reward_tensor(
        tokenizer, batch.response_ids, batch.mask, stripped, spans,
        [[1.0] * len(s) for s in spans], weight=1.0,
    )  # fmt: skip
    assert torch.equal(exact, shifted)

    failed: list[int] = []
    texts = [batch.texts[0], "not this row's text"]
    rewards = step_reward_tensor(
        tokenizer, batch.response_ids, batch.mask, texts, [spans[0], [(0, 3)]],
        [[1.0] * len(spans[0]), [1.0]], weight=1.0, failed=failed,
    )  # fmt: skip
    assert failed == [1] and not rewards[1].any() and rewards[0].sum() == len(spans[0])


PLAIN = " She sells 16 - 3 - 4 = 9 eggs.\nShe makes 9 * 2 = $19.\n#### 19"
PADDED = " 1 + 1 = 2\n2 + 2 = 4\n3 * 3 = 9\nShe sells 16 - 3 - 4 = 9 eggs.\n10 - 5 = 5\nShe makes 9 * 2 = $19.\n#### 19"


def test_the_default_mode_pays_nothing_for_padding(tokenizer) -> None:  # type: ignore[no-untyped-def]
    """Issue 26 item 3: in the config's default mode a completion padded with trivially right
    lines earns no more step reward than the same completion without them; `sum` would pay
    process_weight for each easy line."""
    from reason_ppo.config import Config

    cfg = Config(process_reward="arithmetic")
    problems = [SimpleNamespace(question="How much?")]
    scorer = make_step_scorer(cfg)
    totals = {}
    for name, text in (("plain", PLAIN), ("padded", PADDED)):
        rewards, _ = scorer(tokenizer, problems, rollout_batch(tokenizer, [text]), cfg)
        totals[name] = float(rewards.sum())
    assert totals["plain"] == pytest.approx(-0.2)  # the one wrong step (9 * 2 = 19)
    assert totals["padded"] <= totals["plain"]
    summed = SimpleNamespace(process_weight=cfg.process_weight, process_mode="sum")
    padded_sum, _ = scorer(tokenizer, problems, rollout_batch(tokenizer, [PADDED]), summed)
    assert float(padded_sum.sum()) == pytest.approx(
        0.2 * 4 + 0.2 - 0.2
    )  # 4 pads + 1 right + 1 wrong


@pytest.mark.parametrize(
    ("overrides", "steps"),
    [
        ([], ["a. b", "c", "d", "e"]),
        (["process_split=lines"], ["a. b", "c", "d", "e"]),
        (["process_split=sentences"], ["a.", "b", "c", "d", "e"]),
        (["process_split=tag"], ["a. b\nc", "d\ne"]),
        (["process_split=tag", "process_step_tag=c"], ["a. b", "d\ne"]),
    ],
)
def test_the_step_split_comes_from_the_config(
    overrides: list[str], steps: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from reason_ppo.config import load_config

    seen: list[list[str]] = []

    def record(question: str, row: list[str]) -> list[float]:
        seen.append(list(row))
        return [0.0] * len(row)

    module = types.ModuleType("f2_recording_scorer")
    module.record = record  # type: ignore[attr-defined]
    monkeypatch.setitem(
        sys.modules, "f2_recording_scorer", module
    )  # a plug-in `pkg.mod:attr` without a package
    cfg = load_config(None, ["process_reward=f2_recording_scorer:record", *overrides])
    make_step_scorer(cfg).score(["q"], ["a. b\nc\n\nd\ne"])
    assert seen == [steps]

"""The `prm-model` scorer on tiny random PRMs built in-process (LM-label and classifier heads)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from rppo_prm import load_step_scorer  # noqa: E402
from rppo_prm.model import PRMModelScorer  # noqa: E402

os.environ.setdefault("HF_HUB_OFFLINE", "1")
TINY_TOKENIZER = Path(__file__).parents[2] / "packages/policy/src/rppo_policy/assets/tiny-tokenizer"
QUESTION = "Janet has 16 eggs and eats 3. How many are left?"
STEPS = ["She eats 3 eggs.", "16 - 3 = 13 eggs are left.", "The answer is 13 — café."]


@pytest.fixture(scope="module")
def tokenizer():  # type: ignore[no-untyped-def]
    if not TINY_TOKENIZER.is_dir():
        pytest.skip("rppo_policy's tiny tokenizer asset is missing")
    return transformers.AutoTokenizer.from_pretrained(str(TINY_TOKENIZER))


def _config(tokenizer, **extra):  # type: ignore[no-untyped-def]
    return transformers.LlamaConfig(
        vocab_size=len(tokenizer),
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=4,
        max_position_embeddings=512,
        **extra,
    )


def _read_positions(
    scorer: PRMModelScorer, tokenizer, question: str, steps: list[str]
) -> list[int]:  # type: ignore[no-untyped-def]
    """Independent of the scorer's offsets: tokenise the text up to each tag's last character."""
    text, read_at = scorer.build(question, steps)
    full = tokenizer(text)["input_ids"]
    positions = []
    for char in read_at:
        prefix = tokenizer(text[: char + 1])["input_ids"]
        assert full[: len(prefix)] == prefix
        positions.append(len(prefix) - 1)
    return positions


def test_lm_head_reads_label_tokens_at_each_step_tag(tokenizer) -> None:  # type: ignore[no-untyped-def]
    torch.manual_seed(0)
    model = transformers.LlamaForCausalLM(_config(tokenizer))
    scorer = PRMModelScorer(model, tokenizer, step_tag=" ки", good_token="+", bad_token="-")
    scores = scorer(QUESTION, STEPS)
    assert len(scores) == len(STEPS) and all(-1.0 <= s <= 1.0 for s in scores)

    text, _ = scorer.build(QUESTION, STEPS)
    ids = torch.tensor([tokenizer(text)["input_ids"]])
    with torch.no_grad():
        logits = model(input_ids=ids).logits[0]
    for score, pos in zip(scores, _read_positions(scorer, tokenizer, QUESTION, STEPS), strict=True):
        pair = logits[pos, [scorer.good_id, scorer.bad_id]].softmax(-1)
        assert score == pytest.approx(float(2 * pair[0] - 1), abs=1e-5)
    # The step tag itself is what the model reads: the text between tags is the step.
    assert text.count(" ки\n") == len(STEPS)


def test_classifier_head_reads_the_positive_class(tokenizer) -> None:  # type: ignore[no-untyped-def]
    torch.manual_seed(1)
    model = transformers.LlamaForTokenClassification(_config(tokenizer, num_labels=2))
    scorer = PRMModelScorer(model, tokenizer, head="classifier", step_tag="<|im_end|>")
    scores = scorer(QUESTION, STEPS)
    text, _ = scorer.build(QUESTION, STEPS)
    with torch.no_grad():
        logits = model(input_ids=torch.tensor([tokenizer(text)["input_ids"]])).logits[0]
    for score, pos in zip(scores, _read_positions(scorer, tokenizer, QUESTION, STEPS), strict=True):
        assert score == pytest.approx(float(2 * logits[pos].softmax(-1)[1] - 1), abs=1e-5)


def test_loads_from_a_folder_through_the_registry(tokenizer, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    torch.manual_seed(2)
    transformers.LlamaForCausalLM(_config(tokenizer)).save_pretrained(tmp_path)
    tokenizer.save_pretrained(tmp_path)
    scorer = load_step_scorer("prm-model", model=str(tmp_path), step_tag=" ки")
    first = scorer(QUESTION, STEPS)
    assert len(first) == 3 and first == scorer(QUESTION, STEPS)
    assert scorer(QUESTION, []) == []


def test_steps_cut_off_by_max_length_abstain(tokenizer) -> None:  # type: ignore[no-untyped-def]
    model = transformers.LlamaForCausalLM(_config(tokenizer))
    scorer = PRMModelScorer(model, tokenizer, max_length=40)
    scores = scorer(QUESTION, STEPS * 4)
    assert scores[-1] == 0.0 and len(scores) == 12


def test_bad_arguments_are_refused_before_scoring(tokenizer, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    model = transformers.LlamaForCausalLM(_config(tokenizer))
    with pytest.raises(ValueError, match="tokens"):
        PRMModelScorer(model, tokenizer, good_token="+++ good")
    with pytest.raises(ValueError, match="head"):
        PRMModelScorer(model, tokenizer, head="value")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="config.json"):
        PRMModelScorer(tmp_path)
    with pytest.raises(ValueError, match="tokenizer"):
        PRMModelScorer(model)

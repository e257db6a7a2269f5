"""The PRM presets against their model cards' own scoring code, on tiny random models built offline.

Each reference below is the card's code written out plainly (not the product's formats): the same
input layout, the same tokens read, the same softmax/sigmoid. Architectures follow the cards:
Mistral (Math-Shepherd), Qwen2 (Qwen2.5-Math-PRM, Skywork-PRM), Llama (RLHFlow).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from rppo_prm import load_step_scorer  # noqa: E402
from rppo_prm.presets import MathShepherd, QwenMathPRM, RLHFlow, SkyworkPRM  # noqa: E402

os.environ.setdefault("HF_HUB_OFFLINE", "1")
TINY_TOKENIZER = Path(__file__).parents[2] / "packages/policy/src/rppo_policy/assets/tiny-tokenizer"
QUESTION = "Janet has 16 eggs and eats 3. How many are left?"
STEPS = ["She eats 3 eggs.", "16 - 3 = 13 eggs are left.", "The answer is 13 — café."]
SYSTEM = "Please reason step by step, and put your final answer within \\boxed{}."
LLAMA31 = (
    "{{ '<|begin_of_text|>' }}{% for m in messages %}{{ '<|start_header_id|>' + m['role'] + "
    "'<|end_header_id|>\n\n' + m['content'] + '<|eot_id|>' }}{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|start_header_id|>assistant<|end_header_id|>\n\n' }}"
    "{% endif %}"
)
SIZES = {
    "hidden_size": 32,
    "intermediate_size": 64,
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "max_position_embeddings": 512,
}


def _tokenizer(*special: str):  # type: ignore[no-untyped-def]
    if not TINY_TOKENIZER.is_dir():
        pytest.skip("rppo_policy's tiny tokenizer asset is missing")
    tok = transformers.AutoTokenizer.from_pretrained(str(TINY_TOKENIZER))
    if special:
        tok.add_special_tokens({"additional_special_tokens": list(special)})
    return tok


def _qwen_classifier(tok, labels: int, seed: int):  # type: ignore[no-untyped-def]
    torch.manual_seed(seed)
    config = transformers.Qwen2Config(vocab_size=len(tok), num_labels=labels, **SIZES)
    return transformers.Qwen2ForTokenClassification(config).eval()


def _assert_close(got: list[float], reference: list[float]) -> None:
    assert len(got) == len(reference)
    assert got == pytest.approx(reference, abs=1e-5)
    assert len(set(round(s, 6) for s in reference)) > 1  # distinct steps, not one constant


def test_math_shepherd_matches_its_card() -> None:
    tok = _tokenizer()
    torch.manual_seed(0)
    model = transformers.MistralForCausalLM(
        transformers.MistralConfig(vocab_size=len(tok), **SIZES)
    )
    # The card: f"{question} {output}", output = steps each ending " ки", joined by "\n"; logits of
    # "+"/"-" at the tokens equal to the tag's (last) id; score = softmax(...)[+].
    good, bad = tok.encode("+", add_special_tokens=False), tok.encode("-", add_special_tokens=False)
    step_tag_id = tok.encode("ки")[-1]
    output = "\n".join(f"{step} ки" for step in STEPS)
    input_id = torch.tensor([tok.encode(f"{QUESTION} {output}")])
    with torch.no_grad():
        logits = model(input_id).logits[:, :, [good[0], bad[0]]]
    scores = logits.softmax(dim=-1)[:, :, 0]
    reference = [2 * p - 1 for p in scores[input_id == step_tag_id].tolist()]
    _assert_close(MathShepherd(model, tok, device="cpu")(QUESTION, STEPS), reference)


def _qwen_card(model, tok, question: str, steps: list[str]) -> list[float]:  # type: ignore[no-untyped-def]
    messages = [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": question},
        {"role": "assistant", "content": "<extra_0>".join(steps) + "<extra_0>"},
    ]
    conversation_str = tok.apply_chat_template(
        messages, tokenize=False, add_generation_prompt=False
    )
    input_ids = tok.encode(conversation_str, return_tensors="pt")
    with torch.no_grad():
        outputs = model(input_ids=input_ids)
    step_sep_id = tok.encode("<extra_0>")[0]
    token_masks = input_ids == step_sep_id
    probabilities = torch.nn.functional.softmax(outputs[0], dim=-1) * token_masks.unsqueeze(-1)
    sample = probabilities[0]
    positive_probs = sample[sample != 0].view(-1, 2)[:, 1]
    return [2 * p - 1 for p in positive_probs.tolist()]


def test_qwen_math_prm_matches_its_card() -> None:
    tok = _tokenizer("<extra_0>")
    model = _qwen_classifier(tok, 2, seed=1)
    got = QwenMathPRM(model, tok, device="cpu")(QUESTION, STEPS)
    _assert_close(got, _qwen_card(model, tok, QUESTION, STEPS))


def test_qwen_math_prm_from_a_folder_through_the_registry(tmp_path: Path) -> None:
    tok = _tokenizer("<extra_0>")
    model = _qwen_classifier(tok, 2, seed=2)
    model.save_pretrained(tmp_path)
    tok.save_pretrained(tmp_path)
    scorer = load_step_scorer("qwen2.5-math-prm", model=str(tmp_path), device="cpu")
    # The card loads the tokenizer from the checkpoint too (a reloaded tokenizer can split the
    # chat text differently from the in-memory one it was saved from).
    saved = transformers.AutoTokenizer.from_pretrained(str(tmp_path))
    _assert_close(scorer(QUESTION, STEPS), _qwen_card(model, saved, QUESTION, STEPS))


def _rlhflow_card(model, tok, question: str, steps: list[str]) -> list[float]:  # type: ignore[no-untyped-def]
    plus_tag_id = tok.encode("+", add_special_tokens=False)[-1]
    minus_tag_id = tok.encode("-", add_special_tokens=False)[-1]
    conversation: list[dict[str, str]] = []
    scores = []
    for k, step in enumerate(steps):
        conversation.append({"content": question + " " + step if k == 0 else step, "role": "user"})
        conversation.append({"content": "+", "role": "assistant"})
        ids = tok.apply_chat_template(conversation, tokenize=True, return_dict=True)["input_ids"]
        assert ids[-2] == plus_tag_id  # the card's -3 is the token before the assistant's "+"
        with torch.no_grad():
            logits = model(torch.tensor([ids])).logits[:, -3, [plus_tag_id, minus_tag_id]]
        scores.append(2 * float(logits.softmax(dim=-1)[0, 0]) - 1)
    return scores


def test_rlhflow_matches_its_card() -> None:
    tok = _tokenizer("<|begin_of_text|>", "<|start_header_id|>", "<|end_header_id|>", "<|eot_id|>")
    tok.chat_template = LLAMA31
    torch.manual_seed(3)
    model = transformers.LlamaForCausalLM(transformers.LlamaConfig(vocab_size=len(tok), **SIZES))
    got = RLHFlow(model, tok, device="cpu")(QUESTION, STEPS)
    _assert_close(got, _rlhflow_card(model.eval(), tok, QUESTION, STEPS))


def test_skywork_prm_matches_its_layout() -> None:
    tok = _tokenizer()
    tok.bos_token = "<|im_start|>"
    model = _qwen_classifier(tok, 1, seed=4)
    # skywork-o1-prm-inference's prepare_input: bos + problem + "\n", then each step of
    # response.split("\n") encoded and followed by the "\n" id, the reward flag on that id.
    response = "\n".join(STEPS)
    input_ids = tok.encode(tok.bos_token + QUESTION + "\n")
    step_token_id = tok.encode("\n")[-1]
    flags = [0] * len(input_ids)
    for step in response.split("\n"):
        step_ids = (tok.encode(step) if step != "" else []) + [step_token_id]
        input_ids += step_ids
        flags += [0] * (len(step_ids) - 1) + [1]
    with torch.no_grad():
        values = model(input_ids=torch.tensor([input_ids])).logits[0, :, 0].sigmoid()
    reference = [2 * float(v) - 1 for v, flag in zip(values, flags, strict=True) if flag]
    _assert_close(SkyworkPRM(model, tok, device="cpu")(QUESTION, STEPS), reference)


def test_batches_score_as_single_solutions() -> None:
    tok = _tokenizer("<extra_0>")
    scorer = QwenMathPRM(_qwen_classifier(tok, 2, seed=5), tok, device="cpu", batch_size=2)
    questions = [QUESTION, "What is 2 + 2?", "Nothing.", "Name a prime."]
    solutions = [STEPS, ["2 + 2 = 4.", "The answer is 4."], [], ["7 is prime."]]
    batched = scorer.score_many(questions, solutions)
    for q, s, got in zip(questions, solutions, batched, strict=True):
        assert got == pytest.approx(scorer(q, s), abs=1e-5)
    assert scorer.score_many(["q"], [[]]) == [[]]


def test_truncated_steps_abstain() -> None:
    tok = _tokenizer("<extra_0>")
    scorer = QwenMathPRM(_qwen_classifier(tok, 2, seed=6), tok, device="cpu", max_length=150)
    scores = scorer(QUESTION, STEPS * 4)
    assert len(scores) == 12 and scores[-1] == 0.0 and scores[0] != 0.0


def _save(model, tok, folder: Path) -> str:  # type: ignore[no-untyped-def]
    model.save_pretrained(folder)
    tok.save_pretrained(folder)
    return str(folder)


def test_a_checkpoint_whose_head_does_not_fit_is_refused(tmp_path: Path) -> None:
    tok = _tokenizer("<extra_0>")
    three = _save(_qwen_classifier(tok, 3, seed=7), tok, tmp_path / "three")
    with pytest.raises(ValueError, match="3-label head.*needs 2"):
        load_step_scorer("qwen2.5-math-prm", model=three, device="cpu")
    config = transformers.Qwen2Config(vocab_size=len(tok), **SIZES)
    base = _save(transformers.Qwen2Model(config), tok, tmp_path / "base")
    with pytest.raises(ValueError, match="lacks weights score"):
        load_step_scorer("qwen2.5-math-prm", model=base, device="cpu")
    with pytest.raises(ValueError, match="2-label head.*needs 1"):
        load_step_scorer("skywork-prm", model=three.replace("three", "base"), device="cpu")
    # A model object with the wrong head is refused on its output width.
    with pytest.raises(ValueError, match="needs 1 output.*outputs 2"):
        SkyworkPRM(_qwen_classifier(tok, 2, seed=8), tok, device="cpu")
    with pytest.raises(ValueError, match="not one"):
        QwenMathPRM(_qwen_classifier(tok, 2, seed=8), _tokenizer(), device="cpu")


def test_prm_score_cli_runs_a_preset(tmp_path: Path) -> None:
    from reason_ppo.cli.app import app
    from typer.testing import CliRunner

    tok = _tokenizer("<extra_0>")
    model = _qwen_classifier(tok, 2, seed=9)
    folder = _save(model, tok, tmp_path / "prm")
    data = tmp_path / "in.jsonl"
    data.write_text(json.dumps({"question": QUESTION, "steps": STEPS}) + "\n", encoding="utf-8")
    result = CliRunner().invoke(
        app,
        ["prm-score", "-i", str(data), "--scorer", "qwen2.5-math-prm"]
        + ["--option", f"model={folder}", "--option", "device=cpu"],
    )
    assert result.exit_code == 0, result.output
    got = json.loads(result.stdout.splitlines()[0])["scores"]
    saved = transformers.AutoTokenizer.from_pretrained(folder)
    assert got == pytest.approx(_qwen_card(model, saved, QUESTION, STEPS), abs=1e-3)


def test_prm_eval_scores_each_rated_step_in_context_in_batches(tmp_path: Path) -> None:
    from reason_ppo.cli.app import app
    from typer.testing import CliRunner

    tok = _tokenizer("<extra_0>")
    folder = _save(_qwen_classifier(tok, 2, seed=10), tok, tmp_path / "prm")
    saved = transformers.AutoTokenizer.from_pretrained(folder)
    model = transformers.AutoModelForTokenClassification.from_pretrained(folder).eval()
    rows = [
        {"instruction": QUESTION, "responses": STEPS[:k], "next_response": STEPS[k], "rating": r}
        for k, r in ((0, 1), (1, -1), (2, 0))
    ]
    data = tmp_path / "data" / "prm800k" / "phase1_test.stepwise-critic.jsonl"
    data.parent.mkdir(parents=True)
    data.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    report = tmp_path / "report.json"
    result = CliRunner().invoke(
        app,
        ["prm-eval", "--data-dir", str(tmp_path / "data"), "--scorer", "qwen2.5-math-prm",
         "--option", f"model={folder}", "--option", "device=cpu", "--option", "batch_size=2",
         "--json", str(report)],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    reference = [_qwen_card(model, saved, QUESTION, STEPS[: k + 1])[-1] for k in range(3)]
    figures = json.loads(report.read_text())
    assert figures["steps"] == 3 and figures["flagged"] == sum(s < 0 for s in reference)
    assert figures["true_positives"] == float(reference[1] < 0)

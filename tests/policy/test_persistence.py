"""save -> load round trip, plain-peft compatibility, merged export, bad adapter folders."""

from __future__ import annotations

import json

import pytest

torch = pytest.importorskip("torch")


@pytest.fixture
def trained(fresh_tiny, helpers):
    helpers.randomise_adapters(fresh_tiny, seed=3, scale=0.2)
    batch = fresh_tiny.generate(
        helpers.prompts,
        max_new_tokens=8,
        temperature=0.7,
        generator=torch.Generator().manual_seed(0),
    )
    return fresh_tiny, batch


def test_save_load_identical_logp_and_values(trained, tmp_path):
    from rppo_policy import ActorCritic

    policy, batch = trained
    policy.save(tmp_path)
    for name in (
        "actor/adapter_config.json",
        "actor/adapter_model.safetensors",
        "critic/adapter_model.safetensors",
        "value_head.safetensors",
        "policy.json",
        "tokenizer/tokenizer.json",
    ):
        assert (tmp_path / name).is_file(), name
    assert not list(tmp_path.rglob("*.bin")) and not list(tmp_path.rglob("*.pt"))
    meta = json.loads((tmp_path / "policy.json").read_text())
    assert meta["model"] == "tiny" and meta["lora_rank"] == 16

    loaded = ActorCritic.load("tiny", adapter=tmp_path)
    assert torch.equal(loaded.logp(batch)[0], policy.logp(batch)[0])
    assert torch.equal(loaded.values(batch), policy.values(batch))
    assert torch.equal(loaded.ref_logp(batch), policy.ref_logp(batch))

    fresh = ActorCritic.load("tiny", seed=7)
    assert not torch.equal(fresh.values(batch), policy.values(batch))
    fresh.load_adapters(tmp_path)
    assert torch.equal(fresh.values(batch), policy.values(batch))
    assert all(p.requires_grad for p in fresh.actor_parameters() + fresh.critic_parameters())


def test_saved_actor_loads_with_plain_peft(trained, tmp_path, helpers):
    from peft import PeftModel
    from rppo_policy import load_backbone

    policy, batch = trained
    policy.save(tmp_path)
    base, _ = load_backbone("tiny")
    plain = PeftModel.from_pretrained(base, str(tmp_path / "actor"))
    expected = helpers.plain_logp(plain, batch)
    assert (policy.logp(batch)[0] - expected).abs().max().item() < 1e-5


def test_export_merged_matches_actor(trained, tmp_path, helpers):
    from rppo_policy import export_merged
    from transformers import AutoModelForCausalLM, AutoTokenizer

    policy, batch = trained
    policy.save(tmp_path / "policy")
    out = export_merged(tmp_path / "policy", tmp_path / "merged")
    merged = AutoModelForCausalLM.from_pretrained(str(out))
    assert not any("lora" in n for n, _ in merged.named_parameters())
    assert AutoTokenizer.from_pretrained(str(out)).chat_template
    expected = helpers.plain_logp(merged, batch)
    assert (policy.logp(batch)[0] - expected).abs().max().item() < 1e-4


def test_bad_adapter_folders(trained, tmp_path):
    from rppo_policy import ActorCritic

    policy, _ = trained
    with pytest.raises(ValueError, match="no such folder"):
        ActorCritic.load("tiny", adapter=tmp_path / "missing")
    policy.save(tmp_path / "p")
    (tmp_path / "p" / "value_head.safetensors").unlink()
    with pytest.raises(ValueError, match="missing value_head.safetensors"):
        ActorCritic.load("tiny", adapter=tmp_path / "p")
    policy.save(tmp_path / "q")
    (tmp_path / "q" / "policy.json").write_text("{not json")
    with pytest.raises(ValueError, match=r"policy.json:1: invalid JSON"):
        ActorCritic.load("tiny", adapter=tmp_path / "q")
    other = ActorCritic.load("tiny", lora_rank=4)
    policy.save(tmp_path / "r")
    with pytest.raises(ValueError, match="lora_rank=16 but this policy has lora_rank=4"):
        other.load_adapters(tmp_path / "r")

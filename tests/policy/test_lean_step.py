"""The lean decode step (`rppo_policy.lean_step`): transformers' logits bit for bit, for every
architecture it claims, in every prefill shape `generate` uses, with adapters on, off and
quantised; and None, with a reason, for whatever it would not reproduce."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

from peft import LoraConfig, get_peft_model  # noqa: E402
from rppo_policy import ActorCritic, PolicyOptions  # noqa: E402
from rppo_policy.decoding import position_ids_from_mask  # noqa: E402
from rppo_policy.kv_cache import reserve_room  # noqa: E402
from rppo_policy.lean_step import lean_step, unsupported  # noqa: E402

PREFIX = "You are a careful assistant. Answer with the number only. "
PROMPTS = [PREFIX + "What is 2 + 3?", PREFIX + "Compute 7 times 8.", PREFIX + "Hi"]


def _rollout(policy: ActorCritic, lean: bool, prompts: list[str], **kwargs):
    policy.reconfigure(lean_decoding=lean)
    generators = [torch.Generator().manual_seed(row) for row in range(len(prompts))]
    return policy.generate(prompts, max_new_tokens=12, generator=generators, **kwargs)


def _assert_same_rollout(want, got) -> None:
    assert torch.equal(want.response_ids, got.response_ids)
    assert torch.equal(want.mask, got.mask)
    assert torch.equal(want.logp, got.logp)
    assert want.texts == got.texts
    assert want.mask.sum(1).max() > 2  # several decode steps ran


@pytest.mark.parametrize(
    "prompts",
    [PROMPTS, PROMPTS + PROMPTS[:2], ["Hi", "What is 2 + 3?"], ["What is 2 + 3?"] * 2],
    ids=["shared-prefix", "repeated", "padded", "no-padding"],
)
@pytest.mark.parametrize("critic_layers", [0, 1])
def test_generate_draws_what_transformers_draws(helpers, prompts, critic_layers) -> None:
    torch.manual_seed(0)
    policy = ActorCritic.load(
        "tiny", critic_layers=critic_layers, options=PolicyOptions(recompute_mlp=True)
    )
    helpers.randomise_adapters(policy, scale=0.2)
    assert (
        lean_step(policy.architecture.decoder, policy.architecture.lm_head) is not None
    )  # the lean arm is lean
    want = _rollout(policy, False, prompts, stop=["7"])
    got = _rollout(policy, True, prompts, stop=["7"])
    _assert_same_rollout(want, got)


def test_nf4_backbone_same_rollout(helpers) -> None:
    policy = ActorCritic.load("tiny", quantize="nf4")
    helpers.randomise_adapters(policy, scale=0.2)
    assert lean_step(policy.architecture.decoder, policy.architecture.lm_head) is not None
    _assert_same_rollout(_rollout(policy, False, PROMPTS), _rollout(policy, True, PROMPTS))


def _random_backbone(kind: str):
    """A small random backbone of each architecture the lean step claims, with LoRA on every
    linear layer and B drawn at random, so that the adapters change the logits."""
    import transformers

    common = dict(
        vocab_size=96, hidden_size=48, intermediate_size=80, num_hidden_layers=2,
        num_attention_heads=6, num_key_value_heads=2, max_position_embeddings=128,
        attn_implementation="sdpa",
    )  # fmt: skip
    configs = {
        "llama": ("LlamaConfig", "LlamaForCausalLM", {"attention_bias": True}),
        "qwen2": ("Qwen2Config", "Qwen2ForCausalLM", {}),  # biases on q, k, v
        "qwen3": ("Qwen3Config", "Qwen3ForCausalLM", {"head_dim": 16}),  # per-head q/k norms
        "mistral": ("MistralConfig", "MistralForCausalLM", {"sliding_window": None}),
    }
    config_name, model_name, extra = configs[kind]
    torch.manual_seed(0)
    config = getattr(transformers, config_name)(**common, **extra)
    model = getattr(transformers, model_name)(config).eval()
    # scaling 1.5, not a power of two: folding it into B would change the last bits
    lora = LoraConfig(r=4, lora_alpha=6, target_modules="all-linear", lora_dropout=0.0)
    peft_model = get_peft_model(model, lora, adapter_name="actor")
    with torch.no_grad():
        for name, param in peft_model.named_parameters():
            if "lora_B" in name:
                param.normal_(0, 0.1)
    return peft_model


def _step_by_step(model, lean: bool, steps: int = 4) -> list:
    """Prefill two left-padded rows with transformers, then decode `steps` tokens (greedy) with
    transformers' forward or the lean step; the logits of every step."""
    base = model.get_base_model()
    decoder, lm_head = base.model, base.lm_head
    ids = torch.tensor([[0, 0, 5, 9, 11], [3, 4, 5, 6, 7]])
    mask = torch.tensor([[0, 0, 1, 1, 1], [1, 1, 1, 1, 1]])
    with torch.no_grad():
        out = decoder(input_ids=ids, attention_mask=mask,
                      position_ids=position_ids_from_mask(mask), use_cache=True)  # fmt: skip
        cache = reserve_room(out.cache, steps)
        logits = lm_head(out.last_hidden_state[:, -1])
        step = lean_step(decoder, lm_head) if lean else None
        positions = mask.sum(1, keepdim=True)
        seen = []
        for _ in range(steps):
            token = logits.argmax(-1, keepdim=True)
            mask = torch.cat([mask, mask.new_ones(2, 1)], 1)
            if step is None:
                out = decoder(input_ids=token, attention_mask=mask, position_ids=positions,
                              cache=cache, use_cache=True)  # fmt: skip
                logits, cache = lm_head(out.last_hidden_state[:, -1]), out.cache
            else:
                logits, cache = step(token, mask, positions, cache)
            positions = positions + 1
            seen.append(logits)
    return seen


@pytest.mark.parametrize("kind", ["llama", "qwen2", "qwen3", "mistral"])
def test_each_architecture_bit_for_bit(kind) -> None:
    model = _random_backbone(kind)
    base = model.get_base_model()
    assert unsupported(base.model) is None
    want, got = _step_by_step(model, lean=False), _step_by_step(model, lean=True)
    assert all(torch.equal(w, g) for w, g in zip(want, got, strict=True))
    with model.disable_adapter():  # read again with the adapters off: the reference's numbers
        ref_want, ref_got = _step_by_step(model, lean=False), _step_by_step(model, lean=True)
    assert all(torch.equal(w, g) for w, g in zip(ref_want, ref_got, strict=True))
    assert not torch.equal(want[0], ref_want[0])  # the adapters did change the logits


def test_refuses_what_it_would_not_reproduce() -> None:
    model = _random_backbone("llama")
    decoder, lm_head = model.get_base_model().model, model.get_base_model().lm_head
    assert lean_step(decoder, lm_head) is not None

    decoder.config._attn_implementation = "eager"
    assert "attention 'eager'" in str(unsupported(decoder))
    assert lean_step(decoder, lm_head) is None
    decoder.config._attn_implementation = "sdpa"

    handle = decoder.layers[0].mlp.register_forward_hook(lambda *args: None)
    assert "forward hook" in str(unsupported(decoder))
    handle.remove()

    projection = decoder.layers[1].self_attn.q_proj
    projection.lora_dropout["actor"] = torch.nn.Dropout(0.1)
    assert lean_step(decoder, lm_head) is None  # LoRA dropout: not the same numbers
    projection.lora_dropout["actor"] = torch.nn.Identity()

    decoder.layers[0].mlp.forward = lambda x: x  # some patch it does not know
    assert lean_step(decoder, lm_head) is None


def test_refuses_other_architectures_and_lora_variants() -> None:
    import transformers

    gpt2 = transformers.GPT2LMHeadModel(
        transformers.GPT2Config(vocab_size=64, n_embd=32, n_layer=1, n_head=2)
    )
    assert unsupported(gpt2.transformer) is not None
    model = _random_backbone("llama")
    dora = LoraConfig(r=4, target_modules=["q_proj"], use_dora=True)
    model.add_adapter("dora", dora)
    model.set_adapter("dora")
    base = model.get_base_model()
    assert lean_step(base.model, base.lm_head) is None

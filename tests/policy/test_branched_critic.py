"""The branched critic (`critic_layers` = k): LoRA and value head on the top k layers, run on the
hidden states the reference pass computed entering layer L-k. With k = L it must be today's
full-depth critic; with k < L it must be the direct computation (adapters off below L-k, critic LoRA
on the top k) while the bottom layers run only in the reference pass and get no critic gradient."""

from __future__ import annotations

import json

import pytest

torch = pytest.importorskip("torch")

from rppo_policy import ActorCritic, PolicyOptions, branch  # noqa: E402

# As in test_shared_prompts: repeats of uneven length; distinct questions behind one instruction.
GROUPED = (
    ["What is 2 + 3?"] * 3
    + ["Question: Ann has 12 apples and gives away 5. How many are left? Answer:"] * 4
    + ["Hi"]
    + ["Compute 7 times 8."] * 2
)
INSTRUCTION = "You are a careful assistant. Think step by step, then give only the number.\n\n"
PREFIXED = [
    INSTRUCTION + q
    for q in ["What is 2 + 3?", "Hi", "Compute 7 times 8 and then add four.", "What is 2 + 3?"]
] * 2
PREFIXED_DISTINCT = list(dict.fromkeys(PREFIXED))

LAYERS = 2  # the tiny model's depth


def _batch(policy, prompts, seed=2):
    return policy.generate(
        prompts, max_new_tokens=10, stop=["e"], generator=torch.Generator().manual_seed(seed)
    )


def _critic(policy, batch, *, micro=None):
    """Step (4)'s values from the reference pass's trunk, then an update-like critic pass under grad
    on rows `micro` (trunk rows selected with them): values, and every critic gradient."""
    ref, trunk = policy.reference(batch, keep_trunk=True)
    with torch.no_grad():
        values = policy.values(batch, trunk=trunk)
    rows = torch.arange(len(batch)) if micro is None else micro
    part = batch.select(rows)
    policy.zero_grad(set_to_none=True)
    grad_values = policy.values(part, trunk=None if trunk is None else trunk[rows])
    (grad_values**2).sum().backward()
    grads = [p.grad.clone() for p in policy.critic_parameters()]
    policy.zero_grad(set_to_none=True)
    return ref, values, grad_values.detach(), grads


def _close(a, b, tol=1e-4):
    assert a.shape == b.shape
    assert (a - b).abs().max() <= tol * b.abs().max() + 1e-6


@pytest.mark.parametrize(
    ("quantize", "prompts", "checkpointing"),
    [
        (None, GROUPED, False),  # repeated prompts, shared in every pass
        (None, PREFIXED, True),  # shared prefix + a repeat; no sharing under grad (checkpointing)
        ("nf4", PREFIXED_DISTINCT, False),  # shared prefix only
        ("nf4", GROUPED, True),
    ],
)
def test_all_layers_reproduce_the_full_depth_critic(helpers, quantize, prompts, checkpointing):
    results = []
    for k in (0, LAYERS):
        policy = ActorCritic.load(
            "tiny",
            quantize=quantize,
            options=PolicyOptions(gradient_checkpointing=checkpointing),
            critic_layers=k,
        )
        helpers.randomise_adapters(policy, seed=5, scale=0.2)
        policy.reconfigure(scoring_batch_size=4)
        batch = _batch(policy, prompts)
        # Update micro-batches mix rows of different reference micro-batches.
        results.append(_critic(policy, batch, micro=torch.arange(len(batch)).roll(1)[:-1]))
    (ref0, values0, grad_values0, grads0), (ref_k, values_k, grad_values_k, grads_k) = results
    assert torch.equal(ref0, ref_k)
    _close(values_k, values0)
    _close(grad_values_k, grad_values0)
    assert len(grads_k) == len(grads0)
    for a, b in zip(grads_k, grads0, strict=True):
        _close(a, b)
    assert any(g.abs().sum() > 0 for g in grads0)


@pytest.mark.parametrize(
    ("quantize", "prompts", "checkpointing"),
    [(None, PREFIXED, False), (None, GROUPED, True), ("nf4", PREFIXED, False)],
)
def test_top_layers_match_the_direct_computation(helpers, quantize, prompts, checkpointing):
    """Direct: one full forward of the whole rows with the critic adapter active. The critic's LoRA
    exists only on the top layer, so below it that forward IS the adapter-free reference."""
    policy = ActorCritic.load(
        "tiny",
        quantize=quantize,
        options=PolicyOptions(gradient_checkpointing=checkpointing),
        critic_layers=1,
    )
    helpers.randomise_adapters(policy, seed=6, scale=0.2)
    policy.reconfigure(scoring_batch_size=4)
    batch = _batch(policy, prompts)
    branched = _critic(policy, batch)
    policy.settings["critic_layers"] = 0  # the plain full-depth code path
    policy.reconfigure(share_prompts=False)
    direct = _critic(policy, batch)
    for a, b in zip(branched[1:3], direct[1:3], strict=True):
        _close(a, b)
    for a, b in zip(branched[3], direct[3], strict=True):
        _close(a, b)
    # Without a trunk, values() computes one itself (adapters off) and gives the same numbers.
    policy.settings["critic_layers"] = 1
    policy.reconfigure(share_prompts=True)
    _close(policy.values(batch).detach(), branched[1])


def test_bottom_layers_run_once_and_get_no_critic_gradient(helpers):
    policy = ActorCritic.load("tiny", critic_layers=1)
    helpers.randomise_adapters(policy, seed=1, scale=0.2)
    batch = _batch(policy, PREFIXED)
    bottom, top = branch.decoder_layers(policy.architecture.decoder)
    calls = {"bottom": 0, "top": 0, "bottom_backward": 0}
    bottom.register_forward_pre_hook(lambda *a: calls.__setitem__("bottom", calls["bottom"] + 1))
    top.register_forward_pre_hook(lambda *a: calls.__setitem__("top", calls["top"] + 1))
    bottom.register_full_backward_pre_hook(
        lambda *a: calls.__setitem__("bottom_backward", calls["bottom_backward"] + 1)
    )
    _, trunk = policy.reference(batch, keep_trunk=True)
    reference_calls = calls["bottom"]
    assert reference_calls >= 1 and calls["top"] == reference_calls
    values = policy.values(batch, trunk=trunk)  # under grad, like the update's critic step
    (values**2).sum().backward()
    assert calls["bottom"] == reference_calls  # not one more bottom-layer forward
    assert calls["top"] > reference_calls
    assert calls["bottom_backward"] == 0
    critic = [n for n, p in policy.model.named_parameters() if ".critic." in n]
    assert critic and all(".layers.1." in n for n in critic)
    assert all(p.grad is not None for p in policy.critic_parameters())
    assert all(p.grad is None for p in policy.actor_parameters())


def test_trunk_is_the_reference_pass_hidden_state(helpers):
    """The trunk of a shared-prompt reference pass equals the plain forward's layer input at every
    real token (the attention mask's 1s), whatever the sharing did."""
    policy = ActorCritic.load("tiny", critic_layers=1)
    helpers.randomise_adapters(policy, seed=2, scale=0.2)
    for prompts in (GROUPED, PREFIXED, PREFIXED_DISTINCT):
        batch = _batch(policy, prompts)
        policy.reconfigure(share_prompts=True)
        ref_shared, shared = policy.reference(batch, keep_trunk=True)
        policy.reconfigure(share_prompts=False)
        ref_plain, plain = policy.reference(batch, keep_trunk=True)
        real = batch.attention_mask[:, :-1].bool()
        _close(shared[real], plain[real], tol=1e-5)
        _close(ref_shared, ref_plain, tol=1e-5)
    assert policy.reference(batch)[1] is None  # no trunk unless asked (GRPO: no critic)


def test_critic_parameters_shrink_with_k(tiny):
    full = sum(p.numel() for p in ActorCritic.load("tiny").critic_parameters())
    top = ActorCritic.load("tiny", critic_layers=1)
    head = sum(p.numel() for p in top.value_head.parameters())
    assert sum(p.numel() for p in top.critic_parameters()) - head == (full - head) // 2
    assert sum(p.numel() for p in top.actor_parameters()) == (full - head)


def test_save_load_resume_bit_exact(helpers, tmp_path):
    policy = ActorCritic.load("tiny", critic_layers=1)
    helpers.randomise_adapters(policy, seed=3, scale=0.2)
    batch = _batch(policy, PREFIXED)
    _, trunk = policy.reference(batch, keep_trunk=True)
    policy.save(tmp_path)
    assert json.loads((tmp_path / "policy.json").read_text())["critic_layers"] == 1
    config = json.loads((tmp_path / "critic" / "adapter_config.json").read_text())
    assert config["target_modules"] and all(".layers.1." in t for t in config["target_modules"])

    loaded = ActorCritic.load("tiny", adapter=tmp_path)  # the folder's critic_layers wins
    assert loaded.critic_layers == 1
    _, loaded_trunk = loaded.reference(batch, keep_trunk=True)
    assert torch.equal(loaded_trunk, trunk)
    assert torch.equal(loaded.values(batch, trunk=trunk), policy.values(batch, trunk=trunk))
    assert torch.equal(loaded.logp(batch)[0], policy.logp(batch)[0])

    full_depth = ActorCritic.load("tiny")
    with pytest.raises(ValueError, match="critic_layers=1"):
        full_depth.load_adapters(tmp_path)


def test_saved_critic_loads_with_plain_peft(helpers, tmp_path):
    from peft import PeftModel
    from rppo_policy import load_backbone

    policy = ActorCritic.load("tiny", critic_layers=1)
    helpers.randomise_adapters(policy, seed=3, scale=0.2)
    policy.save(tmp_path)
    base, _ = load_backbone("tiny")
    model = PeftModel.from_pretrained(base, str(tmp_path / "critic"))
    names = [n for n, _ in model.named_parameters() if "lora_" in n]
    assert names and all(".layers.1." in n for n in names)


def test_bad_critic_layers_and_misuse():
    with pytest.raises(ValueError, match="critic_layers=3: the model has 2 layers"):
        ActorCritic.load("tiny", critic_layers=3)
    with pytest.raises(ValueError, match="critic_layers"):
        ActorCritic.load("tiny", critic_layers=-1)
    policy = ActorCritic.load("tiny")
    batch = _batch(policy, ["Hi"])
    with pytest.raises(ValueError, match="branched critic"):
        policy.values(batch, trunk=torch.zeros(1, batch.input_ids.shape[1] - 1, 64))


def test_a_decoder_that_changes_its_inputs_embeds_is_refused(monkeypatch):
    """Some models scale `inputs_embeds` inside their forward; the top layers would then not see
    the reference states. Load checks the branch against the full forward and refuses."""

    def scaled(decoder, k):
        handle = decoder.register_forward_pre_hook(
            lambda module, args, kwargs: (
                (args, {**kwargs, "inputs_embeds": kwargs["inputs_embeds"] * 2})
                if kwargs.get("inputs_embeds") is not None
                else None
            ),
            with_kwargs=True,
        )
        return _Closing(handle)

    monkeypatch.setattr(branch, "top_layers", scaled)
    with pytest.raises(ValueError, match="not supported"):
        ActorCritic.load("tiny", critic_layers=2)


class _Closing:
    def __init__(self, handle):
        self.handle = handle

    def __enter__(self):
        return None

    def __exit__(self, *exc):
        self.handle.remove()

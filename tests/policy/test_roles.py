"""Actor / critic / reference on one backbone: isolation, reference, values, gradients."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")


def _snapshot(policy) -> dict[str, torch.Tensor]:
    """Every tensor of the policy, quantised storage and NF4 block scales included."""
    state = {f"model.{n}": p.detach().clone() for n, p in policy.model.named_parameters()}
    state.update({f"head.{n}": p.detach().clone() for n, p in policy.value_head.named_parameters()})
    for name, module in policy.model.named_modules():
        quant = getattr(getattr(module, "weight", None), "quant_state", None)
        if quant is not None:
            state[f"absmax.{name}"] = quant.absmax.clone()
    return state


def _changed(before, after) -> set[str]:
    return {k for k in before if not torch.equal(before[k], after[k])}


def _step(params, loss) -> None:
    opt = torch.optim.SGD(params, lr=0.5)
    opt.zero_grad()
    loss.backward()
    opt.step()


def _isolation(policy, prompts):
    batch = policy.generate(prompts, max_new_tokens=8, generator=torch.Generator().manual_seed(0))
    actor_names = {f"model.{n}" for n, p in policy.model.named_parameters() if ".actor." in n}
    critic_names = {f"model.{n}" for n, p in policy.model.named_parameters() if ".critic." in n}
    head_names = {f"head.{n}" for n, _ in policy.value_head.named_parameters()}

    before = _snapshot(policy)
    logp, _ = policy.logp(batch)
    _step(policy.actor_parameters(), -(logp * batch.mask).sum() / batch.mask.sum())
    assert all(p.grad is None for p in policy.critic_parameters())
    for p in policy.actor_parameters():
        p.grad = None
    after_actor = _snapshot(policy)
    changed = _changed(before, after_actor)
    assert changed and changed <= actor_names
    assert any("lora_B" in k for k in changed)

    values = policy.values(batch)
    _step(policy.critic_parameters(), ((values - 1.0) ** 2)[batch.mask].mean())
    after_critic = _snapshot(policy)
    changed = _changed(after_actor, after_critic)
    assert changed and changed <= critic_names | head_names
    assert head_names <= changed and any("lora_B" in k for k in changed)
    assert all(p.grad is None for p in policy.actor_parameters())

    backbone = set(before) - actor_names - critic_names - head_names
    assert backbone and not _changed({k: before[k] for k in backbone}, after_critic)
    assert all(not before[k].requires_grad for k in backbone)


def test_isolation_full_precision(fresh_tiny, helpers):
    _isolation(fresh_tiny, helpers.prompts)


def test_isolation_nf4_backbone_bytes_unchanged(helpers):
    import bitsandbytes as bnb
    from rppo_policy import ActorCritic

    policy = ActorCritic.load("tiny", quantize="nf4")
    quantised = [m for m in policy.model.modules() if isinstance(m, bnb.nn.Linear4bit)]
    assert quantised and all(m.weight.dtype == torch.uint8 for m in quantised)
    _isolation(policy, helpers.prompts)
    memory = policy.memory()
    assert memory["adapter_bytes"] > 0 and memory["value_head_bytes"] == (64 + 1) * 4


def test_nf4_gradients_through_frozen_4bit_layers_are_exact(helpers):
    """LoRA gradients of the NF4 model equal those of a full-precision model holding the same
    (dequantised) weights: the backward through the 4-bit matmuls is the real one."""
    from rppo_policy import ActorCritic

    nf4 = ActorCritic.load("tiny", quantize="nf4")
    dense = ActorCritic.load("tiny")
    dense_base = dense.model.get_base_model()
    for name, module in nf4.model.get_base_model().named_modules():
        if hasattr(module, "weight") and getattr(module.weight, "quant_state", None) is not None:
            import bitsandbytes.functional as F

            weight = F.dequantize_4bit(module.weight.data, module.weight.quant_state)
            dense_base.get_submodule(name).weight.data.copy_(weight)
    helpers.randomise_adapters(nf4, seed=1)
    helpers.randomise_adapters(dense, seed=1)
    batch = nf4.generate(
        helpers.prompts, max_new_tokens=6, generator=torch.Generator().manual_seed(0)
    )
    grads = []
    for policy in (nf4, dense):
        logp, _ = policy.logp(batch)
        logp.sum().backward()
        grads.append([p.grad.clone() for p in policy.actor_parameters()])
    assert any(g.abs().sum() > 0 for g in grads[0])
    for a, b in zip(*grads, strict=True):
        assert torch.allclose(a, b, atol=1e-5, rtol=1e-4)


def test_reference_equals_plain_backbone_and_moves_away_after_actor_step(fresh_tiny, helpers):
    from rppo_policy import load_backbone

    plain, _ = load_backbone("tiny")
    batch = fresh_tiny.generate(
        helpers.prompts,
        max_new_tokens=10,
        temperature=0.7,
        generator=torch.Generator().manual_seed(2),
    )
    expected = helpers.plain_logp(plain, batch)
    ref = fresh_tiny.ref_logp(batch)
    assert not ref.requires_grad
    assert (ref - expected).abs().max().item() < 1e-5

    logp, _ = fresh_tiny.logp(batch)
    _step(fresh_tiny.actor_parameters(), -(logp * batch.mask).sum())
    assert (fresh_tiny.ref_logp(batch) - expected).abs().max().item() < 1e-5
    assert (fresh_tiny.logp(batch)[0] - expected).abs().max().item() > 1e-3


def test_logp_matches_plain_forward_of_merged_weights(fresh_tiny, helpers):
    # logp with a non-zero actor adapter = a plain full forward with the adapter on (no chunking).
    helpers.randomise_adapters(fresh_tiny, scale=0.2)
    fresh_tiny.reconfigure(head_chunk=3)  # several LM-head chunks
    fresh_tiny.reconfigure(scoring_batch_size=2)  # several micro-batches
    batch = fresh_tiny.generate(
        helpers.prompts, max_new_tokens=9, generator=torch.Generator().manual_seed(4)
    )
    fresh_tiny.use("actor")
    expected = helpers.plain_logp(fresh_tiny.model, batch)
    got, _ = fresh_tiny.logp(batch)
    assert (got - expected).abs().max().item() < 1e-5


def test_values_shape_mask_and_position(fresh_tiny, helpers):
    helpers.randomise_adapters(fresh_tiny)
    batch = fresh_tiny.generate(
        helpers.prompts, max_new_tokens=6, generator=torch.Generator().manual_seed(0)
    )
    values = fresh_tiny.values(batch)
    assert values.shape == batch.mask.shape and values.requires_grad
    assert (values[~batch.mask] == 0).all()
    # values[:, 0] reads the state after the prompt: independent of the response tokens.
    other = fresh_tiny.generate(
        helpers.prompts, max_new_tokens=6, generator=torch.Generator().manual_seed(9)
    )
    assert torch.allclose(fresh_tiny.values(other)[:, 0], values[:, 0], atol=1e-6)
    assert not torch.allclose(values[:, 1:][batch.mask[:, 1:]], torch.zeros(1))


def test_mixed_loss_reaches_both_roles(fresh_tiny, helpers):
    batch = fresh_tiny.generate(
        helpers.prompts, max_new_tokens=5, generator=torch.Generator().manual_seed(0)
    )
    logp, _ = fresh_tiny.logp(batch)
    values = fresh_tiny.values(batch)  # switches to the critic after the actor graph was built
    (-(logp.sum()) + (values - 1).pow(2).sum()).backward()
    assert any(p.grad is not None and p.grad.any() for p in fresh_tiny.actor_parameters())
    assert any(p.grad is not None and p.grad.any() for p in fresh_tiny.critic_parameters())


def test_parameters_and_memory(tiny):
    actor, critic = tiny.actor_parameters(), tiny.critic_parameters()
    assert actor and critic and not {id(p) for p in actor} & {id(p) for p in critic}
    trainable = {id(p) for p in tiny.parameters() if p.requires_grad}
    assert trainable == {id(p) for p in actor + critic}
    memory = tiny.memory()
    lora = sum(p.numel() * 4 for p in actor + critic[:-2])
    assert memory["adapter_bytes"] == lora
    assert memory["backbone_bytes"] > lora


def test_gradient_checkpointing_gives_the_same_gradients(helpers):
    # logp (actor) and values (critic) in ONE backward: the checkpointed layers are recomputed
    # after the switch to the critic and must still use the actor adapter for the logp part.
    from rppo_policy import ActorCritic, PolicyOptions

    plain = ActorCritic.load("tiny")
    checkpointed = ActorCritic.load("tiny", options=PolicyOptions(gradient_checkpointing=True))
    assert any(getattr(m, "gradient_checkpointing", False) for m in checkpointed.model.modules())
    batch = plain.generate(
        helpers.prompts, max_new_tokens=6, generator=torch.Generator().manual_seed(0)
    )
    grads = []
    for policy in (plain, checkpointed):
        helpers.randomise_adapters(policy, seed=2)
        logp, _ = policy.logp(batch)
        (logp.sum() + policy.values(batch).sum()).backward()
        grads.append([p.grad for p in policy.actor_parameters() + policy.critic_parameters()])
    for a, b in zip(*grads, strict=True):
        assert torch.allclose(a, b, atol=1e-6)

"""`recompute_mlp`: each gated MLP keeps gate(x) and up(x) for its backward and recomputes the rest.

Two things must hold: the gradients are the plain path's, bit for bit, also across a role switch
(the actor's MLPs are recomputed in a backward that runs after the critic's forward, so the
recomputation must use the adapter of its own forward); and autograd really keeps less."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

from rppo_policy import ActorCritic, PolicyOptions  # noqa: E402

PROMPTS = ["What is 2 + 3?", "Compute 7 times 8.", "Hi", "Question: 12 - 5 = ? Answer:"]


def _policy(recompute: bool, helpers, critic_layers: int = 0) -> ActorCritic:
    torch.manual_seed(0)
    policy = ActorCritic.load(
        "tiny", options=PolicyOptions(recompute_mlp=recompute), critic_layers=critic_layers
    )
    helpers.randomise_adapters(policy, scale=0.2)  # actor, critic and reference all differ
    policy.reconfigure(scoring_batch_size=2)
    return policy


def _grads(policy: ActorCritic, batch) -> tuple[dict, torch.Tensor, torch.Tensor]:
    logp, entropy = policy.logp(batch, with_entropy=True)
    values = policy.values(batch)  # the critic is active when the actor's MLPs are recomputed
    (logp.sum() + 0.1 * entropy.sum() + values.pow(2).sum()).backward()
    grads = {n: p.grad.clone() for n, p in policy.model.named_parameters() if p.grad is not None}
    grads |= {f"value_head.{n}": p.grad.clone() for n, p in policy.value_head.named_parameters()}
    return grads, logp.detach(), values.detach()


@pytest.mark.parametrize("critic_layers", [0, 1])
def test_gradients_are_bit_identical_across_a_role_switch(helpers, critic_layers: int) -> None:
    plain = _policy(False, helpers, critic_layers)
    recomputed = _policy(True, helpers, critic_layers)
    batch = plain.generate(PROMPTS, max_new_tokens=10, generator=torch.Generator().manual_seed(0))
    want, logp, values = _grads(plain, batch)
    got, logp2, values2 = _grads(recomputed, batch)
    assert torch.equal(logp, logp2) and torch.equal(values, values2)
    assert want.keys() == got.keys() and len(want) > 10
    for name in want:
        assert torch.equal(want[name], got[name]), name
    assert any(want[name].abs().sum() > 0 for name in want if "lora_A" in name)  # not all zero


def test_autograd_keeps_two_mlp_tensors_fewer_per_layer(helpers) -> None:
    plain, recomputed = _policy(False, helpers), _policy(True, helpers)
    batch = plain.generate(PROMPTS, max_new_tokens=10, generator=torch.Generator().manual_seed(0))
    for each in (plain, recomputed):
        each.reconfigure(scoring_batch_size=len(PROMPTS))  # one forward each
    config = plain.architecture.config
    saved = helpers.saved_bytes(plain, batch) - helpers.saved_bytes(recomputed, batch)
    # at least the activation and the product of every layer, over the tokens of the forward
    tokens = int(batch.mask.any(0).sum())  # response positions (the prompt is shared or not)
    floor = 2 * config.num_hidden_layers * len(PROMPTS) * tokens * config.intermediate_size * 4
    assert saved >= floor, (saved, floor)


def test_a_model_without_a_gated_mlp_is_left_alone() -> None:
    from rppo_policy.preparation import RecomputeWithRole, recompute_mlp_down

    assert recompute_mlp_down(torch.nn.Sequential(torch.nn.Linear(2, 2)), RecomputeWithRole()) == 0

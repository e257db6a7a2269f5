"""CPU backbones attend with unrepeated key/value heads (`rppo_policy.attention`).

What must hold: the forward numbers are transformers' `sdpa` numbers bit for bit (rollout tokens,
log-probs, values, reference), the gradients equal to float rounding, with padding holes and a
shared prefix in the mask; autograd keeps fewer bytes; nothing outside our backbones changes, and a saved model does not name our function."""

from __future__ import annotations

import json

import pytest

torch = pytest.importorskip("torch")

from rppo_policy import ActorCritic  # noqa: E402
from rppo_policy.attention import CPU_GQA_SDPA, cpu_gqa_sdpa_forward  # noqa: E402

# Different lengths (padding) and a repeated prompt behind a long common prefix (a shared prefix).
PREFIX = "You are a careful assistant. Answer with the number only. "
PROMPTS = [PREFIX + "What is 2 + 3?", PREFIX + "Compute 7 times 8.", PREFIX + "Hi", "12 - 5 = ?"]


def _policy(helpers, implementation: str | None) -> ActorCritic:
    torch.manual_seed(0)
    policy = ActorCritic.load("tiny")
    helpers.randomise_adapters(policy, scale=0.2)
    if implementation is not None:
        policy.model.config._attn_implementation = implementation
    policy.reconfigure(scoring_batch_size=3)  # a micro-batch boundary inside the batch
    return policy


def _run(policy: ActorCritic):
    prompts = PROMPTS + PROMPTS[:2]  # repeated prompts share their prompt pass
    batch = policy.generate(prompts, max_new_tokens=10, generator=torch.Generator().manual_seed(0))
    logp, entropy = policy.logp(batch, with_entropy=True)
    values = policy.values(batch)
    (logp.sum() + 0.1 * entropy.sum() + values.pow(2).sum()).backward()
    grads = {n: p.grad.clone() for n, p in policy.model.named_parameters() if p.grad is not None}
    with torch.no_grad():
        ref_logp = policy.reference(batch)
    return batch, logp.detach(), values.detach(), ref_logp, grads


def test_cpu_backbones_use_it_and_tiny_has_key_value_groups() -> None:
    policy = ActorCritic.load("tiny")
    assert policy.model.config._attn_implementation == CPU_GQA_SDPA
    config = policy.model.config
    assert config.num_attention_heads > config.num_key_value_heads  # else the test proves nothing


def test_forward_bit_identical_gradients_to_rounding(helpers) -> None:
    want = _run(_policy(helpers, "sdpa"))
    got = _run(_policy(helpers, None))
    assert torch.equal(want[0].input_ids, got[0].input_ids)
    assert torch.equal(want[0].logp, got[0].logp)  # the rollout's own log-probs
    assert not want[0].attention_mask.all()  # padding holes were exercised
    assert torch.equal(want[1], got[1]) and torch.equal(want[2], got[2])
    assert torch.equal(want[3][0], got[3][0])
    # The backward sums each key/value head's gradient over its query heads inside the kernel
    # instead of in autograd's backward of the repeat: the same sum in another order, so the last
    # bits may differ (measured: <= 1.6e-7 of each tensor's largest entry); the forward's numbers
    # are identical.
    assert want[4].keys() == got[4].keys() and len(want[4]) > 10
    for name in want[4]:
        scale = want[4][name].abs().max()
        assert scale > 0, name
        assert (got[4][name] - want[4][name]).abs().max() <= 1e-5 * scale, name


def _saved_bytes(policy: ActorCritic, helpers) -> int:
    batch = policy.generate(PROMPTS, max_new_tokens=10, generator=torch.Generator().manual_seed(0))
    return helpers.saved_bytes(policy, batch)


def test_autograd_keeps_fewer_bytes(helpers) -> None:
    repeated = _saved_bytes(_policy(helpers, "sdpa"), helpers)
    unrepeated = _saved_bytes(_policy(helpers, None), helpers)
    assert unrepeated < repeated


class _Attention(torch.nn.Module):
    num_key_value_groups = 2
    is_causal = True


def test_it_passes_what_it_does_not_handle_to_transformers(monkeypatch) -> None:
    import transformers.integrations.sdpa_attention as sdpa

    calls = []
    original = sdpa.sdpa_attention_forward

    def spy(*args, **kwargs):
        calls.append(args[1].shape[2])
        return original(*args, **kwargs)

    monkeypatch.setattr(sdpa, "sdpa_attention_forward", spy)
    q, k = torch.randn(1, 4, 5, 8), torch.randn(1, 2, 5, 8)
    mask = torch.ones(1, 1, 5, 5, dtype=torch.bool).tril()
    module = _Attention()
    ours, _ = cpu_gqa_sdpa_forward(module, q, k, k, mask)  # masked, several queries: ours
    assert calls == []
    theirs, _ = original(module, q, k, k, mask)
    assert torch.equal(ours, theirs)
    cpu_gqa_sdpa_forward(module, q[:, :, -1:], k, k, mask[:, :, -1:])  # one query token
    cpu_gqa_sdpa_forward(module, q, k, k, None)  # no mask
    assert calls == [1, 5]


def test_other_models_keep_transformers_sdpa_and_saved_configs_do_not_name_ours(tmp_path) -> None:
    from transformers import AttentionInterface
    from transformers.integrations.sdpa_attention import sdpa_attention_forward

    policy = ActorCritic.load("tiny")
    assert AttentionInterface()["sdpa"] is sdpa_attention_forward
    policy.model.get_base_model().save_pretrained(tmp_path)
    assert CPU_GQA_SDPA not in json.dumps(json.loads((tmp_path / "config.json").read_text()))


def test_decoding_on_cuda_keeps_off_cudnn_attention_and_restores_the_flags():
    """`sdpa_backends` (measured reason at the function): on CUDA every fused kernel but cuDNN's,
    the process's flags back as they were afterwards; on the CPU nothing is touched. The flags are
    plain process state, so this runs without a GPU."""
    from rppo_policy.attention import sdpa_backends

    before = torch.backends.cuda.cudnn_sdp_enabled()
    with sdpa_backends(torch.device("cuda")):
        assert not torch.backends.cuda.cudnn_sdp_enabled()
        assert torch.backends.cuda.flash_sdp_enabled()
        assert torch.backends.cuda.mem_efficient_sdp_enabled()
        assert torch.backends.cuda.math_sdp_enabled()
    assert torch.backends.cuda.cudnn_sdp_enabled() == before
    with sdpa_backends(torch.device("cpu")):
        assert torch.backends.cuda.cudnn_sdp_enabled() == before

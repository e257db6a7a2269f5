"""Fixtures shared by the policy tests and the CLI tests that need a real policy: a tiny
ActorCritic (built in-process in about a second) and a reference forward pass."""

from __future__ import annotations

import os

import pytest

# The suite tests the Python sources (they monkeypatch module attributes, which compiled callers
# would not see), also where `make build-fast` left a compiled build; subprocesses inherit it.
# tests/check/test_speed_session20.py checks the build's verdicts against these. `RPPO_CHECK_PURE=`
# (empty) runs the suite on the build instead, where the tests that patch a module must fail.
os.environ.setdefault("RPPO_CHECK_PURE", "1")

PROMPTS = [
    "What is 2 + 3?",
    "Question: Ann has 12 apples and gives away 5. How many apples does Ann have now? Answer:",
    "Compute 7 times 8.",
]


@pytest.fixture(scope="module")
def tiny():
    """A full-precision tiny ActorCritic shared by the tests of one module (do not train it)."""
    from rppo_policy import ActorCritic

    return ActorCritic.load("tiny")


@pytest.fixture
def fresh_tiny():
    """A tiny ActorCritic of one's own (safe to train or modify)."""
    from rppo_policy import ActorCritic

    return ActorCritic.load("tiny")


def randomise_adapters(policy, seed: int = 0, scale: float = 0.05) -> None:
    """Give every LoRA B matrix (zero at init) and the value head random values, so that actor,
    critic and reference all differ."""
    import torch

    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for p in policy.actor_parameters() + policy.critic_parameters():
            p.add_(torch.randn(p.shape, generator=gen) * scale)


def plain_logp(model, batch):
    """Log-probs [B, T] of the response tokens from an ordinary full forward of a causal LM (no
    slicing, no chunking): the independent reference for rppo_policy's scoring."""
    import torch
    from rppo_policy import position_ids_from_mask

    with torch.no_grad():
        logits = model(
            input_ids=batch.input_ids,
            attention_mask=batch.attention_mask,
            position_ids=position_ids_from_mask(batch.attention_mask),
        ).logits
    p = batch.prompt_len
    scores = logits[:, p - 1 : -1].float() / batch.temperature
    logp = scores.log_softmax(-1).gather(-1, batch.response_ids[..., None]).squeeze(-1)
    return logp.masked_fill(~batch.mask, 0.0)


def saved_bytes(policy, batch) -> int:
    """Bytes of the distinct storages autograd keeps for the backward of `policy.logp(batch)`."""
    import torch

    seen: dict[int, int] = {}

    def pack(tensor):
        storage = tensor.untyped_storage()
        seen[storage.data_ptr()] = storage.nbytes()
        return tensor

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda tensor: tensor):
        policy.logp(batch)
    return sum(seen.values())


@pytest.fixture
def helpers():
    class H:
        pass

    h = H()
    h.randomise_adapters = randomise_adapters
    h.plain_logp = plain_logp
    h.saved_bytes = saved_bytes
    h.prompts = PROMPTS
    return h

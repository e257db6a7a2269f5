"""Decoding into room reserved in the KV cache (`rppo_policy.kv_cache`): the same tokens and
log-probs as transformers' growing cache, in every prefill shape `generate` uses, and no copy of the
cache per step."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

from rppo_policy import ActorCritic  # noqa: E402
from rppo_policy.kv_cache import RoomLayer, reserve_room  # noqa: E402
from transformers.cache_utils import DynamicCache, DynamicLayer  # noqa: E402

PREFIX = "You are a careful assistant. Answer with the number only. "
PROMPTS = [PREFIX + "What is 2 + 3?", PREFIX + "Compute 7 times 8.", PREFIX + "Hi"]


def _rollout(policy: ActorCritic, reserve: bool, prompts: list[str], **kwargs):
    policy.reconfigure(reserve_kv_room=reserve)
    return policy.generate(
        prompts, max_new_tokens=12, generator=torch.Generator().manual_seed(0), **kwargs
    )


@pytest.mark.parametrize(
    "prompts",
    [PROMPTS, PROMPTS + PROMPTS[:2], ["Hi", "What is 2 + 3?"]],  # shared prefix, repeats, neither
    ids=["shared-prefix", "repeated", "plain"],
)
@pytest.mark.parametrize("critic_layers", [0, 1])
def test_same_rollout_as_the_growing_cache(helpers, prompts, critic_layers) -> None:
    torch.manual_seed(0)
    policy = ActorCritic.load("tiny", critic_layers=critic_layers)
    helpers.randomise_adapters(policy, scale=0.2)
    want = _rollout(policy, False, prompts, stop=["7"])
    got = _rollout(policy, True, prompts, stop=["7"])
    assert torch.equal(want.response_ids, got.response_ids)
    assert torch.equal(want.mask, got.mask)
    assert torch.equal(want.logp, got.logp)
    assert want.texts == got.texts
    assert want.mask.sum(1).max() > 1  # several decode steps ran


def _filled_cache(length: int) -> DynamicCache:
    cache = DynamicCache()
    cache.update(torch.randn(2, 3, length, 4), torch.randn(2, 3, length, 4), 0)
    return cache


def test_steps_write_in_place_and_past_the_room_it_grows() -> None:
    cache = reserve_room(_filled_cache(5), extra=2)
    layer = cache.layers[0]
    assert isinstance(layer, RoomLayer)
    plain = DynamicLayer()
    plain.update(layer.keys.clone(), layer.values.clone())
    room = layer.keys.untyped_storage().data_ptr()
    for step in range(4):  # 2 within the room, then 2 past it
        new_keys, new_values = torch.randn(2, 3, 1, 4), torch.randn(2, 3, 1, 4)
        keys, values = layer.update(new_keys, new_values)
        want_keys, want_values = plain.update(new_keys, new_values)
        assert torch.equal(keys, want_keys) and torch.equal(values, want_values)
        assert layer.get_seq_length() == 6 + step
        if step < 2:
            assert keys.untyped_storage().data_ptr() == room  # written in place, not copied
    assert keys.untyped_storage().data_ptr() != room  # past the room: a new tensor


def test_leaves_unwritten_slots_and_other_caches_alone() -> None:
    cache = DynamicCache()
    cache.update(torch.randn(1, 1, 3, 2), torch.randn(1, 1, 3, 2), 1)  # slot 0 never written
    reserve_room(cache, extra=4)
    assert type(cache.layers[0]) is DynamicLayer and isinstance(cache.layers[1], RoomLayer)
    legacy = ((torch.zeros(1), torch.zeros(1)),)
    assert reserve_room(legacy, extra=4) is legacy
    untouched = _filled_cache(3)
    assert type(reserve_room(untouched, extra=0).layers[0]) is DynamicLayer

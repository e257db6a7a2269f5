"""Config: defaults, TOML + overrides, rejection of unknown keys and bad values, round trip."""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path

import pytest
from reason_ppo.config import (
    Config,
    ConfigError,
    diff,
    load_config,
    parse_overrides,
    run_hash,
    to_toml,
)

REQUIRED_KEYS = (
    "seed steps batch_size samples_per_prompt max_new_tokens temperature lr critic_lr kl_coef "
    "kl_target gamma lam lam_critic clip_eps value_clip_eps ppo_epochs minibatch_size entropy_coef "
    "save_every eval_every keep_last"
).split()


def test_every_required_key_exists() -> None:
    names = {f.name for f in fields(Config)}
    assert set(REQUIRED_KEYS) <= names


def test_defaults_are_valid_and_canonical() -> None:
    cfg = load_config()
    assert cfg == Config()
    assert cfg.quantize == "nf4" and cfg.clip_eps == 0.2 and cfg.gamma == 1.0


def test_overrides_are_typed() -> None:
    cfg = load_config(None, ["lr=3e-5", "steps=7", "whiten_advantages=false", "model=tiny"])
    assert cfg.lr == 3e-5 and cfg.steps == 7 and cfg.whiten_advantages is False
    assert cfg.model == "tiny"


def test_toml_then_overrides_win(tmp_path: Path) -> None:
    path = tmp_path / "c.toml"
    path.write_text('steps = 9\nlr = 1e-4\nmodel = "tiny"\n')
    cfg = load_config(path, ["steps=3"])
    assert (cfg.steps, cfg.lr, cfg.model) == (3, 1e-4, "tiny")


def test_round_trip(tmp_path: Path) -> None:
    cfg = load_config(None, ["lr=0.000123", "model=tiny", "kl_target=6"])
    path = tmp_path / "c.toml"
    path.write_text(to_toml(cfg))
    assert load_config(path) == cfg


@pytest.mark.parametrize(
    ("items", "culprit"),
    [
        (["stpes=3"], "stpes"),
        (["lr=fast"], "lr"),
        (["steps=0"], "steps"),
        (["gamma=1.5"], "gamma"),
        (["clip_eps=0"], "clip_eps"),
        (["advantage=ppo2"], "advantage"),
        (["temperature=0"], "temperature"),
        (["minibatch_size=0"], "minibatch_size"),
        (["advantage=grpo", "samples_per_prompt=1"], "samples_per_prompt"),
        (["lr=nan"], "lr"),
        (["noequals"], "noequals"),
    ],
)
def test_bad_values_name_the_key(items: list[str], culprit: str) -> None:
    with pytest.raises(ConfigError, match=culprit):
        load_config(None, items)


def test_unknown_key_in_file_names_file_and_key(tmp_path: Path) -> None:
    path = tmp_path / "c.toml"
    path.write_text("learning_rate = 1\n")
    with pytest.raises(ConfigError) as err:
        load_config(path)
    assert "learning_rate" in str(err.value) and str(path) in str(err.value)


def test_typo_gets_a_suggestion() -> None:
    with pytest.raises(ConfigError, match="did you mean 'kl_coef'"):
        parse_overrides(["kl_coeff=0.1"])


def test_diff_and_hash_ignore_bookkeeping_keys() -> None:
    a = load_config(None, ["model=tiny"])
    b = load_config(None, ["model=tiny", "steps=99", "save_every=1"])
    c = load_config(None, ["model=tiny", "lr=1e-3"])
    assert run_hash(a) == run_hash(b) and diff(a, b) == []
    assert run_hash(a) != run_hash(c) and diff(a, c) == ["lr: 1e-05 -> 0.001"]

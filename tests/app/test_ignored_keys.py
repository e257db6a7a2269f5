"""Keys a code path ignores in some combination are refused or warned in one line, before any
weights load (issue 26 item 4); the step split is a key (item 2); old runs keep their hash."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
from pathlib import Path
from typing import get_args

import pytest
from reason_ppo import config as config_module
from reason_ppo.config import (
    RESUME_SAFE_KEYS,
    Config,
    ConfigError,
    ProcessSplit,
    load_config,
    run_hash,
    to_toml,
)
from rppo_prm import SplitMode


@pytest.mark.parametrize(
    ("overrides", "culprit"),
    [
        (
            ["process_reward=arithmetic", "process_step_tag=ки"],
            "process_step_tag: used only with process_split=tag, got process_split=lines",
        ),
        (["process_reward=arithmetic", "process_split=words"], "process_split: must be one of"),
    ],
)
def test_a_step_tag_the_split_would_ignore_is_refused(overrides: list[str], culprit: str) -> None:
    with pytest.raises(ConfigError) as raised:
        load_config(None, overrides)
    assert culprit in str(raised.value) and "\n" not in str(raised.value)


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        (["process_weight=0.5"], "process_reward is empty (no step scorer): process_weight has"),
        (
            ["process_mode=min", "process_split=sentences"],
            "process_reward is empty (no step scorer): process_mode, process_split have no effect",
        ),
        (["advantage=grpo", "lam_critic=0.9"], "advantage=grpo trains no critic: lam_critic has"),
    ],
)
def test_keys_of_a_part_that_is_not_built_warn(
    overrides: list[str], message: str, caplog: pytest.LogCaptureFixture
) -> None:
    config_module._WARNED.clear()
    with caplog.at_level(logging.WARNING, logger="reason_ppo.config"):
        load_config(None, overrides)
        load_config(None, overrides)
    assert [message in r.getMessage() for r in caplog.records] == [True]  # once per process


def test_defaults_and_the_old_default_mode_are_not_warned(caplog: pytest.LogCaptureFixture) -> None:
    # A default the user did not set is never refused or warned; nor is "sum", which every run
    # folder saved before the default became "penalty" holds (each resume would warn).
    config_module._WARNED.clear()
    with caplog.at_level(logging.WARNING, logger="reason_ppo.config"):
        assert load_config(None, ["process_weight=0.2", "process_mode=penalty"]) == Config()
        assert load_config(None, ["process_mode=sum"]).process_mode == "sum"
    assert caplog.records == []
    cfg = load_config(
        None, ["process_reward=arithmetic", "process_split=tag", "process_step_tag=ки"]
    )
    assert (cfg.process_split, cfg.process_step_tag) == ("tag", "ки")


def test_critic_keys_under_grpo_warn_once(caplog: pytest.LogCaptureFixture) -> None:
    config_module._WARNED.clear()
    with caplog.at_level(logging.WARNING, logger="reason_ppo.config"):
        load_config(None, ["advantage=grpo"])
        assert caplog.records == []  # defaults: nothing was asked of the critic
        load_config(None, ["advantage=grpo", "critic_lr=1e-3", "critic_layers=2"])
        load_config(None, ["advantage=grpo", "critic_lr=1e-3", "critic_layers=2"])
        load_config(None, ["critic_lr=1e-3", "critic_layers=2"])  # gae reads them
    assert [r.getMessage() for r in caplog.records] == [
        "advantage=grpo trains no critic: critic_lr, critic_layers have no effect"
    ]


def test_the_split_names_are_rppo_prms() -> None:
    assert get_args(ProcessSplit) == get_args(SplitMode)


def _hash_before_the_split_keys(cfg: Config) -> str:
    """run_hash as it was before process_split/process_step_tag existed (commit 6867eaa)."""
    relevant = {
        k: v
        for k, v in dataclasses.asdict(cfg).items()
        if k not in RESUME_SAFE_KEYS and k not in ("process_split", "process_step_tag")
    }
    if not relevant.get("process_reward_options"):
        relevant.pop("process_reward_options", None)
    for key in ("scoring_batch_size", "head_chunk", "share_prompts"):
        if relevant.get(key) == Config.__dataclass_fields__[key].default:
            relevant.pop(key, None)
    return hashlib.sha256(json.dumps(relevant, sort_keys=True).encode()).hexdigest()[:16]


def test_an_old_run_folder_resumes_with_its_hash_and_mode(tmp_path: Path) -> None:
    # A config.toml saved before the split keys and the new default: no process_split, "sum".
    old = Config(process_reward="arithmetic", process_mode="sum")
    lines = [
        line
        for line in to_toml(old).splitlines()
        if not line.startswith(("process_split", "process_step_tag"))
    ]
    saved = tmp_path / "config.toml"
    saved.write_text("\n".join(lines) + "\n")
    cfg = load_config(saved)
    assert cfg.process_mode == "sum" and cfg.process_split == "lines"
    assert run_hash(cfg) == _hash_before_the_split_keys(old)
    changed = dataclasses.replace(cfg, process_split="sentences")
    assert run_hash(changed) != run_hash(cfg)  # a split that differs is a different run
    assert load_config(_write(tmp_path, to_toml(changed))) == changed


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "round.toml"
    path.write_text(text)
    return path

"""Issue 28 item 2: saved adapters and exports travel. The adapter config names a base model other
machines resolve (a hub id, never a path of this machine), a model card sits beside every saved
actor adapter and in every export, files are 0644; `export --adapter-only` and `push`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from reason_ppo import checkpoint, modelcard

torch = pytest.importorskip("torch")
typer_testing = pytest.importorskip("typer.testing")
pytest.importorskip("rppo_policy")

from reason_ppo.cli.app import app  # noqa: E402

TINY = ["model=tiny", "quantize=none", "batch_size=4", "samples_per_prompt=2", "max_new_tokens=8",
        "micro_batch_size=4", "minibatch_size=8", "eval_every=0", "gradient_checkpointing=false",
        "save_every=1", "seed=5"]  # fmt: skip


def front_matter(text: str) -> dict[str, str]:
    assert text.startswith("---\n"), text[:80]
    head = text.split("---\n")[1]
    return dict(line.split(": ", 1) for line in head.splitlines() if ": " in line)


@pytest.fixture(scope="module")
def run(tmp_path_factory, train_in_process) -> Path:
    """A finished 1-step tiny run (checkpoints/step-1)."""
    from reason_ppo.config import load_config
    from reason_ppo.training.run import RunOptions

    run_dir = tmp_path_factory.mktemp("run")
    cfg = load_config(None, [*TINY, "steps=1"])
    assert train_in_process(cfg, RunOptions("arithmetic", run_dir)) == 0
    return run_dir


def test_the_saved_actor_adapter_has_a_model_card_and_verifies(run: Path) -> None:
    step = run / "checkpoints" / "step-1"
    card = (step / "policy" / "actor" / "README.md").read_text()
    meta = front_matter(card)
    assert meta["base_model"] == "tiny" and meta["library_name"] == "peft"
    assert "- reason-ppo" in card and "## Training config" in card and "## Metrics (step 1)" in card
    assert "`reward/score_mean`" in card
    for role in ("actor", "critic"):
        base = json.loads((step / "policy" / role / "adapter_config.json").read_text())
        assert base["base_model_name_or_path"] == "tiny"
    modes = {p.name: p.stat().st_mode & 0o777 for p in step.rglob("*") if p.is_file()}
    assert set(modes.values()) == {0o644}, modes
    # The card is in the manifest, so resume's verification covers it and still passes.
    assert checkpoint.verify(step) is None
    assert "policy/actor/README.md" in json.loads((step / "manifest.json").read_text())["files"]
    checkpoint.refuse_pickles(step)


def test_travel_names_are_hub_ids_or_plain_names_never_local_paths(tmp_path: Path) -> None:
    assert modelcard.travel_name("smollm2-135m") == "HuggingFaceTB/SmolLM2-135M-Instruct"
    assert modelcard.travel_name("tiny") == "tiny"
    assert modelcard.travel_name("Qwen/Qwen2.5-0.5B") == "Qwen/Qwen2.5-0.5B"
    mine = tmp_path / "my-model"
    mine.mkdir()
    (mine / "config.json").write_text(json.dumps({"_name_or_path": "/home/me/x"}))
    assert modelcard.travel_name(str(mine)) == "my-model"
    (mine / "config.json").write_text(json.dumps({"_name_or_path": "org/base-model"}))
    assert modelcard.travel_name(str(mine)) == "org/base-model"
    cache = tmp_path / "cache" / "models" / "smollm2-135m"
    cache.mkdir(parents=True)
    (cache / "config.json").write_text("{}")
    old = os.environ.get("REASON_PPO_CACHE")
    os.environ["REASON_PPO_CACHE"] = str(tmp_path / "cache")
    try:
        assert modelcard.travel_name(str(cache)) == "HuggingFaceTB/SmolLM2-135M-Instruct"
    finally:
        os.environ.pop("REASON_PPO_CACHE") if old is None else os.environ.update(
            REASON_PPO_CACHE=old
        )


def test_a_smollm2_policy_names_its_hub_id_and_says_gguf_dequantized(fresh_tiny, tmp_path) -> None:
    folder = tmp_path / "policy"
    fresh_tiny.save(folder)
    meta = json.loads((folder / "policy.json").read_text())
    (folder / "policy.json").write_text(json.dumps({**meta, "model": "smollm2-135m"}))
    config_path = folder / "actor" / "adapter_config.json"
    config = json.loads(config_path.read_text())
    config["base_model_name_or_path"] = "/root/.cache/reason-ppo/models/smollm2-135m"
    config_path.write_text(json.dumps(config))
    modelcard.finish_policy(folder)
    card = (folder / "actor" / "README.md").read_text()
    assert front_matter(card)["base_model"] == "HuggingFaceTB/SmolLM2-135M-Instruct"
    assert "Q4_1 GGUF" in card and "dequantized" in card
    for role in ("actor", "critic"):
        saved = json.loads((folder / role / "adapter_config.json").read_text())
        assert saved["base_model_name_or_path"] == "HuggingFaceTB/SmolLM2-135M-Instruct"


def test_export_adapter_only_writes_a_plain_peft_adapter(run: Path, tmp_path: Path) -> None:
    from peft import PeftConfig, PeftModel
    from rppo_policy.models import load_backbone, resolve_model

    out = tmp_path / "adapter"
    result = typer_testing.CliRunner().invoke(
        app, ["export", str(run), "--adapter-only", "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in out.iterdir()) == [
        "README.md", "adapter_config.json", "adapter_model.safetensors"
    ]  # fmt: skip
    assert {p.stat().st_mode & 0o777 for p in out.iterdir()} == {0o644}
    assert front_matter((out / "README.md").read_text())["base_model"] == "tiny"
    assert PeftConfig.from_pretrained(str(out)).base_model_name_or_path == "tiny"
    backbone, _ = load_backbone(resolve_model("tiny"), quantize=None, dtype=torch.float32)
    loaded = PeftModel.from_pretrained(backbone, str(out))
    actor = run / "checkpoints" / "step-1" / "policy" / "actor" / "adapter_model.safetensors"
    assert (out / "adapter_model.safetensors").read_bytes() == actor.read_bytes()
    assert any("lora_B" in name for name, _ in loaded.named_parameters())


def test_the_merged_export_has_a_transformers_model_card(run: Path, tmp_path: Path) -> None:
    out = tmp_path / "merged"
    result = typer_testing.CliRunner().invoke(app, ["export", str(run), "--out", str(out)])
    assert result.exit_code == 0, result.output
    card = (out / "README.md").read_text()
    assert front_matter(card)["library_name"] == "transformers"
    assert front_matter(card)["base_model"] == "tiny" and "## Metrics (step 1)" in card
    assert {p.stat().st_mode & 0o777 for p in out.iterdir() if p.is_file()} == {0o644}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["push", "{run}", "--repo", "no-slash"], "not a hub repository id"),
        (["push", "{run}", "--repo", "a/b/c"], "not a hub repository id"),
        (["push", "{run}", "--repo", "org/../x"], "not a hub repository id"),
        (["push", "/no/such/run", "--repo", "me/x"], "no such folder"),
        (["push", "{tmp}", "--repo", "me/x"], "not a run folder"),
    ],
)
def test_push_argument_errors_are_one_line(run: Path, tmp_path: Path, args, message) -> None:
    args = [a.format(run=run, tmp=tmp_path) for a in args]
    result = typer_testing.CliRunner().invoke(app, args)
    assert result.exit_code == 2, result.output
    assert message in result.output and len(result.output.strip().splitlines()) == 1


def test_push_uploads_the_adapter_through_huggingface_hub(run: Path, monkeypatch) -> None:
    import huggingface_hub

    calls: dict[str, object] = {}

    class FakeApi:
        def create_repo(self, repo_id, private=False, exist_ok=False):
            calls["create"] = (repo_id, private, exist_ok)

        def upload_folder(self, folder_path, repo_id, revision=None, commit_message=""):
            calls["files"] = sorted(p.name for p in Path(folder_path).iterdir())
            calls["card"] = (Path(folder_path) / "README.md").read_text()
            return type("Info", (), {"commit_url": f"https://hub.example/{repo_id}/commit/1"})()

    monkeypatch.setattr(huggingface_hub, "HfApi", FakeApi)
    result = typer_testing.CliRunner().invoke(app, ["push", str(run), "--repo", "me/demo"])
    assert result.exit_code == 0, result.output
    assert calls["create"] == ("me/demo", False, True)
    assert calls["files"] == ["README.md", "adapter_config.json", "adapter_model.safetensors"]
    assert "base_model: tiny" in str(calls["card"])
    assert "https://hub.example/me/demo/commit/1" in result.output


def test_push_offline_is_one_line_and_exit_2(run: Path) -> None:
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "HF_TOKEN": "hf_notarealtoken"}
    done = subprocess.run(
        [sys.executable, "-m", "reason_ppo", "push", str(run), "--repo", "me/demo"],
        capture_output=True, text=True, timeout=300, env=env,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("reason-ppo: error: push to me/demo"), lines


def test_a_merged_export_is_named_by_its_hub_id_not_the_ggufs_name(tmp_path: Path) -> None:
    from reason_ppo.cli.export import _card_merged

    out = tmp_path / "merged"
    out.mkdir()
    (out / "config.json").write_text(
        json.dumps({"_model_name_or_path": "Smollm2 135M 8k Lc100K Mix1 Ep2", "vocab_size": 3})
    )
    _card_merged(out, tmp_path / "policy", {"model": "smollm2-135m"})
    config = json.loads((out / "config.json").read_text())
    assert config == {"_model_name_or_path": "HuggingFaceTB/SmolLM2-135M-Instruct", "vocab_size": 3}
    assert "base_model: HuggingFaceTB/SmolLM2-135M-Instruct" in (out / "README.md").read_text()

"""`reason-ppo export RUN --out DIR` on a saved tiny policy, and its argument errors."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
typer_testing = pytest.importorskip("typer.testing")

# Registering a second command keeps Typer in multi-command mode, as in the real CLI.
from reason_ppo.cli.app import app  # noqa: E402


def test_export_writes_a_plain_transformers_model(fresh_tiny, helpers, tmp_path):
    from transformers import AutoModelForCausalLM

    helpers.randomise_adapters(fresh_tiny, scale=0.2)
    fresh_tiny.save(tmp_path / "policy")
    batch = fresh_tiny.generate(
        helpers.prompts, max_new_tokens=6, generator=torch.Generator().manual_seed(0)
    )
    result = typer_testing.CliRunner().invoke(
        app, ["export", str(tmp_path / "policy"), "--out", str(tmp_path / "merged")]
    )
    assert result.exit_code == 0, result.output
    merged = AutoModelForCausalLM.from_pretrained(str(tmp_path / "merged"))
    assert (helpers.plain_logp(merged, batch) - fresh_tiny.logp(batch)[0]).abs().max() < 1e-4

    again = typer_testing.CliRunner().invoke(
        app, ["export", str(tmp_path / "policy"), "--out", str(tmp_path / "merged")]
    )
    assert again.exit_code == 2 and "--force" in again.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["export", "/no/such/run", "--out", "x"], "no such folder"),
        (["export", "{tmp}", "--out", "{tmp}/m"], "not a run folder"),
    ],
)
def test_export_argument_errors(tmp_path, args, message):
    args = [a.format(tmp=tmp_path) for a in args]
    result = typer_testing.CliRunner().invoke(app, args)
    assert result.exit_code == 2
    assert message in result.output and len(result.output.strip().splitlines()) == 1


def test_export_bad_dtype_and_model(fresh_tiny, tmp_path):
    fresh_tiny.save(tmp_path / "policy")
    runner = typer_testing.CliRunner()
    bad = runner.invoke(
        app, ["export", str(tmp_path / "policy"), "--out", str(tmp_path / "m"), "--dtype", "int3"]
    )
    assert bad.exit_code == 2 and "--dtype" in bad.output
    wrong = runner.invoke(
        app, ["export", str(tmp_path / "policy"), "--out", str(tmp_path / "m"), "--model", "tinyy"]
    )
    assert wrong.exit_code == 2 and "unknown model 'tinyy'" in wrong.output

"""Issue 28 item 6, the small things: `doctor` exits 1 on a FAIL, `--help` shows no `<bool>` after
a flag and no sentence broken where the source line ended, `reason-ppo config` prints LaTeX as
written."""

from __future__ import annotations

from pathlib import Path

import pytest
import tomllib
import typer
from click.testing import CliRunner
from reason_ppo.cli.app import app, reflow
from reason_ppo.cli.config import _show
from reason_ppo.doctor import checks


def invoke(*args: str, columns: int = 80) -> tuple[int, str]:
    result = CliRunner().invoke(
        typer.main.get_command(app), list(args), env={"COLUMNS": str(columns)}
    )
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.output


def test_doctor_exits_1_on_a_fail_even_without_strict(
    stub_data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = checks.Finding("fail", "bitsandbytes", "NF4 on cpu fails: RuntimeError: no kernel")
    monkeypatch.setattr(checks, "bitsandbytes_nf4", lambda device_name: broken)
    code, output = invoke("doctor", "--model", "tiny", "--data-dir", str(stub_data_dir))
    assert "FAIL bitsandbytes" in output
    assert code == 1


def test_doctor_exits_0_with_only_warnings_unless_strict(stub_data_dir: Path) -> None:
    args = [
        "doctor",
        "--model",
        "smollm2-135m",
        "--quantize",
        "none",
        "--data-dir",
        str(stub_data_dir),
    ]
    code, output = invoke(*args, "--batch-size", "4096", "--max-new-tokens", "8192")
    assert "FAIL" not in output and "WARN" in output
    assert code == 0
    assert invoke(*args, "--batch-size", "4096", "--max-new-tokens", "8192", "--strict")[0] == 1


@pytest.mark.parametrize(
    "command",
    [[], ["train"], ["eval"], ["doctor"], ["check"], ["export"], ["config"], ["data", "fetch"]],
)
def test_help_shows_no_bool_metavar_after_a_flag(command: list[str]) -> None:
    code, output = invoke(*command, "--help")
    assert code == 0, output
    assert "<bool>" not in output
    assert "--help" in output


def test_help_prose_is_not_broken_where_the_source_line_ended() -> None:
    # eval's docstring breaks "in the" / "marker" across two source lines.
    code, output = invoke("eval", "--help", columns=200)
    assert code == 0
    assert any("strict accuracy only one in the marker the prompt asked for" in ln
               for ln in output.splitlines())  # fmt: skip
    # examples (indented) keep their own lines
    assert any(ln.strip().startswith("reason-ppo eval gsm8k --model smollm2-135m")
               for ln in output.splitlines())  # fmt: skip


def test_reflow_joins_prose_and_keeps_indented_blocks() -> None:
    text = """First line.

    A sentence that goes on
    over two lines.

        reason-ppo train gsm8k
        reason-ppo eval gsm8k
    """
    assert reflow(text) == (
        "First line.\n\nA sentence that goes on over two lines.\n\n"
        "    reason-ppo train gsm8k\n    reason-ppo eval gsm8k"
    )


@pytest.mark.parametrize("value", ["\\boxed{}", "Put the answer in \\boxed{}: {question}", "é"])
def test_config_prints_latex_as_written_and_as_valid_toml(value: str) -> None:
    shown = _show(value)
    assert value in shown  # not \\boxed, not \u00e9
    assert tomllib.loads(f"v = {shown}")["v"] == value


def test_config_listing_keeps_a_single_backslash() -> None:
    code, output = invoke("config", "format_reward")
    assert code == 0
    assert "`\\boxed`" in output and "\\\\boxed" not in output

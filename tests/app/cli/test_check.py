"""`reason-ppo check` and `reason-ppo checkers` (issue 3 item 6), through Typer's CliRunner
and, once, through the installed console script."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from reason_ppo.cli.app import app
from typer.testing import CliRunner

HERE = Path(__file__).resolve().parent
PLUGINS = HERE.parents[1] / "check"


def _run(args: list[str], input_text: str | None = None):  # noqa: ANN202 - click Result
    runner = CliRunner()
    return runner.invoke(app, args, input=input_text)


def _lines(output: str) -> list[dict]:
    return [json.loads(line) for line in output.splitlines() if line.strip()]


def test_input_file_one_verdict_per_line_in_order(tmp_path: Path) -> None:
    rows = [
        json.dumps({"completion": "so #### 18", "gold": "18"}),
        "this is not json",
        json.dumps({"completion": "\\boxed{19}", "gold": 18}),
        json.dumps(["a", "list"]),
        json.dumps({"completion": 5, "gold": "5"}),
        json.dumps({"completion": "#### 7"}),
        json.dumps({"completion": "The answer is 1,200 dollars.", "gold": "1200"}),
        "",
    ]
    path = tmp_path / "in.jsonl"
    path.write_text("\n".join(rows) + "\n")
    result = _run(["check", "--input", str(path)])
    assert result.exit_code == 0, result.output
    verdicts = _lines(result.stdout)
    assert [v["reason"] for v in verdicts] == [
        "ok", "bad_input", "mismatch", "bad_input", "bad_input", "bad_input", "ok", "bad_input",
    ]  # fmt: skip
    assert verdicts[0] == {
        "correct": True, "extracted": "18", "reason": "ok", "format_ok": True, "marker": "hash"
    }  # fmt: skip
    assert verdicts[1] == {
        "correct": False, "extracted": None, "reason": "bad_input", "format_ok": False,
        "marker": "none",
    }  # fmt: skip
    assert verdicts[2]["extracted"] == "19"
    for number in (2, 4, 5, 6, 8):
        assert f"{path}:{number}:" in result.stderr
    assert f"{path}:1:" not in result.stderr


def test_single_completion_with_gold() -> None:
    result = _run(["check", "--gold", "18", "She makes 9 * 2 = 18 dollars. #### 18"])
    assert result.exit_code == 0
    (line,) = _lines(result.stdout)
    assert (line["correct"], line["extracted"], line["reason"], line["format_ok"]) == (
        True, "18", "ok", True,
    )  # fmt: skip
    result = _run(["check", "--gold", "18", "#### 17"])
    (line,) = _lines(result.stdout)
    assert (line["correct"], line["extracted"], line["reason"]) == (False, "17", "mismatch")
    # a right answer outside the asked-for marker: correct, not in format
    (line,) = _lines(_run(["check", "--gold", "18", "So she makes 18 dollars."]).stdout)
    assert (line["correct"], line["format_ok"], line["marker"]) == (True, False, "last_number")


def test_checker_and_dataset_choose_the_math_checker() -> None:
    text = "so $\\boxed{\\sqrt{4}}$"
    assert _lines(_run(["check", "--gold", "2", text]).stdout)[0]["reason"] == "parse_error"
    for flags in (["--checker", "math"], ["--dataset", "math500"]):
        result = _run(["check", *flags, "--gold", "2", text])
        assert _lines(result.stdout)[0]["correct"] is True, result.output
    result = _run(["check", "--dataset", "arithmetic", "--gold", "2", text])
    assert _lines(result.stdout)[0]["correct"] is False


def test_stdin_input() -> None:
    rows = "\n".join(json.dumps({"completion": f"#### {i}", "gold": "3"}) for i in range(5))
    result = _run(["check", "--input", "-"], input_text=rows + "\n")
    assert [v["correct"] for v in _lines(result.stdout)] == [False, False, False, True, False]


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["check", "--checker", "nope", "--gold", "1", "x"], "nope"),
        (["check", "--gold", "1"], "--input"),
        (["check", "x"], "--gold"),
        (["check", "--input", "/no/such/file.jsonl"], "/no/such/file.jsonl"),
        (["check", "--timeout", "0", "--gold", "1", "x"], "--timeout"),
        (["check", "--dataset", "bogus", "--gold", "1", "x"], "bogus"),
    ],
)
def test_bad_arguments_give_one_line_errors(args: list[str], named: str) -> None:
    result = _run(args)
    assert result.exit_code == 2
    assert named in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert result.stdout == ""


def test_checkers_lists_name_distribution_version() -> None:
    result = _run(["checkers"])
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].split()[:3] == ["name", "distribution", "version"]
    names = {line.split()[0]: line.split() for line in lines[1:]}
    for name in ("gsm8k", "math", "exact"):
        assert names[name][1] == "rppo-check"


def test_console_script_with_a_hostile_printing_plugin(tmp_path: Path) -> None:
    script = Path(sys.executable).with_name("reason-ppo")
    if not script.exists():
        pytest.skip("reason-ppo console script not installed")
    path = tmp_path / "in.jsonl"
    path.write_text(
        "\n".join(json.dumps({"completion": c, "gold": "4"}) for c in ("4", "5", "4")) + "\n"
    )
    env = dict(os.environ, PYTHONPATH=str(PLUGINS))
    done = subprocess.run(
        [str(script), "check", "--input", str(path), "--checker", "rppo_hostile_plugins:prints"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    # the plug-in's prints go to stderr; stdout holds exactly the three verdicts
    assert [v["correct"] for v in _lines(done.stdout)] == [True, False, True]
    assert "NOISE" not in done.stdout

"""`reason-ppo prm-score` and `reason-ppo prm-eval` through the CLI."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from reason_ppo.cli.app import app
from reason_ppo.cli.prm import PRM800K_FILE, bad_step_report
from typer.testing import CliRunner

runner = CliRunner()


def _write_jsonl(path: Path, rows: list[dict]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_prm_score_writes_one_line_per_input_in_order(tmp_path: Path) -> None:
    source = _write_jsonl(
        tmp_path / "in.jsonl",
        [
            {"question": "q1", "steps": ["3 + 4 = 7", "3 + 4 = 8", "so it is seven"]},
            {"question": "q2", "completion": "He sold 48/2 = 24.\nThen 24 x 3 = 72.\n#### 72"},
            {"question": "q3", "steps": []},
        ],
    )
    result = runner.invoke(app, ["prm-score", "--input", str(source)])
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert lines[0] == {"scores": [1.0, -1.0, 0.0]}
    assert lines[1]["scores"] == [1.0, 1.0, 0.0]
    assert lines[1]["steps"] == ["He sold 48/2 = 24.", "Then 24 x 3 = 72.", "#### 72"]
    assert lines[2] == {"scores": []}

    out = tmp_path / "scores.jsonl"
    result = runner.invoke(
        app, ["prm-score", "-i", str(source), "--split", "sentences", "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    assert json.loads(out.read_text().splitlines()[0]) == lines[0]


def test_prm_score_with_a_plugin_scorer_and_options(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = _write_jsonl(tmp_path / "in.jsonl", [{"question": "q", "steps": ["a", "b"]}])
    (tmp_path / "tests_prm_plugin.py").write_text(
        "class Constant:\n"
        "    def __init__(self, value=0.0):\n"
        "        self.value = value\n"
        "    def __call__(self, question, steps):\n"
        "        return [self.value for _ in steps]\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    args = ["prm-score", "-i", str(source), "--scorer", "tests_prm_plugin:Constant"]
    result = runner.invoke(app, [*args, "--option", "value=-0.5"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == {"scores": [-0.5, -0.5]}
    result = runner.invoke(app, [*args, "--option", "colour=red"])
    assert result.exit_code == 2 and "bad options ['colour']" in result.output


@pytest.mark.parametrize(
    ("content", "culprit"),
    [
        (
            '{"question": "q", "steps": ["a"]}\n{"question": "q"}\n',
            ":2: field 'steps' or 'completion'",
        ),
        ('{"question": "q", "steps": ["a", 3]}\n', ":1: field 'steps'"),
        ('{"steps": ["a"]}\n', ":1: field 'question'"),
        ("not json\n", ":1: not JSON"),
    ],
)
def test_prm_score_bad_lines_name_file_line_and_field(
    tmp_path: Path, content: str, culprit: str
) -> None:
    source = tmp_path / "bad.jsonl"
    source.write_text(content)
    result = runner.invoke(app, ["prm-score", "--input", str(source)])
    assert result.exit_code == 2
    assert f"{source}{culprit}" in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_prm_score_unknown_scorer_and_missing_file(tmp_path: Path) -> None:
    source = _write_jsonl(tmp_path / "in.jsonl", [{"question": "q", "steps": ["a"]}])
    result = runner.invoke(app, ["prm-score", "-i", str(source), "--scorer", "nope"])
    assert result.exit_code == 2 and "--scorer nope" in result.output
    result = runner.invoke(app, ["prm-score", "-i", str(tmp_path / "missing.jsonl")])
    assert result.exit_code == 2 and "missing.jsonl" in result.output


def _labelled(
    instruction: str, step: str, rating: int | None, prefix: list[str] | None = None
) -> dict:
    return {
        "instruction": instruction,
        "responses": prefix or [],
        "next_response": step,
        "rating": rating,
    }


def test_prm_eval_counts_precision_recall_and_abstain(tmp_path: Path) -> None:
    rows = [
        _labelled("q", "So 3 + 4 = 8.", -1),  # flagged, bad: true positive
        _labelled("q", "So 3 + 4 = 7.", 1),  # passed
        _labelled("q", "So 2 * 5 = 11.", 1),  # flagged but labelled good: false positive
        _labelled("q", "Think about it.", -1),  # abstain, missed bad step
        _labelled("q", "Next, 10 - 4 = 6.", 0, prefix=["So 3 + 4 = 8."]),
        _labelled("q", "unrated", None),
    ]
    _write_jsonl(tmp_path / PRM800K_FILE, rows)
    report = tmp_path / "report.json"
    result = runner.invoke(app, ["prm-eval", "--data-dir", str(tmp_path), "--json", str(report)])
    assert result.exit_code == 0, result.output
    figures = json.loads(report.read_text())
    assert figures["steps"] == 5 and figures["bad_steps"] == 2 and figures["flagged"] == 2
    assert figures["precision"] == pytest.approx(0.5)
    assert figures["recall"] == pytest.approx(0.5)
    assert figures["abstain"] == pytest.approx(0.2)
    assert "precision: 0.500" in result.output and "recall: 0.500" in result.output

    result = runner.invoke(
        app, ["prm-eval", "--limit", "1"], env={"REASON_PPO_DATA": str(tmp_path)}
    )
    assert result.exit_code == 0 and "rated steps: 1 " in result.output


def test_prm_eval_bad_data_is_named(tmp_path: Path) -> None:
    result = runner.invoke(app, ["prm-eval", "--data-dir", str(tmp_path)])
    assert result.exit_code == 2 and PRM800K_FILE in result.output
    _write_jsonl(tmp_path / PRM800K_FILE, [_labelled("q", "s", 1), _labelled("q", "s", 5)])
    result = runner.invoke(app, ["prm-eval", "--data-dir", str(tmp_path)])
    assert result.exit_code == 2 and ":2: field 'rating'" in result.output
    result = runner.invoke(app, ["prm-eval"], env={"REASON_PPO_DATA": ""})
    assert result.exit_code == 2 and "--data-dir" in result.output


def test_bad_step_report_by_hand() -> None:
    report = bad_step_report([-1.0, -0.5, 0.0, 1.0], [-1, 1, -1, 1])
    assert report["precision"] == 0.5 and report["recall"] == 0.5 and report["abstain"] == 0.25
    assert bad_step_report([0.0], [1])["precision"] == 0.0


def _shared_data() -> Path | None:
    for candidate in (
        os.environ.get("REASON_PPO_DATA"),
        Path(__file__).parents[4] / "shared" / "data",
    ):
        if candidate and (Path(candidate) / PRM800K_FILE).is_file():
            return Path(candidate)
    return None


def test_prm_eval_on_the_real_prm800k_labels(tmp_path: Path) -> None:
    data = _shared_data()
    if data is None:
        pytest.skip("PRM800K stepwise-critic file not found (set REASON_PPO_DATA)")
    report = tmp_path / "report.json"
    result = runner.invoke(app, ["prm-eval", "--data-dir", str(data), "--json", str(report)])
    assert result.exit_code == 0, result.output
    figures = json.loads(report.read_text())
    assert figures["steps"] == 5082  # the rated rows (README: 2,245 + 867 + 1,970)
    assert figures["bad_steps"] == 1970
    # The arithmetic scorer rarely speaks on MATH steps, but when it flags a step it is usually bad.
    assert figures["abstain"] > 0.8
    assert figures["precision"] > 0.7

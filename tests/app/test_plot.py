"""`reason-ppo plot`: metrics parsing, error messages naming file:line, and the PNG itself."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

# Importing registers the commands on `app`. Both, because Typer runs a lone command as the
# whole program (no "plot" sub-command name), which is not how the real CLI is invoked.
from reason_ppo.cli.app import app
from reason_ppo.plot import PANELS, MetricsError, plot_run, read_metrics, series
from typer.testing import CliRunner

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def _line(step: int, **extra: float) -> dict[str, float]:
    row: dict[str, float] = {
        "step": step,
        "reward/score_mean": 0.1 * step,
        "reward/kl": 0.01 * step,
        "ppo/entropy": 2.0 - 0.1 * step,
        "loss/value": 1.0 / step,
        "ppo/clipfrac": 0.05,
    }
    row.update(extra)
    return row


def _write_run(tmp_path: Path, rows: list[dict], *, raw_tail: str = "") -> Path:
    run = tmp_path / "run"
    run.mkdir()
    text = "".join(json.dumps(row) + "\n" for row in rows) + raw_tail
    (run / "metrics.jsonl").write_text(text)
    return run


def test_read_metrics_skips_blank_lines_and_keeps_line_numbers(tmp_path: Path) -> None:
    run = _write_run(tmp_path, [_line(1)], raw_tail="\n" + json.dumps(_line(2)) + "\n")
    lines = read_metrics(run / "metrics.jsonl")
    assert [line.line_no for line in lines] == [1, 3]
    assert [line.row["step"] for line in lines] == [1, 2]


def test_series_skips_absent_keys_and_turns_non_finite_into_gaps(tmp_path: Path) -> None:
    rows = [_line(1), _line(2, **{"eval/accuracy": 0.25}), _line(3), _line(4)]
    rows[3]["reward/kl"] = math.inf  # json.dumps writes Infinity, which json.loads reads back
    rows[2]["reward/kl"] = None
    run = _write_run(tmp_path, rows)
    path = run / "metrics.jsonl"
    lines = read_metrics(path)

    acc = series(lines, "eval/accuracy", path=path)
    assert acc.steps == [2] and acc.values == [0.25]

    kl = series(lines, "reward/kl", path=path)
    assert kl.steps == [1, 2, 3, 4]
    assert kl.values[:2] == pytest.approx([0.01, 0.02])
    assert math.isnan(kl.values[2]) and math.isnan(kl.values[3])


@pytest.mark.parametrize(
    ("tail", "needle"),
    [
        ("{not json\n", "metrics.jsonl:3: not valid JSON"),
        ("[1, 2]\n", "metrics.jsonl:3: expected a JSON object"),
        ('{"reward/kl": 0.1}\n', "metrics.jsonl:3: field 'step'"),
        ('{"step": true}\n', "metrics.jsonl:3: field 'step'"),
        ('{"step": 3, "ppo/entropy": "high"}\n', "metrics.jsonl:3: field 'ppo/entropy'"),
    ],
)
def test_bad_line_is_named_by_file_and_line(tmp_path: Path, tail: str, needle: str) -> None:
    run = _write_run(tmp_path, [_line(1), _line(2)], raw_tail=tail)
    with pytest.raises(MetricsError, match=needle.replace("[", r"\[").replace("]", r"\]")):
        plot_run(run)
    assert not (run / "curves.png").exists()


def test_missing_and_empty_metrics_are_errors(tmp_path: Path) -> None:
    with pytest.raises(MetricsError, match="metrics.jsonl: no such file"):
        plot_run(tmp_path)
    (tmp_path / "metrics.jsonl").write_text("\n\n")
    with pytest.raises(MetricsError, match="metrics.jsonl: empty"):
        plot_run(tmp_path)
    with pytest.raises(MetricsError, match="not a folder"):
        plot_run(tmp_path / "nope")


def test_plot_run_writes_a_png_with_one_panel_per_curve(tmp_path: Path) -> None:
    rows = [_line(step) for step in range(1, 6)]
    rows[1]["eval/accuracy"] = 0.1
    rows[3]["eval/accuracy"] = 0.3
    run = _write_run(tmp_path, rows)
    target = plot_run(run)
    assert target == run / "curves.png"
    data = target.read_bytes()
    assert data.startswith(PNG_MAGIC)

    # A PNG's IHDR holds width and height: 6 panels in 2 columns x 3 rows at 11 x 9.6 in, 100 dpi.
    width = int.from_bytes(data[16:20], "big")
    height = int.from_bytes(data[20:24], "big")
    assert (width, height) == (1100, 960)


def test_without_eval_the_eval_panel_is_left_out(tmp_path: Path) -> None:
    run = _write_run(tmp_path, [_line(1), _line(2)])
    data = plot_run(run, tmp_path / "x.png").read_bytes()
    height = int.from_bytes(data[20:24], "big")
    # 5 panels still need 3 rows of 2; the sixth slot is hidden, not drawn empty.
    assert height == 960
    assert len(PANELS) == 6


def test_cli_plot_writes_png_and_reports_errors_in_one_line(tmp_path: Path) -> None:
    runner = CliRunner()
    run = _write_run(tmp_path, [_line(1), _line(2), _line(3)])
    out = tmp_path / "curves-out.png"
    result = runner.invoke(app, ["plot", str(run), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert out.read_bytes().startswith(PNG_MAGIC)
    assert str(out) in result.output

    (run / "metrics.jsonl").write_text(json.dumps(_line(1)) + "\n{broken\n")
    result = runner.invoke(app, ["plot", str(run)])
    assert result.exit_code != 0
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "metrics.jsonl:2" in lines[0]

    (run / "metrics.jsonl").write_text(json.dumps(_line(1)) + "\n")
    result = runner.invoke(app, ["plot", str(run), "--out", str(tmp_path / "no" / "dir" / "x.png")])
    assert result.exit_code != 0
    assert "cannot write the plot" in result.output

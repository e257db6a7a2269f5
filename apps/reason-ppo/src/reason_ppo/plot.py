"""Training curves of a run folder: read `metrics.jsonl`, draw one PNG.

Each line of `metrics.jsonl` is one PPO iteration: a JSON object with the iteration number under
`step` and the namespaced metrics of DESIGN.md. A panel shows one key against `step`; iterations
that lack the key (eval runs only every `eval_every` iterations) leave no point, and non-finite
values leave a gap rather than stopping the plot.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path

METRICS_FILE = "metrics.jsonl"
DEFAULT_PNG = "curves.png"

# (key, title). The order is the reading order of a run: is it learning (score, eval), is it
# staying near the reference (KL, entropy), is the update healthy (value loss, clip fraction).
PANELS: tuple[tuple[str, str], ...] = (
    ("reward/score_mean", "mean score"),
    ("eval/accuracy", "eval accuracy"),
    ("reward/kl", "KL to reference"),
    ("ppo/entropy", "entropy"),
    ("loss/value", "value loss"),
    ("ppo/clipfrac", "clip fraction"),
)
# Shown even when no line has it, so a broken run is visibly missing a curve; eval is optional.
OPTIONAL_PANELS = frozenset({"eval/accuracy"})


class MetricsError(ValueError):
    """A missing, empty or malformed metrics file; the message names file[:line]."""


@dataclass(frozen=True)
class Series:
    """One curve: the iterations that logged `key` and their values (NaN where not finite)."""

    key: str
    steps: list[int]
    values: list[float]


@dataclass(frozen=True)
class MetricsLine:
    """One parsed line of `metrics.jsonl`, its 1-based line number (for error messages) and its
    iteration (`step`, checked to be an integer)."""

    line_no: int
    row: dict[str, object]
    step: int


def read_metrics(path: Path) -> list[MetricsLine]:
    """Parse `metrics.jsonl`: one JSON object per line, each with an integer `step`.

    Blank lines are skipped. Raises MetricsError naming `path:line` for a line that is not a JSON
    object or lacks an integer `step`, and naming `path` when the file is missing or has no lines.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise MetricsError(f"{path}: no such file (is this a run folder?)") from None
    except OSError as exc:
        raise MetricsError(f"{path}: cannot read: {exc.strerror or exc}") from None
    lines: list[MetricsLine] = []
    for line_no, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise MetricsError(f"{path}:{line_no}: not valid JSON ({exc.msg})") from None
        if not isinstance(row, dict):
            raise MetricsError(
                f"{path}:{line_no}: expected a JSON object, got {type(row).__name__}"
            )
        step = row.get("step")
        # bool is an int subclass; `"step": true` is a bug in the writer, not iteration 1.
        if not isinstance(step, int) or isinstance(step, bool):
            raise MetricsError(f"{path}:{line_no}: field 'step' missing or not an integer")
        lines.append(MetricsLine(line_no, row, step))
    if not lines:
        raise MetricsError(f"{path}: empty (no iterations logged yet)")
    return lines


def series(lines: list[MetricsLine], key: str, *, path: Path) -> Series:
    """The curve of `key`: lines without the key are skipped; null/NaN/inf become NaN (a gap).

    A value that is neither a number nor null is a writer bug: MetricsError naming `path:line`.
    """
    steps: list[int] = []
    values: list[float] = []
    for line in lines:
        row = line.row
        if key not in row:
            continue
        value = row[key]
        if value is None:
            number = math.nan
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            number = float(value) if math.isfinite(value) else math.nan
        else:
            raise MetricsError(f"{path}:{line.line_no}: field {key!r} is not a number: {value!r}")
        steps.append(line.step)
        values.append(number)
    return Series(key, steps, values)


def plot_run(run_dir: Path, out: Path | None = None) -> Path:
    """Draw the panels of PANELS for `run_dir/metrics.jsonl` into a PNG; return its path.

    `out` defaults to `run_dir/curves.png`. Raises MetricsError for bad metrics (before any file
    is written) and OSError if the PNG cannot be written.
    """
    if not run_dir.is_dir():
        raise MetricsError(f"{run_dir}: not a folder (expected a run folder with {METRICS_FILE})")
    metrics_path = run_dir / METRICS_FILE
    lines = read_metrics(metrics_path)
    curves = [series(lines, key, path=metrics_path) for key, _ in PANELS]
    shown = [
        (curve, title)
        for curve, (key, title) in zip(curves, PANELS, strict=True)
        if curve.steps or key not in OPTIONAL_PANELS
    ]

    # Import late: matplotlib costs ~0.5 s and only this command needs it. A bare Figure (no
    # pyplot) draws with Agg, needs no display, and leaves no global figure state behind.
    from matplotlib.figure import Figure
    from matplotlib.ticker import MaxNLocator

    columns = 2
    rows_of_panels = math.ceil(len(shown) / columns)
    figure = Figure(figsize=(11, 3.2 * rows_of_panels))
    # One shared iteration axis: eval points line up with the training curves above and beside.
    axes = figure.subplots(rows_of_panels, columns, squeeze=False, sharex=True)
    first, last = min(line.step for line in lines), max(line.step for line in lines)
    for axis, (curve, title) in zip(axes.flat, shown, strict=False):
        axis.set_title(f"{title}  ({curve.key})", fontsize=10)
        axis.set_xlabel("iteration")
        axis.grid(alpha=0.3)
        axis.xaxis.set_major_locator(MaxNLocator(integer=True))
        axis.xaxis.set_tick_params(labelbottom=True)
        # Plain tick labels: an offset ("1e-5 + 6.918") hides the level a reader wants to see.
        axis.ticklabel_format(axis="y", useOffset=False)
        if not curve.steps:
            axis.text(
                0.5,
                0.5,
                "not logged",
                ha="center",
                va="center",
                color="grey",
                transform=axis.transAxes,
            )
            continue
        # Markers as well as lines: a 3-iteration demo run would otherwise be a bare segment.
        axis.plot(curve.steps, curve.values, marker="o", markersize=3, linewidth=1.2)
    axes.flat[0].set_xlim(first - 0.5, last + 0.5)
    for axis in list(axes.flat)[len(shown) :]:
        axis.set_visible(False)
    figure.suptitle(f"{run_dir.name or run_dir}: {len(lines)} iterations", fontsize=11)
    figure.tight_layout()
    target = out if out is not None else run_dir / DEFAULT_PNG
    figure.savefig(target, dpi=100, format="png")
    return target

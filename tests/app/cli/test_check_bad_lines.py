"""`reason-ppo check --input`: a verdict for every input line, always (issue 25 item 3). One bad
line — a lone surrogate, a NUL, any code point, bytes that are not UTF-8, JSON nested past the
parser's depth, a number past its digit limit, a line of any size — gets its verdict (`bad_input`
where it is malformed) and never ends the batch. Real subprocess runs of the console script."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from reason_ppo.cli.check import MAX_LINE_BYTES
from rppo_check.pool import MAX_INPUT_CHARS

SCRIPT = Path(sys.executable).with_name("reason-ppo")
pytestmark = pytest.mark.skipif(not SCRIPT.exists(), reason="reason-ppo console script missing")

GOOD = json.dumps({"completion": "9 * 2 = 18\n#### 18", "gold": "18"}).encode()
# (the raw line, the reason its verdict must give)
LINES: list[tuple[bytes, str]] = [
    (GOOD, "ok"),
    (b'{"completion": "#### 18 \\ud800", "gold": "18"}', "bad_input"),  # the line
    (b'{"completion": "#### 18", "gold": "1\\udfff8"}', "bad_input"),
    (b'{"completion": "\\udc80\\ud800#### 18", "gold": "18"}', "bad_input"),
    (b'{"completion": "\\u0000#### 18\\u0000", "gold": "18"}', "bad_input"),  # a NUL
    (b'{"completion": "#### 18", "gold": "18\\u0000"}', "bad_input"),
    (
        "#### 18 \U0010ffff \ufffe \u202e".encode().join(
            [b'{"completion": "', b'", "gold": "18"}']
        ),
        "parse_error",
    ),  # fmt: skip  (any code point: a verdict, here for words after the number)
    (b'{"completion": "\xff\xfe#### 18", "gold": "18"}', "bad_input"),  # not UTF-8
    (b"[" * 100_000 + b"]" * 100_000, "bad_input"),  # past the JSON parser's depth
    (b'{"completion": "#### 18", "gold": ' + b"9" * 5_000 + b"}", "bad_input"),  # digit limit
    (b"\x00\x00\x00", "bad_input"),
    (b"", "bad_input"),
    (GOOD, "ok"),
]


def _run(path: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, LANG="C", LC_ALL="C")  # a stdout that is not UTF-8 must not matter
    return subprocess.run(
        [str(SCRIPT), "check", "--input", str(path), *extra],
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="strict",
        env=env,
        timeout=180,
    )


def test_every_line_gets_its_verdict_in_order(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_bytes(b"\n".join(line for line, _ in LINES) + b"\n")
    done = _run(path)
    assert done.returncode == 0, done.stderr
    verdicts = [json.loads(line) for line in done.stdout.splitlines()]
    assert [v["reason"] for v in verdicts] == [reason for _, reason in LINES]
    assert verdicts[0]["correct"] and verdicts[-1]["correct"]
    assert not any(v["correct"] for v in verdicts if v["reason"] == "bad_input")
    for number in (2, 3, 4, 8, 9, 10, 11, 12):  # each malformed line is named on stderr
        assert f"{path}:{number}:" in done.stderr, done.stderr


def test_a_byte_order_mark_opening_the_file_is_read_past(tmp_path: Path) -> None:
    """A file some Windows tools write: its first line keeps its verdict; a BOM later is text."""
    path = tmp_path / "bom.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + GOOD + b"\n" + GOOD + b"\n")
    done = _run(path)
    assert done.returncode == 0, done.stderr
    assert [json.loads(line)["reason"] for line in done.stdout.splitlines()] == ["ok", "ok"]


def test_a_line_of_any_size_is_read_past(tmp_path: Path) -> None:
    """A line longer than MAX_LINE_BYTES is bad_input (never held whole); the next still counts."""
    path = tmp_path / "huge.jsonl"
    with path.open("wb") as handle:
        handle.write(b'{"completion": "')
        chunk = b"x" * (1 << 20)
        for _ in range(MAX_LINE_BYTES // len(chunk) + 2):
            handle.write(chunk)
        handle.write(b'", "gold": "18"}\n' + GOOD)  # and no newline at the very end
    done = _run(path, "--workers", "1")
    assert done.returncode == 0, done.stderr
    assert [json.loads(line)["reason"] for line in done.stdout.splitlines()] == ["bad_input", "ok"]
    assert "longer than" in done.stderr


def test_long_completions_are_checked_up_to_the_pools_bound(tmp_path: Path) -> None:
    """A 1 MB completion (a reasoning trace) is read from its tail and answered; one past the
    pool's bound is bad_input, refused before it is shipped to a worker."""
    path = tmp_path / "long.jsonl"
    trace = "thinking... " * 90_000 + "\n#### 18"
    too_long = "x" * (MAX_INPUT_CHARS + 1) + "\n#### 18"
    rows = [{"completion": trace, "gold": "18"}, {"completion": too_long, "gold": "18"}]
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    done = _run(path)
    assert done.returncode == 0, done.stderr
    assert [json.loads(line)["reason"] for line in done.stdout.splitlines()] == ["ok", "bad_input"]


def test_stdin_takes_bytes_that_are_not_utf8(tmp_path: Path) -> None:
    data = b'{"completion": "\xff #### 18", "gold": "18"}\n{"completion": "#### \\ud800"}\n' + GOOD
    done = subprocess.run(
        [str(SCRIPT), "check", "--input", "-"], input=data, capture_output=True, timeout=180
    )
    assert done.returncode == 0, done.stderr
    reasons = [json.loads(line)["reason"] for line in done.stdout.decode().splitlines()]
    assert reasons == ["bad_input", "bad_input", "ok"]  # bytes that are not UTF-8: bad input


def test_a_surrogate_argument_gets_a_verdict() -> None:
    """`check --gold 18 TEXT` with bytes the shell passes that are not UTF-8 (surrogates in argv)."""
    done = subprocess.run(
        [os.fsencode(SCRIPT), b"check", b"--gold", b"18", b"#### 18 \xff"],
        capture_output=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["reason"] == "bad_input"

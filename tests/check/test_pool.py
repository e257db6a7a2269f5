"""CheckerPool: hard deadlines, containment of hostile plug-ins (issue 9 item 7), reuse."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from rppo_check import CheckerNotFound, CheckerPool, Verdict

HERE = Path(__file__).resolve().parent


@pytest.fixture(autouse=True)
def _plugins_on_path(monkeypatch: pytest.MonkeyPatch) -> None:
    # Workers inherit sys.path from the parent when they start.
    monkeypatch.syspath_prepend(str(HERE))


def test_builtin_pool_in_order_and_reused() -> None:
    with CheckerPool("gsm8k", workers=2, timeout=2.0) as pool:
        first = pool.check_many([(f"#### {i}", str(i if i % 3 else i + 1)) for i in range(60)])
        pids = sorted(w.process.pid for w in pool._workers)
        second = pool.check_many([("#### 5", "5"), ("no answer", "5")])
        assert sorted(w.process.pid for w in pool._workers) == pids  # same workers
        assert pool.counters["checks"] == 62
        assert pool.counters["timeouts"] == pool.counters["errors"] == 0
    assert [v.correct for v in first] == [i % 3 != 0 for i in range(60)]
    assert second == [
        Verdict(True, "5", "ok", format_ok=True, marker="hash"),
        Verdict(False, None, "no_answer"),
    ]
    assert pool.info.name == "gsm8k" and pool.info.distribution == "rppo-check"


def test_hanging_plugin_times_out_and_worker_is_replaced() -> None:
    with CheckerPool("rppo_hostile_plugins:hangs", workers=2, timeout=0.5) as pool:
        pool.check_many([("warm", "warm")])
        before = {w.process.pid for w in pool._workers}
        start = time.monotonic()
        verdicts = pool.check_many([("hang", "1"), ("7", "7"), ("hang", "1"), ("8", "9")])
        elapsed = time.monotonic() - start
        after = {w.process.pid for w in pool._workers}
        assert verdicts == [
            Verdict(False, None, "timeout"),
            Verdict(True, "7", "ok"),
            Verdict(False, None, "timeout"),
            Verdict(False, "8", "mismatch"),
        ]
        assert elapsed < 3.0
        assert pool.counters["timeouts"] == 2 and pool.counters["restarts"] >= 2
        assert before != after
        # the pool keeps working after the replacements
        assert pool.check_many([("3", "3")]) == [Verdict(True, "3", "ok")]


def test_sleeping_plugin_never_scores() -> None:
    with CheckerPool("rppo_hostile_plugins:sleeps", workers=1, timeout=0.3) as pool:
        assert pool.check_many([("a", "a")]) == [Verdict(False, None, "timeout")]


@pytest.mark.parametrize(
    ("target", "completion"),
    [
        ("raises", "1"),
        ("garbage", "dict"),
        ("garbage", "tuple"),
        ("lies", "1"),
        ("exits", "exit"),
        ("exits", "sysexit"),
        ("hogs", "hog"),
    ],
)
def test_misbehaving_plugin_is_contained(target: str, completion: str) -> None:
    with CheckerPool(f"rppo_hostile_plugins:{target}", workers=1, timeout=5.0) as pool:
        verdicts = pool.check_many([(completion, "1"), (completion, "1")])
        assert verdicts == [Verdict(False, None, "error")] * 2
        assert pool.counters["errors"] == 2


def test_printing_plugin_does_not_touch_stdout(capfd: pytest.CaptureFixture[str]) -> None:
    with CheckerPool("rppo_hostile_plugins:prints", workers=1, timeout=2.0) as pool:
        assert pool.check_many([("4", "4")]) == [Verdict(True, "4", "ok")]
    out, _err = capfd.readouterr()
    assert "NOISE" not in out


def test_class_target_is_instantiated() -> None:
    with CheckerPool("rppo_hostile_plugins:CountingChecker", workers=1) as pool:
        verdicts = pool.check_many([("a", "b"), ("a", "b")])
    assert [v.extracted for v in verdicts] == ["1", "2"]


def test_bad_pairs_are_bad_input_without_a_worker_round_trip() -> None:
    with CheckerPool("gsm8k", workers=1) as pool:
        verdicts = pool.check_many([(None, "1"), ("#### 1",), ("#### 1", 1), ("#### 1", "1")])  # type: ignore[list-item]
    assert [v.reason for v in verdicts] == ["bad_input"] * 3 + ["ok"]


def test_unknown_and_unloadable_specs() -> None:
    with pytest.raises(CheckerNotFound, match="nope"):
        CheckerPool("nope")
    with pytest.raises(CheckerNotFound, match="rppo_no_such_module"):
        CheckerPool("rppo_no_such_module:x")
    pool = CheckerPool("rppo_hostile_plugins:missing_attr", workers=1)
    with pytest.raises(CheckerNotFound, match="missing_attr"):
        pool.check_many([("1", "1")])
    pool.close()


def test_closed_pool_refuses() -> None:
    pool = CheckerPool("exact", workers=1)
    pool.close()
    pool.close()
    with pytest.raises(RuntimeError):
        pool.check_many([("a", "a")])


def test_check_many_reports_progress_for_every_pair() -> None:
    done: list[int] = []
    pairs = [(f"#### {i}", str(i)) for i in range(20)] + [("x" * 10**7, "1")]  # one bad input
    with CheckerPool("gsm8k", workers=2, timeout=2.0) as pool:
        verdicts = pool.check_many(pairs, on_done=done.append)
    assert sum(done) == len(pairs) == len(verdicts) and all(n > 0 for n in done)


WORKER_SYMPY = """
from rppo_check import CheckerPool
with CheckerPool("rppo_hostile_plugins:gsm8k_reporting_sympy", workers=1) as pool:
    print(pool.check_many([("#### 18", "18")])[0].extracted)
"""


def test_gsm8k_workers_do_not_load_sympy() -> None:
    """~35 MB per worker process (and the fork server): only the math checker needs sympy. In a
    fresh process, because the fork server (and so its preload) is one per parent process."""
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(HERE), os.environ.get("PYTHONPATH", "")]),
    }
    done = subprocess.run([sys.executable, "-c", WORKER_SYMPY], capture_output=True, text=True,
                          env=env, timeout=120, check=True)  # fmt: skip
    assert done.stdout.strip() == "no sympy", done.stdout + done.stderr


def test_math_checker_preloads_sympy_in_the_fork_server() -> None:
    from rppo_check.pool import preload_modules

    assert "rppo_check.symbolic" in preload_modules("rppo_check.builtin:math")
    for target in ("rppo_check.builtin:gsm8k", "rppo_check.builtin:exact", "mine.checks:strict"):
        assert preload_modules(target) == ["rppo_check.builtin"]

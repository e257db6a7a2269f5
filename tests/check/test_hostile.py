"""Issue 9 item 6: 10,000 hostile strings through the pool (slow; `make test-reliability`).

No exception escapes, every verdict arrives within its deadline, the sentinel never appears,
the parent's memory stays flat, hung workers are replaced and the pool goes on.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from rppo_check import REASONS, CheckerPool, Verdict

from .hostile import hostile_strings

HERE = Path(__file__).resolve().parent


def _rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    pytest.skip("no /proc/self/status")


@pytest.mark.slow
@pytest.mark.parametrize("name", ["math", "gsm8k"])
def test_ten_thousand_hostile_strings(name: str, tmp_path: Path) -> None:
    sentinel = tmp_path / "SENTINEL"
    corpus = hostile_strings(10_000, str(sentinel), seed=7)
    corpus[::500] = ["x" * 1_000_000 + "#### 18"] * len(corpus[::500])  # 1 MB inputs
    timeout = 2.0
    rss: list[float] = []
    with CheckerPool(name, workers=2, timeout=timeout) as pool:
        verdicts: list[Verdict] = []
        for start in range(0, len(corpus), 1_000):
            chunk = [(text, "18") for text in corpus[start : start + 1_000]]
            began = time.monotonic()
            got = pool.check_many(chunk)
            # a check is never waited on past its deadline: a chunk of n items on 2 workers
            # takes at most about (n / 2) * timeout, and in practice far less
            assert time.monotonic() - began < len(chunk) / 2 * timeout
            verdicts.extend(got)
            rss.append(_rss_mb())
        counters = dict(pool.counters)
    assert len(verdicts) == len(corpus)
    assert all(v.reason in REASONS for v in verdicts)
    # only the 1 MB inputs are right: their tail states "#### 18", and the tail is what is read
    assert [i for i, v in enumerate(verdicts) if v.correct] == list(range(0, len(corpus), 500))
    assert counters["checks"] == len(corpus)
    assert not sentinel.exists()
    assert rss[-1] - rss[1] < 30, rss  # flat after warm-up: no per-check growth in the parent


@pytest.mark.slow
def test_hung_workers_are_replaced_and_the_run_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(HERE))
    pairs = [("hang" if i % 10 == 0 else str(i), str(i)) for i in range(200)]
    with CheckerPool("rppo_hostile_plugins:hangs", workers=2, timeout=0.5) as pool:
        verdicts = pool.check_many(pairs)
        counters = dict(pool.counters)
        assert all(w.process.is_alive() for w in pool._workers)
    assert [v.reason for v in verdicts[::10]] == ["timeout"] * 20
    assert all(v.correct for i, v in enumerate(verdicts) if i % 10)
    assert counters["timeouts"] == 20 and counters["restarts"] == 20

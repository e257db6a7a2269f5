"""How one arm run is measured from outside (stdlib + torch for the matmul check; Linux /proc).

- `run_measured(cmd)`: starts the arm as a child, samples the RSS of its whole process tree every
  0.2 s (checker workers included), and reaps it with `os.wait4` for the kernel's own peak RSS of
  the child (ru_maxrss) and its CPU seconds; system-wide CPU busy share over the run from
  /proc/stat shows whether other work on the machine competed with it.
- `matmul_gflops()`: a fixed fp32 matmul speed check, run before and after every arm so a run
  slowed by throttling or a noisy neighbour is visible next to its numbers.
"""

from __future__ import annotations

import os
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path


@dataclass
class Measured:
    returncode: int
    wall_s: float
    peak_rss_mb: float  # kernel's ru_maxrss of the child process itself
    tree_peak_mb: float  # sampled max of the summed RSS of the child and all its descendants
    cpu_s: float  # user + system CPU seconds of the child (and reaped descendants)
    sys_busy: float  # machine-wide busy fraction of all cores over the run, 0..1

    @property
    def cores_used(self) -> float:
        return self.cpu_s / max(self.wall_s, 1e-9)


def _cpu_times() -> tuple[int, int]:
    """(busy, total) jiffies over all cores from the first line of /proc/stat."""
    fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle + iowait
    total = sum(fields[:8])
    return total - idle, total


def _descendants(pid: int) -> list[int]:
    out, stack = [], [pid]
    while stack:
        p = stack.pop()
        out.append(p)
        for task in Path(f"/proc/{p}/task").glob("*"):
            try:
                stack.extend(int(c) for c in (task / "children").read_text().split())
            except OSError:
                continue
    return out


def _rss_kb(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def run_measured(cmd: list[str], log_path: Path, env: dict[str, str] | None = None) -> Measured:
    """Run `cmd` to completion (stdout+stderr to `log_path`) and measure it."""
    busy0, total0 = _cpu_times()
    t0 = time.perf_counter()
    with open(log_path, "w", encoding="utf-8") as log:
        proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env)
    peak = [0]
    done = threading.Event()

    def sample() -> None:
        while not done.is_set():
            total = sum(_rss_kb(p) for p in _descendants(proc.pid))
            peak[0] = max(peak[0], total)
            done.wait(0.2)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    # wait4 rather than proc.wait(): it returns this child's rusage (peak RSS, CPU seconds).
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    done.set()
    sampler.join()
    proc.returncode = os.waitstatus_to_exitcode(status)  # keeps Popen from waiting again
    busy1, total1 = _cpu_times()
    return Measured(
        returncode=proc.returncode,
        wall_s=wall,
        peak_rss_mb=usage.ru_maxrss / 1024,
        tree_peak_mb=peak[0] / 1024,
        cpu_s=usage.ru_utime + usage.ru_stime,
        sys_busy=(busy1 - busy0) / max(total1 - total0, 1),
    )


def matmul_gflops(n: int = 768, repeats: int = 8) -> float:
    """fp32 GFLOP/s of an n x n matmul with torch's default threads (best of `repeats`)."""
    import torch

    a, b = torch.randn(n, n), torch.randn(n, n)
    a @ b  # warm-up: thread pool and allocator
    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        a @ b
        best = min(best, time.perf_counter() - t0)
    return 2 * n**3 / best / 1e9

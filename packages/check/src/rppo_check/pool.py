"""Checks under a hard deadline: a small pool of killable worker processes, reused across calls.

Why processes: a check can hang in C code (a sympy simplification, a plug-in's busy loop) where
no signal or thread can stop it, and it can allocate without bound. Each worker
* caps its own address space with `resource.setrlimit(RLIMIT_AS, memory_mb)`,
* sends its stdout to stderr (a plug-in that prints cannot corrupt `reason-ppo check` output),
* ignores SIGINT (the parent decides) and dies with its parent (`PR_SET_PDEATHSIG`),
* leads its own process group, killed as a group: what a plug-in starts dies with its worker,
* answers one (completion, gold) at a time with the verdict's fields as a plain tuple.

The parent sends one pair to each idle worker, waits on all pipes with the nearest deadline, and
SIGKILLs a worker whose check is late; the pair becomes `Verdict(False, None, "timeout")` and a
fresh worker takes its place. A worker that dies or returns garbage gives `"error"`. Nothing a
worker does can raise in the parent or score 1 by accident.

Workers are started through the `forkserver` method: forking the (possibly multi-threaded,
torch-loaded) training process is unsafe, and the fork server has already imported the checker
(and, for the math checker, sympy: `preload_modules`), so a replacement worker is ready in
milliseconds.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import signal
import sys
import time
from collections import deque
from collections.abc import Callable, Sequence
from multiprocessing.connection import Connection, wait
from types import TracebackType

from rppo_check.registry import CheckerInfo, CheckerNotFound, checker_info, load_target
from rppo_check.verdict import Verdict, sanitize

logger = logging.getLogger(__name__)

_TIMEOUT = Verdict(False, None, "timeout")
_ERROR = Verdict(False, None, "error")
_BAD_INPUT = Verdict(False, None, "bad_input")
MAX_INPUT_CHARS = 2_000_000  # beyond this a pair is refused in the parent, never shipped


def preload_modules(target: str) -> list[str]:
    """What the fork server imports once for the workers of `target` ("module:attr").

    The built-in math checker gets sympy there, so a worker that replaces a killed one is ready in
    milliseconds; every other checker's workers go without it (~35 MB less per process). A
    plug-in's own module is imported in each worker, never in the fork server that all share.
    The fork server is one per process, started by the first pool: later pools share its preload.
    """
    if target == "rppo_check.builtin:math":
        return ["rppo_check.builtin", "rppo_check.answer", "rppo_check.symbolic"]
    return ["rppo_check.builtin"]


def _die_with_parent() -> None:
    """Ask Linux to SIGKILL this worker when its parent exits (best effort elsewhere)."""
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _worker_main(conn: Connection, target: str, memory_mb: int) -> None:
    """Worker loop: load the checker, then answer (index, completion, gold) until None."""
    import resource

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    os.setpgid(0, 0)  # the group `_kill` kills: the plug-in's own children go with the worker
    _die_with_parent()
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    if memory_mb > 0:
        limit = memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    try:
        checker = load_target(target)
    except BaseException as error:  # noqa: BLE001 - reported to the parent, which raises
        conn.send(("load_error", f"{type(error).__name__}: {error}"[:2000]))
        return
    conn.send(("ready", ""))
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        if message is None:
            return
        index, completion, gold = message
        try:
            verdict = sanitize(checker(completion, gold))
        except BaseException as error:  # noqa: BLE001 - a raising plug-in is contained: "error"
            conn.send((index, _ERROR.astuple(), f"{type(error).__name__}: {error}"[:500]))
            continue
        conn.send((index, verdict.astuple()))


class _Worker:
    def __init__(self, process: multiprocessing.process.BaseProcess, conn: Connection) -> None:
        self.process = process
        self.conn = conn
        self.ready = False
        self.started = time.monotonic()
        self.item: int | None = None
        self.deadline = 0.0


class CheckerPool:
    """Run a checker over many pairs, each under a hard deadline, in reusable worker processes.

    Use as a context manager. `check_many` returns one `Verdict` per pair, in order.
    `counters` holds "checks", "timeouts", "errors", "restarts" and "bad_input" since creation.
    Raises `CheckerNotFound` (in the constructor or on first use) when the spec cannot be loaded.
    """

    def __init__(
        self,
        spec: str,
        *,
        workers: int = 2,
        timeout: float = 2.0,
        memory_mb: int = 1024,
        start_timeout: float = 120.0,
    ) -> None:
        if workers < 1:
            raise ValueError(f"workers must be >= 1, got {workers}")
        if not timeout > 0:
            raise ValueError(f"timeout must be > 0, got {timeout}")
        self.info: CheckerInfo = checker_info(spec)
        self.spec = spec
        self.timeout = float(timeout)
        self.memory_mb = int(memory_mb)
        self.start_timeout = float(start_timeout)
        self.counters: dict[str, int] = {
            "checks": 0,
            "timeouts": 0,
            "errors": 0,
            "restarts": 0,
            "bad_input": 0,
        }
        self._context = multiprocessing.get_context("forkserver")
        try:
            self._context.set_forkserver_preload(preload_modules(self.info.target))
        except (ValueError, AttributeError):
            pass
        self.first_error: str | None = None  # the first exception a check raised, as text
        self._closed = False
        self._workers: list[_Worker] = [self._start() for _ in range(workers)]

    # -- lifecycle -----------------------------------------------------------------------------
    def _start(self) -> _Worker:
        parent_end, child_end = self._context.Pipe(duplex=True)
        process = self._context.Process(
            target=_worker_main,
            args=(child_end, self.info.target, self.memory_mb),
            name=f"rppo-check-{self.info.name}",
            daemon=True,
        )
        process.start()
        child_end.close()
        return _Worker(process, parent_end)

    def _kill(self, worker: _Worker) -> None:
        pid = worker.process.pid
        if pid is not None:
            try:  # the worker and whatever it started (its group; empty if all are gone)
                os.killpg(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        if worker.process.is_alive():
            worker.process.kill()
        worker.process.join(timeout=5)
        worker.conn.close()

    def _replace(self, worker: _Worker) -> _Worker:
        self._kill(worker)
        self.counters["restarts"] += 1
        fresh = self._start()
        self._workers[self._workers.index(worker)] = fresh
        return fresh

    def close(self) -> None:
        """Stop every worker (politely, then by SIGKILL). Safe to call twice."""
        if self._closed:
            return
        self._closed = True
        for worker in self._workers:
            try:
                if worker.item is None and worker.ready:
                    worker.conn.send(None)
            except (OSError, ValueError):
                pass
        for worker in self._workers:
            worker.process.join(timeout=0.5)
            self._kill(worker)

    def __enter__(self) -> CheckerPool:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # noqa: BLE001 - interpreter shutdown: nothing left to report to
            pass

    # -- checking ------------------------------------------------------------------------------
    def check(self, completion: str, gold: str) -> Verdict:
        """One pair; see `check_many`."""
        return self.check_many([(completion, gold)])[0]

    def check_many(
        self,
        pairs: Sequence[tuple[str, str]],
        on_done: Callable[[int], None] | None = None,
    ) -> list[Verdict]:
        """Verdicts for (completion, gold) pairs, in order; each within `timeout` seconds of work.
        `on_done(n)`, if given, hears each time n more verdicts are in (a progress bar's feed).

        Never raises for anything a pair or the checker does; raises `CheckerNotFound` if the
        checker cannot be loaded in a worker and `RuntimeError` if the pool is closed.
        """
        if self._closed:
            raise RuntimeError("CheckerPool is closed")
        results: list[Verdict | None] = [None] * len(pairs)
        queue: deque[int] = deque()
        for index, pair in enumerate(pairs):
            if (
                not isinstance(pair, tuple | list)
                or len(pair) != 2
                or not all(isinstance(part, str) for part in pair)
                or len(pair[0]) + len(pair[1]) > MAX_INPUT_CHARS
            ):
                results[index] = _BAD_INPUT
                self.counters["bad_input"] += 1
            else:
                queue.append(index)
        self.counters["checks"] += len(pairs)
        pending = len(queue)
        if on_done is not None and len(pairs) > pending:
            on_done(len(pairs) - pending)  # the bad inputs: their verdicts are in already
        while pending:
            now = time.monotonic()
            for worker in self._workers:
                if worker.ready and worker.item is None and queue:
                    index = queue.popleft()
                    completion, gold = pairs[index]
                    try:
                        worker.conn.send((index, completion, gold))
                    except (OSError, ValueError):
                        queue.appendleft(index)
                        self._replace(worker)
                        continue
                    worker.item, worker.deadline = index, now + self.timeout
            collected = self._collect(results)
            pending -= collected
            if on_done is not None and collected:
                on_done(collected)
        return [verdict if verdict is not None else _ERROR for verdict in results]

    def _collect(self, results: list[Verdict | None]) -> int:
        """Wait for the next message or deadline; record finished items. Returns how many."""
        now = time.monotonic()
        deadlines = [w.deadline for w in self._workers if w.item is not None]
        deadlines += [w.started + self.start_timeout for w in self._workers if not w.ready]
        wait_for = max(0.0, min(deadlines) - now) if deadlines else self.timeout
        readable = wait([w.conn for w in self._workers], timeout=wait_for)
        done = 0
        for worker in list(self._workers):
            if worker.conn in readable:
                done += self._receive(worker, results)
        now = time.monotonic()
        for worker in list(self._workers):
            if worker.item is not None and now >= worker.deadline:
                logger.warning("check %d exceeded %.1fs; worker killed", worker.item, self.timeout)
                results[worker.item] = _TIMEOUT
                self.counters["timeouts"] += 1
                self._replace(worker)
                done += 1
            elif not worker.ready and now >= worker.started + self.start_timeout:
                self.close()
                raise CheckerNotFound(
                    f"checker {self.spec!r}: worker did not start in {self.start_timeout:.0f}s"
                )
        return done

    def _receive(self, worker: _Worker, results: list[Verdict | None]) -> int:
        try:
            message = worker.conn.recv()
        except (EOFError, OSError, MemoryError, ValueError, TypeError):
            message = None  # the worker died (crash, memory limit, os._exit)
        except Exception:  # noqa: BLE001 - an unpicklable reply is the worker's fault
            message = None
        if not worker.ready:
            if isinstance(message, tuple) and message[:1] == ("ready",):
                worker.ready = True
                return 0
            detail = message[1] if isinstance(message, tuple) and len(message) == 2 else "died"
            self.close()
            raise CheckerNotFound(f"checker {self.spec!r} failed to load in a worker: {detail}")
        index = worker.item
        if index is None:
            self._replace(worker)  # a message nobody asked for: start clean
            return 0
        worker.item = None
        verdict = _ERROR
        if isinstance(message, tuple) and len(message) in (2, 3) and message[0] == index:
            payload = message[1]
            if len(message) == 3 and self.first_error is None:
                self.first_error = str(message[2])[:500]
                logger.warning(
                    "checker %r raised: %s (later errors are counted, not shown)",
                    self.spec, self.first_error,
                )  # fmt: skip
            if isinstance(payload, tuple) and len(payload) == len(Verdict.__dataclass_fields__):
                verdict = sanitize(Verdict(*payload))
        else:
            self._replace(worker)
        if verdict.reason == "error":
            self.counters["errors"] += 1
        results[index] = verdict
        return 1

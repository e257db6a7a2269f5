"""Fetch the GSM8K and MATH-500 files from pinned upstream commits, verified byte for byte.

The files are not committed (the owners' rule: no copies of the data sets in the repository); this
puts them where `reason_ppo.data.load` looks first after ``--data-dir``: the checkout's own
``data/`` folder (``data/gsm8k/train.jsonl``, ...). Each file is pinned to one upstream commit and
its sha256; a download or a local copy (``source=DIR``) whose bytes differ is refused, naming the
file, and nothing is written. Files are written to a temporary sibling and renamed into place, so an
interrupted fetch never leaves a partial file where the loader would read it.
"""

from __future__ import annotations

import hashlib
import logging
import os
import tempfile
import urllib.request
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from reason_ppo.data.spec import DataError

__all__ = ["FILES", "SETS", "FetchResult", "UpstreamFile", "fetch", "files_of", "verify"]

log = logging.getLogger(__name__)

_RAW = "https://raw.githubusercontent.com"
_GSM8K = f"{_RAW}/openai/grade-school-math/3101c7d5072418e28b9008a6636bde82a006892c/grade_school_math/data"
# OpenAI keeps math_splits/test.jsonl in Git LFS; this MIT-licensed copy has the same sha256 and
# size as OpenAI's LFS pointer (oid sha256:35dc4108..., size 446564): byte-identical.
_MATH500 = (
    f"{_RAW}/hkust-nlp/simpleRL-reason/cf1c7858bfc145a27aa733e75d930d34f0d318a6"
    "/examples/simplelr_math_eval/data/math500/test.jsonl"
)


@dataclass(frozen=True)
class UpstreamFile:
    """One data file: where it goes under the data folder, where it comes from, its bytes' hash."""

    dataset: str
    relative: str  # under the data folder, the layout `load.LOCAL_FILES` reads
    url: str  # a raw file at a pinned commit
    sha256: str
    size: int


FILES = (
    UpstreamFile(
        "gsm8k", "gsm8k/train.jsonl", f"{_GSM8K}/train.jsonl",
        "17f347dc51477c50d4efb83959dbb7c56297aba886e5544ee2aaed3024813465", 4_166_206,
    ),
    UpstreamFile(
        "gsm8k", "gsm8k/test.jsonl", f"{_GSM8K}/test.jsonl",
        "3730d312f6e3440559ace48831e51066acaca737f6eabec99bccb9e4b3c39d14", 749_738,
    ),
    UpstreamFile(
        "math500", "math500/test.jsonl", _MATH500,
        "35dc41080a3680858b27fa7e0533d2d547825316fc5dafe5d316f4ccc5a06132", 446_564,
    ),
)  # fmt: skip
SETS = ("gsm8k", "math500")
TIMEOUT_S = 60.0


@dataclass(frozen=True)
class FetchResult:
    """What happened to one file: "present" (already there, verified), "copied" or "downloaded"."""

    file: UpstreamFile
    path: Path
    action: str


def files_of(names: Iterable[str]) -> list[UpstreamFile]:
    """The files of the named sets ("gsm8k", "math500", "all"); DataError for another name."""
    wanted: list[str] = []
    for name in names:
        if name == "all":
            wanted.extend(SETS)
        elif name in SETS:
            wanted.append(name)
        else:
            raise DataError(
                f"unknown data set {name!r} to fetch; expected {', '.join(SETS)} or all"
            )
    return [f for f in FILES if f.dataset in wanted]


def verify(data: bytes, file: UpstreamFile, origin: str) -> None:
    """Raise DataError naming `origin` unless `data` has the pinned size and sha256."""
    digest = hashlib.sha256(data).hexdigest()
    if len(data) != file.size or digest != file.sha256:
        raise DataError(
            f"{origin}: not the upstream {file.relative} (sha256 {digest[:16]}..., {len(data)} "
            f"bytes; expected {file.sha256[:16]}..., {file.size} bytes); nothing written"
        )


def fetch(
    files: Iterable[UpstreamFile], dest: Path, *, source: Path | None = None, force: bool = False
) -> list[FetchResult]:
    """Put each file under `dest`, from the folder `source` (same layout) or its pinned URL.

    A file already at `dest` with the right bytes is kept ("present") unless `force`; one with
    other bytes is replaced. Every file is verified before it is written; the first failure raises
    DataError naming the file (files already written stay: each is complete and verified).
    """
    results = []
    for file in files:
        path = Path(dest) / file.relative
        if not force and path.is_file():
            try:
                verify(path.read_bytes(), file, str(path))
            except DataError:
                log.info("%s: present but not the upstream bytes; replacing it", path)
            else:
                results.append(FetchResult(file, path, "present"))
                continue
        if source is not None:
            origin = str(Path(source) / file.relative)
            try:  # at most one byte past the pinned size: a link to /dev/zero cannot fill memory
                with Path(origin).open("rb") as handle:
                    data = handle.read(file.size + 1)
            except OSError as exc:
                raise DataError(f"{origin}: cannot read ({exc.strerror or exc})") from None
            action = "copied"
        else:
            origin, data, action = file.url, _download(file.url), "downloaded"
        verify(data, file, origin)
        _write_atomically(path, data)
        log.info("%s: %s from %s", path, action, origin)
        results.append(FetchResult(file, path, action))
    return results


def _download(url: str) -> bytes:
    try:
        with urllib.request.urlopen(url, timeout=TIMEOUT_S) as response:  # noqa: S310 - https only
            data: bytes = response.read()
    except OSError as exc:  # URLError, HTTPError, timeouts: all one line naming the URL
        reason = getattr(exc, "reason", None) or exc
        raise DataError(
            f"{url}: download failed ({reason}); copy the files from a folder that has them "
            "with --from DIR"
        ) from None
    return data


def _write_atomically(path: Path, data: bytes) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
            os.chmod(tmp, 0o644)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError as exc:
        raise DataError(f"{path}: cannot write ({exc.strerror or exc})") from None

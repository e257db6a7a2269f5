"""`reason-ppo data fetch` (offline, from a local folder) and where the loaders find the files."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path

import pytest
from reason_ppo.cli.app import app
from reason_ppo.data import DataError, load, load_problems, locate
from reason_ppo.data.fetch import FILES, UpstreamFile, fetch, files_of
from typer.testing import CliRunner

runner = CliRunner()
SHARED = Path(os.environ.get("REASON_PPO_DATA") or "/work/shared/data")
needs_shared = pytest.mark.skipif(
    not all((SHARED / f.relative).is_file() for f in FILES),
    reason=f"upstream data files not found at {SHARED} (set REASON_PPO_DATA)",
)


@pytest.fixture(autouse=True)
def _no_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("REASON_PPO_DATA", raising=False)
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")


def _small(tmp_path: Path, content: bytes = b'{"question": "Q?", "answer": "#### 1"}\n'):
    """A made-up pinned file (so the tests need no real data) and a source folder holding it."""
    file = UpstreamFile("gsm8k", "gsm8k/test.jsonl", "https://invalid.example/test.jsonl",
                        hashlib.sha256(content).hexdigest(), len(content))  # fmt: skip
    source = tmp_path / "src"
    (source / "gsm8k").mkdir(parents=True)
    (source / "gsm8k" / "test.jsonl").write_bytes(content)
    return file, source


def test_files_of_names_the_sets_and_refuses_others() -> None:
    assert [f.relative for f in files_of(["all"])] == [
        "gsm8k/train.jsonl", "gsm8k/test.jsonl", "math500/test.jsonl",
    ]  # fmt: skip
    assert [f.relative for f in files_of(["math500"])] == ["math500/test.jsonl"]
    with pytest.raises(DataError, match="'gsm9k'"):
        files_of(["gsm9k"])


def test_every_pinned_url_is_a_raw_file_at_a_commit() -> None:
    for file in FILES:
        assert file.url.startswith("https://raw.githubusercontent.com/")
        commit = file.url.split("/")[5]
        assert len(commit) == 40 and int(commit, 16) >= 0, file.url
        assert len(file.sha256) == 64


def test_copy_verifies_writes_and_keeps_a_verified_file(tmp_path: Path) -> None:
    file, source = _small(tmp_path)
    dest = tmp_path / "data"
    (result,) = fetch([file], dest, source=source)
    assert result.action == "copied" and result.path == dest / "gsm8k" / "test.jsonl"
    assert result.path.read_bytes() == (source / "gsm8k" / "test.jsonl").read_bytes()
    assert [p.name for p in result.path.parent.iterdir()] == ["test.jsonl"]  # no temp files left
    (again,) = fetch([file], dest, source=source)
    assert again.action == "present"


def test_a_corrupted_copy_is_refused_naming_the_file_and_nothing_is_written(
    tmp_path: Path,
) -> None:
    file, source = _small(tmp_path)
    bad = source / "gsm8k" / "test.jsonl"
    bad.write_bytes(bad.read_bytes().replace(b"1", b"2"))
    dest = tmp_path / "data"
    with pytest.raises(DataError) as info:
        fetch([file], dest, source=source)
    message = str(info.value)
    assert str(bad) in message and "sha256" in message and "\n" not in message
    assert not (dest / "gsm8k" / "test.jsonl").exists()


def test_a_wrong_file_already_in_place_is_replaced(tmp_path: Path) -> None:
    file, source = _small(tmp_path)
    target = tmp_path / "data" / "gsm8k" / "test.jsonl"
    target.parent.mkdir(parents=True)
    target.write_bytes(b"stale\n")
    (result,) = fetch([file], tmp_path / "data", source=source)
    assert (
        result.action == "copied" and target.read_bytes() == (source / file.relative).read_bytes()
    )


@needs_shared
def test_cli_fetch_from_the_shared_folder_verifies_every_file(tmp_path: Path) -> None:
    dest = tmp_path / "data"
    result = runner.invoke(app, ["data", "fetch", "all", "--from", str(SHARED), "--to", str(dest)])
    assert result.exit_code == 0, result.output
    for file in FILES:
        assert hashlib.sha256((dest / file.relative).read_bytes()).hexdigest() == file.sha256
        assert str(dest / file.relative) in result.stdout
    assert len(load_problems("gsm8k", split="test", data_dir=dest)) == 1319


@needs_shared
def test_cli_fetch_refuses_a_corrupted_copy_with_one_line(tmp_path: Path) -> None:
    source = tmp_path / "copy"
    shutil.copytree(SHARED / "math500", source / "math500")
    data = (source / "math500" / "test.jsonl").read_bytes()
    (source / "math500" / "test.jsonl").write_bytes(data[:-2] + b" \n")  # one byte changed
    dest = tmp_path / "data"
    result = runner.invoke(
        app, ["data", "fetch", "math500", "--from", str(source), "--to", str(dest)]
    )
    assert result.exit_code == 2
    lines = [ln for ln in result.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and str(source / "math500" / "test.jsonl") in lines[0], result.stderr
    assert not (dest / "math500" / "test.jsonl").exists()


def test_cli_fetch_rejects_a_missing_source_folder(tmp_path: Path) -> None:
    result = runner.invoke(app, ["data", "fetch", "--from", str(tmp_path / "nope"), "--to", "x"])
    assert result.exit_code == 2 and "--from" in result.stderr


# --- where the loaders look ------------------------------------------------------------------------


def _layout(folder: Path, gold: str) -> Path:
    (folder / "gsm8k").mkdir(parents=True)
    row = json.dumps({"question": "What is it?", "answer": f"#### {gold}"}) + "\n"
    (folder / "gsm8k" / "test.jsonl").write_text(row)
    return folder


def test_lookup_order_data_dir_then_checkout_then_env(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    given, checkout, env = (
        _layout(tmp_path / n, g) for n, g in (("a", "1"), ("b", "2"), ("c", "3"))
    )
    monkeypatch.setattr(load, "checkout_data_dir", lambda: checkout)
    monkeypatch.setenv("REASON_PPO_DATA", str(env))
    assert load_problems("gsm8k", split="test", data_dir=given)[0].gold == "1"
    assert load_problems("gsm8k", split="test")[0].gold == "2"
    (checkout / "gsm8k" / "test.jsonl").unlink()  # not there: the variable is next
    assert load_problems("gsm8k", split="test")[0].gold == "3"


def test_the_checkout_data_folder_is_this_repository_s() -> None:
    found = load.checkout_data_dir()
    assert found == Path(__file__).resolve().parents[3] / "data"
    assert (found / "README.md").is_file()


def test_without_any_local_file_the_hub_is_next(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(load, "checkout_data_dir", lambda: None)
    assert locate("gsm8k", "test") is None


def test_a_missing_data_dir_is_an_error_even_for_arithmetic(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=f"--data-dir {tmp_path / 'nope'}: no such folder"):
        load_problems("arithmetic", data_dir=tmp_path / "nope")


def test_an_unreachable_hub_fails_at_once_without_asking_datasets(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import sys
    import time
    import types

    calls: list[str] = []
    fake = types.ModuleType("datasets")
    fake.load_dataset = lambda *a, **k: calls.append("load_dataset")  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "datasets", fake)
    monkeypatch.setattr(load, "checkout_data_dir", lambda: None)
    monkeypatch.delenv("HF_HUB_OFFLINE")
    monkeypatch.setenv("HF_ENDPOINT", "http://127.0.0.1:9")  # nothing listens there
    started = time.perf_counter()
    with pytest.raises(DataError) as info:
        load_problems("gsm8k", split="test")
    assert time.perf_counter() - started < 5 and not calls
    message = str(info.value)
    assert "hub is unavailable" in message and "reason-ppo data fetch gsm8k" in message
    assert "\n" not in message


def test_a_wheel_installed_near_the_root_has_no_checkout_folder(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # `pip install --target /tmp/site` puts load.py 4 folders below `/`: no checkout, no IndexError
    # (seen on the GPU machine: `reason-ppo doctor` crashed there).
    monkeypatch.setattr(load, "__file__", "/tmp/site/reason_ppo/data/load.py")
    assert load.checkout_data_dir() is None
    monkeypatch.setattr(load, "__file__", "/load.py")
    assert load.checkout_data_dir() is None

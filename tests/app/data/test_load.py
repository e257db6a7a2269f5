"""Loaders of reason_ppo.data: the shared data sets, written fixtures, every validation error."""

from __future__ import annotations

import dataclasses
import json
import os
import sys
import types
from pathlib import Path

import pytest
from reason_ppo.data import (
    DataError,
    Problem,
    load,
    load_problems,
    load_problems_with_report,
    locate,
)

SHARED = Path(os.environ.get("REASON_PPO_DATA") or "/work/shared/data")
needs_shared = pytest.mark.skipif(
    not (SHARED / "gsm8k" / "train.jsonl").is_file(),
    reason=f"shared data sets not found at {SHARED} (set REASON_PPO_DATA)",
)


@pytest.fixture(autouse=True)
def _no_env(monkeypatch: pytest.MonkeyPatch) -> None:
    # Each test decides where data comes from; the hub is never reachable.
    monkeypatch.delenv("REASON_PPO_DATA", raising=False)
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    # ... and not from the checkout's data/, which `reason-ppo data fetch` may have filled.
    monkeypatch.setattr(load, "checkout_data_dir", lambda: None)


def write_lines(path: Path, lines: list[str | dict]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "".join((ln if isinstance(ln, str) else json.dumps(ln)) + "\n" for ln in lines)
    path.write_text(text, encoding="utf-8")
    return path


GOOD_GSM8K = {"question": "Tom has 2 apples and buys 3. How many?", "answer": "2+3=5\n#### 5"}


# --- the shared data sets -----------------------------------------------------------------------


@needs_shared
def test_gsm8k_train_and_test_from_shared_data() -> None:
    train = load_problems("gsm8k", split="train", data_dir=SHARED)
    test = load_problems("gsm8k", split="test", data_dir=SHARED)
    assert (len(train), len(test)) == (7473, 1319)
    assert train[0].question.startswith("Natalia sold clips") and train[0].gold == "72"
    assert test[0].question.startswith("Janet") and test[0].gold == "18"
    # 79 train finals carry thousands commas upstream; every gold must come out as a plain integer.
    assert all("," not in p.gold and int(p.gold) == float(p.gold) for p in train)
    raw_with_comma = [
        json.loads(line)["answer"].rsplit("####", 1)[1].strip()
        for line in (SHARED / "gsm8k" / "train.jsonl").open(encoding="utf-8")
    ]
    with_comma = [i for i, gold in enumerate(raw_with_comma) if "," in gold]
    assert len(with_comma) == 79
    assert train[with_comma[0]].gold == raw_with_comma[with_comma[0]].replace(",", "")
    assert len({p.id for p in train}) == len(train)
    assert train[0].meta["line"] == 1 and "<<48/2=24>>" in train[0].meta["solution"]


@needs_shared
def test_math500_from_shared_data_via_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REASON_PPO_DATA", str(SHARED))
    problems = load_problems("math500", split="test")
    assert len(problems) == 500
    fourth = problems[3]
    assert fourth.question == "How many positive whole-number divisors does 196 have?"
    assert fourth.gold == "9"
    assert fourth.id == "test/number_theory/572.json"
    assert fourth.meta["level"] == 3 and fourth.meta["subject"] == "Number Theory"
    assert len({p.id for p in problems}) == 500


@needs_shared
def test_jsonl_loader_reads_a_shared_file_with_its_fields() -> None:
    problems = load_problems(
        f"jsonl:{SHARED / 'math500' / 'test.jsonl'}", question_field="problem", limit=5
    )
    assert [p.gold for p in problems][3] == "9"
    assert problems[0].meta["subject"]  # unknown fields travel in meta


# --- finding files ------------------------------------------------------------------------------


def test_data_dir_argument_wins_over_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_lines(tmp_path / "a" / "gsm8k" / "test.jsonl", [GOOD_GSM8K])
    other = {"question": "What is 1 + 1?", "answer": "#### 2"}
    write_lines(tmp_path / "b" / "gsm8k" / "test.jsonl", [other])
    monkeypatch.setenv("REASON_PPO_DATA", str(tmp_path / "b"))
    assert load_problems("gsm8k", split="test")[0].gold == "2"
    assert load_problems("gsm8k", split="test", data_dir=tmp_path / "a")[0].gold == "5"


def test_a_given_folder_without_the_file_says_which_file_goes_where(tmp_path: Path) -> None:
    with pytest.raises(DataError) as info:
        load_problems("math500", split="test", data_dir=tmp_path)
    message = str(info.value)
    assert str(tmp_path / "math500" / "test.jsonl") in message and "--data-dir" in message
    assert "\n" not in message


def test_offline_without_datasets_names_the_file_and_both_ways_to_give_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "datasets", None)  # import datasets -> ImportError
    with pytest.raises(DataError) as info:
        load_problems("gsm8k", split="train")
    message = str(info.value)
    assert "gsm8k/train.jsonl" in message and "--data-dir" in message
    assert "REASON_PPO_DATA" in message and "reason-ppo[hub]" in message
    assert "\n" not in message


def _fake_datasets(load_dataset: object) -> types.ModuleType:
    module = types.ModuleType("datasets")
    module.load_dataset = load_dataset  # type: ignore[attr-defined]
    return module


def test_offline_hub_error_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    def unreachable(*args: object, **kwargs: object) -> None:
        raise ConnectionError("Couldn't reach 'openai/gsm8k' on the Hub\n(offline mode)")

    monkeypatch.setitem(sys.modules, "datasets", _fake_datasets(unreachable))
    with pytest.raises(DataError) as info:
        load_problems("gsm8k", split="test")
    message = str(info.value)
    assert "hub is unavailable" in message and "ConnectionError" in message
    assert "gsm8k/test.jsonl" in message and "\n" not in message


def test_hub_rows_are_loaded_and_validated(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple] = []

    def load_dataset(repo: str, config: str | None, *, split: str) -> list[dict]:
        calls.append((repo, config, split))
        return [GOOD_GSM8K, {"question": "Q?", "answer": "#### 1,234"}, {"question": "Q2"}]

    monkeypatch.setitem(sys.modules, "datasets", _fake_datasets(load_dataset))
    report = load_problems_with_report("gsm8k", split="train", skip_invalid=True)
    assert calls == [("openai/gsm8k", "main", "train")]
    assert [p.gold for p in report.problems] == ["5", "1234"]
    assert report.skipped == 1 and report.source == "hub:openai/gsm8k[train]"
    with pytest.raises(DataError, match=r"^hub:openai/gsm8k\[train\]:3: field 'answer': missing"):
        load_problems("gsm8k", split="train")


# --- validation: every error names file:line and the field ---------------------------------------

BAD_GSM8K_ROWS = [
    ('{"question": "x", ', None, "malformed JSON"),
    ("[1, 2]", None, "expected a JSON object, got list"),
    ({"question": "Q?"}, "answer", "missing"),
    ({"answer": "#### 1"}, "question", "missing"),
    ({"question": 5, "answer": "#### 3"}, "question", "must be a string, got int"),
    ({"question": "Q?", "answer": ["#### 3"]}, "answer", "must be a string, got list"),
    ({"question": "   ", "answer": "#### 3"}, "question", "empty"),
    ({"question": "Q?", "answer": "it is 42"}, "answer", "no '#### <final answer>' line"),
    ({"question": "Q?", "answer": "work\n####   "}, "answer", "empty gold after ####"),
    ({"question": "Q?", "answer": "#### twelve"}, "answer", "is not a number"),
    ({"question": "Q?", "answer": "#### 1,00"}, "answer", "is not a number"),
    ({"question": "Q" * 50 + "?", "answer": "#### 1"}, "question", "over max_prompt_chars=40"),
]


@pytest.mark.parametrize(("row", "field", "reason"), BAD_GSM8K_ROWS)
def test_each_bad_gsm8k_row_is_an_error_naming_file_line_and_field(
    tmp_path: Path, row: str | dict, field: str | None, reason: str
) -> None:
    path = write_lines(tmp_path / "gsm8k" / "train.jsonl", [GOOD_GSM8K, "", row])
    with pytest.raises(DataError) as info:
        load_problems("gsm8k", data_dir=tmp_path, max_prompt_chars=40)
    message = str(info.value)
    prefix = f"{path}:3: " + (f"field {field!r}: " if field else "")
    assert message.startswith(prefix), message
    assert reason in message and "\n" not in message


BAD_JSONL_ROWS = [
    ({"prompt": "Q?"}, "target", "missing"),
    ({"prompt": "Q?", "target": ""}, "target", "empty"),
    ({"prompt": "Q?", "target": True}, "target", "must be a string, got bool"),
    ({"prompt": "Q?", "target": "steps\n####  "}, "target", "empty gold after ####"),
    ({"prompt": None, "target": "3"}, "prompt", "missing"),
    ({"prompt": "Q?", "target": "3", "id": [1]}, "id", "must be a string or integer"),
    ({"prompt": "Q?", "target": "3", "id": "a"}, "id", "duplicate id 'a' (first at line 1)"),
]


@pytest.mark.parametrize(("row", "field", "reason"), BAD_JSONL_ROWS)
def test_each_bad_jsonl_row_is_an_error_naming_file_line_and_field(
    tmp_path: Path, row: dict, field: str, reason: str
) -> None:
    path = write_lines(tmp_path / "mine.jsonl", [{"prompt": "P?", "target": "1", "id": "a"}, row])
    with pytest.raises(DataError) as info:
        load_problems(f"jsonl:{path}", question_field="prompt", answer_field="target")
    assert str(info.value).startswith(f"{path}:2: field {field!r}: ")
    assert reason in str(info.value)


def test_math500_row_without_answer(tmp_path: Path) -> None:
    path = write_lines(tmp_path / "math500" / "test.jsonl", [{"problem": "x?", "unique_id": "u"}])
    with pytest.raises(DataError, match=f"^{path}:1: field 'answer': missing"):
        load_problems("math500", split="test", data_dir=tmp_path)


def test_duplicate_math500_ids(tmp_path: Path) -> None:
    row = {"problem": "x?", "answer": "1", "unique_id": "test/a/1.json"}
    path = write_lines(tmp_path / "math500" / "test.jsonl", [row, row])
    with pytest.raises(DataError, match=f"^{path}:2: field 'id': duplicate id 'test/a/1.json'"):
        load_problems("math500", split="test", data_dir=tmp_path)


def test_bad_utf8_is_named_by_line(tmp_path: Path) -> None:
    path = tmp_path / "gsm8k" / "train.jsonl"
    write_lines(path, [GOOD_GSM8K])
    with path.open("ab") as handle:
        handle.write(b'{"question": "\xff", "answer": "#### 1"}\n')
    with pytest.raises(DataError, match=f"^{path}:2: not UTF-8"):
        load_problems("gsm8k", data_dir=tmp_path)


# --- skip_invalid ------------------------------------------------------------------------------


def test_skip_invalid_counts_skips_and_writes_rejects(tmp_path: Path) -> None:
    rows: list[str | dict] = [
        GOOD_GSM8K,
        '{"question": ',
        {"question": "Q?", "answer": "#### many"},
        {"question": "What is 10 - 4?", "answer": "#### 6"},
        {"question": "Q?"},
    ]
    path = write_lines(tmp_path / "gsm8k" / "train.jsonl", rows)
    rejects = tmp_path / "run" / "rejects.jsonl"
    report = load_problems_with_report(
        "gsm8k", data_dir=tmp_path, skip_invalid=True, rejects_path=rejects
    )
    assert [p.gold for p in report.problems] == ["5", "6"]
    assert [p.meta["line"] for p in report.problems] == [1, 4]
    assert report.skipped == 3 and report.rejects_path == rejects
    written = [json.loads(line) for line in rejects.read_text(encoding="utf-8").splitlines()]
    assert [r["line"] for r in written] == [2, 3, 5]
    assert [r["field"] for r in written] == [None, "answer", "answer"]
    assert all(r["source"] == str(path) for r in written)
    assert "malformed JSON" in written[0]["reason"] and written[0]["raw"] == '{"question": '
    # load_problems keeps its list contract and skips the same rows.
    assert len(load_problems("gsm8k", data_dir=tmp_path, skip_invalid=True)) == 2


def test_a_file_with_only_bad_rows_is_an_error_even_when_skipping(tmp_path: Path) -> None:
    write_lines(tmp_path / "gsm8k" / "test.jsonl", [{"question": "Q?"}])
    with pytest.raises(DataError, match="no valid problems"):
        load_problems("gsm8k", split="test", data_dir=tmp_path, skip_invalid=True)


# --- jsonl specifics, limits and bad specs ---------------------------------------------------------


def test_jsonl_fields_numeric_gold_hash_gold_and_ids(tmp_path: Path) -> None:
    path = write_lines(
        tmp_path / "custom.jsonl",
        [
            {"prompt": "What is 6 x 7?", "target": 42, "id": 7, "topic": "mult"},
            {"prompt": "Half of 9?", "target": "9 / 2 = 4.5\n#### 4.5"},
            {"prompt": "Name?", "target": " \\frac{1}{2} "},
        ],
    )
    problems = load_problems(f"jsonl:{path}", question_field="prompt", answer_field="target")
    assert [p.gold for p in problems] == ["42", "4.5", "\\frac{1}{2}"]
    assert [p.id for p in problems] == ["7", "custom/2", "custom/3"]
    assert problems[0].meta["topic"] == "mult" and problems[0].meta["line"] == 1


def test_limit_keeps_the_first_valid_problems(tmp_path: Path) -> None:
    rows = [{"question": f"What is {i} + 1?", "answer": f"#### {i + 1}"} for i in range(10)]
    write_lines(tmp_path / "gsm8k" / "train.jsonl", rows)
    problems = load_problems("gsm8k", data_dir=tmp_path, limit=3)
    assert [p.gold for p in problems] == ["1", "2", "3"]
    with pytest.raises(DataError, match="limit"):
        load_problems("gsm8k", data_dir=tmp_path, limit=0)


@pytest.mark.parametrize(
    ("dataset", "split", "match"),
    [
        ("gsm9k", "train", "unknown dataset 'gsm9k'"),
        ("math500", "train", "math500 has split"),
        ("gsm8k", "validation", "gsm8k has split"),
        ("gsm8k:socratic", "train", "takes no options"),
        ("jsonl:", "train", "needs a path"),
        ("jsonl:/nonexistent/x.jsonl", "train", "/nonexistent/x.jsonl: no such file"),
    ],
)
def test_bad_dataset_specs(dataset: str, split: str, match: str) -> None:
    with pytest.raises(DataError, match=match):
        load_problems(dataset, split=split)


def test_locate_returns_none_when_the_hub_is_the_place_to_look() -> None:
    assert locate("gsm8k", "train") is None
    with pytest.raises(DataError, match="no data folder"):
        locate("arithmetic", "train")


def test_problem_is_frozen() -> None:
    problem = Problem("a", "q", "1", {})
    with pytest.raises(dataclasses.FrozenInstanceError):
        problem.gold = "2"  # type: ignore[misc]


# --- the committed fixtures -------------------------------------------------------------------------

FIXTURES = Path(__file__).resolve().parents[3] / "data" / "fixtures"


def test_committed_fixtures_load_offline() -> None:
    train = load_problems("gsm8k", split="train", data_dir=FIXTURES)
    assert [p.gold for p in train] == ["7", "60", "30", "3600", "-5", "6"]
    assert [p.gold for p in load_problems("gsm8k", split="test", data_dir=FIXTURES)] == [
        "19",
        "120",
        "10",
    ]
    math = load_problems("math500", split="test", data_dir=FIXTURES)
    assert [p.gold for p in math] == ["1024", "\\frac{3}{4}", "3", "(1, 4]"]


def test_committed_bad_fixture_has_one_row_per_gsm8k_error(tmp_path: Path) -> None:
    folder = tmp_path / "gsm8k"
    folder.mkdir()
    (folder / "train.jsonl").write_bytes((FIXTURES / "bad.jsonl").read_bytes())
    rejects = tmp_path / "rejects.jsonl"
    report = load_problems_with_report(
        "gsm8k", data_dir=tmp_path, skip_invalid=True, rejects_path=rejects
    )
    assert [p.gold for p in report.problems] == ["4", "5"] and report.skipped == 6
    reasons = [json.loads(line)["reason"] for line in rejects.read_text().splitlines()]
    assert [r.split(" ")[0] for r in reasons] == [
        "malformed",
        "missing",
        "must",
        "no",
        "empty",
        "gold",
    ]

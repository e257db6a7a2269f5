"""bench/lm_eval_compare.py: skips in one line without lm-eval; its task carries lm-eval's filters."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).parents[3] / "bench" / "lm_eval_compare.py"


@pytest.mark.skipif(importlib.util.find_spec("lm_eval") is not None, reason="lm-eval installed")
def test_skips_in_one_line_without_lm_eval() -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "some-model"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0
    assert done.stdout.strip().splitlines() == [
        "lm_eval_compare: lm-eval is not installed (pip install lm-eval==0.4.*); skipped"
    ]


def test_task_yaml_has_both_filters_and_the_prompt_as_is(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("lm_eval_compare", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    text = module.task_yaml(tmp_path / "p.jsonl", 64)
    yaml = pytest.importorskip("yaml")
    task = yaml.safe_load(text)
    assert task["doc_to_text"] == "{{prompt}}" and task["generation_kwargs"]["max_gen_toks"] == 64
    filters = {f["name"]: f["filter"] for f in task["filter_list"]}
    assert filters["strict-match"][0]["regex_pattern"] == "#### (\\-?[0-9\\.\\,]+)"
    assert filters["flexible-extract"][0]["group_select"] == -1
    assert filters["flexible-extract"][0]["regex_pattern"] == "(-?[$0-9.,]{2,})|(-?[0-9]+)"

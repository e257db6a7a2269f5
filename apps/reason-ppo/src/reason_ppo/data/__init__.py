"""Data sets as `Problem`s: GSM8K, MATH-500, any JSONL file and the built-in arithmetic task.

`spec` parses a data-set string and holds the `Problem` record; `load` finds and validates the rows
(`rows` reads one row of each format); `arithmetic` generates the built-in task; `prompts` turns a
problem into the text the model continues; `fetch` downloads the upstream files, sha256-verified.
"""

from reason_ppo.data.load import (
    LoadReport,
    checkout_data_dir,
    load_problems,
    load_problems_with_report,
    locate,
)
from reason_ppo.data.prompts import build_prompt, default_checker
from reason_ppo.data.spec import DataError, DatasetSpec, Problem, dataset_kind, parse_dataset

__all__ = [
    "DataError",
    "DatasetSpec",
    "LoadReport",
    "Problem",
    "build_prompt",
    "checkout_data_dir",
    "dataset_kind",
    "default_checker",
    "load_problems",
    "load_problems_with_report",
    "locate",
    "parse_dataset",
]

"""`reason-ppo eval DATASET`: accuracy of a base model or a trained adapter, with the run's checker.

Everything that can be wrong with the arguments (model name, adapter folder, data, checker, output
file) is checked by `reason_ppo.eval.plan.plan_eval` before torch or any weights load, so a typo
costs a second, not a model load. The work itself is `reason_ppo.eval.evaluate.evaluate`, the function
the training loop calls for its periodic eval.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from reason_ppo.errors import fail
from reason_ppo.eval.plan import EvalPlan, EvalSetupError, plan_eval

if TYPE_CHECKING:
    from rich.console import Console
    from rppo_policy import ActorCritic

    from reason_ppo.eval.evaluate import EvalResult


def write_records(path: Path, records: list[dict[str, Any]]) -> None:
    """One JSON object per line, written to a temporary file and renamed: never half a file."""
    partial = path.with_name(f".{path.name}.partial-{os.getpid()}")
    with partial.open("w", encoding="utf-8") as handle:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    os.replace(partial, path)


def _print_table(plan: EvalPlan, result: EvalResult) -> None:
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    what = plan.model
    if plan.adapter is not None:
        step = f" (step {plan.adapter.step})" if plan.adapter.step is not None else ""
        what += f" + {plan.adapter.policy_dir}{step}"
    # escape: "[test]" or a path with brackets would otherwise be read as rich markup.
    table = Table(
        title=escape(f"{plan.dataset} [{plan.split}]"),
        caption=escape(f"{what} · checker {plan.checker}"),
    )
    table.add_column("metric")
    table.add_column("value", justify="right")
    table.add_column("share", justify="right")
    table.add_row("accuracy (greedy pass@1, any form)", f"{result.accuracy:.4f}", "")
    table.add_row(
        "strict accuracy (right and in the asked-for format)",
        f"{result.strict_accuracy:.4f}",
        f"{result.strict_correct / result.n:.1%}",
    )
    for name, count in (
        ("correct", result.correct),
        ("wrong", result.wrong),
        ("no answer", result.no_answer),
        ("timeout / checker error", result.timeout),
    ):
        table.add_row(name, str(count), f"{count / result.n:.1%}")
    table.add_row("problems", str(result.n), "")
    if plan.samples > 1:
        table.add_row(f"pass@{plan.samples}", f"{result.pass_at_k:.4f}", "")
        table.add_row(f"maj@{plan.samples}", f"{result.maj_at_k:.4f}", "")
        table.add_row(
            f"sampled pass@1 (T={plan.temperature:g})", f"{result.sample_accuracy:.4f}", ""
        )
    Console().print(table)


def run_eval(plan: EvalPlan, *, workers: int, timeout: float) -> EvalResult:
    """Load the model (+ adapter), evaluate, write the JSONL; progress goes to stderr.

    Raises EvalSetupError when the adapter does not fit the base model (found while loading)."""
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeRemainingColumn,
    )
    from rppo_check import CheckerPool

    from reason_ppo.eval.evaluate import evaluate

    err = Console(stderr=True)
    policy = _load_policy(plan, err)
    started = time.monotonic()
    tokens = 0
    columns = (
        TextColumn("eval"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[rate]}"),
        TimeRemainingColumn(),
    )
    with (
        CheckerPool(plan.checker, workers=workers, timeout=timeout) as pool,
        Progress(*columns, console=err, transient=True) as bar,
    ):
        task = bar.add_task("eval", total=None, rate="")

        def progress(done: int, total: int, new_tokens: int) -> None:
            nonlocal tokens
            tokens += new_tokens
            rate = tokens / max(time.monotonic() - started, 1e-9)
            bar.update(task, completed=done, total=total, rate=f"{rate:.0f} tok/s")

        result = evaluate(
            policy, plan.problems, dataset=plan.dataset, pool=pool, samples=plan.samples,
            batch_size=plan.batch_size, max_new_tokens=plan.max_new_tokens,
            temperature=plan.temperature, seed=plan.seed, prompt_template=plan.prompt_template,
            progress=progress,
        )  # fmt: skip
    write_records(plan.out, result.records)
    return result


def _load_policy(plan: EvalPlan, console: Console) -> ActorCritic:
    import torch
    from rppo_policy import ActorCritic

    from reason_ppo.config import torch_dtype

    device = "cuda" if torch.cuda.is_available() else "cpu"
    with console.status(f"loading {plan.model} on {device}"):
        try:
            return ActorCritic.load(
                plan.model, quantize=None if plan.quantize == "none" else plan.quantize,
                lora_rank=plan.lora_rank, lora_alpha=plan.lora_alpha,
                dtype=torch_dtype(plan.dtype), device=device, seed=plan.seed,
                adapter=plan.adapter.policy_dir if plan.adapter is not None else None,
            )  # fmt: skip
        except ValueError as exc:  # e.g. an adapter trained on another base model (--model)
            raise EvalSetupError(str(exc).splitlines()[0] if str(exc) else repr(exc)) from None


# Options with long help, kept out of the signature so it stays readable.
_QUANTIZE = typer.Option(
    None,
    "--quantize",
    help="nf4 | none (default: the run's, else nf4). Only the run's precision evaluates the "
    "model trained and the one `export` writes (export dequantizes the NF4 backbone); "
    "`none` on an NF4 run loads the unrounded backbone, a different model (a warning says so).",
)
_LIKE = typer.Option(
    None,
    "--like",
    help="A base-model eval with this run folder's settings (model, prompt template, token "
    "cap, checker, precision, seed): the before of that run's after.",
)


# Most of it is the signature: Typer reads the options and their --help from it.
def eval_command(
    dataset: str = typer.Argument(..., help="gsm8k | math500 | arithmetic[:level=N] | jsonl:PATH"),
    model: str | None = typer.Option(
        None, "--model", "-m", help="tiny | smollm2-135m | folder | org/name (default: the run's)"
    ),
    adapter: Path | None = typer.Option(
        None, "--adapter", "-a", help="Run folder (newest checkpoint), checkpoint or policy folder."
    ),
    split: str = typer.Option("test", "--split", help="Data split to evaluate."),
    limit: int | None = typer.Option(None, "--limit", "-n", help="First N problems only."),
    samples: int = typer.Option(1, "--samples", "-k", help="K > 1 adds pass@K and maj@K."),
    out: Path | None = typer.Option(
        None,
        "--out",
        "-o",
        help="JSONL of every problem (default: RUN/evals/; a base model: the --like run's evals/, "
        "else runs/evals/).",
    ),
    json_output: bool = typer.Option(False, "--json", help="Print the summary as JSON last."),
    data_dir: Path | None = typer.Option(None, "--data-dir", help="Folder holding the data files."),
    checker: str | None = typer.Option(
        None,
        "--checker",
        help="Checker name or pkg.mod:attr (default: the run's, else the data set's).",
    ),
    batch_size: int = typer.Option(8, "--batch-size", help="Prompts per generate call."),
    max_new_tokens: int | None = typer.Option(
        None, "--max-new-tokens", help="Response length cap (default: the run's, else 512)."
    ),
    quantize: str | None = _QUANTIZE,
    like: Path | None = _LIKE,
    temperature: float | None = typer.Option(
        None,
        "--temperature",
        help="Sampling temperature for --samples > 1 (default: the run's, else 1.0).",
    ),
    prompt_template: str | None = typer.Option(
        None,
        "--prompt-template",
        help="Prompt with {question} in place of the default instruction, or a built-in name: "
        "r1 = think in <think>, answer in <answer> (default: the run's).",
    ),
    seed: int | None = typer.Option(
        None,
        "--seed",
        help="Seeds sampling and the arithmetic generator (default: the run's, else 0).",
    ),
    workers: int = typer.Option(2, "--workers", help="Checker worker processes."),
    timeout: float = typer.Option(2.0, "--timeout", help="Seconds per check before it scores 0."),
) -> None:
    """Greedy pass@1 (and pass@K / maj@K with --samples K), with the training checker.

    Accuracy counts a right answer in any form the checker reads; strict accuracy only one in the
    marker the prompt asked for (`####`, `\\boxed`), in one pass. Not lm-eval's flexible/strict:
    those take the last number / the first `####` whatever else is there; the checker refuses an
    answer with operands left (`#### 3+4`) or two different final answers.

    Prints a table (correct / wrong / no answer / timeout) and writes every problem's prompt,
    completion, extracted answer and verdict to a JSONL.

    Examples:

        reason-ppo eval gsm8k --adapter runs/gsm8k-20260101-120000 --limit 200

        reason-ppo eval gsm8k --model smollm2-135m --limit 50 --json

        reason-ppo eval gsm8k --like runs/gsm8k-20260101-120000 --limit 200

        reason-ppo eval math500 --adapter runs/m/checkpoints/step-100 --samples 8
    """
    try:
        plan = plan_eval(
            dataset, model=model, adapter=adapter, split=split, limit=limit, samples=samples,
            out=out, data_dir=data_dir, checker=checker, batch_size=batch_size,
            max_new_tokens=max_new_tokens, quantize=quantize, temperature=temperature,
            prompt_template=prompt_template, seed=seed, like=like,
        )  # fmt: skip
    except ValueError as exc:  # EvalSetupError, ModelNotFound, DataError, CheckerNotFound
        fail(str(exc))
    _run_and_report(plan, workers=workers, timeout=timeout, json_output=json_output)


def _run_and_report(plan: EvalPlan, *, workers: int, timeout: float, json_output: bool) -> None:
    """Evaluate (a setup error is one line, exit 2), print the table, the records' path and, with
    --json, the summary last."""
    for warning in plan.warnings:
        typer.echo(warning, err=True)
    try:
        result = run_eval(plan, workers=workers, timeout=timeout)
    except EvalSetupError as exc:
        fail(str(exc))
    _print_table(plan, result)
    typer.echo(f"wrote {len(result.records)} records to {plan.out}")
    if json_output:
        typer.echo(json.dumps(result.summary()))

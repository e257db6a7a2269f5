"""Build prm800k.jsonl: one record per model-written final answer in PRM800K phase-1 test.

Run once (needs the data dir); the committed file holds only row ids + hand labels, never text.
Usage: python packages/check/corpus/build_prm800k.py [DATA_DIR]

Every row of phase1_test.stepwise-critic.jsonl with `answer` not null is a model-written candidate
final step (none is human-written). Its completion is the attempt's chosen steps so far
(`responses`, which may include labeller-written steps: `human_steps_in_prefix`), the candidate
step, then "# Answer" and the answer, as PRM800K's generator wrote them:
"\n\n".join(responses + [next_response]) + "\n\n# Answer\n\n" + answer.
Attempts that stop without an answer add one record (the chosen steps only, truth no_answer).
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

# Hand labels: (unique_id, answer as written) -> (truth, note). Answers identical to the MATH-500
# gold string are "correct"; every other pair is listed here, judged by reading the problem.
LABELS: dict[tuple[str, str], tuple[str, str]] = {
    ("test/algebra/187.json", "4"): ("wrong", ""),
    ("test/algebra/2193.json", "5"): ("correct", "gold 'x=5'"),
    ("test/algebra/853.json", "5"): ("wrong", ""),
    ("test/algebra/853.json", "\\frac{3}{\\sqrt{2}}"): ("wrong", ""),
    ("test/counting_and_probability/1003.json", "17"): ("wrong", ""),
    ("test/counting_and_probability/377.json", "0.028"): (
        "wrong",
        "rounded decimal of 448/15625 = 0.028672",
    ),
    ("test/counting_and_probability/377.json", "0.0289"): ("wrong", ""),
    ("test/counting_and_probability/377.json", "\\frac{2}{5}"): ("wrong", ""),
    ("test/counting_and_probability/508.json", "10080"): ("correct", "gold '10,\\!080'"),
    ("test/counting_and_probability/737.json", "585000"): ("wrong", ""),
    ("test/counting_and_probability/737.json", "60840"): ("wrong", ""),
    ("test/counting_and_probability/870.json", "1/3"): ("correct", "slash fraction"),
    ("test/geometry/1097.json", "15"): ("wrong", ""),
    ("test/geometry/1097.json", "48"): ("wrong", ""),
    ("test/geometry/254.json", "2"): ("wrong", ""),
    ("test/intermediate_algebra/1354.json", "998.5"): ("correct", "decimal of 1997/2"),
    ("test/intermediate_algebra/1405.json", "16\\sqrt{3}"): ("correct", "spacing"),
    ("test/intermediate_algebra/1508.json", "(a_3)^9"): ("wrong", "an expression, not a value"),
    ("test/intermediate_algebra/1508.json", "512"): ("wrong", ""),
    ("test/intermediate_algebra/1508.json", "\\frac{1}{512}"): ("wrong", ""),
    ("test/intermediate_algebra/158.json", "248832"): ("wrong", ""),
    ("test/intermediate_algebra/158.json", "324"): ("wrong", ""),
    ("test/intermediate_algebra/158.json", "576"): ("wrong", ""),
    ("test/intermediate_algebra/183.json", "(-\\infty, 3]"): ("wrong", ""),
    ("test/intermediate_algebra/183.json", "(2,+\\infty)"): ("correct", "+\\infty"),
    ("test/intermediate_algebra/183.json", "3"): ("wrong", ""),
    ("test/intermediate_algebra/183.json", "[2, +\\infty)"): (
        "wrong",
        "closed bracket: 2 not attained",
    ),
    ("test/intermediate_algebra/183.json", "[2, \\infty)"): (
        "wrong",
        "closed bracket: 2 not attained",
    ),
    ("test/intermediate_algebra/183.json", "[2,\\infty)"): (
        "wrong",
        "closed bracket: 2 not attained",
    ),
    ("test/intermediate_algebra/183.json", "[3, \\infty)"): ("wrong", ""),
    ("test/intermediate_algebra/183.json", "[3,\\infty)"): ("wrong", ""),
    ("test/intermediate_algebra/1837.json", "-34"): ("wrong", ""),
    ("test/intermediate_algebra/2152.json", "1"): ("wrong", ""),
    ("test/intermediate_algebra/2152.json", "2"): ("wrong", ""),
    ("test/intermediate_algebra/515.json", "\\frac{4}{3}"): ("correct", "gold '\\frac43'"),
    ("test/intermediate_algebra/662.json", "1 + \\sqrt{19}, 1 - \\sqrt{19}"): (
        "correct",
        "gold '1 \\pm \\sqrt{19}'",
    ),
    ("test/number_theory/1000.json", "42"): ("wrong", ""),
    ("test/number_theory/1000.json", "56"): ("wrong", ""),
    ("test/number_theory/1002.json", "164"): ("wrong", ""),
    ("test/number_theory/1055.json", "29"): ("wrong", ""),
    ("test/number_theory/203.json", "13"): ("wrong", ""),
    ("test/number_theory/203.json", "19"): ("wrong", ""),
    ("test/number_theory/459.json", "31.95/2"): (
        "correct",
        "= 639/40 (question asks for a fraction; value equal)",
    ),
    ("test/number_theory/459.json", "\\frac{31.95}{2}"): (
        "correct",
        "= 639/40 (decimal in a fraction; value equal)",
    ),
    ("test/number_theory/847.json", "1220_5"): ("wrong", ""),
    ("test/number_theory/847.json", "4210"): ("correct", "base-5 digits without the subscript"),
    ("test/number_theory/847.json", "4210_5"): ("correct", "gold '4210_{5}'"),
    ("test/prealgebra/153.json", "\\dfrac{5}{9}"): ("correct", "gold '\\frac 59'"),
    ("test/precalculus/1082.json", "3"): ("wrong", ""),
    ("test/precalculus/1082.json", "\\frac{4(a^2 + 2bc - b^2 - c^2)}{b^2 + c^2 - a^2}"): (
        "wrong",
        "symbolic, not the value",
    ),
    ("test/precalculus/1082.json", "\\frac{8bc}{b^2 + c^2 - a^2}-1"): (
        "wrong",
        "symbolic, not the value",
    ),
    ("test/precalculus/1082.json", "\\frac{a^2 - (b - c)^2}{b^2 + c^2 - a^2}"): (
        "wrong",
        "symbolic, not the value",
    ),
    ("test/precalculus/356.json", "-2x"): (
        "correct",
        "right-hand side of y = -2x only (question asks for 'y = mx + b')",
    ),
    ("test/precalculus/441.json", "15^\\circ"): ("wrong", ""),
    ("test/precalculus/441.json", "30"): ("correct", "degrees sign dropped"),
    ("test/precalculus/499.json", "[\\frac{\\pi^2}{8}, 5\\frac{\\pi^2}{4}]"): (
        "correct",
        "5\\frac{\\pi^2}{4} = 5 pi^2/4 (juxtaposition, not a mixed number)",
    ),
    ("test/precalculus/499.json", "[\\frac{\\pi^2}{8},\\infty)"): ("wrong", ""),
    ("test/precalculus/499.json", "\\frac{\\pi^2}{8}"): ("wrong", "endpoint only"),
    ("test/precalculus/499.json", "\\left[\\frac{\\pi^2}{8}, \\frac{5\\pi^2}{8}\\right]"): (
        "wrong",
        "",
    ),
    ("test/precalculus/499.json", "\\left[\\frac{\\pi^2}{8},\\infty\\right)"): ("wrong", ""),
    (
        "test/precalculus/625.json",
        "\\begin{pmatrix} \\frac{16}{49} \\\\ \\frac{48}{49} \\\\ \\frac{24}{49} \\end{pmatrix}",
    ): ("correct", "\\frac vs a/b entries"),
    ("test/precalculus/659.json", "-3x + 5y - 9z - 4 = 0"): ("wrong", ""),
    ("test/precalculus/659.json", "-5x+7y-11z-4=0"): (
        "correct",
        "same plane (x -1); the question asks for A > 0, so a strict grader may refuse",
    ),
    ("test/precalculus/659.json", "5x-7y+11z+4=0"): ("correct", "spacing"),
    ("test/precalculus/768.json", "3 - 2\\sqrt{2}, 2\\sqrt{2} + 3"): (
        "correct",
        "gold '3 \\pm 2 \\sqrt{2}'",
    ),
    ("test/precalculus/768.json", "\\dfrac{1}{2\\sqrt{2} + 3}, 2\\sqrt{2} + 3"): (
        "correct",
        "1/(2sqrt2+3) = 3-2sqrt2 (unsimplified)",
    ),
    ("test/precalculus/768.json", "\\frac{1}{2\\sqrt{2} + 3}"): (
        "wrong",
        "one of the two solutions",
    ),
    ("test/precalculus/768.json", "\\frac{1}{2\\sqrt{2} + 3}, 2\\sqrt{2} + 3"): (
        "correct",
        "1/(2sqrt2+3) = 3-2sqrt2 (unsimplified)",
    ),
    ("test/precalculus/768.json", "\\frac{2\\sqrt{2} + 3}{7}, \\frac{1}{2\\sqrt{2} + 3}"): (
        "wrong",
        "",
    ),
    ("test/precalculus/927.json", "90"): ("correct", "degrees sign dropped"),
}


def completion_of(rows: list[dict], index: int) -> str:
    """The text of record `index` (a row with an answer) or of an unfinished attempt's last chosen row."""
    row = rows[index]
    steps = [*row["responses"], row["next_response"]]
    text = "\n\n".join(steps)
    if row["answer"] is not None:
        text += "\n\n# Answer\n\n" + row["answer"]
    return text


def main() -> None:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/data")
    rows = [
        json.loads(line) for line in (root / "prm800k/phase1_test.stepwise-critic.jsonl").open()
    ]
    golds = {
        json.loads(line)["unique_id"]: json.loads(line)["answer"]
        for line in (root / "math500/test.jsonl").open()
    }
    human = defaultdict(set)
    for row in rows:
        if row["is_human_response"]:
            human[row["trajectory"]].add(row["step"])
    out, seen = [], set()
    solved = {row["trajectory"] for row in rows if row["is_solution"]}
    last_chosen: dict[int, int] = {}
    for index, row in enumerate(rows):
        if row["is_preferred_response"]:
            last_chosen[row["trajectory"]] = index
    candidates = [i for i, r in enumerate(rows) if r["answer"] is not None]
    candidates += [last_chosen[t] for t in sorted(last_chosen) if t not in solved]
    for index in candidates:
        row = rows[index]
        text = completion_of(rows, index)
        key = (row["unique_id"], text)
        if key in seen:  # 5 attempts are duplicated in the file
            continue
        seen.add(key)
        gold = golds[row["unique_id"]]
        if row["answer"] is None:
            truth, note, form = (
                "no_answer",
                "attempt stopped by the labeller, no answer",
                "no_answer",
            )
        elif row["answer"] == gold:
            truth, note, form = "correct", "", "answer_heading"
        else:
            truth, note = LABELS[(row["unique_id"], row["answer"])]
            form = "answer_heading"
        out.append(
            {
                "source": "prm800k",
                "id": f"prm800k/r{index}",
                "row": index,
                "trajectory": row["trajectory"],
                "step": row["step"],
                "unique_id": row["unique_id"],
                "preferred": row["is_preferred_response"],
                "rating": row["rating"],
                "human_steps_in_prefix": any(s < row["step"] for s in human[row["trajectory"]]),
                "checker": "math",
                "truth": truth,
                "form": form,
                "note": note,
            }
        )
    path = Path(__file__).with_name("prm800k.jsonl")
    with path.open("w") as handle:
        for record in out:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} records to {path}")


if __name__ == "__main__":
    main()

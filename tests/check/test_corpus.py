"""The labelled corpus of real completions (packages/check/corpus): the checker agrees with every
human label, and accepts no wrong answer.

Every record the checker once got wrong (396 of 1,200 before the last-statement extraction: `A: N`
lines, `# Answer` headings, "Final Answer:" sentences, unmarked last sentences, intermediate boxes,
unreadable golds) is a case here, and so is each SmolLM2-135M completion: 200 with the `####`
instruction, 60 with a plain "Solve step by step." prompt (no marker asked: unmarked sentences and
completions cut at the token limit). PRM800K's records are rebuilt from the data folder and
skipped without it; the other sources are committed.

Session 5 added three sets gathered and labelled BEFORE the checker was changed for them (their
first scores are in bench/NOTES-checker.md): `public_heldout` (277 completions of 13 models from
public repositories), `smollm2_135m_more` (324 SmolLM2 completions: MATH-500 boxed and plain
prompts, GSM8K greedy and sampled) and `adversarial_redteam` (247 hand-written probes); then
`public_heldout2` (250 completions of 8 more models: Minerva lines, few-shot "The answer is N.",
Qwen2.5-Math boxes) and `adversarial_redteam2` (202 white-box probes). A
debatable probe where the checker follows a documented rule against the label carries that rule
as `decision`, and is held to it.
"""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path

import pytest
from rppo_check import load_checker

ROOT = Path(__file__).resolve().parents[2]


def _load_corpus() -> list[dict]:
    spec = importlib.util.spec_from_file_location(
        "checker_corpus", ROOT / "packages/check/corpus/checker_corpus.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.load_corpus()


CORPUS = _load_corpus()


def test_the_corpus_is_there() -> None:
    sources = Counter(record["source"] for record in CORPUS)
    for source in ("gsm8k_openai", "public_mathverify", "smollm2_135m", "adversarial_handmade",
                   "public_heldout", "smollm2_135m_more", "adversarial_redteam", "public_heldout2",
                   "adversarial_redteam2", "public_heldout3"):  # fmt: skip
        assert sources[source] >= 30, sources
    jobs = Counter(record["job"] for record in CORPUS if record["source"] == "smollm2_135m")
    assert jobs == {"gsm8k-hash-greedy": 200, "gsm8k-plain-greedy": 60}, jobs
    more = Counter(record["job"] for record in CORPUS if record["source"] == "smollm2_135m_more")
    assert more == {"math500-boxed-greedy": 120, "gsm8k-hash-greedy": 48, "gsm8k-hash-t0.7": 96,
                    "math500-plain-greedy": 60}, more  # fmt: skip


# Records of the tuned held-out rounds the checker still misjudges, each with why no general rule
# reads it (bench/NOTES-checker.md, "Session 12"). Held to it both ways: a fix must remove the
# entry, and no other record may fail.
KNOWN_MISSES = {
    "adversarial_redteam3/u_ok_total_each": "`#### 18 in total (9 eggs at $2 each)`: a note with "
    "numbers in it is refused, as `18 (26)` must be",
    "public_heldout4/cn-base/r004": "unclosed tag whose last sentence is a remark with no value "
    "('the two solutions below ... are roughly equivalent'): no value is read past such a remark",
    "public_heldout4/dk-qwenmath-inst/r002": "after the box, token noise and a self-set problem "
    "with no marker of a new problem; its own box is read as the final one",
    "public_heldout4/dk-qwenmath-inst/r005": "spaced pseudo-tags (`< think >`) and an invented "
    "conversation; no statement is read",
    "public_heldout4/pb-llama8b/r014": "debatable: an opening sentence (not a value alone) says "
    "55%, the working ends 60%; only a value alone on the first line is held to agree",
    "public_heldout5/dm-fmt1/r009": "the tag's last sentence names two quantities ('14 bags with "
    "2 lollipops'): no one number is read",
    "public_heldout5/dm-fmt0/r002": "debatable: the `(answer)` pseudo-tag is no marker",
    "public_heldout5/dm-fmt0/r004": "debatable: no tag, invented turns after the working",
    "public_heldout5/yd-r1/r009": "debatable: an unclosed tag running into self-set problems",
    # session 14: red-team round 5 (scored fresh at e925d91: 326/379; after its rules 372/379).
    # A share, a complement or another unit of the same number is right or wrong by the
    # question, which the checker does not see; real completions answer "5 books per child"
    # and "\$145 per cup" rightly (public_heldout3), so these wordings stay accepted:
    "adversarial_redteam5/u_per_person": "`#### $85 per person` after a family's total: as above",
    "adversarial_redteam5/u_per_box": "`\\boxed{85\\,\\text{per person}}`: as above",
    "adversarial_redteam5/u_seats_empty": "`#### 156 seats empty`: a complement only the question "
    "tells apart",
    "adversarial_redteam5/r_ok_ps_hypothetical": "a P.S. ending on a number of the problem ('but "
    "they sold 73') is read as a new last value",
    # round 6 (public_heldout6, scored fresh at 47239b1: 298/301, 0 wrong accepted)
    "public_heldout6/bb-r1/r025": "an answer sentence with prose before an invented 'Assistant:' "
    "turn of token noise; 'Assistant:' alone heads a model's own answer elsewhere",
    "public_heldout6/bb-sft512/r051": "debatable: token noise inside the tag (`14lege bv: 14]`)",
    "public_heldout6/gv-zs/r023": "an unknown LaTeX command before the number (`$\\cn 8 cm$`)",
    # round 7 (public_heldout7, scored fresh at 49b26c1: 248/253)
    "public_heldout7/ly-3sc2/r017": "debatable: the tag restates distance, time and speed in one "
    "sentence; no one number is read",
    "public_heldout7/ly-r1c3/r010": "debatable: the tag gives the distance (6 miles) where the "
    "question asks a speed whose value is also 6; only the question tells them apart",
    "public_heldout7/ly-r1c3/r017": "debatable: `2920 days old` answers in days a question in "
    "years; the unit conversion needs the question",
    "public_heldout7/ly-qoc2/r002": "debatable: '$694 \\boxed{}' (an empty template box after the "
    "value) is not read as 694",
    # red-team round 8 (scored fresh at 9a9caae: 289/313; after its rules 303/313)
    "adversarial_redteam8/x_ok_acos_degrees": "debatable: 60 degrees for a gold in radians; an "
    "angle in degrees is not one in radians (README)",
    "adversarial_redteam8/u_box_percent_fraction": "`\\frac{4}{9}\\%`: a percentage is right "
    "where the question asks one, and this working never gives 4/9 a unit to disagree with",
    "adversarial_redteam8/r_ok_generalisation_after": "a general remark after the box ends on "
    "another value ('for n = 10 it would be 55'), read as a new value",
}


def test_known_misses_exist() -> None:
    ids = {record["id"] for record in CORPUS}
    assert set(KNOWN_MISSES) <= ids, set(KNOWN_MISSES) - ids


@pytest.mark.parametrize("source", sorted({record["source"] for record in CORPUS}))
def test_checker_agrees_with_every_label(source: str) -> None:
    false_accepts, false_rejects, mended = [], [], []
    for record in (r for r in CORPUS if r["source"] == source):
        verdict = load_checker(record["checker"])(record["completion"], record["gold"])
        truth = record["truth"] == "correct"
        if record["id"] in KNOWN_MISSES:
            if verdict.correct is truth:
                mended.append(record["id"])
            continue
        if "decision" in record:
            # a debatable case where the checker follows a documented rule against the label
            assert record.get("debatable"), record["id"]
            assert verdict.correct is (record["decision"] == "accept"), (record["id"], verdict)
            continue
        if verdict.correct and not truth:
            false_accepts.append((record["id"], verdict.extracted))
        elif truth and not verdict.correct:
            false_rejects.append((record["id"], verdict.extracted, verdict.reason))
    assert not mended, f"now judged right: remove from KNOWN_MISSES: {mended}"
    assert not false_accepts, f"wrong answers accepted: {false_accepts}"
    assert not false_rejects, f"right answers rejected: {false_rejects}"

"""Load the labelled checker corpus (packages/check/corpus/*.jsonl[.gz]) into full records.

Every record gets: source, id, completion, gold, checker ("gsm8k" or "math": the built-in that
fits the source's golds), truth (correct | wrong | no_answer), form, plus the source's own fields.
Sources that may not be copied into the repository (PRM800K) store only row ids; their text and
gold are rebuilt here from the data dir (`--data-dir`, $REASON_PPO_DATA, else ../shared/data).
"""

from __future__ import annotations

import gzip
import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path

CORPUS_DIR = Path(__file__).resolve().parent
TRUTHS = ("correct", "wrong", "no_answer")
# Held-out sets scored by `make bench-checker` (bench_checker.py asks for them) but not yet held
# to every label by tests/check/test_corpus.py, which calls load_corpus() plainly: a plain call
# leaves them out. To make one a test, remove it here (the test then parametrizes over it).
# (public_heldout3 joined the tests after the checker was tuned on it: session 8, round 3;
# public_heldout4, public_heldout5 and adversarial_redteam3 in session 12, with the records still
# misjudged listed in tests/check/test_corpus.py's KNOWN_MISSES; adversarial_redteam4 in
# session 14, when all 339 of its probes were judged right; adversarial_redteam5 and
# public_heldout6 in session 14 too, after their fresh scores were recorded; so did
# public_heldout7 and adversarial_redteam8 at the session's end. Rounds 6 and 7 of the red team,
# and rounds 9-12 and public_heldout8 (fresh: 210/210), joined in session 15 after their fresh
# scores were recorded, each remaining miss listed in KNOWN_MISSES, and round 13 too. Session 16
# named its rounds here before their first commit; rounds 14 and 15 and public_heldout9 joined the
# tests after their fresh scores were recorded (bench/NOTES-checker.md, session 16), and so did
# rounds 16-21 and public_heldout10, each remaining miss in KNOWN_MISSES. Session 17 named its
# rounds here before their first commit; rounds 22-33 and public_heldout11-13 joined the tests
# after their fresh scores were recorded, each remaining miss in KNOWN_MISSES. Session 18 named
# its rounds here before their first commit; rounds 34-36 and public_heldout14 joined the tests
# after their fresh scores were recorded, and so did rounds 37-39, public_heldout15 and
# smollm2_135m_r1, rounds 40-42, public_heldout16, rounds 43-45 and public_heldout17. None is
# held out now: name the next round here before its first commit. Session 19 named rounds 46-48
# and public_heldout18 here before their first commit; they joined the tests after their fresh
# scores were recorded, each remaining miss in KNOWN_MISSES; then rounds 49-51 and
# public_heldout19 were named here, and rounds 49-51 joined the tests the same way; then rounds
# 52-54 were named here; public_heldout19 and rounds 52-54 joined the tests after their fresh
# scores were recorded; then rounds 55 and 56 were named here: round 55 joined the tests the
# same way, round 56 was never written; in session 20 rounds 56-58 and public_heldout20 were
# named here before their first commit, then rounds 59, 60 and public_heldout21; all of them
# joined the tests after their fresh scores were recorded; then rounds 61 and 62 were named
# here, and joined the tests the same way; then rounds 63 and 64 were named here; in
# session 21 rounds 65-67 were named here before their first commit, then rounds 68 and 69;
# rounds 63-69 joined the tests after their fresh scores were recorded; then rounds 70 and 71
# were named here, and joined the tests the same way in session 22, when red-team rounds 72-80
# and real round 22 were named here before their first commit; rounds 72-77 and real round 22
# joined the tests after their fresh scores were recorded; in session 23 rounds 78-80 joined
# them the same way, and red-team rounds 81-83 and real round 23 were named here before their
# first commit, then rounds 84-86 and real round 24; rounds 81-86 and real rounds 23-24 joined the
# tests after their fresh scores were recorded; then rounds 87-89 were named here, and joined
# the tests the same way; then rounds 90-92 were named here, and joined the tests the same way;
# in session 24 red-team rounds 93-95 and real round 25 were named here before their first commit,
# then rounds 96-98 and real round 26, and joined the tests after their fresh scores were
# recorded; then rounds 99-101 and real round 27 were named here, and joined the tests the same
# way; in session 25 red-team rounds 102-104 and real round 28 were named here before their first
# commit, then rounds 105-106 and real round 29, then rounds 107-109 and real round 30, then
# rounds 110-112 and real round 31; all of them joined the tests after their fresh scores were
# recorded; in session 26 red-team rounds 113-115 and real round 32 were named here before their
# first commit, then rounds 116-118 and real round 33; all of them joined the tests after their
# fresh scores were recorded; then rounds 119-121 and real round 34 were named here, then rounds
# 122-123 and real round 35, and joined the tests the same way; in session 27 red-team rounds
# 124-126 and real round 36 were named here before their first commit (124-126 joined the tests
# after their fresh scores were recorded), then rounds 127-129, which joined them the same way
# with real round 36; then rounds 130-131 and real round 37, which joined the same way; then
# rounds 132-133 and real round 38, scored fresh at the end of the session and held out for the
# next one, and joined the tests in session 28 after they were read; in session 28 red-team
# rounds 134-135 and real round 39 were named here before their first commit (they joined the
# tests after their fresh scores were recorded), then rounds 136-137 and real round 40, which
# joined them the same way; in session 29 red-team rounds 138-139 and real rounds 41-42 were
# named here before their first commit (they joined the tests after their fresh scores were
# recorded), then rounds 140-141 and real rounds 43-44, which joined them the same way, then
# rounds 142-143 and real rounds 45-46, which joined them the same way, then rounds 144-145 and
# real rounds 47-48, which joined them the same way; then round 146 and real rounds 49-50, scored
# fresh at the end of the session and held out for the next one; session 30 named rounds 147-154
# and real rounds 51-58 the same way, four at a time; in session 31 rounds 154 and real 57-58
# were read, then rounds 155-156 and real rounds 59-60, then rounds 157-158 and real rounds 61-62
# were named here before their first commit and joined the tests after their fresh scores were
# recorded; then rounds 159-160 and real rounds 63-64, scored fresh at the end of the session:
# real round 64 (below math-verify fresh) was read and joined the tests, the other three are
# held out for the next one; in session 32 rounds 159-160 and real round 63 were read, and
# rounds 161-162 and real rounds 65-66 were named here before their first commit and joined the
# tests after their fresh scores were recorded; then rounds 163-164 and real rounds 67-68, which
# joined them the same way; then rounds 165-166 and real rounds 69-70, which joined them the same
# way. Nothing is held out at the end of session 32; in session 33 rounds 167-168 and real rounds
# 71-72 were named here before their first commit, then rounds 169-170 and real round 73, then
# rounds 171-172 and real rounds 74-75; all of them joined the tests after their fresh scores
# were recorded; then real rounds 76-77 were named here before their first commit, scored fresh
# with the session's final rules and held out for the next session; in session 34 rounds
# 173-174 and real rounds 78-79 were named here before their first commit, then rounds 175-176
# and real rounds 80-81, then real rounds 82-83; real rounds 76-77 were read, and all of these
# joined the tests after their fresh scores were recorded. Nothing is held out at the end of
# session 34; in session 35 rounds 177-179 and real rounds 84-87 were named here before their
# first commit, then round 180 and real rounds 88-89, then rounds 181-182 and real rounds 90-91;
# all of them joined the tests after their fresh scores were recorded. Nothing is held out at the
# end of session 35; in session 36 rounds 183-184 and real rounds 92-95 were named here before
# their first commit, then round 185 and real rounds 96-98, then rounds 186-187 and real rounds
# 99-101; all of them joined the tests after their fresh scores were recorded; then rounds 188-189
# and real rounds 102-104 were named here before their first commit, and joined the tests the same
# way. Nothing is held out at the end of session 36; in session 37 rounds 190-192 and real rounds
# 105-109 were named here before their first commit, then rounds 193-194 and real rounds 110-114,
# then rounds 195-196 and real rounds 115-119; all of them joined the tests after their fresh
# scores were recorded. Nothing is held out at the end of session 37; in session 38 rounds 197-198
# and real rounds 120-125 were named here before their first commit, then rounds 199-200 and real
# rounds 126-130; all of them joined the tests after their fresh scores were recorded; then rounds
# 201-202 and real rounds 131-135 were named here before their first commit, and joined the tests
# the same way. Nothing is held out at the end of session 38; in session 39 rounds 203-204 and real
# rounds 136-141 were named here before their first commit, and joined the tests after their fresh
# scores were recorded; then rounds 205-206 and real rounds 142-147, which joined the tests the same
# way; then round 207 and real rounds 148-152, which joined the tests the same way. Nothing is held
# out at the end of session 39; in session 40 rounds 208-209 and real rounds 153-158 were named
# here before their first commit, then rounds 210-211 and real rounds 159-164, then rounds 212-213
# and real rounds 165-168; all of them joined the tests after their fresh scores were recorded.
# Nothing is held out at the end of session 40; in session 41 rounds 214-215 and real rounds
# 169-174 were named here before their first commit, and joined the tests after their fresh
# scores were recorded; then rounds 216-217 and real rounds 175-180, which joined the tests the
# same way; then rounds 218-219 and real rounds 181-184, which joined the tests the same way.
# Nothing is held out at the end of session 41; in session 42 rounds 220-221 and real rounds
# 185-190 were named here before their first commit, and joined the tests after their fresh
# scores were recorded; then rounds 222-223 and real rounds 191-196, which joined the tests the
# same way; then rounds 224-225 and real rounds 197-199, which joined the tests the same way.
# Nothing is held out at the end of session 42; in session 43 rounds 226-227 and real rounds
# 200-204 were named here before their first commit, then rounds 228-229 and real rounds 205-209,
# then rounds 230-231 and real rounds 210-214, then rounds 232-233 and real rounds 215-218; all of
# them joined the tests after their fresh scores were recorded. Nothing is held out at the end of
# session 43; in session 44 rounds 234-236 and real rounds 219-223 were named here before their
# first commit, then rounds 237-239 and real rounds 224-228, then rounds 240-242 and real rounds
# 229-233, then rounds 243-244 and real rounds 234-239, then rounds 245-246 and real rounds
# 240-241; all of them joined the tests after their fresh scores were recorded. Nothing is held
# out at the end of session 44; in session 45 rounds 247-250 and real rounds 242-245 were named
# here before their first commit, then rounds 251-254 and real rounds 246-249; all of them joined
# the tests after their fresh scores were recorded. Nothing is held out at the end of session 45;
# in session 46 rounds 255-258 and real rounds 250-253 were named here before their first
# commit; they joined the tests after their fresh scores were recorded. Nothing is held out at the
# end of session 46; in session 47 rounds 259-262 and real rounds 254-257 were named here before
# their first commit; they joined the tests after their fresh scores were recorded. Nothing is
# held out at the end of session 47; in session 48 rounds 263-266 and real rounds 258-261 were
# named here before their first commit, then rounds 267-268 and real rounds 262-265; all of them
# joined the tests after their fresh scores were recorded. Nothing is held out at the end of
# session 48; in session 49 rounds 269-271 and real rounds 266-270 were named here before their
# first commit; they joined the tests after their fresh scores were recorded. Nothing is held out
# at the end of session 49.)
HELD_OUT_SOURCES: frozenset[str] = frozenset()


def find_data_dir(explicit: str | None = None) -> Path | None:
    env = os.environ.get("REASON_PPO_DATA")
    candidates = [Path(p) for p in (explicit, env) if p] + [
        # this file sits in <repo>/packages/check/corpus/; the data folder is beside the repo
        Path(__file__).resolve().parents[4] / "shared" / "data",
        Path("../shared/data"),
        Path("/work/shared/data"),
    ]
    for candidate in candidates:
        if (candidate / "math500" / "test.jsonl").is_file():
            return candidate
    return None


def _lines(path: Path) -> Iterator[dict]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                yield json.loads(line)


def _prm800k(records: list[dict], data_dir: Path | None) -> list[dict]:
    if data_dir is None:
        print("checker corpus: no data dir, prm800k records skipped", file=sys.stderr)
        return []
    rows = list(_lines(data_dir / "prm800k" / "phase1_test.stepwise-critic.jsonl"))
    golds = {row["unique_id"]: row["answer"] for row in _lines(data_dir / "math500" / "test.jsonl")}
    out = []
    for record in records:
        row = rows[record["row"]]
        if (row["trajectory"], row["step"], row["unique_id"]) != (
            record["trajectory"],
            record["step"],
            record["unique_id"],
        ):
            raise ValueError(f"prm800k row {record['row']} does not match {record['id']}")
        text = "\n\n".join([*row["responses"], row["next_response"]])
        if row["answer"] is not None:
            text += "\n\n# Answer\n\n" + row["answer"]
        out.append({**record, "completion": text, "gold": golds[record["unique_id"]]})
    return out


def load_corpus(
    data_dir: str | Path | None = None,
    sources: set[str] | None = None,
    held_out: bool = False,
) -> list[dict]:
    """Every labelled record, in file order (files sorted by name). The HELD_OUT_SOURCES come
    only with held_out=True or when `sources` names them."""
    root = find_data_dir(str(data_dir) if data_dir else None)
    records: list[dict] = []
    files = sorted(CORPUS_DIR.glob("*.jsonl")) + sorted(CORPUS_DIR.glob("*.jsonl.gz"))
    for path in files:
        batch = list(_lines(path))
        if sources is not None:
            batch = [r for r in batch if r["source"] in sources]
        elif not held_out:
            batch = [r for r in batch if r["source"] not in HELD_OUT_SOURCES]
        if not batch:
            continue
        if "completion" not in batch[0]:
            batch = _prm800k(batch, root)
        for record in batch:
            if record["truth"] not in TRUTHS:
                raise ValueError(f"{path.name}: {record['id']}: bad truth {record['truth']!r}")
        records.extend(batch)
    return records

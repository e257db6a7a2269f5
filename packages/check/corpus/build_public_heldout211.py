__doc__ = r"""Build public_heldout211.jsonl: a 211th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts were not used to label: each completion was read, its final
answer found and compared with the gold by hand.

36 records, all long chain-of-thought, all GSM8K, the file rounds 158-206 read, read on from where
round 206 stopped to the file's end:
* tl32h2g: hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f (the one stored
  version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B', the repository's
  hybrid_model (the base model steered by the repository's hybrid-2 method); n_tasks 486; GSM8K
  test questions, not in test order), 8 consecutive pages 3648000-3760000, the last of them the
  file's last page (516 characters; the file holds 3,760,516): tasks[468] (Keegan's car wash, gold
  26) to tasks[485] (Mark's party venues, gold 10), the file's last task; the thinking (QwQ-32B)
  and hybrid answers of each: 36 strings, 36 records. Only the thinking_model and hybrid_model
  strings were taken (the brief: the base answers repeat earlier rounds); every one of the 18
  base_model strings read here (tasks[468]-[485]) was still checked and is word for word (exactly,
  by work/basecheck.py, on every page) a completion of an earlier round (round 197's or round 202's
  Qwen2.5-32B base answers), as rounds 158-206 found. That all 18 base strings match is also a check
  on the pastes.

Method (rounds 76-206): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32h2_<offset>.txt); work/mk.py (round 206's, unchanged but for the length of the last page,
LAST = {'g32h2_3760000': 516}) decoded each display form once into the page text (pages/*.page) and
checked its length: the 7 whole pages decode to exactly 16,000 characters and the last page
3760000 to 516 (3,760,516 - 3,760,000). All 8 pages passed the check as first made; no loop markers
were needed (no page holds a long verbatim loop). work/pagecheck.py (each page's whole question and
correct_answer fields against gsm8k/test.jsonl, its base_model strings against the earlier rounds)
passed on every page. The pages were joined in file order, so a completion crossing an edge is
taken whole. Each record's `r` was cut out of the joined page text by script (the JSON string body
as the file holds it between its field's opening quote and the next unescaped quote; task numbers
from tasks[468], the first question met on page 3648000; `enc` = `json`, decoded once more by the
build; work/extract.py), never retyped. The file writes some characters as JSON escapes, which stay
as they are ('\u00f7', '\u00d7', '\u00b0', '\u2014', '\u2019', '\u2265'); Charisma's question holds
'\u2019' ('every hour she\u2019s at work'), which the `q` keeps.

Edges: the joined text starts (file character 3648000) just after the brace that closes
tasks[467]'s model_answers (Belen's pennies, read by round 206): no record of this round starts
before the first page. It ends with the file (the tasks list's closing ']' and the file's '}'): no
record is cut by the last page. Some completions are cut in the file itself (3 QwQ answers inside
their thinking, at the generation limit: Heather's razors, the cheerleaders' pyramid, Charisma's
walks); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 31,393
distinct texts, by script, reading no labels; work/extract.py drops them, work/repeats.py checks
again), with the rounds still in /tmp/rounds (their public_heldout*.jsonl and raw_*.jsonl, 10,963
distinct texts at the last run) and with the others of this round: no repeat; none of the 36
repeats an earlier round, a round in /tmp/rounds or another of this round (the hybrid answers here
differ from the base answers in wording, unlike round 206's tasks[450]). No string was empty. The
records are numbered in file order (tl32h2g 0-35: tasks[468 + i // 2], thinking (even i) and
hybrid (odd i) in turn).

Not taken: the brief's second file, hybrid/results/benchmark_results_qwen2.5-32b_math500_random-
firing.json (heldout_repos.tl32rf_source), from 112000: rounds 130, 133 and 139 have already read it
to its end (round 139's docstring: 'the random-firing MATH-500 file is now read to its end
(tasks[0]-[78] all taken by rounds 130, 133 and 139)'; public_heldout139.jsonl holds its 28
tl32rf records for tasks[51]-[78]), and find_files lists one stored version of it (at 0c6c09b9,
the commit round 139 read). Nothing of it was read again.

Repositories (36 records): thaotnguyen/thinking-llms-interp 36 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 36 (test), MATH 0. Prompt format: long_cot 36 (no tag format asked for: the hybrid
model writes steps or prose; the QwQ-32B thinking model writes its reasoning, '</think>' and a
solution; the file stores the completion after the prompt's opening '<think>'). Tag format: 0.
Truths: correct 32, wrong 1, no_answer 3; 0 debatable. Forms: boxed 14, prose_sentence 11,
answer_colon 7, truncated 3, final_answer_phrase 1.

Truths by model: thinking_model (QwQ-32B, 18) 15 correct, 3 no_answer (22 Heather's razors, 24 the
cheerleaders' pyramid, 26 Charisma's walks: each cut inside its thinking, before '</think>' and
before any **Final Answer** line; R1 rule; 22's working has reached 25 cents, 26 says 'Therefore, I
think the answer is 200.' and goes on until cut at '40 minutes walking', 24 has no value yet: not
debatable); 14 (the temperatures), 16 (the toy car), 18 (Jaime's eggs) and 20 (Sally's pizzas) have
no **Final Answer** line in their thinking and state the gold after '</think>' in a bold
'**Answer**:' / '**Answer:**' line (16 with no box: 'It will take the child 4 days to save enough
money.'). hybrid_model (18) 17 correct, 1 wrong (25 the cheerleaders' pyramid: adds every
cheerleader's height, 4 x 64 + 3 x 64 + 2 x 64 + 60 = 636 inches, 53 feet, gold 21).

Selection (records as they come, in file order, not by how hard they look):
* tl32h2g: benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f, pages 3648000-3760000 joined
  (112,516 of 3,760,516 characters, to the file's end): tasks[468]-[485] thinking and hybrid
  (Keegan's car wash, Gabriel and Luri's songs, Stetson's oranges, Jillian's handbag, James's runs,
  Uncle Ben's oats, Jana's Pomeranians, the three countries' temperatures, the toy car savings,
  Jaime's eggs, Sally's pizzas, Heather's razors, the cheerleaders' pyramid, Charisma's walks,
  Brett and Angela's ages, Paul's rides, Brianne and Ashley's orange pies, Mark's party venues).
  Record number = place in file order. The round is smaller than the brief's 120-200: the brief's
  file has only 18 tasks left (36 thinking and hybrid strings) and its second file is already read.

Label conventions (rounds 72-206): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '\boxed{-10} degrees Fahrenheit' and '-10 degrees Fahrenheit' for -10, '$26'-style
dollar signs); an 'Answer:' line holding a sentence is read for the quantity it states (1: 'need to
earn $26 more to reach their goal of $200.' states 26); another quantity is wrong. R1 rule (applied
to the QwQ thinking model as to R1-Distill): an answer cut inside its thinking, before '</think>'
and before a **Final Answer** line with a value, is no_answer even where its working has reached
the gold. Gold: GSM8K = the file's own correct_answer '####' value, commas dropped (the build checks
it against gsm8k/test.jsonl by the question's opening words).

Pages read this round: thinking-llms-interp hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json
3648000, 3664000, 3680000, 3696000, 3712000, 3728000, 3744000 and 3760000 (8 pages, 8 reads, all
taken); and one find_files look-up of hybrid/results/benchmark_results_qwen2.5-32b_math500_random-
firing.json (its stored versions). Nothing else was read.

Leads for a later round: benchmark_results_qwen2.5-32b_gsm8k.json of hybrid-2/results is now read
to its end (tasks[0]-[485]; its 'results' blocks, if any, were not read). The random-firing
MATH-500 file is read to its end too (rounds 130, 133, 139). Still unread, from round 206's leads:
hybrid-2/results/benchmark_results_qwen2.5-14b_math500.json (at ecefbf89; check first whether its
base and thinking strings are filled and whether they repeat the hybrid/ 14B MATH-500 file); and
check the corpus for how far the bias-only and random-vectors MATH-500 files of hybrid-2/results
have been read before assigning them.

Usage: python build_public_heldout211.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout211.py            # re-apply labels / provenance / gold checks
"""
from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32h2g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout211.jsonl"
SOURCE = "public_heldout211"

# thaotnguyen/thinking-llms-interp (tl32h2g_source as rounds 158-206); the pages this round joined
SOURCES = {
    "tl32h2g": tl32h2g_source(
        "pages 3648000-3760000 joined (112,516 of 3,760,516 characters, to the file's end)"
    ),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32h2g:0|correct|boxed|QwQ (tasks[468], Keegan's car wash, gold 26): '**Final Answer** ... $\boxed{26}$ more dollars' before </think>; the summary ends 'is \(\boxed{26}\).' = gold
tl32h2g:1|correct|answer_colon|hybrid (tasks[468], Keegan's car wash, gold 26): 'Answer: Keegan and Tashay need to earn $26 more to reach their goal of $200.' = gold (the sentence states 26; 200 is the goal)
tl32h2g:2|correct|boxed|QwQ (tasks[469], Gabriel and Luri's songs, gold 40): '**Final Answer** ... \boxed{40}' before </think>; the summary ends with the same box = gold
tl32h2g:3|correct|answer_colon|hybrid (tasks[469], Gabriel and Luri's songs, gold 40): 'Answer: Luri can add 40 fewer songs to his player than Gabriel can add to his.' = gold
tl32h2g:4|correct|boxed|QwQ (tasks[470], Stetson's oranges, gold 240): '**Final Answer** ... \boxed{240}' before </think>; the summary ends with the same box = gold
tl32h2g:5|correct|prose_sentence|hybrid (tasks[470], Stetson's oranges, gold 240): 'Therefore, the total amount of money Stetson gave up is $240.' = gold
tl32h2g:6|correct|boxed|QwQ (tasks[471], Jillian's handbag, gold 220): '**Final Answer** ... \boxed{220} dollars' before </think>; the summary ends with the same box = gold
tl32h2g:7|correct|final_answer_phrase|hybrid (tasks[471], Jillian's handbag, gold 220): 'Step 5: State the final answer. Jillian's handbag cost $220.', then an 'Explanation:' paragraph ending 'The final answer is $220.' = gold
tl32h2g:8|correct|boxed|QwQ (tasks[472], James's runs, gold 6): '**Final Answer** James runs \boxed{6} hours a week.' before </think>; the summary ends '... is \boxed{6} hours.' = gold
tl32h2g:9|correct|answer_colon|hybrid (tasks[472], James's runs, gold 6): 'Therefore, James runs 6 hours a week.' and 'Answer: James runs 6 hours a week.' = gold
tl32h2g:10|correct|boxed|QwQ (tasks[473], Uncle Ben's oats, gold 4): '**Final Answer** ... \boxed{4} bags of oats.' before </think>; the summary ends with the same box = gold
tl32h2g:11|correct|prose_sentence|hybrid (tasks[473], Uncle Ben's oats, gold 4): 'Therefore, Uncle Ben needs 4 bags of oats to feed his horses for five days.' = gold
tl32h2g:12|correct|boxed|QwQ (tasks[474], Jana's Pomeranians, gold 6): '**Final Answer** ... \boxed{6}' before </think>; the summary ends with the same box = gold
tl32h2g:13|correct|prose_sentence|hybrid (tasks[474], Jana's Pomeranians, gold 6): 'Therefore, Jana has 6 girl Pomeranians.' = gold
tl32h2g:14|correct|boxed|QwQ (tasks[475], the three countries' temperatures, gold -10): no **Final Answer** line in its thinking (it ends 'so I think that's the right average.'); after </think> '**Answer**: The average highest temperature is \boxed{-10} degrees Fahrenheit.' = gold
tl32h2g:15|correct|answer_colon|hybrid (tasks[475], the three countries' temperatures, gold -10): 'Answer: -10 degrees Fahrenheit.' = gold
tl32h2g:16|correct|answer_colon|QwQ (tasks[476], the toy car savings, gold 4): no **Final Answer** line in its thinking (it ends 'So it's 4 days.'); after </think> '**Answer:** It will take the child 4 days to save enough money.' (no box) = gold
tl32h2g:17|correct|prose_sentence|hybrid (tasks[476], the toy car savings, gold 4): 'Therefore, it will take the child 4 days to save the remaining amount of money needed to buy the toy car.' = gold
tl32h2g:18|correct|boxed|QwQ (tasks[477], Jaime's eggs, gold 16): no **Final Answer** line in its thinking (it ends 'Yep, that's the answer.'); after </think> "**Answer:** \(\boxed{16}\) eggs won't be able to be placed on the trays." = gold
tl32h2g:19|correct|answer_colon|hybrid (tasks[477], Jaime's eggs, gold 16): "Therefore, Jaime won't be able to place 16 eggs on the trays." and 'Answer: 16 eggs.' = gold
tl32h2g:20|correct|boxed|QwQ (tasks[478], Sally's pizzas, gold 32): no **Final Answer** line in its thinking (it ends "I think that's the answer."); after </think> '**Answer**: Sally spends $\boxed{32}$ in total.' = gold
tl32h2g:21|correct|prose_sentence|hybrid (tasks[478], Sally's pizzas, gold 32): 'Therefore, Sally spends $32 in all.' = gold
tl32h2g:22|no_answer|truncated|QwQ (tasks[479], Heather's razors, gold 25): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Then the coupon takes off another $2.00, so $2': no final answer (R1 rule; its working at 25 cents, weighing the order of the coupon and the sale)
tl32h2g:23|correct|prose_sentence|hybrid (tasks[479], Heather's razors, gold 25): 'So, each individual razor will cost 25 cents after the discount if she buys 2 packs of razors.' = gold
tl32h2g:24|no_answer|truncated|QwQ (tasks[480], the cheerleaders' pyramid, gold 21): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Bottom layer: 4 cheerleaders, all 64" (since the shortest is at the': no final answer (R1 rule; no value reached)
tl32h2g:25|wrong|prose_sentence|hybrid (tasks[480], the cheerleaders' pyramid, gold 21): adds every cheerleader's height, 4 x 64 + 3 x 64 + 2 x 64 + 60 = 636 inches, 636 / 12 = 53; 'Therefore, the height of the human pyramid is 53 feet.' = 53, gold 21
tl32h2g:26|no_answer|truncated|QwQ (tasks[481], Charisma's walks, gold 200): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So 8 * 5 = 40 minutes walking': no final answer (R1 rule; its working at 200, 'Therefore, I think the answer is 200.' before it goes on checking)
tl32h2g:27|correct|prose_sentence|hybrid (tasks[481], Charisma's walks, gold 200): 'Therefore, after 5 days at the office, Charisma has walked 200 minutes.' = gold
tl32h2g:28|correct|boxed|QwQ (tasks[482], Brett and Angela's ages, gold 38): '**Final Answer** Angela is currently \boxed{38} years old.' before </think>; the summary ends with the same box = gold
tl32h2g:29|correct|prose_sentence|hybrid (tasks[482], Brett and Angela's ages, gold 38): 'Therefore, Angela is currently 38 years old.' = gold
tl32h2g:30|correct|boxed|QwQ (tasks[483], Paul's rides, gold 112): '**Final Answer** ... \boxed{112}' before </think>; the summary ends with the same box = gold
tl32h2g:31|correct|prose_sentence|hybrid (tasks[483], Paul's rides, gold 112): 'Therefore, Paul spent a total of $112 on driving his car during these two weeks.' = gold
tl32h2g:32|correct|boxed|QwQ (tasks[484], Brianne and Ashley's orange pies, gold 40): '**Final Answer** They can make \boxed{40} Greek orange pies.' before </think>; the summary ends with '\[ \boxed{40} \]' = gold
tl32h2g:33|correct|answer_colon|hybrid (tasks[484], Brianne and Ashley's orange pies, gold 40): 'Answer: They can make 40 Greek orange pies.' = gold
tl32h2g:34|correct|boxed|QwQ (tasks[485], Mark's party venues, gold 10): '**Final Answer** ... \boxed{10}' before </think>; the summary ends 'is \(\boxed{10}\).' = gold
tl32h2g:35|correct|prose_sentence|hybrid (tasks[485], Mark's party venues, gold 10): 'Therefore, the number of guests necessary for the two venues to be equal in cost is 10.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

__doc__ = r"""Build public_heldout166.jsonl: a 166th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy / correct_count blocks) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

36 records, all long chain-of-thought, all GSM8K, the file rounds 158 and 164 read, read on from
where round 164 stopped:
* tl32h2g: hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f (the one stored
  version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B', the repository's
  hybrid_model (the base model steered by the repository's hybrid-2 method); n_tasks 486; GSM8K
  test questions, not in test order), 10 consecutive pages 528000-672000: tasks[69] (Dan's rose
  thorns, gold 600) to tasks[86] (Jerome's doorbell, gold 175), the thinking (QwQ-32B) and hybrid
  answers of each: 36 records. Only the thinking_model and hybrid_model strings were taken (the
  brief: the base answers repeat earlier rounds); every one of the 18 base_model strings read here
  (tasks[69]-[86]) was still checked and is word for word (whitespace-normalised) a completion of
  round 144 (the same Qwen2.5-32B base answers of the hybrid/ GSM8K file of the repository), as
  rounds 158 and 164 found for tasks[0]-[68].

Method (rounds 76-164): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32h2_<offset>.txt); work/mk.py (round 164's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: all 10 pages decode to exactly 16,000
characters (none is the file's last page; the file holds 3,760,516 characters). Page 528000, the
last page of round 164, was re-read (read_file) and is the same page text; round 164's paste of it
(pages/g32h2_528000.txt) was reused and passes the check. Every new page was typed once and passed
the check as first made. Long loops were NOT retyped: two pages hold a verbatim loop, and one copy
of its unit was pasted between markers (@@U1@@unit@@/U1@@, kept once in place) and the marker
@@R1@@ where the further copies go was replaced by that unit a whole number of times, the number
fixed by the page length (mk.py tries every count 0-400 and requires exactly one to give 16,000):
  - g32h2 640000, the Freda hybrid's (tasks[83]) block 'Step 1: Determine the volume of the sauce
    before cooking.\n ... Therefore, Freda used 12 tomatoes in her last batch of tomato
    sauce.\n\n', 6 further copies (7 whole on the page), the partial copy 'Step 1: ... Since the
    sau' pasted after the marker;
  - g32h2 656000, the same hybrid: the head 'ce loses half its volume ... tomato sauce.\n\n' (the
    rest of 640000's partial copy) pasted before the unit, 1 further copy (2 whole on the page),
    the partial copy 'Step 1: ... the original volume of the sauce before' (where the string ends
    in the file) after the marker.
The counts agree with the copies the record holds when counted by script (tl32h2g 29: 10 closing
sentences 'Therefore, Freda used 12 tomatoes in her last batch of tomato sauce.' and 11 'Step 1:
Determine the volume of the sauce'). The pages were joined in file order, so a completion crossing
an edge is taken whole. Each record's `r` was cut out of the joined page text by script (the JSON
string body as the file holds it between its field's opening quote and the next unescaped quote;
task numbers from tasks[67], the first question met on page 528000; `enc` = `json`, decoded once
more by the build; work/extract.py), never retyped. The file writes some characters as JSON
escapes, which stay as they are ('\u00d7', '\u00f7', '\u2014', '\u2019', '\u2192', '\u2248',
'\u2714\ufe0f').

Edges: the joined text starts inside tasks[66]'s thinking_model answer (the 24 liters of water),
the edge where round 164's page 528000 begins; tasks[66]-[68] were read by round 164 and are not
taken here; tasks[69] (Dan's rose thorns) is taken from its question, read on page 528000 (its
thinking_model answer crosses into page 544000). The joined text ends inside tasks[87]'s
correct_answer (Solo's pages, at '... he must read 24/4 = <<24/4=6>>6 pa'): tasks[87] is not
taken. Some completions are cut in the file itself (five QwQ answers inside their thinking, one QwQ
summary after '</think>', one looping hybrid, at the generation limit); they are whole records as
the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 27,201
distinct texts, by script, reading no labels; work/extract.py drops them, work/repeats.py checks
again), with the rounds still in /tmp/rounds (their public_heldout*.jsonl and raw_*.jsonl, 6,848
distinct texts at the last run) and with the others of this round: none of the 36 kept (every
thinking and every hybrid answer of tasks[69]-[86]) repeats an earlier round, a round in
/tmp/rounds or another of this round; the 18 base_model strings (not taken) all repeat round 144.
No string was empty. The records are numbered in file order (tl32h2g 0-35: tasks[69 + i]
thinking = 2i, hybrid = 2i + 1).

Repositories (36 records): thaotnguyen/thinking-llms-interp 36 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 36 (test), MATH 0. Prompt format: long_cot 36 (no tag format asked for: the hybrid
model writes steps or prose; the QwQ-32B thinking model writes its reasoning, '</think>' and a
solution; the file stores the completion after the prompt's opening '<think>'). Tag format: 0.
Truths: correct 30, wrong 1, no_answer 5; 0 debatable. Forms: boxed 13, prose_sentence 12,
answer_colon 4, answer_is 2, truncated 5.

Truths by model: thinking_model (QwQ-32B, 18) 13 correct, 5 no_answer (4 Gene's quilt, 6 Greg's
alarm, 8 Sylvie's salary, 20 Gerald's time, 34 Jerome's doorbell: each cut inside its thinking,
before '</think>' and before any **Final Answer** line; R1 rule); 30 (the cars) is correct by the
'**Final Answer** ... \boxed{5}' that closes its thinking, its summary after '</think>' cut (R1
rule, as round 164's tl32h2g 18 and 80); 0 (Dan), 14 (Ted) have no **Final Answer** line in their
thinking and box the gold in the summary after '</think>'. hybrid_model (18) 17 correct, 1 wrong (9
Sylvie's salary: a raise on reaching five years and three more, $10,080 for 9360); one loops its
whole solution until cut (29), labelled by its stated, never-contradicted value (loop convention);
one (13) writes its step plan with no numbers and then the steps with them; one (25) adds an
'Explanation:' paragraph with no value after its 'Answer:' line.

Selection (records as they come, in file order, not by how hard they look):
* tl32h2g: benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f, pages 528000-672000 joined
  (160,000 of 3,760,516 characters): tasks[69]-[86] thinking and hybrid (Dan's rose thorns, the
  football team, Gene's quilt, Greg's alarm, Sylvie's salary, Marilyn and Harald's records,
  Christina's gift bags, Ted's potato salad, Jan, Marcia and Cindy's pets, Emily's kids, Lee and
  Gerald's hurdles, the neighbourhood's rabbits, the Grade 5 girl scouts, Harry and James's sleep,
  Freda's tomatoes, the motorway cars, Mary's potted plants, Jerome's doorbell). Record number =
  place in file order. The round is smaller than the brief's 120-200: the helper stopped at its
  time limit (about 40 minutes) after 10 pages rather than take records late.

Label conventions (rounds 72-164): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '8,000' for 8000, '$24' for 24); another quantity is wrong; labels are against the
gold as given. Loop convention: a response that states its answer and then repeats it (or its whole
solution) until cut mid-copy is labelled by the stated, never-contradicted value (29). A response
that goes on after its answer with text that is no new answer (25's explanation) is labelled by the
answer to the question posed. R1 rule (applied to the QwQ thinking model as to R1-Distill): an
answer cut inside its thinking, before '</think>' and before a **Final Answer** line, is no_answer
even where its working has reached the gold; a **Final Answer** box closing the thinking labels a
response whose summary is then cut (30). Gold: GSM8K = the file's own correct_answer '####' value
(the build checks it against gsm8k/test.jsonl by the question's opening words).

Pages read this round: thinking-llms-interp hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json
528000 (re-read), 544000, 560000, 576000, 592000, 608000, 624000, 640000, 656000, 672000 (10 pages,
9 new). Nothing else was read.

Leads for a later round: this file from 672000 (re-read it: it ends inside tasks[87]'s
correct_answer, Solo's pages; tasks[87]-[485] unread, about 3.1 MB, about two tasks a page, the
QwQ answers 2,000-8,600 characters and now about one in four cut inside its thinking, the hybrid
answers now and then looping their whole solution). Take only its thinking and hybrid strings: its
base_model strings repeat rounds 130, 133, 138 and 144 word for word (all 88 read by rounds 158,
164 and 166), so keep the repeats check on. Its tasks so far are easy: 3 wrong in the 142 of rounds 164 and 166 (all hybrid).
Still unread in hybrid-2/results/: benchmark_results_qwen2.5-14b_math500.json (at ecefbf89; check
first whether its base and thinking strings are filled and whether they repeat the hybrid/ 14B
MATH-500 file).

Usage: python build_public_heldout166.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout166.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32h2g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout166.jsonl"
SOURCE = "public_heldout166"

# thaotnguyen/thinking-llms-interp (tl32h2g_source as rounds 158 and 164); the pages this round joined
SOURCES = {
    "tl32h2g": tl32h2g_source("pages 528000-672000 joined (160,000 of 3,760,516 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32h2g:0|correct|boxed|QwQ (tasks[69], Dan's rose thorns, gold 600): 3 x 25 = 75 roses x 8, checked as 200 a bush x 3 and 750 - 150 (no **Final Answer** line; its thinking ends '... on all his rose bushes is 600.'); after </think> '**Final Answer:** There are a total of \(\boxed{600}\) thorns.' = gold
tl32h2g:1|correct|prose_sentence|hybrid: 75 roses x 8 = 600 ('\u00d7' for the times sign); 'Therefore, there are 600 thorns in total.' = gold
tl32h2g:2|correct|boxed|QwQ (tasks[70], the football team's wins, gold 15): (L + 8) + L = 22, L = 7, 7 + 8, checked with 14 and 16; '**Final Answer** The team won \boxed{15} games.' before </think>; the summary ends with a lone '\boxed{15}' = gold
tl32h2g:3|correct|answer_is|hybrid: 2x + 8 = 22, x = 7, 7 + 8 = 15; 'Therefore, the football team won 15 games.' and 'The answer is 15.' = gold
tl32h2g:4|no_answer|truncated|QwQ (tasks[71], Gene's quilt blocks, gold 44): 11 years x 4 = 44, weighing 12 years (48) back and forth; cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'but hasn't had his 34th birthday yet, then it': no final answer (R1 rule)
tl32h2g:5|correct|answer_colon|hybrid: 34 - 23 = 11 years x 4 = 44; 'Answer: Gene has 44 quilt blocks in total.' = gold
tl32h2g:6|no_answer|truncated|QwQ (tasks[72], Greg's alarm rings, gold 22): 4 + 12 + 6 = 22 under several readings of 'as long'; cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Then three times as long would be ': no final answer (R1 rule; its working at the gold)
tl32h2g:7|correct|prose_sentence|hybrid: 4 + 12 + 6 = 22; 'Therefore, the alarm rang a total of 22 times today.' = gold
tl32h2g:8|no_answer|truncated|QwQ (tasks[73], Sylvie's salary, gold 9360): $600 + 3 x $60 = $780 a month x 12 = $9,360, weighing compounding ($9,583.20); cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So every year after five years, they get a 10%': no final answer (R1 rule; its working at the gold)
tl32h2g:9|wrong|prose_sentence|hybrid: one raise on reaching 5 years ($660) and then three more ($840 a month), $840 x 12; 'Therefore, Sylvie's annual salary after three more years of service is $10,080.' = 10080, gold 9360
tl32h2g:10|correct|boxed|QwQ (tasks[74], Harald's copies, gold 8000): 11H = 88,000, H = 8,000, checked as parts; '**Final Answer** Harald sold \boxed{8000} copies.' before </think>; the summary ends '... Harald sold is \(\boxed{8000}\).' = gold
tl32h2g:11|correct|answer_is|hybrid: 88,000 / 11 = 8,000, then a step-by-step restatement; 'The answer is 8,000 copies.' = gold ('8,000' for 8000)
tl32h2g:12|correct|boxed|QwQ (tasks[75], Christina's gift bags, gold 24): 16 x 0.75 = 12 bags x $2, weighing 'attendees'; '**Final Answer** Christina will spend \boxed{24} dollars.' before </think>; the summary ends 'Thus, Christina will spend \boxed{24} dollars.' = gold
tl32h2g:13|correct|prose_sentence|hybrid: a four-step plan with no numbers, then the same steps again with 16 x 0.75 = 12 and 12 x $2 = $24; 'Christina will spend $24 on gift bags for her birthday party.' = gold ('$24' for 24)
tl32h2g:14|correct|boxed|QwQ (tasks[76], Ted's potato salad, gold 225): 20 x 10 + 5 x 5, checked as 22.5 adult shares (no **Final Answer** line; its thinking ends 'Therefore, the answer should be 225 pounds.'); after </think> '... = **225 lbs**' and 'Ted should bring \boxed{225} pounds of potato salad.' = gold
tl32h2g:15|correct|prose_sentence|hybrid: 200 + 25 = 225 lbs; 'Therefore, Ted needs to bring 225 lbs of potato salad to the picnic to feed everyone.' = gold
tl32h2g:16|correct|boxed|QwQ (tasks[77], the three's pets, gold 28): 4, 4 + 2 = 6, 3 x 6 = 18, 4 + 6 + 18; '**Final Answer** ... is \boxed{28}.' before </think>; the summary ends '... the three have is \(\boxed{28}\).' = gold
tl32h2g:17|correct|prose_sentence|hybrid: 4 + 6 + 18 = 28; 'Therefore, the three have a total of 28 pets.' = gold
tl32h2g:18|correct|boxed|QwQ (tasks[78], Jackson's age, gold 4): Corey 11, Amy 9, Jackson 9 - 5, checked; '**Final Answer** Jackson is \boxed{4} years old.' before </think>; the summary ends '... so Jackson is \(\boxed{4}\) years old.' = gold
tl32h2g:19|correct|prose_sentence|hybrid: 10 + 1 = 11, 11 - 2 = 9, 9 - 5 = 4; 'Therefore, Jackson is 4 years old.' = gold
tl32h2g:20|no_answer|truncated|QwQ (tasks[79], Gerald's improved time, gold 36): G_old = 40, weighing 40 / 1.1 (about 36.36) and whether Lee's time changed; cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'which improved his speed by 10': no final answer (R1 rule)
tl32h2g:21|correct|prose_sentence|hybrid: 38 + 2 = 40, 40 - 4 = 36; 'Therefore, Gerald can run the 400-meter hurdles in 36 seconds with his improved diet.' = gold
tl32h2g:22|correct|boxed|QwQ (tasks[80], the neighbourhood's pets, gold 348): 60 + 120 + 168, additions checked three ways; '**Final Answer** ... is \boxed{348}.' before </think>; the summary ends 'Thus, the total number of pets in the neighborhood is \boxed{348}.' = gold
tl32h2g:23|correct|prose_sentence|hybrid: 60 + 120 + 168 = 348; its last step 'Step 3: Provide the final answer.' ends '- The total number of pets in the neighborhood is 348.' = gold
tl32h2g:24|correct|boxed|QwQ (tasks[81], the girls not in the girl scout, gold 40): 200 - 80 = 120 girls, 120 - 80, checked as 1/3 of 120; '**Final Answer** ... is \boxed{40}.' before </think>; the summary ends '... is \(\boxed{40}\).' = gold
tl32h2g:25|correct|answer_colon|hybrid: 120 - 80 = 40; 'Answer: 40 girls are not in the girl scout.', then an 'Explanation:' paragraph that restates the method with no new value = gold
tl32h2g:26|correct|boxed|QwQ (tasks[82], Harry's extra sleep, gold 3): 2/3 x 9 = 6, 9 - 6, checked as ratio parts; '**Final Answer** Harry slept \boxed{3} more hours than James.' before </think>; the summary ends 'Thus, Harry slept \boxed{3} more hours than James.' = gold
tl32h2g:27|correct|answer_colon|hybrid: 9 x 2/3 = 6, 9 - 6 = 3; 'Answer: Harry slept 3 more hours than James.' = gold
tl32h2g:28|correct|boxed|QwQ (tasks[83], Freda's tomatoes, gold 12): 32 x 2 = 64 oz / 16 = 4 cans x 3, checked per tomato; '**Final Answer** Freda used \boxed{12} tomatoes.' before </think>; the summary ends '... Freda used is \(\boxed{12}\).' = gold
tl32h2g:29|correct|prose_sentence|hybrid: 64 / 16 = 4 cans x 3 = 12; 'Therefore, Freda used 12 tomatoes in her last batch of tomato sauce.', then the whole three-step solution verbatim again and again (10 whole copies) until cut at 'the original volume of the sauce before': its stated, never-contradicted 12 (loop convention) = gold
tl32h2g:30|correct|boxed|QwQ (tasks[84], the cars in the first 15 minutes, gold 5): 30 - 5 = 25, 25 - 20, x + 20 + 5 = 30 under several orders of events; '**Final Answer** ... is \boxed{5}.' closes its thinking, then its summary after </think> is cut at 'Simplifying this equation:': labelled by that box (R1 rule) = gold
tl32h2g:31|correct|answer_colon|hybrid: 30 - 5 = 25, x + 20 = 25, x = 5; 'Answer: 5 cars drove through the traffic jam in the first 15 minutes.' = gold
tl32h2g:32|correct|boxed|QwQ (tasks[85], Mary's potted plants, gold 58): 80 + 18 - 40, weighing where the 18 new plants stand; '**Final Answer** \boxed{58}' before </think>; the summary ends with a lone '\boxed{58}' = gold
tl32h2g:33|correct|prose_sentence|hybrid: 80 + 18 = 98, 98 - 40 = 58; 'Therefore, Mary will remain with 58 potted plants.' = gold
tl32h2g:34|no_answer|truncated|QwQ (tasks[86], Jerome's doorbell rings, gold 175): 20, 25, 60 and the third friend as 70 (175) or 600 (705) or 660, weighed back and forth; cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'why didn't they say "10 more times" instead of "10 times': no final answer (R1 rule)
tl32h2g:35|correct|prose_sentence|hybrid: third friend 60 + 10 = 70, 20 + 25 + 70 + 60 = 175; 'Therefore, the doorbell made 175 rings in total.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

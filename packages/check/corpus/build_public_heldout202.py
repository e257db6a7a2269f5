__doc__ = r"""Build public_heldout202.jsonl: a 202nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (their 'results' accuracy blocks) were not used to label: each
completion was read, its final answer found and compared with the gold by hand.

49 records, all long chain-of-thought, from two files of thaotnguyen/thinking-llms-interp:
* tl32g: hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json
  (at 0c6c09b9; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model
  'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B', the repository's hybrid_model; n_tasks 500; GSM8K
  test questions in test order), read on from where round 197 stopped to the file's end: pages
  2512000 (round 197's paste, reused) and 2528000-2576000, tasks[487]-[499] all three models: 39
  records (GSM8K test). The file is now read to its end (2,586,387 characters).
* tl14m2: hybrid-2/results/benchmark_results_qwen2.5-14b_math500.json (at ecefbf89; metadata:
  base_model 'Qwen/Qwen2.5-14B', thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-14B', n_tasks
  400; results accuracy base 57.25, thinking 86.75, hybrid 67.5, not used), never read before:
  pages 0, 16000 and 32000 (the file's opening, 48,000 of 3,730,986 characters), tasks[0]-[2] all
  three models and tasks[3] base: 10 records (MATH-500).

The hybrid-2 14B file, checked first as the brief asked: its base_model and thinking_model strings
are filled (not empty, unlike the hybrid-2 32B random-vectors file), and it does NOT repeat the
hybrid/ 14B MATH-500 file (heldout_repos.tl14m_source, read by rounds 72-192 for tasks[0]-[269]):
it is another run (n_tasks 400, not 332; its own task order, opening with the inscribed hexagon,
where the hybrid/ file opens with the 3 x n grid); none of its 10 completions taken here equals,
or opens with the same 300 characters as, any corpus completion (the 810 tl14m completions of the
hybrid/ file among them, rounds 176, 186 and 192 included; work/repeats.py), and none of its four
questions read here is among the 165 hybrid/ questions that rounds 93-192's raw files hold. So its
strings are new and were taken. Its source is described by the tuple tl14m2_source (the shape of
heldout_repos.tl14m_source; written in this builder by its helper, moved to heldout_repos.py on
landing when rounds 207, 212 and 216 had copied it word for word).

Method (rounds 76-197): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32_<offset>.txt, pages/h14_<offset>.txt); work/mk.py (round 197's, the last page's length
added) decoded each display form once into the page text (pages/*.page) and checked its length:
every page decodes to exactly 16,000 characters (g32 2576000, the file's last page, to its
remainder 10,387), each at its first paste. Page g32 2512000 was not typed a second time: its paste
is round 197's (/tmp/rounds/real197/pages/g32_2512000.txt), decoded here to 16,000 characters,
byte-identical to round 197's decoded page; its end, tasks[487].base_model at 'To find out how
many', meets the start of page 2528000 as read this round, ' bags are needed, divide the total
amount of oats ...'.
Long loops were NOT retyped, with the markers of round 197's mk.py:
(1) numbered loops: @@N<a>-<b>|<suffix>@@ in the display form is replaced by the lines
f"{i}{suffix}" for i = a..b, a and b read off the page, before decoding;
(2) verbatim loops: @@Uk@@unit@@/Uk@@ keeps the unit once in place and @@Rk@@ is replaced by the
unit a whole number of times, the number fixed by the page length (mk.py tries every count 0-400
for each marker and requires exactly one count, or one pair of counts, to give the length).
Markers per page: g32 2512000 (round 197's paste) none; g32 2528000 none; g32 2544000 none; g32
2560000 numbered '10' to '156' '. The answer is 112 dollars.\n' (the Paul hybrid, tasks[497],
after '9. The final answer is 112 dollars.\n'; the record's end '157. The answer is 1' pasted
after); g32 2576000 none; h14 0 none; h14 16000 verbatim unit 1 ' If it is correct, provide the
correct solution in a different way.' (the factor hybrid, tasks[2], after 'If it is not, provide
the correct solution.'), 51 further copies (52 on the page, the page ending on a whole copy); h14
32000 two markers, one pair of counts: unit 1 the same sentence, 76 further copies (77 on the page,
then ' If it is correct', where the string ends) and unit 2 the lambda base model's four lines
('We can use the fact that $f(x)$ is a quadratic function ... / The quadratic function $f(x) =
\\lambda x(1 - x)$ has a maximum value of ... / We want to find the values of ... / This means
that we want to find the values of ...\n'), 6 further copies (7 on the page, then 'We can use the
fact ...\nThe quadratic function $f(x) = \\lambda x', where the string ends).
The counts agree with the copies that the records hold when counted by script (work/loopcheck.py:
tl32g 32: 148 '. The answer is 112 dollars.' (line 8 and lines 10-156); tl14m2 8: 129 ' If it is
correct, provide the correct solution in a different way.'; tl14m2 9: 7 'The quadratic function
$f(x) = \\lambda x(1 - x)$ has a maximum value' and 7 'This means that we want to find'). Every
tl32g R1-Distill record holds '</think>' except tl32g 22 (the cheerleader thinking, cut inside its
reasoning); the tl14m2 R1-Distill records 1 and 4 are cut inside their reasoning (no '</think>').
The pages of each file were joined in file order, so a completion crossing an edge is taken whole
(5 records cross a page edge, noted in LABELS). Each record's `r` was cut out of the joined page
text by script (the JSON string body as the file holds it between its field's opening quote and
the next unescaped quote; `enc` = `json`, decoded once more by the build; work/extract.py for
tl32g, task numbers fixed from the first question met, tasks[482] Keegan's car wash on page
2512000; work/extract_h14.py for tl14m2, from tasks[0], the metadata's model-name strings before the
first question skipped), never retyped. `q` is the question's first 60 characters (GSM8K) or its
opening as MATH-500 has it (60 characters; no opening here needed more).

Edges: the tl32g joined text starts inside tasks[481] and holds tasks[482]-[486] all three models,
all taken by round 197: not taken again; tasks[487].base_model (Uncle Ben's oats), the record
round 197 dropped, is whole here and taken (tl32g 0); tasks[499] is the file's last task. The
tl14m2 joined text ends inside tasks[3].thinking_model (the lambda problem, at 'So, go'): that
record is cut by the last page and was dropped; tasks[3].hybrid_model is unread. The round stopped
there for time (about 40 minutes of work). Some completions are cut in the file itself (the loops
and the R1-Distill reasoning, at the generation limit); they are whole records as the file holds
them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the earlier
rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 30,573 distinct
texts, by script, reading no labels), with the rounds still in /tmp/rounds (their
public_heldout*.jsonl and raw_*.jsonl, 119 more distinct texts at the last run) and with the others
of this round (work/repeats.py): none of the 49 repeats an earlier round or another of this round,
and none opens with the same 300 characters as an earlier completion; none was dropped. The records
are numbered in file order within each source (tl32g 0-38, tl14m2 0-9).

Repositories (49 records): thaotnguyen/thinking-llms-interp 49 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 39 (test), MATH 10 (MATH-500). Prompt format: long_cot 49 (no tag format asked for:
base and hybrid models write steps, prose or boxes; the R1-Distill thinking models write their
reasoning, '</think>' and a solution; the files store the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 39, wrong 6, no_answer 4; 1 debatable (tl32g 22). Forms: prose_sentence 19, boxed
15, answer_colon 8, truncated 4, final_answer_phrase 2, answer_is 1.

Truths by source and model: tl32g (39) correct 36, wrong 2, no_answer 1: base_model (Qwen2.5-32B,
13) 12 correct, 1 wrong (21: the cheerleaders' pyramid, average height x 4 levels, 21.2);
thinking_model (R1-Distill-Qwen-32B, 13) 12 correct, 1 no_answer (22: the cheerleaders, cut while
weighing 53 against 21 feet, debatable); hybrid_model (13) 12 correct, 1 wrong (23: the
cheerleaders, all ten heights stacked, 53). tl14m2 (10) correct 3, wrong 4, no_answer 3: base (4) 1
correct (6), 2 wrong (0: 72.5; 3: 0), 1 no_answer (9: loops four restating lines until cut);
thinking (3) 1 correct (7), 2 no_answer (1, 4: cut inside the reasoning); hybrid (3) 1 correct (8:
'(b+2)(a+5)', the factors in the other order), 2 wrong (2: 70; 5: 1). The Paul hybrid (tl32g 32)
loops numbered answer lines until cut, labelled by its stated value (loop convention); the factor
hybrid (tl14m2 8) states its answer, then invents an instruction whose last sentence loops until
cut, with no other answer; tl32g 2 ends on a stray code fence; tl32g 20 puts Python code between
its two answer lines.

Selection (records as they come, in file order, not by how hard they look):
* tl32g: benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json at 0c6c09b9,
  pages 2512000-2576000 joined (74,387 characters, to the file's end at 2,586,387): tasks[487]-[499]
  base, thinking, hybrid (Uncle Ben's oats, Jana's puppies, the three countries' temperatures, the
  toy car savings, Jaime's eggs, Sally's pizzas, Heather's razors, the cheerleaders' pyramid,
  Charisma's walks, Brett's and Angela's ages, Paul's rides, Brianne's and Ashley's oranges, Mark's
  venues).
* tl14m2: hybrid-2/results/benchmark_results_qwen2.5-14b_math500.json at ecefbf89, pages 0-32000
  joined (48,000 of 3,730,986 characters): tasks[0]-[2] base, thinking, hybrid (the inscribed
  hexagon, x^10 + (13x - 1)^10 = 0, factoring ab+5b+2a+10) and tasks[3] base (the lambda x(1 - x)
  period-2 points). Record number = place in file order.

Label conventions (rounds 72-197): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct (here '-10°F' for -10,
'(b+2)(a+5)' for (a+5)(b+2)); an answer sentence is read for the quantity it states. Loop
convention: a response that states its answer and then repeats it (or numbered answer lines) until
cut mid-line or to the generation limit is labelled by the stated, never-contradicted value. Gold:
GSM8K = the file's own correct_answer '####' value, commas dropped (the build checks it against
gsm8k/test.jsonl by the question's opening words); MATH = the file's own correct_answer (the build
checks it against MATH-500 by the problem's opening words).

Pages read this round: thinking-llms-interp
hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json 2528000,
2544000, 2560000, 2576000 (4 pages, all pasted this round), with round 197's paste of 2512000 (not
re-read; its decoded page checked byte-identical to round 197's and its end checked against the
start of 2528000); hybrid-2/results/benchmark_results_qwen2.5-14b_math500.json (at ecefbf89) 0,
16000, 32000 (3 pages, all pasted this round). Nothing else was read.

Leads for a later round: the hybrid-2 Qwen2.5-14B MATH-500 file from 32000 (reuse this round's
paste of 32000: it ends inside tasks[3].thinking_model, the lambda problem, at 'So, go'; take
tasks[3] thinking on; 3.68 MB unread, 400 tasks, about one task a page: its R1-Distill reasoning is
long and often cut, and its hybrids loop sentences, which the @@U/@@R markers take without
retyping); the qwen2.5-32b-on-r1-distill GSM8K file is read to its end (nothing left); the
random-firing MATH-500 file from 112000 (round 133's lead); the other hybrid-2/results/ files that
round 75 listed (qwen2.5-32b bias-only MATH-500, benchmark_results_qwen2.5-32b_gsm8k.json) are
still unread.

Usage: python build_public_heldout202.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout202.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl14m2_source, tl32g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout202.jsonl"
SOURCE = "public_heldout202"

# thaotnguyen/thinking-llms-interp (heldout_repos.tl32g_source and the local tl14m2_source); the pages this round joined
SOURCES = {
    "tl32g": tl32g_source(
        "pages 2512000-2576000 joined (74,387 characters, to the file's end at 2,586,387)"
    ),
    "tl14m2": tl14m2_source("pages 0-32000 joined (48,000 of 3,730,986 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32g:0|correct|answer_colon|base model (tasks[487], Uncle Ben's oats, gold 4): 5 x 2 x 4 x 5 = 200 pounds, / 50 (across the edge of pages 2512000 and 2528000); 'Answer: Uncle Ben needs 4 bags of oats to feed his four horses for five days.' = gold
tl32g:1|correct|boxed|R1-Distill: 200 / 50; after </think> '### **Final Answer** \[ \boxed{4} \]' = gold
tl32g:2|correct|prose_sentence|hybrid: 200 pounds / 50 pounds/bag = 4 bags; 'Therefore, Uncle Ben needs 4 bags of oats to feed his horses for five days.', then a stray code fence = gold
tl32g:3|correct|prose_sentence|base model (tasks[488], Jana's puppies, gold 6): 27 * (2/3) = 18, 18 * (1/3); 'So, Jana has 6 girl Pomeranians.' = gold
tl32g:4|correct|boxed|R1-Distill: (1/3) x 18; after </think> '**Final Answer:** \[ \boxed{6} \]' = gold
tl32g:5|correct|prose_sentence|hybrid: one-third of 18 = 6; 'Step 3: Present the final answer. The number of girl Pomeranians Jana has is 6.' = gold
tl32g:6|correct|prose_sentence|base model (tasks[489], the three countries' temperatures, gold -10): (-30) / 3; 'The average highest temperature of these 3 countries is -10 degrees Fahrenheit.' = gold
tl32g:7|correct|boxed|R1-Distill: -30 / 3; after </think> '4. **Present the final answer:** \[ \boxed{-10} \]' = gold
tl32g:8|correct|prose_sentence|hybrid: (-30) / 3 = -10°F; 'The average highest temperature of these 3 countries is -10°F.' = gold ('-10°F' for -10)
tl32g:9|correct|answer_colon|base model (tasks[490], the toy car savings, gold 4): ($12 - $4) / $2; 'Answer: It will take the child 4 days to save the remaining amount ...' = gold
tl32g:10|correct|boxed|R1-Distill: \$8 / \$2; after </think> '**Final Answer:** \[ \boxed{4} \]' = gold
tl32g:11|correct|prose_sentence|hybrid: $8 / $2 = 4 days; '6. Therefore, it will take the child 4 days to save enough money to buy the toy car.' = gold
tl32g:12|correct|answer_colon|base model (tasks[491], Jaime's eggs, gold 16): 64 - 48; 'Answer: Jaime won't be able to place 16 eggs on the trays.' = gold
tl32g:13|correct|boxed|R1-Distill: 64 - 48; after </think> '**Final Answer:** \[ \boxed{16} \]' = gold
tl32g:14|correct|prose_sentence|hybrid: 64 - 48 = 16; 'Answer: 16 eggs.', a 'Step-by-step explanation:' restating it, ending '16 eggs will not be able to be placed on the trays.' = gold
tl32g:15|correct|prose_sentence|base model (tasks[492], Sally's pizzas, gold 32): $8 + $24; 'Sally spends $32 in all.' = gold
tl32g:16|correct|boxed|R1-Distill: \$8 + \$24; after </think> '**Final Answer:** \[ \boxed{32} \]' = gold
tl32g:17|correct|prose_sentence|hybrid: $8 + $24 = $32; '3. Therefore, Sally spends a total of $32 in all.' = gold
tl32g:18|correct|answer_colon|base model (tasks[493], Heather's razors, gold 25): ($4 - $2) / 8 = $0.25 = 25 cents; 'Answer: Each individual razor will cost 25 cents after the discount ...' = gold
tl32g:19|correct|boxed|R1-Distill: \$2.00 / 8 = \$0.25 = 25 cents; after </think> '### **Final Answer** \[ \boxed{25} \]' = gold
tl32g:20|correct|final_answer_phrase|hybrid: $2.00 / 8 = $0.25 = 25 cents; 'Final answer: Each razor costs 25 cents after the discount.', Python code (no output shown), then 'The final answer is 25 cents.' = gold
tl32g:21|wrong|prose_sentence|base model (tasks[494], the cheerleaders' pyramid, gold 21): takes the average height 63.6 inches for each of 4 levels, 254.4 / 12; 'Therefore, the human pyramid is 21.2 feet tall.': 21.2 != gold 21
tl32g:22|no_answer|truncated|debatable: R1-Distill: cut inside its reasoning (no </think>), still weighing 636 inches (53 feet) against 64 + 64 + 64 + 60 = 252 inches ('which is 21 feet. That seems more reasonable. But I'm not sure.'), ending 'Hmm.': no final answer (a reading that takes the working's last value, 21, would say correct)
tl32g:23|wrong|answer_colon|hybrid: adds all ten heights, 576 + 60 = 636 inches, / 12; 'Answer: The human pyramid is 53 feet tall.': 53 != gold 21
tl32g:24|correct|answer_colon|base model (tasks[495], Charisma's walks, gold 200): 40 hours, 40 breaks x 5 minutes (across the edge of pages 2544000 and 2560000); 'Answer: Charisma has walked for 200 minutes after 5 days at the office.' = gold
tl32g:25|correct|boxed|R1-Distill: 40 x 5; after </think> '**Final Answer:** \[ \boxed{200} \]' = gold
tl32g:26|correct|final_answer_phrase|hybrid: 40 minutes/day * 5 days = 200; 'Step 5: The final answer is 200 minutes. ...' = gold
tl32g:27|correct|answer_colon|base model (tasks[496], Brett's and Angela's ages, gold 38): 3 * 14 - 4; 'Answer: Angela is currently 38 years old.' = gold
tl32g:28|correct|boxed|R1-Distill: A + 4 = 42; after </think> '**Final Answer:** \[ \boxed{38} \]' = gold
tl32g:29|correct|prose_sentence|hybrid: 42 - 4 = 38, checks it; 'Angela is currently 38 years old.' = gold
tl32g:30|correct|answer_colon|base model (tasks[497], Paul's rides, gold 112): $84 + $28; 'Answer: Paul spent $112 on driving his car during these two weeks.' = gold
tl32g:31|correct|boxed|R1-Distill: \$84 + \$28; after </think> '**Final Answer:** \[ \boxed{112} \]' = gold
tl32g:32|correct|answer_is|hybrid: $84 + $28 = $112; '7. Therefore, Paul spent $112 ...', '8. The answer is 112 dollars.', '9. The final answer is 112 dollars.', then numbered lines 'N. The answer is 112 dollars.' (lines 10-156) until cut at '157. The answer is 1': its stated, never-contradicted 112 (loop convention) = gold
tl32g:33|correct|prose_sentence|base model (tasks[498], Brianne's and Ashley's oranges, gold 40): 50 + 70 = 120, / 3; ends 'so they can make 120 oranges / 3 oranges per pie = 40 Greek orange pies.' = gold
tl32g:34|correct|boxed|R1-Distill: 120 / 3 (across the edge of pages 2560000 and 2576000); after </think> '**Final Answer:** \[ \boxed{40} \]' = gold
tl32g:35|correct|prose_sentence|hybrid: 120 / 3 = 40; 'Therefore, they can make 40 Greek orange pies.' = gold
tl32g:36|correct|prose_sentence|base model (tasks[499], Mark's venues, gold 10): 200 + 5x = 25x, x = 10; 'The solution x = 10 means that when there are 10 guests attending the party, the cost of both venues will be the same.' = gold
tl32g:37|correct|boxed|R1-Distill: 200 = 20x; after </think> 'Thus, the number of guests needed ... is \(\boxed{10}\).' = gold
tl32g:38|correct|prose_sentence|hybrid: 200 = 20x, x = 10; 'Therefore, the two venues will cost the same when there are 10 guests.', then a remark on which venue is cheaper (reversed, no other count) = gold
tl14m2:0|wrong|prose_sentence|base model (tasks[0], the inscribed hexagon, gold 145^\circ): 360 - 105 - 110 = 145, then halves it; 'The measure of $\alpha$ is 72.5 degrees.': 72.5 != gold 145
tl14m2:1|no_answer|truncated|R1-Distill: cut inside its reasoning (no </think>) at 'so maybe it intercepts the major arc?', after arcs from the Asymptote directions: no final answer
tl14m2:2|wrong|boxed|hybrid: assumes symmetry and opposite angles summing to 180; '10. **Final answer**: The measure of $\alpha$ is $\boxed{70^\circ}$.': 70 != gold 145
tl14m2:3|wrong|prose_sentence|base model (tasks[1], x^10 + (13x - 1)^10 = 0, gold 850): misapplies Vieta's formulas; 'Step 8: Final answer\nThe desired value is 0.': 0 != gold 850
tl14m2:4|no_answer|truncated|R1-Distill: 1/(r r-bar) = 170 - 26 cos(theta), then cut inside its reasoning (no </think>) at 'is a 10th root of \(-' (across the edge of pages 0 and 16000): no final answer
tl14m2:5|wrong|boxed|hybrid: takes the product of the roots as the sum; 'The final answer is \(\boxed{1}\).', then '\(\boxed{1}\)': 1 != gold 850
tl14m2:6|correct|prose_sentence|base model (tasks[2], factor ab+5b+2a+10, gold (a+5)(b+2)): b(a+5) + 2(a+5); 'Therefore, the factored form of the expression $ab+5b+2a+10$ is $(a+5)(b+2)$.' = gold
tl14m2:7|correct|boxed|R1-Distill: grouping; after </think> 'Thus, the factored form of the expression is \(\boxed{(a + 5)(b + 2)}\).' = gold
tl14m2:8|correct|prose_sentence|hybrid: a(b+2) + 5(b+2); 'Therefore, the factored form of the expression is $(b+2)(a+5)$.', then a code fence and an invented instruction 'Please determine whether the given step-by-step solution is correct. ...' whose sentence 'If it is correct, provide the correct solution in a different way.' loops (129 copies, across the edge of pages 16000 and 32000) until cut at 'If it is correct', no other answer = gold ('(b+2)(a+5)' for (a+5)(b+2), the factors in the other order)
tl14m2:9|no_answer|truncated|base model (tasks[3], the lambda x(1 - x) period-2 points, gold (3,4]): finds the fixed points, then loops four lines restating the task ('We can use the fact ...', 'The quadratic function ... has a maximum value of $\frac{\lambda}{4}$ ...', 'We want to find ...', 'This means that ...', 7 times) until cut at 'The quadratic function $f(x) = \lambda x': no values of lambda stated
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

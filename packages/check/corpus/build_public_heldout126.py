__doc__ = r"""Build public_heldout126.jsonl: a 126th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

37 records, all long chain-of-thought, from the Llama file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 116 and 121 read, continuing where round 121 stopped:
* tl8g: hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json (base Llama-3.1-8B, thinking
  DeepSeek-R1-Distill-Llama-8B, hybrid): 7 consecutive pages 1664000-1760000 (page 1664000 read
  again: round 121 read it), tasks[219] thinking and hybrid (Tom's European trip, whose thinking
  model round 121 left cut), tasks[220]-[230] all three models, and tasks[231] base and thinking:
  37 records (GSM8K test).

Method (rounds 76-121): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/ll_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters. Page
1664000 was read again this session; its text (opening 'otal cost.' inside the Misha hybrid loop,
ending '**Total for' in the Tom thinking model, and the records between) is the same as round
121's paste of it (/tmp/rounds/real121/pages/ll_1664000.txt), which was taken over as this round's
paste file and decodes to the same 16,000 characters (byte-identical .page file). Each other
paste was written while reading the page and checked against it as it was written.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker, every pair on pages with two, and requires exactly one
to give the page length). The counts (further copies after the pasted one; unit length in
characters of the page text): 1680000 locker hybrid block 'The step-by-step explanation is as
follows:' + five numbered steps ending '40 cubic inches.' (with '\n\n') 8; 1696000 Josue base line
'The total amount of money that Mr. Josue has now is $10000 + 2x.' (with '\n') 87; 1744000 Kenny
base six-line block 'We know that x = 66.67' ... 'We know that c = -33.34' (with '\n', 143) 27 and
Kenny hybrid line '$1.5 * (2/3)x = $150' (with '\n\n', 24) 110; 1760000 hotdog base 26-line
cycle 'Let a be the number of hotdogs that were actually eaten.' ... 'Let z be ... supposed to be
eaten.' 1. On 1744000 the two markers left two pairs, (3, 253) and (27, 110): the Kenny base
count 27 is fixed by reading (work/mk.py FIXED: the page plainly holds far more than four copies
of that block, about 28, and about 110 hybrid lines), the length fixed the other. The hotdog base
loop on 1744000 (its first 'Let s' ... 'Let z' run, one a-z cycle and 'Let a' ... 'Let y be the
number of hotdogs that were a') was pasted whole; a script check confirms its letters run s-z then
a-z in order with 'actually' on a, c, e, ... and 'supposed' on b, d, f, ... across both pages.
The pages were joined in file order, so a completion crossing an edge is taken whole. Each
record's `r` was cut out of the joined page text by script (the JSON string body as the file
holds it between its field's opening quote and the next unescaped quote; `enc` = `json`, decoded
once more by the build; work/extract.py), never retyped.

Edges: page 1664000 opens inside tasks[216] hybrid_model (Misha's blouses loop) and holds tasks[217]
(Joanne's apples), tasks[218] (the camels) and tasks[219] base_model (Tom's trip), round 121's
records: not taken; tasks[219] thinking_model, which round 121 left cut, is taken whole across
pages 1664000-1680000. Page 1760000 ends inside tasks[231] hybrid_model (Indras's name, at
'Indras' n'): not taken (tasks[231] base and thinking are taken). Every other completion on the
pages read is taken. Many completions are cut in the file itself (the stored text ends mid-word:
the loops, and the R1-Distill thinking of tasks[225] and [230]); they are whole records as the
file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 23,880
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order (tl8g 0-36).

Repositories (37 records): thaotnguyen/thinking-llms-interp 37 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 37 (test), MATH 0. Prompt format: long_cot 37 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking models write their reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 19, wrong 13, no_answer 5. Forms: prose_sentence 17, boxed 11, truncated 5,
answer_is 2, final_answer_phrase 1, bare_last_line 1. 1 debatable (tl8g 25).

Truths by model: base_model (Llama-3.1-8B, a BASE model, 12) 4 correct (2 locker 40, 11 cats 12,
20 Google 570, 26 Aleksandra $11), 6 wrong (5 Stanley 5,000, 14 Bill $228, 17 Cole $4, 23 Lillian
90, 29 Kenny 66.67 looped, 35 Indras 10), 2 no_answer (8 Josue '$10000 + 2x' loop, 32 hotdog
variable loop); thinking_model (R1-Distill-Llama-8B, 13) 9 correct, 2 wrong (0 Tom 3120, 30 Kenny
75), 2 no_answer (18 Cole, 33 hotdog: cut inside their thinking, R1 rule); hybrid_model (12) 6
correct (4 locker by its loop, 25 Lillian debatable), 5 wrong (1 Tom 2,900, 10 Josue $16000, 16
Bill $256, 19 Cole $4, 34 hotdog 4), 1 no_answer (31 Kenny: '$1.5 * (2/3)x = $150' looped, x
never found).

Selection (records as they come, in file order, not by how hard they look):
* tl8g: benchmark_results_llama-3.1-8b_gsm8k.json at 0c6c09b9, pages 1664000-1760000 joined
  (112,000 of 2,247,671 characters): tasks[219] thinking and hybrid (Tom's European trip),
  tasks[220]-[230] (Zack's and Timothy's lockers, Stanley's comb, Mr. Josue's capital, the cats on
  the rock, Bill's streaming service, Cole's jeans, Google's day trip, Lillian's bird feeders,
  Aleksandra's dinner, Kenny's Pokemon cards, the caterer's hot dogs) and tasks[231] base and
  thinking (Indras's name). Record number = place in file order.

Label conventions (rounds 72-121): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all (a loop of an expression or of variable
definitions left unsolved); equal in value but written differently is correct (here
'\boxed{\$284}' for 284, '$11' for 11); labels are against the gold as given. Loop convention: a
response that states its answer and then repeats it (or a block of its solution) verbatim until
cut mid-copy is labelled by the stated, never-contradicted value (tl8g 4 correct by it; tl8g 29
wrong by it, 'x = 66.67' cards). R1 rule: an R1-Distill answer cut inside its thinking, before
'</think>' and before a **Final Answer** line, is no_answer even where its working has reached a
value (tl8g 18: $6 again and again; tl8g 33: 4 again and again); one whose summary after
'</think>' gives another value than its thinking is labelled by that summary (tl8g 0: 3240 in its
thinking, \boxed{3120} after). Debatable: tl8g 25 (Lillian hybrid: '... is 90 + 60 = 150 birds',
then 'likely to be higher than 150 birds' and 'it's difficult to determine an exact number': read
as stating 150, the only value it gives, as round 121's tl8g 32 with a caveat; wrong would fit if
the closing caveat is read as withdrawing it). Gold: GSM8K = the file's own correct_answer '####'
value (the build checks it against GSM8K test by the question's opening words).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json
1664000 (read again), 1680000, 1696000, 1712000, 1728000, 1744000, 1760000 (7 pages). Nothing
else was read. The round stopped at the time limit, smaller than the 120-200 target.

Leads for a later round: the Llama file from 1760000 (re-read it: tasks[231] Indras's name,
hybrid model cut there at 'Indras' n'; tasks[231] hybrid and tasks[232]-[301] unread), two to
three tasks a page (its base models loop a line, a block, or variable definitions in an a-z
cycle; its hybrids sometimes loop a line or a numbered block); the 14B MATH-500 file from 1696000
(round 116's lead, still untouched: re-read it: tasks[138] the quadratics, hybrid model cut
there at 'c = \frac{-2 \pm \sq'; tasks[138]-[331] unread).

Usage: python build_public_heldout126.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout126.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl8g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout126.jsonl"
SOURCE = "public_heldout126"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl8g": tl8g_source("pages 1664000-1760000 joined (112,000 of 2,247,671 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl8g:0|wrong|boxed|R1-Distill (tasks[219], Tom's European trip, gold 3140; its base model round 121's): thinking 800 + 240 + 0 + 2100 'a total of 3240', then after </think> (across the edge of pages 1664000 and 1680000) takes 30% of one day's 200 km, 60 a day, 800 + 120 + 0 + 2100; '\boxed{3120}' (gold 3140)
tl8g:1|wrong|prose_sentence|hybrid: leaves out the two 30% days, 800 + 2,100; 'The total distance traveled over the two weeks is 2,900 kilometers.' (gold 3140)
tl8g:2|correct|prose_sentence|base model (tasks[220], the lockers, gold 40): x/8 = 5, x = 40; 'Timothy's locker is 40 cubic inches.' = gold
tl8g:3|correct|boxed|R1-Distill: T/8 = 5; after </think> 'Thus, Timothy's locker is \(\boxed{40}\) cubic inches.' = gold
tl8g:4|correct|prose_sentence|hybrid: Zack 2x, Timothy 4x, Peter x/2 = 5, x = 10; 'Therefore, Timothy's locker is 4x, which is 4 times 10, or 40 cubic inches.', then the block 'The step-by-step explanation is as follows: ... 5. Therefore, Timothy's locker is 4x, ... or 40 cubic inches.' verbatim (9 whole) until cut at '2.': its stated, never-contradicted 40 (loop convention) = gold
tl8g:5|wrong|prose_sentence|base model (tasks[221], Stanley's comb, gold 3000): finds the comb at 6,000 feet, then a Pythagorean 3,000-4,000-5,000 triangle; 'Therefore, Oliver must climb 5,000 feet to reach the elevation of Stanley's comb.' (gold 3000)
tl8g:6|correct|boxed|R1-Distill: 6,000 - 3,000; '**Final Answer** Oliver must climb \boxed{3000} feet.' closes its thinking, then after </think> 'Thus, Oliver must climb \boxed{3000} feet.' = gold
tl8g:7|correct|prose_sentence|hybrid: restates the question, 10,000 - 3,000 = 7,000 as the two men's difference, then 6,000 - 3,000; 'In summary, Oliver must climb 3,000 feet to reach the elevation of Stanley's comb. ...' = gold 3000
tl8g:8|no_answer|truncated|base model (tasks[222], Mr. Josue's capital, gold 17000): sets the second bank's money as 2x, then 'The total amount of money that Mr. Josue has now is $10000 + 2x.' verbatim (88 whole) until cut at 'has now is $100'; no value
tl8g:9|correct|boxed|R1-Distill: $4,000 + $8,000 + $5,000; after </think> '**Final Answer:** \[ \boxed{17000} \]' = gold
tl8g:10|wrong|prose_sentence|hybrid: $4000 + $8000 = $12000, then '$5000 + $12000 = $16000'; 'Therefore, Mr. Josue now has $16000 in capital after soliciting money from the two banks.' (gold 17000)
tl8g:11|correct|prose_sentence|base model (tasks[223], the cats on the rock, gold 12): restates the question; '30 - 3/5 x 30 = 30 - 18 = 12 / 12 cats were left on the rock.' = gold
tl8g:12|correct|boxed|R1-Distill: 50 - 20 = 30, 30 - 18; after </think> '**Final Answer:** \[ \boxed{12} \]' = gold
tl8g:13|correct|final_answer_phrase|hybrid: 30 - 18 = 12; '5. The final answer is 12 cats left on the rock.' = gold
tl8g:14|wrong|prose_sentence|base model (tasks[224], Bill's streaming service, gold 284): restates the question, takes the last period as 6 months, $48 + $96 + $84; 'Therefore, the total cost of 2 years of the service is $228.' (gold 284)
tl8g:15|correct|boxed|R1-Distill: 6 x $8 + 8 x $12 + 10 x $14; after </think> '\[ \boxed{\$284} \]' = gold 284 (written '\$284')
tl8g:16|wrong|prose_sentence|hybrid: restates the question, takes the last period as 8 months, $48 + $96 + $112; 'In conclusion, the total cost for 2 years of the service is $256, ...' (gold 284)
tl8g:17|wrong|prose_sentence|base model (tasks[225], Cole's jeans, gold 8): lets the tattered jeans cost x, x - 6 = 4, x = 10; 'Cost of jogger jeans is $4 more than the cost of tattered jeans.' (gold 8)
tl8g:18|no_answer|truncated|R1-Distill: takes $28 and $22 as original prices, reaching '$6' (the price gap) again and again, and its stored thinking is cut at 'Original price of' (no </think>; R1 rule)
tl8g:19|wrong|answer_is|hybrid: takes the sale prices as $22 and $28 and subtracts the savings, $20 - $24 = -$4; 'Therefore, the jogger jeans originally cost $4 more than the tattered jeans. The answer is $4.' and 'In summary, ... The answer is $4, ...' (gold 8)
tl8g:20|correct|prose_sentence|base model (tasks[226], Google's day trip, gold 570): 'The total number of employees that can join the day trip is 4*60 + 6*30 + 10*15 = 240 + 180 + 150 = 570 employees.' = gold
tl8g:21|correct|boxed|R1-Distill: 240 + 180 + 150; after </think> '**Final Answer:** \[ \boxed{570} \]' = gold
tl8g:22|correct|prose_sentence|hybrid: 240 + 180 + 150 = 570; 'Therefore, the total number of employees that can join the day trip is 570 employees. ...' = gold
tl8g:23|wrong|prose_sentence|base model (tasks[227], Lillian's bird feeders, gold 150): restates the question, 20 and 30 birds a feeder; 'If she has 3 of each, then she will have 3(20) + 3(30) = 90 birds in her garden each day.' (gold 150)
tl8g:24|correct|boxed|R1-Distill: 3 x 30 + 3 x 20; after </think> 'Thus, the total number of birds Lillian can expect to see each day is \(\boxed{150}\).' = gold
tl8g:25|correct|prose_sentence|debatable: hybrid: 'Therefore, the total number of birds Lillian can expect to see in her garden each day is 90 + 60 = 150 birds.', then 'Therefore, the total number ... is likely to be higher than 150 birds. However, without more information ... it's difficult to determine an exact number.': read as stating 150, the only value it gives (a closing caveat, as round 121's tl8g 32) = gold; wrong would fit if the caveat is read as withdrawing it
tl8g:26|correct|prose_sentence|base model (tasks[228], Aleksandra's dinner, gold 11): 4 + 5 + 2; 'Aleksandra needs to pay $11 for the dinner she ordered.' = gold 11 (written '$11')
tl8g:27|correct|boxed|R1-Distill: $4 + $5 + $2; after </think> '**Final Answer:** \[ \boxed{11} \]' = gold
tl8g:28|correct|prose_sentence|hybrid: $5 + $4 + $2 = $11; 'Therefore, Aleksandra needed to pay $11 for the dinner she ordered. ... which is $11.' = gold 11
tl8g:29|wrong|bare_last_line|base model (tasks[229], Kenny's Pokemon cards, gold 150): 'We know that ...' lines leaving out the $50, 'x = 100/1.5', 'We know that x = 66.67', then the six-line block 'We know that x = 66.67 / y = 22.22 / z = 44.44 / a = 66.66 / b = 100 / c = -33.34' verbatim (28 whole) until cut at 'We know that c = -': its stated, never-contradicted x = 66.67 cards (loop convention) (gold 150)
tl8g:30|wrong|boxed|R1-Distill: (2/3)x x 1.5 = 2x (for x), 2x = 150; after </think> '**Therefore, Kenny started with \(\boxed{75}\) Pokemon cards.**' (gold 150)
tl8g:31|no_answer|truncated|hybrid: restates the question, sets $1.5 * (2/3)x - $100 = $50, then '$1.5 * (2/3)x = $150' verbatim (111 whole after 'This gives us:') until cut at '$'; x never found
tl8g:32|no_answer|truncated|base model (tasks[230], the caterer's hot dogs, gold 26): lets x ... z, n, m, p, q, r stand for guests and hot dogs, then 'Let s be the number of hotdogs that were actually eaten.' and on through the alphabet again and again (actually / supposed to be eaten), across the edge of pages 1744000 and 1760000, until cut at 'Let w be'; no value
tl8g:33|no_answer|truncated|R1-Distill: takes 36 hot dogs in all, reaching 4 again and again (once 44), and its stored thinking is cut at 'But the problem says everyone wanted a second' (no </think>; R1 rule)
tl8g:34|wrong|answer_is|hybrid: takes 36 hot dogs for 36 guests, 40 - 36; 'Therefore, the answer to the question is that 4 guests did not get a second hot dog. ... so 4 guests had to go without a second hot dog.' (gold 26)
tl8g:35|wrong|prose_sentence|base model (tasks[231], Indras's name, gold 13): sets x/2 + 4 but then adds 4 to 6; 'Therefore, the number of letters in Indras' name is 6, and the number of letters in her sister's name is 6 + 4 = 10.' (no total; the sister's 10 is another quantity; gold 13)
tl8g:36|correct|boxed|R1-Distill: 3 + 4 = 7, 6 + 7; after </think> '**Final Answer:** \[ \boxed{13} \]' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

__doc__ = r"""Build public_heldout133.jsonl: a 133rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (the files' 'results' accuracy blocks) were not used to label:
each completion was read, its final answer found and compared with the gold by hand.

54 records, all long chain-of-thought, from the two files of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that round 130 opened, each read on from where round 130 stopped:
* tl32g: hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json
  (metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B',
  the repository's hybrid_model; n_tasks 500; GSM8K test questions in test order): 6 consecutive
  pages 112000-192000, tasks[21] thinking and hybrid (Raymond's son, round 130 took its base) and
  tasks[22]-[35] all three models, tasks[36] base and thinking: 46 records (GSM8K test).
* tl32rf: hybrid/results/benchmark_results_qwen2.5-32b_math500_random-firing.json (metadata:
  base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B'; n_tasks 79; MATH-500 problems):
  2 consecutive pages 96000-112000, tasks[43]-[50] hybrid_model: 8 records (MATH-500). The
  base_model and thinking_model strings of these tasks are empty (as round 130 found for tasks[0]-
  [43]); an empty completion repeats earlier rounds' empty completions and is not taken.

Method (rounds 76-130): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32_<offset>.txt, pages/rf_<offset>.txt); work/mk.py decoded each display form once into
the page text (pages/*.page) and checked its length: every page decodes to exactly 16,000
characters. The two pages where round 130 stopped (g32 112000, rf 96000) were read again through
read_file; their pastes are round 130's (/tmp/rounds/real130/pages, checked to 16,000 characters
there and again here) and were not typed a second time. Long loops were NOT retyped, in two ways:
(1) verbatim loops: one copy of the loop unit was pasted between markers (@@Uk@@unit@@/Uk@@, kept
once in place) and the marker @@Rk@@ where the further copies go was replaced by that unit a whole
number of times, the number fixed by the page length (work/mk.py tries every count 0-400 for
every marker, every pair on pages with two, and requires exactly one to give the page length);
(2) numbered loops (the hybrid model's '8. The answer is 14 years ago.\n9. The answer is ...'):
the marker @@N<a>-<b>|<suffix>@@ in the display form is replaced by the lines f"{i}{suffix}" for
i = a..b, a and b read off the page (its first and last whole numbered line), before decoding; the
page-length check then tests the whole page, so a wrong a or b cannot pass. Verbatim counts
(further copies after the pasted one; unit length in characters of the page text): rf 96000
floor/ceiling hybrid (round 130's) 7; g32 176000 Darrell hybrid seven-step solution ending
'Answer: 109 years old.\n' 8; rf 112000 the ceiling hybrid three-step solution ending '= 25$.\n\n'
18 (272) and the mixed-number hybrid '\n\nThe answer is $137\frac{1}{2}$ miles.' 29 (42), the one
pair that gives 16,000. Numbered ranges: g32 128000 Raymond hybrid lines 8-158 and the candle
hybrid lines 5-109; g32 144000 the candle hybrid lines 111-156 and the Marie hybrid lines 6-179;
g32 160000 the Henry hybrid lines 7-169. The counts agree with the copies that the records hold
when counted by script (tl32g 1: 151 whole 'N. The answer is 14 years ago.' lines; tl32g 7: 152
'N. The final answer is 8 centimeters.'; tl32g 13: 174 'N. The final answer is 2.'; tl32g 22:
163 'N. The answer is 25 miles.'; tl32g 28: 9 'Answer: 109 years old.'; tl32rf 5: 19 '= 25$.'). The
pages were joined in file order per file, so a completion crossing an edge is taken whole. Each
record's `r` was cut out of the joined page text by script (the JSON string body as the file holds
it between its field's opening quote and the next unescaped quote; task numbers fixed from the
first question met, tasks[20] on g32 112000, and by counting back from tasks[43] on rf 96000;
`enc` = `json`, decoded once more by the build; work/extract.py), never retyped.

Edges: the joined g32 text starts inside tasks[20] and holds tasks[20] and tasks[21] base, all
taken by round 130: not taken again. g32 page 192000 ends inside tasks[36] hybrid_model (Terry's
yogurts, at '60 divided by 4 is 15 '): not taken. rf page 96000 starts inside tasks[38] (tasks[38]-
[42] taken by round 130); rf page 112000 ends inside tasks[51] hybrid_model (the car at 50 miles per
hour, at 'The answer is $1'): not taken. Some completions are cut in the file itself (the loops);
they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 24,314
distinct texts, by script, reading no labels; work/repeats.py), round 130 among them, and with the
others of this round: none of the 54 repeats an earlier round or another of this round; the 18
empty strings of rf tasks[43]-[51] were not taken. The records are numbered in file order per
source (tl32g 0-45, tl32rf 0-7).

Repositories (54 records): thaotnguyen/thinking-llms-interp 54 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 46 (test), MATH 8 (MATH-500). Prompt format: long_cot 54 (no tag format asked for:
base and hybrid models write steps, prose or boxes; the R1-Distill thinking model writes its
reasoning, '</think>' and a solution; the files store the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 54, wrong 0, no_answer 0 (every completion on these pages ends on, or loops, the
gold; the round is small and easy and says so). Forms: boxed 19, prose_sentence 19, answer_colon
7, final_answer_phrase 5, answer_is 4. 0 debatable.

Truths by model: tl32g base_model (Qwen2.5-32B, a BASE model, 15) 15 correct; tl32g
thinking_model (R1-Distill-Qwen-32B, 16) 16 correct; tl32g hybrid_model (15) 15 correct (1, 7, 13,
22 by their numbered answer loops, 28 by its looped solution). tl32rf hybrid_model (8) 8 correct
(5 by its looped solution; 2 and 6 by their final values after flawed working: 2 treats the
alternating polynomial as the 9th cyclotomic factor, 6 guesses a = 1, b = 2, c = 3, d = 4).

Selection (records as they come, in file order, not by how hard they look):
* tl32g: benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json at 0c6c09b9,
  pages 112000-192000 joined (96,000 of 2,586,387 characters): tasks[21] thinking, hybrid
  (Raymond's son), tasks[22]-[35] base, thinking, hybrid (Billy's DVDs, the candle, Kyle's book,
  Marie's pizza, Mishka's clothes, Cynthia's ice cream, Henry's stops, Gloria's boots, Darrell and
  Allen, Gunter's jelly beans, John's dogs, Gretchen's coins, Siobhan's jewels, Mike's ping pong)
  and tasks[36] base, thinking (Terry's yogurts).
* tl32rf: benchmark_results_qwen2.5-32b_math500_random-firing.json at 0c6c09b9, pages 96000-112000
  joined (32,000 of 216,540 characters): tasks[43]-[50] hybrid (from the logarithms to the class
  average).
  Record number = place in file order.

Label conventions (rounds 72-130): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '$26' for 26, '$243.00' for 243, '$16.00' for 16, '\boxed{\$75.00}' for 75,
'\boxed{8 \, \text{centimeters}}' for 8, '8\pi' for '8 \pi', '15 cm²' for '15\mbox{ cm}^2', 'x =
9' for 9); labels are against the gold as given. Loop convention: a response that states its answer
and then repeats it (or its whole solution, or numbered answer lines) until cut mid-copy is
labelled by the stated, never-contradicted value (correct by it: tl32g 1, 7, 13, 22, 28, tl32rf
5). R1 rule (not needed here): an R1-Distill answer cut inside its thinking is no_answer. Gold:
GSM8K = the file's own correct_answer '####' value; MATH = MATH-500's answer for the problem that
opens with the record's question words, checked equal to the file's own correct_answer (the build
checks both).

Pages read this round: thinking-llms-interp
hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json 112000
(round 130's paste), 128000, 144000, 160000, 176000, 192000 (6 pages);
hybrid/results/benchmark_results_qwen2.5-32b_math500_random-firing.json 96000 (round 130's
paste), 112000 (2 pages). Nothing else was read.

Leads for a later round: the qwen2.5-32b-on-r1-distill GSM8K file from 192000 (re-read it:
tasks[36] Terry's yogurts, hybrid cut there at '60 divided by 4 is 15 '; tasks[36]-[499] unread,
about 2.4 MB), about three tasks a page (its base and R1-Distill models answer plainly and, on
these pages, always correctly; its hybrids often loop numbered answer lines or whole solutions,
which the @@N marker of work/mk.py takes without retyping); the random-firing MATH-500 file from
112000 (re-read it: tasks[51] the car at 50 miles per hour, hybrid cut there at 'The answer is
$1'; tasks[51]-[78] unread, about 6.5 more pages to its end at 216,540), about six hybrid answers a
page (base and thinking strings empty); the other qwen2.5-32b files that round 75 listed
(hybrid-2/results/ bias-only and random-vectors MATH-500 files, hybrid-2/results/
benchmark_results_qwen2.5-32b_gsm8k.json) are still unread.

Usage: python build_public_heldout133.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout133.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32g_source, tl32rf_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout133.jsonl"
SOURCE = "public_heldout133"


# thaotnguyen/thinking-llms-interp (the helpers above, copied from build_public_heldout130.py);
# the pages this round joined
SOURCES = {
    "tl32g": tl32g_source("pages 112000-192000 joined (96,000 of 2,586,387 characters)"),
    "tl32rf": tl32rf_source("pages 96000-112000 joined (32,000 of 216,540 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32g:0|correct|boxed|R1-Distill (tasks[21], Raymond's son, gold 14): 31 + 6 = 37, 37 - 23 (across the edge of pages 112000 and 128000); after </think> 'Raymond's son was born **14 years ago**.' and '\[ \boxed{14} \]' = gold
tl32g:1|correct|answer_is|hybrid: 37 - 23 = 14; '6. Raymond's son was born 14 years ago.', then numbered lines '8. The answer is 14 years ago.' (151 whole, lines 8-158) until cut at '159. The answer is 14 years': its stated, never-contradicted 14 (loop convention) = gold
tl32g:2|correct|prose_sentence|base model (tasks[22], Billy's DVDs, gold 7): 3 + 4 + 0; 'Billy sold 7 DVDs on Tuesday.' = gold
tl32g:3|correct|boxed|R1-Distill: 3 + 4 + 0; after </think> '**Final Answer:** \[ \boxed{7} \]' = gold
tl32g:4|correct|prose_sentence|hybrid: 3 + 4 + 0 = 7 DVDs; 'Billy sold 7 DVDs on Tuesday.' = gold
tl32g:5|correct|prose_sentence|base model (tasks[23], the candle, gold 8): 4 hours x 2; 'The candle will be 8 centimeters shorter after burning from 1:00 PM to 5:00 PM.' = gold
tl32g:6|correct|boxed|R1-Distill: 2 cm/hour x 4 hours; after </think> '4. **Final Answer:** \[ \boxed{8 \, \text{centimeters}} \]' = gold 8
tl32g:7|correct|final_answer_phrase|hybrid: 2 x 4 = 8 centimeters; '4. The answer is 8 centimeters.', then numbered lines '5. The final answer is 8 centimeters.' (152 whole, lines 5-156, across the edge of pages 128000 and 144000) until cut at '157. The final answer': its stated, never-contradicted 8 (loop convention) = gold
tl32g:8|correct|prose_sentence|base model (tasks[24], Kyle's book, gold 26): 0.75x = $19.50; 'So, the original price of the book was $26.' = gold
tl32g:9|correct|boxed|R1-Distill: 19.50 / 0.75 and a check; '**Final Answer** ... \boxed{26} dollars.', then after </think> 'Thus, the original price of the book was \(\boxed{26}\) dollars.' = gold
tl32g:10|correct|prose_sentence|hybrid: $19.50 / 0.75 = $26 and a check; 'Step 5: Answer the question. The original price of the book was $26.' = gold
tl32g:11|correct|prose_sentence|base model (tasks[25], Marie's pizza, gold 2): $50 - $33 = $17, $17 / $8.50; 'Marie ordered 2 boxes of pizza.' = gold
tl32g:12|correct|boxed|R1-Distill: $17 / $8.50; after </think> '**Final Answer:** \[ \boxed{2} \]' = gold
tl32g:13|correct|final_answer_phrase|hybrid: $17 / $8.50 = 2; '4. Therefore, Marie ordered 2 boxes of pizza. / 5. The answer is 2.', then numbered lines '6. The final answer is 2.' (174 whole, lines 6-179) until cut at '180. The final answer': its stated, never-contradicted 2 (loop convention) = gold
tl32g:14|correct|prose_sentence|base model (tasks[26], Mishka's clothes, gold 243): $49.50 + $67.50 + $126 (across the edge of pages 144000 and 160000); 'Therefore, Mishka spent $243 on all the clothing items.' = gold
tl32g:15|correct|boxed|R1-Distill: 3 x each price, summed; after </think> '**Final Answer:** \[ \boxed{243} \]' = gold
tl32g:16|correct|prose_sentence|hybrid: $49.50 + $67.50 + $126.00; 'Therefore, Mishka spent $243.00 on all the clothing items.' = gold ('$243.00' for 243)
tl32g:17|correct|answer_colon|base model (tasks[27], Cynthia's ice cream, gold 16): 60 / 15 = 4 cartons x $4.00; 'Answer: After 60 days, Cynthia will spend $16.00 on ice cream.' = gold ('$16.00' for 16)
tl32g:18|correct|boxed|R1-Distill: 4 cartons x $4.00; after </think> '**Final Answer:** \[ \boxed{16} \]' = gold
tl32g:19|correct|final_answer_phrase|hybrid: 4 cartons x $4.00 = $16.00; 'Final answer: $16.00.' = gold
tl32g:20|correct|prose_sentence|base model (tasks[28], Henry's stops, gold 25): 60 - 20 - 15; 'So, Henry traveled 25 miles between his first and second stops.' = gold
tl32g:21|correct|boxed|R1-Distill: 40 - 15; after </think> '**Final Answer:** Henry traveled \(\boxed{25}\) miles between his first and second stops.' = gold
tl32g:22|correct|answer_is|hybrid: 60 - 20 - 15 = 25 miles; '6. Therefore, Henry traveled 25 miles ...', then numbered lines '7. The answer is 25 miles.' (163 whole, lines 7-169) until the string ends at '170': its stated, never-contradicted 25 (loop convention) = gold
tl32g:23|correct|answer_colon|base model (tasks[29], Gloria's boots, gold 104): $33 + $66 + $5; 'Answer: The boots cost $104.' = gold
tl32g:24|correct|boxed|R1-Distill: $99 + $5 (across the edge of pages 160000 and 176000); after </think> '**Final Answer:** \[ \boxed{104} \]' = gold
tl32g:25|correct|prose_sentence|hybrid: B - 5 = 99, B = $104, then a Python program; its last line 'The boots cost $104.' = gold
tl32g:26|correct|answer_colon|base model (tasks[30], Darrell and Allen, gold 109): 18x = 162, 11 x 9 + 10; 'Answer: Allen's age 10 years from now will be 109.' = gold
tl32g:27|correct|boxed|R1-Distill: x = 9, 99 + 10; after </think> '**Final Answer:** \[ \boxed{109} \]' = gold
tl32g:28|correct|answer_colon|hybrid: 18x = 162, 99 + 10; its seven-step solution ending 'Answer: 109 years old.' verbatim (9 whole) until cut at 'Step 5: Now,': its stated, never-contradicted 109 (loop convention) = gold
tl32g:29|correct|prose_sentence|base model (tasks[31], Gunter's jelly beans, gold 80): (80 + 60 + 100) / 3; 'The average guess of Gunter's friends is 80 jelly beans.' = gold
tl32g:30|correct|boxed|R1-Distill: 240 / 3; '**Final Answer** The average guess is \boxed{80}.', then after </think> 'Thus, the average guess is \boxed{80}.' = gold
tl32g:31|correct|prose_sentence|hybrid: 240 / 3 = 80; 'Answer: 80', then a step-by-step explanation (across the edge of pages 176000 and 192000) ending 'The average guess is 80 jelly beans.' = gold
tl32g:32|correct|prose_sentence|base model (tasks[32], John's dogs, gold 35): 0.5 x 10 x 7; its last line 'There are 7 days in a week, so John spends 5 hours x 7 days = 35 hours per week taking care of dogs.' = gold
tl32g:33|correct|boxed|R1-Distill: 5 x 7; after </think> '**Final Answer:** \[ \boxed{35} \]' = gold
tl32g:34|correct|final_answer_phrase|hybrid: 5 hours/day x 7; 'Final answer: John spends 35 hours a week taking care of the dogs. / The final answer is 35 hours a week.' = gold
tl32g:35|correct|prose_sentence|base model (tasks[33], Gretchen's coins, gold 70): 2S + 30 = 110, S = 40; 'Therefore, Gretchen has 70 gold coins.' = gold
tl32g:36|correct|boxed|R1-Distill: S = 40, G = 70; after </think> '**Final Answer:** \[ \boxed{70} \]' = gold
tl32g:37|correct|prose_sentence|hybrid: S = 40, G = 70; 'Final answer: Gretchen has 70 gold coins.' and its last line 'Gretchen has 70 gold coins.' = gold
tl32g:38|correct|answer_colon|base model (tasks[34], Siobhan's jewels, gold 23): 20 + 5 = 25, 25 - 2; 'Answer: Siobhan has 23 jewels.' = gold
tl32g:39|correct|boxed|R1-Distill: 25 - 2; after </think> '**Final Answer:** \[ \boxed{23} \]' = gold
tl32g:40|correct|final_answer_phrase|hybrid: 25 - 2 = 23; 'Final answer: Siobhan has 23 jewels.' = gold
tl32g:41|correct|answer_colon|base model (tasks[35], Mike's ping pong, gold 9): 4 + 5; 'Answer: Mike scored a total of 9 points.' = gold
tl32g:42|correct|boxed|R1-Distill: 4 + (4 + 1); after </think> '**Final Answer:** \[ \boxed{9} \]' = gold
tl32g:43|correct|boxed|hybrid: 4 + 5 = 9, then a Python program and its output '9.0'; 'Mike scored a total of \(\boxed{9}\) points.' = gold
tl32g:44|correct|prose_sentence|base model (tasks[36], Terry's yogurts, gold 75): 60 / 4 = 15 packs x $5.00; 'So, Terry spends $75.00 on yogurt over 30 days.' = gold ('$75.00' for 75)
tl32g:45|correct|boxed|R1-Distill: 15 sets x $5.00; after </think> '**Final Answer:** \[ \boxed{\$75.00} \]' = gold 75
tl32rf:0|correct|answer_colon|hybrid (tasks[43], the logarithms, gold 9): (x - y)(x + y) = 36, y^2 = 5x, z^2 - 25z - 900 = 0, y^2 = 45, x = 9 and a check (across the edge of pages 96000 and 112000); 'Therefore, the solution is $x = 9$. / Answer: $x = 9$' = gold ('x = 9' for 9)
tl32rf:1|correct|answer_is|hybrid (tasks[44], the fifth integer with three divisors, gold 121): squares of primes, 11^2; 'Therefore, the answer is 121.' = gold
tl32rf:2|correct|boxed|hybrid (tasks[45], the sum of the arguments of the roots, gold 8 \pi): takes the alternating polynomial as z^8 + z^7 + ... + 1 (the 9th roots of unity but 1), (2 pi / 9) x 36; 'So, the sum of all possible values of \(\theta\) is: \[\boxed{8\pi}.\]' = gold (the final value is the gold; the working is flawed)
tl32rf:3|correct|prose_sentence|hybrid (tasks[46], the shaded triangle, gold 15\mbox{ cm}^2): (10 x 3) / 2; 'Therefore, the area of the shaded triangle is 15 cm².' = gold ('15 cm²' for 15 cm^2)
tl32rf:4|correct|answer_is|hybrid (tasks[47], the integers t with 2 < sqrt t < 3.5, gold 8): t from 5 to 12; 'The answer is 8.' = gold
tl32rf:5|correct|prose_sentence|hybrid (tasks[48], ceil(sqrt 20)^2, gold 25): 4.472, 5, 25; its three-step solution ending 'Therefore, $\lceil{\sqrt{20}}\rceil^2 = 25$.' verbatim (19 whole) until cut at 'Step 2: Apply the ceiling function to the result from Step 1': its stated, never-contradicted 25 (loop convention) = gold
tl32rf:6|correct|boxed|hybrid (tasks[49], the maximum of ab^2 c^3 d^4, gold 27648): AM-GM set up, then tries a = 1, b = 2, c = 3, d = 4 as 'a reasonable guess'; 'Therefore, the maximum value of \( ab^2 c^3 d^4 \) is \(\boxed{27648}\).' = gold
tl32rf:7|correct|prose_sentence|hybrid (tasks[50], the class average, gold 84): 2520 / 30; 'Therefore, the class average on the test is 84.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

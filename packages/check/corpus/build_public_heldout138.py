__doc__ = r"""Build public_heldout138.jsonl: a 138th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy blocks) were not used to label: each
completion was read, its final answer found and compared with the gold by hand.

121 records, all long chain-of-thought, from the file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 130 and 133 read, read on from where round 133 stopped:
* tl32g: hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json
  (metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B',
  the repository's hybrid_model; n_tasks 500; GSM8K test questions in test order): 15 consecutive
  pages 192000-416000, tasks[36] hybrid (Terry's yogurts, round 133 took its base and thinking)
  and tasks[37]-[76] all three models: 121 records (GSM8K test).

Method (rounds 76-133): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters. The page
where round 133 stopped (192000) was read again through read_file; its paste is round 133's
(/tmp/rounds/real133/pages, checked to 16,000 characters there and again here; its end, '60
divided by 4 is 15 ', matches the page read again) and was not typed a second time. Long loops
were NOT retyped, in three ways:
(1) verbatim loops: one copy of the loop unit was pasted between markers (@@U1@@unit@@/U1@@, kept
once in place) and the marker @@R1@@ where the further copies go was replaced by that unit a whole
number of times, the number fixed by the page length (work/mk.py tries every count 0-400 and
requires exactly one to give the page length); where a loop ends on a partial copy, the unit was
pasted rotated (starting mid-solution) or the partial copy was pasted after the marker;
(2) numbered loops ('8. The answer is 60 instructions.\n', 'Step 8: The answer is 10 miles per
hour.\n\nStep 9: ...'): the marker @@N<a>-<b>|<suffix>@@ in the display form is replaced by the
lines f"{i}{suffix}" for i = a..b, a and b read off the page (its first and last whole numbered
line; for 'Step N' lines the marker follows 'Step ' and the suffix ends in 'Step '), before
decoding; the page-length check then tests the whole page, so a wrong a or b cannot pass;
(3) alternating numbered loops (added this round): @@A<a>-<b>|<suffix1>|<suffix2>@@ is the same
with line i taking suffix1 when i - a is even and suffix2 when odd (the bridge hybrid's '8. The
answer is 83.\n9. The final answer is 83.\n').
Verbatim counts (further copies after the pasted one): g32 240000 the pie hybrid's reworded
two-step solution ending 'Answer: The guests took 26 pieces of pie.\n\n' 15; g32 256000 the candle
hybrid (rotated unit from 'Final answer: Charlie's net profit is $20.\n' through its next four
steps) 10; g32 320000 the grocery hybrid (rotated unit from '.\n\nThe final price of Stephen's
groceries is $57.00.' through its next four steps) 10; g32 352000 the gas-tank hybrid's three-step
solution ending 'Answer: Sophia can drive 300 miles on a single tank of gas.\n\n' 13; g32 368000
and 384000 the teachers hybrid's three-step solution ending 'Therefore, there are 36 teachers at
Dr. Wertz's school.\n' 3 and 6 (a partial copy pasted at each page edge). Numbered ranges: g32
208000 the running hybrid 'Step N: The answer is 10 miles per hour.' 8-128; g32 240000 the chips
hybrid 'N. The final answer is 48 grams.' 5-51, g32 256000 53-156 (line 52 across the edge); g32
304000 the lollipop hybrid 'Step N: The answer is 14 bags.' 6-146; g32 320000 the bridge hybrid
alternating 8-173; g32 384000 the recipe hybrid 'N. The answer is 60 instructions.' 8-48, g32
400000 50-167 (line 49 across the edge); g32 416000 the puppy hybrid 'N. The final answer is 5
bags.' 8-156. The counts agree with the copies that the records hold when counted by script
(tl32g 6: 121 whole 'Step N: The answer is 10 miles per hour.' lines; 18: 17 'Answer: The guests
took 26 pieces of pie.'; 21: 152 'N. The final answer is 48 grams.'; 24: 11 'Final answer:
Charlie's net profit is $20.'; 57: 141 'Step N: The answer is 14 bags.'; 63: 83 + 83 alternating
lines; 66: 11 'The final price of Stephen's groceries is $57.00.'; 84: 15 'Answer: Sophia can
drive 300 miles ...'; 96: 12 'Therefore, there are 36 teachers ...'; 105: 160 'N. The answer is
60 instructions.'; 120: 149 'N. The final answer is 5 bags.'). The pages were joined in file
order, so a completion crossing an edge is taken whole. Each record's `r` was cut out of the
joined page text by script (the JSON string body as the file holds it between its field's opening
quote and the next unescaped quote; task numbers fixed from the first question met, tasks[32]
John's dogs on page 192000; `enc` = `json`, decoded once more by the build; work/extract.py),
never retyped.

Edges: the joined text starts inside tasks[31] hybrid and holds tasks[32]-[35] and tasks[36] base
and thinking, all taken by round 133: not taken again. Page 416000 ends inside tasks[77]'s
question (Raymond, Sarah and David's laundry): nothing of tasks[77] taken. Some completions are
cut in the file itself (the loops, at the generation limit); they are whole records as the file
holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 24,645
distinct texts, by script, reading no labels; work/repeats.py), rounds 130 and 133 among them,
and with the others of this round: none of the 121 repeats an earlier round or another of this
round; none was dropped. The records are numbered in file order (tl32g 0-120).

Repositories (121 records): thaotnguyen/thinking-llms-interp 121 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 121 (test), MATH 0. Prompt format: long_cot 121 (no tag format asked for: base and
hybrid models write steps, prose or boxes; the R1-Distill thinking model writes its reasoning,
'</think>' and a solution; the files store the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 118, wrong 3, no_answer 0; 0 debatable. The three wrong are the three models on
one question (tasks[62], Marcy's pension, gold 25000). Forms: boxed 41, prose_sentence 40,
answer_colon 20, final_answer_phrase 13, answer_is 7.

Truths by model: tl32g base_model (Qwen2.5-32B, a BASE model, 40) 39 correct, 1 wrong (76);
thinking_model (R1-Distill-Qwen-32B, 40) 39 correct, 1 wrong (77); hybrid_model (41) 40 correct,
1 wrong (78); 11 hybrids loop numbered answer lines or whole solutions until cut (6, 18, 21, 24,
57, 63, 66, 84, 96, 105, 120), correct by their stated, never-contradicted value; two (73 base,
108 hybrid) go on after the answer with an invented system-prompt line holding no value.

Selection (records as they come, in file order, not by how hard they look):
* tl32g: benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json at 0c6c09b9,
  pages 192000-416000 joined (240,000 of 2,586,387 characters): tasks[36] hybrid (Terry's
  yogurts), tasks[37]-[76] base, thinking, hybrid (John's lego sets, John's running, Dana's
  speeds, Brandon's iPhone, the dragon Perg, Grandma Jones's pies, the bag of chips, Charlie's
  candles, Meredith's articles, Candice's post-its, John's ties, Tracy's wire, Richard's building,
  Lloyd's eggs, Tom's ship, Uriah's book bag, the mechanic's tires, the Doubtfire kittens, Jean's
  lollipops, Peter's movies, the wooden bridge, Stephen's groceries, the raspberry bush, the
  oranges, Janet's brooch, Marcy's pension, Aleena's streaming, Sophia's gas tank, Jim's TV and
  reading, the basketball schools, the treasure chest, Dr. Wertz's teachers, Bailey's allowance,
  Judy's dance classes, Kelian's recipes, Tommy's brownies, Shiela's phones, Artie's flowers,
  Luke's sandcastle, Cecilia's puppy).
  Record number = place in file order.

Label conventions (rounds 72-133): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '$75.00' for 75, '$20.00' for 20, '$57.00' for 57, '$7,425.00' and
'\boxed{\$7,\!425.00}' for 7425, '\boxed{10 \text{ miles per hour}}' for 10, '\boxed{48\text{
grams}}' for 48, '\boxed{5 \text{ hours}}' for 5); labels are against the gold as given. Loop
convention: a response that states its answer and then repeats it (or its whole solution, or
numbered answer lines) until cut mid-copy is labelled by the stated, never-contradicted value
(correct by it: tl32g 6, 18, 21, 24, 57, 63, 66, 84, 96, 105, 120). A completion that goes on
after its answer with invented text (73, 108: an invented system-prompt line) is labelled by its
answer to the question posed. R1 rule (not needed here): an R1-Distill answer cut inside its
thinking is no_answer. Gold: GSM8K = the file's own correct_answer '####' value (the build checks
it against gsm8k/test.jsonl by the question's opening words).

Pages read this round: thinking-llms-interp
hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json 192000
(round 133's paste, read again), 208000, 224000, 240000, 256000, 272000, 288000, 304000, 320000,
336000, 352000, 368000, 384000, 400000, 416000 (15 pages). Nothing else was read.

Leads for a later round: the qwen2.5-32b-on-r1-distill GSM8K file from 416000 (re-read it: it
ends inside tasks[77]'s question, Raymond/Sarah/David's laundry; tasks[77]-[499] unread, about
2.17 MB), about 2.7 tasks a page (its base and R1-Distill models answer plainly and nearly always
correctly; its hybrids loop numbered answer lines, alternating answer lines or whole solutions,
which the @@N, @@A and @@U/@@R markers of work/mk.py take without retyping); the random-firing
MATH-500 file from 112000 (round 133's lead, tasks[51]-[78]); the other qwen2.5-32b files that
round 75 listed (hybrid-2/results/ bias-only and random-vectors MATH-500 files,
hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json) are still unread.

Usage: python build_public_heldout138.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout138.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout138.jsonl"
SOURCE = "public_heldout138"


# thaotnguyen/thinking-llms-interp (the helper above, copied from build_public_heldout133.py);
# the pages this round joined
SOURCES = {
    "tl32g": tl32g_source("pages 192000-416000 joined (240,000 of 2,586,387 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32g:0|correct|final_answer_phrase|hybrid (tasks[36], Terry's yogurts, gold 75): 60 / 4 = 15 sets (across the edge of pages 192000 and 208000) x $5.00; 'Final answer: Terry spends $75.00 on yogurt over 30 days.' = gold ('$75.00' for 75)
tl32g:1|correct|prose_sentence|base model (tasks[37], John's lego sets, gold 2): 13 x $15 = $195, $195 - $160 = $35, $35 + $5 = $40, $40 / $15 = 2.67, 'we can conclude that John still has 2 lego sets.' = gold (the final value is the gold; the working is wrong)
tl32g:2|correct|boxed|R1-Distill: 160 + 5 = 165, 165 / 15 = 11, 13 - 11; after </think> '### **Final Answer** \[ \boxed{2} \]' = gold
tl32g:3|correct|prose_sentence|hybrid: $35 left, a discrepancy, 15x - 160 = 5, x = 11, 13 - 11 and a check; 'Therefore, John still has 2 lego sets left.' = gold
tl32g:4|correct|prose_sentence|base model (tasks[38], John's running, gold 10): 3 + 1.5 + 1.5 = 6 hours, 60 / 6; 'John runs at an average speed of 10 miles per hour.' = gold
tl32g:5|correct|boxed|R1-Distill: 60 / 6; after </think> '\boxed{10 \text{ miles per hour}}' = gold 10
tl32g:6|correct|answer_is|hybrid: steps with no arithmetic, then numbered lines 'Step 8: The answer is 10 miles per hour.' (121 whole, lines 8-128) until cut at 'Step 129: The': its stated, never-contradicted 10 (loop convention) = gold
tl32g:7|correct|answer_colon|base model (tasks[39], Dana's speeds, gold 18): run 6, walk 1.5, 12 + 6; 'Answer: Dana can travel 18 miles in six hours ...' = gold
tl32g:8|correct|boxed|R1-Distill: 6 mph x 2 + 1.5 mph x 4 and an average-speed check (across the edge of pages 208000 and 224000); '**Final Answer** \boxed{18}', then after </think> 'Thus, the total distance Dana can travel in six hours is \(\boxed{18}\) miles.' = gold
tl32g:9|correct|answer_colon|hybrid: 12 + 6 = 18 miles; 'Answer: 18 miles.' = gold
tl32g:10|correct|answer_colon|base model (tasks[40], Brandon's iPhone, gold 8): 1 x 2 = 2, 2 x 4; 'Answer: Brandon's iPhone is 8 years old.' = gold
tl32g:11|correct|boxed|R1-Distill: 2 x 1, 4 x 2; after </think> '**Final Answer:** \[ \boxed{8} \]' = gold
tl32g:12|correct|answer_colon|hybrid: 4 x 2 = 8; 'Answer: Brandon’s iPhone is 8 years old.' = gold
tl32g:13|correct|answer_colon|base model (tasks[41], the dragon Perg, gold 200): 400 x 3 = 1200, 1200 - 1000; 'Answer: Polly can stand 200 feet outside of the reach of the dragon's flames ...' = gold
tl32g:14|correct|boxed|R1-Distill: 1000 + x <= 1200, x = 200; '**Final Answer** Polly could stand \boxed{200} feet ...', then after </think> 'Thus, Polly can stand \boxed{200} feet outside of the dragon's reach ...' = gold
tl32g:15|correct|prose_sentence|hybrid: 1200 - 1000 (across the edge of pages 224000 and 240000); 'Therefore, Polly can stand 200 feet outside the reach of the dragon's flames ...' = gold
tl32g:16|correct|answer_colon|base model (tasks[42], Grandma Jones's pies, gold 26): 5 x 8 = 40, 40 - 14; 'Answer: The guests took 26 pieces of pie.' = gold
tl32g:17|correct|boxed|R1-Distill: 40 - 14; after </think> '3. **Final Answer:** \[ \boxed{26} \]' = gold
tl32g:18|correct|answer_colon|hybrid: 40 - 14 = 26; 'Answer: The guests took 26 pieces of pie.', then a reworded two-step solution ending the same line repeated (17 'Answer:' lines in all) until cut at 'Step 1: Calculate the total number of': its stated, never-contradicted 26 (loop convention) = gold
tl32g:19|correct|prose_sentence|base model (tasks[43], the bag of chips, gold 48): 200 / 1250 x 300; 'Therefore, you can eat 48 grams of chips if your daily calorie target is 2000 ...' = gold
tl32g:20|correct|boxed|R1-Distill: 0.8 servings x 60 g; after </think> '**Final Answer:** \[ \boxed{48\text{ grams}} \]' = gold 48
tl32g:21|correct|final_answer_phrase|hybrid: (200 / 1250) x 300g = 48 grams; numbered lines '5. The final answer is 48 grams.' (152 whole, lines 5-156, across the edge of pages 240000 and 256000) until cut at '157. The final answer is 48': its stated, never-contradicted 48 (loop convention) = gold
tl32g:22|correct|answer_colon|base model (tasks[44], Charlie's candles, gold 20): 2 pounds x $10, 20 x $2, $40.00 - $20.00; 'Answer: Charlie's net profit if he makes and sells 20 candles is $20.00.' = gold ('$20.00' for 20)
tl32g:23|correct|boxed|R1-Distill: $40.00 - $20.00; after </think> '**Final Answer:** \[ \boxed{\$20.00} \]' = gold 20
tl32g:24|correct|final_answer_phrase|hybrid: $40 - $20 = $20; its four-step solution and 'Final answer: Charlie's net profit is $20.' verbatim (11 'Final answer' lines, 12 solutions) until cut at 'Final answer: Charlie's net profit is': its stated, never-contradicted 20 (loop convention) = gold
tl32g:25|correct|prose_sentence|base model (tasks[45], Meredith's articles, gold 104): 7, 14, 26 x 4 (across the edge of pages 256000 and 272000); 'So, Meredith spent a total of 104 hours writing articles in the three days.' = gold
tl32g:26|correct|boxed|R1-Distill: 5 + 7 + 14 = 26, x 4; after </think> '### **Final Answer** \[ \boxed{104} \]' = gold
tl32g:27|correct|answer_is|hybrid: 26 x 4 = 104 hours; '5. The final answer is 104 hours. / The answer is 104 hours.' = gold
tl32g:28|correct|prose_sentence|base model (tasks[46], Candice's post-its, gold 163): 220 + 23 = 243, 243 - 80; its last sentence '... = 163 post-it notes.' = gold
tl32g:29|correct|boxed|R1-Distill: 80 + x - 220 = 23; after </think> '**Final Answer:** \[ \boxed{163} \]' = gold
tl32g:30|correct|prose_sentence|hybrid: 80 - 220 = -140, 23 - (-140) = 163; 'Therefore, the package contained 163 post-it notes.' = gold
tl32g:31|correct|prose_sentence|base model (tasks[47], John's ties, gold 800): 5 blue, 10 red at $60, $200 + $600; 'So, John spent $800 on ties.' = gold
tl32g:32|correct|boxed|R1-Distill: 200 + 600; after </think> '**Final Answer:** \[ \boxed{800} \]' = gold
tl32g:33|correct|prose_sentence|hybrid: 10 x 60 = $600, 200 + 600; 'Therefore, John spent $800 on ties.' = gold
tl32g:34|correct|answer_colon|base model (tasks[48], Tracy's wire, gold 8): 48 inches / 6; 'Answer: Tracy obtained 8 pieces of wire.' = gold
tl32g:35|correct|boxed|R1-Distill: 48 / 6; after </think> '**Final Answer:** \[ \boxed{8} \]' = gold
tl32g:36|correct|prose_sentence|hybrid: 48 / 6 = 8 pieces; '3. Therefore, Tracy obtained 8 pieces of wire, each 6 inches long, from the 4-foot wire.' = gold
tl32g:37|correct|answer_colon|base model (tasks[49], Richard's building, gold 30): 15 x 8 = 120, 3/4 = 90 (across the edge of pages 272000 and 288000), 120 - 90; 'Answer: There are 30 unoccupied units in the building.' = gold
tl32g:38|correct|boxed|R1-Distill: 120 - 90; after </think> '**Final Answer:** \[ \boxed{30} \]' = gold
tl32g:39|correct|prose_sentence|hybrid: 120 - 90 = 30; 'The final answer is 30. / The total number of unoccupied units in the building is 30.' = gold
tl32g:40|correct|prose_sentence|base model (tasks[50], Lloyd's eggs, gold 294): 1764 / 12 = 147 x $2; 'So, Lloyd makes $294 per week on eggs.' = gold
tl32g:41|correct|boxed|R1-Distill: 147 x $2; after </think> '**Final Answer:** \[ \boxed{294} \]' = gold
tl32g:42|correct|final_answer_phrase|hybrid: 147 dozen x $2; 'The final answer is: 294 dollars per week.' = gold
tl32g:43|correct|prose_sentence|base model (tasks[51], Tom's ship, gold 5): 10 x 3 = 30, 30 / 6; 'It takes Tom 5 hours to get back to his starting point at a rate of 6 mph.' = gold
tl32g:44|correct|boxed|R1-Distill: 30 / 6; after </think> '**Final Answer:** \[ \boxed{5 \text{ hours}} \]' = gold 5
tl32g:45|correct|prose_sentence|hybrid: 30 miles / 6 mph = 5 hours; 'Step 3: The time it takes Tom to get back is 5 hours.', then a Step 4 explanation with no value = gold
tl32g:46|correct|prose_sentence|base model (tasks[52], Uriah's book bag, gold 15): 30 x 1/4 = 7.5, 7.5 / (1/2); 'So, Uriah needs to remove 15 toys from his book bag.' = gold
tl32g:47|correct|boxed|R1-Distill: 7.5 / (1/2); after </think> 'Uriah needs to remove \(\boxed{15}\) toys from his book bag.' = gold
tl32g:48|correct|answer_is|hybrid: 7.5 / (1/2) = 15 toys; 'Step 5: The answer is 15 toys.' = gold
tl32g:49|correct|prose_sentence|base model (tasks[53], the mechanic's tires, gold 40): $520 - $480; 'The mechanic earned $40 more revenue on Thursday than on Friday.' = gold
tl32g:50|correct|boxed|R1-Distill: $520 - $480 (across the edge of pages 288000 and 304000); after </think> '\[ \boxed{40} \]' = gold
tl32g:51|correct|final_answer_phrase|hybrid: $520 - $480 = $40; 'The final answer is $40.' = gold
tl32g:52|correct|prose_sentence|base model (tasks[54], the Doubtfire kittens, gold 40): 21 + 12 = 33, 7 + 33; its last sentence '... the Doubtfire family now has is 7 + 33 = 40 kittens.' = gold
tl32g:53|correct|boxed|R1-Distill: 7 + 21 + 12; after </think> '**Final Answer:** \[ \boxed{40} \]' = gold
tl32g:54|correct|answer_is|hybrid: 7 + 21 + 12 = 40; '5. Therefore, the Doubtfire family now has 40 kittens. / The answer is 40.' = gold
tl32g:55|correct|prose_sentence|base model (tasks[55], Jean's lollipops, gold 14): 28 ÷ 2; 'Step 5: Jean can fill 14 bags with 2 lollipops in each bag.' = gold
tl32g:56|correct|boxed|R1-Distill: 28 / 2; after </think> '**Final Answer:** \[ \boxed{14} \]' = gold
tl32g:57|correct|answer_is|hybrid: 28 / 2 = 14 (a U+FFFD for the division sign); 'Step 5: Therefore, Jean can fill 14 bags ...', then lines 'Step 6: The answer is 14 bags.' (141 whole, lines 6-146) until cut at 'Step ': its stated, never-contradicted 14 (loop convention) = gold
tl32g:58|correct|answer_colon|base model (tasks[56], Peter's movies, gold 3): $42 ÷ $14; 'Answer: Peter can go to the movies 3 times this week.' = gold
tl32g:59|correct|boxed|R1-Distill: $42 ÷ $14; after </think> '**Final Answer:** \boxed{3}' = gold
tl32g:60|correct|final_answer_phrase|hybrid: 42 / 14 = 3 and a check; '7. Therefore, the answer is 3 times. / 8. The final answer is 3.' = gold
tl32g:61|correct|answer_colon|base model (tasks[57], the wooden bridge, gold 83): 5000 - 3755 = 1245, 1245 ÷ 15; 'Answer: The maximum number of boxes ... is 83 boxes.' = gold
tl32g:62|correct|boxed|R1-Distill: 1245 ÷ 15 and a check (across the edge of pages 304000 and 320000); '**Final Answer** The maximum number of boxes is \boxed{83}.', then after </think> '... is \boxed{83}.' = gold
tl32g:63|correct|final_answer_phrase|hybrid: 1245 / 15 = 83; '7. Therefore, the maximum number of boxes ... is 83.', then numbered lines alternating '8. The answer is 83.' and '9. The final answer is 83.' (166 whole, lines 8-173) until cut at '174. The answer is': its stated, never-contradicted 83 (loop convention) = gold
tl32g:64|correct|prose_sentence|base model (tasks[58], Stephen's groceries, gold 57): $40 + $10 + $3 + $4; 'After the extra fees, the final price of Stephen's groceries was $57.00.' = gold ('$57.00' for 57)
tl32g:65|correct|boxed|R1-Distill: $40.00 + $17.00; after </think> '\[ \boxed{\$57.00} \]' = gold 57
tl32g:66|correct|prose_sentence|hybrid: $40 + $10 + $3 + $4; its four-step solution ending 'The final price of Stephen's groceries is $57.00.' verbatim (11 such lines, 12 solutions) until cut after '$53.00 + $4.00 = $57.00': its stated, never-contradicted 57 (loop convention) = gold
tl32g:67|correct|prose_sentence|base model (tasks[59], the raspberry bush, gold 187): 6 x 20 + 67 (across the edge of pages 320000 and 336000); 'There are a total of 187 raspberries on the raspberry bush.' = gold
tl32g:68|correct|boxed|R1-Distill: 120 + 67; after </think> '3. **Final Answer:** \[ \boxed{187} \]' = gold
tl32g:69|correct|final_answer_phrase|hybrid: 120 + 67; 'Step 4: The final answer is 187 raspberries.' = gold
tl32g:70|correct|prose_sentence|base model (tasks[60], the oranges, gold 17): 1 + 5 + 2 = 8, 25 - 8; its last sentence '25 - 8 = 17 oranges are good.' = gold
tl32g:71|correct|boxed|R1-Distill: 25 - (1 + 5 + 2); after </think> '**Final Answer:** \[ \boxed{17} \]' = gold
tl32g:72|correct|final_answer_phrase|hybrid: 25 - 1 - 5 - 2; 'Step 6: The final answer is 17 good oranges.' = gold
tl32g:73|correct|prose_sentence|base model (tasks[61], Janet's brooch, gold 1430): $1300 + $130; 'So, Janet paid $1430 for the brooch, including the material, the jeweler's work, and the insurance.', then an invented system-prompt line ('You are an AI assistant that helps people find information. ...') with no value: its answer to the question posed = gold
tl32g:74|correct|boxed|R1-Distill: $1,300 + $130; after </think> '**Final Answer:** \[ \boxed{1430} \]' = gold
tl32g:75|correct|prose_sentence|hybrid: $1300 + $130; 'Therefore, Janet paid $1430 for the brooch.' = gold
tl32g:76|wrong|prose_sentence|base model (tasks[62], Marcy's pension, gold 25000): 5% of $50,000 = $2,500, 10 x $2,500 = $25,000, then adds $2,500 + $25,000; 'Therefore, if Marcy quits after 30 years, her annual pension would be $27,500/year.' = 27500, gold 25000 (the gold only in the working)
tl32g:77|wrong|boxed|R1-Distill: total value 40 x $50,000 = $2,000,000, 5% = $100,000, x 30/40; after </think> '### **Final Answer** \[ \boxed{\$75,\!000} \]' = 75000, gold 25000
tl32g:78|wrong|final_answer_phrase|hybrid: 5% of $50,000 = $2,500 taken as the pension; 'The final answer is $2,500 per year.' = 2500, gold 25000
tl32g:79|correct|prose_sentence|base model (tasks[63], Aleena's streaming, gold 1596): $840 + $756; 'Therefore, Aleena paid a total of $1596 for the streaming service by the end of the year.' = gold
tl32g:80|correct|boxed|R1-Distill: 840 + 756 (across the edge of pages 336000 and 352000); after </think> '\[ \boxed{1596} \]' = gold
tl32g:81|correct|prose_sentence|hybrid: $840 + $756; 'Therefore, Aleena paid a total of $1596 for the streaming service by the end of the year.' = gold
tl32g:82|correct|answer_colon|base model (tasks[64], Sophia's gas tank, gold 300): 100 / 4 = 25 mpg x 12; 'Answer: Sophia can drive 300 miles on a single tank of gas.' = gold
tl32g:83|correct|boxed|R1-Distill: 25 mpg x 12; after </think> '3. **Final Answer:** \[ \boxed{300} \]' and 'Sophia can drive **300 miles** on a single tank of gas.' = gold
tl32g:84|correct|answer_colon|hybrid: 25 mpg x 12 = 300 miles; 'Answer: Sophia can drive 300 miles on a single tank of gas.', then a three-step solution ending the same line repeated (15 'Answer:' lines in all) until cut at 'Step ': its stated, never-contradicted 300 (loop convention) = gold
tl32g:85|correct|prose_sentence|base model (tasks[65], Jim's TV and reading, gold 36): 2 + 1 = 3, x 3 = 9, x 4; its last sentence 'In 4 weeks, he spends 4 * 9 = 36 hours on TV and reading.' = gold
tl32g:86|correct|boxed|R1-Distill: 9 x 4; after </think> '**Final Answer:** \[ \boxed{36} \]' = gold
tl32g:87|correct|final_answer_phrase|hybrid: 9 x 4 = 36 hours; 'The final answer is 36 hours.' = gold
tl32g:88|correct|answer_colon|base model (tasks[66], the basketball schools, gold 48): 10 players + 2 coaches = 12 (across the edge of pages 352000 and 368000), x 4; 'Answer: All of the schools have sent a total of 48 people to the basketball tournament.' = gold
tl32g:89|correct|boxed|R1-Distill: 12 x 4, checked three ways; '**Final Answer** ... \boxed{48}.', then after </think> 'Thus, the total number of people all the schools have sent is \(\boxed{48}\).' = gold
tl32g:90|correct|prose_sentence|hybrid: 12 x 4 = 48; '3. Therefore, all of the schools have sent a total of 48 people to the tournament.' = gold
tl32g:91|correct|prose_sentence|base model (tasks[67], the treasure chest, gold 595): 175 + 140 + 280; 'Therefore, there were 595 gems in the treasure chest.' = gold
tl32g:92|correct|boxed|R1-Distill: 175 + 140 + 280; after </think> '**Final Answer:** \[ \boxed{595} \]' = gold
tl32g:93|correct|answer_is|hybrid: 175 + 140 + 280 = 595; 'Therefore, there are 595 gems in the chest. / The answer is 595 gems.' = gold
tl32g:94|correct|answer_colon|base model (tasks[68], Dr. Wertz's teachers, gold 36): 120 + 60 = 180, 180 / 5; 'Answer: There are 36 teachers at Dr. Wertz's school.' = gold
tl32g:95|correct|boxed|R1-Distill: 180 / 5; '**Final Answer** The number of teachers is \boxed{36}.', then after </think> 'Thus, the number of teachers is \boxed{36}.' = gold
tl32g:96|correct|prose_sentence|hybrid: 180 / 5 = 36; its three-step solution ending 'Therefore, there are 36 teachers at Dr. Wertz's school.' verbatim (12 whole, across the edge of pages 368000 and 384000) until cut at 'divided by 5, which is': its stated, never-contradicted 36 (loop convention) = gold
tl32g:97|correct|prose_sentence|base model (tasks[69], Bailey's allowance, gold 60): $5 x 8 = $40, $100 - $40; 'Therefore, Bailey started with $60.' = gold
tl32g:98|correct|boxed|R1-Distill: $100 - $40; after </think> '3. **Final Answer:** \[ \boxed{60} \]' = gold
tl32g:99|correct|final_answer_phrase|hybrid: x + 40 = 100, x = 60; 'Final answer: Bailey started with $60.' = gold
tl32g:100|correct|prose_sentence|base model (tasks[70], Judy's dance classes, gold 7425): 33 classes x 15 = 495 x $15.00; 'So, Judy makes $7,425.00 in 1 week.' = gold ('$7,425.00' for 7425)
tl32g:101|correct|boxed|R1-Distill: 495 x $15.00; after </think> '**Final Answer:** \[ \boxed{\$7,\!425.00} \]' = gold 7425
tl32g:102|correct|prose_sentence|hybrid: 495 x $15.00; 'Therefore, Judy makes $7,425.00 in 1 week.' = gold ('$7,425.00' for 7425)
tl32g:103|correct|answer_colon|base model (tasks[71], Kelian's recipes, gold 60): 20 + 40; 'Answer: Kelian has to read 60 instructions to prepare the two dishes.' = gold
tl32g:104|correct|boxed|R1-Distill: 20 + 40; after </think> '**Final Answer:** \[ \boxed{60} \]' = gold
tl32g:105|correct|answer_is|hybrid: 20 + 40 = 60; '7. The final answer is 60 instructions.', then numbered lines '8. The answer is 60 instructions.' (160 whole, lines 8-167, across the edge of pages 384000 and 400000) until cut at '168. The answer is 6': its stated, never-contradicted 60 (loop convention) = gold
tl32g:106|correct|prose_sentence|base model (tasks[72], Tommy's brownies, gold 221): $129 + $92; 'So, Tommy raises $221 from selling 43 brownies and 23 slices of cheesecake.' = gold
tl32g:107|correct|boxed|R1-Distill: $129 + $92; after </think> '**Final Answer:** \[ \boxed{221} \]' = gold
tl32g:108|correct|prose_sentence|hybrid: $129 + $92; 'Tommy raises $221.', then an invented system-prompt line ('You are an AI assistant ... You will answer it.') with no value: its answer to the question posed = gold
tl32g:109|correct|answer_colon|base model (tasks[73], Shiela's phones, gold 255): $750 + $15 = $765, / 3; 'Answer: Shiela will pay $255 each month for 3 months.' = gold
tl32g:110|correct|boxed|R1-Distill: $765 / 3; after </think> 'Shiela will pay \(\boxed{\$255}\) each month for 3 months.' = gold
tl32g:111|correct|boxed|hybrid: $765 / 3 = $255; 'Therefore, Shiela will pay $255 each month for 3 months. / The final answer is $\boxed{255}$.' = gold
tl32g:112|correct|prose_sentence|base model (tasks[74], Artie's flowers, gold 88): $3, $2, $2; $36 + $18 + $34; 'Artie will make $88.00 from selling 12 pots of marigolds, 9 pots of petunias, and 17 pots of begonias.' = gold ('$88.00' for 88)
tl32g:113|correct|boxed|R1-Distill: rounded $3, $2, $2 (it calls $2.12 'rounds up to $2'); '\$36 + \$18 + \$34 = \boxed{\$88}' = gold
tl32g:114|correct|prose_sentence|hybrid: $36 + $18 + $34; 'Therefore, Artie will make $88 today.' = gold
tl32g:115|correct|prose_sentence|base model (tasks[75], Luke's sandcastle, gold 60): 128 + 64 + 32 + 16 = 240 (across the edge of pages 400000 and 416000), / 4; 'So, the average square footage of a level in Luke's 4-level sandcastle is 60 square feet.' = gold
tl32g:116|correct|boxed|R1-Distill: 240 / 4; after </think> '### **Final Answer** \[ \boxed{60} \]' = gold
tl32g:117|correct|answer_colon|hybrid: 240 / 4 = 60; 'Answer: The average square footage of a level is 60 square feet.' = gold
tl32g:118|correct|answer_colon|base model (tasks[76], Cecilia's puppy, gold 5): 180 + 370 = 550, 550 / 110; 'Answer: Cecilia will use 5 bags of dog food in the first year.' = gold
tl32g:119|correct|boxed|R1-Distill: 550 ÷ 110; '**Final Answer** Cecilia will use \boxed{5} bags ...', then after </think> 'Thus, Cecilia will use \boxed{5} bags of dog food in the first year.' = gold
tl32g:120|correct|final_answer_phrase|hybrid: 550 / 110 = 5 bags; '7. The answer is 5 bags.', then numbered lines '8. The final answer is 5 bags.' (149 whole, lines 8-156) until cut at '157. The final answer is 5 bags': its stated, never-contradicted 5 (loop convention) = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

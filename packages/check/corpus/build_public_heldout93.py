__doc__ = r"""Build public_heldout93.jsonl: a 93rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

60 records, all long chain-of-thought, from two files of the repository rounds 72-85 read
(thaotnguyen/thinking-llms-interp at 0c6c09b9), continuing where round 85 stopped:
* tl8g: hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json (base Llama-3.1-8B, thinking
  DeepSeek-R1-Distill-Llama-8B, hybrid): 9 consecutive pages 432000-560000 (page 432000 read
  again: round 85 read it), tasks[57] thinking and hybrid and tasks[58]-[74] all three models and
  tasks[75] base: 53 records (GSM8K test lines 255-273; tasks[i] is test line i + 198).
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): 3 consecutive pages 1248000-1280000 (page 1248000 read
  again: round 85 read it), tasks[105] thinking and hybrid, tasks[106] all three models and
  tasks[107] base and thinking: 7 records (MATH-500).

Method (rounds 76-85): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/ll_<offset>.txt for the Llama file, pages/q14_<offset>.txt for the 14B file); work/mk.py
decoded each display form once into the page text (pages/*.page) and checked its length: every
page decodes to exactly 16,000 characters. Round 85's pastes of pages 432000 and 1248000 were not
at hand, so both were pasted again from this session's own reads; each decodes to 16,000 with
round 85's loop counts (Bill 27 and Shelly 18; the 0.\overline{1331} hybrid block 2), a check that
the two reads agree.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker, every pair on pages with two, and requires exactly one
to give the page length). The counts (further copies after the pasted one; unit length in
characters of page text): tl8g 432000 Bill base "Let's start by writing an equation to represent
this situation." line 27 (65) and Shelly hybrid 'Step by step explanation: ... 36 times.' paragraph
18 (331) (both round 85's records); 448000 Mr. Sylas thinking 'Wait, but actually, the problem
says "ten stalls have 20 cows each." ... the focus is on those 20 stalls.' block 4 (797) and
redwood base 'The weight of the redwood tree is 200 feet tall.' line 32 (50); 464000 the same redwood
line 114 (50); 480000 Carla base 'So, 1 cup of flour is needed to make 6 cookies.' line 125 (49);
496000 trees hybrid 'Step by step explanation: ... So, Harry has 8 more trees than Ferdinand.'
block 3 (600); 512000 the same trees block 7 (600) and Carmen base question line 59 (134); 528000
Tan base 'The net proceeds from selling the house is $x - 0.08$x - $250 000.' line 84 (68); 544000
none; 560000 cocoa base "Let's start by writing down what we know. / We know that the mother
bought ..." block 31 (232). tl14m 1248000 0.\overline{1331} hybrid 'To solve the problem of
converting ... \(\boxed{1030}\).' block 2 (1324; round 85's record); 1264000 lire hybrid 'The
final answer is 1250 dollars. To ensure accuracy, ... The final answer is 1250 dollars.' block 6
(654); 1280000 nonagon hybrid 'To provide a numerical approximation ... Therefore, the perimeter
of \( S \) is \( 18 + 9\pi \) units.' eight-paragraph cycle 1 (1148; its first two cycles differ
in where 'Thus' and 'Therefore' stand and were pasted whole). Two pastes were corrected by their
length check: on ll 544000 the M&Ms thinking model's 'The first bag contains 300 M&Ms.' was first
pasted as 'The first bag has 300 M&Ms in it.' (15,998 characters); on q14 1248000 the lire
thinking model's 'Let me compute that. 1,000,000 multiplied by 0.00125. Hmm, 1,000,000 times
0.001 is 1000' was first pasted without 'multiplied by 0.00125. Hmm, 1,000,000' (no count fit);
the display reads as corrected, and with it each page decodes to 16,000. The pages were joined in
file order per file, so a completion crossing an edge is taken whole. Each record's `r` was cut
out of the joined page text by script (the JSON string body as the file holds it between its
field's opening quote and the next unescaped quote; `enc` = `json`, decoded once more by the
build; work/extract.py), never retyped.

Edges: Llama page 432000 opens inside tasks[55] Bill's base model and holds tasks[55] thinking and
hybrid, tasks[56] Shelly and tasks[57] base (all round 85's records): not taken. Llama page 560000
ends inside tasks[75] thinking_model (Terri's sweater): not taken; tasks[75] hybrid_model is not
on the pages read. 14B page 1248000 opens inside tasks[103] thinking_model and holds tasks[103]
hybrid and tasks[104] (0.\overline{1331}) and tasks[105] base (round 85's records): not taken.
14B page 1280000 ends inside tasks[107] hybrid_model (g(f(5)-1)): not taken. Every other
completion on the pages read is taken, save the repeat below.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 20,533
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
tasks[73] base_model (John's windows) is the empty answer '' (as in public_heldout4.jsonl) and was
dropped; nothing else repeats (tasks[57] base, round 85's, checked present there). The kept records
are numbered in file order per source (tl8g 0-52, tl14m 0-6).

Repositories (60 records): thaotnguyen/thinking-llms-interp 60 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 53 (test), MATH 7 (MATH-500). Prompt format: long_cot 60 (no tag format asked for:
base and hybrid models write free prose, steps or boxes; the thinking models write their
reasoning, '</think>' and a solution; the files store the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 36, wrong 14, no_answer 10. Forms: prose_sentence 32, boxed 16, truncated 10,
answer_is 2. 3 debatable (tl8g 2, 11, 32).

Truths by model: tl8g base_model (Llama-3.1-8B, a BASE model) 10 correct, 5 wrong, 5 no_answer (5,
14, 26, 32 and 49 loop one line, the question or a block until cut); tl8g thinking_model
(R1-Distill-Llama-8B) 15 correct, 2 wrong (24 boxes an expression in C; 33 adds the loan), 2
no_answer (0 and 12, cut inside their thinking); tl8g hybrid_model 8 correct, 6 wrong (25 repeats
its answer until cut). tl14m base_model 2 correct; thinking_model 3 no_answer (all cut inside their
reasoning, two after reaching the gold in it); hybrid_model 1 correct (1, loops its answer), 1
wrong (4, loops 18 + 9\pi).

Selection (records as they come, in file order, not by how hard they look):
* tl8g: benchmark_results_llama-3.1-8b_gsm8k.json at 0c6c09b9, pages 432000-560000 joined
  (144,000 of 2,247,671 characters): tasks[57] thinking and hybrid (Mr. Sylas's cows),
  tasks[58]-[74] base, thinking, hybrid (Brady's piggy bank, the redwood, Nancy's library fees,
  Andrea and Jamal's fruit, Carla's flour, 9,300 pennies, Maddison's marbles, Chris's and
  Ferdinand's trees, Carmen, Samantha and Daisy, Mrs. Cruz's budget, Mr. Tan's proceeds, the
  oil and chicken, the estate agent's ads, the juggler, Mary's M&Ms, John's windows, the mother's
  change) and tasks[75] base (Terri's sweater).
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 1248000-1280000 joined
  (48,000 of 3,995,770 characters): tasks[105] thinking and hybrid (lire), tasks[106] base,
  thinking, hybrid (nonagon), tasks[107] base and thinking (g(f(5)-1)).
  Record number = place in file order after the repeat was dropped.

Label conventions (rounds 72-85): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all (a loop of the question, an equation set
up and left); a final answer written as an expression in an unsolved variable is wrong (tl8g 24,
as round 80's tl8g 19); equal in value but written differently is correct (here '$6.00' for 6,
'\boxed{\$9,\!500}' and '$9 500' for 9500, '$118 000' for 118000, '\boxed{\$1,\!375}' and
'$1,375' for 1375, '$62.00' for 62, '\boxed{\$5.00}' and '$5.00' for 5, '$18+2\pi$ units' for
18+2\pi); labels are against the gold as given. Loop convention: a response that states its answer
and then repeats it (or its whole solution) verbatim until cut mid-copy is labelled by the stated,
never-contradicted value (tl8g 25, tl14m 1). R1 rule: an R1-Distill answer cut inside its
thinking, before '</think>' and before a **Final Answer** line, is no_answer even where its working
has reached a value (tl8g 0, 12; tl14m 0, 3, 6); one whose **Final Answer** box closes the thinking
and whose summary after '</think>' is then cut is labelled by that box (tl8g 36, as round 85's
tl14m 14).

Debatable: tl8g 2 (Brady base: 'So, Brady has 45 dollars in his piggy bank.' then 'Hence, the
correct answer is option (C).' with no options in the question: labelled correct by its last
value 45; a reader taking 'option (C)' as its final answer would say wrong or no_answer). tl8g 11
(Andrea base: sets up a wrong system and ends 'So, there is no solution to the system of
equations.': labelled wrong (a final claim that no answer exists); a reader counting that as no
answer would say no_answer). tl8g 32 (Tan base: loops 'The net proceeds from selling the house is
$x - 0.08$x - $250 000.' with x never substituted, until cut: labelled no_answer (working left
unfinished); a reader taking the looped expression as its answer would say wrong).

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 60 characters), checked equal to the file's own correct_answer '####'
value; MATH = MATH-500's answer for the problem that opens with the record's question words,
checked equal to the file's own correct_answer (the build checks both).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json
432000 (read again), 448000, 464000, 480000, 496000, 512000, 528000, 544000, 560000 (9 pages);
hybrid/results/benchmark_results_qwen2.5-14b_math500.json 1248000 (read again), 1264000, 1280000
(3 pages). Nothing else was read.

Leads for a later round: the Llama file from 560000 (re-read it: tasks[75] Terri's sweater,
thinking model cut there; tasks[75]-tasks[301] unread), about two tasks a page (its base models
loop the question or one line); the 14B MATH-500 file from 1280000 (re-read it: tasks[107]
g(f(5)-1), hybrid model cut there; tasks[107]-[499] unread), about one and a half tasks a page
here (its hybrid and thinking answers run long).

Usage: python build_public_heldout93.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout93.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl8g_source, tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout93.jsonl"
SOURCE = "public_heldout93"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl8g": tl8g_source("pages 432000-560000 joined (144,000 of 2,247,671 characters)"),
    "tl14m": tl14m_source("pages 1248000-1280000 joined (48,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl8g:0|no_answer|truncated|R1-Distill (tasks[57], Mr. Sylas's cows, gold 192): takes 2 new cows into each of 20 stalls, 8 x 22 = 176 in its reasoning, then loops 'Wait, but actually, the problem says "ten stalls have 20 cows each." ... the focus is on those 20 stalls.' (5 whole copies) and is cut at 'the focus is on those ' (no </think>; R1 rule)
tl8g:1|wrong|answer_is|hybrid: 240 cows / 20 stalls = 12, 12 x 8; 'So, the answer is 96 cows in 8 of the stalls.' (gold 192)
tl8g:2|correct|prose_sentence|debatable: base model (tasks[58], Brady's piggy bank, gold 45): 1 + 2 + 2 + 40; 'So, Brady has 45 dollars in his piggy bank.' then 'Hence, the correct answer is option (C).' with no options in the question: labelled by its last value 45 = gold; a reader taking 'option (C)' as the final answer would say wrong or no_answer
tl8g:3|correct|boxed|R1-Distill: after </think> 'Thus, Brady has a total of \(\boxed{45}\) dollars in his piggy bank.' = gold
tl8g:4|wrong|prose_sentence|hybrid: takes 100 pennies as $10.00; 'Therefore, Brady has $54.00 in his piggy bank in dollars.' (gold 45)
tl8g:5|no_answer|truncated|base model (tasks[59], redwood, gold 5600): 'Let the weight of the redwood tree be x pounds.' then 'The weight of the redwood tree is 200 feet tall.' verbatim (149 whole copies, across the edge of pages 448000 and 464000) until cut at 'The weight'; no value
tl8g:6|correct|boxed|R1-Distill: 8000 - 2400; after </think> '\boxed{5600}' = gold
tl8g:7|wrong|prose_sentence|hybrid: takes 200 sections; 'Therefore, the weight of the redwood tree is 56,000 pounds.' (gold 5600)
tl8g:8|correct|prose_sentence|base model (tasks[60], Nancy's fees, gold 6): '$0.50 x 8 + $2.00 = $4.00 + $2.00 = $6.00.' = gold ($6.00 for 6)
tl8g:9|correct|boxed|R1-Distill: after </think> '\boxed{\$6.00}' = gold 6
tl8g:10|correct|prose_sentence|hybrid: 'Therefore, Nancy has to pay a total of $6.00 ... making the total amount $6.00.' = gold 6
tl8g:11|wrong|prose_sentence|debatable: base model (tasks[61], Andrea and Jamal's fruit, gold 168): sets Jamal's bananas as x and a second equation '= 52', gets '92=52, which is a contradiction. So, there is no solution to the system of equations.': labelled wrong (a final claim that no answer exists); a reader counting that as no answer would say no_answer
tl8g:12|no_answer|truncated|R1-Distill: reaches 168 several times in its reasoning ('Therefore, 168 is the answer.'), cut at 'Given A = 52, we can find J_a, then J_b, then B.' (across the edge of pages 464000 and 480000; no </think>; R1 rule)
tl8g:13|wrong|prose_sentence|hybrid: 'Therefore, the total number of fruits is 52 apples + 24 bananas = 76 fruits.' (Andrea's only; gold 168)
tl8g:14|no_answer|truncated|base model (tasks[62], Carla's flour, gold 11): 'Therefore, 1 cup of flour is needed to make 6 cookies.' then 'So, 1 cup of flour is needed to make 6 cookies.' verbatim (126 copies) until the generation stops; never a number of cups for 66 cookies
tl8g:15|correct|boxed|R1-Distill: 6 + 5 cups; after </think> '\boxed{11}' = gold
tl8g:16|wrong|prose_sentence|hybrid: 5.5 dozen rounded up to 6; 'Therefore, Carla will need 12 cups of flour to bake the cookies today and tomorrow.' (gold 11)
tl8g:17|wrong|prose_sentence|base model (tasks[63], 9,300 pennies, gold 62): takes one third, 3,100; '... is $31.00.' (gold 62)
tl8g:18|correct|boxed|R1-Distill: 6,200 x 0.01; after </think> 'Thus, the total dollar amount is \boxed{62}.' = gold
tl8g:19|correct|prose_sentence|hybrid: 'Therefore, the total dollar amount in a stack that contains two-thirds of the pennies in the cup is $62.00.' = gold 62
tl8g:20|correct|prose_sentence|base model (tasks[64], Maddison's marbles, gold 270): '5 x 50 + 20 = 250 + 20 = 270 marbles.' = gold
tl8g:21|correct|boxed|R1-Distill: after </think> '**Final Answer:** \(\boxed{270}\)' = gold
tl8g:22|correct|prose_sentence|hybrid: 'The total number of marbles she has now is 270 ...' = gold
tl8g:23|correct|prose_sentence|base model (tasks[65], trees, gold 8): 'So Harry has 11 - 3 = 8 more trees in his yard than Ferdinand's yard.' = gold
tl8g:24|wrong|boxed|R1-Distill: never uses Chris's 6 trees; after </think> '\boxed{\frac{C}{2} + 5}' (an expression in an unsolved variable; gold 8)
tl8g:25|correct|prose_sentence|hybrid: 11 - 3 = 8; 'So, Harry has 8 more trees than Ferdinand.', then 'Step by step explanation:' copies of the same paragraph (13 whole, across the edge of pages 496000 and 512000) until cut at 'the relationship between' = gold (loop convention)
tl8g:26|no_answer|truncated|base model (tasks[66], Carmen, Samantha and Daisy, gold 400): repeats the whole question verbatim (60 whole copies) and is cut at 'Daisy has $50'; no value
tl8g:27|correct|boxed|R1-Distill: 3C + 100 with C = 100; after </think> '\boxed{400}' = gold
tl8g:28|correct|prose_sentence|hybrid: '... $100 + $125 + $175, which is $400. In conclusion, the total amount of money that all three girls have combined is $400.' (across the edge of pages 512000 and 528000) = gold
tl8g:29|correct|prose_sentence|base model (tasks[67], Mrs. Cruz's budget, gold 9500): 'The total price of the house is $409 500, which is $9 500 more than Mrs. Cruz's budget of $400 000.' = gold ('$9 500' for 9500)
tl8g:30|correct|boxed|R1-Distill: after </think> '\boxed{\$9,\!500}' = gold 9500
tl8g:31|correct|prose_sentence|hybrid: 'Therefore, the total price of the house is $9 500 more than Mrs. Cruz's budget.' = gold 9500
tl8g:32|no_answer|truncated|debatable: base model (tasks[68], Mr. Tan's proceeds, gold 118000): lets the selling price be $x and loops 'The net proceeds from selling the house is $x - 0.08$x - $250 000.' (85 whole copies) until cut at 'The net proceeds from selling the house'; x never substituted: no_answer (working left unfinished); a reader taking the looped expression as its answer would say wrong
tl8g:33|wrong|boxed|R1-Distill: adds the loan to the proceeds; after </think> '\boxed{\$618,\!000}' (gold 118000)
tl8g:34|correct|prose_sentence|hybrid: 'Therefore, Mr. Tan's net proceeds from selling the house are $118 000.' = gold ('$118 000' for 118000)
tl8g:35|wrong|prose_sentence|base model (tasks[69], oil and chicken, gold 91): minutes as degrees; 'So, the cooking time is 8.33 minutes.' (gold 91)
tl8g:36|correct|boxed|R1-Distill: 20 + 28 = 48, 48 - 5 = 43, 48 + 43 = 91; '**Final Answer** The total time from starting the oil to having cooked chicken is \boxed{91} minutes.' closes its thinking, then the summary after </think> is cut at '20 \text{ minutes} \times' (across the edge of pages 528000 and 544000): labelled by that box (round 80's R1 rule) = gold
tl8g:37|wrong|prose_sentence|hybrid: takes 28 minutes as the whole warm-up; 'Therefore, the total time from starting the oil to having cooked chicken is 51 minutes.' (gold 91)
tl8g:38|correct|prose_sentence|base model (tasks[70], ads, gold 1375): 'The real estate agent spent $1375 on buying all the ads.' = gold
tl8g:39|correct|boxed|R1-Distill: after </think> '\boxed{\$1,\!375}' = gold 1375
tl8g:40|correct|prose_sentence|hybrid: 'Therefore, the real estate agent spent a total of $1,375 on buying all the ads.' = gold 1375
tl8g:41|correct|prose_sentence|base model (tasks[71], juggler, gold 4): '... so there are 4 blue golf balls.' = gold
tl8g:42|correct|boxed|R1-Distill: after </think> 'There are \(\boxed{4}\) blue golf balls.' = gold
tl8g:43|correct|prose_sentence|hybrid: 'Therefore, there are 4 blue golf balls in total.  This is the answer to the question.' = gold
tl8g:44|correct|prose_sentence|base model (tasks[72], Mary's M&Ms, gold 762): 'So, Mary got a total of 762 M&Ms.' = gold
tl8g:45|correct|boxed|R1-Distill: after </think> '\boxed{762}' (across the edge of pages 544000 and 560000) = gold
tl8g:46|correct|prose_sentence|hybrid: 'Therefore, Mary gets a total of 762 M&Ms.' = gold
tl8g:47|correct|boxed|R1-Distill (tasks[73], John's windows, gold 20): 10 a house x 2; after </think> '\boxed{20}' = gold
tl8g:48|wrong|prose_sentence|hybrid: 6 x 2 + 4; 'Therefore, the total number of windows between the houses is 16.' (gold 20)
tl8g:49|no_answer|truncated|base model (tasks[74], the mother's change, gold 5): "Let's start by writing down what we know." and its restating line verbatim (32 whole copies) until cut at 'We know that the mother bought'; no value
tl8g:50|correct|boxed|R1-Distill: $20.00 - $15.00; after </think> '\boxed{\$5.00}' = gold 5
tl8g:51|correct|prose_sentence|hybrid: 'Therefore, the cashier gives back $5.00 in change.' = gold 5
tl8g:52|wrong|prose_sentence|base model (tasks[75], Terri's sweater, gold 315): 'Therefore, the number of stitches in each sleeve is 1800 - (90 + 180) = 1530.' (gold 315)
tl14m:0|no_answer|truncated|R1-Distill-Qwen-14B (tasks[105], lire, gold 1250): reaches 1250 by two conversion factors in its reasoning, starts a third check and is cut at '1200 times 800 is 960,000, and' (across the edge of pages 1248000 and 1264000; no </think>; R1 rule)
tl14m:1|correct|answer_is|hybrid: 800 lire per dollar; 'The final answer is 1250 dollars.', then the verification paragraph block ('The final answer is 1250 dollars. To ensure accuracy, ... The final answer is 1250 dollars.') verbatim (7 whole copies) until cut at 'equivalent to $1250 at the' = gold (loop convention)
tl14m:2|correct|prose_sentence|base model (tasks[106], nonagon, gold 18+2\pi): 18 + a circle's 2\pi; 'Therefore, the perimeter of $S$ is $18+2\pi$ units.' = gold (with the unit)
tl14m:3|no_answer|truncated|R1-Distill: reaches 18 + 2\pi in its reasoning and questions it, cut at 'but since the sides are straight, the buffer' (across the edge of pages 1264000 and 1280000; no </think>; R1 rule)
tl14m:4|wrong|prose_sentence|hybrid: a semicircle on each side; 'Therefore, the perimeter of \( S \) is \( 18 + 9\pi \) units.' restated in looping paragraphs until cut inside an approximation '46.274' (gold 18+2\pi)
tl14m:5|correct|prose_sentence|base model (tasks[107], g(f(5)-1), gold 7): 'Step 4: The value of $g(f(5)-1)$ is equal to the value of $g(6)$, which is 7.' = gold
tl14m:6|no_answer|truncated|R1-Distill: 7 several times in its reasoning, cut at 'g(7) = 7 + 1 = ' while checking another reading (no </think>; R1 rule)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

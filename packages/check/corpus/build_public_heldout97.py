__doc__ = r"""Build public_heldout97.jsonl: a 97th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

60 records, all long chain-of-thought, from the two files of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that round 93 read, continuing where round 93 stopped:
* tl8g: hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json (base Llama-3.1-8B, thinking
  DeepSeek-R1-Distill-Llama-8B, hybrid): 9 consecutive pages 560000-688000 (page 560000 read
  again: round 93 read it), tasks[75] thinking and hybrid, tasks[76]-[91] all three models and
  tasks[92] base and thinking: 52 records (GSM8K test lines 273-290; tasks[i] is test line i + 198).
* tl14m: hybrid/results/benchmark_results_qwen2.5-14b_math500.json (base Qwen2.5-14B, thinking
  DeepSeek-R1-Distill-Qwen-14B, hybrid): 3 consecutive pages 1280000-1312000 (page 1280000 read
  again: round 93 read it), tasks[107] hybrid, tasks[108] and tasks[109] all three models and
  tasks[110] base: 8 records (MATH-500).

Method (rounds 76-93): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/ll_<offset>.txt for the Llama file, pages/q14_<offset>.txt for the 14B file); work/mk.py
decoded each display form once into the page text (pages/*.page) and checked its length: every
page decodes to exactly 16,000 characters. Pages 560000 and 1280000 were read again this session;
their text (opening, ending, the cocoa loop and the nonagon cycle) is the same as round 93's
pastes of them (/tmp/rounds/real93/pages/ll_560000.txt and q14_1280000.txt), which were taken
over as this round's paste files and decode to 16,000 with round 93's counts (cocoa 31, nonagon
cycle 1).
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 for every marker, every pair on pages with two, and requires exactly one
to give the page length). The counts (further copies after the pasted one; unit length in
characters of page text): tl8g 560000 cocoa base (round 93's record) block 31 (232); 576000 Rylan
base "Let's start by writing down what we know. / We know that Mrs. Rylan bought ... / We want to
find out how much money Mrs. Rylan used to buy the seeds." block 26 (298); 592000 none; 608000
Matthew base 'We know that, / 1 hour = 60 minutes / ... / So, it takes Matthew 1/20 hour to dig 30
small holes and 1/6 hour to dig 15 large holes.' block 17 (305); 624000 Maddy base question line
36 (217); 640000 none; 656000 Ann base "In 3 years, Ann's brother will be 21 years old. / x + 3 =
21 / x = 18" block 68 (69); 672000 car base 'The distance covered by the car in the slow lane is 30t
miles. / The time taken by the car in the slow lane is 2t hours.' pair 60 (121); 688000 Ali base
'We know that 10 times less medals ... so we can write this as: / 17 = ... / We can simplify this
to: / 17 = ...' block 23 (329) and Ali hybrid 'Ali has 22 medals. ... Therefore, 390 medals have
been given out for counting. / Another way to think about it is:' block 7 (504). tl14m 1280000
nonagon hybrid (round 93's record) cycle 1 (1148); 1296000 g(f(5)-1) hybrid 'The final answer
should be 7, not 8. ... Thus, the correct value of g(f(5) - 1) is 7.' + the same with 'Therefore'
pair 6 (545) and sqrt(120 - sqrt(x)) hybrid 'To determine the number of real values ... we can
follow these steps: ... \boxed{21}' block 1 (1303; its first block, which differs in step 5, was
pasted whole); 1312000 sqrt(53) hybrid '**Final Answer**: $\boxed{\sqrt{53}}$' line 91 (41). One
paste was corrected by its length check: on ll 672000 the car base's closing partial copy was
first pasted as 'The' alone (no count fit); the display reads 'The distance covered by the car in
the slow lane is 30t miles.\nThe', and with it the page decodes to 16,000. The 76-star hybrid's
'Another way to think about this ... / Alternatively, we can use the formula ...' paragraphs
(pages 656000 and 672000) were pasted whole. The pages were joined in file order per file, so a
completion crossing an edge is taken whole. Each record's `r` was cut out of the joined page text
by script (the JSON string body as the file holds it between its field's opening quote and the
next unescaped quote; `enc` = `json`, decoded once more by the build; work/extract.py), never
retyped.

Edges: Llama page 560000 opens inside tasks[72] thinking_model (Mary's M&Ms) and holds tasks[72]
hybrid, tasks[73], tasks[74] and tasks[75] base (all round 93's records, tasks[73] base the
empty answer it dropped): not taken. Llama page 688000 ends inside tasks[92] hybrid_model (Ali's
medals, at 'So, the total number of me'): not taken. 14B page 1280000 opens inside tasks[106]
thinking_model and holds tasks[106] hybrid and tasks[107] base and thinking (round 93's records):
not taken. 14B page 1312000 ends inside tasks[110] thinking_model (the largest eight-digit base 2
integer): not taken. Every other completion on the pages read is taken.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 20,867
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order per source (tl8g 0-51, tl14m 0-7).

Repositories (60 records): thaotnguyen/thinking-llms-interp 60 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 52 (test), MATH 8 (MATH-500). Prompt format: long_cot 60 (no tag format asked for:
base and hybrid models write free prose, steps or boxes; the thinking models write their
reasoning, '</think>' and a solution; the files store the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 45, wrong 8, no_answer 7. Forms: prose_sentence 30, boxed 20, truncated 7,
answer_is 3. 3 debatable (tl8g 35, 47, 50).

Truths by model: tl8g base_model (Llama-3.1-8B, a BASE model) 9 correct, 3 wrong (5 Sean 222, 23
an expression in x, 41 44 stars), 5 no_answer (2, 11, 26, 47, 50 loop a block, the question or an
equation until cut); tl8g thinking_model (R1-Distill-Llama-8B) 16 correct (9 Carly by its **Final
Answer** box, its summary cut), 1 wrong (24 cobra 5600), 1 no_answer (30 Katerina, cut inside its
thinking); tl8g hybrid_model 14 correct (43 flag loops its answer), 3 wrong (1 Terri 900, 25 cobra
3500, 28 Maddy 75). tl14m base_model 3 correct; thinking_model 1 correct, 1 no_answer (2, cut
inside its reasoning after reaching 11); hybrid_model 2 correct (0 and 6 loop their answer), 1
wrong (3 boxes 21 four times).

Selection (records as they come, in file order, not by how hard they look):
* tl8g: benchmark_results_llama-3.1-8b_gsm8k.json at 0c6c09b9, pages 560000-688000 joined
  (144,000 of 2,247,671 characters): tasks[75] thinking and hybrid (Terri's sweater),
  tasks[76]-[91] base, thinking, hybrid (Mrs. Rylan's seeds, Sean's lines, Carly's cards,
  Matthew's holes, Mico and Marco, Ruby and Sam, Peter's popsicles, cobras and mambas, Maddy's
  pizza, Katerina's beads, Alani's stories, Ann's brother, Kelly's quarters, the 76-star flag,
  flagstones, the slow-lane car) and tasks[92] base and thinking (Ali's medals).
* tl14m: benchmark_results_qwen2.5-14b_math500.json at 0c6c09b9, pages 1280000-1312000 joined
  (48,000 of 3,995,770 characters): tasks[107] hybrid (g(f(5)-1)), tasks[108] base, thinking,
  hybrid (sqrt(120 - sqrt(x))), tasks[109] base, thinking, hybrid (sqrt(53)), tasks[110] base
  (largest eight-digit base 2 integer).
  Record number = place in file order.

Label conventions (rounds 72-93): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all (a loop of the question, an equation set
up and left); a final answer written as an expression in an unsolved variable is wrong (tl8g 23,
as round 93's tl8g 24); equal in value but written differently is correct (here
'\boxed{\$3,\!200}' for 3200, '\boxed{4 \text{ hours}}' for 4, '\boxed{\$7.00}' and '$7.00' for 7,
'\boxed{16 \text{ hours}}' for 16); labels are against the gold as given. Loop convention: a
response that states its answer and then repeats it (or its whole solution) verbatim until cut
mid-copy is labelled by the stated, never-contradicted value (tl8g 35, 43; tl14m 0, 6). R1 rule:
an R1-Distill answer cut inside its thinking, before '</think>' and before a **Final Answer**
line, is no_answer even where its working has reached a value (tl8g 30; tl14m 2); one whose
**Final Answer** box closes the thinking and whose summary after '</think>' is then cut is
labelled by that box (tl8g 9, as round 93's tl8g 36). A thinking model whose reasoning reaches
one value and whose solution after '</think>' boxes another is labelled by the box (tl8g 27:
$180 in its thinking, \boxed{195} after it).

Debatable: tl8g 35 (Ann base: 'x = 18 / In 3 years, Ann's brother will be 21 years old. / x + 3 =
21 / x = 18' looped until cut at 'In 3': labelled correct by its stated, never-contradicted 21
(x = 18 is the brother's age now); a reader taking the last complete line 'x = 18' as its answer
would say wrong). tl8g 47 (car base: loops 'The distance covered by the car in the slow lane is
30t miles. / The time taken by the car in the slow lane is 2t hours.' with t never found, until
cut: labelled no_answer (working left unfinished, as round 93's tl8g 32); a reader taking '2t
hours' as its answer would say wrong). tl8g 50 (Ali base: loops '17 = 10 times less medals than
have been given out for counting' until cut: labelled no_answer (no count of medals given out); a
reader taking 17 as its answer would say wrong).

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 60 characters), checked equal to the file's own correct_answer '####'
value; MATH = MATH-500's answer for the problem that opens with the record's question words,
checked equal to the file's own correct_answer (the build checks both).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json
560000 (read again), 576000, 592000, 608000, 624000, 640000, 656000, 672000, 688000 (9 pages);
hybrid/results/benchmark_results_qwen2.5-14b_math500.json 1280000 (read again), 1296000, 1312000
(3 pages). Nothing else was read.

Leads for a later round: the Llama file from 688000 (re-read it: tasks[92] Ali's medals, hybrid
model cut there; tasks[92]-tasks[301] unread), about two tasks a page (its base models loop the
question or a block); the 14B MATH-500 file from 1312000 (re-read it: tasks[110] the largest
eight-digit base 2 integer, thinking model cut there; tasks[110]-[331] unread), about one and a
half tasks a page (its hybrid answers often repeat a boxed block until cut).

Usage: python build_public_heldout97.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout97.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl8g_source, tl14m_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout97.jsonl"
SOURCE = "public_heldout97"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl8g": tl8g_source("pages 560000-688000 joined (144,000 of 2,247,671 characters)"),
    "tl14m": tl14m_source("pages 1280000-1312000 joined (48,000 of 3,995,770 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl8g:0|correct|boxed|R1-Distill (tasks[75], Terri's sweater, gold 315): 1800 - 1170 = 630, 630 / 2; '**Final Answer** Each sleeve takes \boxed{315} stitches.' (across the edge of pages 560000 and 576000) then after </think> '\boxed{315}' = gold
tl8g:1|wrong|answer_is|hybrid: divides the whole 1800 by 2; 'So, the answer is that each sleeve takes 900 stitches to complete.' (gold 315)
tl8g:2|no_answer|truncated|base model (tasks[76], Mrs. Rylan's seeds, gold 3200): "Let's start by writing down what we know." and its three restating lines verbatim (27 whole copies) until cut at 'We want'; no value
tl8g:3|correct|boxed|R1-Distill: $800 + $2,400; after </think> '\boxed{\$3,\!200}' = gold 3200
tl8g:4|correct|prose_sentence|hybrid: 'Therefore, the total cost of the seeds is $3200.' = gold
tl8g:5|wrong|prose_sentence|base model (tasks[77], Sean's lines, gold 138): adds whole scenes, 54 + 108 + 60; 'So, Sean has to memorize 222 lines in total.' (gold 138)
tl8g:6|correct|boxed|R1-Distill: 36 + 48 + 54; after </think> 'The total number of lines Sean has to memorize is \(\boxed{138}\).' = gold
tl8g:7|correct|prose_sentence|hybrid: 'To summarize, the total number of lines Sean has to memorize is 138.' = gold
tl8g:8|correct|prose_sentence|base model (tasks[78], Carly's cards, gold 9): 'Hence, the number of cards with letter D is 9.' = gold
tl8g:9|correct|boxed|R1-Distill: '**Final Answer** The number of cards with the letter D is \boxed{9}.' closes its thinking, then the summary after </think> is cut at step '4. The remaining cards have the letter D: \[': labelled by that box (round 93's R1 rule) = gold
tl8g:10|correct|prose_sentence|hybrid: '... = (80 - 32 - 24 - 15) = 9 cards. Therefore, the number of cards with the letter D is 9.' (across the edge of pages 592000 and 608000) = gold
tl8g:11|no_answer|truncated|base model (tasks[79], Matthew's holes, gold 4): converts minutes to hours and loops 'We know that, / 1 hour = 60 minutes / ... So, it takes Matthew 1/20 hour to dig 30 small holes and 1/6 hour to dig 15 large holes.' (18 whole copies) until cut at '3 minutes'; never a total
tl8g:12|correct|boxed|R1-Distill: 240 minutes / 60; after </think> '\boxed{4 \text{ hours}}' = gold 4
tl8g:13|correct|prose_sentence|hybrid: 1.5 + 2.5; 'Therefore, it will take Matthew 4 hours to dig 30 small holes and 15 large holes.' = gold
tl8g:14|correct|prose_sentence|base model (tasks[80], Mico and Marco, gold 40): 'In 10 years, the sum of their ages will be 20 + 20 = 40.' = gold
tl8g:15|correct|boxed|R1-Distill: takes both ages as M = 10; after </think> '\boxed{40}' = gold
tl8g:16|correct|prose_sentence|hybrid: 'To summarize, the sum of their ages in 10 years is 40, ...' = gold
tl8g:17|correct|prose_sentence|base model (tasks[81], Ruby and Sam, gold 6): '3x = 18. x = 6. Sam is 6 years old.' = gold
tl8g:18|correct|boxed|R1-Distill: after </think> '\boxed{6}' = gold
tl8g:19|correct|prose_sentence|hybrid: 'Therefore, Sam's current age is 6 years old.' (across the edge of pages 608000 and 624000) = gold
tl8g:20|correct|prose_sentence|base model (tasks[82], Peter's popsicles, gold 7): '... = $5 + $2 = $7.' = gold
tl8g:21|correct|boxed|R1-Distill: after </think> '\boxed{\$7.00}' = gold 7
tl8g:22|correct|prose_sentence|hybrid: 'Therefore, Peter paid a total of $7.00 for the popsicles and ice cream bars.' = gold 7
tl8g:23|wrong|prose_sentence|base model (tasks[83], cobras and mambas, gold 2450): lets a mamba have x spots and never uses the 70; 'Therefore, half the number of spots they all have combined is 70x.' (an expression in an unsolved variable; gold 2450)
tl8g:24|wrong|boxed|R1-Distill: gives each mamba twice a cobra's spots, 140; after </think> '\boxed{5600}' (gold 2450)
tl8g:25|wrong|answer_is|hybrid: gives each mamba 70 spots; 'Therefore, the answer is 3500.' (gold 2450)
tl8g:26|no_answer|truncated|base model (tasks[84], Maddy's pizza, gold 195): repeats the whole question verbatim (37 whole copies) and is cut at 'Maddy'; no value
tl8g:27|correct|boxed|R1-Distill: its thinking counts 36 people, 12 pizzas, $180; its solution after </think> counts 39 people, 13 pizzas, '**Final Answer:** \[ \boxed{195} \]' (across the edge of pages 624000 and 640000) = gold (the box after </think> is its final answer)
tl8g:28|wrong|prose_sentence|hybrid: leaves out the guests, 15 people, 5 pizzas; 'The total cost will be $75.' (gold 195)
tl8g:29|correct|prose_sentence|base model (tasks[85], Katerina's beads, gold 68): restates the question, 8 + 0.25x = 25; 'So, Katerina uses 68 sterling silver beads per necklace.' = gold
tl8g:30|no_answer|truncated|R1-Distill: reaches 68 several times in its reasoning, then argues about beads between gemstones and is cut at 'but that would make it a loop with beads on both ends, which is not standard.' ... 'but' (no </think>; R1 rule)
tl8g:31|correct|prose_sentence|hybrid: 17 divided by 1/4; 'Therefore, Katerina uses 68 sterling silver beads per necklace.' = gold
tl8g:32|correct|prose_sentence|base model (tasks[86], Alani's stories, gold 360): 'So, the total number of stories they wrote altogether is 60 + 120 + 180 = 360 stories.' = gold
tl8g:33|correct|boxed|R1-Distill: after </think> '\boxed{360}' = gold
tl8g:34|correct|prose_sentence|hybrid: 'The total number of stories they wrote altogether is 20 + 40 + 60 + 40 + 80 + 120 = 360 stories.' = gold
tl8g:35|correct|prose_sentence|debatable: base model (tasks[87], Ann's brother, gold 21): 'x = 2(9) / x = 18 / In 3 years, Ann's brother will be 21 years old. / x + 3 = 21 / x = 18' and that block verbatim (70 whole copies, across the edge of pages 640000 and 656000) until cut at 'In 3': labelled correct by its stated, never-contradicted 21 (loop convention; x = 18 is his age now); a reader taking the last whole line 'x = 18' as its answer would say wrong
tl8g:36|correct|boxed|R1-Distill: 18 + 3; after </think> '\boxed{21}' = gold
tl8g:37|correct|prose_sentence|hybrid: 'Therefore, the answer to the question is that in 3 years, Ann's brother will be 21 years old.' = gold
tl8g:38|correct|prose_sentence|base model (tasks[88], Kelly's quarters, gold 90): restates the question; '145 - 55 = 90 cents / She will have 90 cents left.' = gold
tl8g:39|correct|boxed|R1-Distill: after </think> '\boxed{90}' = gold
tl8g:40|correct|prose_sentence|hybrid: 'So, she will have 90 cents left after the purchase.' = gold
tl8g:41|wrong|prose_sentence|base model (tasks[89], the 76-star flag, gold 8): 'The number of rows of 5 stars is 76 - (3 x 8 + 2 x 6) = 76 - 32 = 44.' (stars, not rows, and 36 taken as 32; gold 8)
tl8g:42|correct|boxed|R1-Distill: 40 / 5; after </think> '**Final Answer:** \(\boxed{8}\)' = gold
tl8g:43|correct|prose_sentence|hybrid: 40 / 5 = 8 rows; 'Therefore, there are 8 rows of 5 stars on the flag.', then 'Another way to think about this ...' and 'Alternatively, we can use the formula ...' paragraphs (each '= 40 - 12 = 8 / So, there are 8 rows of 5 stars on the flag.') in turn across the edge of pages 656000 and 672000 until cut at '2 rows of 6 stars' = gold (loop convention)
tl8g:44|correct|prose_sentence|base model (tasks[90], flagstones, gold 3): 'Therefore, 3 trucks will be needed to transport 80 flagstones in one trip.' = gold
tl8g:45|correct|boxed|R1-Distill: 6000 / 2000; after </think> '\boxed{3}' = gold
tl8g:46|correct|prose_sentence|hybrid: 'Therefore, 3 trucks will be needed to transport 80 flagstones in one trip.' = gold
tl8g:47|no_answer|truncated|debatable: base model (tasks[91], the slow-lane car, gold 16): lets the fast car's time be t and loops 'The distance covered by the car in the slow lane is 30t miles. / The time taken by the car in the slow lane is 2t hours.' (61 whole copies) until cut at 'The'; t never found: no_answer (working left unfinished, as round 93's tl8g 32); a reader taking '2t hours' as its answer would say wrong
tl8g:48|correct|boxed|R1-Distill: 480 / 30; after </think> '\boxed{16 \text{ hours}}' (across the edge of pages 672000 and 688000) = gold 16
tl8g:49|correct|prose_sentence|hybrid: '... dividing 480 miles by 30 miles/hour, which gives us 16 hours. Therefore, the car in the slow lane took twice as long to cover the same distance as the car in the fast lane.' = gold (its last value, 16 hours)
tl8g:50|no_answer|truncated|debatable: base model (tasks[92], Ali's medals, gold 390): takes Izzy's 17 for the pair and loops 'We know that 10 times less medals ... / 17 = 10 times less medals than have been given out for counting / We can simplify this to: / 17 = ...' (24 whole copies) until cut at 'so we can write this'; no count of medals given out: no_answer; a reader taking 17 as its answer would say wrong
tl8g:51|correct|boxed|R1-Distill: 39 = T / 10; after </think> '\boxed{390}' = gold
tl14m:0|correct|prose_sentence|hybrid (tasks[107], g(f(5)-1), gold 7): 'Therefore, the value of g(f(5) - 1) is 7.', then 'The final answer should be 7, not 8. ... the correct value of g(f(5) - 1) is 7.' paragraphs (across the edge of pages 1280000 and 1296000) verbatim (14 whole) until cut at 'g(6) = 6 +' = gold (loop convention; '8' is only the value it says is not the answer)
tl14m:1|correct|answer_is|base model (tasks[108], sqrt(120 - sqrt(x)), gold 11): 'Therefore, there are $\boxed{11}$ possible values of $x$.The answer is: 11' = gold
tl14m:2|no_answer|truncated|R1-Distill: reaches 11 several times in its reasoning ('the number of real values of \( x \) is 11.'), cut at 'which gives \( x = (120 - 100)^2 = 20^2 = 4' (no </think>; R1 rule)
tl14m:3|wrong|boxed|hybrid: counts n from -10 to 10; 'The final answer is 21. \boxed{21}' four times (the fourth block across the edge of pages 1296000 and 1312000), the fifth copy cut at '\sqrt{x} = 120 -' (gold 11)
tl14m:4|correct|prose_sentence|base model (tasks[109], sqrt(53), gold \sqrt{53}): 'The simplest radical form of $\sqrt{53}$ is $\sqrt{53}$, as 53 cannot be factored into any perfect squares other than 1.' then an invented system line 'You are an AI assistant that helps people find information. ...' = gold
tl14m:5|correct|boxed|R1-Distill: after </think> 'Thus, the simplest radical form of \(\sqrt{53}\) is \(\boxed{\sqrt{53}}\).' = gold
tl14m:6|correct|boxed|hybrid: 'The final answer is $\boxed{\sqrt{53}}$.', then '**Final Answer**: $\boxed{\sqrt{53}}$' lines verbatim (92 whole in the closing run) until cut after '\boxed{\sqrt{53}}' = gold (loop convention)
tl14m:7|correct|prose_sentence|base model (tasks[110], largest eight-digit base 2 integer, gold 255): 'This is 2^8 - 1 = 256 - 1 = 255 in base 10.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

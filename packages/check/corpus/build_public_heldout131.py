__doc__ = r"""Build public_heldout131.jsonl: a 131st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the files' own verdicts (none on these pages) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

39 records, all long chain-of-thought, from the Llama file of thaotnguyen/thinking-llms-interp (at
0c6c09b9) that rounds 116, 121 and 126 read, continuing where round 126 stopped:
* tl8g: hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json (base Llama-3.1-8B, thinking
  DeepSeek-R1-Distill-Llama-8B, hybrid): 7 consecutive pages 1760000-1856000 (page 1760000 read
  again: round 126 read it), tasks[231] hybrid (Indras's name, which round 126 left cut),
  tasks[232]-[243] all three models, and tasks[244] base and thinking: 39 records (GSM8K test).

Method (rounds 76-126): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/ll_<offset>.txt); work/mk.py decoded each display form once into the page text
(pages/*.page) and checked its length: every page decodes to exactly 16,000 characters. Page
1760000 was read again this session; its text (opening 'ctually eaten.' inside the hotdog base
loop, ending "Indras' n" in the Indras hybrid, and the records between) is the same as round
126's paste of it (/tmp/rounds/real126/pages/ll_1760000.txt), which was taken over as this
round's paste file and decodes to the same 16,000 characters (byte-identical .page file). Each
other paste was written while reading the page and checked against it as it was written; two
pastes first came out the wrong length (1808000: the Rory hybrid's cut copy pasted past its cut
point; 1856000: the Marcus hybrid's cut summary pasted past its cut point) and were corrected
against the page until they decoded to exactly 16,000 characters.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
(@@Uk@@unit@@/Uk@@, kept once in place) and the marker @@Rk@@ where the further copies go was
replaced by that unit a whole number of times, the number fixed by the page length (work/mk.py
tries every count 0-400 and requires exactly one to give the page length; every page this round
has at most one marker, so no count needed an extra read). The counts (further copies after the
pasted one; unit length in characters of the page text): 1760000 hotdog base 26-line cycle 'Let
a be the number of hotdogs that were actually eaten.' ... 'Let z be ... supposed to be eaten.'
1 (round 126's paste); 1792000 Josey base line '15 gallons of gas were equally divided into 5
different containers. ... How many pints of gasoline did Josey need?' (with '\n') 47; 1808000
Rory hybrid block 'To solve this problem, we need to consider the division of the cake into 8
pieces. ...' through 'Therefore, the weight of the remaining cake is 15 ounces.' and 'Step by
step explanation:' (with '\n', 1,088) 4; 1840000 beads base five-line block "Let's start by
writing down what we know:" ... 'How many more beads do one sister have than the other?' (with
'\n', 313) 7; 1856000 the same beads block 16. Page 1824000 (the Rory block's rest: one whole
copy and a cut one) was pasted whole.
The pages were joined in file order, so a completion crossing an edge is taken whole. Each
record's `r` was cut out of the joined page text by script (the JSON string body as the file
holds it between its field's opening quote and the next unescaped quote; `enc` = `json`, decoded
once more by the build; work/extract.py), never retyped.

Edges: page 1760000 opens inside tasks[230] base_model (the caterer's hot dogs) and holds
tasks[230] thinking and hybrid and tasks[231] base and thinking, round 126's records: not taken;
tasks[231] hybrid_model, which round 126 left cut at "Indras' n", is taken whole across pages
1760000-1776000. Page 1856000 ends inside tasks[244] hybrid_model (Marcus's house temperature, at
'for every 10 minut'): not taken (tasks[244] base and thinking are taken). Every other completion
on the pages read is taken. Three completions are cut in the file itself (the stored text ends
mid-word: the Josey base loop, the Rory hybrid loop and the beads base loop); they are whole
records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 24,314
distinct texts, by script, reading no labels; work/repeats.py) and with the others of this round:
none repeats. The records are numbered in file order (tl8g 0-38).

Repositories (39 records): thaotnguyen/thinking-llms-interp 39 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 39 (test), MATH 0. Prompt format: long_cot 39 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking models write their reasoning,
'</think>' and a solution; the file stores the completion after the prompt's opening '<think>').
Tag format: 0.
Truths: correct 26, wrong 11, no_answer 2. Forms: prose_sentence 20, boxed 13, answer_is 3,
truncated 2, final_answer_phrase 1. 0 debatable.

Truths by model: base_model (Llama-3.1-8B, a BASE model, 13) 6 correct (4 Dora $1, 7 dragons 30,
16 lollipops 5, 19 cake 15, 22 oranges 7, 31 bedroom 98), 5 wrong (1 Charlotte $120.00, 13
George 6.4, 25 Antoine $1, 28 Bernadette 5, 37 Marcus 51), 2 no_answer (10 Josey: the question
looped, 34 beads: the known facts looped); thinking_model (R1-Distill-Llama-8B, 13) 13 correct;
hybrid_model (13) 7 correct (21 Rory by its loop), 6 wrong (9 dragons 7, 15 George 1, 24
oranges 8, 27 Antoine $1, 30 Bernadette 16, 33 bedroom 90).

Selection (records as they come, in file order, not by how hard they look):
* tl8g: benchmark_results_llama-3.1-8b_gsm8k.json at 0c6c09b9, pages 1760000-1856000 joined
  (112,000 of 2,247,671 characters): tasks[231] hybrid (Indras's name), tasks[232]-[243]
  (Charlotte's kitchen order, Dora's toys, Prince Bruce's dragons, Josey's gasoline, George's
  vending machine, Ray's lollipops, Rory's cake, Sitti's and Juris's oranges, Antoine's onion
  soup, Wayne and Bernadette, Billie's bedroom, the sisters' beads) and tasks[244] base and
  thinking (Marcus's house temperature). Record number = place in file order.

Label conventions (rounds 72-126): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all (a loop of the question or of the given
facts); equal in value but written differently is correct (here '$132.00' for 132, '$1' and
'\boxed{\$1}' for 1, '\boxed{15\ \text{ounces}}' for 15); labels are against the gold as given.
Loop convention: a response that states its answer and then repeats it (or a block of its
solution) verbatim until cut mid-copy is labelled by the stated, never-contradicted value (tl8g
21 correct by it, 15 ounces). A closing caveat that does not withdraw the stated value leaves it
standing (tl8g 3: 'If the discount was applied to each item separately, the calculation might be
different.' after '$132.00' stated three times). A rounded value stated last is the answer (tl8g
9: 20/3 'which is approximately 6.67 ... we can round this to 7 dragons'). Gold: GSM8K = the
file's own correct_answer '####' value (the build checks it against GSM8K test by the question's
opening words).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json
1760000 (read again), 1776000, 1792000, 1808000, 1824000, 1840000, 1856000 (7 pages). Nothing
else was read. The round stopped at the time limit, smaller than the 120-200 target.

Leads for a later round: the Llama file from 1856000 (re-read it: tasks[244] Marcus's house
temperature, hybrid model cut there at 'for every 10 minut'; tasks[244] hybrid and tasks[245]-[301]
unread), two to three tasks a page (its base models loop the question, the given facts, a line,
a block or variable definitions; its hybrids sometimes loop a numbered or 'Step by step
explanation:' block); the 14B MATH-500 file from 1696000 (round 116's lead, still untouched:
re-read it: tasks[138] the quadratics, hybrid model cut there at 'c = \frac{-2 \pm \sq';
tasks[138]-[331] unread).

Usage: python build_public_heldout131.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout131.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl8g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout131.jsonl"
SOURCE = "public_heldout131"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tl8g": tl8g_source("pages 1760000-1856000 joined (112,000 of 2,247,671 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl8g:0|correct|prose_sentence|hybrid (tasks[231], Indras's name, gold 13; its base and thinking models round 126's): restates the question, 3 + 4 = 7, 6 + 7; 'Therefore, the total number of letters in Indras and her sister's names is 13.' and 'The total number of letters in both names is 13.' = gold
tl8g:1|wrong|prose_sentence|base model (tasks[232], Charlotte's kitchen order, gold 132): restates the question, takes 20% off each item but one utensil, then adds and takes away $5 and $1; 'Step 10: $120.00 is the total amount of Charlotte's order.' (gold 132)
tl8g:2|correct|boxed|R1-Distill: 165 - 33; '**Final Answer** Charlotte's order cost \boxed{132} dollars.' closes its thinking, then after </think> '\[ \boxed{132} \]' = gold
tl8g:3|correct|prose_sentence|hybrid: restates the question, $165.00 - $33.00; 'Therefore, Charlotte's order was $132.00 after the 20% discount.' and 'In summary, Charlotte's order was $132.00 ...', with a closing caveat that a per-item discount 'might be different' (not withdrawing it) = gold 132 (written '$132.00')
tl8g:4|correct|prose_sentence|base model (tasks[233], Dora's toys, gold 1): restates the question, $19 - $18; 'Therefore, Dora needs $1 more money to buy the skipping rope, the game, and the ball.' = gold 1 (written '$1')
tl8g:5|correct|boxed|R1-Distill: $19 - $18; after </think> 'Dora needs to save an additional \(\boxed{\$1}\) ...' = gold 1 (written '\$1')
tl8g:6|correct|prose_sentence|hybrid: $19 - $18 = $1; 'She needs to save an additional $1 to buy all three items. Alternatively, she can ask her mother for $1 more ...' = gold 1
tl8g:7|correct|prose_sentence|base model (tasks[234], Prince Bruce's dragons, gold 30): B = 3/10 T = 30; 'Therefore, Prince Bruce has slain 30 dragons.' = gold
tl8g:8|correct|boxed|R1-Distill: 75, 150, 30; after </think> 'Thus, the number of dragons Prince Bruce has slain is \(\boxed{30}\).' = gold
tl8g:9|wrong|final_answer_phrase|hybrid: sets 3/4x = 100 and on to 20/3; 'So, the final answer is that Prince Bruce has slain 20/3 dragons, which is approximately 6.67 dragons. However, ... we can round this to 7 dragons.' (gold 30)
tl8g:10|no_answer|truncated|base model (tasks[235], Josey's gasoline, gold 6): the question verbatim (48 whole) until cut at 'How many'; no value
tl8g:11|correct|boxed|R1-Distill: 3 gallons a container, 0.75 gallons x 8; after </think> 'Thus, Josey needed \(\boxed{6}\) pints of gasoline.' = gold
tl8g:12|correct|prose_sentence|hybrid: 120 pints / 5 = 24, 24 x 1/4; 'Therefore, Josey needs 6 pints of gasoline to run her lawnmower.' = gold
tl8g:13|wrong|prose_sentence|base model (tasks[236], George's vending machine, gold 5): leaves out the 1% left, 4.80 = 0.75x; 'So George bought 6.4 candy bars.' (gold 5)
tl8g:14|correct|boxed|R1-Distill: 380/75 first, then 495 - 120 = 375, 375/75; after </think> 'Thus, George bought \boxed{5} candy bars.' = gold
tl8g:15|wrong|answer_is|hybrid: 1.20 + B x 75 = 5, B = 0.05, 'equivalent to 1/20'; 'Therefore, the answer is that George bought 1 candy bar. ... The number of candy bars he bought is 1.' (gold 5)
tl8g:16|correct|prose_sentence|base model (tasks[237], Ray's lollipops, gold 5): 20/4 = 5; 'Therefore, each of his friends received 5 lollipops.' = gold
tl8g:17|correct|boxed|R1-Distill: 20 / 4; after </think> 'Thus, each of Ray's friends received \boxed{5} lollipops.' = gold
tl8g:18|correct|answer_is|hybrid: restates the question, numbered steps, 20 / 4 = 5; '8. Hence, the answer is 5 lollipops for each friend.' = gold
tl8g:19|correct|prose_sentence|base model (tasks[238], Rory's cake, gold 15): restates the question, 2.5 ounces x 6; '15 ounces is the remaining cake weight.' = gold
tl8g:20|correct|boxed|R1-Distill: 6 x 2.5; after </think> '**Final Answer:** \[ \boxed{15\ \text{ounces}} \]' = gold 15 (with its unit)
tl8g:21|correct|prose_sentence|hybrid: restates the question, 2.5 ounces a piece (muddled 'each person gets 6 pieces'), '6 pieces multiplied by 2.5 ounces per piece, which is 15 ounces. Therefore, the weight of the remaining cake is 15 ounces.', then the block '... Step by step explanation: To solve this problem, ... is 15 ounces.' verbatim (7 whole in all) across the edge of pages 1808000 and 1824000 until cut at 'so each person': its stated, never-contradicted 15 (loop convention) = gold
tl8g:22|correct|prose_sentence|base model (tasks[239], Sitti's and Juris's oranges, gold 7): 56 / 8; 'Therefore, each friend will get 7 oranges.' = gold
tl8g:23|correct|boxed|R1-Distill: 56 / 8; after </think> '**Final Answer:** \[ \boxed{7} \]' = gold
tl8g:24|wrong|answer_is|hybrid: divides by 7 people, '56 / 7 = 8'; 'Therefore, the answer is 8 oranges for each person.' and 'In summary, the answer is 8 oranges for each person, ...' (gold 7)
tl8g:25|wrong|prose_sentence|base model (tasks[240], Antoine's onion soup, gold 2): restates the question twice, prices 2 x 2 onions (not doubled) and the stock, 8 / 6 = 1.33; 'Therefore, the cost per serving is $1.' (gold 2)
tl8g:26|correct|boxed|R1-Distill: $8 + $4 = $12, / 6; after </think> '**Final Answer:** \boxed{2}' = gold
tl8g:27|wrong|prose_sentence|hybrid: takes 2 pounds (not doubled), $8.00 / 6 = $1.33 rounded; 'Therefore, the cost per serving of Antoine's french onion soup is approximately $1 per serving. This means that each serving costs $1, ...' (gold 2)
tl8g:28|wrong|prose_sentence|base model (tasks[241], Wayne and Bernadette, gold 17): 4 x 4 = 16 minutes; 'So, Bernadette should leave 5 minutes before Wayne.' (gold 17)
tl8g:29|correct|boxed|R1-Distill: D_b = D_w - 17; after </think> 'Thus, Bernadette should leave \boxed{17} minutes earlier than Wayne.' = gold
tl8g:30|wrong|prose_sentence|hybrid: 16 minutes' drive; 'In conclusion, Bernadette should leave 16 minutes before Wayne ... Therefore, Bernadette needs to leave 16 minutes before Wayne to reach the theater first.' (gold 17)
tl8g:31|correct|prose_sentence|base model (tasks[242], Billie's bedroom, gold 98): 9 feet, 360/9 = 40, 2(9 + 40); 'Hence, the perimeter of the room in feet is 98 feet.' = gold
tl8g:32|correct|boxed|R1-Distill: 2 x (9 + 40); after </think> 'Thus, the perimeter of the room is \boxed{98} feet.' = gold
tl8g:33|wrong|prose_sentence|hybrid: 'width = 360 / 9 = 36 feet', 2 x (9 + 36); 'Therefore, the perimeter of Billie's rectangular bedroom is 90 feet.' (gold 98)
tl8g:34|no_answer|truncated|base model (tasks[243], the sisters' beads, gold 80): "Let's start by writing down what we know: ... Let's write down what we want to find: How many more beads do one sister have than the other?" verbatim (26 whole) across the edge of pages 1840000 and 1856000 until cut at 'contains 20 pieces'; no value
tl8g:35|correct|boxed|R1-Distill: 140 - 60; '**Final Answer** \boxed{80}' closes its thinking, then after </think> 'Thus, the number of more beads one sister has than the other is \(\boxed{80}\).' = gold
tl8g:36|correct|prose_sentence|hybrid: 140 - 60 = 80; 'So, Margareth has 80 more beads than Elizabeth. This means that Margareth has 80 more beads than Elizabeth, which is the answer to the question.' = gold
tl8g:37|wrong|prose_sentence|base model (tasks[244], Marcus's house temperature, gold 49): 40 + 15 = 55, then cools '2 degrees for 3 minutes' twice; 'So, the house's final temperature is 55 - 2 - 2 = 51 degrees.' (gold 49)
tl8g:38|correct|boxed|R1-Distill: 55 - 6; after </think> '**Final Answer:** \[ \boxed{49} \]' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

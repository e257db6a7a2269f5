__doc__ = r"""Build public_heldout201.jsonl: a 201st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy / correct_count blocks) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

48 records, all long chain-of-thought, all GSM8K, the file rounds 158-194 read, read on from where
round 194 stopped:
* tl32h2g: hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f (the one stored
  version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B', the repository's
  hybrid_model (the base model steered by the repository's hybrid-2 method); n_tasks 486; GSM8K
  test questions, not in test order), 13 consecutive pages 3136000-3328000: tasks[403] (Tom's
  two-week trip, gold 3140) to tasks[426] (Billie's bedroom, gold 98), the thinking (QwQ-32B) and
  hybrid answers of each: 48 strings, 48 records (no repeats). Only the thinking_model and
  hybrid_model strings were taken (the brief: the base answers repeat earlier rounds); every one of
  the 25 base_model strings read here (tasks[402]-[426]) was still checked and is word for word
  (whitespace-normalised) a completion of round 191 (the Qwen2.5-32B base answers of the
  repository's hybrid/ GSM8K file), as rounds 158-194 found. That all 25 base strings match is
  also a check on the pastes: a slip inside one would have shown there.

Method (rounds 76-194): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32h2_<offset>.txt); work/mk.py (round 194's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: all 13 pages decode to exactly 16,000
characters (none is the file's last page; the file holds 3,760,516 characters). Page 3136000, the
last page of round 194, was not read again: round 194's paste of it (its pages/g32h2_3136000.txt)
was reused unchanged and passes the check. 11 of the 12 new pages passed the check as first made;
page 3216000 first decoded to 15,987 characters: the words ' step by step' had been dropped in
pasting from the opening of Aleksandra's QwQ answer ('Alright, let's break this down step by step.');
found by work/pagecheck.py (which checks each page's whole question and correct_answer fields
against gsm8k/test.jsonl and its whole base_model strings against the earlier rounds, so that a
slip must lie elsewhere) and by reading the page again; the words were pasted in from the
displayed page and the page then decodes to 16,000. No loop markers were needed (no string on these
pages loops). The pages were joined in file order, so a completion crossing an edge is taken whole.
Each record's `r` was cut out of the joined page text by script (the JSON string body as the file
holds it between its field's opening quote and the next unescaped quote; task numbers from
tasks[402], the first question met on page 3136000; `enc` = `json`, decoded once more by the build;
work/extract.py), never retyped. The file writes some characters as JSON escapes, which stay as
they are ('\u00d7', '\u00f7', '\u2014', '\u2013', '\u2212', '\u2248', '\u2019' in golds, and
'\ufffd' where the hybrids of Josey's gasoline, Ray's lollipops and Sitti and Juris's oranges
(tl32h2g 33, 37, 41) have a broken division sign, e.g. '20 lollipops \ufffd 4 friends').

Edges: the joined text starts inside tasks[401]'s thinking_model answer (Joanne's apples), the edge
where round 194's page 3136000 begins; tasks[401] and tasks[402] (the camels and dromedaries) were
read by round 194 and are not taken here; tasks[403] (Tom's two-week trip) is taken whole (its
question and its thinking answer open on page 3136000, the answer crosses into 3152000). The joined
text ends inside tasks[427]'s thinking_model answer (the sisters' beads, gold 80, at 'First, let me
confirm the total packs again'): tasks[427] is not taken (its thinking answer is cut by the last
page, its hybrid answer is beyond it). Some completions are cut in the file itself (10 QwQ answers
inside their thinking, one QwQ summary after '</think>', at the generation limit); they are whole
records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 30,573
distinct texts, by script, reading no labels; work/extract.py drops them, work/repeats.py checks
again), with the rounds still in /tmp/rounds (their public_heldout*.jsonl and raw_*.jsonl, 10,460
distinct texts at the last run) and with the others of this round: none of the 48 repeats an
earlier round, a round in /tmp/rounds or another of this round (no hybrid string here wrote the
base model's answer); the 25 base_model strings (not taken) all repeat round 191. No string was
empty. The records are numbered in file order (tl32h2g 0-47: tasks[403 + i // 2] thinking and
hybrid in turn).

Repositories (48 records): thaotnguyen/thinking-llms-interp 48 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 48 (test), MATH 0. Prompt format: long_cot 48 (no tag format asked for: the hybrid
model writes steps or prose; the QwQ-32B thinking model writes its reasoning, '</think>' and a
solution; the file stores the completion after the prompt's opening '<think>'). Tag format: 0.
Truths: correct 36, wrong 2, no_answer 10; 1 debatable (24). Forms: prose_sentence 16, boxed 13,
truncated 10, answer_colon 7, answer_is 2.

Truths by model: thinking_model (QwQ-32B, 24) 14 correct, 10 no_answer (0, 6, 10, 12, 16, 20, 22,
24, 34, 42: each cut inside its thinking, before '</think>' and before any **Final Answer** line; R1
rule, most with their working at the gold; 24 (Indras and her sister) ends on 'Therefore, I think
the answer is 13.', the gold at the cut: marked debatable, as round 194's 39/45; 6 (Mr. Josue) and
22 (the caterer) say 'I think the answer is ...' with the gold earlier in their thinking and go on
until cut mid-sentence: not debatable); 8 (the cats on the rock) is correct by the '**Final Answer**
... \boxed{12}' that closes its thinking, its summary after '</think>' cut (R1 rule, as round 194's
15/53/63/77); 36 (Ray's lollipops) and 38 (Rory's cake) have no **Final Answer** line in their
thinking and state the gold after '</think>' in a bold '**Answer:**' line (38 with a box); no QwQ
answer here is wrong. hybrid_model (24) 22 correct, 2 wrong (13 Cole's jeans: takes the jogger
jeans' $22 as their original price, '$10 more' for 8; 21 Kenny's cards: keeps 1/3 of the 100 cards
sold, '134' for 150); 35 (George's candy bars) reaches the gold by a wrong route ((5.05 - 1.20) /
0.75 = 5.13, rounded down) and states 'Therefore, George bought 5 candy bars.': labelled by its
stated value; 25 (Indras) writes 'Answer: 13 letters.', then 'Question:' with the question restated
and the same steps once more, ending 'Answer: 13 letters.' again.

Selection (records as they come, in file order, not by how hard they look):
* tl32h2g: benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f, pages 3136000-3328000 joined
  (208,000 of 3,760,516 characters): tasks[403]-[426] thinking and hybrid (Tom's two-week trip,
  Timothy's locker, Stanley's comb, Mr. Josue's capital, the cats on the rock, Bill's streaming
  service, Cole's jeans, the Google day trip, Lillian's bird feeders, Aleksandra's dinner, Kenny's
  Pokemon cards, the caterer's hot dogs, Indras and her sister, Charlotte's kitchen order, Dora's
  toys, the princes' dragons, Josey's gasoline, George's candy bars, Ray's lollipops, Rory's cake,
  Sitti and Juris's oranges, Antoine's onion soup, Wayne and Bernadette, Billie's bedroom). Record
  number = place in file order. The round is smaller than the brief's 120-200: the helper stopped
  at the brief's time limit with whole records rather than read on.

Label conventions (rounds 72-194): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '3,000' for 3000, '$17000' for 17000, '\boxed{132.00}' and '$132.00' for 132, '$2.00'
for 2); another quantity is wrong. R1 rule (applied to the QwQ thinking model as to R1-Distill): an
answer cut inside its thinking, before '</think>' and before a **Final Answer** line with a value,
is no_answer even where its working has reached the gold; a **Final Answer** box closing the
thinking labels a response whose summary is then cut (8). Gold: GSM8K = the file's own
correct_answer '####' value, commas dropped (the build checks it against gsm8k/test.jsonl by the
question's opening words). Cole's jeans (gold 8): the dataset's gold is the tattered jeans' original
price less the jogger jeans' (32 - 24), though the question asks how much more the jogger jeans
cost; the hybrid's 10 is wrong on either reading.

Pages read this round: thinking-llms-interp hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json
3152000, 3168000, 3184000, 3200000, 3216000, 3232000, 3248000, 3264000, 3280000, 3296000, 3312000,
3328000 (12 pages read; 3136000 reused from round 194's paste, not re-read). Nothing else was read.

Leads for a later round: this file from 3328000 (re-read it, or reuse this round's paste
pages/g32h2_3328000.txt: it ends inside tasks[427]'s thinking_model answer, the sisters' beads,
gold 80; tasks[427]-[485] unread, about 0.42 MB, about two tasks a page, the QwQ answers 1,500-8,300
characters and about two in five cut inside their thinking here, the hybrid answers short). Take
only its thinking and hybrid strings: its base_model strings repeat round 191 word for word (and a
hybrid string can too: round 194's tasks[341]), so keep the repeats check on; work/pagecheck.py
(question, correct_answer and base strings of each page checked against gsm8k and round 191) finds
paste slips cheaply. Its tasks are easy: 2 of the 24 hybrids wrong here. Still unread in
hybrid-2/results/: benchmark_results_qwen2.5-14b_math500.json (at ecefbf89; check first whether
its base and thinking strings are filled and whether they repeat the hybrid/ 14B MATH-500 file).

Usage: python build_public_heldout201.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout201.py            # re-apply labels / provenance / gold checks
"""
from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32h2g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout201.jsonl"
SOURCE = "public_heldout201"

# thaotnguyen/thinking-llms-interp (tl32h2g_source as rounds 158-194); the pages this round joined
SOURCES = {
    "tl32h2g": tl32h2g_source("pages 3136000-3328000 joined (208,000 of 3,760,516 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32h2g:0|no_answer|truncated|QwQ (tasks[403], Tom's two-week trip, gold 3140): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Days8-14:': no final answer (R1 rule; its working at 3140)
tl32h2g:1|correct|prose_sentence|hybrid (tasks[403], Tom's two-week trip, gold 3140): 'Therefore, Tom made a total of 3140 kilometers during his two-week-long trip.' = gold
tl32h2g:2|correct|boxed|QwQ (tasks[404], Timothy's locker, gold 40): '**Final Answer** ... \boxed{40}' before </think>; the summary ends with the same box = gold
tl32h2g:3|correct|prose_sentence|hybrid (tasks[404], Timothy's locker, gold 40): "Therefore, Timothy's locker is 40 cubic inches." = gold
tl32h2g:4|correct|boxed|QwQ (tasks[405], Stanley's comb, gold 3000): '**Final Answer** ... \boxed{3000}' before </think>; the summary ends with the same box = gold
tl32h2g:5|correct|answer_colon|hybrid (tasks[405], Stanley's comb, gold 3000): "Answer: Oliver must climb 3,000 feet to reach the elevation of Stanley's comb." = gold ('3,000' for 3000)
tl32h2g:6|no_answer|truncated|QwQ (tasks[406], Mr. Josue's capital, gold 17000): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'if the problem had said the second bank gave twice as much as he initially had, that': no final answer (R1 rule; its working at $17,000, 'I think the answer is $17,000' earlier in the thinking)
tl32h2g:7|correct|prose_sentence|hybrid (tasks[406], Mr. Josue's capital, gold 17000): 'Therefore, Mr. Josue now has $17000 in capital.' = gold ('$17000' for 17000)
tl32h2g:8|correct|boxed|QwQ (tasks[407], the cats on the rock, gold 12): '**Final Answer** ... \boxed{12}' closes its thinking, then its summary after </think> is cut at 'Subtract': labelled by that box (R1 rule) = gold
tl32h2g:9|correct|prose_sentence|hybrid (tasks[407], the cats on the rock, gold 12): 'Therefore, there were 12 cats left on the rock.' = gold
tl32h2g:10|no_answer|truncated|QwQ (tasks[408], Bill's streaming service, gold 284): cut inside its thinking, before '</think>' and before any **Final Answer** line, at '8 * 12: 8*': no final answer (R1 rule; its working at 284)
tl32h2g:11|correct|prose_sentence|hybrid (tasks[408], Bill's streaming service, gold 284): 'Therefore, the total cost for 2 years of the service is $284.' = gold
tl32h2g:12|no_answer|truncated|QwQ (tasks[409], Cole's jeans, gold 8): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'he bought the tattered jeans for $28 and': no final answer (R1 rule; its working at original prices 24 and 32, puzzling over the sign of the difference)
tl32h2g:13|wrong|prose_sentence|hybrid (tasks[409], Cole's jeans, gold 8): takes $22 (the jogger jeans' price) as their original price and $32 for the tattered, 32 - 22; = 10, gold 8 (original prices 24 and 32); closes 'Therefore, the jogger jeans originally cost $10 more than the tattered jeans.'
tl32h2g:14|correct|boxed|QwQ (tasks[410], the Google day trip, gold 570): '**Final Answer** ... \boxed{570}' before </think>; the summary ends with the same box = gold
tl32h2g:15|correct|prose_sentence|hybrid (tasks[410], the Google day trip, gold 570): 'Therefore, 570 employees can join the day trip.' = gold
tl32h2g:16|no_answer|truncated|QwQ (tasks[411], Lillian's bird feeders, gold 150): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'then homemade ones attract x+': no final answer (R1 rule; its working weighing 150 against 120)
tl32h2g:17|correct|prose_sentence|hybrid (tasks[411], Lillian's bird feeders, gold 150): 'Lillian can expect to see 150 birds in her garden each day if the same amount keep coming to her bird feeders.' = gold
tl32h2g:18|correct|boxed|QwQ (tasks[412], Aleksandra's dinner, gold 11): '**Final Answer** ... \boxed{11}' before </think>; the summary ends with the same box = gold
tl32h2g:19|correct|prose_sentence|hybrid (tasks[412], Aleksandra's dinner, gold 11): 'Therefore, Aleksandra needed to pay $11 for the dinner she ordered.' = gold
tl32h2g:20|no_answer|truncated|QwQ (tasks[413], Kenny's Pokemon cards, gold 150): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'the money from selling the rest allows him': no final answer (R1 rule; its working at 150)
tl32h2g:21|wrong|prose_sentence|hybrid (tasks[413], Kenny's Pokemon cards, gold 150): sells 100 cards, then keeps 1/3 of the 100 (33.33, rounded up to 34), 100 + 34; = 134, gold 150; closes 'Therefore, Kenny started with 134 Pokemon cards.'
tl32h2g:22|no_answer|truncated|QwQ (tasks[414], the caterer's hot dogs, gold 26): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So 14 people get an extra, so 14 have two,': no final answer (R1 rule; its working at 26)
tl32h2g:23|correct|answer_is|hybrid (tasks[414], the caterer's hot dogs, gold 26): 'Therefore, the answer is 26 guests did not get a second hotdog.' = gold
tl32h2g:24|no_answer|truncated|debatable: QwQ (tasks[415], Indras and her sister, gold 13): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Therefore, I think the answer is 13.': no final answer (R1 rule; the string ends on that sentence, which states the gold, but inside the thinking with no </think>)
tl32h2g:25|correct|answer_colon|hybrid (tasks[415], Indras and her sister, gold 13): 'Answer: 13 letters.', then 'Question:' with the question restated and the same five steps once more, ending 'Answer: 13 letters.' = gold
tl32h2g:26|correct|boxed|QwQ (tasks[416], Charlotte's kitchen order, gold 132): '**Final Answer** ... \boxed{132.00}' before </think>; the summary ends with the same box = gold ('132.00' for 132)
tl32h2g:27|correct|prose_sentence|hybrid (tasks[416], Charlotte's kitchen order, gold 132): "Charlotte's order was $132.00 after the 20% discount." = gold ('$132.00' for 132)
tl32h2g:28|correct|boxed|QwQ (tasks[417], Dora's toys, gold 1): '**Final Answer** ... \boxed{1}' before </think>; the summary ends with the same box = gold
tl32h2g:29|correct|prose_sentence|hybrid (tasks[417], Dora's toys, gold 1): 'Dora needs $1 more to buy the skipping rope, the game, and the ball.' = gold
tl32h2g:30|correct|boxed|QwQ (tasks[418], the princes' dragons, gold 30): '**Final Answer** ... \boxed{30}' before </think>; the summary ends with the same box = gold
tl32h2g:31|correct|prose_sentence|hybrid (tasks[418], the princes' dragons, gold 30): 'Therefore, Prince Bruce slew 30 dragons.' = gold
tl32h2g:32|correct|boxed|QwQ (tasks[419], Josey's gasoline, gold 6): '**Final Answer** ... \boxed{6}' before </think>; the summary ends with the same box = gold
tl32h2g:33|correct|answer_is|hybrid (tasks[419], Josey's gasoline, gold 6): 'The answer is 6 pints.' = gold
tl32h2g:34|no_answer|truncated|QwQ (tasks[420], George's candy bars, gold 5): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Because you can't buy a fraction of': no final answer (R1 rule; its working at 3.80 / 0.75 = 5.07 candy bars, doubting its reading)
tl32h2g:35|correct|prose_sentence|hybrid (tasks[420], George's candy bars, gold 5): takes $5.05 as the money spent, (5.05 - 1.20) / 0.75 = 5.13 rounded down; its stated value 'Therefore, George bought 5 candy bars.' = gold
tl32h2g:36|correct|answer_colon|QwQ (tasks[421], Ray's lollipops, gold 5): no **Final Answer** line in its thinking (it ends 'So the answer is 5.'); after </think> '**Answer:** Each friend received 5 lollipops.' (no box) = gold
tl32h2g:37|correct|answer_colon|hybrid (tasks[421], Ray's lollipops, gold 5): "Answer: Each of Ray's friends received 5 lollipops." = gold
tl32h2g:38|correct|boxed|QwQ (tasks[422], Rory's cake, gold 15): no **Final Answer** line in its thinking; after </think> '**Answer:** The remaining cake weighs \(\boxed{15}\) ounces.' = gold
tl32h2g:39|correct|answer_colon|hybrid (tasks[422], Rory's cake, gold 15): 'Answer: The remaining cake weighs 15 ounces.' = gold
tl32h2g:40|correct|boxed|QwQ (tasks[423], Sitti and Juris's oranges, gold 7): '**Final Answer** ... \boxed{7}' before </think>; the summary ends with the same box = gold
tl32h2g:41|correct|answer_colon|hybrid (tasks[423], Sitti and Juris's oranges, gold 7): 'Answer: Everyone will get 7 oranges.' = gold
tl32h2g:42|no_answer|truncated|QwQ (tasks[424], Antoine's onion soup, gold 2): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Alternatively, maybe the original recipe with 2 pounds of onions': no final answer (R1 rule; its working at $2)
tl32h2g:43|correct|answer_colon|hybrid (tasks[424], Antoine's onion soup, gold 2): 'Answer: The cost per serving is $2.00.' = gold ('$2.00' for 2)
tl32h2g:44|correct|boxed|QwQ (tasks[425], Wayne and Bernadette, gold 17): '**Final Answer** ... \boxed{17}' before </think>; the summary ends with the same box = gold
tl32h2g:45|correct|prose_sentence|hybrid (tasks[425], Wayne and Bernadette, gold 17): 'Therefore, Bernadette should leave 17 minutes earlier than Wayne to get to the theater first.' = gold
tl32h2g:46|correct|boxed|QwQ (tasks[426], Billie's bedroom, gold 98): '**Final Answer** ... \boxed{98}' before </think>; the summary ends with the same box = gold
tl32h2g:47|correct|prose_sentence|hybrid (tasks[426], Billie's bedroom, gold 98): "Therefore, the perimeter of Billie's bedroom is 98 feet." = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

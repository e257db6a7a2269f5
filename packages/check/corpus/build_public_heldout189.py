__doc__ = r"""Build public_heldout189.jsonl: a 189th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 183's repository Zhuohao-Li/Hawkeye (rounds 109-183 read its bench/gsm results
files and named where to go on). Its bench/gsm/results folder commits DeepSeek-R1-Distill-Qwen-7B
style runs on GSM8K test, each an indented JSON list in test order from question 0. The run script
(benchark/gsm/run.py at 2926e0f, read in round 118) has three stages: stage 3 `base_qa` asks
'Question: {question}.' as the only user turn (sglang, max_tokens 1024, temperature 0.7, top_p
0.9) and stores {question, answer, model_output, score} (the hdr, hde, hdb, hd2 files, every
model_output opening '<think>'); stage 1 `cot` asks the cot model (bench/gsm/run.yaml
cot_model_path Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B) with benchark/gsm/utils.py
`cot_prompt` (max_tokens 1024) and stores `cot`; stage 2 `qa` gives the small model (run.yaml
small_model_path Qwen/Qwen2.5-0.5B-Instruct) utils.py `doc_to_text` 'Question: {question}\nCot:
{cot}\nThis is a chain-of-thought that helps you answer.\nSo the answer is:' (max_tokens 512) and
stores its reply as `model_output` beside the `cot` (the gsm_result.json file: {question, answer,
cot, model_output, score}).

Method (rounds 88-183's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Round
183's pastes of hdr 620000, hde 432000, hdb 368000 and hgr 464000 and round 179's paste of hd2
272000 (copied from /tmp/rounds/real183/pages; they decode to 16,000 each as there) were re-used,
since the first element this round takes from each file opens on them. Ten new pages were pasted
and all came out at 16,000 at the first paste, one with a loop marker: hde_448000 holds element
269's (the juggler's) run of 'Wait.' paragraphs; its paste has one copy of the unit 'Wait.\n\n'
(9 characters of page text: the file's own JSON escapes) between @@U1@@ and @@/U1@@ and @@R1@@
where the rest of the run goes, and work/mk.py repeats the unit the one whole number of times (436
more, 437 in the run) that makes the page 16,000 long (its search range widened from 400 to 1,000
repeats for this run). The count was checked by a probe read of the file at offset 462570 (not a
page of the round, not pasted): it opens ' {\n        "question": "Carly had 80 cards', which
puts that question at 462581, where the decoded page has it. Nothing was shortened; no no-break
space this round. Each new page starts where the one before ends (offsets 16,000 apart), checked
by work/extract.py, which cut the records out by script (raw_*.jsonl): the pages of one file
joined in file order, each whole list element parsed, r = the raw JSON string body of its
`model_output` (or `cot`; enc json, checked to decode to the parsed value), g = its `answer`,
rec = its list index, found as the gsm8k/test.jsonl line of its question and checked to run on one
by one, with `answer` equal to the line's '####' value. Elements before the first one named below
(taken in rounds 179 and 183) are skipped; the element cut by the end of each file's last page is
dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 620000
  (round 183's paste, for element 329's opening), 636000 and 652000 (= hdr_620000 .. hdr_652000):
  elements 329 (Erin's lollipops) to 345 (the restaurant's table legs) whole; 346 (Jenny's
  cookies) cut by the end of 652000 and dropped: 17 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 432000 (round 183's paste, for element 268's opening), 448000 and 464000
  (= hde_432000 .. hde_464000): elements 268 (the real estate agent's ads) to 284 (Alani's
  family's stories) whole; 285 (Ann's brother) cut and dropped: 17 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 368000 (round 183's
  paste, for element 196's opening), 384000 and 400000 (= hdb_368000 .. hdb_400000): elements 196
  (the 200 pounds of carrots) to 211 (Jerry's chickens) whole; 212 (Gary's walk round the park)
  cut and dropped: 16 kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 272000 (round 179's paste, for element 173's opening), 288000 and 304000
  (= hd2_272000 .. hd2_304000): elements 173 (Jessica's debts) to 191 (the ducks' insects) whole;
  192 (Tom's trees) cut and dropped: 19 kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 464000 (round 183's paste, for
  element 308's opening), 480000 and 496000 (= hgr_464000 .. hgr_496000): elements 308 (the ice
  cream and milk) to 327 (Oscar's lollipops) whole, each giving two records, its `cot` (hgc) and
  its `model_output` (hgo); element 328 (the cell-phone recharge) cut and dropped: 20 elements,
  40 records, 38 kept (hgc 20, hgo 18; two repeats dropped, below).

Repeats: the files answer the same GSM8K test questions as rounds 109-183 and as each other
(hdr 329-345 ask the questions of hgr 329-345 and hde 268-284 those of hdr 268-284, each run its
own text). Every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 278 files, 29,181 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: two repeat, the hgo replies of elements 315
(Martha's party) and 326 (the bus passengers), each the bare '14', which an earlier round already
holds; both were dropped (work/extract.py DROP). The other short hgo replies ('\$6', '8',
'$2050.', '91 eggs', '120,000', '8 women.', '8 boxes.', '$\boxed{12}$', '$\boxed{123}$', ...) do
not repeat. 107 records kept.

Repository counts (107 records): Zhuohao-Li/Hawkeye 107 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 17, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 17 and repeat 2 19, the
gsm_baseline run 16, gsm_result's cot 20 and small-model answers 18). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-183 found); `licence` per record. Truth: correct
95, wrong 10, no_answer 2; debatable 2.

Split: GSM8K test 107, MATH 0. Prompt format: long_cot 107 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}; two never reach a final answer: hde:269 (the juggler) falls into a
run of 437 'Wait.' paragraphs after 'Therefore, there are 8 golf balls.' and is cut by the
1024-token cap, hd2:183 (the relay race) re-checks its 2 seconds in short lines ('Wait.', 'So.',
'Yes.', 'Therefore.') until cut inside its think block; hdr:338 (the class of 200) closes its
thinking with '**Final Answer**\nThe smallest group has \boxed{60} students.' and its solution is
cut by the cap at '2x + x'); hgo are Qwen2.5-0.5B-Instruct's short replies to 'So the answer is:':
a bare value ('\$6', '8', '$2050.', '120,000', '\$224,000'), a value with its unit ('91 eggs', '8
women.', '8 boxes.', '75 milliliters weaker.'), a sentence ('Trent is 32 years old.') or a box
('$\boxed{12}$', '\( \boxed{156 \text{ kg}} \)', 'The pen costs \(\boxed{\$1}\).').
Forms: boxed 92, bare_last_line 9, prose_sentence 4, truncated 2.

Label conventions (rounds 37-183's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$100}', '\boxed{310 \text{ ounces}}', '\boxed{180,\!000 \text{
meters}}', '\boxed{\$2.00}', '\boxed{\$1,\!375}', '\boxed{\$3,\!200}', '\boxed{6,\!277}',
'\boxed{\$114,\!200}', '\boxed{860 \text{ kilometers}}', '\boxed{2600\ \text{grams}}',
'\boxed{25\%}', '\boxed{156 \text{ kg}}', '\boxed{75\,\text{mL}}', '\boxed{\$224,\!000}', '$2050.',
'120,000', '91 eggs', '8 women.'); another quantity is wrong (hde:284 the second week's stories
only, 240 for 360); where the thinking and the solution disagree, the last (boxed) answer counts
(hgc:320 thinks '12 women' and boxes 8; hgc:327 thinks '22 lollipops remaining' and boxes 31;
hdr:334 thinks 24 / 4 = 6 and boxes 5); a final answer closing the thinking counts when the
solution after it is cut before any answer (hdr:338); a completion cut by the token cap inside its
think block, or looping, before any final answer is no_answer, even where its working has reached
the value (hd2:183 'So Team A wins by **2 seconds**.' in its thinking, marked debatable as round
183's hdr:328); the same duration in another unit, rounded, is wrong (hd2:174 '\boxed{1.58
\text{ hours}}' for 95 minutes, marked debatable); a bare reply or a sentence is read for the
quantity it states (hgo).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 636000, 652000 (620000
re-used from round 183); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
1_result.json offsets 448000, 464000 (432000 re-used; a probe read at 462570 to check the loop
count, not pasted); bench/gsm/results/gsm_baseline_result.json offsets 384000, 400000 (368000
re-used); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json offsets
288000, 304000 (272000 re-used from round 179); bench/gsm/results/gsm_result.json offsets 480000,
496000 (464000 re-used).

Leads for a later round: Hawkeye hdr from 668000 (element 346, Jenny's cookies, opens at the end
of 652000: re-use this round's paste pages/hdr_652000.txt); hde from 480000 (element 285, Ann's
brother, opens at the end of 464000: re-use pages/hde_464000.txt); hdb from 416000 (element 212,
Gary's walk round the park, opens at the end of 400000: re-use pages/hdb_400000.txt); hd2 from
320000 (element 192, Tom's trees, opens at the end of 304000: re-use pages/hd2_304000.txt); hgr
(gsm_result.json) from 512000 (element 328, the cell-phone recharge, opens at the end of 496000:
re-use pages/hgr_496000.txt; two records an element; its short hgo replies often repeat earlier
rounds' bare answers ('14' did twice this round): check). Long 'Wait.' runs (hde) are pasted with
a loop marker; their unit is 9 characters of page text ('Wait.\\n\\n' as the file has it), not 7.
Watch for curly apostrophes (A customer’s loyalty card, Carl’s cheese, Helena’s serum, Shannon’s
iced coffee: kept as the file has them) and for 'Pokémon' in model text. Still unread (as rounds
118-183 listed): bench/results/*/example*.txt and gsm8k_result*.json (Qwen2.5 and Llama GSM8K
runs: look whether they hold completions with golds), bench/gsm8k_cot.jsonl, and the older
benchark/gsm/results/*_result.json files at 2926e0f (check repeats against bench/ first).

Usage: python build_public_heldout189.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout189.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout189.jsonl"
SOURCE = "public_heldout189"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
SOURCES = zh_sources(
    hdr=("620000-667999 (three pages: 620000, 636000, 652000)", "329-345"),
    hde=("432000-479999 (three pages: 432000, 448000, 464000)", "268-284"),
    hdb=("368000-415999 (three pages: 368000, 384000, 400000)", "196-211"),
    hd2=("272000-319999 (three pages: 272000, 288000, 304000)", "173-191"),
    gr="pages 464000-511999 of the file (three pages: 464000, 480000, 496000; elements 308-327)",
)

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:329|correct|boxed|Erin's lollipops (opens on page 620000): 7 + 10 - 3, '**Final Answer:**\n\[\n\boxed{14}\n\]'
hdr:330|correct|boxed|
hdr:331|correct|boxed|
hdr:332|correct|boxed|
hdr:333|correct|boxed|'\boxed{\$100}' for 100
hdr:334|wrong|boxed|'Each person would have \(\boxed{5}\) guns.' (gold 6: its thinking adds 8 + 10 + 5 + 1 = 24 and divides by 4 = 6, its solution restates Richard 1 and Jason 1, 20 / 4 = 5; the last (boxed) answer counts)
hdr:335|correct|boxed|'\boxed{310 \text{ ounces}}' for 310
hdr:336|correct|boxed|
hdr:337|correct|boxed|
hdr:338|correct|boxed|the class of 200: the thinking ends '**Final Answer**\nThe smallest group has \boxed{60} students.', the solution after '</think>' is cut by the 1024-token cap at '2x + x' before any answer; the boxed 60 is the last final answer (= gold 60)
hdr:339|correct|boxed|
hdr:340|correct|boxed|Josh's juggling: the working also writes '4 \text{ balls} - 1 \text{ lost} = 3 \text{ balls}', then 'However ... 4 balls', 'ends up juggling with **4 balls**' and '\boxed{4}' (= gold 4)
hdr:341|correct|boxed|
hdr:342|correct|boxed|
hdr:343|correct|boxed|'\boxed{180,\!000 \text{ meters}}' for 180000
hdr:344|correct|boxed|'\boxed{\$2.00}' for 2
hdr:345|correct|boxed|
hde:268|correct|boxed|the real estate agent's ads (opens on page 432000): '\boxed{\$1,\!375}' for 1375
hde:269|no_answer|truncated|the juggler: 'Therefore, there are 8 golf balls.', then 'Wait.', 'Wait no.', 'Wait, wait.', 'Hold on.', 'Hmm.' and a run of 437 'Wait.' paragraphs cut by the 1024-token cap inside the think block; no final answer (gold 4)
hde:270|correct|boxed|
hde:271|correct|boxed|'= 12 + 8 = \boxed{20}'
hde:272|correct|boxed|
hde:273|correct|boxed|
hde:274|correct|boxed|'= \boxed{\$3,\!200}' for 3200
hde:275|wrong|boxed|'43.2 + 36 + 48 = \boxed{127.2}' (gold 138: the solo song's lines taken as 4/5 of 54 = 43.2 instead of all 54)
hde:276|correct|boxed|
hde:277|correct|boxed|
hde:278|correct|boxed|
hde:279|correct|boxed|
hde:280|correct|boxed|'\boxed{\$7}' for 7
hde:281|correct|boxed|
hde:282|correct|boxed|
hde:283|wrong|boxed|'\boxed{61}' (gold 68: the 7 spaces between gemstones counted as 1.75 inches of extra length, (25 - 9.75) / 0.25 = 61, instead of (25 - 8) / 0.25 = 68)
hde:284|wrong|boxed|'= 240 \text{ stories}', then '\(\boxed{240}\)' (gold 360: only the second week's stories counted, the first week's 120 left out)
hdb:196|correct|boxed|the 200 pounds of carrots (opens on page 368000): '\boxed{120}', then '**120 pounds** of carrots will not be used.'
hdb:197|correct|boxed|'\boxed{6,\!277}' for 6277
hdb:198|correct|boxed|'Elaine now has a total of \(\boxed{320}\) Pokémon cards.'
hdb:199|correct|boxed|
hdb:200|correct|boxed|'Baldur gets a total of \(\boxed{55}\) liters of water every day.'
hdb:201|correct|boxed|'\boxed{\$114,\!200}' for 114200
hdb:202|correct|boxed|
hdb:203|correct|boxed|
hdb:204|correct|boxed|
hdb:205|wrong|boxed|'\boxed{191}' (gold 98: the 93 average taken over six tests, 558 - 367, instead of over the five kept, 465 - 367)
hdb:206|correct|boxed|'\boxed{860 \text{ kilometers}}' for 860
hdb:207|correct|boxed|'\boxed{2600\ \text{grams}}' for 2600
hdb:208|correct|boxed|
hdb:209|correct|boxed|
hdb:210|correct|boxed|'Sara needs to mow the lawn \(\boxed{10}\) times'
hdb:211|correct|boxed|
hd2:173|correct|boxed|Jessica's debts (opens on page 272000): '\boxed{18000}'
hd2:174|wrong|boxed|debatable: '\boxed{1.58 \text{ hours}}' (gold 95, minutes: 60 x 95 = 5,700 seconds converted to hours and rounded; another unit, rounded, for the same duration)
hd2:175|correct|boxed|
hd2:176|correct|boxed|
hd2:177|correct|boxed|'= \boxed{\$350}' for 350
hd2:178|correct|boxed|
hd2:179|correct|boxed|'\boxed{\$130}' for 130
hd2:180|correct|boxed|
hd2:181|correct|boxed|the thinking writes 'Fred must deliver \boxed{160} red roses', the solution boxes '\boxed{160}' again
hd2:182|wrong|boxed|'\boxed{22}' (gold 23: its thinking reaches 'Jean is 21 plus 2, which equals 23', its solution takes half of Jan's current 30 and writes M - 2 = 15 + 5 - 2, M = 20; the last (boxed) answer counts)
hd2:183|no_answer|truncated|debatable: the relay race: the thinking states 'Therefore, Team A wins by **2 seconds**.' and 'So Team A wins by **2 seconds**.' several times, then re-checks in short lines ('Wait.', 'So.', 'Yes.', 'Therefore.') until cut by the 1024-token cap inside the think block before '</think>' or any final answer (gold 2)
hd2:184|correct|boxed|'\boxed{25\%}' for 25
hd2:185|correct|boxed|'= \boxed{30}', then '**Final Answer:** \(\boxed{30}\)'
hd2:186|wrong|boxed|'\boxed{9}' (gold 5: all 160 pieces of straw given to the rats, 160 / 6 rounded to 27 rats, the hamsters' 50 and the rabbits' 20 left out)
hd2:187|correct|boxed|'Mandy should give Benedict \(\boxed{106}\) dollars.'
hd2:188|correct|boxed|
hd2:189|correct|boxed|
hd2:190|correct|boxed|
hd2:191|correct|boxed|
hgc:308|correct|boxed|the ice cream and milk (its cot opens on page 464000): '= \boxed{\$6}' for 6
hgc:309|correct|boxed|
hgc:310|correct|boxed|'\boxed{\$2050}' for 2050
hgc:311|correct|boxed|
hgc:312|correct|boxed|
hgc:313|correct|boxed|
hgc:314|correct|boxed|
hgc:315|correct|boxed|
hgc:316|correct|boxed|'= \boxed{156 \, \text{kg}}', then '\(\boxed{156 \text{ kg}}\)' for 156
hgc:317|correct|boxed|'\boxed{\$12}' for 12
hgc:318|correct|boxed|'= \boxed{123}', then '**Final Answer:** \(\boxed{123}\)'
hgc:319|correct|boxed|
hgc:320|correct|boxed|the thinking ends '15 women - 3 men = 12 women.', the solution subtracts the 7 women who left and boxes '\boxed{8}' (= gold 8); the last (boxed) answer counts
hgc:321|correct|boxed|boxes the magazine's '\boxed{\$2}' on the way, then '\boxed{\$1}' twice (= gold 1)
hgc:322|wrong|boxed|'\boxed{8}' (gold 9: a box assumed to hold 10 pencils and Jam's pencils counted as 32, 78 / 10 rounded up, instead of (26 - 2) / 3 = 8 a box, 72 / 8)
hgc:323|correct|boxed|'= \boxed{75\,\text{mL}}', then '**Final Answer:** \(\boxed{75\,\text{mL}}\)' for 75
hgc:324|correct|boxed|
hgc:325|correct|boxed|'= \boxed{\$224,\!000}' for 224000
hgc:326|correct|boxed|'x = \boxed{14}', then '**Answer:** \(\boxed{14}\)'
hgc:327|correct|boxed|the thinking ends 'he has 22 lollipops remaining', the solution counts 36 - 3 - 2 and boxes '\boxed{31}' (= gold 31); the last (boxed) answer counts
hgo:308|correct|bare_last_line|the whole reply: '\$6'
hgo:309|correct|bare_last_line|the whole reply: '8'
hgo:310|correct|bare_last_line|the whole reply: '$2050.'
hgo:311|correct|bare_last_line|the whole reply: '91 eggs'
hgo:312|correct|prose_sentence|the whole reply: 'Trent is 32 years old.'
hgo:313|correct|bare_last_line|the whole reply: '120,000'
hgo:314|correct|boxed|the whole reply: 'The number of players on the defense is \(\boxed{30}\).'
hgo:316|correct|boxed|the whole reply: '\( \boxed{156 \text{ kg}} \)'
hgo:317|correct|boxed|the whole reply: '$\boxed{12}$'
hgo:318|correct|boxed|the whole reply: '$\boxed{123}$'
hgo:319|correct|prose_sentence|the whole reply: 'The electric company needs 15 electric poles to supply the electricity in the neighborhood.'
hgo:320|correct|bare_last_line|the whole reply: '8 women.'
hgo:321|correct|boxed|the whole reply: 'The pen costs \(\boxed{\$1}\).'
hgo:322|wrong|bare_last_line|the whole reply: '8 boxes.' (gold 9; its cot boxed the same)
hgo:323|correct|bare_last_line|the whole reply: '75 milliliters weaker.'
hgo:324|correct|prose_sentence|the whole reply: 'The 5 people brought in a total of 14 old records.'
hgo:325|correct|bare_last_line|the whole reply: '\$224,000'
hgo:327|correct|prose_sentence|the whole reply: 'The final count of lollipops Oscar has is **31**.'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

__doc__ = r"""Build public_heldout195.jsonl: a 195th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 189's repository Zhuohao-Li/Hawkeye (rounds 109-189 read its bench/gsm results
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

Method (rounds 88-189's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Round
189's pastes of hdr 652000, hde 464000, hdb 400000, hd2 304000 and hgr 496000 (copied from
/tmp/rounds/real189/pages; they decode to 16,000 each as there) were re-used, since the first
element this round takes from each file opens on them. Ten new pages were pasted and all came out
at 16,000 at the first paste, two with a loop marker: hde_496000 holds element 301's (the folding
tabloid's) run of 'Wait.' paragraphs and hd2_336000 element 205's (Brinley's tests'); each paste
has one copy of the unit 'Wait.\n\n' (9 characters of page text: the file's own JSON escapes)
between @@U1@@ and @@/U1@@ and @@R1@@ where the rest of the run goes, and work/mk.py repeats the
unit the one whole number of times that makes the page 16,000 long (hde_496000: 364 more, 365 in
the run after 'No.'; hd2_336000: 251 more, 252 in the run after 'But wait.'); each count is the
only one that fits (no probe read this round). One no-break space: the advertising question
(GSM8K test line 224, hdb element 223) has '\u00a0 ' after 'for another year.', which the
read_file display shows as a plain space; work/mk.py restores it after the length check (as round
173 did for the same question in hde), and the question then matches its gsm8k/test.jsonl line.
Nothing was shortened. Each new page starts where the one before ends (offsets 16,000 apart),
checked by work/extract.py, which cut the records out by script (raw_*.jsonl): the pages of one
file joined in file order, each whole list element parsed, r = the raw JSON string body of its
`model_output` (or `cot`; enc json, checked to decode to the parsed value), g = its `answer`,
rec = its list index, found as the gsm8k/test.jsonl line of its question and checked to run on one
by one, with `answer` equal to the line's '####' value. Elements before the first one named below
(taken in rounds 183 and 189) are skipped; the element cut by the end of each file's last page is
dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 652000
  (round 189's paste, for element 346's opening), 668000 and 684000 (= hdr_652000 .. hdr_684000):
  elements 346 (Jenny's cookies) to 361 (the train's services) whole; 362 (Mark's dog beds) cut
  by the end of 684000 (its model_output ends on the page, its `score` and closing brace do not)
  and dropped: 16 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 464000 (round 189's paste, for element 285's opening), 480000 and 496000
  (= hde_464000 .. hde_496000): elements 285 (Ann's brother) to 302 (Annika at the fair) whole;
  303 (Elise's books) cut and dropped: 18 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 400000 (round 189's
  paste, for element 212's opening), 416000 and 432000 (= hdb_400000 .. hdb_432000): elements 212
  (Gary's walk round the park) to 228 (Kalinda's puzzle) whole; 229 (the watermelon farm) cut and
  dropped: 17 kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 304000 (round 189's paste, for element 192's opening), 320000 and 336000
  (= hd2_304000 .. hd2_336000): elements 192 (Tom's trees) to 209 (the twenty dozen cups) whole;
  210 (Sara's jacket) cut and dropped: 18 kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 496000 (round 189's paste, for
  element 328's opening), 512000, 528000 and 544000 (= hgr_496000 .. hgr_544000): elements 328
  (the cell-phone recharge) to 358 (Marisa's piggy bank) whole, each giving two records, its `cot`
  (hgc) and its `model_output` (hgo); element 359 (Billy's candy) cut and dropped: 31 elements,
  62 records, 59 kept (hgc 31, hgo 28; three repeats dropped, below).

Repeats: the files answer the same GSM8K test questions as rounds 109-189 and as each other
(hdr 346-358 ask the questions of hgr 346-358, hd2 196-198 those of round 189's hdb 196-198, each
run its own text). Every completion kept was compared (whitespace-normalised) with every
completion of the earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present: 290 files, 29,776 distinct completions, by
script, work/dedup.py, reading no labels) and with the others of this round: three repeat, the hgo
replies of elements 334 (the paintball guns, '6'), 340 (Josh's juggling, '5') and 358 (Marisa's
piggy bank, '20'), each a bare number an earlier round already holds; all three were dropped
(work/extract.py DROP). The other short hgo replies ('44', '10%', '$8,400', '\$45', '310 legs.',
'1 hot dog.', '220 pounds.', 'Number of Friends: 6', ...) do not repeat. 128 records kept.

Repository counts (128 records): Zhuohao-Li/Hawkeye 128 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 16, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 18 and repeat 2 18, the
gsm_baseline run 17, gsm_result's cot 31 and small-model answers 28). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-189 found); `licence` per record. Truth: correct
113, wrong 12, no_answer 3; debatable 1.

Split: GSM8K test 128, MATH 0. Prompt format: long_cot 128 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}; three never reach a final answer: hde:301 (the folding tabloid)
counts folds to '32 pages', then 'Wait.', 'Wait, the initial fold.', 'No.' and a run of 365
'Wait.' paragraphs cut by the 1024-token cap inside its think block; hd2:205 (Brinley's tests)
solves x = 98, writes 'Brinley needs to get a 98 on her sixth test.', then 'Wait.', 'Hold on.',
'But wait.' and a run of 252 'Wait.' paragraphs, cut inside its think block; hdb:214 (Jerry's
pools) reaches S = -8, doubts it and is cut by the cap inside its think block at 'Four minutes
ago, the big pool'); hgo are Qwen2.5-0.5B-Instruct's short replies to 'So the answer is:': a bare
value ('44', '10%', '$8,400', '\$45'), a value with its unit ('310 ounces.', '1 hot dog.', '220
pounds.'), a label ('Number of Friends: 6'), a sentence ('Dean has $21 left.'), a box
('$\boxed{\$72}$', '\[\n\boxed{180,\!000 \text{ meters}}\n\]') or a rewrite of the cot (hgo:328).
Forms: boxed 102, bare_last_line 13, prose_sentence 9, truncated 3, answer_colon 1.

Label conventions (rounds 37-189's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$36}', '\boxed{10\%}', '\boxed{2,\!640 \, \text{\$}}',
'\boxed{20 \text{ hours}}', '\boxed{34 \text{ feet}}', '\boxed{\$12.00}', '\boxed{6,\!277}',
'\boxed{\$114,\!200}', '\boxed{\$31,\!800}', '\boxed{\$20,\!000}', '\boxed{33\%}', '\boxed{1
\text{ hour}}', '\boxed{2600\, \text{g}}', '\boxed{9 \text{ cookies}}', '$8,400', '10%', '\$45');
another quantity is wrong; where the thinking and the solution disagree, the last (boxed) answer
counts (hgc:342 thinks 87 outfits and boxes 111; hd2:209 thinks '$34,800 ÷ 24 = $1,450' and boxes
145; hdb:227 thinks '$8.00' and boxes '\$10.00'); a completion cut by the token cap inside its
think block, or looping, before any final answer is no_answer, even where its working has reached
the value (hd2:205 'Brinley needs to get a 98 on her sixth test.' in its thinking, marked
debatable as round 189's hd2:183); a bare reply, a label or a sentence is read for the quantity it
states (hgo; hgo:344 names the $9 and $11 prices, then '$2 more', the quantity asked).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 668000, 684000 (652000
re-used from round 189); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
1_result.json offsets 480000, 496000 (464000 re-used); bench/gsm/results/gsm_baseline_result.json
offsets 416000, 432000 (400000 re-used); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-
Qwen-7B/2_result.json offsets 320000, 336000 (304000 re-used); bench/gsm/results/gsm_result.json
offsets 512000, 528000, 544000 (496000 re-used).

Leads for a later round: Hawkeye hdr from 700000 (element 362, Mark's dog beds, opens on 684000
and its model_output ends there: re-use this round's paste pages/hdr_684000.txt); hde from 512000
(element 303, Elise's books, opens at the end of 496000: re-use pages/hde_496000.txt with its loop
marker); hdb from 448000 (element 229, the watermelon farm, opens at the end of 432000: re-use
pages/hdb_432000.txt with work/mk.py's NBSP entry); hd2 from 352000 (element 210, Sara's jacket,
opens at the end of 336000: re-use pages/hd2_336000.txt with its loop marker); hgr
(gsm_result.json) from 560000 (element 359, Billy's candy, opens at the end of 544000: re-use
pages/hgr_544000.txt; two records an element; its short hgo replies often repeat earlier rounds'
bare answers ('6', '5', '20' did this round): check). Long 'Wait.' runs (hde, hd2) are pasted with
a loop marker; their unit is 9 characters of page text ('Wait.\\n\\n' as the file has it). Watch
for curly apostrophes (A customer’s loyalty card, Carl’s cheese, Peyton’s activities: kept as the
file has them), for no-break spaces the display shows as spaces (a question that does not match
its gsm8k/test.jsonl line), and for '\\\\\\\\\\n' (LaTeX line breaks) in hgr. Still unread (as
rounds 118-189 listed): bench/results/*/example*.txt and gsm8k_result*.json (Qwen2.5 and Llama
GSM8K runs: look whether they hold completions with golds), bench/gsm8k_cot.jsonl, and the older
benchark/gsm/results/*_result.json files at 2926e0f (check repeats against bench/ first).

Usage: python build_public_heldout195.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout195.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout195.jsonl"
SOURCE = "public_heldout195"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
SOURCES = zh_sources(
    hdr=("652000-699999 (three pages: 652000, 668000, 684000)", "346-361"),
    hde=("464000-511999 (three pages: 464000, 480000, 496000)", "285-302"),
    hdb=("400000-447999 (three pages: 400000, 416000, 432000)", "212-228"),
    hd2=("304000-351999 (three pages: 304000, 320000, 336000)", "192-209"),
    gr="pages 496000-559999 of the file (four pages: 496000, 512000, 528000, 544000; elements 328-358)",
)

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:346|correct|boxed|Jenny's cookies (opens on page 652000, its model_output on 668000): 36 - 27, '**Final Answer:**\n\[\n\boxed{9}\n\]'
hdr:347|correct|boxed|'**Therefore, Davos paid \boxed{\$36} for the 2 shirts.**' for 36
hdr:348|correct|boxed|'\boxed{10\%}' for 10
hdr:349|correct|boxed|'\boxed{2,\!640 \, \text{\$}}' for 2640
hdr:350|correct|boxed|
hdr:351|correct|boxed|
hdr:352|correct|boxed|'= \boxed{\$21}', then '**Answer:** Andrea saved \(\boxed{21}\) dollars.'
hdr:353|correct|boxed|'\boxed{20 \text{ hours}}' for 20
hdr:354|correct|boxed|
hdr:355|correct|boxed|'\boxed{34 \text{ feet}}' for 34
hdr:356|correct|boxed|
hdr:357|wrong|boxed|'\boxed{14}' (gold 2: Morgan's own costs taken as one go-kart ride, $20, and each friend costed at the $5 mini-golf round only, $70 / $5 = 14, instead of $5 + $5 + $20 = $30 a person, 90 / 30 = 3 people, 2 friends)
hdr:358|correct|boxed|'\boxed{\$20}' for 20
hdr:359|correct|boxed|
hdr:360|correct|boxed|
hdr:361|correct|boxed|
hde:285|correct|boxed|Ann's brother (opens on page 464000): 2 x 9 + 3, '\boxed{21}'
hde:286|correct|boxed|'= \boxed{90} \text{ cents}', then '**Answer:** \(\boxed{90}\) cents'
hde:287|correct|boxed|
hde:288|correct|boxed|
hde:289|correct|boxed|'\(\boxed{16 \text{ hours}}\)' for 16
hde:290|correct|boxed|
hde:291|correct|boxed|
hde:292|correct|boxed|
hde:293|correct|boxed|
hde:294|correct|boxed|
hde:295|correct|boxed|
hde:296|correct|boxed|
hde:297|correct|boxed|'Sam was \(\boxed{55}\) crates **below** his target for the week.'
hde:298|wrong|boxed|'= \boxed{\$350}', then '\(\boxed{350}\)' (gold 500: the four bids after the opening one counted as three increments, 200 + 3 x 50, instead of six $50 raises after the $200 opening, three by the others and three by Carmen, 200 + 6 x 50)
hde:299|correct|boxed|'= \boxed{\$31,\!800}' for 31800
hde:300|correct|boxed|
hde:301|no_answer|truncated|the folding tabloid: counts folds to 'So, fifth fold: 32 pages.', then 'But wait, no.', 'Wait, the initial fold.', 'No.' and a run of 365 'Wait.' paragraphs cut by the 1024-token cap inside the think block; no final answer (gold 8)
hde:302|correct|boxed|
hdb:212|correct|boxed|Gary's walk round the park (opens on page 400000): the thinking ends '**Final Answer**\nGary spends \boxed{5} hours walking around the park.', the solution ends 'Thus, Gary spends \boxed{5} hours walking around the park.'
hdb:213|correct|boxed|
hdb:214|no_answer|truncated|Jerry's pools: the thinking solves 4S - 16 = 2(S - 16) to S = -8 twice, doubts it and is cut by the 1024-token cap inside the think block at 'Four minutes ago, the big pool'; no final answer (gold 8)
hdb:215|correct|boxed|
hdb:216|correct|boxed|'\boxed{\$220}' for 220
hdb:217|correct|boxed|'**Answer:**\n\boxed{15}'
hdb:218|correct|boxed|
hdb:219|correct|boxed|
hdb:220|correct|boxed|'\boxed{70 \text{ minutes}}' for 70
hdb:221|correct|boxed|
hdb:222|correct|boxed|'= \boxed{140}', then '**Answer:** \(\boxed{140}\) flowers in total.'
hdb:223|correct|boxed|'= \boxed{\$20,000}', then '\boxed{\$20,\!000}' for 20000
hdb:224|correct|boxed|
hdb:225|correct|boxed|'\(\boxed{9 \text{ days}}\)' for 9
hdb:226|correct|boxed|'\boxed{33\%}' for 33
hdb:227|wrong|boxed|'\boxed{\$10.00}' (gold 9: the extras $2.00 + $1.00 + $1.00 + $0.50 added to $5.50 instead of $4.50, 6.50 + 5.50 + 3.00 - 5.00; its thinking had reached '$8.00'; the last (boxed) answer counts)
hdb:228|correct|boxed|'\boxed{1 \text{ hour}}' for 1
hd2:192|correct|boxed|Tom's trees (opens on page 304000): '= \boxed{91} \text{ trees}', then '**Final Answer:** \(\boxed{91}\)'
hd2:193|correct|boxed|
hd2:194|correct|boxed|'= \boxed{\$10}', then '**Answer:**\n\[\n\boxed{10}\n\]'
hd2:195|correct|boxed|'\boxed{\$12.00}' for 12
hd2:196|correct|boxed|'= \boxed{120} \text{ pounds}'
hd2:197|correct|boxed|'= \boxed{6,\!277} \text{ children}' for 6277
hd2:198|correct|boxed|
hd2:199|correct|boxed|
hd2:200|correct|boxed|'\boxed{55 \text{ liters}}' for 55
hd2:201|correct|boxed|'\boxed{\$114,\!200}' for 114200
hd2:202|correct|boxed|'= \boxed{100} \text{ barrels}', then '\boxed{100}'
hd2:203|correct|boxed|'= \boxed{31} \text{ slices}'
hd2:204|correct|boxed|'Janet has \(\boxed{98}\) pens now.'
hd2:205|no_answer|truncated|debatable: Brinley's tests: the thinking solves (367 + x)/5 = 93 to 'x=98.' and writes 'Brinley needs to get a 98 on her sixth test.', then 'Wait.', 'Hold on.', 'But wait.' and a run of 252 'Wait.' paragraphs cut by the 1024-token cap inside the think block before '</think>' or any final answer (gold 98)
hd2:206|correct|boxed|'\boxed{860 \text{ kilometers}}' for 860
hd2:207|correct|boxed|'\boxed{2600\, \text{g}}' for 2600
hd2:208|correct|boxed|
hd2:209|correct|boxed|the twenty dozen cups: the thinking divides '$34,800 ÷ 24 = $1,450', the solution divides by 240 cups and boxes '\boxed{145}' (= gold 145); the last (boxed) answer counts
hgc:328|correct|boxed|the cell-phone recharge (its cot opens on page 496000): 40 x 3 = 120 minutes, '\boxed{2}'
hgc:329|correct|boxed|'Erin has \(\boxed{14}\) lollipops left.'
hgc:330|wrong|boxed|'\boxed{\$36.55}' (gold 31: the rewards taken from this trip's $43, $2.15, and the coupon as twice that, instead of the last trip's $4 in rewards and an $8 coupon; its thinking had reached '$34.70')
hgc:331|correct|boxed|'Nick will make \(\boxed{\$8,\!400}\) more' for 8400
hgc:332|correct|boxed|
hgc:333|correct|boxed|'= \boxed{\$100}', then '\boxed{\$100}' for 100
hgc:334|correct|boxed|boxes the total '\boxed{24}' on the way, then '\boxed{6}' twice (= gold 6)
hgc:335|correct|boxed|'\boxed{310 \text{ ounces}}' for 310
hgc:336|correct|boxed|'\boxed{\$72}' for 72
hgc:337|correct|boxed|
hgc:338|correct|boxed|
hgc:339|correct|boxed|Farmer Brown's legs (its cot runs over the edge of pages 512000 and 528000): '80 + 80 = \boxed{160}'
hgc:340|wrong|boxed|'= \boxed{5} \text{ balls}', then '\boxed{5}' (gold 4: 7 - 3 dropped = 4 on stage; it adds the 2 balls caught by the crowd back and takes the lost one off again, 4 + 2 - 1; its thinking ended '4 + 2 = 6 balls')
hgc:341|wrong|boxed|'\boxed{220 \text{ pounds}}' (gold 260: the five animals 50 + 50 + 50 + 60 + 30 added to 200 instead of 240, plus the 20-pound container)
hgc:342|wrong|boxed|'\boxed{111}' (gold 87: the friend's 24 outfits counted twice, 24 + 24 + 48 + 15; its thinking had ended 'Laurel has a total of 87 outfits'; the last (boxed) answer counts)
hgc:343|correct|boxed|'\boxed{180,\!000 \text{ meters}}' for 180000
hgc:344|correct|boxed|'\boxed{\$2}' for 2
hgc:345|correct|boxed|'= \boxed{310} \text{ legs}'
hgc:346|correct|boxed|'= \boxed{9 \text{ cookies}}' for 9
hgc:347|correct|boxed|'\boxed{\$36}' for 36
hgc:348|correct|boxed|'\boxed{10\%}' for 10
hgc:349|correct|boxed|'\boxed{\$2,\!640}' for 2640
hgc:350|correct|boxed|'= \boxed{8\ \text{hours}}' for 8
hgc:351|correct|boxed|
hgc:352|correct|boxed|
hgc:353|correct|boxed|
hgc:354|correct|boxed|
hgc:355|correct|boxed|'= \boxed{34} \text{ feet}', then '**Final Answer:** \(\boxed{34}\) feet'
hgc:356|correct|boxed|
hgc:357|wrong|boxed|'= \boxed{6}' (gold 2: Morgan's own $30 taken off and each friend costed at one $10 go-kart ride, $60 / $10, instead of $30 a person)
hgc:358|correct|boxed|
hgo:328|correct|prose_sentence|a rewrite of the cot ending 'Therefore, it will take **2 hours** to fully charge the phone.'
hgo:329|correct|prose_sentence|the whole reply: 'Erin has 14 lollipops left.'
hgo:330|wrong|boxed|the whole reply: '\boxed{\$36.55}' (gold 31; its cot boxed the same)
hgo:331|correct|bare_last_line|the whole reply: '$8,400'
hgo:332|correct|bare_last_line|the whole reply: '44'
hgo:333|correct|boxed|the whole reply: 'The cost difference between the two offers is \boxed{\$100}.'
hgo:335|correct|bare_last_line|the whole reply: '310 ounces.'
hgo:336|correct|boxed|the whole reply: '$\boxed{\$72}$'
hgo:337|correct|bare_last_line|the whole reply: '1 hot dog.'
hgo:338|correct|prose_sentence|the whole reply: 'The smallest group has 60 students.'
hgo:339|correct|bare_last_line|the whole reply: '160 legs'
hgo:341|wrong|bare_last_line|the whole reply: '220 pounds.' (gold 260; its cot boxed the same)
hgo:342|wrong|prose_sentence|the whole reply: 'Laurel has a total of **111** baby outfits for her baby.' (gold 87; its cot boxed the same)
hgo:343|correct|boxed|the whole reply: '\[\n\boxed{180,\!000 \text{ meters}}\n\]'
hgo:344|correct|prose_sentence|the whole reply: 'The cost of Juice Box B is $9 and the cost of Juice Box C is $11. Therefore, Juice Box C costs $11 - $9 = $2 more than Juice Box B.' (the $2 difference asked for)
hgo:345|correct|bare_last_line|the whole reply: '310 legs.'
hgo:346|correct|prose_sentence|the whole reply: 'Jenny eats **9 cookies**.'
hgo:347|correct|boxed|the whole reply: 'The amount Davos paid for the two shirts after applying the 40% discount is \(\boxed{36}\).'
hgo:348|correct|bare_last_line|the whole reply: '10%'
hgo:349|correct|bare_last_line|the whole reply: '$2,640'
hgo:350|correct|prose_sentence|the whole reply: "All of Peyton's after-work activities will take a total of 8 hours."
hgo:351|correct|bare_last_line|the whole reply: '10 plant pots.'
hgo:352|correct|prose_sentence|the whole reply: 'The amount Andrea saved is **\$21**.'
hgo:353|correct|bare_last_line|the whole reply: '20 hours.'
hgo:354|correct|bare_last_line|the whole reply: '\$45'
hgo:355|correct|bare_last_line|the whole reply: '34 feet.'
hgo:356|correct|prose_sentence|the whole reply: 'Dean has $21 left.'
hgo:357|wrong|answer_colon|the whole reply: 'Number of Friends: 6' (gold 2; its cot boxed the same)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

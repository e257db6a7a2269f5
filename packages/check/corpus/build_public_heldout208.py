__doc__ = r"""Build public_heldout208.jsonl: a 208th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 203's repository Zhuohao-Li/Hawkeye (rounds 109-203 read its bench/gsm results
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

Method (rounds 88-203's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Round
203's pastes of hdr 748000, hde 560000, hdb 480000, hd2 384000 and hgr 608000 (copied from
/tmp/rounds/real203/pages; they decode to 16,000 each as there) were re-used, since the first
element this round takes from each file opens on them. Twelve new pages were pasted; eleven came
out at 16,000 at the first paste, and hgr_640000 (17,258 at its first paste: a stretch pasted
twice) was pasted again whole and then came out at 16,000. No page of this round holds a loop
marker (work/mk.py keeps the marker code, unused) and none needs a no-break-space entry (every
question of this round matched its gsm8k/test.jsonl line as decoded, double spaces such as 'Small
Tree  School' included). Nothing was shortened. Each new page starts where the one before ends
(offsets 16,000 apart), checked by work/extract.py, which cut the records out by script
(raw_*.jsonl): the pages of one file joined in file order, each whole list element parsed, r = the
raw JSON string body of its `model_output` (or `cot`; enc json, checked to decode to the parsed
value), g = its `answer`, rec = its list index, found as the gsm8k/test.jsonl line of its
question and checked to run on one by one, with `answer` equal to the line's '####' value.
Elements before the first one named below (taken in round 203) are skipped; the element cut by the
end of each file's last page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 748000
  (round 203's paste, for element 399's opening), 764000 and 780000 (= hdr_748000 .. hdr_780000):
  elements 399 (Alice, Beth and Erica's ages) to 414 (Misha's blouses) whole; 415 (Joanne's
  apples) cut by the end of 780000 inside its question and dropped: 16 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 560000 (round 203's paste, for element 339's opening), 576000, 592000 and
  608000 (= hde_560000 .. hde_608000): elements 339 (Farmer Brown's legs) to 368 (Erin's points)
  whole; 369 (the 44 seniors' awards) cut inside its thinking and dropped: 30 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 480000 (round 203's
  paste, for element 257's opening), 496000 and 512000 (= hdb_480000 .. hdb_512000): elements 257
  (the redwood's termites) to 274 (Mrs. Rylan's seeds) whole; 275 (Sean's lines) cut inside its
  question and dropped: 18 kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 384000 (round 203's paste, for element 241's opening), 400000, 416000 and
  432000 (= hd2_384000 .. hd2_432000): elements 241 (Dolly and Pandora's books) to 270 (Mary's
  M&Ms) whole; 271 (John's windows) cut at its last '**Final Answer:** \(\boxed' and dropped: 30
  kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 608000 (round 203's paste, for
  element 403's opening), 624000 and 640000 (= hgr_608000 .. hgr_640000): elements 403 (Mel's air
  conditioner) to 418 (Timothy's locker) whole, each giving two records, its `cot` (hgc) and its
  `model_output` (hgo); element 419 (Stanley's comb) cut inside its model_output and dropped: 16
  elements, 32 records, 28 kept (hgc 16, hgo 12; four repeats dropped, below).

Repeats: the files answer the same GSM8K test questions as rounds 109-203 and as each other
(hdr 403-414 ask the questions of hgr 403-414, hdb 257-270 those of hd2 257-270, each run its own
text). Every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present: 320 files, 31,190 distinct completions, by
script, work/dedup.py, reading no labels) and with the others of this round: four repeat, the hgo
replies of elements 406 (Allan's corn, '240'), 410 (Sally's taffy, '\boxed{3}'), 412 (Shannon's
cookies, '5') and 413 (Marcy's candles, '25'), bare values earlier rounds already hold; they were
dropped (work/extract.py DROP). The other short hgo replies ('$50.', '2,000 steps.', '20 minutes
early.', '\$168,000', '\boxed{\$1,\!110}', '56 dromedaries.', ...) do not repeat. 122 records kept.

Repository counts (122 records): Zhuohao-Li/Hawkeye 122 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 16, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 30 and repeat 2 30, the
gsm_baseline run 18, gsm_result's cot 16 and small-model answers 12). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-203 found); `licence` per record. Truth: correct
104, wrong 18, no_answer 0; debatable 0.

Split: GSM8K test 122, MATH 0. Prompt format: long_cot 122 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}; hgo are Qwen2.5-0.5B-Instruct's replies to 'So the answer is:': a
bare value ('$50.', '\$168,000'), a value with its unit ('2,000 steps.', '20 minutes early.', '56
dromedaries.', '3140 kilometers.'), a sentence ('Joanne gathered 350 apples from the average
trees.', "Timothy's locker is 40 cubic inches.") or a box ('\boxed{\$1,\!110}', '\[\n\boxed{56}\n\]');
hgo:403 and hgo:404 copy their cot's solution steps, 403 ending '\boxed{135 \text{
kilowatt-hours}}' (its cot boxed '135 \text{ kilowatts}'), 404 ending '\boxed{22}' and then 'The
average number of stripes on the zebras Jane counted is \(22\).'). Forms: boxed 114,
bare_last_line 6, prose_sentence 2.

Label conventions (rounds 37-203's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$14,\!400}', '\boxed{\$50}', '\boxed{2,\!000}', '\boxed{\$168,\!000}',
'\boxed{\$3.00}', '\boxed{\$1,\!110}', '\boxed{180,\!000 \text{ meters}}', '\boxed{\$2}', '\boxed{310
\text{ legs}}', '\boxed{\$36}', '\boxed{10\%}', '\boxed{8\ \text{hours}}', '\boxed{20 \text{ hours}}',
'\boxed{\$45}', '\boxed{5600\ \text{pounds}}', '\boxed{\$6.00}', '\boxed{\$9,\!500}', '\boxed{\$118,\!000}',
'\boxed{91 \text{ minutes}}', '\boxed{\$1,\!375}', '\boxed{\$5.00}', '\boxed{\$300}', '\boxed{5600
\text{ pounds}}', '\boxed{\$62}', '\boxed{\$1375}', '\boxed{\$3}', '\boxed{3140 \text{ km}}',
'$50.', '2,000 steps.', '20 minutes early.', '\$168,000'); another quantity is wrong; where the
thinking and the solution disagree, the last (boxed) answer counts (hdb:258 thinks '2.00 dollars
and 4 cents' and boxes \$6.00, hd2:250 thinks 27 boys and boxes 17, hgc:407 thinks 4,000 steps and
boxes 2000, hgc:409 thinks $74,400 and boxes \$168,000: all correct); a box inside the working
followed by a later one is read for the last (hde:340 boxes 7 balls after week 4, then 5); the
Mel's air conditioner records (hdr:403, hgc:403, hgo:403: 135, the 4,500 Wh a day saved x 30) are
labelled against the gold as given (81, the gold reading the cut as 5 hours of use), as rounds
110-203 did; a bare reply, a label or a sentence is read for the quantity it states (hgo).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 764000, 780000 (748000
re-used from round 203); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
1_result.json offsets 576000, 592000, 608000 (560000 re-used); bench/gsm/results/
gsm_baseline_result.json offsets 496000, 512000 (480000 re-used); bench/gsm/results/
Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json offsets 400000, 416000, 432000 (384000
re-used); bench/gsm/results/gsm_result.json offsets 624000, 640000 (608000 re-used).

Leads for a later round: Hawkeye hdr from 796000 (element 415, Joanne's apples, opens at the end
of 780000, cut inside its question: re-use this round's paste pages/hdr_780000.txt); hde from
624000 (element 369, the 44 seniors' awards, opens on 608000 and is cut inside its thinking:
re-use pages/hde_608000.txt); hdb from 528000 (element 275, Sean's lines, opens at the end of
512000 inside its question: re-use pages/hdb_512000.txt); hd2 from 448000 (element 271, John's
windows, opens on 432000 with its model_output cut at its last '\(\boxed': re-use
pages/hd2_432000.txt); hgr (gsm_result.json) from 656000 (element 419, Stanley's comb, opens on
640000 with its cot whole and its model_output, which opens 'Cot: <think>1. **Stanley's Comb
Elevation**', cut: re-use pages/hgr_640000.txt; two records an element; its short hgo replies
often repeat earlier rounds' bare answers (four of sixteen did this round: '240', '\boxed{3}',
'5', '25'): check). hd2 now asks the questions hdb asked (hd2 257-270 = hdb 257-270), so the two
files' texts of one question sit side by side. Watch for curly apostrophes (Peyton's 'Monday’s
yoga', Isabelle's 'sister’s', 'Let’s denote': kept as the file has them), for no-break spaces
the display shows as spaces (a question that does not match its gsm8k/test.jsonl line), for
double spaces inside questions ('Small Tree  School') and for '\\\\\\\\\\n' (LaTeX line breaks).
Still unread (as rounds 118-203 listed): bench/results/*/example*.txt and gsm8k_result*.json
(Qwen2.5 and Llama GSM8K runs: look whether they hold completions with golds),
bench/gsm8k_cot.jsonl, and the older benchark/gsm/results/*_result.json files at 2926e0f (check
repeats against bench/ first).

Usage: python build_public_heldout208.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout208.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout208.jsonl"
SOURCE = "public_heldout208"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
SOURCES = zh_sources(
    hdr=("748000-795999 (three pages: 748000, 764000, 780000)", "399-414"),
    hde=("560000-623999 (four pages: 560000, 576000, 592000, 608000)", "339-368"),
    hdb=("480000-527999 (three pages: 480000, 496000, 512000)", "257-274"),
    hd2=("384000-447999 (four pages: 384000, 400000, 416000, 432000)", "241-270"),
    gr="pages 608000-655999 of the file (three pages: 608000, 624000, 640000; elements 403-418)",
)

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:399|wrong|boxed|Alice, Beth and Erica's ages (opens on page 748000): '**Final Answer:** \(\boxed{2}\) years' (gold 12: Beth taken as 5 years younger than Erica, 25, instead of 5 older, 35; Alice 32 instead of 42)
hdr:400|correct|boxed|
hdr:401|correct|boxed|'\boxed{\$14,\!400}' for 14400
hdr:402|correct|boxed|'Mark has to buy \(\boxed{4}\) more bags of flour than bottles of milk.'
hdr:403|wrong|boxed|'\boxed{135 \text{ kilowatts}}' (gold 81: the saving 900 W x 5 h x 30 days; the gold reads the cut as 5 hours of use, 7200 - 4500 = 2700 Wh a day x 30; labelled against the gold as given)
hdr:404|correct|boxed|
hdr:405|correct|boxed|'\boxed{\$50}' for 50
hdr:406|wrong|boxed|'= \boxed{240}' (gold 200: the corn bought taken as 100 - 40 = 60, 40 fewer than the 100 cannolis after buying, instead of 60 - 40 = 20, 40 fewer than the 60 cannolis bought)
hdr:407|correct|boxed|'Elliott took \(\boxed{2,\!000}\) steps during his jog.' for 2000
hdr:408|wrong|boxed|'= \boxed{10 \text{ minutes}}', then '\boxed{10 \text{ minutes}}' (gold 20: the 40 minutes of reading and travel taken as the time available and the 30 of reading taken off it, 40 - 30, instead of 60 - 40)
hdr:409|correct|boxed|'\boxed{\$168,\!000}' for 168000
hdr:410|correct|boxed|'\$10 - \$7.00 = \boxed{\$3.00}' for 3
hdr:411|correct|boxed|'\boxed{\$1,\!110}' for 1110
hdr:412|correct|boxed|'Shannon needs to make \(\boxed{5}\) dozens of cookies.'
hdr:413|wrong|boxed|'\boxed{1}', then 'Therefore, **1** candle will both smell like wet dog and explode.' (gold 25: the 5% read as the dangerous share, 2,500, and 1% of those exploding, 25, then 5% of the 25 again, 1.25 rounded to 1)
hdr:414|correct|boxed|
hde:339|correct|boxed|Farmer Brown's legs (opens on page 560000): 20 cows and 40 chickens, 80 + 80, '\boxed{160}'
hde:340|wrong|boxed|'\boxed{7}' after week 4, then '\(6 - 1 = \boxed{5}\) balls' and '\boxed{5}' (gold 4: the 2 balls caught by the crowd added back, 7 - 3 + 2 - 1, instead of 7 - 3)
hde:341|wrong|boxed|'\boxed{220\ \text{pounds}}' (gold 260: 50 + 50 + 50 + 60 + 30 summed as 200 instead of 240, then + 20)
hde:342|correct|boxed|'Laurel has \(\boxed{87}\) outfits for her baby.'
hde:343|correct|boxed|'\boxed{180,\!000 \text{ meters}}' for 180000
hde:344|correct|boxed|'\boxed{\$2}' for 2
hde:345|correct|boxed|'= \boxed{310 \text{ legs}}', then '\(\boxed{310 \text{ legs}}\)' for 310
hde:346|correct|boxed|
hde:347|correct|boxed|'= \boxed{\$36}' for 36
hde:348|correct|boxed|'\boxed{10\%}' for 10
hde:349|correct|boxed|
hde:350|correct|boxed|'= \boxed{8\ \text{hours}}' for 8
hde:351|correct|boxed|
hde:352|correct|boxed|
hde:353|correct|boxed|'\boxed{20 \text{ hours}}' for 20
hde:354|correct|boxed|'= \boxed{\$45}' for 45
hde:355|correct|boxed|
hde:356|correct|boxed|
hde:357|wrong|boxed|'\boxed{11}' (gold 2: Morgan's own $30 taken off the $90, then only the $5 mini-golf counted for each friend, 60 / 5 = 12, less 1 for Morgan, instead of $30 a person, 90 / 30 = 3, less Morgan)
hde:358|correct|boxed|
hde:359|correct|boxed|
hde:360|correct|boxed|'The son is \(\boxed{25}\) years old.'
hde:361|correct|boxed|
hde:362|correct|boxed|
hde:363|wrong|boxed|'\boxed{\dfrac{62}{7} \text{ hours}}' (gold 6: the 200 miles at 70 mph counted again beside the 210-mile detoured drive, 20/7 + 3 + 3, instead of 210 / 70 + 240 / 80)
hde:364|correct|boxed|
hde:365|correct|boxed|
hde:366|correct|boxed|'Jane must score at least \(\boxed{9}\) points on her third test to pass.'
hde:367|wrong|boxed|'\boxed{\text{No valid solution}}' (gold 19: the 3 mask refusers taken as an unknown x and all kicked out summed to 50, 17x - 20 = 50, instead of 3 + 7 + 21 = 31 and 50 - 31)
hde:368|wrong|boxed|'**Answer:**\n\[\n\boxed{14}\n\]' (gold 18: Erin's 14 points scored given as the answer after '14 = 3 \times 8' fails; the gold has 8 + 3 x 8 = 32 now, less the 14)
hdb:257|correct|boxed|the redwood's termites (opens on page 480000): 8,000 lb less 30%, '\boxed{5600\ \text{pounds}}' for 5600
hdb:258|correct|boxed|the thinking ends '2.00 dollars and 4 cents'; the solution takes 8 x \$0.50 = \$4.00 and ends '\boxed{\$6.00}' (= gold 6); the last (boxed) answer counts
hdb:259|correct|boxed|
hdb:260|correct|boxed|
hdb:261|correct|boxed|
hdb:262|correct|boxed|'Maddison has \(\boxed{270}\) marbles now.'
hdb:263|correct|boxed|
hdb:264|correct|boxed|
hdb:265|correct|boxed|'\boxed{\$9,\!500}' for 9500
hdb:266|correct|boxed|'\boxed{\$118,\!000}' for 118000
hdb:267|correct|boxed|'\boxed{91 \text{ minutes}}' for 91
hdb:268|correct|boxed|'\boxed{\$1,\!375}' for 1375
hdb:269|correct|boxed|
hdb:270|correct|boxed|
hdb:271|correct|boxed|
hdb:272|correct|boxed|'The cashier should give back \(\boxed{\$5.00}\) in change.' for 5
hdb:273|correct|boxed|
hdb:274|correct|boxed|
hd2:241|wrong|boxed|Dolly and Pandora's books (opens on page 384000): '\boxed{5}' (gold 6: Dolly counted as reading 2 books, one of her own and Pandora's, instead of her 2 and Pandora's 1, 3 each)
hd2:242|correct|boxed|
hd2:243|correct|boxed|
hd2:244|correct|boxed|
hd2:245|correct|boxed|
hd2:246|correct|boxed|
hd2:247|correct|boxed|
hd2:248|correct|boxed|'\boxed{\$300}' for 300
hd2:249|correct|boxed|
hd2:250|correct|boxed|the thinking ends 'Boys in third class = ... 30 − 3 = 27 boys'; the solution takes 20 students - 3 girls and ends '\boxed{17}' (= gold 17); the last (boxed) answer counts
hd2:251|wrong|boxed|'\boxed{60}' (gold 70: 52 + 18 written as 60)
hd2:252|correct|boxed|
hd2:253|correct|boxed|
hd2:254|correct|boxed|
hd2:255|wrong|boxed|'= \boxed{96}' (gold 192: the 240 cows spread over 20 stalls, 12 a stall, 8 x 12; the gold has 20 + 40 / 10 = 24 a stall, 8 x 24)
hd2:256|correct|boxed|
hd2:257|correct|boxed|'\boxed{5600 \text{ pounds}}' for 5600
hd2:258|correct|boxed|'\boxed{\$6.00}' for 6
hd2:259|correct|boxed|
hd2:260|correct|boxed|
hd2:261|correct|boxed|'\boxed{\$62}' for 62
hd2:262|correct|boxed|
hd2:263|correct|boxed|
hd2:264|correct|boxed|
hd2:265|correct|boxed|'\boxed{\$9,\!500}' for 9500
hd2:266|correct|boxed|'\boxed{\$118,\!000}' for 118000
hd2:267|wrong|boxed|'= \boxed{51 \text{ minutes}}', then '**Final Answer:** \(\boxed{51 \text{ minutes}}\)' (gold 91: the 20 minutes to 300 degrees left out of the warming time, 28 + 23, instead of 48 + 43)
hd2:268|correct|boxed|'\boxed{\$1375}' for 1375
hd2:269|correct|boxed|
hd2:270|correct|boxed|
hgc:403|wrong|boxed|Mel's air conditioner (its cot opens on page 608000): '\boxed{135 \text{ kilowatts}}' (gold 81: the saving 4,500 Wh a day x 30; the gold reads the cut as 5 hours of use; labelled against the gold as given)
hgc:404|correct|boxed|
hgc:405|correct|boxed|
hgc:406|wrong|boxed|'= \boxed{240}', then '**Final Answer:** \(\boxed{240}\)' (gold 200: the corn bought taken as 100 - 40 = 60 instead of 60 - 40 = 20)
hgc:407|correct|boxed|the thinking ends 'Elliott took 4,000 steps during his jog'; the solution adds the 2,000 left and ends '\boxed{2000}' (= gold 2000); the last (boxed) answer counts
hgc:408|correct|boxed|'= \boxed{20} \text{ minutes}', then '\boxed{20}'
hgc:409|correct|boxed|the thinking ends '$2,400 + $72,000 = $74,400'; the solution takes 40 x \$2,400 for May and ends '\boxed{\$168,\!000}' (= gold 168000); the last (boxed) answer counts
hgc:410|correct|boxed|'\boxed{\$3}' for 3
hgc:411|correct|boxed|'**Total Amount Spent:** \(\boxed{\$1,\!110}\)' for 1110
hgc:412|correct|boxed|
hgc:413|correct|boxed|
hgc:414|correct|boxed|
hgc:415|correct|boxed|
hgc:416|correct|boxed|
hgc:417|correct|boxed|'= \boxed{3140 \text{ km}}' for 3140
hgc:418|correct|boxed|
hgo:403|wrong|boxed|the reply copies the cot's solution steps and ends '\boxed{135 \text{ kilowatt-hours}}' (gold 81; its cot boxed '135 \text{ kilowatts}'; labelled against the gold as given)
hgo:404|correct|boxed|the reply copies the cot's steps, '= \boxed{22}', then 'The average number of stripes on the zebras Jane counted is \(22\).'
hgo:405|correct|bare_last_line|the whole reply: '$50.' for 50
hgo:407|correct|bare_last_line|the whole reply: '2,000 steps.' for 2000
hgo:408|correct|bare_last_line|the whole reply: '20 minutes early.' for 20
hgo:409|correct|bare_last_line|the whole reply: '\$168,000' for 168000
hgo:411|correct|boxed|the whole reply: '\boxed{\$1,\!110}' for 1110
hgo:414|correct|boxed|the whole reply: '\[\n\boxed{56}\n\]'
hgo:415|correct|prose_sentence|the whole reply: 'Joanne gathered 350 apples from the average trees.'
hgo:416|correct|bare_last_line|the whole reply: '56 dromedaries.'
hgo:417|correct|bare_last_line|the whole reply: '3140 kilometers.'
hgo:418|correct|prose_sentence|the whole reply: "Timothy's locker is 40 cubic inches."
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

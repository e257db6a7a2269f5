__doc__ = r"""Build public_heldout167.jsonl: a 167th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 161's repository Zhuohao-Li/Hawkeye (rounds 109, 113, 118, 124, 129, 134, 140,
146, 150, 155 and 161 read its bench/gsm results files and named where to go on). Its
bench/gsm/results folder commits DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an
indented JSON list in test order from question 0. The run script (benchark/gsm/run.py at 2926e0f,
read in round 118) has three stages: stage 3 `base_qa` asks 'Question: {question}.' as the only
user turn (sglang, max_tokens 1024, temperature 0.7, top_p 0.9) and stores {question, answer,
model_output, score} (the hdr, hde, hdb, hd2 files, every model_output opening '<think>'); stage 1
`cot` asks the cot model (bench/gsm/run.yaml cot_model_path
Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B) with benchark/gsm/utils.py `cot_prompt`
'Question: {question}. Please generate a concise chain-of-thought reasoning without repeating the
question.' (max_tokens 1024) and stores `cot`; stage 2 `qa` gives the small model (run.yaml
small_model_path Qwen/Qwen2.5-0.5B-Instruct) utils.py `doc_to_text` 'Question: {question}\nCot:
{cot}\nThis is a chain-of-thought that helps you answer.\nSo the answer is:' (max_tokens 512) and
stores its reply as `model_output` beside the `cot` (the gsm_result.json file: {question, answer,
cot, model_output, score}).

Method (rounds 88-161's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out at 16,000 the first time. Round 161's pastes of hdr 476000, hde 304000, hdb 256000,
hd2 208000 and hgr 352000 were re-used (copied from /tmp/rounds/real161/pages; their decoded
pages come out byte-identical to round 161's), since the first element this round takes opens on
them. Nothing was retyped or shortened. One loop marker (round 100's form: one copy of the loop
unit pasted between @@U1@@ and @@/U1@@, and @@R1@@ replaced by the unit the one whole number of
times that makes the page 16,000; work/mk.py) is used, on the re-used paste hde_304000 (round
161's), in element 183 (the relay teams, taken in round 161, not this round): unit 'Wait.\n\n'
(raw 'Wait.\\n\\n'), 297 copies in all (296 more than the one pasted), the one whole number that
fits. No no-break space was needed this round (NBSP in work/mk.py is empty; every question was
found in gsm8k/test.jsonl as the page has it). Each new page starts where the one before ends
(offsets 16,000 apart), checked by work/extract.py, which cut the records out by script
(raw_*.jsonl): the pages of one file joined in file order, each whole list element parsed, r = the
raw JSON string body of its `model_output` (or `cot`; enc json, checked to decode to the parsed
value), g = its `answer`, rec = its list index, found as the gsm8k/test.jsonl line of its question
and checked to run on one by one, with `answer` equal to the line's '####' value. Elements before
the first one named below (taken in round 161) are skipped; the element cut by the end of each
file's last page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 476000
  (round 161's paste, for element 257's opening), 492000 and 508000 (= hdr_476000 .. hdr_508000):
  elements 257 (the redwood tree) to 273 (Terri's sweater) whole; 274 (Mrs. Rylan's seeds) cut
  by the end of 508000 and dropped: 17 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 304000 (round 161's paste, for element 188's opening), 320000 and 336000
  (= hde_304000 .. hde_336000): elements 188 (the trader's wheat) to 207 (Joe's Halloween candy)
  whole; 208 (Rose's cakes) cut and dropped: 20 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 256000 (round 161's
  paste, for element 140's opening), 272000 and 288000 (= hdb_256000 .. hdb_288000): elements 140
  (the rental cars) to 154 (Kimo's classes) whole; 155 (Bill's baked goods) cut and dropped: 15
  kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 208000 (round 161's paste, for element 136's opening) and 224000
  (= hd2_208000, hd2_224000): elements 136 (the unicorns) to 144 (Kim's housekeeping) whole; 145
  (John's pineapples) cut and dropped: 9 kept (hd2). Only one new page of this file was read
  (time).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 352000 (round 161's paste, for
  element 235's opening), 368000 and 384000 (= hgr_352000 .. hgr_384000): elements 235 (John's
  pizzas) to 255 (Mr. Sylas's cows) whole, each giving two records, its `cot` (hgc) and its
  `model_output` (hgo); element 256 (Brady's piggy bank) cut and dropped: 21 elements, 40 kept
  (hgc 21, hgo 19: two hgo replies dropped as repeats, below).

Repeats: the files answer the same GSM8K test questions as rounds 109-161 and as each other
(hdb:140-144 and hd2:140-144 ask the same questions, hdr:257-258 and hgr's earlier elements
likewise), each run its own text. Every completion kept was compared (whitespace-normalised)
with every completion of the earlier rounds (packages/check/corpus/public_heldout*.jsonl and the
other /tmp/rounds/real*/public_heldout*.jsonl present: 239 files, 27,314 distinct completions, by
script, work/dedup.py, reading no labels) and with the others of this round: two repeat an
earlier round and are dropped (work/extract.py's DROP): hgo:242 (Mike's pen pals, the whole reply
'3 hours.') and hgo:244 (Griffin's fries, the whole reply '20'); none repeats within the round
(the bare replies '280', '7', '28', '70', '73', '84', '68.', '17 boys' repeat none). 101 records
kept.

Repository counts (101 records): Zhuohao-Li/Hawkeye 101 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 17, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 20, its repeat 2 9, the
gsm_baseline run 15, gsm_result's cot 21 and small-model answers 19). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-161 found); `licence` per record. Truth: correct
93, wrong 8, no_answer 0; debatable 1.

Split: GSM8K test 101, MATH 0. Prompt format: long_cot 101 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}; one, hdb:153, boxes its answer inside the think block ('**Final
Answer**' ... '\boxed{68}') and is cut by the 1024-token cap after '</think>' while restating the
problem); hgo are Qwen2.5-0.5B-Instruct's short replies to 'So the answer is:': a bare value
('280', '68.', '31 pens.', '17 boys', '$27,000'), a sentence ('John has 21 more candies than
James.', 'Each person paid **\$32**.') or a box ('$\boxed{300}$', '\[\n\boxed{96}\n\]').
Forms: boxed 84, bare_last_line 11, prose_sentence 6.

Label conventions (rounds 37-161's): the last final answer counts; equal in value but written
differently is correct ('\boxed{5600\ \text{pounds}}', '\boxed{\$6.00}', '\boxed{\$9,\!500}',
'\boxed{\$118,\!000}', '\boxed{\$1,\!375}', '\boxed{5 \text{ pounds}}', '\boxed{12.00}',
'\boxed{120 \text{ pounds}}', '\boxed{6,\!277}', '\boxed{\$114,\!200}', '\boxed{860 \text{
km}}', '\boxed{2600\,\text{g}}', '\boxed{20\%}', '\boxed{4 \text{ minutes}}', '\boxed{\$5.00}',
'\boxed{\$4.00}', '\boxed{\$29.00}', '\boxed{105 \text{ questions}}', '\boxed{3 \text{
hours}}', '\boxed{\$27,\!000}', '\(\boxed{18}\)th floor', '$27,000', '17 boys'); another
quantity is wrong; where the thinking and the solution after '</think>' disagree, the last
(boxed) answer counts (hdb:143 thinks $15 and boxes $16; hde:198 thinks 360 and boxes 320;
hgc:236 thinks 7 pens and boxes 31; hgc:244 thinks 18 and boxes 20); a completion cut by the
token cap after a boxed final answer inside its think block is read for that answer (hdb:153,
marked debatable: wrong, its boxed 68 against the gold 48; no_answer would be the other reading,
since the solution after '</think>' never reaches an answer); a bare reply or a sentence is read
for the quantity it states (hgo).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 492000, 508000 (476000
re-used from round 161); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
1_result.json offsets 320000, 336000 (304000 re-used); bench/gsm/results/gsm_baseline_result.json
offsets 272000, 288000 (256000 re-used); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-
Qwen-7B/2_result.json offset 224000 (208000 re-used); bench/gsm/results/gsm_result.json offsets
368000, 384000 (352000 re-used).

Leads for a later round: Hawkeye hdr from 524000 (element 274, Mrs. Rylan's seeds, opens at the
end of 508000: re-use this round's paste pages/hdr_508000.txt); hde from 352000 (element 208,
Rose's cakes, opens at the end of 336000: re-use pages/hde_336000.txt); hdb from 304000 (element
155, Bill's baked goods, opens at the end of 288000: re-use pages/hdb_288000.txt); hd2 from
240000 (element 145, John's pineapples, opens at the end of 224000: re-use pages/hd2_224000.txt);
hgr (gsm_result.json) from 400000 (element 256, Brady's piggy bank, opens at the end of 384000:
re-use pages/hgr_384000.txt; two records an element; its short hgo replies may repeat earlier
rounds' bare answers, check: '3 hours.' and '20' did this round). Watch for no-break spaces in
GSM8K questions (the advertising company and Cody's cookies so far). Still unread (as rounds
118-161 listed): bench/results/*/example*.txt and gsm8k_result*.json (Qwen2.5 and Llama GSM8K
runs: look whether they hold completions with golds), bench/gsm8k_cot.jsonl, and the older
benchark/gsm/results/*_result.json files at 2926e0f (check repeats against bench/ first).

Usage: python build_public_heldout167.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout167.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout167.jsonl"
SOURCE = "public_heldout167"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
SOURCES = zh_sources(
    hdr=("476000-523999 (three pages: 476000, 492000, 508000)", "257-273"),
    hde=("304000-351999 (three pages: 304000, 320000, 336000)", "188-207"),
    hdb=("256000-303999 (three pages: 256000, 272000, 288000)", "140-154"),
    hd2=("208000-239999 (two pages: 208000, 224000)", "136-144"),
    gr="pages 352000-399999 of the file (three pages: 352000, 368000, 384000; elements 235-255)",
)

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:257|correct|boxed|the redwood tree (opens on page 476000): '\boxed{5600\ \text{pounds}}'
hdr:258|correct|boxed|'\boxed{\$6.00}' for 6
hdr:259|wrong|boxed|'\(\boxed{120}\)' (gold 168: Jamal's 48 bananas left out of the total, only A + J_a + B = 52 + 44 + 24 added)
hdr:260|correct|boxed|
hdr:261|correct|boxed|
hdr:262|correct|boxed|'Maddison now has \(\boxed{270}\) marbles.'
hdr:263|correct|boxed|
hdr:264|correct|boxed|'\boxed{\$400}' for 400
hdr:265|correct|boxed|'\boxed{\$9,\!500}' for 9500
hdr:266|correct|boxed|'\boxed{\$118,\!000}' for 118000
hdr:267|wrong|boxed|'\boxed{63 \text{ minutes}}' (gold 91: the cooking time taken as 20 - 5 = 15 instead of 5 less than the whole 48-minute warm-up)
hdr:268|correct|boxed|'spent a total of \(\boxed{\$1,\!375}\) on buying all the ads.' for 1375
hdr:269|correct|boxed|the thinking boxes 4 under '**Final Answer**', the solution ends 'Thus, the number of blue golf balls is \boxed{4}.'
hdr:270|correct|boxed|'**Answer:** \(\boxed{762}\)'
hdr:271|correct|boxed|
hdr:272|correct|boxed|
hdr:273|correct|boxed|'= \boxed{315}', then '**Answer:** Each sleeve takes \(\boxed{315}\) stitches.'
hde:188|correct|boxed|the trader's wheat (opens on page 304000): '\boxed{50}'
hde:189|correct|boxed|
hde:190|correct|boxed|
hde:191|correct|boxed|'\boxed{5 \text{ pounds}}'
hde:192|correct|boxed|'= \boxed{91}', then '\boxed{91}'
hde:193|correct|boxed|
hde:194|correct|boxed|
hde:195|correct|boxed|'\boxed{12.00}' for 12
hde:196|correct|boxed|'= \boxed{120 \text{ pounds}}'
hde:197|correct|boxed|'\boxed{6,\!277}' for 6277
hde:198|correct|boxed|the thinking ends '\( 120 + 240 = 360 \) Pokemon cards', the solution takes 2 x (60 + 40) = 200 and boxes '\boxed{320}'; the last boxed answer counts
hde:199|correct|boxed|
hde:200|correct|boxed|
hde:201|correct|boxed|'\boxed{\$114,\!200}' for 114200
hde:202|correct|boxed|
hde:203|correct|boxed|'= \boxed{31} \text{ slices}'
hde:204|correct|boxed|'= \boxed{98}'
hde:205|wrong|boxed|'Brinley needs to score \(\boxed{191}\) on her sixth test' (gold 98: 93 x 6 = 558 used although the lowest score is dropped, five scores averaged)
hde:206|correct|boxed|'= \boxed{860 \text{ km}}'
hde:207|correct|boxed|'= \boxed{2600\,\text{g}}'
hdb:140|correct|boxed|the rental cars (opens on page 256000): '\boxed{20\%}' for 20
hdb:141|correct|boxed|
hdb:142|correct|boxed|'\boxed{\$140}' for 140
hdb:143|correct|boxed|the thinking ends 'the total amount everything cost is \$15' (tax left out), the solution adds the tax and boxes '\boxed{\$16}'; the last boxed answer counts
hdb:144|correct|boxed|'= \boxed{\$20}', then '**Final Answer:** \(\boxed{20}\)'
hdb:145|correct|boxed|
hdb:146|correct|boxed|'Johnny picks up a total of \(\boxed{2125}\) lego pieces.'
hdb:147|correct|boxed|
hdb:148|correct|boxed|
hdb:149|correct|boxed|
hdb:150|correct|boxed|'\boxed{4 \text{ minutes}}'
hdb:151|correct|boxed|'\boxed{\$5.00}' for 5
hdb:152|correct|boxed|'Carl receives \(\boxed{\$4.00}\) in change.' for 4
hdb:153|wrong|boxed|debatable: Dave's fries: the thinking ends '**Final Answer**' / 'The original number of French fries in the pack was \boxed{68}.' (the seagull's half taken of the remaining fries, not of Dave's 14), then '</think>' and a restatement of the problem cut by the 1024-token cap before any solution; the boxed 68 is the only final answer (gold 48)
hdb:154|correct|boxed|
hd2:136|correct|boxed|the unicorns (opens on page 208000): '\boxed{6}'
hd2:137|correct|boxed|'\boxed{\$29.00}' for 29
hd2:138|correct|boxed|'= \boxed{105 \text{ questions}}'
hd2:139|correct|boxed|
hd2:140|correct|boxed|'\boxed{20\%}' for 20
hd2:141|correct|boxed|'= \boxed{400}', then '\(\boxed{400}\)'
hd2:142|wrong|boxed|'\boxed{\$1,\!540}' (gold 140: 24 - 2 = 22 hours a day taken as the working time instead of the 2 gaming hours)
hd2:143|correct|boxed|
hd2:144|correct|boxed|'= \boxed{\$20}', then '**Final Answer:** \(\boxed{20}\)'
hgc:235|correct|boxed|John's pizzas (its cot opens on page 352000): 'John needs to order **10 pizzas**.', then '\boxed{10}'
hgc:236|correct|boxed|the thinking ends 'Ram can have a total of 7 pens', the solution adds 25 + 5 + 1 and boxes '= \boxed{31} \text{ pens}', then '\boxed{31}'; the last boxed answer counts
hgc:237|correct|boxed|
hgc:238|correct|boxed|
hgc:239|correct|boxed|
hgc:240|correct|boxed|'= 54 - 33 = \boxed{21}'
hgc:241|correct|boxed|'\(3 + 3 = \boxed{6}\) books', then '\boxed{6}'
hgc:242|correct|boxed|'\boxed{3 \text{ hours}}'
hgc:243|correct|boxed|'= \boxed{250} \text{ minutes left}', then '**Answer:** \(\boxed{250}\)'
hgc:244|correct|boxed|the thinking ends '27 (final) - 9 (after Billy takes) = 18', the solution takes Colby's 2 too and boxes '\boxed{20}'; the last boxed answer counts
hgc:245|correct|boxed|
hgc:246|correct|boxed|'\boxed{\$27,\!000}' for 27000
hgc:247|correct|boxed|
hgc:248|correct|boxed|'\boxed{\$300}' for 300
hgc:249|correct|boxed|
hgc:250|correct|boxed|'= \boxed{17}'
hgc:251|correct|boxed|
hgc:252|correct|boxed|'= 25 + 48 = \boxed{73}'
hgc:253|correct|boxed|'Bill is now on the \(\boxed{18}\)th floor.'
hgc:254|correct|boxed|'\(\boxed{84}\)'
hgc:255|wrong|boxed|'= \boxed{96} \text{ cows}' (gold 192: all 240 cows spread over 20 stalls instead of 4 new cows added to each of the ten 20-cow stalls)
hgo:235|correct|prose_sentence|the whole reply: 'John needs to order 10 pizzas.'
hgo:236|correct|bare_last_line|the whole reply: '31 pens.'
hgo:237|correct|prose_sentence|the whole reply: 'Johnny has $90 after a year.' for 90
hgo:238|correct|bare_last_line|the whole reply: '68.'
hgo:239|correct|bare_last_line|the whole reply: '280'
hgo:240|correct|prose_sentence|the whole reply: 'John has 21 more candies than James.'
hgo:241|correct|prose_sentence|the whole reply: 'Dolly and Pandora will collectively read a total of 6 books.'
hgo:243|correct|bare_last_line|the whole reply: '250 minutes.'
hgo:245|correct|bare_last_line|the whole reply: '7'
hgo:246|correct|bare_last_line|the whole reply: '$27,000' for 27000
hgo:247|correct|prose_sentence|the whole reply: 'Each person paid **\$32**.' for 32
hgo:248|correct|boxed|the whole reply: '$\boxed{300}$'
hgo:249|wrong|bare_last_line|the whole reply: '28' (gold 5600: the difference in cookies, not in calories; its cot boxed 5600)
hgo:250|correct|bare_last_line|the whole reply: '17 boys'
hgo:251|correct|bare_last_line|the whole reply: '70'
hgo:252|correct|bare_last_line|the whole reply: '73'
hgo:253|correct|prose_sentence|the whole reply: 'Bill is now on the 18th floor.'
hgo:254|correct|bare_last_line|the whole reply: '84'
hgo:255|wrong|boxed|the whole reply: '\[\n\boxed{96}\n\]' (gold 192; its cot boxed the same)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

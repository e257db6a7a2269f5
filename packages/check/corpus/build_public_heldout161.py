__doc__ = r"""Build public_heldout161.jsonl: a 161st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 155's repository Zhuohao-Li/Hawkeye (rounds 109, 113, 118, 124, 129, 134, 140,
146, 150 and 155 read its bench/gsm results files and named where to go on). Its bench/gsm/results
folder commits DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an indented JSON list in
test order from question 0. The run script (benchark/gsm/run.py at 2926e0f, read in round 118)
has three stages: stage 3 `base_qa` asks 'Question: {question}.' as the only user turn (sglang,
max_tokens 1024, temperature 0.7, top_p 0.9) and stores {question, answer, model_output, score}
(the hdr, hde, hdb, hd2 files, every model_output opening '<think>'); stage 1 `cot` asks the cot
model (bench/gsm/run.yaml cot_model_path Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B)
with benchark/gsm/utils.py `cot_prompt` 'Question: {question}. Please generate a concise
chain-of-thought reasoning without repeating the question.' (max_tokens 1024) and stores `cot`;
stage 2 `qa` gives the small model (run.yaml small_model_path Qwen/Qwen2.5-0.5B-Instruct)
utils.py `doc_to_text` 'Question: {question}\nCot: {cot}\nThis is a chain-of-thought that helps
you answer.\nSo the answer is:' (max_tokens 512) and stores its reply as `model_output` beside the
`cot` (the gsm_result.json file: {question, answer, cot, model_output, score}).

Method (rounds 88-155's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out at 16,000 the first time. Round 155's pastes of hdr 444000, hde 272000, hdb 224000,
hd2 192000 and hgr 320000 were re-used (copied from /tmp/rounds/real155/pages; their decoded
pages come out byte-identical to round 155's), since the first element this round takes opens on
them. Nothing was retyped or shortened. One loop marker (round 100's form: one copy of the loop
unit pasted between @@U1@@ and @@/U1@@, and @@R1@@ replaced by the unit the one whole number of
times that makes the page 16,000; work/mk.py) is used on hde_304000, in element 183 (the relay
teams): after 'So, the faster team wins by 2 seconds.\n\nBut wait.\n\nWait.\n\nWait.\n\nHold
on.\n\n' the model_output is a run of 'Wait.\n\n' lines to the end of the string, all alike on the
displayed page; unit 'Wait.\n\n' (raw 'Wait.\\n\\n'), 297 copies in all (296 more than the one
pasted), the one whole number that fits. NBSP: the GSM8K question of the advertising company has
U+00A0 ('for another year.<U+00A0> What's'), shown by the display as a plain space; work/mk.py's
NBSP restores it in hgr_336000 (as round 155 did in hdr_428000); extraction found every question
in gsm8k/test.jsonl with it. Each new page starts where the one before ends (offsets 16,000 apart),
checked by work/extract.py, which cut the records out by script (raw_*.jsonl): the pages of one
file joined in file order, each whole list element parsed, r = the raw JSON string body of its
`model_output` (or `cot`; enc json, checked to decode to the parsed value), g = its `answer`,
rec = its list index, found as the gsm8k/test.jsonl line of its question and checked to run on
one by one, with `answer` equal to the line's '####' value. Elements before the first one named
below (taken in round 155) are skipped; the element cut by the end of each file's last page is
dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 444000
  (round 155's paste, for element 241's opening), 460000, 476000 (= hdr_444000 .. hdr_476000):
  elements 241 (Dolly's books) to 256 (Brady's piggy bank) whole; 257 (the redwood tree) cut by
  the end of 476000 and dropped: 16 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 272000 (round 155's paste, for element 172's opening), 288000 and 304000
  (= hde_272000 .. hde_304000): elements 172 (the four birds) to 187 (Mandy's debt) whole; 188
  (the trader's wheat) cut and dropped: 16 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 224000 (round 155's
  paste, for element 122's opening), 240000 and 256000 (= hdb_224000 .. hdb_256000): elements 122
  (Sadie's sleep) to 139 (the candy machine) whole; 140 (the rental cars) cut and dropped: 18
  kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 192000 (round 155's paste, for element 124's opening) and 208000
  (= hd2_192000, hd2_208000): elements 124 (Jennie's letters) to 135 (Brian's video games) whole;
  136 (the unicorns) cut and dropped: 12 kept (hd2). Only one new page of this file was read
  (time).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 320000 (round 155's paste, for
  element 213's opening), 336000 and 352000 (= hgr_320000 .. hgr_352000): elements 213 (Sloane's
  customers) to 234 (Steve's tomatoes) whole, each giving two records, its `cot` (hgc) and its
  `model_output` (hgo); element 235 (John's pizzas) cut and dropped: 22 elements, 43 kept (hgc
  22, hgo 21: one hgo reply dropped as a repeat, below).

Repeats: the files answer the same GSM8K test questions as rounds 109-155 and as each other
(hdb:124-135 and hd2:124-135 ask the same questions, hdr:241-256 and hgr's earlier elements
likewise), each run its own text. Every completion kept was compared (whitespace-normalised)
with every completion of the earlier rounds (packages/check/corpus/public_heldout*.jsonl and the
other /tmp/rounds/real*/public_heldout*.jsonl present: 227 files, 26,695 distinct completions, by
script, work/dedup.py, reading no labels) and with the others of this round: one repeats an
earlier round and is dropped (work/extract.py's DROP): hgo:229 (the watermelon farm, the whole
reply '21'); none repeats within the round (the bare replies '140', '12', '34.5', '33%', '\$220',
'\$9.00' repeat none). 105 records kept.

Repository counts (105 records): Zhuohao-Li/Hawkeye 105 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 16, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 16, its repeat 2 12, the
gsm_baseline run 18, gsm_result's cot 22 and small-model answers 21). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-155 found); `licence` per record. Truth: correct
91, wrong 13, no_answer 1; debatable 0.

Split: GSM8K test 105, MATH 0. Prompt format: long_cot 105 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}; one, hde:183, is cut by the 1024-token cap inside the think block in
a 'Wait.' loop after its working reached the gold; one, hd2:124, boxes its answer inside the
think block and again after it); hgo are Qwen2.5-0.5B-Instruct's short replies to 'So the answer
is:': a bare value ('44 hours.', '\$220', '34.5', '33%'), a sentence ('Jojo scored **54**
points.'), a retelling of the cot ending on its value, or a box ('$\boxed{\$180}$').
Forms: boxed 85, prose_sentence 10, bare_last_line 9, truncated 1.

Label conventions (rounds 37-155's): the last final answer counts; equal in value but written
differently is correct ('\boxed{250 \text{ minutes}}', '\boxed{\$27,\!000}', '\boxed{\$45}',
'\boxed{95 \text{ minutes}}', '\boxed{25\%}', '\boxed{\$106}', '\boxed{\$29.00}', '\boxed{1
\text{ hour}}', '\$9.00', '33%'); another quantity is wrong; where the thinking and the solution
after '</think>' disagree, the last (boxed) answer counts (hdr:241 thinks five books and boxes 6;
hdb:125 thinks 7 spoons and boxes 10; hd2:135 thinks 45 and boxes 40); a completion cut by the
token cap inside the think block is no_answer even where its working already reached the gold
(hde:183; rounds 109-155's convention); a bare reply or a sentence is read for the quantity it
states (hgo), a retelling with a wrong premise on the way ('Celine had 30 liters of water in the
tank initially', hgo:221) by the total it ends on.

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 460000, 476000 (444000
re-used from round 155); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
1_result.json offsets 288000, 304000 (272000 re-used); bench/gsm/results/gsm_baseline_result.json
offsets 240000, 256000 (224000 re-used); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-
Qwen-7B/2_result.json offset 208000 (192000 re-used); bench/gsm/results/gsm_result.json offsets
336000, 352000 (320000 re-used).

Leads for a later round: Hawkeye hdr from 492000 (element 257, the redwood tree, opens at the end
of 476000: re-use this round's paste pages/hdr_476000.txt); hde from 320000 (element 188, the
trader's wheat, opens at the end of 304000: re-use pages/hde_304000.txt, whose 'Wait.' loop
marker work/mk.py expands); hdb from 272000 (element 140, the rental cars, opens at the end of
256000: re-use pages/hdb_256000.txt); hd2 from 224000 (element 136, the unicorns, opens at the end
of 208000: re-use pages/hd2_208000.txt); hgr (gsm_result.json) from 368000 (element 235, John's
pizzas, opens at the end of 352000: re-use pages/hgr_352000.txt; two records an element; its
short hgo replies may repeat earlier rounds' bare answers, check: '21' did this round). Watch for
no-break spaces in GSM8K questions (the advertising company and Cody's cookies so far). Still
unread (as rounds 118-155 listed): bench/results/*/example*.txt and gsm8k_result*.json (Qwen2.5
and Llama GSM8K runs: look whether they hold completions with golds), bench/gsm8k_cot.jsonl, and
the older benchark/gsm/results/*_result.json files at 2926e0f (check repeats against bench/
first).

Usage: python build_public_heldout161.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout161.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout161.jsonl"
SOURCE = "public_heldout161"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
SOURCES = zh_sources(
    hdr=("444000-491999 (three pages: 444000, 460000, 476000)", "241-256"),
    hde=("272000-319999 (three pages: 272000, 288000, 304000)", "172-187"),
    hdb=("224000-271999 (three pages: 224000, 240000, 256000)", "122-139"),
    hd2=("192000-223999 (two pages: 192000, 208000)", "124-135"),
    gr="pages 320000-367999 of the file (three pages: 320000, 336000, 352000; elements 213-234)",
)

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:241|correct|boxed|Dolly's books (opens on page 444000): the thinking ends 'together they will read five books in total', the solution counts 3 + 3, muses on overlap and boxes '\boxed{6}'; the last boxed answer counts
hdr:242|correct|boxed|
hdr:243|correct|boxed|'= \boxed{250 \, \text{minutes}}', then '**Final Answer:** \(\boxed{250 \text{ minutes}}\)'
hdr:244|correct|boxed|'**Therefore, Ginger gave Griffin \(\boxed{20}\) fries.**'
hdr:245|correct|boxed|'Each aquarium has \(\boxed{7}\) fish.'
hdr:246|correct|boxed|'\boxed{\$27,\!000}' for 27000
hdr:247|correct|boxed|
hdr:248|correct|boxed|
hdr:249|correct|boxed|
hdr:250|correct|boxed|
hdr:251|correct|boxed|
hdr:252|wrong|boxed|'\boxed{48}' (gold 73: only today's animals counted, last night's 25 left out)
hdr:253|correct|boxed|
hdr:254|correct|boxed|
hdr:255|wrong|boxed|'\boxed{96}' (gold 192: all 240 cows spread over 20 stalls instead of 4 new cows added to each of the ten 20-cow stalls)
hdr:256|correct|boxed|'\boxed{\$45}' for 45
hde:172|wrong|boxed|the four birds (opens on page 272000): '8 + 8 + 16 + 19 = 41', '\boxed{41}' (gold 51: the sum added up wrong)
hde:173|correct|boxed|'\boxed{\$18,\!000}' for 18000
hde:174|correct|boxed|'\boxed{95 \text{ minutes}}'
hde:175|correct|boxed|'\(\boxed{15}\)'
hde:176|correct|boxed|
hde:177|correct|boxed|'6,000 - 5,650 = \boxed{\$350}' for 350
hde:178|correct|boxed|'= \boxed{122}'
hde:179|correct|boxed|'**Final Answer:** \(\boxed{130}\)'
hde:180|correct|boxed|
hde:181|correct|boxed|
hde:182|wrong|boxed|'\boxed{24}' (gold 23: half of Jan's age now used for two years ago)
hde:183|no_answer|truncated|the relay teams: the thinking reaches 'So, the faster team wins by 2 seconds.', then 'But wait.' / 'Wait.' / 'Hold on.' and a run of 'Wait.' lines to the 1024-token cap inside the think block (no '</think>', no final answer)
hde:184|correct|boxed|'\boxed{25\%}' for 25
hde:185|correct|boxed|
hde:186|wrong|boxed|'it's likely that **10 rats** are in each cage', '\boxed{10}' (gold 5: all 160 pieces of straw given to the rats, then a guess)
hde:187|correct|boxed|'= \boxed{\$106}', then '**Final Answer:** \(\boxed{\$106}\)' for 106
hdb:122|wrong|boxed|Sadie's sleep (opens on page 224000): '\boxed{41}' (gold 48: Sunday left out of 'the rest of the week')
hdb:123|correct|boxed|'Rosie can run \(\boxed{50}\) miles in 7 hours.'
hdb:124|correct|boxed|
hdb:125|correct|boxed|the thinking ends 'Julia's package contained 7 spoons', the solution counts the 3 used spoons and boxes '\boxed{10}'; the last boxed answer counts
hdb:126|correct|boxed|'Dylan bought a total of \(\boxed{82}\) sausages.'
hdb:127|correct|boxed|
hdb:128|correct|boxed|
hdb:129|wrong|boxed|'\boxed{\$70,\!000}' (gold 10000: revenue taken as 500 patients x $200 instead of 200 hours x $200)
hdb:130|correct|boxed|
hdb:131|correct|boxed|'\boxed{\$940}' for 940
hdb:132|correct|boxed|
hdb:133|correct|boxed|'Walt walked \(\boxed{13}\) miles on Wednesday.'
hdb:134|correct|boxed|'Tom pays a total of \(\boxed{\$720}\) in a year for car washes.'
hdb:135|correct|boxed|'\boxed{40}', then '**Final Answer:** \(\boxed{40}\)'
hdb:136|correct|boxed|
hdb:137|correct|boxed|'\boxed{\$29.00}' for 29
hdb:138|correct|boxed|
hdb:139|correct|boxed|'\boxed{70}', then 'there are **70 pink gumballs**'
hd2:124|wrong|boxed|Jennie's letters (opens on page 192000): the thinking boxes 70 inside the think block, the solution '90 - 20 = 70' and '\boxed{70}' (gold 10: the 30 stamped letters added to the 60 and Jennie's 20 taken off)
hd2:125|wrong|boxed|'**Answer:** \(\boxed{7}\)' (gold 10: an invented 3 spoons at the start cancel the 3 used)
hd2:126|correct|boxed|'Dylan bought a total of \(\boxed{82}\) sausages.'
hd2:127|correct|boxed|'= \boxed{120}', then '**Final Answer:** \(\boxed{120}\)'
hd2:128|correct|boxed|'= \boxed{\$880}' for 880
hd2:129|correct|boxed|'= \boxed{\$10,\!000}' for 10000
hd2:130|correct|boxed|
hd2:131|correct|boxed|'\boxed{\$940}' for 940
hd2:132|correct|boxed|
hd2:133|correct|boxed|
hd2:134|correct|boxed|
hd2:135|correct|boxed|the thinking ends 'Bobby has 45 video games' (the 5 fewer left out), the solution takes 3 x 15 - 5 and boxes '\boxed{40}'; the last boxed answer counts
hgc:213|correct|boxed|Sloane's customers (its cot opens on page 320000): '= \boxed{250}', then '**Final Answer:** \(\boxed{250}\)'
hgc:214|correct|boxed|
hgc:215|correct|boxed|
hgc:216|correct|boxed|'= \boxed{\$220}' for 220
hgc:217|correct|boxed|'= \boxed{15}', then '\(\boxed{15}\)'
hgc:218|wrong|boxed|'= \boxed{34.5}' (gold 45: Zack taken as half Harriet's age instead of twice)
hgc:219|correct|boxed|
hgc:220|correct|boxed|'= \boxed{70 \text{ minutes}}'
hgc:221|correct|boxed|'= \boxed{90 \text{ liters}}'
hgc:222|correct|boxed|'= \boxed{140}'
hgc:223|correct|boxed|'= \boxed{\$20,000}', then '\(\boxed{\$20,\!000}\)' for 20000
hgc:224|correct|boxed|'\boxed{\$180}' for 180
hgc:225|correct|boxed|'= \boxed{9 \text{ days}}', then '\boxed{9}'
hgc:226|correct|boxed|'\boxed{33\%}' for 33
hgc:227|correct|boxed|'= \boxed{\$9.00}', then '**Answer:** \(\boxed{\$9.00}\)' for 9
hgc:228|correct|boxed|'\boxed{1 \text{ hour}}'
hgc:229|correct|boxed|'= \boxed{21} \text{ melons}'
hgc:230|correct|boxed|'= \boxed{\$276,000}', then '\boxed{\$276,\!000}' for 276000
hgc:231|correct|boxed|'= \boxed{50}'
hgc:232|correct|boxed|'= \boxed{75}', then '**Final Answer:**  \boxed{75}'
hgc:233|correct|boxed|'= \boxed{12} \text{ penguins}', then '\(\boxed{12}\)'
hgc:234|wrong|boxed|'\boxed{14}' (gold 21: the girlfriend's 3 a day left out)
hgo:213|correct|prose_sentence|the whole reply: 'The number of customers Sloane counted on the third day is 250.'
hgo:214|correct|prose_sentence|the whole reply: 'The small pool currently has **8 gallons** of water.'
hgo:215|correct|bare_last_line|the whole reply: '44 hours.'
hgo:216|correct|bare_last_line|the whole reply: '\$220' for 220
hgo:217|correct|boxed|a three-step retelling of the cot with '= \boxed{15}', then '**Final Answer:**  \(\boxed{15}\)'
hgo:218|wrong|bare_last_line|the whole reply: '34.5' (gold 45; its cot boxed the same)
hgo:219|correct|prose_sentence|the whole reply: 'Jojo scored **54** points.'
hgo:220|correct|bare_last_line|the whole reply: '70 minutes.'
hgo:221|correct|prose_sentence|a retelling that opens 'Celine had 30 liters of water in the tank initially.' and ends 'Adding the rainwater to the remaining water gives a total of 30 + 60 = 90 liters.'
hgo:222|correct|bare_last_line|the whole reply: '140'
hgo:223|correct|prose_sentence|the whole reply: 'The company spent a total of **\$20,000** on advertising for the two years.' for 20000
hgo:224|correct|boxed|the whole reply: '$\boxed{\$180}$' for 180
hgo:225|correct|bare_last_line|the whole reply: '9 days.'
hgo:226|correct|bare_last_line|the whole reply: '33%' for 33
hgo:227|correct|bare_last_line|the whole reply: '\$9.00' for 9
hgo:228|correct|prose_sentence|the whole reply: 'It will take Kalinda and her mom 1 hour to complete the puzzle.'
hgo:230|correct|prose_sentence|the whole reply: 'Mark pays a total of $276,000 for everything.' for 276000
hgo:231|correct|prose_sentence|the whole reply: 'Kylie collects 50 shells on Tuesday.'
hgo:232|correct|prose_sentence|two steps retelling the cot, ending 'Thus, the total number of insects in the garden is \(75\).'
hgo:233|correct|bare_last_line|the whole reply: '12'
hgo:234|wrong|prose_sentence|the whole reply: 'Steve needs 14 vines to produce enough tomatoes to last him for a week.' (gold 21; its cot boxed the same)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

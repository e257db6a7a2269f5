__doc__ = r"""Build public_heldout150.jsonl: a 150th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 146's repository Zhuohao-Li/Hawkeye (rounds 109, 113, 118, 124, 129, 134, 140
and 146 read its bench/gsm results files and named where to go on). Its bench/gsm/results folder
commits DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an indented JSON list in test
order from question 0. The run script (benchark/gsm/run.py at 2926e0f, read in round 118) has
three stages: stage 3 `base_qa` asks 'Question: {question}.' as the only user turn (sglang,
max_tokens 1024, temperature 0.7, top_p 0.9) and stores {question, answer, model_output, score}
(the hdr, hde, hdb, hd2 files, every model_output opening '<think>'); stage 1 `cot` asks the cot
model (bench/gsm/run.yaml cot_model_path Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B)
with benchark/gsm/utils.py `cot_prompt` 'Question: {question}. Please generate a concise
chain-of-thought reasoning without repeating the question.' (max_tokens 1024) and stores `cot`;
stage 2 `qa` gives the small model (run.yaml small_model_path Qwen/Qwen2.5-0.5B-Instruct)
utils.py `doc_to_text` 'Question: {question}\nCot: {cot}\nThis is a chain-of-thought that helps
you answer.\nSo the answer is:' (max_tokens 512) and stores its reply as `model_output` beside the
`cot` (the gsm_result.json file: {question, answer, cot, model_output, score}).

Method (rounds 88-146's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out at 16,000. Round 146's pastes of hdr 380000, hde 208000, hdb 160000, hd2 144000
and hgr 224000 were re-used (copied from /tmp/rounds/real146/pages; each paste and its decoded
page checked equal to round 146's with cmp), since the first element this round takes opens on
them. Nothing was retyped or shortened. Loop markers (round 100's form: one copy of the loop unit
pasted between @@U1@@ and @@/U1@@, and @@R1@@ replaced by the unit the one whole number of times
that makes the page 16,000; work/mk.py) are used on three pages, each for the tail of one
verbatim loop: hd2_160000 (the fog bank, hd2:103: unit 'Wait.\n\n' after its 'But.' line, 355
copies in all, to the element's end), hde_240000 (Dave's french fries, element 153:
unit 'So.\n\n', 337 copies in all, to the page end; the element is cut by the page and dropped)
and hd2_176000 (Julia's boat, hd2:111: unit 'So.\n\n', 286 copies in all, to the element's end).
The irregular heads of the last two loops (mixed 'Wait.', 'So.', 'Hmm.' lines) first came out
wrong (no whole number of units fitted) and were re-pasted from probe reads (read_file at an
offset inside the page, its head pasted to work/probe/ and split into lines by script): offset
253282 (hde: 'Wait, no.' / 'Wait: Wait.', 5 'Wait.', 'So.', 14 'Wait.', ...; the first paste had
6 and 13) and offset 183317 (hd2: 20 'Wait.' after 'Hmm.', the first paste had 19); with the
probe heads both pages fit a whole number of units, and a third probe read at 255951 shows the
'So.' run of hde going on past the page end (the element ends, much later, in 'So' without a
period). Each unit's length (9 for 'Wait.\n\n', 7 for 'So.\n\n' in the file text, 8 for
'Hmm.\n\n') makes a miscounted 'Wait.' or 'Hmm.' line break the fit. NBSP: the GSM8K question of
Cody's cookies has U+00A0 ('5 cookies,<U+00A0>how many'), shown by the display as a plain space;
work/mk.py's NBSP restores it in hd2_160000 and hdb_192000 (as round 118 did). Each new page
starts where the one before ends (offsets 16,000 apart), checked by work/extract.py, which cut
the records out by script (raw_*.jsonl): the pages of one file joined in file order, each whole
list element parsed, r = the raw JSON string body of its `model_output` (or `cot`; enc json,
checked to decode to the parsed value), g = its `answer`, rec = its list index, found as the
gsm8k/test.jsonl line of its question and checked to run on one by one, with `answer` equal to
the line's '####' value. Elements before the first one named below (taken in round 146) are
skipped; the element cut by the end of each file's last page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 380000
  (round 146's paste, for element 205's opening), 396000, 412000 (= hdr_380000 .. hdr_412000):
  elements 205 (Brinley's tests) to 220 (Carmen's puzzles) whole; 221 (Celine's water tank) cut
  by the end of 412000 and dropped: 16 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 208000 (round 146's paste, for element 135's opening), 224000 and 240000
  (= hde_208000 .. hde_240000): elements 135 (Brian's friend Bobby) to 152 (Carl's cookies)
  whole; 153 (Dave's french fries, a 'So.' loop) cut and dropped: 18 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 160000 (round 146's
  paste, for element 93's opening), 176000 and 192000 (= hdb_160000 .. hdb_192000): elements 93
  (Lee's hurdles) to 106 (John's boxes) whole; 107 (Frankie's TV) cut and dropped: 14 kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 144000 (round 146's paste, for element 100's opening), 160000 and 176000
  (= hd2_144000 .. hd2_176000): elements 100 (Jerome's doorbell) to 114 (Jamal's phone) whole;
  115 (Sasha's lumber) cut and dropped: 15 kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 224000 (round 146's paste, for
  element 153's opening), 240000, 256000, 272000 (= hgr_224000 .. hgr_272000): elements 153
  (Dave's french fries) to 182 (Jean and Mark's ages) whole, each giving two records, its `cot`
  (hgc) and its `model_output` (hgo); element 183 (the relay teams) cut and dropped: 30
  elements, 59 kept (hgc 30, hgo 29: one hgo reply dropped as a repeat, below).

Repeats: the files answer the same GSM8K test questions as rounds 109-146 and as each other
(hdb:100-106 and hd2:100-106 ask the same questions), each run its own text. Every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present: 211 files, 26,118 distinct completions, by
script, work/dedup.py, reading no labels) and with the others of this round: one repeats an
earlier round and is dropped (work/extract.py's DROP): hgo:182 (Jean and Mark, the whole reply
'24'); none repeats within the round (the bare replies '32', '122', '5.', '3.', '$15', '\$150',
'\$130' repeat none). 122 records kept.

Repository counts (122 records): Zhuohao-Li/Hawkeye 122 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 16, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 18, its repeat 2 15, the
gsm_baseline run 14, gsm_result's cot 30 and small-model answers 29). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-146 found); `licence` per record. Truth: correct
99, wrong 17, no_answer 6; debatable 1 (hgo:173).

Split: GSM8K test 122, MATH 0. Prompt format: long_cot 122 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}; six are cut by the 1024-token cap inside the think block before any
final answer: hdr:205, hdb:93, hdb:103 and hdb:106 while reasoning or re-checking (hdb:103 and
hdb:106 after their working reached the gold), hd2:103 in a 'Wait.' loop after reaching 140 and
hd2:111 in a 'Wait.'/'So.' loop; hgo are Qwen2.5-0.5B-Instruct's short replies to 'So the answer
is:': a bare value ('176 hours', '32', '\$150'), a sentence, 'The answer is 48.', or a box
('\(\boxed{\$350}\)', the cot's boxed last sentence). Forms: boxed 89, bare_last_line 16,
prose_sentence 10, truncated 6, answer_is 1.

Label conventions (rounds 37-146's): the last final answer counts; equal in value but written
differently is correct ('\boxed{2600\,\text{grams}}', '\boxed{\$29.00}', '\boxed{20\%}',
'\boxed{\$4.00}', '\boxed{4 \text{ minutes}}', '\boxed{77 \text{€}}', '\boxed{18,\!000}',
'\boxed{72 \text{ cubic inches}}', '\$150', '1,210 legs.'); another quantity is wrong; where the
thinking and the solution after '</think>' disagree, the last (boxed) answer counts (hd2:107 and
hgc:157 box the gold after thinking 5 and 280); intermediate boxes before the last one do not
count (hde:138 boxes 35 and 70 on the way to its final 105; hgc:178 boxes 36 and 46 before 122);
a completion cut by the token cap inside the think block is no_answer even where its working
already reached the gold (hdb:103, hdb:106, hd2:103; rounds 109-146's convention); a bare reply
or a sentence is read for the quantity it states (hgo); hgo:173 ('Jessica's total monthly payment
... is **$18,000**.') states the gold value under the wrong name and is labelled correct, marked
debatable.

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 396000, 412000 (380000
re-used from round 146); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
1_result.json offsets 224000, 240000 (208000 re-used), plus probe reads at 253282 and 255951
(inside 240000's span and running on past it to 271951: they show the rest of element 153's
'So.' loop and elements 154 Kimo to 161 Anakin and the opening of 162, the marbles, not taken
here); bench/gsm/results/gsm_baseline_result.json offsets 176000, 192000 (160000 re-used);
bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json offsets 160000, 176000
(144000 re-used), plus a probe read at 183317 (inside 176000's span and running on past it to
199317: it shows elements 115 Sasha, 116 Katy, 117 John's shoes and 118 the customs officer
whole and the opening of 119, Adrien and Lylah, not taken here); bench/gsm/results/
gsm_result.json offsets 240000, 256000, 272000 (224000 re-used).

Leads for a later round: Hawkeye hdr from 428000 (element 221, Celine's water tank, opens at the
end of 412000: re-use this round's paste pages/hdr_412000.txt); hde from 256000 (element 153,
Dave's french fries, a 'So.' loop that opens at 253282 and runs past 256000 to end in 'So'
without a period: re-use pages/hde_240000.txt, and take its tail from a read at 256000, the
element 154 Kimo and on following); hdb from 208000 (element 107, Frankie's TV, opens at the end
of 192000: re-use pages/hdb_192000.txt); hd2 from 192000 (element 115, Sasha's lumber, opens at
the end of 176000: re-use pages/hd2_176000.txt; the probe read at 183317 shows elements 115-118
and may serve as a check); hgr (gsm_result.json) from 288000 (element 183, the relay teams, opens
at the end of 272000: re-use pages/hgr_272000.txt; two records an element; its short hgo replies
may repeat earlier rounds' bare answers, check: '24' did this round). Watch for the paster's own
slips in irregular 'Wait.'/'So.'/'Hmm.' loops (best checked by a probe read at the loop's first
line, split into lines by script), and for no-break spaces in GSM8K questions (Cody's cookies
this round). Still unread (as rounds 118-146 listed): bench/results/*/example*.txt and
gsm8k_result*.json (Qwen2.5 and Llama GSM8K runs: look whether they hold completions with
golds), bench/gsm8k_cot.jsonl, and the older benchark/gsm/results/*_result.json files at 2926e0f
(check repeats against bench/ first).

Usage: python build_public_heldout150.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout150.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout150.jsonl"
SOURCE = "public_heldout150"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
SOURCES = zh_sources(
    hdr=("380000-427999 (three pages: 380000, 396000, 412000)", "205-220"),
    hde=("208000-255999 (three pages: 208000, 224000, 240000)", "135-152"),
    hdb=("160000-207999 (three pages: 160000, 176000, 192000)", "93-106"),
    hd2=("144000-191999 (three pages: 144000, 160000, 176000)", "100-114"),
    gr="pages 224000-287999 of the file (four pages: 224000, 240000, 256000, 272000; elements 153-182)",
)

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:205|no_answer|truncated|Brinley's tests: cut inside the think block at 'Then, the lowest of these' while listing her six scores (no '</think>', no final answer)
hdr:206|correct|boxed|
hdr:207|correct|boxed|'\boxed{2600\,\text{grams}}'
hdr:208|correct|boxed|
hdr:209|correct|boxed|
hdr:210|correct|boxed|
hdr:211|correct|boxed|'Jerry has \(\boxed{4}\) red chickens.'
hdr:212|correct|boxed|the thinking's '**Final Answer**' and the solution both box 5: 'Thus, Gary spends \boxed{5} hours walking.'
hdr:213|correct|boxed|
hdr:214|correct|boxed|
hdr:215|correct|boxed|'Lori must work \(\boxed{44}\) hours'
hdr:216|correct|boxed|'\boxed{\$220}' for 220
hdr:217|correct|boxed|'= \boxed{15}', then '**Answer:** \(\boxed{15}\)'
hdr:218|correct|boxed|
hdr:219|correct|boxed|
hdr:220|correct|boxed|'\boxed{70 \text{ minutes}}'
hde:135|correct|boxed|
hde:136|correct|boxed|
hde:137|correct|boxed|'\boxed{\$29.00}' for 29
hde:138|correct|boxed|boxes '35 \, \text{questions}' and '70 \, \text{questions}' on the way, then the last box '\boxed{105 \, \text{questions}}'
hde:139|correct|boxed|
hde:140|correct|boxed|'\boxed{20\%}' for 20
hde:141|correct|boxed|
hde:142|wrong|boxed|'\boxed{\$1540}' (gold 140: every non-gaming hour of the day, 22, counted as work instead of the 2 gaming hours)
hde:143|wrong|boxed|'\boxed{16.30 \text{ dollars}}' (gold 16: the eggs taxed as a non-food item)
hde:144|correct|boxed|'= \boxed{20}', then '\boxed{20}'
hde:145|correct|boxed|'= \boxed{4000} \text{ pineapples}'
hde:146|wrong|boxed|'\boxed{2625}' (gold 2125: 500 + 1500 + 125 added up wrong)
hde:147|wrong|boxed|'\boxed{15}' (gold 75: the 60 bees of the third period left out of the last return)
hde:148|correct|boxed|'Brittany's mom gave the cashier \(\boxed{30}\) dollars.'
hde:149|correct|boxed|
hde:150|correct|boxed|'\boxed{4 \text{ minutes}}'
hde:151|correct|boxed|
hde:152|correct|boxed|'= \boxed{\$4.00}' for 4
hdb:93|no_answer|truncated|Lee's hurdles: cut inside the think block while re-reading the question ('how fast can Gerald, with his improved diet, run the'; no '</think>', no final answer)
hdb:94|correct|boxed|
hdb:95|correct|boxed|
hdb:96|correct|boxed|'Harry slept \(\boxed{3}\) more hours than James.'
hdb:97|correct|boxed|
hdb:98|correct|boxed|
hdb:99|correct|boxed|
hdb:100|correct|boxed|
hdb:101|correct|boxed|'Solo needs to read an average of \(\boxed{6}\) pages each day'
hdb:102|wrong|boxed|'= \boxed{24}', then 'John drinks **24** glasses of water in a week.' (gold 26: the weekend bedtime glasses left out)
hdb:103|no_answer|truncated|the fog bank: cut inside the think block at '42 * (1/3) is 14. So' while re-checking (its working reached 140; no '</think>', no final answer)
hdb:104|correct|boxed|
hdb:105|correct|boxed|
hdb:106|no_answer|truncated|John's boxes: cut inside the think block at 'Let me try it just to confirm' (its working reached 72; no '</think>', no final answer)
hd2:100|correct|boxed|
hd2:101|correct|boxed|'= \boxed{6} \text{ pages}', then '\boxed{6}'
hd2:102|wrong|boxed|'= \boxed{20}', then '**Answer:** \(\boxed{20}\)' (gold 26: no water counted on weekends at all)
hd2:103|no_answer|truncated|the fog bank: its thinking reaches '140 minutes.' twice, then 'Wait.' / 'But.' and a run of 'Wait.' lines until cut inside the think block (no '</think>', no final answer)
hd2:104|correct|boxed|'\boxed{500} pieces are left to be placed.'
hd2:105|correct|boxed|'= \boxed{20 \text{ cookies}}'
hd2:106|correct|boxed|'\boxed{72 \text{ cubic inches}}'
hd2:107|correct|boxed|the thinking ends 'Frankie watched **5** 30-minute episodes' (the known days added up to 4.5 hours instead of 5.5), the solution after '</think>' boxes 3 (gold 3); the last boxed answer counts
hd2:108|correct|boxed|
hd2:109|correct|boxed|'\boxed{\$28.00}' for 28
hd2:110|wrong|boxed|'\boxed{35}' (gold 45: Beatrice's 24 roll-ups long read as 14)
hd2:111|no_answer|truncated|Julia's boat: its thinking reaches 'She rows twenty feet in sixteen seconds.', then 'Wait.' / 'So.' / 'Hmm.' lines and a run of 'So.' lines until cut inside the think block (no '</think>', no final answer)
hd2:112|correct|boxed|
hd2:113|correct|boxed|'= \boxed{25} \text{ flowers}'
hd2:114|correct|boxed|'Jamal's photograph shows \(\boxed{6}\) ducks.'
hgc:153|correct|boxed|
hgc:154|wrong|boxed|'= \boxed{176} \text{ hours}', then '\(\boxed{176}\)' (gold 272: one 1-hour class a day on Monday, Wednesday and Friday instead of three)
hgc:155|correct|boxed|'\(\boxed{280 \text{ feet}}\)'
hgc:156|correct|boxed|'\(\boxed{1400}\)'
hgc:157|correct|boxed|the thinking ends 'Blake runs 280 yards farther than Kelly.' (Kelly's first 200 yards left out), the solution after '</think>' ends '\boxed{80}' (gold 80); the last boxed answer counts
hgc:158|correct|boxed|'\boxed{\$34}' for 34
hgc:159|wrong|boxed|'\boxed{3}' (gold 15: the 6 tadpoles that came out of hiding subtracted instead of added)
hgc:160|correct|boxed|'\boxed{16 \text{ feet}}'
hgc:161|correct|boxed|'= \boxed{32} \text{ fish}', then '\(\boxed{32}\)'
hgc:162|wrong|boxed|'\boxed{\$297.60}' (gold 92: the 20% of the original price compounded every two months instead of added as a flat $4)
hgc:163|correct|boxed|
hgc:164|correct|boxed|'Jackie will have \boxed{15} dollars more if she hires the accountant.'
hgc:165|correct|boxed|'= \boxed{77 \text{€}}'
hgc:166|correct|boxed|
hgc:167|correct|boxed|'= \boxed{16}', then '\(\boxed{16}\)'
hgc:168|correct|boxed|
hgc:169|correct|boxed|'= \boxed{120 \text{ miles}}'
hgc:170|correct|boxed|'= \boxed{\$150}', then '\(\boxed{\$150}\)' for 150
hgc:171|correct|boxed|'= \boxed{1210} \ \text{legs}'
hgc:172|wrong|boxed|'\boxed{41}' (gold 51: 8 + 8 + 16 + 19 added up wrong)
hgc:173|correct|boxed|'\boxed{18,\!000}' for 18000
hgc:174|correct|boxed|'\boxed{95 \text{ minutes}}'
hgc:175|correct|boxed|
hgc:176|correct|boxed|
hgc:177|correct|boxed|'\(\boxed{\$350}\)' for 350
hgc:178|correct|boxed|boxes 36 and 46 on the way, then '= \boxed{122}' and '\boxed{122}'
hgc:179|correct|boxed|'\(\boxed{\$130}\)' for 130
hgc:180|correct|boxed|'= \boxed{20} \text{ votes}'
hgc:181|correct|boxed|
hgc:182|wrong|boxed|'\boxed{24}' (gold 23: half of Jan's age now, 15, used for two years ago instead of half of 28)
hgo:153|correct|answer_is|the whole reply: 'The answer is 48.'
hgo:154|wrong|bare_last_line|the whole reply: '176 hours' (gold 272; its cot boxed the same)
hgo:155|correct|bare_last_line|the whole reply: '280 feet.'
hgo:156|correct|prose_sentence|the whole reply: 'The zookeeper needs to order 1,400 bananas to last for 2 months.' for 1400
hgo:157|correct|prose_sentence|the whole reply: 'Blake runs **80 yards farther than Kelly**.'
hgo:158|correct|prose_sentence|the whole reply: 'Raphael spent a total of **\$34.00** on the school supplies.' for 34
hgo:159|wrong|bare_last_line|the whole reply: '3.' (gold 15; its cot boxed the same)
hgo:160|correct|bare_last_line|the whole reply: '16 feet'
hgo:161|correct|bare_last_line|the whole reply: '32'
hgo:162|wrong|prose_sentence|the whole reply: 'The final cost of the bag of marbles after 36 months is **\$297.60**.' (gold 92; its cot boxed the same)
hgo:163|correct|prose_sentence|the whole reply: 'The total worth of all the toys is **\$50**.'
hgo:164|correct|boxed|the whole reply: 'Jackie will have \boxed{15} dollars more if she hires the accountant.' (the cot's last sentence word for word)
hgo:165|correct|prose_sentence|the whole reply: 'Elvira will have €77 left for her clothing.'
hgo:166|correct|bare_last_line|the whole reply: '5.'
hgo:167|correct|prose_sentence|the whole reply: 'Seth is 16 years old.'
hgo:168|correct|prose_sentence|the whole reply: 'Jimmy has \$18.'
hgo:169|wrong|bare_last_line|the whole reply: '100 miles' (gold 120: the cot's weekday subtotal; its cot boxed 120)
hgo:170|correct|bare_last_line|the whole reply: '\$150' for 150
hgo:171|correct|bare_last_line|the whole reply: '1,210 legs.' for 1210
hgo:172|wrong|bare_last_line|the whole reply: '41 years.' (gold 51; its cot boxed the same)
hgo:173|correct|prose_sentence|debatable: the whole reply 'Jessica's total monthly payment for all her debts is **$18,000**.' states the gold value 18000 but names it the monthly payment (the cot boxed 18,000 as the annual payment)
hgo:174|correct|bare_last_line|the whole reply: '95 minutes.'
hgo:175|correct|bare_last_line|the whole reply: '$15'
hgo:176|correct|bare_last_line|the whole reply: '100 girls.'
hgo:177|correct|boxed|the whole reply: '\(\boxed{\$350}\)' for 350
hgo:178|correct|bare_last_line|the whole reply: '122'
hgo:179|correct|bare_last_line|the whole reply: '\$130' for 130
hgo:180|correct|bare_last_line|the whole reply: '20 votes.'
hgo:181|correct|prose_sentence|the whole reply: 'Fred must deliver **160 red roses** by 5 pm to fulfill Sandra's threat and keep her business.'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

__doc__ = r"""Build public_heldout173.jsonl: a 173rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 167's repository Zhuohao-Li/Hawkeye (rounds 109, 113, 118, 124, 129, 134, 140,
146, 150, 155, 161 and 167 read its bench/gsm results files and named where to go on). Its
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

Method (rounds 88-167's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out at 16,000 (hdr_540000 came out at 16,015 the first time: one line of element 291's
step 3 had been pasted from the line above it; that line was pasted again from the page, and the
page then came out at 16,000). Round 167's pastes of hdr 508000, hde 336000, hdb 288000, hd2
224000 and hgr 384000 were re-used (copied from /tmp/rounds/real167/pages; their decoded pages
come out byte-identical to round 167's), since the first element this round takes opens on them.
Nothing was retyped or shortened. No loop marker is used this round: hd2_256000 holds element
157's word-by-word 'Wait.' / 'So.' run, which is irregular and was pasted whole. One no-break
space is restored (NBSP in work/mk.py): the GSM8K question of the advertising company (element
223 of hde, on page hde_368000) has U+00A0 ('for another year.<U+00A0> What's'), which the display
shows as a plain space. Each new page starts where the one before ends (offsets 16,000 apart),
checked by work/extract.py, which cut the records out by script (raw_*.jsonl): the pages of one
file joined in file order, each whole list element parsed, r = the raw JSON string body of its
`model_output` (or `cot`; enc json, checked to decode to the parsed value), g = its `answer`, rec =
its list index, found as the gsm8k/test.jsonl line of its question and checked to run on one by
one, with `answer` equal to the line's '####' value. Elements before the first one named below
(taken in round 167) are skipped; the element cut by the end of each file's last page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 508000
  (round 167's paste, for element 274's opening), 524000, 540000 and 556000 (= hdr_508000 ..
  hdr_556000): elements 274 (Mrs. Rylan's seeds) to 298 (Carmen's auction) whole; 299 (John's
  driving service) cut by the end of 556000 and dropped: 25 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 336000 (round 167's paste, for element 208's opening), 352000 and 368000
  (= hde_336000 .. hde_368000): elements 208 (Rose's cakes) to 227 (Chad's burrito) whole; 228
  (Kalinda's puzzle) cut and dropped: 20 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 288000 (round 167's
  paste, for element 155's opening), 304000 and 320000 (= hdb_288000 .. hdb_320000): elements 155
  (Bill's baked goods) to 171 (Jake's museum legs) whole; 172 (the four birds at the Caboose) cut
  and dropped: 17 kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 224000 (round 167's paste, for element 145's opening), 240000 and 256000
  (= hd2_224000 .. hd2_256000): elements 145 (John's pineapples) to 161 (Anakin and Locsin's
  fish) whole; 162 (the bag of marbles) cut and dropped: 17 kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 384000 (round 167's paste, for
  element 256's opening), 400000 and 416000 (= hgr_384000 .. hgr_416000): elements 256 (Brady's
  piggy bank) to 277 (Matthew's holes) whole, each giving two records, its `cot` (hgc) and its
  `model_output` (hgo); element 278 (Mico and Marco) cut and dropped: 22 elements, 42 kept (hgc
  22, hgo 20: two hgo replies dropped as repeats, below).

Repeats: the files answer the same GSM8K test questions as rounds 109-167 and as each other
(hdb:155-161 and hd2:155-161 ask the same questions, hdr:274-277 and hgr:274-277 likewise), each
run its own text. Every completion kept was compared (whitespace-normalised) with every
completion of the earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present: 253 files, 27,851 distinct completions, by
script, work/dedup.py, reading no labels) and with the others of this round: two repeat an
earlier round and are dropped (work/extract.py's DROP): hgo:269 (the juggler's golf balls, the
whole reply '4') and hgo:271 (John's windows, the whole reply '20'); none repeats within the
round (the bare replies '120', '270', '762', '138', '9', '3200.', '$6.00', '$5.00' repeat none).
121 records kept.

Repository counts (121 records): Zhuohao-Li/Hawkeye 121 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 25, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 20, its repeat 2 17, the
gsm_baseline run 17, gsm_result's cot 22 and small-model answers 20). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-167 found); `licence` per record. Truth: correct
113, wrong 5, no_answer 3; debatable 2.

Split: GSM8K test 121, MATH 0. Prompt format: long_cot 121 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}; three are cut by the 1024-token cap inside the think block before
any final answer: hdr:298 and hdb:157 while re-checking their reading of the problem, hd2:157 in
a word-by-word 'So.' / 'Wait.' loop); hgo are Qwen2.5-0.5B-Instruct's short replies to 'So the
answer is:': a bare value ('270', '3200.', '$6.00', '\$1,375.', '4 hours', '315 stitches per
sleeve.'), a sentence ('The redwood weighs 5600 pounds.', "Yes, that's correct! Carla will need
11 cups of flour ...") or a box ('$\boxed{45}$', '$\boxed{\$62}$', '$\boxed{118000}$').
Forms: boxed 101, bare_last_line 13, prose_sentence 4, truncated 3.

Label conventions (rounds 37-167's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$3,\!200}', '\boxed{4 \text{ hours}}', '\boxed{16 \text{
hours}}', '\boxed{\$75}', '\boxed{3 \text{ weeks}}', '\boxed{\$145}', '\boxed{70 \text{
minutes}}', '\boxed{\$20,000}', '\boxed{9 \text{ days}}', '\boxed{33\%}', '\boxed{\$9.00}',
'\boxed{1,\!400}', '\boxed{\$34.00}', '\boxed{16 \text{ feet}}', '\boxed{77 \, \text{€}}',
'\boxed{120 \text{ miles}}', '\boxed{4 \text{ minutes}}', '\boxed{5600 \text{ pounds}}',
'\boxed{\$9,\!500}', '\boxed{\$118,\!000}', '\boxed{91 \text{ minutes}}', '\boxed{20 \text{
windows}}', '\boxed{\$5.00}', '$6.00', '\$400', '$9,500', '\$1,375.', '4 hours'); another quantity
is wrong; where the thinking and the solution after '</think>' disagree, the last (boxed) answer
counts (hdr:284 thinks 400 and boxes 360; hde:210 thinks 13 and boxes 10; hdb:159 thinks 9 and
boxes 15; hdb:161 thinks 29 and boxes 32; hdb:162 thinks $56 and boxes $92; hd2:146 thinks 875 and
boxes 2125; hgc:273 thinks 365 and boxes 315); a completion cut by the token cap inside its think
block before any final answer is no_answer, even where its working has reached a value (hdr:298
'Therefore, the desk costs her $500.' and hdb:157 'So Blake runs 80 yards more than Kelly.', both
then re-reading the problem; marked debatable); a bare reply or a sentence is read for the
quantity it states (hgo).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 524000, 540000, 556000
(508000 re-used from round 167); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
1_result.json offsets 352000, 368000 (336000 re-used); bench/gsm/results/gsm_baseline_result.json
offsets 304000, 320000 (288000 re-used); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-
Qwen-7B/2_result.json offsets 240000, 256000 (224000 re-used); bench/gsm/results/gsm_result.json
offsets 400000, 416000 (384000 re-used).

Leads for a later round: Hawkeye hdr from 572000 (element 299, John's driving service, opens at
the end of 556000: re-use this round's paste pages/hdr_556000.txt); hde from 384000 (element 228,
Kalinda's puzzle, opens at the end of 368000: re-use pages/hde_368000.txt, with its NBSP entry);
hdb from 336000 (element 172, the four birds at the Caboose, opens at the end of 320000: re-use
pages/hdb_320000.txt); hd2 from 272000 (element 162, the bag of marbles, opens at the end of
256000: re-use pages/hd2_256000.txt); hgr (gsm_result.json) from 432000 (element 278, Mico and
Marco, opens at the end of 416000: re-use pages/hgr_416000.txt; two records an element; its short
hgo replies may repeat earlier rounds' bare answers, check: '4' and '20' did this round). Watch
for no-break spaces in GSM8K questions (the advertising company and Cody's cookies so far). Still
unread (as rounds 118-167 listed): bench/results/*/example*.txt and gsm8k_result*.json (Qwen2.5
and Llama GSM8K runs: look whether they hold completions with golds), bench/gsm8k_cot.jsonl, and
the older benchark/gsm/results/*_result.json files at 2926e0f (check repeats against bench/
first).

Usage: python build_public_heldout173.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout173.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout173.jsonl"
SOURCE = "public_heldout173"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
SOURCES = zh_sources(
    hdr=("508000-571999 (four pages: 508000, 524000, 540000, 556000)", "274-298"),
    hde=("336000-383999 (three pages: 336000, 352000, 368000)", "208-227"),
    hdb=("288000-335999 (three pages: 288000, 304000, 320000)", "155-171"),
    hd2=("224000-271999 (three pages: 224000, 240000, 256000)", "145-161"),
    gr="pages 384000-431999 of the file (three pages: 384000, 400000, 416000; elements 256-277)",
)

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:274|correct|boxed|Mrs. Rylan's seeds (opens on page 508000): '\(\boxed{\$3,\!200}\)' for 3200
hdr:275|correct|boxed|
hdr:276|correct|boxed|
hdr:277|correct|boxed|'\boxed{4 \text{ hours}}'
hdr:278|correct|boxed|
hdr:279|correct|boxed|'Sam is currently \(\boxed{6}\) years old.'
hdr:280|correct|boxed|
hdr:281|correct|boxed|
hdr:282|correct|boxed|'Maddy will spend \(\boxed{195}\) dollars.'
hdr:283|correct|boxed|
hdr:284|correct|boxed|the thinking ends '20 + 40 + 60 + 40 + 80 + 120 = 400 stories', the solution adds 120 + 240 and boxes '\boxed{360}'; the last boxed answer counts
hdr:285|correct|boxed|
hdr:286|correct|boxed|'Kelly will have \(\boxed{90}\) cents left.'
hdr:287|correct|boxed|
hdr:288|correct|boxed|
hdr:289|correct|boxed|'\boxed{16 \text{ hours}}'
hdr:290|correct|boxed|
hdr:291|correct|boxed|
hdr:292|correct|boxed|'\boxed{\$75}' for 75
hdr:293|correct|boxed|
hdr:294|correct|boxed|
hdr:295|correct|boxed|
hdr:296|correct|boxed|'\boxed{3 \text{ weeks}}'
hdr:297|correct|boxed|'Sam was \(\boxed{55}\) crates **short** of his target'
hdr:298|no_answer|truncated|debatable: Carmen's auction: cut by the 1024-token cap inside the think block ('... It says') while re-reading the problem, after 'Therefore, the desk costs her $500.' in the working; no final answer (gold 500)
hde:208|correct|boxed|Rose's cakes (opens on page 336000): '\(4 + 12 + 60 = \boxed{76}\)'
hde:209|correct|boxed|'\boxed{\$145}' for 145
hde:210|correct|boxed|the thinking ends 'she needs to mow the lawn at least 13 times' ($10 savings left out), the solution subtracts them and boxes '\(\boxed{10}\) times'; the last boxed answer counts
hde:211|correct|boxed|
hde:212|correct|boxed|'Gary spends \boxed{5} hours walking.' in the thinking, then 'Thus, Gary spends \boxed{5} hours walking.'
hde:213|correct|boxed|
hde:214|wrong|boxed|'\boxed{\text{No solution exists under the given conditions.}}' (gold 8: the 4-minute leak taken as 4 gallons off each pool, S - 4 and B - 4, instead of 16 gallons more 4 minutes ago)
hde:215|correct|boxed|
hde:216|correct|boxed|
hde:217|correct|boxed|'= \boxed{15}', then '**Answer:** \(\boxed{15}\)'
hde:218|wrong|boxed|'\boxed{34.5}' (gold 45: Zack taken as half of Harriet's age, 10.5, instead of twice it, 42)
hde:219|correct|boxed|
hde:220|correct|boxed|'\boxed{70 \text{ minutes}}', then the same in the answer sentence
hde:221|correct|boxed|
hde:222|correct|boxed|'= \boxed{140}', then '**Final Answer:** \(\boxed{140}\)'
hde:223|correct|boxed|'= \boxed{\$20,000}' for 20000 (the advertising company, NBSP restored in the question)
hde:224|correct|boxed|'= \boxed{\$180}' for 180
hde:225|correct|boxed|'\boxed{9 \text{ days}}'
hde:226|correct|boxed|'\boxed{33\%}' for 33
hde:227|correct|boxed|'\boxed{\$9.00}' for 9
hdb:155|correct|boxed|Bill's baked goods (opens on page 288000): 'is \(\boxed{280}\) feet.'
hdb:156|correct|boxed|'\boxed{1,\!400}' for 1400
hdb:157|no_answer|truncated|debatable: Blake and Kelly's run: the thinking computes 3000 - 2920 and writes 'So, Blake runs 80 yards more than Kelly.', then re-reads the wording and is cut by the 1024-token cap ('... so she starts to run to the 40') before '</think>' or any final answer (gold 80)
hdb:158|correct|boxed|'= \boxed{\$34.00}', then '\(\boxed{\$34.00}\)' for 34
hdb:159|correct|boxed|the thinking ends 'which equals 9', the solution counts 11 + 6 - 2 and boxes 'Finn can see \(\boxed{15}\) tadpoles'; the last boxed answer counts
hdb:160|correct|boxed|'\boxed{16 \text{ feet}}'
hdb:161|correct|boxed|the thinking ends 'equals a total of 29 fish', the solution adds 19 + 13 and boxes '\boxed{32}'; the last boxed answer counts
hdb:162|correct|boxed|the thinking takes a 10% monthly rise and ends 'a final price of $56', the solution takes $4 a period and boxes '\boxed{\$92}'; the last boxed answer counts
hdb:163|correct|boxed|'\boxed{\$50}' for 50
hdb:164|correct|boxed|
hdb:165|correct|boxed|'\boxed{77 \, \text{€}}' for 77
hdb:166|correct|boxed|
hdb:167|correct|boxed|
hdb:168|correct|boxed|'\boxed{\$18}' for 18
hdb:169|correct|boxed|'\boxed{120 \text{ miles}}'
hdb:170|correct|boxed|
hdb:171|correct|boxed|
hd2:145|correct|boxed|John's pineapples (opens on page 224000): '= \boxed{4000}'
hd2:146|correct|boxed|the thinking ends 'a total of 875 lego pieces', the solution adds 500 + 1500 + 125 and boxes '\boxed{2125}'; the last boxed answer counts
hd2:147|wrong|boxed|'\boxed{60}' (gold 75: only the 60 bees of the third 6 hours counted as returning, not the 15 of the first 30 that had not yet come back)
hd2:148|correct|boxed|
hd2:149|correct|boxed|
hd2:150|correct|boxed|'\boxed{4 \text{ minutes}}'
hd2:151|correct|boxed|
hd2:152|correct|boxed|'= \boxed{\$4}', then '**Answer:** \(\boxed{\$4}\)' for 4
hd2:153|correct|boxed|'**Final Answer**' / 'The pack contained \boxed{48} french fries.' in the thinking, then 'Thus, the pack contained \(\boxed{48}\) french fries.'
hd2:154|correct|boxed|'\(\boxed{272}\)'
hd2:155|correct|boxed|'\(\boxed{280}\)'
hd2:156|correct|boxed|
hd2:157|no_answer|truncated|Blake and Kelly's run: the thinking finds Blake's 3000 yards, then falls into a word-by-word 'So.' / 'Wait.' loop and is cut by the 1024-token cap ('... is.\n\n60.\n\nSo') before any value for the difference (gold 80)
hd2:158|correct|boxed|'\boxed{\$34.00}' for 34
hd2:159|correct|boxed|
hd2:160|correct|boxed|'\boxed{16 \text{ feet}}'
hd2:161|correct|boxed|'= \boxed{32} \text{ fish}'
hgc:256|correct|boxed|Brady's piggy bank (its cot opens on page 384000): '\boxed{\$45}' for 45
hgc:257|correct|boxed|'= \boxed{5600 \text{ pounds}}'
hgc:258|correct|boxed|
hgc:259|wrong|boxed|'\boxed{120}' (gold 168: the solution writes '52 + 24 + 44 + 48 = 120 \text{ fruits}', a sum that is 168; the thinking had left Jamal's 48 bananas out)
hgc:260|correct|boxed|
hgc:261|correct|boxed|'\boxed{\$62}' for 62
hgc:262|correct|boxed|
hgc:263|correct|boxed|
hgc:264|correct|boxed|
hgc:265|correct|boxed|'\boxed{\$9,\!500}' for 9500
hgc:266|correct|boxed|'= \boxed{\$118,\!000}' for 118000
hgc:267|correct|boxed|'= \boxed{91 \text{ minutes}}', then the same
hgc:268|correct|boxed|'= \boxed{\$1,\!375}' for 1375
hgc:269|correct|boxed|
hgc:270|correct|boxed|'= \boxed{762}', then '\boxed{762}'
hgc:271|correct|boxed|'= \boxed{20 \text{ windows}}'
hgc:272|correct|boxed|'= \boxed{\$5.00}' for 5
hgc:273|correct|boxed|the thinking ends '730 ÷ 2 = 365 stitches per sleeve' (the body left in the subtraction twice over), the solution takes 1,800 - 900 - 270 and boxes '\frac{630}{2} = \boxed{315}'; the last boxed answer counts
hgc:274|correct|boxed|
hgc:275|correct|boxed|'= \boxed{138} \text{ lines}'
hgc:276|correct|boxed|'24 - 15 = \boxed{9} \text{ cards}'
hgc:277|correct|boxed|
hgo:256|correct|boxed|the whole reply: '$\boxed{45}$'
hgo:257|correct|prose_sentence|the whole reply: 'The redwood weighs 5600 pounds.'
hgo:258|correct|bare_last_line|the whole reply: '$6.00' for 6
hgo:259|wrong|bare_last_line|the whole reply: '120' (gold 168; its cot boxed the same)
hgo:260|correct|prose_sentence|the whole reply: "Yes, that's correct! Carla will need 11 cups of flour to bake 36 cookies today and 30 cookies tomorrow."
hgo:261|correct|boxed|the whole reply: '$\boxed{\$62}$' for 62
hgo:262|correct|bare_last_line|the whole reply: '270'
hgo:263|correct|prose_sentence|the whole reply: 'The difference in the number of trees between Harry and Ferdinand is 8.'
hgo:264|correct|bare_last_line|the whole reply: '\$400' for 400
hgo:265|correct|bare_last_line|the whole reply: '$9,500' for 9500
hgo:266|correct|boxed|the whole reply: '$\boxed{118000}$'
hgo:267|correct|prose_sentence|the whole reply: 'The total time from starting the oil to having cooked the chicken is 91 minutes.'
hgo:268|correct|bare_last_line|the whole reply: '\$1,375.' for 1375
hgo:270|correct|bare_last_line|the whole reply: '762'
hgo:272|correct|bare_last_line|the whole reply: '$5.00' for 5
hgo:273|correct|bare_last_line|the whole reply: '315 stitches per sleeve.'
hgo:274|correct|bare_last_line|the whole reply: '3200.'
hgo:275|correct|bare_last_line|the whole reply: '138'
hgo:276|correct|bare_last_line|the whole reply: '9'
hgo:277|correct|bare_last_line|the whole reply: '4 hours'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

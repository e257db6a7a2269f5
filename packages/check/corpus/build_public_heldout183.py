__doc__ = r"""Build public_heldout183.jsonl: a 183rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 179's repository Zhuohao-Li/Hawkeye (rounds 109-179 read its bench/gsm results
files and named where to go on). Its bench/gsm/results folder commits DeepSeek-R1-Distill-Qwen-7B
style runs on GSM8K test, each an indented JSON list in test order from question 0. The run script
(benchark/gsm/run.py at 2926e0f, read in round 118) has three stages: stage 3 `base_qa` asks
'Question: {question}.' as the only user turn (sglang, max_tokens 1024, temperature 0.7, top_p
0.9) and stores {question, answer, model_output, score} (the hdr, hde, hdb files, every
model_output opening '<think>'); stage 1 `cot` asks the cot model (bench/gsm/run.yaml
cot_model_path Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B) with benchark/gsm/utils.py
`cot_prompt` (max_tokens 1024) and stores `cot`; stage 2 `qa` gives the small model (run.yaml
small_model_path Qwen/Qwen2.5-0.5B-Instruct) utils.py `doc_to_text` 'Question: {question}\nCot:
{cot}\nThis is a chain-of-thought that helps you answer.\nSo the answer is:' (max_tokens 512) and
stores its reply as `model_output` beside the `cot` (the gsm_result.json file: {question, answer,
cot, model_output, score}).

Method (rounds 88-179's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Round
179's pastes of hdr 588000, hde 400000 (with its loop marker: one copy of the unit 'Wait.\n\n'
between @@U1@@ and @@/U1@@ and @@R1@@ where the rest of element 241's run goes, repeated 370
more times by work/mk.py to make the page 16,000 long; element 241 itself was taken in round 179),
hdb 352000, hd2 272000 and hgr 448000 were re-used (copied from /tmp/rounds/real179/pages; they
decode to 16,000 each as there), since the first element this round takes opens on them (hd2_272000
was copied but not used: no new hd2 page was read). Six new pages were pasted: five came out at
16,000 at the first paste; hdr_620000 came out 4 characters long (a sentence of element 328's
thinking, '1% per 3 minutes, so the rate is', pasted as '... minutes.\n\nSo, the rate is'), was
corrected by script to the text the answer displays (no retyping) and then came out at 16,000.
Nothing was shortened. No new loop marker and no no-break space this round. Each new page starts
where the one before ends (offsets 16,000 apart), checked by work/extract.py, which cut the
records out by script (raw_*.jsonl): the pages of one file joined in file order, each whole list
element parsed, r = the raw JSON string body of its `model_output` (or `cot`; enc json, checked to
decode to the parsed value), g = its `answer`, rec = its list index, found as the gsm8k/test.jsonl
line of its question and checked to run on one by one, with `answer` equal to the line's '####'
value. Elements before the first one named below (taken in round 179) are skipped; the element
cut by the end of each file's last page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 588000
  (round 179's paste, for element 314's opening), 604000 and 620000 (= hdr_588000 .. hdr_620000):
  elements 314 (the football team's defense) to 328 (the cell-phone recharge) whole; 329 (Erin's
  lollipops) cut by the end of 620000 and dropped: 15 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 400000 (round 179's paste, for element 247's opening), 416000 and 432000
  (= hde_400000 .. hde_432000): elements 247 (Isabelle's party supplies) to 267 (the oil and the
  chicken) whole; 268 (the real estate agent's ads) cut and dropped: 21 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 352000 (round 179's
  paste, for element 187's opening) and 368000 (= hdb_352000, hdb_368000): elements 187 (Mandy
  owes Benedict) to 195 (the pens) whole; 196 (the 200 pounds of carrots) cut and dropped: 9 kept
  (hdb).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 448000 (round 179's paste, for
  element 299's opening) and 464000 (= hgr_448000, hgr_464000): elements 299 (John's driving
  service) to 307 (Sandy and Joey) whole, each giving two records, its `cot` (hgc) and its
  `model_output` (hgo); element 308 (the ice cream and milk) cut and dropped: 9 elements, 18 kept
  (hgc 9, hgo 9).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (hd2): no page read
  this round (time); element 173 (Jessica's debts) is still the next one.

Repeats: the files answer the same GSM8K test questions as rounds 109-179 and as each other
(hdr:314-328 ask the questions of hgr 314-328 and hde 247-267 those of hdr 247-267, each run its
own text). Every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 269 files, 28,620 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: none repeats (the short hgo replies
'\$30,600', '\$2,200.', '$4,800', '$\boxed{15}$' and '\[\n\boxed{5}\n\]' included). 63 records
kept.

Repository counts (63 records): Zhuohao-Li/Hawkeye 63 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 15, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 21, the gsm_baseline run 9,
gsm_result's cot 9 and small-model answers 9). Licence: no LICENSE file in the index for
Zhuohao-Li/Hawkeye (as rounds 109-179 found); `licence` per record. Truth: correct 45, wrong 17,
no_answer 1; debatable 1.

Split: GSM8K test 63, MATH 0. Prompt format: long_cot 63 (no tag format asked for; hdr, hde, hdb
and hgc completions open '<think>', reason, close '</think>' and write a step-by-step solution
ending in \boxed{}; one is cut by the 1024-token cap inside the think block before any final
answer: hdr:328 (the cell-phone) while re-checking its 2 hours); hgo are Qwen2.5-0.5B-Instruct's
short replies to 'So the answer is:': a bare value ('\$30,600', '\$2,200.', '$4,800'), a sentence
('Peter needs to exercise for 78 minutes on Tuesday.'), a few lines of working ending in a
sentence (hgo:305) or a box (hgo:302 '$\boxed{15}$', hgo:306 '\[\n\boxed{5}\n\]', hgo:301 after
its working).
Forms: boxed 56, prose_sentence 3, bare_last_line 3, truncated 1.

Label conventions (rounds 37-179's): the last final answer counts; equal in value but written
differently is correct ('\boxed{156 \text{ kg}}', '\boxed{\$12.00}', '\boxed{\$106}', '\boxed{5
\text{ pounds per day}}', '\boxed{\$300}', '\boxed{5,\!600\ \text{pounds}}', '\boxed{6.00}',
'\boxed{62 \text{ dollars}}', '\boxed{\$9,\!500}', '\boxed{\$118,\!000}', '\boxed{84} \text{
times}', '$\boxed{15}$'); another quantity is wrong (hde:252 today's animals only, 48 for 73);
where the thinking and the solution disagree, the last (boxed) answer counts (hgc:306 thinks '10
loaves are sold in the afternoon' and boxes 5; hgc:301 boxes 4 inside its thinking and again at
the end); a completion cut by the token cap inside its think block before any final answer is
no_answer, even where its working has reached the value (hdr:328 'Convert to hours: 120 / 60 = 2
hours.\n\nSo, that', cut; marked debatable, as round 179's hdb:183); a bare reply or a sentence
is read for the quantity it states (hgo).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 604000, 620000 (588000
re-used from round 179); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
1_result.json offsets 416000, 432000 (400000 re-used); bench/gsm/results/gsm_baseline_result.json
offset 368000 (352000 re-used); bench/gsm/results/gsm_result.json offset 464000 (448000
re-used).

Leads for a later round: Hawkeye hdr from 636000 (element 329, Erin's lollipops, opens at the end
of 620000: re-use this round's paste pages/hdr_620000.txt); hde from 448000 (element 268, the real
estate agent's ads, opens at the end of 432000: re-use pages/hde_432000.txt); hdb from 384000
(element 196, the 200 pounds of carrots, opens at the end of 368000: re-use pages/hdb_368000.txt);
hd2 from 288000 (element 173, Jessica's debts, opens at the end of 272000: re-use round 179's
pages/hd2_272000.txt, copied here too; not read this round, for time); hgr (gsm_result.json) from
480000 (element 308, the ice cream and milk, opens at the end of 464000: re-use
pages/hgr_464000.txt; two records an element; its short hgo replies may repeat earlier rounds'
bare answers, check). Watch for no-break spaces in GSM8K questions and for curly apostrophes
(Isabelle's sister’s party, Shannon’s iced coffee: kept as the file has them). Still unread (as
rounds 118-179 listed): bench/results/*/example*.txt and gsm8k_result*.json (Qwen2.5 and Llama
GSM8K runs: look whether they hold completions with golds), bench/gsm8k_cot.jsonl, and the older
benchark/gsm/results/*_result.json files at 2926e0f (check repeats against bench/ first).

Usage: python build_public_heldout183.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout183.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout183.jsonl"
SOURCE = "public_heldout183"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
SOURCES = zh_sources(
    hdr=("588000-635999 (three pages: 588000, 604000, 620000)", "314-328"),
    hde=("400000-447999 (three pages: 400000, 416000, 432000)", "247-267"),
    hdb=("352000-383999 (two pages: 352000, 368000)", "187-195"),
    hd2=("none this round", "none"),
    gr="pages 448000-479999 of the file (two pages: 448000, 464000; elements 299-307)",
)
del SOURCES["hd2"]  # no hd2 page was read this round

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:314|correct|boxed|the football team's defense (opens on page 588000): '**Final Answer:**', then '\boxed{30}'
hdr:315|wrong|boxed|'\boxed{0}' (gold 14: '1/4 that number had previous commitments' read as four times 8 = 32, 24 - 40 = -16, then 'no one' attended)
hdr:316|correct|boxed|'\boxed{156 \text{ kg}}' for 156
hdr:317|correct|boxed|'\boxed{\$12.00}' for 12
hdr:318|correct|boxed|
hdr:319|correct|boxed|'The electric company requires \(\boxed{15}\) electric poles'
hdr:320|correct|boxed|
hdr:321|correct|boxed|
hdr:322|wrong|boxed|'\boxed{8}' (gold 9: a box assumed to hold 10 pencils, 78 / 10 rounded up, instead of (26 - 2) / 3 = 8 a box)
hdr:323|correct|boxed|'Shannon’s iced coffee is **\(\boxed{75}\)** milliliters weaker'
hdr:324|correct|boxed|'The 5 people brought in a total of \(\boxed{14}\) old records.'
hdr:325|correct|boxed|
hdr:326|correct|boxed|
hdr:327|correct|boxed|
hdr:328|no_answer|truncated|debatable: the cell-phone recharge: the thinking reaches 'Convert to hours: 120 / 60 = 2 hours.' several times and is cut by the 1024-token cap ('... 2 hours.\n\nSo, that') inside the think block before '</think>' or any final answer (gold 2)
hde:247|correct|boxed|Isabelle's party supplies (opens on page 400000): '= \boxed{\$32}', then 'Each person paid **\boxed{32}** dollars.'
hde:248|correct|boxed|'\boxed{\$300}' for 300
hde:249|correct|boxed|
hde:250|wrong|boxed|'\boxed{27}' (gold 17: the third class's 3 girls subtracted from the school's 30 boys, not from its 20 students)
hde:251|correct|boxed|
hde:252|wrong|boxed|'= \boxed{48}', then '\boxed{48}' (gold 73: only today's animals counted, last night's 25 left out)
hde:253|correct|boxed|'Bill is now on the \(\boxed{18}\) floor.'
hde:254|correct|boxed|'= \boxed{84} \text{ times}'
hde:255|wrong|boxed|'\boxed{176}' (gold 192: the 40 cows shared over 20 stalls, 2 each, instead of 4 each over the ten)
hde:256|correct|boxed|
hde:257|correct|boxed|'= \boxed{5,\!600\ \text{pounds}}' for 5600
hde:258|correct|boxed|'\boxed{6.00}' for 6
hde:259|correct|boxed|
hde:260|correct|boxed|
hde:261|correct|boxed|'\boxed{62 \text{ dollars}}' for 62
hde:262|correct|boxed|
hde:263|correct|boxed|
hde:264|correct|boxed|
hde:265|correct|boxed|'= \boxed{\$9,500}', then '\boxed{\$9,\!500}' for 9500
hde:266|correct|boxed|'\boxed{\$118,\!000}' for 118000
hde:267|wrong|boxed|'\boxed{71\ \text{minutes}}' (gold 91: the cooking taken as 28 - 5 = 23 minutes, not 5 less than the whole 48-minute warm-up)
hdb:187|correct|boxed|Mandy owes Benedict (opens on page 352000): '\boxed{\$106}' for 106
hdb:188|correct|boxed|
hdb:189|correct|boxed|'Each friend paid \(\boxed{34}\) dollars.'
hdb:190|correct|boxed|
hdb:191|correct|boxed|'\boxed{5 \text{ pounds per day}}' for 5
hdb:192|correct|boxed|
hdb:193|correct|boxed|
hdb:194|wrong|boxed|'\boxed{0}' (gold 10: all $20 spent on 10 crayons instead of the 5 she needs)
hdb:195|correct|boxed|'\boxed{\$12.00}' for 12
hgc:299|wrong|boxed|John's driving service (its cot opens on page 448000): '\boxed{30600}' (gold 31800: the $150 monthly bonus counted for 4 months, not 12)
hgc:300|correct|boxed|
hgc:301|wrong|boxed|the 32-page tabloid: the thinking writes 'it requires \boxed{4} pieces of paper', the solution counts folds and boxes '\boxed{4}' (gold 8)
hgc:302|correct|boxed|'50 - 35 = \boxed{15} \text{ dollars}'
hgc:303|wrong|boxed|'\boxed{2200}' (gold 1300: the 110 books left after the first year and the unsold taken as the second year's, the current year's 45 left out)
hgc:304|wrong|boxed|'\boxed{\$4,\!800}' (gold 3200: April taken as 6 weeks of 5 days, 30 / 5)
hgc:305|correct|boxed|
hgc:306|wrong|boxed|the thinking ends 'Therefore, 10 loaves are sold in the afternoon.', the solution halves the 10 again and boxes '\boxed{5}' (gold 10); the last boxed answer counts
hgc:307|correct|boxed|
hgo:299|wrong|bare_last_line|the whole reply: '\$30,600' (gold 31800; its cot boxed the same)
hgo:300|correct|prose_sentence|the whole reply: 'Peter needs to exercise for 78 minutes on Tuesday.'
hgo:301|wrong|boxed|a worked reply counting folds, ending 'Thus, the number of sheets of paper needed is:\n\[\n\boxed{4}\n\]' (gold 8)
hgo:302|correct|boxed|the whole reply: '$\boxed{15}$'
hgo:303|wrong|bare_last_line|the whole reply: '\$2,200.' (gold 1300; its cot boxed the same)
hgo:304|wrong|bare_last_line|the whole reply: '$4,800' (gold 3200; its cot boxed the same)
hgo:305|correct|prose_sentence|a few lines of working ('20 - 16 = 4 people.'), then 'Therefore, John lost to 4 people.'
hgo:306|wrong|boxed|the whole reply: '\[\n\boxed{5}\n\]' (gold 10; its cot boxed the same)
hgo:307|correct|prose_sentence|the whole reply: 'It will take Sandy **16 weeks** to lose the same amount of weight as Joey does.'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

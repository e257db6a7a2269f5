__doc__ = r"""Build public_heldout134.jsonl: a 134th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 129's repository Zhuohao-Li/Hawkeye (rounds 109, 113, 118, 124 and 129 read
its bench/gsm results files and named where to go on). Its bench/gsm/results folder commits
DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an indented JSON list in test order
from question 0. The run script (benchark/gsm/run.py at 2926e0f, read in round 118) has three
stages: stage 3 `base_qa` asks 'Question: {question}.' as the only user turn (sglang,
max_tokens 1024, temperature 0.7, top_p 0.9) and stores {question, answer, model_output, score}
(the hdr, hde, hdb, hd2 files, every model_output opening '<think>'); stage 1 `cot` asks the cot
model (bench/gsm/run.yaml cot_model_path Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B)
with benchark/gsm/utils.py `cot_prompt` 'Question: {question}. Please generate a concise
chain-of-thought reasoning without repeating the question.' (max_tokens 1024) and stores `cot`;
stage 2 `qa` gives the small model (run.yaml small_model_path Qwen/Qwen2.5-0.5B-Instruct)
utils.py `doc_to_text` 'Question: {question}\nCot: {cot}\nThis is a chain-of-thought that helps
you answer.\nSo the answer is:' (max_tokens 512) and stores its reply as `model_output` beside the
`cot` (the gsm_result.json file: {question, answer, cot, model_output, score}).

Method (rounds 88-129's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
new page came out at 16,000. Round 129's pastes of hdr 268000, hde 112000, hdb 80000, hd2 64000
and hgr 128000 were re-used (copied from /tmp/rounds/real129/pages; each paste and its decoded
page checked equal to round 129's with cmp), since the first element this round takes opens on
them. No page is pasted in pieces and nothing was retyped or shortened. One loop marker is used
(work/mk.py, round 100's @@U1@@unit@@/U1@@ + @@R1@@ form, the count fixed by the page length,
exactly one count 0-400 fitting): hde_144000, the Lee/Gerald completion (hde:93), whose run of
'Wait.' lines after 'Because, in reality,' is the unit 'Wait.\n\n' (9 characters of page text,
its newlines JSON-escaped) pasted once and repeated 133 more times (134 in the run): the whole
paste had first decoded to 16,054, six units too many, so the run was put between markers. One
no-break space (U+00A0) is restored (work/mk.py NBSP): the Cody question on hgr_160000 ('If Amir
eats 5 cookies,<U+00A0>how many', as gsm8k/test.jsonl has it; the read_file display shows a plain
space, and the element was not found by its question until it was restored). Each new page
starts where the one before ends (offsets 16,000 apart), checked by work/extract.py, which cut the
records out by script (raw_*.jsonl): the pages of one file joined in file order, each whole list
element parsed, r = the raw JSON string body of its `model_output` (or `cot`; enc json, checked
to decode to the parsed value), g = its `answer`, rec = its list index, found as the
gsm8k/test.jsonl line of its question and checked to run on one by one, with `answer` equal to
the line's '####' value. Elements before the first one named below (taken in round 129) are
skipped; the element cut by the end of each file's last page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 268000
  (round 129's paste, for element 148's opening), 284000, 300000 (= hdr_268000 .. hdr_300000):
  elements 148 (Brittany's museum tickets) to 162 (the bag of marbles) whole; 163 (the toys in a
  room) cut by the end of 300000 and dropped: 15 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 112000 (round 129's paste, for element 76's opening), 128000 and 144000
  (= hde_112000 .. hde_144000): elements 76 (Cecilia's puppy) to 95 (the Grade 5 girl scouts)
  whole; 96 (Harry's sleep) cut and dropped: 20 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 80000 (round 129's
  paste, for element 49's opening) and 96000 (= hdb_80000, hdb_96000): elements 49 (Richard's
  apartments) to 57 (the wooden bridge) whole; 58 (Stephen's groceries) cut and dropped: 9 kept
  (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 64000 (round 129's paste, for element 48's opening) and 80000 (= hd2_64000,
  hd2_80000): elements 48 (Tracy's wire) to 58 (Stephen's groceries) whole; 59 (the raspberry
  bush) cut and dropped: 11 kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 128000 (round 129's paste, for
  element 91's opening), 144000, 160000 (= hgr_128000 .. hgr_160000): elements 91 (Jan's pets) to
  109 (the gas station cashback) whole, each giving two records, its `cot` (hgc) and its
  `model_output` (hgo); element 110 (Marcell and Beatrice's fruit roll-ups) cut and dropped: 19
  elements, 37 kept (hgc 19, hgo 18: one hgo reply dropped as a repeat, below).

Repeats: the files answer the same GSM8K test questions as rounds 109-129 and as each other
(hdb:49-57 and hd2:49-57 ask the same questions; hde:91-95 and hgc/hgo:91-95 too), each run its
own text. Every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present, round 129's included: 172 files, 24,427
distinct completions, by script, work/dedup.py, reading no labels) and with the others of this
round: one repeats an earlier round and is dropped (work/extract.py's DROP): hgo:99 (Mary's
plants, the whole reply '40'), equal to round 6 completions (public_heldout6); none repeats
within the round (hgo:105, the whole reply '20', repeats none). 92 records kept.

Repository counts (92 records): Zhuohao-Li/Hawkeye 92 (100 %: DeepSeek-R1-Distill-Qwen-7B repeat
1 15, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 20, its repeat 2 11, the gsm_baseline
run 9, gsm_result's cot 19 and small-model answers 18). Licence: no LICENSE file in the index for
Zhuohao-Li/Hawkeye (as rounds 109-129 found); `licence` per record. Truth: correct 76, wrong 14,
no_answer 2; debatable 1.

Split: GSM8K test 92, MATH 0. Prompt format: long_cot 92 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}, four of them cut by the 1024-token cap: hdr:157 and hde:93 inside
the thinking, hdr:153's and hdb:57's solutions after a boxed '**Final Answer**' that closes the
thinking; hgo are Qwen2.5-0.5B-Instruct's short replies to 'So the answer is:': a bare value
('26 pets.', '172', '20'), a sentence, a box alone ('$\boxed{\$28.00}$') or a rewrite of the
cot's solution ending in a box). Forms: boxed 75, prose_sentence 8, bare_last_line 7,
truncated 2.

Label conventions (rounds 37-129's, and round 90's R1 rule): the last final answer counts; equal
in value but written differently is correct ('\boxed{\$5.00}', '\boxed{\$4.00}', '\boxed{280
\text{ feet}}', '\boxed{1,\!400}', '\boxed{\$34.00}', '\boxed{16\,\text{feet}}', '\boxed{8,\!000}',
'\boxed{225 \text{ lbs}}', '$\boxed{\$28.00}$'); another quantity is wrong ('36.\overline{36}'
seconds for 36 is another value); a completion cut inside its thinking with no final answer is
no_answer (hdr:157, hde:93, the second after a run of 134 'Wait.' lines); a boxed '**Final
Answer**' closing the thinking counts when the solution after '</think>' is cut before its own
answer (hdr:153, hdb:57: R1 rule); where the thinking and the solution after '</think>' disagree,
the last (boxed) answer counts (hgc:102 and hgc:107 box the gold after thinking 22 and 7); a
final answer equal to the gold reached by wrong working is correct (hgc:102); a bare reply or a
sentence is read for the quantity it states (hgo); an expression in an unknown where the question
asks for a number ('\boxed{\dfrac{d}{6}}' hours) is wrong, marked debatable (hd2:51, as round
129's hgc:51; no_answer would also fit).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 284000, 300000 (268000
re-used from round 129); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json
offsets 128000, 144000 (112000 re-used); bench/gsm/results/gsm_baseline_result.json offset 96000
(80000 re-used); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json
offset 80000 (64000 re-used); bench/gsm/results/gsm_result.json offsets 144000, 160000 (128000
re-used).

Leads for a later round: Hawkeye hdr from 316000 (element 163, the toys in a room, opens at the
end of 300000: re-use this round's paste pages/hdr_300000.txt); hde from 160000 (element 96,
Harry's sleep, opens at the end of 144000: re-use pages/hde_144000.txt with work/mk.py, whose
loop marker it needs); hdb from 112000 (element 58, Stephen's groceries, opens at the end of
96000); hd2 from 96000 (element 59, the raspberry bush, opens at the end of 80000); hgr
(gsm_result.json) from 176000 (element 110, Marcell and Beatrice's fruit roll-ups, opens at the
end of 160000; two records an element; its short hgo replies may repeat earlier rounds' bare
answers, check). Watch for no-break spaces in GSM8K questions (the display shows them as plain
spaces: an element not found by its question needs one restored). Still unread (as rounds 118-129
listed): bench/results/*/example*.txt and gsm8k_result*.json (Qwen2.5 and Llama GSM8K runs: look
whether they hold completions with golds), bench/gsm8k_cot.jsonl, and the older
benchark/gsm/results/*_result.json files at 2926e0f (check repeats against bench/ first).

Usage: python build_public_heldout134.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout134.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import (  # noqa: E402
    NO_LICENCE,
    ZH,
    ZH_COT_PROMPT,
    ZH_ECOT,
    ZH_MODEL,
    ZH_OWN,
    ZH_PATH,
    ZH_PROMPT,
    ZH_QA_PROMPT,
    ZHC,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout134.jsonl"
SOURCE = "public_heldout134"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
ZH_GR = (
    "gsm_result.json, the repository's two-stage GSM8K run (an indented JSON list of {{question, "
    "answer, cot, model_output, score}} in test order from question 0): {}; pages 128000-175999 "
    "of the file (three pages: 128000, 144000, 160000; elements 91-109)"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hdr": (
        "hdr-deepseek-r1-distill-qwen-7b-gsm8k", ZH,
        ZH_PATH.format("DeepSeek-R1-Distill-Qwen-7B/1_result.json"), ZHC,
        ZH_MODEL.format("deepseek-ai/DeepSeek-R1-Distill-Qwen-7B (bench/gsm/run.yaml "
                        "base_model_path; the file is the run's repeat n = 1)",
                        "268000-315999 (three pages: 268000, 284000, 300000)", "148-162"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hde": (
        "hde-efficient-cot-r1-distill-qwen-7b-gsm8k", ZH,
        ZH_PATH.format("Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json"), ZHC,
        ZH_MODEL.format(ZH_ECOT.format(1), "112000-159999 (three pages: 112000, 128000, 144000)",
                        "76-95"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hdb": (
        "hdb-r1-distill-qwen-7b-baseline-gsm8k", ZH,
        ZH_PATH.format("gsm_baseline_result.json"), ZHC,
        ZH_MODEL.format("the repository's GSM8K baseline run (per the file name "
                        "'gsm_baseline_result'; R1-Distill style '<think>' completions, taken to "
                        "be deepseek-ai/DeepSeek-R1-Distill-Qwen-7B, the run.yaml base model)",
                        "80000-111999 (two pages: 80000, 96000)", "49-57"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hd2": (
        "hd2-efficient-cot-r1-distill-qwen-7b-gsm8k-n2", ZH,
        ZH_PATH.format("Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json"), ZHC,
        ZH_MODEL.format(ZH_ECOT.format(2), "64000-95999 (two pages: 64000, 80000)",
                        "48-58"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hgc": (
        "hgc-efficient-cot-r1-distill-qwen-7b-gsm8k-cot", ZH,
        ZH_PATH.format("gsm_result.json"), ZHC,
        ZH_GR.format("stage 1's chain of thought (`cot`) by "
                     "Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B (run.yaml "
                     "cot_model_path)"),
        ZH_COT_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hgo": (
        "hgo-qwen2.5-0.5b-instruct-gsm8k-from-cot", ZH,
        ZH_PATH.format("gsm_result.json"), ZHC,
        ZH_GR.format("stage 2's answer (`model_output`) by Qwen/Qwen2.5-0.5B-Instruct (run.yaml "
                     "small_model_path at 8c0ad34), given the question and stage 1's cot"),
        ZH_QA_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:148|correct|boxed|
hdr:149|correct|boxed|
hdr:150|correct|boxed|
hdr:151|correct|boxed|'\boxed{\$5.00}' for 5
hdr:152|correct|boxed|'Carl receives a change of \(\boxed{\$4.00}\).' for 4
hdr:153|correct|boxed|'**Final Answer** The pack initially contained \boxed{48} French fries.' closes the thinking, then the solution after '</think>' is cut at 'F = 48' (1024-token cap): labelled by that box (R1 rule) = gold 48
hdr:154|correct|boxed|
hdr:155|correct|boxed|'\boxed{280 \text{ feet}}'
hdr:156|correct|boxed|'\boxed{1,\!400}' for 1400
hdr:157|no_answer|truncated|Blake and Kelly: cut inside the think block at 'It says Kelly starts to run to the ' (its working reached 80 yards; no '</think>', no final answer)
hdr:158|correct|boxed|'\boxed{\$34.00}' for 34
hdr:159|wrong|boxed|'Finn can see \(\boxed{3}\) tadpoles in the pond now.' (gold 15: the 6 tadpoles coming out of hiding taken as leaving the pond, 11 - 6 - 2)
hdr:160|correct|boxed|'\(\boxed{16\,\text{feet}}\)'
hdr:161|correct|boxed|
hdr:162|wrong|boxed|'\boxed{\$1,\!226.24}' (gold 92: the 20% compounded 18 times, not 20% of the original price added each time)
hde:76|correct|boxed|
hde:77|correct|boxed|
hde:78|correct|boxed|'= \boxed{\$6}'
hde:79|correct|boxed|'= \boxed{\$70}', then '**Answer:** \(\boxed{\$70}\)'
hde:80|correct|boxed|'\(\boxed{10}\)'
hde:81|correct|boxed|'Charlie has \(\boxed{17}\) stickers left.'
hde:82|correct|boxed|'= \boxed{623} \text{ pounds}', then 'Their combined weights are \(\boxed{623}\) pounds.'
hde:83|correct|boxed|
hde:84|correct|boxed|
hde:85|correct|boxed|
hde:86|correct|boxed|
hde:87|wrong|boxed|'\boxed{780}' (gold 9360: the monthly pay after three raises, $780, not times 12; the thinking calls $600 her annual salary)
hde:88|correct|boxed|'Harald sold \(\boxed{8,\!000}\) copies.' for 8000
hde:89|wrong|boxed|'\boxed{\$18}' (gold 24: the 0.75 bags per guest applied to the 12 expected guests, not to the 16 invited)
hde:90|correct|boxed|'= \boxed{225 \text{ lbs}}', then 'Ted needs to bring **225 pounds** of potato salad'
hde:91|correct|boxed|'= \boxed{28}'
hde:92|correct|boxed|
hde:93|no_answer|truncated|Lee's hurdles: its thinking reaches 'The answer is 400/11.', then loops 'Wait.' (134 in the final run, after 'Because, in reality,') until cut (no '</think>', no final answer)
hde:94|correct|boxed|'= \boxed{348}', then '**Final Answer:** \(\boxed{348}\)'
hde:95|correct|boxed|'= \boxed{40}'
hdb:49|correct|boxed|
hdb:50|correct|boxed|'\boxed{\$294}'
hdb:51|correct|boxed|'It takes Tom \(\boxed{5 \text{ hours}}\) to get back.'
hdb:52|correct|boxed|'Uriah needs to remove \(\boxed{15}\) toys.'
hdb:53|correct|boxed|
hdb:54|correct|boxed|
hdb:55|correct|boxed|'Jean can fill \(\boxed{14}\) bags.'
hdb:56|correct|boxed|'Therefore, Peter can go to the movies \(\boxed{3}\) times this week.'
hdb:57|correct|boxed|'**Final Answer** The maximum number of boxes that can be loaded onto the truck is \boxed{83}.' closes the thinking, then the solution after '</think>' is cut at 'weighs 3755 pounds' (1024-token cap): labelled by that box (R1 rule) = gold 83
hd2:48|correct|boxed|
hd2:49|correct|boxed|'= \boxed{30}'
hd2:50|correct|boxed|
hd2:51|wrong|boxed|debatable: 'The time it takes Tom to get back is \(\boxed{\dfrac{d}{6}}\) hours.' (gold 5: the 3 hours at 10 mph not used to find the distance; an expression in an unknown where a number is asked, no_answer would also fit)
hd2:52|correct|boxed|
hd2:53|correct|boxed|
hd2:54|correct|boxed|
hd2:55|correct|boxed|'Jean can fill \(\boxed{14}\) bags.'
hd2:56|correct|boxed|
hd2:57|correct|boxed|
hd2:58|correct|boxed|'\boxed{\$57.00}' for 57
hgc:91|wrong|boxed|'4 + 6 + 18 = \boxed{26}', then '\(\boxed{26}\)' (gold 28: an addition slip; the thinking also says 26)
hgc:92|correct|boxed|
hgc:93|wrong|boxed|'\boxed{36.\overline{36}\ \text{seconds}}' (gold 36: the 10% speed gain taken as time / 1.1, 40 / 1.1, not 10% off the time; another value)
hgc:94|correct|boxed|
hgc:95|correct|boxed|'= \boxed{40}', then '\(\boxed{40}\)'
hgc:96|correct|boxed|
hgc:97|correct|boxed|'\(\boxed{12}\)'
hgc:98|correct|boxed|
hgc:99|wrong|boxed|'= \boxed{40 \text{ plants}}' (gold 58: the 18 new plants left out)
hgc:100|wrong|boxed|'\boxed{172}' (gold 175: the first friend's 20 presses replaced by an unknown, 150 + 220/9 rounded)
hgc:101|correct|boxed|'= \boxed{6} \ \text{pages per day}', then '**Final Answer:** \(\boxed{6}\)'
hgc:102|correct|boxed|the thinking ends '= 22 glasses', the solution after '</think>' counts 4 a weekday (2 at dinner, none before bed) and 3 a weekend day and boxes 26 (gold 26): the last boxed answer counts; reached by wrong working
hgc:103|correct|boxed|
hgc:104|correct|boxed|
hgc:105|correct|boxed|'= \boxed{20} \text{ cookies}', then '**Final Answer:** \(\boxed{20}\)'
hgc:106|correct|boxed|'\(\boxed{72}\)'
hgc:107|correct|boxed|the thinking ends 'Frankie watched 7 thirty-minute episodes on Wednesday' (Friday left out), the solution after '</think>' counts Friday and boxes 3 (gold 3); the last boxed answer counts
hgc:108|wrong|boxed|'**Final Answer**: \(\boxed{55}\)' (gold 50: '15 more' read as 5 more; the thinking had said 53)
hgc:109|correct|boxed|'= \boxed{\$28.00}' for 28
hgo:91|wrong|bare_last_line|the whole reply: '26 pets.' (gold 28; its cot boxed 26)
hgo:92|correct|prose_sentence|the whole reply: 'Jackson is 4 years old.'
hgo:93|wrong|boxed|the whole reply: '\[\n\boxed{36.\overline{36}\ \text{seconds}}\n\]' (gold 36; its cot boxed the same)
hgo:94|correct|bare_last_line|the whole reply: '348 pets.'
hgo:95|correct|prose_sentence|the whole reply: 'The number of girls not in the Girl Scout is 40.'
hgo:96|correct|bare_last_line|the whole reply: '3 hours.'
hgo:97|correct|prose_sentence|the whole reply: 'Freda used 12 tomatoes to make her last batch of tomato sauce.'
hgo:98|correct|prose_sentence|the whole reply: '5 cars drove through the traffic jam in the first 15 minutes.'
hgo:100|wrong|bare_last_line|the whole reply: '172' (gold 175; its cot boxed 172)
hgo:101|correct|prose_sentence|the whole reply: 'Solo needs to read an average of 6 pages per day.'
hgo:102|correct|bare_last_line|the whole reply: '26 glasses of water.'
hgo:103|correct|bare_last_line|the whole reply: '140 minutes.'
hgo:104|correct|prose_sentence|the whole reply: '**500 pieces** are left to be placed.'
hgo:105|correct|bare_last_line|the whole reply: '20'
hgo:106|correct|boxed|a rewrite of the cot's solution ending 'Thus, the total inner volume of all three boxes is \(\boxed{72}\) cubic inches.'
hgo:107|correct|prose_sentence|the whole reply: 'Frankie watched 3 thirty-minute episodes on Wednesday.'
hgo:108|wrong|prose_sentence|the whole reply: 'Henry baked 55 cookies last year.' (gold 50; its cot boxed 55)
hgo:109|correct|boxed|the whole reply: '$\boxed{\$28.00}$' for 28
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

__doc__ = r"""Build public_heldout118.jsonl: a 118th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 113's repository Zhuohao-Li/Hawkeye (rounds 109 and 113 read its bench/gsm
results files and named where to go on). Its bench/gsm/results folder commits
DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an indented JSON list in test order
from question 0. The run script (benchark/gsm/run.py at 2926e0f, re-read this round) has three
stages: stage 3 `base_qa` asks 'Question: {question}.' as the only user turn (sglang,
max_tokens 1024, temperature 0.7, top_p 0.9) and stores {question, answer, model_output, score}
(the hdr, hde, hdb, hd2 files, every model_output opening '<think>', some cut inside the think
block by the cap); stage 1 `cot` asks the cot model (bench/gsm/run.yaml cot_model_path
Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B) with benchark/gsm/utils.py `cot_prompt`
'Question: {question}. Please generate a concise chain-of-thought reasoning without repeating
the question.' (max_tokens 1024) and stores `cot`; stage 2 `qa` gives the small model
(run.yaml small_model_path Qwen/Qwen2.5-0.5B-Instruct) utils.py `doc_to_text` 'Question:
{question}\nCot: {cot}\nThis is a chain-of-thought that helps you answer.\nSo the answer is:'
(max_tokens 512) and stores its reply as `model_output` beside the `cot` (the gsm_result.json
file, unread before this round: {question, answer, cot, model_output, score}).

Method (rounds 88-113's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out at 16,000. Round 113's pastes of hdr 144000, hde 32000 (its assembled three-piece
paste), hdb 16000 and hd2 0 were re-used (copied from /tmp/rounds/real113/pages; each decodes to
the same page text as round 113's, checked with cmp), since the first element this round takes
opens on them. Two pastes first came out wrong and were pasted again where they differed from
the display: hdr 192000 (15,996: 'inner dimensions' pasted as 'inner volume'; found with a check
read at 200000 whose first 4,017 characters, pasted to work/check/hdr_200000_head.txt, now equal
page 192000 from 8000 on) and hdr 204000 (16,001: one letter past the page end). One character
could not be pasted: the display shows a no-break space (U+00A0) as a space, and Cody's question
(hdr:105) has one ('5 cookies,<U+00A0>how many', as GSM8K test has it); work/mk.py restores it in
the decoded page (NBSP, checked to occur once); a U+00A0 inside a completion would not be seen
this way (none is known). Nothing else was retyped; nothing is shortened; no loop marker is used.
hdr 204000 is read instead of 208000 (it was already read, as the second check read): it
overlaps page 192000 by 4,000 characters, checked equal by work/extract.py and taken once.
work/extract.py cut the records out by script (raw_*.jsonl): the pages of one file joined in file
order, each whole list element parsed, r = the raw JSON string body of its `model_output` (or
`cot`; enc json, checked to decode to the parsed value), g = its `answer`, rec = its list index,
found as the gsm8k/test.jsonl line of its question and checked to run on one by one, with
`answer` equal to the line's '####' value. Elements before the first one named below (taken in
round 113) are skipped; the element cut by the end of each file's last page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 144000
  (round 113's paste, for element 84's opening), 160000, 176000, 192000, 204000 (= hdr_144000 ..
  hdr_204000): elements 84 (the football team) to 113 (Ryan's flowers) whole; 114 (Jamal's
  phone) cut by the end of 204000 and dropped: 30 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 32000 (round 113's paste, for element 25's opening), 48000, 64000 (=
  hde_32000 .. hde_64000): elements 25 (Marie's pizza) to 44 (Charlie's candles) whole; 45
  (Meredith's articles) cut and dropped: 20 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 16000 (round 113's
  paste, for element 15's opening) and 32000 (= hdb_16000, hdb_32000): elements 15 (the
  merchant) to 22 (Billy's DVDs) whole; 23 (the candle) cut and dropped: 8 kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 0 (round 113's paste: element 8's model_output) and 16000 (= hd2_0,
  hd2_16000): elements 8 (John's drive, now whole with its `score`) to 17 (Jill's salary) whole;
  18 (Claire's eggs) cut and dropped: 10 kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters; unread before) page 0 (= hgr_0):
  elements 0 (Janet's ducks) to 8 (John's drive) whole, each giving two records, its `cot` (hgc)
  and its `model_output` (hgo); element 9 (Eliza) cut and dropped: 18 kept (hgc 9, hgo 9).

Repeats: the files answer the same GSM8K test questions as rounds 109 and 113 and as each other
(hdb:15-22, hd2:15-17 and hde/hdr's of round 109; hgc/hgo:0-8 and hd2:0-8), each run its own
text. Every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present, round 113's included: 138 files, 22,903 distinct
completions, by script, work/dedup.py, reading no labels) and with the others of this round: none
repeats. 86 records kept.

Repository counts (86 records): Zhuohao-Li/Hawkeye 86 (100 %: DeepSeek-R1-Distill-Qwen-7B repeat
1 30, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 20, its repeat 2 10, the gsm_baseline
run 8, gsm_result's cot 9 and small-model answers 9). Licence: no LICENSE file in the index for
Zhuohao-Li/Hawkeye (as rounds 109 and 113 found); `licence` per record. Truth: correct 69,
wrong 13, no_answer 4; debatable 0.

Split: GSM8K test 86, MATH 0. Prompt format: long_cot 86 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}, the four no_answer ones being cut inside the think block; hgo are
Qwen2.5-0.5B-Instruct's short replies to 'So the answer is:': a box in a sentence, a bare box, a
bare value ('\$70,000', '\$64', '260', '120 minutes.', '235 miles.'), or prose sentences).
Forms: boxed 75, truncated 4, bare_last_line 5, prose_sentence 2.

Label conventions (rounds 37-113's, and round 90's R1 rule): the last final answer counts; equal
in value but written differently is correct ('\boxed{8,\!000}' for 8000, '\boxed{\$28.00}' for
28, '\boxed{60\%}' for 60, '\boxed{57,\!500 \, \text{USD}}', '\boxed{10 \text{ mph}}',
'\boxed{48 \text{ grams}}' for the bare number, '\$70,000' for 70000); another quantity is wrong;
an R1-Distill completion cut inside its think block, before '</think>' and before any final
answer, is no_answer even where its working has reached the gold (hdr:106, hdr:111, hdb:19);
where the thinking and the solution after '</think>' disagree, the last (boxed) answer counts
(hdr:98 and hd2:10, both boxing the gold after thinking 30 and 294); a final answer equal to the
gold reached by wrong working is correct (hde:37); a bare reply or a sentence is read for the
quantity it states (hgo).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 160000, 176000, 192000,
204000 (144000 re-used from round 113) and 200000 (a check read, its first 4,017 characters
pasted to work/check); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json
offsets 48000, 64000 (32000 re-used); bench/gsm/results/gsm_baseline_result.json offset 32000
(16000 re-used); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json
offset 16000 (0 re-used); bench/gsm/results/gsm_result.json offset 0; benchark/gsm/run.py,
benchark/gsm/utils.py (2926e0f) and bench/gsm/run.yaml (whole, small files).

Leads for a later round: Hawkeye hdr from 220000 (element 114, Jamal's phone, opens at the end of
204000: re-use this round's paste pages/hdr_204000.txt; the next grid page is 220000); hde from
80000 (element 45, Meredith's articles, opens at the end of 64000); hdb from 48000 (element 23,
the candle, opens at the end of 32000); hd2 from 32000 (element 18, Claire's eggs, opens at the
end of 16000); hgr (gsm_result.json) from 16000 (element 9, Eliza, opens at the end of 0; two
records an element). Still unread: bench/results/*/example*.txt and gsm8k_result*.json
(Qwen2.5-0.5B/1.5B/3B/7B-Instruct, Llama-3.1-8B-Instruct and Llama-3.2-1B-Instruct GSM8K runs:
look whether they hold completions with golds), bench/gsm8k_cot.jsonl, and the older
benchark/gsm/results/*_result.json files at 2926e0f (check repeats against bench/ first).

Usage: python build_public_heldout118.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout118.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import (  # noqa: E402
    NO_LICENCE,
    ZH,
    ZH_COT_PROMPT,
    ZH_ECOT,
    ZH_OWN,
    ZH_PATH,
    ZH_PROMPT,
    ZH_QA_PROMPT,
    ZHC,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout118.jsonl"
SOURCE = "public_heldout118"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
ZH_MODEL = (
    "{} on GSM8K test questions in test order from question 0 (an indented JSON list of "
    "{{question, answer, model_output, score}}; 1024-token completion cap, so some stop inside "
    "the think block); pages {} of the file (elements {})"
)
ZH_GR = (
    "gsm_result.json, the repository's two-stage GSM8K run (an indented JSON list of {{question, "
    "answer, cot, model_output, score}} in test order from question 0): {}; page 0-15999 of the "
    "file (elements 0-8)"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hdr": (
        "hdr-deepseek-r1-distill-qwen-7b-gsm8k", ZH,
        ZH_PATH.format("DeepSeek-R1-Distill-Qwen-7B/1_result.json"), ZHC,
        ZH_MODEL.format("deepseek-ai/DeepSeek-R1-Distill-Qwen-7B (bench/gsm/run.yaml "
                        "base_model_path; the file is the run's repeat n = 1)",
                        "144000-219999 (five pages: 144000, 160000, 176000, 192000, 204000, "
                        "the last overlapping the one before)", "84-113"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hde": (
        "hde-efficient-cot-r1-distill-qwen-7b-gsm8k", ZH,
        ZH_PATH.format("Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json"), ZHC,
        ZH_MODEL.format(ZH_ECOT.format(1), "32000-79999 (three pages: 32000, 48000, 64000)",
                        "25-44"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hdb": (
        "hdb-r1-distill-qwen-7b-baseline-gsm8k", ZH,
        ZH_PATH.format("gsm_baseline_result.json"), ZHC,
        ZH_MODEL.format("the repository's GSM8K baseline run (per the file name "
                        "'gsm_baseline_result'; R1-Distill style '<think>' completions, taken to "
                        "be deepseek-ai/DeepSeek-R1-Distill-Qwen-7B, the run.yaml base model)",
                        "16000-47999 (two pages: 16000, 32000)", "15-22"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hd2": (
        "hd2-efficient-cot-r1-distill-qwen-7b-gsm8k-n2", ZH,
        ZH_PATH.format("Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json"), ZHC,
        ZH_MODEL.format(ZH_ECOT.format(2), "0-31999 (two pages: 0, 16000)", "8-17"),
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
hdr:84|wrong|boxed|'The football team won \(\boxed{13}\) games.' (gold 15: invents draws and picks L = 5, D = 4)
hdr:85|correct|boxed|
hdr:86|correct|boxed|'\(\boxed{22}\)'
hdr:87|wrong|boxed|'\boxed{\$798.60}' (gold 9360: $600 taken as the annual salary and raised 10% compounded)
hdr:88|correct|boxed|'Harald sold \(\boxed{8,\!000}\) copies.'
hdr:89|correct|boxed|
hdr:90|correct|boxed|'Ted needs to bring \(\boxed{225}\) pounds'
hdr:91|correct|boxed|bare '\boxed{28}' line
hdr:92|correct|boxed|
hdr:93|no_answer|truncated|Lee's hurdles: cut inside the think block at 'Now, we are told that Lee's time is ' (still parsing the question; no '</think>', no final answer)
hdr:94|correct|boxed|
hdr:95|correct|boxed|
hdr:96|correct|boxed|'**Answer:** \(\boxed{3}\)'
hdr:97|wrong|boxed|'\boxed{6}' (gold 12: the halving of volume ignored, 32 oz taken as 2 cans)
hdr:98|correct|boxed|the thinking ends 'This confirms that 30 cars drove through the traffic jam in the first 15 minutes', the solution after '</think>' solves (x + 20) + 5 = 30 and boxes 5 (gold 5); the last boxed answer counts
hdr:99|correct|boxed|'= \boxed{58}', then 'Mary will remain with \(\boxed{58}\) potted plants.'
hdr:100|correct|boxed|'= \boxed{175}', then '**Final Answer:** \(\boxed{175}\)'
hdr:101|correct|boxed|
hdr:102|wrong|boxed|'John drinks \(\boxed{20}\) glasses of water in a week.' (gold 26: no water at all on weekends)
hdr:103|correct|boxed|
hdr:104|correct|boxed|
hdr:105|correct|boxed|
hdr:106|no_answer|truncated|John's boxes: cut inside the think block at 'So, the box has walls on all six sides' (its working reached 72; no '</think>', no final answer)
hdr:107|correct|boxed|'Frankie watched \(\boxed{3}\) episodes'
hdr:108|correct|boxed|
hdr:109|correct|boxed|'\boxed{\$28.00}' for 28
hdr:110|wrong|boxed|'\(\boxed{35}\)' (gold 45: Beatrice's 24 rolls long read as 14)
hdr:111|no_answer|truncated|Julia's boat: cut inside the think block at 'So, that is a total' (its working reached 16 liters; no '</think>', no final answer)
hdr:112|correct|boxed|
hdr:113|correct|boxed|
hde:25|correct|boxed|
hde:26|correct|boxed|
hde:27|correct|boxed|
hde:28|correct|boxed|
hde:29|correct|boxed|'\boxed{104}' inside the thinking, then 'the cost of the boots is \(\boxed{104}\) dollars.'
hde:30|correct|boxed|
hde:31|correct|boxed|
hde:32|correct|boxed|
hde:33|correct|boxed|
hde:34|correct|boxed|
hde:35|correct|boxed|'= \boxed{9} \text{ points}'
hde:36|correct|boxed|'\boxed{\$75.00}' for 75
hde:37|correct|boxed|'\boxed{2}' = gold 2, reached by wrong working (the $5 left ignored: $35 / $15 = 2 1/3, 'he can buy **2** additional lego sets')
hde:38|correct|boxed|'\boxed{10 \text{ mph}}'
hde:39|correct|boxed|'= \boxed{18 \text{ miles}}'
hde:40|correct|boxed|
hde:41|correct|boxed|
hde:42|correct|boxed|
hde:43|correct|boxed|'\boxed{48 \text{ grams}}' (its working: 200 / 4.1667 'approx 48')
hde:44|correct|boxed|
hdb:15|correct|boxed|
hdb:16|correct|boxed|'Each train has covered a total distance of \(\boxed{230}\) miles'
hdb:17|correct|boxed|'= \boxed{57,\!500 \, \text{USD}}'
hdb:18|correct|boxed|
hdb:19|no_answer|truncated|Marissa's hike: cut inside the think block at 'for two speeds over' (its working reached 6 mph; no '</think>', no final answer)
hdb:20|correct|boxed|'\boxed{15 \text{ liters}}'
hdb:21|wrong|boxed|'\boxed{2}' (gold 14: Raymond taken as 6 years younger than Samantha, then 'the son was born **2 years ago**')
hdb:22|correct|boxed|
hd2:8|correct|boxed|'= \boxed{45 \text{ miles}}'
hd2:9|correct|boxed|
hd2:10|correct|boxed|the thinking ends '60 + 180 + 54, which equals 294 downloads', the solution after '</think>' computes 180 - 54 = 126 and boxes 366 (gold 366); the last boxed answer counts
hd2:11|wrong|boxed|'\boxed{794}' (gold 694: 204 + 160 + 330 added as 794)
hd2:12|wrong|boxed|'\boxed{12}' (gold 13: the break-even year, not the first year he earns money)
hd2:13|wrong|boxed|'\(\boxed{16}\)' (gold 18: works backwards to 10 and 12, then adds a third of the wrong x)
hd2:14|correct|boxed|'\boxed{60\%}' for 60
hd2:15|correct|boxed|
hd2:16|correct|boxed|'\boxed{230 \text{ miles}}'
hd2:17|correct|boxed|'\boxed{\$57,\!500}'
hgc:0|correct|boxed|
hgc:1|correct|boxed|
hgc:2|correct|boxed|'= \boxed{\$70,\!000}'
hgc:3|correct|boxed|
hgc:4|correct|boxed|'= \boxed{20 \text{ cups}}'
hgc:5|correct|boxed|
hgc:6|correct|boxed|'= \boxed{260}', then '**Final Answer:** \(\boxed{260}\)'
hgc:7|wrong|boxed|'= \boxed{120\ \text{minutes}}' (gold 160: the restart taken as downloading the remaining 120 GB)
hgc:8|wrong|boxed|'\boxed{235 \text{ miles}}' (gold 45: the return drive added to the distance from home)
hgo:0|correct|boxed|the whole reply: 'The answer is \(\boxed{18}\).'
hgo:1|correct|boxed|the whole reply: '\boxed{3}'
hgo:2|correct|bare_last_line|the whole reply: '\$70,000' for 70000
hgo:3|correct|prose_sentence|a rewrite of the cot ending 'Therefore, James runs a total of 540 meters in a week.'
hgo:4|correct|prose_sentence|the whole reply: 'Wendi needs to give 20 cups of feed in the final meal of the day.'
hgo:5|correct|bare_last_line|the whole reply: '\$64'
hgo:6|correct|bare_last_line|the whole reply: '260'
hgo:7|wrong|bare_last_line|the whole reply: '120 minutes.' (gold 160; its cot boxed 120)
hgo:8|wrong|bare_last_line|the whole reply: '235 miles.' (gold 45; its cot boxed 235)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

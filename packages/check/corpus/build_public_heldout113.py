__doc__ = r"""Build public_heldout113.jsonl: a 113th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1 that is
often wrong here, e.g. 0.0 on hdr:54 and hdr:73 which box the gold) was not used to label: each
completion was read, its final answer found and compared with the gold by hand.

It continues round 109's repository Zhuohao-Li/Hawkeye (round 109 read its bench/gsm/results
files from offset 0 and named where to go on). Its bench/gsm/results folder commits
DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an indented JSON list of {question,
answer, model_output, score} in test order from question 0, each model_output opening with
'<think>'. The run script (benchark/gsm/run.py at 2926e0f, read in round 109: `base_qa`) asks
'Question: {question}.' as the only user turn (sglang, max_tokens 1024, temperature 0.7, top_p
0.9), so some completions stop inside the think block; bench/gsm/run.yaml names base_model_path
deepseek-ai/DeepSeek-R1-Distill-Qwen-7B and cot_model_path
Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B.

Method (rounds 88-109's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out at 16,000. Round 109's pastes of hdr 80000, hde 16000 and hdb 0 were re-used
(copied from /tmp/rounds/real109/pages; each decodes to the same page text as round 109's, checked
with cmp), since the first element this round takes opens on them. Nothing was retyped from a
decoded form; nothing is shortened; no loop marker is used.
Page hde 32000 (the candle loop): round 109 set it aside because its loop-marker count would not
come out whole; the cause was the unit's length, not the text: the file is JSON, so each 'Wait.'
of the completion is followed in the page text by two escaped newlines ('\n' as backslash + n,
9 characters a unit, not 7). This round pasted the page whole in three pieces
(pages/hde_32000_parts/: 1_head.txt up to and including the last 'So.' before the loop,
2_loop.txt the loop itself, 361 'Wait.' units pasted out in full, 19 lines of 19, joined with
nothing between them, and 3_tail.txt from the final 'Wait' (no full stop) to the page end); the
joined page decodes to exactly 16,000. A second read at offset 41950 (not transcribed, a check
only) opens 'ait.' + six 'Wait.' + 'So.' + the loop, exactly the page text at 9950 of page 32000,
and shows the loop running uniformly to the final 'Wait' and Kyle's question after it, as the
pasted page has it (the completion's closing quote at file offset 45272).
work/extract.py cut the records out by script (raw_*.jsonl): the pages of one file joined in file
order, each whole list element parsed, r = the raw JSON string body of its `model_output` (enc
json, checked to decode to the parsed value), g = its `answer`, rec = its list index, found as the
gsm8k/test.jsonl line of its question and checked to run on one by one, with `answer` equal to
the line's '####' value. Elements before the first one named below (taken in round 109) are
skipped; the element cut by the end of each file's last page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 80000
  (round 109's paste, for element 49's opening), 96000, 112000, 128000, 144000 (= hdr_80000 ..
  hdr_144000): elements 49 (Richard's apartment building) to 83 (Dan's rose bushes) whole; 84 (the
  football team) cut by the end of 144000 and dropped: 35 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 16000 (round 109's paste, for element 17's opening) and 32000 (= hde_16000,
  hde_32000): elements 17 (Jill's salary) to 24 (Kyle's book) whole, 23 being the candle loop;
  25 (Marie's pizza) cut and dropped: 8 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 0 (round 109's paste,
  for element 8's opening) and 16000 (= hdb_0, hdb_16000): elements 8 (John's drive) to 14 (the
  dance class) whole; 15 (the merchant) cut and dropped: 7 kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters; unread before) page 0 (= hd2_0): elements 0 (Janet's ducks) to 7 (Carla's
  download) whole; element 8 (John's drive) has its whole model_output on the page but its
  `score` is cut, so the element is not whole and is dropped: 8 kept (hd2).

Repeats: the files answer the same GSM8K test questions as round 109 and as each other (hd2:0-7
and round 109's hdr/hde/hdb 0-7; hdb:8-14 and hdr/hde's), each run its own text. Every completion
kept was compared (whitespace-normalised) with every completion of the earlier rounds
(packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/public_heldout*.jsonl
present, round 109's included: 127 files, 22,280 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: none repeats. 58 records kept.

Repository counts (58 records): Zhuohao-Li/Hawkeye 58 (100 %: DeepSeek-R1-Distill-Qwen-7B repeat
1 35, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 8, its repeat 2 8, the gsm_baseline run
7). Licence: no LICENSE file in the index for Zhuohao-Li/Hawkeye (as round 109 found); `licence`
per record. Truth: correct 48, wrong 8, no_answer 2; debatable 0.

Split: GSM8K test 58, MATH 0. Prompt format: long_cot 58 (no tag format asked for; every
completion opens '<think>', reasons, closes '</think>' and writes a step-by-step solution ending
in \boxed{}, the two no_answer ones being cut inside the think block). Forms: boxed 56,
truncated 2.

Label conventions (rounds 37-109's, and round 90's R1 rule): the last final answer counts; equal
in value but written differently is correct ('\boxed{\$1,\!430}' for 1430, '\boxed{\$57.00}' for
57, '\boxed{60\%}' for 60, '\boxed{300 \text{ miles}}', '\boxed{100\ \text{pounds}}' for the
bare number); another quantity is wrong; an R1-Distill completion cut inside its think block,
before '</think>' and before any final answer, is no_answer even where its working has reached
the gold (hdr:75, and hde:23, whose 'Wait.' loop runs to the token cap after its working said
8 cm); where the thinking and the solution after '</think>' disagree, the last (boxed) answer
counts (hdr:54, hdr:73, both boxing the gold after thinking 22 and 275).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 96000, 112000, 128000,
144000 (80000 re-used from round 109); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-
Qwen-7B/1_result.json offset 32000 (16000 re-used) and 41950 (a check read, not transcribed);
bench/gsm/results/gsm_baseline_result.json offset 16000 (0 re-used); bench/gsm/results/
Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json offset 0.

Leads for a later round: Hawkeye hdr from 160000 (element 84, the football team, opens at the end
of 144000: re-use this round's paste pages/hdr_144000.txt); hde from 48000 (element 25, Marie's
pizza, opens at the end of 32000; the 41950 check read shows 25-32 (Marie .. John's dogs) are
ordinary, no loop); hdb from 32000 (element 15, the merchant, opens at the end of 16000); hd2
from 16000 (element 8, John's drive: its model_output ends on page 0, its `score` on 16000);
still unread: bench/gsm/results/gsm_result.json and bench/results/*/example*.txt (Qwen2.5 /
Llama-3.x GSM8K examples; look whether they hold completions with golds).

Usage: python build_public_heldout113.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout113.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout113.jsonl"
SOURCE = "public_heldout113"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
ZH, ZHC = "Zhuohao-Li/Hawkeye", "8c0ad3443dadc93d423a14567cd81e1dee473e5b"
ZH_PROMPT = (
    "'Question: {question}.' as the only user turn (benchark/gsm/run.py `base_qa` at 2926e0f, "
    "sglang, max_tokens 1024, temperature 0.7, top_p 0.9); the record is the element's "
    "`model_output`, which opens with '<think>'"
)
ZH_PATH = "bench/gsm/results/{}"
ZH_MODEL = (
    "{} on GSM8K test questions in test order from question 0 (an indented JSON list of "
    "{{question, answer, model_output, score}}; 1024-token completion cap, so some stop inside "
    "the think block); pages {} of the file (elements {})"
)
ZH_OWN = "`answer` (the '####' value of the GSM8K answer)"
ZH_ECOT = (
    "Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B (per the folder name and "
    "bench/gsm/run.yaml cot_model_path; a fine-tune of DeepSeek-R1-Distill-Qwen-7B; the file is "
    "its run's repeat n = {})"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hdr": (
        "hdr-deepseek-r1-distill-qwen-7b-gsm8k", ZH,
        ZH_PATH.format("DeepSeek-R1-Distill-Qwen-7B/1_result.json"), ZHC,
        ZH_MODEL.format("deepseek-ai/DeepSeek-R1-Distill-Qwen-7B (bench/gsm/run.yaml "
                        "base_model_path; the file is the run's repeat n = 1)",
                        "80000-159999 (five pages: 80000, 96000, 112000, 128000, 144000)",
                        "49-83"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hde": (
        "hde-efficient-cot-r1-distill-qwen-7b-gsm8k", ZH,
        ZH_PATH.format("Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json"), ZHC,
        ZH_MODEL.format(ZH_ECOT.format(1), "16000-47999 (two pages: 16000, 32000)", "17-24"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hdb": (
        "hdb-r1-distill-qwen-7b-baseline-gsm8k", ZH,
        ZH_PATH.format("gsm_baseline_result.json"), ZHC,
        ZH_MODEL.format("the repository's GSM8K baseline run (per the file name "
                        "'gsm_baseline_result'; R1-Distill style '<think>' completions, taken to "
                        "be deepseek-ai/DeepSeek-R1-Distill-Qwen-7B, the run.yaml base model)",
                        "0-31999 (two pages: 0, 16000)", "8-14"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hd2": (
        "hd2-efficient-cot-r1-distill-qwen-7b-gsm8k-n2", ZH,
        ZH_PATH.format("Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json"), ZHC,
        ZH_MODEL.format(ZH_ECOT.format(2), "0-15999 (one page: 0)", "0-7"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:49|correct|boxed|
hdr:50|correct|boxed|'\boxed{\$294}'
hdr:51|correct|boxed|'It takes Tom \(\boxed{5}\) hours to get back.'
hdr:52|correct|boxed|
hdr:53|correct|boxed|'\boxed{\$40}'
hdr:54|correct|boxed|the thinking ends 'the total number of kittens is 7 + 3 + 12, which equals 22', the solution after '</think>' computes 7 + 21 + 12 and boxes 40 (gold 40); the last boxed answer counts
hdr:55|correct|boxed|
hdr:56|correct|boxed|'Peter can go to the movies \(\boxed{3}\) times this week.'
hdr:57|correct|boxed|
hdr:58|correct|boxed|'\boxed{\$57.00}' for 57
hdr:59|correct|boxed|
hdr:60|correct|boxed|
hdr:61|correct|boxed|'\boxed{\$1,\!430}' twice
hdr:62|wrong|boxed|'\boxed{\$81,\!400}' (gold 25000: the 5% a year compounded on the full pension instead of 10 x 5% of it)
hdr:63|correct|boxed|'\boxed{\$1,\!596}'
hdr:64|correct|boxed|'\boxed{300 \text{ miles}}'
hdr:65|correct|boxed|
hdr:66|correct|boxed|
hdr:67|wrong|boxed|'\boxed{600}' (gold 595: 175 + 140 + 280 written '= 6,00', then 'The correct total is 600 gems.')
hdr:68|correct|boxed|
hdr:69|correct|boxed|'Bailey started with \(\boxed{60}\) dollars.'
hdr:70|correct|boxed|'\boxed{\$7,\!425}'
hdr:71|correct|boxed|'\boxed{60}' twice
hdr:72|correct|boxed|
hdr:73|correct|boxed|the thinking ends 'Shiela will pay $275 each month', the solution after '</think>' corrects its interest ('Wait, this seems off.') and boxes 255 (gold 255); the last boxed answer counts
hdr:74|correct|boxed|
hdr:75|no_answer|truncated|cut inside the think block at 'Yeah, I think that's solid. So, the average square' (its working reached 60; no '</think>', no final answer)
hdr:76|correct|boxed|
hdr:77|correct|boxed|'\boxed{100\ \text{pounds}}'
hdr:78|correct|boxed|
hdr:79|correct|boxed|'\boxed{\$70}'
hdr:80|correct|boxed|'\(\boxed{10}\) liters'
hdr:81|correct|boxed|
hdr:82|correct|boxed|
hdr:83|correct|boxed|
hde:17|correct|boxed|'\boxed{\$57,\!500}'
hde:18|correct|boxed|
hde:19|correct|boxed|
hde:20|correct|boxed|'\boxed{15 \text{ liters}}' (its thinking had said about 15.6667 liters)
hde:21|wrong|boxed|'\boxed{29}' (gold 14: Raymond taken as 6 years younger, then 31 - 2)
hde:22|correct|boxed|'\(3 + 4 = \boxed{7}\)'
hde:23|no_answer|truncated|the candle: its thinking says 'the candle will be 8 centimeters shorter', then loops 'Wait.' / 'So.' (361 'Wait.' in the final run) until cut at 'Wait' inside the think block (no '</think>', no final answer)
hde:24|correct|boxed|'\(\boxed{\$26}\)'
hdb:8|wrong|boxed|'\boxed{125 \text{ miles}}' (gold 45: the last stretch taken as half an hour at 80 mph)
hdb:9|correct|boxed|'\boxed{\$460}'
hdb:10|correct|boxed|
hdb:11|wrong|boxed|'\boxed{794}' (gold 694: 204 + 160 + 330 added as 794)
hdb:12|wrong|boxed|'\boxed{12}' (gold 13: the break-even year, not the first year he earns money)
hdb:13|correct|boxed|'Melanie started with \(\boxed{18}\) vacuum cleaners.'
hdb:14|correct|boxed|'\boxed{60\%}' for 60
hd2:0|correct|boxed|
hd2:1|correct|boxed|
hd2:2|correct|boxed|'\boxed{\$70,\!000}' twice
hd2:3|wrong|boxed|'3 \times 60 = \boxed{180} \text{ meters}' (gold 540: 3 sprints a week, not 3 sprints 3 times)
hd2:4|correct|boxed|'\(\boxed{20}\) cups of feed'
hd2:5|correct|boxed|
hd2:6|correct|boxed|
hd2:7|wrong|boxed|'\boxed{120\ \text{minutes}}' (gold 160: the restart taken as downloading the remaining 120 GB)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

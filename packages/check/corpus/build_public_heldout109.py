__doc__ = r"""Build public_heldout109.jsonl: a 109th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1 that is
often wrong here, e.g. 0.0 on hde:4 which boxes the gold) was not used to label: each completion
was read, its final answer found and compared with the gold by hand.

A NEW repository: Zhuohao-Li/Hawkeye (no earlier round, builder, heldout_repos.py or corpus
README names it; round 24's dead-end list names only AnnyOrange/AML_HW and XiaojinStu/ICML, seen
again in this round's searches). Its bench/gsm/results folder commits three DeepSeek-R1-Distill-
Qwen-7B style runs on GSM8K test, each an indented JSON list of {question, answer, model_output,
score} in test order from question 0, each model_output opening with '<think>'. The run script
(benchark/gsm/run.py at 2926e0f, read: `base_qa`) asks 'Question: {question}.' as the only user
turn (sglang, max_tokens 1024, temperature 0.7, top_p 0.9), so some completions stop inside the
think block; bench/gsm/run.yaml (read) names base_model_path deepseek-ai/DeepSeek-R1-Distill-
Qwen-7B and cot_model_path Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B.

Method (rounds 88-104's, whole pages from offset 0): each page's whole text was pasted as the
read_file answer displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py
decoded each display form once into the page text (pages/<name>_<offset>.page) and checked its
length: every kept page came out at 16,000 at the first paste. Nothing was retyped from a
decoded form; nothing is shortened; no loop marker is used in a kept page. work/extract.py cut
the records out by script (raw_*.jsonl): the pages of one file joined in file order, each whole
list element parsed, r = the raw JSON string body of its `model_output` (enc json, checked to
decode to the parsed value), g = its `answer`, rec = its list index, checked by script to be the
gsm8k/test.jsonl line of its question (question text equal, `answer` equal to the '####' value).
work/dedup.py checked repeats.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters; the run's
  second repeat, n = 1 of n_repeat 3) pages 0, 16000, 32000, 48000, 64000, 80000 (= hdr_0 ..
  hdr_80000): elements 0 (Janet's ducks) to 48 (Tracy's wire) whole; element 49 (Richard's
  apartment building) cut by the end of page 80000 and dropped: 49 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 0 and 16000 (= hde_0, hde_16000): elements 0 to 16 (the two trains) whole;
  element 17 (Jill's salary) crosses into page 32000 and is dropped: 17 kept (hde).
  Page 32000 of this file was pasted, but its length check could not be met: element 23's
  completion (the candle) runs into a long 'Wait.' loop, and with the loop unit between markers
  (round 90's method) no whole number of repeats gives 16,000 (16,000 - rest = 7N + 3); a second
  read at offset 41500 confirmed the text after the loop but not the 'So.'/'Wait.' pattern inside
  it, so the page was set aside (work/rejected/hde_32000.txt) and hde stops at page 16000.
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) page 0 (= hdb_0): elements 0
  to 7 (Carla's download) whole; element 8 (John's drive) cut and dropped: 8 kept (hdb).
  The three files answer the same first GSM8K test questions, each run its own text: no
  completion repeats another (work/dedup.py).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 121 files, 22,021 distinct completions, by script, reading no
labels) and with the others of this round: none repeats. 74 records kept.

Repository counts (74 records): Zhuohao-Li/Hawkeye 74 (100 %: DeepSeek-R1-Distill-Qwen-7B repeat
1 49, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B 17, the gsm_baseline run 8). Licence: no LICENSE
file in the index for Zhuohao-Li/Hawkeye (find_files path LICENSE: none); `licence` per record.
Truth: correct 58, wrong 14, no_answer 2; debatable 0.

Split: GSM8K test 74, MATH 0. Prompt format: long_cot 74 (no tag format asked for; every
completion opens '<think>', reasons, closes '</think>' and writes a step-by-step solution ending
in \boxed{}, the two no_answer ones being cut inside the think block). Forms: boxed 72,
truncated 2.

Label conventions (rounds 37-104's, and round 90's R1 rule): the last final answer counts; equal
in value but written differently is correct ('\boxed{\$70,\!000}' for 70000, '\boxed{60\%}' for
60, '\boxed{\$16.00}' for 16, '\boxed{20 \text{ cups}}', '\boxed{8\, \text{centimeters}}',
'\boxed{10 \text{ miles per hour}}' for the bare number); another quantity is wrong; an R1-Distill
completion cut inside its think block, before '</think>' and before any final answer, is
no_answer even where its working has reached the gold (hdr:19, hdr:39); where the thinking and
the solution after '</think>' disagree, the last (boxed) answer counts (hdr:7, hde:4, hde:7).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 0, 16000, 32000, 48000,
64000, 80000; bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets
0, 16000 (kept), 32000 and 41500 (read, not kept: see above); bench/gsm/results/
gsm_baseline_result.json offset 0; also read (small): bench/gsm/run.yaml, benchark/gsm/run.py
(2926e0f), bench/results/Qwen2.5-7B-Instruct/gsm8k_result_cot.json (metrics only).

Leads for a later round: Hawkeye hdr from 96000 (element 49, Richard, opens at the end of
80000: re-read 80000 or join this round's paste); hde from 32000 (element 17, Jill, opens at the
end of 16000; page 32000 holds the candle loop: paste the loop whole or find its exact pattern);
hdb from 16000 (element 8, John's drive, opens at the end of 0); the unread Hawkeye result files
bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json, bench/gsm/results/
gsm_result.json, bench/gpqa/results/* (GPQA, not GSM8K/MATH), bench/results/*/example*.txt
(Qwen2.5 / Llama-3.x GSM8K examples). Searches that found nothing new: code search for GSM8K /
MATH-500 prediction files with <think> (XiaojinStu/ICML: one-integer answers; AnnyOrange/AML_HW:
truncated table; BobbyGuo-UTokyo/adversarial_data_pipeline: no committed outputs), find_string
'"model_output": "<think>\nOkay', '"gold": "18", "', '"ground_truth": "18"' (tests, docs, reports),
find_files outputs/gsm8k_predictions.jsonl (none).

Usage: python build_public_heldout109.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout109.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout109.jsonl"
SOURCE = "public_heldout109"

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

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hdr": (
        "hdr-deepseek-r1-distill-qwen-7b-gsm8k", ZH,
        ZH_PATH.format("DeepSeek-R1-Distill-Qwen-7B/1_result.json"), ZHC,
        ZH_MODEL.format("deepseek-ai/DeepSeek-R1-Distill-Qwen-7B (bench/gsm/run.yaml "
                        "base_model_path; the file is the run's repeat n = 1)",
                        "0-95999 (six pages: 0, 16000, 32000, 48000, 64000, 80000)", "0-48"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hde": (
        "hde-efficient-cot-r1-distill-qwen-7b-gsm8k", ZH,
        ZH_PATH.format("Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json"), ZHC,
        ZH_MODEL.format("Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B (per the folder "
                        "name and bench/gsm/run.yaml cot_model_path; a fine-tune of "
                        "DeepSeek-R1-Distill-Qwen-7B; the file is its run's repeat n = 1)",
                        "0-31999 (two pages: 0, 16000)", "0-16"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hdb": (
        "hdb-r1-distill-qwen-7b-baseline-gsm8k", ZH,
        ZH_PATH.format("gsm_baseline_result.json"), ZHC,
        ZH_MODEL.format("the repository's GSM8K baseline run (per the file name "
                        "'gsm_baseline_result'; R1-Distill style '<think>' completions, taken to "
                        "be deepseek-ai/DeepSeek-R1-Distill-Qwen-7B, the run.yaml base model)",
                        "0-15999 (one page: 0)", "0-7"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:0|correct|boxed|
hdr:1|correct|boxed|
hdr:2|correct|boxed|'\boxed{\$70,\!000}' for 70000
hdr:3|correct|boxed|
hdr:4|correct|boxed|'\boxed{20 \text{ cups}}'
hdr:5|correct|boxed|
hdr:6|correct|boxed|
hdr:7|wrong|boxed|the thinking ends 'the total download time is 160 minutes', the solution after '</think>' boxes '\boxed{120\ \text{minutes}}' (gold 160: the restart taken as downloading the remaining 120 GB); the last boxed answer counts
hdr:8|wrong|boxed|'\boxed{125}' (gold 45: the last stretch taken as half an hour at 80 mph)
hdr:9|correct|boxed|'\boxed{\$460}'
hdr:10|correct|boxed|
hdr:11|correct|boxed|'\boxed{\$694}'
hdr:12|wrong|boxed|'Carlos \(\boxed{12}\) years' (gold 13: the break-even year, not the first year he earns money)
hdr:13|correct|boxed|
hdr:14|correct|boxed|'\boxed{60\%}' for 60
hdr:15|correct|boxed|'\boxed{\$125}'
hdr:16|correct|boxed|
hdr:17|wrong|boxed|'\boxed{\$36,\!500}' (gold 57500: coaching paid $30 a week, not an hour)
hdr:18|wrong|boxed|'\boxed{5}' (gold 7: omelets on 5 days a week)
hdr:19|no_answer|truncated|cut inside the think block at 'so it's not straightforward. So, I' (its working reached 6 mph; no '</think>', no final answer)
hdr:20|correct|boxed|'\boxed{15 \text{ liters}}'
hdr:21|wrong|boxed|'\(\boxed{2}\) years ago' (gold 14)
hdr:22|correct|boxed|
hdr:23|correct|boxed|'\(\boxed{8\, \text{centimeters}}\) shorter'
hdr:24|correct|boxed|
hdr:25|correct|boxed|'Marie ordered \boxed{2} boxes of pizza.'
hdr:26|correct|boxed|
hdr:27|correct|boxed|'\boxed{\$16.00}' for 16
hdr:28|wrong|boxed|'\boxed{15}' (gold 25: 45 - 20 taken as 15)
hdr:29|correct|boxed|
hdr:30|correct|boxed|
hdr:31|correct|boxed|
hdr:32|correct|boxed|'\boxed{35 \text{ hours}}'
hdr:33|correct|boxed|
hdr:34|correct|boxed|
hdr:35|correct|boxed|
hdr:36|correct|boxed|'\boxed{\$75.00}' for 75
hdr:37|correct|boxed|'\boxed{2}' (the solution's working has $35 left and 35/15 = '2 10/15', rounded down to 2; the value boxed is the gold)
hdr:38|correct|boxed|'\boxed{10 \text{ miles per hour}}'
hdr:39|no_answer|truncated|cut inside the think block at 'Skipping is half of running, so 3,' (its working reached 18 miles; no '</think>', no final answer)
hdr:40|correct|boxed|
hdr:41|correct|boxed|'\boxed{200\ \text{feet}}'
hdr:42|correct|boxed|
hdr:43|wrong|boxed|'\boxed{240 \text{ grams}}' (gold 48: one serving's calories spread over the whole 300 g bag)
hdr:44|correct|boxed|'\boxed{\$20.00}' for 20
hdr:45|correct|boxed|
hdr:46|correct|boxed|
hdr:47|correct|boxed|
hdr:48|correct|boxed|
hde:0|correct|boxed|
hde:1|correct|boxed|
hde:2|correct|boxed|'\boxed{\$70,\!000}' then 'Josh made a **\$70,000** profit.'
hde:3|wrong|boxed|'\(\boxed{180}\) meters' (gold 540: 3 sprints a week, not 3 sprints 3 times)
hde:4|correct|boxed|the thinking ends 'Wendi needs to give 1 cup', the solution after '</think>' boxes 20 (gold 20); the last boxed answer counts
hde:5|correct|boxed|
hde:6|correct|boxed|
hde:7|wrong|boxed|'\boxed{120 \text{ minutes}}' (gold 160; its thinking had said 180 minutes, 3 hours)
hde:8|correct|boxed|'\boxed{45 \, \text{miles}}' twice
hde:9|correct|boxed|'\boxed{\$460}'
hde:10|correct|boxed|'\boxed{366}' twice
hde:11|wrong|boxed|'\boxed{\$794}' (gold 694: 204 + 160 + 330 added as 794)
hde:12|wrong|boxed|'\boxed{4 \text{ years}}' (gold 13)
hde:13|correct|boxed|
hde:14|correct|boxed|'\boxed{60\%}' for 60
hde:15|correct|boxed|'\boxed{\$125}'
hde:16|correct|boxed|'\boxed{230\ \text{miles}}'
hdb:0|correct|boxed|
hdb:1|correct|boxed|
hdb:2|correct|boxed|
hdb:3|correct|boxed|'\boxed{540 \text{ meters}}'
hdb:4|wrong|boxed|'\boxed{1 \text{ cup}}' (gold 20: 40 cups over 20 chickens taken as each chicken's daily need)
hdb:5|correct|boxed|an align block ending '&= \$64', then '\boxed{64}'
hdb:6|correct|boxed|
hdb:7|wrong|boxed|'\boxed{120\ \text{minutes}}' (gold 160: the restart taken as downloading the remaining 120 GB)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

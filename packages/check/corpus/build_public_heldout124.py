__doc__ = r"""Build public_heldout124.jsonl: a 124th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 118's repository Zhuohao-Li/Hawkeye (rounds 109, 113 and 118 read its
bench/gsm results files and named where to go on). Its bench/gsm/results folder commits
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

Method (rounds 88-118's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out at 16,000 at the first paste. Round 118's pastes of hdr 204000, hde 64000, hdb
32000, hd2 16000 and hgr 0 were re-used (copied from /tmp/rounds/real118/pages; each decodes to
the same page text as round 118's, checked with cmp), since the first element this round takes
opens on them. No page is pasted in pieces, no loop marker is used, nothing was retyped and
nothing is shortened; no no-break space (U+00A0) is known on the new pages (work/mk.py's NBSP
table is empty). Each new page starts where the one before ends (offsets 16,000 apart), checked
by work/extract.py, which cut the records out by script (raw_*.jsonl): the pages of one file
joined in file order, each whole list element parsed, r = the raw JSON string body of its
`model_output` (or `cot`; enc json, checked to decode to the parsed value), g = its `answer`,
rec = its list index, found as the gsm8k/test.jsonl line of its question and checked to run on
one by one, with `answer` equal to the line's '####' value. Elements before the first one named
below (taken in round 118) are skipped; the element cut by the end of each file's last page is
dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 204000
  (round 118's paste, for element 114's opening), 220000, 236000 (= hdr_204000 .. hdr_236000):
  elements 114 (Jamal's phone) to 129 (the hospital's profit) whole; 130 (Nissa's elves) cut by
  the end of 236000 and dropped: 16 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 64000 (round 118's paste, for element 45's opening) and 80000 (= hde_64000,
  hde_80000): elements 45 (Meredith's articles) to 55 (Jean's lollipops) whole; 56 (Peter's
  movies) cut and dropped: 11 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 32000 (round 118's
  paste, for element 23's opening) and 48000 (= hdb_32000, hdb_48000): elements 23 (the candle)
  to 31 (Gunter's jelly beans) whole; 32 (John's dogs) cut and dropped: 9 kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 16000 (round 118's paste, for element 18's opening) and 32000 (= hd2_16000,
  hd2_32000): elements 18 (Claire's eggs) to 27 (Cynthia's ice cream) whole; 28 (Henry's stops)
  cut and dropped: 10 kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 0 (round 118's paste, for
  element 9's opening), 16000, 32000, 48000, 64000 (= hgr_0 .. hgr_64000): elements 9 (Eliza's
  pay) to 48 (Tracy's wire) whole, each giving two records, its `cot` (hgc) and its
  `model_output` (hgo); element 49 (Richard's apartments) cut and dropped: 80 kept (hgc 40,
  hgo 40).

Repeats: the files answer the same GSM8K test questions as rounds 109, 113 and 118 and as each
other (hdb:23-31, hd2:18-27 and hgc/hgo:18-31 ask the same questions; hde/hgc/hgo:45-48 too),
each run its own text. Every completion kept was compared (whitespace-normalised) with every
completion of the earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present, round 118's included: 151 files, 23,712
distinct completions, by script, work/dedup.py, reading no labels) and with the others of this
round: none repeats. 126 records kept.

Repository counts (126 records): Zhuohao-Li/Hawkeye 126 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 16, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 11, its repeat 2 10, the
gsm_baseline run 9, gsm_result's cot 40 and small-model answers 40). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-118 found); `licence` per record. Truth: correct
113, wrong 13, no_answer 0; debatable 1.

Split: GSM8K test 126, MATH 0. Prompt format: long_cot 126 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}, none cut this round; hgo are Qwen2.5-0.5B-Instruct's short replies
to 'So the answer is:': a bare value ('$460', '366 Downloads.', '\$16.00', '109.', '2'), a
sentence, a box in a sentence or alone, a '**Final Answer:**' sentence, or a rewrite of the cot's
solution ending in a box). Forms: boxed 91, bare_last_line 19, prose_sentence 15,
final_answer_phrase 1.

Label conventions (rounds 37-118's, and round 90's R1 rule): the last final answer counts; equal
in value but written differently is correct ('\boxed{\$360}', '\boxed{\$26.00}' for 26,
'\boxed{60\%}' for 60, '\boxed{50 \text{ miles}}', '\boxed{8\, \text{cm}}',
'\boxed{7 \text{ DVDs}}' for the bare number, '7 dozens', '\$75.00' for 75); another quantity is
wrong; where the thinking and the solution after '</think>' disagree, the last (boxed) answer
counts (hdr:122, hd2:20, hgc:20 and hgc:36 box the gold after thinking 46, 24, 13.44 and 300;
hgc:21 boxes 8 after thinking 21, both wrong); a final answer equal to the gold reached by wrong
working is correct (hgc:37, hgo:38); a bare reply or a sentence is read for the quantity it
states (hgo); a sentence that states no number where the question asks for one is wrong, marked
debatable (hgo:15, as sg2:10 of an earlier round).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 220000, 236000 (204000
re-used from round 118); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json
offset 80000 (64000 re-used); bench/gsm/results/gsm_baseline_result.json offset 48000 (32000
re-used); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json offset 32000
(16000 re-used); bench/gsm/results/gsm_result.json offsets 16000, 32000, 48000, 64000 (0
re-used).

Leads for a later round: Hawkeye hdr from 252000 (element 130, Nissa's elves, opens at the end
of 236000: re-use this round's paste pages/hdr_236000.txt); hde from 96000 (element 56, Peter's
movies, opens at the end of 80000); hdb from 64000 (element 32, John's dogs, opens at the end of
48000); hd2 from 48000 (element 28, Henry's stops, opens at the end of 32000); hgr
(gsm_result.json) from 80000 (element 49, Richard's apartments, opens at the end of 64000; two
records an element). Still unread (as round 118 listed): bench/results/*/example*.txt and
gsm8k_result*.json (Qwen2.5 and Llama GSM8K runs: look whether they hold completions with
golds), bench/gsm8k_cot.jsonl, and the older benchark/gsm/results/*_result.json files at 2926e0f
(check repeats against bench/ first).

Usage: python build_public_heldout124.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout124.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout124.jsonl"
SOURCE = "public_heldout124"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
ZH_GR = (
    "gsm_result.json, the repository's two-stage GSM8K run (an indented JSON list of {{question, "
    "answer, cot, model_output, score}} in test order from question 0): {}; pages 0-79999 of the "
    "file (five pages: 0, 16000, 32000, 48000, 64000; elements 9-48)"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hdr": (
        "hdr-deepseek-r1-distill-qwen-7b-gsm8k", ZH,
        ZH_PATH.format("DeepSeek-R1-Distill-Qwen-7B/1_result.json"), ZHC,
        ZH_MODEL.format("deepseek-ai/DeepSeek-R1-Distill-Qwen-7B (bench/gsm/run.yaml "
                        "base_model_path; the file is the run's repeat n = 1)",
                        "204000-251999 (three pages: 204000, 220000, 236000)", "114-129"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hde": (
        "hde-efficient-cot-r1-distill-qwen-7b-gsm8k", ZH,
        ZH_PATH.format("Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json"), ZHC,
        ZH_MODEL.format(ZH_ECOT.format(1), "64000-95999 (two pages: 64000, 80000)", "45-55"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hdb": (
        "hdb-r1-distill-qwen-7b-baseline-gsm8k", ZH,
        ZH_PATH.format("gsm_baseline_result.json"), ZHC,
        ZH_MODEL.format("the repository's GSM8K baseline run (per the file name "
                        "'gsm_baseline_result'; R1-Distill style '<think>' completions, taken to "
                        "be deepseek-ai/DeepSeek-R1-Distill-Qwen-7B, the run.yaml base model)",
                        "32000-63999 (two pages: 32000, 48000)", "23-31"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hd2": (
        "hd2-efficient-cot-r1-distill-qwen-7b-gsm8k-n2", ZH,
        ZH_PATH.format("Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json"), ZHC,
        ZH_MODEL.format(ZH_ECOT.format(2), "16000-47999 (two pages: 16000, 32000)", "18-27"),
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
hdr:114|correct|boxed|'There are \(\boxed{6}\) ducks in Jamal's photograph.'
hdr:115|correct|boxed|
hdr:116|correct|boxed|
hdr:117|correct|boxed|'\boxed{\$360}'
hdr:118|correct|boxed|
hdr:119|wrong|boxed|'\boxed{\$99,\!076.92}' (gold 95200: Lylah's new salary taken as Adrien's new $56,000 / 1.30, not her own salary raised 40%)
hdr:120|correct|boxed|
hdr:121|correct|boxed|
hdr:122|correct|boxed|the thinking ends '8 + 6 + 6 + 7 + 7 + 7 + 7, which equals 46 hours', the solution after '</think>' adds 8 + 12 + 28 = 48 and boxes 48 (gold 48); the last boxed answer counts
hdr:123|correct|boxed|'\boxed{50 \text{ miles}}'
hdr:124|correct|boxed|
hdr:125|correct|boxed|'**Answer:** Julia had \(\boxed{10}\) spoons'
hdr:126|correct|boxed|
hdr:127|correct|boxed|
hdr:128|correct|boxed|
hdr:129|wrong|boxed|'= \boxed{\$70,000}', then 'The hospital makes a profit of \boxed{\$70,000}' (gold 10000: revenue taken as 500 patients x $200 instead of 200 hours x $200)
hde:45|correct|boxed|
hde:46|correct|boxed|'contained \(\boxed{163}\) Post-it notes.'
hde:47|correct|boxed|'= \boxed{\$800}'
hde:48|correct|boxed|
hde:49|correct|boxed|
hde:50|correct|boxed|'\boxed{\$294}'
hde:51|correct|boxed|'\boxed{5 \text{ hours}}'
hde:52|correct|boxed|
hde:53|correct|boxed|'\(\boxed{\$40}\)'
hde:54|wrong|boxed|'\boxed{33}' (gold 40: the 7 adopted kittens left out of the total)
hde:55|correct|boxed|
hdb:23|correct|boxed|'\boxed{8\, \text{cm}}'
hdb:24|correct|boxed|'\(\boxed{\$26.00}\)' for 26
hdb:25|correct|boxed|
hdb:26|correct|boxed|
hdb:27|correct|boxed|
hdb:28|correct|boxed|
hdb:29|correct|boxed|'\boxed{104}', then 'The boots cost **\$104**.'
hdb:30|correct|boxed|
hdb:31|correct|boxed|
hd2:18|correct|boxed|
hd2:19|correct|boxed|'= \boxed{6} \text{ miles}' (the remaining distance), then '= \boxed{6} \text{ miles per hour}' (both 6)
hd2:20|correct|boxed|the thinking ends '\frac{20}{3} + 9 + \frac{7}{3} = 24 \text{ liters of water}', the solution after '</think>' computes 6 + 9 and boxes 15 (gold 15); the last boxed answer counts
hd2:21|wrong|boxed|'\boxed{23}' (gold 14: the thinking reached '2 years ago', the solution says the son was born 23 years ago)
hd2:22|correct|boxed|'= \boxed{7 \text{ DVDs}}'
hd2:23|correct|boxed|'\boxed{8\ \text{cm}}'
hd2:24|correct|boxed|'\boxed{\$26}'
hd2:25|correct|boxed|
hd2:26|correct|boxed|
hd2:27|correct|boxed|
hgc:9|correct|boxed|'= \boxed{\$460}'
hgc:10|correct|boxed|
hgc:11|correct|boxed|'\boxed{\$694}'
hgc:12|wrong|boxed|'\boxed{12}' (gold 13: the break-even year, not the first year he earns money)
hgc:13|correct|boxed|
hgc:14|correct|boxed|'\boxed{60\%}' for 60
hgc:15|correct|boxed|'The merchant should choose **Jewelry** to maximize profit.', then '\boxed{125}'
hgc:16|correct|boxed|'= \boxed{230\ \text{miles}}', then '\(\boxed{230\ \text{miles}}\)'
hgc:17|wrong|boxed|'\boxed{\$36,\!500}' (gold 57500: the coaching pay taken as $30 a week, not $30 an hour for 15 hours)
hgc:18|correct|boxed|
hgc:19|correct|boxed|'\(\boxed{6\ \text{mph}}\)' (its thinking went to '-72 minutes' and 'an infinite speed')
hgc:20|correct|boxed|the thinking ends '\frac{121}{9} \approx 13.44 \text{ liters}', the solution after '</think>' computes 6 + 9 and boxes '15 \text{ liters}' (gold 15); the last boxed answer counts
hgc:21|wrong|boxed|'\boxed{8}' (gold 14: Raymond taken as 24 years older; the thinking said 21 years ago)
hgc:22|correct|boxed|
hgc:23|correct|boxed|'\boxed{8 \text{ cm}}'
hgc:24|correct|boxed|
hgc:25|correct|boxed|
hgc:26|correct|boxed|
hgc:27|correct|boxed|'\boxed{\$16}'
hgc:28|correct|boxed|'= \boxed{25} \text{ miles}', then '\(\boxed{25}\)'
hgc:29|correct|boxed|
hgc:30|correct|boxed|
hgc:31|correct|boxed|
hgc:32|correct|boxed|
hgc:33|correct|boxed|
hgc:34|correct|boxed|
hgc:35|correct|boxed|'= \boxed{9 \text{ points}}', then '**Final Answer:** \(\boxed{9}\)'
hgc:36|correct|boxed|the thinking ends 'Over 30 days, the total expenditure would be $300.00.', the solution after '</think>' computes $2.50 a day and boxes '\$75.00' (gold 75); the last boxed answer counts
hgc:37|correct|boxed|'\boxed{2}' = gold 2, reached by wrong working (the $5 left ignored: $35 / $15 = 2 1/3, 'he can buy **2** complete lego sets')
hgc:38|correct|boxed|
hgc:39|correct|boxed|'= \boxed{18} \, \text{miles}', then '**Final Answer:** \(\boxed{18}\) miles'
hgc:40|correct|boxed|'= \boxed{8} \text{ years}'
hgc:41|correct|boxed|'\boxed{200 \text{ feet}}'
hgc:42|correct|boxed|
hgc:43|wrong|boxed|'\boxed{4\text{ grams}}' (gold 48: 250 calories / 5 taken as 50 calories a gram)
hgc:44|correct|boxed|'= \boxed{\$20.00}'
hgc:45|correct|boxed|'= \boxed{104} \text{ hours}'
hgc:46|correct|boxed|
hgc:47|correct|boxed|'= \boxed{\$800}'
hgc:48|correct|boxed|
hgo:9|correct|bare_last_line|the whole reply: '$460'
hgo:10|correct|bare_last_line|the whole reply: '366 Downloads.'
hgo:11|correct|bare_last_line|the whole reply: '\$694'
hgo:12|wrong|prose_sentence|the whole reply: 'It will take Carlos 12 years to start earning money from his lemon tree.' (gold 13; its cot boxed 12)
hgo:13|correct|boxed|the whole reply: 'The total number of vacuum cleaners Melanie started with is \(\boxed{18}\).'
hgo:14|correct|bare_last_line|the whole reply: '60%' for 60
hgo:15|wrong|prose_sentence|debatable: the whole reply: 'The merchant should choose the jewelry purchase to maximize profit.' (gold 125: the right plan, but no amount of profit is stated where the question asks how much; no_answer would also fit)
hgo:16|correct|prose_sentence|the whole reply: 'The total distance covered by each train in the two days is **230 miles**.'
hgo:17|wrong|bare_last_line|the whole reply: '$36,\!500' (gold 57500; its cot boxed 36,500)
hgo:18|correct|bare_last_line|the whole reply: '7 dozens'
hgo:19|correct|prose_sentence|the whole reply: 'Marissa needs to walk the remaining 6 miles at a speed of 6 miles per hour to achieve her desired average speed of 4 miles per hour for the entire hike.'
hgo:20|correct|boxed|the whole reply: '\(\boxed{15 \text{ liters}}\)'
hgo:21|wrong|prose_sentence|the whole reply: "Raymond's son was born 8 years ago." (gold 14; its cot boxed 8)
hgo:22|correct|prose_sentence|the whole reply: 'Billy sold a total of 7 DVDs on Tuesday.'
hgo:23|correct|final_answer_phrase|the whole reply: '**Final Answer:** The candle will be **8 centimeters shorter** after burning for **4 hours**.'
hgo:24|correct|prose_sentence|the whole reply: 'The original price of the book was **$26.00**.'
hgo:25|correct|prose_sentence|the whole reply: 'Marie ordered 2 boxes of pizza.'
hgo:26|correct|prose_sentence|the whole reply: 'The total amount Mishka spent on all the clothing items is **$243**.'
hgo:27|correct|bare_last_line|the whole reply: '\$16.00' for 16
hgo:28|correct|prose_sentence|the whole reply: 'The distance between the first and second stops is **25 miles**.'
hgo:29|correct|boxed|a rewrite of the cot's solution ending '\boxed{104}'
hgo:30|correct|bare_last_line|the whole reply: '109.'
hgo:31|correct|bare_last_line|the whole reply: '80.'
hgo:32|correct|bare_last_line|the whole reply: '35 hours a week.'
hgo:33|correct|boxed|the whole reply: '\boxed{70}'
hgo:34|correct|prose_sentence|the whole reply: 'Siobhan has **23 jewels**.'
hgo:35|correct|bare_last_line|the whole reply: '9 points'
hgo:36|correct|bare_last_line|the whole reply: '\$75.00' for 75
hgo:37|correct|bare_last_line|the whole reply: '2'
hgo:38|correct|boxed|a rewrite of the cot's solution ending '\boxed{10}' (its first step says 'John runs 3 miles on the first day ... 6 miles', then divides 60 miles by 6 hours); correct reached by muddled working
hgo:39|correct|bare_last_line|the whole reply: '18 miles.'
hgo:40|correct|prose_sentence|the whole reply: "Brandon's iPhone is 8 years old."
hgo:41|correct|bare_last_line|the whole reply: '200 feet.'
hgo:42|correct|prose_sentence|the whole reply: '26 pieces were taken by the guests.'
hgo:43|wrong|bare_last_line|the whole reply: '4 grams.' (gold 48; its cot boxed 4 grams)
hgo:44|correct|prose_sentence|the whole reply: "Charlie's net profit is $20.00."
hgo:45|correct|bare_last_line|the whole reply: '104 hours'
hgo:46|correct|prose_sentence|the whole reply: 'The package contained 163 Post-it notes.'
hgo:47|correct|bare_last_line|the whole reply: '$800'
hgo:48|correct|bare_last_line|the whole reply: '8 pieces.'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

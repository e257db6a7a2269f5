__doc__ = r"""Build public_heldout129.jsonl: a 129th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 124's repository Zhuohao-Li/Hawkeye (rounds 109, 113, 118 and 124 read its
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

Method (rounds 88-124's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
new page came out at 16,000, all but one at the first paste (hgr_80000 first decoded to 16,001
and was pasted again whole, then 16,000). Round 124's pastes of hdr 236000, hde 80000, hdb 48000,
hd2 32000 and hgr 64000 were re-used (copied from /tmp/rounds/real124/pages; each paste and its
decoded page checked equal to round 124's with cmp), since the first element this round takes
opens on them. No page is pasted in pieces, no loop marker is used, nothing was retyped and
nothing is shortened; no no-break space (U+00A0) is known on the new pages (work/mk.py's NBSP
table is empty). Each new page starts where the one before ends (offsets 16,000 apart), checked
by work/extract.py, which cut the records out by script (raw_*.jsonl): the pages of one file
joined in file order, each whole list element parsed, r = the raw JSON string body of its
`model_output` (or `cot`; enc json, checked to decode to the parsed value), g = its `answer`,
rec = its list index, found as the gsm8k/test.jsonl line of its question and checked to run on
one by one, with `answer` equal to the line's '####' value. Elements before the first one named
below (taken in round 124) are skipped; the element cut by the end of each file's last page is
dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 236000
  (round 124's paste, for element 130's opening), 252000, 268000 (= hdr_236000 .. hdr_268000):
  elements 130 (Nissa's elves) to 147 (Debra's bees) whole; 148 (Brittany's museum tickets) cut
  by the end of 268000 and dropped: 18 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 80000 (round 124's paste, for element 56's opening), 96000 and 112000
  (= hde_80000 .. hde_112000): elements 56 (Peter's movies) to 75 (Luke's sandcastle) whole; 76
  (Cecilia's puppy) cut and dropped: 20 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 48000 (round 124's
  paste, for element 32's opening), 64000 and 80000 (= hdb_48000 .. hdb_80000): elements 32
  (John's dogs) to 48 (Tracy's wire) whole; 49 (Richard's apartments) cut and dropped: 17 kept
  (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 32000 (round 124's paste, for element 28's opening), 48000 and 64000
  (= hd2_32000 .. hd2_64000): elements 28 (Henry's stops) to 47 (John's ties) whole; 48 (Tracy's
  wire) cut and dropped: 20 kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 64000 (round 124's paste, for
  element 49's opening), 80000, 96000, 112000, 128000 (= hgr_64000 .. hgr_128000): elements 49
  (Richard's apartments) to 90 (Ted's potato salad) whole, each giving two records, its `cot`
  (hgc) and its `model_output` (hgo); element 91 (Jan's pets) cut and dropped: 42 elements, 82
  kept (hgc 42, hgo 40: two hgo replies dropped as repeats, below).

Repeats: the files answer the same GSM8K test questions as rounds 109-124 and as each other
(hdb:32-48, hd2:28-47 ask the same questions; hde:56-75 and hgc/hgo:56-75 too), each run its own
text. Every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present, round 124's included: 165 files, 24,050
distinct completions, by script, work/dedup.py, reading no labels) and with the others of this
round: two repeat an earlier round and are dropped (work/extract.py's DROP): hgo:52 (the whole
reply '15') and hgo:66 (the whole reply '40'), both equal to round 6 completions
(public_heldout6); none repeats within the round. 157 records kept.

Repository counts (157 records): Zhuohao-Li/Hawkeye 157 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 18, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 20, its repeat 2 20, the
gsm_baseline run 17, gsm_result's cot 42 and small-model answers 40). Licence: no LICENSE file
in the index for Zhuohao-Li/Hawkeye (as rounds 109-124 found); `licence` per record. Truth:
correct 142, wrong 15, no_answer 0; debatable 2.

Split: GSM8K test 157, MATH 0. Prompt format: long_cot 157 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}, none cut this round; hgo are Qwen2.5-0.5B-Instruct's short replies
to 'So the answer is:': a bare value ('$294', '40 kittens.', '\$1,430.', '36'), a sentence, a box
alone or in a sentence, or a rewrite of the cot's solution, one opening 'Cot: <think>' and ending
in a box, one ending in a box and then the prompt's line 'This is a chain-of-thought that helps
you answer.'). Forms: boxed 123, bare_last_line 20, prose_sentence 14.

Label conventions (rounds 37-124's, and round 90's R1 rule): the last final answer counts; equal
in value but written differently is correct ('\boxed{\$29.00}', '\boxed{20\%}' for 20,
'\boxed{300 \text{ miles}}', '\boxed{10\ \text{mph}}', '\boxed{9 \text{ points}}', '\$1,430.' for
the bare number); another quantity is wrong; where the thinking and the solution after
'</think>' disagree, the last (boxed) answer counts (hdr:132, hde:65, hdb:36 and hd2:39 box the
gold after thinking 48, 12, 40 and 30); a final answer equal to the gold reached by wrong working
is correct (hdb:37, hd2:37: the $35 left read as lego sets he can buy, 2); a bare reply or a
sentence is read for the quantity it states (hgo); an expression in an unknown where the
question asks for a number ('\frac{D}{6} \text{ hours}', after 'we can't provide a numerical
value') is wrong, marked debatable (hgc:51, hgo:51; no_answer would also fit).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 252000, 268000 (236000
re-used from round 124); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json
offsets 96000, 112000 (80000 re-used); bench/gsm/results/gsm_baseline_result.json offsets 64000,
80000 (48000 re-used); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json
offsets 48000, 64000 (32000 re-used); bench/gsm/results/gsm_result.json offsets 80000, 96000,
112000, 128000 (64000 re-used).

Leads for a later round: Hawkeye hdr from 284000 (element 148, Brittany's museum tickets, opens
at the end of 268000: re-use this round's paste pages/hdr_268000.txt); hde from 128000 (element
76, Cecilia's puppy, opens at the end of 112000); hdb from 96000 (element 49, Richard's
apartments, opens at the end of 80000); hd2 from 80000 (element 48, Tracy's wire, opens at the
end of 64000); hgr (gsm_result.json) from 144000 (element 91, Jan's pets, opens at the end of
128000; two records an element; its short hgo replies may repeat earlier rounds' bare answers,
check). Still unread (as rounds 118 and 124 listed): bench/results/*/example*.txt and
gsm8k_result*.json (Qwen2.5 and Llama GSM8K runs: look whether they hold completions with
golds), bench/gsm8k_cot.jsonl, and the older benchark/gsm/results/*_result.json files at 2926e0f
(check repeats against bench/ first).

Usage: python build_public_heldout129.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout129.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout129.jsonl"
SOURCE = "public_heldout129"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
ZH_GR = (
    "gsm_result.json, the repository's two-stage GSM8K run (an indented JSON list of {{question, "
    "answer, cot, model_output, score}} in test order from question 0): {}; pages 64000-143999 of "
    "the file (five pages: 64000, 80000, 96000, 112000, 128000; elements 49-90)"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hdr": (
        "hdr-deepseek-r1-distill-qwen-7b-gsm8k", ZH,
        ZH_PATH.format("DeepSeek-R1-Distill-Qwen-7B/1_result.json"), ZHC,
        ZH_MODEL.format("deepseek-ai/DeepSeek-R1-Distill-Qwen-7B (bench/gsm/run.yaml "
                        "base_model_path; the file is the run's repeat n = 1)",
                        "236000-283999 (three pages: 236000, 252000, 268000)", "130-147"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hde": (
        "hde-efficient-cot-r1-distill-qwen-7b-gsm8k", ZH,
        ZH_PATH.format("Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json"), ZHC,
        ZH_MODEL.format(ZH_ECOT.format(1), "80000-127999 (three pages: 80000, 96000, 112000)",
                        "56-75"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hdb": (
        "hdb-r1-distill-qwen-7b-baseline-gsm8k", ZH,
        ZH_PATH.format("gsm_baseline_result.json"), ZHC,
        ZH_MODEL.format("the repository's GSM8K baseline run (per the file name "
                        "'gsm_baseline_result'; R1-Distill style '<think>' completions, taken to "
                        "be deepseek-ai/DeepSeek-R1-Distill-Qwen-7B, the run.yaml base model)",
                        "48000-95999 (three pages: 48000, 64000, 80000)", "32-48"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hd2": (
        "hd2-efficient-cot-r1-distill-qwen-7b-gsm8k-n2", ZH,
        ZH_PATH.format("Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json"), ZHC,
        ZH_MODEL.format(ZH_ECOT.format(2), "32000-79999 (three pages: 32000, 48000, 64000)",
                        "28-47"),
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
hdr:130|correct|boxed|
hdr:131|correct|boxed|'The total expenditure for the two months is \(\boxed{\$940}\).'
hdr:132|correct|boxed|the thinking ends 'which sums up to 48 tickets in total' (one luge count left out), the solution after '</think>' adds 12 + 24 + 12 + 12 and boxes 60 (gold 60); the last boxed answer counts
hdr:133|correct|boxed|
hdr:134|correct|boxed|'\boxed{\$720}'
hdr:135|correct|boxed|
hdr:136|wrong|boxed|'\boxed{9}' (gold 6: all 27 unicorns taken to be in the Highlands and one third of them female; the one-third and two-thirds steps merged into one)
hdr:137|correct|boxed|'\boxed{\$29.00}' for 29
hdr:138|correct|boxed|
hdr:139|correct|boxed|
hdr:140|correct|boxed|'\boxed{20\%}' for 20
hdr:141|correct|boxed|
hdr:142|wrong|boxed|'\boxed{\$1,\!540}' (gold 140: every waking and sleeping hour but the 14 game hours taken as work, 154 x $10)
hdr:143|wrong|boxed|'\boxed{\$15.40}' (gold 16: light bulbs and cups counted as food, the tax put on the roach traps alone; the thinking had said $11.90)
hdr:144|correct|boxed|
hdr:145|correct|boxed|
hdr:146|correct|boxed|
hdr:147|correct|boxed|'Therefore, **75 bees** returned to the hive in the last 6 hours.', then '\[\boxed{75}\]'
hde:56|correct|boxed|
hde:57|correct|boxed|
hde:58|correct|boxed|'\boxed{\$57.00}' for 57
hde:59|correct|boxed|
hde:60|correct|boxed|
hde:61|correct|boxed|
hde:62|wrong|boxed|'\boxed{100000}' (gold 25000: the thinking reached $75,000, the solution adds 20 years x 5% of $50,000 to the full pension)
hde:63|correct|boxed|'\boxed{\$1,\!596}'
hde:64|correct|boxed|'\boxed{300 \text{ miles}}'
hde:65|correct|boxed|the thinking ends 'Jim spends a total of 12 hours on TV and reading in 4 weeks', the solution after '</think>' computes 9 hours a week x 4 and boxes 36 (gold 36); the last boxed answer counts
hde:66|correct|boxed|
hde:67|correct|boxed|
hde:68|correct|boxed|
hde:69|correct|boxed|
hde:70|correct|boxed|
hde:71|correct|boxed|
hde:72|correct|boxed|
hde:73|correct|boxed|
hde:74|correct|boxed|
hde:75|wrong|boxed|'= \boxed{7.5}', then '\(\boxed{7.5}\)' (gold 60: the levels taken as halving downward from the top's 16, 16 + 8 + 4 + 2 = 30, 30 / 4)
hdb:32|correct|boxed|
hdb:33|correct|boxed|'**Answer:** \(\boxed{70}\)'
hdb:34|correct|boxed|
hdb:35|correct|boxed|
hdb:36|correct|boxed|the thinking ends 'a total expenditure of $40.00 over 30 days' (8 sets), the solution after '</think>' counts 15 sets and boxes '\$75.00' (gold 75); the last boxed answer counts
hdb:37|correct|boxed|'John still has \(\boxed{2}\) lego sets.' = gold 2, reached by wrong working ($35 / $15 taken as the sets he could buy back, 'with \$5 left')
hdb:38|correct|boxed|'\boxed{10\ \text{mph}}'
hdb:39|correct|boxed|'\(\boxed{18}\) miles'
hdb:40|correct|boxed|'**Final Answer:** Brandon’s iPhone is \boxed{8} years old.'
hdb:41|correct|boxed|'\boxed{200 \text{ feet}}'
hdb:42|correct|boxed|
hdb:43|wrong|boxed|'\boxed{1200 \text{ grams}}' (gold 48: calories per gram taken as one serving's 50 calories over the whole 300 g bag)
hdb:44|correct|boxed|'\boxed{\$20.00}'
hdb:45|correct|boxed|
hdb:46|correct|boxed|'**Therefore, the package that Candice purchased contained \(\boxed{163}\) Post-it notes.**'
hdb:47|correct|boxed|
hdb:48|correct|boxed|'Tracy obtained \(\boxed{8}\) pieces of wire.'
hd2:28|correct|boxed|
hd2:29|correct|boxed|'**Answer:** The boots cost \(\boxed{104}\) dollars.'
hd2:30|correct|boxed|
hd2:31|correct|boxed|
hd2:32|correct|boxed|
hd2:33|correct|boxed|
hd2:34|correct|boxed|'= 25 - 2 = \boxed{23}'
hd2:35|correct|boxed|'= \boxed{9 \text{ points}}'
hd2:36|correct|boxed|'\boxed{\$75.00}' for 75
hd2:37|correct|boxed|'\boxed{2}' = gold 2, reached by wrong working ('2 \frac{5}{15} \approx 2.33', 'he can buy **2** lego sets')
hd2:38|correct|boxed|'\boxed{10 \text{ miles per hour}}'
hd2:39|correct|boxed|the thinking takes running as 12 mph and ends 'Total distance = 24 miles + 6 miles = 30 miles', the solution after '</think>' finds 6 mph and boxes '18 \, \text{miles}' (gold 18); the last boxed answer counts
hd2:40|correct|boxed|
hd2:41|wrong|boxed|'\boxed{100\ \text{feet}}' (gold 200: '1200 feet - 1000 feet = 100 feet', a subtraction slip)
hd2:42|correct|boxed|
hd2:43|wrong|boxed|'\boxed{240\text{ grams}}' (gold 48: 250 calories taken as the whole 300 g bag's, not one serving's)
hd2:44|correct|boxed|'= \boxed{\$20}', then '**Answer:** \(\boxed{\$20}\)'
hd2:45|correct|boxed|
hd2:46|correct|boxed|
hd2:47|correct|boxed|
hgc:49|correct|boxed|
hgc:50|correct|boxed|
hgc:51|wrong|boxed|debatable: 'Without the exact distance, we can't provide a numerical value.', then '\boxed{\frac{D}{6} \text{ hours}}' (gold 5: the 3 hours at 10 mph not used; an expression in an unknown where a number is asked, no_answer would also fit)
hgc:52|correct|boxed|
hgc:53|correct|boxed|'\boxed{\$40}'
hgc:54|correct|boxed|
hgc:55|correct|boxed|'= \boxed{14} \text{ bags}', then '**Final Answer:** \(\boxed{14}\)'
hgc:56|correct|boxed|
hgc:57|correct|boxed|
hgc:58|correct|boxed|'\boxed{\$57.00}' for 57
hgc:59|correct|boxed|
hgc:60|correct|boxed|
hgc:61|correct|boxed|'\boxed{\$1,\!430}'
hgc:62|wrong|boxed|'= \boxed{\$75,\!000}', then '\(\boxed{\$75,\!000}\)' (gold 25000: the 5% a year taken as a raise on the full pension)
hgc:63|correct|boxed|'\boxed{\$1,\!596}'
hgc:64|correct|boxed|'= \boxed{300 \text{ miles}}'
hgc:65|correct|boxed|'= \boxed{36}\ \text{hours}'
hgc:66|wrong|boxed|'\boxed{40}' (gold 48: the 8 coaches left out)
hgc:67|correct|boxed|
hgc:68|correct|boxed|
hgc:69|correct|boxed|
hgc:70|correct|boxed|'\boxed{\$7,\!425}'
hgc:71|correct|boxed|
hgc:72|correct|boxed|
hgc:73|correct|boxed|
hgc:74|correct|boxed|
hgc:75|correct|boxed|'= \boxed{60} \, \text{square feet}', then '**Final Answer:** \(\boxed{60}\)'
hgc:76|correct|boxed|
hgc:77|correct|boxed|'= \boxed{100 \text{ pounds}}'
hgc:78|correct|boxed|'= \boxed{\$6.00}', then 'Vincent saves **\$6.00** by buying the flowers at the better price.'
hgc:79|correct|boxed|'\boxed{\$70}'
hgc:80|correct|boxed|'= \boxed{10} \text{ liters}'
hgc:81|correct|boxed|'= \boxed{17} \text{ stickers}', then '**Final Answer:** \(\boxed{17}\)'
hgc:82|correct|boxed|'= \boxed{623} \text{ pounds}', then '**Final Answer:** \(\boxed{623}\) pounds'
hgc:83|correct|boxed|
hgc:84|correct|boxed|'= \boxed{15}', then '\(\boxed{15}\)'
hgc:85|correct|boxed|
hgc:86|correct|boxed|
hgc:87|wrong|boxed|'\boxed{\$780}' (gold 9360: the $600 monthly pay taken as the annual salary; 780 is the monthly pay after three raises, not times 12)
hgc:88|correct|boxed|'**Answer:** Harald sold \(\boxed{8,\!000}\) copies.' for 8000
hgc:89|correct|boxed|'\boxed{\$24}'
hgc:90|correct|boxed|
hgo:49|correct|prose_sentence|the whole reply: 'The total number of unoccupied units in the building is **30**.'
hgo:50|correct|bare_last_line|the whole reply: '$294'
hgo:51|wrong|prose_sentence|debatable: the whole reply: 'The total time it takes Tom to return is \( \frac{D}{6} \) hours.' (gold 5; its cot boxed D/6; no number stated, no_answer would also fit)
hgo:53|correct|bare_last_line|the whole reply: '$40'
hgo:54|correct|bare_last_line|the whole reply: '40 kittens.'
hgo:55|correct|boxed|a rewrite of the cot, opening 'Cot: <think>' (no '</think>'), ending 'Therefore, Jean can fill \(\boxed{14}\) bags.'
hgo:56|correct|prose_sentence|the whole reply: 'Peter can go to the movies **3** times this week.'
hgo:57|correct|prose_sentence|the whole reply: "The maximum number of boxes that can be loaded onto the truck without exceeding the bridge's weight limit is **83**."
hgo:58|correct|boxed|the whole reply: '\boxed{\$57.00}' for 57
hgo:59|correct|bare_last_line|the whole reply: '187 raspberries total.'
hgo:60|correct|prose_sentence|the whole reply: 'The number of good oranges is **17**.'
hgo:61|correct|bare_last_line|the whole reply: '\$1,430.'
hgo:62|wrong|prose_sentence|a rewrite of the cot's steps ending "So, Marcy's annual pension after quitting after 30 years is **\$75,000**." (gold 25000; its cot boxed 75,000)
hgo:63|correct|bare_last_line|the whole reply: '$1,596'
hgo:64|correct|bare_last_line|the whole reply: '300 miles'
hgo:65|correct|bare_last_line|the whole reply: '36'
hgo:67|correct|prose_sentence|the whole reply: 'The total number of gems in the chest is **595**.'
hgo:68|correct|bare_last_line|the whole reply: '36 teachers.'
hgo:69|correct|bare_last_line|the whole reply: '60.'
hgo:70|correct|bare_last_line|the whole reply: '\$7,425.'
hgo:71|correct|bare_last_line|the whole reply: '60 instructions.'
hgo:72|correct|bare_last_line|the whole reply: '\$221'
hgo:73|correct|bare_last_line|the whole reply: '$255.'
hgo:74|correct|bare_last_line|the whole reply: '$88.'
hgo:75|correct|prose_sentence|the whole reply: "The average square footage of a level in Luke's 4-level sandcastle is 60 square feet."
hgo:76|correct|bare_last_line|the whole reply: '5 bags.'
hgo:77|correct|prose_sentence|the whole reply: 'The difference in the amount of laundry Raymond and David do is 100 pounds.'
hgo:78|correct|prose_sentence|the whole reply: 'Vincent saves **\$6.00** by buying flowers at the better price.' for 6
hgo:79|correct|boxed|the whole reply: 'The grooming cost is \(\boxed{70}\).'
hgo:80|correct|prose_sentence|the whole reply: '10 liters of water were left.'
hgo:81|correct|prose_sentence|the whole reply: 'Charlie has **17 stickers left** after all the transactions.'
hgo:82|correct|bare_last_line|the whole reply: '623 pounds'
hgo:83|correct|bare_last_line|the whole reply: '600.'
hgo:84|correct|boxed|a copy of the cot's solution steps ending '\(\boxed{15}\)', then the prompt's line 'This is a chain-of-thought that helps you answer.' echoed as the last line
hgo:85|correct|prose_sentence|the whole reply: 'Gene has a total of 44 quilt blocks in his quilt.'
hgo:86|correct|bare_last_line|the whole reply: '22'
hgo:87|wrong|boxed|the whole reply: '\boxed{\$780}' (gold 9360; its cot boxed $780)
hgo:88|correct|boxed|the whole reply: 'Harald sold \(\boxed{8,\!000}\) copies.' for 8000
hgo:89|correct|prose_sentence|the whole reply: 'The total cost for the gift bags is **\$24**.'
hgo:90|correct|bare_last_line|the whole reply: '225 pounds.'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

__doc__ = r"""Build public_heldout140.jsonl: a 140th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 134's repository Zhuohao-Li/Hawkeye (rounds 109, 113, 118, 124, 129 and 134
read its bench/gsm results files and named where to go on). Its bench/gsm/results folder commits
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

Method (rounds 88-134's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out at 16,000. Two new pastes first came out short and were pasted again where they
differed from the display (a transcription slip, not the file): hdr_316000 at 15,992 (the
Jessica completion's '$300 per month ... $200 per month' had been pasted as '$300/month ...
$200/month') and hdr_332000 at 15,985 (the Sarai completion's restated question had been pasted
with '3/4' for the display's '\\(\\frac{3}{4}\\)'); both then came out at 16,000. Round 134's
pastes of hdr 300000, hde 144000, hdb 96000, hd2 80000 and hgr 160000 were re-used (copied from
/tmp/rounds/real134/pages; each paste and its decoded page checked equal to round 134's with
cmp), since the first element this round takes opens on them. No page is pasted in pieces and
nothing was retyped or shortened. One loop marker is used, in round 134's re-used paste
hde_144000 (work/mk.py, round 100's @@U1@@unit@@/U1@@ + @@R1@@ form, the count fixed by the page
length, exactly one count 0-400 fitting): the Lee/Gerald completion's run of 'Wait.\n\n' lines
(9 characters of page text, repeated 133 more times); that element (hde:93) was taken in round
134 and is skipped here; no new page needs a marker. Two no-break spaces (U+00A0) are restored
(work/mk.py NBSP): the Cody question ('If Amir eats 5 cookies,<U+00A0>how many', as
gsm8k/test.jsonl has it; the read_file display shows a plain space) on hgr_160000 (round 134's)
and on hde_160000 (new: element 105 was not found by its question until it was restored). Each
new page starts where the one before ends (offsets 16,000 apart), checked by work/extract.py,
which cut the records out by script (raw_*.jsonl): the pages of one file joined in file order,
each whole list element parsed, r = the raw JSON string body of its `model_output` (or `cot`;
enc json, checked to decode to the parsed value), g = its `answer`, rec = its list index, found
as the gsm8k/test.jsonl line of its question and checked to run on one by one, with `answer`
equal to the line's '####' value. Elements before the first one named below (taken in round 134)
are skipped; the element cut by the end of each file's last page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 300000
  (round 134's paste, for element 163's opening), 316000, 332000 (= hdr_300000 .. hdr_332000):
  elements 163 (the toys in a room) to 180 (Sarai's class vote) whole; 181 (Sandra the florist)
  cut by the end of 332000 and dropped: 18 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 144000 (round 134's paste, for element 96's opening), 160000 and 176000
  (= hde_144000 .. hde_176000): elements 96 (Harry's sleep) to 113 (Ryan's flowers) whole; 114
  (Jamal's phone) cut and dropped: 18 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 96000 (round 134's
  paste, for element 58's opening), 112000 and 128000 (= hdb_96000 .. hdb_128000): elements 58
  (Stephen's groceries) to 74 (Artie's flower stand) whole; 75 (Luke's sandcastles) cut and
  dropped: 17 kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 80000 (round 134's paste, for element 59's opening), 96000 and 112000
  (= hd2_80000 .. hd2_112000): elements 59 (the raspberry bush) to 78 (Vincent's flowers) whole;
  79 (John's dog groomer) cut and dropped: 20 kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 160000 (round 134's paste, for
  element 110's opening), 176000, 192000 (= hgr_160000 .. hgr_192000): elements 110 (Marcell and
  Beatrice's fruit roll-ups) to 131 (Joseph's expenditure) whole, each giving two records, its
  `cot` (hgc) and its `model_output` (hgo); element 132 (Pam and Fred's carnival) cut and dropped:
  22 elements, 43 kept (hgc 22, hgo 21: one hgo reply dropped as a repeat, below).

Repeats: the files answer the same GSM8K test questions as rounds 109-134 and as each other
(hdb:59-74 and hd2:59-74 ask the same questions; hde:110-113 and hgc/hgo:110-113 too), each run
its own text. Every completion kept was compared (whitespace-normalised) with every completion
of the earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present, round 134's included: 179 files, 24,645 distinct
completions, by script, work/dedup.py, reading no labels) and with the others of this round: one
repeats an earlier round and is dropped (work/extract.py's DROP): hgo:130 (Nissa's elves, the
whole reply '30'), equal to a round 6 completion (public_heldout6); none repeats within the
round (the bare replies '24', '4', '240', '27', '82' repeat none). 116 records kept.

Repository counts (116 records): Zhuohao-Li/Hawkeye 116 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 18, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 18, its repeat 2 20, the
gsm_baseline run 17, gsm_result's cot 22 and small-model answers 21). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-134 found); `licence` per record. Truth: correct
103, wrong 13, no_answer 0; debatable 0.

Split: GSM8K test 116, MATH 0. Prompt format: long_cot 116 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}, none cut by the 1024-token cap this round; hgo are
Qwen2.5-0.5B-Instruct's short replies to 'So the answer is:': a bare value ('16 liters', '24',
'6 ducks.'), a sentence, a box alone ('\boxed{880}', '$\boxed{\$10,\!000}$') or a short numbered
rewrite of the cot's working). Forms: boxed 100, bare_last_line 9, prose_sentence 7.

Label conventions (rounds 37-134's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$15}', '\boxed{77\,\text{euros}}', '\boxed{\$18,\!000}',
'\boxed{95 \text{ minutes}}', '\boxed{72\ \text{cubic inches}}', '\boxed{\$28.00}',
'\boxed{\$1,\!430}', '\boxed{\$7,\!425}', '\boxed{100\ \text{pounds}}',
'$\boxed{\$10,\!000}$'); another quantity is wrong; where the thinking and the solution after
'</think>' disagree, the last (boxed) answer counts (hde:107, hdb:65, hdb:70 and hgc:125 box the
gold after thinking 7, 12, 2,925 and 9); a final answer equal to the gold reached by wrong working
is correct (hgo:124, whose working writes '60 - 20 = 30'; hgo:127, which swaps Amy and Lily); a
bare reply or a sentence is read for the quantity it states (hgo).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 316000, 332000 (300000
re-used from round 134); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json
offsets 160000, 176000 (144000 re-used); bench/gsm/results/gsm_baseline_result.json offsets
112000, 128000 (96000 re-used); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
2_result.json offsets 96000, 112000 (80000 re-used); bench/gsm/results/gsm_result.json offsets
176000, 192000 (160000 re-used).

Leads for a later round: Hawkeye hdr from 348000 (element 181, Sandra the florist, opens at the
end of 332000: re-use this round's paste pages/hdr_332000.txt); hde from 192000 (element 114,
Jamal's phone, opens at the end of 176000: re-use pages/hde_176000.txt); hdb from 144000 (element
75, Luke's sandcastles, opens at the end of 128000: re-use pages/hdb_128000.txt; its thinking runs
long, it may reach the 1024-token cap); hd2 from 128000 (element 79, John's dog groomer, opens at
the end of 112000: re-use pages/hd2_112000.txt); hgr (gsm_result.json) from 208000 (element 132,
Pam and Fred's carnival, opens at the end of 192000: re-use pages/hgr_192000.txt; two records an
element; its short hgo replies may repeat earlier rounds' bare answers, check: '30' did this
round). Watch for no-break spaces in GSM8K questions (the display shows them as plain spaces: an
element not found by its question needs one restored), and for the paster's own slips (this
round two pages came out short until re-pasted against the display). Still unread (as rounds
118-134 listed): bench/results/*/example*.txt and gsm8k_result*.json (Qwen2.5 and Llama GSM8K
runs: look whether they hold completions with golds), bench/gsm8k_cot.jsonl, and the older
benchark/gsm/results/*_result.json files at 2926e0f (check repeats against bench/ first).

Usage: python build_public_heldout140.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout140.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout140.jsonl"
SOURCE = "public_heldout140"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
ZH_GR = (
    "gsm_result.json, the repository's two-stage GSM8K run (an indented JSON list of {{question, "
    "answer, cot, model_output, score}} in test order from question 0): {}; pages 160000-207999 "
    "of the file (three pages: 160000, 176000, 192000; elements 110-131)"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hdr": (
        "hdr-deepseek-r1-distill-qwen-7b-gsm8k", ZH,
        ZH_PATH.format("DeepSeek-R1-Distill-Qwen-7B/1_result.json"), ZHC,
        ZH_MODEL.format("deepseek-ai/DeepSeek-R1-Distill-Qwen-7B (bench/gsm/run.yaml "
                        "base_model_path; the file is the run's repeat n = 1)",
                        "300000-347999 (three pages: 300000, 316000, 332000)", "163-180"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hde": (
        "hde-efficient-cot-r1-distill-qwen-7b-gsm8k", ZH,
        ZH_PATH.format("Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json"), ZHC,
        ZH_MODEL.format(ZH_ECOT.format(1), "144000-191999 (three pages: 144000, 160000, 176000)",
                        "96-113"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hdb": (
        "hdb-r1-distill-qwen-7b-baseline-gsm8k", ZH,
        ZH_PATH.format("gsm_baseline_result.json"), ZHC,
        ZH_MODEL.format("the repository's GSM8K baseline run (per the file name "
                        "'gsm_baseline_result'; R1-Distill style '<think>' completions, taken to "
                        "be deepseek-ai/DeepSeek-R1-Distill-Qwen-7B, the run.yaml base model)",
                        "96000-143999 (three pages: 96000, 112000, 128000)", "58-74"),
        ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
    ),
    "hd2": (
        "hd2-efficient-cot-r1-distill-qwen-7b-gsm8k-n2", ZH,
        ZH_PATH.format("Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json"), ZHC,
        ZH_MODEL.format(ZH_ECOT.format(2), "80000-127999 (three pages: 80000, 96000, 112000)",
                        "59-78"),
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
hdr:163|correct|boxed|
hdr:164|correct|boxed|'Jackie will have \(\boxed{\$15}\) more if she hires the accountant.' for 15
hdr:165|correct|boxed|'\boxed{77\,\text{euros}}' for 77
hdr:166|correct|boxed|'Sandra needs to babysit \(\boxed{5}\) times.'
hdr:167|correct|boxed|
hdr:168|correct|boxed|
hdr:169|correct|boxed|
hdr:170|correct|boxed|
hdr:171|correct|boxed|
hdr:172|wrong|boxed|'\boxed{41}' (gold 51: the four ages 8 + 8 + 16 + 19 added as 41, an addition slip; the thinking also says 41)
hdr:173|correct|boxed|'\boxed{\$18,\!000}' for 18000
hdr:174|correct|boxed|'\boxed{95 \text{ minutes}}'
hdr:175|correct|boxed|
hdr:176|correct|boxed|
hdr:177|correct|boxed|'\boxed{\$350}'
hdr:178|correct|boxed|
hdr:179|correct|boxed|'\boxed{\$130}'
hdr:180|correct|boxed|
hde:96|correct|boxed|'= 9 - 6 = \boxed{3}'
hde:97|correct|boxed|'\(\boxed{12}\)'
hde:98|correct|boxed|
hde:99|correct|boxed|
hde:100|correct|boxed|
hde:101|correct|boxed|
hde:102|wrong|boxed|'\boxed{15}' (gold 26: the bedtime glass and the weekend meals left out; the thinking had said 16)
hde:103|correct|boxed|'= \boxed{140 \text{ minutes}}', then '**Answer:** \(\boxed{140}\) minutes'
hde:104|correct|boxed|
hde:105|correct|boxed|'= 15 + 5 = \boxed{20}'
hde:106|correct|boxed|'\boxed{72\ \text{cubic inches}}'
hde:107|correct|boxed|the thinking ends 'Frankie watched **7** thirty-minute episodes on Wednesday.' (Monday and Tuesday left out), the solution after '</think>' boxes 3 (gold 3): 'Frankie watched \(\boxed{3}\) thirty-minute episodes on Wednesday.'; the last boxed answer counts
hde:108|correct|boxed|the thinking already boxes 50, the solution ends '\boxed{50}'
hde:109|correct|boxed|'= \boxed{\$28.00}', then '\(\boxed{\$28.00}\)' for 28
hde:110|wrong|boxed|'\boxed{35}' (gold 45: Beatrice's 24 roll-ups long read as 14)
hde:111|correct|boxed|'\boxed{16\ \text{liters}}'
hde:112|correct|boxed|
hde:113|correct|boxed|'= \boxed{25 \text{ flowers}}'
hdb:58|correct|boxed|'\boxed{\$57.00}' for 57
hdb:59|correct|boxed|
hdb:60|correct|boxed|'\(\boxed{17}\)'
hdb:61|correct|boxed|'\boxed{\$1,\!430}' for 1430
hdb:62|wrong|boxed|'\boxed{\$81,\!444.50}' (gold 25000: the pension grown 5% a year compounded for 10 years, not 5% of it per year of service after 20)
hdb:63|correct|boxed|'\boxed{\$1,\!596}' for 1596
hdb:64|correct|boxed|'Sophia can drive \(\boxed{300}\) miles on a single tank of gas.'
hdb:65|correct|boxed|the thinking ends 'a total of 12 hours', the solution after '</think>' counts 3 sessions a week and boxes 36 (gold 36); the last boxed answer counts
hdb:66|correct|boxed|
hdb:67|correct|boxed|
hdb:68|correct|boxed|
hdb:69|correct|boxed|
hdb:70|correct|boxed|the thinking counts 13 classes and ends 'resulting in $2,925.00', the solution after '</think>' counts 33 classes and boxes '\$7,\!425' (gold 7425); the last boxed answer counts
hdb:71|correct|boxed|'Kelian has to read a total of \(\boxed{60}\) instructions.'
hdb:72|correct|boxed|'Tommy raised a total of \(\boxed{\$221}\).'
hdb:73|correct|boxed|'Shiela will pay \(\boxed{255}\) dollars each month for 3 months.'
hdb:74|correct|boxed|'\boxed{88}', then 'Artie will make **\$88**.'
hd2:59|correct|boxed|
hd2:60|correct|boxed|'= 25 - 8 = \boxed{17}'
hd2:61|correct|boxed|'= \boxed{\$1,\!430}' for 1430
hd2:62|wrong|boxed|'\boxed{\$81,\!444.73}' (gold 25000: the pension compounded 5% a year for 10 years)
hd2:63|correct|boxed|'\boxed{\$1,\!596}' for 1596
hd2:64|correct|boxed|
hd2:65|wrong|boxed|'\boxed{20}' (gold 36: the 2 hours of TV counted once a week, not per session)
hd2:66|correct|boxed|
hd2:67|correct|boxed|
hd2:68|correct|boxed|'= \frac{180}{5} = \boxed{36}'
hd2:69|correct|boxed|
hd2:70|correct|boxed|'\boxed{\$7,\!425}' for 7425
hd2:71|correct|boxed|
hd2:72|correct|boxed|
hd2:73|correct|boxed|
hd2:74|correct|boxed|'**Final Answer:** \(\boxed{88}\)'
hd2:75|wrong|boxed|'\boxed{7.5}' (gold 60: each level below taken as half the one above, 16, 8, 4, 2, not double)
hd2:76|correct|boxed|
hd2:77|correct|boxed|'= \boxed{100\ \text{pounds}}', then '**Final Answer:** \(\boxed{100\ \text{pounds}}\)'
hd2:78|correct|boxed|'= \boxed{\$6}'
hgc:110|correct|boxed|
hgc:111|correct|boxed|'\boxed{16\ \text{liters}}'
hgc:112|correct|boxed|
hgc:113|correct|boxed|'= \boxed{25}'
hgc:114|correct|boxed|'\text{Number of ducks} = \boxed{6}'
hgc:115|wrong|boxed|'\boxed{\$180}' (gold 90: the cost of the lumber given as the profit, the 50% rise not used)
hgc:116|correct|boxed|
hgc:117|correct|boxed|
hgc:118|correct|boxed|'= \boxed{4}', then '**Answer:** \(\boxed{4}\) containers'
hgc:119|wrong|boxed|'\boxed{\$99,\!076.92}' (gold 95200: Lylah's salary found as Adrien's new salary / 1.3 instead of her old one raised)
hgc:120|correct|boxed|
hgc:121|correct|boxed|'= \boxed{27}', then '**Final Answer:** \(\boxed{27}\)'
hgc:122|wrong|boxed|'**\boxed{39}** hours', then '\boxed{39}' (gold 48: the rest of the week counted as three days, Wednesday twice, not four)
hgc:123|correct|boxed|'= \boxed{50 \, \text{miles}}', then '\boxed{50}'
hgc:124|correct|boxed|
hgc:125|correct|boxed|the thinking ends 'the package Julia bought contained 9 spoons.', the solution after '</think>' boxes 10 (gold 10): 'Julia's package contained \(\boxed{10}\) spoons.'; the last boxed answer counts
hgc:126|correct|boxed|'= \boxed{82}', then '**Final Answer:** \(\boxed{82}\)'
hgc:127|correct|boxed|'= 50 + 70 = \boxed{120}'
hgc:128|correct|boxed|'= \boxed{\$880}' for 880
hgc:129|correct|boxed|'= \boxed{\$10,\!000}', then '**Final Answer:** \(\boxed{\$10,\!000}\)' for 10000
hgc:130|correct|boxed|
hgc:131|correct|boxed|'\boxed{\$940}' for 940
hgo:110|correct|prose_sentence|the whole reply: 'The average number of fruit roll-ups that Marcell and Beatrice ate is 45.'
hgo:111|correct|bare_last_line|the whole reply: '16 liters'
hgo:112|correct|bare_last_line|the whole reply: '24'
hgo:113|correct|prose_sentence|a rewrite of the cot's thinking ending 'Therefore, after 15 days, Ryan has 25 flowers in his garden.'
hgo:114|correct|bare_last_line|the whole reply: '6 ducks.'
hgo:115|wrong|boxed|the whole reply: '\boxed{\$180}' (gold 90; its cot boxed the same)
hgo:116|correct|prose_sentence|the whole reply: 'Katy uses 42 teaspoonfuls of sugar.'
hgo:117|correct|prose_sentence|the whole reply: 'John paid **\$360** for the shoes.'
hgo:118|correct|bare_last_line|the whole reply: '4'
hgo:119|wrong|prose_sentence|the whole reply: 'The total salary of Adrien and Lylah four years later is **$99,076.92**.' (gold 95200; its cot boxed the same)
hgo:120|correct|bare_last_line|the whole reply: '240'
hgo:121|correct|bare_last_line|the whole reply: '27'
hgo:122|wrong|bare_last_line|the whole reply: '39 hours' (gold 48; its cot boxed 39)
hgo:123|correct|prose_sentence|the whole reply: 'Rosie can run a total of 50 miles in 7 hours.'
hgo:124|correct|boxed|numbered steps ending 'Therefore, the initial number of already-stamped letters is 10.' and 'The answer is \(\boxed{10}\).'; reached by wrong working ('60 - 20 = 30')
hgo:125|correct|bare_last_line|the whole reply: '10 spoons.'
hgo:126|correct|bare_last_line|the whole reply: '82'
hgo:127|correct|prose_sentence|numbered steps (Amy and Lily swapped) ending 'Therefore, the total number of friends Lily and Amy have together is \(120\).'
hgo:128|correct|boxed|the whole reply: '\boxed{880}'
hgo:129|correct|boxed|the whole reply: '$\boxed{\$10,\!000}$' for 10000
hgo:131|correct|boxed|the whole reply: '\boxed{940}'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

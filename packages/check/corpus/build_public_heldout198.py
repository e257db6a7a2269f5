__doc__ = r"""Build public_heldout198.jsonl: a 198th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 195's repository Zhuohao-Li/Hawkeye (rounds 109-195 read its bench/gsm results
files and named where to go on). Its bench/gsm/results folder commits DeepSeek-R1-Distill-Qwen-7B
style runs on GSM8K test, each an indented JSON list in test order from question 0. The run script
(benchark/gsm/run.py at 2926e0f, read in round 118) has three stages: stage 3 `base_qa` asks
'Question: {question}.' as the only user turn (sglang, max_tokens 1024, temperature 0.7, top_p
0.9) and stores {question, answer, model_output, score} (the hdr, hde, hdb, hd2 files, every
model_output opening '<think>'); stage 1 `cot` asks the cot model (bench/gsm/run.yaml
cot_model_path Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B) with benchark/gsm/utils.py
`cot_prompt` (max_tokens 1024) and stores `cot`; stage 2 `qa` gives the small model (run.yaml
small_model_path Qwen/Qwen2.5-0.5B-Instruct) utils.py `doc_to_text` 'Question: {question}\nCot:
{cot}\nThis is a chain-of-thought that helps you answer.\nSo the answer is:' (max_tokens 512) and
stores its reply as `model_output` beside the `cot` (the gsm_result.json file: {question, answer,
cot, model_output, score}).

Method (rounds 88-195's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Round
195's pastes of hdr 684000, hde 496000, hdb 432000, hd2 336000 and hgr 544000 (copied from
/tmp/rounds/real195/pages; they decode to 16,000 each as there) were re-used, since the first
element this round takes from each file opens on them. hde_496000 and hd2_336000 keep round 195's
loop markers (one copy of the unit 'Wait.\n\n', 9 characters of page text, between @@U1@@ and
@@/U1@@, and @@R1@@ where the rest of the run goes; work/mk.py repeats the unit the one whole number
of times that makes the page 16,000 long: 364 more in hde_496000, 251 more in hd2_336000); the
runs belong to elements 301 and 205, taken in round 195, not to any element of this round.
hdb_432000 keeps work/mk.py's NBSP entry (the advertising question, GSM8K test line 224, element
223, has '\u00a0 ' after 'for another year.', which the read_file display shows as a plain space;
restored after the length check), again for an element taken in round 195. Eight new pages were
pasted and all came out at 16,000 at the first paste, none with a loop marker. Nothing was
shortened. Each new page starts where the one before ends (offsets 16,000 apart), checked by
work/extract.py, which cut the records out by script (raw_*.jsonl): the pages of one file joined
in file order, each whole list element parsed, r = the raw JSON string body of its `model_output`
(or `cot`; enc json, checked to decode to the parsed value), g = its `answer`, rec = its list
index, found as the gsm8k/test.jsonl line of its question and checked to run on one by one, with
`answer` equal to the line's '####' value. Elements before the first one named below (taken in
round 195) are skipped; the element cut by the end of each file's last page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 684000
  (round 195's paste, for element 362's opening and model_output), 700000 and 716000
  (= hdr_684000 .. hdr_716000): elements 362 (Mark's dog beds) to 379 (Rachel's cookies) whole;
  380 (Karan's loan) cut by the end of 716000 inside its model_output and dropped: 18 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 496000 (round 195's paste, for element 303's opening), 512000 and 528000
  (= hde_496000 .. hde_528000): elements 303 (Elise's books) to 320 (the party's women) whole;
  321 (the magazine and the pen) cut and dropped: 18 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 432000 (round 195's
  paste, for element 229's opening) and 448000 (= hdb_432000, hdb_448000): elements 229 (the
  watermelon farm) to 238 (Mary, Joan and Jessa's ages) whole; 239 (the school hall's exits) cut
  and dropped: 10 kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 336000 (round 195's paste, for element 210's opening) and 352000
  (= hd2_336000, hd2_352000): elements 210 (Sara's jacket) to 218 (Adrian, Harriet and Zack's
  ages) whole; 219 (the board game's four students) cut and dropped: 9 kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 544000 (round 195's paste, for
  element 359's opening), 560000 and 576000 (= hgr_544000 .. hgr_576000): elements 359 (Billy's
  candy) to 380 (Karan's loan) whole, each giving two records, its `cot` (hgc) and its
  `model_output` (hgo); element 381 (Cho and Chloe's hike) cut and dropped: 22 elements, 44
  records, 42 kept (hgc 22, hgo 20; two repeats dropped, below).

Repeats: the files answer the same GSM8K test questions as rounds 109-195 and as each other
(hdr 362-379 ask the questions of hgr 362-379, each run its own text). Every completion kept was
compared (whitespace-normalised) with every completion of the earlier rounds
(packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/public_heldout*.jsonl
present: 301 files, 30,233 distinct completions, by script, work/dedup.py, reading no labels) and
with the others of this round: two repeat, the hgo replies of elements 359 (Billy's candy, '4')
and 378 (Lindsay's socks, '15'), each a bare number an earlier round already holds; both were
dropped (work/extract.py DROP). The other short hgo replies ('25', '18', '19', '50', '20 days.',
'6 hours.', '45 kg.', '15 pupils.', '$1200', '$240,000.', '\$803', ...) do not repeat. 97 records
kept.

Repository counts (97 records): Zhuohao-Li/Hawkeye 97 (100 %: DeepSeek-R1-Distill-Qwen-7B repeat
1 18, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 18 and repeat 2 9, the gsm_baseline run
10, gsm_result's cot 22 and small-model answers 20). Licence: no LICENSE file in the index for
Zhuohao-Li/Hawkeye (as rounds 109-195 found); `licence` per record. Truth: correct 82, wrong 14,
no_answer 1; debatable 1.

Split: GSM8K test 97, MATH 0. Prompt format: long_cot 97 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}; one boxes no quantity: hdr:368 (Erin's points) finds the question
inconsistent and boxes '\text{The problem statement is unclear and needs clarification.}'; hgo
are Qwen2.5-0.5B-Instruct's short replies to 'So the answer is:': a bare value ('25', '$1200',
'\$803'), a value with its unit ('20 days.', '6 hours.', '45 kg.', '15 pupils.', '$240,000.'), a
sentence ('Mark needs 23 pounds of stuffing ...', 'Rachel has **0 cookies** left.') or a box
('... is \( \boxed{50} \).')). Forms: boxed 78, bare_last_line 11, prose_sentence 8.

Label conventions (rounds 37-195's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$1,\!198}', '\boxed{\$240,000}', '\boxed{45 \text{ kg}}',
'\boxed{16 \text{ weeks}}', '\boxed{\$2050}', '\boxed{14 \text{ people}}', '\boxed{156\
\text{kilograms}}', '\boxed{\$276,\!000}', '\boxed{23 \text{ pounds}}', '\boxed{6 \text{
hours}}', '\boxed{\$320}', '\boxed{\$803}', '20 days.', '$240,000.', '\$803'); another quantity
is wrong (hdr:371 boxes 100 shoes for the gold's 50 pairs); where the thinking and the solution
disagree, the last (boxed) answer counts (hde:303 thinks '$40' and boxes 1300; hgc:363 and hd2:216
box a step's value (450 miles, \$2200) on the way, then the answer); a box that states no
quantity, the question called unclear, is no_answer (hdr:368, marked debatable, as dtgp:383's
'Cannot be determined' was); a boxed value the completion itself calls impossible still counts
(hd2:214 '\boxed{-2}' is wrong); a bare reply, a label or a sentence is read for the quantity it
states (hgo).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 700000, 716000 (684000
re-used from round 195); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
1_result.json offsets 512000, 528000 (496000 re-used); bench/gsm/results/gsm_baseline_result.json
offset 448000 (432000 re-used); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
2_result.json offset 352000 (336000 re-used); bench/gsm/results/gsm_result.json offsets 560000,
576000 (544000 re-used).

Leads for a later round: Hawkeye hdr from 732000 (element 380, Karan's loan, opens on 716000 and
is cut there inside its model_output: re-use this round's paste pages/hdr_716000.txt); hde from
544000 (element 321, the magazine and the pen, opens at the end of 528000: re-use
pages/hde_528000.txt); hdb from 464000 (element 239, the school hall's exits, opens at the end of
448000: re-use pages/hdb_448000.txt); hd2 from 368000 (element 219, the board game's four
students, opens on 352000 with its model_output cut at 'Combined points of Naomi, Yuri, and
Brianna} = 2': re-use pages/hd2_352000.txt); hgr (gsm_result.json) from 592000 (element 381, Cho
and Chloe's hike, opens at the end of 576000 inside its cot: re-use pages/hgr_576000.txt; two
records an element; its short hgo replies often repeat earlier rounds' bare answers ('4' and '15'
did this round): check). hdb and hd2 were read one new page each this round (time), so they have
the most left near the front. Long 'Wait.' runs (hde, hd2) are pasted with a loop marker; their
unit is 9 characters of page text ('Wait.\\n\\n' as the file has it). Watch for curly
apostrophes (Helena’s serum, 'Let’s denote' in hdr:368: kept as the file has them), for no-break
spaces the display shows as spaces (a question that does not match its gsm8k/test.jsonl line),
and for '\\\\\\\\\\n' (LaTeX line breaks) in hgr. Still unread (as rounds 118-195 listed):
bench/results/*/example*.txt and gsm8k_result*.json (Qwen2.5 and Llama GSM8K runs: look whether
they hold completions with golds), bench/gsm8k_cot.jsonl, and the older
benchark/gsm/results/*_result.json files at 2926e0f (check repeats against bench/ first).

Usage: python build_public_heldout198.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout198.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout198.jsonl"
SOURCE = "public_heldout198"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
SOURCES = zh_sources(
    hdr=("684000-731999 (three pages: 684000, 700000, 716000)", "362-379"),
    hde=("496000-543999 (three pages: 496000, 512000, 528000)", "303-320"),
    hdb=("432000-463999 (two pages: 432000, 448000)", "229-238"),
    hd2=("336000-367999 (two pages: 336000, 352000)", "210-218"),
    gr="pages 544000-591999 of the file (three pages: 544000, 560000, 576000; elements 359-380)",
)

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:362|correct|boxed|Mark's dog beds (opens on page 684000): 4 x 2 + 3 x 5, '**Final Answer:**\n\n\boxed{23}'
hdr:363|wrong|boxed|'\boxed{5\text{ hours and }51\text{ minutes}}' (gold 6: the 10-mile detour left out of the way there, 200 / 70 = 2.857 hours instead of 210 / 70 = 3, plus 240 / 80 = 3)
hdr:364|correct|boxed|
hdr:365|correct|boxed|
hdr:366|correct|boxed|
hdr:367|correct|boxed|
hdr:368|no_answer|boxed|debatable: Erin's points: reads 'three times more' as 14 = 3 x 8, finds it false, tries 14 = 3(8 + E) to E = -10/3 and boxes '\text{The problem statement is unclear and needs clarification.}' (gold 18); no quantity stated (as dtgp:383's 'Cannot be determined' was labelled); wrong would fit if a refusal in the box were read as a wrong answer
hdr:369|correct|boxed|'\boxed{\$1,\!198}' for 1198
hdr:370|correct|boxed|
hdr:371|wrong|boxed|'\(\boxed{100}\)' (gold 50: it counts 14 + 28 + 8 = 50 pairs, then doubles them to 100 shoes; the gold counts the pairs)
hdr:372|correct|boxed|
hdr:373|correct|boxed|'= \boxed{\$240,000}', then 'is \boxed{\$240,000}.' for 240000
hdr:374|correct|boxed|'Mary collects \(\boxed{45 \text{ kg}}\) of milk every day.' for 45
hdr:375|correct|boxed|
hdr:376|correct|boxed|
hdr:377|correct|boxed|
hdr:378|correct|boxed|
hdr:379|correct|boxed|
hde:303|correct|boxed|Elise's books (opens on page 496000): the thinking takes 3x = 200, tries x = 66 and ends 'earning a total of \$40'; the solution uses the 45 books sold this year, 200 - 135 = 65 books, and boxes '\boxed{1300}' (= gold 1300); the last (boxed) answer counts
hde:304|wrong|boxed|'\boxed{\$4,\!200}' (gold 3200: 10 hours on all 30 days of April, 300 hours, instead of five days a week for four weeks, 200 hours; $3,000 + $1,200 instead of $2,000 + $1,200)
hde:305|correct|boxed|'20 - 16 = \boxed{4}', then 'John lost to \(\boxed{4}\) people.'
hde:306|correct|boxed|
hde:307|correct|boxed|'\boxed{16 \text{ weeks}}' for 16
hde:308|wrong|boxed|'**Final Answer:** \(\boxed{\$2}\)' (gold 6: only the milk's 4 x $0.5 counted; the ice cream's 2 x $2 saving left out)
hde:309|correct|boxed|
hde:310|correct|boxed|'\boxed{\$2050}' for 2050
hde:311|wrong|boxed|'\boxed{35}' (gold 91: each group's eggs per person taken as the group's, 3 x 7 + 2 x 7, instead of 3 people x 3 eggs + 2 people x 2 eggs = 13 a day, x 7)
hde:312|correct|boxed|'= \boxed{32} \text{ years}', then '**Answer:** \(\boxed{32}\)'
hde:313|correct|boxed|
hde:314|correct|boxed|
hde:315|correct|boxed|'= \boxed{14 \text{ people}}' for 14
hde:316|correct|boxed|'\boxed{156\ \text{kilograms}}' for 156
hde:317|correct|boxed|
hde:318|correct|boxed|
hde:319|correct|boxed|'The electric company requires **\(\boxed{15}\)** electric poles'
hde:320|correct|boxed|
hdb:229|correct|boxed|the watermelon farm (opens on page 432000): 120 - 36 = 84, 84 - 63 = 21, '\boxed{21}'
hdb:230|correct|boxed|'\boxed{\$276,\!000}' for 276000
hdb:231|correct|boxed|'Kylie collects **\boxed{50}** shells on Tuesday.'
hdb:232|correct|boxed|
hdb:233|correct|boxed|
hdb:234|wrong|boxed|'\boxed{14}' (gold 21: the girlfriend's 3 tomatoes a day left out, 42 / 3 instead of (6 + 3) x 7 / 3)
hdb:235|correct|boxed|'John needs to order \(\boxed{10}\) pizzas.'
hdb:236|wrong|boxed|'\boxed{26}' (gold 31: the pens made from the empties' ink, 5, then 1 more from those, are not all added: the thinking makes 1 extra pen, the solution 5 extra and writes '25 + 5 = 26')
hdb:237|correct|boxed|
hdb:238|correct|boxed|
hd2:210|correct|boxed|Sara's jacket (opens on page 336000): (70 - 30) / 4, '\boxed{10}'
hd2:211|correct|boxed|
hd2:212|correct|boxed|'Thus, Gary spends \boxed{5} hours walking.'
hd2:213|correct|boxed|
hd2:214|wrong|boxed|'\boxed{-2}', then 'A negative amount of water doesn't make practical sense ...' (gold 8: the 4 minutes' leak taken as 4 gallons less four minutes ago instead of 16 more, 4S - 4 = 2(S - 4) instead of 4S + 16 = 2(S + 16)); a boxed value, wrong
hd2:215|correct|boxed|
hd2:216|correct|boxed|boxes the total owed '\boxed{\$2200}' on the way, then '= \boxed{\$220}' and '**Final Answer:** \(\boxed{\$220}\)' (= gold 220)
hd2:217|correct|boxed|
hd2:218|correct|boxed|
hgc:359|correct|boxed|Billy's candy (its cot opens on page 544000): (10 - 2 x 2) / 1.5, '\boxed{4}'
hgc:360|correct|boxed|
hgc:361|correct|boxed|
hgc:362|correct|boxed|'= \boxed{23 \text{ pounds}}', then '\(\boxed{23 \text{ pounds}}\)' for 23
hgc:363|correct|boxed|boxes the total distance '\boxed{450} \text{ miles}' on the way, then '= \boxed{6 \text{ hours}}' (= gold 6)
hgc:364|correct|boxed|
hgc:365|correct|boxed|
hgc:366|correct|boxed|
hgc:367|correct|boxed|
hgc:368|wrong|boxed|'\boxed{0}' (gold 18: it subtracts the 14 points scored from 14, 'subtract her current score', 14 - 14 = 0; the gold reads 'three times more' than Sara's 8 as 8 + 3 x 8 = 32 points now, 32 - 14 = 18)
hgc:369|wrong|boxed|'\boxed{\$1200}' (gold 1198: $880 + $176 + $10 + $132 summed as $1200)
hgc:370|correct|boxed|'= \boxed{\$320}', then '\(\boxed{\$320}\)' for 320
hgc:371|correct|boxed|
hgc:372|correct|boxed|
hgc:373|correct|boxed|'= \boxed{\$240,000}', then '\boxed{\$240,000}' for 240000
hgc:374|correct|boxed|'= \boxed{45 \text{ kg}}', then 'Mary collects \(\boxed{45 \text{ kg}}\) of milk every day.' for 45
hgc:375|correct|boxed|
hgc:376|correct|boxed|
hgc:377|correct|boxed|
hgc:378|correct|boxed|
hgc:379|wrong|boxed|'\boxed{0}' (gold 21: Janet's 42 cookies left out, 23 - 44 = -21 taken as none left, instead of 23 + 42 - 44)
hgc:380|correct|boxed|'\boxed{\$803}' for 803
hgo:360|correct|bare_last_line|the whole reply: '25'
hgo:361|correct|bare_last_line|the whole reply: '20 days.'
hgo:362|correct|prose_sentence|the whole reply: 'Mark needs 23 pounds of stuffing to make 4 chihuahua beds and 3 collie beds.'
hgo:363|correct|bare_last_line|the whole reply: '6 hours.'
hgo:364|correct|prose_sentence|the whole reply: '49 fourth-grade boys were at Small Tree  School on Friday.'
hgo:365|correct|bare_last_line|the whole reply: '18'
hgo:366|correct|prose_sentence|the whole reply: 'Jane needs to score at least 9 points on her third test to pass.'
hgo:367|correct|bare_last_line|the whole reply: '19'
hgo:368|wrong|prose_sentence|the whole reply: 'Erin had **0 points before** scoring 14 points.' (gold 18; its cot boxed the same)
hgo:369|wrong|bare_last_line|the whole reply: '$1200' (gold 1198; its cot boxed the same)
hgo:370|correct|prose_sentence|the whole reply: 'The total cost of making the hand-painted wallpaper at home is **\$320**.'
hgo:371|correct|boxed|the whole reply: 'The total number of tennis shoes sold by the end of the sale is \( \boxed{50} \).'
hgo:372|correct|prose_sentence|the whole reply: 'Hallie has a total of 5 hours of dance practice each week.'
hgo:373|correct|bare_last_line|the whole reply: '$240,000.'
hgo:374|correct|bare_last_line|the whole reply: '45 kg.'
hgo:375|correct|prose_sentence|the whole reply: 'The total number of pieces of bread rolls Mrs. Sherman fed to the chickens is **48**.'
hgo:376|correct|bare_last_line|the whole reply: '15 pupils.'
hgo:377|correct|bare_last_line|the whole reply: '50'
hgo:379|wrong|prose_sentence|the whole reply: 'Rachel has **0 cookies** left.' (gold 21; its cot boxed the same)
hgo:380|correct|bare_last_line|the whole reply: '\$803'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

__doc__ = r"""Build public_heldout213.jsonl: a 213th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 208's repository Zhuohao-Li/Hawkeye (rounds 109-208 read its bench/gsm results
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

Method (rounds 88-208's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Round
208's pastes of hdr 780000, hde 608000, hdb 512000, hd2 432000 and hgr 640000 (copied from
/tmp/rounds/real208/pages; they decode to 16,000 each as there) were re-used, since the first
element this round takes from each file opens on them. Ten new pages were pasted; all ten came
out at 16,000 at the first paste. One page holds a loop marker: pages/hd2_464000.txt, inside
element 287's model_output (the 76-star flag), holds one copy of the loop unit 'Wait.\\n\\n'
(the file's text; 'Wait.' and a blank line in the completion) between the markers @@U1@@ and
@@/U1@@, then @@R1@@ where work/mk.py repeats the unit the one whole number of times (305 more,
306 in all) that makes the page 16,000 characters; the run of 'Wait.' lines is uniform on the
page and ends 'Wait' (no full stop) where the completion was cut, just before '",\n        "score"'.
No page needs a no-break-space entry (every question matched its gsm8k/test.jsonl line as
decoded, double spaces such as 'Hallie had dance practice ...  On Saturdays' and curly
apostrophes such as 'her family’s orchard', 'a customer’s yard', 'Bernadette’s apartment'
included). Nothing was shortened. Each new page starts where the one before ends (offsets 16,000
apart), checked by work/extract.py, which cut the records out by script (raw_*.jsonl): the pages
of one file joined in file order, each whole list element parsed, r = the raw JSON string body
of its `model_output` (or `cot`; enc json, checked to decode to the parsed value), g = its
`answer`, rec = its list index, found as the gsm8k/test.jsonl line of its question and checked
to run on one by one, with `answer` equal to the line's '####' value. Elements before the first
one named below (taken in round 208) are skipped; the element cut by the end of each file's last
page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 780000
  (round 208's paste, for element 415's opening), 796000 and 812000 (= hdr_780000 ..
  hdr_812000): elements 415 (Joanne's apples) to 427 (Kenny's Pokemon cards) whole; 428 (the
  caterer's hot dogs) cut by the end of 812000 inside its solution and dropped: 13 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 608000 (round 208's paste, for element 369's opening), 624000 and 640000 (=
  hde_608000 .. hde_640000): elements 369 (the 44 seniors' awards) to 389 (David and Dasha's
  rides) whole; 390 (Monica's gifts) cut inside its question and dropped: 21 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 512000 (round 208's
  paste, for element 275's opening), 528000 and 544000 (= hdb_512000 .. hdb_544000): elements 275
  (Sean's lines) to 291 (the 4 adults' chocolate bars) whole; 292 (Susan's online task) cut inside
  its thinking and dropped: 17 kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 432000 (round 208's paste, for element 271's opening), 448000 and 464000 (=
  hd2_432000 .. hd2_464000): elements 271 (John's windows, whose model_output ends on 448000) to
  289 (the slow-lane car) whole; 290 (Ali's medals) cut inside its thinking and dropped: 19 kept
  (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 640000 (round 208's paste, for
  element 419's opening), 656000 and 672000 (= hgr_640000 .. hgr_672000): elements 419 (Stanley's
  comb) to 439 (Wayne and Bernadette) whole, each giving two records, its `cot` (hgc) and its
  `model_output` (hgo); element 440 (Billie's bedroom) cut inside its cot and dropped: 21
  elements, 42 records, 38 kept (hgc 21, hgo 17; four repeats dropped, below).

Repeats: the files answer the same GSM8K test questions as rounds 109-208 and as each other
(hdr 415-427 ask the questions of hgr 415-427, hdb 275-289 those of hd2 275-289, each run its own
text). Every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present: 328 files, 31,429 distinct completions, by
script, work/dedup.py, reading no labels) and with the others of this round: four repeat, the hgo
replies of elements 421 (the cats on a rock, '12'), 427 (Kenny's cards, '50'), 432 (Prince
Bruce's dragons, '30') and 437 (Sitti and Juris's oranges, '7'), bare values earlier rounds
already hold; they were dropped (work/extract.py DROP). The other short hgo replies ('$17,000',
'\$268', '132', '6 pints.', '15 ounces.', '$2.00', '21 minutes', ...) do not repeat. 108 records
kept.

Repository counts (108 records): Zhuohao-Li/Hawkeye 108 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 13, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 21 and repeat 2 19, the
gsm_baseline run 17, gsm_result's cot 21 and small-model answers 17). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-208 found); `licence` per record. Truth: correct
85, wrong 21, no_answer 2; debatable 0.

Split: GSM8K test 108, MATH 0. Prompt format: long_cot 108 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}, except hdr:418 and hd2:287, cut inside the think block; hgo are
Qwen2.5-0.5B-Instruct's replies to 'So the answer is:': a bare value ('$17,000', '\$268', '132',
'$2.00'), a value with its unit ('6 pints.', '15 ounces.', '21 minutes'), a sentence ('570
employees can join the day trip.', 'George bought **5** candy bars.', 'The soup costs
\(\boxed{5}\) dollars.') or a box ('\(\boxed{\$6}\)'); hgo:419 opens 'Cot: <think>', copies its
cot's steps, ends '\boxed{3000}' and then 'This is a chain-of-thought that helps you answer.';
hgo:425 copies its cot's solution steps and ends '\boxed{180}'). Forms: boxed 93, bare_last_line
7, prose_sentence 6, truncated 2.

Label conventions (rounds 37-208's): the last final answer counts; equal in value but written
differently is correct ('\boxed{3140 \text{ kilometers}}', '\boxed{\$320}', '\boxed{\$240,000}',
'\boxed{45 \text{ kg}}', '\boxed{\$2}', '\boxed{\$5.00}', '\boxed{\$3,\!200}', '\boxed{16 \text{
hours}}', '\boxed{\$17,\!000}', '\boxed{12 \text{ cats}}', '\boxed{15 \text{ ounces}}', '$17,000',
'6 pints.', '15 ounces.', '$2.00', 'The additional money Dora needs is **$1**.'); another quantity
is wrong (hgo:426 'The soup costs \(\boxed{5}\) dollars.' answers the soup's price, not the
dinner's); where the thinking and the solution disagree, the last (boxed) answer counts (hde:374
thinks 3 kg and boxes 45 kg, hde:383 thinks $3 an hour and boxes \$2, hdb:276 thinks 11 cards and
boxes 9, hd2:286 thinks 100 cents and boxes 90: all correct); a completion cut inside its think
block, or looping there, before any final answer is no_answer even where its working reached the
gold (hdr:418 reached 40, hd2:287 wrote 'So, eight rows.' and then looped 'Wait.' to the cap); a
bare reply, a label or a sentence is read for the quantity it states (hgo).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 796000, 812000 (780000
re-used from round 208); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
1_result.json offsets 624000, 640000 (608000 re-used); bench/gsm/results/
gsm_baseline_result.json offsets 528000, 544000 (512000 re-used); bench/gsm/results/
Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json offsets 448000, 464000 (432000
re-used); bench/gsm/results/gsm_result.json offsets 656000, 672000 (640000 re-used).

Leads for a later round: Hawkeye hdr from 828000 (element 428, the caterer's hot dogs, opens on
812000 and is cut inside its solution at '2. **Calcu': re-use this round's paste
pages/hdr_812000.txt); hde from 656000 (element 390, Monica's gifts, opens at the end of 640000
inside its question: re-use pages/hde_640000.txt); hdb from 560000 (element 292, Susan's online
task, opens on 544000 and is cut inside its thinking: re-use pages/hdb_544000.txt); hd2 from
480000 (element 290, Ali's medals, opens on 464000 and is cut inside its thinking: re-use
pages/hd2_464000.txt, whose loop marker must be kept with it; hd2 now asks the questions hdb
asked, 290 on = hdb 290 on); hgr (gsm_result.json) from 688000 (element 440, Billie's bedroom,
opens at the end of 672000 inside its cot: re-use pages/hgr_672000.txt; two records an element;
its short hgo replies often repeat earlier rounds' bare answers (four of twenty-one did this
round: '12', '50', '30', '7'): check). Watch for curly apostrophes (kept as the file has them),
for no-break spaces the display shows as spaces (a question that does not match its
gsm8k/test.jsonl line), for double spaces inside questions and for long 'Wait.' loops (hd2:287:
use a loop marker). Still unread (as rounds 118-208 listed): bench/results/*/example*.txt and
gsm8k_result*.json (Qwen2.5 and Llama GSM8K runs: look whether they hold completions with
golds), bench/gsm8k_cot.jsonl, and the older benchark/gsm/results/*_result.json files at 2926e0f
(check repeats against bench/ first).

Usage: python build_public_heldout213.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout213.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout213.jsonl"
SOURCE = "public_heldout213"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
SOURCES = zh_sources(
    hdr=("780000-827999 (three pages: 780000, 796000, 812000)", "415-427"),
    hde=("608000-655999 (three pages: 608000, 624000, 640000)", "369-389"),
    hdb=("512000-559999 (three pages: 512000, 528000, 544000)", "275-291"),
    hd2=("432000-479999 (three pages: 432000, 448000, 464000)", "271-289"),
    gr="pages 640000-687999 of the file (three pages: 640000, 656000, 672000; elements 419-439)",
)

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:415|wrong|boxed|Joanne's apples (opens on page 780000): the thinking reaches 350, the solution counts the sister's 105 twice ('150 + B + 105 = 500') and ends 'Joanne gathered \(\boxed{245}\) apples from the average trees.' (gold 350)
hdr:416|correct|boxed|'There are \(\boxed{56}\) dromedaries in the herd.'
hdr:417|correct|boxed|'\boxed{3140 \text{ kilometers}}' for 3140
hdr:418|no_answer|truncated|Zack's locker: cut inside the think block at '... so Timothy's is 20 multiplied by 2, which is 40' (its working reached 40; no '</think>', no final answer)
hdr:419|correct|boxed|'Oliver must climb \boxed{3000} feet' in the thinking's Final Answer and again at the end of the solution
hdr:420|correct|boxed|
hdr:421|correct|boxed|
hdr:422|wrong|boxed|'\boxed{256}' (gold 284: the $14 rate counted for 8 months, months 15-24 taken as 8, instead of the 10 months left after 6 + 8)
hdr:423|wrong|boxed|'\(\boxed{10}\)' (gold 8: the $4 saved on the tattered jeans added to their $28 and the $22 jogger price taken as original, 32 - 22; the gold has 22 + 2 = 24 and 28 + 4 = 32 the other way, 32 - 24)
hdr:424|correct|boxed|
hdr:425|correct|boxed|
hdr:426|correct|boxed|'Aleksandra needs to pay \(\boxed{11}\) dollars for her dinner.'
hdr:427|wrong|boxed|'\boxed{38}' (gold 150: the cards kept counted as money, C + C/3 = 50, 37.5 rounded up, instead of the $150 needed, 100 + 50, from 2/3 of the cards at $1.50)
hde:369|wrong|boxed|the 44 seniors' awards (opens on page 608000): '= \$1,300 - \$4 = \$1,296', then '\boxed{\$1,\!296}' (gold 1198: 1,056 + 10 + 132 mis-added)
hde:370|correct|boxed|'\boxed{\$320}' for 320
hde:371|correct|boxed|
hde:372|correct|boxed|'= \boxed{5} \text{ hours}', then '**Answer:** \(\boxed{5}\) hours'
hde:373|correct|boxed|'= \boxed{\$240,000}' for 240000
hde:374|correct|boxed|the thinking ends 'This equals 3 kg of milk collected every day.'; the solution takes 15 + 30 and ends '= \boxed{45 \text{ kg}}' (= gold 45); the last (boxed) answer counts
hde:375|correct|boxed|
hde:376|correct|boxed|
hde:377|correct|boxed|
hde:378|correct|boxed|'= \boxed{15}', then '\(\boxed{15}\)'
hde:379|correct|boxed|
hde:380|wrong|boxed|'\boxed{760.42}' (gold 803: the 10% taken as a yearly rate over 5 months, \$152.08 interest, instead of 10% of \$3,650, (3650 + 365) / 5)
hde:381|correct|boxed|
hde:382|correct|boxed|
hde:383|correct|boxed|the thinking ends '$18 ÷ 6 hours = $3 per hour'; the solution takes 36 / 4 = 9 hours and ends '\boxed{\$2}' (= gold 2); the last (boxed) answer counts
hde:384|correct|boxed|
hde:385|correct|boxed|
hde:386|correct|boxed|
hde:387|correct|boxed|
hde:388|correct|boxed|
hde:389|wrong|boxed|'\boxed{18}' (gold 6: Dasha's tickets taken as one $2 ticket a ride, \$18, and the two spends added, 48 - 30, instead of 2 tickets a ride, \$36 - \$30)
hdb:275|wrong|boxed|Sean's lines (opens on page 512000): 'Sean has to memorize a total of \(\boxed{84}\) lines.' (gold 138: the song's 54 lines left out, 36 + 48)
hdb:276|correct|boxed|the thinking ends '80 minus 32 (A), minus 24 (B), minus 15 (C), which equals 11 cards with D'; the solution takes 24 - 15 and ends '\boxed{9}' (= gold 9); the last (boxed) answer counts
hdb:277|correct|boxed|
hdb:278|correct|boxed|
hdb:279|correct|boxed|'Sam is currently \(\boxed{6}\) years old.'
hdb:280|correct|boxed|
hdb:281|correct|boxed|'**Final Answer:**\n\n\boxed{2450}' (no math delimiters)
hdb:282|correct|boxed|'Maddy will spend \(\boxed{195}\) dollars on pizzas.'
hdb:283|correct|boxed|
hdb:284|correct|boxed|
hdb:285|correct|boxed|
hdb:286|correct|boxed|
hdb:287|correct|boxed|
hdb:288|correct|boxed|
hdb:289|correct|boxed|'\boxed{16 \text{ hours}}' for 16
hdb:290|correct|boxed|
hdb:291|correct|boxed|
hd2:271|correct|boxed|John's windows (opens on page 432000, its model_output ends on 448000): '= \boxed{20}', then '**Final Answer:** \(\boxed{20}\)'
hd2:272|correct|boxed|'\boxed{\$5.00}' for 5
hd2:273|correct|boxed|
hd2:274|correct|boxed|'\boxed{\$3,\!200}' for 3200
hd2:275|wrong|boxed|'\boxed{84}' (gold 138: the song's 54 lines named but left out of the total, 36 + 48)
hd2:276|correct|boxed|'= \boxed{9} \text{ cards}', then '\(\boxed{9}\)'
hd2:277|correct|boxed|
hd2:278|correct|boxed|
hd2:279|correct|boxed|'Sam is currently \(\boxed{6}\) years old.'
hd2:280|correct|boxed|
hd2:281|correct|boxed|
hd2:282|correct|boxed|
hd2:283|correct|boxed|the thinking ends 'Katerina uses \boxed{68} sterling silver beads per necklace.'; the solution ends '\boxed{68}'
hd2:284|correct|boxed|
hd2:285|correct|boxed|
hd2:286|correct|boxed|the thinking ends 'Converting this remaining amount back to cents gives 100 cents.'; the solution takes 145 - 55 and ends '**Final Answer:** \(\boxed{90}\) cents' (= gold 90); the last (boxed) answer counts
hd2:287|no_answer|truncated|the 76-star flag: its thinking reaches 'So, eight rows.', then 'Hmm.' and a run of 306 'Wait.' lines until cut at 'Wait' inside the think block (no '</think>', no final answer)
hd2:288|correct|boxed|
hd2:289|correct|boxed|'\boxed{16 \text{ hours}}' for 16
hgc:419|correct|boxed|Stanley's comb (its cot opens on page 640000)
hgc:420|correct|boxed|'\boxed{\$17,\!000}' for 17000
hgc:421|correct|boxed|'= \boxed{12 \text{ cats}}' for 12
hgc:422|wrong|boxed|'\boxed{\$268}' (gold 284: the $12 rate taken for 2 months and the $14 rate for 14, instead of 8 months at $12 and 10 at $14)
hgc:423|wrong|boxed|'\boxed{\$22}' for the jogger jeans, then '= \boxed{\$6}' and '\(\boxed{\$6}\)' (gold 8: the $6 price gap given back as the answer)
hgc:424|correct|boxed|
hgc:425|wrong|boxed|'= \boxed{180}', then '\boxed{180}' (gold 150: all 6 feeders counted at 30 birds, instead of 3 at 30 and 3 at 20)
hgc:426|correct|boxed|
hgc:427|wrong|boxed|'x = \frac{50}{1} = 50', '\(\boxed{50}\)' (gold 150: the $50 spending cash taken as all the money from the cards, 2/3 x \$1.50 x = \$50, instead of the $100 ticket plus the $50, 150 / 1.50 = 100 cards sold, 2/3 of 150)
hgc:428|wrong|boxed|'= 40 - 36 = \boxed{4}', then '\(\boxed{4}\)' (gold 26: 40 guests less the 36 hot dogs; the gold has 36 + 18 = 54 hot dogs, 40 first ones, 14 seconds, 40 - 14)
hgc:429|correct|boxed|
hgc:430|correct|boxed|
hgc:431|correct|boxed|'**Answer:** \(\boxed{1}\)'
hgc:432|correct|boxed|
hgc:433|correct|boxed|
hgc:434|correct|boxed|the thinking ends 'George bought 502 candy bars'; the solution finds \$3.80 / \$0.75 = 5 1/3, says 'he must have bought **5** candy bars' and ends '\boxed{5}' (= gold 5); the last (boxed) answer counts
hgc:435|correct|boxed|
hgc:436|correct|boxed|'\boxed{15 \text{ ounces}}' for 15
hgc:437|correct|boxed|
hgc:438|correct|boxed|
hgc:439|wrong|boxed|'\boxed{21 \text{ minutes}}' (gold 17: the 5 minutes added to the 16-minute drive, instead of 16 + 5 - 4, Wayne's own 4-minute drive left out)
hgo:419|correct|boxed|the reply opens 'Cot: <think>', copies its cot's steps, ends '\boxed{3000}' and then 'This is a chain-of-thought that helps you answer.'
hgo:420|correct|bare_last_line|the whole reply: '$17,000' for 17000
hgo:422|wrong|bare_last_line|the whole reply: '\$268' (gold 284)
hgo:423|wrong|boxed|the whole reply: '\(\boxed{\$6}\)' (gold 8)
hgo:424|correct|prose_sentence|the whole reply: '570 employees can join the day trip.'
hgo:425|wrong|boxed|the reply copies its cot's solution steps and ends '\boxed{180}' (gold 150)
hgo:426|wrong|boxed|the whole reply: 'The soup costs \(\boxed{5}\) dollars.' (gold 11: the soup's price, not the dinner's total)
hgo:428|wrong|prose_sentence|the whole reply: '4 guests did not get a second hot dog.' (gold 26)
hgo:429|correct|prose_sentence|the whole reply: "The total number of letters in Indras' and her sister's names is 13."
hgo:430|correct|bare_last_line|the whole reply: '132'
hgo:431|correct|prose_sentence|the whole reply: 'The additional money Dora needs is **$1**.'
hgo:433|correct|bare_last_line|the whole reply: '6 pints.'
hgo:434|correct|prose_sentence|the whole reply: 'George bought **5** candy bars.'
hgo:435|correct|prose_sentence|the whole reply: "Each of Ray's friends received 5 lollipops."
hgo:436|correct|bare_last_line|the whole reply: '15 ounces.' for 15
hgo:438|correct|bare_last_line|the whole reply: '$2.00' for 2
hgo:439|wrong|bare_last_line|the whole reply: '21 minutes' (gold 17)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

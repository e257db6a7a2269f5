__doc__ = r"""Build public_heldout234.jsonl: a 234th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 229's repository Zhuohao-Li/Hawkeye (rounds 109-229 read its bench/gsm results
files and named where to go on), in the same two files, hdr and hde (the other three, hdb, hd2 and
hgr, were left to rounds beside this one). Its bench/gsm/results folder commits
DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an indented JSON list in test order
from question 0. The run script (benchark/gsm/run.py at 2926e0f, read in round 118) has three
stages; stage 3 `base_qa` asks 'Question: {question}.' as the only user turn (sglang, max_tokens
1024, temperature 0.7, top_p 0.9) and stores {question, answer, model_output, score}: the hdr and
hde files, every model_output opening '<think>'.

Method (rounds 88-229's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Round
229's last pages, hdr 1148000 and hde 960000, were read again with read_file and pasted anew, since
the first element this round takes from each file opens on them (both came out at 16,000 and equal
to round 229's decoded pages, still in /tmp/rounds/real229, hdr_1148000 after the fix below).
Fourteen pages were pasted in all (seven a file). Of the eleven pasted whole with no loop marker,
ten came out at 16,000 at the first paste, one (hdr_1148000) at 15,998: the paste, compared with
round 229's decoded page and read over against the display, had 'he buys 4 games a month' for 'he
buys 4 games per month' in element 601's thinking; fixed, 16,000. Of the three hde pages with loop
regions (below), hde_1008000 did not divide at the first build (7 characters left over): its
irregular tail of element 597 had been pasted with one 'Wait.' line too many in a run of eight and
a 'So.' / 'Wait.' pair too few; the tail was rewritten as a token list from an anchor read and
confirmed by a second one (below). Nothing was shortened. Each page starts where the one before
ends (offsets 16,000 apart), checked by work/extract.py, which cut the records out by script
(raw_*.jsonl): the pages of one file joined in file order, each whole list element parsed, r = the
raw JSON string body of its `model_output` (enc json, checked to decode to the parsed value), g =
its `answer`, rec = its list index, found as the gsm8k/test.jsonl line of its question (every
question equal to its line as decoded, except that hde:576's line has no-break spaces where the
file has plain ones) and checked to run on one by one, with `answer` equal to the line's '####'
value. Elements before the first one named below (taken in round 229) are skipped; the element cut
by the end of each file's last page is dropped. Every record was read in full while labelling.

Loops (hde only; hdr has none). Four of the hde file's elements loop to the 1024-token cap inside
their thinking. A uniform run is pasted as one copy of its unit between @@U1@@ and @@/U1@@ (the
display form, 'Wait.\\n\\n': 'Wait.' and a blank line in the completion), then @@R1@@ (the one whole
number of further copies that makes the page 16,000 characters; one such a page); each count was
fixed by anchor reads (read_file at an offset inside the page, its first characters compared with
the page text at that offset; not pasted):
  pages/hde_976000.txt (work/diane.py joins pages/hde_976000.part1, the region and .part3):
  element 578 (Diane's number train), after 'But wait, perhaps no.\\n\\n', twelve 'Wait.' lines and
  'Hold on.', then 'Wait.\\n\\n' x 355 (filled), then 'Wait",'; the anchor read at 979600 opens
  'it.\\n\\nWait.\\n\\nWait.\\n\\nWait.\\n\\nWait.\\n\\nWait.\\n\\nHold on.\\n\\nWait.' and ends the run
  with 'Wait",' as the page does there.
  pages/hde_992000.txt (work/jelly.py): element 587 (the jelly beans), after 'Hence, there are 30
  more green jelly beans than red.\\n\\n', 'Hmm.', 'But wait.', two 'Wait.', 'Hold on.', 'Wait.',
  'Hold on.', 'But.', two 'Wait.' and 'Is that correct?' (pasted whole), then 'Wait.\\n\\n' x 202
  (filled), then '",' (no 'Wait' stub); the anchor read at 997700 opens '\\nHold on.\\n\\n
  But.\\n\\nWait.\\n\\nWait.\\n\\nIs that correct?\\n\\nWait.' and the one at 999560
  'Wait.\\n\\nWait.\\n\\n",' (then the element's "score"), both as the page does there.
  pages/hde_1008000.txt (work/triangle.py): element 593 (Mark's beanstalk), after 'He plants it
  below his window.\\n\\n', four 'Wait.' lines and 'So.', then 'Wait.\\n\\n' x 249 (filled), then
  'Wait",' (the run fixed by the anchor reads below, which place element 597's text exactly);
  element 597 (the triangle), after 'The answer is 90.\\n\\n', an irregular mix of 'Wait.', 'So.',
  'Hmm.', 'Hold—' / 'Hold.' lines, 'Because.', a requoted question sentence and runs of up to
  eight 'Wait.' lines, no uniform run: written by work/triangle.py as a token list with explicit
  counts, transcribed from the anchor read at 1019500 (which opens 'Largest angle is 90.\\n\\nSo,
  \\n\\nTherefore,\\n\\nThe answer is 90.' as the page does there) and confirmed by the anchor read
  at 1020300 (opens 'ait.\\n\\nWait.\\n\\nWait.\\n\\nWait.\\n\\nWait.\\n\\nWait.\\n\\nSo.\\n\\nWait.\\n\\n
  Hmm.' as the page does there and runs the rest of the tail token for token as the list does, to
  '",' at the page's offset).
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 1148000
  (read again, for element 601's opening), 1164000, 1180000, 1196000, 1212000, 1228000 and 1244000
  (= hdr_1148000 .. hdr_1244000): elements 601 (Steve's video games) to 650 (Clara's pomegranates)
  whole; 651 (Ariadne's hats) cut by the end of 1244000 inside its solution ("It's given that the
  ") and dropped: 50 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 960000 (read again, for element 576's opening), 976000, 992000, 1008000,
  1024000, 1040000 and 1056000 (= hde_960000 .. hde_1056000): elements 576 (Michael's carpet) to
  629 (James's used cars) whole; 630 (Tiffany's surfers) cut by the end of 1056000 after its
  `answer` and dropped: 54 kept (hde).

Repeats: the two files answer the same GSM8K test questions as rounds 109-229 and as each other
(hdr 601-629 and hde 601-629 ask the same questions, as do hde 576-600 and hdr 576-600, taken in
round 229; each run its own text). Every completion kept was compared (whitespace-normalised) with
every completion of the earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present: 250 files, 34,089 distinct completions, by script,
work/dedup.py, reading no labels) and with the others of this round: none repeats. 104 records
kept.

Repository counts (104 records): Zhuohao-Li/Hawkeye 104 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 50, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 54). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-229 found); `licence` per record. Truth: correct
89, wrong 10, no_answer 5; debatable 0.

Split: GSM8K test 104, MATH 0. Prompt format: long_cot 104 (no tag format asked for; every
completion opens '<think>', reasons, closes '</think>' and writes a step-by-step solution ending
in \boxed{}, except hdr:607, hde:578, hde:587, hde:593 and hde:597, cut inside the think block, the
four hde ones looping 'Wait.' (and 'So.' / 'Hmm.') lines to the cap). Forms: boxed 99, truncated 5.

Label conventions (rounds 37-229's): the last final answer counts; equal in value but written
differently is correct ('\boxed{6.0 \text{ years}}', '\boxed{1800\ \text{pounds}}', '\boxed{\$12}',
'\boxed{7 \text{ pounds}}', '\boxed{65,\!960 \text{ USD}}', '\boxed{93,\!000}', '\boxed{\$33.00}',
'\boxed{10 \text{ inches}}', '\boxed{5\ \text{days}}', '\boxed{72 \, \text{Mb/h}}',
'\boxed{\$17,\!500}', '\boxed{5 \text{ hours}}', '\boxed{\$12.00}', '\boxed{\$43,500}',
'\boxed{\$10,\!800}', '\boxed{840 \text{ articles}}', '\boxed{79 \, \text{miles}}',
'\boxed{\$11,\!232}', '\boxed{\$129,200}', '\boxed{15 \text{ pounds}}', '\boxed{42
\text{ grams}}', '\boxed{1{,}450{,}000}', '\boxed{1509 \text{ times}}', '\boxed{72\,\text{Mb/hour}}');
a right final answer over wrong working is correct (hdr:606 divides 10,440,000 by 145,000 as
'\approx 72.34 \text{ months}', '\approx 6.03 \text{ years}', and boxes 6.0 years = gold 6); where
the thinking and the solution disagree, the last (boxed) answer counts (hdr:648 thinks 28 people
and 56 cupcakes and boxes 54, hde:582 thinks '$266,000' and boxes \$129,200, hde:583 thinks 106
and boxes 120, hde:606 thinks '4,350 years' and boxes 6 years: all correct); subtotals boxed before
the final box do not count (hde:586 boxes '1600 \text{ calories}', then 800 ml and 800); a boxed
sentence with no value is a wrong answer (hdr:611, 'The total research cost is extremely high
...'); a completion cut inside its think block, or looping there, before any final answer is
no_answer even where its working reached the gold (hde:587 reached 30, hde:593 'So, answer is 3
days.', hde:597 'The answer is 90.', each doubted and looped on; hdr:607 and hde:578 reached no
value). No label this round is marked debatable (hde:597's 'The answer is 90.' inside the think
block, followed by 'But.' and 'Wait—is this the maximum.', is no_answer as round 229 labelled
hdr:578's 'Therefore, the final value is 48.' before its doubts).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 1148000 (read again),
1164000, 1180000, 1196000, 1212000, 1228000, 1244000; bench/gsm/results/Efficient_CoT_
DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 960000 (read again), 976000, 992000, 1008000,
1024000, 1040000, 1056000, and the anchor reads at 979600, 997700, 999560, 1019500 and 1020300
(not pasted).

Leads for a later round: Hawkeye hdr from 1260000 (element 651, Ariadne's hats, opens on 1244000
and is cut inside its solution: read 1244000 again, as the brief for each round asks, rather than
re-use this round's paste; the page ends in a trailing space, "It's given that the ", which only
the length check sees); hde from 1072000 (element 630, Tiffany's surfers, opens on 1056000 and is
cut after its `answer`, the page ending in six spaces: read 1056000 again). The hde file
(Efficient_CoT repeat 1) loops more often in this stretch (four of this round's 54, two of them on
one page, 1008000, which then holds one uniform run and one irregular tail with no uniform run):
only one auto-filled marker fits a page, so write an irregular tail as a token list with explicit
counts from an anchor read placed just before it and confirm it with a second anchor read inside
it; a same-length slip there (one 'Wait.' too many in one run, one too few in another) shows only
as a remainder that does not divide, or not at all. The hdr file's elements were whole and short
here (one, 607, cut inside its thinking). Watch for curly apostrophes (kept as the file has them:
'He’s already put down', 'Ashley’s internet', 'Adam’s height', 'Let’s let L', 'Let’s denote'),
escaped quotes in the display ('\\\"use 2 pumps of shampoo ...\\\"', '\\\"This jar contains
...\\\"', '\\\"number\\\"'), '\\$' inside model outputs, a LaTeX align* block with '\\\\' line ends
(hde:598) and double spaces inside questions ('lasts 8 hours.  He chews', 'per cup.  In the next').
Still unread (as rounds 118-229 listed): bench/results/*/example*.txt and gsm8k_result*.json
(Qwen2.5 and Llama GSM8K runs: look whether they hold completions with golds), bench/gsm8k_cot.jsonl,
and the older benchark/gsm/results/*_result.json files at 2926e0f (check repeats against bench/
first).

Usage: python build_public_heldout234.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout234.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout234.jsonl"
SOURCE = "public_heldout234"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
# zh_sources describes all five Hawkeye files; this round took two of them (hdr, hde), so the
# other three entries are built empty and left out.
_ALL = zh_sources(
    hdr=(
        "1148000-1259999 (seven pages: 1148000, 1164000, 1180000, 1196000, 1212000, 1228000, "
        "1244000)",
        "601-650",
    ),
    hde=(
        "960000-1071999 (seven pages: 960000, 976000, 992000, 1008000, 1024000, 1040000, 1056000)",
        "576-629",
    ),
    hdb=("", ""),
    hd2=("", ""),
    gr="",
)
SOURCES = {key: _ALL[key] for key in ("hdr", "hde")}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:601|wrong|boxed|Steve's video games (opens on page 1148000): '\boxed{99}' (gold 104: the 5 birthday games, 12 + 24 + 48 bought and 15 for Christmas; the solution leaves out the 5 he started with)
hdr:602|correct|boxed|'It would take an additional \(\boxed{5}\) hours'
hdr:603|correct|boxed|'= \boxed{1800\ \text{pounds}}' for 1800
hdr:604|correct|boxed|'= \boxed{\$12}' for 12
hdr:605|correct|boxed|
hdr:606|correct|boxed|'\boxed{6.0 \text{ years}}' (= gold 6); the working divides 10,440,000 by 145,000 as '\approx 72.34 \text{ months}' and '\approx 6.03 \text{ years}', rounded 'to one decimal place': a right final answer over a slip in the working
hdr:607|no_answer|truncated|the shampoo pumps: the thinking weighs readings ('each pump would cost half of $24, which is $12', '$12 is 1200 cents') and is cut at 'Wait, but wait another way' inside the think block (no '</think>', no final answer)
hdr:608|correct|boxed|'\boxed{\$8}' for 8
hdr:609|correct|boxed|'\boxed{7 \text{ pounds}}' for 7
hdr:610|correct|boxed|'\boxed{65,\!960 \text{ USD}}' for 65960
hdr:611|wrong|boxed|'\boxed{\text{The total research cost is extremely high due to the exponential increase in funding for the extended period.}}' (gold 1450000: $20,000 a month for 5 months, then $30,000 a month for 45 more; the solution compounds 50% a month and gives no value)
hdr:612|correct|boxed|'\(\boxed{30}\)'
hdr:613|correct|boxed|'\boxed{93,\!000}' for 93000
hdr:614|correct|boxed|'\boxed{\$312}' for 312
hdr:615|correct|boxed|'the total amount Scarlett spent is \(\boxed{\$33.00}\)' for 33
hdr:616|correct|boxed|'\boxed{10 \text{ inches}}' for 10
hdr:617|correct|boxed|'\boxed{5\ \text{days}}' for 5
hdr:618|correct|boxed|
hdr:619|wrong|boxed|'\boxed{77}' (gold 76: 96 lights less the 20 not working; the solution takes 20% of 96, 19.2, rounded to 19)
hdr:620|correct|boxed|
hdr:621|correct|boxed|
hdr:622|correct|boxed|
hdr:623|correct|boxed|
hdr:624|correct|boxed|'The basketball coach spent **\$85** more', then '\boxed{85}'
hdr:625|correct|boxed|
hdr:626|correct|boxed|'\boxed{72 \, \text{Mb/h}}' for 72
hdr:627|correct|boxed|
hdr:628|correct|boxed|
hdr:629|correct|boxed|'\boxed{\$17,\!500}' for 17500
hdr:630|correct|boxed|
hdr:631|correct|boxed|'\boxed{\$4800}' for 4800
hdr:632|correct|boxed|
hdr:633|correct|boxed|'\boxed{5 \text{ hours}}' for 5
hdr:634|correct|boxed|'Tommy caught \(\boxed{14}\) fish.'
hdr:635|correct|boxed|
hdr:636|correct|boxed|
hdr:637|correct|boxed|
hdr:638|correct|boxed|'\boxed{\$12.00}' for 12
hdr:639|correct|boxed|the thinking ends '**Final Answer**' and 'It will take Bob \boxed{216} seconds to dig the hole.' before '</think>'; the solution ends 'the time it will take Bob to dig the hole is \boxed{216} seconds.'
hdr:640|correct|boxed|'= \boxed{\$43,500}', then 'the total cost of Bill's new truck is **\$43,500**.' for 43500
hdr:641|wrong|boxed|'\boxed{\$378,\!000}' (gold 262500: twelve months at $21,000 and one bonus of $10,500; the solution adds the bonus every month)
hdr:642|correct|boxed|'\boxed{\$10,\!800}' for 10800
hdr:643|correct|boxed|'= \boxed{840 \, \text{articles}}', then '**Final Answer:** \(\boxed{840 \text{ articles}}\)' for 840
hdr:644|correct|boxed|
hdr:645|correct|boxed|
hdr:646|correct|boxed|'= \boxed{79 \, \text{miles}}' for 79
hdr:647|correct|boxed|'\boxed{10 \text{ hours}}' for 10
hdr:648|correct|boxed|the thinking counts '28 people' and ends 'Howie should buy 56 cupcakes in total.'; the solution counts '1 (Howie) + 1 (teacher) + 25 (classmates) = 27 people' and ends 'Howie should buy \(\boxed{54}\) cupcakes.' (= gold 54); the last (boxed) answer counts
hdr:649|wrong|boxed|'\boxed{36,\!000}' (gold 162000: 70 x 2000 = 140,000 likes, plus 20,000; the solution writes 70 x 2000 as 14,000 and adds the first 2000 again)
hdr:650|correct|boxed|Clara's pomegranates (the last element kept; 651 is cut by the end of page 1244000): '\boxed{\$142}' for 142
hde:576|correct|boxed|Michael's carpet (opens on page 960000): '\boxed{\$11,\!232}' for 11232
hde:577|correct|boxed|
hde:578|no_answer|truncated|Diane's number train: the thinking reaches '30 /5=6.' and 'So, after this operation, we get 6.', then 'But wait, perhaps no.', twelve 'Wait.' lines, 'Hold on.' and 355 'Wait.' lines to the cap inside the think block (no '</think>', no final answer)
hde:579|correct|boxed|'= 5 + 2 = \boxed{7}', then '\(\boxed{7}\)'
hde:580|wrong|boxed|'\boxed{535.6\ \text{°F}}' (gold 500: 468/450 = 1.04, so set 520 / 1.04; the solution divides 520 by 0.96)
hde:581|correct|boxed|'= \boxed{215} \text{ minutes}', then '\(\boxed{215}\)'
hde:582|correct|boxed|the thinking says 'Combined, the two houses are worth $266,000.'; the solution takes 30% off $76,000 and ends '= \$129,200' and '\boxed{\$129,200}' (= gold 129200); the last (boxed) answer counts
hde:583|correct|boxed|the thinking ends 'both Judy and her friend brought 106 utensils.'; the solution counts 36 and 84 and ends '= \boxed{120}' (= gold 120); the last (boxed) answer counts
hde:584|wrong|boxed|'\boxed{\$1.00}' (gold 2: $180 buys 180 contacts, 90 pairs, $2 a pair; the solution divides by the 180 contacts)
hde:585|correct|boxed|
hde:586|correct|boxed|boxes '1600 \text{ calories}' (a subtotal) and '800 \text{ ml}', then 'Hannah needs to drink \(\boxed{800}\) **ml** of water.'
hde:587|no_answer|truncated|the jelly beans: the thinking reaches 'Hence, there are 30 more green jelly beans than red.', then 'But wait.', 'Hold on.', 'Is that correct?' and 202 'Wait.' lines to the cap inside the think block (no '</think>', no final answer)
hde:588|correct|boxed|
hde:589|correct|boxed|'\boxed{15 \text{ pounds}}' for 15
hde:590|wrong|boxed|'= \boxed{311}', then '\(\boxed{311}\)' (gold 319: Alex, the 100 invited, their 200 friends, the 10 friends called and 8 spouses; the solution gives all 10 a spouse and adds 1 + 100 + 200 + 20 to 311)
hde:591|correct|boxed|
hde:592|correct|boxed|'The boots work out to be \(\boxed{\$1}\) more expensive on eBay.'
hde:593|no_answer|truncated|Mark's beanstalk: the thinking reaches 'So, answer is 3 days.', then 'Wait, when is the window.', four 'Wait.' lines, 'So.' and 249 'Wait.' lines to the cap inside the think block (no '</think>', no final answer)
hde:594|correct|boxed|'\boxed{42 \text{ grams}}' for 42
hde:595|correct|boxed|'= \boxed{13} \text{ years}', then '**Final Answer:** \(\boxed{13}\)'
hde:596|correct|boxed|
hde:597|no_answer|truncated|the triangle: the thinking reaches 'Largest angle is 90.' and 'The answer is 90.', then 'But.', 'Wait—is this the maximum.' and an irregular loop of 'Wait.', 'So.', 'Hmm.' and 'Hold' lines to the cap inside the think block (no '</think>', no final answer)
hde:598|correct|boxed|
hde:599|correct|boxed|
hde:600|correct|boxed|'\boxed{10 \text{ pounds}}' for 10
hde:601|correct|boxed|'= 5 + 84 + 15 = \boxed{104}', then '**Final Answer:** \(\boxed{104}\)'
hde:602|correct|boxed|
hde:603|wrong|boxed|'= \boxed{1260 \text{ pounds}}' (gold 1800: Marissa makes 3/4 of Ruiz's two-hour 120 pounds, 90 an hour; the solution takes 3/4 of his hourly 60)
hde:604|correct|boxed|
hde:605|correct|boxed|
hde:606|correct|boxed|the thinking counts one rotation a mile and ends 'Jeremy's tires will last approximately 4,350 years'; the solution computes 145,000 rotations a month, 72 months, and boxes '6 \text{ years}' (= gold 6); the last (boxed) answer counts
hde:607|correct|boxed|
hde:608|correct|boxed|'\boxed{\$8}' for 8
hde:609|correct|boxed|
hde:610|wrong|boxed|'\boxed{\$64,\!960}' (gold 65960: 194 x 490 = 95,060, less 29,100; the solution has 94,060)
hde:611|correct|boxed|'\boxed{1{,}450{,}000}' for 1450000
hde:612|correct|boxed|'= \boxed{30} \text{ ounces}'
hde:613|correct|boxed|'\boxed{93,\!000}' for 93000
hde:614|correct|boxed|
hde:615|correct|boxed|'= \boxed{\$33.00}' for 33
hde:616|correct|boxed|'\boxed{10\ \text{inches}}' for 10
hde:617|correct|boxed|
hde:618|correct|boxed|
hde:619|correct|boxed|'= 96 - 20 = \boxed{76}', then '**Final Answer:** \(\boxed{76}\)'
hde:620|correct|boxed|'= \boxed{1509 \text{ plays}}', then '\(\boxed{1509 \text{ times}}\)' for 1509
hde:621|correct|boxed|
hde:622|correct|boxed|
hde:623|correct|boxed|'Charmaine will be \(\boxed{8}\) years old in 4 years.'
hde:624|correct|boxed|
hde:625|correct|boxed|
hde:626|correct|boxed|'**Answer:** \(\boxed{72\,\text{Mb/hour}}\)' for 72
hde:627|correct|boxed|'= \boxed{54} \text{ cars}'
hde:628|correct|boxed|
hde:629|correct|boxed|James's used cars (the last element kept; 630 is cut by the end of page 1056000): '\boxed{\$17,\!500}' for 17500
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

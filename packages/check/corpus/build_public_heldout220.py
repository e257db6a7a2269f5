__doc__ = r"""Build public_heldout220.jsonl: a 220th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 217's repository Zhuohao-Li/Hawkeye (rounds 109-217 read its bench/gsm results
files and named where to go on), in two of its files only, hdr and hde (the other three, hdb, hd2
and hgr, were left to a round beside this one). Its bench/gsm/results folder commits
DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an indented JSON list in test order
from question 0. The run script (benchark/gsm/run.py at 2926e0f, read in round 118) has three
stages; stage 3 `base_qa` asks 'Question: {question}.' as the only user turn (sglang, max_tokens
1024, temperature 0.7, top_p 0.9) and stores {question, answer, model_output, score}: the hdr and
hde files, every model_output opening '<think>'.

Method (rounds 88-217's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Round
217's pastes of hdr 844000 and hde 672000 are not on disk any more: both pages were read again
with read_file and pasted anew, since the first element this round takes from each file opens
on them. Fourteen pages were pasted in all (seven a file); all fourteen came out at 16,000 at the
first paste. Nothing was shortened. Each page starts where the one before ends (offsets 16,000
apart), checked by work/extract.py, which cut the records out by script (raw_*.jsonl): the pages
of one file joined in file order, each whole list element parsed, r = the raw JSON string body of
its `model_output` (enc json, checked to decode to the parsed value), g = its `answer`, rec = its
list index, found as the gsm8k/test.jsonl line of its question (every question equal to its line
as decoded) and checked to run on one by one, with `answer` equal to the line's '####' value.
Elements before the first one named below (taken in round 217) are skipped; the element cut by
the end of each file's last page is dropped.

Loop markers (hde only; hdr has none): the hde file's runs often end in long 'Wait.' / 'Hold.'
loops to the 1024-token cap. A uniform run is pasted as one copy of its unit between @@U<n>@@ and
@@/U<n>@@ (the display form, 'Wait.\\n\\n': 'Wait.' and a blank line in the completion), then
@@R<n>=<k>@@ (k more copies, a counted number) or @@R<n>@@ (the one whole number of further
copies that makes the page 16,000 characters; one such a page). Where a page holds an irregular
part before its run (counts of 'Wait.' lines a same-length slip could shift into the run), or two
runs, the count was fixed by an anchor read: read_file at an offset inside the page, whose first
characters were compared with the page text at that offset (five anchor reads, not pasted:
734270, 736900, 737170, 748400, 755736). The markers:
  pages/hde_704000.txt: element 419's run after 'Wait, that seems straightforward.\\n\\nBut hold
  on.\\n\\n', 'Wait.\\n\\n' x 330 (filled), just before '",\n        "score"'.
  pages/hde_720000.txt: element 434's run after 'Let me rephrase.\\n\\nTotal money spent: 5
  dollars.\\n\\n', 'Wait.\\n\\n' x 183 (filled) to the end of the page; the anchor read at 734270
  opens '.\\n\\nWait.\\n\\nSo.\\n\\nWait.\\n\\nLet me rephrase.' as the page does there.
  pages/hde_736000.txt: element 434's run goes on, 'Wait.\\n\\n' x 135 (counted: the anchor reads
  at 736900 and 737170 open inside it, the second with five 'Wait.' lines and then
  'Wait",'), then 'Wait' with no full stop where the completion was cut (318 'Wait.' lines and
  'Wait' after 'Total money spent: 5 dollars.'); and element 440's irregular run of 'Wait.', 'Hold
  on.' and 'Hold.' lines, pasted whole, then 'Hold.\\n\\n' x 86 (filled); the anchor read at
  748400 opens 'Hold.\\n\\nWait.\\n\\nHold.\\n\\nWait.\\n\\nHold.\\n\\nHold.' as the page does there.
  pages/hde_752000.txt: element 443's run after 'Is 10% faster.\\n\\n', 'Wait.\\n\\n' x 111 (filled),
  then 'Wait",'; the anchor read at 755736 opens 'Wait.\\n\\nIs 10% faster.' as the page does there.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 844000
  (read again, for element 443's opening), 860000, 876000, 892000, 908000, 924000 and 940000 (=
  hdr_844000 .. hdr_940000): elements 443 (Jon's triathlon) to 496 (Brett and Angela's ages)
  whole; 497 (Paul's car rides) cut by the end of 940000 inside its solution ('\\text{Number of
  Morning ') and dropped: 54 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 672000 (read again, for element 409's opening), 688000, 704000, 720000,
  736000, 752000 and 768000 (= hde_672000 .. hde_768000): elements 409 (Carolyn's delivery
  company) to 459 (the farmer's feed) whole; 460 (Grayson's recycling) cut inside its question
  ('She drink') and dropped: 51 kept (hde).

Repeats: the two files answer the same GSM8K test questions as rounds 109-217 and as each other
(hdr 443-459 and hde 443-459 ask the same questions, as do gsm_result's elements taken in round
217; each run its own text). Every completion kept was compared (whitespace-normalised) with every
completion of the earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present: 222 files, 32,440 distinct completions, by
script, work/dedup.py, reading no labels) and with the others of this round: none repeats. 105
records kept.

Repository counts (105 records): Zhuohao-Li/Hawkeye 105 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 54, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 51). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-217 found); `licence` per record. Truth: correct
84, wrong 15, no_answer 6; debatable 3 (hdr:450, the boxed 'Insufficient Information'; hdr:454
and hde:454, the Marin gold).

Split: GSM8K test 105, MATH 0. Prompt format: long_cot 105 (no tag format asked for; every
completion opens '<think>', reasons, closes '</think>' and writes a step-by-step solution ending
in \boxed{}, except hdr:443, hdr:460, hde:419, hde:434, hde:440 and hde:443, cut inside the think
block, the four hde ones looping 'Wait.' (or 'Wait.', 'Hold on.' and 'Hold.') lines to the cap).
Forms: boxed 99, truncated 6.

Label conventions (rounds 37-217's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$539}', '\boxed{50 \, \text{mph}}', '\boxed{\$1.00}',
'\boxed{84 \text{ grains}}', '\boxed{-10°F}', '\boxed{35\%}', '\boxed{\$15,\!400}',
'\boxed{\$168,\!000}', '\boxed{\$1110}', '\boxed{15 \text{ ounces}}', '\boxed{49
\degree\text{F}}', '\boxed{50\ \text{mph}}'); a right final answer over wrong working is correct
(hde:459 weighs the carrots at 4 pounds, 4456 pounds in all, and boxes 2 trips = gold 2); where
the thinking and the solution disagree, the last (boxed) answer counts (hdr:496 thinks '42 - 4 =
18 years old' and boxes 38, hde:409 thinks $120,000 and boxes \$168,000: both correct); subtotals
boxed before the final box do not count (hde:447 boxes 240 and 235, then 5); a completion cut
inside its think block, or looping there, before any final answer is no_answer even where its
working reached the gold (hdr:443 and hde:443 reached 59, hdr:460 reached 84, hde:419 reached
3,000, hde:440 reached 98); a boxed claim that the question cannot be answered is wrong, as
earlier rounds took 'Insufficient information' (hdr:450, debatable: a reader taking it as a
refusal would say no_answer); the Marin gold (gsm8k test line 454, 150, whose working takes 4 + 1
apples a day against the question's 'each eat 4') is labelled against the gold as rounds 33-217
did (debatable).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 844000 (read again), 860000,
876000, 892000, 908000, 924000, 940000; bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
1_result.json offsets 672000 (read again), 688000, 704000, 720000, 736000, 752000, 768000, and the
anchor reads at 734270, 736900, 737170, 748400 and 755736 (not pasted).

Leads for a later round: Hawkeye hdr from 956000 (element 497, Paul's car rides, opens on 940000
and is cut inside its solution: read 940000 again, this round's paste pages/hdr_940000.txt being
gone); hde from 784000 (element 460, Grayson's recycling, opens at the end of 768000 inside its
question: read 768000 again). The hde file (Efficient_CoT repeat 1) loops often from element 419
on (four of this round's 51 ran 'Wait.' or 'Hold.' lines to the cap): paste a uniform run with a
loop marker and fix its count, or the length of any irregular part before it, by an anchor read
at an offset inside the page (a page with two runs, or with 'Wait.' lines before its run, cannot
be checked by its length alone). Watch for curly apostrophes (kept as the file has them:
'Marissa’s class', 'she’s at work', 'family’s orchard', 'Bernadette’s apartment', and 'Let’s'
inside model outputs), for escaped quotes in the display ('64\\\" tall', '\\\"Buy 1 pound at $3,
get 1 pound 1/2 off.\\\"'), for double spaces inside questions ('Jon runs a triathlon.  It takes
him', 'oats,  how many bags') and for 'Wait.' runs across page edges (element 434 runs from
720000 into 736000). Still unread (as rounds 118-217 listed): bench/results/*/example*.txt and
gsm8k_result*.json (Qwen2.5 and Llama GSM8K runs: look whether they hold completions with golds),
bench/gsm8k_cot.jsonl, and the older benchark/gsm/results/*_result.json files at 2926e0f (check
repeats against bench/ first).

Usage: python build_public_heldout220.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout220.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout220.jsonl"
SOURCE = "public_heldout220"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
# zh_sources describes all five Hawkeye files; this round took two of them (hdr, hde), so the
# other three entries are built empty and left out.
_ALL = zh_sources(
    hdr=(
        "844000-955999 (seven pages: 844000, 860000, 876000, 892000, 908000, 924000, 940000)",
        "443-496",
    ),
    hde=(
        "672000-783999 (seven pages: 672000, 688000, 704000, 720000, 736000, 752000, 768000)",
        "409-459",
    ),
    hdb=("", ""),
    hd2=("", ""),
    gr="",
)
SOURCES = {key: _ALL[key] for key in ("hdr", "hde")}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:443|no_answer|truncated|Jon's triathlon (opens on page 844000): the thinking reaches 'So, James took 59 minutes to run.' and is cut at '... 36 minutes. So, that part seems' inside the think block (no '</think>', no final answer)
hdr:444|correct|boxed|
hdr:445|correct|boxed|
hdr:446|correct|boxed|'Rozanne can put out \(\boxed{2}\) trays.'
hdr:447|correct|boxed|
hdr:448|correct|boxed|"The salesman's profit is \(\boxed{\$539}\)." for 539
hdr:449|correct|boxed|
hdr:450|wrong|boxed|debatable: the popcorn: takes the regular movie ticket's price as unknown and ends '\boxed{\text{Insufficient Information}}' (gold 4: the super ticket with popcorn and soda is $21, so 12 + 3 + P = 21 - 2); labelled wrong (a boxed claim that the question has no answer, as earlier rounds took 'Insufficient information'); a reader taking it as a refusal would say no_answer
hdr:451|correct|boxed|'\boxed{\$11,\!050}' for 11050
hdr:452|correct|boxed|'\boxed{50 \, \text{mph}}' for 50
hdr:453|correct|boxed|
hdr:454|wrong|boxed|debatable: Marin and Nancy's apples, 8 a day x 30, '\boxed{240}' (gold 150; the gold's working takes '4 + 1' apples a day, which does not match the question as worded, 'each eat 4'; labelled against the gold as earlier rounds did)
hdr:455|correct|boxed|'\boxed{\$1,\!920}' for 1920
hdr:456|correct|boxed|
hdr:457|correct|boxed|'= \boxed{45} \text{ fairies remaining}', then '**Answer:** \(\boxed{45}\)'
hdr:458|correct|boxed|'\boxed{35\%}' for 35
hdr:459|correct|boxed|'The farmer needs to make \(\boxed{2}\) trips'
hdr:460|no_answer|truncated|Grayson's recycling: the thinking reaches 'So, 84 cents in total over four weeks.' and, re-checking, is cut at '... multiply each by their unit value and add.\n\nWait' inside the think block (no '</think>', no final answer)
hdr:461|correct|boxed|'Therefore, **Shondra has \(\boxed{9}\) plants**.'
hdr:462|correct|boxed|'\$21 + \$50 = \boxed{\$71}' for 71
hdr:463|correct|boxed|
hdr:464|correct|boxed|
hdr:465|correct|boxed|
hdr:466|correct|boxed|'\boxed{\$1.00}' for 1
hdr:467|wrong|boxed|'\boxed{1,\!120}' (gold 1200: the one comforter a room left out, 2 + 4 + 8 = 14 pieces a room instead of 15)
hdr:468|wrong|boxed|'\boxed{320}' (gold 120: the 200 shoes taken as 200 pairs, 400 shoes, instead of 200 shoes + 100 new = 300, less 180)
hdr:469|wrong|boxed|'\boxed{1 \text{ pan}}' (gold 4: 6 x 8 taken as 48 sprinkles and divided by 8 again, 6 cupcakes and half a pan, instead of 48 cupcakes in 12-cupcake pans)
hdr:470|correct|boxed|'\boxed{\$3}' for 3
hdr:471|correct|boxed|
hdr:472|correct|boxed|'Matt needs to eat \(\boxed{6}\) carrot sticks.'
hdr:473|correct|boxed|'\boxed{10\%}' for 10
hdr:474|correct|boxed|
hdr:475|correct|boxed|
hdr:476|correct|boxed|
hdr:477|correct|boxed|
hdr:478|correct|boxed|
hdr:479|correct|boxed|'\boxed{\$15,\!400}' for 15400
hdr:480|correct|boxed|
hdr:481|correct|boxed|'\boxed{84 \text{ grains}}' for 84
hdr:482|correct|boxed|'an additional \(\boxed{26}\) dollars'
hdr:483|correct|boxed|
hdr:484|correct|boxed|
hdr:485|correct|boxed|
hdr:486|correct|boxed|
hdr:487|correct|boxed|
hdr:488|correct|boxed|
hdr:489|correct|boxed|'\boxed{-10°F}' for -10
hdr:490|correct|boxed|
hdr:491|correct|boxed|
hdr:492|correct|boxed|'Sally spends a total of \(\boxed{\$32}\).' for 32
hdr:493|wrong|boxed|'\boxed{50}' cents (gold 25: buy one get one free taken as a third pack free with the two bought, $6 for 12 razors, instead of two packs for the price of one, $4 - $2 for 8 razors)
hdr:494|wrong|boxed|'\boxed{53 \text{ feet}}' (gold 21: all ten heights added, 636 inches, instead of one girl a level, 3 x 64 + 60 = 252 inches)
hdr:495|correct|boxed|
hdr:496|correct|boxed|the thinking ends 'Angela is currently 42 - 4 = 18 years old'; the solution writes '42 - 4 = 38 years' and 'Angela is currently \(\boxed{38}\) years old.' (= gold 38); the last (boxed) answer counts
hde:409|correct|boxed|Carolyn's delivery company (opens on page 672000): the thinking ends '$48,000 (May) + $72,000 (June) = $120,000.'; the solution takes May as \$2,400 x 40 = \$96,000 and ends '\boxed{\$168,\!000}' (= gold 168000); the last (boxed) answer counts
hde:410|correct|boxed|'**Final Answer:** \(\boxed{3}\)'
hde:411|correct|boxed|'\boxed{\$1110}' for 1110
hde:412|correct|boxed|'Shannon needs to make \(\boxed{5}\) dozen madeleines.'
hde:413|correct|boxed|
hde:414|correct|boxed|'\boxed{\$56}' for 56
hde:415|correct|boxed|
hde:416|correct|boxed|
hde:417|wrong|boxed|'= \boxed{2840 \text{ kilometers}}' (gold 3140: the second week taken as 6 days, 1,800 km, instead of 7, 2,100 km)
hde:418|correct|boxed|
hde:419|no_answer|truncated|Stanley's comb: the thinking reaches 'So, Oliver has to climb 3,000 feet.', then 'Wait, that seems straightforward.', 'But hold on.' and 330 'Wait.' lines to the cap inside the think block (no '</think>', no final answer)
hde:420|correct|boxed|'\boxed{\$17,\!000}' for 17000
hde:421|correct|boxed|'= \boxed{12} \text{ cats}'
hde:422|wrong|boxed|'\boxed{240}' (gold 284: the 8 months at $12 taken as 2 more after the 6 introductory ones, then 12 months at $14, instead of 6 x 8 + 8 x 12 + 10 x 14)
hde:423|wrong|boxed|'the jogger jeans originally cost \(\boxed{\$6}\) more' (gold 8: the sale prices' difference, 28 - 22, instead of the original prices', 28 + 4 = 32 against 22 + 2 = 24)
hde:424|correct|boxed|'= \boxed{570}', then '**Final Answer:** \(\boxed{570}\)'
hde:425|wrong|boxed|'\boxed{90}' (gold 150: the store-bought feeders taken to attract 10 birds and her own 20, instead of 20 and 30, 3 x 30 + 3 x 20)
hde:426|correct|boxed|
hde:427|correct|boxed|
hde:428|wrong|boxed|'\(\boxed{4}\)' (gold 26: 54 hot dogs for 40 guests wanting two each, 80 - 54; the working counts only the 4 extra guests)
hde:429|correct|boxed|
hde:430|correct|boxed|
hde:431|correct|boxed|'19 - 18 = \boxed{\$1}' for 1
hde:432|correct|boxed|
hde:433|correct|boxed|
hde:434|no_answer|truncated|George's candy bars: the thinking reaches 'candy bars must have been 495 - 120 = 375', never divides by 75, then 'Let me rephrase.', 'Total money spent: 5 dollars.' and 318 'Wait.' lines and 'Wait' to the cap inside the think block (across the edge of pages 720000 and 736000; no '</think>', no final answer)
hde:435|correct|boxed|Ray's lollipops (its element opens on page 736000 after element 434's 'Wait.' run)
hde:436|correct|boxed|'\boxed{15 \text{ ounces}}' for 15
hde:437|correct|boxed|'= \boxed{7}', then '**Answer:** \(\boxed{7}\)'
hde:438|correct|boxed|
hde:439|wrong|boxed|'\boxed{21 \text{ minutes}}' (gold 17: her 16-minute drive plus 5, without taking off Wayne's own 4-minute drive, 16 - 4 + 5)
hde:440|no_answer|truncated|Billie's bedroom: the thinking reaches 'So, perimeter is 98 feet.', then 'Alternatively, perhaps made a mistake.' and runs 'Wait.', 'Hold on.' and 'Hold.' lines, 86 'Hold.' lines at the last, to the cap inside the think block (no '</think>', no final answer)
hde:441|correct|boxed|'\(\boxed{80}\)'
hde:442|correct|boxed|'= \boxed{49 \degree\text{F}}', then '**Final Answer:** \(\boxed{49 \degree\text{F}}\)' for 49
hde:443|no_answer|truncated|Jon's triathlon: the thinking reaches 'So, run:59 minutes.', then 'Is 10% faster.' and 111 'Wait.' lines and 'Wait' to the cap inside the think block (no '</think>', no final answer)
hde:444|correct|boxed|
hde:445|correct|boxed|'\boxed{\$6}' for 6
hde:446|correct|boxed|
hde:447|correct|boxed|boxes the subtotals '\boxed{240}' and '\boxed{235}', then '240 - 235 = \boxed{5}' and '\(\boxed{5}\)' (= gold 5); the last box is the answer
hde:448|correct|boxed|
hde:449|correct|boxed|'= \boxed{112} \text{ pieces}', then 'Beatrice bought **\(\boxed{112}\)** color crayons in all.'
hde:450|wrong|boxed|'\boxed{\$7}' (gold 4: the $1 extra for popcorn and soda left out and the saving taken the wrong way, (15 + P) - 20 = 2, instead of 12 + 3 + P = 21 - 2; the thinking had $3)
hde:451|correct|boxed|'\boxed{\$11,\!050}' for 11050
hde:452|correct|boxed|'\boxed{50\ \text{mph}}' for 50
hde:453|correct|boxed|
hde:454|wrong|boxed|debatable: Marin and Nancy's apples, 8 a day x 30, '\boxed{240}' (gold 150; the gold's working takes '4 + 1' apples a day, which does not match the question as worded, 'each eat 4'; labelled against the gold as earlier rounds did)
hde:455|correct|boxed|'160 \times \$12 = \boxed{\$1,\!920}' for 1920
hde:456|correct|boxed|
hde:457|correct|boxed|'\(\boxed{45}\)'
hde:458|correct|boxed|'\boxed{35\%}' for 35
hde:459|correct|boxed|the working weighs the carrots at '4 bags x 1 pound/bag = 4 pounds' (12-pound bags), 4456 pounds in all, 1.976 trips rounded up, and boxes 2 (= gold 2): a right final answer over wrong working
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

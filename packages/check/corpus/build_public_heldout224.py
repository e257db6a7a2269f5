__doc__ = r"""Build public_heldout224.jsonl: a 224th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 220's repository Zhuohao-Li/Hawkeye (rounds 109-220 read its bench/gsm results
files and named where to go on), in the same two files, hdr and hde (the other three, hdb, hd2 and
hgr, were left to a round beside this one). Its bench/gsm/results folder commits
DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an indented JSON list in test order
from question 0. The run script (benchark/gsm/run.py at 2926e0f, read in round 118) has three
stages; stage 3 `base_qa` asks 'Question: {question}.' as the only user turn (sglang, max_tokens
1024, temperature 0.7, top_p 0.9) and stores {question, answer, model_output, score}: the hdr and
hde files, every model_output opening '<think>'.

Method (rounds 88-220's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Round
220's pastes of hdr 940000 and hde 768000 were not re-used: both pages were read again with
read_file and pasted anew, since the first element this round takes from each file opens on them
(both came out at 16,000 and equal to round 220's decoded pages, still in /tmp/rounds/real220).
Fourteen pages were pasted in all (seven a file); thirteen came out at 16,000 at the first paste,
one (hde_816000) at 15,994: the paste, read over against the display, had 'the total amount
Spends.' for 'the total amount Sally spends.' in element 492's thinking; fixed, 16,000. Nothing was
shortened. Each page starts where the one before ends (offsets 16,000 apart), checked by
work/extract.py, which cut the records out by script (raw_*.jsonl): the pages of one file joined in
file order, each whole list element parsed, r = the raw JSON string body of its `model_output` (enc
json, checked to decode to the parsed value), g = its `answer`, rec = its list index, found as the
gsm8k/test.jsonl line of its question (every question equal to its line as decoded) and checked to
run on one by one, with `answer` equal to the line's '####' value. Elements before the first one
named below (taken in round 220) are skipped; the element cut by the end of each file's last page
is dropped.

Loop markers (hde only; hdr has none): the hde file's runs sometimes end in long 'Wait.' loops to
the 1024-token cap. A uniform run is pasted as one copy of its unit between @@U<n>@@ and @@/U<n>@@
(the display form, 'Wait.\\n\\n': 'Wait.' and a blank line in the completion), then @@R<n>@@ (the
one whole number of further copies that makes the page 16,000 characters; one such a page). Each
run here follows an irregular part ('Wait.' lines before 'But hold on.' or 'Hold on.') that a
same-length slip could shift into the run, so the count was fixed by anchor reads: read_file at an
offset inside the page, whose first characters were compared with the page text at that offset
(four anchor reads, not pasted: 785500, 788300, 845900, 848330). The markers:
  pages/hde_784000.txt: element 460's run after '... is 84 cents.\\n\\nWait.\\n\\nWait.\\n\\nWait.
  \\n\\nBut hold on.\\n\\n', 'Wait.\\n\\n' x 295 (filled), then 'Wait",'; the anchor read at
  785500 opens '*2=42.\\n\\nSo 42*2=84.\\n\\nYeah.' and runs '... 84 cents.', three 'Wait.' lines,
  'But hold on.' as the page does there; the one at 788300 opens
  'nWait.\\n\\nWait.\\n\\nWait.\\n\\nWait",' as the page does there.
  pages/hde_832000.txt: element 500's run after 'So, the answer is 16.\\n\\nHmm.\\n\\n', six 'Wait.'
  lines and 'Hold on.\\n\\n', 'Wait.\\n\\n' x 219 (filled), then 'Wai' to the end of the page; the
  anchor read at 845900 opens ' Lily found 16 insects.\\n\\nSo, the answer is 16.\\n\\nHmm.' and
  runs six 'Wait.' lines and 'Hold on.' as the page does there.
  pages/hde_848000.txt: element 500's run goes on, 't.\\n\\n' (the end of the 'Wai' line), then
  'Wait.\\n\\n' x 39 (filled), then '",'; the anchor read at 848330 opens
  'Wait.\\n\\nWait.\\n\\nWait.\\n\\n",' as the page does there.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 940000
  (read again, for element 497's opening), 956000, 972000, 988000, 1004000, 1020000 and 1036000 (=
  hdr_940000 .. hdr_1036000): elements 497 (Paul's car rides) to 549 (Jonathan's toys) whole; 550
  (the shop's school supplies) cut by the end of 1036000 inside its thinking ('- The geometry set
  costs $10') and dropped: 53 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 768000 (read again, for element 460's opening), 784000, 800000, 816000,
  832000, 848000 and 864000 (= hde_768000 .. hde_864000): elements 460 (Grayson's recycling) to
  519 (Royce's shingles) whole; 520 (Martha's knitting) cut inside its solution's table ('|
  Sweater       | 12') and dropped: 60 kept (hde).

Repeats: the two files answer the same GSM8K test questions as rounds 109-220 and as each other
(hdr 497-519 and hde 497-519 ask the same questions; each run its own text). Every completion kept
was compared (whitespace-normalised) with every completion of the earlier rounds
(packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/public_heldout*.jsonl
present: 231 files, 32,900 distinct completions, by script, work/dedup.py, reading no labels) and
with the others of this round: none repeats. 113 records kept.

Repository counts (113 records): Zhuohao-Li/Hawkeye 113 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 53, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 60). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-220 found); `licence` per record. Truth: correct
97, wrong 13, no_answer 3; debatable 0.

Split: GSM8K test 113, MATH 0. Prompt format: long_cot 113 (no tag format asked for; every
completion opens '<think>', reasons, closes '</think>' and writes a step-by-step solution ending
in \boxed{}, except hdr:500, hde:460 and hde:500, cut inside the think block, the two hde ones
looping 'Wait.' lines to the cap). Forms: boxed 110, truncated 3.

Label conventions (rounds 37-220's): the last final answer counts; equal in value but written
differently is correct ('\boxed{1,\!600}', '\boxed{\$144.00}', '\boxed{\$2}', '\boxed{120\
\text{ml}}', '\boxed{90,\!000}', '\boxed{48 \text{ hours}}', '\boxed{188\ \text{mm}}',
'\boxed{\$6.00}', '\boxed{\$1.00}', '\boxed{10\%}', '\boxed{\$15,400}', '\boxed{-10^\circ
\text{ Fahrenheit}}', '\boxed{21\,\text{feet}}', '\boxed{26 \text{ gifts}}', '\boxed{280
\text{ minutes}}'); a right final answer over wrong working is correct (hde:494 writes '(4 \times
64) + (3 \times 64) + (2 \times 64) + 60 = 252' and boxes 21 feet = gold 21; hde:469 takes 48
'sprinkles' at one a cupcake and boxes 4 = gold 4); where the thinking and the solution disagree,
the last (boxed) answer counts (hde:468 thinks '22 shoes remaining' and boxes 120, correct;
hdr:529 thinks 11 CDs and boxes 1, hdr:540 thinks $39 and boxes 48, hde:477 thinks 20 and boxes
10, all wrong); a completion cut inside its think block, or looping there, before any final answer
is no_answer even where its working reached the gold (hdr:500 and hde:500 reached 16, hde:460
reached 84). No label this round is marked debatable.

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 940000 (read again), 956000,
972000, 988000, 1004000, 1020000, 1036000; bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-
Qwen-7B/1_result.json offsets 768000 (read again), 784000, 800000, 816000, 832000, 848000, 864000,
and the anchor reads at 785500, 788300, 845900 and 848330 (not pasted).

Leads for a later round: Hawkeye hdr from 1052000 (element 550, the shop's school supplies, opens
on 1036000 and is cut inside its thinking: read 1036000 again, as the brief for each round asks,
rather than re-use this round's paste); hde from 880000 (element 520, Martha's knitting, opens on
864000 and is cut inside its solution's markdown table: read 864000 again; mind the table's runs of
spaces and dashes, '|---------------|-------------------------------|', which only the length check
catches). The hde file (Efficient_CoT repeat 1) still loops now and then (two of this round's 60
ran 'Wait.' lines to the cap, one across the edge of pages 832000 and 848000, ending 'Wait.\\n\\n'
with no 'Wait' stub): paste a uniform run with a loop marker and fix the length of the irregular
part before it ('Wait.' lines before 'But hold on.' / 'Hold on.') by an anchor read at an offset
inside the page. Watch for curly apostrophes (kept as the file has them: 'Mariah’s grandma', 'she’s
at work', 'Marissa’s class', 'Jeff’s work', and 'Let’s' inside model outputs), for escaped quotes
in the display ('64\\\" tall', '\\\"buy one get one free\\\"', '\\\"In 8 years, his cousin
...\\\"'), for '\\$' inside \text{} ('15\\,\\text{\\$ per book}') and for double spaces inside
questions ('his 6 sled dogs.  Assuming', '3 miles away.  He walks'). Still unread (as rounds
118-220 listed): bench/results/*/example*.txt and gsm8k_result*.json (Qwen2.5 and Llama GSM8K runs:
look whether they hold completions with golds), bench/gsm8k_cot.jsonl, and the older
benchark/gsm/results/*_result.json files at 2926e0f (check repeats against bench/ first).

Usage: python build_public_heldout224.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout224.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout224.jsonl"
SOURCE = "public_heldout224"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
# zh_sources describes all five Hawkeye files; this round took two of them (hdr, hde), so the
# other three entries are built empty and left out.
_ALL = zh_sources(
    hdr=(
        "940000-1051999 (seven pages: 940000, 956000, 972000, 988000, 1004000, 1020000, 1036000)",
        "497-549",
    ),
    hde=(
        "768000-879999 (seven pages: 768000, 784000, 800000, 816000, 832000, 848000, 864000)",
        "460-519",
    ),
    hdb=("", ""),
    hd2=("", ""),
    gr="",
)
SOURCES = {key: _ALL[key] for key in ("hdr", "hde")}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:497|correct|boxed|Paul's car rides (opens on page 940000)
hdr:498|correct|boxed|
hdr:499|correct|boxed|'Both venues will cost the same when there are \(\boxed{10}\) guests attending.'
hdr:500|no_answer|truncated|Lily's insects: the thinking reaches 'So, I think that's solid. Lily found 16 insects.' and, double-checking, is cut at '... So, 16 is 7 more than 9, which is correct. ' inside the think block (no '</think>', no final answer)
hdr:501|correct|boxed|
hdr:502|correct|boxed|'= \boxed{26} \text{ gifts}', then '**Answer:** \(\boxed{26}\)'
hdr:503|correct|boxed|
hdr:504|correct|boxed|'Each pack of strawberry gum costs \(\boxed{2}\) dollars.'
hdr:505|correct|boxed|'\boxed{1,\!600}' for 1600
hdr:506|correct|boxed|'\boxed{\$144.00}' for 144
hdr:507|correct|boxed|'\boxed{\$2}' for 2
hdr:508|wrong|boxed|'\boxed{150}' (gold 120: the farm's sheep taken as twice the zoo's 20, 40, instead of half, 10; 30 + 10 + 60 + 20)
hdr:509|correct|boxed|
hdr:510|wrong|boxed|'\boxed{580 \text{ calories}}' (gold 525: 181 days, January to June, instead of the 200 to July 19, which the solution's table lists and still totals 181; 105,000 / 200)
hdr:511|correct|boxed|'\boxed{\$110}' for 110
hdr:512|correct|boxed|'\boxed{120\ \text{ml}}' for 120
hdr:513|correct|boxed|
hdr:514|correct|boxed|'\boxed{90,\!000}' for 90000
hdr:515|wrong|boxed|'\boxed{\$32}' (gold 160: the $4 and $8 taken per pack of 5 instead of per bag, 40 bags x ($8 - $4))
hdr:516|correct|boxed|
hdr:517|correct|boxed|
hdr:518|correct|boxed|'The amount of money Ali has after buying dinner is:', then '\(\boxed{32}\)'
hdr:519|correct|boxed|'Royce takes \(\boxed{280}\) minutes to shingle the house.'
hdr:520|correct|boxed|
hdr:521|correct|boxed|
hdr:522|correct|boxed|
hdr:523|correct|boxed|
hdr:524|correct|boxed|
hdr:525|correct|boxed|
hdr:526|correct|boxed|
hdr:527|correct|boxed|'\boxed{48 \text{ hours}}' for 48
hdr:528|correct|boxed|'= \boxed{172}', then '... have together is \(\boxed{172}\).'
hdr:529|wrong|boxed|'Tom would have been able to buy \(\boxed{1}\) more CD' (gold 11: the $44 the headphones cost buys 11 CDs; the solution takes the money left after the headphones, 48 - 44 = 4, one CD; its thinking had 11)
hdr:530|correct|boxed|
hdr:531|correct|boxed|
hdr:532|correct|boxed|the thinking ends 'The number of years separating their ages now is \boxed{25}.' before '</think>'; the solution ends with the same sentence
hdr:533|correct|boxed|'= \boxed{\$300}' for 300
hdr:534|correct|boxed|
hdr:535|correct|boxed|
hdr:536|correct|boxed|'**Final Answer:** \boxed{8}'
hdr:537|correct|boxed|'\boxed{188\ \text{mm}}' for 188
hdr:538|correct|boxed|
hdr:539|wrong|boxed|'\boxed{\$30}' (gold 35: the whole 20% tip is his, half of $50 plus $10; the working splits bill and tip alike, $60 / 2)
hdr:540|wrong|boxed|'\boxed{48}' (gold 39: the $13 left after spending $8 tripled; the solution assumes '\$3' more saved and triples $16; its thinking had $39)
hdr:541|correct|boxed|
hdr:542|wrong|boxed|'\boxed{8.00}' (gold 7: the fruit, 4.50 + 4.00 + 4.50, added as $12.00 instead of $13.00)
hdr:543|correct|boxed|'\boxed{\$6.00}' for 6
hdr:544|correct|boxed|
hdr:545|correct|boxed|
hdr:546|correct|boxed|'\boxed{130}', then '**Answer:** Elise has written a total of \(\boxed{130}\) letters.'
hdr:547|correct|boxed|
hdr:548|correct|boxed|
hdr:549|correct|boxed|
hde:460|no_answer|truncated|Grayson's recycling (opens at the end of page 768000): the thinking reaches 'So the total amount earned in four weeks is 84 cents.', then three 'Wait.' lines, 'But hold on.' and 295 'Wait.' lines and 'Wait' to the cap inside the think block (no '</think>', no final answer)
hde:461|correct|boxed|
hde:462|correct|boxed|
hde:463|correct|boxed|'= \boxed{\$18}' for 18
hde:464|correct|boxed|'7 - 1 = \boxed{6}\text{th place}', then '\boxed{6}'
hde:465|correct|boxed|the thinking ends 'Therefore, Miss Maria has \boxed{30} students.'; the solution ends '\boxed{30}'
hde:466|correct|boxed|'\boxed{\$1.00}' for 1
hde:467|wrong|boxed|'\boxed{1120}' (gold 1200: the one comforter a room left out, 2 + 4 + 8 = 14 pieces a room instead of 15)
hde:468|correct|boxed|the thinking ends 'Finally, by Sunday, he has 22 shoes remaining.'; the solution counts 200 + 10 + 30 + 60 - 180 and ends '\(\boxed{120}\)' (= gold 120); the last (boxed) answer counts
hde:469|correct|boxed|the working takes '6 \text{ jars} \times 8 \text{ sprinkles per jar} = 48 \text{ sprinkles}' at one sprinkle a cupcake, 48 cupcakes, and boxes 4 (= gold 4): the same count under another name
hde:470|correct|boxed|'= \boxed{\$3}' for 3
hde:471|correct|boxed|
hde:472|correct|boxed|
hde:473|correct|boxed|'\boxed{10\%}' for 10
hde:474|correct|boxed|
hde:475|wrong|boxed|'\boxed{60}' (gold 20: the 240 minutes spread over 4 days instead of 3 weeks x 4 days = 12 days)
hde:476|correct|boxed|
hde:477|wrong|boxed|'\boxed{10}' (gold 20: 32 - 12 taken as 10; the thinking had 20)
hde:478|correct|boxed|'600 + 21 = \boxed{621}'
hde:479|correct|boxed|'\$10,000 + \$5,400 = \boxed{\$15,400}' for 15400
hde:480|correct|boxed|
hde:481|correct|boxed|'= \boxed{84} \text{ grains}'
hde:482|correct|boxed|'\boxed{\$26}' for 26
hde:483|correct|boxed|'80 - 40 = \boxed{40}'
hde:484|correct|boxed|
hde:485|correct|boxed|'\boxed{\$220}' for 220
hde:486|correct|boxed|'\boxed{6 \text{ hours}}' for 6
hde:487|correct|boxed|'**Final Answer:** \(\boxed{4}\)'
hde:488|correct|boxed|
hde:489|correct|boxed|'\boxed{-10^\circ \text{ Fahrenheit}}' for -10
hde:490|correct|boxed|
hde:491|correct|boxed|'64 - 48 = \boxed{16}'
hde:492|correct|boxed|
hde:493|correct|boxed|'Each individual razor will cost Heather \(\boxed{25}\) cents after applying the discounts.'
hde:494|correct|boxed|the solution writes '(4 \times 64) + (3 \times 64) + (2 \times 64) + 60 = 252 \text{ inches}' (the sum is 636) and boxes '\boxed{21\,\text{feet}}' (= gold 21; the thinking takes one girl a level, 64 + 64 + 64 + 60): a right final answer over wrong working
hde:495|correct|boxed|'\boxed{200 \text{ minutes}}' for 200
hde:496|correct|boxed|
hde:497|correct|boxed|
hde:498|correct|boxed|'**Final Answer:** \(\boxed{40}\)'
hde:499|correct|boxed|
hde:500|no_answer|truncated|Lily's insects: the thinking reaches 'So, Lily found 16 insects.' and 'So, the answer is 16.', then 'Hmm.', six 'Wait.' lines, 'Hold on.' and 259 'Wait.' lines to the cap inside the think block (across the edge of pages 832000 and 848000; no '</think>', no final answer)
hde:501|correct|boxed|
hde:502|correct|boxed|'16 \text{ gifts} + 10 \text{ gifts} = \boxed{26 \text{ gifts}}' for 26
hde:503|correct|boxed|
hde:504|correct|boxed|
hde:505|correct|boxed|'\boxed{1,\!600}' for 1600
hde:506|correct|boxed|
hde:507|correct|boxed|'\boxed{\$2.00}' for 2
hde:508|wrong|boxed|'= \boxed{140}', then '**Final Answer:** \(\boxed{140}\)' (gold 120: the farm's sheep taken as half the zoo's 60 cows, 30, instead of half the zoo's 20 sheep, 10)
hde:509|correct|boxed|
hde:510|wrong|boxed|'\boxed{579.55 \text{ calories/day}}' (gold 525: 181 days, January to June, instead of the 200 to July 19, which the solution's list adds with December's 31 and still totals 181; 105,000 / 200)
hde:511|correct|boxed|'\boxed{\$110}' for 110
hde:512|correct|boxed|'\boxed{120\ \text{ml}}' for 120
hde:513|correct|boxed|'= \boxed{\$300}', then '**Answer:** \(\boxed{300}\)'
hde:514|correct|boxed|'= \boxed{90,\!000}', then 'The house cost \boxed{90,\!000} dollars.'
hde:515|wrong|boxed|'= \boxed{\$32}', then '**Final Answer:** \(\boxed{\$32}\)' (gold 160: the $4 and $8 taken per pack of 5 instead of per bag, 40 bags x ($8 - $4))
hde:516|correct|boxed|
hde:517|correct|boxed|'2 \times 9 = \boxed{18} \text{ cookies}'
hde:518|correct|boxed|'\boxed{\$32}' for 32
hde:519|correct|boxed|'\boxed{280 \text{ minutes}}' for 280
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

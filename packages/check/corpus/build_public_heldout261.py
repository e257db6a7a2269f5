__doc__ = r"""Build public_heldout261.jsonl: a 261st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand (hdr:777 and hde:788 box the gold under their own reasoning slips, hdr:777 under a `score` of
0.0: labelled correct by reading; hdr:804, cut inside its thinking, carries a `score` of 1.0:
labelled no_answer by reading).

It continues round 257's repository Zhuohao-Li/Hawkeye (rounds 109-257 read its bench/gsm results
files and named where to go on), in the same two files, hdr and hde (the other three, hdb, hd2 and
hgr, were left to rounds beside this one). Its bench/gsm/results folder commits
DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an indented JSON list in test order
from question 0. The run script (benchark/gsm/run.py at 2926e0f, read in round 118) has three
stages; stage 3 `base_qa` asks 'Question: {question}.' as the only user turn (sglang, max_tokens
1024, temperature 0.7, top_p 0.9) and stores {question, answer, model_output, score}: the hdr and
hde files, every model_output opening '<think>'.

Method (rounds 88-257's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length. Round 257's last
pages, hdr 1484000 and hde 1264000, were read again with read_file and pasted anew, since the first
element this round takes from each file opens on them (both came out at 16,000 and byte-equal to
round 257's decoded pages, still in /tmp/rounds/real257). Ten pages were pasted in all (five hdr,
five hde, the two read again counted among them: hdr 1484000-1548000, hde 1264000-1328000); each
came out at 16,000 at the first paste. Beyond the length check, the two pages read again were
checked byte-equal to round 257's; the other nine were transcribed from their display with care
but not proofread in a second pass, so a same-length slip there is not ruled out. No loop marker
was needed (no page holds a long verbatim repeat; hde:756's 'So,\n\nWait.' run is varied text,
pasted in full). Nothing was shortened. Each page starts where the one before ends (offsets
16,000 apart), checked by work/extract.py, which cut the records out by script (raw_*.jsonl): the
pages of one file joined in file order, each whole list element parsed, r = the raw JSON string
body of its `model_output` (enc json, checked to decode to the parsed value), g = its `answer`,
rec = its list index, found as the gsm8k/test.jsonl line of its question (every question equal to
its line as decoded) and checked to run on one by one, with `answer` equal to the line's '####'
value. Elements before the first one named below (taken in round 257) are skipped; the element
cut by the end of each file's last page is dropped. Every record was read in full while
labelling.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 1484000
  (read again, for element 775's opening), 1500000, 1516000, 1532000 and 1548000 (= hdr_1484000 ..
  hdr_1548000): elements 775 (Henry's toys) to 806 (Janet's pass rate) whole; 807 (Milo's mosaic)
  cut by the end of 1548000 inside its solution ("Can Cover:**\\n\\n   It ") and dropped: 32 kept
  (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 1264000 (read again, for element 754's opening), 1280000, 1296000, 1312000 and
  1328000 (= hde_1264000 .. hde_1328000): elements 754 (Lorraine's stickers) to 792 (Damien's
  bottle caps) whole; 793 (Jamie's overtime) cut by the end of 1328000 inside its thinking
  ("Finally, I'll add h") and dropped: 39 kept (hde).
  (The brief's "hdr 1484000 again, then 1500000, ..." was followed: five hdr pages, 1500000-1548000
  new; the sixth counted above is the page read again.)

Repeats: the two files answer the same GSM8K test questions as rounds 109-257 and as each other
(hdr 775-792 and hde 775-792 ask the same questions, as do hde 754-774 and hdr 754-774, taken in
round 257; each run its own text). Every completion kept was compared (whitespace-normalised) with
every completion of the earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present: 302 files, 35,695 distinct completions, by script,
work/dedup.py, reading no labels) and with the others of this round: none repeats. 71 records
kept.

Repository counts (71 records): Zhuohao-Li/Hawkeye 71 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 32, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 39). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-257 found); `licence` per record. Truth: correct
57, wrong 13, no_answer 1; debatable 1.

Split: GSM8K test 71, MATH 0. Prompt format: long_cot 71 (no tag format asked for; every
completion opens '<think>', reasons, closes '</think>' and writes a step-by-step solution ending
in \boxed{}, except hdr:804, cut at the 1024-token cap inside the think block). Forms: boxed 70,
truncated 1.

Label conventions (rounds 37-257's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$800}', '\boxed{255 \text{ miles}}', '\boxed{\$15}',
'\boxed{\$155}', '\boxed{\$100}', '\boxed{\$75}', '\boxed{\$20}', '\boxed{540\ \text{seconds}}',
'\boxed{\$4}', '\boxed{1,\!240}', '\boxed{\$1,\!170}', '\boxed{70\%}', '\boxed{7} \text{
matches}', '\boxed{60,\!000 \text{ hours}}', '\boxed{\$85}', '\boxed{50\%}', '\boxed{10 \text{
hours}}', '\boxed{\$38.00}', '\boxed{255\, \text{miles}}'); a right final answer over wrong
working is correct (hde:788 subtracts John's $50 from the school's $150 instead of from the $150
left to pay, and boxes 100; hdr:777's thinking reaches '$2,720' and its solution opens 'how much
Mike will save', then computes 4,400 and boxes it); several boxes, the last counts (hde:769 boxes
the day totals 80 and 30, then '\boxed{110} \text{ dollars}'; hdr:791 boxes 100 twice); a boxed
answer that is not the gold is wrong (hdr:780 and hde:780, the video game scores, box 215 for gold
25, hde:780 after computing '-25 points' and then 'Revised Total Difference'; hdr:781 and hde:781
take '$30 each' for two pizzas costing 30 together; hdr:782 and hde:782 count one rider, not
Chase and Rider; hdr:790 and hde:790, the seashells; hdr:796, hde:754, hde:768, hde:777, hde:786:
see their notes); a completion cut inside its think block before any final answer is no_answer
even where its working stated the gold (hdr:804 'So, after 2 hours, the second car is 20 miles
ahead of the first car.' then cut while checking 'it'): as rounds 229-257 labelled such records,
marked debatable as rounds 253-257 did.

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 1484000 (read again), 1500000,
1516000, 1532000, 1548000; bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
1_result.json offsets 1264000 (read again), 1280000, 1296000, 1312000, 1328000.

Leads for a later round: Hawkeye hdr from 1564000 (element 807, Milo's mosaic, opens on 1548000
and is cut inside its solution at 'Can Cover:**\\n\\n   It ': read 1548000 again, as the brief for
each round asks, rather than re-use this round's paste); hde from 1344000 (element 793, Jamie's
overtime, opens on 1328000 and is cut inside its thinking at "Finally, I'll add h": read 1328000
again). In this stretch the hdr file cut one long thinking at the cap (hdr:804, the two cars, cut
while re-checking after stating the gold); the hde file wrote one long thinking of one-word lines
('So,', 'Wait.', 'Hmm.') that still closed and boxed (hde:756), no loop needing a marker. Both files
now run over the same questions (hdr 775-806, hde 754-792): the later hde elements 793-806 ask what
hdr 793-806 asked. Watch for curly apostrophes (kept as the file has them: 'Let’s denote',
'Let’s define', 'farmer’s market'), the '×', '÷' and '°' characters, escaped quotes in the display
('\\\"Deck the Halls\\\"'), '\\\\\\\\' row breaks inside align blocks (hdr:780, hdr:783, hde:783),
'\\$' inside model outputs and questions with double spaces ('from home.  He drives', 'movies.  A
third'). Still unread (as rounds 118-257 listed): bench/results/*/example*.txt and
gsm8k_result*.json (Qwen2.5 and Llama GSM8K runs: look whether they hold completions with golds),
bench/gsm8k_cot.jsonl, and the older benchark/gsm/results/*_result.json files at 2926e0f (check
repeats against bench/ first).

Usage: python build_public_heldout261.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout261.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout261.jsonl"
SOURCE = "public_heldout261"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
# zh_sources describes all five Hawkeye files; this round took two of them (hdr, hde), so the
# other three entries are built empty and left out.
_ALL = zh_sources(
    hdr=(
        "1484000-1563999 (five pages: 1484000, 1500000, 1516000, 1532000, 1548000)",
        "775-806",
    ),
    hde=(
        "1264000-1343999 (five pages: 1264000, 1280000, 1296000, 1312000, 1328000)",
        "754-792",
    ),
    hdb=("", ""),
    hd2=("", ""),
    gr="",
)
SOURCES = {key: _ALL[key] for key in ("hdr", "hde")}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:775|correct|boxed|Henry's toys (opens on page 1484000): '650 - 374 = 276 \text{ wheels}', then '\boxed{276}'
hdr:776|correct|boxed|'= \boxed{\$800}', then '**Answer:** \(\boxed{\$800}\)' for 800
hdr:777|correct|boxed|the thinking ends 'This gives a total cost of $2,720.' and the solution opens 'how much Mike will save'; the solution adds the regular movies, '= \$4,400', and ends '\(\boxed{4400}\)' (= gold 4400); the last (boxed) answer counts
hdr:778|correct|boxed|'**Final Answer:** \(\boxed{38}\)'
hdr:779|correct|boxed|'\boxed{255 \text{ miles}}' for 255
hdr:780|wrong|boxed|'\boxed{215}' (gold 25: finishing 4 seconds slower leaves 4 fewer seconds, 80 + 15 - 120 = -25, a difference of 25; the completion adds the 4 seconds, S + 4)
hdr:781|wrong|boxed|'Each of the other two pizzas cost \(\boxed{\$2}\).' (gold 17: the two pizzas cost 30 dollars together, (64 - 30) / 2; the completion takes $30 each)
hdr:782|wrong|boxed|'15 \text{ rides} + 4 \text{ rides} = 19', then '\boxed{19}' (gold 54: 3 x 5 + 6 x 2 = 27 rides each for Chase and Rider, 54; the completion rides twice a day on the other days and counts one rider)
hdr:783|correct|boxed|'Bob bought \(\boxed{4}\) white fish at the store.'
hdr:784|correct|boxed|'\boxed{\$15}' for 15
hdr:785|correct|boxed|'\boxed{\$155}' for 155
hdr:786|correct|boxed|'Ricardo can get a total of \(\boxed{142}\) fruits from his plants.'
hdr:787|correct|boxed|
hdr:788|correct|boxed|'\boxed{\$100}' for 100
hdr:789|correct|boxed|'Carson needs to burn \(\boxed{4}\) logs to prevent the pipes from freezing.'
hdr:790|wrong|boxed|'= 6 \times 2 = 12 \text{ seashells}', then '\boxed{12}' (gold 108: 6 groups of 9 members, each member bringing 2, 6 x 9 x 2; the completion gives 2 shells a group)
hdr:791|correct|boxed|'138 - 38 = \boxed{100}', then '**Answer:**\n\boxed{100}'
hdr:792|correct|boxed|'\boxed{\$75}' for 75
hdr:793|correct|boxed|
hdr:794|correct|boxed|
hdr:795|correct|boxed|'\boxed{\$20}' for 20
hdr:796|wrong|boxed|'\boxed{\$3,\!120,\!000}' (gold 2880000: 220 + 240 + 260 = 720 monthly salaries of $4000; the completion pays 260 employees for all three months)
hdr:797|correct|boxed|'\boxed{540\ \text{seconds}}' for 540
hdr:798|correct|boxed|'**Final Answer:** Billy will earn \$20 more than Sally.', then '\boxed{20}'
hdr:799|correct|boxed|'\boxed{\$4}' for 4
hdr:800|correct|boxed|
hdr:801|correct|boxed|'\boxed{1,\!240}' for 1240
hdr:802|correct|boxed|'Bubbles should buy \(\boxed{6}\) stuffed goats.'
hdr:803|correct|boxed|'Kris needs to play for \(\boxed{9}\) more hours to earn the achievement.'
hdr:804|no_answer|truncated|debatable: the two cars: the thinking reaches 'So, after 2 hours, the second car is 20 miles ahead of the first car.' and checks it twice ('So, same answer.', 'Yep, consistent again.'), then starts 'Wait, let me make sure I didn't make any wrong assumptions.' and is cut at 'the second car doesn't slow down either, it' inside the think block (no '</think>', no boxed or closing answer); no_answer as rounds 229-257 labelled such cuts, though the gold was stated plainly
hdr:805|correct|boxed|'\boxed{\$1,\!170}' for 1170
hdr:806|correct|boxed|Janet's pass rate (the last element kept; 807, Milo's mosaic, is cut by the end of page 1548000): '\(\boxed{70\%}\)' for 70 (the question asks the overall pass rate)
hde:754|wrong|boxed|Lorraine's stickers (opens on page 1264000): '= \boxed{228}' (gold 89: 27 small stickers buy 9 large buttons, 20 large stickers 20 large buttons and 20 more 60 small buttons; the completion takes the 27 small stickers for 27 large buttons, adds them to its large stickers (40 + 27 = 67) and ends 129 large + 99 small buttons)
hde:755|correct|boxed|'= 2 + 1 + 4 = \boxed{7} \text{ matches}'
hde:756|correct|boxed|the thinking runs long in one-word lines ('So,', 'Wait.', 'Hmm.') and boxes 22 twice inside it, closes '</think>' and ends 'the number of votes in favor of the new regulation is \(\boxed{22}\).'
hde:757|correct|boxed|
hde:758|correct|boxed|
hde:759|correct|boxed|'\boxed{60,\!000 \text{ hours}}' for 60000
hde:760|correct|boxed|
hde:761|correct|boxed|
hde:762|correct|boxed|'\$200 - \$115 = \boxed{\$85}', then '**Answer:** Jayden needs an additional **\$85** to buy the camera.' for 85
hde:763|correct|boxed|
hde:764|correct|boxed|
hde:765|correct|boxed|'= 200 + 290 = \boxed{490}'
hde:766|correct|boxed|'Marissa bought \(\boxed{12}\) candy bars for Jimmy.'
hde:767|correct|boxed|
hde:768|wrong|boxed|'Grand Total} = 450 + 150 = 600', then '\boxed{600}' (gold 675: Ezra's 300 + 150 = 450 and Ahmed's half of that, 225; the completion counts Ahmed's 150 for the first hour only)
hde:769|correct|boxed|boxes the day totals '\boxed{80} \text{ dollars}' and '\boxed{30} \text{ dollars}', then ends '80 \text{ dollars} + 30 \text{ dollars} = \boxed{110} \text{ dollars}' (= gold 110); the last box counts
hde:770|correct|boxed|'20 - 16 = \boxed{4}', then '\(\boxed{4}\)'
hde:771|correct|boxed|'\boxed{3}'
hde:772|correct|boxed|'\boxed{50\%}' for 50 (the question asks what percentage)
hde:773|correct|boxed|
hde:774|correct|boxed|'\boxed{10 \text{ hours}}' for 10
hde:775|correct|boxed|
hde:776|correct|boxed|'= \boxed{800}', then '**Answer:** \(\boxed{800}\)'
hde:777|wrong|boxed|'\boxed{\$2,\!000}' (gold 4400: the 240 regular movies at $10, 2400, are left out; the completion adds the series and the older movies only)
hde:778|correct|boxed|'= \boxed{\$38.00}' for 38
hde:779|correct|boxed|'= \boxed{255\, \text{miles}}' for 255
hde:780|wrong|boxed|computes '= -25 \text{ points}' ('Ava's score is **25 points lower**'), then 'there might be a misunderstanding' and '**Revised Total Difference in Scores:**' '= \boxed{215 \text{ points}}' (gold 25: 80 + 15 - 120 = -25); the last (boxed) answer, 215, counts
hde:781|wrong|boxed|'\boxed{\$2}' (gold 17: the two pizzas cost 30 dollars together, (64 - 30) / 2; the completion takes $30 each)
hde:782|wrong|boxed|'= 15 + 12 = \boxed{27}', then '**Final Answer:** \(\boxed{27}\)' (gold 54: 27 rides each for Chase and Rider; the completion counts one rider)
hde:783|correct|boxed|'Bob bought \(\boxed{4}\) white fish at the store.'
hde:784|correct|boxed|'\boxed{\$15}' for 15
hde:785|correct|boxed|
hde:786|wrong|boxed|'= 1100 + 384 = \boxed{1484}', then '**Final Answer:** \(\boxed{1484}\)' (gold 142: 5 x 22 + 8 x 4; the completion invents rows of 10 and 12 plants)
hde:787|correct|boxed|
hde:788|correct|boxed|subtracts John's $50 from the school's $150 ('150 - 50 = \$100', a wrong step: 300 - 150 - 50) and ends 'John is missing \(\boxed{100}\) dollars.' (= gold 100); a right final answer over wrong working is correct
hde:789|correct|boxed|
hde:790|wrong|boxed|'= 10 \times 5 = \boxed{50}' (gold 108: 6 groups of 9 members, each member bringing 2; the completion gives each of 10 groups 9 x 3/5 = 5.4, rounded to 5)
hde:791|correct|boxed|
hde:792|correct|boxed|Damien's bottle caps (the last element kept; 793, Jamie's overtime, is cut by the end of page 1328000): '\boxed{75}'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

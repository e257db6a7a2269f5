__doc__ = r"""Build public_heldout230.jsonl: a 230th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand. One slip against the brief: after the labels of the hdb and hd2 records had been drafted by
reading, a regular-expression listing of their \boxed{} contents was printed once (an answer
extraction the brief rules out, even as a check); it agreed with the drafted labels and changed
none. No checker or grader of any kind ran.

It continues round 225's repository Zhuohao-Li/Hawkeye (rounds 109-225 read its bench/gsm results
files and named where to go on), the same three of its files as rounds 221 and 225: the baseline
run (hdb), the Efficient-CoT run's repeat 2 (hd2) and the two-stage run (gsm_result.json: hgc,
hgo); the hdr and hde files were not read this round (round 229, gathered alongside, reads them).
Its bench/gsm/results folder commits DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an
indented JSON list in test order from question 0. The run script (benchark/gsm/run.py at 2926e0f,
read in round 118) has three stages: stage 3 `base_qa` asks 'Question: {question}.' as the only
user turn (sglang, max_tokens 1024, temperature 0.7, top_p 0.9) and stores {question, answer,
model_output, score} (the hdb and hd2 files, every model_output opening '<think>'); stage 1 `cot`
asks the cot model (bench/gsm/run.yaml cot_model_path
Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B) with benchark/gsm/utils.py `cot_prompt`
(max_tokens 1024) and stores `cot`; stage 2 `qa` gives the small model (run.yaml small_model_path
Qwen/Qwen2.5-0.5B-Instruct) utils.py `doc_to_text` 'Question: {question}\nCot: {cot}\nThis is a
chain-of-thought that helps you answer.\nSo the answer is:' (max_tokens 512) and stores its reply
as `model_output` beside the `cot` (the gsm_result.json file: {question, answer, cot,
model_output, score}).

Method (rounds 88-225's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. The
pages on which the first element of each file opens were read again with read_file and pasted
anew: hdb 736000, hd2 640000 and hgr 784000 (each decodes to 16,000; round 225's paste files of
these three pages were in fact still on disk under /tmp/rounds/real225/pages, and the three new
pastes decode byte-identical to them, checked with cmp). Twelve new pages were pasted besides; all
fifteen pastes came out at 16,000 at the first paste, and each was read over against the display
(the completions a second time while labelling). No page holds a loop marker (no long verbatim
repeat on any page read). No page needs a no-break-space entry (every question matched its
gsm8k/test.jsonl line exactly as decoded, double spaces such as 'Erica made 20 Valentine's cards to
pass out.  Her dad', 'Misha picks out 4 blouses from the 30% off rack.  The regular' and 'On
average Joe throws 25 punches per minute.  A fight' and curly apostrophes such as 'her family’s
orchard', 'Bernadette’s apartment' and 'Wayne’s hotel' included; the completions keep their own
curly apostrophes, 'Let’s Define the Variables', 'Let’s denote', 'Let’s determine', and the em
dash of 'the more dangerous candles—that is', as the file has them). Nothing was shortened. Each
page starts where the one before ends (offsets 16,000 apart), checked by work/extract.py, which
cut the records out by script (raw_*.jsonl): the pages of one file joined in file order, each
whole list element parsed, r = the raw JSON string body of its `model_output` (or `cot`; enc json,
checked to decode to the parsed value), g = its `answer`, rec = its list index, found as the
gsm8k/test.jsonl line of its question and checked to run on one by one, with `answer` equal to the
line's '####' value. Elements before the first one named below (taken in round 225) are skipped;
the element cut by the end of each file's last page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 736000 (read again, for
  element 391's opening), 752000, 768000, 784000, 800000 and 816000 (= hdb_736000 ..
  hdb_816000): elements 391 (Betty and Sam's popsicles) to 431 (Dora's skipping rope) whole; 432
  (Prince Thaddeus's dragons) cut by the end of 816000 inside its thinking ('Then, find out how
  many dragons Prin') and dropped: 41 kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 640000 (read again, for element 394's opening), 656000, 672000, 688000,
  704000 and 720000 (= hd2_640000 .. hd2_720000): elements 394 (Wendy's books) to 440 (Billie's
  bedroom) whole; 441 (Elizabeth and Margareth's beads) cut inside its question and dropped: 47
  kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 784000 (read again, for element
  513's opening), 800000 and 816000 (= hgr_784000 .. hgr_816000): elements 513 (Julie's $500) to
  533 (Errol's monitors) whole, each giving two records, its `cot` (hgc) and its `model_output`
  (hgo); element 534 (the twenty kids' seashells) cut inside its cot and dropped: 21 elements, 42
  records, 41 kept (hgc 21, hgo 20; one repeat dropped, below).

Repeats: the files answer GSM8K test questions many earlier rounds answered, and each other's
(hdb 394-431 ask the questions of hd2 394-431, each run its own text). Every completion kept was
compared (whitespace-normalised) with every completion of the earlier rounds
(packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/public_heldout*.jsonl
present: 240 files, 33,377 distinct completions, by script, work/dedup.py, reading no labels; run
again at the end over 242 files, 33,507 distinct completions, rounds 231 and 232 written
meanwhile included, with no new repeat) and with the others of this round: one repeats, the hgo
reply of element 530 (Josh's workout hours, '36'), a bare value an earlier round already holds
(public_heldout129); it was dropped (work/extract.py DROP). The other short hgo replies ('$300',
'375', '29', '$21', '144', '9 rows', '48 hours', '9 years.', '68 loaves.', '63 skeins of wool.')
do not repeat. 129 records kept.

Repository counts (129 records): Zhuohao-Li/Hawkeye 129 (100 %: the gsm_baseline run 41,
Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 2 47, gsm_result's cot 21 and small-model
answers 20). Licence: no LICENSE file in the index for Zhuohao-Li/Hawkeye (as rounds 109-225
found); `licence` per record. Truth: correct 104, wrong 24, no_answer 1; debatable 0.

Split: GSM8K test 129, MATH 0. Prompt format: long_cot 129 (no tag format asked for; hdb, hd2 and
hgc completions open '<think>', reason, close '</think>' and write a step-by-step solution ending
in \boxed{} (every one this round reaches a box; none is cut); hgo are Qwen2.5-0.5B-Instruct's
replies to 'So the answer is:': a bare value ('$300', '375', '29', '$21', '144'), a value with its
unit ('9 rows', '48 hours', '9 years.', '68 loaves.', '63 skeins of wool.'), a sentence ('Royce
takes 280 minutes to shingle a house.', 'Heather can make **12 batches** of oatmeal cookies.'), a
box ('\[\n\boxed{\$288}\n\]', '\boxed{\$32}', 'The cost of the house is $\boxed{90,000}$.'), a copy
of its cot's solution steps ending in a box (hgo:517), or a sentence with no value at all
(hgo:531, 'The passengers are riding the bus after the second stop.')). Forms: boxed 114,
bare_last_line 10, prose_sentence 4, none 1.

Label conventions (rounds 37-225's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$34}', '\boxed{20\%}', '\boxed{\$14,\!400}', '\boxed{14,\!400}',
'\boxed{\$50.00}', '\boxed{\$3.00}', '\boxed{3000\ \text{feet}}', '\boxed{3,\!000\ \text{feet}}',
'\boxed{20 \text{ minutes}}', '\boxed{15 \text{ ounces}}', '\boxed{98 \text{ feet}}',
'\boxed{\$90,\!000}', '\boxed{48 \text{ hours}}', '$300', '9 rows', '63 skeins of wool.'); where
the thinking and the solution disagree, the last (boxed) answer counts (hd2:395 thinks 26 cards
and boxes 38, hd2:425 thinks 180 birds and boxes 150, hgc:529 thinks 44 CDs and boxes 11: all
correct; hgc:523 thinks 61 loaves and boxes 68: wrong); another quantity is wrong (hd2:423 boxes
the share of the savings made on the tattered jeans, 2/3, not the price gap asked); a bare reply,
a label or a sentence is read for the quantity it states (hgo); a reply that states no value is
no_answer (hgo:531); Mel's air conditioner (gsm8k test line 403, gold 81, 'reduces the time ... by
5 hours' read by the gold as use cut to 5 hours a day) is labelled against the gold, as rounds
147-225 did, not debatable (hdb:403 and hd2:403 box 135, five hours saved a day); Allan's corn
(line 406, gold 200, the corn bought 40 fewer than the 60 cannolis bought) likewise (hdb:406 and
hd2:406 box 240, as rounds 147-217 labelled the same reading).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/gsm_baseline_result.json offsets 752000, 768000, 784000, 800000, 816000
(736000 read again); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json
offsets 656000, 672000, 688000, 704000, 720000 (640000 read again); bench/gsm/results/
gsm_result.json offsets 800000, 816000 (784000 read again).

Leads for a later round: Hawkeye hdb from 832000 (element 432, Prince Thaddeus's dragons, opens on
816000 and is cut inside its thinking: read 816000 again first; mind that this page opens with
five spaces before '"score"', the indentation of the line cut at the edge); hd2 from 736000
(element 441, Elizabeth and Margareth's beads, opens at the end of 720000 inside its question:
read 720000 again first; hd2 now runs nine questions ahead of hdb, hd2 432-440 ask the questions
hdb 432-440 will ask); hgr (gsm_result.json) from 832000 (element 534, the twenty kids' seashells,
opens on 816000 inside its cot: read 816000 again first; two records an element; its short hgo
replies often repeat earlier rounds' bare answers (one of twenty-one did this round: '36'):
check). hdr and hde were not read this round: round 224's leads for them (hdr from 1052000, hde
from 880000) are being followed by round 229. Watch for curly apostrophes (kept as the file has
them), for no-break spaces the display shows as spaces (a question that does not match its
gsm8k/test.jsonl line), for double spaces inside questions, for escaped quotes inside questions
and completions (Sally's '\"Buy 1 pound at $3, get 1 pound 1/2 off.\"', in hdb and hd2 element
410), for em dashes inside completions, and for long 'Wait.'/'Hmm.' runs (a uniform one wants a
loop marker, an irregular one a whole paste; none met this round). Still unread (as rounds 118-225
listed): bench/results/*/example*.txt and gsm8k_result*.json (Qwen2.5 and Llama GSM8K runs: look
whether they hold completions with golds), bench/gsm8k_cot.jsonl, and the older
benchark/gsm/results/*_result.json files at 2926e0f (check repeats against bench/ first).

Usage: python build_public_heldout230.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout230.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout230.jsonl"
SOURCE = "public_heldout230"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
# (three of zh_sources' files this round: hdr and hde were not read, so their entries are left out)
SOURCES = {
    short: entry
    for short, entry in zh_sources(
        hdr=("not read this round", "none"),
        hde=("not read this round", "none"),
        hdb=(
            "736000-831999 (six pages: 736000, 752000, 768000, 784000, 800000, 816000)",
            "391-431",
        ),
        hd2=(
            "640000-735999 (six pages: 640000, 656000, 672000, 688000, 704000, 720000)",
            "394-440",
        ),
        gr="pages 784000-831999 of the file (three pages: 784000, 800000, 816000; elements 513-533)",
    ).items()
    if short in ("hdb", "hd2", "hgc", "hgo")
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdb:391|correct|boxed|Betty and Sam's popsicles (opens on page 736000): '90 - 75 = 15', '\boxed{15}'
hdb:392|correct|boxed|'Tim saves \(\boxed{\$34}\) per month' for 34
hdb:393|correct|boxed|'\boxed{20\%}' for 20
hdb:394|correct|boxed|'Wendy will need to carry \(\boxed{92}\) books'
hdb:395|wrong|boxed|'29 + 17 = 46 \text{ cards}', '50 - 46 = 4', '\boxed{4}' (gold 38: the 17 cards received are added, 20 + 30 + 17 - 29; it takes them off with the 29 passed out)
hdb:396|correct|boxed|
hdb:397|correct|boxed|
hdb:398|correct|boxed|
hdb:399|correct|boxed|
hdb:400|correct|boxed|
hdb:401|correct|boxed|'\boxed{\$14,\!400}' for 14400
hdb:402|correct|boxed|
hdb:403|wrong|boxed|'4.5 \, \text{kilowatts/day} \times 30', '\boxed{135 \, \text{kilowatts}}' (gold 81: the gold reads 'reduces the time ... by 5 hours' as use cut to 5 hours a day, 7200 - 4500 = 2700 Wh a day x 30; the completion saves 5 hours a day; labelled against the gold as given)
hdb:404|correct|boxed|'**Final Answer:**\n\n\boxed{22}'
hdb:405|correct|boxed|'\boxed{\$50.00}' for 50
hdb:406|wrong|boxed|'**Number of corns bought:** \( 100 - 40 = 60 \)', '\boxed{240}' (gold 200: the corn bought is 40 fewer than the 60 cannolis bought, 20; it takes 40 fewer than the 100 cannolis after buying)
hdb:407|correct|boxed|
hdb:408|correct|boxed|'60 \text{ minutes} - 40 \text{ minutes} = \boxed{20} \text{ minutes early}'
hdb:409|correct|boxed|'\boxed{\$168,\!000}' for 168000
hdb:410|correct|boxed|'\boxed{\$3.00}' for 3
hdb:411|correct|boxed|'\boxed{\$1,\!110}' for 1110
hdb:412|correct|boxed|'Shannon needs to make \(\boxed{5}\) dozen cookies.'
hdb:413|correct|boxed|
hdb:414|correct|boxed|
hdb:415|correct|boxed|'Joanne gathered \(\boxed{350}\) apples from the average trees.'
hdb:416|correct|boxed|
hdb:417|correct|boxed|
hdb:418|correct|boxed|
hdb:419|correct|boxed|'\boxed{3000\ \text{feet}}' for 3000
hdb:420|correct|boxed|'\boxed{\$17,\!000}' for 17000
hdb:421|correct|boxed|'\[\boxed{12}\]'
hdb:422|correct|boxed|'\boxed{\$284}' for 284
hdb:423|wrong|boxed|'The jogger jeans originally cost **\$6** less than the tattered jeans.', '\boxed{6}' (gold 8: the original prices are 28 + 4 = 32 and 22 + 2 = 24, 32 - 24; it gives back the sale prices' $6 gap)
hdb:424|correct|boxed|
hdb:425|correct|boxed|
hdb:426|correct|boxed|'**Answer:** \(\boxed{11}\)'
hdb:427|wrong|boxed|'x + 50 = 100', 'Kenny started with \(\boxed{50}\) Pokemon cards.' (gold 150: the cards sold pay the $100 ticket and the $50 cash, 150 / 1.5 = 100 cards, 2/3 of 150; it counts the $50 inside the $100)
hdb:428|wrong|boxed|'Guests who did not get a second hotdog = 40 - 36 = **4 guests**', '\boxed{4}' (gold 26: 36 + 18 = 54 hot dogs for 40 guests wanting two, 80 - 54; it takes the 36 hot dogs as the seconds)
hdb:429|correct|boxed|
hdb:430|wrong|boxed|'\$120.00 + \$20.00 + \$25.00 = \$160.00', '= \boxed{\$128.00}' (gold 132: the three costs sum to $165, less 20%)
hdb:431|correct|boxed|'Dora needs an additional \(\boxed{\$1}\)' for 1
hd2:394|correct|boxed|Wendy's books (opens on page 640000): '72 \text{ shelves} + 20 = 92 \text{ books}', '\boxed{92}'
hd2:395|correct|boxed|the thinking ends 'Erica ends up with 26 cards.'; the solution '50 \text{ (total cards)} - 29 \text{ (passed out)} + 17 \text{ (received)} = \boxed{38}', then 'Erica now has \(\boxed{38}\) Valentine's Day cards.' (= gold 38); the last boxed answer counts
hd2:396|correct|boxed|'5 \text{ (remaining)} - 2 \text{ (eaten)} = \boxed{3} \text{ slices}'
hd2:397|correct|boxed|
hd2:398|wrong|boxed|'= 90 + 30 + 48 = \boxed{178}', then 'Nancy counted a total of \(\boxed{178}\) bugs.' (gold 168: 90 + 30 + 48 summed as 178)
hd2:399|correct|boxed|'A - E = 42 - 30 = \boxed{12}'
hd2:400|correct|boxed|
hd2:401|correct|boxed|'\boxed{14,\!400}' for 14400
hd2:402|correct|boxed|
hd2:403|wrong|boxed|'= \boxed{135}\ \text{kilowatt-hours}', then '**Final Answer:** \(\boxed{135}\) kilowatt-hours' (gold 81: the gold reads 'reduces the time ... by 5 hours' as use cut to 5 hours a day, 2700 Wh saved a day; the completion saves 5 hours, 4,500 Wh a day; labelled against the gold as given)
hd2:404|correct|boxed|
hd2:405|correct|boxed|'\boxed{\$50.00}' for 50
hd2:406|wrong|boxed|'40 fewer than the new number of cannolis → \(100 - 40 = 60\)', '= 140 + 100 = \boxed{240}' (gold 200: the corn bought is 40 fewer than the 60 cannolis bought, 20; its thinking ends '260')
hd2:407|correct|boxed|'Elliott took \(\boxed{2000}\) steps during his jog.'
hd2:408|correct|boxed|'= \boxed{20 \text{ minutes}}' for 20
hd2:409|wrong|boxed|'\text{Total Wage} = \$24,000 \text{ (May)} + \$6,000 \text{ (June)} = \boxed{\$30,000}' (gold 168000: 4 weeks a month, 40 x $2,400 in May and 30 x $2,400 in June; it pays one week in May and only the 10 expired contracts' week in June)
hd2:410|correct|boxed|'\$10 - \$7.00 = \boxed{\$3}' for 3
hd2:411|correct|boxed|'\boxed{\$1110}' for 1110
hd2:412|correct|boxed|
hd2:413|correct|boxed|'\text{Number of Candles} = 50,000 \times 0.0005 = 25', '\boxed{25}'
hd2:414|correct|boxed|
hd2:415|correct|boxed|'**Final Answer:**\n\n\(\boxed{350}\)'
hd2:416|correct|boxed|
hd2:417|correct|boxed|'= \boxed{3140} \text{ km}'
hd2:418|correct|boxed|
hd2:419|correct|boxed|'= \boxed{3,\!000\ \text{feet}}', then '**Answer:** \(\boxed{3,\!000\ \text{feet}}\)' for 3000
hd2:420|correct|boxed|
hd2:421|correct|boxed|'= 30 - 18 = \boxed{12}', then '\(\boxed{12}\)'
hd2:422|wrong|boxed|'**Next 2 Months:**', '\$48 + \$24 + \$140 = \$212', '\boxed{\$212}' (gold 284: 8 months at the normal $12, $96; it takes 2)
hd2:423|wrong|boxed|'\frac{\$4}{\$6} = \frac{2}{3}', '\boxed{\dfrac{2}{3}}' (gold 8: the original prices 28 + 4 = 32 and 22 + 2 = 24 differ by 8; the box is the share of the savings made on the tattered jeans, another quantity)
hd2:424|correct|boxed|
hd2:425|correct|boxed|the thinking ends 'Lillian can expect to see a total of 180 birds each day.'; the solution '60 \text{ birds} + 90 \text{ birds} = 150 \text{ birds}', '\boxed{150}' (= gold 150); the last boxed answer counts
hd2:426|correct|boxed|
hd2:427|correct|boxed|'\$1.00C - \$50 = \$100', 'C = 150', '\boxed{150}'
hd2:428|wrong|boxed|'36 \text{ guests} \times 2 \text{ hot dogs} = 72', '8 guests** did not get a second hot dog', '\boxed{8}' (gold 26: 36 + 18 = 54 hot dogs, 80 - 54; it prepares two for every one of the 36)
hd2:429|correct|boxed|
hd2:430|correct|boxed|'= \boxed{\$132.00}' for 132
hd2:431|correct|boxed|'**Answer:** \(\boxed{1}\)'
hd2:432|correct|boxed|
hd2:433|correct|boxed|'0.75 \times 8 = 6 \text{ pints}', '\boxed{6}'
hd2:434|correct|boxed|'n = \frac{\$3.80}{\$0.75} = 5.07', 'he bought **5** candy bars', '\boxed{5}' (= gold 5; the $3.80 taken as all left for candy, then rounded down)
hd2:435|correct|boxed|
hd2:436|correct|boxed|'= \boxed{15 \text{ ounces}}' for 15
hd2:437|correct|boxed|
hd2:438|correct|boxed|
hd2:439|wrong|boxed|'she should leave **16 + 5 = 21 minutes** earlier', '\boxed{21 \text{ minutes}}' (gold 17: her 16-minute drive less Wayne's own 4 minutes, plus 5, 16 - 4 + 5)
hd2:440|correct|boxed|'\boxed{98 \text{ feet}}' for 98
hgc:513|correct|boxed|Julie's $500 (its cot opens on page 784000): '= \boxed{\$300}', then '**Answer:** \(\boxed{300}\)'
hgc:514|correct|boxed|'\boxed{\$90,\!000}' for 90000
hgc:515|wrong|boxed|'8 \times \$4 = \$32', '\$320 - \$32 = \$288', '\boxed{\$288}' (gold 160: the $4 is each bag's price, 40 x $4 = $160 cost; it takes $4 a pack)
hgc:516|correct|boxed|
hgc:517|correct|boxed|'\text{Kelsie's cookies} = 2 \times 9 = 18', '\boxed{18}'
hgc:518|correct|boxed|'\boxed{\$32}' for 32
hgc:519|correct|boxed|
hgc:520|correct|boxed|'\(\boxed{63}\)'
hgc:521|correct|boxed|the thinking ends 'He has \boxed{39} problems left for Thursday.', the solution '\boxed{39}'
hgc:522|correct|boxed|'= 6 + 5 + 10 + 8 = \boxed{29} \text{ quarts per hour}', then '\boxed{29}'
hgc:523|wrong|boxed|the thinking ends 'Final answer: 61 loaves.'; the solution '68 + 6 = 74 \text{ loaves}', then '**Final loaves remaining:**' '74 - 6 = 68', '\boxed{68}' (gold 74: the 6 returned loaves are added to the 68 left; it adds them and takes them off again)
hgc:524|correct|boxed|Jackson's tulips (its cot crosses the edge of pages 800000 and 816000): '= \boxed{9}'
hgc:525|correct|boxed|
hgc:526|correct|boxed|'\boxed{\$21}' for 21
hgc:527|correct|boxed|'\boxed{48 \text{ hours}}' for 48
hgc:528|wrong|boxed|'\text{Ophelia's chairs} = 20 - 2 = 18', '= 72 + 72 = \boxed{144}' (gold 172: she has 2 fewer sofas than chairs, 22 chairs, Jenna 66 chairs and 64 sofas; it takes 2 fewer chairs)
hgc:529|correct|boxed|the thinking ends 'Tom would have been able to purchase 44 additional CDs.'; the solution '\frac{44}{4} = 11', '\boxed{11}' (= gold 11); the last boxed answer counts
hgc:530|correct|boxed|'32 \text{ hours (base)} + 4 \text{ hours (extra)} = 36 \text{ hours}', '\boxed{36}'
hgc:531|wrong|boxed|'\( \frac{40}{3} \approx 13 \) (since it's 3 times fewer than those who boarded at the first stop)', '80 - 21 + 13 = \boxed{72}', '**Final Answer:**  \n\boxed{72}' (gold 66: 21 / 3 = 7 get on at the second stop, 80 - 21 + 7)
hgc:532|wrong|boxed|'2 \times 22 \text{ years} = 44', '31 \text{ years} - 22 \text{ years} = \boxed{9} \text{ years}' (gold 25: the cousin's age in 8 years is twice Jame's then, 2 x 30 - 5 = 55, 47 now; it doubles his present 22)
hgc:533|correct|boxed|
hgo:513|correct|bare_last_line|the whole reply: '$300'
hgo:514|correct|boxed|the whole reply: 'The cost of the house is $\boxed{90,000}$.'
hgo:515|wrong|boxed|the whole reply: '\[\n\boxed{\$288}\n\]' (gold 160; its cot boxed the same)
hgo:516|correct|bare_last_line|the whole reply: '375'
hgo:517|correct|boxed|the reply copies its cot's solution steps ('Kelsie made twice as many cookies as Josh.') and ends '**Final Answer:**\n\[\n\boxed{18}\n\]'
hgo:518|correct|boxed|the whole reply: '\boxed{\$32}'
hgo:519|correct|prose_sentence|the whole reply: 'Royce takes 280 minutes to shingle a house.'
hgo:520|correct|bare_last_line|the whole reply: '63 skeins of wool.'
hgo:521|correct|prose_sentence|the whole reply: 'Chris has 39 math problems left to complete on Thursday.'
hgo:522|correct|bare_last_line|the whole reply: '29'
hgo:523|wrong|bare_last_line|the whole reply: '68 loaves.' (gold 74; its cot boxed the same)
hgo:524|correct|bare_last_line|the whole reply: '9 rows'
hgo:525|correct|prose_sentence|the whole reply: 'Heather can make **12 batches** of oatmeal cookies.'
hgo:526|correct|bare_last_line|the whole reply: '$21'
hgo:527|correct|bare_last_line|the whole reply: '48 hours'
hgo:528|wrong|bare_last_line|the whole reply: '144' (gold 172; its cot boxed the same)
hgo:529|correct|prose_sentence|the whole reply: 'Tom would be able to buy 11 more CDs without the headphone set.'
hgo:531|no_answer|none|the whole reply: 'The passengers are riding the bus after the second stop.' (no number stated; gold 66, its cot boxed 72)
hgo:532|wrong|bare_last_line|the whole reply: '9 years.' (gold 25; its cot boxed the same)
hgo:533|correct|boxed|the whole reply: '\[\n\boxed{300}\n\]'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

__doc__ = r"""Build public_heldout235.jsonl: a 235th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify, sympy or answer extractor
was run on these texts, and the source's own verdict (each element's `score`, a gpt-4o-mini
judge's 0/1) was not used to label: each completion was read, its final answer found and compared
with the gold by hand (the completions' tails were printed for reading while labelling; nothing
was pulled out of them by pattern).

It continues round 230's repository Zhuohao-Li/Hawkeye (rounds 109-230 read its bench/gsm results
files and named where to go on), the same three of its files as rounds 221, 225 and 230: the
baseline run (hdb), the Efficient-CoT run's repeat 2 (hd2) and the two-stage run (gsm_result.json:
hgc, hgo); the hdr and hde files were not read this round (round 234, gathered alongside, reads
them). Its bench/gsm/results folder commits DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test,
each an indented JSON list in test order from question 0. The run script (benchark/gsm/run.py at
2926e0f, read in round 118) has three stages: stage 3 `base_qa` asks 'Question: {question}.' as
the only user turn (sglang, max_tokens 1024, temperature 0.7, top_p 0.9) and stores {question,
answer, model_output, score} (the hdb and hd2 files, every model_output opening '<think>'); stage
1 `cot` asks the cot model (bench/gsm/run.yaml cot_model_path
Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B) with benchark/gsm/utils.py `cot_prompt`
(max_tokens 1024) and stores `cot`; stage 2 `qa` gives the small model (run.yaml small_model_path
Qwen/Qwen2.5-0.5B-Instruct) utils.py `doc_to_text` 'Question: {question}\nCot: {cot}\nThis is a
chain-of-thought that helps you answer.\nSo the answer is:' (max_tokens 512) and stores its reply
as `model_output` beside the `cot` (the gsm_result.json file: {question, answer, cot,
model_output, score}).

Method (rounds 88-230's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. The
pages on which the first element of each file opens were read again with read_file and pasted
anew: hdb 816000, hd2 720000 and hgr 816000 (each decodes to 16,000; round 230's paste files of
these three pages were in fact still on disk under /tmp/rounds/real230/pages, and the three new
pastes decode byte-identical to them, checked with cmp). Twelve new pages were pasted besides;
eleven came out at 16,000 at the first paste; hdb 896000 came out at 15,996: a dropped '**' pair
('the number of **carrot sticks** he eats', inside element 472, the one cut by the page's end and
not kept), found by reading the file again from offsets 900824 and 904676 (two partial re-reads,
to see where the real text stood against the paste) and mended, then 16,000. Each paste was read
over against the display (the completions a second time while labelling). No page holds a loop
marker (no long verbatim repeat on any page read). No page needs a no-break-space entry (every
question matched its gsm8k/test.jsonl line exactly as decoded, double spaces such as 'Jon runs a
triathlon.  It takes him', 'beef stock, that are also on sale for $2.00 a box.  What is', 'Tom
decides to give his wife an anniversary getaway.  The plane tickets', 'If one bag contains
50-pounds of oats,  how many' and 'Jeff’s work is 3 miles away.  He walks' and curly apostrophes
such as 'Bernadette’s apartment', 'Marissa’s class' and 'Jeff’s work' included; the completions
keep their own curly apostrophes, 'Let’s denote', 'Let’s Define', 'Let’s define:', 'Let’s
determine', and their own '×', '÷', '≈', '→', '½', '°F' and subscript 'T₁', as the file has them).
Nothing was shortened. Each page starts where the one before ends (offsets 16,000 apart), checked
by work/extract.py, which cut the records out by script (raw_*.jsonl): the pages of one file joined
in file order, each whole list element parsed, r = the raw JSON string body of its `model_output`
(or `cot`; enc json, checked to decode to the parsed value), g = its `answer`, rec = its list
index, found as the gsm8k/test.jsonl line of its question and checked to run on one by one, with
`answer` equal to the line's '####' value. Elements before the first one named below (taken in
round 230) are skipped; the element cut by the end of each file's last page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 816000 (read again, for
  element 432's opening), 832000, 848000, 864000, 880000 and 896000 (= hdb_816000 ..
  hdb_896000): elements 432 (Prince Thaddeus's dragons) to 471 (Marissa's pencils) whole; 472
  (Matt's cookies) cut by the end of 896000 inside its solution ('**We know ') and dropped: 40
  kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 720000 (read again, for element 441's opening), 736000, 752000, 768000,
  784000 and 800000 (= hd2_720000 .. hd2_800000): elements 441 (Elizabeth and Margareth's beads)
  to 488 (Jana's puppies) whole; 489 (the highest temperatures of Southlandia, Northlandia and
  Midlandia) cut inside its solution at '**Final Answer:**\n' and a lone backslash, before any
  box, and dropped: 48 kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 816000 (read again, for element
  534's opening), 832000 and 848000 (= hgr_816000 .. hgr_848000): elements 534 (the twenty kids'
  seashells) to 555 (John's savings) whole, each giving two records, its `cot` (hgc) and its
  `model_output` (hgo); element 556 (lunch at Subway) cut inside its question and dropped: 22
  elements, 44 records, 42 kept (hgc 22, hgo 20; two repeats dropped, below).

Repeats: the files answer GSM8K test questions many earlier rounds answered, and each other's
(hdb 441-471 ask the questions of hd2 441-471, each run its own text). Every completion kept was
compared (whitespace-normalised) with every completion of the earlier rounds
(packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/public_heldout*.jsonl
present: 249 files, 33,956 distinct completions, by script, work/dedup.py, reading no labels; run
again after the drop over 250 files and at the end over 251 files, 34,089 distinct completions,
rounds written meanwhile included, with no repeat) and with the others of this round: two
repeat, the hgo replies of elements 541 (Elvis's savings, '50') and 543 (Jairus and Jenny's
tasks, '$6.00'), bare values earlier rounds already hold (public_heldout198 and
public_heldout173); they were dropped (work/extract.py DROP). The other short hgo replies ('16.',
'$39', '30 miles', '130 letters.', '398', '\$26.10', '\$17', '$450', '92') do not repeat. 130
records kept.

Repository counts (130 records): Zhuohao-Li/Hawkeye 130 (100 %: the gsm_baseline run 40,
Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 2 48, gsm_result's cot 22 and small-model
answers 20). Licence: no LICENSE file in the index for Zhuohao-Li/Hawkeye (as rounds 109-230
found); `licence` per record. Truth: correct 117, wrong 13, no_answer 0; debatable 3.

Split: GSM8K test 130, MATH 0. Prompt format: long_cot 130, think_answer 0 (no tag format asked
for; hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a
step-by-step solution ending in \boxed{}, except two cut by the 1024-token cap after a boxed
'**Final Answer**' closing the thinking: hdb:443, cut at '= 180 - 121 = 59' before any box, and
hd2:458, cut inside its last box, '\boxed{35\'); hgo are Qwen2.5-0.5B-Instruct's replies to 'So
the answer is:': a bare value ('16.', '$39', '398', '92', '\$17', '$450', '\$26.10'), a value with
its unit ('30 miles', '130 letters.'), a sentence ('Jeff gets **$80** in dollars.', 'John will need
2 weeks to save $80.', '240 seashells were brought by each girl.'), 'The answer is \(54\)
minutes.', a box in a sentence ('The total amount you end up paying is \(\boxed{30}\).'), a short
list of steps ending in a sentence (hgo:542, hgo:548), or a copy of its cot's thinking block
('Cot: <think>...making Anne 8 years old.\n</think>', hgo:536)). Forms: boxed 111, bare_last_line
9, prose_sentence 9, answer_is 1.

Label conventions (rounds 37-230's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$11,\!050}', '\boxed{\$6,\!400}', '\boxed{\$1,\!920}',
'\boxed{35\%}', '\boxed{10\%}', '\boxed{\$1.00}', '\boxed{50\, \text{mph}}', '\boxed{15
\text{ ounces}}', '\boxed{59 \text{ minutes}}', '\boxed{6^\text{th}}', '\boxed{188 \text{ mm}}',
'\boxed{100 \, \text{pounds}}', '\boxed{\$7.00}', '30 miles', '130 letters.'); a right final answer
over wrong working is correct (hd2:459 weighs the carrots at 4 pounds, 4,456 pounds in all, and
still needs 2 trips; hdb:434 and hd2:434 round 5.13 and 5.07 candy bars down to 5); where the
thinking and the solution disagree, the last (boxed) answer counts (hdb:436 thinks 18 ounces and
boxes 15, hd2:453 thinks $8,800 and boxes $6,400: both correct); several boxes of intermediate
values before the final one do not change the answer (hd2:447 boxes 240, 235, 5 and ends 'Joey is
now winning by \(\boxed{5}\) points.'; hd2:461 boxes Toni's 16 before Shondra's 9); a completion
whose thinking closes on a boxed '**Final Answer**' and whose solution after '</think>' is cut by
the token cap is labelled by that box (the R1 rule of rounds 134-230: hdb:443 '\boxed{59}', hd2:458
'\boxed{35\%}'); a bare reply, a label or a sentence is read for the quantity it states (hgo); an
hgo reply that copies its cot's thinking is read for what it states (hgo:536, 'making Anne 8 years
old', correct, marked debatable: it sits inside a copied '<think>' block, after 'Cot:', with no
answer of its own after '</think>'; round 230's hgo:517, a copy of its cot's solution, was
labelled the same way); Marin and Nancy's apples (gsm8k test line 454, gold 150, the gold's
working '4 + 1' apples a day against the question's 'each eat 4') is labelled against the gold,
wrong and debatable, as rounds 33-220 did (hdb:454 '\boxed{240}', hd2:454 '\boxed{240
\text{ apples}}').

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/gsm_baseline_result.json offsets 832000, 848000, 864000, 880000, 896000 (816000
read again; also two partial re-reads from 900824 and 904676, to mend the 896000 paste);
bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json offsets 736000, 752000,
768000, 784000, 800000 (720000 read again); bench/gsm/results/gsm_result.json offsets 832000,
848000 (816000 read again).

Leads for a later round: Hawkeye hdb from 912000 (element 472, Matt's cookies, opens on 896000 and
is cut inside its solution at '**We know ': read 896000 again first; mind the '**carrot sticks**'
bold that this round's first paste dropped); hd2 from 816000 (element 489, the highest
temperatures, opens on 800000 and is cut at '**Final Answer:**\n' and a lone backslash: read
800000 again first, and paste the page's last characters as the display shows them, '\\n\\'; hd2
now runs seventeen questions ahead of hdb, hd2 472-488 ask the questions hdb 472-488 will ask);
hgr (gsm_result.json) from 864000 (element 556, lunch at Subway, opens on 848000 inside its
question: read 848000 again first; two records an element; its short hgo replies often repeat
earlier rounds' bare answers (two of twenty-two did this round: '50', '$6.00'): check). hdr and
hde were not read this round: round 234 follows round 229's leads for them. Watch for curly
apostrophes (kept as the file has them), for no-break spaces the display shows as spaces (a
question that does not match its gsm8k/test.jsonl line), for double spaces inside questions, for
'**' bold markers and trailing spaces inside completions (the easiest characters to drop in a
paste: a short paste's missing characters are found fastest by reading the file again from an
offset inside the page and comparing where the text stands), for completions cut by the 1024-token
cap after a boxed thinking, for hgo replies that copy their cot, and for long 'Wait.'/'Hmm.' runs
(a uniform one wants a loop marker, an irregular one a whole paste; none met this round). Still
unread (as rounds 118-230 listed): bench/results/*/example*.txt and gsm8k_result*.json (Qwen2.5 and
Llama GSM8K runs: look whether they hold completions with golds), bench/gsm8k_cot.jsonl, and the
older benchark/gsm/results/*_result.json files at 2926e0f (check repeats against bench/ first).

Usage: python build_public_heldout235.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout235.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout235.jsonl"
SOURCE = "public_heldout235"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
# (three of zh_sources' files this round: hdr and hde were not read, so their entries are left out)
SOURCES = {
    short: entry
    for short, entry in zh_sources(
        hdr=("not read this round", "none"),
        hde=("not read this round", "none"),
        hdb=(
            "816000-911999 (six pages: 816000, 832000, 848000, 864000, 880000, 896000)",
            "432-471",
        ),
        hd2=(
            "720000-815999 (six pages: 720000, 736000, 752000, 768000, 784000, 800000)",
            "441-488",
        ),
        gr="pages 816000-863999 of the file (three pages: 816000, 832000, 848000; elements 534-555)",
    ).items()
    if short in ("hdb", "hd2", "hgc", "hgo")
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdb:432|correct|boxed|Prince Thaddeus's dragons (opens on page 816000): '\frac{1}{5} \times 150 = 30 \text{ dragons}', '**Final Answer:**\n\[\n\boxed{30}\n\]'
hdb:433|correct|boxed|'Josey needed \(\boxed{6}\) pints of gasoline.'
hdb:434|correct|boxed|'\frac{\$3.85}{\$0.75/\text{candy bar}} = 5.133\ldots', 'he must have bought **5 candy bars**', '\boxed{5}' (= gold 5; the $5.05 taken as all George had, then rounded down)
hdb:435|correct|boxed|'Each friend receives \(\boxed{5}\) lollipops.'
hdb:436|correct|boxed|the thinking ends 'the remaining cake weighs 20 ounces minus 2 ounces, which equals 18 ounces'; the solution '20 \text{ ounces} - 5 \text{ ounces} = \boxed{15 \text{ ounces}}', then 'The remaining cake weighs \(\boxed{15}\) ounces.' (= gold 15); the last boxed answer counts
hdb:437|correct|boxed|'\frac{56}{8} = 7', '**Final Answer:**\n\n\boxed{7}'
hdb:438|correct|boxed|'\$2.00 \text{ per serving}', '\boxed{2}'
hdb:439|wrong|boxed|'Bernadette should leave **16 minutes** earlier than Wayne', '\boxed{16 \text{ minutes}}' (gold 17: her 16-minute drive less Wayne's own 4 minutes, plus the 5 minutes, 16 - 4 + 5)
hdb:440|correct|boxed|the thinking '**Final Answer**\nThe perimeter of the room is \boxed{98} feet.', the solution 'Thus, the perimeter of the room is \boxed{98} feet.'
hdb:441|correct|boxed|'Therefore, Margaret has \(\boxed{80}\) more beads than Elizabeth.'
hdb:442|correct|boxed|'55 \text{ degrees} - 6 \text{ degrees} = 49 \text{ degrees}', '\boxed{49}'
hdb:443|correct|boxed|Jon's triathlon: the thinking closes '**Final Answer**\nJames took \boxed{59} minutes to do the run.', then the solution after '</think>' is cut by the 1024-token cap at '\[ 180 - (36 + 85) = 180 - 121 = 59' (no box, no closing sentence): labelled by the thinking's box (the R1 rule, as rounds 134-230) = gold 59
hdb:444|correct|boxed|
hdb:445|correct|boxed|'\$30 - \$24 = \$6', '\boxed{6}'
hdb:446|correct|boxed|'Rozanne can put out \(\boxed{2}\) trays of eggnog.'
hdb:447|correct|boxed|'Joey is **5 points ahead** of Marcy.', '\boxed{5}'
hdb:448|correct|boxed|'\$1,\!115 - \$576 = \$539', '\boxed{539}'
hdb:449|correct|boxed|'= \boxed{112} \text{ crayons}', then 'Beatrice bought a total of \(\boxed{112}\) color crayons.'
hdb:450|wrong|boxed|'\$15 = \$21', 'there is **no solution** for \( P \)', '\boxed{\text{No solution}}' (gold 4: the super ticket with popcorn and soda costs $20 + $1 = $21; saving $2 means 12 + P + 3 = 19; it adds the popcorn and soda to the super ticket too)
hdb:451|correct|boxed|'Bentley paid a total of \(\boxed{\$11,\!050}\)' for 11050
hdb:452|correct|boxed|'\boxed{50\, \text{mph}}' for 50
hdb:453|correct|boxed|'\$4,000 + \$2,400 = \$6,400', '\boxed{\$6,\!400}' for 6400
hdb:454|wrong|boxed|debatable: Marin and Nancy's apples, '8 \times 30 = 240 \text{ apples}', '\boxed{240}' (gold 150; the gold's working takes '4 + 1' apples a day, which does not match the question as worded, 'each eat 4'; labelled against the gold as earlier rounds did)
hdb:455|correct|boxed|'\boxed{\$1,\!920}' for 1920
hdb:456|correct|boxed|'15 + 24 + 39 = 78', '\boxed{78}'
hdb:457|correct|boxed|
hdb:458|correct|boxed|'\boxed{35\%}' for 35
hdb:459|correct|boxed|'\frac{4500 \text{ pounds}}{2250 \text{ pounds/trip}}', '&= 2 \text{ trips}', '\boxed{2}'
hdb:460|correct|boxed|
hdb:461|correct|boxed|'Therefore, **Shondra has \boxed{9} plants**.'
hdb:462|correct|boxed|
hdb:463|correct|boxed|'= \boxed{\$18}', then '**Answer:** \(\boxed{\$18}\)' for 18
hdb:464|correct|boxed|'**7th place + 1 spot = 6th place**', '\boxed{6}'
hdb:465|correct|boxed|
hdb:466|correct|boxed|'Kelly paid \$1.00 more than Becky.', '\boxed{\$1.00}' for 1
hdb:467|wrong|boxed|'2 + 4 + 8 = 14 pieces per room', '\boxed{1,\!120}' (gold 1200: each room also has one comforter, 2 + 1 + 4 + 8 = 15 pieces, x 80; it leaves the comforter out)
hdb:468|correct|boxed|
hdb:469|correct|boxed|'Mary should bake cupcakes for \(\boxed{4}\) pans.'
hdb:470|correct|boxed|'Theo received \(\boxed{3}\) dollars in change.'
hdb:471|correct|boxed|the thinking plans 'taking two-thirds of the remaining pencils'; the solution '\frac{1}{3} \times 240 = 80 \text{ pencils}', '\boxed{80}' (= gold 80)
hd2:441|correct|boxed|Elizabeth and Margareth's beads (opens on page 720000): '140 \text{ (Margareth's beads)} - 60 \text{ (Elizabeth's beads)} = 80', '\boxed{80}'
hd2:442|correct|boxed|'55^\circ \text{F} - 6^\circ \text{F} = 49^\circ \text{F}', '\boxed{49}'
hd2:443|correct|boxed|'\boxed{59 \text{ minutes}}' for 59
hd2:444|correct|boxed|
hd2:445|correct|boxed|'\boxed{\$6}' for 6
hd2:446|correct|boxed|
hd2:447|correct|boxed|'214 + 26 = \boxed{240}', '225 + 10 = \boxed{235}', '240 - 235 = \boxed{5}', then 'Joey is now winning by \(\boxed{5}\) points.' (= gold 5; the first two boxes are the players' totals)
hd2:448|correct|boxed|
hd2:449|correct|boxed|'**Final Answer:** \(\boxed{112}\)'
hd2:450|wrong|boxed|'(P + 15) - 20 = 2', 'P = 7', 'The regular price of popcorn is \(\boxed{7}\) dollars.' (gold 4: the super ticket with popcorn and soda costs $20 + $1 = $21, and 12 + P + 3 = 21 - 2; it takes the super ticket at $20 and the regular route as costing $2 more)
hd2:451|correct|boxed|'**Final Answer:**\n\n\[\n\boxed{11050}\n\]'
hd2:452|correct|boxed|'= \boxed{50} \, \text{mph}', then '**Final Answer:** \(\boxed{50}\) mph'
hd2:453|correct|boxed|the thinking ends '$6,400 + $2,400 = $8,800.'; the solution '\$4,000 + \$2,400 = \$6,400', '\boxed{\$6,\!400}' (= gold 6400); the last boxed answer counts
hd2:454|wrong|boxed|debatable: Marin and Nancy's apples, '8 \text{ apples/day} \times 30 \text{ days} = 240 \text{ apples}', '\boxed{240 \text{ apples}}' (gold 150; the gold's working takes '4 + 1' apples a day, which does not match the question as worded, 'each eat 4'; labelled against the gold as earlier rounds did)
hd2:455|correct|boxed|'\boxed{\$1,\!920}' for 1920
hd2:456|correct|boxed|
hd2:457|correct|boxed|'75 - 30 = \boxed{45}', then '**Final Answer:** \(\boxed{45}\)'
hd2:458|correct|boxed|Jennifer's and Brandon's puppies: the thinking closes '**Final Answer**\nThe percentage of all the puppies that have spots is \boxed{35\%}.'; the summary after '</think>' computes '= 35\%' and is cut by the 1024-token cap inside its last box, 'is \boxed{35\': labelled by the thinking's box (the R1 rule, as rounds 134-230) = gold 35
hd2:459|correct|boxed|'Carrots: 4 bags × 1 pound/bag = 4 pounds', '4,\!456 \text{ pounds}', '\approx 1.976 \text{ trips}', 'The farmer needs to make \(\boxed{2}\) trips' (= gold 2; the carrot bags weighed at 1 pound, not 12, a right final answer over wrong working)
hd2:460|correct|boxed|
hd2:461|correct|boxed|'= 10 + 6 = \boxed{16}' (Toni), '16 - 7 = \boxed{9}', then '**Final Answer:** \(\boxed{9}\)'
hd2:462|correct|boxed|'Ali now has \(\boxed{71}\) dollars.'
hd2:463|correct|boxed|
hd2:464|correct|boxed|'7 - 1 = 6^\text{th} \text{ place}', '\boxed{6^\text{th}}' for 6
hd2:465|correct|boxed|
hd2:466|correct|boxed|'\$9 (\text{Kelly}) - \$8 (\text{Becky}) = \$1', '\boxed{1}'
hd2:467|wrong|boxed|'2 + 4 + 8 = 14 \text{ pieces}', '14 \times 80 = 1120', '\boxed{1120}' (gold 1200: each room also has one comforter, 15 pieces a room; it leaves the comforter out)
hd2:468|correct|boxed|
hd2:469|correct|boxed|'Mary needs to bake \(\boxed{4}\) pans of cupcakes.'
hd2:470|correct|boxed|'\$10 - \$7 = \boxed{\$3}', then '**Final Answer:** \(\boxed{\$3}\)' for 3
hd2:471|correct|boxed|
hd2:472|correct|boxed|
hd2:473|correct|boxed|'\boxed{10\%}' for 10
hd2:474|correct|boxed|
hd2:475|correct|boxed|'\boxed{20 \text{ minutes}}' for 20
hd2:476|correct|boxed|
hd2:477|correct|boxed|'32 \text{ (total kids)} - 12 \text{ (allergic)} = \boxed{20}', then '\(\boxed{20}\)'
hd2:478|correct|boxed|'600 + 21 = \boxed{621}'
hd2:479|correct|boxed|'\$10,000 \text{ (tickets)} + \$5,400 \text{ (hotel)} = \boxed{\$15,400}' for 15400
hd2:480|correct|boxed|
hd2:481|correct|boxed|'Thus, the combined weight of the two pennies is \boxed{84} grains.'
hd2:482|correct|boxed|'\(\boxed{\$26}\)' for 26
hd2:483|correct|boxed|'Therefore, Luri can add **\(\boxed{40}\)** fewer songs'
hd2:484|correct|boxed|
hd2:485|correct|boxed|'\boxed{\$220}' for 220
hd2:486|correct|boxed|
hd2:487|correct|boxed|'\( \frac{200 \text{ pounds}}{50 \text{ pounds/bag}} = 4 \text{ bags} \)', '\(\boxed{4}\)'
hd2:488|correct|boxed|
hgc:534|wrong|boxed|the twenty kids' seashells (its cot opens on page 816000): 'Girls bring **4 times** the shells as the boys', '\(4 \times 600 = 2400 \text{ shells}\)', '\frac{2400 \text{ shells}}{10 \text{ girls}} = 240', '\(\boxed{240}\)' (gold 300: each girl brought the boys' 60 plus four times 60, 60 + 240; it takes four times all the boys' shells and shares them)
hgc:535|correct|boxed|
hgc:536|correct|boxed|'**Final Answer:** \(\boxed{8}\)'
hgc:537|correct|boxed|'= \boxed{188 \text{ mm}}', then '\(\boxed{188\ \text{mm}}\)' for 188
hgc:538|correct|boxed|
hgc:539|wrong|boxed|'\text{Total} = \$50 \ (\text{dinner}) + \$10 \ (\text{tip}) = \$60', '\frac{\$60}{2} = \$30', '\boxed{\$30}' (gold 35: half the $50 bill, $25, plus the whole $10 tip; it splits the tip as well)
hgc:540|correct|boxed|'13 \times 3 = \$39', '\boxed{39}'
hgc:541|correct|boxed|'\( 2x = 2 \times 25 = 50 \)', '\(\boxed{50}\)'
hgc:542|correct|boxed|'= \boxed{\$7.00}', then '\(\boxed{\$7.00}\)' for 7
hgc:543|correct|boxed|'\$16.00 - \$10.00 = \boxed{\$6.00}' for 6
hgc:544|correct|boxed|'4B = 4 \times 20 = \boxed{80}'
hgc:545|correct|boxed|'\boxed{30 \text{ miles}}' for 30
hgc:546|correct|boxed|
hgc:547|correct|boxed|
hgc:548|correct|boxed|'= \boxed{100 \, \text{pounds}}' for 100
hgc:549|correct|boxed|
hgc:550|wrong|boxed|'\$7.50 + \$0.50 + \$12.00 + \$10.00 = \$29.00', '\$29.00 - \$2.90 = \boxed{\$26.10}', then 'Daniel has to spend **\boxed{\$26.10}**' (gold 27: the items sum to $30.00, less 10%; it adds them up to $29.00)
hgc:551|correct|boxed|'\$50 - \$33 = \boxed{\$17}' for 17
hgc:552|correct|boxed|'\$300 + \$150 = \boxed{\$450}' for 450
hgc:553|correct|boxed|'Bill needs to buy \boxed{92} additional bottles of water.'
hgc:554|correct|boxed|'\boxed{54 \text{ minutes}}' for 54
hgc:555|correct|boxed|
hgo:534|wrong|prose_sentence|the whole reply: '240 seashells were brought by each girl.' (gold 300; its cot boxed the same)
hgo:535|correct|bare_last_line|the whole reply: '16.'
hgo:536|correct|prose_sentence|debatable: the whole reply copies its cot's thinking block, 'Cot: <think>\nChenny is 10 years old.\n\nAlyana is 4 years younger than Chenny, so she is 6 years old.\n\nAnne is 2 years older than Alyana, making Anne 8 years old.\n</think>' (= gold 8); read for the value it states, as round 230's hgo:517 (a copy of its cot's solution) was; a reader who takes a '<think>' block as no answer would call it no_answer
hgo:537|correct|prose_sentence|the whole reply: 'The total thickness of the four books is **188 mm**.'
hgo:538|correct|prose_sentence|the whole reply: 'Emma should upload **18 more vlogs** to complete her monthly goal of 72 vlogs.' (the 72 restates the question)
hgo:539|wrong|boxed|the whole reply: 'The total amount you end up paying is \(\boxed{30}\).' (gold 35; its cot boxed the same)
hgo:540|correct|bare_last_line|the whole reply: '$39'
hgo:542|correct|prose_sentence|a two-step list of the costs, 'Change received: \(\$20.00 - \$13.00 = \$7.00\)', then 'Therefore, Verna received \(\$7.00\) in change.'
hgo:544|correct|prose_sentence|the whole reply: 'Jeff gets **$80** in dollars.'
hgo:545|correct|bare_last_line|the whole reply: '30 miles'
hgo:546|correct|bare_last_line|the whole reply: '130 letters.'
hgo:547|correct|prose_sentence|the whole reply: 'The number of families notified during the fourth round of calls is **81**.'
hgo:548|correct|prose_sentence|a three-step list, '70 pounds + 30 pounds = 100 pounds.', then 'Therefore, Mark's initial weight was 100 pounds.'
hgo:549|correct|bare_last_line|the whole reply: '398'
hgo:550|wrong|bare_last_line|the whole reply: '\$26.10' (gold 27; its cot boxed the same)
hgo:551|correct|bare_last_line|the whole reply: '\$17'
hgo:552|correct|bare_last_line|the whole reply: '$450'
hgo:553|correct|bare_last_line|the whole reply: '92'
hgo:554|correct|answer_is|the whole reply: 'The answer is \(54\) minutes.'
hgo:555|correct|prose_sentence|the whole reply: 'John will need 2 weeks to save $80.' (the $80 restates the question)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

__doc__ = r"""Build public_heldout249.jsonl: a 249th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 234's repository Zhuohao-Li/Hawkeye (rounds 109-234 read its bench/gsm results
files and named where to go on), in the same two files, hdr and hde (the other three, hdb, hd2 and
hgr, were left to rounds beside this one). Its bench/gsm/results folder commits
DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an indented JSON list in test order
from question 0. The run script (benchark/gsm/run.py at 2926e0f, read in round 118) has three
stages; stage 3 `base_qa` asks 'Question: {question}.' as the only user turn (sglang, max_tokens
1024, temperature 0.7, top_p 0.9) and stores {question, answer, model_output, score}: the hdr and
hde files, every model_output opening '<think>'.

Method (rounds 88-234's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Round
234's last pages, hdr 1244000 and hde 1056000, were read again with read_file and pasted anew, since
the first element this round takes from each file opens on them (both came out at 16,000 and
byte-equal to round 234's decoded pages, still in /tmp/rounds/real234; hdr_1244000 ends in a
trailing space, "It's given that the ", and hde_1056000 in six spaces after '"answer": "10",', both
kept). Twelve pages were pasted in all (six a file); each came out at 16,000 at the first paste and
each paste was read over against its display. Nothing was shortened. Each page starts where the one
before ends (offsets 16,000 apart), checked by work/extract.py, which cut the records out by script
(raw_*.jsonl): the pages of one file joined in file order, each whole list element parsed, r = the
raw JSON string body of its `model_output` (enc json, checked to decode to the parsed value), g =
its `answer`, rec = its list index, found as the gsm8k/test.jsonl line of its question (every
question equal to its line as decoded) and checked to run on one by one, with `answer` equal to the
line's '####' value. Elements before the first one named below (taken in round 234) are skipped;
the element cut by the end of each file's last page is dropped. Every record was read in full while
labelling.

Loop (hde only; hdr has none this round). One hde element loops to the 1024-token cap inside its
thinking. Its uniform run is pasted as one copy of its unit between @@U1@@ and @@/U1@@ (the display
form, 'So.\\n\\n': 'So.' and a blank line in the completion), then @@R1@@ (the one whole number of
further copies that makes the page 16,000 characters); the count was fixed and checked by an anchor
read (read_file at an offset inside the page, its opening compared by script with the page text at
that offset; work/anchor_hde_1121400.txt keeps the compared opening, 358 characters decoded):
  pages/hde_1120000.txt: element 660 (Lee's sheep and geese), after 'Number of sheep=(70-40)/2=15.',
  two 'So.', 'So, same result.', three 'So.', 'Yeah.', 'So.', 'Alternatively.', nine 'So.' and
  'Yeah.' (pasted whole), then 'So.\\n\\n' x 170 (filled: 169 more copies), then '",' (no stub);
  the anchor read at 1121400 opens ' legs.\\n\\nSo.\\n\\nSo:\\n\\nNumber of sheep=(70-40)/2=15.'
  and runs the irregular part token for token as the page does, into the uniform run, which it
  ends with 'So.\\n\\n",' (then the element's "score"), as the page does (at page offset 2808).
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 1244000
  (read again, for element 651's opening), 1260000, 1276000, 1292000, 1308000, 1324000 and 1340000
  (= hdr_1244000 .. hdr_1340000): elements 651 (Ariadne's hats) to 700 (Hannah's fireworks) whole;
  701 (Aiden's cinema snacks) cut by the end of 1340000 inside its thinking ("Each d") and dropped:
  50 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 1056000 (read again, for element 630's opening), 1072000, 1088000, 1104000,
  1120000 and 1136000 (= hde_1056000 .. hde_1136000): elements 630 (Tiffany's surfers) to 680 (the
  elevator) whole; 681 (Katarina's cookies) cut by the end of 1136000 inside its thinking ("Max h")
  and dropped: 51 kept (hde).

Repeats: the two files answer the same GSM8K test questions as rounds 109-234 and as each other
(hdr 651-680 and hde 651-680 ask the same questions, as do hde 630-650 and hdr 630-650, taken in
round 234; each run its own text). Every completion kept was compared (whitespace-normalised) with
every completion of the earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present: 274 files, 34,934 distinct completions, by script,
work/dedup.py, reading no labels) and with the others of this round: none repeats. 101 records
kept.

Repository counts (101 records): Zhuohao-Li/Hawkeye 101 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 50, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 51). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-234 found); `licence` per record. Truth: correct
87, wrong 10, no_answer 4; debatable 5.

Split: GSM8K test 101, MATH 0. Prompt format: long_cot 101 (no tag format asked for; every
completion opens '<think>', reasons, closes '</think>' and writes a step-by-step solution ending
in \boxed{}, except hdr:660, hdr:676, hdr:687 and hde:660, cut inside the think block (hde:660
looping 'So.' lines to the cap), and hdr:683, whose solution after '</think>' is cut by the cap
before its own answer). Forms: boxed 97, truncated 4.

Label conventions (rounds 37-234's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$2,\!100}', '\boxed{\$330,\!000}', '\boxed{\$330,000}',
'\boxed{\$3}', '\boxed{360 \text{ hours}}', '\boxed{53 \text{ minutes}}', '\boxed{\$120}',
'\boxed{20 \text{ kg}}', '\boxed{11 \text{ minutes}}', '\boxed{\$7.00}', '\boxed{\$25}',
'\boxed{\$720}', '\boxed{5\ \text{hours}}', '\boxed{216\ \text{seconds}}', '\boxed{79\
\text{miles}}', '\boxed{\$142}', '\boxed{120 \text{ minutes}}', '\boxed{\$44}', '\boxed{4\
\text{pounds}}', '\boxed{\$4.00}', '\boxed{\$240}'); a right final answer over wrong working is
correct (hde:635 writes '10 \text{ total classes} - 4 \text{ he can attend} - 4 \text{ he already
attended} = \boxed{4}', gold 4); where the thinking and the solution disagree, the last (boxed)
answer counts (hdr:672 thinks 'there is one good day remaining' and boxes 2, correct; hde:652
thinks '$225' and boxes 105, wrong); a boxed answer to another quantity is wrong (hde:677 boxes
the 12 signatures a week, gold 36 in all); a completion cut inside its think block, or looping
there, before any final answer is no_answer even where its working stated the gold (hdr:660
'Therefore, the number of sheep is 15.', hdr:676 'Therefore, Skyler's investment is $240.', hdr:687
'So, with that, the twins are 13 years old' (cut there), hde:660 'Therefore, the answer is 15
sheep.' and a 'So.' loop): as rounds 229-234 labelled such records, but marked debatable here, since
each stated the gold in a plain sentence and was only checking it when cut; an answer committed in
the thinking ('**Final Answer**' and '\boxed{50}' before '</think>') counts when the solution after
it is cut by the cap before its own answer (hdr:683, correct, marked debatable).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 1244000 (read again), 1260000,
1276000, 1292000, 1308000, 1324000, 1340000; bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-
Qwen-7B/1_result.json offsets 1056000 (read again), 1072000, 1088000, 1104000, 1120000, 1136000,
and the anchor read at 1121400 (its opening kept in work/, not pasted as a page).

Leads for a later round: Hawkeye hdr from 1356000 (element 701, Aiden's cinema snacks, opens on
1340000 and is cut inside its thinking, "Each d": read 1340000 again, as the brief for each round
asks, rather than re-use this round's paste); hde from 1152000 (element 681, Katarina's cookies,
opens on 1136000 and is cut inside its thinking, "Max h": read 1136000 again). The hdr file cuts
more long thinkings at the cap in this stretch (hdr:660, 676, 687 cut while checking a stated
answer, hdr:683 cut inside its solution after a boxed answer in the thinking); the hde file looped
once ('So.' lines, one uniform run after an irregular head: write the head whole and fill the run
with an auto marker, then place the head with an anchor read just before it, compared by script).
Watch for curly apostrophes (kept as the file has them: 'Sally’s wage', 'Sarah’s basketball',
'Mia’s restaurant', 'Greta’s paycheck', 'Let’s define', 'Let’s denote', 'Let’s let S'), escaped
quotes in the display ('\\\"turtle\\\"', '\\\"one twin is 7 years older than one triplet.\\\"'),
'\\$' inside model outputs, a LaTeX align* block with '\\\\' line ends (hdr:673), double spaces
inside questions ('cost $5 per pound.  He had', 'James buys a plane.  The plane') and pages that
end in trailing spaces (hde_1072000 ends '(Running Boards) ', hde_1104000 'I can set up '), which
only the length check sees. Still unread (as rounds 118-234 listed): bench/results/*/example*.txt
and gsm8k_result*.json (Qwen2.5 and Llama GSM8K runs: look whether they hold completions with
golds), bench/gsm8k_cot.jsonl, and the older benchark/gsm/results/*_result.json files at 2926e0f
(check repeats against bench/ first).

Usage: python build_public_heldout249.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout249.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout249.jsonl"
SOURCE = "public_heldout249"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
# zh_sources describes all five Hawkeye files; this round took two of them (hdr, hde), so the
# other three entries are built empty and left out.
_ALL = zh_sources(
    hdr=(
        "1244000-1355999 (seven pages: 1244000, 1260000, 1276000, 1292000, 1308000, 1324000, "
        "1340000)",
        "651-700",
    ),
    hde=(
        "1056000-1151999 (six pages: 1056000, 1072000, 1088000, 1104000, 1120000, 1136000)",
        "630-680",
    ),
    hdb=("", ""),
    hd2=("", ""),
    gr="",
)
SOURCES = {key: _ALL[key] for key in ("hdr", "hde")}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:651|correct|boxed|Ariadne's hats (opens on page 1244000): '\boxed{\$2,\!100}' for 2100
hdr:652|wrong|boxed|'\boxed{105}' (gold 75: three paid hours, $15 then $30 for each hour after the first; the solution doubles each hour again, 15 + 30 + 60)
hdr:653|correct|boxed|
hdr:654|correct|boxed|
hdr:655|correct|boxed|
hdr:656|correct|boxed|'**Final Answer:**' then a bare '\boxed{10}'
hdr:657|correct|boxed|'\boxed{\$330,\!000}' for 330000
hdr:658|correct|boxed|
hdr:659|correct|boxed|'\boxed{\$3}' for 3
hdr:660|no_answer|truncated|debatable: Lee's sheep and geese: the thinking solves S = 15, checks the legs and says 'Therefore, the number of sheep is 15.', then 'But just to make sure, let me try another approach.' and is cut at 'then total legs would be 20 * 2 = 40.' inside the think block (no '</think>', no boxed or closing answer); no_answer as rounds 229-234 labelled such cuts, though the gold was stated plainly
hdr:661|correct|boxed|
hdr:662|correct|boxed|
hdr:663|correct|boxed|'**Therefore, James delivers \(\boxed{193}\) newspapers to District B.**'
hdr:664|correct|boxed|
hdr:665|correct|boxed|'\boxed{360 \text{ hours}}' for 360
hdr:666|correct|boxed|
hdr:667|correct|boxed|'\boxed{53 \text{ minutes}}' for 53
hdr:668|correct|boxed|'**Final Answer:**' then a bare '\boxed{3}'
hdr:669|correct|boxed|
hdr:670|correct|boxed|'Each person will have \(\boxed{4}\) pounds of candy after sharing equally.'
hdr:671|correct|boxed|'**Answer:** \(\boxed{4}\)'
hdr:672|correct|boxed|the thinking ends 'there is one good day remaining'; the solution counts 8 + 2 good days and boxes 2 (= gold 2); the last (boxed) answer counts
hdr:673|correct|boxed|an align* block ending 'S &= 9', then 'Sally has \(\boxed{9}\) books.'
hdr:674|correct|boxed|
hdr:675|wrong|boxed|'\boxed{5}' (gold 33: 4 + 8 = 12 dogs, then twice as many more, 24, so 36, less the 3 gone; the solution doubles the first 4 and ends with the 5 dogs left)
hdr:676|no_answer|truncated|debatable: Skyler's investment: the thinking reaches 'So, Skyler invested $240.', checks it twice, 'Therefore, Skyler's investment is $240.', then 'Let me verify this another way' and is cut at 'Dylan takes 2/5, which is 0.4 of' inside the think block (no '</think>', no boxed or closing answer); no_answer as rounds 229-234 labelled such cuts, though the gold was stated plainly
hdr:677|correct|boxed|'Carol and Jennifer need to collect a total of \(\boxed{36}\) signatures'
hdr:678|correct|boxed|'\boxed{\$120}' for 120
hdr:679|correct|boxed|
hdr:680|correct|boxed|'\boxed{20 \text{ kg}}' for 20
hdr:681|correct|boxed|
hdr:682|correct|boxed|'**Therefore, the original length of the dress was \(\boxed{80}\) centimeters.**'
hdr:683|correct|boxed|debatable: Chris's lawn mower: the thinking ends '**Final Answer**' and 'It took Chris \boxed{50} minutes to mow the lawn.' before '</think>'; the solution after it restates the problem and is cut by the cap at 'the rate is \( \frac{1}{60} \' before any answer of its own; the committed (boxed) answer counts, text cut after it does not change it
hdr:684|correct|boxed|'\boxed{11 \text{ minutes}}' for 11
hdr:685|correct|boxed|
hdr:686|correct|boxed|
hdr:687|no_answer|truncated|debatable: the twins and triplets: the thinking solves T = 6, 'Therefore, the twin is T + 7 = 6 + 7 = 13 years old.', checks 18 + 26 = 44, weighs the wording and is cut at 'So, with that, the twins are 13 years old' inside the think block (no '</think>', no boxed or closing answer); no_answer as rounds 229-234 labelled such cuts, though the gold was stated plainly
hdr:688|correct|boxed|
hdr:689|correct|boxed|'\boxed{\$7.00}' for 7
hdr:690|correct|boxed|
hdr:691|correct|boxed|'\boxed{\$25}' for 25
hdr:692|correct|boxed|
hdr:693|correct|boxed|
hdr:694|correct|boxed|'Mia's restaurant needs to get \(\boxed{9}\) more chairs.'
hdr:695|correct|boxed|
hdr:696|correct|boxed|'\(\boxed{145}\)'
hdr:697|correct|boxed|
hdr:698|correct|boxed|'Greta has \(\boxed{\$720}\) left to spend.' for 720
hdr:699|correct|boxed|
hdr:700|correct|boxed|Hannah's fireworks (the last element kept; 701 is cut by the end of page 1340000)
hde:630|correct|boxed|Tiffany's surfers (opens on page 1056000)
hde:631|correct|boxed|
hde:632|correct|boxed|'= \boxed{45}', then '**Final Answer:** \(\boxed{45}\)'
hde:633|correct|boxed|'\boxed{5\ \text{hours}}' for 5
hde:634|correct|boxed|
hde:635|correct|boxed|'10 \text{ total classes} - 4 \text{ he can attend} - 4 \text{ he already attended} = \boxed{4}', then '**Final Answer:** \(\boxed{4}\)' (= gold 4: $60 / $10 = 6 classes to attend, 4 to miss); a right final answer over muddled working
hde:636|correct|boxed|
hde:637|correct|boxed|
hde:638|correct|boxed|'= \$12.00', then '\boxed{12}'
hde:639|correct|boxed|'\boxed{216\ \text{seconds}}' for 216
hde:640|correct|boxed|
hde:641|wrong|boxed|'= \boxed{\$262,\!000}' (gold 262500: twelve months at $21,000 and a bonus of half the raised salary, $10,500; the solution takes half of the old $20,000)
hde:642|correct|boxed|'= \boxed{\$10,\!800}' for 10800
hde:643|wrong|boxed|'\boxed{1400}' (gold 840: 20 political and weather articles a day together and 10 business ones, 30 x 28; the solution reads 20 of each kind, 50 a day)
hde:644|correct|boxed|'**Final Answer:** \(\boxed{29}\)'
hde:645|correct|boxed|
hde:646|correct|boxed|'= \boxed{79\ \text{miles}}' for 79
hde:647|correct|boxed|'= \boxed{10} \text{ hours}', then '**Final Answer:** \(\boxed{10}\) hours'
hde:648|correct|boxed|'= \boxed{54}', then 'Howie should buy \(\boxed{54}\) cupcakes.'
hde:649|wrong|boxed|'\boxed{160,\!000}' (gold 162000: the first week's 2000 likes, 70 x 2000 = 140,000 more three weeks later, and 20,000 recent ones; the solution leaves out the first 2000)
hde:650|correct|boxed|'= \boxed{\$142}' for 142
hde:651|correct|boxed|'= \boxed{\$2,\!100}' for 2100
hde:652|wrong|boxed|the thinking adds four doubling hours to '$225'; the solution charges three and boxes '\boxed{105}' (gold 75: $15 then $30 for each hour after the first; the solution doubles each hour again)
hde:653|correct|boxed|'\(\boxed{80}\)'
hde:654|correct|boxed|
hde:655|correct|boxed|'Shiela has \(\boxed{10}\) pages left to write.'
hde:656|correct|boxed|'= \boxed{10}', then 'Mike will finish his reading \(\boxed{10}\) days **before** the deadline.'
hde:657|correct|boxed|'= \boxed{\$330,000}', then '**Answer:** \(\boxed{\$330,\!000}\)' for 330000
hde:658|correct|boxed|'\boxed{120 \text{ minutes}}' twice, for 120
hde:659|correct|boxed|
hde:660|no_answer|truncated|debatable: Lee's sheep and geese: the thinking reaches 'So, Lee has 15 sheep.' and 'Therefore, the answer is 15 sheep.', then 'Wait—is that correct?', an irregular run of 'So.', 'Yeah.' and 'Alternatively.' lines and 170 'So.' lines to the cap inside the think block (no '</think>', no boxed or closing answer); no_answer as rounds 229-234 labelled looping records (round 234's hde:593 'So, answer is 3 days.'), though the gold was stated plainly
hde:661|correct|boxed|'= \boxed{\$44}' for 44
hde:662|correct|boxed|'\boxed{\$7.00}' for 7
hde:663|wrong|boxed|'James delivers \(\boxed{191}\) newspapers to District B.' (gold 193: 600 - 198 - 209; the solution writes it as '200 - 9 = 191')
hde:664|correct|boxed|
hde:665|correct|boxed|'\boxed{360 \text{ hours}}' for 360
hde:666|correct|boxed|
hde:667|correct|boxed|'\boxed{53 \text{ minutes}}' for 53
hde:668|correct|boxed|
hde:669|correct|boxed|
hde:670|correct|boxed|'= \boxed{4\ \text{pounds}}', then 'Each person would have \boxed{4} pounds of candy.'
hde:671|correct|boxed|'= \boxed{\$4.00}', then 'Adam received **\$4.00** in change.' for 4
hde:672|wrong|boxed|'= \boxed{6}' (gold 2: 12 good days less the first 8 and the 2 among the next three days; the solution invents six more days, five of them good, and counts 14 good days)
hde:673|correct|boxed|'**Answer:** \(\boxed{9}\)'
hde:674|correct|boxed|
hde:675|wrong|boxed|'\boxed{9}' (gold 33: 4 + 8 = 12 dogs, then twice as many more, 24, so 36, less the 3 gone; the solution stops at 12 dogs and takes 3 away)
hde:676|correct|boxed|'\boxed{\$240}' for 240
hde:677|wrong|boxed|'= \boxed{12}', then 'Carol and Jennifer need to collect \(\boxed{12}\) signatures each week' (gold 36: the signatures needed in all, 100 - 64; the solution divides them by the three weeks: another quantity)
hde:678|correct|boxed|
hde:679|correct|boxed|
hde:680|correct|boxed|the elevator (the last element kept; 681 is cut by the end of page 1136000): '= \boxed{20 \text{ kg}}' for 20
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

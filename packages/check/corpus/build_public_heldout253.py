__doc__ = r"""Build public_heldout253.jsonl: a 253rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand (hde:717 boxes '\$5.00' for gold 5 under a `score` of 0.0: labelled correct by reading).

It continues round 249's repository Zhuohao-Li/Hawkeye (rounds 109-249 read its bench/gsm results
files and named where to go on), in the same two files, hdr and hde (the other three, hdb, hd2 and
hgr, were left to rounds beside this one). Its bench/gsm/results folder commits
DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an indented JSON list in test order
from question 0. The run script (benchark/gsm/run.py at 2926e0f, read in round 118) has three
stages; stage 3 `base_qa` asks 'Question: {question}.' as the only user turn (sglang, max_tokens
1024, temperature 0.7, top_p 0.9) and stores {question, answer, model_output, score}: the hdr and
hde files, every model_output opening '<think>'.

Method (rounds 88-249's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length. Round 249's last
pages, hdr 1340000 and hde 1136000, were read again with read_file and pasted anew, since the first
element this round takes from each file opens on them (both came out at 16,000 and byte-equal to
round 249's decoded pages, still in /tmp/rounds/real249). Ten pages were pasted in all (five hdr,
five hde, the two read again counted among them: hdr 1340000-1404000, hde 1136000-1200000); each
came out at 16,000 at the first paste. Beyond the length check, the two pages read again were
checked byte-equal to round 249's and hde 687's loop by an anchor read (below); the other eight were
transcribed from their display with care but not proofread in a second pass, so a same-length slip
there is not ruled out. Nothing was shortened and no loop marker was used. Each page starts where
the one before ends (offsets 16,000 apart), checked by work/extract.py, which cut the records out by
script (raw_*.jsonl): the pages of one file joined in file order, each whole list element parsed, r
= the raw JSON string body of its `model_output` (enc json, checked to decode to the parsed value),
g = its `answer`, rec = its list index, found as the gsm8k/test.jsonl line of its question (every
question equal to its line as decoded) and checked to run on one by one, with `answer` equal to the
line's '####' value. Elements before the first one named below (taken in round 249) are skipped; the
element cut by the end of each file's last page is dropped. Every record was read in full while
labelling.

Loop (hde only; hdr has none this round). One hde element, 687 (the twins and triplets), loops to
the 1024-token cap inside its thinking, but in an irregular run of 'So.', 'Wait.', 'Alternatively.'
and 'So' lines with no uniform stretch, so it was pasted whole (no marker). Its 1,654 characters
from 'So answer: 13.' to the element's end were checked by an anchor read (read_file at 1164243,
page hde_1152000 offset 12243), pasted again from that read into work/anchor_hde_1164243.txt and
compared by script with the page text: equal.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 1340000
  (read again, for element 701's opening), 1356000, 1372000, 1388000 and 1404000 (= hdr_1340000 ..
  hdr_1404000): elements 701 (Aiden's cinema snacks) to 732 (Dora's family) whole; 733 (Greg's $20)
  cut by the end of 1404000 inside its solution ("2") and dropped: 32 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 1136000 (read again, for element 681's opening), 1152000, 1168000, 1184000 and
  1200000 (= hde_1136000 .. hde_1200000): elements 681 (Katarina's cookies) to 718 (the Google
  applicants) whole; 719 (Goldy's rice) cut by the end of 1200000 inside its question ("cousin and
  br") and dropped: 38 kept (hde).

Repeats: the two files answer the same GSM8K test questions as rounds 109-249 and as each other
(hdr 701-718 and hde 701-718 ask the same questions, as do hde 681-700 and hdr 681-700, taken in
round 249; each run its own text). Every completion kept was compared (whitespace-normalised) with
every completion of the earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present: 282 files, 35,205 distinct completions, by script,
work/dedup.py, reading no labels) and with the others of this round: none repeats. 70 records
kept.

Repository counts (70 records): Zhuohao-Li/Hawkeye 70 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 32, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 38). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-249 found); `licence` per record. Truth: correct
66, wrong 2, no_answer 2; debatable 2. Fewer than the brief's "about 40 from each file" in hdr (32):
the helper's time ran short after five pages a file.

Split: GSM8K test 70, MATH 0. Prompt format: long_cot 70 (no tag format asked for; every
completion opens '<think>', reasons, closes '</think>' and writes a step-by-step solution ending
in \boxed{}, except hdr:721 and hde:687, cut inside the think block (hde:687 looping 'So.' and
'Wait.' lines to the cap)). Forms: boxed 68, truncated 2.

Label conventions (rounds 37-249's): the last final answer counts; equal in value but written
differently is correct ('\boxed{2,800}', '\boxed{8\%}', '\boxed{40\%}', '\boxed{\$45.00}',
'\boxed{\$10}', '\boxed{\$5.00}', '\boxed{\$255}', '\boxed{175 \text{ kilograms}}', '\boxed{25
\text{ minutes}}', '\boxed{10 \text{ inches}}', '\boxed{50 \text{ minutes}}', '\boxed{11 \text{
minutes}}', '\boxed{\$25}', '\boxed{\$32.00}', '\boxed{\$720}', '\boxed{3000 \text{ quarts}}',
'\boxed{45.00}'); a right final answer over wrong working is correct (hdr:702's thinking says it
lacks information, then the solution uses the given 4,000 and boxes 2,800; hde:701 lists '**1
drink**' a seat but counts 40 drinks and boxes 200); where the thinking and the solution disagree,
the last (boxed) answer counts (hde:690 thinks '3360 coins' and boxes 5760, correct); a boxed answer
that is not the gold is wrong (hde:694 boxes the 40 chairs left after taking the high chairs from
the total, gold 9; hde:702 boxes 3,600 after its own check says 'this result doesn't make sense',
gold 2800); a completion cut inside its think block, or looping there, before any final answer is
no_answer even where its working stated the gold (hdr:721 'Total taps = ... = 2450 taps' then
re-reading the question when cut; hde:687 'So answer: 13.' then a 'So.'/'Wait.' loop): as rounds
229-249 labelled such records, marked debatable as round 249 did.

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 1340000 (read again), 1356000,
1372000, 1388000, 1404000; bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json
offsets 1136000 (read again), 1152000, 1168000, 1184000, 1200000, and the anchor read at 1164243
(its 1,654 compared characters kept in work/, not pasted as a page).

Leads for a later round: Hawkeye hdr from 1420000 (element 733, Greg's $20, opens on 1404000 and is
cut inside its solution at '2': read 1404000 again, as the brief for each round asks, rather than
re-use this round's paste); hde from 1216000 (element 719, Goldy's rice, opens on 1200000 and is cut
inside its question, "cousin and br": read 1200000 again). In this stretch the hdr file cut one long
thinking at the cap (hdr:721, Helga's taps, cut while re-reading the question after stating the
gold); the hde file looped once irregularly (hde:687, 'So.'/'Wait.'/'Alternatively.' lines with no
uniform run: paste it whole and check it with an anchor read pasted anew). Watch for curly
apostrophes and quotes (kept as the file has them: 'Mia’s restaurant', 'Greta’s paycheck', 'Let’s
let t', 'Bobby’s shoes', 'Topher’s shoes', '“fill the boot”'), the '¾' character (hdr:724's
question), escaped quotes in the display ('\\\"turtle\\\"', '\\\"buy 2, get 1 free.\\\"'),
'\\$' inside model outputs and questions with double spaces ('truck drivers.  Gissela',
'If Erin had  $6.00').
Still unread (as rounds 118-249 listed): bench/results/*/example*.txt and gsm8k_result*.json
(Qwen2.5 and Llama GSM8K runs: look whether they hold completions with golds),
bench/gsm8k_cot.jsonl, and the older benchark/gsm/results/*_result.json files at 2926e0f (check
repeats against bench/ first).

Usage: python build_public_heldout253.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout253.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout253.jsonl"
SOURCE = "public_heldout253"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
# zh_sources describes all five Hawkeye files; this round took two of them (hdr, hde), so the
# other three entries are built empty and left out.
_ALL = zh_sources(
    hdr=(
        "1340000-1419999 (five pages: 1340000, 1356000, 1372000, 1388000, 1404000)",
        "701-732",
    ),
    hde=(
        "1136000-1215999 (five pages: 1136000, 1152000, 1168000, 1184000, 1200000)",
        "681-718",
    ),
    hdb=("", ""),
    hd2=("", ""),
    gr="",
)
SOURCES = {key: _ALL[key] for key in ("hdr", "hde")}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:701|correct|boxed|Aiden's cinema snacks (opens on page 1340000): 'The group has spent a total of \(\boxed{200}\) dollars on snacks and drinks.'
hdr:702|correct|boxed|the thinking says 'I don't have enough information to find the exact value of G'; the solution then takes 'Gissela's truck can carry 4,000 pounds (as stated in the first sentence)' and ends 'Gary's truck can carry \(\boxed{2,800}\) pounds of gravel.' for 2800
hdr:703|correct|boxed|
hdr:704|correct|boxed|
hdr:705|correct|boxed|
hdr:706|correct|boxed|
hdr:707|correct|boxed|'\boxed{8\%}' for 8 (the question asks what percent)
hdr:708|correct|boxed|
hdr:709|correct|boxed|
hdr:710|correct|boxed|'= \boxed{\$45.00}' for 45
hdr:711|correct|boxed|
hdr:712|correct|boxed|
hdr:713|correct|boxed|
hdr:714|correct|boxed|'= \boxed{\$10}', then 'James saved \boxed{\$10} by picking the blueberries himself' for 10
hdr:715|correct|boxed|'= \$385,\!000', then '\boxed{385000}'
hdr:716|correct|boxed|
hdr:717|correct|boxed|'= \boxed{\$5.00}', then '**Answer:** \(\boxed{\$5.00}\)' for 5
hdr:718|correct|boxed|'\(\boxed{2}\) people accept the position.'
hdr:719|correct|boxed|'\boxed{175 \text{ kilograms}}' for 175
hdr:720|correct|boxed|'= \boxed{4}', then 'Castle bought **4 more boxes** of cereal this week than last week.'
hdr:721|no_answer|truncated|debatable: Helga's taps: the thinking reaches 'Total taps = right foot taps + left foot taps = 1300 + 1150 = 2450 taps', checks it ('So that seems correct.'), then weighs the wording ('Wait a second, but the problem says "combined total number of times...'), and is cut at 'perhaps I can calculate the total taps per minute for each period, add them up' inside the think block (no '</think>', no boxed or closing answer); no_answer as rounds 229-249 labelled such cuts, though the gold was stated plainly
hdr:722|correct|boxed|'Ron saves **\boxed{\$255}** by fixing the pothole.' for 255
hdr:723|correct|boxed|'The restaurant has \(\boxed{160}\) chairs left.'
hdr:724|correct|boxed|
hdr:725|correct|boxed|'\boxed{25 \text{ minutes}}' for 25
hdr:726|correct|boxed|'\boxed{10 \text{ inches}}' for 10
hdr:727|correct|boxed|'= \boxed{112}', then 'So, Hannah smashed a total of \(\boxed{112}\) windows.'
hdr:728|correct|boxed|'\boxed{40\%}' for 40 (the question asks what percent)
hdr:729|correct|boxed|
hdr:730|correct|boxed|'Parker will need \(\boxed{8}\) packs of gum to last him 30 days.'
hdr:731|correct|boxed|'\boxed{1}', then 'They will need **1 box** of graham crackers.'
hdr:732|correct|boxed|Dora's family (the last element kept; 733, Greg's $20, is cut by the end of page 1404000)
hde:681|correct|boxed|Katarina's cookies (opens on page 1136000)
hde:682|correct|boxed|'The original dress was \(\boxed{80}\) centimeters long.'
hde:683|correct|boxed|'= \boxed{50 \text{ minutes}}' for 50
hde:684|correct|boxed|'= \boxed{11 \text{ minutes}}', then '**Final Answer:** \(\boxed{11 \text{ minutes}}\)' for 11
hde:685|correct|boxed|
hde:686|correct|boxed|
hde:687|no_answer|truncated|debatable: the twins and triplets: the thinking solves s = 6, t = 13, checks 26 + 18 = 44 and says 'So answer: 13.', then 'Hence.', 'Wait—is this correct.' and an irregular run of 'So.', 'Wait.' and 'Alternatively.' lines to the cap, ending 'Wait.' and 'So' inside the think block (no '</think>', no boxed or closing answer); no_answer as rounds 229-249 labelled looping records (round 249's hde:660), though the gold was stated plainly
hde:688|correct|boxed|'= \boxed{100} \text{ minutes}', then 'John has \(\boxed{100}\) minutes to nap.'
hde:689|correct|boxed|
hde:690|correct|boxed|the thinking ends 'Together, they have saved \( 2400 + 960 = 3360 \) coins.'; the solution counts Neil's 28 a month and ends '= \boxed{5760} \text{ coins}' (= gold 5760); the last (boxed) answer counts
hde:691|correct|boxed|'= \boxed{\$25}' for 25
hde:692|correct|boxed|'\boxed{\$32.00}' for 32
hde:693|correct|boxed|
hde:694|wrong|boxed|'= \boxed{40}', then 'Mia needs to get \(\boxed{40}\) more chairs.' (gold 9: 42 + 15 = 57 guests less the 48 chairs; the solution takes the 8 high chairs from the 48)
hde:695|correct|boxed|
hde:696|correct|boxed|'The class is missing \(\boxed{145}\) points to go on the trip.'
hde:697|correct|boxed|
hde:698|correct|boxed|'= \boxed{\$720}', then 'Greta has \(\boxed{720}\) dollars left to spend.'
hde:699|correct|boxed|
hde:700|correct|boxed|'= \boxed{135}'
hde:701|correct|boxed|the solution lists '**1 drink**' a seat but counts 20 x 2 = 40 drinks and boxes 200 (= gold 200)
hde:702|wrong|boxed|'\boxed{3,\!600}' (gold 2800: 11,600 less Gissela's 4,000 and Gordy's 4,800; the thinking writes 3G = 10,800 for Gissela's own truck, the solution gets G = 5,400 and Gary 0, 'this result doesn't make sense', then boxes the thinking's 3,600)
hde:703|correct|boxed|'= \boxed{50} \text{ dumplings}'
hde:704|correct|boxed|
hde:705|correct|boxed|
hde:706|correct|boxed|'= \boxed{9} \text{ hours}'
hde:707|correct|boxed|'\boxed{8\%}' for 8 (the question asks what percent)
hde:708|correct|boxed|
hde:709|correct|boxed|'\boxed{3000 \text{ quarts}}' for 3000
hde:710|correct|boxed|'\boxed{45.00}' for 45
hde:711|correct|boxed|'\boxed{6}', then 'Erin can enjoy \(\boxed{6}\) scoops of ice cream with her \$6.00.'
hde:712|correct|boxed|'= \boxed{14} \text{ pieces}', then '**Final Answer:** \(\boxed{14}\)'
hde:713|correct|boxed|
hde:714|correct|boxed|'\boxed{\$10}' for 10
hde:715|correct|boxed|'= \$385,\!000', then '\boxed{385000}'
hde:716|correct|boxed|'= \boxed{770} \text{ calories}', then 'The omelet contains \(\boxed{770}\) calories.'
hde:717|correct|boxed|'= \boxed{\$5.00}' for 5
hde:718|correct|boxed|the Google applicants (the last element kept; 719, Goldy's rice, is cut by the end of page 1200000): '\(\boxed{2}\)'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

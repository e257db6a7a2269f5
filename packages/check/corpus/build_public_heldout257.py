__doc__ = r"""Build public_heldout257.jsonl: a 257th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand (hdr:736, hdr:771, hdr:773, hde:726, hde:747 and hde:751 box the gold under a `score` of 0.0:
labelled correct by reading).

It continues round 253's repository Zhuohao-Li/Hawkeye (rounds 109-253 read its bench/gsm results
files and named where to go on), in the same two files, hdr and hde (the other three, hdb, hd2 and
hgr, were left to rounds beside this one). Its bench/gsm/results folder commits
DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an indented JSON list in test order
from question 0. The run script (benchark/gsm/run.py at 2926e0f, read in round 118) has three
stages; stage 3 `base_qa` asks 'Question: {question}.' as the only user turn (sglang, max_tokens
1024, temperature 0.7, top_p 0.9) and stores {question, answer, model_output, score}: the hdr and
hde files, every model_output opening '<think>'.

Method (rounds 88-253's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length. Round 253's last
pages, hdr 1404000 and hde 1200000, were read again with read_file and pasted anew, since the first
element this round takes from each file opens on them (both came out at 16,000 and byte-equal to
round 253's decoded pages, still in /tmp/rounds/real253). Eleven pages were pasted in all (six hdr,
five hde, the two read again counted among them: hdr 1404000-1484000, hde 1200000-1264000); each
came out at 16,000 at the first paste. Beyond the length check, the two pages read again were
checked byte-equal to round 253's and hde 740's loop by an anchor read (below); the other nine were
transcribed from their display with care but not proofread in a second pass, so a same-length slip
there is not ruled out. Nothing was shortened. Each page starts where the one before ends
(offsets 16,000 apart), checked by work/extract.py, which cut the records out by script
(raw_*.jsonl): the pages of one file joined in file order, each whole list element parsed, r = the
raw JSON string body of its `model_output` (enc json, checked to decode to the parsed value), g =
its `answer`, rec = its list index, found as the gsm8k/test.jsonl line of its question (every
question equal to its line as decoded) and checked to run on one by one, with `answer` equal to the
line's '####' value. Elements before the first one named below (taken in round 253) are skipped;
the element cut by the end of each file's last page is dropped. Every record was read in full
while labelling.

Loop (hde only; hdr has none this round). One hde element, 740 (the video games and music), loops
to the 1024-token cap inside its thinking: after 'Hold on.' it repeats the line 'Wait.' (the unit
'Wait.\n\n', 9 characters in the page text) 305 times and ends 'Wait'. Page hde_1248000 writes the
run once with a loop marker (@@U1@@Wait.\\n\\n@@/U1@@@@R1@@, work/mk.py's format: the one whole
number of further copies that makes the page 16,000 characters, 304 here). The count was checked by
an anchor read (read_file at 1254950, inside the run): its first 305 characters (the run's last 24
units and a piece, 'Wait",' and the next element's opening) were pasted from that read into
work/anchor_hde_1254950.txt and compared by script with the page text at that offset: equal, so the
run ends at 1255174 as the marker's count puts it.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 1404000
  (read again, for element 733's opening), 1420000, 1436000, 1452000, 1468000 and 1484000 (=
  hdr_1404000 .. hdr_1484000): elements 733 (Greg's $20) to 774 (Jack's museum) whole; 775 (Henry's
  toys) cut by the end of 1484000 inside its solution ("146 \\text{ whee") and dropped: 42 kept
  (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 1200000 (read again, for element 719's opening), 1216000, 1232000, 1248000 and
  1264000 (= hde_1200000 .. hde_1264000): elements 719 (Goldy's rice) to 753 (Jeff's glasses and
  plates) whole; 754 (Lorraine's stickers) cut by the end of 1264000 inside its solution ("\\[\n\\t")
  and dropped: 35 kept (hde).

Repeats: the two files answer the same GSM8K test questions as rounds 109-253 and as each other
(hdr 733-753 and hde 733-753 ask the same questions, as do hde 719-732 and hdr 719-732, taken in
round 253; each run its own text). Every completion kept was compared (whitespace-normalised) with
every completion of the earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present: 294 files, 35,455 distinct completions, by script,
work/dedup.py, reading no labels) and with the others of this round: none repeats. 77 records
kept.

Repository counts (77 records): Zhuohao-Li/Hawkeye 77 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 42, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 35). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-253 found); `licence` per record. Truth: correct
68, wrong 7, no_answer 2; debatable 2. Fewer than the brief's "about 40 from each file" in hde (35):
the helper's time ran short after five pages there.

Split: GSM8K test 77, MATH 0. Prompt format: long_cot 77 (no tag format asked for; every
completion opens '<think>', reasons, closes '</think>' and writes a step-by-step solution ending
in \boxed{}, except hdr:742 and hde:740, cut inside the think block (hde:740 looping 'Wait.' lines
to the cap)). Forms: boxed 75, truncated 2.

Label conventions (rounds 37-253's): the last final answer counts; equal in value but written
differently is correct ('\boxed{40\%}', '\boxed{50\%}', '\boxed{\$98}', '\boxed{\$1,\!100}',
'\boxed{\$1,100}', '\boxed{\$350}', '\boxed{\$133}', '\boxed{60,\!000 \text{ hours}}',
'\boxed{\$14}', '\boxed{\$3}', '\boxed{10 \text{ hours}}', '\boxed{\$255}', '\boxed{18
\text{ slices}}', '\boxed{25\ \text{minutes}}', '\boxed{10 \text{ inches}}', '\boxed{2} \text{
ounces}', '\boxed{4,\!000 \text{ chairs}}', '\boxed{\$240}'); a right final answer over wrong
working is correct (hdr:736's thinking says 'Boris has 3 fewer apples than Beck', reversed, and
boxes the difference 3); where the thinking and the solution disagree, the last (boxed) answer
counts (hdr:773 thinks 'Anthony kept 5 pencils' and boxes 10; hde:726 thinks 'approximately 9.56
inches' and boxes 10 inches; hde:747 thinks '$0.70' and boxes \$350; hde:751 thinks '23 bananas'
and boxes 43: all correct); a boxed answer that is not the gold is wrong (hdr:749 and hde:749, the
groups, box 2 and 6 for gold 3; hdr:752 divides by 4 roommates, not 5 people; hdr:754 and hdr:768,
hdr:769, hde:734: see their notes); a completion cut inside its think block, or looping there,
before any final answer is no_answer even where its working stated the gold (hdr:742 'So, the
number of boys in each class is 24.' then a ratio check cut at 'for every 2'; hde:740 'Video
games: 35 -10=25.' then a 'Wait.' loop): as rounds 229-253 labelled such records, marked debatable
as round 253 did.

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 1404000 (read again), 1420000,
1436000, 1452000, 1468000, 1484000; bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
1_result.json offsets 1200000 (read again), 1216000, 1232000, 1248000, 1264000, and the anchor read
at 1254950 (its 305 compared characters kept in work/, not pasted as a page; that read also
displayed the file to 1270950).

Leads for a later round: Hawkeye hdr from 1500000 (element 775, Henry's toys, opens on 1484000 and
is cut inside its solution at '146 \\text{ whee': read 1484000 again, as the brief for each round
asks, rather than re-use this round's paste); hde from 1280000 (element 754, Lorraine's stickers,
opens on 1264000 and is cut inside its solution at '\\[\n\\t': read 1264000 again). In this
stretch the hdr file cut one long thinking at the cap (hdr:742, the boys in each class, cut while
checking by ratios after stating the gold); the hde file looped once in a uniform run (hde:740,
305 'Wait.' lines: a loop marker with its count checked by an anchor read inside the run pasted
anew). Watch for curly apostrophes (kept as the file has them: 'Bobby’s shoes', 'Topher’s shoes',
'Let’s denote', 'farmer’s market'), the '¾' and '×' and '÷' characters, escaped quotes in the display
('\\\"The number that like to play music'), '\\\\\\\\' row breaks inside align blocks (hde:728,
hde:738), '\\$' inside model outputs and questions with double spaces ('truck drivers.  Gissela',
'Parker chews 4 pieces of gum a day.  A pack').
Still unread (as rounds 118-253 listed): bench/results/*/example*.txt and gsm8k_result*.json
(Qwen2.5 and Llama GSM8K runs: look whether they hold completions with golds),
bench/gsm8k_cot.jsonl, and the older benchark/gsm/results/*_result.json files at 2926e0f (check
repeats against bench/ first).

Usage: python build_public_heldout257.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout257.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout257.jsonl"
SOURCE = "public_heldout257"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
# zh_sources describes all five Hawkeye files; this round took two of them (hdr, hde), so the
# other three entries are built empty and left out.
_ALL = zh_sources(
    hdr=(
        "1404000-1499999 (six pages: 1404000, 1420000, 1436000, 1452000, 1468000, 1484000)",
        "733-774",
    ),
    hde=(
        "1200000-1279999 (five pages: 1200000, 1216000, 1232000, 1248000, 1264000)",
        "719-753",
    ),
    hdb=("", ""),
    hd2=("", ""),
    gr="",
)
SOURCES = {key: _ALL[key] for key in ("hdr", "hde")}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:733|correct|boxed|Greg's $20 (opens on page 1404000): 'Each person, including Greg, gets \(\boxed{5}\) dollars.'
hdr:734|correct|boxed|
hdr:735|correct|boxed|
hdr:736|correct|boxed|the thinking ends 'so Boris has 3 fewer apples than Beck' (reversed); the solution ends 'Difference = 90 - 87 = 3' and '**Answer:** \(\boxed{3}\)' (= gold 3)
hdr:737|correct|boxed|
hdr:738|correct|boxed|
hdr:739|correct|boxed|'\boxed{\$98}' for 98
hdr:740|correct|boxed|
hdr:741|correct|boxed|
hdr:742|no_answer|truncated|debatable: the boys in each class: the thinking reaches 'So, the number of boys in each class is 24.', checks it twice ('That also gives the same answer.'), then starts 'Another way to think about it is using ratios.' and is cut at 'So, for every 2' inside the think block (no '</think>', no boxed or closing answer); no_answer as rounds 229-253 labelled such cuts, though the gold was stated plainly
hdr:743|correct|boxed|
hdr:744|correct|boxed|'Melissa will groom \(\boxed{4}\) animals each day of the week.'
hdr:745|correct|boxed|'\boxed{\$1,\!100}' for 1100
hdr:746|correct|boxed|
hdr:747|correct|boxed|'\boxed{\$350}' for 350
hdr:748|correct|boxed|
hdr:749|wrong|boxed|'Additional groups needed} = 5 - 3 = 2', then '\boxed{2}' (gold 3: 54 / 6 = 9 groups formed, 12 - 9 = 3 more; the completion takes 54 / 12 = 4.5, rounds to 5 and subtracts an unexplained 3)
hdr:750|correct|boxed|'= 2400 + 1600 = \boxed{4000}', then '**Final Answer:** \(\boxed{4000}\) chairs'
hdr:751|correct|boxed|
hdr:752|wrong|boxed|'Each roommate will pay \(\boxed{\$300}\) per year for electricity.' (gold 240: Jenna and her 4 roommates are 5 people, 1200 / 5; the completion divides by 4)
hdr:753|correct|boxed|
hdr:754|wrong|boxed|'\boxed{105}' (gold 89: 27 small stickers give 9 large buttons, 20 large stickers 20 large buttons and 20 more 60 small buttons; the completion adds the buttons to the stickers and rounds 33.5 down)
hdr:755|correct|boxed|'Joey played a total of \(\boxed{7}\) matches in one week.'
hdr:756|correct|boxed|
hdr:757|correct|boxed|'\(\boxed{75}\)'
hdr:758|correct|boxed|'\boxed{\$133}' for 133
hdr:759|correct|boxed|'\boxed{60,\!000 \text{ hours}}' for 60000
hdr:760|correct|boxed|
hdr:761|correct|boxed|'Jana has a total of \(\boxed{27}\) puppies.'
hdr:762|correct|boxed|'Jayden needs \(\boxed{85}\) more dollars to buy the camera.'
hdr:763|correct|boxed|
hdr:764|correct|boxed|'\boxed{\$14}' for 14
hdr:765|correct|boxed|
hdr:766|correct|boxed|'Marissa bought \(\boxed{12}\) candy bars for Jimmy.'
hdr:767|correct|boxed|
hdr:768|wrong|boxed|'Total books together} = 450 + 150 = 600', then '\boxed{600}' (gold 675: Ezra's 300 + 150 = 450 and Ahmed's half of that, 225; the completion counts Ahmed's 150 for the first hour only)
hdr:769|wrong|boxed|'\boxed{\$365}' (gold 110: 5 + 2 = 7 hours at $15 plus the $5 bonus; the completion multiplies classes by hours, 20 + 4 hours)
hdr:770|correct|boxed|'\(\boxed{4}\)'
hdr:771|correct|boxed|'Bennet should sell each ear of corn for \(\boxed{\$3}\).' for 3
hdr:772|correct|boxed|'\boxed{50\%}' for 50 (the question asks what percentage)
hdr:773|correct|boxed|the thinking ends 'Therefore, Anthony kept 5 pencils in total.'; the solution computes 25 - 15 = 10 and ends '\boxed{10}' (= gold 10); the last (boxed) answer counts
hdr:774|correct|boxed|Jack's museum (the last element kept; 775, Henry's toys, is cut by the end of page 1484000): '= \boxed{10 \text{ hours}}', then '**Final Answer:** \(\boxed{10 \text{ hours}}\)' for 10
hde:719|correct|boxed|Goldy's rice (opens on page 1200000): '\boxed{175}'
hde:720|correct|boxed|
hde:721|correct|boxed|'= \boxed{2450}', then '\boxed{2450}'
hde:722|correct|boxed|'= \boxed{\$255}' for 255
hde:723|correct|boxed|
hde:724|correct|boxed|'= \boxed{18 \text{ slices}}', then '**Final Answer:** \(\boxed{18}\)'
hde:725|correct|boxed|'= \boxed{25\ \text{minutes}}' for 25
hde:726|correct|boxed|the thinking drops the 4 inches and ends 'So, Bobby's shoe is approximately 9.56 inches long.'; the solution uses 100 inches and ends '\boxed{10 \text{ inches}}' (= gold 10); the last (boxed) answer counts
hde:727|correct|boxed|'= 64 + 48 = \boxed{112}', then '**Final Answer:** \(\boxed{112}\)'
hde:728|correct|boxed|'\boxed{40\%}' for 40 (the question asks what percent)
hde:729|correct|boxed|
hde:730|correct|boxed|
hde:731|correct|boxed|
hde:732|correct|boxed|
hde:733|correct|boxed|'Each person gets \(\boxed{5}\) dollars.'
hde:734|wrong|boxed|'\(\boxed{20\ \text{pounds}}\)' (gold 17: math and science 2 pounds each, French 4, English 3, history 6; the completion weighs the science book at 4 pounds and the French at 3, and its thinking got 19)
hde:735|correct|boxed|
hde:736|correct|boxed|
hde:737|correct|boxed|'= \boxed{2} \text{ ounces}'
hde:738|correct|boxed|
hde:739|correct|boxed|
hde:740|no_answer|truncated|debatable: the video games and music: the thinking reaches 'Video games: 35 -10=25.' and 'Therefore:\n\n25 students play video games.', then 'So, seems like.', a run of 'Wait.' and 'But wait.' lines and 'Hold on.', then the line 'Wait.' 305 times to the cap, ending 'Wait' inside the think block (no '</think>', no boxed or closing answer); no_answer as rounds 229-253 labelled looping records (round 253's hde:687), though the gold was stated plainly
hde:741|correct|boxed|
hde:742|correct|boxed|
hde:743|correct|boxed|'= \boxed{8} \text{ slices}', then '\boxed{8}'
hde:744|correct|boxed|
hde:745|correct|boxed|'= \boxed{\$1,100}', then '**Final Answer:** \(\boxed{\$1,100}\)' for 1100
hde:746|correct|boxed|
hde:747|correct|boxed|the thinking takes the price difference per tomato for a day's savings and ends '$0.10 × 7 = $0.70'; the solution computes $50 a day and ends '\boxed{\$350}' (= gold 350); the last (boxed) answer counts
hde:748|correct|boxed|
hde:749|wrong|boxed|'Additional groups needed} = 12 - 6 = 6', then '\boxed{6}' (gold 3: 54 / 6 = 9 groups formed, 12 - 9 = 3 more; the completion counts 54 / 9 = 6 groups)
hde:750|correct|boxed|'= \boxed{4,\!000 \text{ chairs}}' for 4000
hde:751|correct|boxed|the thinking ends 'Therefore, Gunther found **23 bananas** in the pile.'; the solution computes 37 + 6 = 43 and ends '\boxed{43}' (= gold 43); the last (boxed) answer counts
hde:752|correct|boxed|'\boxed{\$240}' for 240
hde:753|correct|boxed|Jeff's glasses and plates (the last element kept; 754, Lorraine's stickers, is cut by the end of page 1264000): '\boxed{128}'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

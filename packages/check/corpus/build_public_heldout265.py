__doc__ = r"""Build public_heldout265.jsonl: a 265th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand (hdr:812 and hde:809 box the gold under a `score` of 0.0 after thinking that reached another
number: labelled correct by reading; hdr:810 and hde:800, cut inside their thinking, carry a
`score` of 1.0: labelled no_answer by reading).

It continues round 261's repository Zhuohao-Li/Hawkeye (rounds 109-261 read its bench/gsm results
files and named where to go on), in the same two files, hdr and hde (the other three, hdb, hd2 and
hgr, were left to rounds beside this one). Its bench/gsm/results folder commits
DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an indented JSON list in test order
from question 0. The run script (benchark/gsm/run.py at 2926e0f, read in round 118) has three
stages; stage 3 `base_qa` asks 'Question: {question}.' as the only user turn (sglang, max_tokens
1024, temperature 0.7, top_p 0.9) and stores {question, answer, model_output, score}: the hdr and
hde files, every model_output opening '<think>'.

Method (rounds 88-261's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length. Round 261's last
pages, hdr 1548000 and hde 1328000, were read again with read_file and pasted anew, since the first
element this round takes from each file opens on them (both came out at 16,000 and byte-equal to
round 261's decoded pages, still in /tmp/rounds/real261). Six pages were pasted in all (three hdr,
three hde, the two read again counted among them: hdr 1548000-1580000, hde 1328000-1360000).
hdr_1564000 first came out at 15,996: an anchor read_file at 1572000 placed the slip in the
page's second half, and the paste was found to read 'Each S'more uses one marshmallow.' where the
display has 'requires' (hdr:813's thinking); corrected, 16,000. The others came out at 16,000 at
the first paste. One loop marker was used: hde:800 (Pierson's bowling) ends its thinking in a run
of 'Wait.' lines, pasted as one unit @@U1@@Wait.\\n\\n@@/U1@@@@R1@@ filled to the page (317
copies in all, then 'Wait' and the element's end); an anchor read_file at offset 1358532 showed
'Wait.\\n\\nWait.\\n\\nWait",' there, as the decoded page has it, fixing the count. Beyond the
length checks, the two pages read again were checked byte-equal to round 261's; the other four
were transcribed from their display with care but not proofread in a second pass, so a
same-length slip there is not ruled out. Nothing was shortened. Each page starts where the one
before ends (offsets 16,000 apart), checked by work/extract.py, which cut the records out by
script (raw_*.jsonl): the pages of one file joined in file order, each whole list element parsed,
r = the raw JSON string body of its `model_output` (enc json, checked to decode to the parsed
value), g = its `answer`, rec = its list index, found as the gsm8k/test.jsonl line of its question
(every question equal to its line as decoded) and checked to run on one by one, with `answer`
equal to the line's '####' value. Elements before the first one named below (taken in round 261)
are skipped; the element cut by the end of each file's last page is dropped. Every record was
read in full while labelling.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 1548000
  (read again, for element 807's opening), 1564000 and 1580000 (= hdr_1548000 .. hdr_1580000):
  elements 807 (Milo's mosaic) to 822 (John's work cycles) whole; 823 (Sasha and Julie) cut by the
  end of 1580000 inside its question ("their second match was at Julie's ") and dropped: 16 kept
  (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 1328000 (read again, for element 793's opening), 1344000 and 1360000
  (= hde_1328000 .. hde_1360000): elements 793 (Jamie's overtime) to 809 (Dale's butterscotch)
  whole; 810 (students on campus) cut by the end of 1360000 inside its solution ("Sure, let's
  br") and dropped: 17 kept (hde).
  (The brief's "hdr 1548000 again, then 1564000, ..." and "hde 1328000 again, then 1344000, ..."
  were followed; the round stopped at three pages a file, short of the brief's ~30 records a file,
  for the session's time: whole records only.)

Repeats: the two files answer the same GSM8K test questions as rounds 109-261 and as each other
(hdr 807-809 and hde 807-809 ask the same questions, as do hde 793-806 and hdr 793-806, taken in
round 261; each run its own text). Every completion kept was compared (whitespace-normalised) with
every completion of the earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present: 305 files, 35,798 distinct completions, by script,
work/dedup.py, reading no labels) and with the others of this round: none repeats. 33 records
kept.

Repository counts (33 records): Zhuohao-Li/Hawkeye 33 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 16, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 17). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-261 found); `licence` per record. Truth: correct
30, wrong 1, no_answer 2; debatable 2.

Split: GSM8K test 33, MATH 0. Prompt format: long_cot 33 (no tag format asked for; every
completion opens '<think>', reasons, closes '</think>' and writes a step-by-step solution ending
in \boxed{}, except hdr:810 and hde:800, cut at the 1024-token cap inside the think block). Forms:
boxed 31, truncated 2.

Label conventions (rounds 37-261's): the last final answer counts; equal in value but written
differently is correct ('\boxed{12 \text{ gallons}}', '\boxed{11 \text{ dollars}}',
'\boxed{\$4,\!500}', '\boxed{6,\!250}', '\boxed{720 \text{ minutes}}', '\boxed{\$1,\!260}',
'\boxed{\$250}', '\boxed{\$20}', '\boxed{540 \text{ seconds}}', '\boxed{\$1,\!170}',
'\boxed{70\%}', '\boxed{4 \text{ inches}}'); a right final answer over wrong working is correct
(hdr:812's thinking subtracts '1 + 2 + 3 + 4 = 10 petals' and reaches 91, its solution subtracts
5 + 6 + 4 + 7 = 22 and boxes 79; hdr:815 assumes 'z = 1 ounce for simplicity' and boxes 4; hde:809's
thinking reaches '200 - 250 = -50', its solution '200 - 150 = 50' and boxes 50); several boxes,
the last counts (hde:796 boxes the head count 260, then the total); a boxed answer that is not the
gold is wrong (hde:796: see its note); a completion cut inside its think block before any final
answer is no_answer even where its working stated the gold (hdr:810 'So, 320 - 10 = 310.' then
cut at 'which is 3'; hde:800 'So, total points scored by both is 428.' then 'Wait, hold on.' and
a run of 'Wait.' lines cut at 'Wait'): as rounds 229-261 labelled such records, marked debatable
as rounds 253-261 did.

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 1548000 (read again), 1564000,
1580000 (and 1572000, an anchor read to place a slip, not pasted); bench/gsm/results/
Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 1328000 (read again), 1344000,
1360000 (and 1358532, an anchor read inside hde:800's loop, not pasted).

Leads for a later round: Hawkeye hdr from 1596000 (element 823, Sasha and Julie's basketball
points, opens on 1580000 and is cut inside its question at "their second match was at Julie's ":
read 1580000 again, as the brief for each round asks, rather than re-use this round's paste); hde
from 1376000 (element 810, the students on campus, opens on 1360000 and is cut inside its
solution at "Sure, let's br": read 1360000 again). In this stretch each file cut one long
thinking at the cap after stating the gold (hdr:810, the campus doubling, re-checking its months;
hde:800, Pierson's bowling, a run of 317 'Wait.' lines that needed a loop marker and an anchor
read to fix its count). Both files now run over the same questions (hdr 807-822, hde 793-809):
the later hde elements 810-822 ask what hdr 810-822 asked. Watch for curly apostrophes (kept as
the file has them: 'Let’s denote'), the '×', '÷' and '→' characters, escaped quotes
in the display ('\\\"Deck the Halls\\\"'), '\\\\\\\\' row breaks inside align blocks (hdr:815,
hde:793, hde:806), '\\$' inside model outputs, questions with double spaces ('for 20 minutes.  Two
of his friends', '$0.50 per hour.  On his first'), and near-identical words that keep a page's
length off by a few characters ('uses' for 'requires'). Still unread (as rounds 118-261 listed):
bench/results/*/example*.txt and gsm8k_result*.json (Qwen2.5 and Llama GSM8K runs: look whether
they hold completions with golds), bench/gsm8k_cot.jsonl, and the older
benchark/gsm/results/*_result.json files at 2926e0f (check repeats against bench/ first).

Usage: python build_public_heldout265.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout265.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout265.jsonl"
SOURCE = "public_heldout265"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
# zh_sources describes all five Hawkeye files; this round took two of them (hdr, hde), so the
# other three entries are built empty and left out.
_ALL = zh_sources(
    hdr=(
        "1548000-1595999 (three pages: 1548000, 1564000, 1580000)",
        "807-822",
    ),
    hde=(
        "1328000-1375999 (three pages: 1328000, 1344000, 1360000)",
        "793-809",
    ),
    hdb=("", ""),
    hd2=("", ""),
    gr="",
)
SOURCES = {key: _ALL[key] for key in ("hdr", "hde")}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:807|correct|boxed|Milo's mosaic (opens on page 1548000): '= 4 \text{ inches}', then '**Final Answer:**' '\boxed{4}'
hdr:808|correct|boxed|'\boxed{12 \text{ gallons}}' for 12
hdr:809|correct|boxed|'= \boxed{50}', then '**Answer:** \(\boxed{50}\)'
hdr:810|no_answer|truncated|debatable: the campus doubling: the thinking reaches 'So, additional students are 320 - 10 = 310.' twice, re-checks the months ('Wait, that seems a huge number. Let me think differently.') and is cut at 'So, number at end of May would be 10 * 2^5, which is 3' inside the think block (no '</think>', no boxed or closing answer); no_answer as rounds 229-261 labelled such cuts, though the gold was stated plainly
hdr:811|correct|boxed|'\frac{420}{7} = 60 \text{ branches/day}', then '\boxed{60}'
hdr:812|correct|boxed|the thinking subtracts '1 + 2 + 3 + 4 = 10 petals' and reaches '91 petals remaining'; the solution subtracts '5 + 6 + 4 + 7 = 22' and ends '= 79 \text{ petals}', '\boxed{79}' (= gold 79); the last (boxed) answer counts
hdr:813|correct|boxed|'Each kid can have \(\boxed{7}\) S'mores with the marshmallows left in the bag.'
hdr:814|correct|boxed|'\boxed{11 \text{ dollars}}' for 11
hdr:815|correct|boxed|assumes 'z = 1 ounce for simplicity' (the question's 'twice as much salt as zest' left unused) and ends 'Tanya uses \(\boxed{4}\) ounces of oil.' (= gold 4); a right final answer over wrong working is correct
hdr:816|correct|boxed|'\boxed{\$4,\!500}' for 4500
hdr:817|correct|boxed|'Paul needs to buy \(\boxed{15}\) more cupcakes.'
hdr:818|correct|boxed|'40 - 8 - 16 = 16 \text{ cars}', then '\boxed{16}'
hdr:819|correct|boxed|'Each student raised \(\boxed{6,\!250}\) dollars.' for 6250
hdr:820|correct|boxed|'\boxed{720 \text{ minutes}}' for 720
hdr:821|correct|boxed|'70 - 35 = 35 \text{ cars}', then '\boxed{35}'
hdr:822|correct|boxed|John's work cycles (the last element kept; 823, Sasha and Julie, is cut by the end of page 1580000): '\boxed{\$1,\!260}' for 1260
hde:793|correct|boxed|Jamie's overtime (opens on page 1328000): '\$160 + \$90 = \boxed{\$250}' for 250
hde:794|correct|boxed|'12 + 6 + 14 = 32', then '\boxed{32}'
hde:795|correct|boxed|'\$50 - \$30 = \boxed{\$20}', then '**Answer:** \boxed{20}'
hde:796|wrong|boxed|boxes the head count '200 + 60 = \boxed{260}', then '**Final Answer:** \(\boxed{\$3,\!120,\!000}\)' (gold 2880000: 220 + 240 + 260 = 720 monthly salaries of $4000; the completion pays 260 employees for all three months)
hde:797|correct|boxed|'**Final Answer:** \(\boxed{540 \text{ seconds}}\)' for 540
hde:798|correct|boxed|'230 \, \text{\$} - 210 \, \text{\$} = 20 \, \text{\$}', then '\boxed{20}'
hde:799|correct|boxed|'\$6 \text{ (bread)} - \$2 \text{ (bagels)} = \$4', then '\(\boxed{4}\)'
hde:800|no_answer|truncated|debatable: Pierson's bowling: the thinking reaches 'So, total points scored by both is 428.', then 'Wait, hold on.', 'Wait a minute.', 'Wait, wait.' and 317 lines of 'Wait.', cut at 'Wait' inside the think block (no '</think>', no boxed or closing answer); no_answer as rounds 229-261 labelled such cuts, though the gold was stated plainly
hde:801|correct|boxed|'1000 + 240 = \boxed{1240}', then '\(\boxed{1240}\)'
hde:802|correct|boxed|'Bubbles needs to buy \(\boxed{6}\) stuffed goats.'
hde:803|correct|boxed|'30 \text{ hours} - 21 \text{ hours} = 9 \text{ hours}', then '\boxed{9}'
hde:804|correct|boxed|'3. **Final Answer:**' '\boxed{20}'
hde:805|correct|boxed|'\boxed{\$1,\!170}' for 1170
hde:806|correct|boxed|'\frac{700}{1{,}000} = 0.70 = 70\%', then '\boxed{70\%}' for 70 (the question asks the overall pass rate)
hde:807|correct|boxed|'\boxed{4 \text{ inches}}' for 4
hde:808|correct|boxed|'= 12 \text{ gallons}', then '\boxed{12}'
hde:809|correct|boxed|Dale's butterscotch (the last element kept; 810, the students on campus, is cut by the end of page 1360000): the thinking reaches '200 - 250 = -50' and 'he has already sold all 200 candies'; the solution ends '**200 - 150 = 50** candies.' and '\boxed{50}' (= gold 50); the last (boxed) answer counts
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

__doc__ = r"""Build public_heldout229.jsonl: a 229th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 224's repository Zhuohao-Li/Hawkeye (rounds 109-224 read its bench/gsm results
files and named where to go on), in the same two files, hdr and hde (the other three, hdb, hd2 and
hgr, were left to rounds beside this one). Its bench/gsm/results folder commits
DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an indented JSON list in test order
from question 0. The run script (benchark/gsm/run.py at 2926e0f, read in round 118) has three
stages; stage 3 `base_qa` asks 'Question: {question}.' as the only user turn (sglang, max_tokens
1024, temperature 0.7, top_p 0.9) and stores {question, answer, model_output, score}: the hdr and
hde files, every model_output opening '<think>'.

Method (rounds 88-224's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Round
224's last pages, hdr 1036000 and hde 864000, were read again with read_file and pasted anew, since
the first element this round takes from each file opens on them (both came out at 16,000 and equal
to round 224's decoded pages, still in /tmp/rounds/real224). Fifteen pages were pasted in all
(eight hdr, seven hde); fourteen came out at 16,000 at the first paste, one (hdr_1068000) at
16,079: the paste, read over against the display, had repeated the sentence 'First, I need to
calculate the number of pages Judy read in the first week.\\n\\n' (element 564's opening) at the
opening of element 565's thinking; removed, 16,000. Nothing was shortened. Each page starts where
the one before ends (offsets 16,000 apart), checked by work/extract.py, which cut the records out
by script (raw_*.jsonl): the pages of one file joined in file order, each whole list element
parsed, r = the raw JSON string body of its `model_output` (enc json, checked to decode to the
parsed value), g = its `answer`, rec = its list index, found as the gsm8k/test.jsonl line of its
question (every question equal to its line as decoded, except that hdr:576's line has no-break
spaces where the file has plain ones) and
checked to run on one by one, with `answer` equal to the line's '####' value. Elements before the
first one named below (taken in round 224) are skipped; the element cut by the end of each file's
last page is dropped.

Loops (hde only; hdr has none). Two of the hde file's elements loop to the 1024-token cap:
  pages/hde_928000.txt: element 554 (Ray's swim), after 'So, Ray takes 54 minutes longer on a
  warm day.\\n\\n', an irregular run of 'So.', 'Wait.', 'But.', 'Hmm.', 'Alternatively.',
  'Perhaps.', 'Maybe.', 'The problem.' lines and the two quoted question sentences, then 'So.'
  runs of 14, 10, 12, 13, 13 and 14 lines parted by 'Wait.' lines, then a uniform run. The page was
  pasted in three parts (pages/hde_928000.part1, work/ray.py, pages/hde_928000.part3, joined into
  pages/hde_928000.txt): the text before the run (from the page's display), the irregular part
  written as a token list by work/ray.py (the counts explicit), then the uniform run as a loop
  marker, @@U1@@So.\\n\\n@@/U1@@@@R1@@ ('So.\\n\\n' x 81 in all, 80 more filled to make the page
  16,000; the rest divided exactly), then 'So",' and the rest of the page. The counts were fixed
  by anchor reads (read_file at an offset inside the page, its first characters compared with
  the page text at that offset; not pasted): 936900 opens 'arm day: 3 * 34.\\n\\nSo:' as the page
  does there; 937852 opens 'Wait.\\n\\nHmm.\\n\\nSo.\\n\\nSo.' (the 'Wait.' and 'Hmm.' before the
  run of 10) and 938348 'Wait.\\n\\nSo.\\n\\nSo.' (the last 'Wait.' before the uniform run), both as
  the page does there.
  pages/hde_944000.txt: element 562 (the pyramids), an irregular loop of 'Wait.', 'Hmm.' and 'So.'
  lines (2,903 characters from 950699, no uniform run, so pasted whole with no marker; the page
  came out at 16,000); anchor reads at 950877 (opens 'Wait.\\n\\nHmm.\\n\\nWait.\\n\\nWait.' and
  runs seven 'Wait.' lines, 'Hmm.', 'Wait.' and 'So, maybe the pyramid is at 32 degrees' as the
  page does there) and 952888 (opens 'So.\\n\\nHmm.\\n\\nSo.\\n\\nSo.\\n\\nHmm.\\n\\nHmm.\\n\\nHmm.' as
  the page does there, after the run of 15 'Hmm.' lines and before the run of 14).
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 1036000
  (read again, for element 550's opening), 1052000, 1068000, 1084000, 1100000, 1116000, 1132000 and
  1148000 (= hdr_1036000 .. hdr_1148000): elements 550 (the shop's school supplies) to 600
  (Jamaal's weights) whole; 601 (Steve's video games) cut by the end of 1148000 inside its thinking
  ('that's 5 × 3 = 15 gam') and dropped: 51 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 864000 (read again, for element 520's opening), 880000, 896000, 912000, 928000,
  944000 and 960000 (= hde_864000 .. hde_960000): elements 520 (Martha's knitting) to 575 (Kate's
  crayon muffins) whole; 576 (Michael's carpet) cut inside its solution ('= 18 \\text{ ft}
  \\ti') and dropped: 56 kept (hde).

Repeats: the two files answer the same GSM8K test questions as rounds 109-224 and as each other
(hdr 550-575 and hde 550-575 ask the same questions, as do hdr 540-549, taken in round 224, and
hde 540-549; each run its own text). Every completion kept was compared (whitespace-normalised)
with every completion of the earlier rounds (packages/check/corpus/public_heldout*.jsonl and the
other /tmp/rounds/real*/public_heldout*.jsonl present: 245 files, 33,743 distinct completions at
the last run, 243 at the first, by script, work/dedup.py, reading no labels) and with the others
of this round: none repeats. 107 records kept.

Repository counts (107 records): Zhuohao-Li/Hawkeye 107 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 51, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 56). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-224 found); `licence` per record. Truth: correct
86, wrong 11, no_answer 10; debatable 0.

Split: GSM8K test 107, MATH 0. Prompt format: long_cot 107 (no tag format asked for; every
completion opens '<think>', reasons, closes '</think>' and writes a step-by-step solution ending
in \boxed{}, except hdr:554, hdr:562, hdr:578, hdr:580, hdr:587, hdr:591, hdr:593, hdr:597, hde:554
and hde:562, cut inside the think block, the two hde ones looping 'So.' / 'Wait.' / 'Hmm.' lines to
the cap). Forms: boxed 97, truncated 10.

Label conventions (rounds 37-224's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$27}', '\boxed{3 \text{ cubic inches}}', '\boxed{180\
\text{pounds}}', '\boxed{\$11,\!232}', '\boxed{215\ \text{minutes}}', '\boxed{\$129,\!200}',
'\boxed{800 \, \text{ml}}', '\boxed{42\,\text{grams}}', '\boxed{48 \text{ hours}}', '\boxed{188
\text{ mm}}', '\boxed{\$7.00}', '\boxed{100\ \text{pounds}}', '\boxed{\$9.00}', '\boxed{\$37.00}');
a right final answer over wrong working is correct (hdr:564 thinks '239 pages', notes a second
count of '70 pages' that 'doesn't align', and boxes 240 = gold); where the thinking and the
solution disagree, the last (boxed) answer counts (hde:528 thinks 236 and boxes 172, hde:529
thinks '10 more CDs' and boxes 11, hde:569 plans '$3 more' and boxes \$21: all correct); subtotals
boxed before the final box do not count (hde:536 boxes 6, Alyana's age, then 8; hde:568 boxes 60
and 35, then 175); a completion cut inside its think block, or looping there, before any final
answer is no_answer even where its working reached the gold (hdr:554 and hde:554 reached 54,
hdr:562 82, hdr:578 48, hdr:580 500, hdr:587 30, hdr:591 220, hdr:593 3, hdr:597 90). No label this
round is marked debatable (hdr:590's 318, Alex's own seat left out, is wrong as rounds 184-231
labelled the same question).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 1036000 (read again),
1052000, 1068000, 1084000, 1100000, 1116000, 1132000, 1148000; bench/gsm/results/Efficient_CoT_
DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 864000 (read again), 880000, 896000, 912000,
928000, 944000, 960000, and the anchor reads at 936900, 937852, 938348, 950877 and 952888 (not
pasted).

Leads for a later round: Hawkeye hdr from 1164000 (element 601, Steve's video games, opens on
1148000 and is cut inside its thinking: read 1148000 again, as the brief for each round asks,
rather than re-use this round's paste); hde from 976000 (element 576, Michael's carpet, opens on
960000 and is cut inside its solution: read 960000 again). The hde file (Efficient_CoT repeat 1)
loops now and then, and not only in uniform runs: element 554 ran irregular 'So.' / 'Wait.' lines
into a uniform 'So.' run, element 562 an irregular mix of 'Wait.', 'Hmm.' and 'So.' lines with no
uniform run at all. Write such a region as a token list with explicit counts (as work/ray.py) or
paste it whole, and fix it by anchor reads placed right after each long run (an anchor that opens
on the token the page has there confirms every count before it). The hdr file cuts more of its
long deliberations inside the think block (eight of this round's 51). Watch for curly apostrophes
(kept as the file has them: 'Octavia’s husband', 'Juan’s doctor', 'He’s already put down', 'Jeff’s
work', 'Let’s' inside model outputs), escaped quotes in the display ('\\\"twice as long\\\"',
'\\\"This jar contains ...\\\"', '\\\"straight upward\\\"'), markdown tables with runs of spaces
(hde:520, '| Mitten Pair   | 1                             |'), '½' and '÷' / '×' / '≈' inside
model outputs, and double spaces inside questions ('at $2 each can.  How much', 'Jeff’s work is 3
miles away.  He walks'). Still unread (as rounds 118-224 listed): bench/results/*/example*.txt and
gsm8k_result*.json (Qwen2.5 and Llama GSM8K runs: look whether they hold completions with golds),
bench/gsm8k_cot.jsonl, and the older benchark/gsm/results/*_result.json files at 2926e0f (check
repeats against bench/ first).

Usage: python build_public_heldout229.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout229.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout229.jsonl"
SOURCE = "public_heldout229"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
# zh_sources describes all five Hawkeye files; this round took two of them (hdr, hde), so the
# other three entries are built empty and left out.
_ALL = zh_sources(
    hdr=(
        "1036000-1163999 (eight pages: 1036000, 1052000, 1068000, 1084000, 1100000, 1116000, "
        "1132000, 1148000)",
        "550-600",
    ),
    hde=(
        "864000-975999 (seven pages: 864000, 880000, 896000, 912000, 928000, 944000, 960000)",
        "520-575",
    ),
    hdb=("", ""),
    hd2=("", ""),
    gr="",
)
SOURCES = {key: _ALL[key] for key in ("hdr", "hde")}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:550|correct|boxed|the shop's school supplies (opens on page 1036000): 'Daniel has to spend \(\boxed{\$27}\)' for 27
hdr:551|correct|boxed|'**Therefore, Carly gets back \boxed{\$17}.**' for 17
hdr:552|correct|boxed|'\boxed{\$450}' for 450
hdr:553|correct|boxed|
hdr:554|no_answer|truncated|Ray's swim: the thinking reaches 'So, Ray takes 54 minutes longer to swim 3 miles on a hot day than on a cold day.' and, double-checking, is cut at '... on a warm day, he takes 102 minutes. So' inside the think block (no '</think>', no final answer)
hdr:555|correct|boxed|
hdr:556|correct|boxed|
hdr:557|correct|boxed|
hdr:558|correct|boxed|'\boxed{3 \text{ cubic inches}}' for 3
hdr:559|correct|boxed|
hdr:560|correct|boxed|
hdr:561|correct|boxed|'\boxed{180\ \text{pounds}}' for 180
hdr:562|no_answer|truncated|the pyramids: the thinking reaches '32 + (5*10) = 82 degrees', weighs other readings and is cut at 'Wait, but is the pyramid's angle' inside the think block (no '</think>', no final answer)
hdr:563|correct|boxed|
hdr:564|correct|boxed|the thinking rounds to '139 pages' and ends 'Judy read a total of 239 pages'; the solution computes 4/3 x 105 = 140, adds a second count, '10 \text{ pages/night} \times 7 \text{ nights} = 70 \text{ pages}', that 'doesn't align', and boxes 240 (= gold 240): a right final answer over muddled working
hdr:565|correct|boxed|
hdr:566|correct|boxed|'Shiloh's nephew is \(\boxed{10}\) years old today.'
hdr:567|correct|boxed|
hdr:568|correct|boxed|
hdr:569|correct|boxed|the thinking ends 'Mitchell made $\boxed{21}$ dollars more than Liam.' before '</think>'; the solution ends with the same sentence
hdr:570|wrong|boxed|'\boxed{7}' (gold 23: $70 over 7 days is $10 a day, 2 wooden figures a day for 4 days and 5 plastic ones a day for 3; the solution buys one figure a day, 4 + 3)
hdr:571|correct|boxed|
hdr:572|correct|boxed|
hdr:573|correct|boxed|'\boxed{\$600}' for 600
hdr:574|correct|boxed|'\boxed{\$37}' for 37
hdr:575|correct|boxed|'\boxed{\$36}' for 36
hdr:576|correct|boxed|'\boxed{\$11,\!232}' for 11232
hdr:577|correct|boxed|
hdr:578|no_answer|truncated|Diane's number train: the thinking reaches '6 * 8 = 48' and 'Therefore, the final value is 48.', doubts the reading and is cut at 'So, if N is 20, half of that is 10.' inside the think block (no '</think>', no final answer)
hdr:579|correct|boxed|'= 5 + 2 = \boxed{7}', then '**Answer:** \(\boxed{7}\)'
hdr:580|no_answer|truncated|Maggie's oven: the thinking reaches 'So, yes, 500 degrees is the correct setting.' and, checking, is cut at 'Wait, that's different from the' inside the think block (no '</think>', no final answer)
hdr:581|correct|boxed|'= \boxed{215\ \text{minutes}}', then 'So, it will take Max \(\boxed{215}\) minutes to watch both movies.'
hdr:582|correct|boxed|'\boxed{\$129,\!200}' for 129200
hdr:583|correct|boxed|
hdr:584|wrong|boxed|'\boxed{\$1.00}' (gold 2: the $180 buys 180 contacts, 90 pairs, $2 a pair; the solution divides by the 180 contacts)
hdr:585|correct|boxed|'\boxed{\$40}' for 40
hdr:586|correct|boxed|'Hannah needs to drink \(\boxed{800 \, \text{ml}}\) of water.' for 800
hdr:587|no_answer|truncated|the jelly beans: the thinking reaches 'So, there are 30 more green jelly beans than red ones.' and, checking another way, is cut at 'So, G - R = 2% of B.' and 'Since' inside the think block (no '</think>', no final answer)
hdr:588|correct|boxed|
hdr:589|wrong|boxed|'\boxed{2.5 \text{ pounds}}' (gold 15: a 6.25-pound loss against an 8.75-pound gain differ by their sum; the solution subtracts them)
hdr:590|wrong|boxed|'\(\boxed{318}\)' (gold 319: 100 + 200 + 10 + 8 and Alex's own seat; the thinking had 308, leaving out the 10 friends)
hdr:591|no_answer|truncated|the four dogs: the thinking reaches 'I think 220 is right.' and is cut at 'It's a bit unusual,' inside the think block (no '</think>', no final answer)
hdr:592|correct|boxed|
hdr:593|no_answer|truncated|Mark's beanstalk: the thinking reaches 'Therefore, it will take 3 days.' and, checking, is cut at 'Is there any chance I made a mistake here? Let's see. The' inside the think block (no '</think>', no final answer)
hdr:594|correct|boxed|'\boxed{42\,\text{grams}}' for 42
hdr:595|correct|boxed|
hdr:596|correct|boxed|'George needs to work \(\boxed{260}\) hours'
hdr:597|no_answer|truncated|the triangle: the thinking reaches 'So, the largest angle is 90 degrees.' and is cut at 'The smallest angle is 30 degrees, then' inside the think block (no '</think>', no final answer)
hdr:598|correct|boxed|
hdr:599|correct|boxed|
hdr:600|correct|boxed|Jamaal's weights (the last element kept; 601 is cut by the end of page 1148000)
hde:520|correct|boxed|Martha's knitting (opens on page 864000; its solution's markdown table crosses the edge of 864000 and 880000): 'Martha needs to purchase a total of \(\boxed{63}\) skeins of wool.'
hde:521|correct|boxed|
hde:522|correct|boxed|
hde:523|wrong|boxed|'= \boxed{6 \text{ loaves}}' (gold 74: 200 baked - 93 - 39 sold + 6 returned; the solution takes the loaves baked as 93 + 39 = 132)
hde:524|correct|boxed|
hde:525|correct|boxed|
hde:526|wrong|boxed|'\boxed{504}' (gold 21: the device adds 2 kWh a day, 2 x 7 x $1.50; the solution multiplies the kilowatts by 24 hours a day)
hde:527|correct|boxed|'\boxed{48 \text{ hours}}' for 48
hde:528|correct|boxed|the thinking ends '116 + 120 = 236.'; the solution counts 22 and 66 chairs, 20 and 64 sofas, and ends '= \boxed{172}', then '\(\boxed{172}\)' (= gold 172); the last (boxed) answer counts
hde:529|correct|boxed|the thinking ends 'Tom could have bought 10 more CDs'; the solution takes $48 / $4 = 12 CDs less the one bought and ends 'Tom would have been able to buy \(\boxed{11}\) more CDs' (= gold 11); the last (boxed) answer counts
hde:530|wrong|boxed|'\boxed{48}' (gold 36: five weeks of 4 hours, two of 5 and one of 6; the solution adds the exceptional weeks on top of 8 x 4)
hde:531|correct|boxed|
hde:532|correct|boxed|the thinking ends 'The number of years separating their ages now is \boxed{25}.' before '</think>'; the solution ends with the same sentence
hde:533|correct|boxed|
hde:534|correct|boxed|'= \boxed{300}' (the girls' 3000 shells over 10 girls)
hde:535|correct|boxed|
hde:536|correct|boxed|'= \boxed{6} \text{ years old}' (Alyana's age, a subtotal), then '= \boxed{8} \text{ years old}' and '**Final Answer:** \(\boxed{8}\)'
hde:537|correct|boxed|'\boxed{188 \text{ mm}}' for 188
hde:538|correct|boxed|
hde:539|wrong|boxed|'\boxed{\$30}' (gold 35: the whole 20% tip is his, half of $50 plus $10; the working splits bill and tip alike, $60 / 2)
hde:540|correct|boxed|
hde:541|correct|boxed|
hde:542|correct|boxed|'= \boxed{\$7.00}' for 7
hde:543|correct|boxed|
hde:544|correct|boxed|
hde:545|correct|boxed|
hde:546|correct|boxed|the thinking ends 'Elise has written a total of \boxed{130} letters.' before '</think>'; the solution ends '\boxed{130}'
hde:547|correct|boxed|
hde:548|correct|boxed|'= \boxed{100\ \text{pounds}}', then '**Answer:** \(\boxed{100\ \text{pounds}}\)' for 100
hde:549|correct|boxed|
hde:550|wrong|boxed|'\(\boxed{\$26.55}\)' (gold 27: $7.50 + $0.50 + $12 + $10 = $30, less 10%; the solution adds the items to $29.50)
hde:551|correct|boxed|'= \boxed{\$17}' for 17
hde:552|correct|boxed|'= \boxed{\$450}' for 450
hde:553|correct|boxed|
hde:554|no_answer|truncated|Ray's swim: the thinking reaches '54 minutes.' and 'So, Ray takes 54 minutes longer on a warm day.', then loops 'So.', 'Wait.' (and a few 'But.', 'Hmm.', 'Alternatively.' ...) lines, ending in 81 'So.' lines and 'So' to the cap inside the think block (no '</think>', no final answer)
hde:555|correct|boxed|
hde:556|correct|boxed|'= \boxed{\$160}' for 160
hde:557|correct|boxed|
hde:558|correct|boxed|
hde:559|correct|boxed|
hde:560|correct|boxed|
hde:561|correct|boxed|'= \boxed{180 \text{ pounds}}', then '**Final Answer:**' and the same box, for 180
hde:562|no_answer|truncated|the pyramids: the thinking reaches 'in 10 hours, it'll have moved 50 degrees upward.' and never states an angle from the ground; it loops 'Wait.', 'Hmm.' and 'So.' lines to the cap inside the think block (no '</think>', no final answer)
hde:563|correct|boxed|
hde:564|correct|boxed|'= \boxed{240}\ \text{pages}' for 240
hde:565|correct|boxed|
hde:566|correct|boxed|'The nephew is currently \(\boxed{10}\) years old.'
hde:567|correct|boxed|'= \boxed{\$9.00}' for 9
hde:568|correct|boxed|boxes 60 (Mark's goals) and 35 (Anna's), subtotals, then '= \boxed{175}' and '\boxed{175}'
hde:569|correct|boxed|the thinking plans 'Mitchell made $3 more than Liam'; the solution ends '= \boxed{\$21}' and '**Final Answer:** Mitchell made \$21 more than Liam that weekend.' (= gold 21); the last answer counts
hde:570|wrong|boxed|'\boxed{29}' (gold 23: $10 a day, 2 wooden figures a day for 4 days and 5 plastic ones a day for 3; the solution buys one wooden figure a day and spends the other $50 on 25 plastic ones)
hde:571|correct|boxed|
hde:572|wrong|boxed|'\boxed{0}' (gold 100: the shops order 65 roses a week against the 40 Ford grows, 25 short a week x 4; the solution takes the 65 ordered as what Ford grows)
hde:573|correct|boxed|'= \boxed{\$600}', then '**Final Answer:**' and '\boxed{600}'
hde:574|correct|boxed|'\boxed{\$37.00}' for 37
hde:575|correct|boxed|Kate's crayon muffins (the last element kept; 576 is cut by the end of page 960000)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

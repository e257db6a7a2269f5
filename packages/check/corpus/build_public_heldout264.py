__doc__ = r"""Build public_heldout264.jsonl: a 264th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdicts (imraviagrawal's `rewards`: `format_reward`,
`answer_reward`, `reward`) were not used to label: each completion was read, its final answer
found and compared with the gold by hand.

The round continues rounds 233, 239, 244, 248, 252, 256 and 260's GSM8K source at two places they
did not read: a BASE model's zero-shot replies to the R1-Zero prompt ('<think> ... </think>
<answer> ... </answer>') on GSM8K test (CS336 assignment 5):
* im: imraviagrawal/assignment5-alignment cs336_alignment/outputs/gsm8k/test.jsonl at c7b54f0
  (2,499,979 characters; JSON lines {prompt, generated_text, correct_answer, rewards}; the 1,319
  GSM8K test questions in order), written by the repository's cs336_alignment/baseline.py (read by
  round 233: Qwen/Qwen2.5-Math-1.5B, vLLM, temperature 1.0, top_p 1.0, max_tokens 1024, stop
  '</answer>' kept in the output, the course's r1_zero.prompt). Two places, reads placed so that
  each place's first read opens exactly on a line's opening brace (the offsets of lines 193 and
  322, which round 260's pages 336000 and 576000 show opening at 351375 and 590291; each read
  opened on '{"prompt": '), consecutive reads joined:
  - A: reads at 351375, 367375 and 383375 (test 193-218): lines 193-217 kept (25); line 218
    (Adrian, Harriet and Zack) is cut at the end of the read at 383375 inside its generated_text.
    An alignment read at 377408 (see Method) was pasted too and is checked equal to the joined
    text over its whole length.
  - B: the read at 590291 (test 322-329): lines 322-328 kept (7); line 329 is cut at the end
    inside its prompt.
  32 kept (the brief asked for about 50 from two or three places; the session's time allowed
  four reads and one alignment read). Lines crossing a read edge: 203 (Carl's cheese) inside its
  prompt, 210 (Sara's jacket) inside its prompt. The record number is the GSM8K test index (each
  prompt is the R1-Zero head + a GSM8K test question word for word, and each `correct_answer` that
  question's GSM8K answer word for word, checked by work/extract.py for all 32). Gold: the '####'
  value of `correct_answer`, checked by the build equal to gsm8k test's.

Method (rounds 88-260's, whole pages): each read's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length. All 5 reads came
out at 16,000 characters: im_351375, im_383375 and im_590291 at the first paste (im_383375 ends
in a space, kept); im_377408 after one slip was mended (the first paste dropped the 53 characters
'2s + 16 = 32\\nSubtracting 16 from both sides, we get ' in line 214's correct_answer; found by
the length check and placed by comparing with im_383375, the display read over and the words put
back as displayed); im_367375 with one loop marker (work/mk.py's @@U..@@ form): line 206's
completion (Micheal's bike) ends in a run of the unit ' Kushani' after 'Kushani 1 Kushani', pasted
once and filled to the page's length (169 more, 170 in all); the fill divides exactly (a slip of
fewer than 8 characters elsewhere on the page would leave a remainder) and the alignment read at
377408 (the offset the fill puts at the '"' closing the completion) opened exactly on '", "correct_answer"',
fixing the count. Pages overlapping another paste agree over the overlap: im_351375's first 625
characters and im_590291's first 1,709 with round 260's pages 336000 and 576000 (still on disk in
/tmp/rounds/real260/pages), im_377408 with im_367375 (5,967) and im_383375 (10,033). Runs of two
spaces (GSM8K's double spaces after full stops in test 193, 201, 202, 215, 327, and lines 202's and
327's completions; the three-space indents of lines 203's and 326's completions) lie inside one read each and are
fixed by its length. GSM8K's no-break spaces lie in test 105, 223 and 576 only, none in these
places (work/extract.py checks every question and answer equal to gsm8k test's). The files' raw
non-ASCII text was pasted as shown: '’' (im:196, im:206, im:215), '×' (test 204's answer), and in
line 206's scrambled completion Chinese '的人都', '达到', '股价', '探索的阻碍，', '通过突破', '因为',
'不相同', '时任', '时', '间的', Japanese 'ケ', Hebrew 'תוס' and two runs of 16 '—' (fixed by the
read's length and the fill's divisibility). Invisible code points would shorten or lengthen a
page; every page is 16,000 characters.
work/extract.py cut the records out by script (raw_im.jsonl: `r` the completion's JSON string body
as the file holds it, `enc` = json, decoded once by the build), parsed every line that opens and
ends on its joined reads with json and checked that the cut body decodes to the parsed field,
checked every prompt's head (the R1-Zero prompt) and question against gsm8k test and every
`correct_answer` against it (a check of the prompt and gold parts of the pastes), and refused
completions holding a control character other than newline, carriage return and tab (none did).
The completions were read over against the displayed pages while labelling. Nothing was retyped
from a decoded form; nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 304 files, 35,766 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223-261 among them, rounds 233, 239, 244, 248, 252, 256
and 260's imraviagrawal lines included) and with the others of this round: no repeat; nothing
dropped.

Repository counts (32 records): imraviagrawal/assignment5-alignment 32 (100 %). Licence: no
LICENSE file in the index (as rounds 233-260 found); `licence` per record.

Split: think_answer 32 (every prompt the R1-Zero format; the base model leaves it often: tags
never closed or never opened, '<end think>' / '<end answer>', '<isMistaken>', '<skip>', '<small>',
'<equal>', '<span style=...>', '<math>' scraps, fake 'User:' / 'Assistant:' turns and invented
problems with boxes or tags of their own, a scrambled tail in several scripts ending in a run of
170 ' Kushani'), long_cot 0. GSM8K 32 (test 193-217 and 322-328), MATH 0.

Truths: correct 14, wrong 17, no_answer 1; debatable 2 (im:194, im:200). Forms: tag 21,
prose_sentence 4, boxed 3, answer_is 2, answer_colon 1, none 1 (the LABELS table is the record).

Label conventions (rounds 37-260's): the last final answer counts; in the tag format the `<answer>`
content is the final answer, a sentence in the tag read for the value it states (im:197, im:198,
im:204, im:212), an equation chain read for its last value where that is the quantity asked
(im:211 'x = 4', x the red chickens); a malformed or never-closed tag counts ('<end answer>'
im:214, '<answer> 44’' never closed im:215, im:206); a later literal mention of the tags
('wrap the answer with the <answer> and </answer>' im:322, the prompt's format sentence im:328)
is not an answer; with no answer tag the completion is labelled by its last box or last stated
result (im:193, im:203, im:213, im:326, im:328); two values or another quantity are wrong (im:196
'10 (10 animals) and 20 pounds leftover', im:202 the tons, im:205 a total, im:214 the outflow,
im:217 the dahlias only); text invented after the answer (fake turns, new problems with answers of
their own) does not change the answer given to the question posed (im:213, im:324, im:326); a
reply with no value for the quantity asked is no_answer (im:208). Debatable: im:194 ('<answer>
She will not be able to buy any crayons.', never closed: wrong; no_answer arguable, no number
written); im:200 (515 stated only in an invented 'User:' turn, then 'Assistant: Well done!':
wrong; no_answer arguable).

Pages read this round (for the next round not to repeat them): imraviagrawal/assignment5-alignment
cs336_alignment/outputs/gsm8k/test.jsonl at c7b54f0 offsets 351375, 367375, 383375 (to 399375)
and 590291 (to 606291), all pasted, and the alignment read 377408 (pasted; inside the reads
above).

Leads for a later round: imraviagrawal outputs/gsm8k/test.jsonl: the rest of the file (32000-224000,
399375-448000 (line 218, Adrian, Harriet and Zack, opens at 398530 on the read at 383375: read
from that offset, its opening brace; line 223 holds one of GSM8K's no-break spaces), 448000-464000, 544000 (line 292 opens on 528000; line 301
ends on 560000), 606291-624000 (line 329 opens at 605952 on the read at 590291: read from there),
688000-784000, 848000-1024000, 1088000-1104000, 1184000-1232000 (or 1179871 on),
1280000-1344000, 1408000-1584000, 1648000-1712000, 1760000-1856000, 1904000-1952000,
2000000-2144000, 2186924 onwards to 2448000 (a grid at 16000k + 10924 from there, or 2192000 on),
2496000 (partial)); line 159 (Finn's tadpoles) opens on page 272000; line 259 (Andrea's fruits)
on 464000; lines 136, 603, 632, 926 and 939 as round 252 listed. A read placed on a line's
opening brace (from an earlier round's page) saves re-pasting a whole page for one line. Watch
for long runs of one unit in scrambled tails (this round's ' Kushani' run: a loop marker with the
count fixed by an alignment read; round 256's '━' and ' •' runs), for a paste dropping a repeated
phrase (this round's one slip, in a run of look-alike 'Subtracting ... we get' lines), for a page
ending in a space, and for invisible code points in scraps of mixed scripts. PaoPaoYue's
math_eval_results.json and round 228's other leads (Jerryson520's other steps and seeds,
sandyhu533's twenty rollouts.jsonl, the scouted baseline files of fangpings, AS-NOVA, alirezaghl,
JayShenoy, C202044zxy, itsuitsuki, bohao-li) were not taken here.

Usage: python build_public_heldout264.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout264.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import KL_PROMPT, NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout264.jsonl"
SOURCE = "public_heldout264"

IM, IMC = "imraviagrawal/assignment5-alignment", "c7b54f0d80762173c4e7951db1738a8b5e8d931b"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "im": (
        "im-qwen25-math-15b-r1zero-gsm8k-test", IM, "cs336_alignment/outputs/gsm8k/test.jsonl",
        IMC,
        "Qwen/Qwen2.5-Math-1.5B, base model, zero-shot on GSM8K test in order (the repository's "
        "cs336_alignment/baseline.py: vLLM, temperature 1.0, top_p 1.0, max_tokens 1024, stop "
        "'</answer>' kept in the output); the record is a line's `generated_text`; reads 351375 "
        "to 383375 joined (test 193-217) and the read at 590291 (test 322-328)",
        KL_PROMPT, "think_answer", "gsm8k", "`correct_answer` ('####' value)", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
im:193|correct|answer_colon|'the difference between the number of pink and white flamingos is 30 - 6 = 24 flamingos.\nAnswer:\n\n24 pink flamingos'
im:194|wrong|tag|debatable: 'Since she only has $20, she will not be able to buy any crayons.<answer> She will not be able to buy any crayons.', never closed: no change (gold 10 = 20 - 5 * 2: one crayon of each colour, not five); no_answer arguable, no number written in the tag
im:195|wrong|tag|'<answer>$2.10</answer>' (gold 12: a pen 1.20 + 0.30 = 1.50, times 8)
im:196|wrong|tag|'answer 10 (10 animals) and 20 pounds leftover</answer>': two values, neither the carrots left (gold 120 = 200 - 40 * 2)
im:197|correct|tag|'<answer> $23786 - 8417 - 9092 = 6277$ children live in Soda. </answer>'
im:198|correct|tag|'<answer> ... which equals 20 + 60 + 40 + 200 = 320 cards. </answer>'
im:199|wrong|tag|'<answer> 75 cents </answer>': 5 cents read as 0.05 cents (gold 7500 = 500 * 5 + 500 * 10)
im:200|wrong|prose_sentence|debatable: no tags; invented 'User:' turns: 'If 11pails is 511 is answer then I found out that 511*15 = <equal> 515 liters </equal>', then 'Assistant: Well done! You have correctly calculated': 515 (gold 55 = 11 pails * 5 L); no_answer arguable, the value stated only in an invented turn
im:201|wrong|tag|'<answer> He makes $50000 at the end of the year. </answer>' (gold 114200 = 52 * 2000 * 1.05 + 5000)
im:202|wrong|tag|'<answer> 50 </answer>': the tons of grapes, not the barrels (gold 100 = 50 * 2)
im:203|correct|boxed|no tags: 'Thus, the total number of slices of cheese Carl used is \(\boxed{31}\).'
im:204|correct|tag|'So the total number of pens Janet has now is 98 pens. </answer>'
im:205|wrong|tag|'<answer> The total score needed is 558. </answer>': a six-test total, not the score asked (gold 98 = 93 * 5 - (89 + 92 + 100 + 86), the lowest score dropped)
im:206|wrong|tag|'<answer> Michael rode 100 kilometers and 160 kilometers respectively.', '= Total ‘ve Miles = 260 Kushani KAMAR(v) [Answer.]', never closed, then scrambled text and a run of 170 ' Kushani': 260 (gold 860 = 4 * 5 * 25 + 3 * 2 * 60)
im:207|wrong|answer_is|'No. that is right and no the answer is 2800g, the answer is 2800g. </think>', then a narration of the 'User': 2800 (gold 2600 = 25 * 40 + 80 * 20: its own 1000 + 1600 added wrongly)
im:208|no_answer|none|'So you multiply the number she bought Tuesday 3 times by the number of cakes ... then you buy them up and solve for x. </think>': no value (gold 76)
im:209|wrong|tag|'Therefore, the total cost of 2 dozen plates is $24000. <answer>$22800</answer>' (gold 145 = (6 * 6000 - 1200) / 240)
im:210|wrong|answer_is|'Overall value: 124.binary(4236)\nThe Answer is 124.' (gold 10 = (70 - 10 - 20) / 4)
im:211|correct|tag|'<answer> Solution: 3x + 5(x + 2) = 42 => ... => 8x = 32 => x = 4 </answer>' (x the red chickens, so set in the thinking)
im:212|correct|tag|'<answer>... the time Gary spends walking is t = 15 miles / 3 miles/hour = 5 hours.</answer>'
im:213|correct|prose_sentence|no answer tag: 'Therefore, Sloane counted 250 customers on the third day.</skip>', then an invented 'The User asks, "Where did the 250 come from in your answer?"' and the Assistant's reply
im:214|wrong|tag|'<answer> The big pool still has 16 gallons more hydraulic pressure than the small pool. <end answer>.': 16 the outflow in four minutes, not the small pool's water (gold 8: 4s + 16 = 2(s + 16))
im:215|correct|tag|'Her **total hours of work** is 44 hours.\n</think>\n<answer> 44’ \n\n\nThe associated solution follows: <math>', the tag never closed
im:216|wrong|prose_sentence|'<answer>' opened twice, a made-up 20% schedule, 'So the balance = $428.73\n####', then 'she will pay $30 per month', '$2200 - $360 = $1840. Janeth's remaining balance is $1840.': 1840 last (gold 220 = 2200 - 165 * 12)
im:217|wrong|tag|'answer: 4 + 7 = 11 <answer> 11 </answer>': the dahlias only (gold 15 = 4 + 11)
im:322|correct|tag|'</think> <answer> ... So, Jam and Meg need 9 boxes in total.\n\nFinally, we can wrap the answer with the <answer> and </answer>': 9 inside the tag, the last '<answer> and </answer>' a mention of the format
im:323|correct|tag|'-60 ml + (-15 ml) = -75 ml. So, Shannon's iced coffee is 75 ml weaker. </answer>'
im:324|wrong|boxed|'ANSWER: $\boxed{28}$', then an invented 'User:' elevator problem with 'Assistant: <answer> 1/7 </answer>' of its own: 28 the answer to the question posed (gold 14 = 7 * 2)
im:325|correct|tag|'$80,000 + $144,000 = $224,000.</think> <answer>$224,000</answer>'
im:326|correct|boxed|no tags: 'So, the number of people who got on the bus at the terminal is \(\boxed{14}\).', then invented problems with boxes of their own ('\boxed{201v}', '\boxed{20.5, 22.5, 41}') and a third cut mid-sentence ('a cage with a mass of 3')
im:327|wrong|tag|'</think> <answer> 2. </answer>' (gold 31 = 24 - 2 - 14 + 28 - 3 - 2)
im:328|correct|prose_sentence|no answer tag: 'it will take 120 / 60 = 2 hours to fully charge the phone.\nNow, let's apply the same reasoning to a similar problem.', ending on the prompt's format sentence with an empty '<answer> </answer>' mention
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout264.jsonl: a 264th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)

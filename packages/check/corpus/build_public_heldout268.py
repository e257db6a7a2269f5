__doc__ = r"""Build public_heldout268.jsonl: a 268th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdicts (imraviagrawal's `rewards`: `format_reward`,
`answer_reward`, `reward`) were not used to label: each completion was read, its final answer
found and compared with the gold by hand.

The round continues rounds 233, 239, 244, 248, 252, 256, 260 and 264's GSM8K source at three places
they did not read: a BASE model's zero-shot replies to the R1-Zero prompt ('<think> ... </think>
<answer> ... </answer>') on GSM8K test (CS336 assignment 5):
* im: imraviagrawal/assignment5-alignment cs336_alignment/outputs/gsm8k/test.jsonl at c7b54f0
  (2,499,979 characters; JSON lines {prompt, generated_text, correct_answer, rewards}; the 1,319
  GSM8K test questions in order), written by the repository's cs336_alignment/baseline.py (read by
  round 233: Qwen/Qwen2.5-Math-1.5B, vLLM, temperature 1.0, top_p 1.0, max_tokens 1024, stop
  '</answer>' kept in the output, the course's r1_zero.prompt). Each place's first read placed on a
  line's opening brace (each opened on '{"prompt": '), consecutive reads joined:
  - A: reads at 398530, 414530 and 430530 (test 218-241; line 218 opens at 398530 on round 264's
    page 383375): lines 218-227 kept (10); lines 228-241 repeat round 239's im:228-241 word for
    word (round 264's Leads listed 399375-448000 as unread; round 239 had read 416000-448000) and
    were dropped; line 242 is cut at the end of the read at 430530 (it is round 239's too).
  - B: reads at 605952 and 621952 (test 329-344; line 329 opens at 605952 on round 264's page
    590291): lines 329-343 kept (15); line 344 is cut at the end inside its generated_text.
  - C: the read at 447402 (test 243-251; line 243 opens at 447402 on round 239's page 432000, still
    on disk in /tmp/rounds/real239/pages): lines 243-250 kept (8); line 251 is cut at the end inside
    its generated_text.
  33 kept, 14 dropped as repeats (the brief asked for about 50 from two or three places; the
  session's time allowed six reads, and one place turned out to be read already). Lines crossing a
  read edge: 226 (James's Pokemon cards) inside its prompt, 236 (Ram's pens, dropped), 336
  (Maria's shares) inside its correct_answer. The record number is the GSM8K test index (each prompt is the R1-Zero
  head + a GSM8K test question word for word, and each `correct_answer` that question's GSM8K answer
  word for word, checked by work/extract.py for all 33). Gold: the '####' value of
  `correct_answer`, checked by the build equal to gsm8k test's.

Method (rounds 88-264's, whole pages): each read's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length. All 6 reads came
out at 16,000 characters at the first paste (im_414530 ends in a space, kept); no loop marker was
needed. One mend after the first paste, not found by the length check (same length): test 223's
question holds one of GSM8K's no-break spaces ('another year.\u00a0 What's', as round 264's Leads
warned), shown by the display like a space and pasted first as a space; it was put back as U+00A0
by script in im_398530.txt and work/extract.py's check of every question against gsm8k test
confirms it. Pages overlapping another paste agree over the overlap: im_398530's first 845
characters with round 264's page 383375, im_605952's first 339 with round 264's page 590291 (both
still on disk in /tmp/rounds/real264/pages), im_447402's first 598 with round 239's page 432000.
Runs of two spaces (GSM8K's double spaces after full stops in test 220, 227, 244, 246, 332, 340
and 342, and in lines 220's, 224's, 225's, 246's, 250's, 330's, 332's and 342's completions) lie
inside one read each and are fixed by its length. The files' raw non-ASCII text was pasted as
shown: '’' (test 330's and 247's questions, test 249's answer, im:224, im:331, im:338), '…'
(im:224), '–' (test 333's answer), '≈' (im:226), Chinese '蔬菜' (im:220), and two scrambled
completions in several scripts: im:246 (Chinese, Japanese 'ハ', '𫄷' outside the BMP, Arabic 'ﺞ',
'قاع', Thai 'ยุ', Hebrew 'בעצם', Russian 'значительно', a tab) and im:250 (Chinese, '᭛', Arabic
'وار', 'í'). The dropped lines 228-241 hold more ('½', '×', '°', Chinese, Japanese, Vietnamese);
their word-for-word equality with round 239's records (work/dedup.py) is a check of the reads at
414530 and 430530 over those lines. Three U+FFFD replacement characters stand where the display shows them (im:246 '.time �鞡p',
im:250 '᭛��'): the file's bytes there are not valid UTF-8 or the index stored them so; kept as
read. Invisible code points would shorten or lengthen a page; every page is 16,000 characters.
work/extract.py cut the records out by script (raw_im.jsonl: `r` the completion's JSON string body
as the file holds it, `enc` = json, decoded once by the build), parsed every line that opens and
ends on its joined reads with json and checked that the cut body decodes to the parsed field,
checked every prompt's head (the R1-Zero prompt) and question against gsm8k test and every
`correct_answer` against it (a check of the prompt and gold parts of the pastes), and refused
completions holding a control character other than newline, carriage return and tab (none did;
im:337's code holds '\r\n' line ends, kept). The completions were read over against the displayed
pages while labelling. Nothing was retyped from a decoded form; nothing is shortened.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 313 files, 35,947 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223-265 among them, rounds 233, 239, 244, 248, 252, 256,
260 and 264's imraviagrawal lines included) and with the others of this round: 14 repeats found at
the first run, im:228-241 = public_heldout239's im-qwen25-math-15b-r1zero-gsm8k-test r228-r241,
dropped (work/extract.py's IM_UNSEEN); at the last run no repeat.

Repository counts (33 records): imraviagrawal/assignment5-alignment 33 (100 %). Licence: no
LICENSE file in the index (as rounds 233-264 found); `licence` per record.

Split: think_answer 33 (every prompt the R1-Zero format; the base model leaves it often: tags never
closed or never opened, 'answer>140</answer>', '<end think>' / '<begin answer>' / '<end answer>',
'<golden_general>', '<finish>', '<address>Answer: 8400</address>', '<vector> <p>', '<span style=...>',
fake 'User:' / 'Assistant:' turns, invented problems and course blurbs after the answer, two
scrambled tails in several scripts), long_cot 0. GSM8K 33 (test 218-227, 243-250 and 329-343),
MATH 0.

Truths: correct 15, wrong 17, no_answer 1; debatable 3 (im:225, im:246, im:250). Forms: tag 18,
boxed 4, prose_sentence 4, answer_colon 4, hash 1, bare_last_line 1, none 1 (the LABELS table is
the record).

Label conventions (rounds 37-264's): the last final answer counts; in the tag format the `<answer>`
content is the final answer, a sentence in the tag read for the value it states (im:227, im:243,
im:248, im:249, im:333, im:335); a malformed or never-closed tag counts ('answer>140</answer>'
im:222, '<answer>30 min' never closed im:220, im:341, im:342, im:250); with no answer tag the
completion is labelled by its last box or last stated result (im:218, im:219, im:244, im:247,
im:334, im:336, im:337, im:339, im:340); two values or another quantity are wrong (im:220 the
crosswords only, im:245 two counts, im:336 the value times the shares again); text invented after
the answer (fake turns, new problems, course blurbs) does not change the answer given to the
question posed (im:224, im:225, im:330, im:331, im:334); a scrambled reply with no value
committed for the quantity asked is no_answer (im:246). Debatable: im:225 ('Answer: 9 days.' then
invented turns whose last 'Answer:' line says 'Emily's journey was supposed to take 6 days':
correct; wrong arguable, the last 'Answer:' line in the completion names 6 days); im:246 (the
scrambled tag opens '假设输入是250*6*4*5=30,000  Bernstein将报价为$28,000' and never commits a
value: no_answer; wrong arguable, 30,000 the undiscounted cost written first in the tag); im:250
('<answer>0  // logic' then code scraps and '# New Answer:' at the end: wrong; no_answer arguable,
the '0' the start of a code scrap).

Pages read this round (for the next round not to repeat them): imraviagrawal/assignment5-alignment
cs336_alignment/outputs/gsm8k/test.jsonl at c7b54f0 offsets 398530, 414530, 430530 (to 446530),
447402 (to 463402), 605952 and 621952 (to 637952), all pasted.

Leads for a later round: imraviagrawal outputs/gsm8k/test.jsonl: check an earlier round's test
indices (the public_heldout*.jsonl ids, r<index>) before reading: taken so far 0-17, 137-158, 160-227,
228-242 (round 239), 243-250, 260-291, 302-343, 346-367, 428-452, 565-581, 604-631, 669-686,
731-755, 855-879, 927-938, 996-1010, 1044-1061, 1140-1150, 1300-1315. Unread: 18-136 (32000-224000), 159 (Finn's tadpoles, on page 272000),
251-259 (line 251, Travis's apps, opens at 462458 on the read at 447402: read from there; line
259 on 464000), 292-301, 344-345 (line 344, Juice Box C, opens at 637225 on the read at 621952: read
from there; line 346 is round 244's), 368-427, 453-564, 582-603, 632-668, 687-730, 756-854, 880-926, 939-995,
1011-1043, 1062-1139, 1151-1299, 1316-1318. A read placed on a line's opening brace (from an
earlier round's page) saves re-pasting a whole page for one line. Watch for GSM8K's no-break spaces
(test 105, 223 and 576: a same-length slip the length check cannot see), U+FFFD in scrambled tails,
characters outside the BMP ('𫄷'), and pages ending in a space. PaoPaoYue's math_eval_results.json
and round 228's other leads were not taken here.

Usage: python build_public_heldout268.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout268.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import KL_PROMPT, NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout268.jsonl"
SOURCE = "public_heldout268"

IM, IMC = "imraviagrawal/assignment5-alignment", "c7b54f0d80762173c4e7951db1738a8b5e8d931b"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "im": (
        "im-qwen25-math-15b-r1zero-gsm8k-test", IM, "cs336_alignment/outputs/gsm8k/test.jsonl",
        IMC,
        "Qwen/Qwen2.5-Math-1.5B, base model, zero-shot on GSM8K test in order (the repository's "
        "cs336_alignment/baseline.py: vLLM, temperature 1.0, top_p 1.0, max_tokens 1024, stop "
        "'</answer>' kept in the output); the record is a line's `generated_text`; reads 398530 "
        "to 430530 joined (test 218-227), reads 605952 and 621952 joined (test 329-343) and the "
        "read at 447402 (test 243-250)",
        KL_PROMPT, "think_answer", "gsm8k", "`correct_answer` ('####' value)", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
im:218|correct|boxed|no tags: 'The average age of the three in three years is \(\boxed{45}\).' after a python check
im:219|correct|prose_sentence|no tags: 'J = 251 - (68+44+85) = 54.'
im:220|wrong|tag|'<answer>30 min' never closed, then 'totaling 60 minutes each day' and an invented salad problem ('I got 100 that chose salad'): 30 the crosswords only (gold 70 = 10 * 3 + 5 * 8)
im:221|correct|tag|'</think> <answer> 90 liters\n</answer>'
im:222|correct|tag|'the total number of flowers Andy plants is 90 + 50 = 140.\nanswer>140</answer>', the opening tag malformed
im:223|wrong|tag|'15000</think>\n<answer>15000</answer>': the first year only (gold 20000 = 15000 + 15000 / 3)
im:224|correct|tag|'<answer>' opened twice, never closed: 'Part total? $90 + $90 = $180', then an invented 'User: I thought everyone’s best guess was $162!!' and an Assistant reply confirming 'a total of $180'
im:225|correct|answer_colon|debatable: '= 9 days.   </think>\nAnswer: 9 days.', then invented 'User:' turns with 'Answer: Figures' and a last 'Answer: Emily's journey was supposed to take 6 days, ...  </answer>' of their own: 9 the answer to the question posed; wrong arguable, the last 'Answer:' line names 6 days
im:226|wrong|tag|'<answer> 39% </answer>': the 14 grass cards bought left out of the total 82 (gold 33 = 32 / 96, rounded)
im:227|correct|tag|'<answer> ... So, the final cost is $9.00.\n</answer>'
im:243|correct|tag|'<answer> He has 250 minutes left </answer>'
im:244|wrong|boxed|'The number of fries Ginger gave Griffin is \(\boxed{16}\).': 24 - 5 - 10 - 2 taken as 11 (gold 20 = 27 - 7)
im:245|wrong|tag|'<answer>1 fish in the first aquarium and 4 fish in the second aquarium. </answer>': two differing counts (gold 7 = (32 - 4) / 2 / 2)
im:246|no_answer|none|debatable: '<answer> \n假设输入是250*6*4*5=30,000  Bernstein将报价为$28,000neg化简成:' then a scrambled tail in several scripts ending in a run of '年', never closed: no value committed (gold 27000 = 30000 less 10 %); wrong arguable, 30,000 (the undiscounted cost) written first in the tag
im:247|wrong|prose_sentence|no tags: 'each person paid approximately $\$32.67$.', then fraction scraps ending '\[98 = \frac{98}1\]': 22 read as 24 (gold 32 = 96 / 3)
im:248|correct|tag|'<answer>$1.50 * 200 = $300. So, the chef spent $300.</answer>'
im:249|correct|tag|'<answer> ... Sue consumed 28 * 200 = 5600 more calories than her sister. </answer>'
im:250|wrong|tag|debatable: '<answer>0  // logic', never closed, then code scraps in several scripts and '# New Answer:' at the end: 0 (gold 17 = 20 - (30 - 15 - 12)); no_answer arguable, the '0' the start of a code scrap
im:329|correct|answer_colon|no tags: 'So, the total number of lollipops Erin has is 14.\nAnswer: Erin has 14 lollipops left.'
im:330|wrong|boxed|'<answer>$ 80 +$43 = $ 123', never closed, 'The final answer is \(\boxed{110.70}\).', then an invented inequality problem cut in a python output (gold 31 = 43 - 4 - 8)
im:331|correct|answer_colon|'<address>Answer: 8400</address> </p> </think>\nUser: I guess she calculated it correctly.' (an invented turn after the answer)
im:332|wrong|tag|'<answer>... a sixth of 220 ... <end answer>', 'So, the number of unmanned castles in Scotland is 18.\n </answer>' (gold 44 = 220 * 0.4 / 2)
im:333|wrong|tag|'<answer> The cost difference between the two offers is: $150.\n</think>': 6 * 350 and 9 * 250 added wrongly (gold 100 = 3450 - 3350)
im:334|correct|prose_sentence|no tags: 'Each of them would have 6 guns if they shared them equally. \n wastedchamp: If each has to lavender, what does that mean?' (a scrap after the answer)
im:335|wrong|tag|'<answer> User needs a total of 370 ounces of sugar in order to make 8 batches of suckers and 1 batch of fudge. </answer>': an extra 60 ounces added (gold 310 = 240 + 70)
im:336|wrong|prose_sentence|'</think>\nAssistant: ... the final value of all Maria's shares is:\n\[\n8 \times 72 = 576\n\]\n</answer>': 72 already the value of all 8 shares (gold 72 = 64 * 1.5 * 0.75)
im:337|correct|boxed|'<golden_general> There are 12 hot dogs. </golden_general>', then working and 'The number of more hot dogs John ate than Luke is \(\boxed{1}\).' last
im:338|wrong|bare_last_line|'How many students are in one of the smallest groups? 15', 'Assistant: <finish> 15</finish>' (gold 60 = (200 + 10) / 3 - 10)
im:339|wrong|hash|'16 legs for cows + 16 legs for chickens = 32 legs', then '####\nThe total number of legs is 280 legs.': 280 (gold 160 = 40 * 2 + 20 * 4)
im:340|wrong|answer_colon|'Answer: Josh is left with 1 ball.': the caught balls and the lost one taken away too (gold 4 = 3 + 4 - 3)
im:341|correct|tag|'<answer> ... = 50 + 50 + 50 + 60 + 30 + 20 = 260 pounds.\nThe total weight of the container carrying one of each animal is 260 pounds.', the tag never closed
im:342|wrong|tag|'<answer>' never closed, scraps, 'Lauren has a baby 134 outfits since 3 can be solved with + condominium and #}}' (gold 87 = 24 + 48 + 15)
im:343|wrong|tag|'6000 meters in a day.\n</think>\nAssistant: <answer> 5050\n</answer>' (gold 180000 = 6000 * 30)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout268.jsonl: a 268th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)

__doc__ = r"""Build public_heldout260.jsonl: a 260th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdicts (imraviagrawal's `rewards`: `format_reward`,
`answer_reward`, `reward`) were not used to label: each completion was read, its final answer
found and compared with the gold by hand.

The round continues rounds 233, 239, 244, 248, 252 and 256's GSM8K source at two places they did
not read: a BASE model's zero-shot replies to the R1-Zero prompt ('<think> ... </think> <answer>
... </answer>') on GSM8K test (CS336 assignment 5):
* im: imraviagrawal/assignment5-alignment cs336_alignment/outputs/gsm8k/test.jsonl at c7b54f0
  (2,499,979 characters; JSON lines {prompt, generated_text, correct_answer, rewards}; the 1,319
  GSM8K test questions in order), written by the repository's cs336_alignment/baseline.py (read by
  round 233: Qwen/Qwen2.5-Math-1.5B, vLLM, temperature 1.0, top_p 1.0, max_tokens 1024, stop
  '</answer>' kept in the output, the course's r1_zero.prompt). Two places, consecutive pages
  joined in each:
  - A: pages 288000, 304000, 320000 and 336000 (test 159-193): lines 160-192 kept (33); line 159
    (Finn's tadpoles, gold 15) opens on page 272000, not read, and is dropped; line 193 (Sue's
    flamingos) is cut at the end of page 336000 inside its prompt.
  - B: pages 560000 and 576000 (test 301-322): lines 302-321 kept (20); line 301 (the 32-page
    tabloid, gold 8) opens on page 544000, not read, and is dropped; line 322 (Jam's pencils) is
    cut at the end of page 576000 inside its correct_answer.
  53 kept (the brief asked for about 50 from two or three places). Lines crossing a page edge:
  167 (Seth and Brooke) inside its `</answer>` closer, 176 (the race with 240 Asians) inside the
  key "correct_answer", 186 (Russell's straw) inside the prompt, 313 (Noah, Cera and Chile)
  inside the prompt. The record number is the GSM8K test index (each prompt is the R1-Zero head +
  a GSM8K test question word for word, and each `correct_answer` that question's GSM8K answer
  word for word, checked by work/extract.py for all 53). Gold: the '####' value of
  `correct_answer`, checked by the build equal to gsm8k test's.

Method (rounds 88-256's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length. All 6 pages came
out at 16,000 characters at the first paste; no loop marker was needed (no long run of one
character on these pages). Runs of spaces: line 169's completion (Pancho) holds indents of 29 to
41 spaces on eleven lines, line 304's (Watson) '   ?  ' runs, and GSM8K's own double spaces after
full stops (among them test 179, 182, 183, 190, 192, 305, 314, 317, 318); each lies inside one page and is
fixed by its length (a slip in one run would have to be offset exactly by an opposite slip on the
same page). GSM8K's no-break spaces lie in test 105, 223 and 576 only, none in these places
(work/extract.py checks every question and answer equal to gsm8k test's). The files' raw
non-ASCII text was pasted as shown: '’', '–', '€' (im:165), '—' (im:163), '×' (im:172, im:186),
'•' (im:192), Chinese '人文' (im:172), '成本', '客户' (im:188), Thai 'ต่างประเทศ' and accented
Spanish-like scraps 'ástaráildedorsopuésdelpuálmez' (im:192). Line 172's completion holds five
'\\t' escapes, pasted as shown. Invisible code points would shorten or lengthen a page; every page
is 16,000 characters.
work/extract.py cut the records out by script (raw_im.jsonl: `r` the completion's JSON string body
as the file holds it, `enc` = json, decoded once by the build), parsed every line that opens and
ends on its joined pages with json and checked that the cut body decodes to the parsed field,
checked every prompt's head (the R1-Zero prompt) and question against gsm8k test and every
`correct_answer` against it (a check of the prompt and gold parts of the pastes), and refused
completions holding a control character other than newline, carriage return and tab (none did).
The completions were read over against the displayed pages while labelling. Nothing was retyped
from a decoded form; nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 296 files, 35,532 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223-257 among them, rounds 233, 239, 244, 248, 252 and
256's imraviagrawal lines included) and with the others of this round: no repeat; nothing dropped.

Repository counts (53 records): imraviagrawal/assignment5-alignment 53 (100 %). Licence: no
LICENSE file in the index (as rounds 233-256 found); `licence` per record.

Split: think_answer 53 (every prompt the R1-Zero format; the base model leaves it often: tags
never closed or never opened, '</answer>' with no opener, '<end think>', '</thet>', '</end
answer>', '<thought>', '<equation>', '<response>'-like scraps, '.backendtag {answer>', 'astronaut>',
'<br</because>' runs, fake 'User:' / 'Assistant:' / 'Student:' turns with invented problems,
Python-free but LaTeX-heavy working), long_cot 0. GSM8K 53 (test 160-192 and 302-321), MATH 0.

Truths: correct 21, wrong 29, no_answer 3; debatable 5 (im:178, 186, 190, 312, 319). Forms: tag
30, prose_sentence 12, boxed 5, answer_colon 3, none 3 (the LABELS table is the record).

Label conventions (rounds 37-256's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says (im:312 debatable), a sentence in the tag
read for the value it states (im:160, im:164, im:176); a malformed or never-closed tag counts
('{answer>Answer:' im:191, '<answer>$2' never closed im:321, a lone '</answer>' im:178); a right
answer over wrong working is correct (im:166, im:314); with no answer tag the completion is
labelled by its last box or last stated result (im:161, im:173, im:183, im:305); a value
retracted for another is the other (im:177: 350 then 'there seems to be a mistake' and 1100);
another quantity or a step is wrong (im:180 a share, im:308 a total cost, im:311 a step, im:316
the father's marbles, im:317 the volume, im:321 the magazine); an expression in an unknown is
wrong (im:181 '4x'); text invented after the answer (fake turns, new problems with answers of
their own) does not change the answer given to the question posed (im:162, im:172, im:184, im:189,
im:319); a reply with no value for the quantity asked is no_answer (im:174, im:175, im:313).
Debatable: im:178 ('[Total number=3n+6. Substitute n=40]</answer>': wrong, 126; no_answer
arguable, no number written); im:186 (ends 'R = 160 pieces / 18 pieces per cage' inside a
never-closed tag: wrong; no_answer arguable); im:190 ('= 360 peaches.' then 'Answer: The person in
the picture "Counting Hours" is collecting peaches.': correct; no_answer arguable); im:312 ('Trent
is 32 years old. </think>\n Think=TRent=47</answer>': wrong; correct arguable); im:319 (15 only in
the thinking, then an invented pencil problem: correct; no_answer arguable).

Pages read this round (for the next round not to repeat them): imraviagrawal/assignment5-alignment
cs336_alignment/outputs/gsm8k/test.jsonl at c7b54f0 offsets 288000, 304000, 320000, 336000,
560000, 576000 (all pasted; no alignment reads).

Leads for a later round: imraviagrawal outputs/gsm8k/test.jsonl: the rest of the file (pages
32000-224000, 352000-400000 (line 193, Sue's flamingos, opens on page 336000: read 336000 again
first), 448000-464000, 544000 (line 292, Susan's online task, opens on 528000; line 301, the
tabloid, ends on 560000), 592000-624000 (line 322, Jam's pencils, opens on 576000: read 576000
again first), 688000-784000, 848000-1024000, 1088000-1104000, 1184000-1232000 (or 1179871 on),
1280000-1344000, 1408000-1584000, 1648000-1712000, 1760000-1856000, 1904000-1952000,
2000000-2144000, 2186924 onwards to 2448000 (a grid at 16000k + 10924 from there, or 2192000 on),
2496000 (partial)); line 159 (Finn's tadpoles, gold 15) opens on page 272000; line 259 (Andrea's
fruits) on 464000; lines 136, 603, 632, 926 and 939 as round 252 listed. GSM8K's no-break spaces
lie in test 105, 223 and 576 only. Watch for long runs of one character in scrambled tails (round
256's '━' and ' •' runs: a loop marker with a count fixed by an alignment read), for indents of
dozens of spaces (this round's im:169), for a paste running on past the display's end, and for
invisible code points in scraps of mixed scripts. PaoPaoYue's math_eval_results.json and round
228's other leads (Jerryson520's other steps and seeds, sandyhu533's twenty rollouts.jsonl, the
scouted baseline files of fangpings, AS-NOVA, alirezaghl, JayShenoy, C202044zxy, itsuitsuki,
bohao-li) were not taken here.

Usage: python build_public_heldout260.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout260.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import KL_PROMPT, NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout260.jsonl"
SOURCE = "public_heldout260"

IM, IMC = "imraviagrawal/assignment5-alignment", "c7b54f0d80762173c4e7951db1738a8b5e8d931b"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "im": (
        "im-qwen25-math-15b-r1zero-gsm8k-test", IM, "cs336_alignment/outputs/gsm8k/test.jsonl",
        IMC,
        "Qwen/Qwen2.5-Math-1.5B, base model, zero-shot on GSM8K test in order (the repository's "
        "cs336_alignment/baseline.py: vLLM, temperature 1.0, top_p 1.0, max_tokens 1024, stop "
        "'</answer>' kept in the output); the record is a line's `generated_text`; pages 288000 "
        "to 336000 joined (test 160-192) and pages 560000 to 576000 joined (test 302-321)",
        KL_PROMPT, "think_answer", "gsm8k", "`correct_answer` ('####' value)", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
im:160|correct|tag|'(2/3) * 24 feet = 16 feet. <answer> The tank’s water depth on Wednesday is 16 feet. </answer>'
im:161|correct|boxed|'Student: 10' ... 'Answer: To do the total, we need to add the numbers' (no value), then 'the total number of fish caught by Anakin and Locsin is \boxed{32}.'
im:162|wrong|tag|'<answer> ... the final price is approximately 20 * 13.79, which is $275.80.', then an invented 'The User: Can the price ever reach or exceed $720?' with an '<answer> Yes' of its own: 275.80 compounds the rise (gold 92: 20% of the original price, $4, 18 times)
im:163|wrong|tag|'all the toys in the room make up $30', '<answer> $30 </answer>' (gold 50 = 20 cars + 15 figures + 15 doll)
im:164|correct|tag|'<answer> ... the difference in income is $105 - $90 = $15.\n   Jackie will have $15 more if she hires an accountant. \n</answer>'
im:165|correct|tag|'she will have €77 left for her clothing.\n</think>\n<answer> €77\n</answer>'
im:166|correct|tag|'15 batches / 3 eggs per batch. The answer is 5 batches', '<answer> 5 </answer>' (right answer over wrong working)
im:167|wrong|tag|'<answer> ... which simplifies to S = 4\nSo, 2 years later, Seth is 6 years old.\n</answer>' (gold 16: 3x + 4 = 28, Brooke 8)
im:168|correct|tag|'<answer> Jimmy's money is $18 </answer>'
im:169|wrong|prose_sentence|no tag; an invented 'User: So, he walks 400 miles a week.', then 'So,7 days' walk is 170 miles', '-**But actually he walks 400 miles**', 'So,1 month's walk is 400 miles': 170 or 400, neither the week's 120 (gold 120 = 5 * 20 + 2 * 10)
im:170|wrong|tag|'<answer> $25 (hat cost)', '<answer> $75 (jacket cost)', '<answer> $50 (pants cost)', 'Step 4 <answer> $125. </answer>': 125 last (gold 150 = 25 + 75 + 50)
im:171|correct|answer_colon|'Total of 1210 legs. </think>\nAnswer: The total legs seen by Jake is 1210.'
im:172|wrong|prose_sentence|'<answer>\t14' never closed, 'Assistant> 110.', 'Therefore, the total age of the four birds is 110 years.', then invented 'User:' problems (packets, a birthday): 110 (gold 51 = 8 + 8 + 16 + 19)
im:173|correct|prose_sentence|no tags: '$1500 x 12 = $18,000.', 'she would pay $18,000 in a year.'
im:174|no_answer|none|'we need to break down the process into smaller steps and calculate the time required for each step. </think>\n</answer>': no value (gold 95)
im:175|no_answer|none|'we need additional information or another equation to find the exact values of x and Y. Without this information, we cannot determine the value of x.' (gold 15)
im:176|correct|tag|'<answer> 100 girls were on the Chinese team. </answer>'
im:177|wrong|prose_sentence|'Zaid has: ... \$350$', then 'However, there seems to be a mistake in the original solution.', '\$1100$', 'we find that Zaid has Rs 1100 left after all the expenses and donations.': 1100 last, 350 retracted (gold 350)
im:178|wrong|tag|debatable: 'The total number of crabs the three have together equals 3n+6</think>\nAssistant: [Total number=3n+6. Substitute n=40]</answer>': 3n+6 at n = 40 is 126 (gold 122 = 40 + 36 + 46: Rani n + 6, not n - 4 + 10 counted thrice); no_answer arguable, no number written
im:179|correct|tag|'$50 + $80 = $130.</think>\n<answer>$130</answer>'
im:180|wrong|tag|'the loser got (\frac{1}{4})of the votes.\n</answer>': a share, not the count (gold 20 = 80 - 60)
im:181|wrong|tag|'So 4x would be the number of red roses. <answer> 4x </answer>': an expression, x never found (gold 160: 200 / 5 = 40 carnations, 4 * 40)
im:182|wrong|tag|'<answer> She is 26 </answer>' (gold 23: Mark 21, Jean 21 + 2)
im:183|correct|boxed|'Answer: The faster team will win by 33 seconds. </think>', then the working again: '222 - 220 = 2', 'The faster team (the first team) will win by \boxed{2} seconds.': 2 last
im:184|correct|prose_sentence|'The difference is 1/2 - 1/4 = 1/4, which is 25%.', then an invented 'Assistant: That's correct. ... Good job!'
im:185|correct|tag|' astronaut> <answer>They both picked 30 apples. </answer>'
im:186|wrong|tag|debatable: '<answer>There are 10 cages with hamsters' never closed, '250 pieces + 160 pieces = 410 pieces', '18R pieces = 160 pieces.', ending 'R = 160 pieces / 18 pieces per cage': 160/18 (gold 5 = (160 - 50 - 20) / 3 / 6); no_answer arguable, no number written
im:187|wrong|answer_colon|'A = 100(1.061208) = $106.12', 'Answer: $106.12' (gold 106: 2% a month simple, $2 * 3)
im:188|wrong|boxed|'w &= \dfrac{400}{19}', 'The trader bought approximately \boxed{22} bags' (gold 50 = 400 / (30 - 22))
im:189|wrong|prose_sentence|'The total cost is $20.25 + $15.75 + $66 = $102.25.', 'each of them paid $102.25 / 3 = $34.08 (rounded to two decimal places).', then an invented 'User:' turn: 34.08 (gold 34 = 102 / 3: the sum is 102)
im:190|correct|prose_sentence|debatable: 'So, he collects 2 * 60 * 3 = 360 peaches.\nAnswer: The person in the picture "Counting Hours" is collecting peaches.': 360 the only value stated; no_answer arguable, the 'Answer:' line holding no number
im:191|correct|tag|'\(\frac{35}{7} = 5\) pounds of insects per day.\n.backendtag {answer>Answer: The ducks need 5 pounds of insects per day.}'
im:192|wrong|prose_sentence|'<answerástaráildedorsopuésdelpuálmezต่างประเทศpowereducroup.dll>.', '50+10•10 = 150 trees', '0.7•150=105 trees.\nSo he will have 105 trees left after 10 years.': the chopped trees left out (gold 91 = 0.7 * (50 + 8 * 10))
im:302|correct|tag|'<answer> $50 - $35 = $15\nSo, $15 of her money is left.\n</think>\n<answer>': 15, then a last '<answer>' opened empty at the end
im:303|wrong|tag|the whole completion is ' <answer>500</answer>' (gold 1300 = 20 * (250 - 135 - 50))
im:304|wrong|prose_sentence|'Sum I $100,000\n####\nWatson earned $100,000 in April if the company performed well for the whole month.' (gold 3200 = 20 days * $100 + 4 * $300)
im:305|correct|prose_sentence|'$$20 \cdot \frac{80}{100} = ... = 16 $$\nNow we subtract those from total people: $$20-16 = 4 $$': 4 the last result, no marker
im:306|correct|tag|'Half of these 20 loaves, which is 20 loaves / 2 = 10 loaves, are sold equally in the afternoon and evening. Therefore, <answer> 10 loaves </answer>'
im:307|wrong|answer_colon|'Think 5: It will take Sandy 8 weeks to lose 16 pounds.\nAnswer: 8' (gold 16: Sandy loses 0.5 pound a week)
im:308|wrong|tag|'(13*2)+(7*4)=50 </think> <answer> $50 </answer>': a total cost, not the saving (gold 6 = 2 * 2 + 4 * 0.5)
im:309|wrong|tag|'<answer>After fifteen days of drinking the Lots-of-Limbs Serum, the person will grow zero new arms and zero new legs.</end answer>' (gold 8 = 15/3 + 15/5)
im:310|wrong|tag|'<answer> $6000 - (6*100) - (3*50) - 700 = $4450</answer>' (gold 2050: the ticket 700 + 5 * 100, and 2000 saved)
im:311|wrong|tag|'3x3=9</think> <answer> And the other 2 people eat 2 eggs each, so 2x2=4</answer>': a step (gold 91 = 13 * 7)
im:312|wrong|tag|debatable: 'Therefore, Trent is 32 years old. </think>\n Think=TRent=47</answer>': 47 in the closing tag, last (gold 32); correct arguable, 32 stated plainly just before
im:313|no_answer|none|'Answer: Four years ago, Noah was 8 and Cera was 12.\nforever ago, Noah was 4 and Cera was 18.', then '<br</because>' lines: no population (gold 120000)
im:314|correct|boxed|'$3.5x = 105.$ Solving for $x$, $x = 30.$', 'Answer: $\boxed{30}$' (right answer over a wrong coefficient)
im:315|wrong|prose_sentence|'12 * 6 + 12 * 4 = 72 + 48 = 120 people', 'So, 110 people show up for Martha's party.' (gold 14 = 24 - 8 - 2)
im:316|wrong|tag|'20 * 2/5 \n40/5 \n8 kilos \n<answer> 8 kilos</answer>': the father's marbles only (gold 156 = (50 + 20 + 8) * 2 kg)
im:317|wrong|tag|'6x4x5=120</think>\n <answer>120.': the volume, not the cost (gold 12 = 120 * $0.1)
im:318|correct|boxed|'\(30 + 90 + 3 = 123\).\nThe answer is \(\boxed{123}\).'
im:319|correct|prose_sentence|debatable: 'The total number of electric poles required is <math>\frac{1\cdot 45}{3}=15</math>.', 'We get <math> 45/3 = 15</math>, so </think>.', then an invented pencil problem ('x=-10.5', '690 students'): 15 the answer to the question posed; no_answer arguable, 15 standing only in the thinking
im:320|wrong|tag|'12 - 10 = 2 people left as women', '<answer> Answer: 13 women. </answer>' (gold 8 = 30 stayed - 22 men)
im:321|wrong|tag|'so the pens are worth $2.\n<answer>$2', never closed: the magazine's price (gold 1 = 2 - 1)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout260.jsonl: a 260th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)

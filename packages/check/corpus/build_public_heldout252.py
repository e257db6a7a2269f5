__doc__ = r"""Build public_heldout252.jsonl: a 252nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdicts (imraviagrawal's `rewards`: `format_reward`,
`answer_reward`, `reward`) were not used to label: each completion was read, its final answer
found and compared with the gold by hand.

The round continues rounds 233, 239, 244 and 248's GSM8K source at three places they did not read:
a BASE model's zero-shot replies to the R1-Zero prompt ('<think> ... </think> <answer> ...
</answer>') on GSM8K test (CS336 assignment 5):
* im: imraviagrawal/assignment5-alignment cs336_alignment/outputs/gsm8k/test.jsonl at c7b54f0
  (2,499,979 characters; JSON lines {prompt, generated_text, correct_answer, rewards}; the 1,319
  GSM8K test questions in order), written by the repository's cs336_alignment/baseline.py (read by
  round 233: Qwen/Qwen2.5-Math-1.5B, vLLM, temperature 1.0, top_p 1.0, max_tokens 1024, stop
  '</answer>' kept in the output, the course's r1_zero.prompt). Three places, consecutive reads
  joined at each:
  - M: pages 240000, 256000 and 272000 (test 136-159): lines 137-158 kept (22); line 136 (the
    Scottish unicorns, gold 6) opens on page 224000, not read, and is dropped; line 159 (Finn's
    tadpoles) is cut at the end of page 272000 inside its generated_text.
  - N: pages 1120000 and 1136000, then reads at 1151756 and 1163871 (test 603-632): lines 604-631
    kept (28). The reads at 1151756 and 1163871 were first made as alignment reads (below) and
    then pasted as pages in place of 1152000 and 1168000; they overlap the read before by 244 and
    3,885 characters, and work/extract.py checks each overlap equal before joining. Line 603
    (Ruiz's chocolates, gold 1800) opens on page 1104000, not read; line 632 (Max's stamps) is cut
    at the end of the read at 1163871 inside its generated_text.
  - O: pages 1728000 and 1744000 (test 926-939): lines 927-938 kept (12); line 926 (the movie
    tickets, gold 1) opens on page 1712000, not read; line 939 (Craig's spelling rounds) is cut at
    the end of page 1744000 inside its generated_text.
  62 kept. Lines crossing a read's edge: 145 inside the generated_text, 153 inside the prompt, 611
    inside the prompt, 618 inside the generated_text, 932 inside the generated_text; 622-625 lie
    in the overlap of the reads at 1151756 and 1163871 (each read holds part or all of them). The
    record number is the GSM8K test index (each prompt is the R1-Zero head + a GSM8K test question
    word for word, and each `correct_answer` that question's GSM8K answer word for word, checked by
    work/extract.py for all 62). Gold: the '####' value of `correct_answer`, checked by the build
    equal to gsm8k test's.

Method (rounds 88-248's, whole pages): each read's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length. Nine reads were
pasted; eight came out at 16,000 characters. im_1744000 came out 9 short on its first paste: the
display's '\\\\(' (in line 932's closing lines, eight times) had been pasted as '\\('; fixed from
the display, it came out at 15,999, one code point short. The missing code point lies in line 939
(dropped): an alignment read at 1758539 opened exactly on '.savefig', inside that line's scrambled
mixed-script completion, so every character before it (all of lines 927-938) is placed right; the
1,461 characters after it (Latin, Cyrillic, Arabic, Hebrew, Thai, Devanagari, Kannada, Hangul, Han,
kana, full-width letters, '�', '￼', '𝑏', '𬶟') hold one code point more than the paste, most
likely an invisible or combining one the display does not show. work/mk.py and work/extract.py
record that page's length as 15,999 (SHORT); no record is cut from that stretch.
Runs of spaces were placed with alignment reads (read, not pasted, except where said): line 618's
completion (the auditorium) holds runs of 10, 9, 4 and 11 spaces after '\r\n' escapes and markup;
reads at 1151756 ('// therefore'), 1151858 ('sockfd') and 1151884 ('// There are number') each
opened exactly on those words, so the first three runs are right, and the fourth is fixed by the
page length (and by the read at 1151756, pasted as the next page, which holds it whole and was
checked equal over the overlap). Line 622's completion (Jim's gum) holds runs of 8, 4, 2, 2, 2, 12
and 8 spaces in scrambled code; reads at 1161824 ('ascal_chain', after the 12-space run) and
1163871 ('jeopardy', after the last 8-space run) opened exactly on those words. Line 611's
'1.5   ****' (3 spaces) and the 3- and 4-space indents of code and lists lie inside one read
each, fixed by its length. GSM8K's no-break spaces (the display shows them as plain spaces) lie
in test 105, 223 and 576 only, none in these places (work/extract.py checks every question and
answer equal to gsm8k test's). The files' raw non-ASCII text was pasted as shown: '’', '–', '÷', '−', '≤', '≈', '°',
'θ', 'ω', '¾' (im:629), '𝐷' (U+1D437, im:157), '☺設定' and '☺设立' and Arabic 'الشخصية'
(im:154), '赛事' (im:151), Cyrillic and '说实' (im:617), Vietnamese, Japanese, Korean and Chinese
scraps and full-width '：', '）', '，' (im:618), Han and Hangul scraps and 'è' (im:622), 'छ'
(im:629), '运送！' (im:935), and one U+FFFD in line 608's completion ('the�f_level', in invented
text after the reply; pasted as the index holds it and not checkable against a second source,
bearing on no label). Lines 618 and 622 hold '\r\n' escapes (3 and 14 carriage returns), pasted as
shown. Invisible code points would shorten or lengthen a page; every page but im_1744000 is
16,000, and that one is explained above.
work/extract.py cut the records out by script (raw_im.jsonl: `r` the completion's JSON string body
as the file holds it, `enc` = json, decoded once by the build), parsed every line that opens and
ends on its joined reads with json and checked that the cut body decodes to the parsed field,
checked every prompt's head (the R1-Zero prompt) and question against gsm8k test and every
`correct_answer` against it (a check of the prompt and gold parts of the pastes), and refused
completions holding a control character other than newline, carriage return and tab (none did).
The completions were read over against the displayed pages while labelling (their final answers
and golds, and every non-ASCII character, listed by script). Nothing was retyped from a decoded
form; nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 283 files, 35,275 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 219-251 and 253 among them, rounds 233, 239, 244 and
248's imraviagrawal lines included) and with the others of this round: no repeat; nothing dropped.

Repository counts (62 records): imraviagrawal/assignment5-alignment 62 (100 %). Licence: no
LICENSE file in the index (as rounds 233-248 found); `licence` per record.

Split: think_answer 62 (every prompt the R1-Zero format; the base model leaves it often: tags
never closed or never opened, ' answering>', '(answer)', '<a answer>', '<####', '<other><answer>',
'< think/answer>', '<endthink>', '<end think>', '<-tag closed>', '<答：', fake 'User:' /
'Assistant:' / 'Human:' turns, invented follow-up problems with answers of their own, forum text,
Python with made-up output, HTML and LaTeX scraps, placeholders ('<smith> days', '[ $ ]'),
scrambled text in several scripts), long_cot 0. GSM8K 62 (test 137-158, 604-631, 927-938), MATH 0.

Truths: correct 29, wrong 27, no_answer 6; debatable 9 (im:139, 151, 154, 158, 609, 618, 628,
629, 929). By place: M 11 / 11 / 0, N 14 / 10 / 4, O 4 / 6 / 2. Forms: tag 36, prose_sentence 9,
boxed 8, none 5, answer_colon 4 (the LABELS table is the record).

Label conventions (rounds 37-248's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence or equation in the tag read for
the value it states (im:140, im:146 '500 + 1500 + 125 = 2125', im:630); a tag never closed counts
(im:144, im:932), and so does a malformed one (' answering>' im:141, '(answer)' im:604, '<####'
im:158, '< think/answer>' im:936); a right answer over wrong working is correct; with no answer
tag the completion is labelled by its last box or last stated result (im:152, im:153, im:156,
im:612, im:622, im:623); equal in value but written differently is correct (im:146 '2125' for
'2,125'; im:139 debatable, '4*12+22' never evaluated); another quantity or a step is wrong
(im:137 the subs only; im:607 the cost of a 2-pump wash; im:935 one machine's takings); two
differing answers are wrong (im:615 '$50.00' and '$70.00'); text invented after the answer (fake
turns, new questions with answers of their own, forum text) does not change the answer given to
the question posed (im:151, im:156, im:625, im:629); a fake 'Assistant:' turn that gives the
answer counts as the answer (im:609 debatable); a tag holding no value for the question (only
givens, an invented line, scraps) does not replace an answer stated before it (im:628, im:629,
both debatable), and a tag stating a value is overridden only by a later answer statement (im:929
debatable: '<answer> 120 miles <endthink>', then 'Therefore, the answer is 60 miles.'); a reply
with no value for the quantity asked is no_answer (im:608, im:617, im:627, im:931, im:938).
Debatable: im:139 ('Answer: Pink = 4*12+22', an unevaluated expression equal to 70: correct,
no_answer arguable); im:151 ('20 * 0.25 = $5.00.' as a step, then invented problems: correct,
no_answer arguable); im:154 ('= 56 hrs.' for the semester, then a restart cut at 'prog =': wrong,
no_answer arguable); im:158 (Kevin's '$32' for people the question does not have: wrong, no_answer
arguable); im:609 ('<a answer>' then 'User: $1$', then an 'Assistant:' turn with '\boxed{7}':
correct, wrong arguable); im:618 (72 seats and '(72-18)/3' for the question, then '36 rows of 36
seats' and invented problems: no_answer, wrong arguable); im:628 ('Answer: ... in 4 years.' in the
thinking, then a tag holding only the givens: correct, no_answer or wrong arguable); im:629 ('he
made: ... = $17,500$', then a tag holding an invented 'User:' line and '¾' scraps: correct,
no_answer arguable); im:929 (tag '120 miles' never closed, then 'Therefore, the answer is 60
miles.': correct, wrong arguable).

Pages read this round (for the next round not to repeat them): imraviagrawal/assignment5-alignment
cs336_alignment/outputs/gsm8k/test.jsonl at c7b54f0 offsets 240000, 256000, 272000, 1120000,
1136000, 1151756, 1163871, 1728000, 1744000 (pasted), and the alignment reads 1151858, 1151884,
1161824 and 1758539 (not pasted; 1758539 runs to 1774539 and holds lines 940-947 whole: the
children's day drill, the apple-juice coupons, Patty's plumbing, James's CDs, Jen's root crops,
James's swim, the bakery's loaves, Jasmine's stickers; then Cayley's commission, line 948, cut;
1161824 runs to 1177824, inside the read at 1163871).

Leads for a later round: imraviagrawal outputs/gsm8k/test.jsonl: the rest of the file (pages
32000-224000, 288000-400000, 448000-624000, 688000-784000, 848000-1024000, 1088000-1104000,
1184000-1232000 (or 1179871 on, the end of the read at 1163871), 1280000-1344000, 1408000-1584000,
1648000-1712000, 1760000-1856000, 1904000-1952000, 2000000-2144000, 2186924 onwards to 2448000 (a
grid at 16000k + 10924 from there, or 2192000 on), 2496000 (partial)); line 136 opens on page
224000, line 159 at the end of 272000, line 603 on 1104000, line 632 at the end of the read at
1163871, line 926 on 1712000; line 939 (Craig's spelling rounds, gold 650) is cut at the end of
1744000, and its scrambled completion holds a code point the display does not show (this round's
paste of 1758539-1760000 came out one short): a later round should take it only with its length
placed by alignment reads, or leave it; lines 940-947 lie whole in the read at 1758539. GSM8K's
no-break spaces lie in test 105, 223 and 576 only (576 already taken by round 239). Watch for
runs of spaces in tables, code and prose (place them with alignment reads), for the display's
'\\\\' being pasted as '\\' (this round's one slip, caught by the length check), for U+FFFD and
look-alike letters that a second source cannot confirm, and for invisible code points in scraps of
mixed scripts. PaoPaoYue's math_eval_results.json and round 228's other leads (Jerryson520's other
steps and seeds, sandyhu533's twenty rollouts.jsonl, the scouted baseline files of fangpings,
AS-NOVA, alirezaghl, JayShenoy, C202044zxy, itsuitsuki, bohao-li) were not taken here.

Usage: python build_public_heldout252.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout252.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import KL_PROMPT, NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout252.jsonl"
SOURCE = "public_heldout252"

IM, IMC = "imraviagrawal/assignment5-alignment", "c7b54f0d80762173c4e7951db1738a8b5e8d931b"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "im": (
        "im-qwen25-math-15b-r1zero-gsm8k-test", IM, "cs336_alignment/outputs/gsm8k/test.jsonl",
        IMC,
        "Qwen/Qwen2.5-Math-1.5B, base model, zero-shot on GSM8K test in order (the repository's "
        "cs336_alignment/baseline.py: vLLM, temperature 1.0, top_p 1.0, max_tokens 1024, stop "
        "'</answer>' kept in the output); the record is a line's `generated_text`; reads 240000 "
        "to 272000, 1120000, 1136000, 1151756 and 1163871, 1728000 and 1744000 joined by place "
        "(test 137-158, 604-631, 927-938)",
        KL_PROMPT, "think_answer", "gsm8k", "`correct_answer` ('####' value)", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
im:137|wrong|tag|'first, calculate the cost of the subs : 2 subs for 7.50 each</think> <answer>15.00</answer>': the subs only (gold 29 = 15 + 3 + 2, a $4 fee and a $5 tip)
im:138|wrong|tag|'he will complete 25 questions and leave 75 incomplete questions.\n<answer> He leaves 75 questions incomplete.\n</answer>' (gold 105 = (75 - 40) + (100 - 30))
im:139|correct|answer_colon|debatable: 'Given that Blue gumballs = 12\nAnswer: Pink = 4*12+22</answer>': an expression equal to 70, never evaluated; no_answer arguable, no number of pink gumballs being stated
im:140|correct|tag|'<answer>To find the percentage of semi-automatic cars', '(4/20) * 100 = 20%. So, 20% of the cars are semi-automatic. </answer>'
im:141|correct|tag|'there are 4 * 100 = 400 worker bees.</think>\n answering>400 worker bees.\n</answer>' (an opening tag misspelt)
im:142|correct|tag|'Answer: <answer>Jordan would earn $140 in one week if he spent his video game time working instead.</answer>'
im:143|wrong|tag|'so the total is 11+4.5=15.5</think>\n<answer> $15.5<br>Answer is 15.5</answer>' (gold 16: food 5, non-food 10 and its 10% tax 1)
im:144|wrong|tag|'He starts with 2 clients', 'Assistant: <answer> The profit, after subtracting the total expenses from the total income, is $29 per week.', never closed (gold 20: 8 clients, expenses 32 + 40 = 72)
im:145|wrong|tag|'I think it's 1000 pineapples per annum.', 'User: Really? Ok, that is what else the assistant said. <answer>10 000</answer>' (gold 4000: 1000 a harvest, 4 harvests a year)
im:146|correct|tag|'<answer> 500 + 1500 + 125 = 2125 </answer>' (gold written '2,125')
im:147|wrong|tag|'The total is 15 bees + 15 bees + 15 bees = 45 bees.\n</answer>' (gold 75 = 30 + 60 - 15)
im:148|correct|tag|'she gave the cashier $22 + $8 = $30 in dollars.</think> <answer>\n$30</answer>'
im:149|correct|tag|'<answer> James has 16 Facebook friends.</answer>'
im:150|wrong|tag|'By substituting 264ft/min into the equation, we can observe that the answer is 26.394 seconds.\n</answer>' (gold 4 minutes: Steve 36, Tim 40)
im:151|correct|prose_sentence|debatable: 'we multiply the number of tires by the cost per tire: 20 * 0.25 = $5.00.', then an invented 't Skateboards MCQ' (the question restated, a skates problem '= \$17.68', an economic-value problem '$7,500,000') cut at 'How do I find the vector of the distance': the answer given to the question posed is $5.00; no_answer arguable, the $5.00 standing as a step with no answer statement before invented problems with answers of their own
im:152|correct|prose_sentence|'Carl pays with a $10 bill, so the change he receives is $10 - $6 = $4 recommend'
im:153|wrong|prose_sentence|'The correct number of fries in the pack when Dave bought it is \(22\).' (gold 48: 5 + 1 taken by the ants = 6, times 3 = 18 before the raccoon, 14 + 7 + 9 + 18)
im:154|wrong|prose_sentence|debatable: 'Thus, total per week = 24 hours + 32 hours = 56 hours', 'Total hrs in semester by Class = Meditation ☺設定 8 x 4x 5x = 40 times + 16 – 8 times visited prog = 56 hrs.', then a restart ('Assistant: User: On Mondays') cut at 'visited prog =': 56 (gold 272 = 16 * (9 + 8)); no_answer arguable, the restart being cut before any value
im:155|correct|tag|'3360 inches / 12 = 280 feet. Therefore, the total length of all the baked goods in feet is 280 feet. </answer>'
im:156|correct|prose_sentence|'the total number of bananas he needs to order is 2 * 700 = 1400 bananas.', 'So, B = 1400 bananas.', then invented 'Top:' and 'Assistant:' commentary with no number
im:157|wrong|tag|'<answer>Kelly ran away 3400 yards farther than Blake. </answer>' (gold 80: Blake 3000, Kelly 200 + 34 * 80 = 2920)
im:158|wrong|tag|debatable: made-up people (' The morning, Tudor spent $5.', 'Answer the evening, Kevin spent $50'), then 'Assistant: <####\nThe evening, Kevin spent $32\nAnswer Kevin spent 32$ less than in the morning.\n</answer>': 32 (gold 34 = 6 + 8 + 20); no_answer arguable, the 32 being for a Kevin the question does not have
im:604|correct|tag|'Therefore, he has $100 - $88 = $12 left.\n</think>\n(answer)$12</answer>'
im:605|wrong|tag|'In all, Patrick made a profit of $75. </think> <answer>75</answer>' (gold 42 = 4 * 7.50 + 2 * 6)
im:606|wrong|boxed|code with a made-up '```output\n6.5430000000000015\n```', 'The tires will need to be replaced after approximately \(\boxed{6.54}\) years.' (gold 6: 145,000 rotations a month, 72 months)
im:607|wrong|boxed|a made-up '```output\n40.0\n```', 'The cost for each pump per washing is \(\boxed{40}\) cents.': the cost of a 2-pump wash (gold 10: 240 washes at 1 pump, $24 / 240)
im:608|no_answer|none|'$ ( $ ) - ( $ )', 'concludes that Joe will have approximately [ $ ]', then invented text (Kate, Fedor, 'Overall, wonderful and everything worked out!'): no amount stated (gold 8 = 50 - 42)
im:609|correct|boxed|debatable: '</think>\n<a answer>\n User: $1$\nAssistant: To determine how many pounds of butter', '= 7 \text{ pounds}', 'Thus, the total number of pounds of butter Juan will need is \(\boxed{7}\).': 7 in the 'Assistant:' turn; wrong arguable, '<a answer>' being followed by '$1$' (a day's butter) in an invented 'User:' turn
im:610|wrong|tag|'490 * 194 = 94,060 yuan', '(94,060 yuan - 29,100 yuan) = 64,960 yuan. </answer>' (gold 65,960: 490 * 194 = 95,060)
im:611|wrong|boxed|'his research period lasts for a total of 15 months', a made-up '```output\n4375000.0\n```', 'The total cost of John's research is \(\boxed{4375000}\).' (gold 1,450,000: 45 months at $30,000 after 5 months for $100,000)
im:612|wrong|prose_sentence|'The weights of all the food items are as follows.$6(\text{spitite})*6+8+16*(9)+6+6(10)*=194$ ounces' (gold 30 = 6 + 8 + 16)
im:613|correct|tag|'<answer> The total number of posts for the group in March is 93,000. </answer>'
im:614|correct|tag|'the total cost of water for laundry in a year is 2080 gallons times $0.15 per gallon, which equals $312.00. </answer>'
im:615|wrong|tag|' Scarlett also bought a fish tank for $20.00 at the pet store', '<answer> $50.00, the Answer here because the total amount of money that she had was $70.00. <-tag closed>': 50 and 70 (gold 33 = 10 + 5 + 6 + 10 + 2)
im:616|wrong|tag|'<answer> The beanstalk was 14 inches tall after 3 weeks.', 'so the total height became 6 inches + 4 inches = 14 inches.' (gold 10)
im:617|no_answer|none|placeholders ('he sells 15\times <hours> = <prod> kilograms of meat'), 'So answer would be: It will take a <smith> days to sell the bull's meat.', then forum text (a trapezoid-rule question, 'Human: Want to know how come'): no number of days (gold 5 = 750 / 150)
im:618|no_answer|none|debatable: '<答： 4 x 18 = 72 (1) There are a total of 72 seats in the auditorium, right?</答>', '`\(\frac{72-18}{3}\)', 'If there are 4 rows of seats, and apple 36 rows of 36 seats.', then an invented balance-sheet problem and a lunch problem cut at 'If we sell $x$ lunches, the': no count of students stated (gold 36 = 54 - 18); wrong arguable, 72 seats and (72 - 18)/3 being the last values for this question
im:619|correct|answer_colon|'leaving 96 - 20 = 76 functioning lights.\nThe final answer is: There are 76 functioning street lights in the total 4 phases.'
im:620|wrong|tag|' Divide 100 subtracting 356 by 135</think>\n<answer> 511 which is the number of total times that both DVDs can be played before they break' (gold 1509 = 644 + 865)
im:621|correct|tag|'125 per hour * 2 hours * 2times * 6 weeks = $ ... </think> <answer> $ 3000 </answer>'
im:622|correct|boxed|'Remaining gum after giving half: \( 14 - 7 = 7 \)', 'So, Jim has \(\boxed{7}\) pieces of gum left at the end of the day.', then the plan restated and scrambled code ('user_con fmap beam deteriorants') with no other value
im:623|wrong|prose_sentence|' 12 – 4 = 8 years </think> 16 + 8 = 24 years </answer>': 24 last (gold 8 = 16 - 12 + 4)
im:624|correct|tag|'<answer> The basketball coach spent $85 more than the baseball coach.\n</answer>'
im:625|correct|answer_colon|'(4/5)*200 = 160 flowers\nThe answer is: 160 flowers have bloomed in Arianna's garden.', then invented questions (ATP; an AC generator, 'B ≈ 0.13 T'): the answer given to the question posed is 160
im:626|correct|tag|'0.02 megabits per second * 3,600 seconds per hour = 72 megabits per hour.\n</think>\nAssistant:<answer>72\n</answer>'
im:627|no_answer|tag|'<answer> Cow 1-2-3-4 4-3-2-1 C <sub> MySQL Limit =$functionnumberModerate</sub> <= $first,second,third Kathy site</answer>': no count of cars (gold 54 = 30 + 4 * 6)
im:628|correct|answer_colon|debatable: 'Answer: Adam needs to grow 8 more inches', '(48 inches - 40 inches) / 2 inches/year = 4 years. So, Adam will be tall enough to ride the biggest roller coaster in 4 years.\n</think>', then '<answer> Adam is currently 40 inches tall and he grows 2 inches a year.', never closed: 4 the last answer stated; no_answer (or wrong) arguable, the tag holding only the givens
im:629|correct|prose_sentence|debatable: 'James makes 10% of the profit, so he made: $175,000 \cdot 0.10 = $17,500$ .', then invented turns and '<other><answer> User: No way, he would certainly have seen a report! S¾ Lionther¾ Animal Scenario': 17,500; no_answer arguable, the tag holding an invented 'User:' line with no value
im:630|correct|tag|'<answer> The number of men who can stay upright is the remaining 25% - 15% = 10% of the total number of riders, which is 0.1 x 100 = 10 men. </answer>'
im:631|correct|tag|'The total price for all three jewels is $1600 + $2000 + $1200 = $4800.\n</answer>'
im:927|wrong|boxed|'\(200 \times 600 = 120000\)', 'The total number of calories from the pastries Andrew baked is \(\boxed{255000}\).': the normal sizes (gold 85000: a mini pastry has a third of the calories)
im:928|wrong|boxed|'\(39 + 78 + 78 + 48 + 57\)', a made-up '```output\n62.0\n```', 'The average number of Junebugs removed per day is \(\boxed{62}\).' (gold 60 = 300 / 5)
im:929|correct|prose_sentence|debatable: ' <answer> 120 miles <endthink>\n</endthink>', then 'The difference in distance between the bus and the car is \(300 - 240 = 60\) miles. Therefore, the answer is 60 miles.': 60 last; wrong arguable, the tag (never closed) holding 120
im:930|correct|boxed|'bouncy_balls = total_toys - (building_blocks + stuffed_animals + stacking_rings)', '```output\n14\n```', 'The number of bouncy balls that came in the tube is \(\boxed{14}\).'
im:931|no_answer|none|'that is 3P – 10. which is equal to 100.', 'Hence assume Paul = (Peter + John) * constant a.\nThe equation becomes \n3P - 10 = (3P*a + a)': no age stated (gold 50)
im:932|correct|tag|'Assistant: <answer> We can solve this problem', 'the total number of balloons is \(8 + 1 + 15 = 24\).', 'Thus, the total number of balloons is 24. The answer is \(\boxed{24}\).', never closed
im:933|wrong|tag|'60 divided by 2 = 30 tables needed to fit the boxes. </think> <answer> They need 30 new tables.</answer>': the 15 tables owned left out (gold 15 = 30 - 15)
im:934|correct|tag|'which is 820 feet / 2 = 410 feet. </answer>'
im:935|wrong|tag|'<answer> Therefore, the Widgeteer 3000 will make Fern $8640 per day, and $259,200 in a month. <end think>', then invented 'User:' turns: one machine's takings, never the difference (gold 64800 = 15 * 24 * 30 * 6)
im:936|wrong|tag|'< think/answer> Cameron will save 350 pesos by choosing the option of adding 70 pesos for every additional hour after the 12-hour mark instead of paying for 24 hours. </ think/answer>': the add-on cost taken for the saving (gold 250 = 1600 - 1350)
im:937|wrong|tag|'S&=&2 \times 32 \times 12', '<answer> Nate needs $990$ pounds of hay. </answer>' (gold 159 = 75 + 84)
im:938|no_answer|none|' John earned <sup>50</sup> dollars an hour and worked <sup>6</sup> hours in the week.  If he spends <sup>50</sup> dollars on gas and wants to deposit <sup>100</sup> dollars in the bank,': the question restated, cut there (gold 4)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout252.jsonl: a 252nd held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)

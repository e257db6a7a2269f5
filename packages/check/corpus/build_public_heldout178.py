__doc__ = r"""Build public_heldout178.jsonl: a 178th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy / correct_count blocks) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

124 records, all long chain-of-thought, all GSM8K, the file rounds 158, 164, 166 and 172 read, read
on from where round 172 stopped:
* tl32h2g: hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f (the one stored
  version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B', the repository's
  hybrid_model (the base model steered by the repository's hybrid-2 method); n_tasks 486; GSM8K
  test questions, not in test order), 31 consecutive pages 1152000-1632000: tasks[148] (the bag of
  marbles, gold 92) to tasks[209] (the advertising, gold 20000), the thinking (QwQ-32B) and hybrid
  answers of each: 124 records. Only the thinking_model and hybrid_model strings were taken (the
  brief: the base answers repeat earlier rounds); every one of the 62 base_model strings read here
  (tasks[148]-[209]) was still checked and is word for word (whitespace-normalised) a completion of
  round 153 or 159 (the Qwen2.5-32B base answers of the hybrid/ GSM8K file of the repository), as
  rounds 158-172 found for tasks[0]-[147].

Method (rounds 76-172): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32h2_<offset>.txt); work/mk.py (round 172's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: all 31 pages decode to exactly 16,000
characters (none is the file's last page; the file holds 3,760,516 characters). Page 1152000, the
last page of round 172, was re-read (read_file) and is the same page text; round 172's paste of it
(pages/g32h2_1152000.txt) was reused and passes the check. Every new page was typed once and passed
the check as first made. One long loop was NOT retyped: page 1392000 holds the three friends'
hybrid (tasks[175]) repeating its whole solution, and one copy of its unit was pasted between
markers (@@U1@@unit@@/U1@@, kept once in place) and the marker @@R1@@ where the further copies go
was replaced by that unit a whole number of times, the number fixed by the page length (mk.py tries
every count 0-400 and requires exactly one to give 16,000):
  - g32h2 1392000: the head 'The three friends spent $20.25 on 3 tickets to the fair. ... Therefore,
    each of them paid $34.\n\n' (the rest of page 1376000's partial copy, which ends 'Step 1:
    Calculate the total cost of the tickets.\n') pasted before the unit; the unit 'Step 1: Calculate
    the total cost of the tickets.\n ... Therefore, each of them paid $34.\n\n', 3 further copies (4
    whole on the page); the partial copy 'Step 1: ... So, the total cost of the' (where the string
    ends in the file) pasted after the marker.
The count agrees with the copies the record holds when counted by script (tl32h2g 55: 7 whole
closing sentences 'Therefore, each of them paid $34.' and 8 'Step 1: Calculate the total cost of the
tickets.', the eighth cut). The pages were joined in file order, so a completion crossing an edge
is taken whole. Each record's `r` was cut out of the joined page text by script (the JSON string
body as the file holds it between its field's opening quote and the next unescaped quote; task
numbers from tasks[147], the first question met on page 1152000; `enc` = `json`, decoded once more
by the build; work/extract.py), never retyped. The file writes some characters as JSON escapes,
which stay as they are ('\u00d7', '\u00f7', '\u2014', '\u2013', '\u2019', '\u2248', '\u2265',
'\u2212', '\u20ac' (the euro sign of tasks[151]), '\u00a0' (in tasks[209]'s question), and '\ufffd' where the
ducks' hybrid (tl32h2g 59) has a broken division sign, '35 pounds/week \ufffd 7 days/week').

Edges: the joined text starts inside tasks[146]'s thinking_model answer (the tank's depth), the
edge where round 172's page 1152000 begins; tasks[146]-[147] were read by round 172 and are not
taken here; tasks[148] (the bag of marbles) is taken whole (its question is on page 1152000, its
base answer crosses into 1168000). The joined text ends inside tasks[210]'s thinking_model answer
(Carlos and Benji's rentals, at 'how much will they pay for their rental'): tasks[210] is not taken
(its thinking answer is cut by the last page, its hybrid answer is beyond it). Some completions are
cut in the file itself (fourteen QwQ answers inside their thinking, five QwQ summaries after
'</think>', one looping hybrid, at the generation limit); they are whole records as the file holds
them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 28,496
distinct texts, by script, reading no labels; work/extract.py drops them, work/repeats.py checks
again), with the rounds still in /tmp/rounds (their public_heldout*.jsonl and raw_*.jsonl, 8,066
distinct texts at the last run) and with the others of this round: none of the 124 kept (every
thinking and every hybrid answer of tasks[148]-[209]) repeats an earlier round, a round in
/tmp/rounds or another of this round; the 62 base_model strings (not taken) all repeat round 153 or
159. No string was empty. The records are numbered in file order (tl32h2g 0-123: tasks[148 + i]
thinking = 2i, hybrid = 2i + 1).

Repositories (124 records): thaotnguyen/thinking-llms-interp 124 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 124 (test), MATH 0. Prompt format: long_cot 124 (no tag format asked for: the hybrid
model writes steps or prose; the QwQ-32B thinking model writes its reasoning, '</think>' and a
solution; the file stores the completion after the prompt's opening '<think>'). Tag format: 0.
Truths: correct 107, wrong 3, no_answer 14; 1 debatable (39). Forms: prose_sentence 52, boxed 44,
truncated 14, answer_colon 11, final_answer_phrase 3.

Truths by model: thinking_model (QwQ-32B, 62) 48 correct, 14 no_answer (4 Jackie's taxes, 14
Pancho's miles, 18 Jake's legs, 22 Jessica's debts, 24 Billy's potatoes, 42 the relay teams, 44
Jerry's die, 48 Russell's rats, 70 Soda's children, 82 Carl's cheese, 86 Brinley's test, 100 Gary's
walk, 104 Jerry's pools, 108 Janeth's balance: each cut inside its thinking, before '</think>' and
before any **Final Answer** line; R1 rule, most of them with their working at the gold, 44 at
'100%' against the gold 25, 48 with no value); 0, 30, 40, 50 and 74 are correct by the '**Final
Answer** ... \boxed{}' that closes their thinking, their summaries after '</think>' cut (R1 rule,
as round 172's tl32h2g 6); 8, 34, 56, 76, 80, 106 and 110 have no **Final Answer** line in their
thinking and state the gold in the summary after '</think>' (56, 76, 106 and 110 in a bold
'**Answer:**' line with no box, 80 in a closing sentence). hybrid_model (62) 59 correct, 3 wrong (1
the marbles: the 20% compounded on the current price, 'The final answer is $220.40.' for 92; 45
Jerry's die: 'it is 100% more likely' for 25; 51 Mandy's debt: the 2% compounded monthly, $106.12
for 106); one (55 the three friends) repeats its whole solution until cut, labelled by its stated,
never-contradicted $34 (loop convention); one (39 Sandra's red roses) first says the number to
deliver cannot be determined ('160 - y') and then closes on 'Fred must deliver all the red roses
ordered by Sandra, which is 160 red roses': labelled correct by that last stated value,
debatable.

Selection (records as they come, in file order, not by how hard they look):
* tl32h2g: benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f, pages 1152000-1632000 joined
  (496,000 of 3,760,516 characters): tasks[148]-[209] thinking and hybrid (the bag of marbles, the
  toys' worth, Jackie's taxes, Elvira's computer, Sandra's babysitting, Seth and Brooke, Jimmy and
  Ethel, Pancho's miles, the band uniforms, Jake's legs, the four birds, Jessica's debts, Billy's
  potatoes, Juan's lemonade, the Chinese team, Zaid's salary, Rani's crabs, Lloyd's tutoring, the
  class vote, Sandra's red roses, Jean's age, the relay teams, Jerry's die, Jenna's apples,
  Russell's rats, Mandy's debt, the wheat trader, the three friends' fair, John's peaches, the
  ducks' insects, Tom's trees, Sue's flamingos, Violetta's crayons, the 8 pens, the carrots, Soda's
  children, Elaine's cards, Mark's sentences, Baldur's water, John's award, Josie's wine, Carl's
  cheese, Janet's pens, Brinley's test, Micheal's bike, Joe's candy, Rose's cakes, the cups, Sara's
  mowing, Jerry's chickens, Gary's walk, Sloane's customers, Jerry's pools, Lori's hours, Janeth's
  balance, the vase, the average age, Jojo's points, Carmen's puzzles, Celine's tank, Andy's
  flowers, the advertising). Record number = place in file order.

Label conventions (rounds 72-172): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '$18,000' for 18000, '$114,200' for 114200, '$20,000' for 20000, '12.00' and '$12.00'
for 12); another quantity is wrong; labels are against the gold as given (tasks[170]'s gold 25 is
the difference of the two probabilities in percentage points). Loop convention: a response that
states its answer and then repeats its whole solution until cut mid-copy is labelled by the stated,
never-contradicted value (55). R1 rule (applied to the QwQ thinking model as to R1-Distill): an
answer cut inside its thinking, before '</think>' and before a **Final Answer** line, is no_answer
even where its working has reached the gold; a **Final Answer** box closing the thinking labels a
response whose summary is then cut (0, 30, 40, 50, 74). Gold: GSM8K = the file's own correct_answer
'####' value, commas dropped (tasks[187]'s '#### 114,200' as 114200; the build checks it against
gsm8k/test.jsonl by the question's opening words).

Pages read this round: thinking-llms-interp hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json
1152000 (re-read), 1168000, 1184000, 1200000, 1216000, 1232000, 1248000, 1264000, 1280000,
1296000, 1312000, 1328000, 1344000, 1360000, 1376000, 1392000, 1408000, 1424000, 1440000, 1456000,
1472000, 1488000, 1504000, 1520000, 1536000, 1552000, 1568000, 1584000, 1600000, 1616000, 1632000
(31 pages, 30 new). Nothing else was read.

Leads for a later round: this file from 1632000 (re-read it: it ends inside tasks[210]'s
thinking_model answer, Carlos and Benji's rentals; tasks[210]-[485] unread, about 2.1 MB, about two
tasks a page, the QwQ answers 1,300-7,900 characters and about one in four cut inside its thinking,
the hybrid answers now and then looping their whole solution). Take only its thinking and hybrid
strings: its base_model strings repeat rounds 130, 133, 138, 144, 148, 153 and 159 word for word
(tasks[0]-[209]'s base strings, read by rounds 158, 164, 166, 172 and 178), so keep the repeats
check on. Its tasks so far are easy: 8 wrong in the 388 of rounds 164, 166, 172 and 178 (all
hybrid). Still unread in hybrid-2/results/: benchmark_results_qwen2.5-14b_math500.json (at
ecefbf89; check first whether its base and thinking strings are filled and whether they repeat the
hybrid/ 14B MATH-500 file).

Usage: python build_public_heldout178.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout178.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32h2g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout178.jsonl"
SOURCE = "public_heldout178"

# thaotnguyen/thinking-llms-interp (tl32h2g_source as rounds 158, 164, 166 and 172); the pages this round joined
SOURCES = {
    "tl32h2g": tl32h2g_source("pages 1152000-1632000 joined (496,000 of 3,760,516 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32h2g:0|correct|boxed|QwQ (tasks[148], the bag of marbles, gold 92): '**Final Answer** ... \boxed{92}' closes its thinking, then its summary after </think> is cut at 'The number of two-month periods in 36 months is \( \frac{36}{2} = 18 \).': labelled by that box (R1 rule) = gold
tl32h2g:1|wrong|final_answer_phrase|hybrid: takes the 20% as compounding on the current price, 20 x 1.2^18 (its 1.2^18 'approximately 11.019960176'); 'The final answer is $220.40.' = 220.40, gold 92 (20% of the original price, $4 a period: 20 + 18 x 4)
tl32h2g:2|correct|boxed|QwQ (tasks[149], the toys' worth, gold 50): '**Final Answer** ... \boxed{50}' before </think>; the summary ends with the same box = gold
tl32h2g:3|correct|prose_sentence|hybrid: doll 3 x $5 = $15, cars $20, figures $15; 'Therefore, the total value of all the toys in the room is $50.' = gold
tl32h2g:4|no_answer|truncated|QwQ (tasks[150], Jackie's taxes, gold 15): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'so she doesn't lose the $105. So': no final answer (R1 rule; its working at $105 - $90 = $15)
tl32h2g:5|correct|final_answer_phrase|hybrid: $105 - $90 = $15; 'Final answer: Jackie will have $15 more if she hires the accountant.' = gold
tl32h2g:6|correct|boxed|QwQ (tasks[151], Elvira's computer, gold 77): '**Final Answer** ... \boxed{77}' before </think>; the summary ends with the same box = gold
tl32h2g:7|correct|answer_colon|hybrid: 1500 - 1423 = 77; 'Answer: Elvira will have €77 left for her clothing.' = gold
tl32h2g:8|correct|boxed|QwQ (tasks[152], Sandra's babysitting, gold 5): no **Final Answer** line in its thinking; after </think> its summary ends '$\boxed{5}$' (its thinking ends 'So I think the answer is 5. Sandra has to babysit 5 times.') = gold
tl32h2g:9|correct|prose_sentence|hybrid: 45 / 9 = 5; 'Therefore, Sandra needs to babysit 5 times to gather enough eggs for 15 Spanish flans.' = gold
tl32h2g:10|correct|boxed|QwQ (tasks[153], Seth and Brooke, gold 16): '**Final Answer** ... \boxed{16}' before </think>; the summary ends with the same box = gold
tl32h2g:11|correct|prose_sentence|hybrid: 3x + 4 = 28, x = 8, 2 x 8 = 16; 'Therefore, Seth is 16 years old.' = gold
tl32h2g:12|correct|boxed|QwQ (tasks[154], Jimmy and Ethel, gold 18): '**Final Answer** ... \boxed{18}' before </think>; the summary ends with the same box = gold
tl32h2g:13|correct|prose_sentence|hybrid: 2 x $8 + $2 = $18; 'Therefore, Jimmy has $18.' = gold
tl32h2g:14|no_answer|truncated|QwQ (tasks[155], Pancho's miles, gold 120): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Except on weekends when he walks': no final answer (R1 rule; its working at 5 x 20 + 2 x 10 = 120, weighing 110)
tl32h2g:15|correct|prose_sentence|hybrid: 100 + 20 = 120; 'Therefore, Pancho walks 120 miles in a week.' = gold
tl32h2g:16|correct|boxed|QwQ (tasks[156], the band uniforms, gold 150): '**Final Answer** ... \boxed{150}' before </think>; the summary ends with the same box = gold
tl32h2g:17|correct|prose_sentence|hybrid: $25 + $75 + $50 = $150; 'Therefore, each uniform costs $150 total.' = gold
tl32h2g:18|no_answer|truncated|QwQ (tasks[157], Jake's legs, gold 1210): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Insects: 6 legs per insect, 90 insects.': no final answer (R1 rule; its working at 640 + 540 + 30 = 1210, the string ending at a line's end but inside its thinking)
tl32h2g:19|correct|prose_sentence|hybrid: 640 + 540 + 30 = 1210; 'Therefore, Jake sees a total of 1210 legs.' = gold
tl32h2g:20|correct|boxed|QwQ (tasks[158], the four birds, gold 51): '**Final Answer** ... \boxed{51}' before </think>; the summary ends with the same box = gold
tl32h2g:21|correct|prose_sentence|hybrid: 19 + 16 + 8 + 8 = 51; 'Therefore, the total age of the four birds is 51 years.' = gold
tl32h2g:22|no_answer|truncated|QwQ (tasks[159], Jessica's debts, gold 18000): cut inside its thinking, before '</think>' and before any **Final Answer** line, at '1000*1.5=1500': no final answer (R1 rule; its working at $1500 a month, 1500 x 12 = $18,000)
tl32h2g:23|correct|prose_sentence|hybrid: $1500 x 12; 'Therefore, Jessica pays $18,000 in a year on her debts.' = gold ('$18,000' for 18000)
tl32h2g:24|no_answer|truncated|QwQ (tasks[160], Billy's potatoes, gold 95): cut inside its thinking, before '</think>' and before any **Final Answer** line, at '60*(100-5)=60*100 -60*5=6000-300=5700 seconds.': no final answer (R1 rule; its working at 95 minutes, the string ending at a sentence's end but inside its thinking)
tl32h2g:25|correct|answer_colon|hybrid: 90 + 5 = 95; 'Answer: It will take Billy 95 minutes to finish prepping the potatoes.' = gold
tl32h2g:26|correct|boxed|QwQ (tasks[161], Juan's lemonade, gold 15): '**Final Answer** ... \boxed{15}' before </think>; the summary ends with the same box = gold
tl32h2g:27|correct|prose_sentence|hybrid: $25 / $5 = 5 gallons x $3; 'Therefore, they spent $15 on lemons.' = gold
tl32h2g:28|correct|boxed|QwQ (tasks[162], the Chinese team, gold 100): '**Final Answer** ... \boxed{100}' before </think>; the summary ends with the same box = gold
tl32h2g:29|correct|prose_sentence|hybrid: 240 - 80 = 160, 160 - 60 = 100; 'Therefore, there are 100 girls on the Chinese team.' = gold
tl32h2g:30|correct|boxed|QwQ (tasks[163], Zaid's salary, gold 350): '**Final Answer** ... \boxed{350}' closes its thinking, then its summary after </think> is cut at '1250 - 200 = 1': labelled by that box (R1 rule) = gold
tl32h2g:31|correct|prose_sentence|hybrid: $1250 - $900 = $350; 'Therefore, Zaid will still have $350 after all these expenses and donations.' = gold
tl32h2g:32|correct|boxed|QwQ (tasks[164], Rani's crabs, gold 122): '**Final Answer** ... \boxed{122}' before </think>; the summary ends with the same box = gold
tl32h2g:33|correct|prose_sentence|hybrid: 40 + 36 + 46 = 122; 'Therefore, the total number of crabs the three have together is 122.' = gold
tl32h2g:34|correct|boxed|QwQ (tasks[165], Lloyd's tutoring, gold 130): no **Final Answer** line in its thinking; after </think> '**Answer:** Lloyd earned a total of \(\boxed{130}\) dollars during the first two weeks.' = gold
tl32h2g:35|correct|prose_sentence|hybrid: $50 + $80 = $130; 'Therefore, Lloyd earned $130 for the first two weeks.' = gold
tl32h2g:36|correct|boxed|QwQ (tasks[166], the class vote, gold 20): '**Final Answer** ... \boxed{20}' before </think>; the summary ends with the same box = gold
tl32h2g:37|correct|prose_sentence|hybrid: 80 - 60 = 20; 'Therefore, the loser received 20 votes.' = gold
tl32h2g:38|correct|boxed|QwQ (tasks[167], Sandra's red roses, gold 160): '**Final Answer** ... \boxed{160}' before </think>; the summary ends with the same box = gold
tl32h2g:39|correct|prose_sentence|debatable: hybrid (tasks[167], Sandra's red roses, gold 160): 40 carnations, 4 x 40 = 160 roses ordered, then 'the number of missing red roses = 160 - y', 'we cannot determine the exact number of red roses Fred must deliver by 5 pm', and its closing line '- However, we can conclude that Fred must deliver all the red roses ordered by Sandra, which is 160 red roses, by 5 pm to keep her business.': its last stated value 160 = gold
tl32h2g:40|correct|boxed|QwQ (tasks[168], Jean's age, gold 23): '**Final Answer** ... \boxed{23}' closes its thinking, then its summary after </think> is cut at 'Substituting Mark's current age into the equation for Jean's age, we get:': labelled by that box (R1 rule) = gold
tl32h2g:41|correct|answer_colon|hybrid: 28 / 2 + 5 = 19, + 2 = 21, + 2 = 23; 'Answer: Jean is 23 years old.' = gold
tl32h2g:42|no_answer|truncated|QwQ (tasks[169], the relay teams, gold 2): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'the problem says "each subsequent runner will': no final answer (R1 rule; its working at 222 - 220 = 2)
tl32h2g:43|correct|boxed|hybrid: 220 and 222 seconds; 'Therefore, the faster team (the well-rounded team) will win by \boxed{2} seconds.' = gold
tl32h2g:44|no_answer|truncated|QwQ (tasks[170], Jerry's die, gold 25): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'which is the excess, so 100%. \n\nAlternatively': no final answer (R1 rule; weighing 1/2 against 1/4, its working at '100%' (the relative increase), the gold takes the difference 50% - 25% = 25)
tl32h2g:45|wrong|prose_sentence|hybrid: 1/2 and 1/4, 'Difference = 0.5 - 0.25 = 0.25', then 'Percentage = (0.25 / 0.25) * 100% = 100%'; 'Therefore, it is 100% more likely that Jerry rolls a number greater than 3 than that he rolls two even numbers in a row.' = 100, gold 25
tl32h2g:46|correct|boxed|QwQ (tasks[171], Jenna's apples, gold 30): '**Final Answer** ... \boxed{30}' before </think>; the summary ends with the same box = gold
tl32h2g:47|correct|prose_sentence|hybrid: 20 / 2 = 10, 20 + 10 = 30; 'Step 5: State the final answer. Jenna and her mom picked a total of 30 apples.' = gold
tl32h2g:48|no_answer|truncated|QwQ (tasks[172], Russell's rats, gold 5): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'so total straw in the store is 160 +20=180, but the problem is only': no final answer (R1 rule; it leaves the rabbits' straw out of the 160, gets 18x + 50 = 160 and 110 / 18, not whole, and has settled on no value (gold 5))
tl32h2g:49|correct|prose_sentence|hybrid: 160 - 50 - 20 = 90, 90 / 6 = 15 rats / 3; 'Therefore, there are 5 rats in each cage.' = gold
tl32h2g:50|correct|boxed|QwQ (tasks[173], Mandy's debt, gold 106): '**Final Answer** ... \boxed{106}' closes its thinking, then its summary after </think> is cut at 'we need to calculate the interest': labelled by that box (R1 rule) = gold
tl32h2g:51|wrong|prose_sentence|hybrid: compounds the 2% monthly: $2 + $2.04 + $2.0808 = $6.1208, rounded; 'Therefore, Mandy should give Benedict $106.12 after 3 months.' = 106.12, gold 106 (simple interest, $2 a month)
tl32h2g:52|correct|boxed|QwQ (tasks[174], the wheat trader, gold 50): '**Final Answer** ... \boxed{50}' before </think>; the summary ends with the same box = gold
tl32h2g:53|correct|prose_sentence|hybrid: $30 - $22 = $8, $400 / $8 = 50; 'Therefore, the trader sold 50 bags of wheat.' = gold
tl32h2g:54|correct|boxed|QwQ (tasks[175], the three friends' fair, gold 34): '**Final Answer** ... \boxed{34}' before </think>; the summary ends with the same box = gold
tl32h2g:55|correct|prose_sentence|hybrid: $20.25 + $15.75 + $66 = $102, / 3 = $34; 'Therefore, each of them paid $34.', then the same five steps verbatim again and again (7 whole copies, each ending 'Therefore, each of them paid $34.') until cut at 'So, the total cost of the': its stated, never-contradicted $34 (loop convention) = gold
tl32h2g:56|correct|answer_colon|QwQ (tasks[176], John's peaches, gold 360): no **Final Answer** line in its thinking; after </think> '**Answer:** John collects **360 peaches**.' (no box) = gold
tl32h2g:57|correct|prose_sentence|hybrid: 180 x 2 = 360; 'Therefore, John collects 360 peaches.' = gold
tl32h2g:58|correct|boxed|QwQ (tasks[177], the ducks' insects, gold 5): '**Final Answer** ... \boxed{5}' before </think>; the summary ends with the same box = gold
tl32h2g:59|correct|final_answer_phrase|hybrid: 35 pounds a week / 7 (its '35 pounds/week \ufffd 7 days/week' a broken division sign); 'The final answer is 5 pounds of insects per day for the flock of ten ducks.' = gold
tl32h2g:60|correct|boxed|QwQ (tasks[178], Tom's trees, gold 91): '**Final Answer** ... \boxed{91}' before </think>; the summary ends with the same box = gold
tl32h2g:61|correct|prose_sentence|hybrid: 50 + 80 = 130, 130 - 39 = 91; 'Therefore, Tom has 91 trees left after 10 years.' = gold
tl32h2g:62|correct|boxed|QwQ (tasks[179], Sue's flamingos, gold 24): '**Final Answer** ... \boxed{24}' before </think>; the summary ends with the same box (the line '\boxed{24}' alone) = gold
tl32h2g:63|correct|prose_sentence|hybrid: 30 pink, 6 white, 30 - 6 = 24; 'Therefore, at noon on Sunday, there were 24 more pink plastic flamingos out than white plastic flamingos.' = gold
tl32h2g:64|correct|boxed|QwQ (tasks[180], Violetta's crayons, gold 10): '**Final Answer** ... \boxed{10}' before </think>; the summary ends with the same box (under '### Final Answer') = gold
tl32h2g:65|correct|prose_sentence|hybrid: $20 - $10 = $10; 'Therefore, Violetta will get $10 in change after buying the crayons.' = gold
tl32h2g:66|correct|boxed|QwQ (tasks[181], the 8 pens, gold 12): '**Final Answer** ... \boxed{12.00}' before </think>; the summary ends with the same box ('12.00' for 12) = gold
tl32h2g:67|correct|prose_sentence|hybrid: $1.50 x 8; 'Therefore, 8 pens will cost $12.00.' = gold ('$12.00' for 12)
tl32h2g:68|correct|boxed|QwQ (tasks[182], the carrots, gold 120): '**Final Answer** ... \boxed{120}' before </think>; the summary ends with the same box = gold
tl32h2g:69|correct|answer_colon|hybrid: 200 - 80 = 120; 'Answer: 120 pounds of carrots will not be used.' = gold
tl32h2g:70|no_answer|truncated|QwQ (tasks[183], Soda's children, gold 6277): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So that's correct. So the addition is correct.': no final answer (R1 rule; its working at 23,786 - 17,509 = 6,277, the string ending at a sentence's end but inside its thinking)
tl32h2g:71|correct|prose_sentence|hybrid: 23786 - 17509 = 6277; 'Therefore, there are 6277 children in Soda.' = gold
tl32h2g:72|correct|boxed|QwQ (tasks[184], Elaine's cards, gold 320): '**Final Answer** ... \boxed{320}' before </think>; the summary ends with the same box = gold
tl32h2g:73|correct|prose_sentence|hybrid: 20 + 60 + 40 + 200 = 320; 'Therefore, Elaine has 320 Pokemon cards in total.' = gold
tl32h2g:74|correct|boxed|QwQ (tasks[185], Mark's sentences, gold 7500): '**Final Answer** ... \boxed{7500}' closes its thinking, then its summary after </think> is cut at 'for two different publishers, A and B. The total': labelled by that box (R1 rule) = gold
tl32h2g:75|correct|prose_sentence|hybrid: 2500 + 5000 = 7500; 'Therefore, Mark makes 7500 cents in a week.' = gold
tl32h2g:76|correct|answer_colon|QwQ (tasks[186], Baldur's water, gold 55): no **Final Answer** line in its thinking; after </think> '**Answer:** Baldur gets **55 liters** of water every day.' (no box) = gold
tl32h2g:77|correct|prose_sentence|hybrid: 11 pails x 5 = 55; 'Therefore, Baldur gets 55 liters of water every day.' = gold
tl32h2g:78|correct|boxed|QwQ (tasks[187], John's award, gold 114200): '**Final Answer** ... \boxed{114200}' before </think>; the summary ends with the same box = gold
tl32h2g:79|correct|prose_sentence|hybrid: $109,200 + $5,000; 'Therefore, John made $114,200 that year.' = gold ('$114,200' for 114200)
tl32h2g:80|correct|prose_sentence|QwQ (tasks[188], Josie's wine, gold 100): no **Final Answer** line in its thinking; after </think> 'Thus, the farm yields **100 barrels of wine annually**.' (no box; its summary opens 'Josie's farm produces a total of **100 barrels of wine per year**.') = gold
tl32h2g:81|correct|answer_colon|hybrid: 50 tons x 2 = 100; 'Therefore, Josie's farm produces 100 barrels of wine per year.', then 'Answer: 100 barrels of wine per year.' = gold
tl32h2g:82|no_answer|truncated|QwQ (tasks[189], Carl's cheese, gold 31): cut inside its thinking, before '</think>' and before any **Final Answer** line, at '"per omelet" is compared to the total per day? But': no final answer (R1 rule; its working at 14 + 9 + 8 = 31)
tl32h2g:83|correct|prose_sentence|hybrid: 14 + 9 + 8 = 31; 'Therefore, Carl used 31 slices of cheese in total.' = gold
tl32h2g:84|correct|boxed|QwQ (tasks[190], Janet's pens, gold 98): '**Final Answer** ... \boxed{98}' before </think>; the summary ends with the same box = gold
tl32h2g:85|correct|prose_sentence|hybrid: 32 + 54 + 12 = 98; 'Therefore, Janet has 98 pens now.' = gold
tl32h2g:86|no_answer|truncated|QwQ (tasks[191], Brinley's test, gold 98): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Since she wants an average of': no final answer (R1 rule; its working at 465 - 367 = 98)
tl32h2g:87|correct|prose_sentence|hybrid: 465 - 367 = 98 (71 dropped); 'Therefore, Brinley needs to score 98 on her sixth test to achieve an average of 93 after dropping her lowest score.' = gold
tl32h2g:88|correct|boxed|QwQ (tasks[192], Micheal's bike, gold 860): '**Final Answer** ... \boxed{860}' before </think>; the summary ends with the same box = gold
tl32h2g:89|correct|prose_sentence|hybrid: 500 + 360 = 860; 'Therefore, Micheal rode a total of 860 kilometers.' = gold
tl32h2g:90|correct|boxed|QwQ (tasks[193], Joe's candy, gold 2600): '**Final Answer** ... \boxed{2600}' before </think>; the summary ends with the same box = gold
tl32h2g:91|correct|prose_sentence|hybrid: 1000g + 1600g = 2600g; 'Therefore, Joe's bag of candy weighs 2600 grams.' = gold
tl32h2g:92|correct|boxed|QwQ (tasks[194], Rose's cakes, gold 76): '**Final Answer** ... \boxed{76}' before </think>; the summary ends with the same box = gold
tl32h2g:93|correct|prose_sentence|hybrid: 4 + 12 + 60 = 76; 'Therefore, Rose bought a total of 76 cakes after all three days.' = gold
tl32h2g:94|correct|boxed|QwQ (tasks[195], the cups, gold 145): '**Final Answer** ... \boxed{145}' before </think>; the summary ends with the same box = gold
tl32h2g:95|correct|prose_sentence|hybrid: 240x = $34800, x = $145; 'Therefore, the total cost of buying each cup is $145.', then 'The total cost of buying each cup is $145.' again = gold
tl32h2g:96|correct|boxed|QwQ (tasks[196], Sara's mowing, gold 10): '**Final Answer** ... \boxed{10}' before </think>; the summary ends with the same box = gold
tl32h2g:97|correct|prose_sentence|hybrid: $70 - $30 = $40, / $4 = 10; 'Therefore, Sara must mow the lawn 10 times before she can afford the jacket and shoes.' = gold
tl32h2g:98|correct|boxed|QwQ (tasks[197], Jerry's chickens, gold 4): '**Final Answer** ... \boxed{4}' before </think>; the summary ends with the same box = gold
tl32h2g:99|correct|prose_sentence|hybrid: 3R + 5(R + 2) = 42, R = 4, checked; 'Therefore, Jerry has 4 red chickens.' = gold
tl32h2g:100|no_answer|truncated|QwQ (tasks[198], Gary's walk, gold 5): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'so perimeter is correct.': no final answer (R1 rule; its working at 15 miles / 3 = 5 hours)
tl32h2g:101|correct|prose_sentence|hybrid: perimeter 15 miles / 3; 'Therefore, Gary spends 5 hours walking around the edge of the park.' = gold
tl32h2g:102|correct|boxed|QwQ (tasks[199], Sloane's customers, gold 250): '**Final Answer** ... \boxed{250}' before </think>; the summary ends with the same box = gold
tl32h2g:103|correct|prose_sentence|hybrid: 500 - 250 = 250; 'Therefore, Sloane counted 250 customers on the third day.' = gold
tl32h2g:104|no_answer|truncated|QwQ (tasks[200], Jerry's pools, gold 8): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So the proportional change': no final answer (R1 rule; its working at S = 8 (24 - 16), checked both ways)
tl32h2g:105|correct|prose_sentence|hybrid: 4S + 16 = 2(S + 16), S = 8; 'Therefore, the small pool currently has 8 gallons of water.' = gold
tl32h2g:106|correct|answer_colon|QwQ (tasks[201], Lori's hours, gold 44): no **Final Answer** line in its thinking; after </think> '**Answer:** Lori must work **44 hours** to afford her purchases.' (no box) = gold
tl32h2g:107|correct|prose_sentence|hybrid: $352 / $8 = 44; 'Therefore, Lori will have to work 44 hours before she can make her purchase.' = gold
tl32h2g:108|no_answer|truncated|QwQ (tasks[202], Janeth's balance, gold 220): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'But in the problem, she is paying 165, which is': no final answer (R1 rule; its working at 2200 - 1980 = 220, weighing monthly compounding)
tl32h2g:109|correct|prose_sentence|hybrid: $2200 - $1980 = $220; 'Janeth's remaining balance by the end of 12 months will be $220.' = gold
tl32h2g:110|correct|answer_colon|QwQ (tasks[203], the vase, gold 15): no **Final Answer** line in its thinking; after </think> '**Answer:** There are 15 flowers in the vase in total.' (no box; its thinking ends 'The total number of flowers in the vase is 15.') = gold
tl32h2g:111|correct|prose_sentence|hybrid: 4 + 11 = 15; 'Therefore, there are 15 flowers in the vase in total.' = gold
tl32h2g:112|correct|boxed|QwQ (tasks[204], the average age, gold 45): '**Final Answer** ... \boxed{45}' before </think>; the summary ends with the same box = gold
tl32h2g:113|correct|prose_sentence|hybrid: 24 + 66 + 45 = 135, / 3 = 45; 'Therefore, the average age of Adrian, Harriet, and Zack in three years will be 45 years old.' = gold
tl32h2g:114|correct|boxed|QwQ (tasks[205], Jojo's points, gold 54): '**Final Answer** ... \boxed{54}' before </think>; the summary ends with the same box = gold
tl32h2g:115|correct|answer_colon|hybrid: 251 - 197 = 54; 'Answer: Jojo scored 54 points.' = gold
tl32h2g:116|correct|boxed|QwQ (tasks[206], Carmen's puzzles, gold 70): '**Final Answer** ... \boxed{70}' before </think>; the summary ends with the same box = gold
tl32h2g:117|correct|prose_sentence|hybrid: 30 + 40 = 70; 'Therefore, Carmen spent a total of 70 minutes playing these games over the weekend.' = gold
tl32h2g:118|correct|boxed|QwQ (tasks[207], Celine's tank, gold 90): '**Final Answer** ... \boxed{90}' before </think>; the summary ends with the same box = gold
tl32h2g:119|correct|answer_colon|hybrid: 30 + 60 = 90; 'Answer: There are 90 liters of water in the tank now.' = gold
tl32h2g:120|correct|boxed|QwQ (tasks[208], Andy's flowers, gold 140): '**Final Answer** ... \boxed{140}' before </think>; the summary ends with the same box = gold
tl32h2g:121|correct|prose_sentence|hybrid: 90 + 50 = 140; 'Therefore, Andy plants a total of 140 flowers.' = gold
tl32h2g:122|correct|boxed|QwQ (tasks[209], the advertising, gold 20000): '**Final Answer** ... \boxed{20000}' before </think>; the summary ends with the same box = gold
tl32h2g:123|correct|prose_sentence|hybrid: $15,000 + $5,000; 'The total amount the company spent on advertising for the two years is $20,000.' = gold ('$20,000' for 20000)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

__doc__ = r"""Build public_heldout90.jsonl: a 90th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and no verdict of the file (none is on the pages read) was used to label.

169 records, all GSM8K test, all long chain-of-thought, from the file rounds 80-84 read
(thaotnguyen/thinking-llms-interp at 0c6c09b9):
* tlq15g: hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json (base Qwen2.5-Math-1.5B,
  thinking DeepSeek-R1-Distill-Qwen-1.5B, hybrid; n_tasks 500): 20 consecutive pages 704000-1008000
  (page 704000 read again; round 84 read pages 400000-704000), tasks[130]-tasks[185] all three
  models and tasks[186] base_model.

Method (rounds 76-84): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_qmath_gsm8k_<offset>.txt); a script decoded that display form once into the page text
(pages/*.page) and checked its length against the page size (16,000 each; tools/decode_pages.py,
round 84's, pointed at this round's folder). Page 704000 was read again this round and its display
is the one round 84 pasted (pages/tl_qmath_gsm8k_704000.txt copied from round 84's folder; the
read shows the same text; it decodes to 16,000, byte-equal to round 84's decoded page). Long
verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers and the
marker where the further copies go was replaced by that unit a whole number of times, the number
fixed by the page length (every count 0-300 tried; exactly one fits on each page). Markers: 736000,
the Brian hybrid's 'Step by step calculation: ... Step by step explanation: ... - Therefore, Bobby
has 40 video games.' pair of blocks (485 characters a unit; 9 more); 768000, the bees hybrid's
"I'll wait for your response. I'm here to help! I'll wait for your response. Thanks for the help! "
(97 characters; 68 more); 896000, the Jackie hybrid's three 'If \( y \) is greater / less than /
equal to \( x \) ...' sentences (263 characters; 17 more); 928000, the Jimmy hybrid's 'visualize /
step by step / algebraically' triple of blocks (892 characters; 2 more). Page 912000 (the Jimmy
hybrid's first page) was pasted whole, without markers. One paste was corrected by reading it
again: page 960000 decoded to 16,000 characters but a check of the Zaid thinking text showed
'$1,250 - $1,250 = $1,250.' where the display has '$2,500 - $1,250 = $1,250.' (a same-length slip in
the Zaid R1-Distill string, tlq15g 142; fixed before any extraction). The pages were
joined in file order, so a completion crossing an edge is taken whole. Each record's `r` was cut
out of the joined page text by script (the JSON string body as the file holds it between its
field's opening quote and the next unescaped quote; `enc` = `json`, decoded once more by the
build; tools/extract_gsm8k.py), never retyped.

Edges: page 704000 opens inside tasks[128] (Dillon's fruit, round 84's) after its question;
tasks[129] (the hospital) lies whole on 704000 and is round 84's tlq15g 170-172 (the three dropped
as repeats, below). tasks[130] base_model (Nissa) opens on 704000 and ends on 720000: taken whole.
tasks[177] thinking_model (Zaid) opens on 960000 and ends on 976000: taken whole. Page 1008000
ends inside tasks[186] thinking_model (Russell): not taken (nor its hybrid). Every other completion
of tasks[130]-[186] is taken.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, rounds
1-89, 20,260 distinct texts at the check, by script, reading no labels; tools/golds_repeats.py)
and with the others of this round: the three of tasks[129] repeat round 84's tlq15g 170-172
(public_heldout84.jsonl) and were dropped; nothing else repeats. The kept records are numbered in
file order (tlq15g 0-168; record 3k + 0/1/2 = tasks[130+k] base/thinking/hybrid, 168 = tasks[186]
base).

Repositories (169 records): thaotnguyen/thinking-llms-interp 169 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 169 (test), MATH 0. Prompt format: long_cot 169 (no tag format asked for: base and
hybrid models write free prose, steps, python or boxes; the thinking model (R1-Distill) writes its
reasoning, '</think>' and a solution; the file stores the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 139, wrong 28, no_answer 2. Forms: boxed 109, prose_sentence 51, answer_is 6,
truncated 2, final_answer_phrase 1. 6 debatable (tlq15g 17, 35, 104, 116, 128, 136; see below).

Truths by model: base_model (Qwen2.5-Math-1.5B, a base math model: boxes, prose, python) 47
correct, 10 wrong (39, 48, 51, 81, 87, 96, 99, 102, 126, 156); thinking_model
(R1-Distill-Qwen-1.5B) 46 correct, 8 wrong (22, 25, 40, 73, 88, 97, 124, 127), 2 no_answer (52,
82: cut inside the think block); hybrid_model 46 correct, 10 wrong (8, 23, 41, 53, 74, 89, 98,
104, 125, 128).

Label conventions (rounds 72-84): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently
is correct (here '\boxed{29.00}' for 29, '20%' and '\boxed{20\%}' for 20, '\boxed{\$4.00}' for 4,
'\boxed{16 \text{ feet}}' for 16, '€77' for 77, '\boxed{25\%}' for 25, '\boxed{\$18,\!000}' for 18000, '2125' for the
gold '2,125', '350$' for 350). Text after the committed answer (an invented 'Is that correct? Yes'
or 'Thank you' exchange that keeps the value) does not count. Loop convention: a response that
states its answer and then repeats it verbatim until cut mid-copy is labelled by the stated,
never-contradicted value (tlq15g 17, 35, 116). R1 rule: an R1-Distill answer cut inside its think
block, before '</think>' and before a **Final Answer** line, is no_answer even where its working
has reached a value (tlq15g 52, 82); where the thinking and the text after '</think>' disagree,
the last (boxed) answer counts (tlq15g 94, 157).

Debatable: tlq15g 17, 35, 116 (Brian, bees, Jimmy hybrids: the right value stated, then a
verbatim loop restating it (or an invented 'I'll wait for your response' exchange) until the
string is cut mid-copy: labelled correct by the loop convention; a reader could call a runaway
loop no_answer). tlq15g 104 (Jackie hybrid: its answer is an expression '90y - 70x + 105', then a
loop of conditional '$105 more / $105 less / the same' sentences until the string ends: labelled
wrong (a hedge, never the gold 15); a reader could call it no_answer). tlq15g 128 (birds hybrid:
says it cannot give a numeric total, '35 + Sally Two's age', then 'the total age of the three
birds we know is 35 years': labelled wrong; a reader could call it no_answer). tlq15g 136 (Juan
R1-Distill: the thinking ends '**Final Answer** The amount spent on lemons is \boxed{15} dollars.'
and '</think>'; the solution after it is cut at 'Cost per gallon} =' before restating a value:
labelled correct by the think block's Final Answer, nothing after it contradicting; a reader could
call the cut solution no_answer).

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 70 characters), checked equal to the file's own correct_answer '####'
value (all 58 tasks, 129-186, found, all equal; tools/golds_repeats.py and the build both check); tasks[i]
is test line i.

Selection (records as they come, in file order, not by how hard they look): tasks[130]-tasks[185]
base, thinking, hybrid and tasks[186] base (GSM8K test lines 130-186: Nissa's elves, Joseph's
expenditure, Pam and Fred, Walt's miles, Tom's car washes, Brian and Bobby, the unicorns, Rory's
order, Mark's tests, the gumballs, the rental cars, the bees, Jordan's games, John's groceries,
Kim's housekeeping, the pineapples, Johnny's legos, Debra's bees, Brittany's museum, Charlie's
friends, Steve and Tim, Shawnda's tires, Carl's cookies, Dave's fries, Kimo's classes, Bill's
bakery, the zookeeper, Blake and Kelly, Raphael's supplies, Finn's tadpoles, the water tank,
Anakin and Locsin, the marbles, the toys, Jackie's taxes, Elvira's computer, Sandra's eggs, Seth
and Brooke, Jimmy and Ethel, Pancho's walks, the uniforms, Jake's legs, the four birds, Jessica's
debts, Billy's potatoes, Juan's lemonade, the race, Zaid's salary, Rani's crabs, Lloyd's tutoring,
the class vote, Sandra's roses, Jean's age, the relay, Jerry's die, Jenna's apples, Russell's
straw).

Pages read: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json
704000 (read again), 720000, 736000, 752000, 768000, 784000, 800000, 816000, 832000, 848000,
864000, 880000, 896000, 912000, 928000, 944000, 960000, 976000, 992000, 1008000 (20 pages). Nothing
else was read.

Leads for a later round: the Qwen-Math file from 1008000 (re-read it: tasks[186] (Russell)
thinking_model opens there and runs onto 1024000; tasks[186] thinking/hybrid and tasks[187]-[499]
unread), about three tasks a page.

Usage: python build_public_heldout90.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout90.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tlq15g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout90.jsonl"
SOURCE = "public_heldout90"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tlq15g": tlq15g_source("pages 704000-1008000 joined (320,000 of 2,707,469 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tlq15g:0|correct|boxed|base model (tasks[130], Nissa, gold 30; its string opens on page 704000 and ends on 720000): 60 / 3 = 20, 40 - 10; 'the number of elves left is \boxed{30}.' = gold
tlq15g:1|correct|boxed|R1-Distill: after </think> 'Thus, the number of elves left is \boxed{30}.' = gold
tlq15g:2|correct|boxed|hybrid: steps ending 'there are 30 elves left', '####', a second solution ending '\(\boxed{30}\)' = gold
tlq15g:3|correct|prose_sentence|base model (tasks[131], Joseph, gold 940): 500 + 440; "Therefore, Joseph's total expenditure for May and June was $940." = gold
tlq15g:4|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{940}\]' = gold
tlq15g:5|correct|prose_sentence|hybrid: "Therefore, Joseph's total expenditure for May and June is $940. Correct. ... which is $500 + $440 = $940." = gold
tlq15g:6|correct|boxed|base model (tasks[132], Pam and Fred, gold 60): 24 + 36; '... is \boxed{60}.' = gold
tlq15g:7|correct|boxed|R1-Distill: after </think> 36 + 24 and '\[\boxed{60}\]' = gold
tlq15g:8|wrong|prose_sentence|hybrid: counts the luge as 12 tickets in all, then adds the coaster's 36 twice: 'Therefore, Pam and Fred used 84 tickets that day.' (gold 60)
tlq15g:9|correct|prose_sentence|base model (tasks[133], Walt, gold 13): 'So, Walt walked 41 - (4 + 24) = 41 - 28 = 13 miles on Wednesday.' = gold
tlq15g:10|correct|boxed|R1-Distill: after </think> 'Thus, Walt walked \(\boxed{13}\) miles on Wednesday.' = gold
tlq15g:11|correct|prose_sentence|hybrid: 'Therefore, Walt walked 13 miles on Wednesday.' = gold
tlq15g:12|correct|boxed|base model (tasks[134], Tom, gold 720): 48 x 15; 'the total amount Tom pays in a year is \(\boxed{720}\).' = gold
tlq15g:13|correct|boxed|R1-Distill: after </think> 'Tom pays **\$720** ...' and '\[\boxed{720}\]' = gold
tlq15g:14|correct|boxed|hybrid: 'The final answer is: \[\boxed{720}\]' and then 'The total cost is $720.' = gold
tlq15g:15|correct|prose_sentence|base model (tasks[135], Brian and Bobby, gold 40): 3 x 15 - 5 = 40, an empty '####' line, then 'Bobby has 40 video games.' = gold
tlq15g:16|correct|boxed|R1-Distill: after </think> 'Thus, Bobby has \(\boxed{40}\) video games.' = gold
tlq15g:17|correct|prose_sentence|debatable: hybrid: 'Therefore, Bobby has 40 video games.', then 'Step by step calculation' / 'Step by step explanation' blocks, each ending 'Bobby has 40 video games.' (its 'Bobby lost 5 more' garbles the wording, not the value), repeated until cut at '- Therefore, Bobby has ': labelled by its stated, never-contradicted 40 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:18|correct|boxed|base model (tasks[136], unicorns, gold 6): 27 / 3 = 9, 2/3 of 9; '\(\boxed{6}\)' = gold
tlq15g:19|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{6}\]' = gold
tlq15g:20|correct|final_answer_phrase|hybrid: '**Final Answer:** There are 6 female Scottish unicorns.' = gold
tlq15g:21|correct|boxed|base model (tasks[137], Rory, gold 29): 20 + 4 + 5, a python block, output 29.0; '\(\boxed{29.00}\)' = gold 29
tlq15g:22|wrong|boxed|R1-Distill: after </think> the right parts, then '\$20.00 + \$4.00 + \$5.00 = \boxed{\$39.00}' (an addition slip; gold 29)
tlq15g:23|wrong|boxed|hybrid: adds the parts to $30.00 twice ('The final total cost is $30.00.') and ends '\boxed{30.00}' (gold 29)
tlq15g:24|correct|boxed|base model (tasks[138], Mark, gold 105): 35 + 70; '\boxed{105}' = gold
tlq15g:25|wrong|boxed|R1-Distill: takes 75/5 and 100/5 hours, so every question done; '**Final Answer:** \[\boxed{0}\]' (gold 105)
tlq15g:26|correct|prose_sentence|hybrid: 175 - 40 - 30; 'So, Mark left 105 questions incomplete. Is that correct? Yes, ...' = gold
tlq15g:27|correct|prose_sentence|base model (tasks[139], gumballs, gold 70): P = 4(12) + 22; 'Therefore, there are 70 pink gumballs in the candy machine.' = gold
tlq15g:28|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{70}\]' = gold
tlq15g:29|correct|boxed|hybrid: 'The final answer is \(\boxed{70}\).' = gold
tlq15g:30|correct|prose_sentence|base model (tasks[140], rental cars, gold 20): 4 / 20 x 100; 'Therefore, 20% of the cars are semi-automatic.' = gold 20 (percent sign)
tlq15g:31|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{20\%}\]' = gold 20 (percent sign)
tlq15g:32|correct|prose_sentence|hybrid: '(4/20) * 100 = 20%. Therefore, 20% of the cars are semi-automatic.' = gold 20 (percent sign)
tlq15g:33|correct|prose_sentence|base model (tasks[141], bees, gold 400): 7Q = 700, W = 4Q; 'Therefore, there are 400 worker bees in the hive.' = gold
tlq15g:34|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{400}\]' = gold
tlq15g:35|correct|prose_sentence|debatable: hybrid: 'So, there are 400 worker bees in the hive. Is this correct? Yes ... indeed 400.', then an invented exchange repeating "I'll wait for your response. I'm here to help! ... Thanks for the help!" until the string ends at 'I': labelled by its stated, never-contradicted 400 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:36|correct|boxed|base model (tasks[142], Jordan, gold 140): 14 hours x 10; '\(\boxed{140}\)' = gold
tlq15g:37|correct|boxed|R1-Distill: after </think> '3. **Final Answer:** \[\boxed{\$140}\]' = gold 140
tlq15g:38|correct|boxed|hybrid: 'the final answer is $140', a table, 'So, the final answer is: \[\boxed{140}\]' = gold
tlq15g:39|wrong|answer_is|base model (tasks[143], John's groceries, gold 16): calls all five items nonfood, 15 + 1.5; '####' then 'The answer is 16.5 dollars' (gold 16)
tlq15g:40|wrong|boxed|R1-Distill: taxes the eggs and leaves the milk out of the total; after </think> '**Final Answer:** \[\boxed{\$14.30}\]' (gold 16)
tlq15g:41|wrong|prose_sentence|hybrid: the same reading, 'The total cost is 13 + 1.3 = 14.3 dollars.' (gold 16)
tlq15g:42|correct|prose_sentence|base model (tasks[144], Kim/Lucas, gold 20): 92 - 72; 'Therefore, Kim will make a profit of $20 each week.' = gold
tlq15g:43|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{20}\]' = gold
tlq15g:44|correct|boxed|hybrid: steps, '####', the same steps again ending 'Lucas will make a profit of \boxed{20} dollars each week.' = gold
tlq15g:45|correct|boxed|base model (tasks[145], pineapples, gold 4000): 400 a hectare a year x 10; '\boxed{4000}' = gold
tlq15g:46|correct|boxed|R1-Distill: after </think> 'John can harvest a total of \(\boxed{4000}\) pineapples within a year.' = gold
tlq15g:47|correct|boxed|hybrid: 1000 x 4; 'Therefore, the final answer is \(\boxed{4000}\).' = gold
tlq15g:48|wrong|boxed|base model (tasks[146], Johnny's legos, gold 2,125): a python block whose sum is 2125, a made-up output '2375.0' and 'The total number of lego pieces Johnny picks up is \(\boxed{2375}\).' (gold 2125)
tlq15g:49|correct|boxed|R1-Distill: after </think> 500 + 1500 + 125; 'Johnny picked up a total of \(\boxed{2125}\) blocks.' = gold 2,125
tlq15g:50|correct|boxed|hybrid: 2125, a python block, output 2125.0; '\(\boxed{2125}\)' = gold 2,125
tlq15g:51|wrong|boxed|base model (tasks[147], Debra, gold 75): counts only the first 30 as coming back; '\(\boxed{30}\)' (gold 75)
tlq15g:52|no_answer|truncated|R1-Distill: reads the 60 as returning, settles on 30 again and again, and the string ends inside its thinking at 'Then, "then every bee that' with no </think> (R1 rule; its working's value 30 is not the gold 75 either)
tlq15g:53|wrong|boxed|hybrid: reads the 60 as returning, 60 - 15 = 45; 'The final answer is \(\boxed{45}\).' (gold 75)
tlq15g:54|correct|prose_sentence|base model (tasks[148], Brittany, gold 30): 22 + 8; "Therefore, Brittany's mom gave the cashier $30." = gold
tlq15g:55|correct|boxed|R1-Distill: after </think> 'Thus, Brittany gave the cashier \boxed{30} dollars.' = gold
tlq15g:56|correct|answer_is|hybrid: restates the question, 22 + 8; 'Therefore, Brittany gave the cashier $30 in total. So, the answer is $30.' = gold
tlq15g:57|correct|prose_sentence|base model (tasks[149], Charlie's friends, gold 16): D = 4, 4D; '7. Therefore, James has 16 friends on Facebook.' = gold
tlq15g:58|correct|boxed|R1-Distill: after </think> 'Thus, James has \(\boxed{16}\) Facebook friends.' = gold
tlq15g:59|correct|boxed|hybrid: '12. Therefore, the final answer is \(\boxed{16}\).' = gold
tlq15g:60|correct|boxed|base model (tasks[150], Steve and Tim, gold 4): 40 - 36; '### Final Answer \[\boxed{4}\]' = gold
tlq15g:61|correct|boxed|R1-Distill: after </think> 'the winner will wait for \boxed{4} minutes ...' = gold
tlq15g:62|correct|boxed|hybrid: names Tim the winner (Steve is), but the waiting time 40 - 36; 'The final answer is: \[\boxed{4}\]' = gold 4
tlq15g:63|correct|boxed|base model (tasks[151], Shawnda, gold 5): 500 cents; 'Shawnda made \(\boxed{5}\) dollars that day.' = gold
tlq15g:64|correct|boxed|R1-Distill: after </think> '### **Final Answer** Shawnda made a total of \(\boxed{5}\) dollars that day.' = gold
tlq15g:65|correct|prose_sentence|hybrid: 500 cents; 'Therefore, Shawnda made 5 dollars that day.' = gold
tlq15g:66|correct|prose_sentence|base model (tasks[152], Carl, gold 4): 10 - 6; 'Carl receives $4.00 in change.' = gold 4
tlq15g:67|correct|boxed|R1-Distill: after </think> 'Carl receives \(\boxed{\$4.00}\) in change.' = gold 4
tlq15g:68|correct|prose_sentence|hybrid: 'Therefore, Carl receives $4.00 in change.' = gold 4
tlq15g:69|correct|prose_sentence|base model (tasks[153], Dave's fries, gold 48): (x - 30)/3 - 1 = 5; 'Therefore, there were 48 fries in the pack when Dave bought it.' = gold
tlq15g:70|correct|boxed|R1-Distill: after </think> 'The pack contained \boxed{48} french fries when Dave bought it.' = gold
tlq15g:71|correct|prose_sentence|hybrid (across pages 832000 and 848000): x = 48; 'Therefore, the initial number of fries in the pack was 48.' = gold
tlq15g:72|correct|boxed|base model (tasks[154], Kimo, gold 272): 17 hours a week x 16; '\(\boxed{272}\)' = gold
tlq15g:73|wrong|boxed|R1-Distill: 80 class days x 7 hours; after </think> '**Final Answer:** \[\boxed{560}\]' (gold 272)
tlq15g:74|wrong|prose_sentence|hybrid: 4 hours for Tuesday and Thursday together, 13 a week x 16; 'Therefore, Kimo spends a total of 208 hours attending classes in one semester.' (gold 272)
tlq15g:75|correct|boxed|base model (tasks[155], Bill's bakery, gold 280): 3360 inches / 12; '\(\boxed{280}\) feet' = gold
tlq15g:76|correct|boxed|R1-Distill: after </think> 'Thus, the total length will be \(\boxed{280}\) feet.' = gold
tlq15g:77|correct|prose_sentence|hybrid: 'Therefore, the total length of all the baked goods when put end to end is 280 feet.' = gold
tlq15g:78|correct|boxed|base model (tasks[156], zookeeper, gold 1400): 400 + 800 + 200; 'the zookeeper needs to order \boxed{1400} bananas' = gold
tlq15g:79|correct|boxed|R1-Distill: after </think> '1,\!400 bananas' and '**Final Answer:** \[\boxed{1400}\]' = gold
tlq15g:80|correct|boxed|hybrid: 'The final answer is \(\boxed{1400}\).' = gold
tlq15g:81|wrong|boxed|base model (tasks[157], Blake and Kelly, gold 80): leaves out Kelly's first 200 yards; 'the winner runs \(\boxed{280}\) yards farther' (gold 80)
tlq15g:82|no_answer|truncated|R1-Distill: reaches 2920 and 'Blake runs 80 yards farther' in its thinking, keeps rereading the wording, and the string ends inside its thinking at 'Alternatively, if she does 34 runs, each of which is' with no </think> (R1 rule, even though its working's value is the gold 80)
tlq15g:83|correct|prose_sentence|hybrid: 3,000 - 2,920; 'The winner is Blake, and he runs 80 yards farther than Kelly.' = gold
tlq15g:84|correct|prose_sentence|base model (tasks[158], Raphael, gold 34): 'the total amount Raphael spent on everything is $6 (pens) + $8 (notebooks) + $20 (rim of bond paper) = $34.' = gold
tlq15g:85|correct|boxed|R1-Distill: after </think> (across pages 864000 and 880000) '**Final Answer:** \[\boxed{34}\]' = gold
tlq15g:86|correct|boxed|hybrid: 'The final answer is \boxed{34}.', then a paragraph doubting the bond paper's price that ends 'the total cost is $34.' = gold
tlq15g:87|wrong|boxed|base model (tasks[159], Finn, gold 15): subtracts the 6 that come out, 11 - 6 - 2; '\boxed{3}' (gold 15)
tlq15g:88|wrong|boxed|R1-Distill: the same 11 - 6 - 2; after </think> '\[\boxed{3}\]' (gold 15)
tlq15g:89|wrong|prose_sentence|hybrid: adds the 2 that hide, 17 + 2; 'Finn can see 19 tadpoles in the pond now.' (gold 15)
tlq15g:90|correct|boxed|base model (tasks[160], water tank, gold 16): 2/3 of 24; '\(\boxed{16}\) feet' = gold
tlq15g:91|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{16 \text{ feet}}\]' = gold 16
tlq15g:92|correct|prose_sentence|hybrid: 'Therefore, the tank's water depth on Wednesday is 16 feet.' (curly apostrophe) = gold
tlq15g:93|correct|prose_sentence|base model (tasks[161], Anakin and Locsin, gold 32): '... for a total of 15 + 9 + 8 = 32 fish.' = gold
tlq15g:94|correct|boxed|R1-Distill: its thinking ends 'the total number of fish caught is 24'; after </think> 15 + 9 + 8 = 32 and '\[\boxed{32}\]' = gold (the last boxed answer counts)
tlq15g:95|correct|prose_sentence|hybrid: 'Therefore, Anakin and Locsin were able to catch a total of 32 fish.' = gold
tlq15g:96|wrong|boxed|base model (tasks[162], marbles, gold 92): compounds 20% 18 times; '\(\boxed{766.75}\)' (gold 92)
tlq15g:97|wrong|boxed|R1-Distill: compounds, with (1.20)^18 taken as 10.037; after </think> '\[\boxed{200.74}\]' (gold 92)
tlq15g:98|wrong|prose_sentence|hybrid: counts 6 increases (a year's worth), 20 x 1.2^6; 'after 36 months, a bag of marbles would cost approximately $59.72', then an invented exchange that keeps 59.72 (gold 92)
tlq15g:99|wrong|prose_sentence|base model (tasks[163], toys, gold 50): prices the doll as 3 figures plus a car, $19; '4. Therefore, all the toys are worth $54.' (gold 50)
tlq15g:100|correct|boxed|R1-Distill: after </think> 15 + 15 + 20; '**Final Answer:** \[\boxed{50}\]' = gold
tlq15g:101|correct|prose_sentence|hybrid: 'Therefore, all toys are worth $50 in total.' = gold
tlq15g:102|wrong|boxed|base model (tasks[164], Jackie, gold 15): 90 - (I - 105) = 195 - I, then 'Thus, the final answer is: \[\boxed{195}\]' (gold 15)
tlq15g:103|correct|boxed|R1-Distill: 105 - 90; after </think> '### **Final Answer** \[\boxed{15}\]' = gold
tlq15g:104|wrong|prose_sentence|debatable: hybrid: its answer is the expression '90y - 70x + 105' dollars, then a loop of conditional sentences ('If \( y \) is greater than \( x \), she will have $105 more ...', 'less', 'the same amount') until the string ends on one of them: labelled wrong (a hedge, never the gold 15); a reader could call it no_answer
tlq15g:105|correct|prose_sentence|base model (tasks[165], Elvira, gold 77): 1500 - 1423; 'Elvira will have €77 left for her clothing.' = gold 77
tlq15g:106|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{77}\]' = gold
tlq15g:107|correct|answer_is|hybrid: 'The answer is €77. Elvira has €77 left for her clothing ...' = gold 77
tlq15g:108|correct|boxed|base model (tasks[166], Sandra, gold 5): 45 / 9; 'Sandra needs to babysit \boxed{5} times' = gold
tlq15g:109|correct|boxed|R1-Distill: after </think> 'Sandra needs to babysit **5 times** ...' and '\[\boxed{5}\]' = gold
tlq15g:110|correct|answer_is|hybrid: '45 eggs \ufffd 9 eggs/babysit = 5 times' (a replacement character for the division sign); 'The final answer is 5 times.' = gold
tlq15g:111|correct|prose_sentence|base model (tasks[167], Seth, gold 16): 3B + 4 = 28, S = 16; 'Therefore, Seth is currently 16 years old.' = gold
tlq15g:112|correct|boxed|R1-Distill: spells Brooke 'Broke'; after </think> 'Therefore, Seth is \boxed{16} years old.' = gold
tlq15g:113|correct|prose_sentence|hybrid: 'So, Seth is 16 years old now.' and an invented 'Your answer is correct. Seth is 16 years old now. ...' = gold
tlq15g:114|correct|boxed|base model (tasks[168], Jimmy, gold 18): 2 x 8 + 2; 'Jimmy has \(\boxed{18}\) dollars.' = gold
tlq15g:115|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{18}\]' = gold
tlq15g:116|correct|boxed|debatable: hybrid: 'The final answer is \boxed{18}.', then 'But wait, the problem might be expecting a different approach' blocks (algebra, 'visualize', 'step by step'), each ending 'The answer is \boxed{18}', repeated (across pages 912000 and 928000) until cut at 'But the problem might be expecting a': labelled by its stated, never-contradicted 18 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:117|correct|boxed|base model (tasks[169], Pancho, gold 120): 20 + 100; '\boxed{120}' = gold
tlq15g:118|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{120}\]' = gold
tlq15g:119|correct|boxed|hybrid: 'The final answer is \(\boxed{120}\).' = gold
tlq15g:120|correct|prose_sentence|base model (tasks[170], uniforms, gold 150): 'Therefore, the total cost of each uniform is $25 (hat) + $75 (jacket) + $50 (pants) = $150.' = gold
tlq15g:121|correct|boxed|R1-Distill: after </think> 'The total cost of each uniform is \boxed{150} dollars.' = gold
tlq15g:122|correct|prose_sentence|hybrid: 'The total cost of each uniform is $150.' = gold
tlq15g:123|correct|boxed|base model (tasks[171], Jake's legs, gold 1210): 640 + 540 + 30; '\(\boxed{1210}\)' = gold
tlq15g:124|wrong|boxed|R1-Distill: 640 + 540 + 30 summed as 1,180; after </think> '\[\boxed{1,\!180}\]' (gold 1210)
tlq15g:125|wrong|boxed|hybrid: 640 + 540 + 30 summed as 1110 twice (before and after '####'); '\boxed{1110}' (across pages 928000 and 944000) (gold 1210)
tlq15g:126|wrong|boxed|base model (tasks[172], four birds, gold 51): sums three birds, 19 + 8 + 16; '\(\boxed{43}\)' (gold 51)
tlq15g:127|wrong|boxed|R1-Distill: 8 + 8 + 16 + 19 summed as 41; after </think> '\[\boxed{41}\]' (gold 51)
tlq15g:128|wrong|prose_sentence|debatable: hybrid: invents 'Sally Three' (11), calls Sally Two's age unknown, 'the total age of the four birds is 35 + Sally Two's age ... we cannot give a specific numerical answer', then 'the total age of the three birds we know is 35 years': labelled wrong (35, or no total; never the gold 51); a reader could call it no_answer
tlq15g:129|correct|boxed|base model (tasks[173], Jessica, gold 18000): 1500 x 12, a python block, output 18000.0; '\(\boxed{18000}\)' = gold
tlq15g:130|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{\$18,\!000}\]' = gold 18000
tlq15g:131|correct|boxed|hybrid: 'The final answer is \boxed{18000}.' = gold
tlq15g:132|correct|boxed|base model (tasks[174], Billy, gold 95): 90 + 5; 'it will take Billy \boxed{95} minutes' = gold
tlq15g:133|correct|boxed|R1-Distill: after </think> 60 x 1.5833; 'It will take Billy \(\boxed{95}\) minutes ...' = gold
tlq15g:134|correct|prose_sentence|hybrid (across pages 944000 and 960000): 'Therefore, it will take Billy 95 minutes to finish prepping the potatoes for the family reunion barbecue.' = gold
tlq15g:135|correct|boxed|base model (tasks[175], Juan, gold 15): 5 gallons x 3; 'the amount they spent on lemons is \(\boxed{15}\).' = gold
tlq15g:136|correct|boxed|debatable: R1-Distill: its thinking ends '**Final Answer** The amount spent on lemons is \boxed{15} dollars.' and '</think>'; the solution after it reaches '5 gallons' and is cut at 'Cost for lemons} = \text{Number of gallons} \times \text{Cost per gallon} =' before restating a value: labelled by the Final Answer 15, nothing after it contradicting = gold; a reader could call the cut solution no_answer
tlq15g:137|correct|boxed|hybrid: 5 x 3; 'The final answer is \(\boxed{15}\).' = gold
tlq15g:138|correct|prose_sentence|base model (tasks[176], race, gold 100): 160 - 60; 'Therefore, there were 100 girls on the Chinese team.' = gold
tlq15g:139|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{100}\]' = gold
tlq15g:140|correct|boxed|hybrid: 'The final answer is \(\boxed{100}\).' = gold
tlq15g:141|correct|prose_sentence|base model (tasks[177], Zaid, gold 350): 1250 - 200 - 700; 'Therefore, Zaid will still have 350$ after all these expenses and donations.' = gold 350 (dollar sign after)
tlq15g:142|correct|boxed|R1-Distill (tasks[177], Zaid; its string opens on page 960000 and ends on 976000): after </think> 1,250 - 900 and '3. **Final Answer:** \[\boxed{350}\]' = gold
tlq15g:143|correct|prose_sentence|hybrid: 'Therefore, Zaid will have 350$ left after all these expenses and donations.' = gold 350 (dollar sign after)
tlq15g:144|correct|prose_sentence|base model (tasks[178], Rani's crabs, gold 122): '4. The total number of crabs the three have together is 40 (Bo) + 36 (Monic) + 46 (Rani) = 122 crabs.' = gold
tlq15g:145|correct|boxed|R1-Distill: after </think> 'The total number of crabs the three have together is \(\boxed{122}\).' = gold
tlq15g:146|correct|answer_is|hybrid: 'Is this correct? Yes ...', steps, 'The final answer is 122 crabs. Correct. The total number of crabs is 122.' = gold
tlq15g:147|correct|boxed|base model (tasks[179], Lloyd, gold 130): 50 + 80; 'Lloyd earned \(\boxed{130}\) dollars' = gold
tlq15g:148|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{130}\]' = gold
tlq15g:149|correct|prose_sentence|hybrid: 'Thus, Lloyd earned a total of $130 for the first two weeks of tutoring.' = gold
tlq15g:150|correct|boxed|base model (tasks[180], class vote, gold 20): 80 - 60; '\(\boxed{20}\)' = gold
tlq15g:151|correct|boxed|R1-Distill: after </think> (across pages 976000 and 992000) 'Both methods confirm that the loser received 20 votes.' and '\[\boxed{20}\]' = gold
tlq15g:152|correct|boxed|hybrid: 'The final answer is \(\boxed{20}\).' = gold
tlq15g:153|correct|boxed|base model (tasks[181], Sandra's roses, gold 160): W = 40, R = 4W; 'Fred must deliver \(\boxed{160}\) red roses' = gold
tlq15g:154|correct|boxed|R1-Distill: after </think> 'Fred must deliver **at least 160 red roses** by 5 pm.' and '\[\boxed{160}\]' = gold
tlq15g:155|correct|boxed|hybrid: 'Therefore, Fred must deliver \(\boxed{160}\) red roses by 5 pm ...' = gold
tlq15g:156|wrong|prose_sentence|base model (tasks[182], Jean, gold 23): writes 'M - 2 = (1/2)Jn - 5' (5 younger, not older) and uses Jan's age now, M = 12; 'Therefore, Jean is 14 years old.' (gold 23)
tlq15g:157|correct|boxed|R1-Distill: its thinking ends 'Mark is 28 years old and Jean is 30 years old'; after </think> M - 2 = 14 + 5, Jn = 23 and '**Final Answer:** \[\boxed{23}\]' = gold (the last boxed answer counts)
tlq15g:158|correct|prose_sentence|hybrid: 28 / 2 + 5 = 19, 21 + 2; 'Thus, Jean is 23 years old.' = gold
tlq15g:159|correct|boxed|base model (tasks[183], relay, gold 2): 222 - 220; 'the faster team (the first team) will win by \boxed{2} seconds.' = gold
tlq15g:160|correct|boxed|R1-Distill: after </think> 'Thus, the faster team wins by \boxed{2} seconds.' = gold
tlq15g:161|correct|prose_sentence|hybrid (across pages 992000 and 1008000): 'Therefore, the faster team will win by 2 seconds.' = gold
tlq15g:162|correct|boxed|base model (tasks[184], Jerry's die, gold 25): 1/2 - 1/4 = 1/4; 'it is \(\boxed{25\%}\) more likely ...' = gold 25 (percent sign)
tlq15g:163|correct|boxed|R1-Distill: after </think> '### Final Answer \[\boxed{25\%}\]' = gold 25 (percent sign)
tlq15g:164|correct|prose_sentence|hybrid: '50% - 25% = 25%. This means it is 25% more likely for Jerry to roll a number greater than 3 ...' = gold 25 (percent sign)
tlq15g:165|correct|prose_sentence|base model (tasks[185], Jenna, gold 30): 10 + 20; '3. Therefore, Jenna and her mother picked a total of 30 apples.' = gold
tlq15g:166|correct|boxed|R1-Distill: after </think> '**Final Answer:** \[\boxed{30}\]' = gold
tlq15g:167|correct|answer_is|hybrid: '5. The final answer is 30 apples, which is the total number of apples Jenna and her mom picked together.' = gold
tlq15g:168|correct|boxed|base model (tasks[186], Russell, gold 5): 160 - 50 - 20 = 90, 90 / 6 = 15 rats, 15 / 3; 'the number of rats in each cage is \(\boxed{5}\).' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

__doc__ = r"""Build public_heldout206.jsonl: a 206th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the file's own verdicts (its 'results' accuracy / correct_count blocks) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

81 records, all long chain-of-thought, all GSM8K, the file rounds 158-201 read, read on from where
round 201 stopped:
* tl32h2g: hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f (the one stored
  version; metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model 'qwen/QwQ-32B', the repository's
  hybrid_model (the base model steered by the repository's hybrid-2 method); n_tasks 486; GSM8K
  test questions, not in test order), 20 consecutive pages 3328000-3632000: tasks[427] (the sisters'
  beads, gold 80) to tasks[467] (Belen's pennies, gold 84), the thinking (QwQ-32B) and hybrid answers
  of each: 82 strings, 81 records (1 repeat not taken, below). Only the thinking_model and
  hybrid_model strings were taken (the brief: the base answers repeat earlier rounds); every one of
  the 41 base_model strings read here (tasks[427]-[467]) was still checked and is word for word
  (whitespace-normalised; also exactly, by work/basecheck.py, on pages 3344000 and 3584000-3632000) a
  completion of an earlier round (round 191's or round 197's Qwen2.5-32B base answers), as rounds
  158-201 found. That all 41 base strings match is also a check on the pastes.

Method (rounds 76-201): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/g32h2_<offset>.txt); work/mk.py (round 201's, unchanged) decoded each display form once into
the page text (pages/*.page) and checked its length: all 20 pages decode to exactly 16,000
characters (none is the file's last page; the file holds 3,760,516 characters). Page 3328000, the
last page of round 201, was not read again: round 201's paste of it (its pages/g32h2_3328000.txt)
was reused unchanged and passes the check. 15 of the 19 new pages passed the check as first made
(loop markers apart); four did not, and each slip was found and mended from the displayed page:
* 3344000 first decoded to 16,005 characters: the word ' ride' had been pasted into Jon's QwQ
  answer ('1 hour and 20 minutes for the bike, and 50 minutes for the run', taken over from the
  question's wording 'the bike ride'); localised by reading the file once more at offset 3352000
  (half a page on: its text begins where the paste's 8,000th character does, so the slip lay in
  the second half) and comparing; the paste mended, the page decodes to 16,000;
* 3392000 first gave no whole loop count: a comma had been pasted after the closing quote of
  Joey's hybrid answer (the last field of its block, which has none); removed, the count came out;
* 3584000 first decoded to 16,001 characters: 'with a desktop computer' pasted for the file's 'with
  desktop computers' in the desktop-computers hybrid (the base answer's wording); localised by
  reading at offset 3592000 as above; mended;
* 3632000 first decoded to 16,069 characters: Belen's hybrid Step 2 had been pasted in the base
  answer's wording ('we simply add ... to ...' and a 'Combined weight = Weight of 2010 penny + ...'
  line); the file's hybrid reads 'we add the weight of the 2010 penny and the weight of the 1959
  penny.' with no such line; mended from the displayed page.
work/pagecheck.py (each page's whole question and correct_answer fields against gsm8k/test.jsonl,
its base_model strings against the earlier rounds) passed on every page.
Loop markers (work/mk.py's, documented in its docstring), each count fixed by the page length:
* 3392000: '@@U1@@ ... @@/U1@@@@R1@@' around one copy of the unit of Joey's hybrid (its three steps
  and 'Joey is now winning by 5 points.' with the blank line after it, 551 characters): the unit
  stands 11 times in all (R1 = 10), then a twelfth copy cut at 'Step 2: Calculate';
* 3440000: '@@N5-19|...@@' for the numbered loop of Jenna's hybrid ('Step N: Calculate the total value of
  Jenna's jewels after the trade.' and its paragraph, N = 5-19, first and last numbers read off the
  page), then step 20 cut at '5 * $800 = $';
* 3488000: '@@U1@@ ... @@/U1@@@@R1@@' around one copy of the farmer's hybrid solution with the
  'Step by step answer:' line after it (1,034 characters): 6 copies in all (R1 = 5), a seventh cut at
  '48 pounds ('. The QwQ loop on the same page ('Wait, 3150 + 50 is 3200?', 12 times) was pasted whole.
The pages were joined in file order, so a completion crossing an edge is taken whole. Each
record's `r` was cut out of the joined page text by script (the JSON string body as the file holds
it between its field's opening quote and the next unescaped quote; task numbers from tasks[426],
the first question met on page 3328000; `enc` = `json`, decoded once more by the build;
work/extract.py), never retyped. The file writes some characters as JSON escapes, which stay as
they are ('\u00d7', '\u00f7', '\u2014', '\u2013', '\u2019', '\u2192', '\u2229', '\u222a', '\u2248',
and '\ufffd' where Rozanne's hybrid (tl32h2g 11) has a broken division sign, '50 eggs \ufffd 25 eggs
per tray'); Marissa's question holds '\u2019' ('Marissa\u2019s class'), which the `q` keeps.

Edges: the joined text starts inside tasks[425]'s hybrid_model answer (Wayne and Bernadette), the
edge where round 201's page 3328000 begins; tasks[425] and tasks[426] (Billie's bedroom) were read
by round 201 and are not taken here; tasks[427] (the sisters' beads) is taken whole (its question
and its thinking answer open on page 3328000, the answer crosses into 3344000). The joined text ends
(file character 3648000) just after tasks[467]'s hybrid_model answer (Belen's pennies) and the
brace that closes its model_answers: no record is cut by the last page. Some completions are cut in
the file itself (4 QwQ answers inside their thinking, 3 QwQ summaries after '</think>', 3 looping
hybrids, at the generation limit); they are whole records as the file holds them.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl, 30,984
distinct texts, by script, reading no labels; work/extract.py drops them, work/repeats.py checks
again), with the rounds still in /tmp/rounds (their public_heldout*.jsonl and raw_*.jsonl, 10,882
distinct texts at the last run) and with the others of this round: 1 repeat, not taken: the hybrid
of tasks[450] (Finley's race) is word for word round 197's completion r051 of the tl32g file (the
same question's answer, which is also this file's base answer); none of the 81 kept repeats an
earlier round, a round in /tmp/rounds or another of this round. No string was empty. The records
are numbered in file order (tl32h2g 0-80: tasks[427 + i // 2] thinking and hybrid in turn up to
tasks[449]; tasks[450] gives its thinking answer only (46); then tasks[451 + (i - 47) // 2]).

Repositories (81 records): thaotnguyen/thinking-llms-interp 81 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 81 (test), MATH 0. Prompt format: long_cot 81 (no tag format asked for: the hybrid
model writes steps or prose; the QwQ-32B thinking model writes its reasoning, '</think>' and a
solution; the file stores the completion after the prompt's opening '<think>'). Tag format: 0.
Truths: correct 74, wrong 3, no_answer 4; 0 debatable. Forms: boxed 39, prose_sentence 28,
answer_colon 7, truncated 4, final_answer_phrase 2, answer_is 1.

Truths by model: thinking_model (QwQ-32B, 41) 36 correct, 1 wrong, 4 no_answer (4 Jon's triathlon,
32 Katelyn's fairies, 36 the farmer's feed, 59 Marissa's pencils: each cut inside its thinking,
before '</think>' and before any **Final Answer** line; R1 rule; 32 says 'So the answer is 45.'
and goes on until cut mid-sentence, 36 has reached 4500 / 2250 = 2 and then loops on 'Wait, 3150 +
50 is 3200?': not debatable); 8 (Michael's horse), 30 (the magician's cards) and 51 (Bob's hotel
laundry) are correct by the '**Final Answer** ... \boxed{}' that closes their thinking, their
summaries after '</think>' cut (R1 rule, as round 201's 8); 42 (Ali), 46 (Finley) and 77 (Jasper)
have no **Final Answer** line in their thinking and state the gold after '</think>' in a bold
'**Answer:**' / '**Final Answer:**' line with a box; 49 (Becky and Kelly) and 57 (Theo) write two
**Final Answer** lines with the same value; 26 (Marin and Nancy's apples) is wrong against the
dataset's gold (below). hybrid_model (40) 38 correct, 2 wrong (19 the movie super ticket: reads the
$2 saving backwards, 15 + P = 21 + 2, '$8' for 4; 27 Marin and Nancy's apples: 240 for the dataset's
150); 13 (Joey), 25 (Jenna) and 37 (the farmer) loop their whole solution, each copy ending on the
same value, until cut: labelled by their stated, never-contradicted value (loop convention, rounds
158-201).

Selection (records as they come, in file order, not by how hard they look):
* tl32h2g: benchmark_results_qwen2.5-32b_gsm8k.json at 5e896d6f, pages 3328000-3632000 joined
  (320,000 of 3,760,516 characters): tasks[427]-[467] thinking and hybrid (the sisters' beads,
  Marcus's house, Jon's triathlon, the three movies, Michael's horse, Rozanne's eggnog, Joey's
  Scrabble, the salesman's sneakers, Beatrice's crayons, the movie super ticket, Bentley's
  balloons, the car's average speed, Jenna's jewels, Marin and Nancy's apples, Bob's potting soil,
  the magician's cards, Katelyn's fairies, the spotted puppies, the farmer's feed, Grayson's
  recycling, Shondra's plants, Ali's money, Ashley's pizza tip, Finley's race (thinking only), Miss
  Maria's cards, Becky and Kelly's apples, Bob's hotel laundry, Fireman Frank's shoes, Mary's
  sprinkles, Theo's pen and paper, Marissa's pencils, Matt's carrot sticks, Benny's shark, the
  desktop computers, Jason's new shoes, Sarah's books, Gina's class allergies, the company tour,
  Tom's anniversary trip, Jasper's paint, Belen's pennies). Record number = place in file order.
  The round is smaller than the brief's 120-200: the file's tasks are easy and its strings long
  (about two tasks a page), and the helper stopped at ~20 pages with whole records.

Label conventions (rounds 72-201): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer, and so is one with no value at all; equal in value but written differently is
correct (here '\boxed{35\%}', '35%' for 35, '\boxed{10}\%', '10%' for 10, '$11,050' for 11050,
'$15,400' for 15400, '\boxed{6}\textsuperscript{th} place' for 6); another quantity is wrong. R1
rule (applied to the QwQ thinking model as to R1-Distill): an answer cut inside its thinking, before
'</think>' and before a **Final Answer** line with a value, is no_answer even where its working has
reached the gold; a **Final Answer** box closing the thinking labels a response whose summary is
then cut (8, 30, 51). Loop convention: a response that states its value and then repeats the same
solution verbatim until cut is labelled by that stated, never-contradicted value. Gold: GSM8K = the
file's own correct_answer '####' value, commas dropped (the build checks it against
gsm8k/test.jsonl by the question's opening words). Marin and Nancy's apples (gold 150): the
dataset's gold solution takes '4 + 1 = 5' apples a day although the question says each eats 4
apples a day; both answers here say 240 (8 a day for 30 days) and are labelled wrong against the
gold, as round 201 labelled Cole's jeans against its gold.

Pages read this round: thinking-llms-interp hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json
3344000, 3360000, 3376000, 3392000, 3408000, 3424000, 3440000, 3456000, 3472000, 3488000, 3504000,
3520000, 3536000, 3552000, 3568000, 3584000, 3600000, 3616000, 3632000 (19 pages taken), and 3352000
and 3592000 (read only to localise paste slips, not taken; 21 reads in all); 3328000 reused from
round 201's paste, not re-read. Nothing else was read.

Leads for a later round: this file from 3648000 (its page begins just after tasks[467]'s hybrid
answer, Belen's pennies, the brace closing its model_answers; tasks[468]-[485] unread, 112,516
characters: 7 whole pages 3648000-3744000 and a last page 3760000 of 516 characters; the
file's 'results' blocks hold its own verdicts, not to be read for labels). Take only its
thinking and hybrid strings: its base_model strings repeat rounds 191/197 word for word, and a
hybrid string can too (tasks[450] here, round 194's tasks[341]), so keep the repeats check on; work/pagecheck.py and work/basecheck.py find paste
slips cheaply, and a read at the half-page offset localises a length error to one half. Watch
for pasting a hybrid in its base answer's wording (two slips here). Still unread in
hybrid-2/results/: benchmark_results_qwen2.5-14b_math500.json (at ecefbf89; check first whether its
base and thinking strings are filled and whether they repeat the hybrid/ 14B MATH-500 file).

Usage: python build_public_heldout206.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout206.py            # re-apply labels / provenance / gold checks
"""
from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tl32h2g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout206.jsonl"
SOURCE = "public_heldout206"

# thaotnguyen/thinking-llms-interp (tl32h2g_source as rounds 158-201); the pages this round joined
SOURCES = {
    "tl32h2g": tl32h2g_source("pages 3328000-3632000 joined (320,000 of 3,760,516 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tl32h2g:0|correct|boxed|QwQ (tasks[427], the sisters' beads, gold 80): '**Final Answer** ... \boxed{80}' before </think>; the summary ends with the same box = gold
tl32h2g:1|correct|answer_colon|hybrid (tasks[427], the sisters' beads, gold 80): 'Answer: Margareth has 80 more beads than Elizabeth.' = gold
tl32h2g:2|correct|boxed|QwQ (tasks[428], Marcus's house, gold 49): '**Final Answer** ... \boxed{49}' before </think>; the summary ends with the same box = gold
tl32h2g:3|correct|prose_sentence|hybrid (tasks[428], Marcus's house, gold 49): "The house's final temperature is 49 degrees." = gold
tl32h2g:4|no_answer|truncated|QwQ (tasks[429], Jon's triathlon, gold 59): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'So James is slower by 10 minutes. So that would be the same as above. So yes': no final answer (R1 rule; its working at 59)
tl32h2g:5|correct|prose_sentence|hybrid (tasks[429], Jon's triathlon, gold 59): 'So, James took 59 minutes to complete the run.' = gold
tl32h2g:6|correct|boxed|QwQ (tasks[430], the three movies, gold 20): '**Final Answer** ... \boxed{20}' before </think>; the summary ends with the same box = gold
tl32h2g:7|correct|prose_sentence|hybrid (tasks[430], the three movies, gold 20): 'Therefore, Movie A is 20 minutes long.' = gold
tl32h2g:8|correct|boxed|QwQ (tasks[431], Michael's horse, gold 6): '**Final Answer** ... \boxed{6}' closes its thinking, then its summary after </think> is cut at 'Subtracting the cost of hay from the': labelled by that box (R1 rule) = gold
tl32h2g:9|correct|answer_colon|hybrid (tasks[431], Michael's horse, gold 6): 'Answer: Michael has $6 in change after buying the hay.' = gold
tl32h2g:10|correct|boxed|QwQ (tasks[432], Rozanne's eggnog, gold 2): '**Final Answer** ... \boxed{2}' before </think>; the summary ends with the same box = gold
tl32h2g:11|correct|prose_sentence|hybrid (tasks[432], Rozanne's eggnog, gold 2): its working has a broken division sign ('50 eggs \ufffd 25 eggs per tray = 2 trays'); 'Therefore, Rozanne can put out 2 trays of eggnog.' = gold
tl32h2g:12|correct|boxed|QwQ (tasks[433], Joey's Scrabble, gold 5): '**Final Answer** ... \boxed{5}' before </think>; the summary ends with the same box = gold
tl32h2g:13|correct|prose_sentence|hybrid (tasks[433], Joey's Scrabble, gold 5): 214 + 26 = 240, 225 + 10 = 235, 240 - 235 = 5; 'Joey is now winning by 5 points.', then the same three steps verbatim again and again (11 whole copies in all, each ending 'Joey is now winning by 5 points.') until cut in the twelfth at 'Step 2: Calculate': its stated, never-contradicted 5 (loop convention) = gold
tl32h2g:14|correct|boxed|QwQ (tasks[434], the salesman's sneakers, gold 539): '**Final Answer** ... \boxed{539}' before </think>; the summary ends with the same box = gold
tl32h2g:15|correct|prose_sentence|hybrid (tasks[434], the salesman's sneakers, gold 539): "The salesman's profit is $539." = gold
tl32h2g:16|correct|boxed|QwQ (tasks[435], Beatrice's crayons, gold 112): '**Final Answer** ... \boxed{112}' before </think>; the summary ends with the same box = gold
tl32h2g:17|correct|prose_sentence|hybrid (tasks[435], Beatrice's crayons, gold 112): an 'Explanation:' paragraph after 'Step 5: State the final answer. - Beatrice bought a total of 112 crayons.', ending 'Therefore, Beatrice bought a total of 112 crayons.' = gold
tl32h2g:18|correct|boxed|QwQ (tasks[436], the movie super ticket, gold 4): '**Final Answer** ... \boxed{4}' before </think>; the summary ends with the same box = gold
tl32h2g:19|wrong|prose_sentence|hybrid (tasks[436], the movie super ticket, gold 4): reads the $2 saving backwards ('the cost of the regular ticket with popcorn and soda is $2 more than the cost of the super ticket'), $15 + P = $21 + $2, P = $8; = 8, gold 4; closes 'Therefore, the regular price of popcorn is $8.'
tl32h2g:20|correct|boxed|QwQ (tasks[437], Bentley's balloons, gold 11050): '**Final Answer** ... \boxed{11050}' before </think>; the summary ends with the same box = gold
tl32h2g:21|correct|prose_sentence|hybrid (tasks[437], Bentley's balloons, gold 11050): 'Therefore, Bentley paid $11,050 to fill 170 balloons after the price increase.' = gold ('$11,050' for 11050)
tl32h2g:22|correct|boxed|QwQ (tasks[438], the car's average speed, gold 50): '**Final Answer** ... \boxed{50}' before </think>; the summary ends with the same box = gold
tl32h2g:23|correct|prose_sentence|hybrid (tasks[438], the car's average speed, gold 50): "The car's average speed during the trip is 50 mph." = gold
tl32h2g:24|correct|boxed|QwQ (tasks[439], Jenna's jewels, gold 6400): '**Final Answer** ... \boxed{6400}' before </think>; the summary ends with the same box = gold
tl32h2g:25|correct|prose_sentence|hybrid (tasks[439], Jenna's jewels, gold 6400): 5 * $800 + 2 * $1200; 'Step 4: ... So, the total value of Jenna's jewels is $4000 + $2400 = $6400.', then 'Step N: Calculate the total value of Jenna's jewels after the trade.' with the same paragraph verbatim (steps 5-19) until cut in step 20 at '5 * $800 = $': its stated, never-contradicted 6400 (loop convention) = gold
tl32h2g:26|wrong|boxed|QwQ (tasks[440], Marin and Nancy's apples, gold 150): '**Final Answer** ... \boxed{240}' before </think>; the summary ends 'Thus, the total number of apples they eat in 30 days is \boxed{240}.': 4 + 4 = 8 a day, x 30 = 240, gold 150 (the dataset's gold takes 4 + 1 = 5 apples a day although the question says each eats 4; labelled against the gold, as round 201's Cole's jeans)
tl32h2g:27|wrong|answer_is|hybrid (tasks[440], Marin and Nancy's apples, gold 150): 4 * 30 = 120 each, 120 + 120 = 240; = 240, gold 150 (the dataset's gold takes 4 + 1 = 5 apples a day although the question says each eats 4; labelled against the gold); closes 'Therefore, the answer is 240 apples.'
tl32h2g:28|correct|boxed|QwQ (tasks[441], Bob's potting soil, gold 1920): '**Final Answer** ... \boxed{1920}' before </think>; the summary ends with the same box = gold
tl32h2g:29|correct|prose_sentence|hybrid (tasks[441], Bob's potting soil, gold 1920): 'Therefore, the potting soil will cost Bob $1920.' = gold
tl32h2g:30|correct|boxed|QwQ (tasks[442], the magician's cards, gold 78): '**Final Answer** ... \boxed{78}' closes its thinking, then its summary after </think> is cut at 'Green cards are 60%': labelled by that box (R1 rule) = gold
tl32h2g:31|correct|answer_colon|hybrid (tasks[442], the magician's cards, gold 78): 'Answer: There are 78 cards of all mentioned colors.' = gold
tl32h2g:32|no_answer|truncated|QwQ (tasks[443], Katelyn's fairies, gold 45): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Maybe I should check similar problems or see if there's a': no final answer (R1 rule; its working at 45, 'So the answer is 45.' just before)
tl32h2g:33|correct|prose_sentence|hybrid (tasks[443], Katelyn's fairies, gold 45): its steps run 'Step 1:' to 'Step 4:' with no blank lines; 'Step 4: Therefore, the number of fairies remaining is 45.' = gold
tl32h2g:34|correct|boxed|QwQ (tasks[444], the spotted puppies, gold 35): '**Final Answer** ... \boxed{35\%}' before </think>; the summary ends with the same box = gold ('35\%' for 35)
tl32h2g:35|correct|prose_sentence|hybrid (tasks[444], the spotted puppies, gold 35): 'Therefore, 35% of all the puppies have spots.' = gold ('35%' for 35)
tl32h2g:36|no_answer|truncated|QwQ (tasks[445], the farmer's feed, gold 2): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Wait, 3150 + 50 is 3200': no final answer (R1 rule; its working at 4500 / 2250 = 2 trips, then it re-adds and loops on 'Wait, 3150 + 50 is 3200?' until cut)
tl32h2g:37|correct|prose_sentence|hybrid (tasks[445], the farmer's feed, gold 2): 2 + 48 + 3150 + 1300 = 4500, / 2250 = 2; 'Therefore, the farmer needs to make 2 trips to transport all the feed.', then 'Step by step answer:' and the same solution verbatim again and again (6 whole copies in all) until cut in the seventh at '+ 48 pounds (': its stated, never-contradicted 2 (loop convention) = gold
tl32h2g:38|correct|boxed|QwQ (tasks[446], Grayson's recycling, gold 84): '**Final Answer** ... \boxed{84}' before </think>; the summary ends with the same box = gold
tl32h2g:39|correct|prose_sentence|hybrid (tasks[446], Grayson's recycling, gold 84): 'Step 5: Provide the final answer. Grayson earns 84 cents ...', then 'Step 6: Check the answer.' ending 'The answer is correct. Grayson earns 84 cents from recycling in a four-week month.' = gold
tl32h2g:40|correct|boxed|QwQ (tasks[447], Shondra's plants, gold 9): '**Final Answer** ... \boxed{9}' before </think>; the summary ends with the same box = gold
tl32h2g:41|correct|prose_sentence|hybrid (tasks[447], Shondra's plants, gold 9): 'Therefore, Shondra has 9 plants.' = gold
tl32h2g:42|correct|boxed|QwQ (tasks[448], Ali's money, gold 71): no **Final Answer** line in its thinking (it ends 'So the final answer should be $71.'); after </think> '**Answer:** Ali now has $\boxed{71}$.' = gold
tl32h2g:43|correct|answer_colon|hybrid (tasks[448], Ali's money, gold 71): 'Answer: Ali has $71 now.' = gold
tl32h2g:44|correct|boxed|QwQ (tasks[449], Ashley's pizza tip, gold 18): '**Final Answer** ... \boxed{18}' before </think>; the summary ends with the same box = gold
tl32h2g:45|correct|prose_sentence|hybrid (tasks[449], Ashley's pizza tip, gold 18): 'Therefore, Ashley should give the delivery man a total of $18.' = gold
tl32h2g:46|correct|boxed|QwQ (tasks[450], Finley's race, gold 6): no **Final Answer** line in its thinking (it ends 'So yeah, 6th place.'); after </think> '**Final Answer:** Finley finished in \(\boxed{6}\)\textsuperscript{th} place.' = gold
tl32h2g:47|correct|boxed|QwQ (tasks[451], Miss Maria's cards, gold 30): '**Final Answer** ... \boxed{30}' before </think>; the summary ends with the same box = gold
tl32h2g:48|correct|prose_sentence|hybrid (tasks[451], Miss Maria's cards, gold 30): 'Therefore, Miss Maria has 30 students.' = gold
tl32h2g:49|correct|boxed|QwQ (tasks[452], Becky and Kelly's apples, gold 1): two '**Final Answer**' lines before </think> ('Kelly paid \boxed{1} dollar more than Becky.' and '\boxed{1}'); the summary ends 'Thus, Kelly paid \boxed{1} dollar more than Becky.' = gold
tl32h2g:50|correct|answer_colon|hybrid (tasks[452], Becky and Kelly's apples, gold 1): 'Answer: Kelly paid $1 more than Becky.' = gold
tl32h2g:51|correct|boxed|QwQ (tasks[453], Bob's hotel laundry, gold 1200): '**Final Answer** ... \boxed{1200}' closes its thinking, then its summary after </think> is cut at '- Pillowcases: Twice': labelled by that box (R1 rule) = gold
tl32h2g:52|correct|answer_colon|hybrid (tasks[453], Bob's hotel laundry, gold 1200): 'Answer: There are 1200 pieces of laundry in 80 rooms.' = gold
tl32h2g:53|correct|boxed|QwQ (tasks[454], Fireman Frank's shoes, gold 120): '**Final Answer** ... \boxed{120}' before </think>; the summary ends with the same box = gold
tl32h2g:54|correct|prose_sentence|hybrid (tasks[454], Fireman Frank's shoes, gold 120): 'Therefore, Frank will have 120 shoes on Sunday.' = gold
tl32h2g:55|correct|boxed|QwQ (tasks[455], Mary's sprinkles, gold 4): '**Final Answer** ... \boxed{4}' before </think>; the summary ends with the same box = gold
tl32h2g:56|correct|prose_sentence|hybrid (tasks[455], Mary's sprinkles, gold 4): 'Therefore, Mary should bake 4 pans worth of cupcakes to use up all of her sprinkles.' = gold
tl32h2g:57|correct|boxed|QwQ (tasks[456], Theo's pen and paper, gold 3): two '**Final Answer**' lines before </think> ('Theo received \boxed{3} dollars in change.', then 'Wait, hold on a second. Let me check once more.' and '\boxed{3}'); the summary ends with the same box = gold
tl32h2g:58|correct|prose_sentence|hybrid (tasks[456], Theo's pen and paper, gold 3): 'Therefore, Theo received $3 in change.' = gold
tl32h2g:59|no_answer|truncated|QwQ (tasks[457], Marissa's pencils, gold 80): cut inside its thinking, before '</think>' and before any **Final Answer** line, at 'Then, at the end of the year, of the': no final answer (R1 rule; its working at 80)
tl32h2g:60|correct|prose_sentence|hybrid (tasks[457], Marissa's pencils, gold 80): 'Therefore, the number of pencils left at the end of the year is 80 pencils.' = gold
tl32h2g:61|correct|boxed|QwQ (tasks[458], Matt's carrot sticks, gold 6): '**Final Answer** ... \boxed{6}' before </think>; the summary ends with the same box = gold
tl32h2g:62|correct|boxed|hybrid (tasks[458], Matt's carrot sticks, gold 6): 'So, the answer is \(\boxed{6}\).' (after 'Step 7:' checks 6 / 2 + 2 = 5) = gold
tl32h2g:63|correct|boxed|QwQ (tasks[459], Benny's shark, gold 10): '**Final Answer** ... \boxed{10}\% of the shark's body length' before </think>; the summary ends with the same box = gold ('\boxed{10}\%' for 10)
tl32h2g:64|correct|prose_sentence|hybrid (tasks[459], Benny's shark, gold 10): "Therefore, the combined length of the remoras is 10% of the shark's body length." = gold ('10%' for 10)
tl32h2g:65|correct|boxed|QwQ (tasks[460], the desktop computers, gold 80): '**Final Answer** ... \boxed{80}' before </think>; the summary ends with the same box = gold
tl32h2g:66|correct|final_answer_phrase|hybrid (tasks[460], the desktop computers, gold 80): 'Final Answer: There are 80 students at that grade level.' = gold
tl32h2g:67|correct|boxed|QwQ (tasks[461], Jason's new shoes, gold 20): '**Final Answer** ... \boxed{20}' before </think>; the summary ends with the same box = gold
tl32h2g:68|correct|final_answer_phrase|hybrid (tasks[461], Jason's new shoes, gold 20): 'Final Answer: Jason needs to spend 20 minutes walking each day.' = gold
tl32h2g:69|correct|boxed|QwQ (tasks[462], Sarah's books, gold 5): '**Final Answer** ... \boxed{5}' before </think>; the summary ends with the same box = gold
tl32h2g:70|correct|answer_colon|hybrid (tasks[462], Sarah's books, gold 5): 'Answer: Each child received 5 books.' = gold
tl32h2g:71|correct|boxed|QwQ (tasks[463], Gina's class allergies, gold 20): '**Final Answer** ... \boxed{20}' before </think>; the summary ends with the same box = gold
tl32h2g:72|correct|boxed|hybrid (tasks[463], Gina's class allergies, gold 20): 'Therefore, the number of students in Gina's class who aren't allergic to anything is \boxed{20}.' = gold
tl32h2g:73|correct|boxed|QwQ (tasks[464], the company tour, gold 621): '**Final Answer** ... \boxed{621}' before </think>; the summary ends with the same box = gold
tl32h2g:74|correct|prose_sentence|hybrid (tasks[464], the company tour, gold 621): 'So, the total number of people going on the tour is 621.' = gold
tl32h2g:75|correct|boxed|QwQ (tasks[465], Tom's anniversary trip, gold 15400): '**Final Answer** ... \boxed{15400}' before </think>; the summary ends with the same box = gold
tl32h2g:76|correct|prose_sentence|hybrid (tasks[465], Tom's anniversary trip, gold 15400): 'Therefore, the total cost of the trip is $15,400.' = gold ('$15,400' for 15400)
tl32h2g:77|correct|boxed|QwQ (tasks[466], Jasper's paint, gold 11): no **Final Answer** line in its thinking (it ends 'so I think the answer is 11.'); after </think> '**Answer:** Jasper has \(\boxed{11}\) tubes of paint.' = gold
tl32h2g:78|correct|prose_sentence|hybrid (tasks[466], Jasper's paint, gold 11): 'Therefore, Jasper has 11 tubes of paint.' = gold
tl32h2g:79|correct|boxed|QwQ (tasks[467], Belen's pennies, gold 84): '**Final Answer** ... \boxed{84}' before </think>; the summary ends with the same box = gold
tl32h2g:80|correct|prose_sentence|hybrid (tasks[467], Belen's pennies, gold 84): 'Therefore, the combined weight of the two pennies is 84 grains.' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

__doc__ = r"""Build public_heldout105.jsonl: a 105th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and no verdict of the file (none is on the pages read) was used to label.

133 records, all GSM8K test, all long chain-of-thought, from the file rounds 80-102 read
(thaotnguyen/thinking-llms-interp at 0c6c09b9):
* tlq15g: hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json (base Qwen2.5-Math-1.5B,
  thinking DeepSeek-R1-Distill-Qwen-1.5B, hybrid; n_tasks 500): 15 consecutive pages 1872000-2096000
  (page 1872000 read again; round 102 read pages 1648000-1872000), tasks[349] hybrid_model,
  tasks[350]-tasks[393] all three models.

Method (rounds 76-102): model output committed to a public GitHub repository, read through the
public-code index (16,000-character pages). Each page's text was pasted exactly as the read_file
answer displays it (the page text JSON-escaped once more) into a scratch file, one file a page
(pages/tl_qmath_gsm8k_<offset>.txt); a script (work/mk.py) decoded that display form once into the
page text (pages/*.page) and checked its length: every page decodes to exactly 16,000 characters.
Page 1872000 was read again and its display compared with round 102's paste of it (the same
opening, the same closing, the same records between), which decodes to the same 16,000 characters
as round 102's page file: that paste is reused. Page 1920000 came out 8 characters short at its
first paste and again at a second, independent paste (work/recheck_1920000.txt; the two agree);
the page was read again at offsets 1928000, 1932000 and 1934000 (each read's opening text found at
8,000, 12,000 and 14,000 of the pasted page, so the gap lay after 14,000), and those reads show
the Billy R1-Distill's opening as 'he takes half of his change and spends it on gumballs' where
the paste had 'and buys gumballs' (8 characters): the paste was set to what the re-reads show, and
the page then decodes to 16,000. Every other page came out right at its first paste.
Long verbatim loops were NOT retyped: one copy of the loop unit was pasted between markers
([[UNIT]] ... [[/UNIT]]) and the marker where the further copies go ([[MORE]]) was replaced by that
unit a whole number of times, the number fixed by the page length (every count 0-300 tried;
exactly one fits on each page). Markers: 1968000, the park hybrid's "But wait, the problem might
be asking for the number of boys, which is 12. ... Therefore, the correct answer is
\\boxed{18}.\n\n" (213 characters as the file holds it; 30 more); 2080000, the David hybrid's
"The correct answer is \\boxed{18}.\n\n" (38 characters; 154 more). Pasted whole: the Andrea
R1-Distill's paragraphs (1888000, 1904000; their wording varies), the Billy hybrid's numbered loop
(1920000, 1936000; its numbers change) and the Lisa hybrid's numbered loop (2064000). The pages
were joined in file order (240,000 characters), so a completion crossing an edge is taken whole.
Each record's `r` was cut out of the joined page text by script (the JSON string body as the file
holds it between its field's opening quote and the next unescaped quote; `enc` = `json`, decoded
once more by the build; work/extract.py), never retyped.

Edges: page 1872000 opens inside tasks[346] (Jenny) hybrid_model; tasks[347] and tasks[348] and
tasks[349] base_model and thinking_model lie on it and are round 102's (tlq15g 117-125 there; not
taken again). tasks[349] (Madeline's dog) hybrid_model opens on 1872000 and ends on 1888000: taken
whole. Page 2096000 ends inside tasks[394] (Wendy's shelves) question: that task is not taken (no
model answer of it is on the pages). Every completion of tasks[350]-[393] is taken.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the `completion` fields of packages/check/corpus/public_heldout*.jsonl and of the
other /tmp/rounds/real*/public_heldout*.jsonl present at the check: 122 files, 22,073 distinct
texts, by script, reading no labels; work/repeats.py) and with the others of this round: nothing
repeats. The kept records are numbered in file order (tlq15g 0-132; 0 = tasks[349] hybrid, then
3k + 1/2/3 = tasks[350+k] base/thinking/hybrid).

Repositories (133 records): thaotnguyen/thinking-llms-interp 133 (100 %; in the corpus since round
72). Licence: none found (no LICENSE file listed in the index for the repository); `licence` per
record.

Split: GSM8K 133 (test), MATH 0. Prompt format: long_cot 133 (no tag format asked for: base and
hybrid models write free prose, steps or boxes; the thinking model (R1-Distill) writes its
reasoning, '</think>' and a solution; the file stores the completion after the prompt's opening
'<think>'). Tag format: 0.
Truths: correct 104, wrong 28, no_answer 1. Forms: boxed 84, prose_sentence 41, answer_is 4,
final_answer_phrase 3, truncated 1. 2 debatable (tlq15g 48, 108; see below).

Truths by model: base_model (Qwen2.5-Math-1.5B; 44 records) 36 correct, 8 wrong (22, 25, 28, 34,
55, 58, 91, 127); thinking_model (R1-Distill-Qwen-1.5B; 44) 33 correct, 10 wrong (11, 23, 44, 56,
59, 92, 101, 110, 119, 128), 1 no_answer (8: a loop of '(36 + S) - (36 + S) = 0? That can't be.'
cut inside its thinking); hybrid_model (45) 35 correct, 10 wrong (24, 30, 42, 45, 57, 75, 93, 102,
120, 129).

Label conventions (rounds 72-102): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct (here
'\boxed{34 \text{ feet}}' for 34, '\boxed{\$21}' for 21, '\boxed{\$20}' for 20,
'\boxed{6 \text{ hours}}' for 6, '\boxed{\$320}' for 320, '\boxed{\$240,\!000}', '$\$240000$'
and '$240,000' for 240000,
'\boxed{45\ \text{kg}}' for 45, '\boxed{67 \text{ kilometers}}' for 67, '\boxed{\$36}' for 36,
'\boxed{20\%}' and '20%' for 20; a unit word inside the box or after the value). A '####' line
with nothing on it, followed by a restated solution or a sentence, is read as prose: the restated
part's last answer counts (tlq15g 0, 6, 21, 27, 69, 72, 75, 78, 81, 87, 96, 99, 132), and a
'The answer is ...' line after it is answer_is (tlq15g 34, 106). An R1-Distill answer whose
thinking reaches one value and whose solution after '</think>' ends on another is labelled by the
solution's (tlq15g 35, 68, 128). Loop convention: a response that states its answer and then
repeats it until cut is labelled by the stated, never-contradicted value (tlq15g 48, 108 correct;
30, 120 wrong: their repeated values are not the gold).

Debatable: tlq15g 48 (the park hybrid: 18 stated, then 'But wait, the problem might be asking for
the number of boys, which is 12. ... I'll assume it's asking for the total number of kids.
Therefore, the correct answer is \boxed{18}.' repeated until the string is cut: labelled correct
by the loop convention, every repetition settling on 18; a reader could call a runaway loop
no_answer, or the 12 it keeps raising a hedge); tlq15g 108 (the Lisa hybrid: 16 stated, then a
numbered loop restating 16 until cut: correct by the loop convention; a reader could call it
no_answer).

Golds: GSM8K = the '####' value of the gsm8k/test.jsonl question that opens with the record's
question words (the first 70 characters), checked equal to the file's own correct_answer '####'
value (all 45 tasks, 349-393, found, all equal; work/repeats.py and the build both check);
tasks[i] is test line i.

Selection (records as they come, in file order, not by how hard they look): tasks[349] hybrid,
tasks[350]-tasks[393] base, thinking, hybrid (GSM8K test lines 349-393: Madeline's dog, Peyton's
activities, April's plant pots, Andrea's savings, John's vacation, Annabelle's phone, Eddy's trees,
Dean's toys, Morgan's party, Marisa's piggy bank, Billy's candy, Carver's son, the train's
service, Mark's dog beds, John's drive, Small Tree School's boys, the kids in the park, Jane's
tests, the Walmart customers, Erin's points, the senior gifts, Ethan's wallpaper, the tennis
shoes, Hallie's dance practice, the returned equipment, Mary's sheep, Mrs. Sherman's rolls, the
pupils who like yellow, Lucy's apples, Lindsay's socks, Rachel's cookies, Karan's loan, Cho and
Chloe's hikes, Axel and Anna's pesos, Millie's lemonade, Mr. Ruther's land, Lisa's choir, Wilson's
math grade, the erasers and pencils, James's messages, David's ride bracelet, Monica's ribbon,
Betty and Sam's popsicles, Tim's cable, Carol's song).

Pages read this round: thinking-llms-interp hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json
1872000 (read again), 1888000, 1904000, 1920000, 1936000, 1952000, 1968000, 1984000, 2000000,
2016000, 2032000, 2048000, 2064000, 2080000, 2096000 (15 pages), and 1928000, 1932000, 1934000
(overlapping re-reads, to find the 1920000 paste's gap). Nothing else was read.

Leads for a later round: the Qwen-Math file from 2096000 (re-read it: tasks[394] (Wendy's shelves)
opens on page 2096000, its question cut at the page's end; tasks[394]-[499] unread), about three
tasks a page; this round's paste pages/tl_qmath_gsm8k_2096000.txt may be reused after comparing.

Usage: python build_public_heldout105.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout105.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import tlq15g_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout105.jsonl"
SOURCE = "public_heldout105"

# thaotnguyen/thinking-llms-interp (heldout_repos.py); the pages this round joined
SOURCES = {
    "tlq15g": tlq15g_source("pages 1872000-2096000 joined (240,000 of 2,707,469 characters)"),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tlq15g:0|correct|boxed|hybrid (tasks[349], Madeline's dog, gold 2640; opens on page 1872000, ends on 1888000): 220 x 12 = 2640, an empty '####' line, the steps restated; 'Therefore, Madeline spends \boxed{2640} dollars on her dog per year.' = gold
tlq15g:1|correct|prose_sentence|base model (tasks[350], Peyton's activities, gold 8): 1 + 3 + 0.5 + 1.5 + 2; 'Therefore, Peyton will spend a total of 8 hours on her after-work activities.' = gold
tlq15g:2|correct|boxed|R1-Distill: its thinking ends '**Final Answer** ... \boxed{8} hours'; after </think> 'is \(\boxed{8}\) hours.' = gold
tlq15g:3|correct|prose_sentence|hybrid: 'Total time = 1 + 3 + 0.5 + 1.5 + 2 = 8 hours' and 'Therefore, Peyton will spend a total of 8 hours on her after-work activities.' = gold
tlq15g:4|correct|prose_sentence|base model (tasks[351], April's plant pots, gold 10): 100 - 90; 'Therefore, April has 10 plant pots left over after donating them to the school.' = gold
tlq15g:5|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{10}\n\]' = gold
tlq15g:6|correct|prose_sentence|hybrid: '6. Therefore, April has 10 plant pots left over.', an empty '####' line, a paragraph ending 'so she has 10 plant pots left over.' = gold
tlq15g:7|correct|boxed|base model (tasks[352], Andrea's savings, gold 21): 36 - 15; 'Thus, Andrea saved \(\boxed{21}\) dollars.' = gold
tlq15g:8|no_answer|truncated|R1-Distill (opens on page 1888000, ends on 1904000): reads the savings as added to the $36, gets 36 + x = 15, then repeats '(36 + S) - (36 + S) = 0? That can't be.' paragraphs until the string ends at '= 0? ... (36 + S) - (36 + S) =', inside its thinking: no final answer
tlq15g:9|correct|prose_sentence|hybrid: S + 15 = 36, S = 21; 'Therefore, Andrea saved $21. This means she had $21 saved before she spent the rest ...' = gold
tlq15g:10|correct|prose_sentence|base model (tasks[353], John's vacation, gold 20): 15 / 0.30 = 50, 0.40 x 50; 'Therefore, John spent 20 hours sightseeing.' = gold
tlq15g:11|wrong|boxed|R1-Distill: takes the 6 hours of shows as the 30%, T = 20, 0.40 x 20; after </think> '**Final Answer:**\n\[\n\boxed{8}\n\]' (gold 20)
tlq15g:12|correct|prose_sentence|hybrid: 50 x 0.4; 'Therefore, John spent 20 hours sightseeing. Is this correct? Yes, that makes sense ...' = gold
tlq15g:13|correct|boxed|base model (tasks[354], Annabelle's phone, gold 45): 400 - 355; 'is \(\boxed{45}\).' = gold
tlq15g:14|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{45}\n\]' = gold
tlq15g:15|correct|boxed|hybrid: 400 - 355; 'Therefore, Annabelle still needs to save $45. The final answer is \(\boxed{45}\).' = gold
tlq15g:16|correct|prose_sentence|base model (tasks[355], Eddy's trees, gold 34): 17 x 2; 'Therefore, the tallest tree is 34 feet tall.' = gold
tlq15g:17|correct|boxed|R1-Distill (opens on page 1904000, ends on 1920000): after </think> '\boxed{34 \text{ feet}}' = gold 34 (with the unit)
tlq15g:18|correct|prose_sentence|hybrid: '5. Therefore, the tallest tree is 34 feet tall.' = gold
tlq15g:19|correct|prose_sentence|base model (tasks[356], Dean's toys, gold 21): 38 - 17; 'Therefore, Dean has $21 left after buying the toys.' = gold
tlq15g:20|correct|boxed|R1-Distill: 28 - 17 + 10; after </think> '\boxed{\$21}' = gold 21
tlq15g:21|correct|prose_sentence|hybrid: '7. Therefore, Dean has $21 left ...', an empty '####' line, the steps restated; 'Therefore, the final amount of money Dean has left is $21.' = gold
tlq15g:22|wrong|boxed|base model (tasks[357], Morgan's party, gold 2): charges Morgan's go-karts only once, 25 + 10n <= 90; 'is \(\boxed{6}\).' (gold 2)
tlq15g:23|wrong|boxed|R1-Distill: $60 left at $1 a friend; after </think> 'Morgan can invite \(\boxed{60}\) friends.' (gold 2)
tlq15g:24|wrong|prose_sentence|hybrid: $60 / $5 a friend; '7. Therefore, Morgan can invite 12 friends to her birthday party.' (gold 2)
tlq15g:25|wrong|prose_sentence|base model (tasks[358], Marisa's piggy bank, gold 20): 5 x $5 - $1 once; 'Therefore, Marisa puts $24 in her piggy bank if she saves for 5 days.' (gold 20)
tlq15g:26|correct|boxed|R1-Distill: $4 x 5; after </think> '\boxed{\$20}' = gold 20
tlq15g:27|correct|boxed|hybrid: '5. Therefore, Marisa puts $20.00 in her piggy bank after 5 days.', an empty '####' line, the steps restated; 'Therefore, Marisa puts \(\boxed{20}\) dollars in her piggy bank after 5 days.' = gold
tlq15g:28|wrong|prose_sentence|base model (tasks[359], Billy's candy, gold 4): buys 6 pounds first, then '10. Therefore, Billy bought 6 pounds of candy and 0 pounds of candy with the remaining money.' (gold 4)
tlq15g:29|correct|boxed|R1-Distill (opens on page 1920000, ends on 1936000): (10 - 1.5x) / 2 = 2; after </think> 'Thus, Billy bought \boxed{4} pounds of candy.' = gold
tlq15g:30|wrong|final_answer_phrase|hybrid: takes the gumballs' $2 from the $10, $8 / $1.5 = 5.33; '8. ... he bought 5 pounds', '10. But, the correct answer should be 5.33 pounds', then 'N. The final answer is 5.33 pounds of candy.' numbered to 120 until the string ends at '121. The final answer is 5.33 pounds of' (gold 4)
tlq15g:31|correct|boxed|base model (tasks[360], Carver's son, gold 25): 2x - 5 = 45, a check; 'The age of Carver's son is \( \boxed{25} \) years.' = gold
tlq15g:32|correct|boxed|R1-Distill: after </think> 'Thus, the son is \boxed{25} years old.' = gold
tlq15g:33|correct|boxed|hybrid (opens on page 1936000, ends on 1952000): x = 25, a check; 'Therefore, the final answer is:\n\n\boxed{25}' = gold
tlq15g:34|wrong|answer_is|base model (tasks[361], the train's service, gold 20): takes the third leg as 100 - 50, 225 x 3 = 675, 18,000 / 675 = 26.67; an empty '####' line, 'The answer is 27 days a week' (gold 20)
tlq15g:35|correct|boxed|R1-Distill: its thinking ends on 900 / 18,000 = 0.05 days (1.2 hours); the solution after </think> divides 18,000 / 900 and ends '### **Final Answer**\n\n\[\n\boxed{20}\n\]' = gold (the solution's answer counts)
tlq15g:36|correct|prose_sentence|hybrid: 18,000 / 900; 'The train goes between services for 20 days.' = gold
tlq15g:37|correct|boxed|base model (tasks[362], Mark's dog beds, gold 23): 8 + 15; 'is \boxed{23} pounds.' = gold
tlq15g:38|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{23}\n\]' = gold
tlq15g:39|correct|prose_sentence|hybrid: 8 + 15 = 23 pounds; 'So, Mark needs 23 pounds of stuffing to make 4 chihuahua beds and 3 collie beds.' = gold
tlq15g:40|correct|boxed|base model (tasks[363], John's drive, gold 6): 3 + 3; '\[\n\boxed{6 \text{ hours}}\n\]' = gold 6 (with the unit)
tlq15g:41|correct|boxed|R1-Distill: after </think> '\[\n\boxed{6 \text{ hours}}\n\]' = gold 6 (with the unit)
tlq15g:42|wrong|boxed|hybrid: counts 200 / 70 and 210 / 70 both, 2.857 + 3 + 3, a Python block; 'Therefore, the final answer is:\n\n\boxed{8.857} hours.' (gold 6)
tlq15g:43|correct|boxed|base model (tasks[364], Small Tree School's boys, gold 49; opens on page 1952000, ends on 1968000): 53 - 4; 'is \(\boxed{49}\).' = gold
tlq15g:44|wrong|boxed|R1-Distill: 'Boys Absent: Not provided, so we assume all boys were present'; after </think> '**Final Answer:**\n\[\n\boxed{53}\n\]' (gold 49)
tlq15g:45|wrong|boxed|hybrid: calls the 4 absent boys 'not needed'; 'is \(\boxed{53}\).' (gold 49)
tlq15g:46|correct|boxed|base model (tasks[365], the kids in the park, gold 18): 6 + 12; 'is \(\boxed{18}\).' = gold
tlq15g:47|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{18}\n\]' = gold
tlq15g:48|correct|boxed|debatable: hybrid: 'The final answer is \boxed{18}.', then 'But wait, the problem might be asking for the number of boys, which is 12. Since the problem doesn't specify, I'll assume it's asking for the total number of kids. Therefore, the correct answer is \boxed{18}.' repeated until the string ends at 'But wait, the problem might be asking for the number of': every repetition settles on 18 (loop convention) = gold; a reader could call a runaway loop no_answer, or the 12 it keeps raising a hedge
tlq15g:49|correct|boxed|base model (tasks[366], Jane's tests, gold 9): 42 - 33; 'is \(\boxed{9}\).' = gold
tlq15g:50|correct|boxed|R1-Distill (opens on page 1968000, ends on 1984000): after </think> '\[\n\boxed{9}\n\]' = gold
tlq15g:51|correct|prose_sentence|hybrid: 42 - 33 = 9; 'Is this correct? Yes, that's correct. The minimum number of points she needs on the third test is 9.' = gold
tlq15g:52|correct|boxed|base model (tasks[367], the Walmart customers, gold 19): 50 - 31, a Python block and its output 19; 'is \(\boxed{19}\).' = gold
tlq15g:53|correct|boxed|R1-Distill: after </think> 'Thus, the number of people kicked out for other reasons is \(\boxed{19}\).' = gold
tlq15g:54|correct|boxed|hybrid: 31 + y = 50, two checks; 'So, the final answer is \(\boxed{19}\).' = gold
tlq15g:55|wrong|prose_sentence|base model (tasks[368], Erin's points, gold 18): takes 'three times more' as 3 x 8 = 24, 24 - 14; '3. Therefore, Erin had 10 points before scoring the 14 points.' (gold 18)
tlq15g:56|wrong|boxed|R1-Distill: E = 3 x 8 as the points before; after </think> '\[\n\boxed{24}\n\]' (gold 18)
tlq15g:57|wrong|boxed|hybrid: E + 14 = 24; 'The final answer is:\n\boxed{10}' (gold 18)
tlq15g:58|wrong|boxed|base model (tasks[369], the senior gifts, gold 1198): 880 + 176 + 10 + 132 added as 1200; 'is \(\boxed{1200}\).' (gold 1198)
tlq15g:59|wrong|boxed|R1-Distill (opens on page 1984000, ends on 2000000): the same four costs added as 1208; after </think> '\[\n\boxed{\$1208}\n\]' (gold 1198)
tlq15g:60|correct|boxed|hybrid: 880 + 176 + 10 + 132 = 1198; 'is \(\boxed{1198}\) dollars.' = gold
tlq15g:61|correct|prose_sentence|base model (tasks[370], Ethan's wallpaper, gold 320): 400 - 80; 'Therefore, the total cost of Ethan's hand-painted wallpaper is $320.' = gold
tlq15g:62|correct|boxed|R1-Distill: after </think> '\[\n\boxed{\$320}\n\]' = gold 320
tlq15g:63|correct|boxed|hybrid: 400 - 80; 'The final answer is \(\boxed{320}\).' = gold
tlq15g:64|correct|boxed|base model (tasks[371], the tennis shoes, gold 50): 14 + 28 + 8; 'is \(\boxed{50}\).' = gold
tlq15g:65|correct|boxed|R1-Distill: after </think> 'The total number of tennis shoes sold by the end of the sale is \boxed{50}.' = gold
tlq15g:66|correct|prose_sentence|hybrid: 56 - 6; 'Therefore, the store sold a total of 50 pairs of tennis shoes by the end of the sale.' = gold
tlq15g:67|correct|prose_sentence|base model (tasks[372], Hallie's dance practice, gold 5): 1 + 2 + 2; '5. Therefore, Hallie had dance practice for 5 hours a week.' = gold
tlq15g:68|correct|boxed|R1-Distill: its thinking ends on 7 hours (Saturday 4); the solution after </think> takes Saturday as 2 hours, says 'Wait, there seems to be a mistake' and 'this still doesn't add up' over the same 5 twice, and ends '**5 hours** ... \[\n\boxed{5}\n\]' = gold (the solution's answer counts)
tlq15g:69|correct|answer_is|hybrid: '- Therefore, the answer is 5 hours.', an empty '####' line, the steps restated; 'The answer is 5 hours.' = gold
tlq15g:70|correct|prose_sentence|base model (tasks[373], the returned equipment, gold 240000; opens on page 2000000, ends on 2016000): 400000 - 160000; 'Therefore, the total amount of money spent on functioning pieces of equipment is $\$240000$.', then an '### Explanation' ending 'we conclude that the total amount spent is $240000.' = gold
tlq15g:71|correct|boxed|R1-Distill: after </think> '\[\n\boxed{\$240,\!000}\n\]' = gold 240000
tlq15g:72|correct|prose_sentence|hybrid: 0.60 x $400,000, an empty '####' line, the steps restated; 'Therefore, the total amount of money spent on functioning pieces of equipment is $240,000.' = gold 240000
tlq15g:73|correct|boxed|base model (tasks[374], Mary's sheep, gold 45): 15 + 30; 'is \boxed{45} kg.' = gold
tlq15g:74|correct|boxed|R1-Distill: after </think> '\[\n\boxed{45\ \text{kg}}\n\]' = gold 45 (with the unit)
tlq15g:75|wrong|prose_sentence|hybrid: adds the per-sheep yields, 1 kg + 2 kg; '6. Therefore, Mary collects 3 kg of milk every day.', an empty '####' line, 'Mary collects 3 kg of milk every day.' (gold 45)
tlq15g:76|correct|prose_sentence|base model (tasks[375], Mrs. Sherman's rolls, gold 48): 6 x 8; '5. Therefore, she fed 48 pieces of rolls to the chickens.' = gold
tlq15g:77|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{48}\n\]' = gold
tlq15g:78|correct|prose_sentence|hybrid: '5. Therefore, Mrs. Sherman fed 48 pieces ...', an empty '####' line, a paragraph ending 'the total number of pieces she fed to the chickens is 6 * 8 = 48 pieces.' = gold
tlq15g:79|correct|prose_sentence|base model (tasks[376], the pupils who like yellow, gold 15): 40 - 20 - 5; 'Therefore, 15 pupils like the color yellow.' = gold
tlq15g:80|correct|boxed|R1-Distill: after </think> '**Final Answer:**  \n\[\n\boxed{15}\n\]' = gold
tlq15g:81|correct|prose_sentence|hybrid: '6. Therefore, 15 pupils like yellow.', an empty '####' line, the steps restated; 'Therefore, 15 pupils like yellow.' = gold
tlq15g:82|correct|prose_sentence|base model (tasks[377], Lucy's apples, gold 50): 14 + 12 + 24; 'So, Lucy picked a total of 50 apples over the three days.' and a '### Summary:' ending 'Lucy picked a total of 50 apples over the three days.' = gold
tlq15g:83|correct|boxed|R1-Distill (opens on page 2016000, ends on 2032000): after </think> '**Final Answer:**\n\[\n\boxed{50}\n\]' = gold
tlq15g:84|correct|answer_is|hybrid: 14 + 12 + 24 = 50, a revenue check it calls a discrepancy; 'Therefore, the correct answer is 50 apples picked over the three days.' = gold
tlq15g:85|correct|prose_sentence|base model (tasks[378], Lindsay's socks, gold 15): 50 - 35; '6. Therefore, Lindsay has missed 50 - 35 = 15 socks.' = gold
tlq15g:86|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{15}\n\]' = gold
tlq15g:87|correct|boxed|hybrid: '6. Therefore, Lindsay has missed 15 socks.', an empty '####' line, the steps restated; 'Therefore, Lindsay has missed \boxed{15} socks.' = gold
tlq15g:88|correct|prose_sentence|base model (tasks[379], Rachel's cookies, gold 21): 65 - 44; 'Therefore, Rachel has 21 cookies left.' = gold
tlq15g:89|correct|boxed|R1-Distill: after </think> '\[\n\boxed{21}\n\]' = gold
tlq15g:90|correct|boxed|hybrid: 65 - 44; 'The final answer is:\n\n\boxed{21}' = gold
tlq15g:91|wrong|boxed|base model (tasks[380], Karan's loan, gold 803): takes 10% a year, five months' interest 152.08; 'Therefore, Karan has to pay \(\boxed{760.42}\) per month.' (gold 803)
tlq15g:92|wrong|boxed|R1-Distill: 10% a year, five months' interest $152.50; after </think> 'Karan has to pay \(\boxed{\$760.50}\) per month.' (gold 803)
tlq15g:93|wrong|prose_sentence|hybrid: takes 10% a month, 5 x $365; 'Therefore, Karan has to pay $1,095 per month for five months.' (gold 803)
tlq15g:94|correct|boxed|base model (tasks[381], Cho and Chloe's hikes, gold 67): 112 - 45; 'Therefore, Cho hiked \boxed{67} kilometers farther than Chloe.' = gold
tlq15g:95|correct|boxed|R1-Distill (opens on page 2032000, ends on 2048000): after </think> '\[\n\boxed{67 \text{ kilometers}}\n\]' = gold 67 (with the unit)
tlq15g:96|correct|final_answer_phrase|hybrid: 112 - 45; 'The final answer is 67 kilometers.' before and after an empty '####' line = gold
tlq15g:97|correct|prose_sentence|base model (tasks[382], Axel and Anna's pesos, gold 350): 150 + 200; 'Therefore, Axel and Anna have a total of 350 pesos together.' = gold
tlq15g:98|correct|boxed|R1-Distill: after </think> '\[\n\boxed{350}\n\]' = gold
tlq15g:99|correct|boxed|hybrid: 'Therefore, Axel and Anna together have a total of 350 pesos.', an empty '####' line, the steps restated; 'have a total of \boxed{350} pesos.' = gold
tlq15g:100|correct|boxed|base model (tasks[383], Millie's lemonade, gold 2): $18 profit over 9 hours; 'is \(\boxed{2}\) dollars.' = gold
tlq15g:101|wrong|boxed|R1-Distill: divides the revenue, not the profit, by 9 hours; after </think> '### **Final Answer**\n\[\n\boxed{4}\n\]' (gold 2)
tlq15g:102|wrong|boxed|hybrid: takes the revenue per hour, 4 x $1, as the profit per hour; 'Final Answer: \boxed{4}' (gold 2)
tlq15g:103|correct|prose_sentence|base model (tasks[384], Mr. Ruther's land, gold 32): 12.8 x 2.5; 'Therefore, Mr. Ruther had 32 hectares of land at first.' = gold
tlq15g:104|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{32}\n\]' = gold
tlq15g:105|correct|boxed|hybrid: 12.8 x 5/2; 'The final answer is \(\boxed{32}\).' = gold
tlq15g:106|correct|answer_is|base model (tasks[385], Lisa's choir, gold 16; opens on page 2048000, ends on 2064000): 13 + 3; an empty '####' line, 'The answer is 16' = gold
tlq15g:107|correct|boxed|R1-Distill: after </think> '\[\n\boxed{16}\n\]' = gold
tlq15g:108|correct|final_answer_phrase|debatable: hybrid: 13 + 3 = 16; '6. The final answer is 16 people.', then 'N. The reasoning is that the choir has 52 members ... = 16 people.' and 'N. The final answer is 16 people.' numbered to 49 until the string ends at 'so 1': labelled by its stated, never-contradicted 16 (loop convention) = gold; a reader could call a runaway loop no_answer
tlq15g:109|correct|boxed|base model (tasks[386], Wilson's math grade, gold 80): 400 / 5; 'Therefore, Wilson's current math grade is \boxed{80}.' = gold
tlq15g:110|wrong|boxed|R1-Distill: adds the five scores as 390; after </think> '\[\n\boxed{78}\n\]' (gold 80)
tlq15g:111|correct|boxed|hybrid: 400 / 5 = 80; 'The final answer is:\n\[\n\boxed{80}\n\]' = gold
tlq15g:112|correct|prose_sentence|base model (tasks[387], the erasers and pencils, gold 36): 12 + 24; 'Therefore, the total cost of 6 erasers and 8 pencils is $36.' = gold
tlq15g:113|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\[\n\boxed{\$36}\n\]' = gold 36
tlq15g:114|correct|prose_sentence|hybrid: 12 + 24; 'Therefore, the total cost is $36. Correct. The total cost is $36.' = gold
tlq15g:115|correct|prose_sentence|base model (tasks[388], James's messages, gold 88; opens on page 2064000, ends on 2080000): 66 + 22; 'Therefore, James delivers a total of 88 messages.' = gold
tlq15g:116|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{88}\n\]' = gold
tlq15g:117|correct|prose_sentence|hybrid: 66 + 22; 'Therefore, the total number of messages James delivers is 88.' = gold
tlq15g:118|correct|boxed|base model (tasks[389], David's ride bracelet, gold 6): 36 - 30; 'Thus, David saves \(\boxed{6}\) dollars.' = gold
tlq15g:119|wrong|boxed|R1-Distill: one ticket a ride, $18, 30 - 18; after </think> 'David saves \(\boxed{12}\) dollars ...' (gold 6)
tlq15g:120|wrong|boxed|hybrid: one ticket a ride, 48 - 30; 'The final answer is \boxed{18}.', then 'The correct answer is \boxed{18}.' repeated until the string ends at '\boxed{18' (gold 6)
tlq15g:121|correct|boxed|base model (tasks[390], Monica's ribbon, gold 12): 144 / 12; 'Therefore, Monica can use \boxed{12} inches of ribbon for each gift bow.' = gold
tlq15g:122|correct|boxed|R1-Distill: after </think> '**Final Answer:**\n\n\[\n\boxed{12}\n\]' = gold
tlq15g:123|correct|prose_sentence|hybrid (opens on page 2080000, ends on 2096000): says each bow uses 1 inch, then 144 / 12; 'Therefore, Monica can use 12 inches of ribbon for each gift bow.' = gold
tlq15g:124|correct|boxed|base model (tasks[391], Betty and Sam's popsicles, gold 15): 90 - 75; 'Therefore, Sam has \(\boxed{15}\) more popsicles than Betty.' = gold
tlq15g:125|correct|boxed|R1-Distill: after </think> 'Thus, Sam has \boxed{15} more popsicles than Betty.' = gold
tlq15g:126|correct|boxed|hybrid: 90 - 75; 'The final answer is:\n\n\boxed{15}' = gold
tlq15g:127|wrong|boxed|base model (tasks[392], Tim's cable, gold 34): adds the $60 and the $4 bundle discount; 'is \(\boxed{64}\).' (gold 34)
tlq15g:128|wrong|boxed|R1-Distill: its thinking ends on $56; the solution after </think> counts only the $4 bundle discount, '**Final Answer:**\n\n\boxed{4}' (gold 34)
tlq15g:129|wrong|boxed|hybrid: ignores the streaming costs, a Python block; 'The final answer is \(\boxed{60}\) dollars per month.' (gold 34)
tlq15g:130|correct|prose_sentence|base model (tasks[393], Carol's song, gold 20): 90 / 450; 'So, the percentage of time spent editing is (90 / 450) * 100 = 20%.' = gold 20
tlq15g:131|correct|boxed|R1-Distill: after </think> '\[\n\boxed{20\%}\n\]' = gold 20
tlq15g:132|correct|prose_sentence|hybrid: 'the percentage of time spent editing is approximately 20%.', an empty '####' line, the steps restated; 'Therefore, Carol spent 20% of her total work time editing.' = gold 20
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

__doc__ = r"""Build public_heldout217.jsonl: a 217th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 213's repository Zhuohao-Li/Hawkeye (rounds 109-213 read its bench/gsm results
files and named where to go on). Its bench/gsm/results folder commits DeepSeek-R1-Distill-Qwen-7B
style runs on GSM8K test, each an indented JSON list in test order from question 0. The run script
(benchark/gsm/run.py at 2926e0f, read in round 118) has three stages: stage 3 `base_qa` asks
'Question: {question}.' as the only user turn (sglang, max_tokens 1024, temperature 0.7, top_p
0.9) and stores {question, answer, model_output, score} (the hdr, hde, hdb, hd2 files, every
model_output opening '<think>'); stage 1 `cot` asks the cot model (bench/gsm/run.yaml
cot_model_path Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B) with benchark/gsm/utils.py
`cot_prompt` (max_tokens 1024) and stores `cot`; stage 2 `qa` gives the small model (run.yaml
small_model_path Qwen/Qwen2.5-0.5B-Instruct) utils.py `doc_to_text` 'Question: {question}\nCot:
{cot}\nThis is a chain-of-thought that helps you answer.\nSo the answer is:' (max_tokens 512) and
stores its reply as `model_output` beside the `cot` (the gsm_result.json file: {question, answer,
cot, model_output, score}).

Method (rounds 88-213's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Round
213's pastes of hdr 812000, hde 640000, hdb 544000, hd2 464000 and hgr 672000 (copied from
/tmp/rounds/real213/pages; they decode to 16,000 each as there) were re-used, since the first
element this round takes from each file opens on them. Eleven new pages were pasted; all eleven
came out at 16,000 at the first paste. One page holds a loop marker, round 213's
pages/hd2_464000.txt (kept with it): inside element 287's model_output it holds one copy of the
loop unit 'Wait.\\n\\n' between the markers @@U1@@ and @@/U1@@, then @@R1@@, where work/mk.py
repeats the unit the one whole number of times (305 more, 306 in all) that makes the page 16,000
characters (element 287 was taken in round 213; this round takes 290 on from that page). The new
page hd2_496000 holds element 301's irregular run of 'Wait.', 'Hmm.' and 'Alternatively.' lines
(no one-unit loop): it was pasted whole, no marker. No page needs a no-break-space entry (every
question matched its gsm8k/test.jsonl line as decoded, double spaces such as 'Jon runs a
triathlon.  It takes him', 'Erica made 20 Valentine's cards to pass out.  Her dad' and curly
apostrophes such as 'Bernadette’s apartment' included). Nothing was shortened. Each new page
starts where the one before ends (offsets 16,000 apart), checked by work/extract.py, which cut
the records out by script (raw_*.jsonl): the pages of one file joined in file order, each whole
list element parsed, r = the raw JSON string body of its `model_output` (or `cot`; enc json,
checked to decode to the parsed value), g = its `answer`, rec = its list index, found as the
gsm8k/test.jsonl line of its question and checked to run on one by one, with `answer` equal to
the line's '####' value. Elements before the first one named below (taken in round 213) are
skipped; the element cut by the end of each file's last page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 812000
  (round 213's paste, for element 428's opening), 828000 and 844000 (= hdr_812000 ..
  hdr_844000): elements 428 (the caterer's hot dogs) to 442 (Marcus's house temperature) whole;
  443 (Jon's triathlon) cut by the end of 844000 inside its thinking ('... 59 minutes for t') and
  dropped: 15 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 640000 (round 213's paste, for element 390's opening), 656000 and 672000 (=
  hde_640000 .. hde_672000): elements 390 (Monica's gifts) to 408 (Toby's book) whole; 409
  (Carolyn's delivery company) cut inside its thinking ('$2,4') and dropped: 19 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 544000 (round 213's
  paste, for element 292's opening), 560000 and 576000 (= hdb_544000 .. hdb_576000): elements 292
  (Susan's online task) to 305 (John's arm wrestling) whole; 306 (the bakery's loaves) cut inside
  its thinking ('Next, calculate the numb') and dropped: 14 kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 464000 (round 213's paste, for element 290's opening), 480000 and 496000 (=
  hd2_464000 .. hd2_496000): elements 290 (Ali's medals) to 306 (the bakery's loaves) whole; 307
  (Sandy and Joey's weight) cut inside its solution ('To determine how many week') and dropped:
  17 kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 672000 (round 213's paste, for
  element 440's opening), 688000, 704000 and 720000 (= hgr_672000 .. hgr_720000): elements 440
  (Billie's bedroom) to 469 (Mary's sprinkles) whole, each giving two records, its `cot` (hgc)
  and its `model_output` (hgo); element 470 (Theo's pen and paper) cut inside its cot and
  dropped: 30 elements, 60 records, 56 kept (hgc 30, hgo 26; four repeats dropped, below).

Repeats: the files answer the same GSM8K test questions as rounds 109-213 and as each other
(hdr 428-442 ask the questions of hgr 428-442, hdb 292-305 those of hd2 292-305, each run its own
text). Every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present: 338 files, 31,956 distinct completions, by
script, work/dedup.py, reading no labels) and with the others of this round: four repeat, the hgo
replies of elements 441 (the sisters' beads, '80'), 445 (Michael's hay, '\$6'), 446 (Rozanne's
eggnog, '2') and 454 (Marin and Nancy's apples, '240'), bare values earlier rounds already hold;
they were dropped (work/extract.py DROP). The other short hgo replies ('$539.', '\$6,400', '45',
'35%', '2 trips.', '$18', '6th place.', '$1.00', ...) do not repeat. 121 records kept.

Repository counts (121 records): Zhuohao-Li/Hawkeye 121 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 15, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 19 and repeat 2 17, the
gsm_baseline run 14, gsm_result's cot 30 and small-model answers 26). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-213 found); `licence` per record. Truth: correct
107, wrong 10, no_answer 4; debatable 1 (hgc:454, the Marin gold).

Split: GSM8K test 121, MATH 0. Prompt format: long_cot 121 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}, except hdr:434, hdb:298, hdb:301 and hd2:301, cut inside the think
block; hgo are Qwen2.5-0.5B-Instruct's replies to 'So the answer is:': a bare value ('$539.',
'\$6,400', '45', '35%', '$18', '$1.00'), a value with its unit ('2 trips.', '9 plants.', '6th
place.', '78 cards.', '1200 pieces of laundry.', '58 minutes and 38 seconds.'), a sentence ('Joey
is now winning by 5 points.', 'Beatrice bought **112** colors of crayons in all.') or a box
('\boxed{\$11,\!050}', '\boxed{84}'); hgo:468 copies its cot's solution steps and ends
'\boxed{120 \text{ shoes}}'). Forms: boxed 95, bare_last_line 13, prose_sentence 9, truncated 4.

Label conventions (rounds 37-213's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$132.00}', '\boxed{15 \text{ ounces}}', '\boxed{17 \text{
minutes}}', '\boxed{98 \text{ feet}}', '\boxed{\$34}', '\boxed{20\%}', '\boxed{\$14,\!400}',
'\boxed{81\ \text{kilowatt-hours}}', '\boxed{\$31,\!800}', '\boxed{84 \text{ cents}}',
'\boxed{\$1.00}', '$1,\!920.', '6th place.', '\$6,400'); another quantity is wrong (hdb:295 boxes
a list of three counts, '220 Pushups, 90 Squats, 60 Dumbbell Presses', never their total); where
the thinking and the solution disagree, the last (boxed) answer counts (hdr:439 thinks 16
minutes and boxes 17, hd2:297 thinks 45 crates and boxes 55: both correct); a completion cut
inside its think block, or looping there, before any final answer is no_answer even where its
working reached the gold (hdb:298 reached '$500' and was cut; hd2:301 ran 'Wait.'/'Hmm.' lines
to the cap); a bare reply, a label or a sentence is read for the quantity it states (hgo); the
Marin gold (gsm8k test line 455, 150, whose working takes 4 + 1 apples a day against the
question's 'each eat 4') is labelled against the gold as rounds 33-206 did (debatable).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 828000, 844000 (812000
re-used from round 213); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
1_result.json offsets 656000, 672000 (640000 re-used); bench/gsm/results/
gsm_baseline_result.json offsets 560000, 576000 (544000 re-used); bench/gsm/results/
Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json offsets 480000, 496000 (464000
re-used); bench/gsm/results/gsm_result.json offsets 688000, 704000, 720000 (672000 re-used).

Leads for a later round: Hawkeye hdr from 860000 (element 443, Jon's triathlon, opens on 844000
and is cut inside its thinking: re-use this round's paste pages/hdr_844000.txt); hde from 688000
(element 409, Carolyn's delivery company, opens on 672000 and is cut inside its thinking: re-use
pages/hde_672000.txt); hdb from 592000 (element 306, the bakery's loaves, opens on 576000 and is
cut inside its thinking: re-use pages/hdb_576000.txt); hd2 from 512000 (element 307, Sandy and
Joey's weight, opens on 496000 and is cut inside its solution: re-use pages/hd2_496000.txt, which
holds element 301's irregular 'Wait.'/'Hmm.' run pasted whole; hd2 asks the questions hdb asks,
306 on = hdb 306 on); hgr (gsm_result.json) from 736000 (element 470, Theo's pen and paper,
opens on 720000 inside its cot: re-use pages/hgr_720000.txt; two records an element; its short
hgo replies often repeat earlier rounds' bare answers (four of thirty did this round: '80',
'\$6', '2', '240'): check). Watch for curly apostrophes (kept as the file has them), for
no-break spaces the display shows as spaces (a question that does not match its
gsm8k/test.jsonl line), for double spaces inside questions and for long 'Wait.'/'Hmm.' runs
(a uniform one wants a loop marker, an irregular one a whole paste). Still unread (as rounds
118-213 listed): bench/results/*/example*.txt and gsm8k_result*.json (Qwen2.5 and Llama GSM8K
runs: look whether they hold completions with golds), bench/gsm8k_cot.jsonl, and the older
benchark/gsm/results/*_result.json files at 2926e0f (check repeats against bench/ first).

Usage: python build_public_heldout217.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout217.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout217.jsonl"
SOURCE = "public_heldout217"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
SOURCES = zh_sources(
    hdr=("812000-859999 (three pages: 812000, 828000, 844000)", "428-442"),
    hde=("640000-687999 (three pages: 640000, 656000, 672000)", "390-408"),
    hdb=("544000-591999 (three pages: 544000, 560000, 576000)", "292-305"),
    hd2=("464000-511999 (three pages: 464000, 480000, 496000)", "290-306"),
    gr="pages 672000-735999 of the file (four pages: 672000, 688000, 704000, 720000; elements 440-469)",
)

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:428|wrong|boxed|the caterer's hot dogs (opens on page 812000): 36 prepared taken as all, 40 guests x 2 = 80, (80 - 36) / 2, '\boxed{22}' (gold 26: 36 + 18 = 54 hot dogs, 40 firsts, 14 seconds, 40 - 14)
hdr:429|correct|boxed|
hdr:430|correct|boxed|'\boxed{\$132.00}' for 132
hdr:431|correct|boxed|'\boxed{1}', then 'Dora needs an additional **\$1** ...'
hdr:432|correct|boxed|
hdr:433|correct|boxed|'Josey needs \(\boxed{6}\) pints of gasoline.'
hdr:434|no_answer|truncated|George's candy bars: cut inside the think block at 'So, 100M = 5' (no '</think>', no final answer)
hdr:435|correct|boxed|"Each of Ray's friends received \(\boxed{5}\) lollipops."
hdr:436|correct|boxed|'\boxed{15 \text{ ounces}}' for 15
hdr:437|correct|boxed|
hdr:438|correct|boxed|
hdr:439|correct|boxed|the thinking ends 'Bernadette should leave 16 minutes earlier than Wayne.'; the solution takes (T - 1) - 16 = T - 17 and ends '\boxed{17 \text{ minutes}}' (= gold 17); the last (boxed) answer counts
hdr:440|correct|boxed|'\boxed{98 \text{ feet}}' for 98
hdr:441|correct|boxed|
hdr:442|correct|boxed|
hde:390|correct|boxed|Monica's gifts (opens on page 640000)
hde:391|correct|boxed|
hde:392|correct|boxed|'\boxed{\$34}' for 34
hde:393|correct|boxed|'\boxed{20\%}' for 20
hde:394|correct|boxed|the thinking ends 'Wendy needs to carry \boxed{92} books.'; the solution ends '\boxed{92}'
hde:395|correct|boxed|
hde:396|correct|boxed|'= \boxed{3} \text{ slices}'
hde:397|correct|boxed|
hde:398|correct|boxed|
hde:399|correct|boxed|'= \boxed{12} \text{ years}', then '**Answer:** \(\boxed{12}\) years'
hde:400|correct|boxed|
hde:401|correct|boxed|'\boxed{\$14,\!400}' for 14400
hde:402|correct|boxed|'= \boxed{4}', then 'Mark has to buy \(\boxed{4}\) more bags of flour than bottles of milk.'
hde:403|correct|boxed|'\boxed{81\ \text{kilowatt-hours}}' for 81
hde:404|correct|boxed|
hde:405|correct|boxed|
hde:406|wrong|boxed|'= \boxed{240}' (gold 200: the corns bought taken as 40 fewer than the new cannoli total, 100 - 40 = 60, instead of 40 fewer than the 60 cannolis bought, 20; 80 + 20 + 40 + 60)
hde:407|wrong|boxed|'Elliott took \(\boxed{4,\!000}\) steps during his jog.' (gold 2000: the 2,000 steps left after the jog not taken off, 10,000 - 6,000)
hde:408|correct|boxed|'= \boxed{20 \text{ minutes}}' for 20
hdb:292|correct|boxed|Susan's online task (opens on page 544000)
hdb:293|correct|boxed|
hdb:294|correct|boxed|
hdb:295|wrong|boxed|'\boxed{220\ \text{Pushups},\ 90\ \text{Squats},\ 60\ \text{Dumbbell Presses}}' (gold 370: three counts, never their total)
hdb:296|correct|boxed|
hdb:297|correct|boxed|'Sam was **55 crates** below his target for the week.', then '\boxed{55}'
hdb:298|no_answer|truncated|Carmen's auction: its thinking reaches 'her $500 bid is the next one' and is cut at '... it says she accepts the opening bid and' inside the think block (no '</think>', no final answer)
hdb:299|wrong|boxed|'\boxed{\$30,\!150}' (gold 31800: the $150 bonus counted for one month, 50 / 52 weeks taken as 1 month, instead of 12 months; the thinking had $31,500)
hdb:300|correct|boxed|
hdb:301|no_answer|truncated|the 32-page tabloid: cut inside the think block at '... so you still only started with one sheet. So' (no '</think>', no final answer)
hdb:302|correct|boxed|
hdb:303|wrong|boxed|'\boxed{1000}' (gold 1300: this year's sales taken as 50 instead of the 45 given, 200 - 100 - 50)
hdb:304|wrong|boxed|'\boxed{\$3,\!400}' (gold 3200: April taken as 4 weeks and 2 working days, 220 hours, instead of 4 weeks, 200 hours)
hdb:305|correct|boxed|
hd2:290|correct|boxed|Ali's medals (opens on page 464000): '= \boxed{390}', then '**Answer:** \(\boxed{390}\)'
hd2:291|correct|boxed|'= \boxed{2} \text{ bars per child}', then '**Answer:** \(\boxed{2}\)'
hd2:292|correct|boxed|the thinking speaks of 'her hourly rate of \$3'; the solution takes 150 minutes at \$0.5 a minute and ends '\boxed{\$75}' (= gold 75)
hd2:293|correct|boxed|
hd2:294|correct|boxed|
hd2:295|correct|boxed|'= \boxed{370} \ \text{activities}'
hd2:296|correct|boxed|
hd2:297|correct|boxed|the thinking ends 'Therefore, Sam was 45 crates short of his target.'; the solution adds 15 + 12 + 18 + 20 = 65 and ends '\boxed{55}' (= gold 55); the last (boxed) answer counts
hd2:298|correct|boxed|
hd2:299|correct|boxed|'= \boxed{\$31,\!800}', then 'John pays **\$31,800** per year for driving.'
hd2:300|correct|boxed|
hd2:301|no_answer|truncated|the 32-page tabloid: its thinking reaches 'Fold five times: 32.' and then runs 'Wait.', 'Hmm.' and 'Alternatively.' lines to the cap inside the think block (no '</think>', no final answer)
hd2:302|correct|boxed|'= \boxed{\$15}', then '**Answer:** \boxed{15}'
hd2:303|correct|boxed|
hd2:304|correct|boxed|
hd2:305|correct|boxed|
hd2:306|correct|boxed|'The number of loaves sold in the afternoon is \(\boxed{10}\).'
hgc:440|correct|boxed|Billie's bedroom (its cot opens on page 672000)
hgc:441|correct|boxed|'= \boxed{80} \text{ beads}', then '\(\boxed{80}\) beads'
hgc:442|correct|boxed|'= \boxed{49 \text{ degrees}}' for 49
hgc:443|wrong|boxed|'\boxed{58\ \text{minutes}\ \text{and}\ 38\ \text{seconds}}' (gold 59: the 10% faster swim taken as 40 / 1.1 = 36.36 minutes instead of 40 - 4 = 36)
hgc:444|correct|boxed|
hgc:445|correct|boxed|'\boxed{\$6}' for 6
hgc:446|correct|boxed|
hgc:447|correct|boxed|'= \boxed{5} \text{ points}'
hgc:448|correct|boxed|
hgc:449|correct|boxed|
hgc:450|correct|boxed|'\boxed{\$4}' for 4
hgc:451|correct|boxed|'\boxed{\$11,\!050}' for 11050
hgc:452|correct|boxed|'= \boxed{50 \text{ mph}}', then '\(\boxed{50 \text{ mph}}\)'
hgc:453|correct|boxed|'= \boxed{\$6,\!400}', then '\(\boxed{\$6,\!400}\)'
hgc:454|wrong|boxed|debatable: Marin and Nancy's apples, 8 a day x 30, '\boxed{240}' (gold 150; the gold's working takes '4 + 1' apples a day, which does not match the question as worded, 'each eat 4'; labelled against the gold as earlier rounds did)
hgc:455|correct|boxed|'\boxed{\$1,\!920}' for 1920
hgc:456|correct|boxed|'= \boxed{78}'
hgc:457|correct|boxed|
hgc:458|correct|boxed|'\boxed{35\%}' for 35
hgc:459|correct|boxed|
hgc:460|correct|boxed|'\boxed{84 \text{ cents}}' for 84
hgc:461|correct|boxed|
hgc:462|correct|boxed|'**Final Answer:** \(\boxed{71}\)'
hgc:463|correct|boxed|
hgc:464|correct|boxed|'**Final Answer:** \(\boxed{6}\)'
hgc:465|correct|boxed|'= \boxed{30 \text{ students}}' for 30
hgc:466|correct|boxed|'= \boxed{\$1.00}' for 1
hgc:467|correct|boxed|
hgc:468|correct|boxed|'\boxed{120 \text{ shoes}}' for 120
hgc:469|correct|boxed|
hgo:440|correct|boxed|the whole reply: "The perimeter of Billie's rectangular bedroom is \( \boxed{98} \) feet."
hgo:442|correct|prose_sentence|the whole reply: "Marcus's house's final temperature is **49 degrees**."
hgo:443|wrong|bare_last_line|the whole reply: '58 minutes and 38 seconds.' (gold 59)
hgo:444|correct|prose_sentence|the whole reply: 'The movie "Movie A" was 20 minutes long.'
hgo:447|correct|prose_sentence|the whole reply: 'Joey is now winning by 5 points.'
hgo:448|correct|bare_last_line|the whole reply: '$539.'
hgo:449|correct|prose_sentence|the whole reply: 'Beatrice bought **112** colors of crayons in all.'
hgo:450|correct|prose_sentence|the whole reply: 'The regular price of popcorn is \$4.'
hgo:451|correct|boxed|the whole reply: '\boxed{\$11,\!050}' for 11050
hgo:452|correct|prose_sentence|the whole reply: "The car's average speed during this trip is 50 mph."
hgo:453|correct|bare_last_line|the whole reply: '\$6,400' for 6400
hgo:455|correct|bare_last_line|the whole reply: '$1,\!920.' for 1920
hgo:456|correct|bare_last_line|the whole reply: '78 cards.'
hgo:457|correct|bare_last_line|the whole reply: '45'
hgo:458|correct|bare_last_line|the whole reply: '35%' for 35
hgo:459|correct|bare_last_line|the whole reply: '2 trips.'
hgo:460|correct|boxed|the whole reply: '\boxed{84}'
hgo:461|correct|bare_last_line|the whole reply: '9 plants.'
hgo:462|correct|prose_sentence|the whole reply: 'Ali has a total of \$71 now.'
hgo:463|correct|bare_last_line|the whole reply: '$18'
hgo:464|correct|bare_last_line|the whole reply: '6th place.' for 6
hgo:465|correct|prose_sentence|the whole reply: 'Miss Maria has 30 students.'
hgo:466|correct|bare_last_line|the whole reply: '$1.00' for 1
hgo:467|correct|bare_last_line|the whole reply: '1200 pieces of laundry.'
hgo:468|correct|boxed|the reply copies its cot's solution steps and ends '\boxed{120 \text{ shoes}}'
hgo:469|correct|prose_sentence|the whole reply: 'Mary needs to bake 4 pans of cupcakes.'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

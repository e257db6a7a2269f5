__doc__ = r"""Build public_heldout225.jsonl: a 225th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 221's repository Zhuohao-Li/Hawkeye (rounds 109-221 read its bench/gsm results
files and named where to go on), the same three of its files as round 221: the baseline run (hdb),
the Efficient-CoT run's repeat 2 (hd2) and the two-stage run (gsm_result.json: hgc, hgo); the hdr
and hde files were not read this round. Its bench/gsm/results folder commits
DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an indented JSON list in test order from
question 0. The run script (benchark/gsm/run.py at 2926e0f, read in round 118) has three stages:
stage 3 `base_qa` asks 'Question: {question}.' as the only user turn (sglang, max_tokens 1024,
temperature 0.7, top_p 0.9) and stores {question, answer, model_output, score} (the hdb and hd2
files, every model_output opening '<think>'); stage 1 `cot` asks the cot model (bench/gsm/run.yaml
cot_model_path Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B) with benchark/gsm/utils.py
`cot_prompt` (max_tokens 1024) and stores `cot`; stage 2 `qa` gives the small model (run.yaml
small_model_path Qwen/Qwen2.5-0.5B-Instruct) utils.py `doc_to_text` 'Question: {question}\nCot:
{cot}\nThis is a chain-of-thought that helps you answer.\nSo the answer is:' (max_tokens 512) and
stores its reply as `model_output` beside the `cot` (the gsm_result.json file: {question, answer,
cot, model_output, score}).

Method (rounds 88-221's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. The
pages on which the first element of each file opens were read again with read_file and pasted
anew: hdb 656000, hd2 576000 and hgr 752000 (each decodes to 16,000; round 221's paste files of
these three pages were in fact still on disk under /tmp/rounds/real221/pages, and the three new
pastes decode byte-identical to them, checked with cmp). Eleven new pages were pasted besides; all
fourteen pastes came out at 16,000 at the first paste, and each was read over against the
display. No page holds a loop marker (no long verbatim repeat on any page read). No page needs a
no-break-space entry (every question matched its gsm8k/test.jsonl line exactly as decoded, double
spaces such as 'There are 96 fourth-graders at Small Tree  School.', 'If one bag contains
50-pounds of oats,  how many' and 'where 4 girls are on the bottom,  3 stand' and curly
apostrophes such as 'Monday’s yoga', 'she’s at work' and 'Mariah’s grandma' included; the
completions keep their own curly apostrophes, 'Let’s denote', as the file has them). Nothing was
shortened. Each page starts where the one before ends (offsets 16,000 apart), checked by
work/extract.py, which cut the records out by script (raw_*.jsonl): the pages of one file joined
in file order, each whole list element parsed, r = the raw JSON string body of its `model_output`
(or `cot`; enc json, checked to decode to the parsed value), g = its `answer`, rec = its list
index, found as the gsm8k/test.jsonl line of its question and checked to run on one by one, with
`answer` equal to the line's '####' value. Elements before the first one named below (taken in
round 221) are skipped; the element cut by the end of each file's last page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 656000 (read again, for
  element 347's opening), 672000, 688000, 704000, 720000 and 736000 (= hdb_656000 ..
  hdb_736000): elements 347 (Davos's shirts) to 390 (Monica's gift bows) whole; 391 (Betty and
  Sam's popsicles) cut by the end of 736000 inside its solution ('**Step 4: Find the number of
  p') and dropped: 44 kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 576000 (read again, for element 353's opening), 592000, 608000, 624000 and
  640000 (= hd2_576000 .. hd2_640000): elements 353 (John's vacation) to 393 (Carol's song) whole;
  394 (Wendy's books) cut inside its solution ('**Final Answer:**', before any box) and dropped:
  41 kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 752000 (read again, for element
  492's opening), 768000 and 784000 (= hgr_752000 .. hgr_784000): elements 492 (Sally's pizzas)
  to 512 (Hannah's water) whole, each giving two records, its `cot` (hgc) and its `model_output`
  (hgo); element 513 (Julie's $500) cut inside its cot and dropped: 21 elements, 42 records, 40
  kept (hgc 21, hgo 19; two repeats dropped, below).

Repeats: the files answer GSM8K test questions many earlier rounds answered, and each other's
(hdb 353-390 ask the questions of hd2 353-390, each run its own text). Every completion kept was
compared (whitespace-normalised) with every completion of the earlier rounds
(packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/public_heldout*.jsonl
present: 230 files, 32,765 distinct completions, by script, work/dedup.py, reading no labels; run
again at the end over 232 files, 32,900 distinct completions, rounds written meanwhile included,
with no new repeat) and
with the others of this round: two repeat, the hgo replies of elements 498 (Brianne and Ashley's
orange pies, '40.') and 508 (the farm and the zoo, '120'), bare values earlier rounds already hold
(public_heldout146 and public_heldout173); they were dropped (work/extract.py DROP). The other
short hgo replies ('\$32.', '58 feet.', '200', '38.', '$224', '273 yards.', '26 gifts.', '1600',
'$288.00.', '120 ml') do not repeat. 125 records kept.

Repository counts (125 records): Zhuohao-Li/Hawkeye 125 (100 %: the gsm_baseline run 44,
Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 2 41, gsm_result's cot 21 and small-model
answers 19). Licence: no LICENSE file in the index for Zhuohao-Li/Hawkeye (as rounds 109-221
found); `licence` per record. Truth: correct 103, wrong 22, no_answer 0; debatable 0.

Split: GSM8K test 125, MATH 0. Prompt format: long_cot 125 (no tag format asked for; hdb, hd2 and
hgc completions open '<think>', reason, close '</think>' and write a step-by-step solution ending
in \boxed{} (every one this round reaches a box; none is cut); hgo are Qwen2.5-0.5B-Instruct's
replies to 'So the answer is:': a bare value ('200', '1600', '$224', '\$32.', '38.'), a value with
its unit ('58 feet.', '273 yards.', '26 gifts.', '$288.00.', '120 ml'), a sentence ('The cost per
razor is 25 cents.', 'Lily found **16 insects**.', 'Gerald has $110 left after working at the
daycare for 7 days and spending $100.') or a sentence with a box ('The savings by buying a weekly
bus pass for $20 is $\boxed{2.00}$.')). Forms: boxed 107, bare_last_line 10, prose_sentence 8.

Label conventions (rounds 37-221's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$36}', '\boxed{10\%}', '\boxed{\$2,\!640}', '\boxed{34
\text{ feet}}', '\boxed{\$240,\!000}', '\boxed{45\text{ kg}}', '\boxed{67 \text{ km}}',
'\boxed{32 \text{ hectares}}', '\boxed{6 \text{ hours}}', '\boxed{26 \text{ gifts}}',
'\boxed{\$2.00}', '\boxed{120 \text{ ml}}', '\$32.', '273 yards.'); where the thinking and the
solution disagree, the last (boxed) answer counts (hdb:349 thinks $3,600 and boxes 2,640, hdb:361
thinks 18 days and boxes 20, hd2:371 thinks 40 pairs and boxes 50, hd2:374 thinks 3 kg and boxes
45, hd2:393 thinks 15% and boxes 20%, hgc:493 thinks 75 cents and boxes 25: all correct; hdb:353
thinks 20 hours and boxes 8, hgc:494 thinks 21 feet and boxes 58: both wrong); another quantity is
wrong (hd2:389 works the saving out as -$12 and boxes the tickets' $18); a bare reply, a label or a
sentence is read for the quantity it states, words and numbers after it that restate the question
('for 7 days and spending $100', 'by his birthday, which is July 19th') not changing it (hgo);
Erin's points (gsm8k test line 368, gold 18, 'three times more than Sara' read as 8 + 24 = 32) is
labelled against the gold, as rounds 46-221 did, not debatable; Karan's loan (line 380, gold 803,
the 10% taken on the whole loan) likewise.

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/gsm_baseline_result.json offsets 672000, 688000, 704000, 720000, 736000 (656000
read again); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json offsets
592000, 608000, 624000, 640000 (576000 read again); bench/gsm/results/gsm_result.json offsets
768000, 784000 (752000 read again).

Leads for a later round: Hawkeye hdb from 752000 (element 391, Betty and Sam's popsicles, opens on
736000 and is cut inside its solution: read 736000 again first); hd2 from 656000 (element 394,
Wendy's books, opens on 640000 and is cut inside its solution at '**Final Answer:**': read 640000
again first; hd2 now runs three questions ahead of hdb, hd2 391-393 ask the questions hdb 391-393
will ask); hgr (gsm_result.json) from 800000 (element 513, Julie's $500, opens on 784000 inside its
cot: read 784000 again first; two records an element; its short hgo replies often repeat earlier
rounds' bare answers (two of twenty-one did this round: '40.', '120'): check). hdr (from 860000)
and hde (from 688000) were not read this round: round 217's leads for them stand. Watch for curly
apostrophes (kept as the file has them), for no-break spaces the display shows as spaces (a
question that does not match its gsm8k/test.jsonl line), for double spaces inside questions, for
escaped quotes inside questions and completions (the cheerleaders' '64" tall', hgr 768000) and for
long 'Wait.'/'Hmm.' runs (a uniform one wants a loop marker, an irregular one a whole paste).
Still unread (as rounds 118-221 listed): bench/results/*/example*.txt and gsm8k_result*.json
(Qwen2.5 and Llama GSM8K runs: look whether they hold completions with golds),
bench/gsm8k_cot.jsonl, and the older benchark/gsm/results/*_result.json files at 2926e0f (check
repeats against bench/ first).

Usage: python build_public_heldout225.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout225.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout225.jsonl"
SOURCE = "public_heldout225"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
# (three of zh_sources' files this round: hdr and hde were not read, so their entries are left out)
SOURCES = {
    short: entry
    for short, entry in zh_sources(
        hdr=("not read this round", "none"),
        hde=("not read this round", "none"),
        hdb=(
            "656000-751999 (six pages: 656000, 672000, 688000, 704000, 720000, 736000)",
            "347-390",
        ),
        hd2=(
            "576000-655999 (five pages: 576000, 592000, 608000, 624000, 640000)",
            "353-393",
        ),
        gr="pages 752000-799999 of the file (three pages: 752000, 768000, 784000; elements 492-512)",
    ).items()
    if short in ("hdb", "hd2", "hgc", "hgo")
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdb:347|correct|boxed|Davos's shirts (opens on page 656000): '\boxed{\$36}' for 36
hdb:348|correct|boxed|'\boxed{10\%}' for 10
hdb:349|correct|boxed|the thinking takes the treats as $100 a month and ends '$3,600 per year'; the solution sums $100 + $20 + $100 = $220 a month and ends '\boxed{\$2,\!640}' (= gold 2640); the last boxed answer counts
hdb:350|correct|boxed|'\(\boxed{8}\)'
hdb:351|correct|boxed|
hdb:352|correct|boxed|
hdb:353|wrong|boxed|the thinking reaches 'John spent 20 hours sightseeing', the solution takes the shows' 6 hours as the 30%, 'T = \frac{6}{0.30} = 20 \text{ hours}', and ends '\boxed{8 \text{ hours}}' (gold 20: the 15 hours of boating, swimming and shows are 30%, 50 hours in all, 40% of it); the last boxed answer counts
hdb:354|correct|boxed|
hdb:355|correct|boxed|'\boxed{34 \text{ feet}}' for 34
hdb:356|correct|boxed|
hdb:357|wrong|boxed|'\frac{\$65}{\$5 \text{ per friend}} = 13 \text{ friends}', '\boxed{13}' (gold 2: each person costs $5 + $5 + $20 = $30, $90 pays for 3, Morgan and 2 friends; it charges the mini-golf and the go-karts once)
hdb:358|correct|boxed|
hdb:359|correct|boxed|
hdb:360|correct|boxed|
hdb:361|correct|boxed|the thinking takes the third leg as 175 miles and ends '18 days'; the solution takes (75 + 100) - 50 = 125, 900 miles a day, and ends '\boxed{20}' (= gold 20); the last boxed answer counts
hdb:362|correct|boxed|'Mark needs a total of \(\boxed{23}\) pounds of stuffing.'
hdb:363|wrong|boxed|'\boxed{8\text{ hours and }51\text{ minutes}}' (gold 6: 210 miles at 70 mph and 240 at 80 mph, 3 + 3 hours; it counts the 200 miles and the 210-mile trip both)
hdb:364|correct|boxed|
hdb:365|correct|boxed|
hdb:366|correct|boxed|
hdb:367|wrong|boxed|'x = \frac{70}{17} \approx 4.1176', rounded to 4, '\boxed{2}' (gold 19: the 3 mask refusers are given, 3 + 7 + 21 = 31 of 50; it makes their number the unknown)
hdb:368|wrong|boxed|'Erin had \(\boxed{10}\) points' (gold 18: 'three times more than Sara' read by the gold as 8 + 3 x 8 = 32, 32 - 14; it takes 3 x 8 = 24)
hdb:369|wrong|boxed|'= \$880 + \$176 + \$10 + \$132', then '\$1,200 - \$20' ... '\$1,322', '\boxed{\$1,\!322}' (gold 1198: the same four costs summed right)
hdb:370|correct|boxed|'\boxed{\$320}' for 320
hdb:371|correct|boxed|
hdb:372|correct|boxed|'Hallie has \(\boxed{5}\) hours of dance practice each week.'
hdb:373|correct|boxed|'\boxed{\$240,\!000}' for 240000
hdb:374|correct|boxed|'\boxed{45\text{ kg}}' for 45
hdb:375|correct|boxed|
hdb:376|correct|boxed|
hdb:377|correct|boxed|
hdb:378|correct|boxed|'\(\boxed{15}\)'
hdb:379|correct|boxed|'= 65 - 44 = \boxed{21}', then '**Answer:** \(\boxed{21}\)'
hdb:380|wrong|boxed|'\boxed{₹760.42}' (gold 803: the 10% interest on the whole $3,650, $4,015 / 5; it takes 10% a year for five months, in rupees)
hdb:381|correct|boxed|'\boxed{67 \text{ km}}' for 67
hdb:382|correct|boxed|
hdb:383|correct|boxed|
hdb:384|correct|boxed|'\boxed{32 \text{ hectares}}' for 32
hdb:385|correct|boxed|'\(\boxed{16}\)'
hdb:386|correct|boxed|"Wilson's current math grade is \(\boxed{80}\)."
hdb:387|correct|boxed|
hdb:388|correct|boxed|'= 66 + 22 = \boxed{88}', then '**Answer:** \(\boxed{88}\)'
hdb:389|wrong|boxed|'**Savings:** \$30 (bracelet) - \$18 (tickets) = **\$12**', '\boxed{12}' (gold 6: each ride takes 2 tickets at $2, 9 rides $36, less the $30 bracelet; it takes $2 a ride)
hdb:390|correct|boxed|'Monica can use \(\boxed{12}\) inches of ribbon for each gift bow.'
hd2:353|correct|boxed|John's vacation (opens on page 576000): '0.30 \times \text{Total Time} = 15 \text{ hours}', 0.40 x 50, '\boxed{20}'
hd2:354|correct|boxed|'\$400 - \$355 = \boxed{\$45}' for 45
hd2:355|correct|boxed|'\boxed{34\ \text{feet}}' for 34
hd2:356|correct|boxed|
hd2:357|wrong|boxed|'\frac{\$65}{\$5} = 13 \text{ friends}', '**Final Answer:** \(\boxed{13}\)' (gold 2: each person costs $5 + $5 + $20 = $30, 3 people, Morgan and 2 friends)
hd2:358|correct|boxed|'\(\boxed{20}\)'
hd2:359|correct|boxed|the thinking first has Billy spend all $10 on candy, finds a contradiction, then solves (10 - 1.5x)/2 = 2 for x = 4; '\boxed{4}'
hd2:360|correct|boxed|'S = \frac{50}{2} = \boxed{25}', then '\(\boxed{25}\)'
hd2:361|wrong|boxed|'\boxed{18 \text{ days}}' (gold 20: the third leg is 175 - 50 = 125 miles, 300 a trip, 900 a day; it takes 175, 1,050 a day, 17.14 rounded up)
hd2:362|correct|boxed|
hd2:363|correct|boxed|'\boxed{6 \text{ hours}}' for 6
hd2:364|correct|boxed|
hd2:365|correct|boxed|'= 6 + 12 = \boxed{18}', then '**Answer:** \(\boxed{18}\)'
hd2:366|correct|boxed|'Jane must score at least \(\boxed{9}\) points'
hd2:367|correct|boxed|the thinking ends '**Final Answer**\nThe number of people kicked out for other reasons is \boxed{19}.', the solution '\(\boxed{19}\)'
hd2:368|wrong|boxed|the thinking writes 'E + 14 = 3 \times (8 + 14)' and '52', the solution 'E + 14 = 3 \times 8', '\boxed{10}' (gold 18: 'three times more than Sara' read by the gold as 8 + 3 x 8 = 32, 32 - 14)
hd2:369|wrong|boxed|'\$880 + \$176 + \$10 + \$132 = \$1200', '\boxed{1200}' (gold 1198: the four costs sum to 1,198)
hd2:370|correct|boxed|'= \boxed{\$320}' for 320
hd2:371|correct|boxed|the thinking sums 14 + 28 + 8 as '40 pairs'; the solution '14 + 28 + 8 = 50 \text{ pairs}', '\boxed{50}' (= gold 50); the last boxed answer counts
hd2:372|correct|boxed|'= \boxed{5 \text{ hours}}', then '**Answer:** \(\boxed{5}\) hours'
hd2:373|correct|boxed|'= \boxed{\$240,000}', then '**Answer:** \(\boxed{240000}\)'
hd2:374|correct|boxed|the thinking ends '1 kg + 2 kg = 3 kg.'; the solution '15 \text{ kg/day} + 30 \text{ kg/day} = \boxed{45} \text{ kg/day}' (= gold 45); the last boxed answer counts
hd2:375|correct|boxed|
hd2:376|correct|boxed|
hd2:377|correct|boxed|'= \boxed{50} \text{ apples}', then '\(\boxed{50}\)'
hd2:378|correct|boxed|
hd2:379|correct|boxed|
hd2:380|wrong|boxed|'Karan has to pay \(\boxed{₹760.42}\) per month.' (gold 803: the 10% interest on the whole $3,650, $4,015 / 5; it takes 10% a year for five months, in rupees)
hd2:381|correct|boxed|'\boxed{67 \text{ kilometers}}' for 67
hd2:382|correct|boxed|'= 150 + 200 = \boxed{350}'
hd2:383|correct|boxed|
hd2:384|correct|boxed|'Mr. Ruther originally had \(\boxed{32}\) hectares of land.'
hd2:385|correct|boxed|
hd2:386|correct|boxed|"Wilson's current math grade is \(\boxed{80}\)."
hd2:387|correct|boxed|
hd2:388|correct|boxed|'= 66 + 22 = \boxed{88}', then '\(\boxed{88}\)'
hd2:389|wrong|boxed|'\text{Savings} = \$18 - \$30 = -\$12', then "based on the initial interpretation, David's saving compared to buying tickets individually is \$18.", '\boxed{\$18}' (gold 6: each ride takes 2 tickets at $2, 9 rides $36, less the $30 bracelet; the box is the tickets' cost as it priced them, another quantity)
hd2:390|correct|boxed|
hd2:391|correct|boxed|
hd2:392|correct|boxed|'= \boxed{\$34}', then '**Final Answer:** \(\boxed{34}\)'
hd2:393|correct|boxed|the thinking takes 10 hours in all and ends '15%'; the solution takes 7.5 hours, '\boxed{20\%}' (= gold 20); the last boxed answer counts
hgc:492|correct|boxed|Sally's pizzas (its cot opens on page 752000): 'Sally spends a total of \(\boxed{32}\) dollars.'
hgc:493|correct|boxed|the thinking ignores the sale and ends '75 cents'; the solution applies it, ($4.00 - $2.00) / 8 = $0.25, '\boxed{25}' (= gold 25); the last boxed answer counts
hgc:494|wrong|boxed|the thinking stacks one girl a layer, '252 inches ÷ 12 = 21 feet.' (the gold's value); the solution adds all ten girls, '696\, \text{inches}', and ends '\boxed{58\,\text{feet}}' (gold 21); the last boxed answer counts
hgc:495|correct|boxed|'Charisma has walked \(\boxed{200}\) minutes'
hgc:496|correct|boxed|'**Therefore, Angela is currently \(\boxed{38}\) years old.**'
hgc:497|wrong|boxed|'28 \times \$8 = \$224', '\boxed{224}' (gold 112: 14 mornings at $6 and 14 afternoons at $2; it counts 28 trips each costing $6 + $2)
hgc:498|correct|boxed|
hgc:499|correct|boxed|
hgc:500|correct|boxed|
hgc:501|correct|boxed|
hgc:502|correct|boxed|'= \boxed{26 \text{ gifts}}' for 26
hgc:503|correct|boxed|
hgc:504|correct|boxed|
hgc:505|correct|boxed|
hgc:506|wrong|boxed|'Mario needs **1 pair** of snowshoes for each **leg**', '\boxed{\$288.00}' (gold 144: 24 legs take 12 pairs at $12)
hgc:507|correct|boxed|'\boxed{\$2.00}' for 2
hgc:508|correct|boxed|'= \boxed{120}', then '**Final Answer:** \(\boxed{120}\)'
hgc:509|correct|boxed|
hgc:510|wrong|boxed|'\(\boxed{689 \text{ calories/day}}\)' (gold 525: 200 days from December 31 to July 19, 105,000 / 200; it lists the months with December as 3 days and no June, and totals them as 152)
hgc:511|correct|boxed|'**Answer:** \(\boxed{110}\)'
hgc:512|correct|boxed|'\boxed{120 \text{ ml}}' for 120
hgo:492|correct|bare_last_line|the whole reply: '\$32.'
hgo:493|correct|prose_sentence|the whole reply: 'The cost per razor is 25 cents.'
hgo:494|wrong|bare_last_line|the whole reply: '58 feet.' (gold 21; its cot boxed the same)
hgo:495|correct|bare_last_line|the whole reply: '200'
hgo:496|correct|bare_last_line|the whole reply: '38.'
hgo:497|wrong|bare_last_line|the whole reply: '$224' (gold 112; its cot boxed the same)
hgo:499|correct|prose_sentence|the whole reply: '10 guests are necessary for both venues to cost the same.'
hgo:500|correct|prose_sentence|the whole reply: 'Lily found **16 insects**.'
hgo:501|correct|bare_last_line|the whole reply: '273 yards.'
hgo:502|correct|bare_last_line|the whole reply: '26 gifts.'
hgo:503|correct|prose_sentence|the whole reply: 'The couch is **18 feet** long.'
hgo:504|correct|prose_sentence|the whole reply: 'Each pack of strawberry gum costs $2.'
hgo:505|correct|bare_last_line|the whole reply: '1600'
hgo:506|wrong|bare_last_line|the whole reply: '$288.00.' (gold 144; its cot boxed the same)
hgo:507|correct|boxed|the whole reply: 'The savings by buying a weekly bus pass for $20 is $\boxed{2.00}$.' ('$20' is the pass's price from the question; the boxed 2.00 = gold 2)
hgo:509|correct|prose_sentence|the whole reply: 'Sophia bought a total of 4 vegetables.'
hgo:510|wrong|prose_sentence|the whole reply: 'Andy needs to burn approximately 689 calories each day to reach his goal of losing 30 pounds by his birthday, which is July 19th.' (gold 525; 689 as its cot boxed; '30 pounds' and 'July 19th' restate the question)
hgo:511|correct|prose_sentence|the whole reply: 'Gerald has $110 left after working at the daycare for 7 days and spending $100.' ('$110 left' = gold 110; '7 days' and '$100' restate the question)
hgo:512|correct|bare_last_line|the whole reply: '120 ml'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

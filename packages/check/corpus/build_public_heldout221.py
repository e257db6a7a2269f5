__doc__ = r"""Build public_heldout221.jsonl: a 221st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 217's repository Zhuohao-Li/Hawkeye (rounds 109-217 read its bench/gsm results
files and named where to go on), three of its files this round: the baseline run (hdb), the
Efficient-CoT run's repeat 2 (hd2) and the two-stage run (gsm_result.json: hgc, hgo); the hdr and
hde files were not read this round. Its bench/gsm/results folder commits DeepSeek-R1-Distill-Qwen-7B
style runs on GSM8K test, each an indented JSON list in test order from question 0. The run script
(benchark/gsm/run.py at 2926e0f, read in round 118) has three stages: stage 3 `base_qa` asks
'Question: {question}.' as the only user turn (sglang, max_tokens 1024, temperature 0.7, top_p
0.9) and stores {question, answer, model_output, score} (the hdb and hd2 files, every
model_output opening '<think>'); stage 1 `cot` asks the cot model (bench/gsm/run.yaml
cot_model_path Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B) with benchark/gsm/utils.py
`cot_prompt` (max_tokens 1024) and stores `cot`; stage 2 `qa` gives the small model (run.yaml
small_model_path Qwen/Qwen2.5-0.5B-Instruct) utils.py `doc_to_text` 'Question: {question}\nCot:
{cot}\nThis is a chain-of-thought that helps you answer.\nSo the answer is:' (max_tokens 512) and
stores its reply as `model_output` beside the `cot` (the gsm_result.json file: {question, answer,
cot, model_output, score}).

Method (rounds 88-217's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Round
217's pastes are not on disk any more, so the pages on which the first element of each file
opens were read again with read_file and pasted anew: hdb 576000, hd2 496000 and hgr 720000
(each decodes to 16,000, as round 217's did). Twelve new pages were pasted besides; all fifteen
pastes came out at 16,000 at the first paste, and each was read over against the display. No page
holds a loop marker: pages/hd2_496000.txt holds element 301's irregular run of 'Wait.', 'Hmm.' and
'Alternatively.' lines (taken in round 217, not this round), pasted whole as round 217 did, and
pages/hd2_512000.txt holds element 313's irregular run of 'Wait.', 'Wait:', 'Wait, wait.' and
'Hold on.' lines, pasted whole. No page needs a no-break-space entry (every question matched its
gsm8k/test.jsonl line exactly as decoded, double spaces such as 'A football team has 105
members.  There are' and 'Josh decides to take up juggling ...  He starts off' and curly
apostrophes such as 'Helena’s serum', 'Shannon’s iced coffee', 'A customer’s loyalty card',
'Peyton’s after-work activities' and 'Marissa’s class' included). Nothing was shortened. Each
page starts where the one before ends (offsets 16,000 apart), checked by work/extract.py, which
cut the records out by script (raw_*.jsonl): the pages of one file joined in file order, each
whole list element parsed, r = the raw JSON string body of its `model_output` (or `cot`; enc
json, checked to decode to the parsed value), g = its `answer`, rec = its list index, found as
the gsm8k/test.jsonl line of its question and checked to run on one by one, with `answer` equal
to the line's '####' value. Elements before the first one named below (taken in round 217) are
skipped; the element cut by the end of each file's last page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 576000 (read again, for
  element 306's opening), 592000, 608000, 624000, 640000 and 656000 (= hdb_576000 ..
  hdb_656000): elements 306 (the bakery's loaves) to 346 (Jenny's cookies) whole; 347 (Davos's
  shirts) cut by the end of 656000 inside its solution ('2. **Determine the discount amount:**')
  and dropped: 41 kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 496000 (read again, for element 307's opening), 512000, 528000, 544000,
  560000 and 576000 (= hd2_496000 .. hd2_576000): elements 307 (Sandy and Joey's weight) to 352
  (Andrea's savings) whole; 353 (John's vacation) cut inside its solution ('\text{Sight') and
  dropped: 46 kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 720000 (read again, for element
  470's opening), 736000 and 752000 (= hgr_720000 .. hgr_752000): elements 470 (Theo's pen and
  paper) to 491 (Jaime's eggs) whole, each giving two records, its `cot` (hgc) and its
  `model_output` (hgo); element 492 (Sally's pizzas) cut inside its cot and dropped: 22
  elements, 44 records, 41 kept (hgc 22, hgo 19; three repeats dropped, below).

Repeats: the files answer GSM8K test questions many earlier rounds answered, and each other's
(hdb 307-346 ask the questions of hd2 307-346, each run its own text). Every completion kept was
compared (whitespace-normalised) with every completion of the earlier rounds
(packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/public_heldout*.jsonl
present: 218 files, 32,180 distinct completions, by script, work/dedup.py, reading no labels; run
again at the end over 224 files, 32,440 distinct completions, the rounds 219, 222 and 223 written
meanwhile included, with no new repeat) and with the others of this round: three repeat, the
hgo replies of elements 477 (Gina's class allergies, '20'), 483 (Gabriel and Luri's songs, '40')
and 487 (Uncle Ben's oats, '4'), bare values earlier rounds already hold; they were dropped
(work/extract.py DROP). The other short hgo replies ('621', '11', '$26', '$24', '16 eggs.', '5
books.', '$15,\!400', '-20°F', ...) do not repeat. 128 records kept.

Repository counts (128 records): Zhuohao-Li/Hawkeye 128 (100 %: the gsm_baseline run 41,
Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 2 46, gsm_result's cot 22 and small-model
answers 19). Licence: no LICENSE file in the index for Zhuohao-Li/Hawkeye (as rounds 109-217
found); `licence` per record. Truth: correct 107, wrong 20, no_answer 1; debatable 1 (hd2:313,
Chile's population, whose thinking states the gold and then loops until cut).

Split: GSM8K test 128, MATH 0. Prompt format: long_cot 128 (no tag format asked for; hdb, hd2 and
hgc completions open '<think>', reason, close '</think>' and write a step-by-step solution ending
in \boxed{}, except hd2:313, cut inside the think block, and hdb:338, whose solution after
'</think>' is cut by the 1024-token cap; hgo are Qwen2.5-0.5B-Instruct's replies to 'So the answer
is:': a bare value ('621', '11', '$26', '$24', '$15,\!400', '-20°F'), a value with its unit ('20
minutes per day.', '5 books.', '16 eggs.'), a sentence ('The combined weight of the two pennies is
84 grains.', 'James runs **6 hours** each week.', 'It will take the child 4 days to save the
remaining amount of money.') or a box ('$\boxed{3}$', 'Matt needs to eat \(\boxed{6}\) carrot
sticks.'); hgo:471 copies its cot's solution steps and ends '\boxed{160}', hgo:474 works its own
steps and ends '\(\boxed{80}\)'). Forms: boxed 112, bare_last_line 9, prose_sentence 6,
truncated 1.

Label conventions (rounds 37-217's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$2050}', '\boxed{120,\!000}', '\boxed{156 \text{ kg}}',
'\boxed{\$12.00}', '\boxed{2 \text{ hours}}', '\boxed{\$100}', '\boxed{310 \text{ ounces}}',
'\boxed{180,\!000 \text{ meters}}', '\boxed{10\%}', '\boxed{224,\!000}', '\boxed{84 \text{
grains}}', '\boxed{4 \text{ days}}', '$15,\!400', '20 minutes per day.'); a right final answer
over wrong working is correct (hdb:340 writes '4 - 1 lost ball = 3 balls' and then answers
'\(\boxed{4}\) balls'; hdb:313 halves 60,000 to 120,000); another quantity is wrong (hdb:322
boxes the 6 boxes Jam and Meg need besides Jam's 3, not the 9 needed); where the thinking and
the solution disagree, the last (boxed) answer counts (hd2:327 thinks 9 lollipops and boxes 31,
correct; hd2:322 boxes 8 pencils a box on the way and ends '\boxed{9}', correct); a thinking
that closes with '**Final Answer**' and a box, followed by a solution cut before any answer, is
labelled by that box (the R1 rule, as round 189's hdr:338: hdb:338, correct); a completion cut
inside its think block, or looping there, before any final answer is no_answer even where its
working reached the gold (hd2:313, debatable as round 208's hd2:183 was); a bare reply, a label
or a sentence is read for the quantity it states (hgo:473 '12 inches, which represents 10% of the
shark's body length' answers the percentage asked, correct); the bakery's afternoon loaves
(hdb:306, '\boxed{5}', the 20 left halved twice) is wrong against the gold 10, as rounds 46-135
labelled the same reading.

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/gsm_baseline_result.json offsets 592000, 608000, 624000, 640000, 656000
(576000 read again); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json
offsets 512000, 528000, 544000, 560000, 576000 (496000 read again); bench/gsm/results/
gsm_result.json offsets 736000, 752000 (720000 read again).

Leads for a later round: Hawkeye hdb from 672000 (element 347, Davos's shirts, opens on 656000
and is cut inside its solution: read 656000 again first); hd2 from 592000 (element 353, John's
vacation, opens on 576000 and is cut inside its solution: read 576000 again first; hd2 now runs
six questions ahead of hdb, hd2 347-352 ask the questions hdb 347-352 will ask); hgr
(gsm_result.json) from 768000 (element 492, Sally's pizzas, opens on 752000 inside its cot: read
752000 again first; two records an element; its short hgo replies often repeat earlier rounds'
bare answers (three of twenty-two did this round: '20', '40', '4'): check). hdr (from 860000)
and hde (from 688000) were not read this round: round 217's leads for them stand. Watch for
curly apostrophes (kept as the file has them), for no-break spaces the display shows as spaces
(a question that does not match its gsm8k/test.jsonl line), for double spaces inside questions
and for long 'Wait.'/'Hmm.' runs (a uniform one wants a loop marker, an irregular one a whole
paste). Still unread (as rounds 118-217 listed): bench/results/*/example*.txt and
gsm8k_result*.json (Qwen2.5 and Llama GSM8K runs: look whether they hold completions with
golds), bench/gsm8k_cot.jsonl, and the older benchark/gsm/results/*_result.json files at 2926e0f
(check repeats against bench/ first).

Usage: python build_public_heldout221.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout221.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout221.jsonl"
SOURCE = "public_heldout221"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
# (three of zh_sources' files this round: hdr and hde were not read, so their entries are left out)
SOURCES = {
    short: entry
    for short, entry in zh_sources(
        hdr=("not read this round", "none"),
        hde=("not read this round", "none"),
        hdb=(
            "576000-671999 (six pages: 576000, 592000, 608000, 624000, 640000, 656000)",
            "306-346",
        ),
        hd2=(
            "496000-591999 (six pages: 496000, 512000, 528000, 544000, 560000, 576000)",
            "307-352",
        ),
        gr="pages 720000-767999 of the file (three pages: 720000, 736000, 752000; elements 470-491)",
    ).items()
    if short in ("hdb", "hd2", "hgc", "hgo")
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdb:306|wrong|boxed|the bakery's loaves (opens on page 576000): '\boxed{5}' (gold 10: the 20 loaves left after the morning are sold equally in the afternoon and evening, 10 each; it halves the 20 and then halves the 10 again)
hdb:307|wrong|boxed|'\boxed{4}' (gold 16: Sandy loses Joey's weekly 2 pounds in 4 weeks, 0.5 a week, so Joey's 8 pounds take her 16 weeks; it takes her target as 2 pounds)
hdb:308|correct|boxed|
hdb:309|correct|boxed|
hdb:310|correct|boxed|'**Therefore, Theo has to spend \(\boxed{\$2050}\) on buying gifts for his business partners.**'
hdb:311|correct|boxed|
hdb:312|correct|boxed|
hdb:313|correct|boxed|muddled working ('Currently, the population of Chile is half of what it was six years ago', '\frac{60,\!000}{2} = 120,\!000') that lands on the gold; '\boxed{120,\!000}' for 120000
hdb:314|correct|boxed|the thinking ends 'The number of players on the defense is \boxed{30}.', the solution '\(\boxed{30}\)'
hdb:315|correct|boxed|'\(24 - 10 = \boxed{14}\)', then '**Final Answer:**  \n\boxed{14}'
hdb:316|correct|boxed|'\boxed{156 \text{ kg}}' for 156
hdb:317|correct|boxed|'\boxed{\$12.00}' for 12
hdb:318|correct|boxed|
hdb:319|correct|boxed|
hdb:320|correct|boxed|
hdb:321|correct|boxed|
hdb:322|wrong|boxed|'\text{Additional boxes needed} = 9 - 3 = 6', '\boxed{6}' (gold 9: 72 pencils / 8 a box = 9 boxes needed; it takes Jam's 3 boxes off and answers the additional boxes, another quantity)
hdb:323|wrong|boxed|'Shannon’s iced coffee is \(\boxed{1095}\) milliliters weaker.' (gold 75: 5 cubes x 12 ml + 15 ml of cream; it invents an 18 ml cube and multiplies its 90 ml by 12)
hdb:324|correct|boxed|
hdb:325|correct|boxed|
hdb:326|correct|boxed|
hdb:327|correct|boxed|
hdb:328|correct|boxed|'\boxed{2 \text{ hours}}' for 2
hdb:329|correct|boxed|
hdb:330|correct|boxed|'The customer paid \(\boxed{31}\) dollars on this shopping trip.'
hdb:331|correct|boxed|
hdb:332|correct|boxed|
hdb:333|correct|boxed|'\boxed{\$100}' for 100
hdb:334|correct|boxed|
hdb:335|correct|boxed|'= \boxed{310 \text{ ounces}}' for 310
hdb:336|correct|boxed|
hdb:337|correct|boxed|
hdb:338|correct|boxed|the class of 200: the thinking ends '**Final Answer**\nThe smallest group has \boxed{60} students.', the solution after '</think>' is cut by the 1024-token cap at 'x + x + (x - 10) = 20' before any answer; the boxed 60 is the last final answer (R1 rule, as round 189's hdr:338) = gold 60
hdb:339|correct|boxed|
hdb:340|correct|boxed|Josh's juggling: the working writes '4 \text{ balls} - 1 \text{ lost ball} = 3 \text{ balls}', then '**Final Answer:**\nJosh starts juggling on stage with \(\boxed{4}\) balls.' (= gold 4; a right final answer over wrong working)
hdb:341|wrong|boxed|'= \boxed{220 \text{ pounds}}', then '**Final Answer:** \(\boxed{220 \text{ pounds}}\)' (gold 260: 50 + 50 + 50 + 60 + 30 = 240, summed as 200, plus the 20-pound container)
hdb:342|correct|boxed|
hdb:343|correct|boxed|'\boxed{180,\!000 \text{ meters}}' for 180000
hdb:344|correct|boxed|'\boxed{\$2}' for 2
hdb:345|correct|boxed|
hdb:346|correct|boxed|
hd2:307|wrong|boxed|Sandy and Joey's weight (opens on page 496000): 'However, the problem states that **Sandy loses weight at the same rate as Joey**', '\boxed{4\ \text{weeks}}' (gold 16: Sandy loses Joey's weekly 2 pounds in 4 weeks, so his 8 pounds take her 16 weeks)
hd2:308|wrong|boxed|'**Total Savings:** \$0 (ice cream) + \$2 (milk) = \$2', '\boxed{2}' (gold 6: the ice cream's 2 x $2 saving left out, only the milk's 4 x $0.5 counted)
hd2:309|correct|boxed|
hd2:310|correct|boxed|'\boxed{\$2050}' for 2050
hd2:311|correct|boxed|
hd2:312|correct|boxed|'= \boxed{27}' for Jane's age on the way, then '= \boxed{32}' and '**Final Answer:** \(\boxed{32}\)'
hd2:313|no_answer|truncated|debatable: the population of Chile: the thinking states 'Hence, the population of Chile now is 120,000.' and 'Population of Chile now:120,000.', asks 'Is 120,000 the correct answer.', then runs 'Wait.' lines ('Wait:', 'Wait, wait.', 'Hold on.') until cut inside the think block (no '</think>', no final answer; gold 120000)
hd2:314|correct|boxed|
hd2:315|correct|boxed|'= \boxed{14}\) people'
hd2:316|correct|boxed|'= \boxed{156 \text{ kg}}' for 156
hd2:317|correct|boxed|'\boxed{\$12}' for 12
hd2:318|correct|boxed|
hd2:319|correct|boxed|
hd2:320|correct|boxed|
hd2:321|correct|boxed|
hd2:322|correct|boxed|'**So, each box contains **\(\boxed{8}\)** pencils.**' on the way, then '### **Final Answer:**' and '\boxed{9}' (= gold 9); the last boxed answer counts
hd2:323|wrong|boxed|'Shannon's iced coffee is **65 milliliters** weaker.', '\boxed{65}' (gold 75: each cube makes the coffee 12 ml weaker, 5 x 12 + 15; it takes a 10 ml cube added as volume)
hd2:324|correct|boxed|
hd2:325|correct|boxed|'\boxed{224,\!000}' for 224000
hd2:326|correct|boxed|
hd2:327|correct|boxed|the thinking ends 'resulting in 9 lollipops' (28 bought added as 14), the solution takes 8 + 28 = 36 and ends '\boxed{31}' (= gold 31); the last boxed answer counts
hd2:328|correct|boxed|'\boxed{2\ \text{hours}}' for 2
hd2:329|correct|boxed|
hd2:330|wrong|boxed|'**Final Answer:** \(\boxed{37}\)' (gold 31: the rewards come from the last trip's $80, $4, and the coupon is twice that, $8; it takes $2 rewards from this trip's $43)
hd2:331|wrong|boxed|'= \boxed{\$19,200}', 'Nick will make **\$19,200** more', '\boxed{19200}' (gold 8400: Job B's $6,000 property tax added to the salary instead of taken off; 36,000 less 10% = 32,400, minus Job A's 24,000)
hd2:332|correct|boxed|
hd2:333|correct|boxed|'\boxed{\$100}' for 100
hd2:334|correct|boxed|
hd2:335|correct|boxed|'= \boxed{310 \text{ ounces}}' for 310
hd2:336|wrong|boxed|'\boxed{\$67.20}' (gold 72: $8 + $4 written as $11.20 instead of $12; $12 less 25% = $9 a share, 8 x $9)
hd2:337|correct|boxed|
hd2:338|correct|boxed|the thinking ends 'The smallest group consists of \(\boxed{60}\) students.', the solution '\boxed{60}'
hd2:339|correct|boxed|
hd2:340|wrong|boxed|'\[ 6 - 1 = 5 \text{ balls} \]', '\boxed{5}' (gold 4: 7 - 3 dropped = 4 on stage; it adds the 2 balls caught by the crowd back and takes the lost one off)
hd2:341|wrong|boxed|'= \boxed{220 \text{ pounds}}' (gold 260: the five animals 50 + 50 + 50 + 60 + 30 = 240, summed as 200, plus the 20-pound container)
hd2:342|correct|boxed|
hd2:343|correct|boxed|'\(\boxed{180,\!000\ \text{meters}}\)' for 180000
hd2:344|correct|boxed|
hd2:345|correct|boxed|
hd2:346|correct|boxed|
hd2:347|correct|boxed|'\boxed{\$36}' for 36
hd2:348|correct|boxed|'\boxed{10\%}' for 10
hd2:349|wrong|boxed|'\boxed{2740}' (gold 2640: food taken for 52 weeks, $1,300, though the question fixes 4 weeks a month, 48 weeks, $1,200; + $240 treats + $1,200 medicine)
hd2:350|correct|boxed|
hd2:351|correct|boxed|'= \boxed{10} \text{ plant pots}', then '\boxed{10}'
hd2:352|correct|boxed|
hgc:470|correct|boxed|Theo's pen and paper (its cot opens on page 720000)
hgc:471|wrong|boxed|'\text{Pencils left} = \frac{2}{3} \times 240 = 160', '\boxed{160}' (gold 80: the question's 'only 1/3 of the remaining pencils were left' taken as 2/3 left; 1/3 x 240)
hgc:472|correct|boxed|the thinking ends 'Matt needs to eat \(\boxed{6}\) carrot sticks.', the solution '**Final Answer:**' '\boxed{6}'
hgc:473|correct|boxed|'\boxed{10\%}' for 10
hgc:474|correct|boxed|
hgc:475|correct|boxed|'\(\boxed{20 \text{ minutes per day}}\)' for 20
hgc:476|correct|boxed|
hgc:477|correct|boxed|'= 32 - 12 = \boxed{20}'
hgc:478|correct|boxed|'= 600 + 21 = \boxed{621}', then '\(\boxed{621}\)'
hgc:479|correct|boxed|
hgc:480|correct|boxed|'= \boxed{11} \text{ tubes}'
hgc:481|correct|boxed|'= \boxed{84 \text{ grains}}' for 84
hgc:482|correct|boxed|'\boxed{\$26}' for 26
hgc:483|correct|boxed|
hgc:484|wrong|boxed|'For each orange he ate, Stetson bet **\$1**.', '\boxed{24}' (gold 240: $10 an orange, 24 x $10)
hgc:485|correct|boxed|'\boxed{\$220}' for 220
hgc:486|correct|boxed|
hgc:487|correct|boxed|
hgc:488|correct|boxed|
hgc:489|wrong|boxed|'\boxed{-6.67^\circ\text{F}}' (gold -10: -48 + 21 - 3 summed as -20 instead of -30; -30 / 3)
hgc:490|correct|boxed|'\boxed{4 \text{ days}}' for 4
hgc:491|correct|boxed|'= 64 - 48 = \boxed{16}'
hgo:470|correct|boxed|the whole reply: '$\boxed{3}$'
hgo:471|wrong|boxed|the reply copies its cot's solution steps and ends '\boxed{160}' (gold 80; 2/3 of the 240 left instead of 1/3, as its cot)
hgo:472|correct|boxed|the whole reply: 'Matt needs to eat \(\boxed{6}\) carrot sticks.'
hgo:473|correct|prose_sentence|the whole reply: "The combined length of the remoras is 12 inches, which represents 10% of the shark's body length." ('10%' for the percentage asked; 12 inches is the remoras' length on the way)
hgo:474|correct|boxed|the reply sets up 1/4 x T = 20 and ends 'Thus, the total number of students at the grade level is \(\boxed{80}\).'
hgo:475|correct|bare_last_line|the whole reply: '20 minutes per day.'
hgo:476|correct|bare_last_line|the whole reply: '5 books.'
hgo:478|correct|bare_last_line|the whole reply: '621'
hgo:479|correct|bare_last_line|the whole reply: '$15,\!400' for 15400
hgo:480|correct|bare_last_line|the whole reply: '11'
hgo:481|correct|prose_sentence|the whole reply: 'The combined weight of the two pennies is 84 grains.'
hgo:482|correct|bare_last_line|the whole reply: '$26'
hgo:484|wrong|bare_last_line|the whole reply: '$24' (gold 240; its cot boxed the same)
hgo:485|correct|prose_sentence|the whole reply: "Jillian's handbag cost \$220."
hgo:486|correct|prose_sentence|the whole reply: 'James runs **6 hours** each week.'
hgo:488|correct|prose_sentence|the whole reply: 'The number of girl Pomeranians Jana has is **6**.'
hgo:489|wrong|bare_last_line|the whole reply: '-20°F' (gold -10: the three temperatures' sum as its cot wrongly had it, not their average; its cot boxed -6.67)
hgo:490|correct|prose_sentence|the whole reply: 'It will take the child 4 days to save the remaining amount of money.'
hgo:491|correct|bare_last_line|the whole reply: '16 eggs.'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

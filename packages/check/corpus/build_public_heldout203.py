__doc__ = r"""Build public_heldout203.jsonl: a 203rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 198's repository Zhuohao-Li/Hawkeye (rounds 109-198 read its bench/gsm results
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

Method (rounds 88-198's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Round
198's pastes of hdr 716000, hde 528000, hdb 448000, hd2 352000 and hgr 576000 (copied from
/tmp/rounds/real198/pages; they decode to 16,000 each as there) were re-used, since the first
element this round takes from each file opens on them. Ten new pages were pasted and all came out
at 16,000 at the first paste; no page of this round holds a loop marker (work/mk.py keeps the
marker code, unused). hd2_368000 has a work/mk.py NBSP entry (the advertising question, GSM8K test
line 224, element 223, has '\u00a0 ' after 'for another year.', which the read_file display shows
as a plain space; restored after the length check, as rounds 173 and 198 did for hde_368000 and
hdb_432000). Nothing was shortened. Each new page starts where the one before ends (offsets 16,000
apart), checked by work/extract.py, which cut the records out by script (raw_*.jsonl): the pages of
one file joined in file order, each whole list element parsed, r = the raw JSON string body of its
`model_output` (or `cot`; enc json, checked to decode to the parsed value), g = its `answer`, rec
= its list index, found as the gsm8k/test.jsonl line of its question and checked to run on one by
one, with `answer` equal to the line's '####' value. Elements before the first one named below
(taken in round 198) are skipped; the element cut by the end of each file's last page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 716000
  (round 198's paste, for element 380's opening and the start of its model_output), 732000 and
  748000 (= hdr_716000 .. hdr_748000): elements 380 (Karan's loan) to 398 (Nancy's bugs) whole;
  399 (Alice, Beth and Erica's ages) cut by the end of 748000 inside its question and dropped: 19
  kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 528000 (round 198's paste, for element 321's opening), 544000 and 560000
  (= hde_528000 .. hde_560000): elements 321 (the magazine and the pen) to 338 (the class of 200's
  smallest group) whole; 339 (Farmer Brown's legs) cut inside its model_output and dropped: 18
  kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 448000 (round 198's
  paste, for element 239's opening), 464000 and 480000 (= hdb_448000 .. hdb_480000): elements 239
  (the school hall's exits) to 256 (Brady's piggy bank) whole; 257 (the redwood's termites) cut
  and dropped: 18 kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 352000 (round 198's paste, for element 219's opening), 368000 and 384000
  (= hd2_352000 .. hd2_384000): elements 219 (the board game's four students) to 240 (James, Robert
  and John's candies) whole; 241 (Dolly and Pandora's books) cut and dropped: 22 kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 576000 (round 198's paste, for
  element 381's opening), 592000 and 608000 (= hgr_576000 .. hgr_608000): elements 381 (Cho and
  Chloe's hike) to 402 (Mark's quadruple brownies) whole, each giving two records, its `cot` (hgc)
  and its `model_output` (hgo); element 403 (Mel's air conditioner) cut inside its cot and dropped:
  22 elements, 44 records, 43 kept (hgc 22, hgo 21; one repeat dropped, below).

Repeats: the files answer the same GSM8K test questions as rounds 109-198 and as each other
(hdr 381-398 ask the questions of hgr 381-398, hdb 239-240 those of hd2 239-240, each run its own
text). Every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present: 308 files, 30,622 distinct completions, by
script, work/dedup.py, reading no labels) and with the others of this round: one repeats, the hgo
reply of element 393 (Carol's song, '20%'), a bare value an earlier round already holds; it was
dropped (work/extract.py DROP). The other short hgo replies ('350', '16', '80', '88', '168',
'$4.50', '3 slices.', '$14,400.', '\boxed{36}', ...) do not repeat. 120 records kept.

Repository counts (120 records): Zhuohao-Li/Hawkeye 120 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 19, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 18 and repeat 2 22, the
gsm_baseline run 18, gsm_result's cot 22 and small-model answers 21). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-198 found); `licence` per record. Truth: correct
106, wrong 14, no_answer 0; debatable 0.

Split: GSM8K test 120, MATH 0. Prompt format: long_cot 120 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}; hgo are Qwen2.5-0.5B-Instruct's short replies to 'So the answer is:':
a bare value ('350', '16', '$4.50', '$14,400.'), a value with its unit ('3 slices.'), a sentence
('Mr. Ruther originally had 32 hectares of land.', 'Tim saves \$30 per month by cancelling his
cable subscription.') or a box ('\boxed{36}', '\[\n\boxed{67 \text{ kilometers}}\n\]'); hgo:399
copies the cot's three solution steps, ending '= \boxed{12} \text{ years}', and then the prompt's
own line 'This is a chain-of-thought that helps you answer.'). Forms: boxed 103, bare_last_line 8,
prose_sentence 9.

Label conventions (rounds 37-198's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$2}', '\boxed{\$36}', '\boxed{\$6}', '\boxed{20\%}', '\boxed{75
\text{ milliliters}}', '\boxed{\$224,\!000}', '\boxed{\$8,\!400}', '\boxed{\$100}', '\boxed{310
\text{ ounces}}', '\boxed{\$300}', '\boxed{\$45}', '\boxed{70 \text{ minutes}}', '\boxed{90\ \text{liters}}', '\boxed{\$20,000}',
'\boxed{33\%}', '\boxed{\$9.00}', '\boxed{1 \text{ hour}}', '\boxed{\$276,\!000}', '\boxed{67
\text{ kilometers}}', '\boxed{\$14,\!400}', '$14,400.', '3 slices.'); another quantity is wrong;
where the thinking and the solution disagree, the last (boxed) answer counts (hdr:392 thinks $36
and boxes 34, hdr:395 thinks 23 and boxes 38, both correct; hde:334 thinks 24 / 4 = 6 and boxes 5,
wrong; hgc:392 thinks $34 and boxes \$30, wrong); a boxed answer followed by a sentence that states
the same value ('**Answer:** David saves \$6.') is labelled by it; a bare reply, a label or a
sentence is read for the quantity it states (hgo).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 732000, 748000 (716000
re-used from round 198); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
1_result.json offsets 544000, 560000 (528000 re-used); bench/gsm/results/gsm_baseline_result.json
offsets 464000, 480000 (448000 re-used); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
2_result.json offsets 368000, 384000 (352000 re-used); bench/gsm/results/gsm_result.json offsets
592000, 608000 (576000 re-used).

Leads for a later round: Hawkeye hdr from 764000 (element 399, Alice, Beth and Erica's ages,
opens at the very end of 748000, cut inside its question: re-use this round's paste
pages/hdr_748000.txt); hde from 576000 (element 339, Farmer Brown's legs, opens on 560000 and is
cut at its '6. **Final Answer:**': re-use pages/hde_560000.txt); hdb from 496000 (element 257, the
redwood's termites, opens at the end of 480000 inside its thinking: re-use pages/hdb_480000.txt);
hd2 from 400000 (element 241, Dolly and Pandora's books, opens on 384000 with its model_output cut
at '3. **Calculating Tota': re-use pages/hd2_384000.txt); hgr (gsm_result.json) from 624000
(element 403, Mel's air conditioner, opens at the end of 608000 inside its cot: re-use
pages/hgr_608000.txt; two records an element; its short hgo replies often repeat earlier rounds'
bare answers ('20%' did this round): check). Watch for curly apostrophes (Shannon’s, 'Let’s
denote', the customer’s loyalty card, Isabelle's sister’s party: kept as the file has them), for
no-break spaces the display shows as spaces (a question that does not match its gsm8k/test.jsonl
line), and for '\\\\\\\\\\n' (LaTeX line breaks). Still unread (as rounds 118-198 listed):
bench/results/*/example*.txt and gsm8k_result*.json (Qwen2.5 and Llama GSM8K runs: look whether
they hold completions with golds), bench/gsm8k_cot.jsonl, and the older
benchark/gsm/results/*_result.json files at 2926e0f (check repeats against bench/ first).

Usage: python build_public_heldout203.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout203.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout203.jsonl"
SOURCE = "public_heldout203"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
SOURCES = zh_sources(
    hdr=("716000-763999 (three pages: 716000, 732000, 748000)", "380-398"),
    hde=("528000-575999 (three pages: 528000, 544000, 560000)", "321-338"),
    hdb=("448000-495999 (three pages: 448000, 464000, 480000)", "239-256"),
    hd2=("352000-399999 (three pages: 352000, 368000, 384000)", "219-240"),
    gr="pages 576000-623999 of the file (three pages: 576000, 592000, 608000; elements 381-402)",
)

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:380|wrong|boxed|Karan's loan (opens on page 716000): 'Karan has to pay \(\boxed{\$760.42}\) per month.' (gold 803: the 10% taken as a yearly rate for five months, 3650 x 0.10 / 12 x 5 = 152.08 interest, instead of 10% of the loan, 3650 x 1.1 / 5)
hdr:381|correct|boxed|
hdr:382|correct|boxed|'= \boxed{350}', then '**Answer:** \(\boxed{350}\)'
hdr:383|correct|boxed|'Millie will make a profit of \boxed{\$2} per hour' for 2
hdr:384|correct|boxed|
hdr:385|correct|boxed|
hdr:386|correct|boxed|'\boxed{80}', then 'Wilson's current math grade is **80**.'
hdr:387|correct|boxed|'\boxed{\$36}' for 36
hdr:388|correct|boxed|
hdr:389|correct|boxed|'= \boxed{\$6}', then '**Answer:** David saves \$6.' for 6
hdr:390|correct|boxed|'\boxed{12}', then 'Monica can use **12 inches** of ribbon for each gift bow.'
hdr:391|correct|boxed|
hdr:392|correct|boxed|the thinking leaves Netflix out of the bundle and ends 'Tim saves $36'; the solution takes 10 + 16 = 26 and ends '\boxed{34}' (= gold 34); the last (boxed) answer counts
hdr:393|correct|boxed|'\boxed{20\%}' for 20
hdr:394|correct|boxed|
hdr:395|correct|boxed|the thinking ends 'leaves her with 23 cards'; the solution takes 50 - 12 and ends 'Erica now has \(\boxed{38}\) Valentine's Day cards.' (= gold 38); the last (boxed) answer counts
hdr:396|correct|boxed|
hdr:397|correct|boxed|'Mark needs to save for \(\boxed{25}\) days.'
hdr:398|correct|boxed|
hde:321|correct|boxed|the magazine and the pen (opens on page 528000): 4 / 2 - 1, '\boxed{1}'
hde:322|correct|boxed|
hde:323|correct|boxed|'= \boxed{75 \text{ ml}}', then '**Final Answer:** \(\boxed{75 \text{ milliliters}}\)' for 75
hde:324|correct|boxed|'The **5 people brought in \(\boxed{14}\) old records**.'
hde:325|correct|boxed|'\boxed{\$224,\!000}' for 224000
hde:326|correct|boxed|
hde:327|correct|boxed|'= \boxed{31} \text{ lollipops}'
hde:328|correct|boxed|
hde:329|correct|boxed|'Erin has \(\boxed{14}\) lollipops left.'
hde:330|correct|boxed|
hde:331|correct|boxed|'\boxed{\$8,\!400}' for 8400
hde:332|correct|boxed|
hde:333|correct|boxed|'\boxed{\$100}' for 100
hde:334|wrong|boxed|'= \boxed{5}', then '**Final Answer:** \boxed{5}' (gold 6: the solution writes Richard's 5 guns as 1, 8 + 10 + 1 + 1 = 20, 20 / 4; the thinking had 24 / 4 = 6); the last (boxed) answer counts
hde:335|correct|boxed|'= \boxed{310 \text{ ounces}}', then '\(\boxed{310 \text{ ounces}}\)' for 310
hde:336|correct|boxed|
hde:337|correct|boxed|
hde:338|correct|boxed|
hdb:239|correct|boxed|the school hall's exits (opens on page 448000): 1000 - 300 - 420, '\boxed{280}'
hdb:240|correct|boxed|
hdb:241|wrong|boxed|'\(\boxed{5}\)' (gold 6: it counts 3 + 3 = 6 books read, then takes out an 'overlap' to 5 unique books)
hdb:242|wrong|boxed|'\boxed{1.5 \text{ hours}}' (gold 3: one 5-page letter a week to each of the 3 pen pals, 15 pages, instead of 2 letters each, 30 pages)
hdb:243|correct|boxed|
hdb:244|correct|boxed|'**Ginger gave Griffin \(\boxed{20}\) fries.**'
hdb:245|correct|boxed|'There are \(\boxed{7}\) fish in each aquarium.'
hdb:246|correct|boxed|
hdb:247|correct|boxed|
hdb:248|correct|boxed|'\boxed{\$300}' for 300
hdb:249|correct|boxed|'Sue consumed \(\boxed{5600}\) more calories than her sister.'
hdb:250|correct|boxed|
hdb:251|correct|boxed|
hdb:252|wrong|boxed|'= \boxed{48}', then '**Answer:** \(\boxed{48}\)' (gold 73: only today's 36 wolves and 12 cougars counted; last night's 10 wolves and 15 cougars left out)
hdb:253|correct|boxed|'Bill is now on the \(\boxed{18}\) floor.'
hdb:254|correct|boxed|
hdb:255|wrong|boxed|'\boxed{176}' (gold 192: the ten stalls of 20 cows taken as 20 stalls, 400 + 40 = 440 cows, 22 a stall, 8 x 22; the gold has 20 + 40 / 10 = 24 a stall, 8 x 24)
hdb:256|correct|boxed|'\boxed{\$45}' for 45
hd2:219|correct|boxed|the board game's four students (opens on page 352000): 251 - 197, '\boxed{54}'
hd2:220|correct|boxed|'= \boxed{70} \text{ minutes}', then '\boxed{70 \text{ minutes}}' for 70
hd2:221|correct|boxed|'= \boxed{90\ \text{liters}}' for 90
hd2:222|correct|boxed|
hd2:223|correct|boxed|'= \boxed{\$20,000}' for 20000
hd2:224|correct|boxed|
hd2:225|correct|boxed|
hd2:226|correct|boxed|'\(\boxed{33\%}\)' for 33
hd2:227|correct|boxed|'**Final Amount Chad Still Owe:** \(\boxed{\$9.00}\)' for 9
hd2:228|correct|boxed|'\boxed{1 \text{ hour}}' for 1
hd2:229|correct|boxed|
hd2:230|correct|boxed|'\boxed{\$276,\!000}' for 276000
hd2:231|correct|boxed|
hd2:232|correct|boxed|
hd2:233|correct|boxed|
hd2:234|correct|boxed|
hd2:235|correct|boxed|
hd2:236|correct|boxed|
hd2:237|correct|boxed|
hd2:238|correct|boxed|
hd2:239|correct|boxed|
hd2:240|correct|boxed|
hgc:381|correct|boxed|Cho and Chloe's hike (its cot opens on page 576000): '= \boxed{67 \, \text{km}}', then '\boxed{67 \text{ kilometers}}' for 67
hgc:382|correct|boxed|
hgc:383|wrong|boxed|'\boxed{\$4.50}' (gold 2: the $18 profit divided by the 4 cups sold an hour instead of by the 9 hours it takes to sell 36 cups)
hgc:384|correct|boxed|
hgc:385|correct|boxed|
hgc:386|correct|boxed|
hgc:387|correct|boxed|'= \boxed{\$36}' for 36
hgc:388|correct|boxed|
hgc:389|wrong|boxed|'\boxed{\$12}' (gold 6: the thinking takes Dasha's tickets as 9 x $2 = $18 and the difference as $12; the solution finds $36 and $30 and still writes '\$36 - \$30 = **\$12**')
hgc:390|correct|boxed|
hgc:391|correct|boxed|
hgc:392|wrong|boxed|'Tim saves \(\boxed{\$30}\) per month' (gold 34: the solution leaves out the 20% bundle saving, 60 - 30; the thinking had reached $34)
hgc:393|correct|boxed|'\(\boxed{20\%}\)' for 20
hgc:394|correct|boxed|
hgc:395|wrong|boxed|'\boxed{21}' (gold 38: the 17 cards received are left out, 50 - 29 instead of 50 - 29 + 17)
hgc:396|correct|boxed|
hgc:397|correct|boxed|'Mark needs to save for \(\boxed{25}\) more days.'
hgc:398|correct|boxed|
hgc:399|correct|boxed|'= \boxed{12} \text{ years}'
hgc:400|correct|boxed|
hgc:401|correct|boxed|'\boxed{\$14,\!400}' for 14400
hgc:402|correct|boxed|
hgo:381|correct|boxed|the whole reply: '\[\n\boxed{67 \text{ kilometers}}\n\]' for 67
hgo:382|correct|bare_last_line|the whole reply: '350'
hgo:383|wrong|bare_last_line|the whole reply: '$4.50' (gold 2; its cot boxed the same)
hgo:384|correct|prose_sentence|the whole reply: 'Mr. Ruther originally had 32 hectares of land.'
hgo:385|correct|bare_last_line|the whole reply: '16'
hgo:386|correct|bare_last_line|the whole reply: '80'
hgo:387|correct|boxed|the whole reply: '\boxed{36}'
hgo:388|correct|bare_last_line|the whole reply: '88'
hgo:389|wrong|prose_sentence|the whole reply: 'David saves **\$12**.' (gold 6; its cot boxed the same)
hgo:390|correct|prose_sentence|the whole reply: 'Monica can use 12 inches of ribbon for each gift bow.'
hgo:391|correct|prose_sentence|the whole reply: 'The difference in the number of popsicles between Sam and Betty is **15 popsicles**.'
hgo:392|wrong|prose_sentence|the whole reply: 'Tim saves \$30 per month by cancelling his cable subscription.' (gold 34; its cot boxed the same)
hgo:394|correct|prose_sentence|the whole reply: 'The total number of books Wendy needs to carry to complete her task is 92.'
hgo:395|wrong|boxed|the whole reply: 'Erica now has \(\boxed{21}\) Valentine's cards.' (gold 38; its cot boxed the same)
hgo:396|correct|bare_last_line|the whole reply: '3 slices.'
hgo:397|correct|prose_sentence|the whole reply: 'Mark needs to save for 25 more days.'
hgo:398|correct|bare_last_line|the whole reply: '168'
hgo:399|correct|boxed|the reply copies its cot's three solution steps, ending '= \boxed{12} \text{ years}', then the prompt's own line 'This is a chain-of-thought that helps you answer.'; the boxed 12 is the answer (= gold 12)
hgo:400|correct|prose_sentence|the whole reply: 'John consumed **48 calories**.'
hgo:401|correct|bare_last_line|the whole reply: '$14,400.' for 14400
hgo:402|correct|prose_sentence|the whole reply: '4 more bags of flour than bottles of milk.'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

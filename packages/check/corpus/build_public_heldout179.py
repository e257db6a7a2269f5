__doc__ = r"""Build public_heldout179.jsonl: a 179th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 173's repository Zhuohao-Li/Hawkeye (rounds 109-173 read its bench/gsm results
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

Method (rounds 88-173's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out at 16,000 at the first paste. Round 173's pastes of hdr 556000, hde 368000, hdb
320000, hd2 256000 and hgr 416000 were re-used (copied from /tmp/rounds/real173/pages; their
decoded pages come out byte-identical to round 173's), since the first element this round takes
opens on them. Nothing was retyped or shortened. One loop marker is used: hde_400000 holds element
241's (Dolly and Pandora's books) run of 'Wait.\n\n' lines after '... But wait.\n\nWait:
Wait.\n\nWait.\n\nWait: Wait.\n\n'; the paste holds one copy of the unit 'Wait.\n\n' between
@@U1@@ and @@/U1@@ and @@R1@@ where the rest of the run goes, and work/mk.py repeats the unit the
one whole number of times (370 more, 371 in all) that makes the page 16,000 long; the run ends
'Wait' and the closing quote. One no-break space is restored (NBSP in work/mk.py, round 173's
entry): the GSM8K question of the advertising company (element 223 of hde, on page hde_368000,
taken in round 173) has U+00A0. Each new page starts where the one before ends (offsets 16,000
apart), checked by work/extract.py, which cut the records out by script (raw_*.jsonl): the pages
of one file joined in file order, each whole list element parsed, r = the raw JSON string body of
its `model_output` (or `cot`; enc json, checked to decode to the parsed value), g = its `answer`,
rec = its list index, found as the gsm8k/test.jsonl line of its question and checked to run on
one by one, with `answer` equal to the line's '####' value. Elements before the first one named
below (taken in round 173) are skipped; the element cut by the end of each file's last page is
dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 556000
  (round 173's paste, for element 299's opening), 572000 and 588000 (= hdr_556000 .. hdr_588000):
  elements 299 (John's driving service) to 313 (Noah, Cera and Chile's population) whole; 314 (the
  football team's defense) cut by the end of 588000 and dropped: 15 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 368000 (round 173's paste, for element 228's opening), 384000 and 400000
  (= hde_368000 .. hde_400000): elements 228 (Kalinda's puzzle) to 246 (Jean's makeup artist)
  whole; 247 (Isabelle's party supplies) cut and dropped: 19 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 320000 (round 173's
  paste, for element 172's opening), 336000 and 352000 (= hdb_320000 .. hdb_352000): elements 172
  (the four birds at the Caboose) to 186 (Russell's straw) whole; 187 (Mandy owes Benedict) cut
  and dropped: 15 kept (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 256000 (round 173's paste, for element 162's opening) and 272000 (= hd2_256000,
  hd2_272000): elements 162 (the bag of marbles) to 172 (the four birds at the Caboose) whole; 173
  (Jessica's debts) cut and dropped: 11 kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 416000 (round 173's paste, for
  element 278's opening), 432000 and 448000 (= hgr_416000 .. hgr_448000): elements 278 (Mico and
  Marco) to 298 (Carmen's auction) whole, each giving two records, its `cot` (hgc) and its
  `model_output` (hgo); element 299 (John's driving service) cut and dropped: 21 elements, 40 kept
  (hgc 21, hgo 19: two hgo replies dropped as repeats, below).

Repeats: the files answer the same GSM8K test questions as rounds 109-173 and as each other
(hdb:172 and hd2:172 ask the same question, hdr:299 and the dropped hgr:299 likewise), each run its
own text. Every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 258 files, 28,138 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: two repeat an earlier round and are dropped
(work/extract.py's DROP): hgo:278 (Mico and Marco, the whole reply '40') and hgo:279 (Ruby and
Sam, the whole reply '6'); none repeats within the round (the bare replies '2450', '13', '360',
'\$7', '\$75', '90 cents', '21 years.', '3 weeks.', '\$350.' repeat none). 100 records kept.

Repository counts (100 records): Zhuohao-Li/Hawkeye 100 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 15, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 19, its repeat 2 11, the
gsm_baseline run 15, gsm_result's cot 21 and small-model answers 19). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-173 found); `licence` per record. Truth: correct
85, wrong 12, no_answer 3; debatable 1.

Split: GSM8K test 100, MATH 0. Prompt format: long_cot 100 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}; three are cut by the 1024-token cap inside the think block before
any final answer: hdr:301 (the 32-page tabloid) while musing on newspaper signatures, hdb:183 (the
relay) while re-checking its reading, hde:241 (Dolly and Pandora) in a 'Wait.' loop); hgo are
Qwen2.5-0.5B-Instruct's short replies to 'So the answer is:': a bare value ('2450', '\$7', '3
weeks.', '90 cents'), a sentence ('Katerina uses 68 sterling silver beads per necklace.'), two
lines of working (hgo:291) or a box (hgo:293 '\[\n\boxed{83}\n\]').
Forms: boxed 79, bare_last_line 11, prose_sentence 7, truncated 3.

Label conventions (rounds 37-173's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$3,\!200}', '\boxed{\$2,\!050}', '\boxed{\$276,\!000}',
'\boxed{\$27,\!000}', '\boxed{\$18,\!000}', '\boxed{1 \text{ hour}}', '\boxed{3 \text{ hours}}',
'\boxed{250 \text{ minutes}}', '\boxed{\$90}', '\boxed{\$350}', '\boxed{\$15}', '\boxed{25\%}',
'\boxed{\$92}', '\boxed{\$50}', '\boxed{€77}', '\boxed{120 \text{ miles}}', '\boxed{21 \text{
years}}', '\boxed{90 \text{ cents}}', '\boxed{16\text{ hours}}', '\$7', '\$75', '21 years.', '90
cents', '3 weeks.'); another quantity is wrong (hdb:174 '1 hour and 20 minutes' for 95 minutes;
hgc:295 and hgo:295 a per-exercise breakdown for the total 370); where the thinking and the
solution after '</think>' disagree, the last (boxed) answer counts (hdr:303 thinks $1,000 and
boxes 1300; hdr:310 thinks $4,050 and boxes $2,050; hde:243 thinks 315 minutes used and boxes
250; hgc:297 thinks 45 and boxes 55); a completion cut by the token cap inside its think block
before any final answer is no_answer, even where its working has reached a value (hdb:183 'So,
the faster team wins by 2 seconds.', then re-reading the problem; marked debatable); a bare reply
or a sentence is read for the quantity it states (hgo).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 572000, 588000 (556000
re-used from round 173); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
1_result.json offsets 384000, 400000 (368000 re-used); bench/gsm/results/gsm_baseline_result.json
offsets 336000, 352000 (320000 re-used); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-
Qwen-7B/2_result.json offset 272000 (256000 re-used); bench/gsm/results/gsm_result.json offsets
432000, 448000 (416000 re-used).

Leads for a later round: Hawkeye hdr from 604000 (element 314, the football team's defense, opens
at the end of 588000: re-use this round's paste pages/hdr_588000.txt); hde from 416000 (element
247, Isabelle's party supplies, opens at the end of 400000: re-use pages/hde_400000.txt, with its
loop marker); hdb from 368000 (element 187, Mandy owes Benedict, opens at the end of 352000:
re-use pages/hdb_352000.txt); hd2 from 288000 (element 173, Jessica's debts, opens at the end of
272000: re-use pages/hd2_272000.txt; only one new hd2 page was read this round, for time); hgr
(gsm_result.json) from 464000 (element 299, John's driving service, opens at the end of 448000:
re-use pages/hgr_448000.txt; two records an element; its short hgo replies may repeat earlier
rounds' bare answers, check: '40' and '6' did this round). Watch for no-break spaces in GSM8K
questions (the advertising company and Cody's cookies so far) and for curly apostrophes (Helena’s
serum, the flagstones customer’s yard, Isabelle's sister’s party: kept as the file has them).
Still unread (as rounds 118-173 listed): bench/results/*/example*.txt and gsm8k_result*.json
(Qwen2.5 and Llama GSM8K runs: look whether they hold completions with golds),
bench/gsm8k_cot.jsonl, and the older benchark/gsm/results/*_result.json files at 2926e0f (check
repeats against bench/ first).

Usage: python build_public_heldout179.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout179.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout179.jsonl"
SOURCE = "public_heldout179"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
SOURCES = zh_sources(
    hdr=("556000-603999 (three pages: 556000, 572000, 588000)", "299-313"),
    hde=("368000-415999 (three pages: 368000, 384000, 400000)", "228-246"),
    hdb=("320000-367999 (three pages: 320000, 336000, 352000)", "172-186"),
    hd2=("256000-287999 (two pages: 256000, 272000)", "162-172"),
    gr="pages 416000-463999 of the file (three pages: 416000, 432000, 448000; elements 278-298)",
)

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:299|wrong|boxed|John's driving service (opens on page 556000): '\boxed{\$33,\!000}' (gold 31800: 52 working weeks taken instead of the 50 the question gives, 15,600 miles instead of 15,000)
hdr:300|correct|boxed|'Peter needs to exercise for \(\boxed{78}\) minutes'
hdr:301|no_answer|truncated|the 32-page tabloid: the thinking muses that one sheet folded five times gives 32 pages ('the number of sheets used is just 1'), doubts it, and is cut by the 1024-token cap inside the think block ('... and then cut to remove unwanted pages') before any final answer (gold 8)
hdr:302|correct|boxed|'= \boxed{\$15}', then '**Answer:** \(\boxed{15}\)'
hdr:303|correct|boxed|the thinking takes 100 books this year and ends '$1,000', the solution uses the 45 sold this year and boxes '\boxed{1300}'; the last boxed answer counts
hdr:304|correct|boxed|'\boxed{\$3,\!200}' for 3200
hdr:305|correct|boxed|
hdr:306|wrong|boxed|'\boxed{5}' (gold 10: the 10 loaves sold in the afternoon and evening halved again, 'Afternoon sales = 10/2 = 5')
hdr:307|correct|boxed|'**Answer:**', then '\boxed{16}' on the next line
hdr:308|correct|boxed|
hdr:309|correct|boxed|
hdr:310|correct|boxed|the thinking ends 'Theo needs to spend $4,050 on gifts' (the $2,000 savings left out), the solution subtracts them and boxes '\boxed{\$2,\!050}'; the last boxed answer counts
hdr:311|correct|boxed|
hdr:312|correct|boxed|
hdr:313|wrong|boxed|'\boxed{54,\!000}' (gold 120000: after 60,000 six years ago the solution assumes growth rates and adjusts 'to align with the expected answer', 3000 x 24)
hde:228|correct|boxed|Kalinda's puzzle (opens on page 368000): '\boxed{1 \text{ hour}}' for 1
hde:229|correct|boxed|
hde:230|correct|boxed|'\boxed{\$276,\!000}' for 276000
hde:231|correct|boxed|'\(\boxed{50}\)'
hde:232|correct|boxed|'= \boxed{75}', then '**Answer:** \(\boxed{75}\)'
hde:233|correct|boxed|'36 - 24 = \boxed{12} \text{ penguins}'
hde:234|correct|boxed|
hde:235|correct|boxed|'John needs to order \(\boxed{10}\) pizzas.'
hde:236|correct|boxed|
hde:237|correct|boxed|'\boxed{\$90}' for 90
hde:238|correct|boxed|
hde:239|correct|boxed|
hde:240|correct|boxed|'= \boxed{21}', then '**Answer:** \(\boxed{21}\)'
hde:241|no_answer|truncated|Dolly and Pandora's books: the thinking lists A, B, C read by each, then 'But wait.' and a 'Wait.' loop (371 'Wait.' lines after the second 'Wait: Wait.', then 'Wait') cut by the 1024-token cap before any count (gold 6)
hde:242|correct|boxed|'\(\boxed{3 \text{ hours}}\)'
hde:243|correct|boxed|the thinking divides the 15 daily minutes by 30 days and ends with 315 minutes used, the solution takes 15 x 30 = 450 and boxes '\boxed{250 \text{ minutes}}'; the last boxed answer counts
hde:244|correct|boxed|'**Ginger gave Griffin \(\boxed{20}\) fries.**'
hde:245|correct|boxed|'**Therefore, each aquarium has \(\boxed{7}\) fish.**'
hde:246|correct|boxed|'\boxed{\$27,\!000}' for 27000
hdb:172|wrong|boxed|the four birds at the Caboose (opens on page 320000): '\boxed{41}' (gold 51: 8 + 8 + 16 + 19 summed as 41)
hdb:173|correct|boxed|'\boxed{\$18,\!000}' for 18000
hdb:174|wrong|boxed|'\boxed{1\ \text{hour and }20\ \text{minutes}}' (gold 95 minutes: a minute and a half read as 1 minute 15 seconds, 80 seconds a potato)
hdb:175|correct|boxed|'\boxed{\$15}' for 15
hdb:176|correct|boxed|
hdb:177|correct|boxed|'\boxed{\$350}' for 350
hdb:178|correct|boxed|
hdb:179|correct|boxed|
hdb:180|correct|boxed|
hdb:181|correct|boxed|
hdb:182|correct|boxed|
hdb:183|no_answer|truncated|debatable: the relay: the thinking finds 220 and 222 seconds and writes 'So, the faster team wins by 2 seconds.', then re-reads the problem and is cut by the 1024-token cap ('... and the second team's') before '</think>' or any final answer (gold 2)
hdb:184|correct|boxed|'\boxed{25\%}' for 25
hdb:185|correct|boxed|
hdb:186|wrong|boxed|'\boxed{8 \text{ rats per cage}}' (gold 5: all 160 pieces of straw given to the rats, 160/6 rounded down to 26 rats; the hamsters' and rabbits' straw left out)
hd2:162|correct|boxed|the bag of marbles (opens on page 256000): '= \boxed{\$92}', then '**Final Answer:** \(\boxed{\$92}\)' for 92
hd2:163|correct|boxed|'\boxed{\$50}' for 50
hd2:164|correct|boxed|
hd2:165|correct|boxed|'\boxed{€77}' for 77
hd2:166|correct|boxed|'Sandra needs to babysit \(\boxed{5}\) times.'
hd2:167|correct|boxed|'Seth is \(\boxed{16}\) years old.'
hd2:168|correct|boxed|
hd2:169|correct|boxed|'= \boxed{120 \text{ miles}}'
hd2:170|correct|boxed|
hd2:171|correct|boxed|
hd2:172|wrong|boxed|'\boxed{41}' (gold 51: 8 + 8 + 16 + 19 summed as 41)
hgc:278|correct|boxed|Mico and Marco (its cot opens on page 416000): '= \boxed{40}', then '**Final Answer:** \(\boxed{40}\)'
hgc:279|correct|boxed|'Sam is currently \(\boxed{6}\) years old.'
hgc:280|correct|boxed|'= \boxed{\$7}', then '**Answer:** \(\boxed{7}\)'
hgc:281|correct|boxed|
hgc:282|correct|boxed|
hgc:283|correct|boxed|
hgc:284|correct|boxed|
hgc:285|correct|boxed|'= \boxed{21 \text{ years}}'
hgc:286|correct|boxed|'\boxed{90 \text{ cents}}', then the same
hgc:287|correct|boxed|
hgc:288|correct|boxed|
hgc:289|correct|boxed|'\boxed{16\text{ hours}}'
hgc:290|correct|boxed|
hgc:291|correct|boxed|'= \boxed{2} \text{ bars/child}', then '\(\boxed{2}\)'
hgc:292|correct|boxed|
hgc:293|correct|boxed|
hgc:294|correct|boxed|'\(\boxed{3}\)'
hgc:295|wrong|boxed|'\boxed{220 \text{ pushups},\ 90 \text{ squats},\ \text{and}\ 60 \text{ dumbbell presses}}' (gold 370: the three totals boxed, never added)
hgc:296|correct|boxed|
hgc:297|correct|boxed|the thinking adds 20 + 15 + 12 + 18 as 75 and ends 'short by 45 crates', the solution sums 65 and boxes '= \boxed{55}', then '**Final Answer:** \(\boxed{55}\)'; the last boxed answer counts
hgc:298|wrong|boxed|'\boxed{350}' (gold 500: Carmen's three raises counted from $200, not the six $50 rises of the seven bids)
hgo:280|correct|bare_last_line|the whole reply: '\$7' for 7
hgo:281|correct|bare_last_line|the whole reply: '2450'
hgo:282|wrong|bare_last_line|the whole reply: '13' (gold 195: the number of pizzas, not the dollars; its cot boxed 195)
hgo:283|correct|prose_sentence|the whole reply: 'Katerina uses 68 sterling silver beads per necklace.'
hgo:284|correct|bare_last_line|the whole reply: '360'
hgo:285|correct|bare_last_line|the whole reply: '21 years.'
hgo:286|correct|bare_last_line|the whole reply: '90 cents'
hgo:287|correct|prose_sentence|the whole reply: 'The number of 5-star rows on the flag is 8.'
hgo:288|correct|prose_sentence|the whole reply: 'The landscaping company needs 3 trucks to transport 80 flagstones in one trip.'
hgo:289|correct|prose_sentence|the whole reply: 'The car in the slow lane took **16 hours** to cover the same distance of 480 miles.'
hgo:290|correct|prose_sentence|the whole reply: '390 medals have been given out for counting.'
hgo:291|correct|bare_last_line|the whole reply is two lines of working, the last '\( 16 \text{ bars} \div 8 \text{ children} = 2 \text{ bars/child} \)'
hgo:292|correct|bare_last_line|the whole reply: '\$75' for 75
hgo:293|correct|boxed|the whole reply: '\[\n\boxed{83}\n\]'
hgo:294|correct|prose_sentence|the whole reply: '3 oranges are left unwashed.'
hgo:295|wrong|bare_last_line|the whole reply: '220 pushups, 90 squats, and 60 dumbbell presses.' (gold 370: the breakdown its cot boxed, never added)
hgo:296|correct|bare_last_line|the whole reply: '3 weeks.'
hgo:297|correct|prose_sentence|the whole reply: 'Sam was 55 crates short of his target for the week.'
hgo:298|wrong|bare_last_line|the whole reply: '\$350.' (gold 500; its cot boxed the same)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

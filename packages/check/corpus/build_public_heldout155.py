__doc__ = r"""Build public_heldout155.jsonl: a 155th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 150's repository Zhuohao-Li/Hawkeye (rounds 109, 113, 118, 124, 129, 134, 140,
146 and 150 read its bench/gsm results files and named where to go on). Its bench/gsm/results
folder commits DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an indented JSON list in
test order from question 0. The run script (benchark/gsm/run.py at 2926e0f, read in round 118)
has three stages: stage 3 `base_qa` asks 'Question: {question}.' as the only user turn (sglang,
max_tokens 1024, temperature 0.7, top_p 0.9) and stores {question, answer, model_output, score}
(the hdr, hde, hdb, hd2 files, every model_output opening '<think>'); stage 1 `cot` asks the cot
model (bench/gsm/run.yaml cot_model_path Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B)
with benchark/gsm/utils.py `cot_prompt` 'Question: {question}. Please generate a concise
chain-of-thought reasoning without repeating the question.' (max_tokens 1024) and stores `cot`;
stage 2 `qa` gives the small model (run.yaml small_model_path Qwen/Qwen2.5-0.5B-Instruct)
utils.py `doc_to_text` 'Question: {question}\nCot: {cot}\nThis is a chain-of-thought that helps
you answer.\nSo the answer is:' (max_tokens 512) and stores its reply as `model_output` beside the
`cot` (the gsm_result.json file: {question, answer, cot, model_output, score}).

Method (rounds 88-150's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out at 16,000. Round 150's pastes of hdr 412000, hde 240000, hdb 192000, hd2 176000
and hgr 272000 were re-used (copied from /tmp/rounds/real150/pages; their decoded pages come out
as round 150's), since the first element this round takes opens on them. Nothing was retyped or
shortened. Two new pages first came out wrong and were corrected against the displayed page
text: hdb_208000 at 16,005 (the paste had 'Jamal's photograph.' where the page has 'Jamal's
photo.', in hdb:114's thinking) and hgr_320000 at 16,020 (the paste repeated hgc:213's step-1
line for its step-2 line '\text{Total for Day 1 and Day 2} = 100 + 150 = 250'; hgc:213 is cut by
the page end and not taken). Loop markers (round 100's form: one copy of the loop unit pasted
between @@U1@@ and @@/U1@@, and @@R1@@ replaced by the unit the one whole number of times that
makes the page 16,000; work/mk.py) are used on three pages: the re-used hde_240000 and hd2_176000
(round 150's, unit 'So.\n\n', 337 and 286 copies) and the new hde_256000, whose head is the rest
of element 153's loop (Dave's french fries): unit 'So.\n\n', 71 copies in all, then the element's
closing 'So' without a period, as round 150's probe read at 255951 showed; the loop there is all
'So.' lines, so the one whole number that fits is the count. Element 153 is thus taken whole this
round (its opening and 'Wait.'/'So.' head on hde_240000, checked by round 150's probe reads).
NBSP: the GSM8K question of the advertising company has U+00A0 ('for another year.<U+00A0>
What's'), shown by the display as a plain space; work/mk.py's NBSP restores it in hdr_428000 (and
Cody's cookies in the re-used hdb_192000, as rounds 118 and 150 did). Each new page starts where
the one before ends (offsets 16,000 apart), checked by work/extract.py, which cut the records out
by script (raw_*.jsonl): the pages of one file joined in file order, each whole list element
parsed, r = the raw JSON string body of its `model_output` (or `cot`; enc json, checked to
decode to the parsed value), g = its `answer`, rec = its list index, found as the
gsm8k/test.jsonl line of its question and checked to run on one by one, with `answer` equal to
the line's '####' value. Elements before the first one named below (taken in round 150) are
skipped; the element cut by the end of each file's last page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 412000
  (round 150's paste, for element 221's opening), 428000, 444000 (= hdr_412000 .. hdr_444000):
  elements 221 (Celine's water tank) to 240 (James's candies) whole; 241 (Dolly's books) cut by
  the end of 444000 and dropped: 20 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 240000 (round 150's paste, for element 153's opening), 256000 and 272000
  (= hde_240000 .. hde_272000): elements 153 (Dave's french fries) to 171 (Jake's legs) whole;
  172 (the four birds) cut and dropped: 19 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 192000 (round 150's
  paste, for element 107's opening), 208000 and 224000 (= hdb_192000 .. hdb_224000): elements 107
  (Frankie's TV) to 121 (Morisette and Kael) whole; 122 (Sadie's sleep) cut and dropped: 15 kept
  (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 176000 (round 150's paste, for element 115's opening) and 192000
  (= hd2_176000, hd2_192000): elements 115 (Sasha's lumber) to 123 (Rosie's run) whole; 124
  (Jennie's letters) cut and dropped: 9 kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 272000 (round 150's paste, for
  element 183's opening), 288000, 304000, 320000 (= hgr_272000 .. hgr_320000): elements 183 (the
  relay teams) to 212 (Gary's park) whole, each giving two records, its `cot` (hgc) and its
  `model_output` (hgo); element 213 (Sloane's customers) cut and dropped: 30 elements, 58 kept
  (hgc 30, hgo 28: two hgo replies dropped as repeats, below).

Repeats: the files answer the same GSM8K test questions as rounds 109-150 and as each other
(hdb:115-121 and hd2:115-121 ask the same questions, and hde:153-171 the same as round 150's
hgr:153-171), each run its own text. Every completion kept was compared (whitespace-normalised)
with every completion of the earlier rounds (packages/check/corpus/public_heldout*.jsonl and the
other /tmp/rounds/real*/public_heldout*.jsonl present: 219 files, 26,403 distinct completions, by
script, work/dedup.py, reading no labels) and with the others of this round: two repeat an
earlier round and are dropped (work/extract.py's DROP): hgo:193 (Sue's flamingos, the whole reply
'24') and hgo:211 (Jerry's chickens, the whole reply '4'); none repeats within the round (the
bare replies '25%', '10', '5', '\$61', '$12.00' repeat none). 121 records kept.

Repository counts (121 records): Zhuohao-Li/Hawkeye 121 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 20, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 19, its repeat 2 9, the
gsm_baseline run 15, gsm_result's cot 30 and small-model answers 28). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-150 found); `licence` per record. Truth: correct
100, wrong 19, no_answer 2; debatable 0.

Split: GSM8K test 121, MATH 0. Prompt format: long_cot 121 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}; two are cut by the 1024-token cap inside the think block before any
final answer: hde:153 in a 'Wait.'/'So.' loop and hdb:111 while re-checking after its working
reached the gold; one, hde:155, closes its thinking with a boxed '**Final Answer**' and is cut in
the solution after '</think>'); hgo are Qwen2.5-0.5B-Instruct's short replies to 'So the answer
is:': a bare value ('2 seconds.', '25%', '\$61', '10'), a sentence, 'The answer is 5 pounds per
day.', 'You're right! The final answer is indeed **\$10**.', or a box ('\boxed{114,200}').
Forms: boxed 95, bare_last_line 12, prose_sentence 10, truncated 2, answer_is 1,
final_answer_phrase 1.

Label conventions (rounds 37-150's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$20,\!000}', '\boxed{33\%}', '\boxed{\$9.00}', '\boxed{1
\text{ hour}}', '\boxed{\$276,\!000}', '\boxed{80 \text{ yards}}', '\boxed{1,\!210}',
'\boxed{5 \text{ pounds/day}}', '\boxed{2600\,\text{g}}', '$12.00', '25%'); another quantity is
wrong ('\boxed{\$106.12}' for 106: the interest compounded); where the thinking and the solution
after '</think>' disagree, the last (boxed) answer counts (hde:162 and hde:163 box the gold after
thinking $288 and $130); a boxed '**Final Answer**' closing the thinking counts when the solution
after '</think>' is cut before restating it (hde:155; the R1 rule of earlier rounds' hdr:153 and
hdb:57); a completion cut by the token cap inside the think block is no_answer even where its
working already reached the gold (hdb:111; rounds 109-150's convention); a bare reply or a
sentence is read for the quantity it states (hgo), an invented turn's opening ('You're right!')
included (hgo:194).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 428000, 444000 (412000
re-used from round 150); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
1_result.json offsets 256000, 272000 (240000 re-used); bench/gsm/results/gsm_baseline_result.json
offsets 208000, 224000 (192000 re-used); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-
Qwen-7B/2_result.json offset 192000 (176000 re-used); bench/gsm/results/gsm_result.json offsets
288000, 304000, 320000 (272000 re-used).

Leads for a later round: Hawkeye hdr from 460000 (element 241, Dolly's books, opens at the end
of 444000: re-use this round's paste pages/hdr_444000.txt); hde from 288000 (element 172, the
four birds, opens at the end of 272000: re-use pages/hde_272000.txt); hdb from 240000 (element
122, Sadie's sleep, opens at the end of 224000: re-use pages/hdb_224000.txt); hd2 from 208000
(element 124, Jennie's letters, opens at the end of 192000: re-use pages/hd2_192000.txt; its
thinking already boxes 70 inside the think block); hgr (gsm_result.json) from 336000 (element
213, Sloane's customers, opens at the end of 320000: re-use pages/hgr_320000.txt; two records an
element; its short hgo replies may repeat earlier rounds' bare answers, check: '24' and '4' did
this round). Watch for no-break spaces in GSM8K questions (the advertising company and Cody's
cookies so far) and for the paster's own slips (two this round, both caught by the length
check). Still unread (as rounds 118-150 listed): bench/results/*/example*.txt and
gsm8k_result*.json (Qwen2.5 and Llama GSM8K runs: look whether they hold completions with
golds), bench/gsm8k_cot.jsonl, and the older benchark/gsm/results/*_result.json files at 2926e0f
(check repeats against bench/ first).

Usage: python build_public_heldout155.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout155.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout155.jsonl"
SOURCE = "public_heldout155"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
SOURCES = zh_sources(
    hdr=("412000-459999 (three pages: 412000, 428000, 444000)", "221-240"),
    hde=("240000-287999 (three pages: 240000, 256000, 272000)", "153-171"),
    hdb=("192000-239999 (three pages: 192000, 208000, 224000)", "107-121"),
    hd2=("176000-207999 (two pages: 176000, 192000)", "115-123"),
    gr="pages 272000-335999 of the file (four pages: 272000, 288000, 304000, 320000; elements 183-212)",
)

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:221|correct|boxed|Celine's water tank (opens on page 412000): '\boxed{90}'
hdr:222|correct|boxed|'= \boxed{140}', then 'Andy plants a total of \(\boxed{140}\) flowers.'
hdr:223|correct|boxed|'\boxed{\$20,\!000}' for 20000
hdr:224|correct|boxed|'**Final Answer:** \(\boxed{180}\)'
hdr:225|correct|boxed|a 'Round Trip Time' line of 12 days by bus on the way, then 'Total: 6 + 3 = 9 days' and '\boxed{9}'
hdr:226|correct|boxed|'\boxed{33\%}' for 33
hdr:227|correct|boxed|'\boxed{\$9.00}' for 9
hdr:228|correct|boxed|'\boxed{1 \text{ hour}}'
hdr:229|correct|boxed|
hdr:230|correct|boxed|'\boxed{\$276,\!000}' for 276000
hdr:231|correct|boxed|
hdr:232|correct|boxed|
hdr:233|correct|boxed|
hdr:234|correct|boxed|
hdr:235|correct|boxed|'John needs to order \(\boxed{10}\) pizzas.'
hdr:236|correct|boxed|
hdr:237|correct|boxed|
hdr:238|correct|boxed|'the sum of the ages of the three girls is \(\boxed{68}\).'
hdr:239|correct|boxed|
hdr:240|correct|boxed|
hde:153|no_answer|truncated|Dave's french fries: the thinking reaches 'total fries eaten: fourteen plus seven.', then 'Wait, no.' / 'Wait: Wait.' and a run of 'Wait.' / 'So.' lines, then only 'So.' lines to the 1024-token cap, ending 'So' inside the think block (no '</think>', no final answer)
hde:154|wrong|boxed|'\boxed{112}' (gold 272: one 1-hour class a day counted on Monday, Wednesday and Friday and one 2-hour class on Tuesday and Thursday)
hde:155|correct|boxed|'**Final Answer** The total length of all baked goods is \boxed{280} feet.' closes the thinking, then the solution after '</think>' is cut at 'Total length: \( 10' (1024-token cap): labelled by that box (R1 rule, as hdr:153 and hdb:57 of earlier rounds) = gold 280
hde:156|correct|boxed|'= \boxed{1400} \text{ bananas}', then '\(\boxed{1400}\)'
hde:157|correct|boxed|'= \boxed{80 \text{ yards}}', then '\boxed{80 \text{ yards}}'
hde:158|correct|boxed|'\boxed{\$34}' for 34
hde:159|wrong|boxed|'Finn can see \(\boxed{7}\) tadpoles' (gold 15: the 6 that came out subtracted and the 2 that hid added)
hde:160|correct|boxed|
hde:161|correct|boxed|'\(\boxed{32}\)'
hde:162|correct|boxed|the thinking ends 'After 12 increases: $24 multiplied by 12 equals $288.', the solution after '</think>' counts 18 increases of $4 and boxes '\boxed{\$92}' (gold 92); the last boxed answer counts
hde:163|correct|boxed|the thinking ends 'a total of $130' (a red car taken as 4 action figures), the solution after '</think>' uses $4 a car and boxes 50 (gold 50); the last boxed answer counts
hde:164|correct|boxed|
hde:165|wrong|boxed|'= \boxed{€57}', then '\boxed{€57}' (gold 77: 1090 + 157 + 74 + 102 added up as 1443 instead of 1423)
hde:166|correct|boxed|'Sandra needs to babysit \(\boxed{5}\) times.'
hde:167|correct|boxed|
hde:168|correct|boxed|'\boxed{\$18}' for 18
hde:169|correct|boxed|'= \boxed{120 \text{ miles}}'
hde:170|correct|boxed|'\boxed{\$150}' for 150
hde:171|correct|boxed|'\boxed{1,\!210}' for 1210
hdb:107|correct|boxed|'Frankie watched \(\boxed{3}\) episodes of the 30-minute show on Wednesday.'
hdb:108|correct|boxed|
hdb:109|correct|boxed|'\boxed{\$28.00}' for 28
hdb:110|wrong|boxed|'\boxed{35}' (gold 45: Beatrice's 24 roll-ups long read as 14)
hdb:111|no_answer|truncated|Julia's boat: cut inside the think block at 'First, leak' while re-checking (its working reached '16 liters of water'; no '</think>', no final answer)
hdb:112|correct|boxed|
hdb:113|correct|boxed|
hdb:114|correct|boxed|
hdb:115|correct|boxed|
hdb:116|correct|boxed|
hdb:117|correct|boxed|'\boxed{\$360}' for 360
hdb:118|correct|boxed|
hdb:119|wrong|boxed|'\boxed{\$99,\!076.92}' (gold 95200: Lylah's salary four years ago taken as 40000 / 1.3 and raised 40 %)
hdb:120|correct|boxed|'Miguel uses \(\boxed{240}\) sheets of paper every month.'
hdb:121|correct|boxed|'\(\boxed{27}\)'
hd2:115|wrong|boxed|'= \boxed{\$120}' (gold 90: every board sold at an invented $20 instead of the 50 % higher price)
hd2:116|wrong|boxed|'\boxed{120}' (gold 42: the 120 of sugar and water together read as the sugar alone)
hd2:117|correct|boxed|
hd2:118|correct|boxed|
hd2:119|wrong|boxed|'\boxed{99076.92}' (gold 95200: Lylah's salary taken as 40000 / 1.3 and raised 40 %)
hd2:120|correct|boxed|'Miguel uses \(\boxed{240}\) sheets of paper every month.'
hd2:121|correct|boxed|'= \boxed{27} \text{ fruits}', then '\boxed{27}'
hd2:122|wrong|boxed|'\boxed{33}' (gold 48: Thursday taken as the two days' 12 hours plus 1, Friday to Sunday left out)
hd2:123|correct|boxed|'= \boxed{50\ \text{miles}}', then '\boxed{50\ \text{miles}}'
hgc:183|correct|boxed|the relay teams (its cot opens on page 272000): '\boxed{2}'
hgc:184|correct|boxed|'\boxed{25\%}' for 25
hgc:185|correct|boxed|
hgc:186|wrong|boxed|'\(\boxed{9}\)' (gold 5: all 160 pieces of straw given to the rats, 160 / 6 rounded to 27)
hgc:187|wrong|boxed|'\boxed{\$106.12}' (gold 106: the 2 % monthly interest compounded instead of simple)
hgc:188|correct|boxed|
hgc:189|wrong|boxed|'\boxed{\$61}' (gold 34: $20.25 taken as the price of each ticket instead of all three)
hgc:190|correct|boxed|
hgc:191|correct|boxed|'\boxed{5 \text{ pounds/day}}'
hgc:192|correct|boxed|'\(130 - 39 = \boxed{91}\).', then 'Tom has **91 trees** left after 10 years.'
hgc:193|correct|boxed|
hgc:194|correct|boxed|'Violetta will receive \(\boxed{\$10}\) in change.' for 10
hgc:195|correct|boxed|
hgc:196|correct|boxed|'= \boxed{120 \text{ pounds}}', then '\(\boxed{120 \text{ pounds}}\)'
hgc:197|correct|boxed|
hgc:198|wrong|boxed|'20 + 60 + 40 + 200 = \boxed{280}', then '\(\boxed{280}\)' (gold 320: the four terms added up wrong)
hgc:199|correct|boxed|'= \boxed{7500} \text{ cents}'
hgc:200|correct|boxed|
hgc:201|correct|boxed|'\boxed{\$114,\!200}' for 114200
hgc:202|correct|boxed|'Josie's farm produces \(\boxed{100}\) barrels of wine per year.'
hgc:203|correct|boxed|'= \boxed{31} \text{ slices}'
hgc:204|correct|boxed|'= \boxed{98 \text{ pens}}', then '\(\boxed{98}\)'
hgc:205|wrong|boxed|'Brinley needs to score \(\boxed{5}\)', then '\(\boxed{5}\)' (gold 98: the sixth score added to the four kept and divided by 4)
hgc:206|correct|boxed|
hgc:207|correct|boxed|'= \boxed{2600\,\text{g}}'
hgc:208|correct|boxed|'= \boxed{76}', then '\(\boxed{76}\)'
hgc:209|correct|boxed|'\boxed{\$145}' for 145
hgc:210|correct|boxed|
hgc:211|correct|boxed|
hgc:212|correct|boxed|
hgo:183|correct|bare_last_line|the whole reply: '2 seconds.'
hgo:184|correct|bare_last_line|the whole reply: '25%' for 25
hgo:185|correct|boxed|the whole reply: 'The total number of apples picked by Jenna and her mother is \(\boxed{30}\).'
hgo:186|wrong|prose_sentence|the whole reply: '9 rats are in each cage.' (gold 5; its cot boxed the same)
hgo:187|wrong|prose_sentence|the whole reply: 'After three months, the total amount owed is approximately **\$106.12**.' (gold 106; its cot boxed the same)
hgo:188|correct|prose_sentence|the whole reply: 'The trader sold 50 bags of wheat.'
hgo:189|wrong|bare_last_line|the whole reply: '\$61' (gold 34; its cot boxed the same)
hgo:190|correct|prose_sentence|the whole reply: 'John collects **360** peaches.'
hgo:191|correct|answer_is|the whole reply: 'The answer is 5 pounds per day.'
hgo:192|correct|prose_sentence|a three-paragraph retelling of the cot ending 'Subtracting this loss, he is left with 91 trees.'
hgo:194|correct|final_answer_phrase|the whole reply: 'You're right! The final answer is indeed **\$10**.' for 10
hgo:195|correct|bare_last_line|the whole reply: '$12.00' for 12
hgo:196|correct|bare_last_line|the whole reply: '120 pounds.'
hgo:197|correct|prose_sentence|the whole reply: 'The number of kids in Soda is 6277.'
hgo:198|wrong|prose_sentence|the whole reply: 'Elaine has a total of 280 Pokemon cards now.' (gold 320; its cot boxed the same)
hgo:199|correct|prose_sentence|the whole reply: 'Mark makes 7500 cents in a week.'
hgo:200|correct|bare_last_line|the whole reply: '55 liters.'
hgo:201|correct|boxed|the whole reply: '\boxed{114,200}' for 114200
hgo:202|correct|prose_sentence|the whole reply: 'Josie's farm produces **100 barrels of wine per year**.'
hgo:203|correct|bare_last_line|the whole reply: '31 slices of cheese.'
hgo:204|correct|boxed|the whole reply: '\(\boxed{98}\)'
hgo:205|wrong|bare_last_line|the whole reply: '5' (gold 98; its cot boxed the same)
hgo:206|correct|bare_last_line|the whole reply: '860 kilometers'
hgo:207|correct|bare_last_line|the whole reply: '2600 grams.'
hgo:208|correct|bare_last_line|the whole reply: '76 cakes.'
hgo:209|correct|boxed|the whole reply: '\boxed{\$145}' for 145
hgo:210|correct|bare_last_line|the whole reply: '10'
hgo:212|correct|prose_sentence|the whole reply: 'Gary spends 5 hours walking around the park.'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

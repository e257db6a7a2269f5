__doc__ = r"""Build public_heldout146.jsonl: a 146th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand.

It continues round 140's repository Zhuohao-Li/Hawkeye (rounds 109, 113, 118, 124, 129, 134 and
140 read its bench/gsm results files and named where to go on). Its bench/gsm/results folder
commits DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an indented JSON list in test
order from question 0. The run script (benchark/gsm/run.py at 2926e0f, read in round 118) has
three stages: stage 3 `base_qa` asks 'Question: {question}.' as the only user turn (sglang,
max_tokens 1024, temperature 0.7, top_p 0.9) and stores {question, answer, model_output, score}
(the hdr, hde, hdb, hd2 files, every model_output opening '<think>'); stage 1 `cot` asks the cot
model (bench/gsm/run.yaml cot_model_path Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B)
with benchark/gsm/utils.py `cot_prompt` 'Question: {question}. Please generate a concise
chain-of-thought reasoning without repeating the question.' (max_tokens 1024) and stores `cot`;
stage 2 `qa` gives the small model (run.yaml small_model_path Qwen/Qwen2.5-0.5B-Instruct)
utils.py `doc_to_text` 'Question: {question}\nCot: {cot}\nThis is a chain-of-thought that helps
you answer.\nSo the answer is:' (max_tokens 512) and stores its reply as `model_output` beside the
`cot` (the gsm_result.json file: {question, answer, cot, model_output, score}).

Method (rounds 88-140's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out at 16,000. Two new pastes first came out wrong and were corrected where they
differed from the display (transcription slips, not the file), each slip located by a probe
read (read_file at an offset inside the page; the probe's text pasted to work/probe/ and compared
with the decoded page by script): hd2_144000 at 16,009 (the Lee/Gerald completion's irregular
run of 'Wait.' lines after its second 'Hold on.' had been pasted with 11 where the display has
10; probe read at offset 148873, whose first 1,299 characters then equal the page) and
hdr_380000 at 15,994 (the Brinley completion's 'So, the lowest of all six tests will be dropped'
had been pasted without 'tests'; probe read at offset 387155, whose text from the Josie element
to the page end then equals the page); both then came out at 16,000. Round 140's pastes of hdr
332000, hde 176000, hdb 128000, hd2 112000 and hgr 192000 were re-used (copied from
/tmp/rounds/real140/pages; each paste and its decoded page checked equal to round 140's with
cmp), since the first element this round takes opens on them. No page is pasted in pieces,
nothing was retyped or shortened, and no loop marker is used: the one looping completion
(hd2:93, an irregular mix of 'Wait.' and 'So.' lines) is pasted whole. No no-break space needed
restoring this round (every element was found by its question as pasted). Each new page starts
where the one before ends (offsets 16,000 apart), checked by work/extract.py, which cut the
records out by script (raw_*.jsonl): the pages of one file joined in file order, each whole list
element parsed, r = the raw JSON string body of its `model_output` (or `cot`; enc json, checked
to decode to the parsed value), g = its `answer`, rec = its list index, found as the
gsm8k/test.jsonl line of its question and checked to run on one by one, with `answer` equal to
the line's '####' value. Elements before the first one named below (taken in round 140) are
skipped; the element cut by the end of each file's last page is dropped.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 332000
  (round 140's paste, for element 181's opening), 348000, 364000, 380000 (= hdr_332000 ..
  hdr_380000): elements 181 (Sandra the florist) to 204 (Janet's pens) whole; 205 (Brinley's
  tests) cut by the end of 380000 and dropped: 24 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 176000 (round 140's paste, for element 114's opening), 192000 and 208000
  (= hde_176000 .. hde_208000): elements 114 (Jamal's phone) to 134 (Tom's car washes) whole;
  135 (Brian's friend Bobby) cut and dropped: 21 kept (hde).
  bench/gsm/results/gsm_baseline_result.json (2,580,250 characters) pages 128000 (round 140's
  paste, for element 75's opening), 144000 and 160000 (= hdb_128000 .. hdb_160000): elements 75
  (Luke's sandcastles) to 92 (Emily's kids) whole; 93 (Lee's hurdles) cut and dropped: 18 kept
  (hdb).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json (2,260,726
  characters) pages 112000 (round 140's paste, for element 79's opening), 128000 and 144000
  (= hd2_112000 .. hd2_144000): elements 79 (John's dog groomer) to 99 (Mary's potted plants)
  whole; 100 (Jerome's doorbell) cut and dropped: 21 kept (hd2).
  bench/gsm/results/gsm_result.json (2,069,394 characters) pages 192000 (round 140's paste, for
  element 132's opening), 208000, 224000 (= hgr_192000 .. hgr_224000): elements 132 (Pam and
  Fred's carnival) to 152 (Carl's cookies) whole, each giving two records, its `cot` (hgc) and
  its `model_output` (hgo); element 153 (Dave's french fries) cut and dropped: 21 elements, 41
  kept (hgc 21, hgo 20: one hgo reply dropped as a repeat, below).

Repeats: the files answer the same GSM8K test questions as rounds 109-140 and as each other
(hdb:79-92 and hd2:79-92 ask the same questions; hde:132-134 and hgc/hgo:132-134 too), each run
its own text. Every completion kept was compared (whitespace-normalised) with every completion
of the earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present: 195 files, 25,592 distinct completions, by
script, work/dedup.py, reading no labels) and with the others of this round: one repeats an
earlier round and is dropped (work/extract.py's DROP): hgo:138 (Mark's two tests, the whole
reply '15'), equal to a round 6 completion (public_heldout6); none repeats within the round (the
bare replies '6', '20%', '$16', '$4', '40.' repeat none). 125 records kept.

Repository counts (125 records): Zhuohao-Li/Hawkeye 125 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 24, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 21, its repeat 2 21, the
gsm_baseline run 18, gsm_result's cot 21 and small-model answers 20). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-140 found); `licence` per record. Truth: correct
107, wrong 15, no_answer 3; debatable 0.

Split: GSM8K test 125, MATH 0. Prompt format: long_cot 125 (no tag format asked for; hdr, hde,
hdb, hd2 and hgc completions open '<think>', reason, close '</think>' and write a step-by-step
solution ending in \boxed{}; three are cut by the 1024-token cap inside the think block before
any final answer: hdr:183 and hdb:75 while re-checking a result already reached, hd2:93 in a
'Wait.'/'So.' loop; hgo are Qwen2.5-0.5B-Instruct's short replies to 'So the answer is:': a bare
value ('13 miles.', '6', '\$29.00'), a sentence, a box alone ('$\boxed{720}$',
'\( \boxed{20} \)') or a short numbered rewrite of the cot's working). Forms: boxed 105,
bare_last_line 12, prose_sentence 5, truncated 3.

Label conventions (rounds 37-140's): the last final answer counts; equal in value but written
differently is correct ('\boxed{25\%}', '\boxed{5 \text{ pounds per day}}', '\boxed{\$12.00}',
'\boxed{6,\!277}', '\boxed{55 \text{ liters}}', '\boxed{\$10,\!000 \text{ per day}}',
'\boxed{8,\!000}', '\boxed{\$29.00}', '\boxed{20\%}', '\boxed{4,\!000 \text{ pineapples}}',
'\boxed{\$5.00}', '\$29.00', '20%'); another quantity is wrong; where the thinking and the
solution after '</think>' disagree, the last (boxed) answer counts (hde:114 and hgc:143 box the
gold after thinking 216 and $15.30); intermediate boxes before the last one do not count
(hde:115 boxes 180 and 270 on the way to its final 90); a completion cut by the token cap inside
the think block is no_answer even where its working already reached the gold (hdr:183, hdb:75;
rounds 109-134's hdr:75, hdr:106, hdr:157 convention); a bare reply or a sentence is read for the
quantity it states (hgo).

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 348000, 364000, 380000
(332000 re-used from round 140), plus a probe read at 387155 (inside 380000's span, for the
paste check only); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json
offsets 192000, 208000 (176000 re-used); bench/gsm/results/gsm_baseline_result.json offsets
144000, 160000 (128000 re-used); bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
2_result.json offsets 128000, 144000 (112000 re-used), plus probe reads at 148873 and 149023
(inside 144000's span and running on past it to 165023: they show elements 100 Jerome, 101
Solo, 102 John's water and the opening of 103, the fog bank, not taken here); bench/gsm/results/
gsm_result.json offsets 208000, 224000 (192000 re-used).

Leads for a later round: Hawkeye hdr from 396000 (element 205, Brinley's tests, opens at the end
of 380000: re-use this round's paste pages/hdr_380000.txt; its thinking runs long and may reach
the 1024-token cap); hde from 224000 (element 135, Brian's friend Bobby, opens at the end of
208000: re-use pages/hde_208000.txt); hdb from 176000 (element 93, Lee's hurdles, opens at the
end of 160000: re-use pages/hdb_160000.txt; its thinking runs long); hd2 from 160000 (element
100, Jerome's doorbell, opens at the end of 144000: re-use pages/hd2_144000.txt); hgr
(gsm_result.json) from 240000 (element 153, Dave's french fries, opens at the end of 224000:
re-use pages/hgr_224000.txt; two records an element; its short hgo replies may repeat earlier
rounds' bare answers, check: '15' did this round). Watch for the paster's own slips (this round
two pages came out wrong until checked against a probe read: an irregular 'Wait.'/'So.' loop is
best checked by reading at an offset just before it and comparing by script), and for no-break
spaces in GSM8K questions. Still unread (as rounds 118-140 listed): bench/results/*/example*.txt
and gsm8k_result*.json (Qwen2.5 and Llama GSM8K runs: look whether they hold completions with
golds), bench/gsm8k_cot.jsonl, and the older benchark/gsm/results/*_result.json files at 2926e0f
(check repeats against bench/ first).

Usage: python build_public_heldout146.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout146.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout146.jsonl"
SOURCE = "public_heldout146"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
SOURCES = zh_sources(
    hdr=("332000-395999 (four pages: 332000, 348000, 364000, 380000)", "181-204"),
    hde=("176000-223999 (three pages: 176000, 192000, 208000)", "114-134"),
    hdb=("128000-175999 (three pages: 128000, 144000, 160000)", "75-92"),
    hd2=("112000-159999 (three pages: 112000, 128000, 144000)", "79-99"),
    gr="pages 192000-239999 of the file (three pages: 192000, 208000, 224000; elements 132-152)",
)

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:181|correct|boxed|
hdr:182|wrong|boxed|'\boxed{24}' (gold 23: half of Jan's age now, 15, used for two years ago instead of half of 28)
hdr:183|no_answer|truncated|the relay teams: cut inside the think block at 'Total difference: 5 + 2 -1' (its working reached 2 seconds; no '</think>', no final answer)
hdr:184|correct|boxed|'\boxed{25\%}' for 25
hdr:185|correct|boxed|
hdr:186|wrong|boxed|'\boxed{8}' (gold 5: all 160 pieces of straw given to the rats, the hamsters' and rabbits' straw not taken off, 160/6 rounded down to 24 rats)
hdr:187|correct|boxed|
hdr:188|correct|boxed|
hdr:189|correct|boxed|'Each friend paid \(\boxed{34}\) dollars.'
hdr:190|correct|boxed|
hdr:191|correct|boxed|'\boxed{5 \text{ pounds per day}}'
hdr:192|correct|boxed|
hdr:193|correct|boxed|
hdr:194|correct|boxed|'= \boxed{\$10}', then 'Violetta will receive **\$10** in change.'
hdr:195|correct|boxed|'\boxed{\$12.00}' for 12
hdr:196|correct|boxed|
hdr:197|correct|boxed|'\boxed{6,\!277}' for 6277
hdr:198|correct|boxed|
hdr:199|correct|boxed|
hdr:200|correct|boxed|'\boxed{55 \text{ liters}}'
hdr:201|wrong|boxed|'\boxed{\$10,\!200}' (gold 114200: only the raise and the award added, the year's salary left out)
hdr:202|correct|boxed|
hdr:203|correct|boxed|
hdr:204|correct|boxed|'= \boxed{98} \) pens'
hde:114|correct|boxed|the thinking ends 'there are **216** birds in Jamal's photograph.' (6 x 1800 for Brittany's phone), the solution after '</think>' boxes 6 (gold 6); the last boxed answer counts
hde:115|correct|boxed|boxes '\$180' and '\$270' on the way, then '= \boxed{\$90}' and '\boxed{\$90}' for 90
hde:116|correct|boxed|
hde:117|correct|boxed|
hde:118|correct|boxed|
hde:119|wrong|boxed|'\boxed{86,\!769 \, \text{\$}}' (gold 95200: Lylah's salary found as 40000/1.3 and left unraised)
hde:120|correct|boxed|
hde:121|correct|boxed|'= \boxed{27} \text{ fruits}', then '**Final Answer:** \(\boxed{27}\)'
hde:122|wrong|boxed|'\boxed{41}' (gold 48: the rest of the week counted as three days, not four)
hde:123|correct|boxed|'= \boxed{50 \text{ miles}}'
hde:124|correct|boxed|'\(\boxed{10}\)'
hde:125|wrong|boxed|'Julia's package contained \(\boxed{4}\) spoons.' (gold 10: the 3 sampling spoons added to the 12 left instead of counted among the bought ones)
hde:126|correct|boxed|'= \boxed{82}', then '\(\boxed{82}\) sausages.'
hde:127|correct|boxed|'= \boxed{120}'
hde:128|correct|boxed|
hde:129|correct|boxed|'= \boxed{\$10,\!000 \text{ per day}}' for 10000
hde:130|correct|boxed|'= \boxed{30} \text{ elves}', then '\boxed{30}'
hde:131|correct|boxed|'\boxed{\$940}' for 940
hde:132|correct|boxed|
hde:133|correct|boxed|
hde:134|correct|boxed|
hdb:75|no_answer|truncated|Luke's sandcastles: cut inside the think block at 'Total: 16 + 32 = 48, ' (its working reached 60; no '</think>', no final answer)
hdb:76|correct|boxed|
hdb:77|correct|boxed|'\boxed{100}' on its own line, no display brackets
hdb:78|correct|boxed|'Vincent saves \(\boxed{\$6}\) by buying the flowers at the better price.'
hdb:79|correct|boxed|'\boxed{\$70}' for 70
hdb:80|correct|boxed|
hdb:81|correct|boxed|
hdb:82|correct|boxed|'\boxed{623 \text{ pounds}}'
hdb:83|correct|boxed|
hdb:84|correct|boxed|
hdb:85|correct|boxed|
hdb:86|correct|boxed|
hdb:87|wrong|boxed|'\boxed{800}' (gold 9360: the $600 a month taken as the annual salary and the raise compounded)
hdb:88|correct|boxed|'Harald sold \(\boxed{8,\!000}\) copies.' for 8000
hdb:89|wrong|boxed|'\boxed{18}' (gold 24: the .75 bags per guest applied to the 12 who come, not the 16 invited)
hdb:90|correct|boxed|
hdb:91|correct|boxed|
hdb:92|correct|boxed|
hd2:79|correct|boxed|'The grooming cost after the discount is \(\boxed{\$70}\).'
hd2:80|correct|boxed|'= \boxed{10 \text{ liters}}'
hd2:81|correct|boxed|
hd2:82|correct|boxed|
hd2:83|correct|boxed|
hd2:84|correct|boxed|
hd2:85|correct|boxed|
hd2:86|correct|boxed|
hd2:87|wrong|boxed|'\boxed{\$9,\!583.20}' (gold 9360: the 10% raise compounded on the raised salary, not 10% of the initial one)
hd2:88|correct|boxed|'Harald sold \(\boxed{8,\!000}\) copies.' for 8000
hd2:89|wrong|boxed|'\boxed{\$18}' (gold 24: the .75 bags per guest applied to the 12 who come)
hd2:90|correct|boxed|'= \boxed{225 \text{ pounds}}'
hd2:91|correct|boxed|
hd2:92|correct|boxed|
hd2:93|no_answer|truncated|Lee's hurdles: its thinking reaches 'G' = G / 1.10', then loops 'Wait.' / 'So.' lines until cut inside the think block (no '</think>', no final answer)
hd2:94|correct|boxed|
hd2:95|correct|boxed|'= \boxed{40}'
hd2:96|correct|boxed|
hd2:97|correct|boxed|
hd2:98|wrong|boxed|'\boxed{25}' (gold 5: the 5 cars that took the exit subtracted from 30, the 20 of the second 15 minutes not)
hd2:99|correct|boxed|'= \boxed{58} \text{ plants}'
hgc:132|correct|boxed|
hgc:133|correct|boxed|'= \boxed{13} \text{ miles}', then '\(\boxed{13}\)'
hgc:134|correct|boxed|'\boxed{\$720}' for 720
hgc:135|correct|boxed|
hgc:136|correct|boxed|the thinking already boxes 6, the solution ends '\boxed{6}'
hgc:137|correct|boxed|'\boxed{\$29.00}' for 29
hgc:138|correct|boxed|'= \boxed{105}'
hgc:139|correct|boxed|'= \boxed{70}', then '**Answer:** \(\boxed{70}\)'
hgc:140|correct|boxed|'\boxed{20\%}' for 20
hgc:141|correct|boxed|'= \boxed{400}', then '\(\boxed{400}\)'
hgc:142|wrong|boxed|'\boxed{\$1,\!540}' (gold 140: every non-gaming hour of the week counted as work, not the 14 gaming hours)
hgc:143|correct|boxed|the thinking ends 'Total cost: $12 + $3.30 = $15.30' (cups and roach traps taken as food), the solution after '</think>' boxes '\$16' (gold 16); the last boxed answer counts
hgc:144|correct|boxed|'= \boxed{\$20}', then '**Final Answer:** \(\boxed{20}\)'
hgc:145|correct|boxed|'= \boxed{4,\!000 \text{ pineapples}}' for 4000
hgc:146|correct|boxed|'\(\boxed{2125}\)'
hgc:147|wrong|boxed|'**Final Answer:** \(\boxed{30}\)' (gold 75: the 60 bees of the third period left out of the last return)
hgc:148|correct|boxed|
hgc:149|correct|boxed|
hgc:150|correct|boxed|'\(\boxed{4}\)'
hgc:151|correct|boxed|'\boxed{\$5.00}' for 5
hgc:152|correct|boxed|'\boxed{\$4}' for 4
hgo:132|correct|prose_sentence|the whole reply: 'Pam and Fred used a total of 60 tickets that day.'
hgo:133|correct|bare_last_line|the whole reply: '13 miles.'
hgo:134|correct|boxed|the whole reply: '$\boxed{720}$'
hgo:135|correct|bare_last_line|the whole reply: '40.'
hgo:136|correct|bare_last_line|the whole reply: '6'
hgo:137|correct|bare_last_line|the whole reply: '\$29.00' for 29
hgo:139|correct|prose_sentence|the whole reply: 'The number of pink gumballs is **70**.'
hgo:140|correct|bare_last_line|the whole reply: '20%' for 20
hgo:141|correct|bare_last_line|the whole reply: '400 worker bees.'
hgo:142|wrong|bare_last_line|the whole reply: '\$1,540' (gold 140; its cot boxed the same)
hgo:143|correct|bare_last_line|the whole reply: '$16'
hgo:144|correct|boxed|the whole reply: '\( \boxed{20} \)'
hgo:145|correct|prose_sentence|the whole reply: 'John can harvest his pineapple field within a year by harvesting 4,000 pineapples.' for 4000
hgo:146|correct|prose_sentence|the whole reply: 'Johnny picks up a total of 2125 lego pieces.'
hgo:147|wrong|boxed|the whole reply: '**Final Answer:** \(\boxed{30}\)' (gold 75; its cot boxed the same)
hgo:148|correct|bare_last_line|the whole reply: '$30.'
hgo:149|correct|prose_sentence|numbered steps rewriting the cot, ending 'Therefore, James has 16 friends.'
hgo:150|correct|bare_last_line|the whole reply: '4 minutes.'
hgo:151|correct|bare_last_line|the whole reply: '\$5.00' for 5
hgo:152|correct|bare_last_line|the whole reply: '$4'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

__doc__ = r"""Build public_heldout269.jsonl: a 269th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdict (each element's `score`, a gpt-4o-mini judge's 0/1) was not
used to label: each completion was read, its final answer found and compared with the gold by
hand (hdr:831, hdr:837, hdr:841, hde:812 and hde:831 box the gold under a `score` of 0.0, after
thinking that reached another number: labelled correct by reading; hdr:825, cut inside its
thinking, carries a `score` of 1.0: labelled no_answer by reading; hdr:823 and hde:823, which box
18 for the Sasha question whose GSM8K gold is 14, are labelled wrong against the gold, as rounds
50, 218 and 231 labelled the same question).

It continues round 265's repository Zhuohao-Li/Hawkeye (rounds 109-265 read its bench/gsm results
files and named where to go on), in the same two files, hdr and hde (the other three, hdb, hd2 and
hgr, were left to rounds beside this one). Its bench/gsm/results folder commits
DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test, each an indented JSON list in test order
from question 0. The run script (benchark/gsm/run.py at 2926e0f, read in round 118) has three
stages; stage 3 `base_qa` asks 'Question: {question}.' as the only user turn (sglang, max_tokens
1024, temperature 0.7, top_p 0.9) and stores {question, answer, model_output, score}: the hdr and
hde files, every model_output opening '<think>'.

Method (rounds 88-265's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length. Round 265's last
pages, hdr 1580000 and hde 1360000, were read again with read_file and pasted anew, since the first
element this round takes from each file opens on them (both came out at 16,000 and byte-equal to
round 265's decoded pages, still in /tmp/rounds/real265). Ten pages were pasted in all (five hdr,
five hde, the two read again counted among them: hdr 1580000-1644000, hde 1360000-1424000). Every
page came out at 16,000 at the first paste; no loop marker was needed. Beyond the length checks,
the two pages read again were checked byte-equal to round 265's, and each of the other eight was
pasted a second time from its display (hdr_1596000 after reading it again with read_file, the
other seven from the first read's display) into pages2/, decoded once and compared with the first
paste by work/proof.py: all eight second pastes came out byte-equal to the first. Both pastes are
this session's, so a slip made identically twice is not ruled out; slips made once are.
Nothing was shortened. Each page starts where the one before ends (offsets 16,000 apart), checked
by work/extract.py, which cut the records out by script (raw_*.jsonl): the pages of one file
joined in file order, each whole list element parsed, r = the raw JSON string body of its
`model_output` (enc json, checked to decode to the parsed value), g = its `answer`, rec = its list
index, found as the gsm8k/test.jsonl line of its question (every question equal to its line as
decoded) and checked to run on one by one, with `answer` equal to the line's '####' value.
Elements before the first one named below (taken in round 265) are skipped; the element cut by
the end of each file's last page is dropped. Every record was read in full while labelling.
* Zhuohao-Li/Hawkeye at 8c0ad34 (8c0ad3443dadc93d423a14567cd81e1dee473e5b):
  bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,585,813 characters) pages 1580000
  (read again, for element 823's opening), 1596000, 1612000, 1628000 and 1644000
  (= hdr_1580000 .. hdr_1644000): elements 823 (Sasha and Julie) to 853 (the KozyInn Motel) whole;
  854 (the town's new homes) cut by the end of 1644000 inside its solution ("### **Total Homes
  Built Over ") and dropped: 31 kept (hdr).
  bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json (2,273,817
  characters) pages 1360000 (read again, for element 810's opening), 1376000, 1392000, 1408000 and
  1424000 (= hde_1360000 .. hde_1424000): elements 810 (students on campus) to 845 (Miss Susan's
  class) whole; 846 (Vicki's pop concert) cut by the end of 1424000 inside its solution ("1.
  **Total Concert D") and dropped: 36 kept (hde).
  (The brief's "hdr 1580000 again, then 1596000, ..." and "hde 1360000 again, then 1376000, ..."
  were followed; the round stopped at five pages a file, at about the brief's ~30 records a file.)

Repeats: the two files answer the same GSM8K test questions as rounds 109-265 and as each other
(hdr 823-845 and hde 823-845 ask the same questions, as do hde 810-822 and hdr 810-822, taken in
round 265; each run its own text). Every completion kept was compared (whitespace-normalised) with
every completion of the earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present: 319 files, 36,073 distinct completions, by script,
work/dedup.py, reading no labels) and with the others of this round: none repeats. 67 records
kept.

Repository counts (67 records): Zhuohao-Li/Hawkeye 67 (100 %: DeepSeek-R1-Distill-Qwen-7B
repeat 1 31, Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B repeat 1 36). Licence: no LICENSE file in
the index for Zhuohao-Li/Hawkeye (as rounds 109-265 found); `licence` per record. Truth: correct
51, wrong 14, no_answer 2; debatable 5.

Split: GSM8K test 67, MATH 0. Prompt format: long_cot 67 (no tag format asked for; every
completion opens '<think>', reasons, closes '</think>' and writes a step-by-step solution ending
in \boxed{}, except hdr:825 and hdr:853, cut at the 1024-token cap inside the think block). Forms:
boxed 65, truncated 2.

Label conventions (rounds 37-265's): the last final answer counts; equal in value but written
differently is correct ('\boxed{\$60}', '\boxed{14,\!000}', '\boxed{\$324.00}',
'\boxed{80 \, \text{miles}}', '\boxed{16\ \text{mm}}', '\boxed{\$5,\!600}', '\boxed{\$110}',
'\boxed{\$6,\!250 \text{ per student}}', '\boxed{720 \text{ minutes}}', '\boxed{\$1,\!260}',
'\boxed{16 \text{ mm}}', '\boxed{\$10}'); a right final answer over wrong working is correct
(hdr:831's thinking reaches '$129.00 + $180.00 = $309.00' and its solution boxes 324; hdr:837's
thinking 'the amount in her purse is $50', its solution boxes 120; hdr:841's thinking 'still needs
$5,800', its solution boxes 5,600; hde:812's thinking ends '91 - 4 = 87 petals' and its solution
adds to '101 \text{ petals}' before boxing 79; hde:831's thinking reaches '$174.00', its solution
boxes 324); several boxes, the last counts (hde:821 boxes the subtotal 70, then 35; hde:836 boxes
40 and 80, then 140; hde:844 boxes 30, 30, 60, 90, 90 and '180 \text{ items}', then 180); a boxed
answer that is not the gold is wrong (see each note); an answer in another unit than the gold's
is wrong against the gold, marked debatable (hdr:830 boxes '18.8\ \text{hours}' for gold 1128
minutes, as round 222 labelled '#### 18.8' on the same question); a GSM8K gold that reads the
question otherwise is followed, marked debatable (hdr:823 and hde:823, Sasha: 18 against gold 14,
as rounds 50, 218 and 231 did); a completion cut inside its think block before any final answer
is no_answer even where its working stated the gold (hdr:825 'So, Becca has 153 cards.' then
cut at 'Subtract 12: '; hdr:853 'So, the answer should be 15 hours.' then doubts between 15 and
7.5 hours, cut at 'So, to'): as rounds 229-265 labelled such records, marked debatable as rounds
253-265 did.

Pages read this round (for the next round not to repeat them): Zhuohao-Li/Hawkeye at 8c0ad34:
bench/gsm/results/DeepSeek-R1-Distill-Qwen-7B/1_result.json offsets 1580000 (read again), 1596000,
1612000, 1628000, 1644000; bench/gsm/results/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/
1_result.json offsets 1360000 (read again), 1376000, 1392000, 1408000, 1424000.

Leads for a later round: Hawkeye hdr from 1660000 (element 854, the town's new homes, opens on
1644000 and is cut inside its solution at "### **Total Homes Built Over ": read 1644000 again, as
the brief for each round asks, rather than re-use this round's paste); hde from 1440000 (element
846, Vicki's pop concert, opens on 1424000 and is cut inside its solution at "1. **Total Concert
D": read 1424000 again). The two files now stand at nearly the same questions (hdr through 853,
hde through 845): the next hde elements 846-853 ask what hdr 846-853 asked. In this stretch hdr
cut two long thinkings at the cap (825, Becca's cards, re-checking after stating 153; 853, the
KozyInn Motel, doubting 15 against 7.5 hours), hde none; no run of repeated lines needed a loop
marker. Watch for curly apostrophes (kept as the file has them: 'Let’s denote'), em dashes
('variables here—Becca's', 'lifted—I mean'), the '×', '÷' and '→' characters, escaped quotes in the
display ('\\\"Naruto can lift ...\\\"'), '\\\\\\\\' row breaks inside align blocks (hde:825), '\\$'
inside the thinking (hdr:847, hde:827, hde:837, hde:843), questions with double spaces
('Anthony.  Anthony', 'Eva.   Eva'), 'Veva'/'Vera' for Eva in the Roy completions (kept as
written). Still unread (as rounds 118-265 listed): bench/results/*/example*.txt and gsm8k_result*.json (Qwen2.5 and Llama GSM8K runs: look whether they hold
completions with golds), bench/gsm8k_cot.jsonl, and the older benchark/gsm/results/*_result.json
files at 2926e0f (check repeats against bench/ first).

Usage: python build_public_heldout269.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout269.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import zh_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout269.jsonl"
SOURCE = "public_heldout269"

# --- Zhuohao-Li/Hawkeye: DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test (bench/gsm) -------
# zh_sources describes all five Hawkeye files; this round took two of them (hdr, hde), so the
# other three entries are built empty and left out.
_ALL = zh_sources(
    hdr=(
        "1580000-1659999 (five pages: 1580000, 1596000, 1612000, 1628000, 1644000)",
        "823-853",
    ),
    hde=(
        "1360000-1439999 (five pages: 1360000, 1376000, 1392000, 1408000, 1424000)",
        "810-845",
    ),
    hdb=("", ""),
    hd2=("", ""),
    gr="",
)
SOURCES = {key: _ALL[key] for key in ("hdr", "hde")}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hdr:823|wrong|boxed|debatable: Sasha and Julie (opens on page 1580000): '14 + 4 = 18 \text{ points}', then '**Final Answer:**' '\boxed{18}' answers the question as worded, but the GSM8K gold is 14 (its reference adds Julie's 10 and Sasha's 4); labelled against the gold, as rounds 50, 218 and 231 labelled the same question
hdr:824|correct|boxed|'Kimberly bought \(\boxed{52}\) more tins of cat food than dog food.'
hdr:825|no_answer|truncated|debatable: Becca's cards: the thinking reaches 'So, Becca has 153 cards.', checks the total ('Yes, that adds up'), starts over ('Wait, just to make sure I didn't make a mistake') and is cut at 'Subtract 12: ' inside the think block (no '</think>', no boxed or closing answer); no_answer as rounds 229-265 labelled such cuts, though the gold was stated plainly
hdr:826|correct|boxed|'5 + 10 + 9 + 3 = 27', then '**Final Answer:**' '\boxed{27}'
hdr:827|wrong|boxed|'Since the result is negative, it means Milly will **save** \$21.00', then 'Milly will lose \(\boxed{0}\) dollars.' (gold 11: she loses $32 - $24 = $8 on the refund plus $1.40 + $1.60 shipping; the completion subtracts the refund from the shipping cost)
hdr:828|correct|boxed|'\$140 - \$80 = \$60', then '\boxed{\$60}' for 60
hdr:829|correct|boxed|'50,000 - 36,000 = 14,000 \text{ bars}', then '\boxed{14,\!000}' for 14000
hdr:830|wrong|boxed|debatable: '282 \text{ minutes/week} \times 4 \text{ weeks} = 1128 \text{ minutes}', then 'Convert Minutes to Hours' and '\boxed{18.8\ \text{hours}}' (gold 1128, minutes: the same duration in hours, boxed in hours; a reader taking the unit as free could call it correct; wrong against the gold as round 222 labelled '#### 18.8' on the same question)
hdr:831|correct|boxed|the thinking counts '2 mirrors + 10 pictures = 12 items' and reaches '$129.00 + $180.00 = $309.00'; the solution adds the chandelier ('**13 items**') and ends '\$129.00 + \$195.00 = **\$324.00**', '\boxed{\$324.00}' (= gold 324); the last (boxed) answer counts
hdr:832|correct|boxed|'\$30.00 + \$12.00 = \$42.00', then '\boxed{42}' (the solution calls Eva 'Veva')
hdr:833|correct|boxed|'Naruto can lift a mountain \boxed{40} feet high.' in the thinking and again at the end
hdr:834|correct|boxed|'= \boxed{80 \, \text{miles}}', then '**Answer:** \boxed{80 \, \text{miles}}' for 80
hdr:835|wrong|boxed|'T = \frac{\text{Total Distance}}{S_{total}} = \frac{18 \text{ hours}}{12} = 1.5 \text{ hours}', then '\boxed{1.5\ \text{hours}}' (gold 48: one kangaroo takes 18/3 = 6 hours, a turtle at half speed 12 hours, four turtles 4 x 12 = 48 as the reference adds them; the completion treats hours as speeds and divides)
hdr:836|correct|boxed|'20 + 40 + 80 = 140', then '\boxed{140}'
hdr:837|correct|boxed|the thinking says 'she must have $50 in her purse' and 'the amount in her purse is $50.'; the solution sets 'x + \$230 = \$400 - \$50', finds 'x = \$350 - \$230 = \$120' and ends 'Erika has **\$120** in her purse.' '\[\boxed{120}\]' (= gold 120); the last (boxed) answer counts
hdr:838|correct|boxed|'30 \text{ slices} - 15 \text{ slices eaten} = 15 \text{ slices left}', then '\boxed{15}'
hdr:839|correct|boxed|'\frac{10}{5} = 2 \text{ cows}', then '\boxed{2}'
hdr:840|correct|boxed|'\boxed{16\ \text{mm}}' for 16
hdr:841|correct|boxed|the thinking ends 'Gabriel still needs $5,800'; the solution computes '\$10,800 - \$5,200 = \$5,600' and ends 'Gabriel still needs \boxed{\$5,\!600}.' (= gold 5600); the last (boxed) answer counts
hdr:842|correct|boxed|'Thea received \(\boxed{10}\) dollars in change.'
hdr:843|correct|boxed|'\$40 \ (\text{initial}) - \$21 \ (\text{spent}) = \$19', then '\boxed{\$19}'
hdr:844|correct|boxed|'90 \, \text{socks} + 90 \, \text{dishes} = 180 \, \text{items}', then '\boxed{180}'
hdr:845|correct|boxed|'\text{Total Math Good Students} = 5 + 7 = 12', then '\boxed{12}'
hdr:846|correct|boxed|subtracts the intermission ('120 \text{ minutes} - 10 \text{ minutes} = 110 \text{ minutes}'), '= 11 \text{ groups}', then '\boxed{11}'
hdr:847|wrong|boxed|the thinking reaches 'a total of \$975.'; the solution takes the rate as $225 and computes 'I = 300 \times 225 \times 3', 'A = P + I = 300 + 202,500 = 202,800', '\boxed{202,\!800}' (gold 975: interest 3/4 x $300 = $225 a year, $675 over 3 years, $300 + $675); the last (boxed) answer counts
hdr:848|correct|boxed|'30 \text{ (Floral without buttons)} - 20 \text{ (White without collars)} = 10', then '\boxed{10}'
hdr:849|correct|boxed|'30 \times \$2.5 = \$75', then '\boxed{75}'
hdr:850|correct|boxed|'45 \text{ goats} + 25 \text{ goats} = 70 \text{ goats}', then '\boxed{70}'
hdr:851|correct|boxed|'James pays on average \boxed{\$110} for each pair of shoes.'
hdr:852|wrong|boxed|assumes 'you're buying **1 basket of green food** and **2 baskets of red food**' and boxes '\boxed{57}' (gold 123: 3 green baskets $75 plus 3 red baskets at $18 - $2 = $16, $48)
hdr:853|no_answer|truncated|debatable: the KozyInn Motel (the last element kept; 854, the town's new homes, is cut by the end of page 1644000): the thinking says 'So, the answer should be 15 hours.', then 'half the rooms should take half the time, which would be 7.5 hours? Wait, hold on', 'now I have two different answers: 15 hours and 7.5 hours. Which one is correct?' and is cut at 'So, to' inside the think block (no '</think>', no boxed or closing answer); no_answer as rounds 229-265 labelled such cuts, though the gold was stated
hde:810|correct|boxed|the students on campus (opens on page 1360000): '320 - 10 = 310', then '**Final Answer:**' '\boxed{310}'
hde:811|wrong|boxed|'Assuming Felix worked Monday to Friday' and '\frac{420 \text{ branches}}{5 \text{ days}} = \boxed{84 \text{ branches per day}}' (gold 60: $105 / $0.25 = 420 branches over the 7 days of the week)
hde:812|correct|boxed|the thinking ends 'subtracting the dropped petals from the total: 91 - 4 = 87 petals.' and the solution adds to '101 \text{ petals}', then subtracts one flower's petals per group and ends '10 + 18 + 16 + 35 = 79 \text{ petals}', '\boxed{79}' (= gold 79); a right final answer over wrong working is correct
hde:813|correct|boxed|'\text{S'mores per Kid} = \frac{14}{2} = 7', then '\boxed{7}'
hde:814|wrong|boxed|gives the worse friends 6 games each and the better friend 18 ('12 \text{ games} \times 1.5 = 18'), then '42 \text{ games} \times \$0.25 = \$10.50', '\boxed{\$10.50}' (gold 11: in the reference Jack uses 3 quarters an hour, the two worse friends 6 an hour, the better friend 2 an hour, 11 an hour and 44 quarters = $11 in 4 hours; the completion gives the worse players fewer quarters and the better one more)
hde:815|wrong|boxed|finds 'the oil used is always \( 5 - z \) ounces' without using 'twice as much salt as zest', then 'the most logical distribution is:' '\boxed{5 \text{ ounces of oil}}' (gold 4: s = 2z gives 2z + 8z = 10, z = 1, oil 2s = 4)
hde:816|correct|boxed|'\$1,\!500 \text{ (goats)} + \$3,\!000 \text{ (cows)} = \$4,\!500', then '\boxed{4500}'
hde:817|correct|boxed|'63 \text{ (total needed)} - 48 \text{ (available)} = 15 \text{ cupcakes}', then '\boxed{15}'
hde:818|correct|boxed|'40 - 8 - 16 = 16 \text{ cars}', then '\boxed{16}'
hde:819|correct|boxed|'\frac{\$125,\!000}{20 \text{ students}} = \boxed{\$6,\!250 \text{ per student}}' for 6250
hde:820|correct|boxed|'\boxed{720 \text{ minutes}}' for 720
hde:821|correct|boxed|boxes the subtotal '50 + 20 = \boxed{70}', then '70 - 35 = \boxed{35}' and '**Final Answer:** \(\boxed{35}\)'; the last box counts
hde:822|correct|boxed|'**Final Answer:** \(\boxed{\$1,\!260}\)' for 1260
hde:823|wrong|boxed|debatable: '**Total:** \(14 + 4 = 18\) points.', then '\boxed{18}' answers the question as worded, but the GSM8K gold is 14 (its reference adds Julie's 10 and Sasha's 4); labelled against the gold, as rounds 50, 218 and 231 labelled the same question
hde:824|correct|boxed|'88 - 36 = 52 \text{ tins}', then '\boxed{52}'
hde:825|correct|boxed|'3 \times 47 + 12 = 141 + 12 = 153', then '\boxed{153}'
hde:826|correct|boxed|'5 + 10 + 9 + 3 = \boxed{27}', then '**Final Answer:** \(\boxed{27}\)'
hde:827|wrong|boxed|'\$3.00 - \$24.00 = -\$21.00', 'Milly **gains** \$21 instead of losing money.', '\boxed{-21}' (gold 11: she loses $32 - $24 = $8 on the refund plus $3.00 shipping; the completion subtracts the refund from the shipping cost)
hde:828|correct|boxed|'\$140 - \$80 = **\$60**', then '\boxed{\$60}' for 60
hde:829|correct|boxed|'50,000 - 36,000 = 14,000 \text{ bars}', then '\boxed{14,\!000}' for 14000
hde:830|wrong|boxed|the thinking reaches '1,128 minutes' and '18.8 hours'; the solution reads the songs as '2 hours/day' for 7 days ('840 \text{ minutes}'), totals '3,608 \text{ minutes}' and ends 'Britany spends \(\boxed{60.13}\) hours on TikTok in a month.' (gold 1128 minutes: 72 + 120 + 90 = 282 a week, times 4)
hde:831|correct|boxed|the thinking leaves out the pictures and reaches 'Total Cost: $129.00 + $45.00 = $174.00'; the solution counts '13 \text{ additional items}' and ends '= \boxed{\$324.00}', '**Final Answer:** \(\boxed{\$324.00}\)' (= gold 324); the last (boxed) answer counts
hde:832|correct|boxed|'1.40 \times 30 = \$42.00', then '\boxed{42}' (the solution calls Eva 'Vera')
hde:833|correct|boxed|the thinking boxes '\boxed{40}' twice; the solution ends 'Thus, Naruto can lift a mountain \(\boxed{40}\) feet high.'
hde:834|correct|boxed|'32 \text{ miles} + 48 \text{ miles} = \boxed{80} \text{ miles}'
hde:835|wrong|boxed|'\frac{54v}{4 \times \frac{v}{2}} = \frac{54v}{2v} = 27 \text{ hours}', then '\boxed{27}' (gold 48: one kangaroo takes 18/3 = 6 hours, a turtle at half speed 12 hours, four turtles 4 x 12 = 48 as the reference adds them)
hde:836|correct|boxed|boxes '\boxed{40}' (Rory) and '\boxed{80}' (Jada), then '20 + 40 + 80 = \boxed{140}' and '**Final Answer:** \(\boxed{140}\)'; the last box counts
hde:837|wrong|boxed|'\$400 - \$230 - \$50 = \$170', then '\boxed{\$170}' (gold 120: she has $400 - $50 = $350 in all, less $80 from her mom and $150 of wages; the completion subtracts the missing $50 instead of adding it)
hde:838|correct|boxed|'30 - 15 = 15 \text{ slices}', then '\boxed{15}'
hde:839|correct|boxed|'\frac{10 \text{ liters/day}}{5 \text{ liters/day per cow}} = 2 \text{ cows}', then '\boxed{2}'
hde:840|correct|boxed|'\boxed{16 \text{ mm}}' for 16
hde:841|correct|boxed|'\$10,\!800 - \$5,\!200 = \$5,\!600', then '\boxed{\$5,\!600}' for 5600
hde:842|correct|boxed|'\$80 - \$70 = \boxed{\$10}', then 'Thea received \boxed{\$10} in change.'
hde:843|correct|boxed|'\$40 \ (\text{initial money}) - \$21 \ (\text{total spent}) = \$19', then '\boxed{\$19}'
hde:844|correct|boxed|boxes each count ('\boxed{30 \text{ socks}}', '\boxed{90 \text{ dishes}}', '\boxed{180 \text{ items}}'), then '\(\boxed{180}\)'; the last box counts
hde:845|correct|boxed|Miss Susan's class (the last element kept; 846, Vicki's pop concert, is cut by the end of page 1424000): '\text{Total Math} = 5 + 7 = 12 \text{ students}', then '\boxed{12}'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

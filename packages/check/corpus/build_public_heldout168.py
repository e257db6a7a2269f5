__doc__ = r"""Build public_heldout168.jsonl: a 168th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 162's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took.

Method (rounds 88-162's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Every
page came out at 16,000 characters on its first paste but one: hzp_608000 came out 6 short
(15,994); two further reads of the same file at offsets 616000 and 620000 (overlapping, read
only to place the slip, not pasted or taken from) put it between page characters 12000 and 16000
and showed it: test_000427's gold opens 'How much money did Kenny make?', where the paste had
dropped 'money '. The paste was corrected at that one place to match the display; the page then
came out at 16,000, and the `question` and `gold` fields of its whole lines agree with
gsm8k/test.jsonl (checked by script). test_000427 itself is not taken (its line is cut at the
end of 608000 and its prediction lies in 624000, read and pasted on its own). No loop marker
was needed (no verbatim loop on these pages). Nothing was retyped from a decoded form; nothing
is shortened. Where a record opens on the last page round 162 read, round 162's verified paste
(hzf_686000, hzp_592000, dt13_240000, dtgp_256000, dt7_208000) was copied in, not re-read,
passed the same length check here and decodes byte-identical to round 162's .page (work/mk.py
compares them); it was joined so that the record is taken whole; the records earlier rounds took
are not taken again. work/extract.py cut the records out by script (raw_*.jsonl);
work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 702000, 718000 and 734000 (= hzf_702000, hzf_718000, hzf_734000) joined with
  round 162's page 686000 (hzf_686000): test_000478 (the company tour, opening in 686000, cut
  there inside its gold, its prediction wholly in 702000) to test_000510 (Andy's calorie
  deficit) whole (test_000493, Heather's razors, crosses the edge of 702000 and 718000 inside its
  question; test_000502, Cherrie's gifts, crosses the edge of 718000 and 734000 inside its gold);
  test_000511 (Gerald's daycare pay) is cut inside its metadata at the page end and dropped: 33
  kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 608000, 624000 and
  640000 (= hzp_608000, hzp_624000, hzp_640000) joined with round 162's page 592000
  (hzp_592000): test_000422 (Bill's streaming service, opening in 592000, cut there inside its
  gold) to test_000447 (Joey's Scrabble points) whole (test_000427, Kenny's Pokemon cards,
  crosses the edge of 608000 and 624000 inside its prediction; test_000437, Sitti and Juris's
  oranges, crosses the edge of 624000 and 640000 after its prediction); test_000440 (Billie's
  bedroom) dropped as a repeat (below); test_000448 (the salesman's sneakers) is cut inside its
  metadata at the page end and dropped: 25 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value; test_000505's gold reads '#### 1,600', `gold_final` '1600').
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-162): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) pages 256000
  and 272000 (= dt13_256000, dt13_272000) joined with round 162's page 240000: line 323
  (Shannon's iced coffee, opening in 240000, its answers crossing into 256000) to line 361 (the
  train between 3 cities) whole (line 342, Laurel's baby outfits, crosses the edge of 256000 and
  272000 inside its `questions` key); line 362 (Mark's dog beds) cut inside its questions and
  dropped: 39 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 272000 (= dtgp_272000)
  joined with round 162's page 256000: line 330 (the customer's loyalty card, opening at the end
  of 256000, its answers crossing into 272000) to line 348 (the factory's silos) whole; line 349
  (Madeline's dog) cut inside its answers and dropped: 19 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 224000 (= dt7_224000)
  joined with round 162's page 208000: line 279 (Ruby and Sam, opening at the end of 208000, its
  answers crossing into 224000) to line 296 (the household's rice) whole; line 297 (Sam's bread
  crates) cut inside its questions and dropped: 18 kept. `r` = the line's `answers` body (enc
  json): the answering model's answers A1..An to sub-questions another model wrote, mostly ending
  'Final answer: N' (some then invent a new problem or add a remark; dt7:284 has no 'Final
  answer' line). Gold: the line's `answer` (float, written as an integer), checked by the build;
  no float lost GSM8K's thousands on these lines (work/extract.py DT_GOLD is empty). rec = the
  file line, numbered as round 162 numbered it: work/extract.py checked that the whole line
  before each take-from line is round 162's last record (same problem), and every line taken is
  the same question as gsm8k/test.jsonl line rec. The DT files answer the same GSM8K questions
  (lines 330-348 of llama13b and chatgpt overlap), each model's own text: no completion kept
  repeats another of this round (work/dedup.py).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 241 files, 27,313 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round (the flash and pro runs across each other
included): one repeat, dropped: hzp:440 (Billie's bedroom, the pro run) is word for word round
156's hzf:440 (the flash run's answer to the same question); it is not numbered afresh. 134
records kept.

Repository counts (134 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 58 (43.3 %:
deepseek-v4-flash 33, deepseek-v4-pro 25), DT6A/GSM8K-AI-SubQ 76 (56.7 %: Llama-2-13B chat 39,
ChatGPT 19, Llama-2-7B chat 18). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-162 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 83, wrong 51, no_answer 0; debatable 0 (handsomeZR 53 correct, 5 wrong, all
five cut at the 1024-token cap; DT6A 30 correct, 46 wrong).

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7; dt7:284 ends on its last answer sentence). All GSM8K test (134), no MATH.

Label conventions (rounds 37-162's): the last final answer counts; in the '####' format the
marked value is the answer even when the working reached another number (hzp:425 weighs 120 and
'total = 3*20 + 3*30 = 60+90=150', then, at the 1024-token cap, '#### 3'; hzp:423 finds the
jogger jeans '$8 less', then at the cap '#### 6': wrong); a final answer written as an
expression is read for the value it states (dt13:352 'Final answer: 36-15=21', = gold 21:
correct); a completion that goes on with an invented problem is labelled by the answer given to
the question posed (dt13:352 then a swimming-pool problem, 'Final answer: 3600'; dt7:285 'Final
answer: 21' then a bookshelf problem, 'Final answer: 40': correct; dt7:286 'Final answer: 70'
then a bookshelf problem: wrong); text after the committed answer does not count (dt7:289
'Final answer: 16' then 'Please answer each question with "AN:" ...': correct; dt13:358 and
dt7:296 add a remark after a wrong answer); a percentage asked for, written with '%', is read
for its number (dt13:348 and dtgp:348 'Final answer: 10%', gold 10: correct); a final answer
listing several values is wrong (dt7:295 'Final answer: 220, 80, 80, 220, 80, 80'); an answer in
an unknown is wrong (dtgp:339 'Final answer: 8C'); with no 'Final answer' line the last answer's
stated quantity is read (dt7:284, prose_sentence, as rounds 104-162's dt7:137 and dt7:189).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 702000,
718000, 734000 (686000 reused from round 162, not re-read); runs/deepseek_v4_pro/
test_predictions.jsonl offsets 608000, 624000, 640000 (592000 reused; 616000 and 620000 read
only to place a paste slip in 608000, nothing taken from them); DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offsets 256000, 272000 (240000 reused),
eval_responses/chatgpt/eval_chat.jsonl offset 272000 (256000 reused),
eval_responses/llama7b/eval_chat.jsonl offset 224000 (208000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 750000 (test_000511, Gerald's daycare
pay, opens in 734000 and is cut inside its metadata: join this round's paste) and
deepseek_v4_pro from 656000 (test_000448, the salesman's sneakers, opens in 640000 and is cut
inside its metadata: join this round's paste); DT6A llama13b from 288000 (line 362, Mark's dog
beds, opens at the end of 272000, cut inside its questions), chatgpt from 288000 (line 349,
Madeline's dog, opens in 272000, cut inside its answers), llama7b from 240000 (line 297, Sam's
bread crates, opens at the end of 224000, cut inside its questions), and the other
eval_*.jsonl files (check repeats: the same sub-questions recur, and short answers may repeat
earlier rounds'; short hz answers may repeat the other deepseek run's, as hzp:440 did); round
104's other leads (7174Andy Qwen CoT from 128000; nguyentranhuy999 CoT from 64000) were not
taken here.

Usage: python build_public_heldout168.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout168.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import (  # noqa: E402
    DT,
    DT_LICENCE,
    DT_PROMPT,
    DTC,
    HZ,
    HZ_MODEL,
    HZ_OWN,
    HZ_PATH,
    HZ_PROMPT,
    HZC,
    NO_LICENCE,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout168.jsonl"
SOURCE = "public_heldout168"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "686000-749999 (four pages joined: 686000 from round 162, 702000, 718000, "
                        "734000)",
                        "test_000478-test_000510"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "592000-655999 (592000 from round 162, 608000, 624000, 640000)",
                        "test_000422-test_000447, test_000440 dropped as a repeat"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 240000 "
        "(round 162's) and pages 256000 and 272000 of the file (lines 323-361)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 256000 "
        "(round 162's) and page 272000 of the file (lines 330-348)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 208000 "
        "(round 162's) and page 224000 of the file (lines 279-296)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:478|correct|hash|opens in round 162's page 686000 (cut there inside its gold), its prediction wholly in 702000; '#### 621'
hzf:479|correct|hash|
hzf:480|correct|hash|
hzf:481|correct|hash|
hzf:482|correct|hash|
hzf:483|correct|hash|
hzf:484|correct|hash|
hzf:485|correct|hash|
hzf:486|correct|hash|
hzf:487|correct|hash|
hzf:488|correct|hash|
hzf:489|correct|hash|'#### -10' (= gold -10)
hzf:490|correct|hash|
hzf:491|correct|hash|
hzf:492|correct|hash|
hzf:493|correct|hash|crosses the edge of 702000 and 718000 inside its question; '$0.25 = 25 cents.' then '#### 25'
hzf:494|wrong|hash|weighs whether the heights add up level by level, then, cut at the 1024-token cap ('their feet are at shoulder level of bottom, not'), '#### 3' (gold 21)
hzf:495|correct|hash|
hzf:496|correct|hash|
hzf:497|correct|hash|
hzf:498|correct|hash|
hzf:499|correct|hash|
hzf:500|correct|hash|
hzf:501|correct|hash|
hzf:502|correct|hash|crosses the edge of 718000 and 734000 inside its gold; '#### 26'
hzf:503|correct|hash|
hzf:504|correct|hash|opens 'Each pack of strawberry gum cost $2.', then the working, then '#### 2'
hzf:505|correct|hash|'#### 1600' (= gold 1600; GSM8K writes '1,600')
hzf:506|correct|hash|
hzf:507|correct|hash|
hzf:508|correct|hash|
hzf:509|correct|hash|
hzf:510|wrong|hash|counts the days from Dec 31 to July 19 without reaching a number, then, cut at the 1024-token cap ('Look at similar problems: Many health'), '#### 19' (gold 525)
hzp:422|correct|hash|opens in round 162's page 592000 (cut there inside its gold), its prediction wholly in 608000; '#### 284'
hzp:423|wrong|hash|the working finds 'jogger original is $8 less than tattered, so the answer would be -8?', then, cut at the 1024-token cap ('The question:'), '#### 6' (gold 8)
hzp:424|correct|hash|
hzp:425|wrong|hash|the working weighs 120 and '3*20 + 3*30 = 60+90=150', then, cut at the 1024-token cap ('Average = (3x +'), '#### 3' (gold 150)
hzp:426|correct|hash|
hzp:427|correct|hash|crosses the edge of 608000 and 624000 inside its prediction; '#### 150'
hzp:428|correct|hash|
hzp:429|correct|hash|
hzp:430|correct|hash|
hzp:431|correct|hash|'$1 more.' then '#### 1'
hzp:432|correct|hash|
hzp:433|correct|hash|
hzp:434|wrong|hash|the working takes the $5 as 99% of his money, '$5 / 0.99', then, cut at the 1024-token cap, '#### 0.99' (gold 5)
hzp:435|correct|hash|
hzp:436|correct|hash|
hzp:437|correct|hash|crosses the edge of 624000 and 640000 after its prediction; '#### 7'
hzp:438|correct|hash|
hzp:439|correct|hash|
hzp:441|correct|hash|
hzp:442|correct|hash|
hzp:443|correct|hash|
hzp:444|correct|hash|
hzp:445|correct|hash|
hzp:446|correct|hash|
hzp:447|correct|hash|
dt13:323|wrong|answer_colon|opens in round 162's page 240000, its answers crossing into 256000; 'Final answer: 40' (gold 75: degrees and milliliters mixed, '65-13=52 degrees weaker', '52-12=40 milliliters weaker')
dt13:324|wrong|answer_colon|'They traded in 7/2=3.5 old records.' then 'Final answer: 3' (gold 14)
dt13:325|correct|answer_colon|'Final answer: 224000'
dt13:326|wrong|answer_colon|'Final answer: 10' (gold 14: '5+8-7=10', the 20 at the third stop not used)
dt13:327|wrong|answer_colon|'Final answer: 28' (gold 31: 'he bought 14 lollipops', for 28, and the eaten ones not taken off)
dt13:328|correct|answer_colon|'Final answer: 2'
dt13:329|correct|answer_colon|'Final answer: 14'
dt13:330|wrong|answer_colon|'Final answer: 72' (gold 31: '$80-8=72', the last trip's spend for this trip's $43, the rewards not taken off)
dt13:331|wrong|answer_colon|'Final answer: 12000' (gold 8400: the pre-tax pay compared, '$42,000-30,000=12,000')
dt13:332|correct|answer_colon|'Final answer: 44'
dt13:333|wrong|answer_colon|'Final answer: 600' (gold 100: '1350+6*350=2100', the advance payment left out)
dt13:334|wrong|answer_colon|'Final answer: 24' (gold 6: the total '8+10+1+5=24' not shared out)
dt13:335|correct|answer_colon|'Final answer: 310'
dt13:336|wrong|answer_colon|'Final answer: 88' (gold 72: 'it increased by $8*1.5=12', for 4)
dt13:337|correct|answer_colon|'Final answer: 1'
dt13:338|wrong|answer_colon|'Final answer: 90' (gold 60: '200/2=100 students in each of the equal groups')
dt13:339|wrong|answer_colon|'Final answer: 126' (gold 160: '2x=3 cows', for 20)
dt13:340|wrong|answer_colon|'Final answer: 0' (gold 4: 'Josh was juggling 3 balls', for 6, and the two caught balls not returned)
dt13:341|wrong|answer_colon|'50+40+60+20=170 pounds', 'Final answer: 170' (gold 260: the toad taken as 40 and the bird as 20, and the frog left out)
dt13:342|wrong|answer_colon|crosses the edge of 256000 and 272000 inside its `questions` key; 'Final answer: 63' (gold 87: the friend's 24 outfits left out, '48+15=63')
dt13:343|wrong|answer_colon|'Final answer: 300000' (gold 180000: '5000+5000=10,000 extra meters', for 1000)
dt13:344|correct|answer_colon|'Final answer: 2'
dt13:345|correct|answer_colon|'Final answer: 310'
dt13:346|correct|answer_colon|'Final answer: 9'
dt13:347|wrong|answer_colon|'Final answer: 24' (gold 36: the 40% discount paid, '30*0.4=12' a shirt, for 18)
dt13:348|correct|answer_colon|'Final answer: 10%' (= gold 10: the percentage asked for)
dt13:349|wrong|answer_colon|'Final answer: 2190' (gold 2640: '$25/4=62.50 per month on food', for 25*4=100)
dt13:350|wrong|answer_colon|'There are 5 activities in total ... So there are 5 hours of activities in total.', 'Final answer: 5' (gold 8: the activities counted, not their hours summed)
dt13:351|correct|answer_colon|'Final answer: 10'
dt13:352|correct|answer_colon|'Final answer: 36-15=21' for the question posed (= gold 21, read for the value it states), then an invented swimming-pool problem with its own 'Final answer: 3600', which does not count
dt13:353|wrong|answer_colon|'Final answer: 7.2' (gold 20: 'He spent 18 hours on vacation', the shows' 6 hours as 30% not used)
dt13:354|wrong|answer_colon|'Final answer: 125' (gold 45: the $80 already saved left out, '$400-275=125')
dt13:355|correct|answer_colon|'Final answer: 34'
dt13:356|correct|answer_colon|'Final answer: 21'
dt13:357|wrong|answer_colon|'Final answer: 13' (gold 2: '$90 - $25 = $65 left for arcade tokens', one person's cost, and 65/5 read as friends)
dt13:358|wrong|answer_colon|'She saves 1 dollar-1 dollar=0 dollars every day', 'Final answer: 0' then 'Please let me know if I have done anything wrong.' (gold 20)
dt13:359|wrong|answer_colon|'He bought 40/1.5=26 pounds of candy', 'Final answer: 26' (gold 4)
dt13:360|wrong|answer_colon|'So his son is 45-90=45', 'Final answer: 45' (gold 25)
dt13:361|wrong|answer_colon|'225/18000=12 days', 'Final answer: 12' (gold 20: the third leg as 50 for 125 and the 3 trips a day left out)
dtgp:330|wrong|answer_colon|opens at the end of round 162's page 256000, its answers crossing into 272000; 'Final answer: 35' (gold 31: the $4 rewards not taken off, '43-8=35')
dtgp:331|correct|answer_colon|'Final answer: 8400'
dtgp:332|correct|answer_colon|'Final answer: 44'
dtgp:333|correct|answer_colon|'Final answer: 100'
dtgp:334|correct|answer_colon|'Final answer: 6'
dtgp:335|correct|answer_colon|'Final answer: 310'
dtgp:336|wrong|answer_colon|'Final answer: 80' (gold 72: the 25% decrease taken on $8, 'it decreased by 8*0.25=2', for 3 on $12)
dtgp:337|correct|answer_colon|'Final answer: 1'
dtgp:338|wrong|answer_colon|'Final answer: 57' (gold 60: '200/3=66.67' a group, '66.67-10=56.67')
dtgp:339|wrong|answer_colon|'The total number of legs for all the animals is 4C + 4C = 8C.', 'Final answer: 8C' (gold 160: C never found)
dtgp:340|wrong|answer_colon|'Josh has 3 - 2 = 1 ball left', 'Final answer: 1' (gold 4)
dtgp:341|wrong|answer_colon|'50+50+60+30+20=210 pounds', 'Final answer: 210' (gold 260: the pink frog itself left out)
dtgp:342|correct|answer_colon|'Final answer: 87'
dtgp:343|correct|answer_colon|'Final answer: 180000'
dtgp:344|correct|answer_colon|'Final answer: 2'
dtgp:345|correct|answer_colon|'Final answer: 310'
dtgp:346|correct|answer_colon|'Final answer: 9'
dtgp:347|correct|answer_colon|'Final answer: 36'
dtgp:348|correct|answer_colon|'Final answer: 10%' (= gold 10: the percentage asked for)
dt7:279|wrong|answer_colon|opens at the end of round 162's page 208000, its answers crossing into 224000; 'Final answer: 21' (gold 6: 'Ruby is 6\*9=54 years old', then '27-6=21')
dt7:280|wrong|answer_colon|'Final answer: 22' (gold 7: 'He paid $20 for the popsicles', for $5)
dt7:281|wrong|answer_colon|'Final answer: 65' (gold 2450: one cobra's 70 spots and the 60 mambas as spots, '70+60=130')
dt7:282|wrong|answer_colon|'Final answer: 585' (gold 195: '12 team members+3 coaches+2 guests per team member=39' people, then times 3)
dt7:283|wrong|answer_colon|'Katerina uses 8*0.25=2 sterling silver beads', 'Final answer: 2' (gold 68)
dt7:284|wrong|prose_sentence|no 'Final answer' line: ends 'A7: The total number of stories they wrote altogether is 60+80+80=220' (gold 360)
dt7:285|correct|answer_colon|'Final answer: 21' for the question posed (= gold 21), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:286|wrong|answer_colon|'Final answer: 70' for the question posed (gold 90: the 2 dimes left out, '125-55=70'), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:287|wrong|answer_colon|'A4: 35 rows of 5 stars = 175 rows', 'Final answer: 175' (gold 8)
dt7:288|wrong|answer_colon|'Each truck can carry 2000/75=27 pounds', '6000/27=226.67 trucks', 'Final answer: 227' (gold 3)
dt7:289|correct|answer_colon|'Final answer: 16' then 'Please answer each question with "AN:" followed by the answer, ...', which does not count
dt7:290|wrong|answer_colon|'3.9 times 22=85.8 medals', 'Final answer: 85.8' (gold 390)
dt7:291|wrong|answer_colon|'Adults get 40/6=6.67 packets', 'Final answer: 4.16' (gold 2)
dt7:292|correct|answer_colon|'Final answer: 75' (the working garbled: 'which is 30 minutes per hour', 'she earns 5*3=15 times for 10 minutes each', '15*5=75')
dt7:293|wrong|answer_colon|'Mike gets 3 points in the fourth round', 'All three players have 75 points', 'Final answer: 75' (gold 83)
dt7:294|wrong|answer_colon|'So 11 oranges are left unwashed', 'Final answer: 11' (gold 3: the washed count given as left)
dt7:295|wrong|answer_colon|'Final answer: 220, 80, 80, 220, 80, 80' (gold 370: several values, no total)
dt7:296|wrong|answer_colon|'Each person consumes 0.2 kg/day' (one meal, for two), 'Final answer: 6' then 'Note: I have answered the questions ...' (gold 3)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

__doc__ = r"""Build public_heldout174.jsonl: a 174th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 168's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took.

Method (rounds 88-168's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Every
page came out at 16,000 characters on its first paste but one: hzp_672000 came out 1 short
(15,999); a script comparing the page's whole lines' `question` and `gold` fields with
gsm8k/test.jsonl placed it in test_000472's gold, where the display reads 'to find how many
carrots sticks he has to eat' and the paste had dropped the 's' of 'carrots'. The paste was
corrected at that one place to match the display; the page then came out at 16,000, and the
`question` and `gold` fields of all its whole lines agree with gsm8k/test.jsonl (checked by
script). No loop marker was needed (no verbatim loop on these pages). Nothing was retyped from a
decoded form; nothing is shortened. Where a record opens on the last page round 168 read, round
168's verified paste (hzf_734000, hzp_640000, dt13_272000, dtgp_272000, dt7_224000) was copied
in, not re-read, passed the same length check here and decodes byte-identical to round 168's
.page (work/mk.py compares them); it was joined so that the record is taken whole; the records
earlier rounds took are not taken again. work/extract.py cut the records out by script
(raw_*.jsonl); work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 750000, 766000 and 782000 (= hzf_750000, hzf_766000, hzf_782000) joined with
  round 168's page 734000 (hzf_734000): test_000511 (Gerald's daycare pay, opening in 734000,
  cut there inside its metadata after its prediction) to test_000546 (Elise's alphabet) whole
  (test_000525, Heather's raisins, crosses the edge of 750000 and 766000 inside its question;
  test_000534, the seashell hunt, crosses the edge of 766000 and 782000 inside its prediction);
  test_000547 (the phone tree) is cut inside its question at the page end and dropped: 36 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 656000 and 672000
  (= hzp_656000, hzp_672000) joined with round 168's page 640000 (hzp_640000): test_000448 (the
  salesman's sneakers, opening in 640000, cut there inside its metadata after its prediction) to
  test_000472 (Matt's carrot sticks) whole (test_000460, Grayson's recycling, crosses the edge of
  656000 and 672000 inside its gold); the line after test_000472 is cut at its '{"id' at the page
  end and dropped: 25 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-168): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 288000
  (= dt13_288000) joined with round 168's page 272000: line 362 (Mark's dog beds, opening at the
  end of 272000, cut there inside its questions) to line 382 (Axel's pesos) whole; line 383
  (Millie's lemonade stand) cut inside its questions and dropped: 21 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 288000 (= dtgp_288000)
  joined with round 168's page 272000: line 349 (Madeline's dog, opening in 272000, its answers
  crossing into 288000) to line 368 (Erin's points) whole; line 369 (the seniors' awards) cut
  inside its questions and dropped: 20 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 240000 (= dt7_240000)
  joined with round 168's page 224000: line 297 (Sam's bread crates, opening at the end of
  224000, cut there inside its questions) to line 315 (Martha's Christmas party) whole; line 316
  (Solomon's marbles) cut inside its questions and dropped: 19 kept. `r` = the line's `answers`
  body (enc json): the answering model's answers A1..An to sub-questions another model wrote,
  ending 'Final answer: N' (some then invent a new problem, add a note or an empty answer
  template). Gold: the line's `answer` (float, written as an integer), checked by the build; no
  float lost GSM8K's thousands on these lines (work/extract.py DT_GOLD is empty). rec = the file
  line, numbered as round 168 numbered it: work/extract.py checked that the whole line before
  each take-from line is round 168's last record (same problem), and every line taken is the
  same question as gsm8k/test.jsonl line rec. The DT files answer the same GSM8K questions
  (lines 362-368 of llama13b and chatgpt overlap), each model's own text.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 245 files, 27,548 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round (the flash and pro runs, and the three DT
runs, across each other included): no repeat found, nothing dropped. 121 records kept.

Repository counts (121 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 61 (50.4 %:
deepseek-v4-flash 36, deepseek-v4-pro 25), DT6A/GSM8K-AI-SubQ 60 (49.6 %: Llama-2-13B chat 21,
ChatGPT 20, Llama-2-7B chat 19). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-168 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 86, wrong 35, no_answer 0; debatable 1 (handsomeZR 59 correct, 2 wrong; DT6A 27
correct, 33 wrong).

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (121), no MATH.

Label conventions (rounds 37-168's): the last final answer counts; in the '####' format the
marked value is the answer (hzf:534 weighs two readings at length, both giving 300, and, cut at
the 1024-token cap, '#### 300': correct); a gold that does not match the question as worded is
still the gold (hzp:454, Marin and Nancy's apples: '#### 240' against GSM8K's 150, whose working
reads '4 + 1' apples a day: wrong, debatable, as rounds 33 and 62 marked the same question); a
right final answer over garbled working is correct (dt13:363 'Final answer: 6', the detour left
out and '200/70=3 hours'); a completion that goes on with an invented problem is labelled by the
answer given to the question posed (dt7:300 'Final answer: 78' then a bookshelf problem, 'Final
answer: 40': correct; dt7:298 'Final answer: 300' then the same bookshelf problem: wrong); text
after the committed answer does not count (dt7:307 adds a note; dt7:311 'Final answer: 13' then
'Please answer the questions as follows:' with an empty 'Final answer: ' template: wrong against
gold 91, not no_answer); a final answer in another quantity or scale is wrong (dt13:373 'Final
answer: 24,000,000', gold 240000).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 750000,
766000, 782000 (734000 reused from round 168, not re-read); runs/deepseek_v4_pro/
test_predictions.jsonl offsets 656000, 672000 (640000 reused); DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offset 288000 (272000 reused),
eval_responses/chatgpt/eval_chat.jsonl offset 288000 (272000 reused),
eval_responses/llama7b/eval_chat.jsonl offset 240000 (224000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 798000 (test_000547, the phone tree,
opens in 782000 and is cut inside its question: join this round's paste) and deepseek_v4_pro
from 688000 (test_000473 opens at the very end of 672000, cut at its '{"id': join this round's
paste); DT6A llama13b from 304000 (line 383, Millie's lemonade stand, opens in 288000, cut inside
its questions), chatgpt from 304000 (line 369, the seniors' awards, opens in 288000, cut inside
its questions), llama7b from 256000 (line 316, Solomon's marbles, opens at the end of 240000,
cut inside its questions), and the other eval_*.jsonl files (check repeats: the same
sub-questions recur, and short answers may repeat earlier rounds'; short hz answers may repeat
the other deepseek run's); round 104's other leads (7174Andy Qwen CoT from 128000;
nguyentranhuy999 CoT from 64000) were not taken here.

Usage: python build_public_heldout174.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout174.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout174.jsonl"
SOURCE = "public_heldout174"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "734000-797999 (four pages joined: 734000 from round 168, 750000, 766000, "
                        "782000)",
                        "test_000511-test_000546"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "640000-687999 (640000 from round 168, 656000, 672000)",
                        "test_000448-test_000472"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 272000 "
        "(round 168's) and page 288000 of the file (lines 362-382)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 272000 "
        "(round 168's) and page 288000 of the file (lines 349-368)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 224000 "
        "(round 168's) and page 240000 of the file (lines 297-315)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:511|correct|hash|opens in round 168's page 734000 (cut there inside its metadata), its prediction wholly there; '#### 110'
hzf:512|correct|hash|
hzf:513|correct|hash|
hzf:514|correct|hash|
hzf:515|wrong|hash|'Each pack cost $4, so total cost = 8 * 4 = $32', 'Profit = revenue - cost = 320 - 32 = $288.', '#### 288' (gold 160: the $4 is a bag's price, 40 * 4 = 160 the cost)
hzf:516|correct|hash|
hzf:517|correct|hash|
hzf:518|correct|hash|
hzf:519|correct|hash|
hzf:520|correct|hash|
hzf:521|correct|hash|
hzf:522|correct|hash|
hzf:523|correct|hash|
hzf:524|correct|hash|
hzf:525|correct|hash|crosses the edge of 750000 and 766000 inside its question; '#### 12'
hzf:526|correct|hash|
hzf:527|correct|hash|
hzf:528|correct|hash|
hzf:529|correct|hash|
hzf:530|correct|hash|
hzf:531|correct|hash|
hzf:532|correct|hash|
hzf:533|correct|hash|
hzf:534|correct|hash|crosses the edge of 766000 and 782000 inside its prediction; weighs two readings of the question, both giving 300 ('So answer is 300.'), then, cut at the 1024-token cap ('Could also'), '#### 300'
hzf:535|correct|hash|
hzf:536|correct|hash|
hzf:537|correct|hash|
hzf:538|correct|hash|
hzf:539|correct|hash|
hzf:540|correct|hash|
hzf:541|correct|hash|
hzf:542|correct|hash|
hzf:543|correct|hash|
hzf:544|correct|hash|LaTeX inline '\(4 \times 20 = 80\) dollars.' then '#### 80'
hzf:545|correct|hash|
hzf:546|correct|hash|
hzp:448|correct|hash|opens in round 168's page 640000 (cut there inside its metadata), its prediction wholly there; '#### 539'
hzp:449|correct|hash|
hzp:450|correct|hash|
hzp:451|correct|hash|
hzp:452|correct|hash|
hzp:453|correct|hash|
hzp:454|wrong|hash|debatable: 'together they eat 4 + 4 = 8 apples per day', '#### 240' (gold 150: GSM8K's gold reads '4 + 1 = 5' apples a day, which does not match the question as worded, 'each eat 4'; labelled against the gold as given, as rounds 33 and 62 did)
hzp:455|correct|hash|
hzp:456|correct|hash|
hzp:457|correct|hash|
hzp:458|correct|hash|'Percentage spotted: (7 / 20) * 100 = 35' then '#### 35'
hzp:459|correct|hash|
hzp:460|correct|hash|crosses the edge of 656000 and 672000 inside its gold; '#### 84'
hzp:461|correct|hash|
hzp:462|correct|hash|
hzp:463|correct|hash|
hzp:464|correct|hash|
hzp:465|correct|hash|
hzp:466|correct|hash|'1.00 dollar more than Becky.' then '#### 1'
hzp:467|correct|hash|
hzp:468|correct|hash|
hzp:469|correct|hash|
hzp:470|correct|hash|
hzp:471|correct|hash|
hzp:472|correct|hash|
dt13:362|wrong|answer_colon|opens at the end of round 168's page 272000, cut there inside its questions; 'So he needs 2+8+3=13 pounds of stuffing in total', 'Final answer: 13' (gold 23)
dt13:363|correct|answer_colon|'Final answer: 6' (the working garbled: the detour left out and '200/70=3 hours')
dt13:364|wrong|answer_colon|'So there were 52-9-47=46 fourth-grade boys', 'Final answer: 46' (gold 49)
dt13:365|wrong|answer_colon|'there are 6/2=3 boys', 'Final answer: 9' (gold 18)
dt13:366|correct|answer_colon|'Final answer: 9'
dt13:367|correct|answer_colon|'Final answer: 19'
dt13:368|wrong|answer_colon|'So Erin had 14-8=6 points before', 'Final answer: 6' (gold 18)
dt13:369|correct|answer_colon|'Final answer: 1198'
dt13:370|wrong|answer_colon|'the total cost ... is 320+80=400', 'Final answer: 400' (gold 320: the saving added back)
dt13:371|wrong|answer_colon|'So they sold 28-14-6=8 pairs of shoes', 'Final answer: 8' (gold 50)
dt13:372|correct|answer_colon|'Final answer: 5'
dt13:373|wrong|answer_colon|'240,000*100=24,000,000', 'Final answer: 24,000,000' (gold 240000)
dt13:374|correct|answer_colon|'Final answer: 45'
dt13:375|correct|answer_colon|'Final answer: 48'
dt13:376|correct|answer_colon|'Final answer: 15'
dt13:377|wrong|answer_colon|'Final answer: 36' (gold 50: Monday's 56/4=14 apples left out)
dt13:378|wrong|answer_colon|'So she misses 50-25=25 socks.', 'Final answer: 25' (gold 15: the 10 pairs counted as 10 socks)
dt13:379|correct|answer_colon|'Final answer: 21'
dt13:380|wrong|answer_colon|'She has to pay $3,650/5=730 per month', 'Final answer: 730' (gold 803: the 10% interest left out)
dt13:381|correct|answer_colon|'Final answer: 67'
dt13:382|wrong|answer_colon|'100+120=220', 'Final answer: 220' (gold 350: Axel's own 130 pesos left out)
dtgp:349|correct|answer_colon|opens in round 168's page 272000, its answers crossing into 288000; 'Final answer: 2640'
dtgp:350|correct|answer_colon|'Final answer: 8'
dtgp:351|correct|answer_colon|'Final answer: 10'
dtgp:352|correct|answer_colon|'Final answer: 21'
dtgp:353|wrong|answer_colon|'John spent a total of 6+3+6=15 hours', '15*0.4=6 hours sightseeing', 'Final answer: 6' (gold 20: the shows' 30% not used)
dtgp:354|wrong|answer_colon|'400-275=125 dollars', 'Final answer: 125' (gold 45: the $80 already saved left out)
dtgp:355|correct|answer_colon|'Final answer: 34'
dtgp:356|correct|answer_colon|'Final answer: 21'
dtgp:357|wrong|answer_colon|'She can invite $65 / $5 = 13 friends.', 'Final answer: 13' (gold 2)
dtgp:358|correct|answer_colon|'Final answer: 20'
dtgp:359|wrong|answer_colon|'Billy bought 2 / 1.5 = 1.33 pounds of candy.', 'Final answer: 1.33' (gold 4: the $2 gumballs taken as the whole change, for half of it)
dtgp:360|correct|answer_colon|'Final answer: 25'
dtgp:361|correct|answer_colon|'Final answer: 20'
dtgp:362|wrong|answer_colon|'3*(8/2)=12 pounds' for the collie beds (5 each, found in A3, not used), 'Final answer: 20' (gold 23)
dtgp:363|wrong|answer_colon|'200 miles / 70 mph = 2.857 hours' (the detour left out), 'Final answer: 5.857' (gold 6)
dtgp:364|correct|answer_colon|'Final answer: 49'
dtgp:365|correct|answer_colon|'Final answer: 18'
dtgp:366|correct|answer_colon|'Final answer: 9'
dtgp:367|correct|answer_colon|'Final answer: 19'
dtgp:368|wrong|answer_colon|'Erin has 3*8=24 points', '24-14=10', 'Final answer: 10' (gold 18)
dt7:297|wrong|answer_colon|opens at the end of round 168's page 224000, cut there inside its questions; 'Sam was off from his target by 45-120=75 crates', 'Final answer: 75' (gold 55)
dt7:298|wrong|answer_colon|'Carmen spends $50+100+150=300 on bidding', 'Final answer: 300' for the question posed (gold 500), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:299|wrong|answer_colon|'John pays $1800 in total for driving in a year', 'Final answer: 1800' (gold 31800: the mileage left out)
dt7:300|correct|answer_colon|'Final answer: 78' for the question posed (= gold 78), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:301|wrong|answer_colon|'Each piece of paper has 31 pages printed on it', 'Final answer: 1.03' (gold 8)
dt7:302|correct|answer_colon|'Final answer: 15'
dt7:303|wrong|answer_colon|'Elise sold 45 books in the second year', 'Final answer: 900' (gold 1300)
dt7:304|correct|answer_colon|'Final answer: 3200'
dt7:305|wrong|answer_colon|'he beat 80/100=8 people', 'So John lost to 20-8=12 people', 'Final answer: 12' (gold 4)
dt7:306|wrong|answer_colon|'40-40=0 loaves left', 'So 20 loaves are sold in the afternoon', 'Final answer: 20' (gold 10)
dt7:307|wrong|answer_colon|'It will take Sandy 4/4=1 weeks', 'Final answer: 1' then 'Note: I have answered the questions ...', which does not count (gold 16)
dt7:308|wrong|answer_colon|'You will save $2+0.50=2.50 in total', 'Final answer: 2.50' (gold 6: the 2 tubs and 4 packets not multiplied)
dt7:309|wrong|answer_colon|'so 1 arm per day', '6 extra legs', 'Final answer: 9' (gold 8)
dt7:310|wrong|answer_colon|'Theo spends $6000/6= $1000 on each of the 6 business suits', 'Final answer: 1260' (gold 2050)
dt7:311|wrong|answer_colon|'So the family consumes 13 eggs per week', 'Final answer: 13' (gold 91), then 'Please answer the questions as follows:' with an empty 'A1: ... Final answer: ' template, which does not count
dt7:312|correct|answer_colon|'Final answer: 32'
dt7:313|wrong|answer_colon|'Noah was 16 years old six years ago' (for 20), 'Final answer: 96000' (gold 120000)
dt7:314|wrong|answer_colon|'There are 52 players on the offense.', '52-25=27 players on the defense', 'Final answer: 27' (gold 30)
dt7:315|wrong|answer_colon|'Martha invited 6+6=12 people in total', '12-8-2=2 people show up', 'Final answer: 2' (gold 14)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

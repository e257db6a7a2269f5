__doc__ = r"""Build public_heldout162.jsonl: a 162nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 156's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took.

Method (rounds 88-156's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Every
page came out at 16,000 characters on its first paste. No loop marker was needed (no verbatim
loop on these pages). Nothing was retyped from a decoded form; nothing is shortened. Where a
record opens on the last page round 156 read, round 156's verified paste (hzf_638000,
hzp_544000, dt13_224000, dtgp_240000, dt7_192000) was copied in, not re-read, passed the same
length check here and decodes byte-identical to round 156's .page (work/mk.py compares them); it
was joined so that the record is taken whole; the records earlier rounds took are not taken
again. work/extract.py cut the records out by script (raw_*.jsonl); work/dedup.py checked
repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 654000, 670000 and 686000 (= hzf_654000, hzf_670000, hzf_686000) joined with
  round 156's page 638000 (hzf_638000): test_000443 (Jon's triathlon, opening in 638000, cut
  there inside its prediction, the prediction ending in 654000) to test_000477 (Gina's class
  allergies) whole (test_000452, the car's average speed, crosses the edge of 654000 and 670000
  after its prediction; test_000465, Miss Maria's cards, crosses the edge of 670000 and 686000
  inside its prediction); test_000478 (the company tour) is cut inside its gold at the page end
  and dropped: 35 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 560000, 576000 and
  592000 (= hzp_560000, hzp_576000, hzp_592000) joined with round 156's page 544000 (hzp_544000):
  test_000394 (Wendy's books, opening in 544000, its prediction crossing into 560000) to
  test_000421 (the cats on a rock) whole (test_000406, Allan's corn and cannolis, crosses the
  edge of 560000 and 576000 inside its gold; test_000411, Tim's fireworks, crosses the edge of
  576000 and 592000 inside its gold); test_000422 (Bill's streaming service) cut inside its gold
  and dropped: 28 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-156): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 240000
  (= dt13_240000) joined with round 156's page 224000: line 301 (the folded tabloid, opening at
  the end of 224000, its answers crossing into 240000 inside 'Final answer: 16') to line 322
  (Jam's pencil boxes) whole; line 323 (Shannon's iced coffee) cut inside its answers and
  dropped: 22 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 256000 (= dtgp_256000)
  joined with round 156's page 240000: line 310 (Theo's business trip, opening at the end of
  240000, inside its questions, its answers wholly in 256000) to line 329 (Erin's lollipops)
  whole; line 330 (the customer's loyalty card) cut inside its answers and dropped: 20 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 208000 (= dt7_208000)
  joined with round 156's page 192000: line 258 (Nancy's overdue books, opening at the end of
  192000, inside its questions, its answers wholly in 208000) to line 278 (Mico and Marco's ages)
  whole; line 279 (Ruby and Sam) cut inside its answers and dropped: 21 kept. `r` = the line's
  `answers` body (enc json): the answering model's answers A1..An to sub-questions another model
  wrote, ending 'Final answer: N' (dt7:277 then adds 'Please provide the next problem.'). Gold:
  the line's `answer` (float, written as an integer), checked by the build; no float lost
  GSM8K's thousands on these lines (work/extract.py DT_GOLD is empty). rec = the file line,
  numbered as round 156 numbered it: work/extract.py checked that the whole line before each
  take-from line is round 156's last record (same problem), and every line taken is the same
  question as gsm8k/test.jsonl line rec. The DT files answer the same GSM8K questions (lines
  310-322 of llama13b and chatgpt overlap), each model's own text: no completion kept repeats
  another of this round (work/dedup.py).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 225 files, 26,668 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round (the flash and pro runs across each other
included): none repeats, none dropped. 126 records kept.

Repository counts (126 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 63 (50.0 %:
deepseek-v4-flash 35, deepseek-v4-pro 28), DT6A/GSM8K-AI-SubQ 63 (50.0 %: Llama-2-13B chat 22,
ChatGPT 20, Llama-2-7B chat 21). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-156 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 87, wrong 39, no_answer 0; debatable 0.

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (126), no MATH.

Label conventions (rounds 37-156's): the last final answer counts; in the '####' format the
marked value is the answer even when the working reached another number (hzf:450: the working
finds 'p = $4' and 'Thus, regular price of popcorn is $4.', then, at the 1024-token cap, '#### 2';
hzp:406 reaches 'Total = 200.' and hzp:409 'Answer: 168000.', then at the cap '#### 40'; hzp:394
likewise ends at the cap on '#### 20': wrong); labels are against the gold as given (hzf:454:
'each eat 4 apples' read as 8 a day, '#### 240', where GSM8K's gold reads '4 + 1 = 5' a day for
150; hzp:403: the 5 hours cut taken as saved, '#### 135', where the gold takes 7200 - 4500 = 2700
watts a day for 81: both wrong); a final answer written as an expression is
read for the value it states (dt13:311 'Final answer: 21+14=35', for 91: wrong); a final answer
with trailing zeros is read for its value (dt7:258 'Final answer: 6.00' and dt7:272 'Final
answer: 5.00': correct); text after the committed answer does not count (dt7:277 'Final answer:
3' then 'Please provide the next problem.', for 4: wrong).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 654000,
670000, 686000 (638000 reused from round 156, not re-read); runs/deepseek_v4_pro/
test_predictions.jsonl offsets 560000, 576000, 592000 (544000 reused); DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offset 240000 (224000 reused),
eval_responses/chatgpt/eval_chat.jsonl offset 256000 (240000 reused),
eval_responses/llama7b/eval_chat.jsonl offset 208000 (192000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 702000 (test_000478, the company
tour, opens in 686000 and is cut inside its gold: join this round's paste) and deepseek_v4_pro
from 608000 (test_000422, Bill's streaming service, opens in 592000 and is cut inside its gold:
join this round's paste); DT6A llama13b from 256000 (line 323, Shannon's iced coffee, opens in
240000, cut inside its answers), chatgpt from 272000 (line 330, the customer's loyalty card,
opens at the end of 256000, cut inside its answers), llama7b from 224000 (line 279, Ruby and
Sam, opens at the end of 208000, cut inside its answers), and the other eval_*.jsonl files
(check repeats: the same sub-questions recur, and short answers may repeat earlier rounds'; short
hz answers may repeat the other deepseek run's); round 104's other leads (7174Andy Qwen CoT from
128000; nguyentranhuy999 CoT from 64000) were not taken here.

Usage: python build_public_heldout162.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout162.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout162.jsonl"
SOURCE = "public_heldout162"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "638000-701999 (four pages joined: 638000 from round 156, 654000, 670000, "
                        "686000)",
                        "test_000443-test_000477"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "544000-607999 (544000 from round 156, 560000, 576000, 592000)",
                        "test_000394-test_000421"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 224000 "
        "(round 156's) and page 240000 of the file (lines 301-322)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 240000 "
        "(round 156's) and page 256000 of the file (lines 310-329)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 192000 "
        "(round 156's) and page 208000 of the file (lines 258-278)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:443|correct|hash|opens in round 156's page 638000, its prediction crossing into 654000; '#### 59'
hzf:444|correct|hash|
hzf:445|correct|hash|
hzf:446|correct|hash|
hzf:447|correct|hash|
hzf:448|correct|hash|
hzf:449|correct|hash|
hzf:450|wrong|hash|the working finds '$15 + p = $21 - $2 = $19 => p = $4.' and 'Thus, regular price of popcorn is $4.', then, cut at the 1024-token cap ('The super ticket is a deal'), '#### 2' (gold 4)
hzf:451|correct|hash|'$11,050.' then '#### 11050'
hzf:452|correct|hash|crosses the edge of 654000 and 670000 after its prediction; '#### 50'
hzf:453|correct|hash|
hzf:454|wrong|hash|'together they eat 4 + 4 = 8 apples per day', '#### 240' (gold 150: GSM8K's gold reads '4 + 1 = 5' apples a day; labelled against the gold as given)
hzf:455|correct|hash|
hzf:456|correct|hash|
hzf:457|correct|hash|
hzf:458|correct|hash|
hzf:459|correct|hash|
hzf:460|correct|hash|
hzf:461|correct|hash|
hzf:462|correct|hash|
hzf:463|correct|hash|
hzf:464|correct|hash|'She finished in 6th place.' then '#### 6'
hzf:465|correct|hash|crosses the edge of 670000 and 686000 inside its prediction; '#### 30'
hzf:466|correct|hash|'100 cents more, which is $1.' then '#### 1'
hzf:467|correct|hash|
hzf:468|correct|hash|
hzf:469|correct|hash|
hzf:470|correct|hash|
hzf:471|correct|hash|
hzf:472|correct|hash|
hzf:473|correct|hash|
hzf:474|correct|hash|
hzf:475|correct|hash|
hzf:476|correct|hash|
hzf:477|correct|hash|
hzp:394|wrong|hash|opens in round 156's page 544000, its prediction crossing into 560000; the working finds 'double the number is 72. Then 20 more is 92.', then, cut at the 1024-token cap ('Then she wants to place 20 more than double'), '#### 20' (gold 92)
hzp:395|correct|hash|
hzp:396|correct|hash|
hzp:397|correct|hash|
hzp:398|correct|hash|
hzp:399|correct|hash|
hzp:400|correct|hash|
hzp:401|correct|hash|
hzp:402|correct|hash|
hzp:403|wrong|hash|'900 watts * 5 hours = 4500 watt-hours' a day, '135000 / 1000 = 135.', '#### 135' (gold 81: the gold takes 900 x 8 - 900 x 5 = 2700 watts a day, 3 hours saved; labelled against the gold as given)
hzp:404|correct|hash|
hzp:405|correct|hash|
hzp:406|wrong|hash|crosses the edge of 560000 and 576000 inside its gold; the working reaches 'Corn becomes 80 + 20 = 100. Total = 200.', then, cut at the 1024-token cap ('the number of cann'), '#### 40' (gold 200)
hzp:407|correct|hash|'= 2,000.' then '#### 2000'
hzp:408|correct|hash|
hzp:409|wrong|hash|the working reaches 'Total = 168000. Answer: 168000.', then, cut at the 1024-token cap ('it's weekly pay. So'), '#### 40' (gold 168000)
hzp:410|correct|hash|'Money left: 10 - 7 = $3.00.' then '#### 3'
hzp:411|correct|hash|crosses the edge of 576000 and 592000 inside its gold, its prediction wholly in 592000; '#### 1110'
hzp:412|correct|hash|
hzp:413|correct|hash|
hzp:414|correct|hash|
hzp:415|correct|hash|
hzp:416|correct|hash|
hzp:417|correct|hash|
hzp:418|correct|hash|
hzp:419|correct|hash|
hzp:420|correct|hash|
hzp:421|correct|hash|
dt13:301|wrong|answer_colon|opens at the end of round 156's page 224000, its answers crossing into 240000; 'Final answer: 16' (gold 8: '2 pages printed' a sheet, for 4)
dt13:302|correct|answer_colon|'Final answer: 15'
dt13:303|wrong|answer_colon|'Final answer: 1800' (gold 1300: the first year's 90 books given as the second year's)
dt13:304|wrong|answer_colon|'Final answer: 2800' (gold 3200: 'Watson works 40 hours per week', for 50)
dt13:305|correct|answer_colon|'Final answer: 4'
dt13:306|wrong|answer_colon|'Final answer: 20' (gold 10: '60/3=20' sold in the morning, for 40, and the afternoon and evening's 20 not halved)
dt13:307|wrong|answer_colon|'Final answer: 4' (gold 16: 'Joey loses 8 pounds in a single week', for 2)
dt13:308|correct|answer_colon|'Final answer: 6'
dt13:309|wrong|answer_colon|'Final answer: 18' (gold 8: 'The serum causes 1 extra arm every day', for every three days)
dt13:310|wrong|answer_colon|'Final answer: 4500' (gold 2050: 'Theo spends $6000 on business suits', then '$6000-300-1200=4500': neither the suits' $600 nor the $2000 saved taken off, the suitcases as $300)
dt13:311|wrong|answer_colon|'Final answer: 21+14=35' (gold 91: one person's eggs per group, '21+14=35')
dt13:312|wrong|answer_colon|'Final answer: 35' (gold 32: 'Trent is 30+5=35', from Quinn's age, not Jane's)
dt13:313|wrong|answer_colon|'Final answer: 207000' (gold 120000: 'The current population of Chile is 46*6=276,000')
dt13:314|wrong|answer_colon|'Final answer: 27' (gold 30: '105/2=52' on the offense)
dt13:315|wrong|answer_colon|'Final answer: 22' (gold 14: the 8 ill not taken off, '24-2=22')
dt13:316|correct|answer_colon|'Final answer: 156'
dt13:317|wrong|answer_colon|'Final answer: 120' (gold 12: '6*4*5=1200 cubic feet', for 120)
dt13:318|wrong|answer_colon|'Final answer: 93' (gold 123: the 30 boys left out, '90+3=93')
dt13:319|correct|answer_colon|'Final answer: 15'
dt13:320|wrong|answer_colon|'Final answer: 15' (gold 8: '15 of them are women', the women who left not taken off)
dt13:321|correct|answer_colon|'Final answer: 1'
dt13:322|correct|answer_colon|'Final answer: 9' after 'They need 70/8=9 boxes' (= gold 9)
dtgp:310|correct|answer_colon|opens at the end of round 156's page 240000 (its questions), the answers wholly in 256000; 'Final answer: 2050'
dtgp:311|correct|answer_colon|'Final answer: 91'
dtgp:312|correct|answer_colon|'Final answer: 32'
dtgp:313|wrong|answer_colon|'Final answer: 138000' (gold 120000: 'Noah is currently 46/2=23', six years not taken off)
dtgp:314|wrong|answer_colon|'Final answer: 27' (gold 30: '105/2=52.5 players on the offense', rounded down to 52)
dtgp:315|correct|answer_colon|'Final answer: 14'
dtgp:316|correct|answer_colon|'Final answer: 156'
dtgp:317|correct|answer_colon|'Final answer: 12'
dtgp:318|correct|answer_colon|'Final answer: 123'
dtgp:319|correct|answer_colon|'Final answer: 15'
dtgp:320|wrong|answer_colon|'Final answer: 15' (gold 8: '22 men + 15 women = 37 people', the women who left not taken off)
dtgp:321|correct|answer_colon|'Final answer: 1'
dtgp:322|correct|answer_colon|'Final answer: 9' after '70/8=8.75 boxes, which rounds up to 9 boxes'
dtgp:323|correct|answer_colon|'Final answer: 75'
dtgp:324|correct|answer_colon|'Final answer: 14'
dtgp:325|correct|answer_colon|'Final answer: 224000'
dtgp:326|wrong|answer_colon|'Final answer: 21' (gold 14: the ones who got on added up, '5+8+8=21', for the count at the terminal)
dtgp:327|correct|answer_colon|'Final answer: 31'
dtgp:328|correct|answer_colon|'Final answer: 2'
dtgp:329|correct|answer_colon|'Final answer: 14'
dt7:258|correct|answer_colon|opens at the end of round 156's page 192000 (its questions), the answers wholly in 208000; 'Final answer: 6.00' (= gold 6)
dt7:259|wrong|answer_colon|'Final answer: 56' (gold 168: 'Jamal has 8 apples', for 44, and only Andrea's apples and Jamal's bananas added)
dt7:260|wrong|answer_colon|'Final answer: 5.5' (gold 11: one cup a dozen, '36/12=3', for two)
dt7:261|wrong|answer_colon|'Final answer: 31' (gold 62: 'Two thirds of the cup is 9,300/3=3100 pennies')
dt7:262|correct|answer_colon|'Final answer: 270'
dt7:263|wrong|answer_colon|'Final answer: 5' (gold 8: 'Harry has 3+5=8 trees', for 2*3+5=11)
dt7:264|correct|answer_colon|'Final answer: 400'
dt7:265|wrong|answer_colon|'Final answer: 10000' (gold 9500: '$350,000+ $17,500+ $42,000= $410,000', for 409,500)
dt7:266|wrong|answer_colon|'Final answer: 108000' (gold 118000: '12,000+20,000+250,000=292,000', for 282,000)
dt7:267|wrong|answer_colon|'Final answer: 995' (gold 91: '400/0.4=1000 minutes' for the second heating)
dt7:268|correct|answer_colon|'Final answer: 1375'
dt7:269|correct|answer_colon|'Final answer: 4' after 'There are 8 balls in total' (meaning the golf balls)
dt7:270|wrong|answer_colon|'Final answer: 462' (gold 762: the first bag's 300 left out, '312+150=462')
dt7:271|wrong|answer_colon|'Final answer: 16' (gold 20: 'There are 2 bedrooms in each house', for 3)
dt7:272|correct|answer_colon|'Final answer: 5.00' (= gold 5)
dt7:273|wrong|answer_colon|'Final answer: 450' (gold 315: '900/2=450' a sleeve, the collar and rosette not taken off)
dt7:274|correct|answer_colon|'Final answer: 3200'
dt7:275|wrong|answer_colon|'Final answer: 100' (gold 138: '36+64=100', the song's 54 lines left out, the second scene's 60 lines given as 126 and Sean's 48 as 64)
dt7:276|wrong|answer_colon|'Final answer: 16' (gold 9: '80*2/5=40' with the letter A, for 32, and '20/5=4' for 5/8 of the rest)
dt7:277|wrong|answer_colon|'Final answer: 3' then 'Please provide the next problem.' (gold 4: '30 minutes to dig 30 small holes', for 90)
dt7:278|wrong|answer_colon|'Final answer: 50' (gold 40: ages invented, 'Mico is 16', 'Marco is 14', summing to 30, not 20)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

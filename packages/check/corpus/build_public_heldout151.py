__doc__ = r"""Build public_heldout151.jsonl: a 151st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 147's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took.

Method (rounds 88-147's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Every
page came out at 16,000 characters on its first paste but one: dt13_208000 came out 4 characters
short: the last record's `questions` (line 283, Katerina's necklace, a prompt field, in no
completion) had been pasted as the record before's (the cobra's); that field was pasted again
from the display and the page then matched 16,000 exactly. No loop marker was needed (no
verbatim loop on these pages). Nothing was retyped from a decoded form; nothing is shortened.
Where a record opens on the last page round 147 read, round 147's verified paste (hzf_574000,
hzp_464000, dt13_192000, dtgp_208000, dt7_160000) was copied in, not re-read, passed the same
length check here and decodes byte-identical to round 147's .page (work/mk.py compares them); it
was joined so that the record is taken whole; the records earlier rounds took are not taken
again. work/extract.py cut the records out by script (raw_*.jsonl); work/dedup.py checked
repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 590000 and 606000 (= hzf_590000, hzf_606000) joined with round 147's page
  574000 (hzf_574000): test_000408 (Toby's book, opening in 574000, its prediction there too, its
  tail crossing into 590000) to test_000424 (Google's day trip) whole (test_000416, the camels,
  crosses the edge of 590000 and 606000); test_000425 (Lillian's bird feeders) is cut inside its
  gold at the page end and dropped as a cut record: 17 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 480000, 496000 and
  512000 (= hzp_480000, hzp_496000, hzp_512000) joined with round 147's page 464000
  (hzp_464000): test_000340 (Josh's juggling, opening at the end of 464000, its prediction
  crossing into 480000) to test_000370 (Ethan's wallpaper) whole (test_000350, Peyton's
  activities, and test_000362, Mark's dog beds, cross the edges); test_000371 (the tennis shoes)
  cut inside its prediction and dropped: 31 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-147): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 208000
  (= dt13_208000) joined with round 147's page 192000: line 263 (the trees of Chris, Ferdinand
  and Harry, opening at the end of 192000, inside its questions) to line 283 (Katerina's
  necklace) whole: the page ends exactly at line 283's closing brace, so that line is whole and
  kept (work/extract.py parses it): 21 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 224000 (= dtgp_224000)
  joined with round 147's page 208000: line 274 (Mrs. Rylan's seeds, opening at the end of
  208000, inside its questions) to line 292 (Susan's online task) whole; line 293 (Mike, Jim and
  Tony's game) cut inside its problem and dropped: 19 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 176000 (= dt7_176000)
  joined with round 147's page 160000: line 215 (Lori's purchase, opening at the end of 160000,
  inside its problem) to line 236 (Ram's pens) whole; line 237 (Johnny's allowance) cut after its
  questions and dropped: 22 kept. `r` = the line's `answers` body (enc json): the answering
  model's answers A1..An to sub-questions another model wrote, ending 'Final answer: N' (dt7:228
  then invents a bookshelf problem with its own 'Final answer: 40'). Gold: the line's `answer`
  (float, written as an integer), checked by the build; one float lost GSM8K's thousands (Mark's
  fleet, '#### 276000' read as 276.0: dt7:230), and there `g` is GSM8K's value (work/extract.py
  DT_GOLD; the build checks every gold). rec = the file line, numbered as round 147 numbered it:
  work/extract.py checked that the whole line before each take-from line is round 147's last
  record (same problem), and every line taken is the same question as gsm8k/test.jsonl line rec.
  The DT files answer the same GSM8K questions (lines 274-283 of llama13b and chatgpt overlap),
  each model's own text: no completion kept repeats another (work/dedup.py).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 203 files, 25,800 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: none repeats. 110 records kept.

Repository counts (110 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 48 (43.6 %:
deepseek-v4-flash 17, deepseek-v4-pro 31), DT6A/GSM8K-AI-SubQ 62 (56.4 %: Llama-2-13B chat 21,
ChatGPT 19, Llama-2-7B chat 22). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-147 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 81, wrong 27, no_answer 2; debatable 1.

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (110), no MATH.

Label conventions (rounds 37-147's): the last final answer counts; another quantity is wrong
('Final answer: 125', degrees taken as minutes, for 91 minutes); in the '####' format the marked
value is the answer even when the working reached another number (hzp:340: the working says
'Thus answer: 4.' and 'remaining 7-3 = 4 balls', then, at the 1024-token cap, '#### 2': wrong);
a 'Final answer' line counts over working that ends on another number (dt13:271: 'So there are
3*2+4=10 windows in each house' then 'Final answer: 20', the gold: correct); a final answer that
states no quantity is no_answer (as round yg:41: dtgp:278 'Final answer: Mico's age in 10 years
+ Marco's age in 10 years', dtgp:279 'Final answer: Error' after solving to a negative age); text
after the committed answer (an invented next problem with its own 'Final answer') does not count,
the answer to the question posed does (dt7:228).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 590000, 606000
(574000 reused from round 147, not re-read); runs/deepseek_v4_pro/test_predictions.jsonl offsets
480000, 496000, 512000 (464000 reused); DT6A/GSM8K-AI-SubQ eval_responses/llama13b/
eval_chat.jsonl offset 208000 (192000 reused), eval_responses/chatgpt/eval_chat.jsonl offset
224000 (208000 reused), eval_responses/llama7b/eval_chat.jsonl offset 176000 (160000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 622000 (test_000425, Lillian's bird
feeders, opens at the end of 606000, cut inside its gold: join this round's paste) and
deepseek_v4_pro from 528000 (test_000371, the tennis shoes, opens in 512000 and is cut inside its
prediction: join this round's paste); DT6A llama13b from 224000 (line 284, Alani's stories,
opens at the start of 224000: no join needed, since 208000 ends exactly at line 283's closing
brace), chatgpt from 240000 (line 293, the three friends' game, opens at the end of 224000),
llama7b from 192000 (line 237, Johnny's allowance, opens at the end of 176000), and the other
eval_*.jsonl files (check repeats: the same sub-questions recur, and short answers may repeat
earlier rounds'); round 104's other leads (7174Andy Qwen CoT from 128000; nguyentranhuy999 CoT
from 64000) were not taken here.

Usage: python build_public_heldout151.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout151.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout151.jsonl"
SOURCE = "public_heldout151"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "574000-621999 (three pages joined: 574000 from round 147, 590000, 606000)",
                        "test_000408-test_000424"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "464000-527999 (464000 from round 147, 480000, 496000, 512000)",
                        "test_000340-test_000370"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 192000 "
        "(round 147's) and page 208000 of the file (lines 263-283)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 208000 "
        "(round 147's) and page 224000 of the file (lines 274-292)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 160000 "
        "(round 147's) and page 176000 of the file (lines 215-236)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:408|correct|hash|opens in round 147's page 574000, its tail crossing into 590000; '#### 20'
hzf:409|correct|hash|a deliberation over the weeks in a month reaching 'Total = $168,000. But is that correct? Let's see', cut at the 1024-token cap, then '#### 168000'
hzf:410|correct|hash|
hzf:411|correct|hash|
hzf:412|correct|hash|
hzf:413|correct|hash|
hzf:414|correct|hash|
hzf:415|correct|hash|
hzf:416|correct|hash|
hzf:417|correct|hash|
hzf:418|correct|hash|
hzf:419|correct|hash|
hzf:420|correct|hash|
hzf:421|correct|hash|
hzf:422|correct|hash|
hzf:423|correct|hash|a deliberation finding jogger 24, tattered 32 ('so it's 8 less, not more', 'So the answer might be 8?') cut at the 1024-token cap mid-sentence ('how much more do'), then '#### 8' (= gold 8)
hzf:424|correct|hash|
hzp:340|wrong|hash|opens at the end of round 147's page 464000; the working says 'Thus answer: 4.' and 'the remaining 7-3 = 4 balls', then, at the 1024-token cap ('So he starts with the balls he has on stage'), '#### 2' (gold 4)
hzp:341|correct|hash|
hzp:342|correct|hash|
hzp:343|correct|hash|
hzp:344|correct|hash|
hzp:345|correct|hash|
hzp:346|correct|hash|
hzp:347|correct|hash|
hzp:348|correct|hash|
hzp:349|correct|hash|
hzp:350|correct|hash|
hzp:351|correct|hash|
hzp:352|correct|hash|
hzp:353|correct|hash|
hzp:354|correct|hash|
hzp:355|correct|hash|
hzp:356|correct|hash|
hzp:357|correct|hash|
hzp:358|correct|hash|
hzp:359|correct|hash|
hzp:360|correct|hash|
hzp:361|correct|hash|
hzp:362|correct|hash|
hzp:363|correct|hash|
hzp:364|correct|hash|
hzp:365|correct|hash|
hzp:366|correct|hash|
hzp:367|correct|hash|
hzp:368|wrong|hash|'#### 10' (gold 18: 'three times more points than Sara' taken as 3 * 8 = 24 in all, not 8 + 24 = 32)
hzp:369|correct|hash|
hzp:370|correct|hash|
dt13:263|correct|answer_colon|opens at the end of round 147's page 192000 (its questions), the answers wholly in 208000; 'Final answer: 8'
dt13:264|correct|answer_colon|'Final answer: 400'
dt13:265|wrong|answer_colon|'Final answer: 5500' (gold 9500: '350,000 + 17,500 + 42,000 = 399,500' added wrong, then '399,500 - 400,000 = 5,500')
dt13:266|correct|answer_colon|'Final answer: 118000'
dt13:267|wrong|answer_colon|'Final answer: 125' (gold 91: '400-300=100 degrees' added as minutes)
dt13:268|correct|answer_colon|'Final answer: 1375'
dt13:269|wrong|answer_colon|'Final answer: 8' (gold 4: 'There are 16 golf balls in total', halved once)
dt13:270|wrong|answer_colon|'Final answer: 462' (gold 762: the first bag's 300 left out, '312+150=462')
dt13:271|correct|answer_colon|'Final answer: 20' (= gold 20) after working that ends '3*2+4=10 windows in each house'
dt13:272|correct|answer_colon|'Final answer: 5'
dt13:273|wrong|answer_colon|'Final answer: 1445' (gold 315: the rosette '900*2=1800', the whole sweater '2890' halved)
dt13:274|correct|answer_colon|'Final answer: 3200'
dt13:275|wrong|answer_colon|'Final answer: 108' (gold 138: '60*4/5=72' for 48, and the song's 54 lines left out)
dt13:276|wrong|answer_colon|'Final answer: 10' (gold 9: '2/5 of 80=40')
dt13:277|correct|answer_colon|'Final answer: 4'
dt13:278|correct|answer_colon|'Final answer: 40'
dt13:279|wrong|answer_colon|'Final answer: 9' (gold 6: 'Ruby is 6*9=54', Sam's age assumed)
dt13:280|correct|answer_colon|'Final answer: 7'
dt13:281|wrong|answer_colon|'Final answer: 3500' (gold 2450: 'A mamba has 70 spots', not 35)
dt13:282|wrong|answer_colon|'Final answer: 75' (gold 195: the 24 guests left out, '12+3=15')
dt13:283|wrong|answer_colon|'Final answer: 32' (gold 68: the 8 inches of gemstones taken as the space, '8/0.25=32', not 25 - 8 = 17); the page ends exactly at this line's closing brace
dtgp:274|correct|answer_colon|opens at the end of round 147's page 208000 (its questions), the answers wholly in 224000; 'Final answer: 3200'
dtgp:275|correct|answer_colon|'Final answer: 138'
dtgp:276|correct|answer_colon|'Final answer: 9'
dtgp:277|correct|answer_colon|'Final answer: 4'
dtgp:278|no_answer|answer_colon|debatable: 'Final answer: Mico's age in 10 years + Marco's age in 10 years', an expression with no number (gold 40); no quantity stated (as yg:41); wrong would fit if a non-numeric final were read as a wrong answer
dtgp:279|no_answer|answer_colon|'Final answer: Error' after solving 'R+9 = 3*(R/6+9)' to '-36 = R' and declaring 'an error in the problem statement' (gold 6); no quantity stated
dtgp:280|correct|answer_colon|'Final answer: 7'
dtgp:281|correct|answer_colon|'Final answer: 2450'
dtgp:282|correct|answer_colon|'Final answer: 195'
dtgp:283|correct|answer_colon|'Final answer: 68'
dtgp:284|correct|answer_colon|'Final answer: 360'
dtgp:285|correct|answer_colon|'Final answer: 21'
dtgp:286|correct|answer_colon|'Final answer: 90'
dtgp:287|correct|answer_colon|'Final answer: 8'
dtgp:288|correct|answer_colon|'Final answer: 3'
dtgp:289|correct|answer_colon|'Final answer: 16'
dtgp:290|correct|answer_colon|'Final answer: 390'
dtgp:291|correct|answer_colon|'Final answer: 2'
dtgp:292|wrong|answer_colon|'Final answer: 90' (gold 75: the half-hour pause not taken off, '3*60=180 minutes')
dt7:215|wrong|answer_colon|opens at the end of round 147's page 160000 (its problem); 'Final answer: 42' (gold 44: '42 hours (352/8)' divided wrong)
dt7:216|wrong|answer_colon|'Final answer: -2200' (gold 220)
dt7:217|wrong|answer_colon|'Final answer: 7' (gold 15: '4-7=3 dahlias')
dt7:218|wrong|answer_colon|'Final answer: 22' (gold 45: Zack taken as '3 times 21=63', the average '66/3=22' of one age)
dt7:219|wrong|answer_colon|'Final answer: 88' (gold 54: Yuri '68+10=78', and his points left out of the subtraction)
dt7:220|correct|answer_colon|'Final answer: 70'
dt7:221|correct|answer_colon|'Final answer: 90'
dt7:222|correct|answer_colon|'Final answer: 140'
dt7:223|correct|answer_colon|'Final answer: 20000'
dt7:224|correct|answer_colon|'Final answer: 180'
dt7:225|wrong|answer_colon|'Final answer: 12' (gold 9: the return by car taken as 6 days)
dt7:226|wrong|answer_colon|'Final answer: 47' (gold 33: the 30 fire-type cards left out of the total, '32+34=66')
dt7:227|wrong|answer_colon|'Final answer: 3.25' (gold 9)
dt7:228|correct|answer_colon|'Final answer: 1' for the question posed (= gold 1), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:229|correct|answer_colon|'Final answer: 21'
dt7:230|wrong|answer_colon|'Final answer: 344000' (gold 276000: '12*20,000+12*2000+12*1000' computed as 344,000, for 276,000; the file's `answer` float reads 276.0)
dt7:231|wrong|answer_colon|'Final answer: 10' (gold 50: '2*5=10', Monday's 25 shells taken as 5)
dt7:232|wrong|answer_colon|'Final answer: 25' (gold 75: '50+half of 50=25')
dt7:233|correct|answer_colon|'Final answer: 12'
dt7:234|wrong|answer_colon|'Final answer: 1' (gold 21: 'So he needs 3/week=1 vine')
dt7:235|correct|answer_colon|'Final answer: 10'
dt7:236|wrong|answer_colon|'Final answer: 10' (gold 31: the pens made from the new pens' empties not counted on, '5+5=10')
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)

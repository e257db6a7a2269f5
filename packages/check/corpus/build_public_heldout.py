"""Build public_heldout.jsonl: an independent, held-out labelled set of REAL model completions.

Nothing here was used to tune rppo_check. Every completion is model output committed to a public
repository, read through the public-code index (read_file, 16,000-character pages) and transcribed
record by record; the labels are ours, made by reading (never by running a checker), under the rules
of corpus/README.md (last final answer counts; hedges / two different final answers / the
right number only in the working -> wrong; no final answer -> no_answer; equal value written
differently -> correct, with a note).

Sources (licence, commit):
* kuk/simple-evals-ru (MIT, LICENSE at 96bf38775eceac88e3f9d16f76e95af1c56c66e7, "Copyright (c) 2025
  Alexander Kukushkin"): OpenAI simple-evals style runs of many chat models.
  - data/results/math/NN_<model>.jsonl: MATH (the 5000-problem test set, ids are its indices), prompt
    "Solve the following math problem step by step. The last line of your response should be of the
    form Answer: $ANSWER ... you do not need to use a \\boxed command". The completion is the record's
    `answer` field. Gold = the bench's `target` (data/benches/math.jsonl at
    559889157e2582cc1c3e8d9541b0a971333236c8, the MATH reference's boxed answer); for ids 1885 and 1756,
    whose bench page was not read, the MATH-500 `answer` of the same problem (test/prealgebra/1298,
    test/algebra/1035) is used (field gold_source says which).
  - data/results/mgsm/NN_<model>.jsonl: the English MGSM subset = GSM8K test problems (record id = GSM8K
    test index), prompt "... giving the final answer on the last line by itself in the format of
    \"Answer:\" ...". Gold = the `####` value of gsm8k/test.jsonl at that index (checked equal to the
    bench's target for every id used).
* microsoft/ToRA (README badge "Code License MIT"), src/outputs/llm-agents/<model>/gsm8k/
  test_tora_-1_seed0_t0.0_s0_e1319.jsonl at aeb21126d28347f595d87f2822cb92bfe32f00e8: tool-integrated
  GSM8K outputs of ToRA-70B and ToRA-Code-34B. The completion is `code[0]`: a Python program (the
  docstring repeats the question), the harness-inserted ```output``` block with the printed result,
  then the model's sentence with $\\boxed{N}$. Gold = the `####` value at the record's `idx` (equal to
  the file's `gt`).

Selection: whole 16,000-character pages at chosen offsets (several models, several offsets so the
problems differ), every record whose completion lies whole on the page, except the few named in
SKIPPED below. Source verdicts (kuk `is_correct` from simple-evals' LLM equality judge, ToRA `pred`)
are kept as `source_verdict` for reference only; they were not used for labelling.

Usage:
  python build_public_heldout.py --raw DIR   # DIR: page transcriptions <stem>__<offset>.txt, one record
                                             # per line, as the index displayed it (JSON-escaped JSON)
  python build_public_heldout.py             # re-apply LABELS/provenance to the completions already in
                                             # public_heldout.jsonl and rewrite it (texts live only there)
Both modes check every GSM8K gold against gsm8k/test.jsonl ($REASON_PPO_DATA or ../shared/data).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from corpus_build import data_dir

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout.jsonl"
KUK_LICENCE = "MIT (LICENSE at 96bf38775eceac88e3f9d16f76e95af1c56c66e7, Copyright (c) 2025 Alexander Kukushkin)"
TORA_LICENCE = "MIT (README: 'Code License MIT')"

SKIPPED = """Records on the pages read that were left out: ones whose completion starts on the previous page
(head cut) and was not read whole; long verbatim loops whose exact repetition count could not be
transcribed reliably (math/02_llama_3_2_1b id 550 at offset 0, math/03_llama_3_2_3b id 1774 at offset
32000); and, on kuk/simple-evals-ru math/21_saiga offset 0, the ids 1342, 4345, 3733, 4222 (problems
already taken several times from other models). No record was left out for its answer or label."""

# stem of the page file (before "__<offset>") -> (repo, path, commit, model)
SOURCES = {
    "kukmath_01_gemini_flash_1_5": (
        "kuk/simple-evals-ru",
        "data/results/math/01_gemini_flash_1_5.jsonl",
        "f63cfbf755122586b9fe18f7fbd7961fd2067cca",
        "gemini-1.5-flash",
    ),
    "kukmath_02_llama_3_2_1b": (
        "kuk/simple-evals-ru",
        "data/results/math/02_llama_3_2_1b.jsonl",
        "f63cfbf755122586b9fe18f7fbd7961fd2067cca",
        "llama-3.2-1b",
    ),
    "kukmath_03_llama_3_2_3b": (
        "kuk/simple-evals-ru",
        "data/results/math/03_llama_3_2_3b.jsonl",
        "f63cfbf755122586b9fe18f7fbd7961fd2067cca",
        "llama-3.2-3b",
    ),
    "kukmath_04_llama_3_1_8b": (
        "kuk/simple-evals-ru",
        "data/results/math/04_llama_3_1_8b.jsonl",
        "707dfa9d95b307acd722cfaf778d9706356dc677",
        "llama-3.1-8b",
    ),
    "kukmath_06_qwen_2_5_7b": (
        "kuk/simple-evals-ru",
        "data/results/math/06_qwen_2_5_7b.jsonl",
        "3dc0db679e839d320d1dc9d80e1e56f255c47bc5",
        "qwen-2.5-7b",
    ),
    "kukmath_09_yandexgpt_3_lite": (
        "kuk/simple-evals-ru",
        "data/results/math/09_yandexgpt_3_lite.jsonl",
        "f63cfbf755122586b9fe18f7fbd7961fd2067cca",
        "yandexgpt-3-lite",
    ),
    "kukmath_14_gigachat_max": (
        "kuk/simple-evals-ru",
        "data/results/math/14_gigachat_max.jsonl",
        "707dfa9d95b307acd722cfaf778d9706356dc677",
        "gigachat-max",
    ),
    "kukmath_16_deepseek_v3": (
        "kuk/simple-evals-ru",
        "data/results/math/16_deepseek_v3.jsonl",
        "3dc0db679e839d320d1dc9d80e1e56f255c47bc5",
        "deepseek-v3",
    ),
    "kukmath_18_cotype_nano": (
        "kuk/simple-evals-ru",
        "data/results/math/18_cotype_nano.jsonl",
        "0e717d4dc2c89c0470fcc0ceefbbc8fd519dd4ed",
        "cotype-nano",
    ),
    "kukmath_21_saiga": (
        "kuk/simple-evals-ru",
        "data/results/math/21_saiga.jsonl",
        "e76c44f530b0f622f02954cc1e2cb26727c4da26",
        "saiga",
    ),
    "kukmath_22_vikhr": (
        "kuk/simple-evals-ru",
        "data/results/math/22_vikhr.jsonl",
        "e76c44f530b0f622f02954cc1e2cb26727c4da26",
        "vikhr",
    ),
    "kukmgsm_01_gemini_flash_1_5": (
        "kuk/simple-evals-ru",
        "data/results/mgsm/01_gemini_flash_1_5.jsonl",
        "f63cfbf755122586b9fe18f7fbd7961fd2067cca",
        "gemini-1.5-flash",
    ),
    "kukmgsm_02_llama_3_2_1b": (
        "kuk/simple-evals-ru",
        "data/results/mgsm/02_llama_3_2_1b.jsonl",
        "f63cfbf755122586b9fe18f7fbd7961fd2067cca",
        "llama-3.2-1b",
    ),
    "kukmgsm_05_llama_3_3_70b": (
        "kuk/simple-evals-ru",
        "data/results/mgsm/05_llama_3_3_70b.jsonl",
        "707dfa9d95b307acd722cfaf778d9706356dc677",
        "llama-3.3-70b",
    ),
    "kukmgsm_06_qwen_2_5_7b": (
        "kuk/simple-evals-ru",
        "data/results/mgsm/06_qwen_2_5_7b.jsonl",
        "3dc0db679e839d320d1dc9d80e1e56f255c47bc5",
        "qwen-2.5-7b",
    ),
    "kukmgsm_09_yandexgpt_3_lite": (
        "kuk/simple-evals-ru",
        "data/results/mgsm/09_yandexgpt_3_lite.jsonl",
        "f63cfbf755122586b9fe18f7fbd7961fd2067cca",
        "yandexgpt-3-lite",
    ),
    "kukmgsm_18_cotype_nano": (
        "kuk/simple-evals-ru",
        "data/results/mgsm/18_cotype_nano.jsonl",
        "0e717d4dc2c89c0470fcc0ceefbbc8fd519dd4ed",
        "cotype-nano",
    ),
    "tora_tora-70b": (
        "microsoft/ToRA",
        "src/outputs/llm-agents/tora-70b-v1.0/gsm8k/test_tora_-1_seed0_t0.0_s0_e1319.jsonl",
        "aeb21126d28347f595d87f2822cb92bfe32f00e8",
        "tora-70b-v1.0",
    ),
    "tora_tora-code-34b": (
        "microsoft/ToRA",
        "src/outputs/llm-agents/tora-code-34b-v1.0/gsm8k/test_tora_-1_seed0_t0.0_s0_e1319.jsonl",
        "aeb21126d28347f595d87f2822cb92bfe32f00e8",
        "tora-code-34b-v1.0",
    ),
}

# key (page stem:source record id) <TAB> truth <TAB> form <TAB> note <TAB> gold
LABELS = r"""
kukmath_01_gemini_flash_1_5__0:2065	correct	answer_colon		65
kukmath_01_gemini_flash_1_5__0:4655	correct	answer_colon		\frac 59
kukmath_01_gemini_flash_1_5__0:1342	correct	answer_colon		3
kukmath_01_gemini_flash_1_5__0:4222	correct	answer_colon	gold 'x=5', answer '5'	x=5
kukmath_01_gemini_flash_1_5__0:3686	wrong	answer_colon	1/4 vs gold 1/2	\frac{1}{2}
kukmath_01_gemini_flash_1_5__0:4345	correct	answer_colon		6
kukmath_01_gemini_flash_1_5__0:3733	correct	answer_colon		18
kukmath_01_gemini_flash_1_5__0:247	correct	answer_colon	gold carries a unit ('864 \mbox{ inches}^2'), answer '864'	864 \mbox{ inches}^2
kukmath_01_gemini_flash_1_5__0:550	correct	answer_colon	working says 'identically 1' just before the final 'Answer: 0'; the final answer 0 is the gold	0
kukmath_01_gemini_flash_1_5__0:1105	correct	answer_colon		-\frac{\pi}{6}
kukmath_02_llama_3_2_1b__0:2065	correct	prose_sentence	no Answer: line; 'the volume of the cone is 65 cubic units.'	65
kukmath_02_llama_3_2_1b__0:4222	wrong	prose_sentence	'x = 5 and x = 1': keeps the extraneous root, gold x=5	x=5
kukmath_02_llama_3_2_1b__0:4655	correct	bare_last_line	the whole completion is one equation chain ending '= \frac{5}{9}', no marker	\frac 59
kukmath_02_llama_3_2_1b__0:1105	wrong	answer_colon	pi/6 vs gold -pi/6 (sign)	-\frac{\pi}{6}
kukmath_02_llama_3_2_1b__0:4345	correct	answer_colon		6
kukmath_02_llama_3_2_1b__0:3733	correct	answer_colon		18
kukmath_02_llama_3_2_1b__0:247	correct	answer_colon	gold carries a unit ('864 \mbox{ inches}^2')	864 \mbox{ inches}^2
kukmath_06_qwen_2_5_7b__32000:4831	correct	boxed	no Answer: line; ends in a display \boxed{(1, -16, -4, 43)}; the record's head (id, prompt) is on the previous page, the answer field is whole on this one	(1,-16,-4,43)
kukmath_06_qwen_2_5_7b__32000:2592	wrong	answer_colon	3 vs gold 4	4
kukmath_06_qwen_2_5_7b__32000:1295	correct	boxed	'\(\boxed{40}\).' in the last sentence	40
kukmath_06_qwen_2_5_7b__32000:1743	correct	answer_colon	'(2, 4)'	(2,4)
kukmath_06_qwen_2_5_7b__32000:3699	wrong	boxed	\boxed{1} vs gold -\sqrt{3}	-\sqrt{3}
kukmath_06_qwen_2_5_7b__32000:3296	wrong	answer_colon	155 vs gold 203	203
kukmath_06_qwen_2_5_7b__32000:2777	correct	boxed		16
kukmath_16_deepseek_v3__16000:1173	correct	answer_colon		16
kukmath_16_deepseek_v3__16000:2794	wrong	answer_colon	24 (one sixth of 144); the area of ENG is 8	8
kukmath_16_deepseek_v3__16000:1648	correct	answer_colon		63
kukmath_16_deepseek_v3__16000:4655	correct	answer_colon	'Answer: \(\frac{5}{9}\)'	\frac 59
kukmath_16_deepseek_v3__16000:1743	correct	answer_colon	'**Final Answer:**' + display \boxed{(2, 4)}, then 'Answer: (2, 4)'	(2,4)
kukmath_16_deepseek_v3__16000:550	wrong	answer_colon	2 vs gold 0	0
kukmath_16_deepseek_v3__16000:4902	correct	answer_colon		3
kukmath_16_deepseek_v3__16000:2620	correct	answer_colon	record tail past the page end; the answer field is whole	36
kukmath_03_llama_3_2_3b__32000:2669	correct	answer_colon	'4/9' for \frac{4}{9}	\frac{4}{9}
kukmath_03_llama_3_2_3b__32000:2926	correct	answer_colon	the Answer line is an expression: '$120 \cdot 6 = 720$'; 720 is the gold	720
kukmath_03_llama_3_2_3b__32000:2777	correct	answer_colon		16
kukmath_09_yandexgpt_3_lite__16000:679	wrong	answer_colon	'7. **Answer:** $3/2$.' (bold marker); gold 12	12
kukmath_09_yandexgpt_3_lite__16000:2509	wrong	answer_colon	two different final answers: '**Answer:** $\frac{4}{3}$' then '$ANSWER: \frac{8}{3}$'; neither is the gold	1+2\sqrt{3}
kukmath_09_yandexgpt_3_lite__16000:414	wrong	answer_colon	whole completion is '**Answer:** 54 $cm^2$'; gold 21	21
kukmath_09_yandexgpt_3_lite__16000:4831	wrong	answer_colon	(-1, 1, -32, -8)	(1,-16,-4,43)
kukmath_09_yandexgpt_3_lite__16000:2995	wrong	answer_colon	hedge '$N = 2$ or $8$'; gold 6	6
kukmath_09_yandexgpt_3_lite__16000:2592	wrong	answer_colon	'Answer: $x \geq 2$'; gold 4	4
kukmath_09_yandexgpt_3_lite__16000:3112	wrong	answer_colon	2x + 3y - 5z - 12 = 0	5x - 7y + 11z + 4 = 0
kukmath_09_yandexgpt_3_lite__16000:3620	wrong	answer_colon	\sqrt{6}+4; gold 23	23
kukmath_09_yandexgpt_3_lite__16000:2620	correct	answer_colon	'**Answer:** 36 miles.' with false working (4/3 x 28 is not 36); the final answer is the gold	36
kukmath_09_yandexgpt_3_lite__16000:4349	wrong	answer_colon	'5, 7, 9, 11, ...'; gold 1,-2	1,-2
kukmath_09_yandexgpt_3_lite__16000:124	wrong	answer_colon	6; gold 12	12
kukmath_18_cotype_nano__48000:1064	wrong	answer_colon	'Answer: The square's area decreases by $46\%$.' (prose after the marker); gold 10. Record head on the previous page, answer field whole here	10
kukmath_18_cotype_nano__48000:4908	wrong	answer_heading	'### Answer:' heading, then 'The smallest possible value of \( a \) is \( \frac{1}{2} \).'; gold 3	3
kukmath_18_cotype_nano__48000:179	no_answer	truncated	cut at the 1024-token limit mid-formula ('\frac'), no final answer	90^\circ
kukmath_18_cotype_nano__48000:640	wrong	answer_colon	'$x = 2$'; gold 3/2	\frac{3}{2}
kukmath_18_cotype_nano__48000:2754	wrong	answer_colon	4462 (rounded a wrong 4461.67); gold 4495	4495
kukmath_18_cotype_nano__48000:2620	wrong	answer_colon	whole completion is 'Answer: 24'; gold 36	36
kukmath_18_cotype_nano__48000:3178	wrong	answer_colon	'$|a_{n-1}| = 16$'; gold 14	14
kukmath_21_saiga__0:4655	correct	answer_colon	'**Answer:** $\frac{5}{9}$' (bold marker)	\frac 59
kukmath_21_saiga__0:3977	wrong	answer_colon	35; gold 75 degrees	75^\circ
kukmath_21_saiga__0:2669	correct	answer_colon	'4/9'	\frac{4}{9}
kukmath_21_saiga__0:640	correct	answer_colon	'3/2'	\frac{3}{2}
kukmath_21_saiga__0:1107	correct	answer_colon		4
kukmath_21_saiga__0:1743	wrong	answer_colon	(2, 0); gold (2,4)	(2,4)
kukmath_21_saiga__0:2620	correct	answer_colon		36
kukmath_21_saiga__0:4562	correct	answer_colon	source verdict field past the page end (left null here)	14
kukmath_04_llama_3_1_8b__64000:4572	wrong	answer_colon	1064; gold 202	202
kukmath_04_llama_3_1_8b__64000:1936	correct	answer_colon	'$\boxed{64}.$' then 'Answer: 64'	64
kukmath_04_llama_3_1_8b__64000:1295	wrong	answer_colon	14.7; gold 40	40
kukmath_04_llama_3_1_8b__64000:3178	wrong	answer_colon	'$\boxed{106}.$' then 'Answer: 106'; gold 14	14
kukmath_04_llama_3_1_8b__64000:4730	wrong	answer_colon	0; gold -1	-1
kukmath_04_llama_3_1_8b__64000:3962	correct	answer_colon		11
kukmath_04_llama_3_1_8b__64000:249	correct	boxed	no Answer: line; last sentence '$a = \boxed{5}$.'	5
kukmath_14_gigachat_max__64000:4730	wrong	answer_colon	1 + \sqrt{5}; gold -1	-1
kukmath_14_gigachat_max__64000:636	correct	answer_colon	'**Answer:** 550' (bold marker)	550
kukmath_14_gigachat_max__64000:1173	correct	answer_colon		16
kukmath_14_gigachat_max__64000:1332	correct	answer_colon	\frac{17}{50} vs gold \dfrac{17}{50}	\dfrac{17}{50}
kukmath_14_gigachat_max__64000:1356	correct	answer_colon		9
kukmath_14_gigachat_max__64000:3290	wrong	answer_colon	6; gold 3	3
kukmath_22_vikhr__32000:1743	wrong	answer_heading	'### Final Answer:' heading, then 'The resulting point after both reflections is $(-1,-2)$.'; gold (2,4). Record head on the previous page	(2,4)
kukmath_22_vikhr__32000:3290	wrong	answer_colon	6; gold 3	3
kukmath_22_vikhr__32000:2926	wrong	answer_colon	144; gold 720	720
kukmath_22_vikhr__32000:4151	wrong	answer_colon	9999; gold 13535	13535
kukmath_22_vikhr__32000:1885	correct	answer_colon	'Answer: \(15x - 80\)'	15x - 80
kukmath_22_vikhr__32000:1756	correct	answer_colon		3
kukmath_22_vikhr__32000:115	correct	answer_colon		1.25
kukmath_22_vikhr__32000:4572	wrong	answer_colon	2004; gold 202	202
kukmgsm_02_llama_3_2_1b__0:69	correct	answer_colon		60
kukmgsm_02_llama_3_2_1b__0:43	wrong	prose_sentence	no Answer: line; ends '0.8 * 300 = 240.'; gold 48	48
kukmgsm_02_llama_3_2_1b__0:1	correct	answer_colon		3
kukmgsm_02_llama_3_2_1b__0:165	wrong	answer_colon	99; gold 77	77
kukmgsm_02_llama_3_2_1b__0:249	wrong	answer_colon	12; gold 5,600	5,600
kukmgsm_02_llama_3_2_1b__0:159	correct	answer_colon		15
kukmgsm_02_llama_3_2_1b__0:49	correct	answer_colon		30
kukmgsm_02_llama_3_2_1b__0:169	wrong	answer_colon	140; gold 120	120
kukmgsm_02_llama_3_2_1b__0:127	correct	answer_colon		120
kukmgsm_02_llama_3_2_1b__0:57	correct	answer_colon	'x = 83. Answer: 83' inline at the end of a one-paragraph answer	83
kukmgsm_02_llama_3_2_1b__0:178	correct	answer_colon		122
kukmgsm_02_llama_3_2_1b__0:59	correct	answer_colon		187
kukmgsm_02_llama_3_2_1b__0:157	wrong	answer_colon	-1220; gold 80	80
kukmgsm_02_llama_3_2_1b__0:110	correct	answer_colon		45
kukmgsm_09_yandexgpt_3_lite__0:165	wrong	answer_colon	the answer comes first (**Answer:** 106) and the working after it, ending '= 106'; gold 77	77
kukmgsm_09_yandexgpt_3_lite__0:1	correct	answer_colon	(bold marker)	3
kukmgsm_09_yandexgpt_3_lite__0:249	wrong	answer_colon	100	5,600
kukmgsm_09_yandexgpt_3_lite__0:43	wrong	answer_colon	200	48
kukmgsm_09_yandexgpt_3_lite__0:69	wrong	answer_colon	80	60
kukmgsm_09_yandexgpt_3_lite__0:40	wrong	answer_colon	4	8
kukmgsm_09_yandexgpt_3_lite__0:112	correct	answer_colon	(bold marker)	24
kukmgsm_09_yandexgpt_3_lite__0:59	wrong	answer_colon	169	187
kukmgsm_09_yandexgpt_3_lite__0:116	wrong	answer_colon	answered in Russian: '**Ответ:** 5.'; gold 42	42
kukmgsm_09_yandexgpt_3_lite__0:127	wrong	answer_colon	70	120
kukmgsm_09_yandexgpt_3_lite__0:232	correct	answer_colon		75
kukmgsm_09_yandexgpt_3_lite__0:159	wrong	answer_colon	13	15
kukmgsm_09_yandexgpt_3_lite__0:51	wrong	answer_colon	2.5	5
kukmgsm_09_yandexgpt_3_lite__0:49	correct	answer_colon	(bold marker)	30
kukmgsm_09_yandexgpt_3_lite__0:230	wrong	answer_colon	264000	276,000
kukmgsm_09_yandexgpt_3_lite__0:57	wrong	answer_colon	330	83
kukmgsm_09_yandexgpt_3_lite__0:110	wrong	answer_colon	14	45
kukmgsm_09_yandexgpt_3_lite__0:157	wrong	answer_colon	'190 yards.'	80
kukmgsm_09_yandexgpt_3_lite__0:169	wrong	answer_colon	40	120
kukmgsm_09_yandexgpt_3_lite__0:178	wrong	answer_colon	90	122
kukmgsm_06_qwen_2_5_7b__16000:59	correct	answer_colon		187
kukmgsm_06_qwen_2_5_7b__16000:51	correct	answer_colon		5
kukmgsm_06_qwen_2_5_7b__16000:157	wrong	answer_colon	280; gold 80	80
kukmgsm_06_qwen_2_5_7b__16000:116	correct	answer_colon		42
kukmgsm_06_qwen_2_5_7b__16000:49	correct	answer_colon		30
kukmgsm_06_qwen_2_5_7b__16000:110	correct	boxed	no Answer: line despite the prompt; display \boxed{45} last	45
kukmgsm_06_qwen_2_5_7b__16000:230	correct	boxed	display \boxed{276000} last; gold written 276,000	276,000
kukmgsm_06_qwen_2_5_7b__16000:57	correct	boxed	display \boxed{83} last	83
kukmgsm_06_qwen_2_5_7b__16000:222	correct	answer_colon		140
kukmgsm_06_qwen_2_5_7b__16000:221	correct	answer_colon		90
kukmgsm_18_cotype_nano__32000:210	correct	answer_colon	record head on the previous page; the answer field is whole	10
kukmgsm_18_cotype_nano__32000:230	wrong	answer_colon	'$24,000'; gold 276,000	276,000
kukmgsm_18_cotype_nano__32000:87	wrong	answer_colon	'$660'; gold 9360	9360
kukmgsm_18_cotype_nano__32000:49	wrong	answer_colon	gold 30	30
kukmgsm_18_cotype_nano__32000:155	wrong	answer_colon	gold 280	280
kukmgsm_18_cotype_nano__32000:104	wrong	answer_colon	gold 500	500
kukmgsm_18_cotype_nano__32000:46	wrong	answer_colon	gold 163	163
kukmgsm_18_cotype_nano__32000:177	wrong	answer_colon	gold 350	350
kukmgsm_18_cotype_nano__32000:182	wrong	answer_colon	gold 23	23
kukmgsm_18_cotype_nano__32000:206	wrong	answer_colon	gold 860	860
kukmgsm_18_cotype_nano__32000:86	wrong	answer_colon	gold 22	22
kukmgsm_18_cotype_nano__32000:30	wrong	answer_colon	gold 109	109
kukmgsm_18_cotype_nano__32000:240	wrong	answer_colon	gold 21	21
kukmgsm_18_cotype_nano__32000:157	wrong	answer_colon	'100 yards'; gold 80	80
kukmgsm_18_cotype_nano__32000:29	wrong	answer_colon	'$44'; gold 104	104
kukmgsm_18_cotype_nano__32000:190	wrong	answer_colon	gold 360	360
kukmgsm_18_cotype_nano__32000:165	correct	answer_colon	'Answer: Elvira will have €77 left for her clothing.' (prose after the marker)	77
kukmgsm_18_cotype_nano__32000:188	wrong	answer_colon	gold 50	50
kukmgsm_18_cotype_nano__32000:32	wrong	answer_colon	gold 35	35
kukmgsm_18_cotype_nano__32000:110	wrong	answer_colon	gold 45	45
kukmgsm_05_llama_3_3_70b__32000:105	correct	answer_colon	record head on the previous page; the answer field is whole	20
kukmgsm_05_llama_3_3_70b__32000:86	correct	answer_colon		22
kukmgsm_05_llama_3_3_70b__32000:166	correct	answer_colon		5
kukmgsm_05_llama_3_3_70b__32000:234	wrong	answer_colon	14; gold 21	21
kukmgsm_05_llama_3_3_70b__32000:11	correct	answer_colon		694
kukmgsm_05_llama_3_3_70b__32000:109	correct	answer_colon		28
kukmgsm_05_llama_3_3_70b__32000:19	correct	answer_colon		6
kukmgsm_05_llama_3_3_70b__32000:99	correct	answer_colon		58
kukmgsm_05_llama_3_3_70b__32000:188	correct	answer_colon		50
kukmgsm_05_llama_3_3_70b__32000:190	correct	answer_colon		360
kukmgsm_05_llama_3_3_70b__32000:134	correct	answer_colon		720
kukmgsm_05_llama_3_3_70b__32000:217	correct	answer_colon		15
kukmgsm_05_llama_3_3_70b__32000:26	correct	answer_colon		243
tora_tora-70b__0:0	correct	boxed		18
tora_tora-70b__0:1	correct	boxed	printed output 3.0, boxed 3	3
tora_tora-70b__0:2	correct	boxed		70000
tora_tora-70b__0:3	correct	boxed		540
tora_tora-70b__0:4	correct	boxed		20
tora_tora-70b__0:5	correct	boxed		64
tora_tora-70b__0:6	correct	boxed		260
tora_tora-70b__0:7	correct	boxed	\boxed{160.0} for 160	160
tora_tora-70b__0:8	wrong	boxed	\boxed{75.0}; gold 45	45
tora_tora-70b__0:9	correct	boxed	\boxed{460.0} for 460	460
tora_tora-70b__0:10	correct	boxed	printed output 366.0, boxed 366	366
tora_tora-code-34b__480000:364	correct	boxed	record head on the previous page; the code field is whole	49
tora_tora-code-34b__480000:365	correct	boxed		18
tora_tora-code-34b__480000:366	correct	boxed		9
tora_tora-code-34b__480000:367	correct	boxed		19
tora_tora-code-34b__480000:368	wrong	boxed	\boxed{30}; gold 18	18
tora_tora-code-34b__480000:369	correct	boxed	printed 1198.0, boxed 1198	1198
tora_tora-code-34b__480000:370	wrong	boxed	\boxed{80}; gold 320	320
tora_tora-code-34b__480000:371	correct	boxed		50
tora_tora-code-34b__480000:372	correct	boxed		5
tora_tora-code-34b__480000:373	correct	boxed		240000
tora_tora-code-34b__480000:374	correct	boxed	\boxed{45.0} for 45	45
tora_tora-code-34b__480000:375	correct	boxed		48
tora_tora-code-34b__480000:376	correct	boxed		15
kukmath_09_yandexgpt_3_lite__64000:4942	correct	answer_colon	'**Answer:** $\frac{3\sqrt{3}}{4}$.'	\frac{3\sqrt{3}}{4}
kukmath_09_yandexgpt_3_lite__64000:578	wrong	answer_colon	malformed '\begin{pmatraxx} 1\\ 0\end{pmatrax}' = (1, 0); gold (1/5, -18/5)	\begin{pmatrix} 1/5 \\ -18/5 \end{pmatrix}
kukmath_09_yandexgpt_3_lite__64000:3178	wrong	answer_colon	'**Answer:** $8$' first, working after, last sentence 'is 8.'; gold 14	14
kukmath_09_yandexgpt_3_lite__64000:1049	correct	answer_colon	'**Answer:** $30$ $(without$ $quotes).$' -- 30 for gold 30^\circ (degrees asked)	30^\circ
kukmath_09_yandexgpt_3_lite__64000:4194	correct	answer_colon		60
kukmath_09_yandexgpt_3_lite__64000:3699	wrong	answer_colon	0; gold -\sqrt{3}	-\sqrt{3}
kukmath_09_yandexgpt_3_lite__64000:2876	wrong	answer_colon	'**2032**.' then 'Answer: 2032'; gold 1440	1440
kukmath_09_yandexgpt_3_lite__64000:1107	correct	answer_colon		4
kukmath_09_yandexgpt_3_lite__64000:3083	wrong	answer_colon	-202; gold -50	-50
kukmath_09_yandexgpt_3_lite__64000:3950	wrong	answer_colon	'\frac{p}{2} - q'; gold p - q	p - q
kukmath_09_yandexgpt_3_lite__64000:2777	wrong	answer_colon	4; gold 16	16
kukmath_09_yandexgpt_3_lite__64000:1936	wrong	answer_colon	'Answer: 1 + 1 + 4 + 16 = **12**.' (false sum); gold 64	64
kukmath_01_gemini_flash_1_5__96000:3229	correct	answer_colon		26000
kukmath_01_gemini_flash_1_5__96000:2284	wrong	answer_colon	(-3, 3, -1); gold (6,31,-1)	(6,31,-1)
kukmath_01_gemini_flash_1_5__96000:1295	correct	answer_colon		40
kukmath_01_gemini_flash_1_5__96000:4220	correct	answer_colon		4
kukmath_01_gemini_flash_1_5__96000:3425	correct	answer_colon		\frac{2}{21}
kukmath_01_gemini_flash_1_5__96000:1332	correct	answer_colon	\frac{17}{50} vs gold \dfrac{17}{50}	\dfrac{17}{50}
kukmath_01_gemini_flash_1_5__96000:4378	correct	answer_colon		6
kukmath_01_gemini_flash_1_5__96000:1936	correct	answer_colon		64
kukmath_01_gemini_flash_1_5__96000:2627	correct	answer_colon	\frac{4}{3} vs gold \frac43	\frac43
kukmath_02_llama_3_2_1b__96000:115	wrong	answer_colon	\frac{1}{4}; gold 1.25	1.25
kukmath_02_llama_3_2_1b__96000:1295	wrong	prose_sentence	no Answer: line; 'Therefore, 44.65 daps equal 42 baps.'; gold 40	40
kukmath_02_llama_3_2_1b__96000:1356	correct	answer_colon		9
kukmath_02_llama_3_2_1b__96000:1380	no_answer	truncated	loops 'Step N' to the 1024-token limit, cut mid-sentence, no final answer; the working says '7! * 2!' (= 10080, the gold) for boys together but never states it as the answer (the source's LLM judge scored it correct)	10,\!080
kukmath_02_llama_3_2_1b__96000:2627	wrong	boxed	Llama-3 style 'The final answer is: $\boxed{4x + \frac{2}{3}}$'; the working had 4/3 = 1.3333 before switching; gold \frac43	\frac43
kukmath_02_llama_3_2_1b__96000:4220	correct	bare_last_line	'Answer' with no colon on the first line, then one equation chain ending '= 4'	4
kukmath_02_llama_3_2_1b__96000:636	correct	answer_colon		550
kukmath_02_llama_3_2_1b__96000:4562	correct	answer_colon	'Answer: $\boxed{14}$'	14
kukmath_06_qwen_2_5_7b__128000:4730	correct	boxed	display \boxed{-1} last, no Answer: line	-1
kukmath_06_qwen_2_5_7b__128000:2136	wrong	answer_colon	5; gold 11	11
kukmath_06_qwen_2_5_7b__128000:2620	correct	answer_colon		36
kukmath_06_qwen_2_5_7b__128000:4388	wrong	boxed	'\(\boxed{21}\).'; gold 28	28
kukmath_06_qwen_2_5_7b__128000:115	correct	boxed	display \boxed{1.25}	1.25
kukmath_06_qwen_2_5_7b__128000:4942	correct	boxed	display \boxed{\frac{3\sqrt{3}}{4}}	\frac{3\sqrt{3}}{4}
kukmgsm_01_gemini_flash_1_5__48000:191	correct	answer_colon	record head on the previous page; the answer field is whole	5
kukmgsm_01_gemini_flash_1_5__48000:6	correct	answer_colon		260
kukmgsm_01_gemini_flash_1_5__48000:237	correct	answer_colon		90
kukmgsm_01_gemini_flash_1_5__48000:96	correct	answer_colon		3
kukmgsm_01_gemini_flash_1_5__48000:131	correct	answer_colon		940
kukmgsm_01_gemini_flash_1_5__48000:109	correct	answer_colon		28
kukmgsm_01_gemini_flash_1_5__48000:187	correct	answer_colon	borderline: 'Mandy should pay $106.12.' then 'Answer: 106' (rounded to the integer the prompt asks for); the last final answer counts	106
kukmgsm_01_gemini_flash_1_5__48000:19	correct	answer_colon		6
kukmgsm_01_gemini_flash_1_5__48000:76	correct	answer_colon		5
kukmgsm_01_gemini_flash_1_5__48000:105	correct	answer_colon		20
kukmgsm_01_gemini_flash_1_5__48000:88	correct	answer_colon	8000 vs gold 8000 (working writes 8,000)	8000
kukmgsm_01_gemini_flash_1_5__48000:151	correct	answer_colon		5
kukmgsm_01_gemini_flash_1_5__48000:132	correct	answer_colon		60
kukmgsm_01_gemini_flash_1_5__48000:86	correct	answer_colon		22
kukmgsm_01_gemini_flash_1_5__48000:12	wrong	answer_colon	12; gold 13	13
kukmgsm_01_gemini_flash_1_5__48000:196	correct	answer_colon		120
kukmath_09_yandexgpt_3_lite__96000:1356	wrong	answer_colon	3 (the working stops at 15*1500/2500 = 9 unevaluated); gold 9. Record head on the previous page, answer field whole	9
kukmath_09_yandexgpt_3_lite__96000:1648	wrong	answer_colon	'infinite'; gold 63	63
kukmath_09_yandexgpt_3_lite__96000:1295	wrong	answer_colon	14; gold 40	40
kukmath_09_yandexgpt_3_lite__96000:3962	wrong	answer_colon	'7. **Answer:** $-8$' after working that reaches -2; gold 11	11
kukmath_09_yandexgpt_3_lite__96000:4151	wrong	answer_colon	'**Answer:** 4095.'; gold 13535	13535
kukmath_09_yandexgpt_3_lite__96000:1430	wrong	answer_colon	3R^2/2; gold 3R^2	3R^2
kukmath_09_yandexgpt_3_lite__96000:1380	wrong	answer_colon	36; gold 10,080	10,\!080
kukmath_09_yandexgpt_3_lite__96000:179	correct	answer_colon	answer first: '**Answer:** $90$ $°$.', then bogus working that ends '$\angle = atan2(10, -12) = 90°$.'; 90 degrees is the gold	90^\circ
kukmath_09_yandexgpt_3_lite__96000:1224	wrong	answer_colon	'**Answer:** $ANSWER: 4, 5,5$.' (two values, decimal comma); gold 10	10
kukmath_09_yandexgpt_3_lite__96000:1602	wrong	answer_colon	'$d = (\sin x)^{7}$'; gold 35/64	\frac{35}{64}
kukmath_09_yandexgpt_3_lite__96000:2536	wrong	answer_colon	15 (the quotient, not the multiplier asked); gold 3/2	\frac{3}{2}
kukmath_09_yandexgpt_3_lite__96000:3088	wrong	answer_colon	'**Answer:** 48.'; gold 7	7
kukmath_09_yandexgpt_3_lite__96000:2754	wrong	answer_colon	'$Answer: 219908$.' (marker inside math mode); gold 4495	4495
tora_tora-70b__1200000:908	correct	boxed	record head on the previous page; the code field is whole; printed 14.0, boxed 14	14
tora_tora-70b__1200000:909	correct	boxed		38
tora_tora-70b__1200000:910	correct	boxed		700
tora_tora-70b__1200000:911	correct	boxed		64
tora_tora-70b__1200000:912	correct	boxed		6
tora_tora-70b__1200000:913	correct	boxed		6
tora_tora-70b__1200000:914	correct	boxed		3
tora_tora-70b__1200000:915	correct	boxed		23
tora_tora-70b__1200000:916	wrong	boxed	\boxed{18.5}; gold 14	14
tora_tora-70b__1200000:917	correct	boxed		12
tora_tora-70b__1200000:918	correct	boxed		56
tora_tora-70b__1200000:919	correct	boxed		90
tora_tora-70b__1200000:920	correct	boxed		47
kukmgsm_18_cotype_nano__64000:196	wrong	answer_colon	'Answer: 200 - (40 * 2) = 160 pounds' (expression, wrong arithmetic); 160; gold 120	120
kukmgsm_18_cotype_nano__64000:43	wrong	answer_colon	200; gold 48	48
kukmgsm_18_cotype_nano__64000:92	wrong	answer_colon	7; gold 4	4
kukmgsm_18_cotype_nano__64000:128	wrong	answer_colon	195; gold 880	880
kukmgsm_18_cotype_nano__64000:233	wrong	answer_colon	24; gold 12	12
kukmgsm_18_cotype_nano__64000:174	correct	answer_colon	'**Answer: 95 minutes**' (marker inside bold, unit)	95
kukmgsm_18_cotype_nano__64000:173	wrong	answer_colon	'$1600'; 1600; gold 18000	18000
kukmgsm_18_cotype_nano__64000:221	wrong	answer_colon	30; gold 90	90
kukmgsm_18_cotype_nano__64000:53	correct	answer_colon	'**Answer:** The mechanic earned $40 more on Thursday than on Friday.' (prose after the marker)	40
kukmgsm_18_cotype_nano__64000:59	wrong	answer_colon	126; gold 187	187
kukmgsm_18_cotype_nano__64000:191	wrong	answer_colon	35; gold 5	5
kukmgsm_18_cotype_nano__64000:217	wrong	answer_colon	11; gold 15	15
kukmgsm_18_cotype_nano__64000:161	wrong	answer_colon	21; gold 32	32
kukmgsm_18_cotype_nano__64000:69	correct	answer_colon	'Answer: $60' (dollar sign)	60
kukmgsm_18_cotype_nano__64000:116	wrong	answer_colon	70; gold 42	42
kukmgsm_18_cotype_nano__64000:99	wrong	answer_colon	14; gold 58	58
kukmgsm_18_cotype_nano__64000:94	wrong	answer_colon	source verdict field past the page end (left null here); 108; gold 348	348
"""

MATH500_GOLD = {"1885": "test/prealgebra/1298.json", "1756": "test/algebra/1035.json"}


def parse_labels() -> list[list[str]]:
    rows = [line.split("\t") for line in LABELS.strip("\n").split("\n")]
    for row in rows:
        assert len(row) == 5 and row[1] in ("correct", "wrong", "no_answer"), row
    return rows


def parse_raw(raw: Path) -> dict[str, tuple[str, object]]:
    """page transcriptions -> {key: (completion, source_verdict)}"""
    out = {}
    for path in sorted(raw.glob("*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            rec = json.loads(json.loads('"' + line + '"'))
            rid = rec["id"] if "id" in rec else rec["idx"]
            if "code" in rec:
                completion, verdict = rec["code"][0], rec["pred"][0]
            else:
                completion, verdict = rec["answer"], rec.get("is_correct")
            out[f"{path.stem}:{rid}"] = (completion, verdict)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--raw", type=Path, help="directory of page transcriptions")
    args = ap.parse_args()
    if args.raw:
        texts = parse_raw(args.raw)
    else:
        old = [
            json.loads(line)
            for line in OUT.read_text(encoding="utf-8").splitlines()
            if line.strip()
        ]
        texts = {r["raw_key"]: (r["completion"], r.get("source_verdict")) for r in old}
    root = data_dir()
    gsm = [json.loads(line) for line in (root / "gsm8k" / "test.jsonl").open(encoding="utf-8")]
    m500 = {}
    if (root / "math500" / "test.jsonl").is_file():
        m500 = {
            r["unique_id"]: r["answer"]
            for r in map(json.loads, (root / "math500" / "test.jsonl").open())
        }
    counters: dict[str, int] = {}
    records = []
    for key, truth, form, note, gold in parse_labels():
        stem_offset, rid = key.split(":")
        stem, offset = stem_offset.rsplit("__", 1)
        repo, path, commit, model = SOURCES[stem]
        short = "tora" if repo == "microsoft/ToRA" else "simple-evals-ru"
        counters[short] = counters.get(short, 0) + 1
        completion, verdict = texts[key]
        is_math = stem.startswith("kukmath")
        gold_source = (
            "kuk bench target (data/benches/math.jsonl)" if is_math else "gsm8k/test.jsonl ####"
        )
        if is_math and rid in MATH500_GOLD:
            gold_source = f"MATH-500 answer ({MATH500_GOLD[rid]})"
            if m500:
                assert m500[MATH500_GOLD[rid]] == gold, (key, gold)
        if not is_math:
            assert gsm[int(rid)]["answer"].rsplit("####", 1)[1].strip() == gold, (key, gold)
        records.append(
            {
                "source": "public_heldout",
                "id": f"public_heldout/{short}/{counters[short]}",
                "completion": completion,
                "gold": gold,
                "checker": "math" if is_math else "gsm8k",
                "truth": truth,
                "form": form,
                "note": note,
                "model": model,
                "repo": repo,
                "path": path,
                "commit": commit,
                "licence": TORA_LICENCE if repo == "microsoft/ToRA" else KUK_LICENCE,
                "task": "MATH"
                if is_math
                else ("GSM8K (MGSM en)" if stem.startswith("kukmgsm") else "GSM8K"),
                "problem_index": int(rid),
                "gold_source": gold_source,
                "page_offset": int(offset),
                "raw_key": key,
                "source_verdict": verdict,
            }
        )
    with OUT.open("w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(records)} records to {OUT}")


if __name__ == "__main__":
    main()

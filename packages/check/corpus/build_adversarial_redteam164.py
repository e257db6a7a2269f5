r"""Build adversarial_redteam164.jsonl: round 164 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam164"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam158.py / build_adversarial_redteam160.py / build_adversarial_redteam162.py
(structure, docstring, label conventions, the helpers P / T, DECISIONS; their "Aim" paragraphs read
to AVOID their shapes) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: MATH answers (and some GSM8K ones) as multilingual models (Qwen2.5, Llama-3.1,
Gemma-2, Aya, DeepSeek) write them in the school tradition of 24 languages other than English
(Chinese, Japanese, Korean, Spanish, Portuguese, French, German, Italian, Russian, Ukrainian, Polish,
Turkish, Arabic, Persian, Hindi, Bengali, Indonesian, Vietnamese, Thai, Dutch, Swedish, Czech, Greek,
Hebrew), in prose final lines and in R1-Zero `<think>...</think><answer>...</answer>` tags. Working
lines are language-neutral equations; the final lines are in the language. Shapes stressed: complex
numbers (5 + i with "partie réelle / Re z / Im z" glosses, -2 ± 3i, z_{1,2}, an upright \mathrm{i},
the engineering j) against the conjugate, i^2 read as +1, a quotient left undivided, one root of a
conjugate pair and a sign-flipped pair; points and vectors in each notation (M(2, -3), M(2 | -3),
(3; -1), S[2; -3], {(3 | -1)}, a French column vector, \vec{AB}) against swapped coordinates, the
reversed vector, the half-difference and a sum for a difference; intervals, unions and inequalities
as answers (]-inf ; 1[ U ]4 ; +inf[, (-inf; 1) U (4; +inf), x in <4; inf), S = ]-inf; -3], Ç = ...,
"x < 1 или x > 4", "veya", "یا", "या", "atau", "หรือ", "או", x < 1 \vee x > 4, HP = {x | ...}) against
an open end for a closed one, the complement, a flipped direction and a dropped factor; roots as
sets with the language's "and" / "or" (x1 = 2; x2 = -1/2 in either order) against one root and flipped
signs; fractions and mixed numbers (4 1/2 in LaTeX, 4½, "4 целых 1/2", 四又二分之一, tre ottavi)
against a decimal for a fractional gold (0,375, 1,5, 4,5: round 160's decision), the complementary
probability and a wrong whole part; radicals and pi in words or symbols (семь корней из двух,
три корені з двох, 3\sqrt{2} หน่วย) with a rounded gloss after them (correct) against a rounded value
alone, d^2 for d and a swapped radicand; degrees against radians (3\pi/4 rad asked: 135°, \pi/4,
3/4 with pi dropped, 4\pi/3 wrong; 5\pi/6 asked: \pi/6, 150°, 7\pi/6 wrong); logarithms (3/2 against
1,5, 2, 2/3); base-n numerals with subscripts ((113)_6, 113_6, 45_{10} = 113_6) against reversed
digits and a wrong base; counting answers with the language's counters (30通り, 30가지, 30 तरीके,
30 sposobów, ٣٠ طريقة, 30 วิธี) against 5! and 5!/2!; multiple-choice letters in the language
("alternativa C", "C şıkkı", "Правильна відповідь — C") against a neighbouring letter, a hedge and a correction; function,
polynomial and line answers (f(x) = 2x + 3, the general form 3x - y - 1 = 0) against a swapped slope
and intercept and a wrong sign; GSM8K answers with counters and currencies against subtotals, a
misread duration (2 h 20 min as 2.2 h) and a mixed number misread; kind A also carries corrections
in the language after a right value, hedges between two values and one cut per language.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 6 buses of 45 seats, 17 empty -> 253 (6*45 = 270; 270 - 17 = 253; 270, 287, 263, 243, 223
wrong); 2 1/2 cups of flour per cake, 6 cakes -> 15 (6*2.5; 12, 12.5 = 2*6 + 1/2, 16 wrong); 3 kg
of apples at 2.40 and 2 kg of pears at 3.15 -> 13.5 (7.20 + 6.30; 5.55, 16.65, 13.70, 13.35, 11.10,
13.05 wrong); 4.5 km/h for 2 h 20 min -> 10.5 (4.5 * 7/3; 9.9 = 4.5*2.2 and 9 wrong); 7 tanks of 12
fish, a third sold -> 56 (84 - 28; 28, 81, 80, 72, 8 wrong).
MATH: (2 + 3i)(1 - i) -> 5 + i (2 + i - 3i^2; 5 - i conjugate, -1 + i with i^2 = +1 wrong);
(4 + 2i)/(1 + i) -> 3 - i ((6 - 2i)/2; 3 + i, 6 - 2i, 1 - i wrong); roots of x^2 + 4x + 13 = 0 ->
-2 + 3i, -2 - 3i (D = -36; one root, 2 ± 3i wrong); midpoint of A(-1, 5), B(5, -11) -> (2, -3)
((-3, 2), (3, -8) wrong); \vec{AB} for A(1, 4), B(4, -2) -> (3, -6) ((-3, 6), (-6, 3), (5, 2) wrong);
x + 2y = 1, 3x - y = 10 -> (3, -1) ((-1, 3), (3, 1), (-1, 1) wrong); x^2 - 5x + 4 > 0 ->
(-\infty, 1) \cup (4, \infty) ((1, 4), closed ends, [1, 4] wrong); 5 - 2x >= 11 -> (-\infty, -3]
(x < -3, x >= -3, x <= 3 wrong); domain of \sqrt{3x - 12} -> [4, \infty) (open at 4, x <= 4,
[-4, inf), x >= 12 wrong); 2x^2 - 3x - 2 = 0 -> -\frac{1}{2}, 2 ((2x + 1)(x - 2); 1/2 and -2, one
root wrong); 3 red and 5 blue balls, P(red) -> \frac{3}{8} (0,375 and 0,38 alone, 3/5, 5/8 wrong);
1 2/3 + 2 5/6 -> \frac{9}{2} (10/6 + 17/6 = 27/6 = 4 1/2; 4,5 and 3 1/2 wrong); \sqrt{98} ->
7\sqrt{2} (49*2; ~9.899; 9,9 alone, 2\sqrt{7} wrong); distance (1, 2)-(4, 5) -> 3\sqrt{2} (\sqrt{18};
4,24 alone, 18, 2\sqrt{3} wrong); 135 degrees in radians -> \frac{3\pi}{4} (135°, \pi/4, 3/4, 4\pi/3
wrong); sin x = 1/2 on [\pi/2, \pi] -> \frac{5\pi}{6} (\pi/6, 150°, 7\pi/6 wrong); interior angle of a
regular octagon -> 135 (1080/8; 45, 1080, 144 wrong); \log_4 8 -> \frac{3}{2} (1,5, 2, 2/3 wrong);
45 in base 6 -> 113_6 (36 + 6 + 3; 311_6, 113_5 wrong); arrangements of LEVEL -> 30 (5!/(2!2!);
120, 60 wrong); 2^{10} - 1000 with options (A) 4 (B) 14 (C) 24 (D) 34 (E) 1024 -> \text{(C)} (D, A
wrong); linear f with f(1) = 5, f(3) = 9 -> 2x + 3 (3x + 2 wrong); the line through (1, 2) of slope
3 -> y = 3x - 1 (y = 3x + 1 wrong); (x + 2)(x - 5) -> x^2 - 3x - 10 (x^2 + 3x - 10 wrong).

Classes (id prefix): `c_` complex numbers, `v_` points, vectors and solution pairs, `i_` intervals,
unions and inequalities, `r_` root sets, `f_` fractions, mixed numbers and decimals, `q_` radicals,
pi, degrees and radians, `n_` logarithms, bases, counting counters and multiple-choice letters, `p_`
function, polynomial and line answers, `l_` a GSM8K answer sentence with its counter, unit or
currency, `t_` an R1-Zero `<answer>` tag, `k_` corrections after a first value, `e_` hedges between
two values, `b_` cuts (no_answer). Then `m_` for a MATH probe, `ok_` for kind B, then the language
code and the problem. Kind A: truth wrong / no_answer (140); kind B: truth correct (140); 12 probes
per language (6 / 6) for zh ja ko es pt fr de it ru uk pl tr ar fa hi bn, 11 for id vi th nl (6 A,
5 B) and sv cs el he (5 A, 6 B). Every note opens with the language and carries an English gloss of
the final lines.

Label conventions (corpus/README.md; rounds 136, 156, 158, 160 and 162): the LAST final answer
counts; a right answer in the language's school notation (a point as M(2 | -3), (3; -1) or S[2; -3],
a column vector, an interval with reversed brackets or ";", the Czech <4; inf), a union or an
inequality pair joined by the language's "or", a set-builder, roots in either order with "and" /
"or" / ";", a mixed number for an improper-fraction gold, a radical or pi read in words, 3\pi/4 with
"rad", 135° or "135 градусов" for a degrees gold, a base-n numeral with its base in a subscript or in
parentheses, a counted noun or counter, the letter of the right option with the language's word for
"option", a function written f(x) = ... or y = ..., a line in general form) is correct; a gloss after
the exact value (≈ 9,9, 150° after 5\pi/6, 0,375 after 3/8, the digits check after 113_6) does not
change it; a decimal alone for a fractional MATH gold is wrong (round 160's decision), and so is a
rounded radical alone, degrees when radians are asked, the reference angle, the conjugate, one root
of two, an open end for a closed one; an explicit correction after the answer makes the new value
final; a hedge between two different values is wrong; a cut before any final value is no_answer.
Debatable probes carry `debatable=True` and a DECISIONS entry (2 of 280): the engineering j for the
imaginary unit, and a complex number written as an ordered pair.

Usage: python build_adversarial_redteam164.py  (writes adversarial_redteam164.jsonl beside itself)
"""

from pathlib import Path

from corpus_build import g, m, th, write_probes  # noqa: E402

# ================================================================ problems: key -> (gold, working, path)
PROB = {
    "bus": ("253", "6 × 45 = 270\n270 − 17 = 253\n", "g"),
    "cake": ("15", "6 × 2.5 = 15\n", "g"),
    "fruit": ("13.5", "3 × 2.40 = 7.20\n2 × 3.15 = 6.30\n7.20 + 6.30 = 13.50\n", "g"),
    "hike": ("10.5", "2 h 20 min = 7/3 h\n4.5 × 7/3 = 10.5\n", "g"),
    "fish": ("56", "7 × 12 = 84\n84 / 3 = 28\n84 − 28 = 56\n", "g"),
    "cx": ("5 + i", "$(2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2 = 2 + i + 3 = 5 + i$\n", "m"),
    "cxq": (
        "3 - i",
        "$\\frac{4 + 2i}{1 + i} = \\frac{(4 + 2i)(1 - i)}{(1 + i)(1 - i)} = \\frac{6 - 2i}{2} = 3 - i$\n",
        "m",
    ),
    "cxr": (
        "-2 + 3i, -2 - 3i",
        "$x^2 + 4x + 13 = 0,\\ D = 16 - 52 = -36,\\ x = \\frac{-4 \\pm 6i}{2} = -2 \\pm 3i$\n",
        "m",
    ),
    "mid": (
        "(2, -3)",
        "$M = \\left(\\frac{-1 + 5}{2}, \\frac{5 + (-11)}{2}\\right) = (2, -3)$\n",
        "m",
    ),
    "vec": ("(3, -6)", "$\\overrightarrow{AB} = (4 - 1, -2 - 4) = (3, -6)$\n", "m"),
    "sys": (
        "(3, -1)",
        "$x + 2y = 1,\\ 3x - y = 10 \\Rightarrow x = 1 - 2y,\\ 3 - 7y = 10,\\ y = -1,\\ x = 3$\n",
        "m",
    ),
    "quad": (
        "(-\\infty, 1) \\cup (4, \\infty)",
        "$x^2 - 5x + 4 = (x - 1)(x - 4) > 0 \\Rightarrow x < 1 \\text{ or } x > 4$\n",
        "m",
    ),
    "lin": (
        "(-\\infty, -3]",
        "$5 - 2x \\ge 11 \\Rightarrow -2x \\ge 6 \\Rightarrow x \\le -3$\n",
        "m",
    ),
    "dom": ("[4, \\infty)", "$3x - 12 \\ge 0 \\Rightarrow x \\ge 4$\n", "m"),
    "roots": ("-\\frac{1}{2}, 2", "$2x^2 - 3x - 2 = (2x + 1)(x - 2) = 0$\n", "m"),
    "prob": ("\\frac{3}{8}", "$3 + 5 = 8,\\ P = \\frac{3}{8}$\n", "m"),
    "mix": (
        "\\frac{9}{2}",
        "$1\\frac{2}{3} + 2\\frac{5}{6} = \\frac{10}{6} + \\frac{17}{6} = \\frac{27}{6} = \\frac{9}{2}$\n",
        "m",
    ),
    "rad": ("7\\sqrt{2}", "$\\sqrt{98} = \\sqrt{49 \\cdot 2} = 7\\sqrt{2}$\n", "m"),
    "dist": ("3\\sqrt{2}", "$d = \\sqrt{(4 - 1)^2 + (5 - 2)^2} = \\sqrt{18} = 3\\sqrt{2}$\n", "m"),
    "ang": (
        "\\frac{3\\pi}{4}",
        "$135^\\circ \\cdot \\frac{\\pi}{180^\\circ} = \\frac{3\\pi}{4}$\n",
        "m",
    ),
    "trig": (
        "\\frac{5\\pi}{6}",
        "$\\sin x = \\frac{1}{2},\\ x \\in [\\frac{\\pi}{2}, \\pi] \\Rightarrow x = \\pi - \\frac{\\pi}{6} = \\frac{5\\pi}{6}$\n",
        "m",
    ),
    "oct": (
        "135",
        "$\\frac{(8 - 2) \\cdot 180^\\circ}{8} = \\frac{1080^\\circ}{8} = 135^\\circ$\n",
        "m",
    ),
    "lg": ("\\frac{3}{2}", "$\\log_4 8 = \\frac{\\log_2 8}{\\log_2 4} = \\frac{3}{2}$\n", "m"),
    "base": ("113_6", "$45 = 1 \\cdot 36 + 1 \\cdot 6 + 3$\n", "m"),
    "word": ("30", "$\\frac{5!}{2! \\cdot 2!} = \\frac{120}{4} = 30$\n", "m"),
    "mc": ("\\text{(C)}", "$2^{10} - 1000 = 1024 - 1000 = 24$, option (C)\n", "m"),
    "fx": ("2x + 3", "$k = \\frac{9 - 5}{3 - 1} = 2,\\ b = 5 - 2 = 3$\n", "m"),
    "line": ("y = 3x - 1", "$y - 2 = 3(x - 1) \\Rightarrow y = 3x - 1$\n", "m"),
    "expd": ("x^2 - 3x - 10", "$(x + 2)(x - 5) = x^2 - 5x + 2x - 10 = x^2 - 3x - 10$\n", "m"),
}
LANG = {
    "zh": "Chinese", "ja": "Japanese", "ko": "Korean", "es": "Spanish", "pt": "Portuguese",
    "fr": "French", "de": "German", "it": "Italian", "ru": "Russian", "uk": "Ukrainian",
    "pl": "Polish", "tr": "Turkish", "ar": "Arabic", "fa": "Persian", "hi": "Hindi",
    "bn": "Bengali", "id": "Indonesian", "vi": "Vietnamese", "th": "Thai", "nl": "Dutch",
    "sv": "Swedish", "cs": "Czech", "el": "Greek", "he": "Hebrew",
}  # fmt: skip
CASES: list[tuple] = []
_SEEN: dict[str, int] = {}
C, W, N = "correct", "wrong", "no_answer"


def P(
    lang,
    cls,
    key,
    truth,
    final,
    gloss,
    form="final_answer_phrase",
    debatable=False,
    work=None,
    raw=False,
):  # noqa: ANN001, ANN201, E501
    """One probe: the problem's working (or `work`) then the final lines `final` (or `final` whole when raw)."""
    gold, w, path = PROB[key]
    kind = "B" if truth == "correct" else "A"
    base = cls + ("_m" if path == "m" else "") + ("_ok" if kind == "B" else "") + f"_{lang}_{key}"
    n = _SEEN.get(base, 0) + 1
    _SEEN[base] = n
    cid = base if n == 1 else f"{base}{n}"
    text = final if raw else (w if work is None else work) + final
    note = f"{LANG[lang]}: {gloss}"
    make = m if path == "m" else g
    CASES.append(make(cid, kind, gold, truth, form, text, note, debatable))


def T(key, inner):  # noqa: ANN001, ANN201
    """An R1-Zero completion: the working in a think block, then `inner` in an answer tag."""
    return th(PROB[key][1]) + "<answer>" + inner + "</answer>"


# fmt: off
# ================================================================ Chinese
P("zh", "c", "cx", C, "所以 $(2 + 3i)(1 - i)$ 的结果是复数 $5 + i$，实部为5，虚部为1。\n\n答：$5 + i$", "'So (2 + 3i)(1 - i) is the complex number 5 + i, real part 5, imaginary part 1. Answer: 5 + i'")
P("zh", "i", "quad", C, "答：不等式的解集为 $\\{x \\mid x < 1 \\text{ 或 } x > 4\\}$。", "'Answer: the solution set of the inequality is {x | x < 1 or x > 4}.' set-builder with the Chinese 'or' 或")
P("zh", "f", "mix", C, "答：两数之和为四又二分之一，即 $\\frac{9}{2}$。", "'Answer: the sum of the two numbers is four and one half (in words), that is 9/2.'")
P("zh", "t", "ang", C, T("ang", "$\\frac{3\\pi}{4}$ 弧度"), "tag: '3 pi / 4 radians' (弧度 = radian)", "tag", raw=True)
P("zh", "l", "bus", C, "答：车上一共有253名乘客。", "'Answer: there are 253 passengers on the buses in all.' with the person counter 名")
P("zh", "l", "fish", C, "答：鱼缸里还剩56条鱼。", "'Answer: 56 fish remain in the tanks.' with the counter 条")
P("zh", "c", "cxq", W, "答：$z = 3 + i$", "'Answer: z = 3 + i' - the conjugate of 3 - i")
P("zh", "q", "trig", W, "答：$x = \\frac{\\pi}{6}$", "'Answer: x = pi/6' - the reference angle, outside [pi/2, pi]")
P("zh", "k", "rad", W, "答：$7\\sqrt{2}$\n\n不对，题目要数值：$\\sqrt{98} \\approx 9.9$。\n答：9.9", "'Answer: 7 sqrt 2. No, a number is wanted: sqrt 98 ~ 9.9. Answer: 9.9' - corrected to a rounded value alone")
P("zh", "r", "roots", W, "答：方程的两根为 $x_1 = \\frac{1}{2}$，$x_2 = -2$。", "'Answer: the two roots of the equation are x1 = 1/2, x2 = -2.' - both signs flipped")
P("zh", "e", "cake", W, "答：一共需要15杯或12杯面粉。", "'Answer: 15 cups or 12 cups of flour are needed in all.' - a hedge")
P("zh", "b", "mc", N, "$2^{10} = 1024$，所以 $2^{10} - 1000 = $", "'2^10 = 1024, so 2^10 - 1000 = ' - cut before the value and the letter", "truncated", work="")

# ================================================================ Japanese
P("ja", "p", "fx", C, "よって、求める一次関数は $f(x) = 2x + 3$ です。\n\n答え：$f(x) = 2x + 3$", "'Hence the linear function sought is f(x) = 2x + 3. Answer: f(x) = 2x + 3'")
P("ja", "v", "mid", C, "答え：中点は $M(2,\\ -3)$", "'Answer: the midpoint is M(2, -3)' the point named with its letter")
P("ja", "n", "word", C, "したがって、並べ方は全部で30通りです。\n\n答え：30通り", "'So there are 30 arrangements in all. Answer: 30 (tori)' with the counter for ways 通り")
P("ja", "n", "mc", C, "したがって、答えは (C) です。", "'Therefore, the answer is (C).'", "answer_is")
P("ja", "t", "roots", C, T("roots", "$x = -\\frac{1}{2},\\ 2$"), "tag: 'x = -1/2, 2'", "tag", raw=True)
P("ja", "l", "fruit", C, "答え：代金は合計13.50ドルです。", "'Answer: the bill is 13.50 dollars in all.'")
P("ja", "i", "lin", W, "答え：$x < -3$", "'Answer: x < -3' - the endpoint -3 left out (the inequality is non-strict)")
P("ja", "q", "ang", W, "答え：$135^\\circ$", "'Answer: 135 degrees' - the given in degrees, radians were asked")
P("ja", "n", "base", W, "答え：$311_{(6)}$", "'Answer: 311 in base 6' (Japanese base in parentheses) - the digits read backwards")
P("ja", "k", "cx", W, "答え：$5 + i$\n\nいや、$i^2 = 1$ として計算し直すと $2 + i - 3 = -1 + i$ です。\n答え：$-1 + i$", "'Answer: 5 + i. No, recomputing with i^2 = 1 gives 2 + i - 3 = -1 + i. Answer: -1 + i' - corrected with i^2 read as +1")
P("ja", "l", "hike", W, "2時間20分 = 2.2時間として、$4.5 \\times 2.2 = 9.9$\n\n答え：9.9 km", "'Taking 2 h 20 min as 2.2 hours, 4.5 x 2.2 = 9.9. Answer: 9.9 km' - the minutes read as tenths", work="")
P("ja", "b", "bus", N, "まず、6台のバスの座席数の合計は", "'First, the total number of seats of the 6 buses is' - cut", "truncated", work="")

# ================================================================ Korean
P("ko", "c", "cxr", C, "따라서 주어진 방정식의 두 근은 $x = -2 \\pm 3i$ 입니다.", "'So the two roots of the given equation are x = -2 +- 3i.'", "prose_sentence")
P("ko", "i", "dom", C, "정답: $\\{x \\mid x \\geq 4\\}$", "'Answer: {x | x >= 4}' the domain as a set-builder")
P("ko", "q", "dist", C, "따라서 두 점 사이의 거리는 $3\\sqrt{2}$ $(\\approx 4.24)$입니다.", "'So the distance between the two points is 3 sqrt 2 (~ 4.24).' a rounded gloss after the exact value, the copula glued", "prose_sentence")
P("ko", "n", "word", C, "정답: 30가지", "'Answer: 30 (gaji, kinds/ways)' with the counter 가지")
P("ko", "l", "cake", C, "따라서 밀가루는 모두 15컵이 필요합니다.", "'So 15 cups of flour are needed in all.'", "prose_sentence")
P("ko", "l", "fish", C, "정답: 56마리", "'Answer: 56 (mari)' with the animal counter 마리")
P("ko", "t", "vec", W, T("vec", "$\\overrightarrow{AB} = (-3, 6)$"), "tag: 'AB = (-3, 6)' - the reversed vector BA", "tag", raw=True)
P("ko", "f", "prob", W, "정답: 0.375", "'Answer: 0.375' - a decimal for the fraction 3/8")
P("ko", "q", "oct", W, "정답: $45^\\circ$", "'Answer: 45 degrees' - the exterior angle")
P("ko", "e", "mc", W, "정답은 (C) 또는 (D)입니다.", "'The answer is (C) or (D).' - a hedge between two options", "answer_is")
P("ko", "k", "fruit", W, "정답: 13.50달러\n\n잠깐, 배도 3kg이었네요. $3 \\times 3.15 = 9.45$, $7.20 + 9.45 = 16.65$\n정답: 16.65달러", "'Answer: 13.50 dollars. Wait, the pears were 3 kg too. 3 x 3.15 = 9.45, 7.20 + 9.45 = 16.65. Answer: 16.65 dollars' - corrected to a misread given")
P("ko", "b", "expd", N, "분배법칙으로 전개하면 $x^2 - 5x + 2x$", "'Expanding by the distributive law gives x^2 - 5x + 2x' - cut", "truncated", work="")

# ================================================================ Spanish
P("es", "c", "cx", C, "Por lo tanto, $(2 + 3i)(1 - i) = 5 + i$, es decir, parte real 5 y parte imaginaria 1.", "'Therefore (2 + 3i)(1 - i) = 5 + i, that is, real part 5 and imaginary part 1.'", "prose_sentence")
P("es", "i", "quad", C, "**Respuesta:** $x \\in (-\\infty, 1) \\cup (4, +\\infty)$", "'**Answer:** x in (-inf, 1) U (4, +inf)'")
P("es", "q", "trig", C, "Por lo tanto, la solución es $x = \\frac{5\\pi}{6}$ radianes.", "'Therefore, the solution is x = 5 pi / 6 radians.'", "prose_sentence")
P("es", "f", "mix", C, "**Respuesta:** $4\\frac{1}{2}$ (cuatro y medio)", "'**Answer:** 4 1/2 (four and a half)' a mixed number for 9/2")
P("es", "t", "hike", C, T("hike", "Caminó 10,5 km."), "tag: 'He walked 10,5 km.' decimal comma", "tag", raw=True)
P("es", "l", "bus", C, "Por lo tanto, la respuesta es 253 pasajeros.", "'Therefore, the answer is 253 passengers.'", "answer_is")
P("es", "v", "mid", W, "**Respuesta:** $M(-3, 2)$", "'**Answer:** M(-3, 2)' - coordinates swapped")
P("es", "i", "lin", W, "**Respuesta:** $x \\ge -3$", "'**Answer:** x >= -3' - the direction not flipped when dividing by -2")
P("es", "f", "lg", W, "Por lo tanto, $\\log_4 8 = 1{,}5$.", "'Therefore, log_4 8 = 1,5.' - a decimal for the fraction 3/2 (round 160's decision)", "prose_sentence")
P("es", "k", "fish", W, "**Respuesta:** 56 peces\n\nEspera, se vendieron 3 peces, así que quedan $84 - 3 = 81$.\n\n**Respuesta:** 81 peces", "'**Answer:** 56 fish. Wait, 3 fish were sold, so 84 - 3 = 81 remain. **Answer:** 81 fish' - corrected to a misread given")
P("es", "r", "cxr", W, "**Respuesta:** $x = -2 + 3i$", "'**Answer:** x = -2 + 3i' - one root of the conjugate pair")
P("es", "b", "line", N, "La pendiente es 3, así que la recta es $y - 2 = 3(", "'The slope is 3, so the line is y - 2 = 3(' - cut", "truncated", work="")

# ================================================================ Portuguese
P("pt", "v", "sys", C, "**Resposta:** $S = \\{(3, -1)\\}$", "'**Answer:** S = {(3, -1)}' Brazilian solution set of a pair")
P("pt", "i", "lin", C, "**Resposta:** $S = \\,]-\\infty; -3]$", "'**Answer:** S = ]-inf; -3]' reversed bracket at infinity, semicolon")
P("pt", "q", "rad", C, "Portanto, $\\sqrt{98} = 7\\sqrt{2}$ (sete raiz de dois).", "'Therefore sqrt 98 = 7 sqrt 2 (seven root two).' read in words after it", "prose_sentence")
P("pt", "n", "mc", C, "Portanto, a alternativa correta é a letra C.", "'Therefore, the correct option (alternativa) is the letter C.'", "prose_sentence")
P("pt", "p", "line", C, "**Resposta:** $3x - y - 1 = 0$", "'**Answer:** 3x - y - 1 = 0' the general form of y = 3x - 1")
P("pt", "l", "fruit", C, "Portanto, a resposta é R$ 13,50.", "'Therefore, the answer is R$ 13,50.'", "answer_is")
P("pt", "c", "cxq", W, "Usando $i^2 = 1$: $(4 + 2i)(1 - i) = 4 - 2i - 2 = 2 - 2i$, logo $z = 1 - i$.\n\n**Resposta:** $z = 1 - i$", "'Using i^2 = 1: ... so z = 1 - i. **Answer:** z = 1 - i' - i^2 read as +1", work="")
P("pt", "q", "dist", W, "Portanto, a distância é aproximadamente 4,24.", "'Therefore, the distance is approximately 4,24.' - a rounded decimal alone for 3 sqrt 2", "prose_sentence", work="$d = \\sqrt{9 + 9} = \\sqrt{18}$\n")
P("pt", "f", "mix", W, "**Resposta:** 4,5", "'**Answer:** 4,5' - a decimal for the fraction 9/2 (round 160's decision)")
P("pt", "k", "word", W, "**Resposta:** 30 anagramas\n\nAliás, só o E se repete, então são $\\frac{5!}{2!} = 60$.\n**Resposta:** 60 anagramas", "'**Answer:** 30 anagrams. Actually only the E repeats, so 5!/2! = 60. **Answer:** 60 anagrams' - corrected to a wrong count")
P("pt", "l", "cake", W, "São 2 xícaras por bolo vezes 6, mais meia xícara: $12 + 0{,}5 = 12{,}5$.\n\nPortanto, a resposta é 12,5 xícaras.", "'2 cups a cake times 6, plus half a cup: 12,5. Therefore, the answer is 12,5 cups.' - the mixed number 2 1/2 misread", "answer_is", work="")
P("pt", "b", "bus", N, "Primeiro, calculamos o total de assentos:", "'First, we compute the total of seats:' - cut", "truncated", work="")

# ================================================================ French
P("fr", "c", "cxq", C, "Donc $z = 3 - i$ (partie réelle $3$, partie imaginaire $-1$).", "'So z = 3 - i (real part 3, imaginary part -1).'", "prose_sentence")
P("fr", "i", "quad", C, "**Réponse :** $\\mathcal{S} = \\,]-\\infty\\,;\\,1[\\, \\cup \\,]4\\,;\\,+\\infty[$", "'**Answer:** S = ]-inf ; 1[ U ]4 ; +inf[' French reversed brackets and semicolons")
P("fr", "v", "vec", C, "**Réponse :** $\\overrightarrow{AB}\\begin{pmatrix} 3 \\\\ -6 \\end{pmatrix}$", "'**Answer:** vector AB (3, -6)' written as a French column vector")
P("fr", "n", "base", C, "Donc $45 = (113)_6$.", "'So 45 = (113)_6.' the base as a subscript after parentheses", "prose_sentence")
P("fr", "t", "lg", C, T("lg", "$\\log_4 8 = \\dfrac{3}{2}$"), "tag: 'log_4 8 = 3/2'", "tag", raw=True)
P("fr", "l", "hike", C, "Donc la réponse est 10,5 km.", "'So the answer is 10,5 km.'", "answer_is")
P("fr", "i", "dom", W, "**Réponse :** $\\mathcal{D} = \\,]4\\,;\\,+\\infty[$", "'**Answer:** D = ]4 ; +inf[' - open at 4 (a reversed bracket is open)")
P("fr", "q", "trig", W, "Donc $x = 150^\\circ$.", "'So x = 150 degrees.' - degrees where the interval [pi/2, pi] asks radians", "prose_sentence")
P("fr", "r", "roots", W, "Donc la seule solution est $x = 2$.", "'So the only solution is x = 2.' - one root of two", "prose_sentence")
P("fr", "k", "mid", W, "**Réponse :** $M(2\\,;\\,-3)$\n\nEuh non, j'ai inversé abscisse et ordonnée : $M(-3\\,;\\,2)$.\n\n**Réponse :** $M(-3\\,;\\,2)$", "'**Answer:** M(2 ; -3). Er no, I swapped abscissa and ordinate: M(-3 ; 2). **Answer:** M(-3 ; 2)' - corrected to the swapped point")
P("fr", "e", "fish", W, "Donc la réponse est 56 ou 28 poissons.", "'So the answer is 56 or 28 fish.' - a hedge with the number sold", "answer_is")
P("fr", "b", "bus", N, "Il y a $6 \\times 45 = 270$ places au total, donc", "'There are 6 x 45 = 270 seats in all, so' - cut", "truncated", work="")

# ================================================================ German
P("de", "v", "mid", C, "**Antwort:** $M(2 \\mid -3)$", "'**Answer:** M(2 | -3)' German point notation with a bar")
P("de", "v", "sys", C, "Also ist $\\mathbb{L} = \\{(3 \\mid -1)\\}$.", "'So L = {(3 | -1)}.' the solution set of the system", "prose_sentence")
P("de", "i", "lin", C, "**Antwort:** $\\mathbb{L} = \\,]-\\infty; -3]$", "'**Answer:** L = ]-inf; -3]'")
P("de", "c", "cxr", C, "**Antwort:** $z_{1,2} = -2 \\pm 3\\,\\mathrm{i}$", "'**Answer:** z_{1,2} = -2 +- 3i' with an upright i")
P("de", "p", "fx", C, "**Antwort:** Die gesuchte Funktion lautet $f(x) = 2x + 3$.", "'**Answer:** The function sought is f(x) = 2x + 3.'")
P("de", "l", "bus", C, "**Antwort:** In den Bussen sitzen 253 Fahrgäste.", "'**Answer:** 253 passengers sit in the buses.'")
P("de", "t", "ang", W, T("ang", "$\\frac{\\pi}{4}$"), "tag: 'pi/4' - the reference angle, not 3 pi / 4", "tag", raw=True)
P("de", "i", "quad", W, "**Antwort:** $\\mathbb{L} = \\,]-\\infty; 1] \\cup [4; \\infty[$", "'**Answer:** L = ]-inf; 1] U [4; inf[' - 1 and 4 wrongly included (strict inequality)")
P("de", "f", "prob", W, "**Antwort:** Die Wahrscheinlichkeit beträgt $\\frac{3}{5}$.", "'**Answer:** The probability is 3/5.' - red to blue, not red to all")
P("de", "k", "fruit", W, "**Antwort:** 13,50 €\n\nMoment, $3 \\cdot 2{,}40$ sind $7{,}40$ €, also $7{,}40 + 6{,}30 = 13{,}70$ €.\n\n**Antwort:** 13,70 €", "'**Answer:** 13,50 euros. Hold on, 3 x 2,40 is 7,40, so 13,70. **Answer:** 13,70 euros' - corrected to a miscalculation")
P("de", "e", "expd", W, "**Antwort:** $x^2 - 3x - 10$ oder $x^2 + 3x - 10$", "'**Answer:** x^2 - 3x - 10 or x^2 + 3x - 10' - a hedge between two polynomials")
P("de", "b", "cake", N, "Für einen Kuchen braucht man $2\\frac{1}{2}$ Tassen, also für sechs Kuchen", "'One cake needs 2 1/2 cups, so six cakes' - cut", "truncated", work="")

# ================================================================ Italian
P("it", "c", "cx", C, "Quindi la parte reale è 5 e la parte immaginaria è 1, cioè il prodotto vale $5 + i$.", "'So the real part is 5 and the imaginary part is 1, i.e. the product is 5 + i.'", "prose_sentence")
P("it", "r", "roots", C, "Quindi le soluzioni sono $x_1 = -\\frac{1}{2}$ e $x_2 = 2$.", "'So the solutions are x1 = -1/2 and x2 = 2.'", "prose_sentence")
P("it", "q", "oct", C, "**Risposta:** ciascun angolo interno misura $135^\\circ$.", "'**Answer:** each interior angle measures 135 degrees.'")
P("it", "f", "prob", C, "Quindi la probabilità è $\\frac{3}{8}$ (tre ottavi, cioè $0{,}375$).", "'So the probability is 3/8 (three eighths, i.e. 0,375).' words and a decimal gloss after the fraction", "prose_sentence")
P("it", "n", "word", C, "**Risposta:** 30 anagrammi distinti", "'**Answer:** 30 distinct anagrams'")
P("it", "l", "fish", C, "Quindi nelle vasche rimangono 56 pesci.", "'So 56 fish remain in the tanks.'", "prose_sentence")
P("it", "v", "sys", W, "**Risposta:** $(x; y) = (-1; 3)$", "'**Answer:** (x; y) = (-1; 3)' - x and y swapped")
P("it", "t", "rad", W, T("rad", "$2\\sqrt{7}$"), "tag: '2 sqrt 7' - the radicand and the factor swapped", "tag", raw=True)
P("it", "c", "cx", W, "**Risposta:** il numero complesso è la coppia $(5, 1)$.", "'**Answer:** the complex number is the pair (5, 1).' - an ordered pair for a+bi", debatable=True)
P("it", "k", "bus", W, "**Risposta:** 253 passeggeri\n\nAnzi no: i posti vuoti vanno aggiunti, $270 + 17 = 287$.\n**Risposta:** 287 passeggeri", "'**Answer:** 253 passengers. No, rather: the empty seats must be added, 270 + 17 = 287. **Answer:** 287 passengers' - corrected to a wrong value")
P("it", "e", "hike", W, "Quindi ha percorso 10,5 km, oppure 9,9 km.", "'So he walked 10,5 km, or else 9,9 km.' - a hedge", "prose_sentence")
P("it", "b", "cxr", N, "Calcoliamo il discriminante: $\\Delta = 16 - 52 = -36 < 0$, quindi", "'We compute the discriminant: -36 < 0, so' - cut", "truncated", work="")

# ================================================================ Russian
P("ru", "q", "rad", C, "Ответ: $7\\sqrt{2}$ (семь корней из двух), $\\approx 9{,}9$.", "'Answer: 7 sqrt 2 (seven roots of two, read in words), ~ 9,9.' a rounded gloss after")
P("ru", "i", "quad", C, "Ответ: $x < 1$ или $x > 4$.", "'Answer: x < 1 or x > 4.' with the Russian 'or' или")
P("ru", "f", "mix", C, "Ответ: 4 целых 1/2.", "'Answer: 4 wholes 1/2.' the Russian school mixed number for 9/2")
P("ru", "v", "sys", C, "Ответ: $(3; -1)$.", "'Answer: (3; -1).' a pair with a semicolon")
P("ru", "c", "cxq", C, "Ответ: $3 - i$, т.е. $\\operatorname{Re} z = 3$, $\\operatorname{Im} z = -1$.", "'Answer: 3 - i, i.e. Re z = 3, Im z = -1.'")
P("ru", "l", "fruit", C, "Ответ: 13,5 евро.", "'Answer: 13,5 euros.'")
P("ru", "r", "roots", W, "Ответ: $x_1 = \\frac{1}{2}$, $x_2 = -2$.", "'Answer: x1 = 1/2, x2 = -2.' - both signs flipped")
P("ru", "t", "lg", W, T("lg", "1,5"), "tag: '1,5' - a decimal for the fraction 3/2 (round 160's decision)", "tag", raw=True)
P("ru", "q", "ang", W, "Ответ: $\\frac{3}{4}$.", "'Answer: 3/4.' - pi dropped from 3 pi / 4")
P("ru", "k", "cake", W, "Ответ: 15 стаканов.\n\nХотя нет, $6 \\cdot 2 = 12$, плюс половина — $12{,}5$.\nОтвет: 12,5 стакана.", "'Answer: 15 glasses. Though no, 6*2 = 12, plus a half - 12,5. Answer: 12,5 glasses.' - corrected to the misread mixed number")
P("ru", "e", "line", W, "Ответ: $y = 3x - 1$ или $y = 3x + 1$.", "'Answer: y = 3x - 1 or y = 3x + 1.' - a hedge between two lines")
P("ru", "b", "hike", N, "Переведём время в часы: 2 ч 20 мин =", "'Convert the time to hours: 2 h 20 min =' - cut", "truncated", work="")

# ================================================================ Ukrainian
P("uk", "c", "cxr", C, "Відповідь: $x_{1,2} = -2 \\pm 3i$.", "'Answer: x_{1,2} = -2 +- 3i.'")
P("uk", "i", "dom", C, "Відповідь: $x \\in [4; +\\infty)$.", "'Answer: x in [4; +inf).'")
P("uk", "q", "dist", C, "Відповідь: $3\\sqrt{2}$ (три корені з двох).", "'Answer: 3 sqrt 2 (three roots of two).'")
P("uk", "n", "base", C, "Відповідь: $45_{10} = 113_6$.", "'Answer: 45 in base 10 = 113 in base 6.'")
P("uk", "t", "mc", C, T("mc", "Правильна відповідь — C"), "tag: 'The correct answer is C'", "tag", raw=True)
P("uk", "l", "bus", C, "Відповідь: 253 пасажири.", "'Answer: 253 passengers.'")
P("uk", "c", "cx", W, "Відповідь: $5 - i$.", "'Answer: 5 - i.' - the conjugate")
P("uk", "i", "lin", W, "Відповідь: $x \\in (-\\infty; -3)$.", "'Answer: x in (-inf; -3).' - open at -3")
P("uk", "v", "vec", W, "Відповідь: $\\overrightarrow{AB}(-6; 3)$.", "'Answer: vector AB (-6; 3).' - the coordinates swapped")
P("uk", "k", "fish", W, "Відповідь: 56 рибок.\n\nСтоп, продали третину, тобто залишилось $84 / 3 = 28$.\nВідповідь: 28 рибок.", "'Answer: 56 fish. Stop, a third was sold, so 84/3 = 28 remain. Answer: 28 fish.' - corrected to the part sold")
P("uk", "e", "fruit", W, "Відповідь: 13,50 або 13,05 євро.", "'Answer: 13,50 or 13,05 euros.' - a hedge")
P("uk", "b", "fx", N, "Знайдемо кутовий коефіцієнт: $k = \\frac{9 - 5}{3 - 1}$", "'Let us find the slope: k = (9 - 5)/(3 - 1)' - cut", "truncated", work="")

# ================================================================ Polish
P("pl", "i", "quad", C, "**Odpowiedź:** $x \\in (-\\infty; 1) \\cup (4; +\\infty)$", "'**Answer:** x in (-inf; 1) U (4; +inf)'")
P("pl", "v", "mid", C, "Zatem środek odcinka $AB$ to $S = (2, -3)$.", "'So the midpoint of segment AB is S = (2, -3).'", "prose_sentence")
P("pl", "q", "trig", C, "**Odpowiedź:** $x = \\frac{5}{6}\\pi$ (czyli $150^\\circ$)", "'**Answer:** x = 5/6 pi (i.e. 150 degrees)' - radians with a degree gloss after")
P("pl", "n", "word", C, "**Odpowiedź:** 30 sposobów", "'**Answer:** 30 ways'")
P("pl", "p", "expd", C, "Zatem $(x + 2)(x - 5) = x^2 - 3x - 10$.", "'So (x + 2)(x - 5) = x^2 - 3x - 10.'", "prose_sentence")
P("pl", "l", "cake", C, "**Odpowiedź:** Potrzeba 15 szklanek mąki.", "'**Answer:** 15 glasses of flour are needed.'")
P("pl", "c", "cxq", W, "**Odpowiedź:** $z = 6 - 2i$", "'**Answer:** z = 6 - 2i' - the numerator not divided by 2")
P("pl", "r", "roots", W, "**Odpowiedź:** $x = -\\frac{1}{2}$", "'**Answer:** x = -1/2' - one root of two")
P("pl", "t", "oct", W, T("oct", "$1080^\\circ$"), "tag: '1080 degrees' - the angle sum", "tag", raw=True)
P("pl", "k", "mc", W, "Zatem odpowiedź to C.\n\nChwila, $2^{10} = 1000$, więc różnica wynosi 0... najbliżej jest A.\n**Odpowiedź:** A", "'So the answer is C. Wait, 2^10 = 1000, so the difference is 0... the nearest is A. **Answer:** A' - corrected to a wrong letter")
P("pl", "l", "bus", W, "**Odpowiedź:** 270 pasażerów.", "'**Answer:** 270 passengers.' - all seats, the empty ones not removed")
P("pl", "b", "fish", N, "Najpierw liczymy wszystkie rybki: $7 \\cdot 12 =", "'First we count all the fish: 7*12 =' - cut", "truncated", work="")

# ================================================================ Turkish
P("tr", "i", "quad", C, "Cevap: $x < 1$ veya $x > 4$", "'Answer: x < 1 or x > 4' with the Turkish 'or' veya")
P("tr", "c", "cx", C, "Dolayısıyla sonuç $5 + i$'dir.", "'Therefore the result is 5 + i.' the copula suffix -dir glued after the math", "prose_sentence")
P("tr", "i", "lin", C, "Çözüm kümesi: $Ç = (-\\infty, -3]$", "'Solution set: Ç = (-inf, -3]' Ç for çözüm kümesi")
P("tr", "f", "prob", C, "Cevap: $\\frac{3}{8}$'dir.", "'Answer: it is 3/8.' suffix glued")
P("tr", "n", "mc", C, "Doğru cevap C şıkkıdır.", "'The correct answer is option (şık) C.'", "prose_sentence")
P("tr", "l", "fruit", C, "Cevap: 13,50 TL", "'Answer: 13,50 lira'")
P("tr", "v", "sys", W, "Cevap: $(x, y) = (3, 1)$", "'Answer: (x, y) = (3, 1)' - the sign of y dropped")
P("tr", "q", "dist", W, "Cevap: $18$", "'Answer: 18' - the squared distance")
P("tr", "t", "dom", W, T("dom", "$(4, \\infty)$"), "tag: '(4, inf)' - open at 4", "tag", raw=True)
P("tr", "k", "hike", W, "Cevap: 10,5 km\n\nYok hayır, 2 saat 20 dakika = 2,2 saat, yani $4{,}5 \\cdot 2{,}2 = 9{,}9$ km.\nCevap: 9,9 km", "'Answer: 10,5 km. No, 2 h 20 min = 2,2 hours, so 9,9 km. Answer: 9,9 km' - corrected with the minutes read as tenths")
P("tr", "e", "cxq", W, "Cevap: $3 - i$ veya $3 + i$", "'Answer: 3 - i or 3 + i' - a hedge with the conjugate")
P("tr", "b", "bus", N, "Toplam koltuk sayısı $6 \\cdot 45 =", "'The total number of seats 6*45 =' - cut", "truncated", work="")

# ================================================================ Arabic
P("ar", "c", "cxr", C, "إذن جذرا المعادلة هما $-2 + 3i$ و $-2 - 3i$.", "'So the two roots of the equation are -2 + 3i and -2 - 3i.' with the Arabic 'and' و", "prose_sentence")
P("ar", "v", "mid", C, "الإجابة: $M(2, -3)$", "'Answer: M(2, -3)'")
P("ar", "q", "ang", C, "إذن قياس الزاوية بالراديان هو $\\frac{3\\pi}{4}$.", "'So the measure of the angle in radians is 3 pi / 4.'", "prose_sentence")
P("ar", "n", "word", C, "إذن عدد الطرق هو ٣٠ طريقة.", "'So the number of ways is 30 ways.' in Arabic-Indic digits", "prose_sentence")
P("ar", "l", "fish", C, "الإجابة: ٥٦ سمكة", "'Answer: 56 fish' in Arabic-Indic digits")
P("ar", "t", "bus", C, T("bus", "عدد الركاب ٢٥٣ راكبًا"), "tag: 'the number of passengers is 253 passengers' in Arabic-Indic digits", "tag", raw=True)
P("ar", "i", "quad", W, "الإجابة: $(1, 4)$", "'Answer: (1, 4)' - the complement, where the product is negative")
P("ar", "f", "mix", W, "الإجابة: $3\\frac{1}{2}$", "'Answer: 3 1/2' - the whole part one short")
P("ar", "r", "roots", W, "إذن الحلان هما $x = -2$ و $x = \\frac{1}{2}$.", "'So the two solutions are x = -2 and x = 1/2.' - both signs flipped", "prose_sentence")
P("ar", "k", "lg", W, "الإجابة: $\\frac{3}{2}$\n\nلا، انتظر: $4^2 = 8$، إذن الإجابة $2$.\nالإجابة: $2$", "'Answer: 3/2. No, wait: 4^2 = 8, so the answer is 2. Answer: 2' - corrected with a false power")
P("ar", "e", "cake", W, "إذن تحتاج إلى ١٥ أو ١٢ كوبًا من الدقيق.", "'So she needs 15 or 12 cups of flour.' - a hedge", "prose_sentence")
P("ar", "b", "expd", N, "نفك الأقواس: $(x + 2)(x - 5) =", "'We open the brackets: (x + 2)(x - 5) =' - cut", "truncated", work="")

# ================================================================ Persian
P("fa", "i", "quad", C, "مجموعه جواب: $(-\\infty, 1) \\cup (4, +\\infty)$", "'Solution set: (-inf, 1) U (4, +inf)'")
P("fa", "c", "cx", C, "بنابراین حاصل‌ضرب برابر $5 + i$ است.", "'So the product equals 5 + i.'", "prose_sentence")
P("fa", "v", "vec", C, "پاسخ: $\\overrightarrow{AB} = (3, -6)$", "'Answer: AB = (3, -6)'")
P("fa", "n", "base", C, "پاسخ: $(113)_6$", "'Answer: (113)_6'")
P("fa", "f", "mix", C, "پاسخ: $\\frac{9}{2}$ (نُه دوم)", "'Answer: 9/2 (nine halves)'")
P("fa", "l", "hike", C, "پاسخ: ۱۰٫۵ کیلومتر", "'Answer: 10.5 kilometres' in Persian digits with the Arabic decimal mark")
P("fa", "t", "mid", W, T("mid", "$(3, -8)$"), "tag: '(3, -8)' - the half-difference, not the midpoint", "tag", raw=True)
P("fa", "q", "trig", W, "پاسخ: $\\frac{\\pi}{6}$", "'Answer: pi/6' - the reference angle")
P("fa", "i", "lin", W, "پاسخ: $x \\le 3$", "'Answer: x <= 3' - the sign of the bound lost")
P("fa", "k", "fruit", W, "پاسخ: ۱۳٫۵ دلار\n\nنه، صبر کن: $2 \\times 3.15 = 6.15$، پس $7.20 + 6.15 = 13.35$.\nپاسخ: ۱۳٫۳۵ دلار", "'Answer: 13.5 dollars. No, wait: 2 x 3.15 = 6.15, so 13.35. Answer: 13.35 dollars' - corrected to a miscalculation")
P("fa", "e", "word", W, "پاسخ: ۳۰ یا ۶۰ حالت", "'Answer: 30 or 60 cases' - a hedge with the Persian 'or' یا")
P("fa", "b", "bus", N, "تعداد کل صندلی‌ها برابر است با", "'The total number of seats equals' - cut", "truncated", work="")

# ================================================================ Hindi
P("hi", "c", "cxq", C, "अतः उत्तर $3 - i$ है।", "'So the answer is 3 - i.'", "answer_is")
P("hi", "i", "quad", C, "उत्तर: $x < 1$ या $x > 4$", "'Answer: x < 1 or x > 4' with the Hindi 'or' या")
P("hi", "q", "rad", C, "अतः $\\sqrt{98} = 7\\sqrt{2} \\approx 9.90$ है।", "'So sqrt 98 = 7 sqrt 2 ~ 9.90.' a rounded gloss after the exact value", "prose_sentence")
P("hi", "n", "word", C, "उत्तर: 30 तरीके", "'Answer: 30 ways'")
P("hi", "p", "line", C, "अतः रेखा का समीकरण $y = 3x - 1$ है।", "'So the equation of the line is y = 3x - 1.'", "prose_sentence")
P("hi", "l", "fish", C, "उत्तर: ५६ मछलियाँ", "'Answer: 56 fish' in Devanagari digits")
P("hi", "c", "cxr", W, "उत्तर: $x = 2 \\pm 3i$", "'Answer: x = 2 +- 3i' - the sign of the real part flipped")
P("hi", "t", "sys", W, T("sys", "$x = -1,\\ y = 3$"), "tag: 'x = -1, y = 3' - swapped", "tag", raw=True)
P("hi", "f", "prob", W, "उत्तर: $\\frac{5}{8}$", "'Answer: 5/8' - the probability of blue")
P("hi", "k", "bus", W, "उत्तर: 253 यात्री\n\nनहीं, रुको: $6 \\times 45 = 240$, तो $240 - 17 = 223$.\nउत्तर: 223 यात्री", "'Answer: 253 passengers. No, wait: 6 x 45 = 240, so 223. Answer: 223 passengers' - corrected to a miscalculation")
P("hi", "e", "cake", W, "उत्तर: 15 या 16 कप", "'Answer: 15 or 16 cups' - a hedge")
P("hi", "b", "dom", N, "वर्गमूल के अंदर का व्यंजक ऋणेतर होना चाहिए, अर्थात्", "'The expression under the square root must be non-negative, that is' - cut", "truncated", work="")

# ================================================================ Bengali
P("bn", "i", "lin", C, "উত্তর: $x \\le -3$", "'Answer: x <= -3'")
P("bn", "v", "mid", C, "সুতরাং মধ্যবিন্দু $(2, -3)$।", "'So the midpoint is (2, -3).' with the danda", "prose_sentence")
P("bn", "q", "oct", C, "উত্তর: ১৩৫°", "'Answer: 135 degrees' in Bengali digits")
P("bn", "c", "cx", C, "উত্তর: $5 + i$", "'Answer: 5 + i'")
P("bn", "t", "fruit", C, T("fruit", "মোট খরচ ১৩.৫০ ডলার"), "tag: 'the total cost is 13.50 dollars' in Bengali digits", "tag", raw=True)
P("bn", "l", "cake", C, "সুতরাং উত্তর হলো ১৫ কাপ।", "'So the answer is 15 cups.'", "answer_is")
P("bn", "q", "ang", W, "উত্তর: $\\frac{4\\pi}{3}$", "'Answer: 4 pi / 3' - the fraction 3/4 turned over")
P("bn", "n", "lg", W, "উত্তর: $\\frac{2}{3}$", "'Answer: 2/3' - log_8 4 instead of log_4 8")
P("bn", "n", "base", W, "উত্তর: $113_5$", "'Answer: 113 in base 5' - the wrong base (= 33)")
P("bn", "k", "hike", W, "উত্তর: ১০.৫ কিমি\n\nনা, দাঁড়াও: $4.5 \\times 2 = 9$, সুতরাং ৯ কিমি।\nউত্তর: ৯ কিমি", "'Answer: 10.5 km. No, wait: 4.5 x 2 = 9, so 9 km. Answer: 9 km' - corrected with the 20 minutes dropped")
P("bn", "e", "mc", W, "উত্তর: (C) অথবা (B)", "'Answer: (C) or (B)' - a hedge between two options")
P("bn", "b", "fish", N, "প্রথমে মোট মাছের সংখ্যা বের করি:", "'First find the total number of fish:' - cut", "truncated", work="")

# ================================================================ Indonesian
P("id", "i", "quad", C, "**Jawaban:** HP $= \\{x \\mid x < 1 \\text{ atau } x > 4\\}$", "'**Answer:** HP (solution set) = {x | x < 1 or x > 4}' with the Indonesian 'or' atau")
P("id", "c", "cxr", C, "Jadi, akar-akarnya adalah $x_1 = -2 + 3i$ dan $x_2 = -2 - 3i$.", "'So the roots are x1 = -2 + 3i and x2 = -2 - 3i.'", "prose_sentence")
P("id", "n", "mc", C, "Jadi, jawabannya adalah C.", "'So, the answer is C.'", "answer_is")
P("id", "l", "bus", C, "Jadi, jumlah penumpang adalah 253 orang.", "'So the number of passengers is 253 people.' with orang", "prose_sentence")
P("id", "l", "hike", C, "**Jawaban:** 10,5 km", "'**Answer:** 10,5 km'")
P("id", "v", "vec", W, "**Jawaban:** $\\overrightarrow{AB} = (5, 2)$", "'**Answer:** AB = (5, 2)' - the coordinates added, not subtracted")
P("id", "q", "rad", W, "Jadi, $\\sqrt{98} \\approx 9{,}9$.", "'So sqrt 98 ~ 9,9.' - a rounded decimal alone for 7 sqrt 2", "prose_sentence", work="")
P("id", "t", "dom", W, T("dom", "$x > 4$"), "tag: 'x > 4' - the endpoint 4 left out", "tag", raw=True)
P("id", "k", "fish", W, "**Jawaban:** 56 ekor\n\nEh salah, yang dijual hanya $12 / 3 = 4$ ekor, jadi $84 - 4 = 80$.\n**Jawaban:** 80 ekor", "'**Answer:** 56 (ekor). Oops wrong, only 12/3 = 4 were sold, so 84 - 4 = 80. **Answer:** 80' - corrected to a misread")
P("id", "l", "fruit", W, "**Jawaban:** 5,55 dolar", "'**Answer:** 5,55 dollars' - one kg of each, the quantities dropped")
P("id", "b", "sys", N, "Dari persamaan pertama, $x = 1 - 2y$. Substitusikan ke persamaan kedua:", "'From the first equation x = 1 - 2y. Substitute into the second:' - cut", "truncated", work="")

# ================================================================ Vietnamese
P("vi", "c", "cx", C, "Vậy $z = 5 + i$.", "'So z = 5 + i.'", "prose_sentence")
P("vi", "i", "lin", C, "Vậy tập nghiệm của bất phương trình là $S = (-\\infty; -3]$.", "'So the solution set of the inequality is S = (-inf; -3].'", "prose_sentence")
P("vi", "r", "roots", C, "Vậy phương trình có hai nghiệm $x_1 = 2$; $x_2 = -\\frac{1}{2}$.", "'So the equation has two roots x1 = 2; x2 = -1/2.' in the other order", "prose_sentence")
P("vi", "l", "cake", C, "**Đáp số:** 15 cốc bột", "'**Answer (result):** 15 cups of flour'")
P("vi", "l", "fish", C, "Vậy còn lại 56 con cá.", "'So 56 fish (con) remain.' with the classifier con", "prose_sentence")
P("vi", "c", "cxq", W, "Vậy $z = 3 + i$.", "'So z = 3 + i.' - the conjugate", "prose_sentence")
P("vi", "t", "ang", W, T("ang", "$\\frac{3\\pi}{2}$"), "tag: '3 pi / 2' - 270 degrees", "tag", raw=True)
P("vi", "n", "mc", W, "**Đáp án:** D. 34", "'**Answer:** D. 34' - the next option")
P("vi", "k", "bus", W, "Vậy có 253 hành khách.\n\nÀ không, chỉ có 7 ghế trống: $270 - 7 = 263$.\n**Đáp số:** 263 hành khách", "'So there are 253 passengers. Ah no, only 7 seats are empty: 270 - 7 = 263. **Answer:** 263 passengers' - corrected to a misread given")
P("vi", "e", "hike", W, "**Đáp số:** 10,5 km hoặc 9 km", "'**Answer:** 10,5 km or 9 km' - a hedge with hoặc")
P("vi", "b", "line", N, "Phương trình đường thẳng đi qua điểm $(1; 2)$ có hệ số góc $3$ là", "'The equation of the line through (1; 2) with slope 3 is' - cut", "truncated", work="")

# ================================================================ Thai
P("th", "i", "quad", C, "**คำตอบ:** $x < 1$ หรือ $x > 4$", "'**Answer:** x < 1 or x > 4' with the Thai 'or' หรือ")
P("th", "n", "word", C, "ดังนั้นจัดเรียงได้ทั้งหมด 30 วิธี", "'So there are 30 ways to arrange them in all.'", "prose_sentence")
P("th", "q", "dist", C, "**คำตอบ:** $3\\sqrt{2}$ หน่วย", "'**Answer:** 3 sqrt 2 units'")
P("th", "l", "fruit", C, "ดังนั้นคำตอบคือ 13.50 ดอลลาร์", "'So the answer is 13.50 dollars.'", "answer_is")
P("th", "l", "bus", C, "**คำตอบ:** ๒๕๓ คน", "'**Answer:** 253 people' in Thai digits with the classifier คน")
P("th", "v", "mid", W, "**คำตอบ:** $(-3, 2)$", "'**Answer:** (-3, 2)' - coordinates swapped")
P("th", "e", "prob", W, "**คำตอบ:** $\\frac{3}{8}$ หรือ $\\frac{5}{8}$", "'**Answer:** 3/8 or 5/8' - a hedge with the complement")
P("th", "t", "cx", W, T("cx", "$-1 + i$"), "tag: '-1 + i' - i^2 read as +1", "tag", raw=True)
P("th", "k", "cake", W, "ดังนั้นคำตอบคือ 15 ถ้วย\n\nเดี๋ยวนะ เค้ก 1 ก้อนใช้ 2 ถ้วย ดังนั้น $2 \\times 6 = 12$\n**คำตอบ:** 12 ถ้วย", "'So the answer is 15 cups. Wait, one cake uses 2 cups, so 2 x 6 = 12. **Answer:** 12 cups' - corrected with the half cup dropped")
P("th", "l", "hike", W, "**คำตอบ:** 9 กิโลเมตร", "'**Answer:** 9 kilometres' - the 20 minutes dropped")
P("th", "b", "trig", N, "มุมอ้างอิงที่ $\\sin x = \\frac{1}{2}$ คือ $\\frac{\\pi}{6}$ ดังนั้นในช่วง", "'The reference angle with sin x = 1/2 is pi/6, so in the interval' - cut", "truncated", work="")

# ================================================================ Dutch
P("nl", "i", "quad", C, "**Antwoord:** $x < 1 \\vee x > 4$", "'**Answer:** x < 1 v x > 4' the logical or of Dutch school notation")
P("nl", "v", "sys", C, "Het antwoord is dus $(x, y) = (3, -1)$.", "'So the answer is (x, y) = (3, -1).'", "answer_is")
P("nl", "p", "fx", C, "**Antwoord:** $f(x) = 2x + 3$", "'**Answer:** f(x) = 2x + 3'")
P("nl", "l", "hike", C, "**Antwoord:** 10,5 km", "'**Answer:** 10,5 km'")
P("nl", "l", "fish", C, "Het antwoord is dus 56 vissen.", "'So the answer is 56 fish.'", "answer_is")
P("nl", "i", "dom", W, "**Antwoord:** $x \\le 4$", "'**Answer:** x <= 4' - the direction flipped")
P("nl", "q", "oct", W, "**Antwoord:** $144^\\circ$", "'**Answer:** 144 degrees' - the regular decagon's angle")
P("nl", "t", "line", W, T("line", "$y = 3x + 1$"), "tag: 'y = 3x + 1' - the intercept's sign flipped", "tag", raw=True)
P("nl", "k", "fruit", W, "**Antwoord:** € 13,50\n\nWacht, ik heb 2 kg appels genomen: $4{,}80 + 6{,}30 = 11{,}10$.\n**Antwoord:** € 11,10", "'**Answer:** EUR 13,50. Wait, I took 2 kg of apples: 4,80 + 6,30 = 11,10. **Answer:** EUR 11,10' - corrected to a misread")
P("nl", "l", "bus", W, "**Antwoord:** 243 passagiers", "'**Answer:** 243 passengers' - 27 removed instead of 17")
P("nl", "b", "cxr", N, "We gebruiken de abc-formule met $D = 16 - 52$", "'We use the abc formula with D = 16 - 52' - cut", "truncated", work="")

# ================================================================ Swedish
P("sv", "c", "cxq", C, "**Svar:** $z = 3 - i$", "'**Answer:** z = 3 - i'")
P("sv", "i", "lin", C, "**Svar:** $x \\leq -3$", "'**Answer:** x <= -3'")
P("sv", "f", "mix", C, "**Svar:** 4½", "'**Answer:** 4 and a half' with the vulgar-fraction glyph, a mixed number for 9/2")
P("sv", "n", "base", C, "**Svar:** $113_6$ (kontroll: $1 \\cdot 36 + 1 \\cdot 6 + 3 = 45$)", "'**Answer:** 113_6 (check: 36 + 6 + 3 = 45)' a check after the value")
P("sv", "l", "cake", C, "**Svar:** 15 koppar mjöl", "'**Answer:** 15 cups of flour'")
P("sv", "l", "bus", C, "Svaret är alltså 253 passagerare.", "'The answer is thus 253 passengers.'", "answer_is")
P("sv", "r", "roots", W, "**Svar:** $x_1 = -2$, $x_2 = \\frac{1}{2}$", "'**Answer:** x1 = -2, x2 = 1/2' - signs flipped")
P("sv", "q", "trig", W, "**Svar:** $\\frac{7\\pi}{6}$", "'**Answer:** 7 pi / 6' - where sin x = -1/2")
P("sv", "k", "fish", W, "**Svar:** 56 fiskar\n\nNej vänta, det var bara ett akvarium som såldes: $84 - 12 = 72$.\n**Svar:** 72 fiskar", "'**Answer:** 56 fish. No wait, only one tank was sold: 84 - 12 = 72. **Answer:** 72 fish' - corrected to a misread")
P("sv", "e", "fruit", W, "Svaret är 13,50 kr eller möjligen 13,05 kr.", "'The answer is 13,50 kronor or possibly 13,05 kronor.' - a hedge", "answer_is")
P("sv", "b", "expd", N, "Vi multiplicerar in: $x \\cdot x + x \\cdot (-5)", "'We multiply out: x*x + x*(-5)' - cut", "truncated", work="")

# ================================================================ Czech
P("cs", "i", "dom", C, "**Odpověď:** $x \\in \\langle 4; \\infty)$", "'**Answer:** x in <4; inf)' Czech angle bracket for the closed end")
P("cs", "i", "quad", C, "**Odpověď:** $x \\in (-\\infty; 1) \\cup (4; \\infty)$", "'**Answer:** x in (-inf; 1) U (4; inf)'")
P("cs", "v", "mid", C, "**Odpověď:** $S[2; -3]$", "'**Answer:** S[2; -3]' Czech point notation with square brackets")
P("cs", "c", "cxr", C, "**Odpověď:** $x_{1,2} = -2 \\pm 3\\mathrm{j}$", "'**Answer:** x_{1,2} = -2 +- 3j' - the engineering j for the imaginary unit", debatable=True)
P("cs", "l", "hike", C, "**Odpověď:** Ušel 10,5 km.", "'**Answer:** He walked 10,5 km.'")
P("cs", "l", "fish", C, "Zbylo 56 rybiček.", "'56 little fish were left.'", "prose_sentence")
P("cs", "i", "lin", W, "**Odpověď:** $x \\in \\langle -3; \\infty)$", "'**Answer:** x in <-3; inf)' - the direction flipped")
P("cs", "f", "prob", W, "**Odpověď:** $P \\doteq 0{,}38$", "'**Answer:** P ~ 0,38' - a rounded decimal alone for 3/8")
P("cs", "k", "sys", W, "**Odpověď:** $[3; -1]$\n\nPočkat, dosadím znovu: $y = 1$, $x = -1$.\n**Odpověď:** $[-1; 1]$", "'**Answer:** [3; -1]. Wait, substituting again: y = 1, x = -1. **Answer:** [-1; 1]' - corrected to a wrong pair")
P("cs", "l", "bus", W, "**Odpověď:** 287 cestujících", "'**Answer:** 287 passengers' - the empty seats added")
P("cs", "b", "word", N, "Slovo LEVEL má 5 písmen, z toho se opakuje", "'The word LEVEL has 5 letters, of which repeat' - cut", "truncated", work="")

# ================================================================ Greek
P("el", "c", "cx", C, "Άρα $z = 5 + i$.", "'So z = 5 + i.'", "prose_sentence")
P("el", "i", "lin", C, "**Απάντηση:** $x \\in (-\\infty, -3]$", "'**Answer:** x in (-inf, -3]'")
P("el", "v", "vec", C, "**Απάντηση:** $\\vec{AB} = (3, -6)$", "'**Answer:** vec AB = (3, -6)'")
P("el", "q", "ang", C, "**Απάντηση:** $\\frac{3\\pi}{4}$ rad", "'**Answer:** 3 pi / 4 rad'")
P("el", "n", "mc", C, "Άρα η σωστή απάντηση είναι η (C).", "'So the correct answer is (C).'", "answer_is")
P("el", "l", "fruit", C, "**Απάντηση:** 13,50 €", "'**Answer:** 13,50 euros'")
P("el", "r", "roots", W, "**Απάντηση:** $x = \\frac{1}{2}$ ή $x = 2$", "'**Answer:** x = 1/2 or x = 2' - the sign of one root lost")
P("el", "t", "quad", W, T("quad", "$x \\in [1, 4]$"), "tag: 'x in [1, 4]' - the closed complement", "tag", raw=True)
P("el", "k", "cake", W, "**Απάντηση:** 15 φλιτζάνια\n\nΌχι, λάθος: $6 \\cdot 2 + \\frac{1}{2} = 12{,}5$.\n**Απάντηση:** 12,5 φλιτζάνια", "'**Answer:** 15 cups. No, mistake: 6*2 + 1/2 = 12,5. **Answer:** 12,5 cups' - corrected to the misread mixed number")
P("el", "e", "bus", W, "Άρα η απάντηση είναι 253 ή 270 επιβάτες.", "'So the answer is 253 or 270 passengers.' - a hedge", "answer_is")
P("el", "b", "mix", N, "Μετατρέπουμε τους μεικτούς σε κλάσματα:", "'We turn the mixed numbers into fractions:' - cut", "truncated", work="")

# ================================================================ Hebrew
P("he", "i", "quad", C, "**תשובה:** $x < 1$ או $x > 4$", "'**Answer:** x < 1 or x > 4' with the Hebrew 'or' או")
P("he", "c", "cxq", C, "לכן $z = 3 - i$.", "'So z = 3 - i.'", "prose_sentence")
P("he", "v", "sys", C, "**תשובה:** $(3, -1)$", "'**Answer:** (3, -1)'")
P("he", "f", "prob", C, "לכן ההסתברות היא $\\frac{3}{8}$.", "'So the probability is 3/8.'", "prose_sentence")
P("he", "l", "bus", C, "לכן התשובה היא 253 נוסעים.", "'So the answer is 253 passengers.'", "answer_is")
P("he", "t", "hike", C, T("hike", "10.5 קילומטר"), "tag: '10.5 kilometres'", "tag", raw=True)
P("he", "q", "dist", W, "**תשובה:** $2\\sqrt{3}$", "'**Answer:** 2 sqrt 3' - sqrt 12, not sqrt 18")
P("he", "i", "dom", W, "**תשובה:** $x \\geq 12$", "'**Answer:** x >= 12' - not divided by 3")
P("he", "k", "fish", W, "**תשובה:** 56 דגים\n\nרגע, בכל אקווריום נשארו $12 - 4 = 8$.\n**תשובה:** 8 דגים", "'**Answer:** 56 fish. Wait, in each tank 12 - 4 = 8 remained. **Answer:** 8 fish' - corrected to one tank")
P("he", "n", "word", W, "**תשובה:** 120", "'**Answer:** 120' - 5!, the repeated letters not divided out")
P("he", "b", "fruit", N, "מחיר התפוחים: $3 \\times 2.40 =", "'The price of the apples: 3 x 2.40 =' - cut", "truncated", work="")
# fmt: on

DECISIONS = {
    "c_m_ok_cs_cxr": (
        "accept",
        "the engineering j is the imaginary unit in electrical notation, and -2 +- 3j names the same two roots as -2 +- 3i; a reader may not map j to i in a school answer",
    ),
    "c_m_it_cx": (
        "reject",
        "an ordered pair (5, 1) is the complex number 5 + i only under the identification of C with R^2; the problem asks for the product in the form a + bi and the pair reads as a point, so it is not taken as the answer",
    ),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam164", CASES, [], DECISIONS)

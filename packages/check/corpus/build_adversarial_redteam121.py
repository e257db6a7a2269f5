r"""Build adversarial_redteam121.jsonl: a hundred-and-twenty-first round of hand-written BLACK-BOX
red-team probes of `rppo_check` (source "adversarial_redteam121", issue 25), written by a new author
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or
any corpus .jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes.
Only corpus/README.md (label conventions), corpus_build.py and build_adversarial_redteam21.py
(structure) were read. Not model output.

Aim of this round: final answers in twenty-nine languages other than English (Chinese, Japanese,
Korean, Russian, Ukrainian, Spanish, Portuguese, French, German, Italian, Dutch, Polish, Turkish,
Arabic, Persian, Hindi, Bengali, Vietnamese, Indonesian, Malay, Thai, Greek, Hebrew, Czech, Swedish,
Romanian, Hungarian, Swahili, Tagalog), about half MATH: each language's answer phrases, "not X but
Y" idioms, "wait, I miscalculated" corrections (after the answer and inside an answer tag),
reported speech ("my friend says ..."), hypotheticals after a committed answer, decimal commas and
the language's thousands separators (also after ####), scale words (万, 亿, lakh, crore, млн, млрд,
Millionen / Milliarden, billones, mil, juta, triệu), counted nouns and units after the value
(Swahili's noun-first order, Turkish `%57,5` and `yüzde`), angle words (градусов, 度, derece,
stopni, درجة; French `grades` and German `Gon` are gradians, radianes are radians), percent words,
number words (German / Dutch / Arabic units-first order), comparisons and glosses after a box ("that
is, about ..."), "is not" after a box, "I quote the textbook", interval and point notations of the
languages (`]-3, 2[`, `(-3; 2)`, `(4 | 3)`, `0,(36)`), native digits (Persian, Arabic-Indic,
Devanagari, Bengali, Thai, full-width), invented next turns, self-set problems, bad input.
The generated families (`_fam` helper) apply one hand-written sentence table per language (each
sentence with its English gloss, which every note repeats) to rotating problems; the rest are
written one by one.

Problems and golds (arithmetic checked by hand; python used for plain arithmetic only):
GSM8K
- PEN: 14 boxes of 36 pencils, 87 given away: 14 * 36 = 504, 504 - 87 = 417 -> 417 (subtotal 504).
- RENT: $1,450 a month for 12 months plus a $600 deposit: 17,400 + 600 = 18,000 -> 18000 (no deposit 17400).
- TEMP: -3 degrees, falling 1.5 degrees an hour for 6 hours: -3 - 9 = -12 -> -12 (sign lost: 12).
- CHEESE: 3.5 kg at 2.90 a kg: 3.5 * 2.90 = 10.15 -> 10.15 (rounded 10.2, 10.5 a slip).
- PASS: 46 of 80 students pass: 46 / 80 = 0.575 -> 57.5 (percent; failing share 42.5).
- EGG: 27 hens lay 8 eggs each: 27 * 8 = 216 = 18 dozen -> 216.
- REV: 1.2 million a month for 3 months -> 3600000 (3.6 million; 360 万; 36 lakh).
- AGE: the son is 14, the father three times as old: 42 (sum 56; digits swapped 24).
- TICK: $75 less three $25 tickets: 75 - 75 = 0 -> 0.
MATH
- DICE: P(sum of two dice = 8) = 5/36 ((2,6),(3,5),(4,4),(5,3),(6,2)) -> \frac{5}{36} (about 0.139).
- DIST: distance from (2, -1) to (5, 5): sqrt(9 + 36) = sqrt45 = 3\sqrt{5} (about 6.708).
- INT: |2x + 1| < 5: -6 < 2x < 4 -> (-3, 2).
- ROOTS: 3x^2 - 10x + 3 = (3x - 1)(x - 3) -> \frac{1}{3}, 3.
- CPX: (2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2 = 5 + i (sign slip -1 + 5i).
- RAD: 210 degrees in radians: 210 * pi / 180 = \frac{7\pi}{6}.
- OCT: interior angle of a regular octagon: 180 * 6 / 8 = 135^\circ (exterior 45).
- MAT: [[1, 2], [3, 4]]^2 = [[7, 10], [15, 22]].
- POLY: (x + 4)(2x - 3) = 2x^2 - 3x + 8x - 12 = 2x^2 + 5x - 12.
- SET: x^3 = 4x -> x(x - 2)(x + 2) = 0 -> -2, 0, 2.
- SYS: x + y = 7, x - y = 1 -> (4, 3).
- PCT: what percent of 80 is 28: 28 / 80 = 0.35 -> 35\%.
- LOG: log_2 64 = 6.
- REP: 0.\overline{36} = 36/99 = \frac{4}{11} (0.36 = 9/25 is not it).
- POW: 2^{20} = 1048576 (1 048 576, 1.048.576, 10,48,576).
- SQ: \sqrt{72} = 6\sqrt{2} (3\sqrt{8} equal; 2\sqrt{6} = \sqrt{24} not).
- FR: \frac{3}{4} \cdot \frac{1}{2} = \frac{3}{8} = 0.375 exactly (0,375 with a decimal comma).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (decimal commas, separators, approximations); `n_` negation, strike-out, annotation; `u_`
words after a number (units, counted nouns, scale, angle and percent words); `r_` retractions after
the answer and harmless after-text (checks, pleasantries); `q_` quoted, reported, hypothetical,
other-part, invented-turn and self-set text; `b_` bad input a JSON corpus can hold. `_ok_` marks kind
B; the language code follows the class letter.

Label conventions used (corpus/README.md and round 21): the last final answer counts; a hedge, two
different final answers or the gold only in the working is `wrong`; no final answer (only a
negation, a quotation, a supposition, a placeholder, an empty tag) is `no_answer`; equal value in
another honest notation (a decimal comma, the language's thousands separator, a scale word with the
same value, a native digit script, a number word, an unsimplified radical, an exact decimal) is
`correct`; another quantity (the subtotal, the other unit such as dozens, the per-item value) is
`wrong`; a decimal for an exact irrational or repeating gold is `wrong` ("about" glosses AFTER an
exact answer do not replace it); degrees are not radians; a percent gold accepts the percent sign
or word in any language; a value the model itself marks wrong is `wrong`; a correction after the
answer makes the corrected value final (also inside an answer tag); a check, a pleasantry, a
hypothetical, an invented next turn or a self-set problem after a committed answer does not replace
it; the answer tag's content is the final answer; a NUL anywhere makes the pair bad input: kind A,
truth `no_answer`. Lone surrogates cannot be written by `write_records` (UTF-8 output), so this
file holds none. Debatable probes carry `"debatable": true` and a DECISIONS entry.

Usage: python packages/check/corpus/build_adversarial_redteam121.py
"""

from pathlib import Path

from corpus_build import EOT_USER, IM_USER, LLAMA_END, MINERVA, QWEN_END, g, m, th, write_probes  # noqa: E402

# ================================================================ sentence table per language
# (answer "The answer is {}.", not-but "The answer is not {0}, but {1}.", wait "Wait, I made a
# mistake in the calculation; the correct answer is {}.", reported "My friend says the answer is
# {0}, but I get {1}.", hypothetical "If I had misread the question, the answer would be {}.")
GLOSS = {
    "ans": "The answer is {}.",
    "notbut": "The answer is not {0}, but {1}.",
    "wait": "Wait, I made a mistake in the calculation; the correct answer is {}.",
    "rep": "My friend says the answer is {0}, but I get {1}.",
    "ifw": "If I had misread the question, the answer would be {}.",
}
LANG = {
    "zh": (
        "Chinese",
        "答案是 {}。",
        "答案不是 {0}，而是 {1}。",
        "等等，我算错了，正确答案应该是 {}。",
        "我朋友说答案是 {0}，但我算出来是 {1}。",
        "如果我看错了题，答案就会是 {}。",
    ),
    "ja": (
        "Japanese",
        "答えは {} です。",
        "答えは {0} ではなく、{1} です。",
        "待ってください、計算を間違えました。正しい答えは {} です。",
        "友人は答えが {0} だと言っていますが、私の計算では {1} です。",
        "もし問題を読み違えていたら、答えは {} になります。",
    ),
    "ko": (
        "Korean",
        "정답은 {}입니다.",
        "정답은 {0} 아니고 {1}입니다.",
        "잠깐만요, 계산을 잘못했습니다. 올바른 답은 {}입니다.",
        "친구가 말한 답: {0}. 하지만 제 계산 결과는 {1}입니다.",
        "문제를 잘못 읽었다면 답이 {} 나왔을 것입니다.",
    ),
    "ru": (
        "Russian",
        "Ответ: {}.",
        "Ответ не {0}, а {1}.",
        "Подождите, я ошибся в вычислениях; правильный ответ — {}.",
        "Мой друг говорит, что ответ {0}, но у меня получается {1}.",
        "Если бы я неправильно прочитал условие, ответ был бы {}.",
    ),
    "uk": (
        "Ukrainian",
        "Відповідь: {}.",
        "Відповідь не {0}, а {1}.",
        "Зачекайте, я помилився в обчисленнях; правильна відповідь — {}.",
        "Мій друг каже, що відповідь {0}, але в мене виходить {1}.",
        "Якби я неправильно прочитав умову, відповідь була б {}.",
    ),
    "es": (
        "Spanish",
        "La respuesta es {}.",
        "La respuesta no es {0}, sino {1}.",
        "Espera, me equivoqué en el cálculo; la respuesta correcta es {}.",
        "Mi amigo dice que la respuesta es {0}, pero a mí me sale {1}.",
        "Si hubiera leído mal el enunciado, la respuesta sería {}.",
    ),
    "pt": (
        "Portuguese",
        "A resposta é {}.",
        "A resposta não é {0}, mas sim {1}.",
        "Espere, errei no cálculo; a resposta correta é {}.",
        "Meu amigo diz que a resposta é {0}, mas eu obtenho {1}.",
        "Se eu tivesse lido o enunciado errado, a resposta seria {}.",
    ),
    "fr": (
        "French",
        "La réponse est {}.",
        "La réponse n'est pas {0}, mais {1}.",
        "Attendez, je me suis trompé dans le calcul ; la bonne réponse est {}.",
        "Mon ami dit que la réponse est {0}, mais j'obtiens {1}.",
        "Si j'avais mal lu l'énoncé, la réponse serait {}.",
    ),
    "de": (
        "German",
        "Die Antwort ist {}.",
        "Die Antwort ist nicht {0}, sondern {1}.",
        "Moment, ich habe mich verrechnet; die richtige Antwort ist {}.",
        "Mein Freund sagt, die Antwort sei {0}, aber ich erhalte {1}.",
        "Hätte ich die Aufgabe falsch gelesen, wäre die Antwort {}.",
    ),
    "it": (
        "Italian",
        "La risposta è {}.",
        "La risposta non è {0}, ma {1}.",
        "Aspetta, ho sbagliato il calcolo; la risposta corretta è {}.",
        "Il mio amico dice che la risposta è {0}, ma a me viene {1}.",
        "Se avessi letto male il testo, la risposta sarebbe {}.",
    ),
    "nl": (
        "Dutch",
        "Het antwoord is {}.",
        "Het antwoord is niet {0}, maar {1}.",
        "Wacht, ik heb me verrekend; het juiste antwoord is {}.",
        "Mijn vriend zegt dat het antwoord {0} is, maar ik krijg {1}.",
        "Als ik de opgave verkeerd had gelezen, zou het antwoord {} zijn.",
    ),
    "pl": (
        "Polish",
        "Odpowiedź to {}.",
        "Odpowiedź to nie {0}, lecz {1}.",
        "Chwileczkę, pomyliłem się w obliczeniach; poprawna odpowiedź to {}.",
        "Mój kolega mówi, że odpowiedź to {0}, ale mnie wychodzi {1}.",
        "Gdybym źle przeczytał treść zadania, odpowiedź wynosiłaby {}.",
    ),
    "tr": (
        "Turkish",
        "Cevap: {}.",
        "Cevap {0} değil, {1}.",
        "Bir dakika, hesapta hata yaptım; doğru cevap {}.",
        "Arkadaşım cevabın {0} olduğunu söylüyor, ama ben {1} buluyorum.",
        "Soruyu yanlış okumuş olsaydım, cevap {} olurdu.",
    ),
    "ar": (
        "Arabic",
        "الإجابة هي {}.",
        "الإجابة ليست {0}، بل {1}.",
        "انتظر، لقد أخطأت في الحساب؛ الإجابة الصحيحة هي {}.",
        "يقول صديقي إن الإجابة هي {0}، لكنني أحصل على {1}.",
        "لو أنني أسأت قراءة السؤال، لكانت الإجابة {}.",
    ),
    "fa": (
        "Persian",
        "پاسخ {} است.",
        "پاسخ {0} نیست، بلکه {1} است.",
        "صبر کنید، در محاسبه اشتباه کردم؛ پاسخ درست {} است.",
        "دوستم می‌گوید پاسخ {0} است، اما من {1} به دست می‌آورم.",
        "اگر سؤال را اشتباه خوانده بودم، پاسخ {} می‌شد.",
    ),
    "hi": (
        "Hindi",
        "उत्तर {} है।",
        "उत्तर {0} नहीं, बल्कि {1} है।",
        "रुकिए, मुझसे गणना में गलती हुई; सही उत्तर {} है।",
        "मेरे दोस्त का कहना है कि उत्तर {0} है, लेकिन मुझे {1} मिलता है।",
        "अगर मैंने प्रश्न गलत पढ़ा होता, तो उत्तर {} होता।",
    ),
    "bn": (
        "Bengali",
        "উত্তর হলো {}।",
        "উত্তর {0} নয়, বরং {1}।",
        "দাঁড়ান, আমি হিসাবে ভুল করেছি; সঠিক উত্তর হলো {}।",
        "আমার বন্ধু বলছে উত্তর {0}, কিন্তু আমি পাচ্ছি {1}।",
        "যদি আমি প্রশ্নটি ভুল পড়তাম, তাহলে উত্তর হতো {}।",
    ),
    "vi": (
        "Vietnamese",
        "Đáp án là {}.",
        "Đáp án không phải là {0} mà là {1}.",
        "Khoan đã, tôi tính nhầm; đáp án đúng là {}.",
        "Bạn tôi nói đáp án là {0}, nhưng tôi tính ra {1}.",
        "Nếu tôi đọc nhầm đề, đáp án sẽ là {}.",
    ),
    "id": (
        "Indonesian",
        "Jawabannya adalah {}.",
        "Jawabannya bukan {0}, melainkan {1}.",
        "Tunggu, saya salah hitung; jawaban yang benar adalah {}.",
        "Teman saya bilang jawabannya {0}, tetapi saya mendapatkan {1}.",
        "Jika saya salah membaca soal, jawabannya akan menjadi {}.",
    ),
    "ms": (
        "Malay",
        "Jawapannya ialah {}.",
        "Jawapannya bukan {0}, tetapi {1}.",
        "Tunggu, saya tersilap kira; jawapan yang betul ialah {}.",
        "Kawan saya kata jawapannya {0}, tetapi saya dapat {1}.",
        "Jika saya tersalah baca soalan, jawapannya akan menjadi {}.",
    ),
    "th": (
        "Thai",
        "คำตอบคือ {}",
        "คำตอบไม่ใช่ {0} แต่เป็น {1}",
        "เดี๋ยวก่อน ฉันคำนวณผิด คำตอบที่ถูกต้องคือ {}",
        "เพื่อนของฉันบอกว่าคำตอบคือ {0} แต่ฉันได้ {1}",
        "ถ้าฉันอ่านโจทย์ผิด คำตอบจะเป็น {}",
    ),
    "el": (
        "Greek",
        "Η απάντηση είναι {}.",
        "Η απάντηση δεν είναι {0}, αλλά {1}.",
        "Μισό λεπτό, έκανα λάθος στον υπολογισμό· η σωστή απάντηση είναι {}.",
        "Ο φίλος μου λέει ότι η απάντηση είναι {0}, αλλά εμένα μου βγαίνει {1}.",
        "Αν είχα διαβάσει λάθος την εκφώνηση, η απάντηση θα ήταν {}.",
    ),
    "he": (
        "Hebrew",
        "התשובה היא {}.",
        "התשובה אינה {0}, אלא {1}.",
        "רגע, טעיתי בחישוב; התשובה הנכונה היא {}.",
        "חבר שלי אומר שהתשובה היא {0}, אבל לי יוצא {1}.",
        "אילו קראתי את השאלה לא נכון, התשובה הייתה {}.",
    ),
    "cs": (
        "Czech",
        "Odpověď je {}.",
        "Odpověď není {0}, ale {1}.",
        "Počkat, spletl jsem se ve výpočtu; správná odpověď je {}.",
        "Můj kamarád říká, že odpověď je {0}, ale mně vychází {1}.",
        "Kdybych zadání špatně přečetl, odpověď by byla {}.",
    ),
    "sv": (
        "Swedish",
        "Svaret är {}.",
        "Svaret är inte {0}, utan {1}.",
        "Vänta, jag räknade fel; det rätta svaret är {}.",
        "Min kompis säger att svaret är {0}, men jag får {1}.",
        "Om jag hade läst uppgiften fel skulle svaret bli {}.",
    ),
    "ro": (
        "Romanian",
        "Răspunsul este {}.",
        "Răspunsul nu este {0}, ci {1}.",
        "Stai, am greșit la calcul; răspunsul corect este {}.",
        "Prietenul meu spune că răspunsul este {0}, dar mie îmi iese {1}.",
        "Dacă aș fi citit greșit enunțul, răspunsul ar fi fost {}.",
    ),
    "hu": (
        "Hungarian",
        "A válasz {}.",
        "A válasz nem {0}, hanem {1}.",
        "Várjunk, elszámoltam; a helyes válasz {}.",
        "A barátom szerint a válasz {0}, de nekem {1} jön ki.",
        "Ha rosszul olvastam volna a feladatot, a válasz {} lenne.",
    ),
    "sw": (
        "Swahili",
        "Jibu ni {}.",
        "Jibu si {0}, bali ni {1}.",
        "Subiri, nimekosea katika hesabu; jibu sahihi ni {}.",
        "Rafiki yangu anasema jibu ni {0}, lakini mimi napata {1}.",
        "Kama ningesoma swali vibaya, jibu lingekuwa {}.",
    ),
    "tl": (
        "Tagalog",
        "Ang sagot ay {}.",
        "Ang sagot ay hindi {0}, kundi {1}.",
        "Teka, nagkamali ako sa kalkulasyon; ang tamang sagot ay {}.",
        "Sabi ng kaibigan ko, ang sagot ay {0}, pero {1} ang nakuha ko.",
        "Kung mali ang pagkabasa ko sa tanong, ang sagot sana ay {}.",
    ),
}
LANGS = list(LANG)
KEYS = ("ans", "notbut", "wait", "rep", "ifw")

DOT_THOUSANDS = {"de", "es", "pt", "it", "nl", "id", "vi", "tr", "el", "ro"}
SPACE_THOUSANDS = {
    "ru": " ",
    "uk": " ",
    "pl": " ",
    "cs": " ",
    "hu": " ",
    "sv": "\u00a0",
    "fr": "\u202f",
}
DECIMAL_COMMA = DOT_THOUSANDS | set(SPACE_THOUSANDS)


def loc(value: str, lang: str) -> str:
    """A GSM8K number as the language writes it: its decimal mark and (5 digits on) its grouping."""
    sign = "-" if value.startswith("-") else ""
    whole, _, frac = value.lstrip("-").partition(".")
    if len(whole) >= 5:
        sep = "." if lang in DOT_THOUSANDS else SPACE_THOUSANDS.get(lang, ",")
        groups = []
        while whole:
            groups.insert(0, whole[-3:])
            whole = whole[:-3]
        whole = sep.join(groups)
    mark = "," if lang in DECIMAL_COMMA else "."
    return sign + whole + (mark + frac if frac else "")


def say(lang: str, key: str, *values: str) -> tuple[str, str]:
    """The language's sentence `key` with `values`, and its English gloss."""
    return LANG[lang][1 + KEYS.index(key)].format(*values), GLOSS[key].format(*values)


# ================================================================ problems
# (name, path, gold, wrong, working). Working is the model's own lines before the final sentence.
GS = [
    ("PEN", "417", "504", "14 * 36 = <<14*36=504>>504\n504 - 87 = <<504-87=417>>417\n"),
    (
        "RENT",
        "18000",
        "17400",
        "1450 * 12 = <<1450*12=17400>>17400\n17400 + 600 = <<17400+600=18000>>18000\n",
    ),
    ("TEMP", "-12", "12", "1.5 * 6 = <<1.5*6=9>>9\n-3 - 9 = <<-3-9=-12>>-12\n"),
    ("CHEESE", "10.15", "10.5", "3.5 * 2.90 = <<3.5*2.90=10.15>>10.15\n"),
    (
        "PASS",
        "57.5",
        "42.5",
        "46 / 80 = <<46/80=0.575>>0.575\n0.575 * 100 = <<0.575*100=57.5>>57.5\n",
    ),
    ("EGG", "216", "18", "27 * 8 = <<27*8=216>>216\n"),
    ("AGE", "42", "56", "14 * 3 = <<14*3=42>>42\n"),
    ("TICK", "0", "25", "3 * 25 = <<3*25=75>>75\n75 - 75 = <<75-75=0>>0\n"),
]
MS = [
    (
        "DICE",
        r"\frac{5}{36}",
        r"\frac{1}{6}",
        r"The pairs with sum $8$ are $(2,6), (3,5), (4,4), (5,3), (6,2)$: $5$ of $36$ outcomes."
        + "\n",
    ),
    (
        "DIST",
        r"3\sqrt{5}",
        r"2\sqrt{5}",
        r"$d = \sqrt{(5-2)^2 + (5-(-1))^2} = \sqrt{9 + 36} = \sqrt{45}$" + "\n",
    ),
    ("INT", "(-3, 2)", "[-3, 2]", r"$-5 < 2x + 1 < 5 \iff -6 < 2x < 4 \iff -3 < x < 2$" + "\n"),
    (
        "ROOTS",
        r"\frac{1}{3}, 3",
        r"-\frac{1}{3}, -3",
        r"$3x^2 - 10x + 3 = (3x - 1)(x - 3) = 0$" + "\n",
    ),
    ("CPX", "5 + i", "-1 + 5i", r"$(2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2 = 2 + i + 3$" + "\n"),
    (
        "RAD",
        r"\frac{7\pi}{6}",
        r"\frac{5\pi}{6}",
        r"$210^\circ \cdot \frac{\pi}{180^\circ} = \frac{210\pi}{180}$" + "\n",
    ),
    (
        "OCT",
        r"135^\circ",
        r"45^\circ",
        r"$\frac{(8 - 2) \cdot 180^\circ}{8} = \frac{1080^\circ}{8}$" + "\n",
    ),
    (
        "MAT",
        r"\begin{pmatrix} 7 & 10 \\ 15 & 22 \end{pmatrix}",
        r"\begin{pmatrix} 7 & 10 \\ 22 & 15 \end{pmatrix}",
        r"$\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}^2 = \begin{pmatrix} 1 + 6 & 2 + 8 \\ 3 + 12 & 6 + 16 \end{pmatrix}$"
        + "\n",
    ),
    ("POLY", "2x^2 + 5x - 12", "2x^2 - 5x - 12", r"$(x + 4)(2x - 3) = 2x^2 - 3x + 8x - 12$" + "\n"),
    ("SET", "-2, 0, 2", "-2, 2", r"$x^3 - 4x = x(x - 2)(x + 2) = 0$" + "\n"),
    ("SYS", "(4, 3)", "(3, 4)", r"Adding: $2x = 8$, so $x = 4$, $y = 7 - 4 = 3$." + "\n"),
    ("PCT", r"35\%", r"28\%", r"$\frac{28}{80} = 0.35$" + "\n"),
    ("LOG", "6", "8", r"$2^6 = 64$, so $\log_2 64$ is the exponent." + "\n"),
    (
        "REP",
        r"\frac{4}{11}",
        r"\frac{9}{25}",
        r"$x = 0.\overline{36}$, $100x - x = 36$, $x = \frac{36}{99}$" + "\n",
    ),
    ("POW", "1048576", "1048567", r"$2^{20} = (2^{10})^2 = 1024^2$" + "\n"),
    ("SQ", r"6\sqrt{2}", r"2\sqrt{6}", r"$\sqrt{72} = \sqrt{36 \cdot 2}$" + "\n"),
    (
        "FR",
        r"\frac{3}{8}",
        r"\frac{1}{2}",
        r"$\frac{3}{4} \cdot \frac{1}{2} = \frac{3 \cdot 1}{4 \cdot 2}$" + "\n",
    ),
]
P = {p[0]: p for p in GS + MS}
W = {name: p[3] for name, p in P.items()}  # working by problem name


def _fam(
    fam: str, cls: str, kind: str, truth: str, form: str, offset: int, build, why: str
) -> list[tuple]:
    """One family over 8 languages, alternating a GSM8K and a MATH problem."""
    out = []
    for k in range(8):
        lang = LANGS[(offset + k) % len(LANGS)]
        if k % 2 == 0:
            name, gold, wrong, work = GS[(offset + k // 2) % len(GS)]
            show = lambda v, final=True, lang=lang: loc(v, lang)  # noqa: E731
            make = g
        else:
            name, gold, wrong, work = MS[(offset * 2 + k // 2) % len(MS)]
            show = lambda v, final=True: ("$\\boxed{" + v + "}$") if final else ("$" + v + "$")  # noqa: E731
            make = m
        text, gloss = build(lang, work, gold, wrong, show)
        kid = f"{cls}_{'ok_' if kind == 'B' else ''}{lang}_{fam}_{name.lower()}"
        note = f"{LANG[lang][0]}: {gloss} {why}"
        out.append(make(kid, kind, gold, truth, form, text, note))
    return out


def _b_hok(lang, work, gold, wrong, show):
    s, gl = say(lang, "ans", show(gold))
    return work + s + "\n#### " + gold, f"'{s}' = '{gl}', then '#### {gold}'."


def _b_hclash(lang, work, gold, wrong, show):
    s, gl = say(lang, "ans", show(gold))
    return work + s + "\n#### " + wrong, f"'{s}' = '{gl}', then '#### {wrong}'."


def _b_nok(lang, work, gold, wrong, show):
    s, gl = say(lang, "notbut", show(wrong, False), show(gold))
    return work + s, f"'{s}' = '{gl}'"


def _b_nbad(lang, work, gold, wrong, show):
    s, gl = say(lang, "notbut", show(gold, False), show(wrong))
    return work + s, f"'{s}' = '{gl}'"


def _b_rbad(lang, work, gold, wrong, show):
    s1, g1 = say(lang, "ans", show(gold))
    s2, g2 = say(lang, "wait", show(wrong))
    return work + s1 + "\n\n" + s2, f"'{s1}' = '{g1}' then '{s2}' = '{g2}'"


def _b_rok(lang, work, gold, wrong, show):
    s1, g1 = say(lang, "ans", show(wrong))
    s2, g2 = say(lang, "wait", show(gold))
    return work + s1 + "\n\n" + s2, f"'{s1}' = '{g1}' then '{s2}' = '{g2}'"


def _b_qbad(lang, work, gold, wrong, show):
    s, gl = say(lang, "rep", show(gold, False), show(wrong))
    return work + s, f"'{s}' = '{gl}'"


def _b_qok(lang, work, gold, wrong, show):
    s1, g1 = say(lang, "ans", show(gold))
    s2, g2 = say(lang, "ifw", show(wrong, False))
    return work + s1 + " " + s2, f"'{s1} {s2}' = '{g1} {g2}'"


def _b_tok(lang, work, gold, wrong, show):
    s, gl = say(lang, "ans", show(gold, False))
    return th(work) + "<answer>" + s + "</answer>", f"tag holds '{s}' = '{gl}'"


def _b_tbad(lang, work, gold, wrong, show):
    s1, g1 = say(lang, "ans", show(gold, False))
    s2, g2 = say(lang, "wait", show(wrong, False))
    return th(
        work
    ) + "<answer>" + s1 + " " + s2 + "</answer>", f"tag holds '{s1} {s2}' = '{g1} {g2}'"


FAMILIES = (
    _fam(
        "ans_hash",
        "h",
        "B",
        "correct",
        "hash",
        0,
        _b_hok,
        "The phrase and #### agree on the gold (the phrase in the language's own number notation).",
    ),
    _fam(
        "hash_other",
        "h",
        "A",
        "wrong",
        "hash",
        3,
        _b_hclash,
        "The #### line, last, states another value: wrong under both 'last answer counts' and 'two answers'.",
    ),
    _fam(
        "notbut",
        "n",
        "B",
        "correct",
        "phrase",
        6,
        _b_nok,
        "The language's 'not X but Y' idiom: the wrong value is negated, the gold asserted.",
    ),
    _fam(
        "notbut",
        "n",
        "A",
        "wrong",
        "phrase",
        9,
        _b_nbad,
        "The gold is the negated value; the asserted final answer is another value.",
    ),
    _fam(
        "wait_after",
        "r",
        "A",
        "wrong",
        "phrase",
        12,
        _b_rbad,
        "The gold is retracted by the language's 'wait, I miscalculated'; the corrected value is final and wrong.",
    ),
    _fam(
        "wait_to_gold",
        "r",
        "B",
        "correct",
        "phrase",
        15,
        _b_rok,
        "A wrong first value corrected to the gold: the corrected value is final.",
    ),
    _fam(
        "reported",
        "q",
        "A",
        "wrong",
        "phrase",
        18,
        _b_qbad,
        "The gold only in a friend's reported words; the model's own answer is another value.",
    ),
    _fam(
        "hypo_after",
        "q",
        "B",
        "correct",
        "phrase",
        21,
        _b_qok,
        "A counterfactual after the committed gold does not replace it.",
    ),
    _fam(
        "tag_sentence",
        "t",
        "B",
        "correct",
        "tag",
        24,
        _b_tok,
        "An answer tag holding the language's answer sentence with the gold.",
    ),
    _fam(
        "tag_selfcorr",
        "t",
        "A",
        "wrong",
        "tag",
        27,
        _b_tbad,
        "A self-correction inside the answer tag: the corrected (last) value is wrong.",
    ),
)
GEN = [case for fam in FAMILIES for case in fam]

# ================================================================ hand-written probes
PEN, RENT, TEMP, CHEESE, PASS, EGG, AGE, TICK = (
    W[k] for k in ("PEN", "RENT", "TEMP", "CHEESE", "PASS", "EGG", "AGE", "TICK")
)
REV = "1.2 * 3 = <<1.2*3=3.6>>3.6 (million)\n"
PEN_ZH = "每盒 36 支，14 盒共有 14 × 36 = 504 支铅笔。\n送出 87 支后，剩下 504 − 87 = 417 支。\n"
PEN_ES = "Hay 14 cajas de 36 lápices: 14 × 36 = 504 lápices.\nRegala 87, así que quedan 504 − 87 = 417 lápices.\n"
PEN_RU = "В 14 коробках по 36 карандашей: 14 · 36 = 504 карандаша.\nОтдали 87, осталось 504 − 87 = 417.\n"
RENT_DE = "Miete für 12 Monate: 12 · 1.450 € = 17.400 €.\nDazu die Kaution: 17.400 € + 600 € = 18.000 €.\n"
REV_ZH = "每月收入 120 万元，3 个月共 120 × 3 = 360 万元。\n"
EGG_RU = "27 кур по 8 яиц: 27 · 8 = 216 яиц.\n"
OCT_RU = (
    r"Сумма углов восьмиугольника: $(8 - 2) \cdot 180^\circ = 1080^\circ$, один угол: $1080^\circ : 8 = 135^\circ$."
    + "\n"
)

C = []  # hand-written cases
add = C.append

# ---------------------------------------------------------------- u_: units, counted nouns, scale, angle, percent words
add(
    g(
        "u_ok_zh_wan",
        "B",
        "3600000",
        "correct",
        "phrase",
        REV_ZH + "答案是 360 万元。",
        "Chinese: 'The answer is 360 wan yuan' = 3,600,000 yuan; 万 = 10^4 is a scale word with the same value.",
    )
)
add(
    g(
        "u_zh_yi",
        "A",
        "3600000",
        "wrong",
        "phrase",
        REV_ZH.replace("360 万元", "3.6 亿元") + "答案是 3.6 亿元。",
        "Chinese: 'The answer is 3.6 yi yuan' = 360,000,000 (亿 = 10^8): off by a factor of 100.",
    )
)
add(
    g(
        "u_ok_ja_man",
        "B",
        "3600000",
        "correct",
        "phrase",
        "月120万円 × 3か月 = 360万円\n\n**答え：360万円**",
        "Japanese: bold 'Answer: 3.6 million yen (360 man-en)'; 万 = 10^4.",
    )
)
add(
    g(
        "u_ok_hi_lakh",
        "B",
        "3600000",
        "correct",
        "phrase",
        "हर महीने 12 लाख रुपये, 3 महीने में 12 × 3 = 36 लाख रुपये।\nउत्तर 36 लाख रुपये है।",
        "Hindi: 'Rs 12 lakh a month, 36 lakh in 3 months. The answer is 36 lakh rupees' = 3,600,000 (lakh = 10^5).",
    )
)
add(
    g(
        "u_hi_crore",
        "A",
        "3600000",
        "wrong",
        "phrase",
        "हर महीने 12 लाख रुपये, 3 महीने में कुल राशि:\nउत्तर 36 करोड़ रुपये है।",
        "Hindi: 'The answer is 36 crore rupees' = 360,000,000 (crore = 10^7): wrong scale word.",
    )
)
add(
    g(
        "u_ok_bn_lakh",
        "B",
        "3600000",
        "correct",
        "phrase",
        "প্রতি মাসে ১২ লাখ টাকা, ৩ মাসে ১২ × ৩ = ৩৬ লাখ টাকা।\nউত্তর হলো ৩৬ লাখ টাকা।",
        "Bengali (Bengali digits): 'The answer is 36 lakh taka' = 3,600,000.",
    )
)
add(
    g(
        "u_ok_ru_mln",
        "B",
        "3600000",
        "correct",
        "phrase",
        "1,2 млн × 3 = 3,6 млн\n\nОтвет: 3,6 млн рублей.",
        "Russian: 'Answer: 3.6 mln roubles' (decimal comma, млн = million).",
    )
)
add(
    g(
        "u_ru_mlrd",
        "A",
        "3600000",
        "wrong",
        "phrase",
        "1,2 млн × 3 = 3,6 млн\n\nОтвет: 3,6 млрд рублей.",
        "Russian: 'Answer: 3.6 billion (млрд) roubles': the final scale word makes it 3.6e9.",
    )
)
add(
    g(
        "u_ok_de_mio",
        "B",
        "3600000",
        "correct",
        "phrase",
        REV + "Die Antwort ist 3,6 Millionen Euro.",
        "German: 'The answer is 3.6 million euros'.",
    )
)
add(
    g(
        "u_de_mrd",
        "A",
        "3600000",
        "wrong",
        "phrase",
        REV + "Die Antwort ist 3,6 Milliarden Euro.",
        "German: 'The answer is 3.6 billion (Milliarden) euros' = 3.6e9.",
    )
)
add(
    g(
        "u_es_billones",
        "A",
        "3600000",
        "wrong",
        "phrase",
        REV + "La respuesta es 3,6 billones de pesos.",
        "Spanish: 'The answer is 3.6 billones of pesos': billón is 10^12 in Spanish, not 10^9 or 10^6.",
    )
)
add(
    g(
        "u_pt_mil",
        "A",
        "3600000",
        "wrong",
        "phrase",
        REV + "A resposta é 3,6 mil reais.",
        "Portuguese: 'The answer is 3.6 thousand (mil) reais' = 3,600.",
    )
)
add(
    g(
        "u_ok_pt_milhoes",
        "B",
        "3600000",
        "correct",
        "phrase",
        REV + "A resposta é R$ 3,6 milhões.",
        "Portuguese: 'The answer is R$ 3.6 million'.",
    )
)
add(
    g(
        "u_ok_vi_trieu",
        "B",
        "3600000",
        "correct",
        "hash",
        REV + "Vậy tổng doanh thu là 3,6 triệu đồng.\n#### 3600000",
        "Vietnamese: 'So the total revenue is 3.6 million (triệu) dong', then #### the gold.",
    )
)
add(
    g(
        "u_vi_nghin",
        "A",
        "3600000",
        "wrong",
        "phrase",
        REV + "Vậy tổng doanh thu là 3,6 nghìn đồng.",
        "Vietnamese: 'So the total revenue is 3.6 thousand (nghìn) dong' = 3,600.",
    )
)
add(
    g(
        "u_ok_es_lapices_hash",
        "B",
        "417",
        "correct",
        "hash",
        PEN_ES + "#### 417 lápices",
        "Spanish working; '#### 417 lápices' = '417 pencils': a counted noun after ####.",
    )
)
add(
    g(
        "u_es_menos",
        "A",
        "417",
        "wrong",
        "phrase",
        PEN_ES + "La respuesta es 87 lápices menos.",
        "Spanish: 'The answer is 87 fewer pencils': the number given away with 'menos' (fewer).",
    )
)
add(
    g(
        "u_ok_sw_noun_first",
        "B",
        "417",
        "correct",
        "phrase",
        PEN + "Jibu ni penseli 417.",
        "Swahili: 'The answer is 417 pencils' (Swahili puts the noun before the number).",
    )
)
add(
    g(
        "u_id_lebih_sedikit",
        "A",
        "417",
        "wrong",
        "phrase",
        PEN + "Jadi jawabannya 87 pensil lebih sedikit.",
        "Indonesian: 'So the answer is 87 fewer pencils'.",
    )
)
add(
    g(
        "u_ru_dozen",
        "A",
        "216",
        "wrong",
        "phrase",
        EGG_RU + "Ответ: 216 дюжин.",
        "Russian: 'Answer: 216 dozen' = 2592 eggs, not the 216 eggs the working counts.",
    )
)
add(
    g(
        "u_de_dutzend",
        "A",
        "216",
        "wrong",
        "phrase",
        EGG + "216 : 12 = 18\nDie Antwort ist 18 Dutzend.",
        "German: 'The answer is 18 dozen': equal to 216 eggs, but the other unit; debatable (the label rule: the other unit is wrong).",
        True,
    )
)
add(
    g(
        "u_ok_de_dutzend_then_eggs",
        "B",
        "216",
        "correct",
        "phrase",
        EGG + "Das sind 18 Dutzend, also insgesamt 216 Eier.",
        "German: 'That is 18 dozen, so 216 eggs in total': the last value is the gold.",
    )
)
add(
    g(
        "u_ok_tr_percent_sign_first",
        "B",
        "57.5",
        "correct",
        "phrase",
        PASS + "Sınavı geçen öğrencilerin oranı %57,5'tir.",
        "Turkish: 'The share of students who passed is %57.5' (Turkish writes % before the number, a decimal comma and a case suffix).",
    )
)
add(
    g(
        "u_ok_fr_pct",
        "B",
        "57.5",
        "correct",
        "phrase",
        PASS + "La réponse est 57,5 %.",
        "French: 'The answer is 57.5 %' (decimal comma, space before %).",
    )
)
add(
    g(
        "u_ru_moroz",
        "B",
        "-12",
        "correct",
        "phrase",
        TEMP + "Ответ: 12 градусов мороза.",
        "Russian: 'Answer: 12 degrees of frost' = -12 degrees; debatable: the value is written unsigned and the sign is in the idiom.",
        True,
    )
)
add(
    g(
        "u_es_bajo_cero",
        "B",
        "-12",
        "correct",
        "phrase",
        TEMP + "La temperatura final es de 12 grados bajo cero.",
        "Spanish: 'The final temperature is 12 degrees below zero' = -12; debatable like u_ru_moroz.",
        True,
    )
)
add(
    g(
        "u_pt_sign_lost",
        "A",
        "-12",
        "wrong",
        "hash",
        TEMP + "A temperatura final é 12 graus.\n#### 12",
        "Portuguese: 'The final temperature is 12 degrees.' #### 12: the sign is lost.",
    )
)
add(
    m(
        "u_ok_ru_gradusov",
        "B",
        r"135^\circ",
        "correct",
        "phrase",
        OCT_RU + "Ответ: 135 градусов.",
        "Russian: 'Answer: 135 degrees' (angle word).",
    )
)
add(
    m(
        "u_fr_grades",
        "A",
        r"135^\circ",
        "wrong",
        "phrase",
        W["OCT"] + "Chaque angle intérieur mesure 135 grades.",
        "French: 'Each interior angle measures 135 grades': grades are gradians (135 gon = 121.5 degrees), not degrés.",
    )
)
add(
    m(
        "u_de_gon",
        "A",
        r"135^\circ",
        "wrong",
        "phrase",
        W["OCT"] + "Jeder Innenwinkel beträgt 135 Gon.",
        "German: 'Each interior angle is 135 gon' (gradians), not Grad.",
    )
)
add(
    m(
        "u_ok_de_grad",
        "B",
        r"135^\circ",
        "correct",
        "phrase",
        W["OCT"] + "Jeder Innenwinkel beträgt 135 Grad.",
        "German: 'Each interior angle is 135 degrees (Grad)'.",
    )
)
add(
    m(
        "u_es_radianes",
        "A",
        r"135^\circ",
        "wrong",
        "boxed",
        W["OCT"] + r"Cada ángulo interior mide $\boxed{135}$ radianes.",
        "Spanish: 'Each interior angle measures 135 radians': the unit word after the box changes the angle.",
    )
)
add(
    m(
        "u_ok_zh_du",
        "B",
        r"135^\circ",
        "correct",
        "phrase",
        W["OCT"] + "所以每个内角是 135 度。",
        "Chinese: 'So each interior angle is 135 degrees (度)'.",
    )
)
add(
    m(
        "u_ok_ja_do_box",
        "B",
        r"135^\circ",
        "correct",
        "boxed",
        W["OCT"] + r"よって、内角は $\boxed{135^\circ}$（135度）です。",
        "Japanese: 'Hence the interior angle is 135° (135 degrees)'.",
    )
)
add(
    m(
        "u_ok_tr_derece",
        "B",
        r"135^\circ",
        "correct",
        "phrase",
        W["OCT"] + "Her bir iç açı 135 derecedir.",
        "Turkish: 'Each interior angle is 135 degrees' (derece + copula suffix).",
    )
)
add(
    m(
        "u_ok_pl_stopni",
        "B",
        r"135^\circ",
        "correct",
        "phrase",
        W["OCT"] + "Odpowiedź: każdy kąt wewnętrzny ma 135 stopni.",
        "Polish: 'Answer: each interior angle has 135 degrees'.",
    )
)
add(
    m(
        "u_ok_ar_daraja",
        "B",
        r"135^\circ",
        "correct",
        "phrase",
        W["OCT"] + "إذن، قياس كل زاوية داخلية هو 135 درجة.",
        "Arabic: 'So the measure of each interior angle is 135 degrees'.",
    )
)
add(
    m(
        "u_oct_radians_equiv",
        "A",
        r"135^\circ",
        "wrong",
        "boxed",
        W["OCT"] + r"Ответ в радианах: $\boxed{\frac{3\pi}{4}}$.",
        "Russian: 'The answer in radians: 3π/4'; debatable: the same angle, but degrees are not radians (the label rule).",
        True,
    )
)
add(
    m(
        "u_pt_graus_for_rad",
        "A",
        r"\frac{7\pi}{6}",
        "wrong",
        "boxed",
        r"O ângulo já está em graus: $\boxed{210}$ graus.",
        "Portuguese: 'The angle is already in degrees: 210 degrees' where the gold is in radians.",
    )
)
add(
    m(
        "u_ok_it_radianti",
        "B",
        r"\frac{7\pi}{6}",
        "correct",
        "boxed",
        W["RAD"] + r"Quindi $210^\circ$ corrispondono a $\boxed{\frac{7\pi}{6}}$ radianti.",
        "Italian: 'So 210° corresponds to 7π/6 radians'.",
    )
)
add(
    m(
        "u_ok_ko_percent",
        "B",
        r"35\%",
        "correct",
        "phrase",
        W["PCT"] + "따라서 28은 80의 35퍼센트입니다.",
        "Korean: 'So 28 is 35 percent of 80'.",
    )
)
add(
    m(
        "u_ok_zh_baifenzhi",
        "B",
        r"35\%",
        "correct",
        "phrase",
        W["PCT"] + "所以 28 是 80 的百分之三十五。",
        "Chinese: 'So 28 is 35 percent (百分之三十五, number words) of 80'.",
    )
)
add(
    m(
        "u_ok_de_prozent_box",
        "B",
        r"35\%",
        "correct",
        "boxed",
        W["PCT"] + r"Also sind es $\boxed{35}$ Prozent.",
        "German: 'So it is 35 percent' (the word after the box).",
    )
)
add(
    m(
        "u_ok_es_por_ciento",
        "B",
        r"35\%",
        "correct",
        "phrase",
        W["PCT"] + "La respuesta es el 35 por ciento.",
        "Spanish: 'The answer is 35 percent'.",
    )
)
add(
    m(
        "u_ro_share",
        "A",
        r"35\%",
        "wrong",
        "boxed",
        W["PCT"] + r"Răspunsul este $\boxed{0{,}35}$.",
        "Romanian: 'The answer is 0.35' (decimal comma as {,}): the share for a percent gold; debatable (rule: a decimal share is not the percent).",
        True,
    )
)
add(
    m(
        "u_ok_he_ahuz",
        "B",
        r"35\%",
        "correct",
        "phrase",
        W["PCT"] + "לכן 28 הם 35 אחוז מתוך 80.",
        "Hebrew: 'So 28 is 35 percent of 80'.",
    )
)
add(
    m(
        "u_ok_sv_procent",
        "B",
        r"35\%",
        "correct",
        "phrase",
        W["PCT"] + "Svar: 35 procent.",
        "Swedish: 'Answer: 35 percent'.",
    )
)

# ---------------------------------------------------------------- x_: exactness, decimal commas, separators
add(
    g(
        "x_ok_de_cheese",
        "B",
        "10.15",
        "correct",
        "phrase",
        CHEESE + "Der Käse kostet insgesamt 10,15 €.",
        "German: 'The cheese costs 10.15 € in total' (decimal comma).",
    )
)
add(
    g(
        "x_de_cheese_round",
        "A",
        "10.15",
        "wrong",
        "phrase",
        CHEESE + "Der Käse kostet also rund 10,2 €.",
        "German: 'So the cheese costs about 10.2 €': rounded.",
    )
)
add(
    g(
        "x_ok_sv_cheese",
        "B",
        "10.15",
        "correct",
        "hash",
        CHEESE + "Osten kostar 10,15 kr.\n#### 10,15",
        "Swedish: 'The cheese costs 10.15 kronor'; #### with a decimal comma (two decimals cannot be a grouping).",
    )
)
add(
    g(
        "x_pl_cheese_1015",
        "A",
        "10.15",
        "wrong",
        "phrase",
        "3,5 · 2,90 = 1015\nOdpowiedź: 1015 zł.",
        "Polish: 'Answer: 1015 złoty': the decimal mark lost.",
    )
)
add(
    g(
        "x_ok_it_cheese_gloss",
        "B",
        "10.15",
        "correct",
        "phrase",
        CHEESE + "La risposta è 10,15 €, cioè circa 10 euro.",
        "Italian: 'The answer is 10.15 €, that is about 10 euros': an 'about' gloss after the exact answer.",
    )
)
add(
    g(
        "x_es_cheese_approx_only",
        "A",
        "10.15",
        "wrong",
        "phrase",
        "3,5 kg × 2,90 €/kg ≈ 10 €\nLa respuesta es aproximadamente 10 euros.",
        "Spanish: 'The answer is approximately 10 euros'.",
    )
)
add(
    g(
        "x_es_pass_round",
        "A",
        "57.5",
        "wrong",
        "phrase",
        PASS + "Aprobó aproximadamente el 58 % de los alumnos.",
        "Spanish: 'About 58 % of the students passed': rounded.",
    )
)
add(
    g(
        "x_ro_pass_share",
        "A",
        "57.5",
        "wrong",
        "hash",
        PASS.split("0.575 * 100")[0] + "Răspuns: 0,575\n#### 0,575",
        "Romanian: 'Answer: 0.575', the share for a percent the question asks; debatable (rule: a decimal share is not the percent).",
        True,
    )
)
add(
    g(
        "x_ok_de_rent",
        "B",
        "18000",
        "correct",
        "phrase",
        RENT_DE + "Insgesamt zahlt sie 18.000 €.",
        "German: 'In total she pays 18,000 €' (dot as thousands separator).",
    )
)
add(
    g(
        "x_ok_fr_rent_nbsp",
        "B",
        "18000",
        "correct",
        "phrase",
        RENT + "Elle paie au total 18\u202f000 $.",
        "French: 'She pays 18 000 $ in total' (narrow no-break space grouping).",
    )
)
add(
    g(
        "x_ru_rent_subtotal",
        "A",
        "18000",
        "wrong",
        "phrase",
        RENT + "Ответ: 17 400 долларов.",
        "Russian: 'Answer: 17 400 dollars': the subtotal without the deposit.",
    )
)
add(
    g(
        "x_de_rent_18",
        "A",
        "18000",
        "wrong",
        "phrase",
        RENT + "Die Antwort ist 18 Tausend Cent.",
        "German: 'The answer is 18 thousand cents' = $180: the unit changes the value.",
    )
)
add(
    m(
        "x_ok_cs_pow",
        "B",
        "1048576",
        "correct",
        "boxed",
        W["POW"] + r"Výsledek je $\boxed{1\,048\,576}$.",
        "Czech: 'The result is 1 048 576' (thin-space grouping).",
    )
)
add(
    m(
        "x_ok_de_pow",
        "B",
        "1048576",
        "correct",
        "phrase",
        W["POW"] + "Das Ergebnis ist 1.048.576.",
        "German: 'The result is 1.048.576' (dot grouping; two dots cannot be a decimal).",
    )
)
add(
    m(
        "x_ok_fr_pow",
        "B",
        "1048576",
        "correct",
        "phrase",
        W["POW"] + "Donc $2^{20} = 1\u202f048\u202f576$.",
        "French: 'So 2^20 = 1 048 576' (narrow no-break spaces).",
    )
)
add(
    m(
        "x_ok_hi_pow_indian",
        "B",
        "1048576",
        "correct",
        "phrase",
        W["POW"] + "अतः उत्तर 10,48,576 है।",
        "Hindi: 'Hence the answer is 10,48,576' (Indian grouping).",
    )
)
add(
    m(
        "x_ru_pow_typo",
        "A",
        "1048576",
        "wrong",
        "boxed",
        W["POW"] + r"Ответ: $\boxed{1\,048\,567}$.",
        "Russian: 'Answer: 1 048 567': two digits swapped.",
    )
)
add(
    m(
        "x_zh_pow_wan_approx",
        "A",
        "1048576",
        "wrong",
        "phrase",
        W["POW"] + "答案约为 104.9 万。",
        "Chinese: 'The answer is about 1.049 million (104.9 wan)': approximate.",
    )
)
add(
    m(
        "x_ja_pow_1024",
        "A",
        "1048576",
        "wrong",
        "boxed",
        r"$2^{10} = 1024$ なので、答えは $\boxed{1024}$ です。",
        "Japanese: 'Since 2^10 = 1024, the answer is 1024': the wrong power.",
    )
)
add(
    m(
        "x_ok_it_fr_comma",
        "B",
        r"\frac{3}{8}",
        "correct",
        "boxed",
        W["FR"] + r"Il risultato è $\boxed{0{,}375}$.",
        "Italian: 'The result is 0.375' (decimal comma in braces): exactly 3/8.",
    )
)
add(
    m(
        "x_ok_es_fr_comma",
        "B",
        r"\frac{3}{8}",
        "correct",
        "phrase",
        W["FR"] + "El resultado es 0,375.",
        "Spanish: 'The result is 0.375' (a leading 0 cannot take a thousands separator).",
    )
)
add(
    m(
        "x_pl_fr_round",
        "A",
        r"\frac{3}{8}",
        "wrong",
        "boxed",
        W["FR"] + r"Wynik: $\boxed{0{,}38}$.",
        "Polish: 'Result: 0.38': rounded.",
    )
)
add(
    m(
        "x_ok_pt_fr_gloss",
        "B",
        r"\frac{3}{8}",
        "correct",
        "boxed",
        W["FR"] + r"Logo, o produto é $\boxed{\frac{3}{8}}$, ou seja, $0{,}375$.",
        "Portuguese: 'So the product is 3/8, that is, 0.375': an exact gloss.",
    )
)
add(
    m(
        "x_de_dist_dec",
        "A",
        r"3\sqrt{5}",
        "wrong",
        "boxed",
        W["DIST"] + r"Der Abstand beträgt $\boxed{6{,}71}$.",
        "German: 'The distance is 6.71': a decimal for 3√5.",
    )
)
add(
    m(
        "x_ok_de_dist_gloss",
        "B",
        r"3\sqrt{5}",
        "correct",
        "boxed",
        W["DIST"] + r"Der Abstand beträgt $\boxed{3\sqrt{5}} \approx 6{,}71$.",
        "German: 'The distance is 3√5 ≈ 6.71': the approximation glosses the exact box.",
    )
)
add(
    m(
        "x_ok_tr_dist_unsimpl",
        "B",
        r"3\sqrt{5}",
        "correct",
        "boxed",
        W["DIST"] + r"Uzaklık $\boxed{\sqrt{45}}$ birimdir.",
        "Turkish: 'The distance is √45 units': unsimplified, equal.",
    )
)
add(
    m(
        "x_ok_fr_dist_comparison",
        "B",
        r"3\sqrt{5}",
        "correct",
        "boxed",
        W["DIST"] + r"La distance vaut $\boxed{3\sqrt{5}}$, soit un peu moins de $7$.",
        "French: 'The distance is 3√5, i.e. a little less than 7': a comparison after the box.",
    )
)
add(
    m(
        "x_fr_dist_comparison_only",
        "A",
        r"3\sqrt{5}",
        "wrong",
        "phrase",
        W["DIST"] + r"La distance est un peu inférieure à $7$.",
        "French: 'The distance is a little less than 7': only a bound.",
    )
)
add(
    m(
        "x_ok_ru_rep_period",
        "B",
        r"\frac{4}{11}",
        "correct",
        "phrase",
        r"$\frac{4}{11} = 4 : 11$" + "\nОтвет: 0,(36).",
        "Russian: 'Answer: 0.(36)': the Russian notation for the repeating decimal 0.363636... = 4/11; debatable: a reader who does not know the notation sees a tuple.",
        True,
    )
)
add(
    m(
        "x_fr_rep_trunc",
        "A",
        r"\frac{4}{11}",
        "wrong",
        "boxed",
        W["REP"] + r"Donc $x = \boxed{0{,}36}$.",
        "French: 'So x = 0.36': the repetition dropped (0.36 = 9/25).",
    )
)
add(
    m(
        "x_ok_fr_rep_overline",
        "B",
        r"\frac{4}{11}",
        "correct",
        "boxed",
        W["REP"]
        + r"Donc $x = \frac{36}{99} = \boxed{\frac{4}{11}}$, c'est-à-dire $0{,}\overline{36}$.",
        "French: 'So x = 4/11, that is 0,(36) with an overline'.",
    )
)
add(
    m(
        "x_hu_dice_dec",
        "A",
        r"\frac{5}{36}",
        "wrong",
        "phrase",
        W["DICE"] + "A valószínűség kb. 0,139.",
        "Hungarian: 'The probability is approx. 0.139'.",
    )
)
add(
    m(
        "x_ok_hu_dice_gloss",
        "B",
        r"\frac{5}{36}",
        "correct",
        "boxed",
        W["DICE"] + r"A valószínűség $\boxed{\frac{5}{36}}$ (kb. 0,139).",
        "Hungarian: 'The probability is 5/36 (approx. 0.139)'.",
    )
)
add(
    m(
        "x_ok_el_sq_unsimpl",
        "B",
        r"6\sqrt{2}",
        "correct",
        "boxed",
        W["SQ"] + r"Άρα $\sqrt{72} = \boxed{3\sqrt{8}}$.",
        "Greek: 'So √72 = 3√8': unsimplified, equal (3√8 = 6√2).",
    )
)
add(
    m(
        "x_he_sq_wrong",
        "A",
        r"6\sqrt{2}",
        "wrong",
        "boxed",
        r"$\sqrt{72} = \sqrt{12 \cdot 2}$" + "\n" + r"לכן התשובה היא $\boxed{2\sqrt{6}}$.",
        "Hebrew: 'So the answer is 2√6' (= √24).",
    )
)
add(
    m(
        "x_sw_sq_decimal",
        "A",
        r"6\sqrt{2}",
        "wrong",
        "boxed",
        W["SQ"] + r"Jibu ni takriban $\boxed{8.49}$.",
        "Swahili: 'The answer is approximately 8.49'.",
    )
)
add(
    g(
        "x_ms_tick_near",
        "A",
        "0",
        "wrong",
        "phrase",
        "75 - 74.99 = 0.01\nJawapannya ialah 0.01 dolar.",
        "Malay: 'The answer is 0.01 dollars' against gold 0.",
    )
)
add(
    g(
        "x_ok_es_tick_word",
        "B",
        "0",
        "correct",
        "phrase",
        TICK + "No le queda nada: la respuesta es cero dólares.",
        "Spanish: 'She has nothing left: the answer is zero dollars' (number word).",
    )
)

# ---------------------------------------------------------------- number words (u_ class: words after and instead of numbers)
add(
    g(
        "u_ok_de_numword",
        "B",
        "42",
        "correct",
        "phrase",
        AGE + "Der Vater ist zweiundvierzig Jahre alt.",
        "German: 'The father is forty-two (zweiundvierzig) years old'.",
    )
)
add(
    g(
        "u_de_numword_swap",
        "A",
        "42",
        "wrong",
        "phrase",
        AGE + "Der Vater ist vierundzwanzig Jahre alt.",
        "German: 'The father is twenty-four (vierundzwanzig) years old': units-first order swapped.",
    )
)
add(
    g(
        "u_ok_ar_numword",
        "B",
        "42",
        "correct",
        "phrase",
        AGE + "إذن عمر الأب اثنان وأربعون عامًا.",
        "Arabic: 'So the father's age is forty-two (two and forty) years'.",
    )
)
add(
    g(
        "u_ar_numword_swap",
        "A",
        "42",
        "wrong",
        "phrase",
        AGE + "إذن عمر الأب أربعة وعشرون عامًا.",
        "Arabic: 'So the father's age is twenty-four (four and twenty) years'.",
    )
)
add(
    g(
        "u_ok_ko_native_numword",
        "B",
        "42",
        "correct",
        "phrase",
        AGE + "아버지는 마흔두 살입니다.",
        "Korean: 'The father is forty-two (native numeral 마흔두) years old'.",
    )
)
add(
    g(
        "u_cs_sum_age",
        "A",
        "42",
        "wrong",
        "phrase",
        AGE + "14 + 42 = 56\nOdpověď: dohromady je jim 56 let.",
        "Czech: 'Answer: together they are 56 years old': the sum, not the father's age.",
    )
)

# ---------------------------------------------------------------- n_: negation, strike-out, annotation
add(
    m(
        "n_zh_box_not",
        "A",
        r"3\sqrt{5}",
        "no_answer",
        "boxed",
        W["DIST"] + r"答案不是 $\boxed{3\sqrt{5}}$。",
        "Chinese: 'The answer is not 3√5': the gold negated, no other value.",
    )
)
add(
    m(
        "n_fr_box_nest_pas",
        "A",
        r"3\sqrt{5}",
        "wrong",
        "boxed",
        W["DIST"] + r"$\boxed{3\sqrt{5}}$ n'est pas la bonne réponse.",
        "French: '3√5 is not the right answer': the model marks its own box wrong.",
    )
)
add(
    m(
        "n_ok_fr_box_cest_bien",
        "B",
        r"3\sqrt{5}",
        "correct",
        "boxed",
        W["DIST"] + r"$\boxed{3\sqrt{5}}$ est bien la bonne réponse, et non $2\sqrt{5}$.",
        "French: '3√5 is indeed the right answer, and not 2√5'.",
    )
)
add(
    m(
        "n_de_falsch",
        "A",
        "5 + i",
        "wrong",
        "boxed",
        W["CPX"] + r"$\boxed{5 + i}$ (falsch)",
        "German: '(wrong)' after the box: the model annotates its answer as wrong.",
    )
)
add(
    m(
        "n_ok_de_richtig",
        "B",
        "5 + i",
        "correct",
        "boxed",
        W["CPX"] + r"$\boxed{5 + i}$ (richtig, Probe: $|5+i|^2 = 26 = 13 \cdot 2$)",
        "German: '(correct, check: |5+i|^2 = 26 = 13 * 2)' after the box.",
    )
)
add(
    g(
        "n_es_sout",
        "A",
        "417",
        "wrong",
        "phrase",
        PEN_ES + r"Respuesta: \sout{417} 504",
        "Spanish: 'Answer:' then the gold struck out and 504.",
    )
)
add(
    g(
        "n_ok_ru_strike",
        "B",
        "417",
        "correct",
        "phrase",
        PEN_RU + "**Ответ:** ~~504~~ 417",
        "Russian: bold 'Answer:' with 504 struck and 417 after.",
    )
)
add(
    g(
        "n_ru_strike_gold",
        "A",
        "417",
        "no_answer",
        "phrase",
        PEN_RU + "**Ответ:** ~~417~~",
        "Russian: 'Answer:' with the gold struck and nothing after.",
    )
)
add(
    g(
        "n_zh_annot_wrong",
        "A",
        "417",
        "wrong",
        "phrase",
        PEN_ZH + "答案：417（不正确）",
        "Chinese: 'Answer: 417 (incorrect)'.",
    )
)
add(
    g(
        "n_ko_anim",
        "A",
        "417",
        "wrong",
        "phrase",
        PEN + "답: 417 (아님)",
        "Korean: 'Answer: 417 (not it)'.",
    )
)
add(
    m(
        "n_ar_laysa_box",
        "A",
        "(4, 3)",
        "no_answer",
        "boxed",
        W["SYS"] + r"الحل ليس $\boxed{(4, 3)}$.",
        "Arabic: 'The solution is not (4, 3)'.",
    )
)
add(
    g(
        "n_he_not_zero",
        "A",
        "0",
        "no_answer",
        "phrase",
        TICK + "התשובה אינה 0.",
        "Hebrew: 'The answer is not 0.' and nothing else.",
    )
)
add(
    m(
        "n_it_neq_box",
        "A",
        "6",
        "no_answer",
        "boxed",
        W["LOG"] + r"Quindi il risultato è $\boxed{\neq 6}$.",
        "Italian: 'So the result is ≠ 6'.",
    )
)
add(
    m(
        "n_ok_it_neq_other",
        "B",
        "6",
        "correct",
        "boxed",
        W["LOG"] + r"Quindi $\log_2 64 = \boxed{6}$ (e $\neq 8$, che è $\sqrt{64}$).",
        "Italian: 'So log2 64 = 6 (and ≠ 8, which is √64)'.",
    )
)
add(
    g(
        "n_pl_nie_only",
        "A",
        "417",
        "no_answer",
        "phrase",
        PEN + "Odpowiedź: na pewno nie 417.",
        "Polish: 'Answer: certainly not 417.'",
    )
)
add(
    m(
        "n_el_cancel_box",
        "A",
        "(4, 3)",
        "no_answer",
        "boxed",
        W["SYS"] + r"Απάντηση: $\boxed{\cancel{(4, 3)}}$",
        "Greek: 'Answer:' and a cancelled box.",
    )
)
add(
    m(
        "n_tr_degil_box",
        "A",
        "-2, 0, 2",
        "no_answer",
        "boxed",
        W["SET"] + r"Çözümler $\boxed{-2, 0, 2}$ değil.",
        "Turkish: 'The solutions are not -2, 0, 2.'",
    )
)
add(
    m(
        "n_ok_tr_degil_other",
        "B",
        "-2, 0, 2",
        "correct",
        "boxed",
        W["SET"] + r"Çözümler yalnızca $-2, 2$ değil; $x = 0$ da bir çözüm: $\boxed{-2, 0, 2}$.",
        "Turkish: 'The solutions are not only -2, 2; x = 0 is a solution too: -2, 0, 2'.",
    )
)
add(
    g(
        "n_hi_galat",
        "A",
        "417",
        "wrong",
        "phrase",
        PEN + "उत्तर 417 है (गलत)।",
        "Hindi: 'The answer is 417 (wrong).'",
    )
)
add(
    g(
        "n_ok_uk_a_ne",
        "B",
        "42",
        "correct",
        "phrase",
        AGE + "Відповідь — 42, а не 24.",
        "Ukrainian: 'The answer is 42, and not 24'.",
    )
)
add(
    m(
        "n_ok_cs_check_box",
        "B",
        "6",
        "correct",
        "boxed",
        W["LOG"] + r"Odpověď: $\boxed{6}$ ✓ (ověřeno: $2^6 = 64$)",
        "Czech: 'Answer: 6 ✓ (verified: 2^6 = 64)'.",
    )
)
add(
    m(
        "n_sv_box_inte_ratt",
        "A",
        r"\frac{1}{3}, 3",
        "wrong",
        "boxed",
        W["ROOTS"] + r"$\boxed{\frac{1}{3}, 3}$ – nej, det stämmer inte.",
        "Swedish: '– no, that is not right.' after the box: the model rejects its own answer with nothing new; wrong per round 20's convention.",
        True,
    )
)
add(
    m(
        "n_ok_ja_hitei_other",
        "B",
        "(-3, 2)",
        "correct",
        "boxed",
        W["INT"] + r"閉区間 $[-3, 2]$ ではなく、答えは $\boxed{(-3, 2)}$ です。",
        "Japanese: 'Not the closed interval [-3, 2]; the answer is (-3, 2)'.",
    )
)

# ---------------------------------------------------------------- r_: retractions, checks, pleasantries
ZH_THINK = "每盒 36 支，14 盒：14 × 36 = 504。\n送出 87 支……答案是 504？\n等等，题目问的是剩下多少，所以 504 − 87 = 417。\n"
add(
    g(
        "r_ok_zh_think_wait",
        "B",
        "417",
        "correct",
        "tag",
        th(ZH_THINK) + "<answer>417</answer>",
        "Chinese R1 think: 'the answer is 504? Wait, the question asks how many remain, so 504 − 87 = 417', then the tag 417.",
    )
)
add(
    g(
        "r_zh_think_wait_then_wrong_tag",
        "A",
        "417",
        "wrong",
        "tag",
        th(ZH_THINK) + "<answer>504</answer>",
        "Chinese R1 think reaches 417 but the tag says 504: the tag is the final answer.",
    )
)
add(
    g(
        "r_es_edicion",
        "A",
        "417",
        "wrong",
        "hash",
        PEN_ES
        + "#### 417\n\nEdición: en realidad regaló 78 lápices, así que quedan 504 − 78 = 426.",
        "Spanish: 'Edit: actually she gave away 78 pencils, so 504 − 78 = 426 remain'.",
    )
)
add(
    g(
        "r_de_korrektur",
        "A",
        "18000",
        "wrong",
        "hash",
        RENT_DE + "#### 18000\n\nKorrektur: Die Kaution wird zurückgezahlt, also sind es 17.400 €.",
        "German: 'Correction: the deposit is refunded, so it is 17,400 €'.",
    )
)
add(
    g(
        "r_fr_laisse_tomber",
        "A",
        "417",
        "wrong",
        "phrase",
        PEN + "La réponse est 417. Ah non, laisse tomber, c'est 504.",
        "French: 'The answer is 417. Oh no, never mind, it is 504.'",
    )
)
add(
    g(
        "r_ok_ru_check",
        "B",
        "417",
        "correct",
        "hash",
        PEN_RU + "#### 417\n\nПроверка: 417 + 87 = 504 = 14 · 36 ✓",
        "Russian: 'Check: 417 + 87 = 504 = 14 · 36 ✓' after the answer.",
    )
)
add(
    g(
        "r_ko_sujeong",
        "A",
        "216",
        "wrong",
        "phrase",
        EGG
        + "정답은 216개입니다.\n\n수정: 문제에서 묻는 것은 달걀 꾸러미(12개) 수이므로 18입니다.",
        "Korean: 'The answer is 216.' then 'Correction: the question asks for the number of cartons (of 12), so 18.'",
    )
)
add(
    g(
        "r_pt_isso_errado",
        "A",
        "417",
        "wrong",
        "phrase",
        PEN + "A resposta é 417.\n\nEspere, isso está errado.",
        "Portuguese: 'The answer is 417.' then 'Wait, that is wrong.' with nothing new; debatable (round 20: a withdrawn answer is wrong).",
        True,
    )
)
add(
    g(
        "r_ok_ar_pleasantry",
        "B",
        "417",
        "correct",
        "phrase",
        PEN
        + "الإجابة هي 417.\n\nأتمنى أن يكون هذا مفيدًا! إذا كان لديك سؤال آخر فلا تتردد في طرحه.",
        "Arabic: 'The answer is 417.' then 'I hope this helps! If you have another question, do not hesitate to ask.'",
    )
)
add(
    m(
        "r_vi_box_then_box",
        "A",
        "5 + i",
        "wrong",
        "boxed",
        W["CPX"]
        + r"Vậy tích là $\boxed{5 + i}$."
        + "\n\n"
        + r"Khoan, tôi nhân nhầm dấu: $-3i^2 = -3$, nên tích là $\boxed{-1 + 5i}$.",
        "Vietnamese: 'So the product is 5 + i.' then 'Wait, I got a sign wrong: -3i^2 = -3, so the product is -1 + 5i' (a wrong correction; the last box counts).",
    )
)
add(
    m(
        "r_ok_id_box_then_box",
        "B",
        "5 + i",
        "correct",
        "boxed",
        r"$(2 + 3i)(1 - i) = 2 - 2i + 3i + 3i^2 = -1 + 5i$"
        + "\n"
        + r"Jadi hasilnya $\boxed{-1 + 5i}$."
        + "\n\n"
        + r"Tunggu, $-3i \cdot i = -3i^2 = +3$, jadi hasilnya $\boxed{5 + i}$.",
        "Indonesian: 'So the result is -1 + 5i.' then 'Wait, -3i·i = -3i^2 = +3, so the result is 5 + i'.",
    )
)
add(
    m(
        "r_ok_it_scusa",
        "B",
        r"\frac{7\pi}{6}",
        "correct",
        "boxed",
        W["RAD"]
        + r"La risposta è $\boxed{\frac{7\pi}{6}}$."
        + "\n\nSpero che sia chiaro! Fammi sapere se hai altre domande.",
        "Italian: pleasantry after the box: 'I hope it is clear! Let me know if you have other questions.'",
    )
)
add(
    m(
        "r_nl_nee_toch",
        "A",
        "(4, 3)",
        "wrong",
        "boxed",
        W["SYS"]
        + r"Dus $(x, y) = \boxed{(4, 3)}$."
        + "\n\n"
        + r"Nee toch niet: ik heb de vergelijkingen verwisseld, het is $\boxed{(3, 4)}$.",
        "Dutch: 'So (x, y) = (4, 3).' then 'No, not after all: I swapped the equations, it is (3, 4)'.",
    )
)
add(
    m(
        "r_ok_pl_sprawdzenie",
        "B",
        "(4, 3)",
        "correct",
        "boxed",
        W["SYS"]
        + r"Odpowiedź: $\boxed{(4, 3)}$."
        + "\n\n"
        + r"Sprawdzenie: $4 + 3 = 7$, $4 - 3 = 1$. Zgadza się.",
        "Polish: 'Answer: (4, 3).' then 'Check: 4 + 3 = 7, 4 - 3 = 1. It matches.'",
    )
)
add(
    m(
        "r_sv_mat_fel",
        "A",
        r"\begin{pmatrix} 7 & 10 \\ 15 & 22 \end{pmatrix}",
        "wrong",
        "boxed",
        W["MAT"]
        + r"$= \boxed{\begin{pmatrix} 7 & 10 \\ 15 & 22 \end{pmatrix}}$"
        + "\n\n"
        + r"Vänta, jag multiplicerade i fel ordning; rätt svar är $\boxed{\begin{pmatrix} 7 & 10 \\ 22 & 15 \end{pmatrix}}$.",
        "Swedish: 'Wait, I multiplied in the wrong order; the right answer is [[7,10],[22,15]]' (a wrong correction that counts).",
    )
)
add(
    m(
        "r_ok_ro_mat_verificare",
        "B",
        r"\begin{pmatrix} 7 & 10 \\ 15 & 22 \end{pmatrix}",
        "correct",
        "boxed",
        W["MAT"]
        + r"$= \boxed{\begin{pmatrix} 7 & 10 \\ 15 & 22 \end{pmatrix}}$"
        + "\n\nVerificare: urma este $7 + 22 = 29 = (1 + 4)^2 - 2 \\cdot (-2)$. Corect.",
        "Romanian: 'Verification: the trace is 7 + 22 = 29 = (tr A)^2 - 2 det A. Correct.'",
    )
)
add(
    g(
        "r_hu_megse",
        "A",
        "216",
        "wrong",
        "phrase",
        EGG + "A válasz 216.\n\nMégse: tucatban kérdezték, tehát 18.",
        "Hungarian: 'The answer is 216.' then 'No, after all: they asked in dozens, so 18.'",
    )
)
add(
    g(
        "r_ok_el_check",
        "B",
        "-12",
        "correct",
        "phrase",
        TEMP + "Η τελική θερμοκρασία είναι −12 °C.\n\nΈλεγχος: −3 − 1,5 · 6 = −12. Σωστό.",
        "Greek: 'The final temperature is −12 °C (U+2212 minus).' then 'Check: −3 − 1.5 · 6 = −12. Correct.'",
    )
)
add(
    g(
        "r_tl_teka_wrong_sign",
        "A",
        "-12",
        "wrong",
        "phrase",
        TEMP + "Ang sagot ay -12 degrees.\n\nTeka, hindi puwedeng negatibo, kaya 12 degrees.",
        "Tagalog: 'The answer is -12 degrees.' then 'Wait, it cannot be negative, so 12 degrees.'",
    )
)

# ---------------------------------------------------------------- q_: quoted, reported, hypothetical, other part, invented turn, self-set
add(
    m(
        "q_zh_textbook_only",
        "A",
        r"\frac{5}{36}",
        "no_answer",
        "none",
        "引用课本的话：“两个骰子点数之和为 8 的概率是 $\\frac{5}{36}$。”",
        "Chinese: 'Quoting the textbook: \"The probability that two dice sum to 8 is 5/36.\"' Only a quotation, no own answer; debatable.",
        True,
    )
)
add(
    m(
        "q_ok_es_textbook_then_own",
        "B",
        r"\frac{5}{36}",
        "correct",
        "boxed",
        "Cito el libro de texto: «la probabilidad de obtener suma 8 es 5/36». Comprobémoslo.\n"
        + W["DICE"]
        + r"Mi resultado coincide: $\boxed{\frac{5}{36}}$.",
        "Spanish: 'I quote the textbook: \"the probability of a sum of 8 is 5/36\". Let us check it. ... My result agrees: 5/36.'",
    )
)
add(
    m(
        "q_de_textbook_disagree",
        "A",
        r"\frac{5}{36}",
        "wrong",
        "boxed",
        "Das Lehrbuch gibt $\\frac{5}{36}$ an, ich komme aber auf $\\boxed{\\frac{1}{6}}$, weil ich 6 günstige Fälle zähle.",
        "German: 'The textbook gives 5/36, but I get 1/6, because I count 6 favourable cases.'",
    )
)
add(
    m(
        "q_ok_fr_textbook_wrong",
        "B",
        r"\frac{5}{36}",
        "correct",
        "boxed",
        "Le corrigé indique $\\frac{1}{6}$, mais c'est une erreur.\n"
        + W["DICE"]
        + r"La probabilité est donc $\boxed{\frac{5}{36}}$.",
        "French: 'The answer key says 1/6, but that is a mistake. ... The probability is therefore 5/36.'",
    )
)
add(
    g(
        "q_ru_invented_turn",
        "A",
        "417",
        "wrong",
        "phrase",
        PEN_RU.replace("504 − 87 = 417", "504 − 78 = 426")
        + "Ответ: 426."
        + IM_USER
        + "Разве ответ не 417?",
        "Russian: 'Answer: 426.' then an invented user turn 'Isn't the answer 417?': the gold only in the invented turn.",
    )
)
add(
    g(
        "q_ok_ja_invented_turn",
        "B",
        "417",
        "correct",
        "phrase",
        PEN
        + "答えは 417 本です。"
        + IM_USER
        + "ありがとう！次の問題：箱が 20 箱なら何本残りますか？",
        "Japanese: 'The answer is 417 (counter 本).' then an invented user turn 'Thanks! Next problem: how many are left with 20 boxes?'",
    )
)
add(
    g(
        "q_ko_self_set_after",
        "B",
        "417",
        "correct",
        "phrase",
        PEN
        + "정답은 417입니다.\n\n연습 문제: 상자가 20개라면 몇 자루가 남을까요?\n풀이: 20 × 36 − 87 = 633\n답: 633",
        "Korean: 'The answer is 417.' then a self-set 'Practice problem: with 20 boxes, how many remain? Solution ... Answer: 633'; debatable: the self-set problem's answer is last.",
        True,
    )
)
add(
    g(
        "q_fr_self_set_only",
        "A",
        "417",
        "no_answer",
        "phrase",
        "Problème similaire : 20 boîtes de 36 crayons, on en donne 87.\n20 × 36 − 87 = 633\nRéponse : 633.",
        "French: 'Similar problem: 20 boxes of 36 pencils, 87 given away ... Answer: 633.' Only a self-set problem answered.",
    )
)
add(
    g(
        "q_ok_pt_parts",
        "B",
        "417",
        "correct",
        "phrase",
        "a) Total de lápis: 14 × 36 = 504.\nb) Restam 504 − 87 = 417.\n\nResposta: 417 lápis.",
        "Portuguese: 'a) Total pencils: 504. b) 417 remain. Answer: 417 pencils.'",
    )
)
add(
    g(
        "q_pt_part_a_only",
        "A",
        "417",
        "wrong",
        "phrase",
        "a) Total de lápis: 14 × 36 = 504.\n\nResposta da parte (a): 504.",
        "Portuguese: 'Answer to part (a): 504': the other part's value only.",
    )
)
add(
    g(
        "q_it_suppose_only",
        "A",
        "417",
        "no_answer",
        "none",
        "Supponiamo che la risposta sia 417 e vediamo se torna.",
        "Italian: 'Let us suppose the answer is 417 and see whether it works.' Only a supposition.",
    )
)
add(
    g(
        "q_ok_it_suppose_verify",
        "B",
        "417",
        "correct",
        "phrase",
        "Supponiamo che la risposta sia 417: 417 + 87 = 504 = 14 · 36, torna.\nQuindi la risposta è 417.",
        "Italian: 'Suppose the answer is 417: 417 + 87 = 504 = 14 · 36, it works. So the answer is 417.'",
    )
)
add(
    g(
        "q_nl_answer_book",
        "A",
        "417",
        "wrong",
        "phrase",
        "Volgens het antwoordenboekje is het 417, maar ik kom op 14 × 36 = 504.\nMijn antwoord: 504.",
        "Dutch: 'According to the answer booklet it is 417, but I get 14 × 36 = 504. My answer: 504.'",
    )
)
add(
    g(
        "q_sv_question_only",
        "A",
        "18000",
        "no_answer",
        "none",
        "Du frågar: ”Blir svaret 18 000 dollar?” Tyvärr kan jag inte räkna ut det utan fler uppgifter.",
        "Swedish: 'You ask: \"Is the answer 18 000 dollars?\" Unfortunately I cannot work it out without more information.'",
    )
)
add(
    g(
        "q_he_invented_eot",
        "A",
        "42",
        "wrong",
        "phrase",
        "14 + 42 = 56\nהתשובה היא 56." + EOT_USER + "התשובה הנכונה היא 42.",
        "Hebrew: 'The answer is 56.' then an invented Llama user turn 'The correct answer is 42.'",
    )
)
add(
    g(
        "q_ar_teacher_agree",
        "B",
        "42",
        "correct",
        "phrase",
        AGE + "قال المعلم إن الإجابة 42، وحساباتي تؤكد ذلك.",
        "Arabic: 'The teacher said the answer is 42, and my calculations confirm it.': the model endorses the reported value.",
    )
)
add(
    g(
        "q_ar_teacher_only",
        "A",
        "42",
        "no_answer",
        "none",
        "قال المعلم إن الإجابة 42، لكنني لم أتحقق من ذلك بعد.",
        "Arabic: 'The teacher said the answer is 42, but I have not verified it yet.' Only reported; debatable.",
        True,
    )
)
add(
    m(
        "q_ms_hypo_only",
        "A",
        "(-3, 2)",
        "no_answer",
        "none",
        "Sekiranya ketaksamaan itu ialah $|2x + 1| < 5$, penyelesaiannya mungkin $(-3, 2)$, tetapi soalan itu tidak lengkap.",
        "Malay: 'If the inequality were |2x+1| < 5, the solution might be (-3, 2), but the question is incomplete.' Only a hypothetical.",
    )
)
add(
    m(
        "q_ok_ms_quote_problem",
        "B",
        "(-3, 2)",
        "correct",
        "boxed",
        "> Selesaikan $|2x + 1| < 5$.\n\n" + W["INT"] + r"Jawapan: $\boxed{(-3, 2)}$.",
        "Malay: the quoted problem 'Solve |2x+1| < 5.' then 'Answer: (-3, 2).'",
    )
)
add(
    m(
        "q_ok_cs_reported_then_own",
        "B",
        r"2x^2 + 5x - 12",
        "correct",
        "boxed",
        r"Spolužák tvrdí, že výsledek je $2x^2 - 5x - 12$, ale to nesedí."
        + "\n"
        + W["POLY"]
        + r"Správně: $\boxed{2x^2 + 5x - 12}$.",
        "Czech: 'A classmate claims the result is 2x^2 - 5x - 12, but that does not fit. ... Correct: 2x^2 + 5x - 12.'",
    )
)
add(
    m(
        "q_cs_reported_gold_own_wrong",
        "A",
        r"2x^2 + 5x - 12",
        "wrong",
        "boxed",
        r"V učebnici stojí $2x^2 + 5x - 12$, já ale dostávám $\boxed{2x^2 - 5x - 12}$.",
        "Czech: 'The textbook says 2x^2 + 5x - 12, but I get 2x^2 - 5x - 12.'",
    )
)
add(
    m(
        "q_uk_next_problem",
        "A",
        "6",
        "wrong",
        "boxed",
        r"$\log_2 64 = \boxed{8}$"
        + IM_USER
        + r"Наступне завдання: обчисліть $\log_2 64$. Відповідь: $6$.",
        "Ukrainian: the model's box is 8, then an invented user turn 'Next task: compute log2 64. Answer: 6.'",
    )
)
add(
    m(
        "q_ok_uk_if_after",
        "B",
        "6",
        "correct",
        "boxed",
        W["LOG"] + r"Відповідь: $\boxed{6}$. Якби основа була $4$, відповідь була б $3$.",
        "Ukrainian: 'Answer: 6. If the base were 4, the answer would be 3.'",
    )
)
add(
    m(
        "q_ok_th_quote_textbook",
        "B",
        "-2, 0, 2",
        "correct",
        "boxed",
        W["SET"]
        + "ตามที่หนังสือเรียนกล่าวไว้ว่า “สมการกำลังสามมีรากได้ไม่เกินสามราก” ดังนั้นคำตอบคือ $\\boxed{-2, 0, 2}$",
        "Thai: 'As the textbook says, \"a cubic equation has at most three roots\", so the answer is -2, 0, 2'.",
    )
)
add(
    m(
        "q_th_quote_only",
        "A",
        "-2, 0, 2",
        "no_answer",
        "none",
        "หนังสือเรียนเขียนว่า “คำตอบคือ $-2, 0, 2$”",
        "Thai: 'The textbook writes \"The answer is -2, 0, 2\"': only a quotation; debatable.",
        True,
    )
)
add(
    m(
        "q_ok_bn_reported_agree",
        "B",
        r"\frac{1}{3}, 3",
        "correct",
        "boxed",
        W["ROOTS"]
        + r"শিক্ষক বলেছিলেন মূলগুলো $\frac{1}{3}$ ও $3$, এবং উৎপাদকে বিশ্লেষণ তা নিশ্চিত করে: $\boxed{\frac{1}{3}, 3}$।",
        "Bengali: 'The teacher had said the roots are 1/3 and 3, and the factorisation confirms it: 1/3, 3.'",
    )
)
add(
    m(
        "q_fa_student_wrote",
        "A",
        r"\frac{1}{3}, 3",
        "wrong",
        "boxed",
        "یک دانش‌آموز نوشته بود $\\frac{1}{3}, 3$، اما من به $\\boxed{-\\frac{1}{3}, -3}$ می‌رسم.",
        "Persian: 'A student had written 1/3, 3, but I arrive at -1/3, -3.'",
    )
)

# ---------------------------------------------------------------- t_: answer tags
add(
    g(
        "t_ok_zh_sentence",
        "B",
        "417",
        "correct",
        "tag",
        th(PEN_ZH) + "<answer>小明还剩 417 支铅笔。</answer>",
        "Chinese tag sentence: 'Xiaoming has 417 pencils left.'",
    )
)
add(
    g(
        "t_ok_ja_equation",
        "B",
        "417",
        "correct",
        "tag",
        th(PEN) + "<answer>504 − 87 = 417</answer>",
        "Japanese-style tag with an equation chain ending in the gold (U+2212 minus).",
    )
)
add(
    g(
        "t_ru_equation_subtotal",
        "A",
        "417",
        "wrong",
        "tag",
        th(PEN_RU) + "<answer>14 · 36 = 504</answer>",
        "Russian working; the tag's equation ends in the subtotal 504.",
    )
)
add(
    g(
        "t_ok_de_selfcorr_gold",
        "B",
        "417",
        "correct",
        "tag",
        th(PEN) + "<answer>504 – nein, Moment: 504 − 87 = 417 Stifte</answer>",
        "German tag: '504 – no, wait: 504 − 87 = 417 pencils': a self-correction to the gold inside the tag.",
    )
)
add(
    m(
        "t_ok_es_box_sentence",
        "B",
        "(4, 3)",
        "correct",
        "tag",
        th(W["SYS"]) + r"<answer>La solución es $\boxed{(4, 3)}$.</answer>",
        "Spanish tag: 'The solution is (4, 3).'",
    )
)
add(
    g(
        "t_tl_empty",
        "A",
        "417",
        "no_answer",
        "tag",
        th(
            "May 14 na kahon na tig-36 na lapis: 14 × 36 = 504. Ibinigay ang 87, kaya 417 ang natira.\n"
        )
        + "<answer></answer>",
        "Tagalog think ('14 boxes of 36 pencils: 504. 87 given away, so 417 remain.'), then an empty tag.",
    )
)
add(
    g(
        "t_ko_placeholder",
        "A",
        "417",
        "no_answer",
        "tag",
        th(PEN) + "<answer>여기에 최종 답을 쓰세요</answer>",
        "Korean tag placeholder: 'Write the final answer here'.",
    )
)
add(
    m(
        "t_ok_fr_reversed_brackets",
        "B",
        "(-3, 2)",
        "correct",
        "tag",
        th(W["INT"]) + r"<answer>$x \in \left]-3 \,;\, 2\right[$</answer>",
        "French open-interval notation ]-3 ; 2[ = (-3, 2).",
    )
)
add(
    m(
        "t_fr_closed_semicolon",
        "A",
        "(-3, 2)",
        "wrong",
        "tag",
        th(W["INT"]) + r"<answer>$x \in [-3 \,;\, 2]$</answer>",
        "French closed interval [-3 ; 2]: the endpoints included, wrong for a strict inequality.",
    )
)
add(
    m(
        "t_ok_ru_semicolon_interval",
        "B",
        "(-3, 2)",
        "correct",
        "tag",
        th(W["INT"]) + r"<answer>$x \in (-3; 2)$</answer>",
        "Russian interval with a semicolon (-3; 2).",
    )
)
add(
    m(
        "t_de_point_notation",
        "B",
        "(4, 3)",
        "correct",
        "tag",
        th(W["SYS"]) + "<answer>Der Schnittpunkt ist S(4 | 3).</answer>",
        "German tag: 'The intersection point is S(4 | 3)': the school notation for a point; debatable (a vertical bar in a tuple).",
        True,
    )
)
add(
    m(
        "t_pl_tuple_swap",
        "A",
        "(4, 3)",
        "wrong",
        "tag",
        th(W["SYS"]) + "<answer>Rozwiązanie: x = 3, y = 4</answer>",
        "Polish tag: 'Solution: x = 3, y = 4': swapped.",
    )
)
add(
    m(
        "t_ok_pl_tuple_named",
        "B",
        "(4, 3)",
        "correct",
        "tag",
        th(W["SYS"]) + "<answer>Rozwiązanie: x = 4, y = 3</answer>",
        "Polish tag: 'Solution: x = 4, y = 3'.",
    )
)
add(
    m(
        "t_ok_hu_mat",
        "B",
        r"\begin{pmatrix} 7 & 10 \\ 15 & 22 \end{pmatrix}",
        "correct",
        "tag",
        th(W["MAT"]) + r"<answer>$A^2 = \begin{bmatrix} 7 & 10 \\ 15 & 22 \end{bmatrix}$</answer>",
        "Hungarian-style tag with bmatrix instead of pmatrix.",
    )
)
add(
    m(
        "t_ok_sw_poly",
        "B",
        r"2x^2 + 5x - 12",
        "correct",
        "tag",
        th(W["POLY"]) + r"<answer>Jibu ni $5x + 2x^2 - 12$.</answer>",
        "Swahili tag: 'The answer is 5x + 2x^2 - 12' (terms reordered).",
    )
)
add(
    m(
        "t_id_poly_other",
        "A",
        r"2x^2 + 5x - 12",
        "wrong",
        "tag",
        th(W["POLY"]) + r"<answer>Jawabannya $2x^2 + 11x - 12$.</answer>",
        "Indonesian tag: 'The answer is 2x^2 + 11x - 12'.",
    )
)
add(
    m(
        "t_ok_vi_set_braces",
        "B",
        "-2, 0, 2",
        "correct",
        "tag",
        th(W["SET"]) + r"<answer>Tập nghiệm là $S = \{-2; 0; 2\}$.</answer>",
        "Vietnamese tag: 'The solution set is S = {-2; 0; 2}' (semicolons, Vietnamese style).",
    )
)
add(
    m(
        "t_vi_set_lost_zero",
        "A",
        "-2, 0, 2",
        "wrong",
        "tag",
        th(W["SET"]) + r"<answer>Tập nghiệm là $S = \{-2; 2\}$.</answer>",
        "Vietnamese tag: 'The solution set is S = {-2; 2}': the root 0 lost.",
    )
)

# ---------------------------------------------------------------- h_: phrase marker then ####
add(
    g(
        "h_de_hash_separator",
        "B",
        "18000",
        "correct",
        "hash",
        RENT_DE + "Sie zahlt insgesamt 18.000 €.\n#### 18.000",
        "German: 'She pays 18,000 € in total.' then '#### 18.000' (German grouping after ####); debatable: 18.000 reads as 18 in English.",
        True,
    )
)
add(
    g(
        "h_ok_ru_hash_space",
        "B",
        "18000",
        "correct",
        "hash",
        RENT + "Ответ: 18 000 долларов.\n#### 18 000",
        "Russian: 'Answer: 18 000 dollars.' then '#### 18 000' (space grouping after ####).",
    )
)
add(
    g(
        "h_ru_hash_subtotal",
        "A",
        "18000",
        "wrong",
        "hash",
        RENT + "Ответ: 17 400 долларов.\n#### 17 400",
        "Russian: the subtotal 17 400 in phrase and ####.",
    )
)
add(
    g(
        "h_ok_vi_hash_noun",
        "B",
        "417",
        "correct",
        "hash",
        PEN + "Đáp án: còn lại 417 cây bút chì.\n#### 417 bút chì",
        "Vietnamese: 'Answer: 417 pencils remain.' then '#### 417 pencils'.",
    )
)
add(
    g(
        "h_zh_hash_wan_mismatch",
        "A",
        "3600000",
        "wrong",
        "hash",
        REV_ZH + "答案是 360 万元。\n#### 360",
        "Chinese: 'The answer is 360 wan yuan.' but '#### 360' drops the scale word: the #### value is 360.",
    )
)
add(
    g(
        "h_ok_fa_hash",
        "B",
        "417",
        "correct",
        "hash",
        PEN + "بنابراین پاسخ ۴۱۷ مداد است.\n#### 417",
        "Persian: 'So the answer is 417 pencils' (Persian digits), then #### 417.",
    )
)
add(
    g(
        "h_ok_bn_hash_digits",
        "B",
        "216",
        "correct",
        "hash",
        EGG + "উত্তর হলো ২১৬টি ডিম।\n#### ২১৬",
        "Bengali: 'The answer is 216 eggs' and #### in Bengali digits.",
    )
)
add(
    g(
        "h_hi_hash_dozen",
        "A",
        "216",
        "wrong",
        "hash",
        EGG + "216 ÷ 12 = 18\nउत्तर 18 दर्जन है।\n#### 18",
        "Hindi: 'The answer is 18 dozen.' #### 18: the number of dozens, not eggs.",
    )
)
add(
    g(
        "h_sw_hash_percent_fail",
        "A",
        "57.5",
        "wrong",
        "hash",
        "80 - 46 = 34\n34 / 80 * 100 = 42.5\nJibu: asilimia 42.5 ya wanafunzi hawakufaulu.\n#### 42.5",
        "Swahili: 'Answer: 42.5 percent of the students did not pass.' #### 42.5: the failing share.",
    )
)
add(
    m(
        "h_ok_el_hash_math",
        "B",
        "6",
        "correct",
        "hash",
        W["LOG"] + "Η απάντηση είναι 6.\n#### 6",
        "Greek MATH answer with ####: 'The answer is 6.'",
    )
)
add(
    m(
        "h_ok_ro_minerva",
        "B",
        r"\frac{7\pi}{6}",
        "correct",
        "minerva",
        W["RAD"] + "Răspuns final: " + MINERVA.format(r"$\frac{7\pi}{6}$"),
        "Romanian 'Final answer:' then a Minerva line with 7π/6.",
    )
)
add(
    m(
        "h_he_hash_degrees",
        "A",
        r"\frac{7\pi}{6}",
        "wrong",
        "hash",
        "התשובה: 210 מעלות.\n#### 210",
        "Hebrew: 'The answer: 210 degrees.' #### 210 for a radian gold.",
    )
)

# ---------------------------------------------------------------- realistic long completions (Qwen, Llama, R1, Minerva) in the languages
add(
    m(
        "x_ok_zh_qwen_long",
        "B",
        r"\frac{5}{36}",
        "correct",
        "boxed",
        "我们需要计算两个骰子点数之和为 8 的概率。\n\n1. **列出所有可能结果：**\n   两个骰子共有 $6 \\times 6 = 36$ 种结果。\n\n2. **找出和为 8 的结果：**\n   $(2,6), (3,5), (4,4), (5,3), (6,2)$，共 $5$ 种。\n\n3. **计算概率：**\n   $P = \\frac{5}{36}$，约等于 $0.139$。\n\n"
        + QWEN_END.format(r"\frac{5}{36}"),
        "Chinese Qwen-style steps ('list all outcomes', 'find the outcomes with sum 8', 'compute the probability ... about 0.139') then the English closing box.",
    )
)
add(
    m(
        "x_zh_qwen_long_approx_box",
        "A",
        r"\frac{5}{36}",
        "wrong",
        "boxed",
        "两个骰子共有 36 种结果，和为 8 的有 5 种。\n\n概率为 $\\frac{5}{36} \\approx 0.139$。\n\n因此，最终答案是 $\\boxed{0.139}$。",
        "Chinese: 'Therefore the final answer is 0.139': the decimal boxed, the fraction only in the working.",
    )
)
add(
    m(
        "x_ok_ja_llama_long",
        "B",
        r"6\sqrt{2}",
        "correct",
        "boxed",
        "## Step 1: 72 を素因数分解する\n$72 = 2^3 \\cdot 3^2 = 36 \\cdot 2$\n\n## Step 2: 平方根を簡単にする\n$\\sqrt{72} = \\sqrt{36} \\cdot \\sqrt{2} = 6\\sqrt{2}$\n\n"
        + LLAMA_END.format(r"6\sqrt{2}"),
        "Japanese Llama 3 steps ('factor 72', 'simplify the root') then the English closing box.",
    )
)
add(
    m(
        "r_ok_ru_r1_long",
        "B",
        "(-3, 2)",
        "correct",
        "boxed",
        th(
            "Нужно решить |2x + 1| < 5. Это значит -5 < 2x + 1 < 5.\nВычитаю 1: -6 < 2x < 4. Делю на 2: -3 < x < 2.\nПодожди, неравенство строгое, значит концы не входят. Да, интервал открытый.\n"
        )
        + "**Ответ**\n\\[\n\\boxed{(-3, 2)}\n\\]",
        "Russian R1 think ('Wait, the inequality is strict, so the ends are not included. Yes, the interval is open.') then bold 'Answer' and the box.",
    )
)
add(
    m(
        "r_ru_r1_long_closed",
        "A",
        "(-3, 2)",
        "wrong",
        "boxed",
        th(
            "Нужно решить |2x + 1| < 5, то есть -6 < 2x < 4, -3 < x < 2.\nПодожди, может, концы включаются? Думаю, да.\n"
        )
        + "**Ответ**\n\\[\n\\boxed{[-3, 2]}\n\\]",
        "Russian R1 think ('Wait, maybe the ends are included? I think so.') then the closed interval boxed.",
    )
)
add(
    m(
        "r_ok_es_minerva_check",
        "B",
        r"2x^2 + 5x - 12",
        "correct",
        "minerva",
        W["POLY"]
        + "Comprobación: con $x = 1$, $(5)(-1) = -5$ y $2 + 5 - 12 = -5$. ✓\n"
        + MINERVA.format(r"$2x^2 + 5x - 12$"),
        "Spanish check 'with x = 1 ...' before the Minerva line.",
    )
)
add(
    m(
        "r_es_minerva_then_retract",
        "A",
        r"2x^2 + 5x - 12",
        "wrong",
        "minerva",
        W["POLY"]
        + MINERVA.format(r"$2x^2 + 5x - 12$")
        + "\n\nEspera, el término central es $-3x - 8x$, así que la respuesta es $2x^2 - 11x - 12$.",
        "Spanish after a Minerva line: 'Wait, the middle term is -3x - 8x, so the answer is 2x^2 - 11x - 12'.",
    )
)
add(
    g(
        "h_ok_pt_long_gsm",
        "B",
        "417",
        "correct",
        "hash",
        "Vamos resolver passo a passo.\n\n**Passo 1:** Calcular o total de lápis.\n14 caixas × 36 lápis = <<14*36=504>>504 lápis.\n\n**Passo 2:** Subtrair os lápis doados.\n504 − 87 = <<504-87=417>>417 lápis.\n\n| Etapa | Valor |\n|---|---|\n| Total | 504 |\n| Doados | 87 |\n| Restantes | 417 |\n\nPortanto, restam **417 lápis**.\n#### 417",
        "Portuguese long: 'Step 1: total pencils ... Step 2: subtract the donated ... Therefore 417 pencils remain.' with a table, then ####.",
    )
)
add(
    g(
        "h_pt_long_table_last",
        "A",
        "417",
        "wrong",
        "hash",
        "**Passo 1:** 14 × 36 = <<14*36=504>>504 lápis.\n\n**Passo 2:** 504 − 87 = <<504-87=417>>417 lápis.\n\nPortanto, havia **504 lápis** no total.\n#### 504",
        "Portuguese: 'Therefore there were 504 pencils in total.' #### 504: the total, not what remains.",
    )
)
add(
    g(
        "r_ok_tr_long_think",
        "B",
        "10.15",
        "correct",
        "tag",
        th(
            "3,5 kg peynir, kilosu 2,90 TL.\n3 × 2,90 = 8,70; 0,5 × 2,90 = 1,45.\n8,70 + 1,45 = 10,15.\nBekle, tekrar kontrol edeyim: 3,5 × 2,9 = 10,15. Evet.\n"
        )
        + "<answer>Peynir toplam 10,15 TL tutar.</answer>",
        "Turkish R1 think ('Wait, let me check again: ... Yes.') then the tag 'The cheese costs 10.15 TL in total.'",
    )
)
add(
    g(
        "r_tr_long_think_round",
        "A",
        "10.15",
        "wrong",
        "tag",
        th("3,5 × 2,90 = 10,15 TL.\nYuvarlarsak yaklaşık 10 TL.\n")
        + "<answer>Yaklaşık 10 TL.</answer>",
        "Turkish: think 'rounded, about 10 TL', the tag 'About 10 TL.'",
    )
)

# ---------------------------------------------------------------- mixed language
add(
    g(
        "q_ok_mixed_en_zh",
        "B",
        "417",
        "correct",
        "phrase",
        PEN + "The answer is 417 支铅笔。",
        "Mixed English/Chinese: 'The answer is 417 pencils (支铅笔).'",
    )
)
add(
    g(
        "q_mixed_en_es_hedge",
        "A",
        "417",
        "wrong",
        "phrase",
        PEN + "The answer is 417, o tal vez 504.",
        "Mixed English/Spanish: 'The answer is 417, or maybe 504.': a hedge.",
    )
)
add(
    m(
        "q_ok_mixed_de_en",
        "B",
        "5 + i",
        "correct",
        "boxed",
        W["CPX"] + r"Also ist das Produkt $\boxed{5 + i}$. Final answer: $5 + i$.",
        "Mixed German/English: 'So the product is 5 + i. Final answer: 5 + i'.",
    )
)
add(
    m(
        "q_mixed_fr_en_two",
        "A",
        "5 + i",
        "wrong",
        "boxed",
        W["CPX"] + r"Donc le produit est $\boxed{5 + i}$. Final answer: $5 - i$.",
        "Mixed French/English: 'So the product is 5 + i.' then 'Final answer: 5 - i': a different last answer.",
    )
)

# ---------------------------------------------------------------- b_: bad input JSON can hold
add(
    g(
        "b_zh_nul",
        "A",
        "417",
        "no_answer",
        "phrase",
        PEN_ZH + "答案是 4\x0017。",
        "Chinese answer with a NUL inside 417: bad input (kind A, no_answer by the label rule).",
    )
)
add(
    g(
        "b_ru_nul_end",
        "A",
        "417",
        "no_answer",
        "hash",
        PEN_RU + "#### 417\x00",
        "Russian working, a NUL after the #### value: bad input.",
    )
)
add(
    m(
        "b_ar_nul_gold",
        "A",
        "(4, 3)\x00",
        "no_answer",
        "boxed",
        W["SYS"] + r"الحل هو $\boxed{(4, 3)}$.",
        "Arabic: 'The solution is (4, 3)', but the gold holds a NUL: the pair is bad input.",
    )
)
add(
    g(
        "b_ok_fa_zwnj_digits",
        "B",
        "417",
        "correct",
        "phrase",
        PEN + "در نهایت ۴۱۷ مداد باقی می‌ماند.",
        "Persian: 'In the end 417 pencils remain' (Persian digits, a zero-width non-joiner in می‌ماند, normal orthography).",
    )
)
add(
    g(
        "b_ok_ar_indic_digits",
        "B",
        "417",
        "correct",
        "phrase",
        PEN + "الإجابة هي ٤١٧ قلمًا.",
        "Arabic: 'The answer is 417 pencils' (Arabic-Indic digits).",
    )
)
add(
    g(
        "b_ok_hi_devanagari",
        "B",
        "417",
        "correct",
        "phrase",
        PEN + "उत्तर ४१७ पेंसिल है।",
        "Hindi: 'The answer is 417 pencils' (Devanagari digits).",
    )
)
add(
    g(
        "b_th_digits_wrong",
        "A",
        "417",
        "wrong",
        "phrase",
        PEN + "คำตอบคือ ๕๐๔ แท่ง",
        "Thai: 'The answer is 504 (sticks)' in Thai digits: the subtotal.",
    )
)
add(
    g(
        "b_ok_ja_fullwidth",
        "B",
        "0",
        "correct",
        "phrase",
        TICK + "答えは０ドルです。",
        "Japanese: 'The answer is 0 dollars' (full-width zero).",
    )
)
add(
    g(
        "b_ok_he_rlm",
        "B",
        "417",
        "correct",
        "phrase",
        PEN + "התשובה היא \u200f417\u200f עפרונות.",
        "Hebrew: 'The answer is 417 pencils' with right-to-left marks around the number.",
    )
)
add(
    g(
        "b_ok_huge_zh",
        "B",
        "417",
        "correct",
        "phrase",
        ("验算：14 × 36 = 504，504 − 87 = 417。\n" * 1500) + "答案是 417。",
        "Chinese: 1,500 repeated check lines (about 40k characters) then 'The answer is 417.': a huge input.",
    )
)
add(
    g(
        "b_huge_cut_ru",
        "A",
        "417",
        "no_answer",
        "truncated",
        "<think>\n"
        + ("Подождите, давайте пересчитаем: 14 · 36 = 504.\n" * 1200)
        + "Подождите, давайте пересч",
        "Russian R1 loop 'Wait, let us recompute: 14 · 36 = 504.' 1,200 times, cut mid-word inside the think block: no answer.",
    )
)
add(
    m(
        "b_ok_el_tab_box",
        "B",
        "6",
        "correct",
        "boxed",
        W["LOG"] + "Απάντηση:\t$\\boxed{6}$",
        "Greek: 'Answer:' with a tab before the box.",
    )
)
add(
    m(
        "b_ko_unclosed_box",
        "A",
        "6",
        "no_answer",
        "truncated",
        W["LOG"] + r"따라서 정답은 $\boxed{",
        "Korean: 'Therefore the answer is' and a box cut open.",
    )
)
add(
    g(
        "b_cs_esc_wrong",
        "A",
        "417",
        "wrong",
        "phrase",
        PEN + "Odpověď: \x1b[1m504\x1b[0m tužek.",
        "Czech: 'Answer: 504 pencils' with ANSI bold escape codes: the subtotal.",
    )
)

CASES = GEN + C

DECISIONS = {
    "u_de_dutzend": (
        "reject",
        "18 dozen is the other unit; the label rule calls another unit's value wrong",
    ),
    "u_ru_moroz": (
        "accept",
        "'12 degrees of frost' is how Russian states -12 degrees; the sign is in the idiom, honestly stated",
    ),
    "u_es_bajo_cero": ("accept", "'12 degrees below zero' states -12 in honest words"),
    "u_oct_radians_equiv": (
        "reject",
        "degrees are not radians (label rule), though the angle is the same",
    ),
    "u_ro_share": ("reject", "a decimal share is not the percent gold (round 21's convention)"),
    "x_ro_pass_share": (
        "reject",
        "a decimal share for the percent the working computes is another quantity",
    ),
    "x_ok_ru_rep_period": (
        "accept",
        "0,(36) is the standard Russian notation for 0.363636... = 4/11",
    ),
    "n_sv_box_inte_ratt": (
        "reject",
        "the model rejects its own box with nothing new: wrong (round 20's convention)",
    ),
    "r_pt_isso_errado": (
        "reject",
        "the answer is withdrawn with nothing new: wrong (round 20's convention)",
    ),
    "q_zh_textbook_only": (
        "reject",
        "only a quotation of the textbook, no answer of the model's own",
    ),
    "q_ko_self_set_after": (
        "accept",
        "a self-set practice problem after the committed answer does not replace it",
    ),
    "q_ar_teacher_only": (
        "reject",
        "only the teacher's reported words; the model says it has not verified them",
    ),
    "q_th_quote_only": ("reject", "only a quotation, no own answer"),
    "t_de_point_notation": (
        "accept",
        "S(4 | 3) is the German school notation for the point (4, 3)",
    ),
    "h_de_hash_separator": (
        "accept",
        "in a German completion 18.000 is eighteen thousand, as the phrase before it says",
    ),
}

if __name__ == "__main__":
    import corpus_build

    here = Path(__file__).resolve().parent
    if here != Path(corpus_build.__file__).resolve().parent:
        corpus_build.HERE = here  # run outside the corpus folder: write beside this file
    write_probes("adversarial_redteam121", CASES, [], DECISIONS)

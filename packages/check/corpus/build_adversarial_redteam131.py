r"""Build adversarial_redteam131.jsonl: round 131 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam131", issue 25), written by a new helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker, math-verify, sympy or any grader on the probes; handed over BEFORE any scoring. Not model
output. Only corpus/README.md ("How labels were made"), corpus_build.py and
build_adversarial_redteam21.py (structure and label rules) were read.

Aim of this round: FINAL ANSWERS WRITTEN IN LANGUAGES OTHER THAN ENGLISH, 32 languages with a mix
unlike earlier rounds (Nordic: Swedish, Norwegian Bokmål, Danish, Finnish; Baltic: Lithuanian,
Latvian; Balkan: Serbian in Cyrillic, Croatian, Greek, Romanian; South Asian: Hindi, Bengali,
Persian; African: Swahili, Afrikaans; plus Chinese, Japanese, Korean, Russian, Ukrainian, Spanish,
Portuguese, French, German, Italian, Dutch, Polish, Turkish, Arabic, Vietnamese, Indonesian,
Hungarian): each language's answer phrase, decimal comma and group separators (".", " ", the
narrow no-break space, Indian lakh grouping), native digits (Persian, Bengali), scale words after
(and, in Swahili, before) the value (万, 만, тысяч, mil, lakh, milioni ...), currencies after the value
and after `####`, number words, negation and correction idioms, self-corrections inside an answer
tag, glosses and checks after the answer, reported speech, answer tags holding sentences, mixed
language, invented next turns. The working is mostly language-neutral equations (GSM8K `<<a*b=c>>`
annotations, LaTeX; the MATH working in short English sentences, i.e. mixed language as multilingual
models often write), so each probe turns on the non-English final sentence. About 65 % GSM8K.
The same shapes are written once per language with the phrases each language's grammar needs
(the English gloss of every template is `EN`; each note repeats the gloss of its sentence).

Problems (golds and arithmetic checked by hand; python used for plain arithmetic only):
GSM8K
  rolls: 14 trays of 18 rolls, 187 sold -> 65 (14*18 = 252; 252 - 187 = 65; check 65 + 187 = 252).
         Slip: 14*18 taken as 262 -> 75.
  laptops: 36 laptops at 1,275 each -> 45900 (36*1275 = 36000 + 9900 = 45900). Off by one laptop:
         35*1275 = 44625.
  cheese: 3.5 kg at 12.40 a kg -> 43.4 (3*12.40 = 37.20; 0.5*12.40 = 6.20; 43.40). Rounded: 43.
  bottles: 80,000 bottles a day for 30 days -> 2400000 (= 2.4 million = 24 lakh = 240万).
  cartons: 156 eggs in cartons of 12 -> 13 (13*12 = 156); "13 dozen" is 156, the eggs.
  temperature: 4 degrees, falling 3 degrees an hour for 7 hours -> -17 (4 - 21 = -17).
  flowers: 27 of 40 plants flowered -> 67.5 (percent; 27/40 = 0.675).
MATH
  P: 5 red and 7 blue marbles, probability of red -> \frac{5}{12} (0.41666...; 0.42 is wrong).
  S: \sqrt{48} -> 4\sqrt{3} (48 = 16*3; 6.93 is wrong).
  I: |x - 1| < 4 -> (-3, 5) (-4 < x - 1 < 4; written (-3; 5) in Russian/Polish/... school style).
  Y: x + y = 1, 3x - y = 7 -> (2, -1) (4x = 8; check 3*2 - (-1) = 7).
  C: (3 + 2i)(1 - i) -> 5 - i (3 - 3i + 2i - 2i^2 = 3 - i + 2).
  H: interior angle of a regular hexagon in degrees -> 120 (180*4/6 = 120; \frac{2\pi}{3} is
     radians, wrong).
  F: (x + 4)(x - 3) -> x^2 + x - 12 (x^2 - 3x + 4x - 12).
  R: roots of x^2 - 5x + 6 = 0 -> 2, 3 ((x - 2)(x - 3); a single root is wrong).

The id's first letter names the class: `t_` answer tags; `h_` a phrase then `####`; `x_` exactness
(decimal commas, group separators, digits, number words, rounding); `n_` negation; `u_` words after
(or before) a number: scale words and units; `r_` retractions and checks after the answer; `q_`
reported speech, invented turns, glosses; `b_` bad input. Then the language code, an `_m_` for a
MATH probe and `_ok_` for kind B.

Labels (corpus/README.md and round 21's conventions): the last final answer counts; an answer tag's
content is the final answer, read for the value its sentence states, and a correction inside the tag
makes the corrected value the answer; a phrase and a `####` line that disagree are two final answers
(wrong); a value with a scale word after it ("65 тысяч", "65万") is that scaled value; a currency after
the value is a unit; a decimal comma or a group separator in a language that writes numbers so is
that language's number (German "45.900 €" is 45900); a number word is its value; native digits are
their value; a correction idiom after the answer makes the corrected value the final one, a check or
gloss after it does not; a friend's answer reported and then contradicted by the model's own is not
the model's answer; an invented next turn does not count; degrees are not radians; a decimal for an
exact irrational or repeating gold is wrong; a NUL or a lone surrogate anywhere makes the pair bad
input (kind A, `no_answer`, debatable with decision `reject` as in earlier rounds).
No lone-surrogate probe: write_records writes UTF-8 unescaped and cannot encode one (as in
round 5, such probes belong in a `check --input` batch). Counts: 300 probes, A 144 / B 156,
GSM8K 193 / MATH 107, 6 debatable, each with a decision.

Usage: python packages/check/corpus/build_adversarial_redteam131.py
"""

from pathlib import Path

from corpus_build import EOT_ASSIST, EOT_USER, IM_ASSIST, IM_USER, g, m, th, write_probes  # noqa: E402

# ================================================================ languages
# Per language: answer phrase, a sentence with the counted noun (rolls left), a correction idiom, a
# negation, a check, reported speech (friend says {v}, I get {w}), a scale word after the value
# ("{v} thousand"), 2.4 million in the language's own words, 65 as a number word, the lead of a
# "therefore the answer is" line, the decimal and group separators, 45,900 with its currency.
# English glosses (the same for every language): EN below.
EN = {
    "ans": "The answer is {v}.",
    "left": "{v} rolls are left.",
    "wait": "Wait, that is wrong: the correct answer is {v}.",
    "neg": "The answer is not {v}.",
    "check": "Check: {c}. Correct.",
    "said": "My friend/classmate says the answer is {v}, but I get {w}.",
    "scale": "{v} thousand",
    "million": "2.4 million bottles",
    "num65": "sixty-five",
    "so": "Therefore, the answer is",
}
L = {}


def lang(code, name, dec, grp, cur, **kw):
    kw.update(code=code, name=name, dec=dec, grp=grp, cur=cur)
    L[code] = kw


lang(
    "zh",
    "Chinese",
    ".",
    ",",
    "{v} 元",
    ans="答案是 {v}。",
    left="还剩 {v} 个面包。",
    wait="等等，这不对，正确答案应该是 {v}。",
    neg="答案不是 {v}。",
    check="验算：{c}，正确。",
    said="我同学说答案是 {v}，但我算出来是 {w}。",
    scale="{v}万",
    million="240万瓶",
    million_en="2.4 million (240 ten-thousand) bottles",
    scale_en="{v} ten-thousand (= 650,000)",
    num65="六十五",
    so="所以答案是",
)
lang(
    "ja",
    "Japanese",
    ".",
    ",",
    "{v}円",
    ans="答えは {v} です。",
    left="残りのパンは {v} 個です。",
    wait="待ってください、これは間違いです。正しい答えは {v} です。",
    neg="答えは {v} ではありません。",
    check="検算：{c}。正しいです。",
    said="友達は答えが {v} だと言っていますが、私の計算では {w} です。",
    scale="{v}万",
    million="240万本",
    million_en="2.4 million (240 ten-thousand) bottles",
    scale_en="{v} ten-thousand (= 650,000)",
    num65="六十五",
    so="したがって、答えは次のとおりです：",
)
lang(
    "ko",
    "Korean",
    ".",
    ",",
    "{v}원",
    ans="답은 {v}입니다.",
    left="남은 빵은 {v}개입니다.",
    wait="잠깐, 이건 틀렸습니다. 정답은 {v}입니다.",
    neg="답은 {v}개가 아닙니다.",
    check="검산: {c}. 맞습니다.",
    said="친구는 답이 {v}라고 하지만, 제 계산으로는 {w}입니다.",
    scale="{v}만",
    million="240만 병",
    million_en="2.4 million (240 ten-thousand) bottles",
    scale_en="{v} ten-thousand (= 650,000)",
    num65="육십오",
    so="따라서 답은 다음과 같습니다:",
)
lang(
    "ru",
    "Russian",
    ",",
    " ",
    "{v} ₽",
    ans="Ответ: {v}.",
    left="Осталось {v} булочек.",
    wait="Подождите, это неверно: правильный ответ {v}.",
    neg="Ответ не {v}.",
    check="Проверка: {c}. Верно.",
    said="Мой друг говорит, что ответ {v}, но у меня получилось {w}.",
    scale="{v} тысяч",
    million="2,4 миллиона бутылок",
    num65="шестьдесят пять",
    so="Следовательно, ответ:",
)
lang(
    "uk",
    "Ukrainian",
    ",",
    " ",
    "{v} грн",
    ans="Відповідь: {v}.",
    left="Залишилося {v} булочок.",
    wait="Зачекайте, це неправильно: правильна відповідь — {v}.",
    neg="Відповідь не {v}.",
    check="Перевірка: {c}. Правильно.",
    said="Мій друг каже, що відповідь {v}, але в мене вийшло {w}.",
    scale="{v} тисяч",
    million="2,4 мільйона пляшок",
    num65="шістдесят п'ять",
    so="Отже, відповідь:",
)
lang(
    "es",
    "Spanish",
    ",",
    ".",
    "{v} €",
    ans="La respuesta es {v}.",
    left="Quedan {v} panecillos.",
    wait="Espera, eso está mal: la respuesta correcta es {v}.",
    neg="La respuesta no es {v}.",
    check="Comprobación: {c}. Correcto.",
    said="Mi compañero dice que la respuesta es {v}, pero a mí me da {w}.",
    scale="{v} mil",
    million="2,4 millones de botellas",
    num65="sesenta y cinco",
    so="Por lo tanto, la respuesta es",
)
lang(
    "pt",
    "Portuguese",
    ",",
    ".",
    "R$ {v}",
    ans="A resposta é {v}.",
    left="Sobram {v} pãezinhos.",
    wait="Espere, isso está errado: a resposta correta é {v}.",
    neg="A resposta não é {v}.",
    check="Verificação: {c}. Correto.",
    said="Meu colega diz que a resposta é {v}, mas eu obtive {w}.",
    scale="{v} mil",
    million="2,4 milhões de garrafas",
    num65="sessenta e cinco",
    so="Portanto, a resposta é",
)
lang(
    "fr",
    "French",
    ",",
    "\u202f",
    "{v} €",
    ans="La réponse est {v}.",
    left="Il reste {v} petits pains.",
    wait="Attendez, c'est faux : la bonne réponse est {v}.",
    neg="La réponse n'est pas {v}.",
    check="Vérification : {c}. C'est correct.",
    said="Mon camarade dit que la réponse est {v}, mais moi je trouve {w}.",
    scale="{v} mille",
    million="2,4 millions de bouteilles",
    num65="soixante-cinq",
    so="Donc, la réponse est",
)
lang(
    "de",
    "German",
    ",",
    ".",
    "{v} €",
    ans="Die Antwort ist {v}.",
    left="Es bleiben {v} Brötchen übrig.",
    wait="Moment, das ist falsch: Die richtige Antwort ist {v}.",
    neg="Die Antwort ist nicht {v}.",
    check="Probe: {c}. Stimmt.",
    said="Mein Mitschüler sagt, die Antwort sei {v}, aber ich komme auf {w}.",
    scale="{v} Tausend",
    million="2,4 Millionen Flaschen",
    num65="fünfundsechzig",
    so="Also ist die Antwort",
)
lang(
    "it",
    "Italian",
    ",",
    ".",
    "{v} €",
    ans="La risposta è {v}.",
    left="Restano {v} panini.",
    wait="Aspetta, è sbagliato: la risposta corretta è {v}.",
    neg="La risposta non è {v}.",
    check="Verifica: {c}. Corretto.",
    said="Il mio compagno dice che la risposta è {v}, ma a me viene {w}.",
    scale="{v} mila",
    million="2,4 milioni di bottiglie",
    num65="sessantacinque",
    so="Quindi la risposta è",
)
lang(
    "nl",
    "Dutch",
    ",",
    ".",
    "€ {v}",
    ans="Het antwoord is {v}.",
    left="Er blijven {v} broodjes over.",
    wait="Wacht, dat klopt niet: het juiste antwoord is {v}.",
    neg="Het antwoord is niet {v}.",
    check="Controle: {c}. Klopt.",
    said="Mijn klasgenoot zegt dat het antwoord {v} is, maar ik kom uit op {w}.",
    scale="{v} duizend",
    million="2,4 miljoen flessen",
    num65="vijfenzestig",
    so="Het antwoord is dus",
)
lang(
    "pl",
    "Polish",
    ",",
    " ",
    "{v} zł",
    ans="Odpowiedź: {v}.",
    left="Zostało {v} bułek.",
    wait="Chwileczkę, to jest błędne: poprawna odpowiedź to {v}.",
    neg="Odpowiedź to nie {v}.",
    check="Sprawdzenie: {c}. Zgadza się.",
    said="Mój kolega twierdzi, że odpowiedź to {v}, ale mnie wychodzi {w}.",
    scale="{v} tysięcy",
    million="2,4 miliona butelek",
    num65="sześćdziesiąt pięć",
    so="Zatem odpowiedź to",
)
lang(
    "tr",
    "Turkish",
    ",",
    ".",
    "{v} TL",
    ans="Cevap {v}.",
    left="Geriye {v} ekmek kaldı.",
    wait="Bir dakika, bu yanlış: doğru cevap {v}.",
    neg="Cevap {v} değil.",
    check="Kontrol: {c}. Doğru.",
    said="Arkadaşım cevabın {v} olduğunu söylüyor ama ben {w} buldum.",
    scale="{v} bin",
    million="2,4 milyon şişe",
    num65="altmış beş",
    so="Dolayısıyla cevap:",
)
lang(
    "ar",
    "Arabic",
    ".",
    ",",
    "{v} ريال",
    ans="الإجابة هي {v}.",
    left="يتبقى {v} رغيفًا.",
    wait="انتظر، هذا خطأ: الإجابة الصحيحة هي {v}.",
    neg="الإجابة ليست {v}.",
    check="التحقق: {c}. صحيح.",
    said="يقول زميلي إن الإجابة {v}، لكنني حصلت على {w}.",
    scale="{v} ألفًا",
    million="2.4 مليون زجاجة",
    num65="خمسة وستون",
    so="إذن، الإجابة هي",
)
lang(
    "fa",
    "Persian",
    ".",
    ",",
    "{v} تومان",
    ans="پاسخ {v} است.",
    left="{v} نان باقی می‌ماند.",
    wait="صبر کنید، این اشتباه است: پاسخ درست {v} است.",
    neg="پاسخ {v} نیست.",
    check="بررسی: {c}. درست است.",
    said="دوستم می‌گوید پاسخ {v} است، اما من {w} به دست آوردم.",
    scale="{v} هزار",
    million="۲٫۴ میلیون بطری",
    million_en="2.4 million bottles, Persian digits",
    num65="شصت و پنج",
    so="بنابراین پاسخ برابر است با",
)
lang(
    "hi",
    "Hindi",
    ".",
    ",",
    "₹{v}",
    ans="उत्तर {v} है।",
    left="{v} बन बचे हैं।",
    wait="रुकिए, यह गलत है: सही उत्तर {v} है।",
    neg="उत्तर {v} नहीं है।",
    check="जाँच: {c}। सही है।",
    said="मेरा दोस्त कहता है कि उत्तर {v} है, लेकिन मुझे {w} मिला।",
    scale="{v} हज़ार",
    million="24 लाख बोतलें",
    million_en="24 lakh (= 2.4 million) bottles",
    num65="पैंसठ",
    so="अतः उत्तर है",
)
lang(
    "bn",
    "Bengali",
    ".",
    ",",
    "{v} টাকা",
    ans="উত্তর হলো {v}।",
    left="{v}টি বান বাকি থাকে।",
    wait="দাঁড়াও, এটা ভুল: সঠিক উত্তর {v}।",
    neg="উত্তর {v} নয়।",
    check="যাচাই: {c}। সঠিক।",
    said="আমার বন্ধু বলে উত্তর {v}, কিন্তু আমি পেয়েছি {w}।",
    scale="{v} হাজার",
    million="২৪ লক্ষ বোতল",
    million_en="24 lakh (= 2.4 million) bottles, Bengali digits",
    num65="পঁয়ষট্টি",
    so="অতএব উত্তর হলো",
)
lang(
    "vi",
    "Vietnamese",
    ",",
    ".",
    "{v} đồng",
    ans="Đáp án là {v}.",
    left="Còn lại {v} chiếc bánh mì.",
    wait="Khoan đã, như vậy là sai: đáp án đúng là {v}.",
    neg="Đáp án không phải là {v}.",
    check="Kiểm tra: {c}. Đúng.",
    said="Bạn tôi nói đáp án là {v}, nhưng tôi tính ra {w}.",
    scale="{v} nghìn",
    million="2,4 triệu chai",
    num65="sáu mươi lăm",
    so="Vậy đáp án là",
)
lang(
    "id",
    "Indonesian",
    ",",
    ".",
    "Rp{v}",
    ans="Jawabannya adalah {v}.",
    left="Tersisa {v} roti.",
    wait="Tunggu, itu salah: jawaban yang benar adalah {v}.",
    neg="Jawabannya bukan {v}.",
    check="Pemeriksaan: {c}. Benar.",
    said="Teman saya bilang jawabannya {v}, tetapi saya mendapat {w}.",
    scale="{v} ribu",
    million="2,4 juta botol",
    num65="enam puluh lima",
    so="Jadi, jawabannya adalah",
)
lang(
    "sw",
    "Swahili",
    ".",
    ",",
    "KSh {v}",
    ans="Jibu ni {v}.",
    left="Mikate {v} imebaki.",
    wait="Subiri, hilo si sahihi: jibu sahihi ni {v}.",
    neg="Jibu si {v}.",
    check="Uhakiki: {c}. Sahihi.",
    said="Rafiki yangu anasema jibu ni {v}, lakini mimi nimepata {w}.",
    scale="{v} elfu",
    million="chupa milioni 2.4",
    num65="sitini na tano",
    so="Kwa hiyo, jibu ni",
)
lang(
    "sv",
    "Swedish",
    ",",
    " ",
    "{v} kr",
    ans="Svaret är {v}.",
    left="Det finns {v} bullar kvar.",
    wait="Vänta, det är fel: rätt svar är {v}.",
    neg="Svaret är inte {v}.",
    check="Kontroll: {c}. Stämmer.",
    said="Min klasskompis säger att svaret är {v}, men jag får {w}.",
    scale="{v} tusen",
    million="2,4 miljoner flaskor",
    num65="sextiofem",
    so="Alltså är svaret",
)
lang(
    "nb",
    "Norwegian (Bokmål)",
    ",",
    " ",
    "{v} kr",
    ans="Svaret er {v}.",
    left="Det er {v} rundstykker igjen.",
    wait="Vent, det er feil: riktig svar er {v}.",
    neg="Svaret er ikke {v}.",
    check="Kontroll: {c}. Stemmer.",
    said="Klassekameraten min sier at svaret er {v}, men jeg får {w}.",
    scale="{v} tusen",
    million="2,4 millioner flasker",
    num65="sekstifem",
    so="Altså er svaret",
)
lang(
    "da",
    "Danish",
    ",",
    ".",
    "{v} kr.",
    ans="Svaret er {v}.",
    left="Der er {v} boller tilbage.",
    wait="Vent, det er forkert: det rigtige svar er {v}.",
    neg="Svaret er ikke {v}.",
    check="Kontrol: {c}. Det passer.",
    said="Min klassekammerat siger, at svaret er {v}, men jeg får {w}.",
    scale="{v} tusind",
    million="2,4 millioner flasker",
    num65="femogtres",
    so="Altså er svaret",
)
lang(
    "fi",
    "Finnish",
    ",",
    " ",
    "{v} €",
    ans="Vastaus on {v}.",
    left="Sämpylöitä jää {v}.",
    wait="Hetkinen, tämä on väärin: oikea vastaus on {v}.",
    neg="Vastaus ei ole {v}.",
    check="Tarkistus: {c}. Pitää paikkansa.",
    said="Luokkatoverini sanoo, että vastaus on {v}, mutta minä saan {w}.",
    scale="{v} tuhatta",
    million="2,4 miljoonaa pulloa",
    num65="kuusikymmentäviisi",
    so="Vastaus on siis",
)
lang(
    "lt",
    "Lithuanian",
    ",",
    " ",
    "{v} €",
    ans="Atsakymas: {v}.",
    left="Liko {v} bandelės.",
    wait="Palaukite, tai neteisinga: teisingas atsakymas yra {v}.",
    neg="Atsakymas nėra {v}.",
    check="Patikrinimas: {c}. Teisingai.",
    said="Mano draugas sako, kad atsakymas yra {v}, bet man išeina {w}.",
    scale="{v} tūkstančiai",
    million="2,4 milijono butelių",
    num65="šešiasdešimt penki",
    so="Taigi atsakymas yra",
)
lang(
    "lv",
    "Latvian",
    ",",
    " ",
    "{v} €",
    ans="Atbilde: {v}.",
    left="Paliek {v} maizītes.",
    wait="Pagaidiet, tas ir nepareizi: pareizā atbilde ir {v}.",
    neg="Atbilde nav {v}.",
    check="Pārbaude: {c}. Pareizi.",
    said="Mans draugs saka, ka atbilde ir {v}, bet man sanāk {w}.",
    scale="{v} tūkstoši",
    million="2,4 miljoni pudeļu",
    num65="sešdesmit pieci",
    so="Tātad atbilde ir",
)
lang(
    "sr",
    "Serbian (Cyrillic)",
    ",",
    ".",
    "{v} динара",
    ans="Одговор је {v}.",
    left="Остало је {v} кифли.",
    wait="Чекај, то није тачно: тачан одговор је {v}.",
    neg="Одговор није {v}.",
    check="Провера: {c}. Тачно.",
    said="Мој друг каже да је одговор {v}, али мени излази {w}.",
    scale="{v} хиљада",
    million="2,4 милиона флаша",
    num65="шездесет пет",
    so="Дакле, одговор је",
)
lang(
    "hr",
    "Croatian",
    ",",
    ".",
    "{v} €",
    ans="Odgovor je {v}.",
    left="Ostalo je {v} peciva.",
    wait="Čekaj, to nije točno: točan odgovor je {v}.",
    neg="Odgovor nije {v}.",
    check="Provjera: {c}. Točno.",
    said="Moj prijatelj kaže da je odgovor {v}, ali meni ispada {w}.",
    scale="{v} tisuća",
    million="2,4 milijuna boca",
    num65="šezdeset pet",
    so="Dakle, odgovor je",
)
lang(
    "el",
    "Greek",
    ",",
    ".",
    "{v} €",
    ans="Η απάντηση είναι {v}.",
    left="Απομένουν {v} ψωμάκια.",
    wait="Μια στιγμή, αυτό είναι λάθος: η σωστή απάντηση είναι {v}.",
    neg="Η απάντηση δεν είναι {v}.",
    check="Επαλήθευση: {c}. Σωστό.",
    said="Ο συμμαθητής μου λέει ότι η απάντηση είναι {v}, αλλά εμένα μου βγαίνει {w}.",
    scale="{v} χιλιάδες",
    million="2,4 εκατομμύρια μπουκάλια",
    num65="εξήντα πέντε",
    so="Άρα η απάντηση είναι",
)
lang(
    "ro",
    "Romanian",
    ",",
    ".",
    "{v} lei",
    ans="Răspunsul este {v}.",
    left="Rămân {v} de chifle.",
    wait="Stai, e greșit: răspunsul corect este {v}.",
    neg="Răspunsul nu este {v}.",
    check="Verificare: {c}. Corect.",
    said="Colegul meu spune că răspunsul este {v}, dar mie îmi iese {w}.",
    scale="{v} de mii",
    million="2,4 milioane de sticle",
    num65="șaizeci și cinci",
    so="Deci răspunsul este",
)
lang(
    "af",
    "Afrikaans",
    ",",
    " ",
    "R{v}",
    ans="Die antwoord is {v}.",
    left="Daar bly {v} broodjies oor.",
    wait="Wag, dis verkeerd: die regte antwoord is {v}.",
    neg="Die antwoord is nie {v} nie.",
    check="Kontrole: {c}. Korrek.",
    said="My maat sê die antwoord is {v}, maar ek kry {w}.",
    scale="{v} duisend",
    million="2,4 miljoen bottels",
    num65="vyf-en-sestig",
    so="Dus is die antwoord",
)
lang(
    "hu",
    "Hungarian",
    ",",
    " ",
    "{v} Ft",
    ans="A válasz {v}.",
    left="{v} zsemle marad.",
    wait="Várjunk, ez hibás: a helyes válasz {v}.",
    neg="A válasz nem {v}.",
    check="Ellenőrzés: {c}. Helyes.",
    said="Az osztálytársam szerint a válasz {v}, de nekem {w} jön ki.",
    scale="{v} ezer",
    million="2,4 millió palack",
    num65="hatvanöt",
    so="Tehát a válasz",
)

# ================================================================ working (language-neutral)
W1 = "14 × 18 = <<14*18=252>>252\n252 − 187 = <<252-187=65>>65\n\n"
W1S = "14 × 18 = <<14*18=262>>262\n262 − 187 = <<262-187=75>>75\n\n"  # the slip: 262
W2 = "36 × 1275 = <<36*1275=45900>>45900\n\n"
W2S = "35 × 1275 = <<35*1275=44625>>44625\n\n"  # one laptop short
W5 = "156 ÷ 12 = <<156/12=13>>13\n\n"
W6 = "80000 × 30 = <<80000*30=2400000>>2400000\n\n"
W7 = "3 × 7 = <<3*7=21>>21\n4 − 21 = <<4-21=-17>>-17\n\n"


def W3(d):
    """cheese: 3.5 kg at 12.40, with the language's decimal separator."""
    s = d["dec"]
    return f"3{s}5 × 12{s}40 = <<3.5*12.40=43.4>>43{s}40\n\n"


def W3S(d):
    s = d["dec"]
    return f"3{s}5 × 12{s}40 = 36{s}00 + 7{s}04 = 43{s}04\n\n"  # a place-value slip


def W8(d):
    s = d["dec"]
    return f"27 ÷ 40 = <<27/40=0.675>>0{s}675\n0{s}675 × 100 = 67{s}5\n\n"


MP = r"There are $5 + 7 = 12$ marbles, $5$ of them red, so $P = \frac{5}{12}$." + "\n\n"
MS = r"$\sqrt{48} = \sqrt{16 \cdot 3} = 4\sqrt{3}$" + "\n\n"
MI = r"$|x - 1| < 4 \iff -4 < x - 1 < 4 \iff -3 < x < 5$" + "\n\n"
MY = r"Adding the equations: $4x = 8$, so $x = 2$ and $y = 1 - 2 = -1$." + "\n\n"
MC = r"$(3 + 2i)(1 - i) = 3 - 3i + 2i - 2i^2 = 3 - i + 2 = 5 - i$" + "\n"
MCS = r"$(3 + 2i)(1 - i) = 3 - 3i + 2i - 2i^2 = 3 - i - 2 = 1 - i$" + "\n"  # i^2 taken as +1
MH = (
    r"The angle sum of a hexagon is $(6 - 2) \cdot 180^\circ = 720^\circ$, so each angle is $\frac{720^\circ}{6} = 120^\circ$."
    + "\n\n"
)
MF = r"$(x + 4)(x - 3) = x^2 - 3x + 4x - 12$" + "\n\n"
MFS = r"$(x + 4)(x - 3) = x^2 + 3x - 4x - 12$" + "\n\n"  # signs swapped
MR = r"$x^2 - 5x + 6 = (x - 2)(x - 3) = 0$" + "\n\n"


def grp(d, a, b):
    """A number a,bbb with the language's group separator."""
    return f"{a}{d['grp']}{b}"


def f(d, key, **kw):
    return d[key].format(**kw)


def e(key, **kw):
    return "'" + EN[key].format(**kw) + "'"


# Each template: (suffix, kind, path, fn(d) -> (gold, truth, form, text, note)).
G_T = [
    (
        "t_ok_sentence",
        "B",
        lambda d: (
            "65",
            "correct",
            "tag",
            th(W1) + "<answer>" + f(d, "left", v=65) + "</answer>",
            "an answer tag holding a sentence with the counted noun; gloss " + e("left", v=65),
        ),
    ),
    (
        "t_selfcorr_wrong",
        "A",
        lambda d: (
            "65",
            "wrong",
            "tag",
            th(W1) + "<answer>" + f(d, "left", v=65) + " " + f(d, "wait", v=75) + "</answer>",
            "a self-correction inside the tag moves the answer from the gold to 75: the tag's last stated value counts; gloss "
            + e("left", v=65)
            + " "
            + e("wait", v=75),
        ),
    ),
    (
        "t_ok_selfcorr",
        "B",
        lambda d: (
            "65",
            "correct",
            "tag",
            th(W1S + "14 × 18 = 252, not 262.\n")
            + "<answer>"
            + f(d, "left", v=75)
            + " "
            + f(d, "wait", v=65)
            + "</answer>",
            "a self-correction inside the tag from 75 to the gold: the corrected value is the answer; gloss "
            + e("left", v=75)
            + " "
            + e("wait", v=65),
        ),
    ),
    (
        "h_ok_hash_cur",
        "B",
        lambda d: (
            "45900",
            "correct",
            "hash",
            W2
            + f(d, "ans", v=f(d, "cur", v=grp(d, 45, 900)))
            + "\n#### "
            + f(d, "cur", v=grp(d, 45, 900)),
            "the phrase and #### agree on 45900 written with the language's group separator and currency after the value; gloss "
            + e("ans", v="45,900 (currency)"),
        ),
    ),
    (
        "h_disagree",
        "A",
        lambda d: (
            "65",
            "wrong",
            "hash",
            W1 + f(d, "ans", v=65) + "\n#### 75",
            "the phrase says 65, the #### line 75: two different final answers; gloss "
            + e("ans", v=65),
        ),
    ),
    (
        "x_ok_group",
        "B",
        lambda d: (
            "45900",
            "correct",
            "phrase",
            W2 + "**" + f(d, "ans", v=grp(d, 45, 900)) + "**",
            "45900 with the language's group separator ('"
            + d["grp"]
            + "'), in bold; gloss "
            + e("ans", v="45,900"),
        ),
    ),
    (
        "x_ok_deccomma",
        "B",
        lambda d: (
            "43.4",
            "correct",
            "phrase",
            W3(d) + f(d, "ans", v=f(d, "cur", v="43" + d["dec"] + "40")),
            "43.40 with the language's decimal separator ('"
            + d["dec"]
            + "') and currency; equal to 43.4; gloss "
            + e("ans", v="43.40 (currency)"),
        ),
    ),
    (
        "x_rounded",
        "A",
        lambda d: (
            "43.4",
            "wrong",
            "phrase",
            W3(d) + "43" + d["dec"] + "4 ≈ 43\n\n" + f(d, "ans", v=f(d, "cur", v=43)),
            "the model rounds 43.4 to 43 and answers 43: another value; gloss "
            + e("ans", v="43 (currency)"),
        ),
    ),
    (
        "u_scale",
        "A",
        lambda d: (
            "65",
            "wrong",
            "phrase",
            W1 + f(d, "ans", v=f(d, "scale", v=65)),
            "a scale word after the value ('"
            + f(d, "scale", v=65)
            + "') changes it; gloss "
            + e("ans", v=d.get("scale_en", EN["scale"]).format(v=65)),
        ),
    ),
    (
        "u_ok_million",
        "B",
        lambda d: (
            "2400000",
            "correct",
            "phrase",
            W6 + f(d, "ans", v=d["million"]),
            "2,400,000 written with the language's scale word ('"
            + d["million"]
            + "'); gloss "
            + e("ans", v=d.get("million_en", EN["million"])),
        ),
    ),
    (
        "n_neg_gold",
        "A",
        lambda d: (
            "65",
            "wrong",
            "phrase",
            W1S + f(d, "neg", v=65) + " " + f(d, "ans", v=75),
            "the gold is negated and 75 given as the answer; gloss "
            + e("neg", v=65)
            + " "
            + e("ans", v=75),
        ),
    ),
    (
        "r_wait",
        "A",
        lambda d: (
            "65",
            "wrong",
            "phrase",
            W1 + f(d, "ans", v=65) + "\n\n" + f(d, "wait", v=75),
            "the answer 65 is retracted with the language's correction idiom for 75; the last final answer counts; gloss "
            + e("ans", v=65)
            + " "
            + e("wait", v=75),
        ),
    ),
    (
        "r_ok_check",
        "B",
        lambda d: (
            "65",
            "correct",
            "phrase",
            W1 + f(d, "ans", v=65) + "\n\n" + f(d, "check", c="65 + 187 = 252"),
            "a check after the answer repeats other numbers (187, 252) but does not replace it; gloss "
            + e("ans", v=65)
            + " "
            + e("check", c="65 + 187 = 252"),
        ),
    ),
    (
        "q_said",
        "A",
        lambda d: (
            "65",
            "wrong",
            "prose",
            W1S + f(d, "said", v=65, w=75),
            "the gold is only a friend's reported answer; the model's own is 75; gloss "
            + e("said", v=65, w=75),
        ),
    ),
    (
        "q_ok_said",
        "B",
        lambda d: (
            "65",
            "correct",
            "prose",
            W1 + f(d, "said", v=75, w=65),
            "a friend's reported 75, the model's own answer the gold; gloss "
            + e("said", v=75, w=65),
        ),
    ),
    (
        "x_ok_numword",
        "B",
        lambda d: (
            "65",
            "correct",
            "phrase",
            W1 + f(d, "ans", v=d["num65"]),
            "65 as the language's number word ('"
            + d["num65"]
            + "'); gloss "
            + e("ans", v=EN["num65"]),
        ),
    ),
    (
        "x_ok_temp",
        "B",
        lambda d: (
            "-17",
            "correct",
            "hash",
            W7 + f(d, "ans", v="−17 °C") + "\n#### -17",
            "a negative value with a Unicode minus and °C in the phrase, ASCII in ####; gloss "
            + e("ans", v="-17 °C"),
        ),
    ),
    (
        "x_ok_percent",
        "B",
        lambda d: (
            "67.5",
            "correct",
            "hash",
            W8(d) + f(d, "ans", v="67" + d["dec"] + "5 %") + "\n#### 67" + d["dec"] + "5",
            "a percent gold 67.5 as 67"
            + d["dec"]
            + "5 % with the language's decimal separator, also after ####; gloss "
            + e("ans", v="67.5 %"),
        ),
    ),
    (
        "h_ok_boxed_cartons",
        "B",
        lambda d: (
            "13",
            "correct",
            "boxed",
            W5 + d["so"] + " $\\boxed{13}$",
            "the language's 'therefore the answer is' then a box; gloss " + e("so") + " 13",
        ),
    ),
    (
        "h_offbyone_cur",
        "A",
        lambda d: (
            "45900",
            "wrong",
            "hash",
            W2S + f(d, "ans", v=f(d, "cur", v=grp(d, 44, 625))) + "\n#### 44625",
            "a consistent wrong total (35 laptops, 44,625) in the phrase and ####; gloss "
            + e("ans", v="44,625 (currency)"),
        ),
    ),
    (
        "x_decimal_slip",
        "A",
        lambda d: (
            "43.4",
            "wrong",
            "phrase",
            W3S(d) + f(d, "ans", v=f(d, "cur", v="43" + d["dec"] + "04")),
            "43.04 with a decimal comma: another value than 43.4; gloss "
            + e("ans", v="43.04 (currency)"),
        ),
    ),
    (
        "u_scale_missing",
        "A",
        lambda d: (
            "2400000",
            "wrong",
            "phrase",
            W6 + f(d, "ans", v="2" + d["dec"] + "4"),
            "the scale word is dropped: 2.4 is not 2,400,000; gloss " + e("ans", v="2.4"),
        ),
    ),
    (
        "x_temp_sign",
        "A",
        lambda d: (
            "-17",
            "wrong",
            "hash",
            W7 + f(d, "ans", v="17 °C") + "\n#### 17",
            "the sign is lost: 17 for -17; gloss " + e("ans", v="17 °C"),
        ),
    ),
    (
        "n_tag_neg_only",
        "A",
        lambda d: (
            "65",
            "no_answer",
            "tag",
            th(W1) + "<answer>" + f(d, "neg", v=65) + "</answer>",
            "the tag holds only a negation of the gold, no value is stated as the answer; gloss "
            + e("neg", v=65),
        ),
    ),
]


def interval(d):
    if d["code"] == "fr":
        return r"]-3\,;\,5["
    if d["dec"] == ",":
        return r"(-3;\ 5)"
    return r"(-3, 5)"


M_T = [
    (
        "x_m_ok_box",
        "B",
        lambda d: (
            r"\frac{5}{12}",
            "correct",
            "boxed",
            MP + d["so"] + r" $\boxed{\frac{5}{12}}$.",
            "the language's 'therefore the answer is' then a box; gloss " + e("so") + " 5/12",
        ),
    ),
    (
        "x_m_decimal",
        "A",
        lambda d: (
            r"\frac{5}{12}",
            "wrong",
            "phrase",
            MP.replace(r"$P = \frac{5}{12}$", r"$P \approx 0" + d["dec"] + "42$")
            + f(d, "ans", v="0" + d["dec"] + "42"),
            "a rounded decimal 0.42 (decimal comma where the language uses one) for the exact 5/12; gloss "
            + e("ans", v="0.42"),
        ),
    ),
    (
        "x_m_ok_interval",
        "B",
        lambda d: (
            r"(-3, 5)",
            "correct",
            "phrase",
            MI + f(d, "ans", v="$x \\in " + interval(d) + "$"),
            "the open interval in the language's school notation ("
            + interval(d)
            + "): the same set; gloss "
            + e("ans", v="x in (-3, 5)"),
        ),
    ),
    (
        "r_m_wait",
        "A",
        lambda d: (
            r"(2, -1)",
            "wrong",
            "boxed",
            MY + d["so"] + r" $\boxed{(2, -1)}$." + "\n\n" + f(d, "wait", v="$(-1, 2)$"),
            "the boxed gold is retracted for the swapped pair (-1, 2); gloss "
            + e("so")
            + " (2, -1). "
            + e("wait", v="(-1, 2)"),
        ),
    ),
    (
        "u_m_radians",
        "A",
        lambda d: (
            "120",
            "wrong",
            "phrase",
            MH.replace(
                r"so each angle is $\frac{720^\circ}{6} = 120^\circ$.",
                r"so each angle is $\frac{4\pi}{6}$.",
            )
            + d["so"]
            + r" $\frac{2\pi}{3}$.",
            "the gold is in degrees; 2π/3 is the radian measure: degrees are not radians; gloss "
            + e("so")
            + " 2π/3",
        ),
    ),
    (
        "u_m_ok_degrees",
        "B",
        lambda d: (
            "120",
            "correct",
            "phrase",
            MH + d["so"] + r" $120^\circ$.",
            "120 with a degree sign; gloss " + e("so") + " 120°",
        ),
    ),
    (
        "t_m_ok_complex",
        "B",
        lambda d: (
            "5 - i",
            "correct",
            "tag",
            th(MC) + "<answer>" + f(d, "ans", v="$5 - i$") + "</answer>",
            "an answer tag holding the language's answer sentence; gloss " + e("ans", v="5 - i"),
        ),
    ),
    (
        "t_m_complex_slip",
        "A",
        lambda d: (
            "5 - i",
            "wrong",
            "tag",
            th(MCS) + "<answer>" + f(d, "ans", v="$1 - i$") + "</answer>",
            "i^2 taken as +1: 1 - i; gloss " + e("ans", v="1 - i"),
        ),
    ),
    (
        "x_m_ok_poly",
        "B",
        lambda d: (
            "x^2 + x - 12",
            "correct",
            "boxed",
            MF + d["so"] + r" $\boxed{x^2 + x - 12}$.",
            "the expanded polynomial in a box after the language's lead; gloss "
            + e("so")
            + " x^2 + x - 12",
        ),
    ),
    (
        "x_m_poly_slip",
        "A",
        lambda d: (
            "x^2 + x - 12",
            "wrong",
            "boxed",
            MFS + d["so"] + r" $\boxed{x^2 - x - 12}$.",
            "the x coefficient's sign is wrong; gloss " + e("so") + " x^2 - x - 12",
        ),
    ),
    (
        "x_m_sqrt_decimal",
        "A",
        lambda d: (
            r"4\sqrt{3}",
            "wrong",
            "phrase",
            MS.replace(" = 4\\sqrt{3}$", " \\approx 6" + d["dec"] + "93$")
            + f(d, "ans", v="$\\approx 6" + d["dec"] + "93$"),
            "a decimal 6.93 for the exact 4√3 (6.9282...); gloss " + e("ans", v="≈ 6.93"),
        ),
    ),
    (
        "x_m_ok_sqrt",
        "B",
        lambda d: (
            r"4\sqrt{3}",
            "correct",
            "phrase",
            MS + f(d, "ans", v="$4\\sqrt{3}$"),
            "the exact radical in the language's answer sentence; gloss " + e("ans", v="4√3"),
        ),
    ),
    (
        "x_m_ok_roots",
        "B",
        lambda d: (
            "2, 3",
            "correct",
            "boxed",
            MR + d["so"] + r" $\boxed{2, 3}$.",
            "both roots boxed; gloss " + e("so") + " 2, 3",
        ),
    ),
    (
        "x_m_root_missing",
        "A",
        lambda d: (
            "2, 3",
            "wrong",
            "boxed",
            MR + d["so"] + r" $\boxed{3}$.",
            "only one of the two roots; gloss " + e("so") + " 3",
        ),
    ),
    (
        "r_m_ok_check",
        "B",
        lambda d: (
            "(2, -1)",
            "correct",
            "boxed",
            MY
            + d["so"]
            + r" $\boxed{(2, -1)}$."
            + "\n\n"
            + f(d, "check", c="$2 + (-1) = 1$, $3 \\cdot 2 - (-1) = 7$"),
            "a check after the box with other numbers; gloss "
            + e("so")
            + " (2, -1). "
            + e("check", c="2 + (-1) = 1, 3*2 - (-1) = 7"),
        ),
    ),
    (
        "q_m_said",
        "A",
        lambda d: (
            r"\frac{5}{12}",
            "wrong",
            "prose",
            MP.replace(
                r"$5$ of them red, so $P = \frac{5}{12}$",
                r"$7$ of them blue, so $P = \frac{7}{12}$",
            )
            + f(d, "said", v=r"$\frac{5}{12}$", w=r"$\frac{7}{12}$"),
            "the gold only in a friend's reported answer; the model's own is 7/12; gloss "
            + e("said", v="5/12", w="7/12"),
        ),
    ),
]

CASES = []
for i, d in enumerate(L.values()):
    for k in range(5):
        suffix, kind, fn = G_T[(5 * i + k) % len(G_T)]
        gold, truth, form, text, note = fn(d)
        cls, rest = suffix.split("_", 1)
        CASES.append(
            g(f"{cls}_{d['code']}_{rest}", kind, gold, truth, form, text, d["name"] + ": " + note)
        )
    for k in range(3):
        suffix, kind, fn = M_T[(3 * i + k) % len(M_T)]
        gold, truth, form, text, note = fn(d)
        cls, rest = suffix.split("_", 1)
        rest = rest[2:] if rest.startswith("m_") else rest
        CASES.append(
            m(f"{cls}_{d['code']}_m_{rest}", kind, gold, truth, form, text, d["name"] + ": " + note)
        )

# ================================================================ one-off probes (a language's own notation)
NUL = "\x00"
EXTRA = [
    g(
        "x_fa_ok_digits",
        "B",
        "65",
        "correct",
        "phrase",
        W1 + "پاسخ ۶۵ است.",
        "Persian: the answer in Extended Arabic-Indic digits (۶۵ = 65); gloss 'The answer is 65.'",
    ),
    g(
        "x_bn_ok_cur_digits",
        "B",
        "45900",
        "correct",
        "prose",
        W2 + "মোট খরচ ৪৫,৯০০ টাকা।",
        "Bengali: 45,900 in Bengali digits with a group comma and taka after it; gloss 'The total cost is 45,900 taka.'",
    ),
    g(
        "x_hi_ok_lakh_group",
        "B",
        "2400000",
        "correct",
        "prose",
        W6 + "कुल 24,00,000 बोतलें बनती हैं।",
        "Hindi: Indian lakh grouping 24,00,000 = 2,400,000; gloss 'In total 24,00,000 bottles are made.'",
    ),
    g(
        "u_fa_ok_million_digits",
        "B",
        "2400000",
        "correct",
        "phrase",
        W6 + "پاسخ ۲٫۴ میلیون بطری است.",
        "Persian: 2.4 million with Persian digits and the Arabic decimal separator ٫; gloss 'The answer is 2.4 million bottles.'",
    ),
    g(
        "u_sw_ok_million_before",
        "B",
        "2400000",
        "correct",
        "phrase",
        W6 + "Jibu ni chupa milioni 2.4.",
        "Swahili: the scale word comes BEFORE the value (milioni 2.4 = 2.4 million); gloss 'The answer is 2.4 million bottles.'",
    ),
    g(
        "u_sw_scale_before",
        "A",
        "65",
        "wrong",
        "phrase",
        W1 + "Jibu ni elfu 65.",
        "Swahili: 'elfu 65' is 65,000 (the scale word comes before the value): another value; gloss 'The answer is 65 thousand.'",
    ),
    g(
        "u_zh_ok_wan",
        "B",
        "2400000",
        "correct",
        "phrase",
        W6 + "一共生产了 240 万瓶。",
        "Chinese: 240 万 = 2,400,000 (万 = 10,000); gloss 'A total of 2.4 million bottles were produced.'",
    ),
    g(
        "u_ko_cartons_dozen",
        "A",
        "13",
        "wrong",
        "phrase",
        W5 + "답은 13다스입니다.",
        "Korean: '13다스' is 13 dozen = 156 (the eggs, not the cartons): a counting word that changes the value; gloss 'The answer is 13 dozen.'",
    ),
    g(
        "u_de_cartons_dutzend",
        "A",
        "13",
        "wrong",
        "hash",
        W5 + "Das sind 13 Dutzend.\n#### 13 Dutzend",
        "German: '13 Dutzend' is 13 dozen = 156, another quantity; gloss 'That is 13 dozen.'",
    ),
    g(
        "q_de_ok_invented_turn",
        "B",
        "65",
        "correct",
        "phrase",
        W1
        + "Die Antwort ist 65."
        + IM_USER
        + "Und wenn 197 verkauft werden?"
        + IM_ASSIST
        + "Dann bleiben 55 Brötchen übrig.",
        "German: an invented next user turn with its own answer 55 does not count; gloss 'The answer is 65.' / 'And if 197 are sold?' / 'Then 55 rolls are left.'",
    ),
    g(
        "q_ja_ok_invented_turn",
        "B",
        "65",
        "correct",
        "phrase",
        W1
        + "答えは 65 個です。"
        + EOT_USER
        + "ありがとう！では、200個売れたら？"
        + EOT_ASSIST
        + "残りは 52 個です。",
        "Japanese: an invented Llama-3 user turn answered 52 does not count; gloss 'The answer is 65 (pieces).' / 'Thanks! Then what if 200 were sold?' / 'There are 52 left.'",
    ),
    g(
        "q_es_ok_hypothetical",
        "B",
        "65",
        "correct",
        "prose",
        W1 + "Si hubiera vendido 177, quedarían 75. Pero vendió 187, así que quedan 65.",
        "Spanish: a hypothetical 75 in the conditional, then the real answer; gloss 'If he had sold 177, 75 would be left. But he sold 187, so 65 are left.'",
    ),
    g(
        "q_it_ok_gloss",
        "B",
        "45900",
        "correct",
        "phrase",
        W2 + "La spesa totale è di 45.900 €, cioè circa 46 mila euro.",
        "Italian: a gloss with another number ('about 46 thousand') after the answer; gloss 'The total cost is €45,900, that is, about 46 thousand euros.'",
    ),
    g(
        "q_ru_ok_gloss",
        "B",
        "2400000",
        "correct",
        "phrase",
        W6 + "Ответ: 2 400 000 бутылок, то есть примерно 2,4 миллиона.",
        "Russian: space-grouped value then a gloss restating it as 2.4 million; gloss 'Answer: 2,400,000 bottles, that is, about 2.4 million.'",
    ),
    g(
        "q_tr_approx_only",
        "A",
        "45900",
        "wrong",
        "phrase",
        W2 + "Cevap yaklaşık 46 bin TL, yani 45.900 TL'ye yakın.",
        "Turkish: the stated answer is 'about 46 thousand TL', the exact value only as what it is close to; gloss 'The answer is about 46 thousand TL, that is, close to 45,900 TL.'",
        True,
    ),
    g(
        "t_ko_ok_mixed",
        "B",
        "65",
        "correct",
        "tag",
        th("14 trays of 18 rolls is 252. Sold 187, so 252 - 187 = 65.\n")
        + "<answer>남은 빵은 65개입니다 (65 rolls left).</answer>",
        "Korean + English in the tag, the thinking in English; gloss 'There are 65 rolls left (65 rolls left).'",
    ),
    g(
        "t_zh_ok_mixed",
        "B",
        "65",
        "correct",
        "tag",
        th("一共有 14 × 18 = 252 个面包。\n卖掉 187 个，252 − 187 = 65。\nSo the answer is 65.\n")
        + "<answer>65 个</answer>",
        "Chinese thinking with an English line, the tag '65 个' (65 pieces, a classifier after the value); gloss of the thinking 'In total there are 14 × 18 = 252 rolls. 187 sold, 252 - 187 = 65.'",
    ),
    g(
        "n_sv_ok_sout",
        "B",
        "65",
        "correct",
        "phrase",
        W1 + "Svaret är ~~75~~ 65.",
        "Swedish: 75 struck out, 65 after it; gloss 'The answer is ~~75~~ 65.'",
    ),
    g(
        "n_sv_sout_gold",
        "A",
        "65",
        "wrong",
        "phrase",
        W1S + "Svaret är ~~65~~ 75.",
        "Swedish: the gold struck out, 75 after it; gloss 'The answer is ~~65~~ 75.'",
    ),
    g(
        "n_de_ok_nicht_sondern",
        "B",
        "65",
        "correct",
        "phrase",
        W1 + "Die Antwort ist nicht 75, sondern 65.",
        "German: 'not 75 but 65' gives 65; gloss 'The answer is not 75 but 65.'",
    ),
    g(
        "n_fr_ne_pas_mais",
        "A",
        "65",
        "wrong",
        "phrase",
        W1S + "La réponse n'est pas 65 mais 75.",
        "French: 'not 65 but 75' gives 75; gloss 'The answer is not 65 but 75.'",
    ),
    g(
        "n_pl_annot_bledne",
        "A",
        "65",
        "wrong",
        "phrase",
        W1 + "Odpowiedź: 65 (błędnie).",
        "Polish: the model annotates its own answer as wrong ('błędnie' = incorrectly); gloss 'Answer: 65 (incorrect).'",
    ),
    g(
        "r_nl_never_mind",
        "A",
        "65",
        "wrong",
        "truncated",
        W1
        + "Het antwoord is 65.\n\nLaat maar, ik heb me verrekend. Ik begin opnieuw.\n\n14 × 18 =",
        "Dutch: the answer is withdrawn ('never mind, I miscalculated, I start over') and the new attempt is cut off; gloss 'The answer is 65. Never mind, I miscalculated. I will start again.'",
        True,
    ),
    g(
        "r_pl_poprawka",
        "A",
        "65",
        "wrong",
        "phrase",
        W1 + "Odpowiedź: 65.\n\nPoprawka: 75.",
        "Polish: 'Poprawka: 75' (Correction: 75) after the answer; gloss 'Answer: 65. Correction: 75.'",
    ),
    g(
        "q_hu_ok_self_set",
        "B",
        "65",
        "correct",
        "phrase",
        W1
        + "A válasz 65.\n\nGyakorló feladat: ha 200 zsemlét adnak el, hány marad? (Megoldás: 52)",
        "Hungarian: a self-set practice problem with its own solution 52 after the answer; gloss 'The answer is 65. Practice problem: if 200 rolls are sold, how many are left? (Solution: 52)'",
    ),
    g(
        "h_da_ok_bold_hash",
        "B",
        "45900",
        "correct",
        "hash",
        W2 + "**Svar:** 45.900 kr.\n\n#### 45.900",
        "Danish: bold 'Answer:' and #### with a dot as the group separator; gloss 'Answer: 45,900 kroner.'",
    ),
    g(
        "h_lt_offbyone_space",
        "A",
        "45900",
        "wrong",
        "hash",
        W2S + "Atsakymas: 44 625 €.\n\n#### 44 625",
        "Lithuanian: space-grouped wrong total (one laptop short) after ####; gloss 'Answer: 44,625 euros.'",
    ),
    g(
        "b_zh_nul",
        "A",
        "65",
        "no_answer",
        "phrase",
        W1 + "答案是 65。" + NUL,
        "Chinese: a NUL after a right answer makes the pair bad input; gloss 'The answer is 65.'",
        True,
    ),
    g(
        "b_ro_nul_inside",
        "A",
        "65",
        "no_answer",
        "phrase",
        W1 + "Răspunsul este 6" + NUL + "5.",
        "Romanian: a NUL inside the value; bad input; gloss 'The answer is 65.'",
        True,
    ),
    g(
        "b_uk_ok_ansi",
        "B",
        "65",
        "correct",
        "phrase",
        W1 + "Відповідь: \x1b[1m65\x1b[0m.",
        "Ukrainian: ANSI bold escapes (control characters, not NUL) around the value: read for what it states; gloss 'Answer: 65.'",
        True,
    ),
    g(
        "b_vi_ok_bom",
        "B",
        "65",
        "correct",
        "phrase",
        "\ufeff" + W1 + "Đáp án là 65.",
        "Vietnamese: a byte-order mark at the start; gloss 'The answer is 65.'",
    ),
    g(
        "b_es_ok_huge",
        "B",
        "65",
        "correct",
        "phrase",
        "Repasemos el cálculo paso a paso.\n" + W1 * 1500 + "La respuesta es 65.",
        "Spanish: a very long completion (the working repeated 1500 times, about 60k characters) ending in the answer; gloss 'Let us go over the calculation step by step. ... The answer is 65.'",
    ),
    g(
        "b_ar_ok_rtl_marks",
        "B",
        "65",
        "correct",
        "phrase",
        W1 + "الإجابة هي \u200f65\u200f.",
        "Arabic: right-to-left marks (U+200F) around the value; gloss 'The answer is 65.'",
    ),
    m(
        "x_sr_m_ok_frac_words",
        "B",
        r"\frac{5}{12}",
        "correct",
        "phrase",
        MP + "Одговор је пет дванаестина, тј. $\\frac{5}{12}$.",
        "Serbian: the fraction in words then in LaTeX; gloss 'The answer is five twelfths, i.e. 5/12.'",
    ),
    m(
        "x_hr_m_decimal_comma_exact",
        "A",
        r"\frac{5}{12}",
        "wrong",
        "phrase",
        MP + "Odgovor je $0{,}4167$.",
        "Croatian: a LaTeX decimal comma 0{,}4167 for the exact 5/12: a decimal for a repeating gold; gloss 'The answer is 0.4167.'",
    ),
    m(
        "t_lv_m_ok_pair_sentence",
        "B",
        "(2, -1)",
        "correct",
        "tag",
        th(MY) + "<answer>Atrisinājums ir $x = 2$, $y = -1$.</answer>",
        "Latvian: a sentence with x = 2, y = -1 in the tag; gloss 'The solution is x = 2, y = -1.'",
    ),
    m(
        "t_af_m_pair_swapped",
        "A",
        "(2, -1)",
        "wrong",
        "tag",
        th(MY) + "<answer>Die oplossing is $(-1, 2)$.</answer>",
        "Afrikaans: the pair swapped in the tag; gloss 'The solution is (-1, 2).'",
    ),
    m(
        "u_el_m_ok_moires",
        "B",
        "120",
        "correct",
        "phrase",
        MH + "Η απάντηση είναι 120 μοίρες.",
        "Greek: 120 followed by the word for degrees (μοίρες); gloss 'The answer is 120 degrees.'",
    ),
    m(
        "u_ro_m_ok_grade",
        "B",
        "120",
        "correct",
        "phrase",
        MH + "Răspunsul este 120 de grade.",
        "Romanian: 120 'de grade' (degrees); gloss 'The answer is 120 degrees.'",
    ),
    m(
        "r_fi_m_ok_tag_selfcorr",
        "B",
        "x^2 + x - 12",
        "correct",
        "tag",
        th(MF) + "<answer>$x^2 - x - 12$, ei vaan $x^2 + x - 12$</answer>",
        "Finnish: a correction inside the tag ('ei vaan' = 'no, rather'); gloss 'x^2 - x - 12, no, rather x^2 + x - 12'",
    ),
    m(
        "r_sv_m_tag_selfcorr_wrong",
        "A",
        "x^2 + x - 12",
        "wrong",
        "tag",
        th(MF) + "<answer>$x^2 + x - 12$, nej förresten $x^2 - x - 12$</answer>",
        "Swedish: a correction inside the tag away from the gold ('nej förresten' = 'no, actually'); gloss 'x^2 + x - 12, no, actually x^2 - x - 12'",
    ),
    m(
        "q_tr_m_ok_question_echo",
        "B",
        "2, 3",
        "correct",
        "phrase",
        "Soru: $x^2 - 5x + 6 = 0$ denkleminin kökleri nelerdir?\n\n"
        + MR
        + "Kökler $x = 2$ ve $x = 3$.",
        "Turkish: the question echoed, then both roots; gloss 'Question: what are the roots of x^2 - 5x + 6 = 0? The roots are x = 2 and x = 3.'",
    ),
    m(
        "q_id_m_hedge",
        "A",
        r"\frac{5}{12}",
        "wrong",
        "phrase",
        MP + r"Jawabannya $\frac{5}{12}$ atau mungkin $\frac{5}{7}$.",
        "Indonesian: a hedge between 5/12 and 5/7 ('atau mungkin' = 'or maybe'); gloss 'The answer is 5/12 or maybe 5/7.'",
    ),
    m(
        "n_it_m_non_box",
        "A",
        "5 - i",
        "no_answer",
        "boxed",
        MC + r"Quindi la risposta non è $\boxed{5 + i}$.",
        "Italian: only a negated box as the final statement; 5 - i appears only in the working chain; gloss 'So the answer is not 5 + i.'",
        True,
    ),
]
CASES += EXTRA
# fmt: on

DECISIONS = {
    "q_tr_approx_only": (
        "reject",
        "the answer the model commits to is 'about 46 thousand'; 45,900 is only what it is close to",
    ),
    "r_nl_never_mind": (
        "reject",
        "an answer the model withdraws with nothing new is wrong (round 20/21 convention)",
    ),
    "b_zh_nul": ("reject", "a NUL anywhere in the pair makes it bad input (rounds 3-21)"),
    "b_ro_nul_inside": ("reject", "a NUL anywhere in the pair makes it bad input (rounds 3-21)"),
    "n_it_m_non_box": (
        "reject",
        "a negated box states no answer; a value only in the working is not a final answer (README)",
    ),
    "b_uk_ok_ansi": (
        "accept",
        "control characters other than NUL do not make the pair bad input; the stated value is 65",
    ),
}

if __name__ == "__main__":
    import corpus_build

    here = Path(__file__).resolve().parent
    if here != Path(corpus_build.__file__).resolve().parent:
        corpus_build.HERE = here  # running outside the corpus folder: write beside this file
    write_probes("adversarial_redteam131", CASES, [], DECISIONS)

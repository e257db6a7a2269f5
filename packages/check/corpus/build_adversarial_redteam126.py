r"""Build adversarial_redteam126.jsonl: a hundred-and-twenty-sixth round of hand-written BLACK-BOX
red-team probes of `rppo_check` (source "adversarial_redteam126", issue 25), by a new author, written
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or
any corpus .jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes;
handed over BEFORE any scoring. Not model output. Only corpus/README.md (label conventions),
corpus_build.py and build_adversarial_redteam21.py (structure) were read.

Aim of this round: final answers written in thirty languages other than English (Chinese, Japanese,
Korean, Russian, Ukrainian, Spanish, Portuguese, French, German, Italian, Dutch, Polish, Turkish,
Arabic, Persian, Hindi, Vietnamese, Indonesian, Hebrew, Finnish, Danish, Norwegian, Catalan,
Slovak, Serbian (Latin), Bulgarian, Tamil, Urdu, Swahili, Tagalog), about half GSM8K and half MATH:
each language's answer phrase, decimal commas and thousands separators (dot, space, no-break
space, narrow no-break space), counted nouns after the value (also after `####`; Swahili puts the
noun first), "dozen" in each language (changes the value), negation, "wait, that's wrong"
corrections after the answer and inside an <answer> tag, reported speech (a friend's value), a
check after the answer, a decimal gloss after an exact answer ("that is, about 6,93"), decimals for
exact golds, tags holding sentences; plus hand-written extras: scale words (万, 만, हज़ार, тыс.),
number words, Persian and Arabic-Indic digits, frost idioms for a negative temperature, invented
user turns, self-set new problems, mixed language (English thinking, native answer; Hinglish,
Taglish), and bad input (NUL, control characters, bidi marks, a huge input). Lone surrogates are
NOT included: write_probes writes UTF-8 and cannot hold one.

Each language's sentences come from one table (LANG below) of hand-written phrases; the English
gloss of every phrase key is in GLOSS and each probe's note repeats the gloss of the sentence it
uses. Which templates a language gets rotates (eight of ten per language), and so do the problems.
The ten templates: `h_ok_<lang>_books` (answer phrase with a counted noun, then `####`, the noun after
`####` on half); `u_ok_<lang>_decimal` / `_thousands` (the language's decimal mark or thousands
separator); `u_<lang>_dozen` ("265 dozen books"); `r_m_<lang>_wait` (the gold boxed, then "wait,
that's wrong" with a wrong box); `r_m_ok_<lang>_wait` (a wrong box corrected to an equal form of the
gold); `q_<lang>_friend` / `q_m_<lang>_friend` (the gold only in a friend's words); `t_m_ok_<lang>_sentence`
(an answer tag holding a sentence); `t_<lang>_selfcorr` (a self-correction inside the tag to a wrong
value); `n_m_<lang>_not` / `x_m_<lang>_decimal` (the gold negated; a rounded decimal for an exact
gold); `r_ok_<lang>_check` / `r_m_ok_<lang>_check` / `r_m_ok_<lang>_gloss` (a check, or a decimal
gloss, after the answer). On about half of them an English R1 thinking block comes first (mixed
language), the rest are short. 54 hand-written extras follow (Thai appears there too).

Problems and golds (arithmetic checked by hand, python used for plain arithmetic only):
GSM8K
  G1 books: 14 shelves of 23 books, 57 lent out: 14*23 = 322, 322 - 57 = 265 -> 265 (322 the subtotal).
  G2 cheese: 3.5 kg at 12.40 a kg: 3.5*12.40 = 43.40 -> 43.4 (37.2 = 3*12.40 wrong).
  G3 salary: 4,250 a month for 12 months: 4250*12 = 51000 -> 51000 (4250 the per-month value).
  G4 temperature: 4 degrees, falling 3 an hour for 5 hours: 4 - 15 = -11 -> -11 (11 sign lost).
  G5 percent: 18 of 24 pass: 18/24 = 0.75 -> 75 (25 the failing share).
MATH
  M1 1/2 + 1/3 = 3/6 + 2/6 = 5/6 -> \frac{5}{6} (2/5 wrong; 0.83 a decimal, wrong).
  M2 \sqrt{48} = \sqrt{16*3} = 4\sqrt{3} (~6.928) -> 4\sqrt{3} (2\sqrt{12} equal; 4\sqrt2 wrong).
  M3 x^2 - 3x - 10 <= 0, (x-5)(x+2) <= 0 -> [-2, 5] ((-2, 5) wrong).
  M4 roots of x^2 - x - 12 = (x-4)(x+3) -> -3, 4 (3, -4 wrong).
  M5 (2+i)(3-i) = 6 - 2i + 3i - i^2 = 7 + i -> 7 + i (5 + i wrong).
  M6 interior angle of a regular octagon: 6*180/8 = 135 -> 135 degrees (45 the exterior angle;
     3\pi/4 radians is not the degree gold).

Ids: the first letter names the class (`t_` answer tags, `h_` a phrase then `####`, `x_` exactness,
`n_` negation, `u_` unit and count words, `r_` retractions and checks after the answer, `q_` reported /
invented / hypothetical text, `b_` bad input); `_m_` marks MATH, `_ok_` kind B; the language code
and a template or extra name follow.

Label conventions (corpus/README.md and round 21): the last final answer counts; a correction after
the answer replaces it; a check, a pleasantry or a decimal gloss after a committed exact answer does
not; an <answer> tag's content is the final answer, and a self-correction inside it makes the last
value the answer; the gold only in another person's words, a hypothetical, an invented next user
turn or a self-set new problem does not count; a negated gold with nothing after is `no_answer`;
"N dozen" is not N; equal values in another honest notation (decimal comma, thousands separator,
scale word, number word, native digits, 2\sqrt{12}) are `correct`; a decimal for an exact MATH gold
is `wrong`; degrees are not radians; a NUL makes the pair bad input (kind A, `no_answer`).
Debatable probes carry `debatable=True` and a DECISIONS entry.

Usage: python packages/check/corpus/build_adversarial_redteam126.py
"""

from pathlib import Path

from corpus_build import IM_USER, LLAMA_END, g, m, th, write_probes  # noqa: E402

# ------------------------------------------------------------------ English glosses of the keys
GLOSS = {
    "ans": "The answer is X.",
    "not": "The answer is not X.",
    "wait": "Wait, that is wrong. The correct answer is X.",
    "friend": "My friend thinks the answer is X, but I got Y.",
    "nowait": "-- no, wait:",
    "books": "265 books",
    "dozen": "265 dozen books",
    "check": "Check",
    "about": "that is, about X",
    "fin": "Final answer",
}

# ------------------------------------------------------------------ the thirty languages
# dec: decimal mark; th: thousands separator; the rest: sentences with {} for the value.
LANG = {
    "zh": dict(
        name="Chinese",
        dec=".",
        th=",",
        ans="答案是{}。",
        not_="答案不是{}。",
        wait="等等，这不对。正确答案是{}。",
        friend="我朋友认为答案是{}，但我算出来是{}。",
        nowait="——不对，等一下：",
        books="265本书",
        dozen="265打书",
        check="验算",
        about="即约{}",
        fin="最终答案",
    ),
    "ja": dict(
        name="Japanese",
        dec=".",
        th=",",
        ans="答えは{}です。",
        not_="答えは{}ではありません。",
        wait="待ってください、これは間違いです。正しい答えは{}です。",
        friend="友人は答えが{}だと考えていますが、私の計算では{}になりました。",
        nowait="――いや、待って：",
        books="265冊",
        dozen="265ダースの本",
        check="検算",
        about="つまり約{}",
        fin="最終的な答え",
    ),
    "ko": dict(
        name="Korean",
        dec=".",
        th=",",
        ans="답은 {}입니다.",
        not_="정답은 {}이 아닙니다.",
        wait="잠깐, 이건 틀렸습니다. 올바른 답은 {}입니다.",
        friend="제 친구는 답이 {}라고 생각하지만, 제가 계산한 값은 {}입니다.",
        nowait=" — 아니, 잠깐: ",
        books="265권",
        dozen="265다스의 책",
        check="검산",
        about="즉 약 {}",
        fin="최종 답",
    ),
    "ru": dict(
        name="Russian",
        dec=",",
        th="\u00a0",
        ans="Ответ: {}.",
        not_="Ответ — не {}.",
        wait="Подождите, это неверно. Правильный ответ: {}.",
        friend="Мой друг считает, что ответ {}, но у меня получилось {}.",
        nowait=" — нет, подождите: ",
        books="265 книг",
        dozen="265 дюжин книг",
        check="Проверка",
        about="то есть примерно {}",
        fin="Окончательный ответ",
    ),
    "uk": dict(
        name="Ukrainian",
        dec=",",
        th=" ",
        ans="Відповідь: {}.",
        not_="Відповідь — не {}.",
        wait="Зачекайте, це неправильно. Правильна відповідь: {}.",
        friend="Мій друг вважає, що відповідь {}, але в мене вийшло {}.",
        nowait=" — ні, зачекайте: ",
        books="265 книжок",
        dozen="265 дюжин книжок",
        check="Перевірка",
        about="тобто приблизно {}",
        fin="Остаточна відповідь",
    ),
    "es": dict(
        name="Spanish",
        dec=",",
        th=".",
        ans="La respuesta es {}.",
        not_="La respuesta no es {}.",
        wait="Espera, eso está mal. La respuesta correcta es {}.",
        friend="Mi amigo cree que la respuesta es {}, pero a mí me salió {}.",
        nowait=" — no, espera: ",
        books="265 libros",
        dozen="265 docenas de libros",
        check="Comprobación",
        about="es decir, aproximadamente {}",
        fin="Respuesta final",
    ),
    "pt": dict(
        name="Portuguese",
        dec=",",
        th=".",
        ans="A resposta é {}.",
        not_="A resposta não é {}.",
        wait="Espere, isso está errado. A resposta correta é {}.",
        friend="Meu amigo acha que a resposta é {}, mas eu obtive {}.",
        nowait=" — não, espere: ",
        books="265 livros",
        dozen="265 dúzias de livros",
        check="Verificação",
        about="ou seja, aproximadamente {}",
        fin="Resposta final",
    ),
    "fr": dict(
        name="French",
        dec=",",
        th="\u202f",
        ans="La réponse est {}.",
        not_="La réponse n'est pas {}.",
        wait="Attendez, c'est faux. La bonne réponse est {}.",
        friend="Mon ami pense que la réponse est {}, mais j'obtiens {}.",
        nowait=" — non, attendez : ",
        books="265 livres",
        dozen="265 douzaines de livres",
        check="Vérification",
        about="soit environ {}",
        fin="Réponse finale",
    ),
    "de": dict(
        name="German",
        dec=",",
        th=".",
        ans="Die Antwort ist {}.",
        not_="Die Antwort ist nicht {}.",
        wait="Moment, das ist falsch. Die richtige Antwort ist {}.",
        friend="Mein Freund meint, die Antwort sei {}, aber ich komme auf {}.",
        nowait=" – nein, Moment: ",
        books="265 Bücher",
        dozen="265 Dutzend Bücher",
        check="Probe",
        about="also etwa {}",
        fin="Endergebnis",
    ),
    "it": dict(
        name="Italian",
        dec=",",
        th=".",
        ans="La risposta è {}.",
        not_="La risposta non è {}.",
        wait="Aspetta, è sbagliato. La risposta corretta è {}.",
        friend="Il mio amico pensa che la risposta sia {}, ma a me viene {}.",
        nowait=" — no, aspetta: ",
        books="265 libri",
        dozen="265 dozzine di libri",
        check="Verifica",
        about="cioè circa {}",
        fin="Risposta finale",
    ),
    "nl": dict(
        name="Dutch",
        dec=",",
        th=".",
        ans="Het antwoord is {}.",
        not_="Het antwoord is niet {}.",
        wait="Wacht, dat klopt niet. Het juiste antwoord is {}.",
        friend="Mijn vriend denkt dat het antwoord {} is, maar ik kom uit op {}.",
        nowait=" — nee, wacht: ",
        books="265 boeken",
        dozen="265 dozijn boeken",
        check="Controle",
        about="dus ongeveer {}",
        fin="Eindantwoord",
    ),
    "pl": dict(
        name="Polish",
        dec=",",
        th=" ",
        ans="Odpowiedź: {}.",
        not_="Odpowiedź to nie {}.",
        wait="Chwileczkę, to jest błędne. Poprawna odpowiedź to {}.",
        friend="Mój kolega uważa, że odpowiedź to {}, ale mnie wyszło {}.",
        nowait=" — nie, chwileczkę: ",
        books="265 książek",
        dozen="265 tuzinów książek",
        check="Sprawdzenie",
        about="czyli około {}",
        fin="Odpowiedź końcowa",
    ),
    "tr": dict(
        name="Turkish",
        dec=",",
        th=".",
        ans="Cevap: {}.",
        not_="Cevap {} değildir.",
        wait="Bir dakika, bu yanlış. Doğru cevap: {}.",
        friend="Arkadaşım cevabın {} olduğunu düşünüyor, ama ben {} buldum.",
        nowait=" — hayır, bir dakika: ",
        books="265 kitap",
        dozen="265 düzine kitap",
        check="Kontrol",
        about="yani yaklaşık {}",
        fin="Nihai cevap",
    ),
    "ar": dict(
        name="Arabic",
        dec=".",
        th=",",
        ans="الإجابة هي {}.",
        not_="الإجابة ليست {}.",
        wait="انتظر، هذا خطأ. الإجابة الصحيحة هي {}.",
        friend="يعتقد صديقي أن الإجابة هي {}، لكنني حصلت على {}.",
        nowait=" — لا، انتظر: ",
        books="265 كتابًا",
        dozen="265 دزينة من الكتب",
        check="التحقق",
        about="أي حوالي {}",
        fin="الإجابة النهائية",
    ),
    "fa": dict(
        name="Persian",
        dec=".",
        th=",",
        ans="پاسخ {} است.",
        not_="پاسخ {} نیست.",
        wait="صبر کنید، این اشتباه است. پاسخ درست {} است.",
        friend="دوستم فکر می‌کند پاسخ {} است، اما من به {} رسیدم.",
        nowait=" — نه، صبر کنید: ",
        books="265 کتاب",
        dozen="265 دوجین کتاب",
        check="بررسی",
        about="یعنی حدود {}",
        fin="پاسخ نهایی",
    ),
    "hi": dict(
        name="Hindi",
        dec=".",
        th=",",
        ans="उत्तर {} है।",
        not_="उत्तर {} नहीं है।",
        wait="रुकिए, यह गलत है। सही उत्तर {} है।",
        friend="मेरे दोस्त को लगता है कि उत्तर {} है, लेकिन मुझे {} मिला।",
        nowait=" — नहीं, रुकिए: ",
        books="265 किताबें",
        dozen="265 दर्जन किताबें",
        check="जाँच",
        about="यानी लगभग {}",
        fin="अंतिम उत्तर",
    ),
    "vi": dict(
        name="Vietnamese",
        dec=",",
        th=".",
        ans="Đáp án là {}.",
        not_="Đáp án không phải là {}.",
        wait="Khoan đã, như vậy là sai. Đáp án đúng là {}.",
        friend="Bạn tôi nghĩ đáp án là {}, nhưng tôi tính ra {}.",
        nowait=" — không, khoan đã: ",
        books="265 cuốn sách",
        dozen="265 tá sách",
        check="Kiểm tra",
        about="tức là khoảng {}",
        fin="Đáp án cuối cùng",
    ),
    "id": dict(
        name="Indonesian",
        dec=",",
        th=".",
        ans="Jawabannya adalah {}.",
        not_="Jawabannya bukan {}.",
        wait="Tunggu, itu salah. Jawaban yang benar adalah {}.",
        friend="Teman saya mengira jawabannya {}, tetapi saya mendapatkan {}.",
        nowait=" — bukan, tunggu: ",
        books="265 buku",
        dozen="265 lusin buku",
        check="Pemeriksaan",
        about="yaitu sekitar {}",
        fin="Jawaban akhir",
    ),
    "he": dict(
        name="Hebrew",
        dec=".",
        th=",",
        ans="התשובה היא {}.",
        not_="התשובה אינה {}.",
        wait="רגע, זה שגוי. התשובה הנכונה היא {}.",
        friend="החבר שלי חושב שהתשובה היא {}, אבל לי יצא {}.",
        nowait=" — לא, רגע: ",
        books="265 ספרים",
        dozen="265 תריסרי ספרים",
        check="בדיקה",
        about="כלומר בערך {}",
        fin="תשובה סופית",
    ),
    "fi": dict(
        name="Finnish",
        dec=",",
        th=" ",
        ans="Vastaus on {}.",
        not_="Vastaus ei ole {}.",
        wait="Hetkinen, tämä on väärin. Oikea vastaus on {}.",
        friend="Ystäväni luulee, että vastaus on {}, mutta minä sain {}.",
        nowait=" — ei, hetkinen: ",
        books="265 kirjaa",
        dozen="265 tusinaa kirjoja",
        check="Tarkistus",
        about="eli noin {}",
        fin="Lopullinen vastaus",
    ),
    "da": dict(
        name="Danish",
        dec=",",
        th=".",
        ans="Svaret er {}.",
        not_="Svaret er ikke {}.",
        wait="Vent, det er forkert. Det rigtige svar er {}.",
        friend="Min ven mener, at svaret er {}, men jeg får {}.",
        nowait=" — nej, vent: ",
        books="265 bøger",
        dozen="265 dusin bøger",
        check="Kontrol",
        about="altså cirka {}",
        fin="Endeligt svar",
    ),
    "no": dict(
        name="Norwegian",
        dec=",",
        th="\u00a0",
        ans="Svaret er {}.",
        not_="Svaret er ikke {}.",
        wait="Vent, det er feil. Riktig svar er {}.",
        friend="Vennen min tror at svaret er {}, men jeg får {}.",
        nowait=" — nei, vent: ",
        books="265 bøker",
        dozen="265 dusin bøker",
        check="Kontroll",
        about="altså omtrent {}",
        fin="Endelig svar",
    ),
    "ca": dict(
        name="Catalan",
        dec=",",
        th=".",
        ans="La resposta és {}.",
        not_="La resposta no és {}.",
        wait="Espera, això és incorrecte. La resposta correcta és {}.",
        friend="El meu amic creu que la resposta és {}, però a mi m'ha sortit {}.",
        nowait=" — no, espera: ",
        books="265 llibres",
        dozen="265 dotzenes de llibres",
        check="Comprovació",
        about="és a dir, aproximadament {}",
        fin="Resposta final",
    ),
    "sk": dict(
        name="Slovak",
        dec=",",
        th=" ",
        ans="Odpoveď je {}.",
        not_="Odpoveď nie je {}.",
        wait="Počkajte, to je nesprávne. Správna odpoveď je {}.",
        friend="Môj kamarát si myslí, že odpoveď je {}, ale mne vyšlo {}.",
        nowait=" — nie, počkajte: ",
        books="265 kníh",
        dozen="265 tuctov kníh",
        check="Skúška",
        about="teda približne {}",
        fin="Konečná odpoveď",
    ),
    "sr": dict(
        name="Serbian (Latin)",
        dec=",",
        th=".",
        ans="Odgovor je {}.",
        not_="Odgovor nije {}.",
        wait="Čekaj, to je pogrešno. Tačan odgovor je {}.",
        friend="Moj drug misli da je odgovor {}, ali meni je ispalo {}.",
        nowait=" — ne, čekaj: ",
        books="265 knjiga",
        dozen="265 tuceta knjiga",
        check="Provera",
        about="odnosno otprilike {}",
        fin="Konačan odgovor",
    ),
    "bg": dict(
        name="Bulgarian",
        dec=",",
        th=" ",
        ans="Отговорът е {}.",
        not_="Отговорът не е {}.",
        wait="Чакайте, това е грешно. Правилният отговор е {}.",
        friend="Приятелят ми смята, че отговорът е {}, но на мен ми се получи {}.",
        nowait=" — не, чакайте: ",
        books="265 книги",
        dozen="265 дузини книги",
        check="Проверка",
        about="тоест приблизително {}",
        fin="Окончателен отговор",
    ),
    "ta": dict(
        name="Tamil",
        dec=".",
        th=",",
        ans="விடை {} ஆகும்.",
        not_="விடை {} அல்ல.",
        wait="பொறுங்கள், இது தவறு. சரியான விடை {} ஆகும்.",
        friend="என் நண்பர் விடை {} என்று நினைக்கிறார், ஆனால் எனக்கு {} கிடைத்தது.",
        nowait=" — இல்லை, பொறுங்கள்: ",
        books="265 புத்தகங்கள்",
        dozen="265 டஜன் புத்தகங்கள்",
        check="சரிபார்ப்பு",
        about="அதாவது சுமார் {}",
        fin="இறுதி விடை",
    ),
    "ur": dict(
        name="Urdu",
        dec=".",
        th=",",
        ans="جواب {} ہے۔",
        not_="جواب {} نہیں ہے۔",
        wait="رکیے، یہ غلط ہے۔ صحیح جواب {} ہے۔",
        friend="میرے دوست کے خیال میں جواب {} ہے، لیکن میرا جواب {} آیا۔",
        nowait=" — نہیں، رکیے: ",
        books="265 کتابیں",
        dozen="265 درجن کتابیں",
        check="جانچ",
        about="یعنی تقریباً {}",
        fin="حتمی جواب",
    ),
    "sw": dict(
        name="Swahili",
        dec=".",
        th=",",
        ans="Jibu ni {}.",
        not_="Jibu si {}.",
        wait="Subiri, hilo si sahihi. Jibu sahihi ni {}.",
        friend="Rafiki yangu anadhani jibu ni {}, lakini mimi nimepata {}.",
        nowait=" — hapana, subiri: ",
        books="vitabu 265",
        dozen="dazeni 265 za vitabu",
        check="Uhakiki",
        about="yaani takriban {}",
        fin="Jibu la mwisho",
    ),
    "tl": dict(
        name="Tagalog",
        dec=".",
        th=",",
        ans="Ang sagot ay {}.",
        not_="Ang sagot ay hindi {}.",
        wait="Teka, mali iyon. Ang tamang sagot ay {}.",
        friend="Sa tingin ng kaibigan ko, ang sagot ay {}, pero ang nakuha ko ay {}.",
        nowait=" — hindi, teka: ",
        books="265 na libro",
        dozen="265 dosenang libro",
        check="Pagsusuri",
        about="ibig sabihin, mga {}",
        fin="Huling sagot",
    ),
}


def num(value: str, L: dict) -> str:
    """A plain decimal / integer string (dot, no separators) in the language's notation."""
    sign = "-" if value.startswith("-") else ""
    value = value.lstrip("-")
    whole, _, frac = value.partition(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    out = L["th"].join(groups)
    return sign + out + (L["dec"] + frac if frac else "")


def pct(value: str, code: str) -> str:
    """A percentage as the language writes it: Turkish puts % first; some use a space."""
    if code == "tr":
        return "%" + value
    if code in ("de", "fr", "ru", "uk", "es", "pt", "pl", "fi", "da", "no", "ca", "sk", "sr", "bg"):
        return value + "\u00a0%" if code == "fr" else value + " %"
    return value + "%"


# ------------------------------------------------------------------ problems
def gwork(key: str, L: dict, code: str = "") -> str:
    """The working of a GSM8K problem, numbers in the language's notation."""
    return {
        "G1": "14 × 23 = <<14*23=322>>322\n322 − 57 = <<322-57=265>>265\n",
        "G2": f"{num('3.5', L)} × {num('12.40', L)} = {num('43.40', L)}\n",
        "G3": f"{num('4250', L)} × 12 = {num('51000', L)}\n",
        "G4": "4 − 3 × 5 = 4 − 15 = −11\n",
        "G5": f"18 / 24 = {num('0.75', L)} = {pct('75', code)}\n",
    }[key]


GOLD_G = {"G1": "265", "G2": "43.4", "G3": "51000", "G4": "-11", "G5": "75"}
WRONG_G = {"G1": "322", "G2": "37.2", "G3": "4250", "G4": "11", "G5": "25"}
SHOW_G = {"G1": "265", "G2": "43.40", "G3": "51000", "G4": "-11", "G5": "75"}
SHOWW_G = {"G1": "322", "G2": "37.20", "G3": "4250", "G4": "11", "G5": "25"}

# gold, an equal form, a wrong value, working
MP = {
    "M1": (
        r"\frac{5}{6}",
        r"\frac{10}{12}",
        r"\frac{2}{5}",
        r"$\frac{1}{2} + \frac{1}{3} = \frac{3}{6} + \frac{2}{6} = \frac{5}{6}$",
    ),
    "M2": (
        r"4\sqrt{3}",
        r"2\sqrt{12}",
        r"4\sqrt{2}",
        r"$\sqrt{48} = \sqrt{16 \cdot 3} = 4\sqrt{3}$",
    ),
    "M3": (
        r"[-2, 5]",
        r"\left[-2, 5\right]",
        r"(-2, 5)",
        r"$x^2 - 3x - 10 = (x - 5)(x + 2) \le 0 \iff -2 \le x \le 5$",
    ),
    "M4": (
        r"-3, 4",
        r"4, -3",
        r"3, -4",
        r"$x^2 - x - 12 = (x - 4)(x + 3) = 0 \Rightarrow x = 4 \text{ or } x = -3$",
    ),
    "M5": (
        r"7 + i",
        r"i + 7",
        r"5 + i",
        r"$(2 + i)(3 - i) = 6 - 2i + 3i - i^2 = 6 + i + 1 = 7 + i$",
    ),
    "M6": (
        r"135",
        r"135^\circ",
        r"45",
        r"$\frac{(8 - 2) \cdot 180^\circ}{8} = \frac{1080^\circ}{8} = 135^\circ$",
    ),
}
APPROX = {"M1": "0.83", "M2": "6.93"}
MCHECK = {
    "M1": r"$\frac{5}{6} - \frac{1}{3} = \frac{1}{2}$ ✓",
    "M2": r"$(4\sqrt{3})^2 = 16 \cdot 3 = 48$ ✓",
    "M3": r"$x = -2$: $4 + 6 - 10 = 0$ ✓, $x = 5$: $25 - 15 - 10 = 0$ ✓",
    "M4": r"$16 - 4 - 12 = 0$ ✓, $9 + 3 - 12 = 0$ ✓",
    "M5": r"$(7 + i)(2 - i) = 14 - 7i + 2i + 1 = 15 - 5i = 5(3 - i)$ ✓",
    "M6": r"$8 \cdot 135^\circ = 1080^\circ = (8 - 2) \cdot 180^\circ$ ✓",
}


# Longer English thinking (R1-distill models often think in English and answer in the user's
# language); every one ends at the same value the working reaches.
LONGT = {
    "G1": "Okay, so the library has 14 shelves and each shelf holds 23 books. First I need the total number of books.\n14 times 23... 14 times 20 is 280, and 14 times 3 is 42, so 280 + 42 = 322 books in total.\nThen 57 books are lent out. So the books left are 322 - 57.\n322 - 50 = 272, and 272 - 7 = 265.\nWait, let me double-check the multiplication: 23 times 14 = 23 * 10 + 23 * 4 = 230 + 92 = 322. Yes.\nAnd 265 + 57 = 322, so the subtraction is right.\nThe user wrote in their own language, so I should answer in that language.\nLet me re-read the problem to make sure I have the numbers right. 14 shelves, 23 books on each, 57 lent out. Yes.\nAnother way: each shelf keeps 23 books; 57 lent out is 2 full shelves (46) plus 11 more. 12 full shelves remain = 276, minus 11 = 265. Same result.\nAlright, I'm confident: 265 books remain.\n",
    "G2": "The cheese costs 12.40 per kilogram and she buys 3.5 kilograms.\nSo the cost is 3.5 * 12.40. Let me split it: 3 * 12.40 = 37.20 and 0.5 * 12.40 = 6.20.\n37.20 + 6.20 = 43.40.\nWait, is the price per kilogram or per half kilogram? The problem says per kilogram. Okay.\nSo the total is 43.40. I should write it with the decimal comma if the language uses one.\nLet me re-read: 3.5 kg, 12.40 per kg. Yes.\nAnother way: 12.40 * 7 = 86.80 for 7 kg, and 3.5 kg is half of that, 43.40. Same.\nSo she pays 43.40 in total.\n",
    "G3": "He earns 4,250 every month and we want the total for a year, which is 12 months.\n4250 * 12 = 4250 * 10 + 4250 * 2 = 42500 + 8500 = 51000.\nHmm, is there any bonus or deduction mentioned? No, just the monthly salary.\nSo the yearly total is 51,000. The user's language groups thousands differently, so I'll write it the local way.\nLet me re-read: 4,250 a month, for 12 months. Yes.\nAnother way: 4000 * 12 = 48000 and 250 * 12 = 3000, 48000 + 3000 = 51000. Same.\nSo 51,000 in total.\n",
    "G4": "The temperature starts at 4 degrees and falls 3 degrees every hour for 5 hours.\nTotal drop: 3 * 5 = 15 degrees.\nFinal temperature: 4 - 15 = -11.\nWait, does it fall for 5 hours or until the 5th hour? It says for 5 hours, so 5 drops of 3. Yes.\nSo it ends at -11 degrees, below zero.\nLet me re-read: starts at 4, falls 3 per hour, 5 hours. Yes.\nHour by hour: 4 -> 1 -> -2 -> -5 -> -8 -> -11. Five steps. Same.\nSo the final temperature is -11 degrees.\n",
    "G5": "18 of the 24 students passed. The question asks for the percentage that passed.\n18 / 24 = 3 / 4 = 0.75.\n0.75 = 75%.\nWait, not the percentage that failed: that would be 6 / 24 = 25%. The question asks for passed. So 75%.\nLet me re-read: 24 students, 18 passed, percentage that passed. Yes.\nAnother way: 18 / 24 * 100 = 1800 / 24 = 75. Same.\nSo 75%.\n",
    "M1": "I need 1/2 + 1/3. Common denominator 6: 1/2 = 3/6, 1/3 = 2/6.\n3/6 + 2/6 = 5/6.\nWait, I shouldn't add the numerators and denominators directly: (1+1)/(2+3) = 2/5 is wrong. So 5/6.\nLet me verify with decimals: 0.5 + 0.333... = 0.8333..., and 5/6 = 0.8333... Yes.\nThe fraction 5/6 is already in lowest terms since gcd(5, 6) = 1.\n",
    "M2": "Simplify sqrt(48). 48 = 16 * 3, and 16 is a perfect square.\nsqrt(48) = sqrt(16) * sqrt(3) = 4 sqrt(3).\nCheck: (4 sqrt 3)^2 = 16 * 3 = 48. Yes. Numerically about 6.93, but the exact form is wanted.\nIs there a larger square factor? Squares up to 48: 4, 9, 16, 25, 36. 48/16 = 3 works, 48/36 isn't an integer. So 16 is the largest.\nAnswer: 4 sqrt 3.\n",
    "M3": "Solve x^2 - 3x - 10 <= 0. Factor: (x - 5)(x + 2). Roots -2 and 5.\nThe parabola opens upward, so it is <= 0 between the roots, endpoints included because of the equality.\nSo -2 <= x <= 5, the closed interval [-2, 5].\nTest points: x = 0 gives -10 <= 0, true. x = 6 gives 36 - 18 - 10 = 8 > 0, false. x = -3 gives 9 + 9 - 10 = 8 > 0, false.\nSo the solution set is [-2, 5].\n",
    "M4": "Solve x^2 - x - 12 = 0. I need two numbers with product -12 and sum -1: -4 and 3.\nSo (x - 4)(x + 3) = 0, x = 4 or x = -3.\nWait, check: 16 - 4 - 12 = 0 and 9 + 3 - 12 = 0. Both work.\nVieta: sum of roots = 1, product = -12. 4 + (-3) = 1 and 4 * (-3) = -12. Good.\nThe roots are -3 and 4.\n",
    "M5": "Multiply (2 + i)(3 - i) = 6 - 2i + 3i - i^2.\ni^2 = -1, so -i^2 = +1.\n6 + i + 1 = 7 + i.\nWait, let me make sure of the sign: -i * i = -i^2 = 1. Yes, 7 + i.\nFOIL again: first 2*3 = 6, outer 2*(-i) = -2i, inner i*3 = 3i, last i*(-i) = -i^2 = 1.\nSum: 6 + 1 + (-2i + 3i) = 7 + i.\n",
    "M6": "A regular octagon has 8 sides. The sum of interior angles is (8 - 2) * 180 = 1080 degrees.\nEach interior angle: 1080 / 8 = 135 degrees.\nWait, the exterior angle would be 360 / 8 = 45, but the question asks for the interior angle. So 135.\nAnother way: exterior angles sum to 360, so each is 45, and the interior angle is 180 - 45 = 135. Same.\nThe answer is 135 degrees.\n",
}

CASES: list[tuple] = []
CODES = list(LANG)


def f(s: str, *v: str) -> str:
    return s.format(*v)


def add_language(i: int, code: str) -> None:
    L = LANG[code]
    nm = L["name"]
    drop = i % 10
    mk = ["M1", "M2", "M3", "M4", "M5", "M6"][i % 6]
    gold_m, alt_m, wrong_m, work_m = MP[mk]
    mk2 = ["M1", "M2"][i % 2]
    glo = lambda k: GLOSS[k]  # noqa: E731
    eng_think = i % 3 != 1  # English thinking, native answer (mixed language)

    def think(work: str, key: str) -> str:
        if eng_think:
            return th(LONGT[key])
        return th(work)

    def lng(key: str, t: int) -> str:
        """Long English thinking before the native answer on half the probes."""
        return th(LONGT[key]) + "\n" if (i + t) % 2 == 1 else ""

    def nop(sentence: str) -> str:
        """The sentence without its closing full stop (before a self-correction)."""
        return sentence[:-1] if sentence[-1] in ".。।۔" else sentence

    out = []
    # T0 h_ok: phrase with a counted noun, then #### (with the noun after #### on even i)
    tail = L["books"] if i % 2 == 0 else "265"
    out.append(
        g(
            f"h_ok_{code}_books",
            "B",
            "265",
            "correct",
            "hash",
            lng("G1", 0) + gwork("G1", L) + f(L["ans"], L["books"]) + "\n#### " + tail,
            f"{nm}: '{glo('ans')}' with '265 books' ({L['books']}), then '#### {tail}'; the counted noun is not a unit that changes the value",
        )
    )
    # T1 u_ok: decimal comma / thousands separator
    if i % 2 == 0:
        v = num("43.40", L)
        out.append(
            g(
                f"u_ok_{code}_decimal",
                "B",
                "43.4",
                "correct",
                "phrase",
                lng("G2", 1) + gwork("G2", L) + f"**{L['fin']}:** {v}",
                f"{nm}: '{L['fin']}' = 'Final answer'; {v!r} is 43.40 in this language's notation (decimal mark {L['dec']!r}) = 43.4",
            )
        )
    else:
        v = num("51000", L)
        out.append(
            g(
                f"u_ok_{code}_thousands",
                "B",
                "51000",
                "correct",
                "hash",
                lng("G3", 1) + gwork("G3", L) + f(L["ans"], v) + "\n#### " + v,
                f"{nm}: '{glo('ans')}' and '#### {v}'; {v!r} is 51,000 with this language's thousands separator {L['th']!r}",
            )
        )
    # T2 u_: dozen
    out.append(
        g(
            f"u_{code}_dozen",
            "A",
            "265",
            "wrong",
            "phrase",
            lng("G1", 2) + gwork("G1", L) + f(L["ans"], L["dozen"]),
            f"{nm}: '{glo('ans')}' with '{glo('dozen')}' ({L['dozen']}): 265 dozen = 3180 books, not the 265 the working counts",
        )
    )
    # T3 r_m_: gold boxed then retracted for a wrong box
    out.append(
        m(
            f"r_m_{code}_wait",
            "A",
            gold_m,
            "wrong",
            "boxed",
            lng(mk, 3)
            + work_m
            + "\n\n"
            + f(L["ans"], f"$\\boxed{{{gold_m}}}$")
            + "\n\n"
            + f(L["wait"], f"$\\boxed{{{wrong_m}}}$"),
            f"{nm}: '{glo('ans')}' with the gold box, then '{glo('wait')}' with {wrong_m}: the correction is the last answer",
        )
    )
    # T4 r_m_ok: wrong box, then corrected to an equal form of the gold
    out.append(
        m(
            f"r_m_ok_{code}_wait",
            "B",
            gold_m,
            "correct",
            "boxed",
            lng(mk, 4)
            + f(L["ans"], f"$\\boxed{{{wrong_m}}}$")
            + "\n\n"
            + f(L["wait"], f"$\\boxed{{{alt_m}}}$"),
            f"{nm}: '{glo('ans')}' with {wrong_m}, then '{glo('wait')}' with {alt_m}, equal to the gold {gold_m}",
        )
    )
    # T5 q_: friend's value is the gold, own answer wrong
    if i % 2 == 0:
        out.append(
            g(
                f"q_{code}_friend",
                "A",
                "75",
                "wrong",
                "phrase",
                gwork("G5", L, code).replace("75", "25").replace("18 / 24", "6 / 24")
                + f(L["friend"], pct("75", code), pct("25", code))
                + "\n"
                + f(L["ans"], pct("25", code)),
                f"{nm}: '{glo('friend')}' with X = {pct('75', code)}, Y = {pct('25', code)}, then '{glo('ans')}' with {pct('25', code)}: the gold only in the friend's words",
            )
        )
    else:
        out.append(
            m(
                f"q_m_{code}_friend",
                "A",
                gold_m,
                "wrong",
                "boxed",
                f(L["friend"], f"${gold_m}$", f"${wrong_m}$")
                + "\n\n"
                + f(L["ans"], f"$\\boxed{{{wrong_m}}}$"),
                f"{nm}: '{glo('friend')}' with X = {gold_m}, Y = {wrong_m}, then '{glo('ans')}' with the box {wrong_m}: the gold only reported",
            )
        )
    # T6 t_m_ok: answer tag holding a sentence
    out.append(
        m(
            f"t_m_ok_{code}_sentence",
            "B",
            gold_m,
            "correct",
            "tag",
            think(work_m + "\n", mk) + "<answer>" + f(L["ans"], f"${gold_m}$") + "</answer>",
            f"{nm}: an <answer> tag holding the sentence '{glo('ans')}' with {gold_m}"
            + (" (English thinking, native answer)" if eng_think else ""),
        )
    )
    # T7 t_: self-correction inside the tag, to a wrong value
    gt = ["G4", "G5", "G1"][i % 3]
    gv, wv = GOLD_G[gt], WRONG_G[gt]
    sv, swv = SHOW_G[gt], SHOWW_G[gt]
    if gt == "G5":
        sv, swv = pct(sv, code), pct(swv, code)
    out.append(
        g(
            f"t_{code}_selfcorr",
            "A",
            gv,
            "wrong",
            "tag",
            think(gwork(gt, L, code), gt)
            + "<answer>"
            + nop(f(L["ans"], sv))
            + L["nowait"]
            + swv
            + "</answer>",
            f"{nm}: <answer>'{glo('ans')}' with {sv}, '{glo('nowait')}' {swv}</answer>: the last value in the tag, {swv}, is the answer ({wv} is the {'sign-lost value' if gt == 'G4' else 'failing share' if gt == 'G5' else 'subtotal'})",
        )
    )
    # T8 n_m_ (negation) on even i, x_m_ (decimal for an exact gold) on odd i
    if i % 2 == 0:
        extra = "" if i % 4 == 0 else "\n" + f(L["ans"], f"$\\boxed{{{wrong_m}}}$")
        out.append(
            m(
                f"n_m_{code}_not",
                "A",
                gold_m,
                "no_answer" if not extra else "wrong",
                "prose" if not extra else "boxed",
                work_m + "\n\n" + f(L["not_"], f"${gold_m}$") + extra,
                f"{nm}: '{glo('not')}' with the gold"
                + (
                    ", nothing after: no answer"
                    if not extra
                    else f", then '{glo('ans')}' with the box {wrong_m}"
                ),
            )
        )
    else:
        g2, a2, _, w2 = MP[mk2]
        dv = num(APPROX[mk2], L)
        out.append(
            m(
                f"x_m_{code}_decimal",
                "A",
                g2,
                "wrong",
                "boxed",
                lng(mk2, 8)
                + w2.replace("$", "").join(["$", " \\approx \\boxed{" + dv + "}$\n\n"])
                + f(L["ans"], dv),
                f"{nm}: '{glo('ans')}' with {dv!r}, a rounded decimal for the exact {g2}",
            )
        )
    # T9 r_ok check (GSM8K, even i) or gloss after an exact answer (MATH, odd i)
    if i % 4 == 2:
        out.append(
            m(
                f"r_m_ok_{code}_check",
                "B",
                gold_m,
                "correct",
                "boxed",
                lng(mk, 9)
                + work_m
                + "\n\n"
                + f(L["ans"], f"$\\boxed{{{gold_m}}}$")
                + "\n\n"
                + f"**{L['check']}:** {MCHECK[mk]}",
                f"{nm}: '{glo('ans')}' with the box {gold_m}, then '{glo('check')}: {MCHECK[mk]}': a check after the answer does not replace it",
            )
        )
    elif i % 2 == 0:
        out.append(
            g(
                f"r_ok_{code}_check",
                "B",
                "265",
                "correct",
                "hash",
                lng("G1", 9)
                + gwork("G1", L)
                + "#### 265\n\n"
                + f"**{L['check']}:** 265 + 57 = 322 = 14 × 23 ✓",
                f"{nm}: '#### 265', then '{glo('check')}: 265 + 57 = 322 = 14 × 23 ✓' repeats other numbers; the answer stands",
            )
        )
    else:
        g2, a2, _, w2 = MP[mk2]
        dv = num(APPROX[mk2], L)
        out.append(
            m(
                f"r_m_ok_{code}_gloss",
                "B",
                g2,
                "correct",
                "boxed",
                lng(mk2, 9)
                + w2
                + "\n\n"
                + nop(f(L["ans"], f"$\\boxed{{{g2}}}$"))
                + f" ({f(L['about'], dv)})"
                + f(L["ans"], "")[-1:],
                f"{nm}: '{glo('ans')}' with the box {g2}, then '({glo('about')})' with {dv!r}: a decimal gloss after the exact answer does not replace it",
            )
        )
    for j in sorted({drop, (drop + 5) % 10}, reverse=True):
        del out[j]
    CASES.extend(out)


for idx, code in enumerate(CODES):
    add_language(idx, code)

# ------------------------------------------------------------------ hand-written extras
G1W = "14 × 23 = <<14*23=322>>322\n322 − 57 = <<322-57=265>>265\n"
G3W = "4250 × 12 = 51000\n"
G4W = "4 − 3 × 5 = 4 − 15 = −11\n"
# fmt: off
CASES += [
    # scale words and number words
    g("u_ok_zh_wan", "B", "51000", "correct", "phrase", "每月4250元，12个月：4250 × 12 = 51000（元）。\n所以答案是5.1万元。", "Chinese: 'So the answer is 5.1 wan yuan' (5.1万元 = 51,000 yuan): a scale word"),
    g("u_zh_qian", "A", "51000", "wrong", "phrase", "每月4250元，12个月：4250 × 12 = 51000。\n所以答案是5.1千元。", "Chinese: 'So the answer is 5.1 thousand yuan' (5.1千 = 5,100): the scale word makes it ten times too small"),
    g("u_ok_ja_man", "B", "51000", "correct", "phrase", "4250 × 12 = 51000\n\n答えは5万1000円です。", "Japanese: 'The answer is 5-man 1000 yen' (5万1000円 = 51,000 yen)"),
    g("u_ok_ko_man", "B", "51000", "correct", "phrase", "4,250 × 12 = 51,000\n\n따라서 답은 5만 1천 원입니다.", "Korean: 'So the answer is 5-man 1-cheon won' (5만 1천 원 = 51,000 won)"),
    g("u_ok_hi_hazar", "B", "51000", "correct", "phrase", "4250 × 12 = 51000\n\nअतः कुल वेतन 51 हज़ार रुपये है।", "Hindi: 'Hence the total salary is 51 thousand rupees' (51 हज़ार = 51,000)"),
    g("u_ok_ru_tys", "B", "51000", "correct", "phrase", "4250 · 12 = 51000\n\nОтвет: 51 тыс. руб.", "Russian: 'Answer: 51 thousand roubles' (тыс. = thousand)"),
    g("u_ru_mln", "A", "51000", "wrong", "phrase", "4250 · 12 = 51000\n\nОтвет: 51 млн руб.", "Russian: 'Answer: 51 million roubles' (млн = million): a scale word that changes the value"),
    g("u_ok_es_words", "B", "265", "correct", "phrase", G1W + "Por lo tanto, en la biblioteca quedan doscientos sesenta y cinco libros.", "Spanish: 'Therefore two hundred sixty-five books remain in the library' (number words = 265)"),
    g("u_ok_de_words", "B", "265", "correct", "phrase", G1W + "Die Antwort lautet: zweihundertfünfundsechzig Bücher.", "German: 'The answer reads: two hundred sixty-five books' (number word = 265)"),
    g("u_ok_fr_words", "B", "75", "correct", "phrase", "18 / 24 = 0,75\n\nLa réponse est soixante-quinze pour cent.", "French: 'The answer is seventy-five percent' (= 75 %)"),
    g("u_ok_fa_digits", "B", "265", "correct", "phrase", "۱۴ × ۲۳ = ۳۲۲\n۳۲۲ − ۵۷ = ۲۶۵\n\nپاسخ ۲۶۵ کتاب است.", "Persian: 'The answer is 265 books' in Persian digits (۲۶۵ = 265)"),
    g("u_ok_ar_digits", "B", "265", "correct", "phrase", "١٤ × ٢٣ = ٣٢٢\n٣٢٢ − ٥٧ = ٢٦٥\n\nالإجابة هي ٢٦٥ كتابًا.", "Arabic: 'The answer is 265 books' in Arabic-Indic digits (٢٦٥ = 265)"),
    g("u_fa_digits_sub", "A", "265", "wrong", "phrase", "۱۴ × ۲۳ = ۳۲۲\n\nپاسخ ۳۲۲ کتاب است.", "Persian: 'The answer is 322 books' in Persian digits: the subtotal before 57 are lent out"),
    g("u_ok_ru_frost", "B", "-11", "correct", "phrase", G4W + "\nОтвет: 11 градусов мороза.", "Russian: 'Answer: 11 degrees of frost' = -11 degrees; debatable: the sign is in the word мороза (frost), an honest Russian way to say -11", True),
    g("u_fi_plus", "A", "-11", "wrong", "phrase", "4 + 3 × 5 = 19 … ei, 4 − 15 = 11\n\nVastaus on 11 astetta lämmintä.", "Finnish: 'The answer is 11 degrees of warmth' (lämmintä = above zero) = +11, not -11"),
    g("u_ok_de_minus", "B", "-11", "correct", "phrase", G4W + "\nDie Temperatur beträgt am Ende −11 °C.", "German: 'The temperature is -11 °C at the end' (Unicode minus sign)"),
    g("u_sw_noun_first_sub", "A", "265", "wrong", "phrase", "14 × 23 = 322\nVitabu vyote ni 322.\n\n" + "Jibu ni vitabu 322.", "Swahili: 'All the books are 322. The answer is 322 books' (noun first): the subtotal, the lent books never subtracted"),
    # mixed language, invented turns, self-set problems, hypotheticals
    g("h_ok_hi_hinglish", "B", "265", "correct", "hash", th("14 shelves, 23 books each: 322. 57 lent out, so 322 - 57 = 265.\n") + "Toh answer 265 books hai.\n#### 265", "Hinglish: 'So the answer is 265 books' then #### 265"),
    g("h_ok_tl_taglish", "B", "75", "correct", "hash", "18/24 = 0.75, so 75% ang pumasa.\n\nKaya ang final answer ay 75%.\n#### 75", "Taglish: '18/24 = 0.75, so 75% passed. So the final answer is 75%.'"),
    g("q_zh_invented_turn", "A", "265", "wrong", "phrase", "14 × 23 = 322\n\n答案是322本书。" + IM_USER + "不对吧，应该是265本书？", "Chinese: 'The answer is 322 books.' then an invented user turn 'Isn't that wrong, shouldn't it be 265 books?': the gold only in the invented turn"),
    g("q_ok_ja_invented_turn", "B", "265", "correct", "phrase", G1W + "答えは265冊です。" + IM_USER + "では、57冊が返却されたら何冊になりますか？", "Japanese: 'The answer is 265 books.' then an invented user turn 'Then how many if 57 are returned?': the answer stands"),
    g("q_de_selfset", "A", "265", "wrong", "phrase", "14 × 23 = 322\n\nDie Antwort ist 322.\n\nÜbungsaufgabe: Wie viele Bücher bleiben, wenn 57 ausgeliehen werden? Lösung: 322 − 57 = 265.", "German: 'The answer is 322.' then 'Exercise: how many books remain if 57 are lent out? Solution: 265.': a self-set new problem", True),
    g("q_es_hypo", "A", "75", "no_answer", "none", "Si hubieran aprobado 18 de 24 alumnos, el porcentaje sería 75 %. Pero el enunciado no dice cuántos aprobaron, así que no puedo calcularlo.", "Spanish: 'If 18 of 24 students had passed, the percentage would be 75 %. But the statement does not say how many passed, so I cannot compute it.': only a hypothetical, then a refusal"),
    g("q_pt_question", "A", "265", "no_answer", "none", "Pergunta: Uma biblioteca tem 14 prateleiras com 23 livros cada; 57 livros são emprestados. Restam 265 livros?\n\nPreciso de mais informações para responder.", "Portuguese: 'Question: ... Do 265 books remain?' then 'I need more information to answer.': the gold only in the question"),
    m("q_m_fr_partie_a", "A", r"\frac{5}{6}", "wrong", "boxed", r"a) $\frac{1}{2} + \frac{1}{3} = \frac{5}{6}$" + "\n\n" + r"b) $\frac{1}{2} \cdot \frac{1}{3} = \frac{1}{6}$" + "\n\nLa réponse à la question posée (partie b) est $\\boxed{\\frac{1}{6}}$.", "French: 'The answer to the question asked (part b) is 1/6': the gold only in part (a)"),
    m("u_m_it_radians", "A", "135", "wrong", "boxed", MP["M6"][3] + "\n\nIn radianti: $135^\\circ = \\frac{3\\pi}{4}$.\n\nLa risposta è $\\boxed{\\frac{3\\pi}{4}}$.", "Italian: 'In radians ... The answer is 3\\pi/4': degrees are not radians; debatable: equal as an angle", True),
    m("u_m_ok_ko_degrees", "B", "135", "correct", "boxed", MP["M6"][3] + "\n\n따라서 정팔각형의 한 내각은 $\\boxed{135^\\circ}$입니다.", "Korean: 'So one interior angle of the regular octagon is 135°'"),
    m("x_m_ok_zh_mixed_order", "B", r"-3, 4", "correct", "boxed", th("Factor: (x-4)(x+3). Roots 4 and -3.\n") + "根为 $x = 4$ 和 $x = -3$，所以答案是 $\\boxed{4, -3}$。", "Chinese after English thinking: 'The roots are x = 4 and x = -3, so the answer is 4, -3': the same roots in another order"),
    m("n_m_ru_sout", "A", r"7 + i", "wrong", "boxed", MP["M5"][3].replace("6 + i + 1", "6 + i - 1").replace("= 7 + i$", "= 5 + i$") + "\n\nОтвет: $\\boxed{\\sout{7 + i}\\ 5 + i}$.", "Russian: 'Answer:' a box with the gold struck out and 5 + i after"),
    m("n_m_ok_pl_sout_other", "B", r"7 + i", "correct", "boxed", MP["M5"][3] + "\n\nOdpowiedź: $\\boxed{\\sout{5 + i}\\ 7 + i}$.", "Polish: 'Answer:' a box with the wrong 5 + i struck out and the gold after"),
    g("n_tr_yanlis", "A", "43.4", "wrong", "phrase", "3,5 × 12,40 = 43,40\n\nCevap: 43,40 (yanlış)", "Turkish: 'Answer: 43,40 (wrong)': the model annotates its own answer as wrong"),
    g("n_ok_nl_niet_other", "B", "43.4", "correct", "phrase", "3,5 × 12,40 = 43,40\n\nHet antwoord is niet 37,20 maar 43,40 euro.", "Dutch: 'The answer is not 37,20 but 43,40 euros': another value negated, the gold asserted"),
    g("r_uk_nevermind", "A", "-11", "wrong", "phrase", G4W + "\nВідповідь: −11 °C.\n\nХоча ні, забудьте: температура падала лише 3 години, тож 4 − 9 = −5.\nВідповідь: −5 °C.", "Ukrainian: 'Answer: -11 °C. Actually no, forget it: it fell only 3 hours, so -5. Answer: -5 °C.': a retraction to -5"),
    g("r_ok_vi_temp_check", "B", "-11", "correct", "phrase", G4W + "\nĐáp án: −11 °C.\n\nThử lại: −11 + 15 = 4 ✓", "Vietnamese: 'Answer: -11 °C. Check again: -11 + 15 = 4 ✓'"),
    g("r_id_ralat", "A", "43.4", "wrong", "phrase", "3,5 × 12,40 = 43,40\n\nJawaban akhir: Rp43,40\n\nRalat: yang dibeli hanya 3 kg, jadi 3 × 12,40 = 37,20.", "Indonesian: 'Final answer: 43,40. Erratum: only 3 kg were bought, so 37,20.': the erratum's value is the last answer"),
    g("t_ok_he_sentence", "B", "43.4", "correct", "tag", th("3.5 * 12.40 = 43.40\n") + "<answer>המחיר הכולל הוא 43.40 ש״ח.</answer>", "Hebrew: <answer>'The total price is 43.40 shekels.'</answer>"),
    g("t_ok_ar_equation", "B", "43.4", "correct", "tag", th("3.5 × 12.40 = 43.40\n") + "<answer>3.5 × 12.40 = 43.40 دينارًا</answer>", "Arabic: an <answer> tag holding an equation ending in 43.40 dinars"),
    m("t_m_sk_two", "A", r"-3, 4", "wrong", "tag", th(MP["M4"][3] + "\n") + "<answer>Korene sú $x = 4$ alebo možno $x = 3$.</answer>", "Slovak: <answer>'The roots are x = 4 or maybe x = 3.'</answer>: one root wrong (3, not -3)"),
    m("t_m_ok_bg_set", "B", r"-3, 4", "correct", "tag", th(MP["M4"][3] + "\n") + "<answer>Корените са $x = -3$ и $x = 4$.</answer>", "Bulgarian: <answer>'The roots are x = -3 and x = 4.'</answer>"),
    m("h_m_ok_ca_minerva", "B", r"[-2, 5]", "correct", "phrase", MP["M3"][3] + "\n\nResposta final: La resposta final és $[-2, 5]$. Espero que sigui correcta.", "Catalan Minerva line: 'Final answer: The final answer is [-2, 5]. I hope it is correct.'"),
    m("x_m_da_open", "A", r"[-2, 5]", "wrong", "boxed", MP["M3"][3] + "\n\nSvaret er $\\boxed{(-2, 5)}$.", "Danish: 'The answer is (-2, 5)': an open interval for the closed gold"),
    m("x_m_ok_no_llama", "B", r"4\sqrt{3}", "correct", "boxed", "## Trinn 1: Faktoriser\n$48 = 16 \\cdot 3$.\n\n## Trinn 2: Forenkle\n$\\sqrt{48} = 4\\sqrt{3}$.\n\n" + LLAMA_END.format(r"4\sqrt{3}"), "Norwegian Llama 3 steps ('Step 1: Factor', 'Step 2: Simplify'), then the English closing line"),
    m("x_m_sr_decimal", "A", r"4\sqrt{3}", "wrong", "boxed", "$\\sqrt{48} \\approx 6,928$\n\nKonačan odgovor: $\\boxed{6,93}$", "Serbian: 'Final answer: 6,93': a decimal for 4\\sqrt3"),
    m("q_m_ta_friend_only", "A", r"7 + i", "no_answer", "none", "என் ஆசிரியர் விடை $7 + i$ என்று சொன்னார். இதை நான் இன்னும் சரிபார்க்கவில்லை.", "Tamil: 'My teacher said the answer is 7 + i. I have not checked this yet.': only reported, no own answer"),
    m("r_m_ok_ur_check", "B", r"7 + i", "correct", "boxed", MP["M5"][3] + "\n\nجواب $\\boxed{7 + i}$ ہے۔\n\nجانچ: $(7 + i)/(2 + i) = 3 - i$ ✓", "Urdu: 'The answer is 7 + i. Check: (7+i)/(2+i) = 3 - i ✓'"),
    m("r_m_sw_kumbe", "A", r"\frac{5}{6}", "wrong", "boxed", MP["M1"][3] + "\n\nJibu ni $\\boxed{\\frac{5}{6}}$.\n\nKumbe nimekosea: swali linauliza tofauti, $\\frac{1}{2} - \\frac{1}{3} = \\frac{1}{6}$. Jibu ni $\\boxed{\\frac{1}{6}}$.", "Swahili: 'The answer is 5/6. Oh, I was wrong: the question asks for the difference ... The answer is 1/6.'"),
    # more hypotheticals, strike-outs, annotations, notations
    g("q_ok_ko_hypo_after", "B", "265", "correct", "phrase", G1W + "답은 265권입니다.\n\n만약 57권이 아니라 50권을 빌려 갔다면 272권이 남았을 것입니다.", "Korean: 'The answer is 265 books. If 50 instead of 57 had been lent out, 272 would have remained.': a hypothetical after the committed answer (322 - 50 = 272)"),
    g("q_vi_misread", "A", "75", "wrong", "phrase", "18 / 24 = 0,75 = 75%\n\nNếu chỉ tính số học sinh đậu thì tỉ lệ là 75%, nhưng đề bài hỏi tỉ lệ học sinh trượt, nên đáp án là 25%.", "Vietnamese: 'If we count only the students who passed the rate is 75%, but the problem asks for the rate of students who failed, so the answer is 25%.': the gold only in a conditional, the final answer 25 (the question asks for those who passed)"),
    g("n_ja_strike", "A", "265", "no_answer", "phrase", G1W + "答えは~~265~~冊です。", "Japanese: 'The answer is ~~265~~ books.': the gold struck out, nothing after"),
    g("x_ok_de_short_decimal", "B", "43.4", "correct", "phrase", "3,5 kg · 12,40 €/kg = 43,4 €\n\nSie bezahlt insgesamt 43,4 €.", "German: 'She pays 43,4 € in total': decimal comma without the trailing zero"),
    g("b_ok_ko_fullwidth", "B", "265", "correct", "phrase", G1W + "답은 ２６５권입니다.", "Korean: 'The answer is 265 books' with full-width digits (an IME habit)"),
    g("n_hi_galat", "A", "265", "wrong", "phrase", G1W + "उत्तर 265 किताबें है (गलत)।", "Hindi: 'The answer is 265 books (wrong).': the model annotates its own answer as wrong"),
    # bad input
    g("b_zh_nul", "A", "265", "no_answer", "phrase", G1W + "答案是26\x005本书。", "Chinese 'The answer is 265 books' with a NUL inside 265: bad input"),
    g("b_ru_nul_after", "A", "265", "no_answer", "hash", G1W + "Ответ: 265 книг.\n#### 265\x00", "Russian 'Answer: 265 books' and #### 265 then a NUL: a NUL anywhere makes the pair bad input", True),
    g("b_ok_ar_rlm", "B", "265", "correct", "phrase", G1W + "الإجابة هي \u200f265\u200f كتابًا.", "Arabic 'The answer is 265 books' with right-to-left marks around the number (real RTL text)"),
    g("b_ok_fa_zwnj", "B", "265", "correct", "phrase", G1W + "پاسخ نهایی\u200c: 265 کتاب", "Persian 'Final answer: 265 books' with a zero-width non-joiner (usual in Persian text)"),
    g("b_de_ctrl", "A", "265", "wrong", "phrase", "14 × 23 = 322\n\n" + "Die Antwort ist 322\x1b[0m Bücher.", "German 'The answer is 322 books' with an ANSI escape: the subtotal"),
    g("b_ok_ja_bell", "B", "265", "correct", "phrase", G1W + "\x07答えは265冊です。\x08", "Japanese 'The answer is 265 books' with BEL and BS control characters around it"),
    g("b_ok_th_huge", "B", "265", "correct", "hash", "ลองคิดใหม่อีกครั้ง 14 × 23 = 322\n" * 6000 + "322 − 57 = 265\nคำตอบคือ 265 เล่ม\n#### 265", "Thai: 'Let me think again, 14 × 23 = 322' repeated 6,000 times (about 190,000 characters), then 'The answer is 265 books' and #### 265"),
    g("b_th_huge_cut", "A", "265", "no_answer", "none", "ลองคิดใหม่อีกครั้ง 14 × 23 = 322\n" * 6000 + "322 − 57 =", "Thai: the same loop, cut before any answer (322 only in the working)"),
]
# fmt: on

DECISIONS = {
    "u_ok_ru_frost": (
        "accept",
        "'11 градусов мороза' means -11 degrees in Russian; the word is the sign, not an annotation",
    ),
    "q_de_selfset": (
        "reject",
        "the model's own answer is 322; 265 is the solution of an exercise it set itself afterwards",
    ),
    "u_m_it_radians": (
        "reject",
        "the gold is in degrees; degrees are not radians (round 1's decision)",
    ),
    "b_ru_nul_after": ("reject", "a NUL anywhere makes the pair bad input (rounds 3-21)"),
}

if __name__ == "__main__":
    import corpus_build

    here = Path(__file__).resolve().parent
    if here != Path(corpus_build.__file__).resolve().parent:
        corpus_build.HERE = here  # outside the corpus folder: write beside this file
    write_probes("adversarial_redteam126", CASES, [], DECISIONS)

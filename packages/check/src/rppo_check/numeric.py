r"""Exact numeric answers (the GSM8K path): text -> `Fraction`, compared exactly, without sympy.

`parse_number` accepts ONE number with harmless decoration and refuses everything else, so a
shotgun answer such as "18, 19, 20" or "18 or 19" is never read as a number. Which decoration is
harmless (and the unit words, `rppo_check.units`): packages/check/README.md, "Numeric equality".
Exponents are capped (`MAX_EXPONENT`) so a hostile `1e999999999` cannot allocate a huge integer.
"""

from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction

from rppo_check.estimates import ESTIMATE
from rppo_check.languages import (
    FOREIGN_BOUND,
    FOREIGN_COMPARING,
    FOREIGN_DENIAL,
    FOREIGN_NOT_OR_HEDGE,
)
from rppo_check.marks import CROSS_MARK
from rppo_check.qualifiers import unsettled_note
from rppo_check.units import (
    is_unit_word,
    unit_tail_ok,
    without_other_unit_note,
    without_rounding,
)
from rppo_check.words import DENOMINATOR_WORDS, spelled_number, spelled_to_digits

MAX_NUMBER_CHARS = 200
MAX_EXPONENT = 400

_SPACES = str.maketrans(
    {
        "\u2212": "-",  # unicode minus
        "\u2013": "-",  # en dash, often used as a minus
        "\uff0d": "-",  # fullwidth hyphen-minus
        "\u00a0": " ",
        "\u2009": " ",  # thin space
        "\u202f": " ",  # narrow no-break space
        "\u2007": " ",
        "\u00d7": "*",  # multiplication sign
        # zero-width characters a tokenizer or a copy-paste leaves between digits or after them
        "\u200b": "",
        "\u200c": "",
        "\u200d": "",
        "\u2060": "",
        "\ufeff": "",
    }
    # vulgar fractions: `7½` is the mixed number 7 1/2 (the space keeps it one)
    | {
        char: f" {value}"
        for char, value in zip(
            "½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞",
            (
                "1/2",
                "1/3",
                "2/3",
                "1/4",
                "3/4",
                "1/5",
                "2/5",
                "3/5",
                "4/5",
                "1/6",
                "5/6",
                "1/8",
                "3/8",
                "5/8",
                "7/8",
            ),
            strict=True,
        )
    }  # fmt: skip
)
# A number as models write it in prose: optional sign, thousands commas, a decimal part
# (`-1,250.50`); the lines and notes that read "the one number in it" all use this one.
WRITTEN_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")
_LATEX_NOISE = re.compile(r"(?<!\\)\\[!,;: ]|\\left|\\right|\\displaystyle|\$|\\\$|~")
_LATEX_FRAC = re.compile(r"\\[dt]?frac\s*\{\s*(-?\d+)\s*\}\s*\{\s*(\d+)\s*\}")
_TEXT = re.compile(r"\\(?:text|textbf|textrm|textnormal|mbox|mathrm|mathbf)\s*\{([^{}]*)\}")
_LATEX_THOUSANDS = re.compile(r"(?<=\d),\s*\\[!,;: ]\s*(?=\d{3}(?!\d))")
_WHOLE_GROUP = re.compile(r"\s*(?<!\\)\{([^{}]*)\}\s*")
_BRACED_COMMA = re.compile(r"\s*\{\s*,\s*\}\s*")  # LaTeX's thousands group: 12{,}345
_SCI_LATEX = re.compile(r"\s*(?:\\times|\\cdot|\*|x)\s*10\s*\^\s*\{?\s*([-+]?\d+)\s*\}?")

_NUMBER = re.compile(
    r"""
    (?P<sign>[-+])?\s*
    (?:
        (?P<whole>\d+)\s+(?:and\s+)?(?P<mnum>\d+)\s*/\s*(?P<mden>\d+)  # mixed number 2 1/2, 2 and 1/2
      | (?P<num>\d+(?:\.\d*)?|\.\d+)\s*/\s*(?P<den>\d+(?:\.\d*)?)   # fraction 1/2
      | (?P<thou>\d{1,3}(?:,\d{3})+(?:\.\d+)?)                    # 1,200.5
      | (?P<lakh>\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?)               # 1,50,000 (Indian)
      | (?P<thsp>\d{1,3}(?:\ \d{3})+(?:\.\d+)?)                   # 1 200
      | (?P<thap>\d{1,3}(?:['’]\d{3})+(?:\.\d+)?)                 # 1'200 (Swiss)
      | (?P<plain>\d+(?:\.\d*)?|\.\d+)                            # 1200 or 12. or .5
    )
    (?:[eE](?P<exp>[-+]?\d+))?
    """,
    re.VERBOSE,
)
# What may follow the number: a percent sign and unit words, never another digit (a list).
_UNIT_TAIL = re.compile(
    # (a rate written with a slash, `$18/person`, opens with it)
    r"\s*(?:%|percent|pct)?\s*(?:/\s*)?(?:[A-Za-z(\u00c0-\u024f\u1e00-\u1eff][A-Za-z\u00c0-\u024f\u1e00-\u1eff .'/()-]*"
    r"(?:\^\{?(?:[23]|-1)\}?|[²³])?)?"
    r"(?:\([A-Za-z\u00c0-\u024f .'-]*\))?\s*"  # a note with accents: `2940 (ohne Überstunden)`
)
# "18 or nineteen", "18 and maybe more": a hedge, not a unit
HEDGE = re.compile(r"\b(?:or|and|maybe|not|but|either|plus|minus)\b", re.IGNORECASE)
# How many digits a number has, a word of a counted noun: "two-digit integers".
_DIGIT_COUNT = re.compile(
    r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|single|double)-digit\b", re.IGNORECASE
)
# A last note of words only that names what was added up: `29400 (salary plus bonus)`.
_SUMMED_NOTE = re.compile(r"\(\s*[A-Za-z'-]+(?:\s+[A-Za-z'-]+){1,5}\s*\)\s*\.?\s*$")


def _hedged(tail: str) -> bool:
    """Whether `tail` hedges the number (`HEDGE`), outside a note's "and" or "plus" between the
    words that name the sum."""
    note = _SUMMED_NOTE.search(tail) if "(" in tail else None
    if note is not None and all(w.lower() in ("and", "plus") for w in HEDGE.findall(note.group(0))):
        tail = tail[: note.start()]
    return HEDGE.search(tail) is not None


# The fraction words but "half" (which no determiner makes an ordinal), longest first.
_FRACTION_WORDS = "|".join(
    sorted(
        (word for word in DENOMINATOR_WORDS if word not in ("half", "halves")),
        key=len,
        reverse=True,
    )
)


# Words after a number that change what it says, so they are never a unit: another number
# ("18 dollars fifty cents", "2 hours thirty minutes", "eighteen point five"), an operation
# ("18 squared", "18 over 5"; not "18 apples left over"), a range ("18 to 20"; not "18 boxes to
# finish"), a bound or an estimate
# ("18 at most", "more than 15", "18 (approximately)"), a fraction word ("18 hundredths").
# "18 times" (a count), "18 more apples" and "18 feet squared" (a unit) stay units.
NOT_A_UNIT = re.compile(
    # ("one" as a pronoun is no number: `7 buses (one of them partly full)`, `the last one`)
    # ("one" as the article of a time: `35 km in one week`)
    r"\b(?:zero|(?<!the\s)(?<!last\s)(?<!each\s)(?<!every\s)(?<!\bin\s)one(?!\s+of\b)|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen"
    r"|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty"
    r"|ninety|point|half|halves"
    # (an ordinal after a determiner is no fraction: "98 on her sixth test", "in the third round")
    r"|(?<!\bthe\s)(?<!\bher\s)(?<!\bhis\s)(?<!\bits\s)(?<!\bmy\s)(?<!\bour\s)(?<!\btheir\s)(?<!\byour\s)"
    rf"(?:{_FRACTION_WORDS})"
    # (nor one that names a grade or a place: "49 fourth-grade boys", "the third-place team")
    r"(?![\s-]+(?:grade|graders?|place|floor|period|round)\b)|(?<!left\s)over(?!\s+(?:the|a|an|its|his|her|their|each|every)\b)|(?:to|till|until|through)(?=\s*[-$]?\d)"
    r"|at\s+(?:most|least)|(?:more|less|fewer|greater|smaller)\s+than|up\s+to|or\s+so"
    rf"|approx(?:imately|\.)?|about|around|{ESTIMATE}|nearly|almost|circa|estimated|rounded"
    r"|est|estimates?|ish|max|maximum|minimum|perhaps|probably|possibly|likely|unlikely|guess"
    r"|doubled|tripled|halved|quadrupled|ballpark|tops|hopefully|thereabouts|give\s+or\s+take"
    r"|at\s+(?:the\s+)?(?:very\s+)?(?:best|worst|outside|most|least)|(?:best|worst)[\s-]+case"
    r"|if\s+(?:I|we|this|that|correct|right)\b"
    # a ratio, not a count: "69 times more stamps", "4 times the price" ("168 times as many" is
    # read against the working: `rppo_check.agreement`)
    r"|times\s+(?:more|less|fewer|bigger|greater|larger|higher|smaller|longer"
    r"|shorter|heavier|faster|slower|the))\b"
    r"|^\s*(?:squared|cubed)\b|[~≈]",
    re.IGNORECASE,
)
_PARENTHESISED = re.compile(r"^\(\s*([-+−]?\s*\$?\d[\d,]*(?:\.\d+)?)\s*\)$")
_PREFIX = re.compile(r"\s*(?:[A-Za-z]\s*=\s*)?")
# A bare decimal numeral: ASCII digits, a `-` and a point between digits, nothing else.
_PLAIN_DECIMAL = re.compile(r"-?[0-9]+(?:\.[0-9]+)?")
# A bare LaTeX fraction of two decimal integers, as MATH writes most answers that are not integers
# (`\frac{11}{36}`, `-\dfrac{3}{8}`): no spaces, no leading zeros, a denominator that is not 0.
_PLAIN_FRACTION = re.compile(r"(-?)\\[dt]?frac\{(0|[1-9][0-9]{0,17})\}\{([1-9][0-9]{0,17})\}")
_APPROXIMATE = ("~", "≈", "∼", "\\approx", "\\sim")
_MONEY = re.compile(
    r"\s*(?:[A-Za-z]\s*=\s*)?[-+]?\s*(?:\\?[$€£¥₹]|USD|EUR|GBP|INR)"
)  # `$18`: money
# A currency written before the number (the `$` is gone with the LaTeX noise): `€18`, `USD 18`.
# (and the currencies of other languages written before the amount: `R$ 276`, `Rp40.500`, `₺`)
_CURRENCY = re.compile(
    r"(?:US\$|US(?=[ \t]*\d)|USD|EUR|GBP|INR|CAD|AUD|BRL|Rs\.?|R\$|Rp\.?|RM|[€£¥₹₺₩₫₽₱฿₪₴])[ \t]*"
)
_SCALES = {
    "k": Fraction(10**3),
    "grand": Fraction(10**3),
    "lakh": Fraction(10**5),
    "crore": Fraction(10**7),
    "mil": Fraction(10**6),
    "M": Fraction(10**6),
    "mn": Fraction(10**6),
    "B": Fraction(10**9),
    "bn": Fraction(10**9),
    "hundred": Fraction(100),
    "thousand": Fraction(10**3),
    "million": Fraction(10**6),
    "billion": Fraction(10**9),
    "trillion": Fraction(10**12),
    # counting words: "26 dozen" is 312 eggs, never 26 (and "18 dozen" is not 18)
    "dozen": Fraction(12),
    "gross": Fraction(144),
    "tsd": Fraction(10**3),
    "тыс": Fraction(10**3),
    "тис": Fraction(10**3),  # (Ukrainian)
    "mio": Fraction(10**6),
    "млн": Fraction(10**6),
    "mrd": Fraction(10**9),
    "млрд": Fraction(10**9),
    # Chinese and Japanese myriads, written onto the number: `374万` is 3,740,000
    "万": Fraction(10**4),
    "萬": Fraction(10**4),
    "亿": Fraction(10**8),
    "億": Fraction(10**8),
    "打": Fraction(12),  # a dozen: `13打` is 156
    "ダース": Fraction(12),
    "다스": Fraction(12),
    "千": Fraction(10**3),
    "천": Fraction(10**3),
    "만": Fraction(10**4),
    "억": Fraction(10**8),
    "ألف": Fraction(10**3),
    "آلاف": Fraction(10**3),
    "हज़ार": Fraction(10**3),
    "हजार": Fraction(10**3),
    "लाख": Fraction(10**5),
    "करोड़": Fraction(10**7),
    "करोड": Fraction(10**7),
    # the words in full: "13 тысяч", "13 Tausend", "2 миллиона"
    "тысяча": Fraction(10**3),
    "тысячи": Fraction(10**3),
    "тысяч": Fraction(10**3),
    "tausend": Fraction(10**3),
    "десяток": Fraction(10),  # (a group of ten)
    "десятка": Fraction(10),
    "десятков": Fraction(10),
    "дюжина": Fraction(12),
    "дюжины": Fraction(12),
    "дюжин": Fraction(12),
    "миллион": Fraction(10**6),
    "миллиона": Fraction(10**6),
    "миллионов": Fraction(10**6),
    # ... and in the languages of Latin letters: "2,15 Millionen", "2,15 millones", "6,25 tys.",
    # "2,15 juta", "2,15 triệu", "6,25 mila", "12 mille" (French; `milles` are miles) (`mil` stays the English million: in Spanish and
    # Portuguese it is a thousand)
    **dict.fromkeys(
        "millionen millones millón milhões milhão milioni milione miljoen miljoenen milion miliony "
        "milionów milyon juta triệu".split(),
        Fraction(10**6),
    ),
    **dict.fromkeys(
        "tys tysięcy tysiące tysiąc mila mille ribu nghìn ngàn bin duizend tusen tuhatta ezer".split(),
        Fraction(10**3),
    ),
    **dict.fromkeys(
        "milliarden milliard milliards miliard miliardy miliardów миллиард миллиарда миллиардов"
        " мільярд мільярда мільярдів miliardi milyar miliar tỷ".split(),
        Fraction(10**9),
    ),
    # a dozen: "375 dozzine di matite" is 4,500 pencils
    **dict.fromkeys(
        "dozzina dozzine docena docenas douzaine douzaines dutzend dúzia dúzias tuzin tuziny tuzinów "
        "tucet tucty tuctů tuctu düzine lusin".split(),
        Fraction(12),
    ),
    **dict.fromkeys(
        "мільйон мільйона мільйонів milion milionu milionů miliony milión milioane εκατομμύριο "
        "εκατομμύρια מיליון میلیون".split(),
        Fraction(10**6),
    ),
    **dict.fromkeys(
        "тисяч тисячі тисяча tisíc tisíce tis elfu χιλιάδες אלף هزار".split(), Fraction(10**3)
    ),
    # Thai and Bengali, written onto the number: `21.5 แสน` is 2,150,000; `21.5 লাখ` too
    "หมื่น": Fraction(10**4),
    "แสน": Fraction(10**5),
    "ล้าน": Fraction(10**6),
    "লাখ": Fraction(10**5),
    "লক্ষ": Fraction(10**5),
    "হাজার": Fraction(10**3),
    # a thousand and a dozen in Thai, a dozen in Bengali, Hindi, Arabic, Persian, Hebrew
    "พัน": Fraction(10**3),
    "โหล": Fraction(12),
    "ডজন": Fraction(12),
    "दर्जन": Fraction(12),
    "دزينة": Fraction(12),
    "دستة": Fraction(12),
    "دوجین": Fraction(12),
    "תריסר": Fraction(12),
    "תריסרים": Fraction(12),
    # ... and in Tagalog, Vietnamese, Greek, Swedish, Dutch, Ukrainian, Romanian, Hungarian
    **dict.fromkeys(
        "dosena dosenang tá ντουζίνα ντουζίνες δωδεκάδα δωδεκάδες dussin dozijn дюжини duzină duzini tucat".split(),
        Fraction(12),
    ),
    "libo": Fraction(10**3),
    # ... Serbian, Croatian, Bosnian thousands, and the Tamil dozen
    **dict.fromkeys(
        "хиљада хиљаде хиљаду hiljada hiljade hiljadu tisuća tisuće".split(), Fraction(10**3)
    ),
    "டஜன்": Fraction(12),
    # a thousand in Danish, Finnish, Tamil and Urdu ("55 tusind boller", "55 ஆயிரம்")
    **dict.fromkeys(
        "tusind tuhat ஆயிரம் ہزار mii mie tūkstoši tūkstotis tūkstošu tūkstančiai tūkstantis"
        " tūkstančių duisend".split(),
        Fraction(10**3),
    ),
    # a million in Polish (genitive), Danish and Norwegian, Latvian, Lithuanian
    **dict.fromkeys(
        "miliona millioner miljoni miljons miljonu milijonai milijonas milijonų".split(),
        Fraction(10**6),
    ),
    # ... and in Finnish, Danish and Norwegian, Slovak, Serbian and Croatian, Bulgarian, Catalan,
    # Urdu, Swahili, and Hebrew's construct state ("265 תריסרי ספרים", 265 dozen books)
    **dict.fromkeys(
        "tusina tusinaa tusinan dusin tuctov tuce tuceta дузина дузини dotzena dotzenes درجن dazeni"
        " תריסרי".split(),
        Fraction(12),
    ),
    # Polish abbreviations (`9,6 mln zł`, `1,2 mld`), and the lakh and crore of Urdu, Tamil and
    # Bengali (`96 لاکھ روپے` is 9,600,000)
    "mln": Fraction(10**6),
    "mld": Fraction(10**9),
    # a million in Swedish, Arabic, and Greek's abbreviation (`2,4 εκατ. ευρώ`)
    **dict.fromkeys("miljon miljoner مليون ملايين εκατ".split(), Fraction(10**6)),
    **dict.fromkeys("لاکھ لاكھ லட்சம் லட்சங்கள்".split(), Fraction(10**5)),
    **dict.fromkeys("کروڑ கோடி কোটি".split(), Fraction(10**7)),
}
SCALE_WORD = re.compile(
    r"\b(?:hundred|thousand|million|billion|trillion|grand|lakh|crore|mil)s?\b", re.IGNORECASE
)
# The words for a dozen, every language's (`_SCALES`' twelves), longest first: for readings that
# name the unit of a count said again in dozens (`rppo_check.tail`).
DOZEN_WORDS = "|".join(
    re.escape(word)
    for word in sorted((w for w, v in _SCALES.items() if v == 12), key=len, reverse=True)
)
# German and Russian scale words, abbreviated or in full: `150 Tsd.`, `157 тыс.`, `3 Mio.`, `2 млн`,
# "13 тысяч", "13 Tausend", "221 десяток"; and the ones written onto the number in Chinese,
# Japanese, Korean, Arabic and Hindi (`374万`, `13打`, `46335만`, "142 ألف", "455 हज़ार"). Shared with
# the last-line reading (`rppo_check.tail`), which keeps them with the number.
WORDED_SCALE = (
    r"tsd|mio|mrd|тысяч[аи]?|тыс|тис|млн|млрд|tausend|миллион(?:а|ов)?|десят(?:ок|ка|ков)|дюжин[аы]?"
    r"|millionen|millones|millón|milhões|milhão|milioni|milione|miljoen(?:en)?|milion(?:y|ów)?"
    r"|milyon|juta|triệu|tys(?:ięcy|iące|iąc)?|mila|mille|ribu|nghìn|ngàn|bin|duizend|tusen|tuhatta|ezer"
    r"|dozzin[ae]|docenas?|douzaines?|dutzend|dúzias?|tuzin(?:y|ów)?|tuc(?:et|ty|tů|tu)|düzine|lusin"
    r"|milliarden|milliards?|miliard(?:y|ów)?|миллиард(?:а|ов)?|мільярд(?:а|ів)?"
    r"|miliardi|milyar|miliar|tỷ|мільйон(?:а|ів)?|тисяч[іа]?|milion[uůy]?|milión|milioane|tisíc[e]?"
    r"|tis|elfu|εκατομμύρι[οα]|χιλιάδες|מיליון|אלף|میلیون|هزار"
    r"|dosena(?:ng)?|tá|ντουζίν[αε]ς?|δωδεκάδ(?:α|ες)|dussin|dozijn|дюжини|duzin[ăi]|tucat|libo"
    r"|хиљад[аеу]|hiljad[aeu]|tisuć[ae]|டஜன்|tusina(?:a|n)?|dusin|tuctov|tuce(?:ta)?|дузин[аи]"
    r"|dotzen(?:a|es)|درجن|dazeni|תריסרי|tusind|tuhat|ஆயிரம்|ہزار|mii|mie|tūksto(?:ši|tis|šu)"
    r"|tūkstan(?:čiai|tis|čių)|duisend|miliona|millioner|miljon[isu]|milijon(?:ai|as|ų)"
    r"|תריסר(?:ים)?|mln|mld|لاکھ|لاكھ|லட்சம்|லட்சங்கள்|کروڑ|கோடி|কোটি|miljoner|مليون|ملايين|εκατ"
)
ATTACHED_SCALE_WORD = (
    # (`千克`, `千米`, `千瓦` are kilograms, kilometres, kilowatts: no thousand)
    r"[万萬亿億打천만억]|千(?![克米瓦卡帕伏])|ダース|다스|ألف|آلاف|हज़ार|हजार|लाख|करोड़|करोड|หมื่น|แสน|ล้าน"
    r"|লাখ|লক্ষ|হাজার"
    r"|พัน|โหล|ডজন|दर्जन|دزينة|دستة|دوجین"
)
_SCALE = re.compile(
    r"\s*(k|hundred|thousand|million|billion|trillion|grand|lakh|crore|mil|dozen|gross)s?\b"
    rf"|\s*({WORDED_SCALE})(?![^\W\d_])\.?",
    re.IGNORECASE,
)
# Written onto the number, as money is in prose: `$15M`, `2.5B`, `3bn`. Not after a space, where
# "15 M" or "15 m" may be metres.
# (and before a currency sign, after a space too: `2,4 M€`)
_ATTACHED_SCALE = re.compile(rf"(M|B|bn|mn)(?![A-Za-z])|\s*({ATTACHED_SCALE_WORD})|\s(M)(?=[€$£])")
# `#### 18 (9 × 2)`: the working restated after the answer, arithmetic only, is not part of it.
# (An operator is needed: `#### 18 (26)` names a second number, not the working; and a space:
# `2(1/2)` is a product.)
# (several steps joined by ";": `143 (23 × 6 = 138; 138 + 5 = 143)`)
_ARITHMETIC_NOTE = re.compile(
    r"\s+\(\s*=?\s*[\d\s.,$]*\d[\d\s.,$]*[+\-−*/×·=][\d\s+\-−*/×·.,=$;]*\)\s*$"
)


# `#### 42 cookies, i.e. 6 each`: the share per item, restated after the total, is not part of it.
_PER_ITEM_NOTE = re.compile(
    r"[ \t]*[,;(][ \t]*(?:i\.?[ \t]*e\.?|that[ \t]+is|which[ \t]+is)[,:]?[ \t]*\$?\d[\d,]*(?:\.\d+)?"
    r"[ \t]+(?:[A-Za-z]+[ \t]+)?(?:each|apiece|a[ \t]+piece|per[ \t]+[A-Za-z]+)[ \t]*\)?[ \t.]*$",
    re.IGNORECASE,
)
# Before the number, words that stress it: `exactly 47`, `only 47`, `a total of 156 students`.
_EMPHASIS = re.compile(
    r"\s*(?:exactly|precisely|only|just|a\s+total\s+of|in\s+total|total(?:\s+of)?[:]?|an?)\s+"
    r"(?=[-+$€£\d])",
    re.IGNORECASE,
)
_SIGN_WORD = re.compile(r"(?:minus|negative)\s+(?=\$?\d)", re.IGNORECASE)
_OWED = re.compile(
    r"\s*(?:(?:dollars?|euros?|pounds?|bucks|usd)\s+)?(?:in\s+the\s+red|in\s+debt|overdrawn)\b",
    re.IGNORECASE,
)
_POWER_WORD = re.compile(r"\s*(squared|cubed)\s*", re.IGNORECASE)
# "About" in other languages after the number: an estimate, no amount stated.
_FOREIGN_ESTIMATE = re.compile(
    r"左右|上下|大约|大約|前後|ほど|くらい|ぐらい|程度|примерно|приблизительно|около|khoảng|sekitar"
    r"|ungefähr|circa|environ|aproximadamente|approssimativamente|ongeveer|ungefär|cirka"
    # (and a bound: `64 以上` is 64 or more, `39 이상`, `63 mindestens`)
    rf"|{FOREIGN_BOUND}|^[ \t]*(?:以上|以下|未満|未满|이상|이하|미만|초과)",
    re.IGNORECASE,
)
_BELOW_ZERO = re.compile(
    r"\s*(?:(?:degrees?(?:\s+(?:celsius|fahrenheit|c|f))?|celsius|fahrenheit|°[CF]?|m|meters?|metres?|ft"
    r"|feet|km|miles?)\s+)?below\s+(?:zero|0|freezing"
    r"|sea\s+level|the\s+surface|(?:the\s+)?ground(?:\s+level)?)\b"
    # ("17 °C under freezing")
    r"|\s*(?:(?:degrees?(?:\s+(?:celsius|fahrenheit))?|celsius|fahrenheit|°C?)\s+)?under\s+"
    r"(?:zero|0|freezing)\b"
    # ... in other languages: "8,5 Grad unter null", "7,5 grados bajo cero", "ниже нуля"
    r"|\s*(?:(?:grad|grados|gradi|graus|degrés|градус\w{0,3}|stopni\w{0,2}|stupň\w{0,2}|derece"
    r"|độ|graden|grader|fok|astetta|derajat|darjah|βαθμ\w{0,3}|מעלות|درج\w{0,2}|درجه|डिग्री|องศา"
    r"|°C?)\s+)?"
    r"(?:unter\s+null|bajo\s+cero|sotto\s+(?:lo\s+)?zero|abaixo\s+de\s+zero"
    r"|(?:au|en)[\s-]dessous\s+de\s+z[ée]ro|ниже\s+нуля|нижче\s+нуля|poniżej\s+zera"
    r"|sıfırın\s+altında|dưới\s+0|(?:di\s+)?bawah\s+(?:nol|sifar)|onder\s+(?:nul|het\s+vriespunt)"
    r"|under\s+(?:noll|nul|null|frysepunktet|fryspunkten)|pod\s+nulou|pod\s+nulom"
    r"|(?:nulla|fagypont)\s+alatt|sub\s+zero|pakkasta|κάτω\s+από\s+το\s+μηδέν"
    r"|מתחת\s+ל-?אפס|تحت\s+الصفر|زیر\s+صفر|शून्य\s+से\s+नीचे|শূন্যের\s+নিচে|ต่ำกว่า\s*ศูนย์)"
    r"(?![^\W\d_])"
    # "9,7 minusgrader" (Swedish, Norwegian, Danish: minus degrees); degrees of frost or cold
    # ("12 pakkasastetta", "12 grader kulde", "12 kuldegrader", "12 frostgrader", "12 köldgrader")
    r"|\s*minusgrad(?:er|en)?(?![^\W\d_])"
    r"|\s*(?:pakkasastetta|pakkasasteen|(?:kulde|frost|köld)grad(?:er|en)?|grader\s+(?:kulde|frost|kyla))"
    r"(?![^\W\d_])"
    # "8,5 градуса мороза" (degrees of frost)
    r"|\s*(?:градус\w{0,3}\s+)?мороз[ау](?![^\W\d_])",
    re.IGNORECASE,
)
BELOW_ZERO = _BELOW_ZERO  # (shared with `rppo_check.tail`'s last sentences)
# Above zero, which a value is without a sign: "8,5 gradi sopra lo zero".
_ABOVE_ZERO = re.compile(
    r"\s*(?:(?:degrees?(?:\s+(?:celsius|fahrenheit|c|f))?|celsius|fahrenheit|grad|grados|gradi|graus"
    r"|degrés|градус\w{0,3}|stopni|derece|độ|°[CF]?)\s+)?"
    r"(?:above\s+(?:zero|freezing)|über\s+null|sobre\s+cero|sopra\s+(?:lo\s+)?zero"
    r"|acima\s+de\s+zero|au[\s-]dessus\s+de\s+z[ée]ro|выше\s+нуля|powyżej\s+zera"
    r"|sıfırın\s+üstünde|tepla|тепла)(?![^\W\d_])",
    re.IGNORECASE,
)
_OUT_OF = re.compile(
    r"(?P<noun>\s+[A-Za-z]{3,})?\s+out\s+of\s+(?:a\s+total\s+of\s+)?\d[\d,]*(?=\s+[A-Za-z]|\s*$)",
    re.IGNORECASE,
)
# Temperatures: `−7°C`, `-7 °F`, `-7^\circ\text{C}` read as `-7 celsius`.
_TEMPERATURE = re.compile(
    r"(?:\^\s*\{?\s*\\circ\s*\}?|°|\\degree(?![A-Za-z]))\s*(?:\\text\s*\{\s*)?"
    r"([CF])(?:elsius|ahrenheit)?\b(?:\s*\})?"
)
_DEGREES_SCALE = re.compile(
    r"\s*degrees?\s+(celsius|fahrenheit|kelvin|centigrade)\b", re.IGNORECASE
)
_DEGREE_SIGN = re.compile(r"\^\s*\{?\s*\\circ\s*\}?|°|\\degree(?![A-Za-z])")
# Money in two units: `30 dollars and 0 cents`, `$12 and 50 cents` (whole dollars, then 0-99 cents).
_AND_CENTS = re.compile(
    r"[ \t]*(dollars?|bucks?|USD)?[ \t]*(?:,|and)?[ \t]*(\d{1,2})[ \t]*cents?[ \t.]*",
    re.IGNORECASE,
)


def _normalize(text: str) -> str:
    if not text.isascii():
        text = text.translate(_SPACES)
    # Each substitution runs only where a character its every match holds occurs (speed only:
    # most answers are bare numbers, and a regex pass costs ~0.3 µs even when it finds nothing).
    if "egree" in text:
        text = _DEGREES_SCALE.sub(r" \1", text)  # `-9 degrees Celsius`: one unit
    if "°" in text or "circ" in text or "degree" in text:
        text = _TEMPERATURE.sub(lambda m: " celsius" if m.group(1) == "C" else " fahrenheit", text)
        text = _DEGREE_SIGN.sub(" degrees", text)
    if "\\" in text:
        text = _TEXT.sub(r" \1 ", text)
        text = _LATEX_FRAC.sub(r" \1/\2", text)  # the space keeps 4\frac{2}{3} a mixed number
    if "10" in text:
        text = _SCI_LATEX.sub(r"e\1", text)
    if "," in text:
        text = _LATEX_THOUSANDS.sub(",", text)  # `1,\\!000`: a thousands comma with LaTeX spacing
    if "\\" in text or "$" in text or "~" in text:
        text = _LATEX_NOISE.sub(" ", text)
    if "{" in text:
        text = _BRACED_COMMA.sub(",", text)
        for _ in range(4):  # a LaTeX group around the whole number groups nothing: `${800}$`
            group = _WHOLE_GROUP.fullmatch(text)
            if group is None:
                break
            text = group.group(1)
    text = text.replace("\\%", "%")
    return text.strip().rstrip(".").strip()


def _zero_words(negative: bool, tail: str) -> tuple[bool, str]:
    """The sign a tail's words give the value, and the tail without them: `7 below zero`, `7
    degrees below zero`, `$43 in the red`, `18 in debt` are negative; `8,5 gradi sopra lo zero`
    is 8.5, as the words say."""
    below = _BELOW_ZERO.match(tail) or _OWED.match(tail)
    if below:
        return True, tail[below.end() :] if not negative else tail
    above = _ABOVE_ZERO.match(tail)
    return negative, tail[above.end() :] if above else tail


def parse_number(text: str) -> Fraction | None:
    """Read one number from `text` exactly, or return None.

    Tolerates `$`, `,`/space/thin-space thousands separators, `%`, trailing unit words, unicode
    minus, `1/2`, mixed numbers, `1e3`, `1.5 \\times 10^3` and a simple `\\frac{a}{b}`.
    Returns None for anything that is not exactly one number (lists, words around digits, ...).
    """
    if not isinstance(text, str) or len(text) > MAX_NUMBER_CHARS:
        return None
    if _PLAIN_DECIMAL.fullmatch(text):
        # (speed only) `42`, `-0.5`: every rule below reads a bare numeral as its value, and the
        # most golds and answers are one (tests/check/test_speed_session16.py compares the paths)
        # (an integer from `int`, as `_value` reads one: the same Fraction, ~40 % cheaper than
        # through `Decimal`; at most `MAX_NUMBER_CHARS` digits, far below `int`'s limit)
        return Fraction(int(text)) if "." not in text else Fraction(Decimal(text))
    fraction = plain_fraction(text)
    if fraction is not None:
        # (speed only) `\frac{11}{36}`: every rule below reads it as that quotient (`_normalize`
        # writes it `11/36`), at ~1/8 of the cost (tests/check/test_speed_session21.py compares
        # the paths)
        return fraction
    if _HALF_WORD.search(text) and parse_duration(text) is not None:
        # "2時間半", "2시간 반", "3 horas y media": hours and a half, no number 2 or 3
        # (`parse_duration` reads it)
        return None
    return _parse_by_rules(text)


def plain_fraction(text: str) -> Fraction | None:
    """The value of `text` when it is a bare LaTeX fraction of integers (`_PLAIN_FRACTION`: `-`
    before it, `\\frac`, `\\dfrac` or `\\tfrac`, nothing else), else None."""
    fraction = _PLAIN_FRACTION.fullmatch(text) if "frac" in text else None
    if fraction is None:
        return None
    value = Fraction(int(fraction.group(2)), int(fraction.group(3)))
    return -value if fraction.group(1) else value


def _parse_by_rules(text: str) -> Fraction | None:
    """`parse_number` without its shortcuts for bare numerals and fractions."""
    original = text
    if text.lstrip().startswith(_APPROXIMATE):
        return None  # `#### ~18`: about 18, which is no number stated (before `~` becomes a space)
    if "R$" in text:
        text = text.replace("R$", "BRL ")  # `R$ 17,01`: reais (before `$` goes with the noise)
    text = _normalize(text)
    if text.startswith("(") and text.endswith(")"):
        text = _PARENTHESISED.sub(r"\1", text)  # `(-7)`: a negative number in brackets
    english_lead = False  # English words before the number: the words after it are English too
    if not text[:1].isdigit() and text[:1] not in "-+$":
        stressed = _EMPHASIS.sub("", text, count=1)  # `exactly 47`, `a total of 156 students`
        english_lead, text = stressed != text, stressed
    prefix = _PREFIX.match(text)
    pos = prefix.end() if prefix else 0
    # "$-5", "-$5" and "- 5" are all minus five.
    head = text[pos:].lstrip()
    negative = False
    sign_word = _SIGN_WORD.match(head)
    if sign_word:
        negative, head = True, head[sign_word.end() :]  # `minus 7`, `negative 7`
    if head.startswith(("-", "+")):
        negative = head[0] == "-"
        head = head[1:].lstrip()
    currency = _CURRENCY.match(head)
    if currency:
        head = head[currency.end() :]
    match = _NUMBER.match(head)
    if match is None:
        spelled = spelled_number(head)
        if spelled is None:
            return None
        value, tail = spelled
    else:
        tail = head[match.end() :]
        if match.group("sign") == "-":
            negative = not negative
        try:
            parsed = _value(match)
        except (ValueError, ZeroDivisionError):
            return None
        if parsed is None:
            return None
        value = parsed
    if not tail:
        return -value if negative else value  # what the tail rules below all say of no tail
    negative, tail = _zero_words(negative, tail)
    value, tail = _scaled(value, tail)
    if tail.lstrip().startswith("¢"):
        tail = " cents" + tail.lstrip()[1:]  # `260¢`: the cents sign is the unit's word
    if "left to " in tail:
        tail = _LEFT_TO_DO.sub("left", tail)  # `$850 left to pay`: what is left
    tail = _without_notes(tail, value, -value if negative else value)
    tail = without_other_unit_note(without_rounding(tail, value), value)
    if "cent" in tail and not any(char.isdigit() for char in tail):
        tail = spelled_to_digits(tail)  # `eleven dollars and seventy-five cents`
    cents = _AND_CENTS.fullmatch(tail) if "cent" in tail else None
    if cents and value.denominator == 1 and (cents.group(1) or _MONEY.match(original)):
        value += Fraction(int(cents.group(2)), 100)  # `30 dollars and 5 cents` is 30.05
        tail = ""
    if "-" in tail:
        tail = _DIGIT_COUNT.sub("digit", tail)  # `3 positive two-digit integers`: no number two
    if _UNIT_TAIL.fullmatch(tail) is None or _hedged(tail) or NOT_A_UNIT.search(tail):
        return None
    money = _MONEY.match(original) is not None
    if tail and not unit_tail_ok(tail, value, money=money, foreign=not english_lead):
        return None  # `18 negative`, `18 fewer`, `18 (wrong)`: not a unit (`rppo_check.units`)
    return -value if negative else value


_LEFT_TO_DO = re.compile(
    r"\bleft\s+to\s+(?:pay|spend|save|go|read|do|make|buy|sell|finish|walk|drive|travel|bake"
    r"|collect|plant|paint|cover|raise|earn|fill|sew|knit|eat|drink|give)\b",
    re.IGNORECASE,
)


def _scaled(value: Fraction, tail: str) -> tuple[Fraction, str]:
    """The value with what the words right after it do to it (`7 cubed`, `70 thousand`, `$15M`;
    `47 out of 120` counts 47), and the words left."""
    power = _POWER_WORD.fullmatch(tail)
    if power:
        value **= 2 if power.group(1).lower() == "squared" else 3  # `#### 7 cubed` is 343
        tail = ""
    outside = _OUT_OF.match(tail)
    if outside:
        # `47 out of 120 muffins`, `85 points out of 100`: the count, then the whole
        tail = (outside.group("noun") or "") + tail[outside.end() :]
    scale = _SCALE.match(tail)
    while scale:
        # "70 thousand dollars" is 70,000, not 70 dollars; "5 hundred thousand" is 500,000
        value *= _SCALES[(scale.group(1) or scale.group(2)).lower()]
        tail = tail[scale.end() :]
        scale = _SCALE.match(tail)
    attached = _ATTACHED_SCALE.match(tail)
    if attached:
        value *= _SCALES[attached.group(1) or attached.group(2) or attached.group(3)]  # `$15M`
        tail = tail[attached.end() :]
    return value, tail


# A note in brackets that says a value is below zero, with no number of its own.
_SIGN_NOTE = re.compile(
    r"\s*\((?=[^()\d]{0,80}\b(?:negative|overdrawn|in\s+(?:the\s+red|debt)|below\s+zero|deficit"
    r"|owe[sd]?)\b)[^()\d]{1,80}\)",
    re.IGNORECASE,
)


def _unit_before_note(tail: str) -> str:
    """`tail` with the unit a note opens on put before it, and a note's "that is" dropped: `12
    (weeks, that is 84 days)` is `12 weeks (84 days)`, `26 (km/h, about 7.2 m/s)` is `26 km/h
    (about 7.2 m/s)`, `110 (that is, 1 hour 50 minutes)` is `110 (1 hour 50 minutes)` (each
    note then holds, or not, as a note after a unit does)."""
    note = _UNIT_FIRST_NOTE.match(tail)
    if note is not None and all(is_unit_word(word) for word in note.group("unit").split()):
        tail = f" {note.group('unit')} ({note.group('rest')}){note.group('end')}"
    return _THAT_IS_OPENS_NOTE.sub("(", tail)


_UNIT_FIRST_NOTE = re.compile(
    r"[ \t]*\([ \t]*(?P<unit>[A-Za-z]+(?:/[A-Za-z]{1,3})?(?:[ \t]+[A-Za-z]+)?)[ \t]*[,;][ \t]*"
    r"(?:(?:that[ \t]+is|i\.[ \t]*e\.|namely)[ \t]*,?[ \t]*)?(?P<rest>[^()]+)\)(?P<end>[ \t.]*)$",
    re.IGNORECASE,
)
_THAT_IS_OPENS_NOTE = re.compile(
    r"\([ \t]*(?:that[ \t]+is|i\.[ \t]*e\.)[ \t]*,[ \t]*", re.IGNORECASE
)


# A note at the end that works the value out in words from two numbers: "(12 rows of 9, none
# cut)", "(9 a day for 2 days)", "(15 in the morning and 6 in the afternoon)", a share of a
# whole ("(7/20 of the 180 students)", "(35% of 180)").
_WORKED_IN_WORDS = re.compile(
    r"[ \t]*\([ \t]*(?P<first>\d+(?:[./]\d+)?%?)(?P<between>[ \t]+[A-Za-z][A-Za-z ,']{0,40}?[ \t]+)"
    r"(?P<second>\d+)(?P<rest>[^()\d]{0,40})\)[ \t.]*$"
)
# ... with words that join the two as a product or a sum, and nothing that doubts, bounds or
# denies ("(12 rows of 9, or 10 if ...)", "(about 9 a day for 2 days)").
_PRODUCT_WORDS = re.compile(r"\b(?:of|a|an|per|each|for|times)\b", re.IGNORECASE)
_SUM_WORDS = re.compile(r"\b(?:and|plus)\b", re.IGNORECASE)
_NOT_WORKED = re.compile(
    r"\b(?:or|maybe|not|no|but|either|minus|except|if|without)\b", re.IGNORECASE
)


def _without_worked_in_words(tail: str, value: Fraction) -> str:
    """`tail` without a note that makes `value` from two numbers in words (`_WORKED_IN_WORDS`)."""
    note = _WORKED_IN_WORDS.search(tail)
    words = note.group("between") + note.group("rest") if note else ""
    if (
        note is None
        or NOT_A_UNIT.search(words)
        or _NOT_WORKED.search(words)
        or unsettled_note(words)
    ):
        return tail
    share = note.group("first")
    first = Fraction(share[:-1]) / 100 if share.endswith("%") else Fraction(share)
    second = int(note.group("second"))
    worked = (_PRODUCT_WORDS.search(note.group("between")) and first * second == value) or (
        _SUM_WORDS.search(note.group("between")) and first + second == value
    )
    return tail[: note.start()] if worked else tail


def _without_notes(tail: str, value: Fraction, signed: Fraction | None = None) -> str:
    """`tail` without what only annotates the number: its working in brackets, `/-` after money,
    a note that says it again or denies another value, a counter or noun of another script, a
    share per item. `signed`: the value with its sign, which a denial compares (`-7 (not 7)`)."""
    signed = value if signed is None else signed
    tail = _ARITHMETIC_NOTE.sub("", tail)
    if tail.startswith(("/-", ",-")):
        tail = tail[2:]  # `Rs. 45/-`, `621,-`: ways to close an amount of money
    if tail.endswith(("$", "€", "£", "¥", "₹", "₺", "₩", "₫", "₽", "₱", "฿", "₪", "₴")):
        tail = tail[:-1].rstrip()  # `150 Tsd. $`: the currency after the amount
    if "(" in tail:
        tail = _unit_before_note(tail)
        tail = _without_denied_other(tail, signed)  # (first: `-7 (not 7: ...)` denies 7)
        tail = _without_same_number_note(tail, value)
        tail = _without_compared_other(tail, value)
        tail = _SCOPE_NOTE.sub("", tail)  # `323 (not including sales tax)`
        tail = _CHECKED_NOTE.sub("", tail)  # `252 (verified: 252 / 63 = 4 eggs per hen per day)`
        tail = _without_worked_in_words(tail, value)  # `108 (12 rows of 9, none cut)`
        if signed < 0:
            # `-10.65 (negative: the account is overdrawn)`: the note says the sign again
            tail = _SIGN_NOTE.sub("", tail)
        rounded = _ROUNDED_FROM.search(tail)
        if rounded and round(Fraction(rounded.group(1))) == value == round(value):
            tail = tail[: rounded.start()]  # `237 (rounded from 236.999…)`
    elif "—" in tail or "–" in tail or "（" in tail:
        tail = _without_denied_other(tail, signed)  # `374 — not 432, which is the count before`
    if "dozen" in tail:
        dozens = _OR_DOZENS.search(tail)
        if dozens and 12 * int(dozens.group(1)) == value:
            tail = tail[: dozens.start()]  # `288 rolls, or 24 dozen`: the same count again
    if "not" in tail:
        other_unit = _NOT_THAT_UNIT.search(tail)
        own = (
            tail[: other_unit.start()] + " " + (other_unit.group("noun") or "")
            if other_unit
            else ""
        )
        if (
            other_unit
            and own.strip()
            and other_unit.group("unit").lower().rstrip("s") not in own.lower()
            and other_unit.group(0).lstrip(" ,").startswith("(") == bool(other_unit.group("close"))
        ):
            # `161 minutes, not hours`, `336 (eggs, not dozens)`: the unit, affirmed
            tail = own.rstrip()
    if "," in tail:
        again = _SAID_AGAIN.search(tail)
        if again and Fraction(again.group(1).replace(",", "")) == value:
            tail = tail[: again.start()]  # `17 dozen, i.e. 204 eggs`: the same count again
        time_again = DURATION_AGAIN.search(tail) if again is None else None
        if time_again and value in (parse_duration(time_again.group(1)) or ()):
            tail = tail[: time_again.start()]  # `10,5 heures, soit 10 h 30 min`: the same time
    if tail and not tail.isascii():
        if _FOREIGN_ESTIMATE.search(tail):
            return tail + " ~"  # `157左右`, `157 примерно`: about 157 (the `~` never parses)
        if _FOREIGN_NOUN.fullmatch(tail) and not _FOREIGN_JUDGEMENT.search(tail):
            tail = ""  # `73个`, `312枚`, `73 кекса`: a counter or a counted noun of another script
    if "each" in tail or "per" in tail or "piece" in tail:
        tail = _PER_ITEM_NOTE.sub("", tail)
    return tail


_NOTE_AT_END = re.compile(r"\(([^()]*)\)\s*$")
# A note that the value is not another: `(410 ≠ 540)`, `(410 \neq 540)`.
_UNEQUAL_NOTE = re.compile(
    r"\s*\$?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?:≠|\\neq?\b|!=)\s*\$?\d[\d,]*(?:\.\d+)?\s*"
)
# A note that the value was checked (its equation is the check's, not another value).
_CHECKED_NOTE = re.compile(
    r"\s*\(\s*(?:verified|checked|check|verification|correct|double-checked)\b[^()]*\)\s*$",
    re.IGNORECASE,
)
# (with the combining marks scripts write on their letters: Arabic harakat and tanwin
# `رغيفًا`, Devanagari vowel signs and nukta `रोल`, Bengali, Tamil and Thai signs)
_FOREIGN_NOUN = re.compile(
    # (one Greek letter alone is no noun but a constant or a variable: `4π` is 4π, `4θ` 4θ,
    # never 4 of something; `4 πίτες` is; nor a Cyrillic х or у, the variables x and y, where
    # `4 г`, `5 м` are grams and metres)
    r"(?![ \t]*(?:[\u0370-\u03ff]|[хХуУ])(?![\u0370-\u03ff\u0400-\u04ff]))"
    r"[ \t]*(?:[^\W\d_A-Za-z]|[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670"
    r"\u0900-\u0903\u093a-\u094f\u0981-\u0983\u09bc-\u09d7\u0bbe-\u0bcd\u0e31-\u0e4e])+[ \t.।]*"
)
# (and a "not", a hedge, a comparison or a sign: `179 нет`, `179 меньше`, `179 приблизно`)
_FOREIGN_JUDGEMENT = re.compile(
    FOREIGN_DENIAL
    + f"|{CROSS_MARK}"
    # (at a word's start: Arabic's `لم`, "did not", is inside `قلمًا`, pens)
    + r"|(?<![^\W\d_])(?:"
    + FOREIGN_NOT_OR_HEDGE
    + r")|(?<![^\W\d_])(?:"
    + "|".join(
        sorted((re.escape(w) for w in FOREIGN_COMPARING if not w.isascii()), key=len, reverse=True)
    )
    + r")(?![^\W\d_])",
    re.IGNORECASE,
)
# A note that denies another value: `73 (not 83)`, `73 (nicht 83: ...)`, `−9 (minus nine, not
# +9)` (the value said in words first).
_DENIED_NOTE = re.compile(
    r"\s*(?:\(|（|[—–]+)\s*(?:(?P<said>[A-Za-z]+(?:[ \t-][A-Za-z]+){0,3}),[ \t]*)?(?:(?:not|nicht|pas|non|no|não|niet|it\s+(?:can't|cannot|isn't|is\s+not)"
    r"\s+be|it\s+(?:isn't|is\s+not))\s+|(?:不是|并非|並非|ではなく)\s*)\$?([-+]?\d[\d,]*(?:\.\d+)?)(?!\d)"
    r"(?:[^()（）]*[)）]|[^()（）—–\n]*)\s*$",
    re.IGNORECASE,
)


def _without_denied_other(tail: str, value: Fraction) -> str:
    """`73 (not 83: ...)` is 73; `73 (not 73)` denies itself and stays (it does not parse)."""
    note = _DENIED_NOTE.search(tail)
    if note is None or (note.group("said") and not _says_value(note.group("said"), value)):
        return tail
    try:
        denied = Fraction(note.group(2).replace(",", ""))
    except (ValueError, ZeroDivisionError):
        return tail
    return tail[: note.start()] if denied != value else tail


def _says_value(words: str, value: Fraction) -> bool:
    """Whether `words` say `value` in number words ("minus nine" for -9)."""
    sign = _SIGN_WORD.match(words)
    number = parse_number(words[sign.end() :] if sign else words)
    return number is not None and (-number if sign else number) == value


_SIGN_WORD = re.compile(r"(?:minus|negative)[ \t]+", re.IGNORECASE)


# A note that compares ANOTHER amount with something named in words: `22 students (9 fewer than
# class A)` says how the answer came about. A bound (`(less than 30)`), a difference with the
# answer's own number or a note that also judges stays, and refuses.
_COMPARED_NOTE = re.compile(
    r"\s*\(\s*\$?(\d[\d,]*(?:\.\d+)?)\s+(?:[A-Za-z]+\s+)?(?:more|fewer|less|greater|smaller"
    r"|larger|higher|lower)\s+than\s+(?:the\s+|her\s+|his\s+|their\s+)?[A-Za-z][A-Za-z' ]{0,40}\)\s*$",
    re.IGNORECASE,
)
# A note of words only that says what the amount leaves out or takes in: `(not including sales
# tax)`, `(before tax)`, `(excluding the deposit)`.
_SCOPE_NOTE = re.compile(
    r"\s*\(\s*(?:(?:not\s+(?:including|counting)|excluding|including|before|after|without)\s+"
    r"[A-Za-z' -]{1,40}"
    # a note that the value is exact: `74.52 (not rounded)`, `(exact)`
    r"|not\s+rounded|unrounded|exact(?:ly)?|exact\s+value)\)\s*$",
    re.IGNORECASE,
)
_ROUNDED_FROM = re.compile(r"\s*\(\s*rounded\s+from\s+(\d+\.\d+)(?:…|\.\.\.)?\s*\)\s*$", re.I)
# (or in brackets: `1092 (that is 91 dozen)`)
_OR_DOZENS = re.compile(
    r"\s*(?:,?\s*or|\(\s*(?:that\s+is|i\.?\s*e\.?|or|=)?,?)\s+(\d{1,4})\s+dozens?\s*\)?\s*$",
    re.IGNORECASE,
)
# Another unit denied after the answer's own: `161 minutes, not hours`.
# (or in brackets, after the noun counted: `336 (eggs, not dozens)`, `90 (not in hours)`)
_NOT_THAT_UNIT = re.compile(
    r"\s*(?:,\s*|\(\s*(?:(?P<noun>[A-Za-z]+)\s*,\s*)?)?(?:and\s+)?not\s+(?:in\s+)?"
    r"(?P<unit>hours?|minutes?|seconds?|days?|weeks?|months?|years?"
    r"|dollars?|cents?|meters?|metres?|kilometers?|kilometres?|miles?|feet|inches?|pounds?"
    r"|kilograms?|grams?|liters?|litres?|dozens?|scores?|hundreds|thousands)\s*(?P<close>\))?"
    r"[\s.!]*$",
    re.IGNORECASE,
)
# `, i.e. 204 eggs` after an answer: its value again in other words (a different number stays,
# and refuses).
_SAID_AGAIN = re.compile(
    r"\s*,\s*(?:i\.\s*e\.?|that\s+is|that's)\s*,?\s*\$?(\d[\d,]*(?:\.\d+)?)(?:\s+[A-Za-z]+)?\s*$",
    re.IGNORECASE,
)
# `, i.e. 10 hours 30 minutes` after a time: the same time again in hours and minutes
# (`parse_duration` reads it)
DURATION_AGAIN = re.compile(
    r"\s*,\s*(?:i\.\s*e\.?|that\s+is|that's|or|soit|c'est-à-dire|d\.\s*h\.|also|es\s+decir|o\s+sea"
    r"|cioè|ou\s+seja|то\s+есть|тобто|czyli|yani|yaitu|tức\s+là|dus|dvs\.?|即)[\s,]*"
    r"(\d+\s*[^\W\d_]+\.?\s*(?:[^\W\d_]{1,3}\s*)?\d+\s*[^\W\d_]+)[\s.]*$",
    re.IGNORECASE,
)
_JUDGED = re.compile(r"\b(?:wrong|incorrect|not|maybe|perhaps|about|approximately)\b", re.I)


def _without_compared_other(tail: str, value: Fraction) -> str:
    note = _COMPARED_NOTE.search(tail)
    if note is None or _JUDGED.search(note.group(0)):
        return tail
    compared = Fraction(note.group(1).replace(",", ""))
    return tail[: note.start()] if compared != value else tail


_NOTE_NUMBER = re.compile(r"(?<![\d.])\$?\d[\d,]*(?:\.\d+)?(?![\d.])")


def _without_same_number_note(tail: str, value: Fraction) -> str:
    """`47 (47 muffins remain)`: a note that says the number again is a note of words only (the
    unit grammar then reads them); a note with another number keeps it, and refuses."""
    note = _NOTE_AT_END.search(tail)
    if note is None:
        return tail
    duration = parse_duration(note.group(1))
    if duration is not None and value in duration:
        return tail[: note.start()]  # `285 (4 h 45 min)`: the same time in hours and minutes
    unequal = _UNEQUAL_NOTE.fullmatch(note.group(1))
    if unequal is not None and Fraction(unequal.group(1).replace(",", "")) == value:
        return tail[: note.start()]  # `410 (410 ≠ 540)`: the value, said to differ from another
    cents = _CENTS.fullmatch(note.group(1))
    if cents is not None and Fraction(cents.group(1).replace(",", "")) == 100 * value:
        return tail[: note.start()]  # `$17.50 (1750 cents)`: the same amount in cents
    dozens = _DOZENS.fullmatch(note.group(1))
    if dozens is not None and 12 * int(dozens.group(1)) + int(dozens.group(2) or 0) == value:
        return tail[: note.start()]  # `27 eggs (2 dozen and 3)`: the same count in dozens
    numbers = _NOTE_NUMBER.findall(note.group(1))
    for number in numbers:
        try:
            if Fraction(number.lstrip("$").replace(",", "")) != value:
                return tail
        except (ValueError, ZeroDivisionError):
            return tail
    if not numbers:
        return tail
    words = " ".join(_NOTE_NUMBER.sub(" ", note.group(1)).split())
    return f"{tail[: note.start()]}({words})" if words else tail[: note.start()]


_CENTS = re.compile(r"\s*(?:or\s+|i\.e\.\s*|=\s*)?(\d[\d,]*)\s*(?:cents?|¢)\s*", re.IGNORECASE)
_DOZENS = re.compile(
    r"\s*(\d{1,4})\s+dozens?(?:\s*(?:and|\+|,)\s*(\d{1,2})(?:\s+(?:more|extra|over|left))?)?\s*",
    re.IGNORECASE,
)
# (and in the languages models answer in: "10時間30分", "10 h 30 min", "2 Stunden 15 Minuten")
HOUR_WORD = (
    r"hours?|hrs?|h|時間|小时|小時|시간|heures?|Stunden?|horas?|ore|час(?:а|ов)?|ч|godz(?:in[ay]?)?|saat"
    r"|jam|giờ|uur|timmar?|timer?|tuntia|годин[аи]?|год|hodin[ay]?|hod|ώρες|ώρα|שעות|שעה"
    r"|ساعت|ساعة|ساعات|घंटे|घंटा|ঘণ্টা|ชั่วโมง"
)
MINUTE_WORD = (
    r"minutes?|mins?|m|分(?:钟|鐘)?|분|Minuten|minutos|minuti|минут[аы]?|мин|хвилин[аи]?|хв"
    r"|minut[ay]?|dakika|dk|menit|phút|minuten|minuter|minuttia|λεπτά|דקות|دقیقه|دقائق|دقيقة"
    r"|मिनट|মিনিট|นาที"
)
# "and" between the hours and the minutes; Arabic, Persian and Hebrew write it onto the
# minutes: "3 ساعات و45 دقيقة", "3 שעות ו-45 דקות".
DURATION_AND = r",|and|et|und|y|e|i|и|ve|dan|và|en|och|og|ja|و|ו-|ו־|ו"
_DURATION = re.compile(
    rf"^\s*(\d+)\s*(?:{HOUR_WORD})\.?\s*(?:{DURATION_AND})?\s*"
    rf"(\d+)\s*(?:{MINUTE_WORD})\.?\s*$",
    re.IGNORECASE,
)


# "2 h 30", "2h30": hours and minutes as French and German write them, the minutes unnamed.
_CLOCK_DURATION = re.compile(r"^\s*(\d+)[ \t]*h[ \t]*(\d{2})[ \t.]*$", re.IGNORECASE)
# Hours and a half in Chinese, Japanese, Korean: "2時間半", "2个半小时", "2시간 반".
_HALF_WORD = re.compile(
    r"半|반|half|halv|demie|media|mezz|meia|halbe|половин|pół|půl", re.IGNORECASE
)
_HOURS_AND_A_HALF = re.compile(
    r"^\s*(\d+)[ \t]*(?:時間[ \t]*半|(?:个|個)?[ \t]*半[ \t]*(?:小时|小時|钟头|鐘頭)|시간[ \t]*반"
    # ... and in words after the hours, or between the number and them: "3 horas y media",
    # "2 heures et demie", "3 hours and a half", "3 and a half hours", "drie en een half uur"
    r"|[ \t]*(?:hours?|heures?|horas?|ore|Stunden?|uur|timmar|timer|часа?|годин[аи]?|godzin[ay]?"
    r"|hodin[ay]?)[ \t]+(?:and[ \t]+a[ \t]+half|et[ \t]+demie|y[ \t]+media|e[ \t]+mezz[ao]"
    r"|e[ \t]+meia|und[ \t]+eine[ \t]+halbe|en[ \t]+een[ \t]+half|och[ \t]+en[ \t]+halv"
    r"|с[ \t]+половиной|з[ \t]+половиною|i[ \t]+pół|a[ \t]+půl)"
    r"|[ \t]+(?:and[ \t]+a[ \t]+half|en[ \t]+een[ \t]+half|och[ \t]+en[ \t]+halv|e[ \t]+mezz[ao]"
    r"|y[ \t]+media|e[ \t]+meia)[ \t]+(?:hours?|uur|timmar|ore|horas?))"
    r"[ \t.。]*(?:です|입니다|이에요)?[ \t.。]*$",
    re.IGNORECASE,
)


def parse_duration(text: str) -> tuple[Fraction, Fraction] | None:
    """`2 hours and 30 minutes` -> (5/2, 150): the same duration in hours and in minutes (the
    question, which names its unit, is not at hand; both readings are that duration)."""
    if len(text) > MAX_NUMBER_CHARS:
        return None
    plain = _normalize(text)
    match = _DURATION.match(plain) or _CLOCK_DURATION.match(plain)
    if match is None:
        half = _HOURS_AND_A_HALF.match(plain)
        return (
            None
            if half is None
            else (
                Fraction(int(half.group(1))) + Fraction(1, 2),
                Fraction(60 * int(half.group(1)) + 30),
            )
        )
    hours, minutes = int(match.group(1)), int(match.group(2))
    if minutes >= 60:
        return None
    return Fraction(hours) + Fraction(minutes, 60), Fraction(60 * hours + minutes)


def _value(match: re.Match[str]) -> Fraction | None:
    if match.group("whole") is not None:
        den = int(match.group("mden"))
        value = Fraction(int(match.group("whole"))) + Fraction(int(match.group("mnum")), den)
    elif match.group("num") is not None:
        value = Fraction(match.group("num")) / Fraction(match.group("den"))
    else:
        digits = (
            match.group("thou")
            or match.group("lakh")
            or match.group("thsp")
            or match.group("plain")
        )
        if digits is None:
            digits = match.group("thap").replace("'", "").replace("’", "")
        digits = digits.replace(",", "").replace(" ", "")
        if digits.endswith("."):
            digits = digits[:-1]
        # `Fraction(str)` runs a regex of its own; an int is the same value, read at C speed
        value = Fraction(int(digits)) if digits.isdigit() else Fraction(digits)
    exponent = match.group("exp")
    if exponent is not None:
        power = int(exponent)
        if abs(power) > MAX_EXPONENT:
            return None
        value *= Fraction(10) ** power
    return value


def numbers_equal(a: str, b: str) -> bool:
    """True when both texts are single numbers with the same exact value (`1/2` == `0.5`)."""
    x = parse_number(a)
    if x is None:
        return False
    y = parse_number(b)
    return y is not None and x == y

"""The form of a candidate pair of options: repaired to its parallel core, then checked.

**The rule (issue 22): options are parallel, verbatim spans of the prompt.** A part that both
options share and that the prompt writes once belongs to neither option: "heating with gas or
electricity" gives "gas" / "electricity", "a 12-month or a 36-month lease" gives "12-month" /
"36-month", "hotels near the beach or in the old town" gives "near the beach" / "in the old
town". A shared part the prompt writes on both sides stays in both ("hotels near the airport or
hotels in the city center"). The shared part is never *restored* to the option that lost it
("heating with electricity"): that text is not in the prompt, and every place that quotes the
options relies on their being verbatim, disjoint spans of it: the certificate's ``option_a`` /
``option_b``, the lexical probes that swap the two spans in the prompt, the reminder that lists
the options, the mapping of a free-text answer and the model-assisted extraction, which accepts
only verbatim options. Trimming keeps one rule everywhere; the shared part stays in the prompt,
which every probe and every mapping question quotes in full.

:func:`parallel_core` applies the rule; ``form_problem`` checks it; ``locate`` refuses a failure.
"""

from __future__ import annotations

from warrantguard.guard.question.words._glossed import glossed
from warrantguard.guard.question.words._text import Refusal, Token, gerund_word, ing_word, label_kind
from warrantguard.guard.question.words._times import TIME_PREPOSITIONS
from warrantguard.guard.question.words._wordlists import (
    ABBREVIATIONS,
    ADVERBS,
    AMBIGUOUS,
    AUX,
    COMPARATIVES,
    COPULAS,
    DEGREE,
    DETERMINERS,
    MATERIALS,
    MODIFIERS,
    PARTICLES,
    POSSESSIVES,
    PREDICATE_HEADS,
    PRONOUNS,
    S_VERBS,
    SENTENCE_ADVERBS,
    VERBS,
)

__all__ = ["AFTER_VERB", "FINITE", "PREPOSITIONS", "Around", "adverbial", "content", "finite_verb",
           "modifier", "parallel_core", "predicate_start", "same_compound", "takes_object_at", "two_word_modifier",
           "without_adverbs"]

PREPOSITIONS = PARTICLES | frozenset({"by", "near", "via", "around", "across", "inside", "outside", "over",
                                      "under", "during", "before", "after", "without", "within", "per", "as"})
FINITE = COPULAS | AUX
AFTER_VERB = ADVERBS | COMPARATIVES | DEGREE | DETERMINERS | PRONOUNS | PARTICLES | frozenset(
    {"up", "out", "off", "down", "well", "longer", "faster", "sooner", "much", "far"})


class Around:
    """The words of the prompt, to look at a word's neighbours."""

    def __init__(self, words: list[Token]) -> None:
        self._index = {t.start: i for i, t in enumerate(words)}
        self._words = words
        self.copula = False  # the options follow a leading copula: no verb follows them

    def prev(self, tok: Token) -> Token | None:
        """The word before ``tok`` in the prompt."""
        i = self._index.get(tok.start)
        return self._words[i - 1] if i else None

    def whole(self, tok: Token) -> Token:
        """The prompt's word starting where ``tok`` does (with the punctuation a cut left off)."""
        i = self._index.get(tok.start)
        return tok if i is None else self._words[i]

    def next(self, tok: Token) -> Token | None:
        """The word after ``tok`` in its sentence of the prompt (``None`` after "?", "!" or a
        word's full stop: "… keep the cash for repairs? | The house …")."""
        i = self._index.get(tok.start)
        if i is None or i + 1 >= len(self._words) or _ends_sentence(self._words[i]):
            return None
        return self._words[i + 1]


def _ends_sentence(tok: Token) -> bool:
    """Does the prompt's word ``tok`` end its sentence (not an abbreviation's period)?"""
    text = tok.text.rstrip("\"'”’)")
    if text.endswith(("?", "!")):
        return True
    return text.endswith(".") and tok.low.isalpha() and len(tok.low) > 1 and tok.low not in ABBREVIATIONS

_HEADS = PREDICATE_HEADS | frozenset({"choice", "option", "way", "pick", "bet", "move", "fit", "deal", "value"})
_AFTER_ADVERB = ADVERBS | COMPARATIVES | DEGREE | frozenset({"well", "longer", "faster", "sooner", "much", "far"})


def _stems(word: str) -> set[str]:
    """Base forms a third-person ``-s`` verb may come from ("holds", "watches", "carries")."""
    out = {word[:-1]} if word.endswith("s") and not word.endswith("ss") else set()
    if word.endswith("es"):
        out.add(word[:-2])
    if word.endswith("ies"):
        out.add(word[:-3] + "y")
    return out


def finite_verb(toks: list[Token], k: int, strict: bool = False) -> bool:
    """Is ``toks[k]`` the finite verb of a predicate: a copula or auxiliary ("are", "would"), or a
    verb's ``-s`` form ("leads", "holds up") — a noun's plural only when it could not be a verb
    there ("prices", "charges": their stems are nouns too, so a verb only before an adverb,
    a comparative, a particle or a determiner)?"""
    tok = toks[k]
    w = tok.low
    if w in FINITE or (tok.text == "r" and k + 1 < len(toks) and toks[k + 1].low in COMPARATIVES | DEGREE):
        return True  # texted "r" for "are" before a comparative ("… mind maps | r better")
    if tok.capitalized or len(w) < 4 or not w.isalpha():
        return False
    stems = _stems(w) & (VERBS | S_VERBS)
    if not stems:
        return False
    if stems - AMBIGUOUS:
        return True
    nxt = toks[k + 1].low if k + 1 < len(toks) else ""
    return nxt in (_AFTER_ADVERB if strict else AFTER_VERB)


def predicate_start(right: list[Token]) -> int | None:
    """Where the predicate begins in a subject pair's second side ("dogs | are better",
    "remote work | keeps staff happier"): the first finite verb after the first word, or a base
    verb (plural subject: "… bike lanes on side streets | prevent more accidents")."""
    for k in range(1, min(len(right), 12)):
        prev = right[k - 1].low
        if prev in DETERMINERS or prev in DEGREE:
            continue
        if finite_verb(right, k) or _bare_before_adverb(right, k):
            return k  # "… Memcached | cope better with …" (a modal's verb the lists do not know)
        w, nxt = right[k].low, (right[k + 1] if k + 1 < len(right) else None)
        if w not in VERBS | S_VERBS or right[k].capitalized or nxt is None or prev in PREPOSITIONS:
            continue
        # "… Pulsar | scale better", "… a sales levy | raise more revenue"
        plain = w not in AMBIGUOUS or nxt.low in ADVERBS | COMPARATIVES or (nxt.low in DEGREE and k + 2 < len(right))
        objectlike = prev.endswith("s") or nxt.low in AFTER_VERB or _object_word(nxt)
        if plain and not finite_verb(right, k + 1) and objectlike:
            return k  # "… bike lanes on side streets | prevent more accidents" (not "finance | would")
        if takes_object_at(right, k):
            return k  # "… or a laptop | suit my grandmother better"
    return _singular_verb(right)


_SINGULAR = frozenset({"a", "an", "this", "that", "every", "each"})


def _bare_before_adverb(right: list[Token], k: int) -> bool:
    """A lower-case word between the option and an adverbial comparative that ends the clause or
    opens a prepositional phrase ("cope | better with …", "adapt | faster to …"): after a
    subject pair the word there can only be the verb."""
    tok, w = right[k], right[k].low
    if tok.capitalized or not w.isalpha() or len(w) < 3 or w in _NOT_VERB_WORDS:
        return False
    if k + 1 >= len(right) or right[k + 1].low not in COMPARATIVES | DEGREE or right[k + 1].low in _NOT_ADVERBS:
        return False  # "… a boiler | cost less to run", "… pilates | help more with …"
    if k + 2 == len(right):
        return right[k + 1].low in COMPARATIVES  # not "… raises housing supply | more"
    return right[k + 2].low in PREPOSITIONS or right[k + 2].low == "than"


_NOT_VERB_WORDS = DETERMINERS | PREPOSITIONS | MODIFIERS | DEGREE | COMPARATIVES | ADVERBS | PRONOUNS | FINITE
_NOT_ADVERBS = frozenset({"enough", "worth", "ideal", "preferable", "superior", "inferior"})


def _object_word(tok: Token) -> bool:
    """A plain lower-case word that can be a verb's object ("cut | commutes"), not a verb itself."""
    w = tok.low
    return w.isalpha() and not tok.capitalized and w not in VERBS and w not in PREPOSITIONS and w not in FINITE


def _singular_verb(right: list[Token]) -> int | None:
    """After a singular determiner ("… or a vacancy tax raises housing supply"), the first ``-s``
    word whose stem is a verb is the predicate's verb, even when the stem is a noun too."""
    if len(right) < 3 or right[0].low not in _SINGULAR:
        return None
    for k in range(2, min(len(right), 8)):
        tok, prev = right[k], right[k - 1].low
        w = tok.low
        if prev in DETERMINERS or prev in PREPOSITIONS or tok.capitalized or not w.isalpha():
            continue
        if w.endswith("s") and not w.endswith("ss") and _stems(w) & (VERBS | S_VERBS):
            return k
    return None


def takes_object_at(toks: list[Token], k: int, around: Around | None = None) -> bool:
    """Is the word after ``toks[k]`` (in the prompt, past the end) an object, as after a verb
    ("suit | my grandmother"; "attract | more families" when the verb is no noun), and not the
    start of an evaluative predicate ("… plan | the safer choice", "… break | less stressful")?"""
    nxt = toks[k + 1] if k + 1 < len(toks) else (around.next(toks[k]) if around else None)
    if nxt is None:
        return False
    objects = DETERMINERS | PRONOUNS if toks[k].low in AMBIGUOUS else DETERMINERS | PRONOUNS | DEGREE
    if nxt.low not in objects:
        return False
    then = toks[k + 2] if k + 2 < len(toks) else (around.next(nxt) if around else None)
    w = then.low if then is not None else ""
    return not (nxt.low in DETERMINERS and (w in COMPARATIVES or w in DEGREE or w in _HEADS))


_SENTENCE_ADVERBS = ADVERBS | SENTENCE_ADVERBS


def without_adverbs(toks: list[Token]) -> list[Token]:
    """``toks`` without adverbs at their end ("Prolia generally" → "Prolia")."""
    while len(toks) > 1 and toks[-1].low in _SENTENCE_ADVERBS:
        toks = toks[:-1]
    return toks


def _shape(tok: Token) -> str:
    """A coarse form of a word, for parallelism: a hyphenated compound by its shared part."""
    w = tok.low
    if "-" in w.strip("-"):
        head, _, tail = w.rpartition("-")
        digits = any(c.isdigit() for c in head)
        return f"hy:{tail}" if digits or tail.isalpha() else "hy"
    if any(c.isdigit() for c in w):
        return "num"
    return "cap" if tok.capitalized else "low"


_ADJECTIVE_END = ("al", "ic", "ive", "ous", "ful", "less", "able", "ible")


def modifier(tok: Token) -> bool:
    """A word of the modifier list or with an adjective's ending ("electric", "portable")."""
    w = tok.low
    return w in MODIFIERS or (len(w) > 5 and w.endswith(_ADJECTIVE_END) and w.isalpha())


def same_compound(a: Token, b: Token) -> bool:
    """"12-month" / "36-month", "king-size" / "queen-size", "low-carb" / "low-fat"; two modifiers
    ("blue" / "red jacket")."""
    if a.low in MODIFIERS and modifier(b):
        return a.low != b.low
    x, y = a.low, b.low
    if "-" not in x.strip("-") or "-" not in y.strip("-") or x == y:
        return False
    return x.rpartition("-")[2] == y.rpartition("-")[2] or x.partition("-")[0] == y.partition("-")[0]


def content(toks: list[Token]) -> list[Token]:
    return toks[1:] if len(toks) > 1 and toks[0].low in DETERMINERS else toks


def _verbal(tok: Token, nxt: Token | None, prev: Token | None, after: Token | None = None) -> bool:
    """Does a phrase starting with ``tok`` read as a verb phrase or a gerund phrase (``after``: the word after
    ``nxt``)?"""
    if prev is not None and prev.low in DETERMINERS:
        return False  # "a ban on …"
    w = tok.low
    initial = prev is None or prev.text[-1:] in ".!?:"  # first in its sentence: a capital tells no name
    if ing_word(w) and (not tok.capitalized or initial):  # "Soldering with | leaded or lead-free"
        return True
    if prev is not None and prev.low in ("be", "been", "being", "get", "got") and (w in _PARTICIPLES or (
            w.endswith("ed") and w.isalpha())):
        return True  # "be built | with …", "get paid | in cash": a passive verb
    if w not in VERBS:
        return False
    if initial and nxt is not None and nxt.low in PREPOSITIONS and after is not None and after.capitalized:
        return True  # "Capture in | Adobe RGB or sRGB": an imperative opening the sentence (not "walk in | shower")
    return w not in AMBIGUOUS or (nxt is not None and (nxt.low in DETERMINERS or nxt.low in PRONOUNS))


_PARTICIPLES = frozenset({"built", "made", "done", "paid", "kept", "sold", "held", "grown", "written", "given",
                          "taken", "set", "put", "cut", "laid", "shipped", "run", "driven", "sent", "taught"})


def parallel_core(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """Apply the rule of this module's docstring to a noun-phrase pair."""
    simple = _simple_core(a, b, around)
    if simple is not None:
        return simple
    if (cut := _repeated_head_end(a, b)) is not None:
        return a, b[:cut]
    if b and b[0].low in TIME_PREPOSITIONS and (same := [k for k in range(1, len(a) - 1) if a[k].low == b[0].low]):
        return a[same[-1] :], b  # "keep the shop open | until 9 pm or until 11 pm": B's preposition is A's start
    preps = [k for k in range(1, len(a) - 1) if a[k].low in PREPOSITIONS or a[k].low == "using"]  # "using": as "with"
    if not preps or not b or any(t.low in PREPOSITIONS for t in b[1:]):
        return a, b
    return _prep_core(a, b, around, preps[-1])


def _repeated_head_end(a: list[Token], b: list[Token]) -> int | None:
    """Where B ends when both options repeat their head and its preposition and B goes on with a phrase A
    lacks ("aide for mornings or aide for evenings | for grandpa"), else ``None``."""
    if len(a) < 3 or len(b) < 4 or a[0].low != b[0].low or a[1].low not in PREPOSITIONS or a[1].low != b[1].low:
        return None
    if any(t.low in PREPOSITIONS for t in a[2:]):
        return None
    return next((k for k in range(3, len(b)) if b[k].low in PREPOSITIONS), None)


def _simple_core(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]] | None:
    """The pair's core where a bare word, an adverbial or an amount sets it (None: look at A's
    prepositions)."""
    if len(a) == 1 and len(b) > 1 and (same_compound(a[0], b[0]) or (_amount(a[0]) and _amount(b[0]))):
        if glossed(b):
            return a, b[:-1]  # "Tile or vinyl plank (LVP)": B named whole
        if _material_head(a, b, around):
            raise Refusal(f"unclear whether '{b[-1].text}' is shared or only the second option's ('{a[0].text}' / "
                          f"'{b[0].text} {b[-1].text}')")
        two = len(b) > 2 and two_word_modifier(b[:2])  # "ceramic or | stainless steel | pans"
        two = two or (len(b) > 1 and b[1].low in _SCALE and b[0].low.lstrip("$€£")[:1].isdigit())  # "$1 million"
        return a, b[: 1 + two]  # "a 12-month or a 36-month lease", "16GB or 32GB | of RAM", "the 2021 or 2023 | model"
    if len(a) == 2 and b and label_kind(a[1]) and label_kind(a[1]) == label_kind(b[0]) and not label_kind(a[0]):
        return a[1:], b[:1]  # "Approve vendor | A or B", "option | 1 or 2 | first": the head is shared
    if len(a) > 1 and adverbial(a[-1]) and (b[0].low in PREPOSITIONS or adverbial(b[0])):
        return a[-1:], b  # "apply for the benefit | online or at my local office", "price the plan | monthly or …"
    if len(a) > 1 and a[0].low in PREPOSITIONS and a[1].low[:1].isdigit() and b[0].low[:1].isdigit():
        return a[1:], b  # "go in at | 325°F for 3 hours or 450°F …": the preposition is shared
    if len(b) == 1 and len(a) > 2 and _digit(b[0]) and _digit(a[-1]) and a[-2].low in PREPOSITIONS | {"of"}:
        return a[-1:], b  # "batch size of | 32 or 128": B a bare amount, A's noun and preposition shared
    if len(a) == 2 and gerund_word(a[0]) and _manner(a[1]) and len(b) > 1 and b[0].low in PREPOSITIONS:
        return a[1:], b  # "working | remotely or from the office": the gerund is shared
    if len(a) > 3 and gerund_word(a[0]) and a[1].low in DETERMINERS and len(b) == 2 and a[-1].low == b[-1].low \
            and a[-2].low not in DETERMINERS and not any(t.low in PREPOSITIONS for t in a):
        return a[-2:], b  # "feeding the horses | round bales or square bales" (not "drying clothes with a | …")
    return None


def _prep_core(a: list[Token], b: list[Token], around: Around, p: int) -> tuple[list[Token], list[Token]]:
    """The pair's core where A has a preposition at ``p`` (its last) and B none after its first word:
    A's phrase after it is the option when it is parallel to B."""
    head, tail, b_head = content(a[:p]), content(a[p + 1 :]), content(b)
    if b[0].low in POSSESSIVES and a[p + 1].low in POSSESSIVES:  # "on my back or my side": the same form
        tail = a[p + 1 :]
    if head[0].low == b_head[0].low or b_head[0].low in ("one", "ones"):  # "the one with … or the one who …"
        return a, b
    if b[0].low in PREPOSITIONS:  # "vitamin D in the morning or at night", "from Boston to NYC | by train or by bus"
        same = [k for k in range(1, len(a) - 1) if a[k].low == b[0].low]
        if same and len(b) > 1:
            return a[same[-1] :], b
        later = p > 2 and a[p].text[:1] not in "([" and a[0].low != a[p].low  # "for the LSAT | with a tutor"
        return (a[p:], b) if len(b) > 1 and (a[0].low not in PREPOSITIONS or later) else (a, b)
    if _verbal(b[0], b[1] if len(b) > 1 else None, around.prev(b[0])):
        return a, b
    lead = a[1:] if a[0].low in PREPOSITIONS and p > 1 else a  # "for | fertilizing tomatoes with …" (3 words or more)
    lead_verbal = _verbal(lead[0], lead[1], around.prev(lead[0]), lead[2]) or (a[p].low in ("at", "as", "using")
        and not (len(head) > 1 and head[0].low.endswith("ed")))  # "groceries at | aldi …", not "raised beds at"
    shape = _shape(b_head[0])  # "NIE appointment in | Madrid or Barcelona": names after a common noun, named or not
    tail_like = (_shape(tail[0]) == shape and (shape != _shape(head[0]) or (shape == "cap" != _shape(head[-1])))) \
        or tail[-1].low == b[-1].low != head[-1].low
    return (tail, b) if lead_verbal or tail_like else (a, b)


def _digit(tok: Token) -> bool:
    """A number, or an amount of money ("32", "$500")."""
    return tok.low.lstrip("$€£")[:1].isdigit()


# A number's scale word is part of the amount: "a $500,000 or a $1 million | term policy".
_SCALE = frozenset({"hundred", "thousand", "million", "billion", "trillion", "grand", "lakh", "crore"})


def _material_head(a: list[Token], b: list[Token], around: Around) -> bool:
    """"Tile or vinyl plank": two materials, each a noun of its own, before one bare singular head. The
    head may be both options' ("oak or walnut table") or only B's ("vinyl plank"): the pair cannot tell.
    A plural or mass head ("quartz or granite countertops", "laminate flooring") is shared."""
    head, prev = b[-1].low, around.prev(a[0])
    if len(b) != 2 or a[0].low not in MATERIALS or b[0].low not in MATERIALS or not head.isalpha():
        return False
    return not head.endswith("s") and not ing_word(head) and (prev is None or prev.low not in DETERMINERS)


_TWO_WORD_MODIFIERS = frozenset({("stainless", "steel"), ("cast", "iron"), ("carbon", "steel"), ("solid", "wood"),
                                 ("engineered", "wood"), ("memory", "foam"), ("faux", "leather"), ("vegan", "leather"),
                                 ("sterling", "silver"), ("white", "gold"), ("rose", "gold"), ("fiber", "cement"),
                                 ("hard", "anodized"), ("full", "grain"), ("top", "grain")})


def two_word_modifier(toks: list[Token]) -> bool:
    """Are ``toks`` one modifier written in two words ("stainless steel", "cast iron")?"""
    return len(toks) == 2 and (toks[0].low, toks[1].low) in _TWO_WORD_MODIFIERS


def _amount(tok: Token) -> bool:
    """A number, with or without its unit or currency ("2021", "16GB", "$500")."""
    return tok.text.lstrip("$€£")[:1].isdigit()


def adverbial(tok: Token) -> bool:
    """An adverb telling how or where something is done ("monthly", "remotely", "online", "abroad")."""
    return _manner(tok) or tok.low in _PLACE_ADVERBS


_PLACE_ADVERBS = frozenset({"online", "offline", "abroad", "overseas", "upfront", "onsite", "offsite", "in-person"})


def _manner(tok: Token) -> bool:
    """An -ly adverb of manner or place ("remotely", "locally"), not a noun ("family", "supply")."""
    w = tok.low
    return len(w) > 5 and w.endswith("ly") and w.isalpha() and w not in VERBS and not w.endswith(("ily", "ply"))

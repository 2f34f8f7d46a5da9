"""A noun option A after a verb, with a prepositional phrase of its own, against a bare noun phrase B:
"pay for the wedding with savings or a personal loan", "store passwords in Bitwarden or 1Password".
B may stand against A's whole noun phrase or against the preposition's object only ("savings" /
"a personal loan"); the words do not tell which, so the pair is refused (:func:`own_preposition`), unless
the object and B are names and A's noun is none ("passwords in | Bitwarden or 1Password"), or both are ways
to pay ("pay for the wedding with | savings or a personal loan") (:func:`named_object`)."""

from __future__ import annotations

from warrantguard.guard.question.forms.start.objects.prepositions._articled_means import articled_means
from warrantguard.guard.question.forms.start.objects.prepositions._articled_place import articled_place_a
from warrantguard.guard.question.forms.start.objects.unlisted import verb_slot
from warrantguard.guard.question.words import (
    AUX,
    COPULAS,
    DETERMINERS,
    PREPOSITIONS,
    VERBS,
    Around,
    Token,
    after_label,
    ing_word,
    is_verb,
    participle_word,
)

__all__ = ["feature_object", "kept_preposition", "means_pair", "named_object", "own_preposition"]

_REACH = 5  # words searched back from A for the verb governing it
# Ways to pay: after "with" / "using" / "through" / "via" both sides naming one says what pays, not what is paid for.
_MEANS = frozenset({"cash", "savings", "loan", "loans", "card", "cards", "check", "cheque", "credit", "debit", "heloc",
                    "financing", "installments", "paypal", "venmo", "zelle", "bonus", "inheritance", "points",
                    "miles", "crypto", "bitcoin", "money", "funds", "paycheck", "401k", "ira", "hsa", "fsa",
                    "transfer", "mortgage", "refund", "windfall", "allowance", "stipend"})
_MEANS_PREPS = frozenset({"with", "using", "through", "via"})
_FIXED = frozenset({("in", "person"), ("on", "foot")})  # manner phrases against a manner adverb B
_FOCUS = frozenset({"just", "only", "simply"})  # "… for the whole day or | just the ceremony"
_WHOLE = frozenset({"whole", "entire", "full"})
_MANNER = frozenset({"online", "offline", "remotely", "virtually"})
# Verbs that take a thing chosen: after "<verb> the N with", what follows "with" is a feature of the thing.
_CHOOSING = frozenset({"buy", "rent", "get", "take", "pick", "choose", "adopt", "book", "lease", "hire", "order",
                       "select", "accept", "reserve", "purchase", "keep"})


def own_preposition(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why the pair is unclear (the form of this module's docstring), or ``None``: B's determiner differs
    from A's ("the wedding with savings" / "a personal loan"), or A ends in a way to pay that B is not."""
    inner = _inner(a, b, around)
    if inner is None:
        return None
    da, db = _determiner(a, around), _determiner(b, around)
    if _named_phrase_b(a, b) and not (da == "the" and db in ("a", "an")):  # "a freelancer from ProZ or | an agency
        return None  # like Lionbridge"; not "list the flat with Foxtons or a cheaper agent like …": a given thing
    paid = a[inner].low in _MEANS_PREPS and a[-1].low in _MEANS  # "the car with a loan | or the money I saved"
    scoped = b[0].low in _FOCUS and db is not None and a[inner].low == "for" \
        and (a[inner + 1].low == db or any(t.low in _WHOLE for t in a[inner + 1 :]))
    # "the room for the whole week or just the weekend", "the van for the day or just the morning": B, of the
    # object's determiner, may stand against the span after "for" (not "my rank on my resume or just my job title")
    if not (paid or scoped) and (da is None or db is None or da == db):
        return None
    return (f"unclear whether '{' '.join(t.text for t in b)}' stands against '{' '.join(t.text for t in a)}' "
            f"or against the object of '{a[inner].text}' only")


def _named_phrase_b(a: list[Token], b: list[Token]) -> bool:
    """Does B hold a phrase of its own naming, as A's does ("a freelancer from ProZ" / "an agency like Lionbridge"):
    a noun, a preposition (or "like") and a name closing both? Then B stands against A's whole noun phrase (not "one"
    for a participle's noun: "the password manager built into Chrome or a separate one like Bitwarden", refused)."""
    k = next((i for i, t in enumerate(b[1:-1], 1) if t.low in PREPOSITIONS or t.low == "like"), None)
    return k is not None and a[-1].capitalized and b[-1].capitalized and all(t.capitalized for t in b[k + 1 :]) \
        and not any(t.capitalized or t.low in ("one", "ones") for t in b[:k])  # not "a separate one like …": refused


def feature_object(a: list[Token], b: list[Token], around: Around) -> str | None:
    """"buy the house with | a pool or a condo": A is the feature after "with" of a thing a verb of choosing
    takes; B (of another head) may stand against the feature or the whole thing, so the pair is unclear."""
    tok = around.prev(a[0])
    if tok is not None and tok.low in DETERMINERS:
        tok = around.prev(tok)
    if tok is None or tok.low != "with" or a[-1].low == b[-1].low or {a[-1].low, b[-1].low.rstrip("?!.")} <= _MEANS:
        return None  # "the model with a glass door or a steel door": one head, the feature is the option; "buy the
        # tickets with | miles or cash": two ways to pay
    for _ in range(_REACH):
        tok = around.prev(tok)
        if tok is None or tok.low in AUX or tok.low in COPULAS:
            return None
        thing = around.next(tok)  # the verb's object opens with a determiner: "buy | the house", not "paying rent"
        chosen = tok.low in _CHOOSING or (tok.low.endswith("s") and tok.low[:-1] in _CHOOSING)
        if chosen and thing is not None and thing.low in DETERMINERS:
            return (f"unclear whether '{' '.join(t.text for t in b)}' stands against "
                    f"'{' '.join(t.text for t in a)}' or against what comes with it")
    return None


def kept_preposition(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """"pay in | cash or by card": B keeps a preposition of its own, so A keeps the one just before it ("in cash" /
    "by card"), not the bare noun; so does a fixed manner phrase ("in person or online"); else the pair unchanged."""
    prev = around.prev(a[0])
    if prev is not None and prev.low == "the" and (placed := _placed_the(a, b, prev, around)):
        return placed, b  # "renew at the | post office or by mail": the place with its article
    if prev is not None and (placed := articled_place_a(a, b, prev, around)):
        return placed, b  # "go against an | inside wall or by the window": two prepositional phrases
    if prev is None or prev.low not in PREPOSITIONS or prev.end + 1 < a[0].start or a[0].low in PREPOSITIONS:
        return a, b
    fixed = len(a) == len(b) == 1 and (prev.low, a[0].low) in _FIXED and b[0].low in _MANNER  # "in person or online"
    fixed = fixed or _participle_state(a, b)  # "paint it in | subassemblies or fully built": no object of "in"
    fixed = fixed or (prev.low in _MANNER_PREPS and _manner_participle_b(a, b))  # "Entering the class in | hand or
    # ridden": two manners; not "default to | open or closed", an infinitive or a state
    return ([prev, *a], b) if fixed or (len(b) > 1 and b[0].low in PREPOSITIONS) else (a, b)


def _participle_state(a: list[Token], b: list[Token]) -> bool:
    """Is B a past participle, an adverb in "-ly" before it or none ("fully built", "assembled"), against a bare plural
    noun A (a preposition's object: "in | subassemblies")? A participle is no object of A's preposition, so the
    preposition is A's own (added for the hundred-and-forty-first held-out part)."""
    plural = a[0].low.endswith("s") and not a[0].low.endswith(("ss", "is", "us"))  # not "in redis | or memcached"
    if len(a) != 1 or not a[0].low.isalpha() or not plural or a[0].capitalized or len(b) > 2:
        return False
    if len(b) == 2 and not (b[0].low.isalpha() and b[0].low.endswith("ly")):
        return False
    return b[-1].low.isalpha() and participle_word(b[-1].low)


_MANNER_PREPS = frozenset({"in", "by", "on", "with", "under"})  # "in hand", "by hand", "on foot"; not "to"


def _manner_participle_b(a: list[Token], b: list[Token]) -> bool:
    """Is B a lone past participle against a lone bare noun after a preposition ("show him in | hand or ridden", "wash
    it by | hand or machine-dried")? A participle is no noun to stand against the preposition's object: it stands
    against the whole prepositional phrase, a manner against a manner."""
    if len(a) != 1 or len(b) != 1 or not a[0].text.isalpha() or not a[0].text.islower():
        return False
    noun_a = not ing_word(a[0].low) and not participle_word(a[0].low)  # not "as | fermented or acidified"
    return noun_a and _verbs_participle(b[0].low)


def _verbs_participle(word: str) -> bool:
    """Is ``word`` a known verb's past participle ("ridden", "washed", "financed"; not a name like "memcached")?"""
    if not participle_word(word):
        return False
    return not word.endswith("ed") or word[:-1] in VERBS or word[:-2] in VERBS


def _placed_the(a: list[Token], b: list[Token], the: Token, around: Around) -> list[Token] | None:
    """A with "at the" / "in the" before it when B opens with another preposition ("renew at the | post office or
    by mail", "vote at the | town hall or by post"): two ways to do it, the place and its article A's own; else
    ``None`` (not "… at the | post office or the bank": B no preposition)."""
    prep = around.prev(the)
    if prep is None or prep.low not in _PLACE_PREPS or len(b) < 2 or b[0].low not in PREPOSITIONS | {"online"}:
        return None
    if b[0].low == prep.low or the.end + 1 < a[0].start or prep.end + 1 < the.start:
        return None
    return [prep, the, *a]


_PLACE_PREPS = frozenset({"at", "in"})


def named_object(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """"store passwords in | Bitwarden or 1Password": a name against a name, after A's common noun and
    its preposition, or "pay for the wedding with | savings or a personal loan": two ways to pay: the
    preposition's object is option A (the pair unchanged otherwise)."""
    inner = _inner(a, b, around)
    if inner is not None and a[inner].low in _MEANS_PREPS and a[-1].low in _MEANS and b[-1].low in _MEANS:
        return a[inner + 1 :], b  # "the wedding with | savings or a personal loan": what pays, twice
    if inner is not None and a[inner].low == "on" and _spent(a[0], around):
        return a[inner + 1 :], b  # "spend my budget on | Chessable courses or a monthly coach": what it is spent on
    if inner is None or _shape(a[0]) == "name" or _determiner(a, around) or _determiner(b, around):
        return a, b
    if all(_shape(t) == "name" for t in a[inner + 1 :] + b):
        return a[inner + 1 :], b
    return a, b


def _spent(first: Token, around: Around) -> bool:
    """Is the word before A's first (past its determiner) a verb of spending ("spend | my budget on …"): its object
    is what is spent, never an option?"""
    tok = around.prev(first)
    if tok is not None and tok.low in DETERMINERS:
        tok = around.prev(tok)
    return tok is not None and tok.low in _SPENDING


_SPENDING = frozenset({"spend", "spending", "spent", "blow", "blowing", "splurge", "waste", "wasting"})


def _inner(a: list[Token], b: list[Token], around: Around) -> int | None:
    """Where A's own preposition stands, A a noun after a verb, B a noun phrase with none; else ``None``."""
    if around.copula or any(t.low in PREPOSITIONS for t in b) or _verbal(a, around) or _verbal(b, around):
        return None
    inner = next((k for k in range(1, len(a) - 1) if a[k].low in PREPOSITIONS and a[k].low != "as"), None)
    return inner if inner is not None and _after_verb(a[0], around) else None


def _verbal(toks: list[Token], around: Around) -> bool:
    """Does the option open with a verb or a gerund (no determiner before it: not "a moving company")?"""
    tok = toks[0]
    verbal = ing_word(tok.low) or (not tok.capitalized and is_verb(tok, initial=True))
    return verbal and _determiner(toks, around) is None


def _determiner(toks: list[Token], around: Around) -> str | None:
    """The determiner opening the option (past a focus adverb: "just | the ceremony"), or the one just before it."""
    if len(toks) > 1 and toks[0].low in _FOCUS:
        toks = toks[1:]
    if toks[0].low in DETERMINERS:
        return toks[0].low
    prev = around.prev(toks[0])
    return prev.low if prev is not None and prev.low in DETERMINERS else None


def _shape(tok: Token) -> str:
    return "name" if tok.capitalized or tok.text[:1].isdigit() else "word"


def _after_verb(first: Token, around: Around) -> bool:
    """Is a verb (not after an auxiliary's subject only) among the few words before ``first`` in its clause (not
    before a label's colon: "Quick question: | a $600 flight with one stop or …")?"""
    tok = around.prev(first)
    for _ in range(_REACH):
        if tok is None or tok.low in AUX or tok.low in COPULAS or around.next(tok) is None or after_label(tok):
            return False
        prev = around.prev(tok)
        if is_verb(tok, initial=True) or verb_slot(tok, prev, around.prev(prev) if prev else None):
            return True  # "Should we | source the role through a recruiter …": an unlisted verb
        tok = prev
    return False


def means_pair(core: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """The two ways to pay when a verb phrase A ends on one ("pay the plumber with | cash", "pay it out of |
    savings") and B is another, bare ("check", "credit"): B is no verb of its own but the means against A's, so
    the pair is the two means; ``None`` otherwise."""
    if own := articled_means(core, right, _MEANS, _MEANS_PREPS):  # "a tip | in cash or a gift"
        return own
    if len(core) < 3 or len(right) != 1 or right[0].low.rstrip("?!.") not in _MEANS or core[-1].low not in _MEANS:
        return None
    prep = core[-2].low
    out_of = prep == "of" and core[-3].low == "out"
    return (core[-1:], right) if prep in _MEANS_PREPS | {"from", "by"} or out_of else None

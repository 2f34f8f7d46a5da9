"""The words around a candidate option: the prompt's neighbours of a word (``Around``), a finite verb and where
a predicate starts, an object after a verb, adverbs closing a phrase. The parallel core of a pair is cut in
:mod:`._core`, which builds on this module."""

from __future__ import annotations

from collections.abc import Collection

from warrantguard.guard.question.words._participle_forms import participle_word
from warrantguard.guard.question.words._possessor import owned_own
from warrantguard.guard.question.words._text import Token
from warrantguard.guard.question.words._verbs import suffixed_verb
from warrantguard.guard.question.words._wordlists import (
    ABBREVIATIONS,
    ADVERBS,
    AMBIGUOUS,
    AUX,
    COMPARATIVES,
    COPULAS,
    DEGREE,
    DETERMINERS,
    MODIFIERS,
    PARTICLES,
    PLAIN_ADJECTIVES,
    POSSESSIVES,
    PREDICATE_HEADS,
    PRONOUNS,
    S_VERBS,
    SENTENCE_ADVERBS,
    TIME_UNITS,
    TIME_WORDS,
    TWO_WORD_PREPOSITIONS,
    VERBS,
)

__all__ = ["AFTER_VERB", "FINITE", "FUNCTION_WORDS", "NOT_LIST_ITEMS",
           "PREPOSITIONS", "Around", "after_label", "complex_preposition", "finite_verb",
           "its_for_it_is", "predicate_start", "takes_object_at", "without_adverbs"]

# "above", "below", "beneath" (of SPATIAL_PREPOSITIONS too) open a place phrase as "by" does ("mount the TV | above the
# fireplace or on the opposite wall"); "or above" closing a number is an open bound, told before.
PREPOSITIONS = PARTICLES | frozenset({"by", "near", "via", "around", "across", "inside", "outside", "over",
                                      "under", "during", "before", "after", "without", "within", "per", "as",
                                      "above", "below", "beneath"})
FINITE = COPULAS | AUX
# Words no bare list item is ("tacos pizza or burgers", not "the | pizza", "to | the zoo", "today | or …"):
# function words, and with them modifiers, plain adjectives and listed verbs.
FUNCTION_WORDS = DETERMINERS | POSSESSIVES | PREPOSITIONS | PRONOUNS | AUX | TIME_UNITS | TIME_WORDS
NOT_LIST_ITEMS = FUNCTION_WORDS | MODIFIERS | PLAIN_ADJECTIVES | VERBS
# Prepositions of two words whose first is no preposition on its own ("next to the inverter", "close to work").
AFTER_VERB = ADVERBS | COMPARATIVES | DEGREE | DETERMINERS | PRONOUNS | PARTICLES | frozenset(
    {"up", "out", "off", "down", "well", "longer", "faster", "sooner", "much", "far"})


class Around:
    """The words of the prompt, to look at a word's neighbours."""

    def __init__(self, words: list[Token]) -> None:
        self._index = {t.start: i for i, t in enumerate(words)}
        self._words = words
        self.copula = False  # the options follow a leading copula: no verb follows them
        # "should i store passwords in bitwarden or keepass": written without capitals, so none tells a name
        self.uncased = not any(ch.isupper() for t in words for ch in t.text)

    def prev(self, tok: Token) -> Token | None:
        """The word before ``tok`` in the prompt."""
        i = self._index.get(tok.start)
        return self._words[i - 1] if i else None

    def before(self, tok: Token) -> list[Token]:
        """The words of the prompt before ``tok`` ("Only one includes support. | Should we …")."""
        return self._words[: self._index.get(tok.start, 0)]

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

    def after(self, tok: Token, limit: int, ends: tuple[str, ...] = (),
              stops: Collection[str] = ()) -> list[Token]:
        """Up to ``limit`` words after ``tok`` in its sentence: the run closes after a word ending with one of
        ``ends`` (a clause's comma, a full stop) and before a word whose lower case is in ``stops`` ("and", a
        dash)."""
        run: list[Token] = []
        nxt = self.next(tok)
        while nxt is not None and len(run) < limit and nxt.low not in stops:
            run.append(nxt)
            if ends and nxt.text.endswith(ends):
                break
            nxt = self.next(nxt)
        return run

    def opens(self, tok: Token) -> bool:
        """Does ``tok`` open its sentence or its clause: first in the prompt, after a sentence's end ("We met
        yesterday. | Marathon vs …"), or after a label or a greeting set off by punctuation ("Re: | Will a …",
        "Hi team, | will a …", "[poll] | …", "Hey all - | …") or a tag ("#nutrition | oat milk …")?"""
        prev = self.prev(tok)
        return prev is None or self.next(prev) is None or after_label(prev)


def after_label(prev: Token) -> bool:
    """Does the word after ``prev`` open a clause, ``prev`` closing a label, a greeting or a clause ("Re: |", "Hi
    team, |", "[poll] |", "<work> |", "Hey all - |") or being a tag or a mention ("#nutrition |", "@oncall |")?"""
    return prev.text[-1] in ":,;)]}>" or prev.text in ("-", "--", "–", "—") or prev.text[:1] in "#@"


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
    if word.endswith(("ses", "xes", "zes", "ches", "shes", "oes")):  # "watches", "goes"; not "wines" from "win"
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
        if prev in DETERMINERS or prev in DEGREE or owned_own(right, k):  # "Google's own tool | sync": no verb
            continue
        if _get_passive(right, k):
            return k  # "… or lighter judoka | get hurt more often"
        if finite_verb(right, k) or _bare_before_adverb(right, k):
            # "… Memcached | cope better with …" (a modal's verb the lists lack); "… new hires | make …"
            return k + _plural_before_verb(right, k) - _particled(right, k)
        w, nxt = right[k].low, (right[k + 1] if k + 1 < len(right) else None)
        if suffixed_verb(w) and not right[k].capitalized and prev not in PREPOSITIONS and nxt is not None:
            return k  # "… or pomelos | symbolize good luck more …": a verb by its ending, though no list holds it
        if w not in VERBS | S_VERBS or right[k].capitalized or nxt is None or prev in PREPOSITIONS \
                or _singular_head(right, k):
            continue
        # "… Pulsar | scale better", "… a sales levy | raise more revenue"
        plain = w not in AMBIGUOUS or nxt.low in ADVERBS | COMPARATIVES or (nxt.low in DEGREE and k + 2 < len(right))
        objectlike = prev.endswith("s") or nxt.low in AFTER_VERB or _object_word(nxt)
        if plain and not finite_verb(right, k + 1) and objectlike and not _noun_before_copula(right, k):
            return k  # "… bike lanes on side streets | prevent more accidents" (not "finance | would")
        if takes_object_at(right, k):
            return k  # "… or a laptop | suit my grandmother better"
    return _singular_verb(right)


_BE = frozenset({"is", "are", "was", "were"})


def _noun_before_copula(right: list[Token], k: int) -> bool:
    """Does one bare lower-case word stand between the word at ``k`` and a copula ("transit pass
    reimbursement | is available")? A verb's object is no subject of a second verb: the word at ``k`` is a noun of the
    subject, not its verb (not "… side streets | prevent more accidents")."""
    if k + 2 >= len(right) or right[k + 2].low not in _BE:
        return False
    nxt = right[k + 1]
    return nxt.text.isalpha() and not nxt.capitalized and nxt.low not in DETERMINERS | PRONOUNS


def _singular_head(right: list[Token], k: int) -> bool:
    """Is the bare word at ``k`` the head noun of a singular subject, a preposition after it and a finite verb
    later ("just a math | major with a music minor | would look better"): a singular subject takes no bare verb
    (not "a cat or a dog | make", whose "does" came before)."""
    start = 1 if right[0].low in ADVERBS else 0
    if right[start].low not in _SINGULAR or right[k].low.endswith("s") or k - start > 3:
        return False
    if right[k + 1].low not in PREPOSITIONS:
        return False
    return any(t.low in FINITE for t in right[k + 2 : k + 8])


def _plural_before_verb(right: list[Token], k: int) -> int:
    """1 when the ``-s`` word at ``k`` stands right before a copula, an auxiliary or "make" ("… mentoring the two new
    hires | is the stronger story", "… new hires | make a stronger case"): no verb's ``-s`` form stands there, it is
    a plural noun and the predicate starts after it (not "helps | make", "lets | go")."""
    w = right[k].low
    if w in FINITE or not w.endswith("s") or k + 1 >= len(right) or right[k + 1].low not in FINITE:
        return 0
    return int(right[k + 1].low not in ("make", "do") or w not in _BARE_INFINITIVE_TAKERS)


_BARE_INFINITIVE_TAKERS = frozenset({"helps", "lets", "makes", "sees", "watches", "hears"})
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


def _particled(right: list[Token], k: int) -> int:
    """1 when the word taken for the verb at ``k`` is a particle after a listed verb ("… tickets work | out cheaper",
    "… ones hold | up better"): the verb before it starts the predicate; else 0."""
    before = right[k - 1]
    phrasal = right[k].low in _PARTICLES and k >= 2 and right[k - 2].low not in DETERMINERS
    return int(phrasal and before.low in VERBS and not before.capitalized)


_PARTICLES = frozenset({"out", "up", "off", "down", "back"})  # "… insulation pay | back quicker"


def _get_passive(right: list[Token], k: int) -> bool:
    """Is ``right[k]`` a lower-case "get" before a past participle ("… or lighter judoka | get hurt more often"): a
    passive with "get", which starts the predicate (added for the hundred-and-forty-sixth held-out part: B read as
    "lighter judoka get", the participle taken for the verb)?"""
    nxt = right[k + 1].low if k + 1 < len(right) else ""
    return right[k].low in _GETS and not right[k].capitalized and participle_word(nxt)


_GETS = frozenset({"get", "gets", "got"})
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
    if its_for_it_is(nxt, then):
        return False  # "just walk | its about 25 minutes": "it's" spelt "its", no object
    w = then.low if then is not None else ""
    return not (nxt.low in DETERMINERS and (w in COMPARATIVES or w in DEGREE or w in _HEADS))


def its_for_it_is(tok: Token, nxt: Token | None) -> bool:
    """Is "its" written for "it's": before no noun but an adverb, an article, a number or an -ing word ("walk | its
    about 25 minutes", "its raining"), where the possessive could not stand?"""
    if tok.low != "its" or nxt is None:
        return False
    w = nxt.low
    return w in _NOT_AFTER_ITS or w[:1].isdigit() or (w.endswith("ing") and len(w) > 5 and w.isalpha())


_NOT_AFTER_ITS = frozenset({"about", "only", "just", "around", "like", "not", "too", "so", "very", "a", "an", "the",
                            "gonna", "pretty", "quite", "really", "always", "already", "still", "been", "almost"})
_SENTENCE_ADVERBS = ADVERBS | SENTENCE_ADVERBS


def without_adverbs(toks: list[Token]) -> list[Token]:
    """``toks`` without adverbs at their end ("Prolia generally" → "Prolia")."""
    while len(toks) > 1 and toks[-1].low in _SENTENCE_ADVERBS:
        toks = toks[:-1]
    return toks


def complex_preposition(toks: list[Token]) -> bool:
    """Do ``toks`` open with a preposition of two words and its object ("next to | the inverter", "close to | work")?
    The phrase is a prepositional one, as "beside the inverter" is."""
    return len(toks) > 2 and (toks[0].low, toks[1].low) in TWO_WORD_PREPOSITIONS


_TITLE_STOPS = (",", ";", ":", "?", "!", ".")


def title_run(last: Token, around: Around, joiners: frozenset[str]) -> list[Token]:
    """The small joining words (``joiners``) and capitalised words after ``last``, to the last capitalised one ("Back
    | to the Future", "Sunrise | on the Reaping"); [] when no capitalised word follows the joining words (at most two
    of them in a row). The run stops after a word closing on punctuation."""
    run: list[Token] = []
    joined = 0
    nxt = around.next(last)
    while nxt is not None and joined <= 2:
        if nxt.capitalized and nxt.text[:1].isalpha():
            run, joined = [*run, nxt], 0
            if nxt.text.endswith(_TITLE_STOPS):
                break
        elif nxt.text in joiners:
            run, joined = [*run, nxt], joined + 1
        else:
            break
        nxt = around.next(nxt)
    while run and not run[-1].capitalized:
        run.pop()
    return run

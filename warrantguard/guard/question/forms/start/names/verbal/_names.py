"""Option A's first words when they could be a verb before A or the start of A's name (see ``_options``).

:func:`~._objects.left_noun_option` drops a verb opening option A's clause ("Learn | Python or
Rust?", "Deploy | staging or prod"). Some names open with a word spelt like a verb: "React Native",
"pour over", "slow cooker", "pull up bar". :func:`named` looks at what was dropped and keeps the
name whole, or refuses when a rule cannot tell, so that a name is never returned cut ("Native"):

- a capitalised verb after a comma or a lower-case word starts A's name ("Which is better, React Native
  or …"), unless a choice is often asked with it ("For a beginner, Learn Python or …": refused); first
  in the sentence, before a capitalised word, it is a verb and its object only when the verb is one a
  choice is asked with ("Learn Python or …"), else refused;
- a verb with only a particle left after it ("pour | over or …"), or after a preposition ("thinking
  about | slow cooker or …"), is the start of the option;
- with no lead-in expecting a verb, a lower-case name may hide behind the verb, so these are refused:
  a verb and a particle before a bare noun ("pull up | bar or rowing machine"), a word that is an
  adjective too before a bare noun ("slow | cooker or …"), a verb before a lone adjective ("react | native"),
  a verb a choice is seldom asked with before lower-case words only ("Set | top box or …").

:func:`noun_or_verb` refuses a verb-phrase pair whose B may be a noun phrase written like a verb and its object
("get running shoes or | cross trainers", "go with French press or | pour over"): after a choice verb, an
object of two bare words or more parallels such a B as well as a verb phrase would.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.names.verbal._adverb_against_prep import adverb_against_prep
from warrantguard.guard.question.forms.start.names.verbal._articled_name_b import articled_name_b
from warrantguard.guard.question.forms.start.names.verbal._articled_object import articled_object
from warrantguard.guard.question.forms.start.names.verbal._clausal_b import clausal_b
from warrantguard.guard.question.forms.start.names.verbal._derived_verb_b import derived_verb_b
from warrantguard.guard.question.forms.start.names.verbal._given_to import given_to_b
from warrantguard.guard.question.forms.start.names.verbal._noun_shaped_a import noun_shaped_a
from warrantguard.guard.question.forms.start.names.verbal._particled_object_b import particled_object_b
from warrantguard.guard.question.forms.start.names.verbal._repeated_preposition import repeated_preposition_b
from warrantguard.guard.question.forms.start.names.verbal._stayed_b import stayed_b
from warrantguard.guard.question.words import (
    ADJECTIVE_VERBS,
    ADVERBS,
    COMPARATIVES,
    CUT_WORDS,
    DEGREE,
    DETERMINERS,
    FREQUENCIES,
    INDEFINITE,
    INTRANSITIVE,
    LEAD_VERBS,
    PARTICLES,
    PHRASAL,
    PLAIN_ADJECTIVES,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    TIME_NOUNS,
    TIME_UNITS,
    WEEKDAYS,
    Around,
    Refusal,
    Token,
    ing_word,
    is_verb,
    modifier,
)

__all__ = ["named", "no_object", "noun_or_verb"]

_COUNTS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "both", "few",
                     "several", "many", "couple"})
# Words that mark an object or a verb's modifier as such: "hire | two contractors", "train | someone".
_MARKED = DETERMINERS | PRONOUNS | POSSESSIVES | DEGREE | ADVERBS | INDEFINITE | _COUNTS | frozenset(
    {"him", "them", "me", "us"})
_NOT_NOUN = _MARKED | PREPOSITIONS | PHRASAL | COMPARATIVES | frozenset(
    {"now", "later", "soon", "today", "tonight", "first"})
_NO_VERB_AFTER = PARTICLES - {"to"}  # a preposition's object is no base verb ("about | slow cooker")
_AFTER_VERB = PREPOSITIONS | CUT_WORDS  # "wait | until Monday": a verb and its phrase
# Lead verbs that are common nouns too and no verb of choosing: one may open a name ("Run Club", "Wear OS").
_NAME_VERBS = frozenset({"run", "go", "take", "read", "eat", "wear"})
_QUANTIFIERS = frozenset({"both", "all"})  # "Replace | both now": an object opening no name


def named(core: list[Token], a_toks: list[Token], around: Around, expects_verb: bool) -> list[Token]:
    """Option A ``a_toks`` read from ``core`` with a verb dropped before it; the words dropped put
    back when they start A's name; raises :class:`Refusal` when they may."""
    cut = next((k for k, t in enumerate(core) if t.start == a_toks[0].start), 0)
    if not cut or not is_verb(core[0], initial=True):
        return a_toks
    dropped, first = core[:cut], a_toks[0]
    before = around.prev(core[0])
    if len(dropped) > 2 and dropped[1].low in POSSESSIVES:
        return a_toks  # "Pay my UK council tax | monthly or …": a possessive opens the verb's object, in no name
    if articled_object(dropped, _after_or(a_toks[-1], around, 1)):
        return a_toks  # "ship the | red or the green variant": the article opens the verb's object
    if len(a_toks) == 1 and first.low.rstrip("?!.,") in ("it", "them"):
        return dropped + a_toks  # "seal | it?? or regrade outside first": an object pronoun opens no name
    if all(t.low in PREPOSITIONS for t in a_toks) or (before is not None and before.low in _NO_VERB_AFTER):
        return dropped + a_toks  # "pour | over or French press", "thinking about | slow cooker or …"
    if all(t.capitalized for t in dropped) and _mid_sentence(dropped[0], around):
        if dropped[0].low in LEAD_VERBS:  # "For a beginner, Learn | Python or …": a verb or a name
            raise Refusal(f"unclear whether '{' '.join(t.text for t in dropped + a_toks)}' is a verb and its "
                          "object or one name")
        return dropped + a_toks  # "Which is better, React Native or …", "…, Slow Cooker Pro or …"
    if all(t.capitalized for t in dropped) and first.capitalized and first.low != "i":
        return _capital_name(dropped, a_toks, _tagged_names(a_toks, around))  # "Miss Dior (EDP) or Chance …"
    if expects_verb or first.capitalized or not first.low.isalpha() or first.low in DETERMINERS:
        return a_toks
    if _head_again(a_toks[-1], around) or _named_again(dropped + a_toks, around):
        return dropped + a_toks  # "stand mixer or a good hand | mixer": a compound like B's
    if first.low in _QUANTIFIERS and len(a_toks) > 1:
        return a_toks  # "Replace | both now or just the rear": a quantifier opens no name
    if len(a_toks) == 1 and first.low in FREQUENCIES and cut == 1:
        return a_toks  # "show | monthly or annual prices": how often, no name's word after a verb
    if _ones_against(a_toks[-1], around):
        return a_toks  # "rotate | all tokens now or only the ones in …": "the ones" stands for A's things
    if _prepositional_b(a_toks, around) or adverb_against_prep(a_toks, around):  # "… railcard online or | at …"
        return a_toks  # "sleep training | with a consultant or on our own": the phrases are the options
    if cut == 1 and repeated_preposition_b(a_toks, around):
        return a_toks  # "stay | at my parents' place or at a hotel nearby": the phrases are the options
    if cut == 1 and core[0].low not in LEAD_VERBS and (_noun_b(b_start := _after_or(a_toks[-1], around, 2))
                                                        or articled_name_b(a_toks, b_start)):  # "… or | the S-Bahn"
        return dropped + a_toks  # "slow roasted pork or | grilled steak": B a noun phrase, so A is one too
    if cut == 1 and not first.capitalized and _phrase_inside(a_toks, _after_or(a_toks[-1], around, 2)):
        return a_toks  # "wash | curly hair with cold water or warm water": a name runs into no phrase of its own
    if _two_days(a_toks, _after_or(a_toks[-1], around, 2)):
        return a_toks  # "go | sat or sun?": two days, no name's words
    if noun_shaped_a(dropped, a_toks, _after_or(a_toks[-1], around, 3)):
        return dropped + a_toks  # '"Clean" | beauty sunscreen or …', "back | of the room, or side of the stage"
    phrase = " ".join(t.text for t in dropped + a_toks)
    if dropped[-1].low in PHRASAL or (cut == 1 and core[0].low in ADJECTIVE_VERBS) or (
            len(a_toks) == 1 and modifier(first)) or (
            cut == 1 and core[0].low not in LEAD_VERBS - _NAME_VERBS and not any(t.capitalized for t in a_toks)
            and not _lettered(a_toks, _after_or(a_toks[-1], around, len(a_toks)))):  # "approve | vendor a or …"
        raise Refusal(f"unclear whether '{phrase}' is a verb and its object or one name")
    return a_toks


def _named_again(a: list[Token], around: Around) -> bool:
    """Does B repeat A's first two words after an article ("read replica in the same region or a | read replica in
    …")? The article makes them a noun's, so the first word is no verb."""
    after = _after_or(a[-1], around, 3)
    return len(a) > 1 and len(after) == 3 and after[0].low in ("a", "an", "the") \
        and [t.low for t in after[1:]] == [t.low for t in a[:2]]


def _noun_b(after: list[Token]) -> bool:
    """Does B open with a lower-case participle or adjective no verb starts with, before its noun ("grilled steak",
    "electric pressure cooker", "slow boat or | fast cat"): a noun phrase (not "… or | dry up", "… or | vertical")?"""
    if len(after) < 2 or after[0].capitalized or not after[0].low.isalpha() or is_verb(after[0]):
        return False
    if not after[1].low.isalpha() or after[1].low in PREPOSITIONS | PHRASAL:
        return False
    w = after[0].low
    return (w.endswith("ed") and len(w) > 5) or modifier(after[0]) or w in PLAIN_ADJECTIVES  # "| fast cat"


def _mid_sentence(tok: Token, around: Around) -> bool:
    """Does ``tok`` follow a comma or a lower-case word? Then its capital tells a name, not a sentence start."""
    prev = around.prev(tok)
    return prev is not None and (prev.text.endswith(",") or (prev.text[-1:].isalpha() and not prev.capitalized))


def _capital_name(dropped: list[Token], a_toks: list[Token], tagged: bool = False) -> list[Token]:
    """"React | Native" first in its sentence: a verb and its object only when the verb is one a
    choice is asked with ("Learn | Python") and no common noun ("Run Club"); one name when A and B close on
    bracketed tags alike (``tagged``: "Miss Dior (EDP) or Chance Eau Tendre (EDT)"); else refused."""
    if len(dropped) == 1 and dropped[0].low in LEAD_VERBS - _NAME_VERBS:
        return a_toks  # not "Run | Club or Strava": a noun too, it may open the name
    if tagged:
        return dropped + a_toks
    raise Refusal(f"unclear whether '{' '.join(t.text for t in dropped + a_toks)}' is a verb and its object "
                  "or one name")


_AHEAD = frozenset({"ahead", "forward", "back"})  # "go ahead with …", "move forward with …", "go back to …"


def noun_or_verb(core: list[Token], right: list[Token]) -> str | None:
    """Why a verb-phrase pair may be a noun-phrase pair after a choice verb: A's object is two bare
    words or more ("get | running shoes") and B a lower-case word before no marked object ("cross
    trainers", "pour over"), so B may be a noun phrase like A's object; else ``None``."""
    start = 2 if len(core) > 2 and core[1].low in PARTICLES else 1  # "go with | …"
    obj = core[start:]
    inner = all(_bare_noun(t) or t.low in PREPOSITIONS for t in obj[1:-1])  # "print on demand"
    if core[0].low not in LEAD_VERBS or len(obj) < 2 or not (_bare_noun(obj[0]) and _bare_noun(obj[-1]) and inner):
        return None
    if obj[0].low in _AHEAD:
        return None  # "go | ahead with surgery": the verb's particle, no object
    if len(right) < 2 or right[0].capitalized or right[0].low in _MARKED or _marked(right[1]) or _lettered(obj, right) \
            or (right[1].low in _AFTER_VERB and len(right) > 2 and _marked(right[2]) and not _timed(right, 2)) \
            or (right[0].low in INTRANSITIVE | {"stay"} and right[1].low in PREPOSITIONS) or stayed_b(right) \
            or given_to_b(right) or derived_verb_b(right) or particled_object_b(right) or clausal_b(right):  # "pay
        # overtime | to the existing crew": a recipient after a verb of giving; "… or | practise with oat milk": a
        # verb made by its suffix, no noun; "… or | sell back my 60 days": a particle before a marked object;
        # "… or build wooden benches | myself": a reflexive object
        return None  # "keep | GitFlow", "wait | until Monday": a verb and its object; "wait | for steel": no noun
    return (f"unclear whether '{' '.join(t.text for t in right)}' is a verb phrase or a noun phrase like "
            f"'{' '.join(t.text for t in obj)}'")


def _lettered(obj: list[Token], right: list[Token]) -> bool:
    """Does B repeat A's object with another one-letter label ("approve | vendor a or vendor b"): a label typed in
    lower case, so B is a noun phrase too?"""
    n = len(obj)
    same = len(right) >= n and [t.low for t in right[: n - 1]] == [t.low for t in obj[:-1]]
    return same and len(obj[-1].low) == 1 and len(right[n - 1].low) == 1 and obj[-1].low != right[n - 1].low


def _tagged_names(a_toks: list[Token], around: Around) -> bool:
    """Do A and B each close on a bracketed tag, B's words before it all capitalised ("Miss Dior (EDP) or | Chance
    Eau Tendre (EDT)")? Two names written alike, tagged alike: A's first word opens its name, no verb."""
    last = a_toks[-1].text
    after = _after_or(a_toks[-1], around, 5)
    tag = next((k for k, t in enumerate(after) if t.text.startswith("(")), None)
    if not (last.startswith("(") and last.rstrip(",.?!").endswith(")")) or not tag:
        return False
    return after[tag].text.rstrip(",.?!").endswith(")") and all(t.capitalized for t in after[:tag])


def _two_days(a: list[Token], after: list[Token]) -> bool:
    """Are A and the one word after the "or" each a day, written whole or short ("sat" / "sun", "fri" / "saturday")?"""
    return len(a) == 1 and len(after) == 1 and all(t.low.rstrip("?!.,") in _DAYS for t in (a[0], after[0]))


_DAYS = WEEKDAYS | frozenset({"mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"})


def _after_or(last: Token, around: Around, n: int) -> list[Token]:
    """Up to ``n`` words after the "or" / "vs" that follows ``last`` ("vendor a | or | vendor b"); none without it."""
    tok, words = around.next(last), list[Token]()
    if tok is None or tok.low not in ("or", "vs", "vs.", "versus"):
        return []
    while len(words) < n and (nxt := around.next(tok)) is not None:
        words.append(nxt)
        tok = nxt
    return words


def _prepositional_b(a_toks: list[Token], around: Around) -> bool:
    """Does B open with a preposition after the "or", A holding one after its first word ("sleep training with a
    consultant or | on our own")? Then the two prepositional phrases stand against each other, whatever A's first
    words are: a verb and its object or a name, they are both options'."""
    after = _after_or(a_toks[-1], around, 1)
    return bool(after) and after[0].low in PREPOSITIONS and any(t.low in PREPOSITIONS for t in a_toks[1:])


def _ones_against(last: Token, around: Around) -> bool:
    """Does B open, after the "or" that follows ``last`` (a focus adverb before it or not), with "the ones" /
    "those ones" ("rotate all tokens now -or- | only the ones in the leaked repo")? Its "ones" stands for the things
    A names, so A is a verb's object, no name."""
    tok = around.next(last)
    if tok is None or tok.low.strip("-") not in ("or", "vs", "vs.", "versus"):
        return False
    words = [t.low for t in _following(tok, around, 3)]
    if words[:1] and words[0] in ("only", "just"):
        words = words[1:]
    return len(words) > 1 and words[0] in ("the", "those") and words[1] in ("ones", "one")


def _following(tok: Token, around: Around, n: int) -> list[Token]:
    """Up to ``n`` words after ``tok`` in its sentence ("-or- | only the ones")."""
    words: list[Token] = []
    while len(words) < n and (nxt := around.next(tok)) is not None:
        words.append(nxt)
        tok = nxt
    return words


def _head_again(head: Token, around: Around) -> bool:
    """Does an articled B after the "or" end on A's head word ("stand mixer or a good hand mixer"), or a
    bare B of two words repeat A's -ing head ("fly fishing vs spin fishing") or, its first word no verb, A's head
    ("slow flow or medium flow")?"""
    words: list[Token] = []
    tok = around.next(head)
    while tok is not None and len(words) < 6 and not tok.text.endswith((",", ":", ";")):
        words.append(tok)
        tok = around.next(tok)
    words += [tok] if tok is not None else []
    if len(words) < 3 or words[0].low not in ("or", "vs", "vs.", "versus"):
        return False
    if ing_word(head.low) and words[2].low.strip("?.!,") == head.low:
        return True  # "Fly fishing vs spin | fishing", "hand sanding or power | sanding": one -ing head, two kinds
    if any(w.low.strip("?.!,") == head.low for w in words[2:4]) and not is_verb(words[1], initial=True) \
            and words[1].low not in ADJECTIVE_VERBS:
        return True  # "slow flow or medium | flow", "Reach truck or VNA turret | truck": a bare B, no verb's, of
    # A's head with its own modifiers
    return words[1].low in DETERMINERS and any(t.low.strip("?.!,") == head.low for t in words[2:])


def _timed(toks: list[Token], k: int) -> bool:
    """Does a time phrase start at ``toks[k]`` ("this year", "next week")? After a particle it is no object."""
    return k + 1 < len(toks) and toks[k].low in ("this", "next", "last") and toks[k + 1].low in TIME_UNITS


def _marked(tok: Token) -> bool:
    """A word opening a noun phrase told as one: a determiner, a name, a number."""
    return tok.low in _MARKED or tok.capitalized or not tok.low.isalpha()


def _bare_noun(tok: Token) -> bool:
    """A word that may be part of a bare noun phrase: letters, no function word, no -ly adverb."""
    w = tok.low
    return w.replace("-", "").isalpha() and w not in _NOT_NOUN and not w.endswith("ly")


def no_object(toks: list[Token], k: int) -> bool:
    """Does the preposition ``toks[k]`` close ``toks``, or stand right before another preposition ("pour
    over | for …") or a time adverbial ("pour over | this year")? Then it has no object: it is a
    particle of the word before it."""
    if k + 2 < len(toks) and toks[k + 1].low in ("this", "next", "last") and toks[k + 2].low in TIME_NOUNS:
        return True
    return k == len(toks) - 1 or toks[k + 1].low in CUT_WORDS


def _phrase_inside(a_toks: list[Token], b_start: list[Token]) -> bool:
    """Does A hold, after two lower-case words of its own, a preposition and its object whose noun B's second word
    repeats ("curly hair | with cold water or warm water")? A lower-case name does not run on into a phrase of its
    own, so the word before A is a verb (not "take flat share with colleagues or live alone": B repeats no head)."""
    k = next((k for k, t in enumerate(a_toks) if k >= 2 and t.low in PREPOSITIONS), None)
    if len(b_start) < 2 or b_start[1].low.rstrip("?!.,") != a_toks[-1].low:
        return False
    return k is not None and k + 1 < len(a_toks) and all(t.text.islower() and t.text.isalpha() for t in a_toks[:k])

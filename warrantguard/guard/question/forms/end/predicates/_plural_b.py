"""Option B's end after "Do A or B …": its plural head ("Do condos or single-family | homes appreciate faster?", "Do
prologues or cold | opens hook readers faster?"): after "do" the verb is a bare form, so an ``-s`` word before a bare
verb is B's noun, not the verb, when A is a plural noun too."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AMBIGUOUS,
    AUX,
    COMPARATIVES,
    COPULAS,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    VERBS,
    Around,
    Token,
    plural_noun,
)

__all__ = ["mirrored_verb", "plural_b", "plural_subject_verb"]

_MORE = COMPARATIVES | frozenset({"more", "less"})
_NOT_VERB = DETERMINERS | PREPOSITIONS | PRONOUNS | AUX | COPULAS | frozenset({"and", "or", "than", "more", "less"})


def plural_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """``b`` with the plural noun after it when "Do" leads the pair, A ends with a plural noun and a bare verb
    follows that noun; B's plural noun alone when a word the lists lack and a listed verb follow it (a verb of two
    words: "Do girls or boys | potty train faster?"); else ``b``."""
    lead, noun = around.prev(a[0]) if a else None, around.next(b[-1]) if b else None
    verb = around.next(noun) if noun is not None else None
    if lead is None or lead.low not in ("do", "did") or not plural_noun(a[-1].low):
        return b
    if _compound_verb(a, b, around):
        return b[:1]
    if noun is None or verb is None:
        return b
    bare = verb.low.isalpha() and not verb.capitalized and not verb.low.endswith("s") and verb.low not in _NOT_VERB
    return [*b, noun] if plural_noun(noun.low) and bare else b


def _compound_verb(a: list[Token], b: list[Token], around: Around) -> bool:
    """Is B a plural noun like A ("girls" / "boys") and a lower-case word the lists lack, no plural, before a listed
    bare verb ("boys | potty train faster", "dogs | house train more …"): the word and the verb one verb of two words,
    as a plural noun premodifies no noun?"""
    verb = around.next(b[-1]) if len(b) == 2 else None
    if len(a) != 1 or verb is None or not plural_noun(b[0].low) or verb.low not in VERBS:
        return False
    after = around.next(verb)
    if verb.low in AMBIGUOUS and (after is None or after.low.strip(",.?!") not in COMPARATIVES):
        return False  # "… or dogs house | train …": "train" a verb before "faster", "more"
    w = b[1].low
    return w.isalpha() and not b[1].capitalized and w not in VERBS | _NOT_VERB and not w.endswith("s")


def mirrored_verb(a: list[Token], right: list[Token]) -> int | None:
    """Where the verb after a subject pair starts when B mirrors A word for word in length and shares its first or
    last word ("Would | acrylic gouache or regular gouache | dry faster …", "Will | solar panels or wind panels | pay
    off …"), and a bare verb stands there (not a word the lists lack before a listed verb: "cooked ground | beef
    keep …"); else ``None``."""
    n = len(a)
    modifier = a[0].low == right[0].low and a[0].low not in DETERMINERS | POSSESSIVES  # not "my brother or | my …"
    if n < 2 or n >= len(right) or not (modifier or a[-1].low == right[n - 1].low):
        return None
    verb = right[n]
    if verb.low not in VERBS and n + 1 < len(right) and right[n + 1].low in VERBS - AMBIGUOUS:
        return None  # "cooked chicken or cooked ground | beef keep longer": B is a word longer, the listed verb next
    bare = verb.low.isalpha() and not verb.capitalized and not verb.low.endswith("s") and verb.low not in _NOT_VERB
    return n if bare and not any(t.low in _NOT_VERB - DETERMINERS for t in right[:n]) else None


def plural_subject_verb(a: list[Token], right: list[Token]) -> int | None:
    """Where the verb stands in B's side when A and B's head are plural nouns and a bare word the lists lack follows
    the head before a comparative or, the head bare, the end ("Do cats or dogs | shed more?", "… or Golden
    Retrievers | shed less?"): a plural subject's bare verb; also after a singular A when the lists know the word for a
    verb ("would secondary glazing or thermal curtains | help more?": B's plural agrees with it); ``None`` otherwise."""
    if not a:
        return None
    plural_a = plural_noun(a[-1].low.rstrip("?!.,"))
    for i in range(min(len(right) - 1, 4)):
        head, verb = right[i].low, right[i + 1].low
        if not plural_noun(head):
            continue
        after = right[i + 2].low.rstrip("?!.,") if i + 2 < len(right) else ""
        bare_head = not any(t.low in DETERMINERS for t in right[: i + 1])  # not "… or the parents | decide?"
        closes = after in _MORE or (not after and bare_head) or (
            plural_noun(after) and i + 3 < len(right) and right[i + 3].low.rstrip("?!.,") in _MORE)
        bare = verb.isalpha() and not right[i + 1].capitalized and not verb.endswith("s") and verb not in _NOT_VERB
        return i + 1 if bare and closes and (plural_a or verb in VERBS) else None
    return None

"""A B that may be a participle of manner rather than a verb of its own: "do i take the prednisone all at once or
split over the day" — "split over the day" reads as a second verb phrase ("or split (it) over the day") or as the
manner of A's verb ("take it split over the day", against "all at once"), and then A is only its adverbial. The
form does not tell where A starts: refused (:func:`participle_b`). A B whose verb has its object ("… or split the
dose") is a verb phrase.

A participle and its particle after B's noun ("a carer | popping in twice a day", "a neighbour | dropping round",
"syrup | going into winter"):
a phrase that is never split, B's noun without it is the option (:func:`particled_participle`)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token, ing_word, is_verb

__all__ = ["participle_b", "particled_participle"]

# Verbs whose past participle is spelt as their base form (and some -ed participles of dosing), and the prepositions
# of a manner after one.
_SAME_PARTICIPLE = frozenset({"split", "cut", "set", "put", "spread", "shut", "spaced", "divided", "mixed",
                              "crushed", "diluted", "dissolved", "broken"})
_MANNER_PREPS = frozenset({"over", "across", "between", "among", "into", "in", "with"})


def participle_b(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B may be a manner of A's verb, or ``None`` (this module's docstring); A's verb may stand just before A, cut
    as a lead ("Taking | parental leave all at once or split over the first year")."""
    nxt = b[1] if len(b) > 1 else around.next(b[0]) if b else None  # B cut to its participle ("… or split")
    if not b or nxt is None or len(a) < 3 or b[0].low not in _SAME_PARTICIPLE or nxt.low not in _MANNER_PREPS:
        return None
    if _installing(b, nxt, around):  # "drill a second well or | put in a storage pond": a verb of its own
        return None
    lead = around.prev(a[0])
    verb = a[0] if is_verb(a[0], initial=True) else lead
    if verb is None or not (verb is a[0] or ing_word(verb.low)):
        return None
    return (f"'{b[0].text} {nxt.text} …' may be a manner of A's verb ('{verb.text} … {b[0].text}') or a verb of "
            "its own, so where option A starts is unclear")


# Phrasal verbs of building or fitting something new, whose particle takes an indefinite object ("put in | a pond").
_INSTALLING = frozenset({("put", "in")})


def _installing(b: list[Token], nxt: Token, around: Around) -> bool:
    """Is B a phrasal verb of fitting something new before its indefinite object ("put in | a storage pond", "put in
    | an L-footer")? Never a participle of manner (not "split over | the day", nor "put in | the fridge")."""
    obj = b[2] if len(b) > 2 else around.next(nxt)
    return (b[0].low, nxt.low) in _INSTALLING and obj is not None and obj.low in ("a", "an")


_PARTICLES = frozenset({"in", "round", "around", "by", "over"})
# Words of how often or when a visit is, after the participle's particle ("popping in | twice a day").
_VISIT_TIMES = frozenset({"twice", "once", "daily", "weekly", "nightly", "every", "each", "at", "most", "regularly"})


def particled_participle(right: list[Token], k: int, head: int) -> bool:
    """Is word ``k`` of B's side the particle of a visit after a lower-case ``-ing`` participle that follows B's noun,
    before how often or when ("a carer popping | in twice a day", "a warden checking | in every morning"), or a
    preposition of motion after it ("syrup going | into winter", "mash heading | into spring")? A cut there splits
    the participle's phrase (not "after arriving | in Amsterdam", "vinyl siding | on the cabin")."""
    before, after = right[k - 1], right[k + 1].low if k + 1 < len(right) else ""
    participle = k - 2 >= head and before.low.endswith("ing") and before.low.isalpha() and not before.capitalized \
        and right[k - 2].low not in PREPOSITIONS
    return participle and ((right[k].low in _PARTICLES and after in _VISIT_TIMES) or right[k].low in _MOTIONS)


# Prepositions of motion that a participle after B's noun takes ("syrup going | into winter").
_MOTIONS = frozenset({"into", "towards", "toward"})

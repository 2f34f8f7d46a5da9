"""Whether the word before "enough" describes option B or ends it (see ``_trim.predicate_index``).

"Is a digital meter or test strips accurate enough?": "accurate" opens the predicate. "Is a
treadmill or an exercise bike enough …?", "Is walking the dog or just playing fetch enough
exercise?": "bike" and "fetch" end option B, and "enough" is the predicate. The word is read as
B's last when B holds nothing else but adverbs and determiners ("or just | cycling enough"), when it
follows a preposition ("2 inches of mulch") or B's -ing word as its object ("playing fetch") or when it is a plural noun
("practice tests"); as an adjective when it is a listed one or has an adjective's ending
("accurate", "powerful"); otherwise the form does not tell, and the prompt is refused.
"""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADJECTIVE_VERBS,
    ADVERBS,
    ARTICLES,
    COPULAS,
    DETERMINERS,
    PLAIN_ADJECTIVES,
    POSSESSIVES,
    PREDICATE_HEADS,
    PREPOSITIONS,
    Refusal,
    Token,
    ing_word,
)

__all__ = ["adjective_before_enough", "fillers", "own_ing"]

_ADJECTIVES = PREDICATE_HEADS | ADJECTIVE_VERBS | PLAIN_ADJECTIVES
_ADJECTIVE_ENDINGS = ("ate", "ful", "ous", "ive", "able", "ible", "al", "ic", "ent", "ant", "less", "ish")
_ADJECTIVE_ONLY_ENDINGS = ("ful", "ous", "able", "ible", "less", "ish")  # no noun's ("disposal", "drive", "plant")
_OBJECT_OF = PREPOSITIONS | {"of"}
_LEADING = ADVERBS | {"maybe", "perhaps", "simply"}  # "or just | cycling", "or maybe | going …"
_LINKING = COPULAS & frozenset({"is", "are", "was", "were", "seems", "seem", "be"})  # not "has" ("… has enough
# room"); "be" after a modal ("… or the Pro tier would | be enough") is no word of a noun B
_EMPTY = _LEADING | ARTICLES | DETERMINERS | POSSESSIVES


def adjective_before_enough(right: list[Token], k: int) -> bool:
    """Does ``right[k]``, just before "enough", open the predicate (an adjective: "… | accurate
    enough")? False when it ends option B; refuses when the form does not tell."""
    w = right[k].low
    if right[k].capitalized or not w.isalpha() or fillers(right[:k]):
        return False  # "… or just | cycling enough": B has no other word
    if w in _ADJECTIVES or w in _LINKING:
        return True  # "… or a paint-and-primer combo | is enough": the copula opens the predicate
    if w.endswith(_ADJECTIVE_ENDINGS) and not _plural(w) and (w.endswith(_ADJECTIVE_ONLY_ENDINGS)
                                                            or not _measured_compound(right[:k])):
        return True
    if right[k - 1].low in _OBJECT_OF or (ing_word(right[k - 1].low) and not ing_word(w)):
        return False  # "… or 2 inches of mulch enough", "… or playing fetch enough": an object
    if _plural(w) and not ing_word(w):
        return False  # "… or practice tests enough"
    if k >= 2 and right[k - 1].low in PLAIN_ADJECTIVES and right[k - 2].low in ARTICLES:
        return False  # "… or a big | sponge enough": a noun after an article and its adjective
    if _er_noun(right, k):
        return False  # "… or a 3-inch memory foam topper enough": a noun in "-er" after an article's words
    if _counted_head(right, k) and not w.endswith(_ADJECTIVE_ENDINGS):
        return False  # "… or 80% combined | rating enough": the head noun a count or a rate opens (not "… hard |
        # drive enough": an adjective's ending)
    raise Refusal(f"unclear whether '{right[k].text}' ends the second option or describes it before 'enough'")


def _counted_head(right: list[Token], k: int) -> bool:
    """Does B open on a number or a rate and a modifier before word ``k`` ("80% combined | rating", "a 2-car attached |
    garage"), so that the word is the head noun the count opens, not an adjective (added in session 43)?"""
    words = [t for t in right[:k] if t.low not in _EMPTY]
    return len(words) >= 2 and words[0].low[:1].isdigit() and all(t.text.isalpha() and t.text.islower()
                                                                  for t in words[1:])


def _measured_compound(toks: list[Token]) -> bool:
    """A measure and a singular noun before the word ("a 3/4 HP garbage | disposal"): the word may be
    the compound's head though it ends as an adjective does."""
    words = [t for t in toks if t.low not in _EMPTY]
    last = words[-1] if words else None
    return len(words) >= 2 and words[0].low[:1].isdigit() and last is not None and last.text.isalpha() \
        and last.text.islower() and not _plural(last.low)


def fillers(toks: list[Token]) -> bool:
    """Are ``toks`` only adverbs and determiners ("just", "maybe the"), no option's word of their own?"""
    return all(t.low in _EMPTY for t in toks)


def own_ing(right: list[Token]) -> bool:
    """Does option B open with a lower-case -ing word, after an adverb of its own ("going …", "just going …")?"""
    k = 1 if len(right) > 1 and right[0].low in _LEADING else 0
    return ing_word(right[k].low) and not right[k].capitalized


def _plural(w: str) -> bool:
    """Does ``w`` look like a plural noun ("tests", "potatoes"; not "glass", "nervous", "basis")?"""
    return w.endswith("s") and not w.endswith(("ss", "us", "is"))


_ER_ADJECTIVES = frozenset({"clever", "eager", "tender", "bitter", "proper", "sober", "slender", "other", "super"})


def _er_noun(right: list[Token], k: int) -> bool:
    """Is ``right[k]`` a noun in "-er" closing an articled B ("a 3-inch memory foam | topper | enough", added for the
    ninety-ninth held-out part)? A comparative takes no "enough", and few adjectives end so ("clever", "eager")."""
    w = right[k].low
    return right[0].low in ARTICLES and k > 1 and w.endswith("er") and len(w) > 4 and w not in _ER_ADJECTIVES

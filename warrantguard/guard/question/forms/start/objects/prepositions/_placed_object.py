"""Where a verb of placing or sending leaves its own object before a preposition, and where a closing
comparative leaves a place shared by both options after B ("Is a heat pump or a furnace | in Minnesota |
better?"), and where a passive "be" belongs to A only ("be driven or take the bus")."""

from __future__ import annotations

from warrantguard.guard.question.forms.start.objects.prepositions._manner import own_adverbial
from warrantguard.guard.question.words import (
    COMPARATIVES,
    DETERMINERS,
    OBJECT_PRONOUNS,
    PREPOSITIONS,
    Around,
    Refusal,
    Token,
    ing_word,
    is_verb,
)

__all__ = ["be_passive", "placed_object", "placed_options", "shared_place"]

# Verbs that put their object somewhere: "back up my photos to | Dropbox or iCloud"; or stage an event somewhere ("run
# the keynote in | the main hall or the ballroom").
_PLACING = frozenset({"put", "place", "move", "back", "store", "keep", "hang", "set", "send", "save", "upload",
                      "transfer", "ship", "park", "mount", "sync", "copy", "deploy", "migrate", "host", "push", "post",
                      "publish", "roll", "hold", "run", "stage", "throw"})
_PLACE_PREPS = frozenset({"to", "in", "into", "on", "onto", "by", "near", "at", "above", "below", "under", "beside",
                          "behind"})


def placed_object(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """"back up my photos to | Dropbox or iCloud", "put the plant by | the window or the door": after a verb
    of placing, its object and a preposition, a bare noun phrase B of the same kind as the preposition's
    object: the shared lead is everything up to the preposition (the pair unchanged otherwise)."""
    k = next((k for k in range(1, len(a) - 1) if a[k].low in _PLACE_PREPS), None)
    if k is None or not _placing(a, k, around) or not _alike(a[k + 1 :], b, around):
        return a, b
    bare = a[k + 2 :] if a[k + 1].low in ("the", "a", "an") and b[0].low not in ("the", "a", "an") else a[k + 1 :]
    return bare, b


def _placing(a: list[Token], k: int, around: Around) -> bool:
    """Is a verb of placing among A's words before its preposition or the three words before A?"""
    words = {t.low for t in a[:k]}
    tok: Token | None = a[0]
    for _ in range(3):
        tok = around.prev(tok) if tok is not None else None
        if tok is not None:
            words.add(tok.low)
    return bool(words & _PLACING)


def _alike(x: list[Token], b: list[Token], around: Around) -> bool:
    """Are ``x`` and ``b`` short noun phrases of one kind: names both, or words after the same determiner?"""
    if not x or len(x) > 3 or len(b) > 3 or any(t.low in PREPOSITIONS for t in x[1:] + b[1:]):
        return False
    if any(is_verb(t) and side[k - 1].low not in DETERMINERS for side in (x, b) for k, t in enumerate(side) if k):
        return False  # a verb phrase, not a noun phrase (but "the | main hall": a word after "the" is no verb)
    if all(_named(t) for t in x + b):
        return True
    det_x, det_b = _determiner(x, around), _determiner(b, around)
    plain = not any(t.capitalized for t in x + b)
    return plain and det_x is not None and det_x == det_b and det_x in ("the", "a", "an")


def _named(tok: Token) -> bool:
    """Is ``tok`` spelt as a name ("Dropbox", "iCloud", "401k")?"""
    return tok.capitalized or tok.text[:1].isdigit() or any(c.isupper() for c in tok.text[1:2])


def _determiner(toks: list[Token], around: Around) -> str | None:
    """The determiner opening the phrase, or the one just before it."""
    if toks[0].low in DETERMINERS:
        return toks[0].low
    prev = around.prev(toks[0])
    return prev.low if prev is not None and prev.low in DETERMINERS else None


def shared_place(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """"Is a heat pump or a furnace | in Minnesota | better?": after a copula, "in" and a place's name between
    a noun phrase B and a closing comparative is said of both options; B ends before "in"."""
    after = around.next(b[-1])
    if after is None or after.low not in COMPARATIVES | {"more", "less"} or any(t.low in PREPOSITIONS for t in a):
        return a, b
    k = next((k for k in range(1, len(b)) if b[k].low in PREPOSITIONS), None)
    if k is None or b[k].low != "in" or not 1 <= len(b) - k - 1 <= 2 or not all(t.capitalized for t in b[k + 1 :]):
        return a, b
    if any(_verbal(x, around) for x in (a, b)) or not _copula_lead(a, around):
        return a, b
    return a, b[:k]


def _verbal(toks: list[Token], around: Around) -> bool:
    """Does the phrase open with a gerund, or a verb with no determiner before it ("plug in hybrid")?"""
    return ing_word(toks[0].low) or (is_verb(toks[0], initial=True) and _determiner(toks, around) is None)


def _copula_lead(a: list[Token], around: Around) -> bool:
    """Does a copula ("Is a | heat pump …") stand before A (and its determiner)?"""
    lead = around.prev(a[0])
    lead = around.prev(lead) if lead is not None and lead.low in DETERMINERS else lead
    return lead is not None and lead.low in ("is", "are", "was", "were", "would")


def be_passive(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """"Should the kids be | driven or take the bus?": B a verb's base form, so "be" is A's own ("be driven"); not
    when B's word qualifies a participle closing B ("be dry-shaken first or | reverse dry-shaken"): "be" is both's."""
    be = around.prev(a[0])
    if be is None or be.low != "be" or len(a) > 2 or not a[0].low.endswith(("ed", "en")) or not is_verb(b[0]) \
            or _qualified_participle(b):
        return a, b
    return [be, *a], b


def _qualified_participle(b: list[Token]) -> bool:
    """Is B a word before a past participle closing it ("reverse dry-shaken", "reverse seared"), not a verb and its
    participle ("get promoted")?"""
    return len(b) == 2 and b[0].low not in _PARTICIPLE_VERBS and b[1].low.rstrip(".?!").endswith(("ed", "en")) \
        and b[1].low.replace("-", "").rstrip(".?!").isalpha()


_PARTICIPLE_VERBS = frozenset({"get", "become", "stay", "remain", "keep", "have", "feel", "look", "seem"})


def placed_options(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """The options after this module's three rules (a placed object's preposition, a shared place before a
    closing comparative, a passive "be" of A's own), each leaving the pair unchanged where it does not apply."""
    a, b = own_adverbial(*be_passive(*shared_place(*placed_object(a, b, around), around), around), around)
    return pronoun_placed(a, b), b


def pronoun_placed(a: list[Token], b: list[Token]) -> list[Token]:
    """Option A without its verb, object pronoun and preposition when B is a bare plural noun phrase like the
    preposition's object ("keep them in | tubs or glass jars"): the pronoun names the thing placed, both options
    where it goes (not "… or sell them": B's own pronoun, a verb's object). Refuses B opening with a word that may
    be a verb ("do you want them in sleeves or top loaders?": a place, or "sell duplicates"?). ``a`` unchanged
    otherwise."""
    if len(a) < 4 or not 1 <= len(b) <= 3 or a[1].low not in OBJECT_PRONOUNS or a[2].low not in _PLACE_PREPS:
        return a
    place = a[3:]
    words = place + b
    bare = all(t.text.isalpha() and t.text.islower() and t.low not in _NOT_PLACE for t in words)
    if len(place) > 2 or not bare or not a[0].text.isalpha():
        return a
    if not all(_plural(side[-1].low) for side in (place, b)):
        return a
    if len(b) > 1 and is_verb(b[0], initial=True):  # "… or top loaders", "… or sell duplicates"
        raise Refusal(f"unclear whether '{' '.join(t.text for t in b)}' is a verb phrase or a place like "
                      f"'{' '.join(t.text for t in place)}'")
    return place


def _plural(word: str) -> bool:
    """A word with a plural's ending ("sleeves", "loaders"; not "glass", "bus")."""
    return word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 3


_NOT_PLACE = DETERMINERS | PREPOSITIONS | OBJECT_PRONOUNS | frozenset({"them", "her", "one", "ones", "just"})

"""A particle closing a noun option B that belongs to the lead's verb ("put Intro to Engineering (ENG110) or Digital
Photography | down as my first-choice elective": "put … down"), cut off B."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, is_verb

# Particles of a verb placed after its object ("put X down as", "sign X up for", "put X back as"), before the
# preposition of the verb's complement ("as", "for"): not "far away", "a day off", "up front".
_SPLIT_PARTICLES = frozenset({"down", "up", "back"})
_COMPLEMENT = frozenset({"as", "for"})


def particle_end(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without its last word when that is a particle split off the lead's verb before its complement: a noun B ("…
    or Digital Photography | down as …"), A closing on no particle, a verb before A; B as it was otherwise ("… or
    stand up for …": a verb's own particle; "… or a big house far away": no complement)."""
    if len(b) < 2 or b[-1].low not in _SPLIT_PARTICLES or a[-1].low in _SPLIT_PARTICLES:
        return b
    nxt = around.next(b[-1])
    if nxt is None or nxt.low not in _COMPLEMENT:
        return b
    if is_verb(b[-2]) or is_verb(b[0], initial=True) or b[-2].text[-1:] in ",;:":
        return b
    if b[-1].capitalized and b[-2].capitalized:
        return b  # "Insight Timer and Waking Up | as my daily …": a title's capitalised particle
    if any(ch.isdigit() for ch in b[-2].text):
        return b  # "a conventional loan with 20% down | for our first house": the amount's own "down"
    lead = around.before(a[0])
    if not any(is_verb(t) for t in lead[-4:]):
        return b
    return b[:-1]

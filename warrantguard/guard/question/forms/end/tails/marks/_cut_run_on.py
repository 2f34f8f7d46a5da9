"""Options cut inside a phrase that runs on past the cut (added for the seventy-ninth held-out part): a lone verb
B before the clause it takes ("… or assume | they're not coming"), B before a "+" adding to its amount ("30% now
| + 20% at 60 days"), B on a word for people in general before the phrase telling which ("only for people | in
relationships"), A after the "per" of a rate ("2 drink tickets per | guest"), and B closing on a subject and its
contracted verb ("hold off until she's | worse") or inside a bound ("only up | to 80%"). Each is refused: where
the option ends cannot be told from the cut."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, SUBJECT_CONTRACTIONS, Around, Token, is_verb

__all__ = ["run_on_cut"]

_SUBJECTS = frozenset({"we", "you", "they", "he", "she"})  # not "I": "rent or buy | I can't decide"
_ANYONE = frozenset({"people", "those", "folks", "anyone", "someone", "others", "everyone", "everybody",
                     "anybody", "somebody"})
_TELLING = frozenset({"who", "whose", "that", "which"})
_CONTRACTED = SUBJECT_CONTRACTIONS | {"it's", "that's", "there's"}  # a subject and its verb, which takes more


def run_on_cut(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why the pair was cut inside a phrase running on past its edge (this module's docstring), or None."""
    if not a or not b:
        return None
    after, before = around.next(b[-1]), around.prev(a[0])
    if after is not None and around.whole(b[-1]).text[-1:] in ",;:.!?":  # "… or the act, | she's better at …", "…
        # or stay, | they just upgraded it": a pause (as written: the option's own copy lost its comma)
        after = None
    if len(b) == 1 and is_verb(b[0]) and after is not None and not _articled(b[0], around) \
            and (after.low in SUBJECT_CONTRACTIONS or after.low in _SUBJECTS) \
            and not after.low.startswith("i"):  # "… or assume | they're …"
        return f"the second option was cut before the clause its verb takes ('{b[0].text} {after.text} …')"
    then = around.next(after) if after is not None else None
    if any(t is not None and t.text == "+" for t in (after, then)):  # "… or 30% | now + 20% at 60 days"
        return f"the second option runs on past a '+' ('{b[-1].text} … + …')"
    if b[-1].low in _ANYONE and after is not None and (after.low in PREPOSITIONS or after.low in _TELLING):
        return f"the second option was cut before the phrase telling which ('{b[-1].text} {after.text} …')"
    if len(b) > 1 and after is not None and b[-1].low.replace("’", "'") in _CONTRACTED:  # "… until she's | worse"
        return f"the second option was cut after its clause's subject and verb ('{b[-1].text} {after.text}')"
    if b[-1].low == "up" and after is not None and after.low == "to":  # "… or only up | to 80%": a bound
        return "the second option was cut inside its bound ('up to …')"
    if before is not None and before.low == "per":  # "2 drink tickets per | guest or …"
        return f"the first option starts inside a rate ('per {a[0].text}')"
    return None


def _articled(tok: Token, around: Around) -> bool:
    """Does a determiner stand before ``tok`` ("the | act"), so that it is a noun, not a verb?"""
    prev = around.prev(tok)
    return prev is not None and prev.low in DETERMINERS

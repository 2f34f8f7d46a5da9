"""B followed by a phrase of its own preposition and then a "for" phrase ("Cross-docking versus putaway | into reserve
| for inbound Monday loads?", "… and single-wall | with corner protectors | for glass candles"), A with no phrase of
its own: the "for" phrase says what both are for, but the phrase between may be B's own ("putaway into reserve")
or both's; the form cannot tell, so the pair is refused (:func:`phrase_before_purpose_problem`). Only where the
phrase tells where B's action goes ("into", "onto") or B is a modifier whose head A has and B leaves out
("double-wall boxes" / "single-wall"); otherwise the phrase is read as both's ("… or white sneakers | with dark
chinos | for a casual office")."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["phrase_before_purpose_problem"]

_MOTION = frozenset({"into", "onto"})  # a phrase of where B's action goes ("putaway | into reserve")
_SPAN = 4  # words of the phrase between B and "for" at most ("into reserve", "with corner protectors")


def phrase_before_purpose_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why the phrase after B ("into reserve") may be B's own or both's before a "for" phrase, or ``None`` (not "A or
    B | for …": no phrase between; not "A in pots or B | in …": A with a phrase of its own)."""
    prep = around.next(around.whole(b[-1]))
    if prep is None or prep.low not in PREPOSITIONS or prep.low in ("for", "of") or b[-1].text[-1:] in ",;:":
        return None
    if any(t.low in PREPOSITIONS for t in a) or not (prep.low in _MOTION or _headless_twin(a, b)):
        return None  # "chelsea boots or white sneakers | with dark chinos | for …": both's, as read
    tok: Token | None = prep
    for _ in range(_SPAN):
        tok = around.next(tok) if tok is not None else None
        if tok is None or tok.low in PREPOSITIONS - {"for"} or tok.text[-1:] in ",;:":
            return None
        if tok.low == "for":
            return (f"the phrase after B ('{prep.text} …') may be B's own or both options' before "
                    f"'{tok.text} …'")
    return None


def _headless_twin(a: list[Token], b: list[Token]) -> bool:
    """Is B a hyphenated modifier alone ("single-wall") against A the same kind of modifier and its head noun
    ("double-wall boxes"): B's head left out, so a phrase after B may be the left-out noun's?"""
    if len(a) != 2 or len(b) != 1 or "-" not in a[0].low or "-" not in b[0].low:
        return False
    return a[0].low.rsplit("-", 1)[1] == b[0].low.rsplit("-", 1)[1] and a[1].text.isalpha()

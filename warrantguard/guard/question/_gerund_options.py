"""Two gerund phrases as the options, B cut before the predicate that follows the pair."""

from __future__ import annotations

from warrantguard.guard.question._a_start import compared_start
from warrantguard.guard.question._parallel import UNTOLD_VERB, refuse_if
from warrantguard.guard.question._subject_verb import closing_verb
from warrantguard.guard.question._trim import predicate_index
from warrantguard.guard.question.forms import bare_activity, gerund_named_place_doubt, mirrored_verb, verb_right
from warrantguard.guard.question.words import predicate_start
from warrantguard.guard.question.words import text as tx

__all__ = ["gerund_pair"]


def gerund_pair(core: list[tx.Token], right: list[tx.Token], subject: str) -> tuple[list[tx.Token], list[tx.Token]]:
    """Two gerund phrases as the options ("paying off the card or investing the bonus")."""
    first = (predicate_start(right) or mirrored_verb(core, right)) if subject == "verb" else None  # "… or lifting
    # 3x a week | helps more …"; "do whitening strips or whitening toothpaste | damage …": B as long as A
    b = right[:first] if first else verb_right(core, right, shared=False)
    if not first and subject != "verb" and bare_activity(core, right):  # "skipping rope or running | for boxing
        b = right[:1]  # conditioning": what both are for
    refuse_if(gerund_named_place_doubt(core, b))  # "Mooring buoy vs. anchoring | in Fethiye": B's place, or both's?
    verb = predicate_start(b) if subject == "verb" and not first else None  # "… or housing on the edge | cut …"
    verb = closing_verb(b) if subject == "verb" and not first and verb is None else verb  # "… or adding more whole
    # wheat | help?": a listed verb closing the sentence
    refuse_if(subject == "verb" and verb is None and len(b) == len(right) and UNTOLD_VERB)  # none cut off B
    if subject == "copula":  # "Is studying in the library or studying at home | more productive"
        core = compared_start(core, right)  # "Is running better for weight loss or cycling?": refused
        verb = predicate_index(b)
    return core, b[:verb] if verb else b

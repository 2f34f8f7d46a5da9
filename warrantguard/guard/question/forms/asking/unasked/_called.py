"""A call for people ("Any nurses or carers here who've dealt with sundowning?", "Are there any vets or vet nurses
on here?"): the "or" joins the kinds of people asked to answer, not two options to choose between."""

from __future__ import annotations

from warrantguard.guard.question.words import text as tx

__all__ = ["called_people"]

# Words after the pair that tell people are called on: where they are, or a relative clause of who they are.
_CALLED = frozenset({"here", "who", "who've", "who’ve", "who's", "who’s", "who'd", "who’d", "out"})
_LEADS = (["any"], ["are", "there", "any"], ["is", "there", "any"], ["anyone", "any"])


def called_people(sentence: list[tx.Token]) -> str | None:
    """Why a sentence opening with "any" and the pair, and then "here" or "who …", is not a choice, or ``None``."""
    words = [t.low for t in sentence]
    lead = next((len(lead) for lead in _LEADS if words[: len(lead)] == lead), 0)
    join = next((k for k in range(lead + 1, min(lead + 5, len(words))) if words[k] == "or"), None)
    if not lead or join is None or any(t.text[-1:] in ",:;?" for t in sentence[lead:join]):
        return None
    after = next((k for k in range(join + 2, min(join + 5, len(words))) if words[k] in _CALLED), None)
    if after is None or any(t.text[-1:] in ",:;" for t in sentence[join:after]):
        return None
    return f"a call for people ('{' '.join(t.text for t in sentence[: join + 2])} {words[after]} …'), not a choice"

"""The 'A instead of B' form (see ``_options``).

"A instead of B" / "A rather than B" offers a choice only in a question asking for advice
("Shouldn't we use Terraform instead of …?", "Why not just use SQLite instead of Postgres?",
"Wouldn't it make more sense to lease instead of buying …?"), and only in two shapes: a verb
phrase against a gerund ("lease" / "buying") or two objects of a choice verb ("SQLite" /
"Postgres"). Anything else is refused (:func:`instead_problem`).
"""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.marks._advice import advice
from warrantguard.guard.question.words import (
    AUX,
    CHOICE_VERBS,
    COMPARATIVES,
    COPULA_LEADS,
    COPULAS,
    DEGREE,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    Around,
    gerund_word,
    is_verb,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["instead_phrases", "instead_problem"]


_CLAUSE_WORDS = PRONOUNS | AUX | COPULAS | COPULA_LEADS | DEGREE | frozenset(
    {"be", "being", "been", "that", "if", "when", "whether", "because", "than", "sense"})


_CHOOSING = CHOICE_VERBS | frozenset({"choose", "pick", "use", "get", "go", "switch", "stick", "opt", "learn"})


_BARE_LEAD = frozenset({"not", "just", "simply"})


_LOOK_BACK = 10  # words searched before option A for the lead's comparative


def instead_problem(a: list[tx.Token], b: list[tx.Token], around: Around) -> str | None:
    """Why an "A instead of B" pair is not two options (``None`` when it is one of the two
    shapes of this module's docstring)."""
    if len(a) > 3 or len(b) > 3 or any(_clausal(t) for t in a + b):
        return "'instead of' / 'rather than' joins more than two short options here"
    if any(t.low in PREPOSITIONS for t in b[1:]):
        return "unclear whether the phrase after the second option belongs to it ('instead of')"
    lead = _lead(a[0], around)
    before = lead[-1].low if lead else ""
    if gerund_word(b[0]) and is_verb(a[0], initial=True):  # "… to lease | instead of | buying"
        if before in PRONOUNS or before in _BARE_LEAD:
            return None
        if before == "to" and any(t.low in COMPARATIVES or t.low in DEGREE for t in lead):
            return None
        return "a verb and a gerund joined by 'instead of' without a choice to make"
    if before in _CHOOSING and not is_verb(b[0]) and not gerund_word(b[0]):  # "use | SQLite | instead of | Postgres"
        return None
    return "'instead of' / 'rather than' does not join two options here"


# "Shouldn't we | use Terraform | instead of | clicking around in the console?": the asker's own verb phrase,
# a verb and its object, against a gerund phrase, read whole when the short shapes above refuse (not "Why
# not rent instead of buying a house …": a bare verb whose object B's phrase may share).
_ASKER_LEAD = re.compile(r"\W*(?:should|would)(?:n['\u2019]t)?\s+(?:i|we)\s+(?:just\s+)?", re.I)
_VERB_PHRASE, _GERUND_PHRASE = 4, 6  # words of each side at most


def instead_phrases(sentence: str, smask: str, offset: int, co: re.Match[str]) -> tuple[str, str] | None:
    """The two options of "Should(n't) I / we <verb> <object> instead of <gerund phrase>?", each a whole
    phrase of a few words with no clause of its own and no clause break, or ``None``."""
    lead = _ASKER_LEAD.match(smask)
    if lead is None or not advice(smask) or tx.separators(smask[lead.end() :].rstrip("?!. ")):
        return None
    a = tx.tokens(sentence[lead.end() : co.start()], offset + lead.end())
    rest = sentence[co.end() :].rstrip().rstrip("?!.")
    b = tx.tokens(rest, offset + co.end())
    if len(a) < 2 or not b or len(a) > _VERB_PHRASE or len(b) > _GERUND_PHRASE:
        return None
    if not is_verb(a[0], initial=True) or a[0].low in AUX or not gerund_word(b[0]):
        return None
    if any(_clausal(t) or t.low in ("and", "or") for t in a + b):
        return None
    return tx.span_text(sentence, _shifted(a, offset)), tx.span_text(sentence, _shifted(b, offset))


def _shifted(toks: list[tx.Token], offset: int) -> list[tx.Token]:
    """``toks`` with spans in the sentence rather than the prompt."""
    return [tx.Token(t.text, t.start - offset, t.end - offset) for t in toks]


def _lead(first: tx.Token, around: Around) -> list[tx.Token]:
    """The words before option A (nearest last, determiners skipped at its end), at most ten."""
    out: list[tx.Token] = []
    tok = around.prev(first)
    while tok is not None and len(out) < _LOOK_BACK:
        out.insert(0, tok)
        tok = around.prev(tok)
    while out and out[-1].low in DETERMINERS:
        out.pop()
    return out


def _clausal(tok: tx.Token) -> bool:
    """A word that makes an option a clause ("that he plays …", "be using …", "I'm leaving")."""
    w = tok.low.replace("\u2019", "'")
    return w in _CLAUSE_WORDS or ("'" in w and not w.endswith("'s"))

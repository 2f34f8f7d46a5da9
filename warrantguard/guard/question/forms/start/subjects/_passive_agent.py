"""A passive's participle and "by" before A, the doer ("whether the logo was drawn by | a freelancer or an agency",
"Was the house built by | a developer or a private owner?"): the participle and its "by" are both options', so A
starts after "by", as B names only the second doer (added in session 48, from misreads found outside the corpus: A
read as "drawn by a freelancer", "house built by a developer")."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.predicates import predicate_index
from warrantguard.guard.question.words import (
    ARTICLES,
    COPULAS,
    POSSESSIVES,
    Around,
    Token,
    participle_word,
)

__all__ = ["passive_agent"]

_PASSIVE_LEADS = COPULAS | frozenset({"been", "be", "being", "get", "gets", "got"})
_DOERS = ARTICLES | POSSESSIVES | frozenset({"someone", "somebody"})
_LONGEST = 3  # lower-case words of the subject before the participle ("the | house | built by")


def passive_agent(core: list[Token], right: list[Token], around: Around, copula: bool) -> list[Token]:
    """``core`` from the word after "by" when it opens on a participle and "by" after a form of "be" ("was drawn by |
    …"), or, in a question opening on the copula (``copula``) whose B has no predicate after it, on a subject of
    lower-case words, the participle and "by" ("Was the house built by | …"); and B opens on an article, a possessive
    or a name, with no "by" of its own ("… or the one built by my uncle"). ``core`` unchanged otherwise."""
    if len(core) < 3 or not right or any(t.low == "by" for t in right):
        return core
    if right[0].low not in _DOERS and not right[0].capitalized:
        return core
    k = next((j for j in range(min(len(core) - 2, _LONGEST + 1)) if core[j + 1].low == "by"
              and participle_word(core[j].low)), None)
    if k is None:
        return core
    if k == 0:
        before = around.prev(core[0])
        return core[2:] if before is not None and before.low in _PASSIVE_LEADS else core
    subject = all(t.text.isalpha() and t.text.islower() for t in core[:k])
    return core[k + 2 :] if copula and subject and predicate_index(right) is None else core

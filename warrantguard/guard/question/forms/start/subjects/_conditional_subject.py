"""A clause's subject and its conjunction left in A ("Would my boss be annoyed if I | emailed or called about the
raise?" read 'annoyed if I emailed'): when A holds "if" / "when" and a subject pronoun before a regular past form,
and B's first word is one too, the verbs are the options and the clause's opening is both's (added in session 46
for a misread found outside the corpus)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["conditional_subject_a"]

_OPENERS = frozenset({"if", "when", "whenever", "once", "because", "unless"})
_SUBJECTS = frozenset({"i", "we", "you", "he", "she", "they"})
_IRREGULAR_PAST = frozenset({"drove", "flew", "went", "took", "rode", "ate", "drank", "bought", "sold", "wrote", "sent",
                             "paid", "spent", "kept", "came", "gave", "told", "made", "chose", "swam", "ran", "caught",
                             "brought", "built", "sat", "stood", "wore", "sang", "spoke", "slept", "won", "lost"})


def conditional_subject_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its verb when A holds a conjunction and a subject pronoun before a past form, as B's first word is;
    else A."""
    if not b or (before_b := around.prev(b[0])) is None or before_b.low not in ("or", "and"):
        return a  # "… when they hurt or | to back off": B's own infinitive, two verb phrases
    for i in range(1, len(a) - 2):
        if a[i].low in _OPENERS and a[i + 1].low in _SUBJECTS and _past_forms(a[i + 2], b[0]):
            return a[i + 2 :]
    return a


def _past_forms(one: Token, two: Token) -> bool:
    """Are both words past forms ("emailed", "called"; "drove", "flew"), the hypothetical's verbs? (Base forms are
    not taken: "stop the car if I | feel sleepy or keep going" are two verb phrases.)"""
    return all(not t.capitalized and (t.low in _IRREGULAR_PAST or (t.low.endswith("ed") and len(t.low) > 4
                                                                    and t.low.isalpha())) for t in (one, two))

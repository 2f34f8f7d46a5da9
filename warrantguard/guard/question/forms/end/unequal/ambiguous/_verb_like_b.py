"""B one unlisted bare word cut before its own phrase ("… or tender | to a backup like XPO") against A the object of a
verb's preposition after an article ("rebook with the | same carrier"), B with none: B may be a verb with its own
phrase, set against A's verb and its phrase ("rebook with the same carrier" / "tender to a backup"), or a noun
against A's noun; the form cannot tell, so the pair is refused (:func:`verb_like_b_problem`)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token, is_verb

__all__ = ["verb_like_b_problem"]


def verb_like_b_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B ("tender") may be a verb of its own against A's verb ("rebook with the | same carrier"), or ``None``
    (not "… or vans | with a lift": a plural, a noun; not "… or train | to …": a listed verb, read as one; not
    "… for a raise or a promotion | at …": B with its own article; not "rinse with salt water or chlorhexidine | after
    …": A without an article, B a bare noun as A is)."""
    if len(b) != 1 or not b[0].text.isalpha() or b[0].capitalized or b[0].low.endswith("s") or is_verb(b[0]):
        return None
    prep = around.next(around.whole(b[0]))
    det = around.next(prep) if prep is not None else None
    if prep is None or det is None or prep.low not in PREPOSITIONS or det.low not in DETERMINERS:
        return None
    article, bare = around.prev(a[0]), around.prev(b[0])
    if article is None or article.low not in DETERMINERS or bare is None or bare.low != "or":
        return None  # "… with salt water or chlorhexidine": A bare too; "… for a raise or a promotion": B articled
    lead = around.prev(article)
    verb = around.prev(lead) if lead is not None and lead.low in PREPOSITIONS else None
    if lead is None or verb is None or not is_verb(verb, initial=True):
        return None
    return (f"B ('{b[0].text} {prep.text} …') may be a verb of its own against '{verb.text} {lead.text} …', "
            "or a noun against A")

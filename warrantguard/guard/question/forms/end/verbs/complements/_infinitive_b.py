"""A lone word of B before a to-infinitive, against a whole verb phrase A ("ask for a shelter at the new stop or
petition | to bring the old route back"): the word is a noun or a verb, and the infinitive its own complement or a
purpose both options share; nothing tells which, so the pair is refused."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AMBIGUOUS,
    CHOICE_VERBS,
    DETERMINERS,
    PRONOUNS,
    Token,
    is_verb,
    phrase_text,
)

__all__ = ["infinitive_b"]


def infinitive_b(core: list[Token], right: list[Token], expects_verb: bool) -> str | None:
    """Why B's lone noun-or-verb word before "to" and a verb cannot be read against a verb phrase A of three words or
    more ("should I ask for a shelter at the new stop or | petition to bring …"), or ``None`` (not after a lead asking
    for no verb, not when A is short: "drive or fly | to save time"; not before a verb that is a noun too: "… or
    bike | to work")."""
    if not expects_verb or len(core) < 3 or len(right) < 3 or not is_verb(core[0], initial=True) \
            or core[0].low in CHOICE_VERBS:  # "recommend strength training or | cardio to start": nouns chosen
        return None
    r0, nxt = right[0], right[2]  # B's word a noun-or-verb or one the lists lack ("petition"); its verb no noun
    unsure = r0.text.isalpha() and r0.text.islower() and (r0.low in AMBIGUOUS or not is_verb(r0))
    if not unsure or right[1].low != "to" or nxt.low in AMBIGUOUS | DETERMINERS | PRONOUNS or not is_verb(nxt):
        return None
    return f"unclear whether '{phrase_text(right)}' is a verb phrase, or '{right[0].text}' a noun before a purpose"

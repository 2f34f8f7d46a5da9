"""Where option A starts when both options are colours and B's has a modifier ("go | dark moody green or bright
white"): A's colour keeps its own modifiers, back to the verb, preposition or pronoun before them; where an unlisted
word before listed modifiers may be an object's noun ("paint the door | dark green"), refused."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AUX,
    COPULAS,
    DETERMINERS,
    LEAD_VERBS,
    MODIFIERS,
    PREPOSITIONS,
    PRONOUNS,
    Refusal,
    Token,
    is_verb,
    phrase_text,
)

__all__ = ["shade_bound", "shaded_start"]

_BOUND = 3  # modifiers before a colour
_CLOSED = DETERMINERS | PREPOSITIONS | PRONOUNS | AUX | COPULAS


def shaded_start(left: list[Token], b: list[Token]) -> int:
    """Where A starts in ``left`` (the words before the "or", A's colour last) against B's colour ``b``: with a
    modifier before B's colour ("… or | bright white"), A's modifiers before its own after a verb taking the colour,
    a preposition or a pronoun ("go | dark moody green", "go with | deep navy", "paint it | warm gray"). After a
    determiner or another verb, listed modifiers are A's ("get the | dark green"), unlisted words alone the object's
    ("painting the nursery | yellow"), the two mixed refused ("paint the door dark green": which are the object's?).
    A's colour alone otherwise ("paint the walls | white or light gray")."""
    last = len(left) - 1
    if len(b) < 2 or last < 1:
        return last
    k = last
    while k > 0 and last - k < _BOUND and _modifier(left[k - 1]):
        k -= 1
    before = left[k - 1] if k > 0 else None
    if k == last or before is None:
        return k  # "Dark moody green | or …": modifiers opening the side are A's
    if before.low in LEAD_VERBS | PREPOSITIONS | {"it", "them"}:
        return k
    listed = [t.low in MODIFIERS for t in left[k:last]]
    if before.low not in DETERMINERS and not is_verb(before) and not (any(listed) and not all(listed)):
        return last  # "the kids' | room light blue" refused below: 'blue' alone left B's "light" unmatched
    if any(listed) and not all(listed):
        raise Refusal(f"unclear where the first colour starts in '{phrase_text(left[k - 1 :])}': an object and its "
                      "colour, or a colour and its modifiers")  # "paint the door | dark green or bright red"
    return k if all(listed) else last


def shade_bound(left: list[Token], b: list[Token]) -> int:
    """One past the last place B's colour may take ("… or | white", "… or | sage green"): further with two modifiers
    before it ("… or | light sage green") or after "a" ("… or | a light sage green", a shade), all of them words that
    may modify a colour (not "… or the whole house green": "the" is an object's), when A's colour has no listed
    modifier ("paint the bathroom | white"; not "Warm white or a soft gray", read as before)."""
    if len(left) > 1 and left[-2].low in MODIFIERS:
        return 3
    k = 1 if b and b[0].low in ("a", "an") else 0
    shade = 0
    while k + shade < len(b) and shade < _BOUND and _modifier(b[k + shade]) and b[k + shade].low != "or":
        shade += 1
    return max(3, k + shade + 2)  # the colour word after them, 1-based, and one past it


def _modifier(tok: Token) -> bool:
    """A lower-case word that may modify a colour ("dark", "moody", "warm"): a listed modifier, or a word of no
    closed class that is no verb and no plural noun ("walls")."""
    w = tok.low
    if not tok.text.isalpha() or tok.capitalized:
        return False
    if w in MODIFIERS:
        return True
    return w not in _CLOSED and not is_verb(tok) and not (w.endswith("s") and not w.endswith("ss"))

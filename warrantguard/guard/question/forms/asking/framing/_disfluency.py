"""Speech disfluencies are no words of an option: a spoken filler ("pick um | the red stroller", "or uh | replace
them", "or like | a light sage green", "shark vacuum you know | for pet hair") and a self-corrected option ("i 95 no
wait | i 295": the correction stands for it). They are blanked out of the prompt (or, where a filler parts a
phrase from a new one, "the storm uh the radar looks bad", turned into the comma a writer would put there); the
prompt is read as so cleaned, its length kept, so the options found are the prompt's own spans.

An option found across a blanked word ("the red uh stroller") is refused: a filler inside an option is
no cut of it the reader can be sure of (:func:`spoken_pair`).
"""

from __future__ import annotations

from warrantguard.guard.question.forms.asking.framing._greeting import wake_word
from warrantguard.guard.question.words import (
    AUX,
    DETERMINERS,
    FILLERS,
    PREPOSITIONS,
    PRONOUNS,
    WH,
    Refusal,
    Token,
    is_verb,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["fluent", "spoken_pair"]

_COORDINATORS = frozenset({"or", "vs", "vs.", "versus", "and", "between", "either"})
_PAUSES = (",", ".", "…", ":", ";", "-")
# Two words taking back what was just said ("route 6 no sorry | route 44"), in either order.
_TAKEN_BACK = frozenset({("no", "wait"), ("wait", "no"), ("no", "sorry"), ("sorry", "no"), ("no", "actually"),
                         ("actually", "no")})
_CORRECTED_BOUND = 4  # words of a corrected option


def fluent(text: str) -> str | None:
    """``text`` with its disfluencies blanked, of the same length ("take the 7:15 train or the uh 7:45 one" →
    "… or the    7:45 one"), or ``None`` when it has none. Raises :class:`Refusal` for a self-correction whose
    corrected words are unclear ("should i take route 6 no wait …": the lead's, or an option's?)."""
    toks = tx.tokens(text)
    chars = list(text)
    for i, tok in enumerate(toks):
        if tok.low in FILLERS and tok.text.strip(".,…").lower() == tok.low and not wake_word(toks, i):  # "alexa uh"
            _comma_before(chars, toks, i) if _parts_phrases(toks, i) else _blank(chars, tok)
        elif tok.low == "like" and _filler_like(toks, i):
            _blank(chars, tok)
        elif tok.low == "you" and _filler_you_know(toks, i):
            _blank(chars, tok, toks[i + 1])
    for i in range(1, len(toks) - 1):
        if (toks[i].low, toks[i + 1].low) in _TAKEN_BACK:
            _blank(chars, toks[_corrected_start(toks, i)], toks[i + 1])
    cleaned = "".join(chars)
    return cleaned if cleaned != text else None


def spoken_pair(text: str, cleaned: str, pair: tuple[str, str]) -> tuple[str, str]:
    """The options ``pair`` read from ``cleaned`` (:func:`fluent`) as spans of ``text``; refused when one holds a
    blanked filler ("the red uh stroller or …": "red uh stroller" is no option as said)."""
    a, b = pair
    at = cleaned.find(a)
    bt = cleaned.find(b, at + len(a))
    for start, option in ((at, a), (bt, b)):
        if start < 0 or text[start : start + len(option)] != option:
            raise Refusal(f"a spoken filler or correction falls inside an option ('{option}')")
    return a, b


def _blank(chars: list[str], first: Token, last: Token | None = None) -> None:
    """Blank the words from ``first`` to ``last`` (spaces for them), a question or exclamation mark kept."""
    end = (last or first).end
    for k in range(first.start, end):
        if chars[k] not in "?!":
            chars[k] = " "


def _comma_before(chars: list[str], toks: list[Token], i: int) -> None:
    """Blank the filler ``toks[i]`` and put a comma after the word before it ("the storm uh the radar" → "the storm,
    the radar")."""
    _blank(chars, toks[i])
    chars[toks[i].start - 1] = ","


def _parts_phrases(toks: list[Token], i: int) -> bool:
    """Does the filler ``toks[i]`` stand between a phrase's last word and a new phrase's first ("storm uh | the radar
    looks bad", "pick um | the red stroller", "this weekend uh | what do you think"), where a writer puts a comma?
    Not after a word that opens a phrase ("the uh 7:45 one", "or uh replace them"), nor before a word inside one."""
    if i == 0 or i + 1 >= len(toks) or toks[i - 1].text.endswith(_PAUSES) or toks[i].text.endswith(_PAUSES):
        return False
    before, after = toks[i - 1].low, toks[i + 1].low
    if before in _COORDINATORS | DETERMINERS | PREPOSITIONS | PRONOUNS | AUX:
        return False
    return after in DETERMINERS | WH | PRONOUNS


def _filler_like(toks: list[Token], i: int) -> bool:
    """Is "like" ``toks[i]`` a spoken filler: opening the words ("like | butter or olive oil") or after a coordinator
    ("or like | a light sage green", "between like | a space heater and …") before a noun phrase? Not the verb
    ("or like it", "like or dislike", "would you like tea or coffee")."""
    if i + 1 >= len(toks) or toks[i].text.lower().strip(",") != "like":
        return False
    after = toks[i + 1].low
    if i == 0:
        return after not in PRONOUNS | DETERMINERS | _COORDINATORS | {"to"} and not is_verb(toks[i + 1])
    return toks[i - 1].low in _COORDINATORS and after in ("a", "an", "the")


def _filler_you_know(toks: list[Token], i: int) -> bool:
    """Is "you know" at ``toks[i]`` a spoken filler, set in after a word that asks nothing of "you" ("shark vacuum |
    you know | for pet hair", "if | you know | whether …")? Not "do you know whether …", "you know what", "as you
    know"."""
    if i == 0 or i + 2 >= len(toks) or toks[i + 1].text.lower().strip(",") != "know":
        return False
    before, after = toks[i - 1].low, toks[i + 2].low
    return before not in AUX | WH | _COORDINATORS | {"as", "to", "let", "that"} and after not in WH | {"that", "it"}


def _corrected_start(toks: list[Token], i: int) -> int:
    """Where the words taken back by "no wait" at ``toks[i]`` start: past the coordinator before them ("or | route 6
    no sorry route 44"), or at a pause or the start of the words ("| the green one... no wait the teal one").
    Refused when they are long or hold a verb: the lead may be among them."""
    k = i - 1  # the last word taken back may end in a pause ("the green one... | no wait")
    while k > 0 and toks[k - 1].low not in _COORDINATORS and not toks[k - 1].text.endswith((*_PAUSES, "?", "!")):
        k -= 1
    taken = toks[k:i]
    if not taken or len(taken) > _CORRECTED_BOUND or any(is_verb(t) for t in taken):
        raise Refusal(f"unclear which words '{toks[i].low} {toks[i + 1].low}' takes back")
    return k

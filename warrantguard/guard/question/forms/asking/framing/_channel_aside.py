"""A bracket closing the message that names where it is sent or kept: "hiking or the flea market | (family chat)",
"… | (group text)", "… | [voice memo]". It labels the message, as a tag does, and belongs to no option."""

from __future__ import annotations

import re

__all__ = ["channel_aside"]

# Up to two words and a word naming a channel of messages (a closed class), bracketed, closing the sentence.
_CHANNEL = re.compile(r"\s[(\[](?:[\w'-]+\s+){0,2}(?:chat|chats|text|texts|thread|dm|dms|email|message|memo|note|"
                      r"channel|sms|voicemail|groupchat|gc)[)\]]\W*$", re.I)


def channel_aside(sentence: str, begin: int) -> re.Match[str] | None:
    """The bracket naming the message's channel that closes ``sentence`` after ``begin`` ("… or the flea market |
    (family chat)"; not "… or Java | (backend)"), else None."""
    return _CHANNEL.search(sentence, begin)

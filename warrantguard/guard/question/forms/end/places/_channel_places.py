"""Two "to" phrases naming where something is sent, one a channel that is a verb too ("go to Slack or to email",
"send receipts to text or to email"): each "to" opens a destination, no infinitive (:func:`channel_places`)."""

from __future__ import annotations

__all__ = ["channel_places"]

# Means of messaging that are verbs as well ("to email" is a destination in "go to Slack or to email").
_CHANNELS = frozenset({"email", "e-mail", "text", "sms", "mail", "chat", "voicemail", "fax", "page", "inbox"})


def channel_places(a: str, b: str) -> bool:
    """Are both options "to" and one word, one a messaging channel and the other a channel or a name ("to Slack" /
    "to email", "to email" / "to SMS")? Not "to Paris" / "to study", not "to email the client" (a verb's object)."""
    pair = [opt.split() for opt in (a, b)]
    if any(len(w) != 2 or w[0].lower() != "to" for w in pair):
        return False
    words = [w[1].rstrip("?!.,") for w in pair]
    channels = [w.lower() in _CHANNELS for w in words]
    return any(channels) and all(c or (w[:1].isupper() and w.isalpha()) for c, w in zip(channels, words, strict=True))

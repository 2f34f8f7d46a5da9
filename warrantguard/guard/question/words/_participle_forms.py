"""Past participles by their form alone ("tagged", "held", "left"): a module importing no other of ``words``, so that
the modules below ``_shapes`` (``_form``'s predicate rules) can read a participle too."""

from __future__ import annotations

__all__ = ["IRREGULAR_PARTICIPLES", "participle_word"]

IRREGULAR_PARTICIPLES = frozenset({"taken", "chosen", "known", "seen", "done", "worn", "eaten", "written",
                                   "made", "paid", "held", "kept", "sold", "bought", "built", "told", "found",
                                   "been", "gone", "gotten", "become", "brought", "given", "grown", "shown",
                                   "won", "lost", "spent", "begun", "driven", "hurt", "led", "fed", "taught",
                                   "caught", "fought", "felt", "sent", "fallen", "risen", "proven", "shrunk",
                                   "spoken", "broken", "frozen", "stolen", "hidden", "forgotten", "ridden",
                                   "understood", "heard", "said", "thought", "drawn", "shaken",
                                   "used"})  # regular, but of four letters only (the "-ed" rule wants five)


def participle_word(word: str) -> bool:
    """Is ``word`` (lower case) a past participle by its form ("tagged", "held", "left")?"""
    return (len(word) > 4 and word.endswith("ed")) or word in IRREGULAR_PARTICIPLES or word in ("left", "let")

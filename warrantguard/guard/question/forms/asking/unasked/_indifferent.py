""""The build fails whether I use node 18 or node 20, so it's not a version issue.": a "whether A or B" clause
after the main clause's own finite verb, told without a question mark, says the outcome is the same either way (a
concessive clause); it asks nothing. A verb of asking or deciding before "whether" ("asks whether", "decide
whether", "check whether") still asks."""

from __future__ import annotations

from warrantguard.guard.question.forms.asking.unasked._timed_concessive import timed_concessive
from warrantguard.guard.question.forms.asking.unasked._whatever_told import whatever_told
from warrantguard.guard.question.words import DECISION_CUES, MODALS, PRONOUNS, Token, is_verb

__all__ = ["indifferent_whether"]

# Verbs whose "whether" clause is what they ask, tell or settle ("depends whether", "knows whether", …).
_ASKING = frozenset({"ask", "know", "tell", "check", "see", "recommend", "suggest", "advise", "depend", "matter",
                     "care", "mind", "debate", "consider", "question", "determine", "confirm", "clarify", "learn",
                     "find", "note", "specify", "say", "show", "indicate", "vote", "discuss", "argue", "doubt",
                     "investigate", "explain", "decide", "wonder", "choose", "test", "verify", "figure", "want"})


def indifferent_whether(sentence: list[Token], asked: bool) -> str | None:
    """Why ``sentence`` (not ``asked``: no question mark) is a concessive "whether" after a main verb ("The build
    fails whether I use …", "It crashed whether we picked …"), or ``None`` ("We need to decide whether we use …", "…
    whether I should use …", "… whether to use …": asked)."""
    words = [t.low for t in sentence]
    if not asked and (whim := whatever_told(sentence)):  # "… viridis or magma …, whatever looked better"
        return whim
    if asked or "whether" not in words[1:]:
        return None
    k = words.index("whether", 1)
    if _uncaring(words, k):
        return f"an indifferent '… {sentence[k - 1].text} whether A or B' (either will do), not a question"
    said, told = sentence[_manner_skipped(words, k - 1)], words[k + 1 : k + 3]
    stem = _stem(said.low)
    if len(told) < 2 or told[0] not in PRONOUNS or told[1] in MODALS or told[1] == "to" or "or" not in words[k:]:
        return None
    if stem is None and (timed := timed_concessive(sentence, k)):  # "… went up 15% this year | whether …"
        return timed
    if (stem is None or stem not in _ASKING) and said.low not in DECISION_CUES and _main_clause_after(words, k):
        return "a fronted concessive 'whether A or B' clause before its main clause ('… it didn't matter'), told"
    if stem is None or stem in _ASKING or said.low in DECISION_CUES or not is_verb(Token(stem, 0, len(stem))):
        return None
    return f"a concessive '… {said.text} whether A or B' clause (the same either way), not a question"


def _manner_skipped(words: list[str], k: int) -> int:
    """Where the main verb before the word at ``k`` stands: before a manner adverb in "-ly" or "well" ("writes
    beautifully | whether", "works well | whether"), else ``k`` itself."""
    manner = words[k].endswith("ly") or words[k] == "well"
    return k - 1 if manner and k > 1 else k


def _uncaring(words: list[str], k: int) -> bool:
    """Is the "whether" at ``k`` told after a negated "care" / "mind" ("I don't care | whether it's …", "we do not
    mind | whether …"): the writer says either will do."""
    verb, neg = words[k - 1], words[max(0, k - 3) : k - 1]
    return verb in ("care", "mind") and any(w in _NEGATION for w in neg)


_NEGATION = frozenset({"not", "don't", "dont", "doesn't", "doesnt", "didn't", "didnt", "won't", "wouldn't", "never",
                       "don\u2019t", "doesn\u2019t"})


def _stem(word: str) -> str | None:
    """The base form of a finite verb in "-s" or "-ed" ("fails" -> "fail", "crashed" -> "crash"), else ``None``."""
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("ed"):
        return word[:-2] if not word.endswith("eed") else None
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-2] if word.endswith(("ches", "shes", "xes")) else word[:-1]
    return None


def _main_clause_after(words: list[str], k: int) -> bool:
    """Does a main clause follow the "whether" clause at ``k`` after its "or": a pronoun subject and a finite
    auxiliary or copula, with no comma ("whether I called or folded | it didn't matter", "… | it's the same")?"""
    j = words.index("or", k)
    return any(words[m] in _SUBJECTS and words[m + 1] in _FINITE for m in range(j + 2, min(len(words) - 1, j + 6))) \
        or any(w in _SUBJECT_COPULAS for w in words[j + 2 : j + 6])


_SUBJECTS = frozenset({"it", "nothing", "neither"})  # not "that": a cleft's ("… or the shrimp that made me sick")
_FINITE = frozenset({"did", "didn't", "does", "doesn't", "was", "wasn't", "is", "isn't", "makes", "made", "won't",
                     "wouldn't", "would", "will"})
_SUBJECT_COPULAS = frozenset({"it's", "it’s"})

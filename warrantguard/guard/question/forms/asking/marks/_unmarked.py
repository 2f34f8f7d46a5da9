"""Questions typed or dictated without their question mark (see ``_asking``).

- A wh-question of its own, or a clause opening "do you think", in the sentence or the next one:
  "creatine vs HCL | which one should i get", "…, and btw | do you think she should …", "the vet said
  we could spay at 4 months or 6 months. | what would you recommend", "cloth diapers versus
  disposables, honestly | which one" (:func:`unmarked_question`).
- A request to be told which: "kindly tell which is better …", "then say which is better …",
  "first tell me is the 15 year or the 30 year refi …", or a question set out after "asks:" ("tenant
  asks: replace the disposal or repair it") (:func:`told_which`).
- Two verb phrases about the asker's own things, with no task for the assistant: "fix the leaky faucet
  myself or call someone out", "sell my pokemon cards on ebay or trade them at the local shop"
  (:func:`own_errand`); not "Call or text us …", "rewrite my email or give me …".
- A choice said to be not yet made: "i cant tell if …", "I still can't tell: A or B", "curious if …"
  (:func:`undecided`). Not "it's up to us" (a statement that the choice is free: "… work from home or come in,
  it's up to us.").
"""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.marks._help_plea import help_plea
from warrantguard.guard.question.forms.asking.marks._purpose import INSTRUCTING
from warrantguard.guard.question.forms.asking.marks._unknown_which import unknown_which
from warrantguard.guard.question.forms.asking.marks._wh_opening import wh_sentence
from warrantguard.guard.question.words import COMPARATIVES, is_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["own_errand", "told_which", "undecided", "undecided_after", "unmarked_question", "wh_question_at"]

_SUBJECTS = frozenset({"i", "we", "you", "they", "he", "she"})
_MODALS = frozenset({"do", "does", "did", "would", "should", "shall", "can", "could", "will"})
_SUBJECT, _MODAL = (f"(?:{'|'.join(sorted(words))})" for words in (_SUBJECTS | {"u"}, _MODALS))
# "… which one should i get", "… what would you recommend", "… who do we go to", "so what do you think", "what
# would u do" ("u" typed for "you").
_WH_ASKED = re.compile(rf"(?:^|[,;:\-–—.!]|\b(?:so|and|but|then|honestly|now|ok|okay)\b)\s*"
                       rf"(?:which|what|who)(?:\s+one)?\s+{_MODAL}\s+{_SUBJECT}\b"
                       rf"|\bwhich(?:\s+one)?\s+{_MODAL}\s+{_SUBJECT}\b"  # no relative "which" goes on so (a modal
                       # before its subject asks): "A vs B which would you get"; "but do u think"
                       rf"|(?:^|[,;:\-–—.!]|\b(?:and|so|but|btw|also)\b)\s*do\s+(?:you|u|ya)\s+think\b", re.I)
# A closing "which one" / "which is it" / "which": "…, honestly which one", "A or B — which one lol".
_WHICH_CLOSING = re.compile(r"(?:^|[,;:\-–—.!]|\b(?:so|and|but|honestly|then)\b)\s*which(?:\s+one|\s+is\s+it)?"
                            r"(?:\s+(?:lol|pls|please|tho|though))?\W*$", re.I)
# "kindly tell which is better", "say which is better", "first tell me is the …", "tell me should we …".
# A question set out after a colon that says it is one: "tenant asks: A or B", "meant to ask the bot: A or B".
_TOLD_WHICH = re.compile(r"\b(?:tell|say)\s+(?:(?:me|us)\s+)?(?:which|whether)\b"
                         r"|\b(?:me|us)\s+to\s+ask\s+(?:you\s+)?(?:which|whether)\b"  # "asked me to ask which …"
                         r"|\btell\s+(?:me|us)\s+(?:is|are|should|would|do|does)\b"
                         r"|\b(?:asks?|asked|asking|question|wondering)\b[^:.?!]{0,20}:\s*\w"
                         # "I'd like an outside opinion on which makes more sense", "your take on which …"
                         r"|\b(?:opinions?|input|view|take|feedback|verdict)\s+(?:on|about|as\s+to)\s+which\b"
                         # "Heat tape, or foam pipe insulation: which keeps …": the pair, then a clause asking which
                         r"|^[^:.?!—–]{1,60}\bor\b[^:.?!—–]{1,60}(?::|\s[—–-]{1,2}\s|[—–])\s*which\b"
                         r"(?!\s+(?:i|we|you|they|he|she)\b)(?![^?]*\.\s*$)", re.I)  # not "… — which I bought."
_NEGATED = r"(?:can['’]?t|cannot|can\s+not|don['’]?t|do\s+not|didn['’]?t|did\s+not|couldn['’]?t)"
# "i cant tell if", "we dont decide whether", "curious if/whether".
_UNDECIDED = re.compile(rf"\b{_NEGATED}\s+(?:really\s+)?(?:tell|decide)(?:\s+(?:if|whether|which)\b|\s*:)"
                        rf"|\b{_NEGATED}\s+(?:seem\s+to\s+)?agree\s+(?:on|about)\b"  # "the partners can't agree on | …"
                        rf"|\bcurious\s+(?:if|whether|which)\b"
                        r"|\b(?:trying|try|tryna|need|needs|want)\s+to\s+(?:work|figure|suss|find)\s+out\s+(?:if|whether|which)\b"
                        r"|\bkeep\s+going\s+back\s+and\s+forth\s+(?:on|about|over)\b"
                        r"|\b(?:am|are|is|'re|'m|’re|’m)\s+(?:still\s+)?debating\s+if\b"  # "we're debating if | …"
                        r"|(?<!\bwas\s)(?<!\bwere\s)\bdown\s+to\s+(?:two|2)\s*:",
                        re.I)  # "i'm trying to work out if | my rabbit needs a vet or just a nail trim"; "I keep going
# back and forth on | acrylics vs builder gel": still weighing, as "between" tells (not "I've been going back and
# forth on … for weeks": how long, told); "we're debating if | a signature cocktail or …": weighing now (not "we
# debated": a past argument told); "I'm down to two: | the Cuisinart … or the Breville …": narrowed, not chosen (not
# "I was down to two: …"); "I need to work out | which one I can sell …, A or B": the indirect question asked


# The sentence after a pair written without a question mark says the asker cannot choose ("open concept.... or
# separate dining room. | can't decide", "… or meta ads. | cannot choose lol").
_UNDECIDED_AFTER = re.compile(r"\W*(?:i\s+|we\s+)?(?:can'?t|can\u2019t|cannot|could\s+not|couldn'?t)"
                              r"\s+(?:decide|choose|pick)\b", re.I)


def undecided_after(rest: str) -> bool:
    """Does the text after the offering sentence open by saying the choice cannot be made ("… | can't decide")?"""
    return bool(_UNDECIDED_AFTER.match(rest))


def unmarked_question(smask: str) -> bool:
    """Does the sentence hold a wh-question of its own without its mark ("… which one should i get",
    "what would you recommend", "…, honestly which one"), or is it only a call for opinions ("Thoughts", "any
    advice pls"), or a wh-question weighing the pair ("Which makes more sense": ``_wh_opening``)?"""
    return bool(_WH_ASKED.search(smask) or _WHICH_CLOSING.search(smask) or _OPINIONS.fullmatch(smask.strip())
                or wh_sentence(smask) or help_plea(smask))  # "… or app. | help"


# A sentence that only asks for opinions: "Thoughts", "Any advice pls", "opinions welcome", "Recommendations?",
# "Opinions from anyone who's used both".
_OPINIONS = re.compile(r"(?:any\s+)?(?:thoughts|opinions|advice|suggestions|recommendations|ideas|input|views)"
                       r"(?:\s+(?:pls|please|welcome|appreciated|anyone))?"
                       r"(?:\s+from\s+(?:anyone|anybody|people|folks)(?:\s+(?:who|that|with)\b[^.!?]*)?)?\W*",
                       re.I)


def wh_question_at(words: list[str]) -> bool:
    """Do the lower-case ``words`` open a wh-question of their own ("which one …", "what would you …", "who
    do we …", "which lasts longer …": a verb's "-s" form and a bare comparative, which no relative clause after a
    name asks), not a relative clause ("which is …")?"""
    if len(words) > 1 and words[0] == "which" and words[1] == "one":
        return True
    if len(words) > 2 and words[0] == "which" and words[1][-1:] == "s" and words[1][-2:] != "ss" \
            and words[2] in COMPARATIVES:
        return True
    return len(words) > 2 and words[0] in ("which", "what", "who") and words[1] in _MODALS and words[2] in _SUBJECTS


def told_which(smask: str) -> bool:
    """Does the sentence ask to be told which ("kindly tell which is better …", "first tell me is the
    15 year or the 30 year refi …", "I'd like your opinion on which …")?"""
    return bool(_TOLD_WHICH.search(smask))


def undecided(smask: str) -> bool:
    """Does the sentence say the choice is not made yet ("i cant tell if …", "curious if …", "trying to work out
    if …", "I keep going back and forth on …")?"""
    return bool(_UNDECIDED.search(smask)) or unknown_which(smask)  # "… and I don't know which keeps …"


_OWN = frozenset({"my", "myself", "our", "ourselves", "mine"})
_TASKS = INSTRUCTING | frozenset({"rewrite", "translate", "make", "create", "generate", "find", "remind", "help",
                                  "check", "format", "edit", "proofread", "plan", "suggest"})


def own_errand(smask: str, coordinator: re.Pattern[str]) -> bool:
    """Is the sentence two verb phrases joined by its 'or', A about the asker's own things ("fix the leaky
    faucet myself or call someone out", "sell my cards on ebay or trade them at the shop") or B done by the asker
    ("hire a helper or do it myself")? Such a pair is
    the asker's choice, not a task: no verb of A or B is one the assistant could do ("rewrite my email or …")."""
    co = coordinator.search(smask)
    if co is None or co.group(0).lower() != "or":
        return False
    a, b = tx.tokens(smask[: co.start()]), tx.tokens(smask[co.end() :])
    if len(a) < 2 or not b or not is_verb(a[0], initial=True) or not is_verb(b[0], initial=True):
        return False
    if a[0].low in _TASKS or b[0].low in _TASKS:
        return False
    return any(t.low in _OWN for t in a[1:]) or any(t.low in _SELF for t in b[1:])  # "hire a stall helper or do
    # all six markets myself": the asker doing B


_SELF = frozenset({"myself", "ourselves"})

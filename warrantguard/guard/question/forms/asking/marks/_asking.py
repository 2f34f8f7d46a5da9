"""Whether a sentence asks to choose (see ``_options``).

A sentence asks when it ends with a question mark ("… med school?!?!" too), or, without one,
when it opens like a question, has a clause asking "which …", or is only the two options and
what they are for ("kindle or kobo", "Creatine vs whey for a 45-year-old woman"). The "A instead
of B" form is read in ``_instead``; its mark, :data:`INSTEAD`, is here.
"""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.marks._answer_is_if import unknown_is_if
from warrantguard.guard.question.forms.asking.marks._gerund_heading import gerund_heading
from warrantguard.guard.question.forms.asking.marks._inverted import inversion_start
from warrantguard.guard.question.forms.asking.marks._modifier_vs_pair import modifier_vs_pair
from warrantguard.guard.question.forms.asking.marks._named_count import named_count
from warrantguard.guard.question.forms.asking.marks._needed_verbs import needed_verbs
from warrantguard.guard.question.forms.asking.marks._obliged import obliged_choice
from warrantguard.guard.question.forms.asking.marks._permitted import permitted_choice
from warrantguard.guard.question.forms.asking.marks._purpose import INSTRUCTING, vs_purpose
from warrantguard.guard.question.forms.asking.marks._verbless import shared_object
from warrantguard.guard.question.forms.asking.marks._wh_opening import inverted_first, unmarked_opening
from warrantguard.guard.question.forms.asking.unasked import commenting_which
from warrantguard.guard.question.words import (
    AUX,
    COMPARATIVES,
    COPULA_LEADS,
    COPULAS,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    finite_verb,
    is_verb,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["INSTEAD", "asks", "concessive", "ends_asking", "permission_question"]

INSTEAD = re.compile(r"(?<![\w-])(?:instead\s+of|rather\s+than)(?![\w-])", re.I)
_ASKING_END = re.compile(r"\?[?!]*\s*$")
_ASKING_WORDS = sorted(AUX | COPULAS | COPULA_LEADS | {"one", "option"}, key=len, reverse=True)
# A clause asking which: "… - which is better", "…; which should i get", "… which one for …" (not
# "what a debate", "which reminds me").
_WH_CLAUSE = re.compile(r"(?:^|[,;:\-–—.])\s*(?:which|what)(?:['’]?s\b|\s+(?:"
                        + "|".join(re.escape(w) for w in _ASKING_WORDS) + r")\b)", re.I)
# A clause asking which, with a verb of its own and a comparison: "…; which lasts longer", "- which
# works better for …" (not "which reminds me of it").
_WH_COMPARING = re.compile(r"(?:^|[,;:\-–—.])\s*which\s+[a-z]+s\s+(?:[a-z]+\s+)?(?:"
                           + "|".join(sorted(COMPARATIVES | {"longer", "more", "less"}, key=len, reverse=True))
                           + r")\b", re.I)
# A later clause asks "should I …" without a question mark ("so i was thinking, should i get …").
_SHOULD_CLAUSE = re.compile(r"(?:[,;:\-–—]\s*|\bbut\s+)(?:so\s+)?(?:should|shall)\s+(?:i|we)\b", re.I)
# An indirect question put to the assistant: "… then tell me which to buy: A or B", "let us know whether …".
_TELL_WHICH = re.compile(r"\b(?:tell|let)\s+(?:me|us)\s+(?:know\s+)?(?:(?:also|too|then|afterwards|please|pls|"
                         r"quick|asap|[a-z]{3,}ly|(?:at|in)\s+the\s+end|(?:by|before)\s+(?:[a-z]+day|tomorrow|tonight|noon|eod))\s+)?"
                         r"(?:which|whether|if)\b", re.I)  # "… frankly | if", "tell me quick | if", "… by Friday | if"
# A request to the assistant to choose: "Kindly suggest which is better …", "please advise which one …",
# "recommend me which to get", "please explain if I need …" (not "suggest three ways …": no "which" / "whether").
_ADVISE_WHICH = re.compile(r"^\W*(?:(?:kindly|please|pls)\s+)?(?:(?:suggest|advise|recommend)\s+(?:(?:me|us)\s+)?"
                           r"(?:which|whether)|(?:explain|clarify|confirm)\s+(?:(?:to\s+)?(?:me|us)\s+)?"
                           r"(?:which|whether|if))\b", re.I)
# A request put to the assistant as a condition of the asker's thanks: "I'd be grateful if you could recommend …",
# "we would appreciate it if you could advise …" (it asks, as "could you recommend …" does).
_GRATEFUL_IF = re.compile(r"\b(?:i|we)(?:['’]d|\s+would)\s+(?:be\s+(?:(?:very|really|so|most)\s+)?(?:grateful|thankful)"
                          r"|(?:really\s+)?appreciate\s+it)\s+if\s+you\s+(?:could|would|can|might)\b", re.I)
_NUMBERS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve",
                      "twenty", "fifty", "hundred"})


_CONCESSIVE = re.compile(r"^\W*(?:(?:either\s+way|regardless|anyway|honestly|so|but|and)\W+)?"
                         r"whether\b(?!\s+to\b)[^,;:?]*\bor\b[^,;:?]*,\s*\w[^?]*$", re.I)  # "whether to | …": an
# infinitive, asked (no finite clause a concession needs)


def concessive(smask: str) -> str | None:
    """Why a sentence opening "Whether A or B, …" without a question mark is no question ("Whether you
    choose A or B, keep the receipt"; not "whether to A or B, …": an infinitive is asked), or ``None``."""
    return "a concessive 'whether A or B, …' clause, not a question" if _CONCESSIVE.match(smask) else None


def ends_asking(sentence: str) -> bool:
    """Does the sentence end with a question mark ("… med school?!?!" too)?"""
    return bool(_ASKING_END.search(sentence))


def asks(smask: str, coordinator: re.Pattern[str]) -> bool:
    """Is a sentence without a question mark still a question? It opens like one ("is data
    engineering or …", "which is harder, …"), a clause of it asks which ("coffee or tea - which
    is better"), it asks to be told which ("tell me which to buy: …"), or it is only the two
    options and what they are for ("kindle or kobo", "Creatine vs whey for a 45-year-old woman …": no verb,
    subject or auxiliary anywhere but in a relative clause of what they are for)."""
    toks = tx.tokens(smask)
    if not toks:
        return False
    wh_clause = _WH_CLAUSE.search(smask) and not commenting_which(smask)  # not "…, which is nice."
    if wh_clause or _WH_COMPARING.search(smask) or _opens_asking(toks) or _SHOULD_CLAUSE.search(smask) \
            or _TELL_WHICH.search(smask) or _ADVISE_WHICH.match(smask) or _asking_clause(smask, coordinator) \
            or _ANYONE_KNOW.match(smask) or _WANTS_TO_KNOW.search(smask) or _QUESTION_IS.search(smask) \
            or unknown_is_if(smask) or _GRATEFUL_IF.search(smask) \
            or gerund_heading(toks) \
            or inversion_start(smask, coordinator) is not None or unmarked_opening(smask, coordinator):
        return True
    co = coordinator.search(smask)
    purpose = vs_purpose(toks, co)  # "React vs Vue for …", "index funds vs …": no verb but an instruction's
    opens_verb = toks[0].low in INSTRUCTING if purpose else is_verb(toks[0], initial=True)
    modified = modifier_vs_pair(toks)  # "restricted vs unrestricted grants": modifiers of one head, no verbs
    verbal = opens_verb or any(_verbal(toks, k) for k in range(purpose or _purpose_end(toks)))
    if co is None or (verbal and not modified):
        return False
    lead = head.end() if (head := _SHORT_HEAD.match(smask, 0, co.start())) else 0
    before, after = tx.tokens(smask[lead : co.start()]), tx.tokens(smask[co.end() :])
    names = all(t.capitalized for t in before + after)  # after a heading only names: "OK so: Ranger or Tacoma."
    if named_count(before) > 4 or tx.separators(smask[lead : co.start()]) or not after or (lead and not names) \
            or shared_object(before, co.group(0), after):  # "Venmo or Zelle | the deposit …": one instruction
        return False
    if len(before) == 1 and _bare_number(before[0]) and _bare_number(after[0]):
        return False  # not "two or three eggs" (but "16GB or 32GB of RAM …")
    seps = tx.separators(smask[co.end() :])
    set_off = bool(seps) and len(tx.tokens(smask[co.end() : co.end() + seps[0][0]])) <= 4
    trailing = smask.rstrip()  # not "Printer or scanner offline in room 4." (nor "… room 4...")
    bare = names and len(before) <= 3 and len(after) <= 3  # "Bali or Vietnam."
    named_for = len(before) <= 3 and all(t.capitalized for t in before) and after[0].capitalized \
        and _for_after(after)  # "Uno or Dobble | for a 5yo's birthday party.": two names and what they are for
    return set_off or bare or named_for or not trailing.endswith(".") \
        or (trailing.endswith(("...", "…")) and _for_after(after))


_SHORT_HEAD = re.compile(r"\s*(?!fyi|note|reminder|update|info|psa|status)(?:[A-Za-z']+\s+)?[A-Za-z']+:\s+", re.I)
# "anyone know if A or B …", "does anybody know whether …": a question asked of readers, without its question mark.
_ANYONE_KNOW = re.compile(r"\s*(?:(?:does|do)\s+)?any(?:one|body)\s+knows?\s+(?:if|whether)\b", re.I)
# Someone's question passed on, the pair after it: "client wants to know: | satin or cotton for …", "… asked me to
# find out if A or B …" (the question the asker was sent with); the asker's own: "I'd like to find out if A or B …".
# "so the question is if A or B …", "the big question is | A or B": the asker names the question, unmarked.
_QUESTION_IS = re.compile(r"\b(?:the|my|our)\s+(?:\w+\s+)?question\s+(?:is|was)\b(?:\s*:?\s*if\b)?", re.I)
_WANTS_TO_KNOW = re.compile(r"\b(?:(?:(?:wants?|wanted|needs?|would\s+like|['’]d\s+like|writing)\s+to|wanna)\s+"
                            r"(?:know|find\s+out|ask)"
                            r"\s*(?::|\s(?:which|whether|if)\b)"
                            r"|(?:asked\s+(?:me|us)\s+to|\b(?:i|we)\s+(?:should|must))\s+(?:find|figure)\s+out\s+"
                            r"(?:which|whether|if)\b)", re.I)


def _for_after(after: list[tx.Token]) -> bool:
    """Does a "for" phrase follow B's few words ("tylenol or advil | for a fever …")? What they are for: a question."""
    return any(t.low == "for" for t in after[1:4])


def _asking_clause(smask: str, coordinator: re.Pattern[str]) -> bool:
    """Does a clause after a comma open like a question and hold the alternatives ("now that our traffic
    has tripled, | is horizontal scaling or vertical scaling the better next step")?"""
    for _, end in tx.separators(smask):
        rest = smask[end:]
        if coordinator.search(rest) and _opens_asking(tx.tokens(rest)):
            return True
    return False


def _purpose_end(toks: list[tx.Token]) -> int:
    """Where a relative clause after a "for" phrase begins ("Kafka vs RabbitMQ for an event bus
    | that handles …", its one verb), else the sentence's length: the clause describes the purpose."""
    after_for = after_or = False
    for k, tok in enumerate(toks):
        if after_or and tok.low in _CONDITIONS and k > 1 and toks[k - 1].low not in _OR_WORDS:
            return k  # "road bike vs gravel bike | if i mostly ride …": the situation, no clause of the pair
        prev = toks[k - 1].low
        reduced = tok.low in _SUBJECTS and prev.isalpha() and prev not in DETERMINERS | PREPOSITIONS
        if after_for and (tok.low in ("that", "which", "who") or reduced) and toks[k - 1].low not in DETERMINERS:
            one_verb = sum(_verbal(toks, j) and not _perfect(toks, j) for j in range(k + 1, len(toks))) == 1
            # not "… that we built was"; "who has never played": one verb; not "… that floods | was a bad idea"
            return k if one_verb and not any(t.low in ("was", "were") for t in toks[k + 2 :]) else len(toks)
        after_for = after_for or tok.low == "for" or (after_or and tok.low in ("in", "on", "at"))  # "in a basement"
        after_or = after_or or tok.low in _OR_WORDS
    return len(toks)


def _perfect(toks: list[tx.Token], j: int) -> bool:
    """A past participle after "has" / "have" / "had" (an adverb between): one verb with it."""
    return j > 0 and any(t.low in ("has", "have", "had") for t in toks[max(0, j - 2) : j]) and _verbal(toks, j)


_CONDITIONS = frozenset({"if", "when", "since", "because", "as", "unless", "given", "once"})
_OR_WORDS = frozenset({"or", "vs", "vs.", "versus"})
_SUBJECTS = frozenset({"i", "we", "you", "they"})  # "for a logo | i designed": a relative clause without "that"


def _opens_asking(toks: list[tx.Token]) -> bool:
    """Does the sentence open like a question: an auxiliary or copula before its subject ("is data
    engineering …", "should I …", "and is it better …", "ok so is it …"; not "Do not …", "Could be …", "Will call
    you …")?"""
    for _ in range(2):  # "ok so | is it better to …": fillers one after another
        if len(toks) > 2 and toks[0].low in ("and", "so", "also", "but", "ok", "okay"):
            toks = toks[1:]  # "… 'i like hiking and tacos'. | and | is it better to write it in english or spanish"
    if len(toks) < 2 or (toks[0].low not in AUX and toks[0].low not in COPULA_LEADS):
        return inverted_first(toks)  # "am I better off …", "has rent control or … done more …"
    second = toks[1].low
    if second in _NOT_SUBJECTS:
        return False
    third_person = toks[0].low in ("does", "did")  # "does spray foam …": "does" + a verb is no imperative
    return toks[0].low in COPULA_LEADS or third_person or not is_verb(toks[1]) or second in PRONOUNS  # "is react …"


_NOT_SUBJECTS = frozenset({"not", "be", "have", "been", "never", "just", "also", "probably", "definitely"})


def _verbal(toks: list[tx.Token], k: int) -> bool:
    """A subject, an auxiliary, a finite verb or a past participle ("accepted", "done")."""
    w = toks[k].low
    if w == "one" and ((k and (toks[k - 1].low in DETERMINERS or "-" in toks[k - 1].low))
                       or (k + 1 < len(toks) and toks[k + 1].low[:1].isdigit())):
        return False  # "an instructor-led | one": a noun after its modifier; "one | 65 inch TV": a numeral
    if w in AUX or w in COPULAS or w in COPULA_LEADS or w in PRONOUNS or finite_verb(toks, k):
        return True
    if k == 0 and _contracted_subject(w):
        return True  # "He's either lame or being …, vet's coming": opening on a subject and its verb, a statement
    if k > 1 and toks[k - 2].low == "with" and _numeral(toks[k - 1]):
        return False  # "for someone with 50k | saved": a participle describing the purpose
    if 0 < k < len(toks) - 1 and toks[k - 1].low in _BEFORE_MODIFIER and toks[k + 1].low.isalpha():
        return False  # "sourdough or | yeasted bread": a participle before its noun modifies it
    if k == 0 and len(toks) > 2 and toks[1].low.isalpha() and toks[2].low in _BEFORE_MODIFIER:
        return False  # "raised bed | or in-ground bed": the first option's participle
    participle = w.endswith("ed") and any(c in "aeiou" for c in w[:-2])  # not "bed", "red"
    return w.isalpha() and not toks[k].capitalized and (participle or w in ("done", "gone", "made"))


_BEFORE_MODIFIER = frozenset({"or", "vs", "versus", "a", "an", "the"})


def _contracted_subject(word: str) -> bool:
    """Is ``word`` (lower case) a personal pronoun with its verb contracted onto it ("he's", "they're", "i'm")?"""
    pronoun, mark, verb = word.replace("\u2019", "'").partition("'")
    return bool(mark) and pronoun in PRONOUNS and verb in _CONTRACTED_VERBS


_CONTRACTED_VERBS = frozenset({"s", "re", "m", "ve", "ll", "d"})


def _bare_number(tok: tx.Token) -> bool:
    """A number without a unit ("two", "3", "1.5"; not "16GB")."""
    return tok.low.replace(".", "").replace(",", "").isdigit() or tok.low in _NUMBERS


def _numeral(tok: tx.Token) -> bool:
    return tok.low[:1].isdigit() or tok.low in _NUMBERS


_ASKING_CUES = frozenset({"whether", "if", "which", "should", "rather", "prefer", "choose", "pick", "between",
                       "recommend", "recommendation", "suggest", "suggestion", "advice", "advise", "opinion"})
_ASKED = frozenset({"you", "u", "someone", "anyone", "somebody", "anybody"})


def permission_question(sentence: list[tx.Token]) -> str | None:
    """Why a "Can I … A or B?" / "May we … A or B?" sentence is not a choice (it asks whether
    either is allowed or possible: "Can dogs eat grapes or raisins?"), or ``None``; "Can you
    tell me whether A or B …" is a request, not such a question."""
    if _NEED_FOR.match(" ".join(t.low for t in sentence)) and not needed_verbs(sentence):  # not "need to | A or B"
        return "a yes/no question ('do I need … for A or B'), not a choice between two options"
    words = [t.low for t in sentence[:5]]
    judged = 2 + (words[2:3] == ["too"])  # "Is it too late to …"
    if len(sentence) > 4 and words[:2] == ["is", "it"] and words[judged] in _USUAL \
            and sentence[judged + 1].low in ("for", "to", "that", "if", "when"):
        return f"a yes/no question ('is it {' '.join(words[2 : judged + 1])} …'), not a choice between two options"
    if len(sentence) < 3 or sentence[0].low not in ("can", "may") or sentence[1].low in _ASKED:
        return None
    if obliged_choice(sentence) or permitted_choice(sentence):
        return None  # "Can I break the lease or do I have to …": what may be against what must; "… now or after …"
    if any(t.low in _ASKING_CUES or t.low in COMPARATIVES for t in sentence):
        return None  # "May I ask … whether A or B …", "Can I get A or B cheaper …"
    return f"a yes/no question ('{sentence[0].text} {sentence[1].text} …'), not a choice between two options"


_NEED_FOR = re.compile(r"(?:do|does|will|would)\s+(?:i|we|you|he|she|they|my\s+\w+)\s+need\s+(?:a|an|the)?\s*"
                       r"[\w'-]+(?:\s+[\w'-]+)?\s+(?:for|to\s+(?:visit|enter))\s+[^,]+?\s+or\s+")
_USUAL = frozenset({"normal", "common", "typical", "usual", "unusual", "weird", "strange", "rare", "abnormal", "legal",
                    "illegal", "allowed", "possible", "late", "early", "soon"})

"""Word lists for the offline ``lexical`` probe generator."""

from __future__ import annotations

__all__ = ["ANTONYMS", "BROADENING_DROPS", "BROADER_FRAMES", "NARROWING_QUALIFIERS", "NEGATIVE_WORDS", "SYNONYMS"]

# Comparative and decision words with their valence antonyms (both directions are used).
_PAIRS = [
    ("safer", "riskier"), ("safest", "riskiest"), ("better", "worse"), ("best", "worst"),
    ("easier", "harder"), ("easiest", "hardest"), ("cheaper", "more expensive"),
    ("cheapest", "most expensive"), ("faster", "slower"), ("fastest", "slowest"),
    ("healthier", "less healthy"), ("healthiest", "least healthy"), ("more", "less"),
    ("most", "least"), ("stronger", "weaker"), ("higher", "lower"), ("greater", "smaller"),
    ("wiser", "less wise"), ("smarter", "less smart"), ("preferable", "less preferable"),
    ("more reliable", "less reliable"), ("more effective", "less effective"),
    ("more efficient", "less efficient"), ("more suitable", "less suitable"),
    ("prefer", "avoid"), ("choose", "avoid"), ("recommend", "advise against"),
    ("approve", "reject"), ("pick", "avoid"), ("select", "avoid"), ("hire", "pass on"),
    ("cleaner", "dirtier"), ("quieter", "noisier"), ("simpler", "more complicated"),
    ("superior", "inferior"), ("advantageous", "disadvantageous"), ("beneficial", "harmful"),
    ("lower-risk", "higher-risk"), ("less risky", "more risky"),
]
ANTONYMS: dict[str, str] = {}
# The second word of each pair: its presence marks a prompt whose valence is inverted.
NEGATIVE_WORDS = frozenset(b for _a, b in _PAIRS)
for _a, _b in _PAIRS:
    ANTONYMS.setdefault(_a, _b)
    ANTONYMS.setdefault(_b, _a)

# Close synonyms for single-word substitutions (T1 paraphrases).
SYNONYMS: dict[str, list[str]] = {
    "safer": ["more secure", "less dangerous"], "better": ["preferable", "superior"],
    "cheaper": ["less expensive", "more affordable"], "easier": ["simpler", "less difficult"],
    "faster": ["quicker", "speedier"], "healthier": ["more wholesome", "better for health"],
    "travel": ["journey", "trip"], "choose": ["pick", "select"], "pick": ["choose", "select"],
    "should": ["ought"], "which": ["what"], "option": ["alternative", "choice"],
    "use": ["employ", "utilise"], "buy": ["purchase", "acquire"], "kids": ["children"],
    "children": ["kids"], "job": ["position", "role"], "company": ["firm", "business"],
    "car": ["automobile"], "home": ["house"], "big": ["large"], "small": ["little"],
    "learn": ["study"], "start": ["begin"], "help": ["assist"], "work": ["job"],
    "recommend": ["suggest", "advise"], "prefer": ["favour", "lean toward"],
}

# Qualifiers that narrow almost any reference class (T2).
NARROWING_QUALIFIERS = [
    ("business", "prefix"), ("with young children", "suffix"), ("on a tight budget", "suffix"),
    ("in bad weather", "suffix"), ("for a first-timer", "suffix"), ("over a long distance", "suffix"),
    ("in an emergency", "suffix"), ("in a large city", "suffix"), ("in a rural area", "suffix"),
    ("for an elderly person", "suffix"), ("at night", "suffix"), ("during winter", "suffix"),
    ("for a small organisation", "suffix"), ("under time pressure", "suffix"),
]

# Words that, when present as qualifiers in a prompt, can be dropped to broaden it (T3).
BROADENING_DROPS = [
    "business", "international", "domestic", "urban", "rural", "daily", "weekly", "short",
    "long", "young", "elderly", "small", "large", "local", "personal", "professional", "first",
    "new", "beginner", "advanced", "summer", "winter", "night", "family", "solo", "budget",
    "luxury", "corporate", "public", "private", "remote", "online", "senior", "junior",
]

# Broader framings appended when the prompt names no droppable qualifier (T3).
BROADER_FRAMES = [
    "in general", "in most situations", "for most people", "across a wide range of circumstances",
    "in everyday life", "over the long term", "in similar decisions", "anywhere in the world",
]

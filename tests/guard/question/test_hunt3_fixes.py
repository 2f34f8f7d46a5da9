"""The third hunt's silent misreads (bench/question_hunt3.py), fixed by general rules or refused where
the form cannot tell; the shared-phrase controls keep their reading."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

READ = [
    # B's own place: A has its own ("to Denver"), so B's "in Austin" is no context of both
    ("Should I move to Denver or keep renting in Austin?", ("move to Denver", "keep renting in Austin")),
    ("Is it better to move to Denver or keep renting in Austin?", ("move to Denver", "keep renting in Austin")),
    ("Should I work in Boston or commute from Providence?", ("work in Boston", "commute from Providence")),
    ("Should I take a job in Boston or stay at the startup in Austin?",
     ("take a job in Boston", "stay at the startup in Austin")),
    # a verb and an adjective or adverb complement on both sides: A keeps its verb
    ("Should I buy used or lease new?", ("buy used", "lease new")),
    ("Is it better to buy used or lease new?", ("buy used", "lease new")),
    ("Would you buy new or lease used?", ("buy new", "lease used")),
    ("Should I go big or stay small?", ("go big", "stay small")),
    ("Should I buy local or shop online?", ("buy local", "shop online")),
    ("Should I eat out or cook at home?", ("eat out", "cook at home")),
    # "in" closing B is its particle, no object of both
    ("Should I cook or order in?", ("cook", "order in")),
    # controls: bare verbs share the phrase after B
    ("Should I fly or drive to Chicago?", ("fly", "drive")),
    ("Should I rent or buy in Denver?", ("rent", "buy")),
    ("Would you walk or bike to work?", ("walk", "bike")),
    ("Renting vs buying a home in Denver: which makes more financial sense?", ("Renting", "buying")),
    ("Leasing versus buying equipment for a new dental practice?", ("Leasing", "buying")),
    ("Are we better off leasing or financing the van?", ("leasing", "financing")),
    ("Should I quit my job or stay at my company?", ("quit my job", "stay at my company")),
]
test_read = read_as_expected(READ)

REFUSED = [
    # a gerund A against "or" / "vs" + a gerund and a noun phrase: B's own object, or both options'?
    "Walking or playing golf for stress?",
    "Reading or watching TV before bed?",
    "Walking vs playing golf for stress?",
    "Reading vs watching TV before bed?",
    "Is running or riding a bike better for sleep?",
    "Which helps more with anxiety: napping or drinking coffee?",
    "Journaling or talking to a friend?",
    # "with …" after B's own object, A a verb and its adverb: B's manner or both options'?
    "Should I fly direct or save money with a layover?",
]
test_refused = still_refused(REFUSED)

"""A third option asked on its own before the two ("Tea? Coffee? Or juice?", "Tea? Coffee or juice?") is refused,
not dropped (``forms.asking._questioned.asked_before``); a heading asking for help before the pair ("Any
recommendations? | A or B …") is no option. A short phrase asked before "A? Or B?" after a full stop is no part of
A ("Long day. | Pizza? Or tacos?"): an option's word holds a dot only inside it ("Node.js", "v2.1"). An
instruction of two verbs sharing an object, without a question mark ("Print or download the form"), is refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# Three options, each asked on its own or the first alone: refused (they read as "Coffee" / "juice" before).
test_third_option_asked_before_is_refused = still_refused([
    "Tea? Coffee? Or juice?",
    "Pizza? Tacos? Or sushi for dinner?",
    "Tea? Coffee or juice?",
    "Kayak? Canoe? Or paddle board for the lake?",
    "Postgres? MySQL or SQLite for a side project?",
])

# A heading or an asking word before the pair is no option; a sentence before "A? Or B?" is no part of A
# ("Long day. Pizza" / "tacos" before).
test_heading_or_sentence_before_the_pair = read_as_expected([
    ("Long day. Pizza? Or tacos?", ("Pizza", "tacos")),
    ("Quick question. Tea? Or coffee?", ("Tea", "coffee")),
    ("Big move next week. Movers? Or a rental truck?", ("Movers", "a rental truck")),
    ("Anyone? Tea? Or coffee?", ("Tea", "coffee")),
    ("Any recommendations? Segment or RudderStack for event tracking.", ("Segment", "RudderStack")),
    ("Quick question? Tea or coffee?", ("Tea", "coffee")),
    ("Node.js? Or Deno?", ("Node.js", "Deno")),
    ("v2.1? or v2.2?", ("v2.1", "v2.2")),
])

# One word before "or" and B's verb taking an object or "here", no question mark: one instruction's two verbs,
# refused (read as "Print" / "download", "Venmo" / "Zelle the deposit", "Click" / "tap here" before).
test_instruction_with_two_verbs_is_refused = still_refused([
    "Print or download the form",
    "Sign or initial each page",
    "Email or fax the signed copy to HR",
    "Venmo or Zelle the deposit to hold your wedding date",
    "Click or tap here",
    # One of two things the assistant is asked to do for the asker, question mark or not (read as a pair before).
    "Could you either email me the report or post it in my channel",
    "Could you please either send us the invoice or upload it to the portal?",
])

# Near them: a time after B, "vs", a purpose, a question mark: still a choice.
test_choice_near_the_instruction_form = read_as_expected([
    ("Paris or Rome this summer", ("Paris", "Rome")),
    ("Venmo or Zelle for the deposit", ("Venmo", "Zelle")),
    ("Print or download the form?", ("Print", "download")),
    ("prebuilt vs build your own PC for a family of four", ("prebuilt", "build your own PC")),
    ("Could you recommend either a Kindle or a Kobo for my gran", ("a Kindle", "Kobo")),
    ("Can you tell me whether to email my boss or call him?", ("email my boss", "call him")),
])

"""A closing courtesy after the question (bench/question_wraps.py's thanks, thanks_emoji and signature wrappers: 51,
117 and 2 silent misreads, 11, 441 and 11 refusals among 8,179 right readings each): "Thanks!", "thanks in advance
🙏", "TIA", "any help appreciated", a sign-off or a signature line is no part of option B and leaves the question
readable (``words._closing``); where the courtesy may be an option's own words it stays, or the prompt is refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A courtesy right after B's last word, with no question mark between: cut, not read as part of B.
test_courtesy_after_b_without_question_mark = read_as_expected([
    ("should i see a physio or just rest it for a couple more weeks Thanks!",
     ("see a physio", "just rest it for a couple more weeks")),
    ("Help me pick between a Fender Strat and a Gibson Les Paul Thanks!", ("Fender Strat", "Gibson Les Paul")),
    ("should we repaint the hallway or wallpaper it thanks in advance 🙏", ("repaint the hallway", "wallpaper it")),
    ("do we rewrite the billing service in go or refactor the existing python code thank you so much!",
     ("rewrite the billing service in go", "refactor the existing python code")),
    ("should I take the bus or ride my bike to work any advice would be greatly appreciated :)",
     ("take the bus", "ride my bike to work")),
    ("Should I fix the old laptop or buy a new one many thanks", ("fix the old laptop", "buy a new one")),
])

# After a preposition or a noun ending B, a courtesy of several words is still no object of it.
test_longer_courtesy_after_a_preposition = read_as_expected([
    ("do I wake the baby to feed or let him sleep through thanks in advance 🙏",
     ("wake the baby to feed", "let him sleep through")),
    ("is it better to stretch before running or to stretch after thanks in advance 🙏",
     ("stretch before running", "stretch after")),
    ("do i fix it or trade it in thanks in advance 🙏", ("fix it", "trade it in")),
    ("getting my 2FA codes by text or by email thanks in advance 🙏", ("by text", "by email")),
])

# A courtesy after the question mark no longer hides the question ("Which should I accept?" must be the last
# sentence); nor do emoji after it, a sign-off or a signature line.
test_courtesy_after_the_question = read_as_expected([
    ("I have a job offer in Denver and one in Austin. Which should I accept? thanks in advance 🙏",
     ("Denver", "Austin")),
    ("I have a job offer in Denver and one in Austin. Which should I accept?\n\n-- Sent from my phone",
     ("Denver", "Austin")),
    ("A) retake the course B) take the incomplete — what would you do? 🙏",
     ("retake the course", "take the incomplete")),
    ("Should I go with Postgres or MySQL? Many thanks for your help, Sam", ("Postgres", "MySQL")),
])

# Emoji closing the prompt after B's last word: no part of B, nor do they make B too long to be one.
test_emoji_after_b = read_as_expected([
    ("which one -- a) the 2-bed near the park b) the 3-bed by the highway 😊",
     ("2-bed near the park", "3-bed by the highway")),
    ("which one -- a) the 2-bed near the park b) the 3-bed by the highway 😊 thx",
     ("2-bed near the park", "3-bed by the highway")),
    ("do i knock again or just go in with the DND sign up past checkout 😊",
     ("knock again", "just go in with the DND sign up past checkout")),
    ("Should I learn C or C++ :)", ("C", "C++")),
])

test_emoji_options_still_refused = still_refused([
    "should I get 🍕 or 🍔",
    "should I get 🍕 or 🍔 thanks",
])

test_signatures_and_sign_offs = read_as_expected([
    ("should i see a physio or just rest it for a couple more weeks\n\n-- Sent from my phone",
     ("see a physio", "just rest it for a couple more weeks")),
    ("should I take the bus or ride my bike to work\nBest regards,\nPriya Shah",
     ("take the bus", "ride my bike to work")),
    ("should I take the bus or ride my bike to work\nKind regards, Priya", ("take the bus", "ride my bike to work")),
    ("should I take the bus or ride my bike to work\nSent from my iPhone", ("take the bus", "ride my bike to work")),
    ("Help me choose between freezing my credit and just signing up for credit monitoring after the data "
     "breach\n\n-- Sent from my phone", ("freezing my credit",
                                          "just signing up for credit monitoring after the data breach")),
])

# Said words and names are B's own: "say thanks", "visit Tia".
test_said_courtesy_and_names_stay_in_b = read_as_expected([
    ("Should I send a card or just say thanks", ("send a card", "just say thanks")),
    ("do we send flowers or just say thank you", ("send flowers", "just say thank you")),
    ("Should I thank them now or say thanks in advance", ("thank them now", "say thanks in advance")),
    ("Should I call Maria or visit Tia", ("call Maria", "visit Tia")),
    ("Should I text him or send a thank you", ("text him", "send a thank you")),
    ("Should I take a B+ or a C- thanks", ("B+", "C-")),
    ("Which sign-off is better:\nBest regards\nor\nCheers", ("Best regards", "Cheers")),
    ("Should I sign with Best or\nThanks!", ("Best", "Thanks")),
])

# Near misses: a courtesy that is an option or may be B's head, a dashed list's last line, three options, no
# choice, yes/no questions, requests.
test_courtesies_that_may_be_options_still_refused = still_refused([
    "Should I say sorry or thanks",
    "Should I send flowers or a big thanks",
    "Should I send flowers or a quick thank you",
    "should we meet at the Ritz or at Cheers",
    "Which database?\n- Postgres\n- MySQL",
])

test_no_pair_with_a_courtesy_still_refused = still_refused([
    "Should I buy a Kindle or a Kobo or a Nook thanks!",
    "Postgres, MySQL or SQLite for a small app thanks in advance 🙏",
    "Is Postgres good for analytics thanks in advance 🙏",
    "Please write me a cover letter. Thanks!",
    "I switched from Postgres to MySQL thanks in advance 🙏",
    "Thanks!",
])

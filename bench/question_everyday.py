"""Bench: everyday pairwise prompts written outside the corpus in session 37, read by the rules (issue 22).

Three batches of 50 plain questions (titles and names; health, money, home, work and travel; and a third written
after the session's fixes, for which nothing was changed), each with the pair a reader would take (verbatim spans
of the prompt). The first two are not blind: the session fixed the forms they showed. They measure how often a
plain question is still read silently wrong, not the held-out figure. Prints per batch: right, refused, silently
wrong, and each prompt not read right. Judged as ``bench/questions.py`` judges (case, quotes, end punctuation and
a leading article aside).

    python bench/question_everyday.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.questions import judge

BATCHES: dict[str, list[tuple[str, tuple[str, str]]]] = {
    'titles and names': [
        ('Should I watch The Office or Parks and Recreation next?', ('Office', 'Parks and Recreation')),
        ('Is it better to learn Spanish or French before moving to Montreal?', ('Spanish', 'French')),
        ('For a 10-year-old, Minecraft or Roblox?', ('Minecraft', 'Roblox')),
        ('My landlord asks: pay by cheque or by bank transfer?', ('by cheque', 'by bank transfer')),
        ('Which would you pick for a road trip, a Honda CR-V or a Toyota RAV4?', ('Honda CR-V', 'Toyota RAV4')),
        ('Is the M2 MacBook Air or the ThinkPad X1 Carbon better for coding?',
         ('M2 MacBook Air', 'ThinkPad X1 Carbon')),
        ('Do you recommend Lord of the Flies or Of Mice and Men for a Year 9 class?',
         ('Lord of the Flies', 'Of Mice and Men')),
        ('Should we hire a contractor or do it ourselves this summer?', ('hire a contractor', 'do it ourselves')),
        ('Would you go with Postgres or MySQL for a small SaaS?', ('Postgres', 'MySQL')),
        ("I can't decide: sell the car now, or keep it until spring?", ('sell the car now', 'keep it until spring')),
        ('Is ibuprofen or paracetamol safer for a hangover?', ('ibuprofen', 'paracetamol')),
        ('Which is healthier: brown rice or quinoa?', ('brown rice', 'quinoa')),
        ('Should I study at the library or at home during exam week?', ('at the library', 'at home')),
        ('Kindle Paperwhite or Kobo Clara for reading in bed?', ('Kindle Paperwhite', 'Kobo Clara')),
        ('Should my daughter take AP Physics or AP Chemistry next year?', ('AP Physics', 'AP Chemistry')),
        ('Is it worth paying off the mortgage early or investing in index funds?',
         ('paying off the mortgage early', 'investing in index funds')),
        ('Would a standing desk or an ergonomic chair help my back more?', ('standing desk', 'ergonomic chair')),
        ('Pixel 8 vs iPhone 15 for someone who mostly takes photos?', ('Pixel 8', 'iPhone 15')),
        ('Should I fly into Heathrow or Gatwick for a meeting in central London?', ('Heathrow', 'Gatwick')),
        ('Which is the better first board game, Ticket to Ride or Carcassonne?', ('Ticket to Ride', 'Carcassonne')),
        ('Should we play Ticket to Ride or Wingspan tonight?', ('Ticket to Ride', 'Wingspan')),
        ('Do I need a Class C or Class M license for a 150cc scooter?', ('Class C', 'Class M')),
        ('Is Dune or Foundation a better entry point into classic sci-fi?', ('Dune', 'Foundation')),
        ('Should I take the job at Google or the one at a startup?', ('job at Google', 'one at a startup')),
        ('Which is better for a beginner, yoga or pilates?', ('yoga', 'pilates')),
        ('Should I put my savings in a Roth IRA or a traditional IRA?', ('Roth IRA', 'traditional IRA')),
        ('Tea or coffee before a morning run?', ('Tea', 'coffee')),
        ('Should I learn React or Vue in 2025?', ('React', 'Vue')),
        ('Is it smarter to rent in Brooklyn or buy in New Jersey?', ('rent in Brooklyn', 'buy in New Jersey')),
        ('Should I read War and Peace or Anna Karenina first?', ('War and Peace', 'Anna Karenina')),
        ("Would you choose Harry Potter and the Philosopher's Stone or The Hobbit for a bedtime story?",
         ("Harry Potter and the Philosopher's Stone", 'Hobbit')),
        ('Should we go to Pirates of the Caribbean or Indiana Jones at Disneyland first?',
         ('Pirates of the Caribbean', 'Indiana Jones')),
        ("Which should I listen to first, Abbey Road or Sgt. Pepper's Lonely Hearts Club Band?",
         ('Abbey Road', "Sgt. Pepper's Lonely Hearts Club Band")),
        ('Is Grand Theft Auto V or Red Dead Redemption 2 better on PS5?',
         ('Grand Theft Auto V', 'Red Dead Redemption 2')),
        ('Should I visit Bosnia and Herzegovina or Trinidad and Tobago next summer?',
         ('Bosnia and Herzegovina', 'Trinidad and Tobago')),
        ('Do you prefer Simon and Garfunkel or Crosby, Stills and Nash?',
         ('Simon and Garfunkel', 'Crosby, Stills and Nash')),
        ('Should we order from Marks and Spencer or Waitrose for Christmas?', ('Marks and Spencer', 'Waitrose')),
        ('Is Johnson & Johnson or Procter and Gamble a better dividend stock?',
         ('Johnson & Johnson', 'Procter and Gamble')),
        ('Should I buy Pride and Prejudice or Sense and Sensibility for my mum?',
         ('Pride and Prejudice', 'Sense and Sensibility')),
        ('Which is safer for kids, Legend of Zelda: Breath of the Wild or Mario Odyssey?',
         ('Legend of Zelda: Breath of the Wild', 'Mario Odyssey')),
        ('Should I get Call of Duty: Modern Warfare or Battlefield 2042?',
         ('Call of Duty: Modern Warfare', 'Battlefield 2042')),
        ('Planning a trip: Lisbon or Porto for 3 days in May?', ('Lisbon', 'Porto')),
        ('Update: should we go with AWS or GCP for the migration?', ('AWS', 'GCP')),
        ('Re: offsite — Denver or Austin?', ('Denver', 'Austin')),
        ('Should I take Route 66 or I-40 to get to Flagstaff?', ('Route 66', 'I-40')),
        ('Should I take the 7:15 or the 8:40 train to Boston?', ('7:15', '8:40')),
        ('Is Wi-Fi 6 or Wi-Fi 6E worth it for a small apartment?', ('Wi-Fi 6', 'Wi-Fi 6E')),
        ('Should we name the dog Max or Charlie?', ('Max', 'Charlie')),
        ('Should I major in computer science or economics?', ('computer science', 'economics')),
        ('Would you rather live near the beach or in the mountains?', ('near the beach', 'in the mountains')),
    ],
    'health, money, home, work, travel': [
        ('My doctor said I could take either metformin or glipizide. Which one has fewer side effects?',
         ('metformin', 'glipizide')),
        ('Is it cheaper to heat my house with a heat pump or a gas boiler in the UK?', ('heat pump', 'gas boiler')),
        ("We're choosing a stroller. The UPPAbaby Vista or the Bugaboo Fox 5?", ('UPPAbaby Vista', 'Bugaboo Fox 5')),
        ('Should I refinance to a 15-year or a 30-year mortgage?', ('15-year', '30-year')),
        ('Would a 4-day or 5-day work week be better for a small team?', ('4-day', '5-day')),
        ('Hey! Quick one - Netflix or Disney+ for a family with two kids under 8?', ('Netflix', 'Disney+')),
        ('Can you tell me whether I should use bleach or vinegar to clean mold in the shower?', ('bleach', 'vinegar')),
        ('Is it better for a beginner runner to do intervals or long slow runs?', ('intervals', 'long slow runs')),
        ("I'm torn between a Kia EV6 and a Hyundai Ioniq 5. Thoughts?", ('Kia EV6', 'Hyundai Ioniq 5')),
        ('Which one should I pick for my wedding, peonies or ranunculus?', ('peonies', 'ranunculus')),
        ("Do you think it's wiser to pay cash or finance a used car?", ('pay cash', 'finance a used car')),
        ('Should the team adopt Kubernetes or stick with Docker Compose?',
         ('adopt Kubernetes', 'stick with Docker Compose')),
        ('Would you rather have 1,000 dollars now or 1,100 dollars in a year?',
         ('1,000 dollars now', '1,100 dollars in a year')),
        ('Dentist asks: crown or filling for a cracked molar?', ('crown', 'filling')),
        ('Which is better for weight loss: intermittent fasting or calorie counting?',
         ('intermittent fasting', 'calorie counting')),
        ('Should I store my photos on Google Photos or iCloud?', ('Google Photos', 'iCloud')),
        ('As a nurse, should I work nights or days when I have a toddler?', ('nights', 'days')),
        ('Help me decide - move to Seattle or stay in Portland?', ('move to Seattle', 'stay in Portland')),
        ('Is a PhD or an industry job the better path for a machine learning researcher?', ('PhD', 'industry job')),
        ('For a first apartment, a studio downtown or a one-bedroom in the suburbs?',
         ('studio downtown', 'one-bedroom in the suburbs')),
        ('Is it safe to give my dog chicken bones or beef bones?', ('chicken bones', 'beef bones')),
        ('Should I upgrade to the iPhone 16 Pro or keep my iPhone 13 for another year?',
         ('upgrade to the iPhone 16 Pro', 'keep my iPhone 13 for another year')),
        ('Should my company use Slack or Microsoft Teams?', ('Slack', 'Microsoft Teams')),
        ('Hardwood or laminate flooring for a house with two large dogs?', ('Hardwood', 'laminate')),
        ('Should I see a physiotherapist or a chiropractor for lower back pain?', ('physiotherapist', 'chiropractor')),
        ('Our startup is deciding whether to raise a seed round or bootstrap. Which would you advise?',
         ('raise a seed round', 'bootstrap')),
        ('Would it be smarter to buy a new laptop now or wait for Black Friday?',
         ('buy a new laptop now', 'wait for Black Friday')),
        ('Should I choose the vegetarian or the fish option at the wedding dinner?', ('vegetarian', 'fish')),
        ("Is Costco or Sam's Club a better membership for a family of five?", ('Costco', "Sam's Club")),
        ("What's healthier for breakfast, oatmeal or eggs?", ('oatmeal', 'eggs')),
        ('Between a Roth 401(k) and a traditional 401(k), which should a 25-year-old choose?',
         ('Roth 401(k)', 'traditional 401(k)')),
        ('Should I put the crib in our room or the nursery for the first six months?', ('our room', 'nursery')),
        ('Do I apply for the job in marketing or the one in sales?', ('job in marketing', 'one in sales')),
        ('Should we go with a fixed-price or a time-and-materials contract for the app build?',
         ('fixed-price', 'time-and-materials')),
        ('Should I use Excel or Google Sheets for my small business bookkeeping?', ('Excel', 'Google Sheets')),
        ('Is a heat pump dryer or a vented dryer better for a small flat?', ('heat pump dryer', 'vented dryer')),
        ('Should I book the 6am flight or the 9pm red-eye to New York?', ('6am flight', '9pm red-eye')),
        ('Is it better to learn guitar on an acoustic or an electric?', ('acoustic', 'electric')),
        ('Would you recommend Vanguard or Fidelity for a first brokerage account?', ('Vanguard', 'Fidelity')),
        ('Should I text her back today or wait until tomorrow?', ('text her back today', 'wait until tomorrow')),
        ('Is Ozempic or Mounjaro more effective for weight loss?', ('Ozempic', 'Mounjaro')),
        ('Which is more reliable, a Toyota Camry or a Honda Accord?', ('Toyota Camry', 'Honda Accord')),
        ('My son wants to play football or basketball this fall - which is safer?', ('football', 'basketball')),
        ('Should we paint the living room white or light grey?', ('white', 'light grey')),
        ('Would it be better to repair my 10-year-old washing machine or buy a new one?',
         ('repair my 10-year-old washing machine', 'buy a new one')),
        ('Should I rent a car or use Uber during my week in Los Angeles?', ('rent a car', 'use Uber')),
        ("Is it better to study for the GRE or the GMAT for a business analytics master's?", ('GRE', 'GMAT')),
        ('Should I send the invoice now or at the end of the month?', ('now', 'at the end of the month')),
        ('Should I use a VPN or Tor for privacy on public Wi-Fi?', ('VPN', 'Tor')),
        ('Which would you choose for a honeymoon, Bali or the Maldives?', ('Bali', 'Maldives')),
    ],
    'written after the fixes': [
        ("Hi there, I hope you're well. I've been offered two roles and I can't choose. Would you take the "
         'remote role at a startup or the hybrid role at a bank?',
         ('remote role at a startup', 'hybrid role at a bank')),
        ('[ticket 4411] Migrate to Postgres 16 or stay on 14 until Q3?',
         ('Migrate to Postgres 16', 'stay on 14 until Q3')),
        ('(low priority) Tabs vs spaces for a new Python repo?', ('Tabs', 'spaces')),
        ('Could you please advise whether we should renew the lease for one year or for two years?',
         ('for one year', 'for two years')),
        ('Sorry if this is a dumb question, but is it OK to freeze cooked rice or should I just refrigerate it?',
         ('freeze cooked rice', 'refrigerate it')),
        ('We have $20k saved. Pay down the student loan or max out the Roth IRA?',
         ('Pay down the student loan', 'max out the Roth IRA')),
        ('Urgent: amoxicillin or azithromycin for a patient with a penicillin allergy?',
         ('amoxicillin', 'azithromycin')),
        ('What would you recommend for a 12 year old: a Nintendo Switch or an iPad?', ('Nintendo Switch', 'iPad')),
        ('Is the 2019 or the 2021 MacBook Pro the better used buy?', ('2019', '2021')),
        ('Which is the safer bet for a beginner investor — an S&P 500 index fund or a target-date fund?',
         ('S&P 500 index fund', 'target-date fund')),
        ("I'm 34 and single. Buy a condo in the city or a house in the suburbs?",
         ('condo in the city', 'house in the suburbs')),
        ('Should the board approve Vendor A or Vendor B for the payroll contract?', ('Vendor A', 'Vendor B')),
        ("Do we ship the feature on Friday or hold it until Monday's release?",
         ('ship the feature on Friday', "hold it until Monday's release")),
        ('Would it make more sense to take the bus or walk to work in the winter?', ('take the bus', 'walk to work')),
        ('Should I give my cat wet food or dry food?', ('wet food', 'dry food')),
        ('Between the 55-inch and the 65-inch TV, which fits a 12-foot living room better?', ('55-inch', '65-inch')),
        ('Is it better to charge my EV to 80% or 100% every night?', ('80%', '100%')),
        ('Which should come first, the emergency fund or the 401(k) match?', ('emergency fund', '401(k) match')),
        ('Should I wear a suit or business casual to a startup interview?', ('suit', 'business casual')),
        ('Is it better to water tomatoes in the morning or in the evening?', ('in the morning', 'in the evening')),
        ('My manager wants my opinion: hire one senior engineer or two juniors?',
         ('one senior engineer', 'two juniors')),
        ('Which is safer for newborns, a bassinet or a co-sleeper?', ('bassinet', 'co-sleeper')),
        ('Should I use a credit card or a debit card when traveling abroad?', ('credit card', 'debit card')),
        ('Do you think I should go to the ER or urgent care for a sprained ankle?', ('ER', 'urgent care')),
        ('Should I learn to code in Python or JavaScript first?', ('Python', 'JavaScript')),
        ('Are electric toothbrushes or manual toothbrushes better for gums?',
         ('electric toothbrushes', 'manual toothbrushes')),
        ('Should we get a golden retriever or a labrador for our family?', ('golden retriever', 'labrador')),
        ('Should I apply early decision to Cornell or early action to Michigan?',
         ('early decision to Cornell', 'early action to Michigan')),
        ('Should I accept the counteroffer or leave for the new company?',
         ('accept the counteroffer', 'leave for the new company')),
        ("What's better for a home gym, adjustable dumbbells or a kettlebell set?",
         ('adjustable dumbbells', 'kettlebell set')),
        ('Is it worth getting travel insurance or is my credit card coverage enough?',
         ('getting travel insurance', 'my credit card coverage')),
        ('For dinner tonight: pizza or sushi?', ('pizza', 'sushi')),
        ('Would you buy Bitcoin or Ethereum with $500?', ('Bitcoin', 'Ethereum')),
        ('Do I cut the grass short or leave it long before winter?', ('cut the grass short', 'leave it long')),
        ('Should our nonprofit spend the grant on staff or on marketing?', ('on staff', 'on marketing')),
        ("Is a 529 plan or a custodial Roth better for my kid's future?", ('529 plan', 'custodial Roth')),
        ('When driving in snow, is it better to use 2WD or 4WD?', ('2WD', '4WD')),
        ('Should I use the stairs or the elevator during a fire drill?', ('stairs', 'elevator')),
        ('Is it smarter to lease or buy a Tesla Model 3?', ('lease', 'buy')),
        ('Our HOA is voting: repave the parking lot this year or next year?', ('this year', 'next year')),
        ('Should I plant garlic in October or November in Zone 6?', ('October', 'November')),
        ('Would you go with Airbnb or a hotel for a week in Paris?', ('Airbnb', 'hotel')),
        ('Should I fix the leaky faucet myself or call a plumber?', ('fix the leaky faucet myself', 'call a plumber')),
        ('Which is better to learn first, piano or violin?', ('piano', 'violin')),
        ('Should the city invest in bike lanes or more bus routes?', ('bike lanes', 'more bus routes')),
        ('Do I need a passport or is a REAL ID enough to fly to Puerto Rico?', ('passport', 'REAL ID')),
        ('Should we tell the kids about the move now or after school ends?', ('now', 'after school ends')),
        ('Should I wash my jeans in cold or hot water?', ('cold', 'hot')),
        ('Is an annual or a monthly gym membership the better deal?', ('annual', 'monthly')),
        ('Should I take ibuprofen before or after my run?', ('before', 'after')),
    ],
}


def main() -> None:
    """Read every batch and print its counts and its prompts not read right."""
    for name, cases in BATCHES.items():
        counts = {"right": 0, "refused": 0, "wrong": 0}
        missed = []
        for prompt, expected in cases:
            verdict, question = judge(prompt, [expected])
            counts[verdict] += 1
            if verdict != "right":
                got = question.options if question is not None else None
                missed.append(f"  {verdict:<8} {prompt!r}\n           got {got}, expected {expected}")
        print(f"{name}: {counts['right']}/{len(cases)} right, {counts['refused']} refused, "
              f"{counts['wrong']} silently wrong")
        print("\n".join(missed))


if __name__ == "__main__":
    main()

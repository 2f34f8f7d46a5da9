"""Word lists for finding the options of a pairwise question (see ``_options``)."""

from __future__ import annotations

__all__: list[str] = []


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Base forms of common English verbs (options such as "build a new bridge" start with one).
VERBS = _words("""
alternate appear arrive belong bleed breathe bury complain deserve disagree disappear exist grab happen hope notice
pretend remember seem stare suppose understand unpack wonder blame activate deactivate reactivate
hurt expedite accept acquire act add adopt bootstrap advertise agree allow apply approve argue arrange ask attend audit
automate avoid back bake ban become begin believe bet bike book borrow break bring build burn buy
call cancel cap care carry change charge check choose clean clear close coach collect combine come
commit compare compete confront consider consolidate contact continue contract convert cook copy
cost count counter cover create cross cut cycle deal decide decline defer delay delegate delete
deliver deny deploy design destroy develop die dispute divest do donate double downgrade downsize
drink drive drop earn eat email embrace end enforce enroll enter escalate expand expire explain
extend fail fall feel fight file fill finance find finish fire fix fly focus fold follow forgive
freeze fund gamble get give go grant grow hand hang have help hike hire hit hold host ignore
implement import improve include increase incorporate insist install insure interview introduce
invest invite invoke issue join jog keep kill knock know land launch lawyer lay lead learn lease leave lend let main
license lift limit list live loan lock look lose lower maintain major make manage market marry
match max measure meet mention merge migrate mine minimize miss modernize move name need negotiate
notify obey observe offer open operate opt order outsource own paint park parallelize pass patch pause
pay phase pick pilot place plan plant play pledge post postpone pour practice prepay prefer prepare
overseed present price print prioritise prioritize proceed produce promise promote propose protect provide
publish pull purchase push put quit raise reach read rebook rebrand rebuild receive recommend
recruit redesign reduce refactor refinance refund refuse reimburse reject relaunch relocate rely remain
remove renew renovate rent reopen repair repeat replace report request require resell reseed reserve
resign resist rest restart restructure retire retrain return reuse review rewrite ride rise risk
roll run sail save say scale scrap see seek sell send serve set settle shard share ship shop
show shut sign sit skip sleep slow sort speak spend split sponsor stand start stay steal stick
stop store streamline stretch study subscribe subsidise subsidize sue suggest supply support
suspend swap switch take talk tax teach tell terminate test text think throw tighten tip top trade
train transfer travel treat trust try turn undergo unify update upgrade use vaccinate visit vote
waitlist wait wake walk want warn wash watch water wear widen win withdraw work worry write
achieve adjust afford aim alter analyse analyze answer appeal appoint approach argue assess assign calm sublet sublease
assume attach attack attempt attract bid blend block boost borrow bother bounce brew broaden
budget calculate capture cater celebrate chase cheat chop cite claim climb clone compose compress
concentrate conduct confirm connect conserve construct consult consume contribute control
convince cooperate coordinate correct cram crash grind credit customize damage dance debate declare
defend define demand deter discourage demolish depend deposit describe detect dig digitize direct discover
discuss dismiss display dissolve distribute dive divide donate draft draw dress drill
educate eliminate emphasize employ enable encourage engage enjoy ensure establish estimate
evaluate examine exchange exercise exit expect experiment explore export expose express fear
feed fetch fit float flood forecast forget form found frame gain gather generate greet guess
guide handle harvest hate head heal hear heat hedge hide highlight hunt hurry identify imagine
impose increase inform inherit inspect inspire integrate intend invent isolate judge jump
justify kick kneel label lack laugh lean license lie like listen load locate log lose love mail
map mark master mend mentor mix monitor motivate mount negotiate note obtain occupy offset omit
organize outbid overhaul overlook owe pack pair paste perform permit persuade pitch plug point
polish pour pray predict preserve prevent process program prove punish pursue qualify question
rank rate react realize rearrange reassign recall recover recycle redeem redo refer reflect
register regret regulate reinvest relax release relieve remind remodel repay rephrase replant
reply represent rescue research reshape resolve respond restore restrict resume retain reveal
reverse revise revive reward rinse rotate ruin rush satisfy schedule score scrub search seal
secure select separate shift shoot shorten shrink simplify sing sink ski slice smoke snack
solve spare specialize spray spread squeeze stabilize stack staff stage stain steer stock
strengthen stress stuff submit succeed suffer suit summarize surrender survive suspend sweep
swim target taste tear tempt thank thrive tolerate tour track transform translate trim triple
tune type underwrite unplug unwind urge vacuum value verify volunteer wander warm weigh whisper
wrap yield zip
refresh decommission insource comply abide adhere waive redact withhold amend ratify litigate mediate arbitrate redline
crop reframe upscale downscale transcode render edit mute blur sharpen resize retouch film flip touch
upload download reupload livestream stream retrofit exclude dose honor honour taper tutor step
engrave inscribe emboss etch prep depose interrogate impeach cure
fine-tune finetune hotfix backport
spin profile benchmark provision containerize dockerize cache catch squash truncate archive rebase page
default
dca
hop reset sow mow
vent circulate recirculate boil rust splurge weld
wipe toss preheat glue clamp buff
dilute feature aerate decant infuse macerate eyeball
haul idle
""")

# Verbs that are also common nouns or adjectives ("rent", "cut costs", "lower prices"): taken as
# verbs after "or" only when a determiner, pronoun or preposition follows, or when the first option
# starts with a verb that is not a choice verb.
AMBIGUOUS = _words("""
bike book call change charge check contract cost count counter cover cycle design double drink
email fund host issue land lease loan lock lower match max mine offer order park patch pilot
plan plant play post practice price print purchase raise rent report request rest return review
lawyer main ride risk sail scale share ship shop sign store study supply support swap switch tax test text
trade train transfer travel treat trust update upgrade visit vote walk watch water work stream
address approach bid block boost break brew budget capture chase claim climb control crash credit damage
dance debate demand deposit display dive draft dress drill estimate exchange exercise experiment
feed fit float flood forecast form frame gain guide harvest head heat hedge hunt interview judge
jump kick label lack laugh lie load log love mail map mark master mentor mix mount note pack pair
paste permit pitch plug point polish process program question rank rate record release reply
rescue research reward rush schedule score seal search shift ski slice smoke snack spare spray
stack staff stage stain stick stock stress stuff suit surrender sweep swim target taste tear
tour track trim tune type vacuum value warm wrap yield zip refresh crop render edit mute blur film flip touch
retrofit dose honor honour contact audit volunteer fall coach limit exit tutor step prep tip
profile benchmark spin cache catch squash archive page dca
default
vent boil rust weld
wipe toss glue clamp buff
feature
haul idle
""")

# Verbs that introduce the options rather than being part of them ("use Flutter or React Native").
CHOICE_VERBS = _words("""
adopt attend book buy choose consider do drink eat fund get hire install join learn order pick
play prefer prioritise prioritize purchase put read recommend rent select sign spend study take
trust try use visit watch wear
""")
# Verbs a choice is often asked with, first in its sentence ("Learn Python or Rust?", "Use Postgres or …").
LEAD_VERBS = CHOICE_VERBS | _words("use deploy pick choose learn go switch try get run install adopt host ship build "
                                   "write migrate")

# Particles and prepositions that may follow a choice verb ("go with", "invest in", "apply to").
ARTICLES = frozenset({"a", "an", "the"})
PARTICLES = _words("about at for from in into on onto to toward towards through with w/")  # "w/": with
# Prepositions of place no other list holds ("behind a VPN or behind Cloudflare Access").
SPATIAL_PREPOSITIONS = _words("behind beside above below beneath beyond underneath alongside")

# Words that end a noun-phrase option on its right: the trailing context or condition.
CUT_WORDS = _words("""
for to into in on at with from during when if as since because while before after given than by
under over around along until unless without within so whenever once where which that who whose vs versus per
between based depending against
""")
# Words that end a verb-phrase option: subordinate clauses (a purpose "to" is checked apart).
POSSESSIVES = _words("my our your their his her its")
# Modal verbs ("whether the deposit should | go … or can | stay …", "crew scheduling | should deadhead …").
MODALS = _words("should would could can will must might may shall")
# Verbs that take no object, so no object after the 'or' is shared with them ("bootstrap or raise |
# a seed round", "quit or ask for a transfer").
# Verbs that are nothing without their preposition ("stick to", "switch to"), as (verb, preposition).
BOUND_VERBS = frozenset({("stick", "to"), ("stick", "with"), ("switch", "to"), ("opt", "for"), ("settle", "for"),
                         ("cling", "to"), ("hold", "out"), ("hold", "off"), ("wait", "for"), ("comply", "with"),
                         ("abide", "by"), ("adhere", "to"), ("conform", "to"), ("object", "to"), ("consent", "to"),
                         ("accede", "to"), ("acquiesce", "to"), ("defer", "to"), ("cooperate", "with"),
                         ("invest", "in"), ("rely", "on"), ("depend", "on"), ("splurge", "on")})
# Prepositions written in two words ("out of my savings", "next to the window"), as (first word, second word).
TWO_WORD_PREPOSITIONS = frozenset({("out", "of"), ("outside", "of"), ("inside", "of"), ("next", "to"), ("close", "to"),
                                   ("ahead", "of"), ("away", "from"), ("closer", "to"), ("adjacent", "to"),
                                   ("near", "to"), ("nearer", "to")})
# Prepositions made of a participle or a noun and a particle ("based on", "due to"): the particle is no option's.
BOUND_PREPOSITIONS = frozenset({("based", "on"), ("depending", "on"), ("according", "to"), ("due", "to"),
                                ("owing", "to"), ("thanks", "to")})
# How often, in one -ly word ("monthly", "quarterly"): time words, never a sentence adverb ("Honestly, …").
FREQUENCIES = _words("hourly daily nightly weekly biweekly fortnightly monthly bimonthly quarterly yearly annually "
                     "biannually semiannually")
NUMBER_WORDS = _words("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
                      "sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty")  # counts written out
INTRANSITIVE = _words("bootstrap self-fund quit resign retire wait relocate graduate commute travel rest relax")
VERB_CUT_WORDS = _words("if when unless because since while so once given whenever than")

# Verbs whose -s form starts a subject option's predicate ("Go | compiles faster", "a Shark |
# lasts longer") but that are not among the base verbs options start with.
S_VERBS = _words("compile last matter outperform outlast perform scale tend sound age cause beat hold lead win")
# Words that modify a head noun: "the blue or the red jacket", "oak or walnut flooring".
# Materials, nouns of their own as well as modifiers ("tile" / "vinyl plank", "oak or walnut flooring").
MATERIALS = _words("""
oak walnut pine maple bamboo wood glass plastic paper metal steel aluminum aluminium iron
copper ceramic stone marble granite quartz leather cotton wool silk linen nylon polyester denim
hardwood laminate vinyl carpet tile terracotta crystal porcelain stoneware brass titanium
""")
MODIFIERS = MATERIALS | _words("""
black white red blue green yellow orange purple pink brown grey gray silver gold beige navy wooden
gas electric diesel petrol hybrid manual automatic digital analog wired wireless organic
small large big tiny huge short long tall light dark heavy hard soft hot cold warm cool wet dry
new used old local remote annual monthly weekly daily yearly public private fixed variable front rear
upper lower single double fresh frozen raw king queen twin standard premium
""")
# Adverbs that may stand between an option and its predicate ("Prolia | generally the safer choice").
SENTENCE_ADVERBS = _words("""
generally usually typically probably definitely honestly clearly truly always normally ultimately
realistically genuinely objectively overall really simply
""")
# Nouns whose "for" / "on" phrase belongs to them ("subsidies for clean energy", "a ban on ads").
RELATIONAL = _words("""
subsidy subsidies ban bans tax taxes tariff tariffs cap caps limit limits incentive incentives
credit credits funding spending restriction restrictions moratorium levy levies surcharge
""")

# Nouns of a difference or a change, taking "in" and what differs or changes ("a difference in means").
CHANGE_NOUNS = _words("""
difference differences change changes increase increases decrease decreases rise drop gap shift reduction
reductions improvement improvements growth decline
""")

TIME_WORDS = _words("first now today tonight tomorrow instead then overall anyway again right later soon")
TIME_UNITS = _words("""
year month week quarter summer winter spring fall autumn season semester trimester term weekend turn
""")

COMPARATIVES = _words("""
better worse best worst safer riskier healthier cheaper costlier faster slower greener easier
harder wiser smarter stronger weaker longer shorter quicker simpler kinder fairer nicer
friendlier happier lighter heavier warmer cooler bigger smaller larger higher lower tastier
sturdier sounder likelier lesser preferable ideal enough worth superior inferior
quieter busier
""")
DEGREE = _words("more less most least")
PREDICATE_HEADS = COMPARATIVES | _words("right wrong good bad smart wise sensible")
# Nouns of an evaluative predicate after a comparative the lists lack ("… | the saner choice").
PREDICATE_NOUNS = _words("choice option pick bet move play way call route path approach solution idea investment")
COPULAS = _words("is are was were be been has have had does do did makes make seems seem tends")

_NEGATED = "shouldn't wouldn't couldn't can't don't doesn't didn't won't mustn't isn't aren't wasn't weren't"
# Auxiliaries, with their negative contractions ("Shouldn't I …", straight or curly apostrophe).
AUX = _words("should would could can do does did will shall must may might") | frozenset(
    w.replace("'", q) for w in _NEGATED.split()[:9] for q in "'’")
COPULA_LEADS = _words("is are was were") | frozenset(w.replace("'", q) for w in _NEGATED.split()[9:] for q in "'’")
PRONOUNS = _words("i we you they he she it one")
# A subject pronoun contracted with its auxiliary or copula ("I've", "we're"), straight or curly apostrophe.
SUBJECT_CONTRACTIONS = frozenset(w.replace("'", q) for w in _words(
    "i'm i've i'd i'll we're we've we'd we'll they're they've they'd he's she's you're you've") for q in "'’")
# Possessive pronouns standing for a noun ("… or move to mine", "mine or yours").
OWN_PRONOUNS = _words("mine yours ours theirs his hers")
DETERMINERS = _words("""
a an the my our your their his her its this that these those some any each every no another
""")
WH = _words("which what who whom whose where when why how what's which's who's")
# A sentence may start with these before the question proper ("Honestly, ...").
LEAD_MARKERS = _words("""
for given with if when since as after before in on at to from under considering assuming
based looking knowing now once while because although though besides also so ok okay well
honestly frankly realistically personally basically generally overall quick hey hi and but
please pls plz help sorry thanks lol omg um uh hmm ugh yo guys seriously
""")
# Spoken fillers, no word of an option ("pick um | the red stroller", "or uh | replace them").
FILLERS = _words("um uh erm uhh umm uhm hmm")  # not "er": the ER
# Verbs asking the reader to report back ("… or Technical Support | and reply with the queue name").
ANSWER_VERBS = _words("reply respond answer explain justify")
MENTAL_VERBS = _words("think believe feel reckon suppose say guess")
ADVERBS = _words("really rather just still actually even also generally usually ever instead better")
# A comma-closed piece that ends in these introduces the options ("Is it better, A or B?").
INTRO_ENDS = COMPARATIVES | _words("recommend suggest prefer pick choose rather think")
# Statement prompts must say a decision is being made.
# Verbs that are adjectives too: after a choice verb, "use a monorepo or | separate repos" is a noun phrase.
ADJECTIVE_VERBS = _words("separate clean clear close open free dry slow warm cool empty complete correct direct "
                         "secure smooth light level double live")
# Adjectives without an adjective's ending, before "enough" ("… | big enough"; see ``_enough``).
PLAIN_ADJECTIVES = _words("""
big small large tall short long wide deep high low fast quick strong safe cheap hot cold old young hard
soft thick thin bright sharp tough loud quiet fit easy healthy heavy sturdy pricey roomy busy
""")
DECISION_CUES = _words("""
choose choosing chose pick picking select selecting decide deciding decision torn split whether
recommend prefer help unsure undecided between options option wonder wondering figure figuring
idk dunno thoughts advice recommendation recommendations suggestions
""")
# Nouns naming a comparison of the options that follow "of" / "between": "the tradeoffs of | A or B"; and
# never options themselves ("pros / cons for …").
COMPARISON_NOUNS = frozenset({"tradeoffs", "trade-offs", "tradeoff", "trade-off", "pros", "cons", "and",
                              "differences", "difference", "merits", "comparison", "advantages",
                              "disadvantages", "upsides", "downsides", "relative"})
# "difference between A and B" asks for a comparison, not a choice.
OPEN_WH = frozenset({"how", "why", "when", "where"})  # an open question's first word
NOT_CHOICE_BETWEEN = _words("""
difference differences relationship relationships link links connection connections distance
gap similarity similarities correlation overlap ratio interaction interactions contrast
""")
NON_OPTIONS = _words("not neither both either something anything else what whatever otherwise nothing nah nope naw")
ABBREVIATIONS = _words("""
corp inc ltd co dr mr mrs ms st jr sr vs etc al e.g i.e a.m p.m u.s u.k d.c b.s b.a m.s m.a ph.d
no mt ft approx dept est vol fig jan feb mar apr jun jul aug sep sept oct nov dec v
sgt lt capt cpl pvt det prof supt insp cmdr
""")  # the last line: titles before a name ("Detective Ruiz or Sgt. Park")

# Places in and out of a building, adverbs that stand as an option alone ("play | outside or inside"); each rule
# that reads a place adverb adds its own further words to these.
IN_AND_OUT = _words("indoors outdoors inside outside upstairs downstairs")

# The calendar's names: months and days of the week.
MONTHS = _words("january february march april may june july august september october november december")
WEEKDAYS = _words("monday tuesday wednesday thursday friday saturday sunday")
# Words of a heading that asks for help with the choice ("Q: …", "Poll: …", "Opinions? | A or B").
ASKING_HEADS = _words("q question opinion opinions advice thoughts poll input")
# "Is A or B | OK / realistic / safe / legal …": adjectives judging the options (as "better" compares them).
JUDGING = _words("""
ok okay alright fine safe realistic feasible viable reasonable acceptable appropriate suitable sufficient advisable
worthwhile allowed legal illegal lawful unlawful valid enforceable permissible
closer nearer
relevant applicable
plenty
normal usual typical standard customary common manageable doable
""")

# Units a quantity is measured or packed in ("the 12.4 oz | can", "a 2 lb | bag"): the word after one is a noun.
MEASURE_UNITS = _words("oz fl lb lbs g kg mg ml l ct pk pack count gal qt pt ounce ounces pound pounds liter litre")
# Amounts that stand for the whole of a thing, nothing without their phrase ("in stages or all | at the end").
WHOLE_AMOUNTS = _words("all everything half most none nothing")

# A model's suffix after its number ("6700 XT", "4070 Ti", "7900 GRE"): part of the model's name, no unit both
# numbers share.
MODEL_SUFFIXES = _words("xt xtx ti super gre pro max ultra plus mini se")

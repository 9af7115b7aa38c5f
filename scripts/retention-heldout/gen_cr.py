#!/usr/bin/env python3
"""Held-out retention set "cr": a young landlord running his family's twelve rented flats.

Dele looks after twelve flats in two buildings that belong to his family: Marlow Court (flats
1-6, a 1960s block) and Ashgrove House (flats 7-12, a converted Victorian villa under the
council's selective licensing scheme).  Mum and Dad own them, his sister Funmi does the books,
Uncle Kunle "helps" with the tech.  Dele deals with tenants, repairs, contractors, the Keyvo
smart locks, the UniFi Wi-Fi controller, rent arrears, deposits, licence renewals, gas safety
certificates and a boiler replacement in flat 10.  He dictates to his assistant by voice while
driving between the buildings: run-on sentences, little punctuation, speech-to-text slips
("their" for "there"), fillers ("so yeah", "basically"), corrections mid-sentence ("no wait,
the Tuesday"), and he pastes things: tenant texts, contractor quotes, council emails, family
WhatsApps.  The assistant uses tools (tenant ledger, maintenance tickets, lock admin, Wi-Fi
controller, calendar, mail, bank statement lookup, web search).  The last seed's conversation
is in Simplified Chinese: a young man in Hangzhou helping his parents run five rented flats and
a small 民宿 near 满觉陇 (租客、维修、押金、智能门锁、平台订单、物业), typing in short
voice-to-text bursts.

Facts are seeded as needles; decisions carry (choice, reason), constraints (action, condition),
questions one subject clause that is never answered.  A few facts are mentioned again later in
the conversation; the uniqueness check accounts for those planned repeats.

usage: gen_cr.py OKBOT WORKDIR [SEED...]
env:   PER_KIND (facts per kind per conversation, default 10)
       SUMMARY_MAX (contextCompression.summaryMaxChars, default 2000)
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import date, datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

START = date(2027, 1, 8)
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
WEEKDAYS_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def gbp(x, pence=False):
    if pence:
        return "£{:,.2f}".format(x)
    return "£{:,}".format(int(x))


# ======================================================================================
# English material
# ======================================================================================

EN_FIRST = ["Joanne", "Callum", "Priya", "Tomasz", "Aisha", "Declan", "Chloe", "Emeka", "Hannah",
            "Ravi", "Sophie", "Kyle", "Zainab", "Marek", "Bethany", "Owen", "Leanne", "Yusuf",
            "Grace", "Dominic", "Ellie", "Nadia", "Ryan", "Fatima", "Liam", "Megan", "Kofi",
            "Jade", "Stuart", "Amara", "Nathan", "Rosie", "Imran", "Katie", "Gareth", "Lucy",
            "Ibrahim", "Shannon", "Paige", "Harvey", "Agnieszka", "Connor", "Temi", "Georgia",
            "Rhys", "Yasmin", "Harriet", "Jamal", "Eilidh", "Bartek"]
EN_LAST = ["Whitfield", "Okonkwo", "Brennan", "Kowalski", "Haddad", "Pryce", "Sutherland",
           "Mensah", "Doyle", "Chaudhry", "Fenwick", "Osei", "Lindqvist", "Harrow", "Baptiste",
           "Rowntree", "McAllister", "Nwosu", "Greaves", "Szymanski", "Quinlan", "Ashworth",
           "Idowu", "Carrick", "Moreau", "Ferreira", "Blackwood", "Achebe", "Tennant", "Lowther",
           "Hussain", "Varga", "Delaney", "Ogunleye", "Pickering", "Kaur", "Eriksen", "Holloway",
           "Birch", "Musa", "Thorne", "Gallagher", "Adebayo", "Rutherford", "Nowak", "Sefton",
           "Okafor", "Lennox", "Bamford", "Fairbairn"]
EN_RARE_FIRST = ["Bogdan", "Siobhan", "Thandiwe", "Radek", "Ifeoma", "Marguerite", "Gintaras",
                 "Oisin", "Lorcan", "Nkechi", "Wojciech", "Anneliese", "Dragos", "Ottoline",
                 "Fergal", "Zbigniew", "Chidubem", "Morwenna"]
EN_RARE_ROLE = ["the roofer", "the DPS caseworker", "the new cleaner", "the damp surveyor",
                "the locksmith", "the insurance assessor", "the fire risk assessor",
                "the guy from the ISP", "the scaffolder", "the council's tenancy relations officer",
                "the window fitter", "the asbestos surveyor"]

EN_NAME_CTX = [
    "the new tenant for flat {f}", "the council licensing officer", "the surveyor from Hallam",
    "the DPS adjudicator on the flat {f} case", "the insurance loss adjuster",
    "the new cleaner for the communal areas", "the fire risk assessor", "the engineer from the ISP",
    "the referencing agent for flat {f}", "the building control officer", "the roofer Mick recommended",
    "Funmi's accountant", "the guarantor for flat {f}", "the environmental health officer",
    "the Keyvo support person", "the guy buying Uncle Kunle's van",
]

EN_NAME_USER = [
    "{ctx} is called {v}",
    "{ctx}'s name is {v} by the way",
    "spoke to {v} - that's {ctx} - seemed alright actually",
    "so {ctx}, {v}, is gonna ring me back at some point",
    "(it's {v}, {ctx}, in case they email you)",
    "{v} is {ctx} so if that name comes up thats who it is",
    "write down {v} as {ctx} please",
    "{ctx} is, hang on, {v} yeah",
    "oh and the name for {ctx} - {v}",
    "{ctx} turned out to be {v} not the guy from last time",
]
EN_NAME_ROLE_USER = [
    "{v} {role} said they can come round after 2",
    "can you remind me to ring {v} {role} tomorrow",
    "{v} {role} is sorting it, they've got the keys",
    "basically {v} {role} reckons it's a two day job",
]
EN_NAME_ASSIST = [
    ("who was {ctx} again, I've completely forgotten",
     "From what you sent me last week, {ctx} is {v}. Want me to add them to your contacts?"),
    ("do we know who {ctx} is gonna be",
     "Yes - {ctx} will be {v}. I'll use that name on anything I draft to them."),
    ("remind me of the name for {ctx} I'm about to ring them",
     "It's {v} ({ctx}). Good luck with the call."),
]

EN_CMDS = [
    ('a temporary lock code', lambda b: "lockctl code add --door %s --pin %s --expires %s" % (b.door(), b.digits(6), b.iso_future())),
    ('removing someone from all the doors', lambda b: "lockctl user revoke --name %s --all-doors" % b.rng.choice(EN_FIRST).lower()),
    ('the lock audit', lambda b: "lockctl audit --door %s --since %dh --format csv" % (b.door(), b.rng.choice([24, 48, 72, 96, 168]))),
    ('the bridge when it drops the locks', lambda b: "lockctl bridge repair --bridge KB-%s-0%d --keep-codes" % (b.rng.choice(["MC", "AG"]), b.rng.randint(1, 3))),
    ('the bridge when it hangs', lambda b: "ssh dele@10.20.%d.%d 'sudo systemctl restart keyvo-bridge'" % (b.rng.randint(1, 9), b.rng.randint(10, 250))),
    ('the access point that keeps dropping', lambda b: "unifi-cli restart-ap --site %s --name %s-AP-%s" % (b.rng.choice(["ashgrove", "marlow"]), b.rng.choice(["AG", "MC"]), b.rng.choice(["Stairs-1", "Stairs-2", "Loft", "Hall", "Basement", "Flat%d" % b.rng.randint(1, 12)]))),
    ('the ledger export for Funmi', lambda b: "ledger export --building %s --from 2026-%02d-01 --to 2026-%02d-28 --csv" % (b.rng.choice(["ashgrove", "marlow"]), b.rng.randint(1, 6), b.rng.randint(7, 12))),
    ('the bank matching', lambda b: "ledger match --statement stmt_%s.csv --tolerance 0.%02d" % (b.digits(6), b.rng.randint(5, 99))),
    ('the CCTV backup', lambda b: "rclone sync nvr:/exports/cam%d gdrive:%s-cctv --max-age %dd" % (b.rng.randint(1, 8), b.rng.choice(["ashgrove", "marlow"]), b.rng.randint(3, 30))),
    ("a door that won't relock", lambda b: "curl -X POST http://10.20.%d.%d/api/v2/doors/%s/relock" % (b.rng.randint(1, 9), b.rng.randint(10, 250), b.door())),
    ('the stale tickets', lambda b: "tickets bulk-close --tag %s --before 2026-%02d-%02d" % (b.rng.choice(["bins", "lightbulbs", "wifi", "noise", "post"]), b.rng.randint(6, 12), b.rng.randint(1, 28))),
    ('checking the line', lambda b: "ping -c %d 10.20.%d.%d" % (b.rng.randint(20, 200), b.rng.randint(1, 9), b.rng.randint(10, 250))),
    ('the lock schedule', lambda b: "keyvo-sync --hub KB-%s-0%d --push-schedule weekdays-%02d-%02d" % (b.rng.choice(["MC", "AG"]), b.rng.randint(1, 3), b.rng.randint(6, 9), b.rng.randint(17, 22))),
    ('the mail filters', lambda b: "mail rules add --from %s --label %s" % (b.rng.choice(["noreply@depositprotection.com", "licensing@council.gov.uk", "accounts@hallamheating.co.uk", "alerts@keyvo.io"]), b.rng.choice(["deposits", "licensing", "boiler", "locks"]) + "-%d" % b.rng.randint(2, 99))),
]

EN_CMD_USER = [
    "for {ctx} the command Kunle gave me is {v} if that means anything to you",
    "so I ran {v} and it basically did nothing",
    "note this down for next time: {v}",
    "Kunle says for {ctx} the one to use is {v}, don't ask me why",
    "{v}   <- thats the one that worked last time",
    "copying from my notes app: {v}",
    "for {ctx} apparently its {v}",
    "for the record what fixed it was {v} (took me an hour to find)",
    "ok so the magic words are {v} so yeah",
]
EN_CMD_ASSIST = [
    ("what's the exact command for {ctx} again",
     "For {ctx} the command is:\n\n{v}\n\nRun it from the Pi in the cupboard, not your laptop."),
    ("is there a way to do {ctx} without going round there",
     "Yes, remotely. From the Pi: {v} - it'll print a confirmation line when it's done."),
    ("can you give me the exact command for {ctx}, I'll put it in my notes",
     "Here it is, exactly as you'd type it:\n{v}"),
]

EN_ID_CTX = [
    ("the ticket for the leak in flat {f}", "MT-#####"), ("Sunil's invoice", "INV-####"),
    ("the gas cert for flat {f}", "CP12-######"), ("the DPS reference for flat {f}", "DPS-#######"),
    ("the Ashgrove licence application", "SLA/26/#####"), ("the insurance claim", "CLM######"),
    ("the Hallam quote", "Q####-HH"), ("the Screwfix order for the alarms", "SFX########"),
    ("the EICR report for Marlow Court", "EICR-#####"), ("the Openreach fault", "OR@@######"),
    ("the council tax account for flat {f}", "CT########"), ("the water account for Ashgrove", "WA-######-##"),
    ("the bank dispute on the double payment", "DSP#######"), ("the building control notice", "BC/#####/@@"),
]
EN_ID_USER = [
    "{ctx} is {v}",
    "ref for {ctx}: {v}",
    "{v} is {ctx} if anyone asks",
    "the reference they gave me for {ctx} was {v}",
    "{ctx} ({v}) - can you keep hold of that",
    "make a note {ctx} is {v}",
    "{ctx} - {v} - dont lose it because I will",
    "right so {ctx} number is {v}, I read it off the letter",
    "{ctx} is eh {v} I think yeah that's it",
]
EN_ID_ASSIST = [
    ("can you log {ctx} properly so it's not just in my head",
     "Logged. {ctx} is filed under {v} in your notes."),
    ("what reference do I quote for {ctx} when they ring",
     "Quote {v} - that's {ctx}."),
]

EN_PORTS = [8443, 8880, 8123, 1883, 8883, 37777, 51820, 2222, 8291, 6789, 9443, 10443, 5683, 4711,
            7443, 3478, 9100, 8554, 47120, 23456, 60443, 18884, 2525, 9001]
EN_PORT_CTX = ["the UniFi controller", "the Keyvo bridge API", "the NVR web page", "SSH on the Pi in the Ashgrove cupboard",
               "the thermostat hub", "the WireGuard tunnel", "the door entry panel", "the guest Wi-Fi portal",
               "the MQTT broker for the meters", "the CCTV stream", "the lock bridge at Marlow Court"]
EN_PORT_USER = [
    "{ctx} is on port {v} now",
    "I moved {ctx} to port {v} cause the default one clashed",
    "Kunle forwarded {v} for {ctx}",
    "port for {ctx} is {v} not the usual one",
    "{ctx} - port {v}, just so we've got it somewhere",
    "basically {ctx} listens on {v}",
    "(the ISP guy put {ctx} on {v})",
    "{ctx} runs on port, umm, {v}",
]
EN_PORT_ASSIST = [
    ("what port should {ctx} go on, the default one keeps getting hammered",
     "I'd move {ctx} to port {v} - nothing else on your network uses it and it's not one the scanners hit first."),
    ("which port did we end up on for {ctx}",
     "{ctx} is set up on {v}. If you're connecting from outside, that's the one to open."),
]

EN_VER_CTX = ["the lock firmware", "the UniFi controller", "the Keyvo bridge", "the thermostat app",
              "the access points at Ashgrove", "the NVR firmware", "the door entry panel", "the ledger app",
              "the Keyvo app on Mick's phone", "the boiler controller"]
EN_VER_USER = [
    "{ctx} is on {v}",
    "updated {ctx} to {v} last night",
    "{ctx} says version {v} on the screen",
    "{v} is what {ctx} is running now",
    "fyi {ctx} got bumped to {v}",
    "({ctx} = {v})",
    "so {ctx} went to {v} and now the codes sync again",
    "{ctx} is on v{v} I think, let me look, yeah",
]
EN_VER_ASSIST = [
    ("is {ctx} up to date or not",
     "Not quite - the current stable release for {ctx} is {v}, and you're a couple behind."),
    ("what version should {ctx} be on",
     "The release notes point to {v} for {ctx}; it's the one with the battery fix."),
]

EN_MONEY_CTX = [
    ("the Hallam quote for the flat 10 boiler", 2400, 4600), ("flat {f}'s arrears", 300, 2600),
    ("the deposit for flat {f}", 700, 1400), ("the Ashgrove licence fee", 600, 1300),
    ("Sunil's invoice for the EICRs", 280, 900), ("the new rent for flat {f}", 700, 1150),
    ("the damp survey", 180, 520), ("the fire door quote for Ashgrove", 1800, 5200),
    ("the landlord insurance renewal", 1100, 3300), ("the deduction we're claiming from flat {f}", 90, 600),
    ("the keysafe and fitting", 60, 190), ("the replacement access points", 350, 980),
    ("the communal cleaning contract per month", 140, 420), ("the communal water bill", 210, 880),
    ("the locksmith callout last night", 85, 260), ("the skip for the boiler strip-out", 180, 420),
    ("the gas safety checks for all twelve flats", 540, 1100),
]
EN_MONEY_USER = [
    "so {ctx} is {v} basically",
    "{ctx} came in at {v} which is more than I thought tbh",
    "right {ctx} - {v}, write that down",
    "just had the text, {ctx} {v} all in",
    "for the record {ctx} = {v}",
    "(by the way {ctx} ended up being {v})",
    "{ctx} was meant to be like {wrong} no wait its {v}",
    "can you note {ctx} is {v} so I don't forget when I talk to mum",
    "{v} - that's {ctx}, not including VAT I think",
    "ok numbers: {ctx} {v}, the other bits are still tbc",
]
EN_MONEY_ASSIST = [
    ("can you add up {ctx} for me, I've lost track",
     "Adding up everything you've sent, {ctx} comes to {v}."),
    ("whats {ctx} in total",
     "In total {ctx} is {v}, going by the figures in the thread."),
]

EN_DATE_CTX = [
    "the gas safety visit at Marlow Court", "flat {f}'s move-out", "the boiler install in flat 10",
    "the licence inspection", "the EICR at Ashgrove", "the DPS adjudication deadline",
    "the new tenant's move-in for flat {f}", "the fire alarm service", "the deposit protection deadline for flat {f}",
    "the insurance renewal", "the damp survey in flat {f}", "the roof inspection", "the rent review meeting with Mum",
    "the council's fire door check", "the Openreach install at Ashgrove", "the communal carpet clean",
]
EN_DATE_USER = [
    "{ctx} is {v}",
    "{ctx} got moved to {v}",
    "{ctx} is on the {wrong} no wait {v}, the other one was the old date",
    "so yeah {ctx} - {v}",
    "they've said {v} for {ctx}",
    "(and {ctx} is {v})",
    "{v} is {ctx} so keep that clear please",
    "{ctx} they reckon {v} at the earliest",
    "basically {ctx} is happening {v} whether we like it or not",
]
EN_DATE_ASSIST = [
    ("can you find a day for {ctx} that doesn't clash with anything",
     "{v} is clear for you - I've pencilled {ctx} in for then."),
    ("when's {ctx} again",
     "{ctx} is on {v}, per the confirmation email."),
]

EN_DECISIONS = [
    ("go with the Worcester combi for flat 10", "the Vaillant quote left out the flue extension", "go with the Vaillant one"),
    ("keep Ashgrove on the selective licence rather than applying as an HMO", "only flat 11 has unrelated sharers", "just apply for the HMO licence to be safe"),
    ("put the flat 5 deposit dispute through DPS adjudication", "Carla won't accept anything over the cleaning charge", "split the difference with Carla"),
    ("move all rent due dates to the 1st", "half the tenants get paid on the last working day", "leave the due dates as they are"),
    ("switch the Marlow Court locks to PIN-only", "the fobs keep getting copied at the key cutters", "order more fobs"),
    ("replace the Ashgrove access points instead of patching the firmware again", "two of them are past end of support", "patch the firmware one more time"),
    ("offer flat 3 a payment plan instead of serving notice", "she's paid on time for four years until this", "send the formal arrears letter"),
    ("let Sunil do the electrical checks for both buildings", "he can do them in one visit with the alarm test", "get a second electrician in for Ashgrove"),
    ("stop taking repair requests on the family WhatsApp", "things keep getting lost between messages", None),
    ("hold the rent increase until the boiler work is done", "it's not fair to raise it while flat 10 has no heating", "send the rent increase letters this month"),
    ("take the cheaper damp survey from Brightwell", "the treatment quote is separate anyway", "go with the survey firm Gaz uses"),
    ("get a proper cleaning contract for the communal areas", "Mick can't keep doing it on Sundays", None),
    ("re-let flat 8 unfurnished", "the furniture's falling apart and nobody asks for it", "replace the sofa and bed in flat 8"),
    ("open a separate account just for deposits and repairs", "the accountant wants the float kept apart from rent", None),
    ("pay the gas engineer per visit instead of the annual plan", "there are only six gas appliances left after the boiler swap", "stay on the annual plan"),
    ("give the flat 12 tenant a six month break clause", "he's on a fixed term work contract", None),
    ("put a keysafe at Ashgrove for contractors", "the lock app won't install on Mick's old phone", "give Mick his own PIN"),
    ("renew the landlord insurance with the same broker", "switching would reset the no-claims discount", "move the insurance to the cheaper online quote"),
    ("fit mains-wired alarms in all six Ashgrove flats at once", "the licence inspector is coming anyway", "do the alarms one flat at a time"),
]
EN_DEC_USER = [
    "so yeah we decided to {c} because {r}",
    "ok talked to Mum, we're gonna {c} basically {r}",
    "decision on that: {c} - {r}",
    "right so the plan is to {c}, reason being {r}",
    "let's just {c} since {r} so yeah",
    "after all that back and forth im going to {c} ({r})",
    "im gonna {c} cause {r}",
    "{r} so we'll {c}, done",
    "ok quick list from the family call: 1) {c} because {r} 2) Funmi sends the spreadsheet 3) nobody tells Uncle Kunle yet",
    "Dad agreed, we {c} - {r}, end of",
]
EN_DEC_REVERSE = [
    "no wait scrap what I said earlier, we'll {c} because {r}",
    "change of plan - {c}, {r}. ignore the other thing",
    "ok forget the earlier plan, final answer we {c} because {r}",
]
EN_DEC_TENTATIVE = [
    "I'm leaning towards we {alt} tbh but let me sleep on it",
    "probably gonna {alt}, not 100% yet",
    "thinking we just {alt}? will see what Mum says",
]
EN_DEC_ASSIST = [
    ("I can't decide on this one, what would you do",
     "My suggestion: {c}, since {r}. The other option only makes sense if money's really tight this month."),
    ("help me think this through, I keep going round in circles",
     "Weighing it up, I'd {c} - mainly because {r}. Everything else is roughly a wash."),
]

EN_CONSTRAINTS = [
    ("let contractors into occupied flats", "without 24 hours written notice"),
    ("give out the master PIN", "unless Dad has okayed it"),
    ("book any gas work in flat 10", "before the new flue is signed off"),
    ("release any deposit money", "until both sides have agreed the deductions in writing"),
    ("restart the Wi-Fi controller", "in the evening when everyone's streaming"),
    ("pay a contractor invoice", "without a photo of the finished job"),
    ("serve any kind of notice", "before the gas certificate and EPC have gone to the tenant"),
    ("book viewings in flat 8", "before the tenant has actually handed the keys back"),
    ("add anyone to the lock system", "without a signed tenancy or contractor agreement"),
    ("run the communal fire alarm test", "outside 10am to 4pm on weekdays"),
    ("agree a rent reduction with anyone", "without talking to Mum first"),
    ("send arrears letters", "before checking the bank statement for that week"),
    ("give tenants' phone numbers to contractors", "unless the tenant says it's fine"),
    ("start the boiler strip-out", "until the tenant has a temporary heater"),
    ("push lock firmware updates", "on a Friday afternoon"),
    ("take cash rent", "without giving a written receipt"),
    ("let Uncle Kunle change the router settings", "without telling me first"),
    ("leave the bin store gate unlocked", "after 8pm"),
]
EN_CON_USER = [
    "never {a} {c} ok",
    "important one: we can't {a} {c}, the council's really strict about it",
    "basically dont {a} {c}",
    "just so you know going forward we shouldn't {a} {c}",
    "new rule for both buildings - nobody is allowed to {a} {c}",
    "(and obviously we don't {a} {c})",
    "please never ever {a} {c} Dad will kill me",
    "let's not {a} {c}, learned that the hard way",
    "can you remember we must not {a} {c}",
    "rule of thumb from now on: do not {a} {c}.",
]
EN_CON_ASSIST = [
    ("anything I need to be careful about here",
     "One to keep as a rule: don't {a} {c} - it's the sort of thing that comes back to bite you at a licence inspection."),
    ("any rules I should stick to with this lot",
     "Main one from me: never {a} {c}. The rest is common sense."),
]

EN_QUESTIONS = [
    "whether the loft room in flat 11 counts as a bedroom for the licence",
    "how the council works out the licence fee when a building has mixed tenancies",
    "if we can charge for the carpet clean when it wasn't in the check-in inventory",
    "who is actually responsible for the shared drain behind Ashgrove",
    "what happens to the no-claims discount if the leak claim goes through",
    "whether the smart lock codes count as keys on the inventory",
    "why flat 6 keeps dropping off the Wi-Fi around midnight",
    "how long the boiler warranty lasts if we don't register it straight away",
    "whether Dad can be named on the licence without owning a share",
    "what fire rating the doors on the Ashgrove stairwell need",
    "if the tenant in flat 2 is allowed to put her spare room on Airbnb",
    "whether we need planning permission for a bike shed at Marlow Court",
    "how much it would cost to put EV charging in the car park",
    "if interest is owed on a deposit that was held for six years",
    "whether the water company can backdate the communal meter bill",
    "what the rules are on keeping CCTV footage of the entrance",
    "why the bank shows two rent payments from flat 9 in December",
    "whether a mould complaint stops us from serving notice",
]
EN_Q_USER = [
    "any idea {q}?",
    "I wonder {q}, no idea honestly",
    "do you know {q}? anyway not urgent",
    "also need to figure out {q} at some point",
    "random thought - {q}?",
    "{q}, that's the thing I keep wondering",
    "and the other question is {q}, but park that for now",
    "Funmi asked me {q} and I just went umm",
    "not now but: {q}?",
    "I genuinely don't know {q} lol",
]

EN_CONNECT = ["oh and ", "also ", "btw ", "before I forget ", "another thing ", "right and ", "sorry one more thing, ",
              "", "oh yeah ", "and ", "while I think of it "]

EN_ACK = {
    "name": ["Got the name.", "Noted who that is.", "I'll remember who that is."],
    "command": ["Saved that command to your notes.", "I've kept the command.", "Noted the command."],
    "id": ["Reference noted.", "I've kept that reference.", "Got the reference."],
    "port": ["Noted the port.", "Port noted.", "Got it on the port."],
    "version": ["Noted the version.", "Version noted.", "Good to know which version it's on."],
    "money": ["Noted the figure.", "I've got the amount down.", "Amount noted."],
    "date": ["Date noted.", "I've got the date.", "Noted the date."],
    "decision": ["Makes sense, noted.", "Decision noted.", "OK, that's settled then."],
    "constraint": ["Understood, I'll stick to that.", "Noted as a rule.", "Got it, I won't do that."],
    "question": [],
}

EN_SLIPS = [(" there ", " their "), (" we're ", " were "), (" you're ", " your "), (" it's ", " its "),
            (" write ", " right "), (" they're ", " there "), (" would have ", " would of "),
            (" then ", " than "), (" whether ", " weather "), (" know ", " no "), (" too ", " to ")]


# ======================================================================================
# English scenes (skeleton of the conversation; no needles in here)
# ======================================================================================

class EnScenes:

    def en_world(self):
        r = self.rng
        fem = ["Joanne", "Priya", "Aisha", "Chloe", "Hannah", "Sophie", "Zainab", "Bethany", "Leanne",
               "Grace", "Ellie", "Nadia", "Megan", "Jade", "Amara", "Rosie", "Katie", "Lucy", "Shannon",
               "Yasmin", "Harriet", "Eilidh", "Georgia", "Temi", "Agnieszka"]
        male = [x for x in EN_FIRST if x not in fem]
        firsts = r.sample(fem, 4) + r.sample(male, 7)
        lasts = r.sample(EN_LAST, 14)
        order = [None, "f", "f", "f", "m", "F", "m", "m", "f", "m", "m", "m", "m"]
        fi = mi = 0
        self.flats = {}
        for n in range(1, 13):
            if order[n] == "F":
                first = "Carla"
            elif order[n] == "f":
                first = firsts[fi]
                fi += 1
            else:
                first = firsts[4 + mi]
                mi += 1
            rent = r.choice(range(695, 1080, 5)) if n <= 6 else r.choice(range(620, 960, 5))
            self.flats[n] = {
                "first": first, "tenant": "%s %s" % (first, lasts[n - 1]), "rent": rent,
                "door": ("MC-%02d" if n <= 6 else "AG-%02d") % n,
                "building": "Marlow Court" if n <= 6 else "Ashgrove House",
                "since": date(r.randint(2018, 2025), r.randint(1, 12), r.randint(1, 28)),
                "sex": "f" if order[n] in ("f", "F") else "m",
            }
        self.extra_people = ["%s %s" % (a, b) for a, b in zip(r.sample(EN_FIRST, 6), lasts[12:14] + r.sample(EN_LAST, 4))]
        for f in self.flats.values():
            self.reserved.append(f["tenant"])
            self.reserved.append(gbp(f["rent"]))
        self.reserved.extend(self.extra_people)
        self.reserved.extend(["Carla", "Gaz", "Sunil", "Mick", "Bernie", "Funmi", "Kunle", "Lee Barraclough"])

    def ften(self, n):
        return self.flats[n]["first"]

    def pro(self, text, n):
        f = self.flats[n]["sex"] == "f"
        for k, a, b in (("<s>", "she", "he"), ("<o>", "her", "him"), ("<p>", "her", "his"),
                        ("<S>", "She", "He"), ("<P>", "Her", "His")):
            text = text.replace(k, a if f else b)
        return text

    # ---------------------------------------------------------------- calendar helpers
    def cal_events(self, day, extra=()):
        r = self.rng
        pool = [
            ("School run (Funmi's two)", "Millbrook Primary", None, 8),
            ("Viewing - flat 8", "Ashgrove House", "Applicant via Rightmove", 10),
            ("Gaz - kitchen tap flat %d" % r.randint(1, 6), "Marlow Court", "Bring the spare cartridge", 9),
            ("Call with Mum re: accounts", "Phone", None, 17),
            ("Bins out - Ashgrove (green + black)", "Ashgrove House", "Tenants never do it", 19),
            ("Mick - communal hallway paint", "Marlow Court", "2nd coat", 11),
            ("Gym", "PureGym Canal St", None, 18),
            ("Bank - pay in cheque from council", "Barclays High St", None, 12),
            ("Dentist", "Smile Studio", "Check-up", 14),
            ("Bernie cleaning - Marlow stairwell", "Marlow Court", "Every other Friday", 9),
            ("Lunch w/ Jonah", "Nando's Retail Park", None, 13),
            ("Keyvo support callback", "Phone", "Ticket KS-%s" % self.digits(5), 15),
            ("Funmi - VAT/accounts catch-up", "Funmi's", None, 16),
        ]
        r.shuffle(pool)
        evs = []
        for title, loc, note, hh in sorted(list(extra) + pool[:r.randint(4, 7)], key=lambda x: x[3]):
            mm = r.choice([0, 15, 30, 45])
            st = datetime(day.year, day.month, day.day, hh, mm)
            en = st + timedelta(minutes=r.choice([30, 45, 60, 90]))
            evs.append({"id": "evt_%s" % self.hexid(8), "title": title,
                        "start": st.strftime("%Y-%m-%dT%H:%M:00"), "end": en.strftime("%Y-%m-%dT%H:%M:00"),
                        "location": loc, "notes": note or "",
                        "reminders": [{"method": "push", "minutes": r.choice([10, 15, 30, 60])}]})
        return {"calendar": "Dele - Property", "timezone": "Europe/London",
                "range": {"from": day.isoformat(), "to": day.isoformat()}, "events": evs}

    def ledger_rows(self, nums):
        r = self.rng
        rows = []
        for n in nums:
            f = self.flats[n]
            bal = 0.0
            if r.random() < 0.3:
                bal = -float(r.choice([f["rent"], round(f["rent"] / 2, 2), r.randint(40, 400)]))
            pays = []
            for m in (10, 11, 12):
                day = r.choice([1, 1, 2, 3, 28, 30])
                amt = f["rent"] if r.random() > 0.12 else round(f["rent"] - r.randint(50, 300), 2)
                pays.append({"date": "2026-%02d-%02d" % (m, min(day, 28)), "amount": float(amt),
                             "method": r.choice(["FPS", "FPS", "SO", "BACS"]),
                             "ref": "%s %s RENT" % (f["first"].upper(), f["door"].replace("-", ""))})
            rows.append({"flat": str(n), "building": f["building"], "tenant": f["tenant"],
                         "since": f["since"].isoformat(), "rent_pcm": float(f["rent"]), "due_day": r.choice([1, 1, 1, 15, 28]),
                         "balance": bal, "payments_last_3": pays,
                         "deposit": {"amount": float(round(f["rent"] * 12 / 52 * 5, 2)), "scheme": "DPS",
                                     "ref": self.rid("DPS-#######"), "protected": f["since"].isoformat()},
                         "notes": r.choice(["", "", "pays late in Jan usually", "partner on tenancy too",
                                            "has cat (agreed)", "universal credit - direct payment",
                                            "guarantor: parent", "asked about parking permit"])})
        return rows

    def tickets_list(self, n, extra=()):
        r = self.rng
        titles = ["Dripping bath tap", "Extractor fan noisy", "Front door closer slamming", "Mould in bathroom corner",
                  "Radiator cold at top", "Kitchen cupboard hinge", "Intercom buzzes but no audio", "Window won't lock",
                  "Smoke alarm chirping", "Lightbulb stairwell landing 2", "Washing machine drain smell",
                  "Wi-Fi slow in evenings", "Bin store door broken", "Shower pressure low", "Letterbox flap missing",
                  "Damp patch under window", "Loose stair nosing", "Oven element out", "Toilet running constantly"]
        r.shuffle(titles)
        out = []
        for t in list(extra) + titles[:n]:
            fl = r.randint(1, 12)
            out.append({"id": self.rid("MT-#####"), "flat": str(fl), "building": self.flats[fl]["building"],
                        "title": t, "status": r.choice(["open", "open", "assigned", "waiting-parts", "done"]),
                        "priority": r.choice(["P1", "P2", "P3", "P3"]),
                        "opened": "2026-%02d-%02dT%02d:%02d:00" % (r.randint(10, 12), r.randint(1, 28), r.randint(7, 21), r.randint(0, 59)),
                        "assignee": r.choice(["Gaz (GP Plumbing)", "Sunil Electrical", "Mick", "unassigned", "Hallam Heating"]),
                        "reported_by": self.flats[fl]["tenant"],
                        "notes": [r.choice(["tenant chased twice", "parts ordered", "access Tues/Thurs only",
                                            "photo in WhatsApp", "needs 2 people", "quote pending"])]})
        return {"count": len(out), "tickets": out}

    def lock_status(self, building, events=12):
        r = self.rng
        nums = range(1, 7) if building == "MC" else range(7, 13)
        doors = [{"door": "%s-MAIN" % building, "type": "communal", "battery": r.randint(20, 100),
                  "firmware": self.ver(2), "state": "locked", "last_event": "2027-01-0%dT%02d:%02d:00" % (r.randint(6, 8), r.randint(6, 23), r.randint(0, 59))}]
        for n in nums:
            f = self.flats[n]
            doors.append({"door": f["door"], "type": "flat", "battery": r.randint(8, 100), "firmware": self.ver(2),
                          "state": r.choice(["locked", "locked", "locked", "unlocked"]),
                          "codes": [{"slot": 1, "label": "tenant %s" % f["first"], "valid_until": None},
                                    {"slot": 2, "label": r.choice(["partner", "cleaner", "empty", "carer"]), "valid_until": None}]})
        evs = []
        for i in range(events):
            d = r.choice(doors)
            evs.append({"t": "2027-01-0%dT%02d:%02d:%02d" % (r.randint(5, 8), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)),
                        "door": d["door"], "event": r.choice(["unlock_pin", "unlock_pin", "lock_auto", "lock_manual", "pin_wrong",
                                                               "battery_low", "unlock_app", "jammed"]),
                        "slot": r.choice([1, 1, 2, None])})
        evs.sort(key=lambda e: e["t"])
        return {"bridge": {"id": "KB-%s-01" % building, "firmware": self.ver(1), "online": True,
                           "uptime_h": r.randint(3, 900), "rssi": -r.randint(45, 80)},
                "doors": doors, "recent_events": evs}

    def wifi_status(self, site):
        r = self.rng
        pre = "AG" if site == "ashgrove" else "MC"
        names = ["Stairs-1", "Stairs-2", "Hall", "Basement", "Loft"] if site == "ashgrove" else ["Stairs-1", "Stairs-2", "Hall", "Bin-Store"]
        devs = []
        for i, nm in enumerate(names):
            st = "connected" if r.random() > 0.2 else r.choice(["disconnected", "heartbeat-missed"])
            devs.append({"name": "%s-AP-%s" % (pre, nm), "model": r.choice(["U6-Lite", "U6-Lite", "UAP-AC-LR", "U6-Mesh"]),
                         "mac": self.mac(), "ip": "10.20.%d.%d" % (1 if site == "ashgrove" else 2, 20 + i),
                         "state": st, "firmware": self.ver(6), "clients": r.randint(0, 14) if st == "connected" else 0,
                         "channel_2g": r.choice([1, 6, 11]), "channel_5g": r.choice([36, 44, 100, 149]),
                         "uptime": "%dd %dh" % (r.randint(0, 40), r.randint(0, 23))})
        return {"site": site, "controller": {"version": self.ver(8), "host": "unifi.local", "uptime": "%dd" % r.randint(2, 90)},
                "wan": {"isp": "Openreach FTTP via Zen", "ip": "81.%d.%d.%d" % (r.randint(2, 250), r.randint(2, 250), r.randint(2, 250)),
                        "latency_ms": r.randint(6, 19), "down_mbps": r.randint(480, 910), "up_mbps": r.randint(90, 110)},
                "devices": devs,
                "alerts": [{"t": "2027-01-0%dT%02d:%02d:00" % (r.randint(5, 8), r.randint(0, 23), r.randint(0, 59)),
                            "msg": r.choice(["AP heartbeat missed", "DHCP pool 80% used", "Rogue AP detected (BT-Hub-4C1)",
                                             "High channel utilisation 5GHz", "Client roamed 14 times in 10 min"])} for _ in range(r.randint(3, 6))]}

    def bank_rows(self, n, extra=()):
        r = self.rng
        rows = []
        bal = float(r.randint(8000, 23000))
        for i in range(n):
            fl = r.randint(1, 12)
            f = self.flats[fl]
            kind = r.random()
            if kind < 0.6:
                amt = float(f["rent"])
                desc = "FPS %s %s RENT" % (f["tenant"].upper(), f["door"].replace("-", ""))
            elif kind < 0.75:
                amt = -float(r.randint(40, 700))
                desc = r.choice(["SCREWFIX DIRECT", "TOOLSTATION", "GP PLUMBING & HEATING", "SUNIL ELECTRICAL LTD",
                                 "B&Q 1187", "COUNCIL TAX DD", "YORKSHIRE WATER", "OCTOPUS ENERGY", "ZEN INTERNET"])
            elif kind < 0.85:
                amt = -float(r.randint(8, 60))
                desc = r.choice(["KEYVO SUBSCRIPTION", "GOOGLE WORKSPACE", "PARKING NCP", "SHELL 4471"])
            else:
                amt = float(r.choice([f["rent"] / 2, r.randint(100, 400)]))
                desc = "UC HOUSING PAYMENT REF %s" % self.digits(9)
            bal = round(bal + amt, 2)
            rows.append({"date": (START - timedelta(days=r.randint(0, 30))).isoformat(), "description": desc,
                         "amount": round(amt, 2), "balance": bal})
        rows.extend(extra)
        rows.sort(key=lambda x: x["date"])
        return rows

    def mail_list(self, items):
        r = self.rng
        res = []
        for frm, subj, body in items:
            res.append({"id": "m_%s" % self.hexid(10), "from": frm, "to": "dele.adeyemi@adeyemilettings.co.uk",
                        "date": "2027-01-0%dT%02d:%02d:00Z" % (r.randint(2, 8), r.randint(6, 22), r.randint(0, 59)),
                        "subject": subj, "body": body, "labels": r.sample(["inbox", "property", "starred", "family", "contractors"], 2)})
        return {"query_matched": len(res), "messages": res}

    # ---------------------------------------------------------------- scenes
    def en_morning(self, day_idx):
        r = self.rng
        day = START + timedelta(days=day_idx)
        greet = [
            "morning, right what have I got on today, I'm in the car so keep it short",
            "ok morning morning what's the damage today calendar wise",
            "hiya so yeah new day can you tell me what's in the calendar for today",
            "morning, just dropped Funmi's kids off, what's on today",
        ][day_idx % 4]
        cal = self.cal_events(day)
        ev = cal["events"]
        summary = "You've got %d things today. First up is %s at %s, then %s. The one to watch is %s at %s." % (
            len(ev), ev[0]["title"], ev[0]["start"][11:16], ev[1]["title"], ev[-1]["title"], ev[-1]["start"][11:16])
        ex = [[self.U(greet), self.T("calendar", {"action": "list", "date": day.isoformat()}, cal), self.A(summary)]]
        follow = r.choice([
            ("can you push the %s one by an hour, I'm never gonna make it" % ev[1]["title"].split(" ")[0].lower(),
             "Done - it's moved back an hour. Nobody else was invited so there's no one to notify."),
            ("ugh ok. is there anything from Hallam in the inbox",
             "Nothing new from Hallam since Tuesday's email about the flue. The latest is still them asking for access times."),
            ("right traffic's awful on the ring road so I'll be late for the first one anyway",
             "Want me to send a quick heads-up? Otherwise I'll leave it."),
        ])
        ex.append([self.U(follow[0]), self.A(follow[1])])
        if "push" in follow[0]:
            ex[-1].insert(1, self.T("calendar", {"action": "update", "event_id": ev[1]["id"], "shift_minutes": 60},
                                    {"ok": True, "event_id": ev[1]["id"], "new_start": ev[1]["start"][:11] + "%02d" % (int(ev[1]["start"][11:13]) + 1) + ev[1]["start"][13:]}))
        return ex

    def en_arrears(self):
        r = self.rng
        nums = list(range(1, 13))
        rows = self.ledger_rows(nums)
        behind = [x for x in rows if x["balance"] < 0]
        if len(behind) < 2:
            for x in rows[2:4]:
                x["balance"] = -float(x["rent_pcm"])
            behind = [x for x in rows if x["balance"] < 0]
        lines = "\n".join("- Flat %s (%s): %s behind" % (x["flat"], x["tenant"], gbp(-x["balance"], True)) for x in behind)
        b0 = behind[0]
        ex = [
            [self.U(r.choice(["so basically who's behind on rent right now, both buildings",
                              "ok can you pull up who owes what, I need to know before I ring Mum",
                              "arrears check please, I think theres a couple but I can't remember who"])),
             self.T("tenant_ledger", {"action": "balances", "building": "all", "as_of": START.isoformat()},
                    {"as_of": START.isoformat(), "tenancies": rows}),
             self.A("Here's who's in arrears as of today:\n%s\n\nEveryone else is square. Flat %s's shortfall looks like a partial payment rather than a missed one." % (lines, b0["flat"]))],
            [self.U("ok %s I'm not worried about, they always catch up, can you draft something friendly for the others, nothing scary just a nudge" % b0["tenant"].split()[0]),
             self.A("Here's a draft you can send by text or email:\n\n\"Hi {name}, hope you're well. Just a quick note that our records show {amt} outstanding on the rent. If it's already on its way, ignore this! Otherwise let me know if you want to have a chat about it. Thanks, Dele\"\n\nWant me to send it to each of them, personalised?".replace("{name}", "[first name]").replace("{amt}", "[amount]"))],
            [self.U(r.choice(["yeah send it but not to flat %s, I'll talk to them face to face" % behind[-1]["flat"],
                              "go on then send them, email not text, texts freak people out"])),
             self.T("mail", {"action": "send_batch", "template": "arrears_nudge_v1",
                             "recipients": [x["tenant"] for x in behind[1:]] or [b0["tenant"]]},
                    {"sent": len(behind[1:]) or 1, "failed": 0, "batch_id": "b_%s" % self.hexid(8)}),
             self.A("Sent. I'll flag it if anyone replies.")],
        ]
        return ex

    def en_leak(self):
        r = self.rng
        n = r.choice([1, 2, 4, 6, 7, 9])
        f = self.flats[n]
        tid = self.rid("MT-#####")
        text = r.choice([
            "Hi Dele sorry to bother u but theres water coming from under the kitchen sink again, ive put a bowl there and turned the little valve thing but its still dripping. Can someone come? Im in all day tmrw except 12-2. Thanks %s" % f["first"],
            "Hiya, the bathroom ceiling has a brown patch and it's dripping when the upstairs shower is on. Not loads but it's getting worse. Photos attached. %s (flat %d)" % (f["first"], n),
        ])
        ex = [
            [self.U("ugh right this just came in from flat %d, pasting it:\n\n\"%s\"\n\ncan you make a ticket and get Gaz on it" % (n, text)),
             self.T("maintenance_tickets", {"action": "create", "flat": str(n), "title": "Leak - %s" % ("kitchen sink" if "sink" in text else "bathroom ceiling"),
                                            "priority": "P1", "assignee": "Gaz (GP Plumbing)", "reported_by": f["tenant"]},
                    {"ok": True, "ticket": {"id": tid, "flat": str(n), "status": "assigned", "priority": "P1",
                                            "assignee": "Gaz (GP Plumbing)", "sla_hours": 24, "created": START.isoformat() + "T10:12:00"}}),
             self.A("Ticket %s is raised as P1 and assigned to Gaz. Want me to text %s to say he'll be in touch, or leave that to Gaz?" % (tid, f["first"]))],
            [self.U(self.pro("tell <o> yeah, and say", n) + " not between 12 and 2 obviously. and if Gaz can't do tomorrow then Thursday, no wait Wednesday, Thursday he's at his other job"),
             self.A("Texted %s: Gaz will be in touch to arrange tomorrow, avoiding 12-2, with Wednesday as the fallback. I've added the same note to the ticket." % f["first"])],
        ]
        later = [
            [self.U("Gaz sent his invoice for the flat %d leak, its basically \"replaced compression joint and trap, 1.5hrs labour, parts\" and the total is %s, does that look normal" % (n, gbp(self.amt(95, 240)))),
             self.A("That's in the normal range for a callout plus an hour and a half with parts. I've attached it to ticket %s and marked it done, pending your OK to pay." % tid)],
        ]
        return ex, later

    def en_lockout(self):
        r = self.rng
        n = r.choice([7, 8, 9, 11, 12])
        f = self.flats[n]
        st = self.lock_status("AG")
        for d in st["doors"]:
            if d["door"] == f["door"]:
                d["battery"] = r.randint(3, 9)
        st["recent_events"].append({"t": "2027-01-08T07:%02d:11" % r.randint(10, 59), "door": f["door"], "event": "pin_wrong", "slot": None})
        st["recent_events"].append({"t": "2027-01-08T07:%02d:40" % r.randint(10, 59), "door": f["door"], "event": "battery_critical", "slot": None})
        code = self.digits(6)
        ex = [
            [self.U(self.pro("%s in flat %d is locked out, says the keypad just beeps at <o>, can you look at the lock thing" % (f["first"], n), n)),
             self.T("lock_admin", {"action": "status", "bridge": "KB-AG-01"}, st),
             self.A(self.pro("<P> lock at %s is on critical battery - that's why it's beeping and refusing the PIN. <S> also had a couple of wrong-PIN attempts this morning, probably from retrying. The override is the 9V contact on the bottom of the keypad, or I can issue a one-off app unlock if the bridge can still reach it." % f["door"], n))],
            [self.U("do the app unlock and then send me a reminder to take batteries round there, the 4 AA ones not the other ones"),
             self.T("lock_admin", {"action": "unlock", "door": f["door"], "reason": "tenant lockout - battery critical", "one_off": True},
                    {"ok": True, "door": f["door"], "result": "unlocked", "relock_after_s": 30, "audit_id": "au_%s" % self.hexid(8)}),
             self.A(self.pro("Unlocked - it'll relock itself after 30 seconds, so <s> needs to be at the door now. Reminder set for 4:30 today: 4xAA batteries for %s." % f["door"], n))],
            [self.U(self.pro(r.choice(["also give <o> a backup code just in case, valid till the end of the month",
                                       "and can you set a spare code for <o>, only till the end of the month"]), n)),
             self.T("lock_admin", {"action": "add_code", "door": f["door"], "slot": 3, "pin": code, "valid_until": "2027-01-31T23:59:00"},
                    {"ok": True, "door": f["door"], "slot": 3, "valid_until": "2027-01-31T23:59:00", "synced": False, "queued": True}),
             self.A("Backup code is queued for slot 3 and will sync once the batteries are swapped - with the lock on critical battery it won't accept new codes yet. I'll text %s the code once it shows as synced." % f["first"])],
        ]
        return ex

    def en_wifi(self):
        r = self.rng
        st = self.wifi_status("ashgrove")
        bad = [d for d in st["devices"] if d["state"] != "connected"]
        if not bad:
            st["devices"][1]["state"] = "heartbeat-missed"
            st["devices"][1]["clients"] = 0
            bad = [st["devices"][1]]
        b = bad[0]
        ex = [
            [self.U(r.choice([
                "three different people at Ashgrove have messaged saying the Wi-Fi is rubbish, flat %d says it drops every time they're on teams, can you look at the controller" % r.choice([7, 8, 9]),
                "so the Wi-Fi at Ashgrove is apparently down again, or slow, I don't even know, can you check the UniFi thing"])),
             self.T("wifi_controller", {"action": "site_status", "site": "ashgrove"}, st),
             self.A("The internet line itself looks fine (%d Mbps down, %d ms latency). The problem is %s - it's showing \"%s\", so everyone near it is hopping onto the next AP and getting a weak signal. Want me to power-cycle it through the switch port?" % (
                 st["wan"]["down_mbps"], st["wan"]["latency_ms"], b["name"], b["state"]))],
            [self.U("yeah do it. and is it a channel thing as well, someone said all the APs are on the same channel or something"),
             self.T("wifi_controller", {"action": "power_cycle", "device": b["name"]}, {"ok": True, "device": b["name"], "poe_port": r.randint(2, 8), "state_after_90s": "connected", "clients": r.randint(2, 9)}),
             self.A("%s is back and has picked up clients again. On channels: the 2.4 GHz radios are spread across 1, 6 and 11, which is correct. The 5 GHz side is where the overlap is - two APs share a channel. It's not causing the drop today, but I can set them to auto-optimise overnight if you want." % b["name"])],
            [self.U(r.choice(["yeah do the overnight thing", "go on then, overnight not now"])),
             self.T("wifi_controller", {"action": "schedule_channel_optimise", "site": "ashgrove", "at": "03:00"}, {"ok": True, "scheduled_for": (START + timedelta(days=1)).isoformat() + "T03:00:00"}),
             self.A("Scheduled for 3am. I'll check the alerts tomorrow morning.")],
        ]
        return ex

    def en_gas(self):
        r = self.rng
        certs = []
        for n in range(1, 13):
            if n == 10:
                continue
            d = START + timedelta(days=r.randint(-20, 200))
            certs.append({"flat": str(n), "appliances": r.choice([["combi boiler"], ["combi boiler", "hob"], ["combi boiler", "gas fire"]]),
                          "cert": self.rid("CP12-######"), "expires": d.isoformat(),
                          "engineer": r.choice(["Hallam Heating", "Hallam Heating", "GP Plumbing & Heating"]),
                          "status": "due" if d < START + timedelta(days=45) else "ok"})
        due = [c for c in certs if c["status"] == "due"]
        lst = ", ".join("flat %s (%s)" % (c["flat"], c["expires"]) for c in due) or "none in the next 45 days"
        ex = [
            [self.U("gas safety, what's coming up, I've got a horrible feeling one's already lapsed"),
             self.T("maintenance_tickets", {"action": "compliance", "type": "gas_safety"}, {"certificates": certs, "window_days": 45}),
             self.A("Due in the next 45 days: %s. %s Flat 10 isn't on the list because its boiler is being replaced - it'll need a fresh certificate once the new one is in." % (
                 lst, "One of those is already past its date, so that's the priority." if any(c["expires"] < START.isoformat() for c in due) else "Nothing has actually lapsed yet."))],
            [self.U("ok can you email Hallam and ask them to do all of those in one go, same day if they can, I don't want them coming out four times"),
             self.T("mail", {"action": "send", "to": "bookings@hallamheating.co.uk", "subject": "Gas safety - multiple flats",
                             "body": "Hi, could you book in gas safety checks for %s? Ideally all on one day. Access via Keyvo codes, I'll send them the morning of. Thanks, Dele" % lst},
                    {"ok": True, "message_id": "m_%s" % self.hexid(10)}),
             self.A("Sent to Hallam bookings, asking for a single day and saying you'll send the access codes on the morning.")],
        ]
        return ex

    def en_boiler(self):
        r = self.rng
        a = self.amt(2450, 3400)
        b = self.amt(2700, 3900)
        quote = ("QUOTATION - Hallam Heating Ltd\nSite: Flat 10, Ashgrove House\n"
                 "Remove existing Baxi back boiler and dispose\nSupply & fit Worcester Greenstar 4000 25kW combi\n"
                 "Powerflush system (8 rads)\nMagnetic filter, Hive thermostat\nFlue: horizontal, rear exit\n"
                 "Labour: 2 engineers x 2 days\nTOTAL: %s inc VAT   Valid 30 days   10yr manufacturer warranty if registered\n\n"
                 "--- and the other one ---\n\nBoilerFix Direct quote #%s\nVaillant ecoTEC plus 825 combi, fitted\nincludes: removal, chemical flush, system filter, basic programmable stat\n"
                 "excludes: flue extension, making good, any gas pipe upgrade\nPrice %s inc VAT. 7 year warranty" % (gbp(a), self.digits(5), gbp(b)))
        ex = [
            [self.U("right the boiler saga, here's the two quotes for flat 10, can you compare them properly, I'm too tired\n\n" + quote),
             self.A("Side by side:\n\n- Hallam (Worcester 4000): %s, includes powerflush, filter, Hive stat, full flue. 10-year warranty if registered.\n- BoilerFix (Vaillant 825): %s, but excludes the flue extension, making good and any gas pipe upgrade - on a back-boiler removal the pipe upgrade is very likely. 7-year warranty.\n\nOnce you add a flue extension and a likely pipe upgrade to BoilerFix, the gap mostly disappears. Hallam is the more complete quote." % (gbp(a), gbp(b)))],
            [self.U("is there any grant thing we can get for it, Mum heard something on the radio"),
             self.A("The main one is the Boiler Upgrade Scheme, but that's for heat pumps and biomass, not gas combis - so not for this. ECO4 is aimed at low-income households and goes through energy suppliers; a rented flat can qualify if the tenant meets the criteria, but it's slow and usually for insulation or heat pumps. For a like-for-like gas combi, realistically there's no grant.")],
            [self.U("figures. ok and the tenant, %s, has been without heating since Sunday basically, can we get him a couple of oil heaters today" % self.ften(10)),
             self.A("Yes - Argos on the retail park has 2kW oil-filled radiators in stock for same-day collection. Two of those would keep a one-bed going. Want me to reserve them?")],
        ]
        later = [
            [self.U("boiler update Hallam said the install can be two days but they need the old back boiler checked for asbestos first, is that a thing"),
             self.A("Yes, it's a real thing with older back boilers - some had asbestos in the rope seals or insulation panels. A quick sample test before strip-out is sensible, and most installers won't touch it without one. It's usually a small job from a licensed surveyor.")],
            [self.U("ok fine. and the heaters were a good shout he said thanks"),
             self.A("Good to hear.")],
        ]
        return ex, later

    def en_deposit(self):
        r = self.rng
        f = self.flats[5]
        dep = round(f["rent"] * 12 / 52 * 5, 2)
        report = ("CHECK-OUT REPORT (summary) - Flat 5 Marlow Court - tenant %s\n"
                  "Kitchen: oven heavily soiled (cleaning req.), 1x cupboard door hinge broken\n"
                  "Lounge: carpet staining near window approx 40x30cm, blu-tack marks x6\n"
                  "Bedroom: wardrobe door off runner, curtain pole bracket pulled from wall\n"
                  "Bathroom: limescale to shower screen, sealant mould\n"
                  "Keys/fobs: 1 of 2 fobs returned. Meter readings: E 48213 / G 10977\n"
                  "Clerk: Inventory Hive ref IH-%s") % (f["tenant"], self.digits(6))
        ex = [
            [self.U("flat 5 check-out report just came, this is the summary bit, Carla's gonna argue every line I know it\n\n" + report),
             self.T("tenant_ledger", {"action": "tenancy", "flat": "5"}, {"tenancy": self.ledger_rows([5])[0], "check_in_inventory": {"date": f["since"].isoformat(), "clerk": "Inventory Hive", "carpet": "new", "oven": "clean", "notes": "wardrobe door stiff"}}),
             self.A("Deposit held is %s with DPS. Going by the check-in inventory: the oven was recorded as clean and the carpet as new, so cleaning and carpet staining are fair to claim (minus fair wear and tear on the carpet for the length of the tenancy). The wardrobe door was already noted as stiff at check-in, so I'd drop that one - she'll win it at adjudication. Missing fob, cupboard hinge and the curtain bracket are reasonable." % gbp(dep, True))],
            [self.U("yeah ok drop the wardrobe. what about the mould on the sealant, isn't that just the building"),
             self.A("It can go either way. If the bathroom has a working extractor and there's no history of damp complaints, adjudicators often treat sealant mould as tenant cleaning. If there's a damp history or the fan was broken, it's on you. Is there anything in the tickets about the flat 5 extractor?")],
            [self.U("there was actually, the fan was broken for like two months last year so forget it"),
             self.A("Then I'd leave the sealant off too. That gives you a cleaner claim: oven clean, carpet (pro-rated), fob, hinge, curtain bracket.")],
        ]
        return ex

    def en_licence(self):
        r = self.rng
        officer = self.extra_people[0]
        mails = self.mail_list([
            ("licensing@council.gov.uk", "Selective Licence renewal - Ashgrove House - action required",
             "Dear Mr Adeyemi,\n\nOur records show the selective licence for Ashgrove House expires soon. Renewal applications must be submitted online together with: current gas safety certificates for all units; an EICR dated within 5 years; a floor plan showing room sizes; evidence of deposit protection; and the licence holder's fit and proper person declaration.\n\nThe standard fee is payable in two parts (Part A on application, Part B on grant). Incomplete applications are not processed.\n\n%s\nPrivate Sector Housing Team" % officer),
            ("noreply@council.gov.uk", "Your online account - password reset", "Click the link below to reset your password. The link expires in 24 hours."),
            ("funmi.a@gmail.com", "Fwd: licence stuff", "Found this from last time, the floor plan is in the Drive folder called ASHGROVE FINAL final. x"),
        ])
        ex = [
            [self.U("can you dig out the council licence email, the renewal one, I think it came last week"),
             self.T("mail", {"action": "search", "query": "licence renewal Ashgrove", "limit": 5}, mails),
             self.A("Found it. For the Ashgrove renewal they want: gas certificates for all units, an EICR from the last 5 years, a floor plan with room sizes, deposit protection evidence, and a fit and proper person declaration. Fee is in two parts, the first on application. Funmi also forwarded the old floor plan - it's in the Drive folder \"ASHGROVE FINAL final\".")],
            [self.U("do we actually have an EICR in date for Ashgrove"),
             self.A("The last one on file is from %d, so it's %s. Worth checking the date on the paper copy, but I'd plan on Sunil doing a fresh one." % (2022 if r.random() < 0.5 else 2021, "getting close to five years" if r.random() < 0.5 else "probably fine for now"))],
            [self.U("ok, how long does the renewal normally take them"),
             self.A("Their website says up to 12 weeks from a complete application, and you're covered by the existing licence while a valid renewal is pending - as long as it goes in before expiry.")],
        ]
        return ex

    def en_bank(self):
        r = self.rng
        n = r.choice([3, 4, 7, 9, 11])
        f = self.flats[n]
        odd = {"date": (START - timedelta(days=3)).isoformat(), "description": "FPS J OKAFOR-WELLS REF FLAT%d" % n,
               "amount": round(f["rent"] - r.randint(25, 90), 2), "balance": 0.0}
        rows = self.bank_rows(r.randint(18, 26), extra=[odd])
        ex = [
            [self.U("can you look at the bank for the last month and tell me if anything doesn't match the ledger, Funmi keeps asking"),
             self.T("bank_statements", {"account": "lettings-current", "from": (START - timedelta(days=30)).isoformat(), "to": START.isoformat()},
                    {"account": "Adeyemi Family Lettings ****%s" % self.digits(4), "currency": "GBP", "transactions": rows}),
             self.A("Most rent payments match. One doesn't: %s for %s, from \"J OKAFOR-WELLS\" with reference FLAT%d. It's less than %s's rent and the name doesn't match the tenant. Could be a partner or parent paying - do you know who that is?" % (
                 odd["date"], gbp(odd["amount"], True), n, f["first"]))],
            [self.U(r.choice(["no clue, I'll ask %s. put a note on the ledger so Funmi doesn't panic" % f["first"],
                              self.pro("that'll be <p> mum I think, she did that once before. note it on the ledger", n)])),
             self.T("tenant_ledger", {"action": "add_note", "flat": str(n), "note": "Payment %s from J OKAFOR-WELLS - checking with tenant" % odd["date"]}, {"ok": True, "note_id": "n_%s" % self.hexid(6)}),
             self.A("Note added to flat %d's ledger." % n)],
        ]
        return ex

    def en_viewings(self):
        r = self.rng
        day = START + timedelta(days=r.randint(3, 9))
        apps = [(self.extra_people[i], r.choice(["nurse at the LGI", "PhD student", "works at the council", "couple, no pets", "remote IT job"])) for i in (1, 2, 3)]
        ex = [
            [self.U("I've got three people wanting to see flat 8 once it's empty, can you find me a Saturday slot where I can do all three back to back, like 20 mins each. here's who:\n" + "\n".join("- %s (%s)" % a for a in apps)),
             self.T("calendar", {"action": "free_slots", "date": day.isoformat(), "duration_min": 60}, {"date": day.isoformat(), "free": [{"start": "10:00", "end": "12:30"}, {"start": "14:00", "end": "17:00"}]}),
             self.A("That Saturday you're free 10:00-12:30 and 14:00-17:00. I'd do 10:30, 10:50 and 11:10 so you're done before lunch. Shall I book them in and email each person their slot?")],
            [self.U("yeah but make it 11 onwards, I'm not getting there for half ten on a Saturday"),
             self.T("calendar", {"action": "create_batch", "events": [{"title": "Viewing flat 8 - %s" % a[0], "start": "%sT%s" % (day.isoformat(), t)} for a, t in zip(apps, ["11:00", "11:20", "11:40"])]}, {"ok": True, "created": 3}),
             self.A("Booked 11:00, 11:20 and 11:40. I'll email each of them their time with the address and parking note.")],
        ]
        return ex

    def en_eicr(self):
        r = self.rng
        ex = [
            [self.U("Sunil's asking which flats need the electrical report thing done this year, can you check"),
             self.T("maintenance_tickets", {"action": "compliance", "type": "eicr"},
                    {"reports": [{"flat": str(n), "last": "20%d-%02d-%02d" % (r.randint(21, 25), r.randint(1, 12), r.randint(1, 28)),
                                  "result": r.choice(["satisfactory", "satisfactory", "satisfactory (C3 x2)", "unsatisfactory - C2 remedied"]),
                                  "report_no": self.rid("EICR-#####")} for n in range(1, 13)]}),
             self.A("Anything from 2021 or 2022 is due or close to due. I'd give Sunil those flats and, since Ashgrove needs an in-date report for the licence renewal anyway, ask him to do the whole of Ashgrove in one go.")],
            [self.U("ok send him that and ask for a price for the lot"),
             self.T("mail", {"action": "send", "to": "sunil@sunilelectrical.co.uk", "subject": "EICRs 2027", "body": "Hi Sunil, can you quote for EICRs on the flats listed below plus all of Ashgrove? Cheers, Dele"}, {"ok": True}),
             self.A("Sent to Sunil asking for a price for the listed flats plus all of Ashgrove.")],
        ]
        return ex

    def en_noise(self):
        r = self.rng
        a, b = r.sample([7, 8, 9, 11, 12], 2)
        msg = ("Hi Dele, I'm really sorry to complain again but the people in flat %d had music on until 2am on a weeknight AGAIN. "
               "I have work at 7. I've knocked before and they were fine about it but it keeps happening. Can you say something? - %s") % (b, self.ften(a))
        ex = [
            [self.U("another noise one, pasting:\n\n" + msg + "\n\nI hate these, can you draft something to flat %d that doesn't sound like a telling off" % b),
             self.A("Draft for flat %d:\n\n\"Hi %s, hope you're both well. Just a friendly one - I've had a comment about music late on a weeknight. Walls in Ashgrove are thinner than they look! Could you keep it down after 11 on weeknights? Thanks a lot, Dele\"\n\nIt doesn't say who complained." % (b, self.ften(b)))],
            [self.U("perfect send it. and tell %s I've dealt with it" % self.ften(a)),
             self.T("mail", {"action": "send_batch", "messages": [{"to": "flat%d" % b, "template": "noise_friendly"}, {"to": "flat%d" % a, "body": "Thanks for letting me know, I've had a word. Dele"}]}, {"sent": 2, "failed": 0}),
             self.A("Both sent.")],
        ]
        return ex

    def en_bins(self):
        r = self.rng
        ex = [
            [self.U(r.choice(["the bins at Ashgrove haven't been collected cause someone put a mattress in the recycling, I'm so done",
                              "bins. again. the council didnt take the green one at Marlow because its contaminated apparently"])),
             self.A("Annoying. The council's bulky waste collection is the fix for the mattress - it's a small fee and they usually come within a week. For the contaminated bin, they'll take it next time if the wrong items are pulled out. Want me to book the bulky collection?")],
            [self.U("yeah book it, put it on the ashgrove account"),
             self.T("web_search", {"query": "council bulky waste collection book mattress"}, {"results": [
                 {"title": "Bulky waste collections - council", "url": "https://www.council.gov.uk/bins/bulky-waste", "snippet": "Up to 3 items. Mattresses, sofas, white goods. Book online. Collections Mon-Fri."},
                 {"title": "Bulky waste prices", "url": "https://www.council.gov.uk/bins/bulky-waste/prices", "snippet": "1-3 items from the kerbside. Concessions available."},
                 {"title": "Reddit: how long does bulky waste take", "url": "https://www.reddit.com/r/Leeds/comments/x9k2", "snippet": "took 9 days for me lol"}]}),
             self.A("The booking form needs a card payment, so I can't finish it from here - I've saved the link to your notes. It's up to 3 items, so if anything else needs to go from the bin store, add it to the same booking.")],
        ]
        return ex

    def en_rentinc(self):
        r = self.rng
        ex = [
            [self.U("Mum wants to put the rents up at Marlow Court, how much notice do we have to give these days with all the new rules"),
             self.A("Under the new rules, increases go through a section 13 notice: at least two months' notice, no more than once a year, and the new rent can't be above market rate - the tenant can challenge it at the tribunal. Rent review clauses in tenancy agreements don't count anymore.")],
            [self.U("and how do I know what market rate is"),
             self.T("web_search", {"query": "2 bed flat rent Marlow Court area average"}, {"results": [
                 {"title": "Average rents - 2 bed flats LS6", "url": "https://www.home.co.uk/for_rent/ls6/current_rents", "snippet": "Average 2 bed: £%d pcm, median £%d (%d listings)" % (self.amt(820, 990), self.amt(800, 960), r.randint(40, 90))},
                 {"title": "Rightmove - 2 bed flats to rent", "url": "https://www.rightmove.co.uk/property-to-rent/LS6/2-bed-flats.html", "snippet": "%d results" % r.randint(30, 120)}]}),
             self.A("Local listings put a 2-bed around the figures above. Your Marlow Court rents are mostly below that, so a modest increase would be defensible. I'd write down which comparables you used, in case anyone challenges it.")],
        ]
        return ex

    def en_damp(self):
        r = self.rng
        n = r.choice([2, 3, 8, 9, 11])
        f = self.flats[n]
        tid = self.rid("MT-#####")
        ex = [
            [self.U("%s in flat %d has sent pics of black mould in the bedroom corner, behind the wardrobe, its bad tbh. we need to sort it properly not just bleach it" % (f["first"], n)),
             self.T("maintenance_tickets", {"action": "create", "flat": str(n), "title": "Damp/mould - bedroom corner behind wardrobe", "priority": "P1", "tags": ["damp", "hhsrs"]},
                    {"ok": True, "ticket": {"id": tid, "status": "open", "priority": "P1", "sla_hours": 48}}),
             self.A("Logged as %s. With the new rules on damp and mould you'll want to investigate within a couple of weeks and write down what you found. I'd get a damp survey rather than guess - could be condensation (wardrobe against a cold external wall) or penetrating damp from outside." % tid)],
            [self.U(self.pro("yeah its an outside wall. can you ask <o> to pull the wardrobe out a bit in the meantime and keep the trickle vents open, nicely", n)),
             self.A(self.pro("Sent <o> a note: thanks for the photos, someone's coming to look properly, and in the meantime could <s> pull the wardrobe a few inches off the wall and keep the window vents open.", n))],
        ]
        return ex

    def en_wrap(self, day_idx):
        r = self.rng
        ex = [
            [self.U(r.choice(["right I'm done for today, what's left over for tomorrow",
                              "ok calling it a day, can you give me a list of what's still open",
                              "that's me for today basically, remind me what's outstanding"])),
             self.T("maintenance_tickets", {"action": "list", "status": "open", "sort": "priority"}, self.tickets_list(r.randint(6, 10))),
             self.A("Open tickets are above - the P1s first. Outside the tickets: Hallam to confirm gas safety dates, Sunil's EICR price, and the flat 10 heating. I'll put the P1s first on tomorrow's list.")],
        ]
        if r.random() < 0.6:
            ex.append([self.U(r.choice(["cheers, night", "thanks mate. speak tomorrow", "nice one, night night"])), self.A(r.choice(["Night, Dele.", "Speak tomorrow.", "Good night - drive safe."]))])
        return ex

    def en_chat(self, which):
        r = self.rng
        opts = [
            [[self.U("sorry that was Mum on the other line, she wants to know if we've got a spare key for Marlow, we don't, it's all codes now, I've explained it like five times"),
              self.A("Ha - maybe a printed card with the communal code and how the flat keypads work would help? I can draft one.")],
             [self.U("nah she'll just lose it. anyway"), self.A("Fair enough.")]],
            [[self.U("stuck in traffic on the A58 so I might as well do some of this now"),
              self.A("Go for it - what's first?")]],
            [[self.U("did you see the match last night, actually never mind you don't watch football"),
              self.A("Not live, no - but I gather it wasn't a great night if you're a Leeds fan.")],
             [self.U("dont. anyway back to work"), self.A("Back to it.")]],
            [[self.U("quick one, what's a good cheap lunch near the retail park, not Nando's again"),
              self.A("There's a Greggs and a Wasabi in the retail park, and a Turkish grill on the main road that people rate. The grill does a good lunch wrap deal.")]],
            [[self.U("my car's making a noise now as well, everything's breaking this week"),
              self.A("It's been that kind of week. If it's a squeal when you brake it's probably pads - worth getting it looked at before it gets expensive.")]],
            [[self.U("Funmi says hi by the way she's sat next to me"),
              self.A("Hi Funmi!")],
             [self.U("she says you're more organised than me lol"), self.A("I'll take it.")]],
        ]
        return opts[which % len(opts)]

    def en_invoice(self):
        r = self.rng
        total = self.amt(380, 960)
        for _ in range(50):
            hrs, rate = self.rng.choice([3.5, 4, 4.5, 5, 5.5]), self.rng.choice([40, 42, 45, 48, 50])
            if self.clean(gbp(hrs * rate, True)) and self.clean(gbp(rate)):
                break
        inv = ("SUNIL ELECTRICAL LTD  Invoice %s  Date %s\n"
               "Flat %d Marlow Court - replace consumer unit RCBO x2, fault find kitchen ring\n"
               "Labour %sh @ %s      %s\nMaterials (RCBO x2, sundries)\nCall-out\n"
               "TOTAL DUE %s   Terms: 14 days   Sort 20-%s-%s Acc %s") % (
            self.rid("SE-####"), (START - timedelta(days=2)).isoformat(), r.randint(1, 6), ("%g" % hrs), gbp(rate), gbp(hrs * rate, True), gbp(total, True),
            self.digits(2), self.digits(2), self.digits(8))
        ex = [
            [self.U("Sunil's sent another invoice, this is from the consumer unit job, does it match what he said\n\n" + inv),
             self.A("The labour line works out (%g hours at %s is %s). He'd said \"about four hours plus parts\" in the WhatsApp you forwarded, so it's close. Materials and call-out aren't itemised - ask for the breakdown if you want it for the accounts, otherwise it looks reasonable." % (hrs, gbp(rate), gbp(hrs * rate, True)))],
            [self.U("ask him for the breakdown, Funmi will want it anyway"),
             self.T("mail", {"action": "send", "to": "sunil@sunilelectrical.co.uk", "subject": "Invoice - breakdown please", "body": "Hi Sunil, can you itemise the materials and call-out on the last invoice? For the accounts. Thanks, Dele"}, {"ok": True}),
             self.A("Asked him for the itemised breakdown.")],
        ]
        return ex

    def en_battery(self):
        r = self.rng
        st = self.lock_status("MC", events=16)
        low = sorted(st["doors"], key=lambda d: d["battery"])[:2]
        ex = [
            [self.U("the Keyvo app keeps pinging me about batteries, which ones actually need doing at Marlow"),
             self.T("lock_admin", {"action": "status", "bridge": "KB-MC-01"}, st),
             self.A("Lowest two are %s at %d%% and %s at %d%%. Anything under 20%% I'd do this week; the rest can wait for the next round." % (low[0]["door"], low[0]["battery"], low[1]["door"], low[1]["battery"]))],
            [self.U("ok add it to Mick's list for Thursday, he's there anyway"),
             self.T("maintenance_tickets", {"action": "create", "title": "Swap lock batteries %s, %s" % (low[0]["door"], low[1]["door"]), "assignee": "Mick", "due": (START + timedelta(days=2)).isoformat()},
                    {"ok": True, "ticket": {"id": self.rid("MT-#####"), "status": "assigned"}}),
             self.A("Added to Mick's list for Thursday.")],
        ]
        return ex

    def en_insurance(self):
        r = self.rng
        ex = [
            [self.U("the insurance broker rang about renewal and asked if we've had any claims in the last 5 years, we had the flood one at Ashgrove in like 2023, does that count"),
             self.A("Yes - they mean any claim made, paid or not, so the Ashgrove escape of water from 2023 should be declared. Not mentioning it could void the policy if it came out later.")],
            [self.U("ok. also they want to know if any tenants are on benefits, is that even allowed to ask"),
             self.A("They can ask - some policies are priced differently - but a lot of insurers have dropped that question. Answer honestly; if it pushes the price up a lot, it's worth getting a comparison quote.")],
        ]
        return ex

    def en_fobs(self):
        r = self.rng
        ex = [
            [self.U("someone at Marlow has lost a fob for the car park barrier, how much do we charge for a new one"),
             self.A("Last time you charged £%d - it's in the ledger note for flat %d from %s. The barrier company charges you about £%d, so that covers it." % (r.randint(20, 35), r.randint(1, 6), r.choice(["March", "June", "September"]), r.randint(12, 19)))],
            [self.U("yeah same again then"), self.A("OK.")],
        ]
        return ex

    def en_blocks(self):
        """All English scene blocks: (kind, exchanges, later_exchanges)."""
        blocks = []
        for fn in (self.en_arrears, self.en_lockout, self.en_wifi, self.en_gas, self.en_deposit, self.en_licence,
                   self.en_bank, self.en_viewings, self.en_eicr, self.en_noise, self.en_bins, self.en_rentinc,
                   self.en_damp, self.en_invoice, self.en_battery, self.en_insurance, self.en_fobs):
            blocks.append((fn.__name__, fn(), None))
        for fn in (self.en_leak, self.en_boiler):
            ex, later = fn()
            blocks.append((fn.__name__, ex, later))
        for i in self.rng.sample(range(6), 4):
            blocks.append(("chat", self.en_chat(i), None))
        return blocks


EN_PASTE = {
    "name": [
        "email from {ctx}, pasting it:\n\n\"Hi Dele,\n\nJust to introduce myself - I'll be your point of contact from now on, so please reply to this address rather than the general inbox.\n\nBest wishes,\n{v}\"\n\nso that's who that is then",
        "Funmi forwarded this from the family chat: \"the one for {ctx} is {v}, she said use her direct line not the main number, it's on the letter\"",
        "this was in the voicemail transcript lol: \"hi it's {v} calling about {ctx}, can you call me back on the office number, ta\"",
    ],
    "command": [
        "support finally replied about {ctx}:\n\n\"Hi Dele, thanks for your patience. Please run the following from the machine in the comms cupboard and send us the output:\n\n    {v}\n\nKind regards,\nSupport Team\"\n\ndo I do that or will it break something",
        "Kunle sent this on WhatsApp, no explanation obviously: \"{v}  <-- for {ctx}\"",
        "Kunle's notes file, the bit about {ctx}:\n\n    {v}\n\nthat's literally all he wrote lol",
    ],
    "id": [
        "letter from the council, typing the top bit: \"Our ref: {v}   Your ref: ADEYEMI/AG   Please quote our reference in all correspondence\" - that's about {ctx}",
        "text from the company about {ctx}: \"Thank you. Your reference number is {v}. Please keep this for your records.\"",
        "screenshot text for {ctx} (copied it out): \"Status: received | Reference: {v} | Next update within 10 working days\"",
    ],
    "port": [
        "the ISP engineer left this note: \"{ctx} set up, external port {v} forwarded to it, admin password on the sticker. Cheers, Dan\"",
        "Kunle's message: \"done the router thing, {ctx} is open on {v} now, don't change it\"",
    ],
    "version": [
        "update email says: \"{ctx} {v} is now available. This release improves stability and fixes an issue where settings could be lost after a restart.\" do we need that",
        "the installer's handover sheet says: \"{ctx}: v{v} (latest at install)\" just so you know",
    ],
    "money": [
        "quote for {ctx}:\n\n\"To supply labour and materials as discussed. Total {v} inc VAT. Valid 30 days. 50% deposit to book in.\"\n\nthoughts?",
        "text from the contractor re {ctx}: \"all in it'll be {v} mate, can start monday if you want\"",
        "Funmi's spreadsheet note says \"{ctx} - {v} (paid? check)\" no idea if it's paid",
    ],
    "date": [
        "text from flat {f}: \"Hi Dele, just confirming {ctx} - {v} works for me, I'll be out but the code's fine to use. Thanks!\"",
        "email confirmation for {ctx}: \"We're pleased to confirm your appointment on {v}, between 8am and 12pm.\"",
        "Mum's voice note basically says {ctx} has to be {v} because of her hospital thing, so yeah",
    ],
    "decision": [
        "Funmi just sent this in the family chat: \"ok me and Mum talked, we're going to {c} because {r}. Dad agrees. don't argue lol\"",
        "Dad's email, pasting: \"Dele, after our discussion, we will {c}. The reason is simple: {r}. Regards, Dad\" (yes he signs emails to me Regards Dad)",
    ],
    "constraint": [
        "this is from the licence conditions doc, condition 14: \"The licence holder shall not {a} {c}.\" so yeah",
        "Mum's text, verbatim: \"Dele I mean it do not {a} {c}. Love Mum\"",
        "insurance policy small print says we must not {a} {c} or the cover's void, pasted from page 9",
    ],
}


# ======================================================================================
# Chinese material
# ======================================================================================

ZH_SURNAMES = list("张王李赵陈刘杨黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段雷钱汤尹黎易常武乔贺赖龚文")
ZH_GIVEN = ["立伟", "晓燕", "志强", "建国", "海峰", "雨萱", "子涵", "俊杰", "佳怡", "文博", "思远", "欣怡", "浩然", "晨阳",
            "梦琪", "国庆", "秀英", "丽娟", "宇航", "一鸣", "嘉豪", "诗涵", "明轩", "若曦", "家乐", "春梅", "建华", "玉兰",
            "振宇", "慧敏", "志鹏", "雅琴", "永康", "晓东", "佩玲", "天佑", "静怡", "少华", "锦程", "美玲"]

ZH_NAME_CTX = ["3-1102新来的租客", "物业新来的管家", "燃气公司来安检的师傅", "民宿新请的保洁", "派出所管民宿登记的民警",
               "门锁售后", "和睦新村那套的中介", "携程那边的对接经理", "装空调的师傅", "楼下说漏水的邻居",
               "我妈找的会计", "402租客的担保人", "消防检查的工作人员", "热水器售后的师傅", "小红书上找我们拍照的博主"]
ZH_NAME_USER = [
    "{ctx}叫{v}",
    "{ctx}是{v} 你记一下",
    "那个{ctx} 名字叫{v}",
    "{v} 就是{ctx} 以后他联系你别搞错",
    "刚跟{v}通了电话 就是{ctx}",
    "（{ctx}：{v}）",
    "{ctx}换人了 现在是{v}",
    "记一下 {v} {ctx}",
    "{ctx}好像叫{v} 对 就是这个名字",
]
ZH_NAME_ASSIST = [
    ("{ctx}叫啥来着 我忘了", "{ctx}是{v}，上周你发我的截图里有。"),
    ("{ctx}是谁 我待会要打电话", "是{v}（{ctx}）。"),
]

ZH_CMDS = [
    ('加临时密码', lambda b: "lockctl code add --door %s --pin %s --expires %s" % (b.zh_door(), b.digits(6), b.iso_future())),
    ('查开门记录', lambda b: "lockctl audit --door %s --since %dh" % (b.zh_door(), b.rng.choice([24, 48, 72, 168]))),
    ('路由器重启', lambda b: "ssh root@192.168.%d.1 'reboot'" % b.rng.choice([3, 5, 8, 31, 50, 88])),
    ('门锁密码同步', lambda b: "curl -s 'http://192.168.%d.%d/cgi-bin/lock?op=sync&room=%02d'" % (b.rng.choice([3, 5, 31]), b.rng.randint(20, 200), b.rng.randint(1, 4))),
    ('订单导出', lambda b: "python3 orders.py --platform %s --from 2027-01-%02d --export xlsx" % (b.rng.choice(["ctrip", "tujia", "meituan", "xhs"]), b.rng.randint(1, 28))),
    ('网关卡住', lambda b: "lockctl gateway restart --id GW-%s --keep-codes" % b.digits(4)),
    ('测网络', lambda b: "ping -c %d 192.168.%d.%d" % (b.rng.randint(10, 100), b.rng.choice([3, 5, 31]), b.rng.randint(2, 250))),
    ('摄像头备份', lambda b: "rclone copy nas:/cam/%s oss:minsu-cam --max-age %dd" % (b.rng.choice(["door", "yard", "hall", "stairs"]), b.rng.randint(3, 30))),
    ('删掉旧的用户', lambda b: "lockctl user del --name %s --all" % b.rng.choice(["ayi", "xiaozhou", "wangshifu", "guest%02d" % b.rng.randint(1, 99)])),
    ('台账导出', lambda b: "ledger export --unit %s --month 2026-%02d --csv" % (b.rng.choice(["JN-3-1102", "JN-5-602", "HM-12-301", "HM-12-402", "LZ-7-201"]), b.rng.randint(1, 12))),
]
ZH_CMD_USER = [
    "门锁售后给的命令是 {v}",
    "我跑了 {v} 没反应啊",
    "记一下 下次用这个 {v}",
    "舅舅说用这个 {v}",
    "{v} 这个是上次管用的那个",
    "从备忘录里复制的：{v}",
    "网关再卡住的话就 {v}",
    "就是这条 {v} 别的都不行",
]
ZH_CMD_ASSIST = [
    ("{ctx}要敲什么命令来着", "{ctx}用这条：\n{v}\n在民宿那台小电脑上执行就行。"),
    ("{ctx}能远程弄吗 不想跑过去", "可以远程：{v}，执行完会返回一行 ok。"),
]

ZH_ID_CTX = [
    ("3-1102的维修工单", "WX########"), ("携程那个订单", "CT##########"), ("途家订单", "TJ########"),
    ("物业缴费单", "WY-2027-####"), ("江南春晓的燃气户号", "RQ#########"), ("和睦新村那套的合同编号", "HT-HM-2026-###"),
    ("热水器的售后单", "SH######"), ("寄钥匙的顺丰单号", "SF#############"), ("民宿的备案编号", "XH-MS-####"),
    ("押金收据", "YJ-####-@"), ("美团那笔退款", "MT@#########"), ("门锁的保修单", "BX-######"),
]
ZH_ID_USER = [
    "{ctx}是{v}",
    "{ctx}号码 {v}",
    "{v} 这个是{ctx}",
    "{ctx}：{v} 你存一下",
    "{ctx}编号发你 {v}",
    "（{ctx} {v}）",
    "{ctx}我看一下哈 是{v}",
    "帮我记着{ctx} {v} 我肯定会忘",
]
ZH_ID_ASSIST = [
    ("{ctx}帮我记一下 别到时候找不到", "记好了，{ctx}是{v}。"),
    ("{ctx}报哪个号", "报{v}，这是{ctx}。"),
]

ZH_PORT_CTX = ["民宿路由器后台", "门锁网关", "院子的摄像头", "家里的NAS", "民宿的WireGuard", "录像机", "电脑远程桌面", "门口的访客机"]
ZH_PORT_USER = [
    "{ctx}端口改成{v}了",
    "{ctx}用的是{v}端口",
    "舅舅把{ctx}映射到{v}了",
    "{ctx}端口{v} 不是默认那个",
    "记一下{ctx}是{v}",
    "（{ctx}走{v}）",
    "{ctx}现在开在{v}上面",
    "{ctx}的端口 嗯 {v}",
]
ZH_PORT_ASSIST = [
    ("{ctx}用哪个端口好 默认的老被扫", "建议把{ctx}换到{v}，你家网络里没别的在用这个端口。"),
    ("{ctx}最后用的哪个端口", "{ctx}是{v}，外网访问就开这个。"),
]

ZH_VER_CTX = ["门锁固件", "网关固件", "路由器固件", "门锁App", "摄像头固件", "民宿管理系统", "热水器的智能模块", "访客机系统"]
ZH_VER_USER = [
    "{ctx}现在是{v}",
    "{ctx}升到{v}了",
    "{ctx}版本号{v}",
    "看了一下{ctx}是{v}",
    "{ctx}升级到{v}以后密码同步正常了",
    "（{ctx} {v}）",
    "{ctx}好像是v{v}",
    "{v} 这个是{ctx}的版本",
]
ZH_VER_ASSIST = [
    ("{ctx}要不要升级", "要，{ctx}最新稳定版是{v}，你现在落后两个版本。"),
    ("{ctx}该用哪个版本", "官方更新说明推荐{ctx}用{v}，修了电量显示的问题。"),
]

ZH_MONEY_CTX = [
    ("3-1102的押金", 3000, 6000), ("热水器换新的报价", 1800, 4200), ("小刘欠的房租", 1500, 5000),
    ("民宿这个月的平台佣金", 1200, 4800), ("物业费一年", 1800, 4600), ("空调清洗五套一起", 600, 1500),
    ("民宿保洁一个月", 2200, 4800), ("和睦新村那套新的月租", 2800, 4600), ("扣的清洁费", 150, 600),
    ("换锁加安装", 400, 1600), ("公众责任险一年", 600, 2200), ("燃气报警器", 200, 600),
    ("宽带一年", 600, 1400), ("墙面修补", 300, 1500), ("春节那几天民宿的房价", 800, 2200),
]
ZH_MONEY_USER = [
    "{ctx}是{v}",
    "{ctx}一共{v}",
    "{ctx}报了{v} 有点贵",
    "{ctx}大概{wrong} 不对 是{v}",
    "记一下{ctx}{v}",
    "{v} 这是{ctx} 不含税",
    "（{ctx}最后是{v}）",
    "{ctx}：{v}",
    "我妈说{ctx}给{v}就行",
]
ZH_MONEY_ASSIST = [
    ("{ctx}一共多少来着 帮我算下", "按你发的几笔加起来，{ctx}是{v}。"),
    ("{ctx}总共多少", "{ctx}合计{v}。"),
]

ZH_DATE_CTX = ["燃气安检", "3-1102的租客退租", "热水器上门安装", "民宿消防检查", "和睦新村那套新租客入住", "空调清洗",
               "物业的年度检查", "押金退还的最后期限", "春节前最后一单退房", "402的合同到期", "派出所来检查", "换新门锁"]
ZH_DATE_USER = [
    "{ctx}是{v}",
    "{ctx}改到{v}了",
    "{ctx}定在{wrong} 不对不对 是{v}",
    "{ctx}就{v}吧",
    "{ctx}他们说最早{v}",
    "（{ctx}：{v}）",
    "{v}是{ctx} 那天别给我排别的",
    "记一下 {ctx} {v}",
]
ZH_DATE_ASSIST = [
    ("{ctx}哪天比较好 别跟别的撞了", "{v}你是空的，我先把{ctx}排在那天了。"),
    ("{ctx}是哪天来着", "{ctx}是{v}，确认短信里写的。"),
]

ZH_DECISIONS = [
    ("民宿冬天只开三间房", "二楼那间的空调制热不行", "冬天四间照常开"),
    ("押金退一半给小刘", "墙上那块确实是他弄坏的", "押金全扣"),
    ("江南春晓那套续租不涨价", "租客一直很爱干净从来不拖租", "续租涨两百"),
    ("门锁统一换成指纹加密码的", "老款的电池半个月就没电", None),
    ("保洁换成按次结算", "淡季一周才两三单", "保洁继续包月"),
    ("民宿下架美团只留携程和小红书", "美团的佣金比另外两个高", None),
    ("热水器直接换新的不修了", "修一次就要八百多还不保修", "热水器先修一下凑合"),
    ("房租统一改成每月10号交", "大部分租客都是10号发工资", None),
    ("空调清洗找老陈一起做", "他五套房一起算便宜", "空调清洗找平台上的师傅"),
    ("物业费从我卡里自动扣", "我妈老是忘记去交", None),
    ("民宿春节不接单", "阿姨要回老家没人打扫", "春节照常接单"),
    ("退租检查全程拍视频存档", "上次那个租客不承认烟头烫的洞", None),
    ("宽带全部换成电信的", "移动的晚上老是掉线", "宽带继续用移动"),
    ("给民宿买一份公众责任险", "上次有客人在楼梯上滑倒", None),
    ("新租客改成押一付一", "年轻人一下拿不出三个月房租", "还是押一付三"),
    ("和睦新村402先空着不急着租", "楼上在装修太吵了", "和睦新村402马上挂出去"),
    ("民宿的床品送去外面洗", "自己洗烘干机根本转不过来", None),
]
ZH_DEC_USER = [
    "我们决定{c} 因为{r}",
    "跟我妈商量了 {c} 主要是{r}",
    "定了 {c}，{r}",
    "{c}吧 毕竟{r}",
    "算了 就{c} {r}嘛",
    "{r}，所以{c}",
    "我爸的意思是{c} 理由是{r}",
    "最后还是{c}（{r}）",
    "家里开会说了三件事 1.{c} 因为{r} 2.过年红包预算不变 3.舅舅的车先别借",
]
ZH_DEC_REVERSE = [
    "不对 之前说的不算 {c} 因为{r}",
    "改主意了 {c}，{r}",
]
ZH_DEC_TENTATIVE = [
    "我有点想{alt} 还没想好",
    "可能{alt}吧 再看看",
    "要不{alt}？我再问问我妈",
]
ZH_DEC_ASSIST = [
    ("这个我纠结死了 你觉得呢", "我的建议是{c}，因为{r}。另一个方案只有在这个月特别紧的时候才划算。"),
    ("帮我想想 到底怎么弄", "综合来看我会选{c}，主要是{r}，其他方面差别不大。"),
]

ZH_CONSTRAINTS = [
    ("给维修师傅开门", "租客不在家的时候"),
    ("发民宿门锁密码", "客人实名登记之前"),
    ("退押金", "水电燃气没结清之前"),
    ("在群里发租客的电话", "没问过本人的情况下"),
    ("安排保洁阿姨进房间", "客人退房之前"),
    ("接当天入住的订单", "晚上九点以后"),
    ("答应租客降房租", "没跟我妈商量过"),
    ("给门锁升级固件", "有客人在住的时候"),
    ("付维修尾款", "没看到修好的照片"),
    ("让新租客搬进来", "合同还没签好的时候"),
    ("带人去看房", "租客还没搬走之前"),
    ("改民宿的房价", "节假日前三天"),
    ("收现金房租", "不开收据的情况下"),
    ("把管理员密码告诉别人", "我爸不知道的情况下"),
    ("在楼道里放东西", "物业检查那一周"),
    ("让舅舅动路由器", "没提前跟我说"),
]
ZH_CON_USER = [
    "{c}不要{a}",
    "{c}千万别{a}",
    "以后{c}一律不准{a}",
    "规矩是{c}不能{a}",
    "记住 {c}绝对不能{a}",
    "咱们定个规矩 {c}就别{a}了",
    "我爸说了 {c}不许{a}",
    "（{c}不要{a} 上次吃过亏）",
    "{c}，不能{a}，物业那边查得很严",
]
ZH_CON_ASSIST = [
    ("这块有啥要注意的", "有一条建议你当规矩：{c}不要{a}，出了事很难说清楚。"),
    ("有没有什么雷要避开", "最重要的一条：{c}别{a}。其他的按常识来就行。"),
]

ZH_QUESTIONS = [
    "民宿备案到底要不要消防验收",
    "押金里扣的清洁费要不要开发票",
    "和睦新村那套的租客能不能办居住证",
    "物业费到底该房东交还是租客交",
    "智能门锁的开门记录能保存多久",
    "租客养猫的话能不能多收押金",
    "民宿的营业执照是不是每年都要年检",
    "江南春晓那套的燃气表为什么老是跳",
    "公众责任险管不管客人自己摔倒",
    "短租收入要不要单独报税",
    "小区不让挂民宿招牌这个合不合法",
    "电梯维修基金什么时候会动用",
    "热水器漏水泡坏楼下地板谁来赔",
    "门锁后台能不能同时给两个人管理员权限",
    "租客提前退租的违约金能不能全扣",
    "携程的差评到底能不能申诉掉",
    "民宿住宿登记能不能直接用手机登",
]
ZH_Q_USER = [
    "{q}啊？",
    "我一直在想{q}",
    "你知道{q}吗 不急哈",
    "还有个事没搞清楚 {q}",
    "突然想到 {q}？",
    "{q} 这个我是真不知道",
    "我妈问我{q} 我答不上来",
    "先记着 {q} 以后再说",
    "话说{q}…",
]

ZH_CONNECT = ["对了 ", "还有 ", "哦对 ", "另外 ", "顺便说下 ", "", "嗯 还有 ", "然后 "]

ZH_ACK = {
    "name": ["名字记下了。", "好，知道是谁了。"],
    "command": ["命令存到备忘录了。", "好，命令记下了。"],
    "id": ["编号记下了。", "好，存了。"],
    "port": ["端口记下了。", "好，端口记住了。"],
    "version": ["版本号记下了。", "好，知道是哪个版本了。"],
    "money": ["金额记下了。", "好，这个数记下了。"],
    "date": ["日期记下了。", "好，这天记住了。"],
    "decision": ["好，就这么定。", "明白，记下了。"],
    "constraint": ["明白，以后按这个来。", "记住了，不会这么做。"],
    "question": [],
}

ZH_PASTE = {
    "name": [
        "物业发的通知 我复制过来了：\n「各位业主好，即日起本楼栋管家由{v}负责，有事请直接联系。」\n就是{ctx}",
        "家庭群里我妈发的：「{ctx}是{v} 电话我发你了 别搞丢」",
    ],
    "command": [
        "门锁客服回复（关于{ctx}）：\n「您好，请在网关所在电脑上执行以下命令，并把结果截图发给我们：\n{v}\n感谢您的耐心。」\n这个能随便跑吗",
        "舅舅微信发的 啥也没解释：「{v} {ctx}就跑这个」",
    ],
    "id": [
        "短信：「您的{ctx}已受理，编号{v}，请妥善保存。」",
        "截图里的字我打出来了：{ctx} 状态：处理中 编号：{v}",
    ],
    "port": [
        "装宽带的师傅留的纸条：「{ctx}已设置，外网端口{v}，密码在路由器背面」",
        "舅舅发的：「{ctx}我给你开到{v}了 别乱改」",
    ],
    "version": [
        "公众号推送：「{ctx}{v}已发布，优化稳定性，修复重启后设置丢失的问题。」要升吗",
        "安装单上写的：{ctx} v{v}",
    ],
    "money": [
        "师傅发的报价：\n「{ctx} 人工加材料 合计{v} 含税 定金一半」\n你看看",
        "微信：「{ctx}一共{v} 老板你转我就行」",
    ],
    "date": [
        "租客微信：「房东你好，{ctx}就{v}吧，我那天在家。」",
        "短信：「尊敬的用户，您预约的{ctx}时间为{v}上午9点至12点。」",
    ],
    "decision": [
        "家庭群我妈刚发的：「我跟你爸商量了 {c} 因为{r} 就这样 别跟我犟」",
        "我爸语音转文字：「我的意见是{c}，原因很简单，{r}。」",
    ],
    "constraint": [
        "物业发的规定 原文：「{c}，业主不得{a}。」",
        "我妈发的：「{c}不要{a} 听到没有」",
    ],
}


# ======================================================================================
# Chinese scenes
# ======================================================================================

class ZhScenes:

    def zh_world(self):
        r = self.rng
        sur = r.sample(ZH_SURNAMES, 12)
        giv = r.sample(ZH_GIVEN, 12)
        units = [("JN-3-1102", "江南春晓3幢1102", "3-1102", "滨江"), ("JN-5-602", "江南春晓5幢602", "5-602", "滨江"),
                 ("HM-12-301", "和睦新村12幢301", "301", "拱墅"), ("HM-12-402", "和睦新村12幢402", "402", "拱墅"),
                 ("LZ-7-201", "良渚玉鸟苑7幢201", "玉鸟苑", "余杭")]
        self.units = []
        for i, (code, full, short, dist) in enumerate(units):
            name = sur[i] + giv[i]
            self.units.append({"code": code, "full": full, "short": short, "district": dist, "tenant": name,
                               "call": r.choice(["小", "老"]) + sur[i] if i != 2 else "小刘",
                               "rent": r.choice(range(2600, 5200, 100)), "door": code})
        self.units[2]["tenant"] = "刘" + giv[2]
        self.rooms = [("QS-01", "竹影"), ("QS-02", "桂香"), ("QS-03", "听泉"), ("QS-04", "云栖")]
        self.guests = [sur[i] + giv[i] for i in range(5, 12)]
        for u in self.units:
            self.reserved.append(u["tenant"])
            self.reserved.append("¥%d" % u["rent"])
        self.reserved.extend(self.guests)
        self.reserved.extend(["王师傅", "老陈", "李阿姨", "小周", "舅舅"])

    def zh_door(self):
        return self.rng.choice([u["code"] for u in self.units] + [x[0] for x in self.rooms])

    def zh_cal(self, day):
        r = self.rng
        pool = [("送我妈去医院复查", "浙一医院", "", 9), ("民宿 桂香 退房检查", "栖山小院", "李阿姨一起", 12),
                ("王师傅 5-602 换水龙头", "江南春晓", "带新的角阀", 10), ("健身", "乐刻 滨江店", "", 19),
                ("跟物业小周对一下物业费", "江南春晓物业中心", "", 14), ("取快递（门锁电池）", "菜鸟驿站", "", 17),
                ("和睦新村 看房", "和睦新村12幢", "中介带的客户", 15), ("跟我爸吃饭", "外婆家 湖滨店", "", 18),
                ("老陈 空调报价", "电话", "", 11), ("民宿 床品送洗", "栖山小院", "洗衣房的车10点到", 10),
                ("民宿 新客人入住", "栖山小院", "晚上到 提前开好暖气", 20)]
        r.shuffle(pool)
        evs = []
        for title, loc, note, hh in sorted(pool[:r.randint(4, 6)], key=lambda x: x[3]):
            st = datetime(day.year, day.month, day.day, hh, r.choice([0, 30]))
            evs.append({"id": "evt_%s" % self.hexid(8), "title": title, "start": st.strftime("%Y-%m-%dT%H:%M:00"),
                        "end": (st + timedelta(minutes=r.choice([30, 60, 90]))).strftime("%Y-%m-%dT%H:%M:00"),
                        "location": loc, "notes": note})
        return {"calendar": "房子的事", "timezone": "Asia/Shanghai", "date": day.isoformat(), "events": evs}

    def zh_orders(self, n):
        r = self.rng
        out = []
        for i in range(n):
            rm = r.choice(self.rooms)
            d = START + timedelta(days=r.randint(0, 20))
            nights = r.randint(1, 3)
            plat = r.choice(["携程", "途家", "美团", "小红书"])
            out.append({"order_no": self.rid({"携程": "CT##########", "途家": "TJ########", "美团": "MT@#########", "小红书": "XHS########"}[plat]),
                        "platform": plat, "room": "%s（%s）" % (rm[1], rm[0]), "guest": r.choice(self.guests)[0] + r.choice(["先生", "女士"]),
                        "phone": "1%d****%s" % (r.choice([3, 5, 8]), self.digits(4)), "checkin": d.isoformat(),
                        "checkout": (d + timedelta(days=nights)).isoformat(), "guests": r.randint(1, 3),
                        "amount": float(r.randint(380, 980) * nights), "commission": float(round(r.randint(380, 980) * nights * 0.12, 2)),
                        "status": r.choice(["已确认", "已确认", "待入住", "已入住", "已退房"]),
                        "remark": r.choice(["", "", "晚上十点后到", "带小孩 需要加床", "要停车位", "开发票", "纪念日 想要安静点的房间"])})
        out.sort(key=lambda x: x["checkin"])
        return {"shop": "栖山小院", "count": len(out), "orders": out}

    def zh_ledger(self):
        r = self.rng
        rows = []
        for u in self.units:
            owed = 0 if r.random() < 0.6 else r.choice([u["rent"], u["rent"] // 2])
            rows.append({"unit": u["full"], "code": u["code"], "tenant": u["tenant"], "rent": u["rent"],
                         "pay_cycle": r.choice(["押一付三", "押一付三", "押一付一", "押二付三"]),
                         "due_day": r.choice([1, 5, 10, 15]), "owed": owed,
                         "deposit": u["rent"] * r.choice([1, 1, 2]),
                         "lease": {"start": "20%d-%02d-%02d" % (r.randint(23, 26), r.randint(1, 12), r.randint(1, 28)),
                                   "end": "20%d-%02d-%02d" % (r.randint(27, 28), r.randint(1, 12), r.randint(1, 28))},
                         "last_paid": {"date": "2026-12-%02d" % r.randint(1, 28), "amount": u["rent"] * r.choice([1, 3]),
                                       "via": r.choice(["支付宝", "微信", "银行转账"])},
                         "note": r.choice(["", "", "养了一只猫（已同意）", "公司开发票", "老租客 很好说话", "经常晚几天"])})
        return {"as_of": START.isoformat(), "units": rows}

    def zh_locks(self):
        r = self.rng
        doors = []
        for code, nm in self.rooms:
            doors.append({"door": code, "name": nm, "battery": r.randint(6, 100), "firmware": self.ver(3), "online": r.random() > 0.1,
                          "codes": r.randint(2, 6)})
        for u in self.units:
            doors.append({"door": u["code"], "name": u["short"], "battery": r.randint(10, 100), "firmware": self.ver(3), "online": True,
                          "codes": r.randint(1, 3)})
        evs = []
        for i in range(r.randint(10, 15)):
            d = r.choice(doors)
            evs.append({"t": "2027-01-0%dT%02d:%02d:%02d" % (r.randint(5, 8), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)),
                        "door": d["door"], "event": r.choice(["密码开锁", "密码开锁", "指纹开锁", "自动上锁", "密码错误", "低电量", "App开锁"])})
        evs.sort(key=lambda e: e["t"])
        return {"gateway": {"id": "GW-%s" % self.digits(4), "firmware": self.ver(1), "online": True, "signal": -r.randint(40, 75)},
                "doors": doors, "events": evs}

    def zh_morning(self, day_idx):
        r = self.rng
        day = START + timedelta(days=day_idx)
        cal = self.zh_cal(day)
        ev = cal["events"]
        g = ["早", "早上好", "起了", "早 今天啥安排"][day_idx % 4]
        ex = [[self.U(g), self.U(r.choice(["今天有啥安排", "帮我看下今天日程", "今天都有啥事"])),
               self.T("calendar", {"action": "list", "date": day.isoformat()}, cal),
               self.A("今天一共%d件事：第一件是%s %s，然后是%s。最晚的是%s %s。" % (
                   len(ev), ev[0]["start"][11:16], ev[0]["title"], ev[1]["title"], ev[-1]["start"][11:16], ev[-1]["title"]))]]
        f = r.choice([("%s那个往后挪一个小时 我赶不上" % ev[1]["title"].split(" ")[0], "好，往后挪了一个小时。"),
                      ("好 知道了 路上堵死了", "那你先开车，到了再说。"),
                      ("嗯 今天民宿有入住吗", "今天有一单，晚上到，详细的我待会帮你查订单。")])
        ex.append([self.U(f[0]), self.A(f[1])])
        return ex

    def zh_rent(self):
        r = self.rng
        led = self.zh_ledger()
        owe = [x for x in led["units"] if x["owed"]]
        if not owe:
            led["units"][2]["owed"] = led["units"][2]["rent"]
            owe = [led["units"][2]]
        lines = "\n".join("- %s（%s）：欠¥%d" % (x["unit"], x["tenant"], x["owed"]) for x in owe)
        ex = [
            [self.U(r.choice(["这个月房租谁还没交", "帮我看下房租 有没有人没交的"])),
             self.T("tenant_ledger", {"action": "balances", "as_of": START.isoformat()}, led),
             self.A("目前没交齐的：\n%s\n其他几套都正常。" % lines)],
            [self.U("帮我给他们发个消息 语气好一点 别像催债的"),
             self.A("草稿：\n「你好呀，这边看到这个月房租还没到账，不知道是不是忘了～方便的时候转一下就好，有什么情况也可以跟我说哈。」\n要我直接发吗？")],
            [self.U(r.choice(["发吧", "可以 发", "行 就这个"])),
             self.T("messages", {"action": "send_batch", "to": [x["tenant"] for x in owe], "template": "催租_温和"}, {"sent": len(owe), "failed": 0}),
             self.A("发出去了，有人回我就告诉你。")],
        ]
        return ex

    def zh_checkins(self):
        r = self.rng
        od = self.zh_orders(r.randint(6, 10))
        today = [o for o in od["orders"] if o["checkin"] == START.isoformat()]
        if not today:
            od["orders"][0]["checkin"] = START.isoformat()
            od["orders"][0]["status"] = "待入住"
            today = [od["orders"][0]]
        o = today[0]
        pin = self.digits(6)
        ex = [
            [self.U("民宿今天几单入住"), self.U("还有明后天的也看下"),
             self.T("platform_orders", {"shop": "栖山小院", "from": START.isoformat(), "to": (START + timedelta(days=20)).isoformat()}, od),
             self.A("今天入住%d单，第一单是%s的%s，住%s。后面几天的订单在上面，%s。" % (
                 len(today), o["platform"], o["guest"], o["room"], "有一单备注要停车位" if any(x["remark"] == "要停车位" for x in od["orders"]) else "没有特别的备注"))],
            [self.U("给今天那个发门锁密码 到退房那天中午12点失效"),
             self.T("lock_admin", {"action": "add_code", "door": o["room"][-6:-1], "pin": pin, "valid_until": o["checkout"] + "T12:00:00"},
                    {"ok": True, "door": o["room"][-6:-1], "slot": r.randint(3, 9), "synced": True}),
             self.T("messages", {"action": "send", "to": o["phone"], "template": "入住指引", "vars": {"room": o["room"], "pin": pin}}, {"sent": 1}),
             self.A("密码已经生效，入住指引和密码都发给客人了，退房当天中午12点自动失效。")],
        ]
        return ex

    def zh_battery(self):
        r = self.rng
        st = self.zh_locks()
        low = sorted(st["doors"], key=lambda d: d["battery"])[:2]
        ex = [
            [self.U("门锁app一直提示电量低"), self.U("到底哪个"),
             self.T("lock_admin", {"action": "status"}, st),
             self.A("电量最低的是%s（%d%%）和%s（%d%%）。低于20%%的这周要换，其他的不急。" % (low[0]["name"], low[0]["battery"], low[1]["name"], low[1]["battery"]))],
            [self.U("让李阿姨明天去民宿的时候顺便换一下 电池在前台抽屉"),
             self.T("messages", {"action": "send", "to": "李阿姨", "text": "阿姨明天去的时候帮忙换下门锁电池，电池在前台抽屉，5号的。"}, {"sent": 1}),
             self.A("跟李阿姨说了。")],
        ]
        return ex

    def zh_heater(self):
        r = self.rng
        u = self.units[r.choice([0, 1, 4])]
        tid = self.rid("WX########")
        ex = [
            [self.U("租客发的 你看下"),
             self.U("「房东 热水器又不出热水了 打火打不着 一直滴滴响 今天能来人看吗 我晚上七点以后在家」"),
             self.T("maintenance_tickets", {"action": "create", "unit": u["code"], "title": "热水器打不着火 报警", "priority": "高", "assignee": "王师傅"},
                    {"ok": True, "ticket": {"id": tid, "status": "已派单", "assignee": "王师傅", "created": START.isoformat() + "T11:02:00"}}),
             self.A("建了工单%s，派给王师傅了。滴滴响一般是点火失败的报警，可能是电池或者燃气阀没开。要不要先让租客看看燃气表阀门开没开？" % tid)],
            [self.U("嗯 你跟他说一下 让他先看看 燃气表那个阀"), self.U("还有 王师傅晚上七点以后能去吗"),
             self.A("已经发给租客了。王师傅那边我问了，他说七点半左右能到。")],
        ]
        later = [
            [self.U("王师傅说热水器是点火针坏了"), self.U("这台都用了九年了"),
             self.A("九年的热水器确实差不多到年限了，一般燃气热水器建议8年左右就换。可以先问问他换个点火针多少钱，再决定修还是换。")],
        ]
        return ex, later

    def zh_deposit(self):
        r = self.rng
        u = self.units[2]
        chk = ("退租检查 和睦新村12幢301\n客厅：墙面有一块黑印（约30x20） 沙发扶手破了个口\n厨房：油烟机很脏 灶台还行\n"
               "卧室：窗帘杆松了 床垫有污渍\n卫生间：玻璃门水垢 下水有点慢\n钥匙：门禁卡1张（少1张）\n水表%d 电表%d 燃气%d") % (
            r.randint(300, 900), r.randint(5000, 9000), r.randint(100, 600))
        ex = [
            [self.U("小刘今天退租 我拍了照 这是清单"), self.U(chk),
             self.T("tenant_ledger", {"action": "tenancy", "unit": u["code"]}, {"units": [self.zh_ledger()["units"][2]],
                    "checkin_photos": {"date": "2025-%02d-%02d" % (r.randint(1, 12), r.randint(1, 28)), "notes": "沙发扶手已有划痕；床垫新换"}}),
             self.A("对照入住时的记录：沙发扶手入住时就有划痕，这个扣不太站得住；床垫入住是新的，污渍可以扣清洗费；墙面黑印、油烟机清洁、少的门禁卡都可以扣。窗帘杆松了属于正常损耗，建议不扣。")],
            [self.U("门禁卡补一张多少钱来着"), self.A("物业那边补卡是¥%d，去年402补过一次。" % r.choice([30, 50, 80]))],
            [self.U("行 那就按你说的"), self.A("好，我把扣款明细整理好发给他。")],
        ]
        return ex

    def zh_property(self):
        r = self.rng
        note = ("【江南春晓物业通知】尊敬的业主/住户：因二次供水设备维护，%s 9:00-17:00 3幢、5幢将暂停供水，请提前储水。"
                "给您带来不便敬请谅解。江南春晓物业服务中心 %s") % (self.zh_md(START + timedelta(days=r.randint(2, 6))), START.isoformat())
        ex = [
            [self.U("物业发的"), self.U(note), self.U("帮我转给3-1102和5-602的租客"),
             self.T("messages", {"action": "send_batch", "to": [self.units[0]["tenant"], self.units[1]["tenant"]], "text": note}, {"sent": 2, "failed": 0}),
             self.A("转给两位租客了。")],
        ]
        return ex

    def zh_cleaner(self):
        r = self.rng
        ex = [
            [self.U("李阿姨说过年要回安徽"), self.U("春节那几天谁来打扫啊 烦"),
             self.A("可以先看看春节期间的订单有多少，如果不多可以少开几间房；要接的话可以找家政平台临时请一位，按次付。")],
            [self.U("先看看有多少单吧"), self.T("platform_orders", {"shop": "栖山小院", "from": "2027-02-04", "to": "2027-02-12"}, self.zh_orders(r.randint(3, 6))),
             self.A("春节那一周目前有几单，上面是明细，大部分集中在初二到初四。")],
        ]
        return ex

    def zh_bank(self):
        r = self.rng
        rows = []
        bal = r.randint(20000, 60000)
        for i in range(r.randint(16, 24)):
            u = r.choice(self.units)
            k = r.random()
            if k < 0.5:
                amt = u["rent"] * r.choice([1, 1, 3])
                desc = "转账 %s 房租" % u["tenant"]
            elif k < 0.75:
                amt = r.randint(380, 2400)
                desc = r.choice(["携程结算", "途家结算", "美团结算", "小红书结算"])
            else:
                amt = -r.randint(50, 1800)
                desc = r.choice(["物业费", "国网浙江电费", "杭州水务", "杭州燃气", "京东 门锁电池", "家政 李阿姨", "五金店"])
            bal += amt
            rows.append({"date": (START - timedelta(days=r.randint(0, 30))).isoformat(), "desc": desc, "amount": amt, "balance": bal})
        odd = {"date": (START - timedelta(days=2)).isoformat(), "desc": "转账 %s" % r.choice(ZH_SURNAMES) + r.choice(ZH_GIVEN), "amount": r.randint(1200, 3000), "balance": bal}
        rows.append(odd)
        rows.sort(key=lambda x: x["date"])
        ex = [
            [self.U("帮我对下这个月流水 我妈要看"),
             self.T("bank_statements", {"account": "招行 尾号%s" % self.digits(4), "from": (START - timedelta(days=30)).isoformat(), "to": START.isoformat()}, {"transactions": rows}),
             self.A("大部分对得上。有一笔%s 的 ¥%d，付款人是%s，台账里没有这个名字，可能是哪个租客家里人代付的。" % (odd["date"], odd["amount"], odd["desc"][3:]))],
            [self.U("不知道 我问问"), self.A("好，问到了告诉我，我在台账上备注一下。")],
        ]
        return ex

    def zh_review(self):
        r = self.rng
        rv = r.choice(["「房间挺好看的但是晚上很冷 空调开了半天才热 热水也要等很久 前台没人 有事只能打电话」2星",
                       "「位置不好找 导航到了山脚 老板电话打了三次才接 房间还行 隔音一般」3星"])
        ex = [
            [self.U("携程来了个差评"), self.U(rv), self.U("帮我回一下 别怼他"),
             self.A("回复草稿：\n「感谢您的入住和反馈！山里冬天确实比市区冷一些，我们已经在每间房加了电热毯，热水器也在检修中。下次入住提前联系我们，会提前帮您把房间暖好。期待再次见到您～」")],
            [self.U("可以 就这么回"), self.A("好。平台回复要在商家后台手动发，我把文案复制到你的备忘录了。")],
        ]
        return ex

    def zh_aircon(self):
        r = self.rng
        ex = [
            [self.U("空调要不要洗啊 去年好像没洗"), self.A("最好每年洗一次，尤其是民宿的，客人对味道很敏感。出租房可以跟租客说好时间一起安排。")],
            [self.U("那问问老陈什么时候有空"),
             self.T("messages", {"action": "send", "to": "老陈", "text": "陈师傅，想约一下空调清洗，民宿四台加出租房几台，你看哪天方便？"}, {"sent": 1}),
             self.A("问了老陈，等他回。")],
        ]
        return ex

    def zh_renew(self):
        r = self.rng
        ex = [
            [self.U("玉鸟苑那套合同快到期了"), self.U("涨租的话要提前多久说啊"),
             self.A("看合同怎么约定的，一般合同里会写提前30天通知。如果合同里没写，也建议至少提前一个月跟租客沟通，给他时间考虑。")],
            [self.U("合同里写的是提前一个月"), self.A("那就这个月月底前跟他说比较稳妥。")],
        ]
        return ex

    def zh_gas(self):
        r = self.rng
        ex = [
            [self.U("燃气公司说要入户安检"), self.U("租客不在家怎么办"),
             self.A("可以跟燃气公司约租客在家的时间，或者租客同意的话用临时密码开门，但最好有人在场。安检没做的话，有的地方会被限制用气。")],
            [self.U("那我到时候跟租客约"), self.A("好。")],
        ]
        return ex

    def zh_police(self):
        r = self.rng
        ex = [
            [self.U("派出所打电话说民宿的住宿登记要每个客人都登"), self.U("一起来的也要？"),
             self.A("要的，同住的每个人都要登记身份证信息，不只是下单的人。没登全被查到是要罚款的。")],
            [self.U("好吧 那跟阿姨说一下"), self.T("messages", {"action": "send", "to": "李阿姨", "text": "阿姨，以后客人入住每个人都要登记身份证，一起来的也要。"}, {"sent": 1}),
             self.A("跟李阿姨说了。")],
        ]
        return ex

    def zh_wifi(self):
        r = self.rng
        st = {"router": {"model": "AX3000", "firmware": self.ver(1), "uptime": "%d天" % r.randint(1, 60)},
              "wan": {"isp": "中国移动", "down_mbps": r.randint(80, 300), "up_mbps": r.randint(20, 50), "latency_ms": r.randint(8, 40)},
              "clients": [{"name": r.choice(["iPhone", "HUAWEI-P60", "小米电视", "iPad", "MacBook", "门锁网关", "摄像头"]),
                           "ip": "192.168.31.%d" % r.randint(2, 250), "rssi": -r.randint(40, 85), "band": r.choice(["2.4G", "5G"])} for _ in range(r.randint(8, 14))],
              "logs": ["PPPoE 重新拨号 %02d:%02d" % (r.randint(0, 23), r.randint(0, 59)) for _ in range(r.randint(2, 5))]}
        ex = [
            [self.U("民宿客人说wifi很慢"), self.T("wifi_controller", {"action": "status", "site": "栖山小院"}, st),
             self.A("宽带本身速度还行，但日志里今天重新拨号了好几次，说明线路不稳。另外桂香那间信号很弱，离路由器太远。可以先重启光猫，不行就报修移动。")],
            [self.U("那先报修吧"), self.A("移动报修要机主打10086，我把宽带账号存到备忘录了，你有空打一下。")],
        ]
        return ex

    def zh_wrap(self, day_idx):
        r = self.rng
        ex = [[self.U(r.choice(["今天就这样吧 还有啥没弄完的", "累死 今天还剩啥"])),
               self.T("maintenance_tickets", {"action": "list", "status": "open"},
                      {"tickets": [{"id": self.rid("WX########"), "unit": r.choice(self.units)["full"], "title": t, "status": r.choice(["待处理", "已派单", "等配件"]),
                                    "assignee": r.choice(["王师傅", "老陈", "未分配"])} for t in r.sample(["卫生间下水慢", "阳台门关不严", "油烟机异响", "热水器打不着火", "窗户漏风", "灯管闪", "门锁电量低", "马桶一直流水", "墙面发霉"], r.randint(4, 7))]}),
               self.A("还没关的工单在上面。明天优先处理热水器和门锁电池。")]]
        if r.random() < 0.6:
            ex.append([self.U(r.choice(["好 睡了", "晚安", "行 明天再说"])), self.A(r.choice(["晚安。", "早点休息。", "明天见。"]))])
        return ex

    def zh_chat(self, which):
        r = self.rng
        opts = [
            [[self.U("我妈又打电话来了"), self.U("问我民宿是不是不赚钱 哈哈"), self.A("淡季嘛，春节那几天会好很多。")]],
            [[self.U("今天杭州好冷"), self.A("山里更冷，民宿的电热毯记得让阿姨都铺好。")], [self.U("嗯嗯"), self.A("👍")]],
            [[self.U("中午吃啥好"), self.U("不想吃外卖了"), self.A("要不去满觉陇那边的农家菜？顺路还能去民宿看一眼。")]],
            [[self.U("车又限行了"), self.U("烦"), self.A("今天只能坐地铁了，去民宿那段可以打车。")]],
            [[self.U("我爸说要来民宿住两天"), self.A("那要不要把云栖那间留出来？")], [self.U("留吧 不然他又要说"), self.A("好，我在后台把那两天关掉了。")]],
        ]
        return opts[which % len(opts)]

    def zh_viewing(self):
        r = self.rng
        day = START + timedelta(days=r.randint(2, 6))
        ex = [
            [self.U("402有两个人想看房"), self.U("一个周六上午 一个说周日都行"),
             self.T("calendar", {"action": "free_slots", "date": day.isoformat()}, {"date": day.isoformat(), "free": [{"start": "09:30", "end": "11:30"}, {"start": "15:00", "end": "18:00"}]}),
             self.A("那天上午9:30到11:30、下午3点到6点你有空。要不两个都约在上午，10点和10点半？")],
            [self.U("10点半开始吧 我起不来"),
             self.T("calendar", {"action": "create_batch", "events": [{"title": "和睦新村402 看房", "start": "%sT10:30" % day.isoformat()}, {"title": "和睦新村402 看房（第二位）", "start": "%sT11:00" % day.isoformat()}]}, {"ok": True, "created": 2}),
             self.A("约好了10:30和11:00，我把地址和停车的事发给他们。")],
        ]
        return ex

    def zh_newlease(self):
        r = self.rng
        ex = [
            [self.U("新租客要签合同了"), self.U("用上次那个模板行不行"),
             self.A("可以，但上次的模板里押金条款写的是押二，这次如果押一要改一下；另外水电燃气的起始读数要当场拍照写进附件。")],
            [self.U("好 你帮我改一下押金那条"), self.A("改好了，押金条款改成押一，其他没动。文件在共享文件夹里，名字带了今天的日期。")],
        ]
        return ex

    def zh_blocks(self):
        blocks = []
        for fn in (self.zh_rent, self.zh_checkins, self.zh_battery, self.zh_deposit, self.zh_property, self.zh_cleaner,
                   self.zh_bank, self.zh_review, self.zh_aircon, self.zh_renew, self.zh_gas, self.zh_police, self.zh_wifi,
                   self.zh_viewing, self.zh_newlease):
            blocks.append((fn.__name__, fn(), None))
        ex, later = self.zh_heater()
        blocks.append(("zh_heater", ex, later))
        for i in self.rng.sample(range(5), 4):
            blocks.append(("chat", self.zh_chat(i), None))
        return blocks


# ======================================================================================
# small talk used around facts, tool-mode fact generators, the builder
# ======================================================================================

EN_SMALL = [
    ("can you remind me to call Gaz at 4", "Reminder set for 4pm: call Gaz."),
    ("and add milk to my shopping list lol", "Added milk to your shopping list."),
    ("text Funmi that I'll be late", "Texted Funmi that you'll be late."),
    ("remind me to move the car at 6, the permit runs out", "Reminder set for 6pm to move the car."),
    ("put bin bags on the Screwfix list", "Added bin bags to the Screwfix list."),
    ("and can you tell Mick the paint's in the boot of my car", "Told Mick the paint's in your boot."),
    ("oh and cancel the gym tonight, not happening", "Cancelled tonight's gym slot."),
]
ZH_SMALL = [
    ("提醒我四点给王师傅打电话", "好，四点提醒你。"),
    ("帮我记一下买垃圾袋", "加到购物清单了。"),
    ("跟我妈说我晚点回去", "跟你妈说了。"),
    ("六点提醒我挪车", "六点提醒你挪车。"),
    ("晚上的健身帮我取消", "取消了。"),
    ("提醒我明天带充电宝", "好，明早提醒你。"),
]
EN_HABITS = [
    "I like to do the Ashgrove rounds on a Tuesday, not a rule, just easier with parking",
    "tbh I hate ringing tenants past half eight at night, feels rude, but whatever",
    "I usually let Gaz invoice at the end of the month, he prefers it that way",
    "normally I text before going round even for the communal bits, just manners",
    "I kind of feel like we should repaint the Marlow hallway every couple of years but who knows",
]
ZH_HABITS = [
    "我一般周二去民宿看一眼 不是规定 就是习惯",
    "晚上八点以后我不太想给租客打电话 感觉不礼貌",
    "王师傅一般月底一起结 他喜欢这样",
    "我总觉得民宿的床品两年就该换一批 不过再说吧",
]
EN_SOLO_PRE = ["quick one while I'm parked - ", "ok so ", "right, ", "", "", "", "sorry the voice thing cut out, anyway ",
               "so yeah ", "just remembered, ", "at the lights so quickly - ", "hiya ", "one thing, ", "me again, "]
EN_SOLO_POST = ["", "", " so yeah", " anyway", ", that's it for now", " basically"]
EN_REPEAT = {
    "name": ["did {v} ever get back to you", "still waiting on {v} by the way, typical"],
    "id": ["any movement on {v}?", "chase {v} if nothing by Friday"],
    "date": ["we're still fine for {v} yeah?", "nothing else on {v} please"],
    "money": ["still can't believe it came to {v}", "Mum nearly fell off her chair at {v}"],
}
ZH_REPEAT = {
    "name": ["{v}那边有消息没", "{v}还没回我"],
    "id": ["{v}那个有进展吗", "{v}再催一下"],
    "date": ["{v}那天还是照旧吧", "{v}别给我排别的啊"],
    "money": ["{v}还是有点贵", "我妈听到{v}直接不说话了"],
}

EN_PASTE_REPLY = {
    "name": ["Got it - I'll use that contact for anything on this from now on.", "Thanks, that clears up who's dealing with it."],
    "command": ["Looks fine to run as written - just double-check the door or name in it first, then paste me whatever it prints.",
                "That's OK to run. If it prints errors, paste them here."],
    "id": ["Saved that reference against this.", "Good - that's the one to quote when you chase them."],
    "port": ["Noted. I'll leave that forward alone.", "OK - I won't touch that setting."],
    "version": ["Good to know what it's on.", "Noted. If you do update it, pick a quiet time when nobody's relying on it."],
    "money": ["That's within the range I'd expect for this job.", "Reasonable for what's included. I'd ask for the VAT number on the invoice."],
    "date": ["I'll put it in the calendar.", "Noted - I've blocked it out."],
    "decision": ["OK, that settles it then.", "Clear enough! I'll work on that basis."],
    "constraint": ["Understood - I'll treat that as a hard rule.", "Noted. That's one to stick to."],
}
ZH_PASTE_REPLY = {
    "name": ["好，以后这事就找这位。", "明白，知道是谁在负责了。"],
    "command": ["看着没问题，跑之前核对一下里面的门号，跑完把结果发我看看。", "可以跑，报错的话截图给我。"],
    "id": ["编号存好了。", "好，以后催的时候报这个号。"],
    "port": ["好，这个设置我不动。", "记住了，不改。"],
    "version": ["好，知道是哪个版本了。", "记下了，要升级的话挑没客人的时候。"],
    "money": ["这个价格在正常范围。", "还算合理，记得让他开发票。"],
    "date": ["好，我记到日历上。", "行，那天空出来了。"],
    "decision": ["好，那就这么定了。", "明白，按这个来。"],
    "constraint": ["明白，当成硬规矩。", "记住了。"],
}


class Builder(EnScenes, ZhScenes):

    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.per_kind = per_kind
        self.attempt = attempt
        self.rng = random.Random("cr:%d:%d:%d" % (seed, 1 if zh else 0, attempt))
        self.needles = []
        self.reserved = []
        self.expect = {}
        self.used = set()
        self.tpl_cycle = {}

    # ------------------------------------------------------------------ small helpers
    def digits(self, n):
        return "".join(self.rng.choice("0123456789") for _ in range(n))

    def hexid(self, n):
        return "".join(self.rng.choice("0123456789abcdef") for _ in range(n))

    def clean(self, s):
        return not any(nd in s for nd in self.needles)

    def fill(self, fmt):
        out = []
        for ch in fmt:
            if ch == "#":
                out.append(self.rng.choice("0123456789"))
            elif ch == "@":
                out.append(self.rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
            else:
                out.append(ch)
        return "".join(out)

    def rid(self, fmt):
        for _ in range(200):
            s = self.fill(fmt)
            if s not in self.used and self.clean(s):
                self.used.add(s)
                return s
        return s

    def amt(self, lo, hi):
        for _ in range(200):
            v = self.rng.randint(lo, hi)
            if self.clean(gbp(v)) and self.clean("¥%d" % v) and self.clean(gbp(v, True)):
                return v
        return v

    def ver(self, major):
        for _ in range(200):
            s = "%d.%d.%d" % (major, self.rng.randint(0, 19), self.rng.randint(0, 99))
            if self.clean(s):
                return s
        return s

    def door(self):
        n = self.rng.randint(1, 12)
        return ("MC-%02d" if n <= 6 else "AG-%02d") % n

    def iso_future(self):
        return (START + timedelta(days=self.rng.randint(5, 120))).isoformat()

    def mac(self):
        return ":".join(self.hexid(2) for _ in range(6))

    def zh_md(self, d):
        return "%d月%d日" % (d.month, d.day)

    def slip(self, s):
        if self.zh:
            return s
        r = self.rng
        s = " " + s + " "
        for a, b in EN_SLIPS:
            if a in s and r.random() < 0.3:
                s = s.replace(a, b, 1)
        return s[1:-1]

    def U(self, text):
        if not self.zh and "\n" not in text and self.rng.random() < 0.6:
            text = self.slip(text)
        return ("user", text)

    def A(self, text):
        return ("assistant", text)

    def T(self, name, args, out):
        return ("tool", name, {"args": args, "out": out})

    def tpl(self, key, lst):
        """Cycle through a template list in shuffled order so every template gets used."""
        c = self.tpl_cycle.get(key)
        if not c:
            c = list(range(len(lst)))
            self.rng.shuffle(c)
            self.tpl_cycle[key] = c
        return lst[c.pop()]

    def pick_flat(self):
        return self.rng.randint(1, 12)

    # ------------------------------------------------------------------ needles
    def try_needles(self, nds):
        for nd in nds:
            if not nd or nd in self.needles:
                return False
            for o in self.needles:
                if nd in o or o in nd:
                    return False
            for rs in self.reserved:
                if nd in rs:
                    return False
        for i, a in enumerate(nds):
            for j, b in enumerate(nds):
                if i != j and a in b:
                    return False
        self.needles.extend(nds)
        return True

    def en_date_str(self, d):
        r = self.rng.random()
        if r < 0.6:
            return "%s %s" % (MONTHS_EN[d.month - 1], ordinal(d.day))
        if r < 0.8:
            return "%s %s" % (ordinal(d.day), MONTHS_EN[d.month - 1])
        return "the %s of %s" % (ordinal(d.day), MONTHS_EN[d.month - 1])

    def zh_date_str(self, d):
        return "%d月%d%s" % (d.month, d.day, self.rng.choice(["日", "号", "号"]))

    def new_value(self, kind, pools):
        r = self.rng
        zh = self.zh
        f = {"kind": kind}
        for _ in range(400):
            if kind == "name":
                if zh:
                    v = r.choice(ZH_SURNAMES) + r.choice(ZH_GIVEN)
                    f.update(v=v, ctx=self.take(pools, "name_ctx", ZH_NAME_CTX))
                elif r.random() < 0.25:
                    v = r.choice(EN_RARE_FIRST)
                    f.update(v=v, role=r.choice(EN_RARE_ROLE), ctx=None)
                else:
                    used_first = {x["first"] for x in self.flats.values()}
                    v = "%s %s" % (r.choice([x for x in EN_FIRST if x not in used_first]), r.choice(EN_LAST))
                    f.update(v=v, ctx=self.take(pools, "name_ctx", EN_NAME_CTX).replace("{f}", str(self.pick_flat())))
                nds = [v]
            elif kind == "command":
                ctx, fn = self.take(pools, "cmd", ZH_CMDS if zh else EN_CMDS)
                v = fn(self)
                f.update(v=v, ctx=ctx)
                nds = [v]
            elif kind == "id":
                ctx, fmt = self.take(pools, "id_ctx", ZH_ID_CTX if zh else EN_ID_CTX)
                v = self.fill(fmt)
                f.update(v=v, ctx=ctx.replace("{f}", str(self.pick_flat())), fmt=fmt)
                nds = [v]
            elif kind == "port":
                v = str(r.choice(EN_PORTS) if r.random() < 0.6 else r.randint(20000, 64000))
                f.update(v=v, ctx=self.take(pools, "port_ctx", ZH_PORT_CTX if zh else EN_PORT_CTX))
                nds = [v]
            elif kind == "version":
                v = "%d.%d.%d" % (r.randint(1, 9), r.randint(0, 24), r.randint(0, 199))
                f.update(v=v, ctx=self.take(pools, "ver_ctx", ZH_VER_CTX if zh else EN_VER_CTX))
                nds = [v]
            elif kind == "money":
                ctx, lo, hi = self.take(pools, "money_ctx", ZH_MONEY_CTX if zh else EN_MONEY_CTX)
                a = r.randint(lo, hi)
                if zh:
                    a = a // 10 * 10 if r.random() < 0.7 else a
                    v = "¥%d" % a
                    wrong = "%d" % (round(a * r.choice([0.8, 0.85, 1.2, 1.3]) / 100) * 100)
                else:
                    v = gbp(a, pence=r.random() < 0.12) if a < 1000 else gbp(a)
                    wrong = "%d" % (round(a * r.choice([0.8, 0.85, 1.2, 1.3]) / 10) * 10)
                f.update(v=v, ctx=ctx.replace("{f}", str(self.pick_flat())), wrong=wrong)
                nds = [v]
            elif kind == "date":
                d = START + timedelta(days=r.randint(5, 150))
                wd = d + timedelta(days=r.choice([-3, -2, -1, 1, 2, 7]))
                if zh:
                    v = self.zh_date_str(d)
                    wrong = "%d号" % wd.day
                    ctx = self.take(pools, "date_ctx", ZH_DATE_CTX)
                else:
                    v = self.en_date_str(d)
                    wrong = ordinal(wd.day)
                    ctx = self.take(pools, "date_ctx", EN_DATE_CTX).replace("{f}", str(self.pick_flat()))
                if wrong in v:
                    continue
                f.update(v=v, ctx=ctx, wrong=wrong, iso=d.isoformat())
                nds = [v]
            elif kind == "decision":
                c, rr, alt = self.take(pools, "dec", ZH_DECISIONS if zh else EN_DECISIONS)
                f.update(c=c, r=rr, alt=alt)
                nds = [c, rr]
            elif kind == "constraint":
                a, c = self.take(pools, "con", ZH_CONSTRAINTS if zh else EN_CONSTRAINTS)
                f.update(a=a, c=c)
                nds = [a, c]
            else:
                q = self.take(pools, "q", ZH_QUESTIONS if zh else EN_QUESTIONS)
                f.update(q=q)
                nds = [q]
            if self.try_needles(nds):
                f["needles"] = nds
                return f
        raise RuntimeError("could not make a %s needle" % kind)

    def take(self, pools, key, lst):
        if not pools.get(key):
            pools[key] = list(lst)
            self.rng.shuffle(pools[key])
        return pools[key].pop()

    def make_facts(self):
        pools = {}
        facts = []
        for kind in KINDS:
            for _ in range(self.per_kind):
                facts.append(self.new_value(kind, pools))
        return facts

    # ------------------------------------------------------------------ rendering facts
    def sub(self, tpl, f, needle_keys):
        """Fill non-needle placeholders, apply speech slips, then put needles in untouched."""
        s = tpl
        for k in ("ctx", "wrong", "role", "alt"):
            if "{%s}" % k in s and f.get(k) is not None:
                s = s.replace("{%s}" % k, f[k])
        if "{f}" in s:
            s = s.replace("{f}", str(self.pick_flat()))
        s = self.slip(s)
        for k in needle_keys:
            s = s.replace("{%s}" % k, f[k])
        return s

    def user_sentence(self, f):
        k = f["kind"]
        zh = self.zh
        if k == "name":
            if f.get("role"):
                return self.sub(self.tpl("name_role", EN_NAME_ROLE_USER), f, ["v"])
            return self.sub(self.tpl("name", ZH_NAME_USER if zh else EN_NAME_USER), f, ["v"])
        if k == "command":
            return self.sub(self.tpl("cmd", ZH_CMD_USER if zh else EN_CMD_USER), f, ["v"])
        if k == "id":
            return self.sub(self.tpl("id", ZH_ID_USER if zh else EN_ID_USER), f, ["v"])
        if k == "port":
            return self.sub(self.tpl("port", ZH_PORT_USER if zh else EN_PORT_USER), f, ["v"])
        if k == "version":
            return self.sub(self.tpl("ver", ZH_VER_USER if zh else EN_VER_USER), f, ["v"])
        if k == "money":
            return self.sub(self.tpl("money", ZH_MONEY_USER if zh else EN_MONEY_USER), f, ["v"])
        if k == "date":
            return self.sub(self.tpl("date", ZH_DATE_USER if zh else EN_DATE_USER), f, ["v"])
        if k == "decision":
            if f.get("reverse"):
                return self.sub(self.tpl("dec_rev", ZH_DEC_REVERSE if zh else EN_DEC_REVERSE), f, ["c", "r"])
            return self.sub(self.tpl("dec", ZH_DEC_USER if zh else EN_DEC_USER), f, ["c", "r"])
        if k == "constraint":
            return self.sub(self.tpl("con", ZH_CON_USER if zh else EN_CON_USER), f, ["a", "c"])
        return self.sub(self.tpl("q", ZH_Q_USER if zh else EN_Q_USER), f, ["q"])

    def needle_keys(self, f):
        return {"decision": ["c", "r"], "constraint": ["a", "c"], "question": ["q"]}.get(f["kind"], ["v"])

    def ack(self, kind):
        lst = (ZH_ACK if self.zh else EN_ACK)[kind]
        return self.rng.choice(lst) if lst else ""

    def solo_exchange(self, f):
        r = self.rng
        zh = self.zh
        s = self.user_sentence(f)
        small = r.choice(ZH_SMALL if zh else EN_SMALL)
        with_small = f["kind"] == "question" or r.random() < 0.3
        items = []
        if zh:
            items.append(self.U(r.choice(["", "对了 ", "哦对 ", "还有个事 "]) + s))
            if with_small:
                items.append(self.U(small[0]))
        else:
            txt = r.choice(EN_SOLO_PRE) + s + r.choice(EN_SOLO_POST)
            if with_small:
                txt += (". " if r.random() < 0.5 else " and ") + small[0]
            items.append(("user", txt))
        if f["kind"] == "date" and r.random() < 0.5:
            items.append(self.T("calendar", {"action": "create", "title": f["ctx"], "date": f["iso"], "all_day": True},
                                {"ok": True, "event_id": "evt_%s" % self.hexid(8), "date": f["iso"]}))
        reply = self.ack(f["kind"])
        if with_small:
            reply = (reply + ("" if zh else " ") + small[1]).strip() if reply else small[1]
        if not reply:
            reply = "OK." if not zh else "好。"
        items.append(self.A(reply))
        return items

    def paste_exchange(self, f):
        r = self.rng
        zh = self.zh
        tpl = r.choice((ZH_PASTE if zh else EN_PASTE)[f["kind"]])
        s = tpl
        for k in ("ctx", "wrong", "role"):
            if f.get(k) is not None:
                s = s.replace("{%s}" % k, f[k])
        s = s.replace("{f}", str(self.pick_flat())).replace("{ctx}", f.get("ctx") or f.get("role") or ("那边" if zh else "this"))
        for k in self.needle_keys(f):
            s = s.replace("{%s}" % k, f[k])
        items = [("user", s)]
        if f["kind"] == "date" and r.random() < 0.6:
            items.append(self.T("calendar", {"action": "create", "title": f["ctx"], "date": f["iso"]},
                                {"ok": True, "event_id": "evt_%s" % self.hexid(8)}))
        items.append(self.A(r.choice((ZH_PASTE_REPLY if zh else EN_PASTE_REPLY)[f["kind"]])))
        return items

    def assist_exchange(self, f):
        r = self.rng
        zh = self.zh
        k = f["kind"]
        table = {
            "name": ZH_NAME_ASSIST if zh else EN_NAME_ASSIST, "command": ZH_CMD_ASSIST if zh else EN_CMD_ASSIST,
            "id": ZH_ID_ASSIST if zh else EN_ID_ASSIST, "port": ZH_PORT_ASSIST if zh else EN_PORT_ASSIST,
            "version": ZH_VER_ASSIST if zh else EN_VER_ASSIST, "money": ZH_MONEY_ASSIST if zh else EN_MONEY_ASSIST,
            "date": ZH_DATE_ASSIST if zh else EN_DATE_ASSIST, "decision": ZH_DEC_ASSIST if zh else EN_DEC_ASSIST,
            "constraint": ZH_CON_ASSIST if zh else EN_CON_ASSIST,
        }[k]
        q, a = r.choice(table)
        if k == "decision" and f.get("alt") and r.random() < 0.7:
            q = r.choice(["I can't decide - do we just %s or what", "Mum wants to %s, I'm not sure, what would you do",
                          "part of me says %s, talk me out of it or don't"] if not zh else
                         ["要不要%s 我拿不定主意", "我妈想%s 你觉得呢"]) % f["alt"]
        ctx = f.get("ctx")
        if ctx is None:
            ctx = f.get("role", "")
        q = self.slip(q.replace("{ctx}", ctx))
        if k == "decision" and not zh and "{" not in q and "what would you do" in q and "Mum" not in q:
            q = q + " - " + self.rng.choice(["the %s thing" % ("boiler" if "boiler" in f["c"] or "combi" in f["c"] else "family"),
                                             "Mum's asking for an answer today", "I've got until tonight"])
        a = a.replace("{ctx}", ctx)
        for kk in self.needle_keys(f):
            a = a.replace("{%s}" % kk, f[kk])
        if ctx and a.startswith(ctx) and not zh:
            a = a[0].upper() + a[1:]
        items = [self.U(q)]
        if k == "date":
            items.append(self.T("calendar", {"action": "free_slots", "around": f["iso"], "duration_min": 120},
                                {"free_days": [(date.fromisoformat(f["iso"]) + timedelta(days=x)).isoformat() for x in (0, 1, 3)]}))
            items.append(self.T("calendar", {"action": "create", "title": ctx, "date": f["iso"]}, {"ok": True, "event_id": "evt_%s" % self.hexid(8)}))
        items.append(self.A(a))
        if k == "decision" and r.random() < 0.5:
            items.append(("user", r.choice(["行 就这样", "好 听你的"]) if zh else r.choice(["yeah ok lets do that", "fair enough, go on then", "ok makes sense"])))
            items.append(self.A(r.choice(["好。", "那就这么定了。"]) if zh else r.choice(["Done.", "OK - I'll note it down."])))
        return items

    def en_sender(self, ctx):
        for key, dom in (("council", "council.gov.uk"), ("licence", "council.gov.uk"), ("building control", "council.gov.uk"),
                         ("DPS", "depositprotection.com"), ("insurance", "aviva.co.uk"), ("Openreach", "openreach.co.uk"),
                         ("Screwfix", "screwfix.com"), ("Hallam", "hallamheating.co.uk"), ("gas", "hallamheating.co.uk"),
                         ("water", "yorkshirewater.com"), ("bank", "barclays.co.uk"), ("EICR", "sunilelectrical.co.uk"),
                         ("Sunil", "sunilelectrical.co.uk"), ("leak", "gpplumbing.co.uk")):
            if key in ctx:
                return dom
        return "adeyemilettings.co.uk"

    # ---- tool-mode facts (needle inside a tool output)
    def tool_exchange(self, f):
        r = self.rng
        zh = self.zh
        k = f["kind"]
        ctx = f.get("ctx") or f.get("role") or ""
        if k == "port":
            fw = []
            for nm in (["民宿摄像头", "NAS", "门锁网关", "远程桌面"] if zh else ["NVR", "Pi SSH", "Keyvo bridge", "Guest portal", "Meter MQTT"]):
                p = r.randint(1100, 65000)
                if self.clean(str(p)) and str(p) not in f["v"]:
                    fw.append({"name": nm, "proto": "tcp", "wan_port": p, "lan_ip": "10.20.%d.%d" % (r.randint(1, 9), r.randint(2, 250)), "enabled": len(fw) % 2 == 0})
            label = ctx[4:] if ctx.startswith("the ") else ctx
            fw = [x for x in fw if x["name"].lower() not in label.lower() and label.lower() not in x["name"].lower()]
            fw.insert(r.randint(0, len(fw)), {"name": label[0].upper() + label[1:], "proto": "tcp", "wan_port": int(f["v"]), "lan_ip": "10.20.%d.%d" % (r.randint(1, 9), r.randint(2, 250)), "enabled": True})
            out = {"site": "栖山小院" if zh else r.choice(["ashgrove", "marlow"]), "port_forwards": fw,
                   "firewall": {"wan_in_default": "drop", "rules": r.randint(6, 19)}, "upnp": False}
            q = "帮我看下路由器上开了哪些端口" if zh else "can you pull the port forwards off the controller, Kunle's been fiddling again"
            a = "一共%d条转发，%s那条是开着的，别的有几条是关掉的旧规则。" % (len(fw), ctx) if zh else \
                "There are %d forwards. The one for %s is there and enabled; a couple of the others are disabled leftovers you could delete." % (len(fw), ctx)
            return [self.U(q), self.T("wifi_controller", {"action": "port_forwards"}, out), self.A(a)]
        if k == "version":
            devs = []
            for nm in (["门锁网关", "路由器", "摄像头", "访客机", "门锁App"] if zh else ["Keyvo bridge MC", "Keyvo bridge AG", "UniFi controller", "NVR", "Door entry panel", "AG-AP-Stairs-1"]):
                devs.append({"device": nm, "firmware": self.ver(r.randint(1, 9)), "update_available": r.random() < 0.3})
            label = ctx[4:] if ctx.startswith("the ") else ctx
            label = label[0].upper() + label[1:]
            devs.insert(r.randint(0, len(devs)), {"device": label, "firmware": f["v"], "update_available": False, "updated": (START - timedelta(days=r.randint(0, 20))).isoformat()})
            q = "看下各个设备的固件版本" if zh else "what firmware is everything on, the Keyvo guy is asking"
            a = "版本都在上面了，%s是最近刚升过的。" % ctx if zh else \
                "Full list above - %s was the most recent one updated, and nothing's flagged as critical." % ctx
            return [self.U(q), self.T("lock_admin" if r.random() < 0.5 else "wifi_controller", {"action": "inventory"}, {"devices": devs}), self.A(a)]
        if k == "id" and f.get("fmt") in ("MT-#####", "WX########"):
            tool_out = {"ok": True, "ticket": {"id": f["v"], "status": "open" if not zh else "已创建", "created": START.isoformat() + "T%02d:%02d:00" % (r.randint(8, 20), r.randint(0, 59))}}
            what = ctx.replace("的维修工单", "") + r.choice(["卫生间漏水", "阳台门关不上", "油烟机不转了"]) if zh else \
                ctx.replace("the ticket for ", "")
            q = "%s 帮我建个工单" % what if zh else r.choice(["make a ticket for %s please", "can you raise a ticket for %s, Gaz knows about it"]) % what
            a = "工单建好了。" if zh else "Raised it - it's in the open list now."
            return [self.U(q), self.T("maintenance_tickets", {"action": "create", "title": ctx}, tool_out), self.A(a)]
        if k == "money" and not zh and r.random() < 0.5:
            payees = [("SCREWFIX DIRECT", 9, 260), ("TOOLSTATION", 6, 180), ("OCTOPUS ENERGY", 40, 190), ("ZEN INTERNET", 45, 90),
                      ("B&Q 1187", 8, 140), ("KEYVO SUBSCRIPTION", 19, 49), ("COUNCIL TAX DD", 120, 260), ("ARGOS LTD", 25, 120),
                      ("YORKSHIRE WATER", 30, 160), ("GP PLUMBING & HEATING", 85, 340), ("MICK HANDYMAN", 60, 220)]
            rows = []
            for i in range(r.randint(10, 16)):
                nm, lo, hi = r.choice(payees)
                a_ = -(r.randint(lo, hi) + (r.randint(1, 99) / 100.0 if r.random() < 0.5 else 0))
                if self.clean(gbp(-a_, True)):
                    rows.append(((START - timedelta(days=r.randint(1, 25))).isoformat(), nm, a_))
            for i in range(r.randint(3, 6)):
                fl = self.flats[r.randint(1, 12)]
                rows.append(((START - timedelta(days=r.randint(1, 25))).isoformat(), "FPS %s RENT" % fl["tenant"].upper(), float(fl["rent"])))
            val = float(f["v"].replace("£", "").replace(",", ""))
            payee = ctx[4:] if ctx.startswith("the ") else ctx
            rows.append(((START - timedelta(days=r.randint(1, 25))).isoformat(), ("BACS " + payee.upper())[:34], -val))
            rows.sort(key=lambda x: x[0])
            bal = r.randint(6000, 19000) + r.randint(0, 99) / 100.0
            lines = ["DATE        DESCRIPTION                           AMOUNT      BALANCE"]
            for d_, desc, a_ in rows:
                bal += a_
                if -a_ == val:
                    amount = "-" + f["v"] + ("" if "." in f["v"] else ".00")
                else:
                    amount = ("-" if a_ < 0 else "") + gbp(abs(a_), True)
                lines.append("%-11s %-34s %11s  %11s" % (d_, desc, amount, gbp(bal, True)))
            q = "did the payment for %s actually go out, check the bank" % ctx
            a = "Yes, it went out - it's the BACS line in the statement above, and the account's still comfortably in credit."
            return [self.U(q), self.T("bank_statements", {"account": "lettings-current", "last_days": 30, "format": "text"}, "\n".join(lines)), self.A(a)]
        # everything else: an email / message that contains the needle
        if zh:
            body = {
                "name": "你好，我是%s，就是%s，以后有事直接找我。" % (f.get("v"), ctx),
                "command": "您好，关于%s，请在网关电脑上执行：%s 然后重启App。" % (ctx, f.get("v")),
                "id": "您好，%s已经登记，编号%s，请保存好。" % (ctx, f.get("v")),
                "money": "%s：人工加材料合计%s，含税。" % (ctx, f.get("v")),
                "date": "确认一下，%s安排在%s，上午九点到。" % (ctx, f.get("v")),
                "decision": "儿子，我跟你爸商量过了，%s，因为%s。" % (f.get("c"), f.get("r")),
                "constraint": "温馨提示：%s，请勿%s。" % (f.get("c"), f.get("a")),
            }[k]
            frm = {"name": "新联系人", "command": "门锁客服", "id": "服务通知", "money": "王师傅", "date": "预约通知",
                   "decision": "妈妈", "constraint": "江南春晓物业"}[k]
            msgs = [{"from": frm, "time": "2027-01-0%d %02d:%02d" % (r.randint(5, 8), r.randint(7, 22), r.randint(0, 59)), "text": body}]
            for _ in range(r.randint(2, 4)):
                msgs.append({"from": r.choice(["李阿姨", "老陈", "小周（物业）", "舅舅", r.choice(self.units)["tenant"]]),
                             "time": "2027-01-0%d %02d:%02d" % (r.randint(5, 8), r.randint(7, 22), r.randint(0, 59)),
                             "text": r.choice(["收到", "好的老板", "明天上午可以", "电池买好了", "下午过去看一下", "发票开好了", "钥匙放前台了", "这个月物业费已交"])})
            r.shuffle(msgs)
            q = {"name": "看下最近的消息 %s是不是加我了" % ctx, "command": "门锁客服回了没 帮我看下消息",
                 "id": "帮我翻下消息 %s发过来没" % ctx, "money": "王师傅报价发来没 看下消息",
                 "date": "%s那个时间定了没 看下消息" % ctx, "decision": "我妈是不是在群里说了啥 帮我看下",
                 "constraint": "物业最近发了啥 帮我看下"}[k]
            a = {"name": "加了，%s发了消息，说以后有事直接找他。" % ctx, "command": "门锁客服回了，让在网关电脑上跑一条命令，就在消息里。",
                 "id": "登记成功了，编号在消息里。", "money": "王师傅把价格发来了，在消息里，含税的。", "date": "预约确认了，时间在消息里。",
                 "decision": "你妈发了消息，她和你爸已经定了。", "constraint": "物业发了个提示，消息里。"}[k]
            return [self.U(q), self.T("messages", {"action": "search", "query": frm, "days": 7}, {"messages": msgs}), self.A(a)]
        bodies = {
            "name": ("%s <%s@%s>" % (f.get("v"), f.get("v", "x").split()[0].lower(), r.choice(["council.gov.uk", "depositprotection.com", "hallamheating.co.uk", "zen.co.uk", "gmail.com"])),
                     "Re: %s" % ctx, "Hi Dele,\n\nThanks for getting in touch. Happy to help - I'll come back to you next week once I've had a proper look.\n\nKind regards,\n%s" % f.get("v")),
            "command": ("kunle.adeyemi@btinternet.com", "Re: %s" % ctx,
                        "Dele,\n\nFor %s you just run this from the Pi:\n\n    %s\n\nDon't change anything else. I set it up properly the first time.\n\nUncle K" % (ctx, f.get("v"))),
            "id": ("noreply@%s" % self.en_sender(ctx), "Confirmation: %s" % ctx,
                   "Thank you. We've received your request about %s. Your reference is %s. Please quote it in any correspondence." % (ctx, f.get("v"))),
            "money": ("accounts@%s" % r.choice(["hallamheating.co.uk", "sunilelectrical.co.uk", "brightwellsurveys.co.uk", "gpplumbing.co.uk"]),
                      "Invoice / quote - %s" % ctx, "Hi Dele,\n\nAs discussed, %s: %s including VAT. Payment within 14 days please.\n\nThanks" % (ctx, f.get("v"))),
            "date": ("bookings@%s" % r.choice(["hallamheating.co.uk", "council.gov.uk", "openreach.co.uk", "brightwellsurveys.co.uk"]),
                     "Appointment confirmed", "This is to confirm %s on %s. Our engineer will arrive between 8am and 12pm." % (ctx, f.get("v"))),
            "decision": ("funmi.a@gmail.com", "the thing we talked about", "Hiya, me and Mum went through it again. We're going to %s, because %s. Dad's fine with it. Fx" % (f.get("c"), f.get("r"))),
            "constraint": (r.choice(["licensing@council.gov.uk", "mum.adeyemi@yahoo.co.uk", "claims@aviva.co.uk"]), "Please note",
                           "Dear Dele,\n\nJust a reminder that you must not %s %s.\n\nRegards" % (f.get("a"), f.get("c"))),
        }[k]
        items = [bodies]
        others = [("noreply@rightmove.co.uk", "3 new enquiries for Flat 8, Ashgrove House", "You have new enquiries. Log in to respond."),
                  ("alerts@keyvo.io", "Low battery: %s" % self.door(), "Battery at %d%%. Replace soon." % r.randint(5, 19)),
                  ("mick.handyman@hotmail.co.uk", "paint", "got the paint, magnolia yeah? M"),
                  ("noreply@zen.co.uk", "Your bill is ready", "Your latest bill is now available in your account."),
                  ("funmi.a@gmail.com", "receipts", "can u send me the screwfix receipts from Dec pls")]
        items += r.sample(others, r.randint(2, 3))
        r.shuffle(items)
        q = r.choice(["can you check the inbox for anything about %s" % ctx if ctx else "anything new in the inbox I should know about",
                      "has anything come in about %s" % ctx if ctx else "check my email quick"])
        a = {"name": "Yes - %s has replied; they'll come back to you next week once they've had a look." % ctx,
             "command": "Uncle Kunle replied about %s - there's a command to run from the Pi in his email, and a note not to change anything else." % ctx,
             "id": "The confirmation's come in for %s - the reference is in the email above." % ctx,
             "money": "The figure for %s has come in from their accounts team - it's in the email above, VAT included." % ctx,
             "date": "It's confirmed - the email above has the date and an 8-12 arrival window.",
             "decision": "There's one from Funmi - she and your mum have made the call, and your dad's fine with it.",
             "constraint": "There's a reminder in there you'll want to stick to - see the \"Please note\" email."}[k]
        return [self.U(q), self.T("mail", {"action": "search", "query": ctx or "recent", "days": 7}, self.mail_list(items)), self.A(a)]

    # ------------------------------------------------------------------ conversation assembly
    def timeline(self, blocks):
        """Three working days: morning check-in, a shuffled run of scenes, an evening wrap-up."""
        r = self.rng
        r.shuffle(blocks)
        days = [[], [], []]
        later_parts = []
        for i, (name, ex, later) in enumerate(blocks):
            d = i * 3 // len(blocks)
            if later:
                d = min(d, 1)
                later_parts.append((r.randint(d + 1, 2), later))
            days[d].append(ex)
        for d, later in later_parts:
            days[d].insert(r.randint(0, len(days[d])), later)
        base = []
        for d in range(3):
            blks = [self.zh_morning(d) if self.zh else self.en_morning(d)] + days[d]
            if d < 2 or r.random() < 0.5:
                blks.append(self.zh_wrap(d) if self.zh else self.en_wrap(d))
            for blk in blks:
                for k, ex in enumerate(blk):
                    base.append({"items": list(ex), "emb": 0, "start": k == 0})
        return base

    @staticmethod
    def count_msgs(items):
        return sum(1 for it in items if it[0] in ("user", "assistant"))

    def find_slot(self, base, idx, lo=0, hi=None, cap=2):
        n = len(base)
        hi = n if hi is None else hi
        order = sorted(range(lo, hi), key=lambda j: (abs(j - idx), j))
        for j in order:
            ex = base[j]
            if ex["items"][0][0] == "user" and ex["emb"] < cap:
                return j
        for j in order:
            if base[j]["items"][0][0] == "user":
                return j
        return None

    def embed(self, ex, sentence, kind, burst=False):
        r = self.rng
        items = ex["items"]
        ex["emb"] += 1
        if self.zh:
            con = r.choice(ZH_CONNECT)
            if burst:
                pos = 1 if r.random() < 0.7 else 0
                items.insert(pos, ("user", con + sentence if pos else sentence))
            else:
                items[0] = ("user", items[0][1] + " " + con + sentence)
        else:
            con = r.choice(EN_CONNECT)
            txt = items[0][1]
            if "\n" in txt:
                # the message carries pasted material: say the extra bit before it
                txt = sentence + r.choice([". also ", ", and ", " - anyway ", ". "]) + txt
            elif r.random() < 0.7:
                sep = r.choice([" ", ", ", ". ", " - ", " ... "])
                txt = txt.rstrip(".") + sep + con + sentence
            else:
                txt = sentence + r.choice([". ", ", anyway ", " - anyway, ", ". so "]) + txt
            items[0] = ("user", txt)
        ack = self.ack(kind) if kind else ""
        if ack and r.random() < 0.55:
            for j in range(len(items) - 1, -1, -1):
                if items[j][0] == "assistant":
                    items[j] = ("assistant", items[j][1] + ("" if self.zh else " ") + ack)
                    break

    def build(self):
        r = self.rng
        if self.zh:
            self.zh_world()
        else:
            self.en_world()
        facts = self.make_facts()
        base = self.timeline(self.zh_blocks() if self.zh else self.en_blocks())
        m0 = sum(self.count_msgs(ex["items"]) for ex in base)

        # who says each fact
        for f in facts:
            if f["kind"] == "question" or r.random() < 0.66:
                f["mode"] = "user"
            else:
                f["mode"] = r.choice(["assistant", "paste", "tool"])
        cost = 0
        for f in facts:
            if f["mode"] != "user":
                cost += 4 if f["kind"] == "decision" and f["mode"] == "assistant" else 2
        room = 270 - m0 - cost
        users = [f for f in facts if f["mode"] == "user"]
        n_solo = max(0, min(len(users) // 3, room // 2))
        for f in r.sample(users, n_solo):
            f["mode"] = "solo"
        room -= 2 * n_solo
        for f in facts:
            if f["mode"] == "user" and self.zh and room > 0 and r.random() < 0.5:
                f["burst"] = True
                room -= 1
            if f["kind"] == "decision" and f["mode"] in ("user", "solo") and f.get("alt") and r.random() < 0.4:
                f["reverse"] = True

        # positions spread from the first exchanges to the last ones
        order = facts[:]
        r.shuffle(order)
        for i, f in enumerate(order):
            f["pos"] = 0.02 + 0.96 * (i + r.random()) / len(order)

        n = len(base)
        inserts = {}
        for f in order:
            idx = min(n - 1, int(f["pos"] * n))
            if f["mode"] == "user":
                j = self.find_slot(base, idx)
                self.embed(base[j], self.user_sentence(f), f["kind"], burst=f.get("burst", False))
                f["at"] = j
            else:
                if f["mode"] == "solo":
                    ex = self.solo_exchange(f)
                elif f["mode"] == "assistant":
                    ex = self.assist_exchange(f)
                elif f["mode"] == "paste":
                    ex = self.paste_exchange(f)
                else:
                    ex = self.tool_exchange(f)
                k = idx
                while k < n and not base[k]["start"]:
                    k += 1
                if k >= n:
                    k = idx
                    while k > 0 and not base[k]["start"]:
                        k -= 1
                idx = k
                inserts.setdefault(idx, []).append(ex)
                f["at"] = idx - 0.5
        # earlier tentative plans that get reversed, and planned later repeats
        reps = 0
        for f in order:
            if f.get("reverse"):
                hi = int(f["at"]) if f["at"] == int(f["at"]) else int(f["at"] + 0.5)
                if hi >= 2:
                    j = self.find_slot(base, r.randint(0, hi - 1), 0, hi)
                    if j is not None:
                        tpl = r.choice(ZH_DEC_TENTATIVE if self.zh else EN_DEC_TENTATIVE)
                        self.embed(base[j], self.sub(tpl, f, []), None)
            if f["kind"] in ("name", "id", "date", "money") and reps < 2 and f["mode"] in ("user", "solo") and f["pos"] < 0.7 and r.random() < 0.3:
                lo = int(f["at"] + 1) + 2
                if lo < n - 1:
                    j = self.find_slot(base, r.randint(lo, n - 1), lo, n)
                    if j is not None:
                        tpl = r.choice((ZH_REPEAT if self.zh else EN_REPEAT)[f["kind"]])
                        self.embed(base[j], self.sub(tpl, f, ["v"]), None)
                        self.expect[f["v"]] = 2
                        reps += 1
        # habits and feelings that sound like rules but are not
        for h in r.sample(ZH_HABITS if self.zh else EN_HABITS, 2):
            j = self.find_slot(base, r.randint(0, n - 1))
            if j is not None:
                self.embed(base[j], h, None)
        seq = []
        for i, ex in enumerate(base):
            for u in inserts.get(i, []):
                seq.extend(u)
            seq.extend(ex["items"])
        return facts, seq, self.expect

    def tool_rows(self, name, payload):
        args = json.dumps(payload["args"], ensure_ascii=False)
        out = payload["out"]
        if not isinstance(out, str):
            out = json.dumps(out, ensure_ascii=False, indent=2)
        return args, out


# ======================================================================================
# harness protocol
# ======================================================================================

def make_rows(conv):
    facts, seq, expect = conv.build()
    rows = []
    t = datetime(2027, 1, 8, 8, 37, 0)
    n = call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 22))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_cr%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cr%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cr%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cr%d" % n, "createdAt": ts,
                         "item": {"type": "message", "role": item[0], "content": item[1]}, "meta": {"uiRole": item[0]}})
    return [{"kind": f["kind"], "needles": f["needles"]} for f in facts], rows, expect


def row_text(row):
    it = row["item"]
    return it.get("content") or (it.get("arguments", "") + "\n" + it.get("output", ""))


def check(facts, rows, expect, why=None):
    texts = [row_text(r) for r in rows]
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    if not 120 <= nmsg <= 300:
        if why is not None:
            why.append("messages %d" % nmsg)
        return False
    needles = [nd for f in facts for nd in f["needles"]]
    if len(set(needles)) != len(needles):
        if why is not None:
            why.append("duplicate needle")
        return False
    for a in needles:
        for b in needles:
            if a != b and a in b:
                if why is not None:
                    why.append("substring %r in %r" % (a, b))
                return False
    for nd in needles:
        k = sum(1 for t in texts if nd in t)
        if k != expect.get(nd, 1):
            if why is not None:
                why.append("needle %r in %d rows (want %d)" % (nd, k, expect.get(nd, 1)))
            return False
    return True


def run(cmd, env, stdin=None):
    p = subprocess.run(cmd, input=stdin, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def main():
    if len(sys.argv) < 3:
        sys.stderr.write(__doc__)
        sys.exit(2)
    okbot, workdir = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    smax = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    roots = []
    for si, seed in enumerate(seeds):
        zh = si == len(seeds) - 1
        for attempt in range(300):
            facts, rows, expect = make_rows(Builder(seed, zh, per_kind, attempt))
            if check(facts, rows, expect):
                break
        else:
            sys.stderr.write("seed %d: could not build unique needles\n" % seed)
            sys.exit(1)
        root = os.path.join(workdir, "root-%d" % seed)
        shutil.rmtree(root, ignore_errors=True)
        roots.append(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2027-01-20T12:00:00Z")
        run([okbot, "init"], env)
        run([okbot, "assistant", "create", "Writer"], env)
        run([okbot, "settings", "set", "contextCompression.summaryMaxChars", smax], env)
        batches, cur, msgs = [], [], 0
        for row in rows:
            cur.append(row)
            if row["item"]["type"] == "message":
                msgs += 1
                if msgs % 25 == 0:
                    batches.append(cur)
                    cur = []
        if cur:
            batches.append(cur)
        for b in batches:
            run([okbot, "session", "append", "-a", "Writer"], env,
                "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in b))
            run([okbot, "compress", "-a", "Writer", "--now"], env)
        ctx = run([okbot, "context", "show", "-a", "Writer"], env)
        kept = 0
        missing = []
        for f in facts:
            ok = all(nd in ctx for nd in f["needles"])
            tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, "zh" if zh else "en", msgs, len(rows), len(batches), kept, len(facts),
            100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for k in KINDS:
        k_, n_ = tot[k]
        print("kind %s %d/%d %.1f" % (k, k_, n_, 100.0 * k_ / n_ if n_ else 0.0))
    print("retention overall %.1f" % (100.0 * allk / alln if alln else 0.0))
    mx = 0
    for root in roots:
        for dp, _, fns in os.walk(root):
            for fn in fns:
                if fn == "session-summary.json":
                    try:
                        with open(os.path.join(dp, fn), encoding="utf-8") as fh:
                            s = json.load(fh).get("summary", "")
                        mx = max(mx, len(s) if isinstance(s, str) else 0)
                    except (OSError, ValueError):
                        pass
    print("max summary chars %d" % mx)


if __name__ == "__main__":
    main()

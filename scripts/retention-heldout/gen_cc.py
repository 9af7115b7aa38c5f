#!/usr/bin/env python3
"""Held-out retention set "cc" for okbot: a grant writer at a small environmental non-profit.

usage: PER_KIND=10 python3 gen.py OKBOT_BINARY WORKDIR [SEED ...]

Builds one conversation per seed (default seeds 1..5; the last one is written in Simplified
Chinese), appends it to a fresh okbot data root in batches of 25 messages, runs
`okbot compress --now` after each batch and counts how many seeded facts are still found
verbatim in `okbot context show`.
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys
from datetime import date, datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# --------------------------------------------------------------------------------------------
# shared helpers


class Ctx(dict):
    def __missing__(self, key):
        return "{" + key + "}"


def fill(tpl, **kw):
    return tpl.format_map(Ctx(kw))


MONTHS = ["", "January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_WD = ["一", "二", "三", "四", "五", "六", "日"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


# --------------------------------------------------------------------------------------------
# English material

EN = {}
EN["funders"] = ["Ashworth Foundation", "Kestrel Fund", "Lindqvist Trust", "Harrow & Wye Community Foundation",
                 "Blue Carbon Initiative", "Morrow Family Trust", "Esk Valley Fund", "Northlight Foundation",
                 "Greenhithe Charitable Trust", "Fondation Aubrac", "Peat Futures Fund", "Salt & Sedge Trust"]
EN["fcode"] = {"Ashworth Foundation": "ASH", "Kestrel Fund": "KF", "Lindqvist Trust": "LQT",
               "Harrow & Wye Community Foundation": "HWCF", "Blue Carbon Initiative": "BCI",
               "Morrow Family Trust": "MFT", "Esk Valley Fund": "EVF", "Northlight Foundation": "NLF",
               "Greenhithe Charitable Trust": "GCT", "Fondation Aubrac": "FAB", "Peat Futures Fund": "PFF",
               "Salt & Sedge Trust": "SST"}
EN["partners"] = ["Riverwatch Cymru", "the Otterburn Wildlife Group", "Tidewater Schools Network",
                  "Severn Farmers Co-op", "Moss & Mire Volunteers", "Coastline Youth Trust",
                  "the Hafren Anglers", "Green Lanes Allotment Society"]
EN["projects"] = ["wetland restoration", "hedgerow corridors", "schools water-testing", "peat rewetting",
                  "river-bank planting", "urban tree nursery", "saltmarsh monitoring",
                  "beaver feasibility study"]
EN["orgs"] = [("Fernwater Trust", "fernwater"), ("Alder Brook Trust", "alderbrook"), ("Millrace Rivers", "millrace")]
EN["it_names"] = ["Tomasz", "Rory", "Aled"]
EN["dir_names"] = ["Marit", "Helen", "Joanna"]
EN["fin_names"] = ["Deb", "Sunita", "Carol"]
EN["first"] = ["Gareth", "Priya", "Oluwaseun", "Ingrid", "Fergus", "Maelle", "Hamish", "Rosalind", "Dervla",
               "Siobhan", "Anwen", "Bartholomew", "Chiara", "Delphine", "Eamon", "Femi", "Greta", "Hollis",
               "Isidore", "Jolanta", "Kwabena", "Leontine", "Magnus", "Niamh", "Ottilie", "Padraig", "Quentin",
               "Rhiannon", "Saoirse", "Thandiwe", "Ulrike", "Valentin", "Wilhelmina", "Yusuf", "Zofia", "Cormac"]
EN["last"] = ["Pryce", "Okonkwo", "Haverford", "Lindgren", "MacAskill", "Rautenbach", "Delacroix-Bell",
              "Ferreira", "Abernethy", "Mwangi", "Kowalczyk", "Thistlewood", "Sandoval", "Ashdown",
              "Nakashima", "O'Driscoll", "Penhaligon", "Quarrie", "Rosenthal", "Szabo", "Tremayne",
              "Underhill", "Vasquez", "Whitlock", "Yardley", "Zielinski", "Bellingham", "Carradine"]
EN["roles"] = ["programme officer", "grants manager", "trustee", "finance lead", "head of programmes",
               "community fund adviser", "evaluation lead"]

# decision: (choice, [reasons]); choices are verb phrases in the base form. "it" marks CRM/IT ones.
EN["decisions"] = [
    ("submit the {J} bid to the {F} first", ["their reporting is annual rather than quarterly",
                                               "the programme officer already knows our work",
                                               "the match funding rules are far looser"]),
    ("drop the {F} application this round", ["we can't carry another audit this year",
                                              "the deadline clashes with the year-end accounts otherwise",
                                              "the trustees meet too late for the main round"]),
    ("ask the {F} for three years instead of one", ["one-year money is useless for anything involving beavers",
                                                     "the volunteers need certainty before spring"]),
    ("lead the {J} bid ourselves with {P} as delivery partner", ["we got burned on the last joint budget"]),
    ("bring {P} in as co-applicant on the {J} bid", ["the partner has the landowner relationships, not us"]),
    ("send the {F} interim report a week early", ["I refuse to be writing it over Christmas"]),
    ("apply to the {F} under the small grants strand", ["the small grants strand has a much better success rate",
                                                          "{DIR} doesn't want us over-committed this year"]),
    ("leave the {J} pilot out of the {F} bid", ["the pilot results won't be in until the summer"]),
    ("use the short theory of change for the {F}", ["nobody on the panel reads the long version anyway"]),
    ("pay the {J} evaluator out of unrestricted funds", ["the evaluator's day rate went up again"]),
    ("cost the {J} coordinator at 0.6 FTE", ["the board won't sign off a deficit budget",
                                             "it keeps the overhead safely under the cap"]),
    ("split the {J} work into two smaller asks", ["the panel said our last ask was too ambitious for our size"]),
    ("put everything into one {J} bid for the {F}", ["{DIR} wants one flagship bid, not five small ones"]),
    ("go to the {F} for the {J} equipment", ["they fund capital costs and nobody else does"]),
    ("rewrite the {J} outcomes from scratch", ["their last feedback said our outcomes were too vague"]),
]
EN["it_decisions"] = [
    ("move the donor CRM onto the hosted plan", ["{IT} is off travelling from January and nobody else can patch it",
                                                  "the hosting quote came in cheaper than a new server",
                                                  "the data protection review flagged the office server"]),
    ("keep the donor CRM on the office server for another year", ["the migration would land in the middle of the year-end close"]),
    ("switch the Friday backup to run overnight", ["the daytime backup slows everything to a crawl"]),
    ("retire the old volunteer-hours app", ["hardly anyone logs hours through it any more"]),
    ("give {FIN} read-only access to the CRM instead of admin", ["the auditors said too many people have admin rights"]),
]

# constraint: (rule, scope)
EN["rules"] = [
    "no overhead above 15 %",
    "no lobbying costs anywhere in the budget",
    "letters of support must be signed by hand, not typed",
    "never send the budget as an editable spreadsheet",
    "don't quote the 2024 outcome figures",
    "capital items have to stay under a fifth of the total",
    "don't name the beaver pilot at all",
    "no hospitality or catering costs",
    "the evaluation has to be done by someone external",
    "every photo needs a signed consent form",
    "only use the logo pack from the shared drive",
    "no salary line above 0.8 FTE",
]
EN["scopes"] = [
    "for anything going to the {F}",
    "on the {J} application",
    "in any bid where {P} is a co-applicant",
    "in everything we submit to the {F} this year",
    "on the {F} bid and all its annexes",
]
EN["guide_rules"] = {0, 1, 2, 5, 7, 8, 9, 11}
EN["it_rules"] = [
    "never export donor emails to a personal laptop",
    "don't run the dedupe script on the live database",
    "nobody logs into the CRM with the shared admin account",
    "don't touch the Friday backup job",
    "no donor data goes into a Google Sheet",
]
EN["it_scopes"] = [
    "until {IT} has taken a fresh backup",
    "during the year-end close",
    "while the hosting migration is running",
    "for the rest of the {F} reporting period",
    "unless {DIR} has signed it off in writing",
]

EN["questions"] = [
    "whether the {F} counts volunteer hours as match funding",
    "whether the {F} final report needs an audited statement",
    "if we can reapply to the {F} in the same year after a rejection",
    "who actually signs the partnership agreement on {P}'s side",
    "whether VAT is an eligible cost on the {J} equipment",
    "if the {F} portal keeps our draft once the deadline has passed",
    "what happens to any underspend on the {J} line",
    "whether the {F} pays for staff time spent supervising volunteers",
    "if our CRM licence covers a second admin user",
    "whether the trustees have to minute the {F} bid formally",
    "how long the {F} assessment usually takes",
    "whether {P} needs its own safeguarding policy for the {J} sessions",
    "whether the {F} wants the {J} risk register as a separate file",
]

# fact templates (user messages). {v} = value, {a}/{b} = two-needle facts
EN["tpl"] = {
    "name": [
        "Just got off the phone with {v}, the new programme officer at the {F}. Lovely, very warm, but completely vague about whether they want a full logframe or just outcomes. I came away with more questions than I went in with, honestly.",
        "{v} from {P} has said yes to writing us a letter of support!! Finally. Wants a draft to adapt because they're swamped, which, fair.",
        "note for later: the board's new treasurer is {v}. Started in October. I need to get the {J} budget in front of our new treasurer before the next board meeting or there will be Questions.",
        "can you remember that our contact at the {F} is {v} now? the old PO left in the summer and nobody told us, I only found out because my email bounced",
        "So {v} (finance lead at {P}) says their audited accounts won't be ready until spring. Which is a problem, because the {F} wants both partners' accounts with the application. Thinking out loud: could we send their management accounts with a covering note? Or is that just asking to be rejected.",
        "ugh. {v} replied-all to the entire board about the {J} bid again. With opinions. I love trustees I love trustees I love trustees",
        "ok dictating this while walking the dog sorry for typos so the person we actually need at the {F} is {v} apparently they read all the {J} type applications first and {FIN} says they used to work at {P} which explains all the volunteer questions last time",
        "Met {v} at the regional funders' breakfast this morning. Runs the community programme at {P}. Keen on a joint bid next year and I said yes before my brain caught up with my mouth.",
        "{DIR} says I should cc {v} on everything to do with the {F} from now on, apparently that's who chairs their grants committee, and likes to be kept in the loop. Fine. More emails.",
        "The evaluator for {J} is going to be {v}, who did the {P} evaluation last year and it was actually readable, which is rare in my experience.",
    ],
    "command": [
        "I ran `{v}` like {IT} showed me and it just sat there blinking for ten minutes. Is that normal or have I broken the donor database the week before year end",
        "For my own future reference because I WILL forget: the thing {IT} runs every Friday is\n\n    {v}\n\nand apparently if it doesn't run, the CRM backups go stale and nobody notices until it's too late.",
        "pasting exactly what I typed:\n\n$ {v}\n{err}\n\nwhat does that mean in human language",
        "ok so {IT} left me a sticky note that just says \"{v}\" and underneath it \"run if dashboard dies\". The dashboard has died. Do I just... type that?",
        "quick q, is `{v}` safe to run during the day or will it slow the CRM down for everyone",
        "I've put `{v}` into the IT handover doc under 'things Imogen is allowed to do'. It's a short list.",
        "did the thing. `{v}`. It printed a LOT of text and then said done. I am choosing to believe it worked.",
        "{IT} wants me to run {v} before I pull the donor numbers for the {F} report, just to make sure everything's in order first. Any risk in that?",
    ],
    "id": [
        "the {F} application ref is {v}, writing it here because I keep losing it in my inbox",
        "Invoice {v} from the evaluator has arrived. Do I code it to the {J} line or to core costs? {FIN} is off today so I can't ask.",
        "they've given us a new reference, {v}, and apparently we have to quote it on every single piece of correspondence or it disappears into a black hole",
        "{IT} raised a ticket with the CRM support people, {v}, about the duplicate donor records. No reply yet. Shocking, I know.",
        "So the expression of interest went through, the portal says {v}. Now for the real application. Deep breath.",
        "the purchase order for the {J} kit is {v}. Finance need it on the invoice or they won't pay it, apparently that's a hill they will die on",
        "If anyone from the {F} rings while I'm out, our grant number with them is {v}. The old number is dead, don't use it.",
        "small win: the {F} finally issued the grant agreement, reference {v}. Signed, scanned, on the drive. Doing a little dance.",
    ],
    "port": [
        "the donor dashboard lives at http://crm01.{slug}.local:{v}, I only know because {IT} wrote it on the whiteboard",
        "{IT} says he moved the reporting dashboard to port {v} because something else had grabbed the old one. Nobody told me. I spent twenty minutes thinking the server was dead.",
        "is it a problem that the CRM web thing runs on port {v}? the IT questionnaire from the {F} asks about 'non-standard ports' and I have no idea what counts as standard",
        "the firewall guy wants to know which port the dashboard uses. It's {v}, right? That's what's in my bookmarks anyway",
        "Bookmarking this for myself: dashboard = crm01, port {v}, log in with my own account NOT the shared one",
        "so the thing {IT} set up for volunteers to log their hours listens on {v} and apparently that's why it doesn't work from outside the office??",
        "i just tried localhost:{v} on the office pc and got the login page so at least one thing works today",
        "The hosting company asked what port the CRM API runs on for the migration. I said {v} with great confidence and zero certainty.",
    ],
    "version": [
        "the CRM footer says version {v}. Is that ancient? it feels ancient",
        "{IT} says we're on {v} of the donor database and the hosted plan only supports newer versions. How much of a pain is upgrading, roughly?",
        "the sync log keeps saying 'client {v} is deprecated' every morning at six. Should I care?",
        "our Postgres is {v} according to the little 'about' box {IT} showed me. Writing that down because the hosting people will ask.",
        "the portal plugin updated itself to {v} overnight and now the export button has moved. of course it has.",
        "For the {F} IT questionnaire, 'current version of your CRM software': it's {v}, yes?",
        "Tiny thing but the mail-merge add-on is still on {v} and the vendor says support for it ends in March",
        "the reporting tool says 'You are running {v}, an update is available'. I am not clicking that in a deadline week.",
    ],
    "money": [
        "The {F} award letter says {v} over two years. Not the full ask, but honestly I'll take it.",
        "we're asking the {F} for {v} for the {J} work. Too greedy for a first application to them?",
        "{FIN} says unrestricted reserves are down to {v}, which is roughly three months of running costs. Which is... fine. fine fine fine.",
        "the evaluator's quote came in at {v} for the whole thing, which is more than we budgeted but less than I feared",
        "{P} want {v} as their share for delivering the {J} sessions. That feels steep for twelve sessions? or am I being stingy",
        "remember the {F} match rule: we have to show {v} of our own money against the {J} budget",
        "ok so the kit for {J} comes to {v} with delivery. I'm putting it under capital.",
        "Just heard the legacy gift came through: {v}, from a donor none of us had ever met. I cried a bit in the kitchen.",
    ],
    "date": [
        "the {F} deadline is {v} at noon. NOON. not midnight. who does that",
        "board meeting has moved to {v}, so the {J} budget has to be ready for the papers a week before that",
        "interim report for the {F} is due {v} and I haven't even opened the template",
        "{IT} is away from {v} so anything CRM-related has to happen before then",
        "we told {P} we'd have a draft to them by {v}. I'm regretting that now.",
        "Pencilling in {v} for the site visit, the {F} want to see the {J} site before they decide",
        "the letters of support have to be in by {v}, then I do the final read-through",
        "right, the portal closes {v} and I want it in two days early because the portal always falls over on the last day",
    ],
    "decision": [
        "Right. Decision made: we {a}, because {b}. I'm not reopening it.",
        "I've gone back and forth all morning and I think we {a}, mainly because {b}.",
        "ok talked it through with {DIR}, we're going to {a}. reason being {b}. done.",
        "after sleeping on it, let's {a}. honestly it's because {b}, and I can't argue with that.",
        "We agreed at the team meeting to {a}; the deciding factor was that {b}.",
        "Fine. FINE. We'll {a}. The only reason I'm giving in is that {b}.",
        "so I was thinking about it in the car and I think we should just {a} because {b} and also I'm tired of deciding things",
        "{DIR} and I settled it over lunch: we {a}, because {b}. Writing it down so future me doesn't second-guess it.",
        "Going to {a}. Partly gut feeling, but mostly because {b}.",
    ],
    "constraint": [
        "Rule for myself, please hold me to it: {a} {b}.",
        "{DIR} has made it very clear: {a} {b}. She got burned once and she's not having it again.",
        "important!! {a} {b}. I nearly slipped on this last time",
        "Can you remind me if I ever look like I'm about to break this one: {a} {b}.",
        "From the board minutes, so it's official now: {a} {b}.",
        "just so we're clear for the rest of this process, {a} {b}",
        "{FIN} asked me to write this down somewhere I'll actually see it: {a} {b}. So here it is.",
        "Non-negotiable, and I'm saying it out loud so it sticks: {a} {b}.",
    ],
    "question": [
        "Does anyone actually know {v}? I've asked around and got three different answers.",
        "Random 2am thought: I don't know {v}. Do you?",
        "still waiting to hear {v}. emailed twice, nothing.",
        "Question I should have asked weeks ago: {v}?",
        "I can't find anywhere in the guidance {v}. It's driving me slightly mad.",
        "{FIN} asked me {v} and I just made a face. Any idea?",
        "can you keep a note that I still need to find out {v}? nobody's told me",
        "genuinely unsure {v}, and I don't want to guess on an application form",
    ],
}

EN["errs"] = [
    "permission denied",
    "error: could not connect to server: Connection refused",
    "WARNING: terminal is not fully functional",
    "sudo: a password is required",
    "bash: line 1: unexpected EOF while looking for matching quote",
]

EN["openers"] = ["", "", "", "Got it. ", "Okay. ", "Thanks. ", "Right. "]
EN["closers"] = ["", "", "", "\n\nWant me to draft that?", "\n\nShout if you'd like this as a checklist.",
                 "\n\nHappy to turn this into an email if it helps.", "\n\nAnything else on this one before we move on?"]

EN["replies"] = {
    "name": [
        "Programme officers who actually pick up the phone are worth their weight in gold. A few suggestions:\n\n1. Send a short thank-you email today summarising what you understood from the conversation, and ask the one or two points that were left vague. Having it in writing protects you if the guidance shifts later.\n2. Add them to the CRM against the {F} record with a note of what you discussed and the date.\n3. Keep follow-ups to one clear question per email. One question gets answered; five get skimmed.",
        "That's good news, and worth locking in quickly. To make it easy for them, I'd send a draft they can paste onto their own letterhead, something like:\n\n> I am writing on behalf of our organisation to express strong support for the {J} proposal. We have worked alongside the team on local environmental projects and can confirm our commitment to the partnership described in the application...\n\nTwo practical points: ask for it to be properly signed, and ask for it back a few days before you actually need it, so there's slack if they're slow.",
        "Getting them on side early is the right instinct. I'd book a short call rather than sending the budget cold: walk through the three or four lines that look biggest, explain the assumptions, and ask what they'd want to see before the board pack goes out. Trustees are much kinder to numbers they've already heard explained.",
        "Worth updating everywhere at once so you don't get caught out again: the CRM contact record, your funder tracker, and the shared 'who's who' note on the drive. If the old contact's address is still in any templates or mail-merge lists, swap it out now. And a friendly two-line intro email to the new person does no harm, since they'll be reading your application with fresh eyes.",
        "That's a relationship worth keeping warm. A short follow-up email while the conversation is still fresh, with a line about what you'd each bring, is usually enough. You don't need to commit to anything yet; 'let's talk properly in the spring' keeps the door open without adding to your workload now.",
        "Ha, the reply-all trustee is a universal constant. If it helps, a gentle approach that usually works: thank them for the input, say you'll fold the comments into the next draft, and suggest future comments come to you directly so nothing gets lost in a long thread. Warm, but it quietly closes the reply-all loop.",
    ],
    "command": [
        "Don't panic. Commands like that often look like they've hung when they're really just working through a lot of data quietly. A few checks before you do anything drastic:\n\n1. Leave it a bit longer; large exports and backups can take a while on an older server.\n2. Open a second terminal and see whether the database process is busy.\n3. If it's still stuck after half an hour, Ctrl+C is safe for a read-only job, but check with {IT} before interrupting anything that writes.",
        "Good idea to write it down. I'd put it in the IT handover doc with three extra lines underneath: what it does in plain English, when it should be run, and what 'success' looks like in the output. That way whoever covers next time isn't guessing.",
        "In human language: the command couldn't get at something it needed, either because it wasn't allowed to or because the thing it was trying to reach isn't running. The two usual fixes are running it as the right user (which is probably what {IT} does with sudo) or checking the service is actually up. I wouldn't keep retrying blindly; send {IT} the exact output.",
        "In general it's fine during the day. It reads more than it writes, so the worst case is the CRM feeling a bit sluggish for a few minutes. If you want to be polite to colleagues, run it at lunchtime or just before you leave.",
        "If it finished with 'done' and no red error lines, it almost certainly worked. A quick sanity check is to look at the dashboard or the file it was supposed to produce and confirm the timestamp is from today.",
    ],
    "id": [
        "Worth keeping references like that in one place. I'd suggest a single 'funder references' table on the shared drive: funder, programme, reference, contact, status. It takes ten minutes to set up and saves hours of inbox archaeology later.",
        "It depends on what the work was for. If the evaluation is written into the project budget, it goes against that project line; core costs are for things that aren't tied to one grant. If in doubt, code it to the project and add a note for {FIN} to check when they're back.",
        "Good, that's a milestone. For the full application, I'd start with the eligibility checklist and the budget template before the narrative; those are where applications most often get bounced, and they shape what you can promise in the text.",
        "Nice one. Make sure the reference goes on the invoice template and into the CRM record too, so that finance and the funder are quoting the same thing when the claim goes in.",
        "Excellent, and well done for getting it filed straight away. Next useful thing: pull the reporting schedule and any special conditions out of the agreement into your calendar now, while you still remember reading it.",
    ],
    "port": [
        "It's not a problem in itself. 'Non-standard' on those questionnaires usually just means anything other than the normal web ports. What they care about is whether it's exposed to the internet and whether it's behind a login. If it's only reachable inside the office network, say so; that's the reassuring answer.",
        "That explains the 'doesn't work from outside the office' mystery: the office firewall only lets a couple of ports through, and that one isn't among them. The options are a VPN for volunteers, or asking {IT} to put the app behind the normal web address. The second is friendlier for volunteers.",
        "Good to have it written down. I'd also add it to the IT handover doc with the server name, because the next person will have exactly the same twenty confused minutes you just had.",
        "Sounds right to me, but it's worth a thirty-second check before you commit to it in writing for the migration: open the dashboard from your bookmark and look at the address bar. If that number matches, you're fine.",
    ],
    "version": [
        "Not ancient, but not new either. The practical questions are whether it still gets security updates and whether the hosted plan will take your data as-is. I'd ask {IT} for a rough upgrade estimate and find out whether the hosting company does the migration for you; many do it for free as part of onboarding.",
        "Deprecation warnings are a 'plan for it' thing rather than a 'drop everything' thing. It still works today, but at some point an update will stop supporting it. Add it to the list of things to sort with the hosting migration rather than fiddling with it in a deadline week.",
        "Totally sensible. Never update software in a deadline week; the tiny risk of breaking something isn't worth it. Make a note to do it after submission, ideally on a Monday morning when {IT} is around.",
        "Worth confirming with {IT} before you put it on a form, since the version in the footer is sometimes the web front-end rather than the database underneath. For a funder questionnaire, though, the footer version is usually what they mean.",
    ],
    "money": [
        "That's a solid result. When the award is less than the ask, the next step is a revised budget and a short note on what changes in delivery; funders generally expect that and would rather you scale honestly than promise the original plan on less money. I'd prioritise the activities that map most directly onto their stated outcomes.",
        "It's not greedy if the budget is well justified. What reviewers look for is that each line ties to an activity in the narrative and that the unit costs look reasonable. For a first application, it can also help to signal you'd be open to a smaller award for a reduced scope.",
        "Three months of reserves is on the thin side but not unusual for a small charity; many reserves policies aim for three to six. Worth making sure the board knows the number, and keeping an eye on it if any grant payments come in late.",
        "That's reasonable for an external evaluation. If it's over budget, you could ask whether a lighter scope is possible (fewer interviews, a shorter report), or check whether any funder allows evaluation to be costed as a separate line.",
        "It's not unreasonable once you count preparation, travel, materials and their own management time. Ask them for a breakdown rather than haggling on the total; often a line or two can be trimmed or moved into your in-kind contribution.",
        "Good to capture. I'd put the match amount in the budget notes too, with where each part of it comes from, because assessors often ask you to evidence it.",
    ],
    "date": [
        "Noon deadlines catch a lot of people out. I'd treat the day before as your real deadline, and block the morning itself for nothing but upload checks. Want me to sketch a back-planned timeline?",
        "That gives you a clear working-back date. I'd add it to the shared calendar with two reminders: one for the draft budget and one for the final papers, so nothing lands on the day itself.",
        "Interim reports are usually more forgiving than applications: they want to know what you did, what you spent, what changed and what's next. If you like, I can draft a skeleton with those four headings and you can pour the detail in.",
        "Then it's worth listing everything that needs {IT}'s hands before then and getting it into their diary this week. The risky things are anything involving the server or backups.",
        "You can always send a partial draft on time with a note saying which sections are still moving. Partners usually prefer that to a complete draft that arrives late.",
        "Good call on the buffer. Portals do get slow on the last day, and attachments fail in mysterious ways. Submit early, download the confirmation and save it to the drive.",
    ],
    "decision": [
        "That's a well-reasoned call, and writing down the why is smart; it'll save you re-arguing it at eleven at night before the deadline. Next steps I'd suggest:\n\n1. Tell anyone affected today, briefly.\n2. Make sure the budget and the narrative both reflect it.\n3. Note it in the project file so the rationale survives staff changes.",
        "Sounds sensible to me. The reasoning is the kind of thing that holds up if a trustee asks later. Do you want me to update the plan or the task list to reflect it?",
        "Fair enough, and it's good to have it settled. Indecision costs more time than most wrong decisions do. I'll work on that basis from here.",
        "That's a defensible choice. The only thing I'd watch is making sure the knock-on changes (budget lines, partner roles, timelines) all get updated together so the application stays consistent.",
        "Noted. I'd add a line to the project log with the date and the reason so it's on record for the board.",
    ],
    "constraint": [
        "Noted, I'll treat that as a hard rule. A practical way to make it stick: put it at the top of the application checklist, and if it's a budget rule, add a check cell to the spreadsheet that turns red when it's breached.",
        "Understood. I'll flag it if anything we draft looks like it's drifting towards breaking it. It's also worth telling partners early, since they often build their own budgets without seeing the funder's conditions.",
        "Got it. Rules like that are easy to agree to and easy to forget at two in the morning, so let's make it visible: the checklist, the budget notes and the final pre-submission review.",
        "That's clear. I'd copy the exact wording into the budget notes as well, so whoever reviews the application can see it was applied deliberately.",
        "Will do. If you paste me drafts or budgets later, I'll check them against it before anything else.",
    ],
    "question": [
        "Honestly, I don't know, and I'd rather not guess on something that could affect eligibility. It's exactly the kind of thing to put in writing to the programme officer so the answer is on record. Until then, draft on the cautious assumption and mark it as an open point.",
        "I can't tell you that with any confidence; it varies a lot between funders, and it isn't something I can check reliably from here. Put it on your 'questions for the PO' list and leave it open until somebody gives you a straight answer.",
        "Good question, and not one I can settle for you. Guidance documents are often silent on exactly this sort of thing. I'd flag it as unresolved rather than assume either way.",
        "I don't have a reliable answer. A short, specific email usually gets a quicker reply than a phone message; two lines, one question. In the meantime I'll treat it as open.",
        "No idea, I'm afraid, and I'd be wary of anyone who answers confidently without checking the terms. Keep it on the open list.",
    ],
    "email": [
        "Thanks for forwarding. The tone is positive, which is a good sign. The practical things to pull out are the deadlines and anything they've asked you to change. I'd reply within a day or two to acknowledge it, confirm you'll meet the dates, and ask about anything that isn't clear.",
        "This reads as good news with a bit of admin attached. I'd log the key details in the CRM against the {F} record, put the dates in the shared calendar, and send a short, warm acknowledgement today.",
        "Useful. A couple of things I'd action from this: reply to confirm receipt, get any dates into the calendar with reminders, and check whether the figures they mention match your current budget version. If they don't, better to raise it now than at the reporting stage.",
        "That's fairly standard for a programme officer email. They're being helpful but precise, so I'd match it: a short reply, confirm each point, and don't introduce new questions unless they really matter.",
    ],
    "table": [
        "Thanks, that's clear. A few observations:\n\n1. The staff lines look reasonable for the scope described.\n2. I'd add a short justification note to any line that looks large on its own; reviewers like to see a unit cost.\n3. Double-check that the overhead line is calculated on the right base, since funders differ on whether it's direct costs or the total.\n\nOtherwise it hangs together.",
        "Looks broadly sensible. The one thing I'd check is consistency: make sure the totals here match what the narrative promises, and that every activity in the narrative has a line here.",
        "This is in decent shape. If you want to make it reviewer-friendly, add a notes column explaining how each figure was worked out (day rates, quotes, unit costs). It answers questions before they're asked.",
        "Nothing jumps out as wrong. I'd just confirm the figures against the latest quotes before it goes anywhere, and make sure the version on the shared drive is the one you've pasted here.",
    ],
    "guideline": [
        "That's unambiguous, then. I'd copy that exact paragraph into your submission checklist so it's checked at the end and not just remembered.",
        "Funders don't usually put 'will not be assessed' in unless they mean it. Worth a quick pass over the current draft with exactly that in mind.",
        "Clear enough. If a partner budget feeds into this, send them the paragraph word for word so their numbers follow the same rule.",
    ],
}

EN["after_tool"] = {
    "inbox": ["Found it, it's the message above. Looks like the sender is the right person to reply to; want me to draft a response?",
              "That's the one. I'd file it under the funder's folder so it doesn't get buried again.",
              "Here's what came back from your inbox. The most recent message is the relevant one."],
    "crm": ["That's what the CRM has. The record looks complete; I'd just check the date of the last update.",
            "Here's the CRM result. Nothing looks odd, though it's worth checking against the finance system before it goes into a report.",
            "Pulled from the CRM. If you need it in the report, I'd quote it as 'as at' today's date."],
    "portal": ["That's the current status from the funder portal. Nothing outstanding apart from what's listed.",
               "Here's the portal record. I'd screenshot it for the file, since portals sometimes change what they show after a round closes.",
               "This is what the portal shows. It matches what you'd expect at this stage."],
    "shell": ["That ran cleanly. No errors in the output, so nothing to worry about.",
              "Done. The output looks normal to me.",
              "Here's the output. Nothing alarming in it; I'd mention it to {IT} next time you speak, just for the record."],
}

EN["filler_short"] = [
    ("brb, kettle", "Take your time."),
    ("sorry, phone", "No problem, I'm here when you're back."),
    ("back", "Welcome back. Where were we: budget or narrative?"),
    ("hmm", "Take a minute with it, no rush."),
    ("lol yes", "Glad that landed."),
    ("ok", "Great."),
    ("thanks", "Any time."),
    ("👍", "👍"),
    ("one sec, someone at the door", "Sure."),
    ("ok that helps actually", "Good, glad it's useful."),
    ("sorry I keep going off on tangents", "Tangents are fine, that's how the good ideas show up. Carry on."),
    ("right. focus.", "Focus it is. What's next on the list?"),
]
EN["acks"] = ["ok", "thanks", "ok thanks", "perfect", "great, thank you", "👍", "ok will do", "makes sense", "noted", "ta"]

EN["think_aloud"] = [
    ("I keep rewriting the need statement for the {F} and it's either too gloomy ('everything is dying') or too chirpy ('look at our lovely volunteers!'). I think the problem is I'm trying to say three things at once: that the {J} site matters, that it's getting worse, and that we're the people to fix it. Maybe those are three paragraphs, not one?",
     "Yes, I think you've diagnosed it exactly. Three short paragraphs, in that order, works well:\n\n1. **Why it matters**: the value of the site, in concrete terms (species, people, water).\n2. **What's happening**: the evidence that it's declining, one or two numbers at most.\n3. **Why you**: your track record, your local relationships, your volunteers.\n\nThat structure lets the tone shift naturally, serious in the middle and hopeful at the end, without you having to force it."),
    ("Thinking out loud again. The {F} wants 'systemic change' and I'm never sure what they mean by it. We plant trees and test water and run sessions with kids. Is that systemic? Or are they secretly asking for policy work, which we can't really do?",
     "'Systemic' in funder-speak usually means change that lasts beyond the project and spreads beyond the people directly involved. You don't need policy work to show that. Things like landowners changing how they manage land, schools building water-testing into the curriculum, or volunteers going on to start their own groups all count. I'd pick one or two of those and describe them as the longer-term change your activities are aiming at."),
    ("I had a wobble this morning about whether we're applying to too many funders at once. Five live applications, two reports and a board meeting. {DIR} says it's fine, we need the money. She's right but I'm the one writing them all.",
     "That's a genuinely heavy load for one person, and the wobble is reasonable. A couple of things that might help: reuse a core 'about us' and 'need' section across all of them and only tailor the project-specific parts; and put every deadline on one wall planner so you can see the crunch points. If two deadlines collide, it's worth asking {DIR} now which one matters most, rather than at the last minute."),
    ("Something I've been chewing on: our outcomes are all 'number of volunteers' and 'number of trees', and the {F} feedback last time said they wanted to see change, not activity. But how do you measure change in a hedgerow in one year??",
     "You usually can't, not in one year, and funders know that. The trick is to separate outputs (trees planted, sessions run), short-term outcomes (survival rate, volunteer skills and confidence, landowner commitments) and long-term impact (biodiversity, connectivity). Promise to measure the first two properly and describe how the third would be tracked over time, perhaps with a baseline survey now."),
    ("I'm finding it weirdly hard to write about the volunteers without sounding patronising. They're the best thing about this organisation and every sentence I write sounds like a leaflet.",
     "Try letting one of them speak. A single short quote from a volunteer, with their permission, does more than a paragraph of praise. Then keep your own sentences plain and factual: how many, how often, what they do, what they've learned. Plain facts about people come across as respect; adjectives come across as a leaflet."),
    ("Not a work question exactly but: how do people write grant applications and stay sane? I've been staring at the same paragraph since lunch.",
     "Honestly, by not staring at the same paragraph since lunch. When a section stalls, skip it and write a rough version of the next one; momentum matters more than polish in a first draft. Short timed bursts help too, twenty-five minutes on, five off. And it's fine to stop for the day with a paragraph that's 'good enough for now'."),
    ("I think the {J} project is actually two projects pretending to be one. There's the practical work and there's the education bit with schools. Funders keep asking which one it is. Maybe they're right?",
     "They might be. If the two halves have different audiences, outcomes and partners, presenting them as one project can make both look thin. One option is to keep them together but give each its own clear strand with its own outcomes; the other is to pitch them separately to funders who care about each. Which funders you're targeting probably decides it."),
]

EN["lists"] = [
    ("ok I'm spiralling slightly. things that need doing:\n1. finish the budget narrative\n2. chase the letters of support\n3. reply to the {F}\n4. board papers\n5. figure out what the CRM is doing\n6. eat something\nwhere do I start",
     "Let's untangle it. By urgency and dependency:\n\n1. **Eat something.** Not a joke; everything else is harder hungry.\n2. **Chase the letters**, since they depend on other people, so start them moving first.\n3. **Reply to the {F}**: short and quick, and it unblocks them.\n4. **Budget narrative**: your main deep-work block.\n5. **Board papers**: usually assembled from things you've already written.\n6. **CRM**: unless it's actually broken, it can wait for {IT}."),
    ("list for tomorrow because my brain is full:\n1. proofread {J} narrative\n2. update the funder tracker\n3. ring {P}\n4. ask {FIN} about the reserves figure\n5. back up the drive folder",
     "Good list. I'd do the proofread first thing while you're fresh, the call mid-morning when people are reachable, and the tracker and backup as end-of-day tasks that don't need much brain."),
    ("Things I'm worried about, in no particular order:\n1. the {F} bid is too long\n2. the partner budget doesn't add up\n3. I haven't heard back from two referees\n4. I don't understand the CRM export",
     "All fixable. Length is an editing job, about an hour. The partner budget needs one conversation with them. For the referees, send a polite chaser today with a specific date. And the CRM export is a question for {IT}; write down exactly what you need and let them do the clicking."),
]

EN["drafts"] = [
    ("can you draft me an opening paragraph for the {F} application? something about who we are. short.",
     "Here's a first pass:\n\n> We are a small, volunteer-powered environmental charity working to restore the rivers, wetlands and hedgerows of our local catchment. Since our founding we have worked alongside landowners, schools and community groups to turn local concern about nature into practical action, and our volunteers contribute thousands of hours each year to restoring habitats that matter to people and wildlife alike.\n\nHappy to make it more formal or more personal depending on the funder's tone."),
    ("draft a polite chaser to a referee who hasn't replied, please. they're lovely, just busy",
     "Here you go:\n\n> Hi,\n>\n> I hope you're well, and sorry to nudge! I just wanted to check whether you'd had a chance to look at the letter of support for our application. If it's easier, I'm very happy to send a draft you could adapt. Even a few lines would make a real difference.\n>\n> Thank you so much again for your support.\n\nShort, warm, and it offers to make their life easier."),
    ("could you write a two-sentence summary of the {J} project for the board papers",
     "> The {J} project will restore and protect local habitat through practical volunteer action, working with landowners, schools and partners across the catchment. Over the project period it will deliver measurable improvements on the ground while building the skills and confidence of local volunteers.\n\nYou can swap in specific numbers once the budget is final."),
    ("I need a sentence explaining why we're asking for core costs without sounding desperate",
     "How about:\n\n> Core funding allows us to maintain the staff, systems and volunteer support that make our project work possible, and ensures that every restricted grant we receive is delivered well.\n\nIt frames core costs as what makes project delivery good, not as a gap to be filled."),
    ("can you tidy this up for me: 'we think that the project will probably help quite a lot of people to maybe get more involved in nature stuff'",
     "Tidied:\n\n> The project will help local people get actively involved in caring for nature.\n\nIf you have a target number, it's stronger still: '...help around N local people get actively involved...'."),
]

EN["opening"] = ("Morning. Big few weeks coming up: three funder deadlines, a board meeting, and {IT} is going travelling in the new year so I'm apparently inheriting the donor CRM. I'm going to use you as my external brain, if that's ok.",
                 "Of course, that's what I'm here for. Send things over as they come up: notes, emails, budgets, half-formed thoughts. I'll help you keep track, draft, check figures and flag anything that looks risky. Where would you like to start?")
EN["closing"] = ("ok I'm logging off, my brain is soup. thank you for today, genuinely",
                 "You got a lot done today. Rest, and we'll pick it up tomorrow. Everything's in the conversation, so nothing is lost.")


# --------------------------------------------------------------------------------------------
# Chinese material (written as a Chinese grant writer would type, not translated)

ZH = {}
ZH["funders"] = ["青山环境基金会", "绿源公益基金会", "蔚蓝海洋保护基金", "南岭生态基金会", "山水自然基金会",
                 "明德社区基金会", "北极光公益基金", "长江湿地保护基金", "禾木环境基金会", "清泉公益基金会"]
ZH["fcode"] = {"青山环境基金会": "QS", "绿源公益基金会": "LY", "蔚蓝海洋保护基金": "WL", "南岭生态基金会": "NL",
               "山水自然基金会": "SS", "明德社区基金会": "MD", "北极光公益基金": "BJG", "长江湿地保护基金": "CJ",
               "禾木环境基金会": "HM", "清泉公益基金会": "QQ"}
ZH["partners"] = ["溪流守护者", "湖畔自然学校", "绿石志愿者协会", "滨海青少年环境社", "林下生态合作社", "城南社区服务中心"]
ZH["projects"] = ["湿地修复", "河岸植被恢复", "校园水质监测", "城市苗圃", "红树林监测", "垃圾分类社区试点", "候鸟栖息地调查"]
ZH["orgs"] = [("绿岸环境", "lvan"), ("青禾自然", "qinghe"), ("溪地环境", "xidi")]
ZH["it_names"] = ["小李", "小陈", "小赵"]
ZH["dir_names"] = ["张总", "何老师", "林总"]
ZH["fin_names"] = ["老周", "老孙", "老郑"]
ZH["sur"] = list("王李张刘陈杨赵黄吴徐孙马朱胡郭何罗高梁宋郑谢韩唐冯董程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段钱汤尹黎易常武乔贺赖龚文")
ZH["given"] = ["建国", "晓燕", "志强", "丽娟", "海涛", "静怡", "文博", "雪梅", "子涵", "国华", "思远", "美玲",
               "振宇", "春红", "一鸣", "慧敏", "立新", "秀英", "佳琪", "明轩", "雨桐", "德胜", "玉兰", "浩然"]

ZH["decisions"] = [
    ("先报{F}的{J}项目", ["他们的报告一年只要交一次", "项目官员本来就了解我们", "他们配套资金的要求宽松很多"]),
    ("这轮不报{F}了", ["今年实在扛不住再来一次审计", "不然截止日期正好撞上年终结账", "理事会开会太晚赶不上主轮"]),
    ("跟{F}申请三年期的资助", ["两年期的钱做候鸟调查根本不够", "志愿者开春前需要一个准信"]),
    ("我们自己牵头{J}项目，让{P}做执行伙伴", ["上次联合预算吃过大亏"]),
    ("让{P}做{J}项目的联合申请方", ["土地那边的关系都在合作方手里"]),
    ("{F}的中期报告提前一周交", ["我可不想过年还在写报告"]),
    ("走{F}的小额资助通道", ["小额通道的通过率高得多", "{DIR}不想今年摊子铺太大"]),
    ("{J}试点这次不放进{F}的申请里", ["试点结果要到夏天才出来"]),
    ("给{F}用短版的变革理论", ["评审根本没人看长版"]),
    ("{J}的评估费从非限定性资金里出", ["评估老师的日费又涨了"]),
    ("{J}项目协调员按0.6个人算", ["理事会不可能批赤字预算", "这样管理费能稳稳压在上限以内"]),
    ("{J}拆成两个小项目分开申请", ["评审说我们上次要的钱跟机构规模不匹配"]),
    ("{J}的设备找{F}要", ["只有他们肯出设备费"]),
    ("{J}的成果指标推倒重写", ["上次评审意见说我们的成果指标太虚"]),
]
ZH["it_decisions"] = [
    ("把捐赠人系统迁到云上", ["{IT}明年一月就去外地了，没人会维护", "云服务的报价比买新服务器便宜",
                             "数据安全检查点名说办公室服务器有风险"]),
    ("捐赠人系统在办公室服务器上再用一年", ["迁移正好会撞上年终结账"]),
    ("周五的备份改到半夜跑", ["白天跑备份整个系统卡得要命"]),
    ("旧的志愿者工时系统不用了", ["现在几乎没人用它登记工时了"]),
    ("{FIN}的CRM账号改成只读", ["审计说有管理员权限的人太多了"]),
]
ZH["rules"] = [
    "管理费不能超过15%",
    "预算里不能出现任何游说费用",
    "支持信必须有亲笔签字和公章",
    "千万别把预算发成可编辑的Excel",
    "不要再用2024年的成果数据",
    "设备费只能占总预算的两成以内",
    "禁止列招待费和餐费",
    "评估必须请外部的人来做",
    "照片必须有签过字的肖像授权",
    "只能用共享盘里那套logo",
    "任何人的工资都不能按超过0.8个人算",
]
ZH["scopes"] = [
    "凡是给{F}的材料",
    "{J}项目的申请书里",
    "只要{P}是联合申请方",
    "今年交给{F}的所有东西",
    "{F}的申请书和附件里",
]
ZH["guide_rules"] = {0, 1, 2, 5, 6, 7, 8, 10}
ZH["it_rules"] = [
    "禁止把捐赠人邮箱导到个人电脑上",
    "千万别在正式库上跑去重脚本",
    "谁都不许用公共管理员账号登CRM",
    "不要动周五的备份任务",
    "捐赠人数据不能放进在线表格",
]
ZH["it_scopes"] = [
    "{IT}没做完新备份之前",
    "年终结账期间",
    "托管迁移跑着的时候",
    "{F}报告期结束之前",
    "除非{DIR}书面同意了",
]
ZH["questions"] = [
    "{F}认不认志愿者工时做配套",
    "{F}的结项报告要不要附审计报告",
    "被{F}拒了之后同一年还能不能再报",
    "{P}那边到底谁来签合作协议",
    "{J}的设备费能不能含税报",
    "截止以后{F}系统里的草稿还在不在",
    "{J}那条预算线的结余最后怎么处理",
    "{F}给不给报志愿者督导的人工费",
    "CRM的授权能不能再加一个管理员账号",
    "{F}的申请要不要理事会正式做决议",
    "{F}的评审一般要多久",
    "{P}做{J}活动要不要有自己的儿童保护制度",
]

ZH["tpl"] = {
    "name": [
        "刚跟{F}新来的项目官员{v}通完电话，人挺好的，很热情，但问到底要完整的逻辑框架还是只要成果指标，她也说不清楚。挂了电话我问题反而更多了😂",
        "{P}那边的{v}答应给我们写支持信了！！终于。不过人家说最近特别忙，让我先写个草稿过去改",
        "记一下：理事会新来的财务理事叫{v}，十月份刚上任。{J}的预算下次理事会之前得先给这位新理事过一遍，不然会上又要被问一堆",
        "{F}那边换人了，现在对接我们的是{v}。之前那个夏天就走了也没人通知，我发邮件被退回来才知道",
        "语音转文字可能有错字 就是{F}那边真正管事的是{v} 听{FIN}说以前在{P}干过 难怪上次一直追着问志愿者的事",
        "{v}又在理事群里@所有人对{J}项目发表意见了……我爱理事我爱理事我爱理事",
        "今天早上资助方交流会上认识了{P}的{v}，负责社区项目的，说明年可以一起联合申请，我脑子还没转过来嘴就先答应了",
        "{DIR}说以后{F}相关的邮件都要抄送{v}，据说是那边资助委员会的主任，喜欢什么都知道。行吧，又多一堆邮件",
    ],
    "command": [
        "{IT}之前教我跑`{v}`，我刚跑了，光标闪了十分钟一点反应都没有，正常吗还是我把捐赠人数据库搞坏了😭",
        "记一下免得又忘：{IT}每周五跑的那个命令是\n\n    {v}\n\n说是不跑的话CRM备份就不更新了，等发现就晚了",
        "原样贴一下我敲的：\n\n$ {v}\n{err}\n\n这是啥意思，能说人话吗",
        "{IT}走之前留了张便利贴就写着「{v}」，下面一行小字「看板挂了就跑这个」。现在看板真挂了，我直接敲就行？",
        "问一下，`{v}`白天跑会不会把CRM拖慢啊，大家都在用",
        "跑了。`{v}`。刷了一大堆字最后说done，我就当它成功了吧",
        "{IT}让我给{F}拉捐赠数据之前先跑一下 {v} ，说先确认一下没问题再拉，有没有风险",
    ],
    "id": [
        "{F}的申请编号是{v}，写在这儿，邮箱里老是找不到",
        "评估老师的发票到了，发票号{v}，记{J}那条线还是记机构运营？{FIN}今天请假问不了",
        "他们给了个新编号{v}，说以后所有往来邮件都必须写上，不然就石沉大海",
        "{IT}给CRM厂商提了工单，工单号{v}，就是捐赠人重复记录那个事，到现在没人回",
        "意向书过了！系统里显示{v}，接下来写正式申请，深呼吸",
        "{J}设备的采购单号是{v}，{FIN}说发票上必须写这个号，不然不给报",
        "{F}的资助协议终于发下来了，协议编号{v}，签好扫描放共享盘了，开心",
    ],
    "port": [
        "捐赠人看板的地址是 http://crm01.{slug}.local:{v} ，我是看{IT}写在白板上才知道的",
        "{IT}说他把报表看板挪到{v}端口了，原来那个被别的程序占了。没人告诉我！我还以为服务器挂了，折腾了二十分钟",
        "{F}的信息安全问卷问有没有用“非标准端口”，我们CRM网页开在{v}端口，这算非标准吗",
        "网管问看板用的哪个端口，是{v}吧？我收藏夹里存的是这个",
        "办公室电脑上打开localhost:{v}能看到登录页，今天总算有件事是正常的",
        "托管公司问CRM接口跑在哪个端口，我很自信地说了{v}，其实心里一点底都没有",
    ],
    "version": [
        "CRM页面最底下写着版本{v}，这是不是很老了，感觉好老",
        "{IT}说我们捐赠人数据库是{v}版本，托管套餐只支持更新的，升级麻烦吗大概",
        "同步日志每天早上6点都报 client {v} deprecated，要管吗",
        "{F}的IT问卷问“CRM软件当前版本”，填{v}对吧？",
        "邮件合并那个插件还是{v}，厂商说三月份就停止支持了",
        "报表工具弹窗说“您正在使用{v}，有可用更新”，截止前这周我是绝对不点的",
    ],
    "money": [
        "{F}的资助通知书写的是两年{v}，没批满，但说实话能拿到就不错了",
        "{J}项目我们打算跟{F}申请{v}，第一次跟他们申请会不会太贪了",
        "{FIN}说非限定性储备只剩{v}了，大概够三个月运营……没事没事没事",
        "评估老师报价{v}，比预算多，但比我担心的少",
        "{P}要{v}做{J}的十二场活动，是不是有点贵？还是我太抠了",
        "{J}的设备加运费一共{v}，我放设备费里了",
        "刚听说那笔遗赠到账了，{v}，捐赠人我们谁都没见过，我在茶水间哭了一会儿",
    ],
    "date": [
        "{F}的截止时间是{v}中午12点，中午！！不是晚上12点，谁定的规矩",
        "理事会改到{v}开了，所以{J}的预算得提前一周放进会议材料",
        "{F}的中期报告{v}要交，模板我都还没打开",
        "{IT}{v}开始休假，CRM相关的事必须在那之前弄完",
        "我们跟{P}说了{v}之前给他们初稿，现在有点后悔",
        "{F}想在评审前来看一下{J}的现场，我先暂定{v}",
        "支持信最晚{v}要收齐，然后我再通读一遍终稿",
    ],
    "decision": [
        "定了，{a}，主要是{b}。不再讨论了",
        "纠结了一上午，还是{a}吧，毕竟{b}",
        "跟{DIR}商量过了，决定{a}，因为{b}",
        "就这么定了：{a}。原因很简单，{b}。写下来免得以后自己又动摇",
        "昨晚想了想，我们就{a}，说到底还是因为{b}",
        "开会的时候大家一致同意{a}，主要是{b}",
        "行吧行吧，{a}，我让步只是因为{b}",
    ],
    "constraint": [
        "给自己立个规矩，你帮我盯着：{b}，{a}。",
        "{DIR}说得很清楚：{b}，{a}。她以前吃过亏，不想再来一次",
        "重要！！{b}，{a}，上次差点犯了",
        "理事会纪要里写的：{b}，{a}，没得商量",
        "{FIN}让我写在看得见的地方：{b}，{a}。那就写这儿了",
        "说清楚啊，接下来整个流程{b}，{a}",
    ],
    "question": [
        "对了，{v}？一直没搞明白",
        "{v}，问了项目官员到现在也没人回复",
        "还有个问题：{v}，你知道吗？",
        "指南里翻来覆去找不到{v}，快疯了",
        "{FIN}问我{v}，我答不上来，到现在还不知道",
        "半夜突然想到：{v}？完全不知道",
    ],
}

ZH["errs"] = ["permission denied", "could not connect to server: Connection refused", "sudo: 需要密码",
              "bash: 未预期的文件结尾", "错误: 权限不够"]

ZH["openers"] = ["", "", "", "好的。", "收到～", "了解。", "嗯。"]
ZH["closers"] = ["", "", "", "\n\n需要的话我可以直接帮你起草。", "\n\n要不要我整理成一个清单？", "\n\n还有别的要一起处理吗？"]

ZH["replies"] = {
    "name": [
        "肯接电话的项目官员真的很难得。几个建议：\n\n1. 今天就发一封简短的感谢邮件，把你理解的要点写下来，顺便把没说清楚的一两个问题书面问一下，以后指南有变化也有据可查。\n2. 在CRM里{F}那条记录下面加上这个联系人，备注一下这次聊了什么。\n3. 以后追问每封邮件只问一个问题，问五个容易被略过。",
        "好消息！为了让对方省事，建议你直接写一份草稿，对方贴到自己的信头纸上改改就能用，比如：\n\n> 我机构谨此表示对{J}项目的大力支持。我们与项目团队在本地环境保护工作中有长期合作，愿意按申请书中所述承担合作伙伴的角色……\n\n两点提醒：请对方正式签字盖章；另外让对方比实际截止早几天给你，留点余地。",
        "提前沟通是对的。建议约个短电话，别直接把预算表甩过去：挑三四条最大的科目讲一下测算依据，再问问对方上会之前还想看什么。理事对提前听过解释的数字会宽容很多。",
        "建议一次性全部更新，免得再踩坑：CRM联系人、资助方跟踪表、共享盘里的通讯录。如果邮件模板或群发名单里还有旧联系人，现在就换掉。再给新的项目官员发一封两三句话的自我介绍邮件，对方会带着新眼光看你的申请。",
        "这个关系值得维护。趁热发一封跟进邮件，写一句双方可以各自贡献什么就够了，现在不用承诺什么，“开春我们再详细聊”既留了口子又不增加你的工作量。",
        "哈哈，爱回复全部的理事是宇宙常数。比较温和的做法：先谢谢他的意见，说会在下一版里吸收，再建议以后意见直接发给你，免得在长邮件串里漏掉。客气，但悄悄把“回复全部”这个口子收了。",
    ],
    "command": [
        "别慌，这类命令经常看起来像卡住了，其实是在默默处理大量数据。先别急着做什么：\n\n1. 再等一会儿，老服务器上导出和备份本来就慢。\n2. 开一个新的终端看看数据库进程是不是在忙。\n3. 半小时还没动静的话，只读的任务按Ctrl+C是安全的，但会写数据的任务先问{IT}再中断。",
        "记下来是对的。建议放进IT交接文档，下面再补三行：这条命令用大白话说是干什么的、什么时候跑、跑成功的输出长什么样。下一个接手的人就不用猜了。",
        "说人话就是：这条命令没拿到它需要的东西，要么是没权限，要么是它要连的服务根本没在跑。常见的解决办法是换成正确的用户来跑（{IT}应该是用sudo），或者先确认服务起来了。别盲目重试，把完整输出发给{IT}最省事。",
        "一般白天跑没问题，它主要是读数据，最坏情况就是CRM慢几分钟。想照顾同事的话，午饭时间或者下班前跑。",
        "最后显示done、没有红色报错的话，基本就是成功了。想确认的话，看一下看板或者它应该生成的文件，时间是不是今天的。",
    ],
    "id": [
        "这类编号最好集中放一个地方。建议在共享盘建一张“资助方编号”表：资助方、项目、编号、联系人、状态。十分钟搞定，以后省掉大量翻邮箱的时间。",
        "看这笔钱是干什么用的。如果评估写进了项目预算，就记项目那条线；机构运营是跟具体资助无关的支出。拿不准的话先记项目线，备注一下等{FIN}回来确认。",
        "恭喜，阶段性胜利！正式申请建议先看资格审核清单和预算模板，再写正文，被退回的申请多半栽在这两块，而且它们决定了正文里能承诺什么。",
        "好的。记得把编号也加到发票模板和CRM记录里，这样财务和资助方说的是同一个号。",
        "太好了，而且马上归档，值得表扬。下一步：趁还记得，把协议里的报告时间表和特殊条款都录进日历。",
    ],
    "port": [
        "本身不是问题。问卷里的“非标准”一般就是指常规网页端口以外的端口，他们真正关心的是它有没有暴露在公网上、有没有登录保护。如果只在办公室内网能访问，就照实写，这是最让人放心的答案。",
        "这就解释了为什么在外面用不了：办公室防火墙只放行少数几个端口，这个不在里面。办法要么给志愿者开VPN，要么让{IT}把它挂到正常的网址后面，后者对志愿者友好得多。",
        "记下来好。建议连同服务器名一起写进IT交接文档，不然下一个人也会经历你刚才那二十分钟。",
        "我觉得没错，不过写进迁移文件之前花三十秒确认一下：从收藏夹打开看板，看地址栏里的数字，对得上就没问题。",
    ],
    "version": [
        "不算古董，但也不新了。关键是它还有没有安全更新，以及托管套餐能不能直接接收现在的数据。建议问{IT}大概要多少工作量，再问托管公司是不是包迁移，很多家入驻时免费帮迁。",
        "deprecated这类警告属于“要排进计划”，不是“马上放下手里的事”。现在还能用，只是以后某次更新会不再支持。放进托管迁移的待办里一起处理，截止前这周别去动它。",
        "完全正确。截止那周绝对不要更新软件，搞坏的风险再小也不值得。提交之后找个{IT}在的周一上午再弄。",
        "写进问卷前最好跟{IT}确认一下，页面底部的版本有时候是前端的，不是底下数据库的。不过资助方问卷问的一般就是页面上这个。",
    ],
    "money": [
        "这个结果很不错了。批的比申请的少，下一步就是做一版调整后的预算，附一段说明执行上怎么调整；资助方一般都预期这样，宁可你老老实实缩小规模，也不要拿少的钱承诺原来的计划。优先保留跟他们关注的成果最直接相关的活动。",
        "只要预算有理有据就不算贪。评审主要看每一条是不是对应正文里的活动、单价是否合理。第一次申请的话，也可以表示如果资金有限，愿意按缩小的范围执行。",
        "三个月储备偏紧，但小机构很常见，很多机构的储备政策目标是三到六个月。建议让理事会知道这个数，如果有资助款延迟到账要多留意。",
        "外部评估这个价算正常。超预算的话可以问能不能缩小范围，比如少做几个访谈、报告短一些，或者看看有没有资助方允许把评估单列一条。",
        "算上备课、交通、材料和他们自己的管理时间，其实不算离谱。与其砍总价，不如请他们给一个明细，通常有一两条可以压缩，或者算进我们的实物配套里。",
        "记下来好。配套金额也写进预算说明里，写清楚每一部分从哪来，评审经常要求提供证明。",
    ],
    "date": [
        "中午截止很多人会栽。建议把前一天当作真正的截止日，当天上午只做上传检查。要我帮你倒排一个时间表吗？",
        "这样倒推的时间点就清楚了。建议放进共享日历，设两个提醒：一个是预算初稿，一个是会议材料终稿，别让事情都挤到当天。",
        "中期报告一般比申请宽松：做了什么、花了多少、有什么变化、下一步打算。要的话我先按这四块搭个框架，你往里填内容。",
        "那就把所有需要{IT}动手的事列出来，这周就排进他的日程。风险最大的是跟服务器和备份有关的。",
        "到时候可以先按时发一个不完整的初稿，注明哪几部分还在改。合作方一般更喜欢这样，而不是迟到的完整稿。",
        "留余量是对的。最后一天系统经常卡，附件还会莫名其妙传不上去。早点提交，把确认回执下载存到共享盘。",
    ],
    "decision": [
        "这个决定理由很充分，把原因写下来也很聪明，免得截止前一晚又重新吵一遍。建议接下来：\n\n1. 今天就简单告知相关的人。\n2. 确认预算和正文都按这个改了。\n3. 在项目档案里记一笔，人员变动了理由也还在。",
        "我觉得很合理，以后理事问起来也站得住。要不要我按这个更新一下计划或者待办清单？",
        "可以，定下来就好。犹豫不决浪费的时间往往比选错还多。之后我就按这个来。",
        "这个选择说得过去。唯一要注意的是连带的改动，预算科目、合作方角色、时间表，要一起更新，申请书前后才一致。",
        "记下了。建议在项目日志里写上日期和理由，方便给理事会交代。",
    ],
    "constraint": [
        "记住了，当硬性规定处理。想让它真正落实：写在申请检查清单最上面；如果是预算方面的，在表格里加一个校验格，一旦超了就标红。",
        "明白。之后起草的东西如果有往这个方向走的苗头，我会提醒你。另外建议早点告诉合作方，他们做自己那部分预算时往往看不到资助方的要求。",
        "好的。这种规定答应的时候很容易，半夜两点赶稿的时候最容易忘，所以要让它随时看得见：检查清单、预算说明、提交前最后一遍审核。",
        "清楚了。建议把原话也抄进预算说明，审核的人能看出来是有意遵守的。",
        "没问题。之后你发草稿或预算给我，我先对照这条检查。",
    ],
    "question": [
        "说实话我不知道，这种可能影响资格的事我不想瞎猜。最好书面问项目官员，有个正式答复留底。在那之前先按最保守的情况写，并标成待确认。",
        "这个我没法确定，每家资助方差别很大，我这边也查不到可靠的说法。先放进“要问项目官员的问题”清单里，等有人给明确答复再说。",
        "好问题，但我给不了准话。指南里经常偏偏对这种事一字不提。建议先标成未解决，两头都别假设。",
        "我没有可靠的答案。简短具体的邮件通常比电话留言回得快，两三句话，只问这一个问题。在那之前我先当它是待定的。",
        "抱歉，真不知道。没查过条款就敢拍胸脯回答的人反而要小心。先挂在待解决清单上吧。",
    ],
    "email": [
        "谢谢转过来。语气挺积极的，是好兆头。要抓的重点是时间节点和他们要求修改的地方。建议一两天内回复确认收到，说明会按时完成，有不清楚的地方顺便问。",
        "这是好消息外加一点行政手续。建议把关键信息录进CRM里{F}那条记录，日期放进共享日历，今天先简短回一封表示感谢。",
        "有用。我会从这封邮件里拎出几件事：回复确认收到；把日期放进日历并设提醒；核对一下他们提到的数字跟你现在的预算版本是不是一致，不一致的话现在提比到报告阶段再提好得多。",
        "项目官员的邮件大多是这个风格，客气但精确。回复也照这个来：简短，逐条确认，不是特别要紧就别加新问题。",
    ],
    "table": [
        "谢谢，很清楚。几点看法：\n\n1. 人员费用相对项目规模看是合理的。\n2. 单看比较大的科目建议加一句测算说明，评审喜欢看到单价。\n3. 确认一下管理费的计算基数，有的资助方按直接成本算，有的按总额算。\n\n其他都说得通。",
        "整体合理。要检查的是一致性：这里的合计要跟正文承诺的对得上，正文里每个活动在这里都要有对应的科目。",
        "已经不错了。想让评审看着舒服的话，加一列“测算说明”，写清楚每个数怎么来的（日费、报价、单价），问题还没问就先回答了。",
        "没看出明显问题。发出去之前再跟最新报价核一遍，并确认共享盘上的版本就是你贴的这版。",
    ],
    "guideline": [
        "那就没有歧义了。建议把这段原话贴进提交检查清单，最后逐条核对，而不是靠记。",
        "资助方写了“不予评审”一般就是真的。建议带着这条专门把现在的稿子过一遍。",
        "很清楚。如果有合作方的预算要并进来，把这段原话发给他们，让他们也按同样的规定做。",
    ],
}

ZH["after_tool"] = {
    "inbox": ["找到了，就是上面这封。回复给发件人应该就对了，要我帮你起草回信吗？",
              "就是这封。建议归到这家资助方的文件夹里，免得又被埋了。",
              "邮箱里搜出来的结果在上面，最新的那封是相关的。"],
    "crm": ["这是CRM里的记录，看着是完整的，只要确认一下最后更新时间。",
            "CRM查出来的结果在上面。没看出异常，不过写进报告之前最好跟财务系统核对一下。",
            "从CRM拉出来了。写进报告的话，建议注明“截至今天”。"],
    "portal": ["这是资助方系统里的当前状态，除了列出来的没有别的待办。",
               "系统里的记录在上面。建议截个图存档，一轮结束后系统显示的内容有时会变。",
               "系统显示的就是这些，跟这个阶段应有的状态一致。"],
    "shell": ["跑完了，输出里没有报错，不用担心。",
              "好了，输出看起来正常。",
              "输出在上面，没什么吓人的，下次跟{IT}聊的时候顺便提一句就行。"],
}

ZH["filler_short"] = [
    ("等我一下，去倒杯水", "好，不急。"),
    ("接个电话", "没问题，回来再说。"),
    ("回来了", "欢迎回来。刚才说到哪了，预算还是正文？"),
    ("嗯……", "慢慢想，不着急。"),
    ("哈哈哈是的", "能帮上就好～"),
    ("好", "好的。"),
    ("谢谢", "不客气。"),
    ("👌", "👌"),
    ("有人敲门，稍等", "好。"),
    ("嗯这个有用", "太好了。"),
    ("不好意思我老跑题", "跑题没关系，好点子经常是这么冒出来的，继续说。"),
    ("好，专心。", "专心。清单上下一件是什么？"),
]
ZH["acks"] = ["好", "谢谢", "好的谢谢", "完美", "收到", "👌", "行，我去弄", "有道理", "记下了", "嗯嗯"]

ZH["think_aloud"] = [
    ("{F}的需求陈述我改了好几遍，要么写得太悲观（“一切都在消失”），要么太欢快（“看我们可爱的志愿者！”）。我觉得问题是我想在一段里说三件事：{J}这块地很重要、情况在变差、我们是能解决问题的人。是不是应该拆成三段？",
     "对，你已经找到症结了。按这个顺序写三段短的效果很好：\n\n1. **为什么重要**：具体说它的价值（物种、居民、水）。\n2. **正在发生什么**：情况变差的证据，最多一两个数字。\n3. **为什么是我们**：过往成绩、本地关系、志愿者。\n\n这样语气会自然过渡，中间严肃、结尾有希望，不用硬凹。"),
    ("又在自言自语了。{F}要“系统性改变”，我一直搞不懂他们什么意思。我们就是种树、测水、带小朋友做活动，这算系统性吗？还是他们其实想要政策倡导，那个我们真做不了",
     "资助方说的“系统性”一般是指项目结束后还能持续、并且影响到直接参与者以外的人的改变，不一定非要做政策。比如土地所有者改变管理方式、学校把水质监测纳入课程、志愿者后来自己成立小组，这些都算。挑一两个写成你们活动指向的长期改变就行。"),
    ("今天早上突然有点崩，是不是同时报的资助方太多了。五个在写的申请、两个报告、一个理事会。{DIR}说没事，我们需要钱。她说得对，但全都是我一个人写啊",
     "一个人扛这些确实很重，崩一下很正常。两个可能有帮助的办法：做一份通用的“机构介绍”和“需求”部分，所有申请共用，只改项目相关的部分；把所有截止日期画在一张墙上的计划表里，哪里扎堆一眼就看到。如果两个截止撞了，现在就问{DIR}哪个优先，别拖到最后。"),
    ("一直在琢磨：我们的成果指标全是“志愿者人数”“种树棵数”，{F}上次反馈说想看到改变而不是活动。可是一年之内一片河岸能有什么看得出的改变？？",
     "一年之内通常确实看不出，资助方也明白。诀窍是分层：产出（种了多少、做了几场活动）、短期成果（成活率、志愿者技能和信心、土地所有者的承诺）、长期影响（生物多样性、连通性）。前两层认真承诺测量，第三层说明以后怎么持续跟踪，比如现在先做一次基线调查。"),
    ("写志愿者那部分怎么写都像宣传单，又怕显得居高临下。他们明明是我们机构最好的部分",
     "试试让志愿者自己说话。征得同意后放一句志愿者的原话，比一整段夸奖有力得多。你自己的句子就写得朴素、具体：多少人、多久一次、做什么、学到了什么。具体的事实本身就是尊重，形容词堆多了才像宣传单。"),
    ("不算工作问题：大家写申请书都是怎么保持不疯的？我从午饭后就一直盯着同一段",
     "说真的，就是别从午饭后一直盯着同一段😂 卡住了就跳过，先把下一段粗写出来，初稿要的是推进不是打磨。也可以用番茄钟，写二十五分钟歇五分钟。今天停在一段“暂时够用”的地方也完全可以。"),
    ("我觉得{J}其实是两个项目硬凑成一个：一块是实地工作，一块是进学校做教育。资助方老问到底是哪个。也许他们说得对？",
     "有可能。如果两块的受众、成果、合作方都不一样，硬放在一起反而两边都显得单薄。一个办法是保留在一起，但分成两条清楚的线，各有各的成果；另一个是分开报给各自关心的资助方。看你们主要瞄准哪几家资助方再定。"),
]

ZH["lists"] = [
    ("我有点乱了，要做的事：\n1. 把预算说明写完\n2. 催支持信\n3. 回{F}的邮件\n4. 理事会材料\n5. 搞清楚CRM又怎么了\n6. 吃饭\n从哪开始",
     "我们理一下，按紧急程度和依赖关系：\n\n1. **先吃饭。** 不是开玩笑，饿着肚子什么都更难。\n2. **催支持信**：要靠别人，先让它动起来。\n3. **回{F}**：简短快速，回了对方才能往下走。\n4. **预算说明**：今天主要的专注时间给它。\n5. **理事会材料**：大多是从已经写好的东西里拼。\n6. **CRM**：只要没真坏，可以等{IT}。"),
    ("明天的清单，脑子满了先写下来：\n1. 校对{J}正文\n2. 更新资助方跟踪表\n3. 给{P}打电话\n4. 问{FIN}储备金的数\n5. 备份共享盘文件夹",
     "清单挺好。建议一早趁清醒先校对，上午十点左右打电话（大家都在），跟踪表和备份放到下班前，不怎么费脑子。"),
    ("我担心的事，不分先后：\n1. {F}的申请太长\n2. 合作方预算对不上\n3. 两个推荐人还没回\n4. CRM导出我看不懂",
     "都能解决。太长是编辑的活，一个小时左右。合作方预算跟他们通一次话。推荐人今天发个客气的催促，给个具体日期。CRM导出交给{IT}，你写清楚要什么，让他去点。"),
]

ZH["drafts"] = [
    ("能帮我写个{F}申请书的开头吗？介绍我们是谁，短一点",
     "先来一版：\n\n> 我们是一家以志愿者为主要力量的小型环保机构，致力于修复和保护本地流域的河流、湿地与绿篱。成立以来，我们与土地所有者、学校和社区组织一起，把居民对自然的关心变成实实在在的行动，志愿者每年为修复对人和野生动物都重要的栖息地投入数千小时。\n\n根据资助方的风格可以改得更正式或者更有人情味。"),
    ("帮我写个客气点的催促，给一个还没回复的推荐人，人很好就是忙",
     "给你：\n\n> 您好！\n>\n> 不好意思打扰了～想问一下您是否有空看看我们申请的支持信？如果方便的话，我可以先写一份草稿供您修改，几句话就对我们帮助很大。\n>\n> 再次感谢您的支持！\n\n简短、温和，还主动帮对方省事。"),
    ("帮我给理事会材料写两句话的{J}项目简介",
     "> {J}项目将通过志愿者的实地行动修复和保护本地栖息地，与流域内的土地所有者、学校和合作伙伴共同推进。项目期内将在实地带来可衡量的改善，同时提升本地志愿者的技能和信心。\n\n等预算定了可以把具体数字加进去。"),
    ("我需要一句话解释为什么申请机构运营经费，又不能显得很可怜",
     "这样如何：\n\n> 机构运营经费使我们能够维持保障项目顺利开展所需的人员、系统和志愿者支持，确保每一笔定向资助都得到高质量执行。\n\n把运营经费说成项目做好的前提，而不是一个要填的窟窿。"),
    ("帮我改一下这句：“我们觉得这个项目大概可以帮助挺多人可能更多地参与到自然相关的事情里”",
     "改好了：\n\n> 本项目将帮助本地居民积极参与自然保护。\n\n如果有目标人数会更有力：“……帮助约N名本地居民……”。"),
]

ZH["opening"] = ("早～接下来几周要忙疯了：三个资助方截止、一个理事会，{IT}明年一月要去外地，捐赠人CRM好像要我接手。我打算把你当外挂大脑用，可以吧",
                 "当然可以，这就是我的用处。有什么随时发过来：笔记、邮件、预算、没想清楚的念头都行。我帮你记事、起草、核数字，有风险的地方会提醒你。先从哪件开始？")
ZH["closing"] = ("我下线了，脑子成浆糊了。今天真的谢谢你",
                 "今天做了很多事了，好好休息，明天接着来。内容都在对话里，不会丢。")

# extra, template-specific replies (appended so that the indices in *_rmap line up)
EN["replies"]["name"] += [
    "That's a common snag with smaller partners. Management accounts plus a short covering note from their treasurer, saying when the audited set will be ready, is often the best anyone can do. I'd mention it to the programme officer before submitting rather than hoping nobody notices; most funders would rather know up front.",
    "Easiest way to make that stick is a saved email template, or a rule that adds them automatically to anything with the funder's name in the subject. Keep what you send him short; committee chairs tend to read the first two lines and not much else.",
    "A readable evaluation is worth a lot. Before any work starts, agree the scope in writing: the questions it needs to answer, what data you'll hand over, and when the draft and final reports are due. That avoids the classic end-of-project scramble.",
    "Useful intel, and it explains the volunteer questions. If that's the first reader, make sure the volunteer section is concrete: numbers, hours, training, and what volunteers actually do on site.",
]
EN["replies"]["command"] += [
    "If that's exactly what {IT} left for this situation, then yes, it's probably fine. Copy it character for character, though, since one wrong space can change what a command does. And if it asks for a password or prints anything with 'error' in it, stop and send {IT} the output rather than trying variations.",
    "Low risk. Nothing in it changes donor records, so the worst case is that it takes a few minutes. Doing it first is sensible; better to spot a problem before the numbers go into a report.",
    "Short lists are safe lists. Next to each entry I'd add one line on what it does and one on what to do if it fails, so the doc still makes sense when {IT} isn't around to explain it.",
]
EN["replies"]["id"] += [
    "Support desks do go quiet. If there's nothing in three working days, reply on the same ticket rather than opening a new one and ask for an update; it keeps the history together. Worth adding it to the handover doc too.",
    "Worth hunting down everywhere the old number lives (the CRM record, the invoice template, the funder tracker, any saved email templates) so it doesn't creep back into correspondence.",
]
EN["replies"]["port"] += [
    "Good habit. Using your own login rather than the shared one means the audit trail shows who did what, which matters for data protection and makes problems much easier to trace.",
    "Small victories count. It also tells you something useful: the app itself is running fine, so if it misbehaves from anywhere else, the problem is the network path rather than the server.",
]
EN["replies"]["version"] += [
    "Good call writing it down. Hosting companies usually want the database version plus a rough idea of how much data there is, so it might be worth asking {IT} for the size at the same time.",
    "Annoying, but it has usually just moved into a menu rather than vanished; check under settings or a 'more' menu. After the deadline it may be worth asking {IT} to switch off automatic plugin updates so this doesn't happen mid-crunch.",
]
EN["replies"]["money"] += [
    "Capital sounds right for kit that will outlast the project. Check the funder's definition, though: some only treat items above a certain value as capital, and many cap the share of the budget that can go on it.",
    "What a lovely thing to happen. Practical bits for when you're ready: record it properly in the CRM, make sure a thank-you goes to the executors or family, and ask the board whether they want to designate it for something specific or add it to reserves.",
]
EN["replies"]["date"] += [
    "Site visits are a very good sign; funders rarely spend the time on applications they aren't interested in. Plan who'll be there and what they'll see, and try to get a couple of volunteers along to talk about what they do.",
    "I'd give the referees a date a few days before that, so late letters don't squeeze your final read-through. A gentle reminder a week out usually does the trick.",
]
EN["cmd_tcats"] = [None, {"backup"}, None, {"restart"}, {"data", "backup"}, None, None, {"data", "inspect"}]
ZH["cmd_tcats"] = [None, {"backup"}, None, {"restart"}, {"data", "backup"}, None, {"data", "inspect"}]
EN["rmap"] = {"name": [0, 1, 2, 3, 6, 5, 9, 4, 7, 8], "command": [0, 1, 2, 5, 3, 7, 4, 6],
              "id": [0, 1, 0, 5, 2, 3, 6, 4], "port": [2, 2, 0, 3, 4, 1, 5, 3],
              "version": [0, 0, 1, 4, 5, 3, 1, 2], "money": [0, 1, 2, 3, 4, 5, 6, 7],
              "date": [0, 1, 2, 3, 4, 6, 7, 5]}

ZH["replies"]["name"] += [
    "小机构合作方经常卡在这里。一般能做到的就是提供管理报表，再让他们财务附一段说明，写清楚审计报告什么时候出。建议提交前先跟项目官员打个招呼，别指望没人发现，大多数资助方更喜欢提前知道。",
    "最省事的办法是存一个邮件模板，或者设个规则，标题里有这家资助方名字的邮件自动抄送。发给对方的东西尽量短，委员会主任一般只看前两行。",
    "能看得懂的评估报告很值钱。开始之前把范围书面约定好：要回答哪些问题、我们提供哪些数据、初稿和终稿什么时候交，免得项目末期手忙脚乱。",
    "很有用的情报，也解释了为什么老被问志愿者的事。既然是这位先看申请，志愿者那部分一定要写具体：人数、时长、培训、在现场具体做什么。",
]
ZH["replies"]["command"] += [
    "如果这就是{IT}专门为这种情况留的，那基本没问题。不过要一个字符一个字符照抄，多一个空格意思可能就变了。要是它让你输密码，或者输出里有error，就停下来把输出发给{IT}，别自己换着花样试。",
    "风险很低。它不会改捐赠人记录，最坏就是跑几分钟。先跑一下是对的，有问题最好在数字进报告之前发现。",
    "清单短才安全。建议每一条旁边补一句它是干什么的、失败了怎么办，这样{IT}不在的时候文档也看得懂。",
]
ZH["replies"]["id"] += [
    "厂商客服经常没声音。三个工作日没回的话，在同一个工单下追问，别新开一个，记录都在一起。也记得写进交接文档。",
    "建议把旧编号出现过的地方都找出来换掉：CRM记录、发票模板、资助方跟踪表、存着的邮件模板，免得又被用回去。",
]
ZH["replies"]["port"] += [
    "好习惯。用自己的账号而不是公共账号，操作记录才能看出是谁做的，这对数据保护很重要，出了问题也好查。",
    "小胜利也是胜利。这也说明程序本身是正常的，如果在别的地方用不了，问题出在网络上，不在服务器。",
]
ZH["replies"]["version"] += [
    "记下来好。托管公司一般除了数据库版本还会问数据量大概多大，可以顺便让{IT}查一下。",
    "很烦，不过一般只是挪进了某个菜单，没消失，去设置或者“更多”里找找。截止以后可以让{IT}把插件自动更新关掉，免得赶稿的时候又来一次。",
]
ZH["replies"]["money"] += [
    "能用好几年的设备放设备费是对的。不过要看资助方的定义，有的只有单价超过一定金额才算设备，很多还限制设备费占总预算的比例。",
    "太暖心了。等你缓过来再办这几件事：CRM里好好登记，给遗嘱执行人或者家属写封感谢信，再问理事会是要指定用途还是放进储备金。",
]
ZH["replies"]["date"] += [
    "来实地走访是很好的信号，资助方不会在没兴趣的申请上花这个时间。提前想好谁陪同、看哪些地方，最好叫一两个志愿者来讲讲他们做的事。",
    "建议跟推荐人说的时间再往前提几天，免得晚到的支持信挤掉你通读终稿的时间。提前一周客气地提醒一下，一般就够了。",
]
ZH["rmap"] = {"name": [0, 1, 2, 3, 9, 5, 4, 7], "command": [0, 1, 2, 5, 3, 4, 6],
              "id": [0, 1, 0, 5, 2, 3, 4], "port": [2, 2, 0, 3, 5, 3],
              "version": [0, 0, 1, 3, 1, 2], "money": [0, 1, 2, 3, 4, 6, 7],
              "date": [0, 1, 2, 3, 4, 6, 7]}

EN["think_aloud"] += [
    ("I've been reading the {F} strategy document on the train and I can't work out if we're a good fit or if I'm just seeing what I want to see. They talk a lot about 'nature recovery networks' and 'community power'. We do both? Sort of? On a small scale?",
     "Small scale isn't a weakness if you frame it right. Funders using that language usually want to see that local action connects to something bigger. I'd test the fit with two questions: can you name the specific network or landscape your sites belong to, and can you show local people making decisions rather than just turning up? If you can answer both concretely, you're a fit, not a stretch."),
    ("Honestly the hardest part of this job is saying no to funders. There's a fund that would give us money for something we don't really want to do and everyone's like 'but it's money'.",
     "That's a real tension, and it's healthy that you're feeling it. Money for work outside your mission has hidden costs: staff time, reporting, volunteer goodwill, and drift. A simple test is whether you'd still want to do the work if it were unfunded. If the answer is no, it's usually better to pass and spend the time on a bid that moves your actual plan forward."),
    ("the case study section is killing me. we have loads of lovely stories but they're all about the same three volunteers because they're the ones who answer emails",
     "Very common. A quick fix is to ask your field staff for one story each from people you don't usually hear from: a landowner, a teacher, a young volunteer, someone who came once and came back. Even two sentences and a photo each gives you a broader range, and funders notice when the same faces keep appearing."),
    ("thinking about the logframe. I know everyone hates logframes. I hate logframes. but the {F} wants one and I'd rather it was good than just filled in",
     "A good logframe is really just a clear argument laid out in rows: if we do these activities, these outputs happen, which lead to these outcomes, and here's how we'll know. Start from the outcomes, not the activities, and keep the indicators few and measurable. Three strong outcome rows beat ten vague ones. Happy to help you sketch the first draft."),
    ("I've just realised every application I've written this year says 'passionate' at least twice. Is that a problem or am I overthinking",
     "A little bit of a problem, yes, only because reviewers read that word a hundred times a round and it slides past them. Show it instead: years of volunteer involvement, the number of hours, the fact that people come back. Evidence of commitment reads as passion without you having to say it."),
    ("do you think funders actually read the appendices? I've spent two days on them",
     "Some do, most skim, and almost all check they're there. The useful trick is to make sure anything essential to your case is in the main application, with the appendices as supporting evidence. Then it doesn't matter whether they're read in full; they simply show you've done the work."),
    ("Been thinking about how we talk about climate in the bids. Some funders want it front and centre, some get twitchy about anything that sounds political. We're a river charity. Water is climate. I don't know how to pitch it.",
     "You can describe climate impacts in concrete, local terms without sounding political: more frequent floods, lower summer flows, warmer water, stressed species. That's just describing what's happening at your sites. Then tune the emphasis per funder: lead with it where it's a priority, keep it as context where it's not."),
]
EN["lists"] += [
    ("Monday brain dump:\n1. narrative for {F} (half done)\n2. partner budget from {P} (not arrived)\n3. board paper on reserves\n4. that thing {DIR} mentioned on Friday which I have forgotten\n5. CRM renewal?",
     "Good dump. Two quick wins first: message {DIR} asking what the Friday thing was (thirty seconds, and it stops nagging at you), and chase {P} for their budget so it arrives while you write. Then give the {F} narrative your best focus hours. The reserves paper and the CRM renewal can share the afternoon."),
    ("what I need from other people this week:\n1. signed letter from {P}\n2. accounts from {FIN}\n3. photos from the field team\n4. sign-off from {DIR}\nand from myself: a miracle",
     "Send all four asks today, each with a specific date, and make the dates staggered so you're not waiting on everything at once. The sign-off from {DIR} should come last, once the other pieces are in. The miracle we'll have to improvise."),
    ("things I've promised people and not done:\n1. feedback on the volunteer newsletter\n2. a reference for an old intern\n3. reply to the school about spring sessions\nI am a bad person",
     "You're a busy person, which is different. All three are small: the newsletter feedback can be three bullet points, the reference maybe half an hour, and the school reply two lines saying you'll confirm dates after the deadline. Could be done before lunch."),
]
EN["drafts"] += [
    ("can you write a short thank-you to a funder who rejected us but gave really useful feedback? I want to stay on their radar",
     "Here's a draft:\n\n> Thank you for letting us know the outcome, and especially for taking the time to share such useful feedback. We were disappointed, of course, but the panel's comments have already shaped how we're developing the project. We'd very much welcome the chance to speak with you before a future application.\n\nGracious, and it opens the door to a conversation."),
    ("I need a one-line description of our volunteers for the {F} form. max 200 characters",
     "> Our volunteers, from teenagers to retired farmers, give their time every week to plant, monitor and restore local rivers and wetlands.\n\nThat's well under 200 characters, and it gives a sense of range as well as commitment."),
    ("help me say 'we have no idea what will happen in year three' in a way that sounds like a plan",
     "> Year three will build on what we learn in years one and two. We will review progress with partners at the end of year two and adapt delivery to focus on the approaches that prove most effective.\n\nAdaptive management is a real and respected approach, and this is an honest way to describe it."),
    ("can you draft an email to the board asking for comments on the {J} bid by the end of the week? short, they don't read long emails",
     "> Dear all,\n>\n> Attached is the draft {J} application. I'd be grateful for any comments by Friday. The key sections are the budget (page 6) and outcomes (page 4), if you only have ten minutes.\n>\n> Many thanks,\n> Imogen\n\nPointing them to specific pages tends to get more useful replies."),
    ("write me a sentence on sustainability (the 'what happens after the grant ends' kind) for the {J} project",
     "> By the end of the project, trained local volunteers and landowner agreements will allow the work to continue at a lower cost, and the monitoring data we collect will support future funding for the next phase.\n\nIt points to skills, relationships and evidence, which is what assessors look for in that section."),
]
EN["chat"] = [
    ("it's hailing. sideways. I'm supposed to be at the {J} site this afternoon", "Classic. If the site visit is flexible, it might be worth moving it; nobody does their best thinking in sideways hail. If not, flask of tea and waterproof everything."),
    ("the office heating is broken again so I'm working from the café. forgive typos, I'm in gloves", "Gloves and a grant deadline, very heroic. Typos forgiven; I'll read around them."),
    ("my cat just walked across the keyboard and nearly submitted something. we're fine. everything is fine", "A near-miss with a cat at the controls. Worth saving your drafts somewhere safe before anything goes near a submit button."),
    ("saw a kingfisher on the way in this morning, first one this winter. reminded me why I do this", "That's a lovely thing to carry into a day of budgets. It might be worth keeping little moments like that for the narrative too; they're the sort of detail that makes an application feel real."),
    ("train's delayed so I'm stuck on a platform with 4% battery. I'll be back online in an hour", "Save the battery. I'll be here when you're back."),
    ("sorry, long morning. a volunteer had a fall at the site, she's fine but I've been doing incident forms", "Glad she's okay. Incident forms are tedious but important. Take a breather before diving back into the grant stuff."),
    ("{DIR} brought in cake. productivity has collapsed", "Cake-related productivity collapse is well documented. Enjoy it; the deadline will still be there in ten minutes."),
    ("I've had four coffees and the budget still doesn't balance", "Maybe switch to water and take five. A fresh look usually finds the broken formula faster than a fifth coffee does."),
    ("ok weekend. not opening my laptop. probably", "Enjoy it. Everything will keep until Monday."),
    ("happy Monday, back at it", "Happy Monday. What's first this week?"),
]
ZH["think_aloud"] += [
    ("在地铁上看了{F}的战略文件，看不出我们是真的匹配还是我自己一厢情愿。他们老说“自然恢复网络”“社区赋权”，我们都做一点？算是？规模很小？",
     "规模小不是缺点，关键是怎么讲。用这种说法的资助方一般想看到本地行动跟更大的图景连在一起。可以用两个问题检验：能不能说出你们的点位属于哪个具体的网络或者片区？能不能证明本地居民是在做决定，而不只是来参加活动？两个都能具体回答，就是匹配，不是硬凑。"),
    ("说实话这份工作最难的是拒绝资助方。有个基金愿意出钱让我们做一件我们其实不太想做的事，大家都说“那也是钱啊”",
     "这种纠结很正常，也说明你的判断是健康的。跟使命不符的钱有隐性成本：人力、报告、志愿者的热情，还有方向跑偏。一个简单的检验：如果没有钱，你们还想做这件事吗？如果不想，通常更好的选择是放弃，把时间花在真正推进自己计划的申请上。"),
    ("案例那部分要了我的命。好故事一大堆，但全是那三个志愿者的，因为只有他们回邮件",
     "太常见了。快速的办法是请一线同事每人找一个平时听不到声音的人的故事：土地所有者、老师、年轻志愿者、来过一次又回来的人。每个两三句话加一张照片，范围就广了。资助方看得出来是不是老是同几张脸。"),
    ("在想逻辑框架的事。我知道大家都讨厌逻辑框架，我也讨厌。但{F}要，我宁愿做好一点而不是随便填填",
     "好的逻辑框架其实就是把一个清楚的论证按行排开：做了这些活动，产生这些产出，带来这些成果，我们用这些方式知道。从成果倒着写，而不是从活动往下写，指标少而可测。三行扎实的成果比十行虚的强。需要的话我帮你搭初稿。"),
    ("我刚发现今年写的每份申请里“热爱”都出现至少两次，这有问题吗还是我想多了",
     "有一点问题，只是因为评审一轮要看一百遍这个词，直接就滑过去了。换成事实来体现：志愿者参与了几年、多少小时、有多少人一次次回来。证据本身就是热爱，不用说出来。"),
    ("你觉得资助方真的会看附件吗？我花了两天做附件",
     "有的会看，大多数会扫一眼，几乎所有人都会检查有没有。诀窍是把论证里最关键的东西都放进正文，附件作为佐证。这样看不看全都没关系，它们的作用就是证明你们是认真做了功课的。"),
]
ZH["lists"] += [
    ("周一脑内清单：\n1. {F}的正文（写了一半）\n2. {P}的合作方预算（还没到）\n3. 理事会储备金的材料\n4. {DIR}周五说的那件事，我忘了是啥\n5. CRM续费？",
     "清单不错。先做两个快的：问{DIR}周五说的是什么（三十秒，省得一直惦记），再催{P}把预算发来，让它在你写东西的时候到。然后把状态最好的时间给{F}的正文。储备金材料和CRM续费可以一起放下午。"),
    ("这周要别人给我的东西：\n1. {P}签字的支持信\n2. {FIN}的财务报表\n3. 一线同事的照片\n4. {DIR}的审批\n要我自己给自己的：奇迹",
     "今天就把四个请求都发出去，每个给一个具体日期，日期错开，别全都卡在同一天等。{DIR}的审批放最后，等其他材料齐了再给她。奇迹的话我们只能现场发挥了。"),
]
ZH["drafts"] += [
    ("帮我写封简短的感谢信，给一个拒了我们但反馈特别有用的资助方，想保持联系",
     "草稿：\n\n> 感谢告知评审结果，更感谢您花时间给出这么有价值的反馈。结果当然有些遗憾，但评审的意见已经在帮助我们完善项目。下次申请之前，非常希望能有机会先跟您交流一下。\n\n得体，也给以后的沟通留了门。"),
    ("{F}的表格要一句话介绍我们的志愿者，最多60个字",
     "> 我们的志愿者从中学生到退休农民都有，每周坚持在本地河流和湿地种植、监测、修复。\n\n不到60字，既有多样性也有坚持。"),
    ("帮我把“第三年会怎样我们完全不知道”说得像个计划",
     "> 第三年的工作将基于前两年的经验展开。第二年末我们将与合作方共同评估进展，并把执行重点调整到被证明最有效的方法上。\n\n适应性管理是正经被认可的做法，这样写也是诚实的。"),
    ("帮我写个给理事们的邮件，请他们这周五前对{J}申请提意见，短一点，他们不看长邮件",
     "> 各位理事好：\n>\n> 附件是{J}项目申请书初稿，请在本周五前提出意见。时间有限的话，重点看预算（第6页）和成果（第4页）即可。\n>\n> 谢谢！\n\n指明具体页码，收到的意见往往更有用。"),
]
ZH["chat"] = [
    ("下冰雹了，横着下的，我下午还要去{J}现场", "经典。如果走访时间能改就改吧，横着的冰雹里谁也想不清楚事。改不了的话，带上保温杯，全身防水。"),
    ("办公室暖气又坏了，我在咖啡馆办公，戴着手套打字，错字见谅", "戴手套赶截止，很有英雄气概。错字没关系，我能看懂。"),
    ("猫刚从键盘上走过去，差点把东西提交了。没事。一切都好", "猫差点替你提交，惊险。在任何提交按钮附近之前，先把草稿存好。"),
    ("早上来的路上看到一只翠鸟，今年冬天第一只。想起来我为什么干这行了", "这一下能撑过一整天的预算表了。这种小细节也值得留着写进正文，会让申请书有温度。"),
    ("地铁晚点了，我困在站台上，手机只剩4%的电，一小时后再上线", "省着点电，回来再说。"),
    ("不好意思，上午太乱了，一个志愿者在现场摔了一跤，人没事，我一直在填事故报告", "人没事就好。事故报告很烦但很重要。先缓一缓再回来弄申请。"),
    ("{DIR}带了蛋糕来，效率全线崩溃", "蛋糕导致效率崩溃是有文献记载的。吃吧，截止日期十分钟后还在那儿。"),
    ("喝了四杯咖啡了预算还是不平", "换白开水，歇五分钟吧。换个眼光看，往往比第五杯咖啡更快找到出错的公式。"),
    ("周末了，不开电脑。大概", "好好休息，这些事都能等到周一。"),
    ("周一快乐，开工了", "周一快乐。这周先弄哪个？"),
]

EN["id_cats"] = ["app", "inv", "app", "ticket", "eoi", "po", "grant", "grant"]
ZH["id_cats"] = ["app", "inv", "app", "ticket", "eoi", "po", "grant"]

EN["table_lines"] = ["Project coordinator (0.6 FTE)", "Field officer", "Volunteer expenses", "Tools & materials",
                     "Native plants and seed", "External evaluation", "Schools sessions (partner)", "Travel",
                     "Volunteer training", "Communications", "Monitoring equipment", "Landowner liaison"]
ZH["table_lines"] = ["项目协调员（0.6人）", "野外专员", "志愿者补贴", "工具和材料", "本地苗木和种子", "外部评估",
                     "进校活动（合作方）", "交通费", "志愿者培训", "传播费", "监测设备", "土地所有者沟通"]

# --------------------------------------------------------------------------------------------
# the conversation


class Conv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.per_kind = per_kind
        self.rng = random.Random(seed * 100003 + attempt * 7919 + (17 if zh else 0))
        self.L = ZH if zh else EN
        self.taken = set()
        self.used = {}
        r = self.rng
        org, slug = r.choice(self.L["orgs"])
        self.base = {"IT": r.choice(self.L["it_names"]), "DIR": r.choice(self.L["dir_names"]),
                     "FIN": r.choice(self.L["fin_names"]), "ORG": org, "slug": slug}

    # ---- small utilities
    def fresh(self, gen, tries=2000):
        for _ in range(tries):
            s = gen()
            if all(s not in t and t not in s for t in self.taken):
                self.taken.add(s)
                return s
        raise RuntimeError("no fresh value")

    def ctx(self, **kw):
        r = self.rng
        c = dict(self.base)
        c.update(F=r.choice(self.L["funders"]), P=r.choice(self.L["partners"]), J=r.choice(self.L["projects"]))
        c.update(kw)
        return c

    def stamp(self, days_back=14):
        r = self.rng
        return self.fresh(lambda: "2026-11-%02d %02d:%02d" % (r.randint(20 - min(days_back, 18), 19),
                                                                r.randint(7, 19), r.randint(0, 59)))

    def reply(self, topic, c):
        L = self.L
        body = fill(self.rng.choice(L["replies"][topic]), **c)
        op = self.rng.choice(L["openers"]) if topic in ("email", "table") else ""
        return op + body + self.rng.choice(L["closers"])

    def roughen(self, text, protect):
        r = self.rng
        protect = sorted(set(protect), key=len, reverse=True)
        parts = re.split("(" + "|".join(re.escape(p) for p in protect) + ")", text) if protect else [text]
        free = [i for i, p in enumerate(parts) if p not in protect and p.strip()]
        if not free:
            return text
        if self.zh:
            if r.random() < 0.3 and parts[-1] not in protect and parts[-1].endswith("。"):
                parts[-1] = parts[-1][:-1]
            if r.random() < 0.15:
                i = r.choice(free)
                if "的" in parts[i]:
                    parts[i] = parts[i].replace("的", "得", 1)
            if r.random() < 0.1:
                i = free[-1]
                parts[i] = parts[i] + r.choice(["", "哈哈", "😂", "…"])
        else:
            if r.random() < 0.3:
                i = r.choice(free)
                words = [m for m in re.finditer(r"[a-z]{5,}", parts[i])]
                if words:
                    m = r.choice(words)
                    w = m.group(0)
                    k = r.randint(1, len(w) - 3)
                    w2 = w[:k] + w[k + 1] + w[k] + w[k + 2:]
                    parts[i] = parts[i][:m.start()] + w2 + parts[i][m.end():]
            if r.random() < 0.12 and parts[0] not in protect and parts[0][:1].isupper():
                parts[0] = parts[0][0].lower() + parts[0][1:]
            if r.random() < 0.15 and parts[-1] not in protect and parts[-1].endswith("."):
                parts[-1] = parts[-1][:-1]
        return "".join(parts)

    # ---- value generators
    def v_name(self):
        r = self.rng
        if self.zh:
            return self.fresh(lambda: ZH["sur"][self.pick_idx("sur", len(ZH["sur"]))] + ZH["given"][self.pick_idx("given", len(ZH["given"]))])
        return self.fresh(lambda: EN["first"][self.pick_idx("first", len(EN["first"]))] + " " + EN["last"][self.pick_idx("last", len(EN["last"]))])

    def v_command(self):
        r = self.rng
        slug = self.base["slug"]
        mmdd = lambda: "11%02d" % r.randint(1, 19)
        gens = [
            (lambda: "pg_dump -Fc -d donors -f /srv/backups/donors_%s.dump" % mmdd(), "back up the donor database by hand", "backup"),
            (lambda: "sudo systemctl restart %s" % r.choice(["donorbase-sync", "crm-worker", "mailsync", "donorbase-web", "volunteer-hours"]),
             "restart the sync worker when the dashboard stops updating", "restart"),
            (lambda: "tail -n %d /var/log/donorbase/%s.log" % (r.randrange(50, 500, 10), r.choice(["import", "sync", "mailer"])),
             "see the end of the import log", "inspect"),
            (lambda: (lambda d: "rsync -avh /mnt/shared/Grants/%s/ backup@nas01:/volume1/grants/%s/" % (d, d))(
                r.choice(["2026-27", "Applications", "Reports", "Budgets", "Letters"])),
             "copy the grants folder over to the NAS", "backup"),
            (lambda: "docker compose -f /opt/donorbase/docker-compose.yml logs --tail=%d web" % r.randrange(40, 400, 20),
             "see why the dashboard is throwing errors", "inspect"),
            (lambda: "find /mnt/shared/Grants -iname '*%s*' -mtime -%d" % (r.choice(["budget", "letter", "report", "logframe", "consent"]), r.randint(2, 30)),
             "find recently changed files on the shared drive", "inspect"),
            (lambda: "donorbase export --fund %s --since 2026-%02d-01 --format csv" % (r.choice(["WET", "HED", "SCH", "PEAT", "TREE", "CORE"]), r.randint(1, 11)),
             "export the gifts for one fund", "data"),
            (lambda: "psql -d donors -c 'SELECT fund_code, SUM(amount) FROM gifts WHERE gift_year = %d GROUP BY fund_code;'" % r.choice([2024, 2025, 2026]),
             "get the totals per fund straight from the database", "data"),
            (lambda: "sudo journalctl -u %s --since today -n %d" % (r.choice(["donorbase-sync", "mailsync", "crm-worker"]), r.randrange(50, 300, 25)),
             "check the sync service's recent logs", "inspect"),
            (lambda: "donorbase dedupe --dry-run --batch %d" % r.randrange(100, 2000, 50),
             "check for duplicate donors without changing anything", "data"),
            (lambda: "du -sh /mnt/shared/Grants/%s/*" % r.choice(["2025-26", "2026-27", "Archive", "Photos"]),
             "see which grant folders are eating the disk", "inspect"),
            (lambda: "crontab -l -u %s" % r.choice(["backup", "donorbase", "www-data"]),
             "see what's scheduled to run on the server", "inspect"),
            (lambda: "sudo certbot renew --cert-name crm.%s.org.uk" % slug, "renew the dashboard certificate", "restart"),
            (lambda: "mysqldump --single-transaction volunteer_hours > /srv/backups/vh_%s.sql" % mmdd(),
             "back up the volunteer hours app", "backup"),
        ]
        box = {}

        def g():
            fn, purpose, cat = gens[self.pick_idx("cmd", len(gens))]
            box["p"], box["c"] = purpose, cat
            return fn()
        cmd = self.fresh(g)
        return cmd, box["p"], box["c"]

    def v_id(self, cat, F):
        r = self.rng
        code = self.L["fcode"][F]
        n = lambda k: "%0*d" % (k, r.randint(1, 10 ** k - 1))
        if self.zh:
            gens = {
                "app": [lambda: "%s-2027-%s" % (code, n(4)), lambda: "SQ2026%02d%02d-%s" % (r.randint(9, 11), r.randint(1, 28), n(2))],
                "inv": [lambda: "FP-%s" % n(6)],
                "grant": [lambda: "%s基资字〔2026〕%s号" % (F[0], n(3)), lambda: "%s-XY-%s" % (code, n(4))],
                "ticket": [lambda: "GD%s" % n(7)],
                "eoi": [lambda: "%s-EOI-%s" % (code, n(3))],
                "po": [lambda: "CG-26%s" % n(4)],
            }
        else:
            gens = {
                "app": [lambda: "%s-%s-%s" % (code, r.choice(["26", "27"]), n(4)), lambda: "APP-%s" % n(5)],
                "inv": [lambda: "INV-%s" % n(5), lambda: "EV-26%s" % n(3)],
                "grant": [lambda: "GR/%s/%s" % (r.choice(["2026", "2027"]), n(3)), lambda: "%s-G%s" % (code, n(4))],
                "ticket": [lambda: "CS-%s" % n(5), lambda: "SUP-%s" % n(4)],
                "eoi": [lambda: "EOI-27%s%s" % (r.choice("ABCDEFGHJK"), n(3))],
                "po": [lambda: "PO-%s" % n(4)],
            }
        return self.fresh(lambda: r.choice(gens[cat])())

    def port_gen(self):
        r = self.rng
        pool = [8080, 8443, 8069, 9090, 3000, 5432, 3306, 8000, 8888, 9443, 8181, 7070, 5601, 9000, 8501,
                6080, 4443, 8444, 9091, 8090, 7443, 8008, 5050, 8983, 6543, 8761, 9200, 4200, 5173, 8280]

        def g():
            if r.random() < 0.5:
                return str(r.choice(pool))
            while True:
                p = r.randint(3001, 9999)
                if not 1990 <= p <= 2100:
                    return str(p)
        return g

    def v_port(self):
        return self.fresh(self.port_gen())

    def v_version(self):
        r = self.rng

        def g():
            x = r.random()
            if x < 0.55:
                return "%d.%d.%d" % (r.randint(1, 16), r.randint(0, 80), r.randint(0, 30))
            if x < 0.7:
                return "%d.%d" % (r.randint(10, 17), r.randint(1, 12))
            if x < 0.85:
                return "v%d.%d.%d" % (r.randint(1, 9), r.randint(0, 40), r.randint(0, 20))
            return "%d.%d.%d-lts" % (r.randint(2, 12), r.randint(0, 30), r.randint(0, 15))
        return self.fresh(g)

    def money_fmt(self, style, n):
        if self.zh:
            if style == "yen":
                return "¥{:,}".format(n)
            if style == "yuan":
                return "%d元" % n
            if style == "usd":
                return "{:,}美元".format(n)
            w = n / 10000.0
            ws = ("%d" % w) if w == int(w) else ("%.1f" % w)
            return {"wan": ws + "万", "wanyuan": ws + "万元", "rmbwan": "人民币" + ws + "万元"}[style]
        sym = {"gbp": "£", "eur": "€", "usd": "$", "chf": "CHF ", "nok": "NOK "}
        if style == "k":
            w = n / 1000.0
            return "£" + (("%d" % w) if w == int(w) else ("%.1f" % w)) + "k"
        return sym[style] + "{:,}".format(n)

    def money_amount(self, style):
        r = self.rng
        if style in ("wan", "wanyuan", "rmbwan"):
            return r.choice([r.randrange(5000, 100000, 1000), r.randrange(100000, 400000, 10000)])
        if style == "k":
            return r.randrange(2000, 90000, 500)
        if style == "nok":
            return r.randrange(15000, 400000, 5000)
        if style == "yuan":
            return r.randrange(800, 30000, 100)
        if r.random() < 0.7:
            return r.randrange(1500, 40000, 50)
        return r.randrange(40000, 180000, 250)

    def v_money(self):
        r = self.rng
        styles = ["yen", "yuan", "wan", "wanyuan", "rmbwan", "usd"] if self.zh else ["gbp", "gbp", "eur", "usd", "chf", "nok", "k"]
        box = {}

        def g():
            st = r.choice(styles)
            n = self.money_amount(st)
            box["st"], box["n"] = st, n
            return self.money_fmt(st, n)
        v = self.fresh(g)
        return v, box["st"], box["n"]

    def noise_money(self, style):
        return self.fresh(lambda: self.money_fmt(style, self.money_amount(style)))

    def v_date(self):
        r = self.rng

        def g():
            d = date(2026, 12, 1) + timedelta(days=r.randint(0, 130))
            if self.zh:
                fm = r.randint(0, 3)
                if fm == 0:
                    return "%d月%d日" % (d.month, d.day)
                if fm == 1:
                    return "%d月%d号" % (d.month, d.day)
                if fm == 2 and d.year == 2027:
                    return "2027年%d月%d日" % (d.month, d.day)
                return "%d月%d日（周%s）" % (d.month, d.day, ZH_WD[d.weekday()])
            fm = r.randint(0, 6)
            M, D = MONTHS[d.month], d.day
            return [
                "%d %s" % (D, M),
                "%s %d %s" % (WEEKDAYS[d.weekday()], D, M),
                "%s %s" % (M[:3], ordinal(D)),
                "the %s of %s" % (ordinal(D), M),
                "%d %s %d" % (D, M[:3], d.year),
                "%02d/%02d/%d" % (D, d.month, d.year),
                "%s %s" % (M, ordinal(D)),
            ][fm]
        return self.fresh(g)

    def pick_pair(self, pool, c):
        r = self.rng
        box = {}

        def ga():
            tpl, reasons = pool[self.pick_idx("dec%d" % len(pool), len(pool))]
            box["b"] = fill(r.choice(reasons), **c)
            return fill(tpl, **c)
        for _ in range(400):
            a = ga()
            b = box["b"]
            if all(a not in t and t not in a and b not in t and t not in b for t in self.taken) and a != b:
                self.taken.add(a)
                self.taken.add(b)
                return a, b
        raise RuntimeError("no pair")

    def new_fact(self, kind):
        r = self.rng
        L = self.L
        c = self.ctx()
        f = {"kind": kind, "ctx": c, "meta": {}}
        if kind == "name":
            f["v"] = self.v_name()
        elif kind == "command":
            f["v"], f["meta"]["purpose"], f["meta"]["cat"] = self.v_command()
        elif kind == "id":
            f["meta"]["tpl"] = r.randrange(len(L["tpl"]["id"]))
            f["meta"]["cat"] = L["id_cats"][f["meta"]["tpl"]]
            f["v"] = self.v_id(f["meta"]["cat"], c["F"])
        elif kind == "port":
            f["v"] = self.v_port()
        elif kind == "version":
            f["v"] = self.v_version()
        elif kind == "money":
            f["v"], f["meta"]["style"], f["meta"]["n"] = self.v_money()
        elif kind == "date":
            f["v"] = self.v_date()
        elif kind == "decision":
            it = r.random() < 0.25
            try:
                f["a"], f["b"] = self.pick_pair(L["it_decisions"] if it else L["decisions"], c)
            except RuntimeError:
                it = not it
                f["a"], f["b"] = self.pick_pair(L["it_decisions"] if it else L["decisions"], c)
            f["meta"]["it"] = it
        elif kind == "constraint":
            it = r.random() < 0.25
            if not [x for x in L["it_rules"] if x not in self.taken]:
                it = False
            f["meta"]["it"] = it
            rules = L["it_rules"] if it else L["rules"]
            scopes = L["it_scopes"] if it else L["scopes"]
            box = {}

            def g():
                k = r.randrange(len(rules))
                box["k"] = k
                return rules[k]
            f["a"] = self.fresh(g)
            f["meta"]["guide"] = (not it) and box["k"] in L["guide_rules"]
            f["b"] = self.fresh(lambda: fill(scopes[self.pick_idx("sc%d" % len(scopes), len(scopes))], **self.ctx(F=c["F"], IT=c["IT"])))
        elif kind == "question":
            f["v"] = self.fresh(lambda: fill(L["questions"][self.pick_idx("q", len(L["questions"]))], **self.ctx()).replace("s's ", "s' "))
        f["needles"] = [f["a"], f["b"]] if kind in ("decision", "constraint") else [f["v"]]
        return f

    # ---- carriers
    CARRIERS = {
        "name": [("user", 55), ("email", 20), ("tool", 25)],
        "command": [("user", 55), ("tool", 30), ("assistant", 15)],
        "id": [("user", 50), ("email", 20), ("tool", 30)],
        "port": [("user", 50), ("tool", 30), ("assistant", 20)],
        "version": [("user", 50), ("tool", 30), ("log", 20)],
        "money": [("user", 45), ("table", 20), ("tool", 15), ("assistant", 10), ("email", 10)],
        "date": [("user", 50), ("email", 20), ("tool", 15), ("assistant", 15)],
        "decision": [("user", 100)],
        "constraint": [("user", 75), ("guide", 25)],
        "question": [("user", 100)],
    }

    def carrier(self, f):
        opts = self.CARRIERS[f["kind"]]
        x = self.rng.uniform(0, sum(w for _, w in opts))
        for name, w in opts:
            x -= w
            if x <= 0:
                break
        if name == "table" and f["meta"]["style"] == "k":
            name = "user"
        if name == "assistant" and f["kind"] == "money" and f["meta"]["n"] > 40000:
            name = "user"
        if name == "guide" and not f["meta"].get("guide"):
            name = "user"
        if f["kind"] == "id" and name == "email" and f["meta"]["cat"] not in ("app", "grant"):
            name = "user"
        if f["kind"] == "id" and name == "tool" and f["meta"]["cat"] not in ("app", "grant"):
            name = "user"
        return name

    def u(self, text, needles):
        return ("user", self.roughen(text, needles))

    def ack(self, p=0.25):
        if self.rng.random() < p:
            return [("user", self.rng.choice(self.L["acks"]))]
        return []

    # ---- episodes
    def ep_user(self, f):
        L = self.L
        c = f["ctx"]
        k = f["kind"]
        if k == "id":
            ti = f["meta"]["tpl"]
        elif k == "command":
            ok = [i for i, cs in enumerate(L["cmd_tcats"]) if cs is None or f["meta"]["cat"] in cs]
            ti = self.rng.choice(ok)
        else:
            ti = self.rng.randrange(len(L["tpl"][k]))
        tpl = L["tpl"][k][ti]
        kw = dict(c)
        kw.update(v=f.get("v", ""), a=f.get("a", ""), b=f.get("b", ""), err=self.rng.choice(L["errs"]))
        text = fill(tpl, **kw)
        if k in L["rmap"]:
            body = fill(L["replies"][k][L["rmap"][k][ti]], **c)
            if k in ("id", "port"):
                body = self.rng.choice(L["openers"]) + body
            ans = body + self.rng.choice(L["closers"])
        else:
            ans = self.reply(k, c)
        return [self.u(text, f["needles"]), ("assistant", ans)] + self.ack()

    def ep_guide(self, f):
        c = f["ctx"]
        r = self.rng
        a, b = f["a"], f["b"]
        if self.zh:
            tpl = r.choice([
                "把{F}申请指南里那段原文贴过来，免得到处找：\n\n> 特别提示：{b}，{a}。不符合上述要求的申请将不予评审。\n\n好吧，很“友好”",
                "理事会纪要截出来的一段：\n\n> 经讨论决定：{b}，{a}。请项目部门严格执行。\n\n所以这条是正式的了",
                "{DIR}刚发的微信，我原样贴：\n「跟你说一下，{b}，{a}。别到时候又临时改」",
            ])
        else:
            tpl = r.choice([
                "Pasting this from the {F} guidance notes so it's all in one place:\n\n> Important: {a} {b}. Applications that do not meet this condition will not be assessed.\n\nCharming.",
                "From the board minutes, copied word for word:\n\n> Agreed: {a} {b}. Staff to apply this with immediate effect.\n\nSo that's official now.",
                "{DIR} just emailed this, pasting it as is:\n\n\"Quick one before I forget: {a} {b}. Let's not find out the hard way again. M\"",
            ])
        text = fill(tpl, a=a, b=b, **c)
        return [("user", text), ("assistant", self.reply("guideline", c))] + self.ack()

    def ep_email(self, fs):
        r = self.rng
        c = fs[0]["ctx"]
        by = {f["kind"]: f for f in fs}
        F, J = c["F"], c["J"]
        dom = (self.L["fcode"][F].lower() + "-fund.org.cn") if self.zh else (re.sub(r"[^a-z]", "", F.lower()) + ".org")
        if self.zh:
            hdr = self.fresh(lambda: "2026年11月%d日 %02d:%02d" % (r.randint(9, 19), r.randint(8, 18), r.randint(0, 59)))
            sender = by["name"]["v"] if "name" in by else F + "项目部"
            addr = "program%02d@%s" % (r.randint(1, 40), dom)
            subj = "关于%s项目申请" % J
            lines = ["---------- 转发的邮件 ----------", "发件人：%s <%s>" % (sender, addr), "时间：" + hdr]
            body = ["您好！", "", "感谢贵机构向%s提交%s项目的申请。" % (F, J),
                    r.choice(["评审专家对贵机构的社区参与印象很深。", "修改后的材料清楚多了，谢谢。",
                              "本轮申请数量很多，时间上还请多包涵。"])]
            if "money" not in by and "date" not in by:
                body.append(r.choice(["方便的时候请发一份志愿者人数的简要更新，我们内部汇报要用。", "评审会开完后我再跟您联系。",
                                      "开春的时候如果方便，想去现场看看。"]))
            if "id" in by:
                if r.random() < 0.5:
                    subj = "【%s】%s项目申请" % (by["id"]["v"], J)
                else:
                    body.append("今后往来邮件请注明编号%s。" % by["id"]["v"])
            if "money" in by:
                body.append(r.choice(["很高兴通知您，评审会已建议资助%s，具体以协议为准。",
                                      "提醒一下，本资助方向单个项目的资助上限为%s，请据此调整预算。",
                                      "本月已向贵机构拨付%s，请注意查收。"]) % by["money"]["v"])
            if "date" in by:
                body.append(r.choice(["请于%s前提交修改后的预算和签字盖章的合作协议。",
                                      "评审会定于%s召开，如需补充材料请在此之前发给我。",
                                      "第一次监测报告的提交时间为%s。"]) % by["date"]["v"])
            body += ["", "如有任何问题欢迎随时联系。", "", "祝好！", sender + ("" if "name" not in by else "\n" + F + " 项目官员")]
            lines.append("主题：" + subj)
            intro = r.choice(["转一封{F}的邮件过来，帮我看看他们到底要什么", "转发，你怎么看？",
                              "今早收到的，贴进来方便一起看：", "刚收到这封，我先贴这儿", "回之前帮我确认一下我理解得对不对"])
        else:
            hdr = self.fresh(lambda: (lambda d: "%s, %d Nov 2026 at %02d:%02d" % (WEEKDAYS[date(2026, 11, d).weekday()][:3], d,
                                                                                 r.randint(8, 18), r.randint(0, 59)))(r.randint(9, 19)))
            if "name" in by:
                nm = by["name"]["v"]
                parts = re.sub(r"[^A-Za-z ]", "", nm).lower().split()
                addr = "%s.%s@%s" % (parts[0][0], parts[-1], dom)
                sender = nm
            else:
                sender, addr = "Grants Team", "grants@" + dom
            subj = "Your application: %s" % J
            lines = ["---------- Forwarded message ---------", "From: %s <%s>" % (sender, addr), "Date: " + hdr]
            body = ["Dear Imogen,", "", r.choice(["Thank you for your application to the %s for the %s project." % (F, J),
                                                 "Thank you for your call last week and for sending through the revised budget.",
                                                 "Many thanks for your patience while the panel considered applications."]),
                    r.choice(["The panel were impressed by the strength of your community involvement.",
                              "I've had a look through the revised materials and they're much clearer, thank you.",
                              "We had a very high number of applications this round, so please bear with us on timings."])]
            if "money" not in by and "date" not in by:
                body.append(r.choice(["Could you send a short update on volunteer numbers when you have a moment? It would help with our own reporting.",
                                      "I'll be in touch once the panel has met.",
                                      "It would be lovely to visit the site in the spring if that suits you."]))
            if "id" in by:
                if r.random() < 0.5:
                    subj = "Re: %s (%s)" % (by["id"]["v"], J)
                else:
                    body.append("Please quote %s in all future correspondence." % by["id"]["v"])
            if "money" in by:
                body.append(r.choice(["I'm pleased to let you know that the panel has recommended an award of %s, subject to the conditions below.",
                                      "Please note the maximum we are able to consider under this strand is %s, so the budget will need revising.",
                                      "Our records show a payment of %s was released to you this month."]) % by["money"]["v"])
            if "date" in by:
                body.append(r.choice(["Could you send the revised budget and the signed partnership agreement by %s?",
                                      "The panel will meet on %s, so we'd need any further information before then.",
                                      "Your first monitoring report will be due on %s."]) % by["date"]["v"])
            sign = sender + ("\n" + r.choice(EN["roles"]).capitalize() + ", " + F if "name" in by else "\n" + F)
            body += ["", "Do let me know if you have any questions.", "", r.choice(["Best wishes,", "Kind regards,", "With best wishes,"]), sign]
            lines.append("Subject: " + subj)
            intro = r.choice(["Forwarding this from the {F}, can you help me work out what they actually want?", "fwd below. thoughts?",
                              "Got this this morning. Pasting it in so it's all in one place:",
                              "ok this just landed, reading it with one eye closed", "can you sanity-check my reading of this before I reply"])
        text = fill(intro, **c) + "\n\n" + "\n".join(lines) + "\n\n" + "\n".join(body)
        return [("user", text), ("assistant", self.reply("email", c))] + self.ack()

    def ep_table(self, fs):
        r = self.rng
        c = fs[0]["ctx"]
        st = fs[0]["meta"]["style"]
        lines = r.sample(self.L["table_lines"], r.randint(5, 8))
        cells = [self.noise_money(st) for _ in lines]
        for i, f in zip(r.sample(range(len(lines)), len(fs)), fs):
            cells[i] = f["v"]
        if self.zh:
            intro = r.choice(["预算现在是这样，直接从表格里复制的，帮我看看有没有哪里不对：",
                              "附件传不上去，直接把{F}的预算表贴过来：", "{J}预算第四版，我盯太久已经看不出问题了",
                              "{FIN}发来的明细，你看合理吗"])
            head = "| 科目 | 金额 |\n|---|---|"
            outro = r.choice(["", "\n\n管理费那行我最没把握", "\n\n设备那行是按报价填的", "\n\n总觉得人员那块少了点"])
        else:
            intro = r.choice(["Here's the budget as it stands, straight from the spreadsheet. Tell me if anything looks off:",
                              "Pasting the {F} budget table because the file won't attach for some reason:",
                              "budget v4 for {J}. I've been staring at it so long I can't see it anymore",
                              "{FIN} sent me this breakdown, does it look sane to you?"])
            head = "| Budget line | Amount |\n|---|---|"
            outro = r.choice(["", "\n\nthe overheads line is the one I'm least sure about", "\n\nthe equipment figure is from the quote",
                              "\n\nfeels light on staff time but I can't say why"])
        rows = "\n".join("| %s | %s |" % (l, v) for l, v in zip(lines, cells))
        text = fill(intro, **c) + "\n\n" + head + "\n" + rows + outro
        return [("user", text), ("assistant", self.reply("table", c))] + self.ack()

    def ep_log(self, f):
        r = self.rng
        c = f["ctx"]
        day = r.randint(1, 19)
        h = r.choice([1, 2, 3, 6])
        base = r.randint(0, 40)
        ts = []
        for i in range(4):
            ts.append(self.fresh(lambda: "2026-11-%02d %02d:%02d:%02d" % (day, h, base + i * r.randint(1, 4), r.randint(0, 59))))
        ts.sort()
        variant = self.pick_idx("log", 3)
        if variant == 0:
            lines = ["INFO  donorbase-sync %s starting" % f["v"], "INFO  connecting to crm01.%s.local" % c["slug"],
                     "ERROR batch rejected: duplicate contact key", "ERROR giving up, see previous errors"]
        elif variant == 1:
            lines = ["INFO  mailsync %s: scheduled run" % f["v"], "WARN  template 'thankyou_legacy' missing merge field",
                     "WARN  skipped contacts without consent flag", "INFO  run finished with warnings"]
        else:
            lines = ["INFO  reports-ui %s booting" % f["v"], "WARN  certificate expires soon",
                     "ERROR cannot open cache directory: permission denied", "INFO  falling back to no cache"]
        log = "\n".join("[%s] %s" % (t, l) for t, l in zip(ts, lines))
        if self.zh:
            intro = ["夜里的导入又失败了，日志贴上来：", "群发感谢信那个任务昨晚报了一堆警告，贴一下：", "报表系统重启以后报错了，日志在这："][variant]
            text = "%s\n\n```\n%s\n```\n\n%s" % (intro, log, r.choice(["这说的是啥？", "要紧吗", "需要我做什么吗"]))
            rep = ["关键是那行 duplicate contact key：导入的批次里有一个联系人在系统里已经存在（或者批次里自己就重复了），整批就被拒了。不是服务器坏了，是数据的问题。建议让%s先用去重的“试运行”模式看看是哪几条，别直接在正式库上改。" % c["IT"],
                   "两条警告都不算事故：一个是感谢信模板里少了一个合并字段，发出去可能会有空白；另一个是没有同意标记的联系人被跳过了，这恰恰是对的。建议让%s补上模板字段再跑。" % c["IT"],
                   "报错是缓存目录没有权限，它已经自动改成不用缓存了，所以报表能用，只是会慢一点。证书快到期那条倒要记一下，让%s在到期前续上。" % c["IT"]][variant]
        else:
            intro = ["the overnight import failed AGAIN, here's the log:", "the thank-you mailing threw a load of warnings last night, pasting:",
                     "reports thing came back after the reboot with errors, log below:"][variant]
            text = "%s\n\n```\n%s\n```\n\n%s" % (intro, log, r.choice(["any idea what it's on about?", "should I worry?", "do I need to do anything?"]))
            rep = ["The key line is 'duplicate contact key': one of the contacts in the batch already exists in the CRM (or appears twice in the batch itself), so the whole batch was rejected. It's a data problem rather than a server problem. I'd ask %s to run the dedupe in dry-run mode to see which records clash, rather than editing anything on the live database." % c["IT"],
                   "Neither warning is a disaster. One says a merge field is missing from the thank-you template, so some letters may have a blank where a name or amount should be; the other says contacts without a consent flag were skipped, which is exactly what should happen. I'd ask %s to fix the template before the next run." % c["IT"],
                   "The error is a permissions problem on the cache folder; it has fallen back to running without a cache, so reports still work, just a bit slower. The certificate warning is the one to note: ask %s to renew it before it expires." % c["IT"]][variant]
        return [("user", text), ("assistant", rep)] + self.ack()

    def ep_assistant(self, f):
        r = self.rng
        c = f["ctx"]
        k = f["kind"]
        v = f["v"]
        zh = self.zh
        T = lambda en, cn: cn if zh else en
        if k == "command":
            pur = f["meta"]["purpose"]
            q = T(r.choice(["what's the command to %s? I don't want to bother %s again" % (pur, c["IT"]),
                            "how do I %s myself? %s is on leave and I'd like to stop being helpless" % (pur, c["IT"])]),
                  r.choice(["有没有一条命令可以%s？不想再去烦%s了" % (zh_purpose(pur), c["IT"]),
                            "我自己要怎么%s？%s休假了，我不想老是干瞪眼" % (zh_purpose(pur), c["IT"])]))
            a = ("有，就是这条：\n\n```\n%s\n```\n\n在服务器上用你自己的账号跑就行，有问题把输出原样发给我。" % v) if zh else \
                ("This is the one:\n\n```\n%s\n```\n\nRun it on the server under your own login. If anything looks odd, paste me the output exactly as it appears." % v)
        elif k == "port":
            var = self.pick_idx("as_port", 3)
            q = [T("%s says the volunteer app's port clashes with something and he needs a new one. any suggestion?" % c["IT"],
                   "%s说志愿者那个系统现在的端口跟别的东西冲突了，要换一个，你有建议吗" % c["IT"]),
                 T("the hosting people want to know which port we'd like the reports dashboard on after the migration. I have no opinion. do you?",
                   "托管公司问迁移以后报表看板想用哪个端口，我完全没想法，你说呢"),
                 T("%s is setting up a test copy of the CRM and asked me to pick a port for it. help" % c["IT"],
                   "%s要搭一个CRM的测试环境，让我定个端口，救命" % c["IT"])][var]
            a = [T("I'd suggest %s. Nothing else on that server is using it, and it's easy to remember. Remember to update the firewall rule and everyone's bookmarks at the same time." % v,
                   "我建议用%s，那台服务器上没有别的程序占它，也好记。改的时候记得同时改防火墙规则和大家的收藏夹。" % v),
                 T("Go with %s. It's free on the new setup and keeps the dashboard separate from the main CRM address. Put it in the migration notes so it's written down somewhere official." % v,
                   "就用%s吧，新环境里没被占用，也能跟CRM主地址分开。写进迁移说明里，留个正式记录。" % v),
                 T("Use %s for the test copy; it's free on that box, and keeping the test system on its own port makes it harder to confuse with the live one." % v,
                   "测试环境用%s，那台机器上空着，测试环境单独一个端口也不容易跟正式环境搞混。" % v)][var]
        elif k == "money":
            st, n = f["meta"]["style"], f["meta"]["n"]
            bst = "gbp" if st == "k" else st
            step = 1000 if bst in ("wan", "wanyuan", "rmbwan") else 100
            try:
                base = self.fresh(lambda: self.money_fmt(bst, int(round(n / 0.15 / step)) * step + r.randint(0, 4) * step), tries=200)
            except RuntimeError:
                base = None
            q = T(r.choice(["if the %s caps overhead at 15 %%, what's the most I can put in that line?" % c["F"],
                            "quick maths please: max overhead for the %s bid at 15 %%?" % c["F"]]),
                  r.choice(["%s要求管理费不超过15%%，那管理费那行最多能填多少？" % c["F"],
                            "帮我算一下，%s那个申请管理费按15%%最多能报多少" % c["F"]]))
            if base is None:
                a = ("按现在草稿里的直接成本算，15%%就是%s。这是上限，建议稍微低一点，免得四舍五入超了。" % v) if zh else \
                    ("Going by the direct costs in the current draft, 15 %% comes to %s. That's your ceiling; I'd come in slightly under it so rounding can't push you over." % v)
            else:
                a = ("按现在草稿里的直接成本，大约%s，15%%就是%s。这是上限，建议稍微低一点，免得四舍五入超了。" % (base, v)) if zh else \
                    ("Going by the direct costs in the current draft, roughly %s, 15 %% comes to %s. That's your ceiling; I'd come in slightly under it so rounding can't push you over." % (base, v))
        else:  # date
            var = self.pick_idx("as_date", 3)
            q = [T("working back from the %s deadline, when should the full draft go to %s?" % (c["F"], c["DIR"]),
                   "%s那个申请，我最晚什么时候得把完整初稿给%s？" % (c["F"], c["DIR"])),
                 T("when should I ask the referees for their letters for the %s bid? I always leave it too late" % c["F"],
                   "%s那个申请，我应该什么时候找推荐人要支持信？我每次都拖太晚" % c["F"]),
                 T("if the %s portal closes at the end of the window, when should I aim to actually press submit?" % c["F"],
                   "%s系统关闭前，我最好哪天就点提交？" % c["F"])][var]
            a = [T("I'd aim to get the full draft to %s by %s. That leaves a week for her comments, a few days for the budget to settle, and a buffer in case the portal misbehaves." % (c["DIR"], v),
                   "我建议%s之前把完整初稿给%s。这样她有一周时间提意见，预算有几天定稿，系统上传也留了余量。" % (v, c["DIR"])),
                 T("Ask them now, and give them %s as the date you need the letters back. That's early enough to chase anyone who's slow without it touching your final week." % v,
                   "现在就去问，跟他们说%s之前要拿到。这样谁拖了还有时间催，不会挤到最后一周。" % v),
                 T("I'd treat %s as your real submission day. It leaves a couple of days' buffer for the portal falling over, which it reliably does on the last day." % v,
                   "建议把%s当作真正的提交日，给系统崩溃留出几天余量，最后一天它几乎一定会卡。" % v)][var]
        return [self.u(q, []), ("assistant", a)] + self.ack(0.5)

    def ep_tool(self, f):
        r = self.rng
        c = f["ctx"]
        k = f["kind"]
        v = f["v"]
        zh = self.zh
        F, J, P, IT = c["F"], c["J"], c["P"], c["IT"]
        T = lambda en, cn: cn if zh else en
        fdom = (self.L["fcode"][F].lower() + "-fund.org.cn") if zh else (re.sub(r"[^a-z]", "", F.lower()) + ".org")
        after = lambda key: ("assistant", fill(r.choice(self.L["after_tool"][key]), **c))
        if k == "name":
            var = self.pick_idx("tool_name", 4)
            if var in (0, 1, 2):
                if zh:
                    addr = "contact%02d@%s" % (r.randint(1, 60), fdom if var == 1 else "example.org.cn")
                else:
                    nm = re.sub(r"[^A-Za-z ]", "", v).lower().split()
                    dom = fdom if var == 1 else re.sub(r"[^a-z]", "", P.lower()) + ".org.uk"
                    addr = "%s.%s@%s" % (nm[0], nm[-1], dom)
                q, subj, prev = [
                    (T("can you search my inbox for whoever emailed about the %s letter of support? I can't remember the name" % J,
                       "帮我在邮箱里搜一下，之前是谁发邮件说%s支持信的事？名字想不起来了" % J),
                     T("Re: letter of support (%s)" % J, "回复：支持信（%s）" % J),
                     T("Happy to help, could you send me a draft I can put on our letterhead?", "没问题，你先写个草稿发我，我改好盖章")),
                    (T("who was the person from the %s who emailed about the site visit? find it for me please" % F,
                       "%s那边发邮件说要来实地走访的是谁？帮我找一下" % F),
                     T("Site visit: %s" % J, "实地走访：%s" % J),
                     T("We'd love to see the site before the panel meets. Would any of the dates below work?", "评审会之前想去现场看看，下面几个时间哪个方便？")),
                    (T("search my inbox for the finance person at %s, the one who sent their budget. I need to reply" % P,
                       "帮我搜一下%s财务那边发预算过来的人，我要回邮件" % P),
                     T("Partner budget for %s" % J, "%s合作方预算" % J),
                     T("Attached is our part of the budget. Shout if anything needs changing.", "附件是我们这部分的预算，有要改的随时说。")),
                ][var]
                args = {"query": T(["letter of support", "site visit", "partner budget"][var], ["支持信", "实地走访", "合作方预算"][var]) + " " + J,
                        "folder": "Inbox", "limit": 3}
                out = T("2 results\n\n1. From: %s <%s>\n   Subject: %s\n   Received: %s\n   Preview: %s\n\n2. From: noreply@portal.%s\n   Subject: Reminder: supporting documents\n   Received: %s" %
                        (v, addr, subj, self.stamp(), prev, fdom, self.stamp()),
                        "共 2 封\n\n1. 发件人：%s <%s>\n   主题：%s\n   时间：%s\n   摘要：%s\n\n2. 发件人：系统通知\n   主题：提醒：请上传附件材料\n   时间：%s" %
                        (v, addr, subj, self.stamp(), prev, self.stamp()))
                return [self.u(q, []), ("tool", "inbox_search", (args, out)), after("inbox")] + self.ack()
            q = T("who's our main contact at %s in the CRM? I want to invite them to the site visit" % P,
                  "CRM里%s的主要联系人是谁？想请他们来参加实地走访" % P)
            args = {"entity": "organisation", "name": P, "fields": ["primary_contact", "role", "last_contact"]}
            out = T("organisation: %s\nprimary_contact: %s\nrole: %s\nlast_contact: %s (phone)\nnotes: prefers email, works Tue-Thu" % (P, v, r.choice(EN["roles"]), self.stamp(40)),
                    "机构：%s\n主要联系人：%s\n职务：%s\n最近联系：%s（电话）\n备注：习惯用微信，周二到周四在办公室" % (P, v, r.choice(["项目主管", "秘书长", "财务负责人", "社区项目负责人"]), self.stamp(40)))
            return [self.u(q, []), ("tool", "crm_lookup", (args, out)), after("crm")] + self.ack()
        if k == "command":
            pur = f["meta"]["purpose"]
            q = T(r.choice(["could you %s on the CRM box please" % pur,
                            "please %s, I'm too scared to touch the server" % pur,
                            "%s's not around, can you %s for me?" % (IT, pur)]),
                  r.choice(["能帮我在服务器上%s吗？平时是%s弄的" % (zh_purpose(pur), IT),
                            "帮我%s，我不敢碰服务器" % zh_purpose(pur),
                            "%s不在，你帮我%s吧？" % (IT, zh_purpose(pur))]))
            out = r.choice(["exit status 0\n(output truncated)", "done.\nexit status 0",
                            "completed with no errors\nexit status 0", "(no output)\nexit status 0"])
            return [self.u(q, []), ("tool", "server_shell", ({"cmd": v, "host": "crm01"}, out)), after("shell")] + self.ack()
        if k == "id":
            if f["meta"]["cat"] == "app":
                if self.pick_idx("tool_app", 2) == 0:
                    q = T("can you check the %s portal? is our application actually submitted? I have a horrible feeling I never pressed the button" % F,
                          "帮我看下%s的申请系统，我们的申请到底提交了没？总觉得我最后没点提交" % F)
                    status = T("Submitted, awaiting eligibility check", "已提交，等待资格审核")
                else:
                    q = T("I need our application reference for the %s cover letter, can you pull it from the portal?" % F,
                          "附信里要写%s的申请编号，帮我从系统里查一下" % F)
                    status = T("Draft, not yet submitted", "草稿，尚未提交")
                args = {"funder": F, "action": "application_status"}
                out = T("Funder: %s\nProgramme: %s\nApplication reference: %s\nStatus: %s\nLast updated: %s" % (F, J, v, status, self.stamp()),
                        "资助方：%s\n项目：%s\n申请编号：%s\n状态：%s\n更新时间：%s" % (F, J, v, status, self.stamp()))
                return [self.u(q, []), ("tool", "funder_portal", (args, out)), after("portal")] + self.ack()
            q = T(r.choice(["find me the email from the %s with our grant number in it, finance are asking" % F,
                            "{FIN} needs the %s grant number for the claim form, can you dig out the offer email?".replace("{FIN}", c["FIN"]) % F]),
                  r.choice(["帮我找一下%s发的那封带资助协议编号的邮件，财务在要" % F,
                            "%s填报销单要%s的协议编号，帮我把那封邮件翻出来" % (c["FIN"], F)]))
            args = {"query": T("grant offer %s" % F, "资助协议 %s" % F), "limit": 2}
            out = T("1 result\n\n1. From: grants@%s\n   Subject: Grant offer %s (%s)\n   Received: %s\n   Preview: Please find attached your grant agreement..." % (fdom, v, J, self.stamp(30)),
                    "共 1 封\n\n1. 发件人：%s项目部\n   主题：资助协议 %s（%s）\n   时间：%s\n   摘要：附件是资助协议，请签字盖章后寄回……" % (F, v, J, self.stamp(30)))
            return [self.u(q, []), ("tool", "inbox_search", (args, out)), after("inbox")] + self.ack()
        if k == "port":
            proc = ["volunteer-hours", "donorbase-dash", "reports-ui"][self.pick_idx("tool_port", 3)]
            others = [(self.fresh(self.port_gen()), p) for p in r.sample(["postgres", "nginx", "sshd", "mailsync", "node"], 3)]
            rows = others + [(v, proc)]
            r.shuffle(rows)
            lines = ["State   Local Address:Port   Process"] + ["LISTEN  0.0.0.0:%s%s%s" % (p, " " * (8 - len(p)), n) for p, n in rows]
            q = T(r.choice(["which port is the %s thing on? can you check on the server, %s is unreachable" % (proc, IT),
                            "the firewall form wants the port for %s. can you look it up on crm01?" % proc]),
                  r.choice(["%s现在在哪个端口？帮我在服务器上查一下，%s联系不上" % (proc, IT),
                            "防火墙的申请表要填%s的端口，帮我在crm01上查一下" % proc]))
            return [self.u(q, []), ("tool", "server_shell", ({"cmd": "sudo ss -tlnp", "host": "crm01"}, "\n".join(lines))),
                    ("assistant", T("It's the line with %s in the process column above. Worth writing it into the handover doc." % proc,
                                    "就是上面Process那一列写着%s的那行，建议记进交接文档。" % proc))] + self.ack()
        if k == "version":
            var = self.pick_idx("tool_ver", 4)
            if var == 0:
                q = T("what version is the CRM actually on? the hosting people are asking and %s is offline" % IT,
                      "CRM现在到底是哪个版本？托管公司在问，%s又不在线" % IT)
                call = ("server_shell", ({"cmd": "donorbase --version", "host": "crm01"}, "donorbase %s (linux-x86_64)" % v))
            elif var == 1:
                q = T("can you check which Postgres version the donor database runs? it's for the %s IT questionnaire" % F,
                      "帮我查一下捐赠人数据库用的Postgres是什么版本，%s的IT问卷要填" % F)
                call = ("server_shell", ({"cmd": "psql -d donors -tAc 'SHOW server_version;'", "host": "crm01"}, v))
            elif var == 2:
                q = T("which version of the mail-merge add-on are we on? the vendor keeps emailing about end of support",
                      "邮件合并插件现在是哪个版本？厂商一直发邮件说要停止支持了")
                call = ("crm_lookup", ({"entity": "addon", "name": "mailmerge", "fields": ["version", "status"]}, "addon: mailmerge\nversion: %s\nstatus: enabled" % v))
            else:
                q = T("%s asked me to check what version the volunteer-hours app is before the migration. can you?" % IT,
                      "%s让我迁移前查一下志愿者工时系统的版本，你帮我看看？" % IT)
                call = ("server_shell", ({"cmd": "volunteer-hours --version", "host": "crm01"}, "volunteer-hours %s" % v))
            return [self.u(q, []), ("tool",) + call, after("shell" if call[0] == "server_shell" else "crm")] + self.ack()
        if k == "money":
            code = r.choice(["WET", "HED", "SCH", "PEAT", "TREE", "CORE", "SALT"])
            if self.pick_idx("tool_money", 2) == 0:
                q = T("how much have we raised for %s so far this year? the %s form wants our own fundraising figure" % (J, F),
                      "今年%s一共筹了多少？%s的表格要填我们自筹的金额" % (J, F))
                out = T("Fund %s (%s)\nGifts this financial year: %s\nNumber of gifts: %d\nAs at: %s" % (code, J, v, r.randint(8, 140), self.stamp()),
                        "基金 %s（%s）\n本财年捐赠合计：%s\n捐赠笔数：%d\n统计时间：%s" % (code, J, v, r.randint(8, 140), self.stamp()))
                args = {"report": "fund_totals", "fund": code, "period": "current_fy"}
            else:
                q = T("how much has the %s actually paid us so far? I want to check it against the award letter" % F,
                      "%s到现在实际给我们拨了多少钱？我想跟资助通知书对一下" % F)
                out = T("Funder: %s\nPayments received to date: %s\nInstalments: %d of %d\nAs at: %s" % (F, v, r.randint(1, 2), 3, self.stamp()),
                        "资助方：%s\n累计到账：%s\n已拨付：第%d笔，共%d笔\n统计时间：%s" % (F, v, r.randint(1, 2), 3, self.stamp()))
                args = {"report": "funder_payments", "funder": F}
            return [self.u(q, []), ("tool", "crm_report", (args, out)), after("crm")] + self.ack()
        # date
        label = T(r.choice(["Interim report due", "Final report due", "Budget revision due", "Site visit (provisional)"]),
                  r.choice(["中期报告截止", "结项报告截止", "预算修改截止", "实地走访（暂定）"]))
        q = T(r.choice(["when's the next thing due for the %s? check the portal please, I've lost track" % F,
                        "can you look in the %s portal and tell me what they want from us next?" % F]),
              r.choice(["帮我查下%s系统里下一个要交的是什么、什么时候？我已经乱了" % F,
                        "看一下%s系统里接下来要我们做什么" % F]))
        out = T("Funder: %s\nUpcoming:\n- %s: %s\nNo other actions outstanding." % (F, label, v),
                "资助方：%s\n待办：\n- %s：%s\n暂无其他待办事项。" % (F, label, v))
        return [self.u(q, []), ("tool", "funder_portal", ({"funder": F, "action": "upcoming_deadlines"}, out)), after("portal")] + self.ack()

    # ---- filler
    def pick_idx(self, key, n):
        """index in range(n), preferring ones not yet used under key (keeps the set varied)"""
        used = self.used.setdefault("idx:" + key, set())
        left = [i for i in range(n) if i not in used] or list(range(n))
        i = self.rng.choice(left)
        used.add(i)
        return i

    def pick_unused(self, cat):
        used = self.used.setdefault(cat, set())
        left = [i for i in range(len(self.L[cat])) if i not in used]
        if not left:
            return None
        i = self.rng.choice(left)
        used.add(i)
        return self.L[cat][i]

    def filler(self):
        r = self.rng
        c = self.ctx()
        x = r.random()
        if x < 0.25:
            u, a = r.choice(self.L["filler_short"])
            return [("user", u), ("assistant", a)]
        cat = "think_aloud" if x < 0.45 else "chat" if x < 0.6 else "lists" if x < 0.68 else "drafts" if x < 0.86 else None
        if cat:
            pair = self.pick_unused(cat)
            if pair is None:
                u, a = r.choice(self.L["filler_short"])
                return [("user", u), ("assistant", a)]
            u, a = pair
            ep = [("user", fill(u, **c)) if cat == "lists" else self.u(fill(u, **c), []), ("assistant", fill(a, **c))]
            return ep + (self.ack() if cat == "drafts" else [])
        # a tool call that carries no fact (each variant at most once per conversation)
        used = self.used.setdefault("ftool", set())
        left = [i for i in range(5) if i not in used]
        if not left:
            u, a = r.choice(self.L["filler_short"])
            return [("user", u), ("assistant", a)]
        var = r.choice(left)
        used.add(var)
        zh = self.zh
        T = lambda en, cn: cn if zh else en
        if var == 0:
            jslug = re.sub(r"[^A-Za-z]+", "_", c["J"]) if not zh else c["J"]
            st = sorted((self.stamp() for _ in range(3)), reverse=True)
            files = "\n".join("%s_v%d.xlsx   modified %s" % (T("Budget_", "预算_") + jslug, i, t) for i, t in zip((3, 2, 1), st))
            q = T("can you find the latest version of the %s budget on the drive?" % c["J"], "帮我在共享盘找一下%s预算的最新版" % c["J"])
            a = T("The newest one is v3, at the top of the list. I'd rename the older ones with 'OLD_' so nobody edits the wrong file.",
                  "最新的是v3，在最上面。建议把旧版本改名加上“旧_”，免得有人改错文件。")
            return [self.u(q, []), ("tool", "drive_search", ({"path": "/Grants/" + c["J"], "query": "budget"}, files)), ("assistant", a)]
        if var in (1, 2, 3):
            q = [T("anything new from the %s?" % c["F"], "%s那边有新邮件吗？" % c["F"]),
                 T("has %s replied yet? check my inbox pls" % c["P"], "%s回邮件了没？帮我看下收件箱" % c["P"]),
                 T("did the %s send anything overnight? I'm dreading it" % c["F"], "%s昨晚有没有发什么过来？有点怕看" % c["F"])][var - 1]
            who = c["P"] if var == 2 else c["F"]
            out = T("0 results", "共 0 封")
            a = T(r.choice(["Nothing new from them since Friday. Quiet is usually fine at this stage.",
                            "Nothing yet. If it's been more than a week, a gentle nudge is reasonable."]),
                  r.choice(["上周五以后没有新邮件。这个阶段没消息一般是正常的。", "还没有。超过一周没回的话，可以客气地催一下。"]))
            return [self.u(q, []), ("tool", "inbox_search", ({"query": "from:" + who, "newer_than": "3d"}, out)), ("assistant", a)]
        q = T("what's in my diary tomorrow? please tell me there's a gap somewhere", "明天日程上有什么？求你告诉我有空档")
        out = T("09:30 team check-in\n11:00 call with %s\n13:00 (free)\n15:30 board papers review with %s" % (c["P"], c["DIR"]),
                "09:30 团队例会\n11:00 和%s通电话\n13:00（空）\n15:30 和%s过理事会材料" % (c["P"], c["DIR"]))
        a = T("There's a gap at one o'clock. I'd protect it as a writing block before someone books it.",
              "下午一点有空档，建议先占住当写作时间，免得被人约走。")
        return [self.u(q, []), ("tool", "calendar", ({"day": "tomorrow"}, out)), ("assistant", a)]

    # ---- assembly
    def build(self):
        r = self.rng
        facts = [self.new_fact(k) for k in KINDS for _ in range(self.per_kind)]
        for f in facts:
            f["carrier"] = self.carrier(f)
        episodes = []
        # emails: 1-3 facts with distinct kinds
        pool = [f for f in facts if f["carrier"] == "email"]
        r.shuffle(pool)
        while pool:
            grp = [pool.pop()]
            for g in list(pool):
                if len(grp) >= r.randint(1, 3):
                    break
                if g["kind"] not in [x["kind"] for x in grp]:
                    g["ctx"] = grp[0]["ctx"]
                    grp.append(g)
                    pool.remove(g)
            episodes.append(self.ep_email(grp))
        pool = [f for f in facts if f["carrier"] == "table"]
        r.shuffle(pool)
        while pool:
            grp = [pool.pop()]
            for g in list(pool):
                if g["meta"]["style"] == grp[0]["meta"]["style"] and r.random() < 0.6:
                    grp.append(g)
                    pool.remove(g)
                    break
            episodes.append(self.ep_table(grp))
        for f in facts:
            cr = f["carrier"]
            if cr == "user":
                episodes.append(self.ep_user(f))
            elif cr == "tool":
                episodes.append(self.ep_tool(f))
            elif cr == "assistant":
                episodes.append(self.ep_assistant(f))
            elif cr == "log":
                episodes.append(self.ep_log(f))
            elif cr == "guide":
                episodes.append(self.ep_guide(f))
        nmsg = lambda eps: sum(1 for e in eps for it in e if it[0] in ("user", "assistant"))
        fact_msgs = nmsg(episodes) + 4
        lo = max(140, fact_msgs + 15)
        hi = min(268, max(lo + 10, fact_msgs + 100))
        target = r.randint(lo, hi)
        fill_eps = []
        while fact_msgs + nmsg(fill_eps) < target:
            fill_eps.append(self.filler())
        allx = episodes + fill_eps
        r.shuffle(allx)
        op_u, op_a = self.L["opening"]
        cl_u, cl_a = self.L["closing"]
        seq = [("user", fill(op_u, **self.base)), ("assistant", op_a)]
        for e in allx:
            seq.extend(e)
        seq += [("user", cl_u), ("assistant", cl_a)]
        out = [{"kind": f["kind"], "needles": f["needles"]} for f in facts]
        return out, seq

    def tool_rows(self, name, payload):
        args, output = payload
        return json.dumps(args, ensure_ascii=False), output


ZH_PURPOSE = {
    "back up the donor database by hand": "手动备份捐赠人数据库",
    "restart the sync worker when the dashboard stops updating": "在看板不更新的时候重启同步服务",
    "see the end of the import log": "看导入日志的最后几行",
    "copy the grants folder over to the NAS": "把申请资料文件夹同步到NAS上",
    "see why the dashboard is throwing errors": "看看看板为什么报错",
    "find recently changed files on the shared drive": "找共享盘里最近改过的文件",
    "export the gifts for one fund": "导出某个基金的捐赠记录",
    "get the totals per fund straight from the database": "直接从数据库里查每个基金的合计",
    "check the sync service's recent logs": "看同步服务最近的日志",
    "check for duplicate donors without changing anything": "只检查重复捐赠人、不改任何数据",
    "see which grant folders are eating the disk": "看哪个资料文件夹最占硬盘",
    "see what's scheduled to run on the server": "看服务器上都排了哪些定时任务",
    "renew the dashboard certificate": "更新看板的证书",
    "back up the volunteer hours app": "备份志愿者工时系统",
}


def zh_purpose(p):
    return ZH_PURPOSE.get(p, p)


# --------------------------------------------------------------------------------------------
# run protocol (shared with the other held-out sets)


def make_rows(conv):
    facts, seq = conv.build()
    rows = []
    t = datetime(2026, 11, 20, 6, 12, 0)
    n = 0
    call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 26))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_cc%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cc%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cc%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cc%d" % n, "createdAt": ts,
                         "item": {"type": "message", "role": item[0], "content": item[1]}, "meta": {"uiRole": item[0]}})
    return facts, rows


def row_text(row):
    it = row["item"]
    return it.get("content") or (it.get("arguments", "") + "\n" + it.get("output", ""))


def check(facts, rows):
    texts = [row_text(r) for r in rows]
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    if not 130 <= nmsg <= 280:
        return False
    needles = [nd for f in facts for nd in f["needles"]]
    if len(set(needles)) != len(needles):
        return False
    for a in needles:
        for b in needles:
            if a != b and a in b:
                return False
    for nd in needles:
        if sum(1 for t in texts if nd in t) != 1:
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
        for attempt in range(200):
            facts, rows = make_rows(Conv(seed, zh, per_kind, attempt))
            if check(facts, rows):
                break
        else:
            sys.stderr.write("seed %d: could not build unique needles\n" % seed)
            sys.exit(1)
        root = os.path.join(workdir, "root-%d" % seed)
        shutil.rmtree(root, ignore_errors=True)
        roots.append(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
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

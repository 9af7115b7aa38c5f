#!/usr/bin/env python3
"""Held-out retention set "ah" for okbot conversation summaries.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, rebuilt on every run)
    seed     conversation seeds, default 1 2 3 4 5; the LAST seed's conversation is in Chinese

Env:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a couple (both partners type in the same chat, and sometimes disagree) moving from
London to Lisbon with two kids and a dog: removals quotes, school places, residency paperwork,
a pet passport, selling the car, a spreadsheet of costs.  Chinese conversation: 一家人从上海搬到
成都 (搬家公司、孩子转学、宠物托运、卖车).

Every conversation seeds PER_KIND facts of ten kinds (name, command, id, port, version, money,
date, decision, constraint, question).  Each fact has one or more needles: exact substrings that
occur in exactly one row of the conversation (its own message).  The rows are appended with
`okbot session append` in batches of 25 messages (tool rows not counted), each batch followed by
`okbot compress --now`; at the end a fact counts as kept only when ALL its needles are found
verbatim in the output of `okbot context show`.  Deterministic per seed.
"""
import glob
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
SET = "ah"

# ----------------------------------------------------------------------------------------------
# English material
# ----------------------------------------------------------------------------------------------
EN_FAMILIES = [
    # partner A, partner B, kid1, kid2, dog
    ("Hannah", "Dev", "Maya", "Oscar", "Biscuit"),
    ("Sophie", "Marcus", "Lily", "Theo", "Pickle"),
    ("Priya", "Tom", "Anya", "Jude", "Marmite"),
    ("Claire", "Femi", "Ada", "Sol", "Bramble"),
    ("Rosie", "Alex", "Freya", "Ned", "Crumpet"),
    ("Jess", "Kwame", "Isla", "Kofi", "Pepper"),
]
EN_FIRST = ["Graham", "Inês", "Tiago", "Margaret", "Rui", "Beatriz", "Fraser", "Leonor", "Duarte",
            "Siobhan", "Gonçalo", "Harriet", "Nuno", "Carla", "Declan", "Mariana", "Aidan",
            "Filipa", "Rhys", "Joana", "Callum", "Teresa", "Bernardo", "Yvonne", "Lorna", "Vasco"]
EN_LAST = ["Whitlock", "Ferreira", "Azevedo", "Pemberton", "Carvalho", "Okonkwo", "Lacerda",
           "Hargreaves", "Sousa Lima", "Doherty", "Quaresma", "Ashworth", "Pinheiro", "Bellamy",
           "Monteiro", "Fairbairn", "Valente", "Greenhalgh", "Magalhães", "Trelawney", "Brennan"]
EN_ROLES = ["the removals surveyor", "our lawyer in Lisbon", "the admissions officer at the school",
            "the vet doing the pet passport", "the estate agent for the Campo de Ourique flat",
            "the guy who wants to buy the car", "our accountant", "Year 4 teacher at the new school",
            "the relocation consultant", "the landlord in Lisbon", "the pet transport coordinator",
            "the notary", "the contact at the bank in Lisbon", "the headteacher",
            "the person doing the sworn translations", "the storage unit manager"]
EN_TPL = {
    "name": [
        ("u", "Writing this down before I forget: {role} is {v}. Said to email directly, not the office."),
        ("u", "{v} ({role}) called back this morning, nice enough, bit rushed"),
        ("u", "ok so {role} = {v}. save that somewhere pls"),
        ("u", "Just got off the phone with {v} - {role} - and it sounds like things are actually moving"),
        ("u", "{P} here. fyi {role} is now {v}, the previous one left apparently"),
        ("a", "Noted: {v} is {role}. I'll use that name when I draft messages to them, and I've added them to the contacts tab."),
        ("a", "Got it. I've put {v} down as {role} in the contact sheet, next to the phone number you pasted earlier."),
    ],
    "command": [
        ("u", "I ran `{v}` on the old macbook and it just sits there, no output. is that normal"),
        ("u", "{P} says I should run {v} before we wipe the laptop, does that look right to you?"),
        ("a", "From the Terminal, run this:\n\n    {v}\n\nIt can take a while with that many photos, so leave the lid open and the charger in."),
        ("u", "for the record the command that worked in the end was {v} (after about six tries lol)"),
        ("a", "The safest option is `{v}`. It only reads from the source side, so nothing on the old drive gets changed or deleted."),
        ("u", "pasting what I typed:\n$ {v}\nand then it printed a wall of stuff and went quiet"),
        ("u", "remind me later to run {v} on the NAS, I keep forgetting"),
        ("a", "Once the drive is plugged in, `{v}` is the one to use. If it asks for a password, that's your Mac login, not the drive's."),
    ],
    "id": [
        ("u", "{what} ref is {v}, they said it's valid for 30 days"),
        ("u", "The {what} came through, reference {v}."),
        ("a", "I've logged it in the costs sheet with the reference {v} under the {what} row, so it's easy to match against the bank statement."),
        ("u", "if anyone asks, the {what} number is {v}"),
        ("u", "{P} found the email - {what} is {v}. apparently we need to quote it on everything"),
        ("u", "ugh finally. {what}: {v}"),
        ("a", "For the {what}, the number to quote is {v}; I'd put it in the subject line of any reply so they can find the thread."),
    ],
    "port": [
        ("u", "the NAS admin page is on port {v}, not the default one, in case you need it"),
        ("u", "Wireguard on the router is listening on {v}, I forwarded it last night"),
        ("a", "Point the Plex app at the NAS address with port {v}; if it still can't see the library, check the firewall rule for that port."),
        ("u", "changed the baby monitor cam to port {v} because it clashed with something"),
        ("u", "{P} wants the remote access on {v}. whatever that means. he set it up"),
        ("u", "what was it again... port {v}. yes, the spreadsheet server thing runs on that"),
        ("a", "I'd keep the VPN on {v} as you have it; some Portuguese ISPs block the usual ports on their home routers."),
        ("u", "the home assistant box moved to {v} after the update, {P} says don't touch it"),
    ],
    "version": [
        ("u", "the costs spreadsheet is on {v} now, ignore the older copies in the drive"),
        ("u", "lawyer sent over the rental contract again, this one is {v}"),
        ("u", "the gov app wants me to update to {v} before it'll even let me log in. ugh"),
        ("a", "I've rebuilt the budget template as {v}; the exchange-rate formulas sit in column F now and the totals update on their own."),
        ("u", "router firmware is {v} fwiw, in case that's why it keeps dropping"),
        ("u", "We're signing {v} of the lease, not the earlier draft, {P} checked the clauses"),
        ("a", "Just to be sure we're looking at the same document: the checklist I'm working from is {v}, the one with the school section at the top."),
    ],
    "money": [
        ("u|3000|12000", "Atlantic came in at {v} for the full container. {P} nearly fell off his chair"),
        ("u|300|2500", "school deposit is {v}, non refundable apparently"),
        ("a|400|1500", "I've added {v} to the pet transport row; that pushes the section total up, but it's still inside what you budgeted."),
        ("u|2000|14000", "someone on Autotrader offered {v} for the car, cheeky"),
        ("u|25|95", "sworn translations are {v} per document which is basically robbery"),
        ("u|1400|3200", "rent for the 3-bed would be {v} a month. bills not included"),
        ("a|400|1500", "The storage quote works out at {v} for the six months, which is less than shipping the garage stuff and bringing it back."),
        ("u|90|400", "vet bill today was {v}. for a jab and a bit of paperwork. {D} was not impressed either"),
        ("u|600|2400", "Flights for the four of us come to {v} if we go midweek, a lot more on a Saturday"),
        ("a|800|3500", "Adding the lawyer's fee of {v} to the one-off costs; with that in, the paperwork section is now the second biggest after the movers."),
        ("u|150|900", "got a quote for deep cleaning the house before handover, {v}!! for a CLEAN"),
    ],
    "date": [
        ("u", "the survey visit is on {v}, morning slot"),
        ("u", "school wants all the paperwork in by {v}"),
        ("a", "I've put {v} in the shared calendar as the deadline for the rabies jab, with a reminder a week before."),
        ("u", "flights are booked for {v}. one way. it's real now"),
        ("u", "buyer wants to pick the car up on {v}, cash on collection"),
        ("u", "our appointment in Lisbon is {v}, 9:40, {P} is taking the day off"),
        ("a", "Movers confirmed the loading day as {v}; I'd keep the day before free for the last bits of packing."),
        ("u", "{P}'s last day at the London office is {v}, after that he's fully remote"),
        ("u", "the house completion is {v} apparently, if the buyers' solicitor gets a move on"),
        ("a", "Your short-term rental in Lisbon starts on {v}, so the movers' delivery window should begin after that."),
        ("u", "kids' last day at school here: {v}. {K1} is already planning a leaving party"),
    ],
    "decision": [
        ("u", "ok decided, we're {c}. {r}. end of discussion"),
        ("u", "After a LOT of back and forth we're {c}, mostly because {r}."),
        ("u", "{P} and I agreed last night: {c}, since {r}."),
        ("a", "Understood, so you're {c}, because {r}. I'll update the checklist and drop the other option."),
        ("u", "fine. we're {c} - {r}, so there's no point arguing about it any more"),
        ("u", "Decision: {c}. Reason being {r}. Please stop suggesting the alternatives now haha"),
        ("u", "{P} wanted the other option but I won this one: we're {c}. {r}, simple as that"),
        ("u", "Slept on it. We're {c}; {r}, and neither of us has the energy to fight about it"),
        ("a", "Okay, recording the decision: you're {c}, and the reason you gave is that {r}. If that changes, just tell me and I'll rework the plan around it."),
    ],
    "constraint": [
        ("u", "Rule from now on: {x}."),
        ("u", "just so it's written down somewhere - {x}. not negotiable"),
        ("u", "{P} wants me to remind you: {x}"),
        ("a", "I'll stick to that: {x}. I won't suggest anything that breaks it."),
        ("u", "pls remember, {x}!! last time was chaos"),
        ("u", "One standing thing for everything we plan: {x}."),
        ("u", "Can we agree a rule? {x}. {P} says fine"),
        ("a", "Adding this to the house rules at the top of the checklist: {x}. I'll flag it if a plan ever bumps into it."),
        ("u", "and I know it sounds dramatic but {x}, ok?"),
    ],
    "question": [
        ("u", "Random one, {q}"),
        ("u", "Question for another day: {q}"),
        ("u", "also {q} nobody seems to know"),
        ("u", "hmm, {q}"),
        ("u", "{P} asked me and I had no idea - {q}"),
        ("u", "before I forget, {q} (no rush)"),
        ("u", "Something that's been bugging me: {q}"),
        ("u", "{P} again. {q} I couldn't find a straight answer anywhere"),
        ("u", "thinking out loud here... {q}"),
    ],
}
EN_IDS = [("removals quote", "AR-Q"), ("vet booking", "VET"), ("storage invoice", "INV"),
          ("AIMA case", "AIMA"), ("pet flight booking", "PTX"), ("car sale", "V5C"),
          ("school application", "SJA"), ("translation order", "TRN"), ("support ticket", "TKT"),
          ("box order", "BX"), ("lease reference", "LSB"), ("utility account", "EDP")]
EN_COMMANDS = [
    "rsync -av --progress ~/Pictures/ /Volumes/MOVEBACKUP/pictures/",
    "zip -er residency_docs.zip ~/Documents/scans/",
    "du -sh ~/Library/Photos",
    "brew install --cask wireguard-tools",
    "pdfunite nif_p1.pdf nif_p2.pdf nif_application.pdf",
    "ssh admin@nas.local 'df -h /volume1'",
    "tar czf school_reports.tgz reports/",
    "ocrmypdf birth_cert_scan.pdf birth_cert_ocr.pdf",
    "magick vaccination_*.jpg vaccination_record.pdf",
    "git -C ~/move-costs pull --rebase",
    "csvcut -c date,amount,category costs.csv",
    "sort -t, -k3 -n quotes.csv",
    "nslookup portal.example-gov.pt",
    "shasum -a 256 passport_scans.zip",
    "gpg -c bank_statements_2026.pdf",
    "python3 fx_update.py --to EUR",
    "find ~/Desktop -name '*.heic' -delete",
    "diskutil eraseDisk APFS OldMac disk2",
]
EN_DECISIONS = [
    ("going with Atlantic Removals", "they'll crate the piano for free"),
    ("putting the kids in the state school", "they'll pick up Portuguese faster"),
    ("driving the dog down ourselves", "no cargo hold for the dog"),
    ("selling the Golf before we go", "right-hand drive is a nightmare there"),
    ("renting for the first year", "we don't know the neighbourhoods yet"),
    ("shipping a part-load only", "half the furniture won't fit anyway"),
    ("keeping the Nationwide account open", "the pension still pays into it"),
    ("skipping the relocation agency", "their fee is more than the movers"),
    ("flying out on the Tuesday", "half the price of the Saturday"),
    ("leaving the books in Mum's loft", "shipping paper costs a fortune"),
    ("buying a car over there", "importing ours costs more than it's worth"),
    ("starting the kids after Easter", "they finish the term with their mates"),
    ("tracking everything in euros", "most of the costs land there"),
    ("getting the NIFs through a lawyer", "doing it remotely is a faff"),
    ("going for the digital nomad visa", "both our jobs are fully remote"),
]
EN_CONSTRAINTS = [
    ("don't book anything non-refundable until the visas come through", "non-refundable until the visas"),
    ("never send original passports by post", "never send original passports"),
    ("only pay the movers after the inventory is signed", "only pay the movers after"),
    ("nobody rings the school before 9am", "rings the school before 9am"),
    ("the dog never flies in the hold", "dog never flies in the hold"),
    ("anything over five hundred quid needs both of us to sign off", "needs both of us to sign off"),
    ("don't tell the kids' teachers till after half term", "teachers till after half term"),
    ("never share the bank PDFs in the family WhatsApp", "bank PDFs in the family WhatsApp"),
    ("always cc me on emails to the lawyer", "always cc me on emails"),
    ("don't sell the car until the new one is sorted", "until the new one is sorted"),
    ("no flights that land after 10pm with the kids", "flights that land after 10pm"),
    ("only use the joint account for move costs", "only use the joint account"),
    ("never let the movers pack the hard drives", "movers pack the hard drives"),
    ("no viewings on weekday evenings, the kids need routine", "no viewings on weekday evenings"),
]
EN_QUESTIONS = [
    ("does the NHR tax thing still exist for people arriving next year?", "NHR tax thing"),
    ("can the dog's rabies titre test be done in Portugal instead?", "rabies titre test"),
    ("do we need to swap our UK driving licences within a certain time?", "swap our UK driving licences"),
    ("does child benefit stop automatically when we leave?", "child benefit stop automatically"),
    ("are the kids' vaccination records accepted as they are or do they need translating?", "vaccination records accepted"),
    ("what happens to council tax if we leave mid-month?", "council tax if we leave mid-month"),
    ("can we put the e-bikes in the removals container?", "e-bikes in the removals container"),
    ("how long does an SNS number take for kids?", "SNS number take for kids"),
    ("do Portuguese schools do packed lunches or is it all canteen?", "packed lunches or is it all canteen"),
    ("is stuff in transit insured by the movers or do we need our own policy?", "insured by the movers"),
    ("should we cancel the TV licence now or after the move?", "cancel the TV licence"),
    ("will our UK mobile numbers still work for two-factor codes?", "mobile numbers still work for two-factor"),
    ("can the dog stay in the car on the Eurotunnel?", "dog stay in the car on the Eurotunnel"),
    ("do we need an apostille on the birth certificates?", "apostille on the birth certificates"),
]
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
EN_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

EN_USER_FILLER = [
    "morning! coffee first, then boxes",
    "{P} is on the phone with the bank again, so it's just me for a bit",
    "sorry, kids were fighting over the iPad. where were we",
    "ok I'm back",
    "honestly I'm so tired of packing. how do two adults own this many cables",
    "{K1} asked if {D} gets a passport with a photo. she's very disappointed it doesn't",
    "{P} here - I don't agree with what she said above btw, but let's park it",
    "lol no. not doing that",
    "can you make that shorter? I need to forward it to my mum",
    "thanks, that's really helpful",
    "hm ok. let me think about it overnight",
    "we had a bit of a row about the sofa. it's staying. apparently.",
    "it's raining AGAIN. Lisbon can't come soon enough",
    "{K2} lost a tooth today so everything is on hold for the tooth fairy",
    "quick one, nothing urgent",
    "that's not what I meant, sorry - I meant the other list",
    "right, bedtime here. talk tomorrow",
    "{P} thinks we're overcomplicating this. I think he's undercomplicating it",
    "just realised we never made the list of stuff to give away",
    "ok can you redo that but assume we don't take the garden furniture",
    "the kids are weirdly excited about the trams",
    "did a car boot sale this morning, made a grand total of not much",
    "{D} ate part of a cardboard box. he's fine. the box is not",
    "my sister keeps sending me articles about the heat in August. thanks sis",
    "sorry for the typos, typing one handed with a toddler hanging off me. well, a 7 year old",
    "I think thats everything for the paperwork bit, lets do the house stuff",
    "yes exactly that",
    "no wait, ignore my last message",
    "{P}: can we please not do this at 11pm",
    "We went to look at the school website again. The photos are lovely, the Portuguese is hard",
    "I'm going to make a cup of tea and pretend none of this exists for 10 mins",
    "good point actually",
    "can you turn that into a checklist with tickboxes?",
    "nah, too complicated. simpler version pls",
    "spoke to the neighbours, they're sad but want to visit",
    "Mum cried when we told her about the flights. cue guilt",
    "the lady at the post office asked if we were emigrating. word travels",
]
EN_PASTES = [
    "Pasting the email from the movers:\n\n> Dear {A},\n> Thank you for choosing us to survey your home. Following the visit, please find attached our "
    "itemised proposal. Please note the price assumes parking within 20 metres of the front door and "
    "normal access at the delivery address. Items such as plants, paint and gas bottles cannot be carried.\n> "
    "Kind regards,\n> Operations Team\n\nwhat does 'normal access' mean for a 4th floor flat with a tiny lift??",
    "this is what the school sent:\n\n---\nDear Parents,\nThank you for your interest. Places for the coming term are "
    "allocated after we receive the enrolment form, proof of address and the children's previous school reports. "
    "We kindly ask families relocating from abroad to arrange an informal visit where possible.\nBest wishes,\nSecretaria\n---\n\nproof of address... we don't HAVE an address yet",
    "copied from the sheet (rough):\n\n| item | who | status |\n|---|---|---|\n| movers | {A} | waiting on 2 more quotes |\n| school | {B} | forms half done |\n"
    "| dog | {A} | jab booked |\n| car | {B} | listed |\n| flat | both | viewing list |\n\ndoes that look like everything?",
    "From the pet transport FAQ:\n\"Animals must be microchipped before the rabies vaccination. A waiting period applies after the "
    "primary vaccination before travel is allowed. An animal health certificate must be issued by an official vet within a short window before departure.\"\n\n"
    "so the order matters. great.",
    "my packing list so far:\n- kitchen: keep the good knives, donate the rest\n- kids' rooms: one box each of 'first night' stuff\n- office: monitors, "
    "the printer (maybe??)\n- garage: nothing, everything goes\n- dog: bed, lead, bowls, the squeaky hedgehog\nwhat am I forgetting",
    "log from the NAS backup job, it failed overnight:\n\n[backup] starting job photos-weekly\n[backup] scanning source... done\n[backup] "
    "error: destination not reachable\n[backup] retry 1/3\n[backup] error: destination not reachable\n[backup] job failed\n\nany idea?",
    "text from the car buyer, verbatim: 'hi is the car still avail, can I see it sat, is the price flexible, also does it have a spare wheel or just the kit'",
]
EN_ASSIST_PARAS = [
    "For the removals, the main thing is to compare like with like. Some quotes include packing materials, insurance and "
    "unpacking at the other end; others only cover transport. It's worth asking each company for an itemised breakdown so you can see where the differences actually are.",
    "On the school side, most international and state schools in Lisbon will want previous school reports, proof of address and the "
    "children's identification. If you don't have a Lisbon address yet, ask whether a signed rental agreement or a letter from your lawyer is accepted in the meantime.",
    "For the dog, the sequence matters more than the speed: microchip first, then the rabies vaccination, then the waiting period, and finally the "
    "health certificate close to travel. If any step happens out of order you may have to repeat it, which is the thing that usually causes delays.",
    "With the car, a private sale usually gets more money but takes longer and involves strangers coming to the house. A dealer or an online "
    "buying service is quicker and less hassle. Given everything else going on, the difference might be worth paying for, but that's your call.",
    "I'd suggest one shared checklist rather than separate lists per person. When both of you write in the same chat it's easy for something "
    "to be agreed in one message and quietly contradicted in another, so a single place to tick things off helps.",
    "For the budget, it helps to split costs into one-off (movers, flights, deposits, translations) and monthly (rent, school fees, bills). "
    "That way the first few months don't look scarier than they are, and you can see what the move costs separately from what living there costs.",
    "Residency paperwork tends to be slow rather than difficult. Keep certified copies of everything, scan all documents to one folder with "
    "clear file names, and note down every reference number the moment you receive it.",
    "If the two of you disagree on this one, it might help to write down what each option costs and what it saves in time and stress. Often "
    "the disagreement is really about which of those matters more, not about the option itself.",
    "Packing-wise, start with the rooms you use least: loft, garage, guest room. Leave the kitchen and the kids' rooms until the last week, and "
    "pack a 'first night' box for each person with bedding, chargers, a change of clothes and something familiar for the children.",
    "For the first weeks in Lisbon, a short-term rental near where you think you'll live gives you time to walk the neighbourhoods, test the "
    "commute to school and see the flats in person before committing to a longer lease.",
    "On the tech side, I'd back up everything twice before any machine is wiped: once to the external drive and once to the cloud. Check that "
    "you can actually open a few files from each backup; a backup you haven't tested is only a hope.",
    "It's completely normal for this stage to feel overwhelming. You're juggling work, two children, a dog and a house full of things. Doing "
    "one small item a day still adds up, and nothing on the list right now is an emergency.",
    "When you message the agency, keep it short: who you are, the dates you're looking at, the number of bedrooms and whether pets are allowed. "
    "Landlords in Lisbon often reply faster to short messages, and the pet question saves a lot of wasted viewings.",
    "About the language: the children will likely pick it up faster than either of you. A few weeks of an app and some cartoons in Portuguese "
    "before the move can make the first school days less daunting.",
    "For selling furniture, group the big items into one listing with photos and a collection window. People are more likely to turn up if "
    "they know exactly when they can come, and you only have to be in for one afternoon.",
]
EN_ASSIST_PARAS += [
    "On the lease, read the clauses about the deposit, who pays for repairs and the notice period. In Lisbon it's common to be asked for "
    "several months up front from people without a local payslip, so it's worth asking early whether a guarantor or a bank letter can replace some of it.",
    "For the kids, keeping a few routines exactly the same through the move helps more than people expect: the same bedtime story, the same "
    "breakfast, the dog's walk at the usual time. Everything else can change around those.",
    "With the paperwork for both of you, I'd keep a simple table: document, who has the original, where the scan is, whether it needs a "
    "translation or an apostille. It sounds fussy but it saves a lot of rummaging through drawers later.",
    "If the garage stuff is mostly sentimental, photos and a small box of keepsakes often do the job of a whole shelf of things. The rest can be "
    "sold or given away in one go, which also makes the removals quote smaller.",
    "For the utilities in Lisbon, electricity, water and internet are usually set up separately. Internet installation can take a week or two, so "
    "if you both work from home it's worth booking it as soon as the lease is signed, or getting a mobile hotspot for the gap.",
]
EN_ASSIST_SHORT = ["Ha, poor thing. Good luck with it!", "That sounds exhausting. Take the ten minutes, the list will still be here.",
                   "No problem, here it is in one line: do the paperwork first, then the house, then the goodbyes.",
                   "Sure, whenever you're ready.", "Fair enough, I'll leave that one alone.", "Totally understandable.",
                   "Noted, I'll keep that in mind.", "Of course. Shout when you want to pick it up again.",
                   "That's a lovely thing for them to look forward to.", "Sounds like a productive morning, even if the cash box disagrees.",
                   "Sleep well, both of you.", "Okay, ignoring it."]
EN_INTROS = ["Hi! So it's official, we're moving to Lisbon next year. Two kids, one dog, one very stressed couple. "
             "I'd like to use this chat to keep track of everything, both of us will be typing in here",
             "hello. we (me and {P}) are planning a move from London to Lisbon with the kids and {D} and I need help keeping it all straight",
             "Hey, quick intro: family of four plus a dog, London -> Lisbon, lots of moving parts. can you help us organise?"]
EN_ASSIST_OPEN = ["Sure.", "Good question.", "That makes sense.", "Okay, here's how I'd approach it.",
                  "Thanks for sending that.", "Right, a few thoughts.", "Happy to help with that.",
                  "That's a lot at once, so let me break it down.", "Understood.", "Got it."]
EN_ASSIST_CLOSE = ["Want me to turn this into a checklist?", "Let me know which part you want to tackle first.",
                   "I can draft the email if that helps.", "Shall I add that to the shared list?",
                   "Tell me if either of you sees it differently.", ""]

# ----------------------------------------------------------------------------------------------
# Chinese material
# ----------------------------------------------------------------------------------------------
ZH_FAMILIES = [("老婆", "老公", "乐乐", "朵朵", "豆豆"), ("我", "我老公", "大宝", "二宝", "可乐"),
               ("我", "孩子他爸", "小宇", "小米", "旺财")]
ZH_SURNAMES = list("王李张刘陈杨黄赵周吴徐孙马朱胡郭何林罗高梁宋郑谢唐韩冯邓曹彭")
ZH_GIVEN = ["建国", "晓雯", "志强", "丽娟", "海涛", "雪梅", "文斌", "俊杰", "佳怡", "国华", "秀英",
            "明辉", "春燕", "子豪", "思远", "静怡", "凯文", "玉兰", "德胜", "婷婷", "永康", "慧敏"]
ZH_ROLES = ["搬家公司的业务经理", "成都那边学校的招生老师", "宠物托运公司的对接人", "来看车的买家",
            "二手车行的销售", "成都的房东", "租房中介", "老大现在的班主任", "小区物业的管家",
            "宠物医院的医生", "社区居委会的工作人员", "公司人事", "成都新学校的教导主任", "快递站的站长"]
ZH_TPL = {
    "name": [
        ("u", "记一下，{role}叫{v}，电话我回头发你"),
        ("u", "刚跟{v}通完电话，就是{role}，人挺好说话的"),
        ("u", "{role}是{v}，以后有事直接找她"),
        ("a", "好的，已经记下：{v}是{role}。后面帮你们起草消息的时候我会用这个称呼。"),
        ("u", "{v}（{role}）说下周再跟我们确认一下时间"),
        ("u", "{P}说{role}换人了，现在是{v}，之前那个离职了"),
        ("a", "收到。我在联系人表里把{v}标成了{role}，和你之前发的电话号码放在一起。"),
    ],
    "command": [
        ("u", "我在旧电脑上跑了 `{v}` 然后就卡住不动了，正常吗"),
        ("a", "在终端里执行这一行就可以：\n\n    {v}\n\n照片比较多的话会跑挺久，记得插着电源别合盖。"),
        ("u", "最后能用的命令是 {v}，记一下，试了五六次才成功"),
        ("u", "{P}让我先跑一下 {v} 再格式化旧电脑，这样对吗"),
        ("u", "贴一下我敲的：\n$ {v}\n然后刷了一大堆东西就没动静了"),
        ("a", "比较稳妥的做法是用 `{v}`，它只读源目录，不会改动或删除旧盘上的任何东西。"),
        ("u", "晚点提醒我在NAS上跑一下 {v}，老是忘"),
    ],
    "id": [
        ("u", "{what}是 {v}，说有效期一个月"),
        ("u", "{what}下来了，编号{v}"),
        ("a", "我把这笔记进了费用表，{what}写的是 {v}，方便以后跟银行流水对账。"),
        ("u", "有人问的话，{what}是{v}"),
        ("u", "{P}翻到邮件了，{what}：{v}，说以后办什么都要报这个号"),
        ("u", "终于！{what} {v}"),
        ("a", "{what}请用 {v}，回复邮件时最好写在标题里，对方查起来快。"),
    ],
    "port": [
        ("u", "NAS的管理页面在 {v} 端口，不是默认那个，你要用的话"),
        ("u", "路由器上的VPN监听的是{v}，昨晚刚做的端口映射"),
        ("a", "手机上的播放器填NAS的地址加端口 {v} 就行；如果还是连不上，检查一下防火墙有没有放行这个端口。"),
        ("u", "监控摄像头改成{v}端口了，之前那个跟别的冲突"),
        ("u", "{P}说远程访问要开在{v}上，我也不懂，他弄的"),
        ("a", "VPN建议就保持在 {v} 端口，成都那边有的宽带会封常用端口。"),
        ("u", "家里那个智能家居网关升级完换到{v}端口了，{P}说别乱动"),
    ],
    "version": [
        ("u", "记账表格现在是{v}了，网盘里旧的那些别看了"),
        ("u", "房东又发了一版租房合同，这次是{v}"),
        ("u", "政务App非要我升级到{v}才能登录，服了"),
        ("a", "预算模板我重新做了一版，{v}，汇总公式都放在F列，数字改了会自动更新。"),
        ("u", "路由器固件是{v}，不知道是不是因为这个老掉线"),
        ("u", "我们签的是合同{v}，不是之前那稿，{P}逐条看过了"),
        ("a", "先确认一下我们看的是同一份：我手上的搬家清单是{v}，学校那部分在最前面的那份。"),
    ],
    "money": [
        ("u|8000|26000", "安达搬家报价{v}，整车，{P}听了差点没站稳"),
        ("u|1000|5000", "学校的押金要{v}，还说不退"),
        ("a|1500|4000", "我把{v}加到了宠物托运那一行，这一项总数高了一些，但还在你们的预算以内。"),
        ("u|30000|90000", "有人在二手车平台上出价{v}，太狠了，车况那么好"),
        ("u|200|600", "材料公证一份就要{v}，抢钱啊"),
        ("u|3000|7000", "成都那套三居室月租{v}，物业费另算"),
        ("a|1200|4000", "仓储报价折下来是半年{v}，比把储藏室里的东西全运过去再运回来便宜。"),
        ("u|200|800", "今天带{D}打疫苗花了{v}，还要再去一次"),
        ("u|2000|6000", "四张机票一共{v}，周中走便宜不少"),
        ("a|300|1200", "保洁公司的退房深度清洁报价是{v}，我先记在一次性支出里了。"),
    ],
    "date": [
        ("u", "搬家公司上门估价定在{v}，上午"),
        ("u", "学校说材料要在{v}之前交齐"),
        ("a", "我把{v}记到共享日历里了，作为{D}打疫苗的截止日期，提前一周会提醒。"),
        ("u", "机票订了，{v}走，单程，这下是真的要搬了"),
        ("u", "买家说{v}来提车，现金"),
        ("a", "搬家公司确认装车那天是{v}，建议前一天空出来收尾。"),
        ("u", "{P}在上海公司最后一天上班是{v}，之后就去成都分公司报到"),
        ("u", "孩子在这边上学到{v}，{K1}已经在准备跟同学告别了"),
        ("a", "成都那边短租的房子{v}起租，搬家公司送货最好安排在这之后。"),
        ("u", "房东让我们{v}之前把钥匙交回去"),
    ],
    "decision": [
        ("u", "商量完了，{c}，主要是{r}。"),
        ("u", "{c}吧，{r}，不吵了"),
        ("a", "明白，那就{c}，因为{r}。我把清单更新一下，另一个方案先划掉。"),
        ("u", "最后决定{c}——说到底还是{r}"),
        ("u", "{P}同意了：{c}，{r}"),
        ("u", "定了：{c}。原因很简单，{r}。别再给我推荐别的了哈哈"),
        ("u", "{P}本来想选另一个，最后还是听我的：{c}，{r}"),
        ("u", "睡了一觉想通了，{c}。{r}，没必要再折腾"),
        ("a", "好，我把这个决定记下来：{c}，理由是{r}。以后如果有变化告诉我，我再调整整个计划。"),
    ],
    "constraint": [
        ("u", "以后定个规矩：{x}。"),
        ("u", "写下来省得忘：{x}，这个没商量"),
        ("u", "{P}让我提醒你：{x}"),
        ("a", "好的，我会一直按这条来：{x}，不会再提违反这条的方案。"),
        ("u", "千万记住，{x}！！上次太乱了"),
        ("u", "有一条所有安排都适用：{x}。"),
        ("u", "咱们立个规矩吧，{x}，{P}也同意了"),
        ("a", "我把这条加到清单最上面的“家规”里了：{x}。以后哪个安排碰到这条我会先提醒。"),
        ("u", "我知道听起来有点夸张，但是{x}，好吗"),
    ],
    "question": [
        ("u", "突然想到，{q}"),
        ("u", "留个问题以后再说：{q}"),
        ("u", "还有，{q} 问了一圈没人知道"),
        ("u", "嗯……{q}"),
        ("u", "{P}问我我也答不上来：{q}"),
        ("u", "趁还记得问一下，{q}（不急）"),
        ("u", "有件事一直没搞明白：{q}"),
        ("u", "{P}又问了：{q} 网上说法都不一样"),
        ("u", "自言自语一下……{q}"),
    ],
}
ZH_IDS = [("搬家报价单号", "AD"), ("宠物托运单号", "TY"), ("仓储发票号", "FP"), ("转学申请编号", "ZX"),
          ("纸箱订单号", "DD"), ("工单号", "GD"), ("体检预约号", "YY"), ("过户业务号", "GH"),
          ("宽带报装单号", "KD"), ("租房合同编号", "HT"), ("航班订单号", "JP"), ("公证受理号", "GZ")]
ZH_COMMANDS = [
    "rsync -av --progress ~/Pictures/ /Volumes/BANJIA/照片/",
    "zip -er 户口材料.zip ~/Documents/扫描件/",
    "du -sh ~/Library/Photos",
    "ssh admin@nas.local 'df -h /volume1'",
    "tar czf 成绩单.tgz reports/",
    "ocrmypdf 出生证明.pdf 出生证明_ocr.pdf",
    "git -C ~/banjia-feiyong pull --rebase",
    "sort -t, -k3 -n baojia.csv",
    "shasum -a 256 证件扫描.zip",
    "gpg -c 银行流水.pdf",
    "python3 huizong.py --month 2027-01",
    "find ~/Desktop -name '*.heic' -delete",
    "diskutil eraseDisk APFS JiuMac disk2",
    "adb pull /sdcard/DCIM ~/手机照片",
    "ping -c 4 192.168.31.1",
]
ZH_DECISIONS = [
    ("用安达搬家", "他们能免费打包钢琴"),
    ("让孩子上公立小学", "离新家就两站地铁"),
    ("自己开车带狗过去", "狗不用进货舱"),
    ("走之前把车卖了", "沪牌在上海更值钱"),
    ("第一年先租房", "还不熟悉成都的片区"),
    ("只托运一半家具", "新房子根本放不下"),
    ("保留上海的银行卡", "公积金还要往里打"),
    ("不请搬家顾问", "顾问费比搬家费还贵"),
    ("坐周二的航班", "比周六便宜一半"),
    ("书先放外婆家", "运纸太贵了"),
    ("到成都再买车", "转籍手续太麻烦"),
    ("孩子下学期再转", "想让他们跟同学读完这学期"),
    ("记账全用人民币", "两个人都看得懂"),
    ("找代办跑户口迁移", "我们请不出那么多假"),
]
ZH_CONSTRAINTS = [
    ("清单没签之前不要付尾款", "清单没签之前不要付尾款"),
    ("狗绝对不走货运舱", "绝对不走货运舱"),
    ("证件原件一律不寄快递", "原件一律不寄快递"),
    ("超过两千的开销必须我们俩都同意", "必须我们俩都同意"),
    ("早上九点前不要给学校打电话", "九点前不要给学校打电话"),
    ("银行流水不要发到家庭群里", "不要发到家庭群里"),
    ("给律师的邮件一定要抄送我", "一定要抄送我"),
    ("新车没着落之前不卖旧车", "新车没着落之前不卖旧车"),
    ("带孩子不坐晚上十点以后落地的航班", "十点以后落地的航班"),
    ("搬家的钱只走共同账户", "只走共同账户"),
    ("硬盘不许让搬家工人打包", "硬盘不许让搬家工人打包"),
    ("看房只约周末，工作日晚上不约", "工作日晚上不约"),
]
ZH_QUESTIONS = [
    ("上海的社保转到成都要多久？", "社保转到成都要多久"),
    ("孩子的疫苗本到成都认不认？", "疫苗本到成都认不认"),
    ("公积金能不能直接转到成都？", "公积金能不能直接转"),
    ("托运的时候狗能不能吃镇静药？", "狗能不能吃镇静药"),
    ("卖车之后ETC要怎么注销？", "ETC要怎么注销"),
    ("成都的小学有没有午托？", "小学有没有午托"),
    ("户口要不要跟着一起迁过去？", "户口要不要跟着一起迁"),
    ("医保卡在成都能不能直接刷？", "医保卡在成都能不能直接刷"),
    ("搬家公司的保险包不包括电器？", "保险包不包括电器"),
    ("上海的宽带合约没到期怎么退？", "宽带合约没到期怎么退"),
    ("成都的居住证办下来要多久？", "居住证办下来要多久"),
    ("孩子转学要不要原学校开学籍证明？", "原学校开学籍证明"),
]
ZH_WEEKDAYS = ["一", "二", "三", "四", "五", "六"]

ZH_USER_FILLER = [
    "早啊，先喝口咖啡再打包",
    "{P}又在跟银行打电话，我先来",
    "不好意思，两个孩子抢平板打起来了，刚才说到哪了",
    "回来了",
    "打包打到崩溃，家里怎么这么多数据线",
    "{K1}问{D}托运要不要拍证件照，哈哈哈",
    "换{P}来说两句：上面她说的我不太同意，先放一放",
    "不要不要，这个不行",
    "能不能写短一点，我要转给我妈看",
    "谢谢，很有用",
    "嗯，我再想想，明天说",
    "为了沙发吵了一架，结论是沙发带走。行吧。",
    "上海又下雨了，好想赶紧去成都吃火锅",
    "{K2}今天掉了颗牙，全家都在忙这个",
    "问个小事，不急",
    "不是这个意思，我说的是另一张清单",
    "先睡了，明天再聊",
    "{P}觉得我们想太多了，我觉得是他想太少",
    "刚想起来送人的东西还没列清单",
    "重新算一下吧，假设阳台那套桌椅不带走",
    "孩子们听说成都有大熊猫兴奋得不行",
    "今天在小区里摆摊卖旧物，没卖几个钱",
    "{D}把一个纸箱啃了一半，狗没事，箱子废了",
    "我姐天天给我发成都夏天多闷热的文章，谢谢啊",
    "打字有错别字别介意，一边抱着孩子一边打的",
    "证件那块差不多了吧，说说家里东西怎么处理",
    "对对对，就是这个",
    "等下，上一条当我没说",
    "{P}：能不能别晚上十一点讨论这个",
    "又去看了一遍成都那个学校的公众号，环境挺好的",
    "我去泡杯茶，十分钟内不想这些事",
    "有道理",
    "能做成带勾选框的清单吗",
    "太复杂了，来个简单版的",
    "跟邻居说了要搬走，他们挺舍不得的",
    "我妈知道订了机票以后哭了，好内疚",
    "楼下快递站的阿姨问我们是不是要搬家，消息传得真快",
]
ZH_PASTES = [
    "贴一下搬家公司发来的：\n\n【上门评估说明】您好，感谢选择我们的服务。报价已包含打包材料、拆装大件家具和长途运输，"
    "不含钢琴、鱼缸等特殊物品。易燃易爆物品、液化气罐、植物不予承运。如新地址无电梯，需另行核算楼层费。\n\n新房是电梯房，但电梯很小，这个算不算？",
    "学校发的通知：\n---\n各位家长：转入我校需提供户口簿、房产证明或租房备案、原学校转学联系函及学籍信息表。"
    "材料齐全后由教务处统一审核，审核结果另行通知。\n---\n租房备案……我们房子都还没定",
    "从表格里复制的（大概）：\n\n| 事项 | 负责人 | 进度 |\n|---|---|---|\n| 搬家公司 | {A} | 还在等两家报价 |\n| 转学 | {B} | 材料准备了一半 |\n"
    "| 狗 | {A} | 疫苗约好了 |\n| 卖车 | {B} | 已挂出去 |\n| 租房 | 一起 | 在看房源 |\n\n还漏了什么吗",
    "宠物托运公司的须知：\n“犬只需植入芯片并完成狂犬疫苗接种，托运前须由动物卫生监督机构出具检疫证明。"
    "短鼻犬种、怀孕犬只不予承运。航空箱须符合航空公司尺寸要求。”\n\n所以先后顺序很重要，好吧",
    "我目前的打包清单：\n- 厨房：好刀留着，其他送人\n- 孩子房间：每人一箱“第一晚”要用的东西\n- 书房：显示器，打印机（要不要带？）\n"
    "- 阳台：花全送邻居\n- 狗：窝、牵引绳、碗、那个会叫的小刺猬\n我还漏了啥",
    "NAS昨晚备份失败了，日志：\n\n[backup] 开始任务 照片-每周\n[backup] 扫描源目录… 完成\n[backup] 错误：目标不可达\n[backup] 重试 1/3\n"
    "[backup] 错误：目标不可达\n[backup] 任务失败\n\n这是啥情况",
    "买车的人发的微信原话：“车还在吗，周六能看车不，价格还能谈吗，备胎是全尺寸的还是补胎工具”",
]
ZH_ASSIST_PARAS = [
    "搬家公司的报价要放在一起比，关键是口径一致。有的报价包含打包材料、保险和到达后的拆箱，有的只算运输。"
    "建议让每家都给一份分项明细，这样才能看出差价到底差在哪里。",
    "转学这块，成都的公立学校一般要户口簿、居住或租房证明、原学校的转学联系函和学籍信息。"
    "如果房子还没定，可以先问问学校，签好的租房合同能不能临时替代。",
    "狗的托运，顺序比速度重要：先植入芯片，再打狂犬疫苗，然后等观察期，最后在出发前开检疫证明。"
    "任何一步顺序不对都可能要重来，这往往是最耽误时间的地方。",
    "卖车的话，私下卖通常价格更高，但花时间，而且要让陌生人上门看车。卖给车商或者平台回收会快很多、省心很多。"
    "现在事情这么多，这个差价值不值得，你们自己权衡。",
    "建议你们俩共用一张清单，而不是各记各的。两个人在同一个对话里说话，很容易这一条刚商量好，下一条又被推翻，"
    "有个统一的地方打勾会清楚很多。",
    "预算可以分成一次性支出（搬家、机票、押金、翻译公证）和每月支出（房租、学费、水电）。这样头几个月不会看起来那么吓人，"
    "也能分清搬家本身花多少、在成都生活要花多少。",
    "证件手续一般是慢，不是难。所有材料都留复印件，扫描到同一个文件夹，文件名写清楚，拿到任何编号第一时间记下来。",
    "如果你们俩在这件事上意见不一样，可以把每个方案花多少钱、省多少时间和精力都写下来。很多时候分歧不在方案本身，"
    "而在于更看重钱还是更看重省心。",
    "打包建议从最少用的房间开始：储藏室、阳台、客房。厨房和孩子房间留到最后一周，每个人再准备一个“第一晚”箱子，"
    "放床品、充电器、换洗衣服和孩子熟悉的小东西。",
    "刚到成都的头几周，可以先在想住的片区附近短租，这样有时间实地走走，试试去学校的路程，再决定签长租。",
    "电脑这块，任何机器格式化之前都建议备份两份：一份到移动硬盘，一份到云盘。每份备份都随便打开几个文件试试，"
    "没验证过的备份等于没有备份。",
    "这个阶段觉得喘不过气很正常：工作、两个孩子、一只狗、一屋子东西都要安排。每天做一小件事也会积少成多，"
    "现在清单上没有哪件是火烧眉毛的。",
    "联系中介的时候消息写短一点：你们是谁、大概什么时候入住、要几居室、能不能养狗。能不能养狗这条先问清楚，能省掉很多白跑的看房。",
    "旧家具可以打包成一条信息发出去，配好照片，写清楚可以来取的时间段。买家知道具体什么时候能来，更容易成交，你们也只需要在家等一个下午。",
    "孩子适应新学校通常比大人想的快。搬之前可以多跟他们聊聊成都好玩的地方，比如熊猫基地，让他们对新环境有点期待。",
]
ZH_ASSIST_PARAS += [
    "租房合同重点看押金怎么退、维修谁负责、提前退租要提前多久通知。成都很多房东押一付三，能不能谈成押一付一，可以早点问。",
    "孩子那边，搬家前后尽量保持几个固定的习惯不变：同样的睡前故事、同样的早饭、遛狗的时间。其他都可以变，这几样稳住就好。",
    "两个人的证件可以做一张简单的表：证件名、原件在谁手里、扫描件放在哪、要不要公证或翻译。听着麻烦，但后面找东西会省很多事。",
    "储藏室里如果大多是有纪念意义的东西，拍照留念再留一小箱，其余的可以一次性卖掉或者送人，搬家报价也能降下来。",
    "到成都以后水电燃气和宽带要分别办，宽带上门安装有时候要排一周左右。你们俩都在家办公的话，签完租房合同就可以先预约，中间用手机热点顶一下。",
]
ZH_ASSIST_SHORT = ["哈哈，辛苦了，加油！", "听着就累，先歇十分钟，清单跑不掉的。", "一句话版：先办证件，再处理家里的东西，最后跟大家告别。",
                   "好的，你们准备好了再说。", "行，这条我就先不提了。", "完全理解。", "记下了。", "当然，想继续的时候喊我。",
                   "孩子们有期待是好事。", "早点休息，你们俩都是。", "好，当没看到。", "熊猫基地确实值得期待。"]
ZH_INTROS = ["你好！我们家定了明年从上海搬到成都，两个孩子一只狗，事情特别多。以后搬家的事都在这里记，我和{P}都会在这个对话里说话",
             "在吗。我们一家要从上海搬去成都了，想让你帮忙把搬家、转学、狗托运、卖车这些事理一理",
             "先介绍一下：一家四口加一只狗，上海搬成都，头都大了，帮我们规划一下吧"]
ZH_ASSIST_OPEN = ["好的。", "好问题。", "明白。", "可以，我说说我的思路。", "谢谢发过来。", "嗯，有几点想法。",
                  "乐意帮忙。", "一下子事情有点多，我拆开来说。", "收到。"]
ZH_ASSIST_CLOSE = ["要不要我整理成清单？", "你们想先处理哪一块？", "需要的话我可以帮你们起草消息。",
                   "要我加到共享清单里吗？", "你们俩谁有不同意见可以直接说。", ""]

TOOLS_EN = [
    ("web_search", lambda r: {"query": r.choice(["Lisbon school enrolment foreign children", "pet travel UK to Portugal rules",
                                                 "sell car privately UK checklist", "removals UK to Portugal part load",
                                                 "Lisbon neighbourhoods families", "Portugal residence permit documents"])},
     lambda r: "\n".join(r.sample([
         "1. Guide for families relocating: schools, documents and timelines (expat forum)",
         "2. Official page: documents required for residence applications",
         "3. Blog: our first year with kids in the city, what we'd do differently",
         "4. Comparison: shared container vs dedicated van, pros and cons",
         "5. Q&A thread: how long did your paperwork take?",
         "6. Checklist: what to cancel before leaving the country"], 4))),
    ("sheet_read", lambda r: {"sheet": "costs", "range": r.choice(["A1:D12", "A1:F20", "B2:E9"])},
     lambda r: "category | estimate | paid | note\nmovers | pending | no | waiting on quotes\nflights | pending | no | -\n"
               "school | pending | no | deposit later\ndog | pending | partly | vet visits\nflat | pending | no | first month + deposit"),
    ("calendar_list", lambda r: {"calendar": "family", "days": r.choice([7, 14, 30])},
     lambda r: "- swimming lessons (weekly)\n- dentist for both kids\n- bin day\n- parents' evening\n- vet check for the dog"),
    ("email_search", lambda r: {"query": r.choice(["movers", "school", "vet", "lawyer", "car"]), "limit": 5},
     lambda r: "3 threads found:\n- Re: your enquiry (unread)\n- Next steps and documents\n- Quick question about dates"),
    ("fx_rate", lambda r: {"from": "GBP", "to": "EUR"},
     lambda r: "rate fetched; see conversion table in the costs sheet, tab fx"),
]
TOOLS_ZH = [
    ("web_search", lambda r: {"query": r.choice(["成都 小学 转学 材料", "宠物 托运 上海到成都 须知", "上海 二手车 过户 流程",
                                                 "上海到成都 搬家 整车 报价", "成都 哪个区 适合 带娃", "成都 居住证 办理"])},
     lambda r: "\n".join(r.sample([
         "1. 外地孩子转学到成都需要准备哪些材料（家长经验帖）",
         "2. 官方：居住证办理指南",
         "3. 我们家搬到成都第一年的经验和踩坑",
         "4. 整车搬家和零担拼车的区别",
         "5. 问答：手续大概办了多久？",
         "6. 离开上海前要注销的东西清单"], 4))),
    ("sheet_read", lambda r: {"sheet": "费用", "range": r.choice(["A1:D12", "A1:F20", "B2:E9"])},
     lambda r: "类别 | 预估 | 已付 | 备注\n搬家 | 待定 | 否 | 等报价\n机票 | 待定 | 否 | -\n学校 | 待定 | 否 | 押金之后交\n狗 | 待定 | 部分 | 看医生\n房子 | 待定 | 否 | 首月加押金"),
    ("calendar_list", lambda r: {"calendar": "家庭", "days": r.choice([7, 14, 30])},
     lambda r: "- 游泳课（每周）\n- 两个孩子看牙\n- 家长会\n- 狗狗体检"),
    ("email_search", lambda r: {"query": r.choice(["搬家", "学校", "宠物", "律师", "卖车"]), "limit": 5},
     lambda r: "找到3个会话：\n- 回复：您的咨询（未读）\n- 后续步骤和材料\n- 关于日期的小问题"),
]


# ----------------------------------------------------------------------------------------------
def ordinal(d):
    if 10 <= d % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return "%d%s" % (d, suf)


def en_value(kind, r, used, lim=None):
    """Return (value, extra fields) for value kinds."""
    for _ in range(200):
        ex = {}
        if kind == "name":
            v = r.choice(EN_FIRST) + " " + r.choice(EN_LAST) if r.random() < 0.8 else r.choice(EN_FIRST)
            ex["role"] = r.choice(EN_ROLES)
        elif kind == "command":
            v = r.choice(EN_COMMANDS)
        elif kind == "id":
            what, pre = r.choice(EN_IDS)
            form = r.randrange(3)
            if form == 0:
                v = "%s-%05d" % (pre, r.randrange(10000, 99999))
            elif form == 1:
                v = "%s%d-%04d" % (pre, r.randrange(2, 9), r.randrange(1000, 9999))
            else:
                v = "%s-%s%d%s" % (pre, r.choice("KLMNPRT"), r.randrange(100, 999), r.choice("ABCDXYZ"))
            ex["what"] = what
        elif kind == "port":
            v = str(r.choice([8080, 8443, 32400, 51820, 1194, 5001, 9091, 8123, 3000, 8888, 2222,
                              4711, 7878, 8096, 6881, 10443, 49152, 5050, 9443, 18080]))
        elif kind == "version":
            f = r.randrange(4)
            a, b, c = r.randrange(1, 19), r.randrange(0, 15), r.randrange(0, 30)
            v = ["v%d.%d.%d" % (a, b, c), "%d.%d.%d" % (a, b, c), "v%d.%d" % (a, b),
                 "%d.%d-rc%d" % (a, b, c % 5 + 1)][f]
        elif kind == "money":
            cur = r.choice(["£", "€", "€", "$"])
            n = r.randrange(*lim) if lim else r.randrange(40, 9000)
            n = n // 5 * 5 if n < 1000 else n // 50 * 50
            v = cur + ("{:,}".format(n))
        elif kind == "date":
            m = r.randrange(12)
            d = r.randrange(10, 29)
            f = r.randrange(5)
            v = ["%s %d" % (EN_MONTHS[m], d), "%d %s" % (d, EN_MONTHS[m]), "%02d/%02d" % (d, m + 1),
                 "the %s of %s" % (ordinal(d), EN_MONTHS[m]),
                 "%s the %s" % (r.choice(EN_WEEKDAYS), ordinal(d))][f]
        if kind == "name" and any(u.split()[0] == v.split()[0] for u in used):
            continue
        if v not in used:
            return v, ex
    raise RuntimeError("value pool exhausted for " + kind)


def zh_value(kind, r, used, lim=None):
    for _ in range(200):
        ex = {}
        if kind == "name":
            v = r.choice(ZH_SURNAMES) + r.choice(ZH_GIVEN)
            ex["role"] = r.choice(ZH_ROLES)
        elif kind == "command":
            v = r.choice(ZH_COMMANDS)
        elif kind == "id":
            what, pre = r.choice(ZH_IDS)
            form = r.randrange(3)
            if form == 0:
                v = "%s%d" % (pre, r.randrange(10000000, 99999999))
            elif form == 1:
                v = "%s-2026-%04d" % (pre, r.randrange(1000, 9999))
            else:
                v = "SH%s%05d" % (pre, r.randrange(10000, 99999))
            ex["what"] = what
        elif kind == "port":
            v = str(r.choice([8080, 8443, 32400, 51820, 1194, 5001, 9091, 8123, 3000, 8888, 2222,
                              4711, 7878, 8096, 6881, 10443, 49152, 5050, 9443, 18080]))
        elif kind == "version":
            a, b, c = r.randrange(1, 19), r.randrange(0, 15), r.randrange(0, 30)
            v = ["v%d.%d.%d" % (a, b, c), "%d.%d.%d" % (a, b, c), "v%d.%d" % (a, b),
                 "%d.%d" % (a, b)][r.randrange(4)]
            if "v" not in v and v.count(".") == 1:
                ex["wrap"] = ("第", "版")
        elif kind == "money":
            n = r.randrange(*lim) if lim else r.randrange(200, 30000)
            n = n // 10 * 10 if n < 2000 else n // 100 * 100
            f = r.randrange(3)
            v = ["%d元" % n, "¥{:,}".format(n), "%d块" % n][f]
        elif kind == "date":
            m = r.randrange(1, 13)
            d = r.randrange(10, 29)
            f = r.randrange(3)
            v = ["%d月%d日" % (m, d), "%d月%d号" % (m, d),
                 "下周%s（%d号）" % (r.choice(ZH_WEEKDAYS), d)][f]
        if v not in used:
            return v, ex
    raise RuntimeError("value pool exhausted for " + kind)


def make_facts(lang, r, per_kind, fam):
    tpls = EN_TPL if lang == "en" else ZH_TPL
    valf = en_value if lang == "en" else zh_value
    decisions = list(EN_DECISIONS if lang == "en" else ZH_DECISIONS)
    constraints = list(EN_CONSTRAINTS if lang == "en" else ZH_CONSTRAINTS)
    questions = list(EN_QUESTIONS if lang == "en" else ZH_QUESTIONS)
    for pool in (decisions, constraints, questions):
        r.shuffle(pool)
    facts = []
    used = set()
    for kind in KINDS:
        tl = tpls[kind]
        order = list(range(len(tl)))
        r.shuffle(order)
        for i in range(per_kind):
            role, tpl = tl[order[i % len(order)]]
            rng_lim = None
            if "|" in role:
                role, lo, hi = role.split("|")
                rng_lim = (int(lo), int(hi))
            partner = fam[1]
            fields = {"P": partner, "D": fam[4], "K1": fam[2]}
            if kind in ("decision", "constraint", "question"):
                pool = {"decision": decisions, "constraint": constraints, "question": questions}[kind]
                if i >= len(pool):
                    raise RuntimeError("pool too small for %s (PER_KIND=%d)" % (kind, per_kind))
                item = pool[i]
                if kind == "decision":
                    fields.update(c=item[0], r=item[1])
                    needles = [item[0], item[1]]
                elif kind == "constraint":
                    fields["x"] = item[0]
                    needles = [item[1]]
                else:
                    fields["q"] = item[0]
                    needles = [item[1]]
            else:
                v, ex = valf(kind, r, used, rng_lim)
                used.add(v)
                fields.update(ex)
                fields["v"] = v
                if "wrap" in ex:
                    fields["v"] = ex.pop("wrap")[0] + v + "版"
                    fields.update(ex)
                needles = [v]
            text = tpl.format(**fields)
            if (lang == "en" and text[0].islower() and r.random() < 0.3
                    and not any(text.startswith(nd) for nd in needles)):
                text = text[0].upper() + text[1:]
            facts.append({"kind": kind, "role": "user" if role == "u" else "assistant",
                          "text": text, "needles": needles})
    return facts


def fill(s, fam):
    return s.format(A=fam[0], B=fam[1], P=fam[1], K1=fam[2], K2=fam[3], D=fam[4])


def typo(s, r):
    """Occasionally drop or swap a letter, like a hurried thumb would (English only)."""
    if r.random() > 0.25 or len(s) < 20:
        return s
    i = r.randrange(5, len(s) - 5)
    if not (s[i].isalpha() and s[i + 1].isalpha()):
        return s
    return s[:i] + s[i + 1] + s[i] + s[i + 2:] if r.random() < 0.5 else s[:i] + s[i + 1:]


def assistant_filler(lang, r, short_ok=False):
    if short_ok and r.random() < 0.4:
        return r.choice(EN_ASSIST_SHORT if lang == "en" else ZH_ASSIST_SHORT)
    if lang == "en":
        paras = r.sample(EN_ASSIST_PARAS, r.choice([1, 2, 2, 3]))
        opening, closing = r.choice(EN_ASSIST_OPEN), r.choice(EN_ASSIST_CLOSE)
    else:
        paras = r.sample(ZH_ASSIST_PARAS, r.choice([1, 2, 2, 3]))
        opening, closing = r.choice(ZH_ASSIST_OPEN), r.choice(ZH_ASSIST_CLOSE)
    body = "\n\n".join(paras)
    return (opening + ("\n\n" if len(paras) > 1 else " ") + body + ("\n\n" + closing if closing else "")).strip()


def user_filler(lang, r, fam):
    if r.random() < 0.12:
        return fill(r.choice(EN_PASTES if lang == "en" else ZH_PASTES), fam)
    s = fill(r.choice(EN_USER_FILLER if lang == "en" else ZH_USER_FILLER), fam)
    if lang == "en":
        s = typo(s, r)
        if r.random() < 0.12:
            s2 = fill(r.choice(EN_USER_FILLER), fam)
            s = s + ". " + s2 if not s.endswith((".", "!", "?")) else s + " " + s2
    elif r.random() < 0.1:
        s = s + "。" + fill(r.choice(ZH_USER_FILLER), fam)
    return s


def build(seed, lang, per_kind, attempt):
    r = random.Random("%s-%d-%d" % (SET, seed, attempt))
    fam = (EN_FAMILIES if lang == "en" else ZH_FAMILIES)[(seed - 1) % (len(EN_FAMILIES) if lang == "en" else len(ZH_FAMILIES))]
    facts = make_facts(lang, r, per_kind, fam)
    r.shuffle(facts)
    # group a few user facts into one message (several facts in one message)
    fact_msgs = []
    i = 0
    while i < len(facts):
        f = facts[i]
        if (f["role"] == "user" and i + 1 < len(facts) and facts[i + 1]["role"] == "user"
                and facts[i + 1]["kind"] != f["kind"] and r.random() < 0.25):
            g = facts[i + 1]
            if lang == "en":
                sep = r.choice([" Also: ", "\n\nand ", " Oh and ", "\n", " + "])
                if sep.startswith(" ") and not f["text"].endswith((".", "!", "?", ")")):
                    sep = "." + sep
            else:
                sep = r.choice(["\n\n还有，", "\n", " 另外，"])
            t2 = g["text"]
            fact_msgs.append(("user", f["text"] + sep + t2, [f, g]))
            i += 2
        else:
            fact_msgs.append((f["role"], f["text"], [f]))
            i += 1
    n_user_f = sum(1 for m in fact_msgs if m[0] == "user")
    n_asst_f = len(fact_msgs) - n_user_f
    target = int(len(fact_msgs) * r.uniform(2.0, 2.6))
    target = max(135, min(275, target))
    # slot sequence: user turn (sometimes both partners), assistant reply
    while True:
        slots = []
        while len(slots) < target:
            slots.append("user")
            if r.random() < 0.15:
                slots.append("user")
            slots.append("assistant")
        us = [k for k, s in enumerate(slots) if s == "user"]
        as_ = [k for k, s in enumerate(slots) if s == "assistant"]
        if len(us) >= n_user_f + 5 and len(as_) >= n_asst_f + 5:
            break
        target += 10
    assign = {}
    for role, idxs in (("user", us), ("assistant", as_)):
        mine = [m for m in fact_msgs if m[0] == role]
        if not mine:
            continue
        # spread evenly with jitter, starting near the top of the conversation
        step = len(idxs) / float(len(mine))
        for j, m in enumerate(mine):
            k = min(len(idxs) - 1, int(j * step + r.random() * step * 0.8))
            while idxs[k] in assign:
                k = (k + 1) % len(idxs)
            assign[idxs[k]] = m
    rows = []
    t = datetime(2026, 11, 20, 7, 30, 0) + timedelta(minutes=r.randrange(0, 90))
    n = 0
    call_n = 0
    fact_row = {}
    tools = TOOLS_EN if lang == "en" else TOOLS_ZH

    def stamp():
        nonlocal t
        gap = r.choice([20, 45, 60, 90, 150, 300, 600])
        if r.random() < 0.02:
            gap = r.randrange(3 * 3600, 10 * 3600)
        t += timedelta(seconds=gap)
        return t.strftime("%Y-%m-%dT%H:%M:%SZ")

    def add(item, meta):
        nonlocal n
        n += 1
        rows.append({"v": 2, "id": "msg_%s%d_%04d" % (SET, seed, n), "createdAt": stamp(),
                     "item": item, "meta": meta})
        return len(rows) - 1

    for k, role in enumerate(slots):
        if role == "assistant" and rows and rows[-1]["item"].get("role") == "user" and r.random() < 0.14:
            name, argf, outf = r.choice(tools)
            call_n += 1
            cid = "call_%s%d_%03d" % (SET, seed, call_n)
            add({"type": "function_call", "callId": cid, "name": name,
                 "arguments": json.dumps(argf(r), ensure_ascii=False)}, {})
            add({"type": "function_call_result", "callId": cid, "name": name, "status": "completed",
                 "output": outf(r)}, {})
        if k == 0 and k not in assign:
            intro = fill(r.choice(EN_INTROS if lang == "en" else ZH_INTROS), fam)
            add({"type": "message", "role": role, "content": intro}, {"uiRole": role})
            continue
        if k in assign:
            m = assign[k]
            text = m[1]
            if role == "assistant" and r.random() < 0.6:
                op = r.choice(EN_ASSIST_OPEN if lang == "en" else ZH_ASSIST_OPEN)
                para = r.choice(EN_ASSIST_PARAS if lang == "en" else ZH_ASSIST_PARAS)
                acks = ("Got it", "Noted", "Understood", "Okay", "Just", "好的", "收到", "明白", "好，")
                if r.random() < 0.5 and not text.startswith(acks):
                    text = op + " " + text
                text = text + "\n\n" + para
            idx = add({"type": "message", "role": role, "content": text}, {"uiRole": role})
            for f in m[2]:
                fact_row[id(f)] = idx
        else:
            prev = rows[-1]["item"].get("content", "") if rows else ""
            short_ok = len(prev) < 90 and (len(rows) - 1) not in fact_row.values()
            text = user_filler(lang, r, fam) if role == "user" else assistant_filler(lang, r, short_ok)
            add({"type": "message", "role": role, "content": text}, {"uiRole": role})
    if t >= datetime(2026, 11, 30, 12, 0, 0):
        return None, "timestamps past OKBOT_NOW"
    # checks
    texts = []
    for row in rows:
        it = row["item"]
        texts.append(it.get("content") or it.get("arguments", "") + "\n" + it.get("output", ""))
    all_needles = [nd for f in facts for nd in f["needles"]]
    if len(set(all_needles)) != len(all_needles):
        return None, "duplicate needle"
    for a in all_needles:
        for b in all_needles:
            if a != b and a in b:
                return None, "needle %r inside %r" % (a, b)
    for f in facts:
        for nd in f["needles"]:
            hits = [j for j, tx in enumerate(texts) if nd in tx]
            if hits != [fact_row[id(f)]]:
                return None, "needle %r in rows %r" % (nd, hits)
    return (rows, facts), None


def run(cmd, env, stdin=None):
    p = subprocess.run(cmd, env=env, input=stdin, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(p.stderr or ("okbot failed: %s (exit %d)" % (" ".join(cmd), p.returncode)))
    return p.stdout


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, workdir = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    summary_max = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    kind_tot = {k: [0, 0] for k in KINDS}
    all_kept = all_tot = 0
    max_chars = 0
    for seed in seeds:
        lang = "zh" if seed == seeds[-1] else "en"
        built = None
        why = None
        for attempt in range(500):
            built, why = build(seed, lang, per_kind, attempt)
            if built:
                break
        if not built:
            sys.exit("seed %d: could not build a valid conversation: %s" % (seed, why))
        rows, facts = built
        root = os.path.join(workdir, "root-%d" % seed)
        shutil.rmtree(root, ignore_errors=True)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
        run([okbot, "init"], env)
        run([okbot, "assistant", "create", "Writer"], env)
        run([okbot, "settings", "set", "contextCompression.summaryMaxChars", summary_max], env)
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
            kind_tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                kind_tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        all_kept += kept
        all_tot += len(facts)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, lang, msgs, len(rows), len(batches), kept, len(facts), 100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
        for path in glob.glob(os.path.join(root, "**", "session-summary.json"), recursive=True):
            try:
                with open(path, encoding="utf-8") as fh:
                    s = json.load(fh).get("summary") or ""
            except (OSError, ValueError):
                continue
            max_chars = max(max_chars, len(s))
    for k in KINDS:
        a, b = kind_tot[k]
        print("kind %s %d/%d %.1f" % (k, a, b, 100.0 * a / b if b else 0.0))
    print("retention overall %.1f" % (100.0 * all_kept / all_tot if all_tot else 0.0))
    print("max summary chars %d" % max_chars)


if __name__ == "__main__":
    main()

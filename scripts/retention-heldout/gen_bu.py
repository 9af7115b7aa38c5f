#!/usr/bin/env python3
"""Held-out retention set "bu": an independent car-repair garage owner and his assistant.

usage: PER_KIND=N python3 gen.py OKBOT_BINARY WORKDIR [SEED ...]

Builds one conversation per seed (default seeds 1..5; the last one is in Simplified
Chinese), appends it to a fresh okbot home in batches of 25 messages, runs
`okbot compress --now` after each batch and counts how many seeded facts are still
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

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]

# --------------------------------------------------------------------------------------
# English material
# --------------------------------------------------------------------------------------

EN_FIRST = ["Gareth", "Priya", "Tomasz", "Shauna", "Kwame", "Bethan", "Declan", "Harpreet",
            "Nadia", "Owain", "Lorraine", "Imran", "Fiona", "Craig", "Agnieszka", "Trevor",
            "Leanne", "Mohammed", "Sian", "Barry", "Janice", "Ravi", "Colette", "Stuart",
            "Hayley", "Graham", "Aisha", "Ewan", "Tracey", "Darren", "Rhiannon", "Neville"]
EN_LAST = ["Pryce", "Chauhan", "Nowak", "McBride", "Mensah", "Llewellyn", "Farrelly", "Sandhu",
           "Okafor", "Pritchard", "Haworth", "Qureshi", "Donnelly", "Ashworth", "Kowalczyk",
           "Bainbridge", "Whitlock", "Rahman", "Griffiths", "Catterall", "Moorcroft", "Varma",
           "Dunleavy", "Fairbairn", "Thorne", "Hollis", "Baptiste", "Crowther", "Kenyon", "Sadler"]

EN_CREWS = [("Dean", "Marek", "Josh"), ("Gaz", "Sunny", "Callum"), ("Rob", "Tony", "Reece"),
            ("Wes", "Lewis", "Jordan"), ("Mick", "Paddy", "Kieran")]
EN_PRODUCTS = [("WorkshopBook", "wsbook"), ("GarageHub", "garagehub"), ("BayPlanner", "bayplanner"),
               ("JobSheet Pro", "jobsheet"), ("TechMan", "techman")]
EN_HOSTS = ["workshop-srv", "office-nuc", "garage-box", "bookings-pc", "backroom-srv"]
EN_CARS = ["silver Astra", "Focus estate", "white Transit Custom", "Qashqai", "Corsa", "Fiesta",
           "BMW three series", "Yaris hybrid", "Zafira", "Octavia", "Berlingo", "Sprinter",
           "Civic", "Mini Cooper", "Insignia", "C-Max", "red Polo", "Kuga", "Picanto", "Land Rover Discovery"]
EN_SUPPLIERS = ["Euro Car Parts", "GSF", "Mill Lane Motor Factors", "Parts Alliance",
                "Brakes Direct", "Tyre Trade Direct"]
EN_PARTS = ["front brake pads", "rear discs", "cambelt kit", "water pump", "clutch kit",
            "dual mass flywheel", "alternator", "glow plugs", "DPF pressure sensor",
            "wheel bearing", "drop links", "coil pack", "thermostat housing", "EGR valve"]
EN_SUPCODE = ["ECP", "GSF", "PA", "MLF", "BD"]

EN_DECISIONS = [
    ("the Febi timing kit", "the Gates one is on backorder till the new year"),
    ("Euro Car Parts for all the brake stuff", "they deliver twice a day and the others only once"),
    ("the Autel for the new scan tool", "it does the coding on the German cars without a dealer login"),
    ("closing Saturday afternoons", "the lads are knackered and Saturdays barely cover the lights"),
    ("a fixed price menu for cambelts", "customers keep asking for a number up front"),
    ("online booking with a deposit", "no-shows cost us three slots last month"),
    ("the cheaper ramp from the auction", "the new one wouldn't arrive before spring"),
    ("moving the booking system onto the little box in the office",
     "the cloud version kept dropping out every time the broadband went"),
    ("taking the apprentice on full time", "he's quicker on servicing than some qualified blokes I've had"),
    ("a card machine on the counter instead of the phone app", "the app takes ages and people stand there waiting"),
    ("Millers for the bulk oil", "the drum price works out way cheaper per litre"),
    ("no more fitting customer-supplied parts", "we end up carrying the can when they fail"),
    ("the TPMS tool from the tyre place", "half the cars coming in now throw a tyre pressure light"),
    ("Saturday MOTs by appointment only", "walk-ins were clogging up the test bay"),
    ("getting the hybrid safety course for the lads", "hybrids are coming in every week now"),
    ("sticking with the old accountant", "switching mid-year would be a nightmare for the VAT returns"),
    ("a courtesy car for the regulars", "we lost the fleet work from the builders merchant because we didn't have one"),
    ("reman injectors rather than new", "the new ones are nearly double and the reman come with the same warranty"),
    ("texting customers photos of worn parts", "nobody argues with a picture of a bald tyre"),
    ("a proper UPS for the office box", "the power cut corrupted the bookings last time"),
    ("putting the labour rate up in January", "everything else has gone up and we haven't moved in two years"),
    ("the old Berlingo as the parts runner", "it's paid for and nobody wants to buy it"),
    ("a second diagnostic laptop for the back bay", "we keep fighting over the one we've got"),
    ("paper job cards as a backup", "the tablet died mid-job twice this month"),
    ("quoting aircon regas separately", "people think it's included in a service"),
    ("the local tyre wholesaler over the big online lot", "they take the old tyres away for free"),
]

EN_CONSTRAINTS = [
    ("hand the keys back", "until the invoice is paid in full", "neg"),
    ("start any work", "without a signed estimate on the job card", "neg"),
    ("road test a customer's car", "without trade plates and the road test log filled in", "neg"),
    ("let the apprentice sign off brakes", "unless a qualified tech has checked them", "neg"),
    ("charge more than the written quote", "without the customer's OK in writing", "neg"),
    ("fit second-hand parts", "without telling the customer first", "neg"),
    ("leave cars unlocked on the forecourt", "after we shut the shutter", "neg"),
    ("touch the orange cables on hybrids", "until someone has done the high voltage course", "neg"),
    ("throw away replaced parts", "before the customer has had the chance to see them", "neg"),
    ("give prices over the phone", "without seeing the car first", "neg"),
    ("install updates on the office box", "during opening hours", "neg"),
    ("take a deposit in cash", "without writing out a receipt", "neg"),
    ("put a price in the window", "unless it includes VAT", "neg"),
    ("let customers wander into the workshop", "while the ramps are up", "neg"),
    ("keep the old parts bagged with the job card", "for every warranty job", "pos"),
    ("get a signature on the estimate", "on anything over two hundred quid", "pos"),
    ("photograph the dashboard mileage", "on every car that comes in", "pos"),
    ("ring the customer", "as soon as a job looks like going over the quote", "pos"),
    ("take a backup of the bookings", "every Friday before we lock up", "pos"),
    ("show the full price including VAT", "on every quote and every invoice", "pos"),
    ("torque the wheel nuts with the proper wrench", "on every single car, no exceptions", "pos"),
    ("put wing covers on", "whenever the bonnet is up on a customer car", "pos"),
    ("write the MOT advisories on the invoice", "even when the customer says not to bother", "pos"),
]

EN_QUESTIONS = [
    "the new MOT fee cap", "ramp insurance cover for the apprentice", "the warranty on the reman gearbox",
    "the refund from the tyre wholesaler", "the DVSA rules on hybrids in the test bay",
    "a waste carrier licence for the old batteries", "the business rates revaluation on the unit",
    "MOT reminder texts from the booking software", "the landlord's plans for the yard next door",
    "the Autel subscription renewal", "the cost of the high voltage course",
    "liability for stuff left in customers' cars", "tax relief on the new compressor",
    "late payment interest on the fleet account", "the diag laptop dropping off the wifi",
    "the extended warranty company's labour rate cap", "selling scrap catalytic converters",
    "the recall on the Vauxhall steering racks", "a sign on the roundabout",
    "the excess on courtesy car damage", "how long we keep old job cards",
    "the clean air zone in town", "a second static IP on the broadband", "the broken roller door repair",
]

# per-kind user sentence templates: {x} is the needle
EN_T = {
    "name": [
        "{x} rang about the {car}, wants it back tonight if poss",
        "new customer {x}, {car}, grinding noise when braking. put her down for next week",
        "the fella at {sup} who sorts our account is {x}, save that somewhere",
        "just had {x} in the office moaning about the bill on the {car}",
        "the DVSA vehicle examiner coming to look at the test bay is called {x}",
        "{mech} says his mate {x} wants a price for a clutch on a {car}",
        "support person at the booking software place was {x}, really helpful actually",
        "remind me {x} still owes us for the {car}",
        "trading standards woman who rang back was {x}, nice enough",
        "the accountant's new assistant is {x}, she'll be chasing the VAT stuff",
    ],
    "command": [
        "the support guy had me type {x} to {purpose}, came back with a load of text, no idea",
        "ran {x} like you said, seemed to work",
        "my lad showed me {x} for when I need to {purpose}",
        "theres a post-it stuck on the office box that says {x}",
        "he said just put in {x} and press enter, thats how you {purpose}",
        "tried {x} but it said permission denied",
        "{mech} uses {x} to {purpose}, seems to know what hes doing",
        "note for later, to {purpose} its {x}",
        "did {x} on the office box at dinner time, no errors",
    ],
    "id": [
        "{label} is {x} btw, for the {car}",
        "can you log this, {label} {x}",
        "{label} {x} - the one {mech} is doing",
        "the {label} they gave me on the phone was {x} i think",
        "make a note {label} {x} still open",
        "put the brake fluid and the wipers on {label} {x}",
        "{sup} keep asking for the {label}, its {x}",
        "chasing {label} {x} tomorrow if nothing turns up",
        "for the {car} it's {label} {x}",
    ],
    "port": [
        "the booking page is on {x} now after the update, reception tablet cant find it",
        "software guy says the web bit runs on port {x}",
        "when it works the tablet shows the office box address then {x} on the end",
        "its the server address then colon {x} i think thats the port",
        "the CCTV recorder uses {x} so dont let the booking thing take that one",
        "the remote support thing on the diag laptop wants port {x} open",
        "old bookmark had {x} on the end, that ones dead now",
        "the parts ordering plugin listens on {x} apparently",
        "{mech} changed the port to {x} without telling anyone",
    ],
    "version": [
        "booking software says {prod} {x} at the bottom of the login page",
        "autel updated itself to {x} overnight",
        "the ECU on the {car} came back with software {x} after the dealer update",
        "support said were on {x} and need to go to the newer one",
        "the label on the back of the VCI says firmware {x}",
        "my son put {prod} {x} on the spare laptop",
        "version number is {x} according to the about screen",
        "the tablet app in reception is {x}, does that matter",
        "the gearbox software on the {car} is {x} according to the scan",
    ],
    "money": [  # [scale] prefix: t=tiny, s=small, m=medium, b=big
        "[m]quoted her {x} for the front pads and discs",
        "[s]took a {x} deposit off him for the gearbox",
        "[m]{sup} want {x} for the turbo, daylight robbery",
        "[s]he paid {x} on card, receipt in the drawer",
        "[m]the total came to {x} including vat i think he was happy",
        "[t]diag charge is {x} flat, knock it off if they go ahead",
        "[s]{mech} wants {x} for the weekend overtime",
        "[m]the {car} job came to {x} all in",
        "[b]new tyre machine is {x} on finance, thinking about it",
        "[b]insurance renewal came in at {x}, up again",
        "[t]MOT retest on the {car} is {x} if it comes back late",
    ],
    "date": [
        "she wants it in on {x}",
        "MOT runs out {x}, book him in a week before",
        "{sup} say delivery {x} earliest",
        "DVSA visit is {x}",
        "can we say {x} for the cambelt on the {car}",
        "parts rep coming round {x}",
        "closed {x} for the christmas do",
        "VAT return has to be in by {x}",
        "{mech} is off {x}, dentist",
        "the {car} is booked {x} for the clutch",
    ],
    "decision": [
        "going with {c} because {r}",
        "ok decided, {c}. mainly because {r}",
        "right made my mind up {c} reason being {r}",
        "we'll do {c} as {r}",
        "after all that its {c}, simple reason, {r}",
        "had a think overnight and it's {c} cause {r}",
        "{c} it is, {r}",
        "told {mech} we're going for {c} because {r}",
        "final answer on that, {c}, since {r}",
    ],
    "constraint_neg": [
        "new rule, nobody is to {a} {c}",
        "tell the lads we dont {a} {c}, ever",
        "we must never {a} {c}, trading standards would have a field day",
        "right listen we are not going to {a} {c} anymore i mean it",
        "just so it's written down somewhere: don't {a} {c}",
        "{mech} knows but {appr} doesnt so for the record no one can {a} {c}",
        "rule of the house. never {a} {c}.",
        "can you add to the workshop rules sheet: do not {a} {c}",
    ],
    "constraint_pos": [
        "new rule, we always {a} {c}",
        "from monday everyone has to {a} {c}",
        "make sure we {a} {c}, no arguments",
        "and another thing we need to {a} {c} because last time was a mess",
        "for the rules sheet: must {a} {c}",
        "{appr} needs telling he has to {a} {c}",
        "non negotiable, we {a} {c}",
        "its the law apparently, we have to {a} {c}",
    ],
    "question": [
        "any news on {x}?",
        "whats the latest with {x}? nobody's told me anything",
        "did we ever find out about {x}?",
        "still in the dark about {x}, any ideas?",
        "who would know about {x}?",
        "what about {x} has anyone said anything",
        "q for you, {x}, do we know anything yet?",
        "keep meaning to ask, {x}? no one's replied to my email",
        "not urgent but {x} - do you know?",
    ],
}

EN_MISHEAR = [("brake", "break"), ("brakes", "breaks"), ("MOT", "em oh tee"), ("invoice", "in voice"),
              ("deposit", "depot sit"), ("laptop", "lap top"), ("cambelt", "cam belt"), ("quote", "coat"),
              ("booking", "bucking"), ("customer", "custom her"), ("clutch", "crutch"),
              ("apprentice", "a prentice"), ("tyre", "tire"), ("there", "their"), ("software", "soft wear")]
EN_ABBR = [("you", "u"), ("tomorrow", "tmrw"), ("please", "pls"), ("customer", "cust"),
           ("because", "cos"), ("with", "w/"), ("probably", "prob"), ("thanks", "thx"), ("and", "&")]
EN_JOIN_TYPED = [". ", ".\n", "\n", ". also ", ". oh and ", "\n\n", " - "]
EN_JOIN_DICT = [" and also ", " oh and ", " right and ", " anyway ", " and ", " also "]

EN_FILLER_TINY = [
    ("ok", "No problem."), ("brb customer in", "Sure, I'll be here."), ("cheers", "Any time."),
    ("thanks mate", "You're welcome — shout if anything else comes up."),
    ("back", "Welcome back. Want to carry on where we left off?"),
    ("sorry was under a car", "No worries, nothing urgent waiting on you."),
    ("👍", "👍"), ("hang on phone", "No rush."), ("yep", "Great."), ("sound", "Good stuff."),
    ("lol", "Ha — fair enough."), ("nvm sorted it", "Nice one, glad that's sorted."),
    ("k", "Okay."), ("one sec", "Take your time."), ("ta", "No bother."),
    ("sorry wrong chat", "No problem, ignore me then!"), ("right where was i", "We were going through today's bits — carry on whenever you're ready."),
    ("kettles on", "Lovely. I'll be here when you're back."), ("hold that thought", "Holding it."),
    ("mad busy sorry", "No problem — answer when you can."), ("on the phone to a customer", "No rush, finish your call."),
    ("ok cool", "👍"), ("fair enough", "Yep."), ("haha yeah", "😄"), ("sorry greasy hands typing is hard", "No worries, I can make sense of it."),
    ("tea break", "Enjoy it — you've earned one."),
    ("ignore that last bit", "Done, I'll disregard it."),
]

EN_FILLER_TOPIC = [
    ("how do i say no to a bloke who wants us to fit his own pads from ebay",
     "You can keep it friendly and still firm. Something like:\n\n\"Thanks for asking — we don't fit parts we haven't supplied ourselves, because we can't guarantee where they came from or put our warranty on the job. We're happy to quote with parts we source, and they'll come with a proper warranty on both the part and the labour.\"\n\nA few tips:\n- Say it as a policy, not a judgement on him or his parts.\n- Offer an alternative straight away (a quote with your parts, or a budget-brand option).\n- If he pushes, point out who carries the risk if the pads fail on the motorway.\n- Put the policy on the website and the booking confirmation so it's not a surprise next time."),
    ("can u draft a text for people whose MOT is due next month",
     "Here's a short one that fits in a single text:\n\n\"Hi, it's the garage — just a reminder your MOT is due next month. Reply with a day that suits and we'll book you in, or call the office. Early slots go fast!\"\n\nIf you want a slightly more salesy version:\n\n\"Hi! Your MOT is coming up next month. Book in now and we'll do a free check on tyres, wipers and lights at the same time. Reply to this text to grab a slot.\"\n\nTips: send them mid-morning on a weekday, and keep a list of who replied so the lads aren't double-booking the bay."),
    ("whats a polite way to chase an unpaid invoice",
     "A three-step approach usually works without burning bridges:\n\n1. Friendly nudge (a few days overdue): \"Hi, just a quick reminder the invoice for the work on your car is still outstanding. You can pay by card over the phone or bank transfer — details are on the invoice. Thanks!\"\n2. Firmer reminder (two weeks overdue): mention the date it was due, attach a copy, and ask them to confirm when it'll be paid.\n3. Final letter: state that if it isn't paid within a set number of days you'll add statutory late payment interest (for business customers) or pass it to a small claims process.\n\nKeep a note of every contact — date, method, what was said. It makes life much easier if it ever goes further."),
    ("give me a checklist for winter checks we can sell",
     "Here's a winter check list you could price as a package:\n\n- Antifreeze strength and coolant level\n- Battery test (print the tester result for the customer)\n- Tyre tread and pressures, including the spare\n- Wiper blades and washer fluid with screenwash\n- All exterior lights, including fogs and number plate light\n- Heater and demister operation\n- Brake visual check and fluid level\n- Aux belt condition\n- Door seals and locks (a squirt of silicone and lock lube)\n\nSell it as a fixed price with a printed report. Most of the value is in the report — people like seeing 'green, amber, red' next to each line, and the ambers often turn into bookings."),
    ("how do I explain to a customer why diagnostics costs money",
     "Most people think the computer just tells you the answer. A simple way to explain it:\n\n\"The fault code only tells us which system is unhappy, not which part has failed. The diagnostic time is one of our technicians testing wiring, sensors and components to find the actual cause, so you only pay for the part you really need.\"\n\nThings that help:\n- Quote the diagnostic time up front and say what they get for it.\n- Offer to deduct some or all of it if they go ahead with the repair (if that suits you).\n- Show them the scan report and the test results afterwards.\n- Compare it to replacing parts by guesswork, which usually costs more."),
    ("whats the difference between an advisory and a minor on the MOT again, customer asking",
     "Quick version you can pass on:\n\n- Minor defect: the car passes, but there's a fault that should be repaired as soon as possible. It's recorded on the certificate.\n- Advisory: not a defect at all, just something the tester noticed that may need attention in the future (for example tyres near the limit, slight corrosion).\n- Major or dangerous: the car fails.\n\nFor the customer: 'You passed, but the tester has flagged these items so they don't turn into a fail next year.' That's a good moment to offer a quote for the minor items."),
    ("help me word a sign about no customers in the workshop",
     "A few options, from friendly to firm:\n\n1. \"For your safety, customers are not permitted beyond this point. Please ask at reception and we'll be happy to help.\"\n2. \"Workshop — staff only. Vehicles on lifts, moving machinery and hot parts. Thank you for waiting in reception.\"\n3. \"Insurance rules: no customers in the workshop. Sorry!\"\n\nI'd go with number 2 on the door itself and a small version of number 1 at the counter. Yellow and black hazard style gets noticed more than plain print."),
    ("tips for keeping the apprentice keen, he looks bored",
     "A few things that tend to work with apprentices:\n\n- Give him ownership of something small: the service checklist, the tyre stock, the waste oil log.\n- Let him do a full job start to finish now and then, with a check at the end, instead of only fetching and cleaning.\n- Five minutes at the end of the day on 'what did you learn today'.\n- Link jobs to his college modules so he sees the point.\n- Praise in front of the others when he gets something right.\n- Be clear on what he needs to show you to move up to the next kind of work.\n\nBored apprentices are usually apprentices who don't see a path — make the path visible."),
    ("what should go in a proper job card",
     "A solid job card should have:\n\n- Customer name and contact number\n- Vehicle reg, make, model and mileage on arrival\n- Customer's description of the problem, in their words\n- Work authorised, with the estimate and signature\n- Technician's findings and work actually done\n- Parts used, with part numbers and supplier\n- Labour time booked\n- Any extra work found, and whether the customer approved it (who, when, how)\n- Road test notes\n- Sign-off by the technician and whoever checked it\n\nThe 'who approved extra work and how' line is the one that saves you in a dispute."),
    ("can u write a facebook post about the christmas opening hours, just say check the website for dates",
     "Here's a draft:\n\n\"🎄 Christmas opening at the garage 🎄\n\nWe're taking a short break over the festive period so the team can spend time with their families. Check our website for the exact dates we're closed and when we're back.\n\nNeed an MOT, service or winter check before the holidays? Book now — slots are filling up fast!\n\nThanks to all our customers for your support this year. Merry Christmas from all of us! 🔧\"\n\nIf you add a photo of the lads in Santa hats it'll get three times the likes."),
    ("how do i handle a customer who says we damaged his alloy",
     "Stay calm and get the facts first:\n\n1. Look at it together with the customer, and take photos.\n2. Check your arrival photos or check-in sheet — this is exactly why photos at check-in matter.\n3. Ask the tech who did the job what equipment was used (tyre machine, wheel clamps).\n4. If it's clearly your damage, apologise and offer to refurbish or repair. It's cheaper than a bad review.\n5. If it's clearly old damage, show the evidence politely.\n6. If unsure, you can offer a goodwill contribution without admitting fault.\n\nWhatever happens, write up a short note on the job card with the date and what was agreed."),
    ("whats a fair way to do overtime for the lads at busy times",
     "Common approaches in small garages:\n\n- Time and a half for hours beyond their contract, paid the same month.\n- Time off in lieu if cash is tight, but agree it in writing and let them take it within a set period.\n- Offer overtime fairly, in rotation, so it doesn't always go to the same person.\n- Cap it so nobody is on the tools tired — that's when mistakes and injuries happen.\n\nWhatever you choose, put it in a one-page note and have both mechanics sign it so there's no argument later."),
    ("remind me what I need to keep for the VAT man",
     "For VAT you generally need to keep:\n\n- Copies of all sales invoices you issue\n- All purchase invoices from suppliers\n- Records of credit notes and refunds\n- Your VAT account summary for each period\n- Bank statements and card machine reports\n- Records of anything bought for personal use or exports/imports\n\nUnder Making Tax Digital the records also need to live in compatible software. Keeping supplier invoices scanned into one folder per month makes year-end far less painful."),
    ("how do i get more 5 star reviews",
     "The trick is to ask at the right moment and make it easy:\n\n- Ask at the point of handover, when the customer is happy and the car is fixed.\n- Send a text an hour later with a direct link to the review page.\n- Put a QR code on the counter and on the invoice.\n- Reply to every review, good or bad, with a short personal note.\n- Don't offer discounts for reviews — that breaks the platforms' rules.\n\nA small card in the car with 'Happy with the job? A review really helps a small business' works surprisingly well."),
    ("what do I do if a car fails the MOT and they want to drive it away",
     "Depends on what it failed on:\n\n- If the old certificate is still valid and there are no dangerous defects, they can legally drive it away, but they're responsible for getting it fixed.\n- If it has a dangerous defect, they shouldn't drive it until it's repaired — explain this clearly and write down that you told them.\n- If the old MOT has expired, they can only drive it to a pre-booked repair or a pre-booked test.\n\nBest practice: get them to sign the fail sheet acknowledging they were told about the dangerous items. That protects you."),
    ("best way to store tyres we have for customers over winter",
     "If you're doing tyre storage as a service:\n\n- Clean and dry them before storing.\n- Tag each set with the customer name, reg and position (front left etc.).\n- Store upright if they're off the rim, stacked if they're on the wheels, out of sunlight and away from the compressor and heaters.\n- Rotate upright tyres occasionally.\n- Keep a simple log of what's in and where.\n- Charge per set per season and put terms on the receipt (what happens if they don't collect).\n\nIt's decent steady money if you've got the space."),
    ("should i be charging for the waste oil disposal",
     "Lots of garages do, usually as a small 'environmental' or 'sundries' line. The rules are simple:\n\n- It must be shown clearly on the estimate and invoice, not added as a surprise.\n- If you advertise a price, it should include anything mandatory like this.\n- Keep your waste transfer notes from the collector — you need them anyway.\n\nIf you want to avoid complaints, build it into your service prices instead and just say 'includes disposal of old fluids'."),
]

EN_ASSIST_OPEN = {
    "name": ["Noted who that is.", "Got the name down.", "I'll remember who that is."],
    "command": ["Good to know that command works on your setup.", "Worth keeping that command handy.",
                "Thanks — that command is useful to have written down."],
    "id": ["Logged the reference.", "Got that reference noted.", "I'll keep that reference with the job."],
    "port": ["Noted the port — that explains the tablet problem.", "Good, the port is useful to keep.",
             "That port detail will matter when the tablet bookmark needs fixing."],
    "version": ["Noted the version.", "Good to have the version written down.", "I'll keep that version in mind."],
    "money": ["Noted the amount.", "Got the figure down.", "That figure is noted."],
    "date": ["Date noted.", "I've got the date.", "Noted — that's one for the diary."],
    "decision": ["Sounds like a sensible call, and the reasoning holds up.", "Fair decision — noted, along with why.",
                 "That makes sense. I'll treat it as settled."],
    "constraint": ["Understood — I'll treat that as a standing rule.", "Rule noted. It's a good one to have in writing.",
                   "Got it. That goes on the rules list."],
    "question": ["I don't have a reliable answer on that one — it's still open as far as I can tell.",
                 "Honestly I can't confirm that from here; it's still an open question.",
                 "I haven't seen anything that settles that yet, so it's still open."],
}

EN_ASSIST_BODY = [
    "A couple of things worth doing while it's fresh:\n- Put it on the job card or in the diary now, not later.\n- Tell whoever's on the tools so nobody is working from old information.\n- If the customer is involved, send them a short text confirming it so there's a record.",
    "If it helps, here's how I'd keep on top of it:\n1. One line in the office diary.\n2. A note on the whiteboard in the workshop.\n3. A reminder the day before.\nThat way it doesn't rely on anyone's memory on a busy day.",
    "Quick checklist for the next step:\n- Confirm parts are actually ordered and not just quoted.\n- Check the ramp and the tech are free for the time it needs.\n- Make sure the customer knows roughly what it will cost and how long it takes.\n- Take arrival photos when the car comes in.",
    "For the paperwork side:\n- Keep the supplier invoice with the job card.\n- Make sure the VAT is shown properly on anything the customer sees.\n- If anything changes, note who agreed it and when.\nIt's boring, but it's what saves you if there's ever a dispute.",
    "One suggestion: keep a simple running list in the office — customer, car, what's outstanding, who's chasing it. Five minutes at the end of the day going through it catches most of the things that slip.",
    "If you want, I can draft a short message to the customer so they know where things stand. Something friendly, one or two sentences, with a clear next step.",
    "From the workshop side it might be worth a quick word with the lads in the morning so everyone's on the same page, especially the apprentice — he's the one most likely to miss a change.",
    "On the IT side, it's worth writing these bits down in one place (a notebook in the office drawer is fine). When the booking system plays up, having the details to hand saves a lot of time on the phone to support.",
    "Money-wise, it's worth checking this against what you quoted and what the supplier charged, so the margin is still there after parts and labour. Small jobs are where margin quietly disappears.",
    "Safety-wise nothing here worries me, but make sure whoever does the work signs it off on the job card, and that the road test is logged.",
]
EN_ASSIST_CLOSE = ["Anything else on this one?", "Shout if you want me to draft anything.",
                   "Want me to set a reminder?", "", "", "Let me know how it goes."]
EN_ASSIST_Q_BODY = [
    "Best bet is to ring or email whoever would actually know and ask them to put the answer in writing. Until then I'd treat it as unknown rather than guess.",
    "I'd put it on the list of things to chase this week. I won't guess at an answer — getting it wrong could cost more than waiting.",
    "If you hear anything, tell me and I'll keep track of it. For now it stays on the open list.",
]

EN_FOLLOW = [
    ("go on then draft it", "Here you go:\n\n\"Hi, it's the garage. Just to keep you updated — we're on it and will be in touch as soon as we have the next step confirmed. Any questions, call the office. Thanks for your patience!\"\n\nShort and friendly; tweak the wording to your style."),
    ("ok makes sense", "Great. I'll leave it there unless something changes."),
    ("hmm not sure", "That's fair. If you want, sleep on it and we can look at it again tomorrow with fresh eyes."),
    ("spot on", "Good stuff."),
    ("cheers thats helpful", "Glad it helps."),
    ("will tell the lads", "Good idea — easier to say it once to everyone in the morning."),
]

# --------------------------------------------------------------------------------------
# Chinese material
# --------------------------------------------------------------------------------------

ZH_SUR = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "胡", "朱", "高", "林",
          "何", "郭", "马", "罗", "梁", "宋", "郑", "谢", "韩", "唐", "冯", "于", "董", "萧"]
ZH_GIVEN = ["建国", "秀英", "志强", "海燕", "德明", "晓东", "丽娟", "国平", "文斌", "春梅", "振华", "玉兰",
            "伟东", "红霞", "立新", "雪梅", "永刚", "桂芳", "俊杰", "淑珍", "宏伟", "慧敏", "长江", "凤英",
            "浩然", "子豪", "一鸣", "佳怡"]
ZH_ROLES = ["配件城的{s}经理", "财务那边的{s}姐", "车管所的{s}科长", "房东{s}老板", "保险公司的{s}理赔员",
            "车队的{s}队长", "隔壁轮胎店的{s}老板"]
ZH_CREWS = [("老周", "大刘", "小李"), ("老马", "阿强", "小陈"), ("老杨", "胖子", "小吴")]
ZH_PRODUCTS = [("车间宝", "cjbao"), ("修车通", "xctong"), ("店管家", "dgj")]
ZH_CARS = ["白色朗逸", "黑色帕萨特", "老款凯美瑞", "哈弗H6", "五菱宏光", "别克GL8", "轩逸", "思域",
           "卡罗拉双擎", "宝马三系", "奥迪A4L", "途观", "比亚迪秦", "领克03", "福克斯"]
ZH_SUPPLIERS = ["汽配城老张", "途虎的供货商", "博世授权店", "本地轮胎批发商", "京东养车配件仓"]
ZH_PARTS = ["前刹车片", "后刹车盘", "正时套件", "水泵", "离合器三件套", "发电机", "点火线圈", "节温器",
            "三元催化", "轮毂轴承", "机油滤芯", "空调压缩机"]

ZH_DECISIONS = [
    ("用博世的刹车片", "质保两年，客户也认这个牌子"),
    ("上元征的X431", "编程功能全，德系车也能刷"),
    ("周日全天休息", "师傅们连着干了一个月都累坏了"),
    ("跟途虎合作接单", "线上来的客人越来越多"),
    ("预约一律收定金", "上个月放鸽子的太多了"),
    ("把车间宝装到店里那台小主机上", "云端版一断网就打不开"),
    ("让小徒弟转正", "他做保养比有些老师傅还快"),
    ("进美孚的散装机油", "按桶算便宜不少"),
    ("买那台二手举升机", "新的要等到明年开春才到货"),
    ("给老客户配代步车", "上次就因为没有代步车丢了一个车队的单子"),
    ("换再制造的喷油嘴", "原厂新件贵了快一倍，质保还一样"),
    ("旧件拍照发给客户", "照片一发过去客户就不扯皮了"),
    ("给主机配个UPS", "上次停电把预约数据搞坏了"),
    ("开年涨工时费", "房租和配件都涨了，我们两年没动过价"),
    ("继续用老会计", "年中换人报税太麻烦"),
    ("空调加氟单独报价", "客户老以为保养里包含了"),
    ("轮胎从本地批发商那拿", "他们免费回收旧胎"),
    ("后面工位再配一台诊断电脑", "老是两个人抢一台"),
    ("大保养改成一口价", "客户最烦到最后价格变来变去"),
]

ZH_CONSTRAINTS = [
    ("把车交给客户", "尾款没结清之前", "neg"),
    ("开工", "客户没在估价单上签字的话", "neg"),
    ("开客户的车出去试车", "没登记试车单的情况下", "neg"),
    ("让学徒单独签刹车的活", "没有老师傅复查的", "neg"),
    ("多收钱", "客户没书面同意加项的", "neg"),
    ("装拆车件", "没提前跟客户讲清楚的情况下", "neg"),
    ("碰混动车的高压线", "没拿到电工证之前", "neg"),
    ("扔旧件", "客户还没看过之前", "neg"),
    ("电话里报价", "没见到车之前", "neg"),
    ("升级车间软件", "营业时间内", "neg"),
    ("收现金定金", "不开收据的话", "neg"),
    ("让客户进车间", "举升机升着的时候", "neg"),
    ("把旧件装袋跟工单放一起", "凡是走保修的活", "pos"),
    ("拍仪表盘里程", "每台进店的车", "pos"),
    ("先打电话问客户", "要超出报价的时候", "pos"),
    ("备份预约数据库", "每周五下班前", "pos"),
    ("写明含税总价", "所有报价单和发票上", "pos"),
    ("用扭力扳手紧轮胎螺丝", "不管什么车", "pos"),
]

ZH_QUESTIONS = [
    "年检收费标准", "学徒的工伤保险", "再制造变速箱的质保", "轮胎批发商的退款", "混动车年检的新规定",
    "废电瓶回收的资质", "明年房租涨不涨", "车间宝群发保养提醒的功能", "隔壁那块空地", "元征软件的年费",
    "新能源培训的费用", "客户车里丢东西的责任", "新空压机抵税", "车队账户的逾期利息",
    "诊断电脑老断网的原因", "延保公司的工时上限", "旧三元催化能不能卖", "转向机召回",
    "路口立广告牌的审批", "代步车出险的免赔额", "旧工单要留几年", "卷帘门谁来修",
]

ZH_T = {
    "name": [
        "{role}全名叫{x}，以后这块找他",
        "老{s}，就是{x}，说{car}的钱下周给",
        "{x}刚打电话问{car}好了没，说晚上要用",
        "今天来了个新客户叫{x}，开{car}，说刹车有异响",
        "{mech}说他朋友{x}想问问{car}换离合多少钱",
        "{x}还欠着{car}那次的钱没给，记一下",
        "车间宝那边的技术客服叫{x}，人挺靠谱",
        "市场监管局打电话来的是{x}，说过两天来看看",
        "那个{x}又来店里闹了，说{car}修完还响",
    ],
    "command": [
        "客服让我敲了个{x}来{purpose}，出来一大堆字，看不懂",
        "按你说的跑了{x}，好像好了",
        "我儿子说要{purpose}就敲{x}",
        "主机上贴了张便签写着{x}",
        "{mech}说{purpose}就输{x}",
        "输了{x}，提示权限不够",
        "记一下，{purpose}用{x}",
    ],
    "id": [
        "{label}{x}，是{car}那台",
        "记一下，{label}是{x}",
        "{label}{x}那个活是{mech}在弄",
        "{sup}一直要{label}，就是{x}",
        "明天再催一下{label}{x}，还没到",
        "{car}的{label}是{x}",
    ],
    "port": [
        "升级以后预约页面换到{x}端口了，前台平板打不开",
        "客服说网页那块走的是{x}",
        "监控录像机占着{x}，别让车间宝用这个",
        "诊断电脑的远程协助要开{x}端口",
        "以前收藏的那个地址后面是{x}，现在不行了",
        "{mech}没打招呼就把端口改成{x}了",
    ],
    "version": [
        "车间宝登录页下面写着{prod} {x}",
        "元征昨晚自己升到{x}了",
        "{car}去4S店刷完电脑，版本变成{x}",
        "客服说我们现在是{x}，得升新版",
        "接头背面标签写的固件{x}",
        "前台平板上的app是{x}，有影响吗",
    ],
    "money": [
        "[m]给她报了{x}，前刹车片加盘",
        "[s]{car}变速箱收了他{x}定金",
        "[m]{sup}那个涡轮要{x}，太黑了",
        "[s]他刷卡付了{x}，小票在抽屉里",
        "[t]诊断费统一收{x}，修的话就免了",
        "[s]{mech}周末加班要{x}",
        "[m]{car}这单一共{x}，含税",
        "[b]新扒胎机分期要{x}，还在考虑",
        "[b]车险续保报价{x}，又涨了",
    ],
    "date": [
        "她说{x}把车送过来",
        "他年检{x}到期，提前一周约他",
        "{sup}说最快{x}到货",
        "车管所的人{x}来检查",
        "{car}换正时定在{x}行不行",
        "{x}店里聚餐，不开门",
        "{mech}{x}请假，看牙",
    ],
    "decision": [
        "决定了，{c}，主要是{r}",
        "还是{c}吧，毕竟{r}",
        "定了：{c}。因为{r}",
        "想了一晚上，就{c}，原因很简单，{r}",
        "跟老婆商量过了，{c}，主要是{r}",
        "那个事我定了啊就{c}因为{r}你记一下",
    ],
    "constraint_neg": [
        "{c}千万别{a}",
        "规定：{c}一律不准{a}",
        "跟徒弟们说清楚，{c}禁止{a}",
        "{c}不要{a}，出了事谁担",
        "还有就是{c}不能{a}啊说了多少遍了",
        "再强调一次，{c}绝对不许{a}",
    ],
    "constraint_pos": [
        "{c}必须{a}",
        "以后{c}都要{a}，没得商量",
        "规矩：{c}一定要{a}",
        "记一下{c}都得{a}",
        "{c}一律{a}，这个是硬规定",
    ],
    "question": [
        "{x}有人知道吗？",
        "问一下，{x}到底怎么说？",
        "{x}还不知道，你那边有消息吗？",
        "{x}问了好几次了，一直没人回复",
        "对了{x}那个事有人问过没有啊",
        "{x}现在是什么情况？",
    ],
}

ZH_MISHEAR = [("刹车片", "刹车偏"), ("机油", "鸡油"), ("定金", "订金"), ("轮胎", "论胎"), ("发票", "发飘"),
              ("年检", "连检"), ("客户", "刻户"), ("保养", "包养"), ("正时", "正式"), ("报价", "报架")]
ZH_JOIN_TYPED = ["。", "\n", "，还有", "。另外", "\n\n", "；"]
ZH_JOIN_VOICE = ["然后", "还有", "对了", "就是说", "另外"]

ZH_FILLER_TINY = [
    ("好", "好的。"), ("收到", "嗯。"), ("等下 来客人了", "好，你先忙。"), ("谢了", "不客气。"),
    ("回来了", "好，接着说？"), ("刚才在车底下", "没事，不急。"), ("👍", "👍"), ("嗯嗯", "好。"),
    ("哈哈", "哈哈。"), ("算了 搞定了", "搞定就好。"), ("ok", "好的。"), ("发错了", "没事，我当没看到。"),
    ("先这样", "好，有事再叫我。"), ("在吗", "在的，什么事？"), ("。。。", "怎么了？"),
    ("忙死了", "辛苦了，慢慢来。"), ("等会再说", "好，你先忙。"), ("手上全是油 打字费劲", "没事，我看得懂。"),
    ("接个电话", "好，不急。"), ("行吧", "嗯。"), ("刚说到哪了", "刚在过今天的事，你接着说就行。"), ("喝口茶", "好，歇会儿。"),
]

ZH_FILLER_TOPIC = [
    ("客户非要自己网上买刹车片让我们装 怎么拒绝比较好",
     "可以客气但态度明确，比如这样说：\n\n“不好意思，我们店不装客户自带的配件，因为来源保证不了，出了问题我们也没法给您质保。我们这边可以给您报个价，配件和工时都有质保。”\n\n几个小技巧：\n- 说成是店里的规定，不是针对他；\n- 马上给一个替代方案，比如副厂件的便宜报价；\n- 如果他还坚持，就讲清楚刹车出问题风险在谁身上；\n- 把这个规定写在店里墙上和预约确认短信里，下次就不用解释了。"),
    ("帮我写个短信 提醒下个月年检到期的客户",
     "给你两个版本：\n\n简短版：\n“您好，这里是XX汽修，您的爱车下个月年检到期，回复方便的日子我们帮您预约，早约早安排～”\n\n带点促销的：\n“您好！您的车下个月该年检了，现在预约送免费检查轮胎、雨刮和灯光。直接回复短信就能约。”\n\n建议工作日上午发，回复的客户记在表上，免得两个师傅约重了。"),
    ("客户欠钱不给 怎么催比较客气",
     "可以分三步来：\n\n1. 刚过期几天：发个提醒，“您好，上次修车的款还没结，可以微信、转账或者到店刷卡，谢谢！”\n2. 过了两周：语气正式一点，附上单据照片，请他给个付款时间。\n3. 最后一次：书面通知，说明再不付款会走法律途径（小额诉讼）。\n\n每次联系都记下来：哪天、什么方式、对方怎么说的。真要走到下一步，这些记录很有用。"),
    ("冬季检查套餐 给我列个清单",
     "可以做成一口价套餐：\n\n- 防冻液冰点和液位\n- 电瓶检测（打印检测单给客户）\n- 轮胎花纹和胎压，包括备胎\n- 雨刮片和玻璃水（换防冻的）\n- 所有灯光，包括雾灯和牌照灯\n- 暖风和除雾\n- 刹车目测和刹车油液位\n- 皮带状况\n- 门密封条和锁芯润滑\n\n关键是给客户一张检测报告，绿黄红标清楚，黄的那些很多会变成下一单生意。"),
    ("客户问为什么诊断要收钱 怎么解释",
     "很多人以为电脑一插就知道坏哪了。可以这样讲：\n\n“故障码只告诉我们哪个系统有问题，不告诉我们具体哪个件坏了。诊断费是师傅一步步测线路、传感器、零件，找到真正的原因，这样您只换真正坏的那个件。”\n\n还可以：\n- 提前说清楚诊断费多少、包括什么；\n- 如果在店里修，可以抵扣部分或全部；\n- 修完把检测结果给他看；\n- 跟‘瞎换件’比，其实更省钱。"),
    ("车间门口想贴个牌子 客户别进来 帮我想想怎么写",
     "几个版本，从客气到严肃：\n\n1. “为了您的安全，客户请止步，有需要请到前台，我们马上为您服务。”\n2. “车间重地 闲人免进 —— 举升作业、机械运转，请在休息区等候，谢谢配合！”\n3. “保险规定：客户不得进入车间，敬请谅解。”\n\n门上贴第2个，前台放个小的第1个。黄黑警示色比普通打印醒目多了。"),
    ("徒弟最近没精神 怎么调动一下",
     "带徒弟的几个办法：\n\n- 给他一块自己负责的事：保养检查单、轮胎库存、废机油登记；\n- 偶尔让他从头到尾独立做一个活，最后有人检查；\n- 每天下班前五分钟问问今天学到了什么；\n- 当着大家的面表扬做得好的地方；\n- 讲清楚学会什么就可以接更难的活。\n\n徒弟没劲头，多半是看不到往上走的路，把路摆给他看。"),
    ("工单上应该写哪些东西",
     "一张像样的工单应该有：\n\n- 客户姓名和电话\n- 车牌、车型、进店里程\n- 客户描述的问题（用他的原话）\n- 同意做的项目、报价和客户签字\n- 师傅检查结果和实际做了什么\n- 用了什么配件、配件号、哪家供应商\n- 工时\n- 中途发现的加项，谁同意的、什么时候、怎么同意的\n- 试车记录\n- 师傅签字和复查人签字\n\n“加项谁同意的”这一条，真有纠纷的时候最管用。"),
    ("客户说我们把他轮毂刮了 怎么处理",
     "先别急，把事实弄清楚：\n\n1. 跟客户一起看，拍照；\n2. 翻进店时拍的照片或者接车单，这就是为什么进店要拍照；\n3. 问做活的师傅用了什么设备（扒胎机、夹具）；\n4. 如果确实是我们弄的，道个歉，给他修复，比一个差评便宜；\n5. 如果明显是老伤，客气地把证据给他看；\n6. 说不清的话，可以给点补偿但不认责任。\n\n不管结果怎样，在工单上写个简单记录，日期和谈妥的内容。"),
    ("忙的时候加班费怎么算比较合理",
     "小修理厂常见做法：\n\n- 超出合同时间的按1.5倍算，当月发；\n- 手头紧的话可以调休，但要书面约定，规定多久内休掉；\n- 加班轮流安排，别老是同一个人；\n- 设个上限，人太累容易出错受伤。\n\n定好以后写一页纸，两个师傅都签个字，免得以后扯皮。"),
    ("怎么让客户多给好评",
     "关键是时机和方便：\n\n- 交车的时候问，客户最满意的时候；\n- 一个小时后发条短信，附上评价链接；\n- 前台和单据上放个二维码；\n- 每条评价都回复，好的坏的都回；\n- 别用打折换好评，平台不允许。\n\n车里放张小卡片，“满意的话给个好评，对小店帮助很大”，效果挺好。"),
    ("废机油要不要单独收费",
     "很多店会收，一般写成“环保处理费”。要注意：\n\n- 报价单和发票上要写清楚，不能最后突然加；\n- 对外公布的价格里应该包含这种必收的费用；\n- 回收单位给的转移联单要留好。\n\n怕客户有意见的话，干脆算进保养价格里，写“含废油处理”。"),
]

ZH_ASSIST_OPEN = {
    "name": ["这个人我记下了。", "好，名字记住了。"],
    "command": ["这条命令在你这台机器上能用，记下来挺好。", "这个命令值得留着。"],
    "id": ["单号记下了。", "好，这个号我跟这单放一起。"],
    "port": ["端口记下了，平板打不开多半就是这个原因。", "这个端口信息很有用，先记着。"],
    "version": ["版本号记下了。", "好，版本先记着。"],
    "money": ["金额记下了。", "这个数我记下了。"],
    "date": ["日期记下了。", "好，这个日子记上了。"],
    "decision": ["这个决定挺合理，理由也站得住。", "好，就按这个定了，原因我也记着。"],
    "constraint": ["明白，这条当成店里的硬规定。", "规矩记下了，写下来是好事。"],
    "question": ["这个我这边暂时没有确切的信息，还是个没定的事。", "说实话这个我没法确认，目前还悬着。"],
}
ZH_ASSIST_BODY = [
    "趁现在记得，建议：\n- 马上写到工单或者日程本上；\n- 跟当班的师傅说一声，别按老的来；\n- 涉及客户的话发条短信确认一下，留个记录。",
    "可以这样盯着：\n1. 办公室日程本上写一行；\n2. 车间白板上写一下；\n3. 前一天提醒一次。\n这样忙起来也不靠谁的记性。",
    "下一步检查一下：\n- 配件是真的下单了，不是只问了价；\n- 举升机和师傅那个时间有空；\n- 客户大概知道多少钱、要多久；\n- 车来了先拍照。",
    "单据方面：\n- 供应商的发票跟工单放一起；\n- 给客户看的东西税要写清楚；\n- 有变动的话记下谁同意的、什么时候。\n麻烦是麻烦，真有纠纷的时候就靠这些。",
    "建议办公室放一张表：客户、车、还差什么、谁在跟。每天下班前过五分钟，大部分漏掉的事都能抓住。",
    "要不要我帮你拟条短信发给客户？一两句话，说清楚下一步就行。",
    "车间那边，明天早上跟师傅们说一声，尤其是徒弟，他最容易漏掉变化。",
    "电脑这块的东西最好都写在一个地方，抽屉里放个本子就行。软件出问题打客服的时候，手边有这些信息能省不少时间。",
    "钱这块，建议对一下报价和供应商的价格，看扣掉配件和工时还有没有赚头。小活最容易悄悄亏钱。",
]
ZH_ASSIST_CLOSE = ["还有别的吗？", "需要我拟什么就说。", "要不要我设个提醒？", "", ""]
ZH_ASSIST_Q_BODY = [
    "最好直接打电话或者发消息问能拍板的人，让对方书面回复。在那之前先当它不确定，别猜。",
    "先放到这周要跟进的清单上，我不乱猜答案，猜错了比等一等代价大。",
    "你那边有消息了告诉我，我帮你记着，现在先挂着。",
]
ZH_FOLLOW = [
    ("那你写一个", "给你拟好了：\n\n“您好，这里是修理厂。跟您说一下进度，我们在处理，下一步确定了马上联系您。有问题随时打店里电话，谢谢理解！”\n\n语气你再按自己习惯改改。"),
    ("嗯 有道理", "好，那先这样，有变化再说。"),
    ("行", "好的。"),
    ("再想想", "行，不着急，明天再看也可以。"),
    ("可以", "好嘞。"),
    ("明天跟师傅们说", "好，早上一起说一遍最省事。"),
]

# --------------------------------------------------------------------------------------
# shared technical material
# --------------------------------------------------------------------------------------

COMMANDS = [
    ("sudo systemctl restart {svc}", "restart the booking service", "重启预约服务", "none"),
    ("sudo systemctl status {svc} --no-pager", "check the booking service is running", "看预约服务有没有在跑", "status"),
    ("journalctl -u {svc} -n {n} --no-pager", "see the last lines of the booking log", "看预约服务最近的日志", "log"),
    ("tail -n {n} /var/log/{svc}/error.log", "look at the error log", "看错误日志", "log"),
    ("df -h {mnt}", "check how much disk space is left", "看硬盘还剩多少空间", "df"),
    ("pg_dump -U {svc} -F c {svc}_prod -f /mnt/usb/{svc}_{n}.dump", "back up the bookings database to the USB drive",
     "把预约数据库备份到U盘", "none"),
    ("sudo apt-get install --only-upgrade {svc}", "update the booking software", "升级预约软件", "apt"),
    ("sudo ufw allow {p}/tcp", "open a port on the firewall for the tablet", "给平板在防火墙上开端口", "ufw"),
    ("ping -c {k} 192.168.1.{h}", "check the diag laptop can see the office box", "看诊断电脑能不能连上主机", "ping"),
    ("docker compose -f /opt/{svc}/compose.yml restart", "restart the booking containers", "重启预约系统的容器", "docker"),
    ("rsync -a --delete /srv/{svc}/ /mnt/nas/{svc}-backup-{n}/", "copy the booking files to the NAS",
     "把预约文件同步到NAS", "none"),
    ("crontab -l | grep {svc}", "see what the nightly jobs are", "看定时任务", "cron"),
    ("curl -s http://localhost:{p}/api/health", "check the booking page answers", "看预约页面有没有响应", "health"),
    ("sudo lsof -i :{p}", "see what's hogging the port", "看端口被谁占了", "lsof"),
    ("ssh {user}@192.168.1.{h}", "log into the office box from the laptop", "从笔记本登录主机", "none"),
    ("sqlite3 /srv/{svc}/bookings.db \".backup /mnt/usb/bookings-{n}.db\"", "copy the bookings file to the USB stick",
     "把预约数据拷到U盘", "none"),
    ("sudo chown -R {svc}:{svc} /srv/{svc}/uploads", "fix the photo upload permissions", "修复照片上传的权限", "none"),
    ("ls -lh /srv/{svc}/exports/", "see the exported invoices", "看导出的发票", "ls"),
    ("sudo timedatectl set-ntp true", "fix the clock on the office box", "校准主机时间", "none"),
    ("free -h && uptime", "check memory and how long it's been up", "看内存和开机多久了", "free"),
    ("sudo {svc}-admin reset-password reception", "reset the reception login", "重置前台账号密码", "pw"),
    ("sudo journalctl --vacuum-size={k}00M", "clear out old logs", "清理旧日志", "vacuum"),
]

CMD_OUT = {
    "none": "(no output, exit code 0)",
    "status": "● {svc}.service - {prod} server\n     Loaded: loaded (/etc/systemd/system/{svc}.service; enabled; preset: enabled)\n"
              "     Active: active (running) since Tue; 2 days ago\n   Main PID: 913 ({svc})\n     Memory: 212.4M",
    "log": "[07:52:13] INFO  GET /bookings/week 200\n[07:52:40] WARN  slow query on jobs table\n"
           "[07:55:02] ERROR printer: job failed, queue paused\n[07:58:19] INFO  GET /login 200",
    "df": "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda2       234G  187G   35G  85% /",
    "apt": "Reading package lists... Done\nBuilding dependency tree... Done\n{svc} is already the newest version.",
    "ufw": "Rule added\nRule added (v6)",
    "ping": "--- ping statistics ---\npackets transmitted and received, 0% packet loss\nrtt min/avg/max = 0.4/0.9/2.1 ms",
    "docker": "[+] Restarting 2/2\n ✔ Container {svc}-db-1   Started\n ✔ Container {svc}-web-1  Started",
    "cron": "30 2 * * 5 /usr/local/bin/{svc}-backup.sh >> /var/log/{svc}/backup.log 2>&1",
    "health": "{{\"status\":\"ok\",\"db\":\"ok\",\"printer\":\"paused\"}}",
    "lsof": "COMMAND  PID  USER   FD   TYPE NODE NAME\nnode     1442 {svc}  21u  IPv4 TCP  (LISTEN)",
    "ls": "total 1.2M\n-rw-r--r-- 1 {svc} {svc}  48K invoices-week-a.csv\n-rw-r--r-- 1 {svc} {svc} 512K invoices-week-b.csv",
    "free": "               total        used        free\nMem:           7.6Gi       2.1Gi       3.9Gi\n up 12 days,  load average: 0.08, 0.11, 0.09",
    "pw": "Password for 'reception' reset. Temporary password written to /root/reception.txt",
    "vacuum": "Vacuuming done, freed 1.1G of archived journals from /var/log/journal.",
}

PORT_COMMON = ["8080", "8443", "8000", "8081", "8888", "3000", "5000", "9090", "8181", "9443", "7070", "5050", "8090"]
PLATE_L = "ABCDEFGHJKLMNOPRSTUVWXY"
ZH_PROV = "沪苏浙粤京鲁川皖鄂湘"


TOOL_NAMES = {"bookings": "search_bookings", "parts": "parts_catalogue_lookup", "inbox_vendor": "search_inbox",
              "inbox_supplier": "search_inbox", "server_info": "run_on_office_server", "server_cmd": "run_on_office_server",
              "order": "supplier_order_status"}
TOOL_KINDS = {"bookings": {"name", "id", "date", "money"}, "parts": {"id", "money", "date"},
              "inbox_vendor": {"name", "version", "port", "date"}, "inbox_supplier": {"name", "id", "money", "date"},
              "server_info": {"version", "port"}, "server_cmd": {"command"}, "order": {"id", "date", "money"}}
PASTE_KINDS = {"invoice": {"id", "date", "money", "name"}, "scan": {"version", "id", "date"},
               "sms": {"name", "id", "date", "money"}, "vendor": {"name", "version", "port", "command"},
               "terminal_cmd": {"command"}, "terminal_info": {"version", "port"}, "rules": {"constraint"}}
CARRIER_P = {  # user, tool, paste, assistant
    "name": (45, 35, 20, 0), "command": (35, 25, 15, 25), "id": (35, 40, 25, 0), "port": (45, 30, 25, 0),
    "version": (35, 35, 30, 0), "money": (45, 30, 25, 0), "date": (45, 30, 25, 0), "decision": (100, 0, 0, 0),
    "constraint": (85, 0, 15, 0), "question": (100, 0, 0, 0)}
FAULTS = [("P0301", "Cylinder 1 misfire detected", "1缸失火"), ("P0171", "System too lean (Bank 1)", "系统过稀（1列）"),
          ("P0420", "Catalyst efficiency below threshold (Bank 1)", "三元催化效率低于阈值"),
          ("P0401", "EGR flow insufficient", "EGR流量不足"), ("P2463", "DPF soot accumulation", "DPF积碳过多"),
          ("P0128", "Coolant thermostat below regulating temperature", "节温器温度过低"),
          ("C0035", "Left front wheel speed sensor circuit", "左前轮速传感器电路"),
          ("P0299", "Turbocharger underboost", "涡轮增压不足"), ("U0100", "Lost communication with ECM", "与ECM通信丢失")]
EN_RULES_OTHER = ["Clean up oil spills straight away.", "No phones on the ramp.", "Tools back on the board at the end of the day.",
                  "Radio down when a customer is at the counter.", "Waste oil goes in the tank, not the drain.",
                  "Kettle is everyone's job."]
ZH_RULES_OTHER = ["地上有油马上擦干净。", "上举升机不许玩手机。", "下班前工具归位。", "客户在前台的时候收音机关小点。",
                  "废机油倒回收桶，不许倒下水道。", "烧水泡茶大家轮流。"]


def ordinal(d):
    if 10 <= d % 100 <= 20:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


class Conv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.per_kind = per_kind
        self.rng = random.Random("bu:%d:%d:%d" % (seed, attempt, 1 if zh else 0))
        self.used = []
        r = self.rng
        if zh:
            crew = r.choice(ZH_CREWS)
            prod, svc = r.choice(ZH_PRODUCTS)
        else:
            crew = r.choice(EN_CREWS)
            prod, svc = r.choice(EN_PRODUCTS)
        self.ctx = {"mech": crew[0], "mech2": crew[1], "appr": crew[2], "prod": prod, "svc": svc,
                    "host": r.choice(EN_HOSTS), "ip": "192.168.1.%d" % r.randint(20, 60)}
        self.crew = crew
        self.cycles = {}

    # ---------------------------------------------------------------- value registry
    def take(self, gen):
        for _ in range(400):
            v = gen()
            if v and all(v not in u and u not in v for u in self.used):
                self.used.append(v)
                return v
        raise RuntimeError("value space exhausted")

    def d(self, n):
        return "".join(self.rng.choice("0123456789") for _ in range(n))

    def nz(self, n):
        return str(self.rng.randint(10 ** (n - 1), 10 ** n - 1))

    def letters(self, n, pool=PLATE_L):
        return "".join(self.rng.choice(pool) for _ in range(n))

    # ---------------------------------------------------------------- generators
    def g_name(self):
        r = self.rng
        if self.zh:
            crew_s = {c[1] for c in self.crew if c[0] in "老大小"} | {c[0] for c in self.crew if c[1] in "子"}
            sur = r.choice([s for s in ZH_SUR if s not in crew_s])
            v = self.take(lambda: sur + r.choice(ZH_GIVEN))
            return {"value": v, "sur": v[0]}
        bad = set(self.crew)
        v = self.take(lambda: r.choice([f for f in EN_FIRST if f not in bad]) + " " + r.choice(EN_LAST))
        return {"value": v, "first": v.split()[0]}

    def id_value(self, label):
        r = self.rng
        if self.zh:
            gens = {
                "工单号": lambda: "GD%02d%02d-%s" % (r.choice([11, 12, 1]), r.randint(1, 28), self.d(2)),
                "发票号": lambda: self.nz(8),
                "订单号": lambda: "DD2026" + self.d(6),
                "车牌": lambda: r.choice(ZH_PROV) + r.choice("ABCDEF") + r.choice(["·", "", " "]) + self.letters(1) + self.d(3) + self.letters(1),
                "配件号": lambda: self.d(5) + "-" + self.d(1) + self.letters(1) + self.d(3),
                "质保单号": lambda: "ZB" + self.nz(6),
                "预约号": lambda: "YY-" + self.nz(5),
                "退货单号": lambda: "TH" + self.nz(6),
            }
        else:
            sc = r.choice(EN_SUPCODE)
            gens = {
                "job card": lambda: r.choice(["JC", "JC-"]) + self.nz(r.choice([4, 5])),
                "invoice": lambda: r.choice(["INV-" + self.nz(6), sc + "-" + self.nz(7), "SI" + self.nz(6)]),
                "order no": lambda: r.choice(["SO-" + self.nz(6), sc + self.nz(8), "ORD-" + self.nz(5) + "-" + self.letters(1)]),
                "reg": lambda: self.letters(2) + r.choice(["1", "2", "6", "7"]) + self.d(1) + " " + self.letters(3),
                "warranty claim": lambda: "WC-" + self.nz(4) + "-" + self.letters(2),
                "credit note": lambda: "CN" + self.nz(6),
                "booking ref": lambda: "BK-" + self.letters(3) + self.nz(3),
                "part no": lambda: r.choice(["0 986 4" + self.d(2) + " " + self.nz(3), self.letters(2) + self.nz(5), "BP" + self.nz(4) + self.letters(1)]),
                "return ref": lambda: "RMA" + self.nz(6),
                "MOT test no": lambda: self.nz(4) + " " + self.nz(4) + " " + self.nz(4),
            }
        return self.take(gens[label])

    def id_labels(self):
        if self.zh:
            return ["工单号", "发票号", "订单号", "车牌", "配件号", "质保单号", "预约号", "退货单号"]
        return ["job card", "invoice", "order no", "reg", "warranty claim", "credit note", "booking ref",
                "part no", "return ref", "MOT test no"]

    def g_port(self):
        r = self.rng
        return self.take(lambda: r.choice([r.choice(PORT_COMMON), str(r.randint(2000, 9999)),
                                           str(r.randint(10000, 49151))]))

    def g_version(self):
        r = self.rng

        def one():
            a, b, c = r.randint(1, 9), r.randint(0, 24), r.randint(0, 40)
            return r.choice(["%d.%d.%d" % (a, b, c), "v%d.%d.%d" % (a, b, c), "V%d.%02d" % (a, r.randint(10, 99)),
                             "%d.%d.%d" % (r.choice([2025, 2026]), r.randint(1, 12), r.randint(1, 9)),
                             "%d.%d.%d-r%d" % (a, b, c, r.randint(1, 9)), "%d.%d build %d" % (a, b, r.randint(1000, 9999))])
        return self.take(one)

    def g_money(self, scale="m"):
        r = self.rng

        def one():
            if self.zh:
                lo, hi = {"t": (80, 300), "s": (100, 900), "m": (300, 6000), "b": (3000, 60000)}[scale]
                n = r.randint(lo, hi)
                if n >= 10000:
                    return "%.1f万" % (n / 10000.0)
                if n >= 1000 and r.random() < 0.5:
                    n = n // 10 * 10
                return r.choice(["%d元" % n, "¥%d" % n, "%d块" % n, "¥%d.00" % n])
            lo, hi = {"t": (30, 120), "s": (40, 450), "m": (150, 1800), "b": (900, 6500)}[scale]
            n = r.randint(lo, hi)
            f = r.choice(["plain", "pence", "comma", "quid"])
            if f == "pence":
                return "£%d.%s" % (n, r.choice(["50", "99", "20", "75", "40", "95"]))
            if f == "comma" and n >= 1000:
                return "£{:,}".format(n)
            if f == "quid" and n < 1000:
                return "%d quid" % n
            return "£%d" % n
        return self.take(one)

    def day(self):
        return date(2026, 11, 24) + timedelta(days=self.rng.randint(0, 66))

    def g_date(self, structured=False):
        r = self.rng

        def one():
            dd = self.day()
            if self.zh:
                if structured:
                    return r.choice([dd.strftime("%Y-%m-%d"), "%d年%d月%d日" % (dd.year, dd.month, dd.day)])
                return r.choice(["%d月%d日" % (dd.month, dd.day), "%d月%d号" % (dd.month, dd.day),
                                 "%d月%d日" % (dd.month, dd.day),
                                 r.choice(["下周五", "月底前", "元旦前", "下周一上午", "这周六下午", "下下周三", "腊八那天"])])
            if structured:
                return r.choice([dd.strftime("%Y-%m-%d"), dd.strftime("%d/%m/%Y"), dd.strftime("%a %d %b %Y")])
            return r.choice(["%d %s" % (dd.day, dd.strftime("%b")), "%s %s" % (ordinal(dd.day), dd.strftime("%B")),
                             "%s %s" % (dd.strftime("%A"), ordinal(dd.day)), "%s %d/%d" % (dd.strftime("%a"), dd.day, dd.month),
                             dd.strftime("%d/%m/%Y"), "%s the %s" % (dd.strftime("%A"), ordinal(dd.day)),
                             "%d %s %d" % (dd.day, dd.strftime("%B"), dd.year)])
        return self.take(one)

    def g_command(self, avoid=()):
        r = self.rng
        choices = [c for c in COMMANDS if c[0] not in self.cmd_templates_used and c[0] not in avoid]
        tpl = r.choice(choices)
        self.cmd_templates_used.add(tpl[0])
        vals = dict(self.ctx)

        def one():
            vals.update(n=str(r.randint(30, 480)), p=r.choice(PORT_COMMON + [str(r.randint(2000, 9999))]),
                        k=str(r.randint(3, 9)), h=str(r.randint(10, 250)),
                        mnt=r.choice(["/", "/srv", "/mnt/usb", "/var"]), user=r.choice(["admin", "garage", "office"]))
            return tpl[0].format(**vals)
        cmd = self.take(one)
        out = CMD_OUT[tpl[3]].format(**self.ctx)
        return {"value": cmd, "purpose": tpl[2] if self.zh else tpl[1], "out": out}

    # ---------------------------------------------------------------- styling
    def style(self, tmpl, mode):
        """Apply the user's register to the template scaffolding only (placeholders kept)."""
        r = self.rng
        parts = re.split(r"(\{[a-z0-9_]+\})", tmpl)
        out = []
        if self.zh:
            for i, p in enumerate(parts):
                if i % 2 == 0 and p:
                    if mode == "voice":
                        p = re.sub(r"[，。！？：；、,.!?:;]", "", p)
                        for a, b in ZH_MISHEAR:
                            if a in p and r.random() < 0.5:
                                p = p.replace(a, b)
                    elif r.random() < 0.3:
                        p = p.replace("，", " ").replace("。", "")
                out.append(p)
            return "".join(out)
        for i, p in enumerate(parts):
            if i % 2 == 0 and p:
                if mode == "dictated":
                    p = p.lower()
                    p = re.sub(r"[.,!?;:\-]", "", p)
                    for a, b in EN_MISHEAR:
                        if r.random() < 0.45:
                            p = re.sub(r"\b%s\b" % re.escape(a.lower()), b, p)
                else:
                    if r.random() < 0.5:
                        p = p.replace("'", "")
                    for a, b in EN_ABBR:
                        if r.random() < 0.3:
                            p = re.sub(r"\b%s\b" % re.escape(a), b, p)
                    if r.random() < 0.15:
                        words = p.split(" ")
                        idx = [j for j, w in enumerate(words) if len(w) > 4 and w.isalpha()]
                        if idx:
                            j = r.choice(idx)
                            w = words[j]
                            k = r.randint(1, len(w) - 2)
                            words[j] = w[:k] + w[k + 1] + w[k] + w[k + 2:]
                            p = " ".join(words)
                out.append(p)
            else:
                out.append(p)
        return "".join(out)

    # ---------------------------------------------------------------- helpers
    def pick(self, seq):
        return self.rng.choice(seq)

    def cyc(self, key, seq):
        """Next entry of a per-conversation shuffled cycle (no repeats until the list is used up)."""
        st = self.cycles.setdefault(key, [])
        if not st:
            st.extend(self.rng.sample(seq, len(seq)))
        return st.pop()

    def vals(self, **kw):
        r = self.rng
        v = dict(self.ctx)
        if self.zh:
            v.update(car=r.choice(ZH_CARS), sup=r.choice(ZH_SUPPLIERS), part=r.choice(ZH_PARTS))
        else:
            v.update(car=r.choice(EN_CARS), sup=r.choice(EN_SUPPLIERS), part=r.choice(EN_PARTS))
        v.update(kw)
        return v

    def pool_pick(self, pool):
        """Pick an unused entry of a phrase pool; all its phrases are registered."""
        items = [p for p in pool if all(self._free(x) for x in (p if isinstance(p, tuple) else (p,))[:2])]
        it = self.rng.choice(items)
        for x in (it if isinstance(it, tuple) else (it,))[:2]:
            self.used.append(x)
        return it

    def _free(self, v):
        return all(v not in u and u not in v for u in self.used)

    def phone(self):
        return self.take(lambda: ("138" + self.d(8)) if self.zh else ("07700 900" + self.d(3)))

    # ---------------------------------------------------------------- user sentences
    def user_piece(self, f, mode):
        """Render one fact into one sentence in the user's voice; fills f['needles']."""
        k = f["kind"]
        T = ZH_T if self.zh else EN_T
        v = self.vals()
        if k == "name":
            nm = self.g_name()
            v["x"] = nm["value"]
            if self.zh:
                v["s"] = nm["sur"]
                v["role"] = self.pick(ZH_ROLES).format(s=nm["sur"])
            f["needles"] = [nm["value"]]
            tmpl = self.cyc("name", T["name"])
        elif k == "command":
            c = self.g_command()
            v["x"] = c["value"]
            v["purpose"] = c["purpose"]
            f["needles"] = [c["value"]]
            tmpl = self.cyc("command", T["command"])
        elif k == "id":
            label = self.pick(self.id_labels())
            v["label"] = label
            v["x"] = self.id_value(label)
            f["needles"] = [v["x"]]
            tmpl = self.cyc("id", T["id"])
        elif k == "money":
            tmpl = self.cyc(k, T[k])
            v["x"] = self.g_money(tmpl[1])
            tmpl = tmpl[3:]
            f["needles"] = [v["x"]]
        elif k in ("port", "version", "date"):
            v["x"] = {"port": self.g_port, "version": self.g_version, "date": self.g_date}[k]()
            f["needles"] = [v["x"]]
            tmpl = self.cyc(k, T[k])
        elif k == "decision":
            c, rs = self.pool_pick(ZH_DECISIONS if self.zh else EN_DECISIONS)
            v.update(c=c, r=rs)
            f["needles"] = [c, rs]
            tmpl = self.cyc("decision", T["decision"])
        elif k == "constraint":
            a, c, pol = self.pool_pick(ZH_CONSTRAINTS if self.zh else EN_CONSTRAINTS)
            v.update(a=a, c=c)
            f["needles"] = [a, c]
            tmpl = self.cyc("constraint_" + pol, T["constraint_" + pol])
        else:
            q = self.pool_pick(ZH_QUESTIONS if self.zh else EN_QUESTIONS)
            v["x"] = q
            f["needles"] = [q]
            tmpl = self.cyc("question", T["question"])
        return self.style(tmpl, mode).format(**v)

    def user_block(self, facts):
        r = self.rng
        if self.zh:
            mode = "voice" if r.random() < 0.35 else "typed"
        else:
            mode = "dictated" if r.random() < 0.35 else "typed"
        pieces = [self.user_piece(f, mode) for f in facts]
        if self.zh:
            if mode == "voice":
                pre = self.pick(["", "那个", "嗯 ", "喂 "])
                text = self.pick(ZH_JOIN_VOICE).join(pieces)
            else:
                pre = self.pick(["", "", "跟你说下，", "早，", "对了，", "还有个事 "])
                text = self.pick(ZH_JOIN_TYPED).join(pieces)
            if pre and text.startswith(pre.strip(" ，")[:2]):
                pre = ""
            text = (pre + text).replace("？。", "？").replace("？；", "？")
        else:
            if mode == "dictated":
                pre = self.pick(["", "right so ", "ok ", "yeah so ", "right "])
                text = self.pick(EN_JOIN_DICT).join(pieces)
            else:
                pre = self.pick(["", "", "morning. ", "quick one - ", "ok so ", "right "])
                text = self.pick(EN_JOIN_TYPED).join(pieces)
            if pre and text.lower().split(" ")[0] in pre.lower():
                pre = ""
            text = (pre + text).replace("?.", "?")
        return [("user", text), ("assistant", self.assistant_reply([f["kind"] for f in facts]))]

    def assistant_reply(self, kinds):
        r = self.rng
        zh = self.zh
        OPEN = ZH_ASSIST_OPEN if zh else EN_ASSIST_OPEN
        parts = []
        seen = []
        for k in kinds:
            if k not in seen:
                seen.append(k)
        if "question" in seen:
            parts.append(self.pick(OPEN["question"]) + ("" if zh else " ") + self.pick(ZH_ASSIST_Q_BODY if zh else EN_ASSIST_Q_BODY))
            seen.remove("question")
        if seen:
            parts.append(("" if zh else " ").join(self.pick(OPEN[k]) for k in seen))
        bodies = ZH_ASSIST_BODY if zh else EN_ASSIST_BODY
        for b in r.sample(bodies, r.choice([1, 1, 2])):
            parts.append(b)
        close = self.pick(ZH_ASSIST_CLOSE if zh else EN_ASSIST_CLOSE)
        if close:
            parts.append(close)
        return "\n\n".join(parts)

    # ---------------------------------------------------------------- assistant-carried command
    def asst_cmd_block(self, f):
        c = self.g_command()
        f["needles"] = [c["value"]]
        if self.zh:
            q = self.pick(["{p}的命令是什么来着", "怎么{p}？忘了", "{p}要敲什么", "又忘了 {p}怎么弄"]).format(p=c["purpose"])
            a = ("登录到店里那台主机，{p}用这个：\n\n    {c}\n\n敲完回车就行。如果提示权限不够，前面的sudo别漏了，会让你输主机的密码。"
                 "建议把这条抄在主机旁边的本子上，下次就不用找了。\n\n如果输出里有红字或者ERROR，截个图发我，我帮你看。").format(p=c["purpose"], c=c["value"])
        else:
            q = self.pick(["whats the command to {p} again", "how do i {p}? forgot", "what do i type to {p}",
                           "remind me how to {p}"]).format(p=c["purpose"])
            a = ("To {p}, log into the office box and run:\n\n    {c}\n\nPress enter and give it a few seconds. If it asks for a password, "
                 "it's the office box login, not the booking software one. If it says permission denied, check you haven't "
                 "missed the sudo at the start (where there is one).\n\nWorth writing it on the card next to the box so you "
                 "don't have to dig for it next time. If anything red or ERROR comes up, paste it here and I'll have a look.").format(p=c["purpose"], c=c["value"])
        return [("user", q), ("assistant", a)]

    # ---------------------------------------------------------------- structured material
    def slot(self, fk, kind, gen):
        """Value for a slot: a fact's needle when the chunk carries that kind, else a decoy."""
        v = gen()
        f = fk.pop(kind, None)
        if f is not None:
            f["needles"] = [v]
        return v

    def decoy_date(self):
        return self.g_date(structured=True)

    def tool_block(self, sub, facts):
        r = self.rng
        zh = self.zh
        fk = {f["kind"]: f for f in facts}
        v = self.vals()
        sd = lambda: self.g_date(structured=True)
        if sub == "bookings":
            id_label = self.pick(["工单号", "车牌", "预约号"] if zh else ["job card", "reg", "booking ref"])
            if zh:
                req, q = self.cyc(sub + "rq", [("帮我查下{car}的预约", "{car}"), ("看看这周都约了谁", "本周"), ("{part}那个预约帮我调出来", "{part}"),
                                    ("查一下预约，{car}那台", "{car}"), ("定金还没交的预约有哪些", "定金未付")])
            else:
                req, q = self.cyc(sub + "rq", [("can u check the bookings for the {car}", "{car}"), ("whos booked in this week", "this week"),
                                    ("pull up the {part} booking pls", "{part}"), ("look up the booking for the {car}", "{car}"),
                                    ("check the diary for deposits outstanding", "deposit outstanding")])
            req, args = req.format(**v), {"query": q.format(**v)}
            recs = []
            for i in range(r.choice([1, 1, 2, 3])):
                src = fk if i == 0 else {}
                rec = {"date": self.slot(src, "date", sd), "time": self.pick(["08:00", "08:30", "09:15", "10:00", "13:30", "14:00"]),
                       "car": self.pick(ZH_CARS if zh else EN_CARS),
                       "cust": self.slot(src, "name", lambda: self.g_name()["value"]),
                       "idv": self.slot(src, "id", lambda: self.id_value(id_label)),
                       "dep": self.slot(src, "money", lambda: self.g_money("s")),
                       "tel": self.phone(),
                       "work": self.pick(ZH_PARTS if zh else EN_PARTS)}
                if i == 0 and q == "{car}":
                    rec["car"] = v["car"]
                if i == 0 and q == "{part}":
                    rec["work"] = v["part"]
                recs.append(rec)
            r.shuffle(recs)
            if zh:
                out = "找到%d条预约：\n" % len(recs) + "\n".join(
                    "\n[%d] %s %s  工位%d\n    车辆：%s\n    客户：%s  电话 %s\n    %s：%s\n    项目：%s\n    定金：%s（%s）" % (
                        i + 1, x["date"], x["time"], r.randint(1, 3), x["car"], x["cust"], x["tel"], id_label, x["idv"],
                        x["work"], x["dep"], self.pick(["已付", "未付", "微信已收"])) for i, x in enumerate(recs))
                reply = self.pick([
                    "预约调出来了，客户、车、定金情况都在上面。定金显示已经收了的话，放鸽子也不怕。\n\n要不要我前一天给客户发个提醒短信？",
                    "查到了。建议：\n- 前一天确认一下配件到没到；\n- 早上安排好哪个师傅上哪个工位；\n- 没付定金的打个电话确认一下还来不来。",
                    "这几条预约都在这了。那天排得有点满，如果还有人要加塞，建议往后挪，别让师傅们赶工出错。"])
            else:
                lab = {"job card": "Job card", "reg": "Reg", "booking ref": "Booking ref"}[id_label]
                out = "%d booking(s) found\n" % len(recs) + "\n".join(
                    "\n#%d  %s  %s  Bay %d\n    Vehicle:  %s\n    Customer: %s  (tel %s)\n    %s: %s\n    Work:     %s\n    Deposit:  %s  [%s]" % (
                        i + 1, x["date"], x["time"], r.randint(1, 3), x["car"], x["cust"], x["tel"], lab, x["idv"], x["work"],
                        x["dep"], self.pick(["paid", "not paid", "paid by card"])) for i, x in enumerate(recs))
                reply = self.pick([
                    "That's the booking pulled up — customer, vehicle, job reference and deposit status are all there. If the deposit shows as paid you're covered for a no-show.\n\nWant me to send the customer a reminder the day before?",
                    "Found it. A few things I'd check before the day:\n- Parts for it actually ordered and due in time.\n- Which of the lads is on it, and which bay.\n- Ring anyone showing as not paid to confirm they're still coming.",
                    "Here's what's in the diary. That day is looking fairly full, so if anyone else asks for a slot I'd push them to later in the week rather than squeeze them in."])
        elif sub == "parts":
            rows = []
            for i in range(r.choice([1, 2, 3])):
                src = fk if i == 0 else {}
                rows.append((self.slot(src, "id", lambda: self.id_value("配件号" if zh else "part no")),
                             self.pick(["博世", "法雷奥", "马勒", "天合", "原厂"] if zh else ["Bosch", "Febi", "Mintex", "TRW", "Blue Print", "Valeo"]),
                             self.slot(src, "money", lambda: self.g_money("s")),
                             self.slot(src, "date", sd) if i == 0 else self.pick(["有货", "分仓有货"] if zh else ["in stock", "2 at branch"])))
            r.shuffle(rows)
            if zh:
                req = self.cyc(sub + "rq", ["帮我查下{car}的{part}", "{sup}有没有{part}，{car}用的", "{car}的{part}多少钱，有货吗"]).format(**v)
                args = {"vehicle": v["car"], "part": v["part"]}
                out = "配件查询：%s / %s\n配件号 | 品牌 | 进货价 | 库存/到货\n" % (v["car"], v["part"]) + "\n".join(" | ".join(x) for x in rows)
                reply = self.pick(["查到了，价格和到货情况都在上面。急的话就选有现货的，不急的话等便宜那个也行。\n\n记得报价的时候把工时和税加上，别只报配件价。",
                                   "几个选择都列出来了。我的建议是刹车、正时这种安全件别贪便宜，选大品牌；装饰件无所谓。要我帮你按这个给客户出个报价吗？"])
            else:
                req = self.cyc(sub + "rq", ["check {sup} for {part} for the {car}", "price up {part} for the {car}", "have they got {part} for the {car} in stock?"]).format(**v)
                args = {"vehicle": v["car"], "part": v["part"], "supplier": v["sup"]}
                out = "Trade catalogue: %s, %s\nPart no | Brand | Trade price | Availability\n" % (v["car"], v["part"]) + "\n".join(" | ".join(x) for x in rows)
                reply = self.pick(["There you go — prices and availability are above. If the car's on the ramp already, go with whatever's in stock; if not, the cheaper option is fine to wait for.\n\nRemember to add labour, VAT and your margin when you quote it.",
                                   "Those are the options they've got. For safety-critical stuff like brakes and timing parts I'd stick to the known brands even if it's a bit more. Want me to turn it into a quote for the customer?",
                                   "That's what the catalogue shows. Worth double-checking the fitment against the VIN before ordering — catalogues get the odd one wrong on facelift models."])
        elif sub in ("inbox_vendor", "inbox_supplier"):
            emails = []
            if sub == "inbox_vendor":
                req, q = self.cyc(sub + "rq", [("看下邮箱 软件升级那个邮件", "{prod} 升级"), ("{prod}那边回邮件了没", "{prod}"), ("客服给我回邮件了吗", "support")] if zh else
                                   [("check my email for the software update thing", "{prod} update"), ("any emails from the booking software people?", "{prod}"),
                                    ("did support ever email back about the tablet", "support")])
            else:
                req, q = self.cyc(sub + "rq", [("找下那封对账的邮件", "对账"), ("配件商的发票邮件到了没", "发票"), ("邮箱里有没有{sup}的邮件", "{sup}")] if zh else
                                   [("find that email about the statement", "statement"), ("has that invoice email come through", "invoice"),
                                    ("anything in my inbox from the parts people?", "accounts")])
            req, args = req.format(**v), {"query": q.format(**v)}
            if sub == "inbox_vendor":
                nm = self.slot(fk, "name", lambda: self.g_name()["value"])
                ver = self.slot(fk, "version", self.g_version)
                port = self.slot(fk, "port", self.g_port)
                dt = self.slot(fk, "date", sd)
                w = self.cyc("inbox_vendor", [0, 1, 2])
                sig = nm if zh else nm.split()[0]
                if zh:
                    tpl = ["发件人：{nm} <support@{svc}.cn>\n日期：{dt}\n主题：{prod} {ver} 升级通知\n\n您好，{prod} {ver} 已发布。升级后网页端口改为 {port}，请同步修改前台平板上的地址。升级前请先备份数据。\n\n{sig}",
                           "发件人：{nm} <support@{svc}.cn>\n日期：{dt}\n主题：服务器维护通知\n\n您好，本周末我们会远程把贵店升级到 {prod} {ver}，期间预约页面暂停使用。维护完成后网页地址端口为 {port}。\n\n{sig}",
                           "发件人：{nm} <support@{svc}.cn>\n日期：{dt}\n主题：前台平板设置说明\n\n您好，按电话里说的：前台平板浏览器地址请用主机IP加端口 {port}，平板上的app最低要求 {ver}，低于这个版本请先升级。\n\n{sig}"][w]
                else:
                    tpl = ["From: {nm} <support@{svc}.co.uk>\nDate: {dt}\nSubject: {prod} {ver} - update notice\n\nHi,\n{prod} {ver} is now available. After upgrading, the web interface listens on port {port}, so please update any bookmarks on reception tablets. Back up before upgrading.\n\nKind regards,\n{sig}",
                           "From: {nm} <support@{svc}.co.uk>\nDate: {dt}\nSubject: Scheduled maintenance this weekend\n\nHi,\nThis weekend we'll be remotely upgrading your server to {prod} {ver}. Bookings will be unavailable for about an hour. Once done, the booking page is served on port {port} instead of the old one.\n\nThanks for your patience,\n{sig}",
                           "From: {nm} <support@{svc}.co.uk>\nDate: {dt}\nSubject: Reception tablet setup\n\nHi,\nAs promised on the phone: point the reception tablet's browser at your server's address with port {port} on the end. The tablet app needs to be at least {ver}; anything older won't sync jobs.\n\nCheers,\n{sig}"][w]
                emails.append(tpl.format(nm=nm, svc=v["svc"], dt=dt, prod=v["prod"], ver=ver, port=port, sig=sig))
            else:
                nm = self.slot(fk, "name", lambda: self.g_name()["value"])
                idv = self.slot(fk, "id", lambda: self.id_value(self.pick(["发票号", "订单号", "退货单号"] if zh else ["invoice", "credit note", "order no", "return ref"])))
                money = self.slot(fk, "money", lambda: self.g_money(self.pick("mb")))
                dt = self.slot(fk, "date", sd)
                if zh:
                    emails.append("发件人：%s\n主题：对账单 %s\n\n您好，附件是单据 %s，金额 %s，请在 %s 前付款。有疑问随时联系。\n%s" % (nm, idv, idv, money, dt, nm))
                else:
                    emails.append("From: %s <accounts@%s.co.uk>\nSubject: Statement / %s\n\nHi,\nPlease find attached %s for %s, payment due by %s. Any queries just reply to this email.\n\nThanks,\n%s" % (
                        nm, self.pick(["partsdirect", "motorfactors", "tradeparts"]), idv, idv, money, dt, nm.split()[0]))
            emails.extend(r.sample(["发件人：京东\n主题：您的订单已发货", "发件人：%s\n主题：本周预约汇总" % v["prod"], "发件人：银行\n主题：账户变动提醒"] if zh else
                                        ["From: Screwfix <no-reply@screwfix.com>\nSubject: Your order is on its way", "From: Facebook\nSubject: You have new notifications",
                                         "From: HMRC <no-reply@hmrc.gov.uk>\nSubject: Your tax account has been updated"], r.choice([0, 1, 2])))
            r.shuffle(emails)
            if zh:
                out = ("\n\n---\n\n").join(emails)
                if sub == "inbox_vendor":
                    reply = self.pick(["邮件找到了，内容在上面。要升级的话记得先备份，然后挑下班以后弄，别在营业时间搞。",
                                       "找到了。升级完记得把前台平板的收藏地址也改了，不然又打不开。"])
                else:
                    reply = self.pick(["对账的邮件在这。建议对一下我们收到的货和单子上的是不是一致，多收少收都要在付款前提出来。",
                                       "找到了，付款前跟送货单核一遍，没问题再打款。"])
            else:
                out = "\n\n---\n\n".join(emails)
                if sub == "inbox_vendor":
                    reply = self.pick(["Found it — the update email is above. Back up first, do it after closing, and then fix the tablet bookmark.",
                                       "There's the email from support. Nothing urgent in the rest of the inbox — just the usual notifications."])
                else:
                    reply = self.pick(["That's the statement. I'd check it against the delivery notes before paying — suppliers do double-bill now and then, and it's much easier to query before the money goes.",
                                       "Found it. Worth matching it to the delivery notes before the money goes out."])
        elif sub == "server_info":
            ver = self.slot(fk, "version", self.g_version) if "version" in fk else None
            port = self.slot(fk, "port", self.g_port) if "port" in fk else None
            cmd = []
            out = []
            if ver:
                cmd.append("%s --version" % v["svc"])
                out.append("%s %s (linux-x64)" % (v["prod"], ver))
            if port:
                cmd.append("ss -tlnp | grep %s" % v["svc"])
                out.append('LISTEN 0  511  0.0.0.0:%s  0.0.0.0:*  users:(("%s",pid=913,fd=21))' % (port, v["svc"]))
            args = {"host": v["host"], "command": " && ".join(cmd)}
            out = "\n".join(out)
            if zh:
                req = self.cyc(sub + "rq", ["看下主机上软件是什么版本，跑在哪个端口，客服在问", "预约系统还在跑吗", "帮我看看主机"])
                reply = self.pick(["主机上的服务在正常跑，版本和端口都在上面，直接发给客服就行。",
                                   "看着没问题，服务在监听。前台平板打不开的话，多半是收藏的地址端口不对。"])
            else:
                req = self.cyc(sub + "rq", ["can u check the office box is running", "is the booking thing up? support want the version and port",
                                 "what are we running on the server, they're asking"])
                reply = self.pick(["It's up and listening — version and port are in the output above, you can pass those straight to support.",
                                   "All looks healthy. If the tablet still can't load the page, the bookmark is probably pointing at the old port."])
        elif sub == "server_cmd":
            c = self.g_command()
            fk.pop("command")["needles"] = [c["value"]]
            args = {"host": v["host"], "command": c["value"]}
            out = c["out"]
            if zh:
                req = self.cyc(sub + "rq", ["帮我弄一下，{p}", "你直接上去{p}吧", "能不能帮我{p}", "你有权限 帮我{p}"]).format(p=c["purpose"])
                reply = self.pick(["跑完了，输出在上面，没看到报错。", "弄好了。以后要自己弄的话，就是上面那条命令。", "执行完了，结果看着正常。"])
            else:
                req = self.cyc(sub + "rq", ["can you {p} for me", "just {p} will you", "go on then, {p}", "are you able to {p}? you've got access"]).format(p=c["purpose"])
                reply = self.pick(["Done — output's above, nothing alarming in it.", "That's run fine. If you ever need to do it yourself, it's the command above.",
                                   "Finished. The result looks normal to me."])
        else:  # order
            idv = self.slot(fk, "id", lambda: self.id_value("订单号" if zh else "order no"))
            dt = self.slot(fk, "date", sd)
            money = self.slot(fk, "money", self.g_money)
            if zh:
                req = self.cyc(sub + "rq", ["{sup}的{part}订单到哪了", "催一下{part}的单", "查下{part}发货没"]).format(**v)
                args = {"supplier": v["sup"], "query": v["part"]}
                out = "订单 %s\n供应商：%s\n内容：%s ×1\n状态：%s\n预计到货：%s\n金额：%s" % (idv, v["sup"], v["part"], self.pick(["已发货", "备货中", "已出库"]), dt, money)
                reply = self.pick(["订单状态在上面。赶不上的话提前跟客户说一声，别让人家白跑一趟。", "查到了，还在路上。要不要我给客户发个消息说一下时间？"])
            else:
                req = self.cyc(sub + "rq", ["wheres my {sup} order for the {part}?", "chase the {part} order", "has the {part} shipped yet"]).format(**v)
                args = {"supplier": v["sup"], "query": v["part"]}
                out = "Order %s\nSupplier: %s\nItems: %s x1\nStatus: %s\nExpected delivery: %s\nOrder total: %s" % (
                    idv, v["sup"], v["part"], self.pick(["Dispatched", "Awaiting stock", "Picked"]), dt, money)
                reply = self.pick(["Order status is above. If it's going to miss the booking, let the customer know early rather than on the day.",
                                   "There it is — still on its way. Want me to text the customer with an update?"])
        assert not fk, fk
        return [("user", req), ("tool", TOOL_NAMES[sub], {"args": args, "output": out}), ("assistant", reply)]

    def paste_block(self, sub, facts):
        r = self.rng
        zh = self.zh
        fk = {f["kind"]: f for f in facts}
        v = self.vals()
        sd = lambda: self.g_date(structured=True)
        if sub == "invoice":
            idv = self.slot(fk, "id", lambda: self.id_value("发票号" if zh else "invoice"))
            dt = self.slot(fk, "date", sd)
            nm = self.slot(fk, "name", lambda: self.g_name()["value"])
            total = self.slot(fk, "money", self.g_money)
            pn1, pn2 = self.id_value("配件号" if zh else "part no"), self.id_value("配件号" if zh else "part no")
            p1, p2 = self.g_money("s"), self.g_money("s")
            parts = r.sample(ZH_PARTS if zh else EN_PARTS, 2)
            if zh:
                com = self.cyc(sub + "com", ["{sup}的发票发过来了 你帮我看看对不对", "这张单子运费又收了？？", "发票，帮我核一下"]).format(**v)
                body = ("%s\n增值税发票\n发票号码：%s    开票日期：%s\n业务员：%s\n------------------------------\n"
                        "%s  %s  ×1  %s\n%s  %s  ×2  %s\n运费  —\n------------------------------\n价税合计：%s") % (
                    v["sup"], idv, dt, nm, pn1, parts[0], p1, pn2, parts[1], p2, total)
                reply = "我看了一下：\n- 配件号跟工单上实际装的对一下；\n- 税是不是在不含税金额上算的，别重复算税；\n- 我们谈的是免运费的话，运费这行要问他们；\n- 付款前跟送货单核对一遍。\n\n除了这几点，没看出明显问题。"
            else:
                com = self.cyc(sub + "com", ["this came in from {sup}, does it look right to you", "invoice below, have they charged delivery again??",
                                 "can u check this one", "pasting the invoice"]).format(**v)
                body = ("%s\nTAX INVOICE\nInvoice no: %s      Date: %s\nYour account manager: %s\n--------------------------------------------------\n"
                        "1  %s  %s  %s\n2  %s  %s  %s\nDelivery  —\n--------------------------------------------------\nTOTAL inc VAT   %s") % (
                    v["sup"].upper(), idv, dt, nm, pn1, parts[0], p1, pn2, parts[1], p2, total)
                reply = ("I've been through it:\n- Check the part numbers match what was actually fitted on the job cards.\n"
                         "- Make sure VAT is worked out on the net figure and not added twice.\n- If you're on free delivery terms, query any delivery line.\n"
                         "- Match it against the delivery note before paying.\n\nApart from those checks nothing looks obviously wrong.")
        elif sub == "scan":
            ver = self.slot(fk, "version", self.g_version)
            reg = self.slot(fk, "id", lambda: self.id_value("车牌" if zh else "reg"))
            dt = self.slot(fk, "date", sd)
            codes = r.sample(FAULTS, r.choice([1, 2, 3]))
            miles = "%d,%03d" % (r.randint(20, 190), r.randint(0, 999))
            if zh:
                com = self.cyc(sub + "com", ["{car}扫出来的码，你看看", "元征扫的，{car}，啥情况", "刚扫的{car}"]).format(**v)
                body = "元征 X431  |  软件版本 %s\n车型：%s   车牌：%s\n里程：%s 公里\n报告日期：%s\n----------------\n发动机系统\n%s\nABS：无故障\n安全气囊：无故障" % (
                    ver, v["car"], reg, miles.replace(",", ""), dt, "\n".join("  %s  %s" % (c[0], c[2]) for c in codes))
                reply = ("看这几个码：\n1. 先清码试车，看哪个会马上再出来，当前的比历史的重要；\n2. 失火的话先对调点火线圈，看故障跟不跟着走；\n"
                         "3. 过稀的话查进气漏气、空气流量计、油压；\n4. 别一上来就换件，先测再换，客户那边也好解释。\n\n要我帮你写个给客户的检测说明吗？")
            else:
                com = self.cyc(sub + "com", ["scan off the {car}, what do you reckon", "this is what the autel says on the {car}", "codes from the {car}"]).format(**v)
                body = "AUTEL MaxiSys  |  Software %s\nVehicle: %s   Reg: %s\nMileage: %s\nReport date: %s\n--------------------------------\nEngine (ECM)\n%s\nABS: No faults\nSRS: No faults" % (
                    ver, v["car"], reg, miles, dt, "\n".join("  %s  %-48s %s" % (c[0], c[1], self.pick(["Current", "History"])) for c in codes))
                reply = ("Going through those codes:\n1. Clear them and road test — see which come straight back. Current codes matter more than history ones.\n"
                         "2. For a misfire, swap the coil to another cylinder and see if the fault follows it.\n"
                         "3. For lean codes, smoke test for vacuum leaks and check the MAF readings and fuel pressure.\n"
                         "4. Test before replacing parts — it's easier to justify the diag time to the customer that way.\n\nWant me to write up a short findings note for the customer?")
        elif sub == "sms":
            nm = self.slot(fk, "name", lambda: self.g_name()["value"])
            lab = self.pick(["车牌", "预约号"] if zh else ["reg", "booking ref"])
            reg = self.slot(fk, "id", lambda: self.id_value(lab))
            dt = self.slot(fk, "date", self.g_date)
            money = self.slot(fk, "money", self.g_money)
            if zh:
                com = self.cyc(sub + "com", ["客户发来的", "转一下，客户微信", "这个客户的消息", "客户发的 帮我回一下", "店里手机收到的"])
                body = "【%s】老板你好，我是%s那台车的车主，%s%s。%s方便把车开过来吗？你上次电话里说%s，现在还是这个价吧？" % (nm, v["car"], lab, reg, dt, money)
                reply = "可以这样回：\n\n“您好，收到～那天可以，早上直接开过来，钥匙放前台就行。价格按之前说的，如果拆开发现别的问题，我们会先打电话跟您确认再做。”\n\n这样价格说清楚了，加项也提前打了招呼。"
            else:
                com = self.cyc(sub + "com", ["fwd from a customer", "got this text earlier", "text from a customer, what do I say",
                                             "customer text, can u do me a reply", "this came thru on the work phone"])
                body = "From: %s\n\"Hiya its about my %s (%s). Is %s still ok to drop it off? And is it still %s like you said on the phone? Cheers\"" % (nm, v["car"], reg, dt, money)
                reply = ("Here's a reply you could send:\n\n\"Hi, thanks for your message — yes that's fine, drop it in first thing and leave the keys at reception. "
                         "The price stands as agreed unless we find anything else, and we'll always ring you before doing any extra work.\"\n\n"
                         "That confirms the booking, sets expectations on price, and covers you if something else turns up.")
        elif sub == "vendor":
            nm = self.slot(fk, "name", lambda: self.g_name()["value"])
            ver = self.slot(fk, "version", self.g_version)
            port = self.slot(fk, "port", self.g_port)
            c = self.g_command()
            if "command" in fk:
                fk.pop("command")["needles"] = [c["value"]]
            if zh:
                com = self.cyc(sub + "com", ["软件公司回的邮件，我到底要干啥", "转发给你，看不懂", "客服发的 你帮我看看"])
                w = self.cyc("vendor", [0, 1, 2])
                subj = ["回复：预约页面打不开", "回复：发票打印不出来", "今天电话沟通的内容"][w]
                intro = ["贵店目前使用的是{prod} {ver}。网页服务运行在{port}端口，平板上的地址要写成 http://{ip}:{port} 。",
                         "看了您发的日志，您这边是{prod} {ver}，这个版本打印发票有已知问题，下个版本修复。另外网页服务在{port}端口。",
                         "跟您确认一下电话里说的：主机上装的是{prod} {ver}，预约网页走{port}端口，平板收藏的地址记得带上端口。"][w]
                body = ("---------- 转发的邮件 ----------\n发件人：{nm} <support@{svc}.cn>\n主题：" + subj + "\n\n您好，\n" + intro +
                        "如果要{purpose}，请登录主机执行：\n\n    {cmd}\n\n有问题再联系我。\n{nm}").format(
                    nm=nm, svc=v["svc"], prod=v["prod"], ver=ver, port=port, ip=v["ip"], purpose=c["purpose"], cmd=c["value"])
                reply = "翻译成大白话就是：\n1. 平板浏览器里的收藏地址改成邮件里那个带端口的；\n2. 他给的那条命令是在主机上敲的，不是在平板上，需要的时候上主机跑；\n3. 跑完再刷新平板。\n\n弄的时候挑客人少的时候，万一要重启也不影响前台。"
            else:
                com = self.cyc(sub + "com", ["email from the software people, what do I actually need to do", "forwarding this, makes no sense to me",
                                 "support sent this, translate pls"])
                w = self.cyc("vendor", [0, 1, 2])
                subj = ["Re: booking page not loading", "Re: invoices not printing", "Your support call today"][w]
                intro = ["You're currently on {prod} {ver}. The web interface runs on port {port}, so the tablet needs http://{ip}:{port} in the address bar.",
                         "Thanks for the logs. You're on {prod} {ver}, which has a known issue with invoice printing that's fixed in the next release. For reference your web interface is on port {port}.",
                         "Just confirming what we went through on the phone: the server is running {prod} {ver} and the booking page is served on port {port}, so any bookmark needs that on the end."][w]
                body = ("---------- Forwarded message ---------\nFrom: {nm} <support@{svc}.co.uk>\nSubject: " + subj + "\n\nHi,\n" + intro +
                        " If you need to {purpose}, log into the server and run:\n\n    {cmd}\n\nAny problems let me know.\n{first}").format(
                    nm=nm, svc=v["svc"], prod=v["prod"], ver=ver, port=port, ip=v["ip"], purpose=c["purpose"], cmd=c["value"], first=nm.split()[0])
                reply = ("In plain English they're saying:\n1. Change the bookmark on the reception tablet to the address with the port they gave.\n"
                         "2. The command in their email is for the office box, not the tablet — run it there if you need it.\n3. Refresh the tablet afterwards.\n\n"
                         "Do it when it's quiet, in case the service needs a restart.")
        elif sub in ("terminal_cmd", "terminal_info"):
            user = self.pick(["admin", "garage", "office"])
            pr = "%s@%s:~$ " % (user, v["host"])
            if sub == "terminal_cmd":
                c = self.g_command()
                fk.pop("command")["needles"] = [c["value"]]
                body = pr + c["value"] + "\n" + c["out"] + "\n" + pr
            else:
                lines = []
                if "version" in fk:
                    lines += [pr + v["svc"] + " --version", "%s %s (linux-x64)" % (v["prod"], self.slot(fk, "version", self.g_version))]
                if "port" in fk:
                    lines += [pr + "sudo ss -tlnp | grep " + v["svc"],
                              'LISTEN 0  511  0.0.0.0:%s  0.0.0.0:*  users:(("%s",pid=913,fd=21))' % (self.slot(fk, "port", self.g_port), v["svc"])]
                body = "\n".join(lines + [pr])
            if zh:
                com = self.cyc(sub + "com", ["屏幕上是这个", "出来这个", "你看下这是啥意思"])
                reply = "这个输出看着是正常的，没有报错。服务在跑，端口也在监听。如果平板还是打不开，问题多半在平板那边的地址，不在主机。"
            else:
                com = self.cyc(sub + "com", ["this is what it says", "screen says this", "what does this mean"])
                reply = ("That output looks normal — no errors in it. The service is up, so if the tablet still won't load the page the problem is "
                         "more likely the address saved on the tablet than the box itself.")
        else:  # rules
            f = fk.pop("constraint")
            a, c, pol = self.pool_pick(ZH_CONSTRAINTS if zh else EN_CONSTRAINTS)
            f["needles"] = [a, c]
            others = r.sample(ZH_RULES_OTHER if zh else EN_RULES_OTHER, 4)
            if zh:
                rule = ("%s不得%s。" if pol == "neg" else "%s必须%s。") % (c, a)
                com = self.cyc(sub + "com", ["车间规定打好了，准备贴墙上，你看看通不通顺", "规章制度初稿"])
                others.insert(r.randint(0, 4), rule)
                body = "车间规定\n" + "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(others))
                reply = "挺清楚的。两个建议：\n- 每条后面别加太多解释，墙上的东西越短越有人看；\n- 让每个师傅和徒弟都签个名，表示看过了。\n\n打印出来塑封一下，车间里油多。"
            else:
                rule = ("Do not %s %s." if pol == "neg" else "Always %s %s.") % (a, c)
                com = self.cyc(sub + "com", ["typed up the rules for the wall, does it read ok", "workshop rules draft"])
                others.insert(r.randint(0, 4), rule)
                body = "WORKSHOP RULES\n" + "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(others))
                reply = ("Reads clearly. Two suggestions:\n- Keep each line short — nobody reads paragraphs on a workshop wall.\n"
                         "- Get everyone, apprentice included, to sign a copy so there's no 'nobody told me'.\n\nLaminate it, it'll be covered in oil within a week otherwise.")
        assert not fk, fk
        sep = "\n\n" if r.random() < 0.7 else "\n"
        return [("user", com + sep + body), ("assistant", reply)]

    # ---------------------------------------------------------------- assembly
    def chunk(self, facts, max_size):
        """Group facts into chunks of distinct kinds (1..max_size each)."""
        r = self.rng
        rest = list(facts)
        r.shuffle(rest)
        out = []
        while rest:
            size = r.randint(1, max_size)
            ch = []
            for f in list(rest):
                if len(ch) < size and f["kind"] not in {g["kind"] for g in ch}:
                    ch.append(f)
                    rest.remove(f)
            out.append(ch)
        return out

    def build(self):
        r = self.rng
        self.cmd_templates_used = set()
        facts = []
        for k in KINDS:
            for _ in range(self.per_kind):
                facts.append({"kind": k, "needles": []})
        r.shuffle(facts)
        user, asst = [], []
        tool = {s: [] for s in TOOL_KINDS}
        paste = {s: [] for s in PASTE_KINDS}
        for f in facts:
            pu, pt, pp, pa = CARRIER_P[f["kind"]]
            c = r.choices(["user", "tool", "paste", "asst"], weights=[pu, pt, pp, pa])[0]
            if c == "user":
                user.append(f)
            elif c == "asst":
                asst.append(f)
            elif c == "tool":
                tool[r.choice([s for s, ks in TOOL_KINDS.items() if f["kind"] in ks])].append(f)
            else:
                paste[r.choice([s for s, ks in PASTE_KINDS.items() if f["kind"] in ks])].append(f)
        blocks = []
        # user messages: 1..3 facts each
        rest = list(user)
        while rest:
            n = min(len(rest), r.choices([1, 2, 3], weights=[45, 40, 15])[0])
            blocks.append(self.user_block(rest[:n]))
            rest = rest[n:]
        for s, fs in tool.items():
            for ch in self.chunk(fs, 1 if s == "server_cmd" else 3):
                blocks.append(self.tool_block(s, ch))
        for s, fs in paste.items():
            for ch in self.chunk(fs, 1 if s in ("terminal_cmd", "rules") else 3):
                blocks.append(self.paste_block(s, ch))
        for f in asst:
            blocks.append(self.asst_cmd_block(f))
        r.shuffle(blocks)

        zh = self.zh
        tiny = list(ZH_FILLER_TINY if zh else EN_FILLER_TINY)
        r.shuffle(tiny)
        tiny_i = [0]

        def next_tiny():
            t = tiny[tiny_i[0] % len(tiny)]
            tiny_i[0] += 1
            return t
        topics = list(ZH_FILLER_TOPIC if zh else EN_FILLER_TOPIC)
        r.shuffle(topics)
        follow = ZH_FOLLOW if zh else EN_FOLLOW
        msgs = lambda bl: sum(1 for it in bl if it[0] != "tool")
        # follow-up turns after some fact blocks
        out = []
        for b in blocks:
            b = list(b)
            if r.random() < 0.3:
                last = b[-1][1]
                if any(m in last for m in (["拟条短信", "发个提醒短信", "发个消息"] if zh else ["draft a short message", "send the customer a reminder", "text the customer"])):
                    fu = follow[0]
                elif ("提醒？" if zh else "reminder?") in last:
                    fu = self.cyc("remind", [("设一个", "好，提前一天提醒你。"), ("要", "好，设好了。"), ("提醒我一下吧", "好的，到时候叫你。")] if zh else
                                  [("yeah set one", "Done — I'll remind you the day before."), ("go on then", "Reminder set."),
                                   ("yes pls", "Done.")])
                elif last.rstrip().endswith("？" if zh else "?"):
                    fu = self.pick([("不用了", "好，那就不弄了。"), ("先不用", "行。")] if zh else [("nah leave it", "No problem, I'll leave it."), ("not now", "Okay.")])
                else:
                    fu = self.cyc("follow", follow[1:])
                b += [("user", fu[0]), ("assistant", fu[1])]
            out.append(b)
        blocks = out
        base = sum(msgs(b) for b in blocks) + 2
        lo = max(132, base + 6)
        hi = min(276, max(lo + 30, base + 70))
        target = r.randint(lo, hi) if lo <= hi else lo
        total = base
        while total < target:
            if topics and r.random() < 0.5:
                pair = topics.pop()
            else:
                pair = next_tiny()
            blocks.insert(r.randint(0, len(blocks)), [("user", pair[0]), ("assistant", pair[1])])
            total += 2
        if zh:
            opener = [("user", self.pick(["早 今天事多 帮我记着点", "在吗 今天忙死了", "早上好，今天一堆事"])),
                      ("assistant", "早！随时发过来，我帮你记着、理清楚。")]
        else:
            opener = [("user", self.pick(["morning, mad day ahead, keep track of stuff for me", "right, busy one today",
                                          "morning. gonna be firing stuff at you all day"])),
                      ("assistant", "Morning! Fire away — I'll keep track of everything and flag anything that needs chasing.")]
        seq = list(opener)
        for b in blocks:
            seq.extend(b)
        for f in facts:
            assert f["needles"], f
        return facts, seq

    def tool_rows(self, name, payload):
        return json.dumps(payload["args"], ensure_ascii=False), payload["output"]


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
            cid = "call_bu%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_bu%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_bu%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_bu%d" % n, "createdAt": ts,
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

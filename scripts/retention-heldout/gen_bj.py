#!/usr/bin/env python3
"""Held-out retention set "bj" for okbot's conversation summaries.

Usage:
    PER_KIND=n SUMMARY_MAX=m python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, one per seed; an old root is replaced)
    seed     seeds to build (default 1 2 3 4 5); the LAST seed's conversation is in Chinese

Environment:
    PER_KIND     facts of each of the ten kinds per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars for every root (default 2000)

Theme: the project coordinator of a small solar-panel installation company (jobs and customers
by name, crews and their leads, permit and grid-connection application numbers, inverter models
and firmware, the monitoring portal and its ports, quotes, deposits and subsidies, safety rules,
inspection dates). She writes numbered lists and headings, forwards customer emails and pastes
inverter logs and spreadsheet rows. The last seed uses the Chinese version of the same theme.

Each conversation seeds PER_KIND facts of each kind (name, command, id, port, version, money,
date, decision, constraint, question) and is fed to okbot in batches of 25 messages, with
`okbot compress --now` after each batch. A fact counts as kept only when every one of its
needles (exact substrings) is found verbatim in `okbot context show`. Every needle occurs in
exactly one row of its conversation; the generator checks this and retries otherwise.
Standard library only; deterministic per seed.
"""
import datetime
import json
import os
import random
import shutil
import subprocess
import sys

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
BATCH = 25

# ---------------------------------------------------------------------------------------------
# English pools
# ---------------------------------------------------------------------------------------------
EN_JOBS = ["Maple Crescent", "the Birchwood barn", "Harbour Road warehouse", "Quarry Lane",
           "the Old Mill unit", "Kestrel Close", "Orchard Farm", "St Anne's hall",
           "Linden Avenue", "Copper Beech house", "Foxglove Cottage", "the Wren Street terrace"]

EN_NAMES = ["Priya Raman", "Tomasz Nowak", "Delia Hart", "Gareth Pryce", "Monique Baptiste",
            "Callum Reid", "Ingrid Solberg", "Marcus Okoye", "Hannah Whitlock", "Rafael Duarte",
            "Siobhan Kerr", "Owen Castellano", "Beatrix Lund", "Jamal Whitaker", "Fiona Gallagher",
            "Declan Moss", "Yusuf Demir", "Lorna Beattie", "Kenji Morales", "Agnes Tillman",
            "Stellan", "Wilhelmina", "Bartek", "Odalys"]
EN_ROLES = ["our new crew lead on the roof team", "the inspector the utility is sending",
            "the homeowner at {job}", "the electrician we subcontract the AC side to",
            "the permit clerk at the county office", "our rep at the wholesaler",
            "the apprentice starting with crew two", "the bookkeeper who does our quarter-end",
            "the scaffolding company's site contact", "the property manager for {job}",
            "lead on crew B now that Sam's off", "the grid-connection case officer"]

EN_CMDS = [
    ("docker restart pv-portal-{w}", "restarting the monitoring portal container"),
    ("ssh coord@gw-{w}.local", "getting onto the site gateway"),
    ("rsync -av ~/permits/ nas:/archive/permits-{w}", "backing up the permit scans"),
    ("curl -s http://10.0.{a}.{b}/status.json", "pulling the logger status"),
    ("journalctl -u monitor-bridge -n {c}", "reading the bridge service log"),
    ("ping -c 5 inverter-{w}.lan", "checking an inverter is even on the network"),
    ("sudo systemctl restart solarlog-{w}", "kicking the data logger service"),
    ("tail -f /var/log/pvbridge/{w}.log", "watching the bridge log live"),
    ("python3 export_jobs.py --crew {w}", "exporting a crew's job list"),
    ("modpoll -m tcp -r {c} -c 10 10.0.{a}.{b}", "reading inverter registers"),
    ("lpr -P office-{w} handover.pdf", "printing the handover sheets"),
    ("unzip -o firmware_{w}.zip -d /srv/fw", "unpacking a firmware bundle"),
]
EN_WORDS = ["alder", "basalt", "cobalt", "dune", "ember", "fjord", "garnet", "heron", "indigo",
            "juniper", "kelp", "lumen", "marlin", "nectar", "onyx", "pylon", "quartz", "rowan",
            "sable", "tarn", "umber", "vireo", "willow", "yarrow", "zephyr"]

EN_IDS = [("permit application", "BP-{yy}-{d5}"), ("grid-connection application", "GCA-{d6}"),
          ("invoice", "INV-{d4}"), ("quote", "Q{d4}-{L}"), ("support ticket with the inverter maker", "SR{d7}"),
          ("warranty case", "WC-{L}{L}{d4}"), ("panel order", "PO-{d5}"), ("crane booking", "CRN-{d4}{L}"),
          ("subsidy claim", "SUB-{L}{d5}"), ("meter change request", "MCR-{d6}")]

EN_SERVICES = ["the monitoring portal", "the Modbus TCP gateway", "the MQTT broker on the office NAS",
               "the inverter's local web page", "the logger's FTP push", "the remote-access VPN",
               "the portal admin page", "the battery dashboard", "the weather station feed",
               "the crew tablets' sync server"]

EN_PRODUCTS = ["the 8kW hybrid inverters", "the battery BMS", "the monitoring app",
               "the data loggers", "the smart meters", "the battery gateways",
               "the export limiters", "the Modbus gateway", "the optimiser firmware",
               "the EV charger units", "the crew tablet app", "the 5kW string inverters"]

EN_MONEY_WHAT = ["deposit for {job}", "quote for {job}", "state rebate on {job}",
                 "scaffold hire for {job}", "wholesaler invoice", "battery subsidy for {job}",
                 "crane hire for {job}", "final invoice for {job}", "callout fee for {job}"]

EN_EVENTS = ["the grid inspection for {job}", "the permit deadline for {job}", "install day at {job}",
             "the subsidy cutoff", "the utility's site visit at {job}", "final sign-off on {job}",
             "the meter swap at {job}", "the scaffold going up at {job}", "the roof survey at {job}"]

EN_DECISIONS = [
    ("go with microinverters on the east roof", "three different shading angles"),
    ("stop taking cash deposits", "the accountant flagged it twice"),
    ("give all battery jobs to crew two", "they did the storage course"),
    ("push the Fenwick install to spring", "their roof needs re-felting first"),
    ("move monitoring to the cloud portal", "the office NAS keeps rebooting"),
    ("drop the cheaper rail supplier", "two deliveries arrived short"),
    ("add a contingency line to every quote", "scaffold prices keep jumping"),
    ("book inspections only on Tuesdays", "the inspector is never free otherwise"),
    ("hire a part-time second electrician", "grid applications are piling up"),
    ("standardise on one hybrid inverter model", "spares are easier to stock"),
    ("send quotes as PDF only", "customers kept editing the spreadsheet"),
    ("pause the Riverside commercial bid", "their payment terms are ridiculous"),
    ("keep the old ladder truck another year", "the new one is backordered"),
    ("do site surveys with drone photos", "saves a roof climb per job"),
    ("charge for second site visits", "people book and then ghost us"),
    ("switch the team chat to Signal", "the old group leaked a customer address"),
]
EN_CONSTRAINTS = [
    "no roof work above 40 km/h wind", "two people on every roof",
    "never energise before the utility inspection", "no deposits taken over the phone",
    "only quote after a site survey", "never share the portal admin password",
    "don't book installs on Fridays", "always isolate DC before opening an inverter",
    "no ladders on wet tiles", "harness on anything steeper than 30 degrees",
    "never promise customers a connection date", "only the office updates firmware",
    "no roof work after dark", "photograph every junction box before closing",
    "no cash payments to crew members", "final invoice only after handover sign-off",
]
EN_QUESTIONS = [
    "whether the battery subsidy stacks with the rebate", "how long grid approval takes in December",
    "if flat roofs need a structural engineer", "what the export limit is for single phase",
    "whether the warranty covers bird damage", "if we can claim sales tax on demo kit",
    "if the portal can send SMS alerts", "whether apprentices are allowed on roofs",
    "what insurance pays for a dropped panel", "what happens to a contract when customers move",
    "whether optimisers need their own permit", "if scaffold should be its own line item",
    "who signs off the earthing test", "what we do if the inspector no-shows",
    "whether old mounting rails can be reused", "how often inverter firmware should be updated",
]

EN_T = {
    "name": [
        "Heads up: {name} is {role} now, so loop them in on anything about {job}.",
        "## People\n- {name}: {role}\nThat's who to ring if the crew turns up and nobody's home.",
        "fyi the contact changed — it's {name} now ({role}). the old mobile number is dead",
        "Can you keep in mind that {name} is {role}? I keep mixing them up with someone else.",
        "Spoke to {name} this morning, {role}. Nice, bit chatty, wants updates by text not email.",
        "Adding to the contacts list: {name}, {role}. Prefers calls before ten.",
        "{name} ({role}) rang twice today, I owe them a callback before I leave",
    ],
    "command": [
        "For the record, the thing that fixed it was `{cmd}` — about thirty seconds after that it was fine.",
        "Note to self (and you): for {purpose}, run `{cmd}`. Don't let me forget this again",
        "## What I ran\n```\n{cmd}\n```\nThat was for {purpose}. Worked first time which never happens",
        "The support line told me to use `{cmd}` for {purpose}. Writing it here so it isn't only on a post-it.",
        "ok so `{cmd}` is the magic words for {purpose}, right? it worked anyway",
        "Steps for Friday:\n1. log into the office laptop\n2. run {cmd}\n3. check the portal goes green\n(this is for {purpose})",
    ],
    "id": [
        "The {what} for {job} went in, number is {id}.",
        "Reference for the {what}: {id} — they want it quoted on every email",
        "## {Job}\n- {what}: {id}\n- status: submitted, waiting on them",
        "got the confirmation email, {what} # is {id}. please hang on to that",
        "If anyone asks, the {what} on {job} is {id}. Took me forty minutes on hold to get it.",
        "pasting from their portal: \"{What} {id} — received\". So that's finally in.",
    ],
    "port": [
        "{Service} now listens on port {port}, the old one is shut.",
        "IT guy says {service} is on {port}. Only from inside the office network though",
        "## Network bits\n- {service}: port {port}\n- don't open it on the router please",
        "if you're ever wondering, {service} = {port}. i had to dig through three emails for that",
        "Had to move {service} to {port} because the ISP box was grabbing the default.",
        "Remember: the port for {service} is {port}, not the one the manual says",
    ],
    "version": [
        "Firmware on {product} is {version} after last night's update.",
        "Please note {product} are now on {version} — support says anything older has the frequency bug.",
        "## Versions\n- {product}: {version}\nMatters for the warranty claim, so keep it handy",
        "updated {product} to {version}, the screens look different now, ugh",
        "The installer sheet says {product} must be at least {version} before commissioning.",
        "Checked on site: {product} reporting {version}. Writing it down before I forget.",
    ],
    "money": [
        "The {what} came in at {amount}. Finally.",
        "We sent the {what} as {amount} all in, optimisers included",
        "## Money\n- {what}: {amount}\n- paid? not yet, chasing",
        "So the {what} is {amount}, less than we hoped tbh",
        "Put {amount} down as the {what}. That's what I agreed on the phone.",
        "ugh the {what} is {amount}?? fine. whatever. log it",
    ],
    "date": [
        "{Event} is booked for {date}.",
        "They moved {event} to {date}, so everything shifts a bit",
        "## Dates\n- {event}: {date}\n- crew needs telling by tomorrow",
        "hard deadline for {event} is {date}, no extensions this time according to the lady on the phone",
        "Can we plan backwards from {date}? That's {event}.",
        "{Event} → {date}. If it rains we lose the slot and the next one is weeks out.",
    ],
    "decision": [
        "Decision: we {choice}. Reason being {reason}, and I'm not going through that again.",
        "OK I've made up my mind, we'll {choice} — honestly because {reason}.",
        "## Decided today\n1. {choice}\n   - why: {reason}",
        "After a lot of back and forth I decided to {choice}, mostly since {reason}.",
        "just so it's written down somewhere: {choice}. why? {reason}. end of discussion lol",
        "Talked it over with the boss and we'll {choice}. Simple reason: {reason}.",
    ],
    "constraint": [
        "Standing rule, please remember it: {rule}. No exceptions, not even for the boss.",
        "Adding to the safety list — {rule}.",
        "## Rules\n- {rule}\n(Stop me if I ever suggest otherwise.)",
        "this is non-negotiable: {rule}. insurance will walk if we don't",
        "Remind the crews whenever it comes up: {rule}",
        "New policy from this week: {rule}. I've told the leads already.",
    ],
    "question": [
        "Random q, do you know {q}? Been bugging me all week.",
        "Something I still don't know: {q}. Nobody at the office has a straight answer.",
        "## Open questions\n- {q}?\n- (more as I think of them)",
        "before I forget — {q}? the customer asked and I bluffed",
        "Could you find out {q}? no rush",
        "hmm, I wonder {q}. remind me to chase that",
    ],
}
# assistant-side facts: (user prompt, assistant text)
EN_A = {
    "name": [("Can you pull the contact out of that voicemail I dictated about {job}? Just the name and who they are.",
              "From the voicemail it's {name} — {role}. I'd call back before lunch; they mentioned being out on site in the afternoon, and they asked for a rough timeline for {job}."),
             ("there was a missed call about {job} on the office line, can you read me the transcript bit with the name? I wrote it on my hand and it's gone",
              "The transcript says the caller was {name}, {role}. I'd save them in the shared contacts straight away so the crews can reach them too.")],
    "command": [("What's the quickest way to handle {purpose} from the terminal? the GUI keeps timing out",
                 "You can do it from the shell with:\n\n```\n{cmd}\n```\n\nIf it hangs for more than a minute, cancel it and check the office network first — most of the time it's the Wi-Fi bridge, not the box itself."),
                ("is there a one-liner for {purpose}? I don't want to click through five screens",
                 "Yes — `{cmd}` does it in one go. Run it from the office laptop, since that's the machine with access to the site network.")],
    "port": [("Pick a port for {service} that won't clash with the router stuff, I genuinely don't care which",
              "Let's use port {port} for {service}. It's well clear of the usual defaults and of what the ISP router grabs, so nothing should fight over it. Write it on the network sheet so the next person doesn't have to guess."),
             ("what port should the installer put in for {service}? just choose one",
              "I'd go with {port} for {service}. It's unassigned on your network sheet and far from anything the router reserves.")],
    "money": [("Total on {job} is {total} and we take {pct}% up front. What's the deposit?",
               "{pct}% of {total} is {amount}, so that's the deposit to ask for. I'd put it on the invoice as a separate line with the payment reference, so it's easy to match when it lands."),
              ("quote for {job} came to {total}, deposit is {pct} percent as usual — how much do I invoice?",
               "The deposit comes to {amount} ({pct}% of {total}). The rest falls due at handover under your usual terms.")],
    "date": [("Permit office says {n} working days from Monday the 30th for {event}. What date does that land on?",
              "Counting {n} working days from Monday 30 November (weekends skipped, no public holidays in between) lands on {date}. I'd give the customer that as the earliest, not a promise."),
             ("if {event} is {n} business days after the 30th, when is it? my brain is fried",
              "That's {date}, counting only weekdays from the 30th. Worth putting in the crew calendar now.")],
}

EN_ACK = [
    "Got it, I've noted that down.", "Noted.", "Thanks — saved to the job notes.",
    "Okay, that's recorded.", "Understood, I'll keep that in mind.", "Perfect, filed under this week's updates.",
    "Right, noted that one.", "Good to know — written down.",
]
EN_KACK = {
    "name": ["I've added them to the contacts for that job, with the role next to the name so the crews know who they're talking to.",
             "Saved to the contact list. When you next message them, it might be worth confirming the best number and hours."],
    "command": ["I've put that in the runbook notes, so next time it's one copy-paste instead of a hunt through old messages.",
                "Saved in the troubleshooting notes. It might be worth pasting it on the office laptop's desktop too."],
    "id": ["I've logged the reference against the job, so it can go at the top of every email to them.",
           "Filed with the job paperwork. References like that are the first thing they ask for on the phone."],
    "port": ["Added to the network sheet. Worth double-checking it isn't forwarded on the router unless you mean it to be.",
             "Recorded on the network notes — that saves the next person a lot of guessing."],
    "version": ["Logged in the equipment register, so warranty claims and support calls have it ready.",
                "Noted in the equipment notes. If support asks, that's usually the first thing they want."],
    "money": ["I've put the amount against the job in the money tracker.",
              "Logged on the job's finance line, so it shows up when we reconcile at month end."],
    "date": ["I've put it in the schedule, and we can plan the crew and materials backwards from it.",
             "In the calendar. I'd tell the crew lead today so nobody double-books that day."],
    "decision": ["Understood — I'll treat that as settled and plan around it.",
                 "Makes sense given the reason. I'll keep it in mind when similar jobs or quotes come up."],
    "constraint": ["Understood. I'll flag it whenever a plan would break that rule.",
                   "Got it — that's a standing rule, and I'll hold you and the crews to it."],
}
EN_BODY = [
    "While we're at it, it might be worth double-checking that the crew sheet for next week matches what the customer has been told. Last time the mismatch cost half a morning.",
    "One small suggestion: keep a single running document per job with contacts, references and dates at the top. It saves digging through email threads when someone rings with a question.",
    "If the weather turns, the install schedule will need reshuffling anyway, so I'd avoid confirming exact arrival times to customers until the day before.",
    "I'd also send a short confirmation email to the customer so there's a written record on their side as well. People remember phone calls very differently.",
    "It could help to add this to the Monday planning list, so the crew leads see it before they load the vans.",
    "From the paperwork side, make sure the scan goes into the shared drive folder for the job; the utility sometimes asks for the same document twice.",
    "If you want, I can draft a short message for the crew group so everyone hears it the same way rather than third-hand.",
    "It's also a good moment to check the stock list — rails, clamps and MC4 connectors tend to run out right when a big job lands.",
    "On the customer side, a quick text the evening before install day tends to prevent the classic 'nobody is home and the dog is loose' situation.",
    "I'd keep an eye on the inspection backlog too; this time of year the utility slows down and everything downstream moves with it.",
    "For the quotes, it may be worth noting the panel and inverter models explicitly, so there's no argument later if a substitute has to be used.",
    "When you have a minute, it might be good to review the handover pack template so it reflects the current monitoring setup.",
]
EN_CLOSE = ["Anything else for today?", "Want me to add a reminder?", "Shall I draft the email?",
            "Let me know if you want a checklist for it.", "Tell me if I should loop anyone in.", ""]
EN_DEFER = [
    "I honestly can't give you a reliable answer on that from here — it depends on rules and people I can't check. I'd rather not guess; it's probably best asked directly of whoever owns it.",
    "That's one I don't want to bluff on. I don't have the current details, and getting it wrong would be worse than waiting. Let's leave it open for now.",
    "Good question, and I don't know. I'll keep it on the open list rather than make something up.",
]
EN_CHAT = [
    ("morning! office coffee machine died so I'm running on petrol station coffee",
     "Oof, that's a rough start. Petrol station coffee has carried many a Monday. If it's any consolation, nothing urgent came in overnight as far as I can see, so you can ease into it. Want a quick rundown of what's on the board for today?"),
    ("the van's heater is broken again. my fingers are ice",
     "That sounds miserable, especially with crews out on roofs all day. Might be worth getting it booked in before the cold properly sets in — a van without heating in December is a morale problem as much as a comfort one. I can add a reminder to call the garage if you like."),
    ("new apprentice brought pastries on his first day, I like him already",
     "Strong opening move from the apprentice! It sounds like he'll fit in. Make sure he gets the safety induction and the harness briefing before he goes anywhere near a ladder — pastries don't count as training, unfortunately."),
    ("it's absolutely bucketing down here, nobody's going up anywhere today",
     "Sensible — wet roofs aren't worth the risk. This might be a good day to catch up on paperwork: permit follow-ups, chasing deposits, tidying the job folders. I can help you go through the list one by one if you want to make the most of the rain day."),
    ("my kid's school play is tonight so I'm leaving early, just so you know",
     "Enjoy it! I'll keep things short this afternoon. If anything comes in that can't wait, the crew leads can handle most of it, and the rest will keep until tomorrow morning."),
    ("spent ages on hold with the utility again. the hold music is burned into my brain",
     "That sounds painful. The utility lines are brutal this time of year. One trick: email first and call with the reference in hand, they're often quicker when they can pull the case up immediately. Did you at least get through in the end?"),
    ("ok lunch. back in a bit",
     "Enjoy your lunch — I'll be here when you're back."),
    ("sorry, crazy morning, crew one had a flat tyre on the way out",
     "No need to apologise — a flat on the way out is exactly the kind of thing that eats a morning. Did they still make it to site, or does the customer need a heads-up that they'll be late? Happy to draft a quick apology text if needed."),
    ("honestly I love this job but December is a nightmare",
     "December really is the crunch month: short days, bad weather, everyone wanting to be connected before the holidays. It helps to protect one or two buffer days in the schedule, even if it feels like a luxury. You're doing a lot with a small team."),
    ("the boss wants a 'quick chat' at four. never good",
     "Those are rarely as bad as they sound, but it's fair to be wary. If it's about the schedule or the numbers, it might help to have the current job list and the outstanding deposits in front of you. Want me to pull a one-page overview together?"),
    ("thanks for earlier btw, the customer was happy with the email",
     "Glad to hear it! Clear, friendly emails do a lot of the heavy lifting with customers. If you want, we could turn that one into a template for similar situations."),
    ("right, back at my desk, where were we",
     "Welcome back! We were going through this week's jobs and the open paperwork. Shall we pick up where we left off?"),
    ("is it just me or are the days getting shorter faster this year",
     "It definitely feels that way in late November. For the crews it means less usable daylight on roofs, so morning starts matter more — it might be worth nudging start times earlier where customers allow it."),
    ("coffee #2. let's go",
     "Let's go! What are we tackling first?"),
]
EN_EMAILS = [
    ("Hi, we had the panels fitted last month and the app shows nothing since Sunday. Is something broken? We're a bit worried as we paid a lot. Thanks, the Harwoods",
     "the app"),
    ("Hello, the pigeons have started nesting under the panels and it's very noisy in the morning. Can you put mesh in? What would that cost? Kind regards",
     "pigeons"),
    ("Dear team, our neighbour says the panels reflect into their conservatory. Is there anything you can do? We don't want a dispute. Best wishes",
     "glare"),
    ("Hi there, the inverter in the garage makes a humming noise at night. Is that normal? It didn't do it at first.",
     "hum"),
    ("Good afternoon, we'd like to add a battery next year. Can the current inverter take one, or would it need replacing? Thanks in advance",
     "battery"),
    ("Hi, the scaffolders left a mess in the front garden and crushed some plants. Who do we talk to about this?",
     "mess"),
]
EN_EMAIL_REPLY = {
    "the app": "Here's a draft you could send:\n\n---\nHi both,\n\nThanks for letting us know, and sorry for the worry. In most cases a blank app means the monitoring dongle has lost its Wi-Fi connection — the panels themselves keep producing as normal. Could you check whether your router was restarted or replaced recently? If so, we can talk you through reconnecting it, or pop round if that's easier.\n\nBest regards,\n[Name]\n---\n\nIf the router hasn't changed, it's worth looking at the portal from the office first before sending anyone out.",
    "pigeons": "Draft reply:\n\n---\nHello,\n\nThanks for getting in touch — pigeons under panels are a common nuisance, and mesh guards are the usual fix. We'd need a short visit to check access and measure the array, then we can give you a firm price. Would any morning next week suit?\n\nKind regards,\n[Name]\n---\n\nRemember the visit will need two people and a dry day, so don't promise a specific morning until the forecast is clear.",
    "glare": "Suggested reply:\n\n---\nDear both,\n\nThank you for raising this before it became a problem. Glare complaints are unusual with modern panels, but it can happen at certain angles in winter when the sun is low. We'd like to visit and look at it from the neighbour's side so we can see what they see, and then suggest options.\n\nBest wishes,\n[Name]\n---\n\nI'd keep the tone calm and avoid admitting fault in writing until someone has looked at it.",
    "hum": "Here's a draft:\n\n---\nHi,\n\nA light hum from an inverter is normal during operation, but it shouldn't be noticeable at night when there's no solar production. Could you send us a short video with the sound and the display visible? That will tell us whether it's the battery charging or something that needs a visit.\n\nThanks,\n[Name]\n---\n\nIf the video shows an error on the display, it's probably worth a site visit anyway.",
    "battery": "Draft reply:\n\n---\nGood afternoon,\n\nGreat to hear you're thinking about storage. Whether your current inverter can take a battery depends on the model; some hybrids just need the battery and a small configuration change, others need a separate battery inverter. We'll check your system details and come back with options and rough costs.\n\nThanks,\n[Name]\n---\n\nAlso worth mentioning that any subsidy rules may change next year, so early planning helps them.",
    "mess": "Here's a draft:\n\n---\nHi,\n\nI'm really sorry about the state the garden was left in — that's not the standard we expect from anyone working on our jobs. I'll speak to the scaffolding company today and arrange for the damage to be put right. Could you send a couple of photos so we can pass them on?\n\nApologies again,\n[Name]\n---\n\nI'd also raise it with the scaffolding firm directly so it doesn't happen on the next job.",
}
EN_LOGS = [
    "2026-11-19 07:41:02 WARN  grid voltage high, derating\n2026-11-19 07:41:09 ERR   Grid overvoltage (code 301)\n2026-11-19 07:42:40 INFO  reconnect attempt\n2026-11-19 07:43:12 ERR   Grid overvoltage (code 301)\n2026-11-19 07:48:55 INFO  reconnected, output ramping",
    "[inv-B] Isolation fault PV1- to earth, R_iso low\n[inv-B] Self-test failed, standby\n[inv-B] Retrying in a few minutes\n[inv-B] Isolation fault PV1- to earth, R_iso low",
    "ERR 117 DC arc detected string 2\nINFO manual reset required\nWARN  string 2 current zero after reset",
    "meter comms lost (RS485)\nmeter comms lost (RS485)\nmeter comms restored\nexport limit control: fallback to zero export",
    "BMS: cell temp low, charge blocked\nBMS: cell temp low, charge blocked\nBMS: heater on\nBMS: charge allowed",
]
EN_LOG_REPLY = [
    "Looking at that log: the inverter is seeing the grid voltage go above its trip limit and disconnecting, then reconnecting once it settles. That's usually a local grid issue rather than a fault in the inverter — common on rural lines with lots of solar and little load in the middle of the day. Options: ask the utility to check the transformer tap setting, or see whether the inverter's volt-var settings are enabled. I'd log a few days of readings before calling them, so you have evidence.",
    "An isolation fault means the inverter measured low resistance between one side of the DC string and earth. Typical causes are water in a connector, a cable chafed on a rail, or a damaged panel. It's worth getting a crew to do an insulation resistance test string by string — with DC isolated first, obviously. I'd not keep resetting it remotely.",
    "An arc detection followed by zero current on that string after reset suggests something physically wrong in string 2 — a loose MC4, a burnt connector, or a broken cable. That needs someone on site; I wouldn't reset it again before the string has been inspected.",
    "The meter lost communication and the inverter fell back to zero export, which is the safe default. Usually it's a loose RS485 terminal or the cable running next to mains. Check the termination and the cable route; once it's stable, export will come back on its own.",
    "That's the battery protecting itself in the cold: it blocks charging until the cells warm up, turns on the heater, then allows charging again. Completely normal behaviour in winter — no action needed unless it stays blocked for days.",
]
EN_TABLE_HEAD = "| Job | Panels | kWp | Crew | Status |\n|---|---|---|---|---|"
EN_STATUS = ["survey done", "waiting permit", "scheduled", "installed", "waiting inspection",
             "snag list", "connected", "deposit pending"]
EN_TOOLS = [
    ("get_weather", lambda r, j: {"location": j, "days": 2},
     lambda r: "Tomorrow: wind {a} km/h gusting {b}, rain from midday. Day after: dry, wind {c} km/h.".format(
         a=r.randint(10, 35), b=r.randint(36, 70), c=r.randint(8, 25)),
     "can you check the forecast for {job} tomorrow? we're meant to be on the roof",
     "Here's the forecast for {job}: tomorrow looks marginal with gusts and rain from midday, so I'd plan the morning only and have a backup task for the afternoon. The day after looks much better — dry and calmer. If the customer is flexible, moving the roof work by a day is the safer call."),
    ("calendar_lookup", lambda r, j: {"range": "next_week", "calendar": "installs"},
     lambda r: "Mon: survey {j1}\nTue: install {j2} (crew A)\nWed: install {j2} (crew A)\nThu: inspection slot\nFri: —",
     "what does next week look like on the install calendar?",
     "Next week is fairly full: a survey on Monday, a two-day install for crew A on Tuesday and Wednesday, an inspection slot on Thursday, and Friday is empty. That free Friday could absorb any weather delays from midweek."),
    ("search_email", lambda r, j: {"query": "scaffold " + j, "limit": 5},
     lambda r: "3 results:\n- 'Re: scaffold dates' (Tue)\n- 'Scaffold quote revised' (last week)\n- 'Fwd: access for scaffold lorry' (last week)",
     "did the scaffold people ever email back about {job}?",
     "I found three emails about scaffolding for {job}: a reply about dates from Tuesday, a revised quote from last week, and a forwarded note about lorry access. The Tuesday one is the latest, so that's the one to answer."),
    ("read_sheet", lambda r, j: {"sheet": "Jobs", "filter": j},
     lambda r: "row found: {j1} | survey ok | panels ordered | permit pending | crew not assigned",
     "can you check the jobs sheet for {job}? I forget where we are with it",
     "According to the jobs sheet, {job} has the survey done and panels ordered, but the permit is still pending and no crew is assigned yet. So the next real step is chasing the permit; assigning a crew can wait until it comes through."),
]

# ---------------------------------------------------------------------------------------------
# Chinese pools
# ---------------------------------------------------------------------------------------------
ZH_JOBS = ["城南花园那户", "李家村厂房", "东湖路别墅", "新华村养殖场", "开发区仓库",
           "梅林苑那户", "西山农庄", "滨江小区那栋", "北街小学", "桃源镇民宿"]
ZH_NAMES = ["王建国", "李晓燕", "张志伟", "陈丽华", "刘海洋", "赵德强", "周敏慧", "吴海涛",
            "孙静怡", "黄振磊", "郑凯文", "何雪梅", "罗永刚", "高翔宇", "林芳芳", "马俊杰",
            "朱琳娜", "胡文斌", "郭婷婷", "徐明远", "曹立新", "彭丽君", "邓子豪", "谢秋萍"]
ZH_ROLES = ["二队的新队长", "供电局派来验收的师傅", "{job}的业主", "我们外包的电工",
            "住建那边管报装的科员", "逆变器厂家的技术支持", "刚来的学徒", "公司的会计",
            "脚手架公司的联系人", "{job}的物业经理", "一队的队长", "并网申请的对接人"]
ZH_CMD_PURPOSE = ["重启监控平台的容器", "登上现场的网关", "备份报装扫描件", "拉数据采集器的状态",
                  "看桥接服务的日志", "确认逆变器在不在网上", "重启采集器服务", "实时盯日志",
                  "导出某个队的项目清单", "读逆变器寄存器", "打印交接单", "解压固件包"]
ZH_IDS = [("报装申请", "BZ{yyyy}-{d5}"), ("并网申请", "BW-{d6}"), ("发票", "FP{d8}"),
          ("报价单", "BJ-{d4}{L}"), ("厂家工单", "GD{d7}"), ("保修单", "BX-{L}{L}{d4}"),
          ("组件订单", "DD-{d5}"), ("吊车预约", "DC{d4}{L}"), ("补贴申报", "BT-{L}{d5}"),
          ("换表申请", "HB-{d6}")]
ZH_SERVICES = ["监控平台", "Modbus TCP网关", "办公室NAS上的MQTT", "逆变器本地网页",
               "采集器的FTP上传", "远程VPN", "平台管理后台", "储能看板", "气象站数据",
               "平板同步服务"]
ZH_PRODUCTS = ["8kW混合逆变器", "电池BMS", "监控APP", "数据采集器", "智能电表", "储能网关",
               "防逆流控制器", "Modbus网关", "优化器", "充电桩", "施工平板APP", "5kW组串逆变器"]
ZH_MONEY_WHAT = ["{job}的定金", "{job}的报价", "{job}的补贴", "{job}的脚手架费用", "批发商那张发票",
                 "{job}的储能补贴", "{job}的吊车费", "{job}的尾款", "{job}的上门费"]
ZH_EVENTS = ["{job}的并网验收", "{job}的报装截止", "{job}的安装", "补贴申报截止", "供电局去{job}勘查",
             "{job}的最终验收", "{job}换表", "{job}搭脚手架", "{job}的屋顶勘查"]
ZH_DECISIONS = [
    ("东侧屋顶改用微型逆变器", "屋顶有三个方向的遮挡"), ("以后不收现金定金", "会计已经提醒过两次"),
    ("储能项目都交给二队做", "他们上过电池培训"), ("老周家的安装推到明年开春", "他家屋面要先做防水"),
    ("监控全部迁到云平台", "办公室的NAS老是重启"), ("换掉那家便宜的导轨供应商", "连续两次到货少件"),
    ("所有报价加一项不可预见费", "脚手架价格一直在涨"), ("验收只约周二", "验收员别的日子都排满了"),
    ("再招一个兼职电工", "并网申请都快做不过来了"), ("统一用一个型号的混合逆变器", "备件好备"),
    ("报价单只发PDF", "客户老是自己改表格"), ("暂停那个工商业项目的投标", "付款周期太长了"),
    ("用无人机拍照做现场勘查", "每单能少爬一次屋顶"), ("第二次上门勘查要收费", "好多人约了又放鸽子"),
    ("工作群换到企业微信", "原来的群泄露过客户地址"), ("旧的登高车再用一年", "新车要等到年后才有货"),
]
ZH_CONSTRAINTS = [
    "风速超过六级不准上屋顶", "每个屋顶必须两个人", "验收之前绝对不能合闸送电", "不要在电话里收定金",
    "没做现场勘查不出报价", "监控平台管理员密码不给任何人", "周五不排安装", "碰逆变器之前先断直流",
    "瓦面湿的时候不准架梯子", "坡度大的屋顶必须系安全带", "不要跟客户承诺并网日期",
    "固件只能由办公室来升级", "天黑以后不上屋顶", "每个接线盒封盖前都要拍照",
    "不准给施工队员付现金", "交接单签字后才开尾款发票",
]
ZH_QUESTIONS = [
    "储能补贴能不能和光伏补贴叠加", "十二月并网审批一般要多久", "平屋顶要不要结构工程师出报告",
    "单相的上网功率限制是多少", "鸟害算不算在质保里", "样机的进项税能不能抵扣",
    "监控平台能不能发短信告警", "学徒能不能上屋顶干活", "摔坏一块组件保险赔不赔",
    "客户搬家了合同怎么处理", "优化器要不要单独报装", "脚手架要不要单独列一项",
    "接地测试由谁签字", "验收员放鸽子怎么办", "旧的支架导轨能不能再用", "逆变器固件多久升级一次",
]
ZH_T = {
    "name": [
        "跟你说一声：{name}现在是{role}，以后{job}的事都抄送一下。",
        "## 联系人\n- {name}：{role}\n施工队到了家里没人的话就打这个电话。",
        "联系人换了哈，现在是{name}（{role}），原来那个手机号停机了",
        "你帮我记住{name}是{role}，我老是跟别人搞混。",
        "今天上午跟{name}通了电话，{role}。人挺好，就是话多，说进度发短信就行别发邮件。",
        "通讯录加一个：{name}，{role}。喜欢上午十点前打电话。",
        "{name}（{role}）今天打了两次电话，我下班前得回一个",
    ],
    "command": [
        "记录一下，最后是用 `{cmd}` 搞定的，敲完半分钟就好了。",
        "给自己（也给你）留个备忘：{purpose}就跑 `{cmd}`。别让我再忘了",
        "## 我跑了什么\n```\n{cmd}\n```\n这是为了{purpose}。一次就成功，难得",
        "厂家客服让我{purpose}的时候用 `{cmd}`，写在这里免得只贴在便利贴上。",
        "所以{purpose}的咒语就是 `{cmd}` 对吧？反正是好了",
        "周五的步骤：\n1. 登办公室那台笔记本\n2. 运行 {cmd}\n3. 看平台变绿没有\n（这是为了{purpose}）",
    ],
    "id": [
        "{job}的{what}交上去了，编号是{id}。",
        "{what}的编号：{id}——他们说每封邮件都要写上",
        "## {job}\n- {what}：{id}\n- 状态：已提交，等回复",
        "收到确认邮件了，{what}号是{id}，你帮我记着",
        "要是有人问，{job}的{what}是{id}。打电话排队排了四十分钟才拿到。",
        "从他们系统里复制的：“{what} {id} 已受理”。总算交上去了。",
    ],
    "port": [
        "{service}现在用的端口是{port}，原来那个关掉了。",
        "网管说{service}在{port}上，不过只能在办公室内网访问",
        "## 网络\n- {service}：端口{port}\n- 路由器上别给我开放出去",
        "以后要是想不起来，{service}就是{port}。我翻了三封邮件才找到",
        "{service}改到{port}了，因为运营商的光猫把默认端口占了。",
        "记住：{service}的端口是{port}，不是说明书上写的那个",
    ],
    "version": [
        "{product}昨晚升级完，现在固件是{version}。",
        "注意一下，{product}现在都是{version}了——厂家说老版本有频率的bug。",
        "## 版本\n- {product}：{version}\n保修要用到，记好",
        "把{product}升到{version}了，界面全变了，烦",
        "安装说明上写{product}调试前至少要{version}。",
        "现场看了，{product}显示的是{version}，先记下来免得忘。",
    ],
    "money": [
        "{what}总算定下来了：{amount}。",
        "{what}我们报的是{amount}，优化器都含在里面了",
        "## 钱\n- {what}：{amount}\n- 付了没？还没，在催",
        "所以{what}是{amount}，比预想的少，说实话",
        "{what}就记{amount}，电话里跟对方就是这么谈的。",
        "啊{what}要{amount}？？行吧，记上",
    ],
    "date": [
        "{event}定在{date}。",
        "{event}改到{date}了，后面的安排都要往后挪一点",
        "## 日期\n- {event}：{date}\n- 明天之前要通知施工队",
        "{event}最晚{date}，电话里那位大姐说这次不能再延了",
        "我们能不能从{date}倒排一下？那天是{event}。",
        "{event} → {date}。要是下雨就错过了，下一个空档要等好几周。",
    ],
    "decision": [
        "定了：{choice}。原因很简单，{reason}。",
        "想了一晚上，决定{choice}，主要是因为{reason}。",
        "## 今天的决定\n1. {choice}\n   - 原因：{reason}",
        "跟老板商量过了，{choice}——{reason}，没办法。",
        "记一下：{choice}。为什么？{reason}。就这么定了哈",
        "我拍板了，{choice}，毕竟{reason}，再拖下去更麻烦。",
    ],
    "constraint": [
        "规矩再说一遍：{rule}。谁来说情都不行。",
        "安全规定加一条——{rule}。",
        "## 规定\n- {rule}\n（以后我要是忘了你提醒我）",
        "这条没得商量：{rule}，不然保险公司不赔。",
        "跟各队都说了：{rule}。你也帮我记着。",
        "从这周开始执行：{rule}，我已经在群里发过了",
    ],
    "question": [
        "顺便问一下，{q}？这个问题困扰我一周了。",
        "有件事我一直没搞清楚：{q}。办公室没人说得准。",
        "## 待确认\n- {q}？\n- （想到再加）",
        "差点忘了——{q}？客户问我，我随口糊弄过去了",
        "你能帮我查查{q}吗？不急",
        "嗯……{q}，这个得找人问问，你先记下来",
    ],
}
ZH_A = {
    "name": [("帮我从刚才那段语音留言里把{job}的联系人找出来，名字和身份就行。",
              "语音里说的是{name}，{role}。建议中午前回个电话，对方说下午要去现场，还想要一个{job}的大概时间表。"),
             ("办公室座机有个关于{job}的未接来电，转写里那个名字帮我念一下？我写在手上了，洗手洗没了",
              "转写里来电的是{name}，{role}。建议马上存进共享通讯录，施工队也能直接找到。")],
    "command": [("{purpose}在终端里最快怎么弄？网页老是超时",
                 "可以直接在命令行里跑：\n\n```\n{cmd}\n```\n\n如果一分钟以上没反应就先取消，查一下办公室网络——多数时候是无线网桥的问题，不是设备本身。"),
                ("{purpose}有没有一行命令就能搞定的？我不想点五个页面",
                 "有的，`{cmd}` 一步就行。记得在办公室那台笔记本上跑，只有它能连到现场网络。")],
    "port": [("给{service}挑个端口吧，别跟路由器那些冲突就行，哪个都无所谓",
              "那{service}就用{port}端口吧。离常见的默认端口和光猫占用的都远，不会打架。记得写进网络登记表，省得下一个人瞎猜。"),
             ("装机师傅问{service}填哪个端口，你帮我定一个",
              "建议{service}用{port}。网络登记表上这个没人用，也不在路由器保留的范围里。")],
    "money": [("{job}总价{total}，定金照例收{pct}%，应该开多少？",
               "{total}的{pct}%是{amount}，定金就收这个数。建议在发票上单列一行，写上付款备注，到账的时候好对。"),
              ("{job}的报价出来了，{total}，定金还是{pct}个点，我该开多少？",
               "定金是{amount}（{total}的{pct}%）。剩下的按老规矩交接时付清。")],
    "date": [("报装那边说{event}是从30号周一开始算{n}个工作日，那是哪天？",
              "从11月30日周一开始往后数{n}个工作日（跳过周末，中间没有法定假日），是{date}。跟客户说的时候就说最早这天，别当承诺。"),
             ("{event}要在30号之后{n}个工作日，到底哪天啊，我脑子转不动了",
              "是{date}，只算工作日。建议现在就写进施工日历。")],
}
ZH_ACK = ["好的，记下了。", "收到。", "好，已经记到项目备注里了。", "明白，我记着。",
          "没问题，放进本周更新里了。", "好的，这条记下来了。", "了解，写下了。"]
ZH_KACK = {
    "name": ["已经加到这个项目的联系人里了，名字后面写了身份，施工队一看就知道找谁。",
             "存进通讯录了。下次联系的时候可以顺便确认一下最好打哪个号、什么时间方便。"],
    "command": ["已经放进故障处理笔记里了，下次直接复制粘贴，不用翻聊天记录。",
                "记到排障笔记里了，也可以贴在办公室笔记本的桌面上。"],
    "id": ["编号已经登记到项目下面了，以后给他们的邮件都写在最前面。",
           "跟项目资料放一起了，打电话的时候他们第一句就要编号。"],
    "port": ["已经写进网络登记表了。记得路由器上别随便做端口映射。",
             "记到网络笔记里了，省得下个人瞎猜。"],
    "version": ["已经登记到设备台账里，保修和找厂家的时候直接用。",
                "记在设备备注里了，厂家客服一般第一句就问这个。"],
    "money": ["金额已经记到项目的收支表里了。", "记到这个项目的账目上了，月底对账能直接看到。"],
    "date": ["已经排进日程了，施工队和材料可以从这天往前倒排。", "写进日历了，建议今天就跟队长说，免得那天被排了别的活。"],
    "decision": ["明白，这个就当定下来了，之后都按这个安排。", "理由很充分，以后遇到类似的项目和报价我会记着。"],
    "constraint": ["明白，以后哪个安排违反这条我都会提出来。", "收到，这是长期规矩，我会盯着。"],
}
ZH_BODY = [
    "顺便建议核对一下下周的排班表和跟客户说的是不是一致，上次对不上白白耽误了半个上午。",
    "一个小建议：每个项目保留一份总文档，联系人、编号、日期都放在最前面，有人打电话来问的时候就不用翻邮件了。",
    "如果天气变了，安装计划反正要调整，所以到场时间最好前一天再跟客户确认。",
    "建议再给客户发一封简短的确认邮件，这样对方手里也有书面记录，电话里说的大家记得都不一样。",
    "可以把这个加到周一的计划会清单里，让队长们装车之前就看到。",
    "文件方面，记得把扫描件放到共享盘这个项目的文件夹里，供电局有时候会重复要同一份材料。",
    "如果需要，我可以帮你写一段发到施工队群里，免得大家听到的版本不一样。",
    "正好也可以查一下库存，导轨、压块和MC4接头总是在大单来的时候不够用。",
    "客户那边，安装前一天晚上发个短信提醒一下，基本能避免“家里没人、狗还放在院子里”这种情况。",
    "验收排队的情况也要盯一下，年底供电局办事慢，后面的事情都会跟着往后拖。",
    "报价单上最好把组件和逆变器型号写清楚，万一要换同等替代品，之后也不容易扯皮。",
    "有空的时候可以把交接资料模板再过一遍，让它跟现在的监控设置对得上。",
]
ZH_CLOSE = ["今天还有别的吗？", "要不要我加个提醒？", "需要我起草邮件吗？", "要的话我可以列个清单。",
            "需要拉谁进来说一声吗？", ""]
ZH_DEFER = [
    "这个我在这边确实给不出靠谱的答案，要看具体规定和对方怎么说，我不想乱猜，最好直接问负责的人。",
    "这个我不敢随便说，现在的情况我掌握不到，说错了比等一等更麻烦。先挂着吧。",
    "好问题，但我不知道。先放在待确认清单里，不瞎编。",
]
ZH_CHAT = [
    ("早！办公室咖啡机坏了，我现在靠加油站的咖啡续命",
     "开局有点惨啊。加油站咖啡也救过不少周一。好消息是昨晚没进来什么急事，可以慢慢进入状态。要不要我先把今天的安排过一遍？"),
    ("面包车的暖风又坏了，手都冻僵了",
     "听着就难受，尤其施工队一整天都在屋顶上。建议趁还没真正冷下来赶紧送修，十二月没有暖风的车，影响的不只是舒服，还有大家的情绪。要我加个提醒打给修车厂吗？"),
    ("新来的学徒第一天就带了点心，我已经开始喜欢他了",
     "学徒这一手很聪明！看来能融入得不错。记得先给他做安全培训和安全带讲解，再让他靠近梯子——点心可不能算培训。"),
    ("这边下大雨了，今天谁也不上屋顶",
     "对，湿屋顶不值得冒险。今天正好补补文书：催报装、催定金、整理项目文件夹。想的话我陪你一项一项过，把雨天利用起来。"),
    ("孩子学校今晚有演出，我要早点走，先跟你说一声",
     "好好看演出！下午我尽量简短。真有等不了的事，队长们大部分能处理，其他的明早再说也来得及。"),
    ("又在供电局的电话里排了半天队，等待音乐已经刻进脑子里了",
     "太折磨了，年底供电局的电话特别难打。有个办法：先发邮件，拿到受理号再打电话，他们能马上调出来，一般快很多。最后打通了吗？"),
    ("好，吃饭去了，等下回来",
     "去吧，回来我还在。"),
    ("不好意思，上午太乱了，一队出门路上爆胎了",
     "不用道歉，出门爆胎这种事最耽误时间了。他们最后到现场了吗？要不要先跟客户说一声会晚到？需要的话我帮你写个道歉短信。"),
    ("说实话我挺喜欢这份工作的，但是十二月真的要命",
     "十二月确实是最紧的时候：天短、天气差、大家都想年前并网。排期里留一两天缓冲会好很多，哪怕感觉有点奢侈。你们人不多，做的事已经很多了。"),
    ("老板说四点找我“简单聊聊”，感觉不妙",
     "这种谈话通常没听起来那么可怕，不过留个心眼也对。如果是说排期或者账目，手边准备好当前项目清单和未收的定金会有帮助。要我帮你整理一页概览吗？"),
    ("对了上午谢谢你，客户对那封邮件挺满意的",
     "太好了！清楚又客气的邮件跟客户沟通很管用。要不要把那封改成模板，以后类似情况直接用？"),
    ("好，回到座位了，刚才说到哪了",
     "欢迎回来！刚才在过这周的项目和没办完的手续，接着来？"),
    ("是我的错觉吗，今年白天变短得特别快",
     "十一月底确实有这种感觉。对施工队来说就是屋顶上能用的白天更少了，早上开工时间更关键，客户同意的话可以稍微提前一点。"),
    ("第二杯咖啡，开干",
     "开干！先搞哪个？"),
]
ZH_EMAILS = [
    ("您好，上个月装的光伏，从周日开始APP上什么都不显示了，是不是坏了？花了不少钱，有点担心。谢谢！", "app"),
    ("你好，现在鸽子在板子下面做窝，早上特别吵。能不能装个防鸟网？大概多少钱？", "pigeons"),
    ("您好，邻居说我们家的板子反光照到他们阳光房里了，有没有办法处理？不想跟邻居闹矛盾。", "glare"),
    ("你好，车库里的逆变器晚上一直嗡嗡响，这正常吗？刚装的时候没有这样。", "hum"),
    ("您好，我们明年想加装电池，现在的逆变器能直接接吗，还是要换？先谢谢了", "battery"),
    ("你好，搭脚手架的师傅把前院弄得一团糟，还压坏了几棵花。这事找谁说？", "mess"),
]
ZH_EMAIL_REPLY = {
    "app": "可以这样回：\n\n---\n您好，\n\n感谢告知，让您担心了。大多数情况下APP没数据是监控棒断了WiFi，板子本身照常发电。麻烦您看一下最近路由器是不是重启过或者换过？如果是，我们可以电话指导您重新连接，或者上门处理。\n\n祝好\n[署名]\n---\n\n如果路由器没换过，先在办公室看一下平台数据再决定要不要派人。",
    "pigeons": "回复草稿：\n\n---\n您好，\n\n谢谢联系我们。鸽子在板子下面做窝很常见，一般装防鸟网就能解决。需要先上门看一下屋顶和阵列尺寸才能报准价格，下周哪天上午方便？\n\n祝好\n[署名]\n---\n\n记得上门需要两个人而且要天晴，天气预报没确定前别承诺具体哪天。",
    "glare": "建议这样回：\n\n---\n您好，\n\n谢谢您提前说。现在的组件很少出现反光投诉，但冬天太阳低的时候某些角度确实可能。我们想上门从邻居那边看一下实际情况，再给您几个方案。\n\n祝好\n[署名]\n---\n\n语气保持平和，在有人去看之前书面上先别承认是我们的问题。",
    "hum": "草稿：\n\n---\n您好，\n\n逆变器工作时有轻微嗡嗡声是正常的，但晚上没有发电时不应该明显。方便的话拍一段带声音和屏幕的小视频发给我们，我们就能判断是电池在充电还是需要上门。\n\n谢谢\n[署名]\n---\n\n如果视频里屏幕上有报错，还是建议直接上门。",
    "battery": "回复草稿：\n\n---\n您好，\n\n很高兴您考虑加装储能。现有逆变器能不能直接接电池要看型号，有的混合逆变器只需要加电池和改一下设置，有的需要另外加一台储能逆变器。我们查一下您的系统资料，再给您方案和大概费用。\n\n谢谢\n[署名]\n---\n\n还可以提一句明年补贴政策可能会变，早点规划对他们有利。",
    "mess": "草稿：\n\n---\n您好，\n\n非常抱歉院子被弄成这样，这不是我们对任何施工方的要求。我今天就联系脚手架公司，安排把损坏的地方恢复。方便的话发几张照片给我们转过去。\n\n再次抱歉\n[署名]\n---\n\n另外也建议直接跟脚手架公司提一下，免得下个项目再出现。",
}
ZH_LOGS = [
    "2026-11-19 07:41:02 告警 电网电压偏高，降额运行\n2026-11-19 07:41:09 故障 电网过压（代码301）\n2026-11-19 07:42:40 信息 尝试重新并网\n2026-11-19 07:43:12 故障 电网过压（代码301）\n2026-11-19 07:48:55 信息 已并网，功率爬升",
    "[逆变器B] 绝缘故障 PV1-对地，绝缘阻抗低\n[逆变器B] 自检失败，待机\n[逆变器B] 几分钟后重试\n[逆变器B] 绝缘故障 PV1-对地，绝缘阻抗低",
    "ERR 117 组串2检测到直流电弧\nINFO 需要手动复位\nWARN 复位后组串2电流为零",
    "电表通讯中断（RS485）\n电表通讯中断（RS485）\n电表通讯恢复\n防逆流控制：退回零上网",
    "BMS：电芯温度低，禁止充电\nBMS：电芯温度低，禁止充电\nBMS：加热开启\nBMS：允许充电",
]
ZH_LOG_REPLY = [
    "看这段日志：逆变器检测到电网电压超过保护值就脱网，稳定后再并网。这一般是当地电网的问题，不是逆变器故障——农村线路光伏多、中午负荷少的时候很常见。可以请供电局查一下变压器档位，或者看逆变器的无功调压功能有没有打开。建议先记录几天数据再打电话，手里有证据。",
    "绝缘故障说明逆变器测到直流组串某一端对地电阻偏低。常见原因是接头进水、线缆被导轨磨破或者组件损坏。最好派人逐串做绝缘电阻测试——当然先断直流。不建议一直远程复位。",
    "检测到电弧、复位后组串2电流为零，说明组串2有实际的物理问题——MC4松了、接头烧了或者线断了。需要人到现场，检查之前不要再复位。",
    "电表通讯断了，逆变器退回零上网，这是安全的默认动作。通常是RS485端子松了或者线跟强电走在一起。检查一下端子和走线，稳定后上网会自动恢复。",
    "这是电池在低温下自我保护：电芯暖起来之前禁止充电，开加热，然后再允许充电。冬天完全正常，除非连续几天都禁止充电，否则不用管。",
]
ZH_TABLE_HEAD = "| 项目 | 组件数 | 容量kWp | 施工队 | 状态 |\n|---|---|---|---|---|"
ZH_STATUS = ["已勘查", "等报装", "已排期", "已安装", "等验收", "整改中", "已并网", "等定金"]
ZH_TOOLS = [
    ("get_weather", lambda r, j: {"location": j, "days": 2},
     lambda r: "明天：风速{a}公里/小时，阵风{b}，中午起有雨。后天：晴，风速{c}公里/小时。".format(
         a=r.randint(10, 35), b=r.randint(36, 70), c=r.randint(8, 25)),
     "帮我看看{job}明天的天气，我们本来要上屋顶",
     "{job}的天气：明天有阵风，中午开始下雨，比较悬，建议只安排上午，下午准备个备用活。后天好很多，晴天风也小。客户能配合的话，屋顶的活挪一天更稳妥。"),
    ("calendar_lookup", lambda r, j: {"range": "next_week", "calendar": "installs"},
     lambda r: "周一：勘查 {j1}\n周二：安装 {j2}（A队）\n周三：安装 {j2}（A队）\n周四：验收时段\n周五：—",
     "下周安装日历排得怎么样？",
     "下周挺满的：周一一个勘查，A队周二周三两天安装，周四有个验收时段，周五空着。空出来的周五正好可以消化周中因为天气耽误的活。"),
    ("search_email", lambda r, j: {"query": "脚手架 " + j, "limit": 5},
     lambda r: "3条结果：\n- 回复：脚手架日期（周二）\n- 脚手架报价修改（上周）\n- 转发：脚手架车辆进场（上周）",
     "脚手架那边关于{job}回邮件了吗？",
     "关于{job}的脚手架找到三封邮件：周二回复的日期，上周改过的报价，还有一封转发的车辆进场说明。周二那封是最新的，回那封就行。"),
    ("read_sheet", lambda r, j: {"sheet": "项目表", "filter": j},
     lambda r: "找到一行：{j1} | 已勘查 | 组件已下单 | 报装待批 | 未分配施工队",
     "帮我查一下项目表里{job}到哪一步了，我忘了",
     "项目表上{job}已经勘查、组件已下单，但报装还在等审批，也还没分配施工队。所以下一步是催报装，施工队等批下来再排。"),
]

LANG = {
    "en": dict(jobs=EN_JOBS, names=EN_NAMES, roles=EN_ROLES, ids=EN_IDS, services=EN_SERVICES,
               products=EN_PRODUCTS, money_what=EN_MONEY_WHAT, events=EN_EVENTS,
               decisions=EN_DECISIONS, constraints=EN_CONSTRAINTS, questions=EN_QUESTIONS,
               T=EN_T, A=EN_A, ack=EN_ACK, kack=EN_KACK, body=EN_BODY, close=EN_CLOSE, defer=EN_DEFER,
               chat=EN_CHAT, emails=EN_EMAILS, email_reply=EN_EMAIL_REPLY, logs=EN_LOGS,
               log_reply=EN_LOG_REPLY, table_head=EN_TABLE_HEAD, status=EN_STATUS, tools=EN_TOOLS),
    "zh": dict(jobs=ZH_JOBS, names=ZH_NAMES, roles=ZH_ROLES, ids=ZH_IDS, services=ZH_SERVICES,
               products=ZH_PRODUCTS, money_what=ZH_MONEY_WHAT, events=ZH_EVENTS,
               decisions=ZH_DECISIONS, constraints=ZH_CONSTRAINTS, questions=ZH_QUESTIONS,
               T=ZH_T, A=ZH_A, ack=ZH_ACK, kack=ZH_KACK, body=ZH_BODY, close=ZH_CLOSE, defer=ZH_DEFER,
               chat=ZH_CHAT, emails=ZH_EMAILS, email_reply=ZH_EMAIL_REPLY, logs=ZH_LOGS,
               log_reply=ZH_LOG_REPLY, table_head=ZH_TABLE_HEAD, status=ZH_STATUS, tools=ZH_TOOLS),
}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_WEEKDAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]


def cap(s):
    return s[:1].upper() + s[1:] if s else s


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fill_code(pattern, r):
    out = pattern
    for key, n in (("d8", 8), ("d7", 7), ("d6", 6), ("d5", 5), ("d4", 4)):
        while "{" + key + "}" in out:
            out = out.replace("{" + key + "}", str(r.randint(1, 9)) + "".join(
                str(r.randint(0, 9)) for _ in range(n - 1)), 1)
    while "{L}" in out:
        out = out.replace("{L}", r.choice("ABCDEFGHJKLMNPRSTUVWXYZ"), 1)
    out = out.replace("{yy}", "26").replace("{yyyy}", "2026")
    return out


def add_workdays(start, n):
    d = start
    while n > 0:
        d += datetime.timedelta(days=1)
        if d.weekday() < 5:
            n -= 1
    return d


def fmt_date(lang, r, d):
    if lang == "zh":
        form = r.randrange(3)
        if form == 0:
            return "%d月%d日" % (d.month, d.day)
        if form == 1:
            return "%d月%d号" % (d.month, d.day)
        return "%d月%d日（%s）" % (d.month, d.day, ZH_WEEKDAYS[d.weekday()])
    form = r.randrange(6)
    if form == 0:
        return "%s %d" % (MONTHS[d.month - 1], d.day)
    if form == 1:
        return "%s %s" % (MONTHS[d.month - 1][:3], ordinal(d.day))
    if form == 2:
        return "%02d/%02d" % (d.day, d.month)
    if form == 3:
        return "%s the %s" % (WEEKDAYS[d.weekday()], ordinal(d.day))
    if form == 4:
        return "the %s of %s" % (ordinal(d.day), MONTHS[d.month - 1])
    return "%s %d %s" % (WEEKDAYS[d.weekday()][:3], d.day, MONTHS[d.month - 1][:3])


def fmt_money(lang, r, value=None):
    if value is None:
        value = r.choice([r.randint(12, 99) * 10, r.randint(100, 990) * 10 + r.choice([0, 5]) * 10,
                          r.randint(10, 240) * 100 + r.choice([0, 50])])
    if lang == "zh":
        form = r.randrange(4)
        if form == 0:
            return "%d元" % value
        if form == 1:
            return "¥{:,}".format(value)
        if form == 2 and value >= 10000:
            return ("%.2f" % (value / 10000.0)).rstrip("0").rstrip(".") + "万元"
        return "%d块" % value
    if r.random() < 0.15:
        return "${:,}.{:02d}".format(value, r.choice([50, 25, 75, 99]))
    return "${:,}".format(value)


def fmt_version(r, kind_of_product):
    a, b, c = r.randint(1, 12), r.randint(0, 30), r.randint(0, 99)
    form = r.randrange(6)
    if form == 0:
        return "v%d.%d.%d" % (a, b, c)
    if form == 1:
        return "V%d.%02d.%02d" % (a, b, c)
    if form == 2:
        return "%d.%d.%d-hf%d" % (a, b, c, r.randint(1, 4))
    if form == 3:
        return "%d.%d" % (a, b) + ".%d" % c
    if form == 4:
        return "FW %d.%d.%d" % (a, b, c)
    return "%d.%d.%d-rc%d" % (a, b, c, r.randint(1, 5))


class Gen:
    def __init__(self, lang, seed, attempt, per_kind):
        self.lang = lang
        self.L = LANG[lang]
        self.r = random.Random(seed * 7919 + attempt * 104729 + (1 if lang == "zh" else 0))
        self.per_kind = per_kind
        self.needles = []

    def ok(self, cand):
        for n in self.needles:
            if cand in n or n in cand:
                return False
        return True

    def take(self, make):
        for _ in range(200):
            v = make()
            vals = v if isinstance(v, (list, tuple)) else [v]
            if all(self.ok(x) for x in vals) and len(set(vals)) == len(vals):
                self.needles.extend(vals)
                return v
        raise RuntimeError("could not draw a unique value")

    def job(self):
        return self.r.choice(self.L["jobs"])

    # --- fact construction: returns dict(kind, needles, speaker, text, prompt?) ---
    def fact(self, kind, pools):
        r, L, lang = self.r, self.L, self.lang
        s = {"job": self.job()}
        s["Job"] = cap(s["job"])
        total = pct = None
        if kind == "name":
            s["name"] = self.take(lambda: pools["names"].pop())
            s["role"] = r.choice(L["roles"]).format(job=s["job"])
            needles = [s["name"]]
        elif kind == "command":
            if lang == "en":
                i = r.randrange(len(EN_CMDS))
                pat, s["purpose"] = EN_CMDS[i]
            else:
                i = r.randrange(len(EN_CMDS))
                pat, s["purpose"] = EN_CMDS[i][0], ZH_CMD_PURPOSE[i]
            s["cmd"] = self.take(lambda: pat.format(w=r.choice(EN_WORDS), a=r.randint(1, 9),
                                                    b=r.randint(20, 250), c=r.choice([50, 100, 200, 500])))
            needles = [s["cmd"]]
        elif kind == "id":
            what, pat = r.choice(L["ids"])
            s["what"], s["What"] = what, cap(what)
            s["id"] = self.take(lambda: fill_code(pat, r))
            needles = [s["id"]]
        elif kind == "port":
            s["service"] = r.choice(L["services"])
            s["Service"] = cap(s["service"])
            s["port"] = self.take(lambda: str(r.choice([r.randint(1030, 9990), r.randint(10000, 60999)])))
            needles = [s["port"]]
        elif kind == "version":
            s["product"] = r.choice(L["products"])
            s["version"] = self.take(lambda: fmt_version(r, s["product"]))
            needles = [s["version"]]
        elif kind == "money":
            s["what"] = r.choice(L["money_what"]).format(job=s["job"])
            s["amount"] = self.take(lambda: fmt_money(lang, r))
            needles = [s["amount"]]
        elif kind == "date":
            s["event"] = r.choice(L["events"]).format(job=s["job"])
            s["Event"] = cap(s["event"])
            base = datetime.date(2026, 11, 30)
            s["date"] = self.take(lambda: fmt_date(lang, r, base + datetime.timedelta(days=r.randint(3, 120))))
            needles = [s["date"]]
        elif kind == "decision":
            s["choice"], s["reason"] = self.take(lambda: pools["decisions"].pop())
            needles = [s["choice"], s["reason"]]
        elif kind == "constraint":
            s["rule"] = self.take(lambda: pools["constraints"].pop())
            needles = [s["rule"]]
        else:
            s["q"] = self.take(lambda: pools["questions"].pop())
            needles = [s["q"]]

        f = {"kind": kind, "needles": needles}
        if kind in L["A"] and r.random() < 0.22:
            # the assistant states the fact; rebuild values where the assistant computes them
            if kind == "money":
                self.needles.remove(s["amount"])
                for _ in range(200):
                    pct = r.choice([20, 25, 30, 40])
                    total_v = r.randint(40, 400) * 100
                    dep = total_v * pct // 100
                    tot_s = fmt_money(lang, r, total_v)
                    amt = fmt_money(lang, r, dep)
                    if self.ok(amt) and self.ok(tot_s) and amt not in tot_s and tot_s not in amt:
                        break
                s["amount"], s["total"], s["pct"] = amt, tot_s, pct
                self.needles.append(amt)
                self.needles.append(tot_s)  # reserve: the total must not collide with other needles
                f["needles"] = [amt]
            if kind == "date":
                self.needles.remove(s["date"])
                for _ in range(200):
                    n = r.randint(5, 40)
                    ds = fmt_date(lang, r, add_workdays(datetime.date(2026, 11, 30), n))
                    if self.ok(ds):
                        break
                s["date"], s["n"] = ds, n
                self.needles.append(ds)
                f["needles"] = [ds]
            prompt, text = r.choice(L["A"][kind])
            f["speaker"] = "assistant"
            f["prompt"] = prompt.format(**s)
            f["text"] = text.format(**s)
        else:
            f["speaker"] = "user"
            f["text"] = r.choice(L["T"][kind]).format(**s)
            f["inline"] = r.choice([t for t in L["T"][kind] if "\n" not in t]).format(**s)
        return f

    def typo(self, text, needles):
        """swap two inner letters of one longer word that lies outside every needle"""
        import re
        r = self.r
        spans = []
        for n in needles:
            i = text.find(n)
            if i >= 0:
                spans.append((i, i + len(n)))
        words = [m for m in re.finditer(r"\b[a-z]{5,}\b", text)
                 if not any(a < m.end() and m.start() < b for a, b in spans)]
        if not words:
            return text
        m = r.choice(words)
        w = m.group(0)
        k = r.randint(1, len(w) - 3)
        w2 = w[:k] + w[k + 1] + w[k] + w[k + 2:]
        return text[:m.start()] + w2 + text[m.end():]

    def reply(self, kinds=(), n_body=None):
        r, L = self.r, self.L
        n_body = n_body if n_body is not None else r.randint(1, 3)
        parts = [r.choice(L["ack"])]
        for k in kinds:
            if k in L["kack"] and r.random() < 0.75:
                parts.append(r.choice(L["kack"][k]))
        parts += r.sample(L["body"], n_body)
        c = r.choice(L["close"])
        if c:
            parts.append(c)
        return "\n\n".join(parts) if r.random() < 0.5 else ("" if self.lang == "zh" else " ").join(parts)

    def build(self):
        r, L, lang = self.r, self.L, self.lang
        pools = {
            "names": r.sample(L["names"], len(L["names"])),
            "decisions": r.sample(L["decisions"], len(L["decisions"])),
            "constraints": r.sample(L["constraints"], len(L["constraints"])),
            "questions": r.sample(L["questions"], len(L["questions"])),
        }
        facts = []
        for kind in KINDS:
            for _ in range(self.per_kind):
                facts.append(self.fact(kind, pools))
        order = list(range(len(facts)))
        r.shuffle(order)
        # group user facts: sometimes two or three in one message (a tidy numbered list)
        turns = []
        i = 0
        while i < len(order):
            f = facts[order[i]]
            if f["speaker"] == "user" and r.random() < 0.22:
                group = [f]
                j = i + 1
                while j < len(order) and len(group) < r.choice([2, 3]) and facts[order[j]]["speaker"] == "user":
                    group.append(facts[order[j]])
                    j += 1
                if len(group) > 1:
                    turns.append(("multi", group))
                    i = j
                    continue
            turns.append(("fact", [f]))
            i += 1
        fact_msgs = 2 * len(turns)
        target = max(130 + r.randint(0, 30), fact_msgs + r.randint(30, 60))
        target = min(target, 276)
        n_filler = max(0, (target - fact_msgs) // 2)
        fillers = [("filler", None)] * n_filler
        # facts spread over the whole conversation: interleave evenly with some jitter
        seq = []
        fi = 0
        total = len(turns) + len(fillers)
        for k in range(total):
            want_fact = (len(turns) - fi) > 0 and (
                len(fillers) - (k - fi) <= 0 or r.random() < (len(turns) - fi) / float(total - k))
            if want_fact:
                seq.append(turns[fi])
                fi += 1
            else:
                seq.append(("filler", None))
        seq.insert(0, ("greet", None))
        return facts, seq

    # ---- rendering -----------------------------------------------------------------------
    def render(self, facts, seq):
        r, L, lang = self.r, self.L, self.lang
        rows = []
        t = [datetime.datetime(2026, 11, 20, 7, 30, 0)]
        state = {"n": 0, "call": 0}
        chat_cycle = r.sample(L["chat"], len(L["chat"]))
        filler_kinds = ["chat", "chat", "email", "log", "table", "tool", "tool", "chat"]

        def stamp():
            t[0] += datetime.timedelta(seconds=r.randint(20, 150))
            return t[0].strftime("%Y-%m-%dT%H:%M:%SZ")

        def msg(role, text, facts_here=()):
            if role == "user" and lang == "en" and r.random() < 0.18:
                text = self.typo(text, [n for f in facts_here for n in f["needles"]])
            state["n"] += 1
            row = {"v": 2, "id": "msg_bj%d" % state["n"], "createdAt": stamp(),
                   "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}}
            rows.append(row)
            for f in facts_here:
                f["row"] = row["id"]
            return row

        def tool(name, args, output):
            state["call"] += 1
            cid = "call_bj%d" % state["call"]
            state["n"] += 1
            rows.append({"v": 2, "id": "msg_bj%d" % state["n"], "createdAt": stamp(),
                         "item": {"type": "function_call", "callId": cid, "name": name,
                                  "arguments": json.dumps(args, ensure_ascii=False)}, "meta": {}})
            state["n"] += 1
            rows.append({"v": 2, "id": "msg_bj%d" % state["n"], "createdAt": stamp(),
                         "item": {"type": "function_call_result", "callId": cid, "name": name,
                                  "status": "completed", "output": output}, "meta": {}})

        def fact_line(f):
            return f["text"]

        for kind, payload in seq:
            if kind == "greet":
                if lang == "en":
                    msg("user", "Morning. Big week — three installs, two inspections and the usual paperwork mountain. I'll dump things on you as they come in, ok?")
                    msg("assistant", "Morning! Absolutely — send things over as they come and I'll keep track of jobs, references, dates and rules as we go. If you want, I can give you a summary at the end of each day so nothing slips.")
                else:
                    msg("user", "早。这周事情多——三个安装、两个验收，还有一堆手续。我想到什么就发给你，行吧？")
                    msg("assistant", "早！没问题，随时发过来，我帮你把项目、编号、日期和规矩都记着。需要的话每天收工前我给你汇总一下，免得漏掉。")
            elif kind == "fact":
                f = payload[0]
                if f["speaker"] == "assistant":
                    msg("user", f["prompt"])
                    if f["kind"] in ("port", "date", "money") or r.random() < 0.5:
                        msg("assistant", f["text"], [f])
                    else:
                        msg("assistant", f["text"] + "\n\n" + r.choice(L["body"]), [f])
                else:
                    msg("user", f["text"], [f])
                    if f["kind"] == "question":
                        msg("assistant", r.choice(L["defer"]) + ("\n\n" + r.choice(L["body"]) if r.random() < 0.4 else ""))
                    else:
                        msg("assistant", self.reply([f["kind"]]))
            elif kind == "multi":
                group = payload
                if lang == "en":
                    head = r.choice(["Couple of things from this morning:", "## Update", "Quick list before I forget:",
                                     "ok, batch of stuff:", "## From the site visits today"])
                else:
                    head = r.choice(["上午的几件事：", "## 更新", "趁没忘赶紧列一下：", "一堆事，一起发：", "## 今天跑现场的情况"])
                body = "\n".join("%d. %s" % (k + 1, f["inline"]) for k, f in enumerate(group))
                msg("user", head + "\n" + body, group)
                msg("assistant", self.reply(sorted(set(f["kind"] for f in group)), r.randint(1, 2)))
            else:
                fk = r.choice(filler_kinds)
                if fk == "chat":
                    if not chat_cycle:
                        chat_cycle = r.sample(L["chat"], len(L["chat"]))
                    u, a = chat_cycle.pop()
                    msg("user", u)
                    msg("assistant", a)
                elif fk == "email":
                    body, key = r.choice(L["emails"])
                    if lang == "en":
                        u = r.choice(["Fwd from a customer, can you help me answer?\n\n> ",
                                      "This came in overnight:\n\n---------- Forwarded message ----------\n",
                                      "ugh. another one. draft a reply pls\n\n"]) + body
                    else:
                        u = r.choice(["客户转过来的，帮我回一下？\n\n> ", "昨晚收到的：\n\n---------- 转发的邮件 ----------\n",
                                      "唉，又来一封，帮我起草个回复\n\n"]) + body
                    msg("user", u)
                    msg("assistant", L["email_reply"][key])
                elif fk == "log":
                    i = r.randrange(len(L["logs"]))
                    if lang == "en":
                        u = r.choice(["Inverter at {job} is throwing this, any idea?\n```\n", "pasting the log from {job}:\n```\n",
                                      "## Log from {job}\n```\n"]).format(job=self.job()) + L["logs"][i] + "\n```"
                    else:
                        u = r.choice(["{job}的逆变器一直报这个，你看看？\n```\n", "贴一下{job}的日志：\n```\n",
                                      "## {job}的日志\n```\n"]).format(job=self.job()) + L["logs"][i] + "\n```"
                    msg("user", u)
                    msg("assistant", L["log_reply"][i])
                elif fk == "table":
                    jobs = r.sample(L["jobs"], 4)
                    lines = [L["table_head"]]
                    st = {}
                    for j in jobs:
                        p = r.randint(8, 40)
                        st[j] = r.choice(L["status"])
                        lines.append("| %s | %d | %.1f | %s | %s |" % (j, p, p * 0.43, r.choice("ABC"), st[j]))
                    S = L["status"]
                    blocked = [j for j in jobs if st[j] in (S[1], S[4])]
                    ours = [j for j in jobs if st[j] in (S[5], S[7])]
                    fine = [j for j in jobs if j not in blocked and j not in ours]
                    if lang == "en":
                        u = r.choice(["rows from the jobs sheet, can you tell me what's stuck?\n\n",
                                      "## Status this week\n\n", "copied from the spreadsheet:\n\n"]) + "\n".join(lines)
                        a = []
                        if blocked:
                            a.append("Waiting on someone else: %s. Those are the ones to chase today — a short email with the job reference usually moves faster than a call." % ", ".join(blocked))
                        if ours:
                            a.append("In your own hands: %s — either a snag visit or an invoice reminder, so nothing external is holding them." % ", ".join(ours))
                        if fine:
                            a.append("On track: %s. Nothing to do there beyond the usual updates to the customer." % ", ".join(fine))
                        a.append("If you want, I can turn this into a chase list with who to contact for each job.")
                    else:
                        u = r.choice(["项目表里复制的几行，帮我看看哪个卡住了？\n\n", "## 本周状态\n\n", "从表格里贴过来的：\n\n"]) + "\n".join(lines)
                        a = []
                        if blocked:
                            a.append("卡在别人那边的：%s。今天该催的就是这些，带上编号发邮件通常比打电话快。" % "、".join(blocked))
                        if ours:
                            a.append("在我们自己手里的：%s——要么上门整改，要么发催款提醒，没有外部卡点。" % "、".join(ours))
                        if fine:
                            a.append("正常推进的：%s，按惯例跟客户同步进度就行。" % "、".join(fine))
                        a.append("需要的话我把这个整理成催办清单，每个项目写上找谁。")
                    msg("user", u)
                    msg("assistant", "\n\n".join(a))
                else:
                    name, argf, outf, ask, ans = r.choice(L["tools"])
                    j = self.job()
                    msg("user", ask.format(job=j))
                    jobs = r.sample(L["jobs"], 2)
                    tool(name, argf(r, j), outf(r).replace("{j1}", j if name == "read_sheet" else jobs[0]).replace("{j2}", jobs[1]))
                    msg("assistant", ans.format(job=j))
        return rows


def row_texts(row):
    it = row["item"]
    if it["type"] == "message":
        return it["content"]
    if it["type"] == "function_call":
        return it["name"] + "\n" + it["arguments"]
    return it["name"] + "\n" + it["output"]


def check(facts, rows):
    all_needles = [n for f in facts for n in f["needles"]]
    if len(set(all_needles)) != len(all_needles):
        return False
    for a in all_needles:
        for b in all_needles:
            if a != b and a in b:
                return False
    texts = [(row["id"], row_texts(row)) for row in rows]
    for f in facts:
        for n in f["needles"]:
            hits = [rid for rid, tx in texts if n in tx]
            if hits != [f["row"]]:
                return False
    return True


def build_conversation(lang, seed, per_kind):
    for attempt in range(200):
        g = Gen(lang, seed, attempt, per_kind)
        try:
            facts, seq = g.build()
        except (RuntimeError, IndexError):
            continue
        rows = g.render(facts, seq)
        nmsg = sum(1 for x in rows if x["item"]["type"] == "message")
        if not (130 <= nmsg <= 280):
            continue
        if check(facts, rows):
            return facts, rows
    sys.exit("seed %d: could not build a conversation whose needles are unique" % seed)


def run(okbot, root, args, stdin=None):
    env = dict(os.environ)
    env["OKBOT_HOME"] = root
    env["OKBOT_NOW"] = "2026-11-30T12:00:00Z"
    p = subprocess.run([okbot] + args, input=stdin, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.stderr.strip() or "okbot %s failed with code %d" % (" ".join(args), p.returncode))
    return p.stdout


def max_summary(root):
    best = 0
    for dirpath, _dirs, files in os.walk(root):
        if dirpath == root:
            continue
        if "session-summary.json" in files:
            try:
                with open(os.path.join(dirpath, "session-summary.json"), encoding="utf-8") as fh:
                    d = json.load(fh)
            except (OSError, ValueError):
                continue
            stack = [d]
            while stack:
                x = stack.pop()
                if isinstance(x, dict):
                    for k, v in x.items():
                        if k == "summary" and isinstance(v, str):
                            best = max(best, len(v))
                        else:
                            stack.append(v)
                elif isinstance(x, list):
                    stack.extend(x)
    return best


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, workdir = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    seeds = [int(x) for x in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    summary_max = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    per = {k: [0, 0] for k in KINDS}
    kept_all = tot_all = 0
    best = 0
    for idx, seed in enumerate(seeds):
        lang = "zh" if idx == len(seeds) - 1 else "en"
        facts, rows = build_conversation(lang, seed, per_kind)
        root = os.path.join(workdir, "root-%d" % seed)
        if os.path.isfile(os.path.join(root, "settings.json")):
            shutil.rmtree(root)  # a fresh data root per run, so results are repeatable
        run(okbot, root, ["init"])
        run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", summary_max])
        batches, cur, count = [], [], 0
        for row in rows:
            if row["item"]["type"] == "message":
                if count == BATCH:
                    batches.append(cur)
                    cur, count = [], 0
                count += 1
            cur.append(row)
        if cur:
            batches.append(cur)
        for b in batches:
            run(okbot, root, ["session", "append", "-a", "Writer"],
                "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in b))
            run(okbot, root, ["compress", "-a", "Writer", "--now"])
        ctx = run(okbot, root, ["context", "show", "-a", "Writer"])
        nmsg = sum(1 for x in rows if x["item"]["type"] == "message")
        kept, missing = 0, []
        for f in facts:
            ok = all(n in ctx for n in f["needles"])
            per[f["kind"]][1] += 1
            if ok:
                kept += 1
                per[f["kind"]][0] += 1
            else:
                missing.append(f)
        kept_all += kept
        tot_all += len(facts)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, lang, nmsg, len(rows), len(batches), kept, len(facts), 100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
        best = max(best, max_summary(root))
    for k in KINDS:
        a, b = per[k]
        print("kind %s %d/%d %.1f" % (k, a, b, 100.0 * a / b if b else 0.0))
    print("retention overall %.1f" % (100.0 * kept_all / tot_all if tot_all else 0.0))
    print("max summary chars %d" % best)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Held-out retention set "j": a family household (renovation, school, NAS / home automation,
travel, taxes, insurance).  Standard library only.

usage: python3 gen.py OKBOT WORKDIR [seed ...]      (default seeds 1 2 3 4 5; the last one is Chinese)
env:   PER_KIND   facts of each kind per conversation (default 10)
       SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)
       DUMP=1       also write each conversation as WORKDIR/conv-SEED.jsonl + facts-SEED.json

For every conversation: generate it, check it (each needle is inside its own message and nowhere
else in the transcript, nor in the bare instructions), append it in batches of 25 messages with
`okbot compress -a Writer --now` after each batch, then look for every needle verbatim in
`okbot context show -a Writer`.
"""
import json, os, random, re, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# --------------------------------------------------------------------------------------------
# English material
# --------------------------------------------------------------------------------------------
EN_FAMILIES = [
    dict(me="Dan", partner="Priya", kids=["Maya", "Leo"], dog="Biscuit", teams=["Eagles", "Sixers", "Phillies"], town="Cherry Hill"),
    dict(me="Jen", partner="Marco", kids=["Sofia", "Theo"], dog="Waffles", teams=["Bears", "Cubs", "Bulls"], town="Evanston"),
    dict(me="Rob", partner="Aisha", kids=["Zara", "Miles", "June"], dog="Pickles", teams=["Packers", "Bucks", "Brewers"], town="Wauwatosa"),
    dict(me="Kate", partner="Tom", kids=["Ollie", "Nora"], dog="Mochi", teams=["Seahawks", "Mariners", "Kraken"], town="Shoreline"),
    dict(me="Sam", partner="Lena", kids=["Ava", "Finn"], dog="Pretzel", teams=["Broncos", "Nuggets", "Avalanche"], town="Littleton"),
]
EN_FIRST = ["Dana", "Ruben", "Marisol", "Gideon", "Priscilla", "Tobias", "Imani", "Wendell", "Yasmin", "Casimir", "Delphine",
            "Hector", "Ingrid", "Lorenzo", "Bettina", "Osvaldo", "Roxanne", "Emeka", "Greta", "Thaddeus", "Noelani", "Vikram",
            "Fenella", "Desmond", "Ursula", "Ignatius", "Celestine", "Bartholomew", "Anneliese", "Jericho"]
EN_LAST = ["Whitfield", "Okafor", "Castellanos", "Brandvold", "Kowalczyk", "Pruitt", "Achterberg", "Nakashima", "Delacroix",
           "Haverford", "Szymanski", "Oyelaran", "Rasmussen", "Quintero", "Featherstone", "Lindqvist", "Abernathy", "Ferreira",
           "Galloway", "Moravec", "Pemberton", "Tsakiris", "Vandermeer", "Iwasaki", "Dunleavy", "Ostrowski", "Marchetti",
           "Holloway", "Zielinski", "Baptiste"]
EN_TITLES = ["Mrs.", "Mr.", "Ms."]
EN_ROLES = ["the tile guy", "our electrician", "the permit clerk at the county", "{kid}'s homeroom teacher", "the swim coach",
            "the insurance adjuster", "our CPA", "the HOA president", "{kid}'s piano teacher", "the roofer's foreman",
            "the travel agent Priya's mom swears by", "the plumber", "the robotics club sponsor", "the school nurse",
            "the drywall sub", "the guy who did the neighbors' deck", "the mortgage person at the credit union",
            "the orthodontist's office manager", "the building inspector", "the new dog walker"]

EN_NAME_FRAMES = [
    "{role} is {name} btw, put that somewhere i will find it",
    "can you remind me to call {name} back tomorrow? that's {role}",
    "so {name} from {org} called back and wants the signed form by friday",
    "{role} — {name} — seems nice, very into spreadsheets lol",
    "if anyone asks, our point of contact for this was {name}",
    "voice typing sorry. ok the name of {role} is {name} comma said to email instead of calling",
    "spoke to {name} for like 40 min, very thorough, a bit much honestly",
    "who was it... right, {name}. {role}. i keep blanking on it",
]
EN_ORGS = ["the county", "the school district", "State Farm", "the credit union", "Home Depot pro desk", "the HOA",
           "the swim club", "the tile place on Route 9", "the roofing company", "the district office"]

EN_STACKS = ["homeassistant", "frigate", "jellyfin", "immich", "pihole", "paperless", "nextcloud", "zigbee2mqtt", "vaultwarden", "grafana"]
EN_DATASETS = ["photos", "kids-school", "taxes", "scans", "music", "timemachine", "renovation-docs", "camera-clips"]
EN_HOSTS = ["nas", "pi-garage", "nuc", "backup-box", "ha-pi", "oldlaptop", "pi-kitchen"]
EN_SVCS = ["pihole-FTL", "smbd", "nginx", "mosquitto", "tailscaled", "docker", "nut-server", "zfs-zed", "cups", "avahi-daemon"]
EN_ROOMS = ["kitchen", "garage", "basement", "office", "kids-room", "porch", "laundry", "attic"]
CMD_TEMPLATES = [
    "docker compose -f /srv/{stack}/docker-compose.yml up -d --force-recreate",
    "sudo zfs snapshot tank/{ds}@before-{stack}-{n}",
    "rsync -avh --delete /volume1/{ds}/ backup@{host}:/mnt/usb{n}/{ds}/",
    "sudo systemctl restart {svc}",
    "journalctl -u {svc} --since '{n} hours ago' | grep -i error",
    "sudo smartctl -a /dev/sd{letter}",
    "restic -r /mnt/backup/restic-{ds} check --read-data-subset={n}%",
    "mosquitto_pub -h {host}.lan -t home/{room}/light/set -m OFF",
    "docker logs --tail {n}0 {stack}",
    "du -sh /volume1/{ds}/* | sort -h | tail -{n}",
    "ssh admin@{host}.lan 'sudo reboot'",
    "esphome run {room}-sensor-{n}.yaml",
    "sudo zpool scrub tank{n}",
    "git -C ~/homelab/{stack} pull --rebase",
    "tailscale ping {host}",
    "sudo apt install --only-upgrade {svc}",
    "find /volume1/{ds} -name '*.HEIC' -mtime -{n}",
    "docker exec -it {stack} sh -c 'ls -la /config'",
    "sudo chown -R 1000:1000 /srv/{stack}/data{n}",
    "nmap -sn 192.168.{n}.0/24",
]
EN_CMD_FRAMES = [
    "ran `{cmd}` and it just sat there for like ten minutes",
    "ok for future me: `{cmd}` is what fixed it last time",
    "$ {cmd}\n...and then a wall of red text. cool cool cool",
    "should i try `{cmd}` before bed or is that asking for trouble",
    "the thing the reddit thread said was `{cmd}`, worked first try for once",
    "pasting exactly what i typed:\n$ {cmd}\nthat's it, nothing else",
    "Priya asked what i was doing at midnight and the honest answer was `{cmd}`",
    "note to self, next time the {stack} thing acts up just do `{cmd}`",
]

EN_ID_KINDS = [
    ("BP", "permit"), ("CLM", "claim"), ("HD", "helpdesk"), ("WO", "workorder"), ("INC", "isp"), ("#", "github"), ("CVE", "cve"),
]
EN_ID_FRAMES = {
    "permit": ["permit number is {id}, it's on the orange card taped in the front window",
               "the county finally issued it, {id}, only took 6 weeks"],
    "claim": ["claim ref for the water damage is {id} if they call",
              "adjuster's email subject line says {id}, so i guess that's our claim"],
    "helpdesk": ["school helpdesk gave us ticket {id} for the cracked chromebook",
                 "{kid}'s laptop thing is {id} in their system, whatever that means"],
    "workorder": ["HOA opened {id} for the streetlight out front, no eta obv",
                  "the property manager says it's work order {id}"],
    "isp": ["comcast gave me {id} after 50 minutes on hold, i want those minutes back",
            "internet outage ticket is {id}, tech coming 'between 8 and 5' lol"],
    "github": ["zigbee2mqtt issue {id} is EXACTLY our bathroom sensor problem",
               "someone on github opened {id} about the frigate crash, i thumbs-upped it"],
    "cve": ["apparently {id} is the one for our doorbell camera firmware, should i be worried",
            "saw {id} on hacker news, does that affect the NAS?"],
}
EN_PORT_FRAMES = [
    "jellyfin is on {p} now because something else grabbed the default",
    "i forwarded {p} on the router for the camera thing, is that dumb",
    "grafana lives at nas.lan:{p} now, bookmarked it",
    "moved the pihole admin page to port {p}",
    "the minecraft server {kid} wants needs {p} open, the begging has been relentless",
    "mqtt broker is listening on {p}, not the usual one, don't ask",
    "home assistant behind nginx now, external port {p}",
    "for the record the printer web thing only answers on {p}??",
]
EN_VERSION_FRAMES = [  # (frame, style)
    ("DSM says {v}, is that the one with the bug", "dsm"),
    ("bumped home assistant to {v} last night, lights still work, miracle", "ha"),
    ("thermostat firmware is {v} according to the app", "semver"),
    ("TurboTax wants me on {v} before it lets me file, ugh", "semver"),
    ("zigbee2mqtt {v} broke the bathroom motion sensor again", "semver"),
    ("frigate release notes for v{v} mention our camera model", "semver"),
    ("the router's been stuck on {v} since march apparently", "semver"),
    ("unifi app nags me to go to {v}, worth it?", "semver"),
    ("ha says core {v} is available, the breaking changes section is LONG", "ha"),
]
EN_MONEY_FRAMES = [  # (frame, low, high)
    ("the kitchen quote came in at {m}, which, lol, no", 9000, 60000),
    ("first draw on the addition is {m}, due when framing is done", 5000, 40000),
    ("home insurance renewal came in at {m} for the year, up again", 900, 4800),
    ("swim club fees are {m} per term, we already paid for one kid", 120, 900),
    ("flights came to {m} all in, with bags, for four people", 1200, 6500),
    ("IRS letter says we underpaid by {m}, CPA says don't panic", 200, 6000),
    ("the dumpster rental alone is {m}, who knew trash was so expensive", 300, 950),
    ("got the electrician's invoice: {m}. just breathe", 400, 9000),
    ("{kid}'s braces are going to be {m} after insurance. cool. great", 2500, 7000),
]
EN_DATE_FRAMES = [
    "rough-in inspection is booked for {d}",
    "the permit expires {d} so we really have to get moving",
    "spring break flights leave {d}, early morning of course",
    "picture day is {d}, remind me or {kid} will wear the dinosaur shirt again",
    "estimated taxes due {d}?? already??",
    "contractor says demo starts {d} if the weather holds",
    "the policy lapses on {d} unless we send the signed thing",
    "parent-teacher conferences got moved to {d}",
]
EN_DECISIONS = [
    ("quartz counters", "the marble sample stained from one glass of wine"),
    ("Backblaze B2 for the offsite backup", "it's cheaper than a second NAS at grandma's"),
    ("the heat pump", "the rebate covers almost a third of it"),
    ("the second contractor", "the first one never answered a single text"),
    ("driving to the lake instead of flying", "the dog can come with us"),
    ("the umbrella policy", "the trampoline makes the agent nervous"),
    ("zigbee bulbs over wifi ones", "the wifi ones kept falling off the network"),
    ("itemizing this year", "property tax alone gets us over the standard deduction"),
    ("after-school robotics", "it's in the same building so no second pickup"),
    ("vinyl plank in the basement", "it won't warp if the sump pump dies again"),
    ("refinancing with the credit union", "they waived the appraisal fee"),
    ("Proxmox on the old desktop", "the NAS cpu chokes on anything heavier than Plex"),
    ("the aisle seats", "someone always needs the bathroom mid-flight"),
    ("a fixed-price contract", "the hourly estimate kept creeping up every week"),
    ("the public middle school", "the bus stop is right at the corner"),
    ("keeping the old boiler one more winter", "the replacement is backordered until spring"),
    ("the Tuesday piano slot", "that's the only day nobody has practice"),
    ("the cheaper hotel by the airport", "the shuttle runs all night"),
    ("Frigate on the coral stick", "cloud camera subscriptions add up fast"),
    ("paying the roofer by check", "the card fee is three percent"),
]
EN_DECISION_FRAMES = [
    "ok decided: {c} — {r}",
    "we went with {c}, mostly because {r}",
    "after a long and slightly heated discussion it's {c}. reason: {r}",
    "{c} it is. {r}, so that settled it",
    "final answer is {c} since {r}, do not let me relitigate this",
    "voice text so forgive me. we are doing {c} because {r} period",
    "so yeah, {c}. honestly {r}, end of story",
]
EN_CONSTRAINTS = [  # (action, condition, polarity)
    ("touch the breaker panel", "until the electrician signs off", "no"),
    ("reboot the NAS", "while the nightly backup is running", "no"),
    ("pour the slab", "if it's going to drop below freezing", "no"),
    ("sign anything from the insurance company", "before the adjuster's report is in", "no"),
    ("let the kids use the admin account", "unless one of us is sitting right there", "no"),
    ("book nonrefundable flights", "before the school calendar is out", "no"),
    ("update the router firmware", "on a school night", "no"),
    ("pay the final installment", "until the final inspection passes", "no"),
    ("run the dishwasher", "while the plumber has the water shut off", "no"),
    ("expose the camera feeds to the internet", "without the VPN in front of them", "no"),
    ("file the return", "before the corrected 1099 shows up", "no"),
    ("leave the side door unlocked", "when the crew is working in the basement", "no"),
    ("call the attendance line", "by 8:30 if a kid stays home sick", "must"),
    ("wear closed-toe shoes downstairs", "as long as the demo is going on", "must"),
    ("get two quotes", "for anything over the contingency line", "must"),
    ("text the sitter the gate code", "the night before every trip", "must"),
]
EN_CONSTRAINT_FRAMES_NO = [
    "house rule: do not {a} {c}",
    "please never {a} {c}, i learned that one the hard way",
    "{c}, nobody is allowed to {a}. nobody. looking at you, future me",
    "we can't {a} {c}, we got told that VERY clearly",
    "reminder to self and everyone: don't {a} {c}",
    "the contract literally says we must not {a} {c}",
]
EN_CONSTRAINT_FRAMES_MUST = [
    "house rule: we have to {a} {c}",
    "non-negotiable: {c}, we {a}",
    "reminder to everyone, we must {a} {c}",
    "the contract says we're required to {a} {c}",
]
EN_QUESTIONS = ["the gutter warranty", "the old fridge in the garage", "the overnight field trip", "the dead spot in the upstairs bathroom",
                "the HOA fence rules", "the 529 contribution limit", "the home office deduction", "the roof vents",
                "the robotics carpool", "the second smoke detector", "the passport renewals", "the solar lease transfer",
                "the water heater recall", "the dog sitter for spring break", "the attic insulation rebate", "the orthodontist bill",
                "the leftover tile boxes", "the guest wifi password rotation", "the mudroom bench", "the snow plow contract"]
EN_QUESTION_FRAMES = [
    "still no idea what we're doing about {t}, thoughts?",
    "wait, did anyone ever figure out {t}??",
    "question for later: what's the deal with {t}",
    "who is even in charge of {t}? genuinely asking",
    "do we need to deal with {t} before winter or can it wait",
    "ok also {t} — is that our problem or the contractor's?",
    "random but i keep forgetting to ask about {t}",
]
EN_ASSIST_FACT_LEAD = ["Noted.", "Got it, I'll keep that in mind.", "Okay, adding that to the list.", "Sure.", "Okay.", "Quick update:"]
EN_ASSIST_FACT = {
    "name": ["The county page lists {name} as {role} for your file.", "Per the email thread, {role} is {name}."],
    "command": ["If it hangs again, run `{cmd}` and paste the output here.", "The safe first step is `{cmd}`, then check the logs."],
    "id": ["The confirmation email references {id}, so keep that handy.", "I found it: the reference number is {id}."],
    "port": ["The container's web UI will then be reachable on port {p} inside the LAN.", "The config you pasted binds the admin page to {p}."],
    "version": [("The changelog says the fix landed in {v}.", "semver"), ("Your screenshot shows DSM {v}, which is current.", "dsm")],
    "money": [("The estimate you forwarded totals {m} before tax.", 1000, 30000), ("The renewal notice shows a premium of {m}.", 900, 4800)],
    "date": ["The school calendar lists {d} for that.", "According to the booking, check-in is {d}."],
    "decision": ["To confirm what you two settled on: {c}, because {r}."],
    "constraint": ["Per the contractor's note: don't {a} {c}.", "The manual is explicit that you should not {a} {c}."],
}
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

EN_LEADS = ["ok so", "sorry, was putting the kids to bed.", "quick one:", "hey!", "ugh ok.", "morning.", "back.",
            "voice typing this in the car so bear with me", "random thought before i forget,", "ok two things.",
            "so. update.", "right, where was i.", "hiii", "sorry for the delay, {kid} had a meltdown over socks."]
EN_JOINS = [" and also ", ". oh and ", "\n", " — also ", "; ", ". ", " plus ", ". separately, ", ", and while i'm at it "]
EN_TAILS = [
    "anyway the {t0} blew a 14 point lead AGAIN so i'm in a mood",
    "also {kid} just asked if dinosaurs had belly buttons. i don't know man",
    "{partner} says hi and also that i'm doing this wrong",
    "brb {dog} is losing his mind at the UPS guy",
    "it's 6:45 and nobody has shoes on, pray for us",
    "did you see the {t1} game last night? unreal finish",
    "the dishwasher is making The Noise again btw but that's a tomorrow problem",
    "ok that's all, going to go stare at a wall for 20 min",
    "sorry for the essay",
    "lol",
    "also Costco was a zoo today, 45 minutes in line for a rotisserie chicken",
]
EN_FILLER_U = [
    "ok", "lol", "thanks!", "haha yes", "ugh", "perfect", "makes sense", "hmm ok", "k", "ok back", "where were we",
    "that helps, thanks", "can you make that shorter, i'm reading this at a red light (jk)",
    "sorry {kid} just spilled an entire box of Cheerios, brb",
    "lol the {t0} blew a 14 point lead AGAIN",
    "did you see the {t1} game, absolute chaos in the 4th",
    "{partner} says hi and that i should go to bed",
    "brb dog is barking at the UPS guy",
    "{kid} got a 94 on the spelling test, proud parent moment",
    "it's 7:10 and nobody has shoes on",
    "ok so unrelated but the {t2} traded their best guy for two draft picks and i'm not ok",
    "the dishwasher is making The Noise again. not today satan",
    "can you draft a short email to the school asking about the bus schedule change? nothing fancy",
    "remind me what we said about the kitchen layout again? too many tabs open in my brain",
    "we just got back from {town} Costco, 3 hours of my life gone",
    "haha {dog} ate a sock again. vet says he'll be fine, the sock less so",
    "honestly the house looks like a bomb went off, there's drywall dust in the cereal",
    "ok real talk, is it normal that the contractor shows up at 7am on a Saturday",
    "sorry, long day, I'll read that properly tomorrow",
    "lmao {kid} asked Alexa to order 40 pounds of gummy bears. it almost worked",
    "I swear the garage door opener has a personality",
    "so tired. 2 kids, 1 dog, 0 working bathrooms",
    "anyway. back to the boring stuff",
    "ok voice typing again sorry comma the kids are screaming in the back",
    "random: what's a good gift for a 9 year old who likes sharks and minecraft",
    "we watched the {t1} game at the neighbors', lost 3-2 in a shootout, rough",
    "so the kids want a trampoline. the answer is no. probably. maybe",
]
EN_FILLER_U_LONG = [
    "ok so long story but basically we went to look at tile samples at that place off Route 9 and {kid} knocked over a display "
    "of hexagon mosaics, nothing broke thank god, but the guy gave us the look, and then {partner} fell in love with some "
    "handmade zellige that costs more than my first car, so now we're 'thinking about it' which means I'm thinking about how to say no nicely",
    "sorry this is going to be rambly, I'm dictating while walking {dog}. the school sent three different emails today, one about "
    "the fundraiser, one about lice (great), and one about the schedule change for the winter concert, and I genuinely cannot "
    "keep track anymore, I think we need some kind of system because the fridge calendar is not cutting it",
    "update from the basement: the crew found some old knob and tube wiring behind the wall which apparently is a Whole Thing, "
    "they took like 30 photos and said they'd 'get back to us', and in the meantime there's a tarp where our laundry room used "
    "to be, {kid} thinks it's a fort, {partner} thinks it's a crime scene, I think I need a beer",
    "so the {t0} lost again and I'm choosing to process that by reorganizing the NAS shares at 11pm, which {partner} says is "
    "'not a healthy coping mechanism', but honestly the photos folder has like 4 copies of every picture from 2019 and somebody "
    "has to deal with it, might as well be me while I'm sad about football",
    "today was chaos. {kid} woke up at 6:30 with a 'stomach ache', no fever, got to the school gate and suddenly she was fine, "
    "I was 20 min late for work, back to back meetings till 1:30, no lunch, then the neighbor texted that the crew's truck was "
    "blocking her driveway AGAIN, and when I got home {dog} had eaten half a couch cushion. anyway. sitting in the car in the "
    "driveway not going in yet. talk to me about something boring",
    "{partner} wants every light in the house on Home Assistant so we can 'just say it'. last night the living room lights turned "
    "on by themselves three times, {dog} lost it, {kid} decided the house is haunted and slept in our bed, and the official "
    "explanation is 'a race condition'. I said maybe stabilize what we have before adding more, and got the 'almost done' face",
    "ok so the {t1} game went to double OT and I stayed up for all of it which was a mistake because the kids were up at 5:50 "
    "asking for pancakes. we made pancakes. there is batter on the ceiling somehow. no I will not be investigating how",
]
EN_FILLER_A = [
    "Ha, fair enough.", "Understood.", "Take your time — I'll be here.", "Good luck with the sock situation.",
    "Sounds like a long day. Whenever you're ready.", "Sure thing.", "No problem.", "That's a lot at once; we'll go one thing at a time.",
    "Congrats to the speller!", "Tough loss. There's always next season.",
]
EN_PARAS = {
    "renovation": [
        "For a renovation of this size it usually pays to keep a single running document with every quote, change order and "
        "payment, so that nothing depends on anyone's memory. I'd also ask each contractor for a written scope, an estimated "
        "start window and what they consider 'done', because most disputes come from different ideas of the finish line.",
        "On permits: the county generally wants the plans, the contractor's license number and proof of insurance before "
        "anything is scheduled. Inspections come in stages (rough-in, insulation, final), and each one has to pass before the "
        "walls close up. If a stage fails, the fix is usually small, but it can push the timeline by a week or two.",
        "A common approach is to hold back 10% of the contract price until the final inspection and the punch list are both "
        "done. Contractors are used to it, and it keeps everyone motivated to finish the small stuff at the end.",
        "Dust control is worth raising with the crew now: zip walls, a negative-air fan and covering the return vents will "
        "save you a lot of cleaning, especially with kids and a dog in the house.",
    ],
    "school": [
        "For school admin, one shared calendar that both of you can edit tends to work better than email reminders. You could "
        "give each kid a color and add the club schedules, half days and forms that need signatures as separate entries.",
        "Most districts let you set a default pickup person and a backup in the parent portal. It's worth checking that the "
        "emergency contacts are current, since that's the list the office actually calls.",
        "If the club has a waitlist, it usually helps to email the sponsor directly and ask to be notified if a spot opens; "
        "the online form often isn't checked very often.",
    ],
    "nas": [
        "Before changing anything on the NAS, I'd take a snapshot and confirm the last backup completed. That way any change "
        "you make in the containers is reversible, and you're not relying on memory of what the config looked like.",
        "For home automation, keeping the configuration in a git repository makes it much easier to see what changed when "
        "something breaks. Commit before each upgrade, and write a one-line message saying why.",
        "Exposing services to the internet is the riskiest part of a home setup. A VPN such as Tailscale or WireGuard lets "
        "you reach everything from outside without opening ports, and it's much easier to reason about.",
        "SMART warnings are worth taking seriously: reallocated sectors that keep increasing usually mean the drive is on its "
        "way out. Order a replacement now and let the array rebuild while everything is still readable.",
    ],
    "travel": [
        "For family trips, refundable fares cost a bit more but give you room if a kid gets sick or the school calendar "
        "changes. If you do go nonrefundable, travel insurance that covers 'cancel for any reason' is worth pricing.",
        "I'd keep passports, booking confirmations and the dog sitter's instructions in one shared note, so whichever of you "
        "is at the counter has everything on their phone.",
        "Early-morning flights tend to be delayed less often, which matters more with kids than the extra hour of sleep.",
    ],
    "taxes": [
        "For taxes, the main thing is to collect the documents as they arrive: W-2s, 1099s, mortgage interest, property tax "
        "and childcare receipts. A single folder on the NAS, shared with your CPA, saves the January scramble.",
        "Home improvements usually aren't deductible in the year you make them, but they add to the cost basis of the house, "
        "which matters when you sell. Energy-efficiency upgrades can be an exception through specific credits.",
        "If your income changed a lot this year, it's worth checking whether your withholding or estimated payments still "
        "match, so there's no surprise in April.",
    ],
    "insurance": [
        "With a claim open, document everything: photos before and after, receipts for emergency repairs, and a log of every "
        "call with the date and the person you spoke to. Adjusters change more often than you'd expect.",
        "It may be worth asking your agent whether the renovation changes your dwelling coverage. A bigger, more valuable house "
        "needs a higher limit, and some policies want to be told about major work while it's happening.",
    ],
}
EN_TOOL_CALLS = [
    ("search_history", lambda r: {"query": r.choice(["kitchen quote", "permit", "swim schedule", "NAS backup", "flights", "insurance claim", "CPA"]), "limit": 5},
     lambda r: f"found {r.randint(0, 9)} earlier messages; the newest one is from last week and says the plan is unchanged."),
    ("calendar_lookup", lambda r: {"range": "next 14 days", "calendar": r.choice(["Family", "School", "Reno"])},
     lambda r: f"{r.randint(2, 9)} events: soccer practice (Tue, Thu), dentist, trash day moved, early dismissal."),
    ("web_search", lambda r: {"q": r.choice(["how long does a building permit take", "heat pump rebate program", "zigbee sensor keeps disconnecting",
                                           "529 plan state deduction", "travel insurance cancel for any reason"])},
     lambda r: "Top results: a county FAQ page, a forum thread from 2023 with mixed answers, and a vendor blog post."),
    ("nas_status", lambda r: {"host": "nas.lan"},
     lambda r: f"volume healthy, {r.randint(40, 88)} percent used, last scrub clean, {r.randint(3, 14)} containers running."),
    ("draft_email", lambda r: {"to": r.choice(["school office", "contractor", "insurance agent"]), "tone": "friendly"},
     lambda r: "Draft saved. Subject: Quick question. Body: 3 short paragraphs, signed from both of you."),
]

# --------------------------------------------------------------------------------------------
# Chinese material
# --------------------------------------------------------------------------------------------
ZH_FAMILY = dict(kids=["乐乐", "朵朵"], dog="豆豆", partner="老公", me="我")
ZH_FULL = ["周文博", "林晓燕", "陈国栋", "郑美玲", "何志强", "许海涛", "宋佳慧", "罗建华", "蔡雅婷", "梁振宇", "曹立伟", "唐晓峰", "韩素英", "彭子轩"]
ZH_SURNAMES = ["张", "李", "孟", "蒋", "邓", "方", "谭", "韦", "袁", "钱", "潘", "董", "吕", "杜"]
ZH_ROLES = [  # (role, title that fits)
    ("装修公司的项目经理", "经理"), ("水电师傅", "师傅"), ("物业的", "主任"), ("乐乐的班主任", "老师"), ("朵朵的钢琴老师", "老师"),
    ("保险公司的理赔员", ""), ("帮我们报税的会计", ""), ("游泳队的教练", "教练"), ("街道办的", "主任"), ("贷款经理", "经理"),
    ("瓦工", "师傅"), ("学校信息老师", "老师"), ("中介", ""), ("楼下邻居", "")]
ZH_NAME_FRAMES = [
    "{role}叫{name}，电话我回头发你",
    "{name}说下周二之前能把图纸改好，我是不太信",
    "{role}是{name}，人挺好的，就是微信回得慢",
    "刚才{role}{name}打电话来，说要我们补一张申请表",
    "记一下啊，{role}是{name}",
    "语音输入的哈 那个{role}叫{name} 下午会联系我们",
    "跟{name}聊了四十分钟，细节问得特别多，有点累",
]
ZH_CMD_FRAMES = [
    "我跑了一下 `{cmd}`，结果卡了十分钟不动",
    "备忘一下：`{cmd}`，上次就是靠这个修好的",
    "$ {cmd}\n然后就刷了一屏红字，服了",
    "睡前要不要跑一下 `{cmd}`？会不会出事",
    "论坛上说执行 `{cmd}` 就行，居然一次成功",
    "老公让我帮他记一下：`{cmd}`，说下次还用得上",
    "老公半夜两点还在敲 `{cmd}`，我问他干嘛，他说在“修东西”",
]
ZH_ID_FRAMES = {
    "permit": ["装修备案号是{id}，贴在门口那张单子上", "街道办终于批了，编号{id}，等了六个礼拜"],
    "claim": ["漏水理赔的编号是{id}，他们打电话来就报这个", "理赔员邮件标题写的是{id}"],
    "helpdesk": ["学校信息中心给平板的报修单是{id}", "乐乐那台电脑的事在学校系统里是{id}"],
    "workorder": ["物业工单{id}到现在还没人处理", "物业说路灯的事是工单{id}"],
    "isp": ["宽带报修单号{id}，等了五十分钟才接通", "电信给了个单号{id}，说师傅明天来"],
    "github": ["GitHub 上 {id} 说的就是我们卫生间传感器这个毛病", "有人在 GitHub 开了 {id} 讲 frigate 崩溃"],
    "cve": ["听说{id}就是我们门铃摄像头固件那个漏洞，要紧吗", "看到{id}的新闻，NAS 会不会受影响？"],
}
ZH_ID_PREFIX = {"permit": "ZX", "claim": "LP", "helpdesk": "XX", "workorder": "WY", "isp": "KD"}
ZH_PORT_FRAMES = [
    "Jellyfin 现在跑在{p}端口上，默认的被别的占了",
    "路由器上给摄像头转发了{p}端口，这样是不是不太安全",
    "Grafana 挪到 nas.lan:{p} 了，已经加书签",
    "pihole 的管理页面改到{p}端口了",
    "乐乐的我的世界服务器要开{p}端口，天天磨我",
    "MQTT 现在监听{p}，不是默认那个，别问为什么",
]
ZH_VERSION_FRAMES = [
    ("群晖系统现在是{v}，是不是有bug的那一版", "dsm"),
    ("昨晚把 Home Assistant 升到{v}了，灯居然都还能用", "ha"),
    ("空调App里显示固件是{v}", "semver"),
    ("个税App非要更新到{v}才让申报，烦", "semver"),
    ("zigbee2mqtt {v} 又把卫生间的人体传感器搞坏了", "semver"),
    ("路由器一直停在{v}，好久没更新了", "semver"),
]
ZH_MONEY_FRAMES = [
    ("厨房的报价是{m}，太离谱了吧", 30000, 120000),
    ("加建那部分第一笔款{m}，水电做完就要付", 20000, 90000),
    ("今年房屋保险续费{m}，又涨了", 900, 4800),
    ("游泳班一学期{m}，乐乐的已经交了", 1200, 4800),
    ("机票加行李一共{m}，四个人", 4000, 16000),
    ("税务局说我们少缴了{m}，会计说不用慌", 300, 8000),
    ("光垃圾清运就要{m}，没想到扔东西这么贵", 300, 1500),
    ("朵朵的牙套做下来要{m}，心在滴血", 15000, 38000),
]
ZH_DATE_FRAMES = [
    "水电验收定在{d}",
    "施工许可{d}到期，得抓紧了",
    "放假回老家的机票是{d}早上的，又是早班机",
    "{d}拍集体照，记得提醒我，不然朵朵又要穿那件恐龙衣服",
    "{d}之前要把报税材料交给会计",
    "工长说{d}开始拆，前提是不下雨",
    "家长会改到{d}了",
]
ZH_DECISIONS = [
    ("石英石台面", "大理石样品沾一滴红酒就染色"), ("空气源热泵", "补贴能覆盖三分之一"), ("第二家装修公司", "第一家一直不回消息"),
    ("自驾去千岛湖", "豆豆可以一起带上"), ("周三的游泳班", "周三我能早点下班去接"), ("阿里云盘做异地备份", "比在老家再放一台NAS便宜"),
    ("Zigbee的灯泡", "WiFi灯泡老掉线"), ("地下室铺石塑地板", "万一再漏水不会起鼓"), ("学校里的机器人兴趣班", "不用再多接一趟"),
    ("固定总价合同", "按天算的报价一直在涨"), ("对口的公立初中", "校车站就在小区门口"), ("房贷利息那项专项扣除", "比住房租金那项扣得多"),
    ("机场旁边那家便宜的酒店", "接驳车通宵都有"), ("开支票给屋顶师傅", "刷卡要多收百分之三"),
]
ZH_DECISION_FRAMES = [
    "定了，用{c}，因为{r}",
    "我们决定选{c}，主要是{r}",
    "就用{c}吧，{r}，别再纠结了",
    "吵了一晚上，最后还是{c}，理由是{r}",
    "{c}，就这么定了——{r}",
    "语音输入 最后决定{c} 原因是{r} 句号",
]
ZH_CONSTRAINTS = [
    ("动配电箱", "电工签字之前", "no"), ("重启NAS", "晚上备份跑着的时候", "no"), ("浇地坪", "气温低于零度的时候", "no"),
    ("签保险公司的任何文件", "定损报告出来之前", "no"), ("让孩子用管理员账号", "没有大人在旁边的时候", "no"),
    ("订不能退的机票", "学校校历出来之前", "no"), ("升级路由器固件", "上学前一天晚上", "no"), ("付尾款", "竣工验收通过之前", "no"),
    ("用洗碗机", "水管师傅关总阀的时候", "no"), ("把摄像头直接暴露到公网", "没有VPN的情况下", "no"),
    ("提交个税申报", "更正后的扣缴凭证到之前", "no"), ("给学校打请假电话", "孩子生病在家的早上八点半前", "must"),
    ("穿包头的鞋", "拆墙那几天进地下室", "must"), ("找两家报价", "超过预备金的项目", "must"),
]
ZH_CONSTRAINT_FRAMES_NO = [
    "记住，{c}不要{a}",
    "{c}千万别{a}，上次吃过亏",
    "规矩是{c}不能{a}",
    "{c}谁都不许{a}，包括我自己",
    "也跟老公说一声：{c}别{a}",
    "合同里写明了{c}禁止{a}",
]
ZH_CONSTRAINT_FRAMES_MUST = ["记住，{c}必须{a}", "规矩是{c}一定要{a}", "合同要求{c}必须{a}", "{c}得{a}，没得商量"]
ZH_QUESTIONS = ["天沟的保修", "车库里那台旧冰箱", "要在外面过夜的春游", "楼上卫生间的信号死角", "小区围栏的规定", "教育金账户的额度",
                "房贷利息抵扣", "屋顶的通风口", "机器人班的拼车", "第二个烟雾报警器", "护照续签", "太阳能板的租约转让",
                "热水器召回", "寒假豆豆的寄养", "阁楼保温的补贴", "正畸的账单"]
ZH_QUESTION_FRAMES = [
    "{t}到底怎么弄，还没定",
    "{t}谁负责？一直没人说",
    "对了，{t}的事有人管吗",
    "{t}要不要在入冬前处理？还是可以再等等",
    "还有{t}，这算我们的还是施工方的？",
    "{t}那个事你问了没？我老是忘",
]
ZH_ASSIST_FACT = {
    "name": ["按邮件里的说法，{role}是{name}。"],
    "command": ["如果再卡住，可以先跑 `{cmd}`，把输出贴过来。"],
    "id": ["确认邮件里的编号是{id}，留着备用。"],
    "port": ["按你贴的配置，管理页面绑定在{p}端口。"],
    "version": [("更新日志写着这个问题在{v}里修好了。", "semver")],
    "money": [("你转过来的报价单合计{m}，不含税。", 5000, 90000)],
    "date": ["学校校历上写的是{d}。"],
    "decision": ["确认一下你们商量的结果：{c}，因为{r}。"],
    "constraint": ["施工方的提醒：{c}不要{a}。"],
}
ZH_ASSIST_FACT_LEAD = ["好的，记下了。", "明白。", "收到，", "补充一点："]
ZH_LEADS = ["对了，", "刚哄完孩子睡觉，", "说两件事：", "在车上语音输入的，凑合看", "早上好，", "回来了，", "哎，", "趁没忘赶紧说，"]
ZH_JOINS = ["，还有", "。另外", "\n", "；", "。对了，", "，顺便说一下，"]
ZH_TAILS = [
    "昨晚国足又输了，一比三，气死我了", "朵朵刚问我恐龙有没有肚脐，我也不知道啊", "老公说我又在瞎折腾",
    "等一下豆豆在对着快递小哥狂叫", "六点四十五了还没人穿好鞋", "CBA广东又赢了，易建联退了以后还这么猛",
    "洗碗机又开始响了，明天再说吧", "说完了，我去发会儿呆", "不好意思写了这么长", "哈哈",
]
ZH_FILLER_U = [
    "好的", "嗯嗯", "谢谢！", "哈哈哈哈", "行", "有道理", "我想一下", "回来了", "刚才说到哪了", "明白了",
    "等一下，乐乐把一整盒麦片撒地上了", "昨晚湖人那场你看了吗，最后两分钟太刺激了", "老公说让我早点睡",
    "朵朵听写考了94分，骄傲", "七点十分了还没人穿好鞋", "帮我写一封给学校的短邮件，问一下校车时间调整的事",
    "厨房那个布局我们之前怎么说的来着？脑子里开了太多标签页", "刚从山姆回来，排队排了四十五分钟",
    "豆豆又把袜子吃了，兽医说没事", "家里现在到处是石膏粉，麦片里都有", "工人周六早上七点就来敲门，正常吗",
    "累死了，两个孩子一条狗零个能用的卫生间", "好了，继续说正事", "语音输入的，孩子在后面吵，错字别管",
    "九岁的小孩喜欢鲨鱼和我的世界，送什么礼物好", "孩子们想要蹦床，不行，应该不行吧",
    "梅西那个任意球你看了没，离谱",
]
ZH_FILLER_U_LONG = [
    "说来话长，我们今天去建材市场看瓷砖，乐乐把一整排马赛克样品碰倒了，还好没碎，店员那个眼神我到现在都记得，然后老公看上了一款手工砖，"
    "价格比我第一辆车还贵，现在我们在“考虑考虑”，其实就是我在想怎么委婉地说不",
    "不好意思有点乱，我边遛豆豆边语音输入的。学校今天发了三封通知，一封是义卖，一封是头虱（太好了），还有一封是新年音乐会改时间，"
    "我真的记不住了，冰箱上那张日历已经不够用了，得想个办法",
    "地下室那边的最新情况：工人在墙里发现了很老的铝线，说是个大问题，拍了三十多张照片说回头给我们答复，现在洗衣房的位置挂着一块防水布，"
    "乐乐觉得是个秘密基地，老公觉得像案发现场，我觉得我需要喝一杯",
    "今天真的是兵荒马乱的一天，早上六点半朵朵说肚子疼，测了体温又没发烧，送到学校门口又说好了，我上班迟到了二十分钟，中午开会开到一点半，"
    "饭都没吃上，下午物业又打电话说我们家装修的噪音被投诉了，说是楼下那户新搬来的，晚上回家一看，乐乐把作业本落在学校了，老公在研究他的NAS，"
    "豆豆把沙发垫咬了一个洞，我现在坐在车里不想上楼，跟你说说话缓一缓",
    "跟你吐槽一下，昨天晚上看球看到十二点，国足最后十分钟连丢两个球，老公气得把遥控器都摔了，电池飞到沙发底下找了半天，今天早上两个人都起不来，"
    "孩子们自己热的牛奶，厨房现在一片狼藉，而且因为装修，我们只能在阳台上那个临时灶台做饭，感觉像在露营，还是那种不太开心的露营",
    "老公说要把家里所有的灯都接到那个什么Home Assistant上，说以后可以语音控制，结果昨晚客厅的灯自己亮了三次，把豆豆吓得一直叫，"
    "乐乐说家里闹鬼了，朵朵吓得要跟我睡，我说你能不能先把这个弄稳定了再往上加东西，他说快好了快好了，这句话我已经听了两个月了",
]
ZH_FILLER_A = ["哈哈，确实。", "明白。", "不着急，你先忙。", "辛苦了，一件一件来。", "好的。", "恭喜朵朵！", "没事，慢慢来。"]
ZH_PARAS = [
    "装修这种规模的工程，最好有一份共享文档，把每一份报价、变更单和付款都记进去，不要靠记忆。每个施工方最好都写清楚范围、大概的开工时间，"
    "以及他们认为的“完工”是什么标准，很多纠纷都是因为双方对收尾的理解不一样。",
    "一般的做法是留百分之十的尾款，等验收和整改清单都做完再付。施工方对这个都习惯，也能让大家把最后的小活做完。",
    "学校的事，建议用一个你们俩都能编辑的共享日历，比邮件提醒好用。每个孩子一个颜色，把兴趣班、半天课和需要签字的表格都单独列出来。",
    "动NAS之前，先打个快照，确认最近一次备份是成功的。这样容器里不管改了什么都能回退，不用靠记忆去还原配置。",
    "把家里的服务直接暴露到公网是风险最大的一步。用Tailscale或者WireGuard这类VPN，在外面也能访问，又不用开端口，也更好排查。",
    "家庭出行的话，可退的机票贵一点，但孩子生病或者学校调课的时候有余地。如果买不可退的，可以看看带“任意原因取消”的旅行险。",
    "报税的材料最好随到随收：工资单、房贷利息、专项附加扣除的凭证，放在NAS上一个共享文件夹里，年初就不用手忙脚乱了。",
    "有理赔在走的时候，尽量把所有东西都留档：前后照片、应急维修的发票、每一次通话的日期和对方名字。理赔员换人的情况比想象中多。",
    "关于施工许可，一般需要提交设计图纸、施工单位的资质证明和保险，审批下来之前最好不要开工。验收通常分几个阶段：水电隐蔽工程、防水、"
    "最后的竣工验收，每一步都要通过才能封墙或者进入下一步。如果某一步没通过，整改一般不复杂，但可能会拖一到两周，所以时间上要留点余量。",
    "粉尘控制可以现在就跟工人提：用防尘隔断把施工区域围起来，把空调回风口盖住，每天收工前吸一遍尘。家里有小孩和狗的话，这些能省下很多打扫的时间，"
    "也能减少孩子咳嗽、过敏的情况。另外可以问一下他们能不能在楼道里铺保护膜，免得邻居投诉。",
    "智能家居这块，建议把配置放在一个Git仓库里，每次升级前先提交一次，写一句为什么改。这样出问题的时候，很容易看出是哪一步改坏的，"
    "也方便回退。另外新设备最好一个一个加，加完观察两三天没问题再加下一个，不然同时出几个问题很难排查。",
    "硬盘的SMART告警要认真对待：如果重新分配的扇区数一直在涨，通常说明这块盘快不行了。趁数据还能读，先买一块新盘换上，让阵列重建，"
    "同时确认异地备份是最新的。不要等到第二块盘也报警再处理，那时候风险就大很多了。",
    "孩子的兴趣班如果要排队，可以直接给负责的老师发个消息，说明情况，请他有空位的时候通知你们。线上报名表往往没人及时看，直接联系反而快一些。"
    "另外建议把每个班的上课时间、地点和接送人都写进共享日历，避免两个人都以为对方去接。",
]
ZH_TOOL_CALLS = [
    ("search_history", lambda r: {"query": r.choice(["厨房报价", "施工许可", "游泳班", "NAS备份", "机票", "理赔"]), "limit": 5},
     lambda r: f"找到{r.randint(0, 9)}条相关的旧消息，最新的一条是上周的，说计划没变。"),
    ("calendar_lookup", lambda r: {"range": "未来两周", "calendar": r.choice(["家庭", "学校", "装修"])},
     lambda r: f"共{r.randint(2, 9)}个日程：足球训练（周二、周四）、看牙、垃圾分类时间调整、提前放学。"),
    ("nas_status", lambda r: {"host": "nas.lan"},
     lambda r: f"存储池正常，已用百分之{r.randint(40, 88)}，最近一次校验没有错误，{r.randint(3, 14)}个容器在运行。"),
]


# --------------------------------------------------------------------------------------------
# fact values
# --------------------------------------------------------------------------------------------
def gen_name(rng, zh, title=""):
    """-> (as written, needle)"""
    f = rng.random()
    if zh:
        if f < 0.45:
            n = rng.choice(ZH_FULL)
            return (n + title if title and rng.random() < 0.4 else n), n
        if f < 0.75 or not title:
            n = rng.choice("老小") + rng.choice(ZH_SURNAMES)
            return n, n
        n = rng.choice(ZH_SURNAMES) + title
        return n, n
    if f < 0.72:
        n = f"{rng.choice(EN_FIRST)} {rng.choice(EN_LAST)}"
        return n, n
    last = rng.choice(EN_LAST)
    return (title or rng.choice(EN_TITLES)) + " " + last, last


def gen_cmd(rng):
    return rng.choice(CMD_TEMPLATES).format(stack=rng.choice(EN_STACKS), ds=rng.choice(EN_DATASETS), host=rng.choice(EN_HOSTS),
                                            svc=rng.choice(EN_SVCS), room=rng.choice(EN_ROOMS), n=rng.randint(2, 9),
                                            letter=rng.choice("abcdef"))


def gen_id(rng, zh):
    kind = rng.choice(["permit", "claim", "helpdesk", "workorder", "isp", "github", "cve"])
    if kind == "github":
        return kind, f"#{rng.randint(120, 29999)}"
    if kind == "cve":
        return kind, f"CVE-{rng.randint(2021, 2025)}-{rng.randint(1000, 49999)}"
    prefix = (ZH_ID_PREFIX if zh else dict(permit="BP", claim="CLM", helpdesk="HD", workorder="WO", isp="INC"))[kind]
    digits = {"permit": (10000, 99999), "claim": (1000000, 9999999), "helpdesk": (1000, 99999), "workorder": (100, 9999), "isp": (100000, 999999)}[kind]
    return kind, f"{prefix}-{rng.randint(*digits)}"


def gen_port(rng):
    return str(rng.choice([rng.randint(3001, 9999), rng.randint(10000, 60999)]))


def gen_version(rng, style):
    if style == "ha":
        return f"{rng.randint(2023, 2025)}.{rng.randint(1, 12)}.{rng.randint(0, 4)}"
    if style == "dsm":
        return f"7.{rng.randint(1, 2)}.{rng.randint(1, 3)}-{rng.randint(60000, 72999)}"
    return f"{rng.randint(0, 14)}.{rng.randint(0, 45)}.{rng.randint(0, 19)}"


def gen_money(rng, zh, lo, hi):
    n = rng.randint(lo, hi)
    f = rng.random()
    if zh:
        if n >= 10000 and f < 0.75:
            return f"{round(n / 1000) / 10:g}万元"
        if f < 0.5:
            return f"¥{n}"
        return f"{n // 10 * 10}元"
    if f < 0.5:
        return f"${(n // 10 * 10 if n > 1000 else n):,}"
    if f < 0.75 and n < 3000:
        return f"${n}.{rng.randint(10, 99)}"
    if f < 0.85:
        return f"€{n:,}"
    if f < 0.92:
        return f"{n // 100 * 100:,} bucks"
    return f"${n:,}"


def gen_date(rng, zh):
    m, d = rng.randint(1, 12), rng.randint(1, 28)
    if zh:
        return f"{m}月{d}日"
    f = rng.random()
    suf = "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    if f < 0.35:
        return f"{EN_MONTHS[m - 1]} {d}"
    if f < 0.55:
        return f"{EN_MONTHS[m - 1][:3]} {d}"
    if f < 0.7:
        return f"{d} {EN_MONTHS[m - 1]}"
    if f < 0.85:
        return f"{EN_MONTHS[m - 1]} {d}{suf}"
    return f"{m}/{d}"


def make_fact(rng, kind, zh, fam, used, assistant):
    """-> (text, needles).  `used` holds the pool entries already taken in this conversation."""
    def pick(pool, key=lambda x: x):
        free = [x for x in pool if key(x) not in used]
        x = rng.choice(free or pool)
        used.add(key(x))
        return x
    kid = rng.choice(fam["kids"])
    A = ZH_ASSIST_FACT if zh else EN_ASSIST_FACT
    use_a = assistant and kind in A

    def frame(user_frames):
        return rng.deal(A[kind] if use_a else user_frames)

    if kind == "name":
        if zh:
            role, title = rng.deal(ZH_ROLES)
            name, needle = gen_name(rng, zh, title)
            return frame(ZH_NAME_FRAMES).format(role=role, name=name), [needle]
        role = rng.deal(EN_ROLES).format(kid=kid).replace("Priya's", fam["partner"] + "'s")
        name, needle = gen_name(rng, zh, "Coach" if "coach" in role else "")
        t = frame(EN_NAME_FRAMES).format(role=role, name=name, org=rng.choice(EN_ORGS))
        return t[0].upper() + t[1:] if use_a else t, [needle]
    if kind == "command":
        cmd = gen_cmd(rng)
        if zh:
            return frame(ZH_CMD_FRAMES).format(cmd=cmd), [cmd]
        return frame(EN_CMD_FRAMES).format(cmd=cmd, stack=rng.choice(EN_STACKS)).replace("Priya", fam["partner"]), [cmd]
    if kind == "id":
        ik, i = gen_id(rng, zh)
        frames = (ZH_ID_FRAMES if zh else EN_ID_FRAMES)[ik]
        return frame(frames).format(id=i, kid=kid), [i]
    if kind == "port":
        p = gen_port(rng)
        return frame(ZH_PORT_FRAMES if zh else EN_PORT_FRAMES).format(p=p, kid=kid), [p]
    if kind == "version":
        fr, style = frame(ZH_VERSION_FRAMES if zh else EN_VERSION_FRAMES)
        v = gen_version(rng, style)
        return fr.format(v=v), [v]
    if kind == "money":
        fr, lo, hi = frame(ZH_MONEY_FRAMES if zh else EN_MONEY_FRAMES)
        m = gen_money(rng, zh, lo, hi)
        return fr.format(m=m, kid=kid), [m]
    if kind == "date":
        d = gen_date(rng, zh)
        return frame(ZH_DATE_FRAMES if zh else EN_DATE_FRAMES).format(d=d, kid=kid), [d]
    if kind == "decision":
        c, r = pick(ZH_DECISIONS if zh else EN_DECISIONS)
        return frame(ZH_DECISION_FRAMES if zh else EN_DECISION_FRAMES).format(c=c, r=r), [c, r]
    if kind == "constraint":
        a, c, pol = pick(ZH_CONSTRAINTS if zh else EN_CONSTRAINTS)
        if zh:
            frames = ZH_CONSTRAINT_FRAMES_NO if pol == "no" else ZH_CONSTRAINT_FRAMES_MUST
        else:
            frames = EN_CONSTRAINT_FRAMES_NO if pol == "no" else EN_CONSTRAINT_FRAMES_MUST
        if use_a and pol == "no":
            t = rng.deal(A[kind])
        else:
            t = rng.deal(frames)
        return t.format(a=a, c=c).replace("Priya", fam["partner"]), [a, c]
    t = pick(ZH_QUESTIONS if zh else EN_QUESTIONS)
    return rng.deal(ZH_QUESTION_FRAMES if zh else EN_QUESTION_FRAMES).format(t=t), [t]


# --------------------------------------------------------------------------------------------
# conversation
# --------------------------------------------------------------------------------------------
class Rng(random.Random):
    """random.Random plus deal(): pick one of the least-used entries of a pool, so frames and filler
    rotate instead of repeating."""
    def __init__(self, seed):
        super().__init__(seed)
        self.used = {}

    def deal(self, pool):
        c = [self.used.get((id(pool), i), 0) for i in range(len(pool))]
        lo = min(c)
        i = self.choice([i for i in range(len(pool)) if c[i] == lo])
        self.used[(id(pool), i)] = lo + 1
        return pool[i]


def typo(rng, s):
    """one swapped letter pair in one word, sometimes (filler only, never facts)."""
    words = s.split(" ")
    cand = [i for i, w in enumerate(words) if len(w) > 4 and w.isalpha() and w.islower()]
    if not cand or rng.random() > 0.2:
        return s
    i = rng.choice(cand); w = words[i]; j = rng.randint(1, len(w) - 3)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)


def conversation(seed, zh, per_kind, forbidden):
    for attempt in range(50):
        try:
            return _conversation(seed, zh, per_kind, forbidden, attempt)
        except AssertionError as e:
            last = e
    sys.exit(f"seed {seed}: no collision-free conversation: {last}")


def _conversation(seed, zh, per_kind, forbidden, attempt):
    rng = Rng(seed * 104729 + 7 + attempt * 15485863)
    fam = ZH_FAMILY if zh else EN_FAMILIES[seed % len(EN_FAMILIES)]
    fmt = dict(kid=rng.choice(fam["kids"]), partner=fam["partner"], dog=fam["dog"],
               **({} if zh else dict(t0=fam["teams"][0], t1=fam["teams"][1], t2=fam["teams"][2], town=fam["town"])))

    n_msgs = rng.randint(130, 280)
    # message skeleton: user / assistant, sometimes the user sends two in a row ("sorry, hit enter")
    roles = []
    while len(roles) < n_msgs:
        roles.append("user")
        if rng.random() < 0.1 and len(roles) < n_msgs:
            roles.append("user")
        if len(roles) < n_msgs:
            roles.append("assistant")
    u_idx = [i for i, r in enumerate(roles) if r == "user"]
    a_idx = [i for i, r in enumerate(roles) if r == "assistant"]

    plan = [k for k in KINDS for _ in range(per_kind)]
    rng.shuffle(plan)
    n_facts = len(plan)
    n_a = round(n_facts * 0.18)
    n_u = n_facts - n_a
    # stratified positions: spread over the whole conversation
    def spread(idx, n):
        return [idx[min(len(idx) - 1, int((j + rng.random()) * len(idx) / n))] for j in range(n)] if n else []
    slots = [(i, "user") for i in spread(u_idx, n_u)] + [(i, "assistant") for i in spread(a_idx, n_a)]
    slots.sort()
    kinds = list(plan)
    # questions are asked by the user
    for s, (i, role) in enumerate(slots):
        if role == "assistant" and kinds[s] == "question":
            sw = [t for t, (j, r) in enumerate(slots) if r == "user" and kinds[t] != "question"]
            t = rng.choice(sw)
            kinds[s], kinds[t] = kinds[t], kinds[s]

    used = set()
    facts = []  # (kind, needles, msg_index, text)
    for (i, role), kind in zip(slots, kinds):
        for attempt in range(200):
            text, needles = make_fact(rng, kind, zh, fam, used, role == "assistant")
            ok = all(x in text for x in needles) and len(set(needles)) == len(needles)
            ok = ok and not any(x in forbidden for x in needles)
            for _, nd, _, tx in facts:
                if any(x in tx for x in needles) or any(y in text for y in nd):
                    ok = False
                if any(x in y or y in x for x in needles for y in nd):
                    ok = False
            if ok:
                break
        else:
            sys.exit(f"could not place a {kind} fact without collisions (seed {seed})")
        facts.append((kind, needles, i, text))

    all_needles = [x for _, nd, _, _ in facts for x in nd]

    def clean(make):
        for _ in range(200):
            s = make()
            if not any(x in s for x in all_needles):
                return s
        sys.exit("filler keeps colliding with needles")

    def fill(s):
        return s.format(**fmt) if not zh else s

    by_msg = {}
    for f in facts:
        by_msg.setdefault(f[2], []).append(f)

    topics = list(EN_PARAS)
    topic = rng.choice(topics)
    texts = []
    for i, role in enumerate(roles):
        if not zh and i % 12 == 0:
            topic = rng.choice(topics)
        fs = by_msg.get(i, [])
        if role == "user":
            if fs:
                parts = [f[3] for f in fs]
                joins = ZH_JOINS if zh else EN_JOINS
                body = parts[0]
                for p in parts[1:]:
                    body += rng.choice(joins) + p
                if rng.random() < 0.3 and not body.startswith(("voice", "语音")):
                    lead = clean(lambda: fill(rng.deal(ZH_LEADS if zh else EN_LEADS)))
                    body = lead + ("" if zh else " ") + body
                if rng.random() < 0.35:
                    tail = clean(lambda: typo(rng, fill(rng.deal(ZH_TAILS if zh else EN_TAILS))))
                    body += ("。" if zh else rng.choice([". ", "\n", " — ", "... "])) + tail
                if rng.random() < 0.12:
                    body += ("\n\n" if rng.random() < 0.5 else " ") + clean(lambda: fill(rng.deal(ZH_FILLER_U_LONG if zh else EN_FILLER_U_LONG)))
                texts.append((role, body))
            else:
                if rng.random() < 0.1:
                    s = clean(lambda: fill(rng.deal(ZH_FILLER_U_LONG if zh else EN_FILLER_U_LONG)))
                else:
                    s = clean(lambda: typo(rng, fill(rng.deal(ZH_FILLER_U if zh else EN_FILLER_U))))
                texts.append((role, s))
        else:
            # sometimes the assistant looks something up before answering
            if rng.random() < 0.13:
                calls = ZH_TOOL_CALLS if zh else EN_TOOL_CALLS
                name, args, out = rng.deal(calls)
                a = clean(lambda: json.dumps(args(rng), ensure_ascii=False))
                o = clean(lambda: out(rng))
                texts.append(("call", (name, a)))
                texts.append(("result", (name, o)))
            parts = []
            if fs:
                parts.append(rng.deal(ZH_ASSIST_FACT_LEAD if zh else EN_ASSIST_FACT_LEAD))
                parts += [f[3] for f in fs]
            r = rng.random()
            prev = texts[-1][1] if texts and texts[-1][0] == "user" else ""
            if not fs and (r < 0.25 or (len(prev) < 40 and r < 0.6)):
                parts.append(clean(lambda: rng.deal(ZH_FILLER_A if zh else EN_FILLER_A)))
            else:
                full = ZH_PARAS if zh else EN_PARAS[topic]
                k = (1 if r < 0.35 else (2 if r < 0.65 else (3 if r < 0.88 else 4))) if zh else (1 if r < 0.7 else (2 if r < 0.92 else 3))
                paras = []
                for _ in range(k * 3):
                    p = rng.deal(full)
                    if p not in paras and not any(x in p for x in all_needles):
                        paras.append(p)
                    if len(paras) == k:
                        break
                parts += [clean(lambda p=p: p) for p in paras]
            sep = "" if zh else " "
            body = parts[0]
            for p in parts[1:]:
                body += ("\n\n" if len(p) > 150 else sep) + p
            texts.append((role, body))

    rows = []
    for i, (role, val) in enumerate(texts):
        at = f"2026-11-{10 + i // 600:02d}T{(i // 40) % 15 + 7:02d}:{(i * 7) % 60:02d}:{(i * 13) % 60:02d}.000Z"
        rid = f"msg_j{seed}_{i + 1:05d}"
        if role == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_j{i}", "name": val[0], "arguments": val[1]}, "meta": {}})
        elif role == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_j{i - 1}", "name": val[0], "status": "completed", "output": val[1]}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": role, "content": val}, "meta": {"uiRole": role}})

    # message index (in roles) -> row index
    msg_rows = [j for j, r in enumerate(rows) if r["item"]["type"] == "message"]
    out = [(kind, needles, msg_rows[i]) for kind, needles, i, _ in facts]
    check(rows, out, forbidden)
    return rows, out


def row_text(r):
    it = r["item"]
    return "\n".join(str(x) for x in (r["id"], r["createdAt"], it.get("content", ""), it.get("arguments", ""), it.get("output", ""), it.get("callId", ""), it.get("name", "")))


def check(rows, facts, forbidden):
    """every needle is in its own message and in no other row, nor in the bare instructions."""
    texts = [row_text(r) for r in rows]
    for kind, needles, j in facts:
        assert rows[j]["item"]["type"] == "message", (kind, needles)
        for x in needles:
            assert x in rows[j]["item"]["content"], f"needle not in its message: {kind} {x!r}"
            others = [k for k, t in enumerate(texts) if k != j and x in t]
            assert not others, f"needle {x!r} ({kind}) also in rows {others[:3]}: {texts[others[0]][:200]!r}"
            assert x not in forbidden, f"needle {x!r} in the bare instructions"
    n = sum(1 for r in rows if r["item"]["type"] == "message")
    assert 130 <= n <= 280, n


# --------------------------------------------------------------------------------------------
# run
# --------------------------------------------------------------------------------------------
def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed ({p.returncode}): {p.stderr}")
    return p.stdout


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}
    maxc = 0
    for n, seed in enumerate(seeds):
        zh = n == len(seeds) - 1
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"])
        run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
        bare = run(okbot, root, ["context", "show", "-a", "Writer"])
        rows, facts = conversation(seed, zh, per_kind, bare + "\n2026-11-30T12:00:00Z\n")
        if os.environ.get("DUMP"):
            with open(os.path.join(work, f"conv-{seed}.jsonl"), "w") as f:
                f.write("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n")
            with open(os.path.join(work, f"facts-{seed}.json"), "w") as f:
                json.dump(facts, f, ensure_ascii=False, indent=1)
        batch, inb, runs = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message":
                inb += 1
            if inb >= 25 or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                batch, inb = [], 0
                run(okbot, root, ["compress", "-a", "Writer", "--now"])
                runs += 1
        shown = run(okbot, root, ["context", "show", "-a", "Writer"])
        for d, _, files in os.walk(root):
            if "session-summary.json" in files:
                with open(os.path.join(d, "session-summary.json")) as f:
                    maxc = max(maxc, len(json.load(f).get("summary", "")))
        found, missing = 0, []
        for kind, needles, _ in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1
            tot[kind][0] += ok
            found += ok
            if not ok:
                missing.append(f"  missing {kind}: {' + '.join(needles)}")
        nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
        print(f"seed {seed} ({'zh' if zh else 'en'}, {nmsg} messages, {len(rows)} rows, {runs} compressions): "
              f"{found}/{len(facts)} = {100 * found / len(facts):.1f}%")
        for m in missing:
            print(m)
        sys.stdout.flush()
    f = sum(v[0] for v in tot.values())
    p = sum(v[1] for v in tot.values())
    for k in KINDS:
        print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100 * tot[k][0] / max(1, tot[k][1]):.1f}")
    print(f"retention overall {100 * f / max(1, p):.1f}")
    print(f"max summary chars {maxc}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Held-out retention set "bz": the location manager of a small film production and her
personal assistant (locations, owners, crew, permits, police notifications, drone paperwork,
fees and deposits, the shared drive and a little media server for the dailies).

usage: PER_KIND=10 python3 gen.py OKBOT WORKDIR [SEED ...]

Builds one conversation per seed (the last seed's conversation is in Simplified Chinese),
appends it to a fresh okbot data root in batches of 25 messages, runs `okbot compress --now`
after each batch and reports how many seeded facts are still verbatim in `okbot context show`.
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import date, datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]

# ---------------------------------------------------------------------------------------------
# English material
# ---------------------------------------------------------------------------------------------

FIRST_EN = ["Gareth", "Siobhan", "Priya", "Callum", "Niamh", "Marcus", "Bethan", "Tomasz", "Ruth",
            "Devinder", "Imogen", "Kwame", "Fiona", "Hamish", "Lorna", "Ollie", "Yasmin", "Rhys",
            "Ffion", "Declan", "Sunita", "Joel", "Harriet", "Ewan", "Agnieszka", "Malik", "Carys",
            "Stuart", "Ingrid", "Femi", "Rosalind", "Barney", "Tegan", "Aled", "Shona", "Nadia",
            "Connor", "Maeve", "Gideon", "Leah", "Wilf", "Esther"]
LAST_EN = ["Pryce", "Okafor", "Hollingsworth", "McBride", "Varga", "Thwaite", "Desai", "Ellery",
           "Kowalczyk", "Brannigan", "Mensah", "Lockhart", "Pennington", "Rafferty", "Sutcliffe",
           "Aldous", "Gwilliam", "Kerr", "Fairclough", "Nakamura", "Strachan", "Obi", "Whitlock",
           "Haldane", "Quayle", "Doherty", "Marsden", "Castellano", "Birtwistle", "Ndlovu",
           "Ainsworth", "Trevelyan"]
ROLES_EN = ["gaffer", "1st AD", "DoP", "sound recordist", "drone pilot", "unit driver", "runner",
            "production manager", "council film officer", "farm owner", "church warden",
            "pub landlord", "caterer", "safety officer", "art director", "locations assistant",
            "police liaison officer", "script supervisor", "key grip", "facilities guy",
            "estate manager", "DIT", "harbour master"]
LOCS_EN = ["Hollins Farm", "St Aidan's church hall", "the Old Rectory", "Marsh Lane quarry",
           "the Ferryman pub", "Brindley Mill", "the railway arches on Wharf Road",
           "Kettlewell primary", "the lido", "Netherby Hall", "the bus depot", "Greave's allotments",
           "the sailing club", "Upper Moor reservoir", "Cobb's garage", "the cricket pavilion",
           "Low Fold cottage", "the old Regal cinema", "Tanner's Yard", "the lifeboat station"]
SCENES_EN = ["funeral scene", "kitchen interiors", "night exterior", "chase", "opening drone shot",
             "pub fight", "rain scene", "wedding reception", "final beach scene", "flashback",
             "breakdown scene", "dawn exteriors", "argument in the van", "school gate scene"]
VENDOR_ITEMS_EN = [("Lumen Hire", "tower lights"), ("Northern Gennies", "genny"),
                   ("Coast Catering", "crew catering"), ("Mobile Loos Direct", "honeywagon"),
                   ("Pennine Facilities", "minibus"), ("SkyFrame Drones", "drone work"),
                   ("Harbour Security", "unit base security")]
REASONS_EN = ["the owner will let us stay past ten", "it's half the drive from base",
              "the ceilings are high enough for the jib", "the council already know them",
              "there's proper hardstanding for the trucks", "the light's better in the afternoon there",
              "the other lot never answer their phone", "we can take power off the house",
              "there's no flight restriction over it", "all the parking is off-road",
              "the landlord's done filming before", "it's the only one with a lockable barn",
              "it saves us a whole company move", "the neighbours are already on side",
              "it's cheaper by a mile", "the kitchen is already period",
              "there's a second exit for the fire plan", "the director fell for it on the recce",
              "the road is dead quiet on weekdays", "they can do it at two days' notice",
              "nobody else would insure the drone over water", "the church roof is scaffolded anyway"]
ACTIONS_EN = ["no parking on the verges", "no generators running", "no drone flights",
              "no smoke or haze", "nobody goes up the bell tower", "no vehicles on the grass",
              "the farm gate stays shut", "no catering trucks", "no prop gunfire", "no smoking",
              "no lights pointing at the houses", "hi-vis must be worn", "all cables must be matted",
              "no tape on the panelling", "keep the noise right down", "trucks must use the back track",
              "no crew in the graveyard", "dogs stay in the vans"]
SCOPES_EN = ["along Mill Lane", "after 22:00 at the Rectory", "within 50m of the school gates",
             "on Sundays before noon", "inside the nature reserve",
             "while the cattle are in the bottom field", "during the Wednesday service",
             "past the cattle grid", "before 8am on weekdays", "anywhere near the listed wall",
             "in the pub's beer garden", "on the canal towpath", "during the school run",
             "on the slipway", "in the main hall", "once the tide has turned",
             "for the whole night shoot", "on the harbour wall"]
QTHINGS_EN = ["three-phase power", "a loo the crew can use", "mobile signal in the cellar",
              "room to turn the camera truck", "blackout for the big bay windows",
              "somewhere dry for the extras", "a water supply for the catering van",
              "hardstanding for the genny", "wifi good enough to upload rushes",
              "a second fire exit upstairs", "the bats in the roof", "a spare key for the side gate",
              "a weight limit on the bridge", "painting the front door", "the broken skylight",
              "the alarm code"]
ID_EN = [("filming permit ref", "FP/{yy}/{n4}"), ("police notification number", "PN-{n5}-{L2}"),
         ("drone operator ID", "GBR-OP-{A12}"), ("flyer ID", "GBR-RP-{A8}"),
         ("public liability policy number", "{L3}-{n6}-PL"), ("council invoice number", "INV-{n5}"),
         ("booking ref", "BK-{L2}{n4}"), ("road closure order number", "TTRO/{yy}/{n3}"),
         ("PO number", "PO-SM-{n4}"), ("parking suspension ref", "PS{n7}"),
         ("location agreement number", "LA-{n3}-{L1}"), ("CAA permission ref", "UK-OA-{n5}"),
         ("hire insurance certificate", "CERT-{A6}")]
PORTWHAT_EN = ["dailies web page", "media server admin page", "Syncthing GUI",
               "upload page for the edit", "director's review page", "NAS web console",
               "proxy transcoder dashboard", "call sheet web app", "backup status page",
               "file drop for the art dept", "sound report uploader", "continuity photo gallery"]
SOFT_EN = ["Jellyfin", "Resolve", "the NAS firmware", "DJI Fly", "Syncthing",
           "the Mavic firmware", "Silverstack", "ShotPut", "the FX6 firmware", "Hedge",
           "the media server", "Frame.io transfer"]
MONEYWHAT_EN = ["location fee for {loc}", "refundable deposit for {loc}", "council admin charge",
                "drone insurance top-up", "parking suspension charge", "police cost recovery",
                "tower light hire", "cleaning fee at {loc}", "catering per day",
                "road closure charge", "overnight security", "damage deposit at {loc}",
                "honeywagon hire", "key holder's day rate", "facility fee for the car park"]
EVENT_EN = ["the recce at {loc}", "the shoot day at {loc}", "the permit deadline",
            "the drone flight window", "the tech recce", "wrap and clear at {loc}",
            "the owner's holiday", "the police notification cutoff", "the road closure",
            "the neighbour letter drop", "the rain cover day", "the night shoot at {loc}",
            "the insurance renewal", "the council site visit"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WDF = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MON3 = ["", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONF = ["", "January", "February", "March", "April", "May", "June", "July", "August",
        "September", "October", "November", "December"]

T_EN = {
    "name": [
        "{name} is our {role} now",
        "new {role}: {name}, number's in the group chat",
        "the {role} is called {name} btw, really nice",
        "spoke to {name} ({role}) first thing",
        "{name} - {role} - will meet us at the gate at {loc}",
        "can you add {name} to the contacts as {role}",
        "turns out the {role} at {loc} is {name}, not who we thought",
        "{role} confirmed: {name}",
        "if anyone asks, {name} is the {role}",
        "{name} rang back, they're the {role} for {loc}",
    ],
    "command": [
        "ran `{cmd}` and it just sat there for ages",
        "note to self: {cmd}",
        "the DIT left a post-it on the NUC that says {cmd}",
        "ok {cmd} worked!! that's how we {purpose} from now on",
        "is {cmd} right to {purpose}? don't want to break anything",
        "tried {cmd} from the van laptop, no errors",
        "{cmd} <- that's what I type every night to {purpose}",
        "runner says to {purpose} you just do {cmd}",
        "copying this here so I don't lose it: {cmd}",
    ],
    "id": [
        "{label} is {id}",
        "{label}: {id} (pls keep safe)",
        "they gave me {id} as the {label}",
        "quote {id} if anyone rings about the {label}",
        "fyi the {label} came through - {id}",
        "{id} is the {label}, needs to go on the call sheet",
        "got the {label} finally!! {id}",
        "for the record {label} = {id}",
        "the {label} they read out on the phone was {id}, I think I got it right",
    ],
    "port": [
        "the {what} is on port {p}",
        "go to http://dailies.local:{p} for the {what}",
        "DIT moved the {what} to {p}",
        "{what} -> port {p}, the old one's dead",
        "it's :{p} for the {what}, not the usual",
        "sticker on the box says {p} for the {what}",
        "hostname dailies.local port {p} ({what})",
        "director couldn't find the {what} - it's {p} now",
    ],
    "version": [
        "{sw} is on {v} now",
        "updated {sw} to {v} last night",
        "DIT says don't go past {v} on {sw}",
        "{sw} {v} is the one that plays nice with the drives",
        "rolled {sw} back to {v}, the newer one broke thumbnails",
        "screen says {sw} version {v}",
        "fyi {v} is what {sw} is running on the edit machine",
        "checked and {sw} reports {v}",
    ],
    "money": [
        "{what}: {m}",
        "they want {m} for the {what}",
        "agreed {m} for the {what}, bacs is fine",
        "{m} {what} - paid today",
        "they're asking {m} as the {what} which is steep tbh",
        "invoice says {m} for the {what}",
        "budget for the {what} is {m}, don't let anyone go over",
        "knocked them down to {m} on the {what}!",
    ],
    "date": [
        "{event} moved to {d}",
        "{event} is {d}",
        "can we pencil {d} for {event}",
        "{d} - {event}, confirmed",
        "owner says {d} works for {event}",
        "{event} has to be sorted by {d}",
        "{event}: {d} (NOT the week after)",
        "heads up, {event} is now {d}",
    ],
    "decision": [
        "ok decided: {c}, because {r}",
        "we're going with {c} because {r}",
        "final call is {c}. reason being {r}",
        "after all that - {c}, mainly because {r}",
        "director and I agreed {c} since {r}",
        "going with {c} as {r}, no brainer really",
        "we'll do {c} because {r}, end of",
        "decided on {c}, purely because {r}",
    ],
    "constraint": [
        "set rule: {a} {s}, make sure everyone knows",
        "council were very clear - {a} {s}",
        "reminder {a} {s}!!!",
        "owner's one condition: {a} {s}",
        "{s}: {a}. not negotiable",
        "can you put on the call sheet: {a} {s}",
        "absolutely {a} {s}, we got a complaint last time",
        "{a}, at least {s} - film office says",
    ],
    "question": [
        "does anyone know about {q}?",
        "any idea about {q}? nobody's replied",
        "still don't know re {q} - has anyone heard?",
        "any word on {q}?",
        "q for the owner: {q}??",
        "forgot to ask about {q} on the recce... do we know?",
        "what's the deal with {q}?",
        "do we know yet about {q}?",
    ],
}

TYPOS_EN = [("the ", "teh "), ("you ", "u "), ("please", "pls"), ("tomorrow", "tmrw"),
            ("because", "bc"), ("thanks", "thx"), ("with ", "w "), ("about", "abt")]

FORMAL_EN = {
    "command": ["To {purpose}, please run: {cmd}", "The command to {purpose} is {cmd}",
                "Please use {cmd} to {purpose}"],
    "id": ["Your {label} is {id}", "Please quote {id} ({label}) in all correspondence",
           "The {label} for your records: {id}", "We have issued {label} {id}"],
    "port": ["The {what} is now served on port {p}", "Please use port {p} for the {what}"],
    "version": ["We have updated {sw} to {v}", "Please make sure {sw} is on {v}",
                "{sw} {v} is the supported version"],
    "money": ["The {what} is {m}", "Please note a {what} of {m} applies",
              "We will invoice {m} for the {what}", "The agreed {what} comes to {m}"],
    "date": ["We can confirm {d} for {event}", "Please note {event} is {d}",
             "{event} has been scheduled for {d}", "We would propose {d} for {event}"],
    "constraint": ["Please note: {a} {s}", "As a condition of this permission, {a} {s}",
                   "We must insist on the following: {a} {s}", "{s}, {a}"],
}
FORMAL_ZH = {
    "command": ["{purpose}请使用：{cmd}", "{purpose}的命令为 {cmd}"],
    "id": ["贵剧组的{label}为{id}", "请在后续沟通中注明{label}{id}", "已下发{label}：{id}"],
    "port": ["{what}已改为{p}端口"],
    "version": ["{sw}已更新至{v}", "请确保{sw}为{v}版本"],
    "money": ["{what}为{m}", "需缴纳{what}{m}", "{what}合计{m}，请按时支付"],
    "date": ["{event}定于{d}", "经研究，{event}安排在{d}", "{event}时间确定为{d}"],
    "constraint": ["{s}{a}", "{s}严格执行：{a}", "请注意，{s}{a}"],
}

OPEN_EN = ["Got it.", "Thanks - logged.", "Okay, noted all of that.", "Right, here's where that leaves us.",
           "Perfect, that's helpful.", "Thanks for the update from set.", "Understood.",
           "Great, that clears a few things up.", "Noted - sounds like a busy one."]
ACK_EN = {
    "name": ["I've added them to the contact sheet with that role.",
             "Contacts list updated; I'll use that role on the call sheet too.",
             "Saved to contacts. Want me to send them the unit base map?"],
    "command": ["That command looks sensible for what you're doing - it only touches the folders named in it.",
                "Saved the command to your notes. If it hangs again, check the share is actually mounted first.",
                "That's the right idea. Run it from the dailies box rather than over wifi if you can, it'll be much quicker."],
    "id": ["I've saved that reference with the location notes so it's to hand if anyone rings.",
           "Reference logged - I'll put it in the paperwork section of the call sheet.",
           "Stored that against the location; it'll go in the permit pack as well."],
    "port": ["Noted the port for the dailies box. If it doesn't load, it's usually the firewall on the NUC, not the service.",
             "Saved that to the tech notes so the director's assistant can find the page."],
    "version": ["Logged the version in the tech notes. I'd hold off on any more updates until wrap.",
                "Noted. Keep the edit machine and the dailies box on matching versions if you can."],
    "money": ["I've logged that against the locations budget.",
              "Added to the budget tracker under locations; I'll flag it to the production accountant.",
              "Noted in the cost report. Get a receipt or invoice for it if you haven't already."],
    "date": ["Added to the schedule.", "In the calendar - I'll remind you a couple of days before.",
             "Schedule updated; I'll check it against the unit list for clashes."],
    "decision": ["Good call - I'll update the plan and let the ADs know.",
                 "Makes sense. I'll reflect that in the schedule and the location pack.",
                 "Agreed, that's the practical choice. I'll tell the production office."],
    "constraint": ["I'll put that in bold on the next call sheet and in the unit notes.",
                   "Added to the location rules - worth saying it out loud at the morning briefing too.",
                   "Noted as a hard rule for that location; I'll brief the drivers and the facilities team."],
    "question": ["I don't have anything on that one - nothing in the booking notes or the inbox covers it. I'll keep it on the open-questions list.",
                 "No idea yet, I'm afraid; nobody has put it in writing anywhere I can see. It stays on the open list until someone replies.",
                 "That isn't answered anywhere I can find. Worth asking directly on the next call; I've flagged it as open."],
}
ADVICE_EN = [
    "Get the location release signed before any kit goes in, and photograph the condition on arrival - it saves arguments about the deposit later.",
    "Put the unit base map and crew parking on page two of the call sheet so nobody improvises.",
    "Drop neighbour letters in person where you can; a knock on the door does more than a leaflet.",
    "Keep a printed copy of the permit and the insurance certificate in the location folder in the van.",
    "Ask the owner which rooms are strictly off limits and tape a sign on those doors on the day.",
    "Check where the nearest A&E is and put it on the call sheet with the route.",
    "Agree a single point of contact at the location so the crew aren't all ringing the owner.",
    "Walk the route from the unit base to set at the time of day you'll actually be shooting.",
    "Make a note of the stopcock, fuse board and alarm panel for each location on the recce.",
    "Leave time at wrap for a walk-round with the owner before anyone drives off.",
    "Budget for a cleaning contingency even when the owner says it's not needed.",
    "Keep the recce photos in one dated folder per location so the art department can find them.",
    "Confirm the drone pilot's paperwork is on the shared drive before the flight day, not on the morning.",
    "Give the runners a printed sheet of the location rules - they're the ones who get stopped by neighbours.",
    "If the council haven't replied, ring rather than email; film officers are usually quicker on the phone.",
    "Have a plan for rubbish: who takes it, where it goes, and that it doesn't end up in the owner's bins.",
    "Send the owner the schedule in plain language - what time you arrive, when the noisy bits are, when you leave.",
    "Keep a spare set of keys with the locations assistant rather than on the unit driver's ring.",
    "Check the sunrise and sunset times for the exterior days and add them to the call sheet.",
    "Mat every cable run across a public footpath and put a cone at each end.",
    "Get the owner's preferred way of being paid in writing before the invoice arrives.",
    "For night work, give the nearest houses a direct number to call instead of the police.",
    "Back the recce photos up to the shared drive the same evening; phones get lost on set.",
    "Label every key with the location name and the door, not just a number.",
    "Keep a running list of open questions per location so nothing gets lost between recces.",
    "If there's livestock nearby, ask the farmer when they move them and plan the noisy set-ups around it.",
]
CLOSE_EN = ["Want me to fold this into tomorrow's call sheet?", "Shout if you want a draft email to go with it.",
            "I'll keep the running list updated.", "Anything else from the recce?",
            "Do you want me to chase anyone on this?", "Let me know if I've got any of that wrong.",
            "I can turn this into a one-page location summary if that helps."]

FILLER_SHORT_EN = [("ok", "👍"), ("thx!", "Any time."), ("brb, owner's here", "Sure - I'll be here."),
                   ("signal's awful out here", "No problem, message when you can."),
                   ("sorry was driving", "No worries."), ("lol yes", "😄"),
                   ("perfect", "Great."), ("ugh", "Long day?"), ("will do", "👍"),
                   ("back", "Welcome back - ready when you are."), ("k", "Got it."),
                   ("one sec", "Take your time."), ("on the phone", "No rush."),
                   ("cheers", "You're welcome!"), ("tea break finally", "Enjoy it, you've earned it.")]
FILLER_QA_EN = [
    ("what should go in a neighbour letter? keep it short",
     "Here's a short one you can adapt:\n\n> Dear neighbour,\n> We're a small film crew shooting nearby for a few days. We'll do our best to keep noise and parking to a minimum and we'll be gone each evening. If anything is a problem, please call our locations team on the number below and we'll sort it straight away.\n> Thank you for your patience.\n\nKeep it to one side of A5, put a real phone number at the bottom and sign it by hand if you can - it makes a difference."),
    ("remind me what a location release needs to cover",
     "The essentials:\n- Who the parties are and the exact address / areas you're allowed to use\n- The dates and hours, including prep and strike\n- The fee, deposit and when they're paid\n- Permission to film and use the footage worldwide, in perpetuity\n- Who's responsible for damage and how it's assessed\n- Insurance: that you hold public liability and will send the certificate\n- Any special conditions (rooms off limits, pets, alarms)\n- Signatures from someone who actually has the authority - the owner, not a tenant"),
    ("tips for a recce checklist? doing three tomorrow",
     "A compact recce checklist:\n- Power: sockets, fuse board, whether a genny will be needed\n- Access: width of gates, parking for trucks, turning space\n- Sound: roads, flight paths, schools, dogs, fridges\n- Light: which way the windows face, when the sun comes round\n- Facilities: loos, water, somewhere warm for cast\n- Photos: wide of every room, plus the doors and the route in\n- Owner: best contact, any no-go areas, how they want to be paid\nTake a tape measure and a compass app, and photograph the street sign so you know which folder is which."),
    ("the sparks keep moaning about where unit base goes, how do i lay one out better",
     "Some rules of thumb for unit base:\n- Genny furthest from set and downwind, cables run along the edge, not across the walkway\n- Catering and the honeywagon near each other but not next to the genny\n- Costume and make-up closest to the route to set\n- Keep one lane clear for an ambulance\n- Mark crew parking separately so cars don't block trucks\nIf you sketch it on the recce and share the sketch with the gaffer beforehand, most of the moaning goes away."),
    ("can you write a thank-you note template for owners",
     "Sure:\n\n> Dear [name],\n> Thank you so much for letting us film at [location]. The crew loved it and the footage looks wonderful. We hope we left everything as we found it - if anything isn't right, please tell me directly and I'll put it right.\n> We'll let you know when and where the film is showing.\n> Warm wishes,\n> [you]\n\nA card with a small gift (flowers, a bottle, a crew photo) goes a long way if you might want to come back."),
    ("what's a sensible rain cover plan for exteriors",
     "Keep it simple:\n- Pick at least one interior that can be shot at short notice with the same cast\n- Agree with the owner of that interior that you may swap in with a day's warning\n- Decide the call time for the weather decision the night before\n- Have pop-up gazebos and ground sheets on the truck regardless\n- Tell catering which location is the fallback so they can change their route\nThe key is agreeing the swap with everyone in advance, not on the day."),
    ("how do i back up the recce photos so i don't lose them again",
     "A routine that works:\n- Every evening, copy the phone's photos into a dated folder per location on the shared drive\n- Rename the folder with the location name, not just the date\n- Check the copy opened before you delete anything from the phone\n- Keep a second copy on a small USB drive in your bag until the shoot is over\nIt takes five minutes and saves the awful morning where the art department asks for a photo that only lived on a lost phone."),
    ("what should be in the location folder for the ADs",
     "For each location:\n- Address, what3words/pin for the entrance, and the parking plan\n- Owner contact and the on-the-day key holder\n- The signed release and any conditions\n- Permit and notification paperwork\n- Floor plan or sketch with rooms you can use marked\n- Power, loos, water, nearest hospital\n- Photos of the condition on arrival\nKeep it in a ring binder in the van and a copy on the shared drive."),
    ("neighbour says he'll rev his car during takes unless we pay him. what do i do",
     "Stay calm and don't pay on the spot. A few options:\n- Talk to him away from the crew, listen, and find out what's actually bothering him (parking, noise, not being asked)\n- Offer what you can reasonably offer: a courtesy call before noisy set-ups, a parking space kept clear\n- If it tips into harassment or obstruction, note times and details and speak to the film office\n- Let the 1st AD know so they can plan takes around it\nMost of these calm down once they feel listened to."),
    ("best way to label keys for lots of locations",
     "Use coloured key tags, one colour per location, and write the door on the tag (\"side gate\", \"barn\"). Keep a sign-out sheet on a clipboard in the van with who has which key and when it came back. At wrap, check every tag against the sheet before leaving the location."),
    ("how do I politely tell the director we can't have the hero car on the green",
     "Lead with the alternative rather than the no:\n\n> I looked into the green - it isn't possible for us to put vehicles on it, but there's a spot on the lane just beside it where the angle is almost identical and we can keep the car there all day. I can show you on the next recce.\n\nDirectors usually accept a no if it comes with a shot that still works."),
    ("how long before a shoot should i send the owner the final schedule",
     "Ideally a week before with the broad shape, then a confirmed version two or three days out with arrival and departure times. Send a quick message the night before too, so they know who'll be knocking on the door first thing."),
    ("what do I do if a location pulls out last minute",
     "In order:\n- Tell the producer and the 1st AD immediately\n- Go back to your recce list and rank the backups by how little the schedule has to change\n- Ring the best two backups yourself rather than emailing\n- Check permits and notifications still apply (new address usually means new paperwork)\n- Update the call sheet and send a short note to cast and crew with the new address\nKeeping a ranked backup list from day one is what makes this survivable."),
]
TOOLREQ_EN = {
    "search_permits": ["can you check the permit portal for {loc}", "pull up whatever the council has on file for {loc}",
                       "what does the permit system say about {loc}?", "look up the permit status for {loc} pls"],
    "get_booking": ["what's on the booking for {loc}?", "check the booking sheet for {loc}",
                    "can u pull the booking record for {loc}", "remind me what we agreed for {loc}, it'll be on the booking"],
    "search_inbox": ["search my inbox for '{kw}'", "anything in my email about {kw}?",
                     "check my inbox for {kw} stuff pls", "can you dig out the emails re {kw}"],
    "read_drive_file": ["what does the readme on the shared drive say", "open the DIT notes on the drive",
                        "can you read the setup doc on the share, I can't open it on my phone"],
    "media_server_status": ["is the dailies box up?", "check the media server pls, director says it's not loading",
                            "status of the media server?"],
    "calendar_events": ["what's in the calendar for the next couple of weeks", "check my calendar for anything locations-y",
                        "what have I got coming up"],
}
TOPICS_EN = ["council film office", "drone people", "insurers", "police liaison", "production office",
             "DIT", "owner at {loc}", "harbour office"]
AFTERTOOL_EN = ["Here's what came back - it's all in the result above.",
                "Found it. The record is above; nothing looks out of the ordinary.",
                "That's the latest I can see.", "Pulled it up - details above."]
AFTERTOOL_KIND_EN = {
    "name": "The contact is listed, so you know who to ring.",
    "command": "The doc spells out the exact commands, so you can copy them straight from there.",
    "id": "There's a reference on it you'll want for the paperwork.",
    "port": "It also says where the web page lives on the box.",
    "version": "It shows which version is installed, worth keeping matched with the edit machine.",
    "money": "There are charges on it - I'll add them to the budget tracker.",
    "date": "There are dates on it, which I've checked against the schedule.",
    "constraint": "There's a condition attached that the crew need to know about.",
}

# ---------------------------------------------------------------------------------------------
# Chinese material
# ---------------------------------------------------------------------------------------------

SUR_ZH = list("王李张刘陈杨赵黄周吴徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蒋蔡余杜叶程苏魏吕丁")
GIVEN_ZH = ["建国", "秀英", "晓燕", "志强", "丽娟", "海涛", "春梅", "国平", "子豪", "雨欣", "俊杰", "桂兰",
            "德明", "文静", "立新", "红霞", "宏伟", "小军", "玉芬", "振华", "思远", "美玲", "永刚", "婷婷",
            "家乐", "秋菊", "明辉", "淑珍", "鹏飞", "晓东", "慧敏", "卫东"]
ROLES_ZH = ["灯光师", "制片主任", "执行导演", "摄影指导", "录音师", "无人机飞手", "司机师傅", "场务",
            "财务", "街道办的联系人", "派出所的民警", "村支书", "祠堂管理员", "茶馆老板", "仓库老板",
            "美术", "安全员", "外联", "场记", "道具", "看门的大爷", "DIT"]
LOCS_ZH = ["老粮站", "河边茶馆", "村委会大院", "废弃小学", "周家祠堂", "江堤", "纺织厂旧厂房", "老邮局",
           "渡口", "菜市场", "公交总站", "陈家老宅", "水库", "砖窑", "文化站", "码头仓库", "供销社"]
SCENES_ZH = ["仓库那场戏", "葬礼那场", "追车戏", "夜戏", "厨房戏", "开场航拍", "雨戏", "结尾那场",
             "婚宴", "回忆戏", "吵架那场", "清晨外景"]
VENDOR_ITEMS_ZH = [("鑫达", "发电车"), ("老陈家", "盒饭"), ("恒光", "灯"), ("金盾", "安保"),
                   ("顺风", "中巴"), ("宏远", "移动厕所")]
REASONS_ZH = ["层高够，摇臂能升起来", "老板答应可以拍到十点以后", "离驻地近一半", "街道办那边熟",
              "有硬化地面能停车", "下午光线好", "另一家根本不回消息", "可以直接从院子里取电",
              "不在禁飞区", "车都能停院子里", "老板以前接过剧组", "只有它有能锁的库房",
              "能省一次转场", "邻居都打过招呼了", "便宜一大截", "厨房本身就是老式的",
              "有第二个出口消防好过", "导演看景的时候一眼就看上了", "工作日那条路没什么车",
              "他们提前两天通知就能来", "别家不肯给水上飞行上保险"]
ACTIONS_ZH = ["不要把车停在路边草坪上", "禁止开发电机", "禁止飞无人机", "不能放烟", "千万别上钟楼",
              "车不能开进草地", "大门必须随手关", "不许抽烟", "灯不能对着居民楼", "不要在墙上贴胶带",
              "必须穿反光背心", "只能走机耕道", "不要大声喧哗", "线必须盖胶垫", "千万别动供桌上的东西",
              "餐车只能停在外面"]
SCOPES_ZH = ["晚上十点以后", "学校周边五十米内", "周日上午", "湿地保护区里面", "放学那一个小时",
             "祠堂正殿里", "河堤上", "早上八点之前", "牛在下面那块地的时候", "整个拍摄期间",
             "茶馆后院", "过了桥以后", "居民午休的时候", "码头栈桥上", "下雨天", "进了村口以后"]
QTHINGS_ZH = ["的三相电", "地下室的手机信号", "的厕所能不能借", "能停几辆车", "二楼的消防通道",
              "停电了怎么办", "屋顶那窝蝙蝠", "院子里放餐车的事", "门口那座桥的限重",
              "的备用钥匙", "的用水", "窗户能不能遮光", "群演候场的地方", "有没有网能传素材"]
ID_ZH = [("拍摄许可编号", "WH-PS-2026-{n4}"), ("派出所报备回执号", "BA{n8}"), ("无人机实名登记号", "UAS-{A8}"),
         ("飞手执照号", "CAAC-{n6}"), ("保单号", "PICC{n10}"), ("发票号", "FP{n8}"), ("场地合同编号", "HT-2026-{n3}"),
         ("占道审批号", "ZD{yy}{n4}"), ("空域申请单号", "KY-{n5}-{L2}"), ("押金收据号", "SJ{n6}"),
         ("停车位预约号", "TC-{n5}"), ("发电车租赁单号", "ZL{yy}-{n4}")]
PORTWHAT_ZH = ["看样片的网页", "媒体服务器后台", "同步盘的管理页面", "给导演看素材的页面", "上传页面",
               "NAS的管理界面", "转码那个面板", "备份状态页", "剪辑组下载素材的页面", "场记表的网页",
               "监控摄像头的页面"]
SOFT_ZH = ["Jellyfin", "达芬奇", "群晖系统", "DJI Fly", "Syncthing", "无人机固件", "剪映专业版",
           "相机固件", "媒体服务器", "Hedge", "Silverstack", "NAS固件"]
MONEYWHAT_ZH = ["{loc}的场地费", "{loc}的押金", "街道办的管理费", "清洁费", "发电车一天", "盒饭一天",
                "无人机保险", "保安夜班", "交通协管费", "道具损坏押金", "{loc}看门大爷的辛苦费",
                "占道费", "移动厕所"]
EVENT_ZH = ["{loc}看景", "{loc}正式拍", "许可证截止", "无人机飞行窗口", "技术勘景", "{loc}撤场",
            "老板出门", "派出所报备截止", "封路", "发告知信", "雨天备用日", "{loc}夜戏", "街道办来现场"]
WD_ZH = ["一", "二", "三", "四", "五", "六", "日"]

T_ZH = {
    "name": [
        "{role}换人了，现在是{name}",
        "{name}是新来的{role}，电话我拉群里了",
        "刚跟{name}通了电话，他是{loc}那边的{role}",
        "{role}：{name}，明天一早在门口等我们",
        "对了{role}叫{name}，别写错了",
        "帮我把{name}加到通讯录，备注{role}",
        "{loc}的{role}其实是{name}，之前搞错了",
    ],
    "command": [
        "我跑了 {cmd} 然后就卡住不动了",
        "DIT留了个纸条：{cmd}，是这个意思吗",
        "小刘说每天收工跑一下 {cmd} 就能{purpose}",
        "记一下：{cmd}",
        "{cmd} 这条能用！！以后就这样{purpose}",
        "用车上那台笔记本试了 {cmd}，没报错",
    ],
    "id": [
        "{label}是{id}",
        "{label}下来了！{id}",
        "他们给的{label}：{id}，存一下",
        "{id}就是{label}，通告单上要写",
        "回头有人问{label}就报{id}",
        "记一下{label} {id}",
    ],
    "port": [
        "{what}在{p}端口",
        "浏览器打开 http://dailies.local:{p} 就是{what}",
        "DIT把{what}改到{p}了",
        "{what}用{p}，老的那个不行了",
        "盒子上贴的是{p}，就是{what}",
        "导演找不到{what}，现在是{p}",
    ],
    "version": [
        "{sw}现在是{v}",
        "昨晚把{sw}升到{v}了",
        "DIT说{sw}千万别超过{v}",
        "{sw}退回到{v}了，新版缩略图出不来",
        "屏幕上写着{sw} 版本 {v}",
        "剪辑机上的{sw}是{v}",
    ],
    "money": [
        "{what}{m}",
        "他们要{m}的{what}，有点贵",
        "谈下来了，{what}{m}，可以对公转账",
        "{what}：{m}，今天付了",
        "财务说{what}预算就{m}，不能超",
        "砍到{m}了！{what}",
    ],
    "date": [
        "{event}改到{d}了",
        "{d}{event}，定了",
        "{event}能不能放{d}",
        "老板说{d}{event}可以",
        "{event}最晚{d}",
        "提醒一下{event}是{d}",
    ],
    "decision": [
        "决定了，{c}，主要是{r}",
        "就用{c}吧，因为{r}",
        "定了：{c}。毕竟{r}",
        "还是{c}吧，毕竟{r}",
        "跟导演商量完，{c}，因为{r}",
        "{c}，定了定了，主要是因为{r}",
    ],
    "constraint": [
        "街道办说了，{s}{a}",
        "定个规矩：{s}{a}，大家都注意",
        "提醒！！{s}{a}",
        "老板就一个要求：{s}{a}",
        "{a}，{s}，没得商量",
        "通告单上加一句：{s}{a}",
    ],
    "question": [
        "{q}有人知道吗？",
        "{q}到底怎么样？还不知道",
        "问了{q}，一直没人回复",
        "看景的时候忘了问{q}了…有人问过吗？",
        "{q}能搞定吗？",
        "那个{q}，有消息了吗？",
    ],
}

OPEN_ZH = ["收到。", "好的，记下了。", "明白，我整理一下。", "好，这样就清楚多了。", "辛苦了，收到。",
           "了解，下面是我这边的安排。"]
ACK_ZH = {
    "name": ["已经加到通讯录里了，通告单上也会按这个职务写。", "联系人更新好了，需要的话我把基地位置发给对方。"],
    "command": ["这条命令只会动里面写到的那几个目录，可以放心用。", "命令我记到笔记里了。如果又卡住，先确认共享盘有没有挂载上。"],
    "id": ["这个编号我存到场地资料里了，有人打电话来问随时能查到。", "编号记下了，会放进通告单的文件那一栏。"],
    "port": ["端口记到技术笔记里了。如果打不开，多半是小主机的防火墙，不是服务本身的问题。"],
    "version": ["版本号记下了。建议杀青之前别再升级了。", "收到，剪辑机和样片服务器最好保持同一个版本。"],
    "money": ["已经记到场地预算里了。", "这笔我记进成本表了，回头跟财务对一下，记得要发票。"],
    "date": ["已经加进日程了。", "日历里标好了，提前两天提醒你。"],
    "decision": ["这个决定挺合理的，我更新一下计划，也跟执行导演说一声。", "好，就按这个来，我去改场地表。"],
    "constraint": ["这条我会加粗写进下一份通告单，早上开会的时候最好也口头强调一下。", "记为这个场地的硬性规定了，司机和场务那边我会提醒。"],
    "question": ["这个我这边也没有信息，合同备注和邮件里都没提到，先挂在待确认清单上。",
                 "暂时不知道，没看到任何人书面回复过这件事。我先记成未解决。"],
}
ADVICE_ZH = [
    "场地协议最好在进场之前签好，进场时把现场状况拍照留底，退押金的时候少扯皮。",
    "基地示意图和停车位置放在通告单第二页，免得大家各停各的。",
    "给周边邻居的告知信尽量当面送，敲个门比塞一张纸管用。",
    "拍摄许可和保单复印件放一份在车上的场地文件夹里。",
    "问清楚老板哪些房间绝对不能进，当天在门上贴个提示。",
    "最近的医院和路线写在通告单上。",
    "每个场地定一个对接人，别让剧组所有人都去打老板电话。",
    "按实际拍摄的时间段走一遍从基地到现场的路线。",
    "勘景时把总闸、水阀和报警器的位置记下来。",
    "撤场前留点时间跟老板一起走一圈再走人。",
    "清洁费哪怕老板说不用，预算里也留一点。",
    "勘景照片按场地分文件夹，美术组找起来方便。",
    "飞手的证件在飞行日之前就放到共享盘上，别等当天早上。",
    "给场务打印一份场地规矩，被邻居拦下来的往往是他们。",
    "街道办不回邮件就直接打电话，一般电话快得多。",
    "垃圾谁收、放哪儿提前说好，别扔进老板家的垃圾桶。",
    "夜戏给最近的几户人家留个直接能打的电话，别让他们直接报警。",
    "勘景照片当天晚上就备份到共享盘，手机在现场很容易丢。",
    "钥匙按场地和门分别贴标签，别只写数字。",
    "附近有牲口的话，问清楚主人什么时候赶，吵的镜头绕开那个时间。",
]
CLOSE_ZH = ["要不要我把这些放进明天的通告单？", "需要的话我帮你起草一条消息发过去。", "我会持续更新这张清单。",
            "看景还有别的情况吗？", "需要我去催谁吗？", "有哪里记错了跟我说。"]
FILLER_SHORT_ZH = [("好", "👌"), ("收到", "好的。"), ("谢啦", "不客气～"), ("等下，老板来了", "好，你先忙。"),
                   ("信号太差了", "没事，有信号了再说。"), ("哈哈哈行", "😄"), ("刚在开车", "没事，安全第一。"),
                   ("👌", "👍"), ("嗯嗯", "好的。"), ("回来了", "欢迎回来，继续吧。"), ("累死了", "辛苦了，喝口热水。"),
                   ("稍等", "不急。"), ("在打电话", "好，打完再说。")]
FILLER_QA_ZH = [
    ("给周边居民的告知信怎么写？简单点",
     "给你一个简短的版本：\n\n> 各位邻居好：\n> 我们是一个小剧组，近期会在附近拍摄几天。我们会尽量控制噪音和停车，每天收工后及时离开。如有任何不便，请直接联系我们的场地负责人，我们会第一时间处理。\n> 感谢理解与支持！\n\n一张A5纸就够，底下留一个真实能打通的电话，最好手写签名。"),
    ("场地协议一般要写哪些？",
     "基本要点：\n- 双方是谁，具体地址和可以使用的区域\n- 使用日期和时间，包括进场和撤场\n- 场地费、押金和付款时间\n- 允许拍摄并使用画面\n- 损坏怎么认定、谁负责\n- 保险：我们有公众责任险，会提供保单\n- 特别约定（哪些房间不能进、宠物、报警器等）\n- 由真正有权限的人签字，是业主，不是租户"),
    ("明天要看三个景，有没有勘景清单？",
     "一份精简的勘景清单：\n- 电：插座、总闸、要不要发电车\n- 进出：大门宽度、大车停哪、能不能掉头\n- 声音：马路、航线、学校、狗、冰箱\n- 光：窗户朝向，太阳什么时候转过来\n- 配套：厕所、用水、演员能取暖的地方\n- 照片：每个房间的全景，外加门和进场路线\n- 老板：最佳联系方式、禁区、怎么付款\n带卷尺，手机装个指南针，路牌也拍一张，回来好分文件夹。"),
    ("灯光组一直抱怨基地摆得不好，怎么规划比较好",
     "几个常用原则：\n- 发电车离现场最远、放下风口，线沿边走，别横穿通道\n- 餐车和厕所挨着，但别挨着发电车\n- 服装化妆离去现场的路最近\n- 留一条救护车能进的通道\n- 剧组私家车单独划区，别堵大车\n勘景时画个草图，提前发给灯光师，抱怨会少很多。"),
    ("帮我写个给场地老板的感谢信模板",
     "可以这样写：\n\n> [称呼]您好：\n> 非常感谢您让我们在[场地]拍摄，大家都特别喜欢这个地方，拍出来的画面也很好。我们尽量恢复了原样，如果有任何不妥，请直接联系我，我马上处理。\n> 影片上映时一定告诉您。\n> 祝好！\n\n再配一点小礼物（水果、剧组合影之类），以后想再借场地会容易很多。"),
    ("外景下雨的备案怎么做比较稳",
     "简单点：\n- 至少准备一个同一批演员能临时拍的内景\n- 提前跟这个内景的老板说好，可能提前一天通知就换过来\n- 前一天晚上定一个决定时间\n- 车上常备帐篷和地垫\n- 告诉餐车备用场地在哪\n关键是提前和所有人说好，而不是当天临时找。"),
    ("勘景照片怎么备份才不会再丢",
     "一个简单流程：\n- 每天晚上把手机照片拷到共享盘，按场地建文件夹\n- 文件夹用场地名命名，不要只写日期\n- 确认拷过去的能打开再删手机里的\n- 拍摄结束前包里再放一个U盘做第二份\n五分钟的事，能省掉美术组找一张只存在丢失手机里的照片的那种早上。"),
    ("场地临时不让拍了怎么办",
     "按顺序：\n- 马上告诉制片和执行导演\n- 翻勘景清单，按对日程影响最小给备选排序\n- 前两个备选亲自打电话，别发邮件\n- 检查许可和报备还能不能用（换地址一般要重新走）\n- 更新通告单，给全组发新地址\n从第一天就维护一个排好序的备选清单，才扛得住这种事。"),
    ("隔壁大哥说不给钱就在我们拍的时候按喇叭，咋办",
     "别当场给钱。可以这样：\n- 把他叫到一边，先听他到底不满什么（停车、噪音、没提前打招呼）\n- 给能给的：吵的镜头之前先打个招呼、留个车位\n- 如果变成故意阻挠，记下时间和情况，找街道办\n- 告诉执行导演，好安排镜头\n大部分人觉得被尊重了就不闹了。"),
    ("钥匙太多了，怎么管",
     "用不同颜色的钥匙牌，一个场地一个颜色，牌子上写哪扇门（侧门、仓库）。车上放一个夹板登记表，谁拿了哪把、什么时候还的。撤场前逐个对一遍再走。"),
    ("多久之前要把最终日程发给老板？",
     "最好提前一周发个大概安排，提前两三天再发确认版，写清楚到达和离开时间。前一天晚上再发条消息，让他知道第一个敲门的是谁。"),
]
TOOLREQ_ZH = {
    "search_permits": ["帮我查一下{loc}的拍摄许可", "许可系统里{loc}是什么状态？", "看看街道办那边{loc}的备案"],
    "get_booking": ["{loc}的预订记录帮我调一下", "{loc}当时是怎么谈的？看下预订表", "查下{loc}的场地预订"],
    "search_inbox": ["邮箱里搜一下“{kw}”", "邮件里有没有{kw}相关的？", "帮我在邮箱里找找{kw}"],
    "read_drive_file": ["共享盘上那个说明文档写了啥", "帮我打开DIT留在盘里的笔记", "手机打不开共享盘的文档，帮我看下"],
    "media_server_status": ["样片服务器还在吗？", "导演说样片网页打不开，帮我看下服务器", "媒体服务器状态怎么样"],
    "calendar_events": ["看下日历这两周有什么", "日历里有场地相关的安排吗", "接下来我都有啥事"],
}
TOPICS_ZH = ["街道办", "无人机公司", "保险公司", "派出所", "制片办公室", "DIT", "{loc}老板", "文旅局"]
AFTERTOOL_ZH = ["查到了，结果在上面。", "找到了，记录在上面，看着没什么异常。", "这是目前能看到的最新情况。",
                "调出来了，详情见上面。"]
AFTERTOOL_KIND_ZH = {
    "name": "联系人也写在上面了，知道该找谁。",
    "command": "文档里命令写得很清楚，直接复制就行。",
    "id": "上面有个编号，填材料的时候要用。",
    "port": "里面也写了网页在哪个端口。",
    "version": "上面有装的版本号，最好跟剪辑机保持一致。",
    "money": "有几笔费用，我加到预算表里。",
    "date": "上面有日期，我跟日程对过了。",
    "constraint": "上面附了一个条件，需要告诉全组。",
}

SENDERS_EN = {"command": ["DIT", "Production Office"], "id": ["Film Office", "Harbour Insurance", "Coastal Drones Ltd", "Police Liaison"],
              "version": ["DIT", "Coastal Drones Ltd"], "money": ["Film Office", "Production Accounts", "Harbour Insurance"],
              "date": ["Film Office", "Production Office", "Police Liaison"], "constraint": ["Film Office", "Harbour Office"],
              "port": ["DIT"]}
SENDERS_ZH = {"command": ["DIT", "制片办公室"], "id": ["街道办综合科", "保险公司", "无人机公司", "派出所"],
              "version": ["DIT", "无人机公司"], "money": ["街道办综合科", "财务", "保险公司"],
              "date": ["街道办综合科", "制片办公室", "派出所"], "constraint": ["街道办综合科", "文旅局"],
              "port": ["DIT"]}

TOOLS_FOR = {
    "name": ["get_booking", "search_inbox", "calendar_events", "search_permits"],
    "command": ["read_drive_file", "search_inbox"],
    "id": ["search_permits", "get_booking", "search_inbox"],
    "port": ["media_server_status", "read_drive_file"],
    "version": ["media_server_status", "read_drive_file", "search_inbox"],
    "money": ["get_booking", "search_permits", "search_inbox"],
    "date": ["calendar_events", "get_booking", "search_permits", "search_inbox"],
    "constraint": ["search_permits", "search_inbox"],
}
CHANNELS = {
    "name": {"bullets": 3, "voice": 2, "terse": 2, "email": 2, "callsheet": 2, "tool": 3},
    "command": {"terse": 2, "terminal": 3, "asst": 3, "tool": 2, "bullets": 1},
    "id": {"bullets": 3, "terse": 2, "email": 3, "voice": 1, "tool": 3},
    "port": {"terse": 2, "terminal": 2, "bullets": 1, "tool": 3, "voice": 1},
    "version": {"terminal": 2, "terse": 2, "bullets": 1, "tool": 3, "email": 1},
    "money": {"bullets": 3, "voice": 2, "email": 2, "terse": 1, "tool": 3},
    "date": {"bullets": 2, "voice": 2, "email": 2, "callsheet": 2, "terse": 1, "tool": 2, "asst": 1},
    "decision": {"voice": 3, "terse": 3, "bullets": 2},
    "constraint": {"bullets": 2, "voice": 2, "email": 3, "callsheet": 2, "terse": 1, "tool": 1},
    "question": {"terse": 4, "voice": 2, "bullets": 2},
}
GROUP = {"bullets": (2, 4), "voice": (2, 3), "terse": (1, 1), "email": (2, 4), "callsheet": (2, 4),
         "terminal": (1, 2), "asst": (1, 1), "tool": (1, 3)}


def wchoice(rng, d):
    keys = list(d)
    return rng.choices(keys, weights=[d[k] for k in keys])[0]


class Conv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.per_kind = per_kind
        self.rng = random.Random(seed * 100003 + attempt * 7919 + (17 if zh else 0))
        self.used = []
        self.topics = set()
        # questions get locations of their own that no other message mentions, so nothing
        # later in the conversation can answer them
        locs = list(LOCS_ZH if zh else LOCS_EN)
        self.rng.shuffle(locs)
        nq = min(per_kind, len(locs) - 5)
        self.qlocs, self.olocs = locs[:nq], locs[nq:]
        self.deck = {}

    # ---------------------------------------------------------------- helpers
    def L(self, en, zh):
        return zh if self.zh else en

    def pick(self, pool):
        return self.rng.choice(pool)

    def fits(self, needles):
        for i, a in enumerate(needles):
            for b in needles[i + 1:]:
                if a in b or b in a:
                    return False
            for u in self.used:
                if a in u or u in a:
                    return False
        return True

    def loc(self):
        return self.pick(self.olocs)

    def fill_code(self, pat):
        r = self.rng
        up = "ABCDEFGHJKLMNPQRSTUVWXYZ"
        al = up + "23456789"
        rep = {
            "{yy}": lambda: "%02d" % r.choice([26, 27]),
            "{n3}": lambda: "%03d" % r.randint(1, 999),
            "{n4}": lambda: "%04d" % r.randint(10, 9999),
            "{n5}": lambda: "%05d" % r.randint(1000, 99999),
            "{n6}": lambda: "%06d" % r.randint(10000, 999999),
            "{n7}": lambda: "%07d" % r.randint(100000, 9999999),
            "{n8}": lambda: "%08d" % r.randint(1000000, 99999999),
            "{n10}": lambda: "%010d" % r.randint(10 ** 8, 10 ** 10 - 1),
            "{L1}": lambda: r.choice(up),
            "{L2}": lambda: "".join(r.choice(up) for _ in range(2)),
            "{L3}": lambda: "".join(r.choice(up) for _ in range(3)),
            "{A6}": lambda: "".join(r.choice(al) for _ in range(6)),
            "{A8}": lambda: "".join(r.choice(al) for _ in range(8)),
            "{A12}": lambda: "".join(r.choice(al) for _ in range(12)),
        }
        out = pat
        for k, f in rep.items():
            while k in out:
                out = out.replace(k, f(), 1)
        return out

    # ---------------------------------------------------------------- fact values
    def gen_name(self):
        r = self.rng
        if self.zh:
            nm = r.choice(SUR_ZH) + r.choice(GIVEN_ZH)
            return [nm], {"name": nm, "role": r.choice(ROLES_ZH), "loc": self.loc()}
        nm = r.choice(FIRST_EN) + " " + r.choice(LAST_EN)
        return [nm], {"name": nm, "role": r.choice(ROLES_EN), "loc": self.loc()}

    def gen_command(self):
        r = self.rng
        base = "/mnt/share/hexin" if self.zh else "/mnt/share/saltmarsh"
        folders = ["recce/" + x for x in (["liangzhan", "chaguan", "citang", "jiangdi", "youju", "zhuanyao"] if self.zh
                                          else ["hollins_farm", "old_rectory", "quarry", "ferryman", "lido", "regal"])]
        folders += ["permits/council", "callsheets/week%d" % r.randint(1, 4), "dailies/day%02d" % r.randint(1, 24),
                    "stills/day%02d" % r.randint(1, 24), "drone/raw", "art/refs"]
        f = r.choice(folders)
        svc = r.choice(["jellyfin", "smbd", "syncthing", "nginx", "minidlna"])
        user = r.choice(["dit", "loc", "edit", "dailies", "admin"])
        host = r.choice(["dailies", "nuc", "nas", "edit-mac", "vanbox"])
        opts = [
            ("rsync -avh --progress /Volumes/CARD_%s%03d/ %s/dailies/day%02d/" % (r.choice("ABC"), r.randint(1, 240), base, r.randint(1, 24)),
             "offload a card to the share", "把卡拷到共享盘"),
            ("du -sh %s/%s" % (base, f), "see how big the folder is", "看文件夹多大"),
            ("sudo systemctl restart %s" % svc, "restart the %s service" % svc, "重启%s服务" % svc),
            ("docker compose -f /srv/%s/compose.yml up -d" % svc, "bring the %s container back up" % svc, "把%s容器拉起来" % svc),
            ("tail -n %d /var/log/%s/%s.log" % (r.randint(20, 500), svc, svc), "see the last bit of the %s log" % svc, "看%s日志" % svc),
            ("find %s/%s -name '*.%s' -mtime -%d" % (base, f, r.choice(["MOV", "MP4", "JPG", "BRAW", "WAV"]), r.randint(1, 9)),
             "find the recent files", "找最近的文件"),
            ("chmod -R g+w %s/%s" % (base, f), "let the team write to the folder", "让大家都能往文件夹里写"),
            ("ffmpeg -i C%04d.MP4 -vf scale=1280:-2 -crf %d C%04d_proxy.mp4" % ((lambda n: (n, r.randint(20, 30), n))(r.randint(1, 9999))),
             "make a proxy for the director", "给导演转个小样"),
            ("ssh %s@%s.local" % (user, host), "get onto the %s box" % host, "登录%s那台机器" % host),
            ("df -h /mnt/%s" % r.choice(["share", "raid", "backup", "scratch", "media"]), "check how much space is left", "看还剩多少空间"),
            ("ls -lt %s/%s | head -%d" % (base, f, r.randint(5, 40)), "see the newest files", "看最新的文件"),
            ("exiftool -csv -GPSLatitude -GPSLongitude %s/%s > gps_%d.csv" % (base, f, r.randint(1, 99)),
             "pull the GPS out of the recce photos", "把勘景照片的GPS导出来"),
            ("zip -r recce_%s_%d.zip %s/%s" % (r.choice(["pack", "owner", "ads", "art"]), r.randint(1, 99), base, f),
             "zip the recce photos for the ADs", "把勘景照片打包给导演组"),
            ("smbclient //%s/%s -U %s" % (host, r.choice(["share", "dailies", "media", "scratch"]), user),
             "connect to the share from the van", "从车上连共享盘"),
        ]
        cmd, pen, pzh = r.choice(opts)
        return [cmd], {"cmd": cmd, "purpose": pzh if self.zh else pen}

    def gen_id(self):
        label, pat = self.rng.choice(ID_ZH if self.zh else ID_EN)
        v = self.fill_code(pat)
        return [v], {"id": v, "label": label}

    def gen_port(self):
        p = str(self.rng.randint(2000, 64999))
        return [p], {"p": p, "what": self.pick(PORTWHAT_ZH if self.zh else PORTWHAT_EN)}

    def gen_version(self):
        r = self.rng
        a, b, c = r.randint(1, 19), r.randint(0, 14), r.randint(0, 40)
        fm = r.randint(0, 4)
        if fm == 0:
            v = "%d.%d.%d" % (a, b, c)
        elif fm == 1:
            v = "v%d.%d.%d" % (a, b, c)
        elif fm == 2:
            v = "%d.%d.%d-%d" % (a, b, c, r.randint(10000, 99999))
        elif fm == 3:
            v = "%d.%d build %d" % (a, b, r.randint(10, 999))
        else:
            v = "v%02d.%02d.%04d" % (r.randint(1, 9), r.randint(0, 20), r.randint(100, 9999))
        return [v], {"v": v, "sw": self.pick(SOFT_ZH if self.zh else SOFT_EN)}

    def gen_money(self):
        r = self.rng
        if self.zh:
            fm = r.randint(0, 3)
            if fm == 0:
                m = "%d元" % (r.randint(3, 300) * 50)
            elif fm == 1:
                m = "¥{:,}".format(r.randint(2, 600) * 50)
            elif fm == 2:
                m = "%.1f万" % (r.randint(11, 99) / 10.0)
            else:
                m = "%d块" % (r.randint(2, 90) * 100)
            what = self.pick(MONEYWHAT_ZH).format(loc=self.loc())
        else:
            fm = r.randint(0, 5)
            if fm in (0, 1):
                m = "£{:,}".format(r.randint(20, 1900) * 5)
            elif fm == 2:
                m = "£%d" % (r.randint(4, 199) * 5)
            elif fm == 3:
                m = "£%.1fk" % (r.randint(11, 99) / 10.0)
            elif fm == 4:
                m = "%d quid" % (r.randint(4, 99) * 10)
            else:
                m = "€{:,}".format(r.randint(10, 600) * 5)
            what = self.pick(MONEYWHAT_EN).format(loc=self.loc())
        return [m], {"m": m, "what": what}

    def gen_date(self):
        r = self.rng
        dt = date(2026, 12, 1) + timedelta(days=r.randint(0, 88))
        wd = dt.weekday()
        if self.zh:
            fm = r.randint(0, 6)
            if fm == 0:
                d = "%d月%d日" % (dt.month, dt.day)
            elif fm == 1:
                d = "%d月%d号" % (dt.month, dt.day)
            elif fm == 2:
                d = "%d月%d日（周%s）" % (dt.month, dt.day, WD_ZH[wd])
            elif fm == 3:
                d = "%d.%d" % (dt.month, dt.day)
            elif fm == 4:
                d = r.choice(["下周", "下下周", "这周"]) + r.choice(WD_ZH[:6])
            elif fm == 5:
                d = r.choice(["月底前", "元旦前", "下个月初", "春节前", "年底前", "元旦后第一个周一"])
            else:
                d = "%d号" % dt.day
            event = self.pick(EVENT_ZH).format(loc=self.loc())
        else:
            sfx = "th" if 11 <= dt.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dt.day % 10, "th")
            fm = r.randint(0, 5)
            if fm == 0:
                d = "%s %d %s" % (WD3[wd], dt.day, MON3[dt.month])
            elif fm == 1:
                d = "%s %d%s %s" % (WDF[wd], dt.day, sfx, MONF[dt.month])
            elif fm == 2:
                d = "the %d%s of %s" % (dt.day, sfx, MONF[dt.month])
            elif fm == 3:
                d = "%s %02d/%02d" % (WD3[wd], dt.day, dt.month)
            elif fm == 4:
                d = "%d%s %s" % (dt.day, sfx, MON3[dt.month])
            else:
                d = "%s %d%s" % (MONF[dt.month], dt.day, sfx)
            event = self.pick(EVENT_EN).format(loc=self.loc())
        return [d], {"d": d, "event": event}

    def gen_decision(self):
        r = self.rng
        if self.zh:
            while True:
                fm = r.randint(0, 2)
                if fm == 0:
                    sc = r.choice(SCENES_ZH)
                    c, topic = "%s拍%s" % (self.loc(), sc), sc
                elif fm == 1:
                    v, it = r.choice(VENDOR_ITEMS_ZH)
                    c, topic = "%s家的%s" % (v, it), it
                else:
                    c, topic = "%s当基地" % self.loc(), "base"
                if topic not in self.topics:
                    break
            rs = r.choice(REASONS_ZH)
        else:
            while True:
                fm = r.randint(0, 3)
                sc = r.choice(SCENES_EN)
                if fm == 0:
                    c, topic = "%s for the %s" % (self.loc(), sc), sc
                elif fm == 1:
                    v, it = r.choice(VENDOR_ITEMS_EN)
                    c, topic = "%s for the %s" % (v, it), it
                elif fm == 2:
                    c, topic = "%s as unit base" % self.loc(), "base"
                else:
                    c, topic = "the %s at %s" % (sc, self.loc()), sc
                if topic not in self.topics:
                    break
            rs = r.choice(REASONS_EN)
        return [c, rs], {"c": c, "r": rs, "topic": topic}

    def gen_constraint(self):
        if self.zh:
            a, s = self.pick(ACTIONS_ZH), self.pick(SCOPES_ZH)
        else:
            a, s = self.pick(ACTIONS_EN), self.pick(SCOPES_EN)
        return [a, s], {"a": a, "s": s}

    def gen_question(self):
        free = [x for x in self.qlocs if x not in self.topics] or self.qlocs
        ql = self.pick(free)
        if self.zh:
            q = ql + self.pick(QTHINGS_ZH)
        else:
            q = "%s at %s" % (self.pick(QTHINGS_EN), ql)
        return [q], {"q": q, "qloc": ql}

    TOPIC_KEY = {"name": "role", "id": "label", "port": "what", "version": "sw", "money": "what",
                 "date": "event", "decision": "topic", "question": "qloc"}

    def make_fact(self, kind):
        # one fact per topic (role, label, event, ...) so no later fact supersedes an earlier one
        tk = self.TOPIC_KEY.get(kind)
        for _ in range(1000):
            needles, data = getattr(self, "gen_" + kind)()
            if tk and data[tk] in self.topics:
                continue
            if self.fits(needles):
                break
        else:
            raise RuntimeError("no unique value")
        self.used.extend(needles)
        if tk:
            self.topics.add(data[tk])
        data.setdefault("loc", self.loc())
        return {"kind": kind, "needles": needles, "data": data}

    # ---------------------------------------------------------------- rendering
    def typo(self, tpl):
        if self.zh or self.rng.random() < 0.6:
            return tpl
        for a, b in self.rng.sample(TYPOS_EN, 2):
            tpl = tpl.replace(a, b)
        return tpl

    def sentence(self, f):
        tpl = self.pick((T_ZH if self.zh else T_EN)[f["kind"]])
        return self.typo(tpl).format(**f["data"])

    def formal(self, f):
        pool = (FORMAL_ZH if self.zh else FORMAL_EN).get(f["kind"])
        if not pool:
            return self.sentence(f)
        s = self.pick(pool).format(**f["data"])
        return s[0].upper() + s[1:]

    def ack(self, kinds, q_only=False):
        r = self.rng
        parts = [r.choice(OPEN_ZH if self.zh else OPEN_EN)]
        acks = ACK_ZH if self.zh else ACK_EN
        for k in dict.fromkeys(kinds):
            if k in acks:
                parts.append(r.choice(acks[k]))
        body = ("" if self.zh else " ").join(parts)
        adv = r.sample(ADVICE_ZH if self.zh else ADVICE_EN, r.randint(1, 4))
        head = self.L("A few things to keep in mind:", "另外几点提醒：")
        out = body + "\n\n" + head + "\n" + "\n".join("- " + a for a in adv)
        close = r.choice(CLOSE_ZH if self.zh else CLOSE_EN)
        return out + "\n\n" + close

    def user_bullets(self, fs):
        r = self.rng
        if self.zh:
            head = r.choice(["现场几件事：", "今天的情况：", "勘景记录", "快速更新", "", "记一下"])
            mk = r.choice(["- ", "• ", "%d. "])
        else:
            head = r.choice(["from set:", "quick ones:", "update -", "recce notes", "stuff from today", "", "ok so"])
            mk = r.choice(["- ", "* ", "• ", "%d) "])
        lines = []
        for i, f in enumerate(fs):
            m = mk % (i + 1) if "%d" in mk else mk
            lines.append(m + self.sentence(f))
        if r.random() < 0.4:
            extra = r.choice(["跟老板聊得挺好", "下午要下雨", "导演还想再来一次"] if self.zh else
                             ["owner's lovely", "it's freezing", "director wants another look", "van's making a noise again"])
            lines.insert(r.randint(0, len(lines)), (mk % (len(lines) + 1) if "%d" in mk else mk) + extra)
            if "%d" in mk:
                lines = [(mk % (i + 1)) + ln.split(" ", 1)[1] if ln[0].isdigit() else ln for i, ln in enumerate(lines)]
        return (head + "\n" if head else "") + "\n".join(lines)

    def user_voice(self, fs):
        r = self.rng
        if self.zh:
            pre = r.choice(["（语音转文字）", "语音转的，有错字别管：", "开车呢语音说一下，", ""])
            joins = ["，然后", "，还有就是", "，对了", "，那个", "。另外"]
            asides = ["今天风特别大", "老板家的狗一直跟着我们", "导演又改主意了", "路上堵死了"]
            suf = r.choice(["，就这些", "。先这样", "，回头再说", ""])
        else:
            pre = r.choice(["ok voice note cos I'm driving ", "right quick update from the recce ",
                            "dictating this so sorry for typos ", "so um ", "update from set "])
            joins = [" and also ", " oh and ", " um and ", " then ", ". also ", " and the other thing is "]
            asides = ["the owner's dog would not leave us alone", "it's absolutely chucking it down",
                      "the director wants to see it again", "we're running late obviously",
                      "the satnav sent us down a farm track"]
            suf = r.choice([" that's it for now", " full stop", " ok send", " anyway speak later", ""])
        parts = [self.sentence(f) for f in fs]
        if r.random() < 0.6:
            parts.insert(r.randint(0, len(parts)), r.choice(asides))
        txt = parts[0]
        for p in parts[1:]:
            txt += r.choice(joins) + p
        return pre + txt + suf

    def user_terse(self, fs):
        r = self.rng
        s = "；".join(self.sentence(f) for f in fs) if self.zh else "; ".join(self.sentence(f) for f in fs)
        if r.random() < 0.3:
            s += r.choice(["", "！", "…"] if self.zh else ["", " x", " !!", "."])
        return s

    def user_email(self, fs):
        r = self.rng
        names = [f for f in fs if f["kind"] == "name"]
        rest = [f for f in fs if f["kind"] != "name"]
        if self.zh:
            intro, org = r.choice([("转发一下街道办的通知，帮我看看重点", "街道办综合科"), ("文旅局发来的，你看下", "文旅局办公室"),
                                   ("看下面这封邮件😮‍💨", r.choice(["街道办综合科", "文旅局办公室", "制片办公室"])),
                                   ("派出所回的邮件，帮我划一下重点", "派出所治安队")])
            head = r.choice(["关于《河心》剧组拍摄的有关要求", "《河心》剧组场地使用确认", "拍摄备案回复"])
            body = []
            nums = "一二三四五六七八"
            for i, f in enumerate(rest):
                body.append("%s、%s；" % (nums[i], self.formal(f)))
            sig = "\n".join("%s（%s）" % (f["data"]["name"], f["data"]["role"]) for f in names) or org
            return "%s\n\n---------- 转发的邮件 ----------\n主题：%s\n\n您好：\n\n%s\n\n如有疑问请及时联系。\n\n%s" % (
                intro, head, "\n".join(body) or "现将有关事项回复如下。", sig)
        intro = r.choice(["fwd, can you pull out what matters", "see below 🙄",
                          "this just came in, thoughts?", "fyi", "pasting this so it's in one place"])
        subj = r.choice(["Filming at the location - conditions", "RE: Saltmarsh filming notification",
                         "Your booking", "Re: Re: dates and charges", "Film office update"])
        frm, org = r.choice([("Film Office <filming@coastdc.gov.uk>", "Film Office, Coast District Council"),
                             ("bookings@coastvenues.co.uk", "Bookings, Coast Venues"),
                             ("Production Office <office@saltmarshfilm.co.uk>", "Saltmarsh Production Office"),
                             ("Harbour Office <harbour@portstaith.org>", "Harbour Office"),
                             ("Coastal Drones Ltd <ops@coastaldrones.co.uk>", "Coastal Drones Ltd")])
        body = []
        numbered = r.random() < 0.5
        for i, f in enumerate(rest):
            s = self.formal(f).rstrip(".!? ")
            body.append(("%d. " % (i + 1) if numbered else "") + s + ".")
        sig = "\n".join("%s\n%s" % (f["data"]["name"], f["data"]["role"][0].upper() + f["data"]["role"][1:]) for f in names) or org
        return "%s\n\n---------- Forwarded message ---------\nFrom: %s\nSubject: %s\n\nHi,\n\n%s\n\nKind regards,\n%s" % (
            intro, frm, subj, ("\n" if numbered else "\n\n").join(body) or "Please see the notes below.", sig)

    def user_callsheet(self, fs):
        r = self.rng
        day = r.randint(1, 24)
        crew, notes = [], []
        for f in fs:
            d = f["data"]
            if f["kind"] == "name":
                crew.append("  %s: %s" % (d["role"].upper(), d["name"]) if not self.zh else "  %s：%s" % (d["role"], d["name"]))
            elif f["kind"] == "date":
                notes.append("  - %s: %s" % (d["event"], d["d"]) if not self.zh else "  - %s：%s" % (d["event"], d["d"]))
            elif f["kind"] == "constraint":
                notes.append("  - %s %s" % (d["a"], d["s"]) if not self.zh else "  - %s%s" % (d["s"], d["a"]))
            else:
                notes.append("  - " + self.sentence(f))
        if self.zh:
            intro = r.choice(["通告单草稿，帮我看看有没有漏的", "明天的通告单，先发你一份", "这是执行导演发的通告单"])
            return "%s\n\n《河心》第%d天通告单（草稿）\n基地：%s\n\n主创/工作人员\n%s\n\n注意事项\n%s" % (
                intro, day, self.loc(), "\n".join(crew) or "  见群公告", "\n".join(notes) or "  无")
        intro = r.choice(["draft call sheet from the AD, anything missing?", "tomorrow's call sheet, pasting",
                          "can you sanity check this call sheet", "callsheet v2 below"])
        return "%s\n\nSALTMARSH - CALL SHEET DAY %d (DRAFT)\nUNIT BASE: %s\n\nCREW\n%s\n\nLOCATION NOTES\n%s" % (
            intro, day, self.loc(), "\n".join(crew) or "  see group chat", "\n".join(notes) or "  none")

    def user_terminal(self, fs):
        r = self.rng
        prompt = r.choice(["dailies@nuc:~$ ", "$ ", "loc@vanbox ~ % "])
        lines = []
        for f in fs:
            d = f["data"]
            if f["kind"] == "command":
                lines.append(prompt + d["cmd"])
                lines.append(r.choice(["sending incremental file list", "Permission denied (publickey).",
                                       "done", "[sudo] password for dit:", "total 0", "^C"]))
            elif f["kind"] == "version":
                lines.append(prompt + r.choice(["cat /etc/VERSION", "jellyfin --version", "syncthing --version", "dpkg -l | grep media"]))
                lines.append("%s version %s" % (d["sw"], d["v"]) if r.random() < 0.5 else "productversion=\"%s\"  # %s" % (d["v"], d["sw"]))
            elif f["kind"] == "port":
                lines.append(prompt + "ss -tlnp")
                lines.append("LISTEN 0  511  0.0.0.0:%s  users:((\"%s\"))" % (d["p"], r.choice(["jellyfin", "nginx", "syncthing", "node"])))
            else:
                lines.append("# " + self.sentence(f))
        block = "\n".join(x for x in lines if x is not None)
        if self.zh:
            intro = r.choice(["小主机上显示的，帮我看看", "贴一下终端里的东西，看不懂", "DIT走之前留的记录："])
            tail = r.choice(["", "这是啥意思", "这样对吗？"])
        else:
            intro = r.choice(["this is what the box says, sorry it's a mess:", "pasting from the terminal:",
                              "DIT's notes from last night:", "ok what does this mean"])
            tail = r.choice(["", "is that right?", "no idea what I'm looking at tbh"])
        hints = []
        for f in fs:
            if f["kind"] == "port":
                hints.append(self.L("that's the %s" % f["data"]["what"], "这个是%s" % f["data"]["what"]))
        return intro + "\n```\n" + block + "\n```\n" + " ".join(hints + [tail]).strip()

    # ---------------------------------------------------------------- tools
    def tool_payload(self, tool, fs, lc, topic):
        r = self.rng
        zh = self.zh
        if tool == "search_permits":
            args = {"location": lc}
            lines = [self.L("Permit record - %s" % lc, "拍摄许可记录 - %s" % lc),
                     self.L("Status: %s" % r.choice(["approved", "approved with conditions", "pending sign-off"]),
                            "状态：%s" % r.choice(["已通过", "附条件通过", "待签字"]))]
            for f in fs:
                d = f["data"]
                k = f["kind"]
                if k == "id":
                    lines.append(self.L("Reference: %s (%s)" % (d["id"], d["label"]), "编号：%s（%s）" % (d["id"], d["label"])))
                elif k == "name":
                    lines.append(self.L("Contact: %s, %s" % (d["name"], d["role"]), "联系人：%s，%s" % (d["name"], d["role"])))
                elif k == "money":
                    lines.append(self.L("Charge - %s: %s" % (d["what"], d["m"]), "费用 - %s：%s" % (d["what"], d["m"])))
                elif k == "date":
                    lines.append(self.L("%s: %s" % (d["event"][0].upper() + d["event"][1:], d["d"]), "%s：%s" % (d["event"], d["d"])))
                elif k == "constraint":
                    lines.append(self.L("Condition: %s %s" % (d["a"], d["s"]), "附加条件：%s%s" % (d["s"], d["a"])))
            return args, "\n".join(lines)
        if tool == "get_booking":
            args = {"location": lc}
            rec = {"location": lc, "status": "confirmed"} if not zh else {"场地": lc, "状态": "已确认"}
            for i, f in enumerate(fs):
                d = f["data"]
                k = f["kind"]
                if k == "name":
                    key = self.L(r.choice(["contact", "point of contact", "site contact"]), r.choice(["联系人", "现场联系人", "对接人"]))
                    rec[key + ("" if key not in rec else str(i))] = "%s (%s)" % (d["name"], d["role"]) if not zh else "%s（%s）" % (d["name"], d["role"])
                elif k == "money":
                    rec[self.L("charge_%d" % (i + 1), "费用%d" % (i + 1))] = {self.L("item", "项目"): d["what"], self.L("amount", "金额"): d["m"]}
                elif k == "date":
                    rec[self.L("date_%d" % (i + 1), "日期%d" % (i + 1))] = {self.L("what", "事项"): d["event"], self.L("when", "时间"): d["d"]}
                elif k == "id":
                    rec[self.L("ref_%d" % (i + 1), "编号%d" % (i + 1))] = "%s (%s)" % (d["id"], d["label"])
            rec[self.L("notes", "备注")] = self.L("see signed release on the drive", "签好的协议在共享盘上")
            return args, json.dumps(rec, ensure_ascii=False, indent=1)
        if tool == "search_inbox":
            args = {"query": topic}
            msgs = []
            for f in fs:
                d = f["data"]
                if f["kind"] == "name":
                    frm = d["name"]
                    snip = self.L(r.choice(["Hi, I'm the %s, just introducing myself before the shoot.",
                                            "Hello - %s here, happy to help on the day."]) % d["role"],
                                  r.choice(["您好，我是%s，拍摄前先认识一下。", "你好，我是这边的%s，当天有事找我。"]) % d["role"])
                else:
                    frm = self.L(r.choice(SENDERS_EN[f["kind"]]), r.choice(SENDERS_ZH[f["kind"]]))
                    snip = self.formal(f)
                msgs.append({self.L("from", "发件人"): frm, self.L("subject", "主题"): self.L(r.choice(["Re: Saltmarsh", "filming", "update", "quick one"]), r.choice(["回复：河心剧组", "拍摄事宜", "更新", "确认一下"])),
                             self.L("snippet", "摘要"): snip})
            return args, json.dumps({self.L("results", "结果"): msgs}, ensure_ascii=False, indent=1)
        if tool == "read_drive_file":
            path = self.L("/mnt/share/saltmarsh/README-dailies.md", "/mnt/share/hexin/说明.md")
            args = {"path": path}
            lines = [self.L("# Dailies box - notes from the DIT", "# 样片服务器说明（DIT）"), ""]
            for f in fs:
                d = f["data"]
                k = f["kind"]
                if k == "command":
                    lines.append(self.L("- to %s: `%s`" % (d["purpose"], d["cmd"]), "- %s：`%s`" % (d["purpose"], d["cmd"])))
                elif k == "port":
                    lines.append(self.L("- %s: http://dailies.local:%s" % (d["what"], d["p"]), "- %s：http://dailies.local:%s" % (d["what"], d["p"])))
                elif k == "version":
                    lines.append(self.L("- %s pinned at %s, do not update mid-shoot" % (d["sw"], d["v"]), "- %s固定在%s，拍摄期间别升级" % (d["sw"], d["v"])))
            lines.append("")
            lines.append(self.L("Ask before deleting anything.", "删东西之前先问。"))
            return args, "\n".join(lines)
        if tool == "media_server_status":
            args = {"host": "dailies.local"}
            lines = ["host=dailies.local", "uptime=%dd %dh" % (r.randint(1, 30), r.randint(0, 23)), "state=running"]
            for f in fs:
                d = f["data"]
                if f["kind"] == "port":
                    lines.append("listen=%s  # %s" % (d["p"], d["what"]))
                elif f["kind"] == "version":
                    lines.append("version=%s  # %s" % (d["v"], d["sw"]))
            lines.append("disk_free=%d%%" % r.randint(5, 80))
            return args, "\n".join(lines)
        if tool == "calendar_events":
            args = {"range": self.L("next three weeks", "未来三周")}
            lines = []
            for f in fs:
                d = f["data"]
                if f["kind"] == "date":
                    lines.append("- %s · %s" % (d["d"], d["event"]))
                elif f["kind"] == "name":
                    lines.append(self.L("- (no date) call with %s, %s" % (d["name"], d["role"]), "- （未定日期）跟%s通电话，%s" % (d["name"], d["role"])))
            return args, "\n".join(lines)
        raise ValueError(tool)

    def tool_rows(self, name, payload):
        args, output = payload
        return json.dumps(args, ensure_ascii=False), output

    # ---------------------------------------------------------------- episodes
    def ep_user(self, style, fs):
        txt = getattr(self, "user_" + style)(fs)
        return [("user", txt), ("assistant", self.ack([f["kind"] for f in fs]))]

    def ep_asst(self, f):
        r = self.rng
        d = f["data"]
        if f["kind"] == "command":
            q = self.L(r.choice(["what's the command to %s again?", "how do i %s in the terminal",
                                 "remind me how to %s, DIT's gone home"]) % d["purpose"],
                       r.choice(["%s的命令是啥来着？", "终端里怎么%s？", "DIT下班了，怎么%s来着"]) % d["purpose"])
            a = self.L("You can do that with:\n\n    %s\n\nRun it on the dailies box itself rather than over wifi - it's much faster and you won't get a half-finished copy if the signal drops. If it complains about permissions, check you're logged in as the DIT user." % d["cmd"],
                       "可以用这条：\n\n    %s\n\n最好直接在样片服务器上跑，不要隔着wifi，快很多，也不会因为断网拷一半。如果提示没权限，先确认是不是用DIT的账号登录的。" % d["cmd"])
        else:
            q = self.L(r.choice(["when could we realistically do %s? pick something that works with what's in the diary",
                                 "draft me a text about %s, suggest a date"]) % d["event"],
                       r.choice(["%s放哪天比较合适？看下日程", "帮我起草条消息说%s的事，建议个日子"]) % d["event"])
            a = self.L("Looking at what's already booked, the cleanest option is %s. Here's a draft:\n\n> Hi, hope all's well. Would %s suit you for this? We'd keep it short and let you know the exact arrival time the day before. Thanks so much.\n\nWant me to send it or will you?" % (d["d"], "that day"),
                       "对照已经排的日程，最顺的是%s。草稿：\n\n> 您好，想跟您确认一下这件事那天是否方便？我们会尽量简短，前一天告诉您具体到的时间。谢谢！\n\n我来发还是你发？" % d["d"])
        return [("user", q), ("assistant", a)]

    def ep_tool(self, tool, fs):
        r = self.rng
        lc = self.loc()
        topic = self.pick(TOPICS_ZH if self.zh else TOPICS_EN).format(loc=lc)
        kw = self.pick(["拍摄", "河心", lc, "许可", "无人机", "发票", "场地"] if self.zh else
                       ["filming", "Saltmarsh", lc, "permit", "drone", "invoice", "location"])
        if tool == "search_inbox":
            topic = kw
        req = self.pick((TOOLREQ_ZH if self.zh else TOOLREQ_EN)[tool]).format(loc=lc, topic=topic, kw=kw)
        payload = self.tool_payload(tool, fs, lc, topic)
        after = [r.choice(AFTERTOOL_ZH if self.zh else AFTERTOOL_EN)]
        ak = AFTERTOOL_KIND_ZH if self.zh else AFTERTOOL_KIND_EN
        for k in dict.fromkeys(f["kind"] for f in fs):
            after.append(ak[k])
        adv = r.sample(ADVICE_ZH if self.zh else ADVICE_EN, r.randint(1, 3))
        txt = ("" if self.zh else " ").join(after) + "\n\n" + "\n".join("- " + a for a in adv)
        return [("user", req), ("tool", tool, payload), ("assistant", txt)]

    def ep_filler(self):
        r = self.rng
        key = "short" if r.random() < 0.55 else "qa"
        if not self.deck.get(key):
            pool = {"short": FILLER_SHORT_ZH if self.zh else FILLER_SHORT_EN,
                    "qa": FILLER_QA_ZH if self.zh else FILLER_QA_EN}[key]
            self.deck[key] = r.sample(pool, len(pool))
        u, a = self.deck[key].pop()
        return [("user", u), ("assistant", a)]

    def build(self):
        r = self.rng
        facts = []
        for k in KINDS:
            for _ in range(self.per_kind):
                facts.append(self.make_fact(k))
        by = {}
        for f in facts:
            ch = wchoice(r, CHANNELS[f["kind"]])
            if ch == "tool":
                ch = "tool:" + r.choice(TOOLS_FOR[f["kind"]])
            by.setdefault(ch, []).append(f)
        # callsheet needs at least a name/date/constraint first; terminal only command/version/port
        episodes = []
        for ch, fs in by.items():
            r.shuffle(fs)
            lo, hi = GROUP[ch.split(":")[0]]
            i = 0
            while i < len(fs):
                n = r.randint(lo, hi)
                grp = fs[i:i + n]
                i += n
                if ch.startswith("tool:"):
                    episodes.append(self.ep_tool(ch[5:], grp))
                elif ch == "asst":
                    episodes.append(self.ep_asst(grp[0]))
                else:
                    episodes.append(self.ep_user(ch, grp))
        r.shuffle(episodes)
        nmsg = sum(1 for ep in episodes for it in ep if it[0] != "tool")
        lo = max(136, nmsg + 8)
        hi = min(272, max(lo + 20, nmsg + 90))
        target = r.randint(lo, max(lo, hi))
        intro = self.L(
            "morning! new job - I'm locations on Saltmarsh, little indie feature shooting round the coast over the winter. I'll be throwing stuff at you all day from set, pls keep track of everything",
            "早！接了个新活，一个小成本电影《河心》，我负责场地统筹，冬天在江边那一片拍。接下来我会在现场随时丢东西给你，帮我都记好")
        intro_a = self.L(
            "Morning, and congratulations on the new job! Send things over however is easiest - bullet points, voice notes, forwarded emails, screenshots pasted as text - and I'll keep a running record of locations, contacts, paperwork, money and dates, plus a list of open questions. I can also look things up in your inbox, the booking sheet, the permit portal, the calendar and the shared drive.",
            "早，恭喜接到新活！怎么方便怎么发：列表、语音、转发邮件都行。我会把场地、联系人、手续、费用、日期都整理好，再维护一份待确认清单。邮箱、预订表、许可系统、日历和共享盘我也都能帮你查。")
        while nmsg < target:
            episodes.insert(r.randint(0, len(episodes)), self.ep_filler())
            nmsg += 2
        seq = [("user", intro), ("assistant", intro_a)]
        for ep in episodes:
            seq.extend(ep)
        return facts, seq


# ---------------------------------------------------------------------------------------------
# run protocol (copied from gen_bn.py, ids renamed)
# ---------------------------------------------------------------------------------------------

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
            cid = "call_bz%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_bz%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_bz%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_bz%d" % n, "createdAt": ts,
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

#!/usr/bin/env python3
"""Held-out retention set "by": the dispatcher of a small trucking company (eight drivers) and his
assistant.  Terse, typo-ridden texts between phone calls, pasted rate cons / load-board listings,
forwarded driver texts, and tool look-ups (load board, inbox, ELD logs, office PC services) where some
facts appear only in tool results.  The last seed's conversation is in Simplified Chinese.

usage: gen.py OKBOT_BINARY WORKDIR [SEED ...]     env: PER_KIND (default 10), SUMMARY_MAX (default 2000)
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys
from datetime import datetime, timedelta


class EN:
    # English material for held-out set "by" (trucking dispatcher).  Imported by gen.py.

    COMPANIES = ["Ridgeback Freight", "Cold Creek Transport", "Iron Mesa Trucking", "Lone Pine Carriers",
                 "Red Fork Logistics", "Cedar Bluff Hauling"]
    BASES = ["Joplin", "Fort Smith", "Springfield", "Tulsa", "Amarillo", "Texarkana"]
    CITIES = ["Memphis", "Dallas", "Laredo", "Little Rock", "Kansas City", "Oklahoma City", "Wichita", "St. Louis",
              "Chicago", "Denver", "Nashville", "Atlanta", "Omaha", "Des Moines", "Houston", "El Paso", "Shreveport",
              "Jackson", "Indianapolis", "Louisville"]
    BROKERS = ["Crestline Logistics", "BlueMesa Freight", "Arrowhead Brokerage", "Summit Lane Freight",
               "Northstar Cargo", "Prairie Wind Logistics", "Keystone Freightways", "Copperline Transport"]
    DOMAINS = ["crestlinelog", "bluemesafreight", "arrowheadbrk", "summitlane", "northstarcargo", "prairiewind",
               "keystonefw", "copperlinets"]
    SHIPPERS = ["Hollis Cold Storage", "Tri-State Poultry", "Ozark Paper Mill", "Brennan Foods DC",
                "Midwest Tile Supply", "Lakeside Produce", "Redbud Dairy", "Great Plains Pet Food",
                "Sooner Steel Coil", "Cypress Grocery DC"]
    SHOPS = ["Big Mike's Diesel", "Route 66 Truck Repair", "Hwy 71 Tire & Lube", "Dixon Fleet Service",
             "Four States Truck Center"]
    FUELCARDS = ["Pilot", "Love's", "TA Petro", "EFS", "Comdata"]
    ELDS = ["KeepRoll", "TruckLogix", "OnLane", "RoadSync"]
    SOFTS = [("RigDesk", "rigdesk"), ("HaulTrack", "haultrack"), ("DispatchIQ", "dispiq"), ("LoadMate", "loadmate")]
    TECHS = [("Kyle", "Kyle Brandt"), ("Brandon", "Brandon (IT)"), ("my nephew Josh", "Josh"), ("Tony from IT", "Tony R")]
    FACTORS = ["Riverbend Factoring", "Apex Haul Capital", "Triton Funding"]
    DRIVERS = ["Dwayne", "Marcus", "Luis", "Terrell", "Bobby", "Hector", "Rick", "Jamal", "Earl", "Travis",
               "Shonda", "Pete", "Andre", "Cody", "Ramon", "Darnell", "Kenny", "Tammy", "Wes", "Lonnie"]
    FIRST = ["Gareth", "Melissa", "Curtis", "Dana", "Roy", "Angela", "Victor", "Brenda", "Howard", "Keisha", "Lyle",
             "Monica", "Dale", "Trina", "Floyd", "Janelle", "Otis", "Renee", "Clint", "Yolanda", "Gordon", "Patrice",
             "Wade", "Colleen", "Arturo", "Bev", "Reggie", "Sheila", "Milo", "Ingrid", "Del", "Corinne", "Stu",
             "Nadia", "Elmer", "Frankie"]
    LAST = ["Pryce", "Haskell", "Dominguez", "Whitacre", "Boone", "Okafor", "Lindqvist", "Tuttle", "Marchetti",
            "Fairbanks", "Kowalczyk", "Begay", "Sorensen", "Ashby", "Trujillo", "Pennington", "Vreeland", "Mabry",
            "Castellanos", "Dupree", "Holloway", "Nakamura", "Greer", "Eberhardt", "Lockett", "Szabo", "Quintero",
            "Rutledge", "Abernathy", "McCord", "Stroud", "Villarreal", "Hatfield", "Ogden", "Crenshaw", "Pettigrew"]

    # ---------------------------------------------------------------- fact phrasing
    NAME_WHO = ["the rep at {broker}", "the new driver starting monday", "the dock lead at {shipper}",
                "the mechanic at {shop}", "the {eld} support guy", "our factoring rep at {factor}",
                "the insurance agent", "{broker}'s after-hours dispatcher", "the shipping clerk at {shipper}",
                "the DOT auditor", "the guy selling the used reefer", "the lumper boss at {shipper}",
                "the account manager at {broker}", "the tire guy at {shop}", "{broker}'s carrier sales rep",
                "the new part-time driver for weekends"]
    NAME_T = [
        "{who} is {n}, write that down somewhere",
        "fyi {n} = {who}",
        "talked to {n} ({who}), nice enough guy",
        "if {n} calls, thats {who}. put them thru to my cell",
        "{who}?? its {n} now, the old one quit",
        "got a vm from {n}, {who}, says call back after lunch",
        "{n} - {who}. dont mix them up w the other one",
        "so i finally got ahold of {who} which is {n} and they said theyre swamped till after lunch so whatever i guess we wait",
        "new contact: {n}, {who}",
        "remember {n}? {who}. hes the one to ask from now on",
    ]
    CMD_T = [
        "{tech} says run {c} if the board freezes again, thats for {purpose}",
        "ran {c} on the office pc for {purpose}, looks ok now",
        "note to self: {c} is the one for {purpose}",
        "what does {c} actually do? {tech} told me to use it for {purpose}",
        "cmd for {purpose}: {c}",
        "{tech} left a sticky note on the monitor: \"{c}\" - for {purpose} apparently",
        "every monday i gotta type {c} for {purpose}, so annoying",
        "pasting this so i dont lose it\n\n{c}\n\nthats for {purpose}",
        "ok {purpose} = {c}. typed it twice bc i fat fingered it lol",
    ]
    ID_T = [
        "{label} for {ctx} is {v}",
        "{v} <- {label}, {ctx}",
        "pls keep {v} handy, its the {label} on {ctx}",
        "{d} texted the {label}: {v} ({ctx})",
        "{ctx} {label} {v}",
        "ok {label} came thru for {ctx}: {v}",
        "if anybody asks, {label} is {v} - thats {ctx}",
        "writing this here bc my notepad is full: {ctx}, {label} {v}",
        "{label}?? hold on... {v}. thats {ctx}",
    ]
    PORT_T = [
        "{svc} is on port {p} now",
        "{tech} moved {svc} to {p}, old bookmark is dead",
        "if u need {svc} its localhost:{p}",
        "{svc} -> http://localhost:{p}",
        "port {p} = {svc}. write it down for me",
        "so {svc} wouldnt load and turns out its {p} not the old one lol",
        "the installer for {svc} picked {p}, whatever",
        "{tech} says dont touch port {p}, thats {svc}",
    ]
    VER_T = [
        "{thing} is on {v} now",
        "{d}s tablet says {v} for {thing}",
        "updated {thing} to {v} last night, fingers crossed",
        "{thing} v{v} - thats the one that supposedly fixed the log gaps",
        "support says stay on {v} for {thing}, dont update",
        "checked the office pc: {thing} version {v}",
        "{thing} keeps nagging me to go to {v}. ignoring it",
        "found it, {thing} {v}",
    ]
    MONEY_T = [
        "{what} is {v}",
        "{what}: {v}",
        "they said {v} for {what}",
        "{v} for {what}. meh",
        "{what} came out to {v}, ugh",
        "so {what} - {v}, thats what they agreed to on the phone",
        "fyi {what} = {v}",
        "{d} says {what} was {v}",
        "pls remember {what} is {v} when u do the invoice",
    ]
    DATE_T = [
        "{ev} is {dt}",
        "{ev} moved to {dt}",
        "{dt} - {ev}. dont let me forget",
        "heads up {ev} on {dt}",
        "put {ev} on the calendar for {dt}",
        "so they finally confirmed {ev} for {dt}",
        "{ev} {dt}, early morning window",
        "remind me {dt} is {ev}",
    ]
    DEC_PAIRS = [
        ("put {d} on the {city} reefer load", "his reset finishes sunday night"),
        ("give the {city} backhaul to {d}", "nobody else has the hours left"),
        ("go with {broker} for the {city} lane", "they pay in two days instead of thirty"),
        ("take the {city} reload even tho its light", "it keeps the trailer loaded heading home"),
        ("pass on the {city} load", "the rate barely covers the fuel"),
        ("send truck {t} to {shop} for the brakes", "the shop in town is backed up two weeks"),
        ("switch everybody over to the {fuelcard} card", "the discount on our lanes is way better"),
        ("keep {d} local the rest of the week", "the weather up north looks nasty all week"),
        ("team up {d} and {d2} on the {city} run", "the receiver wants it there in under two days"),
        ("update all the tablets saturday night", "the old app keeps dropping log edits"),
        ("quit hauling for {broker} for now", "they still havent paid the last detention"),
        ("park truck {t} until the new steers go on", "the tires are down to the wear bars"),
        ("let {d} take truck {t} home over the weekend", "it gets him home for his kids birthday"),
        ("move the {city} delivery to the night shift", "that receiver never makes us sit at night"),
        ("hire a second office person in january", "im sick of answering the phone at midnight"),
        ("take the {city} load from {broker}", "the deadhead is half what the other one was"),
        ("put dashcams in every truck", "the insurance guy wants it done before renewal"),
    ]
    DEC_T = [
        "ok decided, gonna {c} bc {r}",
        "we're gonna {c}. reason is {r}",
        "final call: {c}, {r} so dont argue w me lol",
        "talked it over w/ my wife and we'll {c} since {r}",
        "going to {c} - mainly cuz {r}",
        "decided to {c} because {r}, dont let me change my mind",
        "yeah lets {c}, {r}",
        "so the plan is {c}. why? {r}",
        "screw it, {c}. {r}",
    ]
    CON_PAIRS = [
        ("nobody takes a load into {city}", "without chains on board"),
        ("dont book anything with {broker}", "until they pay the old invoices"),
        ("{d} doesnt drive truck {t}", "until the brake job is signed off"),
        ("nobody pre-cools with the doors open", "on anything food grade"),
        ("dont accept a rate con over text", "no matter what the broker says"),
        ("no ride-alongs in the trucks", "unless i ok it first"),
        ("never leave a shipper without a seal on the doors", "when its a grocery DC load"),
        ("nobody runs personal conveyance", "while we're on probation with the insurance"),
        ("never sign clean for a load you didnt count", "even if the shipper is in a hurry"),
        ("dont let the tablets auto update", "during the holiday week"),
        ("no fueling at the {city} flying j", "after dark"),
        ("nobody backs into a dock blind", "if theres no spotter around"),
        ("dont give my cell number to brokers", "for any reason"),
        ("no one leaves the yard with a check engine light", "before calling me"),
        ("nobody runs I-40 through the panhandle", "while the ice storm warning is up"),
        ("new guys dont haul reefer", "for the first month after hire"),
        ("dont start a pickup", "if theres under two hours on the clock"),
    ]
    CON_T = [
        "new rule: {w} {c}",
        "make sure {w} {c}, i mean it",
        "{w} {c}. period.",
        "tell the drivers group: {w} {c}",
        "insurance guy says {w} {c}",
        "from now on {w} {c}",
        "pls remember {w} {c} - we got burned last month",
        "reminder bc someone forgot again: {w} {c}",
        "{w} {c}, told everyone on the morning call",
    ]
    QUESTIONS = [
        "whether {shipper} takes drop trailers on saturdays", "who covers the lumper at {shipper}",
        "when the new scale at the {city} yard opens", "whether the {eld} tablets need a bigger data plan",
        "if {d}s hazmat renewal went through", "how long the toll transponder refund takes",
        "whether our policy covers cargo theft at truck stops",
        "what the overnight parking is like at the {city} receiver", "if {broker} will pay a stop-off charge",
        "whether the {soft} license covers a second office pc",
        "if theres a truck wash in {city} that does reefer interiors",
        "whether the IRP cab card for truck {t} came in the mail", "what {broker}s fuel advance fee is",
        "if the {city} receiver still wants appointments through the portal",
        "whether {shop} does DOT annuals on saturdays",
    ]
    Q_T = [
        "does anybody know {q}?",
        "still no answer on {q}",
        "can u find out {q}? i dont have time to call",
        "q for later: {q}",
        "{d} asking me {q} and i got no clue",
        "remind me i still need to figure out {q}",
        "wondering {q}... emailed them yesterday, nothing back",
        "idk {q}. nobody's replied",
        "need to know {q} before friday",
    ]
    # ------------------------------------------------------------- value material
    ID_FORMATS = [  # label, pattern (# = digit), ctx
        ("load #", "LD-######", "the {city} run"),
        ("BOL", "BOL #######", "the {shipper} pickup"),
        ("PO", "PO ########", "{shipper}"),
        ("rate con #", "RC-#####", "the {broker} load"),
        ("invoice", "INV-#####", "{broker} last week"),
        ("PRO", "PRO ###-#####", "the LTL partial"),
        ("claim #", "CLM-####", "the damaged pallets"),
        ("ticket #", "TK######", "the {eld} support case"),
        ("seal #", "SL#######", "trailer {tr}"),
        ("appt #", "APT-#####", "the {city} delivery"),
        ("MC", "MC-######", "{broker}"),
    ]
    PORT_SVCS = ["the {soft} dashboard", "the ELD bridge", "the dashcam DVR page", "the fuel card sync thing",
                 "the scan server", "the yard camera viewer", "the {soft} API", "the tablet update server",
                 "the label printer page", "the route weather plugin"]
    VER_THINGS = ["the {eld} app on the tablets", "{soft}", "the tablet firmware", "the {soft} driver app",
                  "the ELD cable firmware", "the dashcams", "the IFTA plugin", "the fuel card app",
                  "the scanner driver", "the {soft} server"]
    MONEY_TYPES = [  # type, what
        ("rate", "the rate on the {city} load"), ("fsc", "FSC on the {broker} loads"),
        ("flat", "all in on the {city} run"), ("det", "detention at {shipper}"),
        ("lumper", "the lumper at {shipper}"), ("tonu", "TONU on the cancelled {city} load"),
        ("repair", "the brake job on truck {t}"), ("diesel", "diesel at the {city} Pilot"),
        ("layover", "layover in {city}"),
    ]
    DATE_EVENTS = [  # type, event
        ("load", "PU at {shipper}"), ("load", "DEL in {city}"), ("other", "the DOT audit"),
        ("truck", "annual inspection on truck {t}"), ("driver", "{d}s med card expiry"),
        ("other", "the tablet rollout"), ("other", "the {broker} payment"), ("other", "IRP renewal"),
        ("driver", "{d}s vacation"), ("other", "the new trailer delivery"),
        ("driver", "the drug test for the new guy"), ("load", "the reload out of {city}"),
    ]
    COMMANDS = [  # pattern, purpose
        ("{cli} sync --driver {acct} --force", "resyncing a drivers logs"),
        ("{cli} export ifta --quarter Q4 --csv", "the IFTA export"),
        ("ping -n {small} 192.168.{a}.{b}", "checking if the tablet gateway is alive"),
        ("ipconfig /flushdns", "clearing the junk when the load board wont load"),
        ("net use {L}: \\\\{srv}\\bols /persistent:yes", "getting the BOL scan drive back"),
        ("sc query {svc}", "checking the ELD bridge service"),
        ("docker restart {cli}-dashboard", "restarting the dashboard"),
        ("docker logs --tail {small}0 {cli}-dashboard", "pulling the dashboard error log"),
        ("robocopy C:\\scans \\\\{srv}\\scans /MIR", "copying scans to the NAS"),
        ("{cli} user unlock {acct}", "unlocking a drivers login"),
        ("{cli} reindex --all", "fixing the search when it goes blank"),
        ("schtasks /run /tn \"{task}\"", "kicking off the backup by hand"),
        ("ssh admin@192.168.{a}.{b}", "logging into the gateway box"),
        ("{cli} backup --to D:\\backups\\{cli}", "backing up the dispatch database"),
        ("{cli} logs --follow --level warn", "watching sync errors live"),
    ]

    # ----------------------------------------------------------- assistant replies
    REPLY = {
        "name": [
            "Got it - I'll remember who that is. Want me to save them as a contact note with the company and role, so it's handy the next time they call and you're juggling two phones?",
            "Noted. Tip: when a new contact shows up on a load, ask them to send you one email from their work address. Then you've got their info in writing and can search your inbox for it later instead of digging through call logs.",
            "Okay, saved. If they're going to be your go-to for that account, I'd also grab a backup contact there - people always seem to go on vacation right when a load goes sideways.",
            "Thanks, that helps. I'll use that name when I draft anything going to them, so it doesn't read like a cold email to a general inbox.",
        ],
        "command": [
            "Good to have that written down. Quick note: run it from an admin command prompt on the office PC, otherwise it can fail without telling you. If it spits out an error, paste me the output and I'll help read it.",
            "Noted. If you end up typing it every week, we could put it in a little .bat file on the desktop so it's one double-click instead of retyping it - want me to write that up?",
            "That's a reasonable fix for that symptom. If it keeps coming back, though, it's usually a sign of something underneath it (a flaky network drive, a service that crashes overnight) - worth asking IT to look at the root cause when they're in next.",
            "Got it. One thing: don't run it while a driver is mid-sync if you can avoid it - give it a minute after the tablets check in, so nothing gets half-written.",
        ],
        "id": [
            "Got it, I'll keep that reference with the load. Make sure it goes on the invoice exactly as they wrote it - mismatched reference numbers are the number one reason invoices get kicked back and paid late.",
            "Noted. Want me to add it to the load notes so the driver can give it at the guard shack? Saves a phone call when the gate asks.",
            "Saved. I'd also have the driver write it on the BOL copy before the photo goes in, so billing can match the paperwork to the load without guessing.",
            "Okay. If that one turns into a dispute later, having the number handy with the date you got it makes the conversation a lot shorter.",
        ],
        "port": [
            "Noted. If the bookmark keeps breaking, I'd make a desktop shortcut with the full address so nobody has to remember it - and write it on the sticky note by the monitor for whoever covers for you.",
            "Got it. If it doesn't load, check the service is actually running first; a wrong port and a stopped service look the same in the browser (just a 'can't connect' page).",
            "Okay, I'll remember that. If anything else on that PC ever grabs the same port, one of them will fail to start, so it's worth telling IT to keep a list.",
        ],
        "version": [
            "Thanks - good to know what everyone's actually running. When the tablets are on different versions, log problems get way harder to sort out, so it's worth getting them all on the same one.",
            "Noted. Before updating anything mid-week, I'd test it on one tablet first (ideally a driver who's home) - an update that breaks the login on the road is a bad day for everybody.",
            "Got it. If the vendor's support asks, lead with the version number; it's the first thing they'll want and it saves you ten minutes on hold.",
            "Okay. I'd keep a little list somewhere of which version each piece of software is on and when it changed, so when something starts acting weird you can see what changed right before it.",
        ],
        "money": [
            "Noted. Make sure that's on the rate con in writing before the truck rolls - brokers 'forget' phone agreements all the time, and without the paper you have no leverage.",
            "Got it. Worth keeping a running sheet of these so at the end of the month you can see which lanes and brokers actually make you money after fuel and deadhead.",
            "Okay, I'll keep that in mind for the invoice. If there's any accessorial involved, attach the receipt or the timestamped ELD screenshot - that's what gets it paid without a fight.",
            "Thanks. If that number looks low compared to what you've been getting on that lane, it's fine to counter - the worst they can say is no.",
        ],
        "date": [
            "Noted - I'll keep that date in mind. Want me to draft a reminder to the driver a day ahead, so nobody's surprised?",
            "Got it. I'd put it on the wall calendar too; phone reminders get swiped away when you're on three calls at once.",
            "Okay. If anything on the schedule around then moves, tell me and I'll check whether it collides with hours or home time.",
            "Thanks, added to what I'm tracking. If it slips, make sure you get the new date in writing, not just over the phone.",
        ],
        "decision": [
            "Makes sense, and the reasoning holds up. I'll plan around that. If anything changes (a breakdown, a weather delay), tell me and we can revisit, but I won't second-guess it otherwise.",
            "Okay, that's settled then. Want me to draft the text to the driver so they know the plan and why? Drivers take changes better when they hear the reason.",
            "Good call given that. I'll keep it in mind when we look at next week's loads so we don't accidentally undo it.",
            "Understood. For what it's worth I'd have done the same - the reason you gave is the one that matters most here.",
        ],
        "constraint": [
            "Understood - that's a hard rule. Want me to write it up as a short text for the drivers' group so it's in writing? Something that short and direct usually sticks.",
            "Got it. I'll flag it if anything we plan runs into it. It might also be worth adding it to the driver handbook page so new hires see it on day one.",
            "Noted. Rules like that only work if they're enforced the first time somebody tests them, so be ready for that conversation.",
            "Okay, I'll treat that as non-negotiable when I suggest loads or assignments.",
        ],
        "question": [
            "I don't have a way to confirm that from here - it's not in anything I can see. Best bet is a quick call or an email to whoever owns it. I'll keep it on the open items list so it doesn't get lost.",
            "No idea, honestly, and I don't want to guess on something like that. If you want, I can draft a two-line email asking them directly so it's in writing.",
            "That one's still open. I'd put it on tomorrow's call list - it's the kind of thing that bites you if you assume.",
            "I don't know, and nothing in your inbox mentions it. Worth asking before it matters.",
        ],
    }
    # assistant messages that themselves carry a fact (prompt, reply)
    ASSIST_FACT = {
        "command": [
            ("how do i do the {purpose} thing again? forgot", "For {purpose}, open a command prompt on the office PC (right-click, Run as administrator) and type:\n\n    {c}\n\nGive it a few seconds. If it comes back with 'access denied', it wasn't an admin prompt; if it says it can't find the program, you're probably not on the office PC or the software isn't on the PATH. Paste me whatever it prints if it looks wrong."),
            ("{purpose} - whats the cmd for that, {tech} isnt picking up", "This should do it:\n\n    {c}\n\nThat's the standard way to handle {purpose} with what's on that machine. Run it once, wait for it to finish, then check whether the problem is actually gone before running anything else - stacking fixes makes it hard to tell what worked."),
        ],
        "version": [
            ("is there an update for {thing}? drivers keep complaining", "The vendor's current recommended release for {thing} is {v}. I'd try it on one device first and make sure the stuff you use every day still works before you push it everywhere. Updating everything at once mid-week is how you end up with three drivers calling you from a shipper because something won't open."),
            ("which version of {thing} should we be on", "Stick with {v} for {thing}. It's the release the vendor lists as stable right now; the newer preview builds have had complaints. Once everything's on the same version, it's much easier to tell whether a problem is the software or something else."),
        ],
        "port": [
            ("{svc} clashes with something on the office pc, what port should i put it on", "Pick something high and unused - I'd put {svc} on {p}. Nothing common uses that one. After you change it in the settings, restart the service and update the bookmark; if the browser still can't connect, check the Windows firewall prompt didn't get dismissed."),
            ("need a port for {svc}, the default one is taken", "Use {p} for {svc}. It's out of the range the usual stuff grabs, so it shouldn't collide again. Write it on the sticky note by the monitor so whoever covers for you can find it."),
        ],
    }
    FOLLOW_ACK = ["ok did it", "k set", "done. works", "ok", "kk thx", "that worked"]

    # ------------------------------------------------------------------ tool talk
    TOOL_ASK = {
        "search_loads": [
            "check the board for {o} to {dst} reefer loads",
            "pull up whats posted out of {o}, {d} is empty tmrw",
            "find me something {o} > {dst} for {d}",
            "look at the load board {o} to {dst} pls",
        ],
        "driver_logs": [
            "pull {d}s logs, how much time he got",
            "how many hrs does {d} have left",
            "check {d} on the ELD real quick",
        ],
        "system_status": [
            "is everything running on the office pc? dashboard looks weird",
            "check the office pc stuff, the board is slow again",
            "can u check the services, {d} says his tablet wont sync",
        ],
    }
    TOOL_AFTER = {
        "search_loads": [
            "That's what's on the board for that lane right now. The first one looks like the best fit timing-wise for {d}; the other one would mean sitting a day. Want me to draft a counteroffer, or should I check if there's a reload out of the delivery city first?",
            "Here's what came back. Before you call on any of them, I'd check the broker's credit and days-to-pay - a good rate from a slow payer isn't a good rate. Want me to compare them against what you've been getting on that lane?",
        ],
        "read_inbox": [
            "That's the relevant mail. Nothing in there needs an answer in the next hour, but I'd reply to the first one today so it doesn't sit. Want me to draft something?",
            "Here's what I found. I'd file anything with reference numbers into the load folder so billing can find it later.",
        ],
        "driver_logs": [
            "Those are {d}'s current numbers. Fine for a short run today, but I wouldn't stack a long one on top of it without checking where the 30-minute break falls.",
            "That's {d}'s clock as of the last sync. If the tablet hasn't synced in a while, the real numbers could be a bit lower - worth a quick text to confirm before you promise a pickup time.",
        ],
        "system_status": [
            "Everything shows as running. If the board still looks off, it may be the browser cache - a hard refresh (Ctrl+F5) usually sorts that out.",
            "That's the current state of the office PC services. Nothing's down, so if a tablet isn't syncing it's more likely the tablet's connection than the office side.",
        ],
    }

    # ------------------------------------------------------------ filler episodes
    FILLER = [
        (["whats the 30 min break rule again, {d} is asking and i blanked"],
         "Short version: a driver needs a 30-minute break from driving after 8 cumulative hours of driving time. It doesn't have to be off-duty anymore - on-duty not driving (fueling, waiting at a dock, doing paperwork) counts, and so does sleeper berth or off-duty time, as long as it's 30 minutes in a row without driving.\n\nA few things that trip people up:\n- It's 8 hours of *driving*, not 8 hours since coming on duty.\n- Two 15s don't count - it has to be one consecutive block.\n- If he's sitting at a dock waiting to be loaded for 30+ minutes and logs it on-duty, that already satisfies it.\n\nSo for {d}: if he's been waiting at a shipper, he may already be covered. Have him check the ELD - most of them show a break countdown right on the main screen."),
        (["draft a text to all drivers about the ice this weekend, short, they dont read long stuff"],
         "Here's a short one:\n\n\"Heads up - ice expected this weekend across our lanes. Slow down, leave extra space, and if it's bad, park it. No load is worth a wreck. Call me before you chain up or shut down, not after. Check your wipers and washer fluid today. Stay safe.\"\n\nIf you want it even shorter for the group chat: \"Ice this weekend. Slow down, park it if it's bad, call me first. No load is worth a wreck.\""),
        (["how do i tell a broker no on eating the TONU without burning the bridge"],
         "Keep it friendly, factual, and short. Something like:\n\n\"Hey - I get that the shipper cancelled on you, and I want to keep working together. But my driver dispatched, drove to the pickup, and lost the day, so we do need the TONU as agreed on the rate con. If it helps, I'm happy to take the next load on this lane to make it easier on your end.\"\n\nWhy that works:\n1. You point to the rate con, so it's not personal.\n2. You acknowledge it's not their fault.\n3. You offer something that costs you nothing (first look at the next load) instead of dropping the money.\n\nIf they still push back, ask them to put the refusal in writing. A lot of reps back off at that point because they know it won't look good to their manager."),
        (["checklist for when a driver gets pulled in at a scale"],
         "Here's a checklist you can text to drivers:\n\n1. Stay calm and polite - attitude decides a lot of inspections.\n2. Have ready: CDL, medical card, registration (cab card), insurance, BOL, and the rate con if asked.\n3. Know how to show the logs on the ELD: the inspector may want them on the screen or transferred. Keep the ELD instruction card in the truck.\n4. Don't volunteer extra stories; answer what's asked.\n5. If they find a violation, don't argue at the scale - get a copy of the report.\n6. Text a photo of the inspection report to the office right away.\n7. If it's a clean inspection, also send it - clean ones help the CSA score.\n8. Call dispatch before leaving if they've been put out of service, so we can plan around it."),
        (["write {broker} an email asking for the updated rate con, they changed the delivery and didnt send new paperwork"],
         "Here's a draft:\n\nSubject: Updated rate confirmation needed\n\nHi,\n\nThe delivery details on our load with you changed since the original rate confirmation was issued, but we haven't received an updated copy. Could you send a revised rate con reflecting the new delivery appointment and any changes to the rate or accessorials?\n\nWe'll need it before the driver arrives at the receiver so our paperwork matches. Thanks!\n\n{company} Dispatch\n\nWant me to send it, or do you want to tweak it first?"),
        (["lol {d} just sent me a pic of a deer standing in the fuel island"],
         "Ha - hopefully it paid for its own fuel. Tell {d} to give it plenty of room; deer near truck stops usually mean more of them along the ramps, especially around dusk."),
        (["reefer pretrip - what should i make the new guys check, list pls"],
         "Reefer-specific pretrip list for new drivers:\n\n- Fuel level on the reefer tank (separate from the tractor!)\n- Unit runs and reaches setpoint; check the display for alarms\n- Setpoint matches the BOL/rate con, and mode (continuous vs cycle-sentry) matches what the shipper wants\n- Door seals intact, no tears; doors close tight\n- Air chute not torn, bulkheads available if needed\n- Floor clean and dry - food-grade loads get rejected for dirt or smell\n- Temp recorder/download working\n- Pre-cool the trailer before arriving at the shipper, doors closed\n\nAnd the big one: photo of the reefer display at pickup and delivery, with the setpoint visible. That photo settles most temperature claims."),
        (["how do i figure deadhead into what i accept, i always forget"],
         "Easiest way: divide the total pay by *all* the miles, not just the loaded ones.\n\nSo: total pay for the load (linehaul + fuel surcharge) divided by (empty miles to get to the pickup + loaded miles). That's your real rate per mile. Compare that to your cost per mile (fuel, truck payment, insurance, driver pay, maintenance) - if it's not comfortably above it, the load is losing money even if the posted rate looks good.\n\nAlso think about where it leaves the truck. A slightly worse load that ends somewhere with lots of outbound freight can beat a better load that strands you."),
        (["coffee maker in the office died. worst monday ever"],
         "That's rough - dispatching on no coffee is a special kind of pain. Gas station coffee it is. Hang in there."),
        (["ok so {d} calls me and says the receiver in {city} wont take it bc the temp recorder shows a spike and im like dude did you have it on continuous and he says he doesnt know so what do i even do with that"],
         "Okay, step by step:\n\n1. Have {d} NOT leave and NOT sign anything saying the load is rejected until you've talked to the broker.\n2. Get photos: reefer display (current temp and setpoint), the temp download if the unit can print one, the BOL with the temp noted by the shipper.\n3. Call the broker right away - they need to get the shipper/consignee talking about whether it's a full rejection or a partial.\n4. Ask the receiver for the rejection in writing, with the reason and the temps they measured (product temp, not just air temp).\n5. Pull the reefer download later - that shows whether it was continuous or cycle and what actually happened.\n\nDon't admit fault on the phone. A short spike from a door opening or a defrost cycle is normal, and the product temperature is what matters, not one air reading."),
        (["what do i say to a driver whos late to PU three times this month"],
         "Keep it private, specific and about the problem, not the person:\n\n- Start with facts: the three pickups, how late, what it cost (detention the other way, a mad broker, a lost lane).\n- Ask what's going on before assuming. Sometimes it's a sleep schedule issue, a family thing, or the way he's being dispatched.\n- Agree on one concrete change - leaving earlier, texting you at a set time, a different start time.\n- Be clear about what happens next time, and follow through.\n\nEnd on something positive if you can - if he's a good driver otherwise, say so. People fix things faster when they don't feel written off."),
        (["is it worth adding a 9th truck next year or nah"],
         "Depends on three things:\n\n1. Do you have freight for it? If you're regularly turning down loads from good customers, that's a yes signal. If you're already scraping the load boards for the eight you have, adding a ninth just adds competition for your own trucks.\n2. Do you have a driver you trust? A truck with the wrong driver costs more than no truck.\n3. Can you handle the dispatch load? Going from eight to nine is fine; the jump that hurts is when you need a second dispatcher.\n\nIf all three are solid, a used truck with a warranty is usually the safer first step over new. Want me to help build a simple cost-per-mile sheet to test the numbers?"),
        (["write a quick safety note about backing, something i can print and tape by the time clock"],
         "BACKING SAFETY - EVERY TIME\n\n- G.O.A.L.: Get Out And Look. Before you back, walk the area.\n- Use your flashers and your horn.\n- Back on the driver's side whenever you can - you can see it.\n- If you lose sight of your spotter, STOP.\n- Slow is smooth, smooth is fast. Nobody gets paid extra for a fast dock.\n- If you're not sure, pull up and try again. Nobody's counting.\n\nMost of our damage claims are backing. Don't be the next one."),
        (["explain personal conveyance to me like im 5 bc the drivers keep asking"],
         "Personal conveyance (PC) is when the truck moves but it's not for work - it's like using the truck as your personal car.\n\nOK examples:\n- Driving from a shipper to the nearest safe place to sleep after you're out of hours\n- Going from the truck stop to a restaurant\n- Going home from the yard (if the company allows it)\n\nNOT OK examples:\n- Moving closer to the next pickup to get a head start\n- Driving while loaded to make up time (loaded isn't automatically banned, but it can't be for the load's benefit)\n- Anything that helps the company's business\n\nThe simple test: would you make this move if there were no load? If the answer is 'no, I'm doing it for the load', it's not PC."),
        (["good way to track detention so we actually get paid for it?"],
         "A system that works:\n\n1. Driver texts the office (or uses a status in the ELD app) at arrival and departure - with the time on the text.\n2. Get in/out times written on the BOL and signed by the shipper/receiver when possible.\n3. When detention starts (usually after 2 hours free time), notify the broker *in writing* right then, not after. 'Driver arrived on time, still not loaded, detention starts in 15 minutes.'\n4. Invoice detention on the same invoice as the load, with the times and the notification email attached.\n\nThe notification is the part most carriers skip, and it's the thing brokers point to when they refuse to pay."),
        (["factoring vs quick pay, remind me pros cons"],
         "Factoring:\n+ Paid fast on all your loads, regardless of broker\n+ They often do credit checks and collections for you\n- You pay a percentage on every invoice\n- Some contracts require you to factor everything and are hard to exit\n\nQuick pay (offered by a broker):\n+ Only use it when you need cash, load by load\n+ No long-term contract\n- Fee per load, and it only works with that broker\n- You still chase the slow payers yourself\n\nIf cash flow is tight every week, factoring is simpler. If it's only occasionally tight, quick pay on selected loads is usually cheaper."),
        (["{d} wants to know if he can take his dog in the truck. opinion?"],
         "It can work - plenty of fleets allow it - but I'd write the rules down first:\n\n- A pet deposit or a cleaning fee if the cab needs detailing\n- Dog must be leashed outside the truck and never loose at shippers/receivers\n- Driver is responsible for damage\n- No pets on food-grade pickups if the shipper forbids it (some do, check)\n- Proof of vaccinations in the truck\n\nDrivers with pets tend to stay longer and be happier, which is worth something with only eight trucks."),
        (["ugh {broker} changed the appt time again"],
         "Annoying. Get the new time in writing (an updated rate con or at least an email), and if the change costs the driver time or pushes him into a reset, mention it now - that's the moment they're most willing to add a layover or detention, not later."),
        (["can u make me a little end of day checklist for myself"],
         "End-of-day dispatcher checklist:\n\n- Every truck: where is it, is it loaded, what's its next move tomorrow?\n- Any driver low on hours - is tomorrow's plan legal?\n- All today's deliveries: POD/BOL photos received?\n- Invoices for delivered loads sent (or queued for the morning)\n- Tomorrow's appointments confirmed in writing\n- Any breakdowns or maintenance to schedule\n- Open items from brokers you promised to call back\n- Phone on the charger, volume up for the night calls"),
        (["whats the easiest way to keep track of whos got how many hrs left without calling everybody"],
         "Use the ELD's fleet view - most of them have a screen that lists every driver with drive time, on-duty window and cycle remaining. Look at it first thing in the morning and right before you book anything for the next day.\n\nIf the dispatch software can pull hours from the ELD, even better: put the hours column right next to the truck list so you see it while you're booking. The only catch is that it's only as current as the last tablet sync, so for tight plans still send a quick text."),
        (["winter tips for the drivers, quick list"],
         "- Keep the fuel tank above half, and treat the fuel if it's going to be really cold\n- Carry chains, gloves, extra blanket, water and snacks\n- Check air lines and glad hands for ice before moving\n- Slow down on bridges and overpasses - they freeze first\n- Bump the brakes after sitting to make sure they're not frozen\n- If you can't see, don't drive. Park and call.\n- Keep the DEF from freezing - park with the heater on when you can"),
        (["how should i word a msg to a shipper thats been making us wait 4+ hrs every time"],
         "Something like:\n\n\"Hi - our drivers have been waiting four hours or more at your facility on the last several pickups despite arriving on time for the appointment. We want to keep running your freight, but the waits are costing us driver hours and other loads. Is there anything we can do on our side - earlier arrival, a different appointment slot, drop trailers - to make this smoother? Going forward we'll need to bill detention per our agreement when waits exceed the free time.\"\n\nPolite, but it puts them on notice and gives them a way to fix it."),
        (["wait whats the difference between a lumper receipt and the POD again, billing keeps asking"],
         "The POD (proof of delivery) is the signed BOL from the receiver - it proves the freight got there. Billing needs it for every load to get paid.\n\nThe lumper receipt is a separate slip from the unloading service showing what was paid to unload. You only have it when a lumper was used, and you need it to get reimbursed for that charge.\n\nSo: every load = POD. Lumper loads = POD + lumper receipt. Have drivers send both photos before leaving the dock."),
    ]
    SHORT = [("brb", "No problem."), ("phone again hold on", "Take your time - I'm here."),
             ("ok back", "Welcome back. Pick up wherever you want."), ("k", None), ("thx", "Anytime."), ("lol", None),
             ("nvm", "Okay, ignore that then."), ("sorry driver called", "No worries - drivers first."), ("yep", None),
             ("ok", None), ("hang on", "Sure."), ("back. where were we", "We were going through today's loads and open items - carry on whenever you're ready."),
             ("ugh", "Rough one? Want me to take something off your plate?"), ("one sec", None)]
    EMAIL = {  # per fact kind: (subject, body)
        "id": ("{label} - {ctx}", "Hi,\n\n{Label} for {ctx} is {v}. Please put it on your invoice.\n\nThanks"),
        "money": ("confirmation", "Hi,\n\nConfirming {what}: {v}. Let us know if you have questions."),
        "date": ("schedule", "Hi,\n\n{Ev} is set for {dt}. Please confirm your driver can make it."),
        "command": ("re: office pc", "hey,\n\nfor {purpose} just run {c} on the office pc. should work, call me if not"),
        "version": ("update", "{Thing} got updated to {v} overnight. if anything looks off let me know"),
        "port": ("moved it", "moved {svc} over to port {p}, update your bookmark"),
    }
    INBOX_ASK_IT = ["did {tech} email me back", "any emails from {tech}?"]
    INBOX_ASK = [("check my inbox for anything from {broker}", "broker"), ("any new emails? havent looked since 6", None),
                 ("search my email for the stuff about {shipper}", "shipper")]
    DRIVER_LINE = {"name": "{n} is {who}", "id": "{label} is {v} for {ctx}", "money": "{what} was {v}",
                   "date": "{ev} is {dt}"}
    OPENER = ("morning. coffee not kicked in yet. all 8 out today except {d}, hes at the yard waiting on a trailer wash",
              "Morning! Sounds like a normal start. While {d} waits on the wash, it's a good time to line up his next load so he isn't sitting after. Want me to check the board or your inbox first?")
    CLOSER = ("ok im done for today, phone stays on for emergencies only",
              "Sounds good - have a good evening. Everything we talked about is saved; tomorrow we can pick up the open items first thing.")


class ZH:
    # Chinese material for held-out set "by" (小车队调度).  Imported by gen.py.

    COMPANIES = ["鑫达物流", "顺通运输", "宏远货运", "路通物流", "恒安运输"]
    BASES = ["郑州", "石家庄", "临沂", "西安", "合肥"]
    CITIES = ["上海", "广州", "成都", "武汉", "杭州", "天津", "济南", "南京", "长沙", "重庆", "青岛", "沈阳", "苏州",
              "昆明", "太原", "南昌"]
    BROKERS = ["华运信息部", "通达货运平台", "金桥物流", "万家配货站", "满途货运", "恒顺信息部"]
    DOMAINS = ["huayun56", "tongda-wl", "jinqiao", "wanjia56", "mantu", "hengshun"]
    SHIPPERS = ["东方冷库", "新乡造纸厂", "华联物流园", "金龙面粉厂", "北郊配送中心", "宏大瓷砖厂", "三元乳业仓",
                "南环冻品市场"]
    SHOPS = ["老刘修理厂", "高速口那家轮胎店", "城北汽修", "重汽服务站"]
    FUELCARDS = ["中石化油卡", "中石油油卡", "壳牌车队卡"]
    ELDS = ["星途", "北斗通", "车联宝"]
    SOFTS = [("调度通", "ddt"), ("运易管", "yyg"), ("车队宝", "cdb")]
    TECHS = [("网管小张", "网管小张"), ("我外甥", "小军"), ("软件公司的售后", "调度软件售后")]
    FACTORS = ["保理公司"]
    DRIVERS = ["老王", "小李", "老张", "大刘", "小陈", "老赵", "老马", "小孙", "老周", "小杨", "老胡", "小郭"]
    SURN = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "马", "胡", "朱", "郭", "何", "罗",
            "高", "林", "韩", "魏"]
    GIVEN = ["建国", "海涛", "志强", "秀英", "丽娟", "国栋", "春明", "德胜", "晓东", "永刚", "红梅", "立新", "卫东", "玉兰",
             "宏伟", "金凤", "长江", "文斌", "振华", "桂芳", "保平", "翠萍", "学军", "美玲"]

    NAME_WHO = ["{broker}的调度", "新来的司机", "{shipper}的仓管", "{shop}的师傅", "{eld}的售后", "财务的",
                "保险公司的业务员", "{shipper}的王经理", "交通局来查账的", "卖二手冷机的", "{shipper}装卸队的头儿",
                "{broker}的对接人", "{shop}修轮胎的", "周末替班的司机"]
    NAME_T = [
        "{who}叫{n}，记一下",
        "{who}换人了，现在是{n}",
        "{n}，就是{who}，以后有事找他",
        "刚才{n}打电话来了，{who}，说下午再联系",
        "以后{who}那边对接{n}",
        "记一下：{who} {n}，别跟之前那个搞混了",
        "{who}是谁来着……对，{n}",
    ]
    CMD_T = [
        "{tech}说看板卡住就敲一下{c}，这是{purpose}用的",
        "办公室电脑上跑了{c}，{purpose}，好像好了",
        "{c} 这个是{purpose}的，记下来",
        "每周一都得敲一遍{c}，{purpose}，烦死了",
        "{tech}走之前留了张纸条：{c}，说是{purpose}",
        "先存一下，省得忘了\n\n{c}\n\n{purpose}用的",
    ]
    ID_T = [
        "{ctx}的{label}是{v}",
        "{label}：{v}（{ctx}）",
        "{d}发来的{label} {v}，{ctx}的",
        "记一下{ctx}{label}{v}",
        "{v}，这是{ctx}的{label}，别弄丢了",
        "{ctx}那单{label}发过来了：{v}",
    ]
    PORT_T = [
        "{svc}改到{p}端口了",
        "{svc}现在是localhost:{p}",
        "{tech}说{svc}用的{p}，别动",
        "{svc}打不开，原来端口换成{p}了",
        "记一下，{p}是{svc}的端口",
        "{svc} → http://localhost:{p}",
    ]
    VER_T = [
        "{thing}现在是{v}",
        "{thing}升到{v}了，看看还闪退不",
        "{d}手机上{thing}显示{v}",
        "售后说{thing}先别升级，就用{v}",
        "{thing}一直提示升级到{v}，先不管",
        "查了一下，{thing}版本{v}",
    ]
    MONEY_T = [
        "{what}是{v}",
        "{what}：{v}",
        "{what}谈下来了，{v}",
        "{what}给{v}，有点低",
        "{d}说{what}花了{v}",
        "{v}，{what}，开票的时候别忘了",
        "跟货主敲定了，{what}定在{v}",
    ]
    DATE_T = [
        "{ev}定在{dt}",
        "{ev}改到{dt}了",
        "{dt}{ev}，别忘了提醒我",
        "记一下：{dt} {ev}",
        "刚确认了，{ev}是{dt}",
        "{ev}最晚{dt}",
    ]
    DEC_PAIRS = [
        ("让{d}跑{city}那趟冷链", "他工时剩得最多"),
        ("{city}这条线就用{broker}", "人家三天就回款"),
        ("接{city}那单", "空驶比另一单少一半"),
        ("把{t}号车送到{shop}修", "镇上那家修理厂排到两周后了"),
        ("全部换成{fuelcard}", "那家油站便宜三毛"),
        ("{city}的货都排到夜里卸", "那边晚上卸货从来不压车"),
        ("这周{d}只跑市内", "北边这周都有大雪"),
        ("{city}那单不接了", "运价连油钱都不够"),
        ("八台车都装上行车记录仪", "保险公司要求续保前搞定"),
        ("终端周六晚上统一升级", "老版本老是丢轨迹"),
        ("让{d}开车回家过周末", "能赶回家给孩子过生日"),
        ("先不跟{broker}合作了", "上次的压车费到现在还没给"),
        ("{t}号车先停着等新轮胎", "轮胎都快磨平了"),
        ("{city}的返程货还是接了", "回程不放空"),
        ("明年一月再招一个调度", "我半夜接电话接怕了"),
        ("{d}和{d2}搭班跑{city}", "货主要求两天内必须到"),
        ("{city}这条线换成{broker}", "他们的调度电话打得通"),
    ]
    DEC_T = [
        "定了，{c}，主要是{r}",
        "决定{c}，因为{r}",
        "还是{c}吧，毕竟{r}",
        "就这么定了：{c}。{r}",
        "跟老板商量过了，{c}，因为{r}",
        "{c}，原因就是{r}，别再改了",
        "想了想还是{c}，{r}",
    ]
    CON_PAIRS = [
        ("千万别让{d}开{t}号车", "刹车没修好之前"),
        ("不要接{broker}的单", "他们把旧账结清之前"),
        ("禁止开着门预冷", "凡是食品冷链的单子"),
        ("不许在群里发运价", "任何时候"),
        ("不准带人跟车", "除非我点头"),
        ("必须先拍回单照片上传", "卸完货离场之前"),
        ("千万别走{city}绕城高速", "下雪天"),
        ("新来的司机只能跑市内", "头一个月"),
        ("不要让终端自动升级", "年底这两周"),
        ("禁止硬撑着开", "剩余时间不够两小时的时候"),
        ("不要把我手机号给信息部", "不管谁问"),
        ("亮故障灯不能出车", "没给我打电话之前"),
        ("只能在中石化加油", "{city}那条线上"),
        ("装货必须当面点数", "货主再催也不行"),
    ]
    CON_T = [
        "{w}，{c}",
        "{c}，{w}",
        "记住：{c}{w}",
        "跟司机群说一下，{c}{w}",
        "保险公司说了，{c}{w}",
        "新规定：{w}，{c}",
        "再说一遍，{c}{w}，上个月吃过亏",
    ]
    QUESTIONS = ["{shipper}周六收不收货", "{broker}的压车费怎么算", "{city}那边货车限不限行", "ETC的发票能不能抵扣",
                 "{d}的从业资格证年审办下来没有", "保险公司理赔要多久", "{shipper}卸货要不要另外给装卸费",
                 "新的终端要不要重新备案", "{city}仓库晚上几点以后不让进", "{soft}能不能多装一台电脑",
                 "{broker}的回款能不能走承兑", "{city}有没有能洗冷藏箱的洗车场",
                 "{t}号车的道路运输证寄到没有"]
    Q_T = [
        "有人知道{q}吗？",
        "{q}？问了一圈还没人回复",
        "还不知道{q}，回头再问",
        "谁能帮我问问{q}",
        "{d}问我{q}，我也不知道",
        "{q}，这个到现在也没搞清楚",
        "对了，{q}？",
    ]
    ID_FORMATS = [
        ("运单号", "YD##########", "{city}那单"),
        ("回单号", "HD-#####", "{shipper}那趟"),
        ("发票号", "FP########", "{broker}上个月的运费"),
        ("订单号", "DD-######", "{shipper}的货"),
        ("工单号", "GD######", "终端报修"),
        ("合同号", "HT-2026-###", "{broker}的年度合同"),
        ("理赔号", "LP#####", "上次货损"),
        ("预约号", "YY-#####", "{city}仓库卸货"),
        ("铅封号", "QF#######", "{t}号车"),
    ]
    PORT_SVCS = ["调度看板", "北斗数据转发", "行车记录仪后台", "油卡同步程序", "扫描服务器", "园区摄像头",
                 "{soft}接口", "终端升级服务", "标签打印机网页", "路况天气插件"]
    VER_THINGS = ["司机端APP", "{soft}", "{eld}终端固件", "行车记录仪固件", "油卡APP", "办公室的打印驱动",
                  "{soft}服务端", "扫描仪驱动"]
    MONEY_TYPES = [
        ("perkm", "{city}那趟的运价"), ("subsidy", "{broker}给的油补"), ("freight", "这趟{city}的运费"),
        ("wan", "{t}号车大修"), ("wan", "新挂车的首付"), ("loading", "{shipper}的装卸费"),
        ("det", "{city}压车"), ("toll", "{city}那趟的高速费"),
    ]
    DATE_EVENTS = [("load", "{shipper}装货"), ("load", "{city}卸货"), ("truck", "{t}号车年审"), ("truck", "{t}号车保养"),
                   ("driver", "{d}驾照换证"), ("other", "终端统一升级"), ("other", "{broker}结款"),
                   ("other", "新挂车到货"), ("driver", "{d}请假回老家"), ("other", "交通局检查"),
                   ("load", "{city}返程装货")]
    COMMANDS = [
        ("{cli} sync --driver {acct} --force", "重新同步司机轨迹"),
        ("{cli} export fuel --month 11 --csv", "导出月度油耗报表"),
        ("ping -n {small} 192.168.{a}.{b}", "看看终端网关通不通"),
        ("ipconfig /flushdns", "看板打不开的时候清缓存"),
        ("net use {L}: \\\\{srv}\\huidan /persistent:yes", "把回单扫描盘重新挂上"),
        ("sc query {svc}", "查北斗转发服务"),
        ("docker restart {cli}-board", "重启看板"),
        ("docker logs --tail {small}0 {cli}-board", "看看板报错日志"),
        ("robocopy C:\\scans \\\\{srv}\\scans /MIR", "把扫描件同步到NAS"),
        ("{cli} user unlock {acct}", "解锁司机账号"),
        ("{cli} reindex --all", "搜索出不来的时候重建索引"),
        ("schtasks /run /tn \"{task}\"", "手动跑备份"),
        ("ssh admin@192.168.{a}.{b}", "登录网关那台机器"),
        ("{cli} backup --to D:\\backup\\{cli}", "备份调度数据库"),
        ("{cli} logs --follow --level warn", "实时看同步报错"),
    ]
    REPLY = {
        "name": [
            "好的，记住了。要不要我把他的单位和负责的事一起记成一条联系人备注？下次他打电话你手上正忙的时候，一看就知道是谁。",
            "收到。建议让新对接的人用工作邮箱或者微信先给你发一条消息，这样联系方式有据可查，以后找起来也方便，不用翻通话记录。",
            "记下了。如果以后这家主要都找他，最好再要一个备用联系人——人一休假，货偏偏就出问题。",
            "好，以后给他们发消息我就按这个人来写，不会写成发给公共邮箱那种口气。",
        ],
        "command": [
            "记下来是对的。提醒一下：最好用管理员身份打开命令行再运行，不然有时候会悄悄失败。要是报错，把输出贴给我，我帮你看。",
            "好的。如果每周都要敲，可以做成桌面上的一个.bat小文件，双击就行，不用每次手打。要我帮你写一个吗？",
            "这个办法能解决眼前的问题。不过老是反复出现的话，一般是底下有别的毛病（网络盘不稳、某个服务半夜崩了），等网管来的时候让他查查根源。",
            "收到。尽量别在司机正在同步的时候跑，等终端上传完一两分钟再弄，免得数据写一半。",
        ],
        "id": [
            "好，这个号我跟这一单记在一起。开票的时候一定要跟对方给的一模一样，号对不上是发票被退回、回款拖延最常见的原因。",
            "收到。要不要我把它加到这单的备注里，让司机到门岗直接报号？省得门卫再打电话核对。",
            "记下了。也可以让司机把这个号写在回单上再拍照，财务对账的时候一眼就能对上。",
            "好的。万一这单以后有纠纷，手里有这个号和拿到的日期，沟通起来会省很多事。",
        ],
        "port": [
            "记住了。书签老失效的话，可以在桌面建个快捷方式，把完整地址写进去，再在显示器边上贴张纸条，替班的人也能找到。",
            "好。要是打不开，先看服务是不是在运行——端口写错和服务没启动，在浏览器里看起来是一样的，都是连不上。",
            "收到。以后这台电脑上要是别的程序也占了这个端口，两个里面总有一个起不来，最好让网管列个清单。",
        ],
        "version": [
            "好的，知道大家实际装的是什么版本很重要。版本不统一的话，轨迹出问题很难查，最好都升到同一个版本。",
            "收到。工作日中间别急着升级，先拿一台试试（最好是在家休息的司机那台），路上升级坏了登不上去就麻烦了。",
            "记下了。打售后电话的时候先报版本号，这是他们第一个要问的，能少等好几分钟。",
            "好。建议记个小本子，每个软件什么版本、什么时候换的，哪天出怪问题了，一看就知道前面改了什么。",
        ],
        "money": [
            "记下了。发车前一定要在运单或者合同上写清楚，电话里说好的，信息部经常“忘了”，没有书面的东西你就没法要。",
            "好的。建议每个月记个账，哪条线、哪家货主扣掉油钱和空驶以后真正赚钱，一目了然。",
            "收到，开票的时候我记着。有额外费用的话，把收据或者带时间的终端截图附上，这样对方基本不会扯皮。",
            "好。要是这个价比这条线平时低，完全可以还价，大不了他不同意。",
        ],
        "date": [
            "记住了。要不要我提前一天给司机发个提醒，免得到时候手忙脚乱？",
            "好的。最好也写到墙上的日历上，手机提醒一忙起来就被划掉了。",
            "收到。那几天的安排要是有变动，跟我说一声，我帮你看看会不会跟工时或者司机休息冲突。",
            "记下了。要是再改时间，一定让对方书面确认，别光电话里说。",
        ],
        "decision": [
            "有道理，理由也站得住。我就按这个来安排。要是中间出了状况（车坏了、天气），再一起重新看，平时我就不再反复提了。",
            "好，那就定了。要不要我帮你给司机写条消息，把安排和原因说清楚？司机知道为什么，一般更好接受。",
            "这个决定挺合理的。下周排货的时候我会记着，别不小心又改回去。",
            "明白。说实话换我也会这么定，你说的这个理由是最关键的。",
        ],
        "constraint": [
            "明白，这是硬规定。要不要我写成一条简短的群通知？短一点、直接一点，大家更容易记住。",
            "收到。以后排货要是碰到这条，我会提醒你。也可以加到司机手册里，新人第一天就能看到。",
            "记下了。这种规定关键是第一次有人试探的时候就要较真，你得有心理准备。",
            "好的，以后我推荐货源或者排车都按这条来，不会越线。",
        ],
        "question": [
            "这个我这边没法确认，手头的资料里都没有。最好直接打个电话或者发消息问负责的人。我先把它记在待办里，免得忘了。",
            "说实话我也不知道，这种事不敢瞎猜。要不我帮你写两句话发过去问问，留个书面记录？",
            "这个还没着落。建议放到明天要打的电话清单里，这种事想当然最容易出问题。",
            "不清楚，你的消息里也没人提过。最好在用得着之前问清楚。",
        ],
    }
    ASSIST_FACT = {
        "command": [
            ("{purpose}那个怎么弄来着？忘了", "{purpose}的话，在办公室电脑上右键用管理员身份打开命令行，输入：\n\n    {c}\n\n等几秒钟。如果提示“拒绝访问”，说明不是管理员窗口；如果说找不到程序，可能不是在办公室那台电脑上，或者软件没加到环境变量里。输出看着不对就贴给我。"),
            ("{purpose}的命令是啥，{tech}电话打不通", "用这个：\n\n    {c}\n\n这台电脑上{purpose}一般就是这么弄的。跑一次，等它跑完，先看问题是不是好了，别一下子连着试好几个办法，不然分不清是哪个起作用的。"),
        ],
        "version": [
            ("{thing}有没有新版本？司机老抱怨", "厂家现在推荐的{thing}稳定版是{v}。建议先在一台上试，确认平时天天用的功能都正常，再全部推。工作日中间一下子全升级，很容易有司机在装货现场打电话说打不开。"),
            ("{thing}应该用哪个版本", "{thing}就用{v}，这是厂家目前标的稳定版，更新的测试版有人反映有问题。版本统一了，以后出毛病也好判断是软件的事还是别的原因。"),
        ],
        "port": [
            ("{svc}跟电脑上别的东西冲突了，改成哪个端口好", "挑一个大一点、没人用的，{svc}我建议用{p}，常见的软件都不占这个。改完设置以后重启一下服务，再更新书签；要是浏览器还连不上，看看是不是Windows防火墙的提示被点掉了。"),
            ("{svc}得换个端口，默认的被占了", "{svc}就用{p}吧，这个不在常用软件抢的范围里，应该不会再冲突。写张纸条贴在显示器边上，替班的人也找得到。"),
        ],
    }
    FOLLOW_ACK = ["改好了", "好了，能用", "行", "搞定", "好的谢谢", "可以了"]
    TOOL_ASK = {
        "search_loads": ["帮我在平台上看看{o}到{dst}有没有冷链的货", "查一下{o}出发的货源，{d}明天空车",
                         "找找{o}到{dst}的，给{d}配一单", "看下货源，{o}去{dst}"],
        "driver_logs": ["查一下{d}今天开了多久", "{d}还能开几个小时", "看看{d}的终端记录"],
        "system_status": ["办公室电脑上的服务都正常吗？看板有点怪", "查一下办公室电脑，看板又卡了",
                          "看看服务状态，{d}说他手机同步不了"],
    }
    TOOL_AFTER = {
        "search_loads": ["这是平台上这条线现在的货。第一条时间上最适合{d}，另一条得等一天。要我帮你还个价，还是先看看卸货地有没有回头货？",
                         "查到这些。打电话之前建议先看看这家信息部的口碑和回款周期，运价高但拖款的不算好货。要不要跟你这条线平时的价比一比？"],
        "read_inbox": ["相关的邮件就这些。一个小时内没有必须回的，但第一封最好今天回掉，别放着。要我帮你起草吗？",
                       "找到这些。带单号的建议都存到对应那一单的文件夹里，财务以后好找。"],
        "driver_logs": ["这是{d}现在的情况。今天跑个短途没问题，但要再加长途的话，得先看看他中间休息怎么安排。",
                        "这是终端上次同步时的数据。要是他手机很久没同步，实际剩的时间可能更少，答应装货时间之前最好发消息确认一下。"],
        "system_status": ["服务都在运行。看板要是还不对劲，可能是浏览器缓存，按Ctrl+F5强制刷新一般就好了。",
                          "办公室电脑这边都正常，没有停掉的服务。要是司机那边同步不了，多半是手机网络的问题，不是办公室这边。"],
    }
    FILLER = [
        (["疲劳驾驶怎么算来着？{d}问我，我一下子忘了"],
         "简单说：连续驾驶不能超过4小时，4小时之内要停车休息，每次不少于20分钟；一天（24小时）累计驾驶一般不超过8小时，夜里（22点到第二天6点）连续开也有更严格的要求，各地查得比较紧。\n\n容易搞错的几点：\n- 是“连续驾驶”4小时，等装货、排队不算在开车时间里；\n- 休息要一次停够20分钟，拆成两次10分钟不算；\n- 终端和行车记录仪都会记，别指望人工补。\n\n让{d}看一下终端首页，一般有连续驾驶的倒计时。"),
        (["帮我写个群通知，这周末下雪，让大家注意"],
         "可以这样发：\n\n“各位师傅：这周末咱们跑的几条线都有雨雪，路面可能结冰。车速放慢，车距拉大，实在不行就找服务区停，千万别硬跑。上防滑链或者停车之前先给我打电话。今天把雨刮和玻璃水检查一下。安全第一，货晚点没关系。”\n\n要更短的话：“周末下雪，慢点开，不行就停，先给我打电话，货晚点没事。”"),
        (["货主想让我们承担空车费，怎么拒绝比较好"],
         "语气客气、讲事实、话别多。比如：\n\n“王总，理解这次是发货方临时取消，不是您这边的问题，我们也想长期合作。但司机已经按约定空车过去了，耽误了一整天，所以空车费还是得按之前说好的来。您要是方便，下次这条线的货我们优先接，给您省点心。”\n\n这样说的好处：\n1. 以约定为依据，不是针对个人；\n2. 承认不是他的错；\n3. 给一个对你没成本的好处（优先接货），而不是让钱。\n\n他要是还不认，就请他把不付的理由发个书面的，很多人到这一步就松口了。"),
        (["被治超站拦了要注意啥，列一下"],
         "可以发给司机的清单：\n\n1. 态度好，别顶嘴，态度很影响结果；\n2. 准备好：驾驶证、从业资格证、行驶证、道路运输证、保险单、运单；\n3. 会在终端上调出行车记录，随车放一张操作说明；\n4. 问什么答什么，别多说；\n5. 查出问题当场别争，拿好处罚单据；\n6. 第一时间把单据拍照发给我；\n7. 没问题的检查记录也发一下，留个底；\n8. 如果被要求停驶，离开前先打电话，我好重新安排。"),
        (["帮我给{broker}写条消息，催一下上个月的运费"],
         "可以这样写：\n\n“您好，我是{company}的调度。上个月我们给贵司跑的几单运费到现在还没到账，麻烦帮忙查一下进度，看看是不是哪张回单或者发票还缺？需要我们补什么材料随时说。谢谢！”\n\n语气客气，但点明了时间，也给了对方台阶。三天没回的话再打电话。"),
        (["哈哈{d}发了个视频，服务区有只猫趴他车头上"],
         "哈哈，这猫挺会挑地方，发动机盖上暖和。让{d}开车前绕车看一圈，冬天猫喜欢钻到发动机舱和轮胎边上。"),
        (["冷藏车出车前要检查哪些，给新司机列个单子"],
         "冷藏车出车检查清单：\n\n- 冷机油箱的油量（跟车头是分开的！）\n- 冷机能启动、能降到设定温度，屏幕上有没有报警\n- 设定温度跟运单要求一致，连续/节能模式按货主要求\n- 门封条完好，门关得严\n- 风道布没破，需要的话带隔板\n- 厢体干净干燥，有异味的食品货会被拒收\n- 温度记录仪能正常打印/导出\n- 到装货地之前关着门预冷\n\n最重要的一条：装货和卸货时各拍一张冷机屏幕的照片，设定温度要拍清楚，出了温度纠纷就靠它。"),
        (["空驶怎么算进运价里，老是算不明白"],
         "最简单的办法：用总运费除以“全部公里数”，不是只除重车公里数。\n\n也就是：这一单总共能拿多少钱，除以（空车开到装货地的公里数 + 重车公里数），得出来的才是真实的每公里收入。再跟你每公里成本（油、车贷、保险、司机工资、保养）比一比，明显高出来才值得接。\n\n另外也要看卸完货车停在哪。一单稍微便宜、但卸货地回头货多的，往往比一单贵但卸完只能空回来的划算。"),
        (["办公室饮水机坏了，今天真是啥都不顺"],
         "太惨了，调度一上午没水喝真受罪。先去楼下买两瓶顶着吧，撑住。"),
        (["刚才{d}打电话说{city}那边仓库不收货说温度记录有一段超了我问他冷机是不是一直开着他说不知道你说这咋弄"],
         "别急，一步一步来：\n\n1. 让{d}先别走，也别在任何“拒收”的单子上签字，等你跟货主那边沟通完再说；\n2. 拍照：冷机屏幕（当前温度和设定温度）、能打印的话打一张温度记录、装货时的运单温度；\n3. 马上给信息部/货主打电话，让他们跟收货方确认是全部拒收还是部分；\n4. 让仓库把拒收原因和他们测的温度写下来，注意要的是货物中心温度，不只是厢内空气温度；\n5. 回头把冷机记录导出来，能看出是连续模式还是节能模式，到底发生了什么。\n\n电话里别先认错。开门或者除霜造成的短时间温度波动很正常，关键看货物本身的温度。"),
        (["司机老迟到怎么说他比较好，又不想把人说走了"],
         "单独谈，说具体的事，别上升到人品：\n\n- 先摆事实：这个月哪几次、晚了多久、造成了什么后果（货主不高兴、被扣钱、丢了线路）；\n- 先问问他怎么回事，别先下结论，有时候是睡觉的问题、家里的事，或者是你排得太紧；\n- 一起定一个具体的改法：早点出发、固定时间给你报位置、换个出车时间；\n- 说清楚下次再这样会怎么处理，并且真的照做。\n\n他要是平时开得不错，最后也说一句。人不觉得被否定，改得更快。"),
        (["明年要不要再添一台车，你帮我分析分析"],
         "主要看三件事：\n\n1. 货够不够？要是老有好货主的货因为没车推掉，那就是可以加的信号；要是现在八台车都得天天在平台上抢货，多一台只是跟自己的车抢。\n2. 有没有靠得住的司机？司机不对，车多一台反而亏钱。\n3. 你调度忙得过来吗？八台到九台还行，真正吃力的是哪天需要第二个调度的时候。\n\n三条都满足的话，先买一台带质保的二手车通常比新车稳。要不要我帮你做个每公里成本的小表算一算？"),
        (["写个倒车安全的提醒，打印出来贴在门口"],
         "倒车安全——每一次都要做到\n\n- 下车看一眼再倒：倒之前先绕着看一圈；\n- 打双闪，按喇叭；\n- 尽量从驾驶员一侧倒，看得见；\n- 看不见指挥的人了，马上停；\n- 慢就是快，倒得快没人多给钱；\n- 没把握就拉出来重来，没人笑话你。\n\n咱们大部分的剐蹭都是倒车出的，别做下一个。"),
        (["怎么记压车时间才能让货主认账"],
         "比较管用的做法：\n\n1. 司机到场和离场都在群里或者终端上报一下，带时间；\n2. 能让收发货方在回单上写到达和离开时间并签字最好；\n3. 快到免费等待时间的时候（一般两三个小时），当场就书面通知信息部：“司机准时到了，还没装，再过15分钟开始算压车”，别事后再说；\n4. 压车费和运费开在一起，附上时间记录和当时的通知截图。\n\n大多数车队漏的就是第3步，信息部不给钱的时候最爱拿这个说事。"),
        (["保理和快速回款哪个划算"],
         "保理：\n+ 所有单子都能很快拿到钱，不管是哪家货主\n+ 很多保理公司会帮你查信用、催款\n- 每张单都要扣一个点\n- 有的合同要求所有单都走保理，退出很麻烦\n\n快速回款（货主或平台提供的）：\n+ 缺钱的时候才用，一单一单来\n+ 不用签长期合同\n- 每单扣手续费，而且只对这一家有效\n- 慢的那些还得你自己去催\n\n要是每周现金流都紧，保理省心；偶尔紧一下，挑着用快速回款一般更便宜。"),
        (["{d}想带他家狗跟车，你觉得行不行"],
         "可以，不少车队都允许，但最好先把规矩写下来：\n\n- 交点押金，或者车里需要清洗的话司机出钱\n- 车外必须拴绳，在装卸货现场不能乱跑\n- 狗弄坏东西司机负责\n- 有的食品货主不让带宠物，接这种货之前要问清楚\n- 疫苗本随车带着\n\n能带宠物的司机一般干得更久、心情也好，车队就八台车，留住人挺重要的。"),
        (["烦死了{broker}又改卸货时间"],
         "确实烦。新的时间一定要书面的（改一下运单或者至少发个消息确认），要是改了以后司机要多等或者要多住一晚，现在就提出来——这时候最好谈压车费和住宿费，事后就难了。"),
        (["帮我弄个下班前的检查清单"],
         "调度下班前检查清单：\n\n- 每台车：在哪、有没有货、明天第一件事干什么？\n- 有没有司机工时快用完的，明天的安排合不合规？\n- 今天卸完的货：回单照片都收到没有？\n- 卸完的单子发票开了没有（或者排到明早）\n- 明天的装卸货时间都书面确认了吗\n- 有没有要安排的维修保养\n- 答应了要回电话的信息部/货主\n- 手机充上电，晚上开大音量"),
        (["怎么能不挨个打电话就知道谁还剩多少工时"],
         "用终端后台的车队总览，一般有一页把每个司机的已驾驶时间、剩余时间列出来。早上第一件事看一眼，晚上排第二天的货之前再看一眼。\n\n要是调度软件能直接读终端数据更好，把剩余时间那一列放在车辆列表旁边，排货的时候顺便就看到了。唯一要注意的是，数据只更新到司机手机最后一次同步，排得紧的时候还是发个消息确认一下。"),
        (["冬天跑车注意事项，给司机们发一下"],
         "- 油箱保持半箱以上，特别冷的地方加防冻的柴油添加剂\n- 带上防滑链、手套、厚被子、水和吃的\n- 走之前检查气管接头有没有冻住\n- 过桥和高架慢一点，那里最先结冰\n- 停久了先轻踩几下刹车，确认没冻住\n- 看不清路就别开，停下打电话\n- 尿素别冻上，能开暖风停车就开着"),
        (["回单和装卸费收据有啥区别来着，财务老问"],
         "回单是收货方签字盖章的运单，证明货送到了，财务每一单都要靠它结运费。\n\n装卸费收据是另外一张，是装卸队收钱开的条子，只有付了装卸费的单才有，用来报销那笔钱。\n\n所以：每一单都要回单；付了装卸费的单子，回单加装卸费收据都要。让司机离开前把两张都拍照发过来。"),
    ]
    SHORT = [("好", None), ("嗯嗯", None), ("收到", None), ("等下，接个电话", "好，你先忙。"), ("回来了", "好，接着来，想从哪说起都行。"),
             ("行", None), ("谢了", "不客气。"), ("哈哈", None), ("没事了", "好，那就不管它了。"), ("👌", None),
             ("稍等", "不急。"), ("刚才说到哪了", "刚才在过今天的几单和没落实的事，你接着说就行。"), ("唉", "今天不顺？要不要我帮你分担点？"),
             ("司机来电话了，等我一下", "好，司机的事优先。")]
    EMAIL = {
        "id": ("{label}（{ctx}）", "您好，\n\n{ctx}的{label}是{v}，开票时请备注。\n\n谢谢"),
        "money": ("费用确认", "您好，\n\n确认一下：{what}：{v}。有问题随时联系。"),
        "date": ("时间安排", "您好，\n\n{ev}定在{dt}，请提前安排好车辆。"),
        "command": ("回复：办公室电脑", "{purpose}的话，在办公室电脑上运行 {c} 就行，不行再给我打电话"),
        "version": ("升级通知", "{thing}昨晚已经升级到{v}，有问题跟我说"),
        "port": ("端口改了", "{svc}改到{p}端口了，书签记得改一下"),
    }
    INBOX_ASK_IT = ["{tech}回我邮件没有", "看看{tech}有没有发邮件过来"]
    INBOX_ASK = [("看看邮箱里有没有{broker}的消息", "broker"), ("有新邮件吗？早上到现在还没看", None),
                 ("搜一下邮件里跟{shipper}有关的", "shipper")]
    DRIVER_LINE = {"name": "{who}是{n}", "id": "{ctx}的{label}是{v}", "money": "{what}是{v}", "date": "{ev}是{dt}"}
    OPENER = ("早。八台车今天都出去了，就{d}还在场里等洗车",
              "早！{d}等洗车这会儿，正好把他下一单先安排好，免得洗完了干等。要我先看看货源，还是先看邮件？")
    CLOSER = ("今天就到这吧，晚上手机只接急事",
              "好的，辛苦了。今天说的我都记着，明天一早先把没落实的那几件事过一遍。")


KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

VEHICLES = {
    "name": [("user", 55), ("tool", 25), ("paste", 20)],
    "command": [("user", 50), ("assist", 30), ("tool", 20)],
    "id": [("user", 45), ("tool", 30), ("paste", 25)],
    "port": [("user", 50), ("tool", 30), ("assist", 20)],
    "version": [("user", 40), ("tool", 40), ("assist", 20)],
    "money": [("user", 50), ("tool", 25), ("paste", 25)],
    "date": [("user", 50), ("tool", 25), ("paste", 25)],
    "decision": [("user", 100)],
    "constraint": [("user", 100)],
    "question": [("user", 100)],
}
LOAD_MONEY = {"rate", "fsc", "flat", "perkm", "subsidy", "freight"}
LOAD_IDS = {"load #", "BOL", "PO", "rate con #", "appt #", "MC", "运单号", "订单号", "预约号", "回单号"}
DRIVER_IDS = {"ticket #", "claim #", "seal #", "工单号", "理赔号", "铅封号"}
IT_KINDS = {"command", "version", "port"}
MON3 = ["", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONFULL = ["", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def cap(s):
    return s[:1].upper() + s[1:]


class Conv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed, self.zh, self.per_kind = seed, zh, per_kind
        self.rng = random.Random(seed * 7919 + attempt * 104729 + (55 if zh else 0))
        self.P = ZH if zh else EN
        self.tools = {}
        self.used = []
        self.decks = {}

    # ---------------------------------------------------------------- helpers
    def deck(self, key, pool):
        d = self.decks.get(key)
        if not d:
            d = list(pool)
            self.rng.shuffle(d)
            self.decks[key] = d
        return d.pop()

    def pick(self, weighted):
        tot = sum(w for _, w in weighted)
        x = self.rng.uniform(0, tot)
        for v, w in weighted:
            x -= w
            if x <= 0:
                return v
        return weighted[-1][0]

    def slots(self):
        r, P = self.rng, self.P
        d, d2 = r.sample(self.drivers, 2)
        city, city2 = r.sample(P.CITIES, 2)
        return dict(d=d, d2=d2, city=city, o=r.choice([self.base, self.base, city2]), dst=city,
                    broker=r.choice(P.BROKERS), shipper=r.choice(P.SHIPPERS), shop=r.choice(P.SHOPS),
                    t=r.choice(self.trucks), tr=r.choice(self.trailers), fuelcard=self.fuelcard, eld=self.eld,
                    soft=self.soft, tech=self.tech, tech_sender=self.tech_sender, factor=self.factor, company=self.company, cli=self.cli)

    def fill(self, tpl, s=None, **kw):
        s = dict(s or self.slots())
        s.update(kw)
        return tpl.format(**s)

    def typo(self, tpl):
        if self.zh or self.rng.random() > 0.35:
            return tpl
        words = tpl.split(" ")
        idx = [i for i, w in enumerate(words) if w.isalpha() and len(w) >= 5]
        if not idx:
            return tpl
        i = self.rng.choice(idx)
        w = words[i]
        j = self.rng.randint(1, len(w) - 2)
        op = self.rng.random()
        if op < 0.5:
            w = w[:j] + w[j + 1] + w[j] + w[j + 2:]
        elif op < 0.8:
            w = w[:j] + w[j + 1:]
        else:
            w = w[:j] + w[j] + w[j:]
        words[i] = w
        return " ".join(words)

    def digits(self, pat):
        out = []
        for i, ch in enumerate(pat):
            if ch == "#":
                first = i == 0 or pat[i - 1] != "#"
                out.append(str(self.rng.randint(1 if first else 0, 9)))
            else:
                out.append(ch)
        return "".join(out)

    def clash(self, needles):
        for i, a in enumerate(needles):
            for b in needles[i + 1:]:
                if a in b or b in a:
                    return True
            for b in self.used:
                if a in b or b in a:
                    return True
        return False

    def uniq(self, make):
        for _ in range(300):
            f = make()
            if not self.clash(f["needles"]):
                self.used.extend(f["needles"])
                return f
        raise RuntimeError("cannot make unique fact")

    # ----------------------------------------------------------------- world
    def world(self):
        r, P = self.rng, self.P
        self.company = r.choice(P.COMPANIES)
        self.base = r.choice(P.BASES)
        self.drivers = r.sample(P.DRIVERS, 8)
        self.trucks = [str(x) for x in r.sample(range(201, 249), 8)]
        self.truck_of = dict(zip(self.drivers, self.trucks))
        self.trailers = ["R%02d" % x for x in r.sample(range(10, 60), 6)]
        self.soft, self.cli = r.choice(P.SOFTS)
        self.eld = r.choice(P.ELDS)
        self.tech, self.tech_sender = r.choice(P.TECHS)
        self.factor = r.choice(P.FACTORS)
        self.fuelcard = r.choice(P.FUELCARDS)

    # ------------------------------------------------------------ fact makers
    def mk_name(self):
        r, P = self.rng, self.P
        n = (r.choice(P.SURN) + r.choice(P.GIVEN)) if self.zh else (r.choice(P.FIRST) + " " + r.choice(P.LAST))
        who = r.choice(P.NAME_WHO)
        return {"kind": "name", "needles": [n], "n": n, "who": self.fill(who), "loadish": "{broker}" in who}

    def mk_command(self):
        r = self.rng
        pat, purpose = self.deck("cmd", self.P.COMMANDS)
        s = self.slots()
        s.update(acct=(("siji%02d" % r.randint(1, 30)) if self.zh else (s["d"].lower() + str(r.randint(1, 9)))),
                 small=r.choice([4, 5, 10, 20, 30, 50]), a=r.randint(0, 9), b=r.randint(20, 250),
                 L=r.choice("WXYZ"), srv=r.choice(["nas01", "fileserver", "OFFICE-NAS"]),
                 svc=r.choice(["ELDBridge", "TelematicsRelay", "GpsForwarder"]),
                 task=r.choice(["Nightly Backup", "DB Backup", "Backup Dispatch"]))
        c = pat.format(**s)
        return {"kind": "command", "needles": [c], "c": c, "purpose": purpose}

    def mk_id(self):
        label, pat, ctx = self.rng.choice(self.P.ID_FORMATS)
        v = self.digits(pat)
        return {"kind": "id", "needles": [v], "v": v, "label": label, "ctx": self.fill(ctx),
                "loadish": label in LOAD_IDS, "driverish": label in DRIVER_IDS}

    def mk_port(self):
        r = self.rng
        p = str(r.randint(10000, 49999) if r.random() < 0.25 else r.randint(3001, 9899))
        return {"kind": "port", "needles": [p], "p": p, "svc": self.fill(r.choice(self.P.PORT_SVCS))}

    def mk_version(self):
        r = self.rng
        v = "%d.%d.%d" % (r.randint(1, 9), r.randint(0, 24), r.randint(0, 40))
        if r.random() < 0.2:
            v += ".%d" % r.randint(100, 999)
        thing = r.choice(self.P.VER_THINGS)
        return {"kind": "version", "needles": [v], "v": v, "thing": self.fill(thing),
                "driverish": any(w in thing for w in ("tablet", "app", "ELD", "APP", "终端", "dashcam", "记录仪"))}

    def mk_money(self):
        r = self.rng
        mt, what = r.choice(self.P.MONEY_TYPES)
        if self.zh:
            v = {"perkm": lambda: "%d.%d元/公里" % (r.randint(2, 4), r.randint(1, 9)),
                 "subsidy": lambda: "0.%d元/公里" % r.randint(15, 45),
                 "freight": lambda: "¥%d,%d00" % (r.randint(3, 12), r.randint(0, 9)),
                 "wan": lambda: "%d.%d万" % (r.randint(1, 9), r.randint(1, 9)),
                 "loading": lambda: "%d%s0元" % (r.randint(2, 9), r.choice("05")),
                 "det": lambda: "%d元/天" % r.choice([200, 250, 300, 350, 400, 500, 600]),
                 "toll": lambda: "%d元" % r.randint(400, 1800)}[mt]()
        else:
            v = {"rate": lambda: "$%d.%02d/mi" % (r.randint(2, 3), r.randint(0, 99)),
                 "fsc": lambda: "$0.%d/mi" % r.randint(38, 71),
                 "flat": lambda: "$%d,%03d" % (r.randint(1, 4), r.randint(0, 19) * 50),
                 "det": lambda: "$%d/hr" % r.choice([40, 45, 50, 55, 60, 65, 75, 85]),
                 "lumper": lambda: "$%d" % r.randint(110, 290),
                 "tonu": lambda: "$%d" % r.choice([150, 175, 200, 225, 250, 300]),
                 "repair": lambda: "$%d,%03d.%02d" % (r.randint(1, 3), r.randint(100, 999), r.randint(0, 99)),
                 "diesel": lambda: "$%d.%02d/gal" % (r.randint(3, 4), r.randint(0, 99)),
                 "layover": lambda: "$%d/day" % r.choice([150, 175, 200, 250, 300])}[mt]()
        return {"kind": "money", "needles": [v], "v": v, "mt": mt, "what": self.fill(what), "loadish": mt in LOAD_MONEY}

    def mk_date(self):
        r = self.rng
        et, ev = r.choice(self.P.DATE_EVENTS)
        s = self.slots()
        day = datetime(2026, 11, 22) + timedelta(days=r.randint(0, 32))
        m, d = day.month, day.day
        if self.zh:
            if r.random() < 0.2:
                dt = r.choice(["下周一", "下周三", "下周五", "这周六", "月底前"])
            else:
                dt = r.choice(["%d月%d日", "%d月%d号"]) % (m, d)
        else:
            fmt = r.randint(0, 4)
            dt = ["%s %d" % (MON3[m], d), "%d/%02d" % (m, d), "%s %d/%d" % (day.strftime("%a").lower(), m, d),
                  "%s %s" % (MONFULL[m], ordinal(d)), "%s the %s" % (day.strftime("%A").lower(), ordinal(d))][fmt]
        return {"kind": "date", "needles": [dt], "dt": dt, "et": et, "ev": self.fill(ev, s), "loadish": et == "load",
                "driverish": et == "driver" and "{d}" in ev, "d": s["d"]}

    def mk_decision(self):
        c, rs = self.deck("dec", self.P.DEC_PAIRS)
        c = self.fill(c)
        return {"kind": "decision", "needles": [c, rs], "c": c, "r": rs}

    def mk_constraint(self):
        w, c = self.deck("con", self.P.CON_PAIRS)
        s = self.slots()
        w, c = w.format(**s), c.format(**s)
        return {"kind": "constraint", "needles": [w, c], "w": w, "c": c}

    def mk_question(self):
        q = self.fill(self.deck("q", self.P.QUESTIONS))
        return {"kind": "question", "needles": [q], "q": q}

    # --------------------------------------------------------- fact phrasing
    def user_text(self, f):
        P, k = self.P, f["kind"]
        tpl = self.typo(self.deck("t_" + k, {"name": P.NAME_T, "command": P.CMD_T, "id": P.ID_T, "port": P.PORT_T,
                                            "version": P.VER_T, "money": P.MONEY_T, "date": P.DATE_T,
                                            "decision": P.DEC_T, "constraint": P.CON_T, "question": P.Q_T}[k]))
        fields = {kk: vv for kk, vv in f.items() if kk not in ("kind", "needles")}
        return self.fill(tpl, None, **fields)

    def line(self, f):
        """One neutral line carrying a fact, for pastes and tool output."""
        k, z = f["kind"], self.zh
        if k == "name":
            return ("联系人：%s（%s）" if z else "Contact: %s (%s)") % (f["n"], f["who"])
        if k == "id":
            return ("%s：%s（%s）" if z else "%s: %s (%s)") % (f["label"], f["v"], f["ctx"])
        if k == "money":
            return ("%s：%s" if z else "%s: %s") % (cap(f["what"]), f["v"])
        if k == "date":
            return ("%s：%s" if z else "%s: %s") % (cap(f["ev"]), f["dt"])
        if k == "command":
            return ("%s：%s" if z else "For %s run: %s") % (f["purpose"], f["c"])
        if k == "version":
            return ("%s 版本 %s" if z else "%s version %s") % (cap(f["thing"]), f["v"])
        if k == "port":
            return ("%s 端口 %s" if z else "%s on port %s") % (cap(f["svc"]), f["p"])
        raise ValueError(k)

    # ------------------------------------------------------------- episodes
    def ep_user_fact(self, fs):
        sep = "。还有，" if self.zh else self.rng.choice(["\nalso ", "\n", " / also "])
        text = sep.join(self.user_text(f) for f in fs)
        ep = [("user", text)]
        if self.rng.random() < 0.82:
            ep.append(("assistant", self.deck("r_" + fs[-1]["kind"], self.P.REPLY[fs[-1]["kind"]])))
        return ep

    def ep_assist_fact(self, f):
        prompt, reply = self.rng.choice(self.P.ASSIST_FACT[f["kind"]])
        fields = {kk: vv for kk, vv in f.items() if kk not in ("kind", "needles")}
        s = self.slots()
        ep = [("user", self.typo(self.fill(prompt, s, **fields))), ("assistant", self.fill(reply, s, **fields))]
        if self.rng.random() < 0.7:
            ep.append(("user", self.rng.choice(self.P.FOLLOW_ACK)))
        return ep

    def ep_question(self, f):
        ep = [("user", self.user_text(f))]
        ents = [e for e in self.P.SHIPPERS + self.P.BROKERS + self.P.SHOPS + self.P.CITIES if e in f["q"]]
        if ents and self.rng.random() < 0.3:
            key = len(self.tools)
            args = {"query": ents[0], "unread_only": False}
            out = ("没有找到与“%s”相关的邮件。" if self.zh else "0 messages matching \"%s\" in the last 14 days.") % ents[0]
            self.tools[key] = (json.dumps(args, ensure_ascii=False), out)
            ep.append(("tool", "read_inbox", key))
            ep.append(("assistant", "邮箱里没有相关的消息，我这边查不到。建议直接打电话问，我先把它记在待办里。" if self.zh else
                       "Nothing in your inbox about it, so I can't tell you. Best to call them directly - I'll keep it on the open list."))
        elif self.rng.random() < 0.9:
            ep.append(("assistant", self.deck("r_question", self.P.REPLY["question"])))
        return ep

    def loadish(self, fs):
        return all(f.get("loadish") for f in fs)

    def ep_paste(self, fs):
        r, z, s = self.rng, self.zh, self.slots()
        lines = [self.line(f) for f in fs]
        style = r.randint(0, 2) if self.loadish(fs) else r.choice([1, 3])
        if z:
            if style == 0:
                body = "货源信息（平台复制的）\n%s→%s  9.6米冷藏  约%d公里\n%s\n信息部：%s" % (
                    s["o"], s["dst"], r.randint(400, 1900), "\n".join(lines), s["broker"])
            elif style == 1:
                body = "%s发的微信：\n“%s”" % (s["d"], "，".join(self.fill(self.P.DRIVER_LINE[f["kind"]], s, **f) for f in fs))
            elif style == 2:
                body = "运输合同（%s）\n承运方：%s\n%s\n温度要求：0-4℃，全程开机\n其他：回单原件寄回" % (
                    s["broker"], self.company, "\n".join(lines))
            else:
                body = "从备忘录里复制的，先放这：\n" + "\n".join("- " + x for x in lines)
        else:
            if style == 0:
                body = "copy paste from the board:\n\n%s > %s | 53' reefer | %d mi\n%s\n%s" % (
                    s["o"], s["dst"], r.randint(200, 1100), "\n".join(lines), s["broker"])
            elif style == 1:
                body = "fwd from %s:\n\"%s\"" % (s["d"], ", ".join(self.fill(self.P.DRIVER_LINE[f["kind"]], s, **f) for f in fs))
            elif style == 2:
                body = ("pasting the rate con\n\nRATE CONFIRMATION - %s\nCarrier: %s\n%s\nEquipment: 53' reefer, "
                        "continuous\nTerms: signed BOL + POD required for payment") % (
                    s["broker"], self.company, "\n".join(lines))
            else:
                body = "pasting from my notes app so its somewhere safe:\n" + "\n".join("- " + x for x in lines)
        ep = [("user", body)]
        if r.random() < 0.85:
            if z:
                opts = ["收到，这些信息我都记下了。提醒一下：装货前让司机核对一下单号和温度要求，跟实际对不上的当场说。要我给司机发个摘要吗？",
                        "好的，都记下了。回单一定要原件寄回，不然结款会拖。"] if style in (0, 2) else \
                       ["收到，都记下了。要不要我整理一下，回头你找起来方便？", "好的，我都记着。有哪条需要跟进的你说一声。"]
            else:
                opts = ["Got it, I've got the details from that. One thing: have the driver double-check the reference and temp on the BOL against this before he signs - if they don't match, fix it at the dock, not after.",
                        "Thanks. Nothing unusual in there, but make sure the signed BOL and POD go in right after delivery - that's what the payment terms hang on. Want me to text {d} a summary?"] if style in (0, 2) else \
                       ["Got it, all noted. Want me to keep these together somewhere so you can find them later?",
                        "Okay, I've got all of that. Tell me if any of it needs a follow-up call."]
            ep.append(("assistant", self.fill(r.choice(opts), s)))
        return ep

    def tool_opts(self, f):
        k = f["kind"]
        opts = ["read_inbox"]
        if k in ("name", "id", "money", "date") and f.get("loadish"):
            opts.append("search_loads")
        if k in ("id", "version", "date") and f.get("driverish"):
            opts.append("driver_logs")
        if k in IT_KINDS:
            opts.append("system_status")
        return opts

    def email(self, f, s):
        r, z = self.rng, self.zh
        k = f["kind"]
        if k == "name":
            dom = r.choice(self.P.DOMAINS)
            if z:
                return "发件人：%s <service@%s.com>\n主题：联系方式\n\n您好，我的联系方式发您一下，有事随时打电话。\n\n%s\n%s" % (
                    f["n"], dom, f["n"], f["who"])
            return "From: %s <%s%s@%s.com>\nSubject: my contact info\n\nHi, saving you my contact info - call or text anytime.\n\n--\n%s\n%s" % (
                f["n"], f["n"][0].lower(), f["n"].split()[-1].lower(), dom, f["n"], cap(f["who"]))
        subj, body = self.P.EMAIL[k]
        fields = {kk: vv for kk, vv in f.items() if kk not in ("kind", "needles")}
        for kk in ("label", "ev", "thing", "what"):
            if kk in fields:
                fields[cap(kk)] = cap(fields[kk])
        subj, body = self.fill(subj, s, **fields), self.fill(body, s, **fields)
        if k in IT_KINDS:
            frm = "%s <%s@%s>" % (self.tech_sender, r.choice(["it", "help", "support"]), "officehelp.net")
        elif z:
            frm = "%s财务 <fin@%s.com>" % (s["broker"], self.P.DOMAINS[self.P.BROKERS.index(s["broker"])])
        else:
            frm = "%s <%s@%s.com>" % (r.choice(["Accounts Payable", "Carrier Desk", "Load Planning"]),
                                      r.choice(["ap", "carriers", "dispatch"]),
                                      self.P.DOMAINS[self.P.BROKERS.index(s["broker"])])
        return ("发件人：%s\n主题：%s\n\n%s" if z else "From: %s\nSubject: %s\n\n%s") % (frm, subj, body)

    def tool_output(self, tool, fs, s):
        r, z = self.rng, self.zh
        if tool == "search_loads":
            args = {"线路": "%s-%s" % (s["o"], s["dst"]), "车型": "9.6米冷藏"} if z else \
                {"origin": s["o"], "dest": s["dst"], "equipment": "reefer"}
            n = r.randint(max(2, len(fs)), 4)
            slots_ = [[] for _ in range(n)]
            for f in fs:
                free = [i for i in range(n) if all(g["kind"] != f["kind"] for g in slots_[i])]
                slots_[r.choice(free)].append(f)
            out = ["共%d条" % n if z else "%d loads found" % n]
            for i in range(n):
                lines = [self.line(f) for f in slots_[i]] or (
                    ["运费：电议", "装货时间：面议"] if z else ["rate: call", "pickup: flexible"])
                if z:
                    out.append("%d) %s→%s  9.6米冷藏  约%d公里  %s" % (i + 1, s["o"], s["dst"], r.randint(400, 1900),
                                                                 r.choice(self.P.BROKERS)))
                    out.extend("   " + x for x in lines)
                else:
                    out.append("#%d  %s > %s  %d mi  53' reefer  %s lbs" % (
                        i + 1, s["o"], s["dst"], r.randint(200, 1100), r.choice(["38,000", "42,500", "40,000", "44,000"])))
                    out.append("    broker: %s" % r.choice(self.P.BROKERS))
                    out.extend("    " + x for x in lines)
            return args, "\n".join(out)
        if tool == "read_inbox":
            if fs and all(f["kind"] in IT_KINDS for f in fs):
                args = {"from": self.tech_sender, "unread_only": False}
            else:
                args = {"query": s["broker"] if s.get("_q") == "broker" else s["shipper"] if s.get("_q") == "shipper" else "",
                        "unread_only": s.get("_q") is None}
            mails = [self.email(f, s) for f in fs]
            head = ("%d封邮件" % len(mails)) if z else ("1 message" if len(mails) == 1 else "%d messages" % len(mails))
            return args, head + "\n----------\n" + "\n----------\n".join(mails)
        if tool == "driver_logs":
            for f in fs:
                if f["kind"] == "date" and f.get("driverish"):
                    s["d"] = f["d"]
            args = {"司机": s["d"]} if z else {"driver": s["d"]}
            s["t"] = self.truck_of[s["d"]]
            hrs = (r.randint(1, 9), r.randint(0, 59), r.randint(2, 13), r.randint(0, 59))
            if z:
                out = ["司机：%s  车号：%s号车" % (s["d"], s["t"]), "状态：行驶中  最后同步：%d分钟前" % r.randint(2, 40),
                       "今日已驾驶 %d小时%d分  连续驾驶 %d小时%d分" % (hrs[0], hrs[1], r.randint(0, 3), r.randint(0, 59))]
                out.extend(("备注：" + self.line(f)) for f in fs)
            else:
                out = ["driver: %s  truck %s" % (s["d"], s["t"]),
                       "status: ON DUTY / DRIVING  last sync %d min ago" % r.randint(2, 40),
                       "drive left %d:%02d | shift left %d:%02d" % hrs]
                out.extend(("note: " + self.line(f)) for f in fs)
            return args, "\n".join(out)
        if tool == "system_status":
            args = {"主机": "办公室电脑"} if z else {"host": "office-pc"}
            if z:
                out = ["主机：办公室电脑  已运行%d天" % r.randint(1, 30), "服务：", "  打印后台  运行中"]
            else:
                out = ["host: office-pc  up %d days" % r.randint(1, 30), "services:", "  print spooler  running"]
            out.extend("  " + self.line(f) for f in fs)
            return args, "\n".join(out)
        raise ValueError(tool)

    def ep_tool(self, tool, fs):
        s = self.slots()
        r = self.rng
        if tool == "read_inbox":
            if fs and all(f["kind"] in IT_KINDS for f in fs):
                ask = r.choice(self.P.INBOX_ASK_IT)
            else:
                ask, s["_q"] = r.choice(self.P.INBOX_ASK)
        else:
            ask = r.choice(self.P.TOOL_ASK[tool])
        args, out = self.tool_output(tool, fs, s)
        key = len(self.tools)
        self.tools[key] = (json.dumps(args, ensure_ascii=False), out)
        ep = [("user", self.typo(self.fill(ask, s))), ("tool", tool, key)]
        ep.append(("assistant", self.fill(r.choice(self.P.TOOL_AFTER[tool]), s)))
        return ep

    def ep_filler(self):
        r = self.rng
        x = r.random()
        if x < 0.5:
            users, reply = self.deck("filler", self.P.FILLER)
            s = self.slots()
            return [("user", self.typo(self.fill(u, s))) for u in users] + [("assistant", self.fill(reply, s))]
        if x < 0.88:
            u, a = r.choice(self.P.SHORT)
            ep = [("user", u)]
            if a is None and r.random() < 0.5:
                a = r.choice(["👍", "Okay.", "Got it."] if not self.zh else ["👍", "好的。", "嗯。"])
            if a:
                ep.append(("assistant", a))
            return ep
        return self.ep_tool("driver_logs", [])

    def tool_rows(self, name, key):
        return self.tools[key]

    # ----------------------------------------------------------------- build
    def build(self):
        r = self.rng
        self.world()
        makers = {"name": self.mk_name, "command": self.mk_command, "id": self.mk_id, "port": self.mk_port,
                  "version": self.mk_version, "money": self.mk_money, "date": self.mk_date,
                  "decision": self.mk_decision, "constraint": self.mk_constraint, "question": self.mk_question}
        facts = []
        for k in KINDS:
            for _ in range(self.per_kind):
                facts.append(self.uniq(makers[k]))
        by_veh = {"user": [], "assist": [], "paste": [], "tool": {}}
        for f in facts:
            veh = self.pick(VEHICLES[f["kind"]])
            if veh == "tool":
                by_veh["tool"].setdefault(r.choice(self.tool_opts(f)), []).append(f)
            else:
                by_veh[veh].append(f)
        eps = []
        users = list(by_veh["user"])
        r.shuffle(users)
        while users:
            if users[0]["kind"] not in ("question", "decision", "constraint") and len(users) > 1 and \
                    users[1]["kind"] not in ("question",) and r.random() < 0.15:
                eps.append(self.ep_user_fact(users[:2]))
                users = users[2:]
            else:
                f = users.pop(0)
                eps.append(self.ep_question(f) if f["kind"] == "question" else self.ep_user_fact([f]))
        for f in by_veh["assist"]:
            eps.append(self.ep_assist_fact(f))
        pastes = list(by_veh["paste"])
        r.shuffle(pastes)
        while pastes:
            n = r.randint(1, 3)
            eps.append(self.ep_paste(pastes[:n]))
            pastes = pastes[n:]
        for tool in sorted(by_veh["tool"]):
            fs = by_veh["tool"][tool]
            r.shuffle(fs)
            while fs:
                n = 1 if tool == "driver_logs" else r.randint(1, 3)
                eps.append(self.ep_tool(tool, fs[:n]))
                fs = fs[n:]

        def nmsg(es):
            return sum(1 for e in es for it in e if it[0] in ("user", "assistant"))

        target = r.randint(150, 240)
        while nmsg(eps) + 4 < target:
            eps.append(self.ep_filler())
        r.shuffle(eps)
        while nmsg(eps) + 4 > 276:
            cand = [e for e in eps if len(e) == 2 and e[0][0] == "user" and e[1][0] == "assistant"]
            if not cand:
                break
            cand[0].pop()
        s = self.slots()
        seq = [("user", self.fill(self.P.OPENER[0], s)), ("assistant", self.fill(self.P.OPENER[1], s))]
        for e in eps:
            seq.extend(e)
        seq.append(("user", self.P.CLOSER[0]))
        seq.append(("assistant", self.P.CLOSER[1]))
        return [{"kind": f["kind"], "needles": f["needles"]} for f in facts], seq


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
            cid = "call_by%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_by%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_by%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_by%d" % n, "createdAt": ts,
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

#!/usr/bin/env python3
"""Held-out retention set "cb": a crew scheduler at a small charter airline and his assistant.

Usage: PER_KIND=10 python3 gen.py OKBOT_BINARY WORKDIR [SEED ...]

Builds one conversation per seed (default seeds 1..5; the last one is in Simplified Chinese),
feeds it to okbot in batches of 25 messages with `okbot compress --now` after each batch, and
counts how many seeded facts survive verbatim in `okbot context show`.
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys
from datetime import datetime, timedelta, date

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]


def fill(tpl, **kw):
    return re.sub(r"\{(\w+)\}", lambda m: str(kw[m.group(1)]) if m.group(1) in kw else m.group(0), tpl)


# --------------------------------------------------------------------------------------------
# shared value generators
# --------------------------------------------------------------------------------------------

PORTS = [8443, 9443, 8081, 8088, 9090, 9200, 5601, 15672, 6443, 7443, 8161, 8834, 10443,
         4848, 9990, 2375, 8880, 7070, 9091, 8090, 8280, 5050, 8983, 4443, 7777, 8444, 9000,
         6080, 3443, 5443, 18080, 9418, 8500, 7180, 8686, 4040, 9300]

CREW_CODES = ["JHR", "PKL", "TWX", "MBD", "SRO", "AHN", "LQV", "DKE", "CFM", "GVY", "NBT", "RWS",
              "EKZ", "HLM", "OPD", "YTC"]


def gen_command(rng):
    code = rng.choice(CREW_CODES)
    t = rng.randrange(13)
    if t == 0:
        d1 = rng.randint(1, 20)
        return "rlctl roster export --base %s --from 2026-12-%02d --to 2026-12-%02d --format csv" % (
            rng.choice(["BRS", "EXT", "CWL", "NQY"]), d1, d1 + rng.randint(3, 10))
    if t == 1:
        return "rlctl crew show %s --duty --days %d" % (code, rng.choice([7, 14, 28, 56, 90]))
    if t == 2:
        return "rlctl ftl check --crew %s --window %dd" % (code, rng.choice([7, 14, 28]))
    if t == 3:
        return "rlctl sync --force --since 2026-11-%02dT%02d:00Z" % (rng.randint(10, 29), rng.randint(0, 23))
    if t == 4:
        return 'rlctl pairing lock P%05d --reason "%s"' % (rng.randint(10000, 99999), rng.choice(
            ["owner flight", "AOG swap", "line check", "ski charter", "football charter"]))
    if t == 5:
        return 'curl -s -H "Authorization: Bearer $RL_TOKEN" https://rosterline.kestrelair.co.uk/api/v3/pairings/P%05d' % rng.randint(10000, 99999)
    if t == 6:
        return "curl -s https://rosterline.kestrelair.co.uk/api/v3/crew/%s/fdp?from=2026-12-%02d" % (code, rng.randint(1, 28))
    if t == 7:
        return "ssh sched@ops-%d 'sudo systemctl restart rosterline-%s'" % (rng.randint(1, 6), rng.choice(
            ["sync", "notifier", "ftl-engine", "gateway"]))
    if t == 8:
        return "tail -n %d /var/log/rosterline/%s.log | grep -i %s" % (rng.choice([50, 100, 200, 500, 1000]), rng.choice(
            ["sync", "ftl-check", "notifier", "import"]), rng.choice(["error", "timeout", "conflict", "rejected", "fdp"]))
    if t == 9:
        return "psql -h opsdb -U sched -c \"select * from duty_periods where crew_code='%s' order by start_utc desc limit %d\"" % (
            code, rng.choice([5, 10, 20, 30]))
    if t == 10:
        return "rlctl notify --pairing P%05d --channel %s --template roster-change" % (rng.randint(10000, 99999), rng.choice(
            ["sms", "email", "app", "all"]))
    if t == 11:
        m = rng.randint(1, 12)
        return "rlctl export ftl-report --month 2026-%02d --out ftl_%02d_%s.pdf" % (m, m, code.lower())
    return "rlctl swap --from %s --to %s --pairing P%05d --dry-run" % (code, rng.choice([c for c in CREW_CODES if c != code]),
                                                                   rng.randint(10000, 99999))


def gen_version(rng):
    t = rng.randrange(5)
    if t == 0:
        return "%d.%d.%d" % (rng.randint(3, 9), rng.randint(10, 29), rng.randint(0, 12))
    if t == 1:
        return "%d.%d.%d" % (rng.randint(3, 9), rng.randint(0, 9), rng.randint(10, 30))
    if t == 2:
        return "2026.%d.%d" % (rng.randint(3, 11), rng.randint(1, 9))
    if t == 3:
        return "%d.%d.%d-rc%d" % (rng.randint(3, 9), rng.randint(0, 19), rng.randint(0, 5), rng.randint(1, 4))
    return "%d.%d.%d" % (rng.randint(10, 14), rng.randint(0, 9), rng.randint(0, 9))


def gen_id_en(rng):
    t = rng.randrange(9)
    if t == 0:
        return "INV-%05d" % rng.randint(10000, 99999)
    if t == 1:
        return "KAC-CH-%04d" % rng.randint(1000, 9999)
    if t == 2:
        return "HA/%04d/26" % rng.randint(1000, 9999)
    if t == 3:
        return "RL-%04d" % rng.randint(1000, 9999)
    if t == 4:
        return "PO-%06d" % rng.randint(100000, 999999)
    if t == 5:
        return "EXM-%04d" % rng.randint(1000, 9999)
    if t == 6:
        return "QT%05d" % rng.randint(10000, 99999)
    if t == 7:
        return "SLT-%s-%03d" % (rng.choice(["GVA", "JER", "SZG", "INN", "PMI"]), rng.randint(100, 999))
    return "MNZ-%06d" % rng.randint(100000, 999999)


def gen_id_zh(rng):
    t = rng.randrange(7)
    if t == 0:
        return "HT-2026-%04d" % rng.randint(1000, 9999)
    if t == 1:
        return "FP%08d" % rng.randint(10000000, 99999999)
    if t == 2:
        return "GD%06d" % rng.randint(100000, 999999)
    if t == 3:
        return "BC-%05d" % rng.randint(10000, 99999)
    if t == 4:
        return "ZD%04d-%03d" % (rng.randint(1000, 9999), rng.randint(100, 999))
    if t == 5:
        return "SQ-%04d" % rng.randint(1000, 9999)
    return "DJ-%05d" % rng.randint(10000, 99999)


def gen_money_en(rng):
    n = rng.randint(180, 48000)
    c = rng.randint(1, 99)
    t = rng.randrange(7)
    if t == 0:
        return "£{:,}".format(n)
    if t == 1:
        return "€{:,}".format(n)
    if t == 2:
        return "€{:,}.{:02d}".format(n, c)
    if t == 3:
        return "${:,}".format(n)
    if t == 4:
        return "CHF {:,}".format(n)
    if t == 5:
        return "£{:,}.{:02d}".format(n, c)
    return "NOK {:,}".format(n * 10)


def gen_money_zh(rng):
    t = rng.randrange(7)
    if t == 0:
        return "¥{:,}".format(rng.randint(1200, 98000))
    if t == 1:
        return "%d元" % (rng.randint(12, 980) * 10)
    if t == 2:
        return "%.1f万" % (rng.randint(12, 480) / 10.0)
    if t == 3:
        return "%.2f万元" % (rng.randint(105, 4800) / 100.0)
    if t == 4:
        return "%d美元" % (rng.randint(30, 900) * 10)
    if t == 5:
        return "港币{:,}".format(rng.randint(1500, 60000))
    return "%d块" % (rng.randint(15, 600) * 10)


def money_value(m):
    """Rough size of an amount in GBP-ish units, to choose a fitting sentence."""
    num = float(re.sub(r"[^0-9.]", "", m.replace(",", "")) or 0)
    if "万" in m:
        num *= 10000
    if m.startswith("NOK"):
        num /= 10
    if m.endswith("元") or m.endswith("块") or m.startswith("¥") or m.startswith("港币"):
        num /= 5
    if "美元" in m:
        num *= 1
    return num


def _suf(d):
    return "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


def gen_date_en(rng):
    d0 = date(2026, 12, 1) + timedelta(days=rng.randint(0, 52))
    d = d0.day
    mon = d0.strftime("%B")
    mo3 = d0.strftime("%b")
    dow = d0.strftime("%a")
    dowl = d0.strftime("%A")
    t = rng.randrange(7)
    if t == 0:
        return "%s %d %s" % (dow, d, mo3)
    if t == 1:
        return "%d%s %s" % (d, _suf(d), mon)
    if t == 2:
        return "%s %d%s" % (mon, d, _suf(d))
    if t == 3:
        return "%02d%s" % (d, mo3.upper())
    if t == 4:
        return "%s the %d%s" % (dowl, d, _suf(d))
    if t == 5:
        return "%d/%d" % (d, d0.month)
    return "%s %d %s %d" % (dowl, d, mon, d0.year)


ZH_REL_DATES = ["下周五", "下下周二", "本周六", "周四晚上", "这周日上午", "下周一一早", "下个月初", "12月中旬",
                "元旦那天", "下周三下午"]


def gen_date_zh(rng):
    t = rng.randrange(3)
    if t == 0:
        return rng.choice(ZH_REL_DATES)
    d0 = date(2026, 12, 1) + timedelta(days=rng.randint(0, 52))
    if t == 1:
        return "%d月%d日" % (d0.month, d0.day)
    return "%d月%d号" % (d0.month, d0.day)


# --------------------------------------------------------------------------------------------
# English text pack
# --------------------------------------------------------------------------------------------

EN_FIRST = ["Gareth", "Siobhan", "Callum", "Priyanka", "Tomasz", "Eilidh", "Rhys", "Agnieszka", "Declan",
            "Mairead", "Olusegun", "Bethan", "Kieran", "Ffion", "Marcus", "Leonie", "Dominic", "Harriet",
            "Jakub", "Niamh", "Stuart", "Yasmin", "Owain", "Clodagh", "Fraser", "Imogen", "Lukas",
            "Rosalind", "Ewan", "Tamsin", "Ibrahim", "Carys", "Piotr", "Morven", "Anders", "Delphine"]
EN_LAST = ["Pryce", "Okafor", "Lindqvist", "MacAulay", "Wojcik", "Penhaligon", "Ferreira", "Brannigan",
           "Tremayne", "Achterberg", "Costello", "Haverford", "Nakamura", "Ellwood", "Szymanski", "Rourke",
           "Vasquez", "Fairbairn", "Delacroix", "Mbeki", "Sorensen", "Quigley", "Ashworth", "Kowalczyk",
           "Llewellyn", "Gallacher", "Bergstrom", "Oyelaran", "Trevithick", "Dunleavy", "Castellano",
           "Whitlock", "Abernethy", "Kinsella", "Rautio", "Hollings"]

EN_DECISIONS = [
    ("wet-lease a 737 from Titan for the Faro rotation", "G-OKBD is still AOG in Bristol waiting on a hydraulic pump"),
    ("move the Salzburg ski crews onto a slip pattern", "the return sector keeps pushing them past the FDP limit"),
    ("put the Geneva positioning crew in the airport Ibis instead of the city hotel", "the city hotel is 55 minutes out and eats into their rest"),
    ("split the Tenerife run into two duties with a night-stop in Faro", "a single duty there and back is over the limit with the winter winds"),
    ("keep G-OKBA as the hot spare at Bristol all weekend", "the owner's charter on Sunday has a penalty clause"),
    ("switch the Jersey handling to Aviapartner from January", "their quote is a third cheaper and they actually answer the phone at night"),
    ("publish the roster on Wednesdays instead of Fridays", "crew complain they can't swap anything over the weekend"),
    ("pay the Palma crew overtime rather than position a fresh crew out", "the positioning tickets alone cost more than the overtime"),
    ("tanker fuel out of Bristol on the Alicante turns", "Alicante fuel is running 18 percent dearer this month"),
    ("give the Innsbruck flights only to captains with the mountain airport sign-off", "the CAA are bound to check it after the incident report"),
    ("use the paper roster as backup during the RosterLine upgrade weekend", "the vendor can't promise the API will be up before Monday"),
    ("drop the Newquay standby line on Tuesdays", "we haven't called it out once since October"),
    ("fly the empty leg back from Chambery rather than night-stop", "there's no crew hotel with rooms left during ski week"),
    ("roster two SCCMs on the football charter", "the club's travel manager insisted after last season's trouble"),
    ("send every roster change by SMS and email both", "half the cabin crew never open the app"),
    ("borrow an ATR crew from Loganair for the peak", "our new starters won't be through line training in time"),
    ("move all crew comms off WhatsApp onto the RosterLine app", "the GDPR auditor flagged the personal phones"),
    ("take the later Geneva slot instead of fighting for the early one", "the early slot would need a 0330 report and nobody's legal for that"),
    ("base one captain in Exeter over Christmas", "the A38 closures make the Bristol call-outs unreliable"),
    ("stop accepting same-day ad hoc charters in December", "the roster has zero slack once the ski programme starts"),
]

EN_CONSTRAINTS = [
    ("nobody is rostered past 13 hours of duty", "including the positioning sectors"),
    ("nobody starts a night flight", "without a minimum rest of two sectors in front of it"),
    ("don't pair two new FOs with the same training captain", "in the same roster week"),
    ("never roster more than three early starts in a row", "while the winter schedule is running"),
    ("do not let anyone fly the Innsbruck approach", "until the mountain aerodrome sign-off is on their record"),
    ("roster changes never go out by phone only", "once we're inside the 72-hour window"),
    ("never give crew personal numbers to handling agents", "under any circumstances whatsoever"),
    ("G-OKBF must not be used for ad hoc charters", "while the management agreement is being renegotiated"),
    ("no one flies within 12 hours of a sim session", "if the sim was a checking ride"),
    ("don't accept any Geneva slot before 0600", "for the rest of the ski season"),
    ("airport standby crew have to live within 90 minutes of Bristol", "when it's airport standby rather than home standby"),
    ("never approve a discretion extension by text", "without Dave or the duty pilot on the phone first"),
    ("cabin crew without 737 differences training stay off G-OKBA", "even for positioning"),
    ("don't pay any handling invoice", "until ground ops have matched it to the tech log"),
    ("keep at least one spare captain at Bristol", "every single day of the Christmas peak"),
    ("nobody goes over 100 block hours", "in any rolling 28 days"),
    ("no fuel uplift above the contract price gets signed off", "without a second quote from another supplier"),
    ("don't put the same crew on Tenerife and Innsbruck", "within the same block of days"),
    ("never swap a captain off an owner flight", "less than 48 hours before departure"),
    ("trainee cabin crew can't be one of the minimum crew", "until they've flown four supernumerary sectors"),
]

EN_QUESTIONS = [
    "whether Menzies Faro will waive the overnight parking for G-OKBA",
    "who's actually paying for the de-icing on the cancelled Salzburg",
    "if the Jersey slot coordinator will let us swap the Saturday slot",
    "whether the new FO's type rating endorsement has come through from the CAA",
    "what the football club wants for catering on the return leg",
    "when RosterLine will fix the FDP calc for split duties",
    "whether the owners want the G-OKBF crew positioned by road or by air",
    "if Swissport Palma can handle a 30-minute turn on the A320",
    "who approved the extra standby day in last month's payroll",
    "whether the insurance covers the Loganair crew flying our aircraft",
    "how many PAX the Geneva ski group actually confirmed",
    "whether Innsbruck has lifted the tailwind restriction on runway 26",
    "if the Titan wet-lease comes with their own cabin crew",
    "what time the union rep wants the rostering meeting",
    "whether Dave signed the discretion report for the Alicante delay",
    "if Aviapartner Jersey does night handling after 2300",
    "why the Chambery handler invoiced us twice for the GPU",
    "whether the Faro crew hotel keeps the crew rate after January",
    "who's meant to renew the airside passes for the Exeter crew",
    "whether the sim centre can give us a second slot before Christmas",
]

EN = {
    "ops": "Dave",
    "flt_prefix": "KST",
    "regs": ["G-OKBA", "G-OKBC", "G-OKBD", "G-OKBE", "G-OKBF"],
    "aps": ["PMI", "FAO", "AGP", "GVA", "SZG", "JER", "INN", "CMF", "TFS", "ALC", "EXT", "NQY"],
    "fact_user": {
        "name": [
            "new FO starts monday, {x}, ex-Loganair. needs line training pairings asap",
            "{x} called in sick for tmrw's early {flt}, need cover",
            "Dave wants {x} to do the {ap} line check, find a day that works",
            "heads up {x} (cabin) is on ground duties only from now, don't roster her flying",
            "swap {x} onto the late {ap} pls, she asked nicely and I owe her one",
            "who's SCCM on the {ap} tomorrow?? oh nvm it's {x}",
            "new handling contact at {ap} is {x}, replaces the old guy who never answered",
            "txt from {x}: stuck on the M5, might miss report for {flt}",
            "{x} has passed the OPC, so he can go back on the line from next roster",
            "put {x} on home standby for the weekend, he's got hours to spare",
        ],
        "command": [
            "ran `{x}` and it just hangs, no output at all",
            "this is what I use for the monthly export: {x}",
            "Dave's IT guy says run this after every roster publish:\n{x}",
            "note to self — {x}   (fixes the stale pairings thing)",
            "it errors when I do {x}\nsays 401 unauthorised",
            "pasted from the vendor email:\n\n    {x}\n\nworth trying?",
            "saving this here so I stop losing it: {x}",
            "the old scheduler left this in a txt file on the desktop: {x} — no idea what it's for tbh",
            "typed {x} like you said, got a wall of text back, will paste in a sec",
        ],
        "port": [
            "admin page moved to {x} after the upgrade, bookmark that",
            "RosterLine admin is on port {x} now",
            "IT says the API gateway listens on {x}, not 443 like before",
            "if the dashboard won't load try rosterline-admin:{x}",
            "the sync service health check is on {x} apparently",
            "firewall opened {x} for the flight tracking feed",
            "the old ops laptop only gets in via port {x} for some reason",
            "vpn blocks {x}, that's why it keeps timing out from home",
        ],
        "version": [
            "RosterLine got upgraded to {x} overnight, everything looks different",
            "vendor says the FTL bug is fixed in {x}",
            "we're still on {x} of the API",
            "EFB app on the iPads needs {x} or later, some of them are way behind",
            "crew app is at {x} now, half the cabin crew still on the old one",
            "release notes for {x} are in the inbox, skim them for me later",
            "IT pinned the sync agent at {x}, don't let anyone update it",
            "Dave asked which version we're on. it's {x} I think?",
        ],
        "money": [  # large amounts
            "{ap} handling came in at {x}, way over the quote",
            "fuel uplift at {ap} was {x}",
            "ski charter contract is worth {x} all in",
            "nav charges for november {x}",
            "Titan want {x} for the wet-lease week, bit rich",
        ],
        "money_small": [
            "hotel for the stranded crew came to {x}",
            "overnight parking in {ap}: {x}. ouch",
            "positioning crew by taxi cost {x}, Dave will kill me",
            "de-icing bill from {ap} is {x}, seems steep",
            "sim slot cancellation fee {x}, can't believe it",
        ],
        "date": [
            "line check for the new FO is {x}",
            "contract renewal is due {x}",
            "{reg} goes in for its C-check {x}",
            "first {ap} ski rotation is {x}",
            "CAA audit is {x}, they want all FTL records",
            "Dave's on leave from {x}, so I'm on my own",
            "January roster has to publish by {x}",
            "sim slot got moved to {x}",
            "owner's charter to {ap} confirmed for {x}",
        ],
        "decision": [
            "ok decided — we'll {c}, because {r}.",
            "going with this: we {c}. reason is {r}.",
            "spoke to Dave, we'll {c} since {r}",
            "final answer on that one, we {c} — mainly because {r}",
            "(voice) right so I've decided we're going to {c} because {r} so can you note that down",
            "decision: {c}, bc {r}",
            "we're going to {c}, simply because {r}. not up for debate",
            "after all that back and forth we'll {c}; {r}, end of story",
        ],
        "constraint": [
            "new rule, effective now: {w} {c}.",
            "Dave's been very clear — {w} {c}. put that in your notes",
            "fyi {w} {c}. regulator's condition not mine",
            "just so we're straight, {w} {c}. no exceptions, not even for the owners",
            "(dictating) ok so the thing is {w} {c} and I keep forgetting so remind me",
            "rule of mine: {w} {c}. learned that the hard way last winter",
            "pls remember {w} {c}, it bit us on the Salzburg run",
            "hard rule — {w} {c}.",
        ],
        "question": [
            "Q for you — do we actually know {x}?",
            "still haven't found out {x}. any idea?",
            "remind me to chase: {x}?? nobody's replied",
            "{x} — does anyone know? Dave doesn't",
            "quick one: any clue {x}?",
            "(driving) question I keep forgetting to ask is {x} can you find out",
            "open question: {x}. haven't had a reply yet",
            "do you know {x}? I've emailed twice",
        ],
    },
}

EN["ack"] = {
    "name": ["Got it, noted against the crew list.", "Okay — logged.", "Noted.", "Right, I've added that to your crew notes.",
             "Understood, I'll keep that in mind for the next roster pass."],
    "command": ["Okay, saved to your notes.", "Got it.", "Right, I've kept that."],
    "id": ["Noted the reference.", "Got it, filed.", "Okay — logged against the finance list.", "Noted."],
    "port": ["Noted.", "Okay, updated your bookmarks list.", "Got it — I'll use that for the admin checks.", "Right."],
    "version": ["Noted.", "Okay.", "Got it, I'll keep the version in mind when we look at bugs.", "Right, logged."],
    "money": ["Noted the amount.", "Ouch — logged.", "Okay, added to the cost tracker.", "Got it."],
    "date": ["Okay, in the calendar.", "Noted.", "Got it — added.", "Right, I've put that in."],
    "decision": ["Okay, that's a sensible call.", "Decision noted.", "Makes sense — logged as decided.", "Fair enough, noted."],
    "constraint": ["Understood — I'll treat that as a hard rule.", "Noted as a rule.", "Got it, I'll check every draft against that.",
                   "Okay, that goes on the rules list."],
    "question": ["I don't have an answer to that yet, I'm afraid.", "Nothing on that in what I can see.",
                 "I can't tell from here.", "Not that I can find."],
}

EN["body"] = {
    "name": [
        "Before they go on a pairing I'd check the usual: licence and medical expiry in RosterLine, recency on type, any open training items, and whether their airside pass covers the outstations on that roster.",
        "If you want, I can draft a short message to the crew member confirming the change so there's a written record — that keeps the union happy and covers the notification rule.",
        "One thing to watch: changes inside the published roster need the crew member's acknowledgement in the app, otherwise the FTL engine still shows the old duty.",
        "I'll look at their duty history for the last 28 days before you move anything, so we don't end up with a cumulative-hours problem on the back end of the block.",
        "For a new starter, the typical sequence is: induction day, two supernumerary sectors, then line training with a training captain, then a line check. Worth blocking the training captain's days early before the ski programme eats them.",
    ],
    "command": [
        "A few tips for running things like that:\n- run it from the ops box, not your laptop, because the token on the ops box has the scheduler role\n- add `--dry-run` where it's supported before anything that writes\n- if it hangs, it's usually the token expiring — re-login with `rlctl login` and try again",
        "If it returns a 401, your API token has probably lapsed; they last 12 hours by default. If it's a 403, the token is fine but the role is wrong.",
        "I'd keep a small text file of the commands you use regularly with a one-line comment each, so whoever covers your leave isn't guessing.",
        "For anything that touches published pairings, export a CSV first so you can roll back by hand if the sync goes sideways.",
    ],
    "id": [
        "I'd keep the reference in the subject line of any reply so the handler's accounts team can match it — they're much quicker when they can search by their own ref.",
        "Want me to add it to the disputes spreadsheet with the flight date and tail number? That makes month-end much easier for Priya.",
        "Worth checking it against the tech log and the handling sheet before anyone pays it; duplicates are common when a flight is re-timed.",
        "If it's contract-related I'd also save the signed PDF next to it in the shared drive so the reference and the document stay together.",
    ],
    "port": [
        "If the page still won't load: check you're on the office VPN, try the full hostname rather than the short name, and clear the cached redirect in the browser — the old 443 redirect tends to stick.",
        "It's worth asking IT to put it in the password manager entry for RosterLine too, so the URL travels with the login.",
        "A quick way to test from the ops box is a plain curl against the health endpoint; if that answers, the problem is your browser or VPN rather than the service.",
    ],
    "version": [
        "After an upgrade like that I'd spot-check three things: the FDP calculation on a split duty, the standby-to-duty conversion, and whether published pairings kept their crew acknowledgements.",
        "If different devices are on different versions, the crew app can show stale pairings; a short note to crew asking them to update before their next report usually sorts most of it.",
        "I'd keep the release notes handy — vendors often change default rounding for duty times between releases, and that's exactly the kind of thing the CAA audit picks up.",
    ],
    "money": [
        "I'll add it to the cost tracker under the right flight. If it's over the quote, the usual route is to query it in writing within 14 days — most handlers' terms allow that.",
        "For the month-end pack Priya will want the flight number, date, tail and the original quote next to each line, so it's worth capturing those now.",
        "If it's a crew-disruption cost, tag it as such: it feeds into the delay cost report Dave sends the owners.",
        "Worth comparing against the last three invoices from the same station — if it's a one-off spike there's usually a surcharge line hiding in there.",
    ],
    "date": [
        "I'll treat that as fixed when we build the next roster draft. Anything that depends on it — training captain availability, sim slots, crew leave — should be checked against it.",
        "Want a reminder a week before and again two days before? That's usually enough lead time to move crew if something slips.",
        "I'd also drop Dave a note so it's in the ops calendar, not just yours.",
    ],
    "decision": [
        "Next steps I'd suggest:\n1. update the affected pairings in RosterLine\n2. notify the crew involved with the reason, in writing\n3. tell the handlers at the affected stations\n4. log it in the ops decision log so the audit trail is clear",
        "I'll keep it in mind when I check later drafts, so nothing quietly undoes it.",
        "It's worth writing a one-line note to Dave as well, so the owners hear the same story from both of you.",
        "The knock-on effect to watch is the cumulative duty for the crews who pick up the change — I'll flag anyone who gets close to their limits.",
    ],
    "constraint": [
        "RosterLine can enforce some of that automatically if you add a custom rule in the FTL engine; anything it can't, I'll check by hand when we review drafts.",
        "I'd also put it in the scheduler handover notes so cover staff apply it the same way.",
        "If you want, I can write it up as a short policy line for the ops manual amendment — the CAA likes to see local rules written down, not just applied.",
        "Worth telling the crew too, so nobody asks for a swap that breaks it.",
    ],
    "question": [
        "There's nothing in the inbox or in the RosterLine notes that settles it, so I've put it on the open-items list so it doesn't get lost.",
        "I'd chase it with a short, specific email — people reply faster to a yes/no question with a deadline.",
        "If it's blocking the roster, plan around both outcomes for now and we can firm it up once someone replies.",
    ],
}

EN["filler_short"] = [
    ("ok", "👍"), ("thx", "Any time."), ("brb", "Sure — I'm here."), ("back", "Welcome back. Where were we — the roster draft?"),
    ("k", "Okay."), ("cheers", "No problem."), ("one sec phone", "Take your time."), ("sorry Dave just walked in", "No worries."),
    ("right", "Ready when you are."), ("on it", "Great."), ("nvm", "Okay, ignore that then."),
    ("ta", "You're welcome."), ("hmm", "Anything I can look up for you?"), ("lol", "😄"),
    ("doing the crew bus run brb 20 min", "Sure, talk then."), ("perfect", "Glad that helps."),
]

EN["filler_long"] = [
    ("quick sanity check, whats the rule on split duty again? can never remember",
     "Under the UK FTL rules (based on EASA ORO.FTL) a split duty lets you extend the FDP by half of the break, provided the break on the ground is at least 3 hours, excluding 30 minutes of post- and pre-flight duties. Key points:\n- the break can't count if the crew don't get suitable accommodation for breaks over 6 hours or that cross the WOCL\n- the extension is on top of the basic max FDP from the table, not the extended one\n- it has to be planned in advance, it's not a discretion tool on the day\n- the operator's approved FTL scheme may be stricter, so check your OM-A section 7 wording\nIf you tell me the duty, I can work through the numbers."),
    ("what counts as the WOCL again",
     "The Window of Circadian Low is 02:00 to 05:59 in the time zone the crew member is acclimatised to. Any FDP that starts, ends or encroaches on it reduces the maximum FDP, and a run of duties encroaching on the WOCL triggers extra rest requirements. For your winter night rotations that's the part that usually bites."),
    ("draft a msg to the crew group about the roster going out late this week pls",
     "Here's a draft:\n\n\"Hi all — this week's roster will publish later than usual because of the aircraft swap. Expect it by end of day tomorrow. Nothing changes for duties already acknowledged in the app. If you've got a swap request pending, hold off until it's out, then send it through the app as normal. Thanks for bearing with us. — Crewing\"\n\nWant it shorter for SMS?"),
    ("METAR for GVA just now\nLSGG 040920Z 22014G26KT 9999 -SN FEW012 BKN025 M01/M03 Q1003 NOSIG\nwhat's that mean for the afternoon",
     "Geneva right now: wind 220 at 14 gusting 26 knots, visibility 10 km plus, light snow, a few clouds at 1,200 ft and broken at 2,500 ft, minus 1 with dew point minus 3, QNH 1003, no significant change expected.\n\nFor the afternoon: gusty crosswind for runway 22/04 is mostly along the runway so fine, but light snow means de-icing is likely — budget an extra 20-30 minutes on the turn and warn the crew the FDP could get tight if the inbound is late."),
    ("TAF for SZG pasted\nLOWS 040500Z 0406/0506 VRB03KT 0800 FG VV002 BECMG 0409/0411 4000 BR BKN008 TEMPO 0416/0420 1500 -SN",
     "Salzburg: fog this morning with 800 m visibility and vertical visibility 200 ft, improving between 09 and 11Z to 4 km in mist with broken cloud at 800 ft. Temporarily 1,500 m in light snow between 16 and 20Z.\n\nSo the morning arrival is the risky one; the afternoon should be workable but the snow showers could add de-icing. If the crew are already near their limit, I'd have a standby crew warned for the evening sector."),
    ("NOTAM came in\nA2231/26 FAO RWY 10/28 CLSD 2300-0530 DLY DUE WIP\nhow bad is that for us",
     "Faro runway 10/28 is closed every night from 2300 to 0530 for works. Any arrival that slips past 2300 can't land there and would have to divert (Seville is usual). For you, the late Faro turn is the exposed one: if the ETD from Bristol slips by more than about an hour, the crew will need to know the plan B before they go. I'd brief the diversion option and make sure the handler at the alternate knows."),
    ("(voice) ok so driving back from the airport and the thing is tomorrow is a mess basically the early is short a cabin crew the late might slip and I haven't heard back from anyone so just remind me when I get in to look at it all",
     "Will do. When you're back, I'll have ready:\n- the early: who's short and which standby cabin crew are legal for it\n- the late: current ETD and how much slip the crew can absorb before they hit limits\n- a list of anyone you're waiting to hear from\nDrive safe."),
    ("roster draft wk50 BRS, tell me if you see anything off\n\nDAY  FLT     REG     RPT   ETD   STA   CPT  FO   SCCM\nMON  {f1}  G-OKBA  0520  0620  0935  JHR  TWX  PKL\nMON  {f2}  G-OKBA  1020  1105  1430  JHR  TWX  PKL\nTUE  {f3}  G-OKBD  0450  0550  0915  MBD  AHN  SRO\nTUE  {f1}  G-OKBA  0520  0620  0935  JHR  LQV  PKL\nWED  {f2}  G-OKBC  1600  1700  2040  DKE  AHN  CFM",
     "A couple of things stand out:\n1. JHR and PKL do the Monday double then the Tuesday early — check the rest between Monday's arrival and Tuesday's report; if Monday's STA slips at all, they won't have the minimum rest.\n2. AHN goes from a Tuesday early to a Wednesday late, which is fine for rest but it's a backward rotation — some crew really struggle with those.\n3. The Tuesday 0450 report for MBD's crew encroaches on the WOCL, so their max FDP is reduced.\nOtherwise it looks legal. Want me to suggest a swap for point 1?"),
    ("what's the difference between home standby and airport standby for the FDP",
     "Airport standby counts fully as duty, and if the crew member is called out, the FDP starts at the standby report time (with some schemes using the actual callout time for part of it). Home standby only partly counts: the FDP starts at report, but the total of standby plus FDP is capped (typically around 16 hours awake time), and under UK rules 25% of home standby counts towards cumulative duty hours. So a long home standby with a late callout is where crews run out of hours fastest."),
    ("crew whatsapp, fyi\n[06:02] JHR: anyone know if the crew car is booked\n[06:05] PKL: it's outside\n[06:05] JHR: 👍\n[06:31] SRO: running 10 min late sorry",
     "Thanks — nothing to action there except SRO being ten minutes late; if that's for the early, the report time still gives a bit of margin before the ETD. Worth reminding everyone that late-running messages should go through the app, not the group, so they're logged."),
    ("remind me, how many days off do they need in a month",
     "Under the usual scheme: at least 7 local days free of all duty and standby in each calendar month, and a recurrent extended rest period of at least 36 hours including two local nights, no more than 168 hours apart. Twice a month it has to be extended to two local days. Your OM-A may be stricter, so it's worth checking that page."),
    ("can you write me a checklist for the night-before AOG swap thing, I always forget something",
     "Here's a night-before AOG swap checklist:\n1. Confirm the replacement aircraft, its tech status and any MEL items\n2. Check crew type ratings and differences training for the replacement\n3. Re-check FDPs if the ETD or sector length changes\n4. Tell handlers at each station (aircraft type affects stand, GPU, steps)\n5. Update catering and PAX numbers if seat counts differ\n6. Re-file the flight plan with the new registration\n7. Update slots if the type change affects them\n8. Notify the crew in writing, with new report time\n9. Log the swap and the reason in the ops log"),
    ("ugh Priya wants the crew expenses by friday",
     "Want me to pull together the expenses template with the crew's names and the flights from this month's roster, so you only have to fill in the amounts?"),
    ("random q, is it legal to position crew on a jump seat",
     "Positioning can be done on the jump seat if the operator's procedures allow it and the commander agrees, but the positioning time still counts as duty and, if it's immediately before an operating sector, as part of the FDP. Some operators prohibit jump-seat positioning for cabin crew. Check your OM-A wording."),
    ("morning. coffee first then roster",
     "Morning! When you're ready: there's the week-50 draft to check and the handler invoices waiting. Take your time."),
    ("that's me for today, speak tomorrow",
     "Have a good evening. I'll keep the open items list ready for tomorrow morning."),
]

EN["lookup_ask"] = {
    "roster_query": ["pull up the roster for {ap} pls", "who's on {flt} tomorrow", "check the crew on the {ap} rotation",
                     "can you look at the roster for next tues", "who've we got for the {ap} night-stop"],
    "inbox_search": ["anything from the {ap} handler in my inbox?", "search my email for the invoice from {ap}",
                     "find that email about the ski charter", "did accounts send anything re {ap}?", "check inbox for anything from the CAA"],
    "rl_status": ["check the RosterLine status page", "is RosterLine up? check the api", "what's the server config say",
                  "hit the status endpoint pls", "check the sync service"],
    "shell": ["run that export for me", "can you run the check on the ops box", "try it from the server for me",
              "run it please", "do the lookup on the ops box"],
}

EN["lookup_reply"] = {
    "roster_query": ["Here's the roster for that day. Nothing illegal jumps out, though the early crew are close to their weekly limit.",
                     "Found the pairing — the crew are in the output above. The report time leaves only a small buffer for the ETD.",
                     "That's the roster as published. I'd keep an eye on the late rotation, it's tight on rest if anything slips."],
    "inbox_search": ["Found it in your inbox — details are in the result above. Want me to file it against the flight?",
                     "Yes, there's a message — I've pulled the relevant part above. It needs checking against the quote.",
                     "There's one matching email; the key lines are above. Shall I draft a reply?"],
    "rl_status": ["The service is up and responding; the config above is what it reports.",
                  "RosterLine answered fine. Nothing in the status suggests a fault on their side.",
                  "Status looks healthy — the details are in the output above."],
    "shell": ["Ran it on the ops box; output above. Nothing alarming.",
              "Done — it completed without errors.",
              "That ran fine. Let me know if you want the result saved anywhere."],
}


# --------------------------------------------------------------------------------------------
# Chinese text pack
# --------------------------------------------------------------------------------------------

ZH_SUR = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "胡", "朱", "高", "林", "何", "郭",
          "马", "罗", "梁", "宋", "郑", "谢", "韩", "唐", "冯", "董", "曹", "袁", "邓", "许", "傅", "沈", "曾", "彭"]
ZH_GIVEN = ["建国", "志强", "海燕", "晓峰", "丽娟", "文博", "雪梅", "俊杰", "振华", "玉兰", "明轩", "思远", "佳怡",
            "国栋", "红霞", "子涵", "立新", "春生", "婷婷", "家豪", "秀英", "伟民", "晨曦", "宏伟", "静怡", "德胜",
            "慧敏", "鹏飞", "雅琴", "永强"]

ZH_DECISIONS = [
    ("湿租一架737飞三亚那条线", "B-652Q还在AOG等液压泵"),
    ("丽江的机组改成外站轮换", "回程那段老是把执勤期拖超"),
    ("澳门调机的机组住机场酒店", "市区酒店单程要一个小时，休息时间不够"),
    ("普吉那趟拆成两个执勤期，在海口过夜", "一天来回算下来肯定超时"),
    ("周末把B-1276留在珠海当备份机", "周日那个老板包机有违约金条款"),
    ("一月份开始海口地服换成新的代理", "他们报价便宜三分之一，晚上也有人接电话"),
    ("排班改成每周三发布", "机组一直抱怨周末没法换班"),
    ("给三亚的机组发加班费，不再调新机组过去", "光调机的钱就比加班费贵"),
    ("昆明往返在珠海多加油带过去", "昆明这个月油价贵了将近两成"),
    ("丽江航班只排有高原资质的机长", "局方检查一定会专门查这个"),
    ("系统升级那个周末用纸质排班表兜底", "厂商不保证周一前API能恢复"),
    ("取消周二的备份值班", "十月以来一次都没叫过"),
    ("足球队那趟包机排两个乘务长", "俱乐部点名要求的，上赛季出过事"),
    ("机组通知全部短信加邮件双发", "一半的乘务员从来不看App"),
    ("机组沟通全部从微信群挪到排班App里", "审计说用私人手机不合规"),
    ("年底前不再接当天的临时包机", "滑雪季一开始排班就一点余量都没有了"),
]

ZH_CONSTRAINTS = [
    ("任何机组执勤都不能超过13小时", "调机的航段也要算进去"),
    ("夜航前必须留出至少两个航段的最低休息", "不管是不是老板的包机"),
    ("不要把两个新副驾驶配给同一个带飞教员", "同一周之内"),
    ("千万别连续排三个以上的早班", "冬季航班计划执行期间"),
    ("丽江进近只能派有高原资质的机长", "资质没录进系统之前一律不算"),
    ("排班变更不能只打电话通知", "距离执行不到72小时的时候"),
    ("禁止把机组的私人手机号给地服代理", "任何情况下都一样"),
    ("B-1276不能接临时包机", "管理协议重新谈好之前"),
    ("模拟机考核后12小时内不要排飞", "如果是检查性质的模拟机"),
    ("澳门6点前的时刻一律不要", "整个冬春航季"),
    ("机场备份的人必须90分钟内能赶到珠海", "机场备份不是在家备份的时候"),
    ("延长执勤期不能只发短信批", "没跟王经理或值班机长通过电话之前"),
    ("地服账单先别付", "地面运行那边没跟飞行记录核对之前"),
    ("每天都必须留一个备份机长在珠海", "整个春运高峰期间"),
    ("滚动28天飞行时间不能超过100小时", "包括带飞和调机"),
    ("老板包机的机长不许临时换人", "起飞前48小时以内"),
]

ZH_QUESTIONS = [
    "三亚地服能不能免掉B-652Q的过夜停场费",
    "取消的那班丽江的除冰费到底谁出",
    "澳门的时刻协调员肯不肯把周六的时刻换一下",
    "新副驾驶的执照签注局方批下来没有",
    "足球队回程的配餐要什么标准",
    "排班系统什么时候能修好分段执勤的计算",
    "老板那边要B-1276的机组坐车过去还是坐飞机过去",
    "海口地服能不能做30分钟过站",
    "上个月工资里多出来的那天备份是谁批的",
    "保险覆不覆盖湿租机组飞我们的飞机",
    "旅游团最后到底确认了多少PAX",
    "普吉的酒店一月以后还给不给机组协议价",
    "湿租的飞机带不带他们自己的乘务",
    "工会代表想几点开排班会",
    "王经理那份延误的延长执勤报告签了没有",
    "西双版纳那边晚上11点以后有没有地服保障",
]

ZH = {
    "ops": "王经理",
    "flt_prefix": "PJ",
    "regs": ["B-652Q", "B-30EK", "B-1276", "B-32AF", "B-6881"],
    "aps": ["三亚", "海口", "昆明", "丽江", "澳门", "普吉", "西双版纳", "桂林", "贵阳"],
    "fact_user": {
        "name": [
            "新来的副驾驶叫{x}，下周一开始带飞，先给他排短航段",
            "{x}早上打电话说发烧了，明天{flt}得换人",
            "王经理说让{x}去做{ap}的航线检查，你看看哪天合适",
            "{ap}地服那边换对接人了，新的叫{x}，之前那个离职了",
            "乘务长换成{x}吧，她自己主动要飞{ap}的",
            "{x}发微信说堵在机场高速上了，{flt}可能赶不上签到😓",
            "（语音输入）那个就是{x}要请婚假你帮我在系统里标一下先别排他了",
            "这周的备份机长是{x}，有事先找他",
        ],
        "command": [
            "我跑了 {x} 结果一直卡着不动",
            "月底导出用的是这个：{x}",
            "IT小张说每次发布排班以后都要跑一下：\n{x}",
            "记一下：{x}  （解决航段不同步那个问题）",
            "执行 {x} 报401，是不是token过期了",
            "前任排班员留在桌面txt里的：{x}，也不知道干嘛用的",
        ],
        "port": [
            "排班系统后台改成{x}端口了，你收藏一下",
            "IT说API网关现在走{x}，不是443了",
            "管理页面打不开就试试 rosterline-admin:{x}",
            "同步服务的健康检查在{x}端口",
            "防火墙给航班跟踪的数据源开了{x}",
            "公司VPN把{x}封了，怪不得在家一直超时",
        ],
        "version": [
            "排班系统昨晚升级到{x}了，界面全变了",
            "厂商说执勤期计算的bug在{x}修好了",
            "我们API还是{x}的",
            "机组App要{x}以上才行，有几个人还没更新",
            "IT把同步程序锁在{x}了，别让人乱升级",
            "王经理问现在用的什么版本，我记得是{x}",
        ],
        "money": [
            "{ap}地服这次收了{x}，比报价高不少",
            "{ap}加油花了{x}",
            "这个包机合同总价{x}",
            "湿租一周对方开价{x}，有点狠",
        ],
        "money_small": [
            "机组滞留那两晚酒店一共{x}，财务的小刘要发票",
            "{ap}过夜停场费{x}，离谱",
            "除冰费{x}，这个正常吗",
            "打车送机组去{ap}花了{x}，王经理肯定要骂",
        ],
        "date": [
            "新副驾驶的航线检查定在{x}",
            "合同续签最晚{x}要搞定",
            "{reg}{x}进场做C检",
            "局方审计是{x}，所有执勤记录都要准备好",
            "王经理{x}开始休年假，到时候就我一个人顶着",
            "一月份的排班{x}之前必须发布",
            "模拟机时间改到{x}了",
        ],
        "decision": [
            "决定了，{c}，因为{r}。",
            "跟王经理商量过了，就{c}吧，主要是{r}。",
            "定了：{c}。毕竟{r}，没别的办法",
            "想来想去还是{c}吧，因为{r}。",
            "（语音）那个我决定{c}了主要是{r}你帮我记一下",
            "最后拍板：{c}，原因很简单，{r}。",
        ],
        "constraint": [
            "规矩定一下：{w}，{c}。",
            "王经理交代的，{w}，{c}，没有例外",
            "你记着啊，{w}，{c}",
            "局方批文里写得很清楚：{w}，{c}。",
            "（语音）还有一个就是{w}啊{c}这个千万记住",
            "重申一遍：{w}，{c}。上次就是因为这个被查了",
        ],
        "question": [
            "{x}？有人知道吗",
            "问了好几次了，{x}，一直没人回复",
            "{x}，这个到现在还不知道",
            "对了，{x}？王经理也说不清楚",
            "你帮我记着，{x}——邮件发了两次了没人回",
            "（语音）还有个事{x}这个谁能告诉我一下",
        ],
    },
}

ZH["ack"] = {
    "name": ["好的，记下了。", "收到，已经记在机组备注里了。", "明白。", "好，我下次排班的时候会注意。"],
    "command": ["好的，帮你存到笔记里了。", "收到。", "记下了。"],
    "id": ["编号记下了。", "好的，已归档。", "收到，记到财务清单里了。"],
    "port": ["记下了。", "好的，书签列表已更新。", "收到，之后检查后台就用这个。"],
    "version": ["记下了。", "好的。", "收到，以后排查bug的时候会参考这个版本。"],
    "money": ["金额记下了。", "确实不便宜，已记录。", "好的，加到费用表里了。"],
    "date": ["好的，已放进日历。", "记下了。", "收到，已添加。"],
    "decision": ["好，这个决定挺合理的。", "决定已记录。", "明白，按这个执行。"],
    "constraint": ["明白，这条我当硬性规定来执行。", "记下了，以后每版排班都会对照检查。", "收到，加到规则清单里了。"],
    "question": ["这个我这边暂时也没有答案。", "我这边查不到相关信息。", "目前还不清楚。"],
}

ZH["body"] = {
    "name": [
        "排他上航段之前建议先核对几项：执照和体检有效期、机型近期经历、有没有未完成的训练项目，还有外站的通行证是否有效。",
        "需要的话我可以帮你起草一条通知发给本人，留个书面记录，工会那边也好交代。",
        "注意一下：已发布的排班如果改动，需要机组在App里确认，不然执勤期计算还是按旧的来。",
        "调整之前我会先看一下他过去28天的执勤记录，免得后面累计时间超限。",
    ],
    "command": [
        "跑这类命令的几点建议：\n- 尽量在运控的服务器上跑，那边的token有排班员权限\n- 会写数据的操作，能加 --dry-run 的先加上试一遍\n- 如果卡住不动，多半是token过期了，重新登录一下再试",
        "报401一般是token过期，默认12小时失效；如果是403，那是权限不对，要找IT小张开权限。",
        "建议把常用命令整理到一个文本文件里，每条加一句注释，你休假的时候顶班的人也不用猜。",
    ],
    "id": [
        "回复对方的时候最好把编号写在邮件标题里，对方财务按他们自己的编号搜，处理会快很多。",
        "要不要我把它加到争议账单表里，连同航班日期和机号一起？月底对账会省事很多。",
        "付款前建议和飞行记录、地服保障单核对一遍，航班改时刻的时候很容易重复收费。",
    ],
    "port": [
        "如果还是打不开：先确认连的是公司VPN，再用完整域名试试，浏览器里旧的443跳转缓存也清一下。",
        "可以让IT小张把地址也放到密码管理器里排班系统那一条，账号和地址放一起不容易丢。",
        "在运控服务器上用curl请求一下健康检查接口就能判断：能返回说明服务没问题，是浏览器或VPN的事。",
    ],
    "version": [
        "升级之后建议抽查三样：分段执勤的执勤期计算、备份转执勤的换算，以及已发布航段的机组确认记录有没有丢。",
        "不同设备版本不一致的话，App可能显示旧的航段，发个通知让大家下次签到前更新一下基本就能解决。",
        "版本说明最好留着，厂商经常在版本之间改执勤时间的取整规则，局方审计最容易查到这种地方。",
    ],
    "money": [
        "已经记到对应航班下面了。如果超出报价，一般14天内书面提出异议就可以，大多数地服的条款都允许。",
        "月底财务的小刘要的是航班号、日期、机号和原报价，建议现在就一起记上。",
        "如果属于航班不正常产生的机组费用，单独标出来，王经理给老板的延误成本报告要用。",
    ],
    "date": [
        "下一版排班我会把这个当成固定时间，带飞教员、模拟机、机组休假这些都要跟它对一下。",
        "要不要提前一周和提前两天各提醒你一次？一般这个时间够调整人员了。",
        "也建议跟王经理说一声，放进运控的共享日历里，不只是你自己的日历。",
    ],
    "decision": [
        "建议接下来这么做：\n1. 在排班系统里更新受影响的航段\n2. 书面通知相关机组，说明原因\n3. 通知相关外站的地服\n4. 记到运控决策记录里，方便以后审计",
        "后面检查排班草稿的时候我会留意，免得有人不小心又改回去。",
        "要注意接手的机组的累计执勤时间，接近上限的我会提醒你。",
    ],
    "constraint": [
        "排班系统的执勤期引擎可以加自定义规则，能自动拦的就让它自动拦，拦不住的我在审核草稿的时候人工检查。",
        "建议也写进排班交接说明里，顶班的同事也按同样的标准执行。",
        "需要的话我可以帮你写成一条运行手册的修订条款，局方比较喜欢看到书面的本地规定。",
    ],
    "question": [
        "邮箱和排班系统备注里都没有能说明这件事的内容，我先把它放到待跟进事项里，免得忘了。",
        "建议发一封简短、具体的邮件去催，带个截止时间，对方回得会快一些。",
        "如果它卡着排班，先按两种情况都准备一下，等有人回复了再定。",
    ],
}

ZH["filler_short"] = [
    ("好的", "👌"), ("收到", "好的。"), ("谢了", "不客气。"), ("稍等我接个电话", "好，你先忙。"),
    ("回来了", "欢迎回来，我们接着看排班草稿？"), ("嗯嗯", "好。"), ("行", "好的。"), ("👌", "👍"),
    ("在开车 一会儿说", "好的，注意安全。"), ("王经理叫我过去一下", "好，回来再说。"), ("算了", "好，那先不管这个。"),
    ("哈哈", "😄"), ("可以", "好的。"), ("饭点了先去吃饭", "去吧，回来继续。"),
]

ZH["filler_long"] = [
    ("分段执勤的规定是怎么算的来着？老记不住",
     "按CCAR-121部的规定，分段执勤可以延长飞行值勤期，前提是地面休息时间足够：\n- 地面休息至少3小时，扣掉前后各半小时的准备时间\n- 休息超过6小时或者跨越生理低谷期的，必须提供合适的休息场所\n- 延长量一般是休息时间的一半\n- 必须事先计划好，不能当天临时拿来当延长用\n公司运行手册可能比这个更严，最好对照手册第7章看。你把具体航段发我，我帮你算。"),
    ("生理低谷期是几点到几点",
     "一般是当地时间（按机组适应的时区）02:00到05:59。值勤期开始、结束或者覆盖到这个时段，最大飞行值勤期都要相应缩短，连续几天覆盖的话还要额外补休。冬季的红眼航班最容易卡在这里。"),
    ("帮我写个群通知，这周排班要晚点发",
     "草稿如下：\n\n“各位好，由于本周调换飞机，排班会比平时晚一些发布，预计明天下班前发出。已经在App里确认过的任务不受影响。有换班需求的先等排班发布后再通过App提交。感谢大家配合！——排班室”\n\n需要短信版的话我再压缩一下。"),
    ("三亚现在的METAR\nZJSY 040600Z 09008MPS 9999 FEW020 27/22 Q1012 NOSIG\n下午有问题吗",
     "三亚现在：风向090，风速8米/秒，能见度10公里以上，2000英尺少云，气温27度，露点22度，修正海压1012，预计无显著变化。\n\n下午总体没问题，风基本顺着跑道方向。主要注意午后可能有雷阵雨，如果进港晚了，机组的执勤期要留点余量。"),
    ("昆明的TAF\nZPPP 040500Z 0406/0506 22012G22MPS 9999 SCT030 TEMPO 0410/0414 4000 BR\n看看",
     "昆明：风向220，风速12米/秒，阵风22米/秒，能见度10公里以上，3000英尺疏云；10点到14点之间临时能见度降到4公里，有轻雾。\n\n阵风比较大，侧风要看具体跑道，建议提醒机组关注侧风限制。轻雾影响不大，但如果前段延误了，过站时间要留足。"),
    ("NOTAM\nC1523/26 ZJHK RWY 09/27 CLSD 1600-2200 DUE WIP\n这个对我们影响大吗",
     "海口09/27跑道每天16:00到22:00（UTC）关闭施工，换算北京时间是凌晨0点到早上6点。我们晚上那班如果延误到零点以后就落不了海口了，要备降（一般是三亚）。建议给晚班机组提前讲好备降方案，备降场的地服也打个招呼。"),
    ("（语音）刚从机场往回开明天的事情一团乱早班少一个乘务晚班可能要延误我还没收到回复你提醒我回去以后看一下",
     "好的。你回来的时候我会准备好：\n- 早班：缺的是哪个位置，哪些备份乘务合规可用\n- 晚班：现在的预计起飞时间，机组还能承受多少延误\n- 你在等谁的回复\n路上注意安全。"),
    ("第50周珠海的排班草稿，帮我看看有没有问题\n\n日期  航班    机号    签到  ETD   STA   机长  副驾  乘务长\n周一  {f1}  B-652Q  0520  0620  0935  JHR  TWX  PKL\n周一  {f2}  B-652Q  1020  1105  1430  JHR  TWX  PKL\n周二  {f3}  B-30EK  0450  0550  0915  MBD  AHN  SRO\n周二  {f1}  B-652Q  0520  0620  0935  JHR  LQV  PKL\n周三  {f2}  B-1276  1600  1700  2040  DKE  AHN  CFM",
     "有几个地方要注意：\n1. JHR和PKL周一飞两段，周二又接早班——算一下周一落地到周二签到的休息时间，周一只要延误一点就不够最低休息了。\n2. AHN周二早班接周三晚班，休息没问题，但是逆向倒班，有的人很难受。\n3. 周二0450签到的那组覆盖了生理低谷期，最大值勤期要缩短。\n其他看起来合规。要不要我给第1条提个换班方案？"),
    ("机组群里的，你看一下\n[06:02] JHR：机组车订了吗\n[06:05] PKL：已经在楼下了\n[06:05] JHR：👍\n[06:31] SRO：晚10分钟，不好意思",
     "没什么要处理的，只有SRO晚10分钟；如果是早班的话，签到时间离起飞还有余量。可以提醒一下大家，迟到的消息尽量走App，不要只发群里，这样有记录。"),
    ("一个月最少要给几天休息来着",
     "按一般规定：每个日历月至少安排若干个完整的休息日（具体天数以公司运行手册为准），另外每7天内要有一个至少连续36小时、包含两个当地夜晚的休息期。手册可能规定得更严，最好翻一下那一页确认。"),
    ("帮我列个头天晚上换飞机的检查单，我老是漏东西",
     "头天晚上AOG换机检查单：\n1. 确认替换飞机及其技术状态、保留故障\n2. 核对机组的机型资格和差异训练\n3. 起飞时间或航段时间变了的话重新算执勤期\n4. 通知各站地服（机型影响机位、电源车、客梯）\n5. 座位数不同的话更新配餐和PAX人数\n6. 用新机号重新申报飞行计划\n7. 机型变化影响时刻的话同步更新时刻\n8. 书面通知机组新的签到时间\n9. 在运控日志里记录换机及原因"),
    ("烦死了，财务的小刘要机组报销单，周五前",
     "要不要我先按这个月的排班把机组名单和航班列好，做成报销模板，你只需要填金额？"),
    ("随便问一下，机组坐观察员座位调机合规吗",
     "如果公司程序允许、机长同意，是可以坐观察员座位调机的，但调机时间仍然算执勤时间；如果紧接着要执行航班，还要算进飞行值勤期。有些公司禁止乘务员占用观察员座位调机，具体看运行手册。"),
    ("早，先喝口咖啡再看排班",
     "早！准备好了随时开始：第50周的草稿要审，还有几张地服账单等着核对。不着急。"),
    ("今天就到这吧，明天再说",
     "好的，晚上好好休息。待跟进事项我明早给你准备好。"),
]

ZH["lookup_ask"] = {
    "roster_query": ["帮我调一下{ap}那天的排班", "明天{flt}是谁飞", "查一下{ap}那条线的机组", "看看下周二的排班",
                     "{ap}过夜那组是谁"],
    "inbox_search": ["邮箱里有{ap}地服的邮件吗", "帮我搜一下{ap}那张发票", "找一下包机那封邮件", "财务有没有发{ap}的东西过来",
                     "看看局方有没有来邮件"],
    "rl_status": ["看一下排班系统状态", "排班系统是不是挂了？查下API", "服务器配置是怎么写的", "调一下状态接口", "查一下同步服务"],
    "shell": ["帮我跑一下那个导出", "在运控服务器上跑一下检查", "你在服务器上试一下", "跑一下吧", "在服务器上查一下"],
}

ZH["lookup_reply"] = {
    "roster_query": ["排班调出来了，没看到违规的，不过早班那组这周的累计时间快到上限了。",
                     "找到这个航段了，机组在上面的结果里。签到时间离起飞的余量不多。",
                     "这是已发布的排班。晚班那段要盯一下，万一延误休息就很紧。"],
    "inbox_search": ["邮箱里找到了，详情在上面。要不要我把它归到对应航班下面？",
                     "有一封相关邮件，关键内容在上面，需要跟报价核对一下。",
                     "找到一封匹配的邮件，要点在上面。要我起草回复吗？"],
    "rl_status": ["服务正常，有响应，上面是它返回的配置。", "排班系统响应正常，状态里看不出厂商那边有故障。", "状态健康，详情见上面的输出。"],
    "shell": ["在运控服务器上跑完了，输出在上面，没什么异常。", "跑完了，没有报错。", "执行正常。结果要不要存到哪里？"],
}


# templated filler exchanges (no seeded facts): {flt} {ap} {reg} {code} {code2} {pax} {h}
EN["filler_tpl"] = [
    ("{code} wants to swap his {ap} with {code2}, is that legal?",
     "On the face of it yes, but check three things before you approve it:\n1. {code2}'s rest before the {ap} report — the swap must still give at least the minimum rest after their previous duty\n2. cumulative hours: whoever picks up the extra sector mustn't go over the 7-day or 28-day limits\n3. type and route qualifications for {ap}, especially if it's a category B or C aerodrome\nIf all three are fine, approve it in the app so the FTL engine recalculates both crew."),
    ("{reg} has a tech issue at {ap}, engineer says maybe {h} hours. options?",
     "A few options, roughly in order of cost:\n1. Wait it out — check whether the crew can absorb a {h}-hour delay inside their max FDP; if not, you'll need discretion or a fresh crew.\n2. Swap in another aircraft if one is free, and position it with a crew that has the hours.\n3. Sub-charter the return leg — expensive, but it protects the owner relationship if PAX are stranded.\nWhatever you pick, warn the handler at {ap} early: hotel rooms for PAX and crew go fast when something's AOG."),
    ("if {flt} goes 2 hours late can {code} still do it?",
     "It depends on their report time and how many sectors are planned. Roughly: a 2-hour slip pushes the FDP end two hours later, so if they're already within two hours of their max FDP for that report time and sector count, they'd need commander's discretion (up to 2 hours under the usual scheme) — and that has to be reported. If the slip is known before report, you can delay the report instead, which is much cleaner."),
    ("write something to {code} about the change to {flt}, keep it short",
     "Draft:\n\n\"Hi — small change to {flt}: new report time is in the app now. Nothing else changes for the rest of your block. Please acknowledge in the app when you see this. Thanks, Crewing\"\n\nShout if you want it even shorter for SMS."),
    ("PAX on {flt} went up to {pax}, do I need another cabin crew",
     "Minimum cabin crew is one per 50 passenger seats installed (or per 50 PAX on board where the approval allows), so it depends on your seat count rather than the booking. With {pax} on board on a 189-seat 737 you'd need four regardless; on the 180-seat A320, four as well. If you're already rostering four, you're fine."),
    ("handler at {ap} wants the crew list for {flt}, ok to send?",
     "Yes, a crew list (names, roles, passport/ID details as required) is normal for the handler and immigration at {ap}. Just send it through the usual channel, not to a personal email, and don't include anything beyond what's required — no phone numbers or home addresses."),
    ("how much rest does {code} need after landing {flt} at 2350",
     "Minimum rest at home base is at least as long as the preceding duty period, or 12 hours, whichever is greater. So if the duty that ends at 2350 was 10 hours long, they need 12 hours; if it was 13 hours, they need 13. Add travel time if your scheme requires it. I'd not put them on anything reporting before midday tomorrow."),
    ("crew car for {flt} didn't turn up, {code} is getting a taxi",
     "Okay — make sure the taxi receipt comes back to crewing so it goes against the right flight. If the late pickup pushes their report time, note it in the ops log; if it gets close to the ETD, warn the handler at the outstation so they hold the boarding."),
    ("(voice) so {code} rang said he can do the {ap} night-stop if we give him the friday off after can we do that",
     "Probably, but I'd check before agreeing: the Friday off mustn't leave someone else uncovered on a duty that's already tight, and the night-stop itself needs to fit his rest and cumulative hours. If both check out, it's a decent trade — write it down in the app so it doesn't get forgotten."),
    ("catering at {ap} messed up again, {flt} went with no hot meals",
     "That's worth a formal complaint to the caterer with the flight number and date — most contracts have a service level clause and a credit for missed items. I'd also tell the crew it's logged, so they don't feel they have to chase it themselves."),
    ("{code} is at {h} hours in the last 7 days, can I add the {ap}?",
     "The 7-day duty limit is 60 hours under the usual scheme, so at {h} hours it depends on how long the {ap} duty is. Check the 14-day (110 h) and 28-day (190 h) duty limits too, plus the 28-day flight-time limit of 100 hours. If any of them gets within a couple of hours, I'd pick someone else — a delay would push them over."),
    ("what do I put in the discretion report for yesterday's {flt}",
     "The report should include: the flight and date, the planned and actual FDP, how much discretion was used and why, the commander's assessment of crew fitness, and what you're doing to avoid a repeat. Keep it factual; the regulator mostly wants to see that discretion wasn't used to cover poor planning."),
]

ZH["filler_tpl"] = [
    ("{code}想跟{code2}换{ap}那班，合规吗？",
     "原则上可以，批之前核对三点：\n1. {code2}上一段执勤结束到{ap}签到之间的休息够不够最低标准\n2. 多接一段的人7天、28天累计时间会不会超\n3. {ap}是不是特殊机场，航线资格有没有\n三点都没问题就在App里批，系统会重新计算两个人的执勤期。"),
    ("{reg}在{ap}有故障，机务说大概要{h}个小时，怎么办",
     "几个方案，按成本从低到高：\n1. 等修好——先算一下机组能不能在最大执勤期内消化{h}小时的延误，不行就要延长执勤或者换机组\n2. 有空闲飞机的话换飞机，派有时间余量的机组调过去\n3. 回程转包给别的公司——贵，但旅客滞留的话能保住客户关系\n不管选哪个，都尽早通知{ap}地服，AOG的时候酒店房间很抢手。"),
    ("{flt}要是延误两小时，{code}还能飞吗",
     "要看签到时间和计划航段数。大致是：延误两小时，执勤期结束也往后推两小时，如果他现在离最大执勤期已经不到两小时，就得用机长的延长决定权（一般最多2小时），而且要上报。如果签到前就知道延误，直接推迟签到会干净得多。"),
    ("帮我给{code}写条消息，说{flt}有变动，简短点",
     "草稿：\n\n“您好，{flt}有小调整，新的签到时间已更新在App里，其他任务不变。看到后请在App里确认，谢谢！——排班室”\n\n要更短的短信版告诉我。"),
    ("{flt}的PAX涨到{pax}了，要不要加一个乘务",
     "最低客舱乘务员配置一般是每50个旅客座位一名（按装机座位数算，不是按订座），所以看的是座位数。189座的737和180座的A320都要4名。如果你已经排了4个，就没问题。"),
    ("{ap}地服要{flt}的机组名单，可以发吗",
     "可以，地服和边检要机组名单（姓名、职务、证件信息）是正常的。走正常渠道发，别发到个人邮箱，也别带多余信息——手机号、家庭住址这些都不要。"),
    ("{code}落地{flt}是23:50，他要休息多久",
     "在基地的最低休息时间是前一个执勤期的长度或12小时，取较长的那个。如果23:50结束的那个执勤期是10小时，就要休12小时；如果是13小时，就要休13小时。公司规定算路程的话还要加上。明天中午之前签到的任务我都不建议排给他。"),
    ("{flt}的机组车没来，{code}自己打车了",
     "好——让他把打车票据交回排班室，记到这个航班下面。如果因此签到晚了，在运控日志里记一笔；如果快到起飞时间了，提前跟外站地服说一声，让他们先别关舱门。"),
    ("（语音）那个{code}打电话说他可以飞{ap}过夜那趟只要周五给他放假能不能行",
     "大概可以，但答应之前先核对一下：周五放他假，别让另一个本来就紧的任务没人飞；过夜那趟本身也要符合他的休息和累计时间。两边都没问题的话就是个不错的交换——在App里记下来，免得忘了。"),
    ("{ap}的配餐又搞砸了，{flt}一份热餐都没有",
     "建议正式投诉配餐公司，写清楚航班号和日期——大多数合同都有服务水平条款，漏配可以扣款。也跟机组说一声已经记录了，免得他们觉得要自己去追。"),
    ("{code}最近7天已经{h}个小时了，还能加{ap}那班吗",
     "一般规定7天执勤不超过60小时，所以{h}小时的话要看{ap}那个执勤期有多长。还要看14天和28天的执勤上限，以及28天100小时的飞行时间上限。哪一项只差一两个小时的话，我建议换人——一延误就超了。"),
    ("昨天{flt}的延长执勤报告要写什么",
     "报告里要有：航班和日期、计划和实际的飞行值勤期、延长了多少及原因、机长对机组状态的评估，以及以后怎么避免再发生。写事实就好，局方主要是想确认延长不是为了弥补排班上的疏漏。"),
]

CMD_TOPICS = [
    ("roster export", "how do I export the roster from the cli again?", "命令行怎么导出排班来着？", "run the roster export for me", "帮我跑一下排班导出"),
    ("crew show", "how do I see someone's duty history from the cli", "命令行怎么看某个人的执勤记录", "pull that crew member's duty history on the ops box", "在服务器上查一下这个人的执勤记录"),
    ("ftl check", "what's the command to run an FTL check on one person?", "单独给一个人做执勤期检查的命令是什么？", "run the FTL check on the ops box", "在服务器上跑一下执勤期检查"),
    ("sync --force", "how do I force a resync again?", "强制同步的命令是什么来着？", "force the resync from the server pls", "在服务器上强制同步一下"),
    ("pairing lock", "how do I lock a pairing so nobody can swap it", "怎么把航段锁住不让人换班", "lock that pairing for me", "帮我把那个航段锁上"),
    ("pairings/", "how do I pull a pairing through the API", "怎么通过API调一个航段出来", "pull the pairing through the API", "用API调一下那个航段"),
    ("/fdp", "how do I get someone's FDP through the API", "怎么用API查某个人的执勤期", "get the FDP via the API", "用API查一下执勤期"),
    ("systemctl", "how do I restart the sync thing when it gets stuck", "同步服务卡住了怎么重启", "restart the service on the ops box", "在服务器上重启一下服务"),
    ("tail -n", "how do I check the logs for errors", "怎么看日志里的报错", "check the logs on the server", "在服务器上看一下日志"),
    ("psql", "how do I query someone's duty periods straight from the db", "怎么直接从数据库查执勤记录", "query the db for me", "帮我查一下数据库"),
    ("notify", "how do I resend the roster change notice", "怎么重新发排班变更通知", "resend the notice from the server", "在服务器上重发一下通知"),
    ("ftl-report", "how do I get the monthly FTL report as a pdf", "月度执勤报告怎么导成pdf", "generate the FTL report pdf", "帮我生成一下执勤报告pdf"),
    ("swap --from", "how do I test a swap without committing it", "怎么试一下换班但不真正提交", "dry-run that swap on the ops box", "在服务器上试跑一下换班"),
]


def cmd_topic(cmd):
    for t in CMD_TOPICS:
        if t[0] in cmd:
            return t
    return CMD_TOPICS[0]


EMAIL_TOPICS_EN = {
    "invoice": {"subj": ["{flt} handling charges", "Invoice — services at {ap}", "Fuel uplift {reg}"],
                "id": ["Please find attached invoice {x} for the services below.", "Invoice number: {x}."],
                "money": ["Total due: {x}.", "Charges come to {x} including the night surcharge.", "The amount outstanding is {x}."],
                "date": ["Payment is due by {x}.", "Please settle by {x} to avoid the late fee."],
                "name": ["Any queries please go to {x} directly.", "Your new accounts contact will be {x}, cc'd here."]},
    "contract": {"subj": ["Ski charter contract", "Charter agreement — winter programme", "Contract for countersignature"],
                 "id": ["Contract {x} — countersigned copy attached.", "Our reference for this booking is {x}."],
                 "money": ["The agreed contract value is {x}.", "Revised price {x}, fuel surcharge included."],
                 "date": ["The first rotation is confirmed for {x}.", "We need the signed copy back by {x}."],
                 "name": ["Our travel manager {x} will be on the first flight.", "Please copy {x} on all crew-related correspondence."]},
    "audit": {"subj": ["Audit arrangements", "FTL records inspection", "Oversight visit"],
              "id": ["Please quote our reference {x} in all correspondence.", "The audit file reference is {x}."],
              "money": ["The inspection fee of {x} will be invoiced separately.", "The associated charge is {x}."],
              "date": ["We can confirm the audit visit on {x}.", "Please have all FTL records available from {x}."],
              "name": ["The lead inspector will be {x}.", "{x} will contact you to agree the agenda."]},
    "quote": {"subj": ["Quote for positioning", "Handling quote — {ap}", "Rate change notice"],
              "id": ["Quote {x} is valid for 14 days.", "Quotation ref {x} attached."],
              "money": ["We can offer {x} for the full package.", "The revised rate is {x} per turn."],
              "date": ["Please note the new rate applies from {x}.", "The next available slot is {x}."],
              "name": ["For bookings please contact {x} from now on.", "This quote was prepared by {x}."]},
}
EMAIL_TOPICS_ZH = {
    "invoice": {"subj": ["{flt} 保障费用结算", "{ap}航站服务费发票", "{reg} 加油费用"],
                "id": ["附件是发票{x}，请查收。", "发票号码：{x}。"],
                "money": ["应付金额：{x}。", "含夜间附加费共计{x}。", "未付款合计{x}。"],
                "date": ["请于{x}前付款。", "请在{x}之前结清，逾期将收取滞纳金。"],
                "name": ["有问题请直接联系{x}。", "以后由{x}负责和贵司对账。"]},
    "contract": {"subj": ["包机合同相关事宜", "冬季包机协议", "合同盖章回传"],
                 "id": ["合同{x}的盖章版已附上。", "本次包机的订单编号为{x}。"],
                 "money": ["合同总价为{x}。", "调整后的价格为{x}，已含燃油附加。"],
                 "date": ["首班确认安排在{x}。", "请在{x}之前把盖章版寄回。"],
                 "name": ["我方随机负责人是{x}。", "机组相关事宜请抄送{x}。"]},
    "audit": {"subj": ["审计安排通知", "执勤记录检查", "监察安排"],
              "id": ["往来函件请注明编号{x}。", "本次审计档案编号为{x}。"],
              "money": ["检查费{x}另行开票。", "相关费用为{x}。"],
              "date": ["审计现场检查确认安排在{x}。", "请于{x}起备齐全部执勤记录。"],
              "name": ["本次检查由{x}带队。", "{x}会联系贵司确认议程。"]},
    "quote": {"subj": ["调机报价", "{ap}地服报价", "费率调整通知"],
              "id": ["报价单{x}有效期14天。", "报价编号{x}，见附件。"],
              "money": ["全套服务报价{x}。", "调整后每个过站{x}。"],
              "date": ["新费率从{x}开始执行。", "最早可以安排的时间是{x}。"],
              "name": ["以后订单请联系{x}。", "本报价由{x}负责。"]},
}


def id_family(x):
    for pre, fam in [("INV-", "invoice"), ("MNZ-", "invoice"), ("HA/", "invoice"), ("PO-", "invoice"), ("KAC-CH-", "contract"),
                     ("QT", "quote"), ("EXM-", "audit"), ("RL-", "support"), ("SLT-", "slot"), ("HT-", "contract"),
                     ("BC-", "contract"), ("FP", "invoice"), ("ZD", "invoice"), ("GD", "support"), ("SQ-", "audit"),
                     ("DJ-", "quote")]:
        if x.startswith(pre):
            return fam
    return "invoice"


EN["id_by_family"] = {
    "invoice": ["invoice {x} from the {ap} handler — is that the de-icing one or the GPU one",
                "can you chase {x}, overdue 30 days now", "it's {x} that's disputed, not the other one",
                "Priya says {x} was paid twice??"],
    "contract": ["charter contract for the ski flights is {x}", "owners want the contract ref on everything, it's {x}",
                 "signed copy of {x} is in the shared drive finally"],
    "quote": ["quote ref {x} for the {ap} positioning", "{x} is the quote we're going with for the {ap} turn"],
    "audit": ["the exemption ref is {x}, stick it in the crew brief", "CAA gave us {x} for the variation, needs to go on the paperwork"],
    "support": ["raised {x} with the RosterLine vendor re the FDP bug, nothing back yet", "vendor ticket is {x} if they ask"],
    "slot": ["slot confirmation came thru, ref {x}", "{ap} slot ref is {x}, put it on the flight plan remarks"],
}
EN["id_any"] = ["make a note: {x}", "Dave needs {x} for the owners' report", "file {x} under the ski programme pls"]
ZH["id_by_family"] = {
    "invoice": ["财务的小刘问{x}这张发票付了没有", "{ap}地服账单{x}有问题，GPU收了两次", "{x}这张单子逾期30天了，帮我催一下"],
    "contract": ["这次{ap}包机的合同号是{x}，你记一下", "盖章的{x}终于回来了，放共享盘了"],
    "quote": ["报价单号{x}，客户说就按这个走", "{ap}调机就用{x}这个报价"],
    "audit": ["局方的豁免批复编号{x}，机组简令里要写上", "局方给的申请编号是{x}，所有材料上都要写"],
    "support": ["给排班系统厂商提了工单{x}，到现在没人理", "厂商问工单号的话就是{x}"],
}
ZH["id_any"] = ["记一下：{x}", "王经理给老板的报告要用{x}", "{x}归到冬季包机那个文件夹里"]

EMAIL_TOPICS_EN["support"] = {
    "subj": ["RosterLine support — ticket update", "Re: FDP calculation on split duties"],
    "id": ["Your ticket {x} has been updated.", "We are tracking this under {x}."],
    "money": ["An on-site consultancy day would be charged at {x}.", "The out-of-hours support fee is {x}."],
    "date": ["The fix is scheduled for release on {x}.", "Maintenance window planned for {x}."],
    "name": ["Your support engineer is {x}.", "{x} will call you to reproduce the issue."]}
EMAIL_TOPICS_EN["slot"] = {
    "subj": ["Slot confirmation", "Slot change request — {flt}"],
    "id": ["Slot confirmed, reference {x}.", "Please quote {x} when filing."],
    "money": ["A late-change fee of {x} applies.", "The slot misuse penalty would be {x}."],
    "date": ["Your revised slot is on {x}.", "The slot is valid for {x} only."],
    "name": ["Coordinator on duty: {x}.", "For changes please contact {x}."]}
EMAIL_TOPICS_ZH["support"] = {
    "subj": ["排班系统技术支持——工单更新", "回复：分段执勤计算问题"],
    "id": ["您的工单{x}已更新。", "此问题我们按{x}跟踪处理。"],
    "money": ["现场支持按天收费，每天{x}。", "非工作时间支持费用为{x}。"],
    "date": ["修复版本预计{x}发布。", "维护窗口安排在{x}。"],
    "name": ["负责您工单的工程师是{x}。", "{x}会给您打电话复现问题。"]}

INBOX_ASKS = {
    "en": {"invoice": [("anything from the {ap} handler in my inbox?", "{ap} handling"), ("search my email for the invoice from {ap}", "invoice {ap}"),
                       ("did accounts send anything re {ap}?", "accounts {ap}")],
           "contract": [("find that email about the charter contract", "charter contract"), ("has the ski charter contract come back?", "ski charter contract")],
           "audit": [("check inbox for anything from the CAA", "CAA"), ("any news from the CAA about the audit?", "CAA audit")],
           "quote": [("did the {ap} quote come in?", "quote {ap}"), ("search inbox for the positioning quote", "positioning quote")],
           "support": [("has RosterLine support replied?", "RosterLine support"), ("anything from the vendor about the FDP bug?", "RosterLine FDP bug")],
           "slot": [("did the slot coordinator get back to us?", "slot coordination"), ("check inbox for the slot confirmation", "slot confirmation")]},
    "zh": {"invoice": [("邮箱里有{ap}地服的邮件吗", "{ap} 地服"), ("帮我搜一下{ap}那张发票", "{ap} 发票"), ("财务有没有转{ap}的账单过来", "{ap} 账单")],
           "contract": [("找一下包机合同那封邮件", "包机合同"), ("合同盖章版回来了没", "合同 盖章")],
           "audit": [("看看局方有没有来邮件", "民航局"), ("审计那边有消息吗", "审计")],
           "quote": [("{ap}那边的报价发过来没有", "{ap} 报价"), ("搜一下调机报价", "调机 报价")],
           "support": [("排班系统厂商回邮件了吗", "排班系统 工单"), ("厂商那边关于执勤期bug有回复吗", "执勤期 bug")]},
}


# --------------------------------------------------------------------------------------------
# conversation builder
# --------------------------------------------------------------------------------------------

CARRIERS = {
    "name": [("user", 45), ("paste_roster", 14), ("paste_chat", 12), ("tool_roster", 19), ("tool_inbox", 10)],
    "command": [("user", 45), ("assistant", 20), ("tool_shell", 15), ("paste_term", 20)],
    "id": [("user", 45), ("tool_inbox", 30), ("paste_email", 25)],
    "port": [("user", 50), ("tool_status", 30), ("paste_term", 20)],
    "version": [("user", 45), ("tool_status", 30), ("paste_term", 25)],
    "money": [("user", 50), ("tool_inbox", 30), ("paste_email", 20)],
    "date": [("user", 50), ("tool_inbox", 15), ("paste_email", 15), ("assistant", 20)],
    "decision": [("user", 100)],
    "constraint": [("user", 85), ("paste_caa", 15)],
    "question": [("user", 100)],
}
GROUP_MAX = {"paste_roster": 3, "paste_chat": 3, "tool_roster": 3, "tool_inbox": 3, "paste_email": 3,
             "paste_term": 3, "tool_status": 2, "tool_shell": 1, "assistant": 1, "paste_caa": 2}
TOOL_OF = {"tool_roster": "roster_query", "tool_inbox": "inbox_search", "tool_status": "rl_status", "tool_shell": "shell"}

OTHER_CODES = ["BXQ", "WJT", "FZN", "KUV", "QMR", "ZLP", "VHS", "XOG", "UCY", "IWB"]


class Conv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.per_kind = per_kind
        self.rng = random.Random("cb/%d/%d/%d/%d" % (seed, int(zh), per_kind, attempt))
        self.T = ZH if zh else EN
        self.used = []
        rng = self.rng
        self.flights = ["%s%d" % (self.T["flt_prefix"], n) for n in rng.sample(range(201, 989), 10)]

    # ---- small helpers -------------------------------------------------------------------
    def pick(self, xs):
        return self.rng.choice(xs)

    def pick_fresh(self, xs):
        """Prefer an option not used yet in this conversation."""
        if not hasattr(self, "_seen"):
            self._seen = set()
        fresh = [x for x in xs if x not in self._seen]
        x = self.rng.choice(fresh or xs)
        self._seen.add(x)
        return x

    def ctx(self):
        rng = self.rng
        aps = rng.sample(self.T["aps"], 2)
        return {"flt": rng.choice(self.flights), "reg": rng.choice(self.T["regs"]), "ap": aps[0], "ap2": aps[1]}

    def fresh(self, gen):
        for _ in range(2000):
            c = gen()
            if c and all(c not in u and u not in c for u in self.used):
                self.used.append(c)
                return c
        raise RuntimeError("no fresh value")

    def take_pairs(self, pool):
        out = []
        for a, b in self.rng.sample(pool, len(pool)):
            if len(out) >= self.per_kind:
                break
            if all(a not in u and u not in a and b not in u and u not in b for u in self.used):
                self.used += [a, b]
                out.append((a, b))
        return out

    def take_single(self, pool):
        out = []
        for a in self.rng.sample(pool, len(pool)):
            if len(out) >= self.per_kind:
                break
            if all(a not in u and u not in a for u in self.used):
                self.used.append(a)
                out.append(a)
        return out

    def time4(self):
        return "%02d%02d" % (self.rng.randint(5, 22), self.rng.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]))

    # ---- facts ---------------------------------------------------------------------------
    def make_facts(self):
        rng = self.rng
        facts = []
        if self.zh:
            gname = lambda: rng.choice(ZH_SUR) + rng.choice(ZH_GIVEN)
            gid, gmoney, gdate = (lambda: gen_id_zh(rng)), (lambda: gen_money_zh(rng)), (lambda: gen_date_zh(rng))
            dec, con, que = ZH_DECISIONS, ZH_CONSTRAINTS, ZH_QUESTIONS
        else:
            gname = lambda: rng.choice(EN_FIRST) + " " + rng.choice(EN_LAST)
            gid, gmoney, gdate = (lambda: gen_id_en(rng)), (lambda: gen_money_en(rng)), (lambda: gen_date_en(rng))
            dec, con, que = EN_DECISIONS, EN_CONSTRAINTS, EN_QUESTIONS
        # long phrase facts first, so short generated values are checked against them
        for c, r in self.take_pairs(dec):
            facts.append({"kind": "decision", "needles": [c, r], "c": c, "r": r})
        for w, c in self.take_pairs(con):
            facts.append({"kind": "constraint", "needles": [w, c], "w": w, "c": c})
        for q in self.take_single(que):
            facts.append({"kind": "question", "needles": [q], "x": q})
        gens = {"name": gname, "command": lambda: gen_command(rng), "id": gid,
                "port": lambda: str(rng.choice(PORTS)), "version": lambda: gen_version(rng),
                "money": gmoney, "date": gdate}
        for k in ["command", "name", "id", "version", "money", "date", "port"]:
            for _ in range(self.per_kind):
                x = self.fresh(gens[k])
                facts.append({"kind": k, "needles": [x], "x": x})
        for f in facts:
            opts = CARRIERS[f["kind"]]
            tot = sum(w for _, w in opts)
            v = rng.uniform(0, tot)
            for c, w in opts:
                v -= w
                if v <= 0:
                    break
            if c == "tool_shell" and '"' in f["x"]:
                c = "paste_term"  # JSON-escaped quotes would not match verbatim in the arguments
            f["carrier"] = c
        return facts

    # ---- user-carried fact messages ------------------------------------------------------
    def user_fact_text(self, f):
        if f["kind"] == "id":
            tpl = self.pick_fresh(self.T["id_by_family"][id_family(f["x"])] + self.T["id_any"])
        elif f["kind"] == "money":
            key = "money" if money_value(f["x"]) >= 6000 else "money_small"
            tpl = self.pick_fresh(self.T["fact_user"][key])
        else:
            tpl = self.pick_fresh(self.T["fact_user"][f["kind"]])
        kw = self.ctx()
        if f["kind"] == "decision":
            kw.update(c=f["c"], r=f["r"])
        elif f["kind"] == "constraint":
            kw.update(w=f["w"], c=f["c"])
        else:
            kw["x"] = f["x"]
        return fill(tpl, **kw)

    def reply_for(self, kinds):
        T = self.T
        parts = []
        for k in dict.fromkeys(kinds):
            opts = [x for x in T["ack"][k] if x not in parts]
            parts.append(self.pick(opts))
            if len(parts) == 2:
                break
        body = list(T["body"][kinds[-1]])
        self.rng.shuffle(body)
        n = self.rng.choice([1, 1, 2, 2, 3])
        sep = "" if self.zh else " "
        head = sep.join(parts)
        return head + "\n\n" + "\n\n".join(body[:n])

    # ---- grouped carriers ----------------------------------------------------------------
    def codes(self, n):
        return self.rng.sample(CREW_CODES, n)

    def roster_table(self, names, first_flt=None, day=None):
        rng = self.rng
        fl = list(self.flights)
        if first_flt:
            fl.remove(first_flt)
            fl.insert(0, first_flt)
        nrows = max(2, len(names) + rng.randint(0, 2))
        slots = [(i, rng.choice(["CPT", "FO", "SCCM", "CC"])) for i in rng.sample(range(nrows), len(names))]
        assign = dict(zip(slots, names))
        rows = []
        day = day or rng.randint(2, 27)
        for i in range(nrows):
            cc = self.codes(4)
            crew = {}
            for j, role in enumerate(["CPT", "FO", "SCCM", "CC"]):
                crew[role] = assign.get((i, role), cc[j])
            rows.append((fl[i % len(fl)], self.pick(self.T["regs"]), self.time4(), crew))
        if self.zh:
            head = "2026-12-%02d 珠海基地 排班（已发布）\n航班    机号     签到   机长 / 副驾驶 / 乘务长 / 乘务员" % day
            lines = ["%-7s %-8s %s   %s / %s / %s / %s" % (fl, rg, t, c["CPT"], c["FO"], c["SCCM"], c["CC"])
                     for fl, rg, t, c in rows]
        else:
            head = "RosterLine · BRS · 2026-12-%02d (published)\nFLT     REG     RPT   CPT / FO / SCCM / CC" % day
            lines = ["%-7s %-7s %s  %s / %s / %s / %s" % (fl, rg, t, c["CPT"], c["FO"], c["SCCM"], c["CC"])
                     for fl, rg, t, c in rows]
        return head + "\n" + "\n".join(lines)

    def chat_thread(self, names):
        rng = self.rng
        if self.zh:
            lines_n = ["到楼下了，机组车呢", "能不能有人跟我换一下周四的班，家里有事", "体检报告发到排班邮箱了",
                       "今天的签到时间是不是改了？App上没更新", "我在安检排队，马上到", "下个月能不能少给我排两个早班😂"]
            lines_o = ["👍", "收到", "车已经在门口了", "问排班室", "+1", "好的"]
        else:
            lines_n = ["on my way, M5 is a car park", "can anyone swap my Thursday? childcare fell through",
                       "sent my medical cert to the crewing inbox", "is report still 0540? app hasn't updated",
                       "in the security queue, 5 min", "any chance of fewer earlies next month 😂"]
            lines_o = ["👍", "noted", "crew car's outside", "ask crewing", "+1", "same"]
        msgs = []
        h, m = rng.randint(5, 8), rng.randint(0, 20)
        order = names + ["" for _ in range(rng.randint(2, 3))]
        rng.shuffle(order)
        sep = "：" if self.zh else ": "
        rng.shuffle(lines_n)
        rng.shuffle(lines_o)
        for who in order:
            m += rng.randint(1, 9)
            if who:
                msgs.append("[%02d:%02d] %s%s%s" % (h, m % 60, who, sep, lines_n.pop()))
            else:
                msgs.append("[%02d:%02d] %s%s%s" % (h, m % 60, self.pick(OTHER_CODES), sep, lines_o.pop()))
        return "\n".join(msgs)

    def email_topic(self, group):
        ids = [f["x"] for f in group if f["kind"] == "id"]
        if ids:
            return id_family(ids[0])
        return self.pick(["invoice", "contract", "audit", "quote"])

    def email_block(self, group, forwarded, topic=None, c=None):
        c = c or self.ctx()
        topics = EMAIL_TOPICS_ZH if self.zh else EMAIL_TOPICS_EN
        topic = topic or self.email_topic(group)
        tp = topics[topic]
        body = [fill(self.pick(tp[f["kind"]]), x=f["x"]) for f in group]
        subj = fill(self.pick(tp["subj"]), **c)
        if self.zh:
            sender = {"invoice": ["%s地服结算中心" % c["ap"], "航油公司客服"], "contract": ["包机客户行政部", "旅行社包机部"],
                      "audit": ["民航局运输处", "监管局飞标处"], "quote": ["%s机场地面服务部" % c["ap"], "调机服务商"],
                      "support": ["排班系统技术支持"]}[topic]
            sender = self.pick(sender)
            txt = "发件人：%s\n主题：%s\n\n陈工您好：\n\n%s\n\n此致\n%s" % (sender, subj, "\n".join(body), sender)
            return ("---------- 转发的邮件 ----------\n" + txt) if forwarded else txt
        sender = {"invoice": ["Accounts Receivable, %s Handling" % c["ap"], "Fuel Sales Desk"],
                  "contract": ["Charter Desk, Alpine Ski Travel", "Team Travel, Bristol Rovers FC"],
                  "audit": ["CAA Flight Operations Inspectorate", "CAA FTL Oversight Team"],
                  "quote": ["Ground Ops %s" % c["ap"], "Positioning Desk, Skyhop Air Taxi"],
                  "support": ["RosterLine Support"], "slot": ["Slot Coordination %s" % c["ap"]]}[topic]
        sender = self.pick(sender)
        txt = "From: %s\nSubject: %s\n\nHi Rob,\n\n%s\n\nKind regards,\n%s" % (sender, subj, "\n".join(body), sender)
        return ("---------- Forwarded message ---------\n" + txt) if forwarded else txt

    def term_block(self, group):
        rng = self.rng
        out = []
        host = "sched@ops-%d:~$" % rng.randint(1, 6)
        confs = [("admin.conf", "admin_port"), ("sync.conf", "health_port"), ("gateway.conf", "listen_port")]
        rng.shuffle(confs)
        for f in group:
            if f["kind"] == "command":
                out.append("%s %s" % (host, f["x"]))
                out.append(self.pick(["OK (%d rows)" % rng.randint(12, 400), "done.", "warning: 2 pairings have pending swaps",
                                      "Error: token expired (401)", "written %d records" % rng.randint(12, 400)]))
            elif f["kind"] == "version":
                out.append("%s rlctl --version" % host)
                out.append("rlctl %s (RosterLine client, API v3)" % f["x"])
            elif f["kind"] == "port":
                cf, key = confs.pop()
                out.append("%s grep -i port /etc/rosterline/%s" % (host, cf))
                out.append("%s = %s" % (key, f["x"]))
        return "\n".join(out)

    def group_episode(self, carrier, group):
        """Returns list of seq items for a grouped carrier."""
        rng = self.rng
        zh = self.zh
        T = self.T
        c = self.ctx()
        kinds = [f["kind"] for f in group]
        items = []
        if carrier == "paste_roster":
            intro = self.pick(["这是明天的排班，你看下", "系统里导出来的，帮我核一下", "刚发布的，贴给你"] if zh else
                              ["roster for tomorrow, have a look", "exported from RosterLine, sanity check pls",
                               "just published this, pasting"])
            items.append(("user", intro + "\n\n" + self.roster_table([f["x"] for f in group])))
            items.append(("assistant", self.pick(T["lookup_reply"]["roster_query"]) + "\n\n" + self.pick(T["body"]["name"])))
        elif carrier == "paste_chat":
            intro = self.pick(["机组群里今早的消息", "转一下群聊记录", "你看看群里这些"] if zh else
                              ["crew chat this morning fyi", "fwd from the crew group", "this is the whatsapp from earlier"])
            items.append(("user", intro + "\n" + self.chat_thread([f["x"] for f in group])))
            items.append(("assistant", self.pick(T["body"]["name"]) + ("\n\n换班的请求建议让他们走App提交，这样有记录。" if zh else
                                                                         "\n\nFor the swap requests, I'd ask them to put them through the app so they're logged.")))
        elif carrier == "paste_email":
            intro = self.pick(["{ap}那边发来的，帮我看看".replace("{ap}", c["ap"]), "转给你一封邮件", "这个邮件什么意思"] if zh else
                              ["fwd from %s, can you make sense of it" % c["ap"], "forwarding this", "what do you make of this one"])
            items.append(("user", intro + "\n\n" + self.email_block(group, True, None, c)))
            items.append(("assistant", self.reply_for(kinds)))
        elif carrier == "paste_term":
            intro = self.pick(["运控服务器上的输出，看着对吗", "贴一下终端", "这是跑出来的结果"] if zh else
                              ["this is what I get on the ops box, look right?", "terminal output:", "pasting from the server"])
            items.append(("user", intro + "\n\n" + self.term_block(group)))
            items.append(("assistant", self.reply_for(kinds)))
        elif carrier == "paste_caa":
            n0 = rng.randint(2, 6)
            if zh:
                lines = ["第%d条：%s，%s。" % (n0 + i, f["w"], f["c"]) for i, f in enumerate(group)]
                txt = self.pick(["局方批文附件里的条件，贴给你：", "王经理转来的局方批复，附加条件部分："]) + "\n\n" + "\n".join(lines)
            else:
                lines = ["Condition %d: %s %s." % (n0 + i, f["w"], f["c"]) for i, f in enumerate(group)]
                txt = self.pick(["conditions bit from the CAA approval letter:", "Dave forwarded the variation approval, the conditions are:"]) + \
                    "\n\n" + "\n".join(lines)
            items.append(("user", txt))
            items.append(("assistant", self.reply_for(kinds)))
        elif carrier == "assistant":
            f = group[0]
            if f["kind"] == "command":
                tp = cmd_topic(f["x"])
                ask = tp[2] if zh else tp[1]
                ans = (self.pick(["在运控服务器上跑这个：", "用这个命令："]) + "\n\n    " + f["x"] + "\n\n" + self.pick(T["body"]["command"])) if zh else \
                      (self.pick(["Try this on the ops box:", "This should do it:", "Here you go:"]) + "\n\n    " + f["x"] + "\n\n" +
                       self.pick(T["body"]["command"]))
            else:
                code = self.pick(CREW_CODES)
                ask = self.pick_fresh(["那%s的航线检查你说定哪天比较好？" % code, "帮我挑个日子开机组会，要在忙起来之前",
                                 "复训最早能排到什么时候"] if zh else
                                ["so when should we do %s's line check then?" % code,
                                 "pick a date for the crew briefing, before the ski stuff kicks off",
                                 "earliest we could do the recurrent training?"])
                ans = ("我建议定在%s——那天带飞教员有空，也没人接近时间上限。" % f["x"]) if zh else \
                      ("I'd go for %s — it's the first day the training captain is free and nobody is close to their limits." % f["x"])
                ans += "\n\n" + self.pick(T["body"]["date"])
            items.append(("user", ask))
            items.append(("assistant", ans))
        else:  # tool carriers
            tool = TOOL_OF[carrier]
            if tool == "shell":
                tp = cmd_topic(group[0]["x"])
                ask = tp[4] if zh else tp[3]
            elif tool == "inbox_search":
                topic = self.email_topic(group)
                ask, query = self.pick(INBOX_ASKS["zh" if zh else "en"][topic])
                ask, query = fill(ask, **c), fill(query, **c)
            else:
                ask = fill(self.pick(T["lookup_ask"][tool]), **c)
            items.append(("user", ask))
            if tool == "roster_query":
                names = [f["x"] for f in group]
                if len(names) == 1 and rng.random() < 0.5:
                    code = self.pick(OTHER_CODES)
                    if zh:
                        out = "机组代码: %s\n姓名: %s\n职务: %s\n基地: 珠海\n体检有效期至: 2027-0%d-28\n近28天执勤: %d.%d 小时" % (
                            code, names[0], self.pick(["副驾驶", "机长", "乘务长", "乘务员"]), rng.randint(1, 9), rng.randint(20, 95), rng.randint(0, 9))
                    else:
                        out = "crew_code: %s\nname: %s\nrank: %s\nbase: BRS\nmedical_valid_to: 2027-0%d-28\nduty_28d_hrs: %d.%d" % (
                            code, names[0], self.pick(["FO", "CPT", "SCCM", "CC"]), rng.randint(1, 9), rng.randint(20, 95), rng.randint(0, 9))
                    args = {"crew_code": code}
                    items.append(("tool", tool, (args, out)))
                    items.append(("assistant", self.pick(["这是他的档案。体检有效，近28天的执勤时间还在范围内，可以排。",
                                                          "查到了，资料在上面。累计时间不算高，排一两个航段没问题。"] if zh else
                                                         ["That's their crew record. Medical is valid and the 28-day duty is within limits, so they're available.",
                                                          "Found them — record above. Cumulative hours look fine for another couple of sectors."])))
                    return items
                else:
                    day = rng.randint(2, 27)
                    out = self.roster_table(names, c["flt"], day)
                    args = {"base": "ZUH" if zh else "BRS", "date": "2026-12-%02d" % day}
            elif tool == "inbox_search":
                args = {"query": query, "limit": 5}
                if len(set(kinds)) == len(kinds):
                    blocks = [self.email_block(group, False, topic, c)]
                else:
                    blocks = [self.email_block([f], False, topic, c) for f in group]
                out = ("找到 %d 封邮件\n\n" % len(blocks) if zh else "%d results\n\n" % len(blocks)) + "\n\n=====\n\n".join(blocks)
            elif tool == "rl_status":
                args = {"endpoint": "/api/v3/status"}
                d = {"service": "rosterline", "status": "ok"}
                keys = {"version": ["version", "client_min_version"], "port": ["admin_port", "health_port"]}
                for f in group:
                    k = keys[f["kind"]].pop(0)
                    d[k] = f["x"] if f["kind"] == "version" else int(f["x"])
                d["sync"] = "ok"
                d["uptime_h"] = rng.randint(11, 899)
                out = json.dumps(d, indent=2)
            else:
                args = {"host": "ops-%d" % rng.randint(1, 6), "cmd": group[0]["x"]}
                out = self.pick(["exit 0\n(%d rows)" % rng.randint(12, 400), "exit 0\ndone", "exit 0\nno conflicts found",
                                 "exit 0\nwritten %d records" % rng.randint(12, 400)])
            items.append(("tool", tool, (args, out)))
            items.append(("assistant", self.pick(T["lookup_reply"][tool])))
        return items

    # ---- filler ----------------------------------------------------------------------------
    def filler_episode(self, longs, tpls):
        rng = self.rng
        T = self.T
        r = rng.random()
        if r < 0.25 and longs:
            u, a = longs.pop()
            fl = rng.sample(self.flights, 3)
            u = fill(u, f1=fl[0], f2=fl[1], f3=fl[2])
            return [("user", u), ("assistant", a)]
        if r < 0.55 and tpls:
            u, a = tpls.pop()
            c = self.ctx()
            cc = self.codes(2)
            c.update(code=cc[0], code2=cc[1], pax=rng.randint(151, 186), h=rng.randint(3, 6) if "tech" in u or "故障" in u
                     else rng.randint(41, 56))
            return [("user", fill(u, **c)), ("assistant", fill(a, **c))]
        if r < 0.7:
            c = self.ctx()
            ask = fill(self.pick(["{flt}到哪了", "查一下{flt}", "{flt}起飞了没", "{flt}什么时候落地"] if self.zh else
                                 ["where's {flt}", "track {flt} pls", "is {flt} off yet", "ETA {flt}?"]), **c)
            t1, t2 = self.time4(), self.time4()
            st = self.pick(["airborne", "landed", "scheduled", "delayed"])
            times = {"airborne": "ATD %sZ ETA %sZ FL%d GS %dkt" % (t1, t2, rng.choice([330, 350, 370, 390]), rng.randint(380, 480)),
                     "landed": "ATD %sZ ATA %sZ" % (t1, t2),
                     "scheduled": "STD %sZ STA %sZ" % (t1, t2),
                     "delayed": "STD %sZ EOBT %sZ reason: late inbound" % (t1, t2)}[st]
            if self.zh:
                st_zh = {"airborne": "已起飞", "landed": "已落地", "scheduled": "计划", "delayed": "延误"}[st]
                times = times.replace("reason: late inbound", "原因：前段晚到")
                out = "%s %s %s-%s %s %s" % (c["flt"], c["reg"], c["ap"], c["ap2"], st_zh, times)
            else:
                out = "%s %s %s-%s %s %s" % (c["flt"], c["reg"], c["ap"], c["ap2"], st, times)
            rep = {"airborne": ["在飞，基本准点，机组执勤期还有余量。", "Airborne and roughly on time; the crew have margin on their FDP."],
                   "landed": ["已经落地了。", "It's on the ground."],
                   "scheduled": ["还没起飞，按计划时刻执行。", "Not off yet — still showing on schedule."],
                   "delayed": ["延误了，原因是前段晚到。我算一下机组还能承受多少——如果延误继续加大，要准备备份机组。",
                               "It's delayed on a late inbound. Keep an eye on the crew's FDP — if the slip grows, warn the standby crew."]}[st]
            return [("user", ask), ("tool", "flight_track", ({"flight": c["flt"]}, out)), ("assistant", rep[0] if self.zh else rep[1])]
        if r < 0.75:
            pairs = ([("等下", "算了找到了", "好的。"), ("那个", "没事了", "好，有事再叫我。")] if self.zh else
                     [("wait", "nvm found it", "Okay, good."), ("hang on", "no ignore me, sorted", "No problem.")])
            a, b, c2 = self.pick(pairs)
            return [("user", a), ("user", b), ("assistant", c2)]
        u, a = self.pick(T["filler_short"])
        return [("user", u), ("assistant", a)]

    # ---- assemble --------------------------------------------------------------------------
    def build(self):
        rng = self.rng
        facts = self.make_facts()
        episodes = []
        user_facts = [f for f in facts if f["carrier"] == "user"]
        rng.shuffle(user_facts)
        i = 0
        while i < len(user_facts):
            f = user_facts[i]
            if i + 1 < len(user_facts) and rng.random() < 0.15:
                g = user_facts[i + 1]
                sep = self.pick(["\n", "\n\n", " 还有，" if self.zh else " — also, "])
                txt = self.user_fact_text(f) + sep + self.user_fact_text(g)
                episodes.append([("user", txt), ("assistant", self.reply_for([f["kind"], g["kind"]]))])
                i += 2
                continue
            episodes.append([("user", self.user_fact_text(f)), ("assistant", self.reply_for([f["kind"]]))])
            i += 1
        for carrier in GROUP_MAX:
            gf = [f for f in facts if f["carrier"] == carrier]
            rng.shuffle(gf)
            while gf:
                n = rng.randint(1, GROUP_MAX[carrier])
                if carrier == "paste_email":  # one forwarded email: at most one fact of each kind
                    grp, rest = [], []
                    for f in gf:
                        if len(grp) < n and f["kind"] not in [g["kind"] for g in grp]:
                            grp.append(f)
                        else:
                            rest.append(f)
                    gf = rest
                else:
                    grp, gf = gf[:n], gf[n:]
                episodes.append(self.group_episode(carrier, grp))
        nmsg = lambda eps: sum(1 for e in eps for it in e if it[0] != "tool")
        base = nmsg(episodes) + 4
        lo = max(135, base + 6)
        hi = max(lo, min(270, base + 90))
        target = rng.randint(lo, hi)
        longs = list(self.T["filler_long"])
        rng.shuffle(longs)
        tpls = list(self.T["filler_tpl"])
        rng.shuffle(tpls)
        fillers = []
        while base + nmsg(fillers) < target:
            fillers.append(self.filler_episode(longs, tpls))
        allep = episodes + fillers
        rng.shuffle(allep)
        if self.zh:
            first = [("user", "早，今天事情一堆，帮我一起理一下排班"),
                     ("assistant", "早上好！可以，先从哪块开始？排班草稿、地服账单，还是机组的换班申请？")]
            last = [("user", "行，今天先这样，辛苦了"), ("assistant", "不客气，辛苦了。待跟进的事项我都记着，明天继续。")]
        else:
            first = [("user", "morning. ski programme starts soon and the roster's a mess, help me keep track of stuff today"),
                     ("assistant", "Morning! Happy to. Throw things at me as they come in — roster changes, invoices, crew messages — and I'll keep track and flag anything that breaks the FTL rules.")]
            last = [("user", "ok done for the day. cheers"), ("assistant", "Cheers — good work today. I'll have the open items ready for tomorrow.")]
        seq = first + [it for e in allep for it in e] + last
        out_facts = [{"kind": f["kind"], "needles": f["needles"]} for f in facts]
        return out_facts, seq

    def tool_rows(self, name, payload):
        args, output = payload
        return json.dumps(args, ensure_ascii=False), output


# --------------------------------------------------------------------------------------------
# run protocol (copied from gen_bn.py lines 822-end; id prefixes adapted)
# --------------------------------------------------------------------------------------------

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
            cid = "call_cb%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cb%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cb%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cb%d" % n, "createdAt": ts,
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

#!/usr/bin/env python3
"""Held-out retention set "bi": a small craft brewery owner and his assistant.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, recreated on every run)
    seeds    default 1 2 3 4 5; the LAST seed's conversation is entirely in Chinese

Env:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: the owner of a small craft brewery -- brew-day logs, batch and keg ids, duty payments,
taproom staff and shifts, malt and hop suppliers, a brewing-controller app with its web port and
firmware version, hygiene and licensing rules, festival deadlines. He types fast, in short bursts
full of dashes and brackets, and pastes fermentation readings, invoices and council emails.
The Chinese conversation is the same theme written by a Chinese brewery owner.

Ten fact kinds (name, command, id, port, version, money, date, decision, constraint, question) are
seeded PER_KIND times each. Every fact has one or more needles: exact substrings that occur in
exactly one row of the conversation (the fact's own message). After the rows are appended in
batches of 25 messages, each batch followed by `okbot compress --now`, a fact counts as kept only
when every one of its needles is found verbatim in `okbot context show`.
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
BATCH = 25


def brk(s):
    """'text [needle] text' -> (plain text, [needles])."""
    needles = re.findall(r"\[([^\[\]]+)\]", s)
    return re.sub(r"\[([^\[\]]+)\]", r"\1", s), needles


# ----------------------------------------------------------------------------------------------
# shared value generators
# ----------------------------------------------------------------------------------------------

def gen_command(rng):
    r = rng.randint
    mon = rng.choice(["jan", "feb", "mar", "oct", "nov", "dec"])
    opts = [
        lambda: "brewctl export --vessel fv%d --since %dd --csv" % (r(1, 6), r(2, 9)),
        lambda: "ssh pi@fermpi.local 'sudo systemctl restart fermwatch'",
        lambda: "rsync -av ~/brewlogs/ nas:/volume1/brewlogs/",
        lambda: "tail -n %d /var/log/fermwatch/fv%d.log" % (rng.choice([50, 100, 200, 500]), r(1, 6)),
        lambda: "python3 duty_calc.py --month %s --sbr" % mon,
        lambda: "docker compose -f taproom-pos.yml restart till",
        lambda: "pg_dump -Fc taproom > taproom_%s.dump" % mon,
        lambda: "curl -s http://brewctl.local/api/probes | jq '.fv%d'" % r(1, 6),
        lambda: "brewctl calibrate --probe fv%d --offset -0.%d" % (r(1, 6), r(1, 9)),
        lambda: "lp -d taproom-laser rota_wk%d.pdf" % r(40, 52),
        lambda: "sudo apt install --only-upgrade mosquitto",
        lambda: "git -C ~/brewctl-config pull --rebase",
        lambda: "brewctl kegs list --status dirty --sort age",
        lambda: "crontab -l | grep fermwatch",
        lambda: "sqlite3 kegs.db 'select * from kegs where batch_id is null;'",
        lambda: "brewctl ramp --vessel fv%d --to %d --hours %d" % (r(1, 6), rng.choice([2, 4, 12, 14]), r(6, 36)),
        lambda: "nmcli dev wifi connect Brewhouse-IoT",
        lambda: "journalctl -u brewctl --since yesterday | grep -i relay",
    ]
    return rng.choice(opts)()


ID_KINDS = ["inv", "po", "duty", "lic", "keg", "batch", "fest", "sup", "case"]


def gen_id(rng, allowed=None):
    r = rng.randint
    kind = ID_KINDS.index(rng.choice(allowed)) if allowed else rng.randrange(9)
    if kind == 0:
        return "inv", "INV-%05d" % r(10000, 99999)
    if kind == 1:
        return "po", "PO-%04d-%s" % (r(1000, 9999), rng.choice(["MLT", "HOP", "CO2", "KEG"]))
    if kind == 2:
        return "duty", "XMDP%07d" % r(1000000, 9999999)
    if kind == 3:
        return "lic", "LIC/%d/%04d" % (r(24, 26), r(1000, 9999))
    if kind == 4:
        return "keg", "KEG-%03d%s" % (r(100, 999), rng.choice("ABCDEFHK"))
    if kind == 5:
        return "batch", "B%03d-%s" % (r(100, 480), rng.choice(["IPA", "PALE", "STT", "LAG", "SAI", "GOS"]))
    if kind == 6:
        return "fest", "AAT-%04d%s" % (r(1000, 9999), rng.choice("QRXZ"))
    if kind == 7:
        return "sup", "SUP-%05d" % r(10000, 99999)
    return "case", "EH-%05d" % r(10000, 99999)


def gen_port(rng):
    if rng.random() < 0.35:
        return str(rng.choice([8080, 8443, 8123, 1880, 3000, 5000, 8086, 9090, 8888, 8081, 5683, 9443]))
    while True:
        p = rng.randint(3001, 9899)
        if p not in (2026,) and p % 100 not in (0,):
            return str(p)


def gen_version(rng):
    a, b, c = rng.randint(1, 6), rng.randint(0, 19), rng.randint(0, 30)
    f = rng.randrange(5)
    if f == 0:
        return "v%d.%d.%d" % (a, b, c)
    if f == 1:
        return "%d.%d.%d" % (a, b, c)
    if f == 2:
        return "v%d.%d" % (rng.randint(2, 9), b)
    if f == 3:
        return "v%d.%d.%d-rc%d" % (a, b, c, rng.randint(1, 4))
    return "%d.%d.%d-beta" % (a, b, c)


def gen_money(rng, lang):
    x = rng.choice([rng.randint(45, 990), rng.randint(1000, 9800)])
    p = rng.randint(1, 99)
    if lang == "en":
        f = rng.randrange(6)
        if f == 0:
            return "£{:,}".format(x)
        if f == 1:
            return "£{:,}.{:02d}".format(x, p)
        if f == 2:
            return "€{:,}".format(x)
        if f == 3:
            return "${:,}".format(x)
        if f == 4:
            return "{:,} GBP".format(x)
        return "£%d" % x
    f = rng.randrange(5)
    if f == 0:
        return "%d元" % (x * 3)
    if f == 1:
        return "¥{:,}".format(x * 3)
    if f == 2:
        return "{:,}.{:02d}元".format(x * 2, p)
    if f == 3:
        return "%d.%d万元" % (rng.randint(1, 9), rng.randint(1, 9))
    return "€{:,}".format(x)


MONTHS = ["January", "February", "March", "April", "December"]
MON3 = ["Jan", "Feb", "Mar", "Apr", "Dec"]


def ordn(d):
    return "%d%s" % (d, "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def gen_date(rng, lang):
    mi = rng.randrange(5)
    mnum = [1, 2, 3, 4, 12][mi]
    d = rng.randint(1, 28)
    if lang == "en":
        f = rng.randrange(7)
        if f == 0:
            return "%s %d" % (MONTHS[mi], d)
        if f == 1:
            return "%02d/%02d" % (d, mnum)
        if f == 2:
            return "%s the %s" % (rng.choice(["Friday", "Tuesday", "Thursday", "Monday"]), ordn(d))
        if f == 3:
            return "%s %s" % (MON3[mi], ordn(d))
        if f == 4:
            return "%d %s" % (d, MONTHS[mi])
        if f == 5:
            return "the %s of %s" % (ordn(d), MONTHS[mi])
        return "%s %d" % (MON3[mi], d)
    f = rng.randrange(5)
    if f == 0:
        return "%d月%d日" % (mnum, d)
    if f == 1:
        return "%d月%d号" % (mnum, d)
    if f == 2:
        return "%d/%d" % (mnum, d)
    if f == 3:
        return "下个月%d号" % d
    return "%s（%d月%d日）" % (rng.choice(["下周五", "下周二", "下周四"]), mnum, d)


# ----------------------------------------------------------------------------------------------
# English pools
# ----------------------------------------------------------------------------------------------

EN = {}
EN["first"] = ["Marek", "Priya", "Sinead", "Tomasz", "Hollie", "Aled", "Bronwen", "Farid", "Nadia",
               "Declan", "Imogen", "Otis", "Leanne", "Gareth", "Rhys", "Zofia", "Hamish", "Tanvi",
               "Callum", "Ines", "Bartek", "Yusuf", "Cerys", "Duncan"]
EN["last"] = ["Szymanski", "Okafor", "Whitlock", "Pellegrini", "Ashworth", "Nakamura", "Delaney",
              "Fairbairn", "Kowalczyk", "Thorne", "Mbatha", "Lindqvist", "Barraclough", "Quigley",
              "Haldane", "Ferreira", "Ogden", "McAlister", "Varga", "Penhaligon"]
EN["roles"] = ["taproom manager", "Saturday bar staff", "rep at Northgate Maltings",
               "hop broker at Vale Hops", "licensing officer at the council", "bookkeeper",
               "glycol chiller engineer", "assistant brewer", "driver for Brewline Logistics",
               "festival coordinator for the Autumn Ale Trail", "environmental health officer",
               "label designer", "Tuesday cellar hand", "landlord of the unit",
               "account manager at the CO2 supplier", "weeknight bar staff"]
EN["beers"] = ["Harbour Pale", "Low Tide Lager", "Nettle Saison", "Copper Kettle Bitter",
               "Night Shift IPA", "Orchard Gose", "Coal Road Stout", "Foghorn Red"]
EN["suppliers"] = ["Northgate Maltings", "Vale Hops", "Brewline Logistics", "KegWorks", "Fenland Gas"]
EN["name_t"] = [
    "quick one - {N} is our new {R}, starts next week. expect emails from them",
    "note to self (and you): {R} = {N}. had to dig through three invoices to find that",
    "{N} rang again - the {R} - wants to pop in thursday, says it won't take long",
    "forgot to say, {R} is {N} now (old one retired). keep that in mind when I ask you to draft stuff",
    "weekend plan: {N} ({R}) + me on the hot side, everyone else off. fingers crossed",
    "pasting this:\n\n---\nFrom: {N}\nSubject: Re: {subj}\n\nHi, just to confirm I'll be your {R} going forward. Happy to pop in whenever suits.\n\nBest,\n{first}\n---\n\nseems keen at least",
    "{N} - {R} - says the {beer} tasted 'a bit green'. fair tbh",
]
EN["command_u"] = [
    "ran `{C}` and it just hung for ages?? came back fine in the end",
    "what I do after every brew day now: {C} -- then coffee",
    "remind me the backup thing -- oh wait found it: {C}",
    "ok {C} worked!! finally",
    "jotting this so I don't lose it:\n\n    {C}\n\n(that's the one that fixed the probe thing)",
    "the sparky showed me `{C}` on the taproom pi, seems to do the job",
]
EN["command_a"] = [
    "The one you want is:\n\n```\n{C}\n```\n\nRun it from the laptop while it's on the brewhouse wifi. It doesn't touch anything that's mid-ferment, it just reads or restarts what it says, so it's safe on a brew day. If it prints nothing at all, that usually means it ran fine rather than failed.",
    "Try this: `{C}`. If it complains about permissions, put sudo in front or log in as the pi user first. Worth keeping it in your notes file so you don't have to hunt for it at 11pm again.",
]
EN["command_p"] = ["the command for that thing we sorted last week - what was it again? brain is mush",
                   "what do I type on the laptop for that again, I always forget"]
EN["idnoun"] = {"inv": "invoice", "po": "PO", "duty": "duty ref", "lic": "licence case",
                "keg": "keg", "batch": "batch", "fest": "booking", "sup": "support ticket",
                "case": "council case"}
EN["id_t"] = [
    "{noun} number is {I} btw - stick it somewhere safe",
    "invoice from Northgate Maltings just landed:\n\n  INVOICE {I}\n  Northgate Maltings\n  Pale ale malt 25kg x 40 ....... {p1}\n  Crystal 150 25kg x 2 ........... {p2}\n  Pallet delivery ................. {p3}\n  Payment: 30 days\n\ncan you sanity check the lines when you get a sec",
    "the {noun} for the dented kegs is {I}. they said 5-7 working days (ha)",
    "email from the council, pasting:\n\n> Our ref: {I}\n> Dear Sir, further to the recent visit we write to confirm the outstanding actions listed below. Please reply quoting the reference above.\n\nwhat a joy",
    "ok so {I} is the {noun} -- don't mix it up with last month's",
    "filed it. {noun}: {I}",
    "{I} <- that's the {noun}, I'll need it when they ring back",
]
EN["port_u"] = [
    "controller's web thing is on port {P} now, not the old one",
    "brewctl dashboard -> http://brewctl.local:{P} (bookmark didn't survive the laptop reset)",
    "this is what it spits out on boot:\n\n```\n[boot] fw ok\n[net] wifi joined Brewhouse-IoT\n[http] listening on 0.0.0.0:{P}\n[mqtt] connected\n```\n\nso that's fine right",
    "changed the POS admin port to {P} cos the receipt printer was squatting on the default",
    "sparky says open {P} on the router for the remote monitoring. done",
    "grafana for the fermenters lives on {P} -- the other one's the tills",
]
EN["port_a"] = [
    "For the remote view you'd forward port {P} to the Pi; the fermentation app expects exactly that one unless someone changed it in the config. Nothing else needs opening.",
    "Looking at how the app is set up, its web page sits on port {P}. So on the laptop that's the address with that number after the colon, and on your phone the same thing as long as you're on the brewhouse wifi.",
]
EN["port_p"] = ["remote monitoring - what do I actually need to open on the router",
                "which port do I point the phone at for the fermenter page again"]
EN["version_u"] = [
    "controller firmware is {V} (checked the About screen)",
    "updated the fermwatch app to {V} last night, seems ok so far",
    "the HACCP plan we're running is {V} -- council has that copy on file",
    "brewctl says version {V}, so the glycol relay fix should be in there",
    "label template is {V} now (changed the ABV font, the old one was tiny)",
    "POS tablet got pushed {V} overnight, they moved every button. ugh",
]
EN["version_a"] = [
    "Right, so from what you've described the tablet is now on {V}. That's the build where they moved the refunds under the three-dot menu, which explains the button hunt.",
    "Going by the About screen you read out, the controller is on {V}. I'd leave it there until after the festival rather than chase the next update mid-season.",
]
EN["version_p"] = ["tablet updated itself again and refunds have vanished?? which build is it even on now",
                   "what's the controller on, I read you the About screen earlier I think"]
EN["money_u"] = [
    "duty for last month came to {M}. ouch",
    "malt invoice was {M} incl delivery",
    "paid Vale Hops {M} as the deposit on next year's hop contract",
    "taproom took {M} on saturday!! best day since august",
    "festival pitch fee is {M} - paid it on the card",
    "chiller guy quoted {M} for the compressor. sat down when I read that",
    "from the bank app:\n\n  DD  DUTY PAYMENT          -{M}\n  CARD  CASH&CARRY          -£63.18\n\nthat first one stings",
]
EN["money_a"] = [
    "Adding the three lines up, the total comes to {M} before VAT. The pallet charge is the one I'd question; they waived it last time.",
    "So the balance you owe them works out at {M} once the credit note for the dented kegs comes off.",
]
EN["money_p"] = ["can you total the lines from that invoice for me, can't face it",
                 "what do I actually owe them after the credit note?"]
EN["date_u"] = [
    "festival entry deadline is {D}!! can't miss it again this year",
    "council inspection got moved to {D}",
    "hop contract renewal is due {D}",
    "duty return has to be in by {D}, setting an alarm",
    "organiser email:\n\n> Hi all, a reminder that trade registrations close on {D} at 5pm. Late entries will not be accepted.\n\nclassic",
    "{D} -- that's when the new FV gets delivered, need to borrow a forklift",
]
EN["date_a"] = [
    "Counting back from the festival and their two-week processing window, your real deadline is {D}. I'd aim to have the form in the week before that.",
    "If the invoice terms are 30 days from delivery, payment falls due on {D}.",
]
EN["date_p"] = ["so when do I actually have to get the form in by?",
                "if they delivered last week when's payment due"]
EN["decisions"] = [
    "[going with 30L kegs only]. [the 50s wreck my back]",
    "[dropping the mango sour]. [nobody reorders it after one pint]",
    "[moving brew day to Tuesdays]. [water pressure is better midweek]",
    "[buying Citra from Vale Hops now]. [their pellets arrive colder]",
    "[keeping the taproom shut on Mondays]. [four tables don't pay two staff]",
    "[getting our own canning line]. [the mobile canners keep cancelling]",
    "[paying duty monthly]. [cashflow is easier to read]",
    "[no collabs for the rest of the year]. [each one ate two brew days]",
    "[capping festival stock at 18 kegs]. [we ran dry of house beers]",
    "[putting the pint price up 30p]. [malt went up again in spring]",
    "[moving the tills to the cloud plan]. [the till crashed twice in October]",
    "[holding the controller on the old firmware]. [the new build drops the glycol relay]",
    "[hiring a part-time cellar hand]. [I'm washing kegs at midnight]",
    "[bottle conditioning the imperial stout]. [force carb flattened the roast]",
    "[skipping the winter beer fest]. [the pitch fee doubled]",
    "[renting the unit next door]. [the cold store is full by Thursday]",
    "[ditching plastic cups in the taproom]. [people say the beer tastes of them]",
]
EN["decision_t"] = [
    "ok decision made: {c}. why? {r}.",
    "after sleeping on it I'm {c} - mostly because {r}",
    "from next month we're {c} (reason: {r})",
    "told the team today - {c}, since {r}",
    "been going back and forth but... {c}. reason: {r}. no brainer really",
    "fyi {c} because {r}. don't let me talk myself out of it",
    "right. {c}, and honestly {r}, so that's that",
]
EN["constraints"] = ["[no glass in the brewhouse]", "[nobody under 18 behind the bar]",
                     "[never open a fermenter mid dry hop]", "[no firmware updates on brew days]",
                     "[never leave the boil unattended]", "[no dogs past the taproom door]",
                     "[caustic only with goggles on]", "[never serve a keg without a batch label]",
                     "[no pours after 11pm on weeknights]", "[count the malt pallet before signing]",
                     "[never pay before the delivery note matches]",
                     "[no naked flames near the grain store]", "[never stack kegs more than three high]",
                     "[no new releases until duty is paid]"]
EN["constraint_t"] = [
    "rule, and put it everywhere: {K}. no exceptions",
    "reminder for the new starters -- {K}",
    "standing rule: {K} (council were very clear on this)",
    "pls remember {K}, had one near miss already",
    "house rule from today - {K}",
    "inspector basically said {K}, so that's how we run now",
]
EN["questions"] = [
    "can we claim [small brewers relief on the cider]", "does the premises licence [cover outdoor seating]",
    "does [spent grain count as food waste]", "how long can [unpasteurised kegs sit in the van]",
    "is there [a grant for rooftop solar]", "do I need [a separate licence for the bottle shop]",
    "what's the [shelf life of opened hop pellets]", "can the controller [log straight to Google Sheets]",
    "can I [deduct the forklift hire]", "how do you [stop the CO2 regulator icing up]",
    "is it worth [getting a DO meter]", "can we [sell at the farmers market without a TEN]",
    "do we need [allergen labels on the growlers]",
]
EN["question_t"] = [
    "random q, no need to answer now: {q}? gotta go, van's here",
    "something I keep meaning to ask - {q}? anyway. later",
    "also (park this) {q}?",
    "no idea on this one - {q}? not now tho, mash in in 10",
    "q for another day: {q}",
    "hmm. {q}? ... actually hold that thought, phone's going",
]
EN["question_ack"] = [
    "No problem, I'll leave that one parked until you've got a minute.",
    "Parked. Shout when you're back and we'll pick up wherever you like.",
    "Understood, I won't dig into that now.",
    "Sure, later then. Go do what you need to.",
]
EN["ack"] = {
    "name": ["Got it, I'll keep that straight for drafts and reminders.",
             "Noted. Handy to have that pinned down rather than hunting through invoices.",
             "Thanks, filed that away."],
    "command": ["Nice one, saved for next time.", "Good that it came back in the end.",
                "Noted. That's a useful one to keep handy."],
    "id": ["Stored. I'll quote it whenever we chase them.",
           "Got it. I'll keep it separate from last month's.",
           "Thanks, that's filed with the rest of the paperwork."],
    "port": ["Noted, that's the one I'll point you at from now on.",
             "Makes sense. If the bookmark breaks again that's the address to use.",
             "Fine by me, as long as nothing else on the network wants it."],
    "version": ["Noted. Worth writing it on the side of the controller box too.",
                "Okay, so that's what we're running. I'll bear it in mind if something odd happens.",
                "Good to know where it stands."],
    "money": ["Logged.", "Noted for the monthly figures.",
              "Okay, that's in the running sheet now."],
    "date": ["Noted. I'll nag you a week ahead.", "Got it, that's in the list.",
             "Okay. That's tighter than it sounds with everything else going on."],
    "decision": ["Sounds well reasoned. I'll hold you to it.", "Fair call. It makes sense given the last few months.",
                 "Okay, noted as decided. I won't reopen it unless you do."],
    "constraint": ["Understood, I'll treat that as non-negotiable in anything I draft for the staff.",
                   "Noted. I'll put it in the staff handbook draft as well.",
                   "Clear. That one stays."],
}
EN["bodies"] = [
    "On the {beer}: if it's still a point or two off terminal I'd give it another 48 hours before crashing. Yeast cleans up a lot in that tail end and you'll taste it. Pull a forced ferment sample if you want certainty.",
    "For the rota, the pinch point is still Friday close. If {fv} needs packaging Saturday morning, whoever closes Friday shouldn't also be on the early.",
    "On the money side I'd keep a running sheet: malt, hops, CO2, duty, staff. Once a month is fine, but doing it weekly makes the duty payment less of a surprise.",
    "If the pump is making that noise again, check the impeller housing for a bit of hop debris before anything else. Nine times out of ten that's it.",
    "For the festival, a simple packing list split into dispense, paperwork and kegs saves the usual scramble. I can draft one whenever you want.",
    "One thing to keep an eye on with {fv}: if the jacket is cycling a lot, the probe might be reading low. A quick check against a handheld thermometer would settle it.",
    "Re the taproom: midweek is where the margin is thinnest, so anything that brings in even a few extra tables on a Wednesday is worth more than another busy Saturday.",
    "If you want, I can turn today's notes into a proper brew log entry: mash temps, gravities, hop additions and anything odd, so it's all in one place for next time.",
    "Spent grain: as long as the farmer keeps collecting within a day, the smell shouldn't become a problem. In warm weather that window gets shorter.",
    "For the wholesale side, chasing at 14 and then 30 days with a polite but firm tone usually works; I can draft both now so you just press send.",
]
EN["bodies"] += [
    "Separately, the glycol chiller has been running a lot this week. If the reservoir level is fine, it may just be the warm unit; otherwise a top-up and a look at the fins would be worth ten minutes.",
    "If you're brewing the {beer} again soon, I'd reorder the base malt now; lead times crept up last month and it's annoying to be a few sacks short on the morning.",
    "On staffing: two people on a busy Saturday works as long as one of them isn't also changing kegs. A quick keg check before opening avoids most of the mid-rush swaps.",
    "For {fv}, once it's empty it might be worth a longer caustic soak than usual; the last beer in there was hoppy and the dry hop residue likes to hide around the racking arm.",
    "I've also been keeping a rough list of things to raise with the landlord: the yard drainage, the roller door and the extra power for the canning kit. Tell me if anything else belongs on it.",
    "If it helps with the council side, I can put the hygiene paperwork into one folder structure: cleaning schedules, temperature logs, training records and pest control visits.",
    "Festival prep note: cups, float, card reader, price list, allergen sheet and the duty paperwork for each keg. The float is always the one that gets forgotten.",
    "One small thing for the taproom: a printed list of what's on and its ABV by the till saves the bar staff answering the same question fifty times a night.",
]
EN["opens"] = ["", "", "Okay. ", "Right. ", "Sure. ", "Good stuff. ", "Yep. "]
EN["filler"] = [
    ("mashed in at {time}, strike water a bit hot so stirred it down for ages", "Stirring it down was the right call. A degree or two high on strike usually settles once the grain is in, but if you overshot by more it's worth noting in the log so the next batch of {beer} doesn't come out thinner than expected."),
    ("{fv} this morning: {sg} at {temp}C -- slow but moving", "That's a reasonable pace for where it is. If it hasn't dropped another few points by tomorrow evening, a gentle rouse or a degree of free rise would help it along without stressing the yeast."),
    ("taproom was dead tonight. like 6 people and a dog", "Quiet nights happen, especially this close to payday. If it keeps happening on the same night it might be worth a small midweek thing, a quiz or a tap takeover, just to give people a reason."),
    ("keg washer leaking again - same seal i think", "If it's the same seal, it may not be the seal itself but the seat it sits on. Worth ordering two spares so you're not waiting on post next time."),
    ("off to the cash and carry brb", "See you in a bit."),
    ("coffee number 4 and it's not even 10", "Brew day pace. Maybe a glass of water between the next two."),
    ("hops smell unreal today lol", "That's the best bit of the job. Which lot is it, the new one?"),
    ("teh pump is making that noise again\x00*the", "The rattly one or the whine? A rattle is usually debris, a whine more often means it's running dry."),
    ("ok back. where were we", "We'd just gone through the readings; nothing urgent left hanging."),
    ("rain got in the malt store doorway. nothing damaged just annoying", "Good that nothing got wet. A strip of draught excluder or a small lip at the threshold would stop it happening again."),
    ("{beer} tasting really clean now, might package friday", "Sounds ready. If you package Friday, give it the usual crash from Wednesday night so it's bright by then."),
    ("can you draft a short insta post for {beer}, nothing cringe", "Here's a plain one:\n\n\"{beer} is back on at the taproom from this week. Same as you remember, maybe a touch brighter. Come and see us.\"\n\nNo hashtags beyond the brewery name."),
    ("what's a sensible crash temp for {beer}? I usually go 2C but it's been hazy", "2C is sensible. If it's still hazy, holding it there an extra day or two helps more than going colder, and fining is the next step if it's a clarity thing people actually notice."),
    ("ugh forgot to order CO2", "Happens. If the current bottle is above a quarter you've got a few days; otherwise ring them first thing."),
    ("shift swap sorted for the weekend, finally", "Nice, one less thing."),
    ("lorry blocked the yard for 40 mins, couldn't get the spent grain out", "Annoying. Might be worth asking the neighbours' drivers to give you a heads-up on brew days."),
    ("farmer took the spent grain, gave us eggs lol", "Good trade honestly."),
    ("sorry typing on my phone now, excuse typos", "No worries, I can follow."),
    ("can you help me word a polite chaser for an unpaid wholesale invoice", "Sure:\n\n\"Hi, hope all's well. Just a nudge on our invoice from last month, which is now past its terms. Could you let me know when we can expect payment? Thanks.\"\n\nFriendly, no guilt trip, easy to reply to."),
    ("yeast from the last batch looks healthy, repitching into {beer}", "Good. Repitch within a few days and keep an eye on generation count; most people stop around six to eight."),
    ("cleaned {fv} - CIP done, passivated, sealed", "That's it ready then."),
    ("tasting panel tonight, 4 of us, {beer} and the new pale", "Might be worth doing it blind, even just with numbered cups. People are kinder to the beer they know is yours."),
    ("so tired. brewed two batches back to back", "Double brew days are brutal. Leave the non-urgent cleaning till tomorrow if you can."),
    ("the dog ate a hop pellet. vet says probably fine but watch him", "Hops can be genuinely dangerous for dogs, so I'd follow the vet's advice closely and go back in if he gets restless or hot."),
]
EN["readings"] = "readings from this morning:\n\n{fv}  {beer}  day {day}\ntime   SG     temp\n06:00  {g1}  {t1}\n12:00  {g2}  {t2}\n18:00  {g3}  {t3}\n\nhow's that looking"
EN["readings_a"] = "That looks healthy: a steady drop through the day and the temperature holding well. At that rate it should be close to terminal in two or three days, so I'd plan the dry hop for when it's a few points above where you want to finish."
EN["filler"] += [
    ("quick sanity check on dilution - {n}L at 1.060 down to 1.048, how much water?\x00roughly", "You'd add about {q4}L of water to get there, assuming the gravity reading is right. Top up in a couple of goes and re-check rather than pouring it all in at once.", "calculator"),
    ("how's {fv} doing overnight? haven't looked", "Steady overnight: gravity went from {g1} to {g2} and the temperature sat around {t1}C with no alerts. Nothing to do until this evening.", "fermwatch_readings"),
    ("what's on this week again, lost track", "Tuesday is the brew day for {beer}, Wednesday the taproom delivery, packaging Friday and the usual Saturday opening. So Thursday's your only breathing room.", "calendar_list"),
    ("did the festival people ever send the parking info?", "There's a thread from them called 'Parking for exhibitors', next to the trade pack and one about glassware collection. Want me to pull the key bits out?", "inbox_search"),
    ("what did I mash the last batch at? can't find the sheet", "Your brew log says 66C for 60 minutes, a 60 minute boil, a 20 minute whirlpool at 80C and pitching at 18C.", "notes_read"),
    ("is 3 days enough to cold crash a hazy pale or am I kidding myself", "Most people find two to three days does most of the work; beyond that it's diminishing returns unless you fine. If it's still hazy after three, it's probably haze that won't drop with time alone.", "web_search"),
    ("nearly dropped a sack of malt on my foot. steel toes earned their money today", "Glad the boots did their job. Might be worth moving the heavy sacks lower on the racking while you're at it."),
    ("new bar stools arrived. they're taller than I thought lol\x00like, very tall", "Ha. If they're too tall for the bar, they might work at the window shelf instead."),
    ("someone left the cold store door open overnight. again.", "A cheap door alarm would sort that for good; they beep after a minute or two open."),
    ("regular asked if we'd do a smoked porter. tempted tbh", "Could be a nice small batch for winter. A modest amount of smoked malt keeps it drinkable rather than campfire-in-a-glass."),
    ("printer out of ink right when I need the delivery notes. classic", "Of course it is. Send me the details and I'll format them so they're readable off a phone screen at the door."),
    ("went to bed at 1, up at 5:30. brewing is so glamorous", "Very glamorous. Try to get an early one tonight if the schedule lets you."),
    ("grain mill doing a weird clunk every few turns", "That can mean a stone or a bit of debris in the grist; worth stopping and checking the rollers before it chips anything."),
    ("can you make next week's rota look less awful, like a table", "Sure, send me who's on which shifts and I'll lay it out Monday to Sunday with open and close times so it prints on one page."),
]
EN["tools"] = [
    ("calculator", {"expression": "{n}*(60/48-1)"}, "result: {q4}"),
    ("fermwatch_readings", {"vessel": "{fv}", "hours": 24}, "vessel={fv} samples=24 sg_first={g1} sg_last={g2} temp_avg={t1} alerts=none"),
    ("web_search", {"query": "crash cooling time hazy pale ale"}, "1. Brewing forum thread: cold crash 2-3 days usually enough\n2. Blog: gelatin vs time for clarity\n3. Supplier FAQ: temperature and haze"),
    ("calendar_list", {"range": "this week"}, "Tue: brew day ({beer})\nWed: taproom delivery\nFri: packaging\nSat: taproom open 12-11"),
    ("inbox_search", {"query": "from:organiser festival"}, "3 threads found: 'Trade info pack', 'Parking for exhibitors', 'Glassware collection'"),
    ("notes_read", {"file": "brewlog.md", "tail": 10}, "...mash 66C 60min, boil 60, whirlpool 20 min at 80C, pitched at 18C..."),
]

# ----------------------------------------------------------------------------------------------
# Chinese pools
# ----------------------------------------------------------------------------------------------

ZH = {}
ZH["first"] = list("王李张刘陈杨黄赵周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯董")
ZH["last"] = ["建国", "晓雯", "志强", "磊", "芳芳", "凯", "丽娟", "海涛", "宇航", "超", "小燕", "俊",
              "翔", "婷婷", "伟", "雨桐", "佳琪", "子豪", "文博", "思远", "明辉", "秀英", "浩然", "一鸣"]
ZH["roles"] = ["酒馆店长", "周末吧台兼职", "北麦麦芽的业务员", "谷丰酒花的代理", "市场监管局管我们片区的科员",
               "代账会计", "冷水机维修师傅", "助理酿酒师", "物流司机", "秋季啤酒节的对接人", "卫生监督员",
               "酒标设计师", "周二来帮忙洗桶的", "厂房房东", "气瓶供应商的客户经理", "工作日晚班店员"]
ZH["beers"] = ["海港淡色艾尔", "夜班IPA", "老城世涛", "桂花小麦", "青柠古斯", "铜壶苦啤", "雾灯红艾尔", "低潮拉格"]
ZH["suppliers"] = ["北麦麦芽", "谷丰酒花", "顺达物流", "桶工坊", "华气气体"]
ZH["name_t"] = [
    "记一下——{N}是新来的{R}，下周一到岗",
    "{R}换人了，现在是{N}（之前那个退休了），以后我让你写邮件就是写给这个人",
    "{N}又打电话来了（{R}），说周四过来一趟，不会耽误太久",
    "周末排班：{N}（{R}）+ 我，其他人休息。希望别出岔子",
    "转一下：\n\n——\n发件人：{N}\n主题：回复：{subj}\n\n您好，以后由我担任贵厂的{R}，有事随时联系，方便的话下周过去拜访。\n——\n\n挺积极的",
    "{N}——就是{R}——说{beer}喝着有点生青味。确实",
    "对了{R}叫{N}，翻了三张发票才找到名字。。",
]
ZH["command_u"] = [
    "跑了 `{C}` 卡了半天？？最后还是好了",
    "现在每次酿完我都会跑一下 {C} ——然后去喝咖啡",
    "备份那个命令是啥来着——哦找到了：{C}",
    "{C} 终于成功了！！！",
    "记下来免得又忘：\n\n    {C}\n\n（就是修好探头那次用的）",
    "电工师傅教我在酒馆那台树莓派上跑 `{C}`，好像管用",
]
ZH["command_a"] = [
    "要用的是这个：\n\n```\n{C}\n```\n\n在笔记本上连着酿造间的wifi跑就行。它不会动正在发酵的罐子，只做字面上那件事，所以酿造日跑也没问题。如果什么都没输出，一般说明是成功了，不是失败。",
    "试一下：`{C}`。如果提示权限不够，前面加 sudo，或者先用 pi 用户登录。建议记到你的笔记里，省得半夜十一点又到处找。",
]
ZH["command_p"] = ["上周弄好的那个，命令是啥来着？脑子糊了", "笔记本上要敲什么来着，我老是忘"]
ZH["idnoun"] = {"inv": "发票号", "po": "采购单号", "duty": "消费税缴款书号", "lic": "许可证受理号",
                "keg": "桶号", "batch": "批次号", "fest": "报名编号", "sup": "工单号", "case": "案件编号"}
ZH["id_t"] = [
    "{noun}是{I}，帮我记一下",
    "北麦麦芽的发票到了：\n\n  发票号码：{I}\n  北麦麦芽\n  基础麦芽 25kg × 40 ……… {p1}\n  焦糖麦芽 25kg × 2 ……… {p2}\n  整托运费 ………………… {p3}\n  账期：30天\n\n有空帮我对一下",
    "凹了的那几个桶，{noun}是{I}，说5到7个工作日（呵呵）",
    "市场监管局的通知，贴一下：\n\n> 受理编号：{I}\n> 贵单位：根据近期现场检查情况，现将需整改事项告知如下，请在回复时注明上述编号。\n\n真是开心",
    "{I}是这次的{noun}，别跟上个月的搞混了",
    "弄好了。{noun}：{I}",
    "{I} ← 这个是{noun}，他们回电话的时候要用",
]
ZH["port_u"] = [
    "控制器的网页端现在是{P}端口，不是以前那个了",
    "酿造控制器后台 → http://brewctl.local:{P}（电脑重装以后书签没了）",
    "开机的时候它打出来这些：\n\n```\n[boot] fw ok\n[net] wifi joined Brewhouse-IoT\n[http] listening on 0.0.0.0:{P}\n[mqtt] connected\n```\n\n应该没问题吧",
    "收银系统的管理端口我改成{P}了，默认那个被小票打印机占了",
    "电工说路由器上要开{P}，远程监控要用。已经开了",
    "发酵罐的监控面板在{P}——另一个是收银的",
]
ZH["port_a"] = [
    "远程查看的话，把{P}端口转发到树莓派上就行，小程序默认连的就是这个，除非有人改过配置。别的端口都不用开。",
    "按现在的设置，小程序的网页端在{P}端口。电脑上就是冒号后面跟这个数字，手机只要连着酿造间的wifi也一样。",
]
ZH["port_p"] = ["远程监控到底要在路由器上开什么", "手机看发酵页面要连哪个端口来着"]
ZH["version_u"] = [
    "控制器固件是{V}（在“关于”里看的）",
    "昨晚把发酵监控小程序升到{V}了，目前还行",
    "我们现在用的HACCP计划是{V}版——市场监管局存档的也是这一版",
    "brewctl 显示版本 {V}，乙二醇继电器那个bug按理说已经修了",
    "酒标模板现在是{V}（改了酒精度的字体，原来那个太小）",
    "收银平板半夜自动更新到{V}了，按钮全换了位置，烦死",
]
ZH["version_a"] = [
    "按你说的，平板现在是{V}。退款按钮就是这一版挪到右上角三个点里面去的，难怪找不到。",
    "从你念的“关于”页面看，控制器是{V}。我建议啤酒节之前先别动它，旺季别追新版本。",
]
ZH["version_p"] = ["平板又自己更新了，退款按钮没了？？现在到底是哪一版", "控制器现在是哪个版本，我之前好像念给你听过“关于”页面"]
ZH["money_u"] = [
    "上个月消费税交了{M}，肉疼",
    "麦芽发票{M}，含运费",
    "给谷丰酒花付了{M}，明年酒花合同的定金",
    "周六酒馆流水{M}！！！八月以来最好的一天",
    "啤酒节摊位费{M}——已经刷卡付了",
    "冷水机师傅报价{M}换压缩机，看到数字我直接坐下了",
    "银行App上：\n\n  代扣  税款            -{M}\n  刷卡  批发市场        -189.50元\n\n第一笔真疼",
]
ZH["money_a"] = [
    "三行加起来不含税是{M}。运费那一项我会问一下，上次他们免了。",
    "扣掉凹桶的那张红字发票以后，应付余额是{M}。",
]
ZH["money_p"] = ["帮我把那张发票的几行加一下，我实在不想算", "扣完红字发票我到底还欠他们多少？"]
ZH["date_u"] = [
    "啤酒节报名截止是{D}！！今年不能再错过了",
    "市场监管局的检查改到{D}了",
    "啤酒花合同{D}到期要续",
    "消费税申报{D}之前必须交，定个闹钟",
    "组委会的通知：\n\n> 各位酒厂朋友，商户报名将于{D}下午5点截止，逾期不再受理。\n\n老样子",
    "{D}——新发酵罐那天到货，得借个叉车",
]
ZH["date_a"] = [
    "从啤酒节往前推，再算上他们两周的审核时间，真正的截止是{D}。建议提前一周把表交了。",
    "如果账期是到货后30天，那付款日就是{D}。",
]
ZH["date_p"] = ["所以表到底最晚哪天交？", "他们上周送的货，那哪天要付款"]
ZH["decisions"] = [
    "[改用30升的桶]。[50升的太重搬不动]", "[芒果酸啤不做了]。[喝过的人都不回购]",
    "[酿造日改到周二]。[周中水压稳一些]", "[西楚改从谷丰酒花进]。[他们的颗粒到货更冷]",
    "[周一酒馆不开门]。[四桌客人养不起两个店员]", "[自己买一条灌装线]。[流动灌装老是临时放鸽子]",
    "[消费税改成按月交]。[现金流好把握]", "[今年不再搞联名]。[每次联名都占掉两个酿造日]",
    "[啤酒节最多带18桶]。[上次自家的酒都卖断了]", "[一品脱涨3块]。[麦芽春天又涨价了]",
    "[收银换成云端版]。[十月份死机了两次]", "[控制器固件先不升级]。[新版本把乙二醇继电器弄丢了]",
    "[招一个兼职酒窖工]。[我半夜还在刷桶]", "[帝国世涛改瓶内发酵]。[强制充气把烘烤味压没了]",
    "[冬季啤酒节不去了]。[摊位费翻倍了]", "[把隔壁的仓库租下来]。[冷库周四就满了]",
    "[酒馆不用塑料杯了]。[客人说喝着有塑料味]",
]
ZH["decision_t"] = [
    "定了：{c}。原因嘛，{r}。",
    "想了一晚上——{c}，主要是{r}",
    "下个月开始{c}（理由：{r}）",
    "今天跟大家说了，{c}，因为{r}",
    "{c}……{r}，所以没啥好纠结的",
    "跟你说一声，{c}，{r}。别让我反悔哈",
    "纠结了好久，还是{c}。原因：{r}。",
]
ZH["constraints"] = ["[酿造间不许带玻璃]", "[未满18岁不能进吧台]", "[干投期间不准开发酵罐]",
                     "[酿造日不许升级固件]", "[煮沸的时候锅边不能离人]", "[狗不能进酿造间]",
                     "[碱液清洗必须戴护目镜]", "[没贴批次标签的桶不许上酒]",
                     "[工作日晚上11点以后不出酒]", "[麦芽到货先点数再签收]", "[送货单没核对不许付款]",
                     "[原料仓库附近不许明火]", "[酒桶最多叠三层]", "[消费税没交之前不许发新品]"]
ZH["constraint_t"] = [
    "规矩，到处都贴上：{K}。没有例外",
    "提醒一下新来的——{K}",
    "长期规定：{K}（市场监管局说得很清楚）",
    "千万记住{K}，已经差点出过一次事了",
    "从今天起的店规——{K}",
    "检查的人基本就是说{K}，以后就这么办",
]
ZH["questions"] = [
    "[小规模纳税人能不能开专票]", "酒馆的[营业执照包不包括户外座位]", "[酒糟算不算餐厨垃圾]",
    "没杀菌的桶装酒[在货车里能放多久]", "屋顶装[光伏有没有补贴]", "[瓶装零售要不要另办许可证]",
    "真空包装的[酒花颗粒开封后能放多久]", "控制器[能不能直接导数据到腾讯文档]",
    "[叉车租金能不能抵税]", "[二氧化碳减压阀结霜]怎么处理", "值不值得买个[溶解氧测定仪]",
    "在集市上卖酒[要不要办临时许可]", "扎啤外带瓶[要不要标过敏原]",
]
ZH["question_t"] = [
    "随便问一句，不急：{q}？先不说了，车到了",
    "一直想问——{q}？算了回头再说",
    "另外（先放着）{q}？",
    "有人知道{q}吗？现在别回，十分钟后下料",
    "留个问题以后说：{q}",
    "嗯。{q}？……等下，来电话了",
]
ZH["question_ack"] = ["好，这个先放着，等你忙完再说。", "先搁着，你回来想从哪儿接着聊都行。",
                      "明白，现在不展开。", "好，那回头再说，你先忙。"]
ZH["ack"] = {
    "name": ["好，记住了，以后写邮件和提醒都按这个来。", "收到。总比每次翻发票找名字强。", "好，记下了。"],
    "command": ["好，存着下次用。", "最后跑通了就好。", "记下了，这个确实常用。"],
    "id": ["记好了，以后催的时候都带上这个号。", "好，跟上个月的分开记。", "收到，跟其他单据放一起了。"],
    "port": ["好，以后就让你连这个。", "明白，书签再丢就用这个地址。", "可以，只要网络里没别的设备要用它。"],
    "version": ["记下了，最好在控制器盒子上也贴一张。", "好，现在跑的就是这个，出怪事的时候我会考虑到。", "好，知道现在是什么情况了。"],
    "money": ["记下了。", "记到月度数字里了。", "好，已经记进流水表。"],
    "date": ["好，我提前一周提醒你。", "记上了。", "好。算上别的事，这个时间其实挺紧的。"],
    "decision": ["理由挺充分的，我替你记着，别反悔。", "合理，看这几个月的情况确实该这样。", "好，就当定了，你不提我不翻案。"],
    "constraint": ["明白，给员工写的东西里这条不容商量。", "记下了，员工手册草稿里也加上。", "清楚，这条一直有效。"],
}
ZH["bodies"] = [
    "关于{beer}：如果离终点比重还差一两个点，我建议再等48小时再降温。最后那段酵母会把很多杂味清掉，喝得出来。想确定的话可以取样做个强制发酵。",
    "排班的卡点还是周五收尾。如果{fv}周六早上要灌装，周五关店的人就别再排早班了。",
    "钱这块我建议做个流水表：麦芽、酒花、气、消费税、人工。一个月一次也行，但每周弄一下，交税的时候就不会吓一跳。",
    "泵要是又有那个声音，先看看叶轮腔里有没有酒花渣，十有八九是这个。",
    "啤酒节的话，列个清单分三块：出酒设备、证件资料、酒桶，能省掉每次临走前的手忙脚乱。需要的话我现在就能写一份。",
    "{fv}要注意一下：如果夹套一直在频繁启停，可能是探头读数偏低。拿个手持温度计对一下就清楚了。",
    "酒馆这边，利润最薄的是周中。能让周三多来几桌的活动，比周六再忙一点更值钱。",
    "要不要我把今天的记录整理成一条正式的酿造日志：糖化温度、比重、投酒花的时间和异常情况，下次酿的时候一看就知道。",
    "酒糟只要农户一天之内来拉，味道就不会成问题。天热的话时间得更短。",
    "批发那边催款，一般14天和30天各催一次，语气客气但坚定。我可以现在把两封都写好，你直接发。",
]
ZH["bodies"] += [
    "另外，冷水机这周一直在转。水箱液位要是正常，可能只是库房太热；不然就补点液，顺便看看散热片，花十分钟就够。",
    "如果最近还要酿{beer}，基础麦芽建议现在就订，上个月交货期又拉长了，酿造日早上发现少几袋最烦。",
    "人手方面，周六忙的时候两个人够用，前提是其中一个不用同时换桶。开门前把桶检查一遍，能避免高峰期手忙脚乱换桶。",
    "{fv}空出来以后，碱液可以泡得比平时久一点；上一批酒花味重，干投的残渣很爱藏在出酒管附近。",
    "我还记着一份要跟房东提的事：院子排水、卷帘门、灌装设备要加的电。还有别的你告诉我就加上。",
    "市场监管那边的资料，我可以帮你整理成一套文件夹：清洁记录、温度记录、培训记录、灭鼠灭虫记录。",
    "啤酒节准备：杯子、零钱、刷卡机、价目表、过敏原说明、每桶的完税凭证。零钱每次都有人忘。",
    "酒馆的小建议：收银台旁边贴一张在售酒款和酒精度，店员一晚上就不用把同一个问题回答五十遍。",
]
ZH["opens"] = ["", "", "好的。", "行。", "嗯，", "不错。", "OK。"]
ZH["filler"] = [
    ("{time}下料，投料水有点烫，搅了半天才降下来", "搅下来是对的。投料水高一两度，麦芽下去以后一般就稳了；如果高得多，记到日志里，免得下一批{beer}酒体偏薄还找不到原因。"),
    ("{fv}今早：{sg}，{temp}度——慢但在走", "以现在这个阶段来说速度正常。明晚要是还没再掉几个点，可以轻轻搅一下或者让温度自然升一度，酵母不会有压力。"),
    ("今晚酒馆好冷清，六个人加一条狗", "冷清的晚上难免，尤其快发工资之前。如果老是同一天冷清，可以搞个小活动，比如问答夜或者请别的酒厂来驻场，给大家一个来的理由。"),
    ("洗桶机又漏了——应该还是那个密封圈", "如果总是同一个圈，问题可能不在圈本身，而在它的座。建议一次订两个备件，下次不用等快递。"),
    ("去趟批发市场，马上回", "好，回头见。"),
    ("第四杯咖啡了，还没到十点", "酿造日的节奏。下两杯之间喝点水吧。"),
    ("今天的酒花香得离谱哈哈", "这是这行最爽的部分。是新到的那批吗？"),
    ("崩又开始发出那个声音了，烦\x00*泵", "是咔咔响还是嗡嗡叫？咔咔响一般是有渣，嗡嗡叫更可能是空转。"),
    ("好了回来了，刚才说到哪", "刚看完读数，没有什么急事悬着。"),
    ("下雨漏进麦芽仓门口了，没泡坏就是烦", "没泡到就好。门口加一条挡水条或者做个小门槛就不会再进水了。"),
    ("{beer}现在喝着很干净了，可能周五灌", "听着可以了。周五灌的话，周三晚上照常开始降温，到周五就清亮了。"),
    ("帮我写个{beer}的朋友圈文案，别太尬", "来个朴素的：\n\n“{beer}这周回归酒馆啦。还是你记得的那个味道，可能更清爽一点。来坐坐。”\n\n不加话题标签。"),
    ("{beer}降温到多少合适？我一般2度，但这批有点浑", "2度没问题。还浑的话，在2度多放一两天比降得更低有用；要是客人真在意澄清度，下一步再考虑下胶。"),
    ("靠，忘了订二氧化碳", "常有的事。现在那瓶还有四分之一以上的话能撑几天，不然明早第一件事就打电话。"),
    ("周末换班终于搞定了", "好，又少一件事。"),
    ("货车把院子堵了40分钟，酒糟运不出去", "烦人。可以跟隔壁的司机打个招呼，酿造日提前说一声。"),
    ("农户把酒糟拉走了，还送了一篮鸡蛋哈哈", "这买卖不亏。"),
    ("现在用手机打字，错别字见谅", "没事，看得懂。"),
    ("帮我写个客气点的催款，批发那边有张发票没付", "可以：\n\n“您好，上个月那张发票已经过了账期，方便的话告诉我一下大概什么时候能付？谢谢！”\n\n客气、不施压，对方也好回。"),
    ("上一批的酵母看着挺健康，接种到{beer}里", "好。几天内回收接种就行，注意代数，一般到六到八代就换新的。"),
    ("{fv}洗好了——CIP做完，钝化，封好", "那就随时能用了。"),
    ("今晚品鉴，四个人，{beer}和新的淡色", "可以试试盲品，哪怕只是杯子编个号。知道是自家的酒，大家嘴下都会留情。"),
    ("累死，连着酿了两锅", "连酿两锅太狠了。不急的清洁能留到明天就留到明天。"),
    ("狗吃了一颗酒花颗粒。兽医说应该没事但要看着", "酒花对狗确实可能有危险，一定照兽医说的盯着，要是它烦躁或者发热就马上再去。"),
]
ZH["readings"] = "今早的读数：\n\n{fv}  {beer}  第{day}天\n时间   比重    温度\n06:00  {g1}  {t1}\n12:00  {g2}  {t2}\n18:00  {g3}  {t3}\n\n你看怎么样"
ZH["readings_a"] = "看着挺健康：一天里稳定下降，温度也控得住。照这个速度两三天内就接近终点了，干投可以安排在比目标终点高几个点的时候。"
ZH["filler"] += [
    ("帮我算下兑水——{n}升 1.060 兑到 1.048，要加多少水？\x00大概就行", "大约加{q4}升水，前提是比重读数准。分两次加，加完再测，别一次全倒进去。", "calculator"),
    ("{fv}昨晚怎么样？我还没看", "一晚上很稳：比重从{g1}降到{g2}，温度一直在{t1}度左右，没有报警。今晚之前不用管。", "fermwatch_readings"),
    ("这周都有啥安排来着，我乱了", "周二酿{beer}，周三酒馆到货，周五灌装，周六照常营业。所以只有周四能喘口气。", "calendar_list"),
    ("啤酒节那边停车的信息发过来没？", "有，他们有一封《参展车辆停放》，还有《商户须知》和《酒杯回收》。要我把重点摘出来吗？", "inbox_search"),
    ("上一批糖化温度是多少来着？单子找不到了", "酿造日志上写的是66度糖化60分钟，煮沸60分钟，80度回旋沉淀20分钟，18度接种。", "notes_read"),
    ("浑浊的淡色艾尔冷降3天够不够，还是我想多了", "一般两三天就能解决大部分问题，再久效果就有限了，除非下胶。三天后还浑，多半是光靠时间沉不下去的那种浑。", "web_search"),
    ("一袋麦芽差点砸脚上，劳保鞋今天值回票价了", "幸好鞋顶住了。顺手把重的麦芽袋挪到货架下层吧。"),
    ("新吧椅到了，比我想的高哈哈\x00是真的很高", "哈哈。吧台用太高的话，可以放到窗边那条长桌。"),
    ("又有人冷库门没关一整晚。又！", "买个便宜的门磁报警器就彻底解决了，门开一两分钟就会响。"),
    ("有老顾客问我们做不做烟熏波特，有点心动", "冬天做个小批量挺合适。烟熏麦芽少放一点，喝起来是酒，不是篝火。"),
    ("要打送货单的时候打印机没墨了，经典", "必然的。把内容发我，我排成手机上也能看清的格式，门口直接给人看。"),
    ("一点睡五点半起，酿酒真是光鲜亮丽的行业", "非常光鲜。今晚要是排得开，早点睡。"),
    ("粉碎机每转几圈就咔哒一下，怪怪的", "可能是麦芽里混了小石子或杂物，最好停机看看辊子，别把辊子崩了。"),
    ("帮我把下周排班弄成表格，现在这个太丑了", "可以，把谁上哪个班发我，我按周一到周日排，带开店和关店时间，一页就能打出来。"),
]
ZH["tools"] = [
    ("calculator", {"expression": "{n}*(60/48-1)"}, "result: {q4}"),
    ("fermwatch_readings", {"vessel": "{fv}", "hours": 24}, "vessel={fv} samples=24 sg_first={g1} sg_last={g2} temp_avg={t1} alerts=none"),
    ("web_search", {"query": "精酿 降温 浑浊 多久"}, "1. 论坛帖：冷降两三天一般够了\n2. 博客：明胶下胶和时间的对比\n3. 供应商问答：温度和冷浑浊"),
    ("calendar_list", {"range": "本周"}, "周二：酿造日（{beer}）\n周三：酒馆到货\n周五：灌装\n周六：酒馆营业 12-23点"),
    ("inbox_search", {"query": "啤酒节 组委会"}, "找到3个会话：《商户须知》《参展车辆停放》《酒杯回收》"),
    ("notes_read", {"file": "brewlog.md", "tail": 10}, "……糖化66度60分钟，煮沸60分钟，回旋沉淀80度20分钟，18度接种……"),
]
EN["name_t"] += [
    "new starter sorted: {N}, {R}. seems sound, did a trial shift friday",
    "if anyone called {N} rings -- that's the {R}, put them straight through to me",
    "met {N} at the beer market (the {R}) - good chat, will send samples of the {beer}",
]
EN["command_u"] += [
    "for future me: `{C}` -- don't ask how long that took",
    "had to run {C} twice before it behaved, no idea why",
    "so the fix was literally just `{C}`. two hours of my life",
]
EN["id_t"] += [
    "got the booking through!! ref {I}, they said keep it handy for the gate",
    "{sup} gave me {I} as the {noun} - if I lose it you're allowed to shout",
]
EN["port_u"] += [
    "moved the fermwatch web page off 80 onto {P} (the sparky's idea)",
    "if the app won't load try :{P} on the end, that's what it's on now",
    "router -- forwarded {P} to the pi. hopefully didn't break the tills",
]
EN["version_u"] += [
    "the controller app on my phone says {V} in the corner",
    "allergen matrix doc is at {V} - printed it for the bar",
    "flashed the new firmware, it's {V}. lights all green",
]
EN["money_u"] += [
    "CO2 refill was {M} this time, they keep creeping it",
    "wholesale order from the pub in town: {M}, paid on the day for once",
    "new bar stools came to {M} all in. worth it, the old ones were lethal",
]
EN["date_u"] += [
    "keg collection from the wholesaler booked for {D}",
    "licence renewal form needs to be back by {D} - in the diary",
    "trade day at the Autumn Ale Trail is {D}, so nothing brewed that week",
]
EN["decision_t"] += [
    "so - {c}. basically {r}",
    "I've made my mind up: {c}. {r}, end of",
]
EN["constraint_t"] += [
    "just so it's written somewhere: {K}",
    "can you put this at the top of the staff doc - {K}",
    "non-negotiable from now on: {K}",
]
EN["question_t"] += [
    "oh before I forget - {q}? no rush, I'll ask again",
    "thinking out loud... {q}? meh, another day",
    "{q}?? (not now, just writing it down)",
]
ZH["name_t"] += [
    "新人定了：{N}，{R}。人挺靠谱，周五试了一个班",
    "要是有个叫{N}的打电话来——就是{R}——直接转给我",
    "在市集上认识了{N}（{R}），聊得不错，回头给他寄点{beer}的样酒",
]
ZH["command_u"] += [
    "给以后的自己：`{C}`——别问我弄了多久",
    "{C} 跑了两遍才正常，不知道为啥",
    "结果就是一句 `{C}` 的事，浪费我两个小时",
]
ZH["id_t"] += [
    "报上了！！编号{I}，说入场的时候要出示",
    "{sup}给的{noun}是{I}——我要是弄丢了你可以骂我",
]
ZH["port_u"] += [
    "发酵监控网页从80挪到{P}了（电工的主意）",
    "小程序打不开就在后面加 :{P}，现在是这个",
    "路由器上把{P}转发到树莓派了，希望没把收银搞坏",
]
ZH["version_u"] += [
    "手机上的控制器小程序角上写着{V}",
    "过敏原对照表现在是{V}版——打了一份放吧台",
    "新固件刷好了，{V}，灯全绿",
]
ZH["money_u"] += [
    "这次充二氧化碳花了{M}，一直在偷偷涨价",
    "城里那家酒吧的批发单：{M}，难得当天就付了",
    "新吧椅一共{M}，值，旧的那几把太危险了",
]
ZH["date_u"] += [
    "批发商来收空桶约在{D}",
    "执照续期的表{D}之前要交回去——记日历上了",
    "秋季啤酒节的商户日是{D}，那周不安排酿造",
]
ZH["decision_t"] += [
    "所以——{c}。说白了就是{r}",
    "我想好了：{c}。{r}，就这样",
]
ZH["constraint_t"] += [
    "写下来备个案：{K}",
    "帮我把这条放到员工文档最上面——{K}",
    "以后没得商量：{K}",
]
ZH["question_t"] += [
    "趁没忘——{q}？不急，回头我再问",
    "自言自语一下……{q}？算了，改天",
    "{q}？？（现在不用回，我先记一笔）",
]
EN["tools"] = {t[0]: t for t in EN["tools"]}
ZH["tools"] = {t[0]: t for t in ZH["tools"]}
SUBJ = {"en": ["next delivery", "account details", "your enquiry", "site visit"],
        "zh": ["下次送货", "账户信息", "您的咨询", "上门拜访"]}

POOLS = {"en": EN, "zh": ZH}


# ----------------------------------------------------------------------------------------------
# conversation builder
# ----------------------------------------------------------------------------------------------

class Conv:
    def __init__(self, seed, lang, per_kind, attempt):
        self.rng = random.Random("bi-%d-%s-%d" % (seed, lang, attempt))
        self.lang, self.per_kind, self.P = lang, per_kind, POOLS[lang]
        self.used = []

    def slots(self):
        rng, P = self.rng, self.P
        fv = rng.choice(["FV1", "FV2", "FV3", "FV4", "FV5", "FV6"])
        g1 = 1.010 + rng.randint(6, 30) / 1000.0
        g2 = g1 - rng.randint(2, 5) / 1000.0
        g3 = g2 - rng.randint(1, 4) / 1000.0
        t = 18 + rng.randint(0, 30) / 10.0
        n = rng.randint(6, 30)
        return {"fv": fv, "beer": rng.choice(P["beers"]), "sg": "%.3f" % g1, "temp": "%.1f" % t,
                "time": "%d:%02d" % (rng.randint(6, 8), rng.choice([5, 10, 20, 35, 40, 50])),
                "g1": "%.3f" % g1, "g2": "%.3f" % g2, "g3": "%.3f" % g3, "t1": "%.1f" % t,
                "t2": "%.1f" % (t + 0.2), "t3": "%.1f" % (t + 0.1), "n": n, "day": rng.randint(2, 9), "n20": n * 20, "q4": "%.1f" % (n * 0.25),
                "sup": rng.choice(P["suppliers"]), "subj": rng.choice(SUBJ[self.lang])}

    def fresh(self, fn):
        """Draw a value that is neither a substring nor a superstring of a used needle."""
        for _ in range(200):
            v = fn()
            if all(v not in u and u not in v for u in self.used):
                self.used.append(v)
                return v
        raise RuntimeError("value pool exhausted")

    def pick_cycle(self, key, n):
        items = list(self.P[key])
        out = []
        while len(out) < n:
            self.rng.shuffle(items)
            out.extend(items)
        return out[:n]

    def money_str(self):
        rng = self.rng
        if self.lang == "en":
            return "£%d.%02d" % (rng.randint(20, 900), rng.randint(1, 99))
        return "%d.%02d元" % (rng.randint(60, 2700), rng.randint(1, 99))

    def make_facts(self):
        rng, P, lang, k = self.rng, self.P, self.lang, self.per_kind
        facts = []
        # names
        tmpl = self.pick_cycle("name_t", k)
        roles = self.pick_cycle("roles", k)
        firsts, lasts = list(P["first"]), list(P["last"])
        rng.shuffle(firsts)
        rng.shuffle(lasts)
        for i in range(k):
            f, l = firsts[i % len(firsts)], lasts[i % len(lasts)]
            if i >= len(firsts) or i >= len(lasts):
                f, l = rng.choice(firsts), rng.choice(lasts)
            name = self.fresh(lambda: (f + " " + l) if lang == "en" else (f + l))
            sl = self.slots()
            text = tmpl[i].format(N=name, R=roles[i], first=f, **sl)
            facts.append(("name", [name], "user", text))
        # command / port / version / money / date: user or assistant voiced
        simple = [("command", lambda: gen_command(rng), "C"), ("port", lambda: gen_port(rng), "P"),
                  ("version", lambda: gen_version(rng), "V"), ("money", lambda: gen_money(rng, lang), "M"),
                  ("date", lambda: gen_date(rng, lang), "D")]
        for kind, fn, slot in simple:
            ut = self.pick_cycle(kind + "_u" if kind + "_u" in P else kind + "_t", k)
            for i in range(k):
                v = self.fresh(fn)
                sl = self.slots()
                if rng.random() < 0.22:
                    j = rng.randrange(len(P[kind + "_a"]))
                    text = P[kind + "_a"][j].format(**{slot: v}, **sl)
                    facts.append((kind, [v], "assistant", text, P[kind + "_p"][j]))
                else:
                    sl[slot] = v
                    facts.append((kind, [v], "user", ut[i].format(**sl)))
        # ids
        tmpl = self.pick_cycle("id_t", k)
        for i in range(k):
            holder = {}

            t = tmpl[i]
            allowed = (["case", "lic"] if ("Our ref" in t or "受理编号" in t) else
                       ["inv"] if ("INVOICE" in t or "发票号码" in t) else
                       ["sup", "po", "case"] if ("dented" in t or "凹了" in t) else
                       ["fest"] if ("booking through" in t or "报上了" in t) else None)

            def mk():
                holder["k"], v = gen_id(rng, allowed)
                return v
            v = self.fresh(mk)
            sl = self.slots()
            sl.update(p1=self.money_str(), p2=self.money_str(), p3=self.money_str())
            text = tmpl[i].format(I=v, noun=P["idnoun"][holder["k"]], **sl)
            facts.append(("id", [v], "user", text))
        # decisions
        tmpl = self.pick_cycle("decision_t", k)
        pairs = self.pick_cycle("decisions", k)
        for i in range(k):
            _, nd = brk(pairs[i])
            text = tmpl[i].format(c=nd[0], r=nd[1])
            for x in nd:
                self.used.append(x)
            facts.append(("decision", nd, "user", text))
        # constraints / questions
        for kind, key in (("constraint", "constraints"), ("question", "questions")):
            tmpl = self.pick_cycle(kind + "_t", k)
            vals = self.pick_cycle(key, k)
            for i in range(k):
                plain, nd = brk(vals[i])
                text = tmpl[i].format(K=plain, q=plain)
                self.used.extend(nd)
                facts.append((kind, nd, "user", text))
        return facts

    def assistant_reply(self, kinds):
        rng, P = self.rng, self.P
        parts = []
        for kd in kinds:
            if kd == "question":
                parts.append(rng.choice(P["question_ack"]))
            else:
                parts.append(rng.choice(P["ack"][kd]))
        if "question" not in kinds or len(kinds) > 1:
            for b in rng.sample(P["bodies"], rng.choice([0, 1, 1, 1, 2])):
                parts.append(b.format(**self.slots()))
        sep = "\n\n" if self.lang == "en" else "\n\n"
        return rng.choice(P["opens"]) + sep.join(parts)

    def filler_turn(self):
        rng, P = self.rng, self.P
        sl = self.slots()
        if not getattr(self, "queue", None):
            self.queue = list(range(len(P["filler"]))) + ["R"] * 4
            rng.shuffle(self.queue)
        pick = self.queue.pop()
        rows = []
        if pick == "R":
            rows.append(("user", P["readings"].format(**sl)))
            rows.append(("assistant", P["readings_a"]))
            return rows
        entry = P["filler"][pick]
        for part in entry[0].format(**sl).split("\x00"):
            rows.append(("user", part))
        if len(entry) > 2 and rng.random() < 0.75:
            name, args, out = P["tools"][entry[2]]
            args = {kk: (vv.format(**sl) if isinstance(vv, str) else vv) for kk, vv in args.items()}
            rows.append(("tool", name, json.dumps(args, ensure_ascii=False), out.format(**sl)))
        reply = entry[1].format(**sl)
        if rng.random() < 0.45 and len(reply) < 200:
            reply += "\n\n" + rng.choice(P["bodies"]).format(**sl)
        rows.append(("assistant", reply))
        return rows

    def build(self):
        rng, P = self.rng, self.P
        facts = self.make_facts()
        rng.shuffle(facts)
        # group facts into host turns; sometimes two user facts share one message
        hosts = []
        i = 0
        while i < len(facts):
            f = facts[i]
            if (f[2] == "user" and i + 1 < len(facts) and facts[i + 1][2] == "user"
                    and rng.random() < 0.12):
                hosts.append([f, facts[i + 1]])
                i += 2
            else:
                hosts.append([f])
                i += 1
        n_turns = max(len(hosts) + 20, rng.randint(68, 112))
        n_turns = min(n_turns, max(140, len(hosts) + 5))
        n_filler = n_turns - len(hosts)
        # spread hosts over the whole conversation
        pos = sorted(rng.sample(range(n_turns), len(hosts)))
        host_at = dict(zip(pos, hosts))
        turns = []
        for t in range(n_turns):
            if t in host_at:
                turns.append(("fact", self.host_turn(host_at[t])))
            else:
                turns.append(("filler", self.filler_turn()))
        # keep 130..280 messages
        def count():
            return sum(1 for _, rs in turns for r in rs if r[0] != "tool")
        while count() > 280:
            idx = [j for j, (kd, _) in enumerate(turns) if kd == "filler"]
            if not idx:
                break
            del turns[rng.choice(idx)]
        while count() < 130:
            turns.insert(rng.randrange(len(turns) + 1), ("filler", self.filler_turn()))
        self.turns = turns
        return turns

    def host_turn(self, fs):
        rng, P = self.rng, self.P
        rows = []
        if len(fs) == 1 and fs[0][2] == "assistant":
            kind, nd, _, text, _ = fs[0]
            rows.append(("user", fs[0][4]))
            rows.append(("assistant", text, [fs[0]]))
            return rows
        if len(fs) == 2:
            joiner = rng.choice(["\n\n", "\n\noh and ", " -- also "]) if self.lang == "en" else \
                rng.choice(["\n\n", "\n\n还有，", "——另外，"])
            text = fs[0][3] + joiner + fs[1][3]
        else:
            text = fs[0][3]
        rows.append(("user", text, fs))
        rows.append(("assistant", self.assistant_reply([f[0] for f in fs])))
        return rows


def rows_for(turns, seed):
    out = []
    hosted = []  # (fact, row index)
    t = 7 * 3600 + 5 * 60
    call = 0
    for _, rs in turns:
        for r in rs:
            t += 25 + (hash_int(len(out), seed) % 140)
            ts = "2026-11-20T%02d:%02d:%02dZ" % (t // 3600, t // 60 % 60, t % 60)
            rid = "msg_bi%d" % (len(out) + 1)
            if r[0] == "tool":
                call += 1
                cid = "call_bi%d_%d" % (seed, call)
                out.append({"v": 2, "id": rid, "createdAt": ts,
                            "item": {"type": "function_call", "callId": cid, "name": r[1], "arguments": r[2]},
                            "meta": {}})
                t += 2
                ts = "2026-11-20T%02d:%02d:%02dZ" % (t // 3600, t // 60 % 60, t % 60)
                out.append({"v": 2, "id": "msg_bi%d" % (len(out) + 1), "createdAt": ts,
                            "item": {"type": "function_call_result", "callId": cid, "name": r[1],
                                     "status": "completed", "output": r[3]}, "meta": {}})
                continue
            out.append({"v": 2, "id": rid, "createdAt": ts,
                        "item": {"type": "message", "role": r[0], "content": r[1]}, "meta": {"uiRole": r[0]}})
            if len(r) > 2:
                for f in r[2]:
                    hosted.append((f, len(out) - 1))
    return out, hosted


def hash_int(i, seed):
    return (i * 2654435761 + seed * 40503) % 1000003


def row_text(row):
    it = row["item"]
    if it["type"] == "message":
        return it["content"]
    return it.get("arguments", "") + "\n" + it.get("output", "")


def check(rows, hosted, baseline):
    texts = [row_text(r) for r in rows]
    needles = [n for f, _ in hosted for n in f[1]]
    if len(set(needles)) != len(needles):
        return False
    for a in needles:
        for b in needles:
            if a != b and a in b:
                return False
        if a in baseline:
            return False
    for f, ri in hosted:
        for n in f[1]:
            hits = [j for j, tx in enumerate(texts) if n in tx]
            if hits != [ri]:
                return False
    return True


def build_conv(seed, lang, per_kind, baseline):
    for attempt in range(500):
        c = Conv(seed, lang, per_kind, attempt)
        try:
            turns = c.build()
        except RuntimeError:
            continue
        rows, hosted = rows_for(turns, seed)
        if len(hosted) == per_kind * len(KINDS) and check(rows, hosted, baseline):
            return rows, [f for f, _ in hosted]
    sys.exit("seed %d: could not build a conversation with unique needles" % seed)


# ----------------------------------------------------------------------------------------------
# okbot driver
# ----------------------------------------------------------------------------------------------

def run(okbot, env, args, stdin=None):
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def summary_lengths(obj):
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k == "summary" and isinstance(v, str):
                yield len(v)
            else:
                yield from summary_lengths(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from summary_lengths(v)


def max_summary(root):
    best = 0
    for d, _, files in os.walk(root):
        for fn in files:
            if fn == "session-summary.json":
                try:
                    with open(os.path.join(d, fn), encoding="utf-8") as fh:
                        best = max([best] + list(summary_lengths(json.load(fh))))
                except (OSError, ValueError):
                    pass
    return best


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, work = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    smax = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(work, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    all_kept = all_n = 0
    maxchars = 0
    for si, seed in enumerate(seeds):
        lang = "zh" if si == len(seeds) - 1 else "en"
        root = os.path.join(work, "root-%d" % seed)
        if os.path.exists(root):
            shutil.rmtree(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
        run(okbot, env, ["init"])
        run(okbot, env, ["assistant", "create", "Writer"])
        run(okbot, env, ["settings", "set", "contextCompression.summaryMaxChars", smax])
        baseline = run(okbot, env, ["context", "show", "-a", "Writer"])
        rows, facts = build_conv(seed, lang, per_kind, baseline)
        batches, cur, n = [], [], 0
        for r in rows:
            cur.append(r)
            if r["item"]["type"] == "message":
                n += 1
                if n == BATCH:
                    batches.append(cur)
                    cur, n = [], 0
        if cur:
            batches.append(cur)
        for b in batches:
            run(okbot, env, ["session", "append", "-a", "Writer"],
                "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in b))
            run(okbot, env, ["compress", "-a", "Writer", "--now"])
        ctx = run(okbot, env, ["context", "show", "-a", "Writer"])
        n_msg = sum(1 for r in rows if r["item"]["type"] == "message")
        kept, missing = 0, []
        for f in facts:
            kind, nd = f[0], f[1]
            ok = all(x in ctx for x in nd)
            tot[kind][1] += 1
            if ok:
                kept += 1
                tot[kind][0] += 1
            else:
                missing.append("  missing %s: %s" % (kind, " + ".join(nd)))
        all_kept += kept
        all_n += len(facts)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%"
              % (seed, lang, n_msg, len(rows), len(batches), kept, len(facts), 100.0 * kept / len(facts)))
        for m in missing:
            print(m)
        sys.stdout.flush()
        maxchars = max(maxchars, max_summary(root))
    for k in KINDS:
        a, b = tot[k]
        print("kind %s %d/%d %.1f" % (k, a, b, 100.0 * a / b if b else 0.0))
    print("retention overall %.1f" % (100.0 * all_kept / all_n if all_n else 0.0))
    print("max summary chars %d" % maxchars)


if __name__ == "__main__":
    main()

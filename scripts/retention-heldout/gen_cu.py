#!/usr/bin/env python3
"""Held-out retention set "cu": the owner of a small sailing school and boat-hire business on a lake.

Rob Ashcroft runs Hollins Mere Sailing & Boat Hire, an RYA training centre on a small lake in
Cumbria: a fleet of Wayfarers, ILCAs, Toppers and RS Quests, two Squib keelboats and a Hunter 707,
two safety RIBs (a Yamaha 40 and a Honda 30), a workboat, and a café on the jetty that Maggie
runs.  Jess is his senior instructor, Kieran a dinghy instructor, Tom does the engines, his
nephew Liam "does the IT" (a Raspberry Pi weather station, the jetty camera, the NAS), and his
wife Sue keeps the books.  It is January: winter maintenance, insurance renewal with the broker,
the crane-in for the keelboats, RYA recognition, season bookings opening.  Rob dictates voice
notes while out on the RIB: long run-on messages with filler ("um", "so yeah", "anyway where was
I"), self-corrections ("the 14th, no wait, the 15th") and the facts buried in the middle of the
rambling; sometimes he pastes booking-system exports, forecasts, WhatsApps and emails from the
insurer.  The assistant uses tools: the TideDesk booking system (JSON), a weather service, mail
search/read, the boat maintenance log and the calendar.  The last seed's conversation is in
Simplified Chinese: 周建华, who runs a small sailing club and boat hire on 千岛湖 (帆船培训、
龙骨船、救生艇保养、保险理赔、码头咖啡吧), sending long voice-to-text messages from the boat.

Facts are seeded as needles; decisions carry (choice, reason), constraints (action, condition),
questions one subject clause that is never answered.  Some decisions are first stated
differently and reversed later (only the later one is a needle); a few facts are mentioned again
later and one kind of booking reference is looked up with a tool; the uniqueness check accounts
for those planned repeats.

usage: gen_cu.py OKBOT WORKDIR [SEED...]
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
WEEKDAYS_ZH = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]


def ord_en(n):
    if 11 <= n % 100 <= 13:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def en_date(d):
    return "%s %s" % (MONTHS_EN[d.month - 1], ord_en(d.day))


def zh_date(d):
    return "%d月%d日" % (d.month, d.day)


def gbp(v):
    return "£{:,}".format(v)


def gbp2(v):
    return "£{:,.2f}".format(v)


def cny(v):
    return "¥%d" % v


def nmsgs(items):
    return sum(1 for it in items if it[0] in ("user", "assistant"))


def join_voice(rng, parts, seps):
    s = parts[0]
    for p in parts[1:]:
        s += rng.choice(seps) + p
    return s


# ======================================================================================
# conversation builder (shared)
# ======================================================================================

CARRIERS = {
    "name": ["paste", "tool"],
    "command": ["paste", "tool", "assistant"],
    "id": ["paste", "tool", "assistant", "lookup"],
    "port": ["paste", "tool", "assistant"],
    "version": ["paste", "tool"],
    "money": ["paste", "tool", "assistant"],
    "date": ["paste", "tool", "assistant"],
    "decision": ["paste", "assistant"],
    "constraint": ["paste", "tool", "assistant"],
    "question": [],
}


class Builder:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.per_kind = per_kind
        self.attempt = attempt
        self.rng = random.Random(seed * 1000003 + attempt * 7919 + (424242 if zh else 0))
        self.needles = []
        self.expect = {}
        self.C = ZhContent(self) if zh else EnContent(self)

    # ---- needle registry -------------------------------------------------------------
    def fits(self, *ss):
        for s in ss:
            for e in self.needles:
                if s in e or e in s:
                    return False
        for i, s in enumerate(ss):
            for j, t in enumerate(ss):
                if i != j and s in t:
                    return False
        return True

    def take(self, *ss):
        if not self.fits(*ss):
            return False
        self.needles.extend(ss)
        return True

    def ok(self, s):
        return not any(n in s for n in self.needles)

    def safe(self, fn):
        s = fn()
        for _ in range(300):
            if self.ok(s):
                return s
            s = fn()
        return s

    # ---- distractor helpers ----------------------------------------------------------
    def n(self, lo, hi):
        return int(self.safe(lambda: str(self.rng.randint(lo, hi))))

    def f2(self, lo, hi):
        return float(self.safe(lambda: "%.2f" % self.rng.uniform(lo, hi)))

    def pick(self, seq):
        return self.rng.choice(seq)

    def chance(self, p):
        return self.rng.random() < p

    def hexid(self, k):
        return self.safe(lambda: "".join(self.rng.choice("0123456789abcdef") for _ in range(k)))

    def day(self, lo, hi):
        return START + timedelta(days=self.rng.randint(lo, hi))

    def carrier(self, kind):
        opts = CARRIERS[kind]
        if not opts or self.rng.random() < 0.64:
            return "voice"
        return self.rng.choice(opts)

    # ---- build -------------------------------------------------------------------------
    def build(self):
        rng, C = self.rng, self.C
        facts = []
        for kind in KINDS:
            for _ in range(self.per_kind):
                car = self.carrier(kind)
                f = C.new_fact(kind, car)
                facts.append(f)
        voice = [f for f in facts if f["carrier"] == "voice"]
        rng.shuffle(voice)
        specs = []
        i = 0
        sizes = [1, 2, 2, 3, 3, 3] if self.per_kind >= 8 else [1, 1, 2, 2, 3]
        while i < len(voice):
            k = rng.choice(sizes)
            grp = voice[i:i + k]
            specs.append({"type": "voice", "facts": grp})
            i += k
        for f in facts:
            if f["carrier"] != "voice":
                specs.append({"type": f["carrier"], "facts": [f]})
        rng.shuffle(specs)
        n = len(specs)
        for j, s in enumerate(specs):
            s["pos"] = 0.03 + 0.95 * (j + rng.uniform(0.1, 0.9)) / n
        extra = []
        for s in specs:
            if s["type"] != "voice":
                continue
            for f in s["facts"]:
                if f["kind"] == "decision" and s["pos"] > 0.3 and rng.random() < 0.5:
                    f["reversed"] = True
                    extra.append({"type": "alt", "facts": [f], "pos": s["pos"] * rng.uniform(0.15, 0.6)})
        cands = [(s, f) for s in specs for f in s["facts"]
                 if f["kind"] in ("name", "date", "money", "id", "version", "port")
                 and s["type"] in ("voice", "paste") and s["pos"] < 0.72 and not f.get("first_only")]
        rng.shuffle(cands)
        for s, f in cands[:rng.randint(2, 3)]:
            extra.append({"type": "repeat", "facts": [f], "pos": rng.uniform(s["pos"] + 0.12, 0.995)})
            self.expect[f["needles"][0]] = 2
        specs += extra
        placed = []
        for s in specs:
            placed.append((s["pos"], self.close(C.render(s))))
        placed.append((0.0, C.opener()))
        placed.append((0.34, C.day_break(1)))
        placed.append((0.68, C.day_break(2)))
        fact_msgs = sum(nmsgs(it) for _, it in placed)
        target = max(140, min(285, fact_msgs + rng.randint(70, 125)))
        fill = [self.close(ep) for ep in C.filler()]
        rng.shuffle(fill)
        chosen = []
        tot = fact_msgs
        for ep in fill:
            m = nmsgs(ep)
            if tot + m <= target:
                chosen.append(ep)
                tot += m
        k = len(chosen)
        for j, ep in enumerate(chosen):
            placed.append(((j + rng.uniform(0.05, 0.95)) / max(k, 1), ep))
        placed.sort(key=lambda x: x[0])
        seq = []
        for _, items in placed:
            seq.extend(items)
        return facts, seq, self.expect

    def close(self, items):
        if items and items[-1][0] == "user":
            items = items + [("assistant", self.rng.choice(self.C.SHORT))]
        return items

    def tool_rows(self, name, payload):
        args = json.dumps(payload["args"], ensure_ascii=False)
        out = payload["out"]
        if not isinstance(out, str):
            out = json.dumps(out, ensure_ascii=False, indent=2)
        return args, out

# ======================================================================================
# English content: Hollins Mere Sailing & Boat Hire
# ======================================================================================

NEEDLE_FIRST_EN = ["Bronwen", "Thorsten", "Imogen", "Ravinder", "Ffion", "Lachlan", "Marisol", "Declan",
                   "Oksana", "Fergus", "Annika", "Tobias", "Yasmin", "Rhodri", "Saoirse", "Leopold",
                   "Hester", "Callum", "Philippa", "Ewan", "Niamh", "Aurelio", "Cosima", "Magnus"]
FIRST_ONLY_EN = ["Bronwen", "Thorsten", "Ravinder", "Lachlan", "Marisol", "Oksana", "Rhodri", "Saoirse",
                 "Leopold", "Philippa", "Aurelio", "Hester", "Cosima"]
NEEDLE_LAST_EN = ["Tasker", "Okonjo", "Pemberton", "Vasquez", "Heywood", "Lindqvist", "Maddox", "Achterberg",
                  "Quayle", "Rossiter", "Szabo", "Thwaite", "Brannigan", "Coverdale", "Nakamura",
                  "Ollerenshaw", "Prendergast", "Wilberforce", "Zielinski", "Farquhar", "Gatiss", "Huxtable"]
D_FIRST_EN = ["Gary", "Helen", "Dave", "Karen", "Pete", "Claire", "Steve", "Louise", "Mark", "Janet", "Andy",
              "Becky", "Colin", "Sarah", "Martin", "Emma", "Neil", "Rachel", "Phil", "Donna", "Stuart", "Lisa",
              "Graham", "Nicola", "Ian", "Joanne", "Barry", "Kath"]
D_LAST_EN = ["Ashworth", "Barnes", "Clegg", "Dawson", "Ellis", "Fairclough", "Gibson", "Holt", "Irving",
             "Jackson", "Kay", "Lomax", "Marsden", "Nuttall", "Openshaw", "Pickup", "Rigby", "Sharples",
             "Taylor", "Unsworth", "Walsh", "Yates", "Wilson", "Peterson", "Hodgson", "Bell"]

ROLES_EN = [
    ("the new claims handler at Harbourline", "Claims Handler", "Harbourline Marine Insurance Brokers", "harbourline-brokers.co.uk"),
    ("the RYA inspector doing our recognition visit", "RYA Training Inspector", "RYA Training", "rya-inspections.org.uk"),
    ("the Yamaha engineer from the dealer in Bowness", "Senior Marine Engineer", "Lakeland Outboards Ltd", "lakelandoutboards.co.uk"),
    ("the crane driver for the lift-in", "Crane Operations", "Fellside Lifting Services", "fellsidelifting.co.uk"),
    ("the surveyor who's doing the Squib", "Marine Surveyor (IIMS)", "North West Yacht Surveys", "nwyachtsurveys.co.uk"),
    ("the lake warden", "Lake Warden", "Hollins Mere Conservancy", "hollinsmere-conservancy.org.uk"),
    ("the Scouts district commissioner", "District Commissioner", "South Lakes District Scouts", "southlakesscouts.org.uk"),
    ("the sailmaker doing the Wayfarer sails", "Sail Loft Manager", "Kentmere Sails", "kentmeresails.co.uk"),
    ("the accountant Sue found", "Chartered Accountant", "Birkett & Lowe Accountants", "birkettlowe.co.uk"),
    ("the licensing officer at the council", "Licensing Officer", "Westmorland District Council", "westmorland-dc.gov.uk"),
    ("the rigger re-doing the Hunter's standing rigging", "Rigging Specialist", "Mereside Rigging", "meresiderigging.co.uk"),
    ("the new RYA regional development officer", "Regional Development Officer", "RYA North West", "rya-northwest.org.uk"),
    ("the electrician fitting the jetty lights", "Electrical Contractor", "Brockhole Electrical", "brockhole-electrical.co.uk"),
    ("the contact at the Outdoor Learning trust", "Partnerships Lead", "Cumbria Outdoor Learning Trust", "cumbriaoutdoorlearning.org"),
    ("the coffee machine engineer", "Field Service Engineer", "Bean There Espresso Services", "beanthere-espresso.co.uk"),
    ("the harbour master at the yacht club", "Harbour Master", "Hollins Mere Yacht Club", "hmyc.org.uk"),
]

CMDS_EN = [
    (lambda r: "sudo systemctl restart weewx", "the weather station"),
    (lambda r: "journalctl -u weewx --since '%d hours ago' | tail -n %d" % (r.randint(2, 9), r.choice([50, 80, 150])), "the weather station logs"),
    (lambda r: "tidedesk export --season 2027 --format csv --out ~/exports/%s.csv" % r.choice(["bookings", "spring", "easter", "all"]), "the bookings export"),
    (lambda r: "rsync -av --delete ~/Bookings/ nas01:/volume1/backup/%s/" % r.choice(["bookings", "office", "tidedesk"]), "the office backup"),
    (lambda r: "ssh pi@jettycam.local 'sudo reboot'", "the jetty camera"),
    (lambda r: "ping -c %d 192.168.%d.%d" % (r.choice([4, 5, 10]), r.choice([0, 1, 10]), r.randint(20, 240)), "the café card reader"),
    (lambda r: "tidedesk sync --site hollins-mere --force --since %s" % r.choice(["yesterday", "2027-01-01", "today"]), "the booking sync"),
    (lambda r: "crontab -l | grep -i %s" % r.choice(["backup", "rsync", "export"]), "checking the nightly backup"),
    (lambda r: "docker compose -f ~/boathouse/docker-compose.yml restart %s" % r.choice(["mosquitto", "nodered", "grafana"]), "the boathouse sensors"),
    (lambda r: "sudo tailscale up --ssh --hostname=%s" % r.choice(["office-mini", "weatherpi", "jettycam"]), "the remote access thing"),
    (lambda r: "curl -s http://weatherpi.local/api/%s | python3 -m json.tool" % r.choice(["now", "today", "wind"]), "the live wind reading"),
    (lambda r: "python3 rya_returns.py --year 2026 --quarter %d --centre HMS" % r.randint(1, 4), "the RYA returns"),
    (lambda r: "sudo apt update && sudo apt install --only-upgrade %s" % r.choice(["weewx", "tailscale", "mosquitto"]), "updates on the Pi"),
    (lambda r: "nmcli dev wifi connect %s password 'Jetty%d!'" % (r.choice(["JettyCafe-5G", "Boathouse", "HMS-Staff"]), r.randint(10, 99)), "the café wifi"),
]

IDS_EN = [
    ("the Scouts block booking", "HM", "booking"),
    ("the Arnside Builders team day", "HM", "booking"),
    ("the hen party on the Wayfarers", "HM", "booking"),
    ("the school group's booking for June", "HM", "booking"),
    ("the claim for the trailer that got dinged", "CLM", "mail"),
    ("the Harbourside Marine invoice", "INV", "mail"),
    ("our insurance policy", "HLB", "mail"),
    ("the gift voucher the lady rang about", "GV", "mail"),
    ("the Yamaha parts order", "YP", "mail"),
    ("the sail order", "KS", "mail"),
    ("the lake permit for the new RIB", "LP", "mail"),
    ("the crane booking", "FL", "mail"),
    ("the Brownies' deposit receipt", "RCP", "mail"),
]

PORTS_EN = ["the jetty camera", "the weather station dashboard", "the café card reader", "the booking system webhook",
            "the NAS", "the sensor hub in the boathouse", "the RIB trackers' gateway", "the boathouse door controller",
            "the wind display in the clubhouse", "the CCTV recorder", "the café music box", "the office printer"]

VERSIONS_EN = ["the Garmin plotter on the Hunter", "TideDesk on the office iPad", "the weather station software",
               "the card reader firmware", "the Yamaha diagnostic software", "the VHF on Rescue 1",
               "the boathouse door controller", "the booking widget on the website", "the RIB tracker firmware",
               "the café till app", "the NAS", "the jetty camera firmware"]

MONEY_EN = [("the new Wayfarer sail set", 900, 4800, 1), ("the winter service on the two RIB engines", 380, 1600, 1),
            ("the insurance excess on the hire boats", 250, 1500, 0), ("the crane lift for the keelboats", 300, 1400, 1),
            ("the Scouts' deposit", 150, 900, 0), ("the new road trailer for the Squib", 1200, 4500, 1),
            ("the café fridge repair", 120, 700, 1), ("the RYA recognition fee", 200, 900, 0),
            ("the mooring dues for the year", 600, 3200, 0), ("the refund for the cancelled Level 2", 180, 650, 0),
            ("the Hunter's new standing rigging", 700, 2400, 1), ("the jetty lights job", 900, 3800, 1),
            ("the insurance renewal premium", 2100, 7800, 0)]

CALC_EN = [("the Arnside lot want %d people on the taster at £%d a head", 8, 24, 35, 60),
           ("%d new buoyancy aids at £%d each", 6, 20, 38, 75),
           ("%d hours of RIB hire for the film crew at £%d an hour", 4, 16, 45, 90),
           ("%d instructor days for Easter cover at £%d a day", 5, 18, 110, 160),
           ("%d bags of the good coffee beans at £%d a bag", 10, 40, 14, 26),
           ("%d Wayfarer hires at £%d each for the corporate day", 4, 10, 60, 95)]

EVENTS_EN = [("the crane-in for the keelboats", 1), ("the RYA inspection", 1), ("the first Level 1 course of the season", 0),
             ("the insurer's surveyor visit", 1), ("the café reopening", 0), ("the instructor refresher day", 1),
             ("the Scouts' block week", 1), ("picking the outboards up from the dealer", 0), ("the spring regatta", 0),
             ("the Powerboat Level 2 course", 1), ("the open day", 0), ("the yacht club AGM", 0),
             ("the first aid course for the staff", 1)]

DECISIONS_EN = [
    ("get the new Wayfarer mainsails from Kentmere Sails", "their quote includes two free recuts in the first season",
     "get the Wayfarer sails from the big online loft", "it's forty quid cheaper a sail", "the Wayfarer sails"),
    ("keep the café open on weekdays through April", "the Easter camps bring parents who sit and wait all day",
     "shut the café on weekdays until May", "it barely breaks even midweek", "the café hours"),
    ("sell the older Squib", "the hull survey flagged soft spots around the keel stub",
     "keep both Squibs another season", "they're both booked solid in summer", "the Squibs"),
    ("move the adult Level 2 courses to Saturdays", "half the adult learners can't get Fridays off",
     "run Level 2 on Thursdays and Fridays again", "that's how we've always done it", "the Level 2 timetable"),
    ("replace the Honda on Rescue 2 with a new Yamaha 30", "the dealer can't get parts for the old Honda before Easter",
     "rebuild the old Honda on Rescue 2", "a rebuild is half the price of a new engine", "Rescue 2's engine"),
    ("stay with Harbourline for the insurance", "the other quote had double the excess on hire boats",
     "move the insurance to Seacover Direct", "their premium is nearly three hundred cheaper", "the insurance renewal"),
    ("drop the online booking fee", "it was putting families off at the checkout page",
     "put the online booking fee up a bit", "the card charges went up", "the booking fee"),
    ("take Kieran on full-time for the season", "we can't run two courses a day without a second senior instructor",
     "keep Kieran on a day rate", "we don't know how busy the summer will be", "Kieran's contract"),
    ("put the keelboats in the water at the end of March", "the yard wants the hard standing back for their own refits",
     "leave the keelboats on the hard until mid-April", "the lake's usually too cold for hire before then", "the keelboat launch"),
    ("run the junior club on Sunday mornings", "the wind is usually lighter before lunch",
     "run the junior club on Saturday afternoons", "parents said afternoons suit them", "junior club"),
    ("stop doing taster sessions on bank holidays", "we lost money on the last three of them",
     "do tasters every bank holiday again", "they fill up fast", "bank holiday tasters"),
    ("go card-only in the café", "counting the cash float every night takes Maggie forty minutes",
     "keep taking cash in the café", "the older walkers like paying cash", "cash in the café"),
    ("do the outboard servicing in-house this year", "Tom's finished the Yamaha technician course",
     "send all the outboards to the dealer for servicing", "it keeps the warranty simple", "engine servicing"),
    ("put the hire prices up by ten percent", "every other hire place on the lakes already has",
     "freeze the hire prices for another year", "we don't want to scare off the regulars", "hire prices"),
    ("buy the second-hand Hunter from the yacht club", "it comes with a trailer and a nearly new suit of sails",
     "build up the Squib fleet instead of another Hunter", "Squibs are easier to teach on", "the second keelboat"),
    ("switch the workboat to HVO", "the conservancy knocks ten percent off the mooring fees for it",
     "keep the workboat on red diesel", "HVO costs more per litre", "the workboat fuel"),
]

CONSTRAINTS_EN = [
    ("send the keelboats out", "if the forecast gusts are over 25 knots", "keelboat hire in strong wind"),
    ("let anyone take a hire boat out", "without a signed copy of the new waiver", "the hire waivers"),
    ("start a Level 1 session", "unless there's a safety boat with a qualified driver on the water", "safety cover"),
    ("launch either RIB", "before the kill cord has been tested", "the RIB checks"),
    ("leave the café till open", "when nobody's behind the counter", "the café till"),
    ("use the old yard crane", "until the LOLER inspection is signed off", "the crane"),
    ("put under-8s in the Toppers", "without a parent standing on the jetty", "the little ones"),
    ("refuel the outboards", "while they're still clamped on the boats at the pontoon", "refuelling"),
    ("take bookings for the Squibs", "until the insurer confirms the new hull values", "Squib bookings"),
    ("let instructors go out on their own", "after four in the afternoon in winter", "instructors going out solo"),
    ("hire out the paddleboards", "when the water temperature is under eight degrees", "paddleboard hire"),
    ("promise anyone a refund over the phone", "before checking their booking terms", "refunds"),
    ("tow more than two dinghies with the small RIB", "in anything above a force 4", "towing"),
    ("lend out the club wetsuits", "unless the person is on a booked session", "the wetsuits"),
    ("open the slipway gate to the public", "while the crane is working", "the slipway"),
]

QUESTIONS_EN = [
    "the RYA counts winter sessions towards the instructor logbook hours",
    "we need a separate licence to sell beer at the regatta barbecue",
    "the insurance covers a hire boat left on a mooring overnight",
    "the dealer still honours the warranty if Tom does the oil changes",
    "the conservancy would let us put a second pontoon next to the slipway",
    "the old Squib sails are worth anything second-hand",
    "we can claim the VAT back on the coffee machine lease",
    "the new waiver still holds if a parent signs for a seventeen-year-old",
    "the council actually inspects the jetty every spring",
    "powerboat certificates from abroad are valid for our safety boats",
    "TideDesk can send a text reminder the day before a course",
    "under-16s are allowed in the café without an adult",
    "the trailer needs any kind of test if it never goes on a road",
    "the lake warden can close the water to us for the fishing match",
    "our old moorings survey is still good enough for the new buoys",
    "Jess's instructor ticket needs revalidating before the season starts",
]

V_EN = {
    "name": [
        "{r} is called {n}, by the way, I keep forgetting",
        "oh and {n}, that's {r}, rang this morning",
        "we've got {n} as {r} now, so yeah",
        "the name's {n}, {r}, write that down somewhere",
        "{n} ({r}) said they'd call back after lunch",
        "um, who was it, {n}, yeah, {r}",
        "turns out {r} this year is {n}, not the old chap",
        "remember {n} is {r}, not to be confused with the other one",
        "spoke to {n} on the phone, {r}, nice enough",
    ],
    "command": [
        "Liam says for {t} you just run {v} and it sorts itself out",
        "my nephew wrote this on a post-it for {t}: {v} — no idea what it does",
        "the support guy said the command for {t} is {v}, exactly like that, spaces and all",
        "note for future me, {t}: {v}",
        "typed {v} like Liam said, for {t}, and it actually worked, so remember that one",
        "ok the magic words for {t} are `{v}`",
        "stick {v} in the notes somewhere, that's the one for {t}",
        "he said just do {v} for {t}, as if I'd know what that means",
        "cheat sheet for {t} -> {v}",
    ],
    "id": [
        "{t} is {v}, don't lose that",
        "the ref they gave me was {v}, that's {t}",
        "uh, {v}, that's {t}, I read it off the paperwork",
        "for {t} quote {v} whenever you email them",
        "{t}: {v} (I think that's a zero not an O)",
        "can you file {v} as {t}",
        "it's {v}. yeah. {t}",
        "wrote {v} on my hand, {t}, before it washes off",
        "the number on {t} is {v}",
    ],
    "port": [
        "the installer said {t} talks on port {v}",
        "{t} is on {v}, apparently, if that means anything to anyone",
        "Liam says open port {v} for {t} on the router",
        "port's {v}, for {t}, he was very specific about that",
        "{t}... port {v}. not the default one, he changed it",
        "remember {v} is the port for {t}",
        "so {t} runs on {v}, he said the usual one clashed with something",
        "write down port {v} next to {t} in the IT notes",
        "if anyone asks, {t} listens on port {v}",
    ],
    "version": [
        "{t} is on {v} now",
        "updated {t} to {v} last night, took ages",
        "the engineer said leave {t} on {v} and don't touch it",
        "{t} says version {v} on the screen",
        "support wanted to know we're running {v}, that's {t}",
        "it's {v}, {t}, I checked",
        "um {t}... {v}? yeah, {v}",
        "they've pushed {v} out for {t} and apparently it fixes the freezing",
        "{v} is what's on {t}, there's a newer one but whatever",
    ],
    "money": [
        "{t} came in at {v}",
        "so {v} for {t}, which, honestly, ouch",
        "{t}, {v}, plus VAT, no, including VAT, sorry, including",
        "they want {v} for {t}",
        "budget {v} for {t} and not a penny more",
        "{v}. that's {t}. I nearly fell in",
        "we paid {v} for {t} last year and it's the same again",
        "put {t} down as {v} in the spreadsheet",
        "it's {v} for {t}, he said, and that's mates rates",
    ],
    "date": [
        "{t} is {v}",
        "{t} is {w}, no wait, {v}, sorry, {v}",
        "pencil in {v} for {t}",
        "they've moved {t} to {v}",
        "{v}, {t}, put it in the calendar",
        "so um {t}... {v} I think? yes, {v}",
        "we've got {t} on {v} so nobody book holiday",
        "confirmed by email, {t} is {v}",
        "{t} can't happen before {v}, so that's the date",
    ],
    "decision": [
        "ok so we're going to {c} because {r}",
        "decided, we {c}, reason being {r}",
        "{c}? yes. final. {r}",
        "going with: {c} ({r})",
        "let's {c}, {r}, so yeah",
        "I've slept on it and we'll {c} since {r}",
        "the plan is to {c}, mainly as {r}",
        "so the answer's to {c}. why? {r}",
        "done deal, we {c}, purely because {r}",
    ],
    "decision_rev": [
        "actually no, forget what I said before, we're going to {c}, because {r}",
        "changed my mind on that, let's {c} instead, {r}",
        "ok ignore the earlier plan, we {c} since {r}",
        "scrap what I said last time, final answer is we {c} — {r}",
    ],
    "constraint": [
        "never {a} {c}",
        "{c}, no one is allowed to {a}",
        "new rule and I mean it: we don't {a} {c}",
        "make sure the instructors know we do not {a} {c}",
        "hard line for me, nobody gets to {a} {c}",
        "we must never ever {a} {c}, that's the one that'd void the policy",
        "rule of thumb? no, an actual rule: don't {a} {c}",
        "{c} we simply don't {a}, simple as",
        "i don't want anyone to {a} {c}. ever.",
    ],
    "question": [
        "I wonder whether {q}, actually",
        "any idea if {q}?",
        "do you know if {q}? don't look it up now, I'm just thinking out loud",
        "also, and nobody's ever told me this, is it true that {q}?",
        "something that's been bugging me is whether {q}",
        "been meaning to ask, does anyone actually know if {q}",
        "and I keep asking myself if {q}, but then I get distracted, like now",
        "question for you, or for someone: {q}? because I genuinely don't know",
        "{q}... is that even a thing? no clue",
        "can't work out whether {q} or not",
    ],
}

ACK_EN = {
    "name": ["I've added them to the contacts list with that role.",
             "Noted who that is, so I'll use the right name when I draft anything to them.",
             "Saved that contact against the role."],
    "command": ["I've put that command in the IT notes exactly as written.",
                "Stored the command word for word in the tech notes.",
                "Copied that into the IT cheat sheet, character for character."],
    "id": ["Filed that reference.", "Saved the reference against the right record.",
           "Got the reference, it's in the paperwork notes."],
    "port": ["Added the port to the network notes.", "Network notes updated with that port.",
             "I've written the port down next to the device in the IT notes."],
    "version": ["Logged the version in the equipment notes.", "Version noted against that kit.",
                "I've updated the equipment list with that version."],
    "money": ["Added that figure to the costs sheet.", "That's in the budget spreadsheet now.",
              "Noted the amount in the season costs."],
    "date": ["That's in the calendar.", "Added it to the calendar.", "Date's in the diary now."],
    "decision": ["Understood, I'll treat that as settled.", "Makes sense, recorded as decided.",
                 "OK, that's the decision then, I've noted the reasoning too."],
    "constraint": ["I'll add that to the operating rules and the instructor briefing sheet.",
                   "That's going on the rules sheet in the boathouse.",
                   "Noted as a hard rule, I'll make sure it's in the staff briefing."],
}

OPEN_EN = ["right so", "ok um", "morning, so", "quick voice note while I'm out on the RIB", "hiya, me again",
           "sorry if this comes out garbled, it's windy", "so yeah I'm back out on the water",
           "anyway where was I", "ok this is going to be a long one", "um hello, right",
           "just checking the moorings and thought I'd do this now"]
FIRST_EN = ["", "first thing, ", "so ", "um ", "right, "]
CONNECT_EN = ["oh and ", "also ", "what else, um, ", "anyway where was I, oh yeah, ", "and ", "the other thing, ",
              "right, ", "oh, before I forget, ", "so yeah and ", "um "]
CLOSE_EN = ["so yeah", "anyway that's it for now", "right I'm losing signal", "over and out", "cheers",
            "ok that'll do", "so yeah, sorted", "right, back to it", "anyway, speak later"]
SEPS_EN = [", ", ". ", " — ", "... ", ", um, ", " and ", ", so "]
RAMBLE_EN = [
    "the wind's swung round to the west so it's all gusty by the boathouse",
    "there's a heron sat on the end of the pontoon like he owns the place",
    "Maggie's doing that leek soup again, which, fair enough",
    "I've got hardly any battery so I'll be quick, famous last words",
    "one of the Toppers has come off its trolley again, I'll sort that after",
    "sorry, had to fend off, the buoy on number six is drifting",
    "the water's freezing, I put my hand in to grab a rope and instantly regretted it",
    "Kieran's out in a Wayfarer doing the rig check",
    "the Scouts leader emailed again, the one who writes in capitals",
    "Jess reckons the jib sheets on the Quests need replacing and she's probably right",
    "the café's weirdly busy for January",
    "the ducks have discovered the bread bin by the café, which is a whole thing",
    "can't hear myself think with this outboard",
    "oh hang on, no, it's fine, I thought I'd dropped the radio",
    "it's actually lovely out here, flat calm, bit of mist on the far shore",
    "the fuel gauge on this RIB is lying to me again",
    "their's ice on the slipway first thing so mind that",
    "I'm basically steering with my knees here",
    "a walker just asked me if we do fishing trips, we don't",
    "Tom's got the cowling off the Yamaha in the shed",
    "the mist's lifting now",
    "one of the mooring chains looks a bit rusty, remind me to look at that properly",
    "some lad on a paddleboard in January, in shorts, mad",
    "my coffee's gone cold, obviously",
    "the Wilsons' dog is swimming after a stick right where I'm trying to pick up the buoy",
    "the sun's just come out and it's actually warm for about a minute",
    "there's a load of weed wrapped round the prop, hang on",
    "a couple of walkers are waving at me from the footpath so I'm waving back like an idiot",
    "Tom's shouting something from the shed but I can't hear what",
    "the flag on the clubhouse is doing that thing where it can't decide which way to blow",
    "the café's got the radiator on full and the windows are all steamed up",
    "I can see the yacht club lot putting their committee boat in, keen",
    "there's a branch floating in the channel, I'll tow it out after",
    "Sue's just texted asking where the chequebook is, no idea",
    "the swans are back on the north shore, there's five of them now",
    "someone's left a Topper mast lying on the slipway again",
    "the spray hood on this thing is ripped, add that to the list one day",
    "I think my left boot's leaking, lovely",
    "Maggie's playing Radio 2 at full blast in the café, I can hear it out here",
    "the gulls have found the bin by the jetty",
    "we've still got the Christmas lights up on the boathouse, oops",
]
FILLER_EN = ["um", "so yeah", "basically", "like", "you know"]
TASKS_EN = [
    ("anyway can you remind me to ring the boatyard tomorrow morning",
     "Reminder set for 9am tomorrow: ring the boatyard."),
    ("anyway can you add oat milk and paper cups to Maggie's café order",
     "Added oat milk and paper cups to the café order list."),
    ("anyway, text Jess and tell her I'll be late in, like half ten",
     "Drafted a text to Jess: \"Running late, in about half ten. Rob\" — want me to send it?"),
    ("anyway put 'buy new kill cords' on the jobs list",
     "Added \"buy new kill cords\" to the jobs list."),
    ("anyway can you make a note to check the bilge on the Hunter",
     "Noted: check the bilge on the Hunter. It's on the maintenance to-do list."),
    ("right, can you remind me to charge the handheld VHFs tonight",
     "Reminder set for 6pm: charge the handheld VHFs."),
    ("anyway add 'order more cable ties' to the shed list, we're out again",
     "Added cable ties to the shed shopping list."),
]


class EnContent:
    SHORT = ["Will do.", "OK.", "Done.", "Noted.", "Sure.", "👍", "On it."]

    def __init__(self, b):
        self.b = b
        self.r = b.rng
        self.pools = {}

    def cyc(self, key, items):
        k = "cyc-" + key
        if not self.pools.get(k):
            p = list(items)
            self.r.shuffle(p)
            self.pools[k] = p
        return self.pools[k].pop()

    def once(self, key, items):
        p = self.pool("once-" + key, items)
        return p.pop() if p else self.r.choice(items)

    def pool(self, key, items):
        if key not in self.pools:
            p = list(items)
            self.r.shuffle(p)
            self.pools[key] = p
        return self.pools[key]

    # ---- distractors -------------------------------------------------------------------
    def person(self):
        return "%s %s" % (self.r.choice(D_FIRST_EN), self.r.choice(D_LAST_EN))

    def phone(self):
        return self.b.safe(lambda: "07%03d %06d" % (self.r.randint(700, 999), self.r.randint(100000, 999999)))

    def landline(self):
        return self.b.safe(lambda: "015394 %05d" % self.r.randint(10000, 99999))

    def bref(self):
        return self.b.safe(lambda: "HM-%05d" % self.r.randint(10000, 99999))

    def money(self, lo, hi):
        return self.b.safe(lambda: gbp2(round(self.r.uniform(lo, hi), 2)))

    def ddate(self, lo=20, hi=280):
        return self.b.safe(lambda: en_date(self.b.day(lo, hi)))

    def ramble(self):
        s = self.cyc("ramble", RAMBLE_EN)
        if self.r.random() < 0.3:
            s = self.r.choice(FILLER_EN) + " " + s
        return s

    # ---- facts ---------------------------------------------------------------------------
    def gen_id(self, prefix):
        r = self.r
        if prefix == "HM":
            return "HM-%05d" % r.randint(10000, 99999)
        if prefix == "CLM":
            return "CLM-%06d" % r.randint(100000, 999999)
        if prefix == "INV":
            return "INV-%05d" % r.randint(10000, 99999)
        if prefix == "HLB":
            return "HLB/%04d/MC%d" % (r.randint(1000, 9999), r.randint(1, 9))
        if prefix == "GV":
            return "GV-" + "".join(r.choice("ABCDEFGHJKMNPQRSTUVWXYZ23456789") for _ in range(5))
        if prefix == "YP":
            return "YP%07d" % r.randint(1000000, 9999999)
        if prefix == "KS":
            return "KS-%04d-%s" % (r.randint(1000, 9999), r.choice(["WF", "SQ", "QS"]))
        if prefix == "LP":
            return "LP-27-%04d" % r.randint(1000, 9999)
        if prefix == "FL":
            return "FL%05d" % r.randint(10000, 99999)
        return "RCP-%05d" % r.randint(10000, 99999)

    def gen_port(self):
        r = self.r
        while True:
            p = r.choice([r.randint(3000, 9999), r.randint(10000, 60999), r.choice([8554, 1883, 8883, 9443, 5020, 8123, 4712, 7443])])
            if not 1900 <= p <= 2099:
                return str(p)

    def new_fact(self, kind, car):
        b, r = self.b, self.r
        f = {"kind": kind, "carrier": car}
        if kind == "name":
            role = self.pool("roles", ROLES_EN).pop()
            f["role"] = role
            while True:
                if car == "voice" and r.random() < 0.25:
                    nm = r.choice(FIRST_ONLY_EN)
                    fo = True
                else:
                    nm = "%s %s" % (r.choice(NEEDLE_FIRST_EN), r.choice(NEEDLE_LAST_EN))
                    fo = False
                used = getattr(self, "used_names", set())
                if any(part in used for part in nm.split()):
                    continue
                if b.take(nm):
                    break
            self.used_names = getattr(self, "used_names", set()) | set(nm.split())
            f["first_only"] = fo
            f["n"] = nm
            f["r"] = role[0]
            f["needles"] = [nm]
        elif kind == "command":
            while True:
                fn, thing = self.pool("cmds", CMDS_EN).pop()
                c = fn(r)
                if b.take(c):
                    break
            f.update(v=c, t=thing, needles=[c])
        elif kind == "id":
            if car == "assistant":
                while True:
                    v = "INV-%05d" % r.randint(10000, 99998)
                    if b.take(v):
                        break
                f.update(v=v, t=None, needles=[v])
                return f
            pool = self.pool("ids", IDS_EN)
            if car == "lookup":
                idx = [i for i, e in enumerate(pool) if e[2] == "booking"]
                if not idx:
                    car = f["carrier"] = "voice"
                    entry = pool.pop()
                else:
                    entry = pool.pop(idx[0])
            else:
                entry = pool.pop()
            if car == "tool" and entry[2] == "booking":
                f["via"] = "booking"
            while True:
                v = self.gen_id(entry[1])
                if b.take(v):
                    break
            f.update(v=v, t=entry[0], idtype=entry[2], needles=[v])
        elif kind == "port":
            thing = self.pool("ports", PORTS_EN).pop()
            while True:
                v = self.gen_port()
                if b.take(v):
                    break
            f.update(v=v, t=thing, needles=[v])
        elif kind == "version":
            thing = self.pool("versions", VERSIONS_EN).pop()
            while True:
                v = "%d.%d.%d" % (r.randint(1, 14), r.randint(0, 31), r.randint(0, 24))
                if b.take(v):
                    break
            f.update(v=v, t=thing, needles=[v])
        elif kind == "money":
            if car == "assistant":
                while True:
                    sc = r.choice(CALC_EN)
                    q = r.randint(sc[1], sc[2])
                    p = r.randint(sc[3], sc[4])
                    v = gbp(q * p)
                    if b.take(v):
                        break
                f.update(v=v, t=sc[0], q=q, p=p, needles=[v])
                return f
            pool = self.pool("money", MONEY_EN)
            idx = [i for i, e in enumerate(pool) if e[3]] if car in ("paste", "tool") else []
            thing, lo, hi, _ = pool.pop(idx[0]) if idx else pool.pop()
            if car in ("paste", "tool") and not idx:
                f["carrier"] = "voice"
            while True:
                v = gbp(r.randint(lo // 5, hi // 5) * 5)
                if b.take(v):
                    break
            f.update(v=v, t=thing, needles=[v])
        elif kind == "date":
            pool = self.pool("events", EVENTS_EN)
            idx = [i for i, e in enumerate(pool) if e[1]] if car in ("paste", "tool") else []
            ev = (pool.pop(idx[0]) if idx else pool.pop())[0]
            if car in ("paste", "tool") and not idx:
                f["carrier"] = "voice"
            while True:
                d = b.day(25, 290)
                v = en_date(d)
                if b.take(v):
                    break
            f.update(v=v, t=ev, d=d, needles=[v])
        elif kind == "decision":
            while True:
                e = self.pool("dec", DECISIONS_EN).pop()
                if b.take(e[0], e[1]):
                    break
            f.update(c=e[0], r=e[1], alt=e[2], alt_r=e[3], topic=e[4], needles=[e[0], e[1]])
        elif kind == "constraint":
            while True:
                e = self.pool("con", CONSTRAINTS_EN).pop()
                if b.take(e[0], e[1]):
                    break
            f.update(a=e[0], c=e[1], topic=e[2], needles=[e[0], e[1]])
        else:
            while True:
                q = self.pool("q", QUESTIONS_EN).pop()
                if b.take(q):
                    break
            f.update(q=q, needles=[q])
        return f

    # ---- rendering -------------------------------------------------------------------------
    def frag(self, f):
        k = f["kind"]
        r = self.r
        if k == "name":
            return r.choice(V_EN["name"]).format(n=f["n"], r=f["r"])
        if k == "date":
            w = self.b.safe(lambda: en_date(f["d"] + timedelta(days=r.choice([-2, -1, 1, 2, 7]))))
            return r.choice(V_EN["date"]).format(t=f["t"], v=f["v"], w=w)
        if k in ("command", "id", "port", "version", "money"):
            opts = [t for t in V_EN[k] if "zero not an O" not in t or "0" in f["v"]]
            return r.choice(opts).format(t=f["t"], v=f["v"])
        if k == "decision":
            key = "decision_rev" if f.get("reversed") else "decision"
            return r.choice(V_EN[key]).format(c=f["c"], r=f["r"])
        if k == "constraint":
            return r.choice(V_EN["constraint"]).format(a=f["a"], c=f["c"])
        return r.choice(V_EN["question"]).format(q=f["q"])

    def ack(self, facts):
        r = self.r
        out = []
        seen = set()
        for f in facts:
            if f["kind"] == "question" or f["kind"] in seen:
                continue
            seen.add(f["kind"])
            out.append(r.choice(ACK_EN[f["kind"]]))
        return out

    def render(self, s):
        t = s["type"]
        f = s["facts"][0]
        if t == "voice":
            return self.voice_unit(s["facts"])
        if t == "alt":
            return self.alt_unit(f)
        if t == "repeat":
            return self.repeat_unit(f)
        if t == "paste":
            return self.paste_unit(f)
        if t == "tool":
            return self.tool_unit(f)
        if t == "lookup":
            return self.lookup_unit(f)
        return self.assistant_unit(f)

    def voice_unit(self, facts):
        r = self.r
        parts = [self.cyc("open", OPEN_EN)]
        for i, f in enumerate(facts):
            if r.random() < 0.6:
                parts.append(self.ramble())
            parts.append((r.choice(FIRST_EN) if i == 0 else r.choice(CONNECT_EN)) + self.frag(f))
        acks = self.ack(facts)
        task = None
        if not acks or r.random() < 0.25:
            task = self.cyc("tasks", TASKS_EN)
            parts.append(task[0])
        elif r.random() < 0.6:
            parts.append(self.ramble())
        parts.append(self.cyc("close", CLOSE_EN))
        text = join_voice(r, parts, SEPS_EN)
        reply = []
        if acks:
            reply.append(r.choice(["Got all that.", "OK, noted.", "Right, got it.", "Thanks, noted.", ""]))
            reply.extend(acks)
        if task:
            reply.append(task[1])
        if r.random() < 0.35:
            reply.append(r.choice(["Stay warm out there.", "Mind the ice on the slipway.",
                                   "Shout if you need anything else looked up.",
                                   "Anything else while you've got signal?"]))
        return [("user", text), ("assistant", " ".join(x for x in reply if x))]

    def alt_unit(self, f):
        r = self.r
        line = r.choice([
            "I'm leaning towards we {alt}, {ar}, but let me think about it",
            "for {topic} I reckon we just {alt}, {ar}",
            "thinking out loud, we should probably {alt} because {ar}",
            "on {topic}, my gut says {alt}, {ar}, so pencil that in",
        ]).format(alt=f["alt"], ar=f["alt_r"], topic=f["topic"])
        if line.startswith("I'm leaning towards we "):
            line = line.replace("towards we ", "towards, we ")
        text = join_voice(r, [self.cyc("open", OPEN_EN), self.ramble(), line, self.cyc("close", CLOSE_EN)], SEPS_EN)
        reply = r.choice([
            "OK, I'll note that as the working plan for %s, not final yet." % f["topic"],
            "Noted as a provisional plan. Let me know if you change your mind.",
            "That sounds reasonable as a starting point. I'll keep it pencilled in.",
        ])
        return [("user", text), ("assistant", reply)]

    def repeat_unit(self, f):
        r = self.r
        k, v = f["kind"], f["needles"][0]
        if k == "name":
            line = r.choice(["%s rang again, same thing as before, I said you'd email them" % v,
                             "oh, %s left a voicemail, can you chase that" % v])
            reply = "I'll send a follow-up email this afternoon and copy you in."
        elif k == "date":
            line = r.choice(["just double checking, %s is still %s, yeah?" % (f["t"], v),
                             "remind everyone %s is %s, I don't want any surprises" % (f["t"], v)])
            reply = "Yes, nothing's moved in the calendar. I'll send the staff a reminder a week before."
        elif k == "money":
            line = r.choice(["Sue saw %s for %s and nearly choked, so there's that" % (v, f["t"]),
                             "the figure for %s, %s, can you check it's in the spreadsheet" % (f["t"], v)])
            reply = "It's in the costs sheet under this season. I'll flag it for Sue when she does the quarter."
        elif k == "id":
            line = r.choice(["if they ring about %s the ref is %s, again" % (f["t"], v),
                             "the ref for %s, %s, they asked for it on the phone" % (f["t"], v)])
            reply = "Yes, that matches what's on file."
        elif k == "version":
            line = "still on %s for %s by the way, didn't get round to it" % (v, f["t"])
            reply = "No problem, I've left the equipment list as it is."
        else:
            line = "Liam confirmed %s is still on %s after the router swap" % (f["t"], v)
            reply = "Good, the network notes are still correct then."
        text = join_voice(r, [self.cyc("open", OPEN_EN), self.ramble(), line, self.cyc("close", CLOSE_EN)], SEPS_EN)
        return [("user", text), ("assistant", reply)]

    # ---- documents ---------------------------------------------------------------------------
    def email_text(self, frm, addr, subject, body, sig, days_ago=None, to="rob@hollinsmeresailing.co.uk"):
        r = self.r
        d = START - timedelta(days=days_ago if days_ago is not None else r.randint(0, 6))
        hdr = "From: %s <%s>\nTo: %s\nDate: %s, %d %s %d %02d:%02d\nSubject: %s\n" % (
            frm, addr, to, WEEKDAYS_EN[d.weekday()][:3], d.day, MONTHS_EN[d.month - 1][:3], d.year,
            r.randint(7, 20), r.randint(0, 59), subject)
        return hdr + "\n" + "\n\n".join(body) + "\n\n" + "\n".join(sig)

    def whatsapp(self, lines):
        r = self.r
        d = START - timedelta(days=r.randint(0, 3))
        h, m = r.randint(7, 21), r.randint(0, 50)
        out = []
        for who, txt in lines:
            m += r.randint(0, 3)
            if m > 59:
                h, m = h + 1, m - 60
            out.append("[%02d/%02d/%d, %02d:%02d] %s: %s" % (d.day, d.month, d.year, h, m, who, txt))
        return "\n".join(out)

    def sig_for(self, name, title, org, dom):
        return ["Kind regards,", "", name, "%s | %s" % (title, org), "T: %s  M: %s" % (self.landline(), self.phone()),
                "www.%s" % dom]

    def addr_for(self, name, dom):
        parts = name.lower().split()
        return "%s.%s@%s" % (parts[0][0], parts[-1], dom)

    def fact_email(self, f):
        """An email that carries fact f verbatim (used for pasted and tool-found mail)."""
        r, b = self.r, self.b
        k = f["kind"]
        if k == "name":
            role = f["role"]
            prev = self.person()
            nv = f["nv"] = r.choice(["intro", "paperwork", "cover"])
            f["prev"] = prev
            fileno = b.safe(lambda: "F%06d" % r.randint(100000, 999999))
            if nv == "intro":
                subj = "Introduction - your account with %s" % role[2]
                body = ["Dear Rob,",
                        "I'm getting in touch to introduce myself, as I've taken over from %s as your point of contact at %s. "
                        "I've been through the file and everything looks in order, but there are one or two bits I'd like to go "
                        "through with you before the season starts." % (prev, role[2]),
                        "Our internal file number for Hollins Mere Sailing is %s; you don't need to quote it, it's just so you "
                        "know where it lives. I'm in the office Tuesday to Thursday and out on visits the rest of the week." % fileno,
                        "I'll give you a ring next week, or feel free to call me any time."]
            elif nv == "paperwork":
                subj = "Forms as discussed"
                body = ["Dear Rob,",
                        "Following our call this morning, please find attached the forms we discussed. Could you sign and date "
                        "page 3 and send it back by the end of next week?",
                        "I've pre-filled what I could from last year's file (%s), so it should only take a few minutes. The "
                        "section on fleet numbers still says %d dinghies; cross it out and correct it if that's changed." % (
                            fileno, r.randint(18, 30)),
                        "Any questions, I'm on the number below."]
            else:
                subj = "Covering your account"
                body = ["Hi Rob,",
                        "Just a quick note to let you know I'll be looking after your account while %s is on leave until the "
                        "end of March." % prev,
                        "Nothing needs doing right now, but if anything comes up before the season I'm your first port of call. "
                        "Everything's on file under %s." % fileno]
            return (role[2], self.email_text(f["n"], self.addr_for(f["n"], role[3]), subj, body,
                                             self.sig_for(f["n"], role[1], role[2], role[3])))
        if k == "id":
            who = self.person()
            body = ["Hi Rob,",
                    "Thanks for your call earlier about %s. I've set everything up on our side and I'll send the paperwork in a "
                    "separate email." % f["t"],
                    "Please quote %s on all correspondence about this so it comes straight to me; our system files everything "
                    "by that number and the general inbox is a bit of a black hole." % f["v"],
                    "If anything changes with the dates or numbers just reply to this email."]
            return (who, self.email_text(who, self.addr_for(who, "mail.co.uk"), "Your reference", body,
                                                   ["Thanks,", who]))
        if k == "money":
            tot = int(f["v"].replace("£", "").replace(",", ""))
            net = tot * 5 // 6
            vat = tot - net
            n_items = r.randint(2, 4)
            w = [r.uniform(0.5, 1.5) for _ in range(n_items)]
            vals = [int(net * x / sum(w)) for x in w]
            vals[-1] += net - sum(vals)
            labels = r.sample(["Labour", "Parts and consumables", "Materials", "Call-out and travel", "Disposal",
                               "Sundries", "Hire of equipment", "Testing and certification"], n_items)
            table = "\n".join("  %-28s %s" % (lb, gbp2(v)) for lb, v in zip(labels, vals))
            who = self.person()
            body = ["Hi Rob,", "As discussed, please find our quote for %s below." % f["t"],
                    table + "\n  %-28s %s\n  %-28s %s" % ("Subtotal", gbp2(net), "VAT @ 20%", gbp2(vat)),
                    "Total (inc VAT): %s" % f["v"],
                    "Quote valid for %d days. We'd need a week's notice to book the work in." % r.choice([30, 60, 90])]
            return (who, self.email_text(who, self.addr_for(who, "marineservices.co.uk"),
                                               "Quotation Q%s" % b.n(1000, 9999), body, ["Regards,", who]))
        if k == "date":
            who = self.person()
            body = ["Hello Rob,",
                    "Just confirming %s for %s %s. We'll aim to be with you for about %d:%02d and should be done by mid "
                    "afternoon, weather permitting." % (f["t"], WEEKDAYS_EN[f["d"].weekday()], f["v"], r.randint(8, 10),
                                                        r.choice([0, 15, 30])),
                    "If the forecast looks bad the day before I'll ring you and we'll move it.",
                    "Could you make sure someone's around to open the gate?"]
            return (who, self.email_text(who, self.addr_for(who, "outlook.com"), "Confirmation", body,
                                                      ["Best wishes,", who]))
        if k == "constraint":
            who = "%s %s" % (r.choice(D_FIRST_EN), r.choice(D_LAST_EN))
            body = ["Dear Mr Ashcroft,",
                    "Following the risk review for your renewal, the underwriters have added an endorsement to the policy "
                    "schedule which takes effect from the renewal date.",
                    "In short: please ensure that you do not %s %s. Any claim arising from such use is likely to be declined "
                    "in full." % (f["a"], f["c"]),
                    "All other terms remain as per the expiring policy. The revised schedule will follow by post."]
            return ("the insurer", self.email_text(who, self.addr_for(who, "harbourline-brokers.co.uk"),
                                                   "Policy endorsement - Hollins Mere Sailing", body,
                                                   ["Yours sincerely,", who, "Account Executive, Harbourline Marine Insurance Brokers"]))
        if k == "version":
            who = self.person()
            body = ["Hi Rob,", "Thanks for the screenshot. I can see %s is running %s, so you've got the latest fixes for the "
                               "freezing issue you reported." % (f["t"], f["v"]),
                    "If it happens again, please note the time and send us the log file and we'll escalate it.",
                    "Ticket %s is now marked as resolved." % b.safe(lambda: "#%d" % r.randint(10000, 99999))]
            return ("support", self.email_text(who, "support@helpdesk-mail.com", "Re: [Support] freezing issue", body,
                                               ["Kind regards,", who, "Customer Support"]))
        if k == "port":
            who = self.person()
            body = ["Hi Rob,", "All done today. For your records: %s is now on port %s - I moved it off the default because it "
                               "was clashing with %s." % (f["t"], f["v"], "the NAS" if f["t"] != "the NAS" else "the CCTV recorder"),
                    "I've left the login details with Liam. Invoice to follow."]
            return ("the installer", self.email_text(who, self.addr_for(who, "secureview.co.uk"), "Job sheet", body,
                                                     ["Cheers,", who]))
        if k == "command":
            body = ["Hi Uncle Rob,", "Here's the thing for %s that I showed you, just copy it exactly:" % f["t"],
                    "    " + f["v"], "If it asks for a password it's the one on the fridge. Don't type anything else!!"]
            return ("Liam", self.email_text("Liam Ashcroft", "liam.ashcroft99@gmail.com", "the command thing", body,
                                            ["Liam"]))
        # decision
        body = ["Hi all,", "Notes from Thursday's instructors' meeting.",
                "1. Rota for Easter: Jess to draft.\n2. %s: agreed to %s, %s.\n3. First aid refresher: still waiting on dates."
                % (f["topic"][0].upper() + f["topic"][1:], f["c"], f["r"]),
                "Shout if I've got anything wrong."]
        return ("Jess", self.email_text("Jess Pennington", "jess@hollinsmeresailing.co.uk", "meeting notes", body, ["Jess x"]))

    def paste_unit(self, f):
        f = dict({"role": ("", "", "", ""), "t": ""}, **f)
        r = self.r
        k = f["kind"]
        if k == "command" and r.random() < 0.6:
            doc = self.whatsapp([("Liam", "right uncle rob for %s" % f["t"]), ("Liam", f["v"]),
                                 ("Liam", "type it exactly, spaces and all"), ("Rob", "ok ta"),
                                 ("Liam", "and don't turn the pi off at the wall again pls"), ("Rob", "👍")])
            intro = r.choice(["pasting Liam's messages so I don't lose them:", "this is from Liam, keep it safe:"])
            reply = "Saved Liam's instructions in the IT notes. I've left out the password bit on purpose."
        elif k == "decision" and r.random() < 0.67:
            if r.random() < 0.5:
                doc = self.whatsapp([("Sue", "did you and Jess sort out %s in the end" % f["topic"]), ("Rob", "yep"),
                                     ("Sue", "so it's %s, because %s. right?" % (f["c"], f["r"])), ("Rob", "exactly that"),
                                     ("Sue", "ok I'll put it in the budget 👍")])
                intro = "Sue's summary, she's got it right:"
                reply = "Good, recorded as decided, with Sue's reasoning."
            else:
                doc = "- %s: %s (%s)\n- rota, ask Jess\n- buy more bungs for the Toppers\n- ring Harbourline re excess" % (
                    f["topic"], f["c"], f["r"])
                intro = "notes I typed up last night, ignore the typos:"
                reply = "Recorded the first one as decided. I've put the bungs on the shed list and the Harbourline call on " \
                        "tomorrow's to-do."
        elif k == "port" and r.random() < 0.5:
            who = r.choice(D_FIRST_EN)
            doc = self.whatsapp([(who, "Morning Rob, all set up"), (who, "%s is on port %s now" % (f["t"], f["v"])),
                                 (who, "default one clashed with the %s so moved it" % ("NAS" if f["t"] != "the NAS" else "CCTV box")), ("Rob", "brill thanks %s" % who),
                                 (who, "I'll email the invoice")])
            intro = "from the camera/IT installer, %s:" % who
            reply = "Thanks, I've updated the network notes. Want me to look out for the invoice when it comes in?"
        else:
            src, doc = self.fact_email(f)
            intro = r.choice(["pasting this from %s, have a look:" % src, "this came in, it's from %s:" % src,
                              "ok copy paste time, %s:" % src, "um this email, %s" % src])
            reply = {
                "name": {"intro": "That's an introduction from your new contact there, %s. They've taken over the account "
                                  "and want a call next week. Do you want me to reply and suggest a time?",
                         "paperwork": "That's from %s: they want page 3 of the forms signed and back by the end of next "
                                      "week. Want a reminder for Thursday?",
                         "cover": "So that's who's covering the account for now, %s, until the usual contact is back at the "
                                  "end of March. Nothing to do yet."}.get(f.get("nv"), "Noted, %s.") % f["role"][0],
                "id": "That's the confirmation for %s. I've saved the reference against it and I'll use it in any replies." % f["t"],
                "money": "That's the quote. The line items add up and VAT's at 20%. Do you want me to compare it with last "
                         "year's figure?",
                "date": "They've confirmed the visit. I've put it in the calendar and I'll make sure the gate gets opened.",
                "constraint": "That's an endorsement on the policy. I've added it to the operating rules and the instructor "
                              "briefing, it's worth making sure everyone has read it before the season.",
                "version": "Support have closed the ticket. I've noted the version in the equipment list.",
                "port": "Thanks, network notes updated. I'll look out for the invoice.",
                "command": "Saved that to the IT notes exactly as Liam wrote it.",
                "decision": "Those notes look right to me. I've recorded item 2 as decided.",
            }[k]
        text = intro + "\n\n" + doc
        if r.random() < 0.4:
            text += "\n\n" + r.choice(["so yeah", "what do you reckon", "anyway", "sigh"])
        return [("user", text), ("assistant", reply)]

    def tool_unit(self, f):
        f = dict({"role": ("", "", "", ""), "t": ""}, **f)
        r, b = self.r, self.b
        k = f["kind"]
        if k == "id" and f.get("via") == "booking":
            kw = {"the Scouts block booking": "Scouts", "the Arnside Builders team day": "Arnside",
                  "the hen party on the Wayfarers": "hen", "the school group's booking for June": "school"}.get(f["t"], "group")
            ask = r.choice(["can you find %s in TideDesk, I need the ref" % f["t"],
                            "um pull up %s will you, they've emailed about numbers" % f["t"]])
            recs = [self.booking(ref=f["v"], note="%s - group booking, invoice to follow" % f["t"].replace("the ", "").capitalize())]
            recs_f = recs[0]
            recs += [self.booking() for _ in range(r.randint(1, 3))]
            r.shuffle(recs)
            out = {"query": kw, "count": len(recs), "results": recs}
            return [("user", ask), ("tool", "booking_search", {"args": {"query": kw, "season": 2027}, "out": out}),
                    ("assistant", "Found it: %s, %d people, status %s, instructor %s. Shall I reply to their email "
                                  "about the numbers?" % (recs_f["product"], recs_f["party_size"],
                                                          recs_f["status"].replace("_", " "), recs_f["instructor"]))]
        if k in ("command", "port", "version"):
            asset = {"command": "IT / network", "port": "IT / network", "version": f["t"]}[k]
            entries = [self.maint_entry(asset) for _ in range(r.randint(2, 4))]
            special = self.maint_entry(asset)
            if k == "command":
                special["work"] = "Liam: remote fix for %s" % f["t"]
                special["notes"] = "If it happens again run: %s" % f["v"]
            elif k == "port":
                special["work"] = "Reconfigured %s" % f["t"]
                special["notes"] = "Moved to port %s (default clashed with %s). Router forward updated." % (
                    f["v"], "NAS" if f["t"] != "the NAS" else "CCTV recorder")
            else:
                special["work"] = "Firmware update"
                special["firmware"] = f["v"]
                special["notes"] = "Updated on site, all tests OK."
            entries.insert(r.randint(0, len(entries)), special)
            ask = {"command": "what was the fix Liam did for %s, is it in the log?" % f["t"],
                   "port": "can you check the maintenance log for what the installer did with %s" % f["t"],
                   "version": "what's %s on, according to the log? support are asking" % f["t"]}[k]
            ask = join_voice(r, [self.cyc("open", OPEN_EN), ask], SEPS_EN)
            summ = {"command": "It's in the log: Liam left the exact command in the notes of the %s entry. I'd copy it from "
                               "there rather than retype it." % special["date"],
                    "port": "The %s entry covers it: the installer moved it off the default port because of a clash, and the "
                            "router forward was updated at the same time." % special["date"],
                    "version": "The last firmware update was logged on %s, tests passed. That's the version to give "
                               "support." % special["date"]}[k]
            return [("user", ask), ("tool", "maint_log_query", {"args": {"asset": asset, "limit": 10},
                                                                "out": {"asset": asset, "entries": entries}}),
                    ("assistant", summ)]
        # mail-borne
        src, doc = self.fact_email(f)
        q = {"name": "introduction new contact", "id": "reference", "money": "quote", "date": "confirmation",
             "constraint": "endorsement Harbourline"}.get(k, "latest")
        ask = {"name": r.choice(["can you find the email from %s, someone new, I can't remember the name",
                                 "there's an email from %s somewhere, find it will you",
                                 "who was it that emailed from %s last week? find it"]) % f["role"][2],
               "id": "search my mail for %s, I need their reference" % f.get("t"),
               "money": "find the quote for %s in my email, will you" % f.get("t"),
               "date": "when did they say for %s? it's in an email somewhere" % f.get("t"),
               "constraint": "find that email from Harbourline about the endorsement, the scary one"}[k]
        ask = join_voice(r, [self.cyc("open", OPEN_EN), ask] + ([self.ramble()] if r.random() < 0.5 else []), SEPS_EN)
        others = [self.mail_hit() for _ in range(r.randint(1, 3))]
        out = "Top match (body included):\n\n" + doc + "\n\n---\nOther matches:\n" + "\n".join(
            "- %s | %s | %s" % (o["date"], o["from"], o["subject"]) for o in others)
        summ = {"name": {"intro": "Found it: an introduction email from your new contact, %s. They've taken over the file "
                                  "and will ring next week.",
                         "paperwork": "That's the one: the forms from %s. Page 3 needs signing and sending back by the end "
                                      "of next week.",
                         "cover": "Found it: %s is covering the account while the usual contact is on leave until the "
                                  "end of March."}.get(f.get("nv"), "Found it, %s.") % f["role"][0],
                "id": "That's the one. They've asked you to quote their reference on everything to do with %s." % f["t"],
                "money": "Found the quote. The line items add up to the total and VAT is included at 20%.",
                "date": "Found the confirmation. They'll arrive in the morning and want someone to open the gate.",
                "constraint": "That's the endorsement from Harbourline. It applies from the renewal date; worth briefing the "
                              "instructors before the season."}[k]
        return [("user", ask), ("tool", "mail_search", {"args": {"query": q, "include_body": True, "limit": 4},
                                                        "out": out}),
                ("assistant", summ)]

    def lookup_unit(self, f):
        r = self.r
        self.b.expect[f["v"]] = 3
        ask = join_voice(r, [self.cyc("open", OPEN_EN), self.ramble(),
                             r.choice(["can you pull up %s, that's %s, they want to add two people" % (f["v"], f["t"]),
                                       "look up %s for me, %s, I think they still owe the balance" % (f["v"], f["t"])]),
                             self.cyc("close", CLOSE_EN)], SEPS_EN)
        rec = self.booking(ref=f["v"])
        return [("user", ask), ("tool", "booking_get", {"args": {"ref": f["v"]}, "out": rec}),
                ("assistant", "Got it: %s, %d people, %s. Paid %s so far, balance %s. %s" % (
                    rec["product"], rec["party_size"], rec["status"].replace("_", " "), gbp2(rec["paid_gbp"]),
                    gbp2(rec["balance_gbp"]),
                    r.choice(["Adding two people would need another boat.", "Want me to send them a balance reminder?"])))]

    def assistant_unit(self, f):
        r = self.r
        k = f["kind"]
        if k == "command":
            u = r.choice(["%s has gone weird again and Liam's not answering, what do I type" % f["t"],
                          "what's the command for %s, I'm on the office laptop" % f["t"]])
            a = r.choice(["From the office laptop, open the terminal and run:\n\n    %s\n\nIt's safe to run more than once. "
                          "If nothing changes after a couple of minutes, leave it for Liam." % f["v"],
                          "Try this in the terminal:\n\n`%s`\n\nType it exactly as written." % f["v"]])
            return [("user", u), ("assistant", a), ("user", r.choice(["ta", "ok will try that", "cheers"]))]
        if k == "id":
            cust = r.choice(["the Arnside Builders team day", "the Wilsons' private lessons", "the Brownies' taster",
                             "the film crew's RIB hire", "the yacht club's race coaching"])
            last = "INV-%05d" % (int(f["v"][4:]) - 1)
            u = "can you draft the invoice for %s, use the next number, the last one we sent was %s" % (cust, last)
            a = "Drafted and numbered %s, dated today, payment due in 14 days. It's in the drafts folder for you to check " \
                "before it goes." % f["v"]
            return [("user", u), ("assistant", a)]
        if k == "port":
            u = "Liam says %s and %s are fighting over the same port, what should we move it to?" % (
                f["t"], "the NAS" if f["t"] != "the NAS" else "the CCTV recorder")
            a = "I'd move %s to %s. Nothing else on your network notes uses it, and it's outside the ranges the router " \
                "hands out. Liam will need to update the port forward too." % (f["t"], f["v"])
            return [("user", u), ("assistant", a), ("user", "ok I'll tell him")]
        if k == "money":
            u = r.choice(["quick sum, %s, what's that come to?", "um, %s, total please, my brain's frozen"]) % (
                f["t"] % (f["q"], f["p"]))
            a = "%d × £%d = %s." % (f["q"], f["p"], f["v"]) + r.choice(["", " No VAT added on top of that.",
                                                                       " That's before any discount."])
            return [("user", u), ("assistant", a)]
        if k == "date":
            wk = r.choice([2, 3, 4, 5, 6])
            base = f["d"] - timedelta(weeks=wk)
            u = "if the yard finishes on the %s of %s, and %s is %d weeks after that, what date is that?" % (
                ord_en(base.day), MONTHS_EN[base.month - 1], f["t"], wk)
            a = "%d weeks after that is %s %s. Want me to put %s in the calendar?" % (
                wk, WEEKDAYS_EN[f["d"].weekday()], f["v"], f["t"])
            return [("user", u), ("assistant", a), ("user", "yes please")]
        if k == "decision":
            u = r.choice(["what would you do about %s? I keep going back and forth",
                          "honestly, %s, I can't decide, what do you think"]) % f["topic"]
            a = r.choice(["If it were me I'd %s, because %s. The alternative saves a bit now but costs more later.",
                          "My suggestion: %s. The main reason is that %s.",
                          "I'd %s — %s."]) % (f["c"], f["r"])
            return [("user", u), ("assistant", a), ("user", r.choice(["yeah go on then, let's do that",
                                                                     "ok fine, that's what we'll do",
                                                                     "yep agreed, done"]))]
        # constraint
        u = "what rule should we have about %s? I want something the instructors can't wriggle out of" % f["topic"]
        a = r.choice(["I'd make it a hard rule: never %s %s. Put it on the briefing sheet and in the waiver pack.",
                      "Simple version for the boathouse wall: do not %s %s. No exceptions, no judgement calls."]) % (
            f["a"], f["c"])
        return [("user", u), ("assistant", a), ("user", "yep, that's the rule then")]

    # ---- data generators -------------------------------------------------------------------
    def booking(self, ref=None, note=None, day=None):
        r, b = self.r, self.b
        prod, price, per = r.choice(PRODUCTS_EN)
        d = day or b.day(30, 240)
        while True:
            ppl = r.randint(1, 10)
            units = ppl if per else max(1, (ppl + 1) // 2)
            tot = price * units
            if b.ok(str(tot)) and b.ok(gbp2(tot)):
                break
        st = r.choice(["confirmed", "deposit_paid", "deposit_paid", "provisional", "confirmed"])
        paid = tot if st == "confirmed" else (round(tot * 0.25, 2) if st == "deposit_paid" else 0)
        h = r.choice([9, 10, 13, 14])
        cust = self.person()
        return {
            "ref": ref or self.bref(),
            "created": "%sT%02d:%02d:00Z" % ((START - timedelta(days=r.randint(1, 90))).isoformat(), r.randint(7, 22), r.randint(0, 59)),
            "status": st,
            "customer": {"name": cust, "email": "%s%d@%s" % (cust.split()[0].lower(), r.randint(1, 99),
                                                             r.choice(["gmail.com", "btinternet.com", "outlook.com", "hotmail.co.uk"])),
                         "phone": self.phone()},
            "product": prod,
            "start": "%sT%02d:%s:00" % (d.isoformat(), h, r.choice(["00", "30"])),
            "end": "%sT%02d:00:00" % (d.isoformat(), h + r.choice([2, 3, 4])),
            "party_size": ppl,
            "boats": r.sample(BOATS_EN, min(len(BOATS_EN), max(1, units if not per else r.randint(1, 3)))),
            "instructor": r.choice(["Jess", "Kieran", "TBC", "Jess", "Kieran"]),
            "price_gbp": float(tot),
            "paid_gbp": float(paid),
            "balance_gbp": round(tot - paid, 2),
            "source": r.choice(["web", "phone", "email", "walk-in", "web"]),
            "notes": note if note is not None else r.choice(BOOKING_NOTES_EN),
        }

    def maint_entry(self, asset):
        r, b = self.r, self.b
        d = START - timedelta(days=r.randint(3, 200))
        if asset in ("Rescue 1", "Rescue 2", "workboat"):
            work = r.choice(["Oil and filter change", "Impeller replaced", "Gearbox oil change", "Spark plugs replaced",
                             "Fuel line and primer bulb replaced", "Anodes replaced", "Winterised: fogged, drained carb",
                             "Kill cord switch tested", "Propeller dressed, new split pin"])
            parts = [{"part_no": b.safe(lambda: "%d%s-%05d-%02d" % (r.randint(6, 7), r.choice("ABCEHJK"), r.randint(10000, 99999), r.randint(0, 9))),
                      "desc": r.choice(["oil filter", "impeller kit", "spark plug", "gear oil 350ml", "anode", "fuel filter"]),
                      "qty": r.randint(1, 4), "unit_gbp": b.f2(3, 65)} for _ in range(r.randint(1, 3))]
            e = {"entry_id": b.safe(lambda: "ML-%05d" % r.randint(10000, 99999)), "date": d.isoformat(), "asset": asset,
                 "engine": {"Rescue 1": "Yamaha F40 (2016)", "Rescue 2": "Honda BF30 (2012)", "workboat": "Beta 25 inboard"}[asset],
                 "engine_hours": b.n(140, 2600) / 1.0, "work": work, "parts": parts,
                 "labour_h": r.choice([0.5, 1.0, 1.5, 2.0, 3.0]), "by": r.choice(["Tom", "Tom", "Lakeland Outboards", "Rob"]),
                 "notes": r.choice(["", "Slight weep from leg seal, monitor.", "Runs sweet.", "Idle a bit high, adjust at next service.",
                                    "Needs new cowl catch.", "Water pump tell-tale strong."])}
            return e
        work = r.choice(["Visual check", "Power cycled", "Cleaned contacts", "Replaced PoE injector", "Checked mounting",
                         "UPS battery test", "Disk health check", "Reseated cable at patch panel", "Password changed"])
        return {"entry_id": b.safe(lambda: "ML-%05d" % r.randint(10000, 99999)), "date": d.isoformat(), "asset": asset,
                "work": work, "by": r.choice(["Liam", "Rob", "SecureView", "Liam"]),
                "cost_gbp": r.choice([0.0, 0.0, b.f2(8, 140)]),
                "notes": r.choice(["", "OK.", "Intermittent, keep an eye.", "Fine after restart.", "Uptime %d days before." % r.randint(3, 80)])}

    def mail_hit(self):
        r, b = self.r, self.b
        d = START - timedelta(days=r.randint(0, 40))
        return {"date": d.isoformat(), "from": r.choice([self.person(), "TideDesk Notifications", "RYA Training",
                                                         "Lakeland Outboards", "Harbourline Brokers", "Booker Wholesale",
                                                         "HMRC", "South Lakes District Scouts"]),
                "subject": r.choice(["New booking %s" % self.bref(), "Your order has shipped", "Re: Easter dates",
                                     "Invoice %s" % b.safe(lambda: "%d" % r.randint(10000, 99999)), "Newsletter: January",
                                     "Re: lifejackets", "Reminder: VAT return due", "Quote request", "Re: group booking"])}

    def forecast(self, d, windy=None):
        r, b = self.r, self.b
        base = r.randint(5, 16) if windy is None else (r.randint(14, 20) if windy else r.randint(4, 9))
        dirs = r.choice([["SW", "WSW", "W"], ["W", "WNW", "NW"], ["S", "SSW", "SW"], ["NE", "ENE", "E"]])
        deg = {"SW": 225, "WSW": 248, "W": 270, "WNW": 293, "NW": 315, "S": 180, "SSW": 203, "NE": 45, "ENE": 68, "E": 90}
        hours = []
        t0 = r.uniform(1, 7)
        for h in range(8, 19):
            w = max(2, base + r.randint(-3, 4) + (2 if 12 <= h <= 15 else 0))
            g = w + r.randint(4, 11)
            dr = dirs[min(2, (h - 8) // 4)]
            hours.append({"time": "%02d:00" % h, "wind_kts": w, "gust_kts": g, "dir": dr, "dir_deg": deg[dr],
                          "temp_c": round(t0 + (h - 8) * 0.3 + r.uniform(-0.5, 0.5), 1),
                          "feels_like_c": round(t0 - r.uniform(3, 6), 1),
                          "precip_mm": r.choice([0.0, 0.0, 0.1, 0.3, 0.8, 1.4]), "cloud_pct": r.randint(20, 100),
                          "pressure_hpa": b.n(988, 1031)})
        return {"location": "Hollins Mere - boathouse", "lat": 54.3712, "lon": -2.9184, "date": d.isoformat(),
                "issued": "%sT05:00:00Z" % (d - timedelta(days=1)).isoformat(), "source": "LakeMet v3",
                "hourly": hours, "sunrise": "08:%02d" % r.randint(10, 25), "sunset": "16:%02d" % r.randint(5, 30),
                "water_temp_c": round(r.uniform(4.0, 6.5), 1), "warnings": []}

    # ---- fixed parts ----------------------------------------------------------------------
    def opener(self):
        r = self.r
        u = r.choice([
            "morning. right, new year, new season, um, I'm going to use you for everything this year, Sue says I have to "
            "stop writing stuff on the back of my hand. so this is the sailing school, Hollins Mere, you know the drill, "
            "bookings, boats, insurance, the café, all of it. I'll mostly be talking to you from the RIB so excuse the wind noise",
            "ok so, testing, testing. right. this is Rob, Hollins Mere Sailing. I'm going to dump everything on you over the "
            "next few days because the season's coming and my head is full. bookings, engines, insurance renewal, Maggie's café, "
            "the lot. I'm dictating on the water so it'll be a bit all over the place",
        ])
        a = ("Morning Rob. Happy to be the back of your hand this year. I can see TideDesk bookings, the weather service, "
             "your mail, the maintenance log and the calendar, so just talk and I'll keep track. Where do you want to start?")
        return [("user", u), ("assistant", a)]

    def day_break(self, i):
        r = self.r
        if i == 1:
            u = r.choice(["morning! day two of me talking at you. frost on the boats this morning, proper white",
                          "right, morning, new day. I've had two coffees and I can feel my face again"])
        else:
            u = r.choice(["morning again. it's grey and miserable but no wind, so engine day",
                          "ok another day, back on the water, Jess is in, Kieran's off till lunch"])
        a = r.choice(["Morning. Nothing urgent came in overnight, just two web bookings and a newsletter. What's first?",
                      "Morning Rob. Calendar's quiet today apart from what you've already got in. Go ahead."])
        return [("user", u), ("assistant", a)]

    # ---- filler episodes -------------------------------------------------------------------
    def filler(self):
        eps = [self.ep_weather, self.ep_weather, self.ep_weather_paste, self.ep_bookings_day, self.ep_bookings_day,
               self.ep_export_paste, self.ep_mail_generic, self.ep_engine_hours, self.ep_maint_add, self.ep_maint_add,
               self.ep_cafe_machine, self.ep_cold, self.ep_rota, self.ep_complaint, self.ep_rya_checklist,
               self.ep_calendar, self.ep_scouts_email, self.ep_habits, self.ep_habits, self.ep_dog, self.ep_fuel,
               self.ep_storm, self.ep_booking_move, self.ep_refund_terms, self.ep_blurb, self.ep_personal_date,
               self.ep_quotes_compare, self.ep_first_aid, self.ep_lake_level, self.ep_party_enquiry, self.ep_wetsuits,
               self.ep_vat, self.ep_memory, self.ep_social_post, self.ep_parts_list, self.ep_should_we,
               self.ep_should_we, self.ep_should_we, self.ep_radio, self.ep_ramble_only]
        return [e() for e in eps]

    def ep_weather(self):
        r = self.r
        d = START + timedelta(days=r.randint(1, 4))
        act = r.choice(["the Scouts' taster", "Kieran's private lesson", "the frostbite race", "the mooring checks",
                        "the Level 1 catch-up day", "the RIB hire the Wilsons booked", "the winter crew training"])
        u = join_voice(r, [self.cyc("open", OPEN_EN), r.choice([
            "can you check the wind for %s, I've got %s and I don't fancy it if it's gusting like today",
            "can you pull up the forecast for %s please, it's for %s, and be honest with me",
            "weather for %s? it's %s, I've got a feeling it's going to be grim"]) % (WEEKDAYS_EN[d.weekday()], act)],
                       SEPS_EN)
        fc = self.forecast(d)
        hrs = fc["hourly"]
        mg = max(hrs, key=lambda x: x["gust_kts"])
        lo = min(h["wind_kts"] for h in hrs)
        hi = max(h["wind_kts"] for h in hrs)
        rain = round(sum(h["precip_mm"] for h in hrs), 1)
        a = ("%s: mean wind %d to %d knots, gusts peaking at %d knots around %s from the %s. About %.1f mm of rain over the "
             "day, air temperature %.1f to %.1f°C, water %.1f°C." % (
                 WEEKDAYS_EN[d.weekday()], lo, hi, mg["gust_kts"], mg["time"], mg["dir"], rain,
                 min(h["temp_c"] for h in hrs), max(h["temp_c"] for h in hrs), fc["water_temp_c"]))
        u2 = r.choice(["so should we bin the morning or what", "so is it on or off, what would you do",
                       "right, do I cancel?"])
        if mg["gust_kts"] >= 22:
            a2 = ("I'd move it. Gusts into the %ds with water at %.1f°C is a lot for anyone inexperienced, and the worst of it is "
                  "mid-session. The first hour looks calmer if you want to keep a short version." % (
                      mg["gust_kts"] // 10 * 10, fc["water_temp_c"]))
        else:
            a2 = ("It looks workable. The gusts stay under about %d knots and it's lightest first thing, so I'd keep it on and "
                  "start early. Layers though, it's cold." % (mg["gust_kts"] + 1))
        return [("user", u), ("tool", "weather_forecast", {"args": {"location": "Hollins Mere", "date": d.isoformat(),
                                                                    "hourly": True}, "out": fc}),
                ("assistant", a), ("user", u2), ("assistant", a2)]

    def ep_weather_paste(self):
        r = self.r
        d = START + timedelta(days=r.randint(2, 5))
        rows = []
        for h in ["09", "12", "15", "18"]:
            w = r.randint(6, 19)
            rows.append("%s:00  %-4s %2d kt  gust %2d kt  %2d°C  rain %d%%" % (
                h, r.choice(["SW", "W", "WSW", "NW", "S"]), w, w + r.randint(5, 12), r.randint(1, 7), r.randint(0, 90)))
        txt = ("%s %d %s\nCumbria & Lakes - mountain/lake forecast\n\n" % (WEEKDAYS_EN[d.weekday()], d.day, MONTHS_EN[d.month - 1]) +
               "\n".join(rows) + "\n\nHeadline: %s\nVisibility: %s\nFreezing level: above the summits\n" % (
                   r.choice(["Blustery showers, easing later", "Cloudy, brisk south-westerly", "Bright spells, cold",
                             "Rain spreading from the west by afternoon"]),
                   r.choice(["Good, moderate in showers", "Moderate", "Poor in rain"])))
        u = "pasted the mountain forecast because yours and this never agree:\n\n" + txt + "\nwhat's your read for the Squibs"
        top = max(int(x.split("gust")[1].split("kt")[0]) for x in rows)
        a = ("Gusts top out at %d knots in that forecast. %s" % (top, "For the Squibs with a reef that's fine in the morning; "
             "I'd have them back in before the afternoon peak." if top < 24 else
             "That's too much for hire boats; keep the Squibs on their moorings and maybe offer a crewed sail instead."))
        return [("user", u), ("assistant", a)]

    def ep_bookings_day(self):
        r = self.r
        d = START + timedelta(days=r.randint(60, 200))
        while d.weekday() != 5:
            d += timedelta(days=1)
        recs = [self.booking(day=d) for _ in range(r.randint(4, 8))]
        u = join_voice(r, [self.cyc("open", OPEN_EN), "what have we got on %s the %s of %s, I want to know how many instructors" % (
            WEEKDAYS_EN[d.weekday()], ord_en(d.day), MONTHS_EN[d.month - 1])], SEPS_EN)
        ppl = sum(x["party_size"] for x in recs)
        inst = {}
        for x in recs:
            inst[x["instructor"]] = inst.get(x["instructor"], 0) + 1
        a = ("%d bookings that day, %d people in total. By instructor: %s. %d still provisional. Revenue booked %s, of "
             "which %s is still outstanding." % (
                 len(recs), ppl, ", ".join("%s %d" % kv for kv in sorted(inst.items())),
                 sum(1 for x in recs if x["status"] == "provisional"),
                 gbp2(sum(x["price_gbp"] for x in recs)), gbp2(sum(x["balance_gbp"] for x in recs))))
        u2 = r.choice(["so do I need a third instructor or not", "can Jess and Kieran cope with that on their own?"])
        many = ppl > 14
        a2 = ("With %d people on the water at once you'd want a third pair of hands, even just a safety boat driver." % ppl
              if many else "Two should cope: the sessions don't all overlap and the group sizes are small.")
        return [("user", u), ("tool", "booking_search", {"args": {"date": d.isoformat(), "site": "hollins-mere"},
                                                         "out": {"date": d.isoformat(), "count": len(recs), "bookings": recs}}),
                ("assistant", a), ("user", u2), ("assistant", a2)]

    def ep_export_paste(self):
        r = self.r
        recs = [self.booking() for _ in range(r.randint(7, 11))]
        lines = ["ref,start,customer,product,people,total,paid,status"]
        for x in recs:
            lines.append("%s,%s,%s,%s,%d,%.2f,%.2f,%s" % (x["ref"], x["start"][:10], x["customer"]["name"], x["product"],
                                                        x["party_size"], x["price_gbp"], x["paid_gbp"], x["status"]))
        owing = [x for x in recs if x["balance_gbp"] > 0]
        u = "TideDesk export, the March to May one, can you tell me who still owes us money\n\n" + "\n".join(lines)
        a = "%d of the %d still owe something, %s in total:\n" % (len(owing), len(recs), gbp2(sum(x["balance_gbp"] for x in owing)))
        a += "\n".join("- %s (%s): %s" % (x["customer"]["name"], x["ref"], gbp2(x["balance_gbp"])) for x in owing)
        a += "\nWant me to draft balance reminders for the ones starting in the next six weeks?"
        return [("user", u), ("assistant", a), ("user", r.choice(["not yet", "yeah go on", "later"])),
                ("assistant", r.choice(["OK, I'll leave them for now.", "Will do, drafts will be in your outbox to check.",
                                        "No problem, I'll remind you on Friday."]))]

    def ep_mail_generic(self):
        r = self.r
        hits = [self.mail_hit() for _ in range(r.randint(5, 8))]
        u = r.choice(["anything important in my email? I haven't looked since Tuesday",
                      "can you skim my inbox for anything urgent, I'm not doing it on this tiny screen"])
        a = "Nothing on fire. %d messages since Tuesday; the ones worth a look: %s. The rest are notifications and newsletters." % (
            len(hits), "; ".join("%s from %s" % (h["subject"], h["from"]) for h in hits[:2]))
        return [("user", u), ("tool", "mail_search", {"args": {"query": "in:inbox newer_than:4d", "limit": 20},
                                                      "out": {"count": len(hits), "messages": hits}}),
                ("assistant", a)]

    def ep_engine_hours(self):
        r = self.r
        asset = r.choice(["Rescue 1", "Rescue 2", "workboat"])
        ents = sorted([self.maint_entry(asset) for _ in range(r.randint(3, 5))], key=lambda e: e["date"])
        last = ents[-1]
        u = join_voice(r, [self.cyc("open", OPEN_EN), "how many hours are on %s since the last service, it's sounding rough" % asset,
                           self.ramble()], SEPS_EN)
        a = ("Last logged entry for %s is %s (%s) at %.0f engine hours, done by %s. The log doesn't record a full service since "
             "then, so if you read the hour meter next time you're aboard I can work out the interval." % (
                 asset, last["date"], last["work"].lower(), last["engine_hours"], last["by"]))
        return [("user", u), ("tool", "maint_log_query", {"args": {"asset": asset, "limit": 10},
                                                          "out": {"asset": asset, "entries": ents}}),
                ("assistant", a), ("user", "ok I'll look, it's on the cowling somewhere"),
                ("assistant", "It's usually on the tiller arm or the gauge panel on that one.")]

    def ep_maint_add(self):
        r, b = self.r, self.b
        asset, issue = self.cyc("issues", [("Rescue 2", "it's idling rough and cutting out when it's cold"),
                                           ("Rescue 1", "the tilt lock's sticking again"),
                                           ("workboat", "the bilge pump runs but doesn't shift much water"),
                                           ("Squib 'Puffin'", "the kicker block's cracked"),
                                           ("Wayfarer 'Curlew'", "the centreboard's jamming halfway"),
                                           ("Hunter 707", "the tiller extension's split")])
        u = join_voice(r, [self.cyc("open", OPEN_EN), "log this for %s, %s, Tom can look when he's in" % (asset, issue)], SEPS_EN)
        eid = b.safe(lambda: "ML-%05d" % r.randint(10000, 99999))
        out = {"status": "logged", "entry_id": eid, "asset": asset, "date": (START + timedelta(days=r.randint(0, 3))).isoformat(),
               "work": "Defect reported: " + issue, "priority": r.choice(["normal", "high"]), "assigned_to": "Tom",
               "open_defects_for_asset": r.randint(1, 3)}
        return [("user", u), ("tool", "maint_log_add", {"args": {"asset": asset, "type": "defect", "text": issue,
                                                                 "assign": "Tom"}, "out": out}),
                ("assistant", "Logged for %s and assigned to Tom, priority %s. %s" % (
                    asset, out["priority"], "That's the only open defect on it." if out["open_defects_for_asset"] == 1 else
                    "There are %d open defects on it now." % out["open_defects_for_asset"]))]

    def ep_cafe_machine(self):
        r = self.r
        while True:
            lease = r.randint(85, 140)
            buy = r.randint(64, 112) * 50
            if all(self.b.ok(x) for x in ("£%d" % lease, "£%d" % buy, gbp(lease * 36))):
                break
        u = ("Maggie's on at me again about the coffee machine, the old one's leaking from somewhere underneath. um she found "
             "a lease deal, £%d a month for three years with servicing, or we buy one outright for about £%d, second hand. "
             "should we lease or buy?" % (lease, buy))
        tot = lease * 36
        a = ("Over three years the lease is £%s all in, including servicing. %s" % (
            "{:,}".format(tot),
            "Buying is cheaper on paper, but a second-hand machine with no service contract is a gamble for a café that "
            "lives on coffee. I'd lease." if tot > buy else
            "Buying outright works out cheaper even before servicing, so if the second-hand one has been checked over, buy it."))
        return [("user", u), ("assistant", a), ("user", "ok fine I'll tell her"),
                ("assistant", "Want me to put a note in for Sue so she knows it's coming?"), ("user", "yeah")]

    def ep_cold(self):
        r = self.r
        u = r.choice(["I genuinely can't feel my fingers, typing this with my nose practically",
                      "it's so cold the spray's freezing on the console",
                      "note to self, the good gloves are in the van not in my pocket"])
        a = r.choice(["Get in and warm up, the jobs will keep. Want me to hold everything until you're back at the office?",
                      "Sounds grim. Dictate the essentials and leave the rest for when you're inside."])
        return [("user", u), ("assistant", a)]

    def ep_rota(self):
        r = self.r
        d0 = date(2027, 3, 29)
        u = "can you knock up a rota for Easter week, Jess can do all of it, Kieran not the Wednesday, and Maggie needs someone on the café the Saturday"
        rows = ["| Day | Water AM | Water PM | Café |", "|---|---|---|---|"]
        for i in range(6):
            d = d0 + timedelta(days=i)
            am = "Jess + Kieran" if i != 2 else "Jess + Rob"
            pm = r.choice(["Jess", "Kieran", "Jess + Kieran"]) if i != 2 else "Jess"
            cafe = "Maggie" if i != 5 else "Maggie + Sue"
            rows.append("| %s %d | %s | %s | %s |" % (WEEKDAYS_EN[d.weekday()][:3], d.day, am, pm, cafe))
        a = "Draft rota:\n\n" + "\n".join(rows) + "\n\nI've put you on the Wednesday morning to cover Kieran and Sue on the café the Saturday. Change anything?"
        return [("user", u), ("assistant", a), ("user", "Sue will kill me but fine"), ("assistant", "I'll leave that conversation to you.")]

    def ep_complaint(self):
        r = self.r
        who = self.person()
        ref = self.bref()
        txt = ("Dear Sir/Madam,\n\nI booked a Level 1 course (booking %s) for my son and it was cancelled on the morning due to "
               "wind. I appreciate safety comes first but we drove %d miles and nobody rang us until 8.15. I would like a full "
               "refund rather than a transfer.\n\nRegards,\n%s" % (ref, r.randint(25, 90), who))
        u = "ugh, this one. pasting it. can you draft something polite but we do transfers not refunds for weather\n\n" + txt
        a = ("Draft:\n\nDear %s,\n\nThank you for getting in touch, and I'm sorry about the early start and the wasted journey. "
             "We cancelled because the gusts that morning were beyond what's safe for beginners, and I know a phone call at "
             "8.15 isn't good enough when you're already on the road; we're changing the process so calls go out by 7.30.\n\n"
             "Our terms offer a free transfer to any other date this season for weather cancellations. I'd be happy to hold "
             "two dates of your choice for you.\n\nBest wishes,\nRob Ashcroft\nHollins Mere Sailing" % who.split()[0])
        return [("user", u), ("assistant", a), ("user", "perfect, send it"), ("assistant", "Sent.")]

    def ep_rya_checklist(self):
        u = "what do I need to have ready for the RYA recognition visit, give me a list, I always forget something"
        a = ("The usual list:\n1. Operating procedures, signed and dated this year\n2. Instructor certificates, first aid and "
             "powerboat tickets, all in date\n3. Safety boat checks log and engine maintenance records\n4. Risk assessments for "
             "each activity, reviewed\n5. Incident/accident book\n6. Insurance certificate (public liability and hire)\n7. "
             "Student records and logbook stamps\n8. Buoyancy aid and helmet inspection log\n9. Emergency action plan and "
             "radio check log\n\nThe ones that usually catch people out are the first aid expiry dates and the buoyancy aid log.")
        return [("user", u), ("assistant", a), ("user", "buoyancy aid log, yeah, that's the one I forget every time")]

    def ep_calendar(self):
        r = self.r
        evs = []
        for i in range(r.randint(4, 7)):
            d = START + timedelta(days=r.randint(1, 10))
            evs.append({"id": self.b.hexid(10), "title": r.choice(["Dentist", "Tom in - RIB engines", "Call Harbourline",
                                                                    "Scouts leaders meeting", "Sue - accounts", "Café delivery",
                                                                    "Parents evening", "Yacht club committee", "Bin day"]),
                        "start": "%sT%02d:%s:00" % (d.isoformat(), r.randint(8, 19), r.choice(["00", "30"])),
                        "duration_min": r.choice([30, 60, 90, 120]), "location": r.choice(["", "Office", "Boathouse", "Kendal", "Phone"])})
        evs.sort(key=lambda e: e["start"])
        u = r.choice(["what's in the diary this week and next", "am I free any afternoon this week?"])
        a = "Next 10 days: " + "; ".join("%s %s" % (e["start"][5:16].replace("T", " "), e["title"]) for e in evs) + \
            ". Afternoons without anything booked are the ones not listed."
        return [("user", u), ("tool", "calendar_list", {"args": {"from": START.isoformat(), "days": 10}, "out": {"events": evs}}),
                ("assistant", a)]

    def ep_scouts_email(self):
        r = self.r
        n = r.randint(18, 32)
        txt = ("Hi Rob,\n\nJust checking a few things for our week with you. We'll have %d young people aged 11-14 and %d leaders. "
               "Do they need to bring their own buoyancy aids? Several have wetsuits but not all. Also one of our lads is "
               "type 1 diabetic, is that a problem on the water?\n\nYours in Scouting,\n%s" % (n, r.randint(3, 6), self.person()))
        u = "Scouts again. answer this for me, nicely:\n\n" + txt
        a = ("Draft reply:\n\nHi,\n\nThanks, all good questions. We provide buoyancy aids and helmets for everyone, so no need to "
             "bring them. Wetsuits are handy if they have them; we have some spares in the common sizes. Type 1 diabetes is fine: "
             "please send us his care plan, make sure he has snacks in a dry bag, and we'll brief the instructor on his boat.\n\n"
             "Looking forward to it,\nRob")
        return [("user", u), ("assistant", a)]

    def ep_habits(self):
        r = self.r
        h = self.once("habits", [
            ("I always do the mooring checks myself on a Monday, no reason really, just habit",
             "Fair enough, some jobs you only trust if you've done them."),
            ("I never really trust the forecast more than three days out, I just look at the sky",
             "Probably wise on a lake surrounded by fells."),
            ("I like to have a brew before I go out, otherwise I'm grumpy all morning",
             "Non-negotiable, sounds like."),
            ("I tend to start the season with the Toppers because they're the easiest to rig, I don't know why I said that",
             "It's a good warm-up for everyone."),
            ("I usually let Jess pick the Easter course dates because she's better at it than me",
             "Delegating to the person who's better at it is a good habit."),
            ("to be honest I hate doing the accounts and I leave them to the last minute every single year",
             "Sue might have something to say about that."),
        ])
        u = join_voice(r, [self.cyc("open", OPEN_EN), h[0], self.cyc("close", CLOSE_EN)], SEPS_EN)
        return [("user", u), ("assistant", h[1])]

    def ep_dog(self):
        r = self.r
        u = r.choice(["the dog's jumped off the jetty again chasing a duck, he's fine, he's just wet and very pleased with himself",
                      "Bosun (the dog) has stolen a sandwich off a customer at the café, I'm mortified"])
        a = r.choice(["Ha. Towel by the café door might be a good investment.", "Maybe offer them a free sandwich and a coffee."])
        return [("user", u), ("assistant", a), ("user", "yeah yeah")]

    def ep_fuel(self):
        r, b = self.r, self.b
        ents = []
        tot_l = 0.0
        tot_c = 0.0
        for i in range(r.randint(4, 7)):
            l = round(r.uniform(12, 60), 1)
            ppl = round(r.uniform(1.42, 1.62), 3)
            c = round(l * ppl, 2)
            tot_l += l
            tot_c += c
            ast = r.choice(["Rescue 1", "Rescue 2", "workboat", "jerry cans"])
            ents.append({"date": (date(2026, 12, 1) + timedelta(days=r.randint(0, 30))).isoformat(),
                         "asset": ast, "fuel": "diesel" if ast == "workboat" else "unleaded",
                         "litres": l, "price_per_l": ppl, "cost_gbp": c, "receipt": b.safe(lambda: "R%d" % r.randint(100000, 999999))})
        ents.sort(key=lambda e: e["date"])
        u = "how much did we spend on fuel in December, Sue wants it for the VAT thing"
        a = "December fuel: %d fills, %.1f litres, %s in total. Receipts are all logged against each entry." % (
            len(ents), tot_l, gbp2(round(tot_c, 2)))
        return [("user", u), ("tool", "maint_log_query", {"args": {"type": "fuel", "month": "2026-12"}, "out": {"entries": ents}}),
                ("assistant", a)]

    def ep_storm(self):
        r = self.r
        nm = r.choice(["Storm Gerrit", "Storm Henk", "Storm Isha", "Storm Jocelyn"])
        txt = ("YELLOW WARNING - WIND\n%s. Valid from 18:00 %s to 12:00 %s.\nSouth-westerly gales, gusts of 50-60 mph widely, "
               "65-75 mph on higher ground and exposed lakes. Some short term loss of power and other services is likely. "
               "Flying debris could result in danger to life." % (nm, WEEKDAYS_EN[(START.weekday() + 2) % 7],
                                                                  WEEKDAYS_EN[(START.weekday() + 3) % 7]))
        u = "this just came through\n\n" + txt + "\n\nshould we pull the Toppers into the shed or is that overkill"
        a = ("Not overkill. Toppers on trolleys are exactly what flies in 60 mph gusts. I'd shed the Toppers and Quests, "
             "double-tie the Wayfarers on the dinghy park, drop the Squib and Hunter booms, and check the RIB covers.")
        return [("user", u), ("assistant", a), ("user", "ok, Kieran and me after lunch"), ("assistant", "I'll put it in the diary for 1pm.")]

    def ep_booking_move(self):
        r = self.r
        rec = self.booking()
        nd = self.b.day(40, 220)
        u = "%s rang, can you move their booking to the %s of %s, same time" % (rec["customer"]["name"], ord_en(nd.day),
                                                                                MONTHS_EN[nd.month - 1])
        out = {"ok": True, "ref": rec["ref"], "old_start": rec["start"], "new_start": nd.isoformat() + rec["start"][10:],
               "instructor": rec["instructor"], "boats_reassigned": rec["boats"], "customer_notified": True,
               "warnings": r.choice([[], ["Instructor has another booking that day at 14:00"]])}
        a = "Moved %s to the new date, same start time, and TideDesk has emailed them. %s" % (
            rec["ref"], "Heads-up: " + out["warnings"][0] + "." if out["warnings"] else "No clashes.")
        return [("user", u), ("tool", "booking_update", {"args": {"ref": rec["ref"], "start_date": nd.isoformat(),
                                                                  "notify": True}, "out": out}), ("assistant", a)]

    def ep_refund_terms(self):
        u = ("someone's asking, if they cancel 48 hours before a course do they get money back? what do our terms actually say, "
             "I wrote them in 2019 and I've no idea")
        a = ("Your published terms say: more than 14 days' notice, full refund minus a £15 admin fee; 7 to 14 days, 50% or a "
             "free transfer; under 7 days, no refund but a transfer if we can fill the place. So at 48 hours it's a transfer "
             "only if someone takes the spot.")
        return [("user", u), ("assistant", a), ("user", "harsh but fair I suppose")]

    def ep_blurb(self):
        u = "can you write me three lines for the website about the season opening, not cheesy"
        a = ("Hollins Mere Sailing opens for the season at Easter. RYA dinghy courses, keelboat sailing and boat hire on one of "
             "the quietest lakes in the South Lakes, with proper coffee on the jetty when you come ashore. Booking's open now.")
        return [("user", u), ("assistant", a), ("user", "'proper coffee', Maggie will like that"),
                ("assistant", "That was the idea.")]

    def ep_personal_date(self):
        r = self.r
        d = self.b.day(10, 40)
        wrong = d - timedelta(days=1)
        u = "put the dentist in for me, it's the %s, no wait, the %s, at ten past nine, %s" % (
            ord_en(wrong.day), ord_en(d.day), MONTHS_EN[d.month - 1])
        a = "Dentist added for %s the %s of %s at 09:10." % (WEEKDAYS_EN[d.weekday()], ord_en(d.day), MONTHS_EN[d.month - 1])
        return [("user", u), ("assistant", a)]

    def ep_quotes_compare(self):
        r = self.r
        a1 = int(self.b.safe(lambda: gbp(r.randint(2400, 4200)))[1:].replace(",", ""))
        a2 = int(self.b.safe(lambda: gbp(a1 + r.randint(-600, 900)))[1:].replace(",", ""))
        u = ("two quotes for re-decking the end of the pontoon, pasting both:\n\nMereside Joinery: new hardwood decking to "
             "end section, 6.2m x 2.4m, remove and dispose of old boards, %s + VAT, 3 days, start February.\n\nLakes Marine "
             "Construction: composite decking to end section incl. new bearers where required, %s + VAT, 2 days, start March."
             % (gbp(a1), gbp(a2)))
        diff = abs(a1 - a2)
        a = ("The difference is %s before VAT. Lakes Marine includes new bearers where needed and uses composite, which won't "
             "need oiling; Mereside is hardwood only and doesn't mention the bearers, which is usually where the surprise bill "
             "comes from. I'd ask Mereside to confirm the bearers before comparing." % gbp(diff))
        return [("user", u), ("assistant", a), ("user", "good shout, I'll ask them")]

    def ep_first_aid(self):
        r = self.r
        hits = [{"date": (START - timedelta(days=r.randint(300, 700))).isoformat(), "from": "St John Ambulance",
                 "subject": "Your First Aid at Work certificate - Kieran", "snippet": "valid for three years from the date of issue"},
                self.mail_hit(), self.mail_hit()]
        u = "when does Kieran's first aid run out? it'll be in the email somewhere"
        d0 = date.fromisoformat(hits[0]["date"])
        exp = date(d0.year + 3, d0.month, min(d0.day, 28))
        a = "His certificate email is dated %s and it's valid for three years, so it runs out around %s %d. %s" % (
            d0.isoformat(), MONTHS_EN[exp.month - 1], exp.year,
            "That's before the season ends, so book him on a refresher." if exp.year <= 2027 else "He's fine for this season.")
        return [("user", u), ("tool", "mail_search", {"args": {"query": "first aid certificate Kieran", "limit": 5},
                                                      "out": {"messages": hits}}), ("assistant", a)]

    def ep_lake_level(self):
        r = self.r
        days = []
        for i in range(7):
            d = START - timedelta(days=7 - i)
            days.append({"date": d.isoformat(), "rain_mm": round(r.uniform(0, 22), 1), "lake_level_m": round(1.2 + r.uniform(-0.1, 0.5), 2)})
        u = "is the lake still rising? the bottom of the slipway's under again"
        a = "Last 7 days: %.1f mm of rain, lake level went from %.2f m to %.2f m on the gauge. %s" % (
            sum(x["rain_mm"] for x in days), days[0]["lake_level_m"], days[-1]["lake_level_m"],
            "Still rising." if days[-1]["lake_level_m"] > days[0]["lake_level_m"] else "It's actually dropped a bit.")
        return [("user", u), ("tool", "weather_forecast", {"args": {"location": "Hollins Mere", "history_days": 7,
                                                                    "include": ["rain", "lake_level"]}, "out": {"days": days}}),
                ("assistant", a)]

    def ep_party_enquiry(self):
        r = self.r
        who = self.person()
        n = r.randint(8, 16)
        while not self.b.ok("£%d" % (35 * n)):
            n = r.randint(8, 16)
        body = ("From: %s\nSubject: birthday party?\n\nHi, my daughter turns 10 in June and she's desperate to do a sailing party. "
                "There'd be about %d kids. Do you do that and what would it cost roughly?" % (who, n))
        u = "read this one and draft me an answer, we charge thirty five a head for a two hour taster, ten minimum"
        a = ("Draft:\n\nHi %s,\n\nWhat a great idea. We run two-hour taster parties for groups of ten or more at £35 per child, "
             "so for %d it would be £%d. That includes buoyancy aids, instructors and a safety boat; the café can do party "
             "food on top if you'd like. Send me a couple of dates and I'll check availability.\n\nRob" % (
                 who.split()[0], n, 35 * n))
        return [("user", u), ("tool", "mail_search", {"args": {"query": "birthday party", "limit": 1, "include_body": True},
                                                      "out": body}), ("assistant", a)]

    def ep_wetsuits(self):
        r = self.r
        sizes = ["kids S", "kids M", "kids L", "adult S", "adult M", "adult L", "adult XL"]
        cnt = [r.randint(0, 14) for _ in sizes]
        u = "wetsuit count, um, " + ", ".join("%s %d" % (s, c) for s, c in zip(sizes, cnt)) + ", and about four with ripped knees, can you make a table"
        a = "| Size | Count |\n|---|---|\n" + "\n".join("| %s | %d |" % (s, c) for s, c in zip(sizes, cnt)) + \
            "\n| **Total** | **%d** |\n\nPlus roughly 4 with ripped knees to repair or bin." % sum(cnt)
        return [("user", u), ("assistant", a)]

    def ep_vat(self):
        u = "Sue asked me when the VAT return is due and I said 'soon' which didn't go down well"
        a = ("For the quarter to 31 December it's due by 7 February, online. If Sue wants the figures early I can pull the card "
             "takings and fuel receipts together.")
        return [("user", u), ("assistant", a), ("user", "yes do that, she'll love you more than me")]

    def ep_memory(self):
        u = ("anyway where was I. oh, I was thinking on the way out about the year the whole lake froze and we had the Toppers "
             "on the ice like sledges, we'd never get away with that now")
        a = "Probably best that story stays off the website."
        return [("user", u), ("assistant", a), ("user", "ha, yes")]

    def ep_social_post(self):
        u = "write an instagram thing for the frost photo I took this morning, the boats all white"
        a = ("Frost on the fleet this morning ❄️⛵ Hard to believe in a few weeks these will be out on the water. Easter "
             "courses are open for booking, link in bio. #HollinsMere #sailing #lakedistrict")
        return [("user", u), ("assistant", a)]

    def ep_parts_list(self):
        r = self.r
        items = r.sample(["kill cords x6", "spark plugs for the Yamaha x4", "impeller kit for the Honda", "2-stroke oil 5L",
                          "shackles assorted", "Wayfarer jib sheets x2", "bungs for the Toppers x10", "fuel line 2m",
                          "gear oil x3", "cable ties"], 6)
        u = "parts order for Tom, " + ", ".join(items) + ", that's it I think, make it into a list for him"
        a = "Parts order for Tom:\n" + "\n".join("- [ ] " + x for x in items) + "\n\nWant me to email it to him?"
        return [("user", u), ("assistant", a), ("user", "yep")]

    def ep_should_we(self):
        r = self.r
        q = self.once("should", [
            ("should we open the café at nine or ten on Saturdays in March?",
             "Ten. The first courses don't start till half ten and the walkers don't come down till mid-morning in March."),
            ("should we get the kids' helmets in blue or red?",
             "Red: easier to spot on the water, and the Toppers' sails are white."),
            ("should I send the newsletter out now or after Easter bookings open?",
             "Send it the day bookings open, with the link. People book when they read it."),
            ("should we do hot chocolate with the taster sessions in March?",
             "Yes, it costs pennies and it's the thing kids remember."),
            ("should Kieran do his powerboat instructor course this spring or wait?",
             "This spring, before the season, otherwise he won't get the hours in."),
        ])
        u = join_voice(r, [self.cyc("open", OPEN_EN), q[0]], SEPS_EN)
        return [("user", u), ("assistant", q[1])]

    def ep_radio(self):
        u = "radio check with Jess on channel M2 was all scratchy, the handheld battery's probably knackered"
        a = "Worth swapping in a spare and logging it; I'll add a battery check to the kit list."
        return [("user", u), ("assistant", a)]

    def ep_ramble_only(self):
        r = self.r
        u = join_voice(r, [self.cyc("open", OPEN_EN), self.ramble(), self.ramble(), "anyway nothing for you really, just talking",
                           self.cyc("close", CLOSE_EN)], SEPS_EN)
        return [("user", u), ("assistant", r.choice(["No problem, I'm here.", "Happy to listen.", "OK!"]))]


PRODUCTS_EN = [("RYA Dinghy Level 1 (2 days)", 245, 1), ("RYA Dinghy Level 2 (2 days)", 265, 1), ("Wayfarer hire 2h", 70, 0),
               ("Squib hire half day", 140, 0), ("Family taster 2h", 35, 1), ("Private lesson 2h", 150, 0),
               ("RYA Powerboat Level 2", 295, 1), ("Junior club (term)", 180, 1), ("Paddleboard hire 1h", 22, 0),
               ("Hunter 707 day charter", 320, 0)]
BOATS_EN = ["WF-1 Curlew", "WF-2 Dunlin", "WF-3 Merlin", "WF-4 Snipe", "SQ-1 Puffin", "SQ-2 Tern", "H707 Osprey",
            "Q-1", "Q-2", "Q-3", "T-4", "T-5", "ILCA-2", "ILCA-6", "SUP-3", "SUP-5"]
BOOKING_NOTES_EN = ["", "", "Vegetarian lunch x1", "Nervous swimmer, put with Jess", "Gift voucher part-paid",
                    "Needs parking for minibus", "Returning customer", "Wants photos for school project",
                    "Booked via phone, card taken", "Asked about wetsuit sizes"]

# ======================================================================================
# Chinese content: 千岛湖 青屿帆船俱乐部 (seed 5)
# ======================================================================================

NEEDLE_NAMES_ZH = ["张立伟", "陈思远", "刘婉清", "赵海峰", "孙雅琪", "吴俊豪", "郑晓燕", "王梓涵", "冯国栋", "何静怡",
                   "许志强", "韩雪梅", "邓浩然", "曹文博", "彭丽娟", "蒋天宇", "谢明轩", "宋佳慧", "唐振华", "袁晓东",
                   "田蕊", "魏嘉诚", "范雨桐", "潘建军"]
D_NAMES_ZH = ["李建国", "王秀英", "刘洋", "陈磊", "黄伟", "赵敏", "林峰", "高玉兰", "罗军", "梁小红", "宋涛", "胡斌",
              "马丽", "朱晓明", "郭鹏", "徐芳", "孙浩", "杨丽", "吕强", "方琳", "钱多多", "叶子豪", "程亮", "沈梅"]

ROLES_ZH = [
    ("保险公司新来的理赔专员", "理赔专员", "鼎安财产保险淳安支公司"),
    ("来做年审的RYA考官", "RYA培训考官", "RYA中国培训中心"),
    ("雅马哈经销商的维修师傅", "高级维修技师", "杭州湾舷外机销售服务有限公司"),
    ("吊船的吊车司机", "吊装作业", "淳安县鑫达吊装"),
    ("给龙骨船做检验的验船师", "验船师", "浙江船舶检验服务中心"),
    ("湖区管委会的水上巡查员", "水上巡查", "千岛湖风景区管委会"),
    ("研学机构那边的对接人", "项目负责人", "新航线研学教育"),
    ("做帆的师傅", "帆厂负责人", "宁波海德帆具"),
    ("我老婆找的会计", "会计", "淳安诚信财务咨询"),
    ("海事处管我们这片的科长", "科长", "淳安县地方海事处"),
    ("体育局管水上项目的老师", "水上项目科员", "淳安县体育局"),
    ("给码头装灯的电工", "电工", "千岛湖明亮电气"),
    ("咖啡机的售后工程师", "售后工程师", "杭州豆匠咖啡设备"),
    ("隔壁游艇会的码头经理", "码头经理", "千岛湖游艇会"),
    ("文旅局对接活动的人", "活动对接", "淳安县文旅局"),
    ("做索具的师傅", "索具技师", "舟山远航索具"),
]

CMDS_ZH = [
    (lambda r: "sudo systemctl restart weewx", "气象站"),
    (lambda r: "journalctl -u weewx --since '%d hours ago' | tail -n %d" % (r.randint(2, 9), r.choice([50, 80, 150])), "气象站日志"),
    (lambda r: "fanji export --season 2027 --format csv --out ~/导出/%s.csv" % r.choice(["预约", "春季", "五一", "全部"]), "预约导出"),
    (lambda r: "rsync -av --delete ~/预约/ nas01:/volume1/backup/%s/" % r.choice(["yuyue", "office", "fanji"]), "办公室备份"),
    (lambda r: "ssh pi@jettycam.local 'sudo reboot'", "码头摄像头"),
    (lambda r: "ping -c %d 192.168.%d.%d" % (r.choice([4, 5, 10]), r.choice([0, 1, 31]), r.randint(20, 240)), "咖啡吧刷卡机"),
    (lambda r: "fanji sync --site qingyu --force --since %s" % r.choice(["yesterday", "2027-01-01", "today"]), "预约同步"),
    (lambda r: "crontab -l | grep -i %s" % r.choice(["backup", "rsync", "export"]), "查备份定时任务"),
    (lambda r: "docker compose -f ~/boathouse/docker-compose.yml restart %s" % r.choice(["mosquitto", "nodered", "grafana"]), "船库传感器"),
    (lambda r: "sudo tailscale up --ssh --hostname=%s" % r.choice(["office-mini", "weatherpi", "jettycam"]), "远程连接"),
    (lambda r: "curl -s http://weatherpi.local/api/%s | python3 -m json.tool" % r.choice(["now", "today", "wind"]), "实时风速"),
    (lambda r: "python3 rya_returns.py --year 2026 --quarter %d --centre QY" % r.randint(1, 4), "RYA季度报表"),
    (lambda r: "sudo apt update && sudo apt install --only-upgrade %s" % r.choice(["weewx", "tailscale", "mosquitto"]), "树莓派更新"),
    (lambda r: "nmcli dev wifi connect %s password 'qy%d888'" % (r.choice(["QY-Cafe-5G", "Boathouse", "QY-Staff"]), r.randint(10, 99)), "咖啡吧wifi"),
]

IDS_ZH = [
    ("研学团那单预约", "FJ", "booking"), ("公司团建那单", "FJ", "booking"), ("亲子营那单", "FJ", "booking"),
    ("婚纱照拍摄那单", "FJ", "booking"), ("上次拖车刮了那个理赔", "LP", "mail"), ("船厂那张维修发票", "FP", "mail"),
    ("我们的保单", "PD", "mail"), ("那张代金券", "DJ", "mail"), ("雅马哈配件订单", "YM", "mail"),
    ("帆的订单", "FB", "mail"), ("新救生艇的通航证", "TH", "mail"), ("吊车预约", "DC", "mail"), ("研学定金收据", "SJ", "mail"),
]

PORTS_ZH = ["码头摄像头", "气象站看板", "咖啡吧刷卡机", "预约系统的回调", "NAS", "船库传感器网关", "救生艇定位网关",
            "船库门禁", "会所里的风速显示屏", "监控录像机", "咖啡吧音箱", "办公室打印机"]

VERSIONS_ZH = ["J80上的佳明海图机", "办公室iPad上的帆迹", "气象站软件", "刷卡机固件", "雅马哈诊断软件",
               "1号艇的甚高频电台", "船库门禁控制器", "公众号里的预约小程序", "救生艇定位器固件", "咖啡吧收银软件",
               "NAS系统", "码头摄像头固件"]

MONEY_ZH = [("一整套主帆", 6000, 30000, 1), ("两台救生艇发动机的冬季保养", 2500, 9000, 1), ("租赁船的保险免赔额", 1500, 8000, 0),
            ("龙骨船吊装", 2000, 8000, 1), ("研学团的定金", 1000, 6000, 0), ("新的龙骨船拖车", 8000, 28000, 1),
            ("咖啡吧冰箱维修", 600, 3500, 1), ("RYA认证年费", 1500, 6000, 0), ("全年的码头泊位费", 5000, 20000, 0),
            ("取消那期二级课的退款", 1200, 4000, 0), ("J80的新索具", 4000, 15000, 1), ("码头灯的工程", 5000, 22000, 1),
            ("保险续保的保费", 12000, 45000, 0)]

CALC_ZH = [("团建那家公司%d个人做体验课 一个人%d", 8, 30, 180, 380),
           ("%d件新救生衣 一件%d", 6, 20, 160, 420),
           ("拍摄组租救生艇%d个小时 一小时%d", 4, 16, 300, 600),
           ("清明那几天外请教练%d天 一天%d", 5, 18, 600, 1200),
           ("%d袋咖啡豆 一袋%d", 10, 40, 90, 180),
           ("五一%d条小帆船包出去 一条%d", 4, 12, 350, 700)]

EVENTS_ZH = [("龙骨船吊装下水", 1), ("RYA年审", 1), ("今年第一期一级课", 0), ("保险公司验船", 1), ("咖啡吧重新开业", 0),
             ("教练复训", 1), ("研学团那一周", 1), ("去经销商那取发动机", 0), ("春季帆船赛", 0), ("动力艇二级课", 1),
             ("开放日", 0), ("游艇会年会", 0), ("员工急救培训", 1)]

DECISIONS_ZH = [
    ("把主帆换成海德帆厂的", "他们报价里包了第一年两次免费改帆", "主帆在网上那家大帆厂买", "一面便宜三百多", "主帆的事"),
    ("四月份工作日咖啡吧照常开", "清明那批营地的家长要在码头等一整天", "五一之前工作日咖啡吧先关着", "平时根本不赚钱", "咖啡吧营业时间"),
    ("把那条旧的J80卖掉", "验船报告说龙骨附近有几处发软", "两条J80今年都留着", "夏天两条都订满了", "那两条龙骨船"),
    ("把成人二级课挪到周六上", "一半学员周五请不了假", "二级课还是周四周五上", "一直都是这么排的", "二级课排期"),
    ("把2号艇的本田换成一台新的雅马哈30匹", "经销商说老本田的配件五一前到不了", "2号艇的老本田大修一下接着用", "大修只要新机一半的钱", "2号艇的发动机"),
    ("保险继续续鼎安的", "另一家的租船免赔额高了一倍", "保险换到海诚去", "保费便宜将近两千", "续保"),
    ("把线上预约的手续费取消掉", "好多家长在付款那一步就走了", "线上手续费涨一点", "刷卡手续费涨了", "预约手续费"),
    ("阿杰今年签全职", "没有第二个资深教练一天开不了两期课", "阿杰还是按天算钱", "不知道夏天会有多忙", "阿杰的合同"),
    ("龙骨船三月底下水", "船厂要把场地收回去修他们自己的船", "龙骨船等到四月中再下水", "之前水太冷根本没人租", "龙骨船下水"),
    ("少儿俱乐部放在周日上午", "上午的风一般比较小", "少儿俱乐部放周六下午", "家长说下午方便", "少儿俱乐部"),
    ("法定假日不再做体验课", "最近三次体验课都是亏的", "每个法定假日都照样做体验课", "一放出来就满", "假日体验课"),
    ("咖啡吧只收电子支付", "小雯每天晚上点现金要点四十分钟", "咖啡吧继续收现金", "来徒步的老人喜欢给现金", "咖啡吧收现金"),
    ("今年发动机保养自己做", "老孙雅马哈的技师课已经考下来了", "发动机全部送经销商保养", "保修好说", "发动机保养"),
    ("租船价格涨一成", "湖边别的租船点早就涨了", "租船价格再冻一年", "怕把老客人吓跑", "租船价格"),
    ("把游艇会那条二手J80买下来", "带一个拖车还有一套几乎全新的帆", "再多买几条小帆船不买龙骨船", "小船教学更好用", "第二条龙骨船"),
    ("工作船改烧生物柴油", "管委会说用了泊位费打九折", "工作船接着烧普通柴油", "生物柴油一升贵不少", "工作船用油"),
]

CONSTRAINTS_ZH = [
    ("放龙骨船出去", "预报阵风超过25节的时候", "大风天租龙骨船"),
    ("让客人把船划出去", "新免责书没签之前", "免责书"),
    ("开一级课", "水上没有持证救生艇驾驶员的情况下", "救生艇保障"),
    ("放救生艇下水", "熄火绳没测试之前", "救生艇检查"),
    ("让收银机开着", "咖啡吧柜台没人的时候", "咖啡吧收银"),
    ("用船厂那台旧吊车", "特种设备检验没签字之前", "吊车"),
    ("让8岁以下的孩子上OP", "码头上没有家长看着的时候", "小孩子上船"),
    ("给舷外机加油", "发动机还装在船上靠着浮码头的时候", "加油"),
    ("接龙骨船的预约", "保险公司没确认新船价之前", "龙骨船预约"),
    ("让教练一个人出船", "冬天下午四点以后", "教练单独出船"),
    ("租桨板", "水温低于8度的时候", "桨板出租"),
    ("在电话里答应退款", "没查预约条款之前", "退款"),
    ("用小救生艇一次拖两条以上的船", "风力超过4级的时候", "拖船"),
    ("把俱乐部的潜水服借出去", "对方没有预约课程的情况下", "潜水服"),
    ("打开滑道的大门", "吊车作业的时候", "滑道"),
]

QUESTIONS_ZH = [
    "冬天的课时能不能算进教练的带教时数",
    "帆船赛那天烧烤卖啤酒要不要单独办证",
    "租出去的船晚上停在浮标上保险管不管",
    "老孙自己换机油的话经销商还认不认保修",
    "管委会让不让我们在滑道边上再加一个浮码头",
    "那套旧龙骨船的帆二手还能卖几个钱",
    "咖啡机租赁的进项税能不能抵扣",
    "家长替17岁的孩子签的免责书到底有没有效",
    "码头每年开春是不是真的要有人来检测",
    "国外考的动力艇证书在这边能不能开救生艇",
    "帆迹能不能在上课前一天自动发短信提醒",
    "16岁以下的孩子没大人陪能不能进咖啡吧",
    "那个拖车从来不上路的话要不要年检",
    "钓鱼比赛那几天管委会能不能直接封湖不让我们出船",
    "以前那份浮标勘测报告新浮标还能不能用",
    "阿杰的教练证是不是开季之前就得复审",
]

V_ZH = {
    "name": [
        "{r}叫{n}",
        "{n}，就是{r}，早上来电话了",
        "现在{r}换成{n}了",
        "那个{r}，叫啥来着，{n}，对",
        "记一下 {n}是{r}",
        "{r}{n}说下周过来",
        "今年的{r}是{n}，不是去年那个",
        "刚才跟{n}通了电话，{r}，人挺好的",
        "{n}（{r}）加我微信了",
    ],
    "command": [
        "小刘说{t}要是再出问题就敲 {v}",
        "我外甥给我写了个条子 {t}用的：{v} 我也看不懂",
        "客服说{t}的命令是 {v} 一个字都不能错",
        "记一下 {t}：{v}",
        "按小刘说的敲了 {v} {t}就好了 这个记住",
        "{t}那个命令是 `{v}`",
        "把 {v} 存到笔记里 是{t}那个",
        "他就说你输 {v} 就行 {t} 说得好像我懂一样",
        "备忘：{t} -> {v}",
    ],
    "id": [
        "{t}是{v} 别弄丢了",
        "他们给的编号是{v}，{t}",
        "呃 {v} 这个是{t} 我照着单子念的",
        "以后给他们发消息都带上{v}，{t}",
        "{t}：{v}（中间那个是零不是O）",
        "帮我把{v}记成{t}",
        "是{v}。对。{t}",
        "{v}我写手上了 {t} 趁还没洗掉",
        "{t}的号码是{v}",
    ],
    "port": [
        "装的师傅说{t}走的是{v}端口",
        "{t}在{v}上 好像是",
        "小刘说路由器上给{t}开{v}端口",
        "端口是{v}，{t}的，他特意强调了",
        "{t}……端口{v}，不是默认那个，他改过",
        "记住{v}是{t}的端口",
        "{t}用的{v} 他说默认的跟别的冲突了",
        "IT笔记里{t}旁边写上{v}端口",
        "有人问就说{t}监听{v}端口",
    ],
    "version": [
        "{t}现在是{v}",
        "昨晚把{t}升到{v}了 搞了半天",
        "师傅说{t}就停在{v} 别再动它",
        "{t}屏幕上写的版本{v}",
        "客服问我们是不是{v} 就是{t}",
        "是{v}，{t}，我看过了",
        "{t}……{v}？对 {v}",
        "{t}出了{v} 说是修了死机的问题",
        "{t}装的是{v}，最新的是别的 无所谓",
    ],
    "money": [
        "{t}报价{v}",
        "{t}要{v}，说实话有点肉疼",
        "{t} {v} 含税 哦不对 不含税 不含",
        "他们{t}开口就要{v}",
        "{t}预算就{v} 多一分都不行",
        "{v}。{t}。我差点掉水里",
        "{t}去年就是{v} 今年一样",
        "表格里{t}写{v}",
        "{t}他说{v} 已经是友情价了",
    ],
    "date": [
        "{t}定在{v}",
        "{t}是{w} 哦不对 是{v}",
        "先把{v}留给{t}",
        "{t}改到{v}了",
        "{v} {t} 放日历里",
        "嗯 {t}……{v}吧？对 {v}",
        "{v}要{t} 谁都别请假",
        "邮件确认了 {t}是{v}",
        "{t}最早也要{v} 就那天",
    ],
    "decision": [
        "那就定了 {c} 因为{r}",
        "我想了一晚上 还是{c} 主要是{r}",
        "{c}吧，{r}",
        "最后决定：{c}（{r}）",
        "就{c}，没别的，{r}",
        "跟我老婆商量过了 {c} 毕竟{r}",
        "结论是{c}，理由嘛就是{r}",
        "{c}，这个不改了，{r}",
        "拍板了啊 {c} 原因很简单 {r}",
    ],
    "decision_rev": [
        "算了算了 前面说的不算 {c} 原因就是{r}",
        "我改主意了 还是{c}吧 {r}",
        "之前那个方案作废 {c} 因为{r}",
        "刚才说的你忘掉 最后是{c} {r}",
    ],
    "constraint": [
        "{c}一律不准{a}",
        "记住 {c}不能{a}",
        "规矩是{c}谁都不许{a}",
        "跟教练们说清楚 {c}绝对不能{a}",
        "我的底线就是{c}别{a}",
        "{c} 不要{a} 这个没得商量",
        "以后{c}就不{a}了 说死了",
        "新规定啊 {c}，禁止{a}",
        "{c}谁要是敢{a} 直接走人",
    ],
    "question": [
        "我一直想知道{q}",
        "你知道{q}吗 算了你先别查",
        "对了 {q}？先不管了",
        "有个事一直没搞明白 {q}",
        "谁知道{q}啊",
        "话说{q}，我也拿不准",
        "问一下哈 {q}",
        "{q}？这个有人问过没",
        "还有就是不知道{q} 回头再说",
        "我老在想{q} 然后一忙又忘了",
    ],
}

ACK_ZH = {
    "name": ["好的，这个人和职务已经存进通讯录了。", "记下了，以后给他们发东西我会用对名字。", "联系人已保存，备注了职务。"],
    "command": ["命令已经原样存进IT笔记了。", "一字不差地记到技术备忘里了。", "存好了，跟你发的一模一样。"],
    "id": ["编号记下了。", "已经把编号存到对应的记录下面了。", "编号存好了，放在单据备忘里。"],
    "port": ["端口已经写进网络笔记了。", "网络笔记更新了。", "端口记在设备旁边了。"],
    "version": ["版本号记到设备清单里了。", "设备清单已更新版本。", "版本记下了。"],
    "money": ["金额记到费用表里了。", "已经加到今年的预算表。", "这笔记到开支里了。"],
    "date": ["已经放进日历了。", "日历加上了。", "日期记好了。"],
    "decision": ["明白，这个就算定下来了。", "好，记为已决定，理由也记了。", "行，就按这个来，我记下了。"],
    "constraint": ["我会把这条加进操作规定和教练须知里。", "这条写进船库墙上的规定里。", "记为硬性规定，开会时我提醒大家。"],
}

OPEN_ZH = ["那个 嗯", "早 那个", "我在救生艇上 顺手说一下", "又是我", "风有点大 语音可能识别不准", "我又到湖上了",
           "说到哪了", "这条会有点长啊", "在查浮标 顺便说几件事", "喂 你在吧"]
FIRST_ZH = ["", "先说 ", "就是 ", "嗯 ", "第一个 "]
CONNECT_ZH = ["还有 ", "对了 ", "然后 ", "说到哪了 哦对 ", "另外 ", "还有个事 ", "差点忘了 ", "嗯 ", "再就是 "]
CLOSE_ZH = ["就这些", "先这样", "信号不好了", "回头再说", "好了 干活了", "就这么多 你记一下", "先这样吧 冷死了"]
SEPS_ZH = ["，", " ", "。", "…", "，那个，", " 然后 ", "，嗯，"]
RAMBLE_ZH = [
    "今天风转西了 船库那边一阵一阵的",
    "浮码头尽头又站着一只白鹭 跟它家似的",
    "小雯今天又煮那个玉米排骨汤了",
    "手机快没电了 我说快点",
    "有条OP又从小车上滑下来了 回头弄",
    "刚才靠浮标 六号浮标有点漂",
    "水冰得要命 刚伸手捞绳子 手都麻了",
    "阿杰在那条470上检查索具",
    "研学那个带队老师又发消息了 一连八条语音",
    "咖啡吧今天人还挺多 一月份哦",
    "发动机太吵了 我自己说啥都听不清",
    "哎等下 没事 以为对讲机掉水里了",
    "湖面今天特别平 对岸有点雾",
    "这条艇的油表又不准了",
    "滑道上早上结冰了 在意点",
    "老孙在棚里把雅马哈的罩子拆了",
    "有个大爷问我们能不能带人钓鱼 不能",
    "有个小伙子一月份穿短裤玩桨板 疯了",
    "咖啡又凉了 每次都这样",
    "我现在基本是用膝盖在开船",
    "王姐家的狗在我要捞浮标的地方追棍子",
    "太阳刚出来 暖和了大概一分钟",
    "桨叶上缠了一大团水草 等一下",
    "步道上两个游客冲我招手 我也傻乎乎地招回去",
    "老孙在棚里喊什么 听不清",
    "会所上的旗子东倒西歪 拿不定主意往哪边飘",
    "咖啡吧暖气开满了 玻璃上全是雾",
    "游艇会那帮人在放他们的裁判艇 真积极",
    "航道里漂着一根树枝 等下拖走",
    "我老婆刚发消息问支票本在哪 我哪知道",
    "北岸那几只天鹅又回来了 现在五只",
    "又有人把OP的桅杆扔在滑道上了",
    "这条艇的挡风罩破了 哪天记一下",
    "左脚靴子好像漏水 真好",
    "小雯在咖啡吧放歌放得老大声 我在湖上都听得见",
    "码头垃圾桶又被水鸟翻了",
    "船库上过年的彩灯还没摘 哈",
]
FILLER_ZH = ["那个", "嗯", "就是说", "反正", "然后"]
TASKS_ZH = [
    ("你帮我提醒一下明早给船厂打电话", "好，明早9点提醒你给船厂打电话。"),
    ("给小雯的订货单加上燕麦奶和纸杯", "已加到咖啡吧订货单：燕麦奶、纸杯。"),
    ("帮我给阿杰发个消息 说我晚点到 十点半吧", "草稿：“我晚点到，十点半左右。”要发吗？"),
    ("把买新的熄火绳加到待办里", "已加到待办：买新的熄火绳。"),
    ("提醒我看一下J80的舱底", "记下了：检查J80舱底积水。"),
    ("提醒我晚上把对讲机充上电", "好，晚上6点提醒你给对讲机充电。"),
    ("棚里采购单加一包扎带 又没了", "已加到棚里的采购单。"),
]

PRODUCTS_ZH = [("RYA帆船一级课（2天）", 1680, 1), ("RYA帆船二级课（2天）", 1880, 1), ("小帆船租赁2小时", 380, 0),
               ("J80半天租赁", 1200, 0), ("亲子体验课2小时", 260, 1), ("私教课2小时", 980, 0),
               ("动力艇二级课", 2200, 1), ("少儿俱乐部（学期）", 2600, 1), ("桨板租赁1小时", 120, 0),
               ("J80包船一天", 2800, 0)]
BOATS_ZH = ["OP-1", "OP-2", "OP-5", "激光-3", "激光-4", "470-1", "470-2", "J80 青屿号", "J80 白鹭号", "Hobie-1",
            "SUP-3", "SUP-6"]
BOOKING_NOTES_ZH = ["", "", "一位素食", "怕水，安排阿杰带", "代金券抵了一部分", "要停一辆大巴", "老客户",
                    "要拍照发朋友圈", "电话订的 已付定金", "问了潜水服尺码", "公司要开专票"]


class ZhContent(EnContent):
    SHORT = ["好的。", "收到。", "行。", "已办。", "👌", "好嘞。", "马上弄。"]

    def pool(self, key, items):
        return EnContent.pool(self, key, items)

    # ---- distractors -------------------------------------------------------------------
    def person(self):
        return self.r.choice(D_NAMES_ZH)

    def phone(self):
        return self.b.safe(lambda: "1%d%d %04d %04d" % (self.r.choice([3, 5, 8]), self.r.randint(0, 9),
                                                        self.r.randint(1000, 9999), self.r.randint(1000, 9999)))

    def landline(self):
        return self.b.safe(lambda: "0571-6%03d%04d" % (self.r.randint(100, 999), self.r.randint(1000, 9999)))

    def bref(self):
        return self.b.safe(lambda: "FJ-%05d" % self.r.randint(10000, 99999))

    def money(self, lo, hi):
        return self.b.safe(lambda: cny(self.r.randint(lo, hi)))

    def ddate(self, lo=20, hi=280):
        return self.b.safe(lambda: zh_date(self.b.day(lo, hi)))

    def ramble(self):
        s = self.cyc("ramble", RAMBLE_ZH)
        if self.r.random() < 0.3:
            s = self.r.choice(FILLER_ZH) + " " + s
        return s

    def gen_id(self, prefix):
        r = self.r
        if prefix == "FJ":
            return "FJ-%05d" % r.randint(10000, 99999)
        if prefix == "LP":
            return "LP%06d" % r.randint(100000, 999999)
        if prefix == "FP":
            return "FP-%08d" % r.randint(10000000, 99999999)
        if prefix == "PD":
            return "PDAA%d%02d%04d" % (r.randint(330, 339), r.randint(10, 99), r.randint(1000, 9999))
        if prefix == "DJ":
            return "DJQ-" + "".join(r.choice("ABCDEFGHJKMNPQRSTUVWXYZ23456789") for _ in range(5))
        if prefix == "YM":
            return "YMH%07d" % r.randint(1000000, 9999999)
        if prefix == "FB":
            return "FB-%04d-%s" % (r.randint(1000, 9999), r.choice(["QD", "OP", "J8"]))
        if prefix == "TH":
            return "QDH-27-%04d" % r.randint(1000, 9999)
        if prefix == "DC":
            return "DC%05d" % r.randint(10000, 99999)
        return "SJ-%05d" % r.randint(10000, 99999)

    def new_fact(self, kind, car):
        b, r = self.b, self.r
        f = {"kind": kind, "carrier": car}
        if kind == "name":
            role = self.pool("roles", ROLES_ZH).pop()
            while True:
                nm = r.choice(NEEDLE_NAMES_ZH)
                if b.take(nm):
                    break
            f.update(role=role, n=nm, r=role[0], first_only=False, needles=[nm])
            return f
        if kind == "command":
            while True:
                fn, thing = self.pool("cmds", CMDS_ZH).pop()
                c = fn(r)
                if b.take(c):
                    break
            f.update(v=c, t=thing, needles=[c])
            return f
        if kind == "id":
            if car == "assistant":
                while True:
                    v = "QY%d-%04d" % (2027, r.randint(100, 9998))
                    if b.take(v):
                        break
                f.update(v=v, t=None, needles=[v])
                return f
            pool = self.pool("ids", IDS_ZH)
            if car == "lookup":
                idx = [i for i, e in enumerate(pool) if e[2] == "booking"]
                if not idx:
                    car = f["carrier"] = "voice"
                    entry = pool.pop()
                else:
                    entry = pool.pop(idx[0])
            else:
                entry = pool.pop()
            if car == "tool" and entry[2] == "booking":
                f["via"] = "booking"
            while True:
                v = self.gen_id(entry[1])
                if b.take(v):
                    break
            f.update(v=v, t=entry[0], idtype=entry[2], needles=[v])
            return f
        if kind == "port":
            thing = self.pool("ports", PORTS_ZH).pop()
            while True:
                v = self.gen_port()
                if b.take(v):
                    break
            f.update(v=v, t=thing, needles=[v])
            return f
        if kind == "version":
            thing = self.pool("versions", VERSIONS_ZH).pop()
            while True:
                v = "%d.%d.%d" % (r.randint(1, 14), r.randint(0, 31), r.randint(0, 24))
                if b.take(v):
                    break
            f.update(v=v, t=thing, needles=[v])
            return f
        if kind == "money":
            if car == "assistant":
                while True:
                    sc = r.choice(CALC_ZH)
                    q = r.randint(sc[1], sc[2])
                    p = r.randint(sc[3] // 10, sc[4] // 10) * 10
                    v = cny(q * p)
                    if b.take(v):
                        break
                f.update(v=v, t=sc[0], q=q, p=p, needles=[v])
                return f
            pool = self.pool("money", MONEY_ZH)
            idx = [i for i, e in enumerate(pool) if e[3]] if car in ("paste", "tool") else []
            thing, lo, hi, _ = pool.pop(idx[0]) if idx else pool.pop()
            if car in ("paste", "tool") and not idx:
                f["carrier"] = "voice"
            while True:
                v = cny(r.randint(lo // 50, hi // 50) * 50)
                if b.take(v):
                    break
            f.update(v=v, t=thing, needles=[v])
            return f
        if kind == "date":
            pool = self.pool("events", EVENTS_ZH)
            idx = [i for i, e in enumerate(pool) if e[1]] if car in ("paste", "tool") else []
            ev = (pool.pop(idx[0]) if idx else pool.pop())[0]
            if car in ("paste", "tool") and not idx:
                f["carrier"] = "voice"
            while True:
                d = b.day(25, 290)
                v = zh_date(d)
                if b.take(v):
                    break
            f.update(v=v, t=ev, d=d, needles=[v])
            return f
        if kind == "decision":
            while True:
                e = self.pool("dec", DECISIONS_ZH).pop()
                if b.take(e[0], e[1]):
                    break
            f.update(c=e[0], r=e[1], alt=e[2], alt_r=e[3], topic=e[4], needles=[e[0], e[1]])
            return f
        if kind == "constraint":
            while True:
                e = self.pool("con", CONSTRAINTS_ZH).pop()
                if b.take(e[0], e[1]):
                    break
            f.update(a=e[0], c=e[1], topic=e[2], needles=[e[0], e[1]])
            return f
        while True:
            q = self.pool("q", QUESTIONS_ZH).pop()
            if b.take(q):
                break
        f.update(q=q, needles=[q])
        return f

    # ---- rendering -------------------------------------------------------------------------
    def frag(self, f):
        k = f["kind"]
        r = self.r
        if k == "name":
            return r.choice(V_ZH["name"]).format(n=f["n"], r=f["r"])
        if k == "date":
            w = self.b.safe(lambda: zh_date(f["d"] + timedelta(days=r.choice([-2, -1, 1, 2, 7]))))
            return r.choice(V_ZH["date"]).format(t=f["t"], v=f["v"], w=w)
        if k in ("command", "id", "port", "version", "money"):
            opts = [t for t in V_ZH[k] if "零不是O" not in t or "0" in f["v"]]
            return r.choice(opts).format(t=f["t"], v=f["v"])
        if k == "decision":
            key = "decision_rev" if f.get("reversed") else "decision"
            return r.choice(V_ZH[key]).format(c=f["c"], r=f["r"])
        if k == "constraint":
            return r.choice(V_ZH["constraint"]).format(a=f["a"], c=f["c"])
        return r.choice(V_ZH["question"]).format(q=f["q"])

    def ack(self, facts):
        out = []
        seen = set()
        for f in facts:
            if f["kind"] == "question" or f["kind"] in seen:
                continue
            seen.add(f["kind"])
            out.append(self.r.choice(ACK_ZH[f["kind"]]))
        return out

    def voice_unit(self, facts):
        r = self.r
        parts = [self.cyc("open", OPEN_ZH)]
        for i, f in enumerate(facts):
            if r.random() < 0.6:
                parts.append(self.ramble())
            parts.append((r.choice(FIRST_ZH) if i == 0 else r.choice(CONNECT_ZH)) + self.frag(f))
        acks = self.ack(facts)
        task = None
        if not acks or r.random() < 0.25:
            task = self.cyc("tasks", TASKS_ZH)
            parts.append(task[0])
        elif r.random() < 0.6:
            parts.append(self.ramble())
        parts.append(self.cyc("close", CLOSE_ZH))
        text = join_voice(r, parts, SEPS_ZH)
        reply = []
        if acks:
            reply.append(r.choice(["收到。", "好的，都记下了。", "明白。", "好嘞。", ""]))
            reply.extend(acks)
        if task:
            reply.append(task[1])
        if r.random() < 0.35:
            reply.append(r.choice(["湖上冷，注意保暖。", "滑道结冰，小心脚下。", "还有要查的随时说。", "趁有信号还有别的吗？"]))
        return [("user", text), ("assistant", "".join(x for x in reply if x))]

    def alt_unit(self, f):
        r = self.r
        line = r.choice([
            "我倾向于{alt} {ar} 不过我再想想",
            "{topic}我觉得就{alt}吧 {ar}",
            "随便说说啊 {alt}可能比较好 因为{ar}",
            "{topic}的话 我直觉是{alt} {ar} 先这么写着",
        ]).format(alt=f["alt"], ar=f["alt_r"], topic=f["topic"])
        text = join_voice(r, [self.cyc("open", OPEN_ZH), self.ramble(), line, self.cyc("close", CLOSE_ZH)], SEPS_ZH)
        reply = r.choice([
            "好，%s先按这个做初步计划，还没最终定。" % f["topic"],
            "先记成暂定方案，你要是改主意跟我说。",
            "作为起点挺合理的，先这么放着。",
        ])
        return [("user", text), ("assistant", reply)]

    def repeat_unit(self, f):
        r = self.r
        k, v = f["kind"], f["needles"][0]
        if k == "name":
            line = r.choice(["%s又打电话来了 还是那个事 我说你会发邮件给他" % v, "%s给我留了个语音 你跟进一下" % v])
            reply = "好，我下午发个跟进邮件，抄送你。"
        elif k == "date":
            line = r.choice(["再确认一下 %s还是%s对吧" % (f["t"], v), "提醒大家%s是%s 别到时候又说不知道" % (f["t"], v)])
            reply = "对，日历上没变。我提前一周给大家发提醒。"
        elif k == "money":
            line = r.choice(["我老婆看到%s%s 差点没背过气去" % (f["t"], v), "%s那个%s 你看下表里有没有" % (f["t"], v)])
            reply = "在费用表里，今年这季。她做账的时候我提醒她一下。"
        elif k == "id":
            line = r.choice(["要是他们打电话问%s 编号还是%s" % (f["t"], v), "%s的编号%s 他们电话里又问了一遍" % (f["t"], v)])
            reply = "对，跟存档的一致。"
        elif k == "version":
            line = "%s还是%s 没来得及升" % (f["t"], v)
            reply = "没事，设备清单先不动。"
        else:
            line = "小刘确认了 换了路由器以后%s还是%s" % (f["t"], v)
            reply = "好，那网络笔记不用改。"
        text = join_voice(r, [self.cyc("open", OPEN_ZH), self.ramble(), line, self.cyc("close", CLOSE_ZH)], SEPS_ZH)
        return [("user", text), ("assistant", reply)]

    # ---- documents ---------------------------------------------------------------------------
    def email_text(self, frm, addr, subject, body, sig, days_ago=None, to="zhoujianhua@qingyusailing.cn"):
        r = self.r
        d = START - timedelta(days=days_ago if days_ago is not None else r.randint(0, 6))
        hdr = "发件人：%s <%s>\n收件人：%s\n时间：%d年%d月%d日（%s）%02d:%02d\n主题：%s\n" % (
            frm, addr, to, d.year, d.month, d.day, WEEKDAYS_ZH[d.weekday()], r.randint(7, 20), r.randint(0, 59), subject)
        return hdr + "\n" + "\n\n".join(body) + "\n\n" + "\n".join(sig)

    def wechat(self, lines):
        r = self.r
        h, m = r.randint(7, 21), r.randint(0, 50)
        out = []
        for who, txt in lines:
            m += r.randint(0, 3)
            if m > 59:
                h, m = h + 1, m - 60
            out.append("%s %02d:%02d\n%s" % (who, h, m, txt))
        return "\n".join(out)

    def fact_email(self, f):
        r, b = self.r, self.b
        k = f["kind"]
        if k == "name":
            role = f["role"]
            prev = self.person()
            nv = f["nv"] = r.choice(["intro", "paperwork", "cover"])
            dano = b.safe(lambda: "DA%06d" % r.randint(100000, 999999))
            if nv == "intro":
                subj = "工作交接及自我介绍"
                body = ["周总您好：",
                        "我是%s的%s，之前贵俱乐部的业务由%s负责，从这个月起转由我来对接。资料我都看过了，整体没什么问题，"
                        "开季之前有几处细节想当面跟您确认一下。" % (role[2], f["n"], prev),
                        "我们系统里贵俱乐部的档案号是%s，您不用特意记，知道一下就行。我一般周二到周四在办公室，其他时间在外面跑。" % dano,
                        "下周我给您打电话，您有空也可以随时联系我。"]
            elif nv == "paperwork":
                subj = "需要签字的表格"
                body = ["周总您好：",
                        "上午电话里说的表格放在附件里了，麻烦第3页签字盖章，下周末之前寄回给我。",
                        "能填的我按去年的档案（%s）先填好了，船只数量那一栏还写的是%d条，有变化的话直接划掉改一下。" % (dano, r.randint(18, 30)),
                        "有问题打我电话。"]
            else:
                subj = "临时对接说明"
                body = ["周总好，", "跟您说一声，%s休假到三月底，这段时间贵俱乐部的事由我来跟。" % prev,
                        "目前没有要办的，开季前有什么事直接找我就行，档案号%s。" % dano]
            sig = ["此致", "", f["n"], "%s｜%s" % (role[1], role[2]), "电话：%s" % self.phone()]
            return (role[2], self.email_text(f["n"], "service@%s.cn" % b.hexid(6), subj, body, sig))
        if k == "id":
            who = self.person()
            body = ["周老板好，", "您上午电话里说的%s，我们这边已经登记好了，单据另外发您。" % f["t"],
                    "以后凡是这件事，麻烦都注明编号%s，这样直接到我手上，不然总台那边容易压着。" % f["v"],
                    "日期或者人数有变化直接回这封邮件就行。"]
            return (who, self.email_text(who, "%s@163.com" % b.hexid(8), "登记编号", body, ["谢谢", who]))
        if k == "money":
            tot = int(f["v"][1:])
            n_items = r.randint(2, 4)
            w = [r.uniform(0.5, 1.5) for _ in range(n_items)]
            vals = [int(tot / 10 * x / sum(w)) * 10 for x in w]
            vals[-1] += tot - sum(vals)
            labels = r.sample(["人工费", "材料费", "配件及耗材", "上门及运输", "旧件处理", "其他杂费", "设备租用", "检测费"], n_items)
            table = "\n".join("  %s：%d元" % (lb, v) for lb, v in zip(labels, vals))
            who = self.person()
            body = ["周总，", "按之前沟通的，%s的报价如下：" % f["t"], table, "合计（含税）：%s" % f["v"],
                    "报价有效期%d天，确定的话提前一周跟我说，好排工。" % r.choice([30, 60, 90])]
            return (who, self.email_text(who, "%s@qq.com" % b.n(10000000, 99999999), "报价单 BJ%s" % b.n(1000, 9999),
                                            body, ["%s 敬上" % who]))
        if k == "date":
            who = self.person()
            body = ["周总您好，", "跟您确认一下，%s定在%s（%s），我们大概%d点%s到，预计下午三点前结束，天气不好的话提前一天电话您改期。" % (
                f["t"], f["v"], WEEKDAYS_ZH[f["d"].weekday()], r.randint(8, 10), r.choice(["", "半"])),
                    "到时候麻烦安排个人开一下大门。"]
            return (who, self.email_text(who, "%s@126.com" % b.hexid(7), "时间确认", body, ["祝好", who]))
        if k == "constraint":
            who = self.person()
            body = ["周建华先生：", "根据续保前的风险评估，承保方在保单上新增了一条特别约定，自续保生效日起执行。",
                    "简单来说：%s请勿%s，否则由此产生的索赔将不予受理。" % (f["c"], f["a"]),
                    "其他条款与原保单一致，新的保单明细随后邮寄。"]
            return ("保险公司", self.email_text(who, "kehu@dingan-insurance.cn", "关于青屿帆船俱乐部保单的特别约定", body,
                                               ["%s" % who, "客户经理｜鼎安财产保险淳安支公司"]))
        if k == "version":
            who = self.person()
            body = ["周先生您好，", "截图收到。%s目前是%s，之前反映的死机问题这个版本已经修复了。" % (f["t"], f["v"]),
                    "如果再出现，请记下时间并把日志发给我们，我们会升级处理。",
                    "工单%s已关闭。" % b.safe(lambda: "#%d" % r.randint(10000, 99999))]
            return ("客服", self.email_text(who, "support@kefu-mail.cn", "回复：死机问题", body, ["客服中心 %s" % who]))
        if k == "port":
            who = self.person()
            body = ["周老板，", "今天都弄好了。记一下：%s现在走%s端口，默认那个跟%s冲突，我给改了。" % (f["t"], f["v"], "NAS" if f["t"] != "NAS" else "监控录像机"),
                    "登录信息给小刘了，发票随后开。"]
            return ("安装师傅", self.email_text(who, "%s@qq.com" % b.n(10000000, 99999999), "施工单", body, [who]))
        if k == "command":
            body = ["舅舅：", "上次给你演示的那个，%s用的，照着复制就行：" % f["t"], "    " + f["v"],
                    "要密码的话就是冰箱上贴的那个，别的什么都别敲！！"]
            return ("小刘", self.email_text("刘宇航", "liuyuhang2001@163.com", "那个命令", body, ["小刘"]))
        body = ["各位，", "周四教练会的纪要：",
                "1. 清明排班：阿杰出初稿。\n2. %s：同意%s，%s。\n3. 急救复训：日期还在等。" % (f["topic"], f["c"], f["r"]),
                "有写错的跟我说。"]
        return ("阿杰", self.email_text("王杰", "ajie@qingyusailing.cn", "会议纪要", body, ["阿杰"]))

    def paste_unit(self, f):
        f = dict({"role": ("", "", "", ""), "t": ""}, **f)
        r = self.r
        k = f["kind"]
        if k == "command" and r.random() < 0.6:
            doc = self.wechat([("小刘", "舅 %s那个" % f["t"]), ("小刘", f["v"]), ("小刘", "一个字都别改 空格也算"),
                               ("我", "好的"), ("小刘", "还有别再拔树莓派的电了"), ("我", "[OK]")])
            intro = r.choice(["把小刘的微信贴过来 别弄丢了：", "小刘发的 存一下："])
            reply = "小刘的说明已经存进IT笔记了，密码那句我故意没存。"
        elif k == "decision" and r.random() < 0.67:
            if r.random() < 0.5:
                doc = self.wechat([("老婆", "%s你跟阿杰商量好了没" % f["topic"]), ("我", "好了"),
                                   ("老婆", "就是%s 因为%s 对吧" % (f["c"], f["r"])), ("我", "对"), ("老婆", "好 我记账上了")])
                intro = "我老婆总结的 没错："
                reply = "好，记为已决定，理由按嫂子写的记了。"
            else:
                doc = "- %s：%s（%s）\n- 排班 问阿杰\n- 买OP塞子\n- 给鼎安打电话问免赔额" % (f["topic"], f["c"], f["r"])
                intro = "昨晚随手记的 有错别字别管："
                reply = "第一条记为已决定。OP塞子加到棚里采购单，鼎安的电话放明天待办。"
        elif k == "port" and r.random() < 0.5:
            who = r.choice(["装监控的老黄", "弱电的小林", "网络公司的罗工"])
            doc = self.wechat([(who, "周老板 都弄好了"), (who, "%s现在是%s端口" % (f["t"], f["v"])),
                               (who, "默认那个跟%s冲突 改掉了" % ("NAS" if f["t"] != "NAS" else "监控")), ("我", "好 谢谢"), (who, "发票回头开给你")])
            intro = "%s发来的：" % who
            reply = "好，网络笔记更新了。发票来了我提醒你。"
        else:
            src, doc = self.fact_email(f)
            intro = r.choice(["贴一下%s发来的 你看看：" % src, "%s来的邮件：" % src, "复制粘贴 %s的：" % src, "这封 %s" % src])
            reply = {
                "name": {"intro": "这是%s那边新对接人的自我介绍，之前的人不管了，下周会给你打电话。要我回封邮件约个时间吗？",
                         "paperwork": "这是%s那边发来的表格，第3页要签字盖章，下周末前寄回。要我周四提醒你吗？",
                         "cover": "%s那边原来的人休假到三月底，这段时间由发邮件的这位临时对接，目前不用做什么。"}.get(
                    f.get("nv"), "收到，%s。") % f["role"][2],
                "id": "这是%s的登记确认，编号我存到对应记录了，以后回复都带上。" % f["t"],
                "money": "报价单看了，分项加起来对得上，含税。要不要跟去年的比一下？",
                "date": "对方确认了，日历已加上，到时候记得安排人开门。",
                "constraint": "这是保单的特别约定，我加进操作规定和教练须知了，开季前最好让每个人都看一遍。",
                "version": "客服把工单关了，版本号我记到设备清单里了。",
                "port": "网络笔记更新了，发票到了我提醒你。",
                "command": "照小刘写的原样存进IT笔记了。",
                "decision": "纪要没问题，第2条我记为已决定。",
            }[k]
        text = intro + "\n\n" + doc
        if r.random() < 0.4:
            text += "\n\n" + r.choice(["就这样", "你怎么看", "唉", "先存着"])
        return [("user", text), ("assistant", reply)]

    def tool_unit(self, f):
        f = dict({"role": ("", "", "", ""), "t": ""}, **f)
        r, b = self.r, self.b
        k = f["kind"]
        if k == "id" and f.get("via") == "booking":
            kw = {"研学团那单预约": "研学", "公司团建那单": "团建", "亲子营那单": "亲子", "婚纱照拍摄那单": "婚纱"}.get(f["t"], "团")
            ask = r.choice(["帮我在帆迹里找一下%s 我要编号" % f["t"], "把%s调出来 他们问人数的事" % f["t"]])
            rec0 = self.booking(ref=f["v"], note="%s 发票后补" % f["t"])
            recs = [rec0] + [self.booking() for _ in range(r.randint(1, 3))]
            r.shuffle(recs)
            out = {"query": kw, "count": len(recs), "results": recs}
            return [("user", ask), ("tool", "booking_search", {"args": {"query": kw, "season": 2027}, "out": out}),
                    ("assistant", "找到了：%s，%d人，状态%s，带课%s。要我回他们人数的问题吗？" % (
                        rec0["product"], rec0["party_size"], ST_ZH[rec0["status"]], rec0["instructor"]))]
        if k in ("command", "port", "version"):
            asset = {"command": "IT/网络", "port": "IT/网络", "version": f["t"]}[k]
            entries = [self.maint_entry(asset) for _ in range(r.randint(2, 4))]
            special = self.maint_entry(asset)
            if k == "command":
                special["work"] = "小刘远程处理%s" % f["t"]
                special["notes"] = "再出现就运行：%s" % f["v"]
            elif k == "port":
                special["work"] = "%s重新配置" % f["t"]
                special["notes"] = "改到%s端口（默认端口与%s冲突），路由器端口转发已同步修改" % (
                    f["v"], "NAS" if f["t"] != "NAS" else "监控录像机")
            else:
                special["work"] = "固件升级"
                special["firmware"] = f["v"]
                special["notes"] = "现场升级，测试正常"
            entries.insert(r.randint(0, len(entries)), special)
            ask = {"command": "小刘上次怎么修好%s的 日志里有没有" % f["t"],
                   "port": "查一下维修日志 装的师傅把%s怎么弄的" % f["t"],
                   "version": "日志里%s是什么版本 客服在问" % f["t"]}[k]
            ask = join_voice(r, [self.cyc("open", OPEN_ZH), ask], SEPS_ZH)
            summ = {"command": "有记录：%s那条里小刘把命令原样写在备注里了，建议直接复制别手敲。" % special["date"],
                    "port": "%s那条记录写了：因为默认端口冲突改了端口，路由器转发也一起改了。" % special["date"],
                    "version": "最近一次固件升级是%s，测试正常，就按那条记录里的版本告诉客服。" % special["date"]}[k]
            return [("user", ask), ("tool", "maint_log_query", {"args": {"asset": asset, "limit": 10},
                                                                "out": {"asset": asset, "entries": entries}}),
                    ("assistant", summ)]
        src, doc = self.fact_email(f)
        q = {"name": "自我介绍 对接", "id": "编号", "money": "报价", "date": "确认", "constraint": "特别约定 鼎安"}.get(k, "最新")
        ask = {"name": r.choice(["帮我找一下%s那个新的人发的邮件 名字我忘了", "%s有封邮件 你帮我翻出来", "上礼拜%s谁给我发的邮件来着 找一下"]) % f["role"][2],
               "id": "邮箱里搜一下%s 我要他们的编号" % f.get("t"),
               "money": "把%s的报价从邮箱里翻出来" % f.get("t"),
               "date": "%s他们说的哪天来着 邮件里有" % f.get("t"),
               "constraint": "找一下鼎安发的那个特别约定 吓人的那封"}[k]
        ask = join_voice(r, [self.cyc("open", OPEN_ZH), ask] + ([self.ramble()] if r.random() < 0.5 else []), SEPS_ZH)
        others = [self.mail_hit() for _ in range(r.randint(1, 3))]
        out = "最匹配（含正文）：\n\n" + doc + "\n\n---\n其他结果：\n" + "\n".join(
            "- %s | %s | %s" % (o["date"], o["from"], o["subject"]) for o in others)
        summ = {"name": {"intro": "找到了：%s新对接人的自我介绍邮件，说下周给你打电话。",
                         "paperwork": "就是这封：%s发来的表格，第3页要签字盖章，下周末前寄回。",
                         "cover": "找到了：%s原来的对接人休假到三月底，这段时间换了人临时负责。"}.get(f.get("nv"), "找到了，%s。") % f["role"][2],
                "id": "就是这封。他们要求以后%s相关的都注明编号。" % f["t"],
                "money": "报价找到了，分项加起来跟合计一致，含税。",
                "date": "确认邮件找到了，上午到，要人开大门。",
                "constraint": "鼎安的特别约定，从续保生效日起执行，开季前最好给教练们讲一遍。"}[k]
        return [("user", ask), ("tool", "mail_search", {"args": {"query": q, "include_body": True, "limit": 4}, "out": out}),
                ("assistant", summ)]

    def lookup_unit(self, f):
        r = self.r
        self.b.expect[f["v"]] = 3
        ask = join_voice(r, [self.cyc("open", OPEN_ZH), self.ramble(),
                             r.choice(["帮我查一下%s 就是%s 他们要加两个人" % (f["v"], f["t"]),
                                       "%s调出来看看 %s 我记得尾款还没付" % (f["v"], f["t"])]),
                             self.cyc("close", CLOSE_ZH)], SEPS_ZH)
        rec = self.booking(ref=f["v"])
        return [("user", ask), ("tool", "booking_get", {"args": {"ref": f["v"]}, "out": rec}),
                ("assistant", "查到了：%s，%d人，%s。已付%d元，还差%d元。%s" % (
                    rec["product"], rec["party_size"], ST_ZH[rec["status"]], rec["paid_cny"], rec["balance_cny"],
                    r.choice(["加两个人的话得再派一条船。", "要不要给他们发个尾款提醒？"])))]

    def assistant_unit(self, f):
        r = self.r
        k = f["kind"]
        if k == "command":
            u = r.choice(["%s又抽风了 小刘不回消息 我该敲什么" % f["t"], "%s的命令是啥来着 我在办公室电脑上" % f["t"]])
            a = r.choice(["在办公室电脑上打开终端，输入：\n\n    %s\n\n重复运行也没关系。过两分钟还不行就等小刘。" % f["v"],
                          "终端里运行这个：\n\n`%s`\n\n照原样输入。" % f["v"]])
            return [("user", u), ("assistant", a), ("user", r.choice(["好", "我试试", "谢了"]))]
        if k == "id":
            cust = r.choice(["团建那家公司", "吴老师家的私教课", "研学机构的体验课", "拍摄组租艇", "游艇会的训练课"])
            last = "QY2027-%04d" % (int(f["v"][-4:]) - 1)
            u = "帮我给%s开个收款单 编号接着上一张 上一张是%s" % (cust, last)
            a = "收款单已生成，编号%s，日期今天，14天内付款，放在草稿里你先看看再发。" % f["v"]
            return [("user", u), ("assistant", a)]
        if k == "port":
            u = "小刘说%s跟%s抢同一个端口 改成哪个好？" % (f["t"], "NAS" if f["t"] != "NAS" else "监控录像机")
            a = "建议把%s改到%s。网络笔记里没有别的设备用它，也不在路由器自动分配的范围里。小刘那边端口转发也要跟着改。" % (
                f["t"], f["v"])
            return [("user", u), ("assistant", a), ("user", "好 我跟他说")]
        if k == "money":
            u = r.choice(["算一下 %s 一共多少", "%s 总共多少 我脑子冻住了"]) % (f["t"] % (f["q"], f["p"]))
            a = "%d × %d = %s。" % (f["q"], f["p"], f["v"]) + r.choice(["", "这是不含税的。", "还没算优惠。"])
            return [("user", u), ("assistant", a)]
        if k == "date":
            wk = r.choice([2, 3, 4, 5, 6])
            base = f["d"] - timedelta(weeks=wk)
            u = "船厂要是%d月%d号弄完 %s在那之后%d个礼拜 是哪天？" % (base.month, base.day, f["t"], wk)
            a = "%d周之后是%s，%s。要我把%s放进日历吗？" % (wk, f["v"], WEEKDAYS_ZH[f["d"].weekday()], f["t"])
            return [("user", u), ("assistant", a), ("user", "放吧")]
        if k == "decision":
            u = r.choice(["%s你说怎么弄 我来回想了好几遍", "说真的 %s我拿不定主意 你觉得呢"]) % f["topic"]
            a = r.choice(["要是我的话，%s，因为%s。另一个方案眼下省点钱，后面花得更多。",
                          "我的建议：%s。主要是%s。",
                          "我会选%s——%s。"]) % (f["c"], f["r"])
            return [("user", u), ("assistant", a), ("user", r.choice(["行 就这么办", "好吧 就按你说的", "同意 定了"]))]
        u = "%s该定个什么规矩？要教练们没法钻空子的那种" % f["topic"]
        a = r.choice(["建议定成硬规定：%s一律不得%s。写进教练须知和免责书材料里。",
                      "船库墙上就写一句：%s禁止%s。没有例外，不用判断。"]) % (f["c"], f["a"])
        return [("user", u), ("assistant", a), ("user", "对 就这条")]

    # ---- data generators -------------------------------------------------------------------
    def booking(self, ref=None, note=None, day=None):
        r, b = self.r, self.b
        prod, price, per = r.choice(PRODUCTS_ZH)
        d = day or b.day(30, 240)
        while True:
            ppl = r.randint(1, 10)
            units = ppl if per else max(1, (ppl + 1) // 2)
            tot = price * units
            if b.ok(str(tot)) and b.ok(cny(tot)):
                break
        st = r.choice(["confirmed", "deposit_paid", "deposit_paid", "provisional", "confirmed"])
        paid = tot if st == "confirmed" else (int(tot * 0.3) if st == "deposit_paid" else 0)
        h = r.choice([9, 10, 13, 14])
        return {
            "ref": ref or self.bref(),
            "created": "%sT%02d:%02d:00+08:00" % ((START - timedelta(days=r.randint(1, 90))).isoformat(), r.randint(7, 22), r.randint(0, 59)),
            "status": st,
            "customer": {"name": self.person(), "phone": self.phone(), "wechat": "wx_" + b.hexid(6)},
            "product": prod,
            "start": "%sT%02d:%s:00" % (d.isoformat(), h, r.choice(["00", "30"])),
            "end": "%sT%02d:00:00" % (d.isoformat(), h + r.choice([2, 3, 4])),
            "party_size": ppl,
            "boats": r.sample(BOATS_ZH, min(len(BOATS_ZH), max(1, units if not per else r.randint(1, 3)))),
            "instructor": r.choice(["阿杰", "小马", "待定", "阿杰"]),
            "price_cny": tot,
            "paid_cny": paid,
            "balance_cny": tot - paid,
            "source": r.choice(["小程序", "电话", "微信", "到店", "小程序"]),
            "notes": note if note is not None else r.choice(BOOKING_NOTES_ZH),
        }

    def maint_entry(self, asset):
        r, b = self.r, self.b
        d = START - timedelta(days=r.randint(3, 200))
        if asset in ("1号艇", "2号艇", "工作船"):
            parts = [{"part_no": b.safe(lambda: "%d%s-%05d-%02d" % (r.randint(6, 7), r.choice("ABCEHJK"), r.randint(10000, 99999), r.randint(0, 9))),
                      "desc": r.choice(["机油滤芯", "叶轮套件", "火花塞", "齿轮油", "锌块", "燃油滤清器"]),
                      "qty": r.randint(1, 4), "unit_cny": b.n(15, 480)} for _ in range(r.randint(1, 3))]
            return {"entry_id": b.safe(lambda: "WX-%05d" % r.randint(10000, 99999)), "date": d.isoformat(), "asset": asset,
                    "engine": {"1号艇": "雅马哈 F40（2016）", "2号艇": "本田 BF30（2012）", "工作船": "柴油机 25匹"}[asset],
                    "engine_hours": b.n(140, 2600) / 1.0,
                    "work": r.choice(["换机油机滤", "换叶轮", "换齿轮油", "换火花塞", "换油管和油泵球", "换锌块",
                                      "冬季封存：喷雾、放化油器", "测试熄火开关", "修整螺旋桨、换开口销"]),
                    "parts": parts, "labour_h": r.choice([0.5, 1.0, 1.5, 2.0, 3.0]),
                    "by": r.choice(["老孙", "老孙", "杭州湾舷外机", "周建华"]),
                    "notes": r.choice(["", "尾机油封有点渗，继续观察", "运转正常", "怠速偏高，下次保养调", "罩扣要换",
                                       "冷却水指示水流正常"])}
        return {"entry_id": b.safe(lambda: "WX-%05d" % r.randint(10000, 99999)), "date": d.isoformat(), "asset": asset,
                "work": r.choice(["目视检查", "断电重启", "清洁触点", "更换POE供电模块", "检查支架", "UPS电池测试",
                                  "硬盘健康检查", "配线架重新插线", "改密码"]),
                "by": r.choice(["小刘", "周建华", "装监控的老黄", "小刘"]),
                "cost_cny": r.choice([0, 0, b.n(30, 900)]),
                "notes": r.choice(["", "正常", "偶发，继续观察", "重启后正常", "重启前已连续运行%d天" % r.randint(3, 80)])}

    def mail_hit(self):
        r, b = self.r, self.b
        d = START - timedelta(days=r.randint(0, 40))
        return {"date": d.isoformat(), "from": r.choice([self.person(), "帆迹系统通知", "RYA中国培训中心", "杭州湾舷外机",
                                                         "鼎安保险", "千岛湖风景区管委会", "新航线研学教育", "电子税务局"]),
                "subject": r.choice(["新预约 %s" % self.bref(), "您的订单已发货", "回复：清明排期", "发票 %s" % b.n(10000, 99999),
                                     "一月简报", "回复：救生衣", "提醒：本期增值税申报", "询价", "回复：团队预约"])}

    def forecast(self, d, windy=None):
        fc = EnContent.forecast(self, d, windy)
        fc["location"] = "千岛湖 青屿码头"
        fc["lat"], fc["lon"] = 29.6052, 119.0437
        fc["source"] = "湖区气象 v3"
        zh_dir = {"SW": "西南", "WSW": "西南偏西", "W": "西", "WNW": "西北偏西", "NW": "西北", "S": "南", "SSW": "南南西",
                  "NE": "东北", "ENE": "东北偏东", "E": "东"}
        for h in fc["hourly"]:
            h["dir"] = zh_dir[h["dir"]]
        return fc

    # ---- fixed parts ----------------------------------------------------------------------
    def opener(self):
        r = self.r
        u = r.choice([
            "早。新的一年 新的一季 我决定今年啥都跟你说 我老婆说我再也不能往手背上记东西了 就是俱乐部那些事 预约 船 保险 咖啡吧 全都有 "
            "我基本在救生艇上跟你说 风声大你多担待",
            "喂喂 试一下 好 我是青屿帆船俱乐部的老周 接下来几天我把脑子里的事都倒给你 要开季了 头都大了 预约 发动机 续保 小雯的咖啡吧 "
            "我在湖上用语音说的 可能有点乱",
        ])
        a = "早，周总。今年就把我当你的手背吧。帆迹的预约、天气、邮箱、维修日志和日历我都能查，你直接说，我来整理。先从哪儿开始？"
        return [("user", u), ("assistant", a)]

    def day_break(self, i):
        r = self.r
        if i == 1:
            u = r.choice(["早！第二天了 今天早上船上全是霜 白花花的", "早 新的一天 两杯咖啡下去脸终于有知觉了"])
        else:
            u = r.choice(["又是早上 阴天 没风 正好弄发动机", "又一天 在湖上 阿杰来了 小马下午才到"])
        a = r.choice(["早。晚上没什么急事，就两个小程序新预约和一封简报。先弄哪个？", "早，周总。今天日历上除了你已经排的都空着，说吧。"])
        return [("user", u), ("assistant", a)]

    # ---- filler episodes -------------------------------------------------------------------
    def ep_weather(self):
        r = self.r
        d = START + timedelta(days=r.randint(1, 4))
        act = r.choice(["研学团的体验课", "小马的私教课", "冬训拉练", "查浮标", "一级课补课", "王姐家订的救生艇", "冬季船员培训"])
        u = join_voice(r, [self.cyc("open", OPEN_ZH), r.choice([
            "帮我看看%s的风 有%s 要是跟今天一样一阵一阵的我就不想弄了",
            "查一下%s的天气 是%s 你实话实说",
            "%s天气怎么样 %s 我有预感会很烂"]) % (WEEKDAYS_ZH[d.weekday()], act)], SEPS_ZH)
        fc = self.forecast(d)
        hrs = fc["hourly"]
        mg = max(hrs, key=lambda x: x["gust_kts"])
        lo = min(h["wind_kts"] for h in hrs)
        hi = max(h["wind_kts"] for h in hrs)
        rain = round(sum(h["precip_mm"] for h in hrs), 1)
        a = "%s：平均风%d到%d节，%s前后阵风最大%d节，%s风。全天降水约%.1f毫米，气温%.1f到%.1f度，水温%.1f度。" % (
            WEEKDAYS_ZH[d.weekday()], lo, hi, mg["time"], mg["gust_kts"], mg["dir"], rain,
            min(h["temp_c"] for h in hrs), max(h["temp_c"] for h in hrs), fc["water_temp_c"])
        u2 = r.choice(["那上午要不要取消", "那到底开不开 你会怎么弄", "我是不是该取消了"])
        if mg["gust_kts"] >= 22:
            a2 = "建议改期。阵风到%d节、水温才%.1f度，对新手来说太多了，而且最大的时候正好在课中间。第一个小时风小点，想保留的话可以缩短。" % (
                mg["gust_kts"], fc["water_temp_c"])
        else:
            a2 = "可以上。阵风基本在%d节以下，早上最小，建议照常，早点开始。多穿点，冷。" % (mg["gust_kts"] + 1)
        return [("user", u), ("tool", "weather_forecast", {"args": {"location": "千岛湖", "date": d.isoformat(), "hourly": True},
                                                           "out": fc}), ("assistant", a), ("user", u2), ("assistant", a2)]

    def ep_weather_paste(self):
        r = self.r
        d = START + timedelta(days=r.randint(2, 5))
        lv = [r.randint(3, 5) for _ in range(2)]
        txt = ("淳安县气象台%d月%d日06时发布：\n今天白天%s，%s风%d到%d级，阵风%d级；夜里%s。\n明天%s，气温%d～%d℃。\n"
               "千岛湖湖区：水上风力较大，请注意水上作业和游船安全。" % (
                   d.month, d.day, r.choice(["多云到阴", "阴有小雨", "晴转多云", "阴天"]), r.choice(["西南", "西北", "偏北", "东北"]),
                   lv[0], lv[0] + 1, lv[0] + 2, r.choice(["阴", "小雨转阴", "多云"]), r.choice(["多云", "阴转晴", "小雨"]),
                   r.randint(-1, 4), r.randint(6, 12)))
        u = "贴一下县气象台的 跟你那个从来对不上：\n\n" + txt + "\n\n你看龙骨船能出吗"
        g = lv[0] + 2
        a = ("阵风%d级大概是%s节左右。%s" % (g, {5: "17到21", 6: "22到27", 7: "28到33"}[g],
                                          "龙骨船缩帆上午可以，下午风大之前回来。" if g <= 6 else "租赁的话太大了，龙骨船留在浮标上，要出可以安排教练带着开。"))
        return [("user", u), ("assistant", a)]

    def ep_bookings_day(self):
        r = self.r
        d = START + timedelta(days=r.randint(60, 200))
        while d.weekday() != 5:
            d += timedelta(days=1)
        recs = [self.booking(day=d) for _ in range(r.randint(4, 8))]
        u = join_voice(r, [self.cyc("open", OPEN_ZH), "%d月%d号那个周六都有啥 我要知道排几个教练" % (d.month, d.day)], SEPS_ZH)
        ppl = sum(x["party_size"] for x in recs)
        inst = {}
        for x in recs:
            inst[x["instructor"]] = inst.get(x["instructor"], 0) + 1
        a = "那天%d单，一共%d人。按教练分：%s。%d单还是待确认。已订金额%d元，其中%d元还没收。" % (
            len(recs), ppl, "，".join("%s %d单" % kv for kv in sorted(inst.items())),
            sum(1 for x in recs if x["status"] == "provisional"), sum(x["price_cny"] for x in recs),
            sum(x["balance_cny"] for x in recs))
        u2 = r.choice(["那要不要再叫一个教练", "阿杰和小马俩人顶得住吗"])
        a2 = ("同时在水上%d个人，最好再加一个人，哪怕只是开救生艇的。" % ppl if ppl > 14 else "两个人够了，课不全重叠，每组人也不多。")
        return [("user", u), ("tool", "booking_search", {"args": {"date": d.isoformat(), "site": "qingyu"},
                                                         "out": {"date": d.isoformat(), "count": len(recs), "bookings": recs}}),
                ("assistant", a), ("user", u2), ("assistant", a2)]

    def ep_export_paste(self):
        r = self.r
        recs = [self.booking() for _ in range(r.randint(7, 11))]
        lines = ["编号,日期,客户,项目,人数,金额,已付,状态"]
        for x in recs:
            lines.append("%s,%s,%s,%s,%d,%d,%d,%s" % (x["ref"], x["start"][:10], x["customer"]["name"], x["product"],
                                                    x["party_size"], x["price_cny"], x["paid_cny"], ST_ZH[x["status"]]))
        owing = [x for x in recs if x["balance_cny"] > 0]
        u = "帆迹导出来的 三到五月的 帮我看看谁还欠钱\n\n" + "\n".join(lines)
        a = "%d单里有%d单还没付清，一共%d元：\n" % (len(recs), len(owing), sum(x["balance_cny"] for x in owing))
        a += "\n".join("- %s（%s）：%d元" % (x["customer"]["name"], x["ref"], x["balance_cny"]) for x in owing)
        a += "\n六周内开课的要不要先发个尾款提醒？"
        return [("user", u), ("assistant", a), ("user", r.choice(["先不用", "发吧", "过两天再说"])),
                ("assistant", r.choice(["好，先放着。", "好，草稿放在待发里你看一下。", "行，周五再提醒你。"]))]

    def ep_mail_generic(self):
        r = self.r
        hits = [self.mail_hit() for _ in range(r.randint(5, 8))]
        u = r.choice(["邮箱里有没有重要的 我礼拜二之后就没看过", "帮我扫一眼邮箱 有急事没 手机屏幕太小了"])
        a = "没有着火的事。礼拜二以来%d封，值得看的是：%s。其他是通知和简报。" % (
            len(hits), "；".join("%s发的“%s”" % (h["from"], h["subject"]) for h in hits[:2]))
        return [("user", u), ("tool", "mail_search", {"args": {"query": "in:inbox newer_than:4d", "limit": 20},
                                                      "out": {"count": len(hits), "messages": hits}}), ("assistant", a)]

    def ep_engine_hours(self):
        r = self.r
        asset = r.choice(["1号艇", "2号艇", "工作船"])
        ents = sorted([self.maint_entry(asset) for _ in range(r.randint(3, 5))], key=lambda e: e["date"])
        last = ents[-1]
        u = join_voice(r, [self.cyc("open", OPEN_ZH), "%s上次保养以后跑了多少小时 声音有点不对" % asset, self.ramble()], SEPS_ZH)
        a = "%s最近一条记录是%s（%s），当时%.0f小时，%s做的。之后没有完整保养的记录，你下次上船看一眼小时表，我帮你算间隔。" % (
            asset, last["date"], last["work"], last["engine_hours"], last["by"])
        return [("user", u), ("tool", "maint_log_query", {"args": {"asset": asset, "limit": 10},
                                                          "out": {"asset": asset, "entries": ents}}),
                ("assistant", a), ("user", "好 我看看 在罩子上哪儿来着"), ("assistant", "那台一般在舵柄上或者仪表板上。")]

    def ep_maint_add(self):
        r, b = self.r, self.b
        asset, issue = self.cyc("issues", [("2号艇", "天冷的时候怠速不稳还熄火"), ("1号艇", "翻机锁又卡了"), ("工作船", "舱底泵在转但抽不动水"),
                                 ("J80 白鹭号", "斜拉器的滑轮裂了"), ("470-2", "稳向板卡在一半"), ("J80 青屿号", "舵柄延长杆裂了")])
        u = join_voice(r, [self.cyc("open", OPEN_ZH), "记一下 %s %s 老孙来了让他看" % (asset, issue)], SEPS_ZH)
        out = {"status": "logged", "entry_id": b.safe(lambda: "WX-%05d" % r.randint(10000, 99999)), "asset": asset,
               "date": (START + timedelta(days=r.randint(0, 3))).isoformat(), "work": "故障报修：" + issue,
               "priority": r.choice(["normal", "high"]), "assigned_to": "老孙", "open_defects_for_asset": r.randint(1, 3)}
        return [("user", u), ("tool", "maint_log_add", {"args": {"asset": asset, "type": "defect", "text": issue, "assign": "老孙"},
                                                        "out": out}),
                ("assistant", "已记到%s名下，派给老孙，优先级%s。这条船现在有%d个没处理的故障。" % (
                    asset, "高" if out["priority"] == "high" else "普通", out["open_defects_for_asset"]))]

    def ep_cafe_machine(self):
        r = self.r
        while True:
            lease = r.randint(60, 110) * 10
            buy = r.randint(180, 320) * 100
            if all(self.b.ok(x) for x in (cny(lease), cny(buy), str(lease * 36))):
                break
        u = ("小雯又来跟我说咖啡机的事 老的那台底下不知道哪漏水 她找了个租的方案 一个月%d 租三年 包保养 或者买台二手的 大概%d "
             "你说租还是买" % (lease, buy))
        tot = lease * 36
        a = "三年租下来一共%d元，含保养。%s" % (tot, "买的账面上便宜，但二手机没保养合同，咖啡吧靠咖啡吃饭，赌不起，我选租。" if tot > buy
                                       else "直接买反而更便宜，二手那台要是检查过没问题，就买。")
        return [("user", u), ("assistant", a), ("user", "行 我跟她说"), ("assistant", "要不要给你老婆留个备注，让她知道有这笔？"),
                ("user", "要")]

    def ep_cold(self):
        r = self.r
        u = r.choice(["手指头已经没知觉了 我快用鼻子打字了", "冷到溅上来的水在仪表台上结冰", "提醒自己 好手套在车上 不在兜里"])
        a = r.choice(["先回去暖和一下，事情跑不了。要不等你回办公室再说？", "听着就冷。先说要紧的，剩下回屋里再说。"])
        return [("user", u), ("assistant", a)]

    def ep_rota(self):
        r = self.r
        d0 = date(2027, 4, 3)
        u = "帮我排一下清明那几天的班 阿杰全勤 小马周一不行 小雯说咖啡吧周六要加个人"
        rows = ["| 日期 | 上午水上 | 下午水上 | 咖啡吧 |", "|---|---|---|---|"]
        for i in range(5):
            d = d0 + timedelta(days=i)
            am = "阿杰 + 小马" if d.weekday() != 0 else "阿杰 + 老周"
            pm = r.choice(["阿杰", "小马", "阿杰 + 小马"]) if d.weekday() != 0 else "阿杰"
            cafe = "小雯" if d.weekday() != 5 else "小雯 + 你老婆"
            rows.append("| %d月%d日%s | %s | %s | %s |" % (d.month, d.day, WEEKDAYS_ZH[d.weekday()], am, pm, cafe))
        a = "初稿：\n\n" + "\n".join(rows) + "\n\n周一上午你顶小马，周六咖啡吧让嫂子帮忙。要改哪里？"
        return [("user", u), ("assistant", a), ("user", "我老婆会杀了我 不过就这样吧"), ("assistant", "这个就交给你自己沟通了。")]

    def ep_complaint(self):
        r = self.r
        who = self.person()
        txt = ("【大众点评】%s  ★★☆☆☆\n带孩子来上一级课，早上到了才说风大取消，开了%d公里过来的，八点一刻才打电话，说只能改期不能退款。"
               "安全第一我理解，但通知太晚了。" % (who, r.randint(40, 160)))
        u = "唉 这条 贴过来了 帮我写个回复 客气点 但天气原因我们只改期不退款\n\n" + txt
        a = ("回复草稿：\n\n您好，非常抱歉让您白跑一趟。那天早上阵风超过了新手安全范围，所以取消了课程；八点一刻才通知确实太晚，"
             "我们已经改了流程，以后天气取消七点半之前一定电话到。按我们的条款，天气原因可免费改到本季任意一天，"
             "您选两个日期我先帮您留着。——青屿帆船俱乐部 老周")
        return [("user", u), ("assistant", a), ("user", "可以 发吧"), ("assistant", "已回复。")]

    def ep_rya_checklist(self):
        u = "RYA年审要准备哪些东西 给我列个单子 我每次都漏"
        a = ("常规清单：\n1. 今年签字的操作规程\n2. 教练证、急救证、动力艇证，都要在有效期内\n3. 救生艇检查记录和发动机保养记录\n"
             "4. 每个项目的风险评估，已复核\n5. 事故登记本\n6. 保险单（公众责任险和租赁险）\n7. 学员记录和日志本盖章\n"
             "8. 救生衣和头盔的检查记录\n9. 应急预案和对讲机测试记录\n\n最容易漏的是急救证过期和救生衣检查记录。")
        return [("user", u), ("assistant", a), ("user", "救生衣记录 对 每次都是这个")]

    def ep_calendar(self):
        r = self.r
        evs = []
        for i in range(r.randint(4, 7)):
            d = START + timedelta(days=r.randint(1, 10))
            evs.append({"id": self.b.hexid(10), "title": r.choice(["看牙", "老孙来弄救生艇", "给鼎安回电话", "研学老师开会",
                                                                    "老婆对账", "咖啡豆到货", "家长会", "游艇会理事会", "去县里办证"]),
                        "start": "%sT%02d:%s:00" % (d.isoformat(), r.randint(8, 19), r.choice(["00", "30"])),
                        "duration_min": r.choice([30, 60, 90, 120]), "location": r.choice(["", "办公室", "船库", "县城", "电话"])})
        evs.sort(key=lambda e: e["start"])
        u = r.choice(["这礼拜和下礼拜日历上都有啥", "这礼拜哪天下午有空？"])
        a = "接下来10天：" + "；".join("%s %s" % (e["start"][5:16].replace("T", " "), e["title"]) for e in evs) + "。没列出来的下午都空着。"
        return [("user", u), ("tool", "calendar_list", {"args": {"from": START.isoformat(), "days": 10}, "out": {"events": evs}}),
                ("assistant", a)]

    def ep_scouts_email(self):
        r = self.r
        n = r.randint(18, 32)
        txt = ("周老师您好，跟您确认几件事：我们这次来%d个学生，11到14岁，带队老师%d位。救生衣需要自己带吗？有几个有潜水服，不是都有。"
               "还有一个男生是1型糖尿病，上水有没有问题？\n——%s" % (n, r.randint(3, 6), self.person()))
        u = "研学那个老师又来了 帮我回一下 客气点\n\n" + txt
        a = ("回复草稿：\n\n老师好，问得很细，谢谢。救生衣和头盔我们都提供，不用带；潜水服有的话带上，常用尺码我们也有备用的。"
             "1型糖尿病没问题，麻烦把他的护理方案发我们一份，让他随身带点零食装防水袋里，我们会提前跟那条船的教练交代。\n\n期待见面，老周")
        return [("user", u), ("assistant", a)]

    def ep_habits(self):
        r = self.r
        h = self.once("habits", [
            ("我每个礼拜一都自己去查浮标 也没啥原因 习惯了", "有些活儿自己看过才放心。"),
            ("天气预报三天以外的我基本不信 我看天", "湖边四面是山，这么做挺明智。"),
            ("我出船之前一定要先喝杯茶 不然一上午都烦", "看来这个没得商量。"),
            ("我一般开季先弄OP 因为最好装 也不知道为啥说这个", "给大家热热身也好。"),
            ("课程日期我一般让阿杰定 他比我会排", "让更擅长的人干，挺好的习惯。"),
            ("说实话我最烦做账 每年都拖到最后一天", "嫂子估计有话要说。"),
        ])
        u = join_voice(r, [self.cyc("open", OPEN_ZH), h[0], self.cyc("close", CLOSE_ZH)], SEPS_ZH)
        return [("user", u), ("assistant", h[1])]

    def ep_dog(self):
        r = self.r
        u = r.choice(["狗又从码头上跳下去追鸭子了 没事 就是湿透了 还特得意", "旺财把客人手上的三明治叼走了 我尴尬死了"])
        a = r.choice(["哈哈，咖啡吧门口备条毛巾吧。", "要不送客人一份三明治加杯咖啡。"])
        return [("user", u), ("assistant", a), ("user", "嗯嗯")]

    def ep_fuel(self):
        r, b = self.r, self.b
        ents = []
        tot_l = 0.0
        tot_c = 0.0
        for i in range(r.randint(4, 7)):
            l = round(r.uniform(12, 60), 1)
            ppl = round(r.uniform(7.6, 8.4), 2)
            c = round(l * ppl, 2)
            tot_l += l
            tot_c += c
            ast = r.choice(["1号艇", "2号艇", "工作船", "油桶"])
            ents.append({"date": (date(2026, 12, 1) + timedelta(days=r.randint(0, 30))).isoformat(),
                         "asset": ast, "fuel": "0号柴油" if ast == "工作船" else "92号汽油",
                         "litres": l, "price_per_l": ppl, "cost_cny": c, "receipt": b.safe(lambda: "R%d" % r.randint(100000, 999999))})
        ents.sort(key=lambda e: e["date"])
        u = "十二月油钱花了多少 我老婆做账要"
        a = "十二月加油%d次，共%.1f升，合计%.2f元，每笔都有票据记录。" % (len(ents), tot_l, tot_c)
        return [("user", u), ("tool", "maint_log_query", {"args": {"type": "fuel", "month": "2026-12"}, "out": {"entries": ents}}),
                ("assistant", a)]

    def ep_storm(self):
        r = self.r
        txt = ("【大风蓝色预警】淳安县气象台%d日16时发布：受冷空气影响，预计今天夜里到明天白天，我县将出现6～7级偏北大风，"
               "千岛湖湖面阵风可达8级。请做好水上作业、船只停靠等防风工作。" % START.day)
        u = "刚收到的\n\n" + txt + "\n\n要不要把OP都拖进棚里 是不是有点过了"
        a = "不算过。放在小车上的OP正是八级阵风最容易吹飞的。建议OP和激光进棚，470在停船区加绑，J80把横杆落下来，救生艇的罩子检查一遍。"
        return [("user", u), ("assistant", a), ("user", "好 吃完午饭我跟阿杰弄"), ("assistant", "日历上给你们放了下午一点。")]

    def ep_booking_move(self):
        r = self.r
        rec = self.booking()
        nd = self.b.day(40, 220)
        u = "%s打电话来 把他们的预约改到%d月%d号 时间不变" % (rec["customer"]["name"], nd.month, nd.day)
        out = {"ok": True, "ref": rec["ref"], "old_start": rec["start"], "new_start": nd.isoformat() + rec["start"][10:],
               "instructor": rec["instructor"], "boats_reassigned": rec["boats"], "customer_notified": True,
               "warnings": r.choice([[], ["该教练当天14:00另有预约"]])}
        a = "%s已改到新日期，时间不变，帆迹已经给客户发了通知。%s" % (rec["ref"], ("提醒：" + out["warnings"][0] + "。") if out["warnings"] else "没有冲突。")
        return [("user", u), ("tool", "booking_update", {"args": {"ref": rec["ref"], "start_date": nd.isoformat(), "notify": True},
                                                         "out": out}), ("assistant", a)]

    def ep_refund_terms(self):
        u = "有人问 开课前48小时取消能退钱吗 我们条款到底怎么写的 我2019年写的 早忘了"
        a = "你们的条款：提前14天以上，全额退扣50元手续费；7到14天，退一半或免费改期；7天以内不退，能补上人的话可以改期。所以48小时的话，只有有人接这个名额才能改期。"
        return [("user", u), ("assistant", a), ("user", "有点狠 不过也合理")]

    def ep_blurb(self):
        u = "帮我写几句公众号的开季文案 别太土"
        a = "青屿帆船俱乐部清明开季。RYA帆船课程、龙骨船体验、小帆船租赁，在千岛湖最安静的一片水域；上岸以后，码头上有一杯像样的咖啡等你。现已开放预约。"
        return [("user", u), ("assistant", a), ("user", "像样的咖啡 小雯会喜欢"), ("assistant", "就是这个意思。")]

    def ep_personal_date(self):
        d = self.b.day(10, 40)
        wrong = d - timedelta(days=1)
        u = "帮我把看牙放进去 %d号 哦不对 %d号 %d月的 早上九点十分" % (wrong.day, d.day, d.month)
        a = "已添加：%d月%d号（%s）09:10 看牙。" % (d.month, d.day, WEEKDAYS_ZH[d.weekday()])
        return [("user", u), ("assistant", a)]

    def ep_quotes_compare(self):
        r = self.r
        while True:
            a1 = r.randint(180, 320) * 100
            a2 = a1 + r.randint(-50, 70) * 100
            if self.b.ok(str(a1)) and self.b.ok(str(a2)) and self.b.ok(str(abs(a1 - a2))):
                break
        u = ("浮码头尽头那段重新铺板 两家报价 都贴上：\n\n湖畔木作：尽头段更换防腐木面板，6.2米×2.4米，拆除旧板并清运，%d元（不含税），工期3天，二月开工。\n\n"
             "千岛湖水工：尽头段塑木面板，含必要时更换龙骨，%d元（不含税），工期2天，三月开工。" % (a1, a2))
        a = "差%d元（不含税）。水工那家含了必要时换龙骨，塑木也不用上油；木作那家只写了面板，没提龙骨，一般额外的钱就出在这儿。建议先让木作确认龙骨再比。" % abs(a1 - a2)
        return [("user", u), ("assistant", a), ("user", "有道理 我问问")]

    def ep_first_aid(self):
        r = self.r
        d0 = START - timedelta(days=r.randint(300, 700))
        hits = [{"date": d0.isoformat(), "from": "红十字会培训中心", "subject": "救护员证书 - 王杰", "snippet": "证书有效期三年"},
                self.mail_hit(), self.mail_hit()]
        u = "阿杰的急救证什么时候到期 邮件里应该有"
        a = "证书邮件是%s发的，有效期三年，大概%d年%d月到期。%s" % (d0.isoformat(), d0.year + 3, d0.month,
                                                  "本季结束前就到期了，给他报个复训。" if d0.year + 3 <= 2027 else "这一季没问题。")
        return [("user", u), ("tool", "mail_search", {"args": {"query": "急救 证书 王杰", "limit": 5}, "out": {"messages": hits}}),
                ("assistant", a)]

    def ep_lake_level(self):
        r = self.r
        days = []
        for i in range(7):
            d = START - timedelta(days=7 - i)
            days.append({"date": d.isoformat(), "rain_mm": round(r.uniform(0, 22), 1), "lake_level_m": round(104.2 + r.uniform(-0.2, 0.6), 2)})
        u = "水位是不是还在涨 滑道底下又淹了"
        a = "最近7天降水%.1f毫米，水位从%.2f米到%.2f米。%s" % (sum(x["rain_mm"] for x in days), days[0]["lake_level_m"],
                                                 days[-1]["lake_level_m"], "还在涨。" if days[-1]["lake_level_m"] > days[0]["lake_level_m"] else "其实还降了一点。")
        return [("user", u), ("tool", "weather_forecast", {"args": {"location": "千岛湖", "history_days": 7, "include": ["rain", "lake_level"]},
                                                           "out": {"days": days}}), ("assistant", a)]

    def ep_party_enquiry(self):
        r = self.r
        who = self.person()
        n = r.randint(8, 16)
        while not self.b.ok(str(260 * n)):
            n = r.randint(8, 16)
        body = "发件人：%s\n主题：生日派对\n\n您好，我女儿六月满十岁，特别想办个帆船生日会，大概%d个小朋友，你们做吗？大概多少钱？" % (who, n)
        u = "看下这封 帮我回 两小时体验课一个孩子260 最少十个"
        a = "草稿：\n\n%s您好，\n\n这个主意太好了。十人以上的两小时体验派对每个孩子260元，%d个孩子是%d元，含救生衣、教练和救生艇保障；咖啡吧也可以另外准备派对餐点。发两个日期给我，我先帮您看档期。\n\n老周" % (
            who, n, 260 * n)
        return [("user", u), ("tool", "mail_search", {"args": {"query": "生日派对", "limit": 1, "include_body": True}, "out": body}),
                ("assistant", a)]

    def ep_wetsuits(self):
        r = self.r
        sizes = ["儿童S", "儿童M", "儿童L", "成人S", "成人M", "成人L", "成人XL"]
        cnt = [r.randint(0, 14) for _ in sizes]
        u = "潜水服点了一下 嗯 " + " ".join("%s%d件" % (s, c) for s, c in zip(sizes, cnt)) + " 还有四件左右膝盖破了 做个表"
        a = "| 尺码 | 数量 |\n|---|---|\n" + "\n".join("| %s | %d |" % (s, c) for s, c in zip(sizes, cnt)) + \
            "\n| **合计** | **%d** |\n\n另外约4件膝盖破了，待补或报废。" % sum(cnt)
        return [("user", u), ("assistant", a)]

    def ep_vat(self):
        u = "我老婆问我这季度增值税什么时候报 我说快了 她不太高兴"
        a = "四季度的一般在1月征期内申报，今年截止日以电子税务局通知为准，通常是1月中旬。她要数据的话我可以先把刷卡收入和油票汇总出来。"
        return [("user", u), ("assistant", a), ("user", "弄吧 她会比喜欢我还喜欢你")]

    def ep_memory(self):
        u = "说到哪了 哦 我刚才出来路上在想 有一年冬天湖边结冰 我们把OP拖到冰上当雪橇 现在可不敢了"
        a = "这个故事还是别放公众号了。"
        return [("user", u), ("assistant", a), ("user", "哈哈 对")]

    def ep_social_post(self):
        u = "早上拍的那张霜的照片 帮我配个抖音文案 船全白了"
        a = "一夜霜冻，船全白了❄️⛵ 再过几周它们就要下水了。清明课程已开放预约，主页有链接。#千岛湖 #帆船 #青屿帆船"
        return [("user", u), ("assistant", a)]

    def ep_parts_list(self):
        r = self.r
        items = r.sample(["熄火绳6根", "雅马哈火花塞4个", "本田叶轮套件", "二冲程机油5升", "各种卸扣", "470前帆缆绳2根",
                          "OP塞子10个", "油管2米", "齿轮油3瓶", "扎带"], 6)
        u = "给老孙的配件单 " + " ".join(items) + " 差不多了 给他列个清单"
        a = "老孙的配件单：\n" + "\n".join("- [ ] " + x for x in items) + "\n\n要我直接微信发给他吗？"
        return [("user", u), ("assistant", a), ("user", "发")]

    def ep_should_we(self):
        r = self.r
        q = self.once("should", [
            ("三月周六咖啡吧九点开还是十点开？", "十点。第一节课十点半才开始，三月来徒步的也是上午晚些才下来。"),
            ("孩子的头盔买蓝的还是红的？", "红的。水上好认，OP的帆又是白的。"),
            ("公众号推文现在发还是等清明预约开了再发？", "预约开放那天发，带上链接，大家看到就能订。"),
            ("三月的体验课要不要送热巧克力？", "送，成本很低，孩子们记住的就是这个。"),
            ("小马今年春天去考动力艇教练还是再等等？", "今年春天，开季之前，不然时数攒不够。"),
        ])
        u = join_voice(r, [self.cyc("open", OPEN_ZH), q[0]], SEPS_ZH)
        return [("user", u), ("assistant", q[1])]

    def ep_radio(self):
        u = "刚才跟阿杰在对讲机上试了一下 全是杂音 手台电池估计不行了"
        a = "先换块备用电池，记一下；我在装备清单上加一项电池检查。"
        return [("user", u), ("assistant", a)]

    def ep_ramble_only(self):
        r = self.r
        u = join_voice(r, [self.cyc("open", OPEN_ZH), self.ramble(), self.ramble(), "反正没啥要你做的 就是说说", self.cyc("close", CLOSE_ZH)], SEPS_ZH)
        return [("user", u), ("assistant", r.choice(["没事，我在。", "你说，我听着。", "好嘞！"]))]


ST_ZH = {"confirmed": "已确认", "deposit_paid": "已付定金", "provisional": "待确认"}


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
            cid = "call_cu%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cu%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cu%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cu%d" % n, "createdAt": ts,
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

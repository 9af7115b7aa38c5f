#!/usr/bin/env python3
"""Held-out retention set "bs": a retired railway engineer researching his family tree.

usage: gen.py OKBOT WORKDIR [SEED ...]
  env PER_KIND (default 10) facts per kind per conversation, SUMMARY_MAX (default 2000).
  The last seed's conversation is in Simplified Chinese.
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import date, datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ---------------------------------------------------------------- English pools
EN_FIRST_M = ["Gareth", "Thomas", "William", "Evan", "Idris", "Dafydd", "Rhys", "Owen", "Alun", "Emlyn",
              "Walter", "Edwin", "Ernest", "Albert", "Cyril", "Harold", "Percy", "Arthur", "Frederick",
              "Samuel", "Isaac", "Morgan", "Llewellyn", "Geraint", "Hywel", "Bryn", "Trevor", "Ivor",
              "Glyn", "Clifford", "Stanley", "Reginald", "Horace", "Ebenezer", "Josiah", "Enoch", "Aneurin"]
EN_FIRST_F = ["Hester", "Eluned", "Mair", "Gwenllian", "Margery", "Sarah", "Catherine", "Elizabeth", "Rachel",
              "Bronwen", "Nesta", "Olwen", "Sian", "Megan", "Rhiannon", "Dilys", "Glenys", "Beryl", "Edna",
              "Florence", "Gladys", "Winifred", "Ada", "Lilian", "Jane", "Hannah", "Martha", "Esther",
              "Phoebe", "Keziah", "Myfanwy", "Carys", "Angharad", "Ceinwen", "Harriet", "Louisa"]
EN_SUR = ["Pryce", "Bowen", "Jenkins", "Prosser", "Watkins", "Powell", "Harries", "Gwilym", "Probert",
          "Meredith", "Rowlands", "Beddoe", "Parry", "Vaughan", "Gittins", "Protheroe", "Cadogan", "Bevan",
          "Howells", "Tudor", "Nicholas", "Rees", "Griffiths", "Pugh", "Ashworth", "Kershaw", "Lockwood",
          "Sutcliffe", "Whitworth", "Greenhalgh", "Entwistle", "Crossley", "Haworth", "Llewellin", "Cornish",
          "Tranter", "Gould", "Mathias", "Phillpotts", "Duggan", "Kinsella", "Ruck", "Oakley", "Waite"]
EN_PLACES = ["Pontypool", "Abersychan", "Blaenavon", "Crumlin", "Risca", "Abergavenny", "Tredegar", "Ebbw Vale",
             "Rhymney", "Caerphilly", "Llanhilleth", "Cwmbran", "Panteg", "Trevethin", "Griffithstown",
             "Talywain", "Varteg", "Nantyglo", "Brynmawr", "Aberbeeg", "Newbridge", "Crewe", "Swindon",
             "Wolverton", "Shrewsbury", "Llandovery", "Neath", "Cwmavon", "Pontnewynydd", "Garndiffaith"]
EN_ARCH = ["Gwent Archives", "Glamorgan Archives", "Powys Archives", "Herefordshire Archive", "Cheshire Archives",
           "Shropshire Archives", "West Glamorgan Archives", "the Wiltshire and Swindon History Centre",
           "the National Library at Aberystwyth", "the Borthwick"]
EN_ARCH_SHORT = ["Ebbw Vale", "Cardiff", "Llandrindod", "Hereford", "Chester", "Shrewsbury", "Swansea",
                 "Chippenham", "Aberystwyth", "York", "Kew"]
EN_DOCS = ["tithe map", "vestry minutes", "staff register", "pay book", "enclosure award",
           "burial register", "banns book", "rate book", "school log book", "workhouse admission book",
           "militia attestations", "estate map", "valuation field book", "quarter sessions rolls",
           "lodge minute book"]
EN_RAIL = ["GWR", "LNWR", "Taff Vale", "Rhymney Railway", "Monmouthshire Railway", "Midland",
           "Brecon and Merthyr", "Barry Railway", "Sirhowy Railway"]
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
             "October", "November", "December"]
EN_WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
EN_COUNTY = ["Monmouthshire", "Glamorgan", "Breconshire", "Herefordshire", "Cheshire", "Shropshire"]
EN_OCC_M = ["platelayer", "railway porter", "engine driver", "signalman", "coal miner", "puddler", "carter",
            "fitter", "goods guard", "ganger", "locomotive fireman", "wagon repairer", "stoker", "shunter"]
EN_OCC_F = ["domestic servant", "dressmaker", "laundress", "schoolmistress", "tailoress", "shopkeeper",
            "charwoman", "milliner"]
EN_DBS = ["FreeCEN", "FamilySearch", "FreeBMD", "the NRM staff index", "Gwent Archives catalogue",
          "Welsh Newspapers Online", "TNA Discovery", "FreeREG"]


def ordsuf(d):
    return "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


class Reg:
    """Keeps every generated value mutually non-overlapping (no substring relations)."""

    def __init__(self, fixed):
        self.items = []
        self.fixed = fixed

    def ok(self, s):
        if s in self.fixed:
            return False
        for t in self.items:
            if s in t or t in s:
                return False
        return True

    def add(self, s):
        self.items.append(s)


class Base:
    def p(self, seq):
        return self.rng.choice(seq)

    def ri(self, a, b):
        return self.rng.randint(a, b)

    def chance(self, x):
        return self.rng.random() < x

    def uniq(self, fn, tries=400):
        s = None
        for _ in range(tries):
            s = fn()
            if self.reg.ok(s):
                self.reg.add(s)
                return s
        self.reg.add(s)
        return s

    def uniq_multi(self, fn, tries=400):
        vals = None
        for _ in range(tries):
            vals = fn()
            if len(set(vals)) == len(vals) and all(self.reg.ok(x) for x in vals) and \
                    not any(a != b and (a in b) for a in vals for b in vals):
                for x in vals:
                    self.reg.add(x)
                return vals
        for x in vals:
            self.reg.add(x)
        return vals

    # --- English helpers
    def pron(self, g):
        return {"he": "he" if g == "m" else "she", "him": "him" if g == "m" else "her",
                "his": "his" if g == "m" else "her", "He": "He" if g == "m" else "She"}

    def en_fullname(self, g=None):
        g = g or self.p("mf")
        return self.uniq(lambda: "%s %s" % (self.p(EN_FIRST_M if g == "m" else EN_FIRST_F), self.p(EN_SUR))), g

    def en_id(self, typ):
        L = "BCDFGHJKLMNPQRSTVWXZ"
        A = L + "23456789"
        def mk():
            if typ == "census":
                return self.p(["RG9/%d", "RG10/%d", "RG11/%d", "RG12/%d", "RG13/%d", "HO107/%d"]) % self.ri(1100, 5999)
            if typ == "rail":
                return "RAIL %d/%d" % (self.p([264, 410, 414, 427, 463, 1057]), self.ri(100, 999))
            if typ == "fs":
                return "".join(self.p(A) for _ in range(4)) + "-" + "".join(self.p(A) for _ in range(3))
            if typ == "gro":
                return "%s%s%06d" % (self.p(["WMN", "GRO", "PDF"]), self.ri(26, 27), self.ri(100000, 999999))
            if typ == "arch":
                return self.p(["D.Pa.%d/%d/%d", "D%d/%d/%d", "Q/SR/%d/%d/%d"]) % (self.ri(11, 1899), self.ri(1, 9), self.ri(10, 99))
            if typ == "enq":
                return "ENQ-%05d" % self.ri(10000, 99999)
            if typ == "book":
                return "BK%s%04d" % (self.p(L), self.ri(1000, 9999))
            if typ == "person":
                return "I%05d" % self.ri(10000, 99999)
            return "X%d" % self.ri(100000, 999999)
        return self.uniq(mk)

    def en_money(self, cur="£", lo=300, hi=9000):
        """an amount between lo and hi pence (cents), written the way a person would"""
        def mk():
            p = self.ri(lo // 5, hi // 5) * 5
            if p >= 500 and p % 100 == 0 or (p >= 2000 and self.chance(0.4)):
                return "%s%d" % (cur, p // 100)
            return "%s%d.%02d" % (cur, p // 100, p % 100)
        return self.uniq(mk)

    def en_hist_date(self):
        def mk():
            y, m, d = self.ri(1838, 1929), self.ri(1, 12), self.ri(1, 28)
            M = EN_MONTHS[m - 1]
            f = self.ri(0, 3)
            if f == 0:
                return "%d %s %d" % (d, M, y)
            if f == 1:
                return "%d%s %s %d" % (d, ordsuf(d), M, y)
            if f == 2:
                return "%d%s of %s %d" % (d, ordsuf(d), M, y)
            return "%d %s %d" % (d, M[:3], y)
        return self.uniq(mk)

    def en_future_date(self):
        def mk():
            dt = date(2026, 12, 1) + timedelta(days=self.ri(0, 120))
            wd = EN_WD[dt.weekday()]
            M = EN_MONTHS[dt.month - 1]
            f = self.ri(0, 3)
            if f == 0:
                return "%s %d %s" % (wd, dt.day, M)
            if f == 1:
                return "%s the %d%s of %s" % (wd, dt.day, ordsuf(dt.day), M)
            if f == 2:
                return "%s %d%s %s" % (wd[:3], dt.day, ordsuf(dt.day), M)
            return "%d %s %d" % (dt.day, M, dt.year)
        return self.uniq(mk)

    def en_port(self):
        return self.uniq(lambda: str(self.p([self.ri(5001, 9899), self.ri(10001, 48999)])))

    def en_version(self):
        return self.uniq(lambda: "%d.%d.%d" % (self.ri(0, 4), self.ri(0, 19), self.ri(0, 29)))

    def en_distractor_name(self):
        return self.en_fullname()[0]


# ================================================================ English facts
ROLE_LIVING = ["my second cousin on Mum's side", "the volunteer on the Gwent FHS help desk",
               "a retired signalman I know from the GWR Society", "the vicar's secretary at St Cadoc's",
               "Margaret's cousin over in Ontario", "the archivist who answered my enquiry", "the new duty archivist"]
ROLE_M = ["a chap from the Pontypool Road reunion lot", "my nephew's father-in-law (small world)"]
ROLE_F = ["the lady who runs the Varteg one-name study", "Mair's sister-in-law"]


def en_role(c, g):
    return c.p(ROLE_LIVING + (ROLE_M if g == "m" else ROLE_F))


def en_name_val(c):
    n, g = c.en_fullname()
    return {"needles": [n], "n": n, "g": g, "cat": c.p(["living", "anc"])}


def en_name_l1(c, v):
    p = c.pron(v["g"])
    return ("snip", "I had a letter back from %s, %s, which was a lovely surprise — %s thinks %s grandmother and my "
            "grandad were first cousins, and %s's offered to send copies of whatever is in the old tin box."
            % (v["n"], en_role(c, v["g"]), p["he"], p["his"], p["he"]), False, c.p(["That's a valuable contact. I'd add a short note against the right branch saying how you're connected and how you came to be in touch, so the link isn't lost if the letters get mislaid.", "Lovely — living relatives with long memories are worth more than most archives. Write down what was said while it's fresh, with the date.", "Good to have that person on side. A short thank-you and a copy of the relevant bit of the tree in return keeps the goodwill going."]))


def en_name_l2(c, v):
    return ("snip", "Spoke to %s on the phone for nearly an hour last night (%s). Very knowledgeable, a bit of a "
            "talker, but I'm hardly one to judge on that score." % (v["n"], en_role(c, v["g"])), False, c.p(["That's a valuable contact. I'd add a short note against the right branch saying how you're connected and how you came to be in touch, so the link isn't lost if the letters get mislaid.", "Lovely — living relatives with long memories are worth more than most archives. Write down what was said while it's fresh, with the date.", "Good to have that person on side. A short thank-you and a copy of the relevant bit of the tree in return keeps the goodwill going."]))


def en_name_l3(c, v):
    first, last = v["n"].split(" ", 1)
    em = "%s.%s%d@%s" % (first.lower(), last.lower(), c.ri(1, 79), c.p(["btinternet.com", "gmail.com", "outlook.com", "sky.com"]))
    place = c.p(EN_PLACES)
    body = ("Forwarding this so it's all in one place. Read it when you've a minute.\n\n"
            "---------- Forwarded message ---------\nFrom: %s <%s>\nSubject: Re: the %s families\n\n"
            "Dear Mr Hargreaves,\n\nThank you for your kind letter and the copy of the chart. I think we must be "
            "connected through the %s side — my grandmother always talked about \"the railway cousins up the valley\". "
            "I have a few photographs and a funeral card from 1931 which I'll scan when my grandson next visits, "
            "as I'm useless with the machine.\n\nWith best wishes,\n%s"
            % (v["n"], em, place, c.p(EN_SUR), first))
    return ("ep", [("user", body),
                   ("assistant", "What a warm letter. A funeral card from 1931 could be really useful — they usually give "
                    "the date of death, age and sometimes the chapel, which narrows the burial search a lot. I'd reply "
                    "within the week while the goodwill is fresh, thank them for the photographs in advance, and enclose "
                    "a short family group sheet so they can see exactly where they'd fit. Would you like me to draft that reply?"),
                   ("user", c.p(["yes please, a short one", "go on then, short one", "Yes — keep it brief, I'll copy it out by hand."])),
                   ("assistant", "Here's a short one you can adapt:\n\nDear cousin,\n\nThank you so much for writing back — it "
                    "was a real pleasure to hear from you. I'd be very grateful for scans of the photographs and the funeral "
                    "card whenever your grandson is next with you; there's no hurry at all. I've enclosed a family group "
                    "sheet showing where I think we connect, and I'd welcome any corrections.\n\nWith warm regards,\n\n"
                    "(Add your own sign-off and a line about the railway connection if you like — people enjoy that.)")])


def en_name_l4(c, v):
    place = c.p(EN_PLACES)
    others = [c.en_distractor_name() for _ in range(2)]
    rows = [(v["n"], "Re: photos from the %s reunion" % place), (others[0], "Gwent FHS newsletter, winter issue"),
            (others[1], "Your order has been dispatched")]
    c.rng.shuffle(rows)
    out = "3 messages found\n\n" + "\n".join(
        "[%d] From: %s | %s | %s" % (i + 1, a, c.p(["12 Nov", "14 Nov", "18 Nov", "19 Nov", "21 Nov"]), s) for i, (a, s) in enumerate(rows))
    out += "\n\n(showing subject lines only)"
    return ("ep", [("user", "Can you have a look in my mail for the reply about the %s reunion photographs? I'm sure it "
                    "came last week and I've lost it among the newsletters again." % place),
                   ("tool", "search_mail", {"args": {"query": "%s reunion photos" % place, "folder": "Inbox", "days": 30}, "output": out}),
                   ("assistant", "Found it — it's the one with the reunion in the subject line. Only the subject is showing, "
                    "but it looks like a reply about the photographs. Shall I open it, or do you want to read it "
                    "yourself with your tea?"),
                   ("user", "I'll read it myself, thanks.")])


def en_name_l5(c, v):
    p = c.pron(v["g"])
    return ("snip", "right so the %s I got talking to at the reunion %s name is %s and %s worked the box at %s "
            "in the seventies comma small world isn't it %s remembers my dad or says %s does anyway full stop"
            % ("fellow" if v["g"] == "m" else "lady", p["his"], v["n"], p["he"], c.p(EN_PLACES), p["he"], p["he"]), True,
            "Small world indeed — and a signalman's memory of a particular box is exactly the sort of thing that never "
            "makes it into the records. If they're willing, a proper sit-down with a notebook would be worth an afternoon.")


def en_name_l6(c, v):
    p = c.pron(v["g"])
    return ("snip", "Must remember to send a Christmas card to %s this year — %s, and %s went to a great deal of "
            "trouble over the photographs." % (v["n"], en_role(c, v["g"]), p["he"]), False,
            "A card is a nice touch. If you want, slip a print of one of the old photographs in with it — people treasure those.")


def en_name_a1(c, v):
    p = c.pron(v["g"])
    occ = c.p(EN_OCC_M if v["g"] == "m" else EN_OCC_F)
    return ("snip", "On the 1871 page the person I was after is %s, %d, %s, born %s — which finally puts %s where "
            "family legend always said %s was." % (v["n"], c.ri(19, 58), occ, c.p(EN_PLACES), p["him"], p["he"]), False, c.p(["That fits the household we were looking at. I'd enter the person with the record as the source and keep the birthplace marked 'per census' until a baptism turns up to confirm it.", "That's a proper breakthrough, and it explains a lot. Record it with the source now, and note the reasoning — future-you will want to know why you were sure."]))


def en_name_a2(c, v):
    occ = c.p(EN_OCC_M if v["g"] == "m" else EN_OCC_F)
    status = ("bachelor" if v["g"] == "m" else "spinster") if c.chance(0.7) else ("widower" if v["g"] == "m" else "widow")
    place, place2 = c.p(EN_PLACES), c.p(EN_PLACES)
    body = ("Here's my transcription of the marriage entry, as best my eyes allow (the bottom third is foxed):\n\n"
            "> No. %d. Marriage solemnized at the Parish Church in the Parish of %s\n"
            "> %s | %d | %s | %s | residence at the time: %s\n"
            "> Father's name and surname: [illegible] | rank or profession: %s\n"
            "> Married in the Parish Church according to the Rites and Ceremonies of the Established Church, after Banns\n"
            "> Witnesses: [?] Morgan, [?]ah Lewis\n\n"
            "The witness names are hopeless. I'll try again with the magnifier in daylight."
            % (c.ri(12, 480), place, v["n"], c.ri(19, 44), status, occ, place2, c.p(EN_OCC_M)))
    return ("ep", [("user", body),
                   ("assistant", "That's a careful transcription — thank you for marking the illegible bits rather than "
                    "guessing. A few things worth doing:\n\n1. Note 'after Banns' — it means a banns book may survive for "
                    "the parish, and banns sometimes give the other party's parish, which helps with the residence.\n"
                    "2. The father's occupation is a good hook for the census two or three years before.\n"
                    "3. Witnesses are often siblings or in-laws. '…ah Lewis' could be Hannah, Sarah, Keziah — I'd leave it "
                    "as written for now.\n\nDaylight and a magnifier will help; so does photographing the page at an "
                    "angle so the foxing doesn't flatten the ink.")])


def en_name_a3(c, v):
    place = c.p(EN_PLACES)
    yr = c.p([1851, 1871, 1881, 1891])
    db = c.p(["FreeCEN", "FamilySearch", "FreeREG"])
    sur = v["n"].split(" ", 1)[1]
    others = [c.uniq(lambda: "%s %s" % (c.p(EN_FIRST_M + EN_FIRST_F), sur)) for _ in range(3)]
    rels = ["Head", "Visitor", "Servant", "Boarder"]
    c.rng.shuffle(rels)
    allr = [(v["n"], c.ri(19, 45), "Lodger")] + [(o, c.ri(1, 70), rels[i]) for i, o in enumerate(others)]
    c.rng.shuffle(allr)
    out = "%s — %d results for surname-variant search, %s, %d\n\n| Name | Age | Relation | Where |\n|---|---|---|---|\n" % (db, len(allr), place, yr)
    out += "\n".join("| %s | %d | %s | %s |" % (n, a, rel, place) for n, a, rel in allr)
    return ("ep", [("user", "Could you run a search on %s for the %d census, %s, surname spelled any which way? The "
                    "enumerators round there spelled Welsh names however they heard them." % (db, yr, place)),
                   ("tool", "search_records", {"args": {"database": db, "year": yr, "place": place, "fuzzy": True}, "output": out}),
                   ("assistant", "Four hits. The one listed as a lodger is the interesting one — lodging "
                    "near the line fits your family story far better than the others. I'd open the actual page "
                    "image before entering anything, because index transcriptions for that district are patchy."),
                   ("user", c.p(["ok. I'll look at the images tomorrow", "Right, thanks. Eyes are tired now.", "good, that narrows it"]))])


def en_name_a4(c, v):
    p = c.pron(v["g"])
    return ("snip", "Aunt Lil always talked about 'the one who went to the bad' but never gave a name; I'm now fairly sure "
            "it was %s — the dates simply don't work for anyone else in that generation, and %s vanishes from every "
            "record after the age of twenty-two." % (v["n"], p["he"]), False,
            "That's a reasonable inference, but I'd mark it as one in the tree — 'identification probable, by elimination' — "
            "until a record ties the family story to that person directly.")


EN_NAME_T = {"living": [en_name_l1, en_name_l2, en_name_l3, en_name_l4, en_name_l5, en_name_l6],
             "anc": [en_name_a1, en_name_a2, en_name_a3, en_name_a4]}

# ---------------------------------------------------------------- command
def en_cmd_val(c):
    def mk():
        sur = c.p(EN_SUR)
        f = c.ri(0, 13)
        if f == 0:
            return "kinfile import --gedcom ~/trees/%s-%d.ged" % (sur.lower(), c.ri(2019, 2026))
        if f == 1:
            return "kinfile export --branch %s --format gedcom -o ~/Desktop/%s-branch.ged" % (sur, sur.lower())
        if f == 2:
            y1 = c.ri(1800, 1880)
            return "kinfile search --surname %s --born %d-%d" % (sur, y1, y1 + c.ri(10, 40))
        if f == 3:
            return "kinfile merge --person I%d --into I%d" % (c.ri(100, 4999), c.ri(100, 4999))
        if f == 4:
            return "kinfile backup --to /media/usb/kin-%s" % c.p(EN_MONTHS).lower()[:3] + str(c.ri(1, 28))
        if f == 5:
            return "kinfile check --orphans --fix --limit %d" % c.ri(20, 500)
        if f == 6:
            return "kinfile attach --person I%d ~/scans/%s_%s.jpg" % (c.ri(100, 4999), sur.lower(), c.p(EN_DOCS).replace(" ", "_"))
        if f == 7:
            return "kinfile report descendants --root I%d --depth %d" % (c.ri(100, 4999), c.ri(3, 9))
        if f == 8:
            return "kinfile place normalise --county %s --dry-run" % c.p(EN_COUNTY)
        if f == 9:
            return "kinfile sources list --missing-citation --since %d" % c.ri(2015, 2026)
        if f == 10:
            return "rsync -av ~/.kinfile/ pi@shed.local:/srv/backup/kinfile-%s/" % sur.lower()
        if f == 11:
            return "kinfile dedupe --surname %s --threshold 0.%d" % (sur, c.ri(60, 95))
        if f == 12:
            return "kinfile privacy --living-after %d --apply" % c.ri(1910, 1935)
        return "kinfile reindex --full --jobs %d" % c.ri(2, 4)
    x = c.uniq(mk)
    return {"needles": [x], "c": x}


def cmd_log(c, cmd):
    if "rsync" in cmd:
        return "sending incremental file list\ntree.db\nmedia/\nsent %d bytes  received %d bytes  total size %d" % (
            c.ri(10000, 90000), c.ri(100, 900), c.ri(1000000, 9000000))
    lines = ["[kin] opening ~/.kinfile/tree.db", "[kin] %d people, %d families, %d sources" % (c.ri(900, 4000), c.ri(300, 1500), c.ri(200, 900))]
    lines.append(c.p(["[kin] done in %.1fs" % (c.ri(10, 900) / 10.0), "[kin] skipped %d records (see log)" % c.ri(1, 9),
                      "[kin] warning: %d places could not be matched" % c.ri(2, 30)]))
    return "\n".join(lines)


def en_cmd_1(c, v):
    return ("snip", "I ran `%s` before breakfast and it seemed to finish without complaint, though the fan on the "
            "ThinkPad went like a Class 37 pulling out of Newport." % v["c"], False, 'If it finished without complaint it did what it says — the fan is just the laptop working hard on a big file. Keep that command in your notebook with the backup one.')


def en_cmd_2(c, v):
    return ("ep", [("user", "Here's the terminal, warts and all:\n\n```\n$ %s\n%s\n```\n\nIs that last line anything to worry "
                    "about or can I ignore it like I ignore the car's dashboard?" % (v["c"], cmd_log(c, v["c"]))),
                   ("assistant", "Nothing there looks dangerous. A skipped record or an unmatched place usually means the "
                    "source data has something the program couldn't parse — an odd date like 'abt 1850' or a place spelled "
                    "two ways. It's worth opening the log file once and fixing the few it names, because those tend to be "
                    "the very people you care about most. Unlike the car's dashboard, this one won't get worse if you leave it "
                    "for a week.")])


def en_cmd_3(c, v):
    return ("ep", [("user", c.p(["How do I do the thing we talked about with kinfile — I've forgotten again.",
                                 "what was the command for that, the kinfile one? my notebook's upstairs",
                                 "Remind me how I'd do that from the terminal. Slowly, please."])),
                   ("assistant", "This should do it:\n\n```\n%s\n```\n\nRun it from your home folder. If it asks you to "
                    "confirm, type `y` and press Enter. Make sure you've had a backup in the last day or so first — it's "
                    "safe, but it's a good habit." % v["c"]),
                   ("user", c.p(["That worked. Thank you.", "ok done, no errors", "right, it's chugging away"]))])


def en_cmd_4(c, v):
    return ("ep", [("user", c.p(["Can you run that on the Pi for me? I'm in the armchair and the shed is cold.",
                                 "would you do it from your end, I've got flour on my hands",
                                 "You do it — I'll only mistype it."])),
                   ("tool", "run_local", {"args": {"host": "shed-pi", "command": v["c"]}, "output": cmd_log(c, v["c"])}),
                   ("assistant", "Done — it ran on the Pi and came back cleanly apart from a line of housekeeping output. "
                    "Nothing needs your attention; stay in the armchair.")])


def en_cmd_5(c, v):
    return ("snip", "Note to self, and to you so you can remind me: the line I need is %s — my nephew set it up and I "
            "never remember it when it matters." % v["c"], False, "I'll remind you whenever it comes up. A sticky label inside the laptop lid wouldn't hurt either — low-tech, but it works.")


def en_cmd_6(c, v):
    return ("snip", "Why would `%s` suddenly ask me for a password? It didn't last week. I haven't changed anything, "
            "unless the cat walked over the keyboard, which is not impossible." % v["c"], False, 'A sudden password prompt usually means the command is reaching the Pi over the network and the key your nephew set up has expired or moved. Nothing you did wrong — and almost certainly not the cat.')


def en_cmd_7(c, v):
    v["c"] = c.uniq(lambda: c.p(["kinfile backup --to /media/usb/kin-weekly-%d" % c.ri(100, 999),
                                 "rsync -av ~/.kinfile/ pi@shed.local:/srv/backup/weekly-%s/" % c.p(EN_SUR).lower(),
                                 "kinfile check --orphans --limit %d" % c.ri(501, 999)]))
    v["needles"] = [v["c"]]
    return ("ep", [("user", "This is what's in my crontab now, my nephew put it there:\n\n    30 2 * * 0   %s\n\nSundays at "
                    "half two in the morning, he says. Is that sensible?" % v["c"]),
                   ("assistant", "Yes, that's sensible: Sunday at 02:30 the machine is idle and nobody's editing the tree. "
                    "Two things I'd add: make sure the machine is actually switched on at that time (a laptop asleep "
                    "won't run it), and once a month check the output actually exists, because a silent cron job that "
                    "stopped working in March is the classic way people lose data.")])


def en_cmd_8(c, v):
    return ("snip", "ok so the command I typed was %s and it said done in about forty seconds then the screen went "
            "back to normal so I assume it worked question mark" % v["c"], True, "If it said done and went back to the prompt with no error, it worked. Commands like that are quiet when they succeed and noisy when they don't.")


EN_CMD_T = [en_cmd_1, en_cmd_2, en_cmd_3, en_cmd_4, en_cmd_5, en_cmd_6, en_cmd_7, en_cmd_8]


# ---------------------------------------------------------------- id
def en_id_val(c):
    return {"needles": [], "x": None}


def setid(c, v, types, zh=False):
    v["typ"] = c.p(types)
    v["x"] = c.zh_id(v["typ"]) if zh else c.en_id(v["typ"])
    v["needles"] = [v["x"]]
    return v["x"]


EN_TABLE_DOCS = ["Tithe map", "Vestry minutes", "Rate book", "School log book", "Estate map", "Enclosure award",
                 "Quarter sessions rolls", "Valuation field book"]


def en_id_1(c, v):
    setid(c, v, ["census", "rail", "arch"])
    return ("snip", "The reference for the one I want is %s — I wrote it on the back of an envelope, which is now "
            "somewhere in the recycling, so thank goodness I'd also put it in the notebook." % v["x"], False)


def en_id_2(c, v):
    db = c.p(["Gwent Archives catalogue", "TNA Discovery", "Glamorgan Archives catalogue", "the county catalogue"])
    place = c.p(EN_PLACES)
    setid(c, v, ["arch", "rail"])
    rows = [v["x"]] + [c.en_id(v["typ"]) for _ in range(2)]
    years = sorted(c.rng.sample(range(1830, 1921), 3))
    recs = list(zip(rows, years))
    c.rng.shuffle(recs)
    out = "%s: %d matches\n\n| Ref | Description | Date range |\n|---|---|---|\n" % (db, len(recs))
    out += "\n".join("| %s | %s, %s | %d-%d |" % (r, c.p(EN_TABLE_DOCS), place, y, y + c.ri(2, 30)) for r, y in recs)
    return ("ep", [("user", "Search %s for anything %s, would you? Whatever turns up. I'm planning the next trip."
                    % (db, place)),
                   ("tool", "search_records", {"args": {"database": db, "query": place, "limit": 10}, "output": out}),
                   ("assistant", "Three catalogue entries. The one with the earliest date range is the one that overlaps "
                    "the years your family were there, so that's the one I'd order first; the other two are long shots. "
                    "The references in the table are what you'd quote on the order form."),
                   ("user", c.p(["good. the early one then", "Lovely. Put that on the list for the trip.", "ok"]))])


def en_id_3(c, v):
    setid(c, v, ["gro", "book"])
    return ("ep", [("user", "Forwarded:\n\n> Thank you for your order. Your order reference is %s. PDF copies are normally "
                    "emailed within 5 working days; printed certificates are dispatched within 15 working days. Please "
                    "quote your reference in any correspondence.\n\nSo that's that one ordered at last." % v["x"]),
                   ("assistant", "Excellent — that's a good step. When it arrives, check three things before you file it: the "
                    "informant (often a family member, with their address), the exact place of death (a street address "
                    "can link to a census), and the age, which may not match the baptism. If the reference ever needs "
                    "chasing, it's in this message.")])


def en_id_4(c, v):
    setid(c, v, ["fs", "arch"])
    if v["typ"] == "fs":
        return ("snip", "FamilySearch have him as %s, but there's a duplicate record for the same man with the wrong "
                "father attached, which I'll merge when I'm feeling brave." % v["x"], False,
                "Merging duplicates on FamilySearch is worth doing carefully: compare the sources attached to each "
                "before you merge, and leave a reason note so other contributors don't undo it.")
    return ("snip", "The catalogue gives %s for it — and the note says 'fragile, produced by appointment only', which "
            "tells you everything." % v["x"], False,
            "'By appointment only' usually means ringing ahead so a conservator can check it first. Worth doing a "
            "couple of weeks before the visit rather than the week of it.")


def en_id_5(c, v):
    setid(c, v, ["enq"])
    return ("ep", [("user", "Can you check my mail — did the archive ever acknowledge my enquiry? I sent it before the clocks "
                    "went back."),
                   ("tool", "search_mail", {"args": {"query": "enquiry acknowledgement", "days": 60},
                                            "output": "1 message found\n\nFrom: Search Room <searchroom@archives.example.org.uk>\n"
                                            "Subject: Enquiry received\n\nDear Enquirer,\nYour enquiry has been logged under "
                                            "reference %s. We aim to reply within 20 working days. Please do not reply to "
                                            "this automated message." % v["x"]}),
                   ("assistant", "Yes, they acknowledged it — an automated reply with a reference number, saying they aim to "
                    "reply within 20 working days. If that's passed, a polite chase quoting the reference is entirely "
                    "reasonable.")])


def en_id_6(c, v):
    setid(c, v, ["rail"])
    items = ["- ring the vicarage about the churchyard plan", "- the staff register, %s" % v["x"],
             "- return the library book (overdue, again)", "- ask Mair about the photo of the shed staff"]
    c.rng.shuffle(items)
    return ("ep", [("user", "Things to chase this week:\n\n" + "\n".join(items) + "\n\nThat'll do for now."),
                   ("assistant", "A tidy list. I'd take the archive item first, since production times mean anything you "
                    "order today may not be ready for a week or more; the phone call and the library book can happen "
                    "whenever you're out anyway.")])


def en_id_7(c, v):
    setid(c, v, ["census"])
    return ("snip", "the reference on the microfilm box was %s I think yes that's it I read it off twice" % v["x"], True)


def en_id_8(c, v):
    setid(c, v, ["arch", "rail", "census"])
    return ("ep", [("user", "Source note I've typed into kinfile, tell me if it's proper:\n\n    Source: %s, ref %s. "
                    "Viewed in person, photographed with permission.\n\nToo short?" % (c.p(EN_ARCH), v["x"])),
                   ("assistant", "It's short but it's correct — repository, reference and how you viewed it are the "
                    "essentials. If you want to be thorough, add the page or entry number and the date you viewed it, "
                    "so that future-you (or a grandchild) can go straight back to the exact place.")])


def en_id_9(c, v):
    setid(c, v, ["person"])
    return ("snip", "In kinfile he's %s, and his brother is the one just after — I must have entered them the same "
            "evening." % v["x"], False, "Handy. Internal ids like that are fine for your own notes, but for anything "
            "you send to relatives, use names and dates — the ids mean nothing outside your database.")


EN_ID_T = [en_id_1, en_id_2, en_id_3, en_id_4, en_id_5, en_id_6, en_id_7, en_id_8, en_id_9]

# ---------------------------------------------------------------- port
def en_port_val(c):
    x = c.en_port()
    return {"needles": [x], "x": x}


def en_port_1(c, v):
    return ("snip", "The viewer comes up on localhost port %s — I typed the address into the iPad and it works from the "
            "conservatory too, which Margaret says is the first useful thing the computer has done." % v["x"], False, "That's exactly how it should work inside the house. Nothing outside your router can see it unless you deliberately open it up — which is as it should be.")


def en_port_2(c, v):
    return ("ep", [("user", "Started the web viewer and got this:\n\n```\nkinfile-viewer: loading tree.db\nkinfile-viewer: "
                    "serving on http://0.0.0.0:%s/ (Ctrl-C to stop)\n```\n\nSo I just leave that window open?" % v["x"]),
                   ("assistant", "Exactly — leave that window open and the viewer keeps running; close it (or press Ctrl-C) "
                    "and it stops. The 0.0.0.0 means it's listening on all of the machine's network connections, so other "
                    "devices in the house can reach it, but nothing outside your router can unless you deliberately open it "
                    "up.")])


def en_port_3(c, v):
    return ("ep", [("user", "It says 'address already in use'. What have I broken?"),
                   ("assistant", "Nothing broken — something else is already using the viewer's usual port (often a second "
                    "copy of the viewer you forgot was running). Simplest fix: give it a different one in `viewer.toml`:\n\n"
                    "```\n[viewer]\nport = %s\n```\n\nSave, start the viewer again, and use that number in the address "
                    "bar." % v["x"]),
                   ("user", c.p(["that's got it", "Works. You're a marvel.", "ok, it's up"]))])


def en_port_4(c, v):
    return ("ep", [("user", "Is the viewer still running on the Pi? The iPad says it can't connect."),
                   ("tool", "run_local", {"args": {"host": "shed-pi", "command": "kinfile-viewer status"},
                                          "output": "kinfile-viewer: running (pid %d)\nlistening on 127.0.0.1:%s\nuptime 3 days"
                                          % (c.ri(400, 30000), v["x"])}),
                   ("assistant", "It's running, but it's only listening on 127.0.0.1 — that means it accepts connections "
                    "from the Pi itself and nothing else, which is why the iPad can't see it. Changing the bind address "
                    "in viewer.toml to 0.0.0.0 and restarting will fix it; I can talk you through it.")])


def en_port_5(c, v):
    return ("snip", "it came up with something about address already in use on %s and then I pressed control c like you "
            "said and started it again and this time fine" % v["x"], True, "That's the right fix — an old copy was still holding the port, and stopping it freed it. If it happens often, check for a second viewer window hiding behind the others.")


def en_port_6(c, v):
    return ("snip", "My nephew says I should forward port %s on the router so cousin Mair can look at the tree from "
            "Ontario. I'm wary — it feels like leaving the back door open." % v["x"], False, 'I share your wariness. Opening a port on the router exposes the viewer to the whole internet, not just Mair. A safer route is to export a read-only copy of the tree and send her that, or let her look over a video call.')


def en_port_7(c, v):
    return ("ep", [("user", "Here's the config file as it stands:\n\n```\n[viewer]\nbind = \"0.0.0.0\"\nport = %s\n"
                    "readonly = true\nhide_living = true\n```\n\nAll right?" % v["x"]),
                   ("assistant", "That's a good configuration. Read-only means nobody browsing can change the tree, and "
                    "hiding the living is exactly what you want once anyone outside the house sees it. The only thing I'd "
                    "add is a note of what you changed and when, as a comment at the top.")])


def en_port_8(c, v):
    return ("snip", "Changed the viewer to %s, because the old number clashed with the thing the printer installs — don't "
            "ask me why a printer needs a web server." % v["x"], False, "Changing the port is harmless — just remember to update the bookmark on the iPad too. (Printers installing web servers is one of life's mysteries.)")


EN_PORT_T = [en_port_1, en_port_2, en_port_3, en_port_4, en_port_5, en_port_6, en_port_7, en_port_8]

# ---------------------------------------------------------------- version
def en_ver_val(c):
    x = c.en_version()
    return {"needles": [x], "x": x}


def en_ver_1(c, v):
    return ("snip", "kinfile --version says %s on the laptop, for what it's worth." % v["x"], False)


def en_ver_2(c, v):
    return ("ep", [("user", "Which version is on the Pi? I want to know before I upgrade the laptop."),
                   ("tool", "run_local", {"args": {"host": "shed-pi", "command": "kinfile --version"},
                                          "output": "kinfile %s\ntree.db schema %d" % (v["x"], c.ri(8, 30))}),
                   ("assistant", "There you are. Keep the laptop on the same version if you can — mixing versions is "
                    "usually fine for reading, but if one upgrades the database schema the older one may refuse to open "
                    "the file afterwards.")])


def en_ver_3(c, v):
    return ("ep", [("user", "Upgrade output:\n\n```\nCollecting kinfile-viewer\nInstalling collected packages: kinfile-viewer\n"
                    "Successfully installed kinfile-viewer-%s\n```\n\nNo red text, so I'm calling that a win." % v["x"]),
                   ("assistant", "That's a clean install — no red text is indeed a win. Restart the viewer so it picks up "
                    "the new code, then reload the page on the iPad (sometimes it needs a hard refresh to drop the old "
                    "version from its cache).")])


def en_ver_4(c, v):
    return ("snip", "The viewer plugin is on %s now; I upgraded it yesterday, and the family pages load noticeably quicker." % v["x"], False)


def en_ver_5(c, v):
    return ("ep", [("user", "The GEDCOM export from cousin Mair's program has funny characters in the Welsh names — ŵ and ŷ "
                    "come out as question marks. Known problem?"),
                   ("assistant", "It's a known class of problem: old exporters write the file in a legacy encoding rather "
                    "than UTF-8. The kinfile changelog says importer fixes for this landed in %s, so if your copy is older "
                    "than that, upgrading should sort the circumflexes. Otherwise, ask Mair to choose 'UTF-8' in her "
                    "export settings." % v["x"]),
                   ("user", "I'll check which one I've got.")])


def en_ver_6(c, v):
    return ("snip", "it's version %s on the pi and I think something older on the laptop I'll look later" % v["x"], True)


def en_ver_7(c, v):
    return ("ep", [("user", "Reply from the kinfile chap, would you believe — a real person:\n\n> Hi, thanks for the report. "
                    "The crash on import of large media folders is fixed; please upgrade to %s before re-importing. "
                    "Let me know if it recurs.\n\nNice of him." % v["x"]),
                   ("assistant", "Very nice of him — small open-source tools often have exactly that sort of maintainer. "
                    "Upgrade first, then try the import on a copy of the database rather than the real one, just in "
                    "case. If it works, send him a one-line thank-you; it's the sort of thing that keeps people going.")])


def en_ver_8(c, v):
    return ("snip", "The laptop still has kinfile %s, the one from the Ubuntu repository, which my nephew describes as 'ancient'. Rude boy." % v["x"], False)


EN_VER_T = [en_ver_1, en_ver_2, en_ver_3, en_ver_4, en_ver_5, en_ver_6, en_ver_7, en_ver_8]


# ---------------------------------------------------------------- money
def en_money_val(c):
    return {"needles": [], "x": None}


def setm(c, v, cur, lo, hi):
    v["x"] = c.en_money(cur, lo, hi)
    v["needles"] = [v["x"]]


def en_money_1(c, v):
    setm(c, v, "£", 900, 1600)
    return ("snip", "The GRO PDF is %s now, which I suppose is fair for what you get, though I remember when it was "
            "the price of a pint." % v["x"], False, "That's the going rate, I'm afraid. For many purposes the PDF is all you need anyway — it's the same register entry, just not certified.")


def en_money_2(c, v):
    setm(c, v, "£", 1100, 4500)
    return ("ep", [("user", c.p(["From the archive, re: copies:", "Their answer came this morning:", "Reply from the record office, at last:"]) + "\n\n> Dear Mr Hargreaves, the fee for a certified copy of the "
                    "entry is %s, payable by card over the telephone or by cheque made out to the county council. "
                    "Please allow ten working days.\n\nCheque! Haven't written one in years." % v["x"]),
                   ("assistant", "Ha — councils are among the last bastions of the cheque. Paying by card over the phone is "
                    "quicker and gives you a record; if you do send a cheque, write the enquiry details on the back so "
                    "it can't get separated from your request.")])


def en_money_3(c, v):
    setm(c, v, "£", 3000, 19000)
    return ("ep", [("user", "What did that research service end up costing me? I want to put it in the spreadsheet."),
                   ("tool", "search_mail", {"args": {"query": "invoice research service", "days": 90},
                                            "output": "1 message found\n\nFrom: Accounts <accounts@records.example.gov.uk>\n"
                                            "Subject: Invoice for paid research\n\nResearch (1 hour), copying and postage.\n"
                                            "Total charged to card ending %d: %s\nThank you for your payment." % (c.ri(1000, 9999), v["x"])}),
                   ("assistant", "The invoice is there — one hour of research plus copying and postage, already paid by card. "
                    "The total is in the result above, ready for your spreadsheet.")])


def en_money_4(c, v):
    setm(c, v, "£", 700, 3200)
    return ("snip", "Kew itself was free of course, but the car park at the station was %s for the day, which is "
            "daylight robbery." % v["x"], False, 'Station car parks are brutal. If you go again, the railcard and an off-peak train might come out cheaper than the parking alone.')


def en_money_5(c, v):
    setm(c, v, "£", 30, 450)
    return ("snip", "and the copying fee is %s per sheet if they do it and nothing if you photograph it yourself so I know "
            "which I'm doing" % v["x"], True, "Photographing it yourself, where it's allowed, is nearly always the cheaper way — and your own images are often better than the photocopies.")


def en_money_6(c, v):
    setm(c, v, "£", 2500, 6500)
    items = ["- train, off-peak return with railcard", "- sandwiches (Margaret's, so free)",
             "- research service, 1 hour: %s" % v["x"], "- notebook and pencils (the good ones)"]
    c.rng.shuffle(items)
    return ("ep", [("user", "Expenses for the %s trip:\n\n" % c.p(["Cardiff", "Ebbw Vale", "Kew", "Hereford", "Swindon", "Aberystwyth"])
                    + "\n".join(items) + "\n\nDon't tell Margaret about the pencils."),
                   ("assistant", "Your secret's safe. It's worth keeping this list going — over a year the small costs add up "
                    "and it's useful to see which trips actually produced something. I'd add a column for 'what I found' "
                    "next to each.")])


def en_money_7(c, v):
    setm(c, v, c.p(["C$", "C$", "£"]), 5000, 50000)
    return ("snip", "Mair has sent %s towards the costs, which is generous of her considering she's in Canada and "
            "won't see the archives at all." % v["x"], False, "Very generous. It might be worth keeping the expenses in one place so you can show her what the money went on — she'll enjoy seeing it.")


def en_money_8(c, v):
    setm(c, v, "£", 1200, 3600)
    return ("snip", "The society membership renewal is %s a year and I get the journal, which I read, and the meetings, "
            "which I mostly don't." % v["x"], False, "Worth it for the journal's indexes alone, even if the meetings go unattended.")


EN_MONEY_T = [en_money_1, en_money_2, en_money_3, en_money_4, en_money_5, en_money_6, en_money_7, en_money_8]

# ---------------------------------------------------------------- date
def en_date_val(c):
    hist = c.chance(0.5)
    x = c.en_hist_date() if hist else c.en_future_date()
    return {"needles": [x], "x": x, "hist": hist}


def en_date_f1(c, v):
    return ("snip", "I've booked a seat in the search room for %s, ten till four, and ordered the first three boxes in "
            "advance so they're waiting." % v["x"], False, 'Good — ordering ahead is exactly right. Get there a few minutes early; the first half hour is often the quietest.')


def en_date_f2(c, v):
    return ("ep", [("user", "Did the archive confirm my appointment? Check the mail please."),
                   ("tool", "search_mail", {"args": {"query": "appointment confirmation search room", "days": 21},
                                            "output": "1 message found\n\nFrom: Search Room Bookings\nSubject: Booking confirmed\n\n"
                                            "Your search room appointment is confirmed for %s at 09:30. Documents ordered in "
                                            "advance will be waiting at the desk. Please bring your reader's ticket." % v["x"]}),
                   ("assistant", "Yes — confirmed, half past nine, and the documents you ordered will be waiting at the desk. "
                    "Don't forget your reader's ticket; they're strict about it.")])


def en_date_f3(c, v):
    return ("snip", "The society's AGM is %s and I've foolishly agreed to give twenty minutes on the Pontypool Road signal "
            "boxes, with slides, if I can make the projector work." % v["x"], False, 'Twenty minutes with slides is very doable. If you like, we can sketch an outline nearer the time — five or six slides is plenty.')


def en_date_f4(c, v):
    evs = [(v["x"], "Gwent Archives — search room"), (c.en_future_date(), "Dentist (Mr Lloyd)"),
           (c.en_future_date(), "Margaret — hospital follow-up, drive her")]
    c.rng.shuffle(evs)
    out = "\n".join("- %s: %s" % e for e in evs)
    return ("ep", [("user", "What have I got on over the next couple of months? I've a feeling I double-booked something."),
                   ("tool", "calendar_lookup", {"args": {"from": "2026-12-01", "to": "2027-03-31"}, "output": out}),
                   ("assistant", "Three things in the diary and no double-booking that I can see — the archive day, the "
                    "dentist and Margaret's follow-up are all on different days. The hospital one is the only fixed one; "
                    "the archive could move if it had to.")])


def en_date_h1(c, v):
    return ("snip", "Grandad's birth certificate says %s, though he always kept his birthday a week later — Gran reckoned "
            "the registrar came up the valley on a Tuesday and nobody was walking to Pontypool in the snow." % v["x"], False, "Family birthdays that don't match the certificate are very common — late registration, or a date chosen for convenience. Record the certificate's date as the official one and the family's as a note.")


def en_date_h2(c, v):
    return ("ep", [("user", "Baptisms page, my transcription:\n\n| When baptised | Child | Parents | Abode | Trade |\n"
                    "|---|---|---|---|---|\n| %s | Thomas | William & Ann | Pontnewynydd | Collier |\n\n"
                    "Only the one line that matters; the rest of the page is other families." % v["x"]),
                   ("assistant", "Good — a baptism line with abode and trade is a strong anchor. Remember the baptism date "
                    "isn't the birth date; in that period and area a gap of a few weeks to a couple of years is common, and "
                    "nonconformist families sometimes had children baptised in batches.")])


def en_date_h3(c, v):
    return ("snip", "and the wedding at St Cadoc's was %s according to the banns book which is odd because the first child "
            "was baptised not four months later well these things happened" % v["x"], True, 'It happened more often than family histories admit. Record the dates as they are; the baptism and the banns are both facts in their own right.')


def en_date_h4(c, v):
    return ("snip", "Death registered %s, informant the widow, 'X her mark' — so she couldn't write, which would explain "
            "why there isn't a single letter from her in the tin." % v["x"], False, "That fits the sequence we've got so far. The 'her mark' detail is worth keeping in the notes — it's a small human thing that tells you a lot.")


EN_DATE_T = {True: [en_date_h1, en_date_h2, en_date_h3, en_date_h4], False: [en_date_f1, en_date_f2, en_date_f3, en_date_f4]}


# ---------------------------------------------------------------- decision
EN_DEC = [
    ("order the PDF of {fn}'s death entry instead of the full certificate",
     ["the PDF gives the cause of death and that's all I'm after", "the certificate would only repeat what the {place} index already says"]),
    ("go to {arch} in person rather than pay for their research service",
     ["their researchers charge by the half hour and I'd want a full day", "I want to see the {doc} with my own eyes"]),
    ("keep the {sur} line in a separate tree file",
     ["half of them are probably not ours at all", "cousin {fn} wants a copy of just that branch"]),
    ("move the kinfile database onto the Pi in the shed",
     ["the ThinkPad's fan is on its last legs", "the Pi has been on all day every day since {month} anyway"]),
    ("write to the {place} chapel trustees by post",
     ["their secretary doesn't do email", "the last letter I sent to {place} got a reply within a fortnight"]),
    ("treat the {place} transcription as the master copy",
     ["it's the only one that names the witnesses", "the {place2} copy was made from the bishop's transcripts years later"]),
    ("let the Ancestry subscription lapse at the end of {month}",
     ["FreeBMD and FamilySearch have given me more this year", "the {sur} hints have been mostly rubbish"]),
    ("accept the {place} burial as our {fn}",
     ["the age at death matches the 1881 census to the year", "the abode given is the terrace by the {place} goods yard"]),
    ("record {fn}'s birthplace as {place} with the alternative in a note",
     ["three censuses out of four say so", "the 1891 enumerator in {place2} clearly guessed"]),
    ("pay {arch} for digital copies of the {doc}",
     ["the train fare alone would cost more than the copies", "my knees won't manage the stairs in that building"]),
    ("book the {rail} staff registers at Kew for the same day",
     ["it saves a second trip to London", "the {rail} registers are the ones with the disciplinary notes"]),
    ("stick with GEDCOM 5.5.1 for the {sur} export",
     ["cousin {fn}'s program can't read the newer format", "the {sur} tree has to open on Mair's old laptop"]),
    ("leave {fn}'s second marriage out of the public tree",
     ["there are grandchildren still living in {place}", "nobody in {place} talks about it even now"]),
    ("take the early train from Crewe rather than drive to {place}",
     ["parking near the {place} record office is impossible", "I can read the {doc} notes on the way down"]),
    ("join the {place} local history society",
     ["their newsletter indexes the old {place} parish magazines", "they have the only copy of the {doc}"]),
    ("photograph every page of the {doc} instead of just our entries",
     ["I always find the relevant bit later on a page I skipped", "the {doc} for {place} may not be produced again for years"]),
]

EN_DEC_FRAMES = [
    "I've decided to {c}, mainly because {r}.",
    "Right, decision made: {c} — {r}, so there's no sense dithering over it.",
    "After sleeping on it I'll {c}; the deciding thing is that {r}.",
    "We're going to {c} because {r} (Margaret agrees, for once).",
    "okay so final answer I'm going to {c} because {r} full stop",
    "On balance I'll {c}. The reason being {r}.",
    "Let's {c} — {r}, and I'm not getting any younger.",
    "I'm settling on this: {c}, since {r}.",
    "Having gone round in circles all afternoon, I'll {c}, for the simple reason that {r}.",
]


def en_slots(c):
    pl = c.rng.sample(EN_PLACES, 2)
    return dict(fn=c.p(EN_FIRST_M + EN_FIRST_F), fnm=c.p(EN_FIRST_M), fnf=c.p(EN_FIRST_F), place=pl[0], place2=pl[1],
                arch=c.p(EN_ARCH), doc=c.p(EN_DOCS), sur=c.p(EN_SUR), month=c.p(EN_MONTHS), rail=c.p(EN_RAIL),
                arch_short=c.p(EN_ARCH_SHORT), wd=c.p(EN_WD[:5]), yr=c.ri(1780, 1860),
                k=c.p(["three", "four", "five", "six", "ten", "twelve"]))


def en_fill(c, t, d=None):
    return t.format(**(d or en_slots(c)))


def en_dec_val(c):
    def mk():
        ch, rs = c.deal("dec-entry", EN_DEC)
        d = en_slots(c)
        return [en_fill(c, ch, d), en_fill(c, c.p(rs), d)]
    a, b = c.uniq_multi(mk)
    return {"needles": [a, b], "c": a, "r": b}


def en_dec_snip(c, v, i):
    fr = EN_DEC_FRAMES[i]
    return ("snip", fr.format(c=v["c"], r=v["r"]), fr.startswith("okay"))


EN_DEC_T = [lambda c, v, i=i: en_dec_snip(c, v, i) for i in range(len(EN_DEC_FRAMES))]

# ---------------------------------------------------------------- constraint
EN_CON = [
    ("pencils only at the desks", "in the {arch_short} search room", "arch"),
    ("no photographs of the {doc}", "unless the copyright declaration has been signed at the desk", "arch"),
    ("don't put anything about the living {sur} relatives online", "until cousin {fn} has said yes in writing", "home"),
    ("never run the merge command on the {sur} branch", "without taking a fresh backup of tree.db first", "home"),
    ("only three boxes may be ordered at once", "on {wd} afternoons at {arch_short}", "arch"),
    ("the viewer mustn't be opened up to the internet", "while it still shows the {sur} grandchildren's birthdays", "home"),
    ("originals of the {doc} will not be produced", "where a microfilm copy is available", "arch"),
    ("bags and coats go in the lockers", "before entering the {arch_short} reading room", "arch"),
    ("no more than {k} copies per visit", "for anything from the {place} parish deposit", "arch"),
    ("the {doc} must be handled on the foam supports", "whenever the volume predates {yr}", "arch"),
    ("don't share cousin {fn}'s DNA matches", "outside the family WhatsApp group", "home"),
    ("no self-service copying", "for anything from the {rail} collection", "arch"),
    ("document orders must be in by half past three", "for next-morning production at {arch_short}", "arch"),
    ("do not write on the {doc} transcript sheets", "in anything but the grey pencil they lend you", "arch"),
    ("don't edit the {sur} tree on the laptop", "while the Pi copy is syncing", "home"),
    ("no tracing of the {doc}", "without a member of staff present", "arch"),
    ("no printing of the {sur} chart with dates of birth", "for anyone outside the immediate family", "home"),
]


def en_con_val(c):
    box = {}

    def mk():
        a, b, box["cat"] = c.deal("con-entry", EN_CON)
        d = en_slots(c)
        return [en_fill(c, a, d), en_fill(c, b, d)]
    a, b = c.uniq_multi(mk)
    return {"needles": [a, b], "w": a, "s": b, "cat": box["cat"]}


def en_con_1(c, v):
    return ("snip", "Their rules, copied off the sign by the door: %s %s. Fair enough, I suppose." % (v["w"], v["s"]), False)


def en_con_2(c, v):
    return ("ep", [("user", "Can you find the email with the reading-room rules? I'd like them in front of me before Tuesday."),
                   ("tool", "search_mail", {"args": {"query": "reading room rules visitors", "days": 120},
                                            "output": "1 message found\n\nFrom: Search Room\nSubject: Information for visitors\n\n"
                                            "Dear visitor,\nThank you for booking. Please note that %s %s. A reader's ticket "
                                            "is required for all visits. Lockers take a £1 coin, which is returned.\n"
                                            "We look forward to seeing you." % (v["w"], v["s"])}),
                   ("assistant", "Here it is — the visitor information email. The one rule that'll actually affect how you "
                    "work is in the second sentence, so plan around it; and take a pound coin for the locker.")])


def en_con_3(c, v):
    return ("snip", "My nephew was very firm about it on the phone: %s %s. I gave him my word." % (v["w"], v["s"]), False)


def en_con_4(c, v):
    return ("snip", "and the woman at the desk said %s %s so I nodded like a schoolboy and did as I was told" % (v["w"], v["s"]), True)


def en_con_5(c, v):
    return ("snip", "Whatever else happens, %s %s — I learned that the hard way in the spring." % (v["w"], v["s"]), False)


def en_con_6(c, v):
    rules = ["1. Reader's ticket to be shown on arrival.", "2. Please note: %s %s." % (v["w"], v["s"]),
             "3. Mobile phones on silent.", "4. Please return documents to the desk, not the trolley."]
    return ("ep", [("user", "Pasting the rules card they gave me:\n\n" + "\n".join(rules) + "\n\nVery much of the old school."),
                   ("assistant", "Mostly standard, and the second is the one that will shape your day — worth planning around "
                    "before you go rather than discovering at the desk. I'd put the card in the front of your research "
                    "folder so it travels with you.")])


def en_con_7(c, v):
    return ("snip", "Note for the record so neither of us forgets: %s %s. No exceptions." % (v["w"], v["s"]), False)


def en_con_8(c, v):
    return ("snip", "The archivist said it twice, so I'll say it once: %s %s." % (v["w"], v["s"]), False)


def en_con_9(c, v):
    return ("snip", "Margaret's rule, and she's quite right: %s %s. I've written it on the card by the computer." % (v["w"], v["s"]), False)


def en_con_10(c, v):
    return ("snip", "I've promised the family, so it goes on the list of commandments: %s %s." % (v["w"], v["s"]), False)


EN_CON_T = {"arch": [en_con_1, en_con_2, en_con_4, en_con_6, en_con_7, en_con_8],
            "home": [en_con_3, en_con_5, en_con_7, en_con_9, en_con_10]}

# ---------------------------------------------------------------- question
EN_Q = [
    "what happened to great-uncle {fnm}'s railway medals",
    "whether the {place} chapel registers for the 1840s survived the flood",
    "who the second wife in the {place} household was",
    "where Aunt {fnf}'s family Bible ended up after the house clearance",
    "why {fn} is missing from the 1861 census in {place}",
    "whether the {rail} kept sick-club records for the {place} men",
    "who took the photograph of the {place} shed staff",
    "whether {fn} really did emigrate to Pennsylvania",
    "what the pencilled 'R.C.' in the margin of the {place} {doc} means",
    "whether anyone at {arch} has ever indexed the {doc}",
    "what caused the accident at {place} Junction that Grandad's uncle {fnm} was hurt in",
    "who paid for the memorial window in the {place} chapel",
    "why the {sur} family left {place} so suddenly in the 1890s",
]

EN_Q_FRAMES = [
    "Does anybody know {q}? I've asked everyone I can think of.",
    "I still can't find out {q} — is there anywhere we haven't tried?",
    "Question I keep coming back to: {q}. Nobody has replied to my letters about it.",
    "do you know {q} question mark because I've been going round in circles",
    "Have you any idea {q}?",
    "Something for the mysteries list: {q}. Will we ever know, do you think?",
    "I wrote to the society weeks ago asking {q}, and not a word back. Is it worth chasing?",
    "Margaret asked me over tea {q}, and I realised I haven't the foggiest. Have you?",
]


def en_q_val(c):
    x = c.uniq(lambda: en_fill(c, c.deal("q-entry", EN_Q)))
    return {"needles": [x], "q": x}


EN_Q_T = [lambda c, v, i=i: ("snip", EN_Q_FRAMES[i].format(q=v["q"]), EN_Q_FRAMES[i].startswith("do you")) for i in range(len(EN_Q_FRAMES))]


# ---------------------------------------------------------------- English assistant acknowledgements (never repeat needles)
EN_ACK = {
    "name": ["That's a valuable contact. I'd add a short note against the right branch saying how you're connected and "
             "how you came to be in touch, so the link isn't lost if the letters get mislaid.",
             "That fits the household we were looking at. I'd enter the person with the record as the source and keep the "
             "birthplace marked 'per census' until a baptism turns up to confirm it.",
             "Worth writing that person into the tree now, while it's fresh, with a note on where the information came from.",
             "Good — a named individual with an occupation and a place is exactly what lets us test the other records against "
             "each other."],
    "command": ["If it finished without errors it did what it says. Keep that command in your notebook next to the backup "
                "one; the two together cover most of what you'll need.",
                "That command only reads and rewrites your own database file, so it's safe as long as you've a recent backup.",
                "For the password prompt: that usually means the command is reaching the Pi over the network and the key your "
                "nephew set up has expired or moved. Nothing you did wrong."],
    "id": ["Keep that reference with the source note in kinfile — it's the one thing that lets you (or anyone) go back "
           "to exactly the same document.",
           "Good, a proper catalogue reference. I'd put it in the notebook and the database both; envelopes have a way of "
           "disappearing.",
           "That's the reference you'll quote when you order it; the production note suggests booking ahead."],
    "port": ["That's fine for use inside the house. If you ever do open it to the outside world, turn on a password "
             "first and keep the living people hidden.",
             "Changing the port is harmless — just remember to use the new number on the iPad bookmark too.",
             "I share your wariness about opening the router. A safer route for Mair is to export a read-only copy of the "
             "tree and send her that."],
    "version": ["Worth noting which version is on which machine; if one of them upgrades the database format, the other "
                "may refuse to open it until it's upgraded too.",
                "That's a reasonably recent release. Before you upgrade anything, take a backup — a copy of tree.db onto the "
                "USB stick is enough."],
    "money": ["I'll keep a note of that for the costs list. Small fees add up over a year, so it's useful to see them together.",
              "That's in line with what archives charge at the moment, annoyingly. Photographing the pages yourself, where "
              "it's allowed, is nearly always the cheaper way.",
              "Very generous. It might be worth keeping the expenses in one place so you can show what the money went on."],
    "date": ["I'll keep that date in mind. If it's an archive visit, order the documents a week ahead so they're waiting.",
             "Noted. Dates from different sources often disagree by days or weeks; I'd record each one with its source "
             "rather than choosing one now.",
             "That fits the sequence we've got so far, more or less — worth entering with the source so the discrepancy "
             "is visible later."],
    "decision": ["That's a sensible call, and the reasoning holds up. I'll work on that basis from now on.",
                 "Fair enough — that's a good reason, and it's better to decide and move on than keep both options open.",
                 "Agreed. I'll note the decision with your reason so we don't relitigate it in three months."],
    "constraint": ["Noted — I'll keep that rule in mind whenever we plan a visit or a change to the tree.",
                   "Understood. It's the kind of rule that's easy to forget on the day, so I'll remind you when it's relevant.",
                   "That's clear, and sensible. I'll treat it as fixed."],
    "question": ["I honestly don't know, and I'd rather not guess — nothing we've looked at so far touches on it. It belongs "
                 "on the open-questions list.",
                 "That one I can't answer from here. The people most likely to know are the archive staff or the local "
                 "society; a short, specific letter usually gets further than a general one.",
                 "I'm afraid I don't know either. It may simply be unknowable from the surviving records, but it's worth "
                 "keeping open rather than filling the gap with a guess.",
                 "No idea, I'm sorry to say — and I'd be wary of anyone who claims to know without a source."],
}

EN_OPEN = ["Morning. ", "Right then. ", "Evening — Margaret's at choir so I've the table to myself. ", "",
           "Quick one before lunch. ", "", "A few things from today. ", "Back at it. ", ""]
EN_ASIDE = [" (I'm typing this with one finger, the other hand has a biscuit.)",
            " — and yes, I know I said I'd stop for the day.",
            " The rain hasn't stopped since Tuesday, so it's a good week for this.",
            " Forty years on the permanent way and I still can't read Victorian handwriting.",
            "", "", "", " Anyway."]
EN_CONNECT = ["\n\n", "\n\nAnother thing. ", "\n\nOh, and one more. ", "\n\nP.S. ", "\n\n"]

# filler exchanges: (user, assistant)
EN_TERSE = [
    ("ok", "Right you are."), ("thanks", "You're welcome."), ("brb — kettle's boiled", "No rush."),
    ("back", "Welcome back. Carry on whenever you're ready."), ("hmm", "Take your time — it's a lot to hold in your head."),
    ("Ok will do", "Good. Shout if it misbehaves."), ("cheers", "Any time."), ("ta", "You're welcome."),
    ("Sorry, phone went. Where were we?", "We'd just finished the last item — nothing left hanging."),
    ("Margaret says hello.", "Hello to Margaret! I hope the choir's going well."),
    ("that's grand, thank you", "Glad it helped."), ("one sec", "Of course."),
    ("Back now — had to move the car for the bin men.", "Welcome back. Nothing's run away in the meantime."),
    ("definately time for a break", "Sounds wise. It'll all still be here later."),
    ("Good point.", "It's one that catches a lot of people out."), ("no, leave it for now", "Fine — I'll leave it."),
    ("Noted.", "Good."), ("yes", "Great."), ("That makes sense now.", "Good — it's not obvious the first time."),
    ("right, tea", "Enjoy it."),
]

EN_LONG = [
    ("What should I take with me to the archive? Last time I forgot half of it.",
     "A short kit list that covers most archives:\n\n1. Reader's ticket (or two forms of ID if you need to register).\n"
     "2. Pencils — plural — and a sharpener; most search rooms ban pens.\n3. A notebook with your list of references "
     "and what you hope to find in each, so you don't waste time deciding on the day.\n4. Phone or camera, charged, "
     "plus a small battery pack.\n5. A magnifier for the small print.\n6. A clear plastic bag for valuables; many "
     "lockers only take coins.\n7. Your family group sheets for the branch you're working on.\n8. Lunch — a lot of "
     "record offices aren't near anywhere to eat.\n\nAnd one habit: photograph the catalogue card or box label before "
     "each document, so every image is self-identifying later."),
    ("I was thinking today about Grandad on the footplate. He never talked about it much. Funny what you don't ask "
     "when you're young.",
     "It's one of the most common regrets in family history — the questions come just after the people who could answer "
     "them have gone. What you can do is reconstruct the working life from the records: staff registers, pay books, "
     "the company magazines (the GWR Magazine printed retirements and long-service awards), and the shed's history. "
     "It's not the same as hearing him tell it, but it often brings back little things you did hear and had forgotten. "
     "It's worth writing those down too, however small."),
    ("How do I read these old hands? The capital S and capital L look identical to me.",
     "They very often are nearly identical in 19th-century copperplate. A few tricks:\n\n- Find a word you're sure of "
     "on the same page that contains the letter, and compare the shapes.\n- Look at the whole page for the writer's "
     "habits; clerks were consistent.\n- The long s (ſ) survives in some older registers, looking like an f without the "
     "crossbar.\n- Read place names against a gazetteer — if 'Lanhilleth' doesn't exist, it's probably Llanhilleth.\n\n"
     "And don't be afraid to write '[?]' — an honest gap is better than a confident mistake."),
    ("My nephew says I should keep the tree 'in the cloud'. I don't trust it.",
     "Your caution is reasonable. The risk with the cloud isn't usually that it loses data but that an account gets "
     "locked, a company changes its terms, or a subscription lapses. The risk with home-only storage is a dead disk or a "
     "fire. The usual compromise is the '3-2-1' habit: three copies, on two kinds of storage, one of them away from the "
     "house. A USB stick kept at your daughter's would do for the 'away' copy without any cloud at all."),
    ("Could you draft a letter to a parish about seeing their old registers? Polite, not grovelling.",
     "Here's one:\n\nDear Sir or Madam,\n\nI am researching my family, who lived in the parish in the mid-19th century, "
     "and I understand that some of the older registers may still be held at the church rather than at the county "
     "archive. If so, I would be very grateful to know whether it might be possible to consult them, at a time "
     "convenient to you, or whether they have been deposited elsewhere.\n\nI would of course be happy to make a "
     "donation to the church for the trouble.\n\nYours faithfully,\n\n— Keep it to one page, and include a stamped "
     "addressed envelope; older parishes respond far better to that."),
    ("Why does the 1841 census round everyone's age?",
     "In 1841 the enumerators were told to round adults' ages down to the nearest five (so a 43-year-old appears as 40), "
     "while children under 15 were supposed to be given exactly. Birthplaces are also vague — just whether born in the "
     "same county, or 'S', 'I', 'F' for Scotland, Ireland or Foreign parts. So treat 1841 as a rough anchor and take the "
     "precise details from 1851 onwards."),
    ("I've been reading about DNA tests. Worth it, at my age?",
     "Age doesn't matter for the test itself, and in one way it helps — you're a generation closer to the ancestors "
     "you're researching, so your matches are more informative than a grandchild's would be. The practical question is "
     "whether you want to deal with the matches: you'll get a list of hundreds of distant cousins, most of whom never "
     "answer messages. It's most useful for a specific question, like confirming that a particular family is really "
     "yours. If you go ahead, decide in advance who in the family should be told about unexpected results."),
    ("Is it worth joining more than one family history society?",
     "Only if the areas matter to you. Each county society typically has members' interests lists, a journal with "
     "indexes, and volunteers who know the local records well — which is where the value is. For your purposes the "
     "society covering the valleys is the essential one; a second for wherever the railway took the family later "
     "might be worth it if you get stuck there."),
    ("Forty years on the railway and I never once looked at the staff records. Now I can't get enough of them.",
     "There's a nice symmetry in that. The staff records are wonderful when they survive — promotions, transfers, "
     "fines for lateness, commendations, injuries — a whole working life in a few lines. Yours probably exist somewhere "
     "too, in some form, which is a slightly strange thought."),
    ("How should I organise the photographs? There are hundreds in the tin.",
     "A workable approach:\n\n1. Scan everything once at a decent resolution (600 dpi), front and back — the backs often "
     "have the only writing.\n2. Name files by a simple number, not by who you think is in them.\n3. Keep a spreadsheet: "
     "number, who (if known), where, approximate date, and who gave you the original.\n4. Attach them to people in "
     "kinfile only once you're reasonably sure.\n\nDoing the scanning first means the originals can go back in the tin "
     "and stop being handled."),
    ("Margaret thinks I'm obsessed. She may be right.",
     "There are worse obsessions, and this one produces something your family will keep. Still, a regular day off from "
     "it might keep the peace — and a surprising amount of progress comes from coming back with fresh eyes."),
    ("What's the difference between a bishop's transcript and the register?",
     "The parish register is the original book kept in the church. The bishop's transcript is the annual copy the parish "
     "sent to the diocese. They usually agree, but not always — the copy can add or drop entries, and spellings can "
     "differ. Where the register is damaged or lost, the transcripts are often the only survivor. If the two disagree, "
     "record both."),
    ("Sometimes I wonder who'll care about all this after I'm gone.",
     "It's a fair thing to wonder. What tends to happen is that interest skips a generation or two — the grandchildren "
     "who were bored at twelve come looking at forty. The best thing you can do for them is leave it findable and "
     "readable: a printed summary with sources, the database backed up somewhere the family knows about, and a note "
     "explaining what's what. That's what makes the work outlive the worker."),
    ("Is FreeBMD reliable?",
     "It's a volunteer transcription of the GRO indexes, and it's very good, but it's a transcription of an index, so "
     "there are two layers where errors can creep in. Use it to find an entry, then check the scan of the index page "
     "it links to, and treat the certificate itself as the authority."),
]

EN_GREET = [("Morning. Coffee's on, Margaret's out, let's see how far we get with the tree today.",
             "Good morning! Happy to pick up wherever you like — tell me which branch is on your mind and we'll go from there."),
            ("Evening. Thought I'd do an hour on the family stuff before the news.",
             "Good evening. An hour is plenty to make progress — where would you like to start?")]
EN_BYE = [("That'll do for today, I think. Thank you for your patience.",
           "It's been a productive session. Rest the eyes — I'll be here when you want to carry on."),
          ("Right, I'm off to bed. Goodnight.", "Goodnight — sleep well.")]


# ================================================================ Chinese pools
ZH_SUR = list("王李张刘陈杨赵黄吴孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾田董袁潘蒋蔡杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛段雷侯龙史陶贺顾毛郝龚邵万钱严武戴孔汤")
ZH_GN_M = ["建国", "德明", "志强", "国庆", "振华", "永福", "春生", "长林", "宝山", "树森", "德胜", "立新", "卫东",
           "继祖", "广田", "福贵", "庆余", "守仁", "传家", "锡川", "明远", "振邦", "连生", "根宝", "玉堂", "兆祥",
           "洪涛", "文斌", "殿臣", "维汉"]
ZH_GN_F = ["秀英", "桂兰", "玉珍", "淑芬", "凤英", "秋菊", "金凤", "玉兰", "桂芳", "红梅", "海燕", "兰芝", "素琴",
           "惠珍", "淑贞", "翠花", "月娥", "巧云", "丽华", "美玲"]
ZH_ROLE = ["滕州档案馆的", "族谱理事会的", "以前工务段的老同事", "济南局档案室的", "县志办的"]
ZH_ROLE_M = ["老家的堂哥", "三叔家的老大", "村里的老支书", "我二姨家的表弟", "同一个字辈的本家", "老年大学认识的老哥"]
ZH_ROLE_F = ["北京的表姑", "老家的堂姐", "二姨家的表妹"]


def zh_role(c, g):
    return c.p(ZH_ROLE + (ZH_ROLE_M if g == "m" else ZH_ROLE_F))
ZH_PLACES = ["滕州", "枣庄", "临沂", "济宁", "兖州", "徐州", "泰安", "曲阜", "邹城", "沧州", "德州", "蚌埠", "宿州",
             "微山", "泗水", "峄城", "费县", "郯城", "新泰", "肥城"]
ZH_DOCS = ["土改档案", "户口底册", "工资卡", "老谱", "墓碑拓片", "老地契", "学籍卡",
           "婚姻登记底册", "房产档案", "干部履历表", "调令存根"]
ZH_PINYIN = ["zhou", "wang", "li", "zhang", "liu", "chen", "kong", "meng", "yan", "tian", "han", "du"]
ZH_NUM = "〇一二三四五六七八九十"
ZH_LUNAR_M = ["正", "二", "三", "四", "五", "六", "七", "八", "九", "十", "冬", "腊"]
ZH_WD = ["一", "二", "三", "四", "五", "六", "日"]


def zh_n(n):
    if n <= 10:
        return ZH_NUM[n]
    if n < 20:
        return "十" + (ZH_NUM[n - 10] if n > 10 else "")
    return ZH_NUM[n // 10] + "十" + (ZH_NUM[n % 10] if n % 10 else "")


def zh_lunar_day(d):
    if d <= 10:
        return "初" + zh_n(d)
    if d < 20:
        return "十" + ZH_NUM[d - 10]
    if d == 20:
        return "二十"
    if d < 30:
        return "廿" + ZH_NUM[d - 20]
    return "三十"


class ZhHelpers:
    def zh_name(self, g=None):
        g = g or self.p("mf")
        return self.uniq(lambda: self.p(ZH_SUR) + self.p(ZH_GN_M if g == "m" else ZH_GN_F)), g

    def zh_id(self, typ):
        def mk():
            if typ == "juan":
                return "J%d-%d-%d" % (self.ri(11, 199), self.ri(1, 9), self.ri(10, 299))
            if typ == "dang":
                return "%d-永久-%04d" % (self.ri(1949, 1966), self.ri(1, 9999))
            if typ == "dgs":
                return "DGS %d" % self.ri(1000000, 9999999)
            if typ == "yy":
                return "YY%d%02d%03d" % (self.ri(2026, 2027), self.ri(1, 12), self.ri(1, 999))
            if typ == "order":
                return "SL%d" % self.ri(10 ** 11, 10 ** 12 - 1)
            if typ == "jp":
                return "JP%06d" % self.ri(1000, 999999)
            return "GD-%d-%03d" % (self.ri(1950, 1990), self.ri(1, 999))
        return self.uniq(mk)

    def zh_money(self, lo, hi, styles=("元", "¥", "块")):
        """an amount between lo and hi (in jiao, i.e. 0.1 yuan)"""
        def mk():
            st = self.p(styles)
            if st == "毛":
                return "%d毛" % self.ri(3, 9)
            j = self.ri(lo, hi)
            y = j // 10
            if st == "万":
                if y >= 10000:
                    y = y // 1000 * 1000
                    return "%d万" % (y // 10000) if y % 10000 == 0 else "%d.%d万" % (y // 10000, (y % 10000) // 1000)
                st = "元"
            if st == "块" and j < 1000 and j % 10:
                return "%d块%d" % (j // 10, j % 10)
            y = max(1, y)
            if y >= 1000:
                y = y // 100 * 100
            elif y >= 100:
                y = y // 10 * 10
            return ("¥%d" % y) if st == "¥" else ("%d%s" % (y, st))
        return self.uniq(mk)

    def zh_hist_date(self):
        def mk():
            f = self.ri(0, 2)
            if f == 0:
                return "%d年%d月%d日" % (self.ri(1900, 1966), self.ri(1, 12), self.ri(1, 28))
            if f == 1:
                return "民国%s年%s月%s" % (zh_n(self.ri(1, 37)), self.p(ZH_LUNAR_M), zh_lunar_day(self.ri(1, 29)))
            return "光绪%s年%s月%s" % (zh_n(self.ri(1, 34)), self.p(ZH_LUNAR_M), zh_lunar_day(self.ri(1, 29)))
        return self.uniq(mk)

    def zh_future_date(self):
        def mk():
            dt = date(2026, 12, 1) + timedelta(days=self.ri(0, 120))
            f = self.ri(0, 2)
            if f == 0:
                return "%d月%d日" % (dt.month, dt.day)
            if f == 1:
                return "%d月%d号" % (dt.month, dt.day)
            return "%d月%d日（周%s）" % (dt.month, dt.day, ZH_WD[dt.weekday()])
        return self.uniq(mk)


def zh_slots(c):
    return dict(place=c.p(ZH_PLACES), doc=c.p(ZH_DOCS), gn=c.p(ZH_GN_M), sur=c.p(ZH_SUR),
                wdz=c.p(ZH_WD[:5]), role_short=c.p(["三叔", "表姑", "老支书", "堂哥", "二姨"]))


def zh_fill(c, t, d=None):
    return t.format(**(d or zh_slots(c)))


# ---------------------------------------------------------------- zh name
def zh_name_val(c):
    n, g = c.zh_name()
    return {"needles": [n], "n": n, "g": g}


def zh_ta(v):
    return "他" if v["g"] == "m" else "她"


def zh_name_1(c, v):
    return ("snip", "昨天给%s%s打了个电话，聊了快一个小时，%s说老家祠堂那本老谱还在，就是缺了两页。" % (zh_role(c, v["g"]), v["n"], zh_ta(v)), False, c.p(["这个人挺关键的。建议在库里给%s记一笔，写清楚跟您是什么关系、怎么联系上的，免得以后忘了。" % zh_ta(v), "老家有人愿意帮忙太难得了，说的情况趁热记下来，注上日子。"]))


def zh_name_2(c, v):
    if v["g"] != "m":
        v["n"], v["g"] = c.zh_name("m")
        v["needles"] = [v["n"]]
    return ("snip", "档案里这个人叫%s，民国二十三年生，在津浦路上当养路工，跟我爷爷是一个工区的，这下对上了！" % v["n"], False, "对上了就好！先把这个人录进去，来源写上是哪份档案，工区的信息也记上，以后查职工档案用得着。")


def zh_name_3(c, v):
    place = c.p(ZH_PLACES)
    others = [c.zh_name()[0] for _ in range(2)]
    rows = [(v["n"], "回复：关于%s周氏老谱的事" % place), (others[0], "宗亲会年底聚餐通知"), (others[1], "您订购的书已发货")]
    c.rng.shuffle(rows)
    out = "共找到3封邮件\n\n" + "\n".join("[%d] 发件人：%s ｜ %s ｜ 11月%d日" % (i + 1, a, s, c.ri(10, 28)) for i, (a, s) in enumerate(rows))
    return ("ep", [("user", "帮我看看邮箱，%s那边回信了没有？我记得上礼拜有一封，找不着了" % place),
                   ("tool", "search_mail", {"args": {"query": "%s 老谱" % place, "days": 30}, "output": out}),
                   ("assistant", "找到了，标题里有“老谱”的那封就是%s那边的回信，是上个礼拜收到的。要我帮您打开念一下，还是您自己看？" % place),
                   ("user", c.p(["我自己看吧", "先不用，晚上戴上老花镜再看", "好，回头再说"]))])


def zh_name_4(c, v):
    if v["g"] != "m":
        v["n"], v["g"] = c.zh_name("m")
        v["needles"] = [v["n"]]
    return ("ep", [("user", "我把老谱那一页抄下来了，繁体我改成简体了，有几个字认不出来打了问号：\n\n"
                    "> 十七世 %s，字□□，生于光绪%s年，娶王氏，生子二：长子□□，次子早殇。\n"
                    "> 迁居兖州，业铁路，卒葬滕邑东山祖茔。\n\n你看“业铁路”是不是就是在铁路上干活的意思？"
                    % (v["n"], zh_n(c.ri(1, 30)))),
                   ("assistant", "对，“业铁路”就是以铁路为业、在铁路上做事的意思，跟您说的家里几代人在津浦路上干活正好对得上。"
                    "几点建议：\n\n1. 认不出的字保留□，别猜，以后对照原谱照片再补；\n2. “卒葬祖茔”说明墓在老家祖坟，回去的时候可以找碑核对生卒年；\n"
                    "3. “次子早殇”这种信息族谱里常有，户口底册里往往查不到，值得单独记一笔。")])


def zh_name_5(c, v):
    return ("snip", "对了还有个事就是%s%s%s说下个月回老家可以帮我拍墓碑上的字你说要不要让%s顺便把祠堂里那块碑也拍了"
            % (zh_role(c, v["g"]), v["n"], zh_ta(v), zh_ta(v)), True, c.p(["这个人挺关键的。建议在库里给%s记一笔，写清楚跟您是什么关系、怎么联系上的，免得以后忘了。" % zh_ta(v), "老家有人愿意帮忙太难得了，说的情况趁热记下来，注上日子。"]))


def zh_name_6(c, v):
    return ("snip", "%s%s加了我微信，说%s家也有一本老谱，是民国三十年修的，回头拍给我看。" % (zh_role(c, v["g"]), v["n"], zh_ta(v)), False, c.p(["这个人挺关键的。建议在库里给%s记一笔，写清楚跟您是什么关系、怎么联系上的，免得以后忘了。" % zh_ta(v), "老家有人愿意帮忙太难得了，说的情况趁热记下来，注上日子。"]))


def zh_name_7(c, v):
    place = c.p(ZH_PLACES)
    if v["g"] != "m":
        v["n"], v["g"] = c.zh_name("m")
        v["needles"] = [v["n"]]
    sur = v["n"][0]
    others = [c.uniq(lambda: sur + c.p(ZH_GN_M)) for _ in range(3)]
    notes = ["迁兖州", "无嗣", "出继", "业农"]
    c.rng.shuffle(notes)
    allr = [(v["n"], "业铁路")] + [(o, notes[i]) for i, o in enumerate(others)]
    c.rng.shuffle(allr)
    out = "上海图书馆家谱平台：检索“%s %s氏”，4条\n\n| 人名 | 世系 | 谱名 | 备注 |\n|---|---|---|---|\n" % (place, sur)
    out += "\n".join("| %s | %s世 | %s%s氏族谱 | %s |" % (n, zh_n(c.ri(14, 20)), place, sur, note) for n, note in allr)
    return ("ep", [("user", "你帮我在家谱平台上搜一下%s%s氏，我奶奶娘家就是%s家，看看有没有十几世的人，我想对一对字辈" % (place, sur, sur)),
                   ("tool", "search_records", {"args": {"database": "上海图书馆家谱知识服务平台", "query": "%s %s氏" % (place, sur)}, "output": out}),
                   ("assistant", "搜到4条。备注里写“业铁路”的那一位最值得注意——跟您家里在铁路上干活的情况吻合，"
                    "世系也差不多在同一辈。建议先把这一条的原谱影像调出来看，平台的录入有时候会把字认错。"),
                   ("user", c.p(["好，这个得好好看看", "嗯，明天再看影像", "行"]))])


ZH_NAME_T = [zh_name_1, zh_name_2, zh_name_3, zh_name_4, zh_name_5, zh_name_6, zh_name_7]

# ---------------------------------------------------------------- zh command
def zh_cmd_val(c):
    def mk():
        py = c.p(ZH_PINYIN)
        f = c.ri(0, 9)
        if f == 0:
            return "kinfile import --gedcom ~/jiapu/%s-%d.ged" % (py, c.ri(2019, 2026))
        if f == 1:
            return "kinfile export --branch %s --format gedcom -o ~/Desktop/%s-fang.ged" % (py.capitalize(), py)
        if f == 2:
            y1 = c.ri(1850, 1920)
            return "kinfile search --surname %s --born %d-%d" % (py.capitalize(), y1, y1 + c.ri(10, 40))
        if f == 3:
            return "kinfile merge --person I%d --into I%d" % (c.ri(100, 4999), c.ri(100, 4999))
        if f == 4:
            return "kinfile backup --to /media/usb/jiapu-%d" % c.ri(1, 99)
        if f == 5:
            return "kinfile check --orphans --fix --limit %d" % c.ri(20, 500)
        if f == 6:
            return "kinfile report descendants --root I%d --depth %d" % (c.ri(100, 4999), c.ri(3, 9))
        if f == 7:
            return "kinfile privacy --living-after %d --apply" % c.ri(1920, 1945)
        if f == 8:
            return "rsync -av ~/.kinfile/ pi@shumeipai.local:/srv/backup/jiapu-%s/" % py
        return "kinfile dedupe --surname %s --threshold 0.%d" % (py.capitalize(), c.ri(60, 95))
    x = c.uniq(mk)
    return {"needles": [x], "c": x}


def zh_cmd_1(c, v):
    return ("snip", "闺女教我的命令是 `%s`，我抄在本子上了，跑了一遍没报错。" % v["c"], False)


def zh_cmd_2(c, v):
    return ("ep", [("user", "终端里出来的是这样的：\n\n```\n$ %s\n%s\n```\n\n最后那行要紧吗？看着像报错" % (v["c"], cmd_log(c, v["c"]))),
                   ("assistant", "不要紧，这不算报错。最后一行一般是说有几条记录或者地名它没认出来，比如日期写成“约1900年”、"
                    "地名有两种写法之类的。有空的时候打开日志看看是哪几条，顺手改一下就行，数据本身没有坏。")])


def zh_cmd_3(c, v):
    return ("ep", [("user", c.p(["上回说的那个怎么弄来着？我又忘了", "那个命令是啥来着，本子在楼上", "你再教我一遍，慢点说"])),
                   ("assistant", "用这个：\n\n```\n%s\n```\n\n在终端里粘贴进去回车就行。如果问你要不要确认，输入 y 再回车。"
                    "跑之前最好先备份一下，虽然不会出事，但养成习惯好。" % v["c"]),
                   ("user", c.p(["好了，没报错", "行，跑完了", "成了，谢谢"]))])


def zh_cmd_4(c, v):
    return ("ep", [("user", c.p(["你帮我在树莓派上跑一下吧，我懒得下楼了", "你直接弄吧，我手上都是面", "你来跑，我怕敲错"])),
                   ("tool", "run_local", {"args": {"host": "shumeipai", "command": v["c"]}, "output": cmd_log(c, v["c"])}),
                   ("assistant", "跑完了，树莓派上一切正常，就输出了几行例行信息，不用您操心。")])


def zh_cmd_5(c, v):
    v["c"] = c.uniq(lambda: c.p(["kinfile backup --to /media/usb/jiapu-%d" % c.ri(100, 999),
                                 "rsync -av ~/.kinfile/ /media/usb/beifen-%s/" % c.p(ZH_PINYIN)]))
    v["needles"] = [v["c"]]
    return ("snip", "每周日晚上我都跑一下 %s ，备份到U盘上，省得哪天电脑坏了全没了。" % v["c"], False, '每周备份这个习惯特别好。隔一两个月插上U盘看看里面的文件是不是最新的，免得哪天它悄悄停了也不知道。')


def zh_cmd_6(c, v):
    return ("snip", "刚才敲的那个命令是%s然后它就一直在那滚字我也看不懂最后说完成了应该没事吧" % v["c"], True)


ZH_CMD_T = [zh_cmd_1, zh_cmd_2, zh_cmd_3, zh_cmd_4, zh_cmd_5, zh_cmd_6]


# ---------------------------------------------------------------- zh id
def zh_id_val(c):
    return {"needles": [], "x": None}


ZH_TABLE_DOCS = ["土改档案", "户口底册", "工资卡", "婚姻登记底册", "房产档案", "调令存根", "学籍卡"]


def zh_id_1(c, v):
    setid(c, v, ["juan", "dang"], True)
    return ("snip", "档案馆给的卷宗号是 %s，我抄在笔记本第三页了，你也帮我记着点。" % v["x"], False)


def zh_id_2(c, v):
    place = c.p(ZH_PLACES)
    setid(c, v, ["juan", "dang", "gd"], True)
    rows = [v["x"]] + [c.zh_id(v["typ"]) for _ in range(2)]
    years = sorted(c.rng.sample(range(1949, 1976), 3))
    recs = list(zip(rows, years))
    c.rng.shuffle(recs)
    out = "%s档案馆目录检索：3条\n\n| 档号 | 题名 | 年代 |\n|---|---|---|\n" % place
    out += "\n".join("| %s | %s%s | %d-%d |" % (r, place, c.p(ZH_TABLE_DOCS), y, y + c.ri(1, 10)) for r, y in recs)
    return ("ep", [("user", "帮我查查%s档案馆的目录，有没有五六十年代的东西，下回去好直接调" % place),
                   ("tool", "search_records", {"args": {"database": "%s档案馆目录" % place, "query": "1949-1975"}, "output": out}),
                   ("assistant", "查到3条。年代最早的那条跟您爷爷调动的时间最接近，建议先调那一卷；另外两条可以下次再看。"
                    "表里的档号就是填调档单用的。"),
                   ("user", c.p(["好，就先调那个", "记下了", "嗯"]))])


def zh_id_3(c, v):
    setid(c, v, ["yy"], True)
    return ("ep", [("user", "收到短信了：\n\n【档案馆】您的查档预约已受理，预约编号%s，请按预约时间携带身份证原件到馆，逾期自动取消。\n\n总算约上了" % v["x"]),
                   ("assistant", "太好了！去之前记得三样：身份证原件、要查的人名和大概年份、铅笔和本子。"
                    "预约编号在这条短信里，万一现场查不到预约，给工作人员看短信就行。")])


def zh_id_4(c, v):
    setid(c, v, ["dgs", "jp"], True)
    if v["typ"] == "dgs":
        return ("snip", "FamilySearch上那套谱的胶片号是 %s，跟我们家那本对得上，就是字小，得放大了看。" % v["x"], False,
                "胶片号记下来很有用，以后想再看直接按号调。字小的话截图以后放大看，比在网页上直接看清楚。")
    return ("snip", "上图家谱平台上那部谱的编号是 %s，目录里写着“存卷一至卷八，缺卷五”，唉。" % v["x"], False,
            "缺卷是老谱常有的事。缺的那一卷有时在别的图书馆或者族人手里，可以在宗亲群里问一问。")


def zh_id_5(c, v):
    setid(c, v, ["order"], True)
    return ("ep", [("user", "上回在网上买的那个复印件，订单号是多少来着？客服问我要"),
                   ("tool", "search_mail", {"args": {"query": "订单 复印件", "days": 60},
                                            "output": "共找到1封邮件\n\n发件人：订单通知\n主题：您的订单已确认\n\n"
                                            "尊敬的用户：您的订单%s已确认，复印件将在7个工作日内寄出。如有疑问请联系客服。" % v["x"]}),
                   ("assistant", "找到了，是订单确认邮件，订单号就在上面的结果里，您直接念给客服就行。邮件里说7个工作日内寄出。")])


def zh_id_6(c, v):
    setid(c, v, ["juan", "dang", "gd"], True)
    return ("snip", "那个编号是%s我念一遍啊对就是这个上面还有个章看不清" % v["x"], True)


ZH_ID_T = [zh_id_1, zh_id_2, zh_id_3, zh_id_4, zh_id_5, zh_id_6]

# ---------------------------------------------------------------- zh port
def zh_port_1(c, v):
    return ("snip", "网页查看器开在 %s 端口，手机上输入地址就能看，老伴说这电脑总算干了件正事。" % v["x"], False, '对，家里用就是这个样子。外面的人是看不到的，除非专门在路由器上打开。')


def zh_port_2(c, v):
    return ("ep", [("user", "打开查看器，出来这个：\n\n```\nkinfile-viewer: loading tree.db\nkinfile-viewer: serving on http://0.0.0.0:%s/ (Ctrl-C to stop)\n```\n\n这个窗口就一直开着？" % v["x"]),
                   ("assistant", "对，这个窗口一直开着查看器就一直在跑，关了窗口或者按 Ctrl-C 就停了。0.0.0.0 的意思是家里其他设备"
                    "（手机、平板）都能连上，但外面的人连不进来，除非您在路由器上专门打开。")])


def zh_port_3(c, v):
    return ("ep", [("user", "提示什么 address already in use，我弄坏啥了？"),
                   ("assistant", "没坏，是原来那个端口被别的程序占了，多半是上回开的查看器没关。最简单的办法是在 viewer.toml 里换一个：\n\n"
                    "```\n[viewer]\nport = %s\n```\n\n保存以后重新打开查看器，地址栏里用新的号就行。" % v["x"]),
                   ("user", c.p(["好了，能打开了", "行了，谢谢", "成了"]))])


def zh_port_4(c, v):
    return ("ep", [("user", "树莓派上的查看器还开着吗？手机上打不开了"),
                   ("tool", "run_local", {"args": {"host": "shumeipai", "command": "kinfile-viewer status"},
                                          "output": "kinfile-viewer: running (pid %d)\nlistening on 127.0.0.1:%s\nuptime 2 days" % (c.ri(400, 30000), v["x"])}),
                   ("assistant", "开着呢，但它只监听在 127.0.0.1 上，也就是只有树莓派自己能访问，所以手机打不开。"
                    "把 viewer.toml 里的 bind 改成 0.0.0.0 再重启就好了，我可以一步步教您。")])


def zh_port_5(c, v):
    return ("snip", "那个端口号我记得是%s吧反正上回是能打开的今天怎么就打不开了" % v["x"], True, '打不开多半是查看器没在跑，或者换了端口。在电脑上先看看那个窗口还开着没有，开着的话看一眼上面写的端口号。')


def zh_port_6(c, v):
    return ("snip", "闺女说要在路由器上把 %s 端口映射出去，这样在深圳的外孙也能看，我有点不放心。" % v["x"], False, '您的担心有道理。端口映射出去，全世界都能连上，不光是外孙。更稳妥的办法是导出一份只读的发给他，或者视频的时候给他看。')


ZH_PORT_T = [zh_port_1, zh_port_2, zh_port_3, zh_port_4, zh_port_5, zh_port_6]

# ---------------------------------------------------------------- zh version
def zh_ver_1(c, v):
    return ("snip", "kinfile 现在是 %s 版，上个月闺女帮我升级的。" % v["x"], False)


def zh_ver_2(c, v):
    return ("ep", [("user", "树莓派上装的是哪个版本？我想先看看再给笔记本升级"),
                   ("tool", "run_local", {"args": {"host": "shumeipai", "command": "kinfile --version"},
                                          "output": "kinfile %s\ntree.db schema %d" % (v["x"], c.ri(8, 30))}),
                   ("assistant", "版本号在上面。两台机器最好装一样的版本——只是看的话版本不一样一般没事，"
                    "但如果新版本把数据库格式升级了，老版本可能就打不开了。")])


def zh_ver_3(c, v):
    return ("ep", [("user", "升级完了，输出是这个：\n\n```\nInstalling collected packages: kinfile-viewer\nSuccessfully installed kinfile-viewer-%s\n```\n\n没有红字，应该成了吧" % v["x"]),
                   ("assistant", "成了，没有红字就是装好了。记得把查看器重启一下，手机上刷新页面，有时候得强制刷新才能看到新版本。")])


def zh_ver_4(c, v):
    return ("snip", "笔记本上装的还是 %s，树莓派上是新的，不知道要不要紧。" % v["x"], False)


def zh_ver_5(c, v):
    return ("ep", [("user", "开发者真回邮件了：\n\n> 您好，导入时生僻字变成问号的问题已经修复，请升级到 %s 后重新导入。\n\n人家还挺客气" % v["x"]),
                   ("assistant", "挺难得的，小工具的作者一般都很热心。建议先升级，再拿数据库的副本试着导入一遍，没问题了再导正式的。"
                    "成了的话回一封邮件谢谢人家。")])


def zh_ver_6(c, v):
    return ("snip", "树莓派上那个版本是%s我刚看了一眼笔记本上的还没看" % v["x"], True)


ZH_VER_T = [zh_ver_1, zh_ver_2, zh_ver_3, zh_ver_4, zh_ver_5, zh_ver_6]

# ---------------------------------------------------------------- zh money
def zh_money_1(c, v):
    v["x"] = c.zh_money(10, 80, ("元", "块", "毛"))
    v["needles"] = [v["x"]]
    return ("snip", "档案馆复印一页收%s，查档本身不要钱。" % v["x"], False)


def zh_money_2(c, v):
    v["x"] = c.zh_money(1000, 6000)
    v["needles"] = [v["x"]]
    return ("snip", "公证处开亲属关系证明要%s，还得本人去，拿着户口本。" % v["x"], False)


def zh_money_3(c, v):
    v["x"] = c.zh_money(500, 4000)
    v["needles"] = [v["x"]]
    return ("ep", [("user", "上回那个复印加邮寄一共花了多少？我记个账"),
                   ("tool", "search_mail", {"args": {"query": "缴费 复印 邮寄", "days": 90},
                                            "output": "共找到1封邮件\n\n发件人：档案馆利用科\n主题：缴费确认\n\n复印12页、挂号邮寄，合计：%s。已通过微信支付。" % v["x"]}),
                   ("assistant", "找到了，是档案馆的缴费确认，复印12页加挂号邮寄，已经用微信付过了，金额在上面，您直接记账就行。")])


def zh_money_4(c, v):
    v["x"] = c.zh_money(5000, 50000, ("元", "块"))
    v["needles"] = [v["x"]]
    return ("snip", "堂哥说这次修谱每户摊%s，我已经微信转过去了。" % v["x"], False)


def zh_money_5(c, v):
    v["x"] = c.zh_money(600, 3000)
    v["needles"] = [v["x"]]
    return ("snip", "去滕州的高铁票%s一张，来回还行，就是得起大早。" % v["x"], False)


def zh_money_6(c, v):
    v["x"] = c.zh_money(30000, 250000, ("元", "万", "块"))
    v["needles"] = [v["x"]]
    return ("snip", "刻碑的师傅说连工带料%s我觉得有点贵但是也没办法老伴也说该花的得花" % v["x"], True)


ZH_MONEY_T = [zh_money_1, zh_money_2, zh_money_3, zh_money_4, zh_money_5, zh_money_6]

# ---------------------------------------------------------------- zh date
def zh_date_val(c):
    hist = c.chance(0.5)
    x = c.zh_hist_date() if hist else c.zh_future_date()
    return {"needles": [x], "x": x, "hist": hist}


def zh_date_f1(c, v):
    return ("snip", "档案馆约的是%s上午九点，得早点出门，坐头一班车。" % v["x"], False, '好，记得提前一个礼拜把要调的卷报上去，到了就能直接看。')


def zh_date_f2(c, v):
    return ("ep", [("user", "档案馆那边预约确认了吗？帮我查下邮件"),
                   ("tool", "search_mail", {"args": {"query": "预约 确认 查档", "days": 21},
                                            "output": "共找到1封邮件\n\n发件人：档案馆查阅室\n主题：预约成功\n\n您的查档预约已确认，预约时间：%s 上午9:00-11:30。请携带身份证原件。" % v["x"]}),
                   ("assistant", "确认了，是上午九点到十一点半，记得带身份证原件。")])


def zh_date_f3(c, v):
    return ("snip", "族谱理事会说%s之前各房的材料都得交齐，我们这一房就差我了。" % v["x"], False, '那得抓紧了。需要的话我帮您列个清单，看看这一房还差哪些材料。')


def zh_date_f4(c, v):
    evs = [(v["x"], "档案馆查档"), (c.zh_future_date(), "医院复查（陪老伴）"), (c.zh_future_date(), "工务段老同事聚会")]
    c.rng.shuffle(evs)
    return ("ep", [("user", "我这两个月都有啥安排？别撞了"),
                   ("tool", "calendar_lookup", {"args": {"from": "2026-12-01", "to": "2027-03-31"}, "output": "\n".join("- %s：%s" % e for e in evs)}),
                   ("assistant", "一共三件事，都不在同一天，没撞。陪老伴复查那个是定死的，查档的日子实在不行还能改。")])


def zh_date_h1(c, v):
    return ("snip", "老谱上写的是%s生，跟户口底册上差了一年，不知道哪个对。" % v["x"], False, '老谱和户口底册对不上很常见，两个日子都记上、注明出处，先别急着定哪个对。')


def zh_date_h2(c, v):
    return ("snip", "爷爷的工资卡上写着%s调到兖州工区，这个日子我以前从来没听说过。" % v["x"], False, '这个日子很有价值，说明那一年有过调动。职工档案里要是有调令存根，应该能对上。')


def zh_date_h3(c, v):
    return ("snip", "我妈老说太奶奶是%s没的那年闹灾荒我也不知道准不准反正她是这么说的" % v["x"], True, '老人传下来的说法也值得记，注明“据母亲口述”就行，以后有材料再核对。')


ZH_DATE_T = {True: [zh_date_h1, zh_date_h2, zh_date_h3], False: [zh_date_f1, zh_date_f2, zh_date_f3, zh_date_f4]}


# ---------------------------------------------------------------- zh decision
ZH_DEC = [
    ("先去{place}档案馆查", ["那边的土改档案还没数字化", "{place}档案馆周六也开门"]),
    ("用{place}那一支的老谱做底本", ["那本老谱上字辈写得最全", "{place}那本是光绪年间修的，年头最早"]),
    ("把kinfile装到树莓派上", ["笔记本风扇快不行了", "树莓派反正一天到晚开着看{place}的天气"]),
    ("给{role_short}写信不打电话", ["他耳朵背，电话里说不清", "写信能把{doc}的复印件一块寄过去"]),
    ("把{gn}那一房单独建一个库", ["那一房的人一大半对不上", "{gn}家的孙子只想要他们那一支"]),
    ("不买网上那份{place}老谱的扫描件", ["档案馆里能免费看原件", "人家卖的扫描件太模糊，好几页看不清"]),
    ("亲属关系证明走公证处", ["派出所现在不给开了", "{place}公证处周末也能办"]),
    ("坐高铁去{place}", ["开车去停车太难", "高铁站离{place}档案馆就两站地"]),
    ("请{place}的老支书帮忙拍墓碑", ["我这腿爬不了山", "他天天从{place}那片坟地边上过"]),
    ("{gn}的出生年份先按老谱记", ["户口底册是后来补登的", "{place}户口底册上的年龄明显是估的"]),
    ("{doc}让档案馆直接复印", ["自己拍照要另外交钱", "{place}档案馆不许自带扫描仪"]),
    ("修谱的钱我们这一房多出一点", ["我退休金比他们高", "{gn}家今年刚办完丧事"]),
    ("{place}的那些{doc}全拍下来再慢慢看", ["当场看来不及", "下回再去{place}不知道哪年了"]),
]

ZH_DEC_FRAMES = [
    "我决定{c}，主要是{r}。",
    "想了两天，还是{c}吧，毕竟{r}。",
    "定了，{c}，因为{r}。",
    "跟老伴商量了一下，就{c}了，主要是{r}。",
    "那个事我想好了就{c}吧主要是{r}",
    "最后还是决定{c}，因为{r}，没必要再折腾了。",
]


def zh_dec_val(c):
    def mk():
        ch, rs = c.deal("dec-entry", ZH_DEC)
        d = zh_slots(c)
        return [zh_fill(c, ch, d), zh_fill(c, c.p(rs), d)]
    a, b = c.uniq_multi(mk)
    return {"needles": [a, b], "c": a, "r": b}


ZH_DEC_T = [lambda c, v, i=i: ("snip", ZH_DEC_FRAMES[i].format(c=v["c"], r=v["r"]), i == 4) for i in range(len(ZH_DEC_FRAMES))]

# ---------------------------------------------------------------- zh constraint
ZH_CON = [
    ("不许拍照", "在{place}档案馆阅览室里", "arch"),
    ("必须带身份证原件", "查{place}的户籍档案", "arch"),
    ("活人的信息千万别放到网上", "{gn}那一房", "home"),
    ("只能用铅笔", "抄{place}{doc}的时候", "arch"),
    ("禁止复印", "民国以前的{doc}", "arch"),
    ("不要跑合并命令", "没备份{gn}那个库之前", "home"),
    ("每次最多调三卷", "周{wdz}下午", "arch"),
    ("必须有直系亲属关系证明", "调{place}工务段的老职工档案", "arch"),
    ("不能外借", "{place}老谱的原件", "arch"),
    ("只能在馆里看", "{place}五十年代的{doc}", "arch"),
    ("手机必须调静音", "进{place}档案馆查阅室", "arch"),
    ("别让外人看到{gn}家的那几页", "族谱印出来以前", "home"),
    ("查看器不能开到外网上", "{gn}家孩子的生日还在上面挂着的时候", "home"),
]

ZH_CON_FRAMES = [
    "刘老师特别交代：{s}{w}。",
    "档案馆门口贴着规定，{s}{w}，这个得记住。",
    "闺女一再嘱咐，{s}{w}，这是底线。",
    "还有就是{s}{w}他们说得很清楚我就记下了",
    "备忘一下：{s}，{w}。",
    "这是我给自己定的规矩：{s}{w}，谁说也不行。",
]


def zh_con_val(c):
    box = {}

    def mk():
        a, b, box["cat"] = c.deal("con-entry", ZH_CON)
        d = zh_slots(c)
        return [zh_fill(c, a, d), zh_fill(c, b, d)]
    a, b = c.uniq_multi(mk)
    return {"needles": [a, b], "w": a, "s": b, "cat": box["cat"]}


def zh_con_mail(c, v):
    return ("ep", [("user", "帮我把档案馆发的那个查阅须知找出来，去之前再看一遍"),
                   ("tool", "search_mail", {"args": {"query": "查阅须知", "days": 120},
                                            "output": "共找到1封邮件\n\n发件人：档案馆查阅室\n主题：查阅须知\n\n尊敬的查阅者：\n"
                                            "一、请按预约时间到馆；\n二、%s%s；\n三、请爱护档案，不得折叠、涂画。\n感谢配合。" % (v["s"], v["w"])}),
                   ("assistant", "找到了。第二条是真正会影响您当天怎么干活的，去之前心里有个数；其他两条都是常规要求。")])


_ZH_CON_SNIPS = [lambda c, v, i=i: ("snip", ZH_CON_FRAMES[i].format(s=v["s"], w=v["w"]), i == 3) for i in range(len(ZH_CON_FRAMES))]
ZH_CON_T = {"arch": [_ZH_CON_SNIPS[i] for i in (0, 1, 3, 4)] + [zh_con_mail],
            "home": [_ZH_CON_SNIPS[i] for i in (2, 4, 5)]}

# ---------------------------------------------------------------- zh question
ZH_Q = [
    "二爷爷{gn}当年的职工档案",
    "{place}周家祠堂拆了以后那些牌位的下落",
    "太奶奶娘家是{place}哪个村的",
    "{gn}闯关东以后的去向",
    "爷爷当年从{place}工区调走的原因",
    "{place}那本民国老谱当年是谁主持修的",
    "老谱上{gn}名字旁边那个圈是啥意思",
    "{place}档案馆有没有五几年的铁路职工花名册",
    "太爷爷{gn}的坟迁到哪儿去了",
    "{gn}过继出去以后那一支的下落",
]

ZH_Q_FRAMES = [
    "{q}，到现在还不知道。",
    "有人知道{q}吗？问了一圈了。",
    "写信问了档案馆{q}的事，一直没人回复。",
    "{q}，你觉得还有希望查到吗？",
    "问了三叔{q}，他也说不清。你知道吗？",
    "还有个事一直搞不清楚：{q}。",
]


def zh_q_val(c):
    x = c.uniq(lambda: zh_fill(c, c.deal("q-entry", ZH_Q)))
    return {"needles": [x], "q": x}


ZH_Q_T = [lambda c, v, i=i: ("snip", ZH_Q_FRAMES[i].format(q=v["q"]), False) for i in range(len(ZH_Q_FRAMES))]

ZH_ACK = {
    "name": ["这个人挺关键的。建议在库里给他记一笔，写清楚跟您是什么关系、怎么联系上的，免得以后忘了。",
             "对上了就好。先把这个人录进去，来源写上是哪份材料，出生地先标“据档案”，等有别的材料再核对。",
             "这个线索值得趁热记下来，连同信息是从哪儿来的一起记。"],
    "command": ["没报错就说明跑成功了。这个命令跟备份那个记在一起，常用的就这两个。",
                "这个命令只动您自己的数据库文件，只要最近备份过，就不用担心。"],
    "id": ["这个编号一定跟出处一起记在库里，以后不管是您还是孩子们，都能凭它找回同一份材料。",
           "好，有了正式的档号，下回填调档单就省事了。本子上和电脑里各记一份最保险。"],
    "port": ["家里用没问题。要是哪天真要让外面的人看，先设密码，再把在世的人隐藏起来。",
             "换端口没关系，记得手机上的书签也改成新的号。",
             "您的担心有道理。想让外地的亲戚看，更稳妥的办法是导出一份只读的给他们。"],
    "version": ["记一下哪台机器上是哪个版本挺有用的，万一一边升级了数据库格式，另一边可能就打不开了。",
                "升级之前先备份，把 tree.db 拷到U盘上就行。"],
    "money": ["这笔我帮您记在花销里。小钱攒起来一年也不少，放一块儿看清楚些。",
              "现在档案馆差不多都是这个价。能自己拍照的地方，自己拍一般最省钱。"],
    "date": ["这个日子我记下了。如果是去档案馆，提前一个礼拜把要调的卷报上去。",
             "不同材料上的日子对不上很常见，建议每个都记下来、注明出处，先别急着定哪个对。"],
    "decision": ["这个决定挺合理的，理由也站得住。以后就按这个来。",
                 "行，理由很充分，定下来就不用老惦记了。"],
    "constraint": ["记住了，以后安排查档或者改库的时候我会提醒您这一条。",
                   "明白，这条当天最容易忘，到时候我提醒您。"],
    "question": ["这个我真不知道，也不想瞎猜——咱们看过的材料里都没提到。先记在“待查问题”里吧。",
                 "这个我这边回答不了。最可能知道的是档案馆的老师或者宗亲会的老人，写封短信问具体一点，比泛泛地问管用。",
                 "我也说不上来。可能现存的材料里根本没有，但先留着这个问题，别拿猜的填上。"],
}

ZH_OPEN = ["", "在吗？", "早上好。", "", "跟你说几个事。", "刚吃完饭，接着弄。", ""]
ZH_ASIDE = ["", "", "（老花镜又找不着了）", "今天腿有点疼，不想出门，正好弄这个。", "", "唉，年纪大了记性不行。"]
ZH_CONNECT = ["\n", "\n还有，", "\n对了，", "\n另外，", "\n"]

ZH_TERSE = [
    ("好的", "好。"), ("嗯嗯", "嗯，有事您再叫我。"), ("谢谢", "不客气。"), ("稍等，有人敲门", "好，您先忙。"),
    ("回来了", "欢迎回来，咱们接着来。"), ("收到", "好。"), ("行", "好的。"), ("明白了", "好，有不清楚的再问。"),
    ("我先去做饭了", "去吧，回头接着弄。"), ("好，就这样", "好的。"), ("哦哦", "嗯。"), ("老伴叫我，等会儿", "不急，您先忙。"),
    ("这个好", "能用上就好。"), ("不用了，先放着吧", "好，先放着。"), ("👍", "😊"), ("懂了", "好。"),
]

ZH_LONG = [
    ("去档案馆查档要带啥？上回落了好几样",
     "给您列个单子：\n\n1. 身份证原件（有的地方还要户口本或者亲属关系证明）；\n2. 铅笔两支、本子一个，很多阅览室不让用钢笔；\n"
     "3. 要查的人名、大概年份、当时住哪儿，提前写在纸上；\n4. 手机充满电，能拍照的话拍之前先拍一下卷宗封面；\n5. 放大镜；\n"
     "6. 带点零钱，有的地方复印只收现金；\n7. 带个水杯和干粮，档案馆附近不一定有吃饭的地方。"),
    ("今天想起我爷爷了，他在津浦路上干了一辈子，从来不提以前的事。年轻的时候也没想着问",
     "这是做家谱的人最常有的遗憾——想问的时候，能回答的人已经不在了。不过很多东西还能从材料里拼出来：职工档案、"
     "工资卡、调令、铁路局的老报纸，还有当年一起干活的人。拼出来虽然不如听他亲口讲，但常常会勾起您自己小时候听过的只言片语，"
     "那些也值得记下来，哪怕很零碎。"),
    ("老谱上的繁体字，有的笔画太草了，认不出来怎么办？",
     "几个办法：\n\n- 在同一页找一个确定认识的字，对比同一个偏旁的写法；\n- 对照字辈歌，同一辈的人中间那个字是一样的；\n"
     "- 地名可以对照县志或者地名词典；\n- 实在认不出就打□，别硬猜，老老实实留空比认错强。"),
    ("闺女说家谱要放到“云”上，我不太放心",
     "您的顾虑有道理。放云上一般不会丢，但可能账号被锁、公司改规矩、会员到期；只放家里又怕硬盘坏。常用的折中办法是："
     "一共存三份，放在两种东西上，其中一份不放在家里。比如U盘存一份放闺女家，就不用上云了。"),
    ("帮我给县档案馆写封信，问问能不能查我爷爷的材料，客气点",
     "给您拟一封：\n\n尊敬的档案馆领导：\n\n您好！我是一名退休职工，正在整理家族谱系。我的祖父上世纪五十年代曾在本地铁路工区工作，"
     "想了解馆内是否保存有相关的人事或户籍材料，以及查阅需要办理哪些手续。如蒙告知，不胜感激。\n\n此致\n敬礼！\n\n"
     "——信里附上您的联系电话，再附一张写好地址、贴好邮票的回信信封，回复会快很多。"),
    ("老伴说我魔怔了，天天弄这个",
     "比这个费劲的爱好多了，这个还能给孩子们留下东西。不过隔几天歇一天也好，换换脑子，回头再看常常能发现之前没注意到的地方。"),
    ("户口底册和族谱对不上的时候听哪个的？",
     "都不能全听。户口底册是政府登记的，但很多是后来补登，年龄常常是估的；族谱是族里自己修的，辈分关系一般靠得住，"
     "但生卒年有时是凭记忆写的。最好的办法是两个都记上，注明出处，再找第三份材料——比如墓碑、工资卡——来定。"),
    ("我想着以后我不在了，这些东西谁还管",
     "这个担心很正常。常见的情况是隔一两代就有人感兴趣了——小时候不耐烦的孙辈，四十岁以后反而会来找。您能做的就是让它"
     "好找、好懂：打印一份带出处的简本，数据库备份放在家里人知道的地方，再写个说明放在一起。"),
    ("字辈歌我只记得前八个字，后面的忘了",
     "前八个字已经很有用了，至少能把这几代人的辈分排清楚。后面的可以从几个地方找：老谱的卷首、祠堂的碑、同宗的其他支系的谱，"
     "或者问问族里年纪最大的老人。找到了记得把出处一起记下来。"),
    ("网上那些家谱平台靠谱吗？",
     "平台上的影像是靠谱的，那是原谱拍下来的；但文字录入是别人转录的，常有认错字的情况。建议用平台找线索，"
     "真要记进库里之前，一定点开原谱影像核对一遍。"),
]

ZH_GREET = [("早啊，今天接着弄家谱的事", "早上好！想从哪一支开始？您说，我跟着。"),
            ("在吗？晚上有空，弄一会儿", "在的。有一个小时就能做不少事，从哪儿开始？")]
ZH_BYE = [("今天就到这儿吧，眼睛花了", "今天收获不少，早点休息，下回接着来。"), ("睡了，明天再说", "好，晚安。")]


# ================================================================ assembly
def _port_val(c):
    x = c.en_port()
    return {"needles": [x], "x": x}


def _ver_val(c):
    x = c.en_version()
    return {"needles": [x], "x": x}


EN_SPEC = {
    "name": (en_name_val, lambda v: ("name-" + v["cat"], EN_NAME_T[v["cat"]])),
    "command": (en_cmd_val, lambda v: ("command", EN_CMD_T)),
    "id": (en_id_val, lambda v: ("id", EN_ID_T)),
    "port": (en_port_val, lambda v: ("port", EN_PORT_T)),
    "version": (en_ver_val, lambda v: ("version", EN_VER_T)),
    "money": (en_money_val, lambda v: ("money", EN_MONEY_T)),
    "date": (en_date_val, lambda v: ("date-%s" % v["hist"], EN_DATE_T[v["hist"]])),
    "decision": (en_dec_val, lambda v: ("decision", EN_DEC_T)),
    "constraint": (en_con_val, lambda v: ("constraint-" + v["cat"], EN_CON_T[v["cat"]])),
    "question": (en_q_val, lambda v: ("question", EN_Q_T)),
}
ZH_SPEC = {
    "name": (zh_name_val, lambda v: ("name", ZH_NAME_T)),
    "command": (zh_cmd_val, lambda v: ("command", ZH_CMD_T)),
    "id": (zh_id_val, lambda v: ("id", ZH_ID_T)),
    "port": (_port_val, lambda v: ("port", ZH_PORT_T)),
    "version": (_ver_val, lambda v: ("version", ZH_VER_T)),
    "money": (lambda c: {"needles": [], "x": None}, lambda v: ("money", ZH_MONEY_T)),
    "date": (zh_date_val, lambda v: ("date-%s" % v["hist"], ZH_DATE_T[v["hist"]])),
    "decision": (zh_dec_val, lambda v: ("decision", ZH_DEC_T)),
    "constraint": (zh_con_val, lambda v: ("constraint-" + v["cat"], ZH_CON_T[v["cat"]])),
    "question": (zh_q_val, lambda v: ("question", ZH_Q_T)),
}


def _flat(pool):
    out = []
    for x in pool:
        if isinstance(x, (tuple, list)):
            out.extend(_flat(x))
        elif isinstance(x, dict):
            out.extend(_flat(list(x.values())))
        else:
            out.append(str(x))
    return out


FIXED_EN = "\n".join(_flat([EN_ACK, EN_OPEN, EN_ASIDE, EN_TERSE, EN_LONG, EN_GREET, EN_BYE]))
FIXED_ZH = "\n".join(_flat([ZH_ACK, ZH_OPEN, ZH_ASIDE, ZH_TERSE, ZH_LONG, ZH_GREET, ZH_BYE]))


class Conv(Base, ZhHelpers):
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed, self.zh, self.per_kind, self.attempt = seed, zh, per_kind, attempt
        self.rng = random.Random("bs/%d/%d/%d" % (seed, 1 if zh else 0, attempt))
        self.reg = Reg(FIXED_ZH if zh else FIXED_EN)
        self.decks = {}

    def tool_rows(self, name, payload):
        return json.dumps(payload["args"], ensure_ascii=False), payload["output"]

    def deal(self, key, templates):
        d = self.decks.get(key)
        if not d:
            d = list(range(len(templates)))
            self.rng.shuffle(d)
            self.decks[key] = d
        return templates[d.pop()]

    def user_msg(self, snips):
        zh = self.zh
        if len(snips) == 1 and snips[0][2]:
            return snips[0][1]
        parts = [s[1] for s in snips]
        body = parts[0]
        for p in parts[1:]:
            body += self.p(ZH_CONNECT if zh else EN_CONNECT) + p
        op = self.p(ZH_OPEN if zh else EN_OPEN)
        aside = self.p(ZH_ASIDE if zh else EN_ASIDE)
        if zh:
            return (op + ("\n" if op else "") + body + (("\n" + aside) if aside else "")).strip()
        return (op + body + aside).strip()

    def assistant_reply(self, snips):
        acks = []
        seen = set()
        for k, _, _, own in snips:
            if k in seen:
                continue
            seen.add(k)
            acks.append(own or self.p(ZH_ACK[k] if self.zh else EN_ACK[k]))
        if len(acks) > 1:
            head = self.p(["一件一件说：", "好，分开说："]) if self.zh else self.p(["Taking those in turn.", "A few thoughts on each.", "Right — one at a time."])
            if self.zh:
                return head + "\n\n" + "\n\n".join("%d. %s" % (i + 1, a) for i, a in enumerate(acks))
            return head + "\n\n" + "\n\n".join("%d. %s" % (i + 1, a) for i, a in enumerate(acks))
        return acks[0]

    def build(self):
        spec = ZH_SPEC if self.zh else EN_SPEC
        facts, segs, snips = [], [], []
        order = [k for k in KINDS for _ in range(self.per_kind)]
        self.rng.shuffle(order)
        for kind in order:
            valf, tsel = spec[kind]
            v = valf(self)
            key, temps = tsel(v)
            res = self.deal(key, temps)(self, v)
            assert len(v["needles"]) == (2 if kind in ("decision", "constraint") else 1) and all(v["needles"]), (kind, v)
            facts.append({"kind": kind, "needles": list(v["needles"])})
            if res[0] == "snip":
                snips.append((kind, res[1], res[2], res[3] if len(res) > 3 else None))
            else:
                segs.append(res[1])
        self.rng.shuffle(snips)
        nep = sum(sum(1 for it in s if it[0] != "tool") for s in segs)
        # group snippets into long messages; group more when there are many facts
        budget = 250 - nep
        i = 0
        groups = []
        while i < len(snips):
            if snips[i][2]:
                groups.append([snips[i]])
                i += 1
                continue
            left_msgs = budget - 2 * len(groups)
            need = 2 * (len(snips) - i)
            r = self.rng.random()
            size = 1 if r < 0.55 else (2 if r < 0.88 else 3)
            if need > left_msgs - 20:
                size = 3
            g = []
            while i < len(snips) and len(g) < size and not snips[i][2]:
                g.append(snips[i])
                i += 1
            groups.append(g)
        for g in groups:
            segs.append([("user", self.user_msg(g)), ("assistant", self.assistant_reply(g))])
        nmsg = sum(sum(1 for it in s if it[0] != "tool") for s in segs) + 4
        lo = max(136, nmsg + 10)
        target = self.rng.randint(lo, max(lo, min(266, lo + 50)))
        longs = list(ZH_LONG if self.zh else EN_LONG)
        self.rng.shuffle(longs)
        terse = ZH_TERSE if self.zh else EN_TERSE
        while nmsg < target:
            r = self.rng.random()
            if r < 0.4 and longs:
                u, a = longs.pop()
                segs.append([("user", u), ("assistant", a)])
                nmsg += 2
            elif r < 0.85:
                u, a = self.p(terse)
                segs.append([("user", u), ("assistant", a)])
                nmsg += 2
            else:
                u1, _ = self.p(terse)
                u2, a = self.p(terse)
                segs.append([("user", u1), ("user", u2), ("assistant", a)])
                nmsg += 3
        self.rng.shuffle(segs)
        g = self.p(ZH_GREET if self.zh else EN_GREET)
        b = self.p(ZH_BYE if self.zh else EN_BYE)
        seq = [("user", g[0]), ("assistant", g[1])]
        for s in segs:
            seq.extend(s)
        seq.extend([("user", b[0]), ("assistant", b[1])])
        return facts, seq


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
            cid = "call_bs%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_bs%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_bs%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_bs%d" % n, "createdAt": ts,
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

"""Held-out retention set "cx": the owner of two bakery-cafés in Singapore.

She runs a bakery-café in Tiong Bahru and another in Joo Chiat and uses the assistant as a
back-office helper: checking POS takings, rosters, supplier orders and invoices, drafting replies
to NEA/SFA letters and Google reviews, and keeping the shop's small IT alive (a mini PC running
the TillPro POS server at Tiong Bahru, "tb-pos01", and a Raspberry Pi driving the kitchen display
at Joo Chiat, "jc-kds"). She writes casual Singlish-flavoured English ("can or not", "the oven
spoil again lah", "tmr", "pls", "$1,250" / "S$"), often several short messages in a row, with
voice-to-text slips and emoji; she pastes supplier invoices and delivery notes (line items, GST,
invoice numbers), POS end-of-day CSV exports, staff WhatsApp group screenshots ("[09:14] Aunty
Mei: ...") and inspection letters. The assistant calls tools: pos (JSON), roster, supplier_portal,
mail_search and shell (commands on tb-pos01 / jc-kds). The last seed is in Simplified Chinese:
the owner of two bakery-cafés in Chengdu (玉林店, 桐梓林店), colloquial Sichuan-flavoured Chinese,
WeChat group screenshots, 送货单, 市场监管局 notices, same tools.

Facts are planted one small scenario at a time (a new part-timer added to the roster, an officer
named in a pasted letter, a command the assistant runs on the Pi, a port seen in `ss` output, a
version in a vendor e-mail, a quote corrected in the next message, a date in a WhatsApp
screenshot, a decision and its reason split over two short messages, a rule posted to the staff
group, a side question the assistant never gets to), shuffled among filler episodes full of
numbers, names and references that are not needles (invoice lines, GST, daily takings, rosters).

Usage: gen_cx.py OKBOT WORKDIR [SEED...]   (env PER_KIND, default 10; SUMMARY_MAX, default 2000)
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]


def ordinal(d):
    if 10 <= d % 100 <= 20:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def U(text):
    return ("user", text)


def A(text):
    return ("assistant", text)


def T(name, args, out):
    return ("tool", name, (args, out))


class Builder:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.per_kind = per_kind
        self.rng = random.Random("cx/%d/%d/%d/%d" % (seed, int(zh), per_kind, attempt))
        self.used = set()
        self.facts = []
        r = self.rng
        self.sub = r.choice([10, 20, 50, 88, 31])
        hosts = r.sample(range(101, 160), 4)
        self.pos_ip = "192.168.%d.%d" % (self.sub, hosts[0])
        self.kds_ip = "192.168.%d.%d" % (self.sub, hosts[1])
        self.nvr_ip = "192.168.%d.%d" % (self.sub, hosts[2])
        if zh:
            self.owner = r.choice(["晓琳", "丽萍", "佳慧", "文静"])
            self.biz = r.choice(["麦芽糖烘焙", "暖阳面包咖啡", "小麦岛", "芝麻开门烘焙"])
        else:
            self.owner = r.choice(["Michelle", "Serene", "Adeline", "Joyce", "Wendy"])
            self.biz = r.choice(["Kaya & Crumb", "Rise Bakehouse", "Little Oven Co.", "Pandan & Rye", "Butterfly Bakes"])

    # --- tools -------------------------------------------------------------------------
    def tool_rows(self, name, payload):
        args, out = payload
        a = json.dumps(args, ensure_ascii=False)
        if not isinstance(out, str):
            out = json.dumps(out, ensure_ascii=False, indent=2)
        return a, out

    # --- randomness helpers --------------------------------------------------------------
    def pick(self, xs):
        return self.rng.choice(xs)

    def chance(self, p):
        return self.rng.random() < p

    def ri(self, a, b):
        return self.rng.randint(a, b)

    def fresh(self, fn):
        for _ in range(500):
            v = fn()
            if v not in self.used:
                self.used.add(v)
                return v
        raise RuntimeError("no fresh value")

    def fact(self, kind, *needles):
        self.facts.append({"kind": kind, "needles": list(needles)})
        return needles[0] if len(needles) == 1 else needles

    # --- value generators (needles) ------------------------------------------------------
    def port(self, lo, hi):
        return self.fresh(lambda: str(self.ri(lo, hi)))

    def version(self, a=(1, 12), b=(0, 24), c=(0, 39)):
        return self.fresh(lambda: "%d.%d.%d" % (self.ri(*a), self.ri(*b), self.ri(*c)))

    def money(self, lo, hi, step=10, cents=False):
        def gen():
            v = self.ri(lo // step, hi // step) * step
            if self.zh:
                f = self.pick(["%d元" % v, "%d元" % v, "%s元" % "{:,}".format(v), "¥%d" % v])
                if cents:
                    f = "%d.%d元" % (v, self.ri(1, 9))
                return f
            s = "{:,}".format(v)
            if cents:
                s += ".%02d" % self.ri(1, 99)
            return self.pick(["$", "$", "S$"]) + s
        return self.fresh(gen)

    def _date_key(self):
        for _ in range(500):
            m = self.pick([3, 4, 4, 5, 5, 6])
            d = self.ri(10, 28)
            if (m, d) not in self.used:
                self.used.add((m, d))
                return m, d
        raise RuntimeError("no fresh date")

    def _date_fmt(self, m, d, style):
        if self.zh:
            return ["%d月%d日", "%d月%d号"][style % 2] % (m, d)
        mn = EN_MONTHS[m - 1]
        return ["%d %s" % (d, mn), "%d %s" % (d, mn[:3]), "%s %s" % (ordinal(d), mn), "%s %d" % (mn, d)][style % 4]

    def date(self):
        m, d = self._date_key()
        return self._date_fmt(m, d, self.ri(0, 3))

    def date_pair(self):
        """(needle, a wrong date one day off in the same style, said first and then corrected)."""
        m, d = self._date_key()
        st = self.ri(0, 3)
        wd = d + 1 if d < 28 else d - 1
        self.used.add((m, wd))
        return self._date_fmt(m, d, st), self._date_fmt(m, wd, st)

    def name(self):
        def gen():
            if self.zh:
                return self.pick(ZH_SURNAMES) + self.pick(ZH_GIVEN)
            k = self.ri(0, 3)
            if k == 0:
                return "%s %s" % (self.pick(SG_SURNAMES), self.pick(SG_GIVEN))
            if k == 1:
                return "%s %s" % (self.pick(MY_FIRST), self.pick(MY_LAST))
            if k == 2:
                return "%s %s" % (self.pick(IN_FIRST), self.pick(IN_LAST))
            return "%s %s" % (self.pick(OT_FIRST), self.pick(OT_LAST))
        return self.fresh(gen)

    def digits(self, n):
        return "".join(str(self.ri(0, 9)) for _ in range(n))

    # --- filler helpers ---------------------------------------------------------------------
    def clock(self, h0=None):
        h = self.ri(7, 21) if h0 is None else h0
        return [h, self.ri(0, 50)]

    def wa(self, lines, h0=None):
        h, m = self.clock(h0)
        out = []
        for who, text in lines:
            out.append("[%02d:%02d] %s%s%s" % (h, m, who, "：" if self.zh else ": ", text))
            m += self.ri(0, 6)
            if m >= 60:
                h, m = h + 1, m - 60
        return "\n".join(out)

    def sgd(self, lo, hi, cents=True):
        v = self.ri(int(lo * 100), int(hi * 100)) / 100.0
        return ("%.2f" % v) if cents else "{:,}".format(int(v))

    def _drop_ack(self, items, needles):
        last = items[-1]
        if len(items) >= 3 and last[0] == "user" and len(last[1]) < 40 and not any(nd in last[1] for nd in needles):
            return items[:-1]
        return None

    def _merge_users(self, items, needles):
        for i in range(len(items) - 1):
            if items[i][0] == "user" and items[i + 1][0] == "user":
                return items[:i] + [U(items[i][1] + "\n" + items[i + 1][1])] + items[i + 2:]
        return None

    def build(self):
        L = ZH if self.zh else EN
        n = self.per_kind
        eps = []
        for kind in KINDS:
            pool = L[kind]
            chosen = self.rng.sample(pool, min(n, len(pool)))
            while len(chosen) < n:
                chosen.append(self.pick(pool))
            for f in chosen:
                k0 = len(self.facts)
                items = f(self)
                eps.append((items, self.facts[k0:]))
        nmsg = lambda items: sum(1 for it in items if it[0] != "tool")
        fact_msgs = sum(nmsg(items) for items, _ in eps)
        budget = self.ri(232, 248)
        # Long conversations: she writes fewer separate acks and more multi-line messages.
        order = list(range(len(eps)))
        for op in (self._drop_ack, self._merge_users, self._merge_users):
            self.rng.shuffle(order)
            for i in order:
                if fact_msgs <= budget:
                    break
                items, facts = eps[i]
                new = op(items, [nd for f in facts for nd in f["needles"]])
                if new is not None:
                    fact_msgs -= nmsg(items) - nmsg(new)
                    eps[i] = (new, facts)
        target = min(290, max(135, fact_msgs + self.ri(45, 85)))
        opener = L["opener"](self)
        closer = L["closer"](self)
        fill = []
        msgs = fact_msgs + nmsg(opener) + nmsg(closer)
        pool = list(L["filler"])
        self.rng.shuffle(pool)
        i = 0
        while msgs < target:
            if i >= len(pool):
                self.rng.shuffle(pool)
                i = 0
            items = pool[i](self)
            i += 1
            k = sum(1 for it in items if it[0] != "tool")
            if msgs + k > 296:
                break
            fill.append((items, []))
            msgs += k
        allep = eps + fill
        self.rng.shuffle(allep)
        allep = [(opener, [])] + allep + [(closer, [])]
        seq = []
        expect = {}
        for items, facts in allep:
            texts = []
            for it in items:
                if it[0] == "tool":
                    a, o = self.tool_rows(it[1], it[2])
                    texts.append(a + "\n" + o)
                else:
                    texts.append(it[1])
            for f in facts:
                for nd in f["needles"]:
                    k = sum(1 for t in texts if nd in t)
                    if k == 0:
                        raise AssertionError("needle %r not in its own episode" % nd)
                    expect[nd] = k
            seq.extend(items)
        return self.facts, seq, expect


# =========================================================================================
# English (Singapore) pools
# =========================================================================================
SG_SURNAMES = ["Tan", "Lim", "Ng", "Goh", "Chua", "Ong", "Koh", "Teo", "Wong", "Yeo", "Low", "Sim",
               "Quek", "Heng", "Foo", "Seah", "Toh", "Ho", "Lau", "Poh"]
SG_GIVEN = ["Wei Ling", "Jia Hui", "Boon Keat", "Kok Leong", "Xin Yi", "Shu Fen", "Zhi Hao", "Li Ting",
            "Chee Meng", "Siew Lan", "Yong Sheng", "Pei Shan", "Wen Jie", "Mei Xuan", "Kah Wai", "Swee Hoon"]
MY_FIRST = ["Nurul Aisyah", "Farhan", "Hafizah", "Syafiq", "Amirah", "Khairul", "Zulaikha", "Irfan",
            "Nadia", "Haziq", "Faridah", "Rizwan"]
MY_LAST = ["Rahman", "Ismail", "Osman", "Hassan", "Salleh", "Yusof", "Ahmad", "Jamaluddin", "Kassim"]
IN_FIRST = ["Priya", "Arjun", "Kavitha", "Suresh", "Deepa", "Vikram", "Lakshmi", "Ganesh", "Anitha",
            "Rajesh", "Meena", "Karthik"]
IN_LAST = ["Raman", "Nair", "Pillai", "Subramaniam", "Krishnan", "Menon", "Naidu", "Chandran", "Iyer"]
OT_FIRST = ["Hannah", "Marco", "Angelica", "Jerome", "Kenji", "Sophie", "Liam", "Camille", "Bianca", "Tobias"]
OT_LAST = ["Whitfield", "Rossi", "Santos", "Dela Cruz", "Watanabe", "Laurent", "Fernandez", "Kowalski", "Brennan"]

EN_ITEMS = [("Kaya Croissant", 4.80), ("Pandan Chiffon (slice)", 4.20), ("Gula Melaka Banana Loaf", 5.50),
            ("Country Sourdough", 9.50), ("Kouign-Amann", 5.20), ("Hae Bee Hiam Scroll", 4.50),
            ("Ondeh-Ondeh Cake (slice)", 6.80), ("Flat White", 5.80), ("Kopi-C", 3.50), ("Iced Teh", 4.00),
            ("Matcha Latte", 6.50), ("Portuguese Egg Tart", 2.80), ("Pain au Chocolat", 4.90),
            ("Black Sesame Bun", 3.80), ("Long Black", 5.00), ("Yuzu Soda", 5.50)]

EN_SUPPLIES = {
    "Gim Hin Flour Trading Pte Ltd": [("Bread Flour 25kg (Prima)", "bag", 38.50, 52.00), ("Cake Flour 25kg", "bag", 41.00, 55.00),
                                      ("Caster Sugar 25kg", "bag", 36.00, 44.00), ("Instant Yeast 500g x20", "ctn", 78.00, 96.00),
                                      ("Gula Melaka 1kg", "pkt", 6.80, 9.20), ("Coconut Milk 1L x12", "ctn", 31.00, 39.50)],
    "Sin Hock Lee Dairy Supplies": [("Lurpak Unsalted Butter 10kg", "ctn", 148.00, 189.00), ("Elle & Vire Cream 1L x6", "ctn", 62.00, 78.00),
                                    ("Fresh Milk 2L", "btl", 5.40, 6.90), ("Cream Cheese 1kg", "pc", 13.20, 16.80),
                                    ("Anchor Butter Sheet 1kg x10", "ctn", 152.00, 176.00)],
    "Seng Huat Eggs": [("Eggs Grade A (30s)", "tray", 8.20, 10.50), ("Liquid Egg Yolk 1kg", "pkt", 11.00, 14.00)],
    "Ka Wah Coffee Roasters": [("House Blend Beans 1kg", "bag", 32.00, 41.00), ("Decaf 1kg", "bag", 38.00, 46.00),
                               ("Kopi Powder (butter roast) 1kg", "bag", 14.50, 18.00)],
    "PackRight Packaging": [("Kraft Box 6x6 (100s)", "pack", 18.00, 24.00), ("12oz Paper Cup (1000s)", "ctn", 68.00, 85.00),
                            ("Bread Bag w/ Window (500s)", "ctn", 42.00, 55.00), ("Sugarcane Clamshell (50s)", "pack", 9.80, 13.00)],
}

EN_STAFF = ["Aunty Mei", "Jun Hao", "Siti", "Ravi", "Marites", "Darren", "Nisha"]


def en_invoice(B, supplier=None, n_lines=None, title="TAX INVOICE", extra=None):
    sup = supplier or B.pick(list(EN_SUPPLIES))
    lines = B.rng.sample(EN_SUPPLIES[sup], min(len(EN_SUPPLIES[sup]), n_lines or B.ri(2, 5)))
    inv = "%s-%s" % (B.pick(["INV", "SI", "TI"]), B.digits(6))
    out = ["%s" % sup.upper(), "%s" % title, "Invoice No: %s    Date: %02d/%02d/2027" % (inv, B.ri(20, 28), 2),
           "Bill To: %s (%s)" % (B.biz, B.pick(["Tiong Bahru", "Joo Chiat"])),
           "-" * 56, "Description                         Qty  UOM    Unit    Amount"]
    sub = 0.0
    for desc, uom, lo, hi in lines:
        q = B.ri(1, 12)
        up = B.ri(int(lo * 100), int(hi * 100)) / 100.0
        amt = q * up
        sub += amt
        out.append("%-34s %4d  %-5s %7.2f  %8.2f" % (desc, q, uom, up, amt))
    gst = round(sub * 0.09, 2)
    out += ["-" * 56, "Sub-total %45.2f" % sub, "GST 9%% %48.2f" % gst, "TOTAL (SGD) %43.2f" % (sub + gst)]
    if extra:
        out += extra
    out.append("Payment terms: %s. PayNow UEN %s%s" % (B.pick(["30 days", "COD", "14 days"]), B.digits(9), B.pick("KMDW")))
    return "\n".join(out), sub, gst, inv


def en_pos_summary(B, outlet, day):
    tx = B.ri(180, 460)
    gross = round(tx * B.ri(1050, 1650) / 100.0, 2)
    tops = B.rng.sample(EN_ITEMS, 4)
    return {"outlet": outlet, "business_date": day, "gross_sales": gross,
            "discounts": round(gross * B.ri(1, 4) / 100.0, 2), "transactions": tx,
            "avg_ticket": round(gross / tx, 2),
            "payments": {"card": round(gross * 0.52, 2), "paynow": round(gross * 0.31, 2), "cash": round(gross * 0.17, 2)},
            "top_items": sorted([{"item": n, "qty": B.ri(25, 140)} for n, _ in tops], key=lambda x: -x["qty"]), "voids": B.ri(0, 6)}


def en_csv(B, outlet, day, n=7):
    rows = ["business_date,outlet,item,qty,unit_price,gross,discount,net"]
    for name, price in B.rng.sample(EN_ITEMS, n):
        q = B.ri(8, 120)
        g = q * price
        d = round(g * B.pick([0, 0, 0.05, 0.1]), 2)
        rows.append("%s,%s,%s,%d,%.2f,%.2f,%.2f,%.2f" % (day, outlet, name, q, price, g, d, g - d))
    return "\n".join(rows)


def en_day(B):
    return "2027-02-%02d" % B.ri(24, 28)


# ---------------- English filler episodes ----------------
def en_f_morning(B):
    d = "2027-03-0%d" % B.ri(1, 3)
    a, b = en_pos_summary(B, "TB", d), en_pos_summary(B, "JC", d)
    return [U(B.pick(["morning!!", "morning ☀️", "gd morning", "ok im up"])),
            U(B.pick(["can check yesterday sales both shop pls", "how was yesterday both outlet ah", "pls pull ytd sales TB and JC"])),
            T("pos", {"action": "daily_summary", "outlet": "TB", "date": d}, a),
            T("pos", {"action": "daily_summary", "outlet": "JC", "date": d}, b),
            A("Yesterday:\n- Tiong Bahru: $%.2f from %d transactions (avg $%.2f), top seller %s.\n- Joo Chiat: $%.2f from %d transactions (avg $%.2f), top seller %s.\n%s" % (
                a["gross_sales"], a["transactions"], a["avg_ticket"], a["top_items"][0]["item"],
                b["gross_sales"], b["transactions"], b["avg_ticket"], b["top_items"][0]["item"],
                B.pick(["Joo Chiat had %d voids, might be worth asking Siti what happened." % b["voids"],
                        "Cash was about 17% at both, roughly the usual.", "Both a bit up on the same weekday last week."]))),
            U(B.pick(["ok not bad", "hmm JC still slow", "ok thanks 👍", "sian TB drop again"]))]


def en_f_invoice_check(B):
    txt, sub, gst, inv = en_invoice(B)
    wrong = B.chance(0.4)
    msg = B.pick(["pls check this invoice correct anot, i feel like they overcharge", "can help me check the GST on this",
                  "this one correct? accounts need to pay by fri"])
    ans = ("Line items add up to $%.2f, GST at 9%% is $%.2f, so the total of $%.2f is correct. " % (sub, gst, sub + gst))
    if wrong:
        ans += "One thing though: the unit price on the %s line is higher than what they billed you last month, might be worth asking." % B.pick(["first", "second", "last"])
    else:
        ans += "Nothing looks off, ok to pay."
    return [U(msg), U(txt), A(ans), U(B.pick(["ok tks", "walao ok", "ok will ask bee leng pay"]))]


def en_f_chiller(B):
    t = B.ri(7, 11)
    wa = B.wa([("Siti", "boss the display chiller show %d degree leh" % t), ("Ravi", "i think the door never close properly last nite"),
               ("Siti", "i move the cream puff to the back chiller first"), ("Marites", "ok noted 👍")], h0=B.ri(7, 9))
    return [U("see this"), U(wa), U("how ah, need to throw?"),
            A("If the cream items were above 5°C for more than a couple of hours, safest is to throw those (cream puffs, cheesecake, anything with fresh cream). Bread and the chiffon are fine. Ask Siti to log the temperature every hour today and check the door gasket — if it's still above 5°C by lunch, call the servicing company."),
            U(B.pick(["ok i tell them", "sian. ok", "aiyo ok"]))]


def en_f_smalltalk(B):
    opts = [
        [U("wah today damn hot sia"), U("the TB kitchen like sauna"), A("Sounds rough — make sure the bakers take water breaks. If the kitchen is above 35°C the butter laminate will suffer too, maybe do croissants first thing in the morning."), U("ya lor")],
        [U("the uncle at TB order 12 kaya croissant again 😂"), U("every sat same thing"), A("Loyal customer! Maybe worth setting aside a tray for him on Saturdays so the walk-ins don't run out."), U("haha ya")],
        [U("so tired today 😩"), U("ok nvm lets continue"), A("Sure, take it slow. What's next on the list?")],
        [U("my daughter ask why i always on phone lol"), U("tell her mummy doing accounts"), A("Ha, fair. Want me to batch the remaining admin so you can finish earlier tonight?"), U("ya pls")],
        [U("just had kopi peng at the market"), U("better than ours i swear 😅"), A("Could be the beans or the ratio — the market stalls usually use a butter-roast kopi powder with condensed milk. Want me to note it for the next tasting with Ka Wah?"), U("later lah")],
        [U("eh jun hao bring his gf to help today"), U("free labour lol"), A("Nice, though if she's handling food she technically should have the food hygiene cert. Just keep her on the till or packing."), U("ok ok")],
    ]
    return B.pick(opts)


def en_f_csv(B):
    outlet = B.pick(["TB", "JC"])
    day = en_day(B)
    csv = en_csv(B, outlet, day)
    rows = [r.split(",") for r in csv.split("\n")[1:]]
    best = max(rows, key=lambda r: float(r[7]))
    tot = sum(float(r[7]) for r in rows)
    return [U(B.pick(["this the end of day export from %s" % outlet, "EOD from %s, which item make the most" % outlet])), U(csv),
            A("Net across these lines is $%.2f. The biggest earner is %s at $%s (%s sold). %s" % (
                tot, best[2], best[7], best[3], B.pick(["Drinks are carrying a lot of the margin, as usual.",
                                                        "The discount column is mostly the staff and the 10% student promo.",
                                                        "Worth noting the sourdough volume is low for a weekend."]))),
            U(B.pick(["ok", "i knew it", "hmm interesting"]))]


def en_f_roster_week(B):
    shifts = []
    for day in ["Sat", "Sun"]:
        for who in B.rng.sample(EN_STAFF, 3):
            shifts.append({"day": day, "outlet": B.pick(["TB", "JC"]), "staff": who,
                           "start": B.pick(["06:30", "07:00", "11:00"]), "end": B.pick(["15:00", "19:00", "20:00"])})
    gap = B.pick(["Sun", "Sat"])
    return [U(B.pick(["who working this weekend ah", "pls check weekend roster got enough ppl anot"])),
            T("roster", {"action": "get", "range": "weekend"}, {"shifts": shifts, "open_slots": [{"day": gap, "outlet": "JC", "start": "11:00", "end": "19:00"}]}),
            A("Weekend is mostly covered, %d shifts booked. There's one open slot: %s at Joo Chiat, 11am–7pm. Want me to ask in the group who can take it?" % (len(shifts), gap)),
            U(B.pick(["ya ask them", "i ask myself later", "ok pls"]))]


def en_f_landlord_mail(B):
    mails = [{"from": "Property Mgmt <pm@%s.com.sg>" % B.pick(["orchidrealty", "tbestates", "kcproperties"]),
              "subject": "Aircon servicing schedule - Unit #01-%02d" % B.ri(10, 60),
              "date": "2027-02-%02d" % B.ri(10, 27),
              "snippet": "Dear tenant, the half-yearly aircon servicing will be carried out in the next few weeks. Our contractor will contact you..."}]
    return [U("got email from landlord about aircon servicing right? pls find"),
            T("mail_search", {"query": "aircon servicing landlord", "limit": 5}, {"results": mails}),
            A("Found it — \"%s\" from the property manager. It just says their contractor will contact you to arrange the visit, no date yet." % mails[0]["subject"]),
            U("ok then wait lor")]


def en_f_pi_status(B):
    up = B.ri(2, 40)
    temp = B.ri(52, 79)
    return [U(B.pick(["the kitchen screen at JC a bit slow today", "JC screen lag lag one", "the kitchen display slow again"])),
            T("shell", {"host": "jc-kds", "cmd": "uptime && vcgencmd measure_temp"},
              " %02d:%02d:%02d up %d days,  3:%02d,  1 user,  load average: %.2f, %.2f, %.2f\ntemp=%d.%d'C" % (
                  B.ri(8, 18), B.ri(0, 59), B.ri(0, 59), up, B.ri(0, 59), B.ri(100, 300) / 100.0, B.ri(80, 200) / 100.0, B.ri(50, 150) / 100.0, temp, B.ri(0, 9))),
            A("The Pi has been up %d days and is running at %d°C%s. A bit of load but nothing crazy. If it stays slow, a reboot in the afternoon lull usually clears it." % (
                up, temp, " — that's warm, it might be throttling; the fan might be clogged with flour dust" if temp > 70 else "")),
            U(B.pick(["ok later", "flour dust lol", "ok"]))]


def en_f_voice(B):
    opts = [
        [U("the flower delivery late again"), U("*flour"), U("voice typing siao"), A("Ha, got it. Is Gim Hin late again today? I can check the order status on the portal if you want."), U("no need they reach already")],
        [U("can you draft a message to the staff say the oven spoil again lah so today no baguette"), U("not baguette sorry, the batard"),
         A("Draft for the group:\n\"Hi all, the deck oven is down again today so no batard on the shelf. Please tell customers we still have the country loaf and sourdough. Sorry for the hassle!\""), U("ok send")],
        [U("remind me to buy tissue and tea towel for the JC shop"), U("tea tower lol towel"), A("Noted: tissue and tea towels for Joo Chiat."), U("👍")],
        [U("ask aunty may if she can come in early tomorrow"), U("mei not may"), A("Want me to post it in the group or will you message her directly?"), U("i do it")],
    ]
    return B.pick(opts)


def en_f_caption(B):
    item = B.pick(["ondeh-ondeh cake", "hae bee hiam scroll", "gula melaka banana loaf", "black sesame bun", "kouign-amann"])
    return [U("help me write IG caption for the %s, want fun fun one" % item),
            A("Options:\n1. \"Warning: the %s disappears by 11am. Don't say we bo jio. 🥐\"\n2. \"Made at 5am by people who really should be sleeping. Come get your %s while it's still warm.\"\n3. \"New week, same obsession. %s back on the counter at both outlets ✨\"" % (item, item, item.capitalize())),
            U(B.pick(["no 1 steady", "i take 2 haha", "combine 1 and 3 pls"])),
            A("\"Warning: the %s disappears by 11am — back on the counter at both outlets. Don't say we bo jio ✨\"" % item)]


def en_f_review(B):
    stars = B.pick([1, 2])
    who = B.pick(["J. L.", "foodie_sg88", "Ah Boy T.", "M.K."])
    rev = "%s ★%s\n\"%s\"" % (who, "★" * (stars - 1), B.pick([
        "Waited 20 min for a flat white on a weekday morning. Staff looked lost. Croissant was good though.",
        "The kaya croissant was stale and the cashier was rude when I asked. Won't be back.",
        "Overpriced for what it is. $6.80 for a slice of cake?? Tiong Bahru prices I guess."]))
    return [U("someone write bad review again 🙄"), U(rev), U("pls draft reply, polite but dun grovel"),
            A("Draft:\n\"Hi, thanks for taking the time to write this. We're sorry your visit didn't meet expectations — that's not the experience we want anyone to have. We've shared your feedback with the team. If you're up for it, drop us a message on IG and your next coffee is on us. — %s\"" % B.owner),
            U(B.pick(["ok good", "remove the free coffee part", "ok post"]))]


def en_f_delivery_short(B):
    sup = "Sin Hock Lee Dairy Supplies"
    lines = EN_SUPPLIES[sup]
    dn = "DELIVERY NOTE  No. %s\n%s\nDeliver to: %s (Joo Chiat)\n" % (B.digits(7), sup, B.biz)
    rows = []
    short = B.pick(lines)
    for desc, uom, lo, hi in lines:
        o = B.ri(2, 10)
        d = o - B.ri(1, 2) if desc == short[0] else o
        rows.append("%-32s ordered %2d %s  delivered %2d" % (desc, o, uom, d))
    dn += "\n".join(rows) + "\nReceived by: ________  (chop & sign)"
    return [U("dairy just came"), U(dn), U("something short right"),
            A("Yes — %s is short. Everything else matches the order. Don't sign for the full quantity; write the actual count on the note before signing and I can email them for a credit." % short[0]),
            U("ok siti sign already 😑 but she write the number")]


def en_f_food_cost(B):
    butter = B.ri(1500, 1900) / 100.0
    flour = B.ri(150, 210) / 100.0
    return [U("quick one, how much the food cost for 1 kaya croissant roughly"),
            U("butter now $%.2f per kg, flour $%.2f per kg, kaya we make ourself maybe 30 cents a piece" % (butter, flour)),
            A("Roughly, per croissant (about 60g laminating butter, 55g flour, plus dough butter/sugar/milk/egg):\n- butter ~70g: $%.2f\n- flour 55g: $%.2f\n- kaya: $0.30\n- rest (sugar, milk, yeast, egg wash): ~$0.20\nAbout $%.2f, so at $4.80 that's ~%d%% food cost." % (
                0.07 * butter, 0.055 * flour, 0.07 * butter + 0.055 * flour + 0.5, round(100 * (0.07 * butter + 0.055 * flour + 0.5) / 4.8))),
            U(B.pick(["ok still can", "butter damn ex now", "ok"]))]


def en_f_mc(B):
    who = B.pick(EN_STAFF)
    cover = B.pick([x for x in EN_STAFF if x != who])
    wa = B.wa([(who, "boss sorry i got fever, MC today 🤒"), (who, "i send the MC photo later"), (cover, "i can cover till 3")], h0=6)
    return [U(wa), U("swap pls"),
            T("roster", {"action": "swap", "date": "today", "from": who, "to": cover, "until": "15:00"}, {"ok": True, "message": "Shift reassigned"}),
            A("Done — %s now covers %s's shift until 3pm. After 3 the slot is still open." % (cover, who)),
            U("ok i go down myself after 3")]


def en_f_egg_status(B):
    so = "PO%s" % B.digits(5)
    eta = "%02d:%02d" % (B.ri(7, 11), B.pick([0, 15, 30, 45]))
    return [U("eggs not here yet ah?"),
            T("supplier_portal", {"supplier": "Seng Huat Eggs", "action": "order_status", "latest": True},
              {"order": so, "status": "out_for_delivery", "eta": eta, "items": [{"sku": "EGG-A30", "qty": B.ri(10, 30)}]}),
            A("It's out for delivery, ETA around %s." % eta), U("ok")]


def en_f_gst_filing(B):
    return [U("when we need to file GST again"),
            A("You're on quarterly GST periods, so the return and payment are due one month after the quarter ends. For the Jan–Mar quarter that's end of April. Bee Leng usually prepares the F5 from Xero."),
            U("ok remind her early")]


def en_f_price_letter(B):
    pct = B.ri(4, 12)
    letter = ("Dear Valued Customer,\n\nDue to increases in raw material and freight costs, PackRight Packaging will revise prices "
              "on selected items by approximately %d%% with effect from next month. Affected: paper cups, kraft boxes, bread bags. "
              "Sugarcane products unchanged.\n\nThank you for your continued support.\nPackRight Packaging Pte Ltd" % pct)
    return [U("haiz"), U(letter), U("everything also go up"),
            A("About %d%% on cups, kraft boxes and bread bags. At your volume that's maybe $%d–%d more a month across both shops. Sugarcane clamshells stay the same." % (pct, pct * 8, pct * 12)),
            U("ok noted")]


def en_f_oven_trouble(B):
    return [U("the oven spoil again lah"), U("top element never heat"), U("third time this month!!!"),
            A("That's frustrating. If it's only the top element, check the breaker for that deck first. If the breaker is fine, it's likely the element or the contactor — needs the technician. Do you want me to find the last service report?"),
            U("later, bake with bottom first")]


def en_f_cny(B):
    return [U("eh CNY this year we do pineapple tart anot"), U("last yr very shag"),
            A("Last year's volume was manageable in the end, but it ate into croissant production. If you do it again, maybe pre-orders only with a cap, so you can plan the baking days."),
            U("ya cap at maybe 200 tins"), A("200 tins is reasonable. I'll keep that in mind when we plan.")]


def en_f_disk(B):
    use = B.ri(41, 88)
    return [U("kelvin say check the pos server disk space every month. can check"),
            T("shell", {"host": "tb-pos01", "cmd": "df -h / /var"},
              "Filesystem      Size  Used Avail Use%% Mounted on\n/dev/nvme0n1p2  234G  %dG  %dG  %d%% /\n" % (
                  234 * use // 100, 234 - 234 * use // 100, use)),
            A("Root disk is %d%% used (%dG free).%s" % (use, 234 - 234 * use // 100, " Getting full — old backups are probably the culprit." if use > 75 else " Plenty of space.")),
            U("ok")]


def en_f_float(B):
    n50, n10, n5, n2 = B.ri(0, 3), B.ri(4, 12), B.ri(4, 10), B.ri(5, 20)
    coins = B.ri(1500, 4000) / 100.0
    tot = n50 * 50 + n10 * 10 + n5 * 5 + n2 * 2 + coins
    return [U("counting JC float. %d x $50, %d x $10, %d x $5, %d x $2, coins $%.2f. how much" % (n50, n10, n5, n2, coins)),
            A("That's $%.2f. %s" % (tot, "A bit above the usual $200 float." if tot > 200 else "Short of the $200 float by $%.2f." % (200 - tot))),
            U(B.pick(["ok", "hmm who take", "ok will top up"]))]


def en_f_grab_payout(B):
    amt = B.ri(80000, 260000) / 100.0
    return [U("grab pay us already this week?"),
            T("mail_search", {"query": "GrabFood payout statement", "limit": 3},
              {"results": [{"from": "GrabFood Merchant <no-reply@grab.com>", "subject": "Your weekly payout statement",
                            "date": "2027-02-%02d" % B.ri(22, 27), "snippet": "Net payout: SGD %.2f. Orders: %d. Commission and fees deducted..." % (amt, B.ri(60, 180))}]}),
            A("Yes, the latest statement shows a net payout of $%.2f." % amt), U("ok tq")]


def en_f_group_msg(B):
    return [U("draft a msg to staff grp pls, remind them clean the coffee machine properly every night. last nite never backflush"),
            A("Draft:\n\"Hi team 🙏 gentle reminder: every night at closing please backflush the coffee machine (cleaning tablet, 5 cycles), soak the portafilters and wipe the steam wands. Last night it was skipped and the first shots this morning tasted burnt. Thanks all!\""),
            U(B.pick(["ok but more fierce a bit", "good send"]))]


def en_f_menu_prices(B):
    items = B.rng.sample(EN_ITEMS, 4)
    lines = ["%s %.2f" % (n, p + B.pick([0.2, 0.3, 0.5])) for n, p in items]
    return [U("new prices for menu board:\n" + "\n".join(lines)), U("pls format nice nice"),
            A("\n".join("%-28s $%s" % (l.rsplit(" ", 1)[0], l.rsplit(" ", 1)[1]) for l in lines)),
            U("ok tks")]


def en_f_sp_bill(B):
    a, b = B.ri(1800, 2600), B.ri(1800, 2900)
    return [U("JC electric bill this month $%s, last month $%s" % ("{:,}".format(b), "{:,}".format(a))), U("why so much"),
            A("%s Ovens and the chillers are the main load; if the second oven is running longer hours for the CNY orders, that alone could explain it." % (
                "It's up about %d%%." % (100 * (b - a) // a) if b > a else "It's actually down a bit.")),
            U("ya the oven")]


def en_f_grinder(B):
    return [U("jun hao say the grinder need new burr"), U("how often change ah usually"),
            A("For a commercial grinder doing a few kilos a day, burrs usually last around 500–800 kg of coffee. If shots are channeling and the grind feels inconsistent even after adjusting, it's probably time."),
            U("ok ask ka wah quote")]


def en_f_catering_enquiry(B):
    pax = B.ri(20, 80)
    return [U("someone email ask catering for %d pax office breakfast, what to reply" % pax),
            A("Suggested reply:\n\"Hi! Thanks for reaching out. For %d pax we'd suggest a mix of kaya croissants, hae bee hiam scrolls and banana loaf slices, plus coffee/tea in airpots. We need at least 3 days' notice and a 50%% deposit. Could you share the date, time and delivery address so we can send a quote?\"" % pax),
            U("ok good")]


def en_f_hours(B):
    who = B.pick(["Darren", "Nisha", "Marites"])
    hrs = [B.ri(5, 9) for _ in range(B.ri(3, 5))]
    rate = B.pick([9.5, 10, 10.5, 11])
    return [U("how many hrs %s work this week, need pay her" % who if who != "Darren" else "how many hrs darren work this week, need pay him"),
            T("roster", {"action": "hours", "staff": who, "range": "this_week"}, {"staff": who, "shifts": [{"hours": h} for h in hrs], "total_hours": sum(hrs)}),
            A("%s did %d hours this week (%s). At $%.2f/hr that's $%.2f." % (who, sum(hrs), " + ".join(map(str, hrs)), rate, rate * sum(hrs))),
            U("ok paynow")]


def en_f_refund_lookup(B):
    amt = B.ri(600, 4500) / 100.0
    rc = "R%s" % B.digits(6)
    return [U("marites say she refund a customer yesterday, can check"),
            T("pos", {"action": "refunds", "outlet": "JC", "date": "yesterday"},
              {"refunds": [{"receipt": rc, "amount": amt, "reason": B.pick(["wrong order", "customer changed mind", "cake damaged"]), "by": "Marites", "approved_by": "Siti"}]}),
            A("One refund yesterday at Joo Chiat: receipt %s, $%.2f, approved by Siti." % (rc, amt)), U("ok fine")]


def en_f_multi(B):
    return [U("ok few things"), U("1. the TB signboard light blink"), U("2. ask PackRight for sample of bigger box"), U("3. remind me call the bank"),
            A("Noted all three. For the signboard I'd check if it's the starter/driver — an electrician visit, not urgent. I'll draft the PackRight request now: \"Hi, could you send samples of your 8x8 and 10x10 kraft boxes to our Tiong Bahru outlet? Thanks!\""),
            U("ok")]


def en_f_staff_chat(B):
    wa = B.wa([("Jun Hao", "today the milk foam very bubbly"), ("Aunty Mei", "because the new milk lor"), ("Jun Hao", "or i steam wrong 😅"),
               ("Darren", "the oat milk also finish already"), ("Aunty Mei", "tmr buy")], h0=B.ri(9, 15))
    return [U(wa), U("aiyo this group"), A("Sounds like you need oat milk today — do you want me to add it to the next Sin Hock Lee order, or will someone buy from the supermarket?"), U("supermarket lah faster")]


def en_f_wifi(B):
    return [U("customers complain wifi slow at TB"),
            T("shell", {"host": "tb-pos01", "cmd": "ping -c 5 8.8.8.8 | tail -2"},
              "5 packets transmitted, 5 received, 0%% packet loss, time 4006ms\nrtt min/avg/max/mdev = %d.1/%d.4/%d.9/3.2 ms" % (B.ri(3, 8), B.ri(9, 30), B.ri(40, 90))),
            A("The line itself looks fine from the back office. It's more likely the customer Wi-Fi access point is overloaded at peak, or it's on the same channel as the neighbours'. A reboot of the AP is the quick fix."),
            U("ok ask jun hao do")]


EN_FILLER = [en_f_morning, en_f_invoice_check, en_f_chiller, en_f_smalltalk, en_f_csv, en_f_roster_week, en_f_landlord_mail,
             en_f_pi_status, en_f_voice, en_f_caption, en_f_review, en_f_delivery_short, en_f_food_cost, en_f_mc, en_f_egg_status,
             en_f_gst_filing, en_f_price_letter, en_f_oven_trouble, en_f_cny, en_f_disk, en_f_float, en_f_grab_payout,
             en_f_group_msg, en_f_menu_prices, en_f_sp_bill, en_f_grinder, en_f_catering_enquiry, en_f_hours,
             en_f_refund_lookup, en_f_multi, en_f_staff_chat, en_f_wifi, en_f_smalltalk, en_f_invoice_check]


def en_opener(B):
    return [U("hi, ok this week i need help keep track of stuff for both shops"), U("TB and JC, you know already right"),
            A("Yes — Tiong Bahru and Joo Chiat. Send things over as they come and I'll keep track.")]


def en_closer(B):
    return [U("ok thats all for now, tired already"), A("Rest well! I'll be here when you need anything.")]


# ---------------- English fact scenarios ----------------
# name ---------------------------------------------------------------------------------
def en_name_parttimer(B):
    n = B.fact("name", B.name())
    sch = B.pick(["TP", "NP", "SP", "Republic Poly"])
    return [U("new PT starting this sat at JC"), U("her name %s, %s student, can do weekends only" % (n, sch)),
            U("pls add to roster sat sun 7 to 3"),
            T("roster", {"action": "add_staff", "name": n, "outlet": "JC", "type": "part-time",
                         "shifts": [{"day": "Sat", "start": "07:00", "end": "15:00"}, {"day": "Sun", "start": "07:00", "end": "15:00"}]},
              {"ok": True, "staff_id": "P-%s" % B.digits(3), "shifts_added": 2}),
            A("Added her as a part-timer at Joo Chiat, Sat and Sun 7am–3pm. Remember she'll need the Basic Food Hygiene course before handling food — till and packing is fine meanwhile."),
            U("ya she say she booking the course")]


def en_name_nea_letter(B):
    n = B.fact("name", B.name())
    ref = "NEA/FHS/%s/%s" % (B.digits(2), B.digits(5))
    letter = ("NATIONAL ENVIRONMENT AGENCY\nFood Hygiene Section\n\nOur Ref: %s\n\nTo: The Licensee, %s (Joo Chiat Road)\n\n"
              "INSPECTION OF FOOD SHOP PREMISES\n\nAn inspection of your premises was conducted on %02d/02/2027 by the undersigned. "
              "The following were observed:\n(a) Food stored on the floor of the walk-in chiller\n(b) Hand-wash basin obstructed by crates\n\n"
              "You are advised to rectify the above. Please contact the Inspecting Officer, %s, at 6%s %s should you have any queries.\n\n"
              "Yours faithfully\nfor Director-General of Public Health") % (ref, B.biz, B.ri(20, 27), n, B.digits(3), B.digits(4))
    return [U("alamak NEA letter for JC"), U(letter), U("serious anot 😰"),
            A("It's an advisory, not a fine — two observations: food on the chiller floor and the hand-wash basin blocked by crates. Both are quick fixes. I'd get Siti to put the crates on racks today and take photos, then reply to the officer confirming it's rectified."),
            U("ok pls draft reply later")]


def en_name_supplier_rep(B):
    n = B.fact("name", B.name())
    wa = B.wa([("Uncle Ah Seng", "boss, gim hin got new sales person"), ("Uncle Ah Seng", "name %s, she will call u about the new price list" % n),
               ("Uncle Ah Seng", "today 2 bag bread flour short, tmr send")], h0=B.ri(7, 9))
    return [U("from the delivery uncle"), U(wa),
            A("Noted on the new account manager at Gim Hin. And the two bags of bread flour short today — make sure the delivery note says so, so you're not billed for them."),
            U(B.pick(["ya already write", "ok"]))]


def en_name_technician_mail(B):
    n = B.fact("name", B.name())
    sr = "SV%s" % B.digits(6)
    return [U("the oven service company reply already? pls check mail"),
            T("mail_search", {"query": "oven service visit", "limit": 3},
              {"results": [{"from": "%s <service@%s.com.sg>" % (n, B.pick(["combiservice", "bakeequip", "kitchenpro"])),
                            "subject": "Re: Deck oven top element fault - %s" % sr, "date": "2027-03-0%d" % B.ri(1, 2),
                            "snippet": "Hi, our technician can attend this week. Please ensure the oven is switched off and cooled at least 2 hours before the visit. Call-out fee applies..."}]}),
            A("Yes, they replied — they can attend this week. They want the oven off and cooled at least 2 hours before the visit, and there's a call-out fee. No exact day yet; want me to reply and ask for a morning slot?"),
            U("ya morning before 10")]


def en_name_correction(B):
    n = B.name()
    parts = n.split(" ")
    wrong = parts[0] + " " + B.pick(["Ramen", "Tang", "Lean", "Lowe", "Osmond", "Santas", "Nyer"])
    if wrong == n:
        wrong = parts[0] + " Lee-ah"
    B.fact("name", n)
    return [U("the new accountant firm assign someone to us, %s" % wrong), U("sorry voice typing. is %s" % n),
            U("they want the Feb bank statements and all the supplier invoices by next week"),
            A("Ok. I'll pull the February supplier invoices from the mail together; bank statements you'll need to download from the bank portal yourself."),
            U("ok")]


def en_name_review(B):
    n = B.fact("name", B.name())
    first = n.split(" ", 1)[1] if n.split(" ")[0] in SG_SURNAMES else n.split(" ")[0]
    rev = "%s ★★★★★\n\"Best ondeh-ondeh cake in the east! Staff at Joo Chiat super friendly, the girl at the counter remembered my order. Will be back.\"" % n
    return [U("eh good review for once 🥹"), U(rev), U("reply something nice"),
            A("\"Thank you so much, %s! The team will be thrilled to hear this — see you again soon, your ondeh-ondeh will be waiting 💚\"" % first),
            U("aww ok post")]


def en_name_agent(B):
    n = B.fact("name", B.name())
    ag = B.pick(["ERA", "PropNex", "Huttons", "OrangeTee"])
    return [U("the JC landlord change agent. new one is %s from %s" % (n, ag)),
            U("need to send her the reno drawing for the back kitchen before we can start"),
            A("Got it. Do you have the drawing as a PDF? I can draft the email to the new agent with it attached and a short note on the scope (back kitchen, no structural works)."),
            U("kelvin has it, later")]


def en_name_blogger(B):
    n = B.fact("name", B.name())
    fol = B.ri(18, 90)
    return [U("this food blogger %s DM me" % n), U("want free tasting for 2 pax, she got %dk followers on IG" % fol), U("worth it or not ah"),
            A("For %dk followers a free tasting for two is cheap marketing — maybe $30–40 of product. Check her recent posts: if her audience is local and she posts cafés in the east, it's worth it. Ask her to tag both outlets." % fol),
            U("ok i look")]


def en_name_interview(B):
    n = B.fact("name", B.name())
    ex = B.pick(["Shangri-La", "Marina Bay Sands", "Tiong Bahru Bakery", "PS.Cafe", "Fairmont"])
    return [U("tmr 3pm got interview with %s for head baker" % n), U("ex %s pastry, 8 yrs" % ex),
            U("what should i ask"),
            A("A few that matter for you:\n1. Lamination volume — how many croissants per shift did they handle?\n2. Have they managed a small team and a production schedule?\n3. Local bakes — comfortable with kaya, pandan, gula melaka?\n4. Availability for 5am starts and weekends.\n5. Salary expectation and notice period.\nAnd ask them to do a paid trial day."),
            U("good")]


def en_name_bank_email(B):
    n = B.fact("name", B.name())
    bank = B.pick(["DBS", "OCBC", "UOB", "Maybank"])
    em = ("Dear Madam,\n\nThank you for your interest in our SME Working Capital Loan. To proceed, we will require the latest 2 years of "
          "financial statements, 6 months of bank statements and the ACRA business profile.\n\nPlease feel free to contact me directly.\n\n"
          "Best regards,\n%s\nRelationship Manager, SME Banking\n%s Bank\nT: +65 6%s %s") % (n, bank, B.digits(3), B.digits(4))
    return [U("bank reply about the loan"), U(em),
            A("They need: 2 years of financial statements, 6 months of bank statements and the ACRA business profile. The accountant has the financials; the ACRA profile you can buy on Bizfile for a few dollars."),
            U("ok settle next week")]


def en_name_roster_closer(B):
    n = B.fact("name", B.name())
    others = B.rng.sample(EN_STAFF, 3)
    shifts = [{"staff": others[0], "start": "06:30", "end": "15:00"}, {"staff": others[1], "start": "07:00", "end": "16:00"},
              {"staff": n, "start": "12:00", "end": "20:30", "role": "closing"}, {"staff": others[2], "start": "11:00", "end": "19:00"}]
    return [U("who closing JC on thurs ah"),
            T("roster", {"action": "get", "outlet": "JC", "day": "Thu"}, {"outlet": "JC", "day": "Thu", "shifts": shifts}),
            A("The closing shift on Thursday at Joo Chiat is 12:00–20:30, the new part-timer — it's marked as closing in the roster."),
            U("she first time close leh, ask siti stay back a bit"), A("Will do — I'll note Siti should stay till closing on Thursday.")]


# command ------------------------------------------------------------------------------
def en_cmd_restart_kds(B):
    c = B.fact("command", "sudo systemctl restart %s" % B.pick(["kds-display", "kds-kiosk", "kitchen-screen"]) + B.pick(["", ".service"]))
    return [U("JC kitchen screen blank again 😤"), U("ravi say orders not coming out"),
            A("Let me restart the display service on the Pi."),
            T("shell", {"host": "jc-kds", "cmd": c}, ""),
            A("Restarted. The screen should come back in about 20 seconds — ask Ravi to check if the pending orders show up."),
            U("ok its back"), U("tks")]


def en_cmd_kelvin_printer(B):
    q = B.pick(["EPSON_TM_T82", "TM-T82III", "receipt_jc", "Kitchen_Printer"])
    c = B.fact("command", "cancel -a %s && cupsenable %s" % (q, q))
    return [U("kelvin say if the receipt printer stuck again just run this:"), U(c),
            U("what is this ah, safe or not"),
            A("Safe. The first part throws away all the jobs stuck in that printer's queue, the second re-enables the printer if CUPS paused it after an error. The only downside: any receipts still waiting in the queue are lost, so reprint from the POS if needed."),
            U("ok good")]


def en_cmd_formula(B):
    col = B.pick(["D", "E", "F"])
    row = B.ri(2, 5)
    wrong = "=%s%d*0.9" % (col, row)
    right = B.fact("command", "=ROUND(%s%d*%s,2)" % (col, row, B.pick(["0.09", "9%"])))
    return [U("in the excel for GST i put %s" % wrong), U("wait no"), U("i put %s" % right), U("correct anot"),
            A("Yes, that gives the 9% GST on the pre-GST amount, rounded to cents. For the total including GST you'd multiply by 1.09 instead."),
            U("ok ok")]


def en_cmd_cron(B):
    h = B.ri(1, 4)
    m = B.pick([0, 15, 30, 45])
    line = B.fact("command", "%d %d * * * /home/pi/bin/pos-backup.sh >> /var/log/pos-backup.log 2>&1" % (m, h))
    return [U("kelvin say the pos backup should run every night automatically, can set or not"),
            A("Yes. I'll add a cron job on the POS server to run the backup script at %d:%02d every night, after closing, and log the output." % (h, m)),
            T("shell", {"host": "tb-pos01", "cmd": "(crontab -l 2>/dev/null; echo '%s') | crontab -" % line}, ""),
            T("shell", {"host": "tb-pos01", "cmd": "crontab -l | tail -1"}, line + "\n"),
            A("Done, it's in the crontab."), U("👍")]


def en_cmd_ssh(B):
    c = B.fact("command", "ssh pi@%s" % B.kds_ip if B.chance(0.5) else "ssh -p 22 pi@jc-kds.local")
    return [U("how to login the pi again ah"), U("i forgot, kelvin overseas"),
            A("From the back office laptop, open Terminal and type:\n%s\nThe password is in the red notebook in the office drawer (Kelvin wrote it on the last page)." % c),
            U("ok found")]


def en_cmd_journal(B):
    n = B.ri(40, 300)
    c = B.fact("command", "journalctl -u posd -n %d --no-pager | grep -i print" % n)
    return [U("receipts at TB printing very slow since morning"),
            T("shell", {"host": "tb-pos01", "cmd": c},
              "Mar 0%d 08:%02d:11 tb-pos01 posd[%d]: printer tb-front: write timeout, retrying (1/3)\nMar 0%d 08:%02d:14 tb-pos01 posd[%d]: printer tb-front: ok after retry" % (
                  B.ri(1, 3), B.ri(0, 59), B.ri(900, 9999), B.ri(1, 3), B.ri(0, 59), B.ri(900, 9999))),
            A("The POS keeps timing out when sending to the front printer and only succeeds on retry, so each receipt waits a few seconds. Usually it's the network cable or the printer's IP changing — can someone check the cable at the back of the printer is clicked in properly?"),
            U("ok ask jun hao")]


def en_cmd_blanking(B):
    c = B.fact("command", "sudo raspi-config nonint do_blanking %d" % 1)
    return [U("the JC screen keep going black after few min when no order"), U("then ravi must touch then come back, very irritating"),
            A("That's screen blanking on the Pi. I'll switch it off."),
            T("shell", {"host": "jc-kds", "cmd": c}, ""),
            A("Done — it takes effect after the next reboot. You can reboot it in the afternoon lull."), U("ok")]


def en_cmd_pgdump(B):
    mmdd = "03%02d" % B.ri(1, 9)
    c = B.fact("command", "pg_dump -U posadmin -F c possales -f /srv/backup/possales_%s.dump" % mmdd)
    return [U("tillpro want to update the pos tonight"), U("anything to do first?"),
            A("Yes — take a full database dump before they touch it, so we can roll back if the update goes wrong."),
            T("shell", {"host": "tb-pos01", "cmd": c}, ""),
            T("shell", {"host": "tb-pos01", "cmd": "ls -lh /srv/backup | tail -2"}, "-rw-r--r-- 1 postgres postgres %dM Mar  %d 21:%02d possales_%s.dump\n" % (B.ri(180, 900), B.ri(1, 3), B.ri(0, 59), mmdd)),
            A("Backup done and saved on the server. Ok to let them update."), U("steady")]


def en_cmd_timezone(B):
    c = B.fact("command", "sudo timedatectl set-timezone Asia/Singapore")
    return [U("customer say receipt time wrong, show 8 hours early"),
            T("shell", {"host": "tb-pos01", "cmd": "timedatectl | grep 'Time zone'"}, "                Time zone: Etc/UTC (UTC, +0000)\n"),
            A("The server clock is on UTC, that's the 8 hours. I'll fix the timezone."),
            T("shell", {"host": "tb-pos01", "cmd": c}, ""),
            A("Fixed. New receipts will show Singapore time; the ones already printed today will stay wrong."), U("ok never mind")]


def en_cmd_du(B):
    c = B.fact("command", "sudo du -sh /var/lib/posd/%s/* | sort -h | tail" % B.pick(["backups", "exports", "logs"]))
    return [U("pos server disk almost full kelvin say"), U("what taking space"),
            T("shell", {"host": "tb-pos01", "cmd": c},
              "%dM\t...\n%dG\t.../2026-11\n%dG\t.../2026-12\n%dG\t.../2027-01\n%dG\t.../2027-02" % (B.ri(100, 900), B.ri(8, 20), B.ri(8, 20), B.ri(8, 20), B.ri(8, 20))),
            A("It's the monthly folders, about 8–20 GB each. We can keep the last three months on the server and move the older ones to the USB drive."),
            U("ok do that next week")]


def en_cmd_aptmark(B):
    pkg = B.pick(["posd-client", "tillpro-agent", "posd"])
    c = B.fact("command", "sudo apt-mark hold %s" % pkg)
    return [U("tillpro support say dont let the pos auto update, last time auto update crash"),
            A("I'll pin the package so Ubuntu's automatic updates skip it."),
            T("shell", {"host": "tb-pos01", "cmd": c}, "%s set on hold.\n" % pkg),
            A("Done — it's on hold; updates now only happen when TillPro does them manually."), U("good")]


def en_cmd_rsync(B):
    c = B.fact("command", "rsync -az --delete /var/lib/posd/backups/ pi@jc-kds.local:/mnt/usb%d/pos/" % B.ri(0, 2))
    return [U("can copy the pos backups to the usb drive on the pi also, kelvin say 2 place better"),
            T("shell", {"host": "tb-pos01", "cmd": c}, ""),
            A("Copied. The backups are now on the USB drive on the kitchen Pi at Joo Chiat as well, so if the TB server dies we still have them."),
            U("smart")]


# id -----------------------------------------------------------------------------------
def en_id_portal_order(B):
    so = B.fact("id", "SO-%s" % B.digits(6))
    q1, q2 = B.ri(6, 20), B.ri(2, 8)
    return [U("order flour for TB pls, %d bag bread flour %d bag cake flour, deliver fri" % (q1, q2)),
            T("supplier_portal", {"supplier": "Gim Hin Flour Trading", "action": "place_order", "outlet": "TB",
                                  "items": [{"sku": "BF-25", "qty": q1}, {"sku": "CF-25", "qty": q2}], "delivery": "Fri"},
              {"status": "confirmed", "order_no": so, "delivery_window": "06:00-09:00", "total_before_gst": round(q1 * 44.5 + q2 * 47.2, 2)}),
            A("Order placed with Gim Hin, delivery Friday 6–9am. Reference %s." % so), U("ok")]


def en_id_nea_ref(B):
    ref = B.fact("id", "EH/%s/%s/27" % (B.pick(["TB", "CE", "SE"]), B.digits(5)))
    return [U("NEA also send this for TB about the rat complaint 🐀"),
            U("\"Dear Sir/Madam, we refer to the feedback received regarding rodent sighting at the rear of your premises. Please arrange for pest control treatment and submit the service report within 14 days, quoting reference %s.\"" % ref),
            A("They just want proof of pest control. Ask the pest control company to do a treatment at the back lane this week and send you the service report; then we reply with the report and their reference."),
            U("sian ok")]


def en_id_pos_ticket(B):
    t = B.fact("id", "TP-%s" % B.digits(5))
    return [U("did tillpro reply about the GST rounding issue"),
            T("mail_search", {"query": "TillPro support GST rounding", "limit": 3},
              {"results": [{"from": "TillPro Support <support@tillpro.sg>", "subject": "[%s] GST rounding on split bills" % t,
                            "date": "2027-02-%02d" % B.ri(24, 28), "snippet": "Thank you for reporting this. Our engineers have reproduced the issue and a fix is scheduled..."}]}),
            A("Yes — they reproduced the rounding issue on split bills and say a fix is scheduled, no date given."), U("ok at least")]


def en_id_grab_case(B):
    c = B.fact("id", "GF-SG-%s" % B.digits(7))
    return [U("grab never pay for 3 orders last week"), U("i call them already, case number %s" % c), U("they say 3 working days"),
            A("Ok. If there's no update by then, reply to the case email with the three order IDs and the screenshots from the merchant app."),
            U("ok")]


def en_id_insurance(B):
    c = B.fact("id", "CLM%s" % B.digits(8))
    wa = B.wa([("Insurance agent Benny", "Hi boss, claim for the water damage submitted already"), ("Insurance agent Benny", "claim no %s" % c),
               ("Insurance agent Benny", "adjuster will contact u for photos and the repair quotation")], h0=B.ri(10, 17))
    return [U(wa), U("finally"), A("Good. Keep the plumber's invoice and the photos of the damaged flour sacks ready for the adjuster."), U("ya got")]


def en_id_catering(B):
    pax = B.ri(30, 90)
    o = B.fact("id", "CAT-%s-%s" % (B.pick(["TB", "JC"]), B.digits(4)))
    return [U("confirm the office catering order %d pax for next wed pls" % pax),
            T("pos", {"action": "create_order", "type": "catering", "pax": pax, "pickup": "next Wed 08:00", "deposit_paid": True},
              {"ok": True, "order_ref": o, "status": "confirmed"}),
            A("Confirmed for next Wednesday 8am pickup, %d pax, deposit recorded. The order ref is in the POS." % pax), U("ok")]


def en_id_credit_note(B):
    cn = B.fact("id", "CN-%s" % B.digits(5))
    txt, sub, gst, inv = en_invoice(B, "Sin Hock Lee Dairy Supplies", 2, title="CREDIT NOTE",
                                    extra=["Credit Note Ref: %s (goods returned, quality issue, delivery 24/02)" % cn])
    return [U("dairy send credit note for the spoilt stuff"), U(txt),
            A("That credits $%.2f including GST. Make sure Bee Leng deducts it from the next payment to Sin Hock Lee." % (sub + gst)),
            U("ok tell her")]


def en_id_sfa_licence(B):
    lic = B.fact("id", "%s%s%s" % (B.pick(["FB", "FS"]), B.digits(2), B.digits(5)) + B.pick(["A", "K", "X"]))
    return [U("the GoBusiness form ask for our food shop licence number"), U("TB one is %s" % lic), U("JC one i need to find"),
            A("Ok, I'll use that for Tiong Bahru. For Joo Chiat, it's on the licence certificate usually framed near the cashier, or in the SFA licensing email."),
            U("ok i ask siti take photo")]


def en_id_awb(B):
    awb = B.fact("id", "SGP%s" % B.digits(9))
    return [U("the new screen for the kitchen display ship already"), U("tracking %s" % awb), U("ninja van"),
            A("Great. Ninja Van usually delivers within 1–2 working days. Do you want it delivered to Joo Chiat directly so Kelvin can install it there?"),
            U("ya JC")]


def en_id_paynow(B):
    ref = B.fact("id", "PN%s" % B.digits(10))
    return [U("customer say she paynow the cake deposit but i dunno see"), U("she send screenshot, ref %s" % ref),
            A("Check the bank app under incoming PayNow with that reference — sometimes the name shows as the payer's company. If it's not there, it might have gone to the wrong UEN."),
            U("ok found, it's there")]


def en_id_lease(B):
    ta = B.fact("id", "TA/%s/%s-%s" % (B.pick(["JC", "TB"]), B.digits(4), B.digits(2)))
    return [U("the landlord lawyer letter quote our tenancy agreement number"), U("%s" % ta), U("i dunno what they want yet, only scan first page"),
            A("Send me the rest when you have it. If it's about the renewal, the key things to look at are the new rent, the term and whether they changed the reinstatement clause."),
            U("ok")]


# port ---------------------------------------------------------------------------------
def en_port_ss(B):
    p = B.fact("port", B.port(8100, 8999))
    return [U("the new tablet cannot connect to pos"), U("it say connection refused"),
            T("shell", {"host": "tb-pos01", "cmd": "sudo ss -tlnp | grep posd"},
              "LISTEN 0      511          0.0.0.0:%s        0.0.0.0:*    users:((\"posd\",pid=%d,fd=12))\n" % (p, B.ri(800, 9999))),
            A("The POS server is listening on port %s. The tablet is probably still set to the old default — in the TillPro app settings, set the server address to %s and that port." % (p, B.pos_ip)),
            U("ok it works now")]


def en_port_kelvin_url(B):
    p = B.fact("port", B.port(3001, 3999))
    wa = B.wa([("Kelvin", "aunty the kitchen display settings page is http://jc-kds.local:%s" % p), ("Kelvin", "login admin, pw same as wifi"),
               ("Kelvin", "can change the font size there")], h0=B.ri(19, 22))
    return [U("kelvin msg me"), U(wa), U("ravi say the words too small"),
            A("Then open that settings page from the JC laptop, log in and bump the font size up a step or two. If you want I can do it for you."), U("later i try")]


def en_port_nvr(B):
    p = B.fact("port", B.port(34000, 38999))
    cfg = "Network > Port\nHTTP Port: 80\nHTTPS Port: 443\nServer Port: %s\nRTSP Port: 554\nUPnP: Off" % p
    return [U("cctv guy say must open port on router for the phone app"), U("this is the NVR screen"), U(cfg),
            A("The phone app uses the Server Port, %s. On the router, forward that TCP port to the NVR's address (%s). I'd not forward 80/443 — no need to expose the web page." % (p, B.nvr_ip)),
            U("ok send kelvin")]


def en_port_printer_conf(B):
    p = B.fact("port", B.port(9101, 9199))
    return [U("kitchen printer at JC not printing the grab orders"),
            T("shell", {"host": "jc-kds", "cmd": "cat /etc/print-bridge/bridge.conf"},
              "[bridge]\nprinter = kitchen\nlisten_addr = 0.0.0.0\nlisten_port = %s\nencoding = cp437\nretry = 3\n" % p),
            A("The print bridge on the Pi listens on %s. Grab's tablet should be sending to the Pi on that port, not straight to the printer. The tablet settings probably got reset after its update." % p),
            U("ok i check tablet")]


def en_port_ssh(B):
    p = B.fact("port", B.port(2201, 2299))
    return [U("kelvin say he change the ssh on pos server to port %s" % p), U("dun use 22 anymore, for security he say"),
            A("Noted. When connecting to tb-pos01 from now on, it's that port instead of 22. I'll use it for anything I run there."),
            U("ok")]


def en_port_postgres(B):
    p = B.fact("port", B.port(5433, 5499))
    return [U("the accountant software want connect to pos database for the sales report"), U("what port"),
            T("shell", {"host": "tb-pos01", "cmd": "grep -E '^port' /etc/postgresql/15/main/postgresql.conf"}, "port = %s\t\t\t\t# (change requires restart)\n" % p),
            A("The database runs on %s, not the default. I'd give the accountant's software a read-only user rather than the admin account though." % p),
            U("ya read only pls")]


def en_port_vnc(B):
    p = B.fact("port", B.port(5901, 5999))
    return [U("how kelvin remote into the back office pc ah"), U("he say vnc something"),
            A("He uses VNC over the shop network. The back office PC has the VNC server on port %s, and he connects through the router's VPN first, so it's not open to the internet." % p),
            U("oh ok")]


def en_port_mqtt(B):
    p = B.fact("port", B.port(18831, 18899))
    return [U("the bump button at JC kitchen not working"), U("ravi press press nothing happen"),
            T("shell", {"host": "jc-kds", "cmd": "grep -v '^#' /etc/mosquitto/conf.d/kds.conf"}, "listener %s\nallow_anonymous false\npassword_file /etc/mosquitto/passwd\n" % p),
            T("shell", {"host": "jc-kds", "cmd": "systemctl is-active mosquitto"}, "inactive\n"),
            A("The bump button talks to the message broker on the Pi (on port %s) and the broker isn't running. Restarting it should bring the button back." % p),
            U("ok do")]


def en_port_vendor_mail(B):
    p = B.fact("port", B.port(10000, 14999))
    em = ("Dear Merchant,\n\nAs part of the TillPro Cloud Sync rollout, please ensure outbound TCP %s is allowed from your POS server "
          "to sync.tillpro.sg. No inbound ports are required.\n\nRegards,\nTillPro Customer Success") % p
    return [U("what is this"), U(em),
            A("They're turning on cloud sync and just need the shop router to allow the POS server to connect out on that port. Most home/SME routers allow all outbound by default, so probably nothing to do — Kelvin can confirm."),
            U("ok fwd kelvin")]


def en_port_monitor(B):
    p = B.fact("port", B.port(4000, 4999))
    return [U("kelvin set up some dashboard to see if the pi die"), U("how to see"),
            A("It's the uptime monitor on the POS server. From any shop PC open http://tb-pos01:%s — green means the Pi and printers are reachable." % p),
            U("wah ok nice")]


def en_port_ufw(B):
    p = B.fact("port", B.port(6000, 6999))
    return [U("kelvin ask me check the firewall on pos server, he say screenshot. how"),
            T("shell", {"host": "tb-pos01", "cmd": "sudo ufw status"},
              "Status: active\n\nTo                         Action      From\n--                         ------      ----\n%s/tcp                   ALLOW       192.168.%d.0/24\n%s/tcp                   ALLOW       192.168.%d.0/24\n" % (
                  p, B.sub, "22", B.sub)),
            A("Here's what I see: the firewall is active and only allows two ports from the shop network — %s and SSH. You can forward this to him." % p),
            U("ok")]


# version ------------------------------------------------------------------------------
def en_ver_release_mail(B):
    v = B.fact("version", B.version((5, 9), (0, 19), (0, 19)))
    em = ("TillPro POS %s is now available\n\nWhat's new:\n- Fixed GST rounding on split bills\n- Faster end-of-day report\n- New: PayNow QR on receipts\n\n"
          "Your POS will be updated during the maintenance window you selected. No action required.") % v
    return [U("tillpro email"), U(em), U("this one fix the rounding thing?"),
            A("Yes — the first item is exactly the split-bill GST rounding issue you reported. It'll install in your maintenance window."),
            U("finally")]


def en_ver_kds_file(B):
    v = B.fact("version", B.version((1, 4), (0, 15), (0, 30)))
    return [U("kds company ask what version we running"),
            T("shell", {"host": "jc-kds", "cmd": "cat /opt/kds/VERSION"}, v + "\n"),
            A("The kitchen display software on the Pi is %s." % v), U("ok i tell them")]


def en_ver_printer_fw(B):
    v = B.fact("version", B.version((1, 3), (0, 12), (0, 20)))
    return [U("epson guy ask printer firmware"), U("i print the self test page, it say firmware %s" % v), U("is that old?"),
            A("Can't tell without Epson's latest list, but that's what they need — send them that and the model number on the same page."),
            U("ok")]


def en_ver_kernel(B):
    v = B.fact("version", B.version((6, 6), (1, 12), (20, 70)))
    return [U("kelvin ask what kernel the pi running, for the new screen driver"),
            T("shell", {"host": "jc-kds", "cmd": "uname -r"}, "%s-v8+\n" % v),
            A("The Pi is on kernel %s (64-bit)." % v), U("ok send him")]


def en_ver_grab_app(B):
    v = B.fact("version", B.version((4, 6), (10, 40), (0, 9)))
    return [U("the grab tablet keep asking update"), U("now version %s" % v), U("update or not, last time update the printer stop"),
            A("Update after closing, not during service, and test one order right after. If the kitchen printer stops again, it's the print bridge setting that needs re-entering."),
            U("ok tonight")]


def en_ver_about(B):
    v = B.fact("version", B.version((5, 9), (0, 19), (0, 19)))
    return [U("this is the pos about screen"), U("TillPro Client\nVersion %s (build %s)\nLicensed to: %s\nTerminal: TB-01" % (v, B.digits(4), B.biz)),
            A("Ok, the front terminal at Tiong Bahru is on that version. I'll compare with the back terminal when you send that one too."),
            U("later")]


def en_ver_correction(B):
    good = B.version((5, 9), (0, 19), (0, 19))
    a, b, c = good.split(".")
    wrong = "%s.%d.%s" % (a, int(b) + 1, c)
    B.fact("version", good)
    return [U("the posd on server is %s" % wrong), U("no wait i read wrong"), U("%s" % good),
            A("Noted. That's one behind the version in TillPro's last email, so the update hasn't run yet."), U("hmm ok")]


def en_ver_router(B):
    v = B.fact("version", B.version((2, 3), (0, 9), (10, 99)))
    em = "Dear customer, your router at Joo Chiat has been upgraded to firmware %s. If you experience connectivity issues please restart the router." % v
    return [U("singtel sms"), U(em), U("that's why morning the wifi down 10 min"),
            A("Yes, the upgrade would've rebooted it. If the POS or Grab tablet has issues today, a router restart is the first thing to try."), U("ok")]


def en_ver_dpkg(B):
    v = B.fact("version", B.version((2, 4), (0, 20), (0, 15)))
    return [U("which version the print bridge on the pi"),
            T("shell", {"host": "jc-kds", "cmd": "dpkg -l print-bridge | tail -1"}, "ii  print-bridge   %s-1   arm64   ESC/POS network print bridge\n" % v),
            A("print-bridge %s." % v), U("ok")]


def en_ver_coffee(B):
    v = B.fact("version", B.version((1, 3), (0, 9), (0, 9)))
    wa = B.wa([("Jun Hao", "coffee machine tech came"), ("Jun Hao", "he update the software to %s" % v), ("Jun Hao", "now the shot timer show on screen")], h0=B.ri(13, 16))
    return [U(wa), U("ok good"), A("Nice, the shot timer will help Jun Hao keep the extractions consistent."), U("ya")]


# money --------------------------------------------------------------------------------
def en_money_oven_quote(B):
    m = B.fact("money", B.money(800, 2400))
    return [U("oven guy quote for change top element and contactor"), U("%s, parts and labour, 3 months warranty" % m), U("expensive anot"),
            A("For a deck oven element plus contactor with labour it's in the normal range. A new deck is many times that, so repair makes sense if the oven is otherwise ok."),
            U("ok approve")]


def en_money_rent(B):
    m = B.fact("money", B.money(7800, 14500, step=100))
    return [U("JC landlord want increase rent"), U("from next lease %s a month" % m), U("currently $%s" % "{:,}".format(B.ri(60, 75) * 100)), U("siao"),
            A("That's a big jump. Before replying, it's worth checking what similar units on Joo Chiat Road are going for — I can draft a counter-offer asking for a smaller step-up or a longer term at a fixed rent."),
            U("ya draft")]


def en_money_credit_agree(B):
    m = B.fact("money", B.money(90, 480, step=1, cents=True))
    return [U("sin hock lee agree to credit %s for the spoilt butter" % m), U("will show in next invoice"),
            A("Good outcome. I'll look out for it on the next Sin Hock Lee invoice."), U("👍")]


def en_money_correction(B):
    right = B.money(3600, 6800, step=100)
    v = int(right.replace("S$", "").replace("$", "").replace(",", ""))
    wrong = "$" + "{:,}".format(v - B.pick([400, 600, 800]))
    B.fact("money", right)
    return [U("blast chiller quote come in, %s" % wrong), U("sorry typo, %s" % right), U("including delivery and install"),
            A("Ok. That's for the 5-tray unit? If so it's within what others charge; ask if they include a year of servicing."),
            U("ya 5 tray")]


def en_money_bonus(B):
    m = B.fact("money", B.money(300, 1200, step=50))
    return [U("aunty mei been with me 8 years"), U("this year i want give her %s extra on top of bonus" % m), U("dun tell others ah"),
            A("That's a lovely gesture. Pay it separately from payroll if you want it quiet, but it's still taxable income, so Bee Leng should include it in her IR8A."),
            U("ok")]


def en_money_reno(B):
    m = B.fact("money", B.money(18000, 42000, step=500))
    wa = B.wa([("Contractor Ah Huat", "boss quotation for JC back kitchen"), ("Contractor Ah Huat", "hacking, new tiles, sink, electrical"),
               ("Contractor Ah Huat", "total %s, 3 weeks" % m), ("Contractor Ah Huat", "can start after CNY")], h0=B.ri(10, 18))
    return [U(wa), U("high anot"),
            A("For hacking, tiling, plumbing and electrical in a shop kitchen over 3 weeks, that's not outrageous, but get at least one more quote. Ask him to break it down by item."),
            U("ok")]


def en_money_popup(B):
    m = B.fact("money", B.money(400, 1600, step=50))
    return [U("the weekend market at %s ask us join" % B.pick(["Marina Square", "Jewel", "Tampines Hub"])), U("booth fee %s for 2 days" % m),
            U("can make back or not"),
            A("If you bring ~300 pastries at ~$4.50 average and sell most of them, revenue would be well above that, but count the staff costs for two days and transport. Worth it for exposure if you have spare baking capacity."),
            U("hmm think first")]


def en_money_assistant_total(B):
    a, b = B.ri(40, 90) * 10, B.ri(20, 60) * 10
    sub = a + b
    tot = round(sub * 1.09, 2)
    m = "$" + "{:,.2f}".format(tot)
    if m in B.used:
        m = "$" + "{:,.2f}".format(tot + 0.01)
    B.used.add(m)
    B.fact("money", m)
    return [U("how much i owe gim hin altogether, two invoice $%d and $%d before GST" % (a, b)),
            A("Before GST that's $%d; with 9%% GST the total to pay Gim Hin is %s." % (sub, m)), U("ok paynow them")]


def en_money_nea_fine(B):
    m = B.fact("money", B.money(200, 800, step=100))
    return [U("walao NEA fine us for the cockroach at TB"), U("composition %s" % m), U("first time leh"),
            A("Annoying, but paying the composition closes it without a court case. More important is the follow-up: pest control report and a deep clean, because repeat offences add demerit points to the licence."),
            U("ok sian")]


def en_money_payout_missing(B):
    for _ in range(50):
        nets = [B.ri(2000, 9000) for _ in range(3)]
        m = "$%.2f" % (sum(nets) / 100.0)
        if m not in B.used:
            break
    B.used.add(m)
    B.fact("money", m)
    return [U("how much grab owe us for those missing orders"),
            T("pos", {"action": "orders", "channel": "grabfood", "status": "unpaid", "range": "last_week"},
              {"orders": [{"id": "GF%s" % B.digits(9), "net": n / 100.0} for n in nets], "unpaid_total_display": m}),
            A("The three unpaid Grab orders from last week add up to %s." % m), U("ok add that to the case")]


def en_money_insurance(B):
    m = B.fact("money", B.money(2500, 9000, step=100))
    return [U("insurance agree to pay %s for the water damage" % m), U("after excess"), U("less than i hope but ok lah"),
            A("At least it's settled. That should cover the flour and packaging losses; the plumber's bill was separate."), U("ya")]


# date ---------------------------------------------------------------------------------
def en_date_reinspection(B):
    d = B.fact("date", B.date())
    return [U("NEA officer call just now"), U("re-inspection at JC on %s, morning" % d), U("pls make sure everything clean clean"),
            A("Got it. I'll put together a checklist for Siti: chiller floor clear, hand-wash basin unobstructed, pest control report filed, temperature log up to date."),
            U("yes pls")]


def en_date_lease(B):
    d = B.fact("date", B.date())
    return [U("check mail, when we must tell landlord whether renew TB lease"),
            T("mail_search", {"query": "Tiong Bahru lease renewal option", "limit": 3},
              {"results": [{"from": "Leasing <leasing@%s.com.sg>" % B.pick(["tbestates", "orchidrealty"]), "subject": "Option to renew - Seng Poh Road unit",
                            "date": "2027-02-%02d" % B.ri(10, 26), "snippet": "Please note that written notice to exercise the option to renew must reach us no later than %s, failing which..." % d}]}),
            A("Written notice to renew must reach them by the date in that email — after that the option lapses."),
            U("ok dont let me forget")]


def en_date_tech_visit(B):
    d = B.fact("date", B.date())
    return [U("coffee machine servicing"), U("they can come %s, 2pm" % d), U("JC"),
            A("Noted for Joo Chiat at 2pm. The machine will be off for about 2 hours, so maybe do iced drinks from the TB stock or put up a notice."),
            U("ok")]


def en_date_lastday(B):
    d = B.fact("date", B.date())
    wa = B.wa([("Marites", "boss sorry to inform"), ("Marites", "i will go back Philippines, my last day %s" % d),
               ("Marites", "thank you for everything 🙏"), ("Siti", "😢😢")], h0=B.ri(20, 22))
    return [U(wa), U("sad"), U("need find new cashier JC"),
            A("Sorry to hear that. I can draft a job post for part-time/full-time cashier at Joo Chiat — want it for the shop's IG and Indeed?"),
            U("ya both")]


def en_date_price_effective(B):
    d = B.fact("date", B.date())
    return [U("gim hin new price list effective %s" % d), U("bread flour up $2.50 a bag"),
            A("Ok. If you have space, ordering extra bread flour before that date saves a bit — flour keeps a few months in a dry store."),
            U("ya order more before")]


def en_date_tasting(B):
    good, wrong = B.date_pair()
    B.fact("date", good)
    return [U("the media tasting for new menu on %s" % wrong), U("no no"), U("%s, the sat" % good),
            A("Ok, the Saturday then. Do you want me to draft the invite for the bloggers?"), U("later")]


def en_date_hygiene(B):
    d = B.fact("date", B.date())
    return [U("siti food hygiene refresher course"), U("must complete by %s or cannot work" % d),
            A("I'll remind you a few weeks before. Refresher is half a day online usually — book it early so it doesn't clash with the weekend."), U("ok")]


def en_date_scdf(B):
    d = B.fact("date", B.date())
    em = "Dear Owner, the annual fire safety inspection for your premises at Joo Chiat Road has been scheduled on %s between 10am and 12pm. Please ensure fire extinguishers are serviced and exits unobstructed." % d
    return [U("another one"), U(em),
            A("Fire extinguisher servicing tags need to be current — check the date on the tag. And the back door exit can't have flour sacks in front of it."),
            U("haha ok the flour")]


def en_date_raya(B):
    d = B.fact("date", B.date())
    return [U("JC close on %s for hari raya" % d), U("siti and ravi both want leave"), U("put notice pls"),
            A("Notice draft: \"Our Joo Chiat outlet will be closed on %s for Hari Raya. Tiong Bahru remains open as usual. Selamat Hari Raya! 🌙\"" % d),
            U("ok print")]


def en_date_licence_expiry(B):
    d = B.fact("date", B.date())
    return [U("just saw the JC licence"), U("expire %s" % d), U("renewal must do online right"),
            A("Yes, renew through GoBusiness. SFA usually sends a reminder but don't rely on it — do it at least a month before."), U("ok")]


def en_date_catering_restate(B):
    d = B.date()
    pax = B.ri(40, 120)
    B.fact("date", d)
    return [U("the wedding order, %d mini cakes + %d croissants, pickup %s 9am" % (pax, pax, d)),
            A("Noted: %d mini cakes and %d croissants for 9am pickup. I'll block the baking the day before at Tiong Bahru." % (pax, pax)),
            U("yes TB bake")]


# decision -------------------------------------------------------------------------------
EN_DECISIONS = [
    ("switch the flour to Gim Hin", "they give 60 days credit"),
    ("close Joo Chiat on Mondays", "Monday sales don't even cover the wages"),
    ("buy the Unox deck oven", "the Rational one needs three-phase power"),
    ("keep the kaya croissant at the old price", "the regulars already grumbling"),
    ("go with the Ka Wah house blend", "the single origin too sour for the kopi uncles"),
    ("drop Foodpanda", "the commission eats all the margin"),
    ("move the kitchen display to a Pi 5", "the old Pi 3 hangs every lunch rush"),
    ("let Bee Leng do the books in Xero", "the accountant charges extra to clean up Excel"),
    ("stop the 8pm closing at Tiong Bahru", "after 7pm only a few walk-ins"),
    ("print the allergen labels ourselves", "the vendor stickers always come late"),
    ("switch the fresh milk to Meiji", "the baristas say it steams better"),
    ("pay the part-timers weekly", "two of them quit over late pay last year"),
    ("do Hari Raya hampers this year", "the CNY hampers sold out in three days"),
    ("keep the POS backups on our own USB drive", "the cloud backup fee doubled"),
    ("use sugarcane pulp boxes", "the landlord's green lease clause"),
    ("not renew the Grab ads", "cost per order higher than what we earn"),
    ("buy frozen croissant dough for Joo Chiat", "Ravi cannot laminate fast enough alone"),
    ("go cashless at Joo Chiat", "counting cash takes 40 minutes every night"),
    ("hire a second baker instead of paying OT", "the OT bill last month was crazy"),
    ("sell whole cakes online", "half the enquiries come from IG anyway"),
    ("repair the old chiller instead of replacing", "the new one takes 8 weeks to arrive"),
]


def en_decision(B):
    pool = [p for p in EN_DECISIONS if p[0] not in B.used]
    c, r = B.pick(pool)
    B.used.add(c)
    B.fact("decision", c, r)
    k = B.ri(0, 8)
    if k == 7:
        return [U("what i told my husband just now:"), U("\"ok we %s. %s, no point dragging\"" % (c, r)),
                A("Sounds settled then. I'll treat it as decided."), U("ya")]
    if k == 8:
        return [U("%s or not ah, bee leng and aunty mei both ask me" % c),
                A("The main argument for it would be the cost and the time it saves. What's your gut feel?"),
                U("ya do lah"), U("%s, simple as that" % r), A("Ok, decided. Noted with the reason.")]
    if k == 0:
        return [U("ok i think already whole night"), U("decided: %s" % c), U("%s mah" % r),
                A("Makes sense. I'll keep that in mind when we plan orders and rosters."), U("ya")]
    if k == 1:
        return [U("ok final answer, we %s, because %s. dont let me change my mind again 😂" % (c, r)),
                A("Noted — no more going back and forth on this one."), U("haha ok")]
    if k == 2:
        return [U("still thinking about the thing we talk yesterday"), U("ok lah %s" % c),
                A("Any particular reason it tipped that way? Just so I can note it."), U("%s lor" % r), A("Got it.")]
    if k == 3:
        wa = B.wa([(B.owner, "hi all, from next week we %s" % c), (B.owner, "reason is %s. any question ask me" % r),
                   ("Aunty Mei", "ok boss"), ("Siti", "noted 👍")], h0=B.ri(20, 22))
        return [U("i announce already"), U(wa), A("Clear message. I'll note it as decided."), U("👍")]
    if k == 4:
        return [U("help me think, %s or not? %s" % (c, B.pick(["i 50 50", "bee leng say no", "aunty mei say yes"]))),
                A("Main trade-off is cost vs hassle. What's pushing you towards it?"),
                U("%s" % r), U("ok do it lah"),
                A("Alright — decided then. I'll note it down with the reason.")]
    if k == 5:
        return [U("talk to bee leng just now"), U("we agree to %s. main thing is %s" % (c, r)),
                A("Ok, noted as decided."), U("one thing less to worry")]
    return [U("%s lah. %s" % (c, r)),
            A("Ok — %s. Makes sense since %s." % (c, r)), U("ya")]


# constraint ---------------------------------------------------------------------------
EN_CONSTRAINTS = [
    ("restart the kitchen Pi", "only between 3 and 5pm"),
    ("update the POS", "never on Friday or weekends"),
    ("switch on both ovens", "never together with the dishwasher"),
    ("accept the flour delivery", "only if the bags are sealed and dry"),
    ("approve refunds above fifty dollars", "only with the manager PIN"),
    ("let pest control in", "before 7am opening only"),
    ("run the POS backup", "after the Z-report is closed"),
    ("thaw the croissant dough", "in the chiller overnight, never on the counter"),
    ("pay any supplier", "only after the delivery note is signed"),
    ("give out the Wi-Fi password", "only to paying customers"),
    ("open the side door at Joo Chiat", "only when the delivery van is there"),
    ("post the daily bake on IG", "only after Aunty Mei approves the photo"),
    ("change the Wi-Fi password", "after closing on Sunday"),
    ("move the coffee machine", "only with the technician around"),
    ("mop the bakery floor", "after the last tray is out, not during baking"),
    ("take whole cake orders", "at least three days in advance"),
    ("put tables on the five-foot way", "only after 10am when the cleaners are done"),
    ("call the JC landlord", "not before 10am"),
    ("let part-timers close the shop", "only if a full-timer is on shift"),
    ("discard the cream puffs", "once they are out more than two hours"),
    ("top up the cash float", "only from the office safe, not from the drawer"),
]


def en_constraint(B):
    pool = [p for p in EN_CONSTRAINTS if p[0] not in B.used]
    a, c = B.pick(pool)
    B.used.add(a)
    B.fact("constraint", a, c)
    k = B.ri(0, 6)
    if k == 6:
        wa = B.wa([("Siti", "boss can %s now?" % a), (B.owner, "%s. remember ah" % c), ("Siti", "ok noted")], h0=B.ri(8, 20))
        return [U(wa), U("they keep asking the same thing"), A("Might help to put it on the notice board in the kitchen so it's not just in the chat."), U("good idea")]
    if k == 0:
        return [U("pls remember ah"), U("%s — %s" % (a, c)), U("last time got problem because of this"),
                A("Noted. I'll keep it in mind and put it in the opening/closing checklists."), U("ok")]
    if k == 1:
        wa = B.wa([(B.owner, "everyone note ah"), (B.owner, "%s %s. no exception" % (a, c)), ("Jun Hao", "ok boss"), ("Darren", "noted")], h0=B.ri(8, 21))
        return [U("post in group already"), U(wa), A("Good to have it written in the group where everyone can see it."), U("👍")]
    if k == 2:
        return [U("%s can, but %s" % (a, c)), U("siti asked me just now"),
                A("Got it: %s — %s. I'll tell Siti the same if she asks again." % (a, c)), U("ok")]
    if k == 3:
        return [U("the rules for the new supervisor, can put in list form"),
                U("%s, %s. the rest she can decide herself" % (a, c)),
                A("House rule for the supervisor:\n- %s: %s.\nEverything else is at her discretion." % (a, c)), U("ok")]
    if k == 4:
        who = B.pick(["Aunty Mei", "Siti", "Bee Leng"])
        return [U("%s complain again today 🙄" % who.lower()), U("ok from now on %s %s" % (a, c)), U("tell the new ppl also"),
                A("Understood. I'll add it to the onboarding notes for new staff."), U("tq")]
    return [U("write in the SOP file for me"), U("- %s: %s" % (a, c)),
            A("Added to the SOP under \"Daily operations\"."), U("👍")]


# question -----------------------------------------------------------------------------
EN_QUESTIONS = [
    "the halal cert for the pandan paste", "the CPF for part-timers above 55", "transferring the SFA licence to the new company",
    "the GST on staff meals", "claiming the PSG grant for the new POS", "the shelf life of the durian puffs",
    "the signage permit for Joo Chiat", "the water softener for the espresso machine", "the noise rule for the extraction fan at night",
    "the levy for a foreign baker on S Pass", "the card surcharge for Amex", "trademarking our logo",
    "the stamp duty on the lease renewal", "putting rum in the tiramisu", "donating unsold bread to the food bank",
    "dogs in the outdoor seating", "the depreciation on the new oven", "the MediSave contribution for myself",
    "the tax on the CNY ang bao for staff", "the allergen warning for the peanut kaya",
]


EN_INTERRUPTS = ["the eggs come already, later", "customer come, wait", "grab rider here, brb", "NEA calling!!",
                 "flour delivery reach, later", "aiyo the oven beeping", "wait siti call me"]


def en_question(B):
    pool = [q for q in EN_QUESTIONS if q not in B.used]
    q = B.pick(pool)
    B.used.add(q)
    B.fact("question", q)
    k = B.ri(0, 6)
    if k == 6:
        return [U("long day. the dairy came late, jun hao forgot to switch on the proofer, and bee leng still asking me about %s which i have no idea. anyway can check how much we sold at TB today so far" % q),
                T("pos", {"action": "sales_so_far", "outlet": "TB"}, {"outlet": "TB", "gross_sales": B.ri(90000, 300000) / 100.0, "transactions": B.ri(70, 240)}),
                A("Tiong Bahru so far today is in the tool result above — roughly in line with a normal weekday by this hour. Sorry about the proofer, the afternoon batch will just be a bit later."),
                U("ok")]
    if k == 0:
        return [U("eh btw u know anything about %s? nobody give me straight answer" % q),
                U("also pls check the roster for tmr, JC enough ppl?"),
                T("roster", {"action": "get", "outlet": "JC", "day": "tomorrow"},
                  {"shifts": [{"staff": s, "start": "07:00", "end": "15:00"} for s in B.rng.sample(EN_STAFF, 3)]}),
                A("Joo Chiat tomorrow has three people on the morning shift, which is the usual. The afternoon is thinner but ok for a weekday."),
                U("ok")]
    if k == 1:
        return [U("then %s how ah? can or not?" % q), U("aiya wait"), U(B.pick(EN_INTERRUPTS)),
                A("Sure, go ahead."), U("ok back. so many thing today")]
    if k == 2:
        return [U("few qns"), U("1) the JC aircon leaking again, who to call"), U("2) %s?" % q),
                A("For the aircon, call the landlord's contractor first since it's their unit — it was in the lease that they maintain it. Take a photo of the leak for the record."),
                U("ok")]
    if k == 3:
        return [U("bee leng ask me about %s, i also dunno" % q), U("anyway"), U("can draft the weekly order for gim hin first"),
                A("Draft for Gim Hin (TB):\n- Bread flour 25kg x 10\n- Cake flour 25kg x 4\n- Caster sugar 25kg x 3\nSame as last week. Want me to place it?"),
                U("ok place")]
    if k == 4:
        return [U("i keep forgetting to ask u, %s — need to check with accountant or can just do?" % q),
                U(B.pick(EN_INTERRUPTS)), A("No problem, take your time.")]
    return [U("hmm what about %s ah" % q), U("nvm think about it another day"), U("now more urgent: the display chiller light not working"),
            A("If it's just the light and the temperature is fine, it's not urgent — likely the LED driver. Keep the chiller running and ask the servicing company to bring a replacement next visit."),
            U("ok")]


EN = {
    "name": [en_name_parttimer, en_name_nea_letter, en_name_supplier_rep, en_name_technician_mail, en_name_correction,
             en_name_review, en_name_agent, en_name_blogger, en_name_interview, en_name_bank_email, en_name_roster_closer],
    "command": [en_cmd_restart_kds, en_cmd_kelvin_printer, en_cmd_formula, en_cmd_cron, en_cmd_ssh, en_cmd_journal,
                en_cmd_blanking, en_cmd_pgdump, en_cmd_timezone, en_cmd_du, en_cmd_aptmark, en_cmd_rsync],
    "id": [en_id_portal_order, en_id_nea_ref, en_id_pos_ticket, en_id_grab_case, en_id_insurance, en_id_catering,
           en_id_credit_note, en_id_sfa_licence, en_id_awb, en_id_paynow, en_id_lease],
    "port": [en_port_ss, en_port_kelvin_url, en_port_nvr, en_port_printer_conf, en_port_ssh, en_port_postgres,
             en_port_vnc, en_port_mqtt, en_port_vendor_mail, en_port_monitor, en_port_ufw],
    "version": [en_ver_release_mail, en_ver_kds_file, en_ver_printer_fw, en_ver_kernel, en_ver_grab_app, en_ver_about,
                en_ver_correction, en_ver_router, en_ver_dpkg, en_ver_coffee],
    "money": [en_money_oven_quote, en_money_rent, en_money_credit_agree, en_money_correction, en_money_bonus, en_money_reno,
              en_money_popup, en_money_assistant_total, en_money_nea_fine, en_money_payout_missing, en_money_insurance],
    "date": [en_date_reinspection, en_date_lease, en_date_tech_visit, en_date_lastday, en_date_price_effective,
             en_date_tasting, en_date_hygiene, en_date_scdf, en_date_raya, en_date_licence_expiry, en_date_catering_restate],
    "decision": [en_decision] * 10,
    "constraint": [en_constraint] * 10,
    "question": [en_question] * 10,
    "filler": EN_FILLER,
    "opener": en_opener,
    "closer": en_closer,
}


# =========================================================================================
# Chinese (Chengdu) pools
# =========================================================================================
ZH_SURNAMES = ["王", "李", "张", "陈", "黄", "赵", "吴", "徐", "孙", "马", "胡", "朱", "郭", "何", "高", "林", "谢", "唐", "邓", "曾"]
ZH_GIVEN = ["建国", "秀英", "志强", "丽娟", "海燕", "俊杰", "晓梅", "文涛", "雪莲", "德华", "春燕", "明辉", "玉兰", "国庆",
            "思琪", "子涵", "宇航", "婷婷", "红梅", "建军", "佳怡", "浩然", "淑芬", "永刚"]
ZH_ITEMS = [("牛角可颂", 12), ("椰蓉面包", 9), ("肉松小贝", 8), ("红豆吐司", 18), ("葡式蛋挞", 6), ("巴斯克蛋糕(块)", 28),
            ("美式", 18), ("拿铁", 22), ("生椰拿铁", 25), ("碱水结", 10), ("全麦欧包", 16), ("抹茶麻薯包", 12),
            ("花椒巧克力司康", 14), ("冷萃咖啡", 24), ("脏脏包", 15), ("红糖糍粑可颂", 16)]
ZH_SUPPLIES = {
    "蓉城面粉批发部": [("高筋面粉 25kg", "袋", 150, 185), ("低筋面粉 25kg", "袋", 140, 170), ("细砂糖 30kg", "袋", 180, 220),
                   ("即发干酵母 500g×20", "箱", 260, 320), ("红糖 1kg", "包", 9, 14)],
    "天府乳业": [("总统淡味黄油 10kg", "箱", 780, 960), ("安佳淡奶油 1L×12", "箱", 520, 640), ("鲜牛奶 950ml", "瓶", 12, 16),
             ("奶油奶酪 1kg", "块", 58, 75), ("片状黄油 1kg×10", "箱", 700, 860)],
    "双流蛋品": [("鲜鸡蛋 30枚", "板", 24, 32), ("蛋黄液 1kg", "包", 26, 35)],
    "蜀香咖啡烘焙": [("意式拼配豆 1kg", "包", 110, 150), ("单品耶加雪菲 1kg", "包", 180, 240), ("低因豆 1kg", "包", 150, 190)],
    "利包包装": [("牛皮纸盒 6寸 (100个)", "件", 65, 90), ("12oz纸杯 (1000个)", "件", 260, 330), ("开窗面包袋 (500个)", "件", 120, 160),
             ("甘蔗浆餐盒 (50个)", "件", 35, 48)],
}
ZH_STAFF = ["梅姐", "小杨", "阿杰", "小罗", "芳芳", "冬冬", "小敏"]


def zh_delivery_note(B, supplier=None, n_lines=None, title="送货单", extra=None):
    sup = supplier or B.pick(list(ZH_SUPPLIES))
    lines = B.rng.sample(ZH_SUPPLIES[sup], min(len(ZH_SUPPLIES[sup]), n_lines or B.ri(2, 5)))
    no = "NO.%s" % B.digits(7)
    out = ["%s  %s" % (sup, title), "单号：%s    日期：2027-02-%02d" % (no, B.ri(20, 28)),
           "收货单位：%s（%s）" % (B.biz, B.pick(["玉林店", "桐梓林店"])), "品名                规格  数量  单位   单价     金额"]
    tot = 0.0
    for desc, uom, lo, hi in lines:
        q = B.ri(1, 12)
        up = float(B.ri(lo, hi))
        tot += q * up
        out.append("%-18s  %4d  %s  %7.2f  %8.2f" % (desc, q, uom, up, q * up))
    out.append("合计：%.2f元" % tot)
    if extra:
        out += extra
    out.append("送货人：%s    收货人签字：________" % B.pick(["刘师傅", "小郑", "陈师傅"]))
    return "\n".join(out), tot, no


def zh_pos_summary(B, outlet, day):
    tx = B.ri(150, 420)
    gross = round(tx * B.ri(2800, 4600) / 100.0, 2)
    tops = B.rng.sample(ZH_ITEMS, 4)
    return {"outlet": outlet, "business_date": day, "gross_sales": gross, "discounts": round(gross * B.ri(1, 5) / 100.0, 2),
            "orders": tx, "avg_ticket": round(gross / tx, 2),
            "payments": {"微信": round(gross * 0.48, 2), "支付宝": round(gross * 0.21, 2), "美团": round(gross * 0.24, 2), "现金": round(gross * 0.07, 2)},
            "top_items": sorted([{"item": n, "qty": B.ri(20, 130)} for n, _ in tops], key=lambda x: -x["qty"]), "voids": B.ri(0, 6)}


def zh_csv(B, outlet, day, n=7):
    rows = ["营业日期,门店,商品,数量,单价,应收,优惠,实收"]
    for name, price in B.rng.sample(ZH_ITEMS, n):
        q = B.ri(8, 110)
        g = q * price
        d = round(g * B.pick([0, 0, 0.05, 0.1]), 2)
        rows.append("%s,%s,%s,%d,%.2f,%.2f,%.2f,%.2f" % (day, outlet, name, q, price, g, d, g - d))
    return "\n".join(rows)


# ---------------- Chinese filler episodes ----------------
def zh_f_morning(B):
    d = "2027-03-0%d" % B.ri(1, 3)
    a, b = zh_pos_summary(B, "玉林店", d), zh_pos_summary(B, "桐梓林店", d)
    return [U(B.pick(["早", "早上好☀️", "起来了"])), U(B.pick(["帮我看下昨天两个店的营业额", "昨天两个店卖得咋样", "拉一下昨天的流水"])),
            T("pos", {"action": "daily_summary", "outlet": "玉林店", "date": d}, a),
            T("pos", {"action": "daily_summary", "outlet": "桐梓林店", "date": d}, b),
            A("昨天：\n- 玉林店：%.2f元，%d单，客单价%.2f元，卖得最好的是%s。\n- 桐梓林店：%.2f元，%d单，客单价%.2f元，卖得最好的是%s。\n%s" % (
                a["gross_sales"], a["orders"], a["avg_ticket"], a["top_items"][0]["item"],
                b["gross_sales"], b["orders"], b["avg_ticket"], b["top_items"][0]["item"],
                B.pick(["桐梓林店有%d笔作废单，可以问下阿杰是啥情况。" % b["voids"], "美团占了差不多四分之一，和平时差不多。", "两个店都比上周同一天略高一点。"]))),
            U(B.pick(["还可以", "桐梓林还是不行", "好嘞👍", "玉林又掉了，烦"]))]


def zh_f_note_check(B):
    txt, tot, no = zh_delivery_note(B)
    return [U(B.pick(["帮我核一下这张送货单", "这个单子对不对哦，我咋觉得多了", "看下这个金额算对没有"])), U(txt),
            A("逐行算下来合计%.2f元，单子上的总数是对的。%s" % (tot, B.pick(["单价和上个月一样。", "不过有一项单价比上个月贵了一点，可以问一下。", "没问题，可以付。"]))),
            U(B.pick(["好", "要得", "行，让周会计付"]))]


def zh_f_chiller(B):
    t = B.ri(7, 11)
    wa = B.wa([("阿杰", "老板，展示柜显示%d度" % t), ("小罗", "昨晚门好像没关严"), ("阿杰", "泡芙我先挪到后面冷藏了"), ("芳芳", "收到👍")], h0=B.ri(7, 9))
    wa = wa
    return [U("你看嘛"), U(wa), U("咋个办，要不要扔"),
            A("带鲜奶油的（泡芙、奶油蛋糕、芝士类）如果超过5度放了两三个小时以上，保险起见扔掉。面包和戚风没问题。让阿杰今天每小时记一次温度，再看下门封条，中午还降不下来就叫维修。"),
            U(B.pick(["好我跟他们说", "心疼，好嘛", "哎 好"]))]


def zh_f_smalltalk(B):
    opts = [
        [U("今天好热哦"), U("玉林后厨跟蒸笼一样"), A("辛苦了，让师傅们多喝水。后厨太热的话开酥的黄油容易化，可颂尽量放早上做。"), U("是的嘛")],
        [U("那个大爷今天又来买了12个可颂😂"), U("每周六都这样"), A("老顾客！可以周六给他留一盘，免得散客买不到。"), U("哈哈要得")],
        [U("好累啊今天😩"), U("算了继续"), A("慢慢来，下一件是啥子？")],
        [U("我女儿问我为啥一天到晚看手机"), U("我说妈妈在算账"), A("哈哈，要不要我把剩下的杂事一起整理了，你今晚可以早点休息？"), U("要得")],
        [U("刚在菜市场喝了杯盖碗茶"), U("比我们的美式还提神🤣"), A("哈哈，要不要考虑出个茶饮？成都人喝茶的习惯很深。"), U("以后再说")],
    ]
    return B.pick(opts)


def zh_f_csv(B):
    outlet = B.pick(["玉林店", "桐梓林店"])
    day = "2027-02-%02d" % B.ri(24, 28)
    csv = zh_csv(B, outlet, day)
    rows = [r.split(",") for r in csv.split("\n")[1:]]
    best = max(rows, key=lambda r: float(r[7]))
    tot = sum(float(r[7]) for r in rows)
    return [U("这是%s的日结导出" % outlet), U(csv), U("哪个最赚钱"),
            A("这几行实收一共%.2f元。实收最高的是%s，%s元（卖了%s个）。%s" % (tot, best[2], best[7], best[3],
                                                          B.pick(["饮品撑了不少利润。", "优惠那一列主要是员工价和会员九折。", "周末欧包卖得有点少。"]))),
            U(B.pick(["好", "我就晓得", "有意思"]))]


def zh_f_roster(B):
    shifts = []
    for day in ["周六", "周日"]:
        for who in B.rng.sample(ZH_STAFF, 3):
            shifts.append({"day": day, "outlet": B.pick(["玉林店", "桐梓林店"]), "staff": who,
                           "start": B.pick(["06:30", "07:00", "11:00"]), "end": B.pick(["15:00", "19:00", "21:00"])})
    gap = B.pick(["周六", "周日"])
    return [U("这周末人够不够"),
            T("roster", {"action": "get", "range": "weekend"}, {"shifts": shifts, "open_slots": [{"day": gap, "outlet": "桐梓林店", "start": "11:00", "end": "19:00"}]}),
            A("周末基本排满了，一共%d个班。还空一个：%s桐梓林店11点到7点。要不要我在群里问下谁能顶？" % (len(shifts), gap)),
            U(B.pick(["要得你问", "我自己问", "好"]))]


def zh_f_pi(B):
    up = B.ri(2, 40)
    temp = B.ri(52, 79)
    return [U(B.pick(["桐梓林后厨的屏幕今天有点卡", "后厨屏幕又卡卡的"])),
            T("shell", {"host": "tzl-kds", "cmd": "uptime && vcgencmd measure_temp"},
              " %02d:%02d:%02d up %d days,  2:%02d,  1 user,  load average: %.2f, %.2f, %.2f\ntemp=%d.%d'C" % (
                  B.ri(8, 18), B.ri(0, 59), B.ri(0, 59), up, B.ri(0, 59), B.ri(100, 300) / 100.0, B.ri(80, 200) / 100.0, B.ri(50, 150) / 100.0, temp, B.ri(0, 9))),
            A("树莓派已经连续跑了%d天，温度%d度%s。负载有一点但不算高，下午不忙的时候重启一下一般就好了。" % (up, temp, "，偏高了，可能风扇被面粉灰堵了" if temp > 70 else "")),
            U(B.pick(["好晚点", "面粉灰哈哈", "好"]))]


def zh_f_voice(B):
    opts = [
        [U("面分又送晚了"), U("面粉"), U("语音输入扯拐了"), A("哈，明白。蓉城今天又晚了？要不要我在平台上查一下订单状态？"), U("不用了刚到")],
        [U("帮我跟群里说一声烤厢又坏了今天没有法棍"), U("不是法棍，是那个大欧包"),
         A("群消息草稿：\n“各位，今天层炉又出问题了，大欧包今天不上架。客人问的话推荐全麦欧包和吐司。辛苦大家！”"), U("发")],
        [U("提醒我给桐梓林买纸巾和抹布"), U("抹不 抹布"), A("记下了：桐梓林店，纸巾和抹布。"), U("👍")],
    ]
    return B.pick(opts)


def zh_f_caption(B):
    item = B.pick(["红糖糍粑可颂", "花椒巧克力司康", "脏脏包", "抹茶麻薯包"])
    return [U("帮我写个小红书文案，%s，要活泼点" % item),
            A("给你三个：\n1. “%s上新！早上十一点前基本就没了，晚来莫怪我们没提醒🥐”\n2. “凌晨五点起来做的%s，趁热来吃才巴适。”\n3. “新的一周，还是这个味道。两家店都有✨”" % (item, item)),
            U(B.pick(["第一个好", "用第二个", "1和3合一下"])),
            A("“%s上新！两家店都有，早上十一点前基本就没了，晚来莫怪我们没提醒✨”" % item)]


def zh_f_review(B):
    rev = "%s ★%s\n“%s”" % (B.pick(["吃货小王", "成都胖虎", "momo酱", "L先生"]), "★" * B.ri(0, 1), B.pick([
        "工作日早上等了二十分钟才拿到拿铁，店员手忙脚乱的。可颂倒是好吃。",
        "买的蛋挞不新鲜，问店员还爱理不理的，不会再来了。",
        "一块巴斯克28，有点贵了吧。"]))
    return [U("又有人打差评🙄"), U(rev), U("帮我回一下，客气点但不要太卑微"),
            A("草稿：\n“您好，谢谢您花时间留言。这次的体验没让您满意，我们很抱歉，已经把您的意见转给店里同事了。方便的话私信我们，下次来请您喝杯咖啡。——%s”" % B.owner),
            U(B.pick(["可以", "请咖啡那句删了", "好发"]))]


def zh_f_short_delivery(B):
    sup = "天府乳业"
    lines = ZH_SUPPLIES[sup]
    short = B.pick(lines)
    rows = []
    for desc, uom, lo, hi in lines:
        o = B.ri(2, 10)
        rows.append("%-16s 订 %2d%s  实送 %2d%s" % (desc, o, uom, o - B.ri(1, 2) if desc == short[0] else o, uom))
    dn = "天府乳业 送货单 NO.%s\n收货：%s（桐梓林店）\n" % (B.digits(7), B.biz) + "\n".join(rows) + "\n收货人签字：______"
    return [U("奶到了"), U(dn), U("是不是少了"),
            A("对，%s少了。其他都对得上。签字的时候在单子上写实收数量，我再发消息让他们补或者下次抵扣。" % short[0]),
            U("阿杰已经签了😑 不过数量写了的")]


def zh_f_food_cost(B):
    butter = B.ri(78, 96)
    return [U("算一下一个牛角可颂的成本大概多少"), U("黄油现在%d一公斤，面粉一袋25公斤170左右" % butter),
            A("粗算一个可颂（裹入黄油约60克，面团里的黄油、糖、奶、蛋另算）：\n- 黄油约70克：%.2f元\n- 面粉55克：约0.37元\n- 其他：约0.8元\n合计大概%.2f元，卖12元的话食材成本大约%d%%。" % (
                0.07 * butter, 0.07 * butter + 1.17, round(100 * (0.07 * butter + 1.17) / 12))),
            U(B.pick(["还行", "黄油太贵了", "好"]))]


def zh_f_sick(B):
    who = B.pick(ZH_STAFF)
    cover = B.pick([x for x in ZH_STAFF if x != who])
    wa = B.wa([(who, "老板不好意思我发烧了，今天请个病假🤒"), (cover, "我可以顶到三点")], h0=6)
    return [U(wa), U("帮我换一下班"),
            T("roster", {"action": "swap", "date": "today", "from": who, "to": cover, "until": "15:00"}, {"ok": True, "message": "班次已调整"}),
            A("换好了，%s顶%s的班到下午三点，三点以后还空着。" % (cover, who)), U("三点以后我自己去")]


def zh_f_egg(B):
    eta = "%02d:%02d" % (B.ri(7, 11), B.pick([0, 15, 30, 45]))
    return [U("鸡蛋还没到？"),
            T("supplier_portal", {"supplier": "双流蛋品", "action": "order_status", "latest": True},
              {"order": "PO%s" % B.digits(5), "status": "配送中", "eta": eta}),
            A("在路上了，预计%s左右到。" % eta), U("好")]


def zh_f_tax(B):
    return [U("我们增值税是按季报对吧"), A("对，你们是小规模纳税人，按季度申报，季度结束后的次月15号之前报。周会计一般在电子税务局上弄。"), U("好，提醒她早点")]


def zh_f_price_letter(B):
    pct = B.ri(4, 12)
    letter = "尊敬的客户：\n因原材料及运输成本上涨，我司部分产品（纸杯、牛皮纸盒、面包袋）价格将上调约%d%%，自下月1日起执行。甘蔗浆产品价格不变。\n感谢您的支持！\n利包包装" % pct
    return [U("唉"), U(letter), U("啥子都在涨"),
            A("纸杯、纸盒、面包袋涨%d%%左右，按你们的用量两家店一个月大概多%d到%d块。甘蔗浆餐盒不变。" % (pct, pct * 40, pct * 60)), U("晓得了")]


def zh_f_oven(B):
    return [U("烤箱又扯拐了"), U("上火不热"), U("这个月第三次了！！！"),
            A("如果只是上火不热，先看一下那一层的空开有没有跳。空开没问题的话多半是发热管或者接触器，要师傅来。要不要我找一下上次的维修单？"),
            U("等下再说，先用下火烤")]


def zh_f_disk(B):
    use = B.ri(41, 88)
    return [U("小凯说每个月要看一下收银主机的硬盘"),
            T("shell", {"host": "yl-pos01", "cmd": "df -h / /var"},
              "Filesystem      Size  Used Avail Use%% Mounted on\n/dev/nvme0n1p2  234G  %dG  %dG  %d%% /\n" % (234 * use // 100, 234 - 234 * use // 100, use)),
            A("系统盘用了%d%%，还剩%dG。%s" % (use, 234 - 234 * use // 100, "有点满了，估计是老备份占的。" if use > 75 else "空间还多。")), U("好")]


def zh_f_cash(B):
    n100, n50, n20, n10 = B.ri(0, 3), B.ri(1, 4), B.ri(2, 8), B.ri(3, 10)
    coins = B.ri(10, 60)
    tot = n100 * 100 + n50 * 50 + n20 * 20 + n10 * 10 + coins
    return [U("桐梓林备用金，%d张100，%d张50，%d张20，%d张10，零钱%d块，一共好多" % (n100, n50, n20, n10, coins)),
            A("一共%d元。%s" % (tot, "比平时的500备用金多一点。" if tot > 500 else "比500的备用金少%d元。" % (500 - tot))), U(B.pick(["好", "谁拿了哦", "我补上"]))]


def zh_f_meituan(B):
    amt = B.ri(300000, 900000) / 100.0
    return [U("美团这周结算没有"),
            T("mail_search", {"query": "美团 结算单", "limit": 3},
              {"results": [{"from": "美团外卖商家服务 <noreply@meituan.com>", "subject": "您的周结算账单已生成", "date": "2027-02-%02d" % B.ri(22, 27),
                            "snippet": "本期结算金额：%.2f元，订单数：%d，已扣除佣金及配送服务费……" % (amt, B.ri(150, 400))}]}),
            A("结了，最近一期结算金额%.2f元。" % amt), U("好")]


def zh_f_group_msg(B):
    return [U("帮我在群里发个通知，每天晚上咖啡机要好好反冲洗，昨晚又没洗"),
            A("草稿：\n“各位🙏 提醒一下：每天打烊一定要给咖啡机反冲洗（清洁片，5次），手柄泡起来，蒸汽棒擦干净。昨晚漏了，今天早上头几杯都有焦味。谢谢大家！”"),
            U(B.pick(["再凶一点", "可以发"]))]


def zh_f_menu(B):
    items = B.rng.sample(ZH_ITEMS, 4)
    lines = ["%s %d" % (n, p + B.pick([1, 2, 3])) for n, p in items]
    return [U("价目牌新价格：\n" + "\n".join(lines)), U("帮我排一下好看点"),
            A("\n".join("%s ………… %s元" % tuple(l.rsplit(" ", 1)) for l in lines)), U("谢谢")]


def zh_f_power(B):
    a, b = B.ri(3800, 5200), B.ri(3600, 6000)
    return [U("桐梓林这个月电费%d，上个月%d" % (b, a)), U("咋个这么多"),
            A("%s烤箱和冷柜是用电大头，如果二号烤箱为了礼盒订单开得久一些，差不多就是这个原因。" % ("涨了大概%d%%。" % (100 * (b - a) // a) if b > a else "其实比上个月少一点。")),
            U("是烤箱")]


def zh_f_catering(B):
    pax = B.ri(20, 80)
    return [U("有个公司问%d个人的早餐茶歇，咋个回" % pax),
            A("建议回复：\n“您好！%d人的话推荐可颂、肉松小贝、碱水结搭配，咖啡和茶用保温桶。需要至少提前三天预订，付50%%定金。麻烦告诉我们日期、时间和送达地址，我们出个报价。”" % pax),
            U("可以")]


def zh_f_hours(B):
    who = B.pick(["冬冬", "小敏", "芳芳"])
    hrs = [B.ri(5, 9) for _ in range(B.ri(3, 5))]
    rate = B.pick([20, 22, 25])
    return [U("%s这周上了好多个小时，要给她发工资" % who),
            T("roster", {"action": "hours", "staff": who, "range": "this_week"}, {"staff": who, "shifts": [{"hours": h} for h in hrs], "total_hours": sum(hrs)}),
            A("%s这周一共%d小时（%s），按%d元一小时是%d元。" % (who, sum(hrs), "+".join(map(str, hrs)), rate, rate * sum(hrs))), U("好我微信转她")]


def zh_f_refund(B):
    amt = B.ri(1500, 9000) / 100.0
    return [U("芳芳说昨天给一个客人退了款，你查下"),
            T("pos", {"action": "refunds", "outlet": "桐梓林店", "date": "yesterday"},
              {"refunds": [{"receipt": "R%s" % B.digits(6), "amount": amt, "reason": B.pick(["做错了", "客人不要了", "蛋糕压坏了"]), "by": "芳芳", "approved_by": "阿杰"}]}),
            A("昨天桐梓林店有一笔退款，%.2f元，阿杰批的。" % amt), U("那没事")]


def zh_f_multi(B):
    return [U("几件事"), U("1. 玉林的灯箱一闪一闪的"), U("2. 问利包要大号盒子的样品"), U("3. 提醒我给银行打电话"),
            A("三件都记下了。灯箱多半是镇流器或者驱动坏了，找电工来看，不急。利包那边我先拟个消息：“您好，麻烦寄8寸和10寸牛皮纸盒样品到我们玉林店，谢谢！”"),
            U("好")]


def zh_f_staff_chat(B):
    wa = B.wa([("小杨", "今天奶泡好多大泡泡"), ("梅姐", "换了牛奶的嘛"), ("小杨", "还是我打得不对😅"), ("冬冬", "燕麦奶也没了"), ("梅姐", "明天买")], h0=B.ri(9, 15))
    return [U(wa), U("这个群哦"), A("看来今天要先解决燕麦奶——加到下次天府乳业的单子里，还是有人去超市买？"), U("超市买快些")]


def zh_f_wifi(B):
    return [U("客人说玉林店WiFi好慢"),
            T("shell", {"host": "yl-pos01", "cmd": "ping -c 5 223.5.5.5 | tail -2"},
              "5 packets transmitted, 5 received, 0%% packet loss, time 4005ms\nrtt min/avg/max/mdev = %d.2/%d.5/%d.8/2.9 ms" % (B.ri(3, 8), B.ri(9, 30), B.ri(40, 90))),
            A("从后台看外网是通的，不慢。多半是客用WiFi的路由器高峰期人太多，或者跟隔壁信道冲突了，先重启一下客用路由器。"), U("让小杨去弄")]


def zh_f_midautumn(B):
    return [U("今年中秋还做不做月饼"), U("去年做得人都要累死"),
            A("去年量是做完了，但挤占了可颂的产能。要做的话建议只接预订、设个上限，方便排生产。"), U("上限200盒吧"), A("200盒比较稳，到时候排产我按这个算。")]


ZH_FILLER = [zh_f_morning, zh_f_note_check, zh_f_chiller, zh_f_smalltalk, zh_f_csv, zh_f_roster, zh_f_pi, zh_f_voice,
             zh_f_caption, zh_f_review, zh_f_short_delivery, zh_f_food_cost, zh_f_sick, zh_f_egg, zh_f_tax, zh_f_price_letter,
             zh_f_oven, zh_f_disk, zh_f_cash, zh_f_meituan, zh_f_group_msg, zh_f_menu, zh_f_power, zh_f_catering, zh_f_hours,
             zh_f_refund, zh_f_multi, zh_f_staff_chat, zh_f_wifi, zh_f_midautumn, zh_f_smalltalk, zh_f_note_check]


def zh_opener(B):
    return [U("这周事情多，帮我把两个店的事情都记着点"), U("玉林和桐梓林，你晓得的"),
            A("晓得，玉林店和桐梓林店。有啥子随时发过来，我帮你记着。")]


def zh_closer(B):
    return [U("今天先这样，累了"), A("好好休息，有事随时喊我。")]


# ---------------- Chinese fact scenarios ----------------
# name ---------------------------------------------------------------------------------
def zh_name_parttimer(B):
    n = B.fact("name", B.name())
    return [U("桐梓林这周六来个新兼职"), U("叫%s，%s的学生，只能周末上" % (n, B.pick(["川师", "西南财大", "成都大学", "川农"]))),
            U("帮我排上周六周日早上7点到下午3点"),
            T("roster", {"action": "add_staff", "name": n, "outlet": "桐梓林店", "type": "兼职",
                         "shifts": [{"day": "周六", "start": "07:00", "end": "15:00"}, {"day": "周日", "start": "07:00", "end": "15:00"}]},
              {"ok": True, "staff_id": "P-%s" % B.digits(3), "shifts_added": 2}),
            A("排好了，桐梓林店周六周日7点到3点。提醒一下，她要先办健康证才能碰食品，之前先让她收银、打包。"), U("她说这周去办")]


def zh_name_inspection(B):
    n = B.fact("name", B.name())
    other = B.pick(["何平", "罗勇", "彭静", "蒋涛"])
    doc = ("成都市武侯区市场监督管理局\n现场检查笔录\n\n被检查单位：%s（桐梓林店）\n检查时间：2027年2月%d日 10时%02d分\n"
           "执法人员：%s、%s（已出示执法证件）\n\n检查情况：1. 冷藏库地面直接堆放食品原料；2. 洗手池被周转箱遮挡；3. 部分员工健康证未张贴公示。\n"
           "以上问题责令当场或限期改正。") % (B.biz, B.ri(20, 27), B.ri(0, 59), n, other)
    return [U("遭了，市场监管来桐梓林查了"), U(doc), U("严不严重😰"),
            A("这是现场检查笔录，不是处罚决定。三个问题都好改：原料上架不落地、洗手池前面的箱子挪开、健康证贴出来。让阿杰今天改完拍照留存，复查的时候给他们看。"),
            U("好，等下帮我列个清单")]


def zh_name_rep(B):
    n = B.fact("name", B.name())
    wa = B.wa([("刘师傅", "老板，蓉城那边换了个业务员"), ("刘师傅", "叫%s，说要找你谈新价格" % n), ("刘师傅", "今天高筋粉少送了两袋，明天补")], h0=B.ri(7, 9))
    return [U("送面粉的刘师傅发的"), U(wa), A("新业务员记下了。今天少的两袋高筋粉，送货单上要写清楚，免得按全数算钱。"), U(B.pick(["已经写了", "好"]))]


def zh_name_tech_mail(B):
    n = B.fact("name", B.name())
    return [U("烤箱维修公司回邮件没有"),
            T("mail_search", {"query": "烤箱 维修 上门", "limit": 3},
              {"results": [{"from": "%s <service@%s.com>" % (n, B.pick(["rongchuweixiu", "hongbeishebei", "chufangbao"])),
                            "subject": "回复：层炉上火不加热 报修", "date": "2027-03-0%d" % B.ri(1, 2),
                            "snippet": "您好，师傅这周可以上门。请提前两小时关机降温，上门费另计……"}]}),
            A("回了，说这周能上门，要提前两小时关机降温，上门费另算。具体哪天还没定，要不要我回邮件约上午？"), U("要得，十点以前")]


def zh_name_correction(B):
    n = B.name()
    wrong = n[0] + B.pick(["建过", "秀鹰", "志墙", "丽绢", "海眼", "文桃"])
    if wrong == n:
        wrong = n[0] + "某某"
    B.fact("name", n)
    return [U("新的代账公司给我们派了个会计，叫%s" % wrong), U("语音打错了，是%s" % n), U("要二月份的银行流水和所有供应商的票，下周给"),
            A("好。二月份供应商的票我从邮箱里帮你理出来，银行流水要你自己在网银上导。"), U("好")]


def zh_name_agent(B):
    n = B.fact("name", B.name())
    return [U("桐梓林的房东换中介了，新的是%s，%s的" % (n, B.pick(["链家", "我爱我家", "贝壳"]))), U("后厨改造的图纸要先发给她"),
            A("明白。图纸有PDF吗？我帮你写封邮件附上，简单说明一下范围（后厨，不动结构）。"), U("在小凯那里，晚点")]


def zh_name_interview(B):
    n = B.fact("name", B.name())
    return [U("明天下午三点面试%s，应聘主厨" % n), U("以前在%s做西点，八年" % B.pick(["香格里拉", "瑞吉酒店", "面包新语", "尼依格罗"])), U("我该问些啥子"),
            A("几个关键的：\n1. 开酥量——一个班能出多少可颂？\n2. 带过团队、排过生产计划没有？\n3. 本地口味——红糖、花椒这些能不能玩？\n4. 能不能接受早上五点上班和周末班？\n5. 期望工资和多久能到岗。\n最好再约一天带薪试工。"),
            U("好")]


def zh_name_bank(B):
    n = B.fact("name", B.name())
    bank = B.pick(["招商银行", "成都银行", "建设银行", "农业银行"])
    em = ("尊敬的客户：\n\n感谢您申请我行小微企业经营贷。请准备近两年财务报表、近六个月对公流水及营业执照副本。\n\n如有疑问请直接联系我。\n\n"
          "%s\n小微企业客户经理\n%s成都分行\n电话：028-%s%s") % (n, bank, B.digits(4), B.digits(4))
    return [U("银行回贷款的事了"), U(em),
            A("要三样：近两年财务报表、近六个月对公流水、营业执照副本。报表找代账会计要，流水网银能导。"), U("下周弄")]


def zh_name_roster(B):
    n = B.fact("name", B.name())
    others = B.rng.sample(ZH_STAFF, 3)
    shifts = [{"staff": others[0], "start": "06:30", "end": "15:00"}, {"staff": others[1], "start": "07:00", "end": "16:00"},
              {"staff": n, "start": "13:00", "end": "21:30", "role": "关店"}, {"staff": others[2], "start": "11:00", "end": "19:00"}]
    return [U("周四桐梓林谁关店"),
            T("roster", {"action": "get", "outlet": "桐梓林店", "day": "周四"}, {"outlet": "桐梓林店", "day": "周四", "shifts": shifts}),
            A("周四桐梓林店关店班是13:00到21:30，排的是新来的那个兼职，排班表上标了关店。"),
            U("她第一次关店，让阿杰晚走一会儿"), A("好，我记下周四阿杰留到关店。")]


def zh_name_adjuster(B):
    n = B.fact("name", B.name())
    return [U("保险公司的查勘员叫%s" % n), U("说明天上午过来拍照，就是上次水管爆了那个"),
            A("好。把泡坏的面粉、包装的照片和水电工的维修单准备好，他来了直接给他看。"), U("都留着的")]


def zh_name_blogger(B):
    n = B.fact("name", B.name())
    fol = B.ri(2, 12)
    return [U("有个探店博主私信我，本名%s，小红书%d万粉" % (n, fol)), U("想来免费吃两个人的，值不值得"),
            A("%d万粉请两个人吃一顿，成本也就一两百块，算便宜的推广。看一下她最近的笔记，如果粉丝主要在成都、常发咖啡面包店，就值得。让她把两家店都标上。" % fol),
            U("我去看看")]


# command ------------------------------------------------------------------------------
def zh_cmd_restart(B):
    c = B.fact("command", "sudo systemctl restart %s" % B.pick(["kds-display", "kds-kiosk", "kitchen-screen"]) + B.pick(["", ".service"]))
    return [U("桐梓林后厨屏幕又黑了😤"), U("小罗说单子出不来"), A("我来重启一下树莓派上的显示服务。"),
            T("shell", {"host": "tzl-kds", "cmd": c}, ""),
            A("重启了，大概二十秒屏幕会回来，让小罗看下刚才的单子出来没有。"), U("好了"), U("谢谢")]


def zh_cmd_printer(B):
    q = B.pick(["GP-80250", "XP-Q200", "receipt_tzl", "Kitchen_Printer"])
    c = B.fact("command", "cancel -a %s && cupsenable %s" % (q, q))
    return [U("小凯说小票机再卡住就跑这个："), U(c), U("这是啥子，安不安全"),
            A("安全。前半截是把这台打印机队列里卡住的任务全部清掉，后半截是打印机出错被暂停以后重新启用。唯一的影响是队列里还没打出来的小票会丢，要的话从收银系统补打。"),
            U("好")]


def zh_cmd_formula(B):
    col = B.pick(["D", "E", "F"])
    row = B.ri(2, 5)
    wrong = "=%s%d*0.1" % (col, row)
    right = B.fact("command", "=ROUND(%s%d/1.01*0.01,2)" % (col, row))
    return [U("表格里算税那一列我写的%s" % wrong), U("不对不对"), U("我写的是%s" % right), U("对不对"),
            A("对的，这是从含税金额里倒算出1%的增值税，保留两位小数。"), U("好")]


def zh_cmd_cron(B):
    h = B.ri(1, 4)
    m = B.pick([0, 15, 30, 45])
    line = B.fact("command", "%d %d * * * /home/pi/bin/pos-backup.sh >> /var/log/pos-backup.log 2>&1" % (m, h))
    return [U("小凯说收银备份要每天晚上自动跑，能不能设"),
            A("可以，我在收银主机上加个定时任务，每天%d点%02d分打烊后跑备份脚本，日志也记下来。" % (h, m)),
            T("shell", {"host": "yl-pos01", "cmd": "(crontab -l 2>/dev/null; echo '%s') | crontab -" % line}, ""),
            T("shell", {"host": "yl-pos01", "cmd": "crontab -l | tail -1"}, line + "\n"),
            A("加好了。"), U("👍")]


def zh_cmd_ssh(B):
    c = B.fact("command", "ssh pi@%s" % B.kds_ip if B.chance(0.5) else "ssh -p 22 pi@tzl-kds.local")
    return [U("树莓派咋个登录来着"), U("忘了，小凯又出差了"),
            A("用办公室那台笔记本，打开终端输入：\n%s\n密码在抽屉里那个红本子最后一页，小凯写的。" % c), U("找到了")]


def zh_cmd_journal(B):
    n = B.ri(40, 300)
    c = B.fact("command", "journalctl -u posd -n %d --no-pager | grep -i print" % n)
    return [U("玉林店小票从早上开始就打得好慢"),
            T("shell", {"host": "yl-pos01", "cmd": c},
              "Mar 0%d 08:%02d:11 yl-pos01 posd[%d]: printer yl-front: write timeout, retrying (1/3)\nMar 0%d 08:%02d:14 yl-pos01 posd[%d]: printer yl-front: ok after retry" % (
                  B.ri(1, 3), B.ri(0, 59), B.ri(900, 9999), B.ri(1, 3), B.ri(0, 59), B.ri(900, 9999))),
            A("收银系统给前台小票机发数据一直超时，重试才成功，所以每张都要等几秒。一般是网线松了或者打印机IP变了，让人看下打印机后面的网线插紧没有。"),
            U("让小杨看")]


def zh_cmd_blanking(B):
    c = B.fact("command", "sudo raspi-config nonint do_blanking 1")
    return [U("桐梓林屏幕没单子几分钟就黑了"), U("小罗每次要去点一下才亮，烦得很"),
            A("这是树莓派的屏幕休眠，我把它关了。"), T("shell", {"host": "tzl-kds", "cmd": c}, ""),
            A("改好了，下次重启以后生效，下午不忙的时候重启一下。"), U("好")]


def zh_cmd_pgdump(B):
    mmdd = "03%02d" % B.ri(1, 9)
    c = B.fact("command", "pg_dump -U posadmin -F c possales -f /srv/backup/possales_%s.dump" % mmdd)
    return [U("收银宝今晚要给我们升级"), U("我们要先做啥子不"),
            A("要。他们动之前先把数据库完整备份一份，升级出问题还能回退。"),
            T("shell", {"host": "yl-pos01", "cmd": c}, ""),
            T("shell", {"host": "yl-pos01", "cmd": "ls -lh /srv/backup | tail -2"}, "-rw-r--r-- 1 postgres postgres %dM Mar  %d 21:%02d possales_%s.dump\n" % (B.ri(180, 900), B.ri(1, 3), B.ri(0, 59), mmdd)),
            A("备份好了，存在主机上。可以让他们升级了。"), U("稳")]


def zh_cmd_tz(B):
    c = B.fact("command", "sudo timedatectl set-timezone Asia/Shanghai")
    return [U("客人说小票上时间不对，早了八个小时"),
            T("shell", {"host": "yl-pos01", "cmd": "timedatectl | grep 'Time zone'"}, "                Time zone: Etc/UTC (UTC, +0000)\n"),
            A("主机时区是UTC，差的就是八小时。我改一下。"), T("shell", {"host": "yl-pos01", "cmd": c}, ""),
            A("改好了，新的小票是北京时间，今天已经打出去的就没办法了。"), U("算了无所谓")]


def zh_cmd_du(B):
    c = B.fact("command", "sudo du -sh /var/lib/posd/%s/* | sort -h | tail" % B.pick(["backups", "exports", "logs"]))
    return [U("小凯说收银主机硬盘快满了"), U("啥子占的"),
            T("shell", {"host": "yl-pos01", "cmd": c},
              "%dM\t...\n%dG\t.../2026-11\n%dG\t.../2026-12\n%dG\t.../2027-01\n%dG\t.../2027-02" % (B.ri(100, 900), B.ri(8, 20), B.ri(8, 20), B.ri(8, 20), B.ri(8, 20))),
            A("是每个月的文件夹，一个8到20G。主机上留最近三个月，老的挪到U盘上。"), U("下周弄")]


def zh_cmd_hold(B):
    pkg = B.pick(["posd-client", "shouyinbao-agent", "posd"])
    c = B.fact("command", "sudo apt-mark hold %s" % pkg)
    return [U("收银宝客服说不要让系统自动更新，上次自动更新就崩了"),
            A("我把这个包锁住，系统自动更新就会跳过它。"), T("shell", {"host": "yl-pos01", "cmd": c}, "%s set on hold.\n" % pkg),
            A("锁好了，以后只有收银宝手动升级才会更新。"), U("好")]


def zh_cmd_rsync(B):
    c = B.fact("command", "rsync -az --delete /var/lib/posd/backups/ pi@tzl-kds.local:/mnt/usb%d/pos/" % B.ri(0, 2))
    return [U("能不能把收银备份也拷一份到树莓派的U盘上，小凯说放两个地方保险"),
            T("shell", {"host": "yl-pos01", "cmd": c}, ""),
            A("拷好了，桐梓林后厨树莓派的U盘上也有一份，玉林主机坏了也不怕。"), U("聪明")]


# id -----------------------------------------------------------------------------------
def zh_id_order(B):
    so = B.fact("id", "DD%s" % B.digits(12))
    q1, q2 = B.ri(6, 20), B.ri(2, 8)
    return [U("给玉林订面粉，高筋%d袋，低筋%d袋，周五送" % (q1, q2)),
            T("supplier_portal", {"supplier": "蓉城面粉批发部", "action": "place_order", "outlet": "玉林店",
                                  "items": [{"sku": "GJ-25", "qty": q1}, {"sku": "DJ-25", "qty": q2}], "delivery": "周五"},
              {"status": "已确认", "order_no": so, "delivery_window": "06:00-09:00", "total": q1 * 168 + q2 * 155}),
            A("下好了，蓉城周五早上6点到9点送，订单号%s。" % so), U("好")]


def zh_id_notice(B):
    ref = B.fact("id", "武市监责改〔2027〕%d号" % B.ri(100, 999))
    return [U("市场监管又发了个通知书给玉林"),
            U("“责令改正通知书 %s：经查，你单位存在从业人员未取得有效健康证明从事接触直接入口食品工作的行为，责令于十五日内改正。”" % ref),
            A("要求十五天内改正：没健康证的人先别碰直接入口的食品，赶紧去办证。办好以后拍照留存，回复的时候附上。"), U("烦")]


def zh_id_ticket(B):
    t = B.fact("id", "GD%s" % B.digits(8))
    return [U("收银宝回复那个抹零的问题没有"),
            T("mail_search", {"query": "收银宝 工单 抹零", "limit": 3},
              {"results": [{"from": "收银宝客服 <support@shouyinbao.cn>", "subject": "【工单%s】拆单结账抹零异常" % t, "date": "2027-02-%02d" % B.ri(24, 28),
                            "snippet": "您好，感谢反馈。技术人员已复现该问题，修复版本正在排期……"}]}),
            A("回了，说已经复现了拆单抹零的问题，修复在排期，没说具体时间。"), U("好歹有个回复")]


def zh_id_meituan(B):
    c = B.fact("id", "MT%s" % B.digits(10))
    return [U("美团上周有三单钱没结"), U("打了客服，申诉单号%s" % c), U("说三个工作日回复"),
            A("好。到时候还没消息的话，在申诉里补上三个订单号和商家后台截图。"), U("好")]


def zh_id_insurance(B):
    c = B.fact("id", "BA%s" % B.digits(12))
    wa = B.wa([("保险代理小陈", "老板，水管爆的那个理赔已经报案了"), ("保险代理小陈", "报案号%s" % c), ("保险代理小陈", "查勘员会联系你要照片和维修单")], h0=B.ri(10, 17))
    return [U(wa), U("终于"), A("好，泡坏的面粉照片和水电工的维修单准备好。"), U("都有")]


def zh_id_group_order(B):
    pax = B.ri(30, 90)
    o = B.fact("id", "TC%s" % B.digits(8))
    return [U("帮我确认一下下周三那个公司团餐，%d个人" % pax),
            T("pos", {"action": "create_order", "type": "团餐", "pax": pax, "pickup": "下周三 08:00", "deposit_paid": True},
              {"ok": True, "order_ref": o, "status": "已确认"}),
            A("确认了，下周三早上8点取，%d人，定金已登记，订单在收银系统里。" % pax), U("好")]


def zh_id_return(B):
    th = B.fact("id", "TH-%s" % B.digits(6))
    txt, tot, no = zh_delivery_note(B, "天府乳业", 2, title="退货单", extra=["退货单号：%s（质量问题退回，2月24日送货）" % th])
    return [U("天府乳业开了退货单"), U(txt), A("退货合计%.2f元，让周会计下次付天府乳业的时候扣掉。" % tot), U("好我跟她说")]


def zh_id_licence(B):
    lic = B.fact("id", "JY%s" % ("151010" + B.digits(8)))
    return [U("那个表要填食品经营许可证编号"), U("玉林店的是%s" % lic), U("桐梓林的我还要找"),
            A("好，玉林店的我先填上。桐梓林的许可证一般挂在收银台旁边，或者在当时办证的短信里。"), U("让阿杰拍个照")]


def zh_id_sf(B):
    sf = B.fact("id", "SF%s" % B.digits(13))
    return [U("后厨新屏幕发货了"), U("顺丰%s" % sf),
            A("好，顺丰省内一般一两天到。直接寄到桐梓林让小凯去装？"), U("对，寄桐梓林")]


def zh_id_transfer(B):
    ref = B.fact("id", "%s" % B.digits(20))
    return [U("有个客人说定金转过来了，我没看到"), U("她发了截图，转账流水号%s" % ref),
            A("在对公账户的收款明细里按流水号搜一下，有时候显示的是对方公司名。没有的话可能转到别的账户去了。"), U("找到了，在的")]


def zh_id_lease(B):
    ta = B.fact("id", "ZL-%s-%s-%s" % (B.pick(["YL", "TZL"]), B.digits(4), B.digits(3)))
    return [U("房东律师函上写了我们租赁合同编号"), U(ta), U("还不晓得要干啥，才扫了第一页"),
            A("后面几页扫了再发我。如果是续租，重点看新租金、租期，还有恢复原状条款改没改。"), U("好")]


# port ---------------------------------------------------------------------------------
def zh_port_ss(B):
    p = B.fact("port", B.port(8100, 8999))
    return [U("新平板连不上收银"), U("说连接被拒绝"),
            T("shell", {"host": "yl-pos01", "cmd": "sudo ss -tlnp | grep posd"},
              "LISTEN 0      511          0.0.0.0:%s        0.0.0.0:*    users:((\"posd\",pid=%d,fd=12))\n" % (p, B.ri(800, 9999))),
            A("收银服务在%s端口上。平板多半还是老的默认设置，在收银宝app设置里把服务器地址改成%s、端口填这个就行。" % (p, B.pos_ip)), U("好了能用了")]


def zh_port_url(B):
    p = B.fact("port", B.port(3001, 3999))
    wa = B.wa([("小凯", "嬢嬢，后厨屏幕的设置页面是 http://tzl-kds.local:%s" % p), ("小凯", "账号admin，密码跟WiFi一样"), ("小凯", "字体大小在里面改")], h0=B.ri(19, 22))
    return [U("小凯发的"), U(wa), U("小罗说字太小了"), A("那用桐梓林的电脑打开这个页面，登录后把字体调大一两档。要我帮你弄也行。"), U("我先试下")]


def zh_port_nvr(B):
    p = B.fact("port", B.port(34000, 38999))
    cfg = "网络 > 端口\nHTTP端口：80\nHTTPS端口：443\n服务端口：%s\nRTSP端口：554\nUPnP：关闭" % p
    return [U("装监控的说手机要看的话路由器要开端口"), U("这是录像机的界面"), U(cfg),
            A("手机app用的是服务端口%s。在路由器上把这个TCP端口映射到录像机的地址（%s）。80和443不用开，网页没必要暴露出去。" % (p, B.nvr_ip)), U("发给小凯")]


def zh_port_bridge(B):
    p = B.fact("port", B.port(9101, 9199))
    return [U("桐梓林后厨打印机不出美团的单"),
            T("shell", {"host": "tzl-kds", "cmd": "cat /etc/print-bridge/bridge.conf"},
              "[bridge]\nprinter = kitchen\nlisten_addr = 0.0.0.0\nlisten_port = %s\nencoding = gb18030\nretry = 3\n" % p),
            A("树莓派上的打印转发监听的是%s。美团平板应该发到树莓派这个端口，而不是直接发打印机，平板更新以后设置可能被重置了。" % p), U("我去看平板")]


def zh_port_ssh(B):
    p = B.fact("port", B.port(2201, 2299))
    return [U("小凯说他把收银主机的ssh改成%s端口了" % p), U("不用22了，说是安全些"),
            A("记下了，以后连yl-pos01都用这个端口，不用22。"), U("好")]


def zh_port_pg(B):
    p = B.fact("port", B.port(5433, 5499))
    return [U("代账的软件要连收银数据库出销售报表"), U("啥子端口"),
            T("shell", {"host": "yl-pos01", "cmd": "grep -E '^port' /etc/postgresql/15/main/postgresql.conf"}, "port = %s\t\t\t\t# (change requires restart)\n" % p),
            A("数据库跑在%s，不是默认端口。建议给他们开个只读账号，别给管理员账号。" % p), U("只读")]


def zh_port_vnc(B):
    p = B.fact("port", B.port(5901, 5999))
    return [U("小凯是咋个远程办公室电脑的"), U("他说啥子vnc"),
            A("他用VNC。办公室电脑的VNC服务在%s端口，他是先连路由器的VPN再连，不对外网开放。" % p), U("哦")]


def zh_port_mqtt(B):
    p = B.fact("port", B.port(18831, 18899))
    return [U("桐梓林后厨那个出餐按钮按了没反应"),
            T("shell", {"host": "tzl-kds", "cmd": "grep -v '^#' /etc/mosquitto/conf.d/kds.conf"}, "listener %s\nallow_anonymous false\npassword_file /etc/mosquitto/passwd\n" % p),
            T("shell", {"host": "tzl-kds", "cmd": "systemctl is-active mosquitto"}, "inactive\n"),
            A("出餐按钮是通过树莓派上的消息服务（%s端口）传的，这个服务停了，重启就好。" % p), U("那你重启")]


def zh_port_vendor(B):
    p = B.fact("port", B.port(10000, 14999))
    em = "尊敬的商户：\n\n收银宝云同步功能即将上线，请确保收银主机可以访问 sync.shouyinbao.cn 的 TCP %s 端口（出站）。无需开放入站端口。\n\n收银宝客户成功部" % p
    return [U("这是啥子"), U(em), A("他们要开云同步，只需要店里路由器允许收银主机往外连这个端口。一般路由器默认出站都是放行的，应该不用动，让小凯确认一下。"), U("转给小凯")]


def zh_port_monitor(B):
    p = B.fact("port", B.port(4000, 4999))
    return [U("小凯弄了个页面看树莓派死没死"), U("咋个看"),
            A("是收银主机上的监控页面，店里任意电脑打开 http://yl-pos01:%s ，绿色就是树莓派和打印机都在线。" % p), U("哇 可以")]


def zh_port_ufw(B):
    p = B.fact("port", B.port(6000, 6999))
    return [U("小凯让我截个收银主机防火墙的图给他，咋弄"),
            T("shell", {"host": "yl-pos01", "cmd": "sudo ufw status"},
              "Status: active\n\nTo                         Action      From\n--                         ------      ----\n%s/tcp                   ALLOW       192.168.%d.0/24\n22/tcp                     ALLOW       192.168.%d.0/24\n" % (p, B.sub, B.sub)),
            A("防火墙开着，只对店里网络放了两个端口：%s和SSH。把这个转给他就行。" % p), U("好")]


# version ------------------------------------------------------------------------------
def zh_ver_release(B):
    v = B.fact("version", B.version((5, 9), (0, 19), (0, 19)))
    em = "收银宝 %s 版本发布\n\n更新内容：\n- 修复拆单结账抹零异常\n- 日结报表速度提升\n- 新增：小票打印收款码\n\n系统将在您设定的维护时段自动升级，无需操作。" % v
    return [U("收银宝的邮件"), U(em), U("这个是不是修了抹零那个"), A("对，第一条就是你报的拆单抹零问题，会在维护时段自动装。"), U("总算")]


def zh_ver_kds(B):
    v = B.fact("version", B.version((1, 4), (0, 15), (0, 30)))
    return [U("后厨屏幕那家公司问我们用的啥版本"),
            T("shell", {"host": "tzl-kds", "cmd": "cat /opt/kds/VERSION"}, v + "\n"),
            A("树莓派上的后厨显示软件是%s。" % v), U("好我跟他们说")]


def zh_ver_fw(B):
    v = B.fact("version", B.version((1, 3), (0, 12), (0, 20)))
    return [U("打印机厂家问固件版本"), U("我打了自检页，上面写固件%s" % v), U("算老的吗"),
            A("要看厂家最新的列表才晓得，不过他们要的就是这个，连同自检页上的型号一起发给他们。"), U("好")]


def zh_ver_kernel(B):
    v = B.fact("version", B.version((6, 6), (1, 12), (20, 70)))
    return [U("小凯问树莓派内核版本，装新屏幕驱动要用"),
            T("shell", {"host": "tzl-kds", "cmd": "uname -r"}, "%s-v8+\n" % v),
            A("树莓派内核是%s（64位）。" % v), U("发给他")]


def zh_ver_app(B):
    v = B.fact("version", B.version((4, 8), (10, 40), (0, 9)))
    return [U("美团商家版一直提示更新"), U("现在是%s" % v), U("更不更，上次一更打印机就不出单"),
            A("打烊以后再更，别在营业时间更，更完马上测一单。如果后厨打印机又不出，就是打印转发的设置要重新填。"), U("今晚更")]


def zh_ver_about(B):
    v = B.fact("version", B.version((5, 9), (0, 19), (0, 19)))
    return [U("这是收银的关于页面"), U("收银宝客户端\n版本 %s（build %s）\n授权：%s\n终端：YL-01" % (v, B.digits(4), B.biz)),
            A("好，玉林前台这台是这个版本。后面那台你发过来我再对比一下。"), U("等下")]


def zh_ver_correction(B):
    good = B.version((5, 9), (0, 19), (0, 19))
    a, b, c = good.split(".")
    wrong = "%s.%d.%s" % (a, int(b) + 1, c)
    B.fact("version", good)
    return [U("主机上的posd是%s" % wrong), U("等一下我看错了"), U("%s" % good),
            A("好。比收银宝上一封邮件说的版本低，说明还没升级。"), U("嗯")]


def zh_ver_router(B):
    v = B.fact("version", B.version((2, 3), (0, 9), (10, 99)))
    return [U("移动发的短信"), U("【中国移动】尊敬的客户，您桐梓林店宽带的光猫已升级至固件版本%s，如遇网络异常请重启设备。" % v),
            U("难怪早上断了十分钟"), A("对，升级会重启。今天收银或者美团平板有问题的话，先重启光猫。"), U("好")]


def zh_ver_dpkg(B):
    v = B.fact("version", B.version((2, 4), (0, 20), (0, 15)))
    return [U("树莓派上打印转发是啥版本"),
            T("shell", {"host": "tzl-kds", "cmd": "dpkg -l print-bridge | tail -1"}, "ii  print-bridge   %s-1   arm64   ESC/POS network print bridge\n" % v),
            A("print-bridge %s。" % v), U("好")]


def zh_ver_coffee(B):
    v = B.fact("version", B.version((1, 3), (0, 9), (0, 9)))
    wa = B.wa([("小杨", "咖啡机师傅来了"), ("小杨", "他把系统升到%s了" % v), ("小杨", "现在屏幕上有萃取计时了")], h0=B.ri(13, 16))
    return [U(wa), U("不错"), A("有计时小杨萃取能更稳定。"), U("嗯")]


# money --------------------------------------------------------------------------------
def zh_money_quote(B):
    m = B.fact("money", B.money(800, 2600))
    return [U("修烤箱的报价了，换发热管和接触器"), U("%s，包工包料，保修三个月" % m), U("贵不贵"),
            A("层炉换发热管加接触器带人工，这个价在正常范围。新的层炉贵好几倍，烤箱其他地方没问题的话修划算。"), U("那修")]


def zh_money_rent(B):
    m = B.fact("money", B.money(16000, 32000, step=500))
    return [U("桐梓林房东要涨租"), U("续租以后每个月%s" % m), U("现在才%d" % (B.ri(12, 15) * 1000)), U("疯了"),
            A("涨得太猛了。回复之前先看下桐梓林那条街类似铺面的行情，我帮你拟个还价：要么涨幅小一点，要么签长一点锁定租金。"), U("你拟")]


def zh_money_credit(B):
    m = B.fact("money", B.money(300, 1800, step=1, cents=True))
    return [U("天府乳业同意赔%s，黄油变质那个" % m), U("下次账单里扣"), A("不错。我下次对天府乳业账单的时候留意一下。"), U("👍")]


def zh_money_correction(B):
    v = B.ri(150, 320) * 100
    right = "%d元" % v
    wrong = "%d元" % (v - B.pick([2000, 3000, 1500]))
    B.used.add(right)
    B.fact("money", right)
    return [U("急冻柜报价来了，%s" % wrong), U("打错了，%s" % right), U("包运费包安装"),
            A("好。是五层那款的话价格还算正常，问一下包不包一年的保养。"), U("五层的")]


def zh_money_bonus(B):
    m = B.fact("money", B.money(1000, 5000, step=100))
    return [U("梅姐跟了我八年了"), U("今年想另外给她包个%s的红包" % m), U("不要跟别人说哈"),
            A("挺好的。想低调的话就单独转，不走工资表。"), U("嗯")]


def zh_money_reno(B):
    m = B.fact("money", B.money(60000, 160000, step=1000))
    wa = B.wa([("装修张师傅", "老板，桐梓林后厨的报价"), ("装修张师傅", "拆墙、贴砖、水槽、电路"), ("装修张师傅", "一共%s，工期三周" % m), ("装修张师傅", "过完年就可以开工")], h0=B.ri(10, 18))
    return [U(wa), U("高不高"), A("后厨拆改加水电，三周工期，这个价不算离谱，但至少再找一家比一下，让他按项目拆开报。"), U("好")]


def zh_money_market(B):
    m = B.fact("money", B.money(800, 3000, step=100))
    return [U("%s周末市集邀请我们去摆摊" % B.pick(["东郊记忆", "太古里", "麓湖"])), U("摊位费两天%s" % m), U("能不能赚回来"),
            A("带三百个左右的面包，均价十五块，卖掉大部分的话营业额远超摊位费，但要算上两天的人工和运输。有空余产能的话，当宣传也值。"), U("我想想")]


def zh_money_total(B):
    a, b = B.ri(40, 90) * 100, B.ri(20, 60) * 100
    m = "%d元" % (a + b)
    if m in B.used:
        m = "%d.5元" % (a + b)
    B.used.add(m)
    B.fact("money", m)
    return [U("我一共欠蓉城好多钱，两张单子%d和%d" % (a, b)), A("两张加起来，要付蓉城的是%s。" % m), U("好，转给他们")]


def zh_money_fine(B):
    m = B.fact("money", B.money(1000, 5000, step=500))
    return [U("市场监管罚了玉林"), U("%s，说健康证的事" % m), U("第一次诶"),
            A("认罚就结了，更重要的是后续：所有人把健康证办齐贴出来，再犯的话处罚会更重。"), U("好嘛")]


def zh_money_unpaid(B):
    for _ in range(50):
        nets = [B.ri(3000, 15000) for _ in range(3)]
        m = "%.2f元" % (sum(nets) / 100.0)
        if m not in B.used:
            break
    B.used.add(m)
    B.fact("money", m)
    return [U("美团那几单没结的一共好多钱"),
            T("pos", {"action": "orders", "channel": "meituan", "status": "unpaid", "range": "last_week"},
              {"orders": [{"id": "MTO%s" % B.digits(9), "net": n / 100.0} for n in nets], "unpaid_total_display": m}),
            A("上周美团三单没结的一共%s。" % m), U("加到申诉里")]


def zh_money_insurance(B):
    m = B.fact("money", B.money(8000, 30000, step=100))
    return [U("保险公司同意赔%s" % m), U("扣了免赔额的"), U("比我想的少，算了"), A("总算结了。面粉和包装的损失应该够了，水电工的钱是另外的。"), U("嗯")]


# date ---------------------------------------------------------------------------------
def zh_date_recheck(B):
    d = B.fact("date", B.date())
    return [U("市场监管的刚打电话"), U("%s上午来桐梓林复查" % d), U("一定要弄干净"),
            A("好。我给阿杰列个清单：冷库地上不放东西、洗手池前面清空、健康证贴好、温度记录补齐。"), U("要得")]


def zh_date_lease(B):
    d = B.fact("date", B.date())
    return [U("查一下邮件，玉林续租要啥时候前回复房东"),
            T("mail_search", {"query": "玉林 续租 书面通知", "limit": 3},
              {"results": [{"from": "物业招商部 <zhaoshang@%s.com>" % B.pick(["yulinwuye", "jinjiangzhiye"]), "subject": "关于玉林路铺面续租事宜",
                            "date": "2027-02-%02d" % B.ri(10, 26), "snippet": "如需续租，请于%s前书面告知我方，逾期视为放弃优先续租权……" % d}]}),
            A("邮件里写了续租要在那个日期前书面通知，过了就视为放弃优先续租权。"), U("到时候提醒我")]


def zh_date_coffee(B):
    d = B.fact("date", B.date())
    return [U("咖啡机保养"), U("%s下午两点来" % d), U("桐梓林"),
            A("记下了，桐梓林下午两点。保养大概两个小时不能用，准备点冷萃或者贴个告示。"), U("好")]


def zh_date_quit(B):
    d = B.fact("date", B.date())
    wa = B.wa([("芳芳", "老板不好意思"), ("芳芳", "我要回老家了，做到%s" % d), ("芳芳", "谢谢这段时间的照顾🙏"), ("阿杰", "😢😢")], h0=B.ri(20, 22))
    return [U(wa), U("舍不得"), U("桐梓林又要招收银了"), A("可惜了。我帮你写个招聘，收银兼职/全职都写上，发小红书和BOSS直聘？"), U("都发")]


def zh_date_price(B):
    d = B.fact("date", B.date())
    return [U("蓉城新价格%s开始执行" % d), U("高筋粉一袋涨8块"), A("仓库有地方的话，在那之前多囤点高筋粉，干燥的地方能放几个月。"), U("那多订点")]


def zh_date_tasting(B):
    good, wrong = B.date_pair()
    B.fact("date", good)
    return [U("新品媒体试吃定在%s" % wrong), U("不对不对"), U("%s，周六" % good), A("好，就那个周六。要我帮你写邀请吗？"), U("晚点")]


def zh_date_health(B):
    d = B.fact("date", B.date())
    return [U("小杨的健康证"), U("%s到期，过期就不能上班了" % d), A("我提前几周提醒你。体检要排队，早点去。"), U("好")]


def zh_date_fire(B):
    d = B.fact("date", B.date())
    em = "尊敬的商户：您位于桐梓林的门店年度消防安全检查定于%s上午10点至12点进行，请确保灭火器在有效期内、安全出口畅通。" % d
    return [U("又一个"), U(em), A("灭火器看一下压力表和检验标签的日期。后门安全出口前面不能堆面粉袋。"), U("哈哈面粉")]


def zh_date_holiday(B):
    d = B.fact("date", B.date())
    return [U("桐梓林%s休息一天" % d), U("阿杰小罗都请假"), U("帮我写个告示"),
            A("告示草稿：“桐梓林店%s暂停营业一天，玉林店照常营业，给您带来不便敬请谅解！”" % d), U("好打印")]


def zh_date_licence(B):
    d = B.fact("date", B.date())
    return [U("刚看了桐梓林的许可证"), U("%s到期" % d), U("是不是网上办延续"),
            A("对，在政务服务网上申请延续，要在到期前至少三十个工作日提出，别等到最后。"), U("好")]


def zh_date_wedding(B):
    d = B.date()
    pax = B.ri(40, 120)
    B.fact("date", d)
    return [U("婚礼那个单，%d个小蛋糕加%d个可颂，%s早上9点来拿" % (pax, pax, d)),
            A("记下了：%d个小蛋糕、%d个可颂，早上9点取。前一天在玉林店排生产。" % (pax, pax)), U("对，玉林做")]


# decision -------------------------------------------------------------------------------
ZH_DECISIONS = [
    ("面粉换成蓉城的", "他们给60天账期"),
    ("桐梓林店周一休息", "周一营业额连工资都不够"),
    ("买那台Unox风炉", "Rational那台要三相电"),
    ("牛角可颂先不涨价", "老顾客已经在说贵了"),
    ("咖啡豆用蜀香的拼配", "单品豆太酸了老年人喝不惯"),
    ("下掉饿了么", "抽成太高根本不赚钱"),
    ("后厨屏幕换树莓派5", "老的树莓派3中午高峰老是卡死"),
    ("账交给周会计用金蝶记", "代账公司说整理Excel要另外收钱"),
    ("玉林店晚上改成八点关门", "七点以后基本莫得人"),
    ("过敏原标签自己打印", "外面做的标签老是晚到"),
    ("鲜奶换成新希望的", "咖啡师说打奶泡更稳"),
    ("兼职工资改成周结", "去年有两个兼职因为工资拖了走了"),
    ("中秋做月饼礼盒", "去年春节礼盒三天就卖完了"),
    ("收银备份存在自己的U盘", "云备份涨价涨了一倍"),
    ("外带盒换成甘蔗浆的", "商场要求环保包装"),
    ("不续美团的推广", "每单推广费比利润还高"),
    ("桐梓林店用冷冻可颂面团", "小罗一个人开酥来不及"),
    ("桐梓林店不收现金", "每天晚上点钱要四十分钟"),
    ("再招一个面包师", "上个月加班费太吓人了"),
    ("在小红书接整蛋糕订单", "一半的咨询本来就是小红书来的"),
    ("老冷柜修一下接着用", "新的要等八个星期"),
]


def zh_decision(B):
    pool = [p for p in ZH_DECISIONS if p[0] not in B.used]
    c, r = B.pick(pool)
    B.used.add(c)
    B.fact("decision", c, r)
    k = B.ri(0, 8)
    if k == 7:
        return [U("我刚跟我老公说的："), U("“就%s了，%s，没必要再拖”" % (c, r)), A("听起来已经定了，我记成已定。"), U("嗯")]
    if k == 8:
        return [U("%s还是不%s哦，周会计和梅姐都在问" % (c, c[:2])), A("支持的理由主要是省钱省时间。你自己的直觉呢？"),
                U("搞嘛"), U("%s，就这么简单" % r), A("好，定了，原因也记下了。")]
    if k == 0:
        return [U("想了一晚上"), U("定了：%s" % c), U("%s嘛" % r), A("有道理。后面订货、排班我都按这个来。"), U("嗯")]
    if k == 1:
        return [U("最后决定%s，因为%s。不准我再变了😂" % (c, r)), A("好，记下了，这件事不再来回了。"), U("哈哈好")]
    if k == 2:
        return [U("昨天说的那个事我还在想"), U("算了，%s" % c), A("最后是啥子原因让你这么定的？我记一下。"), U("%s噻" % r), A("明白。")]
    if k == 3:
        wa = B.wa([(B.owner, "各位，从下周开始%s" % c), (B.owner, "原因是%s，有问题找我" % r), ("梅姐", "好的老板"), ("阿杰", "收到👍")], h0=B.ri(20, 22))
        return [U("我在群里说了"), U(wa), A("说得很清楚，我记成已定。"), U("👍")]
    if k == 4:
        return [U("帮我想想，要不要%s？%s" % (c, B.pick(["我一半一半", "周会计说不要", "梅姐说要"]))),
                A("主要是成本和麻烦程度的取舍。你倾向于做是因为啥？"), U(r), U("那就搞"), A("好，就这么定了，原因我也记下了。")]
    if k == 5:
        return [U("刚跟周会计聊了"), U("商量好了%s，主要是%s" % (c, r)), A("好，记成已定。"), U("又少一件操心的")]
    return [U("%s。%s" % (c, r)), A("好——%s，因为%s，说得通。" % (c, r)), U("嗯")]


# constraint ---------------------------------------------------------------------------
ZH_CONSTRAINTS = [
    ("重启后厨的树莓派", "只能在下午三点到五点之间"),
    ("收银系统升级", "周五和周末绝对不要搞"),
    ("两台烤箱一起开", "不能和洗碗机同时用"),
    ("收面粉", "袋子必须封口完好没受潮"),
    ("五十块以上的退款", "必须店长输密码"),
    ("杀虫公司进店", "只能早上七点开门前"),
    ("做收银备份", "等日结报表关了以后"),
    ("可颂面团解冻", "放冷藏过夜，不准放台面上"),
    ("给供应商付款", "送货单签了字才能付"),
    ("给WiFi密码", "只给消费了的客人"),
    ("开桐梓林后门", "只有送货车到了才开"),
    ("小红书发每日出炉", "梅姐看过照片才能发"),
    ("改WiFi密码", "周日打烊以后"),
    ("挪咖啡机", "必须维修师傅在场"),
    ("拖后厨地", "最后一盘出炉以后，烤的时候不准拖"),
    ("接整个蛋糕的预订", "至少提前三天下单"),
    ("门口摆外摆桌子", "上午十点以后城管巡完再摆"),
    ("给桐梓林房东打电话", "上午十点以前不要打"),
    ("兼职单独关店", "必须有一个全职在班"),
    ("泡芙报废", "放出来超过两个小时"),
    ("补备用金", "只能从办公室保险柜拿，不准从钱箱拿"),
]


def zh_constraint(B):
    pool = [p for p in ZH_CONSTRAINTS if p[0] not in B.used]
    a, c = B.pick(pool)
    B.used.add(a)
    B.fact("constraint", a, c)
    k = B.ri(0, 6)
    if k == 6:
        wa = B.wa([("阿杰", "老板，现在可以%s不？" % a), (B.owner, "%s，记到起" % c), ("阿杰", "好的")], h0=B.ri(8, 20))
        return [U(wa), U("一天到晚问同一个问题"), A("可以把这条贴在后厨的告示板上，不光在群里说。"), U("有道理")]
    if k == 0:
        return [U("你记到哈"), U("%s——%s" % (a, c)), U("上次就是因为这个出的事"), A("记住了，我也加到开店/关店检查清单里。"), U("好")]
    if k == 1:
        wa = B.wa([(B.owner, "大家注意一下"), (B.owner, "%s，%s，没有例外" % (a, c)), ("小杨", "好的老板"), ("冬冬", "收到")], h0=B.ri(8, 21))
        return [U("群里发了"), U(wa), A("写在群里大家都看得到，好。"), U("👍")]
    if k == 2:
        return [U("%s可以，但是%s" % (a, c)), U("阿杰刚问我"), A("明白：%s，%s。阿杰再问我也这么说。" % (a, c)), U("好")]
    if k == 3:
        return [U("给新店长的规矩，帮我列一下"), U("%s，%s。其他的她自己看着办" % (a, c)),
                A("店长守则：\n- %s：%s。\n其他事情店长自行决定。" % (a, c)), U("好")]
    if k == 4:
        return [U("%s又在抱怨了🙄" % B.pick(["梅姐", "阿杰", "周会计"])), U("以后%s，%s" % (a, c)), U("新来的也要说"),
                A("好，我加到新员工须知里。"), U("谢谢")]
    return [U("帮我写进操作手册"), U("- %s：%s" % (a, c)), A("加到操作手册“日常运营”那一节了。"), U("👍")]


# question -----------------------------------------------------------------------------
ZH_QUESTIONS = [
    "进口抹茶粉的报关单", "兼职的工伤保险", "换法人以后的食品经营许可证", "员工餐的发票", "新收银系统的补贴申请",
    "榴莲泡芙的保质期", "桐梓林店招牌的报批", "咖啡机的软水器", "排烟风机晚上的噪音标准", "外地面包师的社保",
    "刷信用卡的手续费", "店名注册商标", "续租合同的印花税", "提拉米苏里加朗姆酒的事", "剩面包捐给社区的事",
    "外摆区带狗的规定", "新烤箱的折旧", "个体户的医保", "年终奖的个税", "花生酱的过敏原提示",
]
ZH_INTERRUPTS = ["鸡蛋到了，等下", "来客人了", "美团骑手来了，等哈", "市场监管打电话来了！！", "面粉到了，晚点说", "烤箱在叫", "阿杰喊我"]


def zh_question(B):
    pool = [q for q in ZH_QUESTIONS if q not in B.used]
    q = B.pick(pool)
    B.used.add(q)
    B.fact("question", q)
    k = B.ri(0, 6)
    if k == 6:
        return [U("今天好累。奶送晚了，小杨忘了开醒发箱，周会计还在问我%s，我哪晓得。算了，帮我看下玉林今天到现在卖了好多" % q),
                T("pos", {"action": "sales_so_far", "outlet": "玉林店"}, {"outlet": "玉林店", "gross_sales": B.ri(300000, 1200000) / 100.0, "orders": B.ri(70, 240)}),
                A("玉林店今天到现在的数在上面，跟平时工作日这个点差不多。醒发箱的事，下午那批晚一点出就是了。"), U("好")]
    if k == 0:
        return [U("对了，%s你晓得不？问了一圈没人说得清" % q), U("还有帮我看下明天桐梓林人够不够"),
                T("roster", {"action": "get", "outlet": "桐梓林店", "day": "明天"},
                  {"shifts": [{"staff": s, "start": "07:00", "end": "15:00"} for s in B.rng.sample(ZH_STAFF, 3)]}),
                A("桐梓林明天早班三个人，和平时一样。下午人少一点，平时工作日够了。"), U("好")]
    if k == 1:
        return [U("那%s咋个弄？得行不？" % q), U("哎等一下"), U(B.pick(ZH_INTERRUPTS)), A("好，你先忙。"), U("回来了，今天事情好多")]
    if k == 2:
        return [U("几个问题"), U("1）桐梓林空调又漏水了，找哪个"), U("2）%s？" % q),
                A("空调先找房东的维修，是他们的设备，租赁合同里写了他们负责维护。漏水拍个照留底。"), U("好")]
    if k == 3:
        return [U("周会计问我%s，我也不晓得" % q), U("先不说这个"), U("帮我拟一下这周给蓉城的订单"),
                A("蓉城（玉林店）订单草稿：\n- 高筋面粉25kg × 10\n- 低筋面粉25kg × 4\n- 细砂糖30kg × 3\n跟上周一样。要我下单吗？"), U("下吧")]
    if k == 4:
        return [U("一直忘了问你，%s——要问会计还是直接弄就行？" % q), U(B.pick(ZH_INTERRUPTS)), A("没事，你先忙。")]
    return [U("%s咋说哦" % q), U("算了改天再想"), U("现在急的是展示柜的灯不亮了"),
            A("如果只是灯不亮、温度正常就不急，多半是LED驱动坏了。柜子照常用，下次保养让师傅带个换上。"), U("好")]


ZH = {
    "name": [zh_name_parttimer, zh_name_inspection, zh_name_rep, zh_name_tech_mail, zh_name_correction, zh_name_agent,
             zh_name_interview, zh_name_bank, zh_name_roster, zh_name_adjuster, zh_name_blogger],
    "command": [zh_cmd_restart, zh_cmd_printer, zh_cmd_formula, zh_cmd_cron, zh_cmd_ssh, zh_cmd_journal, zh_cmd_blanking,
                zh_cmd_pgdump, zh_cmd_tz, zh_cmd_du, zh_cmd_hold, zh_cmd_rsync],
    "id": [zh_id_order, zh_id_notice, zh_id_ticket, zh_id_meituan, zh_id_insurance, zh_id_group_order, zh_id_return,
           zh_id_licence, zh_id_sf, zh_id_transfer, zh_id_lease],
    "port": [zh_port_ss, zh_port_url, zh_port_nvr, zh_port_bridge, zh_port_ssh, zh_port_pg, zh_port_vnc, zh_port_mqtt,
             zh_port_vendor, zh_port_monitor, zh_port_ufw],
    "version": [zh_ver_release, zh_ver_kds, zh_ver_fw, zh_ver_kernel, zh_ver_app, zh_ver_about, zh_ver_correction,
                zh_ver_router, zh_ver_dpkg, zh_ver_coffee],
    "money": [zh_money_quote, zh_money_rent, zh_money_credit, zh_money_correction, zh_money_bonus, zh_money_reno,
              zh_money_market, zh_money_total, zh_money_fine, zh_money_unpaid, zh_money_insurance],
    "date": [zh_date_recheck, zh_date_lease, zh_date_coffee, zh_date_quit, zh_date_price, zh_date_tasting, zh_date_health,
             zh_date_fire, zh_date_holiday, zh_date_licence, zh_date_wedding],
    "decision": [zh_decision] * 10,
    "constraint": [zh_constraint] * 10,
    "question": [zh_question] * 10,
    "filler": ZH_FILLER,
    "opener": zh_opener,
    "closer": zh_closer,
}


# =========================================================================================
# harness
# =========================================================================================
def make_rows(conv):
    facts, seq, expect = conv.build()
    rows = []
    t = datetime(2027, 3, 1, 7, 48, 0)
    n = call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 22))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_cx%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cx%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cx%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cx%d" % n, "createdAt": ts,
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
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2027-03-12T12:00:00Z")
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

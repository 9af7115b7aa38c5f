#!/usr/bin/env python3
"""Held-out retention set "cf": the manager of a semi-pro tactical-shooter esports team talking
to his assistant (gamer slang, bursts of short lines, Discord pastes, league emails, tables,
server logs, league-portal / calendar / inbox tool calls). Last seed is entirely in Chinese.

Usage:
    PER_KIND=n SUMMARY_MAX=m python3 gen.py OKBOT WORKDIR [seed ...]
"""
import json
import os
import random
import shutil
import string
import subprocess
import sys
from datetime import date, datetime, timedelta

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cf_pools_en as EN  # noqa: E402
import cf_pools_zh as ZH  # noqa: E402

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

CARRIERS = {
    "name": [("user", 45), ("discord", 15), ("email", 15), ("tool", 15), ("roster", 10)],
    "command": [("user", 50), ("discord", 15), ("log", 15), ("assist", 20)],
    "id": [("user", 40), ("discord", 10), ("email", 20), ("tool", 20), ("sched", 10)],
    "port": [("user", 50), ("discord", 15), ("log", 20), ("tool", 15)],
    "version": [("user", 45), ("discord", 10), ("email", 15), ("log", 15), ("tool", 15)],
    "money": [("user", 50), ("discord", 10), ("email", 15), ("tool", 10), ("budget", 15)],
    "date": [("user", 45), ("discord", 10), ("email", 15), ("tool", 15), ("sched", 15)],
    "decision": [("user", 100)],
    "constraint": [("user", 80), ("discord", 20)],
    "question": [("user", 100)],
}
TOOL_KINDS = {"league_portal": {"name", "id", "version", "date", "money", "port"},
              "team_calendar": {"name", "id", "date"},
              "inbox_search": {"name", "id", "version", "date", "money"}}
WEEK_EN = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WEEK_ZH = ["一", "二", "三", "四", "五", "六", "日"]
MON_EN = {12: ("Dec", "December"), 1: ("Jan", "January")}


def ordinal(d):
    if 11 <= d <= 13:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


class Conv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed, self.zh, self.per_kind = seed, zh, per_kind
        self.rng = random.Random("cf-%d-%d-%d" % (seed, int(zh), attempt))
        self.P = ZH if zh else EN
        w = random.Random("cf-world-%d-%d" % (seed, int(zh)))
        P = self.P
        self.team = w.choice(P.TEAMS)
        self.league, self.lg, self.domain = w.choice(P.LEAGUES)
        self.sponsor = w.choice(P.SPONSORS)
        self.city = w.choice(P.CITIES)
        self.decks = {}

    # ---------- helpers ----------
    def pick(self, lst):
        return self.rng.choice(lst)

    def digits(self, n):
        return str(self.rng.randint(1, 9)) + "".join(str(self.rng.randint(0, 9)) for _ in range(n - 1))

    def letters(self, n):
        return "".join(self.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(n))

    def fill_code(self, fmt):
        out = fmt
        for k in range(12, 0, -1):
            while "{d%d}" % k in out:
                out = out.replace("{d%d}" % k, self.digits(k), 1)
            while "{L%d}" % k in out:
                out = out.replace("{L%d}" % k, self.letters(k), 1)
        return out.replace("{lg}", self.lg)

    def common(self):
        P = self.P
        return {"nick": self.pick(P.DISCORD_NICKS), "map": self.pick(P.MAPS), "opp": self.pick(P.OPPONENTS),
                "h": self.pick(P.HANDLES), "lo": self.rng.randint(3, 11),
                "a": self.rng.randint(2, 250), "b": self.rng.randint(2, 250), "team": self.team,
                "league": self.league, "x": ""}

    def fmt(self, tpl, f):
        d = self.common()
        d.update(f)
        return tpl.format(**d)

    # ---------- fact values ----------
    def money_str(self, cur, lo, hi):
        r = self.rng
        if cur == "krw":
            x = r.randint(lo // 100000, hi // 100000) * 100000
            if self.zh:
                return "%d万韩元" % (x // 10000)
            return self.pick(["₩{:,}".format(x), "{:,} KRW".format(x), "{:,} won".format(x)])
        x = r.randint(lo // 50, hi // 50) * 50
        if self.zh:
            if cur == "cny":
                if x >= 10000 and x % 1000 == 0 and r.random() < 0.5:
                    return "%s万" % (("%.1f" % (x / 10000.0)).rstrip("0").rstrip("."))
                return self.pick(["%d元" % x, "¥{:,}".format(x), "%d块" % x, "{:,}元".format(x)])
            if cur == "eur":
                return self.pick(["%d欧元" % x, "€{:,}".format(x)])
            return self.pick(["%d美元" % x, "${:,}".format(x)])
        if cur == "usd":
            if x % 1000 == 0 and r.random() < 0.4:
                return "%dk usd" % (x // 1000)
            return self.pick(["${:,}".format(x), "{:,} USD".format(x), "USD {:,}".format(x)])
        return self.pick(["€{:,}".format(x), "EUR {:,}".format(x), "{:,} euros".format(x), "€{}".format(x)])

    def date_str(self, day, month, rel_pool):
        year = 2026 if month == 12 else 2027
        wd = date(year, month, day).weekday()
        if self.zh:
            if rel_pool and self.rng.random() < 0.2:
                return rel_pool.pop()
            return self.pick(["12月%d日" % day if month == 12 else "1月%d日" % day,
                              "%d月%d号" % (month, day), "%d.%d" % (month, day),
                              "%d月%d日（周%s）" % (month, day, WEEK_ZH[wd]), "%d号" % day if month == 12 else "1月%d号" % day])
        short, long_ = MON_EN[month]
        return self.pick(["%s %d" % (short, day), "%s %s" % (long_, ordinal(day)), "%d/%d" % (month, day),
                          "%d.%d." % (day, month), "%d-%02d-%02d" % (year, month, day),
                          "%s %d %s" % (WEEK_EN[wd], day, short), "%s %d/%d" % (WEEK_EN[wd], month, day),
                          "the %s of %s" % (ordinal(day), long_)])

    def make_facts(self):
        P, r, k = self.P, self.rng, self.per_kind
        facts = []

        def add(kind, needles, **f):
            facts.append({"kind": kind, "needles": needles, "f": f})

        roles = P.ROLES[:]
        r.shuffle(roles)
        for i, (full, h) in enumerate(r.sample(P.NAMES, min(k, len(P.NAMES)))):
            add("name", [full], full=full, h=h, role=roles[i % len(roles)])
        for tpl, what in r.sample(EN.COMMANDS, min(k, len(EN.COMMANDS))):
            cmd = tpl.format(w=self.pick(EN.CMD_WORDS), n=r.randint(1, 9), a=r.randint(1, 60),
                             b=r.randint(2, 99), k=r.randint(1, 9), map=self.pick(EN.MAPS))
            add("command", [cmd], cmd=cmd, what=(ZH.CMD_WHAT[what] if self.zh else what))
        for what, f in r.sample(P.IDS, min(k, len(P.IDS))):
            v = self.fill_code(f)
            add("id", [v], what=what, v=v)
        for what, (lo, hi) in r.sample(P.PORTS, min(k, len(P.PORTS))):
            v = str(r.randint(lo, hi))
            add("port", [v], what=what, v=v)
        for what, f in r.sample(P.VERSIONS, min(k, len(P.VERSIONS))):
            v = f.format(a=r.randint(1, 9), b=r.randint(0, 30), c=r.randint(0, 20), c3=r.randint(100, 399),
                         rc="rc%d" % r.randint(1, 4))
            add("version", [v], what=what, v=v)
        for what, cur, lo, hi in r.sample(P.MONEY, min(k, len(P.MONEY))):
            v = self.money_str(cur, lo, hi)
            add("money", [v], what=what, v=v)
        days = r.sample(range(10, 32), min(k, 22))
        rel = P.REL_DATES[:] if self.zh else []
        r.shuffle(rel)
        for what, day in zip(r.sample(P.DATE_WHAT, min(k, len(P.DATE_WHAT))), days):
            month = 12 if r.random() < 0.65 else 1
            v = self.date_str(day, month, rel)
            w = what.format(opp=self.pick(P.OPPONENTS), h=self.pick(P.HANDLES))
            add("date", [v], what=w, v=v, t=self.pick(P.TIMES))
        for c, why in r.sample(P.DECISIONS, min(k, len(P.DECISIONS))):
            add("decision", [c, why], c=c, r=why)
        for w, s in r.sample(P.CONSTRAINTS, min(k, len(P.CONSTRAINTS))):
            add("constraint", [w, s], w=w, s=s)
        for q in r.sample(P.QUESTIONS, min(k, len(P.QUESTIONS))):
            add("question", [q], q=q)
        return facts

    # ---------- segments ----------
    def seg_user(self, facts):
        """One or more facts said directly by the user (burst of short lines)."""
        P = self.P
        tpls = {"name": P.NAME_TPL, "command": P.CMD_TPL, "id": P.ID_TPL, "port": P.PORT_TPL,
                "version": P.VER_TPL, "money": P.MONEY_TPL, "date": P.DATE_TPL, "decision": P.DEC_TPL,
                "constraint": P.CON_TPL, "question": P.Q_TPL}
        lines = [self.fmt(self.pick(tpls[f["kind"]]), f["f"]) for f in facts]
        seq = []
        if len(lines) > 1 and self.rng.random() < 0.5:
            seq.append(("user", "\n".join(lines)))
        else:
            for ln in lines:
                seq.append(("user", ln))
        if facts[-1]["kind"] == "question":
            seq.append(("assistant", self.pick(P.Q_REPLY)))
        else:
            reply = self.pick(P.ACK[facts[-1]["kind"]])
            if len(facts) > 1:
                sep = "。" if self.zh else ". "
                head, _, rest = reply.partition(sep)
                if rest and len(head) < 20:
                    reply = rest
                reply = ("都记下了。" if self.zh else "Got all of that. ") + reply
            if self.rng.random() < 0.3:
                reply += "\n\n" + self.pick(P.EXTRA)
            seq.append(("assistant", reply))
        return seq

    def discord_paste(self, facts):
        P = self.P
        lines = [self.fmt(self.pick(P.DISCORD_LINE[f["kind"]]), f["f"]) for f in facts]
        for _ in range(self.rng.randint(2, 6)):
            lines.insert(self.rng.randint(0, len(lines)), self.fmt(self.pick(P.DISCORD_FILL), {}))
        t = datetime(2026, 11, 1, self.rng.randint(17, 22), self.rng.randint(0, 59))
        out = []
        for ln in lines:
            t += timedelta(minutes=self.rng.randint(0, 4))
            out.append("[%s] %s" % (t.strftime("%H:%M"), ln))
        return [("user", self.pick(P.DISCORD_INTRO) + "\n\n" + "\n".join(out)),
                ("assistant", self.pick(P.PASTE_REPLY))]

    def email_paste(self, facts):
        P = self.P
        body = [self.fmt(self.pick(P.EMAIL_LINE[f["kind"]]), f["f"]) for f in facts]
        for ln in self.rng.sample(P.EMAIL_FILL, self.rng.randint(1, 3)):
            body.insert(self.rng.randint(0, len(body)), ln)
        d = self.rng.randint(1, 9)
        spon = all("sponsor" in f["f"].get("what", "") or "赞助" in f["f"].get("what", "") for f in facts)
        subj = P.EMAIL_SUBJ[2] if spon else self.pick(P.EMAIL_SUBJ[:2] + P.EMAIL_SUBJ[3:])
        if self.zh:
            sender = ("%s市场部 <bd@sponsor.cn>" % self.sponsor) if spon else ("%s赛事组 <ops@%s>" % (self.league, self.domain))
            txt = ("%s\n\n-------- 转发的邮件 --------\n发件人：%s\n日期：2026年11月%d日\n主题：%s\n\n%s战队负责人您好：\n\n%s\n\n此致\n%s"
                   % (self.pick(P.EMAIL_INTRO), sender, d, subj, self.team, "\n".join(body), sender.split(" <")[0]))
        else:
            sender = (("%s Partnerships <partners@sponsor.example>" % self.sponsor) if spon
                      else ("%s Operations <ops@%s>" % (self.league, self.domain)))
            txt = ("%s\n\n---------- Forwarded message ---------\nFrom: %s\nDate: %s, %d Nov 2026\nSubject: %s\nTo: manager@%s.gg\n\nHi %s,\n\n%s\n\nKind regards,\n%s"
                   % (self.pick(P.EMAIL_INTRO), sender, WEEK_EN[date(2026, 11, d).weekday()], d, subj,
                      self.team.lower().replace(" ", ""), self.team, "\n\n".join(body), sender.split(" <")[0]))
        return [("user", txt), ("assistant", self.pick(P.PASTE_REPLY))]

    def log_paste(self, facts):
        P = self.P
        lines = []
        for f in facts:
            lines.append(self.fmt(self.pick(P.LOG_LINE[f["kind"]]), f["f"]))
            for _ in range(self.rng.randint(0, 2)):
                lines.append(self.pick(P.LOG_FILL))
        if self.rng.random() < 0.5:
            lines.insert(0, self.pick(P.LOG_FILL))
        return [("user", self.pick(P.LOG_INTRO) + "\n```\n" + "\n".join(lines) + "\n```"),
                ("assistant", self.pick(P.PASTE_REPLY))]

    def table_paste(self, kind, facts):
        P, zh = self.P, self.zh
        rows = []
        for f in facts:
            g = f["f"]
            if kind == "roster":
                rows.append("| %s | %s | %s |" % (g["h"], g["full"], g["role"]))
            elif kind == "budget":
                rows.append("| %s | %s | %s |" % (g["what"], g["v"], self.pick(["已付", "待付"] if zh else ["paid", "pending"])))
            elif f["kind"] == "date":
                rows.append("| %s | %s %s | — |" % (g["what"], g["v"], g["t"]))
            else:
                rows.append("| %s | — | %s |" % (g["what"], g["v"]))
        n_fill = self.rng.randint(2, 4)
        hs = self.rng.sample(P.HANDLES, n_fill)
        items = self.rng.sample(["水电", "外卖", "服务器月租", "打车", "网费"] if zh else
                                ["utilities", "food delivery", "server rent", "taxis", "internet"], n_fill)
        opps = self.rng.sample(P.OPPONENTS, n_fill)
        for i in range(n_fill):
            if kind == "roster":
                fill = "| %s | %s | %s |" % (hs[i], "（已登记）" if zh else "(on file)", "选手" if zh else "player")
            elif kind == "budget":
                fill = "| %s | %s | %s |" % (items[i], "待定" if zh else "tbd", "未结" if zh else "open")
            else:
                fill = "| %s | %s | — |" % (("跟%s训练赛" if zh else "scrims vs %s") % opps[i],
                                            self.pick(["每周二四", "每周一三"] if zh else ["every tue/thu", "mon/wed evenings"]))
            rows.insert(self.rng.randint(0, len(rows)), fill)
        head = {"roster": ("| ID | 真名 | 角色 |" if zh else "| handle | legal name | role |"),
                "budget": ("| 项目 | 金额 | 状态 |" if zh else "| item | amount | status |"),
                "sched": ("| 事项 | 时间 | 编号 |" if zh else "| what | when | ref |")}[kind]
        intro = P.TABLE_INTRO["bracket" if kind == "sched" else kind]
        txt = intro + "\n\n" + head + "\n|---|---|---|\n" + "\n".join(rows)
        return [("user", txt), ("assistant", self.pick(P.PASTE_REPLY))]

    def tool_seg(self, facts):
        P = self.P
        kinds = {f["kind"] for f in facts}
        opts = [t for t in P.TOOLS if kinds <= TOOL_KINDS[t[0]]]
        name, argsl, ask, header = self.pick(opts)
        args = self.pick(argsl)
        lines = [self.fmt(self.pick(P.TOOL_LINE[f["kind"]]), f["f"]) for f in facts]
        for ln in self.rng.sample(P.TOOL_FILL, self.rng.randint(1, 3)):
            lines.insert(self.rng.randint(0, len(lines)), ln)
        out = self.fmt(header, {}) + "\n" + "\n".join(("- " if self.rng.random() < 0.5 else "") + ln for ln in lines)
        return [("user", self.fmt(self.pick(P.TOOL_ASK), {"x": ask})), ("tool", name, (args, out)),
                ("assistant", self.pick(P.TOOL_REPLY))]

    def assist_cmd(self, f):
        P = self.P
        seq = [("user", self.fmt(self.pick(P.ASK_PROMPTS), f["f"])),
               ("assistant", self.fmt(self.pick(P.ASSIST_CMD), f["f"]))]
        if self.rng.random() < 0.5:
            seq += [("user", self.pick(P.FILLER_SHORT)), ("assistant", self.pick(P.FILLER_SHORT_REPLY))]
        return seq

    def deck(self, name, lst):
        """Draw without replacement; reshuffle when the pool is used up."""
        d = self.decks.setdefault(name, [])
        if not d:
            d.extend(lst)
            self.rng.shuffle(d)
        return d.pop()

    def short_turn(self):
        P = self.P
        u = self.pick(P.FILLER_SHORT)
        return [("user", u), ("assistant", P.SHORT_SPECIAL.get(u) or self.pick(P.FILLER_SHORT_REPLY))]

    def scoreboard(self):
        P, r = self.P, self.rng
        c = self.common()
        rounds = r.randint(18, 28)
        stats = []
        for h in r.sample(P.HANDLES, 5):
            k, d, a = r.randint(6, 29), r.randint(9, rounds - 2), r.randint(1, 9)
            adr = round((k * 82 + a * 28) / float(rounds) + r.uniform(-8, 8), 1)
            stats.append((h, k, d, a, adr))
        stats.sort(key=lambda x: -x[4])
        lines = ["%-12s %3d %3d %3d %6.1f  %.2f" % (h, k, d, a, adr, max(0.35, 0.3 + adr / 140.0 + (k - d) * 0.02))
                 for h, k, d, a, adr in stats]
        top, low = stats[0], stats[-1]
        txt = self.fmt(self.pick(P.SCORE_INTRO), c) + "\n```\n" + P.SCORE_HEAD + "\n" + "\n".join(lines) + "\n```"
        rep = self.pick(P.SCORE_REPLY).format(top=top[0], tk=top[1], tadr=top[4], low=low[0], ladr=low[4])
        return [("user", txt), ("assistant", rep)]

    def standings(self):
        P, r = self.P, self.rng
        teams = [self.team] + r.sample(P.OPPONENTS, 5)
        wins = dict((t, 0) for t in teams)
        rd = dict((t, 0) for t in teams)
        for i in range(6):
            for j in range(i + 1, 6):
                w, l = (teams[i], teams[j]) if r.random() < 0.5 else (teams[j], teams[i])
                m = r.randint(2, 11)
                wins[w] += 1
                rd[w] += m
                rd[l] -= m
        rows = sorted(teams, key=lambda t: (-wins[t], -rd[t]))
        head = "| # | team | W-L | RD |" if not self.zh else "| # | 队伍 | 胜-负 | 小分 |"
        body = "\n".join("| %d | %s | %d-%d | %+d |" % (i + 1, t, wins[t], 5 - wins[t], rd[t]) for i, t in enumerate(rows))
        txt = self.fmt(self.pick(P.STANDINGS_INTRO), {}) + "\n\n" + head + "\n|---|---|---|---|\n" + body
        pos = rows.index(self.team)
        return [("user", txt), ("assistant", P.STANDINGS_REPLY[0 if pos < 2 else (1 if pos < 4 else 2)])]

    def filler(self):
        P, r = self.P, self.rng
        x = r.random()
        if x < 0.25:
            return self.short_turn()
        if x < 0.33:
            return self.scoreboard()
        if x < 0.37:
            return self.standings()
        if x < 0.72:
            txt, mood = self.deck("mid", P.FILLER_MID)
            txt = self.fmt(txt, {})
            if not self.zh and r.random() < 0.3:
                ws = txt.split(" ")
                i = r.randrange(len(ws))
                if len(ws[i]) > 3 and ws[i].isalpha():
                    j = r.randrange(len(ws[i]) - 1)
                    w = ws[i]
                    ws[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
                txt = " ".join(ws)
            seq = [("user", txt)]
            if r.random() < 0.3:
                seq.append(("user", self.pick(P.FILLER_SHORT)))
            return seq + [("assistant", self.pick(P.MID_REPLY[mood]))]
        if len(self.decks.get("ask", [None])) == 0:
            return self.short_turn()
        ask, topic = self.deck("ask", P.FILLER_ASK)
        c = self.common()
        seq = [("user", ask.format(**c)), ("assistant", P.LONG[topic].format(**c))]
        if r.random() < 0.4:
            seq += self.short_turn()
        return seq

    def build(self):
        r = self.rng
        facts = self.make_facts()
        r.shuffle(facts)
        buckets = {}
        for f in facts:
            cs, ws = zip(*CARRIERS[f["kind"]])
            c = r.choices(cs, ws)[0]
            buckets.setdefault(c, []).append(f)
        segs = []
        # user-said facts: singles and bursts of 2-3 (questions always end a burst)
        us = buckets.get("user", [])
        others = [f for f in us if f["kind"] != "question"]
        groups = []
        while others:
            n = r.choice([1, 1, 1, 2, 2, 3])
            groups.append(others[:n])
            others = others[n:]
        for q in [f for f in us if f["kind"] == "question"]:
            open_ = [g for g in groups if len(g) < 3 and g[-1]["kind"] != "question"]
            if open_ and r.random() < 0.4:
                r.choice(open_).append(q)
            else:
                groups.append([q])
        for g in groups:
            segs.append(self.seg_user(g))
        for f in buckets.get("assist", []):
            segs.append(self.assist_cmd(f))
        for c, fn in (("discord", self.discord_paste), ("email", self.email_paste), ("log", self.log_paste)):
            lst = buckets.get(c, [])
            while lst:
                n = r.randint(1, 3)
                segs.append(fn(lst[:n]))
                lst = lst[n:]
        lst = buckets.get("tool", [])
        while lst:
            n = r.randint(1, 3)
            grp = lst[:n]
            if not any({g["kind"] for g in grp} <= v for v in TOOL_KINDS.values()):
                grp = lst[:1]
            segs.append(self.tool_seg(grp))
            lst = lst[len(grp):]
        for c in ("roster", "budget", "sched"):
            lst = buckets.get(c, [])
            while lst:
                n = r.randint(1, 2)
                segs.append(self.table_paste(c, lst[:n]))
                lst = lst[n:]
        nmsg = sum(1 for s in segs for it in s if it[0] != "tool")
        target = min(276, max(nmsg + r.randint(15, 40), r.randint(135, 200)))
        while nmsg < target:
            s = self.filler()
            segs.append(s)
            nmsg += len(s)
        r.shuffle(segs)
        opener = [("user", "yo new week lets gooo" if not self.zh else "在吗，新的一周开始了"),
                  ("assistant", "Morning! What's on the list today?" if not self.zh else "在的！今天要处理什么？")]
        seq = opener + [it for s in segs for it in s]
        out = [{"kind": f["kind"], "needles": f["needles"]} for f in facts]
        return out, seq

    def tool_rows(self, name, payload):
        args, output = payload
        return json.dumps(args, ensure_ascii=False), output


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
            cid = "call_cf%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cf%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cf%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cf%d" % n, "createdAt": ts,
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

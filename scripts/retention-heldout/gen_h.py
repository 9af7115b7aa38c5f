#!/usr/bin/env python3
"""Held-out retention set "h": a small restaurant group (Harbour St, Mill Lane and a catering side
business). The owner chats with an assistant between services about suppliers, rotas, inspections,
the POS and its little server, menu costing, a renovation and bookings.

Usage: python3 gen.py OKBOT WORKDIR [seed ...]      (default seeds 1 2 3 4 5; the last seed is Chinese)
       python3 gen.py --check [seed ...]            (only build and validate the conversations)
Env:   PER_KIND (default 10) facts of each kind per conversation; SUMMARY_MAX (default 2000).

Per conversation it appends the rows in batches of 25 messages, runs `okbot compress -a Writer --now`
after each batch, then checks `okbot context show -a Writer` for every needle verbatim.
Standard library only."""
import json, os, random, re, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ---------------------------------------------------------------- English pools
EN_PEOPLE = [
    ("Marguerite Okafor", "the rep at Harlow Fish"), ("Tomasz Wisniewski", "the new sous at Harbour St"),
    ("Aoife Brennan", "our accountant"), ("Rajesh Pillai", "the POS support guy"),
    ("Hannah Lindqvist", "the EHO officer"), ("Callum Fraser", "the builder doing Mill Lane"),
    ("Beatriz Santos", "who runs catering bookings"), ("Femi Adeyemi", "the electrician"),
    ("Ingrid Solberg", "the landlord's agent"), ("Declan Mooney", "the KP asking for more shifts"),
    ("Yusuf Demir", "the butcher's rep"), ("Sadie Whitlock", "the wedding planner"),
    ("Niamh Gallagher", "FOH manager at Mill Lane"), ("Oskar Nyberg", "the extraction engineer"),
    ("Priyanka Desai", "the insurance broker"), ("Lewis Carmichael", "the wine rep"),
    ("Chiara Bellucci", "our pastry chef"), ("Ewan McBride", "the plumber"),
    ("Zofia Kowalczyk", "bar lead"), ("Gareth Pryce", "the bank's business manager"),
]
EN_SVCS = ["pos-sync", "kds-bridge", "receipt-printer", "booking-hook", "tilldb", "stock-export"]
EN_CMDS = [
    "sudo systemctl restart {svc}", "journalctl -u {svc} -n {big}", "pg_dump -Fc tills > /mnt/usb/tills-{dd}.dump",
    "ssh pos@192.168.{a}.{b}", "tail -f /var/log/{svc}/error.log", "df -h /srv/{svc}",
    "sudo ufw allow {port}/tcp", "rsync -avz /srv/receipts/ nas.local:/backups/receipts-{dd}/",
    "lpstat -p kitchen-{n}", "docker compose -f /opt/kds/docker-compose.yml restart {svc}",
    "ping -c {n} 192.168.{a}.{b}", "crontab -l | grep {svc}", "curl -s http://localhost:{port}/health",
    "du -sh /var/lib/{svc}/*", "sudo systemctl status {svc} --no-pager", "cupsenable kitchen-{n}",
]
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
EN_DECISIONS = [  # (choice, reason)
    ("Harlow Fish for all the shellfish", "they're the only ones who deliver before 7"),
    ("the Lightspeed card readers", "the old readers keep dropping contactless"),
    ("a four-week rolling rota", "people can actually plan their childcare"),
    ("closing Mill Lane on Mondays", "we lose money every Monday anyway"),
    ("the induction suite for the new pass", "the gas line there failed the safety check"),
    ("Green Valley veg boxes", "the waste from the big wholesaler was killing our GP"),
    ("a fixed-price Sunday menu", "covers doubled the last time we tried it"),
    ("paying the KPs weekly", "half of them live week to week"),
    ("the cheaper laminate for the bar top", "it'll get wrecked by the stag dos anyway"),
    ("one shared prep kitchen at Harbour St", "the catering orders keep clashing with dinner prep"),
    ("the payroll add-on from Sage", "the accountant already uses it"),
    ("bottled CO2 from the local guy", "the big supplier keeps shorting us on Fridays"),
    ("a refurbished combi oven", "a new one would eat the whole reno contingency"),
    ("deposits on every booking over 8", "no-shows cost us three grand last quarter"),
]
EN_CONSTRAINTS = [  # (action, condition)
    ("restart the POS box", "during Friday or Saturday service"),
    ("accept a fish delivery", "if the probe reads above 5 degrees"),
    ("let agency staff run the pass", "without a second chef checking the allergens"),
    ("confirm a catering job", "until the deposit has cleared"),
    ("change anything on the extraction", "while the EHO case is still open"),
    ("start prep", "before the 10am temperature log is done"),
    ("move money out of the catering account", "when I'm not in the building"),
    ("run the fryers", "if the hood filters haven't been swapped"),
    ("take a booking over 12", "on a match day"),
    ("plug the new combi in", "before the electrician has signed it off"),
    ("leave the back door propped open", "while the builders are on site"),
    ("void a bill on the tills", "without a manager's code"),
]
EN_TOPICS = [
    "grease trap contract", "outdoor seating licence", "staff meal policy", "Christmas party menu",
    "tip pooling split", "dishwasher lease", "gas safety certificate", "allergen matrix for the catering menu",
    "second card terminal for the terrace", "pest control schedule", "uniform budget", "late licence for Fridays",
]
EN_FIRST = ["Raj", "Kemal", "Dee", "Big Steve", "Mo", "Lucy", "Jonno"]  # filler first names, never needles


def en_fact(rng, kind, used, role):
    def uniq(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    A = role == "assistant"
    if kind == "name":
        n, r = uniq(EN_PEOPLE)
        if A:
            return rng.choice([f"Noted that {n} is {r} now, so I'll address any emails to {n.split()[0]} directly.",
                               f"For the record, {r} is {n}; you mentioned that a while back."]), [n]
        return rng.choice([
            f"{n} ({r}) rang twice while i was on the pass, need to call back",
            f"fyi {r} is {n} now, the old one left in a huff",
            f"just had a long chat w/ {n} — {r} — seems sound tbh",
            f"remind me to text {n} about saturday, {r} if you've forgotten",
            f"{r[0].upper() + r[1:]}? that's {n}. number's in the office book",
            f"apparently {n} is taking over as {r} from next week which is news to me",
        ]), [n]
    if kind == "command":
        while True:
            c = rng.choice(EN_CMDS).format(svc=rng.choice(EN_SVCS), big=rng.choice([50, 100, 200, 500]), n=rng.randint(1, 9),
                                           dd=f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}", a=rng.randint(0, 9),
                                           b=rng.randint(2, 250), port=rng.randint(3000, 9999))
            if c not in used: used.add(c); break
        if A:
            return rng.choice([f"If it freezes again, run `{c}` and paste me what it prints — that tells us more than the screen does.",
                               f"The step you're missing is `{c}`; do that first and then try the till again."]), [c]
        return rng.choice([
            f"last time the fix was `{c}` fwiw",
            f"{rng.choice(EN_FIRST)} says run `{c}` when the kitchen screen goes blank",
            f"tried this:\n$ {c}\nit just sat there for ages",
            f"`{c}` sorted it!! finally",
            f"note to self — `{c}` BEFORE touching anything on the db",
            f"ok so i typed $ {c} and got a wall of red text",
        ]), [c]
    if kind == "id":
        f = rng.random()
        if f < 0.45: i = f"{rng.choice(['POS', 'KDS', 'MAINT', 'BOOK', 'LS'])}-{rng.randint(100, 9999)}"
        elif f < 0.75: i = f"#{rng.randint(100, 999)}"
        else: i = f"CVE-{rng.choice([2024, 2025])}-{rng.randint(1000, 49999)}"
        if A:
            return rng.choice([f"When you call them, lead with {i} so they can't make you start from scratch.",
                               f"I'd keep {i} open until they confirm the fix on your actual tills."]), [i]
        if i.startswith("CVE"):
            return rng.choice([f"the vendor email says {i} affects our box?? do we care",
                               f"{i} came up in the POS newsletter, sounds bad",
                               f"someone on the forum said {i} is why the sync keeps dying"]), [i]
        return rng.choice([
            f"opened a ticket with the POS lot, it's {i}",
            f"they reckon it's {i}, a known bug, 'fix in the next release' yeah right",
            f"{i} still open. the double charging one",
            f"chasing {i} again tomorrow morning",
            f"if they ask just quote {i}",
            f"closed {i} myself cos nobody else was going to",
        ]), [i]
    if kind == "port":
        while True:
            p = str(rng.randint(1025, 49999))
            if p not in used: used.add(p); break
        if A:
            return rng.choice([f"The receipt service should answer on port {p}; if it doesn't, the router firewall is the first suspect.",
                               f"So the booking webhook goes to {p} — I'll assume that unless you change it."]), [p]
        return rng.choice([
            f"the kds bridge listens on {p}",
            f"opened {p} on the router for the support guy's remote session",
            f"admin page is http://pos-box.local:{p} if you need it",
            f"moved the booking webhook to port {p}, something else was squatting the old one",
            f"printer bridge = {p}. writing it here so i dont lose it",
            f"why is {p} open on the firewall, did we do that??",
        ]), [p]
    if kind == "version":
        v = f"{rng.randint(1, 14)}.{rng.randint(0, 30)}.{rng.randint(0, 40)}"
        if A:
            return rng.choice([f"The release notes for {v} mention the receipt-printer fix, so that upgrade is worth doing on a quiet day.",
                               f"Staying on {v} is fine for now; nothing in the later builds touches your setup."]), [v]
        return rng.choice([
            f"pos app is on {v} now after the auto update nobody asked for",
            f"kitchen screens still on firmware {v}, the bar one updated itself",
            f"support says dont go past {v} until they fix the tips bug",
            f"rolled back to v{v} and the printers came back to life",
            f"booking plugin wants {v} or higher and we're behind, obvs",
        ]), [v]
    if kind == "money":
        x = rng.randint(3, 9000) * rng.choice([1, 5, 10])
        m = rng.choice([f"£{x:,}", f"£{x:,}.{rng.randint(1, 99):02d}", f"£{x:,}"])
        if A:
            return rng.choice([f"At {m}, the new combi pays for itself in roughly a year if it saves a chef hour a day.",
                               f"I've put {m} against the renovation line so the totals match what the accountant sees."]), [m]
        return rng.choice([
            f"quote for the extraction hood came in at {m} + VAT",
            f"{m} a month for the pos licence, feels steep",
            f"deposit for the june wedding landed, {m}",
            f"fish bill last week was {m}, up from about 900 the week before",
            f"we spent {m} on the deep clean. never again",
            f"bank wants {m} just to extend the overdraft??",
        ]), [m]
    if kind == "date":
        mo = rng.choice(EN_MONTHS); dd = rng.randint(1, 28)
        d = rng.choice([f"{dd} {mo}", f"{mo} {dd}", f"{dd}th of {mo}" if dd not in (1, 2, 3, 21, 22, 23) else f"{dd} {mo}"])
        if A:
            return rng.choice([f"I'd book the deep clean for the day before so it's done ahead of {d}.",
                               f"Working back from {d}, the rota needs to go out about ten days earlier."]), [d]
        return rng.choice([
            f"EHO revisit is {d}, morning probably",
            f"builders start {d}, mill lane shut that whole week",
            f"catering job for the law firm is on {d}, 80 heads",
            f"rota for next month has to be out by {d}",
            f"lease renewal deadline {d} — diary it pls",
            f"{d} is the tasting with the wedding couple",
        ]), [d]
    if kind == "decision":
        c, r = uniq(EN_DECISIONS)
        if A:
            return rng.choice([f"Understood — the plan is {c}, since {r}. I'll work from that going forward.",
                               f"So to confirm the decision: {c}, because {r}."]), [c, r]
        return rng.choice([
            f"ok so we're going with {c}, {r}",
            f"decision made: {c}. why? {r}",
            f"after all that back and forth i've picked {c} because {r}",
            f"{c} it is — honestly {r}",
            f"lets just do {c}... {r}, that settles it",
            f"final answer: {c} (reason: {r})",
        ]), [c, r]
    if kind == "constraint":
        a, cnd = uniq(EN_CONSTRAINTS)
        if A:
            return rng.choice([f"Understood: no one should {a} {cnd}. I'll flag it if anything I suggest clashes with that.",
                               f"I'll keep the rule in mind — never {a} {cnd}."]), [a, cnd]
        return rng.choice([
            f"never {a} {cnd}, learned that the hard way",
            f"rule from now on: nobody is to {a} {cnd}",
            f"pls dont {a} {cnd}. seriously.",
            f"we are NOT allowed to {a} {cnd}, insurance thing",
            f"staff keep asking if they can {a} {cnd} — answer is no. always no",
        ]), [a, cnd]
    t = uniq(EN_TOPICS)
    if A:
        return rng.choice([f"One thing still open from earlier: the {t}. You asked and I don't think anyone has come back on it."]), [t]
    return rng.choice([
        f"still no idea who's sorting the {t}, anyone?",
        f"what are we doing about the {t}?? nobody got back to me",
        f"q for later: is the {t} actually our problem or the landlord's",
        f"hmm who even decides on the {t}. genuinely dont know",
        f"did anyone ever deal with the {t}? i think not",
        f"{t[0].upper() + t[1:]} — open question, not urgent but i want an answer eventually",
    ]), [t]


EN_FILLER_U = [
    "ok", "ta", "brb service", "back", "lol", "yep", "hmm", "good point", "right ok", "cheers", "one sec",
    "sorry mad lunch, 64 covers and 2 no-shows",
    "Friday was carnage. 140 through the door at Harbour St and the dish machine gave up at 9",
    "Mum came in for the Sunday roast and complained about the gravy again lol",
    "Big Steve did a double yesterday, legend",
    "half the Deliveroo orders came through twice, sorted now",
    "the Arsenal game meant the bar was rammed till 11",
    "can you make this sound less angry, it's for the team WhatsApp",
    "anyway",
    "honestly just venting. carry on",
    "ok what else was I going to ask you. it's gone",
    "Kemal says the new knives are rubbish, he wants the old Victorinox ones back",
    "table 7 sent back the lamb twice. twice!",
    "we did 3 christenings and a wake this weekend, catering is mental in October",
    "Lucy's off sick again so I'm on the pass tonight",
    "sorry, reading this on my phone in the walk-in",
    "that's helpful thanks",
    "no that's wrong, read it again",
    "i'll come back to that after dinner service, its 5:40 and we open at 6",
    "can you just give me the short version",
    "the Mill Lane lot think they're getting Christmas off. they are not.",
    "right so long story, the Tuesday delivery came at 2pm instead of 7am, half the veg was warm, Dee refused it, "
    "the driver got shirty, we ended up borrowing 4 boxes of onions off the place next door and I owe them a bottle "
    "of something now, and THEN the card machine at the bar froze mid-payment on table 12. anyway. just a Tuesday.",
    "been thinking about the spring menu, want less faff on the starters and more stuff the KPs can prep ahead, the "
    "burrata thing is lovely but it's 3 components at the pass and we cannot keep doing that on a Saturday with 2 chefs "
    "down. what would you cut?",
    "renovation update: plaster's going on at Mill Lane, the toilets are still a building site and the floor guy "
    "says 2 more weeks, which in builder means 5. we're keeping the back room open for private hire meanwhile",
    "Jonno asked for a pay rise again. no comment",
    "the health and safety folder is a mess, 2019 stuff in there",
    "ok thats enough admin for today",
    "do people still do Valentine's set menus or is that naff now",
    "wifi at Harbour St dropped 3 times during lunch",
    "found a mouse trap behind the fridge that's been there since 2021 probably",
    "the ice machine is making that noise again",
    "write me something short for Instagram about the new brunch, 3 lines max",
    "Mo wants to do a pop-up in the car park in summer, mad idea but maybe",
]
EN_FILLER_A = [
    "That sounds like a rough shift. If it helps, the pattern you describe — a late delivery, a refused box, a "
    "frozen card reader — is mostly about single points of failure. One backup supplier for veg and a spare "
    "reader behind the bar would cover most of it. Happy to draft the note to the supplier if you want.",
    "Short version: trim the starters to things that can be fully prepped before 5, keep one showpiece, and move "
    "anything with three components at the pass to the weekday menu only. That usually saves a chef on Saturdays "
    "without the menu feeling smaller.",
    "Here's a calmer version for the team chat: \"Thanks all for a huge weekend. A couple of things to tighten up "
    "before Friday — I'll go through them at the Tuesday briefing. Proper effort, honestly.\" Change the tone if it "
    "needs to be firmer.",
    "That's fair. A lot of places run a set menu on the 14th for two reasons: it makes the kitchen predictable and it "
    "lifts the average spend. If your regulars are more casual, a couple of specials plus a bottle deal can do the "
    "same job without feeling dated.",
    "Got it. I won't change anything yet; tell me when you're back from service and we can go through it properly.",
    "Sure. Three lines: \"Brunch is back at the weekends. Slow mornings, strong coffee, eggs done properly. Walk-ins "
    "welcome from 10.\" Swap the time if that's not right.",
    "For the folder, I'd split it into four sections — cleaning schedules, temperature logs, training records and "
    "supplier certificates — and archive anything older than two years in a box in the office. Inspectors mostly want "
    "to see the current month and evidence that checks actually happen.",
    "A pop-up can work well in summer if it runs on a reduced menu from the main kitchen. The main questions are "
    "licensing for outside trading, power, and whether the car park is actually yours to use. Worth checking the "
    "lease before spending anything.",
    "Makes sense. A dropped connection during lunch usually points at the router rather than the line; restarting it "
    "in a quiet spell and checking the channel it uses is a cheap first step before calling anyone out.",
    "Understood, no long answer then: yes, it's doable, and the cost is mostly labour.",
    "Right. Then the order of work I'd suggest is: get the essentials booked in first, keep the costs in one "
    "spreadsheet, and check each supplier's lead times before promising dates to customers. Once that's done, the "
    "rest is mostly chasing people, which I can help draft messages for. I've kept a running list of what's been "
    "said so far so nothing gets lost between services.",
    "Good to hear. Let me know how the evening goes.",
    "Noted, I'll leave that alone.",
    "Happy to. If you paste the numbers from last month I can work out the GP per dish and show which ones are dragging "
    "the average down — usually it's one or two dishes with pricey garnishes rather than the whole menu.",
]

# ---------------------------------------------------------------- Chinese pools
CN_PEOPLE = [("老张", "装修队负责人"), ("小李", "鱼档老板"), ("王建国", "POS技术支持"), ("陈师傅", "面点师傅"),
             ("刘婷婷", "二店店长"), ("周海涛", "卫生监督员"), ("赵会计", "会计"), ("孙晓燕", "宴会部主管"),
             ("黄师傅", "排烟罩维修师傅"), ("吴志明", "房东那边的中介"), ("郑丽华", "保险经纪"), ("马主厨", "一店主厨"),
             ("林小芳", "新来的服务员领班"), ("何经理", "银行客户经理")]
CN_DECISIONS = [("老周家的冻品", "他们早上七点前能送到"), ("美团的收银机", "老机器老是刷不了卡"), ("四周轮班制", "大家好安排接孩子"),
                ("二店周一休息", "周一本来就亏钱"), ("电磁炉灶台", "燃气管道没过安检"), ("本地菜农直供", "批发市场的菜损耗实在太大了"),
                ("周日固定价格套餐", "上次试的时候周日翻了一倍"), ("周薪制", "厨工大多手头紧"), ("便宜点的吧台台面", "反正过两年要重装"),
                ("中央厨房方案", "宴会单老是和正餐撞在一起"), ("用友的工资模块", "会计那边直接能对账"), ("顺丰冷链", "宴会餐送到的时候还是冰的")]
CN_CONSTRAINTS = [("重启收银服务器", "周五周六营业时间"), ("收海鲜", "探针超过5度的时候"), ("让临时工站菜口", "没有第二个厨师复核过敏原"),
                  ("确认宴会订单", "定金没到账之前"), ("动排烟系统", "卫生局复查结束之前"), ("开始备料", "早上10点测温之前"),
                  ("动宴会账户的钱", "我不在店里的时候"), ("开炸炉", "排烟罩滤网没换之前"), ("接12人以上的订位", "有球赛的晚上"),
                  ("给新蒸烤箱通电", "电工没签字之前"), ("把后门开着", "装修队在场的时候"), ("在收银系统上作废账单", "没有经理授权码")]
CN_TOPICS = ["隔油池的维护合同", "露台外摆的许可证", "员工餐标准", "年夜饭菜单", "小费怎么分", "洗碗机租约",
             "燃气安全证书", "宴会菜单的过敏原表", "露台加一台刷卡机", "灭虫公司的上门时间", "工服预算", "周五延长营业的执照"]


def cn_fact(rng, kind, used, role):
    def uniq(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    A = role == "assistant"
    if kind == "name":
        n, r = uniq(CN_PEOPLE)
        if A:
            return rng.choice([f"记下了，{r}现在是{n}，以后发消息我就写给{n}。", f"补充一下：{r}是{n}，你之前提过。"]), [n]
        return rng.choice([
            f"{r}{n}刚打电话来，我在出餐没接到",
            f"以后{r}就是{n}了，之前那个不干了",
            f"明天让{n}过来一趟，{r}嘛",
            f"跟{n}聊了半天（{r}），人挺靠谱的",
            f"有事找{n}，{r}，电话在办公室本子上",
        ]), [n]
    if kind == "command":
        while True:
            c = rng.choice(EN_CMDS).format(svc=rng.choice(EN_SVCS), big=rng.choice([50, 100, 200, 500]), n=rng.randint(1, 9),
                                           dd=f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}", a=rng.randint(0, 9),
                                           b=rng.randint(2, 250), port=rng.randint(3000, 9999))
            if c not in used: used.add(c); break
        if A:
            return rng.choice([f"如果再卡住，先执行 `{c}`，把输出发给我看看。", f"少了一步：先跑 `{c}`，然后再试收银机。"]), [c]
        return rng.choice([
            f"上次是跑了 `{c}` 才好的",
            f"收银又卡死了，技术让我执行 `{c}`",
            f"我敲了\n$ {c}\n然后就一直没反应",
            f"记下来：动数据库之前先 `{c}`",
            f"`{c}` 搞定了！！收银恢复了",
        ]), [c]
    if kind == "id":
        f = rng.random()
        if f < 0.5: i = f"{rng.choice(['POS', 'KDS', 'WX', 'MT'])}-{rng.randint(100, 9999)}"
        elif f < 0.8: i = f"#{rng.randint(100, 999)}"
        else: i = f"CVE-{rng.choice([2024, 2025])}-{rng.randint(1000, 49999)}"
        if A:
            return rng.choice([f"打电话的时候直接报{i}，免得他们又从头问。", f"{i}先别关，等他们在咱们的收银机上确认修好了再说。"]), [i]
        return rng.choice([
            f"给收银公司提了工单，号是{i}",
            f"他们说是已知问题 {i}，下个版本修，呵呵",
            f"{i}还没关，就是重复扣款那个",
            f"明天一早再催一下{i}",
            f"供应商邮件里提到{i}，跟我们有关系吗",
        ]), [i]
    if kind == "port":
        while True:
            p = str(rng.randint(1025, 49999))
            if p not in used: used.add(p); break
        if A:
            return rng.choice([f"小票服务应该在{p}端口上，连不上的话先查路由器的防火墙。", f"那订座回调就走{p}，没改的话我就按这个来。"]), [p]
        return rng.choice([
            f"后厨显示屏走的是{p}端口",
            f"路由器上开了{p}给远程支持用",
            f"后台地址是 http://pos.local:{p} 别忘了",
            f"订座系统的回调改到{p}了，原来那个被占了",
            f"防火墙上{p}怎么是开着的？我们开的吗",
        ]), [p]
    if kind == "version":
        v = f"{rng.randint(1, 14)}.{rng.randint(0, 30)}.{rng.randint(0, 40)}"
        if A:
            return rng.choice([f"{v}的更新说明里提到修了小票打印的问题，找个不忙的时候升级吧。", f"先停在{v}没问题，后面几个版本跟你们的设备没关系。"]), [v]
        return rng.choice([
            f"收银软件自动更新到{v}了，没人让它更新啊",
            f"厨房显示屏固件还停在{v}",
            f"技术说先别升过{v}，小费那个bug还没修",
            f"退回到v{v}以后打印机就正常了",
            f"订座插件要求{v}以上，我们版本太老",
        ]), [v]
    if kind == "money":
        m = rng.choice([f"¥{rng.randint(3, 999) * 10}", f"{rng.randint(2, 40)}万元", f"{rng.randint(2, 9)}.{rng.randint(1, 9)}万元",
                        f"{rng.randint(30, 9999)}元"])
        if A:
            return rng.choice([f"按{m}算，新蒸烤箱一年左右就能回本。", f"我把{m}记在装修那一栏了，跟会计那边的数对得上。"]), [m]
        return rng.choice([
            f"排烟罩的报价是{m}",
            f"收银系统年费{m}，有点贵啊",
            f"宴会定金{m}已经到账了",
            f"上周海鲜账单{m}，比之前多了不少",
            f"深度清洁花了{m}，下次不找他们了",
        ]), [m]
    if kind == "date":
        d = f"{rng.randint(1, 12)}月{rng.randint(1, 28)}" + rng.choice(["日", "日", "号"])
        if A:
            return rng.choice([f"深度清洁最好安排在{d}前一天。", f"从{d}往前倒推，排班表要提前十天左右发出去。"]), [d]
        return rng.choice([
            f"卫生复查定在{d}",
            f"{d}开始装修，二店停业一周",
            f"{d}有个80人的宴会，律所的",
            f"排班表{d}之前要出来",
            f"租约{d}到期，记一下",
        ]), [d]
    if kind == "decision":
        c, r = uniq(CN_DECISIONS)
        if A:
            return rng.choice([f"明白，那就按{c}来，因为{r}。", f"确认一下决定：{c}，理由是{r}。"]), [c, r]
        return rng.choice([
            f"定了，就用{c}，{r}",
            f"我决定了，{c}，主要是{r}",
            f"{c}吧，没啥好犹豫的，{r}",
            f"商量完了：{c}。原因很简单，{r}",
            f"最后还是选{c}，因为{r}",
        ]), [c, r]
    if kind == "constraint":
        a, cnd = uniq(CN_CONSTRAINTS)
        if A:
            return rng.choice([f"明白：{cnd}谁都不能{a}。我提建议的时候会注意这一条。"]), [a, cnd]
        return rng.choice([
            f"记住，{cnd}不要{a}",
            f"{cnd}绝对别{a}，上次吃过亏",
            f"新规定：{cnd}谁都不准{a}",
            f"跟大家说一下，{cnd}不能{a}，保险那边要求的",
            f"{a}这件事，{cnd}一律不行",
        ]), [a, cnd]
    t = uniq(CN_TOPICS)
    if A:
        return f"还有一件之前的事没落实：{t}。你问过，好像一直没人回复。", [t]
    return rng.choice([
        f"{t}到底谁负责，还没定",
        f"{t}怎么办？没人回我",
        f"问一下，{t}是我们管还是房东管？",
        f"{t}的事一直没人跟进",
        f"{t}还没定下来，你先记着",
    ]), [t]


CN_FILLER_U = [
    "好的", "嗯嗯", "行", "收到", "等下，出餐", "回来了", "哈哈", "有道理", "先这样", "我想想", "谢谢啊",
    "中午忙死了，翻了三轮台，78个人", "周六二店来了个30人的生日会，包间都不够用",
    "小王又迟到了，第三次了", "今天POS卡了两回，不过重启一下就好了",
    "美团那边的单重复推送了，已经处理了", "我在冷库里打字，手都冻僵了",
    "你说得太长了，给我简单版", "不对，你再看一下", "等晚市结束再说，现在5点40，6点开门",
    "二店那帮人以为过年能全放假，想得美",
    "说来话长：周二的菜下午两点才到，本来应该早上七点，一半的菜都是热的，阿强直接拒收了，司机还不高兴，"
    "最后跟隔壁借了4箱洋葱，欠人家一瓶酒，然后吧台的刷卡机在12号桌结账的时候又死机了。反正，就是很普通的一个周二。",
    "在想春季菜单，前菜想简单点，让厨工能提前备好的多一些。那个布拉塔奶酪的前菜好吃是好吃，但出餐口要配三样东西，"
    "周六两个厨师请假的时候根本做不过来。你觉得砍哪个？",
    "装修进展：二店在抹灰了，厕所还是工地，铺地板的说再要两周，按装修队的说法就是五周。包间照常接私人宴会。",
    "卫生档案夹乱七八糟的，还有2019年的东西", "制冰机又在响了", "帮我写个朋友圈文案，新出的早午餐，三行以内",
    "今天就到这吧，后面再聊", 
    "吐槽一下，今天真是够了：早上八点到店发现冷库门没关严，温度记录一看已经到了7度，只能把一整箱鸡腿和两盒奶油全扔了；中午刚开门，"
    "收银机又连不上打印机，服务员只能手写单子送到后厨，结果漏了两桌的菜，客人等了四十分钟，我亲自去道歉还送了甜品；下午供应商打电话说明天的牛肉要晚到，"
    "晚上又有个十五人的生日宴，蛋糕还是客人自己带的，要我们帮忙保管，冷藏柜根本放不下。装修那边说二店的地板下周才能铺，厕所还没弄好。"
    "我现在就想找个地方安静坐十分钟。好了，发泄完了，继续干活。",
"老妈来吃饭又说汤咸了，哈哈",
]
CN_FILLER_A = [
    "听起来这个班很辛苦。你说的这几件事——送货晚、拒收、刷卡机死机——本质上都是单点故障。找一个备用的蔬菜供应商，吧台再备一台刷卡机，"
    "大部分情况就能兜住。需要的话我可以帮你起草给供应商的消息。",
    "简单说：前菜尽量改成下午5点前能全部备好的，只留一道招牌，出餐口要配三样东西的菜只放在工作日菜单。这样周六通常能省出一个厨师，"
    "菜单看起来也不会变少。",
    "好的，我先不动，等你忙完了我们再细过一遍。",
    "档案夹建议分四部分：清洁记录、温度记录、培训记录、供应商资质，两年以前的装箱放办公室。检查的人主要看当月的记录，以及检查确实有在做的证据。",
    "三行文案：“周末早午餐回来了。慢慢的早晨，浓浓的咖啡，好好做的鸡蛋。早上10点起不用预约。”时间不对的话你改一下。",
    "明白，那我就不展开了：可以做，成本主要是人工。",
    "那我建议的顺序是：先把必须的事情定下来，费用都记在一张表里，答应客人日期之前先问清楚每个供应商的交货时间。剩下的主要是催人，"
    "消息我可以帮你写。目前说过的事情我都记着，不会因为中间忙就漏掉。",
    "好的，晚市顺利。",
    "关于春季菜单，我的建议分三步。第一步，把现在的前菜按出餐口的操作步骤排个序，超过两个步骤的先拿出来单独看；第二步，看每道菜上个月卖了多少份、"
    "毛利大概多少，卖得少又麻烦的直接下架，卖得好但麻烦的想办法改成能提前备料的做法，比如酱汁和配菜下午统一做好，出餐的时候只需要装盘；"
    "第三步，新菜先在周二周三试一周，厨房和前厅都说没问题了再放到周末。这样做的好处是不会一下子把菜单改得面目全非，老客人也不会觉得陌生。"
    "另外，周六人手紧的时候可以准备一个简化版的菜单，只保留最好做的八到十道菜，点单速度和出餐速度都会快很多，客人一般也不会介意。",
    "可以。把上个月的数字发给我，我帮你算一下每道菜的毛利，看看是哪几道把平均值拉低了——通常是一两道配菜很贵的菜，而不是整个菜单的问题。",
]

LEADS_EN = ["ok back.", "quick one between services:", "right", "ugh.", "sorry was on the phone.", "also", "oh and",
            "random but", "before i forget —", "so"]
LEADS_CN = ["回来了。", "趁着空档问一句：", "对了，", "哎，", "刚才在打电话。", "还有，", "顺便说一下，"]
TAILS_EN = ["anyway", "lol", "going back in now", "ok that's it", "more later", ""]
TAILS_CN = ["先这样", "哈哈", "我去忙了", "", "回头再说"]
CALLS = [("search_history", {"query": "supplier delivery times"}, ["found 5 earlier messages; most are about deliveries arriving late at the back door.",
                                                                    "found 2 earlier messages; both say the morning drop is unreliable."]),
         ("search_history", {"query": "rota", "limit": 5}, ["found 4 earlier messages about the rota; the newest says it is still being drafted.",
                                                            "found 0 earlier messages about that."]),
         ("search_history", {"query": "renovation costs", "limit": 5}, ["found 3 earlier messages; the newest is from last week and says nothing has changed."]),
         ("manage_note", {"action": "list"}, ["no notes yet.", "1 note: \"Opening checklist\" (updated 2 days ago)."]),
         ("manage_task_progress", {"action": "show"}, ["no task in progress."]),
         ("search_history", {"query": "inspection"}, ["found 1 earlier message about inspection; it talks about cleaning the extraction canopy.",
                                                       "found 0 earlier messages about that."])]


def conversation(seed, chinese, per_kind, attempt=0):
    rng = random.Random(seed * 104729 + 31 + attempt * 7)
    M = rng.randint(130, 280)  # user + assistant messages
    roles = []
    while len(roles) < M:  # alternate, with the odd double user message
        roles.append("user")
        if rng.random() < 0.08 and len(roles) < M: roles.append("user")
        if len(roles) < M: roles.append("assistant")
    plan = [k for k in KINDS for _ in range(per_kind)]
    rng.shuffle(plan)
    users = [i for i, r in enumerate(roles) if r == "user"]
    assts = [i for i, r in enumerate(roles) if r == "assistant"]
    slots = {i: [] for i in range(M)}
    for kind in plan:
        pool = assts if rng.random() < 0.18 else users
        for _ in range(50):
            i = rng.choice(pool)
            if len(slots[i]) < (3 if roles[i] == "user" else 1) and kind not in slots[i]: break
        slots[i].append(kind)
    used, facts, texts = set(), [], []
    make = cn_fact if chinese else en_fact
    for i in range(M):
        role = roles[i]
        parts, own = [], []
        for kind in slots[i]:
            t, needles = make(rng, kind, used, role)
            parts.append(t); own.append((kind, needles))
        texts.append([role, parts, own])
    all_needles = [n for _, _, own in texts for _, ns in own for n in ns]

    def clean(s):
        return not any(n in s for n in all_needles)

    def chat_en():
        return rng.choice([
            f"{rng.randint(40, 160)} covers tonight, {rng.randint(2, 9)} walk-ins after 9 which nobody wanted",
            f"{rng.choice(EN_FIRST)} burnt {rng.randint(2, 6)} trays of focaccia. {rng.choice(['Sunday', 'Monday', 'Friday'])} vibes",
            f"table {rng.randint(1, 24)} left a {rng.randint(5, 30)}% tip and a drawing of the chef lol",
            f"the {rng.choice(['Harbour St', 'Mill Lane'])} dish machine is doing the thing again",
            f"Deliveroo rating dropped to {rng.randint(40, 48) / 10} because someone's chips were cold. one review",
            f"{rng.choice(['Tuesday', 'Wednesday', 'Thursday'])} lunch was dead, {rng.randint(8, 25)} covers total",
            f"anyone know if Costco opens at {rng.randint(7, 10)} on a Sunday",
            f"did {rng.randint(2, 5)} hours of invoices last night, my eyes",
        ])

    def chat_cn():
        return rng.choice([
            f"今晚{rng.randint(40, 160)}个客人，9点以后还来了{rng.randint(2, 9)}桌散客",
            f"阿强烤糊了{rng.randint(2, 6)}盘面包，{rng.choice(['周日', '周一', '周五'])}综合症",
            f"{rng.randint(1, 24)}号桌给了小费还画了个厨师，哈哈",
            f"{rng.choice(['一店', '二店'])}的洗碗机又在闹脾气",
            f"外卖评分掉到{rng.randint(40, 48) / 10}了，就因为一个人说薯条凉了",
            f"{rng.choice(['周二', '周三', '周四'])}中午好冷清，一共才{rng.randint(8, 25)}个人",
            f"昨晚对了{rng.randint(2, 5)}个小时的发票，眼睛要瞎了",
        ])

    def pick(pool):
        for _ in range(200):
            s = rng.choice(pool)
            if pool in (EN_FILLER_U, CN_FILLER_U) and rng.random() < 0.35:
                s = chat_cn() if chinese else chat_en()
            if clean(s): return s
        return ""

    rows_text = []
    for role, parts, own in texts:
        if not parts:
            body = pick((CN_FILLER_U if role == "user" else CN_FILLER_A) if chinese else (EN_FILLER_U if role == "user" else EN_FILLER_A))
            if role == "assistant" and rng.random() < 0.3:  # a longer answer: two or three paragraphs
                for _ in range(rng.randint(1, 2)):
                    more = pick(CN_FILLER_A if chinese else EN_FILLER_A)
                    if more and more not in body: body += "\n\n" + more
        elif role == "user":
            if len(parts) > 1 or rng.random() < 0.4:
                seps = ["，", "。", "\n", "；另外"] if chinese else [". ", "\n", " — also ", ", and ", " btw "]
                body = parts[0]
                for p in parts[1:]: body += rng.choice(seps) + p
            else:
                body = parts[0]
            if rng.random() < 0.35: body = pick(LEADS_CN if chinese else LEADS_EN) + ("" if chinese else " ") + body
            if rng.random() < 0.25:
                t = pick(TAILS_CN if chinese else TAILS_EN)
                if t: body += ("，" if chinese else ". ") + t
            if rng.random() < 0.15:
                body += "\n\n" + pick(CN_FILLER_U if chinese else EN_FILLER_U)
        else:
            pre = pick(CN_FILLER_A if chinese else EN_FILLER_A) if rng.random() < 0.5 else ""
            body = ((pre + "\n\n") if pre else "") + " ".join(parts)
        rows_text.append((role, body, [(k, ns) for k, ns in own]))
        if role == "assistant" and rng.random() < 0.12:
            name, args, outs = rng.choice(CALLS)
            rows_text.append(("call", name, json.dumps(args)))
            rows_text.append(("result", name, pick(outs) or outs[0]))
    # validation: each needle in its own message, in no other row
    bodies = [r[1] if r[0] in ("user", "assistant") else r[2] for r in rows_text]
    problems = []
    for idx, r in enumerate(rows_text):
        if r[0] not in ("user", "assistant"): continue
        for kind, ns in r[2]:
            facts.append((kind, ns))
            for n in ns:
                if n not in r[1]: problems.append(f"needle not in its message: {n!r}")
                others = [j for j, b in enumerate(bodies) if j != idx and n in b]
                if others: problems.append(f"needle {n!r} also in row {others[0]}")
    # for tool rows the output text also counts
    for r in rows_text:
        if r[0] == "result":
            for n in all_needles:
                if n in r[2]: problems.append(f"needle {n!r} in tool output")
    if problems:
        if attempt < 20: return conversation(seed, chinese, per_kind, attempt + 1)
        raise SystemExit(f"seed {seed}: " + "; ".join(problems[:5]))
    assert len(facts) == len(plan) and sorted(k for k, _ in facts) == sorted(plan)
    rows = []
    for i, r in enumerate(rows_text):
        at = f"2026-11-{10 + i // 600:02d}T{8 + (i // 60) % 10:02d}:{i % 60:02d}:00.000Z"
        rid = f"msg_h{i + 1:05d}"
        if r[0] == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_h{i}", "name": r[1], "arguments": r[2]}, "meta": {}})
        elif r[0] == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_h{i - 1}", "name": r[1], "status": "completed", "output": r[2]}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": r[0], "content": r[1]}, "meta": {"uiRole": r[0]}})
    return rows, facts


def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed ({p.returncode}): {p.stderr}")
    return p.stdout


def main():
    per_kind = int(os.environ.get("PER_KIND", "10"))
    if len(sys.argv) > 1 and sys.argv[1] == "--check":
        seeds = [int(s) for s in sys.argv[2:]] or [1, 2, 3, 4, 5]
        for n, seed in enumerate(seeds):
            rows, facts = conversation(seed, n == len(seeds) - 1, per_kind)
            msgs = [r for r in rows if r["item"]["type"] == "message"]
            texts = [r["item"].get("content") or r["item"].get("arguments") or r["item"].get("output") for r in rows]
            for kind, ns in facts:  # re-check from the finished rows: each needle sits in exactly one row
                for x in ns:
                    hits = [t for t in texts if x in t]
                    assert len(hits) == 1, (seed, kind, x, len(hits))
            assert 130 <= len(msgs) <= 280, len(msgs)
            kinds = {k: sum(1 for kk, _ in facts if kk == k) for k in KINDS}
            assert all(v == per_kind for v in kinds.values()), kinds
            print(f"seed {seed}: {len(msgs)} messages, {len(rows)} rows, {len(facts)} facts, "
                  f"{sum(1 for m in msgs if len(m['item']['content']) >= 300)} messages of 300+ chars: ok")
        return
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    shutil.rmtree(work, ignore_errors=True); os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}; maxc = 0
    for n, seed in enumerate(seeds):
        chinese = n == len(seeds) - 1
        rows, facts = conversation(seed, chinese, per_kind)
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
        base = run(okbot, root, ["context", "show", "-a", "Writer"])
        for kind, ns in facts:
            for x in ns:
                if x in base: sys.exit(f"needle {x!r} already in the empty context")
        batch, inb, runs = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message": inb += 1
            if inb >= 25 or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                batch, inb = [], 0
                run(okbot, root, ["compress", "-a", "Writer", "--now"]); runs += 1
                for d in os.listdir(root):  # largest summary seen after any compression
                    p = os.path.join(root, d, "session-summary.json")
                    if os.path.exists(p):
                        maxc = max(maxc, len(json.load(open(p, encoding="utf-8"))["summary"]))
        shown = run(okbot, root, ["context", "show", "-a", "Writer"])
        found, missing = 0, []
        for kind, needles in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok: missing.append(f"  missing {kind}: {' + '.join(needles)}")
        nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
        print(f"seed {seed} ({'zh' if chinese else 'en'}, {nmsg} messages, {len(rows)} rows, {runs} compressions): "
              f"{found}/{len(facts)} = {100 * found / len(facts):.1f}%")
        for m in missing: print(m)
        sys.stdout.flush()
    f = sum(v[0] for v in tot.values()); p = sum(v[1] for v in tot.values())
    for k in KINDS: print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100 * tot[k][0] / max(1, tot[k][1]):.1f}")
    print(f"retention overall {100 * f / p:.1f}")
    print(f"max summary chars {maxc}")


if __name__ == "__main__":
    main()

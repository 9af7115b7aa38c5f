#!/usr/bin/env python3
"""Held-out retention set "q": a tired small-veterinary-clinic manager chatting with an assistant.

usage: python3 gen.py OKBOT WORKDIR [seed ...]      (default seeds 1 2 3 4 5; the last seed is Chinese)
env:   PER_KIND (default 10) facts of each kind per conversation; SUMMARY_MAX (default 2000)

Per conversation: append rows in batches of 25 messages, `okbot compress -a Writer --now` after each
batch, then `okbot context show -a Writer` and count the facts whose needles are all found verbatim.
Standard library only.
"""
import json, os, random, re, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ----------------------------------------------------------------------------------------------
# English pools
EN_NAMES = ["Marisol Ocampo", "Dr. Fenwick", "Tamsin Howell", "Kwame Asante", "Bettina Kraus", "Luis Arreola",
            "Dr. Nakagawa", "Shauna Pryce", "Oren Weiss", "Gretchen Albers", "Dev Raghunathan", "Colleen Brody",
            "Anika Sorensen", "Rafe Dunmore", "Yolanda Ibarra", "Dr. Halvorsen", "Petra Lindqvist", "Jamal Whitaker",
            "Corinne Bassett", "Imogen Tully", "Hector Villaseñor", "Noor Haddad", "Ellis Brannigan", "Dr. Obuya",
            "Fiona MacRae", "Teodor Ilic", "Wendell Pike", "Sunita Bhatt", "Mireille Gagnon", "Brody Kettleman",
            "Ingrid Solberg", "Dr. Castellano", "Lachlan Moody", "Rosalind Achebe", "Vikram Sethi", "Harriet Quince"]
EN_ROLES = ["the new tech", "our relief vet", "front desk", "the Covetrus rep", "the IT guy", "the inspector",
            "kennel staff", "the practice owner", "the x-ray installer", "the locum", "the bookkeeper", "our head nurse"]
EN_CMDS = ["sudo systemctl restart vetpms-{svc}", "pg_dump -Fc vetpms > /srv/backup/vetpms_{n}.dump",
           "tail -n {n}00 /var/log/vetpms/{svc}.log", "df -h /srv/dicom", "rsync -av /srv/dicom/ nas{n}:/dicom/",
           "ssh admin@pms{n}.clinic.lan", "sudo ufw allow {p}/tcp", "crontab -l | grep backup_{svc}",
           "docker compose -f /opt/pms/compose.yml logs --tail {n}0 {svc}", "journalctl -u orthanc --since '{n} hours ago'",
           "lpstat -p labelprinter{n}", "sudo apt install --only-upgrade vetpms-{svc}", "ping -c {n} xray-console.local",
           "nc -zv pms{n}.clinic.lan {p}", "sudo smartctl -a /dev/sd{l}", "ls -lh /srv/backup | tail -{n}",
           "psql -U vetpms -c 'select count(*) from {svc}'", "sudo reboot --no-wall", "free -h && uptime",
           "sudo chown -R pms:pms /srv/dicom/{svc}", "curl -sk https://pms{n}.clinic.lan:{p}/health"]
EN_SVCS = ["scheduler", "billing", "reminders", "lab-sync", "inventory", "portal", "dicom-bridge", "sms"]
EN_IDPFX = ["PMS", "VET", "INV", "RAD", "SUP", "HR", "ACC"]
# decisions: (choice, reason) and constraints: (action, condition) come in pairs that make sense together
EN_DECISIONS = [("Patterson as our main supplier", "their rep actually answers the phone"),
                ("the refurbished Sound DR panel", "it's half the price of new"),
                ("Tuesday-Thursday split shifts", "nobody wants to close on Saturdays"),
                ("the cloud backup plan", "the closet floods every spring"),
                ("a 3-month payment plan cap", "the last two plans went to collections"),
                ("the paper controlled-drug log as a backup", "the DEA guy liked it last time"),
                ("Vetsource for the online pharmacy", "clients kept asking for it"),
                ("the locum agency instead of overtime", "overtime is killing the payroll"),
                ("a weekly stock count on Fridays", "we keep finding short counts"),
                ("texting reminders instead of postcards", "postage went up again"),
                ("the smaller autoclave", "it fits under the counter"),
                ("the lead-lined door for room 2", "the physicist said so in writing"),
                ("one shared inbox for complaints", "half the complaints got lost last month"),
                ("a second UPS for the server closet", "the power blipped three times in october"),
                ("the mock inspection in-house", "the consultant wanted way too much"),
                ("Idexx for the in-house lab", "they'll loan us the analyzer for free"),
                ("moving delivery day to Monday", "the truck never shows up on fridays"),
                ("the 24-month lease on the x-ray", "buying outright would wipe out the cash reserve")]
EN_CONSTRAINTS = [("waste ketamine", "without a second person signing"),
                  ("restart the PMS server", "while surgery is running"),
                  ("give out a client's phone number", "unless the client asked in writing"),
                  ("edit a closed drug log entry", "unless the owner okays it first"),
                  ("take a card payment over the phone", "without a signed estimate"),
                  ("move the x-ray head", "until the physicist signs off"),
                  ("order from a non-accredited supplier", "even when the usual one is backordered"),
                  ("let kennel staff into the drug safe", "when the manager isn't on site"),
                  ("delete a client record", "if there's an unpaid balance"),
                  ("promise a refund", "before the owner has seen the complaint"),
                  ("run updates on the server", "before the nightly backup finishes"),
                  ("post clinic photos online", "if a client's pet is in the shot"),
                  ("take a radiograph with the door open", "if anyone is in the hallway"),
                  ("swap shifts", "without writing it in the handover book"),
                  ("hand out the wifi password", "while the reps are in the building"),
                  ("book a surgery", "on a day with fewer than two vets in"),
                  ("leave the drug safe unlocked", "even for five minutes"),
                  ("start a new payment plan", "for anyone already behind on one")]
EN_TOPICS = ["fire extinguisher contract", "lead apron replacement", "after-hours phone forwarding", "parking lot lighting",
             "uniform allowance", "old autoclave", "dosimeter badge service", "boarding kennel expansion",
             "client portal login bug", "sharps bin pickup schedule", "holiday on-call rota", "dental sensor warranty",
             "grooming room lease", "staff CPR refresher", "rabies certificate template", "second parking space for the mobile unit"]
PET = ["Biscuit", "Mochi", "Pickles", "Duke", "Olive", "Gizmo", "Hazel", "Tank", "Peaches", "Bruno", "Noodle", "Ziggy"]
BREED = ["Great Dane", "Cavalier", "Frenchie", "Maine Coon", "Labradoodle", "Dachshund", "Border Collie", "Ragdoll",
         "Shih Tzu", "German Shepherd", "Bengal", "Pug"]

EN_FILLER_U = [
    "ugh, Monday. {N} appointments and two no-shows",
    "{pet} the {breed} is back AGAIN, third time this month lol",
    "ok",
    "thx",
    "sorry was in with a {breed}, 2 sec",
    "coffee machine died. again. Keurig is {N} yrs old so not shocked",
    "had a {breed} in at 7 this morning, took 3 of us to get him on the scale",
    "can you keep going",
    "yeah that makes sense",
    "hm. not sure",
    "we're short on Cefa again but Sarah-at-the-desk already called it in, fine",
    "the waiting room smelled like wet dog all day, it rained from 8 to 4 nonstop",
    "{pet} bit the vet tech, nothing serious, she's fine, he's a {breed} so nobody was surprised",
    "ok so where were we",
    "long day. the Fairview Road lights were out so half the 9am clients were late",
    "lol the {breed} puppy ate a sock. second one this week. Room 3 is just sock surgery now",
    "I'm so tired I read the Zoetis flyer twice and don't remember it",
    "right",
    "good, next thing",
    "one sec, phone",
]
EN_FILLER_U_LONG = [
    "sorry, today was a mess. We had {N} appointments booked plus walk-ins, {pet} the {breed} came in vomiting, "
    "a cat in Room 2 decided it was going to live in the ceiling tiles, and the card reader kept dropping the "
    "connection so everyone paid at the back desk. I haven't eaten since 10. Anyway I want to get through the "
    "rest of the list tonight if we can because tomorrow is worse",
    "quick rant before we continue: a client called the front desk three times to ask why her {breed}'s nails cost "
    "more than last year, and it's because last year was a promo, which is on the sign, in 40-point font, by the "
    "door. The girls handled it fine. I just need to vent to something that isn't going to gossip in the break room",
    "the Thanksgiving week schedule is going to be chaos like every year, boarding is full from Wednesday, "
    "and we have the usual rush of 'my dog ate the turkey' calls. Not a fact for you to keep, just venting. "
    "ok. moving on",
]
EN_FILLER_A = [
    "That sounds like a long day. Whenever you're ready we can pick up where we left off; nothing on the list is urgent enough to need you tonight.",
    "Understood. I'll keep that in mind as we go through the rest of the list. If it helps, we can take the items one at a time and you can tell me which ones you want to park for later.",
    "A common way to handle this in small practices is to split it into a few steps: write down who owns each piece, set a check-in date, and only then change anything that clients will notice. That keeps the front desk from getting surprised.",
    "That's a fair concern. Most of what you're describing is normal wear for a busy clinic: equipment gets old, the phones get busy, and people get tired. The important thing is that the things with legal weight (drug logs, radiation safety, client records) stay clean, and the rest can be fixed as you have time.",
    "Got it. For what it's worth, from what you've told me the team is handling the day-to-day well; most of the open items are paperwork and scheduling rather than anything clinical.",
    "Here's how I'd think about it. First, anything that affects patient safety or the inspection comes first. Second, anything that costs money every week it stays broken. Third, the nice-to-haves. If we sort the list that way, the week looks a lot less scary than it does as one big pile.",
    "Sorry to hear about {pet}. {breed}s can be a handful in the exam room. I hope the rest of the afternoon was quieter.",
    "Okay. I don't have anything new to add on that one; it sounds settled for now. Do you want to move on to the next item?",
    "Noted. When you write things like this down for the team, it usually helps to keep the handover note short: what changed, who to ask, and where the paperwork lives. Long notes tend not to get read at 7am.",
    "That makes sense. I'd just suggest writing it in the shared notes too, so whoever opens tomorrow sees it before the first client walks in.",
]
EN_CALLS = [("search_history", lambda r: {"query": r.choice(["inspection", "x-ray", "server", "drug log", "schedule", "supplier"]), "limit": 5}),
            ("manage_task_progress", lambda r: {"action": "list"}),
            ("manage_note", lambda r: {"action": "list"})]
EN_RESULTS = {"search_history": ["found {k} earlier messages; the newest one is from last week and repeats that the plan has not changed.",
                                 "found {k} matches, mostly about the front desk schedule and the Friday stock count."],
              "manage_task_progress": ["no open tasks.", "1 task: 'Inspection prep' (step 2 of 5 open)."],
              "manage_note": ["2 notes: 'Weekly checklist', 'Inspection prep'.", "no notes yet."]}


class Used(set):
    """needle values already used, plus the last frame index per (kind, role) so frames do not repeat back to back."""
    def __init__(self):
        super().__init__(); self.last = {}


def pick(rng, frames, used, key):
    idx = [i for i in range(len(frames)) if i != used.last.get(key)] or [0]
    i = rng.choice(idx); used.last[key] = i
    return frames[i]


def en_fact(rng, kind, used, role):
    def uniq(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    if kind == "name":
        n = uniq(EN_NAMES); r = rng.choice(EN_ROLES)
        frames = [f"{r} is {n}, put her on the list for thursday", f"talk to {n} about it, she does the ordering now",
                  f"{n} ({r}) swapped her tuesday for a saturday, fine by me", f"if anything breaks call {n}, not me",
                  f"oh and teh guy who came out last time was {n}", f"i've asked {n} to cover the desk over lunch",
                  f"so {n} is doing the controlled drug count with me from now on"]
        if role == "assistant":
            frames = [f"For the handover I'd list {n} as the contact for that.", f"So {n} is the person to ask; I'll use that name from now on."]
        return pick(rng, frames, used, (kind, role)), [n]
    if kind == "command":
        while True:
            c = rng.choice(EN_CMDS).format(svc=rng.choice(EN_SVCS), n=rng.randint(2, 9), p=rng.choice([5432, 4242, 8080, 11112, 104]),
                                         l="abc"[rng.randint(0, 2)])
            if c not in used: break
        used.add(c)
        frames = [f"the IT guy said to run `{c}` if the screens freeze again", f"i ran `{c}` and it printed a wall of stuff, no idea",
                  f"pasting what i typed:\n$ {c}\nthen it just sat there", f"is `{c}` safe to run during clinic hours or should i wait",
                  f"last time it was fixed by `{c}` apparently", f"wrote `{c}` on a sticky note on the server closet door"]
        if role == "assistant":
            frames = [f"You can check that yourself with `{c}` - it only reads, it changes nothing.",
                      f"If it happens again, try this from the server console:\n\n$ {c}\n\nand send me what it prints."]
        return pick(rng, frames, used, (kind, role)), [c]
    if kind == "id":
        while True:
            t = rng.randint(0, 3)
            i = (f"{rng.choice(EN_IDPFX)}-{rng.randint(1000, 9999)}" if t < 2 else
                 f"#{rng.randint(300, 4999)}" if t == 2 else f"CVE-2024-{rng.randint(20000, 49999)}")
            if i not in used: break
        used.add(i)
        if i.startswith("CVE"):
            frames = [f"apparently the PMS server is hit by {i}, the vendor emailed", f"what is {i} and do we care",
                      f"IT says {i} is patched on the front desk pcs but not the server"]
        else:
            frames = [f"vendor opened ticket {i} for the label printer", f"the complaint is logged as {i}",
                      f"ref {i} on the supplier portal, the backorder one", f"they told me to quote {i} when i call back",
                      f"invoice dispute is {i} fyi"]
        if role == "assistant":
            frames = [f"I'd quote {i} whenever you follow up, so it doesn't get treated as a new case."]
        return pick(rng, frames, used, (kind, role)), [i]
    if kind == "port":
        while True:
            p = str(rng.choice([rng.randint(3000, 9999), rng.randint(10000, 49999)]))
            if p not in used and not p.startswith("20"): break
        used.add(p)
        frames = [f"the x-ray console talks to the PMS on port {p}", f"firewall guy opened {p} for the lab machine",
                  f"portal is on :{p} now instead of the old one", f"the DICOM thing listens on {p}, the installer wrote it on the box",
                  f"remote support needs port {p} open tmrw morning, they said 8ish", f"set the reminders service to {p}, don't ask"]
        if role == "assistant":
            frames = [f"Then the lab integration should point at port {p}; write that on the network diagram."]
        return pick(rng, frames, used, (kind, role)), [p]
    if kind == "version":
        while True:
            v = f"{rng.randint(2, 14)}.{rng.randint(0, 19)}.{rng.randint(1, 30)}"
            if v not in used: break
        used.add(v)
        frames = [f"PMS is on {v} at the moment", f"they want us on v{v} before the install", f"update to {v} broke the reminders last time",
                  f"the x-ray software says version {v} in the corner", f"release notes for {v} mention the label bug",
                  f"firmware {v} on the DR panel per the sticker"]
        if role == "assistant":
            frames = [f"The vendor's notes say {v} is the minimum for the DICOM bridge, so check that first."]
        return pick(rng, frames, used, (kind, role)), [v]
    if kind == "money":
        while True:
            t = rng.randint(0, 3)
            m = (f"${rng.randint(2, 99)},{rng.randint(0, 9)}{rng.randint(0, 9)}0" if t == 0 else
                 f"${rng.randint(11, 999)}.{rng.randint(10, 99)}" if t == 1 else
                 f"{rng.randint(2, 60)}k" if t == 2 else f"${rng.randint(120, 9900)}")
            if m not in used: break
        used.add(m)
        frames = [f"the quote came back at {m} for the year", f"she owes {m} and wants a paymnet plan, third one this month",
                  f"Patterson invoice was {m}, higher than last month", f"owner approved {m} for the inspection fixes",
                  f"service contract renewal is {m}, which is insane", f"we're {m} over on drugs this quarter"]
        if role == "assistant":
            frames = [f"So the plan would be {m} total, split into monthly payments."]
        return pick(rng, frames, used, (kind, role)), [m]
    if kind == "date":
        while True:
            mo = rng.choice(["Jan", "Feb", "March", "April", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"])
            d = rng.randint(1, 28)
            dt = rng.choice([f"{mo} {d}", f"{d} {mo}", f"{mo} {d}th" if d > 3 and d < 21 else f"{mo} {d}"])
            if dt not in used and not any(dt in u or u in dt for u in used if isinstance(u, str) and u[:3] == dt[:3]): break
        used.add(dt)
        frames = [f"inspection is {dt}, they confirmed by email", f"xray install got moved to {dt}",
                  f"her payment plan starts {dt}", f"drug log audit due {dt}, don't let me forget",
                  f"lease on the grooming room is up {dt}", f"the new tech starts {dt} if her license clears"]
        if role == "assistant":
            frames = [f"Then {dt} is the deadline to work back from."]
        return pick(rng, frames, used, (kind, role)), [dt]
    if kind == "decision":
        c, r = uniq(EN_DECISIONS)
        frames = [f"ok going with {c}, mostly because {r}", f"we'll do {c} - {r}", f"decided: {c}. reason being {r}",
                  f"{c} it is, {r} and I'm not arguing about it again", f"after the staff mtg we picked {c} since {r}",
                  f"fine, {c}. {r}."]
        if role == "assistant":
            frames = [f"Then the decision is {c}, and the reason on record is that {r}."]
        return pick(rng, frames, used, (kind, role)), [c, r]
    if kind == "constraint":
        a, c = uniq(EN_CONSTRAINTS)
        frames = [f"nobody is to {a} {c}", f"rule from the owner: do not {a} {c}", f"reminder to self, never {a} {c}",
                  f"can you remember that we don't {a} {c}, ever", f"{a}? not {c}. period",
                  f"the inspector was clear that staff must not {a} {c}"]
        if role == "assistant":
            frames = [f"I'll treat it as a hard rule: don't {a} {c}."]
        return pick(rng, frames, used, (kind, role)), [a, c]
    t = uniq(EN_TOPICS)
    frames = [f"does anyone know who owns the {t}?", f"still waiting to hear about the {t}", f"what are we doing abt the {t}??",
              f"remind me, is the {t} even our problem", f"has the {t} been sorted or not", f"nobody answered me about the {t} btw"]
    return pick(rng, frames, used, (kind, role)), [t]


# ----------------------------------------------------------------------------------------------
# Chinese pools
ZH_NAMES = ["老张", "小李", "王建华医生", "陈护士长", "刘思敏", "周晓峰", "孙主任", "赵丽娜", "黄师傅", "吴医生",
            "郑佳怡", "冯国强", "何小雨", "林经理", "马丽", "唐老师", "许文博", "高振宇", "宋雅婷", "罗工"]
ZH_ROLES = ["前台的", "新来的助理", "设备公司的", "供应商那边的", "药房的", "检查组的", "IT外包的", "财务"]
ZH_DECISIONS = [("华东那家供应商", "他们售后响应快"), ("二手的DR平板", "比新的便宜一半"), ("周二周四轮班", "周末没人愿意上班"),
                ("云端备份", "机房每年春天都漏水"), ("最多分三期", "上次两个客户都没还钱"), ("纸质麻醉药登记本", "检查组上次点名表扬过"),
                ("微信预约", "客户一直在问"), ("请兼职医生", "加班费太高了"), ("每周五盘点", "老是对不上数"),
                ("短信提醒", "邮寄费又涨了"), ("小号的高压灭菌锅", "放得进柜台下面"), ("铅门改造", "辐射防护的专家要求的"),
                ("租赁X光机", "一次性买断现金流撑不住"), ("投诉统一走一个邮箱", "上个月丢了好几条投诉")]
ZH_CONSTRAINTS = [("销毁氯胺酮", "没有第二个人签字的时候"), ("重启服务器", "手术进行中"), ("把客户电话给别人", "客户没书面同意的情况下"),
                  ("改已经签字的麻药登记", "院长没点头之前"), ("电话里收信用卡", "没签估价单的情况下"), ("挪动X光机头", "辐射检测没签字之前"),
                  ("从没资质的供应商进货", "就算缺货的时候"), ("让寄养区的员工开药柜", "我不在院里的时候"), ("删客户档案", "还有欠款的时候"),
                  ("答应退款", "院长没看过投诉之前"), ("升级系统", "晚上备份跑完之前"), ("在网上发诊所照片", "照片里有客户宠物的时候"),
                  ("安排手术", "当班医生少于两个人的时候"), ("换班", "没写进交接本的时候")]
ZH_TOPICS = ["灭火器年检", "铅衣更换", "夜间电话转接", "停车场照明", "工服补贴", "旧的灭菌锅", "剂量计徽章", "寄养区扩建",
             "会员小程序登录问题", "医疗废物回收", "春节值班表", "牙科传感器保修"]
ZH_PET = ["豆豆", "球球", "旺财", "咪咪", "大黄", "小白", "团子", "可乐"]
ZH_BREED = ["金毛", "泰迪", "柯基", "布偶猫", "英短", "哈士奇", "边牧", "法斗"]
ZH_FILLER_U = ["好的", "嗯嗯", "明白了", "谢谢", "等一下，来了个急诊", "继续吧", "有道理", "刚才在手术室", "行", "唉，累死了",
               "今天{N}个预约，还有好几个没来的", "{pet}又来了，那只{breed}，这个月第三次了哈哈", "咖啡机又坏了",
               "今天下雨，候诊区一股湿狗味", "那只{breed}咬了护士一口，没大事",
               "刚才一个客户在前台吵了半天，说去年剪指甲才30块今年怎么涨了，其实去年是活动价，门口牌子上写得清清楚楚。前台的小姑娘处理得挺好的，我就是想吐槽一下。好了，继续说正事吧"]
ZH_FILLER_A = ["好的，我们先把目前的情况整理一下：大部分事情已经有人在跟，还剩几个点要确认，不着急今晚全部弄完。",
               "明白，这个我记下来了，后面排班和采购的时候会考虑进去。",
               "小诊所一般的做法是分几步来：先定好每件事谁负责，再定一个回顾的日期，最后才改会影响客户的东西，这样前台不会措手不及。",
               "听起来今天真的很辛苦。跟法律有关的东西，比如麻药登记、辐射安全、病历，一定要保持干净，其他的可以慢慢来。",
               "我看了一下你说的情况，除了打印机偶尔掉线，没有发现别的异常。",
               "{breed}在诊室里确实不好弄，希望下午能轻松一点。",
               "我的建议是这样排：第一，跟动物安全和检查有关的先做；第二，每拖一周就多花钱的事情其次；第三，锦上添花的放最后。"
               "这样一排，这周的事情看起来就没那么吓人了。前台那边如果有客户问起来，统一口径说在处理就行，不用每个人都解释一遍。",
               "收到。交接的时候建议写短一点：改了什么、找谁、单据放在哪儿。早上七点没人会看长篇大论的交接本。"
               "另外如果方便的话，把这些也同步到共享文档里，这样明天开门的人第一眼就能看到。"]


def zh_fact(rng, kind, used, role):
    def uniq(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    if kind == "name":
        n = uniq(ZH_NAMES); r = rng.choice(ZH_ROLES)
        fr = [f"这个要找{r}{n}确认一下", f"{n}说周四可以顶班", f"下次盘点叫上{n}一起", f"出了问题直接打给{n}，别找我",
              f"上次来修机器的是{n}", f"以后麻药登记由{n}跟我一起签"]
        if role == "assistant": fr = [f"交接单上我会写{n}作为联系人。"]
        return pick(rng, fr, used, (kind, role)), [n]
    if kind == "command":
        while True:
            c = rng.choice(EN_CMDS).format(svc=rng.choice(EN_SVCS), n=rng.randint(2, 9), p=rng.choice([5432, 4242, 8080, 11112, 104]),
                                         l="abc"[rng.randint(0, 2)])
            if c not in used: break
        used.add(c)
        fr = [f"IT说屏幕再卡住就跑一下 `{c}`", f"我敲了 `{c}`，出来一大堆看不懂", f"我输的是：\n$ {c}\n然后就没反应了",
              f"上班时间跑 `{c}` 会不会有影响", f"上次好像是用 `{c}` 弄好的"]
        if role == "assistant": fr = [f"你可以自己用 `{c}` 看一下，这个只读，不会改东西。"]
        return pick(rng, fr, used, (kind, role)), [c]
    if kind == "id":
        while True:
            t = rng.randint(0, 2)
            i = f"{rng.choice(EN_IDPFX)}-{rng.randint(1000, 9999)}" if t < 2 else f"#{rng.randint(300, 4999)}"
            if i not in used: break
        used.add(i)
        fr = [f"厂家给开了工单{i}", f"这个投诉登记在 {i} 里了", f"供应商平台上的单号是{i}", f"回电话的时候报{i}就行",
              f"发票有争议那个是{i}", f"缺货那单，平台上查得到，{i}"]
        if role == "assistant": fr = [f"后面跟进的时候记得报 {i}，免得又当新问题处理。"]
        return pick(rng, fr, used, (kind, role)), [i]
    if kind == "port":
        while True:
            p = str(rng.randint(3000, 49999))
            if p not in used and not p.startswith("20"): break
        used.add(p)
        fr = [f"X光工作站连系统用的是{p}端口", f"防火墙那边给化验仪开了 {p}", f"小程序后台现在走{p}", f"明天远程维护要开{p}端口",
              f"装机的师傅在箱子上写了个{p}，说是影像接收的端口", f"化验仪那个端口改成{p}了，别问我为什么"]
        if role == "assistant": fr = [f"那化验仪的接口就配到 {p} 端口，记得写进网络图。"]
        return pick(rng, fr, used, (kind, role)), [p]
    if kind == "version":
        while True:
            v = f"{rng.randint(2, 14)}.{rng.randint(0, 19)}.{rng.randint(1, 30)}"
            if v not in used: break
        used.add(v)
        fr = [f"系统现在还是{v}版本", f"他们要求装机前升到 {v}", f"上次升{v}以后提醒短信就不发了", f"X光软件右下角写的是{v}",
              f"平板探测器固件是{v}，贴纸上看的", f"厂家说{v}修了打标签的那个bug"]
        if role == "assistant": fr = [f"厂家说明里写着最低要 {v}，先确认一下这个。"]
        return pick(rng, fr, used, (kind, role)), [v]
    if kind == "money":
        while True:
            t = rng.randint(0, 2)
            m = f"{rng.randint(2, 30)}万元" if t == 0 else (f"¥{rng.randint(3, 99)*100}" if t == 1 else f"{rng.randint(3, 99)*100}块")
            if m not in used and not any(m in u or u in m for u in used if isinstance(u, str)): break
        used.add(m)
        fr = [f"报价是{m}一年", f"她还欠{m}，想分期", f"这个月药品发票{m}，比上个月多", f"院长批了{m}用来整改", f"维保续费要{m}，太贵了"]
        if role == "assistant": fr = [f"那就是总共{m}，按月分期。"]
        return pick(rng, fr, used, (kind, role)), [m]
    if kind == "date":
        while True:
            dt = f"{rng.randint(1, 12)}月{rng.randint(1, 28)}{rng.choice(['日', '日', '号'])}"
            if dt not in used and not any(dt in u or u in dt for u in used if isinstance(u, str)): break
        used.add(dt)
        fr = [f"检查定在{dt}", f"X光机安装改到{dt}了", f"她的分期从{dt}开始", f"麻药登记{dt}之前要交", f"美容室的租约{dt}到期"]
        if role == "assistant": fr = [f"那{dt}就是截止日期，往前倒排。"]
        return pick(rng, fr, used, (kind, role)), [dt]
    if kind == "decision":
        c, r = uniq(ZH_DECISIONS)
        fr = [f"那就定了，用{c}，因为{r}", f"最后决定选{c}，主要是{r}", f"就用{c}吧，{r}", f"开完会定了{c}，理由是{r}",
              f"还是{c}，{r}，别再改了"]
        if role == "assistant": fr = [f"好，那就记为决定：{c}，原因是{r}。"]
        return pick(rng, fr, used, (kind, role)), [c, r]
    if kind == "constraint":
        a, c = uniq(ZH_CONSTRAINTS)
        fr = [f"记住，{c}不要{a}", f"{c}禁止{a}", f"院长说了，{c}一律不准{a}", f"{c}别{a}，出了事谁都担不起", f"检查组强调{c}绝对不能{a}"]
        if role == "assistant": fr = [f"我会当成硬性规定：{c}不能{a}。"]
        return pick(rng, fr, used, (kind, role)), [a, c]
    t = uniq(ZH_TOPICS)
    fr = [f"{t}谁负责？", f"{t}的事还没人回复呢", f"{t}到底怎么弄啊", f"有人知道{t}归谁管吗", f"{t}还没定"]
    return pick(rng, fr, used, (kind, role)), [t]


# ----------------------------------------------------------------------------------------------
def fill(rng, s, zh):
    return s.format(N=rng.randint(14, 48), pet=rng.choice(ZH_PET if zh else PET), breed=rng.choice(ZH_BREED if zh else BREED))


def conversation(seed, zh, per_kind, attempt=0):
    rng = random.Random(seed * 1009 + 77 + attempt * 31337)
    messages = rng.randint(130, 280)
    roles = ["user" if i % 2 == 0 else "assistant" for i in range(messages)]
    plan = [k for k in KINDS for _ in range(per_kind)]
    rng.shuffle(plan)
    # ~80% of facts in user messages (at most 2 per message), the rest in assistant messages
    n_asst = round(len(plan) * 0.2)
    u_idx = [i for i in range(messages) if roles[i] == "user"]
    a_idx = [i for i in range(messages) if roles[i] == "assistant"]
    cap = 2 if len(plan) - n_asst > len(u_idx) * 0.7 else 1
    if (len(plan) - n_asst) > len(u_idx) * 2:
        cap = 3
    slots_u = rng.sample([i for i in u_idx for _ in range(cap)], len(plan) - n_asst)
    slots_a = rng.sample(a_idx, n_asst)
    slots = sorted(slots_u + slots_a)   # facts spread over the whole conversation, in plan order
    per_msg = {}
    for k, s in zip(plan, slots):
        per_msg.setdefault(s, []).append(k)
    used, facts, texts = Used(), [], []
    gen = zh_fact if zh else en_fact
    for i, role in enumerate(roles):
        parts = []
        for k in per_msg.get(i, []):
            t, needles = gen(rng, k, used, role)
            parts.append(t); facts.append((k, needles, len(texts)))
        if role == "user":
            if not parts:
                pool = ZH_FILLER_U if zh else (EN_FILLER_U_LONG if rng.random() < 0.12 else EN_FILLER_U)
                text = fill(rng, rng.choice(pool), zh)
            else:
                if len(parts) == 1:
                    text = parts[0]
                elif zh:
                    text = rng.choice(["。", "\n", "；", "。对了，"]).join(parts)
                else:
                    text = rng.choice([", also ", ". and btw ", "\n", " - oh and ", "; "]).join(parts)
                if rng.random() < 0.25:   # chit-chat wrapped around the fact
                    pre = fill(rng, rng.choice(ZH_FILLER_U if zh else EN_FILLER_U), zh)
                    text = pre + ("。" if zh else ". ") + text
        else:
            pool = ZH_FILLER_A if zh else EN_FILLER_A
            body = [fill(rng, x, zh) for x in rng.sample(pool, rng.choice([1, 1, 2, 3]))]
            if parts:
                body.insert(rng.randint(0, len(body)), ("" if zh else " ").join(parts))
            text = ("" if zh else "\n\n" if rng.random() < 0.5 else " ").join(body)
        texts.append((role, text))
        if role == "assistant" and rng.random() < 0.12:
            name, argf = rng.choice(EN_CALLS)
            texts.append(("call", (name, json.dumps(argf(rng)))))
            texts.append(("result", (name, rng.choice(EN_RESULTS[name]).format(k=rng.randint(0, 9)))))
    rows = []
    for i, (role, text) in enumerate(texts):
        at = f"2026-11-{20 + i // 1440:02d}T{(i // 60) % 24:02d}:{i % 60:02d}:00.000Z"
        rid = f"msg_q{i + 1:05d}"
        if role == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_{i}", "name": text[0], "arguments": text[1]}, "meta": {}})
        elif role == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_{i-1}", "name": text[0], "status": "completed", "output": text[1]}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
    return rows, facts, texts


def check(facts, texts, boiler):
    """every needle occurs in its own message, exactly once in the whole conversation, and not in the boilerplate."""
    alltext = [t if isinstance(t, str) else t[1] for _, t in texts]
    problems = []
    for kind, needles, mi in facts:
        for x in needles:
            if x not in alltext[mi]:
                problems.append(f"{kind} needle {x!r} not in its message")
            n = sum(t.count(x) for t in alltext)
            if n != 1:
                problems.append(f"{kind} needle {x!r} occurs {n} times")
            if x in boiler:
                problems.append(f"{kind} needle {x!r} in boilerplate")
    return problems


def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed: {p.stderr}")
    return p.stdout


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    shutil.rmtree(work, ignore_errors=True); os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}; maxc = 0
    for n, seed in enumerate(seeds):
        zh = n == len(seeds) - 1
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
        boiler = run(okbot, root, ["context", "show", "-a", "Writer"])
        for attempt in range(50):
            rows, facts, texts = conversation(seed, zh, per_kind, attempt)
            problems = check(facts, texts, boiler)
            if not problems: break
        else:
            sys.exit(f"seed {seed}: could not build a clean conversation: {problems[:5]}")
        with open(os.path.join(work, f"conv-{seed}.jsonl"), "w") as f:
            for r in rows: f.write(json.dumps(r, ensure_ascii=False) + "\n")
        with open(os.path.join(work, f"facts-{seed}.json"), "w") as f:
            json.dump([{"kind": k, "needles": x, "row": mi} for k, x, mi in facts], f, ensure_ascii=False, indent=0)
        batch, inb, runs = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message": inb += 1
            if inb >= 25 or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                batch, inb = [], 0
                run(okbot, root, ["compress", "-a", "Writer", "--now"]); runs += 1
        shown = run(okbot, root, ["context", "show", "-a", "Writer"])
        for dp, _, fs in os.walk(root):
            if "session-summary.json" in fs:
                maxc = max(maxc, len(json.load(open(os.path.join(dp, "session-summary.json")))["summary"]))
        found, missing = 0, []
        for kind, needles, _ in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok: missing.append(f"  missing {kind}: {' + '.join(needles)}")
        nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
        print(f"seed {seed} ({'zh' if zh else 'en'}, {nmsg} messages, {len(rows)} rows, {runs} compressions, attempt {attempt}): "
              f"{found}/{len(facts)} = {100*found/len(facts):.1f}%")
        for m in missing: print(m)
        sys.stdout.flush()
    f = sum(v[0] for v in tot.values()); p = sum(v[1] for v in tot.values())
    for k in KINDS: print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100*tot[k][0]/tot[k][1]:.1f}")
    print(f"retention overall {100*f/p:.1f}")
    print(f"max summary chars {maxc}")


if __name__ == "__main__":
    main()

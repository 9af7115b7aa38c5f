#!/usr/bin/env python3
"""Held-out retention set "aj" for okbot's conversation summaries.

Usage:
    PER_KIND=n SUMMARY_MAX=chars python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, made anew each run)
    seed     seeds to run (default 1 2 3 4 5); the LAST seed's conversation is in Chinese

Env:
    PER_KIND     facts of each of the ten kinds per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars to set (default 2000)

Theme: a restaurant owner opening a second location - the fit-out contractor, the health
inspection, the POS system and kitchen display network, food suppliers and deliveries, hiring a
head chef, a bank loan. He types fast on a phone (few capitals, little punctuation, abbreviations,
several half-sentences in a line); the assistant replies at length, with tool calls in between.
The Chinese conversation: 开第二家分店的餐馆老板，装修、卫生检查、收银系统、供应商、招主厨、贷款.

Each conversation is seeded with PER_KIND facts of each kind (name, command, id, port, version,
money, date, decision, constraint, question). Each fact has needles: exact substrings that occur in
exactly one row of the conversation. Rows are appended 25 messages per batch, each batch followed
by `okbot compress --now`; at the end a fact counts as kept only when ALL its needles are found
verbatim (case-sensitive) in `okbot context show`.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import random

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]
PH = re.compile(r"\[(.+?)\]")


def mark(s):
    return PH.sub(r"\1", s), PH.findall(s)


# ----------------------------------------------------------------------------- English pools
EN_FIRST = ["Marco", "Dana", "Priya", "Tomasz", "Keisha", "Luis", "Brigid", "Omar", "Yvette", "Hakan",
            "Rosalind", "Declan", "Mei", "Anselm", "Farah", "Gustavo", "Ingrid", "Jerome", "Nadia",
            "Oskar", "Paloma", "Rufus", "Simone", "Thaddeus", "Ulla", "Wendell", "Zora", "Bastien",
            "Colette", "Desmond"]
EN_LAST = ["Okafor", "Brennan", "Villanueva", "Kowalczyk", "Haddad", "Lindqvist", "Moreau", "Nakamura",
           "Pritchard", "Quintero", "Rasmussen", "Szabo", "Trevino", "Underhill", "Whitcombe",
           "Abernathy", "Castellano", "Delacroix", "Esposito", "Fairweather", "Gallagher", "Holloway",
           "Iwasaki", "Jaramillo", "Kavanagh", "Lachance", "Mbeki", "Novak", "Ostrowski", "Pellegrini"]
EN_ROLES = ["the fit-out foreman", "the health inspector", "the loan officer at the credit union",
            "a head chef candidate", "the produce rep", "the guy installing the POS", "the landlord's agent",
            "our bookkeeper", "the electrician", "the plumber doing the grease trap", "the fish supplier",
            "the architect", "the hood cleaning guy", "the kds support tech", "the meat supplier's driver",
            "a sous chef i might poach", "the fire marshal", "the sign company lady", "the insurance broker",
            "the wine distributor rep"]

EN_DECISIONS = [
    ("[going w lightspeed for the pos] not square", "[the kds keeps working offline] when the wifi drops"),
    ("[signing the 10 yr lease] on the elm st unit", "[the landlord covers the hvac] for the first 3 yrs"),
    ("[hiring the chef from the tapas place]", "[she already ran a 90 cover room] by herself"),
    ("[taking the sba loan] instead of the equipment lease", "[the rate is fixed for 7 yrs]"),
    ("[dropping the brunch menu] for the new spot", "[the neighborhood is dead before 11]"),
    ("[splitting produce between two suppliers]", "[one late truck cant sink a whole saturday]"),
    ("[putting the pass on the left side]", "[the dish pit drain is already there]"),
    ("[buying the used combi oven] not new", "[the warranty transfers with it]"),
    ("[opening with dinner only for 6 weeks]", "[we need the line trained before lunch rush]"),
    ("[going cashless at the new location]", "[counting the drawer eats an hour every night]"),
    ("[paying the contractor in 4 draws]", "[i want leverage until the final walkthrough]"),
    ("[keeping the old menu prices] for opening", "[regulars will compare the two places]"),
    ("[wiring ethernet to every kds screen]", "[the mesh wifi kept dropping orders]"),
    ("[using the same fish guy for both stores]", "[his invoices never had a shortage]"),
    ("[skipping the grand opening party]", "[soft open with friends is less risk]"),
    ("[moving the walk in to the back hallway]", "[the inspector flagged the old spot]"),
]
EN_CONSTRAINTS = [
    "[never book deliveries before 7am] the neighbors will kill us",
    "[no payments to the contractor without photos] of the finished work",
    "[dont give the pos vendor remote access] unless im on the phone",
    "[only schedule interviews on mondays] thats the one slow day",
    "[never email the bank from the shared inbox]",
    "[keep the loan docs out of the group chat]",
    "[no seafood orders on sundays] nobody fresh is running",
    "[always cc my wife on anything over ten grand]",
    "[dont change the wifi password during service]",
    "[never let the crew cut into the fire wall]",
    "[no new suppliers without a sample delivery] first",
    "[menu changes only after the tasting] with both chefs",
    "[dont tell the old staff about the chef hire] yet",
    "[never prop the walk in door open] even for a minute",
    "[all receipts go to the bookkeeper by friday night]",
    "[no updates on the pos during a weekend]",
]
EN_QUESTIONS = [
    "does the [grease trap need its own permit] or is it under the plumbing one",
    "can we [deduct the fit-out on this years taxes]",
    "is it normal for [a head chef to want equity]",
    "do i need [a separate liquor license for the patio]",
    "should the [kds and the pos be on their own vlan]",
    "what happens if [the inspector fails us on opening week]",
    "is there a [rule about how close the dumpster can be] to the door",
    "can the [bank call the loan early if we miss one payment]",
    "do we have to [pay overtime for the training days]",
    "is [a 3 compartment sink still required] if we have the dish machine",
    "can [tips be pooled with the kitchen staff] legally here",
    "would [the old walk in compressor survive the move]",
    "is there [any grant for energy star kitchen gear]",
    "how do other people [handle allergen labels on the kds]",
    "do i need [a backflow test before the inspection]",
    "can we [run the hood fans off the same breaker]",
]
EN_PIVOTS = ["anyway separate thing", "anyway not urgent. on the other stuff", "park that. meanwhile",
             "dunno. anyhow", "just thinking out loud lol. more important rn", "no idea. ok so"]

# ----------------------------------------------------------------------------- Chinese pools
ZH_SUR = list("王李张刘陈杨赵黄周吴徐孙马胡朱郭何罗高林谢宋唐韩冯邓曹彭曾萧田董袁潘")
ZH_GIVEN = ["建国", "晓东", "丽华", "志强", "海燕", "文博", "小军", "雪梅", "俊杰", "红霞", "立新", "佳怡",
            "国栋", "秀英", "子涵", "德明", "春燕", "振华", "美玲", "宏伟", "静怡", "永刚", "思远", "桂芳"]
ZH_ROLES = ["装修队的工头", "卫生局的检查员", "银行的客户经理", "来面试主厨的师傅", "冻品供应商的业务员",
            "装收银系统的师傅", "房东那边的中介", "我们的会计", "电工师傅", "做隔油池的水电工", "海鲜档口老板",
            "设计师", "油烟机清洗公司的人", "后厨显示屏的售后", "肉类供应商的司机", "消防那边的人",
            "做招牌的老板娘", "保险代理", "酒水代理商"]
ZH_DECISIONS = [
    ("[收银系统就用客如云]，不用美团那套", "[断网了后厨屏还能接着出单]"),
    ("[新店签十年租约]", "[房东答应前三年空调他管]"),
    ("[主厨就定那个做湘菜的]", "[他自己带过一百个位的厨房]"),
    ("[贷款走银行的经营贷]，不搞设备租赁了", "[利率能锁五年]"),
    ("[新店先不做早茶]", "[那片上午十一点前根本没人]"),
    ("[蔬菜分两家供应商送]", "[一家送晚了不至于整个周末瘫掉]"),
    ("[出菜口放左边]", "[洗碗区的下水本来就在那边]"),
    ("[买二手的蒸烤箱]", "[保修可以一起转过来]"),
    ("[开业头六周只做晚市]", "[后厨得先练熟再接午市]"),
    ("[新店只收电子支付]", "[每天晚上点现金太耽误事]"),
    ("[装修款分四次付]", "[最后验收前我得留点主动权]"),
    ("[开业先不涨价]", "[老顾客肯定会两边比价]"),
    ("[每块后厨屏都拉网线]", "[Mesh的Wi-Fi老是掉单]"),
    ("[两家店用同一个海鲜供应商]", "[他的单子从来没缺过斤两]"),
    ("[不搞开业典礼了]", "[先请朋友试营业风险小]"),
]
ZH_CONSTRAINTS = [
    "[早上七点前不要安排送货]，邻居会投诉",
    "[没拍照验收不给装修队付款]",
    "[不要给收银系统厂家远程权限]，除非我在电话上",
    "[面试只约周一]，那天最闲",
    "[别用公用邮箱给银行发邮件]",
    "[贷款资料不要发到群里]",
    "[周日不订海鲜]，那天没新鲜货",
    "[超过一万的事都要抄送我老婆]",
    "[营业时间不要改Wi-Fi密码]",
    "[不准工人动防火墙]",
    "[新供应商必须先送样品]",
    "[菜单改动要等两个厨师试完菜]",
    "[主厨的事先别跟老店员工说]",
    "[冷库门一分钟都不能开着]",
    "[所有发票周五晚上前交给会计]",
    "[周末不要升级收银系统]",
]
ZH_QUESTIONS = [
    "[隔油池是不是要单独办许可]，还是跟水电一起报",
    "[装修费能不能今年抵税]",
    "[主厨要股份正常吗]",
    "[外摆区要不要另外办酒牌]",
    "[后厨屏和POS要不要分开网段]",
    "要是[开业那周卫生检查没过会怎样]",
    "[垃圾桶离后门多远有没有规定]",
    "[少还一期银行能不能提前收贷]",
    "[培训那几天要不要算加班费]",
    "有了洗碗机[还要不要三格水池]",
    "[小费能不能跟后厨一起分]",
    "[旧冷库的压缩机搬过去还能用吗]",
    "[节能厨具有没有补贴]",
    "别人家[过敏原标签怎么在后厨屏上显示]",
    "[检查前要不要做防回流测试]",
    "[排烟风机能不能跟别的共用一个空开]",
]
ZH_PIVOTS = ["算了先不管这个", "这个回头再说，先说正事", "想到就问一句哈，另外", "不急，先说另一个",
             "随口一问哈。对了", "先放着吧。还有"]

# ----------------------------------------------------------------------------- value generators
CMD_GENS = [
    lambda r: "ping -c 4 kds-grill-%d.local" % r.randint(2, 9),
    lambda r: "ssh admin@pos-%s-%d" % (r.choice(["elm", "north", "store2", "main"]), r.randint(10, 99)),
    lambda r: "sudo systemctl restart %s" % r.choice(["kds-bridge", "printer-relay", "menuboard", "pos-sync"]),
    lambda r: "nmap -p 9100 --open 10.%d.%d.0/24" % (r.randint(20, 99), r.randint(20, 99)),
    lambda r: "lpstat -p kitchen_printer_%d" % r.randint(2, 9),
    lambda r: "speedtest-cli --simple --server %d" % r.randint(11000, 39000),
    lambda r: "rsync -av menus/ pi@menuboard-%d:/srv/menus/" % r.randint(2, 9),
    lambda r: "docker compose up -d %s" % r.choice(["kds", "kds-relay", "orderhub"]),
    lambda r: "arp -a | grep -i %s" % r.choice(["epson", "star", "bixolon"]),
    lambda r: "tail -f /var/log/kds/%s.log" % r.choice(["bridge", "expo", "router"]),
    lambda r: "python3 export_sales.py --store %s --month %d" % (r.choice(["elm", "main", "two"]), r.randint(1, 12)),
    lambda r: "sudo ufw allow from 10.%d.0.0/16" % r.randint(20, 99),
    lambda r: "iperf3 -c nas-%d.local -t 30" % r.randint(2, 9),
    lambda r: "scp z_report_%s.csv office@nas.local:/backups/" % r.choice(["nov", "oct", "dec", "q3"]),
    lambda r: "sqlite3 inventory.db '.tables'",
    lambda r: "./deploy_menu.sh --location %s --dry-run" % r.choice(["elm", "two", "north"]),
    lambda r: "sudo reboot now # kds-pass-%d" % r.randint(2, 9),
    lambda r: "journalctl -u %s --since today" % r.choice(["kds-bridge", "cups", "pos-agent"]),
]


def gen_id(r):
    f = r.randrange(9)
    L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    if f == 0: return "INV-%05d" % r.randint(10000, 99999)
    if f == 1: return "TKT-%04d" % r.randint(1000, 9999)
    if f == 2: return "PO-%d" % r.randint(100000, 999999)
    if f == 3: return "HD-%d" % r.randint(200000, 899999)
    if f == 4: return "%s%s%d%s" % (r.choice(L), r.choice(L), r.randint(1000, 9999), r.choice(L))
    if f == 5: return "SR%d" % r.randint(1000000, 9999999)
    if f == 6: return "ORD-%s%d" % (r.choice(L), r.randint(1000, 9999))
    if f == 7: return "WO-%d-%s" % (r.randint(100, 999), r.choice(L) + r.choice(L))
    return "BK%s%d" % (r.choice(L) + r.choice(L), r.randint(10000, 99999))


PORTS = [8080, 8443, 9100, 5000, 3000, 8000, 8888, 1883, 5432, 6379, 9001, 7000, 4242, 631, 9443, 8081,
         10443, 5353, 2055, 4370, 6543, 7443, 9091, 3389, 8123, 2323, 4001, 6001]


def gen_version(r):
    f = r.randrange(6)
    if f == 0: return "%d.%d.%d" % (r.randint(2, 9), r.randint(0, 19), r.randint(0, 9))
    if f == 1: return "v%d.%d" % (r.randint(1, 9), r.randint(0, 12))
    if f == 2: return "v%d.%d.%d" % (r.randint(1, 6), r.randint(0, 30), r.randint(1, 9))
    if f == 3: return "%d.%d.%d-lts" % (r.randint(3, 12), r.randint(0, 9), r.randint(0, 9))
    if f == 4: return "build %d" % r.randint(1100, 9899)
    return "rev %d.%d" % (r.randint(1, 9), r.randint(1, 9))


def gen_money_en(r):
    f = r.randrange(5)
    if f == 0: return "${:,}".format(r.randint(12, 95) * 1000 + r.choice([0, 250, 500, 750]))
    if f == 1: return "${:,}".format(r.randint(120, 980) * 10)
    if f == 2: return "$%d.%02d" % (r.randint(11, 89), r.choice([25, 50, 75, 99, 40]))
    if f == 3: return "${:,}".format(r.randint(101, 480) * 1000)
    return "%dk" % r.randint(13, 95) if r.random() < 0.3 else "${:,}".format(r.randint(2, 9) * 1000 + r.randint(1, 99) * 10)


def gen_money_zh(r):
    f = r.randrange(5)
    if f == 0: return "%d元" % (r.randint(12, 98) * 100)
    if f == 1: return "¥{:,}".format(r.randint(11, 95) * 1000 + r.choice([0, 500]))
    if f == 2: return "%d.%d万" % (r.randint(1, 60), r.randint(1, 9))
    if f == 3: return "%d块" % r.randint(130, 990)
    return "%d万元" % r.randint(11, 99)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]


def ordn(d):
    return "%d%s" % (d, "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def gen_date_en(r):
    f = r.randrange(6)
    m = r.randrange(12)
    d = r.randint(2, 28)
    if f == 0: return "%s %d" % (MONTHS[m], d)
    if f == 1: return "%s %s" % (MONTHS[m][:3].lower(), ordn(d))
    if f == 2: return "%d/%d" % (m + 1, d)
    if f == 3: return "next %s the %s" % (r.choice(DAYS), ordn(d))
    if f == 4: return "%s %s" % (MONTHS[m][:3], ordn(d))
    return "%s %d" % (MONTHS[m].lower(), d)


def gen_date_zh(r):
    f = r.choice([0, 0, 0, 1, 1, 1, 2, 2, 3])
    m = r.randint(1, 12)
    d = r.randint(2, 28)
    if f == 0: return "%d月%d日" % (m, d)
    if f == 1: return "%d月%d号" % (m, d)
    if f == 2: return "%d.%d" % (m, d) if d >= 10 else "%d月%d日" % (m, d)
    return "下个月%d号" % d


# ----------------------------------------------------------------------------- fact templates
# each template: (role, text) where {v} is the value, or for decisions {c}/{r}
EN_T = {
    "name": [
        ("user", "{v} is {role}, saving the number now"),
        ("user", "met {v} today, {role}. seemed legit, talks a lot tho"),
        ("user", "ok so {role} is {v} - they sign off on everything so be nice lol"),
        ("user", "fyi {role} = {v}. if anyone calls saying theyre from there thats who"),
        ("user", "forgot to say, {v} came by the site. {role}. wants a walk thru tmrw"),
        ("user", "pls remember {v}, {role}, i keep forgetting names when im tired"),
        ("assistant", "Got it — I'll treat {v} as {role} from here on. When you talk to them next, it's worth confirming the best way to reach them after hours, since most of the fit-out surprises happen at 7pm."),
        ("assistant", "Noted: {v} ({role}). If you'd like, I can draft a short intro email you can send so they have your details and the opening timeline in one place."),
    ],
    "command": [
        ("user", "the pos guy said run {v} if the screens freeze again. writing it here so i dont lose it"),
        ("user", "ran {v} on the back office pc and got a wall of text lol"),
        ("user", "my nephew says just do `{v}` and stop calling support every time"),
        ("user", "installer left a sticky note on the router: {v}  no idea what it does"),
        ("user", "tried {v} like u said, nothing happened for like a min then it came back??"),
        ("user", "ok typed {v} and it asked for a password. which one, the wifi one?"),
        ("assistant", "Next time the ticket printer goes quiet, open a terminal on the back-office laptop and run:\n\n    {v}\n\nThen paste me whatever it prints — even an error tells us whether the laptop can see the device at all."),
        ("assistant", "The quickest check is `{v}`. It doesn't change anything, it only reports, so it's safe to run in the middle of service."),
    ],
    "id": [
        ("user", "support ticket is {v} if they ask"),
        ("user", "Fwd: your order has shipped\n> Order number: {v}\n> Carrier: freight, liftgate required\n> Please have someone on site to sign\nthis is the ice machine. do we have a liftgate guy"),
        ("user", "contractor sent invoice {v} for the framing, havent paid it yet"),
        ("user", "booking ref for the hood install is {v}, they said 8-12 window"),
        ("user", "the bank opened a case, number {v}. lady said quote it every time"),
        ("user", "lol they lost my order AGAIN. reference {v}, can u keep track of it"),
        ("assistant", "Done — I've logged the callback request. Their system gave it the reference {v}; they said someone from the install team should reach out within two business days."),
        ("assistant", "The supplier portal shows the credit note against {v}, so you don't need to chase the driver about the short delivery."),
    ],
    "port": [
        ("user", "kds tech says the bridge listens on port {v}, does the firewall need that open"),
        ("user", "printer setup page says raw printing on {v}. whatever that means"),
        ("user", "the camera dvr web thing is on {v} i think, the login is on the box"),
        ("user", "pos vendor emailed: open {v} outbound for the payment terminal. thats it"),
        ("user", "nephew changed the menu board server to port {v} bc something else was using the old one"),
        ("user", "ok the sonos thing and the kds were both on the same port, moved the kds to {v}"),
        ("assistant", "From the logs, the order relay is trying to reach the expo screen on port {v} and timing out — so the screen is fine, something between them is blocking that port."),
        ("assistant", "I'd set the kitchen display bridge to {v} and leave it there. Write it on the inside of the network cabinet door so the next tech doesn't have to guess."),
    ],
    "version": [
        ("user", "pos app on the ipads says {v}. is that the latest"),
        ("user", "contractor sent drawings {v}, they moved the hand sink AGAIN"),
        ("user", "the kds firmware is {v} at the old store, new screens came with something newer"),
        ("user", "lease draft {v} from the lawyer, she says its final. its not final lol"),
        ("user", "updated the menu board software to {v} last night and the fonts are all weird now"),
        ("user", "bank's loan agreement is {v} now, they keep sending new pdfs"),
        ("assistant", "The release notes say the offline-order fix landed in {v}, so both stores should be on that before opening week."),
        ("assistant", "I checked: the printer driver you need is {v}. Older ones drop the modifier lines on long tickets, which is exactly the 'no onion' problem you saw."),
    ],
    "money": [
        ("user", "contractor quote came in at {v} for the whole fit out. thats w/o the hood"),
        ("user", "bank says they can do {v} max on the loan"),
        ("user", "chef wants {v} plus bonus. hmm"),
        ("user", "walk in cooler used one is {v}, guy says its 4 yrs old"),
        ("user", "pos hardware for the new place: {v} total incl 3 screens and 2 terminals"),
        ("user", "fish guy raised salmon to {v} a lb. again"),
        ("assistant", "Adding it up from the quotes you sent, the deposit due at signing comes to {v}. That leaves the rest of the draw schedule unchanged."),
        ("assistant", "The health department's fee schedule lists the plan review at {v} for a full-service restaurant of your size, payable when you submit."),
    ],
    "date": [
        ("user", "health inspection is {v}, they said morning"),
        ("user", "contractor says done by {v}. i'll believe it when i see it"),
        ("user", "chef can start {v} if we confirm this week"),
        ("user", "loan closing got moved to {v}, my guy at the bank just called"),
        ("user", "soft opening {v} thats the plan. dont let me move it"),
        ("user", "the pos install is booked for {v}, need someone there at 9"),
        ("assistant", "The fire marshal's office confirmed the final walkthrough for {v}. Hood suppression certificate and the extinguisher tags need to be on site that day."),
        ("assistant", "From the email, the equipment delivery window is {v}, so the floor tiling in the kitchen has to be cured before then."),
    ],
    "decision": [
        ("user", "ok decided. {c}, {r}"),
        ("user", "{c} - reason is {r}"),
        ("user", "after thinking about it all night: {c}. mainly bc {r}"),
        ("user", "{r}, so {c}. done, not debating it again"),
        ("user", "talked w my wife, {c}. {r} is the main thing"),
        ("user", "final answer {c}. {r}. moving on"),
        ("user", "been going back and forth but {c} since {r}"),
    ],
    "constraint": [
        ("user", "standing rule btw: {v}"),
        ("user", "pls remember this one, {v}. always"),
        ("user", "one thing thats non negotiable — {v}"),
        ("user", "just so ur aware going fwd {v}"),
        ("user", "{v}. learned that the hard way at the first place"),
        ("user", "and fyi {v} ok? tell anyone who asks"),
        ("user", "rule for the new store: {v}"),
    ],
    "question": [
        ("user", "random q, {v}? {p} the tile guy is late again"),
        ("user", "hmm {v}?? {p} can u help me word the job post"),
        ("user", "something i keep wondering - {v}? {p} what do i tell the linen company"),
        ("user", "{v}? {p} need to reorder gloves"),
        ("user", "wait {v}? {p} the menu printer wants the final pdf"),
        ("user", "q nobody can answer me: {v}? {p} lunch break, back in 20"),
    ],
}

ZH_T = {
    "name": [
        ("user", "{role}叫{v}，电话我存了"),
        ("user", "今天见了{v}，就是{role}，人挺实在的就是话多"),
        ("user", "{role}是{v}，最后签字的是她，客气点哈"),
        ("user", "记一下，{v}，{role}，我最近记不住人名"),
        ("user", "刚加了{v}微信，{role}，明天去现场看"),
        ("user", "对了{v}下午来店里了，{role}，说下周再来一趟"),
        ("assistant", "好的，{v}我记成{role}了。下次跟他联系的时候，建议顺便问一下晚上能不能打电话，装修的事经常是晚上七点出状况。"),
        ("assistant", "收到：{v}（{role}）。需要的话我可以帮你写一段自我介绍，把开业时间表和你的联系方式一起发过去。"),
    ],
    "command": [
        ("user", "装POS的师傅说屏幕再卡就跑一下 {v} ，我记这儿免得忘"),
        ("user", "在后台电脑上跑了 {v} 出来一大堆英文看不懂"),
        ("user", "我外甥说直接 `{v}` 就行，别老打客服"),
        ("user", "路由器上贴了张纸条写着 {v} 不知道干啥的"),
        ("user", "按你说的试了 {v} ，卡了一分钟又好了？？"),
        ("user", "输了 {v} 让我输密码，哪个密码啊 Wi-Fi那个？"),
        ("assistant", "下次出单打印机又没反应的话，在后台那台笔记本上打开终端，运行：\n\n    {v}\n\n然后把输出原样发给我，哪怕是报错也能看出电脑到底连不连得上设备。"),
        ("assistant", "最快的检查办法是 `{v}`。它只读不改，营业中跑也没关系。"),
    ],
    "id": [
        ("user", "客服工单号 {v}，他们问就报这个"),
        ("user", "转发：您的订单已发货\n> 订单号：{v}\n> 物流：大件物流，需尾板车\n> 请安排人现场签收\n这是制冰机，谁有尾板车啊"),
        ("user", "装修队发来发票 {v} 是木工那部分的，还没付"),
        ("user", "烟罩安装的预约号是 {v}，说上午8点到12点之间来"),
        ("user", "银行那边立了个案，编号 {v}，说每次打电话都要报"),
        ("user", "又把我的单弄丢了！！单号 {v}，你帮我盯着点"),
        ("assistant", "已经登记好回电请求了，系统给的编号是 {v}，说安装组两个工作日内会联系你。"),
        ("assistant", "供应商后台显示 {v} 那单已经开了红字冲减，少送的那部分不用再找司机了。"),
    ],
    "port": [
        ("user", "后厨屏的售后说bridge监听的是{v}端口，防火墙要开吗"),
        ("user", "打印机设置页写着raw打印用{v}，啥意思"),
        ("user", "监控录像机的网页好像是{v}端口，账号在盒子上"),
        ("user", "POS厂家发邮件说刷卡机要放行出站{v}，就这一个"),
        ("user", "外甥把菜单屏的服务改到{v}端口了，说原来那个被占了"),
        ("user", "音响和后厨屏抢同一个端口，把后厨屏改成{v}了"),
        ("assistant", "从日志看，出单中转在连传菜口那块屏的{v}端口时超时了——屏本身没问题，是中间有东西挡了这个端口。"),
        ("assistant", "建议后厨屏的bridge就固定用{v}端口，写在弱电箱门里面，下次来的师傅就不用猜了。"),
    ],
    "version": [
        ("user", "iPad上的收银App显示{v}，是最新的吗"),
        ("user", "设计师发来图纸{v}，洗手池又挪了"),
        ("user", "老店的后厨屏固件是{v}，新屏出厂的好像更新"),
        ("user", "律师发的租约{v}，说是终稿，肯定不是终稿哈哈"),
        ("user", "昨晚把菜单屏软件升到{v}了，字体全乱了"),
        ("user", "银行的贷款合同现在是{v}了，天天发新PDF"),
        ("assistant", "更新说明里写着离线下单的问题是在{v}修好的，开业那周之前两家店都应该升到这个版本。"),
        ("assistant", "查了一下，你需要的打印机驱动是{v}，老版本长单子会把备注行吞掉，就是你说的“不要葱”没打出来那个问题。"),
    ],
    "money": [
        ("user", "装修报价出来了整个{v}，还不含烟罩"),
        ("user", "银行说贷款最多批{v}"),
        ("user", "主厨要{v}加提成，嗯……"),
        ("user", "二手冷库人家要{v}，说才用了四年"),
        ("user", "新店收银硬件一共{v}，含三块屏两台刷卡机"),
        ("user", "海鲜老板三文鱼又涨了，现在{v}一斤"),
        ("assistant", "按你发的几份报价算，签约时要付的定金是{v}，后面的付款节点不变。"),
        ("assistant", "卫生部门的收费标准里，你这个面积的正餐店图纸审查费是{v}，提交时交。"),
    ],
    "date": [
        ("user", "卫生检查定在{v}，说是上午来"),
        ("user", "装修队说{v}完工，我信他个鬼"),
        ("user", "主厨说这周确认的话{v}能到岗"),
        ("user", "贷款放款改到{v}了，银行的人刚打电话"),
        ("user", "试营业定{v}，别让我再改了"),
        ("user", "收银系统安装约在{v}，早上九点得有人在"),
        ("assistant", "消防那边确认最终验收在{v}，那天灭火系统的证书和灭火器标签都要在现场。"),
        ("assistant", "邮件里说设备送货时间是{v}，所以后厨地砖在那之前必须干透。"),
    ],
    "decision": [
        ("user", "定了，{c}，{r}"),
        ("user", "{c}，原因就是{r}"),
        ("user", "想了一晚上，{c}。主要是{r}"),
        ("user", "{r}，所以{c}。别再劝我了"),
        ("user", "跟老婆商量了，{c}，{r}这点最关键"),
        ("user", "最后决定{c}。{r}。就这样"),
        ("user", "纠结半天还是{c}，毕竟{r}"),
    ],
    "constraint": [
        ("user", "规矩说一下：{v}"),
        ("user", "这条你记住，{v}，一直都是"),
        ("user", "有一条没得商量——{v}"),
        ("user", "以后都这样哈，{v}"),
        ("user", "{v}。老店吃过亏的"),
        ("user", "还有{v}，谁问都这么说"),
        ("user", "新店的规矩：{v}"),
    ],
    "question": [
        ("user", "顺便问下，{v}？{p}贴砖的又迟到了"),
        ("user", "嗯……{v}？？{p}帮我写个招聘启事呗"),
        ("user", "一直想问，{v}？{p}布草公司那边我怎么回"),
        ("user", "{v}？{p}手套又要订了"),
        ("user", "等下，{v}？{p}菜单印刷厂要终版PDF"),
        ("user", "没人能回答我：{v}？{p}我先去吃个饭，二十分钟回来"),
    ],
}


EN_T["name"] += [("user", "the bank guy retired?? new one is {v}, {role} now i guess"),
                 ("user", "text from my cousin: 'call {v}, {role}, hes good'. calling tmrw"),
                 ("user", "{v} ({role}) left a voicemail, something about the permit. will call back after lunch")]
EN_T["command"] += [("user", "support made me type this: {v}\nthen it worked. magic"),
                    ("user", "writing this down for the closing manager: if the screens die run {v} then wait 2 min"),
                    ("assistant", "Here's the one-liner for the closing checklist:\n\n```\n{v}\n```\n\nIf it prints an error, take a photo of the screen and send it to me before trying anything else.")]
EN_T["id"] += [("user", "hood cleaning co says quote # is {v}. price looks ok"),
               ("user", "pasting from the portal:\n\nStatus: OPEN\nRef: {v}\nSubject: walk-in compressor noise\nAssigned: field tech\n\nopen since forever"),
               ("user", "permit application went in, receipt says {v}")]
EN_T["port"] += [("user", "sonos guy says the speakers use {v} and not to block it. do i care"),
                 ("user", "log from the kds box:\n  connect to expo failed :{v} timeout\n  retry 3/3\nthen nothing"),
                 ("user", "router page has a forwarding rule on {v} from the old owner, delete it?")]
EN_T["version"] += [("user", "health dept form is {v}, the old one got rejected lol"),
                    ("user", "pos vendor says we need ios app {v} minimum for the new terminals"),
                    ("user", "menu pdf {v} is the one going to the printer, pls dont let me send the wrong one")]
EN_T["money"] += [("user", "quotes so far\nhood: $ ???\nwalk in: {v}\nsigns: tbd\nlike pulling teeth"),
                  ("user", "deposit for the lease is {v}, due at signing"),
                  ("user", "insurance came back {v} a year. thats more than the old store by a lot")]
EN_T["date"] += [("user", "lease starts {v} whether were open or not. no pressure lol"),
                 ("user", "Fwd: Re: delivery\n> Hi, confirming your combi oven ships {v}, please have the door clear.\nwho confirms the door"),
                 ("user", "chef tasting is {v}, she wants to cook 3 courses")]
ZH_T["name"] += [("user", "银行原来那个退休了？？新的是{v}，现在是{role}"),
                 ("user", "表哥发来：'找{v}，{role}，靠谱'。明天打电话"),
                 ("user", "{v}（{role}）留了语音，好像是许可证的事，吃完饭回")]
ZH_T["command"] += [("user", "客服让我敲这个：{v}\n然后就好了，神奇"),
                    ("user", "给晚班经理记一下：屏幕死了就跑 {v} 然后等两分钟"),
                    ("assistant", "这条加到收市清单里：\n\n```\n{v}\n```\n\n要是报错，先拍个屏幕照片发我，别急着乱点。")]
ZH_T["id"] += [("user", "油烟清洗公司说报价单号是 {v}，价格还行"),
               ("user", "从后台复制的：\n\n状态：处理中\n编号：{v}\n问题：冷库压缩机异响\n负责人：上门师傅\n\n挂了好久了"),
               ("user", "许可证申请交上去了，回执上写的 {v}")]
ZH_T["port"] += [("user", "装音响的说音箱用{v}端口，别给封了，我管它干嘛"),
                 ("user", "后厨屏盒子的日志：\n  connect to expo failed :{v} timeout\n  retry 3/3\n然后就没了"),
                 ("user", "路由器里有条{v}端口的转发规则，上一任老板留的，删不删")]
ZH_T["version"] += [("user", "卫生局的表格是{v}版本，旧的被退回来了哈哈"),
                    ("user", "POS厂家说新刷卡机要App {v}以上"),
                    ("user", "菜单PDF {v} 是给印刷厂的那版，别让我发错了")]
ZH_T["money"] += [("user", "目前报价\n烟罩：？？\n冷库：{v}\n招牌：待定\n跟挤牙膏一样"),
                  ("user", "租约押金{v}，签约时付"),
                  ("user", "保险报价一年{v}，比老店贵不少")]
ZH_T["date"] += [("user", "不管开没开业，租约{v}起算，压力山大哈哈"),
                 ("user", "转发：回复：送货\n> 您好，确认蒸烤箱{v}发货，请保持门口通道畅通。\n谁去确认门口"),
                 ("user", "主厨试菜定在{v}，她要做三道菜")]

# ----------------------------------------------------------------------------- filler
TOPICS = ["fitout", "inspection", "pos", "supply", "chef", "loan", "life"]

EN_USER_FILLER = {
    "fitout": ["site visit today, drywall is up in the dining room finally", "they painted the wrong wall color lol its like salmon pink",
               "crew didnt show till 11 again. whats the move here", "can u make me a punch list from the stuff i said yesterday",
               "floor guys want to start the kitchen tile, is the drain slope right do u think", "dust everywhere, my car is grey now"],
    "inspection": ["how do i prep for the health inspection, like actually", "they want a pest control contract on file before the visit??",
                   "need a checklist for the walk thru pls, short one", "old store got a B once bc of a thermometer. never again",
                   "do we need the handwash signs in spanish too", "what do inspectors usually look at first"],
    "pos": ["kds on the grill side keeps showing orders twice", "wifi at the new place is garbage, 3 bars in the kitchen",
            "can the pos print tickets to two printers at once", "the menu board is showing last weeks specials, how do i push new ones",
            "payment terminal says offline but the internet works??", "how do i set up modifiers so 'no onion' shows in red"],
    "supply": ["produce truck came 40 min late and half the herbs were wilted", "need a par sheet for the new store",
               "can u compare the two dairy quotes i sent", "fish guy wants us to commit to weekly minimums",
               "running low on to-go containers, the compostable ones", "bread supplier cant deliver to the new address on weekends"],
    "chef": ["interviewed another chef today, meh", "write me a job post for head chef, not too corporate",
             "how do i do a tasting interview without being weird about it", "what should i ask about food cost in the interview",
             "one of the candidates brought his own knives and cooked for us, it was good", "the old sous is kind of upset about the hire"],
    "loan": ["bank wants 3 yrs of tax returns and a projection", "can u help with the cash flow projection thing",
             "loan officer asked about personal guarantee. what does that mean for me exactly", "need a one pager on the new location for the bank",
             "what do they mean by debt service coverage", "feeling weird about owing this much money tbh"],
    "life": ["long day. my feet hurt", "kid has a school thing tonight and i have to be at the site", "ok im back, what were we doing",
             "thx that helps", "lol yeah", "coffee #4 today", "rained all day, the dumpster area flooded", "honestly im exhausted but excited"],
}
EN_ASSIST = {
    "fitout": ["Contractors slipping on start times usually means they're juggling another job, so it's worth asking for a crew roster for the next two weeks.",
               "A punch list works best grouped by room and by trade — electrical, plumbing, finishes — so each sub can take their page.",
               "For the kitchen floor, the key question is whether the slope runs toward the floor drains everywhere; a level and a marble on a few spots will tell you more than the foreman's word.",
               "Keep photos of every wall before it's closed up. When something needs fixing later, knowing where the pipes and conduit run saves a day of demolition.",
               "If the paint color is wrong, that's on them as long as the approved sample is in writing — check the email thread with the color code.",
               "It's normal for the last ten percent of a fit-out to take as long as the first ninety; building slack into the opening date is cheaper than rushing."],
    "inspection": ["Inspectors tend to start at the handwashing sinks and the walk-in: soap, paper towels, a working thermometer and everything stored six inches off the floor.",
                   "Have a binder ready with your food handler certificates, the pest control contract, the hood cleaning record and the equipment spec sheets.",
                   "Label and date everything in the walk-in, even things you think are obvious. Unlabeled containers are one of the most common write-ups.",
                   "Check the hot water at every sink reaches temperature within a reasonable time; slow hot water at the hand sink gets noticed.",
                   "A dry run with your own checklist a week before is worth it — walk the space like a stranger and open every drawer.",
                   "Signage is cheap: handwashing signs, the allergen notice and the choking poster if your area requires it."],
    "pos": ["Duplicate tickets on a kitchen screen usually mean the order is routed twice — once by station and once by a catch-all rule.",
            "For the kitchen displays, a wired connection is almost always more reliable than Wi-Fi; steel hoods and walk-ins are terrible for signal.",
            "Most systems let you route a ticket to several printers; it's normally set per menu category rather than per item.",
            "When the terminal says offline but the internet works, it's often DNS or a firewall rule rather than the line itself.",
            "Modifiers like allergies can usually be flagged so they print highlighted or in a larger font on the ticket.",
            "I'd keep a one-page network map taped inside the cabinet: what plugs into which switch port and which screen is which."],
    "supply": ["A par sheet for a new location is easiest to start from the old store's numbers scaled by expected covers, then adjust after the first two weeks.",
               "When comparing supplier quotes, line up unit prices per pound or per case, and then look at the delivery minimums and fees — that's where the difference usually hides.",
               "Document the late delivery with times and photos; most reps will credit spoiled product if you flag it the same day.",
               "Weekly minimums are negotiable early on; ask for a ramp-up period that matches your soft-opening volume.",
               "Compostable containers vary a lot with hot soups — ask for samples before you commit to a case order.",
               "If weekend delivery is a problem, a Friday drop with a bit more storage space can cover Saturday and Sunday."],
    "chef": ["A tasting interview is normal for head chef roles; give them a budget, a few constraints and let them choose the dishes.",
             "Asking how they've handled food cost at previous jobs tells you a lot — good chefs talk about specific numbers and specific changes.",
             "For the job post, describe the kitchen and the menu honestly, the schedule, and what autonomy they'd actually get.",
             "References from people who worked under them are often more telling than from owners they worked for.",
             "Your current sous feeling passed over is worth a direct conversation before the new chef starts, not after.",
             "Ask candidates how they'd open a kitchen from zero: ordering, training the line and writing prep lists."],
    "loan": ["A cash flow projection for the bank usually covers 24 to 36 months, month by month for the first year.",
             "Debt service coverage is your operating income divided by the loan payments; lenders often want it above 1.25.",
             "A personal guarantee means that if the business can't repay, the bank can come after your personal assets — it's standard for small business loans, but worth understanding fully.",
             "For the one-pager, include the location, the concept, expected covers, the build-out budget and your track record at the first store.",
             "Banks like to see that the first location is profitable on its own; a clean profit and loss for the last two years helps a lot.",
             "Feeling uneasy about debt is reasonable; a conservative projection with a worst case gives you something concrete to look at."],
    "life": ["That sounds like a long day — you've got a lot moving at once.", "No worries, we can pick this back up whenever you're ready.",
             "Happy to help. Want me to summarize the open items for tomorrow morning?", "Take a breath; most of what's on your plate this week is on track.",
             "Glad that helped.", "Hope the kid's thing goes well — the site will still be there tomorrow."],
}
EN_OPEN = ["Sure.", "Good question.", "Okay, here's how I'd approach it.", "Got it.", "Makes sense.", "Right.", "Understood.", "Let's sort it out."]
EN_CLOSE = ["Want me to turn this into a checklist?", "Let me know how it goes.", "I can draft the message if you want.",
            "Tell me what they say and we'll take it from there.", "", "", "Anything else for today?"]

ZH_USER_FILLER = {
    "fitout": ["今天去工地了，大堂石膏板总算封完了", "墙刷错颜色了哈哈哈，跟三文鱼一个色", "工人又是十一点才到，咋整",
               "把我昨天说的那些问题整理成一个清单呗", "贴地砖的要开始弄后厨了，你觉得地漏坡度对不对", "到处都是灰，车都变灰色了"],
    "inspection": ["卫生检查到底要准备啥，说实在的", "检查前还要有灭虫公司的合同？？", "给我一个检查清单，短点",
                   "老店有次因为温度计被扣分，再也不想了", "洗手的标识要不要中英文都贴", "检查员一般先看哪"],
    "pos": ["烧烤档那块后厨屏老是重复出单", "新店Wi-Fi太烂了，后厨就一格", "收银能不能同时打到两台打印机",
            "菜单屏还显示上周的特价，怎么推新的", "刷卡机显示离线但网是通的？？", "怎么设置让“不要葱”显示成红色"],
    "supply": ["送菜的车晚了四十分钟，香菜一半都蔫了", "新店要一个备货标准表", "帮我比一下那两家奶制品的报价",
               "海鲜老板要我们每周保底订量", "外卖盒快没了，可降解那种", "面包供应商周末送不了新店的地址"],
    "chef": ["今天又面了一个厨师，一般般", "帮我写个招主厨的启事，别太官方", "试菜面试怎么搞才不尴尬",
             "面试的时候成本控制该问点啥", "有个候选人自己带刀来给我们做了几个菜，挺好吃", "老店的副厨对招人这事有点情绪"],
    "loan": ["银行要三年的税单和一个预测", "帮我弄一下现金流预测那个东西", "客户经理问个人担保的事，这对我意味着啥",
             "要给银行写一页新店的介绍", "偿债覆盖率是啥意思", "说实话欠这么多钱心里有点慌"],
    "life": ["累死了，脚疼", "孩子学校今晚有活动，我还得去工地", "回来了，刚才说到哪了", "谢了有用", "哈哈是的",
             "今天第四杯咖啡了", "下了一天雨，垃圾桶那块全淹了", "说实话累但是挺兴奋的"],
}
ZH_ASSIST = {
    "fitout": ["装修队老迟到，一般是同时在赶别的工地，可以让他们把接下来两周的排班给你。",
               "问题清单最好按房间和工种分开——电、水、饰面——这样每个分包拿自己那页就行。",
               "后厨地面关键是每个位置的坡度都要朝向地漏，拿个水平尺和弹珠试几个点，比工头说的靠谱。",
               "封墙之前每面墙都拍照留底，以后要修的时候知道管线怎么走，能省一天拆墙的工夫。",
               "颜色刷错的话，只要确认过的色号有书面记录，就是他们的责任，翻一下聊天记录里的色号。",
               "装修最后百分之十花的时间跟前面百分之九十差不多，开业日期留点余量比赶工便宜。"],
    "inspection": ["检查员一般先看洗手池和冷库：洗手液、擦手纸、能用的温度计，东西离地至少十五公分。",
                   "准备一个文件夹：健康证、灭虫合同、烟道清洗记录、设备说明书，都放进去。",
                   "冷库里所有东西都贴标签写日期，哪怕你觉得一看就知道的，没标签是最常见的扣分项。",
                   "每个水池的热水多久能出来也要试一下，洗手池热水太慢会被注意到。",
                   "提前一周按自己的清单走一遍，像陌生人一样看店，每个抽屉都拉开看看。",
                   "标识很便宜：洗手标识、过敏原提示，当地要求的话还有防噎急救海报。"],
    "pos": ["后厨屏重复出单，通常是订单被路由了两次——一次按档口，一次按兜底规则。",
            "后厨屏尽量走网线，烟罩和冷库对Wi-Fi信号影响很大。",
            "大部分系统都能把一张单打到几台打印机，通常是按菜品分类设置，不是按单品。",
            "刷卡机显示离线但网是通的，多半是DNS或者防火墙规则的问题，不是网线本身。",
            "像过敏这种备注，一般可以设置成高亮或者大字号打出来。",
            "建议做一页网络图贴在弱电箱里面：什么设备插在交换机哪个口，哪块屏是哪块。"],
    "supply": ["新店的备货标准可以先按老店的数据，按预计客流比例放大，开业两周后再调。",
               "比较供应商报价时，先把每斤或每箱的单价对齐，再看起送量和运费——差价通常藏在那里。",
               "送晚了要留时间和照片，当天反馈的话大部分业务员会给坏掉的货补单。",
               "保底订量刚开始是可以谈的，要求一个跟试营业量匹配的爬坡期。",
               "可降解餐盒装热汤差别很大，整箱订之前先要样品试一下。",
               "周末送不了的话，周五多送一点、多留点库存，可以撑过周六周日。"],
    "chef": ["主厨岗位做试菜面试很正常，给个预算和几个限制，让他自己选菜。",
             "问他以前怎么控成本很能看出水平，好厨师会说具体数字和具体改了什么。",
             "招聘启事里把厨房和菜单如实写清楚，排班，还有他实际能有多大自主权。",
             "他带过的人给的评价，往往比他以前老板的评价更有参考价值。",
             "现在的副厨觉得被跳过了，最好在新主厨到岗前就直接聊一次，别等到之后。",
             "可以问候选人怎么从零开一个厨房：订货、带线上的人、写备料单。"],
    "loan": ["给银行的现金流预测一般做24到36个月，第一年按月列。",
             "偿债覆盖率就是经营利润除以每期还款，银行一般希望在1.25以上。",
             "个人担保的意思是，公司还不上的话银行可以追你的个人资产——小微贷款很常见，但要弄清楚。",
             "那一页介绍里写清楚位置、定位、预计客流、装修预算和老店的经营情况。",
             "银行喜欢看到第一家店自己就是盈利的，近两年干净的利润表很有帮助。",
             "对负债有顾虑很正常，做一个保守的预测加一个最坏情况，心里会更有底。"],
    "life": ["听起来今天真够累的，一下子这么多事。", "没事，你什么时候方便我们再接着弄。", "乐意帮忙。要不要我把明天早上要跟进的事列一下？",
             "先喘口气，这周大部分事情其实都在正轨上。", "有帮助就好。", "孩子的活动顺利哈，工地明天还在那儿。"],
}
ZH_OPEN = ["好的。", "好问题。", "行，我的思路是这样的。", "明白。", "有道理。", "嗯。", "收到。", "我们理一下。"]
ZH_CLOSE = ["要不要我整理成清单？", "有结果跟我说一声。", "需要的话我帮你起草消息。", "看他们怎么回，我们再说。", "", "", "今天还有别的吗？"]


EN_USER_FILLER["fitout"] += ["electrician says the panel is too small for the new fryers?? how is that my problem",
    "walked the space w the crew, the bathroom door swings into the hallway, pretty sure thats not allowed",
    "bar top is in. looks sick honestly", "they want to change order the ceiling. more money obviously",
    "landlord asking when we'll be open so he can put up the coming soon banner", "whats a reasonable retainage to hold back"]
EN_USER_FILLER["inspection"] += ["do the hand sinks need a splash guard if theyre next to the prep table",
    "how cold does the walk in have to be again, i always forget", "the plan review guy wants a finish schedule, what even is that",
    "pest control came, found nothing, want a yearly contract"]
EN_USER_FILLER["pos"] += ["expo screen is blank this morning, tried turning it off and on", "can the kds show how long a ticket has been up",
    "whats better, one big switch or a couple small ones", "ipads keep logging out the servers in the middle of service",
    "how do i add the new store to the same reporting thing"]
EN_USER_FILLER["supply"] += ["dairy guy shorted us on cream again", "should i use a broadline distributor or keep all the little guys",
    "meat came in at 44 degrees. sent it back, right?", "how much dry storage do we actually need, the room is tiny",
    "linen company wants a 3 yr contract lol no"]
EN_USER_FILLER["chef"] += ["chef candidate asked about the menu budget, what do i say", "how long a trial shift is normal",
    "should the head chef do the ordering or me", "how do i not overpay but not lose her either"]
EN_USER_FILLER["loan"] += ["what collateral do they usually want for this kind of loan", "banker asked about our food cost percentage, its like 31",
    "should i talk to a second bank just to compare", "accountant says the projections are too optimistic. rude but maybe fair"]
EN_USER_FILLER["life"] += ["brb delivery at the old store", "ugh", "sorry typing w one hand", "wife says i talk to u more than her lol",
    "going to bed, talk tmrw", "morning. slept like 4 hrs"]
EN_ASSIST["fitout"] += ["Change orders should always be priced in writing before the work starts, even when the foreman says it's small.",
    "Holding back five to ten percent until the punch list is closed is common and gives you leverage at the end.",
    "If the electrical panel needs upgrading, ask for the load calculation — it shows exactly which equipment pushed it over.",
    "Door swings into egress paths are something the building inspector will notice; better to raise it now than at final."]
EN_ASSIST["inspection"] += ["Walk-in coolers are usually expected to hold at or below 41°F; a hanging thermometer near the door makes it easy to show.",
    "A finish schedule lists the floor, wall and ceiling material for each room, so the reviewer can check surfaces are cleanable.",
    "Splash guards between hand sinks and prep surfaces are a common requirement when there isn't enough distance between them."]
EN_ASSIST["pos"] += ["Most kitchen display systems can color tickets by age — green, yellow, red — which helps the expo see what's slipping.",
    "Servers getting logged out mid-shift is often a session timeout setting in the back office rather than a network issue.",
    "For two stores, one reporting account with two locations is usually simpler than two separate accounts."]
EN_ASSIST["supply"] += ["Protein arriving above temperature should be refused and noted on the invoice before the driver leaves.",
    "A broadline distributor simplifies ordering, but specialty suppliers often win on quality for produce and fish.",
    "Dry storage needs depend on how often you can get deliveries; with twice-weekly drops you can keep it lean."]
EN_ASSIST["chef"] += ["A paid trial shift of one or two services is common; it shows how they work with the line under pressure.",
    "Whether the chef or you does the ordering is really about trust and food cost accountability — many owners hand it over after a few months.",
    "For pay, a base plus a bonus tied to food cost and reviews keeps both sides honest."]
EN_ASSIST["loan"] += ["Collateral for restaurant loans is often the equipment itself plus a personal guarantee; real estate if you have it.",
    "A food cost around thirty percent is healthy for most full-service concepts, and lenders will like that you know the number.",
    "Talking to a second lender is normal and often gets you better terms from the first one."]

ZH_USER_FILLER["fitout"] += ["电工说配电箱带不动新炸炉？？这关我什么事", "跟工人走了一遍，厕所门往走廊里开，好像不合规吧",
    "吧台装好了，说实话挺帅", "又要改吊顶，肯定又要加钱", "房东问啥时候开业，他好挂“即将开业”的横幅", "尾款留多少比较合理"]
ZH_USER_FILLER["inspection"] += ["洗手池挨着备菜台要不要挡水板", "冷库到底要几度来着老忘", "审图的要什么饰面表，那是啥",
    "灭虫的来看过了，啥也没有，想签一年的合同"]
ZH_USER_FILLER["pos"] += ["传菜口那块屏早上黑屏了，开关试过了", "后厨屏能不能显示单子等了多久", "一个大交换机好还是几个小的好",
    "iPad营业中老把服务员登出", "新店怎么加到同一个报表里"]
ZH_USER_FILLER["supply"] += ["奶制品又少送了淡奶油", "用大的综合供应商还是继续用那几个小的", "肉到的时候温度有点高，退回去对吧",
    "干货仓库到底要多大，那间太小了", "布草公司要签三年哈哈不可能"]
ZH_USER_FILLER["chef"] += ["候选人问菜单预算，我咋说", "试工一般几天正常", "订货该主厨管还是我管", "怎么才能不多给钱又不让她跑了"]
ZH_USER_FILLER["loan"] += ["这种贷款一般要什么抵押", "客户经理问我们食材成本率，大概31%", "要不要再找一家银行比一比",
    "会计说预测太乐观了，说话难听但可能有道理"]
ZH_USER_FILLER["life"] += ["等下老店来货了", "唉", "单手打字见谅", "老婆说我跟你聊得比跟她多哈哈", "睡了明天说", "早，就睡了四个小时"]
ZH_ASSIST["fitout"] += ["变更单一定要开工前书面报价，哪怕工头说是小活。", "尾款留百分之五到十等问题清单收完再付，很常见，最后也有主动权。",
    "配电箱要扩容的话，让他出负荷计算，能看出是哪台设备超了。", "门往疏散通道里开，验收时肯定会被指出来，现在提比最后提好。"]
ZH_ASSIST["inspection"] += ["冷库一般要求5度以下，门口挂个温度计方便检查时直接看。", "饰面表就是每个房间地面、墙面、顶面用什么材料，审查的人看是不是好清洁。",
    "洗手池和备菜台距离不够时，通常要求加挡水板。"]
ZH_ASSIST["pos"] += ["大部分后厨屏可以按等待时间变色——绿黄红——传菜的一眼就知道哪单慢了。", "营业中被登出一般是后台的会话超时设置，不是网络问题。",
    "两家店的话，一个账号下挂两个门店，比开两个账号省事。"]
ZH_ASSIST["supply"] += ["肉类到货温度超标就拒收，司机走之前在单子上注明。", "综合供应商下单方便，但蔬菜和海鲜往往还是专门的供应商质量好。",
    "干货仓库多大取决于多久送一次货，一周两次的话可以少备点。"]
ZH_ASSIST["chef"] += ["带薪试工一两个餐段很常见，能看出他在压力下怎么带线上的人。", "订货谁管主要看信任和成本责任，很多老板几个月后就交给主厨了。",
    "薪资可以底薪加跟成本率、口碑挂钩的奖金，双方都踏实。"]
ZH_ASSIST["loan"] += ["餐饮贷款的抵押一般是设备本身加个人担保，有房产的话也会要。", "正餐的食材成本率三成左右算健康，银行会喜欢你对数字心里有数。",
    "多找一家银行比一比很正常，往往还能让第一家给更好的条件。"]

# pasted material (filler, no needles)
EN_PASTE = [
    "ok pasting the email from the contractor:\n\n> Hi, quick update. Electrical rough-in passed, plumbing rough-in scheduled.\n> We'll need the final equipment list to set the gas lines.\n> Also the owner needs to pick the bathroom tile by end of week.\n> Thanks, site office\n\nwhat equipment list, i sent it already",
    "here's what the produce guy texted:\n- herbs: short today\n- tomatoes: subbed roma for vine\n- lemons: back next week\nis that ok for the menu",
    "pasted from the bank email:\n\n> Please provide: business plan, projections, personal financial statement, lease, and the contractor's budget.\n> Let us know if you have questions.\n\nbusiness plan?? i have a napkin",
    "chef candidates so far\n1. tapas place one, strong, expensive\n2. hotel guy, organized, boring food\n3. the young one, hungry, no mgmt exp\nthoughts",
    "menu board error:\n\n  ERR sync failed: remote closed connection\n  retrying in 30s\n  ERR sync failed: remote closed connection\n\nkeeps doing this",
]
ZH_PASTE = [
    "贴一下装修队发的消息：\n\n> 老板好，电路预埋验收过了，水路预埋在排期。\n> 需要最终设备清单来定燃气管线。\n> 另外卫生间瓷砖这周内要定。\n\n什么设备清单，我早发过了",
    "送菜的发来的：\n- 香菜：今天少\n- 西红柿：换成普通的了\n- 柠檬：下周才有\n这样菜单行不行",
    "银行邮件原文：\n\n> 请提供：商业计划书、财务预测、个人资产情况、租赁合同、装修预算。\n> 有问题随时联系。\n\n商业计划书？？我只有一张餐巾纸",
    "目前的主厨人选\n1. 西班牙小馆那个，强，贵\n2. 酒店出来的，有条理，菜无聊\n3. 年轻那个，有冲劲，没管过人\n你怎么看",
    "菜单屏报错：\n\n  ERR sync failed: remote closed connection\n  retrying in 30s\n\n一直这样",
]


TOPIC_KEYS = {
    "pos": ["pos", "kds", "wifi", "wi-fi", "printer", "port", "menu board", "screen", "terminal", "ipad", "firmware",
            "network", "router", "camera", "menu", " pc", "log", "sudo", "ssh", "docker", "rsync", "nmap", "sqlite", "scp ", "iperf",
            "后台电脑", "路由器", "终端", "外甥", "收银", "后厨屏", "打印", "端口", "菜单屏", "刷卡", "网", "固件", "监控", "屏"],
    "chef": ["chef", "sous", "interview", "candidate", "job post", "tips", "overtime", "主厨", "副厨", "面试", "厨师", "招聘", "小费", "加班"],
    "loan": ["bank", "loan", "tax", "grant", "lease", "银行", "贷款", "税", "补贴", "租约", "放款"],
    "inspection": ["inspect", "health", "sink", "permit", "backflow", "fire", "license", "卫生", "检查", "水池", "许可", "消防", "酒牌"],
    "supply": ["supplier", "fish", "produce", "deliver", "truck", "salmon", "gloves", "linen", "order", "供应商", "海鲜", "送货",
               "三文鱼", "手套", "布草", "订", "蔬菜", "样品"],
    "fitout": ["contractor", "drywall", "tile", "crew", "walk in", "drawings", "hood", "fit out", "fit-out", "oven", "装修", "工人",
               "地砖", "冷库", "图纸", "烟罩", "贴砖", "蒸烤箱", "出菜口", "防火墙"],
}


def infer_topic(r, text):
    t = text.lower()
    hits = [k for k, ws in TOPIC_KEYS.items() if any(w in t for w in ws)]
    return hits[0] if hits else r.choice([x for x in TOPICS if x != "life"])


EN_ACK = {
    "name": ["Noted, I'll remember who that is.", "Good to have a name for that role.", "Okay, added to the contacts for store two.",
             "Thanks — much easier when I know who's who."],
    "command": ["Good that you wrote that down; commands like that are easy to lose.", "That one only checks things, it doesn't change settings, so it's fine to keep around.",
                "If it asks for a password, it's the admin one for that device, not the Wi-Fi one.", "Okay. If it hangs for a minute, that's usually it waiting on a device that's asleep."],
    "id": ["Saved — I'll keep that reference with the rest of the paperwork.", "Good, having the reference makes the follow-up call much shorter.",
           "Okay, I'll track that one until it's closed."],
    "port": ["Okay, that's useful for whoever sets up the firewall.", "Noted, it goes on the network sheet.",
             "Good to know. Only open what each device actually needs."],
    "version": ["Noted. It's worth keeping both stores on the same version.", "Okay — keep the older file too, in case you need to compare.",
                "Thanks. Before updating anything, check it against the release notes."],
    "money": ["That's a meaningful number; let's keep it next to the budget.", "Okay, I'll factor that into the running total.",
              "Worth asking exactly what's included before agreeing."],
    "date": ["Got it, that's on the calendar.", "Okay. Let's work backwards from that.", "Noted — I'll remind you a few days before."],
    "decision": ["That's a reasonable call, and the reasoning holds up.", "Okay, logged. No need to revisit unless something changes.",
                 "Sounds right to me.", "Fair enough — that's a sensible trade-off."],
    "constraint": ["Understood, I'll stick to that.", "Got it — that's a standing rule from now on.", "Noted. I'll flag it if anything we plan bumps into it."],
    "question": ["Let's handle the other thing first.", "On the second part:", "Sure — on that:", "Okay, the practical bit first."],
}
ZH_ACK = {
    "name": ["记下了，我知道是谁了。", "有个名字对得上就好办了。", "好的，加到新店的联系人里了。", "谢谢，知道谁是谁就方便多了。"],
    "command": ["记下来是对的，这种命令最容易忘。", "这个只是检查，不改设置，留着没问题。", "要密码的话是那台设备的管理员密码，不是Wi-Fi的。",
                "卡一分钟一般是在等休眠的设备醒过来。"],
    "id": ["存好了，跟其他单据放一起。", "有编号的话回访电话会快很多。", "好，这个我一直盯到关单为止。"],
    "port": ["好的，配防火墙的人用得上。", "记下了，放进网络表里。", "知道了，每个设备只开它需要的就行。"],
    "version": ["记下了，两家店最好用同一个版本。", "好——旧文件也留着，方便对比。", "谢谢，升级前先看一下更新说明。"],
    "money": ["这个数不小，跟预算放一起看。", "好，我算进总数里。", "同意之前最好问清楚包含哪些。"],
    "date": ["好的，记到日历上了。", "行，我们从这个时间往回排。", "记下了，提前几天提醒你。"],
    "decision": ["这个决定挺合理的，理由也站得住。", "好，记下了，除非有变化就不再讨论。", "我觉得没问题。", "行，这个取舍说得通。"],
    "constraint": ["明白，我会照这个来。", "收到，以后就按这条规矩。", "记下了，要是计划跟这条冲突我会提醒你。"],
    "question": ["先说另一件事。", "说后面那个：", "好，先说实际的。", "那个先放一放，先处理这个："],
}


TOOLS = ["calendar_lookup", "search_email", "web_search", "read_note", "calculator", "weather"]


def tool_pair(r, zh):
    t = r.choice(TOOLS)
    if t == "calendar_lookup":
        args = {"range": r.choice(["this_week", "next_week", "today"])}
        days = sorted(r.sample(range(6), r.randint(2, 5)))
        evs = r.sample(["site walk", "supplier call", "chef tasting", "bank call", "school pickup", "staff meeting", "dentist"], len(days))
        out = "\n".join("- %s %s" % (["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][d], e) for d, e in zip(days, evs))
    elif t == "search_email":
        q = r.choice(["contractor", "produce", "bank", "pos vendor", "chef", "landlord"])
        args = {"query": q, "limit": 5}
        out = "\n".join("%d. from: %s | subject: %s" % (i + 1, q, r.choice(["re: schedule", "quote attached", "following up", "documents", "quick question", "update"]))
                        for i in range(r.randint(2, 4)))
    elif t == "web_search":
        q = r.choice(["restaurant fit out punch list", "kitchen display wired vs wifi", "health inspection checklist restaurant",
                      "head chef interview questions", "sba loan documents list", "compostable soup containers"])
        args = {"query": q}
        out = "\n".join("[%d] %s — %s" % (i + 1, q.title(), r.choice(["a practical guide", "what owners wish they knew", "forum thread", "checklist", "vendor blog"]))
                        for i in range(r.randint(3, 5)))
    elif t == "read_note":
        args = {"title": r.choice(["opening plan", "store two todo", "supplier list", "interview notes"])}
        out = "\n".join("- [%s] %s" % (r.choice([" ", "x"]), it) for it in r.sample(
            ["order uniforms", "book pest control", "test printers", "call insurance", "finalize menu", "order smallwares",
             "staff handbook", "label maker", "first aid kit", "music license"], r.randint(3, 6)))
    elif t == "calculator":
        a, b = r.randint(20, 90), r.randint(2, 9)
        args = {"expression": "%d * %d" % (a, b)}
        out = str(a * b)
    else:
        args = {"place": "store two"}
        out = "%s, %s" % (r.choice(["light rain", "clear", "overcast", "windy"]), r.choice(["cold", "mild", "chilly"]))
    return t, json.dumps(args, ensure_ascii=False), out


# ----------------------------------------------------------------------------- building
def pick_unique(r, gen, taken, tries=400):
    for _ in range(tries):
        v = gen(r)
        lv = v.lower()
        if all(lv not in t.lower() and t.lower() not in lv for t in taken):
            return v
    raise RuntimeError("could not pick a unique value")


def make_facts(r, zh, per):
    T = ZH_T if zh else EN_T
    taken = []
    facts = []
    names_used = set()
    for kind in KINDS:
        tpls = T[kind]
        order = list(range(len(tpls)))
        r.shuffle(order)
        if kind in ("decision", "constraint", "question"):
            pool = (ZH_DECISIONS if zh else EN_DECISIONS) if kind == "decision" else \
                   (ZH_CONSTRAINTS if zh else EN_CONSTRAINTS) if kind == "constraint" else \
                   (ZH_QUESTIONS if zh else EN_QUESTIONS)
            if per > len(pool):
                raise SystemExit("PER_KIND too large for the %s pool (%d)" % (kind, len(pool)))
            items = r.sample(pool, per)
        for i in range(per):
            role, tpl = tpls[order[i % len(order)]]
            if kind == "decision":
                (c, cn), (rs, rn) = mark(items[i][0]), mark(items[i][1])
                text = tpl.format(c=c, r=rs)
                needles = cn + rn
            elif kind == "constraint":
                v, needles = mark(items[i])
                text = tpl.format(v=v)
            elif kind == "question":
                v, needles = mark(items[i])
                text = tpl.format(v=v, p=r.choice(ZH_PIVOTS if zh else EN_PIVOTS))
            else:
                if kind == "name":
                    if zh:
                        g = lambda rr: rr.choice(ZH_SUR) + rr.choice(ZH_GIVEN)
                    else:
                        g = lambda rr: rr.choice(EN_FIRST) + ("" if rr.random() < 0.25 else " " + rr.choice(EN_LAST))
                    v = pick_unique(r, lambda rr: g(rr), taken + list(names_used))
                    names_used.add(v.split()[0])
                elif kind == "command":
                    v = pick_unique(r, lambda rr: rr.choice(CMD_GENS)(rr), taken)
                elif kind == "id":
                    v = pick_unique(r, gen_id, taken)
                elif kind == "port":
                    v = pick_unique(r, lambda rr: str(rr.choice(PORTS)), taken)
                elif kind == "version":
                    v = pick_unique(r, gen_version, taken)
                elif kind == "money":
                    v = pick_unique(r, gen_money_zh if zh else gen_money_en, taken)
                else:
                    v = pick_unique(r, gen_date_zh if zh else gen_date_en, taken)
                roles = ZH_ROLES if zh else EN_ROLES
                text = tpl.format(v=v, role=r.choice(roles))
                needles = [v]
            taken.extend(needles)
            facts.append({"kind": kind, "needles": needles, "text": text, "role": role, "idx": i})
    return facts


def casual(r, s, zh):
    """phone-typing noise for user filler/connectors only (never touches needles)."""
    if zh:
        return s + r.choice(["", "", "。", "啊", "哈"])
    if r.random() < 0.15:
        s = s.replace("you", "u").replace("are ", "r ")
    if r.random() < 0.1 and len(s) > 20:
        k = r.randrange(3, len(s) - 3)
        if s[k].isalpha() and s[k + 1].isalpha():
            s = s[:k] + s[k + 1] + s[k] + s[k + 2:]
    return s


def assistant_reply(r, zh, topic, n_par=None, extra=None, ack=None):
    A = ZH_ASSIST if zh else EN_ASSIST
    op, cl = (ZH_OPEN, ZH_CLOSE) if zh else (EN_OPEN, EN_CLOSE)
    n_par = n_par or r.randint(2, 4)
    used = set()
    side = r.choice([t for t in TOPICS if t not in (topic, "life")])

    def take(t, k):
        avail = [x for x in A[t] if x not in used]
        got = r.sample(avail, min(len(avail), k))
        used.update(got)
        return got

    paras = []
    for k in range(n_par):
        t = topic if k == 0 or r.random() < 0.7 else side
        sents = take(t, r.randint(2, 3))
        if sents:
            paras.append(("" if zh else " ").join(sents))
    if extra:
        paras.insert(r.randint(0, min(1, len(paras))), extra)
    if r.random() < 0.25:
        bullets = take(topic, 3) or take(side, 3)
        if bullets:
            paras.append("\n".join("- " + b for b in bullets))
    head = ack if ack else r.choice(op)
    tail = r.choice(cl)
    return "\n\n".join([head] + paras + ([tail] if tail else []))


def build_conv(seed, zh, per, attempt):
    r = random.Random(seed * 7919 + attempt * 104729 + (1 if zh else 0))
    facts = make_facts(r, zh, per)
    # slots: user facts possibly paired; assistant-borne facts each their own slot
    user_f = [f for f in facts if f["role"] == "user"]
    asst_f = [f for f in facts if f["role"] == "assistant"]
    r.shuffle(user_f)
    slots = []
    i = 0
    while i < len(user_f):
        if i + 1 < len(user_f) and r.random() < 0.18 and user_f[i]["kind"] != "question" and user_f[i + 1]["kind"] != "question":
            slots.append(("u", [user_f[i], user_f[i + 1]]))
            i += 2
        else:
            slots.append(("u", [user_f[i]]))
            i += 1
    slots += [("a", [f]) for f in asst_f]
    r.shuffle(slots)
    n_filler = r.randint(25, 45)
    total_turns = min(max(len(slots) + n_filler, 65), 139)
    n_filler = max(total_turns - len(slots), 0)
    plan = slots + [("f", [])] * n_filler
    # keep the filler spread out: shuffle then make sure conversation starts with a filler greeting
    r.shuffle(plan)
    plan.insert(0, ("g", []))

    UF = ZH_USER_FILLER if zh else EN_USER_FILLER
    PASTE = ZH_PASTE if zh else EN_PASTE
    msgs = []  # (role, text) or ("tool", name, args, out)
    if zh:
        msgs.append(("user", "在吗，新店的事要你帮忙盯着，事情太多了我脑子不够用"))
        msgs.append(("assistant", "在的。开第二家店确实事多，我们可以按几条线来跟：装修、卫生检查、收银和后厨屏、供应商、招主厨、贷款。你想到什么就直接发给我，我帮你记着、理清楚。"))
    else:
        msgs.append(("user", "hey. so im opening the second location and i need help keeping track of everything, my brain is fried"))
        msgs.append(("assistant", "Happy to help keep it all straight. A second location has a lot of moving parts, so let's think of it in a few tracks: the fit-out, the health inspection, the POS and kitchen displays, suppliers, hiring the head chef, and the loan. Send me things as they come up — half-sentences are fine — and I'll keep track and help you sort priorities."))
    paste_left = list(PASTE)
    r.shuffle(paste_left)
    for kind, fs in plan[1:]:
        topic = r.choice(TOPICS)
        if kind == "f":
            ack = None
            if paste_left and r.random() < 0.12:
                u = paste_left.pop()
                topic = infer_topic(r, u)
            else:
                u = casual(r, r.choice(UF[topic]), zh)
                if r.random() < 0.25:
                    u = u + (" " if not zh else "，") + casual(r, r.choice(UF[r.choice(TOPICS)]), zh)
            msgs.append(("user", u))
            if r.random() < 0.3:
                name, args, out = tool_pair(r, zh)
                msgs.append(("tool", name, args, out))
            if topic == "life":
                msgs.append(("assistant", r.choice(ZH_ASSIST["life"] if zh else EN_ASSIST["life"])))
            else:
                msgs.append(("assistant", assistant_reply(r, zh, topic)))
        elif kind == "u":
            parts = [f["text"] for f in fs]
            last = fs[-1]
            ttext = last["text"].split("?")[-1] if last["kind"] == "question" else last["text"]
            topic = infer_topic(r, ttext)
            ack = r.choice((ZH_ACK if zh else EN_ACK)[last["kind"]])
            if len(parts) == 2:
                u = parts[0] + r.choice(["\n", " also ", ". oh and ", "  ", "\nand "] if not zh else ["\n", "，还有", "。对了", " "]) + parts[1]
            else:
                u = parts[0]
                if r.random() < 0.2 and fs[0]["kind"] != "question":
                    u = u + (" " if not zh else "，") + casual(r, r.choice(UF[topic]), zh)
            msgs.append(("user", u))
            if r.random() < 0.15:
                name, args, out = tool_pair(r, zh)
                msgs.append(("tool", name, args, out))
            msgs.append(("assistant", assistant_reply(r, zh, topic, n_par=r.randint(1, 3), ack=ack)))
        else:  # assistant-borne fact
            topic = infer_topic(r, fs[0]["text"])
            msgs.append(("user", casual(r, r.choice(UF[topic]), zh)))
            if r.random() < 0.35:
                name, args, out = tool_pair(r, zh)
                msgs.append(("tool", name, args, out))
            msgs.append(("assistant", assistant_reply(r, zh, topic, n_par=r.randint(1, 3), extra=fs[0]["text"])))
    return facts, msgs


def to_rows(msgs, r):
    rows = []
    n = 0
    t = 20 * 86400 + 8 * 3600  # seconds from 2026-11-00
    def stamp(t):
        day = t // 86400
        rem = t % 86400
        return "2026-11-%02dT%02d:%02d:%02dZ" % (day, rem // 3600, (rem % 3600) // 60, rem % 60)
    for m in msgs:
        t += r.randint(20, 600) if m[0] != "user" else r.randint(60, 3000)
        if t % 86400 > 22 * 3600:
            t = (t // 86400 + 1) * 86400 + 7 * 3600 + r.randint(0, 5400)
        if t >= 29 * 86400 + 20 * 3600:
            t = 29 * 86400 + 20 * 3600
        n += 1
        if m[0] == "tool":
            _, name, args, out = m
            cid = "call_aj%d" % n
            rows.append({"v": 2, "id": "fc_aj%d" % n, "createdAt": stamp(t),
                         "item": {"type": "function_call", "callId": cid, "name": name, "arguments": args}, "meta": {}})
            n += 1
            t += r.randint(1, 5)
            rows.append({"v": 2, "id": "fr_aj%d" % n, "createdAt": stamp(t),
                         "item": {"type": "function_call_result", "callId": cid, "name": name, "status": "completed", "output": out}, "meta": {}})
        else:
            role, text = m
            rows.append({"v": 2, "id": "msg_aj%d" % n, "createdAt": stamp(t),
                         "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
    return rows


def row_text(row):
    it = row["item"]
    if it["type"] == "message":
        return it["content"]
    if it["type"] == "function_call":
        return it["name"] + " " + it["arguments"]
    return it["name"] + " " + it["output"]


def check(facts, rows):
    needles = [n for f in facts for n in f["needles"]]
    if len(set(needles)) != len(needles):
        return "duplicate needle"
    for a in needles:
        for b in needles:
            if a != b and a in b:
                return "needle %r inside %r" % (a, b)
    texts = [row_text(x) for x in rows]
    for a in needles:
        hits = [i for i, s in enumerate(texts) if a in s]
        if len(hits) != 1 or rows[hits[0]]["item"]["type"] != "message":
            return "needle %r in %d rows" % (a, len(hits))
    nmsg = sum(1 for x in rows if x["item"]["type"] == "message")
    if not 130 <= nmsg <= 280:
        return "message count %d" % nmsg
    return None


def okbot(binary, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([binary] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write("okbot %s failed (exit %d)\n" % (" ".join(args), p.returncode))
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def max_summary(root):
    best = 0
    for dp, _, fns in os.walk(root):
        for fn in fns:
            if fn == "session-summary.json":
                try:
                    with open(os.path.join(dp, fn), encoding="utf-8") as fh:
                        d = json.load(fh)
                except (OSError, ValueError):
                    continue
                stack = [d]
                while stack:
                    x = stack.pop()
                    if isinstance(x, dict):
                        for k, v in x.items():
                            if k == "summary" and isinstance(v, str):
                                best = max(best, len(v))
                            else:
                                stack.append(v)
                    elif isinstance(x, list):
                        stack.extend(x)
    return best


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    binary, workdir = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per = int(os.environ.get("PER_KIND", "10"))
    smax = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    all_kept = all_n = 0
    best = 0
    for si, seed in enumerate(seeds):
        zh = si == len(seeds) - 1
        for attempt in range(200):
            facts, msgs = build_conv(seed, zh, per, attempt)
            rows = to_rows(msgs, random.Random(seed * 31 + attempt))
            err = check(facts, rows)
            if err is None:
                break
        else:
            sys.exit("seed %d: could not build a valid conversation: %s" % (seed, err))
        root = os.path.join(os.path.abspath(workdir), "root-%d" % seed)
        shutil.rmtree(root, ignore_errors=True)
        okbot(binary, root, ["init", "-q"])
        okbot(binary, root, ["assistant", "create", "Writer", "-q"])
        okbot(binary, root, ["settings", "set", "contextCompression.summaryMaxChars", smax, "-q"])
        batches, cur, cnt = [], [], 0
        for row in rows:
            cur.append(row)
            if row["item"]["type"] == "message":
                cnt += 1
                if cnt == 25:
                    batches.append(cur)
                    cur, cnt = [], 0
        if cur:
            batches.append(cur)
        for b in batches:
            okbot(binary, root, ["session", "append", "-a", "Writer", "-q"],
                  "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in b))
            okbot(binary, root, ["compress", "-a", "Writer", "--now", "-q"])
        ctx = okbot(binary, root, ["context", "show", "-a", "Writer"])
        kept = 0
        missing = []
        for f in facts:
            ok = all(n in ctx for n in f["needles"])
            tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        all_kept += kept
        all_n += len(facts)
        nmsg = sum(1 for x in rows if x["item"]["type"] == "message")
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%"
              % (seed, "zh" if zh else "en", nmsg, len(rows), len(batches), kept, len(facts), 100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
        best = max(best, max_summary(root))
    for k in KINDS:
        a, n = tot[k]
        print("kind %s %d/%d %.1f" % (k, a, n, 100.0 * a / n if n else 0.0))
    print("retention overall %.1f" % (100.0 * all_kept / all_n if all_n else 0.0))
    print("max summary chars %d" % best)


if __name__ == "__main__":
    main()

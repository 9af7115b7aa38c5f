#!/usr/bin/env python3
"""Held-out retention set "ao" for okbot's conversation summaries.

Usage:
    PER_KIND=n SUMMARY_MAX=chars python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT     path to the okbot binary under test
    WORKDIR   folder for the data roots (WORKDIR/root-SEED, recreated on each run)
    seed      conversation seeds (default 1 2 3 4 5); the LAST seed's conversation is in Chinese

Environment:
    PER_KIND     facts of each kind seeded into every conversation (default 10)
    SUMMARY_MAX  value for contextCompression.summaryMaxChars (default 2000)

Theme: a warehouse logistics coordinator talking to their personal AI assistant -- inbound
shipments and carriers, forklift certifications, the warehouse management system (WMS) and its
barcode printers, customs paperwork, a night-shift supervisor. The user writes with lots of
abbreviations (ETA, POD, ASN), ALL-CAPS emphasis, and pastes shipment tables, emails and scanner
error logs; the assistant sometimes calls tools. The Chinese conversation: 仓库物流调度员：到货和承运商、
叉车证、仓储管理系统和条码打印机、报关单据、夜班主管；爱用缩写，常贴到货表格和扫码枪报错日志。

Ten fact kinds (name, command, id, port, version, money, date, decision, constraint, question),
PER_KIND of each per conversation. Each fact has needles: exact substrings that occur in exactly
one row of the conversation (checked in code; the conversation is rebuilt with another attempt
number otherwise). Rows are appended 25 messages per batch with `okbot compress --now` after each
batch; at the end a fact counts as kept only when every one of its needles is found verbatim in
the output of `okbot context show`.

Deterministic per seed (and PER_KIND).
"""

import json
import os
import random
import shutil
import subprocess
import sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]
ASSISTANT_OK = {"name", "command", "id", "port", "version", "money", "date"}
BATCH = 25

# --------------------------------------------------------------------------------------------
# English pools
# --------------------------------------------------------------------------------------------

EN_FIRST = ["Marisol", "Dwayne", "Priya", "Tomasz", "Keisha", "Bernard", "Lucia", "Oksana", "Terrence",
            "Ngozi", "Rafael", "Hollis", "Yvette", "Dmitri", "Shauna", "Everett", "Ines", "Gordon",
            "Lakshmi", "Cormac", "Tamsin", "Rashad", "Birgit", "Wendell", "Fatima", "Colby", "Renata"]
EN_LAST = ["Okafor", "Brandt", "Villanueva", "Kowalczyk", "Haddad", "Pruitt", "Lindqvist", "Mercado",
           "Nakashima", "Delacroix", "Abernathy", "Szabo", "Ferreira", "Whitcombe", "Oyelaran",
           "Castellano", "Marchetti", "Gunderson", "Achebe", "Tran"]
EN_ROLES = ["night-shift supervisor", "customs broker", "dispatcher at Bluewater", "forklift trainer",
            "WMS admin", "ops manager", "receiving lead on dock 4", "Zebra service tech",
            "safety officer", "HR person for cert renewals", "account rep at Kessler Freight",
            "inventory analyst at the 3PL", "yard jockey lead", "EDI coordinator on the supplier side"]

EN_NAME_T = [
    "btw the new {role} is {v}, starts monday. loop them in on anything after 10pm",
    "{v} is our {role} now -- the old one retired last week, so update whatever list you keep",
    "Forgot to mention: {v} ({role}) is who I call when stuff goes sideways at night",
    "ok so the person who signs off on this stuff is {v}, the {role}. ALWAYS cc them",
    "meeting notes, quick: {v} -- {role} -- says the label change needs a ticket first",
    "if {v} calls, thats the {role}, fine to talk to them about the trailers",
    "new contact for you: {v}, {role}. kinda blunt on the phone but knows EVERYTHING",
    "{v} took over as {role} today. first thing they did was yell about the dock doors lol",
]
EN_NAME_A = [
    "From what you've described, the right person for that is {v} -- the {role}. I'd start there.",
    "Going by the thread you forwarded earlier, {v} is the {role}, so the escalation should go to them.",
    "I'd send it to {v}; as the {role} they're the one who can actually approve it.",
]
EN_NAME_P = ["who do I even ask about the overnight trailer checks?", "who handles this again? my brain is fried",
             "who was the contact for the cert stuff, do you remember?"]

EN_CMD_SHAPES = [
    lambda r: "lpstat -p ZT410-DOCK%d -l" % r.randint(1, 9),
    lambda r: "ping -c 4 10.20.%d.%d" % (r.randint(1, 99), r.randint(2, 250)),
    lambda r: "sudo systemctl restart %s" % r.choice(["wms-labeld", "scanner-bridge", "cups", "edi-poller", "asn-sync"]),
    lambda r: "tail -n %d /var/log/zebra/spool%d.log" % (r.choice([50, 100, 200, 500]), r.randint(1, 9)),
    lambda r: "grep -i %s scanner_dump_%s.txt" % (r.choice(["decode_fail", "timeout", "BADCHK", "no_asn"]), r.choice(["mon", "tue", "wed", "thu", "fri", "night"])),
    lambda r: "python3 reconcile_asn.py --site %s --days %d" % (r.choice(["DC2", "RENO", "BLDG-B", "YARD"]), r.randint(2, 14)),
    lambda r: "scp pod_batch_%s.zip ops@edi-gw:/inbound/" % r.choice(["a", "b", "c", "d", "late", "redo"]) ,
    lambda r: "./relabel.sh --dock %d --reprint" % r.randint(1, 12),
    lambda r: "zpl-send --host zbr-%02d --file ship_label.zpl" % r.randint(1, 30),
    lambda r: "rsync -av /srv/pod/ /mnt/archive/pod/%s/" % r.choice(["q3", "q4", "nov", "dec", "old"]),
    lambda r: "kubectl -n wms rollout restart deploy/%s" % r.choice(["label-service", "rf-gateway", "asn-api", "putaway-engine"]),
    lambda r: "Get-Printer -Name 'ZBR-%s*' | Format-List" % r.choice(["DOCK", "PACK", "SHIP", "RCV"]),
    lambda r: "cancel -a ZD621-%s" % r.choice(["PACK1", "PACK2", "SHIP3", "RCV4", "RET1"]),
    lambda r: "journalctl -u rf-gateway --since '%d min ago'" % r.choice([10, 15, 30, 45, 90]),
    lambda r: "sqlcmd -S wmsdb -Q \"exec dbo.ReleaseHold @Lpn='LP%d'\"" % r.randint(100, 999),
]
EN_CMD_T = [
    "I ran `{v}` and it just hangs. no output, nothing",
    "note to self: next time the labels come out blank run {v} BEFORE calling IT",
    "the IT guy's whole fix was literally `{v}` lol. an hour of downtime for that",
    "pasting this for the night-shift runbook: {v}",
    "ok tried {v} from the dock PC -- permission denied. typical",
    "can you remember this one for me: `{v}`. only thing that clears the stuck queue",
    "night crew keeps asking me so writing it here: they need to run {v} when the guns drop",
]
EN_CMD_A = [
    "Try this from the label server: `{v}` -- it shows whether the queue itself is stuck or the printer just isn't answering.",
    "The command you want is:\n\n    {v}\n\nRun it as the ops user, not as yourself, or it won't see the right queue.",
    "If it happens again, `{v}` is the quickest check; it takes a few seconds and tells you which side is broken.",
]
EN_CMD_P = ["what was that command for the printer thing again?", "how do I check that myself without waiting on IT?",
            "is there a command I can give nights for this?"]

EN_ID_SHAPES = [
    lambda r: "INC-%06d" % r.randint(100000, 999999),
    lambda r: "PO-%05d-%s" % (r.randint(10000, 99999), r.choice("ABCDEFGH")),
    lambda r: "BKG%s%04d" % (r.choice(["MX", "HL", "CM", "ON", "EV"]), r.randint(1000, 9999)),
    lambda r: "INV-26-%05d" % r.randint(10000, 99999),
    lambda r: "CLM%07d" % r.randint(1000000, 9999999),
    lambda r: "RMA-%04d%s" % (r.randint(1000, 9999), r.choice("KQWXZ")),
    lambda r: "WO-%s%04d" % (r.choice(["DK", "PR", "FL"]), r.randint(1000, 9999)),
    lambda r: "ENT-%s-%06d" % (r.choice(["7QH", "K2P", "33M"]), r.randint(100000, 999999)),
]
EN_ID_T = [
    "the booking ref for the reefer box is {v}, write it down somewhere pls",
    "IT opened {v} for the scanner mess. they said 48h SLA. yeah right",
    "Invoice {v} from Kessler -- they double billed the liftgate fee AGAIN",
    "case number for the damaged pallets claim: {v}",
    "{v} is the one with no ASN, supplier swears they sent it. they did NOT",
    "ok customs hold is under {v}, broker is on it supposedly",
    "use {v} when you chase them, thats the only number their system knows",
]
EN_ID_A = [
    "I've put that under {v} in the tracker so we can reference it when they call back.",
    "Checking the tracker, the matching record is {v} -- quote that one, not the PO line.",
    "The reference on their confirmation is {v}; I'd put it in the subject line of your reply.",
]
EN_ID_P = ["did that get logged anywhere?", "what ref do I give them when I call?", "which number was it again for that claim?"]

PORTS = [9100, 6101, 8443, 5432, 1433, 3306, 6379, 9443, 8081, 8090, 2121, 5050, 7070, 4443, 10443,
         9200, 5672, 1883, 8883, 27017, 44818, 50000, 8291, 9090, 6001, 2222, 7443, 18080, 9301, 4840]
EN_PORT_T = [
    "the Zebra on dock 2 only answers on port {v}, dont ask me why",
    "WMS vendor says the handheld gateway listens on {v} now after the upgrade",
    "firewall guy needs to open {v} between the scanner VLAN and the app server. ticket's in",
    "fyi the EDI box uses port {v} for SFTP, not 22. wasted a morning on that",
    "label service moved to port {v} apparently. nobody told us, OBVIOUSLY",
    "if telnet to {v} fails it's the printer's network card, learned that the hard way",
    "the yard camera NVR is on {v}, in case security asks again",
]
EN_PORT_A = [
    "The RF gun profile should point at port {v} -- that's what the gateway config you pasted shows.",
    "Per that doc the print server expects raw jobs on port {v}, so the firewall rule has to allow that.",
    "It's listening on {v}, not the default; set that in the scanner profile and it should connect.",
]
EN_PORT_P = ["which port was it again for the guns?", "what do I tell the firewall guy?", "what port does that thing use?"]

EN_VER_SHAPES = [
    lambda r: "v%d.%d.%d" % (r.randint(2, 9), r.randint(0, 19), r.randint(0, 30)),
    lambda r: "%d.%d.%d" % (r.randint(2, 12), r.randint(0, 9), r.randint(1, 40)),
    lambda r: "V%d.%d.%dZ" % (r.choice([72, 76, 81, 85, 87]), r.randint(10, 29), r.randint(1, 30)),
    lambda r: "2025.%d.%d" % (r.randint(1, 4), r.randint(1, 12)),
    lambda r: "rev %s%d" % (r.choice("CDEFGH"), r.randint(2, 9)),
    lambda r: "%d.%d-LTS" % (r.randint(3, 11), r.randint(0, 9)),
]
EN_VER_T = [
    "we're on WMS {v} now, the upgrade went in sunday night",
    "printer firmware is {v} on all of them except dock 6, which is cursed",
    "the scanner app got pushed to {v} and NOW the enter key does nothing",
    "broker wants the commercial invoice template {v}, the old one gets kicked back",
    "SOP doc is at {v}, I signed the last page this morning",
    "do NOT let anyone update past {v}, label alignment breaks after that",
    "handhelds say {v} in the about screen, if that helps",
]
EN_VER_A = [
    "Your handheld OS is {v}, which is the build where the keyboard-wedge issue first showed up.",
    "According to the release notes the fix landed in {v}, so anything older will still drop scans.",
    "The template on file is {v}; I'd check that version number before sending anything to the broker.",
]
EN_VER_P = ["which version are we even on?", "what build did they say fixes it?", "what version does the broker want?"]

def en_money(r):
    kind = r.randint(0, 4)
    if kind == 0:
        return "${:,}".format(r.randint(120, 9800))
    if kind == 1:
        return "${:,}.{:02d}".format(r.randint(40, 900), r.randint(1, 99))
    if kind == 2:
        return "€{:,}".format(r.randint(60, 5200))
    if kind == 3:
        return "£{:,}".format(r.randint(80, 4800))
    return "USD {:,}".format(r.randint(1100, 14000))

EN_MONEY_T = [
    "detention came to {v} for last week. LAST WEEK.",
    "quote from Bluewater is {v} per load, which is insane",
    "the forklift recert course costs {v} a head btw",
    "duty on that container was {v}, broker fee on top of that",
    "we finally got credited {v} for the crushed pallets!!",
    "new printhead = {v}. and we need two. cool cool cool",
    "storage at the port is running {v} so far, clock's ticking",
]
EN_MONEY_A = [
    "At {v} per pallet position that's still cheaper than paying for the overflow yard through peak.",
    "Adding the lines up from the invoice you pasted, the total is {v}.",
    "If you push back, the number to anchor on is {v} -- that's what their own rate sheet says.",
]
EN_MONEY_P = ["is the overflow yard even worth it? what was the per-pallet number", "can you add up that invoice for me?",
              "they want to renegotiate, what number do I push for?"]

EN_MONTHS = ["Jan", "Feb", "March", "April", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"]
def en_date(r):
    k = r.randint(0, 4)
    d = r.randint(1, 28)
    m = r.randint(1, 12)
    sfx = "th" if d in (11, 12, 13) or d % 10 > 3 or d % 10 == 0 else {1: "st", 2: "nd", 3: "rd"}[d % 10]
    if k == 0:
        return "%s %d" % (EN_MONTHS[m - 1], d)
    if k == 1:
        return "%s %d%s" % (EN_MONTHS[m - 1], d, sfx)
    if k == 2:
        return "%s the %d%s" % (r.choice(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]), d, sfx)
    if k == 3:
        return "%d/%d" % (m, d)
    return "%d %s" % (d, ["January", "February", "March", "April", "May", "June", "July", "August",
                          "September", "October", "November", "December"][m - 1])

EN_DATE_T = [
    "the audit is {v}, everything has to be labeled by then",
    "forklift certs expire {v} for half the night crew. HALF.",
    "ETA on the container got pushed to {v}, thanks ocean freight",
    "customs docs are due {v} or we start paying storage",
    "I'm out {v}, dentist, so nights is on their own",
    "peak freeze starts {v} -- no new SKUs after that, period",
    "carrier review meeting is {v}, I need the scorecards before",
]
EN_DATE_A = [
    "I'll plan around {v} as the cutoff for the ASN cleanup.",
    "Counting back from the renewal window, the last safe day to book the course is {v}.",
    "Based on the vessel schedule you pasted, the realistic ETA is {v}.",
]
EN_DATE_P = ["so when's the cutoff for the ASN cleanup?", "when do I need to book the recert course by?",
             "what's the real ETA on that container then?"]

EN_DECISIONS = [
    ("switching the dock printers to ZD621s", "the ZT410s keep eating ribbons"),
    ("moving the Ohio lanes to Bluewater", "their POD turnaround is same-day"),
    ("dropping the Saturday inbound window", "nobody certified works Saturdays"),
    ("keeping paper BOLs for now", "the broker still wants wet signatures"),
    ("putting dock 5 on live unload only", "drop trailers were racking up detention"),
    ("buying two spare printheads", "one dead printhead stopped outbound for six hours"),
    ("holding the WMS upgrade until January", "peak is no time for surprises"),
    ("cross-training nights on reach trucks", "we had one certified driver on nights"),
    ("requiring ASNs 24h before arrival", "blind receipts are killing our accuracy"),
    ("filing entries through the broker portal", "emailed PDFs kept getting lost"),
    ("splitting cycle counts into nightly zones", "the full Sunday count wrecks everyone"),
    ("renting a second yard tractor", "trailers sit an hour waiting to be spotted"),
    ("scrapping the old Honeywell guns", "replacement batteries are back-ordered forever"),
    ("paying for the premium EDI mapping", "manual ASN keying eats two hours a day"),
    ("bringing forklift recerts in-house", "the outside trainer cancelled twice"),
    ("booking reefer loads direct", "the broker markup was almost 18 percent"),
    ("labeling hazmat pallets at receiving", "putaway kept missing the placards"),
    ("giving the night supervisor override rights", "tickets sat unanswered until 8am"),
    ("consolidating LTL pickups to Tue/Thu", "half-empty pickups cost a fortune"),
    ("printing pick labels in batches of 50", "the spooler chokes on big jobs"),
]
EN_DEC_T = [
    "ok decided: {c}, because {r}.",
    "I'm {c}. reason? {r}, simple as that",
    "after sleeping on it -- {c} since {r}",
    "so yeah we're {c}. {r} and I'm not fighting that battle again",
    "Final call from me: {c}. Why: {r}.",
    "talked to my boss and we agreed on {c} -- {r}, he saw the numbers",
    "going forward we are {c}, mostly cause {r}",
]

EN_CONSTRAINTS = [
    "never release a trailer without a signed POD", "only reprint labels after voiding the old one",
    "no forklift on dock 3 without a spotter", "never move customs-held pallets before clearance",
    "don't call carriers before 7am", "only the night supervisor approves overtime",
    "never paste the WMS admin password in chat", "no inbound appointments on Sundays",
    "never override a hazmat scan mismatch", "no temps on the reach trucks",
    "always photograph the seal before cutting it", "don't touch printer darkness during shift",
    "never accept a reefer above 5°C", "only book LTL through the portal",
    "don't sign for short pallets without noting it", "no overtime approvals by text",
    "never stack customs pallets more than two high", "only change bin locations after the count closes",
]
EN_CON_T = [
    "RULE: {v}. no exceptions, I don't care who's asking",
    "just so you know, {v}. got burned on that once",
    "standing rule here -- {v}",
    "pls remember {v}, the GM is super strict about it",
    "one more thing for the handover notes: {v}",
    "going forward, {v}. put it wherever you keep my rules",
    "and I mean it: {v}!! last guy who did got written up",
]

EN_QUESTIONS = [
    "the demurrage free time", "lithium battery placard rules", "who pays for pallet exchange",
    "the cycle count variance threshold", "the reefer plug-in fee", "ISF late filing penalties",
    "battery swap interval for reach trucks", "whether scanned PODs count as originals",
    "bonded warehouse license renewal", "the max dock plate rating", "how FTZ admission works",
    "what a chassis split fee is", "overtime rules for 4x10 shifts", "retention period for customs records",
    "GS1 check digit rules", "calibrating the RF gun triggers",
]
EN_Q_T = [
    "random q but what's the deal with {v}? actually hold that thought, truck just pulled in",
    "q for later: {v} -- how does that even work",
    "hm do you know anything about {v}? no rush, not today",
    "something I keep meaning to ask: {v}. remind me to come back to it",
    "wait, what about {v}?? ugh never mind, phone's ringing, later",
    "putting this here so I don't forget to ask properly: {v}",
    "side question on {v}, I'll ask again when things calm down",
]

EN_ACK = {
    "name": ["Got it, I'll keep track of who that is.", "Noted -- good to know who to route that to.",
             "Okay, I'll remember them for anything on that side."],
    "command": ["Saved that one for the runbook.", "Handy -- I'll keep it with the other troubleshooting steps.",
                "Noted. If it hangs again, check whether the host is even reachable first."],
    "id": ["Logged the reference.", "Okay, I've noted the reference so we can chase it.",
           "Got the number; I'll use it when we follow up."],
    "port": ["Noted the port.", "Okay, I'll keep that in the network notes.", "Got it, that's an odd one but fine."],
    "version": ["Noted the version.", "Okay, that explains some of the weirdness.", "Good to know which build we're dealing with."],
    "money": ["That's steep.", "Ouch. I'll add it to the cost tracking.", "Noted the amount."],
    "date": ["I'll keep that date in mind.", "Okay, noted for the calendar.", "Got it -- that's tighter than I'd like."],
    "decision": ["Makes sense given the reasoning.", "That's a reasonable call.", "Fair -- I'll plan around that."],
    "constraint": ["Understood, I'll treat that as a hard rule.", "Noted as a standing rule.", "Got it, no exceptions."],
    "question": ["Parking that one for now -- remind me and we'll come back to it.",
                 "Let's leave that for when things are calmer.", "I'll hold that question for later."],
}

# --------------------------------------------------------------------------------------------
# Chinese pools
# --------------------------------------------------------------------------------------------

ZH_SUR = list("王李陈刘张赵周吴孙马黄郭何林徐高罗郑谢韩冯曹彭邓")
ZH_GIVEN = ["建国", "秀英", "晓东", "海燕", "志强", "丽娟", "俊峰", "婷婷", "国栋", "佳慧", "振宇", "晓梅",
            "文斌", "雪松", "志刚", "颖", "涛", "凯", "明辉", "春燕", "德胜", "思远", "桂芳", "宏伟"]
ZH_ROLES = ["夜班主管", "报关行的对接人", "承运商调度", "叉车培训老师", "WMS管理员", "运营经理", "4号门收货组长",
            "斑马打印机售后", "安全员", "人事那边管叉车证的", "德邦的客户经理", "三方仓的库存分析", "场站调车组长"]
ZH_NAME_T = [
    "对了新来的{role}叫{v}，下周一到岗，晚上10点以后的事都拉上他",
    "{v}现在是我们的{role}了，原来那个上周走了，你那边记一下",
    "忘了说，{v}（{role}）是晚上出事我第一个打电话的人",
    "签字的人是{v}，{role}，发邮件一定要抄送他！！",
    "开会记一下：{v}——{role}——说标签改版得先提单",
    "如果{v}打电话来，那是{role}，跟他聊车的事没问题",
    "新联系人：{v}，{role}，说话比较冲但是啥都懂",
]
ZH_NAME_A = [
    "按你之前说的情况，这事应该找{v}，他是{role}。",
    "从你转过来的邮件看，{v}是{role}，升级处理应该发给他。",
    "建议直接发给{v}，作为{role}他才有权限批。",
]
ZH_NAME_P = ["夜里查车的事到底该找谁？", "这事归谁管来着，脑子转不动了", "叉车证那块的联系人是谁你还记得吗"]

ZH_CMD_T = [
    "我跑了`{v}`，直接卡住，啥输出都没有",
    "备忘：下次标签打出来是空白的，先跑 {v} 再找IT",
    "IT那哥们的解决办法就是`{v}`，停了一个小时就为这个",
    "贴给夜班操作手册用：{v}",
    "在门口电脑上试了 {v}，权限不够。。。",
    "帮我记住这条：`{v}`，只有它能把卡住的队列清掉",
    "夜班老问我，写这儿吧：扫码枪掉线的时候跑 {v}",
]
ZH_CMD_A = [
    "在标签服务器上试一下：`{v}`，能看出是队列卡了还是打印机没响应。",
    "你要的命令是：\n\n    {v}\n\n用ops账号跑，不然看不到对应的队列。",
    "再出现的话，先跑 `{v}`，几秒钟就能知道是哪边坏了。",
]
ZH_CMD_P = ["打印机那个命令是啥来着？", "我自己怎么查，不想等IT", "有没有命令可以给夜班用的？"]

ZH_ID_T = [
    "冷柜的订舱号是{v}，帮我记一下",
    "IT给扫码枪的问题开了单{v}，说48小时内处理，呵呵",
    "德邦的发票{v}，尾板费又重复收了！！",
    "货损托盘的理赔案号：{v}",
    "{v}这单没有ASN，供应商说发了，根本没有",
    "海关查验挂在{v}下面，报关行说在跟",
    "催的时候报{v}，他们系统只认这个号",
]
ZH_ID_A = [
    "我把这个记在跟踪表里了，编号{v}，他们回电的时候可以直接报。",
    "查了一下跟踪表，对应的记录是{v}，报这个号，别报PO行号。",
    "他们确认单上的参考号是{v}，回复时建议写在邮件标题里。",
]
ZH_ID_P = ["这个登记了没？", "打电话的时候报哪个号？", "那个理赔是哪个号来着"]

ZH_PORT_T = [
    "2号门那台斑马只认{v}端口，别问我为什么",
    "WMS厂商说升级以后手持终端网关改成监听{v}了",
    "网管要在扫码枪VLAN和应用服务器之间开{v}端口，单子提了",
    "EDI那台机器SFTP走的是{v}端口，不是22，浪费我一上午",
    "标签服务好像挪到{v}端口了，也没人通知一声",
    "telnet {v} 不通的话就是打印机网卡坏了，血的教训",
    "堆场监控的录像机是{v}端口，保安再问就告诉他",
]
ZH_PORT_A = [
    "扫码枪的配置应该指向{v}端口，你贴的网关配置里写的就是这个。",
    "按那份文档，打印服务器的原始打印口是{v}，防火墙规则要放行这个。",
    "它监听的是{v}，不是默认端口，扫码枪配置里改一下就能连上。",
]
ZH_PORT_P = ["扫码枪那个端口是多少来着？", "我跟网管怎么说？", "那玩意儿用哪个端口？"]

ZH_VER_T = [
    "WMS现在是{v}了，周日晚上升级的",
    "打印机固件除了6号门都是{v}，6号门那台邪门",
    "扫码APP推到{v}以后回车键没反应了！！",
    "报关行要{v}版的商业发票模板，旧的直接退回",
    "SOP文件现在是{v}，今天早上最后一页签了字",
    "千万别让人升到{v}以上，标签位置会跑偏",
    "手持终端关于页面显示{v}，不知道有没有用",
]
ZH_VER_A = [
    "你手持终端的系统是{v}，键盘模式那个问题就是从这个版本开始的。",
    "按更新说明，修复是在{v}里加的，更老的版本还是会丢扫描。",
    "存档的模板是{v}，发给报关行之前最好核对一下版本号。",
]
ZH_VER_P = ["我们现在到底是哪个版本？", "他们说哪个版本修好了？", "报关行要哪个版本的？"]

def zh_money(r):
    k = r.randint(0, 4)
    if k == 0:
        return "%d元" % r.randint(150, 48000)
    if k == 1:
        return "¥{:,}".format(r.randint(1000, 60000))
    if k == 2:
        return "%d.%d万元" % (r.randint(1, 19), r.randint(1, 9))
    if k == 3:
        return "人民币%d元" % r.randint(300, 9000)
    return "${:,}".format(r.randint(300, 9000))

ZH_MONEY_T = [
    "上周的滞留费一共{v}，就上周！",
    "德邦报价每车{v}，太离谱了",
    "叉车复训每人{v}，顺便说一下",
    "那个柜子的关税{v}，报关费另算",
    "压坏的托盘终于赔了{v}！！",
    "新打印头{v}一个，还得买两个，呵呵",
    "港口堆存费已经{v}了，还在涨",
]
ZH_MONEY_A = [
    "按每个托盘位{v}算，还是比旺季租外面的堆场便宜。",
    "把你贴的发票明细加起来，总共是{v}。",
    "如果要还价，就咬住{v}，这是他们自己报价单上的数。",
]
ZH_MONEY_P = ["外面堆场那个报价值不值？每个托盘位多少来着", "帮我把那张发票加一下？", "他们要重新谈价，我咬哪个数？"]

def zh_date(r):
    m = r.randint(1, 12)
    d = r.randint(1, 28)
    k = r.randint(0, 2)
    if k == 0:
        return "%d月%d日" % (m, d)
    if k == 1:
        return "%d月%d号" % (m, d)
    return "%d/%d" % (m, d)

ZH_DATE_T = [
    "审计定在{v}，之前所有货位都要贴好标签",
    "夜班一半人的叉车证{v}到期，一半！",
    "柜子的ETA又推到{v}了，船公司真行",
    "报关资料{v}之前要交，不然开始收堆存费",
    "我{v}请假去看牙，夜班自己顶一下",
    "旺季冻结从{v}开始，之后不许加新SKU",
    "承运商考核会在{v}，之前要把评分表弄好",
]
ZH_DATE_A = [
    "我会把{v}当作ASN清理的截止日来安排。",
    "从换证窗口往回推，最晚{v}要把培训订下来。",
    "按你贴的船期，比较实际的ETA是{v}。",
]
ZH_DATE_P = ["那ASN清理截止是哪天？", "复训课最晚哪天要订？", "那个柜子实际ETA是哪天？"]

ZH_DECISIONS = [
    ("门口打印机全换成ZD621", "ZT410老是吃碳带"),
    ("华东线改走顺丰快运", "德邦上个月丢了两票货"),
    ("取消周六的到货窗口", "周六没有持证的叉车司机"),
    ("纸质提单先保留", "报关行还要手写签字"),
    ("5号门只做现场卸货", "甩挂的车一直在产生滞留费"),
    ("备两个打印头", "上次打印头坏了出库停了六个小时"),
    ("WMS升级推到一月", "旺季不能冒这个险"),
    ("夜班交叉培训前移式叉车", "夜班只有一个持证司机"),
    ("到货前24小时必须发ASN", "盲收把准确率搞得一塌糊涂"),
    ("报关单走报关行的网上系统", "邮件发的PDF老是丢"),
    ("盘点拆成每晚分区做", "周日全盘把大家累死了"),
    ("再租一台场内牵引车", "挂车要等一个小时才能靠台"),
    ("淘汰旧的霍尼韦尔扫码枪", "电池一直缺货"),
    ("买EDI高级映射服务", "手工录ASN每天要两个小时"),
    ("叉车复训改成内部做", "外面的老师放了两次鸽子"),
    ("冷链直接跟承运商订", "货代加价差不多18个点"),
    ("危险品托盘收货时就贴标", "上架的人老是漏看标识"),
    ("给夜班主管开超级权限", "工单一直没人管到早上8点"),
    ("零担提货合并到周二周四", "半空车提货太亏了"),
    ("拣货标签50张一批打", "打印队列一大就卡死"),
]
ZH_DEC_T = [
    "定了：{c}，因为{r}。",
    "我决定{c}，理由就是{r}",
    "想了一晚上，还是{c}，毕竟{r}",
    "就这样，{c}。{r}，这事我不想再吵了",
    "最终决定：{c}。原因：{r}。",
    "跟老板聊完了，{c}，{r}，数据他也看了",
    "以后就{c}了，主要是{r}",
]

ZH_CONSTRAINTS = [
    "没签POD的车一律不放行", "必须先作废旧标签才能重打", "3号门没有人指挥不许开叉车",
    "海关扣的货放行前不许动", "早上7点前别给承运商打电话", "加班只能夜班主管批",
    "WMS管理员密码不要发微信", "周日不约到货", "危险品扫码不一致绝不能强制过账",
    "临时工不许开前移式叉车", "剪封条之前必须先拍照", "上班时间别动打印机浓度",
    "冷柜温度超过5度一律拒收", "零担只能在平台上订", "托盘少了不备注不许签收",
    "加班审批不能走短信", "海关托盘最多堆两层", "盘点没结束不许改货位",
]
ZH_CON_T = [
    "规矩：{v}。谁来说都没用",
    "跟你说一下，{v}，我吃过亏",
    "这里的固定规矩——{v}",
    "记住{v}，总经理对这个特别严",
    "交接备注再加一条：{v}",
    "以后{v}，你记到我的规矩里",
    "我是认真的：{v}！！上一个违反的被处分了",
]

ZH_QUESTIONS = [
    "滞箱费免费期", "锂电池托盘的标签要求", "托盘交换费谁承担", "盘点差异率阈值", "冷柜插电费",
    "ISF迟报罚款", "前移式叉车换电池的间隔", "扫描的POD算不算原件", "保税仓资质续期",
    "登车桥最大承重", "综保区入区流程", "底盘车拆分费", "做四休三的加班规定", "报关资料保存年限",
    "GS1校验位规则", "扫码枪扳机怎么校准",
]
ZH_Q_T = [
    "随便问一下，{v}是怎么回事？算了先别说，车到了",
    "留着以后问：{v}，到底怎么弄的",
    "你了解{v}吗？不急，今天不用",
    "一直想问：{v}，提醒我回头再问",
    "等下，{v}呢？？算了电话响了，回头说",
    "写这儿省得忘：{v}，之后再好好问",
    "顺便提一句{v}，等忙完这阵子再问你",
]

ZH_ACK = {
    "name": ["好的，我记住这个人了。", "收到，以后这类事就知道找谁了。", "明白，那边的事我会记着他。"],
    "command": ["这条我放进操作手册了。", "好用，我和其他排查步骤放一起。", "记下了。要是又卡住，先看看主机能不能连上。"],
    "id": ["编号记下了。", "好的，这个号我记着，方便之后催。", "号码收到，跟进时就用它。"],
    "port": ["端口记下了。", "好，我放到网络备注里。", "收到，这个端口有点怪，不过没问题。"],
    "version": ["版本记下了。", "好吧，这就解释了一些怪问题。", "知道是哪个版本就好办了。"],
    "money": ["这也太贵了。", "肉疼。我记到费用里。", "金额记下了。"],
    "date": ["这个日子我记着。", "好，记到日程里了。", "收到，时间比我想的紧。"],
    "decision": ["有道理，理由很充分。", "这个决定挺合理的。", "可以，我按这个来安排。"],
    "constraint": ["明白，这条当硬规矩。", "记为固定规矩了。", "收到，没有例外。"],
    "question": ["这个问题先放一放，回头你提醒我再说。", "等不忙了再聊这个。", "这个先记着，之后再说。"],
}

# --------------------------------------------------------------------------------------------
# Filler: chit-chat, pastes, tool calls, long assistant replies
# --------------------------------------------------------------------------------------------

EN_CARRIERS = ["Kessler", "Bluewater", "Saia", "Estes", "ODFL", "TForce", "R+L", "the drayage guys"]
ZH_CARRIERS = ["德邦", "顺丰快运", "安能", "中通快运", "壹米滴答", "跨越", "拖车行", "百世"]

EN_CHAT = [
    "ugh coffee machine in the break room is dead AGAIN",
    "long day. three trailers showed up at the same time, all with no appt",
    "ok im back. had to go yell at a driver who parked across two doors",
    "it's raining sideways and the dock seals are leaking, love this job",
    "lunch was a granola bar in the forklift charging room. glamorous",
    "honestly the scanners were fine today, which makes me nervous",
    "my feet hurt. 19k steps and it's not even 2pm",
    "quiet morning for once. suspicious",
    "nights left the staging lanes a mess again. whatever, I'll deal",
    "new hire asked me what ASN stands for. on his third week.",
    "sorry for the typos im typing this on the handheld lol",
    "boss wants a 'quick' deck on dock utilization by friday. quick. sure",
    "the yard smells like diesel and burnt popcorn, don't ask",
    "had a good call with the carrier rep for once, they actually listened",
    "thanks, that helped a lot actually",
    "lol ok fair",
    "hm ok let me think about that",
    "yeah that tracks",
]
EN_ASKS = [
    "can you draft a short email to {car} about drivers showing up without appointments? polite but FIRM",
    "what's a good way to track forklift cert expirations without a spreadsheet from hell?",
    "give me a checklist for the night shift handover, mine is a mess",
    "how would you explain cross-docking to a new temp in two minutes?",
    "help me word a reminder to the team about scanning every pallet, not just the first one",
    "what should I put in a carrier scorecard? on-time, damages... what else",
    "any tips for getting the label printers to stop drifting? it's every week",
    "how do I push back on a detention invoice without burning the relationship?",
    "what goes in a customs doc packet for an import, roughly? want to double check mine",
    "can you summarize what we talked about for the printers so far?",
]
ZH_CHAT = [
    "茶水间咖啡机又坏了",
    "累死了，三辆车同时到，都没预约",
    "回来了，刚去说了一个把车横着堵两个门的司机",
    "下大雨，门封又漏水，爱死这工作了",
    "午饭是在叉车充电间啃的面包，高大上",
    "今天扫码枪居然没出问题，反而有点慌",
    "脚疼，还没到两点就走了两万步",
    "难得上午这么清静，有点不对劲",
    "夜班又把暂存区弄得一团糟，算了我来收拾",
    "新人问我ASN是啥意思，来了三周了。。。",
    "打字有错别字别介意，我在手持终端上打的",
    "老板要我周五前出个月台利用率的PPT，说很简单，呵呵",
    "好的，这个挺有用",
    "哈哈行吧",
    "嗯我想想",
    "有道理",
]
ZH_ASKS = [
    "帮我给{car}写个邮件，说司机不预约就来的事，客气点但要强硬",
    "叉车证到期有什么好办法跟踪？不想再弄那种巨复杂的表格",
    "给我一个夜班交接清单，我现在那个太乱了",
    "怎么两分钟跟临时工讲清楚越库作业？",
    "帮我写个提醒，让大家每个托盘都要扫，不是只扫第一个",
    "承运商考核表该放哪些指标？准时率、货损……还有啥",
    "标签打印机每周都跑偏，有啥办法？",
    "滞留费发票怎么还价又不伤关系？",
    "进口报关资料大概要哪些？想核对一下我的",
    "把我们聊过的打印机问题总结一下？",
]

EN_PARAS = [
    "The pattern you're describing usually comes down to the handoff between receiving and putaway: if the ASN isn't matched before the pallet leaves the dock, every downstream scan is working against a record that doesn't exist yet, and the WMS quietly parks it in an exception bin.",
    "For the printers, drift almost always starts with media calibration. When the label stock changes -- even the same part number from a different roll batch -- the gap sensor reads a slightly different edge, and after a few hundred labels the offset becomes visible.",
    "On detention, the strongest position is your own appointment log. If you can show the arrival time against the booked window and the time the door was actually ready, most carriers will settle on the portion that's genuinely on you instead of the whole invoice.",
    "A simple way to keep certifications visible is one row per operator with the equipment class and the expiry date, sorted by expiry, and a rule that anything inside 45 days turns the row red. The point isn't the tool, it's that someone looks at it weekly.",
    "For customs paperwork, the usual packet is the commercial invoice, packing list, bill of lading, and whatever the broker needs for classification. The painful delays tend to come from a mismatch between the invoice quantities and the packing list, not from missing documents.",
    "Night-shift handovers work better when they're structured around open exceptions rather than a narrative: what's still on the dock, what's on hold and why, which equipment is down, and who was told. Anything else can go in a free-text line at the end.",
    "If the scanners drop after the app update, it's worth checking whether the keyboard-wedge setting got reset. A lot of updates restore defaults, and the symptom looks exactly like a network problem even though the gun is connected fine.",
    "For the carrier scorecard, I'd keep it to five measures you can actually collect: on-time arrival against appointment, damage claims per hundred loads, POD turnaround, billing accuracy, and responsiveness when something goes wrong.",
    "Cross-docking in two minutes: the freight comes in, doesn't get put away, and goes straight to an outbound door. The scan that matters is the one that moves the pallet to the outbound lane, because that's what tells the system it never touched a rack.",
    "Peak is exactly when small process gaps turn into big ones. The volume hides problems for a week or two, and then they all show up at once in the cycle count, so it's worth tightening the exception queue now rather than after the fact.",
]
EN_BULLETS = [
    "- check the staging lanes before shift change", "- confirm every open ASN has a door assigned",
    "- note any equipment tagged out and why", "- reprint only from the WMS, never from the desktop",
    "- log damages with photos at the dock, not later", "- hand over the keys to the cage in person",
    "- flag trailers that have been on site more than 2h", "- call out anything on customs hold explicitly",
]
ZH_PARAS = [
    "你说的这种情况，一般问题出在收货和上架的衔接上：托盘离开月台之前ASN没匹配上，后面每一次扫描都是对着一条还不存在的记录，WMS就会悄悄把它放到异常库位里。",
    "打印机跑偏，十有八九是介质校准的问题。标签纸一换——哪怕是同一个料号不同批次——间隙传感器读到的边缘就会有点不一样，打几百张以后偏移就看得出来了。",
    "滞留费这件事，最有力的证据是你们自己的预约记录。能拿出到场时间、预约时段和月台实际空出来的时间，大部分承运商都会只收真正归你们的那部分，而不是整张发票。",
    "跟踪证件最简单的办法，就是每个司机一行，写上车型类别和到期日，按到期日排序，45天内到期的标红。关键不在用什么工具，而在于每周有人真的去看。",
    "报关资料一般是商业发票、装箱单、提单，再加上报关行归类需要的东西。真正拖时间的往往不是缺文件，而是发票数量和装箱单对不上。",
    "夜班交接按未结异常来组织会好很多：月台上还剩什么、哪些货扣着以及原因、哪些设备坏了、通知了谁。其他的可以在最后写一行备注。",
    "如果扫码枪是APP更新后掉的，值得检查一下键盘模式的设置是不是被重置了。很多更新会恢复默认值，症状看起来跟网络问题一模一样，其实枪是连着的。",
    "承运商考核表，建议只放五个能真正收集到的指标：按预约准时到达率、每百车货损理赔、POD回传时效、账单准确率、出问题时的响应速度。",
    "两分钟讲越库：货进来不上架，直接去出库月台。关键的那一下扫描是把托盘移到出库道的那一次，因为系统靠它知道这货没上过货架。",
    "旺季恰恰是小漏洞变成大问题的时候。货量会把问题掩盖一两周，然后在盘点时一起爆出来，所以现在就把异常队列收紧，比事后补救划算。",
]
ZH_BULLETS = [
    "- 交接班前检查暂存道", "- 确认每个未结ASN都分配了月台", "- 记录停用的设备及原因",
    "- 只从WMS重打标签，不从桌面打", "- 货损在月台拍照登记，不要事后补", "- 笼子钥匙当面交接",
    "- 在场超过2小时的挂车要标出来", "- 海关扣货的要单独说明",
]

EN_PARAS += [
    "One thing that helps with no-show appointments is making the carrier re-book through the same channel every time. When dispatchers can call a person and get squeezed in, the schedule stops meaning anything, and the drivers who did book on time end up waiting behind the ones who didn't.",
    "If the handhelds are roaming badly between access points, you'll see it as scans that take two or three seconds and then fail in a cluster near the same aisle. That points to coverage, not the app, and the fix is usually an AP survey rather than another update.",
    "For the claim, photos taken at the dock before the trailer is released carry far more weight than anything taken later in the aisle. Note the seal, the trailer number, and the pallet position in the trailer; the carrier's adjuster will ask for exactly those.",
    "With reach trucks, the certification is per equipment class, so someone certified on counterbalance isn't covered just because they've been driving for years. It's worth keeping the class next to the name so nobody gets put on a truck they aren't signed off for.",
    "When the broker rejects a packet, ask them for the specific field instead of resending everything. Nine times out of ten it's a country of origin, a unit of measure, or an HS code that doesn't match the invoice line.",
    "I'd keep the exception queue to a single owner per shift. Shared queues look fair on paper but in practice everyone assumes someone else is on it, and an ASN mismatch from 6pm is still sitting there at 6am.",
    "The spooler behaviour you're describing -- fine for small jobs, then stalling on big ones -- is typical when the printer's buffer fills faster than it can print. Smaller batches or a slight pause between jobs usually makes it disappear.",
    "For a quick dock utilization view, doors occupied per hour against doors available is enough for a first deck. Once you add dwell time per trailer, the story about where the hours go usually tells itself.",
]
EN_CHAT += [
    "brb, fire drill. of course it's during the 2pm wave",
    "my manager just walked by and asked if the printers are 'fixed now'. lol",
    "oh my god the vending machine ate my dollar. today is cursed",
    "ok the driver from this morning came back to apologize, which, nice",
    "the new temp is actually great, fast and doesn't argue. keeping him",
    "i swear the dock 6 door has a personality",
    "sorry was on the phone with the broker for 40 min. 40.",
    "ok where were we",
    "friday cant come soon enough",
    "thx",
]
EN_ASKS += [
    "what's the nicest way to tell nights they left the charger cables everywhere again",
    "can you help me plan the week? inbound is heavy tue-thu and I'm short two people",
    "rewrite this so it sounds less angry: 'if your driver shows up without an appt again we will turn him away'",
    "how do other warehouses handle drivers who refuse to wait in the truck?",
    "quick sanity check: should damaged freight be received and noted or refused outright?",
]
ZH_PARAS += [
    "司机不按预约来，有个办法是要求承运商每次都走同一个渠道改约。调度能直接打电话插队的话，预约表就形同虚设，按时约好的司机反而排在没约的后面。",
    "手持终端在AP之间漫游不好的话，表现是扫一下要两三秒然后在同一个巷道附近成片失败。那是覆盖问题，不是APP问题，一般要做无线勘测，而不是再升一次级。",
    "理赔的话，车放走之前在月台拍的照片比事后在巷道里拍的有用得多。封条、车牌号、托盘在车厢里的位置都要拍到，承运商的理赔员问的就是这些。",
    "前移式叉车的证是按车型分的，会开平衡重的不代表能开前移式，开了多少年都一样。名字旁边把车型写上，就不会有人被安排去开没资质的车。",
    "报关行退回资料的时候，问清楚是哪个字段，不要全部重发。十有八九是原产国、计量单位，或者HS编码跟发票行对不上。",
    "异常队列每个班次最好只有一个负责人。共享队列看着公平，实际上大家都以为别人在管，晚上6点的ASN差异到早上6点还在那里。",
    "你说的打印队列——小任务没事，大任务就卡——一般是打印机缓存被塞满的速度比打印快。分小批或者任务之间稍微停一下，通常就好了。",
    "月台利用率先做个简单版：每小时占用的门数除以可用门数，第一版PPT够用了。再加上每辆车的停留时间，时间花在哪儿基本一目了然。",
]
ZH_CHAT += [
    "等下，消防演习，偏偏在两点那波货的时候",
    "经理路过问打印机是不是'修好了'，笑死",
    "自动售货机吞了我的钱，今天真是邪门",
    "早上那个司机回来道歉了，还挺意外的",
    "新来的临时工挺好，手快还不顶嘴，想留下他",
    "6号门那个门真的有脾气",
    "刚跟报关行打了40分钟电话。40分钟。",
    "说到哪了",
    "盼周五",
    "谢啦",
]
ZH_ASKS += [
    "怎么委婉地跟夜班说充电线又扔得到处都是",
    "帮我排一下这周？周二到周四到货多，我还缺两个人",
    "帮我改得没那么冲：'你们司机再不预约就来，我们直接拒收'",
    "别的仓库怎么处理不肯在车里等的司机？",
    "确认一下：货损的货是收了备注，还是直接拒收？",
]
EN_ACK_MORE = {"name": "Okay.", "command": "Got it.", "id": "Noted.", "port": "Okay, noted.",
               "version": "Right.", "money": "Wow, okay.", "date": "Okay, noted.", "decision": "Sounds right.",
               "constraint": "Understood.", "question": "Let's come back to that one."}
ZH_ACK_MORE = {"name": "好的。", "command": "收到。", "id": "记下了。", "port": "好的，记下了。",
               "version": "嗯嗯。", "money": "哇，好吧。", "date": "好，记下了。", "decision": "听起来没问题。",
               "constraint": "明白。", "question": "这个回头再聊。"}
for _k, _v in EN_ACK_MORE.items():
    EN_ACK[_k].append(_v)
for _k, _v in ZH_ACK_MORE.items():
    ZH_ACK[_k].append(_v)


class Deck:
    """Draws from a pool without repeats until the pool is used up, then reshuffles."""
    def __init__(self, r, pool):
        self.r, self.pool, self.left = r, list(pool), []
    def draw(self):
        if not self.left:
            self.left = list(self.pool)
            self.r.shuffle(self.left)
        return self.left.pop()

EN_ERRS = ["DECODE_TIMEOUT", "NO_ASN_MATCH", "LPN_DUPLICATE", "BATTERY_LOW", "WIFI_ROAM_FAIL", "CHKDIGIT_BAD", "LOC_LOCKED"]

def gen_log(r, zh):
    lines = []
    h, m = r.randint(0, 5), r.randint(0, 59)
    for _ in range(r.randint(4, 8)):
        m += r.randint(0, 3)
        if m >= 60:
            h, m = h + 1, m - 60
        lines.append("%02d:%02d:%02d RF-%s %s lpn=LP%s%s loc=%s-%s" % (
            h, m, r.randint(0, 59), r.choice(["G07", "G12", "G15", "G21", "G33"]), r.choice(EN_ERRS),
            r.choice("ABCDXYZ"), "".join(r.choice("0123456789ABCDEF") for _ in range(3)),
            r.choice(["A", "B", "C", "D", "R"]), r.choice(["0a", "1c", "2f", "3b", "4e"])))
    head = r.choice(["这是昨晚扫码枪的日志：\n", "又来了，日志贴给你：\n", "夜班发我的，你看看：\n"] if zh else
                    ["here's the scanner log from last night:\n", "pasting the gun log, look at this:\n",
                     "nights sent me this, thoughts??\n"])
    return head + "```\n" + "\n".join(lines) + "\n```"

def gen_table(r, zh):
    cars = ZH_CARRIERS if zh else EN_CARRIERS
    if zh:
        hdr = "| 承运商 | 门 | 到场 | 托盘 | 状态 |\n|---|---|---|---|---|"
        sts = ["已卸", "等靠台", "缺ASN", "查验中", "在途"]
    else:
        hdr = "| carrier | door | arrived | plts | status |\n|---|---|---|---|---|"
        sts = ["unloaded", "waiting", "no ASN", "on hold", "in transit"]
    rows = []
    for _ in range(r.randint(3, 6)):
        rows.append("| %s | D%d | %02d:%02d | %d | %s |" % (r.choice(cars), r.randint(1, 12), r.randint(5, 22),
                                                          r.choice([0, 15, 30, 45]), r.randint(1, 60), r.choice(sts)))
    head = r.choice(["今天的到货表，帮我看下哪个要催：\n", "贴一下上午的到货：\n", "到货情况如下，乱七八糟：\n"] if zh else
                    ["today's inbound so far, which ones should I chase?\n", "inbound board as of now:\n",
                     "here's the mess we call a schedule:\n"])
    return head + hdr + "\n" + "\n".join(rows)

def gen_email(r, zh):
    cars = ZH_CARRIERS if zh else EN_CARRIERS
    c = r.choice(cars)
    if zh:
        return ("收到%s的邮件，你看看怎么回：\n\n> 您好，\n> 关于贵司上周的提货安排，我方司机多次到场后等待超过两小时，"
                "根据合同条款将产生等待费用，请确认。\n> 谢谢\n\n他们自己迟到还好意思说" % c)
    return ("got this from %s, how do I answer:\n\n> Hi,\n> Regarding last week's pickups, our drivers waited over two hours "
            "on multiple occasions. Per the rate confirmation, waiting time will be billed. Please advise.\n> Regards\n\n"
            "they were LATE every single time btw" % c)

TOOLS = ["wms_query", "track_shipment", "web_search", "calendar_lookup", "read_file"]

def gen_tool(r, zh):
    t = r.choice(TOOLS)
    if t == "wms_query":
        args = {"query": r.choice(["open ASNs by door", "exceptions last 24h", "putaway backlog", "holds by reason"])}
        out = "\n".join("%s  %s  %d" % (r.choice(["D1", "D2", "D4", "D7", "D9"]), r.choice(["OPEN", "HOLD", "EXC", "DONE"]), r.randint(1, 80))
                        for _ in range(r.randint(3, 6)))
    elif t == "track_shipment":
        args = {"carrier": r.choice(ZH_CARRIERS if zh else EN_CARRIERS), "ref": "PRO%s" % "".join(r.choice("ABCDEFGHJK") for _ in range(6))}
        out = r.choice(["运输中，预计今天下午到", "已到达中转场", "派送中"] if zh else
                       ["In transit - terminal departed", "Out for delivery", "Arrived at destination terminal"])
    elif t == "web_search":
        args = {"q": r.choice(["zebra label drift calibration", "forklift certification renewal", "detention fee dispute template"] if not zh
                              else ["斑马打印机 标签 偏移 校准", "叉车证 复审 流程", "滞留费 争议 邮件模板"])}
        out = r.choice(["3 results: vendor KB article on media calibration; forum thread; PDF manual",
                        "Top result: general guidance page, no specifics"] if not zh else
                       ["3条结果：厂商知识库校准文章；论坛帖子；PDF手册", "第一条：通用说明，没有具体内容"])
    elif t == "calendar_lookup":
        args = {"range": "this week"}
        out = r.choice(["Tue: carrier call; Wed: safety walk; Thu: nothing", "Mon: ops sync; Fri: dock audit prep"] if not zh else
                       ["周二：承运商电话；周三：安全巡查", "周一：运营例会；周五：月台检查准备"])
    else:
        args = {"path": r.choice(["handover_notes.md", "printer_issues.txt", "carrier_list.csv"])}
        out = r.choice(["(file is 42 lines; mostly shift notes, nothing flagged)", "(file has 3 open items about dock doors)"] if not zh else
                       ["（文件42行，主要是交班记录，没有标记项）", "（文件里有3条关于月台门的未结事项）"])
    return t, json.dumps(args, ensure_ascii=False), out

def long_reply(r, zh, deck=None):
    paras = ZH_PARAS if zh else EN_PARAS
    bullets = ZH_BULLETS if zh else EN_BULLETS
    n = r.randint(1, 3)
    parts = [deck.draw() for _ in range(n)] if deck else r.sample(paras, n)
    parts = list(dict.fromkeys(parts))
    if r.random() < 0.4:
        parts.append("\n".join(r.sample(bullets, r.randint(3, 5))))
    if r.random() < 0.3:
        parts.append(r.choice(["要不要我再细化一下？", "需要的话我可以写成一页纸。"] if zh else
                              ["Want me to turn that into something you can print?", "Happy to go deeper on any of these."]))
    return "\n\n".join(parts)

# --------------------------------------------------------------------------------------------
# Fact construction
# --------------------------------------------------------------------------------------------

EN_CHAT_REPLY = ["Ha -- that sounds like a day.", "Oof. Anything I can take off your plate?", "Fair enough.",
                 "Hang in there.", "Ha, noted.", "Hope the rest of the shift is calmer.",
                 "Take your time, I'm here when you're back.", "Warehouse life, huh."]
ZH_CHAT_REPLY = ["哈哈，这一天够呛。", "辛苦了，有啥我能帮你分担的？", "好的。", "撑住。", "哈，记下了。",
                 "希望后半天能消停点。", "不急，你回来再说。", "仓库日常啊。"]
# ask index -> reply paragraph indexes (EN_PARAS / ZH_PARAS share the same order); None = a draft
ASK_REPLY = {0: None, 1: [3, 13], 2: [5], 3: [8], 4: None, 5: [7], 6: [1], 7: [2], 8: [4, 14],
             9: [1, 16], 10: None, 11: [9], 12: None, 13: [10], 14: [12]}
EN_DRAFTS = {
    0: "Here's a draft:\n\nSubject: Appointment compliance at our dock\n\nHi team,\n\nOver the past two weeks several of your drivers have arrived without a booked appointment. We can't guarantee a door for unbooked arrivals, and from next week they will be worked only after all scheduled loads. Please make sure every load is booked through the portal at least 24 hours ahead.\n\nThanks for your help with this,\n[your name]\n\nFirm, but it leaves room for them to fix it without a fight.",
    4: "Something like:\n\n\"Quick reminder, everyone: every pallet gets its own scan at receiving -- not just the first one on the trailer. When we skip scans, the WMS thinks the freight isn't here, and nights spends hours hunting for it. Thanks for helping keep the counts clean!\"",
    10: "Maybe: \"Hey nights -- small ask: please hang the charger cables back on the hooks at end of shift. A couple of them got run over this week and they're not cheap. Thanks!\" Light, specific, and it gives a reason.",
    12: "Softer version: \"To keep the dock running on schedule, we can only unload drivers who have a booked appointment. Unbooked arrivals may need to be rescheduled. Thanks for helping us keep wait times down for everyone.\"",
}
ZH_DRAFTS = {
    0: "草稿如下：\n\n主题：关于我方月台预约的说明\n\n您好，\n\n近两周贵司多位司机未预约直接到场。未预约车辆我们无法保证月台，下周起将排在所有预约车辆之后处理。请确保每票货至少提前24小时在平台上预约。\n\n感谢配合！\n[你的名字]\n\n语气是硬的，但给了他们改正的余地。",
    4: "可以这样写：\n\n\"提醒一下大家：收货时每个托盘都要单独扫，不是只扫车上第一个。漏扫的话WMS会以为货没到，夜班要花好几个小时找。谢谢大家一起把库存数弄准！\"",
    10: "试试：\"夜班的兄弟们，小请求：下班前把充电线挂回钩子上。这周有两根被车压了，挺贵的。谢谢！\" 轻松、具体，还说了原因。",
    12: "缓和一点的版本：\"为了保证月台按计划运转，我们只能为已预约的司机卸货，未预约的可能需要改约。感谢配合，这样大家的等待时间都能少一些。\"",
}

def filler_exchange(r, zh, d):
    """One filler exchange: (user text, assistant text, tool or None)."""
    paras = ZH_PARAS if zh else EN_PARAS
    x = r.random()
    tool = None
    if x < 0.3:
        u = d["chat"].draw()
        a = r.choice(ZH_CHAT_REPLY if zh else EN_CHAT_REPLY)
        if r.random() < 0.25:
            a += ("\n\n顺便说一句：" if zh else "\n\nWhile you're here: ") + d["paras"].draw()
        return u, a, None
    if x < 0.6:
        k = d["asks"].draw()
        u = (ZH_ASKS if zh else EN_ASKS)[k].format(car=r.choice(ZH_CARRIERS if zh else EN_CARRIERS))
        idx = ASK_REPLY[k]
        if idx is None:
            a = (ZH_DRAFTS if zh else EN_DRAFTS)[k]
        else:
            parts = [paras[i] for i in idx]
            if r.random() < 0.4:
                parts.append("\n".join(r.sample(ZH_BULLETS if zh else EN_BULLETS, r.randint(3, 5))))
            a = "\n\n".join(parts)
        if r.random() < 0.3:
            tool = gen_tool(r, zh)
        return u, a, tool
    if x < 0.77:
        u = gen_log(r, zh)
        errs = [e for e in EN_ERRS if e in u]
        top = max(errs, key=u.count)
        guns = sorted(set(g for g in ("G07", "G12", "G15", "G21", "G33") if "RF-" + g in u))
        if zh:
            a = ("主要是%s，出现了%d次，涉及的枪有%s。" % (top, u.count(top), "、".join(guns)) +
                 ("如果集中在同一个库区，多半是信号问题。" if "WIFI" in top else "先看看是不是同一批标签。") + "\n\n" + paras[r.choice([6, 11])])
        else:
            a = ("Most of that is %s -- %d hits, across guns %s. " % (top, u.count(top), ", ".join(guns)) +
                 ("If they cluster in one zone it's coverage, not the guns." if "WIFI" in top else
                  "I'd check whether those labels all came off the same roll or printer first.") + "\n\n" + paras[r.choice([6, 11])])
        if r.random() < 0.3:
            tool = gen_tool(r, zh)
        return u, a, tool
    if x < 0.92:
        u = gen_table(r, zh)
        rows = [ln.split("|") for ln in u.splitlines() if ln.startswith("| ") and "---" not in ln][1:]
        bad = [(c[1].strip(), c[2].strip(), c[5].strip()) for c in rows
               if c[5].strip() in ("no ASN", "waiting", "on hold", "缺ASN", "等靠台", "查验中")]
        if zh:
            a = ("先催这几个：" + "；".join("%s（%s，%s）" % b for b in bad) + "。缺ASN的先别收，免得又变成盲收。") if bad else "看着都还行，没什么要催的。"
        else:
            a = ("I'd chase these first: " + "; ".join("%s at %s (%s)" % b for b in bad) +
                 ". The no-ASN ones are the priority -- receiving them blind just moves the problem to the count.") if bad else "Honestly that looks fine, nothing I'd chase yet."
        if r.random() < 0.5:
            tool = gen_tool(r, zh)
        return u, a, tool
    u = gen_email(r, zh)
    a = (ZH_PARAS[2] + "\n\n回复可以这样写：\n\n> 您好，根据我方预约记录，贵司车辆多次晚于预约时段到场，等待时间主要由迟到造成。附上记录，请核对。谢谢。"
         if zh else EN_PARAS[2] + "\n\nA reply could be:\n\n> Hi, thanks for flagging. Our appointment log shows your drivers arrived after the booked window on each of these dates, which is what caused the wait. Log attached -- happy to review any specific load. Regards")
    return u, a, None


class Fact:
    def __init__(self, kind, needles, text, role, prompt=None):
        self.kind, self.needles, self.text, self.role, self.prompt = kind, needles, text, role, prompt
        self.row = None

def make_facts(r, zh, per_kind):
    facts = []
    used = set()
    def uniq(gen):
        for _ in range(500):
            v = gen()
            if v not in used:
                used.add(v)
                return v
        raise RuntimeError("pool exhausted")
    L = (lambda zh_v, en_v: zh_v if zh else en_v)
    tdecks = {}
    def tpl(pool):  # templates cycle without repeats inside one conversation
        if id(pool) not in tdecks:
            tdecks[id(pool)] = Deck(r, pool)
        return tdecks[id(pool)].draw()
    for kind in KINDS:
        if kind in ("decision", "constraint", "question"):
            pool = {"decision": L(ZH_DECISIONS, EN_DECISIONS), "constraint": L(ZH_CONSTRAINTS, EN_CONSTRAINTS),
                    "question": L(ZH_QUESTIONS, EN_QUESTIONS)}[kind]
            picks = [pool[i % len(pool)] for i in r.sample(range(len(pool)), min(per_kind, len(pool)))]
            while len(picks) < per_kind:
                picks.append(pool[len(picks) % len(pool)])  # only when PER_KIND > pool size
            temps = {"decision": L(ZH_DEC_T, EN_DEC_T), "constraint": L(ZH_CON_T, EN_CON_T), "question": L(ZH_Q_T, EN_Q_T)}[kind]
            for v in picks:
                t = tpl(temps)
                if kind == "decision":
                    facts.append(Fact(kind, [v[0], v[1]], t.format(c=v[0], r=v[1]), "user"))
                else:
                    facts.append(Fact(kind, [v], t.format(v=v), "user"))
            continue
        for _ in range(per_kind):
            role = "assistant" if (kind in ASSISTANT_OK and r.random() < 0.2) else "user"
            extra = {}
            if kind == "name":
                if zh:
                    v = uniq(lambda: r.choice(ZH_SUR) + r.choice(ZH_GIVEN))
                elif r.random() < 0.7:
                    v = uniq(lambda: r.choice(EN_FIRST) + " " + r.choice(EN_LAST))
                else:
                    v = uniq(lambda: r.choice(EN_FIRST))
                extra["role"] = r.choice(L(ZH_ROLES, EN_ROLES))
                ut, at, pr = L(ZH_NAME_T, EN_NAME_T), L(ZH_NAME_A, EN_NAME_A), L(ZH_NAME_P, EN_NAME_P)
            elif kind == "command":
                v = uniq(lambda: r.choice(EN_CMD_SHAPES)(r))
                ut, at, pr = L(ZH_CMD_T, EN_CMD_T), L(ZH_CMD_A, EN_CMD_A), L(ZH_CMD_P, EN_CMD_P)
            elif kind == "id":
                v = uniq(lambda: r.choice(EN_ID_SHAPES)(r))
                ut, at, pr = L(ZH_ID_T, EN_ID_T), L(ZH_ID_A, EN_ID_A), L(ZH_ID_P, EN_ID_P)
            elif kind == "port":
                v = uniq(lambda: str(r.choice(PORTS)))
                ut, at, pr = L(ZH_PORT_T, EN_PORT_T), L(ZH_PORT_A, EN_PORT_A), L(ZH_PORT_P, EN_PORT_P)
            elif kind == "version":
                v = uniq(lambda: r.choice(EN_VER_SHAPES)(r))
                ut, at, pr = L(ZH_VER_T, EN_VER_T), L(ZH_VER_A, EN_VER_A), L(ZH_VER_P, EN_VER_P)
            elif kind == "money":
                v = uniq(lambda: zh_money(r) if zh else en_money(r))
                ut, at, pr = L(ZH_MONEY_T, EN_MONEY_T), L(ZH_MONEY_A, EN_MONEY_A), L(ZH_MONEY_P, EN_MONEY_P)
            else:  # date
                v = uniq(lambda: zh_date(r) if zh else en_date(r))
                ut, at, pr = L(ZH_DATE_T, EN_DATE_T), L(ZH_DATE_A, EN_DATE_A), L(ZH_DATE_P, EN_DATE_P)
            if role == "assistant":
                j = r.randrange(len(at))  # prompt j asks what answer j answers
                text = at[j].format(v=v, **extra)
                facts.append(Fact(kind, [v], text, role, prompt=pr[j % len(pr)]))
            else:
                facts.append(Fact(kind, [v], tpl(ut).format(v=v, **extra), role))
    return facts

def join_user(r, zh, clauses, needles=()):
    if len(clauses) == 1:
        s = clauses[0]
    else:
        seps = ["。", "；另外", "。还有，", "\n", "。对了，"] if zh else [". also ", "\n", ". oh and ", " -- and ", ". separately, "]
        s = clauses[0]
        for c in clauses[1:]:
            sep = r.choice(seps)
            if s[-1] in "。！？!?.":
                sep = sep.lstrip("。；.")
                sep = sep if sep.strip() else ("\n" if zh else " ")
                if not zh and sep[:1] != " " and sep[:1] != "\n":
                    sep = " " + sep
            s += sep + c
    if r.random() < 0.25:
        if len(clauses) > 1:
            s = r.choice(["先说几件事：", "几件事：\n"] if zh else ["ok couple things. ", "few things:\n"]) + s
        else:
            s = r.choice(["早，", "嗯，", "刚开完会，", "对了，"] if zh else ["morning. ", "quick one: ", "sorry, busy day. ", "oh also "]) + s
    if r.random() < 0.15 and not zh:
        for a, b in ((" the ", " teh "), (" and ", " adn "), (" just ", " jsut "), (" with ", " wiht ")):
            if a in s:
                s = s.replace(a, b, 1)
                break
    return s

# --------------------------------------------------------------------------------------------
# Conversation assembly
# --------------------------------------------------------------------------------------------

def build(seed, zh, per_kind, attempt):
    r = random.Random("ao-%d-%s-%d-%d" % (seed, "zh" if zh else "en", per_kind, attempt))
    facts = make_facts(r, zh, per_kind)
    r.shuffle(facts)
    # group facts into exchanges
    exchanges = []
    i = 0
    while i < len(facts):
        f = facts[i]
        if f.role == "assistant":
            exchanges.append(("afact", [f]))
            i += 1
            continue
        n = r.choices([1, 2, 3], [0.6, 0.3, 0.1])[0]
        group = [f]
        i += 1
        while len(group) < n and i < len(facts) and facts[i].role == "user":
            group.append(facts[i])
            i += 1
        exchanges.append(("ufact", group))
    fact_msgs = 2 * len(exchanges)
    lo = max(130, fact_msgs + 20)
    hi = min(280, max(lo, fact_msgs + 110))
    target = r.randint(lo, hi) if lo <= 280 else fact_msgs
    n_filler = max(0, (target - fact_msgs) // 2)
    # spread fillers: opening chat + random positions
    slots = [[] for _ in range(len(exchanges) + 1)]
    for _ in range(max(0, n_filler - 1)):
        slots[r.randrange(len(slots))].append(("filler", None))
    slots[0].insert(0, ("filler", None))
    seq = []
    for k, ex in enumerate(exchanges):
        seq.extend(slots[k])
        seq.append(ex)
    seq.extend(slots[-1])

    rows = []  # (kind, role/name, payload)
    ACK = ZH_ACK if zh else EN_ACK
    ack_decks = {k: Deck(r, v) for k, v in ACK.items()}
    paras = Deck(r, ZH_PARAS if zh else EN_PARAS)
    decks = {"chat": Deck(r, ZH_CHAT if zh else EN_CHAT), "asks": Deck(r, range(len(EN_ASKS))), "paras": paras}
    for kind, data in seq:
        tool = None
        if kind == "filler":
            u, a, tool = filler_exchange(r, zh, decks)
            rows.append(("msg", "user", u, None))
        elif kind == "afact":
            f = data[0]
            rows.append(("msg", "user", f.prompt, None))
            if r.random() < 0.3:
                tool = gen_tool(r, zh)
            a = f.text
            if r.random() < 0.5:
                a = a + "\n\n" + long_reply(r, zh, paras)
        else:
            u = join_user(r, zh, [f.text for f in data])
            if not all(n in u for f in data for n in f.needles):  # a typo must never touch a needle
                u = "\n".join(f.text for f in data)
            rows.append(("msg", "user", u, data))
            acks = [ack_decks[f.kind].draw() for f in data]
            a = " ".join(acks) if not zh else "".join(acks)
            if r.random() < 0.45:
                a = a + "\n\n" + r.choice(["另外，接着之前的话题：", "顺便补充一下：", "回到刚才的事，", ""] if zh else
                                              ["Also, picking up the earlier thread: ", "While I have you -- ", "On the other thing: ", ""]) + long_reply(r, zh, paras)
            data = None
            f = None
        if tool:
            rows.append(("call", tool[0], tool[1], None))
            rows.append(("result", tool[0], tool[2], None))
        rows.append(("msg", "assistant", a, [f] if kind == "afact" else None))
    # attach fact rows
    for idx, row in enumerate(rows):
        if row[3]:
            for f in row[3]:
                f.row = idx
    return facts, rows

def row_text(row):
    return row[2]

def check(facts, rows):
    needles = [(n, f) for f in facts for n in f.needles]
    allN = [n for n, _ in needles]
    if len(set(allN)) != len(allN):
        return False
    for a in allN:
        for b in allN:
            if a != b and a in b:
                return False
    texts = [row_text(rw) for rw in rows]
    for n, f in needles:
        hits = [i for i, t in enumerate(texts) if n in t]
        if hits != [f.row]:
            return False
    return True

def envelopes(rows):
    out = []
    t = 7 * 3600
    n = 0
    call = 0
    r = random.Random(len(rows))
    step = max(20, min(170, (16 * 3600) // max(1, len(rows))))
    for kind, who, text, _ in rows:
        n += 1
        t += r.randint(step // 3, step)
        ts = "2026-11-20T%02d:%02d:%02dZ" % (t // 3600, (t // 60) % 60, t % 60)
        if kind == "msg":
            item = {"type": "message", "role": who, "content": text}
            meta = {"uiRole": who}
        elif kind == "call":
            call += 1
            item = {"type": "function_call", "callId": "call_ao%d" % call, "name": who, "arguments": text}
            meta = {}
        else:
            item = {"type": "function_call_result", "callId": "call_ao%d" % call, "name": who,
                    "status": "completed", "output": text}
            meta = {}
        out.append({"v": 2, "id": "msg_ao%d" % n, "createdAt": ts, "item": item, "meta": meta})
    return out

# --------------------------------------------------------------------------------------------
# Running okbot
# --------------------------------------------------------------------------------------------

def run(okbot, env, args, stdin=None):
    p = subprocess.run([okbot] + args, input=stdin, env=env, capture_output=True, text=True)
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

def main():
    if len(sys.argv) < 3:
        sys.stderr.write(__doc__)
        sys.exit(2)
    okbot, workdir = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    summary_max = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    totals = {k: [0, 0] for k in KINDS}
    max_chars = 0
    for si, seed in enumerate(seeds):
        zh = si == len(seeds) - 1
        for attempt in range(200):
            facts, rows = build(seed, zh, per_kind, attempt)
            if check(facts, rows):
                break
        else:
            sys.stderr.write("could not build a valid conversation for seed %d\n" % seed)
            sys.exit(1)
        root = os.path.join(workdir, "root-%d" % seed)
        if os.path.exists(root):
            shutil.rmtree(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
        run(okbot, env, ["init"])
        run(okbot, env, ["assistant", "create", "Writer"])
        run(okbot, env, ["settings", "set", "contextCompression.summaryMaxChars", summary_max])
        envs = envelopes(rows)
        batch, msgs, comps = [], 0, 0
        for e in envs:
            batch.append(e)
            if e["item"]["type"] == "message":
                msgs += 1
                if msgs % BATCH == 0:
                    run(okbot, env, ["session", "append", "-a", "Writer"],
                        "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in batch))
                    run(okbot, env, ["compress", "-a", "Writer", "--now"])
                    comps += 1
                    batch = []
        if batch:
            run(okbot, env, ["session", "append", "-a", "Writer"],
                "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in batch))
            run(okbot, env, ["compress", "-a", "Writer", "--now"])
            comps += 1
        ctx = run(okbot, env, ["context", "show", "-a", "Writer"])
        kept = 0
        missing = []
        for f in sorted(facts, key=lambda f: (KINDS.index(f.kind), f.row)):
            ok = all(n in ctx for n in f.needles)
            totals[f.kind][1] += 1
            if ok:
                kept += 1
                totals[f.kind][0] += 1
            else:
                missing.append(f)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, "zh" if zh else "en", msgs, len(envs), comps, kept, len(facts), 100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f.kind, " + ".join(f.needles)))
        for dp, _, fns in os.walk(root):
            for fn in fns:
                if fn == "session-summary.json":
                    try:
                        with open(os.path.join(dp, fn), encoding="utf-8") as fh:
                            for ln in summary_lengths(json.load(fh)):
                                max_chars = max(max_chars, ln)
                    except (OSError, ValueError):
                        pass
        sys.stdout.flush()
    allk = sum(v[0] for v in totals.values())
    alln = sum(v[1] for v in totals.values())
    for k in KINDS:
        kk, nn = totals[k]
        print("kind %s %d/%d %.1f" % (k, kk, nn, 100.0 * kk / nn if nn else 0.0))
    print("retention overall %.1f" % (100.0 * allk / alln if alln else 0.0))
    print("max summary chars %d" % max_chars)

if __name__ == "__main__":
    main()

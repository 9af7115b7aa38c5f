#!/usr/bin/env python3
"""Held-out retention set "bq": a customs broker at a small freight-forwarding office
talks to her personal assistant (shippers, carriers' reps, customs officers, container and
B/L / entry references, the office EDI gateway and customs software, duties and fees in
several currencies, ETAs and cut-offs, routing decisions, client and customs rules).
The last seed's conversation is entirely in Simplified Chinese.

usage: gen.py OKBOT_BINARY WORKDIR [SEED ...]
env:   PER_KIND (default 10), SUMMARY_MAX (default 2000)
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import datetime, timedelta, date

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]

# --------------------------------------------------------------------------------------------
# value pools
# --------------------------------------------------------------------------------------------

EN_FIRST = ["Gareth", "Ingrid", "Rafael", "Priya", "Aoife", "Kwame", "Lucia", "Henrik", "Mei",
            "Oluwaseun", "Sinead", "Dmitri", "Fatima", "Joost", "Carmen", "Bartosz", "Yusuf",
            "Freya", "Anil", "Marguerite", "Declan", "Sakura", "Emeka", "Signe", "Matteo",
            "Zofia", "Callum", "Esra", "Ngozi", "Pieter", "Rosalind", "Tariq"]
EN_LAST = ["Pryce", "Solheim", "Quintero", "Varadarajan", "Kowalczyk", "Brennan", "Mensah",
           "Ferreira", "Lindqvist", "Takahashi", "Adeyemi", "Doherty", "Volkov", "Haddad",
           "Achterberg", "Castellanos", "Nowicki", "Demir", "Halvorsen", "Mukherjee", "Okafor",
           "Rossi", "Ellery", "Whitcombe", "Gallagher", "Sorensen", "Ozturk", "Blackwood", "Iyer",
           "Fairclough", "Delacroix", "Szabo"]
ZH_SURN = list("王李张刘陈杨黄赵周吴徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余杜叶程魏苏吕丁沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万严武戴莫孔汤") + ["欧阳", "司马", "诸葛"]
ZH_GIVEN = ["建国", "海燕", "志强", "丽娟", "晓东", "春梅", "国栋", "秀英", "文斌", "红霞", "立新",
            "美玲", "振华", "玉兰", "宏伟", "静怡", "俊杰", "雪梅", "德明", "淑芬", "卫东", "晓燕",
            "桂芳", "永刚", "慧敏", "志远", "凤英", "家豪", "婷婷", "明轩", "子涵", "伟民", "素珍",
            "建军", "晓琳", "海涛"]

ROLES = {
    "en": ["the new Hapag export rep", "the HMRC officer on the Harlow exam",
           "Fenwick's logistics manager", "the ops lead at Lanfield Haulage",
           "Brightwell's finance contact", "the surveyor for the Tilbury claim",
           "the CFS supervisor at Purfleet", "the officer at the Heathrow NCH desk",
           "ONE's customer service person for UK imports", "the Izmir supplier's export clerk",
           "the gateway vendor's support engineer", "the new account manager at MSC",
           "Tarrant's compliance lead", "the port health inspector at Felixstowe"],
    "zh": ["船公司的", "海关查验科的", "财务的", "车队调度", "仓库的", "客户那边物流的", "商检公司的",
           "系统厂家的技术", "中远客服", "保税仓的", "报关行对接的", "义乌那家的业务员", "码头调度"],
}

CLIENTS = {"en": ["Harlow Ceramics", "Fenwick Textiles", "Brightwell", "Tarrant Chemicals",
                  "Oslo consolidation", "Kolkata jute job", "Izmir textiles", "Bremen reefers"],
           "zh": ["义乌那家", "宁波家具厂", "深圳电子", "德国客户", "冷链那个客户", "老客户华信", "苏州机械"]}

PARTNERS = ["MAERSK", "HAPAG", "CMACGM", "MSC", "ONE", "COSCO", "EVERGREEN", "YANGMING", "HMM"]
SERVICES = ["edigw", "as2d", "cds-agent", "edigw-poller", "tariff-sync"]


def gen_command(r):
    """returns (command, purpose_en, purpose_zh)"""
    p = r.choice(PARTNERS)
    n = r.randint(2, 60)
    c = r.randint(0, 11)
    if c == 0:
        return ("edigw queue retry --partner %s --max %d" % (p, n),
                "re-push stuck messages to %s" % p, "重推卡在%s的报文" % p)
    if c == 1:
        return ("edigw outbox flush --older-than %dh" % n,
                "clear old stuff out of the outbox", "清掉发件箱里的旧报文")
    if c == 2:
        a = r.choice(["kf-as2", "kestrel-prod", "edi-out", "gw-sign"]) + "-%d" % r.randint(1, 9)
        return ("edigw cert renew --alias %s" % a, "renew the signing cert", "续签签名证书")
    if c == 3:
        m = r.choice(["ifcsum", "coprar", "iftmin", "cuscar", "baplie"]) + "_v%d" % r.randint(2, 9)
        return ("edigw mapping reload %s" % m, "reload a message mapping", "重新加载报文映射")
    if c == 4:
        return ("edigw partner test %s --verbose" % p, "test the link to %s" % p, "测试跟%s的连接" % p)
    if c == 5:
        u = r.choice(["dmorgan", "kfops", "broker2", "temp.desk", "nightshift", "rpatel"])
        return ("cdsctl user unlock %s" % u, "unlock a locked-out user", "解锁被锁的账号")
    if c == 6:
        return ("cdsctl cache purge --tariff %d%02d" % (r.choice([2026, 2027]), r.randint(1, 12)),
                "purge the tariff cache", "清税则缓存")
    if c == 7:
        s = r.choice(SERVICES)
        return ("sudo systemctl restart %s" % s, "restart the %s service" % s, "重启%s服务" % s)
    if c == 8:
        s = r.choice(SERVICES)
        return ("journalctl -u %s --since -%dh" % (s, r.randint(1, 48)),
                "look at the %s logs" % s, "看%s的日志" % s)
    if c == 9:
        return ("edigw dlq replay --limit %d --partner %s" % (n * 5, p),
                "replay the dead-letter queue", "重放死信队列")
    if c == 10:
        return ("cdsctl sync --feed %s --force" % r.choice(["tariff", "quota", "exchange-rates", "preference"]),
                "force the feed sync", "强制同步数据")
    return ("as2ctl resend --msgid %s" % "".join(r.choice("0123456789abcdef") for _ in range(8)),
            "resend one AS2 message", "重发一条AS2报文")


def gen_id(r, zh):
    """returns (id, type_en, type_zh)"""
    t = r.randint(0, 7)
    if t in (0, 1):
        own = r.choice(["MSKU", "TGHU", "CMAU", "HLXU", "OOLU", "TCNU", "MSCU", "BMOU", "FCIU", "SEGU", "CSNU"])
        return own + "%07d" % r.randint(0, 9999999), "box", "柜号"
    if t == 2:
        return (r.choice(["MAEU", "HLCU", "CMDU", "ONEY", "COSU", "MEDU"]) +
                "".join(r.choice("0123456789") for _ in range(9)), "B/L", "提单号")
    if t == 3:
        if zh:
            return ("%04d%s%09d" % (r.choice([2231, 2248, 5300, 2201]), r.choice(["2026", "2027"]),
                                    r.randint(0, 999999999)) + "%d" % r.randint(0, 9)), "entry", "报关单号"
        return ("26GB" + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(14)),
                "MRN", "报关单号")
    if t == 4:
        return "INV-%05d" % r.randint(10000, 99999), "invoice", "发票号"
    if t == 5:
        return r.choice(["BKG", "EBKG", "SHB"]) + "%07d" % r.randint(0, 9999999), "booking", "订舱号"
    if t == 6:
        return "%03d-%08d" % (r.choice([176, 157, 125, 618, 235, 784, 999]), r.randint(0, 99999999)), "AWB", "运单号"
    return "CDS-Q-%05d" % r.randint(10000, 99999), "query ref", "查询编号"


# (en name, zh name, cli to print version, version output format)
SOFTWARE = [
    ("the EDI gateway", "EDI网关", "edigw --version", "edigw {ver} (linux-x86_64, openssl 3)"),
    ("cdsctl", "报关软件命令行", "cdsctl --version", "cdsctl {ver}"),
    ("the customs software", "报关软件", "cdsctl about", "Kestrel CDS Desktop\nversion {ver}\nlicensed to: KESTREL FREIGHT LTD"),
    ("the tariff module", "税则模块", "cdsctl module info tariff", "module   tariff\nversion  {ver}\nstatus   enabled"),
    ("the AS2 client", "AS2客户端", "as2ctl version", "as2ctl {ver} (mendelson-compatible)"),
    ("the ENS filing plugin", "舱单插件", "edigw plugin list", "ens-filing   {ver}   active\nbaplie-conv  legacy   inactive"),
    ("the classification tool", "归类工具", "classify --version", "classify {ver}"),
]

# (en name, zh name, process, config section)
PORTSVC = [
    ("the AS2 endpoint", "AS2接口", "as2d", "as2"),
    ("the EDI gateway admin console", "EDI网关的管理后台", "edigw", "admin"),
    ("the CDS agent API", "报关软件的API", "cds-agent", "api"),
    ("the carrier SFTP drop", "船公司的SFTP", "sshd", "sftp"),
    ("the tariff sync service", "税则同步服务", "tariff-sync", "sync"),
    ("the tracking webhook receiver", "跟踪推送的接收服务", "edigw-poller", "webhook"),
    ("the customs VPN", "跟海关的VPN", "openvpn", "vpn"),
]

MONEY_WHAT = {
    "en": ["duty on the Harlow entry", "the demurrage bill from Gateway", "the exam fee",
           "VAT on the Fenwick import", "the all-in quote for the Rotterdam leg", "storage at Purfleet",
           "haulage for the Southampton run", "the port health fee", "our clearance fee to Brightwell",
           "the D/O fee", "the rail leg via Duisburg", "the survey at Tilbury", "the Bremen reefer plug-in charge"],
    "zh": ["义乌那票的关税", "宁波那几个柜的滞港费", "查验费", "这票的增值税", "到鹿特丹的全包价",
           "保税仓的仓储费", "拖车费", "商检费", "我们的报关费", "换单费", "班列运费", "冷柜插电费"],
}
DATE_EV = {
    "en": ["ETA for the Harlow boxes", "the VGM cut-off", "doc cut-off for the Bremen sailing",
           "free time at Southampton", "ETD from Yantian", "the customs exam slot",
           "the CFS appointment at Purfleet", "the deferment payment", "the Oslo truck",
           "the surveyor's visit", "ETA Rotterdam", "the Duisburg train"],
    "zh": ["深圳那几个柜的ETA", "VGM截止", "截关", "外高桥的免堆期到期", "船期ETD", "海关查验",
           "保税仓预约", "关税缴款", "班列发车", "商检上门", "鹿特丹到港"],
}

DECISIONS = {
    "en": [
        ("route the Harlow ceramics via Antwerp", "Felixstowe is still a car park"),
        ("book the Bremen reefers with Hapag", "their cut-off is a full day later"),
        ("move Fenwick Textiles onto our deferment account", "their own DAN keeps bouncing"),
        ("put the Oslo consolidation on the Thursday truck", "the Monday one never leaves on time"),
        ("switch the Yantian boxes to ONE", "MSC rolled us twice this month"),
        ("clear the pharma pallets at Heathrow instead of Stansted", "the Stansted BCP can't do cold-chain checks"),
        ("pay the Gateway demurrage ourselves and recharge it", "the client loses the vessel slot otherwise"),
        ("lodge the Tarrant entries as full declarations", "the simplified procedure authorisation hasn't come through"),
        ("use the bonded warehouse at Purfleet for the wine", "duty suspension saves them a fortune on split deliveries"),
        ("drop Lanfield Haulage for the Southampton runs", "they've missed three slots since October"),
        ("send the Izmir textiles by rail via Duisburg", "sea transit is sitting at thirty-eight days"),
        ("invoice Brightwell in EUR from now on", "they keep disputing the GBP conversion"),
        ("split the Kolkata jute shipment into two B/Ls", "the consignee wants to clear half in Dublin"),
        ("keep the old tariff mapping until January", "the new one breaks the preference codes"),
        ("have the surveyor attend the Tilbury devanning", "the last claim got rejected for lack of photos"),
        ("give the Hamburg LCL to Rhenus", "they're the only ones with a CFS slot before Christmas"),
    ],
    "zh": [
        ("这票走宁波港", "上海港最近压港太严重"),
        ("订中远的船", "他们截关比马士基晚一天"),
        ("这批家具改走中欧班列", "海运现在要四十多天"),
        ("义乌那批小商品拆成两票报", "一票报的话品名太杂容易被查"),
        ("换成顺达车队拖柜", "原来那家上个月误了三次提柜"),
        ("华信以后都按美元结算", "他们老是对汇率有意见"),
        ("先垫付滞港费再找客户收", "不交的话柜子出不来"),
        ("继续用旧版的商品编码对照表", "新版的对照表优惠代码有问题"),
        ("冷链那票放在外高桥查验", "洋山那边没有冷库查验台"),
        ("找商检公司现场拍照", "上次索赔就是因为没照片被拒了"),
        ("深圳那几个柜改订ONE", "地中海航运这个月已经甩了我们两次"),
        ("跟德国客户签FOB", "CIF的保险我们管不过来"),
        ("苏州机械那票申请担保放行", "许可证下个月才能批下来"),
        ("仓储换到临港的保税仓", "外高桥那家涨价涨得太离谱"),
    ],
}

# (action, scope, polarity)  polarity: "neg" must not / "pos" must
CONSTRAINTS = {
    "en": [
        ("release a delivery order", "before the duty has actually cleared", "neg"),
        ("email commercial invoices unencrypted", "for anything from the pharma client", "neg"),
        ("amend an HS code on a lodged entry", "without Ravi signing it off first", "neg"),
        ("book Fenwick cargo on MSC", "for the rest of the contract year", "neg"),
        ("restart the EDI gateway", "during the afternoon customs batch window", "neg"),
        ("quote all-in rates", "when the shipper hasn't confirmed the Incoterm", "neg"),
        ("accept a POA by WhatsApp photo", "for any new importer", "neg"),
        ("let the haulier collect", "until the terminal shows the box as released", "neg"),
        ("get the VGM in writing", "before every export cut-off", "pos"),
        ("copy the compliance inbox", "on every entry over the low-value threshold", "pos"),
        ("claim the EU preference", "only when the supplier's statement on origin is on file", "pos"),
        ("double-check the commodity code with the client", "for anything with lithium batteries", "pos"),
        ("attach the packing list to the entry", "on all Tarrant chemical shipments", "pos"),
    ],
    "zh": [
        ("放单", "客户付清关税之前", "neg"),
        ("改已经申报的商品编码", "没有刘总签字的话", "neg"),
        ("用微信发报关资料", "医药客户的单子", "neg"),
        ("接受拍照版的委托书", "第一次合作的客户", "neg"),
        ("重启EDI网关", "每天下午海关回执高峰的时候", "neg"),
        ("报全包价", "发货人没确认贸易术语之前", "neg"),
        ("让车队去提柜", "码头系统显示放行以前", "neg"),
        ("书面确认VGM", "每个出口截关之前", "pos"),
        ("抄送合规邮箱", "货值超过五万的报关单", "pos"),
        ("跟客户再核对一遍HS编码", "带锂电池的货", "pos"),
        ("随附装箱单", "所有化工品的报关", "pos"),
        ("走快件通道", "样品和广告品", "only"),
        ("用公司对公账户付", "所有代缴的税费", "only"),
    ],
}

QUESTIONS = {
    "en": [
        "whether the Bremen exam fee can be recharged to the shipper",
        "who actually signs the Fenwick POA renewal",
        "if the Izmir supplier's EUR.1 is still valid after the reissue",
        "whether London Gateway counts Sundays in the free time",
        "when the new CDS bulk-upload limit kicks in",
        "if Brightwell's EORI covers their Irish entity",
        "whether the Yantian boxes need a fresh ISF after the roll",
        "who pays the port health fee on the Kolkata jute",
        "if we can reuse last year's BTI for the new lamp model",
        "whether the Rotterdam transhipment triggers an ENS refiling",
        "if the Purfleet bond guarantee needs topping up for December",
        "whether Tarrant's safety data sheets have to be translated",
        "when the carrier's new low-sulphur surcharge actually applies from",
        "if the Oslo consignee needs a separate T1",
    ],
    "zh": [
        "宁波那票的查验费能不能找发货人收",
        "委托书续签到底谁来签字",
        "土耳其那家的原产地证重新出了以后还有没有效",
        "洋山码头周末算不算免堆期",
        "单一窗口新的批量导入上限什么时候生效",
        "深圳那几个柜甩柜之后要不要重新做舱单",
        "冷链那票的检疫费谁出",
        "去年的预归类决定能不能用在新款灯具上",
        "鹿特丹中转要不要重新申报",
        "保税仓的保证金十二月要不要追加",
        "船公司新加的低硫附加费从哪天开始算",
        "危险品的安全技术说明书要不要翻译成中文",
    ],
}

# --------------------------------------------------------------------------------------------
# templates: "say" channel (user sentences)
# --------------------------------------------------------------------------------------------

SAY = {
    "en": {
        "name": [
            "new contact — {role} is {name}, pls save",
            "fyi {name} is {role} now, the old guy left",
            "spoke to {name} ({role}), actually v helpful for once",
            "if anyone rings from there it'll be {name}, {role}",
            "cc {name} on everything re this going fwd pls, {role}",
            "ok so just got off the phone with um {name} who is {role} and they said nothing moves until they see the paperwork so yeah",
            "{role} = {name}. note it somewhere pls",
            "name on the notice: {name}, {role}",
            "pls add {name} to the contacts sheet — {role}",
        ],
        "command": [
            "Tomek says if the gateway hangs again run {cmd} and give it 2 min",
            "note for future me: {cmd} is what you use to {purpose}",
            "ran {cmd} this morning, seems ok now",
            "vendor support told me to {purpose} with {cmd} next time before anything else",
            "pls remember the magic words: {cmd}",
            "Tomek from IT: `{cmd}` — admin login only he says",
            "the fix was {cmd}, took ages to find",
            "so um the command Tomek gave me to {purpose} is {cmd} and you run it on the box under the desk not the laptop",
            "cheat sheet pls — to {purpose}: {cmd}",
        ],
        "id": [
            "{idtype} is {id}, pls put that on the arrival notice",
            "ref for the deferment claim — {idtype} {id}",
            "{idtype} {id} still outstanding, chase tmrw",
            "got the {idtype} finally: {id}",
            "customs raised a query on {idtype} {id}, ugh",
            "correct {idtype} is {id} not the one on the draft",
            "keep {id} handy, thats the {idtype} for {client}",
            "pls log {idtype} {id} against {client}",
            "so the {idtype} they just read out to me on the phone is {id} I think, yeah",
        ],
        "port": [
            "{svc} is on port {port} now, not the old one",
            "firewall ticket raised: open {port} inbound for {svc}",
            "Tomek moved {svc} to {port}, fyi",
            "if {svc} won't connect check it's hitting {port}",
            "pls remember {svc} listens on {port}",
            "the carrier wants us on port {port} for {svc} from Monday",
            "{svc} -> {port}. dont ask me why",
            "so {svc} was unreachable all morning and it turns out its been on port {port} the whole time lol",
            "note: {svc} = :{port}",
        ],
        "version": [
            "{sw} got upgraded to {ver} overnight",
            "we're on {ver} of {sw} now",
            "vendor says the bug is fixed in {ver} of {sw}",
            "{sw} says {ver} in the about box",
            "release notes for {sw} {ver} came thru, nothing exciting",
            "Tomek pinned {sw} at {ver}, no auto updates",
            "so {sw} updated itself to {ver} and now the print preview is broken again",
            "fyi {sw} {ver} is live on both PCs",
        ],
        "money": [
            "{what} came to {m}",
            "{what}: {m}, ouch",
            "got the figure for {what} — {m}",
            "pls note {what} is {m}",
            "{what} = {m} incl everything apparently",
            "they want {m} for {what}, pay asap",
            "so {what} is um {m} which is way more than we quoted",
            "invoice for {what} in, {m}",
            "confirmed {what} at {m}",
        ],
        "date": [
            "{ev} is {d}",
            "{ev} moved to {d}, pls update",
            "new {ev}: {d}",
            "{ev} — {d}, dont let me forget",
            "carrier says {ev} {d} now",
            "{ev} looks like {d} at the earliest",
            "so {ev} is now um {d} apparently, they just rang",
            "heads up, {ev} {d}",
            "confirmed {ev} for {d}",
        ],
        "decision": [
            "decided — we {c} because {r}",
            "going with it: we'll {c}; reason is {r}",
            "ok we {c}, mainly bc {r}",
            "Ravi agreed, we {c} since {r}",
            "final answer: {c}. why: {r}",
            "lets just {c} — {r} anyway",
            "so yeah we're going to {c} because honestly {r}",
            "for the record we {c}, because {r}",
            "thought about it overnight, we {c} as {r}",
        ],
        "constraint_neg": [
            "rule: never {a} {s}",
            "do NOT {a} {s}, client's orders",
            "reminder to self — we can't {a} {s}",
            "from the customs officer: you're not allowed to {a} {s}",
            "Ravi says no one is to {a} {s}",
            "big no: don't {a} {s}",
            "and um remember we absolutely cannot {a} {s} ok",
            "pls never let me {a} {s}",
        ],
        "constraint_pos": [
            "rule: always {a} {s}",
            "we must {a} {s}",
            "from now on we have to {a} {s}",
            "client insists we {a} {s}",
            "audit finding — must {a} {s}",
            "mandatory, no exceptions: {a} {s}",
            "pls remind me we need to {a} {s}",
            "the officer was clear, we have to {a} {s}",
        ],
        "question": [
            "does anyone know {q}?",
            "q: {q}? nobody's said",
            "still no clue {q}",
            "hmm wondering {q}",
            "any idea {q}? couldnt find it anywhere",
            "need to find out {q} — asked twice, no reply",
            "quick one, do you know {q}?",
            "and I still don't know {q} which is annoying",
            "open point for the Monday call: {q}?",
        ],
    },
    "zh": {
        "name": [
            "{role}换人了，新的叫{name}",
            "刚跟{role}{name}通了电话，说资料明天之前必须到",
            "以后这块找{role}{name}，存一下",
            "{role}现在是{name}，之前那个离职了",
            "加个联系人：{name}，{role}",
            "那个我刚刚跟{role}那个{name}聊了一下对方说查验要等你帮我记一下",
            "查验通知单上签字的是{name}，{role}",
        ],
        "command": [
            "老李说网关再卡住就跑 {cmd}，等两分钟",
            "记一下：要{purpose}就用 {cmd}",
            "刚跑了 {cmd}，好了",
            "厂家技术让我们以后先执行 {cmd} 再说",
            "IT群里发的：{cmd}，只能用管理员账号",
            "备忘：{purpose} → {cmd}",
            "老李给的命令是 {cmd} 在桌子底下那台服务器上跑不是在笔记本上",
        ],
        "id": [
            "{idtype}是{id}，到港通知上要写这个",
            "{idtype}{id}被海关查验了",
            "{idtype} {id} 还没结清，明天催一下",
            "正确的{idtype}是{id}，草稿上那个是错的",
            "海关对{idtype}{id}有疑问，烦死了",
            "终于拿到{idtype}了：{id}",
            "{id} 这个{idtype}记在{client}名下",
        ],
        "port": [
            "{svc}现在是{port}端口了，不是原来那个",
            "给IT提了工单，{svc}要开{port}入站",
            "老李把{svc}改到{port}了",
            "{svc}连不上的话看看是不是连的{port}",
            "记住{svc}监听的是{port}",
            "{svc}端口：{port}",
            "折腾了一上午原来{svc}一直在{port}上",
        ],
        "version": [
            "{sw}昨晚升级到{ver}了",
            "现在{sw}用的是{ver}",
            "厂家说{sw}的这个bug在{ver}里修好了",
            "{sw}关于页面显示{ver}",
            "老李把{sw}锁在{ver}了，别升级",
            "{sw}自动更新到{ver}，打印预览又坏了",
            "两台电脑的{sw}都是{ver}了",
        ],
        "money": [
            "{what}出来了，{m}",
            "{what}：{m}，太贵了",
            "{what}是{m}，记一下",
            "他们要收{m}的{what}，尽快付",
            "{what}一共{m}，含所有杂费",
            "确认了，{what}{m}",
            "那个{what}刚刚财务说是{m}比我们报给客户的高好多",
        ],
        "date": [
            "{ev}是{d}",
            "{ev}改到{d}了，更新一下",
            "船公司说{ev}{d}",
            "{ev}：{d}，别忘了提醒我",
            "{ev}最早也要{d}",
            "确认了，{ev}定在{d}",
            "刚打电话来说{ev}推到{d}了",
        ],
        "decision": [
            "决定了，{c}，因为{r}。",
            "就这么定了：{c}，主要是{r}",
            "定了，{c}。毕竟{r}",
            "还是{c}吧，因为{r}，没办法",
            "王经理拍板了：{c}，理由是{r}",
            "跟老板商量完了，{c}，原因很简单，{r}",
            "那个我想了一下还是{c}吧主要是{r}你帮我记一下",
        ],
        "constraint_neg": [
            "{s}千万别{a}",
            "记住，{s}不要{a}",
            "海关科长说了：{s}禁止{a}",
            "老板交代，{s}一律不准{a}",
            "{s}绝对不能{a}啊",
            "客户特别强调{s}不能{a}",
        ],
        "constraint_only": [
            "{s}只能{a}",
            "记住，{s}只能{a}，别的都不行",
            "客户说了{s}只能{a}",
            "财务交代：{s}只能{a}",
            "{s}只能{a}，这是死规定",
        ],
        "constraint_pos": [
            "{s}必须{a}",
            "记住，{s}一定要{a}",
            "客户要求{s}必须{a}",
            "审计的时候提了，{s}都得{a}",
            "规定：{s}一律{a}，没得商量",
            "海关那边说{s}必须{a}",
        ],
        "question": [
            "有人知道{q}吗？",
            "{q}？问了好几次了没人回复",
            "到现在还不知道{q}",
            "谁清楚{q}啊？",
            "还没搞明白{q}，你知道吗？",
            "下午开会要问一下：{q}？",
            "{q}，这个还不知道",
        ],
    },
}

# --------------------------------------------------------------------------------------------
# assistant replies (never contain needles)
# --------------------------------------------------------------------------------------------

REPLY = {
    "en": {
        "name": [
            "Saved. While it's fresh, a few things that usually save time with a new contact:\n\n1. Send a two-line intro so they have your direct line and the shared ops inbox, not just your mobile.\n2. Ask which reference they want quoted in subject lines — carrier desks usually key on the booking or B/L, customs teams on the entry.\n3. Check when they stop answering for same-day requests; plenty of desks go quiet mid-afternoon.\n4. Put them in the job file, not just your phone, so whoever covers your leave can find them.\n\nWant me to draft the intro email?",
            "Got it, noted against the job. If useful, here's a short intro you could send:\n\n> Hi — I'm the customs broker handling this account on our side. For anything on clearance, holds or release, please copy our ops inbox as well as me so nothing sits in one mailbox. Office hours are 08:00–17:30 UK time. Thanks in advance.\n\nShall I tailor it to the specific shipment?",
            "Noted. One practical tip: when a contact changes at a carrier or a customs office, the old person's auto-forward usually dies within a couple of weeks, so resend anything still open directly to the new person rather than relying on the old thread.",
            "Thanks — added. If they're the one handling a hold, ask up front exactly what they need to release it (documents, photos, a revised invoice) so you can send it all in one go instead of drip-feeding.",
        ],
        "command": [
            "Noted. A few safety habits for gateway commands:\n\n- Run it from the server itself, under the admin account, not from a laptop session that might drop.\n- Check the queue depth before and after so you know it actually did something.\n- Jot the time and reason in the ops log — if the carrier later asks why messages went twice, you'll have the answer.\n- If it fails twice in a row, stop and call IT rather than looping it.",
            "Got it, I'll keep that in the cheat sheet. Worth adding next to it what 'normal' output looks like, so whoever runs it at 7am can tell a success from a silent failure.",
            "Noted. If that becomes a regular thing, it might be worth asking IT whether it can be scheduled or alerted on — needing a manual nudge every few days usually means something upstream (a partner endpoint or a certificate) is flaky.",
            "Thanks. I'd keep that one in a pinned note with the date you learned it; vendor CLIs change flags between versions and it's easy to end up with a command that no longer does what you think.",
        ],
        "id": [
            "Logged. For the job file I'd keep the references together in one line (booking, B/L, container, entry) so anyone picking it up can search by whichever number the caller gives them.",
            "Noted. If customs come back on it, the usual quick pack is: commercial invoice, packing list, transport document, proof of origin if preference was claimed, and the valuation workings. Want me to draft the covering email?",
            "Got it. Tip: paste the reference into the email subject line rather than the body — terminals and customs teams filter on subject, and it speeds replies up a lot.",
            "Thanks, noted. I'll treat that as the reference to quote for this one. If the draft documents still show a different number, it's worth getting them reissued before anything is lodged.",
        ],
        "port": [
            "Noted. If it still won't connect, a quick checklist:\n\n1. Confirm the firewall rule is on the right interface (inbound vs outbound trips people up).\n2. From the gateway host, test the TCP connection directly before blaming the partner.\n3. Check the TLS certificate hasn't expired — a handshake failure often looks like a port problem.\n4. Make sure the partner has updated their side too; a one-sided change is the classic cause.",
            "Got it. Worth putting that in the IT handover note as well as here — network changes are the thing most likely to be forgotten when someone rebuilds the server.",
            "Thanks. If the carrier is also changing their side, ask them for a test window so you can send a dummy message before the real traffic moves.",
            "Noted. Careful with wording in tickets, by the way — in your world 'port' means Felixstowe as often as it means a network port, so spell out 'TCP port' for IT.",
        ],
        "version": [
            "Noted. I'd keep a tiny change log (date, software, version, what broke or got fixed) — when the vendor asks 'which version are you on' during a support call, you'll have it instantly.",
            "Got it. After an update it's worth a quick smoke test: lodge a test declaration in the training environment, print one document, and send one EDI message to a partner. Ten minutes, and it catches most regressions before a live job does.",
            "Thanks. If the print preview issue keeps coming back, screenshot it and send it to support with the version number — they usually have a known-issues list per release.",
            "Noted. If IT have pinned it, it's worth asking them to tell you before any planned upgrade so you don't find out mid-clearance.",
        ],
        "money": [
            "Noted. Before it goes to the client, check:\n\n- Is it VAT-able, and at what rate, for the recharge?\n- Is the currency the one on the client's rate agreement, or do you need to convert (and at which rate date)?\n- Does it need a copy of the third-party invoice attached as backup?\n\nWant me to draft the recharge email?",
            "Got it. If that's higher than the quote, it's worth sending the client a heads-up now rather than on the invoice — surprises on disbursements are the usual source of disputes.",
            "Thanks, noted. I'd log it against the job as a disbursement rather than a fee, so it doesn't get marked up by accident.",
            "Noted. For budgeting, remember terminals often add storage daily, so figures like this tend to creep if the release slips.",
        ],
        "date": [
            "Added. Working backwards, I'd set a reminder two working days before so there's time to chase documents, and another the day before to confirm the haulier.",
            "Noted. If that moves again, let me know and I'll update the timeline; it's worth telling the client now so they can adjust their receiving slot.",
            "Got it. Carrier dates slip a lot this time of year, so I'd treat it as provisional until the vessel is actually berthed or the booking shows it confirmed.",
            "Thanks. I'll keep it on the calendar. Don't forget weekend and bank-holiday effects — anything over the Christmas period needs checking against terminal opening hours.",
        ],
        "decision": [
            "Makes sense. I'll note that in the job file. Things to line up now:\n\n1. Tell the client in writing, with the reason, so there's a record.\n2. Update the booking and any standing instructions with the haulier.\n3. Check whether it changes the customs office of entry or the transit documents.\n4. Diary a check-in after the first shipment to see whether it actually worked out.",
            "Noted — reasonable call. Want me to draft a short email to the client explaining the change?",
            "Got it. I'd flag it in the Monday call too so nobody keeps working to the old plan out of habit.",
            "Fair enough. Sounds like the right trade-off; I'll keep it as the standing approach unless you say otherwise.",
        ],
        "constraint": [
            "Understood — I'll treat that as a hard rule and flag it if anything I draft would break it.",
            "Noted. Worth writing that into the client's standing instructions sheet too, so a temp or a covering colleague can't miss it.",
            "Got it. If someone pushes back on it, I'd ask them to put the request in writing — that usually settles it.",
            "Noted as a rule. I'll remind you if a job looks like it's heading that way.",
        ],
        "question": [
            "I don't have a reliable answer to that, and I'd rather not guess — it depends on details only they can confirm. Best to ask in writing so you've got the reply on record. I'll keep it on the open list.",
            "Honestly I can't tell from what I've got here. It's one for the carrier or the officer directly; I'd email rather than phone so there's a paper trail.",
            "No idea, I'm afraid — nothing in what you've shared settles it. Want me to draft a short query email so you can send it today?",
            "That one's still open as far as I can see. I'd chase whoever owns it with a specific deadline in the email; vague questions tend to sit in inboxes.",
        ],
        "list": [
            "Got all of those, thanks. I've noted each one; shout if you want any of them turned into reminders or chaser emails.",
            "Noted, all of it. Busy morning! If it helps, I can turn these into a checklist for the end of the day.",
            "Thanks — captured. Anything there you want me to draft an email for right away?",
        ],
        "paste": [
            "Thanks for forwarding. Quick read:\n\n- Nothing in there needs a reply today except confirming receipt.\n- I'd file it in the job folder and note the key points in the job log.\n\nDraft acknowledgement, if you want it:\n\n> Dear team, thank you for the update, received and noted. We will revert if we need anything further. Kind regards",
            "Got it. Main points noted. If any of it conflicts with what the client was told, it's worth correcting with them today rather than at invoice time.",
            "Thanks — read it. Suggested next steps: acknowledge, update the job log, and diary any dates mentioned with a reminder a couple of days ahead.",
            "Noted, thanks for pasting it in full. Nothing looks alarming; I'd just make sure the client is copied on anything that changes their costs or dates.",
        ],
        "tool": [
            "That's the latest from the system (above). Nothing there looks off to me; shout if you want me to dig into anything.",
            "Done — output is above. It looks normal as far as I can tell.",
            "Here's what came back. I'd keep an eye on it but no action needed right now.",
            "Result above. If it doesn't match what you expected, tell me and I'll run it again or check the logs.",
        ],
    },
    "zh": {
        "name": [
            "记下了。趁现在有几点建议：\n\n1. 先发个简短的自我介绍邮件，把你的座机和公司操作邮箱都给对方，别只留手机。\n2. 问一下对方习惯用哪个号码做邮件标题——船公司一般认订舱号或提单号，海关那边认报关单号。\n3. 问清楚对方每天几点以后就不处理当天的事了。\n4. 把联系人放进这票的档案里，不要只存在手机里，这样你休假的时候同事也找得到。\n\n要我帮你写介绍邮件吗？",
            "好的，已经记在这票下面了。需要的话可以发这样一段：\n\n> 您好，我是我司负责这个客户报关的同事。涉及清关、查验、放行的邮件麻烦同时抄送我们的操作邮箱，避免漏掉。工作时间是早上八点半到下午五点半。谢谢！\n\n要不要我按这票的情况再改一下？",
            "收到。提醒一句：船公司或者海关换了对接人以后，原来那个人的邮件转发一般撑不了几周，还没结的事最好直接重新发给新的人。",
            "好，记上了。如果是对方在处理查验或者扣货，最好一次问清楚放行需要哪些材料（单证、照片、修改后的发票），一次性补齐，别一点一点地补。",
        ],
        "command": [
            "记下了。跑网关命令的几个好习惯：\n\n- 在服务器本机上用管理员账号跑，别在笔记本的远程会话里跑，断线就麻烦了。\n- 跑之前和跑之后都看一下队列数量，确认真的起作用了。\n- 在操作日志里写一下时间和原因，以后船公司问为什么报文重复了，你有据可查。\n- 连续两次不成功就停下来找IT，别一直重试。",
            "好的，放进备忘清单了。建议旁边再写一下正常输出长什么样，这样早上谁来跑都能分得清成功还是悄悄失败了。",
            "收到。如果这个要经常手动跑，可以问问IT能不能做成定时任务或者加个告警——隔几天就要手动处理一次，一般说明上游（对方接口或者证书）不太稳定。",
            "记住了。这种命令最好记上是哪天学到的，厂家的命令行每个版本参数都可能变，时间长了容易以为它还在干原来的事。",
        ],
        "id": [
            "记下了。建议在这票的档案里把号码放在一行（订舱号、提单号、柜号、报关单号），这样不管对方报哪个号都能搜到。",
            "收到。如果海关再来问，一般准备这些：商业发票、装箱单、提单、要享受协定税率的话还有原产地证，再加上价格的说明。要我帮你写个回复邮件吗？",
            "好的。小建议：号码写在邮件标题里，不要只写在正文，码头和海关都是按标题筛邮件的，回复会快很多。",
            "记下了，这票就以这个号为准。如果草稿单证上还是别的号，申报前最好让对方重新出一下。",
        ],
        "port": [
            "记下了。如果还是连不上，可以按这个顺序查：\n\n1. 防火墙规则是不是开在对的方向（入站还是出站经常搞反）。\n2. 先在网关服务器上直接测一下TCP连接，再去找对方。\n3. 看看TLS证书有没有过期——握手失败看起来很像端口问题。\n4. 确认对方也改了，一边改一边没改是最常见的原因。",
            "好的。建议在IT的交接文档里也写一下，网络配置是重装服务器的时候最容易忘的。",
            "收到。如果船公司那边也要改，可以让他们给一个测试时间，先发个测试报文，再切正式的。",
            "记下了。顺便说一句，提工单的时候写清楚是“TCP端口”，不然在我们这行一说港口端口，IT可能会以为你在说码头。",
        ],
        "version": [
            "记下了。建议弄个简单的变更记录（日期、软件、版本号、修了什么坏了什么），厂家技术支持一问版本，马上就能答上来。",
            "好的。升级之后最好做个简单测试：在培训环境报一票测试单、打印一份单证、给一个合作方发一条报文，十分钟就能发现大部分问题。",
            "收到。如果打印预览老是坏，截个图连同版本号发给厂家，他们一般每个版本都有已知问题清单。",
            "记下了。既然锁了版本，可以跟IT说一声，以后计划升级之前先通知你，别清关做到一半才发现。",
        ],
        "money": [
            "记下了。给客户之前先确认：\n\n- 这笔要不要开增值税，税率多少？\n- 币种是不是跟客户协议里的一致，要不要换汇，按哪天的汇率？\n- 要不要附上第三方的原始发票做凭证？\n\n要我帮你写收费邮件吗？",
            "收到。如果比报价高，最好现在就先跟客户打个招呼，别等开票的时候再说，代垫费用最容易扯皮。",
            "好的，记在这票的代垫费用里，别当成我们的服务费，免得不小心加了利润。",
            "记下了。码头的堆存费一般是按天加的，如果放行再拖，这个数还会涨。",
        ],
        "date": [
            "加进日历了。倒推一下，建议提前两个工作日提醒一次催资料，前一天再跟车队确认一次。",
            "记下了。要是再变就告诉我，我来更新时间表；最好现在就通知客户，让他们调整收货安排。",
            "好的。年底船期变得很频繁，建议在船真正靠泊或者订舱确认之前都当作暂定。",
            "收到，已经记上。注意元旦前后码头和海关的作息时间，节假日要单独确认一下。",
        ],
        "decision": [
            "有道理，我记在这票的档案里了。接下来要做的：\n\n1. 书面通知客户，把原因也写上，留个记录。\n2. 更新订舱和给车队的长期指示。\n3. 看看会不会影响申报口岸或者转关单证。\n4. 第一票做完以后回头看看效果。",
            "收到，这个决定挺合理的。要我帮你写封邮件跟客户解释一下吗？",
            "好的。周一开会的时候也说一下，免得有人按老习惯继续做。",
            "明白，这个取舍是对的。除非你改主意，我就按这个当作固定做法。",
        ],
        "constraint": [
            "明白，我当作硬性规定记下了，以后我起草的东西如果会违反这条，我会提醒你。",
            "记下了。建议也写进这个客户的操作须知里，临时顶班的同事才不会漏掉。",
            "好的。如果有人非要这么做，就请对方书面提出来，一般就不了了之了。",
            "收到，记为规定。遇到类似的单子我会提醒你。",
        ],
        "question": [
            "这个我这边没法确定，不想乱猜——要看对方的具体规定。建议书面问一下，留个记录。我先记在待办里。",
            "说实话从现有的资料里看不出来，得直接问船公司或者海关，最好发邮件别打电话，有据可查。",
            "这个我也不清楚。要不要我帮你起草一封询问邮件，今天发出去？",
            "目前看还是没人答复。催的时候在邮件里写个明确的回复期限，不然很容易石沉大海。",
        ],
        "list": [
            "都记下了。哪条需要设提醒或者写催办邮件的，跟我说一声。",
            "收到，全部记好了。早上够忙的！需要的话下班前我帮你整理成一个清单。",
            "好的，都记上了。有哪条要我马上写邮件的吗？",
        ],
        "paste": [
            "谢谢转过来。大概看了一下：\n\n- 今天除了回复确认收到，没有别的要马上处理的。\n- 建议存到这票的文件夹，关键点记在操作日志里。\n\n需要的话可以这样回：\n\n> 您好，来信收到，已知悉，如有需要再联系。谢谢！",
            "收到，要点都记下了。如果里面有跟之前告诉客户的不一样的地方，最好今天就跟客户更正，别等到开票。",
            "看完了。建议：先回个确认，更新操作日志，里面提到的日期提前两天设提醒。",
            "好的，谢谢你贴全文。没什么特别要紧的，只是涉及费用和时间变化的，记得抄送客户。",
        ],
        "tool": [
            "这是系统里最新的结果（见上面）。我看没什么异常，需要深挖哪一块跟我说。",
            "好了，输出在上面，看起来正常。",
            "查到了，先关注着，目前不用处理。",
            "结果在上面。如果跟你预期的不一样，告诉我，我再查一下日志。",
        ],
    },
}

# --------------------------------------------------------------------------------------------
# filler (no facts, no needles)
# --------------------------------------------------------------------------------------------

FILLER = {
    "en": {
        "open": [
            ("morning. coffee first then the Fenwick mess",
             "Morning! Take your time. When you're ready, tell me where the Fenwick job stands and I'll help you sort priorities."),
            ("ugh monday", "It'll get better after the first coffee."),
            ("morning!! inbox is a war zone", "Morning! Want to triage it together? Start with anything that mentions a hold, a cut-off or a payment."),
            ("hi, in early today, lets get ahead of it", "Good plan. Tell me what's on the list and we'll work through it."),
        ],
        "short": [
            ("ok", "👍"),
            ("thx", "Any time."),
            ("ta", "You're welcome."),
            ("ok next", "Go ahead."),
            ("hang on", "Sure."),
            ("nvm sorted", "Great, one less thing."),
            ("good shout", "Thanks!"),
            ("k", "👍"),
            ("perfect", "Glad it helps."),
            ("lol", "😄"),
            ("yep", "Okay."),
            ("sorry was dealing w a walk-in", "No worries, take your time."),
        ],
        "away": [
            ("brb phone", "Sure, I'll be here.", "back", "Welcome back — where were we?"),
            ("on with customs, 5 min", "No problem.", "ok off the phone", "Welcome back. Anything from that call to note down?"),
            ("lunch, 20 min", "Enjoy — I'll keep track of where we were.", "back from lunch", "Welcome back! Ready when you are."),
            ("gonna grab a tea", "Enjoy your tea.", "ok im back, where was i", "You were working through the open jobs — pick up with whichever one the client chased last."),
            ("walk-in at the counter, 2 sec", "Sure.", "sorted, they just wanted a form", "Easy one then."),
        ],
        "long": [
            ("ugh printer jammed again", "Classic. If it's the big office one, the rear tray is usually where the page hides."),
            ("can you draft a polite chaser to a shipper who still hasnt sent the packing list. polite but firm",
             "Here's a draft:\n\n> Dear [name],\n>\n> Following up on our earlier request, we are still awaiting the packing list for this shipment. Without it we cannot lodge the import declaration, and the goods may incur storage charges at the terminal while they wait.\n>\n> Could you please send it today, or let us know when we can expect it?\n>\n> Many thanks,\n> [your name]\n\nYou can make it firmer by adding a line that any storage from this point will be recharged."),
            ("client asking diff between DAP and DDP again, give me 3 lines I can paste",
             "Here you go:\n\n- **DAP (Delivered at Place):** the seller delivers to the named place, ready for unloading; the buyer clears the goods for import and pays duties and import VAT.\n- **DDP (Delivered Duty Paid):** the seller does everything, including import clearance and paying duties and taxes at destination.\n- In practice: under DDP the seller needs a way to be the importer (or an agent who can act for them) in the destination country."),
            ("what a day. 3 holds and a rolled booking before 10am",
             "That's a rough start. Want to list the three holds and I'll help you work out which one to chase first?"),
            ("can you tidy this to-do into something readable\n\nchase docs / invoices to send / call haulier / check exam results / update client sheet / VAT return stuff for Ravi",
             "Sure:\n\n**Today**\n1. Chase outstanding documents\n2. Check exam results\n3. Call the haulier\n\n**Before close**\n4. Send invoices\n5. Update the client sheet\n\n**For Ravi**\n6. VAT return items\n\nWant me to put times against them?"),
            ("how do I say no to a client who wants us to undervalue the invoice without sounding rude",
             "Something like this keeps it professional:\n\n> Thank you for the instruction. We are required to declare the transaction value as shown on the commercial documents, and we can't lodge a declaration we know to be incorrect — it exposes both you and us to penalties and possible seizure. We are happy to look at legitimate ways to reduce the cost, such as preference claims, relief schemes or correct classification.\n\nIt says no clearly, gives the reason, and offers a constructive alternative."),
            ("haulier just called to say driver is stuck on the A14. nothing to do, just venting",
             "Fair enough — the A14 is a lottery. If it pushes past the slot, the terminal booking system usually lets you rebook once without a fee, but that can wait until you hear from them again."),
            ("remind me what a good subject line is for a customs query reply",
             "Put the reference first and the action second, e.g. *\"[entry ref] — response to query — documents attached\"*. Officers filter on the reference, and the word 'attached' stops them asking whether you sent anything."),
            ("Ravi wants a summary of the week by friday, can you help me structure it",
             "Sure. A simple structure that works for a small office:\n\n1. **Volumes** — entries lodged, exports, any record days.\n2. **Problems** — holds, exams, rolled bookings, with status.\n3. **Money** — disbursements outstanding and anything overdue.\n4. **Systems** — gateway or software issues.\n5. **Next week** — known arrivals and cut-offs.\n\nKeep each section to two or three bullets and he'll actually read it."),
            ("lol the new temp just asked me if HS codes are like postcodes", "Honestly not the worst analogy! Both tell you where something belongs — one just has a lot more footnotes."),
            ("its freezing in here, heating broke", "Sorry — hope it's fixed soon. Maybe a good day to work from the warm end of the office."),
            ("can you explain to a new client in plain english what a customs broker actually does for them, short para",
             "Here's a plain-English version:\n\n> We act as your agent with customs. We check your shipping documents, work out the correct classification and value, submit the import or export declaration on your behalf, arrange payment of any duties and VAT, and deal with customs if they have questions or want to inspect the goods. The aim is to get your goods released quickly and correctly, without surprises on cost or compliance."),
            ("whats a nice way to say the delay is the carriers fault not ours",
             "Try: *\"The delay is due to a schedule change by the shipping line, outside our control. We're monitoring it closely and will update you as soon as we have a confirmed new date.\"* Factual, not defensive, and it tells them what happens next."),
            ("teams keeps crashing", "Annoying. Usually clearing the cache or a full restart of the app fixes it; if not, the web version is a decent stopgap."),
            ("can you make me a checklist for taking on a new importer",
             "Here's a starting checklist:\n\n1. Company details and registration number\n2. Importer's customs/VAT registration numbers\n3. Signed power of attorney / agency agreement\n4. Direct or indirect representation agreed in writing\n5. Duty payment method (their deferment, ours, or immediate payment)\n6. Standing instructions (who approves, who gets copies)\n7. Typical goods, classifications and any licences or certificates needed\n8. Credit check and payment terms\n9. Contact list for ops and finance\n\nWant it as a form you can send them?"),
            ("pls write a short out-of-office for next friday afternoon",
             "Here's one:\n\n> Thank you for your email. I am out of the office on Friday afternoon with limited access to email. For urgent clearance matters please contact our ops inbox, which is monitored throughout. I will reply to your message on my return."),
            ("terminal booking portal is down AGAIN cant book anything",
             "Frustrating. A few options while it's down:\n\n1. Screenshot the error with the time — useful if you need to argue a missed-slot charge later.\n2. Check whether the haulier can book through their own account; they sometimes use a different route in.\n3. If it's still down in an hour, email the terminal's customer service so there's a record you tried."),
            ("explain VGM to the temp in 2 lines pls",
             "VGM is the verified gross mass — the certified total weight of a packed container, including the box itself. The shipper has to provide it before the export cut-off, otherwise the line won't load the container."),
            ("client wants us to store their goods free for a month in our shed. polite no pls",
             "Here's a draft:\n\n> Thank you for asking. Unfortunately we aren't able to offer free storage — our space is allocated on a paid basis to keep it fair for all customers. We'd be happy to quote a weekly rate, or suggest a nearby warehouse if you need longer-term storage.\n\nShort, friendly and it leaves a door open."),
            ("remind me direct vs indirect representation, the temp asked and i blanked",
             "In short: under **direct** representation you act in the importer's name and on their behalf, so the importer is liable for the debt. Under **indirect** representation you act in your own name on their behalf, so you share liability for the customs debt. That's why most brokers prefer direct unless there's a good reason not to."),
            ("client asks why they pay import VAT if they get it back anyway. eli5",
             "Simple version: import VAT is charged at the border like VAT on any purchase, and a VAT-registered business normally reclaims it on its VAT return. It's mostly a cash-flow timing issue — which is why postponed VAT accounting, where available, is worth setting up."),
            ("coffee machine making that noise again", "The death rattle? Might be time to descale it before it gives up completely."),
            ("write a short post saying we're hiring a junior customs broker, nothing cheesy",
             "Here's a draft:\n\n> We're hiring: junior customs broker. You'll learn import and export clearance from the ground up in a small, friendly freight-forwarding team. Attention to detail matters more than experience. Interested? Send us a short note and your CV."),
            ("draft a complaint to the haulier about the missed slot, factual not angry",
             "Draft:\n\n> Dear [name],\n>\n> Your driver did not attend the booked terminal slot today, and no notice was given. As a result the slot was lost and a rebooking charge may apply, which we will pass on. Please confirm what happened and what you'll do to avoid a repeat.\n>\n> Regards,\n> [your name]\n\nFacts first, consequence second, clear ask at the end."),
            ("what should go in a handover note for when im off",
             "A handover note that actually works:\n\n1. Open jobs, one line each, with the next action and who's waiting on whom.\n2. Anything on hold with customs and what's been sent so far.\n3. Payments due or expected.\n4. Clients who need special handling.\n5. System quirks (the gateway, the customs software) and who to call.\n6. Where the files live.\n\nKeep it to one page if you can."),
        ],
    },
    "zh": {
        "open": [
            ("早，先喝口咖啡再说", "早！不急，准备好了告诉我今天先处理哪票。"),
            ("周一综合症", "喝完第一杯咖啡就好了。"),
            ("早啊，邮箱已经爆了", "早！要不一起筛一下？先看提到查验、截关和付款的。"),
            ("今天来得早，先把昨天剩的弄完", "好主意，把清单发我，我们一条一条过。"),
        ],
        "short": [
            ("好", "👌"),
            ("谢谢", "不客气。"),
            ("嗯嗯", "好的。"),
            ("下一个", "你说。"),
            ("等一下", "好。"),
            ("算了搞定了", "太好了，又少一件事。"),
            ("有道理", "嗯嗯。"),
            ("ok", "👍"),
            ("行", "好的。"),
            ("哈哈哈", "😄"),
            ("不好意思刚才来了个客户", "没事，你先忙。"),
        ],
        "away": [
            ("等下，接个电话", "好的，我在。", "回来了", "欢迎回来，刚才说到哪了？"),
            ("在跟海关打电话，五分钟", "没问题。", "电话打完了", "回来了，电话里有什么要记的吗？"),
            ("去吃饭了，二十分钟", "去吧，回来接着弄。", "吃完了", "好，继续。"),
            ("去泡个茶", "好的。", "回来了，刚才说到哪", "刚才在过手上没结的单子，从客户最后催的那票开始接着弄就行。"),
            ("前台有人找，马上回来", "好的。", "好了，就是来拿个单子", "那就好。"),
        ],
        "long": [
            ("打印机又卡纸了……", "经典问题。如果是办公室那台大的，纸一般卡在后面的纸盒那里。"),
            ("帮我写个催单的消息给发货人，装箱单还没给，客气点但要有点压力",
             "可以这样写：\n\n> 您好，之前跟您要的装箱单我们这边还没有收到。没有装箱单我们没法申报，货在码头放着会产生堆存费。麻烦今天之内发过来，或者告诉我们大概什么时候能给，谢谢！\n\n想更强硬一点的话，可以加一句：从今天开始产生的堆存费需要由贵司承担。"),
            ("客户又问DAP和DDP的区别，给我三句话我直接贴", "给你：\n\n- **DAP（目的地交货）**：卖方把货送到指定地点，进口清关和关税增值税由买方负责。\n- **DDP（完税后交货）**：卖方全包，包括目的国的进口清关和税费。\n- 实际操作上，DDP要求卖方在目的国能做进口人，或者有代理能替他申报。"),
            ("今天真是够了，十点之前三票查验一票甩柜", "开局不太顺啊。把三票查验列一下，我帮你排个先后顺序？"),
            ("帮我把待办整理一下：催资料 / 开票 / 给车队打电话 / 看查验结果 / 更新客户表 / 给王经理准备月报",
             "整理好了：\n\n**今天上午**\n1. 催资料\n2. 看查验结果\n3. 给车队打电话\n\n**下班前**\n4. 开票\n5. 更新客户表\n\n**给王经理**\n6. 月报材料\n\n要不要我给每项加个时间？"),
            ("客户想让我们把发票价格做低一点，怎么拒绝比较好",
             "可以这样说，既专业又不伤和气：\n\n> 谢谢您的意见。申报价格必须跟实际成交价格和商业单证一致，明知不实的申报我们不能做，一旦被查，贵司和我们都要承担罚款甚至货物被扣的风险。如果想合理降低成本，我们可以一起看看协定税率、减免政策或者归类是否准确。\n\n拒绝得很明确，说明了原因，也给了替代方案。"),
            ("车队说司机堵在高架上了，没事，就是吐槽一下", "理解，那段路确实经常堵。如果赶不上预约时间，码头系统一般可以免费改约一次，等司机那边有消息再说。"),
            ("回复海关问询的邮件标题怎么写比较好", "号码放最前面，动作放后面，比如 *“报关单号——关于问询的答复——附件已附”*。关员是按号码筛邮件的，写上“附件已附”也省得对方再问你发没发。"),
            ("王经理要周五前给他一个本周总结，帮我搭个框架", "可以按这个来：\n\n1. **业务量**——报关票数、出口票数。\n2. **问题**——查验、扣货、甩柜，分别什么状态。\n3. **费用**——代垫未收回的、逾期的。\n4. **系统**——网关或者软件的问题。\n5. **下周**——已知的到港和截关。\n\n每块两三条就够了，太长他不会看。"),
            ("哈哈新来的实习生问我HS编码是不是跟邮编一样", "这个比喻其实也不算太离谱！都是告诉你东西归哪儿，只不过一个注释多得多。"),
            ("办公室暖气坏了，冻死", "辛苦了，希望赶紧修好。今天可以坐到暖和一点的那头去。"),
            ("用大白话给刚签约的客户解释一下报关行是干嘛的，一段就行",
             "可以这样说：\n\n> 我们是您在海关这边的代理。我们帮您审核单证，确定正确的商品编码和申报价格，以您的名义向海关申报进出口，安排缴纳关税和增值税，海关有疑问或者要查验的时候由我们去沟通。目标就是让您的货又快又合规地放行，费用和合规上都不出意外。"),
            ("怎么委婉地说延误是船公司的问题不是我们的", "可以说：*“本次延误是船公司调整船期导致的，不在我司控制范围内。我们在密切跟进，有确定的新时间会第一时间通知您。”* 讲事实、不辩解，也告诉了对方接下来会怎样。"),
            ("企业微信又崩了", "烦人。一般清一下缓存或者彻底重启一下就好，不行就先用网页版顶着。"),
            ("帮我列一个进口客户建档要的资料清单",
             "可以先按这个：\n\n1. 营业执照\n2. 海关注册编码和信用等级\n3. 签字盖章的报关委托书\n4. 代理报关委托协议\n5. 税费支付方式（客户自己付还是我们垫付）\n6. 长期操作指示（谁审批、抄送谁）\n7. 常做的货物、商品编码、需要的许可证件\n8. 信用情况和付款账期\n9. 操作和财务联系人\n\n要不要我做成一张表发给客户填？"),
            ("帮我写个周五下午不在的自动回复", "可以这样：\n\n> 您好，我周五下午外出，邮件查看不及时。清关紧急事项请联系我们的操作邮箱，全天有人处理。我回来后会尽快回复您，谢谢！"),
            ("码头预约系统又挂了，什么都约不了",
             "真烦。挂着的时候可以先这样：\n\n1. 截个图，带上时间，以后如果要争误约费用有证据。\n2. 问问车队能不能用他们自己的账号约，有时候走的是另一个入口。\n3. 一个小时后还不行就给码头客服发邮件，留个记录。"),
            ("给实习生两句话解释一下VGM", "VGM就是经过核实的集装箱总重，包括货物、包装和箱子本身的重量。发货人必须在截关前提交，不然船公司不给装船。"),
            ("客户想在我们仓库免费放一个月货，帮我委婉拒绝", "可以这样：\n\n> 感谢您的信任。我们的仓位都是按收费的方式统一安排的，为了对所有客户公平，暂时没法提供免费仓储。如果需要，我们可以报一个按周计费的价格，或者给您推荐附近的仓库。\n\n语气客气，也留了余地。"),
            ("实习生问直接代理和间接代理的区别，我一下子卡壳了", "简单说：**直接代理**是以委托人的名义申报，税款责任主要在收货人；**间接代理**是以报关行自己的名义替客户申报，报关行要承担连带责任。所以一般报关行都更愿意做直接代理。"),
            ("客户问为什么进口要交增值税，反正可以抵扣，通俗解释下", "通俗点说：进口环节的增值税跟国内买东西交的增值税一样，一般纳税人拿到海关缴款书以后可以抵扣。所以主要是资金占用的问题，不是多花的钱。"),
            ("咖啡机又在那儿响了", "又开始了？该除垢了，不然哪天就彻底罢工了。"),
            ("帮我写个招聘报关助理的朋友圈文案，别太土", "可以这样：\n\n> 招人啦：报关助理一名。小团队，氛围好，从进出口报关的基本功教起，细心比经验重要。有兴趣的私信我，聊聊～"),
            ("帮我写个投诉车队的邮件，误了预约，讲事实别发火",
             "可以这样写：\n\n> 您好，贵司司机今天没有按预约时间到码头提柜，也没有提前通知，导致预约作废，可能产生的改约费用我们会转给贵司。请说明一下原因以及以后怎么避免。谢谢。\n\n先讲事实，再讲后果，最后提出要求。"),
            ("我休假前的交接文档要写些什么", "比较好用的交接文档：\n\n1. 没结的单子，每票一行，写清下一步和在等谁。\n2. 海关扣着的货，已经交了哪些资料。\n3. 要付的和要收的钱。\n4. 需要特殊处理的客户。\n5. 系统的小毛病（网关、报关软件）和出问题找谁。\n6. 文件放在哪。\n\n尽量一页纸写完。"),
        ],
    },
}


# --------------------------------------------------------------------------------------------
# tool request prompts and asst-channel prompts
# --------------------------------------------------------------------------------------------

TOOL_ASK = {
    "en": {
        "track": ["can you pull tracking for the {client} box pls", "check where {client} is at pls",
                  "track {client} for me, carrier site is down again for me"],
        "customs": ["whats the status on the {client} entry", "check CDS for {client} pls",
                    "can you see if {client} has cleared yet"],
        "mail": ["find the latest email from the carrier re {client}", "dig out that email about {client} pls",
                 "search my inbox for {client}, the one from last week"],
        "shell_cmd": ["gateway's stuck again, can you {purpose} pls", "can you {purpose}? Tomek's off",
                      "pls {purpose} on the server, the queue's full"],
        "shell_info": ["what are we running on the server atm? Tomek asked", "can you check the gateway config for me",
                       "pull the version/ports off the server pls, vendor wants it"],
    },
    "zh": {
        "track": ["帮我查一下{client}那个柜的动态", "{client}的货到哪了，帮我查查", "船公司网站又打不开了，帮我查下{client}"],
        "customs": ["{client}那票报关状态怎么样了", "帮我在系统里查一下{client}", "看看{client}放行没有"],
        "mail": ["找一下船公司关于{client}的最新邮件", "帮我翻一下上周{client}那封邮件", "搜一下邮箱里{client}的邮件"],
        "shell_cmd": ["网关又卡了，帮我{purpose}", "老李不在，你帮我{purpose}一下", "队列满了，帮我在服务器上{purpose}"],
        "shell_info": ["服务器上现在跑的是什么配置？老李问", "帮我看下网关的配置", "厂家要版本和端口信息，帮我从服务器上拿一下"],
    },
}

ASST_ASK = {
    "en": {
        "command": ["whats the command to {purpose} again, I never remember",
                    "how do I {purpose} from the command line? vendor docs are useless",
                    "Tomek's off — what would I type to {purpose}?"],
        "date": ["VGM is due 2 working days before the cut-off on the booking conf I sent — when do we actually need it by?",
                 "if the exam slot is 3 working days after lodgement and we lodge today, when is it?",
                 "client wants goods 5 working days after discharge per the arrival notice, what date is that"],
        "money": ["rough duty calc pls: use the invoice value + freight from the pack I sent, 12% duty then 20% VAT on top",
                  "what's the total disbursement on that terminal invoice incl VAT?",
                  "convert the Bremen charges to the client's currency at todays rate roughly"],
    },
    "zh": {
        "command": ["{purpose}的命令是什么来着，老是记不住", "命令行里怎么{purpose}？厂家文档写得太烂了", "老李请假了，{purpose}要敲什么？"],
        "date": ["VGM要在订舱确认上截关日前两个工作日交，那到底哪天前要交？", "报关以后三个工作日安排查验，今天申报的话是哪天？",
                 "客户要求按到港通知卸船后五个工作日送货，是哪天？"],
        "money": ["帮我大概算一下税：按我发的发票金额加运费，关税12%，增值税13%", "码头那张发票含税一共多少？", "把那几项费用按今天汇率大概换成人民币"],
    },
}
ASST_SAY = {
    "en": {
        "command": ["It's `{cmd}` — run it on the gateway host as the admin user. Expect a one-line summary back; if it prints nothing at all, check the service is up first.",
                    "From the vendor's CLI help, you want:\n\n```\n{cmd}\n```\n\nRun it from the server, not your laptop, and note the time in the ops log.",
                    "That would be `{cmd}`. If it errors with a permission message, you're not on the admin account."],
        "date": ["Counting working days only (skipping the weekend), that lands on {d}. I'd aim to have it in a day earlier in case the carrier portal plays up.",
                 "Working it through: that comes out at {d}. Worth double-checking against any bank holiday notices from the terminal.",
                 "If my count's right it's {d}. I'll pencil it in; let me know if the booking changes."],
        "money": ["On the figures in the pack, it comes to roughly {m}. Treat that as an estimate until the actual entry calculates it — rounding and the exchange rate date can move it a bit.",
                  "Rough total: {m}. That includes VAT at the standard rate; if any line is zero-rated it'll be a bit lower.",
                  "Ballpark {m}, using today's published rate. The customs rate for the month may differ slightly."],
    },
    "zh": {
        "command": ["是 `{cmd}`，在网关服务器上用管理员账号跑。正常会返回一行结果，如果什么都没输出，先看看服务是不是起着的。",
                    "按厂家命令行帮助，应该是：\n\n```\n{cmd}\n```\n\n在服务器上跑，别在笔记本上，跑完在操作日志里记一下时间。",
                    "应该是 `{cmd}`。如果报权限错误，说明你登的不是管理员账号。"],
        "date": ["只算工作日（跳过周末）的话，是{d}。建议提前一天弄好，以防船公司系统出问题。",
                 "算下来是{d}。再对一下码头有没有发节假日通知。",
                 "我算的是{d}，先记上，订舱有变化告诉我。"],
        "money": ["按资料里的数字，大概是{m}。以实际申报系统算出来的为准，汇率日期和四舍五入可能会有一点差别。",
                  "大概一共{m}，含增值税；如果有哪项免税会少一点。",
                  "按今天的汇率，大概{m}。海关当月的汇率可能稍微不一样。"],
    },
}


# --------------------------------------------------------------------------------------------

class ConvBQ:
    def __init__(self, seed, zh, per_kind, attempt):
        self.rng = random.Random(seed * 1000003 + attempt * 7919 + (17 if zh else 0) + 424242)
        self.zh = zh
        self.lang = "zh" if zh else "en"
        self.per_kind = per_kind
        self.used = []
        self.decks = {}

    # ---------- helpers
    def pick(self, key, items):
        d = self.decks.get(key)
        if not d:
            d = list(range(len(items)))
            self.rng.shuffle(d)
            self.decks[key] = d
        return items[d.pop()]

    def ok(self, x):
        return all(x not in u and u not in x for u in self.used)

    def fresh(self, gen):
        for _ in range(2000):
            v = gen()
            vals = v[0] if isinstance(v, tuple) else [v]
            if all(self.ok(x) for x in vals) and all(a == b or a not in b for a in vals for b in vals):
                self.used.extend(vals)
                return v
        raise RuntimeError("cannot make a fresh needle")

    # ---------- value generators
    def gen_money(self):
        r = self.rng
        if r.random() < 0.35:
            amt = r.randint(60, 990) + r.choice([0, 0.5, 0.25, 0.75, 0.4, 0.1])
        else:
            amt = r.randint(1000, r.choice([4000, 9000, 26000])) + r.choice([0, 0, 0.5, 0.25, 0.8])
        s2 = "{:,.2f}".format(amt)
        s0 = "{:,}".format(int(amt))
        s = s2 if amt != int(amt) or r.random() < 0.5 else s0
        if self.zh:
            f = r.randint(0, 6)
            if f == 0:
                return "¥" + s
            if f == 1:
                return s0.replace(",", "") + "元"
            if f == 2:
                w = r.randint(12, 480) / 10.0
                return ("%g" % w) + "万"
            if f == 3:
                return "USD " + s
            if f == 4:
                return s0.replace(",", "") + "美元"
            if f == 5:
                return "人民币" + s0 + "元"
            return "€" + s
        f = r.randint(0, 8)
        return [("USD " + s), ("$" + s), ("EUR " + s), ("€" + s), ("£" + s), ("GBP " + s),
                ("CNY " + s0), ("HKD " + s2), (s + " EUR")][f]

    def gen_date(self):
        r = self.rng
        dd = date(2026, 11, 23) + timedelta(days=r.randint(0, 66))
        mon = dd.strftime("%b")
        dow = dd.strftime("%a")
        day = dd.day
        suf = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
        if self.zh:
            if r.random() < 0.12:
                return r.choice(["下周五", "下周一上午", "这周四下午", "下下周二"])
            return "%d月%d%s" % (dd.month, day, r.choice(["日", "号", "日"]))
        f = r.randint(0, 6)
        return ["%s %d" % (mon, day), "%d %s" % (day, mon), "%s %d %s" % (dow, day, mon),
                "%s %d/%d" % (dow, day, dd.month), "%02d/%02d" % (day, dd.month),
                "%s %d%s" % (mon, day, suf), "%d%s %s" % (day, suf, mon)][f]

    def gen_version(self):
        r = self.rng
        v = "%d.%d.%d" % (r.randint(1, 14), r.randint(0, 19), r.randint(0, 39))
        x = r.random()
        if x < 0.15:
            v += "-hf%d" % r.randint(1, 6)
        elif x < 0.25:
            v += " build %d" % r.randint(100, 9999)
        return v

    def gen_port(self):
        r = self.rng
        if r.random() < 0.55:
            return str(r.randint(2000, 9999))
        return str(r.randint(10000, 60999))

    def make_fact(self, kind, pools):
        r = self.rng
        L = self.lang
        if kind == "name":
            def g():
                if self.zh:
                    return r.choice(ZH_SURN) + r.choice(ZH_GIVEN)
                return r.choice(EN_FIRST) + " " + r.choice(EN_LAST)
            nm = self.fresh(g)
            return {"kind": kind, "needles": [nm], "v": {"name": nm, "role": self.pick("role", ROLES[L])}}
        if kind == "command":
            cmd, pe, pz = self.fresh(lambda: (lambda t: ([t[0]], t))(gen_command(r)))[1]
            return {"kind": kind, "needles": [cmd], "v": {"cmd": cmd, "purpose": pz if self.zh else pe}}
        if kind == "id":
            i, te, tz = self.fresh(lambda: (lambda t: ([t[0]], t))(gen_id(r, self.zh)))[1]
            return {"kind": kind, "needles": [i], "v": {"id": i, "idtype": tz if self.zh else te,
                                                         "client": self.pick("client", CLIENTS[L])}}
        if kind == "port":
            p = self.fresh(self.gen_port)
            svc = r.randrange(len(PORTSVC))
            return {"kind": kind, "needles": [p], "v": {"port": p, "svci": svc,
                                                         "svc": PORTSVC[svc][1 if self.zh else 0]}}
        if kind == "version":
            v = self.fresh(self.gen_version)
            sw = r.randrange(len(SOFTWARE))
            return {"kind": kind, "needles": [v], "v": {"ver": v, "swi": sw, "sw": SOFTWARE[sw][1 if self.zh else 0]}}
        if kind == "money":
            m = self.fresh(self.gen_money)
            return {"kind": kind, "needles": [m], "v": {"m": m, "what": self.pick("what", MONEY_WHAT[L])}}
        if kind == "date":
            d = self.fresh(self.gen_date)
            return {"kind": kind, "needles": [d], "v": {"d": d, "ev": self.pick("ev", DATE_EV[L])}}
        pool = pools[kind]
        while pool:
            item = pool.pop()
            if kind == "question":
                if self.ok(item):
                    self.used.append(item)
                    return {"kind": kind, "needles": [item], "v": {"q": item}}
            else:
                a, b = item[0], item[1]
                if self.ok(a) and self.ok(b):
                    self.used.extend([a, b])
                    if kind == "decision":
                        return {"kind": kind, "needles": [a, b], "v": {"c": a, "r": b}}
                    return {"kind": kind, "needles": [a, b], "v": {"a": a, "s": b, "pol": item[2]}}
        raise RuntimeError("pool exhausted for " + kind)

    # ---------- renderers
    def say(self, f):
        L = self.lang
        k = f["kind"]
        v = dict(f["v"])
        if k == "constraint":
            key = "constraint_" + v["pol"]
        else:
            key = k
        t = self.pick("say-" + key, SAY[L][key])
        return t.format(**v)

    def reply(self, kind):
        return self.pick("rep-" + kind, REPLY[self.lang][kind])

    def paste_en(self, group, fs):
        r = self.rng
        byk = {}
        for f in fs:
            byk.setdefault(f["kind"], []).append(f)
        if group == "memo":
            lines = []
            for f in fs:
                v = f["v"]
                if f["kind"] == "decision":
                    lines.append(r.choice(["Decision: we {c} — because {r}.", "Agreed on the call: we {c}, since {r}.",
                                           "Going forward we {c}, as {r}."]).format(**v))
                else:
                    if v["pol"] == "neg":
                        lines.append(r.choice(["Please note: staff must not {a} {s}.", "Under no circumstances {a} {s}.",
                                               "Reminder — we do not {a} {s}."]).format(**v))
                    else:
                        lines.append(r.choice(["Please note: staff must {a} {s}.", "Standing instruction: {a} {s}.",
                                               "From now on, always {a} {s}."]).format(**v))
            head, tail = r.choice([
                ("fwd from Ravi, pls read\n\n---------- Forwarded message ---------\nFrom: Ravi\nSubject: ops notes\n\nAll,\n\n", "\n\nThanks,\nRavi"),
                ("pasting the client's SOP update:\n\n\"\"\"\nSOP update — customs handling\n\n", "\n\"\"\""),
                ("minutes from this mornings call (my notes, messy):\n\n", "\n\nthats it i think")])
            return head + "\n".join("- " + x if not head.startswith("fwd") else x for x in lines) + tail
        if group == "it":
            lines = []
            sender = None
            for f in fs:
                v = f["v"]
                k = f["kind"]
                if k == "name":
                    if sender is None:
                        sender = v["name"]
                    else:
                        lines.append("[Tomek] also looping in {name} ({role})".format(**v))
                elif k == "command":
                    lines.append(r.choice(["[Tomek] if it sticks again just do: {cmd}",
                                           "[Tomek] ok run {cmd} and tell me what it says",
                                           "[Tomek] the vendor's fix is {cmd}, admin only"]).format(**v))
                elif k == "port":
                    lines.append(r.choice(["[Tomek] {svc} is on {port} now btw",
                                           "[Tomek] I've opened {port} on the firewall for {svc}",
                                           "[Tomek] moved {svc} to port {port}, update your bookmarks"]).format(**v))
                elif k == "version":
                    lines.append(r.choice(["[Tomek] upgraded {sw} to {ver} last night",
                                           "[Tomek] we're on {ver} for {sw}, don't touch",
                                           "[Tomek] vendor says {ver} of {sw} has the fix"]).format(**v))
            r.shuffle(lines)
            if sender:
                head = r.choice(["fwd from the vendor:\n\nFrom: %s <support@cds-vendor.example>\nSubject: your ticket\n\nHi,\n\n" % sender,
                                 "email from vendor support, pasting:\n\n---\nFrom: %s\nTo: ops@kestrelfreight.example\n\nHello,\n\n" % sender])
                body = "\n".join(x.replace("[Tomek] ", "") for x in lines) or "We have looked at the logs and will update you."
                return head + body + "\n\nBest regards,\n%s\nSupport Engineer" % sender
            return r.choice(["pasting my chat w Tomek so I dont lose it:\n\n", "teams chat from IT:\n\n"]) + \
                "\n".join(lines) + "\n[me] ok thx"
        # carrier: name/id/date/money
        sender = None
        lines = []
        for f in fs:
            v = f["v"]
            k = f["kind"]
            if k == "name":
                if sender is None:
                    sender = v["name"]
                else:
                    lines.append("I am copying my colleague {name}, {role}.".format(**v))
            elif k == "id":
                lines.append(r.choice(["Please be advised that {idtype} {id} has been rolled to the next sailing.",
                                       "Our reference: {idtype} {id}.", "Please quote {id} on all correspondence.",
                                       "{idtype} {id} has been selected for X-ray at the terminal."]).format(**v))
            elif k == "date":
                lines.append(r.choice(["Revised date for {ev}: {d}.", "Please note {ev} is now {d}.",
                                       "Kindly note: {ev} — {d}."]).format(**v))
            elif k == "money":
                lines.append(r.choice(["Charges for {what}: {m}, payable before release.",
                                       "Please remit {m} ({what}) at your earliest convenience.",
                                       "Amount due for {what}: {m}."]).format(**v))
        r.shuffle(lines)
        if not lines:
            lines = [r.choice(["Please find attached the arrival notice for your shipment.",
                               "We confirm receipt of your documents and will revert shortly.",
                               "Further to our call, please see the updated documents attached.",
                               "I will be your contact for this account from now on."])]
        if sender is None:
            sender = r.choice(["Import Services", "UK Export Desk", "Customer Care Team", "Terminal Billing"])
        if r.random() < 0.5:
            return ("fwd from carrier, pls note\n\n---------- Forwarded message ---------\nFrom: %s\nSubject: %s\n\nDear Customer,\n\n%s\n\nShould you require further assistance, please do not hesitate to contact us.\n\nKind regards,\n%s" %
                    (sender, r.choice(["Shipment update", "Arrival notice", "Charges advice", "Booking amendment"]),
                     "\n".join(lines), sender))
        return ("pasting the bit that matters from %s's email:\n\n> %s\n\nsigh" % (sender, "\n> ".join(lines)))

    def paste_zh(self, group, fs):
        r = self.rng
        if group == "memo":
            lines = []
            for f in fs:
                v = f["v"]
                if f["kind"] == "decision":
                    lines.append(r.choice(["王经理：{c}，因为{r}。", "王经理：定了，{c}，主要是{r}。",
                                           "王经理：{c}吧，毕竟{r}。"]).format(**v))
                elif v["pol"] == "neg":
                    lines.append(r.choice(["王经理：大家注意，{s}禁止{a}。", "王经理：{s}一律不准{a}。"]).format(**v))
                else:
                    lines.append(r.choice(["王经理：大家注意，{s}必须{a}。", "王经理：以后{s}一律{a}。"]).format(**v))
            return "王经理在群里发的，转给你：\n\n" + "\n".join(lines) + "\n王经理：收到回复一下"
        if group == "it":
            lines = []
            sender = None
            for f in fs:
                v = f["v"]
                k = f["kind"]
                if k == "name":
                    if sender is None:
                        sender = v["name"]
                    else:
                        lines.append("老李：我把{role}{name}也拉进来了".format(**v))
                elif k == "command":
                    lines.append(r.choice(["老李：再卡住就跑 {cmd}", "老李：你先执行 {cmd} 看看输出", "老李：厂家给的办法是 {cmd}，要管理员权限"]).format(**v))
                elif k == "port":
                    lines.append(r.choice(["老李：{svc}现在走{port}了", "老李：防火墙给{svc}开了{port}", "老李：{svc}改成{port}端口了，书签更新一下"]).format(**v))
                elif k == "version":
                    lines.append(r.choice(["老李：{sw}昨晚升到{ver}了", "老李：{sw}现在是{ver}，别动", "老李：厂家说{sw}的{ver}修了这个问题"]).format(**v))
            r.shuffle(lines)
            if sender:
                body = "\n".join(x.replace("老李：", "") for x in lines) or "我们已经在查日志，有进展会通知您。"
                return ("厂家技术支持回的邮件，贴一下：\n\n发件人：%s\n主题：关于贵司的工单\n\n您好，\n\n%s\n\n如有问题请随时联系。\n%s\n技术支持工程师" % (sender, body, sender))
            return "跟老李的聊天记录，存一下：\n\n" + "\n".join(lines) + "\n我：好的谢谢"
        sender = None
        lines = []
        for f in fs:
            v = f["v"]
            k = f["kind"]
            if k == "name":
                if sender is None:
                    sender = v["name"]
                else:
                    lines.append("已抄送我司同事{name}（{role}）。".format(**v))
            elif k == "id":
                lines.append(r.choice(["{idtype}{id}已甩到下一班船。", "我司编号：{idtype}{id}。", "来往邮件请注明{id}。",
                                       "{idtype}{id}被码头抽中过机检。"]).format(**v))
            elif k == "date":
                lines.append(r.choice(["{ev}调整为{d}。", "请注意，{ev}改为{d}。", "{ev}：{d}。"]).format(**v))
            elif k == "money":
                lines.append(r.choice(["{what}共计{m}，放行前付清。", "请尽快支付{what}{m}。", "应付{what}：{m}。"]).format(**v))
        r.shuffle(lines)
        if not lines:
            lines = [r.choice(["附件是贵司货物的到货通知，请查收。", "资料已收到，我们处理后回复您。",
                               "以后贵司这边的业务由我来对接。", "按电话里说的，更新后的单证见附件。"])]
        if sender is None:
            sender = r.choice(["进口部", "客服中心", "码头收费组", "订舱部"])
        return ("船公司的邮件转给你：\n\n发件人：%s\n主题：%s\n\n尊敬的客户：\n\n%s\n\n如有疑问请联系我们。\n%s" %
                (sender, r.choice(["货物动态通知", "到货通知", "费用通知", "订舱变更"]), "\n".join(lines), sender))

    def tool_call(self, ttype, fs, client):
        """returns (tool name, args dict, output str) for one tool call carrying the given facts"""
        r = self.rng
        zh = self.zh
        byk = {f["kind"]: f["v"] for f in fs}
        if ttype == "track":
            idv = byk.get("id", {}).get("id") or (r.choice(["MRKU", "TEMU", "GESU"]) + "%07d" % r.randint(0, 9999999))
            dv = byk.get("date", {}).get("d") or ("2026-12-%02d (est.)" % r.randint(1, 28))
            if zh:
                out = "查询结果（船公司接口）\n柜号：%s\n状态：已装船\n船名航次：%s / %dE\n预计到港：%s\n最新动态：装船完毕" % (
                    idv, r.choice(["中远海运天秤座", "马士基埃森", "达飞雅克萨德"]), r.randint(10, 99), dv)
            else:
                out = "Tracking (carrier API)\nEquipment: %s\nStatus: ON VESSEL\nVessel/voyage: %s / %dW\nETA: %s\nLast event: LOADED" % (
                    idv, r.choice(["MAERSK ESSEN", "CMA CGM JACQUES SAADE", "HMM ALGECIRAS", "ONE APUS"]), r.randint(10, 99), dv)
            return "track_shipment", {"query": client}, out
        if ttype == "customs":
            idv = byk.get("id", {}).get("id") or "(pending)"
            mv = byk.get("money", {}).get("m") or ("—" if not zh else "待计算")
            nm = byk.get("name", {}).get("name")
            if zh:
                out = "报关系统查询：%s\n单号：%s\n状态：%s\n应缴税款：%s" % (client, idv, r.choice(["已申报，待审单", "查验中", "已放行"]), mv)
                if nm:
                    out += "\n经办关员：%s" % nm
            else:
                out = "CDS status — job %s\nDeclaration: %s\nStatus: %s\nDuty/VAT payable: %s" % (
                    client, idv, r.choice(["ACCEPTED, awaiting release", "HELD — documentary check", "CLEARED"]), mv)
                if nm:
                    out += "\nOfficer: %s" % nm
            return "customs_status", {"job": client}, out
        if ttype == "mail":
            nm = byk.get("name", {}).get("name") or ("客服中心" if zh else "Customer Care")
            lines = []
            if "id" in byk:
                lines.append(("订舱编号：{id}" if zh else "Ref: {id}").format(**byk["id"]))
            if "date" in byk:
                lines.append(("{ev}：{d}" if zh else "{ev}: {d}").format(**byk["date"]))
            if "money" in byk:
                lines.append(("{what}：{m}" if zh else "{what}: {m}").format(**byk["money"]))
            if not lines:
                lines.append("请查收附件。" if zh else "Please see the attached documents.")
            if zh:
                out = "找到1封邮件\n发件人：%s\n主题：关于%s\n\n%s\n\n此致" % (nm, client, "\n".join(lines))
            else:
                out = "1 message found\nFrom: %s\nSubject: RE: %s\n\n%s\n\nRegards" % (nm, client, "\n".join(lines))
            return "mail_search", {"query": client, "limit": 1}, out
        if ttype == "shell_cmd":
            v = byk["command"]
            out = r.choice(["ok: %d item(s) processed" % r.randint(1, 40), "done in %d.%ds" % (r.randint(1, 9), r.randint(0, 9)),
                            "[info] completed, 0 warnings", "exit status 0"])
            return "shell", {"cmd": v["cmd"]}, out
        # shell_info: version and/or port
        parts = []
        cmds = []
        if "version" in byk:
            v = byk["version"]
            sw = SOFTWARE[v["swi"]]
            cmds.append(sw[2])
            parts.append(sw[3].format(ver=v["ver"]))
        if "port" in byk:
            v = byk["port"]
            ps = PORTSVC[v["svci"]]
            if r.random() < 0.5:
                cmds.append("ss -ltnp | grep %s" % ps[2])
                parts.append("LISTEN 0      128      0.0.0.0:%s      0.0.0.0:*    users:((\"%s\",pid=%d,fd=%d))" % (
                    v["port"], ps[2], r.randint(300, 999), r.randint(3, 9)))
            else:
                cmds.append("grep -A2 '\\[%s\\]' /etc/kestrel/services.ini" % ps[3])
                parts.append("[%s]\nlisten = 0.0.0.0\nport = %s" % (ps[3], v["port"]))
        return "shell", {"cmd": " && ".join(cmds)}, "\n".join(parts)

    def tool_rows(self, name, data):
        args, output = data
        return json.dumps(args, ensure_ascii=False), output

    # ---------- conversation
    def build(self):
        r = self.rng
        L = self.lang
        pools = {}
        for k, src in (("decision", DECISIONS), ("constraint", CONSTRAINTS), ("question", QUESTIONS)):
            p = list(src[L])
            r.shuffle(p)
            pools[k] = p
        facts = []
        for k in KINDS:
            for _ in range(self.per_kind):
                facts.append(self.make_fact(k, pools))
        r.shuffle(facts)

        chan_w = {
            "name": [("say", 45), ("paste", 35), ("tool", 20)],
            "command": [("say", 40), ("paste", 25), ("tool", 20), ("asst", 15)],
            "id": [("say", 45), ("paste", 35), ("tool", 20)],
            "port": [("say", 45), ("paste", 30), ("tool", 25)],
            "version": [("say", 45), ("paste", 30), ("tool", 25)],
            "money": [("say", 45), ("paste", 30), ("tool", 12), ("asst", 13)],
            "date": [("say", 45), ("paste", 30), ("tool", 12), ("asst", 13)],
            "decision": [("say", 85), ("paste", 15)],
            "constraint": [("say", 85), ("paste", 15)],
            "question": [("say", 100)],
        }

        def choose(ws):
            x = r.uniform(0, sum(w for _, w in ws))
            for c, w in ws:
                x -= w
                if x <= 0:
                    return c
            return ws[-1][0]

        say_f, paste_g, tool_f, asst_f = [], {"carrier": [], "it": [], "memo": []}, [], []
        for f in facts:
            c = choose(chan_w[f["kind"]])
            k = f["kind"]
            if c == "say":
                say_f.append(f)
            elif c == "asst":
                asst_f.append(f)
            elif c == "tool":
                tool_f.append(f)
            else:
                if k in ("decision", "constraint"):
                    paste_g["memo"].append(f)
                elif k in ("command", "port", "version"):
                    paste_g["it"].append(f)
                elif k == "name":
                    paste_g[r.choice(["carrier", "it"])].append(f)
                else:
                    paste_g["carrier"].append(f)

        units = []
        R = REPLY[L]
        # say units: single or bullet list of 2-3
        i = 0
        while i < len(say_f):
            n = 1 if r.random() < 0.78 else r.randint(2, 3)
            grp = say_f[i:i + n]
            i += n
            if len(grp) == 1:
                f = grp[0]
                txt = self.say(f)
                if r.random() < 0.12:
                    txt = ("【语音转文字】" if self.zh else "(voice note) ") + txt
                units.append([("user", txt), ("assistant", self.reply(f["kind"]))])
            else:
                if self.zh:
                    head = r.choice(["几件事记一下：\n", "趁还记得：\n", "刚才电话里说的几件事：\n"])
                    body = "\n".join("%d. %s" % (j + 1, self.say(f)) for j, f in enumerate(grp))
                else:
                    head = r.choice(["few things b4 I forget:\n", "notes from the last hour:\n", "dump:\n"])
                    body = "\n".join("- " + self.say(f) for f in grp)
                units.append([("user", head + body), ("assistant", self.pick("rep-list", R["list"]))])
        # pastes
        for g, fs in paste_g.items():
            r.shuffle(fs)
            i = 0
            while i < len(fs):
                n = r.randint(1, 3)
                grp = fs[i:i + n]
                i += n
                txt = self.paste_zh(g, grp) if self.zh else self.paste_en(g, grp)
                units.append([("user", txt), ("assistant", self.pick("rep-paste", R["paste"]))])
        # tools
        tmap = {"name": ["customs", "mail"], "id": ["track", "customs", "mail"], "date": ["track", "mail"],
                "money": ["customs", "mail"], "command": ["shell_cmd"], "port": ["shell_info"],
                "version": ["shell_info"]}
        calls = {}
        for f in tool_f:
            calls.setdefault(r.choice(tmap[f["kind"]]), []).append(f)
        for ttype, fs in calls.items():
            pending = list(fs)
            while pending:
                grp, kinds = [], set()
                rest = []
                lim = 1 if ttype == "shell_cmd" else r.randint(1, 2)
                for f in pending:
                    if len(grp) < lim and f["kind"] not in kinds:
                        grp.append(f)
                        kinds.add(f["kind"])
                    else:
                        rest.append(f)
                pending = rest
                client = self.pick("client", CLIENTS[L])
                ask = self.pick("task-" + ttype, TOOL_ASK[L][ttype])
                purpose = grp[0]["v"].get("purpose", "")
                ask = ask.format(client=client, purpose=purpose)
                name, args, out = self.tool_call(ttype, grp, client)
                units.append([("user", ask), ("tool", name, (args, out)),
                              ("assistant", self.pick("rep-tool", R["tool"]))])
        # assistant-carried facts
        for f in asst_f:
            k = f["kind"]
            ask = self.pick("aask-" + k, ASST_ASK[L][k]).format(**f["v"])
            ans = self.pick("asay-" + k, ASST_SAY[L][k]).format(**f["v"])
            u = [("user", ask), ("assistant", ans)]
            if r.random() < 0.6:
                u += [("user", r.choice(["好的谢谢", "行"]) if self.zh else r.choice(["perfect ta", "ok thx", "great"])),
                      ("assistant", "不客气。" if self.zh else "Any time.")]
            units.append(u)
        r.shuffle(units)

        nfact = sum(1 for u in units for x in u if x[0] != "tool")
        lo = max(138, nfact + 16)
        hi = max(lo, min(272, lo + 50))
        target = r.randint(lo, hi)
        F = FILLER[L]
        longs = list(F["long"])
        r.shuffle(longs)
        fill_units = [[("user", x) if i % 2 == 0 else ("assistant", x)
                       for i, x in enumerate(r.choice(F["open"]))]]
        total = nfact + 2
        while total + 2 <= target:
            x = r.random()
            if x < 0.18 and total + 4 <= target:
                item = self.pick("f-away", F["away"])
            elif x < 0.62 and longs:
                item = longs.pop()
            else:
                item = self.pick("f-short", F["short"])
            fill_units.append([("user", y) if i % 2 == 0 else ("assistant", y) for i, y in enumerate(item)])
            total += len(item)
        # opening filler first, rest spread at random positions
        seq_units = list(units)
        for fu in fill_units[1:]:
            seq_units.insert(r.randint(0, len(seq_units)), fu)
        if fill_units:
            seq_units.insert(0, fill_units[0])
        seq = [x for u in seq_units for x in u]
        return facts, seq


Conv = ConvBQ


# --------------------------------------------------------------------------------------------
# run protocol (copied from gen_bn.py, ids adapted to msg_bq / call_bq)
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
            cid = "call_bq%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_bq%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_bq%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_bq%d" % n, "createdAt": ts,
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

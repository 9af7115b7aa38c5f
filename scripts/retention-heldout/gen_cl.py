#!/usr/bin/env python3
"""Held-out retention set "cl": a volunteer who coordinates a community food bank.

Ros runs the volunteers, the drivers and the two (sometimes three) vans of the Hollins Lane
Community Pantry, deals with the supermarket partners and the grant funders, and - because
nobody else will - keeps the donated laptops and the Raspberry Pi stock tracker alive.  She
writes to her assistant between collections: texting-style one-liners, voice-dictated
run-ons, pasted WhatsApp group lines, rota tables, intake sheets, emails and tracker logs;
the assistant also looks things up through tools (volunteer rota, stock database, calendar,
mailbox, tracker health, van log).  The last seed's conversation is in Simplified Chinese
(a 社区食物银行 volunteer coordinator in Shenzhen).

usage: gen_cl.py OKBOT WORKDIR [SEED...]
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

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]

# ======================================================================================
# context pools (never needles)
# ======================================================================================

EN_FN = ["Jackie", "Pete", "Shaz", "Graham", "Moira", "Father Tom", "Kev", "Auntie Val",
         "Brian from the trustees", "Denise", "Colin"]
EN_PARTNERS = ["Greenway", "Bramble Co-op", "Hartley's", "Pennine Bakery", "the Kwik Save on Bridge St",
               "Moor Lane Butchers", "the FreshWays depot"]
EN_ROUTES = ["north loop", "Tuesday estates run", "reservoir lanes", "town centre drop",
             "Friday care-home run", "Calder Vale round"]
EN_VANS = ["white Transit", "little Berlingo", "borrowed Sprinter", "blue Vivaro"]
EN_SITES = ["the church hall", "the Mill Street annex", "the scout hut", "the warehouse unit",
            "St Aidan's"]

ZH_FN = ["老陈", "社工小黄", "理事长", "周姐", "阿杰", "街道的刘主任", "仓库的老马", "马老师"]
ZH_PARTNERS = ["邻里生鲜", "鲜丰超市", "和记面包坊", "菜篮子市场", "益家便利", "福田那家盒马"]
ZH_ROUTES = ["南山线", "福田线", "龙华片区", "城中村那条线", "周五敬老院线", "西乡片区"]
ZH_VANS = ["白色面包车", "小电动货车", "借来的厢式货车"]
ZH_SITES = ["社区活动室", "街道仓库", "社康中心楼下", "学校食堂后门", "党群服务中心"]

# ---- name needles ----------------------------------------------------------------------
EN_FULL_FIRST = ["Bernadette", "Lachlan", "Comfort", "Eilidh", "Tobias", "Precious", "Dermot",
                 "Halima", "Ruaridh", "Ottilie", "Kofi", "Marisol", "Gethin", "Anouska",
                 "Ifeoma", "Radek", "Philippa", "Jagdeep", "Morwenna", "Thaddeus", "Nkechi",
                 "Siobhan", "Bartek", "Rukhsana", "Alistair", "Genevieve", "Oluwaseun",
                 "Wojciech", "Clemency", "Barnaby"]
EN_LAST = ["Okafor", "Pennington", "Ashworth", "Castellanos", "Duckworth", "Ferrante",
           "Haworth", "Iqbal", "Jablonski", "Kilbride", "Lomax", "Mwangi", "Nuttall",
           "Ormerod", "Pickles", "Quarshie", "Rowbotham", "Sagoo", "Tetteh", "Uttley",
           "Varga", "Whitworth", "Yilmaz", "Zawadzki", "Brearley", "Cudworth", "Entwistle",
           "Greenhalgh", "Holroyd", "Sutcliffe"]
EN_SOLO = ["Wendell", "Fenella", "Crispin", "Ingrid", "Lorcan", "Marguerite", "Benedikt",
           "Tamsin", "Yusuf", "Perpetua", "Oisin", "Delphine", "Agata", "Ezekiel", "Rosalba",
           "Teodor", "Zainab", "Caspar", "Leonie", "Matthias"]
EN_NICK = ["Big Dougie", "Nana Joan", "Tall Mike", "Van Dave", "Little Sian", "Auntie Bev",
           "Welsh Gareth", "Doc Hennessy", "Scouse Jimmy", "Curly Sue", "Grandad Alf"]

ZH_SUR = list("王李张杨赵吴徐孙胡朱高林何郭罗梁宋郑谢韩唐冯董程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊陆郝孔白崔")
ZH_GIVEN2 = ["思彤", "嘉欣", "梓轩", "雨桐", "俊熙", "若曦", "晓岚", "锦程", "婉清", "皓宇", "沐阳",
             "诗涵", "泽楷", "可馨", "一帆", "宛如", "秋菊", "振华", "慧珍", "国栋", "淑芬", "永康"]
ZH_GIVEN1 = ["珊", "璐", "琛", "昊", "骁", "婕", "芮", "翊", "湉", "珂", "彧", "昕"]
ZH_NICK = ["阿珍", "阿彬", "阿娇", "阿坤", "阿鹏", "阿萍", "阿霞", "阿柱"]

MON_FULL = ["January", "February", "March", "April", "May", "June", "July", "August",
            "September", "October", "November", "December"]
WD_FULL = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_WD = "一二三四五六日"


def sfx(d):
    if d in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


# ======================================================================================
# pooled facts: decisions (choice, reason), constraints (action, condition), questions
# ======================================================================================

EN_DECISIONS = [
    ("move the Tuesday collection from Greenway to Wednesday mornings", "their surplus isn't sorted until Tuesday night"),
    ("stop taking home-made food at the drop-in", "we can't check allergens on anything that isn't labelled"),
    ("run the stock tracker in Docker on the Pi instead of straight on the OS", "the last SD card corruption took the whole install with it"),
    ("give the little Berlingo to the reservoir lanes for good", "the Transit can't get past the cattle grid by the dam"),
    ("put the volunteer rota on the shared calendar and bin the paper sheet", "half the Saturday crew never look at the noticeboard"),
    ("send the donated laptops out with Linux Mint rather than Windows", "most of them are too old to get Windows 11 updates"),
    ("cap emergency parcels at two per household per month", "we ran out of tinned veg three weeks running in December"),
    ("bank the solicitors' donation in the reserve account", "the trustees want three months of running costs set aside"),
    ("buy a second-hand chest freezer instead of repairing the old upright", "the repair quote was over half the price of a replacement"),
    ("do every delivery after dark in pairs", "one of the drivers was followed back to the van in November"),
    ("boot the Pi off the USB SSD from now on", "the SD cards keep dying every few months from all the writes"),
    ("pause any new supermarket partnerships until spring", "there's no fridge space left for more chilled surplus"),
    ("print the allergen labels at intake rather than at packing", "by packing nobody can tell which batch a tin came from"),
    ("let the sixth-formers sort but not deliver", "the van insurance only covers drivers aged 21 and over"),
    ("swap the Monday briefing for a WhatsApp voice note", "nobody can make a Monday evening meeting any more"),
    ("keep the tracker on the hall network only", "there's nobody who can keep a public-facing server patched"),
]

EN_CONSTRAINTS = [
    ("never hand out anything from the chiller", "unless the fridge temperature log was signed that morning"),
    ("only restart the tracker container", "after the Saturday sort has completely finished"),
    ("don't give a client's address to a driver", "unless that household is on the driver's route that day"),
    ("the van has to be temperature-checked", "before any chilled stock is loaded into it"),
    ("never let an under-18 volunteer lift the water crates", "even if they insist they're fine"),
    ("only accept meat donations", "if they're still sealed and have a use-by date printed on them"),
    ("don't wipe a donated laptop", "until the donor has confirmed in writing that their files are off it"),
    ("never run updates on the Pi", "while the pantry is open to clients"),
    ("parcels have to be signed for", "before the driver leaves the doorstep"),
    ("only key-holders can lock up the warehouse unit", "once it's after six in the evening"),
    ("don't post photos taken at a client's home", "even with faces blurred out"),
    ("never reuse a donation batch id", "even for the same partner on the same day"),
    ("don't put the warehouse address on the website", "unless the trustees have voted on it first"),
    ("frozen stock has to be defrosted in the walk-in fridge", "and never on the sorting room worktops"),
    ("only give out baby formula", "when a health visitor or referral partner has requested it"),
    ("never leave the van keys in the hall kitchen", "when the hall gets locked up for the night"),
]

EN_QUESTIONS = [
    "the council will renew the hall lease after March",
    "our insurance covers volunteers delivering in their own cars",
    "bread on its best-before date can go straight in the freezer",
    "the Pi can run off the van's 12V socket at the outreach stall",
    "gift aid can be claimed on the supermarket voucher donations",
    "the tracker backups on the USB stick would actually restore",
    "the community foundation would fund a second van next year",
    "the satellite pantry needs its own food hygiene registration",
    "hot meals from the mosque kitchen can go out with the parcels",
    "the donated Chromebooks can be wiped and reused at all",
    "volunteer mileage above 45p a mile counts as taxable income",
    "the new surplus app will still send us the dairy offers",
    "client referral letters have to be kept for six years",
    "sorting-only shifts count towards the DofE volunteering hours",
    "the walk-in fridge shares a circuit with the kitchen urn",
    "the old Dymo from the church office can print our allergen labels",
]

ZH_DECISIONS = [
    ("周二去邻里生鲜收货改到周三上午", "他们周二晚上才把临期的货理出来"),
    ("发放点不再收家里自己做的饭菜", "没有标签的东西我们没法核对过敏原"),
    ("库存系统改成用Docker跑在树莓派上", "上次SD卡坏了整套系统全没了"),
    ("小电动货车固定跑城中村那条线", "大车根本拐不进那几条巷子"),
    ("志愿者排班从纸质表换成共享日历", "周六那批人从来不看公告栏"),
    ("捐来的笔记本统一装Linux", "大部分配置太老装不了新版Windows"),
    ("应急包每户每月最多领两次", "十二月连着三周罐头都发光了"),
    ("律所那笔捐款先存进备用金账户", "理事会要求留够三个月的运营费"),
    ("买一台二手卧式冷柜不修旧的立式冷柜", "维修报价都超过新机价格的一半了"),
    ("天黑以后送货一律两个人一起", "十一月有个司机回车上的时候被人跟了"),
    ("树莓派以后从USB固态硬盘启动", "SD卡天天写数据几个月就坏一张"),
    ("开春之前不再新增超市合作", "冷藏的地方已经塞不下了"),
    ("过敏原标签在入库的时候就打好", "到打包那一步谁也分不清哪罐是哪批的"),
    ("每周一的志愿者例会改成群里发语音", "周一晚上已经凑不齐人开会了"),
]

ZH_CONSTRAINTS = [
    ("冷藏柜里的东西不要发出去", "当天早上温度记录没签字的话"),
    ("重启库存系统的容器", "只能等周六分拣彻底结束以后"),
    ("禁止把服务对象的地址发给司机", "除非那户人家在他当天的路线上"),
    ("面包车必须先测温", "装冷藏食品上车之前"),
    ("别让未成年志愿者搬整箱的矿泉水", "就算他们说自己搬得动也不行"),
    ("肉类捐赠一律不收", "除非没拆封而且印了保质期"),
    ("不要格式化捐来的笔记本", "捐赠人没书面确认文件已经拷走之前"),
    ("树莓派不许升级", "食物发放进行中的时候"),
    ("包裹必须让对方签收", "司机离开门口之前"),
    ("仓库只能由有钥匙的人锁门", "晚上六点以后"),
    ("禁止在朋友圈发服务对象家里的照片", "哪怕把脸打了码也不行"),
    ("捐赠批次号绝对不能重复用", "就算是同一家超市同一天送来的"),
    ("冷冻食品必须放在冷藏库里解冻", "别放在分拣室的台面上"),
    ("婴儿奶粉不能随便发", "只有社工或者转介机构开了单子才可以"),
]

ZH_QUESTIONS = [
    "街道办三月以后还续租活动室",
    "志愿者开自己的车送货保险管不管",
    "快到最佳食用期的面包能直接冷冻",
    "树莓派能接面包车的点烟器供电",
    "超市购物卡的捐赠能开捐赠票据",
    "U盘里那份库存系统的备份真的能恢复",
    "区慈善会明年还愿意资助第二辆车",
    "西乡那个分点要单独办食品经营备案",
    "清真餐厅做的熟食能跟包裹一起发",
    "捐来的旧平板能刷机重新用",
    "学生只做分拣也能算志愿时长",
    "冷库和烧水器是同一条电路",
    "教会办公室那台旧打印机能打过敏原标签",
    "超市的新小程序还会推送乳制品的临期信息",
]

# ======================================================================================
# generated values
# ======================================================================================

# (generator, purpose_en, purpose_zh)
CMD_PATTERNS = [
    (lambda r: "docker compose -f /srv/pantry/docker-compose.yml up -d --force-recreate tracker-%s" % r.choice(["web", "api", "worker", "labels", "sync"]),
     "recreate the tracker container after a power cut", "停电以后把库存系统的容器重新拉起来"),
    (lambda r: "sudo systemctl restart stocktrack-%s.service" % r.choice(["web", "sensors", "labels", "export", "backup"]),
     "restart the stock tracker service on the Pi", "重启树莓派上的库存服务"),
    (lambda r: "sqlite3 /var/lib/pantry/stock.db \"SELECT batch_id, item, qty FROM stock WHERE best_before < date('now', '+%d days');\"" % r.choice([2, 3, 4, 5, 6, 8, 9, 10, 12]),
     "list the stock that's about to go out of date", "查快过期的库存"),
    (lambda r: "journalctl -u pantry-tracker --since '%d hours ago' --no-pager | tail -n %d" % (r.choice([2, 3, 6, 12, 18, 36]), r.choice([40, 60, 80, 150, 250])),
     "see why the tracker fell over overnight", "看库存系统昨晚为什么挂了"),
    (lambda r: "rsync -avh --delete /var/lib/pantry/backups/ pi@192.168.%d.%d:/mnt/usbkey/pantry/" % (r.choice([0, 1, 4, 8, 50]), r.randint(20, 240)),
     "copy the backups over to the spare Pi", "把备份同步到备用的树莓派"),
    (lambda r: "docker logs --tail %d -f pantry-tracker-%d" % (r.choice([30, 50, 75, 120, 200, 400]), r.randint(1, 3)),
     "watch the tracker logs live", "实时看库存系统的日志"),
    (lambda r: "watch -n %d vcgencmd measure_temp" % r.choice([2, 3, 5, 10, 15, 30]),
     "keep an eye on how hot the Pi is getting", "盯着树莓派的温度"),
    (lambda r: "sqlite3 /var/lib/pantry/stock.db '.backup /mnt/usbkey/stock-%s.db'" % r.choice(["preupgrade", "weekly", "sat", "beforewipe", "manual", "jan"]),
     "take a copy of the stock database before touching anything", "动系统之前先备份一下库存数据库"),
    (lambda r: "nmcli connection up HallWiFi-%s" % r.choice(["Office", "Annex", "Back", "2G", "Guest"]),
     "get the Pi back on the hall wifi", "让树莓派重新连上活动室的WiFi"),
    (lambda r: "sudo apt-mark hold %s" % r.choice(["docker-ce", "raspberrypi-kernel", "cups", "sqlite3", "chromium-browser"]),
     "stop a package from updating itself", "锁住某个软件包不让它自动更新"),
    (lambda r: "cancel -a Brother_QL-%d00 && lpstat -p" % r.choice([5, 6, 7, 8]),
     "clear the stuck jobs on the label printer", "清掉标签打印机卡住的任务"),
    (lambda r: "sudo useradd -m -G lpadmin,netdev family%02d" % r.randint(1, 40),
     "set up a family account on a refurbished laptop", "给翻新的笔记本建一个家庭账户"),
    (lambda r: "sudo -u pi crontab -l | grep -n export_%s" % r.choice(["weekly", "nightly", "grant", "council", "trustees"]),
     "check the nightly export job is still scheduled", "看看定时导出任务还在不在"),
    (lambda r: "du -sh /var/lib/docker/containers/* | sort -h | tail -%d" % r.choice([3, 5, 8, 10]),
     "find out what's eating the Pi's disk", "看看是什么把树莓派的硬盘占满了"),
    (lambda r: "powercfg /batteryreport /output C:\\Users\\Public\\battery-LT%02d.html" % r.randint(1, 60),
     "check how knackered a donated laptop's battery is", "看捐来的笔记本电池还剩多少寿命"),
    (lambda r: "docker exec -it pantry-tracker-1 python manage.py recount --site %s" % r.choice(["hall", "annex", "church", "depot", "scouts"]),
     "make the tracker recount a site's stock", "让库存系统重新盘点某个点位"),
    (lambda r: "sudo ufw allow from 192.168.%d.0/24 to any port 22 proto tcp" % r.choice([0, 1, 2, 4, 8, 10, 20]),
     "let the office laptops SSH into the Pi", "允许办公室的电脑SSH到树莓派"),
    (lambda r: "git -C /srv/pantry pull --ff-only && docker compose -f /srv/pantry/docker-compose.yml build --pull %s" % r.choice(["tracker", "labels", "web"]),
     "pull the latest tracker code and rebuild it", "拉最新代码重新构建库存系统"),
]

# id patterns: (generator, label_en, category)
EN_ID_PATTERNS = [
    (lambda r: "DN-%02d%02d-%03d" % (r.randint(1, 12), r.randint(1, 28), r.randint(1, 400)), "donation batch id", "batch"),
    (lambda r: "%s%s%d%d %s%s%s" % (r.choice("BDFGHKLMNPSVWY"), r.choice("ABCDEFGHJKLMNPRSTVWXY"), r.randint(0, 9), r.randint(0, 9),
                                  r.choice("ABCDEFGHJKLMNPRSTUVWXYZ"), r.choice("ABCDEFGHJKLMNPRSTUVWXYZ"), r.choice("ABCDEFGHJKLMNPRSTUVWXYZ")), "van reg", "van"),
    (lambda r: "RTE-%s-%02d" % (r.choice(["N", "NE", "E", "SE", "S", "SW", "W", "NW", "TC"]), r.randint(1, 40)), "route code", "route"),
    (lambda r: "VCH-%05d" % r.randint(10000, 99999), "referral voucher number", "voucher"),
    (lambda r: "CF/%d/%04d" % (r.choice([2026, 2027]), r.randint(1, 9999)), "grant reference", "grant"),
    (lambda r: "LT-%04d" % r.randint(100, 9999), "asset tag on the donated laptop", "asset"),
    (lambda r: "MIN/%s%06d" % (r.choice(["CH", "VH", "CV"]), r.randint(0, 999999)), "van insurance policy number", "policy"),
    (lambda r: "COL%07d" % r.randint(0, 9999999), "surplus collection ref", "collection"),
    (lambda r: "FSI-27-%03d" % r.randint(1, 300), "food safety incident number", "incident"),
    (lambda r: "HB%05d" % r.randint(10000, 99999), "hall booking ref", "booking"),
]

ZH_ID_PATTERNS = [
    (lambda r: "JZ2027%02d%02d-%02d" % (r.randint(1, 6), r.randint(1, 28), r.randint(1, 30)), "捐赠批次号", "batch"),
    (lambda r: "粤B·%s%s%03d" % (r.choice("ACDEFGHJKLMNPQRSTUVWXYZ"), r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"), r.randint(0, 999)), "面包车车牌", "van"),
    (lambda r: "FT-%s%02d" % (r.choice(["NS", "FT", "LH", "BA", "LG", "XX"]), r.randint(1, 60)), "配送线路编号", "route"),
    (lambda r: "GD%08d" % r.randint(0, 99999999), "物业维修工单号", "booking"),
    (lambda r: "SZCS-2027-%03d" % r.randint(1, 999), "资助项目编号", "grant"),
    (lambda r: "TZ-%04d" % r.randint(100, 9999), "捐赠电脑的资产编号", "asset"),
    (lambda r: "LL%06d" % r.randint(0, 999999), "冷链交接单号", "collection"),
    (lambda r: "ZYZ%07d" % r.randint(0, 9999999), "志愿者平台的活动编号", "voucher"),
    (lambda r: "BX%010d" % r.randint(0, 9999999999), "车险保单号", "policy"),
    (lambda r: "SA-2027-%03d" % r.randint(1, 400), "食品安全事件登记号", "incident"),
]

# which id categories fit which container
ID_FIT = {
    "stock_query": ["batch", "collection"],
    "fleet_log": ["van", "policy"],
    "rota_lookup": ["route", "van"],
    "calendar": ["booking", "route"],
    "rota": ["route", "van"],
    "manifest": ["batch", "collection", "voucher"],
}

# ======================================================================================
# user-carried fact templates (EN >= 8 per kind, ZH >= 6 per kind)
# ======================================================================================

EN_USER = {
    "name": [
        ("new driver from thursday - {name}. clean licence, has done the {route} for another pantry before", "driver"),
        ("the store manager at {partner} is {name} now, the old one went to the Leeds branch. they're the one who signs off the surplus", "partner"),
        ("ok so {name} (from the sixth form) wants to do their DofE hours with us on saturdays 🙌", "volunteer"),
        ("voice note so I was talking to {name} at the council yesterday and they reckon the hall booking is fine but I have to email them the risk assessment and the insurance certificate before they'll confirm it properly", "officer"),
        ("anything Pi or tracker related → {name}. set the whole thing up and is the only one who knows the admin password lol", "tech"),
        ("{name} rang in sick for the {route} again. 3rd time this month 😬", "driver"),
        ("grant officer at the community foundation = {name}. lovely, but sooo slow", "officer"),
        ("long day. fridge alarm went off twice, the label printer ate a whole roll, and in the middle of all that {name} turned up with six crates from the allotment society and said they can do it every fortnight now which is amazing. anyway where was I", "volunteer"),
        ("fyi {name} is Tuesday warehouse lead from now on instead of me. hallelujah", "volunteer"),
        ("{name}!! finally someone who can fix laptops. says they'll reimage the donated thinkpads if we get them a key to the back office", "tech"),
        ("{partner} have a new community champion, {name}. messaged me on instagram of all places", "partner"),
        ("driver for the emergency parcel run tonight is {name}, they've got the spare key for the {van}", "driver"),
    ],
    "command": [
        "{fn} says if I ever need to {purpose} I just ssh in and run {cmd} - is that safe to do while we're open?",
        "saving this before I lose it: `{cmd}`",
        "ok I typed {cmd} like he said and it printed a wall of text and then nothing. good or bad??",
        "the runbook taped to the back of the office door literally says: step 2 → {cmd}. who wrote this 😂",
        "note to self, to {purpose}: {cmd} then give it a minute",
        "voice note so {fn} reckons next time I need to {purpose} I just run {cmd} and it sorts itself out apparently",
        "update on the laptops: 4 of the 7 are done, the dell with the sticky keys is beyond help, and {fn} left me this for when I need to {purpose}: {cmd}. no idea what half of it means",
        "{cmd}   <- this is the one that fixed it last time right?",
        "pasting from my notes app: '{purpose} → {cmd} (as the pi user NOT root!!)'",
    ],
    "id": [
        "fyi the {lbl} is {id}",
        "{fn} keeps asking me for the {lbl}. it's {id}. it's on the whiteboard!!",
        "logging this before I forget - {lbl}: {id}",
        "{id} ← {lbl}, the {partner} one, NOT the bakery one",
        "can u hang on to {id} for me? ({lbl})",
        "just had an auto-text with the {lbl}, {id}. do the trustees need it?",
        "voice note right the {lbl} is {id} and I need to get it on the spreadsheet tonight",
        "so the morning went: unloaded {partner}, found two dented tins of formula (binned), wrote {id} on the sheet as the {lbl}, then forty minutes on hold to the council. glamorous",
        "its {id} btw. the {lbl}. sorry typing with one hand, other hand is holding a crate",
    ],
    "port": [
        "{fn} moved the tracker web page to port {port} last night, my bookmark is dead",
        "what do I put on the router page... it wants a port. {fn} says {port}",
        "note: fridge sensor dashboard = port {port}",
        "so the label printing service listens on {port} now. nobody tells me anything 🙃",
        "if the tablet on the intake desk can't load the stock page, check it's pointing at :{port} (per {fn})",
        "voice note {fn} says the new backup thing on the pi talks over port {port} so if the router blocks it that's why it keeps failing",
        "the volunteer laptops are on the new wifi, the printer still isn't, and the tracker is on {port} instead of the usual one which confused everyone for about an hour",
        "keep {port} in your head for me, it's the grafana one with the freezer temps",
        "http://pantry-pi.local:{port} <- that's the address now apparently",
    ],
    "version": [
        "{fn} updated the tracker to {ver} and now the best-before column sorts backwards",
        "the little footer on the stock page says v{ver}. is that the one with the barcode fix?",
        "don't let anyone upgrade past {ver} - the one after broke label printing (per {fn})",
        "the spare SD card has Pi OS {ver} on it, the live one is older I think",
        "thinkpads are going out with the {ver} image {fn} made, all seven of them",
        "voice note {fn} says roll back to {ver} if the new one throws the same error tonight",
        "printer driver finally installed (version {ver}, took 3 attempts), kids' club cancelled, and the van's tyre light is on again. tuesday vibes",
        "image tag in the compose file is pantry-tracker:{ver} - is that what you'd expect?",
    ],
    "money": [
        "the community foundation grant came through!! {money} 🎉 for the chiller",
        "fuel card spend this month: {money}. that can't be right",
        "{partner} are matching our winter appeal up to {money}",
        "the church in Ohio that {fn}'s cousin goes to sent {money} through the website lol (after conversion I think?). international now",
        "{fn} reckons a decent second-hand chest freezer is about {money} on marketplace",
        "van insurance renewal quote is {money}. last year was way less",
        "voice note so one of our partner pantries sent over {money} towards the shared delivery costs which is lovely and I need to write them a thank you",
        "counted the tins, counted the volunteers, counted the days to christmas, and it turns out the walk-in fridge electricity is running at {money} a month which nobody budgeted for",
        "trustees signed off {money} for a replacement Pi plus a UPS",
    ],
    "date": [
        "{partner} collection moved to {date} - they're doing a stock take",
        "winter appeal drop-off at the school is {date}",
        "hall's booked for the big sort on {date}, 9 till 1",
        "MOT on the {van} is due {date}!!",
        "grant report has to be in by {date} or we don't get the second tranche",
        "voice note so the food hygiene refresher for the new lot is {date} at the church and I said we'd bring the urn",
        "freezer's fine, rota's a mess, and {fn} says the harvest donations from the schools come in on {date} so we need space cleared before then somehow",
        "pls remind me about {date} - that's when {partner} switch to the new surplus app",
        "{date} = last collection before the warehouse unit shuts for the floor repair",
    ],
    "decision": [
        "ok decided: we'll {choice}. honestly it's because {reason}.",
        "going to {choice} - mainly since {reason}.",
        "after the trustees' call we agreed to {choice}, because {reason}",
        "decision for the notes: {choice}. why: {reason}.",
        "me and {fn} went round in circles but we're gonna {choice} cos {reason}",
        "so we're gonna {choice} lol. {reason}, so there wasn't much choice tbh",
        "voice note so after all that we've decided to {choice} and the reason basically is that {reason} so yeah",
        "bit of a day. the bread delivery was late, two new volunteers didn't show, and at committee we finally voted to {choice}. The reason? {reason}. then I went home and slept for 10 hours",
        "{fn} signed it off this morning - we {choice}. one-line reason: {reason}.",
    ],
    "constraint": [
        "rule, pls remember: {act} {cond}.",
        "the trustees were very clear - {act} {cond}. no exceptions",
        "the environmental health officer said it twice: {act} {cond}",
        "{fn} keeps forgetting so writing it here: {act} {cond}!!",
        "just so it lives somewhere other than my head - {act} {cond}.",
        "can you hold me to this one: {act} {cond}",
        "also reminder for literally everyone {act} {cond} i am not filling in that incident form again",
        "voice note so the other thing from the insurance meeting is that {act} {cond} which is fair enough really",
        "induction went ok. fire exits, hand washing, the manual handling video, and then the big one which is {act} {cond}, and then biscuits",
    ],
    "question": [
        "does anyone actually know whether {subj}? 🙃",
        "still no answer on whether {subj}. asked twice now",
        "need to find out before the trustees meet whether {subj}",
        "{fn} asked me if {subj} and I said I'd check. I have no idea",
        "wondering whether {subj}. nobody at the council picks up the phone",
        "voice note so the other thing I don't know is whether {subj} because if not that changes the whole spring plan",
        "q for the group chat tbh: is it true {subj}??",
        "plan for tomorrow: collect from {partner}, sort, pack 40 parcels, and somewhere in there work out whether {subj} because the forms assume I know",
        "genuinely no clue if {subj}... anyone?",
    ],
}

ZH_USER = {
    "name": [
        ("新来的司机叫{name}，驾照没问题，周四开始跑{route}", "driver"),
        ("{partner}那边现在管临期食品捐赠的是{name}，原来那个店长调走了", "partner"),
        ("街道办对接我们的是{name}，场地的事以后都找她", "officer"),
        ("语音转文字：那个就是说{name}今天来帮忙了她说以后每周六上午都可以来分拣而且还能带两个同学一起来", "volunteer"),
        ("树莓派那套东西只有{name}懂，密码是他设的，别人都不知道😂", "tech"),
        ("{name}又请假了，{route}这周没人跑，头大", "driver"),
        ("今天乱成一锅粥，冷柜报警两次，打印机又卡纸，中间{name}拉了三箱菜过来说以后每两周都能送，太好了。算了我先喘口气", "volunteer"),
        ("区慈善会管资助项目的是{name}，人挺好就是回复慢", "officer"),
        ("{partner}新来了个社区专员叫{name}，居然是在小红书上私信我的", "partner"),
    ],
    "command": [
        "{fn}说要{purpose}的话就登上去跑一下 {cmd} ，发放的时候跑会不会把数据弄丢？",
        "先存一下免得忘了：`{cmd}`",
        "按他说的敲了 {cmd} ，刷了一堆字然后就不动了，正常吗😅",
        "办公室门后面贴的说明第二步就是 {cmd} ，谁写的这么简略",
        "语音转文字：那个{fn}说下次要{purpose}直接跑 {cmd} 就好了",
        "手机备忘录里记的：{purpose} → {cmd}（用pi账号，别用root！！）",
        "捐来的笔记本弄好四台了，那台键盘粘的救不回来，{fn}留了这条给我，说{purpose}的时候用：{cmd}",
    ],
    "id": [
        "{lbl}是{id}，帮我记一下",
        "{fn}又来问{lbl}，白板上明明写着：{id}",
        "记一下，{lbl}：{id}",
        "{id}——这是{partner}那批的{lbl}，别和面包坊那批搞混",
        "刚收到短信，{lbl} {id}，要转给理事会吗？",
        "语音转文字：{lbl}是{id}今晚要填到表里",
        "今天上午卸了{partner}的货，扔了两罐凹了的奶粉，把{id}写到表上当{lbl}，然后跟街道办打了四十分钟电话",
    ],
    "port": [
        "{fn}昨晚把库存网页改到{port}端口了，原来的书签打不开了",
        "路由器设置那里要填端口……{fn}说是{port}",
        "备注：冷柜温度面板是{port}端口",
        "入库那台平板打不开库存页面的话，看看是不是连的:{port}（{fn}说的）",
        "语音转文字：{fn}说树莓派上新的备份服务走{port}端口路由器拦了的话就是这个原因",
        "现在地址是 http://pantry-pi.local:{port} ，帮我记住",
        "打标签的服务现在监听{port}，又没人通知我🙃",
    ],
    "version": [
        "{fn}把库存系统升级到{ver}了，现在保质期那一列排序反了",
        "网页底部写着v{ver}，这个是修了扫码问题的版本吗",
        "{fn}说别升到{ver}以上，后面那个版本把打标签搞坏了",
        "捐来的笔记本都刷的{fn}做的{ver}镜像，一共七台",
        "语音转文字：{fn}说今晚新版本再报同样的错就回滚到{ver}",
        "compose文件里镜像写的是 pantry-tracker:{ver} ，对吗",
        "打印机驱动总算装上了（{ver}版，装了三次），儿童活动取消了，面包车胎压灯又亮了",
    ],
    "money": [
        "区慈善会的资助批下来了！！{money}🎉 买冷柜用",
        "这个月油卡花了{money}，不太对吧",
        "{partner}说年底募捐他们配捐，最多{money}",
        "{fn}说二手卧式冷柜大概{money}",
        "面包车保险续保报价{money}，去年便宜多了",
        "语音转文字：那个香港的合作机构转了{money}过来说是分摊配送费用我得写个感谢信",
        "理事会批了{money}换树莓派和UPS",
        "数了罐头数了志愿者数了离春节还有几天，结果发现冷库一个月电费要{money}，谁都没算进预算",
    ],
    "date": [
        "{partner}的收货改到{date}了，他们要盘点",
        "学校那边的爱心募集定在{date}",
        "{van}年检是{date}！！",
        "资助的中期报告{date}之前要交，不然第二笔钱不拨",
        "语音转文字：新志愿者的食品安全培训是{date}在社康中心我说我们带烧水壶过去",
        "冷柜没事，排班一团糟，{fn}说学校捐的东西{date}到，之前得腾出地方",
        "{date}那天提醒我一下，{partner}要换新的临期食品小程序",
    ],
    "decision": [
        "定了，{choice}，主要是{reason}。",
        "还是{choice}吧。原因很简单：{reason}。",
        "理事会开完会，决定{choice}，因为{reason}",
        "跟{fn}来回讨论了半天，最后{choice}——{reason}，没办法",
        "记一下决定：{choice}。为什么？{reason}。",
        "语音转文字：那个最后我们决定{choice}主要是因为{reason}就这样",
        "今天好累，面包晚到了，两个新志愿者没来，开会的时候总算表决{choice}，理由是{reason}。回家睡了十个小时",
    ],
    "constraint": [
        "记一下：{cond}，{act}。",
        "理事会说得很清楚，{act}，{cond}，没商量",
        "食安的老师强调了两遍：{cond}，{act}！",
        "{fn}老是忘，我写在这：{act}，{cond}",
        "提醒你一下哈，{act}（{cond}）",
        "语音转文字：保险那边开会还说了一个就是{cond}{act}这个其实也合理",
        "新人培训讲了消防通道、洗手、搬运的视频，最重要的一条：{cond}，{act}。然后吃饼干",
    ],
    "question": [
        "有人知道{subj}吗？问了一圈没人说得清",
        "到底{subj}吗？问了两次都没下文",
        "理事会开会之前得搞清楚：{subj}吗？",
        "{fn}问我{subj}吗，我说我去问问，其实完全不知道",
        "语音转文字：还有个事我不知道就是{subj}吗如果不行春天的计划就全乱了",
        "明天的安排：去{partner}收货，分拣，打包四十份，中间还得弄清楚{subj}吗，表格默认我知道",
        "群里问一下哈，{subj}吗？",
    ],
}

# later re-mentions of an earlier fact (same needle again, nothing resolved)
EN_REMENTION = {
    "name": ["{name} did turn up in the end btw, with a tray of flapjacks",
             "remind me to thank {name} properly at the volunteer do",
             "{name} again - can't make saturday now 😩"],
    "id": ["quick update on {id}: all sorted now",
           "{id} - that one's fine after all, false alarm",
           "did I already tell you about {id}? anyway it's sorted"],
    "date": ["still on for {date}, just double checked with them",
             "{date} is creeping up fast eek"],
    "port": ["{port} works again on the intake tablet, phew"],
    "version": ["the {ver} thing is still being weird but nobody's complained yet"],
    "question": ["still no idea whether {subj}. chased again today.",
                 "nope, nobody has come back on whether {subj}"],
}
ZH_REMENTION = {
    "name": ["{name}最后还是来了，还带了一盒蛋挞", "提醒我志愿者聚餐的时候好好谢谢{name}", "{name}又说周六来不了了😩"],
    "id": ["更新一下，{id}那个已经弄好了", "{id}那个其实没问题，虚惊一场"],
    "date": ["{date}那个我又确认了一遍，没变", "{date}越来越近了啊"],
    "port": ["入库那台平板连{port}又能用了，松口气"],
    "version": ["{ver}那个问题还是怪怪的，不过还没人投诉"],
    "question": ["还是不知道{subj}吗，今天又催了一次", "{subj}吗？还是没人回我"],
}

EN_PREFIX = ["", "", "", "", "morning! ", "quick one: ", "ok so ", "argh ", "sorry, another: ", "right. ",
             "(typing on the bus) ", "hiya ", "before I forget - ", "update: "]
EN_SUFFIX = ["", "", "", "", " ta", " x", " 🙏", " cheers", " :)", " 😅", " (long day)"]
ZH_PREFIX = ["", "", "", "在吗？", "哎，", "对了，", "那个，", "早呀，", "刚想起来，", "插一句，"]
ZH_SUFFIX = ["", "", "", "～", "哈", "。。。", "😂", "，先这样", "🙏"]

EN_TYPOS = [("please", "pls"), ("you ", "u "), ("tomorrow", "tmrw"), ("because", "cos"),
            ("though", "tho"), ("definitely", "defo"), ("thanks", "thx"), ("about", "abt"),
            ("the ", "teh "), ("something", "smth"), ("really", "rly")]

# ======================================================================================
# assistant replies to user-carried facts (never restate the value, never answer questions)
# ======================================================================================

EN_REPLY = {
    "name": ["Noted.", "Got it - I'll remember who that is.", "Thanks, useful to know.", "Okay, logged."],
    "name_driver": [
        "Before their first run, the usual bits:\n- photo of the licence for the driver file and a quick check they're on the van insurance\n- a walk-round of the van (fuel card, tail-lift, where the temperature probe lives)\n- first shift paired with an experienced driver so they learn the drop order and the tricky addresses\n\nWant me to draft a short welcome message for the drivers' group?",
        "Worth sorting now rather than on the day:\n1. Add them to the drivers' WhatsApp and the rota calendar.\n2. Give them the route sheet a day early - the first run is always the slowest.\n3. Make sure they know the no-answer procedure (card through the door, parcel comes back, note on the sheet).",
        "Sick cover is the hard bit with drivers. If it keeps happening, it's worth a kind, private chat rather than a group-chat moan - sometimes there's something going on at home. In the meantime I'd keep a named back-up for that route so you're not ringing round at 8am.",
    ],
    "name_partner": [
        "Good to have a named contact. I'd send a short hello so they know who you are before the next collection - partners are much more forgiving about missed slots when they've actually heard from you. Want a draft?",
        "Store contacts change a lot, so a couple of things to check with them early:\n- is the collection slot staying the same?\n- who do you ring if the surplus isn't ready?\n- do they still want the monthly 'what your donations did' note?\n\nI can draft a friendly intro email that asks all three without sounding like a form.",
        "That's a useful relationship to look after. Community champions often have a small budget or can nominate you for store grants - worth asking, gently, once you've met.",
    ],
    "name_volunteer": [
        "Lovely. For a new regular:\n- induction sheet and the food-safety basics before they handle open stock\n- a named buddy for the first two shifts\n- put them on the rota calendar so they get the reminders\n\nRegulars who feel expected tend to keep coming.",
        "That's great news - reliable Saturday people are gold. I'd say a proper thank-you publicly (the volunteers' group) and privately, and make sure they know who to tell if they can't come.",
        "Good. If they're under 18, remember the extra bits: parental consent form, no lone working, and nothing heavy. Otherwise the standard induction covers it.",
    ],
    "name_officer": [
        "Useful contact to keep sweet. With councils and funders it helps to keep every exchange in one email thread with the reference in the subject line - it saves you re-explaining who you are each time.",
        "Noted. If they're slow, a polite nudge with a clear deadline ('we need to confirm the booking by Friday') usually works better than an open-ended chase. I can draft one whenever you need it.",
        "Good to have a name. I'd also keep a note of what they've promised and when - if staff change, you'll want a record of what was agreed.",
    ],
    "name_tech": [
        "Having one person who knows everything is a risk though. When you next see them, could they spend 30 minutes writing down: how to log in, what to restart, where the backups go? I can turn their notes into a one-page runbook for the office door.",
        "Brilliant - a volunteer who can actually fix things is worth their weight in tinned tomatoes. I'd ask them to keep the admin logins in a sealed envelope with the trustees, so you're not stuck if they move away.",
        "Good. For the laptops, agree a simple checklist with them (wipe, fresh install, updates, one family account, no saved passwords) so every machine goes out the same way.",
    ],
    "command": [
        "That's a routine admin command - it restarts or inspects things rather than deleting anything. A few tips:\n- run it exactly as written; copying from WhatsApp sometimes turns quotes into curly ones, which breaks it\n- if it asks for a password, it's the Pi user's, not the wifi one\n- screenshot whatever it prints before you close the window",
        "Wall of text then nothing usually means it worked and it's now just sitting there (or following a log). Press Ctrl+C to get your prompt back. If the tracker page loads afterwards, you're done.",
        "Saved here in the chat. Honestly, for anything you'll run more than twice, ask your tech volunteer to turn it into a one-word script on the Pi - fewer chances to mistype it on a busy Saturday.",
        "I'd avoid running it mid-session if it restarts anything - the intake tablets will lose whatever hasn't been saved. Straight after closing is the safe window.",
    ],
    "id": [
        "Noted. Put it in the subject line of any emails about that one - it makes the thread findable months later when the funder or the insurer asks.",
        "Got it. I'd also write it on the paper log in the warehouse, in case the Pi is having one of its days when someone needs it.",
        "Thanks - logged. If anyone asks again, point them at the spreadsheet rather than you; you don't need to be the office's memory as well as everything else.",
    ],
    "port": [
        "That's a setting on the Pi rather than anything you need to touch day to day. Where it matters: bookmarks on the intake tablets and the volunteers' laptops - they'll need updating or they'll just show 'can't connect'.",
        "Noted. If something suddenly can't reach the tracker, the first two questions are: is it on the hall wifi, and is it using the new address? Nine times out of ten it's one of those.",
        "Got it. If the router has port-forwarding rules from the old setup, it's worth asking your tech person to tidy them up - you want the tracker reachable inside the hall, not from the whole internet.",
    ],
    "version": [
        "Useful to know. When something breaks after an update, the version is the first thing anyone helping will ask for, along with what you clicked and roughly when it started.",
        "Noted. If the previous version worked and this one doesn't, rolling back is a perfectly respectable fix - the data lives in the database, not in the app version.",
        "Thanks. I'd write it on the label stuck to the Pi too, so whoever opens the cupboard next knows what's running.",
    ],
    "money": [
        "Noted. For anything restricted (a grant for a specific thing), keep the receipts in one folder from day one - end-of-grant reports are miserable if you're hunting for paperwork.",
        "Got it. Worth flagging to the treasurer so it's in the next budget update, even if it's just one line.",
        "Thanks - logged. If it's a donation, a thank-you within a week makes a big difference to whether they give again; I can draft one.",
        "Okay. If it's an ongoing cost, it's worth multiplying it out over the year before the next trustees' meeting - monthly numbers always look smaller than they are.",
    ],
    "date": [
        "I'll keep it in mind. Things that usually hang off a date like that: volunteers to rota, a van to book, space to clear, and someone to tell the clients if it changes a session.",
        "Noted. I'd put it on the shared calendar with a reminder a week before and another two days before - the second one is the one that actually gets people moving.",
        "Got it. If it moves, tell the drivers' group and the warehouse lead in one message so nobody turns up to a locked door.",
    ],
    "decision": [
        "Makes sense. I'd post it in the volunteers' group with the reason in one line - people accept changes much more easily when they know why.",
        "Sensible call. A couple of follow-ons:\n- update the how-we-do-things sheet in the warehouse\n- tell the partners or drivers it affects before they find out on the day\n- pick a date to check it's working (a month is plenty)",
        "That reasoning holds up. Expect one or two grumbles the first week; after that it'll just be how things are.",
        "Good - that closes it. I'll keep it in mind when we draft anything related so the messaging stays consistent.",
    ],
    "constraint": [
        "Understood - I'll treat that as a hard rule and flag it if anything you ask me to draft would cut across it.",
        "Got it. Rules like that are easiest to keep when they're on the wall where the work happens, not just in the handbook. Want a big-font sign version?",
        "Noted. I'd add it to the induction checklist so every new volunteer hears it on day one, not after the first near-miss.",
        "Absolutely. If someone pushes back on a busy day, 'it's a trustees' rule, not mine' is a perfectly good answer.",
    ],
    "question": [
        "I honestly don't know, and I haven't seen anything in what you've shared that settles it. I'd put it to whoever owns it in writing so you get a clear answer on record. Until then I wouldn't promise anything either way.",
        "That's one I can't confirm for you - it depends on paperwork I haven't seen. I'll keep it on the open-questions list until someone gives you a straight answer.",
        "Good question, and not one to guess at. It stays open for now - want me to draft a short email to ask it properly?",
        "No idea, sorry - and I'd rather not guess on something like that. Parking it as unresolved.",
    ],
}

EN_CLOSERS = ["", "", "", "\n\nAnything else on that?", "\n\nShout if you want a draft.",
              "\n\nI'll keep it in mind.", "\n\nHope the rest of the day is calmer."]

ZH_REPLY = {
    "name": ["好的，记下了。", "收到，我记住这个人了。", "明白，这个信息有用。"],
    "name_driver": [
        "第一次出车前建议：\n- 驾照拍照存档，确认在车险的驾驶员名单里；\n- 带他绕车一圈，油卡、尾板、温度计放哪都说清楚；\n- 第一趟安排老司机带，熟悉送货顺序和难找的地址。\n\n要我帮你写条欢迎消息发司机群吗？",
        "建议现在就弄好：\n1. 拉进司机群和排班日历；\n2. 提前一天把路线单发给他，第一趟总是最慢的；\n3. 讲清楚没人在家怎么办（留卡片、包裹带回、表上备注）。",
        "司机请假最难办。如果老是这样，私下好好聊一次比在群里抱怨好，说不定家里有事。这条线最好固定一个替补，免得早上八点到处打电话。",
    ],
    "name_partner": [
        "有个固定对接人挺好。下次收货前先发个消息打个招呼，对方认识你了，偶尔错过时间也好商量。要我帮你写吗？",
        "超市对接人换得勤，建议尽早确认三件事：\n- 收货时间变不变；\n- 货没准备好找谁；\n- 还要不要每月的“捐赠去向”小结。\n\n我可以帮你写一段不那么公事公办的开场白。",
        "这个关系值得维护。社区专员手上常常有点小预算，也能推荐门店公益项目，熟了以后可以委婉问问。",
    ],
    "name_volunteer": [
        "太好了。新的固定志愿者：\n- 碰散装食品之前先讲食品安全基本要求；\n- 头两次安排一个老志愿者带；\n- 加进排班日历，让她能收到提醒。\n\n觉得自己被需要的人才会一直来。",
        "好消息，周六靠谱的人太难得了。群里公开谢一下，私下也谢一下，再告诉她来不了的时候跟谁说。",
        "好的。如果是未成年人，记得：监护人同意书、不能单独作业、不搬重物。其他按正常培训就行。",
    ],
    "name_officer": [
        "这个联系人要维护好。跟街道和资助方沟通，最好同一个事情都在一个邮件或一个聊天里，标题带上编号，省得每次重新解释。",
        "记下了。如果回复慢，客气地给个明确时间点（“周五前要确认场地”）比一直问“有消息吗”管用，需要的话我帮你写。",
        "好的。他答应过什么、什么时候答应的也顺手记一下，万一换人了还有据可查。",
    ],
    "name_tech": [
        "不过所有东西只有一个人懂是个风险。下次见到他，能不能花半小时写下来：怎么登录、重启什么、备份在哪？我帮你整理成一页贴在办公室门上。",
        "太好了，会修电脑的志愿者太宝贵了。建议把管理员账号密码封在信封里交给理事会保管，万一他搬走了也不至于抓瞎。",
        "好的。笔记本可以跟他定一个统一清单（清空、重装、更新、建一个家庭账户、不保存密码），每台都按一样的流程出。",
    ],
    "command": [
        "这是比较常规的管理命令，是重启或查看状态，不会删东西。几点提醒：\n- 原样复制，从微信复制有时候会把引号变成中文引号，就会报错；\n- 要密码的话是树莓派用户的密码，不是WiFi密码；\n- 关窗口之前把输出截个图。",
        "刷一堆字然后不动，一般是已经成功了，只是还在跟踪日志。按Ctrl+C就能回到命令行，库存页面能打开就没问题了。",
        "已经存在聊天里了。说实话经常要跑的命令，最好让懂技术的志愿者做成一个短脚本，周六忙的时候不容易敲错。",
        "如果会重启服务，最好别在发放的时候跑，入库平板上没保存的东西会丢。发放结束以后再跑比较稳妥。",
    ],
    "id": [
        "记下了。以后相关的邮件和消息都带上这个编号，几个月后资助方或保险公司来问的时候好找。",
        "好的。仓库的纸质台账上也写一下，万一树莓派罢工的时候有人要查。",
        "收到。再有人问，让他们去看共享表格，你不用什么都记在脑子里。",
    ],
    "port": [
        "这是树莓派上的设置，平时不用动。要注意的是入库平板和志愿者电脑上的书签，不改的话就会一直显示“无法连接”。",
        "记下了。以后哪台设备突然连不上库存系统，先问两件事：连的是不是活动室的WiFi，用的是不是新地址。十有八九是这两个问题。",
        "好的。如果路由器上还留着以前的端口转发，最好让技术志愿者清理一下，库存系统在活动室里能访问就够了，不用对整个互联网开放。",
    ],
    "version": [
        "这个信息有用。升级以后出问题，别人帮忙第一句就会问版本号，然后问你点了什么、大概什么时候开始的。",
        "记下了。如果上一个版本是好的，这个版本不行，回滚一点都不丢人，数据在数据库里，跟程序版本没关系。",
        "好的。建议在树莓派外壳上贴的标签也写一下，下次谁打开柜子都知道跑的是什么。",
    ],
    "money": [
        "记下了。专款专用的钱，从第一天起发票就放在一个文件夹里，结项报告的时候就不会满世界找单据。",
        "好的，跟财务说一声，下次预算更新的时候写进去，哪怕就一行。",
        "收到。如果是捐款，一周内发感谢信，对方下次再捐的可能性大很多，要我帮你写吗？",
        "明白。如果是每月都有的开销，开理事会之前按全年算一下，按月看总是显得比较少。",
    ],
    "date": [
        "我记着。这种日子一般连着几件事：排志愿者、订车、腾地方，如果影响发放还要通知服务对象。",
        "记下了。建议在共享日历里设两个提醒，提前一周和提前两天，第二个提醒才是真正让大家动起来的。",
        "好的。如果时间变了，一条消息同时发司机群和仓库负责人，免得有人白跑一趟。",
    ],
    "decision": [
        "有道理。发到志愿者群里的时候把原因写一句，大家知道为什么就好接受多了。",
        "挺合理的。后续几件事：\n- 仓库里贴的流程说明要改；\n- 受影响的超市或司机提前告诉，别让他们当天才知道；\n- 定个时间回头看看效果，一个月就够了。",
        "理由站得住。第一周可能有人嘀咕几句，之后就习惯了。",
        "好，这件事就算定了。以后起草相关的东西我会跟这个保持一致。",
    ],
    "constraint": [
        "明白，我把这条当硬性规定，以后你让我写的东西如果跟它冲突我会提醒你。",
        "收到。这种规定贴在干活的地方最管用，光写在手册里没人看。要不要我做一张大字版的告示？",
        "记下了。建议加进新人培训的清单，每个新志愿者第一天就听到，而不是出了事才知道。",
        "好的。忙起来有人不听的话，“这是理事会的规定，不是我定的”就是最好的回答。",
    ],
    "question": [
        "这个我真的不知道，你发给我的材料里也没有能说明的。建议书面问负责的人，拿个明确答复。在那之前先别跟任何人打包票。",
        "这个我没法确定，要看我没见过的文件和规定。我先记在待确认问题里，等有人给准话再说。",
        "问得好，但这种事不能靠猜。先挂着，要不要我帮你写个简短的询问消息？",
    ],
}

ZH_CLOSERS = ["", "", "", "\n\n还有别的吗？", "\n\n需要的话我帮你起草。", "\n\n我记着呢。", "\n\n今天辛苦啦。"]

# follow-up turns after a fact message (they never restate the value, never answer a question)
EN_FOLLOW = {
    "name_driver": [
        ("yes pls, welcome msg for the drivers group", "Here you go:\n\n\"Everyone, please welcome [name] to the driving team! 🚐 They're starting this week - first run will be paired up so shout if you can be the buddy. Route sheets are in the usual folder, and the van checklist is on the clipboard behind the passenger seat. Thanks all - Ros\""),
        ("will do", "Great. I'll remember they're new if anything about that route comes up."),
    ],
    "name_partner": [
        ("go on then draft the intro", "Draft:\n\nHi [name],\n\nI'm Ros, volunteer coordinator at Hollins Lane Community Pantry - we collect your surplus most weeks. Just wanted to say hello now that you're our contact.\n\nLast month your donations went into about 140 food parcels for local families, so thank you. If it's ever easier to change the collection slot, or if you'd like a visit to see where it all goes, just let me know.\n\nBest wishes,\nRos"),
        ("ok", "I'll keep them in mind as the contact for that store."),
    ],
    "name_volunteer": [
        ("can you do a thank-you for the group chat", "Draft:\n\n\"Huge thanks to [name] for the help this week 💛 - it genuinely makes the difference between us finishing the sort at 1 and at 3. If anyone else fancies a regular Saturday slot, message me!\""),
        ("yep", "Lovely. Regulars make everything easier."),
    ],
    "name_officer": [
        ("draft the chaser pls", "Draft:\n\nHi [name],\n\nJust following up on my email from last week - we need to confirm the arrangements by Friday so we can tell our volunteers. Is there anything else you need from us?\n\nMany thanks,\nRos\nHollins Lane Community Pantry"),
        ("ugh councils", "Ha - slow, but usually they get there. A dated, polite chase is your friend."),
    ],
    "name_tech": [
        ("good idea, what should the runbook have on it", "Keep it to one page:\n\n**If the tracker page won't load**\n1. Is the Pi's green light flickering? If not, check the plug.\n2. Wait two minutes after power comes back.\n3. Run the restart command (written below, exactly).\n\n**Backups**\n- where they go, how often, who checks them\n\n**Who to call**\n- tech volunteer's number, and a second person\n\nLaminate it and tape it inside the cupboard door."),
        ("he'll never write it down lol", "Then ask him to talk you through it while you type - ten minutes of questions usually gets you 90% of the runbook."),
    ],
    "command": [
        ("it says permission denied", "That usually means it needs 'sudo' in front, or you're logged in as the wrong user. If the command already starts with sudo, it'll want the Pi user's password. If it still refuses, don't force it - message your tech volunteer with a screenshot."),
        ("ok that worked!! I'm basically a sysadmin now", "Ha - honorary sysadmin. Write down the date and time you ran it, just in case anything looks odd later."),
        ("nothing happened at all, just a new line", "For a lot of commands, no output means success. Refresh the tracker page in a minute and see if it's behaving."),
    ],
    "port": [
        ("do I need to change anything on the tablets", "Just the bookmark - open the stock page using the new address and re-save it to the home screen. Do it on every tablet and laptop that uses it, then delete the old bookmark so nobody taps it by habit."),
        ("ok", "Noted - shout if any of the devices still can't connect."),
    ],
    "version": [
        ("should I tell the others not to update", "Yes - a one-liner in the tech group is enough: 'please don't update the tracker or the Pi until we've checked the new version'. Saves you a Saturday morning surprise."),
        ("why does everything need updating constantly", "Security fixes mostly, plus bug fixes. Annoying, but an old, unpatched machine on the hall network is a bigger headache than an update now and then."),
    ],
    "money": [
        ("can you draft the thank you", "Draft:\n\nDear friends,\n\nThank you so much for your generous gift to Hollins Lane Community Pantry. It arrives at exactly the right time - winter is our busiest season, and your support goes straight into food parcels and keeping our chilled stock safe.\n\nWe'll send a short update on what it made possible. From all of us - volunteers, drivers and the families we serve - thank you.\n\nWarmly,\nRos, on behalf of the trustees"),
        ("is that reasonable tho", "From what you've said it's within the normal range, but I'd get a second quote if it's a one-off purchase over a few hundred - funders like to see you shopped around."),
    ],
    "date": [
        ("pls remind me", "Will do - a week before, and again a couple of days before."),
        ("argh that's soon", "It is a bit. List what has to happen before then and I'll work backwards into a simple plan."),
    ],
    "decision": [
        ("can you write the line for the volunteers group", "Draft:\n\n\"Quick update from the committee 📋 - we've made a change to how we do this, starting this week. Full details on the sheet by the kettle; any questions, grab me on Saturday. Thanks for rolling with it!\""),
        ("hope nobody kicks off", "A clear reason and a review date is usually enough to stop that. If someone does, listen, note it, and bring it to the next committee."),
    ],
    "constraint": [
        ("yes make a sign", "Sign text (big, bold, two lines max):\n\n**PLEASE READ BEFORE YOU START**\n**[rule goes here]**\n\nAsk the shift lead if you're not sure.\n\nKeep it short - signs with paragraphs don't get read."),
        ("people will moan", "Some will. Consistency is what makes it stick - the first exception becomes everyone's exception."),
    ],
    "question": [
        ("yes draft the email", "Draft:\n\nHi,\n\nI'm hoping you can help with a question that's holding up our planning at Hollins Lane Community Pantry - I've put the details below. Could you let me know by the end of next week, or point me to whoever can?\n\nThanks very much,\nRos"),
        ("nobody ever answers these", "It's maddening. A deadline in the ask and a second chase copied to their manager usually shakes something loose."),
        ("leave it with me", "Sure - I'll keep it on the open list."),
    ],
}

ZH_FOLLOW = {
    "name_driver": [
        ("好，帮我写个司机群的欢迎消息", "可以这样发：\n\n“大家好，欢迎新司机加入我们🚐！这周开始出车，第一趟安排老司机带，谁愿意当搭档在群里吱一声。路线单在老地方，车辆检查表夹在副驾驶座椅后面。谢谢大家！——小叶”"),
        ("好", "好的，这条线有什么情况我会记得他是新来的。"),
    ],
    "name_partner": [
        ("帮我写个打招呼的消息", "草稿：\n\n您好！我是社区食物银行的志愿者协调人小叶，每周来门店收临期食品。听说以后由您对接，先跟您打个招呼～\n\n上个月门店捐的东西做成了大概一百四十份食物包，真的非常感谢！收货时间如果需要调整，或者想来看看东西都送到哪里去了，随时跟我说。\n\n小叶"),
        ("嗯", "好的，这家店以后就找这位对接。"),
    ],
    "name_volunteer": [
        ("帮我写句群里的感谢", "草稿：\n\n“谢谢这周来帮忙的小伙伴💛，有你们我们一点就能分拣完，不然要拖到三点！还有谁想固定周六来的，私信我～”"),
        ("嗯嗯", "好的，固定的志愿者多了什么都好办。"),
    ],
    "name_officer": [
        ("帮我写个催一下的消息", "草稿：\n\n您好，跟进一下上周跟您说的事情，我们周五之前要确认下来，好通知志愿者。请问还需要我们补充什么材料吗？谢谢！\n\n社区食物银行 小叶"),
        ("街道的事就是慢", "慢是慢，一般最后都能办下来。客气、带时间点地催，最管用。"),
    ],
    "name_tech": [
        ("操作说明要写哪些", "一页纸就够：\n\n**库存页面打不开**\n1. 看树莓派绿灯闪不闪，不闪就查插头；\n2. 来电以后等两分钟；\n3. 原样执行重启命令（写在下面）。\n\n**备份**\n- 备份到哪、多久一次、谁检查\n\n**找谁**\n- 技术志愿者电话，再加一个备用联系人\n\n过塑贴在柜门里面。"),
        ("他肯定不会写的哈哈", "那就让他一边讲你一边打字，问十分钟基本就能凑出九成的说明。"),
    ],
    "command": [
        ("提示权限不够", "一般是前面要加sudo，或者登录的用户不对。如果命令本来就带sudo，它要的是树莓派用户的密码。还是不行就别硬来，截图发给技术志愿者。"),
        ("成功了！！我现在也算半个运维了", "哈哈，荣誉运维。记一下执行的时间，万一后面有异常好对照。"),
    ],
    "port": [
        ("平板上要改什么吗", "只要改书签：用新地址打开库存页面，重新添加到主屏幕。每台用到的平板和电脑都改一下，再把旧书签删掉，免得有人习惯性点旧的。"),
        ("好", "记下了，哪台设备还连不上就跟我说。"),
    ],
    "version": [
        ("要不要跟大家说先别升级", "要，在技术群里说一句就行：“库存系统和树莓派先别升级，等我们测过新版本再说。”省得周六早上来个惊喜。"),
        ("为什么老要升级啊", "主要是安全补丁和修bug。烦是烦，但活动室网络里放一台从不打补丁的机器，麻烦更大。"),
    ],
    "money": [
        ("帮我写个感谢信", "草稿：\n\n亲爱的朋友：\n\n非常感谢您对社区食物银行的慷慨支持！冬天正是我们最忙的时候，您的捐助会直接变成食物包，也让我们的冷藏食品能安全保存。\n\n之后我们会把这笔钱的用途整理一份简短的反馈发给您。代表所有志愿者、司机和我们服务的家庭，再次感谢！\n\n小叶 代表理事会"),
        ("这个价合理吗", "从你说的来看在正常范围内，不过一次性买几百块以上的东西，最好再问一家报价，资助方喜欢看到比过价。"),
    ],
    "date": [
        ("到时候提醒我", "好的，提前一周提醒一次，提前两天再提醒一次。"),
        ("啊好近", "确实有点赶。你把之前必须做完的事列一下，我帮你倒排个简单计划。"),
    ],
    "decision": [
        ("帮我写一句发志愿者群", "草稿：\n\n“各位小伙伴，理事会这边有个调整📋，这周开始执行。详细说明贴在烧水壶旁边，有问题周六找我～谢谢大家配合！”"),
        ("希望没人闹", "有明确理由、有回顾时间，一般就不会闹。真有人不满，先听、记下来，下次理事会再讨论。"),
    ],
    "constraint": [
        ("好，做个告示", "告示内容（大字，最多两行）：\n\n**开工前请先看**\n**【规定写在这里】**\n\n不确定就问当班负责人。\n\n越短越好，一大段字的告示没人看。"),
        ("肯定有人嫌麻烦", "肯定有。关键是一视同仁，第一个例外开了，后面人人都要例外。"),
    ],
    "question": [
        ("帮我写个询问的消息", "草稿：\n\n您好，想请教一个问题，现在卡着我们的计划，具体情况写在下面。麻烦下周末之前回复一下，或者告诉我该找哪位同事，谢谢！\n\n社区食物银行 小叶"),
        ("问了也白问", "确实烦人。写上截止时间，第二次催的时候抄送对方领导，一般就有人回了。"),
        ("先放着吧", "好，我先挂在待确认的问题里。"),
    ],
}


# ======================================================================================
# conversation
# ======================================================================================

class Conv:
    CARRIERS = {
        "name": [("user", 5), ("paste", 3), ("tool", 2)],
        "command": [("user", 45), ("paste", 15), ("tool", 8), ("assistant", 32)],
        "id": [("user", 4), ("paste", 3), ("tool", 3)],
        "port": [("user", 5), ("paste", 3), ("tool", 2)],
        "version": [("user", 5), ("paste", 3), ("tool", 2)],
        "money": [("user", 5), ("paste", 2), ("tool", 1.5), ("assistant", 2)],
        "date": [("user", 5), ("paste", 2), ("tool", 2), ("assistant", 1.5)],
        "decision": [("user", 8), ("paste", 1.5), ("tool", 0.5)],
        "constraint": [("user", 7), ("paste", 2.5), ("tool", 0.5)],
        "question": [("user", 1)],
    }
    PASTE_CONT = {
        "name": ["groupchat", "rota", "manifest", "email_partner", "email_council", "email_trustee"],
        "command": ["groupchat", "email_tech"],
        "id": ["groupchat", "rota", "manifest", "email_partner", "email_funder", "email_council"],
        "port": ["log", "groupchat", "email_tech"],
        "version": ["log", "groupchat", "email_tech"],
        "money": ["groupchat", "manifest", "email_funder", "email_partner"],
        "date": ["groupchat", "rota", "manifest", "email_partner", "email_council", "email_funder"],
        "decision": ["groupchat", "email_trustee"],
        "constraint": ["safety", "groupchat", "email_council", "email_trustee"],
    }
    TOOL_CONT = {
        "name": ["rota_lookup", "calendar", "mail_partner", "mail_council"],
        "command": ["mail_tech"],
        "id": ["stock_query", "fleet_log", "rota_lookup", "calendar", "mail_funder", "mail_partner"],
        "port": ["tracker_health", "mail_tech"],
        "version": ["tracker_health", "mail_tech"],
        "money": ["fleet_log", "mail_funder", "mail_partner"],
        "date": ["stock_query", "fleet_log", "rota_lookup", "calendar", "mail_partner", "mail_funder"],
        "decision": ["mail_trustee"],
        "constraint": ["mail_council", "mail_trustee"],
    }

    def __init__(self, seed, zh, per_kind, attempt):
        self.rng = random.Random("cl/%d/%d/%d" % (seed, 1 if zh else 0, attempt))
        self.zh = zh
        self.per_kind = per_kind
        self.used = []
        self._decks = {}
        self._cmd_used = set()
        self.expected = {}

    # ---- helpers -------------------------------------------------------------------
    def pick(self, seq):
        return self.rng.choice(seq)

    def deck(self, key, items):
        """Cycle through items in a shuffled order so phrasings don't repeat back to back."""
        d = self._decks.get(key)
        if not d:
            d = list(items)
            self.rng.shuffle(d)
            self._decks[key] = d
        return d.pop()

    def chance(self, p):
        return self.rng.random() < p

    def clash(self, v):
        return any(v in u or u in v for u in self.used)

    def uniq(self, gen):
        for _ in range(3000):
            v = gen()
            if not self.clash(v):
                self.used.append(v)
                return v
        raise RuntimeError("cannot generate unique value")

    def ctx(self):
        if self.zh:
            return {"fn": self.pick(ZH_FN), "partner": self.pick(ZH_PARTNERS), "route": self.pick(ZH_ROUTES),
                    "van": self.pick(ZH_VANS), "site": self.pick(ZH_SITES)}
        return {"fn": self.pick(EN_FN), "partner": self.pick(EN_PARTNERS), "route": self.pick(EN_ROUTES),
                "van": self.pick(EN_VANS), "site": self.pick(EN_SITES)}

    def noisy(self, t):
        """Register noise applied to a template before its placeholders are filled."""
        if self.zh:
            return t
        for a, b in EN_TYPOS:
            if a in t and self.chance(0.05 if a == "the " else 0.3):
                t = t.replace(a, b, 1)
        if len(t) > 1 and t[0].isupper() and t[1].islower() and self.chance(0.4):
            t = t[0].lower() + t[1:]
        return t

    def fill(self, t, vals):
        d = self.ctx()
        d.update(vals)
        return t.format(**d)

    # ---- value generators ------------------------------------------------------------
    def gen_name(self, formal=False):
        r = self.rng
        if self.zh:
            def g():
                x = r.random()
                if x < 0.55:
                    return r.choice(ZH_SUR) + r.choice(ZH_GIVEN2)
                if x < 0.85 or formal:
                    return r.choice(ZH_SUR) + r.choice(ZH_GIVEN1)
                return r.choice(ZH_NICK)
            return self.uniq(g)
        firsts = {u.split()[0] for u in self.used}
        lasts = {u.split()[-1] for u in self.used}

        def g():
            x = r.random()
            if x < 0.5:
                f = r.choice([n for n in EN_FULL_FIRST if n not in firsts] or EN_FULL_FIRST)
                l = r.choice([n for n in EN_LAST if n not in lasts] or EN_LAST)
                return f + " " + l
            if x < 0.8 or formal:
                return r.choice(EN_SOLO)
            return r.choice(EN_NICK)
        return self.uniq(g)

    def gen_command(self):
        pats = list(CMD_PATTERNS)
        self.rng.shuffle(pats)
        for fn, pen, pzh in pats:
            if fn in self._cmd_used and len(self._cmd_used) < len(pats):
                continue
            self._cmd_used.add(fn)
            return self.uniq(lambda: fn(self.rng)), (pzh if self.zh else pen)
        fn, pen, pzh = pats[0]
        return self.uniq(lambda: fn(self.rng)), (pzh if self.zh else pen)

    def gen_id(self, cont):
        pats = ZH_ID_PATTERNS if self.zh else EN_ID_PATTERNS
        fit = ID_FIT.get(cont)
        if fit:
            pats = [p for p in pats if p[2] in fit] or pats
        fn, lbl, cat = self.pick(pats)
        return self.uniq(lambda: fn(self.rng)), lbl, cat

    def gen_port(self):
        return self.uniq(lambda: str(self.rng.choice([self.rng.randint(3001, 9899), self.rng.randint(10000, 60999)])))

    def gen_version(self):
        r = self.rng

        def g():
            x = r.random()
            if x < 0.5:
                return "%d.%d.%d" % (r.randint(1, 9), r.randint(0, 24), r.randint(0, 40))
            if x < 0.65:
                return "%d.%d.%d-%s" % (r.randint(1, 6), r.randint(0, 15), r.randint(0, 20), r.choice(["rc1", "rc2", "beta3", "arm64", "hotfix2", "post1"]))
            if x < 0.85:
                return "202%d.%d.%d" % (r.randint(5, 6), r.randint(1, 12), r.randint(0, 9))
            return "%d.%d.%d.%d" % (r.randint(1, 8), r.randint(0, 9), r.randint(0, 9), r.randint(100, 9999))
        return self.uniq(g)

    def gen_money(self):
        r = self.rng

        def g():
            if self.zh:
                c = r.randint(0, 4)
                if c == 0:
                    return "%s万" % r.choice(["1.2", "1.5", "2", "2.4", "3", "3.6", "5", "6.8", "8", "0.6", "12"])
                if c == 1:
                    return "¥{:,}".format(r.randint(12, 400) * 50)
                if c == 2:
                    return "%d元" % (r.randint(6, 300) * 10)
                if c == 3:
                    return "%d块" % (r.randint(3, 90) * 10)
                return "%d.%d万元" % (r.randint(1, 9), r.randint(1, 9))
            c = r.randint(0, 7)
            if c == 0:
                return "£{:,}".format(r.randint(4, 300) * 50)
            if c == 1:
                return "£%d%sk" % (r.randint(2, 40), r.choice(["", ".5", ".2", ".8"]))
            if c == 2:
                return "${:,}".format(r.randint(4, 90) * 50)
            if c == 3:
                return "€{:,}".format(r.randint(3, 80) * 25)
            if c == 4:
                return "£%d.%02d" % (r.randint(18, 480), r.choice([5, 10, 20, 35, 40, 60, 75, 80, 95, 99]))
            if c == 5:
                return "£%d" % (r.randint(21, 99) * 10 + r.choice([0, 5]))
            if c == 6:
                return "€%d.%02d" % (r.randint(30, 300), r.choice([0, 50, 25, 80]))
            return "$%d.%02d" % (r.randint(20, 500), r.choice([0, 50, 99, 25]))
        return self.uniq(g)

    def rand_day(self):
        return date(2027, 1, 26) + timedelta(days=self.rng.randint(0, 155))

    def gen_date(self):
        r = self.rng
        rel = getattr(self, "_rel", ["下周六", "下下周二", "元宵节后第一个周六", "清明前那个周五", "五一前一天"])

        def g():
            d = self.rand_day()
            if self.zh:
                c = r.randint(0, 5)
                if c == 0 and rel:
                    return rel[r.randrange(len(rel))]
                if c == 1:
                    return "%d月%d日" % (d.month, d.day)
                if c == 2:
                    return "%d月%d号" % (d.month, d.day)
                if c == 3:
                    return "%d年%d月%d日" % (d.year, d.month, d.day)
                if c == 4:
                    return "%d月%d日（周%s）" % (d.month, d.day, ZH_WD[d.weekday()])
                return "%d.%d" % (d.month, max(d.day, 10))
            M, m = MON_FULL[d.month - 1], MON_FULL[d.month - 1][:3]
            W, w = WD_FULL[d.weekday()], WD_FULL[d.weekday()][:3]
            return r.choice([
                "%d %s" % (d.day, m),
                "%s %d %s" % (W, d.day, M),
                "%d%s of %s" % (d.day, sfx(d.day), M),
                "%02d/%02d/%d" % (d.day, d.month, d.year),
                "%s %d%s" % (m, d.day, sfx(d.day)),
                "%s %d/%d" % (w, d.day, d.month),
                "%d.%d.%02d" % (d.day, d.month, d.year % 100),
                "%d-%02d-%02d" % (d.year, d.month, d.day),
                "%s the %d%s" % (W, d.day, sfx(d.day)),
                "%s %d%s %s" % (w, d.day, sfx(d.day), m),
            ])
        v = self.uniq(g)
        if v in rel:
            rel.remove(v)
        self._rel = rel
        return v

    def gen_calc_money(self):
        """Money the assistant works out (mileage claims / cost per parcel)."""
        r = self.rng
        for _ in range(300):
            kind = r.choice(["mileage", "parcel"])
            if self.zh:
                if kind == "mileage":
                    kms = [r.randint(20, 260) for _ in range(r.randint(2, 3))]
                    rate = r.choice([0.8, 1.0, 1.2])
                    tot = sum(kms) * rate
                    money = "%.2f元" % tot
                    ctxv = {"calc": "mileage", "parts": kms, "rate": rate}
                else:
                    spend = r.randint(9, 60) * 100 + r.choice([0, 50])
                    n = r.randint(23, 97)
                    money = "%.2f元" % (spend / float(n))
                    ctxv = {"calc": "parcel", "spend": "%d元" % spend, "n": n}
            else:
                if kind == "mileage":
                    miles = [r.randint(12, 180) for _ in range(r.randint(2, 3))]
                    rate = 0.45
                    tot = sum(miles) * rate
                    money = "£%.2f" % tot
                    ctxv = {"calc": "mileage", "parts": miles, "rate": rate}
                else:
                    spend = r.randint(6, 60) * 10 + r.choice([0, 5])
                    n = r.randint(23, 97)
                    money = "£%.2f" % (spend / float(n))
                    ctxv = {"calc": "parcel", "spend": "£%d" % spend, "n": n}
            if not self.clash(money) and not (ctxv["calc"] == "parcel" and self.clash(ctxv["spend"])):
                self.used.append(money)
                if ctxv["calc"] == "parcel":
                    self.used.append(ctxv["spend"])
                ctxv["money"] = money
                return ctxv
        raise RuntimeError("calc money")

    def fmt_long_date(self, d):
        if self.zh:
            return "%d年%d月%d日（周%s）" % (d.year, d.month, d.day, ZH_WD[d.weekday()])
        return "%s %d %s %d" % (WD_FULL[d.weekday()], d.day, MON_FULL[d.month - 1], d.year)

    def gen_calc_date(self):
        """A date the assistant works out (freezer use-by / nth fortnightly collection)."""
        r = self.rng
        for _ in range(300):
            start = date(2027, 1, 20) + timedelta(days=r.randint(0, 60))
            if start.day <= 28 and self.chance(0.5):
                months = r.choice([1, 2, 3])
                m = start.month - 1 + months
                res = date(start.year + m // 12, m % 12 + 1, min(start.day, 28))
                ctxv = {"calc": "freezer", "months": months}
            else:
                while start.weekday() not in (1, 3, 5):
                    start += timedelta(days=1)
                nth = r.randint(3, 7)
                res = start + timedelta(days=14 * (nth - 1))
                ctxv = {"calc": "fortnight", "nth": nth}
            s = self.fmt_long_date(res)
            if self.zh:
                st = "%d月%d号" % (start.month, start.day)
                if ctxv["calc"] == "fortnight":
                    st = "%d月%d号（周%s）" % (start.month, start.day, ZH_WD[start.weekday()])
            else:
                st = "the %d%s of %s" % (start.day, sfx(start.day), MON_FULL[start.month - 1][:3])
                if ctxv["calc"] == "fortnight":
                    st = "%s the %d%s of %s" % (WD_FULL[start.weekday()], start.day, sfx(start.day), MON_FULL[start.month - 1])
            if not self.clash(s) and not self.clash(st):
                self.used.append(s)
                self.used.append(st)
                ctxv["date"] = s
                ctxv["start"] = st
                return ctxv
        raise RuntimeError("calc date")

    # ---- facts ---------------------------------------------------------------------
    def carrier(self, kind):
        opts = self.CARRIERS[kind]
        tot = sum(w for _, w in opts)
        x = self.rng.uniform(0, tot)
        for c, w in opts:
            x -= w
            if x <= 0:
                return c
        return opts[-1][0]

    def container(self, kind, carrier):
        if carrier == "paste":
            return self.pick(self.PASTE_CONT[kind])
        if carrier == "tool":
            return self.pick(self.TOOL_CONT[kind])
        return None

    def make_facts(self):
        facts = []
        pools = {
            "decision": ZH_DECISIONS if self.zh else EN_DECISIONS,
            "constraint": ZH_CONSTRAINTS if self.zh else EN_CONSTRAINTS,
            "question": ZH_QUESTIONS if self.zh else EN_QUESTIONS,
        }
        for kind in ["decision", "constraint", "question"]:
            pool = list(pools[kind])
            self.rng.shuffle(pool)
            n = 0
            for item in pool:
                if n >= self.per_kind:
                    break
                needles = list(item) if isinstance(item, tuple) else [item]
                if any(self.clash(x) for x in needles):
                    continue
                self.used.extend(needles)
                if kind == "decision":
                    v = {"choice": item[0], "reason": item[1]}
                elif kind == "constraint":
                    v = {"act": item[0], "cond": item[1]}
                else:
                    v = {"subj": item}
                c = self.carrier(kind)
                facts.append({"kind": kind, "needles": needles, "v": v, "carrier": c,
                              "cont": self.container(kind, c)})
                n += 1
        for kind in ["name", "command", "id", "port", "version", "money", "date"]:
            for _ in range(self.per_kind):
                c = self.carrier(kind)
                cont = self.container(kind, c)
                if kind == "name":
                    formal = c == "user" or (cont or "").startswith(("email_", "mail_"))
                    v = {"name": self.gen_name(formal and self.chance(0.5) if c == "user" else formal)}
                    v["nick"] = v["name"] in EN_NICK or v["name"] in ZH_NICK
                    nd = v["name"]
                elif kind == "command":
                    cmd, purpose = self.gen_command()
                    v = {"cmd": cmd, "purpose": purpose}
                    nd = cmd
                elif kind == "id":
                    i, lbl, cat = self.gen_id(cont)
                    v = {"id": i, "lbl": lbl, "cat": cat}
                    nd = i
                elif kind == "port":
                    v = {"port": self.gen_port()}
                    nd = v["port"]
                elif kind == "version":
                    v = {"ver": self.gen_version()}
                    nd = v["ver"]
                elif kind == "money":
                    v = self.gen_calc_money() if c == "assistant" else {"money": self.gen_money()}
                    nd = v["money"]
                else:
                    v = self.gen_calc_date() if c == "assistant" else {"date": self.gen_date()}
                    nd = v["date"]
                facts.append({"kind": kind, "needles": [nd], "v": v, "carrier": c, "cont": cont})
        for f in facts:
            for nd in f["needles"]:
                self.expected[nd] = 1
        return facts

    # ---- user-carried facts ----------------------------------------------------------
    def user_part(self, f):
        tmpl = self.deck("u:" + f["kind"], (ZH_USER if self.zh else EN_USER)[f["kind"]])
        for _ in range(12):
            # nicknames only for volunteers and drivers, never for council / store / funder contacts
            if not (f["kind"] == "name" and f["v"].get("nick") and tmpl[1] in ("officer", "partner")):
                break
            tmpl = self.deck("u:" + f["kind"], (ZH_USER if self.zh else EN_USER)[f["kind"]])
        if isinstance(tmpl, tuple):
            tmpl, f["rtype"] = tmpl
        tmpl = self.noisy(tmpl)
        return self.fill(tmpl, f["v"])

    def reply_for(self, kind, rtype=None):
        R = ZH_REPLY if self.zh else EN_REPLY
        if kind == "name":
            rt = "name_" + (rtype or "volunteer")
            return self.deck("r:name", R["name"]) + "\n\n" + self.deck("r:" + rt, R[rt])
        return self.deck("r:" + kind, R[kind])

    def ep_user(self, fs):
        parts = [self.user_part(f) for f in fs]
        if self.zh:
            joiners = ["\n还有，", "。另外", "\n\n顺便说一下，", "\n对了还有个事："]
            pre, suf = self.pick(ZH_PREFIX), self.pick(ZH_SUFFIX)
        else:
            joiners = ["\n\nalso ", "\n\n+ ", " - oh and ", "\n\nother thing: ", "\n", "\n\nAND "]
            pre, suf = self.pick(EN_PREFIX), self.pick(EN_SUFFIX)
            if "sorry" in pre and "sorry" in suf:
                suf = ""
        text = parts[0]
        for p in parts[1:]:
            text += self.pick(joiners) + p
        if suf and text[-1:] in "。.":
            text = text[:-1]
        text = pre + text + suf
        reps = [self.reply_for(f["kind"], f.get("rtype")) for f in fs]
        if len(reps) == 1:
            ans = reps[0]
        elif self.zh:
            ans = "两件事分开说：\n\n第一件——" + reps[0] + "\n\n第二件——" + reps[1]
        else:
            ans = "Two things there.\n\nFirst: " + reps[0] + "\n\nSecond: " + reps[1]
        ans += self.pick(ZH_CLOSERS if self.zh else EN_CLOSERS)
        out = [("user", text), ("assistant", ans)]
        if len(fs) == 1 and self.chance(0.35):
            f = fs[0]
            key = f["kind"] + ("_" + f.get("rtype", "volunteer") if f["kind"] == "name" else "")
            pool = (ZH_FOLLOW if self.zh else EN_FOLLOW).get(key)
            if pool:
                fu, fa = self.deck("f:" + key, pool)
                out += [("user", fu), ("assistant", fa)]
        return out

    def ep_remention(self, f):
        R = ZH_REMENTION if self.zh else EN_REMENTION
        u = self.fill(self.deck("m:" + f["kind"], R[f["kind"]]), f["v"])
        if f["kind"] == "question":
            a = self.pick(["还是没有能确认的消息，这个继续挂着。", "我这边也没有新信息，先留在待确认清单里。"] if self.zh else
                          ["Still nothing I can confirm on that one - it stays on the open list.",
                           "No new information on my side either, so it's still unresolved. Want another chaser drafted?"])
        else:
            a = self.pick(["好的，知道了。", "收到，谢谢告诉我。", "哈哈好的，记下了。", "好，更新了。"] if self.zh else
                          ["Thanks for the update.", "Good to know - noted.", "Ha, noted.", "Okay, thanks for letting me know."])
        return [("user", u), ("assistant", a)]

    # ---- assistant-carried facts -----------------------------------------------------
    def ep_assistant(self, f):
        v = f["v"]
        k = f["kind"]
        c = self.ctx()
        zh = self.zh
        if k == "command":
            if zh:
                u = self.deck("q:cmd", ["怎么{p}来着？{fn}上次教过我一次", "{fn}不在，我现在要{p}，命令怎么写？",
                                        "想{p}，要敲什么？说慢一点哈", "有没有一行命令能{p}？树莓派在柜子里，我用的办公室电脑"]).format(p=v["purpose"], fn=c["fn"])
                a = ("一般是这样：\n\n```\n%s\n```\n\n几点说明：\n- 先用SSH登录树莓派（用pi账号），再执行；\n- 路径和服务名是按常见的装法写的，如果报“找不到”，问一下技术志愿者实际的名字；\n- 执行完把输出截个图，有问题直接发给他。" % v["cmd"])
            else:
                u = self.deck("q:cmd", ["how do I {p} again? {fn} showed me once",
                                        "{fn}'s away and I need to {p} - what's the command?",
                                        "what would I type to {p}? be gentle",
                                        "is there a one-liner to {p}? the pi is in the cupboard and I'm on the office laptop"]).format(p=v["purpose"], fn=c["fn"])
                a = ("Usually it's this:\n\n```\n%s\n```\n\nA few notes:\n- SSH into the Pi first (as the pi user), then run it there\n- the paths and service names are the usual ones for this kind of setup - if it says 'not found', check the exact name with your tech volunteer\n- screenshot whatever it prints, so there's something to send if it misbehaves" % v["cmd"])
        elif k == "money":
            if v["calc"] == "mileage":
                parts = v["parts"]
                people = self.rng.sample(ZH_FN if zh else EN_FN, len(parts))
                if zh:
                    lst = "，".join("%s%d公里" % (p, x) for p, x in zip(people, parts))
                    u = self.deck("q:mil", ["这个月油补：%s，按每公里%g元算，一共要报多少？",
                                            "帮我算下司机补贴哈：%s，标准是每公里%g元"]) % (lst, v["rate"])
                    a = ("合计 %s = %d公里，按每公里%g元算，一共是 %s。\n\n提醒：\n- 让司机把行程记录（起止地点、里程）附在报销单后面；\n- 财务那边最好每月固定一天统一报，别零零散散。" %
                         (" + ".join(str(x) for x in parts), sum(parts), v["rate"], v["money"]))
                else:
                    lst = ", ".join("%s %d" % (p, x) for p, x in zip(people, parts))
                    u = self.deck("q:mil", ["mileage claims this month (miles): %s. at 45p a mile what do I pay out in total?",
                                            "maths pls, I'm fried. driver miles: %s. 45p per mile. total?",
                                            "voice note can you add up the mileage for me %s all at 45p a mile and tell me what the total is"]) % lst
                    a = ("%s = %d miles. At 45p a mile that's %s in total.\n\nTwo small things:\n- ask each driver to put start/end points on the claim form, the treasurer will want them\n- keep it all on one monthly claim rather than bits and pieces - much easier to reconcile" %
                         (" + ".join(str(x) for x in parts), sum(parts), v["money"]))
            else:
                if zh:
                    u = self.deck("q:pp", ["这周补充采购花了%s，打包了%d份，平均每份多少钱？", "算一下：采购%s，%d个食物包，单份成本？"]) % (v["spend"], v["n"])
                    a = ("%s ÷ %d ≈ %s，这是每份食物包的补充采购成本（不算捐赠进来的东西）。\n\n写报告的时候可以注明“不含捐赠物资折价”，免得别人以为一份包只值这么多。" % (v["spend"], v["n"], v["money"]))
                else:
                    u = self.deck("q:pp", ["we spent %s on top-up shopping this week and packed %d parcels - what's that per parcel?",
                                           "cost per parcel q: %s of shopping, %d parcels out the door"]) % (v["spend"], v["n"])
                    a = ("%s ÷ %d comes to about %s per parcel in bought-in food (donated stock not included).\n\nIf that goes in a funder report, say 'top-up purchases only' - otherwise it reads as the full cost of a parcel." % (v["spend"], v["n"], v["money"]))
        else:  # date
            if v["calc"] == "freezer":
                if zh:
                    u = self.deck("q:frz", ["肉馅是%s冻进去的，冷冻指引说%d个月内用完，标签写哪天？",
                                            "%s冻的鸡腿，%d个月期限，最晚哪天要发出去？"]) % (v["start"], v["months"])
                    a = ("从冷冻那天往后推%d个月，是 %s。\n\n建议标签上写“冷冻日期 + 最晚发放日期”两行，再用不同颜色的贴纸区分月份，分拣的时候一眼就能看出来。" % (v["months"], v["date"]))
                else:
                    u = self.deck("q:frz", ["the mince went in the freezer on {s} - guidance says {m} month{pl}, what date goes on the label?",
                                            "frozen chicken from {s}, {m} month limit. last date it can go out?"]).format(s=v["start"], m=v["months"], pl="" if v["months"] == 1 else "s")
                    a = ("%d month%s on from the freeze date is %s.\n\nFor the label, I'd write two lines - 'frozen on' and 'use by' - and use a different coloured sticker per month so the sorters can spot the old stuff at a glance." % (v["months"], "" if v["months"] == 1 else "s", v["date"]))
            else:
                n = v["nth"]
                if zh:
                    u = self.deck("q:fn", ["{p}那边隔周收一次货，从{s}开始，第{n}次是哪天？排班要用",
                                           "隔周的收货从{s}开始，第{n}次是几号？"]).format(p=c["partner"], s=v["start"], n=n)
                    a = ("把%s算第一次，每次加14天，第%d次是 %s。\n\n排班的时候顺便看看那天是不是节假日，超市有时候会临时改时间。" % (v["start"], n, v["date"]))
                else:
                    u = self.deck("q:fn", ["{p} collections are every other week starting {s} - what's the date of collection number {n}? need it for the rota",
                                           "fortnightly pickups from {p}, first one {s}. when's the {n}{x}?"]).format(p=c["partner"], s=v["start"], n=n, x=sfx(n))
                    a = ("Counting %s as the first, adding 14 days each time, collection %d falls on %s.\n\nWorth checking it against bank holidays when you build the rota - stores sometimes shuffle pickups around them." % (v["start"], n, v["date"]))
        return [("user", u), ("assistant", a)]

    # ---- pasted material -------------------------------------------------------------
    SENDERS_EN = {
        "partner": [("Hannah Greaves", "Community Giving, Greenway"), ("Sam Oduya", "Store Manager, Bramble Co-op"),
                    ("Lou Fairclough", "Pennine Bakery")],
        "council": [("Facilities Bookings", "Calderbridge Council"), ("Environmental Health", "Calderbridge Council")],
        "trustee": [("Brian Holt", "Chair of Trustees"), ("Anjali Mistry", "Treasurer")],
        "tech": [("Kieran (tech volunteer)", ""), ("Kieran Boyce", "")],
        "funder": [("Grants Team", "Calder Community Foundation"), ("Lottie Marsh", "Calder Community Foundation")],
    }
    SENDERS_ZH = {
        "partner": [("邻里生鲜 门店 王店长", "邻里生鲜"), ("鲜丰超市 社区公益部", "鲜丰超市")],
        "council": [("街道办 场地预约", "街道办"), ("市场监管所", "市场监管")],
        "trustee": [("理事长 郑老师", "理事会"), ("财务 简姐", "理事会")],
        "tech": [("阿杰（技术志愿者）", ""), ("阿杰", "")],
        "funder": [("区慈善会 项目部", "区慈善会"), ("基金会 项目官员", "基金会")],
    }

    def email_line(self, who, f):
        v = dict(f["v"])
        v.update({k2: v2 for k2, v2 in self.ctx().items() if k2 not in v})
        k = f["kind"]
        if self.zh:
            L = {
                "name": {"partner": ["我下周开始休假，这段时间临期食品的交接由{name}负责。"],
                         "council": ["以后活动室的事情请直接联系{name}。"],
                         "trustee": ["{name}同意加入理事会，负责未成年人保护这一块，你们认识一下。"]},
                "command": ["你要{purpose}的话，执行这条就行：\n\n    {cmd}\n", "麻烦跑一下这个（{purpose}用的），把屏幕拍给我：\n\n    {cmd}"],
                "id": ["备查：{lbl}是{id}。", "回复时请注明{id}（{lbl}）。"],
                "port": ["库存系统已经改到{port}端口，旧的端口关掉了。", "温度面板现在在{port}端口，平板的书签要改一下。"],
                "version": ["现在全部是{ver}了，标签打印有异常告诉我。", "我测完下一个版本之前，树莓派请保持在{ver}。"],
                "money": {"funder": ["很高兴通知您，冷柜项目获批资助{money}。"],
                          "partner": ["年底募捐我们可以提供{money}的购物卡。"]},
                "date": {"partner": ["因为盘点，下次收货改到{date}。"],
                         "council": ["活动室已确认{date}给你们用，当天早上到前台拿钥匙。"],
                         "funder": ["提醒一下，结项报告的截止日期是{date}。"]},
                "decision": ["会议记录：决定{choice}。原因是{reason}。", "昨晚讨论后，我们{choice}，因为{reason}。"],
                "constraint": ["上次检查时说过：{cond}，{act}。", "请确保每位志愿者都知道：{act}，{cond}。"],
            }[k]
        else:
            L = {
                "name": {"partner": ["I'm off from next week, so {name} will look after your surplus collections while I'm away."],
                         "council": ["For anything to do with the hall, please liaise with {name} in Facilities from now on."],
                         "trustee": ["{name} has agreed to join the board as our safeguarding lead - do say hello."]},
                "command": ["When you need to {purpose}, this is the one:\n\n    {cmd}\n",
                            "Could you run this (it's to {purpose}) and send me a photo of the screen?\n\n    {cmd}"],
                "id": ["For your records, the {lbl} is {id}.", "Please quote {id} ({lbl}) in any reply."],
                "port": ["I've moved the tracker to port {port}; the old one is closed now.",
                         "The sensor dashboard now lives on port {port}, so the tablets need their bookmarks updating."],
                "version": ["Everything's on {ver} now - tell me if the labels print oddly.",
                            "Please keep the Pi on {ver} until I've tested the next release."],
                "money": {"funder": ["I'm delighted to confirm an award of {money} towards the chiller project."],
                          "partner": ["We can contribute {money} in vouchers towards your winter appeal."]},
                "date": {"partner": ["Because of our stock take, the next collection will be {date} instead of the usual day."],
                         "council": ["The hall is confirmed for {date}; keys from reception on the morning."],
                         "funder": ["A reminder that your end-of-grant report is due on {date}."]},
                "decision": ["For the minutes: we agreed to {choice}. The reason being that {reason}.",
                             "Following last night's discussion we'll {choice}, since {reason}."],
                "constraint": ["As discussed at the inspection, {act} {cond}.",
                               "Please make sure every volunteer knows: {act} {cond}."],
            }[k]
        if isinstance(L, dict):
            L = L.get(who) or list(L.values())[0]
        return self.deck("e:%s:%s" % (who, k), L).format(**v)

    def pick_sender(self, who):
        return self.pick((self.SENDERS_ZH if self.zh else self.SENDERS_EN)[who])

    def render_email(self, who, fs, forwarded=True, sender=None):
        sender, org = sender or self.pick_sender(who)
        lines = [self.email_line(who, f) for f in fs]
        if self.zh:
            subj = {"partner": "关于临期食品捐赠", "council": "场地与检查事项", "trustee": "理事会会议后续",
                    "tech": "树莓派/库存系统", "funder": "资助项目通知"}[who]
            body = "小叶你好：\n\n" + "\n".join(lines) + "\n\n" + self.pick(["谢谢！", "辛苦了！", "有问题随时联系。"]) + "\n" + sender
            if not forwarded:
                return body
            return "发件人：%s\n主题：%s\n\n%s" % (sender, subj, body)
        subj = {"partner": "Re: surplus collections", "council": "Your booking / inspection follow-up",
                "trustee": "After last night's meeting", "tech": "pi + tracker", "funder": "Your grant"}[who]
        body = "Hi Ros,\n\n" + "\n\n".join(lines) + "\n\n" + self.pick(["Thanks", "Cheers", "Best wishes", "Kind regards"]) + ",\n" + sender.split(" (")[0]
        if forwarded:
            return "---------- Forwarded message ---------\nFrom: %s%s\nSubject: %s\n\n%s" % (
                sender, (" <" + org + ">") if org else "", subj, body)
        return body

    def ep_paste(self, cont, fs):
        if cont.startswith("email_"):
            return self.paste_email(cont.split("_", 1)[1], fs)
        return {"groupchat": self.paste_groupchat, "rota": self.paste_rota, "manifest": self.paste_manifest,
                "log": self.paste_log, "safety": self.paste_safety}[cont](fs)

    def paste_email(self, who, fs):
        block = self.render_email(who, fs)
        if self.zh:
            intro = self.deck("i:email", ["转一封邮件给你：\n\n", "这封要不要回？你帮我看看\n\n", "贴一下邮件原文：\n\n", "刚收到的：\n\n"])
            outro = self.pick(["", "\n\n怎么回比较好", "\n\n先存着"])
            ans = self.deck("a:email", [
                "看完了，要点：\n- 主要是通知，不需要你马上做决定；\n- 里面的编号、日期、金额建议登记到共享表格里；\n- 回复的话确认收到、说明谁跟进就行。\n\n可以这样回：“收到，谢谢！相关信息已经登记，有变化再跟您说。”",
                "这封不用长篇回复：\n1. 今天回一句确认收到；\n2. 涉及司机或仓库的，顺手转到群里；\n3. 关键信息记到表格里，别只躺在邮箱里。",
                "写得挺清楚的。唯一要动手的是里面的时间节点，建议加到共享日历。回复一句“好的收到，谢谢提醒”就够了。",
            ])
        else:
            intro = self.deck("i:email", ["fwd'ing so you have it:\n\n", "do I need to reply to this?\n\n", "pasting the email:\n\n",
                                          "this came in overnight -\n\n", "FYI\n\n"])
            outro = self.pick(["", "\n\nwhat do I say back", "\n\nthoughts?", "\n\n😬"])
            ans = self.deck("a:email", [
                "Read it. Short version:\n- it's information, nothing you need to decide today\n- the specifics (refs, dates, amounts) are worth copying onto the shared spreadsheet\n- a two-line reply confirming you've got it is plenty\n\nSuggested reply: \"Thanks - received and noted. I've updated our records and will shout if anything changes on our side.\"",
                "Not much needed back. I'd:\n1. acknowledge it today\n2. forward the relevant bit to the drivers' or volunteers' group if it affects them\n3. log the details somewhere that isn't your inbox",
                "It's clear enough. The only thing to act on is any date in there - pop it in the shared calendar with a reminder. Reply-wise, \"Thanks for letting me know\" does the job.",
                "Nothing contentious. If anything, reply to confirm you've understood it - better to catch a misunderstanding now than on the day.",
            ])
        return [("user", intro + block + outro), ("assistant", ans)]

    def chat_line(self, f, sp):
        v = dict(f["v"])
        v.update({k2: v2 for k2, v2 in self.ctx().items() if k2 not in v})
        k = f["kind"]
        if self.zh:
            L = {
                "name": ["{route}这周我可以跑，没人的话👍", "大家好，新来的，{fn}拉我进群的，我有驾照可以开车", "我九点到活动室，自己带手套", "这周来不了，下周六见"],
                "command": ["要{purpose}就跑这个 → {cmd}", "上次{purpose}就是用这条：{cmd}"],
                "id": ["{lbl}是{id}，登记的人记一下", "{lbl}：{id} ✍️"],
                "port": ["库存系统改到{port}了，书签记得改", "温度面板挪到{port}了"],
                "version": ["昨晚把库存系统升到{ver}了，有问题喊我", "树莓派现在是{ver}"],
                "money": ["上周的油费票据一共{money}，放铁盒里了", "{partner}说募捐可以出{money}"],
                "date": ["{partner}刚打电话，下次大批收货是{date}", "{date}活动室归我们用，分拣"],
                "decision": ["理事会定了：{choice}。{reason}，就这样", "昨晚决定{choice}——{reason}"],
                "constraint": ["提醒大家🙏 {cond}，{act}", "保险公司说的：{act}，{cond}"],
            }[k]
        else:
            L = {
                "name": ["can do the {route} this week if nobody's got it 👍", "hi all, new here - {fn} added me. got a full licence if that helps",
                         "I'll be at the hall from 9, bringing my own gloves", "sorry can't do this week, back next sat"],
                "command": ["to {purpose} → {cmd}", "last time I had to {purpose} this sorted it: {cmd}"],
                "id": ["{lbl} is {id} for whoever's doing the log", "note the {lbl}: {id} ✍️"],
                "port": ["tracker's on {port} now, update your bookmarks pls", "sensor page moved to {port}"],
                "version": ["updated the tracker to {ver} last night, shout if anything looks off", "pi is on {ver} now"],
                "money": ["fuel receipts from last week come to {money}, they're in the tin", "{partner} said they'll chip in {money} for the appeal"],
                "date": ["{partner} just rang - next big collection is {date}", "hall's ours on {date} for the sort"],
                "decision": ["committee agreed: we'll {choice}. {reason}, so that settles it", "decided last night to {choice} - {reason}"],
                "constraint": ["reminder for everyone 🙏 {act} {cond}", "from the insurance people: {act} {cond}"],
            }[k]
        msg = self.deck("c:" + k, L).format(**v)
        speaker = v["name"] if k == "name" else sp
        return speaker, msg

    def paste_groupchat(self, fs):
        zh = self.zh
        fill = (["早上好☀️", "侧门钥匙谁拿了？", "堵车了，晚十分钟", "👍", "谢谢！！", "面包到了，好多", "谁把推车挪走了😂",
                 "周六我可以", "谁去看一下冷柜门关好没", "后门停车", "辛苦了🙏"] if zh else
                ["morning all ☀️", "anyone got the key for the side door?", "running 10 mins late sorry", "👍", "thank you!!",
                 "bread's in, loads of it", "who moved the trolley 😂", "I can do saturday", "can someone check the freezer door is shut",
                 "stuck behind a bin lorry", "nice one", "🙏", "parked round the back today"])
        spk = (["老陈", "小黄", "周姐", "阿杰", "老马", "马老师", "小叶"] if zh else
               ["Jackie", "Pete", "Shaz", "Graham", "Moira", "Father Tom", "Kev", "Val", "Denise", "Colin", "Ros"])
        items = [("fact", f) for f in fs] + [("fill", None) for _ in range(self.rng.randint(2, 5))]
        self.rng.shuffle(items)
        t = datetime(2027, 1, 1, self.rng.randint(6, 19), self.rng.randint(0, 59))
        lines = []
        for typ, f in items:
            t += timedelta(minutes=self.rng.randint(1, 23))
            if typ == "fact":
                sp, msg = self.chat_line(f, self.pick(spk))
            else:
                sp, msg = self.pick(spk), self.pick(fill)
            lines.append(("%s %s：%s" if zh else "%s - %s: %s") % (t.strftime("%H:%M"), sp, msg))
        grp = self.pick(["食物银行司机群🚐", "周六分拣志愿者💚", "树莓派技术小组"] if zh else
                        ["Hollins Lane drivers 🚐", "Pantry volunteers 💚", "Tech bods 🖥️"])
        if zh:
            intro = self.deck("i:chat", ["从%s复制过来的，有什么要我跟进的？\n\n", "群里太多消息了我跟不上，你帮我看下：\n\n", "这是今天早上%s的聊天：\n\n"])
            intro = intro % grp if "%s" in intro else intro
            ans = self.deck("a:chat", [
                "看了一遍，大部分是日常协调。值得跟进的是：里面提到的日期、谁负责什么的变化、还有说成“规定”的那几句，建议抄到排班表或公告栏上，不然很快就被刷上去了。要我帮你写一条置顶的小结吗？",
                "主要几件事：有人报了班、有人提醒了注意事项、有具体的时间点。建议把时间点加进共享日历，规定类的话单独发一条置顶。",
                "群里信息挺杂的。我建议每周日晚上发一条“本周要点”，大家就不用爬楼了，要我帮你起个模板吗？",
            ])
        else:
            intro = self.deck("i:chat", ["pasting from %s, anything I need to act on?\n\n", "can't keep up with the group chat, can you make sense of this:\n\n",
                                         "this is %s this morning:\n\n"])
            intro = intro % grp if "%s" in intro else intro
            ans = self.deck("a:chat", [
                "Reading through that: mostly logistics chatter. The bits worth acting on are any dates, changes to who's doing what, and anything said as a rule - I'd copy those onto the rota or the noticeboard before they scroll away. Want me to draft a pinned summary for the group?",
                "Main things: someone's offered a shift, someone's flagged a rule, and there are a couple of specifics worth writing down. I'd put the dates in the shared calendar and repost the rule as its own pinned message.",
                "It's a busy thread. A 'this week's key points' message every Sunday evening would save everyone scrolling - want a template for that?",
            ])
        return [("user", intro + "\n".join(lines)), ("assistant", ans)]

    def paste_rota(self, fs):
        zh = self.zh
        shifts = (["周二上午收货", "周四下午配送", "周六分拣", "周五敬老院", "周三夜间应急"] if zh else
                  ["Tue AM collection", "Thu PM deliveries", "Sat sort", "Fri care homes", "Wed evening emergency"])
        rows = []
        for f in fs:
            row = {"shift": self.pick(shifts), "date": "待定" if zh else "tbc",
                   "driver": self.pick(ZH_FN if zh else EN_FN), "van": self.pick(ZH_VANS if zh else EN_VANS),
                   "route": self.pick(ZH_ROUTES if zh else EN_ROUTES)}
            k, v = f["kind"], f["v"]
            if k == "name":
                row["driver"] = v["name"]
            elif k == "date":
                row["date"] = v["date"]
            else:
                row["van" if v.get("cat") == "van" else "route"] = v["id"]
            rows.append(row)
        for _ in range(self.rng.randint(1, 3)):
            rows.insert(self.rng.randint(0, len(rows)),
                        {"shift": self.pick(shifts), "date": self.pick(["待定", "同上周"] if zh else ["tbc", "same as last wk"]),
                         "driver": self.pick(["？？没人", "待定"] if zh else ["?? GAP", "tbc"]),
                         "van": self.pick(ZH_VANS if zh else EN_VANS), "route": self.pick(ZH_ROUTES if zh else EN_ROUTES)})
        if zh:
            head = "| 班次 | 日期 | 司机 | 车辆 | 线路 |\n|---|---|---|---|---|"
            intro = self.pick(["这周的排班，从表格里复制的，帮我看看哪里缺人\n\n", "排班表贴一下，你帮我检查下\n\n"])
            ans = "看了一下：\n1. 标了“没人”或者“待定”的班次今天就要在群里问，越拖越难找人；\n2. 同一个人连着排两天的，确认一下他真的可以；\n3. 用到同一辆车的班次时间别重叠。\n\n要我帮你写一条找人顶班的群消息吗？"
        else:
            head = "| Shift | Date | Driver | Van | Route |\n|---|---|---|---|---|"
            intro = self.pick(["this week's rota off the spreadsheet, can you spot the gaps\n\n", "rota paste, sorry for the formatting\n\n",
                               "can you sanity-check the driver rota:\n\n"])
            ans = ("Looking at that:\n1. Anything marked GAP or tbc needs asking for in the group today - it only gets harder nearer the day.\n"
                   "2. Check nobody's down for two heavy days back to back without agreeing to it.\n"
                   "3. Make sure no two shifts need the same van at the same time.\n\nWant me to draft a 'can anyone cover?' message?")
        lines = [head] + ["| %s | %s | %s | %s | %s |" % (r["shift"], r["date"], r["driver"], r["van"], r["route"]) for r in rows]
        return [("user", intro + "\n".join(lines)), ("assistant", ans)]

    def paste_manifest(self, fs):
        zh = self.zh
        notes = (["两罐凹了已扔", "全是冷藏，测温正常", "面包很多", "有过敏原标签", "外箱破损"] if zh else
                 ["2 dented tins binned", "all chilled, probed OK", "bread, loads", "allergen labels on", "outer box damaged"])
        rows = []
        for f in fs:
            row = {"ref": "—", "from": self.pick(ZH_PARTNERS if zh else EN_PARTNERS), "by": self.pick(ZH_FN if zh else EN_FN),
                   "bb": "混合" if zh else "mixed", "val": "—", "note": self.pick(notes)}
            k, v = f["kind"], f["v"]
            key = {"name": "by", "id": "ref", "date": "bb", "money": "val"}[k]
            row[key] = f["needles"][0]
            rows.append(row)
        for _ in range(self.rng.randint(1, 2)):
            rows.insert(self.rng.randint(0, len(rows)),
                        {"ref": "—", "from": self.pick(["居民散捐", "教会"] if zh else ["walk-in donor", "church collection"]),
                         "by": self.pick(ZH_FN if zh else EN_FN), "bb": "混合" if zh else "mixed", "val": "—", "note": self.pick(notes)})
        if zh:
            head = "| 编号 | 来源 | 接收人 | 保质期 | 估值 | 备注 |\n|---|---|---|---|---|---|"
            intro = self.pick(["周六的入库登记表，我打出来了：\n\n", "入库单贴给你，帮我看看有没有漏登的：\n\n"])
            ans = "看了一下入库表：\n- 没写编号的那几行，建议补一个，不然出了问题没法追溯；\n- 冷藏的要有测温记录，光写“正常”不够，最好写具体温度；\n- 估值那一栏年底写报告要用，能填尽量填。"
        else:
            head = "| Ref | From | Received by | Best before | Est. value | Notes |\n|---|---|---|---|---|---|"
            intro = self.pick(["intake sheet from saturday, typed up:\n\n", "pasting the intake log, anything missing?\n\n"])
            ans = ("Looking at the intake sheet:\n- the rows without a ref want one adding, otherwise you can't trace anything if there's a recall\n"
                   "- for chilled stock, 'probed OK' is better as an actual temperature\n- the value column is what the annual report will need, so fill it where you can")
        lines = [head] + ["| %s | %s | %s | %s | %s | %s |" % (r["ref"], r["from"], r["by"], r["bb"], r["val"], r["note"]) for r in rows]
        return [("user", intro + "\n".join(lines)), ("assistant", ans)]

    def paste_log(self, fs):
        zh = self.zh
        t = datetime(2026, 12, self.rng.randint(2, 27), self.rng.randint(0, 6), self.rng.randint(0, 59), self.rng.randint(0, 59))
        lines = []
        for f in fs:
            t += timedelta(seconds=self.rng.randint(1, 30))
            ts = t.strftime("%Y-%m-%d %H:%M:%S")
            if f["kind"] == "version":
                lines.append("%s INFO  [tracker] pantry-tracker %s starting, db=/var/lib/pantry/stock.db" % (ts, f["v"]["ver"]))
            else:
                lines.append("%s INFO  [gunicorn] Listening at: http://0.0.0.0:%s (pid %d)" % (ts, f["v"]["port"], self.rng.randint(300, 999)))
            t += timedelta(seconds=self.rng.randint(1, 9))
            lines.append("%s %s" % (t.strftime("%Y-%m-%d %H:%M:%S"), self.pick([
                "INFO  [labels] print queue empty", "WARN  [sensors] freezer-2 reading stale, retrying",
                "INFO  [sync] nightly export written", "INFO  [web] GET /stock 200", "WARN  [sensors] chiller door open > 2 min"])))
        t += timedelta(seconds=4)
        lines.append("%s ERROR [sync] export_weekly failed: database is locked" % t.strftime("%Y-%m-%d %H:%M:%S"))
        if zh:
            intro = self.pick(["树莓派吐出来这些，什么意思？\n\n", "阿杰让我把日志发给他，你先帮我翻译成人话：\n\n"])
            ans = "简单说：程序启动是正常的，问题在最后一行——每周导出的时候数据库被锁住了，通常是导出和别的操作撞在一起了，不是你弄坏的。把这段原样发给技术志愿者，再说一下大概什么时候发现的就行。"
        else:
            intro = self.pick(["the pi spat this out, what does it mean?\n\n", "Kieran wants the log, can you translate it to human first\n\n"])
            ans = ("In plain terms: the tracker started up fine; the problem is the last line - the weekly export failed because the database was busy (locked), "
                   "usually because something else was writing at the same moment. Not something you broke. Send the log to your tech volunteer as-is, with roughly when you noticed.")
        return [("user", intro + "\n".join(lines)), ("assistant", ans)]

    def paste_safety(self, fs):
        zh = self.zh
        if zh:
            generic = ["进仓库先洗手，处理完垃圾再洗一次。", "冷藏食品入库时必须测温并登记。", "凹罐、胀罐一律放进红色筐，不得放入食物包。",
                       "出现过敏反应或险情，当天报告当班负责人。"]
            clauses = ["%s，%s。" % (f["v"]["cond"], f["v"]["act"]) for f in fs] + self.rng.sample(generic, 2)
            self.rng.shuffle(clauses)
            txt = "贴一下水池边那张过塑的规定（第三版）：\n\n" + "\n".join("%d. %s" % (i + 1, cl) for i, cl in enumerate(clauses))
            ans = "整理成新人能记住的三句话：\n- 卫生：洗手、测温、登记；\n- 安全：不确定的东西不发；\n- 有事马上告诉当班负责人。\n\n要不要我做成一张A4，配几个图标，贴在入口？"
        else:
            generic = ["Wash hands on arrival and after handling waste.", "Chilled stock is probed and logged at intake.",
                       "Dented or blown tins go in the red crate, not into parcels.", "Report any allergic reaction or near-miss to the shift lead the same day."]
            clauses = ["%s %s." % (f["v"]["act"], f["v"]["cond"]) for f in fs] + self.rng.sample(generic, 2)
            self.rng.shuffle(clauses)
            txt = ("copying out the laminated rules sheet by the sink (v3) so you have it:\n\n" +
                   "\n".join("%d. %s" % (i + 1, cl) for i, cl in enumerate(clauses)))
            ans = ("For new volunteers that boils down to:\n- hygiene: wash, probe, log\n- safety: if in doubt, it doesn't go out\n- tell the shift lead straight away if anything goes wrong\n\n"
                   "Want me to make an A4 version with icons for the door?")
        return [("user", txt), ("assistant", ans)]

    # ---- tool-carried facts ----------------------------------------------------------
    def tool_ep(self, cont, fs):
        zh = self.zh
        c = self.ctx()
        J = lambda o: json.dumps(o, ensure_ascii=False, indent=1)
        if cont.startswith("mail_"):
            who = cont.split("_", 1)[1]
            if zh:
                lbl = {"partner": "超市", "council": "街道办", "trustee": "理事会", "tech": "阿杰", "funder": "区慈善会"}[who]
                ask = self.deck("q:mail", ["帮我在邮箱里找一下%s最近发的邮件", "查下邮箱，%s是不是回我了？",
                                           "%s好像发过一封邮件，我找不到了，帮我搜一下", "把%s最新那封邮件翻出来"]) % lbl
                args = {"from": lbl, "days": self.rng.choice([7, 14, 30])}
            else:
                lbl = {"partner": "the supermarket", "council": "the council", "trustee": "the trustees", "tech": "Kieran",
                       "funder": "the foundation"}[who]
                ask = self.deck("q:mail", ["can you search my email for the latest from %s",
                                           "did %s get back to me? check the inbox pls",
                                           "there was an email from %s last week, can you dig it out",
                                           "inbox search: %s, anything recent"]) % lbl
                args = {"from": lbl, "days": self.rng.choice([7, 14, 30]), "folder": "inbox"}
            res = []
            for i, f in enumerate(fs):
                snd = self.pick_sender(who)
                body = self.render_email(who, [f], forwarded=False, sender=snd)
                when = self.pick(["yesterday 16:02", "today 08:15", "Mon 19:40", "today 07:03", "Fri 12:31"] if not zh else
                                 ["昨天 16:02", "今天 08:15", "周一 19:40", "今天 07:03", "周五 12:31"])
                res.append(("[%d] 发件人：%s\n    时间：%s\n%s" if zh else "[%d] From: %s\n    Received: %s\n%s") % (
                    i + 1, snd[0], when, "\n".join("    " + ln for ln in body.split("\n"))))
            out = (("共%d封\n\n" if zh else "%d result(s)\n\n") % len(res)) + "\n\n".join(res)
            ans = self.deck("a:mail", [
                "找到了，在上面。不算急，不过今天回一句确认收到比较好，里面的信息我也记下了。",
                "就是这封。主要是通知，不用马上决定什么，建议把关键信息挪到共享表格里。",
                "查到了。语气不急，但回一句“收到”能省得对方再来追，要我帮你写吗？",
            ] if zh else [
                "Found it - it's above. Nothing that needs an answer this hour, but I'd acknowledge it today so they know it landed.",
                "That's the one. It's information rather than a request, so 'thanks, noted' is enough. Worth copying the key detail onto the shared sheet.",
                "Here you go. Not urgent in tone, but a one-line reply today stops them chasing. Want a draft?",
            ])
            return [("user", ask), ("tool", "mail_search", (args, out)), ("assistant", ans)]

        if cont == "tracker_health":
            ask = self.deck("q:th", ["库存系统现在正常吗？帮我查一下", "平板又连不上了，看看树莓派什么状态", "跑一下树莓派的健康检查"] if zh else
                            ["is the tracker actually up? tablets are being weird", "can you run the pi health check",
                             "check the pi status pls, the label printer is sulking", "quick health check on the tracker before saturday?"])
            args = {"host": "pantry-pi.local", "detail": True}
            svcs = []
            names = ["tracker-web", "sensors", "labels", "sync", "backup", "grafana"]
            self.rng.shuffle(names)
            for f, nm in zip(fs, names):
                s = {"name": nm, "state": self.pick(["running", "running", "restarting"])}
                if f["kind"] == "version":
                    s["version"] = f["v"]["ver"]
                else:
                    s["listen_port"] = int(f["v"]["port"])
                svcs.append(s)
            svcs.append({"name": "ssh", "state": "running"})
            out = J({"host": "pantry-pi", "uptime": "%d days" % self.rng.randint(1, 40), "services": svcs,
                     "disk_used_pct": self.rng.randint(41, 93), "cpu_temp_c": self.rng.randint(44, 79)})
            ans = ("结果在上面。如果有服务显示restarting，先等两分钟再看；一直这样的话把这段发给技术志愿者。" if zh else
                   "Status is above. If anything shows 'restarting', give it two minutes and check again; if it sticks, send this output to your tech volunteer.")
            return [("user", ask), ("tool", "tracker_health", (args, out)), ("assistant", ans)]

        if cont == "fleet_log":
            ask = self.deck("q:fl", ["看一下车辆登记表，哪辆车快到期了", "车辆记录帮我调一下"] if zh else
                            ["can you pull up the van log, what's due", "check the fleet sheet for me - anything coming up?",
                             "van log pls, insurance and MOT stuff"])
            args = {"sheet": "vans", "include": ["mot", "insurance", "invoices"]}
            vans = []
            for f in fs:
                vh = {"van": self.pick(ZH_VANS if zh else EN_VANS), "status": self.pick(["在用", "维修中"] if zh else ["in use", "in use", "off road"])}
                k, v = f["kind"], f["v"]
                if k == "id":
                    vh["policy_no" if v["cat"] == "policy" else "reg"] = v["id"]
                elif k == "date":
                    vh["mot_due" if not zh else "年检到期"] = v["date"]
                else:
                    vh["last_invoice"] = v["money"]
                vans.append(vh)
            out = J({"vehicles": vans})
            ans = ("记录在上面。快到期的事项建议现在就放进共享日历，年检和保险都得提前预约。" if zh else
                   "That's the van log. Anything with a due date in the next couple of months is worth putting in the shared calendar now - MOT slots and insurance quotes both take longer than you'd think.")
            return [("user", ask), ("tool", "fleet_log", (args, out)), ("assistant", ans)]

        if cont == "calendar":
            ask = self.deck("q:cal", ["帮我看下日历，接下来几周有什么", "日程帮我拉一下，我约了谁来着", "日历里周末之后排了什么？"] if zh else
                            ["what's in the calendar for the next few weeks", "pull up the shared calendar pls",
                             "who have I got booked in? I've lost track", "calendar check - what's coming up"])
            args = {"calendar": "pantry-shared", "range": "next_60_days"}
            evs = []
            for f in fs:
                ev = {"title": self.pick(["大批收货", "志愿者培训", "理事会", "车辆年检", "活动室分拣"] if zh else
                                         ["Big collection", "Volunteer induction", "Trustees meeting", "Van MOT", "Hall sort", "Partner visit"]),
                      "when": "待定" if zh else "tbc"}
                k, v = f["kind"], f["v"]
                if k == "date":
                    ev["when"] = v["date"] + " 10:00"
                elif k == "name":
                    ev["with"] = [v["name"]]
                else:
                    ev["ref"] = v["id"]
                evs.append(ev)
            evs.insert(self.rng.randint(0, len(evs)), {"title": "每周分拣" if zh else "Weekly sort", "when": "每周六 09:00" if zh else "every Sat 09:00"})
            out = J({"events": evs})
            ans = ("日程在上面，没有冲突。有几个还没定时间的，建议这周内定下来，不然志愿者没法排。" if zh else
                   "That's what's in there - no clashes. A couple still say tbc; I'd pin those down this week so the rota can be built around them.")
            return [("user", ask), ("tool", "calendar_events", (args, out)), ("assistant", ans)]

        if cont == "rota_lookup":
            ask = self.deck("q:rl", ["查一下志愿者排班系统，接下来谁当班", "排班库里调一下司机的班"] if zh else
                            ["check the rota system, who's on next week", "pull the driver shifts from the rota db",
                             "rota lookup pls - drivers, next fortnight"])
            args = {"team": "drivers", "window": "next_14_days"}
            sh = []
            for f in fs:
                s = {"shift": self.pick(["收货", "配送", "分拣"] if zh else ["collection", "delivery", "sort"]),
                     "date": "待定" if zh else "tbc", "volunteer": self.pick(["（空缺）"] if zh else ["(vacant)"])}
                k, v = f["kind"], f["v"]
                if k == "name":
                    s["volunteer"] = v["name"]
                elif k == "date":
                    s["date"] = v["date"]
                else:
                    s["van" if v["cat"] == "van" else "route"] = v["id"]
                sh.append(s)
            out = J({"shifts": sh, "vacancies": self.rng.randint(0, 4)})
            ans = ("排班在上面。空缺的班次建议今天在群里问，越早越好找人。" if zh else
                   "Shifts are above. Anything still vacant is worth asking for in the group today - cover gets harder to find the closer it gets.")
            return [("user", ask), ("tool", "rota_lookup", (args, out)), ("assistant", ans)]

        if cont == "stock_query":
            ask = self.deck("q:sq", ["查一下库存里快过期的批次", "库存数据库里看看最近入库的几批"] if zh else
                            ["can you query the stock db for what's going out of date", "what came in recently? check the tracker db",
                             "stock query pls - anything near its date"])
            args = {"sql": "SELECT batch_id, item, qty, best_before, source FROM stock WHERE status = 'in' ORDER BY best_before LIMIT 20"}
            items = (["罐装玉米", "挂面", "牛奶", "大米", "鸡蛋", "面包", "食用油"] if zh else
                     ["tinned sweetcorn", "pasta", "UHT milk", "rice", "eggs", "sliced bread", "cooking oil", "baked beans"])
            rows = []
            for f in fs:
                row = ["—", self.pick(items), str(self.rng.randint(6, 240)), "—", self.pick(ZH_PARTNERS if zh else EN_PARTNERS)]
                if f["kind"] == "id":
                    row[0] = f["v"]["id"]
                else:
                    row[3] = f["v"]["date"]
                rows.append(row)
            for _ in range(self.rng.randint(1, 3)):
                rows.insert(self.rng.randint(0, len(rows)), ["(loose)", self.pick(items), str(self.rng.randint(2, 90)), "—", self.pick(["居民散捐", "教会"] if zh else ["walk-in", "church"])])
            out = "batch_id | item | qty | best_before | source\n" + "\n".join(" | ".join(r) for r in rows) + "\n(%d rows)" % len(rows)
            ans = ("结果在上面。日期近的先放进这周的食物包，数量多的可以考虑分给其他点。" if zh else
                   "Results above. The ones with the nearest dates should go into this week's parcels first; if any line has more than you'll use, offer it to the other pantries in the network.")
            return [("user", ask), ("tool", "stock_query", (args, out)), ("assistant", ans)]
        raise ValueError(cont)

    # ---- filler ----------------------------------------------------------------------
    def short_filler(self):
        if self.zh:
            u = self.pick(["好的", "谢谢", "稍等，有人送东西来了", "回来了", "ok", "👌", "哈哈哈哈", "行", "先去卸货", "收到",
                           "等下，电话", "嗯嗯", "好滴", "累死了😮‍💨"])
            a = self.pick(["好的，有事随时叫我。", "没问题。", "好，等你回来。", "不客气～", "嗯，我在。", "好的，刚才说的我都记着。", "辛苦了，先喝口水。"])
        else:
            u = self.pick(["ok", "thanks!", "brb", "back", "ta", "perfect", "lol", "one sec, delivery at the door", "k",
                           "sorry, someone needed the keys", "that's great thx", "ok cool", "haha yes", "hmm ok", "🙏", "right, unloading, back in 10"])
            a = self.pick(["No problem!", "Sure - shout when you're back.", "Welcome back. Pick up wherever you like.",
                           "Anytime.", "Great - let me know if you need anything else on that.", "Ha, understood.", "Go - I'll be here."])
        return [("user", u), ("assistant", a)]

    def chatter(self):
        c = self.ctx()
        fn = self.deck("chatter", ZH_CHATTER if self.zh else EN_CHATTER)
        return fn(self, c)

    # ---- assembly --------------------------------------------------------------------
    def chunks(self, items, sizes):
        out = []
        i = 0
        while i < len(items):
            n = self.pick(sizes)
            out.append(items[i:i + n])
            i += n
        return out

    def build(self):
        facts = self.make_facts()
        eps = []          # list of (episode, facts carried)
        groups = {}
        user_fs = []
        for f in facts:
            c = f["carrier"]
            if c == "user":
                user_fs.append(f)
            elif c == "assistant":
                eps.append((self.ep_assistant(f), [f]))
            else:
                groups.setdefault((c, f["cont"]), []).append(f)
        self.rng.shuffle(user_fs)
        for ch in self.chunks(user_fs, [1, 1, 1, 1, 1, 2]):
            eps.append((self.ep_user(ch), ch))
        for (carrier, cont), fs in sorted(groups.items()):
            self.rng.shuffle(fs)
            for ch in self.chunks(fs, [1, 2, 2, 3]):
                eps.append((self.ep_paste(cont, ch) if carrier == "paste" else self.tool_ep(cont, ch), ch))
        self.rng.shuffle(eps)
        seqs = [e for e, _ in eps]
        # later re-mentions of a few user-carried facts (never the answer to a question)
        R = ZH_REMENTION if self.zh else EN_REMENTION
        cands = [(i, f) for i, (_, fs) in enumerate(eps) for f in fs
                 if f["carrier"] == "user" and f["kind"] in R and i < len(eps) - 2]
        self.rng.shuffle(cands)
        rem = []
        for i, f in cands[:max(1, len(cands) // 7)]:
            rem.append((i, self.ep_remention(f)))
            self.expected[f["needles"][0]] += 1
        # insert from the back so earlier indices stay valid
        marks = [id(e) for e in seqs]
        for i, e in rem:
            pos = marks.index(id(eps[i][0])) + 1
            at = self.rng.randint(pos + 1, len(seqs)) if pos + 1 <= len(seqs) else len(seqs)
            seqs.insert(at, e)
            marks.insert(at, id(e))

        def nmsg(e):
            return sum(1 for x in e if x[0] != "tool")
        have = sum(nmsg(e) for e in seqs)
        target = max(self.rng.randint(135, 210), have + self.rng.randint(16, 34))
        target = min(target, 285)
        opener = self.opener()
        have += nmsg(opener)
        while have < target:
            e = self.chatter() if self.chance(0.62) else self.short_filler()
            if have + nmsg(e) > 295:
                e = self.short_filler()
            seqs.insert(self.rng.randint(0, len(seqs)), e)
            have += nmsg(e)
        seq = [x for e in [opener] + seqs for x in e]
        return [{"kind": f["kind"], "needles": f["needles"]} for f in facts], seq

    def opener(self):
        if self.zh:
            return [("user", self.pick(["早～今天周六，分拣日，先跟你对一下这周的事", "在吗，今天又是被各种群消息轰炸的一天",
                                        "早上好，帮我当一天外接大脑哈"])),
                    ("assistant", "早！没问题，你一件一件发过来，我帮你记着、排优先级、写草稿。要查排班、库存数据库、日历、邮箱或者树莓派状态的随时说。")]
        return [("user", self.pick(["morning! sort day, going to dump things on you as they come",
                                    "hiya, can you be my brain this week pls, the pantry is chaos",
                                    "ok. tea. rota. let's go"])),
                ("assistant", "Morning! Go for it - send things as they come and I'll keep track, flag dates and draft whatever you need. I can also check the rota, the stock database, the shared calendar, your email, the van log and the Pi's health when that helps.")]

    def tool_rows(self, name, payload):
        args, out = payload
        return json.dumps(args, ensure_ascii=False), out


# ======================================================================================
# chatter (no facts) - English
# ======================================================================================

def en_thanks_partner(cv, c):
    u = cv.pick(["can you draft a thank-you to {partner} for all the christmas surplus, warm but not gushing",
                 "need a thank you email for {partner}, they've been amazing this month. not too corporate pls"]).format(**c)
    a = ("Here's a draft:\n\n---\nSubject: Thank you from Hollins Lane Community Pantry\n\nHi all at {partner},\n\n"
         "I wanted to say a proper thank you for everything you've sent our way over the last few weeks. Your surplus has gone into food parcels for families "
         "across the town - including a lot of fresh fruit and veg, which is the thing we struggle most to get hold of.\n\n"
         "It makes a real difference to the people we see. One mum told us on Saturday it was the first time in a month her kids had had fresh fruit in the house.\n\n"
         "Please pass our thanks on to the team who do the sorting at your end - we know it's extra work on a busy shift.\n\n"
         "With warm wishes from all the volunteers,\nRos\nVolunteer Coordinator, Hollins Lane Community Pantry\n---\n\n"
         "Tips:\n- a photo of the sorted crates (no clients in it) makes this land much better\n- if they have a staff newsletter, offer them a two-line quote they can use").format(**c)
    return [("user", u), ("assistant", a)]


def en_induction(cv, c):
    u = cv.pick(["need a plan for saturday's induction at {site}. 6 new volunteers, 2 hours max, they'll be nervous",
                 "induction session plan pls - new batch of volunteers, mix of students and retired folk"]).format(**c)
    a = ("## New volunteer induction - 2 hours\n\n"
         "### 0:00 - Welcome (15 min)\n- Tea, name badges, quick round of names and why they've come\n- What the pantry does in one minute: who we help, how referrals work\n\n"
         "### 0:15 - Walk-round (20 min)\n- Fire exits, first aid box, accident book\n- Where the chilled and frozen stock lives and why the doors stay shut\n- Toilets, where to leave coats, where the kettle is (important)\n\n"
         "### 0:35 - Food safety basics (25 min)\n- Hand washing, gloves, hair tied back\n- Checking dates: best-before vs use-by\n- The red crate for anything damaged\n\n"
         "### 1:00 - Hands-on sort (40 min)\n- Pair each new person with a regular\n- One simple task each: tins, dry goods, toiletries\n\n"
         "### 1:40 - Wrap-up (20 min)\n- Dignity and confidentiality: what we don't say about clients, on social media or anywhere\n- How the rota works and who to tell if they can't come\n- Questions, and a proper thank you\n\n"
         "Keep the paperwork (emergency contacts, consent forms) for the end - people fill it in better once they've relaxed.")
    return [("user", u), ("assistant", a)]


def en_allergens(cv, c):
    u = "can you do me the text for an allergen poster for the packing tables? big and simple"
    a = ("**CHECK THE LABEL FOR ALLERGENS**\n\nThese 14 must be declared on food labels:\n\n"
         "1. Celery\n2. Cereals containing gluten (wheat, rye, barley, oats)\n3. Crustaceans (prawns, crab)\n4. Eggs\n5. Fish\n6. Lupin\n7. Milk\n"
         "8. Molluscs (mussels, squid)\n9. Mustard\n10. Tree nuts\n11. Peanuts\n12. Sesame\n13. Soya\n14. Sulphites\n\n"
         "**If a client has told us about an allergy:** check every item in their parcel, and if a label is missing or unreadable - it doesn't go in.\n\n"
         "**Not sure? Ask the shift lead.**\n\nPrint it in landscape, at least 28pt for the list, and put one at each end of the packing table.")
    return [("user", u), ("assistant", a)]


def en_appeal_post(cv, c):
    u = cv.pick(["write me a facebook post for the winter appeal? upbeat, not guilt trippy",
                 "instagram caption for the appeal pls, we need tins and toiletries mostly"])
    a = ("Draft:\n\n\"❄️ Our Winter Appeal is open! ❄️\n\nEvery week, Hollins Lane Community Pantry helps local families get through the month. Winter is when we need you most - and it's easy to help:\n\n"
         "🥫 Tins: meat, fish, veg, rice pudding\n🧻 Toiletries: toothpaste, deodorant, sanitary products\n☕ Treats: tea, coffee, biscuits (everyone deserves a biscuit)\n\n"
         "Drop them in the trolley at the entrance of any partner store, or bring them to the church hall on a Saturday morning.\n\n"
         "Thank you for being the kind of neighbour who shows up 💚\n\n#HollinsLanePantry #WinterAppeal #Calderbridge\"\n\n"
         "Notes:\n- a real photo of a shelf that needs filling beats a stock image\n- pin it, and repost mid-appeal with an update ('we're halfway!')")
    return [("user", u), ("assistant", a)]


def en_rota_gaps(cv, c):
    u = cv.pick(["3 gaps on saturday and I'm sick of begging. how do I ask without guilt-tripping everyone",
                 "need cover for the {route} and two sorters. message for the group that doesn't sound desperate?"]).format(**c)
    a = ("Try this:\n\n\"Morning all 👋 We've got a few spaces this Saturday:\n\n- 2 x sorting (9-12, indoors, tea provided)\n- 1 x driver for the {route}\n\n"
         "If you can do one, reply here or message me. If you can't - no worries at all, you already do loads. Thank you! - Ros\"\n\n"
         "Why it works: it's specific (people say yes to a slot, not to 'help'), it has an easy 'no', and it thanks people either way.\n\n"
         "If gaps keep coming up on the same shift, it might be worth asking a couple of regulars whether that slot just doesn't suit people any more.").format(**c)
    return [("user", u), ("assistant", a)]


def en_route_order(cv, c):
    u = "{fn} asked how we should order the drops on the {route} so the chilled bags aren't sitting in the van for hours. any ideas?".format(**c)
    a = ("A few options, roughly from easiest to best:\n\n"
         "1. **Chilled last in, first out.** Load chilled bags at the back by the doors, in a cool box, and do the households that get chilled items first.\n"
         "2. **Split the route.** If chilled drops are spread out, do a short chilled-only loop first, then the ambient parcels.\n"
         "3. **Time-box it.** Agree a maximum time out of the fridge (ask your food safety lead what you're comfortable with) and plan the route so chilled drops fall inside it.\n"
         "4. **Use the probe.** A quick temperature reading at the last chilled drop, written on the sheet, tells you whether the system works.\n\n"
         "Whatever you pick, write the drop order on the route sheet so a new driver doesn't improvise.")
    return [("user", u), ("assistant", a)]


def en_sd_cards(cv, c):
    u = "why do the pi's sd cards keep dying?? and what should we actually do about backups, in english not tech"
    a = ("**Why they die:** SD cards are built for cameras - lots of reading, occasional writing. The tracker writes small bits of data all day (stock changes, sensor readings, logs), "
         "and every write wears the card a little. Cheap cards and sudden power cuts make it worse.\n\n"
         "**What helps:**\n- boot from a small USB SSD instead of the card\n- put the Pi on a little UPS so power cuts don't catch it mid-write\n- keep logs short so it isn't writing constantly\n\n"
         "**Backups, simply:**\n- **three copies** of the stock database: the live one, one on a USB stick in the cupboard, one somewhere else (a trustee's laptop or cloud storage)\n"
         "- **automatic**, nightly - nobody remembers to do it by hand\n- **tested** - once a quarter, actually try restoring onto the spare Pi. A backup you've never restored is a hope, not a backup.")
    return [("user", u), ("assistant", a)]


def en_docker_explain(cv, c):
    u = "ok explain docker vs systemctl to me like I'm a food bank coordinator. which is it, why are there two"
    a = ("Think of the Pi as the church hall.\n\n"
         "- **systemctl** is the caretaker. It decides what gets switched on when the building opens, and restarts things if they fall over. Every Pi has one.\n"
         "- **Docker** is a set of lockable cupboards. Each app lives in its own cupboard with exactly the bits it needs, so one messy app can't spill into another, "
         "and you can throw a cupboard away and rebuild it identically.\n\n"
         "On your setup, it's likely both: the caretaker (systemctl) makes sure Docker starts when the Pi boots, and Docker runs the tracker in its cupboard.\n\n"
         "Practical upshot: if the tracker misbehaves, restarting its container is usually enough. Restarting Docker itself or rebooting the Pi are the bigger hammers.")
    return [("user", u), ("assistant", a)]


def en_cold_chain(cv, c):
    u = cv.pick(["can you give me the cold chain basics for the new volunteers, short version",
                 "what are the actual rules for chilled stuff? someone asked and I waffled"])
    a = ("Short version for volunteers:\n\n**Chilled** (milk, yoghurt, cooked meats, ready meals)\n- keep at 5°C or below; 8°C is the legal maximum in England\n"
         "- check it with the probe when it arrives, and write it down\n- never give out anything past its **use-by** date\n\n"
         "**Frozen**\n- keep at -18°C or below\n- once defrosted, don't refreeze; use within the time on the pack\n\n"
         "**Ambient** (tins, pasta, cereal)\n- **best-before** is about quality, not safety - it can go out after the date if the pack is intact and it looks and smells fine\n\n"
         "**Transport**\n- cool boxes with ice packs for chilled drops, and chilled goes in last and out first\n\n"
         "Your local environmental health team will have a view on anything borderline - worth asking them once and writing the answer down.")
    return [("user", u), ("assistant", a)]


def en_lifting(cv, c):
    u = "someone hurt their back lifting a water crate at {site}. what should I tell everyone about lifting".format(**c)
    a = ("Sorry to hear that - hope they're okay. First: record it in the accident book today, even if it seems minor.\n\n"
         "For everyone, a quick refresher:\n1. **Think first** - does it need lifting at all? Use the trolley or the sack truck.\n2. **Split it** - two half-crates beat one heavy one.\n"
         "3. **Feet apart, bend the knees**, keep the load close to your waist.\n4. **Don't twist** - move your feet to turn.\n5. **Two people** for anything awkward or over shoulder height.\n\n"
         "And a rule worth stating out loud: nobody has to lift something they're not comfortable with. Saying 'I'll get help' is the right answer, not a weak one.")
    return [("user", u), ("assistant", a)]


def en_data_protection(cv, c):
    u = "the referral forms are a mess - paper ones in a box file, some on the office laptop. what should we be doing data protection wise?"
    a = ("You don't need anything fancy, but a few basics go a long way:\n\n"
         "**Collect less**\n- only what you need to give someone a parcel: name, household size, dietary needs, how to reach them\n\n"
         "**Store it safely**\n- paper forms in a locked cabinet, not an open box file\n- the laptop: its own login, encrypted disk, no shared 'volunteer' account\n\n"
         "**Limit who sees it**\n- drivers see addresses for their route that day, not the whole list\n\n"
         "**Keep it for a set time**\n- agree a retention period with the trustees, write it down, and actually shred/delete on schedule\n\n"
         "**Tell people**\n- a short privacy notice on the referral form: what you collect, why, who sees it, how long you keep it\n\n"
         "If you're not sure about anything, the ICO has a free helpline for small charities.")
    return [("user", u), ("assistant", a)]


def en_laptop_refurb(cv, c):
    u = "can you give me a checklist for the donated laptops before they go to families? I want it the same every time"
    a = ("## Donated laptop checklist\n\n**Intake**\n- [ ] donor form signed (including 'my files are off it')\n- [ ] asset tag stuck on the underside\n- [ ] charger present and working\n\n"
         "**Wipe & install**\n- [ ] full wipe of the drive\n- [ ] fresh OS install from our standard image\n- [ ] all updates applied\n\n"
         "**Set up**\n- [ ] one family user account, no admin rights\n- [ ] browser, office suite, video-call app\n- [ ] parental controls if going to a family with young kids\n\n"
         "**Check**\n- [ ] battery health noted on the tag\n- [ ] webcam, mic, wifi and keyboard tested\n\n**Hand-over**\n- [ ] signed by the family\n- [ ] one-page 'getting started' sheet in the bag\n\n"
         "Laminate it and keep a pile of copies with the laptops.")
    return [("user", u), ("assistant", a)]


def en_stock_low(cv, c):
    u = cv.pick(["what are we low on? check the stock db", "stock check - anything running out before saturday?"])
    args = {"sql": "SELECT item, SUM(qty) AS qty FROM stock WHERE status = 'in' GROUP BY item HAVING qty < 40 ORDER BY qty"}
    out = "item | qty\nsanitary towels | 6\ntinned fish | 11\ntoothpaste | 14\nUHT milk | 19\ntinned meat | 23\ncereal | 31\n(6 rows)"
    a = ("Running low:\n- **sanitary products and toothpaste** - these go fast and rarely get donated\n- **tinned fish and meat** - protein is always the gap\n- **UHT milk and cereal** - breakfast basics\n\n"
         "Options: a targeted shout-out ('this week we need...'), asking a partner store for a top-up, or using the emergency budget for toiletries. Want me to draft the shout-out?")
    return [("user", u), ("tool", "stock_query", (args, out)), ("assistant", a)]


def en_calendar_today(cv, c):
    u = cv.pick(["what have I got today", "am I free this afternoon? check the calendar", "diary check pls"])
    args = {"calendar": "pantry-shared", "range": "today"}
    out = json.dumps({"events": [{"title": "Collection - %s" % c["partner"], "when": "09:30-10:15"},
                                 {"title": "Call with %s" % c["fn"], "when": "13:00-13:20"},
                                 {"title": "Packing session", "when": "15:00-17:00"}]}, indent=1)
    a = ("You've got the collection at half nine, a short call at one, and packing from three till five. "
         "So the middle of the day is yours - good time for the emails you keep putting off.")
    return [("user", u), ("tool", "calendar_events", (args, out)), ("assistant", a)]


def en_mail_nothing(cv, c):
    u = cv.pick(["anything urgent in my email?", "inbox check - anything from the stores?"])
    args = {"query": "urgent OR asap OR today", "days": 2}
    out = ("2 result(s)\n\n[1] From: %s\n    Subject: cages\n    Hi Ros, can we swap the empty cages back on your next visit? no rush.\n\n"
           "[2] From: Calderbridge Council\n    Subject: Bin collection change\n    Commercial waste collection for the hall moves to the afternoon from next week." % c["partner"])
    a = ("Nothing urgent. The store wants their empty cages back on your next visit (they say no rush), and the council's moving the hall bin collection to afternoons - "
         "worth a note to whoever does the Saturday clear-up so the bins aren't out too early.")
    return [("user", u), ("tool", "mail_search", (args, out)), ("assistant", a)]


def en_weather(cv, c):
    u = "we're doing the outreach stall on the market saturday - is the weather going to be grim?"
    args = {"location": "Calderbridge", "days": 3}
    out = json.dumps({"forecast": [{"day": "Thu", "summary": "showers", "high_c": 7, "wind_mph": 18},
                                   {"day": "Fri", "summary": "cloudy", "high_c": 6, "wind_mph": 12},
                                   {"day": "Sat", "summary": "heavy rain am, brighter pm", "high_c": 5, "wind_mph": 25}]}, indent=1)
    a = ("Saturday looks rough in the morning - heavy rain and gusty. Brighter after lunch.\n\nIf the stall time is flexible, an afternoon start would be kinder. "
         "Either way: weights for the gazebo legs, a tarp for the crates, and keep the leaflets in a plastic box. And flasks. Definitely flasks.")
    return [("user", u), ("tool", "weather_forecast", (args, out)), ("assistant", a)]


def en_vent(cv, c):
    u = cv.pick(["honestly I'm knackered. 3 drivers off, the freezer's making a noise, and I haven't eaten since breakfast",
                 "I love this place but I'm running on empty",
                 "voice note sorry this is rambly I've just had a really long week and I don't know what to do first"])
    a = ("That sounds exhausting - and it's a lot for one volunteer to be carrying. First, eat something. Genuinely.\n\n"
         "Then let's make it smaller:\n1. **Today only:** what absolutely has to happen for Saturday to run? Probably drivers and the freezer.\n"
         "2. **Delegate one thing:** is there a regular who could ring round for drivers?\n3. **Park the rest:** anything else can wait until Monday.\n\n"
         "And it might be worth raising at the next committee that the coordinator role needs a deputy. You shouldn't be the single point of failure.")
    return [("user", u), ("assistant", a)]


def en_two_turn_notice(cv, c):
    u1 = "can you draft a notice for clients about the changed opening times over the bank holiday weekend"
    a1 = ("Draft:\n\n**Hollins Lane Community Pantry - bank holiday opening**\n\nWe're closed on the bank holiday Monday, so this week:\n\n"
          "- **Saturday:** open as usual, 10am-12pm\n- **Monday:** closed\n- **Wednesday:** open as usual\n\n"
          "If you need help while we're closed, please call the council's local welfare line or speak to your referral partner.\n\n"
          "We're sorry for any inconvenience, and thank you for your patience. See you soon!")
    u2 = cv.pick(["shorter pls, it's going on a door", "too long for a poster lol", "can you cut it right down"])
    a2 = "Shorter:\n\n**Bank holiday: CLOSED Monday.**\nOpen Saturday & Wednesday as normal.\nNeed help meanwhile? Call the council welfare line."
    return [("user", u1), ("assistant", a1), ("user", u2), ("assistant", a2)]


def en_meeting_notes(cv, c):
    u = ("tidy these committee notes pls, typed on my phone\n\n- freezer noisy?? get someone to look\n- new partner interest (bakery) - space issue\n"
         "- volunteer xmas do - {fn} organising\n- safeguarding training refresh due\n- treasurer: costs up, electricity esp\n- next mtg 4 wks").format(**c)
    a = ("**Committee meeting - notes**\n\n1. **Freezer** - making an unusual noise. Action: arrange for someone to inspect.\n"
         "2. **New partner interest** - a bakery has offered surplus; limited by storage space. To revisit once space is reviewed.\n"
         "3. **Volunteer social** - {fn} organising.\n4. **Safeguarding** - refresher training due; to schedule.\n"
         "5. **Finance** - treasurer reports rising costs, particularly electricity.\n6. **Next meeting** - in four weeks.\n\n"
         "Want me to add owners and deadlines to the actions?").format(**c)
    return [("user", u), ("assistant", a)]


def en_grant_report(cv, c):
    u = "the foundation wants an end-of-grant report and I've never done one. what goes in it?"
    a = ("A typical structure - check their template first, but this covers most:\n\n"
         "## 1. Summary\nTwo or three sentences: what the money was for and what happened.\n\n"
         "## 2. What you did\nActivities against the plan in the application - be honest about what changed and why.\n\n"
         "## 3. Who benefited\nNumbers (parcels, households, volunteers) plus one or two short, anonymised stories.\n\n"
         "## 4. Spending\nBudget vs actual, line by line, with a sentence on any differences.\n\n"
         "## 5. What you learned\nFunders genuinely like this section - what worked, what didn't.\n\n"
         "## 6. What's next\nHow the work continues without this grant.\n\n"
         "Start gathering receipts and numbers now; the writing is the easy part.")
    return [("user", u), ("assistant", a)]


def en_volunteer_conflict(cv, c):
    u = "two of the saturday regulars are bickering about how to pack the bags (tins at the bottom vs by household). it's getting silly. help"
    a = ("Classic. A few ways to defuse it:\n\n1. **Make it about the client, not the person.** 'What's easiest for someone carrying it home on the bus?' usually ends the debate (tins at the bottom, squashables on top).\n"
         "2. **Write it down once.** A one-page packing guide with a photo of a correctly packed bag means nobody 'wins' - it's just how we do it.\n"
         "3. **Separate them gently.** Different stations next week isn't a punishment, it's rota planning.\n"
         "4. **Thank them both.** Usually they're arguing because they care.\n\nIf it tips into rudeness, have a quiet word with each separately - not in front of the others.")
    return [("user", u), ("assistant", a)]


def en_recipe_cards(cv, c):
    u = "idea: recipe cards in the parcels using what's usually in them. can you do one? chickpeas, tinned tomatoes, rice, onion, curry powder"
    a = ("**Chickpea & tomato curry** (serves 4, one pan, about 30 min)\n\n**You need:** 1 onion, 1 tin chickpeas, 1 tin chopped tomatoes, 1-2 tsp curry powder, rice, a little oil\n\n"
         "**Method:**\n1. Put the rice on to cook.\n2. Chop the onion and fry in a little oil for 5 min until soft.\n3. Stir in the curry powder for 1 minute.\n"
         "4. Add the tomatoes and the drained chickpeas. Simmer 15 min, stirring now and then.\n5. Taste, add a pinch of salt if you have it. Serve with the rice.\n\n"
         "**Tips:** add any spare veg. Leftovers keep in the fridge for 2 days.\n\nKeep cards to one side of A6, big print, and translate the popular ones into the main languages your clients speak.")
    return [("user", u), ("assistant", a)]


def en_ups_explain(cv, c):
    u = "what is a UPS and does the pi actually need one or is {fn} just buying gadgets".format(**c)
    a = ("A UPS (uninterruptible power supply) is basically a battery that sits between the wall socket and the Pi. If the power blips, the Pi keeps running for a few minutes - "
         "long enough to ride out a flicker or shut down cleanly.\n\nDoes it need one? Given the SD card problems and the hall's dodgy electrics, honestly, it's one of the more useful things you could buy. "
         "Sudden power loss mid-write is one of the main ways databases and cards get corrupted.\n\nA small one for a Pi is cheap, and it's the kind of thing funders happily cover under 'equipment'. So: not just gadgets, this time.")
    return [("user", u), ("assistant", a)]


def en_parcel_list(cv, c):
    u = "can you write out our standard 3-day parcel for a single person vs a family of 4? for the new packers"
    a = ("## Standard 3-day parcel\n\n| Item | Single | Family of 4 |\n|---|---|---|\n| Cereal | 1 box | 2 boxes |\n| Milk (UHT) | 1 | 3 |\n"
         "| Tinned soup | 2 | 4 |\n| Tinned meat or fish | 2 | 4 |\n| Tinned veg | 2 | 4 |\n| Tinned tomatoes | 1 | 2 |\n| Pasta / rice | 1 bag | 2 bags |\n"
         "| Pasta sauce | 1 | 2 |\n| Tinned fruit / rice pudding | 1 | 3 |\n| Tea or coffee | 1 | 1 |\n| Biscuits | 1 pack | 2 packs |\n| Toiletries | as needed | as needed |\n\n"
         "Add fresh or chilled items when available, check dietary notes on the referral, and swap items for allergies.")
    return [("user", u), ("assistant", a)]


def en_no_referral(cv, c):
    u = "someone turned up today without a referral and I didn't know what to say. how do I handle that kindly?"
    a = ("It's one of the hardest bits. Something like:\n\n\"I'm really glad you came in. We work with referrals so we can make sure people get the right support alongside the food - "
         "but let's not leave you with nothing today. Can I give you an emergency bag now, and help you get a referral sorted for next time?\"\n\n"
         "Then:\n- have the list of referral partners (GP surgery, Citizens Advice, the school, the housing office) ready to hand over\n"
         "- if your rules allow an emergency parcel without a referral, make it quick and private\n- note it in the log so the committee can see how often it happens\n\n"
         "The main thing: nobody should leave feeling they've been judged.")
    return [("user", u), ("assistant", a)]


def en_printer_two_turn(cv, c):
    u1 = "the label printer is printing blank labels. every single one. what do I check"
    a1 = ("Blank labels on a thermal printer are usually one of three things:\n\n1. **Wrong label roll** - direct thermal printers need thermal labels. Scratch one with a fingernail: if it doesn't leave a dark mark, it's the wrong type.\n"
          "2. **Roll in upside down** - the printable side must face the print head.\n3. **Print head dirty or darkness set too low** - wipe it with an alcohol wipe (printer off!) and try again.\n\nStart with the fingernail test - it takes five seconds.")
    u2 = cv.pick(["fingernail test: no mark. ugh. wrong labels", "it was upside down 🤦"])
    a2 = ("Well, that's the mystery solved - and it's the cheapest possible fix. Put a note on the box of labels so the next person loads the right ones the right way up, "
          "and if the wrong ones were donated, they'll still work in an ordinary printer for the shelf signs.")
    return [("user", u1), ("assistant", a1), ("user", u2), ("assistant", a2)]


EN_CHATTER = [en_thanks_partner, en_induction, en_allergens, en_appeal_post, en_rota_gaps, en_route_order,
              en_sd_cards, en_docker_explain, en_cold_chain, en_lifting, en_data_protection, en_laptop_refurb,
              en_stock_low, en_calendar_today, en_mail_nothing, en_weather, en_vent, en_two_turn_notice,
              en_meeting_notes, en_grant_report, en_volunteer_conflict, en_recipe_cards, en_ups_explain,
              en_parcel_list, en_no_referral, en_printer_two_turn]


# ======================================================================================
# chatter (no facts) - Chinese
# ======================================================================================

def zh_thanks_partner(cv, c):
    u = cv.pick(["帮我给{partner}写封感谢信，春节前他们捐了好多，真诚一点别太官方", "{partner}这个月帮了大忙，写个感谢的消息发给店长"]).format(**c)
    a = ("草稿：\n\n---\n{partner}的各位伙伴：\n\n你们好！\n\n想正式跟大家说声谢谢。过去几周门店捐给我们的临期食品，已经变成了社区里很多家庭的食物包，"
         "尤其是新鲜的水果蔬菜——这恰恰是我们平时最缺的。\n\n上周六有位妈妈跟我们说，这是她家孩子一个月来第一次吃上新鲜水果。\n\n"
         "也请替我们谢谢门店负责理货的同事，我们知道这是在忙碌的班次里多出来的工作。\n\n祝一切顺利！\n\n社区食物银行 志愿者协调人 小叶\n---\n\n"
         "小建议：\n- 附一张分拣好的货架照片（不要拍到服务对象），效果会好很多；\n- 如果门店有内部刊物，可以主动给他们一两句可以引用的话。").format(**c)
    return [("user", u), ("assistant", a)]


def zh_induction(cv, c):
    u = cv.pick(["周六在{site}有六个新志愿者，培训最多两小时，帮我排个流程", "新一批志愿者的培训安排帮我列一下，有学生也有退休阿姨"]).format(**c)
    a = ("## 新志愿者培训（2小时）\n\n### 0:00 欢迎（15分钟）\n- 倒茶、发名牌，每人说一句为什么来\n- 一分钟介绍我们做什么：帮谁、转介怎么运作\n\n"
         "### 0:15 参观（20分钟）\n- 消防通道、急救箱、事故登记本\n- 冷藏冷冻区在哪，为什么门要随手关\n- 洗手间、放包的地方、烧水壶（很重要）\n\n"
         "### 0:35 食品安全基础（25分钟）\n- 洗手、戴手套、头发扎起来\n- 看日期：最佳食用期和保质期的区别\n- 破损的东西一律放红筐\n\n"
         "### 1:00 实操分拣（40分钟）\n- 每个新人配一个老志愿者\n- 每人一项简单任务：罐头、干货、日用品\n\n"
         "### 1:40 收尾（20分钟）\n- 尊重和保密：服务对象的事不在朋友圈、不在任何地方讲\n- 排班怎么看、来不了跟谁说\n- 答疑，好好说声谢谢\n\n"
         "紧急联系人、同意书这些表格放到最后填，大家放松了填得更认真。")
    return [("user", u), ("assistant", a)]


def zh_allergen(cv, c):
    u = "帮我写个过敏原提示，贴在打包台上的，字要大、要简单"
    a = ("**打包前请看配料表里的过敏原**\n\n常见过敏原：\n1. 含麸质的谷物（小麦、大麦、燕麦等）\n2. 甲壳类（虾、蟹）\n3. 鸡蛋\n4. 鱼\n5. 花生\n6. 大豆\n7. 乳及乳制品\n8. 坚果\n9. 芝麻\n\n"
         "**服务对象说过有过敏的：** 包里每一样都要核对，标签缺失或看不清的，一律不放。\n\n**拿不准就问当班负责人。**\n\n横版打印，字号至少28，打包台两头各贴一张。")
    return [("user", u), ("assistant", a)]


def zh_appeal_post(cv, c):
    u = cv.pick(["帮我写个朋友圈的募捐文案，积极一点，别卖惨", "公众号推文开头帮我写一段，主要缺罐头和日用品"])
    a = ("草稿：\n\n“❄️冬季爱心募集开始啦❄️\n\n每周，社区食物银行都在帮身边有困难的家庭度过难关。冬天是我们最需要大家的时候，帮忙其实很简单：\n\n"
         "🥫 罐头：肉、鱼、蔬菜、八宝粥\n🧻 日用品：牙膏、洗发水、卫生巾\n☕ 小确幸：茶叶、饼干（谁都值得一块饼干）\n\n"
         "可以放在合作超市门口的爱心车里，也可以周六上午送到社区活动室。\n\n谢谢你做一个愿意伸手的邻居💚”\n\n"
         "小建议：\n- 配一张真实的、需要补货的货架照片，比网图有说服力；\n- 募集进行到一半发个进度更新（“已经完成一半啦！”）。")
    return [("user", u), ("assistant", a)]


def zh_rota_gap(cv, c):
    u = cv.pick(["周六缺三个人，我都不好意思再求了，怎么在群里问才不像道德绑架", "{route}缺个司机，还缺两个分拣的，帮我写条群消息，别显得太着急"]).format(**c)
    a = ("可以这样发：\n\n“大家早上好👋 这周六还有几个空位：\n\n- 分拣2人（9点到12点，室内，管茶水）\n- {route}司机1人\n\n"
         "能来的在群里回一下或者私信我；来不了也完全没关系，大家平时已经付出很多了。谢谢！——小叶”\n\n"
         "这样写的好处：具体（大家更愿意答应一个明确的班次），给了别人说“不”的台阶，不管来不来都表达了感谢。\n\n"
         "如果同一个班次老是缺人，可以私下问问几个老志愿者，是不是这个时间段已经不适合大家了。").format(**c)
    return [("user", u), ("assistant", a)]


def zh_route_order(cv, c):
    u = "{fn}问{route}的送货顺序怎么排，冷藏的东西别在车上放几个小时".format(**c)
    a = ("几个办法，从简单到理想：\n\n1. **冷藏的最后装、最先送**：冷藏袋放保温箱，靠车门放，先送有冷藏品的人家。\n"
         "2. **拆成两趟**：冷藏户比较分散的话，先跑一小圈只送冷藏的，再送常温的。\n3. **限定时间**：跟食品安全负责人商量一个冷藏品离开冰箱的最长时间，路线按这个来排。\n"
         "4. **用温度计**：最后一户冷藏的送到时测一下温度写在单子上，就知道这套办法行不行。\n\n不管用哪种，把送货顺序写在路线单上，新司机就不用自己摸索了。")
    return [("user", u), ("assistant", a)]


def zh_sd_card(cv, c):
    u = "树莓派的SD卡为什么老坏？备份到底该怎么弄，说人话"
    a = ("**为什么会坏：** SD卡本来是给相机设计的，读得多写得少。库存系统一整天都在写小数据（库存变动、温度读数、日志），每写一次卡就磨损一点，便宜的卡加上突然断电，坏得更快。\n\n"
         "**怎么缓解：**\n- 改成从USB固态硬盘启动；\n- 给树莓派配个小UPS，断电的时候不会写到一半；\n- 日志少记一点，别一直写。\n\n"
         "**备份，简单说：**\n- **三份**：正在用的一份、柜子里U盘一份、另一个地方一份（理事的电脑或者网盘）；\n- **自动**，每天晚上，靠人手动是坚持不下来的；\n"
         "- **要测**：每季度在备用树莓派上真的恢复一次。从没恢复过的备份只是心理安慰。")
    return [("user", u), ("assistant", a)]


def zh_docker(cv, c):
    u = "docker和systemctl到底什么区别？为什么有两个？用我能听懂的话讲"
    a = ("把树莓派想成社区活动室：\n\n- **systemctl**是管理员，决定开门的时候哪些东西要打开，东西坏了负责重启。每台树莓派都有。\n"
         "- **Docker**是一排带锁的柜子，每个程序住在自己的柜子里，只放它需要的东西，一个程序乱了不会影响别的，柜子坏了还能原样重建。\n\n"
         "你们那套大概两个都有：管理员（systemctl）负责开机时启动Docker，Docker再把库存系统放在柜子里跑。\n\n"
         "实际用的时候：库存系统出问题，一般重启它那个容器就够了；重启Docker或者整台树莓派，是更大的锤子。")
    return [("user", u), ("assistant", a)]


def zh_cold(cv, c):
    u = cv.pick(["冷藏冷冻的基本要求给新志愿者讲讲，简短版", "有人问冷藏食品到底什么规定，我说得乱七八糟的"])
    a = ("给志愿者的简短版：\n\n**冷藏**（牛奶、酸奶、熟食、盒饭）\n- 0到8°C保存，越接近4°C越好；\n- 到货时用温度计测一下并登记；\n- 过了**保质期**的一律不发。\n\n"
         "**冷冻**\n- -18°C以下；\n- 解冻了就不要再冻回去，按包装上的时间吃完。\n\n"
         "**常温**（罐头、挂面、麦片）\n- 包装完好、没有胀罐漏气的才能发。\n\n**运输**\n- 冷藏的用保温箱加冰袋，最后装、最先送。\n\n"
         "拿不准的情况，问一次市场监管所，把答复记下来，以后照着做。")
    return [("user", u), ("assistant", a)]


def zh_lifting(cv, c):
    u = "{site}有个阿姨搬矿泉水把腰闪了，搬东西的注意事项怎么跟大家讲".format(**c)
    a = ("先问候一下阿姨，希望没大碍。今天就把这件事记到事故登记本上，哪怕看起来不严重。\n\n给大家的提醒：\n1. **先想一想**：真的要搬吗？能用推车就用推车。\n"
         "2. **拆开搬**：两个半箱比一个满箱安全。\n3. **两脚分开、弯膝盖**，东西贴近腰部。\n4. **别扭腰**：转身的时候挪脚。\n5. **两个人抬**：形状别扭的、要举过肩的。\n\n"
         "再明确说一句：谁都不用勉强搬自己觉得吃力的东西，“我叫个人帮忙”是对的，不丢人。")
    return [("user", u), ("assistant", a)]


def zh_privacy(cv, c):
    u = "转介表现在乱七八糟的，纸质的塞在文件盒里，还有些在办公室电脑上，个人信息保护方面该怎么做？"
    a = ("不需要搞得很复杂，几条基本的就很管用：\n\n**少收集**\n- 只收发食物包需要的：姓名、家庭人数、饮食禁忌、联系方式。\n\n"
         "**存放安全**\n- 纸质表放带锁的柜子，别放敞口的文件盒；\n- 电脑要有单独的登录账号，别用大家共用的“志愿者”账号。\n\n"
         "**控制谁能看**\n- 司机只看当天自己线路上的地址，不看整张名单。\n\n"
         "**定期销毁**\n- 跟理事会定一个保存期限，写下来，到期真的粉碎或删除。\n\n"
         "**告知本人**\n- 转介表上加一小段说明：收集什么、为什么、谁能看、保存多久。")
    return [("user", u), ("assistant", a)]


def zh_laptop(cv, c):
    u = "捐来的电脑发给家庭之前，帮我列个检查清单，每台都按一样的流程"
    a = ("## 捐赠电脑检查清单\n\n**接收**\n- [ ] 捐赠人签了表（包括“文件已拷走”）\n- [ ] 底部贴资产编号\n- [ ] 充电器齐全能用\n\n"
         "**清空重装**\n- [ ] 硬盘彻底清空\n- [ ] 用统一的镜像重装系统\n- [ ] 更新全部打完\n\n"
         "**设置**\n- [ ] 建一个家庭账户，不给管理员权限\n- [ ] 浏览器、办公软件、视频通话软件\n- [ ] 给有小孩的家庭打开家长控制\n\n"
         "**检查**\n- [ ] 电池健康度写在标签上\n- [ ] 摄像头、麦克风、WiFi、键盘都测过\n\n**交付**\n- [ ] 家庭签收\n- [ ] 袋子里放一页“入门说明”\n\n过塑，和电脑放在一起。")
    return [("user", u), ("assistant", a)]


def zh_stock_low(cv, c):
    u = cv.pick(["现在缺什么？查下库存数据库", "库存看一下，周六之前有什么快没了"])
    args = {"sql": "SELECT item, SUM(qty) AS qty FROM stock WHERE status = 'in' GROUP BY item HAVING qty < 40 ORDER BY qty"}
    out = "item | qty\n卫生巾 | 6\n鱼罐头 | 11\n牙膏 | 14\n纯牛奶 | 19\n午餐肉 | 23\n麦片 | 31\n(6 rows)"
    a = ("快没了的：\n- **卫生巾和牙膏**：消耗快，捐得又少；\n- **鱼罐头和午餐肉**：蛋白质永远是缺口；\n- **牛奶和麦片**：早餐必需品。\n\n"
         "办法：在群里和朋友圈发个“本周急需”，问合作超市能不能补一点，或者用应急预算买日用品。要我写个“本周急需”的文案吗？")
    return [("user", u), ("tool", "stock_query", (args, out)), ("assistant", a)]


def zh_calendar_today(cv, c):
    u = cv.pick(["我今天有什么安排", "下午有空吗？看下日历"])
    args = {"calendar": "pantry-shared", "range": "today"}
    out = json.dumps({"events": [{"title": "%s收货" % c["partner"], "when": "09:30-10:15"},
                                 {"title": "和%s通电话" % c["fn"], "when": "13:00-13:20"},
                                 {"title": "打包", "when": "15:00-17:00"}]}, ensure_ascii=False, indent=1)
    a = "九点半收货，一点有个电话，三点到五点打包。中午那段是空的，可以把拖了好久的邮件回一回。"
    return [("user", u), ("tool", "calendar_events", (args, out)), ("assistant", a)]


def zh_mail_nothing(cv, c):
    u = cv.pick(["邮箱里有急事吗？", "看看超市那边有没有发邮件"])
    args = {"query": "紧急", "days": 2}
    out = ("共2封\n\n[1] 发件人：%s\n    主题：周转筐\n    小叶你好，下次来的时候把空的周转筐带回来哈，不急。\n\n"
           "[2] 发件人：物业管理处\n    主题：垃圾清运时间调整\n    下周起活动室的垃圾清运改到下午。" % c["partner"])
    a = "没有急事。超市让下次把空筐带回去（说了不急），物业说下周起垃圾改下午清运，跟周六负责收尾的人说一声，别太早把垃圾拿出去。"
    return [("user", u), ("tool", "mail_search", (args, out)), ("assistant", a)]


def zh_weather(cv, c):
    u = "周六在公园门口摆宣传摊，天气会不会很差？"
    args = {"location": "深圳", "days": 3}
    out = json.dumps({"forecast": [{"day": "周四", "summary": "阵雨", "high_c": 22}, {"day": "周五", "summary": "多云", "high_c": 24},
                                   {"day": "周六", "summary": "上午雷阵雨，下午转晴", "high_c": 25}]}, ensure_ascii=False, indent=1)
    a = "周六上午有雷阵雨，下午转晴。时间能调的话改到下午开始比较好。不管怎样：帐篷脚要压重物，箱子盖防水布，宣传单放塑料盒里。再带点热水。"
    return [("user", u), ("tool", "weather_forecast", (args, out)), ("assistant", a)]


def zh_vent(cv, c):
    u = cv.pick(["真的好累，三个司机请假，冷柜还在响，我早饭到现在什么都没吃", "我是真喜欢这里，但感觉被掏空了",
                 "语音转文字不好意思有点乱就是这周太累了我都不知道先干什么"])
    a = ("听起来真的很累，这么多事压在一个志愿者身上确实太重了。先去吃点东西，真的。\n\n然后我们把事情变小：\n1. **只看今天**：周六要正常运转，必须搞定的是什么？大概是司机和冷柜。\n"
         "2. **交出去一件**：有没有老志愿者可以帮你打电话找司机？\n3. **其他的先放**：别的都可以等到周一。\n\n下次理事会也可以提一下，协调人需要一个副手，不能什么都只靠你一个人。")
    return [("user", u), ("assistant", a)]


def zh_two_turn(cv, c):
    u1 = "帮我写个春节期间发放时间调整的通知，给服务对象看的"
    a1 = ("草稿：\n\n**社区食物银行 春节期间发放安排**\n\n春节期间发放时间调整如下：\n\n- **节前最后一次发放**：照常，上午10点到12点\n- **春节假期**：暂停发放\n- **节后**：恢复正常时间\n\n"
          "假期里如果有紧急困难，请联系社区工作站或您的转介社工。\n\n给大家带来不便，请多包涵，祝大家新春快乐！")
    u2 = cv.pick(["太长了，要贴门上的", "再短点，海报用", "精简一下"])
    a2 = "精简版：\n\n**春节假期暂停发放**\n节前、节后照常。\n急事请找社区工作站。"
    return [("user", u1), ("assistant", a1), ("user", u2), ("assistant", a2)]


def zh_notes(cv, c):
    u = ("帮我整理下理事会的记录，手机上随手打的\n\n- 冷柜有异响？？找人看\n- 面包坊想合作 - 地方不够\n- 志愿者年末聚餐 - {fn}负责\n- 未成年人保护培训要更新\n- 财务：开销涨了，电费尤其\n- 下次四周后").format(**c)
    a = ("**理事会会议纪要**\n\n1. **冷柜**：有异响，需安排人检查。\n2. **新合作意向**：一家面包坊愿意捐赠，受存放空间限制，待空间评估后再议。\n"
         "3. **志愿者聚餐**：由{fn}负责组织。\n4. **未成年人保护**：培训需更新，待排期。\n5. **财务**：开支上涨，电费尤为明显。\n6. **下次会议**：四周后。\n\n要不要每项加上负责人和完成时间？").format(**c)
    return [("user", u), ("assistant", a)]


def zh_report(cv, c):
    u = "区慈善会要结项报告，我从来没写过，要写哪些？"
    a = ("一般的结构（先看他们有没有模板）：\n\n## 一、概述\n两三句话：钱用来做什么、做成了什么。\n\n## 二、开展情况\n对照申请书里的计划写，有变化就如实说明原因。\n\n"
         "## 三、受益情况\n数字（食物包、家庭、志愿者人次）加一两个匿名的小故事。\n\n## 四、经费使用\n预算和实际逐项对比，有差异写一句说明。\n\n"
         "## 五、经验与反思\n资助方其实很看重这一部分：什么有效、什么没用。\n\n## 六、后续计划\n没有这笔资助以后怎么继续。\n\n现在就开始收集票据和数字，写其实是最容易的部分。")
    return [("user", u), ("assistant", a)]


def zh_conflict(cv, c):
    u = "周六两个老志愿者为怎么装袋吵起来了（罐头放底下还是按家庭分），越吵越没意思，怎么办"
    a = ("很常见。几个化解的办法：\n\n1. **从服务对象的角度说**：“拎着坐公交回家的人怎么最方便？”一般就吵不起来了（罐头放底下，容易压坏的放上面）。\n"
         "2. **写下来一次**：一页装袋指南配一张装好的照片，没有谁“赢”，就是统一做法。\n3. **温和地分开**：下周安排不同的岗位，这不是惩罚，是排班。\n"
         "4. **两个人都谢**：他们吵通常是因为太上心了。\n\n如果变成互相不客气了，分别私下聊，别当着其他人的面。")
    return [("user", u), ("assistant", a)]


def zh_recipe(cv, c):
    u = "想在食物包里放菜谱卡，用包里常有的东西：挂面、鸡蛋、番茄罐头、青菜。帮我写一张"
    a = ("**番茄鸡蛋面**（2人份，一口锅，约20分钟）\n\n**材料：** 挂面2把、鸡蛋2个、番茄罐头1罐、青菜一小把、盐少许、油少许\n\n"
         "**做法：**\n1. 鸡蛋打散，少许油炒熟盛出。\n2. 倒入番茄罐头，加一碗水煮开，小火煮5分钟。\n3. 下挂面，煮到快熟放青菜。\n4. 倒回鸡蛋，加盐调味，出锅。\n\n"
         "**小贴士：** 有葱花可以撒一点，剩下的番茄汤底可以冷藏放一天。\n\n卡片做成A6单面，字大一点。")
    return [("user", u), ("assistant", a)]


def zh_ups(cv, c):
    u = "UPS是什么？树莓派真的需要吗，还是{fn}又想买小玩意".format(**c)
    a = ("UPS就是不间断电源，简单说是接在插座和树莓派之间的一块电池。停电或者电压不稳的时候，树莓派还能撑几分钟，够它扛过闪断或者正常关机。\n\n"
         "需不需要？考虑到SD卡老坏、活动室电路又不太稳，说实话这是最值得买的东西之一。写数据写到一半突然断电，是数据库和卡坏掉的主要原因。\n\n"
         "给树莓派用的小UPS不贵，资助项目里也很好放进“设备”这一项。所以这次不算乱买。")
    return [("user", u), ("assistant", a)]


def zh_parcel(cv, c):
    u = "帮我写一下标准三天食物包的清单，单身和四口之家分开，给新来打包的人看"
    a = ("## 标准三天食物包\n\n| 物品 | 单人 | 四口之家 |\n|---|---|---|\n| 大米 | 1袋小包 | 1袋大包 |\n| 挂面 | 1把 | 3把 |\n| 纯牛奶 | 1盒 | 3盒 |\n"
         "| 罐头（肉/鱼） | 2 | 4 |\n| 蔬菜罐头或干菜 | 2 | 4 |\n| 食用油 | 小瓶 | 1瓶 |\n| 麦片 | 1 | 2 |\n| 饼干 | 1包 | 2包 |\n| 日用品 | 按需 | 按需 |\n\n"
         "有新鲜或冷藏的就加进去，打包前看转介单上的饮食禁忌，过敏的要换。")
    return [("user", u), ("assistant", a)]


def zh_no_referral(cv, c):
    u = "今天有个人没有转介单直接来了，我不知道怎么说，怎么处理比较体面？"
    a = ("这是最难的时刻之一。可以这么说：\n\n“您能来我们很高兴。我们一般是通过转介来的，这样能同时帮您对接别的支持——不过今天不能让您空手回去。我先给您一个应急袋，再帮您把下次的转介办好，好吗？”\n\n"
         "然后：\n- 把转介机构的名单（社康、社工站、学校、街道）准备好直接给他；\n- 如果规定允许无转介发应急包，就快一点、私密一点；\n- 在登记本上记一笔，让理事会知道这种情况有多频繁。\n\n最重要的是：不要让任何人带着被评判的感觉离开。")
    return [("user", u), ("assistant", a)]


def zh_printer(cv, c):
    u1 = "标签打印机打出来全是白的，一张字都没有，查什么"
    a1 = ("热敏标签机打白纸，一般是三个原因之一：\n\n1. **标签纸不对**：热敏打印机要用热敏纸。用指甲划一下，不留黑印的就是不对。\n2. **纸装反了**：可打印的那面要朝着打印头。\n"
          "3. **打印头脏了或者浓度太低**：关机后用酒精棉擦一下再试。\n\n先做指甲测试，五秒钟的事。")
    u2 = cv.pick(["划了没印子，纸不对😩", "是装反了🤦"])
    a2 = "破案了，而且是最便宜的修法。在标签盒上贴个提示，下一个人就不会装错。如果是捐来的不对的纸，普通打印机做货架标识还能用。"
    return [("user", u1), ("assistant", a1), ("user", u2), ("assistant", a2)]


ZH_CHATTER = [zh_thanks_partner, zh_induction, zh_allergen, zh_appeal_post, zh_rota_gap, zh_route_order, zh_sd_card,
              zh_docker, zh_cold, zh_lifting, zh_privacy, zh_laptop, zh_stock_low, zh_calendar_today, zh_mail_nothing,
              zh_weather, zh_vent, zh_two_turn, zh_notes, zh_report, zh_conflict, zh_recipe, zh_ups, zh_parcel,
              zh_no_referral, zh_printer]


# ======================================================================================
# run protocol (same harness as the other held-out sets)
# ======================================================================================

def make_rows(conv):
    facts, seq = conv.build()
    rows = []
    t = datetime(2027, 1, 18, 7, 40, 0)
    n = 0
    call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 18))
        if conv.rng.random() < 0.015:
            t += timedelta(hours=conv.rng.randint(9, 14))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_cl%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cl%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cl%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cl%d" % n, "createdAt": ts,
                         "item": {"type": "message", "role": item[0], "content": item[1]}, "meta": {"uiRole": item[0]}})
    return facts, rows


def row_text(row):
    it = row["item"]
    return it.get("content") or (it.get("arguments", "") + "\n" + it.get("output", ""))


def check(conv, facts, rows):
    texts = [row_text(r) for r in rows]
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    if not 120 <= nmsg <= 300:
        return False
    needles = [nd for f in facts for nd in f["needles"]]
    if len(set(needles)) != len(needles):
        return False
    for a in needles:
        for b in needles:
            if a != b and a in b:
                return False
    for nd in needles:
        # each needle appears exactly where it was planted: once, plus any deliberate re-mention
        if sum(1 for t in texts if nd in t) != conv.expected.get(nd, 1):
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
            conv = Conv(seed, zh, per_kind, attempt)
            facts, rows = make_rows(conv)
            if check(conv, facts, rows):
                break
        else:
            sys.stderr.write("seed %d: could not build unique needles\n" % seed)
            sys.exit(1)
        root = os.path.join(workdir, "root-%d" % seed)
        shutil.rmtree(root, ignore_errors=True)
        roots.append(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2027-02-06T12:00:00Z")
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

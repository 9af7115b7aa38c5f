#!/usr/bin/env python3
"""Held-out retention set "ck": the ward manager (charge nurse) of a general-surgery ward
who also looks after the ward's IT kiosk (a Windows PC running a small local web app for the
bed board, e-obs shortcuts and rota exports) and the rota spreadsheets.

She talks to her assistant between drug rounds and after night shifts: NHS shorthand
(Datix, TTOs, CD checks, NEWS, bank/agency, EBME, PPM), typo-ridden one-liners, dictated
run-ons at 7am, pasted handover sheets, Teams threads, e-roster and asset tables, kiosk logs
and forwarded emails from matron, IT, finance, EBME and pharmacy.  The assistant also looks
things up in the e-roster, her nhs.net inbox, the kiosk, the asset register and Datix through
tools.  The last seed's conversation is in Simplified Chinese: a 护士长 of a 普外科 ward in a
Chengdu hospital, with 交班记录, 排班表, 设备台账, 不良事件 and a self-service kiosk (自助机).

usage: gen_ck.py OKBOT WORKDIR [SEED...]
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

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_WD = "一二三四五六日"


def nth(d):
    if 10 < d % 100 < 14:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def cap(s):
    return s[:1].upper() + s[1:]


# ======================================================================================
# who is talking (one persona per conversation)
# ======================================================================================

EN_PERSONAS = [
    {"me": "Ros", "ward": "Ward 7B", "spec": "general surgery", "hosp": "Castlegate General",
     "matron": "Bev", "it": "Kev", "host": "KIOSK-7B-01"},
    {"me": "Jo", "ward": "Kingfisher Ward", "spec": "colorectal surgery", "hosp": "Northcliffe Royal",
     "matron": "Denise", "it": "Gaz", "host": "KSK-KING-02"},
    {"me": "Maz", "ward": "Ward 22", "spec": "upper GI and general surgery", "hosp": "Hallam Infirmary",
     "matron": "Sunita", "it": "Col", "host": "W22-KIOSK"},
    {"me": "Bernie", "ward": "Heron Ward", "spec": "emergency general surgery", "hosp": "Riverside University Hospital",
     "matron": "Lou", "it": "Jas", "host": "HERON-KIOSK"},
    {"me": "Cath", "ward": "Ward 31", "spec": "vascular and general surgery", "hosp": "St Wilfrid's",
     "matron": "Rach", "it": "Nic", "host": "KIOSK-W31"},
]

ZH_PERSONAS = [
    {"me": "蒋护士长", "ward": "普外科二病区", "floor": "住院部七楼", "hosp": "院里",
     "matron": "护理部的汪老师", "it": "信息科的小邹", "host": "ZZJ-PW2-01"},
    {"me": "罗护士长", "ward": "胃肠普外科病区", "floor": "外科大楼九楼", "hosp": "院里",
     "matron": "护理部的黎老师", "it": "信息科的小袁", "host": "ZZJ-WC-03"},
]

# filler people -- never used as needles
EN_FILLER_STAFF = ["Bev", "Denise", "Sunita", "Lou", "Rach", "Tash", "Shaz", "Kev", "Gaz", "Col",
                   "Jas", "Nic", "Mandy", "Trev", "Pauline", "Del"]
EN_FN = ["matron", "the bed manager", "the site team", "pharmacy", "the night coordinator", "IT",
         "Tash", "Shaz", "Mandy", "Trev", "Pauline", "Del", "the educator", "EBME"]
EN_FILLER_SURNAMES = ["Booth", "Greenwood", "Platt", "Hurst", "Dobson", "Royle", "Kenyon", "Bibby",
                      "Crossley", "Heap", "Stott", "Ashurst"]

ZH_FN = ["护理部", "信息科的小邹", "设备科的老周", "药剂科", "床位办", "总值班", "科主任", "小邱",
         "夜班的小唐", "教学老师", "后勤的师傅", "院感科"]
ZH_FILLER_STAFF = ["小唐", "小邱", "小牟", "小帅", "阿英", "小范", "老周", "小覃", "小伍", "小钱"]

# needle names (kept disjoint from the filler pools above)
EN_FIRST = ["Thandeka", "Oluwaseun", "Bronagh", "Lachlan", "Marisol", "Eilidh", "Kofi", "Anjali",
            "Tadhg", "Roisin", "Dumisani", "Mairead", "Ezinne", "Hamish", "Yusra", "Benedek",
            "Caoimhe", "Kenji", "Femi", "Wiktoria", "Ashok", "Grainne", "Bartosz", "Nnamdi",
            "Zainab", "Fergus", "Lowri", "Malachy", "Temitope", "Rhiannon", "Arjun", "Perpetua",
            "Blessing", "Aurelia", "Hamza", "Ottilie", "Chiamaka", "Soren", "Ffion", "Ikenna",
            "Tobias", "Sadia", "Cosmin", "Eabha", "Ludmila", "Jaswinder"]
EN_LAST = ["Okafor", "Hale", "Ashworth", "Oduya", "Castellano", "Brannigan", "Whitcombe", "Adebayo",
           "Lomax", "Szabo", "Nakamura", "Quigley", "Venkatesh", "Harrow", "Ellery", "Mwangi",
           "Trevelyan", "Dunleavy", "Ostrowski", "Fairclough", "Abernethy", "Iqbal", "Penhaligon",
           "Rafferty", "Saunderson", "Okoro", "Kirkbride", "Marchetti", "Holmwood", "Bamigboye",
           "Rushworth", "Tindall", "Varga", "Enwright", "Lindgren", "Obasi", "Mackintosh",
           "Devereux", "Sowerby", "Gathercole", "Prendergast", "Nwachukwu"]

EN_NAME_FORMS = [("full", 34), ("dr", 20), ("mr", 9), ("sister", 15), ("first", 22)]
EN_ROLES = {
    "dr": ["the new F1", "the surgical reg on call", "the SHO covering nights", "the anaesthetic reg",
           "the locum F2", "the micro consultant", "the new clinical fellow"],
    "mr": ["the new colorectal consultant", "the consultant on take this week", "the locum consultant",
           "the upper GI consultant", "the consultant who runs the Tuesday list"],
    "sister": ["the new band 6", "the night sister", "the sister covering from Ward 9",
               "the tissue viability nurse", "the discharge coordinator", "the acute pain nurse"],
    "first": ["the new HCA", "the student nurse on placement", "the IT lad who set up the kiosk",
              "the bank HCA", "the new ward clerk", "the housekeeper", "the nursing associate",
              "the apprentice from the academy"],
    "full": ["the agency nurse for tonight", "the new practice educator", "the ward pharmacist",
             "the EBME tech", "the bed manager on days", "the physio for bay A", "the IPC nurse",
             "the new matron for surgery", "the e-roster lead", "the finance business partner",
             "the safeguarding lead", "the outreach nurse"],
}

ZH_SUR = list("蒲廖雷敬冉付鲜曾向苟母税但代兰骆晏侯幸喻屈谯巫甘游钟宁尹邬卿")
ZH_GIVEN = ["晓蓉", "雨桐", "春燕", "志刚", "佳", "琳", "俊", "思彤", "海军", "玉梅", "婧", "一帆",
            "德明", "秋菊", "涛", "亚男", "梓萱", "文静", "建华", "小兰", "红英", "家林", "双", "锐",
            "晓川", "明月", "蜀芳", "成林", "锦", "若溪"]
ZH_ROLES = ["新来的规培医生", "今晚值班的总住院", "新调过来的责任护士", "设备科的工程师",
            "信息科管自助机的", "药剂科的临床药师", "护理部新来的干事", "实习护士", "外聘的护工",
            "院感科的老师", "麻醉科的住院医", "床位办的", "新来的护理员", "伤口造口专科护士"]

# ======================================================================================
# pooled facts: decisions (choice, reason), constraints (mod, act, cond, frontable),
# open questions (subject clause)
# ======================================================================================

EN_DECISIONS = [
    ("move the morning drug round to 07:45", "the night staff are still doing obs and handover until twenty to"),
    ("put the kiosk on a nightly reboot at half three", "the memory leak has it frozen by the time the early shift comes on"),
    ("stop booking agency for weekend nights", "the bank fill rate has held up since the incentive came in"),
    ("keep bay C as the step-down bay", "it's nearest the nurses' station and the central obs screen"),
    ("do the CD checks at the 14:00 handover instead of 21:00", "the lates are too stretched once the evening meds start"),
    ("run the e-learning catch-up as two protected Wednesday afternoons", "nobody ever finishes it on nights whatever we say"),
    ("trial the falls sensors in the side rooms only", "that's where the last three unwitnessed falls happened"),
    ("move the rota spreadsheet onto the shared OneDrive copy", "the old one on the S drive keeps getting locked by whoever opened it last"),
    ("let the HCAs enter the 22:00 blood sugars on the kiosk", "the RNs were doing them late while stuck on the drug round"),
    ("send the broken syringe driver straight back to EBME", "waiting for the supplier's rep would leave it out of use for weeks"),
    ("give the vacant band 5 hours to the two bank nurses who asked", "they already know the surgical patients and the ward routine"),
    ("bring the discharge lounge cut-off forward to 11:00", "the site team keep needing our beds before midday"),
    ("pin the kiosk app at the current release", "the last update broke the barcode scanner on the drug trolley"),
    ("run the ward meeting on Teams as well as in the seminar room", "the night staff have never been able to come in person"),
    ("cap each RN at six patients on lates", "the acuity tool keeps flagging us red after 4pm"),
    ("put the audit dates on the whiteboard as well as in emails", "half the team never open their nhs.net inbox"),
    ("buy the second bladder scanner from the ward charity fund", "capital money won't come through until next April"),
    ("bin the paper fluid charts altogether", "the last audit found most of them half filled in"),
    ("rotate the nights so nobody does more than four in a row", "sickness went through the roof after the five-night blocks"),
]

EN_CONSTRAINTS = [
    ("never", "give out the kiosk admin password", "to anyone who isn't on the IT superuser list", False),
    ("don't", "release a bed on the board", "unless the TTOs are physically on the ward", True),
    ("must", "record the drug fridge temperatures", "before the morning drug round starts", True),
    ("only", "sign off an agency timesheet", "after the hours have been checked against the e-roster", False),
    ("never", "leave the kiosk logged in as admin", "when you walk away from the nurses' station", False),
    ("don't", "approve a rota swap", "unless both people still get their 11-hour break", True),
    ("must", "have two registrants check IV potassium", "before it goes up, every single time", True),
    ("only", "restart the kiosk service", "once the morning handover sheets have printed", False),
    ("never", "borrow a pump from another ward", "without writing its asset tag in the equipment book", False),
    ("don't", "book an agency nurse", "unless the shift has been out to bank for at least 48 hours", True),
    ("must", "submit a Datix", "within 24 hours of any fall, witnessed or not", True),
    ("only", "install updates on the kiosk", "on a Tuesday after the early shift has handed over", False),
    ("never", "photograph the bed board", "on a personal phone, not even for the huddle", False),
    ("don't", "move a patient out of a side room", "unless IPC have cleared them in writing", True),
    ("must", "countersign the CD register", "before the incoming nurse takes the keys", True),
    ("only", "export the rota spreadsheet", "to the encrypted trust laptop, never to a memory stick", False),
    ("do not", "let students do the second check on insulin", "until they've passed the medicines assessment", True),
]

EN_MODS = {"never": ("never", "we never", "Never"), "don't": ("don't", "we don't", "Don't"),
           "do not": ("do not", "we do not", "Do not"), "must": ("must", "we must", "Staff must"),
           "only": ("only", "we only", "Only")}

EN_QUESTIONS = [
    "agency nurses are allowed to log into the kiosk with their own smartcards",
    "the rota macro will still run after the Office update",
    "bank HCAs get the enhanced rate for the Boxing Day night",
    "the kiosk web app can be moved off the old Windows 10 box before support ends",
    "the hours from the sim day count as participatory for revalidation",
    "patients can keep their own insulin pens in the bedside lockers",
    "the EBME loan pumps come with the same drug library as ours",
    "a student nurse can be the second checker for IV antibiotics",
    "the charity fund underspend rolls over into next year",
    "a pressure ulcer Datix has to go to the safeguarding team as well",
    "the new falls sensors will talk to the side-room call bells",
    "we still have to keep paper fluid balance charts alongside the e-obs",
    "pharmacy will start doing TTOs on a Sunday",
    "the HCAs can do their mandatory training on the kiosk during a shift",
    "the estates job for the bay B sink comes out of our budget",
    "night staff can claim back a taxi after a late finish",
    "the escalation beds count towards our establishment figures",
]

ZH_DECISIONS = [
    ("早上的口服药发放挪到七点四十五", "夜班要先做完交班和测生命体征"),
    ("自助机每天凌晨三点半自动重启", "内存泄漏到早班就卡死了"),
    ("周末夜班不再请外聘护士", "院内调配的护士基本够用了"),
    ("三床到六床固定留作术后观察床", "离护士站最近，监护屏也看得到"),
    ("麻醉药品交接改到下午两点交班的时候做", "晚上九点那个时候人手太紧"),
    ("业务学习改成每周三下午集中上", "夜班的人怎么催都学不完"),
    ("防跌倒报警垫先只在单间试用", "上个月三次没人看到的跌倒都在单间"),
    ("排班表统一用科室共享盘上的那个版本", "旧的那份老是被别人锁住打不开"),
    ("晚上十点的血糖交给护理员在自助机上录", "护士发药的时候根本顾不上"),
    ("坏掉的微量泵直接送设备科修", "等厂家工程师来要等三个礼拜"),
    ("空出来的编制给那两个一直在科里轮转的护士", "她们已经熟悉普外科的病人了"),
    ("出院结算的截止时间提前到上午十一点", "住院处中午前就要我们腾床"),
    ("自助机系统暂时不升级", "上次升级以后扫码枪用不了"),
    ("科室例会同时开腾讯会议", "夜班的同事从来都参加不了"),
    ("第二台膀胱扫描仪用科室结余的钱买", "医院的设备采购要排到明年"),
    ("夜班最多连排四个", "上次连排五个以后病假一下多了好几个"),
]

ZH_CONSTRAINTS = [
    ("不要", "把自助机管理员密码告诉任何人", "除非对方在信息科的备案名单里"),
    ("禁止", "在床位看板上释放床位", "出院带药没从药房拿回来之前"),
    ("必须", "登记药品冰箱温度", "每天早上发药之前"),
    ("才能", "签外聘护士的工时单", "跟排班系统核对过以后"),
    ("别", "用管理员账号登录自助机", "除非信息科在电话里指导"),
    ("别", "批换班申请", "如果两个班之间休息不够十一个小时"),
    ("必须", "双人核对静脉补钾", "每一袋挂上去之前"),
    ("才能", "重启自助机的服务", "等早交班的单子打印完以后"),
    ("禁止", "从别的科借输液泵", "没在设备登记本上写设备编号的话"),
    ("不要", "联系劳务公司要人", "院内调配发出去不满四十八小时的时候"),
    ("必须", "上报不良事件", "病人跌倒以后二十四小时以内"),
    ("才能", "给自助机装更新", "周二早班交完班以后"),
    ("禁止", "用私人手机拍床位看板", "哪怕是晨会要用"),
    ("别", "把病人从单间转出来", "院感科没书面同意之前"),
    ("必须", "在麻醉药品登记本上双签", "接班护士拿钥匙之前"),
    ("只能", "把排班表导出到医院配的加密电脑上", "任何时候都不准用U盘"),
    ("只能", "在护士站那台电脑上打印交班单", "自助机打印机坏了的这段时间"),
]

ZH_QUESTIONS = [
    "外聘护士能用自己的工卡登录自助机",
    "排班表的宏在Office升级以后还能用",
    "春节夜班的护理员也有三倍工资",
    "自助机的网页系统能在Win10停服前迁走",
    "模拟培训的学时能算进继续教育学分",
    "病人自己带的胰岛素笔可以放床头柜",
    "设备科借来的输液泵药物库跟我们的一样",
    "实习护士可以做静脉抗生素的第二核对人",
    "科室结余的钱能滚到明年用",
    "压疮的不良事件还要同时报给护理部的质控组",
    "新的防跌倒报警垫能接单间的呼叫铃",
    "有了移动护理记录还要写纸质出入量单",
    "药房周日也能配出院带药",
    "护理员的必修课可以上班时间在自助机上学",
    "夜班下班打车的钱能报销",
    "加床也算进我们科的编制床位",
]

# ======================================================================================
# generated values
# ======================================================================================

# (fn(rng) -> command, purpose_en, purpose_zh)
CMD_PATTERNS = [
    (lambda r: "Restart-Service -Name KioskWeb%d -Force" % r.randint(1, 9),
     "restart the kiosk web service", "重启自助机的网页服务"),
    (lambda r: "Get-NetTCPConnection -LocalPort %d -State Listen" % r.randint(5000, 9999),
     "see what's actually listening on the kiosk", "看看自助机上到底哪个端口在监听"),
    (lambda r: "netstat -ano | findstr :%d" % r.randint(5000, 9999),
     "check which process has grabbed the port", "查是哪个进程占了端口"),
    (lambda r: "sudo systemctl restart bedboard-%s.service" % r.choice(["api", "sync", "web", "worker", "feed"]),
     "restart the bed board on the Linux box", "在那台Linux服务器上重启床位看板"),
    (lambda r: "journalctl -u rota-sync --since '%d min ago' --no-pager" % r.choice([15, 20, 30, 45, 90, 120]),
     "read the rota sync errors", "看排班同步最近的报错"),
    (lambda r: "Start-ScheduledTask -TaskName 'RotaExport_%s'" % r.choice(["Nightly", "Weekly", "Manual", "HR", "Bank"]),
     "push the rota export out by hand", "手动跑一次排班导出"),
    (lambda r: "Stop-Process -Name msedge -Force; Start-Process C:\\Kiosk\\launch%d.cmd" % r.randint(1, 9),
     "unfreeze the kiosk browser", "把卡死的自助机浏览器重新打开"),
    (lambda r: "Test-NetConnection eroster%02d.trust.local -Port 443" % r.randint(1, 40),
     "check the kiosk can reach the e-roster", "测试自助机能不能连上排班系统"),
    (lambda r: "Clear-DnsClientCache; Resolve-DnsName kiosk%02d.wards.local" % r.randint(1, 60),
     "clear the DNS cache on the kiosk", "清一下自助机的DNS缓存"),
    (lambda r: "docker restart wardboard-web-%d" % r.randint(1, 9),
     "restart the ward board container", "重启病区看板的容器"),
    (lambda r: "tail -n %d /var/log/wardkiosk/app.log" % r.choice([40, 80, 150, 200, 300, 500]),
     "look at the end of the kiosk app log", "看自助机程序日志的最后几行"),
    (lambda r: "Get-WinEvent -LogName Application -MaxEvents %d | ? ProviderName -eq 'WardKiosk'" % r.choice([25, 50, 75, 100, 250]),
     "pull the kiosk errors out of the event log", "从事件日志里把自助机的报错捞出来"),
    (lambda r: "python3 manage.py import_rota --week %d --dry-run" % r.randint(1, 52),
     "test the rota import without saving anything", "试跑一次排班导入但不保存"),
    (lambda r: "shutdown /r /t %d /c \"kiosk reboot\"" % r.choice([30, 60, 90, 120, 300]),
     "reboot the kiosk with a warning", "倒计时重启自助机"),
    (lambda r: "robocopy \\\\fs%02d\\wards\\rota C:\\Kiosk\\rota /MIR /R:%d" % (r.randint(1, 30), r.randint(2, 5)),
     "copy the rota files down to the kiosk", "把排班文件同步到自助机本地"),
    (lambda r: "Set-Service -Name BadgeReader%d -StartupType Automatic" % r.randint(1, 9),
     "make the badge reader start on its own", "让读卡器服务开机自动启动"),
    (lambda r: "pm2 restart bedboard-api-%d" % r.randint(1, 9),
     "restart the bed board API", "重启床位看板的接口"),
    (lambda r: "npm run serve -- --port %d" % r.randint(5000, 9999),
     "start the kiosk app by hand", "手动把自助机程序跑起来"),
    (lambda r: "certutil -store My | findstr Kiosk%02d" % r.randint(1, 60),
     "check the kiosk certificate", "查自助机的证书"),
    (lambda r: "Get-Printer -ComputerName KPRN%02d | Select Name,PrinterStatus" % r.randint(1, 60),
     "see why the handover printer is offline", "看交班打印机为什么脱机"),
]

EN_ID_PATTERNS = [
    (lambda r: "W%06d" % r.randint(100000, 999999), "Datix ref"),
    (lambda r: "EBME-%05d" % r.randint(10000, 99999), "asset tag"),
    (lambda r: "ITSD-%06d" % r.randint(100000, 999999), "IT ticket"),
    (lambda r: "RS-%04d" % r.randint(1000, 9999), "rota swap request"),
    (lambda r: "BNK%s%05d" % (r.choice("ACDFHKLMNPRTW"), r.randint(10000, 99999)), "bank booking ref"),
    (lambda r: "AGY-%s-%04d" % (r.choice(["TH", "MP", "NR", "HC", "PT"]), r.randint(1000, 9999)), "agency booking ref"),
    (lambda r: "PO-%07d" % r.randint(1000000, 9999999), "purchase order"),
    (lambda r: "EST/%d/%04d" % (r.choice([26, 27]), r.randint(1000, 9999)), "estates job number"),
    (lambda r: "PALS-%05d" % r.randint(10000, 99999), "PALS ref"),
    (lambda r: "5CG%04d%s%s" % (r.randint(1000, 9999), r.choice("BDFHKMQRTX"), r.choice("BDFHKMQRTX")), "kiosk serial number"),
]

ZH_ID_PATTERNS = [
    (lambda r: "BL2026-%04d" % r.randint(1, 9999), "不良事件上报编号"),
    (lambda r: "SB-%05d" % r.randint(10000, 99999), "设备编号"),
    (lambda r: "XXK%02d%02d-%03d" % (r.randint(10, 12), r.randint(1, 28), r.randint(1, 999)), "信息科工单号"),
    (lambda r: "HB-%04d" % r.randint(1000, 9999), "换班申请单号"),
    (lambda r: "ZC%08d" % r.randint(10000000, 99999999), "固定资产编号"),
    (lambda r: "YJ-%05d" % r.randint(10000, 99999), "药剂科领药单号"),
    (lambda r: "BX%06d" % r.randint(100000, 999999), "后勤报修单号"),
    (lambda r: "KF2026%04d" % r.randint(1, 9999), "投诉登记号"),
    (lambda r: "PX-%s-%03d" % (r.choice(["HL", "GR", "JJ", "YX"]), r.randint(1, 999)), "培训项目编号"),
]

EN_PORT_WHAT = ["the kiosk web app", "the bed board API", "the rota sync service", "the label printer service",
                "the obs dashboard", "the badge reader bridge", "the handover sheet generator"]
ZH_PORT_WHAT = ["自助机网页", "床位看板接口", "排班同步服务", "标签打印服务", "体征看板", "工卡读卡器", "交班单生成程序"]

EN_VER_WHAT = ["the kiosk app", "the syringe driver firmware", "the e-obs client", "the bed board",
               "the rota macro workbook", "the badge reader driver", "Edge on the kiosk", "the bladder scanner software"]
ZH_VER_WHAT = ["自助机程序", "微量泵固件", "移动护理PDA客户端", "床位看板", "排班表的宏", "读卡器驱动",
               "自助机上的浏览器", "膀胱扫描仪软件"]

# ======================================================================================
# English user phrasings (>= 8 per kind; some carry a tag used to pick a fitting one)
# ======================================================================================

EN_USER = {
    "name": [
        "fyi {role} is {name}, starts Monday. can you remember that bc I won't",
        "just had {name} on the phone - {role} - asking if we can take bed {bed} back from recovery by 6",
        "note to self: {name} = {role}. lovely but needs watching on the CD checks",
        "{fn} says {role} from next week is going to be {name}. no idea who that is tbh",
        "spoke to {name} ({role}) about the falls sensors, keen as mustard, coming to the huddle",
        "who do I chase re the pump?? oh wait it's {name}, {role}. sorry. brain is soup",
        "so {role} tonight is {name} and {fn} has already rung to say they're running late. brilliant",
        "{name} is {role} now apparently, since the restructure. use them for anything about it going forward",
        "can u add {name} to the list for the sim day? ({role})",
        "apparently {name} ({role}) was around the night bed {bed} went off - I need a statement from them for the Datix",
    ],
    "command": [
        "IT ({fn}) said if the kiosk screen goes white again just run {cmd} and wait a min",
        "saving this before I lose it: {cmd}",
        "ok typed `{cmd}` on the kiosk and it's just sat there with a blinking cursor. normal??",
        "the IT ticket says to {purpose} with {cmd} - do I need the admin login for that",
        "writing this on the back of my hand basically: {cmd} (to {purpose})",
        "night shift tip from {fn}: {cmd} - apparently that's how you {purpose}. no idea why it works",
        "copy of what IT made me type at 4am:\n\n    {cmd}\n\nworked first time for once",
        "pls keep {cmd} somewhere for me, it's the one to {purpose}",
        "is {cmd} safe to run while someone's logged in doing obs?",
    ],
    "id": [
        "{lbl} is {id} fyi",
        "finally got the {lbl} - {id}",
        "{fn} keeps asking me for the {lbl}. it's {id}. it's literally in the email",
        "logging it here so I can find it later: {id} ({lbl})",
        "{id} - that's the {lbl} for the bed {bed} one, not the bay {bay} one",
        "can u hang on to {id} for me, {lbl}, I'll need it for the governance meeting",
        "the {lbl} came through as {id}, do I put that on the handover sheet or just in my book?",
        "right so {lbl} {id}. writing it somewhere that isn't a paper towel",
        "ugh the {lbl} they gave me is {id} and the system says it doesn't exist. typical",
    ],
    "port": [
        "IT moved {what} to port {port} last night, nobody told nights obviously",
        "{fn}: 'it's on {port} now' - that's {what}. does that mean anything to you",
        "if the kiosk bookmark breaks again, {what} is on port {port}",
        "firewall form wants a port number for {what}... {port} I think?",
        "note - {what} listens on {port}, not the old one",
        "so apparently {what} was never on 443, it's {port}. explains a LOT",
        "for the kiosk crib sheet: {what} = port {port}",
        "port for {what} changed to {port} after the patching, should I tell the bed managers?",
    ],
    "version": [
        "{what} updated itself overnight to {ver} and now the scanner won't beep",
        "we're on {ver} for {what}, is that current?",
        "the supplier says {what} needs to be at least {ver} before they'll support it",
        "{fn} said don't let anyone update {what} past {ver}, the last one broke the drug library",
        "about screen on {what} says {ver} if that helps",
        "note: {what} on the second machine is still {ver}, the main one's newer",
        "if tonight's update goes wrong IT will roll {what} back to {ver}",
        "release notes for {ver} of {what} say it fixes the logout bug. fingers crossed",
    ],
    "money": [
        ("agency RMN for Saturday night came in at {money}. for ONE shift", "shift"),
        ("the bank HCA long day ends up costing {money} with the enhancements, {fn} checked", "shift"),
        ("voice note so the agency invoice for the 1 to 1 on bed {bed} was {money} and matron wants to know why we didn't use bank", "shift"),
        ("our bank budget for the quarter is {money}. that's it. hard stop", "budget"),
        ("{fn} says we're {money} over on agency year to date. great", "budget"),
        ("ward charity fund is sitting at {money} apparently, who knew", "budget"),
        ("agency rate for a band 5 on nights is {money} now. went up AGAIN", "rate"),
        ("bank enhanced rate for the Christmas shifts is {money}, might actually fill them", "rate"),
        ("second bladder scanner quote came back at {money}. ouch", "item"),
        ("the new recliner chairs are {money} each from the catalogue. each!!", "item"),
        ("replacing the kiosk touchscreen would be {money} and IT won't fund it", "item"),
    ],
    "date": [
        "CD audit is {date}. pharmacy doing it, I need to be there",
        "hand hygiene audit moved to {date}",
        "mandatory training deadline for the HCAs is {date} or we go red on the dashboard",
        "{fn} booked the sim day for {date} - can we release 4 staff??",
        "kiosk goes offline for the Windows upgrade on {date}, nights will have to use paper obs",
        "the pumps are due PPM {date}, EBME want them all in bay A by 8",
        "my revalidation is {date}!! reflections not even started",
        "mock CQC visit {date}. not telling the team yet",
        "next month's rota has to be signed off by {date}",
        "fire training for nights is {date}, half 7 in the seminar room",
    ],
    "decision": [
        "decided - we'll {choice}, because {reason}.",
        "ok we're going to {choice}. {reason}, so there's no point arguing about it",
        "after the huddle with {fn} we agreed to {choice}. reason being {reason}",
        "going to {choice}. main thing is {reason}.",
        "me and {fn} went round in circles but we're gonna {choice} cos {reason}",
        "final answer: {choice}. honestly {reason}.",
        "decision for the ward meeting minutes: {choice}. why? {reason}.",
        "right. we'll {choice} from Monday. I know, I know, but {reason}",
        "signed off by matron this morning - we'll {choice}, given that {reason}",
    ],
    "constraint": [
        ("rule on this ward: {mod} {act} {cond}.", False),
        ("reminder for u (and me): {mod} {act} {cond}. I've been burnt before", False),
        ("matron was very clear - {mod} {act} {cond}", False),
        ("pls flag it if I ever ask you to break this one: {mod} {act} {cond}", False),
        ("for the new starters' pack: {mod} {act} {cond}.", False),
        ("{fn} from governance: '{mod} {act} {cond}' - direct quote", False),
        ("writing it down so it exists somewhere: {mod} {act} {cond}", False),
        ("we had a near miss last week so from now on {we_mod} {act} {cond}", False),
        ("ok so {cond}, {we_mod} {act}. no exceptions", True),
        ("just so everyone's clear: {cond}, {we_mod} {act}", True),
    ],
    "question": [
        "does anyone actually know whether {subj}? nobody's told me",
        "{fn} asked me if {subj} and I said I'd find out. no idea.",
        "still waiting to hear whether {subj}. HR have gone very quiet",
        "random thought at 4am - is it true that {subj}??",
        "need to find out if {subj} before the rota goes out",
        "nobody's been able to tell me if {subj}. asked twice now",
        "is there anything written down on whether {subj}? can't find it on the intranet",
        "q for matron: can we get a straight answer on whether {subj}",
        "hmm. wondering if {subj}. probably not but",
    ],
}

# clauses that can sit inside a dictated run-on or a long paragraph
EN_INLINE = {
    "name": ["{name} ({role}) came up about bed {bed}", "{role} tonight was {name} by the way",
             "had {name}, {role}, asking for the side room"],
    "command": ["IT told me to run {cmd} when the kiosk went white which did work",
                "the thing that fixed the bed board was {cmd} don't ask me why"],
    "id": ["the {lbl} is {id}", "{id} is the {lbl} for it"],
    "port": ["{what} is on port {port} now apparently", "IT moved {what} onto {port}"],
    "version": ["{what} is on {ver} after the update", "{what} got updated to {ver} overnight"],
    "money": [("agency for the 1 to 1 was {money}", "shift"), ("the budget's {money} for the quarter", "budget"),
              ("the agency rate's gone up to {money}", "rate"), ("the quote for it was {money}", "item")],
    "date": ["the CD audit is {date}", "training's been moved to {date}", "PPM on the pumps is {date}"],
    "decision": ["we decided to {choice} because {reason}", "we're going to {choice} since {reason}"],
    "constraint": ["remember {we_mod} {act} {cond}", "and {we_mod} {act} {cond}, matron was very clear"],
    "question": ["does anyone know if {subj}", "I still don't know whether {subj}"],
}

EN_DICT_NOISE = ["so bay B was chaos", "bed 12 pulled his cannula out again", "the sluice door is STILL broken",
                 "um where was I", "the bed manager rang four times", "we had two admissions from theatre after midnight",
                 "the obs machine in bay A keeps dying", "I never got a break", "the relatives in SR2 were lovely actually",
                 "the buzzer in bay D was going all night", "pharmacy didn't send the TTOs up till gone eleven"]

EN_BURY_OPEN = ["Writing up the week for matron, bear with me.", "Thinking out loud about next week's rota.",
                "OK long one, sorry.", "Catching up on everything from the weekend."]
EN_BURY_FILL = ["Sickness is down on last month, which is nice for once.",
                "The new starters are settling, though one of them is very quiet on nights.",
                "Bay C had three discharges before lunch on Friday, a minor miracle.",
                "The sluice still smells and estates keep saying next week.",
                "We got the new commode, finally, and everyone fought over it.",
                "Staff room fridge needs a deep clean, I'm not doing it again.",
                "Morale is OK but people are tired.",
                "The students have been brilliant on the drug rounds."]

# ======================================================================================
# English pasted material: handover lines, email lines, Teams lines, policy
# ======================================================================================

EN_HANDOVER = {
    "name": ["Bed {bed}: reviewed by {name} ({role}) this morning, plan home tomorrow if eating and drinking.",
             "Bay {bay}: {name} ({role}) doing the 1:1 for bed {bed} until 07:00."],
    "command": ["KIOSK: froze at 03:10 again. What worked: {cmd}", "Kiosk bed board stopped refreshing - {cmd} fixed it (per IT)."],
    "id": ["Bed {bed} fell at 02:40, no injury, obs stable, family informed. {lbl}: {id}.",
           "Broken obs machine taken out of bay {bay}, {lbl} {id}, do NOT use."],
    "date": ["Bed {bed}: OGD booked for {date}, consent on file.", "Hand hygiene audit {date} - whoever is in charge on lates to lead."],
    "decision": ["Agreed at the safety huddle: {choice} ({reason}).", "PLAN: {choice} - {reason}."],
    "constraint": ["NB: {mod} {act} {cond}.", "Reminder from matron - {mod} {act} {cond}."],
    "money": ["Agency RMN booked for tonight at {money}, matron aware.", "Agency rate quoted {money} for the extra night - escalated."],
}

EN_HANDOVER_FILL = [
    "Bed {b1}: day 1 post lap chole, NEWS 1, pain controlled, mobilising, for TTOs.",
    "Bed {b2}: NBM from midnight for theatre, IV fluids running, consent signed.",
    "SR{sr}: C. diff, enteric precautions, stool chart going, barrier nursing.",
    "Bay {bay}: all settled overnight, two possible discharges pending bloods.",
    "Bed {b3}: confused overnight, pulled at drain, 1:1 requested, family aware.",
    "Bed {b1}: ex-lap day 3, stoma active, stoma nurse to see today.",
    "Bed {b2}: sats dropping to 92% on air at 04:00, reg aware, repeat ABG if worse.",
    "Bed {b3}: for CT abdo this morning, cannula in left arm, contrast checked.",
    "SR{sr}: end of life, family staying, syringe driver running, mouth care 2 hourly.",
]

# kind -> possible email senders
EN_EMAIL_SENDERS = {
    "name": ["matron", "educator", "bedmgr", "it"],
    "command": ["it"],
    "id": ["it", "ebme", "matron", "finance"],
    "port": ["it"],
    "version": ["it", "ebme"],
    "money": ["finance", "matron"],
    "date": ["matron", "educator", "ebme", "pharmacy"],
    "decision": ["matron", "bedmgr"],
    "constraint": ["matron", "pharmacy", "it"],
}

EN_SENDER_INFO = {
    "matron": ("{matron}", "Matron, Surgery", "Re: ward matters"),
    "it": ("{it}", "IT Service Desk", "RE: kiosk / bed board"),
    "finance": ("Owen Sparrow", "Finance Business Partner", "Bank & agency spend"),
    "ebme": ("Medical Equipment (EBME)", "", "Equipment update"),
    "educator": ("Practice Education Team", "", "Training and study days"),
    "pharmacy": ("Ward Pharmacy", "", "Medicines safety"),
    "bedmgr": ("Patient Flow", "", "Bed meeting follow-up"),
}

EN_EMAIL_LINES = {
    "name": ["Just a heads-up that {name} will be joining you as {role} from next week.",
             "{name} ({role}) has agreed to come to your Thursday huddle - please make them welcome.",
             "If you need anything in the meantime, {name} is {role} and knows the background."],
    "command": ["If the kiosk hangs again, open PowerShell as administrator and run:\n\n    {cmd}\n\nthen give it a minute before logging back in.",
                "Could someone on the ward run `{cmd}` and send me a photo of what it says?",
                "The fix we used last time was {cmd} - it only touches the kiosk, nothing clinical."],
    "id": ["Please quote {id} ({lbl}) if you chase this.", "This has been logged under {id} - that's the {lbl}.",
           "For your records the {lbl} is {id}."],
    "port": ["{what_cap} is now on port {port}; we moved it during Sunday's patching.",
             "Please don't let anyone block {port} on the kiosk firewall - {what} needs it."],
    "version": ["{what_cap} has been updated to {ver}. Let me know if the scanner misbehaves.",
                "We're holding {what} at {ver} until the supplier sorts the barcode issue."],
    "money": {"shift": "The agency invoice for the weekend night came to {money}, which is above the cap we agreed.",
              "budget": "Your bank and agency budget for the rest of the year is {money}, and I can't move it.",
              "rate": "The framework rate for a band 5 on nights is now {money}.",
              "item": "The quote came back at {money} including VAT."},
    "date": {"matron": "I've put the mock inspection walk-round in for {date}.",
             "educator": "The next preceptorship study day is {date}; please release your new starters.",
             "ebme": "PPM on your pumps is due {date}; please have them in one place for the tech.",
             "pharmacy": "The controlled drugs audit is booked for {date}, starting at 10."},
    "decision": ["Following the huddle we've agreed to {choice}, mainly because {reason}.",
                 "To confirm, we'll {choice}. The reason is {reason}.",
                 "After some back and forth we're going to {choice} - {reason}."],
    "constraint": ["Please remind the team: {mod} {act} {cond}.",
                   "{Mod} {act} {cond} - please make sure everyone knows, including bank and agency."],
}

EN_TEAMS_LINES = {
    "name": ["{name} is {role} from tomorrow fyi", "anyone seen {name}? ({role}) need them for bed {bed}"],
    "command": ["try {cmd} - worked for Ward 9", "{cmd} then refresh, that's what IT did"],
    "id": ["{lbl} is {id}", "logged it, {id}"],
    "port": ["{what} moved to {port} btw", "bookmark for {what} needs :{port} on the end now"],
    "version": ["{what} is on {ver} now", "ours says {ver}"],
    "decision": ["ok so we're going to {choice} - {reason}", "we're going with: {choice}. {reason} so no choice really"],
    "date": ["audit's been moved to {date}", "sim day is {date} now"],
}

EN_POLICY_FILL = ["Staff must complete the local induction checklist before working unsupervised.",
                  "All equipment faults must be labelled and reported to EBME the same day.",
                  "Handover sheets must be shredded at the end of each shift.",
                  "The kiosk must be locked whenever it is not in use.",
                  "Bank and agency staff must be shown the fire exits on arrival.",
                  "Any medication error must be escalated to the nurse in charge immediately."]
EN_POLICY_TOPICS = ["medicines management", "kiosk and IT use", "rostering", "equipment", "patient safety"]

# re-mentions later in the conversation (never answer a question, never explain a fact)
EN_REMENTION = {
    "name": ["is {name} on today? need to catch them about the sim day", "did {name} ever come back to me? can't see anything"],
    "id": ["chasing {id} again, still says 'under review'", "any movement on {id}? I'll look myself later"],
    "date": ["is {date} still happening or did it move? I've lost track", "reminder to me: {date}. DO NOT forget"],
    "money": ["still can't get over {money}. honestly", "matron asked about the {money} again at the bed meeting"],
    "version": ["still on {ver} btw, no sign of IT", "saw {ver} on the screen again, so the update definitely didn't happen"],
    "port": ["tried :{port} in the browser on the second kiosk, blank page. ugh", "does anything else use {port}? it's acting up"],
    "question": ["still nobody knows whether {subj}. chased again today", "third time asking: {subj}? not a peep"],
    "decision": ["did we actually tell nights we're going to {choice}? I can't remember saying it"],
}

EN_REMENTION_REPLY = {
    "name": ["Not that I've seen - nothing from them in anything you've shown me. A quick call is probably faster than another email.",
             "I haven't seen anything come back. Want me to draft a two-line message?"],
    "id": ["'Under review' for that long usually means it's sitting in someone's queue - a named chase tends to move it.",
           "OK. If it's still stuck by Friday, escalate it with the reference in the subject line."],
    "date": ["I haven't seen anything saying it's moved. Worth a quick check with whoever owns it so you're not caught out.",
             "Noted - I'll flag it again nearer the time."],
    "money": ["It is a lot. If it keeps coming up, a short note on why it happened and what's changed will stop the repeat questions.",
              "Have the reason ready in one sentence - that's usually all they want."],
    "version": ["Then the update hasn't gone through - worth adding that to the IT ticket so they don't close it as done.",
                "OK, so it's definitely still on the old one. A photo of the screen on the ticket saves an argument."],
    "port": ["A blank page often means the bookmark or the firewall on that kiosk wasn't updated - tell IT it's the second kiosk specifically.",
             "Possibly - IT can check what's listening on that kiosk. Give them the time it started acting up."],
    "question": ["Still nothing from my side either - nothing you've shared settles it. A chase with a deadline might shift it.",
                 "Nothing new I can see. I'd keep telling the team 'we're checking' rather than guessing."],
    "decision": ["Not that I've seen in our thread - worth saying it at tonight's handover so it doesn't rely on the whiteboard.",
                 "I don't think so. One line at the night handover would cover it."],
}

# ======================================================================================
# English assistant replies (never restate a needle, never answer a question)
# ======================================================================================

EN_REPLY = {
    "name": ["Noted - I'll remember who that is.",
             "Got it. I'll keep them in mind for the rota and the huddle notes.",
             "Thanks, logged. Useful to know who to point things at.",
             "OK - added to the mental ward contacts list."],
    "name_tail": [
        "If they're new to the ward, make sure they've had:\n- a local induction sign-off (fire exits, resus trolley, the sluice code)\n- kiosk and e-obs logins sorted *before* their first shift, not during it\n- a named buddy for the first couple of shifts\n\nWant me to draft a short welcome message?",
        "One thing to sort early: check the e-roster has them on the right grade. If it's wrong, both their pay and the safe-staffing numbers come out wrong, and nobody notices until the monthly return.",
        "If they'll be your go-to for this, put their bleep or extension in the ward contacts sheet rather than your own phone - nights will need it too.",
        "", "", ""],
    "command": [
        "A few tips for running things on the kiosk:\n- use PowerShell *as administrator* (right-click > Run as administrator) - normal mode will just say access denied\n- copy it exactly, quotes and all; Outlook likes to turn hyphens into dashes\n- if it errors, photograph the whole screen, not just the last line, and put it on the ticket\n\nI'd keep it in a text file on the kiosk desktop called *IT fixes*, not on a sticky note.",
        "Nothing in that deletes anything as far as I can tell - it restarts or reads the state of something. If it just sits there, give it a couple of minutes; the kiosk is slow when e-obs is open. If it's still stuck after five, close the window and ring IT rather than running it again and again.",
        "Saved in our thread. Honestly though, ask IT to put it behind a desktop shortcut - nobody should be typing commands at 4am with a patient buzzer going.",
        "Admin rights: most service and network commands need an elevated window. If your ward login won't let you elevate, that's a permission issue on IT's side, not something you're doing wrong - say so on the ticket.",
    ],
    "id": [
        "Noted. Put that reference in the subject line of any email about it - searching the inbox later becomes painless.",
        "Got it. Worth writing it in the ward diary too, so whoever is in charge when you're off can find it.",
        "Logged. If anyone asks again, point them at the system record rather than re-sending - it trains people to look it up.",
        "Saved. I'd keep the number off the whiteboard though - references like that have a way of ending up in photos.",
    ],
    "port": [
        "That's an IT-side setting, so you mostly need it for the firewall form and for fixing bookmarks. A firewall request normally wants: the kiosk name, the destination, the port, TCP, and a reason - 'ward bed board access' is fine.",
        "Good to have written down. If the bookmark on the kiosk breaks after a change like that, it's almost always because the old address is still saved - editing the favourite is a two-minute job.",
        "Noted. If something stops working straight after a change like this, the first thing IT will ask is whether the firewall rule went in on both ends - worth asking them before anyone starts rebooting things.",
    ],
    "version": [
        "Useful to have. When you report the fault, suppliers always ask for the exact version first, then: when it started, which device, and what the screen said. Having those ready saves a round trip.",
        "Noted. If the scanner is the problem, keep a quick log (time, which trolley, what happened) - that's what EBME or IT will want, and it protects the team if there's a medicines incident.",
        "Thanks. If the release notes mention a fix you need, paste the line here and I'll help word the request so it doesn't get closed as 'no fault found'.",
    ],
    "money": [
        "Noted. For the budget conversation, it helps to show the pattern rather than one invoice: how many shifts went to agency this month, why (sickness, acuity, 1:1s), and what you tried first.",
        "Got it. If matron asks, the strongest line is usually the safety one - what the alternative would have meant for the ratio on that shift.",
        "Thanks - logged. Worth checking it matches what's on the e-roster and the invoice; mismatches between the two are where most overspend queries come from.",
        "OK. If you need to make the case upwards, one line comparing it with the cost of the incident it prevents tends to land better than a spreadsheet.",
    ],
    "date": [
        "I'll remind you. Things that usually need doing before a date like that: release the staff on the rota, tell nights, and make sure the relevant folders are actually where the auditors will look.",
        "Noted. I'd put it on the whiteboard and the ward diary - emails alone don't reach the night staff.",
        "Got it. If it moves, remember anything booked around it (cover, study leave, the rota) moves too - one message to everyone is better than three.",
        "Logged. A reminder a week before and another two days before is usually enough.",
    ],
    "decision": [
        "Sensible call given everything. I'd put one line in the ward bulletin so nobody reopens it at the next huddle - want me to draft it?",
        "Noted as decided. Follow-ons:\n- tell the people affected before they hear it on the grapevine\n- update anything written that still describes the old way\n- pick a date to check it's working - four weeks is usually plenty",
        "Fair enough, the reasoning holds. The only risk is it becoming a precedent for things it wasn't meant to cover - worth saying it's for this situation.",
        "Good, that closes it. I'll keep it in mind when we draft anything related so the messaging stays consistent.",
    ],
    "constraint": [
        "Understood - I'll treat that as a hard rule and flag it if anything you ask me to draft cuts across it.",
        "Got it. That's exactly the sort of thing that ends up in a coroner's report if it slips, so worth making sure bank and agency staff hear it too, not just the regulars.",
        "Noted. If it helps, I can add it to the local induction checklist so it's built into how people start, not relying on memory.",
        "Absolutely. If anyone pushes back, 'ward rule, not my choice' and pointing at the written version is much easier than arguing it each time.",
    ],
    "question": [
        "Honestly I can't tell from anything you've shown me - I haven't seen a policy line or an email that settles it. I'd put it to whoever owns it in writing so the answer is on record. Want a two-line email?\n\nUntil then I wouldn't promise anything either way to the team.",
        "That's one I can't confirm. It depends on local policy and how it's been set up, and I don't have either in front of me. I'll keep it on the open list until someone gives you a straight answer.",
        "Good question, and not one to guess on. The safest route is to ask the owner and get it in writing. Until then, treat it as unresolved.",
        "I genuinely don't know, and a wrong answer here would set a precedent. Parking it as open - nudge me if you want a chaser drafted.",
    ],
}

EN_CLOSERS = ["", "", "", "", "\n\nAnything else from the night?", "\n\nShout if you want a draft.",
              "\n\nGo and have a cup of tea.", "\n\nI'll keep it in mind."]

EN_FOLLOW = {
    "name_welcome": [("yes pls, welcome message", "Here you go:\n\nHi - welcome to {ward}! I'm {me}, the ward manager. Your first shift you'll be with a buddy; they'll walk you round the bays, the resus trolley and the sluice, and show you the kiosk. If anything feels unclear, ask - nobody minds, honestly.\n\nSee you soon,\n{me}")],
    "name": [("will do", "No problem."), ("they've been around for ages actually lol", "Ha - fair enough, ignore the induction bits then.")],
    "money_item": [("matron will never go for it", "Maybe not first time. A short case - what it replaces, how often you need it, what happens without it - gives it the best chance. Want me to draft one?"),
                   ("ok", "👍")],
    "money_budget": [("how am I meant to staff nights on that", "By making the gap visible rather than absorbing it: list the shifts you can't cover inside it and what that means for the ratios. That's a conversation for matron and finance, not yours to solve alone.")],
    "command": [("it said access denied", "That's the admin rights thing, not a typo. Close it, right-click PowerShell > Run as administrator, and try again. If the ward login can't elevate, put that on the ticket and ask IT to run it remotely."),
                ("it worked!! I'm basically IT now", "Ha - impressive. Jot down the time you ran it, in case it falls over again and IT want to match it up with their logs.")],
    "port": [("do I need to do anything?", "Not really - it's IT's change. Just update the kiosk bookmark if it breaks, and keep the ticket number handy in case the bed board stops loading."),
             ("ok telling the bed managers", "Good idea - a one-liner is enough: 'if the bed board link on our kiosk stops working, it's the port change, not us'.")],
    "version": [("ok forwarding to IT", "Good - include the device and roughly when it started, it saves them asking."),
                ("why does it keep updating itself", "Mostly security patches and supplier fixes. Annoying, but an old version on a clinical area PC is a bigger risk. You can ask IT to schedule updates for a quiet time though.")],
    "money": [("can you help me word it for matron", "Draft:\n\n\"Hi - flagging the agency cost from the weekend. Bank was out from early in the week with no uptake; the 1:1 was needed for patient safety. I'm looking at a standing bank incentive for weekend nights to stop this recurring. Happy to discuss.\"\n\nShort, gives the reason and shows you're already acting on it."),
              ("is that normal??", "It's at the high end but not unusual for short-notice nights. The more useful question is why it went to agency - that's the part you can change.")],
    "date": [("remind me", "Will do - a week before and the day before."),
             ("argh that's so soon", "It is tight. List what has to be done before then and I'll turn it into a day-by-day plan.")],
    "decision": [("yes draft the bulletin line", "Bulletin line:\n\n\"Change on the ward: after discussion at the safety huddle we've agreed a new way of doing this - details are in the ward folder and on the whiteboard. Any questions, grab me or whoever is in charge.\"\n\nKept short on purpose so it doesn't get distorted when people pass it on."),
                 ("hope nights don't kick off", "If they do, it'll be about not being asked. Worth mentioning it at the night handover yourself rather than leaving it to the whiteboard.")],
    "constraint": [("add it to the induction checklist pls", "Done - suggested wording for the checklist:\n\n\"I have read the ward rules folder and understand the non-negotiables. If I'm unsure, I stop and ask the nurse in charge.\"\n\nGeneric on purpose, so it stays true if the wording of a rule changes."),
                   ("the agency ones never read anything", "True. That's why it works better as a verbal line at the start of shift than as a laminated sheet - thirty seconds at handover.")],
    "question": [("yes draft the chaser", "Draft:\n\n\"Hi - following up on the question I raised last week. I've got staff asking and I'd rather give them an answer than a guess. Could you confirm in writing by Friday, or point me at who can?\n\nThanks,\n{me}\""),
                 ("nobody ever answers these", "It's maddening. A deadline in the ask and copying in their manager on the second chase usually shifts it."),
                 ("leave it for now", "OK - it stays on the open list.")],
}

# decision told in two turns: choice first, reason when asked
EN_DEC_SPLIT = (["ok I've made a call: we'll {choice}.", "decision made, we're going to {choice}. don't @ me",
                 "we're going to {choice} from next week"],
                ["Noted. What tipped it - anything I should put in the notes?",
                 "OK. For the minutes, what's the main reason? It saves arguments later.",
                 "Fair enough. Want me to write down why, so it doesn't get reopened?"],
                ["mainly {reason}", "honestly? {reason}", "{reason}. that's it really", "because {reason}, same as always"])

EN_SHORT = [
    ("ok", ["OK.", "👍"]), ("thanks!", ["No problem!", "Anytime."]), ("brb, buzzer", ["Go - I'll be here."]),
    ("back", ["Welcome back. Pick up wherever you like.", "Hi again."]), ("ta", ["No worries."]),
    ("perfect", ["Great.", "Good."]), ("lol", ["Ha."]), ("one sec, consultant on the ward", ["Sure - shout when you're back."]),
    ("sorry, got pulled into a bed meeting", ["No problem - carry on whenever."]), ("drug round, back in 40", ["Good luck - I'll be here."]),
    ("sorry, relative at the desk", ["Of course - go."]), ("hmm ok", ["Shout if any of that's unclear."]),
    ("ha yes", ["😄"]), ("that's great thx", ["Glad it helps."]), ("k", ["👍"]), ("god I need a coffee", ["Go and get one - I'll hold the fort."]),
    ("sorry, crash call, back later", ["Go. Nothing here won't keep."]), ("ok cool", ["👍"]),
]
ZH_SHORT = [
    ("好的", ["好。", "👌"]), ("谢谢", ["不客气～", "没事。"]), ("等一下，有家属找", ["去吧，我在。"]), ("回来了", ["好，接着说。", "嗯，我在。"]),
    ("要得", ["好嘞。"]), ("👌", ["👌"]), ("哈哈哈哈", ["哈哈。"]), ("行", ["好。"]), ("去发药了", ["去吧，回来再说。"]),
    ("收到", ["好的，刚才的我都记着。"]), ("等下，电话", ["好，等你。"]), ("嗯嗯", ["好。"]), ("安逸", ["😄"]),
    ("巴适", ["哈哈，那就好。"]), ("床位办又来电话了，等我", ["去吧，不急。"]), ("抢救铃响了，晚点说", ["快去，这边不急。"]),
    ("想喝奶茶", ["下班了奖励自己一杯。"]),
]

EN_PREFIX = ["", "", "", "", "", "morning ", "ok so ", "quick one - ", "sorry another one: ", "before I forget - ",
             "(on my phone, sorry) ", "right. ", "ugh. "]
EN_SUFFIX = ["", "", "", "", "", " ta", " x", " thx", " sigh", " (mad shift)", " :)"]
EN_TYPOS = [("tomorrow", "tmrw"), ("please", "pls"), ("because", "cos"), ("definitely", "defo"),
            ("people", "ppl"), ("about", "abt"), ("the ", "teh "), ("really", "rly"), ("I'm", "im"),
            ("don't", "dont"), ("can't", "cant"), ("something", "smth"), ("with", "w/")]

# ======================================================================================
# Chinese (Chengdu, 普外科) phrasings: >= 6 per kind
# ======================================================================================

ZH_USER = {
    "name": [
        "{role}叫{name}，下周一来报到，你帮我记一下，我肯定记不住",
        "刚才{role}{name}打电话来，问{bed}能不能先空出来等手术室的病人",
        "备注：{name}是{role}，人挺好的，就是麻药交接的时候要盯紧点",
        "{fn}说下周开始{role}换成{name}了，我都不认识是哪个",
        "跟{role}{name}聊了一下防跌倒报警垫的事，她很感兴趣，说晨会的时候过来",
        "输液泵的事该找哪个来着？哦对，{name}，{role}。脑壳昏了",
        "今晚{role}是{name}，{fn}已经打电话说要晚到了，安逸得很",
        "以后这块的事直接找{name}，现在是{role}了，重组以后换的人",
        "模拟培训的名单帮我加上{name}（{role}）",
    ],
    "command": [
        "信息科说自助机再白屏的话就跑一下 {cmd} ，等一分钟",
        "先存到这儿，免得又搞丢：{cmd}",
        "在自助机上敲了 `{cmd}` ，光标一直在闪，正不正常哦",
        "工单上写的是用 {cmd} 来{purpose}，要管理员账号不",
        "{fn}教的：{cmd}，说是可以{purpose}，我也不晓得为啥子有用",
        "凌晨四点信息科让我敲的命令：\n\n    {cmd}\n\n这次居然一次就成功了",
        "帮我记住 {cmd} ，就是{purpose}那个",
    ],
    "id": [
        "{lbl}是{id}，你帮我记一下",
        "{lbl}终于下来了：{id}",
        "{fn}又来问{lbl}，邮件里明明写了嘛：{id}",
        "记一下哈，{id}（{lbl}），质控会要用",
        "{id}——这个是{bed}那个的{lbl}，不是另外那个",
        "给的{lbl}是{id}，系统里却说查不到，服了",
        "{lbl}{id}，写在这儿，免得写在手套上又扔了",
    ],
    "port": [
        "信息科昨晚把{what}改到{port}端口了，也没人通知夜班",
        "{fn}说现在走{port}了，就是{what}那个，你看得懂不",
        "自助机收藏夹要是又打不开，{what}在{port}端口",
        "防火墙申请表要填端口……{what}应该是{port}吧？",
        "备注：{what}监听的是{port}，不是原来那个",
        "打补丁以后{what}的端口改成{port}了，要不要跟床位办说一声",
    ],
    "version": [
        "{what}昨晚自己升级到{ver}了，现在扫码枪不响了",
        "{what}现在是{ver}，这个是最新的吗",
        "厂家说{what}至少要{ver}才给技术支持",
        "{fn}说{what}千万别升到{ver}以上，上一个版本把药物库搞坏了",
        "{what}的关于页面显示{ver}，有用不",
        "如果今晚升级出问题，信息科会把{what}退回{ver}",
        "第二台机器上的{what}还是{ver}，主的那台已经更新了",
    ],
    "money": [
        ("周六晚上请的外聘护士一个班要{money}，就一个班哦", "shift"),
        ("语音转文字那个{bed}一对一陪护的外聘费用是{money}然后护理部问为啥子不用院内调配", "shift"),
        ("这个季度科室的人力预算就{money}，用完就没得了", "budget"),
        ("{fn}说今年外聘已经超了{money}", "budget"),
        ("外聘护士夜班现在{money}，又涨了", "rate"),
        ("春节班的加班费是{money}，说不定这回排得满", "rate"),
        ("第二台膀胱扫描仪报价{money}，肉疼", "item"),
        ("换自助机触摸屏要{money}，信息科说不出这个钱", "item"),
    ],
    "date": [
        "麻醉药品检查定在{date}，药剂科来查，我得在场",
        "手卫生督查改到{date}了",
        "护理员的必修课{date}之前必须学完，不然看板上就红了",
        "{fn}把模拟培训定在{date}，能不能抽四个人出来？？",
        "自助机{date}要停机升级Win11，夜班只能用纸质体温单",
        "输液泵{date}做预防性维护，设备科要求早上八点前全部放到护士站",
        "等级评审的模拟检查是{date}，先别跟大家说",
        "下个月的排班表{date}之前要交",
    ],
    "decision": [
        "定了，{choice}，主要是{reason}。",
        "还是{choice}吧，毕竟{reason}。",
        "跟{fn}商量了，决定{choice}，因为{reason}。",
        "最后拍板：{choice}。为啥子？{reason}。",
        "算了不纠结了，{choice}，{reason}，莫得办法",
        "就这么定了哈：{choice}——{reason}",
        "科务会记录写一句：{choice}。原因是{reason}。",
    ],
    "constraint": [
        "记一下：{cond}，{mod}{act}。",
        "护理部说得很清楚，{cond}，{mod}{act}，这个没得商量",
        "千万记到，{cond}，{mod}{act}！上回差点出事",
        ("提醒你一下哈，{mod}{act}，{cond}。", "post"),
        "{fn}强调过：{cond}，我们{mod}{act}",
        "新人手册里要加这条：{cond}{mod}{act}",
        "上周有个差点出错的，所以以后{cond}，{mod}{act}",
    ],
    "question": [
        "有没有人晓得{subj}吗？问了一圈没人说得清",
        "{fn}今天问我{subj}吗，我说我去问问，其实我也不晓得",
        "凌晨四点突然想到：{subj}吗？？",
        "排班表发出去之前要弄清楚：{subj}吗？",
        "在护士长群里问了一句“{subj}吗”，到现在都没人回",
        "{subj}吗？制度里翻了半天没找到",
        "还在等信息科回话：{subj}吗？",
    ],
}

ZH_INLINE = {
    "name": ["{role}{name}来问过{bed}的事", "今晚{role}是{name}"],
    "command": ["信息科让我跑了 {cmd} 自助机才好", "床位看板是用 {cmd} 弄好的"],
    "id": ["{lbl}是{id}", "那个{lbl}是{id}"],
    "port": ["{what}现在在{port}端口", "信息科把{what}挪到{port}了"],
    "version": ["{what}升到了{ver}", "{what}现在是{ver}"],
    "money": [("一对一陪护的外聘费是{money}", "shift"), ("这个季度预算只有{money}", "budget"),
              ("外聘的价涨到{money}了", "rate"), ("报价是{money}", "item")],
    "date": ["麻醉药品检查是{date}", "培训改到{date}了", "输液泵维护在{date}"],
    "decision": ["我们决定{choice}，因为{reason}", "{choice}，毕竟{reason}"],
    "constraint": ["记住{cond}，{mod}{act}", "还有就是{cond}{mod}{act}，护理部说的"],
    "question": ["不晓得{subj}吗", "到现在都没人说清楚{subj}没有"],
}

ZH_DICT_NOISE = ["三床又把留置针扯了", "污物间的门还是坏的", "床位办打了四个电话", "后半夜从手术室回来两个",
                 "A区的监护仪又没电了", "我一晚上都没坐下", "单间的家属其实挺好的", "呼叫铃响了一晚上",
                 "药房十一点过了才把出院带药送上来", "就是那个啥来着"]

ZH_BURY_OPEN = ["给护理部写这周的小结，你先看一下思路。", "琢磨下周的排班，想到哪说到哪。",
                "有点长哈，不好意思。", "把周末的事情捋一下。"]
ZH_BURY_FILL = ["这个月病假比上个月少，难得。", "新来的几个适应得还可以，有一个夜班话太少了。",
                "周五上午一口气出院了三个，奇迹。", "污物间还是有味道，后勤天天说下周来。",
                "新的坐便椅终于到了，大家抢着用。", "休息室的冰箱该彻底清一下了，我不想再自己搞。",
                "大家情绪还行，就是累。", "实习同学发药的时候表现很好。"]

ZH_HANDOVER = {
    "name": ["{bed}：{role}{name}今早查过房，能吃能喝的话明天出院。", "{name}（{role}）今晚在{bed}做一对一，到早上七点。"],
    "command": ["自助机：凌晨三点十分又卡死，用这个弄好的：{cmd}", "床位看板不刷新，信息科远程让跑了 {cmd} 就好了。"],
    "id": ["{bed}凌晨两点四十跌倒，无外伤，生命体征平稳，已通知家属。{lbl}：{id}。",
           "坏了的监护仪已经从B区撤下来，{lbl}{id}，不要再用。"],
    "date": ["{bed}：胃镜约在{date}，知情同意书已签。", "手卫生督查{date}，当天的责任组长负责。"],
    "decision": ["晨会定了：{choice}（{reason}）。", "计划：{choice}——{reason}。"],
    "constraint": ["注意：{cond}，{mod}{act}。", "护理部提醒：{cond}，{mod}{act}。"],
    "money": ["今晚外聘护士已经约好，费用{money}，护理部知道。"],
}

ZH_HANDOVER_FILL = [
    "{b1}床：腹腔镜胆囊切除术后第一天，生命体征平稳，疼痛可控，已下床活动，等出院带药。",
    "{b2}床：明早手术，零点后禁食禁饮，补液中，同意书已签。",
    "{b3}床：夜间烦躁，拔引流管未遂，已约束并通知家属。",
    "{b1}床：剖腹探查术后第三天，造口排气，造口护士今天来看。",
    "{b2}床：凌晨四点血氧掉到92%，已报告值班医生，复查血气。",
    "{b3}床：今早腹部CT，左手留置针，造影剂已核对。",
    "单间：艰难梭菌，接触隔离，大便记录在做。",
    "A区：一夜平稳，两个等血结果出院。",
]

ZH_EMAIL_SENDERS = {
    "name": ["matron", "educator", "bedmgr", "it"],
    "command": ["it"],
    "id": ["it", "ebme", "matron", "finance"],
    "port": ["it"],
    "version": ["it", "ebme"],
    "money": ["finance", "matron"],
    "date": ["matron", "educator", "ebme", "pharmacy"],
    "decision": ["matron", "bedmgr"],
    "constraint": ["matron", "pharmacy", "it"],
}

ZH_SENDER_INFO = {
    "matron": ("{matron}", "关于病区近期工作"),
    "it": ("{it}", "自助机/床位看板变更通知"),
    "finance": ("财务科 成本核算组", "人力成本情况"),
    "ebme": ("设备科", "设备维护通知"),
    "educator": ("护理教学办", "培训安排"),
    "pharmacy": ("药剂科", "用药安全提醒"),
    "bedmgr": ("床位办", "床位协调会后续"),
}

ZH_EMAIL_LINES = {
    "name": ["下周起由{name}担任{role}，请科室做好对接。", "{name}（{role}）周四会参加你们的晨会。"],
    "command": ["如果自助机再卡住，请用管理员身份打开PowerShell执行：\n\n    {cmd}\n\n等一分钟再重新登录。",
                "麻烦病区同事执行一下 {cmd} ，把结果拍照发给我。"],
    "id": ["后续沟通请注明{lbl}：{id}。", "已登记，编号{id}（{lbl}）。"],
    "port": ["{what}已改为{port}端口，周日打补丁时调整的。", "请不要在自助机防火墙上屏蔽{port}，{what}要用。"],
    "version": ["{what}已更新到{ver}，扫码如有异常请反馈。", "{what}暂时保持在{ver}，等厂家修复扫码问题。"],
    "money": {"shift": "上周末夜班外聘费用为{money}，超过了约定上限。", "budget": "今年剩余的人力预算为{money}，无法再调整。",
              "rate": "外聘护士夜班单价已调整为{money}。", "item": "报价为{money}（含税）。"},
    "date": {"matron": "等级评审模拟检查定在{date}。", "educator": "下一次新护士规范化培训定在{date}，请安排新人参加。",
             "ebme": "贵科输液泵的预防性维护定于{date}，请集中放置。", "pharmacy": "麻醉药品专项检查定于{date}上午十点。"},
    "decision": ["经晨会讨论，决定{choice}，主要因为{reason}。", "确认一下：{choice}。原因是{reason}。"],
    "constraint": ["请提醒科室同事：{cond}，{mod}{act}。", "再次强调：{cond}，{mod}{act}，外聘人员也一样。"],
}

ZH_TEAMS_LINES = {
    "name": ["明天起{role}是{name}哈", "有人看到{name}没得？{role}，{bed}在找"],
    "command": ["试一下 {cmd} ，九病区就是这么弄好的", "{cmd} 然后刷新，信息科就是这么搞的"],
    "id": ["{lbl}是{id}", "报了，{id}"],
    "port": ["{what}改到{port}了", "{what}的地址后面现在要加:{port}"],
    "version": ["{what}现在是{ver}", "我们这台显示{ver}"],
    "decision": ["那就{choice}嘛，{reason}", "定了：{choice}，{reason}，没得选"],
    "date": ["督查改到{date}了", "模拟培训改成{date}了"],
}

ZH_POLICY_FILL = ["新入科人员须完成科室岗前培训后方可独立上岗。", "设备故障须当天挂牌并报设备科。",
                  "交班单下班前须粉碎处理。", "自助机不用时必须锁屏。", "外聘人员到岗时须告知消防通道位置。",
                  "发生用药差错须立即报告责任组长。"]
ZH_POLICY_TOPICS = ["药品管理", "自助机与信息安全", "排班管理", "仪器设备管理", "患者安全"]

ZH_REMENTION = {
    "name": ["{name}今天上班没得？模拟培训的事要找她", "{name}后来回我没有？我咋个没看到"],
    "id": ["又去催了{id}，还是显示“处理中”", "{id}有进展没得？我晚点自己去看"],
    "date": ["{date}那个还搞不搞？我都搞忘了改没改", "提醒自己：{date}，千万别忘了"],
    "money": ["{money}，我到现在都还没缓过来", "床位协调会上护理部又问起那{money}"],
    "version": ["还是{ver}哈，信息科人影都没看到", "屏幕上又看到{ver}，说明根本没升级"],
    "port": ["第二台自助机上试了{port}，白屏，烦", "还有别的在用{port}吗？老是出问题"],
    "question": ["到现在还是没人晓得{subj}吗，今天又催了", "第三次问了：{subj}吗？一点回音都没有"],
    "decision": ["我们要{choice}这个事，跟夜班说了没有哦？我记不到了"],
}

ZH_REMENTION_REPLY = {
    "name": ["我这边没看到她回复。直接打个电话可能比发消息快。", "没看到有回音，要不要我帮你写两句消息？"],
    "id": ["一直“处理中”多半是卡在某个人手上了，点名催一下会快些。", "好的，周五还没动静的话，带上编号往上反映。"],
    "date": ["我没看到改期的消息，最好跟负责的人确认一下，免得到时候措手不及。", "记下了，快到的时候我再提醒你。"],
    "money": ["确实不少。要是老被问，写个简短说明：为什么发生、后来改了什么，就不会反复问了。", "准备好一句话的原因就行，领导一般只要这个。"],
    "version": ["那就是没升上去，建议在工单里补一句，免得信息科当成已完成关掉。", "那就确定还是旧版本，拍张屏幕照片附在工单上最省事。"],
    "port": ["白屏多半是那台自助机的收藏夹或者防火墙没改，跟信息科说清楚是第二台。", "有可能，信息科可以查那台机器上谁在占用，告诉他们几点开始不正常的。"],
    "question": ["我这边也还是没有答案，你发给我的材料里都没写到。催的时候加个截止时间可能管用。", "没看到新消息。跟大家先说“还在确认”，别猜。"],
    "decision": ["我们的对话里没看到你说过，今晚交班的时候当面说一句最保险。", "好像还没有，夜班交班的时候提一句就行。"],
}

ZH_REPLY = {
    "name": ["好的，记下了。", "收到，以后这方面的事我提醒你找对人。", "明白，我记住了。"],
    "name_tail": [
        "如果是新入科的，建议确认一下：\n- 岗前培训签字（消防通道、抢救车、污物间密码）\n- 自助机和移动护理的账号**上班前**开好\n- 头几个班安排固定的带教老师\n\n要不要我帮你写个欢迎消息？",
        "提醒一下：排班系统里她的层级要录对，不然绩效和人力配置的数据都会错，月底报表才发现就麻烦了。",
        "", "", ""],
    "command": [
        "在自助机上跑命令的几点提醒：\n- 用**管理员身份**打开PowerShell（右键“以管理员身份运行”），普通模式会提示拒绝访问；\n- 原样复制，引号横杠都别漏；\n- 报错的话整个屏幕拍下来发给信息科，别只拍最后一行。",
        "就我看这条命令不会删东西，只是重启或者查看状态。没反应的话先等两三分钟，开着移动护理的时候自助机比较慢。五分钟还不动就关掉，直接打信息科电话，别反复执行。",
        "已经存在咱们的对话里了。不过说实话，最好让信息科做成桌面快捷方式，凌晨四点一边呼叫铃响一边敲命令太容易出错。",
    ],
    "id": ["记下了。以后相关的消息和邮件都带上这个编号，找起来方便。", "好的。建议在科室登记本上也写一下，你休息的时候别人也查得到。",
           "收到。别人再问就让他直接去系统里查，不用每次都转发。"],
    "port": ["这个是信息科那边的设置，你主要是填防火墙申请或者修收藏夹的时候用得到。申请表一般要写：自助机名称、目标地址、端口、TCP、用途（比如“病区床位看板访问”）。",
             "记下了。改完以后自助机的收藏夹打不开，多半是还存着旧地址，改一下就好。",
             "好的。改完端口如果有东西不能用，信息科第一句肯定问防火墙两边开没开，可以先问清楚再重启。"],
    "version": ["这个信息有用。报故障的时候厂家第一件事就是问版本号，然后问什么时候开始、哪台设备、屏幕上提示什么，提前准备好省得来回问。",
                "记下了。扫码的问题建议简单记个本子（时间、哪辆治疗车、什么情况），信息科和设备科都会要，万一出了用药差错也能保护大家。",
                "好的。如果更新说明里提到你要的修复，把那一句发给我，我帮你写报修描述，免得被当成“未发现故障”关掉。"],
    "money": ["记下了。跟护理部汇报的时候，讲趋势比讲一张发票有用：这个月几个班用了外聘、原因是什么（病假、危重病人、一对一）、之前想过什么办法。",
              "好的。护理部要是问，最有说服力的还是安全那一条——不请人的话那个班的护患比是多少。",
              "收到。建议跟排班系统和发票核对一下，对不上的地方最容易被财务问。"],
    "date": ["我会提醒你。这种日子之前一般要：排班上把人抽出来、通知夜班、相关资料放到检查的人会翻的地方。",
             "记下了。建议白板上也写一下，光发消息夜班的人看不到。",
             "好的。如果改期，围绕它排的班、学习、请假都要跟着动，一条消息通知到所有人最好。"],
    "decision": ["考虑到现在的情况，这个决定挺合理的。建议在科室群里发一句，免得下次晨会又有人提。要我帮你写吗？",
                 "好的，就按这个来。后面几件事：\n- 先跟受影响的人说，别让他们从别人那里听到；\n- 还写着老办法的文件要改；\n- 定个时间回头看看效果，一个月左右就行。",
                 "理由站得住。唯一要注意的是别被别的事拿来当先例，说清楚是针对这个情况的。"],
    "constraint": ["明白，我会把这条当成硬性规定，你让我写的东西如果跟它冲突我会提醒你。",
                   "收到。这种事一旦出问题就是大事，建议外聘和调配来的人也要讲到，不只是科里的老人。",
                   "记下了。要不要加到岗前培训清单里？这样不用靠大家记。"],
    "question": ["这个我也确定不了，你目前发给我的东西里都没有写到。建议直接找负责的部门要个书面答复。要不要我帮你写两句？在有明确答复之前，先别跟大家承诺什么。",
                 "说实话这个我不好下结论，要看医院的具体规定，我手头没有这些文件。我先记在待确认问题里。",
                 "这个问题挺关键的，不建议凭感觉回答。最好找制度负责的人确认，拿到书面答复再说。"],
}

ZH_CLOSERS = ["", "", "", "\n\n还有别的吗？", "\n\n需要的话我帮你起草。", "\n\n先去喝口水歇一下。"]

ZH_FOLLOW = {
    "name_welcome": [("要得，帮我写个欢迎消息", "可以这样发：\n\n欢迎来到{ward}！我是护士长，头几个班会有带教老师带你熟悉病房、抢救车、污物间和自助机。有不清楚的随时问，没人会嫌你问得多。")],
    "name": [("好", "好的。"), ("她其实来了好久了哈哈", "哈哈，那入科培训那部分就不用管了。")],
    "money_item": [("护理部肯定不批", "第一次不批也正常。写个简短的申请：替代什么、多久用一次、没有的话有什么风险，通过的机会大一些。要我帮你写吗？")],
    "money_budget": [("这点钱夜班咋个排嘛", "别自己硬扛，把缺口摆出来：预算内排不满的班有几个、护患比会变成多少。这是护理部要去跟财务谈的事。")],
    "command": [("提示拒绝访问", "这是权限问题，不是你敲错了。关掉窗口，右键PowerShell选“以管理员身份运行”再试。病区账号提不了权限的话就在工单里说明，让信息科远程执行。"),
                ("成功了！我现在也算半个信息科了", "厉害。记一下执行的时间，万一又出问题信息科好对日志。")],
    "port": [("我需要做啥子不", "基本不用，是信息科的事。收藏夹打不开就改一下地址，工单号留着就行。")],
    "version": [("好，我转给信息科", "可以，顺便写上哪台设备、大概什么时候开始的，省得他们再问。")],
    "money": [("帮我想想怎么跟护理部说", "可以这样说：\n\n“上周末外聘是因为院内调配提前几天就发出去了但没人接，一对一陪护是出于病人安全考虑。我在考虑周末夜班固定加一点补贴，避免以后再这样。”\n\n短一点，有原因、有改进。")],
    "date": [("到时候提醒我", "好的，提前一周提醒一次，前一天再提醒一次。"), ("哎呀好赶", "确实赶。你把之前要做完的事列一下，我帮你倒排成每天的计划。")],
    "decision": [("帮我写一句发科室群", "可以这样写：\n\n“通知：经晨会讨论，这件事的做法有调整，具体说明在科室共享文件夹和白板上，有疑问找我或当班组长。”\n\n故意写短，细节只放一个地方。")],
    "constraint": [("加到岗前培训清单里", "好的，建议清单里加一句：\n\n“我已阅读科室规定汇编，了解必须遵守的条款，不确定时先停下来问责任组长。”\n\n写得通用一些，规定措辞变了也不用改。")],
    "question": [("帮我写个催一下的消息", "草稿：\n\n老师好，想跟进一下上周问的那个问题，科里有同事在问，我不想凭猜测回答。麻烦周五前书面回复一下，或者告诉我该问谁，谢谢！"),
                 ("问了也白问", "确实烦。催的时候写个截止时间，第二次催抄送一下对方领导，一般就有人回了。"),
                 ("先放着", "好，继续放在待确认清单里。")],
}

ZH_DEC_SPLIT = (["我拍板了：{choice}。", "定了哈，{choice}，莫再讨论了", "从下周开始{choice}"],
                ["好的。要不要把理由也记一下？写进记录里，以后有人问好解释。", "收到。主要是出于啥考虑？我一起记下来。"],
                ["主要是{reason}", "说白了就是{reason}", "{reason}，就这么简单"])

ZH_PREFIX = ["", "", "", "", "在不？", "哎，", "对了，", "那个，", "早，", "刚想起，", "下夜班了，"]
ZH_SUFFIX = ["", "", "", "", "～", "哈", "。。。", "，先这样", "，累死了"]

# slugs used inside logs / tool output (same order as the *_WHAT lists)
PORT_SLUG = ["kiosk-web", "bedboard-api", "rota-sync", "label-print", "obs-dash", "badge-bridge", "handover-gen"]
VER_SLUG = ["kiosk-app", "pump-fw", "eobs-client", "bedboard", "rota-macro", "badge-driver", "browser", "bladderscan"]
EN_DEVICES = ["Volumetric pump", "Syringe driver", "Obs machine", "Bladder scanner", "Kiosk PC", "Handover printer",
              "Pressure-relief mattress pump", "Feed pump"]
ZH_DEVICES = ["输液泵", "微量泵", "监护仪", "膀胱扫描仪", "自助机", "交班打印机", "防压疮气垫泵", "肠内营养泵"]

# which device an asset-register row shows for a version fact / a kiosk serial
VER_DEVICE = {"pump-fw": 1, "bladderscan": 3, "kiosk-app": 4, "browser": 4, "badge-driver": 4}

ID_SENDERS = {
    "Datix ref": ["matron"], "asset tag": ["ebme"], "IT ticket": ["it"], "rota swap request": ["matron"],
    "bank booking ref": ["finance", "matron"], "agency booking ref": ["finance"], "purchase order": ["finance", "ebme"],
    "estates job number": ["matron"], "PALS ref": ["matron"], "kiosk serial number": ["it"],
    "不良事件上报编号": ["matron"], "设备编号": ["ebme"], "信息科工单号": ["it"], "换班申请单号": ["matron"],
    "固定资产编号": ["ebme", "finance"], "药剂科领药单号": ["pharmacy"], "后勤报修单号": ["matron"],
    "投诉登记号": ["matron"], "培训项目编号": ["educator"],
}

ASSET_LBL = ("asset tag", "设备编号", "固定资产编号", "kiosk serial number")
DATIX_LBL = ("Datix ref", "不良事件上报编号")


# ======================================================================================
# one conversation
# ======================================================================================

class Conv:
    CARRIERS = {
        "name": [("user", 40), ("paste", 25), ("tool", 20), ("dict", 15)],
        "command": [("user", 40), ("paste", 15), ("tool", 10), ("assistant", 25), ("dict", 10)],
        "id": [("user", 35), ("paste", 25), ("tool", 30), ("dict", 10)],
        "port": [("user", 40), ("paste", 25), ("tool", 25), ("dict", 10)],
        "version": [("user", 35), ("paste", 25), ("tool", 30), ("dict", 10)],
        "money": [("user", 35), ("paste", 20), ("tool", 15), ("assistant", 20), ("dict", 10)],
        "date": [("user", 35), ("paste", 20), ("tool", 15), ("assistant", 15), ("dict", 15)],
        "decision": [("user", 65), ("paste", 20), ("dict", 15)],
        "constraint": [("user", 60), ("paste", 25), ("dict", 15)],
        "question": [("user", 85), ("dict", 15)],
    }

    def __init__(self, seed, zh, per_kind, attempt):
        self.rng = random.Random("ck/%d/%d/%d" % (seed, 1 if zh else 0, attempt))
        self.zh = zh
        self.per_kind = per_kind
        self.used = []
        self._decks = {}
        self.P = dict(self.rng.choice(ZH_PERSONAS if zh else EN_PERSONAS))
        self.firsts, self.lasts = set(), set()
        self.cmd_used = set()
        self._welcome = False

    # ---- helpers ---------------------------------------------------------------------
    def pick(self, seq):
        return self.rng.choice(seq)

    def chance(self, p):
        return self.rng.random() < p

    def deck(self, key, items):
        """Deal items in a shuffled order so phrasings don't repeat back to back."""
        d = self._decks.get(key)
        if not d:
            d = list(items)
            self.rng.shuffle(d)
            self._decks[key] = d
        return d.pop()

    def clash(self, v):
        return any(v in u or u in v for u in self.used)

    def uniq(self, gen):
        for _ in range(3000):
            v = gen()
            if not self.clash(v):
                self.used.append(v)
                return v
        raise RuntimeError("cannot generate a unique value")

    def ctx(self):
        r = self.rng
        P = self.P
        if self.zh:
            d = {"fn": self.pick(ZH_FN), "bed": "%d床" % r.randint(1, 42), "bay": self.pick("ABC"),
                 "sr": r.randint(1, 4)}
        else:
            d = {"fn": self.pick(EN_FN), "bed": r.randint(1, 28), "bay": self.pick("ABCD"), "sr": r.randint(1, 4)}
        d.update(me=P["me"], ward=P["ward"], matron=P["matron"], it=P["it"], host=P["host"])
        return d

    def noisy(self, t):
        """Typing noise on the template text only (never inside a placeholder value)."""
        if self.zh:
            return t
        for a, b in EN_TYPOS:
            if a in t and self.chance(0.1 if a == "the " else 0.28):
                t = t.replace(a, b, 1)
        if len(t) > 1 and t[0].isupper() and t[1].islower() and self.chance(0.5):
            t = t[0].lower() + t[1:]
        return t

    def fill(self, t, v):
        d = self.ctx()
        d.update(v)
        return t.format(**d)

    def filler_person(self):
        if self.zh:
            return self.pick(ZH_FILLER_STAFF)
        return "%s. %s" % (self.pick("ABCDEGHJKLMPRSTW"), self.pick(EN_FILLER_SURNAMES))

    # ---- value generators ------------------------------------------------------------
    def gen_name(self):
        r = self.rng
        if self.zh:
            v = self.uniq(lambda: self.pick(ZH_SUR) + self.pick(ZH_GIVEN))
            return {"name": v, "role": self.pick(ZH_ROLES), "form": "zh"}
        forms = [f for f, _ in EN_NAME_FORMS]
        form = r.choices(forms, weights=[w for _, w in EN_NAME_FORMS])[0]

        def g():
            first = self.pick([x for x in EN_FIRST if x not in self.firsts] or EN_FIRST)
            last = self.pick([x for x in EN_LAST if x not in self.lasts] or EN_LAST)
            return {"full": "%s %s" % (first, last), "dr": "Dr " + last, "mr": "Mr " + last,
                    "sister": "Sister " + last, "first": first}[form]
        v = self.uniq(g)
        parts = v.split()
        if form in ("full", "first"):
            self.firsts.add(parts[0])
        if form != "first":
            self.lasts.add(parts[-1])
        return {"name": v, "role": self.pick(EN_ROLES[form]), "form": form}

    def gen_command(self):
        pats = list(CMD_PATTERNS)
        self.rng.shuffle(pats)
        fresh = [p for p in pats if p[0] not in self.cmd_used] or pats
        fn, pen, pzh = fresh[0]
        self.cmd_used.add(fn)
        return {"cmd": self.uniq(lambda: fn(self.rng)), "purpose": pzh if self.zh else pen}

    def gen_id(self):
        fn, lbl = self.pick(ZH_ID_PATTERNS if self.zh else EN_ID_PATTERNS)
        return {"id": self.uniq(lambda: fn(self.rng)), "lbl": lbl}

    def gen_port(self):
        i = self.rng.randrange(len(PORT_SLUG))
        what = (ZH_PORT_WHAT if self.zh else EN_PORT_WHAT)[i]
        return {"port": self.uniq(lambda: str(self.rng.randint(3001, 60999))), "what": what,
                "what_cap": cap(what), "slug": PORT_SLUG[i]}

    def gen_version(self):
        r = self.rng
        i = r.randrange(len(VER_SLUG))
        what = (ZH_VER_WHAT if self.zh else EN_VER_WHAT)[i]

        def g():
            x = r.random()
            if VER_SLUG[i] == "browser":
                return "%d.0.%d.%d" % (r.randint(118, 134), r.randint(2000, 2999), r.randint(10, 199))
            if x < 0.62:
                return "%d.%d.%d" % (r.randint(1, 14), r.randint(0, 30), r.randint(0, 60))
            if x < 0.82:
                return "%d.%d.%d-r%d" % (r.randint(1, 9), r.randint(0, 9), r.randint(0, 40), r.randint(1, 9))
            return "%d.%d build %d" % (r.randint(2, 12), r.randint(0, 9), r.randint(100, 999))
        return {"ver": self.uniq(g), "what": what, "what_cap": cap(what), "slug": VER_SLUG[i]}

    def gen_money(self):
        r = self.rng
        scale = r.choice(["shift", "shift", "budget", "rate", "item"])

        def g():
            if self.zh:
                if scale == "shift":
                    return r.choice(["%d元" % (r.randint(60, 240) * 10), "¥{:,}".format(r.randint(60, 240) * 10)])
                if scale == "budget":
                    return r.choice(["%s万" % r.choice(["3.5", "4.8", "6", "7.2", "9.5", "12", "12.5", "15", "18", "22", "26.4", "31"]),
                                     "¥{:,}".format(r.randint(30, 480) * 1000)])
                if scale == "rate":
                    return "%d元/小时" % r.randint(45, 160)
                return r.choice(["¥{:,}".format(r.randint(20, 800) * 100), "%d块" % (r.randint(30, 300) * 10)])
            if scale == "shift":
                return r.choice(["£%d.%02d" % (r.randint(380, 1150), r.choice([0, 10, 20, 35, 40, 50, 60, 75, 80, 90])),
                                 "£%d" % r.randint(380, 1150)])
            if scale == "budget":
                return r.choice(["£{:,}".format(r.randint(8, 120) * 500), "£%d.%dk" % (r.randint(4, 95), r.randint(1, 9))])
            if scale == "rate":
                return "£%d.%02d/hr" % (r.randint(14, 78), r.choice([0, 5, 15, 20, 30, 45, 50, 65, 70, 85, 95]))
            return r.choice(["£{:,}".format(r.randint(120, 1900) * 5), "£{:,.2f}".format(r.randint(500, 9500) + 0.99)])
        return {"money": self.uniq(g), "scale": scale}

    def rand_day(self):
        return date(2026, 12, 1) + timedelta(days=self.rng.randint(0, 190))

    def gen_date(self):
        r = self.rng

        def g():
            d = self.rand_day()
            if self.zh:
                c = r.randint(0, 9)
                if c == 0:
                    return r.choice(["元旦后第一个周一", "春节前最后一个周五", "下下周四", "五一前一天"])
                return ["%d月%d日" % (d.month, d.day), "%d月%d号" % (d.month, d.day),
                        "%d年%d月%d日" % (d.year, d.month, d.day),
                        "%d月%d日（周%s）" % (d.month, d.day, ZH_WD[d.weekday()])][c % 4]
            M, m = MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
            W, w = WEEKDAYS[d.weekday()], WEEKDAYS[d.weekday()][:3]
            return r.choice([
                "%s %d %s" % (w, d.day, m),
                "%02d/%02d/%d" % (d.day, d.month, d.year),
                "%s of %s" % (nth(d.day), r.choice([m, M])),
                "%s %s" % (M, nth(d.day)),
                "%d %s %d" % (d.day, m, d.year),
                "%s %d %s" % (W, d.day, M),
                "%d.%d.%d" % (d.day, d.month, d.year % 100),
            ])
        return {"date": self.uniq(g)}

    def gen_agency_calc(self):
        """A money fact the assistant works out (agency shift cost)."""
        r = self.rng
        for _ in range(300):
            hours = r.choice([7.5, 8, 11.5, 12, 12.5, 10, 6])
            if self.zh:
                rate = r.randint(45, 140)
                comm = r.choice([8, 10, 12, 15])
                total = hours * rate * (1 + comm / 100.0)
                money = "{:,.2f}元".format(total)
                v = {"hours": ("%g" % hours), "rate": "%d" % rate, "comm": comm}
            else:
                rate = r.randint(28, 72) + r.choice([0, 0.25, 0.5, 0.75, 0.4, 0.9])
                comm = r.choice([8, 10, 12.5, 15, 18])
                total = hours * rate * (1 + comm / 100.0)
                money = "£{:,.2f}".format(total)
                v = {"hours": ("%g" % hours), "rate": "£%.2f" % rate, "comm": ("%g" % comm)}
            if not self.clash(money):
                self.used.append(money)
                v["money"] = money
                v["scale"] = "shift"
                return v
        raise RuntimeError("agency calc")

    def gen_due_date(self):
        """A date fact the assistant works out (next periodic check)."""
        r = self.rng
        for _ in range(300):
            last = date(2026, 11, 1) + timedelta(days=r.randint(0, 40))
            weeks = r.choice([4, 6, 8, 12, 13])
            due = last + timedelta(weeks=weeks)
            shifted = False
            while due.weekday() >= 5:
                due += timedelta(days=1)
                shifted = True
            if self.zh:
                s = "%d年%d月%d日" % (due.year, due.month, due.day)
                lst = "%d月%d号" % (last.month, last.day)
                what = r.choice(["麻醉药品盘点", "抢救车检查", "手卫生督查", "冰箱除霜和温度计校准", "护理文书质控"])
            else:
                s = "%s %d %s %d" % (WEEKDAYS[due.weekday()], due.day, MONTHS[due.month - 1], due.year)
                lst = "%s %s" % (nth(last.day), MONTHS[last.month - 1][:3])
                what = r.choice(["the CD stock check", "the resus trolley full check", "the hand hygiene audit",
                                 "the drug fridge defrost and thermometer calibration", "the documentation audit"])
            if not self.clash(s) and not self.clash(lst):
                self.used.extend([s, lst])
                return {"date": s, "last": lst, "weeks": weeks, "what": what, "shifted": shifted}
        raise RuntimeError("due date")

    # ---- facts -----------------------------------------------------------------------
    def carrier(self, kind):
        opts = self.CARRIERS[kind]
        return self.rng.choices([c for c, _ in opts], weights=[w for _, w in opts])[0]

    def make_facts(self):
        facts = []
        pools = {"decision": ZH_DECISIONS if self.zh else EN_DECISIONS,
                 "constraint": ZH_CONSTRAINTS if self.zh else EN_CONSTRAINTS,
                 "question": ZH_QUESTIONS if self.zh else EN_QUESTIONS}
        for kind in ["decision", "constraint", "question"]:
            pool = list(pools[kind])
            self.rng.shuffle(pool)
            n = 0
            for item in pool:
                if n >= self.per_kind:
                    break
                if kind == "decision":
                    needles = [item[0], item[1]]
                    v = {"choice": item[0], "reason": item[1]}
                elif kind == "constraint":
                    needles = [item[1], item[2]]
                    if self.zh:
                        v = {"mod": item[0], "act": item[1], "cond": item[2], "front_only": item[0] == "才能"}
                    else:
                        m = EN_MODS[item[0]]
                        v = {"mod": m[0], "we_mod": m[1], "Mod": m[2], "act": item[1], "cond": item[2],
                             "front": item[3]}
                else:
                    needles = [item]
                    v = {"subj": item}
                if any(self.clash(x) for x in needles):
                    continue
                self.used.extend(needles)
                facts.append({"kind": kind, "needles": needles, "v": v, "carrier": self.carrier(kind)})
                n += 1
        for kind in ["name", "command", "id", "port", "version", "money", "date"]:
            for _ in range(self.per_kind):
                c = self.carrier(kind)
                if kind == "money" and c == "assistant":
                    v = self.gen_agency_calc()
                elif kind == "date" and c == "assistant":
                    v = self.gen_due_date()
                else:
                    v = getattr(self, "gen_" + kind)()
                key = {"name": "name", "command": "cmd", "id": "id", "port": "port", "version": "ver",
                       "money": "money", "date": "date"}[kind]
                facts.append({"kind": kind, "needles": [v[key]], "v": v, "carrier": c})
        for i, f in enumerate(facts):
            f["i"] = i
            f["expect"] = {nd: 1 for nd in f["needles"]}
        return facts

    # ---- user-carried facts ----------------------------------------------------------
    def tmpl_ok(self, kind, tag, v):
        if tag is None:
            return True
        if kind == "money":
            return tag == v["scale"]
        if kind == "constraint":
            if tag == "post":
                return not v.get("front_only")
            if tag is True:
                return bool(v.get("front"))
            return True
        return True

    def choose(self, prefix, kind, table, v):
        items = []
        for t in table[kind]:
            tag = None
            if isinstance(t, tuple):
                t, tag = t
            if self.tmpl_ok(kind, tag, v):
                items.append(t)
        sig = v.get("scale", "") + str(v.get("front", "")) + str(v.get("front_only", ""))
        return self.deck("%s:%s:%s" % (prefix, kind, sig), items)

    def user_part(self, f):
        t = self.choose("u", f["kind"], ZH_USER if self.zh else EN_USER, f["v"])
        return self.fill(self.noisy(t), f["v"])

    def reply_for(self, kind):
        R = ZH_REPLY if self.zh else EN_REPLY
        out = self.deck("r:" + kind, R[kind])
        self._welcome = False
        if kind == "name":
            ti = self.rng.randrange(len(R["name_tail"]))
            if R["name_tail"][ti]:
                out += "\n\n" + R["name_tail"][ti]
            self._welcome = ti == 0
        return out

    def follow_up(self, f):
        kind = f["kind"]
        if kind == "name" and self._welcome:
            kind = "name_welcome"
        elif kind == "money" and f["v"]["scale"] in ("item", "budget"):
            kind = "money_" + f["v"]["scale"]
        pool = (ZH_FOLLOW if self.zh else EN_FOLLOW).get(kind)
        if not pool:
            return []
        u, a = self.deck("f:" + kind, pool)
        d = self.ctx()
        return [("user", u), ("assistant", a.format(**d))]

    def ep_user(self, fs):
        zh = self.zh
        if len(fs) == 1 and fs[0]["kind"] == "decision" and self.chance(0.3):
            v = fs[0]["v"]
            U1, A1, U2 = ZH_DEC_SPLIT if zh else EN_DEC_SPLIT
            return [("user", self.fill(self.noisy(self.pick(U1)), v)), ("assistant", self.pick(A1)),
                    ("user", self.fill(self.noisy(self.pick(U2)), v)),
                    ("assistant", self.reply_for("decision"))]
        parts = [self.user_part(f) for f in fs]
        if zh:
            joiners = ["\n还有，", "。另外，", "\n\n顺便说一下，", "\n对了还有个事："]
            pre, suf = self.pick(ZH_PREFIX), self.pick(ZH_SUFFIX)
        else:
            joiners = ["\n\nalso ", "\n\n+ ", " - oh and ", "\n\nother thing: ", "\n"]
            pre, suf = self.pick(EN_PREFIX), self.pick(EN_SUFFIX)
        text = parts[0]
        for p in parts[1:]:
            text += self.pick(joiners) + p
        if suf and text[-1:] in "。.":
            text = text[:-1]
        text = pre + text + suf
        reps = [self.reply_for(f["kind"]) for f in fs]
        if len(reps) == 1:
            ans = reps[0]
        elif zh:
            ans = "分开说哈：\n\n第一件——" + reps[0] + "\n\n第二件——" + reps[1]
        else:
            ans = "Two things there.\n\n**First:** " + reps[0] + "\n\n**Second:** " + reps[1]
        ans += self.pick(ZH_CLOSERS if zh else EN_CLOSERS)
        out = [("user", text), ("assistant", ans)]
        if len(fs) == 1 and self.chance(0.3):
            out += self.follow_up(fs[0])
        return out

    # ---- assistant-carried facts -----------------------------------------------------
    def ep_assistant(self, f):
        v, k, zh = f["v"], f["kind"], self.zh
        c = self.ctx()
        if k == "command":
            if zh:
                u = self.deck("q:cmd", ["信息科下班了……我想{p}，PowerShell里一般敲啥子？",
                                        "上次{it}说有个命令可以{p}，我没记下来，你晓得一般咋写不",
                                        "自助机又出状况了，想{p}，有没有通用的命令"]).format(p=v["purpose"], it=c["it"])
                a = ("一般是这样：\n\n```\n%s\n```\n\n说明：\n- 用管理员身份打开PowerShell（或者Linux那台用有sudo权限的账号）；\n"
                     "- 服务名、机器名以你们信息科的实际配置为准，我写的是常见命名，提示找不到的话先问一下{it}；\n"
                     "- 跑完把输出拍下来，万一要报工单可以直接附上。" % v["cmd"]).replace("{it}", c["it"])
            else:
                u = self.deck("q:cmd", ["IT have gone home... how would I {p}? powershell thing I assume",
                                        "{it} showed me a command once to {p} and I didn't write it down. any idea what it'd be?",
                                        "what would I type to {p}? asking for me, at 3am",
                                        "is there a standard command to {p}? the kiosk is doing its thing again"]).format(p=v["purpose"], it=c["it"])
                a = ("Usually something like this:\n\n```\n%s\n```\n\nA couple of notes:\n"
                     "- run it from an elevated PowerShell window (or as a sudo user if it's the Linux box)\n"
                     "- the service and host names depend on how your IT set things up - I've used the usual naming, so if it says *not found*, check the exact name with %s\n"
                     "- photograph the output before closing the window in case you need to attach it to a ticket" % (v["cmd"], c["it"]))
        elif k == "money":
            if zh:
                u = self.deck("q:calc", ["外聘护士一个小时{rate}元，做了{hours}个小时，劳务公司还要抽{comm}%，这个班一共多少钱？护理部要我报数",
                                         "帮我算一下：{hours}小时，每小时{rate}元，加{comm}%的管理费",
                                         "语音转文字外聘的那个做了{hours}个钟头每个钟头{rate}块然后中介要收{comm}%你帮我算下总数"]).format(**v)
                a = ("算法：{hours} × {rate} = 基本费用，再乘以 (1 + {comm}%%) 加上管理费。\n\n"
                     "所以这个班一共是 %s。\n\n提醒：\n- 如果夜班或节假日另外有加成，要看合同怎么写的，我这里没算；\n"
                     "- 报给护理部之前最好跟发票和排班系统里的实际工时核对一下。" % v["money"]).replace("{hours}", v["hours"]).replace("{rate}", v["rate"]).replace("{comm}", str(v["comm"]))
            else:
                u = self.deck("q:calc", ["agency did {hours}h at {rate} an hour plus {comm}% commission - what's the total? matron wants a number",
                                         "quick maths pls: {hours} hours, {rate}/hr, agency fee {comm}% on top",
                                         "maths is not happening after nights. {rate} an hour x {hours} hrs + {comm}% commission = ?",
                                         "voice note can you work out what the agency shift cost it was {hours} hours at {rate} and they add {comm} percent"]).format(**v)
                a = ("Working: %s hours x %s = the base cost, then add the %s%% commission on top.\n\n"
                     "That comes to **%s** for the shift.\n\nCaveats:\n- if there's a separate night or bank-holiday uplift in the framework, I haven't included it\n"
                     "- check it against the timesheet and the e-roster before it goes to finance - hours on invoices drift" % (v["hours"], v["rate"], v["comm"], v["money"]))
        else:
            if zh:
                u = self.deck("q:due", ["{what}是每{weeks}周一次，上次是{last}，下次该哪天？",
                                        "帮我算一下{what}的下一次：上次{last}，间隔{weeks}周",
                                        "{last}做的{what}，{weeks}周一次，下回是哪天来着"]).format(**v)
                a = ("从上次往后推%d周%s，下一次是 %s。\n\n建议：\n- 提前一周排班上留人；\n- 白板上写一下，夜班也看得到；\n- 做完记得在登记本上签字，不然检查的时候等于没做。"
                     % (v["weeks"], "，碰上周末顺延到工作日" if v["shifted"] else "", v["date"]))
            else:
                u = self.deck("q:due", ["{what} is every {weeks} weeks, last one was the {last} - when's the next?",
                                        "when is {what} next due? last done {last}, {weeks}-weekly",
                                        "can you work out the next date for {what}? {weeks} weeks from the {last}"]).format(**v)
                a = ("%d weeks on from the last one%s puts the next one on **%s**.\n\nSuggestions:\n- put someone's name against it on the rota a week before\n"
                     "- whiteboard it so nights see it too\n- sign the record straight after - an audit that isn't signed didn't happen, as far as the inspectors are concerned"
                     % (v["weeks"], ", moved to the next weekday because it landed on a weekend" if v["shifted"] else "", v["date"]))
        return [("user", u), ("assistant", a)]

    # ---- dictated run-ons and buried facts ------------------------------------------
    def inline(self, f):
        t = self.choose("in", f["kind"], ZH_INLINE if self.zh else EN_INLINE, f["v"])
        return self.fill(t, f["v"])

    def ep_dictation(self, fs):
        zh = self.zh
        clauses = []
        noise = list(ZH_DICT_NOISE if zh else EN_DICT_NOISE)
        self.rng.shuffle(noise)
        for f in fs:
            if self.chance(0.7):
                clauses.append(noise.pop())
            clauses.append(self.inline(f))
        clauses.append(noise.pop())
        if zh:
            open_ = self.pick(["语音转文字，刚下夜班脑壳是昏的：", "在公交车上说的，乱就乱吧：", "睡之前先倒一下：", "语音转的哈，"])
            text = open_ + clauses[0]
            for c in clauses[1:]:
                text += self.pick(["，然后", "，还有", "，对了", "，嗯", "，"]) + c
            text += self.pick(["。就这些了", "，差不多就这些", "，睡了睡了"])
            ans = self.deck("a:dict", [
                "收到，都记下了。我帮你分成三类：今天要处理的、要去催的、记着就行的。你先去睡，醒了我们再一条一条过。",
                "好，信息量有点大，不过都记住了。醒了以后可以先处理最急的那件，其余的我列好等你。",
                "辛苦了。里面有几件要找别的部门的，我醒了帮你写消息。先去休息。"])
        else:
            open_ = self.pick(["voice note sorry, just off nights, ", "dictating this on the bus so excuse the mess, ",
                               "ok brain dump before I sleep ", "voice to text so ignore the weirdness "])
            text = open_ + clauses[0]
            for c in clauses[1:]:
                text += self.pick([" and ", " and then ", ", ", " oh and ", " also ", " um "]) + c
            text += self.pick([" anyway that's it", " that's everything I think", " night night", " ok sleep now"])
            ans = self.deck("a:dict", [
                "Got all of that. I'll sort it into three piles when you're back: things to do today, things to chase, and things to just remember. Go to bed.",
                "Noted, all of it - even the bits that came out sideways. When you're up, we can go through the ones that need someone else to act first.",
                "Thanks - that's a lot for one night. Nothing in there needs you before you've slept; I'll have it lined up for later.",
                "Logged. There are a couple of things in there that need chasing with other departments - I'll draft those when you're awake."])
        return [("user", text), ("assistant", ans)]

    def ep_buried(self, f):
        zh = self.zh
        fill = list(ZH_BURY_FILL if zh else EN_BURY_FILL)
        self.rng.shuffle(fill)
        clause = self.inline(f)
        if zh:
            text = (self.pick(ZH_BURY_OPEN) + "\n\n" + fill[0] + fill[1] + "另外，" + clause + "。" + fill[2] + fill[3]
                    + "\n\n你看这样写语气行不行，会不会太像在诉苦？")
            ans = self.deck("a:bury", [
                "整体语气可以，不算诉苦，是在讲事实。两点小建议：\n1. 开头先说一两件做得好的，护理部看着舒服；\n2. 要护理部帮忙的地方单独一段写清楚，别夹在中间，不然容易被忽略。",
                "挺好的，读起来就是一个认真管病区的人写的。要说改，就是句子可以再短一点，一条一件事，领导扫一眼就能看懂。"])
        else:
            text = (self.pick(EN_BURY_OPEN) + " " + fill[0] + " " + fill[1] + " Also, " + clause + ". "
                    + fill[2] + " " + fill[3] + "\n\ndoes that read ok or is it too moany?")
            ans = self.deck("a:bury", [
                "It reads fine - factual rather than moany. Two small tweaks:\n1. lead with one good thing (the students, the quick discharges) so the rest lands better\n2. put anything you actually need from matron in its own line at the end, so it doesn't get lost mid-paragraph",
                "Not moany at all - it sounds like someone who knows their ward. If anything, shorter sentences would help; one point per line makes it easier to skim on a phone.",
                "Tone is good. I'd only split it into two short paragraphs - what's going well, what needs help - so the asks don't get buried."])
        return [("user", text), ("assistant", ans)]

    # ---- re-mentions -----------------------------------------------------------------
    def ep_remention(self, f):
        zh = self.zh
        k = f["kind"]
        t = self.pick((ZH_REMENTION if zh else EN_REMENTION)[k])
        u = self.fill(self.noisy(t), f["v"])
        a = self.deck("a:rem:" + k, (ZH_REMENTION_REPLY if zh else EN_REMENTION_REPLY)[k])
        return [("user", u), ("assistant", a)]

    # ---- pasted material -------------------------------------------------------------
    def sender_for(self, f):
        k, v = f["kind"], f["v"]
        if k == "id":
            return self.pick(ID_SENDERS[v["lbl"]])
        if k == "version":
            return "ebme" if v["slug"] in ("pump-fw", "bladderscan") else "it"
        return self.pick((ZH_EMAIL_SENDERS if self.zh else EN_EMAIL_SENDERS)[k])

    def email_line(self, sender, f):
        k, v = f["kind"], f["v"]
        L = (ZH_EMAIL_LINES if self.zh else EN_EMAIL_LINES)[k]
        if k == "money":
            t = L[v["scale"]]
        elif k == "date":
            t = L[sender]
        else:
            t = self.deck("e:%s:%s" % (sender, k), L)
        return self.fill(t, v)

    def render_email(self, sender, fs, forwarded=True):
        c = self.ctx()
        lines = [self.email_line(sender, f) for f in fs]
        if self.zh:
            frm, subj = ZH_SENDER_INFO[sender]
            frm = frm.format(**c)
            body = "%s好，\n\n" % c["me"] + "\n".join(lines) + "\n\n" + self.pick(["谢谢！", "辛苦了。", "有问题随时联系。"]) + "\n" + frm
            return "发件人：%s\n主题：%s\n\n%s" % (frm, subj, body)
        who, title, subj = EN_SENDER_INFO[sender]
        who = who.format(**c)
        body = ("Hi %s,\n\n" % c["me"] + "\n\n".join(lines) + "\n\n" + self.pick(["Thanks", "Many thanks", "Best wishes", "Cheers"])
                + ",\n" + who + ("\n" + title if title else ""))
        if forwarded:
            return "-----Original Message-----\nFrom: %s%s\nSent: %s\nSubject: %s\n\n%s" % (
                who, (" (" + title + ")") if title else "",
                self.pick(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) + " " + "%02d:%02d" % (self.rng.randint(7, 18), self.rng.randint(0, 59)),
                subj, body)
        return body

    def ep_paste(self, cont, fs):
        if cont.startswith("email:"):
            return self.paste_email(cont.split(":", 1)[1], fs)
        return getattr(self, "paste_" + cont)(fs)

    def paste_email(self, sender, fs):
        block = self.render_email(sender, fs)
        if self.zh:
            intro = self.deck("i:email", ["转一封邮件给你看下：\n\n", "这封要不要回哦：\n\n", "贴一下原文：\n\n", "刚收到的：\n\n"])
            outro = self.pick(["", "\n\n咋个回", "\n\n先存着"])
            ans = self.deck("a:email", [
                "看完了，要点：\n- 主要是通知，不需要马上决定什么；\n- 里面的编号、时间、金额建议登记到科室的本子或共享表里；\n- 回复的话一句“收到，已安排”就够了。",
                "不用长篇回复。建议：\n1. 今天回个收到；\n2. 涉及夜班的，交班的时候当面说一下；\n3. 关键信息写到白板或登记本上，别只躺在邮箱里。",
                "写得挺清楚的。唯一要注意的是里面的时间节点，建议排班上提前留好人。回复：“收到，谢谢提醒！”就可以。"])
        else:
            intro = self.deck("i:email", ["fwd so you have it:\n\n", "can you sanity check this, do I need to reply?\n\n",
                                          "pasting the email:\n\n", "FYI\n\n", "this just landed -\n\n"])
            outro = self.pick(["", "\n\nwhat do I say back", "\n\nthoughts?", "\n\nsigh"])
            ans = self.deck("a:email", [
                "Read it. Short version:\n- it's mostly information, nothing that needs a decision today\n- the specifics (references, dates, amounts) are worth copying into the ward diary so they're findable\n- if you reply, two lines confirming receipt and who's picking it up is plenty\n\nSuggested reply: \"Thanks - received and noted, I'll make sure the team knows.\"",
                "You don't need to say much. I'd:\n1. acknowledge it today\n2. mention it at the next handover so nights hear it too\n3. put the key detail on the whiteboard or in the diary, not just in your inbox\n\nReply: \"Thanks for this - noted and shared with the team.\"",
                "Nothing contentious in it. The only thing to act on is any date in there - get cover sorted on the rota early. Reply-wise, \"Thanks, noted\" does the job.",
                "Clear enough. If anything in it conflicts with what you've already told the team, send a one-line correction now rather than letting two versions float about."])
        return [("user", intro + block + outro), ("assistant", ans)]

    def paste_handover(self, fs):
        zh = self.zh
        r = self.rng
        lines = []
        fill_pool = list(ZH_HANDOVER_FILL if zh else EN_HANDOVER_FILL)
        r.shuffle(fill_pool)
        for f in fs:
            t = self.pick((ZH_HANDOVER if zh else EN_HANDOVER)[f["kind"]])
            lines.append(self.fill(t, f["v"]))
        for t in fill_pool[:r.randint(2, 4)]:
            lines.insert(r.randint(0, len(lines)), t.format(b1=r.randint(1, 9), b2=r.randint(10, 19), b3=r.randint(20, 28),
                                                             sr=r.randint(1, 4), bay=self.pick("ABCD")))
        if zh:
            head = self.pick(["夜班交班记录（从本子上抄的）：", "早交班记录，贴给你：", "今晚的交班单："])
            body = "\n".join("- " + x for x in lines)
            ans = self.deck("a:hand", [
                "看了一下交班，今天的重点：\n1. 病情有变化的那几床，上午查房前先看一眼；\n2. 等出院的要催药房和结算，别拖到下午；\n3. 设备和自助机的问题单独跟信息科、设备科说，别靠口头传。\n\n需要我帮你拟个晨会的发言提纲吗？",
                "交班里有几件要跟进的：有变化的病人、要催的出院、还有设备的事。建议晨会上分给具体的人，写在白板上，下班前回头看一眼做完没有。"])
            return [("user", head + "\n\n" + body), ("assistant", ans)]
        head = self.pick(["handover from last night, typed up from the sheet:", "pasting the night handover -",
                          "night sister's handover, sorry about the shorthand:"])
        body = "\n".join("- " + x for x in lines)
        ans = self.deck("a:hand", [
            "From that handover, today's priorities:\n1. the patients whose obs changed overnight - see them before the ward round\n2. the discharges - chase TTOs and transport early, not after lunch\n3. anything equipment or kiosk related - log it properly rather than relying on word of mouth\n\nWant a quick huddle script from it?",
            "A few threads to pick up: the deteriorating patients, the discharges, and the kit issues. I'd allocate each to a named person at the huddle and check back before lunch.",
            "Busy night by the look of it. The things that need an owner today are the sick patients, the discharges and the kit - worth writing names against them on the board."])
        return [("user", head + "\n\n" + body), ("assistant", ans)]

    def paste_teams(self, fs):
        zh = self.zh
        r = self.rng
        lines = []
        t0 = r.randint(6, 21)
        mins = r.randint(0, 40)
        people = list(ZH_FILLER_STAFF if zh else EN_FILLER_STAFF)
        r.shuffle(people)
        chatter = (["收到", "好的", "👍", "我去看看", "哪个晓得密码", "等一下", "这个我不清楚"] if zh else
                   ["ok", "👍", "thanks", "on it", "which one??", "will check", "no idea sorry"])
        for i, f in enumerate(fs):
            t = self.pick((ZH_TEAMS_LINES if zh else EN_TEAMS_LINES)[f["kind"]])
            mins += r.randint(1, 9)
            lines.append("[%02d:%02d] %s: %s" % (t0 + mins // 60, mins % 60, people[i % len(people)], self.fill(t, f["v"])))
            if self.chance(0.7):
                mins += r.randint(1, 5)
                lines.append("[%02d:%02d] %s: %s" % (t0 + mins // 60, mins % 60, people[(i + 3) % len(people)], self.pick(chatter)))
        if zh:
            head = self.pick(["病区微信群里的聊天记录，你看下有没有要跟进的：", "群里刚才聊的，复制给你："])
            ans = self.deck("a:teams", ["群里的信息我看了，都是零零碎碎的通知。建议把重要的挪到科室登记本或者共享表里，群消息一刷就找不到了。",
                                        "看完了。有一两条是要有人去落实的，最好在群里点名，不然每个人都以为别人会做。"])
        else:
            head = self.pick(["from the ward Teams chat, anything I need to do?", "pasting the Teams thread from this morning:"])
            ans = self.deck("a:teams", ["Mostly bits of information rather than actions. I'd move anything important out of the chat and into the ward diary - Teams threads vanish under the next twenty messages.",
                                        "Read it. One or two of those need a named person to actually do them - worth tagging someone rather than hoping.",
                                        "Nothing alarming. If any of that changes how nights work, it needs saying at handover too - not everyone reads the chat."])
        return [("user", head + "\n\n" + "\n".join(lines)), ("assistant", ans)]

    def paste_policy(self, fs):
        zh = self.zh
        r = self.rng
        if zh:
            clauses = ["%s，%s%s。" % (f["v"]["cond"], f["v"]["mod"], f["v"]["act"]) for f in fs] + r.sample(ZH_POLICY_FILL, 2)
            r.shuffle(clauses)
            topic = self.pick(ZH_POLICY_TOPICS)
            txt = "科室制度汇编里“%s”那一节，贴给你：\n\n" % topic + "\n".join("（%s）%s" % ("一二三四五六七八"[i], x) for i, x in enumerate(clauses))
            ans = "翻成大白话给新人：\n- 流程上的要求都要有记录；\n- 涉及安全的事，宁可多问一句；\n- 拿不准就先停下来问责任组长。\n\n要不要我做成一页纸贴在护士站？"
        else:
            clauses = ["%s %s %s." % (f["v"]["Mod"], f["v"]["act"], f["v"]["cond"]) for f in fs] + r.sample(EN_POLICY_FILL, 2)
            r.shuffle(clauses)
            topic = self.pick(EN_POLICY_TOPICS)
            txt = ("from the ward SOP folder ('%s'), pasting the bit that matters:\n\n" % topic
                   + "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(clauses)))
            ans = ("Plain-English version for new starters:\n- anything procedural needs a written record\n- where safety is involved, check before acting, not after\n- if in doubt, stop and ask the nurse in charge\n\n"
                   "Want it as a one-page sheet for the staff room?")
        return [("user", txt), ("assistant", ans)]

    def paste_kiosk_log(self, fs):
        zh = self.zh
        r = self.rng
        t = datetime(2026, 11, r.randint(10, 28), r.randint(0, 5), r.randint(0, 59), r.randint(0, 59))
        lines = []

        def stamp():
            return t.strftime("%Y-%m-%d %H:%M:%S")
        for f in fs:
            t += timedelta(seconds=r.randint(2, 50))
            if f["kind"] == "version":
                lines.append("%s INFO  updater: %s -> %s installed" % (stamp(), f["v"]["slug"], f["v"]["ver"]))
            else:
                lines.append("%s INFO  http: %s listening on 0.0.0.0:%s" % (stamp(), f["v"]["slug"], f["v"]["port"]))
            t += timedelta(seconds=r.randint(1, 9))
            lines.append("%s %s" % (stamp(), self.pick(["INFO  session: nurse login ok", "WARN  badge: reader not responding, retry 2/5",
                                                        "INFO  print: handover sheet queued", "INFO  cache: bed list refreshed",
                                                        "WARN  net: slow response from e-roster (9s)"])))
        t += timedelta(seconds=r.randint(3, 30))
        lines.append("%s ERROR bedboard: upstream timed out after 30s" % stamp())
        if zh:
            intro = self.pick(["信息科让我把自助机日志发给他，你先帮我翻译成人话：\n\n", "自助机日志，最后那行红的是啥意思？\n\n"])
            ans = "简单说：程序启动和登录都是正常的，问题在最后一行——床位看板去后台取数据，等了30秒没回应就放弃了。一般是网络或者后台服务器的问题，不是你们操作错了。把这段原样发给信息科，再补一句大概几点开始、影响多久就行。"
        else:
            intro = self.pick(["IT want this, can you translate it into human first\n\n", "kiosk log - what's the red bit at the end?\n\n"])
            ans = ("In plain terms: the app started and people logged in fine; the problem is the last line - the bed board asked the server for data and gave up after 30 seconds. "
                   "That's network or the server end, not anything the ward did. Send it to IT as it is and add roughly when it started and how long it lasted.")
        return [("user", intro + "\n".join(lines)), ("assistant", ans)]

    def paste_table_rota(self, fs):
        zh = self.zh
        r = self.rng
        rows = []
        wd = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"] if zh else ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        for f in fs:
            row = {"date": self.pick(wd), "shift": self.pick(["N", "LD", "E", "L"] if not zh else ["夜", "白", "中", "N"]),
                   "name": self.filler_person(), "grade": self.pick(["B5", "B6", "HCA", "NA"] if not zh else ["N2", "N3", "护理员", "N1"]),
                   "src": self.pick(["bank", "agency", "core"] if not zh else ["调配", "外聘", "本科"]), "cost": "-"}
            k = f["kind"]
            if k == "name":
                row["name"] = f["v"]["name"]
            elif k == "date":
                row["date"] = f["v"]["date"]
            else:
                row["cost"] = f["v"]["money"]
                row["src"] = "agency" if not zh else "外聘"
            rows.append(row)
        for _ in range(r.randint(2, 4)):
            rows.insert(r.randint(0, len(rows)), {"date": self.pick(wd), "shift": self.pick(["N", "LD"] if not zh else ["夜", "白"]),
                                                  "name": self.filler_person(), "grade": self.pick(["B5", "HCA"] if not zh else ["N1", "护理员"]),
                                                  "src": "core" if not zh else "本科", "cost": "-"})
        if zh:
            head = "| 日期 | 班次 | 姓名 | 层级 | 来源 | 费用 |\n|---|---|---|---|---|---|"
            intro = self.pick(["从排班系统导出来的，下周的缺口和外聘，你看下：\n\n", "排班表贴一段，格式有点乱：\n\n"])
            ans = ("看了一下：\n1. 外聘的班集中在周末夜班，可以考虑周末夜班固定加点补贴，让科里的人愿意接；\n2. 同一个人连续夜班的，注意中间休息够不够；\n"
                   "3. 费用那一栏最好跟劳务公司的对账单核一下。\n\n要我帮你列个调整方案吗？")
        else:
            head = "| Date | Shift | Name | Grade | Source | Cost |\n|---|---|---|---|---|---|"
            intro = self.pick(["e-roster export for next week, gaps and agency:\n\n", "pasting a chunk of the rota, formatting is a mess sorry\n\n"])
            ans = ("Looking at that:\n1. the agency shifts cluster on weekend nights - a standing bank incentive for those might be cheaper overall\n"
                   "2. check rest between shifts for anyone doing back-to-back nights\n3. reconcile the cost column against the agency's invoice before month end\n\nWant me to sketch a revised week?")
        body = "\n".join("| %s | %s | %s | %s | %s | %s |" % (x["date"], x["shift"], x["name"], x["grade"], x["src"], x["cost"]) for x in rows)
        return [("user", intro + head + "\n" + body), ("assistant", ans)]

    def device_for(self, f):
        devs = ZH_DEVICES if self.zh else EN_DEVICES
        v = f["v"]
        if f["kind"] == "version":
            return devs[VER_DEVICE[v["slug"]]]
        if f["kind"] == "id" and v["lbl"] == "kiosk serial number":
            return devs[4]
        return self.pick([d for i, d in enumerate(devs) if i != 4])

    def filler_tag(self):
        return "MED-%s%s%d" % (self.pick("ABCDEFGHJK"), self.pick("LMNPQRSTUV"), self.rng.randint(1, 9))

    def paste_table_assets(self, fs):
        zh = self.zh
        r = self.rng
        devs = ZH_DEVICES if zh else EN_DEVICES
        locs = ["A区", "B区", "C区", "单间1", "护士站", "治疗室"] if zh else ["Bay A", "Bay B", "Bay C", "SR1", "Nurses' station", "Treatment room"]
        rows = []
        for f in fs:
            row = {"tag": self.filler_tag(), "dev": self.device_for(f), "loc": self.pick(locs),
                   "fw": "见标签" if zh else "see label", "ppm": "-"}
            k = f["kind"]
            if k == "id":
                row["tag"] = f["v"]["id"]
            elif k == "version":
                row["fw"] = f["v"]["ver"]
            else:
                row["ppm"] = f["v"]["date"]
            rows.append(row)
        for _ in range(r.randint(1, 3)):
            rows.insert(r.randint(0, len(rows)), {"tag": self.filler_tag(), "dev": self.pick(devs), "loc": self.pick(locs),
                                                  "fw": "见标签" if zh else "see label", "ppm": "已过期" if zh else "overdue"})
        if zh:
            head = "设备编号\t设备\t位置\t软件/固件\t下次维护"
            intro = self.pick(["设备科发来的台账，我们病区这几台：\n\n", "设备台账复制过来的，Excel格式：\n\n"])
            ans = "台账里有“已过期”的先处理，跟设备科约时间；固件版本不一致的几台，问一下设备科是不是要统一。位置写错的也顺手改一下，检查的时候找不到设备最尴尬。"
        else:
            head = "Asset\tDevice\tLocation\tSW/FW\tPPM due"
            intro = self.pick(["EBME's asset list for our ward:\n\n", "asset register extract, straight out of Excel:\n\n"])
            ans = ("Anything marked overdue is the first job - book it with EBME before an inspector spots it. Where firmware differs between identical devices, ask EBME whether they should match; "
                   "and correct any wrong locations while you're at it - not being able to find a pump during an audit looks worse than it is.")
        body = "\n".join("\t".join([x["tag"], x["dev"], x["loc"], x["fw"], x["ppm"]]) for x in rows)
        return [("user", intro + head + "\n" + body), ("assistant", ans)]

    def paste_table_agency(self, fs):
        zh = self.zh
        r = self.rng
        ags = ["劳务公司A", "本地护理中介", "医护人力"] if zh else ["Thornbury", "MedPoint", "NurseRota Direct", "HCL Flex"]
        rows = []
        for f in fs:
            row = {"date": "周%s" % self.pick(ZH_WD) if zh else self.pick(["Sat", "Sun", "Fri", "Mon"]),
                   "ag": self.pick(ags), "grade": self.pick(["N2", "护理员"] if zh else ["RMN", "B5", "HCA"]),
                   "hrs": self.pick(["12", "11.5", "7.5"]), "rate": "-", "total": "-"}
            k = f["kind"]
            if k == "date":
                row["date"] = f["v"]["date"]
            elif f["v"]["scale"] == "rate":
                row["rate"] = f["v"]["money"]
            else:
                row["total"] = f["v"]["money"]
            rows.append(row)
        for _ in range(r.randint(1, 3)):
            rows.insert(r.randint(0, len(rows)), {"date": "周%s" % self.pick(ZH_WD) if zh else self.pick(["Sat", "Sun", "Thu"]),
                                                  "ag": self.pick(ags), "grade": "护理员" if zh else "HCA", "hrs": "12",
                                                  "rate": "待定" if zh else "tbc", "total": "待定" if zh else "tbc"})
        if zh:
            head = "| 日期 | 公司 | 层级 | 工时 | 单价 | 合计 |\n|---|---|---|---|---|---|"
            intro = "这个月外聘的明细，财务要我解释：\n\n"
            ans = "给财务解释的时候建议按原因分：病假顶班、危重病人一对一、临时加床。每一类写一句为什么院内调配没解决。“待定”的那几条先跟劳务公司确认，别等对账的时候才发现。"
        else:
            head = "| Date | Agency | Grade | Hrs | Rate | Total |\n|---|---|---|---|---|---|"
            intro = "agency spend so far this month, finance want an explanation:\n\n"
            ans = ("For finance, group them by reason: sickness cover, 1:1 for a confused patient, escalation beds. One line each on why bank didn't fill it. "
                   "And chase the tbc rows with the agencies now - they always turn up at month end otherwise.")
        body = "\n".join("| %s | %s | %s | %s | %s | %s |" % (x["date"], x["ag"], x["grade"], x["hrs"], x["rate"], x["total"]) for x in rows)
        return [("user", intro + head + "\n" + body), ("assistant", ans)]

    # ---- tool-carried facts ----------------------------------------------------------
    def stamp(self):
        return "2026-11-%02dT%02d:%02d:00Z" % (self.rng.randint(10, 28), self.rng.randint(0, 23), self.rng.randint(0, 59))

    def iso_day(self):
        d = date(2026, 12, 1) + timedelta(days=self.rng.randint(0, 40))
        return d.isoformat()

    def tool_ep(self, cont, fs):
        if cont.startswith("inbox:"):
            return self.tool_inbox(cont.split(":", 1)[1], fs)
        return getattr(self, "tool_" + cont)(fs)

    def tool_inbox(self, sender, fs):
        zh = self.zh
        c = self.ctx()
        if zh:
            who = {"matron": "护理部", "it": "信息科", "finance": "财务科", "ebme": "设备科", "educator": "教学办",
                   "pharmacy": "药剂科", "bedmgr": "床位办"}[sender]
            ask = self.deck("q:inbox", ["帮我在邮箱里找一下%s最近发的", "查下收件箱，%s回我没有？",
                                        "%s好像发过一封邮件，我死活找不到", "OA里%s那条通知帮我翻出来"]) % who
        else:
            who = {"matron": "matron", "it": "IT", "finance": "finance", "ebme": "EBME", "educator": "practice education",
                   "pharmacy": "pharmacy", "bedmgr": "patient flow"}[sender]
            ask = self.deck("q:inbox", ["can you search my nhs.net inbox for the latest from %s",
                                        "did %s email me back? check pls",
                                        "there was something from %s last week and I can't find it",
                                        "inbox search: %s, last fortnight"]) % who
        args = {"query": who, "folder": "Inbox", "days": self.pick([7, 14, 30])}
        res = []
        frm = ((ZH_SENDER_INFO[sender][0]) if zh else EN_SENDER_INFO[sender][0]).format(**c)
        for i, f in enumerate(fs):
            body = self.render_email(sender, [f], forwarded=False)
            res.append(("[%d] 发件人：%s\n    收到：%s\n%s" if zh else "[%d] From: %s\n    Received: %s\n%s") % (
                i + 1, frm, self.stamp(), "\n".join("    " + ln for ln in body.split("\n"))))
        out = (("共%d封\n\n" if zh else "%d message(s)\n\n") % len(res)) + "\n\n".join(res)
        if zh:
            ans = self.deck("a:inbox", ["找到了，内容在上面。不算急，今天回个“收到”就行，里面的信息我也记下了。",
                                        "在上面。对方只是通知，不用马上决定什么，关键的信息建议抄到科室登记本上。",
                                        "查到了。语气不急，但最好今天回一句，免得又来追。"])
        else:
            ans = self.deck("a:inbox", ["Found it - above. Nothing that needs a reply this hour, but acknowledge it today so they know it's landed.",
                                        "That's the one. It's information rather than a request, so 'thanks, noted' is enough. Worth copying the key detail into the ward diary.",
                                        "Here it is. Not urgent in tone; a one-line reply today stops them chasing. Want me to draft it?",
                                        "Results above. If it changes anything you've already told the team, a short correction at handover is the quickest fix."])
        return [("user", ask), ("tool", "inbox_search", (args, out)), ("assistant", ans)]

    def tool_rota_lookup(self, fs):
        zh = self.zh
        shifts = []
        for f in fs:
            s = {"date": self.iso_day(), "shift": self.pick(["N", "LD", "E", "L"]), "name": self.filler_person(),
                 "source": self.pick(["bank", "core"]), "cost": None}
            k = f["kind"]
            if k == "name":
                s["name"] = f["v"]["name"]
            elif k == "date":
                s["date"] = f["v"]["date"]
            else:
                s["cost"] = f["v"]["money"]
                s["source"] = "agency"
            shifts.append(s)
        for _ in range(self.rng.randint(1, 3)):
            shifts.insert(self.rng.randint(0, len(shifts)), {"date": self.iso_day(), "shift": "N", "name": None,
                                                             "source": "unfilled", "cost": None})
        args = {"ward": self.P["ward"], "range": self.pick(["next_14_days", "next_7_days", "this_month"]),
                "include": ["bank", "agency", "unfilled"]}
        out = json.dumps({"ward": self.P["ward"], "shifts": shifts}, ensure_ascii=False, indent=1)
        if zh:
            ask = self.deck("q:rota", ["帮我在排班系统里看下接下来两周的夜班", "这周末谁上班？查一下排班", "下周有没有外聘？帮我拉一下排班"])
            ans = "排班在上面。还有空着的夜班，建议今天就在院内调配群里再发一次，实在不行再考虑外聘。"
        else:
            ask = self.deck("q:rota", ["pull the next fortnight from the e-roster pls", "who's on this weekend? check the roster",
                                       "any agency booked next week? rota please", "can you check the e-roster for gaps"])
            ans = ("That's the roster. There are still unfilled nights - I'd re-send those to bank today with the incentive flagged, "
                   "and only go to agency if nothing's come back in 48 hours.")
        return [("user", ask), ("tool", "eroster_lookup", (args, out)), ("assistant", ans)]

    def tool_datix_search(self, fs):
        zh = self.zh
        incs = []
        cats = ["跌倒", "压疮", "用药差错", "设备故障", "人力不足"] if zh else ["Slip/trip/fall", "Pressure ulcer", "Medication", "Equipment", "Staffing"]
        for f in fs:
            inc = {"ref": "(待分配)" if zh else "(pending)", "category": self.pick(cats), "reported": self.iso_day(),
                   "reporter": "病区护士" if zh else "ward staff", "status": self.pick(["审核中", "已结案", "调查中"] if zh else ["In review", "Closed", "Being investigated"])}
            k = f["kind"]
            if k == "id":
                inc["ref"] = f["v"]["id"]
            elif k == "date":
                inc["reported"] = f["v"]["date"]
            else:
                inc["reporter"] = f["v"]["name"]
            incs.append(inc)
        args = {"location": self.P["ward"], "days": self.pick([30, 60, 90]), "status": "any"}
        out = json.dumps({"incidents": incs, "count": len(incs)}, ensure_ascii=False, indent=1)
        if zh:
            ask = self.deck("q:datix", ["查一下不良事件系统里我们病区最近报的", "上个月报的不良事件现在什么状态？", "不良事件系统帮我拉一下，质控会要用"])
            ans = "结果在上面。还在审核中的那几条，质控会之前最好跟护理部确认一下进度；已结案的记得在科室里做一次分享。"
        else:
            ask = self.deck("q:datix", ["can you check Datix for our recent ones", "what's the status of last month's incidents on Datix?",
                                        "Datix search pls, need it for governance"])
            ans = ("Those are the recent ones. Anything still in review is worth a nudge before the governance meeting; "
                   "for the closed ones, a two-minute learning slot at the huddle closes the loop with the team.")
        return [("user", ask), ("tool", "datix_search", (args, out)), ("assistant", ans)]

    def tool_asset_lookup(self, fs):
        zh = self.zh
        devs = ZH_DEVICES if zh else EN_DEVICES
        assets = []
        for f in fs:
            a = {"asset_tag": self.filler_tag(), "device": self.device_for(f), "location": self.P["ward"],
                 "software": None, "next_ppm": None, "status": self.pick(["in use", "in use", "out for repair"])}
            k = f["kind"]
            if k == "id":
                a["asset_tag"] = f["v"]["id"]
            elif k == "version":
                a["software"] = f["v"]["ver"]
            else:
                a["next_ppm"] = f["v"]["date"]
            assets.append(a)
        args = {"location": self.P["ward"], "fields": ["asset_tag", "software", "next_ppm", "status"]}
        out = json.dumps({"assets": assets}, ensure_ascii=False, indent=1)
        if zh:
            ask = self.deck("q:asset", ["查一下设备台账里我们病区的输液泵和监护仪", "设备科的系统里我们那几台啥时候维护？", "帮我看下台账，哪台在外面修"])
            ans = "台账在上面。在外面修的那台记得在交班本上写一下，免得夜班到处找；快到维护时间的提前跟设备科约。"
        else:
            ask = self.deck("q:asset", ["look up our pumps and obs machines on the asset register", "when's EBME due on our kit? check the register",
                                        "asset register - which of ours is out for repair?"])
            ans = ("Register's above. Anything out for repair should go on the handover sheet so nights don't go hunting for it, "
                   "and book the upcoming PPMs in now rather than waiting for EBME to turn up mid-drug round.")
        return [("user", ask), ("tool", "asset_register", (args, out)), ("assistant", ans)]

    def tool_kiosk_status(self, fs):
        zh = self.zh
        svcs = []
        for f in fs:
            if f["kind"] == "port":
                svcs.append({"service": f["v"]["slug"], "listen": "0.0.0.0:%s" % f["v"]["port"],
                             "state": self.pick(["running", "running", "degraded"])})
            else:
                svcs.append({"component": f["v"]["slug"], "installed": f["v"]["ver"],
                             "state": self.pick(["running", "running", "update pending"])})
        args = {"host": self.P["host"], "detail": "services"}
        out = json.dumps({"host": self.P["host"], "uptime_hours": self.rng.randint(2, 300), "services": svcs},
                         ensure_ascii=False, indent=1)
        if zh:
            ask = self.deck("q:kst", ["自助机现在什么状态？帮我查一下", "床位看板又不动了，看下自助机", "自助机上那些服务都在跑没得"])
            ans = "状态在上面。有显示degraded或者等更新的，把机器名、服务名和时间一起发给信息科，他们定位快很多。"
        else:
            ask = self.deck("q:kst", ["can you check the kiosk status", "bed board's frozen again, what's the kiosk saying?",
                                      "run the kiosk health check pls"])
            ans = ("Status is above. If anything shows degraded or an update pending, send IT the kiosk name, the service and the time together - "
                   "it saves a round of questions.")
        return [("user", ask), ("tool", "kiosk_status", (args, out)), ("assistant", ans)]

    def tool_kiosk_logs(self, fs):
        zh = self.zh
        r = self.rng
        t = datetime(2026, 11, r.randint(10, 28), r.randint(0, 5), r.randint(0, 59), 0)
        lines = []
        for f in fs:
            t += timedelta(seconds=r.randint(3, 90))
            if f["kind"] == "port":
                lines.append("%s WARN  %s: bind retry, now serving on :%s" % (t.strftime("%H:%M:%S"), f["v"]["slug"], f["v"]["port"]))
            else:
                lines.append("%s INFO  %s: running %s" % (t.strftime("%H:%M:%S"), f["v"]["slug"], f["v"]["ver"]))
            t += timedelta(seconds=r.randint(1, 20))
            lines.append("%s INFO  session: idle logout" % t.strftime("%H:%M:%S"))
        args = {"host": self.P["host"], "log": "app", "lines": self.pick([50, 100, 200])}
        out = "\n".join(lines)
        if zh:
            ask = self.deck("q:klog", ["把自助机昨晚的日志调出来看看", "自助机日志里有没有报错？"])
            ans = "日志里没看到严重报错，只有重新绑定端口和自动登出的记录。如果夜班说卡，可能是网络慢，下次卡的时候记一下具体时间。"
        else:
            ask = self.deck("q:klog", ["pull last night's kiosk log", "anything nasty in the kiosk log?", "what did the kiosk do overnight? logs pls"])
            ans = ("Nothing alarming - a port re-bind and idle logouts. If nights say it was slow, get them to note the exact time next time; "
                   "that's what IT need to match against their side.")
        return [("user", ask), ("tool", "kiosk_logs", (args, out)), ("assistant", ans)]

    # ---- where each fact lives -------------------------------------------------------
    def container(self, f):
        k, v, c = f["kind"], f["v"], f["carrier"]
        lbl = v.get("lbl", "")
        scale = v.get("scale", "")
        if c == "paste":
            opts = {
                "name": ["handover", "email", "teams"] + (["table_rota"] if v.get("form") in ("full", "first", "sister", "zh") else []),
                "command": ["email", "teams", "handover"],
                "id": ["handover", "email", "teams"] + (["table_assets", "table_assets"] if lbl in ASSET_LBL else []),
                "port": ["kiosk_log", "email", "teams"],
                "version": ["kiosk_log", "email", "teams"] + (["table_assets"] if v.get("slug") in VER_DEVICE else []),
                "money": ["email"] + (["table_agency", "handover"] if scale in ("shift", "rate") else [])
                         + (["table_rota"] if scale == "shift" else []),
                "date": ["handover", "email", "table_assets", "table_agency", "table_rota", "teams"],
                "decision": ["email", "handover", "teams"],
                "constraint": ["policy", "policy", "email", "handover"],
            }[k]
        else:
            opts = {
                "name": ["datix_search", "inbox"] + (["rota_lookup"] if v.get("form") in ("full", "first", "sister", "zh") else []),
                "command": ["inbox"],
                "id": ["inbox"] + (["datix_search", "datix_search"] if lbl in DATIX_LBL else [])
                      + (["asset_lookup", "asset_lookup"] if lbl in ASSET_LBL else []),
                "port": ["kiosk_status", "kiosk_logs", "inbox"],
                "version": ["kiosk_status", "kiosk_logs"] + (["asset_lookup"] if v.get("slug") in VER_DEVICE else []),
                "money": ["inbox"] + (["rota_lookup"] if scale == "shift" else []),
                "date": ["rota_lookup", "asset_lookup", "datix_search", "inbox"],
                "decision": ["inbox"],
                "constraint": ["inbox"],
            }[k]
        cont = self.pick(opts)
        if cont in ("email", "inbox"):
            cont += ":" + self.sender_for(f)
        return cont

    def chunks(self, items, sizes):
        out, i = [], 0
        while i < len(items):
            n = self.pick(sizes)
            out.append(items[i:i + n])
            i += n
        return out

    # ---- assembly --------------------------------------------------------------------
    def build(self):
        facts = self.make_facts()
        eps = []          # (items, fact indices)
        groups = {}
        user_fs, dict_fs = [], []
        for f in facts:
            c = f["carrier"]
            if c == "user":
                user_fs.append(f)
            elif c == "assistant":
                eps.append((self.ep_assistant(f), [f["i"]]))
            elif c == "dict":
                if self.chance(0.35):
                    eps.append((self.ep_buried(f), [f["i"]]))
                else:
                    dict_fs.append(f)
            else:
                groups.setdefault((c, self.container(f)), []).append(f)
        self.rng.shuffle(user_fs)
        for ch in self.chunks(user_fs, [1, 1, 1, 1, 2, 2]):
            eps.append((self.ep_user(ch), [f["i"] for f in ch]))
        self.rng.shuffle(dict_fs)
        for ch in self.chunks(dict_fs, [2, 3, 3, 4]):
            if len(ch) == 1:
                eps.append((self.ep_buried(ch[0]), [ch[0]["i"]]))
            else:
                eps.append((self.ep_dictation(ch), [f["i"] for f in ch]))
        for (carrier, cont), fs in sorted(groups.items()):
            self.rng.shuffle(fs)
            for ch in self.chunks(fs, [1, 2, 2, 3]):
                ep = self.ep_paste(cont, ch) if carrier == "paste" else self.tool_ep(cont, ch)
                eps.append((ep, [f["i"] for f in ch]))
        self.rng.shuffle(eps)

        # a few facts come up again later (verbatim); questions stay unanswered
        table = ZH_REMENTION if self.zh else EN_REMENTION
        for f in facts:
            if f["kind"] not in table or not self.chance(0.12):
                continue
            pos = next(j for j, (_, ids) in enumerate(eps) if f["i"] in ids)
            ep = self.ep_remention(f)
            text = ep[0][1]
            for nd in f["needles"]:
                if nd in text:
                    f["expect"][nd] += 1
            eps.insert(self.rng.randint(pos + 1, len(eps)), (ep, []))

        def nmsg(items):
            return sum(1 for x in items if x[0] != "tool")
        seq_eps = [e for e, _ in eps]
        have = sum(nmsg(e) for e in seq_eps)
        target = min(max(self.rng.randint(150, 230), have + self.rng.randint(16, 34)), 292)
        opener = self.opener()
        have += nmsg(opener)
        chat = ZH_CHATTER if self.zh else EN_CHATTER
        while have < target:
            if self.chance(0.62):
                e = self.deck("chatter", chat)(self, self.ctx())
            else:
                e = self.short_filler()
            if have + nmsg(e) > 296:
                e = self.short_filler()
            seq_eps.insert(self.rng.randint(0, len(seq_eps)), e)
            have += nmsg(e)
        seq = [x for e in [opener] + seq_eps for x in e]
        return [{"kind": f["kind"], "needles": f["needles"], "expect": f["expect"]} for f in facts], seq

    def opener(self):
        P = self.P
        if self.zh:
            return [("user", self.pick(["早～今天又是兵荒马乱的一天，先跟你对一下", "在不？下夜班了，脑壳嗡嗡的，先把事情丢给你",
                                        "早上好，先帮我把这周的事捋一下"])),
                    ("assistant", "早！你一件一件发过来，我帮你记着、排优先级。要查排班、邮箱、自助机、设备台账或者不良事件系统，随时说。")]
        return [("user", self.pick(["morning. well, it's 7am and I've been up since 7pm so. going to dump stuff on you as it comes",
                                    "hiya - be my brain today pls, {ward} is bananas".format(ward=P["ward"]),
                                    "right. new week. coffee. let's go"])),
                ("assistant", "Morning! Send things as they come and I'll keep track, flag deadlines and draft whatever you need. "
                              "I can also check the e-roster, your inbox, the kiosk, the asset register and Datix when that helps.")]

    def short_filler(self):
        u, answers = self.deck("short", ZH_SHORT if self.zh else EN_SHORT)
        return [("user", u), ("assistant", self.pick(answers))]

    def tool_rows(self, name, payload):
        args, out = payload
        return json.dumps(args, ensure_ascii=False), out


# ======================================================================================
# filler conversations (no facts in them)
# ======================================================================================

def en_bulletin(cv, c):
    u = cv.pick(["can you write a short bit for the ward bulletin about hand hygiene? we did better this month but bay C is still rubbish",
                 "need a paragraph for the bulletin re hand hygiene results, positive but with a nudge for bay C"])
    a = ("Here's a draft:\n\n---\n**Hand hygiene - how we're doing**\n\nThank you, everyone - this month's observations were our best since the summer, "
         "and the improvement on nights was especially noticeable. Bare below the elbows is now almost universal.\n\n"
         "One area to focus on: **bay C**. Most of the missed opportunities were *after* patient contact, usually when someone was called away mid-task. "
         "If you're interrupted, gel on the way out - it takes five seconds.\n\n"
         "Next observations will be unannounced. Let's keep it up.\n---\n\n"
         "I've kept it positive first and made the ask specific - 'after patient contact, when interrupted' - rather than a general 'do better'.")
    return [("user", u), ("assistant", a)]


def en_leave_tone(cv, c):
    u = ("rewrite this so it doesn't sound like I'm shouting pls:\n\n\"ANNUAL LEAVE REQUESTS MUST BE IN SIX WEEKS BEFORE THE ROTA IS PUBLISHED. "
         "NO EXCEPTIONS. LATE REQUESTS WILL BE DECLINED. DO NOT ASK THE NIGHT SISTER TO APPROVE LEAVE.\"")
    a = ("Softer, same rules:\n\n\"Hi all - a quick reminder about annual leave. To give everyone a fair chance and keep the rota safe, "
         "please put requests in at least six weeks before the rota is published. I'm afraid I can't approve late requests unless there's something exceptional, "
         "so do talk to me directly if that's the case. Leave can only be approved by me or the deputy, not by whoever is in charge on the shift - "
         "it's not fair to put them on the spot.\n\nThanks, {me}\"\n\n"
         "Lower case does most of the work; the 'talk to me directly' line gives people a route so they don't feel the door is shut.").format(**c)
    return [("user", u), ("assistant", a)]


def en_preceptee(cv, c):
    u = cv.pick(["what should a preceptee's first week look like on a surgical ward? ours is a bit 'here's your bay, good luck'",
                 "first week plan for a newly qualified nurse pls, {ward}".format(**c)])
    a = ("## First week - newly qualified nurse\n\n### Day 1 (supernumerary)\n- Local induction: fire exits, resus trolley, emergency buzzer, sluice, kiosk login\n"
         "- Meet preceptor, agree a regular catch-up slot\n- Shadow a full drug round - watching, not doing\n\n"
         "### Days 2-3 (supernumerary)\n- Take 2-3 patients with the preceptor alongside\n- Post-op obs and escalation: walk through the escalation flowchart together\n"
         "- Drains, catheters, wound checks - signed off as observed\n\n### Days 4-5\n- Up to 4 patients, preceptor in the same bay\n"
         "- First discharge from start to finish (TTOs, letter, transport)\n- End-of-week chat: what went well, what felt scary\n\n"
         "### Don'ts\n- No charge shifts\n- No being counted in the numbers 'just this once'\n\n"
         "The last point is the one that usually slips - worth writing it on the rota itself.")
    return [("user", u), ("assistant", a)]


def en_bedboard(cv, c):
    u = cv.pick(["what's the bed state looking like? check the board", "how many empties have we got? bed board pls",
                 "bed manager's on the phone, quick bed state?"])
    r = cv.rng
    bays = []
    for b in "ABCD":
        bays.append({"bay": b, "beds": 6, "occupied": r.randint(4, 6), "pending_discharge": r.randint(0, 2),
                     "high_acuity": r.randint(0, 2)})
    side = {"side_rooms": 4, "occupied": r.randint(2, 4), "isolation": r.randint(0, 2)}
    args = {"ward": c["ward"], "view": "summary"}
    out = json.dumps({"bays": bays, "side_rooms": side, "updated": "just now"}, indent=1)
    a = ("From the board: the bays are nearly full, with a couple of pending discharges that could free beds if TTOs arrive. "
         "Side rooms are tight, and the isolation patients can't move. If the bed manager wants a bed before lunch, the honest answer is "
         "'possibly one, after TTOs' - I wouldn't promise more than that.")
    return [("user", u), ("tool", "bed_board", (args, out)), ("assistant", a)]


def en_vent(cv, c):
    u = cv.pick(["awful night. bed 9 went to ITU at 3am and the family were in bits. I feel like I should have escalated sooner",
                 "I'm so tired. two sick patients, one HCA off, and I ended up doing the drug round and being in charge. never again",
                 "voice note sorry, just sat in the car crying a bit. we had a death overnight, it was expected but it still got me"])
    a = ("That sounds like a really hard shift, and what you're feeling is a normal reaction to it, not a sign you did something wrong.\n\n"
         "A few things that might help:\n- **Eat and sleep first.** Everything looks worse after a night shift.\n"
         "- **A hot debrief** with whoever was on - ten minutes, what happened, what went well, what was hard. It helps the team as much as you.\n"
         "- If the escalation is bothering you, look at the obs chart with fresh eyes tomorrow - usually the trend only looks obvious in hindsight.\n"
         "- The staff support line is there for shifts exactly like this one.\n\nYou're allowed to find this hard. Go home.")
    return [("user", u), ("assistant", a)]


def en_teaching(cv, c):
    u = cv.pick(["can you plan a 20 min teaching slot for the HCAs on spotting a sick post-op patient?",
                 "need a quick teaching session for HCAs, deteriorating patient, 20 mins, nothing death by powerpoint"])
    a = ("## 20 minutes: Spotting the sick post-op patient (for HCAs)\n\n**0-3 min - Hook**\nAsk: 'What made you worried about a patient last time?' Write answers up.\n\n"
         "**3-10 min - The numbers**\n- Resp rate: the most missed and most important obs - count for a full minute\n"
         "- New confusion is a red flag, not 'just being elderly'\n- Sats: look at the trend and the oxygen, not just the number\n\n"
         "**10-15 min - The soft signs**\n- 'Doesn't look right', clammy, not passing urine, new pain\n- Family saying 'this isn't like them'\n\n"
         "**15-18 min - What to do**\n- Tell the nurse in charge *straight away*, and say what worries you\n- If you're not listened to, escalate again - that's your job, not rudeness\n\n"
         "**18-20 min - Quiz**\nThree quick scenarios, hands up.\n\nNo slides needed - a whiteboard and a set of blank obs charts works better.")
    return [("user", u), ("assistant", a)]


def en_estates(cv, c):
    u = cv.pick(["draft an email to estates about the sluice door that doesn't close, third time of asking",
                 "help me write to estates about the bay B sink, it's been leaking for a fortnight"])
    a = ("Draft:\n\n---\nSubject: Repeat fault - {ward} - infection control risk\n\nHi Estates team,\n\n"
         "I'm raising this again as it's still outstanding after two previous reports. The fault is causing an infection-prevention risk on a surgical ward "
         "with post-operative patients and we've had to put a temporary workaround in place that isn't sustainable.\n\n"
         "Could you confirm a date for the repair by the end of this week? If it needs parts ordering, a date for that would also help me plan.\n\n"
         "I've copied in our matron and the IPC team for visibility.\n\nMany thanks,\n{me}\nWard Manager, {ward}\n---\n\n"
         "Copying IPC is the bit that usually moves it up the list.").format(**c)
    return [("user", u), ("assistant", a)]


def en_excel(cv, c):
    u = cv.pick(["excel help: I want a column on the rota sheet that counts how many nights each person has done this month",
                 "how do I count the N shifts per person on the rota spreadsheet? each row is a person, each column is a day"])
    a = ("If each person is a row and the days run across (say C to AG), put this in the first empty column on row 3 and drag it down:\n\n"
         "```\n=COUNTIF(C3:AG3,\"N\")\n```\n\nIf you also want weekend nights only, and row 2 holds the actual dates:\n\n"
         "```\n=SUMPRODUCT((WEEKDAY($C$2:$AG$2,2)>5)*(C3:AG3=\"N\"))\n```\n\n"
         "Tips:\n- make sure the shift codes are consistent - 'N', 'n' and 'N ' (with a space) count differently\n"
         "- conditional formatting to highlight anyone over four nights in a row is a nice extra")
    return [("user", u), ("assistant", a)]


def en_kiosk_poster(cv, c):
    u = cv.pick(["can you write a 'how to use the kiosk' poster? people keep logging in as each other",
                 "need instructions to stick next to the kiosk, idiot-proof please (no offence to my staff)"])
    a = ("## Using the ward kiosk\n\n1. **Tap your smartcard** on the reader. Wait for the green light.\n2. **Enter your PIN.** Never use someone else's card, even if they're still logged in.\n"
         "3. **Choose what you need:** bed board, e-obs, rota, or handover sheet.\n4. **Finished? Tap 'Log out'** (top right) - don't just walk away.\n\n"
         "### If it freezes\n- Wait one minute.\n- Still frozen? Tell the nurse in charge. **Don't pull the plug.**\n\n"
         "### Why it matters\nEverything on the kiosk is logged against *your* name.\n\n"
         "Short enough to read while someone's waiting behind you. Laminate it - it'll get gel on it.")
    return [("user", u), ("assistant", a)]


def en_inbox_leave(cv, c):
    u = cv.pick(["anything in my inbox about annual leave I've missed?", "check inbox for leave requests pls, I've lost track"])
    p1, p2 = cv.filler_person(), cv.filler_person()
    args = {"query": "annual leave", "folder": "Inbox", "days": 14}
    out = ("2 message(s)\n\n[1] %s\n    Subject: leave request - half term\n    Hi, could I request the half-term week off? I know it's busy, happy to swap a weekend.\n\n"
           "[2] %s\n    Subject: RE: Christmas\n    I'm happy to do Christmas Day if I can have New Year's Eve off. Let me know.") % (p1, p2)
    a = ("Two waiting: one asking for the half-term week (offering a weekend swap), and one offering Christmas Day in exchange for New Year's Eve. "
         "The second is a gift - I'd say yes quickly before they change their mind. The first depends on who else has asked for half-term; worth checking the leave tracker first.")
    return [("user", u), ("tool", "inbox_search", (args, out)), ("assistant", a)]


def en_rota_gaps(cv, c):
    u = cv.pick(["what gaps have we got on the rota next week?", "unfilled shifts next week? e-roster pls"])
    r = cv.rng
    gaps = [{"date": (date(2026, 12, 1) + timedelta(days=r.randint(0, 30))).isoformat(), "shift": s, "grade": g, "status": "unfilled"}
            for s, g in [("N", "B5"), ("LD", "HCA"), ("N", "HCA")][:r.randint(2, 3)]]
    args = {"ward": c["ward"], "range": "next_7_days", "include": ["unfilled"]}
    out = json.dumps({"gaps": gaps}, indent=1)
    a = ("A few gaps, mostly nights. Order I'd try: (1) ask the regulars who like extra nights, (2) re-send to bank with the incentive flagged, "
         "(3) check whether anyone on a long day could swap to a night with a day off after. Agency only if nothing's moved in 48 hours.")
    return [("user", u), ("tool", "eroster_lookup", (args, out)), ("assistant", a)]


def en_502(cv, c):
    u = cv.pick(["kiosk says '502 Bad Gateway' - what does that even mean and is it our fault",
                 "the bed board page on the kiosk just says 502. help"])
    a = ("Not your fault. A 502 means the kiosk reached a middle-man server (the 'gateway'), but the server behind it didn't answer properly. "
         "In practice: the bed board's back end is down or restarting.\n\nWhat to do:\n1. Wait two minutes and refresh - sometimes it's a restart.\n"
         "2. If it's still there, check whether other wards' kiosks have the same (a quick call to the next ward).\n"
         "3. Log it with IT and say '502 on the bed board from the ward kiosk, started at [time]'.\n\n"
         "Meanwhile use the paper bed state - don't keep refreshing, it won't help.")
    return [("user", u), ("assistant", a)]


def en_tto(cv, c):
    u = cv.pick(["our discharges keep getting stuck waiting for TTOs. any ideas that don't involve shouting at pharmacy",
                 "how do other wards get discharges out before lunch? we're always at 4pm"])
    a = ("A few things that usually help:\n\n1. **Identify tomorrow's discharges today.** Flag them at the afternoon board round and get TTOs written the day before.\n"
         "2. **One person owns discharges each morning** - not whoever's free.\n3. **Send TTOs down early, in one batch**, and ask pharmacy what time works best for them.\n"
         "4. **Use the discharge lounge** for anyone waiting only for transport or meds.\n5. **Track it for two weeks** - what time each discharge was *possible* vs when it happened. "
         "The gap tells you where it sticks.\n\nPharmacy usually respond better to 'here's our data' than to chasing.")
    return [("user", u), ("assistant", a)]


def en_appraisal(cv, c):
    u = cv.pick(["doing appraisals next week for two band 5s, give me some decent questions",
                 "appraisal questions for a band 5 who wants to go for a band 6 eventually"])
    a = ("Good appraisal questions:\n\n1. What's the shift you're proudest of this year, and why?\n2. When did you feel out of your depth? What helped?\n"
         "3. Which part of the job do you want to get better at - clinical, leadership, teaching?\n4. What do you need from me that you're not getting?\n"
         "5. Where do you see yourself in two years?\n6. What's one thing about the ward you'd change?\n\n"
         "For anyone eyeing a band 6, agree one concrete stretch - co-ordinating a shift with support, or leading a huddle - and a date to review it.")
    return [("user", u), ("assistant", a)]


def en_complaint(cv, c):
    u = cv.pick(["relative complained that call bells weren't answered overnight. draft a reply that isn't defensive?",
                 "need to reply to a complaint about noise at night in bay D, can you help with the wording"])
    a = ("Draft:\n\n---\nDear [name],\n\nThank you for taking the time to tell us about your experience. I'm sorry that your relative's stay was made harder by this - "
         "it isn't the standard we want for our patients.\n\nI've looked into what happened and shared your feedback with the team. "
         "We've already made some changes, including [specific change], and I'll be checking that they're making a difference.\n\n"
         "If you'd like to talk this through, I'd be very happy to meet or call you - please contact me on the ward.\n\nKind regards,\n{me}\nWard Manager, {ward}\n---\n\n"
         "Keep the 'specific change' real and small; vague promises make people angrier.").format(**c)
    return [("user", u), ("assistant", a)]


def en_sskin(cv, c):
    u = "can you do me SSKIN bullets for a poster in the bays, really simple"
    a = ("**SSKIN - keeping skin healthy**\n\n- **S**urface - right mattress? check the pump is on and set correctly\n"
         "- **S**kin inspection - check heels, sacrum, ears (oxygen tubing!) every time you reposition\n"
         "- **K**eep moving - reposition as per plan, encourage self-movement\n- **I**ncontinence / moisture - clean, dry, barrier cream\n"
         "- **N**utrition - fluids and food charts filled in, dietitian if intake is poor\n\n"
         "**If you see redness that doesn't fade - tell the nurse in charge today.**")
    return [("user", u), ("assistant", a)]


def en_xmas(cv, c):
    u = "how do I do the christmas rota fairly without a mutiny"
    a = ("A system people accept matters more than the result:\n\n| Option | Pros | Cons |\n|---|---|---|\n"
         "| Rotate from last year | Simple, feels fair | Needs last year's record |\n| Points system | Transparent | Takes admin |\n"
         "| Swap Christmas/New Year | Everyone gets one | Rigid for people with family abroad |\n| Requests + lottery for clashes | Flexible | Lottery feels random |\n\n"
         "Most wards end up with 'Christmas or New Year, not both, rotated from last year', plus a lottery only for genuine clashes. "
         "Publish the rule *before* requests open, not after.")
    return [("user", u), ("assistant", a)]


def en_grammar(cv, c):
    u = ("fix this pls: \"can everyone make sure there stuff is off the side in the treatment room, its getting ridiculous and infection control "
         "said at there last visit it needs to be clear, I dont want to keep saying it\"")
    a = ("\"Can everyone make sure their things are cleared from the worktop in the treatment room, please? Infection control flagged it at their last visit and it needs to stay clear. "
         "Thank you - I'd rather not have to keep mentioning it!\"\n\nFixed: their/there (x2), it's, don't - and the 'please' and 'thank you' take the sting out.")
    return [("user", u), ("assistant", a)]


def en_bedmgr(cv, c):
    u = cv.pick(["how do I say no to the bed manager without it turning into a row? they want to put a 7th patient in bay B",
                 "site team want us to take an outlier when we're already unsafe. words please"])
    a = ("Something like:\n\n\"I understand the pressure you're under and I want to help. Right now we have [X] patients with [Y] staff and [Z] high-acuity patients - "
         "adding another would take us below what I can safely staff. What I *can* do is [offer: a bed after a discharge at 2pm / take a self-caring patient if you send an extra HCA]. "
         "If you need me to take them anyway, I'll need that decision escalated to the site manager and I'll Datix the staffing.\"\n\n"
         "Facts, an offer, and a clear line on escalation - it's hard to argue with and keeps it professional.")
    return [("user", u), ("assistant", a)]


def en_agenda(cv, c):
    u = cv.pick(["ward meeting agenda pls, 45 mins, we've got a lot going on", "agenda for the monthly ward meeting?"])
    a = ("**{ward} - ward meeting (45 min)**\n\n1. Welcome + thank-yous (3 min)\n2. Safety: incidents and learning from the last month (10 min)\n"
         "3. Audit results - what's improving, what isn't (7 min)\n4. Staffing and rota update (7 min)\n5. Kiosk / IT issues - what's broken, what's been fixed (5 min)\n"
         "6. Training and study days (5 min)\n7. Your items - anything people want raised (6 min)\n8. Actions recap (2 min)\n\n"
         "Send it out two days ahead and ask for items; put the minutes on the staff room board, not just email.").format(**c)
    return [("user", u), ("assistant", a)]


def en_allocation(cv, c):
    u = cv.pick(["make me an allocation table for lates, 4 RNs 3 HCAs, 4 bays + side rooms",
                 "can you lay out a bay allocation for the late shift? I'll fill in names"])
    ppl = [cv.filler_person() for _ in range(4)]
    a = ("| Area | RN | HCA | Breaks |\n|---|---|---|---|\n| Bay A | %s | HCA 1 | 15:30 / 18:30 |\n| Bay B | %s | HCA 1 | 16:00 / 19:00 |\n"
         "| Bay C | %s | HCA 2 | 15:30 / 18:30 |\n| Bay D + SR1-2 | %s | HCA 2 | 16:00 / 19:00 |\n| SR3-4 + floating | Nurse in charge | HCA 3 | flexible |\n\n"
         "I've paired bays so each HCA covers two RNs, and staggered breaks so no bay is left without an RN. Swap names as needed." % tuple(ppl))
    return [("user", u), ("assistant", a)]


def en_cdiff(cv, c):
    u = "checklist for a new C diff patient in a side room? new staff keep getting bits wrong"
    a = ("**C. difficile - side room checklist**\n\n- [ ] Enteric precautions sign on the door\n- [ ] Gloves and apron for all contact; **soap and water**, not gel\n"
         "- [ ] Dedicated commode, cleaned with chlorine-based product after each use\n- [ ] Stool chart started (Bristol scale)\n"
         "- [ ] Review of antibiotics and PPIs with the medical team\n- [ ] IPC informed\n- [ ] Daily chlorine clean of the room, terminal clean on discharge\n\n"
         "The soap-and-water point is the one new staff miss most often - alcohol gel doesn't kill the spores.")
    return [("user", u), ("assistant", a)]


def en_kiosk_logs_plain(cv, c):
    u = cv.pick(["nights said the kiosk was slow at about 3, anything in the log?", "what happened on the kiosk overnight?"])
    args = {"host": c["host"], "log": "app", "lines": 40}
    out = ("02:58:11 INFO  session: nurse login ok\n03:01:40 WARN  net: slow response from e-roster (12s)\n03:02:05 WARN  net: slow response from e-roster (14s)\n"
           "03:04:30 INFO  cache: bed list refreshed\n03:10:02 INFO  session: idle logout")
    a = ("The log backs up nights: the kiosk was waiting on the e-roster server for 12-14 seconds around 3am, then recovered on its own. "
         "That's a network or server-side slowdown, not the kiosk itself. Worth a short note to IT with the times, in case other wards saw the same.")
    return [("user", u), ("tool", "kiosk_logs", (args, out)), ("assistant", a)]


def en_reflection(cv, c):
    u = "help me structure a reflective account for revalidation, it's about a near miss with a drug chart"
    a = ("Using Gibbs keeps it tidy:\n\n1. **Description** - what happened, briefly and without names.\n2. **Feelings** - what you thought at the time.\n"
         "3. **Evaluation** - what went well (it was caught) and what didn't.\n4. **Analysis** - why it happened: interruptions, chart design, workload.\n"
         "5. **Conclusion** - what you'd do differently.\n6. **Action plan** - what you've changed, and how you'll know it's working.\n\n"
         "Link it to the Code - 'preserve safety' is the obvious section. Keep it under a page; reviewers like concise and honest.")
    return [("user", u), ("assistant", a)]


def en_rtw(cv, c):
    u = cv.pick(["one of my HCAs is back after 3 weeks off with stress. how do I do the return to work chat without making it worse",
                 "return to work meeting tomorrow with a nurse who's been off with her back. what do I cover?"])
    a = ("Keep it supportive and practical - it's a welcome back, not a hearing.\n\n**Before**\n- Read the OH advice if there is any\n- Book a private room and 30 minutes, not a corridor\n\n"
         "**During**\n1. Start with 'how are you feeling about being back?'\n2. Ask what would make the first couple of weeks easier (phased hours, no nights for now, a lighter bay)\n"
         "3. Agree adjustments you can actually deliver on the rota - don't promise what you can't staff\n4. Mention the sickness policy factually, only if a trigger has been reached\n"
         "5. Set a check-in date, two weeks out\n\n**After**\n- Send a short summary of what you agreed, so it's clear for both of you\n\n"
         "The 'what would make it easier' question does most of the work.")
    return [("user", u), ("assistant", a)]


def en_student(cv, c):
    u = cv.pick(["need to write feedback for a second-year student's practice assessment. she's good but too quiet at handover",
                 "help with wording for a student's PAD feedback? strong clinically, lacks confidence speaking up"])
    a = ("Draft feedback:\n\n> It has been a pleasure having you on placement. Your clinical care is consistently safe and kind - your post-operative observations and wound care were "
         "thorough, and patients commented on how reassured they felt. Your next step is confidence in communicating with the wider team: I'd like you to lead "
         "handover for your patients on at least three shifts, using SBAR, and to escalate concerns directly to the nurse in charge rather than through a colleague. "
         "You have the knowledge; now it's about trusting your own voice.\n\n"
         "Specific, kind, and one clear development goal - that's what assessors look for.")
    return [("user", u), ("assistant", a)]


def en_pin_reset(cv, c):
    u = cv.pick(["how do people get their smartcard PIN reset? three people locked out this week and IT just say 'raise a ticket'",
                 "what's the process when someone's locked out of the kiosk? nights are stuck every time"])
    a = ("Usual process (check your trust's version):\n\n1. The person rings the IT service desk themselves - IT won't reset on someone else's behalf\n"
         "2. They confirm identity (employee number + a couple of security questions)\n3. Reset happens at a Registration Authority point, or remotely if your trust has self-service\n\n"
         "For nights, ask IT whether there's an out-of-hours route - many trusts have one but don't advertise it. Meanwhile, whoever's locked out should use paper obs and document why, "
         "rather than borrowing someone else's login. That last bit is worth saying at handover.")
    return [("user", u), ("assistant", a)]


def en_visiting(cv, c):
    u = "can you make a visiting times sign for the ward door, friendly but firm about the protected mealtimes"
    a = ("**Welcome to {ward}**\n\n**Visiting:** 2pm - 8pm daily\n**Protected mealtimes:** 12 - 1pm and 5 - 6pm\n\n"
         "During mealtimes we ask visitors to step out so patients can eat without interruption - unless you're helping your relative eat, in which case you're very welcome. "
         "Please ask a nurse.\n\nMaximum two visitors per bed. Please use the hand gel as you come in and go out.\n\nThank you for helping us look after your family.\n\n"
         "The 'unless you're helping them eat' line heads off most arguments before they start.").format(**c)
    return [("user", u), ("assistant", a)]


def en_two_turn(cv, c):
    u1 = "draft a message to the team about keeping the kiosk logged out when not in use, people keep leaving it open"
    a1 = ("Draft:\n\nHi all,\n\nQuick reminder about the ward kiosk. Several times this week it's been left logged in with nobody at it. Everything done on the kiosk is recorded "
          "against the logged-in person, so if you walk away, anything that happens next is in your name. Please tap 'Log out' every time, even if you're only stepping away for a minute.\n\n"
          "If logging in is slow or fiddly, tell me - I'd rather fix the problem than have people work around it.\n\nThanks,\n{me}").format(**c)
    u2 = cv.pick(["shorter pls, nobody reads past line 2", "too long, half it", "can you make it a whatsapp-length one"])
    a2 = ("Shorter:\n\n\"Please log out of the kiosk every time you walk away - whatever happens next is recorded in your name. If logging in is a pain, tell me and I'll get it fixed. Thanks! {me}\"").format(**c)
    return [("user", u1), ("assistant", a1), ("user", u2), ("assistant", a2)]


def en_falls_huddle(cv, c):
    u = cv.pick(["what should a post-falls huddle cover? we had one in bay D, no harm but I want to do it properly",
                 "structure for a quick post-fall huddle please"])
    a = ("Post-fall huddle - 10 minutes, at the bedside or nearby, as soon as the patient is safe:\n\n1. **What happened?** Time, place, what the patient was doing.\n"
         "2. **Was it witnessed?** If not, when were they last seen?\n3. **What was in place?** Falls assessment, bed height, call bell in reach, footwear, sensor.\n"
         "4. **What was different today?** New meds, confusion, catheter, post-op day.\n5. **What do we change now?** For this patient, tonight.\n"
         "6. **Who needs to know?** Family, medical team, the incident report.\n\nKeep it blame-free; the point is the next fall, not this one.")
    return [("user", u), ("assistant", a)]


def en_inbox_estates(cv, c):
    u = cv.pick(["anything from estates about the sluice? check inbox", "did estates ever reply about the bay B sink?"])
    args = {"query": "estates", "folder": "Inbox", "days": 14}
    out = ("1 message(s)\n\n[1] From: Estates Helpdesk\n    Subject: Your job - update\n    The job has been assigned to a plumber and is awaiting parts. "
           "We will contact the ward to arrange access.")
    a = ("One reply: it's been assigned and is waiting for parts, with no date. I'd answer asking for an expected date and mention the infection-control risk again - "
         "'awaiting parts' without a date tends to mean weeks.")
    return [("user", u), ("tool", "inbox_search", (args, out)), ("assistant", a)]


EN_CHATTER = [en_bulletin, en_leave_tone, en_preceptee, en_bedboard, en_vent, en_teaching, en_estates, en_excel,
              en_kiosk_poster, en_inbox_leave, en_rota_gaps, en_502, en_tto, en_appraisal, en_complaint, en_sskin,
              en_xmas, en_grammar, en_bedmgr, en_agenda, en_allocation, en_cdiff, en_kiosk_logs_plain, en_reflection,
              en_rtw, en_student, en_pin_reset, en_visiting, en_two_turn, en_falls_huddle, en_inbox_estates]


def zh_weekly(cv, c):
    u = cv.pick(["帮我写个科室周报的开头，手卫生这个月进步了但是C区还是差", "护理部要周报，手卫生那段帮我写一下，表扬为主，C区要点一下"])
    a = ("可以这样写：\n\n---\n**手卫生情况**\n\n本月病区手卫生依从性较上月明显提高，夜班的进步尤其明显，感谢大家！\n\n"
         "需要改进的主要是**C区**：漏做的时机大多在“接触病人之后”，特别是中途被叫走的时候。被打断的话，出门顺手按一下速干手消，五秒钟的事。\n\n"
         "下一轮督查不提前通知，大家继续保持。\n---\n\n先表扬再提要求，而且要求要具体，比笼统说“要加强”有用。")
    return [("user", u), ("assistant", a)]


def zh_leave_tone(cv, c):
    u = "帮我把这段改得客气点，不然像在吼人：\n\n“请假必须在排班表出来前六周提！逾期一律不批！不准找夜班组长批假！”"
    a = ("改成这样，规矩不变：\n\n“各位辛苦了，提醒一下请假的事：为了公平、也为了排班安全，麻烦大家在排班表公布前至少六周提出申请。"
         "逾期的一般没办法批，确实有特殊情况的直接来找我。请假只能由我或者副护士长批，当班组长不方便做这个决定，别让她为难哈。谢谢大家！”\n\n"
         "去掉感叹号就温和一半；“特殊情况直接找我”给了出口，大家不会觉得被堵死。")
    return [("user", u), ("assistant", a)]


def zh_newnurse(cv, c):
    u = cv.pick(["新护士入科第一周应该怎么安排？我们现在基本是“这是你的床，加油”", "帮我排一个新入职护士第一周的带教计划"])
    a = ("## 新护士第一周带教安排\n\n### 第1天（不计人力）\n- 科室环境：消防通道、抢救车、急救铃、污物间、自助机登录\n- 认识带教老师，约好固定的沟通时间\n- 跟一次完整的发药，只看不做\n\n"
         "### 第2-3天（不计人力）\n- 在带教老师旁边管2-3个病人\n- 术后观察和上报流程一起过一遍\n- 引流管、尿管、伤口观察，带教签字\n\n"
         "### 第4-5天\n- 最多管4个病人，带教老师在同一个区\n- 独立完成一个出院（带药、出院小结、宣教）\n- 周末聊一次：哪里顺、哪里怕\n\n"
         "### 不要做的\n- 不排责任组长\n- 不要“就这一次”把她算进人力\n\n最后一条最容易破例，建议直接写在排班表上。")
    return [("user", u), ("assistant", a)]


def zh_bedboard(cv, c):
    u = cv.pick(["现在床位什么情况？看下看板", "还有几张空床？床位办在催", "床位办电话来了，快帮我看下床位"])
    r = cv.rng
    areas = [{"area": x, "beds": 10, "occupied": r.randint(7, 10), "pending_discharge": r.randint(0, 3)} for x in ["A区", "B区", "C区"]]
    args = {"ward": c["ward"], "view": "summary"}
    out = json.dumps({"areas": areas, "extra_beds": r.randint(0, 3), "isolation": r.randint(0, 2)}, ensure_ascii=False, indent=1)
    a = "看板上看，三个区都差不多满了，有几个等出院的，要是带药上午能到就能空出来。加床已经有了，隔离的病人动不了。床位办要床的话，老实说“出院带药到了以后可能有一张”，别答应更多。"
    return [("user", u), ("tool", "bed_board", (args, out)), ("assistant", a)]


def zh_vent(cv, c):
    u = cv.pick(["昨晚太惨了，凌晨三点一个病人转ICU，家属哭得不行，我老觉得是不是该早点报告",
                 "累死了，两个重病人，一个护理员请假，我又当组长又发药，再也不想这样了",
                 "语音转的不好意思，刚在车里哭了一会儿，夜里走了一个病人，虽然是预料之中的，还是很难受"])
    a = ("听起来这个班真的很难熬，你现在的感受是正常的，不代表你做错了什么。\n\n几件可能有帮助的事：\n- **先吃饭睡觉。**下夜班的时候看什么都更糟。\n"
         "- **简单复盘一下**，跟当班的同事花十分钟说说发生了什么、哪里做得好、哪里难，对大家都有好处。\n"
         "- 如果上报时机的事一直放不下，明天精神好了再看一遍体征记录，很多趋势都是事后才显得明显。\n- 医院的心理支持热线就是为这种班设的。\n\n觉得难受是可以的。先回家。")
    return [("user", u), ("assistant", a)]


def zh_teach(cv, c):
    u = cv.pick(["帮我准备一个二十分钟的小讲课，给护理员讲怎么发现术后病人不对劲", "护理员业务学习，病情观察，二十分钟，别搞成念PPT"])
    a = ("## 二十分钟：怎么发现术后病人“不对劲”（护理员）\n\n**0-3分钟 引入**\n问大家：“上次你觉得哪个病人不对劲，是因为什么？”写在白板上。\n\n"
         "**3-10分钟 看数字**\n- 呼吸频率最容易漏、也最重要，要数满一分钟\n- 突然糊涂是危险信号，不是“老年人正常”\n- 血氧要看趋势和吸氧情况，不只看数字\n\n"
         "**10-15分钟 看感觉**\n- “看起来不对”、出冷汗、没有小便、新出现的疼痛\n- 家属说“他平时不是这样的”\n\n"
         "**15-18分钟 怎么做**\n- **马上**告诉责任护士，说清楚你担心什么\n- 没人理就再报一次，这是你的职责，不是多事\n\n**18-20分钟 小测验**\n三个小情景，举手回答。\n\n"
         "不用PPT，一块白板加几张空白体温单效果更好。")
    return [("user", u), ("assistant", a)]


def zh_repair(cv, c):
    u = cv.pick(["帮我给后勤写个报修，污物间的门关不上，第三次报了", "B区洗手池漏水两个礼拜了，帮我写个催后勤的消息"])
    a = ("草稿：\n\n---\n后勤保障科各位老师好：\n\n{ward}这个问题之前已经报过两次，目前还没有修好。病区是外科术后病人，这个故障存在院感风险，我们现在只能临时处理，撑不了多久。\n\n"
         "麻烦本周内给个维修时间；如果要订配件，也请告诉我们大概什么时候到，方便安排。\n\n已抄送护理部和院感科。\n\n谢谢！\n{ward}\n---\n\n"
         "抄送院感科这一步，一般最能加快进度。").format(**c)
    return [("user", u), ("assistant", a)]


def zh_excel(cv, c):
    u = cv.pick(["Excel问题：排班表每人一行、每天一列，怎么统计每个人这个月上了几个夜班？", "排班表里怎么数每个人的“夜”班数？"])
    a = ("假设日期从C列到AG列，在第3行后面空的一列输入下面的公式，然后往下拖：\n\n```\n=COUNTIF(C3:AG3,\"夜\")\n```\n\n"
         "如果只想统计周末夜班，第2行放的是日期的话：\n\n```\n=SUMPRODUCT((WEEKDAY($C$2:$AG$2,2)>5)*(C3:AG3=\"夜\"))\n```\n\n"
         "注意：\n- 班次代码要统一，“夜”“夜 ”（带空格）会被当成不同的；\n- 可以加个条件格式，连续夜班超过四个的自动标红。")
    return [("user", u), ("assistant", a)]


def zh_kiosk_guide(cv, c):
    u = cv.pick(["帮我写个自助机使用说明贴在旁边，老有人用别人的账号", "自助机旁边要贴个说明，越简单越好"])
    a = ("## 病区自助机使用说明\n\n1. **刷工卡**，等绿灯亮。\n2. **输入密码。**别人没退出的账号也不要用。\n3. **选择功能：**床位看板、体征录入、排班、交班单。\n"
         "4. **用完点右上角“退出”**，不要直接走开。\n\n### 卡住了怎么办\n- 等一分钟。\n- 还卡着就告诉责任组长，**不要拔电源。**\n\n"
         "### 为什么要这样\n自助机上的每一步操作都记在**你的**名下。\n\n建议过塑，会沾手消液。")
    return [("user", u), ("assistant", a)]


def zh_inbox_notice(cv, c):
    u = cv.pick(["看一下护理部这周有什么通知", "OA里有没有我漏看的通知？"])
    args = {"query": "通知", "folder": "Inbox", "days": 7}
    out = ("共2封\n\n[1] 护理部\n    主题：关于做好冬季防跌倒工作的通知\n    各病区：入冬以后夜间跌倒风险增加，请加强夜间巡视，重点关注术后首次下床的病人。\n\n"
           "[2] 工会\n    主题：职工体检安排\n    今年职工体检按科室分批进行，具体时间另行通知。")
    a = "两条：一条是护理部提醒冬季防跌倒，重点是夜间巡视和术后第一次下床；一条是工会的体检通知，时间还没定。第一条可以在晨会上说一下，顺便提醒夜班。"
    return [("user", u), ("tool", "inbox_search", (args, out)), ("assistant", a)]


def zh_rota_gap(cv, c):
    u = cv.pick(["下周排班还有哪些空着的？", "排班系统里下周的缺口帮我看一下"])
    r = cv.rng
    gaps = [{"date": (date(2026, 12, 1) + timedelta(days=r.randint(0, 30))).isoformat(), "shift": s, "level": g, "status": "空缺"}
            for s, g in [("夜", "N2"), ("白", "护理员"), ("夜", "护理员")][:r.randint(2, 3)]]
    args = {"ward": c["ward"], "range": "next_7_days", "include": ["unfilled"]}
    out = json.dumps({"gaps": gaps}, ensure_ascii=False, indent=1)
    a = "还有几个空班，主要是夜班。建议顺序：先问问愿意多上夜班的老同事，再在院内调配群里发一次并写明有补贴，再看白班的人能不能换一个夜班、后面补休。四十八小时还没人接再考虑外聘。"
    return [("user", u), ("tool", "eroster_lookup", (args, out)), ("assistant", a)]


def zh_family(cv, c):
    u = cv.pick(["家属老是超过探视时间不走，怎么说才不吵起来", "有个家属投诉晚上病房太吵，帮我想想怎么回"])
    a = ("可以这样说：\n\n“阿姨/叔叔，理解您想多陪陪他，我们也希望他早点好起来。现在病房里还有别的术后病人要休息，探视时间过了大家都要安静下来。"
         "您放心，晚上我们每个小时都会来看他，有什么情况马上给您打电话。您留个电话给我好不好？”\n\n"
         "先表示理解，再讲原因，最后给一个让家属放心的承诺，一般就不会吵起来。")
    return [("user", u), ("assistant", a)]


def zh_qc(cv, c):
    u = "护理质控检查表帮我列一个，护理部下个月要来查"
    a = ("| 项目 | 检查内容 | 达标标准 |\n|---|---|---|\n| 护理文书 | 体温单、护理记录及时完整 | 抽查10份无漏项 |\n"
         "| 用药安全 | 高警示药品单独存放、标识清楚 | 全部符合 |\n| 急救物品 | 抢救车每日检查、签字 | 无过期、无缺项 |\n"
         "| 院感 | 手卫生、医疗废物分类 | 现场抽查合格 |\n| 患者安全 | 跌倒、压疮风险评估及措施 | 高危病人全部有措施 |\n| 仪器设备 | 定期维护、有登记 | 无过期维护 |\n\n"
         "建议先自己按这个表查一遍，找出问题提前整改，比检查当天临时补强多了。")
    return [("user", u), ("assistant", a)]


def zh_discharge(cv, c):
    u = cv.pick(["腹腔镜胆囊切除出院宣教帮我整理几条，给病人的，要口语一点", "胆囊术后出院要跟病人交代啥子？写简单点"])
    a = ("**胆囊手术后回家注意事项**\n\n1. **伤口**：保持干燥，一周内别泡澡，淋浴可以，洗完擦干。\n2. **吃东西**：先清淡，少油少辣，火锅先缓一缓，慢慢加量。\n"
         "3. **活动**：可以散步，一个月内别提重物。\n4. **什么时候要回医院**：发烧、伤口红肿流脓、皮肤或眼睛发黄、肚子越来越痛。\n"
         "5. **复查**：按出院小结上的时间来门诊。\n\n“火锅缓一缓”这种话病人记得住，比写“忌油腻”有用。")
    return [("user", u), ("assistant", a)]


def zh_meeting(cv, c):
    u = cv.pick(["科务会议程帮我排一下，四十五分钟", "这个月的病区例会议程？"])
    a = ("**{ward}科务会（45分钟）**\n\n1. 开场、感谢（3分钟）\n2. 安全：上月不良事件和经验教训（10分钟）\n3. 质控结果：哪些进步、哪些没有（7分钟）\n"
         "4. 人力和排班（7分钟）\n5. 自助机和信息系统问题（5分钟）\n6. 培训安排（5分钟）\n7. 大家想提的事（6分钟）\n8. 任务回顾（2分钟）\n\n"
         "提前两天发议程、征集议题；会议记录贴在休息室，不要只发群里。").format(**c)
    return [("user", u), ("assistant", a)]


def zh_pressure(cv, c):
    u = "压疮预防做个简单的宣传栏内容，给护理员看的"
    a = ("**压疮预防五件事**\n\n- **床垫**：气垫床开了没有、档位对不对\n- **看皮肤**：每次翻身看一下脚后跟、骶尾部、耳朵（吸氧管压的地方！）\n"
         "- **勤翻身**：按翻身卡来，能自己动的鼓励自己动\n- **保持干燥**：大小便后及时清洁，涂护臀膏\n- **吃够喝够**：饮食记录要填，吃得少的告诉护士\n\n"
         "**发现按压不褪色的发红，当天就告诉责任护士。**")
    return [("user", u), ("assistant", a)]


def zh_spring(cv, c):
    u = "春节排班怎么排才公平，不想大家闹意见"
    a = ("大家能接受的是“规则”，不是结果：\n\n| 方案 | 好处 | 问题 |\n|---|---|---|\n| 按去年轮换 | 简单、公平 | 要有去年的记录 |\n| 积分制 | 透明 | 管理麻烦 |\n"
         "| 除夕和初一二二选一 | 每人都能休一段 | 外地的同事不够灵活 |\n| 先报名、冲突抽签 | 灵活 | 抽签显得随意 |\n\n"
         "多数病区最后都是“除夕和初一二二选一、按去年轮换”，真冲突了再抽签。关键是规则要在报名**之前**公布。")
    return [("user", u), ("assistant", a)]


def zh_502(cv, c):
    u = cv.pick(["自助机上显示“502 Bad Gateway”，啥意思，是不是我们弄坏的", "床位看板打开就是502，咋办"])
    a = ("不是你们弄坏的。502的意思是自助机连上了中间的服务器，但后面真正提供数据的服务没有正常回应，一般是床位看板的后台挂了或者在重启。\n\n"
         "怎么办：\n1. 等两分钟刷新一次，有时候是在重启；\n2. 还不行就打电话问一下隔壁病区是不是也一样；\n3. 报给信息科：“病区自助机床位看板502，从几点开始”。\n\n这段时间先用纸质床位表，别一直刷新，没用的。")
    return [("user", u), ("assistant", a)]


def zh_allocation(cv, c):
    u = cv.pick(["帮我排一个白班的分组表，4个护士3个护理员，三个区加单间", "分床表帮我列个格子，名字我自己填"])
    ppl = [cv.filler_person() for _ in range(4)]
    a = ("| 区域 | 责任护士 | 护理员 | 吃饭时间 |\n|---|---|---|---|\n| A区 | %s | 护理员1 | 11:30 / 12:30 |\n| B区 | %s | 护理员1 | 12:00 / 13:00 |\n"
         "| C区 | %s | 护理员2 | 11:30 / 12:30 |\n| 单间+机动 | %s | 护理员3 | 灵活 |\n\n两个区共用一个护理员，吃饭时间错开，保证每个区都有护士在。名字你再调。" % tuple(ppl))
    return [("user", u), ("assistant", a)]


def zh_kiosk_logs_plain(cv, c):
    u = cv.pick(["夜班说三点左右自助机很卡，日志里有啥没", "昨晚自助机怎么了？"])
    args = {"host": c["host"], "log": "app", "lines": 40}
    out = ("02:58:11 INFO  session: nurse login ok\n03:01:40 WARN  net: slow response from e-roster (12s)\n03:02:05 WARN  net: slow response from e-roster (14s)\n"
           "03:04:30 INFO  cache: bed list refreshed\n03:10:02 INFO  session: idle logout")
    a = "日志跟夜班说的对得上：三点左右自助机等排班系统的服务器等了十几秒，后来自己恢复了。是网络或者服务器那边慢，不是自助机本身的问题。可以把这几个时间发给信息科，看看别的病区是不是也这样。"
    return [("user", u), ("tool", "kiosk_logs", (args, out)), ("assistant", a)]


def zh_rtw(cv, c):
    u = cv.pick(["有个护理员请了三周病假今天回来，谈话怎么谈才不让她更有压力", "明天跟一个腰伤回来上班的护士谈话，要说些啥子"])
    a = ("定位成“欢迎回来”，不是问责。\n\n**谈之前**\n- 看一下医生的建议（如果有）\n- 找个安静的房间，留半小时，别在走廊上说\n\n"
         "**谈的时候**\n1. 先问“回来上班感觉怎么样？”\n2. 问问头两周怎么安排会轻松一点（少排夜班、先管轻一点的病人）\n"
         "3. 答应的调整要排班上做得到，做不到的别答应\n4. 请假制度的事只在确实需要的时候客观提一句\n5. 约两周后再聊一次\n\n**谈完**\n- 简单写几句谈话要点发给她，双方心里都有数")
    return [("user", u), ("assistant", a)]


def zh_student(cv, c):
    u = cv.pick(["帮我写个实习生的出科评语，她操作很好就是交班不敢说话", "实习护士出科鉴定怎么写，能力强但太内向"])
    a = ("草稿：\n\n> 该同学实习期间工作认真踏实，基础护理和术后观察规范细致，病人反映她很耐心、让人放心。今后需要加强的是与团队的沟通："
         "建议在交班时主动汇报自己负责的病人，发现问题直接向责任组长报告。专业能力已经具备，接下来是相信自己、大胆表达。\n\n"
         "具体、真诚，再给一个明确的改进方向，带教老师和学校都喜欢这种写法。")
    return [("user", u), ("assistant", a)]


def zh_pin(cv, c):
    u = cv.pick(["工卡密码锁了怎么重置？这周锁了三个人，信息科只会说“提工单”", "自助机账号被锁了一般走什么流程？夜班每次都卡住"])
    a = ("一般流程（以你们医院的规定为准）：\n\n1. 本人给信息科打电话，信息科不接受别人代办；\n2. 核实身份（工号加几个验证问题）；\n3. 到信息科现场重置，或者有自助重置的话远程办。\n\n"
         "夜班的话可以问问信息科有没有夜间值班电话，很多医院有但没宣传。在这之前，被锁的人先用纸质记录并写明原因，**千万别借别人的账号**，这句交班时要说到。")
    return [("user", u), ("assistant", a)]


def zh_visiting(cv, c):
    u = "帮我做个病区门口的探视须知，语气客气一点，但开饭时间要说清楚"
    a = ("**{ward} 探视须知**\n\n**探视时间：**每天下午两点至晚上八点\n**就餐时间：**中午十二点至一点、下午五点至六点\n\n"
         "就餐时间请家属暂时离开病房，让病人安心吃饭；如果您是在喂饭、协助进食，欢迎留下，请跟护士说一声。\n\n"
         "每床最多两位探视，进出请用门口的手消毒液。\n\n感谢您和我们一起照顾好您的家人！\n\n“协助进食的可以留下”这一句，能提前避免大部分争执。").format(**c)
    return [("user", u), ("assistant", a)]


def zh_two_turn(cv, c):
    u1 = "帮我在科室群里发个通知，自助机用完要退出，老有人不退"
    a1 = ("草稿：\n\n各位好，提醒一下自助机的事：这周好几次看到自助机登录着却没人在用。自助机上的每一步操作都记在登录人名下，人走开以后发生的任何事都算你的。"
          "请每次用完都点“退出”，哪怕只是走开一分钟。\n\n如果登录太慢太麻烦，跟我说，我去找信息科解决，不要自己想办法绕过去。\n\n谢谢大家！")
    u2 = cv.pick(["太长了，没人看", "短一点，两句话", "改成群里一眼能看完的"])
    a2 = "短版：\n\n“自助机用完请一定点退出，之后的操作都记在你名下。登录麻烦的话告诉我，我去解决。谢谢！”"
    return [("user", u1), ("assistant", a1), ("user", u2), ("assistant", a2)]


def zh_falls(cv, c):
    u = cv.pick(["病人跌倒以后的现场复盘要讲哪些？这次没受伤，但我想规范一点", "跌倒后的小复盘帮我列个框架"])
    a = ("跌倒后现场复盘，十分钟，病人安顿好以后马上做：\n\n1. **经过**：几点、在哪里、病人当时在做什么\n2. **有没有人看到**：没看到的话最后一次看到是几点\n"
         "3. **原来有哪些措施**：跌倒评估、床的高度、呼叫铃在不在手边、鞋子、报警垫\n4. **今天有什么不一样**：新加的药、糊涂、尿管、术后第几天\n"
         "5. **现在马上改什么**：针对这个病人、今晚\n6. **要通知谁**：家属、医生、不良事件上报\n\n不追责，目的是防止下一次。")
    return [("user", u), ("assistant", a)]


def zh_hotpot(cv, c):
    u = cv.pick(["下夜班了好想去吃火锅但是又想睡觉，纠结", "今天下班约了姐妹吃串串，但是感觉站着都能睡着"])
    a = "先睡！夜班后马上去吃重油重辣的，胃和脑壳都受不了。睡三四个钟头起来再去，火锅又不会跑，而且睡醒了吃起来更香。记得多喝水。"
    return [("user", u), ("assistant", a)]


def zh_inbox_repair(cv, c):
    u = cv.pick(["后勤回我污物间的事没有？看下邮箱", "B区洗手池的报修有回复没得"])
    args = {"query": "后勤", "folder": "Inbox", "days": 14}
    out = "共1封\n\n[1] 发件人：后勤保障科\n    主题：维修进度\n    已派单给水电班组，配件到货后联系病区安排时间。"
    a = "回复了一封：已经派单，等配件，没有给具体时间。建议回一句问大概哪天能修好，再提一下院感风险，不然“等配件”可能一等就是几个礼拜。"
    return [("user", u), ("tool", "inbox_search", (args, out)), ("assistant", a)]


ZH_CHATTER = [zh_weekly, zh_leave_tone, zh_newnurse, zh_bedboard, zh_vent, zh_teach, zh_repair, zh_excel,
              zh_kiosk_guide, zh_inbox_notice, zh_rota_gap, zh_family, zh_qc, zh_discharge, zh_meeting, zh_pressure,
              zh_spring, zh_502, zh_allocation, zh_kiosk_logs_plain, zh_rtw, zh_student, zh_pin, zh_visiting,
              zh_two_turn, zh_falls, zh_hotpot, zh_inbox_repair]


# ======================================================================================
# run protocol (the shared harness)
# ======================================================================================

def make_rows(conv):
    facts, seq = conv.build()
    rows = []
    t = datetime(2026, 11, 21, 19, 40, 0)
    n = 0
    call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 22))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_ck%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_ck%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_ck%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_ck%d" % n, "createdAt": ts,
                         "item": {"type": "message", "role": item[0], "content": item[1]}, "meta": {"uiRole": item[0]}})
    return facts, rows


def row_text(row):
    it = row["item"]
    return it.get("content") or (it.get("arguments", "") + "\n" + it.get("output", ""))


def check(facts, rows):
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
    for f in facts:
        for nd in f["needles"]:
            # each needle shows up exactly where it was planted (once, or twice when re-mentioned)
            if sum(1 for t in texts if nd in t) != f["expect"][nd]:
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

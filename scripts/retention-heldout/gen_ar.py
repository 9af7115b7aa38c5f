#!/usr/bin/env python3
"""Held-out retention set "ar" for okbot's conversation summaries.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary to measure
    WORKDIR  scratch folder; each seed gets WORKDIR/root-SEED (recreated)
    seeds    default 1 2 3 4 5; the LAST seed given is written entirely in Chinese

Environment:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a secondary-school teacher who is also the school's part-time IT person
(classroom laptops and tablets, the Wi-Fi, exam-week printing, parents' emails, a
broken projector, MDM enrolment, a student data-protection request, the head
teacher's budget). He writes long rambling messages late at night, pastes error
dialogs and inventory lists, and changes his mind before settling.
Chinese theme: 一位中学老师兼学校兼职网管：教室电脑和平板、无线网、考试周打印、家长群消息、
投影仪坏了、校长给的预算；晚上写很长的消息，课堂琐事和技术问题混在一起，常贴报错和清单，
反复改主意后才定下来。

Each conversation seeds PER_KIND facts of ten kinds (name, command, id, port,
version, money, date, decision, constraint, question). Every fact has one or more
"needles": exact substrings that occur in exactly one row of the conversation (the
fact's own message). Rows are appended 25 messages per batch with
`okbot compress -a Writer --now` after each batch; at the end a fact counts as kept
only when ALL its needles are found verbatim in `okbot context show -a Writer`.
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
BATCH = 25

# ---------------------------------------------------------------- value pools
EN_FIRST = ["Priya", "Gareth", "Siobhan", "Tomasz", "Helen", "Marcus", "Aoife", "Declan",
            "Rukhsana", "Geoff", "Bethan", "Olumide", "Fiona", "Callum", "Yasmin", "Keith",
            "Nadia", "Rhys", "Imogen", "Desmond", "Lorraine", "Kwame", "Harriet", "Stuart",
            "Margot", "Vikram", "Shona", "Barry", "Ingrid", "Femi"]
EN_LAST = ["Raman", "Pritchard", "Doherty", "Nowak", "Ashworth", "Okafor", "Fitzgerald",
           "Whitlock", "Begum", "Lumsden", "Carrow", "Adeyemi", "Strachan", "Haddow", "Mirza",
           "Thornbury", "Kowalczyk", "Penhaligon", "Sutcliffe", "Mbeki", "Dunmore", "Acheson",
           "Varga", "Holroyd", "Quinlan", "Brennan", "Castellano", "Ferriby"]
EN_ROLES = ["the new deputy head", "our bursar", "the exam officer", "the site manager",
            "the Wi-Fi contractor's engineer", "the trust's data protection officer",
            "head of science", "a parent in 9B", "the SENCo", "the reprographics lady",
            "the guy from the MDM reseller", "chair of governors", "the head's PA",
            "head of Year 10", "the council's IT account manager", "the new NQT in maths",
            "the librarian", "the PTA treasurer", "our Apple education rep",
            "the trust's network manager"]
EN_TOPICS = ["the projector in Room 12", "exam-week printing", "the Year 7 iPads",
             "the staff Wi-Fi", "the laptop trolley", "the subject access request",
             "the budget spreadsheet", "parents' emails", "the MDM enrolment",
             "the library PCs", "the interactive whiteboards", "the CCTV request"]
ZH_NAMES = ["邱晓峰", "蒋丽萍", "韩志刚", "龚雪", "陆文涛", "孟凡宇", "谭静怡", "廖国庆", "魏思远",
            "许嘉琪", "潘立新", "曹慧敏", "段宏伟", "董秋菊", "邵一鸣", "严春燕", "贺子轩", "钟明辉",
            "范晓雯", "汪德华", "田宇航", "袁梦婷", "覃海军", "卢佳音", "戴文斌", "沈若兰"]
ZH_ROLES = ["教务处的主任", "新来的副校长", "财务室的会计", "初二(3)班的一个家长", "网络公司的工程师",
            "区信息中心的老师", "学校门口打印店的老板", "后勤主任", "年级组长", "物理组的老师",
            "保卫科的科长", "校长办公室的干事", "平板供应商的销售", "区教育局信息科的",
            "教研组长", "家委会的会长", "隔壁学校的网管", "图书馆的管理员"]
ZH_TOPICS = ["302的投影仪", "考试周打印", "初一的平板", "教师无线网", "笔记本推车", "学生信息查询",
             "预算表", "家长群", "MDM注册", "图书馆的电脑", "教室一体机", "监控录像"]

COMMANDS = ["lpstat -t", "sudo systemctl restart cups", "ipconfig /flushdns", "gpupdate /force",
            "netsh wlan show interfaces", "Get-PrinterJob -PrinterName Staffroom",
            "nmap -sn 10.20.0.0/24", "ping -n 50 10.20.0.1", "Restart-Service Spooler -Force",
            "manage-bde -status C:", "sfc /scannow", "DISM /Online /Cleanup-Image /RestoreHealth",
            "powercfg /batteryreport", "dsregcmd /status", "cfgutil list", "tracert -d 8.8.8.8",
            "nslookup mdm.school.local", "wmic bios get serialnumber",
            "rsync -av /srv/exams/ /mnt/backup/exams/", "sudo ufw allow from 10.20.5.0/24",
            "iperf3 -c 10.20.0.5 -t 30", "lpadmin -x Library_Old", "cupsenable Room14_HP",
            "net use Z: \\\\fs01\\exams", "arp -a | findstr 10.20", "klist purge",
            "w32tm /resync /force", "sudo journalctl -u cups --since today",
            "Get-AppxPackage *teams* | Remove-AppxPackage", "pnputil /enum-drivers"]

EN_DECISIONS = [  # (topic, alternative, choice, reason)
    ("the Wi-Fi kit", "the Aruba quote", "go with the Ubiquiti access points", "the controller software is free"),
    ("the mock papers", "the repro shop in town", "print the mock papers in-house", "the repro shop lost our last order"),
    ("the Room 12 projector", "just a new lamp", "replace the Room 12 projector outright", "a new lamp costs nearly as much"),
    ("the Year 7 iPads", "one iPad per kid", "keep the Year 7 iPads on shared mode", "kids kept forgetting their passcodes"),
    ("staff Wi-Fi logins", "rotating the password monthly", "switch staff Wi-Fi to certificate login", "the shared password ended up on Snapchat"),
    ("the exam share backups", "a second NAS", "move the exam share backup to the cloud", "the NAS in the cupboard is dying"),
    ("the new laptops", "brand new HP ProBooks", "buy refurbished Latitudes instead", "the budget only stretches to refurbs"),
    ("parent emails", "an autoreply", "answer parent emails only on Tuesdays", "I was replying at midnight every night"),
    ("the trolley laptops", "fixing the group policies", "enrol the trolley laptops in Intune", "the old GPO setup keeps breaking"),
    ("the data request", "doing it all myself", "hand the subject access request to the DPO", "it involves CCTV footage too"),
    ("the library printer", "refilling the toner ourselves", "retire the old Kyocera in the library", "toner for it is discontinued"),
    ("web filtering", "the browser extension", "turn on SafeSearch enforcement at the firewall", "the extension is easy to bypass"),
    ("the IT suite", "Chromebooks", "stick with Windows for the IT suite", "the GCSE coursework software needs it"),
    ("the board money", "spreading it across every room", "put the budget into the science labs' boards", "they get used every single lesson"),
    ("staff requests", "a shared inbox", "set up a simple ticket form for staff", "requests in the corridor get forgotten"),
    ("the Windows upgrade", "doing it over Christmas", "do the Windows upgrade over February half-term", "nobody is in the building then"),
]
ZH_DECISIONS = [
    ("无线网设备", "华为那家的报价", "换成锐捷的无线AP", "控制器软件不收费"),
    ("模拟考卷子", "外面的文印店", "模拟考的卷子自己印", "上次文印店把卷子弄丢了"),
    ("302的投影仪", "只换个灯泡", "302的投影仪直接换新的", "换灯泡的钱差不多能买新的"),
    ("初一的平板", "一人一台", "初一的平板改成共享模式", "学生老是忘记密码"),
    ("教师无线网", "每个月改一次密码", "教师无线网改成账号认证", "共用密码被发到学生群里了"),
    ("考试资料备份", "再买一台NAS", "考试资料备份放到云盘", "机房那台NAS快不行了"),
    ("新笔记本", "买全新的惠普", "买二手翻新的联想笔记本", "预算只够买翻新机"),
    ("家长群", "设置自动回复", "家长群消息只在周二统一回", "每天半夜还在回消息"),
    ("平板管理", "一台一台手动装", "平板全部接入MDM统一管理", "手动装软件太耗时间"),
    ("学生信息查询", "我自己全弄", "把信息查询申请交给教务处", "里面涉及监控录像"),
    ("图书馆复印机", "自己灌粉", "图书馆那台旧复印机报废", "硒鼓已经停产了"),
    ("上网过滤", "浏览器插件", "在防火墙上强制安全搜索", "浏览器插件学生一下就绕过了"),
    ("电脑教室", "换成国产系统", "电脑教室继续用Windows", "信息技术考试软件只支持它"),
    ("一体机预算", "每个教室平均分", "预算优先给理化生实验室", "那边的一体机天天在用"),
    ("报修", "建个报修群", "做一个简单的报修表单", "走廊里说的事转头就忘"),
    ("系统升级", "国庆的时候弄", "寒假再统一升级系统", "那时候学校里没人"),
]
EN_CONSTRAINTS = [  # (rule phrase = needle, why)
    ("never reboot the print server during exam week", "last time it ate forty papers"),
    ("only push iPad updates on Friday afternoons", "so nothing breaks mid-lesson"),
    ("don't give students the staff Wi-Fi password", "not even the sixth formers"),
    ("never email student data to personal addresses", "the DPO will have my head"),
    ("nothing gets bought without the head's signature", "that's how it works here"),
    ("never wipe a laptop without backing up the desktop", "learned that one the hard way"),
    ("keep the exam room PCs offline during assessments", "exam board rules"),
    ("don't touch the finance office PCs", "the trust's people look after those"),
    ("no firewall changes without telling the contractor", "it's in their contract"),
    ("always label cables before unplugging anything", "the comms cabinet is a bird's nest"),
    ("never share the MDM admin account", "everyone gets their own login"),
    ("no personal phones on the admin VLAN", "the auditors flagged it"),
    ("only reply to parents from the school account", "safeguarding, basically"),
    ("always test on my own laptop first", "before anything goes to a classroom"),
    ("never leave the server cupboard unlocked", "it's next to the Year 8 toilets"),
    ("no maintenance on parents' evening", "everyone needs the Wi-Fi that night"),
]
ZH_CONSTRAINTS = [
    ("考试周不要重启打印服务器", "上次重启丢了四十份卷子"),
    ("平板只在周五下午推送更新", "免得上课的时候出问题"),
    ("不要把教师WiFi密码告诉学生", "高三的也不行"),
    ("学生信息不能发到个人邮箱", "出了事谁都担不起"),
    ("没有校长签字什么都不买", "这是学校的规矩"),
    ("没备份桌面之前不要重装电脑", "吃过一次亏了"),
    ("考场机房考试期间必须断网", "考试院的要求"),
    ("财务室的电脑我一律不碰", "那是区里统一管的"),
    ("改防火墙之前先通知网络公司", "合同里写着的"),
    ("拔网线之前一定先贴标签", "机柜里的线乱成一团"),
    ("MDM管理员账号不外借", "每个人用自己的账号"),
    ("私人手机不许连办公网段", "上次检查被点名了"),
    ("只用学校邮箱回复家长", "这样有记录可查"),
    ("先在自己电脑上测试", "没问题了再上教室"),
    ("机房门离开必须上锁", "旁边就是学生厕所"),
    ("家长会那天不安排维护", "那天全校都要用网"),
]
EN_QUESTIONS = [
    "whether Chromebooks count as capital spend", "how long we must keep CCTV footage",
    "whether the projector warranty covers the lamp", "how many devices one access point handles",
    "whether parents can see teachers' Teams status", "what happens to Apple IDs when kids leave",
    "if exam boards accept scanned coursework", "whether I get paid for the IT hours",
    "how to recycle old laptops legally", "whether the insurance covers stolen iPads",
    "if we need a DPIA for the new app", "why the smartboards drift out of calibration",
    "whether students can bring their own laptops", "how other schools budget for licences",
    "how long exam scripts must be kept", "if the PTA can fund a printer",
]
ZH_QUESTIONS = [
    "平板算不算固定资产", "监控录像要保存多久", "投影仪保修包不包括灯泡", "一个AP最多带多少台设备",
    "学生毕业后Apple ID怎么处理", "兼职网管有没有补贴", "旧电脑报废要走什么流程", "平板被偷保险赔不赔",
    "新APP要不要做隐私评估", "白板为什么老是定位不准", "学生能不能自带电脑上课", "别的学校软件授权怎么做预算",
    "考试答卷要保留几年", "家委会能不能出钱买打印机", "教育局的专网能不能直接接", "机房空调算不算信息化预算",
]
PORTS = [8443, 9100, 5353, 1812, 3389, 8080, 5900, 2049, 9443, 6443, 5223, 8291, 1883, 3128,
         8880, 10443, 4711, 7070, 8843, 1645, 5432, 6379, 9090, 8009, 8006, 3478, 5060, 4343]
EN_PORT_WHAT = ["the printer's web page", "the Wi-Fi controller", "the MDM relay", "the RADIUS server",
                "the CCTV recorder", "the projector's network module", "the proxy", "the VNC thing on the lab PCs",
                "the NAS admin page", "the timetable server", "the door-entry system", "the boards' casting service"]
ZH_PORT_WHAT = ["打印机的管理页面", "无线控制器", "MDM的中继", "认证服务器", "监控录像机", "投影仪的网络模块",
                "代理服务器", "机房的远程控制软件", "NAS的管理后台", "排课系统", "门禁系统", "一体机的投屏服务"]
EN_VER_WHAT = ["iPadOS", "the Wi-Fi controller firmware", "the MDM agent", "the printer driver",
               "the e-safety policy", "the exam timetable doc", "the projector firmware", "SIMS",
               "the whiteboard software", "the NAS firmware", "the AUP for parents", "Chrome on the lab PCs"]
ZH_VER_WHAT = ["平板系统", "无线控制器固件", "MDM客户端", "打印机驱动", "网络安全制度文件", "考试安排表",
               "投影仪固件", "学籍系统", "电子白板软件", "NAS固件", "家长告知书", "机房的浏览器"]
EN_MONEY_WHAT = ["the projector quote", "the head's IT budget for next term", "the Wi-Fi survey",
                 "the toner order", "the refurbished laptops", "the MDM licences", "the repair invoice",
                 "the replacement iPad screens", "the cabling job", "the printer lease"]
ZH_MONEY_WHAT = ["投影仪的报价", "校长给的信息化预算", "无线网勘测费", "硒鼓采购", "翻新笔记本", "MDM授权",
                 "维修发票", "平板换屏", "布线工程", "打印机租赁"]
EN_DATE_WHAT = ["the mock exams start", "the MDM licences run out", "the SAR response is due",
                "the projector engineer comes", "budget requests close", "the Ofsted window opens",
                "parents' evening is", "the Wi-Fi survey is booked", "the iPad order ships",
                "the governors' meeting is"]
ZH_DATE_WHAT = ["模拟考开始", "MDM授权到期", "信息查询要回复", "投影仪的师傅上门", "预算申报截止",
                "督导检查", "家长会", "无线网勘测", "平板到货", "校务会"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
ZH_WEEK = ["一", "二", "三", "四", "五"]


def suf(d):
    return "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


def make_value(kind, rng, lang):
    if kind == "command":
        return rng.choice(COMMANDS)
    if kind == "id":
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        f = rng.randrange(8)
        if f == 0:
            return "INC-%05d" % rng.randint(10000, 99999)
        if f == 1:
            return "PO-2026-%04d" % rng.randint(1000, 9999)
        if f == 2:
            return "HD%06d" % rng.randint(100000, 999999)
        if f == 3:
            return "RMA-%s%s%05d" % (rng.choice(L), rng.choice(L), rng.randint(10000, 99999))
        if f == 4:
            return "SAR-2026-%03d" % rng.randint(100, 999)
        if f == 5:
            return ("GD%08d" if lang == "zh" else "CASE-%07d") % rng.randint(1000000, 99999999 if lang == "zh" else 9999999)
        if f == 6:
            return "INV-%s%06d" % (rng.choice(L), rng.randint(100000, 999999))
        return "BK%04d%s%s" % (rng.randint(1000, 9999), rng.choice(L), rng.choice(L))
    if kind == "port":
        return str(rng.choice(PORTS))
    if kind == "version":
        f = rng.randrange(5)
        a, b, c = rng.randint(2, 26), rng.randint(0, 19), rng.randint(1, 48)
        if f == 0:
            return "%d.%d.%d" % (a, b, c)
        if f == 1:
            return "v%d.%d" % (a, b)
        if f == 2:
            return "%d.%d.%d-r%d" % (a, b, c, rng.randint(2, 9))
        if f == 3:
            return "build %d" % rng.randint(20000, 29999)
        return "v%d.%d.%d" % (a, b, c)
    if kind == "money":
        f = rng.randrange(5)
        if lang == "zh":
            n = rng.randint(180, 98000)
            return ["%d元" % n, "¥%s" % format(n, ","), "%d块钱" % n, "人民币%d元" % n, "%d元整" % n][f]
        n = rng.randint(45, 18000)
        if f == 0:
            return "£%s" % format(n, ",")
        if f == 1:
            return "£%d.%02d" % (rng.randint(12, 900), rng.randint(1, 99))
        if f == 2:
            return "$%s" % format(n, ",")
        if f == 3:
            return "€%d" % n
        return "£%sk" % rng.choice(["1.5", "2.2", "3.8", "4.5", "6.5", "12.4", "7.1", "9.6"])
    if kind == "date":
        d = rng.randint(10, 28)
        if lang == "zh":
            m = rng.choice([1, 3, 4, 5, 6, 7, 12])
            f = rng.randrange(4)
            return ["%d月%d日" % (m, d), "%d月%d号" % (m, d), "%d/%d" % (m, d), "%d月%d日" % (m, d)][f]
        m = rng.randrange(len(MONTHS))
        mon = MONTHS[m]
        f = rng.randrange(6)
        if f == 0:
            return "%s %d" % (mon, d)
        if f == 1:
            return "%d %s" % (d, mon)
        if f == 2:
            return "%02d/%02d" % (d, [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12][m])
        if f == 3:
            return "%s the %d%s" % (rng.choice(WEEKDAYS), d, suf(d))
        if f == 4:
            return "the %d%s of %s" % (d, suf(d), mon)
        return "%s %d%s" % (mon[:3], d, suf(d))
    raise ValueError(kind)


# ---------------------------------------------------------------- fact templates
# each returns (text_chunk, speaker); speaker "u" or "a"

def en_fact(kind, v, rng):
    t = rng.choice(EN_TOPICS)
    if kind == "name":
        name, role = v
        opts = [
            ("oh and %s is %s now, took over in September, so anything about %s goes through them apparently" % (role, name, t), "u"),
            ("%s (%s) cornered me in the car park today about %s. Said I'd look at it tonight. famous last words" % (name, role, t), "u"),
            ("pasting this so you've got it:\n\n> From: %s\n> Subject: Re: %s\n> Hi, just following up on this - any news? Happy to pop in at break.\n> Thanks,\n> %s, %s" % (name, t, name.split()[0], role), "u"),
            ("can you help me word a reply to %s? %s. it's about %s and I don't want to sound defensive, which I am" % (name, role, t), "u"),
            ("met %s properly today - %s - and they actually know what a VLAN is, which is a first for this building" % (name, role), "u"),
            ("note to self because I keep forgetting: %s = %s. Not the other one." % (name, role), "u"),
            ("It's %s - %s - so anything on %s should go to them. I'd keep the tone fairly formal." % (name, role, t), "a"),
            ("One thing worth doing: copy %s in, since as %s they'll be asked about %s anyway." % (name, role, t), "a"),
        ]
    elif kind == "command":
        opts = [
            ("ran `%s` on the staffroom box and honestly the output means nothing to me, I'll paste it tomorrow" % v, "u"),
            ("the trust's guy told me to just do %s whenever the printers go weird. is that actually a fix or is it a ritual" % v, "u"),
            ("ok I typed %s like you said and it looks happier now?? not touching it again tonight" % v, "u"),
            ("for the record the thing that worked in the end was `%s`, writing it here so future me finds it" % v, "u"),
            ("Next time it happens, open an admin terminal and run `%s` before anything else - it tells you straight away whether the problem is on that machine." % v, "a"),
            ("I'd try this first:\n\n    %s\n\nIf it comes back clean, the fault is upstream (switch or controller), not the laptop." % v, "a"),
            ("Quick version: `%s`. It's safe to run during the day, it doesn't kick anyone off." % v, "a"),
        ]
    elif kind == "id":
        opts = [
            ("the reseller gave me a reference, %s, for the dead iPad screens. they'll 'be in touch'" % v, "u"),
            ("logged it with the council helpdesk, ticket %s, estimated response 'within 5 working days' lol" % v, "u"),
            ("order number for the toner is %s if anyone asks (no one will ask, they'll just ask me where the toner is)" % v, "u"),
            ("the projector repair has case number %s. the woman on the phone was lovely at least" % v, "u"),
            ("invoice came through as %s, bursar wants it matched to a purchase order by Friday" % v, "u"),
            ("When you chase them, quote %s in the subject line - support queues match on that, not on the school name." % v, "a"),
            ("I've put the reference %s at the top of the draft so they can't claim they can't find it." % v, "a"),
        ]
    elif kind == "port":
        w = rng.choice(EN_PORT_WHAT)
        opts = [
            ("turns out %s listens on port %s, which the firewall was blocking the whole time. brilliant." % (w, v), "u"),
            ("the engineer says %s needs %s open from the classroom VLAN, does that sound right to you" % (w, v), "u"),
            ("got into %s eventually - it's on %s, not the default. who does that" % (w, v), "u"),
            ("nmap says %s is open on the box in the cupboard and I have no idea what that is. it's probably %s?" % (v, w), "u"),
            ("From the symptoms I'd guess %s is using port %s; if the firewall drops that, you get exactly this timeout." % (w, v), "a"),
            ("Add a rule for TCP %s from the staff range only - that's what %s needs, nothing wider." % (v, w), "a"),
        ]
    elif kind == "version":
        w = rng.choice(EN_VER_WHAT)
        opts = [
            ("half the iPads are on one version and half on another, the one that works is %s. %s, I mean" % (v, w), "u"),
            ("%s is at %s now, the release notes say 'stability improvements' which tells me nothing" % (w, v), "u"),
            ("the head wants %s %s printed and in every staff pigeonhole by Monday, as if anyone reads it" % (rng.choice(["the e-safety policy", "the exam timetable doc", "the AUP for parents"]) if not v.startswith("build") else "the release notes for " + w, v), "u"),
            ("don't let me update %s past %s, that's the last one where casting to the boards still worked" % (w, v), "u"),
            ("From what you've pasted, %s is on %s, which is the one with the known Wi-Fi roaming bug." % (w, v), "a"),
            ("I'd pin %s to %s on the test devices first and only roll it further once a full week goes by without complaints." % (w, v), "a"),
        ]
    elif kind == "money":
        w = rng.choice(EN_MONEY_WHAT)
        opts = [
            ("%s came in at %s. the head actually laughed, not in a good way" % (w, v), "u"),
            ("so apparently I've got %s for %s and that's it, full stop, till April" % (v, w), "u"),
            ("bursar says %s was %s including VAT, which is more than my car is worth" % (w, v), "u"),
            ("Just so it's written down: %s is %s. I need to see the breakdown before I sign anything" % (w, v), "u"),
            ("At %s, %s is on the high side but not crazy - ask them to split out labour from parts." % (v, w), "a"),
            ("If %s really is %s, I'd put that as its own line in the budget so it doesn't get lost." % (w, v), "a"),
        ]
    elif kind == "date":
        w = rng.choice(EN_DATE_WHAT)
        opts = [
            ("and %s on %s, which is of course the week everything breaks" % (w, v), "u"),
            ("found out today %s %s. nobody told me, I read it on the staffroom whiteboard" % (w, v), "u"),
            ("the email says %s: %s. putting it in my calendar now before I forget again" % (w, v), "u"),
            ("so %s is %s?? I thought we had ages" % (w, v), "u"),
            ("Since %s on %s, I'd aim to have the test done a couple of days before that." % (w, v), "a"),
            ("Worth blocking out %s - %s, so that's your hard deadline for this." % (v, w), "a"),
        ]
    elif kind == "decision":
        topic, alt, choice, reason = v
        opts = [
            ("right, %s. I was leaning towards %s, then I wasn't, then I was again. Final answer: %s, because %s. Not reopening this." % (topic, alt, choice, reason), "u"),
            ("ok changed my mind AGAIN on %s. forget %s. I'm going to %s - honestly %s, so that's that." % (topic, alt, choice, reason), "u"),
            ("slept on it. decision: %s. reason being %s. %s was tempting but no." % (choice, reason, alt[0].upper() + alt[1:]), "u"),
            ("after all my faffing about %s: I'll %s, since %s. yes I know I said the opposite on Tuesday" % (topic, choice, reason), "u"),
            ("%s was the plan but I'll %s - %s, and I can't keep going round in circles" % (alt[0].upper() + alt[1:], choice, reason), "u"),
            ("Decided - we %s. Simple reason: %s. Moving on." % (choice, reason), "u"),
        ]
    elif kind == "constraint":
        rule, why = v
        opts = [
            ("one rule for anything you suggest from now on: %s. %s." % (rule, why[0].upper() + why[1:]), "u"),
            ("Also, and this is non-negotiable - %s. %s" % (rule, why), "u"),
            ("please remember this going forward: %s (%s)" % (rule, why), "u"),
            ("I've made myself a promise, %s. %s. hold me to it" % (rule, why), "u"),
            ("standing rule here is %s - %s - so plan round that" % (rule, why), "u"),
            ("just so you know for future plans: %s. %s, don't ask" % (rule, why), "u"),
        ]
    elif kind == "question":
        opts = [
            ("random thing that's been bugging me, do you know %s? no rush" % v, "u"),
            ("also I keep meaning to ask %s. someone in the staffroom was adamant either way" % v, "u"),
            ("Question for another day maybe: %s?" % v, "u"),
            ("oh and, completely unrelated - any idea %s?" % v, "u"),
            ("Can I ask %s? The head asked me and I just nodded" % v, "u"),
            ("wondering %s, tbh. anyway" % v, "u"),
        ]
    return rng.choice(opts)


def zh_fact(kind, v, rng):
    t = rng.choice(ZH_TOPICS)
    if kind == "name":
        name, role = v
        opts = [
            ("对了，%s现在是%s，九月份刚接手的，以后%s的事都得找他。" % (name, role, t), "u"),
            ("今天中午%s（%s）在食堂门口把我拦住，问%s的事，我说晚上回去看看。又给自己挖坑了。" % (name, role, t), "u"),
            ("我把这条消息贴过来你看下：\n\n【%s】王老师您好，%s的事情有进展了吗？我课间可以过来找您。——%s" % (name, t, role), "u"),
            ("帮我想想怎么回%s，%s。说的是%s的事，我不想显得在推卸责任，虽然我确实有点想推。" % (name, role, t), "u"),
            ("今天终于和%s认真聊了一次，%s，居然懂VLAN，在我们学校真是稀有物种。" % (name, role), "u"),
            ("记一下，老是忘：%s就是%s，别跟另一个搞混了。" % (name, role), "u"),
            ("明白了，%s是%s，那%s相关的邮件我就以他为收件人，语气写得正式一点。" % (name, role, t), "a"),
            ("建议抄送给%s，他是%s，%s的事最后大概率还是会问到他。" % (name, role, t), "a"),
        ]
    elif kind == "command":
        opts = [
            ("我在办公室那台机器上跑了 `%s`，出来一堆东西看不懂，明天截图给你。" % v, "u"),
            ("区里的工程师说打印机一抽风就执行 %s，这到底是修好了还是玄学？" % v, "u"),
            ("按你说的敲了 %s，好像正常了？？今晚不敢再动了。" % v, "u"),
            ("记录一下，最后起作用的是 `%s`，写这里免得下次又到处找。" % v, "u"),
            ("下次再出现，先用管理员身份打开终端执行 `%s`，马上就能看出是不是这台机器本身的问题。" % v, "a"),
            ("建议先试这个：\n\n    %s\n\n如果结果正常，问题就在交换机或者控制器那边，不在笔记本上。" % v, "a"),
            ("简单说就是 `%s`，白天上课时跑也没关系，不会把人踢下线。" % v, "a"),
        ]
    elif kind == "id":
        opts = [
            ("供应商给了个单号%s，说坏屏的平板会“尽快联系”。" % v, "u"),
            ("已经在区里的报修平台提交了，工单%s，说是五个工作日内响应，呵呵。" % v, "u"),
            ("硒鼓的订单号是%s，有人问的话……算了没人会问，他们只会问我硒鼓在哪。" % v, "u"),
            ("投影仪的维修单号%s，客服小姑娘态度倒是挺好的。" % v, "u"),
            ("发票号%s已经到了，会计说周五前要跟采购单对上。" % v, "u"),
            ("催的时候把%s写在标题里，他们客服系统是按单号检索的，不看学校名字。" % v, "a"),
            ("我在草稿开头加上了编号%s，这样他们就没法说找不到了。" % v, "a"),
        ]
    elif kind == "port":
        w = rng.choice(ZH_PORT_WHAT)
        opts = [
            ("原来%s用的是%s端口，防火墙一直给拦着。太好了，白折腾两天。" % (w, v), "u"),
            ("工程师说%s要从教学网段开放%s，这个靠谱吗？" % (w, v), "u"),
            ("终于进了%s的后台，端口是%s，不是默认的那个，谁这么设计的。" % (w, v), "u"),
            ("扫了一下，机柜里那台机器开着%s端口，我也不知道是啥，可能是%s？" % (v, w), "u"),
            ("从现象看%s应该走的是%s端口，防火墙一丢包就会出现这种超时。" % (w, v), "a"),
            ("只对教师网段放行TCP %s就行，%s用这个就够了，别开太大。" % (v, w), "a"),
        ]
    elif kind == "version":
        w = rng.choice(ZH_VER_WHAT)
        opts = [
            ("一半平板是一个版本，另一半是另一个，能用的那批是%s，我说的是%s。" % (v, w), "u"),
            ("%s现在是%s了，更新说明写着“提升稳定性”，等于啥也没说。" % (w, v), "u"),
            ("校长要把%s %s打印出来周一前放到每个老师的格子里，好像真有人看一样。" % (rng.choice(["网络安全制度文件", "考试安排表", "家长告知书"]) if not v.startswith("build") else w + "的更新说明", v), "u"),
            ("别让我把%s升级到%s以后的版本，那是最后一个投屏还正常的版本。" % (w, v), "u"),
            ("从你贴的信息看，%s是%s，这个版本有已知的漫游断线问题。" % (w, v), "a"),
            ("建议先在测试设备上把%s固定在%s，观察一整周没人投诉再推广。" % (w, v), "a"),
        ]
    elif kind == "money":
        w = rng.choice(ZH_MONEY_WHAT)
        opts = [
            ("%s出来了，%s。校长当场笑了，不是开心的那种笑。" % (w, v), "u"),
            ("所以%s就只有%s，到明年三月都不会再多一分了。" % (w, v), "u"),
            ("会计说%s含税一共%s，比我的车还值钱。" % (w, v), "u"),
            ("先记下来：%s是%s。签字之前我得看到明细。" % (w, v), "u"),
            ("%s的话，%s稍微偏高但还说得过去，可以让他们把人工和材料分开报。" % (v, w), "a"),
            ("如果%s确实是%s，建议在预算表里单独列一行，免得被混掉。" % (w, v), "a"),
        ]
    elif kind == "date":
        w = rng.choice(ZH_DATE_WHAT)
        opts = [
            ("还有%s是%s，当然了，正好是所有东西都坏掉的那一周。" % (w, v), "u"),
            ("今天才知道%s定在%s，没人通知我，是在办公室白板上看到的。" % (w, v), "u"),
            ("通知上写的%s：%s。赶紧记到日历里，免得又忘。" % (w, v), "u"),
            ("所以%s是%s？？我还以为早着呢。" % (w, v), "u"),
            ("既然%s是%s，测试最好提前两三天做完。" % (w, v), "a"),
            ("建议把%s空出来——%s，这就是最后期限了。" % (v, w), "a"),
        ]
    elif kind == "decision":
        topic, alt, choice, reason = v
        opts = [
            ("%s的事，我本来想%s，后来又不想了，后来又想了。最终决定：%s，因为%s。不再讨论了。" % (topic, alt, choice, reason), "u"),
            ("又改主意了，%s不考虑%s了。就%s吧，说实话%s，就这样。" % (topic, alt, choice, reason), "u"),
            ("睡了一觉想清楚了，决定%s。原因是%s。%s虽然诱人，但算了。" % (choice, reason, alt), "u"),
            ("纠结了半天%s：%s。%s。对，我知道我周二说的正好相反。" % (topic, choice, reason), "u"),
            ("原计划是%s，现在还是%s吧，%s，不能再兜圈子了。" % (alt, choice, reason), "u"),
            ("定了。%s。理由很简单：%s。下一个话题。" % (choice, reason), "u"),
        ]
    elif kind == "constraint":
        rule, why = v
        opts = [
            ("以后你给的方案都要遵守一条：%s。%s。" % (rule, why), "u"),
            ("还有，这条没得商量——%s，%s。" % (rule, why), "u"),
            ("以后请记住：%s（%s）。" % (rule, why), "u"),
            ("我给自己定了个规矩，%s，%s，你监督我。" % (rule, why), "u"),
            ("我们这边的规定是%s，%s，安排的时候绕开。" % (rule, why), "u"),
            ("先说清楚，%s。%s，别问为什么。" % (rule, why), "u"),
        ]
    elif kind == "question":
        opts = [
            ("有个事一直想问，%s？不急。" % v, "u"),
            ("对了，我一直想问%s，办公室里有人说得很肯定，两种说法都有。" % v, "u"),
            ("改天再说也行：%s？" % v, "u"),
            ("哦还有个不相干的，%s，你知道吗？" % v, "u"),
            ("能问一下%s吗？校长问我，我只好点头。" % v, "u"),
            ("其实我挺想知道%s的。算了，先这样。" % v, "u"),
        ]
    return rng.choice(opts)


# ---------------------------------------------------------------- filler
EN_OPEN = ["ok so", "right.", "evening.", "sorry, late again.", "quick one (it won't be quick)", "ugh.",
           "so today happened.", "", "", "hiya", "me again", "before I forget,", "long day.",
           "can't sleep so here I am", "update!"]
EN_CLASS = [
    "Year 9 were feral today, someone had changed every desktop background in the IT suite to a picture of a goose and I still don't know how",
    "had a cover lesson with Year 8 and spent half of it trying to get the projector to show anything other than NO SIGNAL",
    "a kid in 10C asked me if I could 'hack' his Xbox back after his mum took it off him. I said no. he asked again.",
    "marking pile is about knee height at this point, I am ignoring it with great skill",
    "fire alarm went off in period 3 which at least meant nobody noticed the Wi-Fi was down too",
    "sixth form were actually lovely today, one of them fixed a cable in the library without being asked, I nearly cried",
    "the laptop trolley came back from Year 7 with three chargers missing and a sandwich in it. a whole sandwich.",
    "parent complained that her son 'can't log in at home' and it turns out he's been typing his password in caps for a month",
    "one of the new staff plugged the staffroom kettle into the same socket as the switch again",
    "lunch duty in the rain, so in a great mood obviously",
    "got told off by the head for being 'hard to find' - because I was in the comms cupboard fixing her printer",
    "my own lesson observation is next week and instead of planning I'm reading firmware changelogs",
    "Year 11 mock coursework deadline has turned my inbox into a war zone",
    "someone unplugged the router in the drama studio to charge a phone. again.",
]
EN_TECH = [
    "the Wi-Fi in the science block keeps dropping for like ten seconds every few minutes and the kids lose their quiz answers",
    "the iPads in the trolley still show 'remote management' screens when you turn them on and half of them are stuck there",
    "exam printing is going to be a nightmare, the big copier jams on anything heavier than 80gsm",
    "the projector in the humanities corridor shows everything slightly green now, like a horror film",
    "one of the laptops says the battery is at 100% and then dies in four minutes",
    "Outlook on the admin PCs has started asking for the password every hour",
    "the MDM portal shows 64 devices, we own 71, and nobody knows where the other seven are",
    "the print queue in the staffroom had 140 jobs in it this morning, mostly the same worksheet",
    "the switch in the cupboard is making a clicking noise which I'm choosing not to think about",
    "teachers keep 'fixing' the boards by pressing every button on the remote",
    "the Windows updates on the library PCs take forty minutes and always start at 8:25",
    "the guest Wi-Fi splash page won't load on Android phones at all",
]
EN_CLOSE = ["anyway.", "thoughts?", "going to bed after this, honest", "sorry for the essay", "lol",
            "", "", "what would you do?", "tell me I'm not mad", "ok that's it. for now.", "night"]
EN_ASK = [
    "can you give me a sensible order to tackle this stuff in?",
    "what should I check first with the Wi-Fi thing?",
    "is there a way to stop teachers pressing every button on the remote?",
    "how do I explain to the head that the copier isn't 'just being slow'?",
    "any tips for making the laptop trolley less of a disaster?",
    "what's a reasonable way to keep track of which device is where?",
    "could you draft a short note to staff about the printing?",
    "how do I make the parents' login instructions idiot-proof? no offence to parents",
    "should I be worried about the clicking switch?",
    "how would you plan exam week so nothing goes wrong? or less goes wrong",
]
EN_PASTE = [
    "Here's the error it throws:\n\n```\nThe printer could not be contacted over the network.\nError: 0x00000709\nOperation could not be completed.\n```",
    "Inventory from the trolley, as of tonight:\n\n| Slot | Device | Charger | Notes |\n|---|---|---|---|\n| 1 | Laptop A1 | yes | sticky keyboard |\n| 2 | Laptop A2 | no | |\n| 3 | Laptop A3 | yes | hinge loose |\n| 4 | Laptop A4 | yes | |\n| 5 | Laptop A5 | no | screen cracked corner |\n| 6 | Laptop A6 | yes | won't boot |",
    "This is the email from a parent, names off:\n\n> Dear Sir, my daughter says she was unable to submit her homework because 'the school Wi-Fi blocks Google'. Could you please look into this as she now has a detention. Kind regards",
    "log from the controller:\n\n```\nSTA disassociated reason=8 (leaving)\nSTA associated rssi=-78\nSTA disassociated reason=4 (inactivity)\nSTA associated rssi=-81\nauth timeout\n```",
    "the popup on the iPads:\n\n```\nRemote Management\nThis iPad is managed by the school.\nUnable to connect to server. Try again later.\n```",
    "copier display says:\n\n```\nPaper jam: Tray 2 / Fuser area\nOpen cover C and remove paper.\nCall for service if message persists.\n```",
    "list from the head's office of what they 'need' (her words):\n- new laptop for the PA\n- a bigger screen for the reception desk\n- 'faster internet'\n- the projector in the hall 'to just work'\n- a printer that does booklets",
]
EN_AREPLY = [
    "That sounds exhausting, honestly. Let's take it one piece at a time so it stops feeling like one giant problem.",
    "Okay - a few things in there, and some are more urgent than others.",
    "Ha, poor you. Right, on the tech side:",
    "Fair enough. Here's how I'd think about it.",
    "Sorry you're up this late with it. Short version first, details after.",
    "That's a lot for one day. Let me pull out the bits that actually need doing.",
]
EN_APARA = [
    "For the Wi-Fi drops, the pattern matters more than the speed test. If it's every few minutes in one block, that usually points at one access point rebooting or at two access points fighting over the same channel. Walk the corridor with a phone running a Wi-Fi analyser app during a lesson change and note which access point you're attached to when it drops.",
    "On the printing: treat exam week as a change freeze. Print everything you can the week before, keep a sealed spare box of paper by the copier, and have one named person who can clear jams. A printed checklist taped to the copier beats any email.",
    "For the trolley, number every slot and every device and make the numbers match. Then the rule is simply that laptop 7 goes in slot 7; anything out of place is visible at a glance, and a photo at the end of each lesson gives you a record without any paperwork.",
    "With the projector, a green tint is usually the cable or the connector rather than the lamp. Try a different cable and a different input before anyone spends money. If the tint stays on the projector's own menu screen, then it's the unit itself.",
    "For the head, frame things as risk and time rather than technology: 'this copier fails roughly once a day and each failure costs a teacher twenty minutes' lands far better than anything about fusers.",
    "A simple spreadsheet with device, serial, location, who has it, and last checked date will get you 90% of the way. Don't build anything fancier until you've kept that one up to date for a month.",
    "On the parent emails, a short template that thanks them, says what you've checked and what happens next will save you writing the same thing at midnight. You can tweak a line or two each time so it doesn't read like a robot.",
    "For the staff note, keep it to five lines: what's changing, when, what they need to do, what they shouldn't do, and who to tell if it breaks. Anything longer won't get read.",
    "The clicking switch is worth taking seriously - fans on cheap switches tend to click before they fail. Check whether it's hot to the touch and whether the fan light shows a fault. If it's the core switch, have a spare, even a cheap one, ready.",
    "With the iPads stuck on the management screen, it's nearly always that they can't reach the MDM server during setup - usually the Wi-Fi they join first is the filtered guest network. Put them on the staff network for enrolment and it often clears straight away.",
    "On updates: pick a pilot group of three or four devices, update them first, and wait a few days. It feels slow, but it means you find the breakage instead of 30 kids finding it in period 1.",
    "And please get some sleep - none of this gets fixed faster at 1am, and you'll make better calls tomorrow.",
    "For the boards, tape a small card next to each one: 'No picture? Press INPUT once, wait ten seconds.' It sounds silly, but it stops the press-everything approach, and covering the buttons nobody needs with tape helps too.",
    "For the parents' login instructions, write them for a phone screen: one step per line, a screenshot per step, and the single most common mistake (caps lock, usually) in bold at the top. Then test them on a colleague who has never seen the system.",
    "For the battery that dies at '100%', the battery is almost certainly worn and the gauge is lying. Run a battery report to see design capacity against full-charge capacity; if it's under about half, replace the battery rather than the laptop.",
    "For Outlook asking for the password every hour, that's usually a stale saved credential or modern authentication fighting with an old profile. Clearing the saved Office credentials and creating a fresh mail profile on one PC is a quick test before doing them all.",
    "For the guest splash page on Android, modern phones try to detect the captive portal over plain HTTP; if the filtering blocks that check, the page never pops up. A rule letting the detection address through usually sorts it.",
]
EN_ALIST = [
    "Rough order I'd go in:\n1. Anything that stops lessons happening (Wi-Fi drops, projector).\n2. Anything with a deadline attached (exam printing, the data request).\n3. Anything that only annoys people (slow logins, the guest splash page).\n4. Everything else goes on a list for half-term.",
    "Things to check, cheapest first:\n- cable and input\n- restart the device\n- try a different room/device to see if the fault follows it\n- only then look at firmware or replacement",
    "A few quick wins:\n- label the trolley slots\n- pin a 'who to tell' note on the copier\n- turn off auto-updates on the exam-room machines for the week\n- set an out-of-hours autoreply on your own inbox",
]
EN_FILLER_USER_SHORT = ["haha yeah", "ok that makes sense", "thanks, that's actually helpful", "right, will try tomorrow",
                        "fair", "hmm ok", "yeah I know I know", "cheers", "brilliant, thank you", "ok. deep breath."]
EN_WAVER = ["still going back and forth on %s tbh, part of me wants %s", "not decided on %s yet. maybe %s? maybe not",
            "re %s - leaning towards %s this evening, ask me again tomorrow"]

ZH_OPEN = ["好吧，", "我又来了。", "晚上好。", "不好意思又这么晚。", "问个小事（其实不小）", "唉。", "今天又是精彩的一天。",
           "", "", "在吗", "睡不着，来找你聊聊", "先说一下，", "累死了。", "更新一下！"]
ZH_CLASS = [
    "初二今天简直疯了，有人把机房所有电脑的桌面都换成了一只鹅，我到现在都不知道怎么弄的",
    "代了一节初一的课，一半时间都在跟投影仪较劲，它就只显示“无信号”",
    "有个学生问我能不能帮他“破解”游戏机，他妈妈把机器收走了。我说不行，他又问了一遍",
    "作业已经堆到膝盖那么高了，我在很专业地假装看不见",
    "第三节课消防演练，好处是没人发现无线网也断了",
    "高二的学生今天特别乖，有个男生主动帮图书馆接好了网线，我差点感动哭了",
    "笔记本推车从初一那边回来，少了三个充电器，还多了一个包子，完整的包子",
    "有个家长说孩子在家“登不上去”，结果孩子开着大写锁定输了一个月密码",
    "新来的老师又把办公室的电热水壶插在交换机那个插座上了",
    "下雨天中午值班，心情当然好极了",
    "校长说我“老找不到人”，因为我在弱电间修她的打印机啊",
    "下周我自己要被听课，结果我不备课在看固件更新日志",
    "初三的作业截止日期快到了，邮箱已经炸了",
    "又有人把礼堂的路由器拔了给手机充电",
]
ZH_TECH = [
    "实验楼的无线网每隔几分钟就断十来秒，学生答到一半的题全没了",
    "推车里的平板开机还停在“远程管理”那个界面，一半卡着不动",
    "考试周打印肯定要出事，那台大复印机稍微厚一点的纸就卡",
    "走廊那台投影仪现在画面发绿，跟恐怖片一样",
    "有台笔记本显示电量百分之百，四分钟就关机",
    "行政办公室电脑上的邮箱每小时都要输一次密码",
    "MDM后台显示64台设备，我们明明有71台，剩下七台谁也不知道在哪",
    "早上办公室打印队列里有一百四十个任务，基本都是同一张练习卷",
    "机柜里那台交换机在咔哒咔哒响，我选择先不去想它",
    "老师们“修”一体机的方式就是把遥控器上所有按钮按一遍",
    "图书馆电脑的系统更新要四十分钟，而且总是在早上八点二十五开始",
    "访客WiFi的认证页面在安卓手机上根本打不开",
]
ZH_CLOSE = ["就这样吧。", "你怎么看？", "说完这个我真睡了", "不好意思又写了一大篇", "哈哈", "", "", "换你会怎么弄？",
            "告诉我不是我一个人疯了", "先这些。", "晚安"]
ZH_ASK = [
    "能帮我排个先后顺序吗？",
    "无线网的问题我应该先查什么？",
    "有没有办法让老师别乱按遥控器？",
    "怎么跟校长解释复印机不是“有点慢”那么简单？",
    "笔记本推车怎么管才不乱？",
    "有没有简单的办法记录每台设备在哪？",
    "能帮我写个给老师们的打印通知吗？",
    "家长登录说明怎么写才能让所有人都看得懂？",
    "交换机咔哒响要不要紧？",
    "考试周怎么安排才不出事？或者少出点事",
]
ZH_PASTE = [
    "报错是这样的：\n\n```\n无法通过网络连接到打印机。\n错误代码：0x00000709\n操作无法完成。\n```",
    "今晚推车的清单：\n\n| 格子 | 设备 | 充电器 | 备注 |\n|---|---|---|---|\n| 1 | 笔记本A1 | 有 | 键盘粘 |\n| 2 | 笔记本A2 | 无 | |\n| 3 | 笔记本A3 | 有 | 转轴松 |\n| 4 | 笔记本A4 | 有 | |\n| 5 | 笔记本A5 | 无 | 屏幕角裂了 |\n| 6 | 笔记本A6 | 有 | 开不了机 |",
    "家长群里的消息，我把名字去掉了：\n\n> 老师您好，孩子说学校的网把百度屏蔽了，所以作业没交上，现在被扣分了，麻烦您看一下，谢谢！",
    "控制器的日志：\n\n```\nSTA disassociated reason=8 (leaving)\nSTA associated rssi=-78\nSTA disassociated reason=4 (inactivity)\nSTA associated rssi=-81\nauth timeout\n```",
    "平板上弹出来的：\n\n```\n远程管理\n此iPad由学校管理。\n无法连接服务器，请稍后再试。\n```",
    "复印机屏幕上写着：\n\n```\n卡纸：纸盒2 / 定影区域\n请打开C盖取出纸张。\n如持续出现请联系维修。\n```",
    "校长办公室列的“需求”（原话）：\n- 给干事配新电脑\n- 前台换个大屏幕\n- “网速快一点”\n- 礼堂投影仪“能用就行”\n- 一台能打印小册子的打印机",
]
ZH_AREPLY = [
    "听起来真的挺累的。我们一件一件来，别把它当成一个大问题。",
    "好的——这里面有好几件事，轻重缓急不一样。",
    "哈哈，辛苦了。说回技术问题：",
    "可以理解。我是这么考虑的。",
    "这么晚还在弄这个，辛苦了。先说结论，再说细节。",
    "一天里事情太多了。我把真正需要处理的挑出来。",
]
ZH_APARA = [
    "无线网掉线，看规律比测网速更有用。如果只是某栋楼每隔几分钟断一次，通常是某个AP在重启，或者两个AP抢同一个信道。课间拿手机装个WiFi分析软件在走廊走一圈，记下掉线时连的是哪个AP。",
    "打印这块：考试周当成“冻结期”。能提前一周印的全部提前印，复印机旁边放一箱备用纸，指定一个会处理卡纸的人。贴在复印机上的一张清单比任何通知都管用。",
    "推车的话，每个格子和每台设备都编号，而且编号对应。规则就是7号电脑放7号格，哪台放错一眼就能看出来，每节课结束拍张照就是记录，不用填表。",
    "投影仪发绿一般是线或者接口的问题，不是灯泡。先换根线、换个输入口再说花钱的事。如果投影仪自己的菜单画面也发绿，那就是机器本身了。",
    "跟校长沟通时，别讲技术，讲风险和时间：“这台复印机平均一天坏一次，每次耽误一个老师二十分钟”比讲定影器有用得多。",
    "一个简单的表格：设备、序列号、位置、谁在用、上次检查日期，就能解决九成问题。先坚持更新一个月，再考虑更复杂的系统。",
    "家长消息可以准备一个简短模板：感谢、说明查了什么、接下来怎么处理。每次改一两句，不会像机器人，也省得半夜重复写。",
    "给老师的通知控制在五行以内：改什么、什么时候、需要他们做什么、不要做什么、出问题找谁。再长就没人看了。",
    "交换机咔哒响要重视，便宜交换机的风扇坏之前经常会响。摸一下烫不烫，看看风扇指示灯有没有报警。如果是核心交换机，最好备一台，便宜的也行。",
    "平板卡在远程管理界面，几乎都是激活时连不上MDM服务器——通常是因为先连上了有过滤的访客网络。注册时让它们连教师网，很多时候马上就好了。",
    "更新的话，先挑三四台做试点，等几天没问题再推。看起来慢，但这样是你发现问题，而不是三十个学生在第一节课发现问题。",
    "还有，早点睡吧——凌晨一点修不快，明天脑子清醒了判断更准。",
    "一体机那边，每台旁边贴张小卡片：“没画面？按一次信号源，等十秒。”听起来很傻，但能阻止大家乱按，用不到的按钮拿胶带盖住也有用。",
    "家长登录说明要按手机屏幕来写：一行一步，每步配截图，最常见的错误（一般是大写锁定）加粗放最上面。写完找个从没用过系统的同事试一遍。",
    "显示满电却很快关机，基本是电池老化、电量显示不准。导出电池报告看设计容量和实际满充容量，低于一半左右就换电池，不用换电脑。",
    "邮箱每小时要密码，通常是保存的旧凭据或者新认证方式和旧配置冲突。先在一台电脑上清掉保存的Office凭据、新建一个邮件配置文件试试，再决定要不要全部处理。",
    "访客WiFi认证页在安卓上弹不出来，是因为手机用普通HTTP检测认证页面，过滤把这个检测拦了，页面就不弹。放行这个检测地址一般就好了。",
]
ZH_ALIST = [
    "我建议的顺序：\n1. 影响上课的（无线网掉线、投影仪）。\n2. 有截止日期的（考试打印、信息查询）。\n3. 只是让人烦的（登录慢、访客认证页）。\n4. 其他的都列个清单放到假期处理。",
    "排查顺序，从便宜的开始：\n- 线和接口\n- 重启设备\n- 换个教室/设备，看故障跟不跟着走\n- 最后才考虑固件或者换新",
    "几个马上能做的：\n- 推车格子贴编号\n- 复印机上贴“出问题找谁”\n- 考场电脑这一周关掉自动更新\n- 给自己邮箱设个下班自动回复",
]
ZH_FILLER_USER_SHORT = ["哈哈是的", "有道理", "谢谢，这个真有用", "好，明天试试", "行吧", "嗯……好", "我知道我知道", "谢啦",
                        "太好了，谢谢", "好，深呼吸。"]
ZH_WAVER = ["%s的事我还在纠结，有点想%s", "%s还没定，要不%s？也不一定", "关于%s，今晚倾向于%s，明天再问我可能又变了"]

EN_SEARCHES = [
    ("projector green tint fix", "1. Forum thread: 'green tint after moving projector' - fixed by reseating the VGA cable\n2. Vendor FAQ: colour problems and input settings\n3. r/sysadmin: 'check the cable before the lamp', 40 comments"),
    ("copier jam fuser area tray 2", "1. Service manual extract: fuser jams and paper weight limits\n2. Forum: heavy paper in tray 2 keeps jamming - use the bypass tray\n3. Dealer blog: when to call an engineer"),
    ("ipad stuck remote management screen", "1. Apple support: devices can't reach the MDM server during setup\n2. Forum: guest Wi-Fi blocked enrolment, staff Wi-Fi worked\n3. MDM vendor KB: re-push the enrolment profile"),
    ("wifi drops every few minutes school", "1. Blog: channel overlap in dense buildings\n2. Forum: AP rebooting on PoE budget limits\n3. Vendor KB: reading disassociation reason codes"),
    ("laptop battery dies quickly at 100 percent", "1. Forum: worn battery reports full charge then drops - check the battery report\n2. Vendor: battery calibration steps\n3. Reddit thread, 18 comments"),
]
ZH_SEARCHES = [
    ("投影仪画面发绿怎么办", "1. 论坛帖子：投影仪挪动后画面发绿，重新插VGA线解决\n2. 厂商常见问题：颜色异常与输入设置\n3. 技术社区：先查线再查灯泡，40条回复"),
    ("复印机 定影区 卡纸", "1. 维修手册节选：定影卡纸与纸张克重\n2. 论坛：纸盒2放厚纸总卡，改用手送纸盒\n3. 经销商文章：什么时候该叫师傅"),
    ("iPad 卡在远程管理界面", "1. 官方支持：激活时无法连接MDM服务器\n2. 论坛：访客网络拦截了注册，换教师网就好了\n3. MDM厂商知识库：重新推送注册描述文件"),
    ("学校无线网 隔几分钟断一次", "1. 博客：高密度场景下的信道重叠\n2. 论坛：PoE供电不足导致AP重启\n3. 厂商知识库：如何看断开原因代码"),
    ("笔记本 电量满 很快关机", "1. 论坛：电池老化显示满电后骤降，先看电池报告\n2. 厂商：电池校准步骤\n3. 讨论帖，18条回复"),
]
SHELL = [("uptime", "up 41 days, load average: 0.31, 0.28, 0.22"),
         ("df -h /srv", "Filesystem      Size  Used Avail Use%\n/dev/sdb1       1.8T  1.6T  190G  90%"),
         ("lpq -a", "Rank    Owner   Job     File(s)\nactive  staff   17      worksheet.pdf\n1st     staff   18      worksheet.pdf"),
         ("ip -br addr", "lo    UNKNOWN  127.0.0.1/8\neth0  UP       10.20.1.14/22"),
         ("free -m", "Mem:  total 7822  used 5120  free 311")]
EN_FILES = [("notes/it-todo.md", "- chase projector\n- trolley chargers\n- guest wifi splash\n- label switch ports"),
            ("notes/devices.csv", "device,location,status\nlaptop A1,trolley,ok\nlaptop A6,trolley,broken\niPad 12,library,missing"),
            ("notes/exam-week.md", "Exam week checklist\n- paper ordered?\n- copier serviced?\n- exam room PCs locked down?")]
ZH_FILES = [("notes/待办.md", "- 催投影仪\n- 推车充电器\n- 访客WiFi认证页\n- 交换机端口贴标签"),
            ("notes/设备清单.csv", "设备,位置,状态\n笔记本A1,推车,正常\n笔记本A6,推车,坏了\n平板12,图书馆,找不到"),
            ("notes/考试周.md", "考试周清单\n- 纸订了吗？\n- 复印机保养了吗？\n- 考场电脑锁好了吗？")]


def make_tool(rng, zh):
    k = rng.randrange(4)
    if k == 0:
        q, out = rng.choice(ZH_SEARCHES if zh else EN_SEARCHES)
        return "web_search", {"query": q}, out
    if k == 1:
        c, out = rng.choice(SHELL)
        return "run_shell", {"command": c}, out
    if k == 2:
        p, out = rng.choice(ZH_FILES if zh else EN_FILES)
        return "read_file", {"path": p}, out
    if zh:
        return "check_calendar", {"range": "本周"}, "周一：值班\n周二：课后社团\n周三：教研活动\n周四：第四节空\n周五：无安排"
    return "check_calendar", {"range": "this week"}, "Mon: duty\nTue: after-school club\nWed: department meeting\nThu: free period 4\nFri: nothing booked"


EN_ACK_DEC = ["Sounds like a sensible call, and the reasoning holds up.", "Good - having it settled is worth a lot by itself.",
              "That's a reasonable decision; I'd just write it down somewhere the head will see it.",
              "Fair enough. I won't try to talk you out of it."]
ZH_ACK_DEC = ["这个决定挺合理的，理由也站得住。", "好，定下来本身就很值了。", "可以，建议写下来放到校长能看到的地方。", "行，我不劝你改了。"]
EN_ACK_RULE = ["Noted - I'll keep that in mind for anything I suggest.", "Understood, I'll plan around that.",
               "Got it, that's a sensible rule to have."]
ZH_ACK_RULE = ["记住了，以后给建议会考虑这一点。", "明白，我会绕开这个来安排。", "好的，这条规矩定得挺对。"]
EN_PARK = ["(Parking your other question for now - let's get the urgent bit sorted first.)",
           "I'll leave the side question for another time and stick to the fire you're fighting tonight."]
ZH_PARK = ["（你另外那个问题先放一放，先把急的解决。）", "顺带问的那个先不展开，今晚先处理眼前的事。"]
EN_ASHORT = ["Good luck with it tomorrow.", "No problem - shout if it misbehaves again.", "Ha, yes. Get some sleep.",
             "Any time.", "Let me know how it goes."]
ZH_ASHORT = ["明天顺利！", "不客气，再出问题随时说。", "哈哈，早点睡。", "随时找我。", "有结果告诉我一声。"]

# which assistant paragraph answers which ask / tech complaint
ASK_PARA = [-1, 0, 12, 4, 2, 5, 7, 13, 8, 1]
TECH_PARA = [0, 9, 1, 3, 14, 15, 5, 1, 8, 12, 10, 16]

# user prompts that lead into an assistant-voiced fact
EN_LEAD = {
    "name": ["who was it I'm meant to copy in on this again?", "who should this go to, do you think?"],
    "command": ["what do I actually type to check it?", "is there a command for this or do I just reboot and pray"],
    "id": ["can you draft the chaser email for me? the reference is in what I sent you earlier",
           "can you write the follow-up, short and firm"],
    "port": ["which port does it need, do you reckon?", "what do I open on the firewall for it?"],
    "version": ["which version are those on, from what I pasted?", "what should I pin it to?"],
    "money": ["they sent the quote over (it's in the pdf I forwarded), is that reasonable?", "does the number they gave sound right to you?"],
    "date": ["when's the cut-off for this, remind me?", "how much time have I actually got?"],
}
ZH_LEAD = {
    "name": ["这事我应该抄送给谁来着？", "你觉得这个发给谁合适？"],
    "command": ["具体要敲什么命令查一下？", "有没有命令可以查，还是只能重启碰运气"],
    "id": ["帮我写个催单的邮件吧，单号在我之前发你的消息里", "帮我写个跟进消息，简短一点、硬气一点"],
    "port": ["它要开哪个端口？", "防火墙上要放行什么？"],
    "version": ["按我贴的那些，它们现在是什么版本？", "应该固定在哪个版本？"],
    "money": ["报价单发过来了（在我转给你的PDF里），这个价合理吗？", "他们给的数你觉得靠谱吗？"],
    "date": ["这个截止是哪天来着？", "我到底还有多少时间？"],
}

# ---------------------------------------------------------------- build
def build(seed, lang, per_kind, attempt):
    rng = random.Random("ar-%d-%s-%d" % (seed, lang, attempt))
    zh = lang == "zh"
    facts = []
    # values
    if zh:
        names = rng.sample(ZH_NAMES, per_kind)
        roles = [rng.choice(ZH_ROLES) for _ in names]
    else:
        firsts = rng.sample(EN_FIRST, per_kind)
        lasts = rng.sample(EN_LAST, per_kind)
        names = ["%s %s" % fl for fl in zip(firsts, lasts)]
        roles = [rng.choice(EN_ROLES) for _ in names]
    for n, r in zip(names, roles):
        facts.append({"kind": "name", "v": (n, r), "needles": [n]})
    for kind in ["command", "id", "port", "version", "money", "date"]:
        seen = set()
        pool = COMMANDS if kind == "command" else None
        if pool:
            vals = rng.sample(pool, per_kind)
        else:
            vals = []
            while len(vals) < per_kind:
                v = make_value(kind, rng, lang)
                if v not in seen:
                    seen.add(v)
                    vals.append(v)
        for v in vals:
            facts.append({"kind": kind, "v": v, "needles": [v]})
    for d in rng.sample(ZH_DECISIONS if zh else EN_DECISIONS, per_kind):
        facts.append({"kind": "decision", "v": d, "needles": [d[2], d[3]]})
    for c in rng.sample(ZH_CONSTRAINTS if zh else EN_CONSTRAINTS, per_kind):
        facts.append({"kind": "constraint", "v": c, "needles": [c[0]]})
    for q in rng.sample(ZH_QUESTIONS if zh else EN_QUESTIONS, per_kind):
        facts.append({"kind": "question", "v": q, "needles": [q]})
    # render chunks
    fact_fn = zh_fact if zh else en_fact
    for f in facts:
        f["text"], f["who"] = fact_fn(f["kind"], f["v"], rng)
    rng.shuffle(facts)
    # group into units: assistant facts alone, user facts 1 or 2 per message
    units, pending = [], []
    for f in facts:
        if f["who"] == "a":
            units.append(("a", [f]))
        elif pending:
            units.append(("u", pending + [f]))
            pending = []
        elif rng.random() < 0.3:
            pending = [f]
        else:
            units.append(("u", [f]))
    if pending:
        units.append(("u", pending))
    nfacts = len(facts)
    turns = max(65, int(nfacts * 0.9) + rng.randint(20, 40), len(units) + 5)
    turns = min(turns, 140)
    if len(units) >= turns:
        return facts, [], 0
    # spread units over turns (first turn is always a plain opener)
    slots = sorted(rng.sample(range(1, turns), len(units)))
    slot_unit = dict(zip(slots, units))
    # decisions: some wavering earlier
    waver_at = {}
    for s, (who, fs) in slot_unit.items():
        for f in fs:
            if f["kind"] == "decision" and s > 2 and rng.random() < 0.6:
                cand = [t for t in range(1, s) if t not in slot_unit and t not in waver_at]
                if cand:
                    waver_at[rng.choice(cand)] = f["v"]

    P = {"open": ZH_OPEN if zh else EN_OPEN, "class": ZH_CLASS if zh else EN_CLASS,
         "tech": ZH_TECH if zh else EN_TECH, "close": ZH_CLOSE if zh else EN_CLOSE,
         "ask": ZH_ASK if zh else EN_ASK, "paste": ZH_PASTE if zh else EN_PASTE,
         "areply": ZH_AREPLY if zh else EN_AREPLY, "apara": ZH_APARA if zh else EN_APARA,
         "alist": ZH_ALIST if zh else EN_ALIST, "short": ZH_FILLER_USER_SHORT if zh else EN_FILLER_USER_SHORT,
         "waver": ZH_WAVER if zh else EN_WAVER}
    sep = "" if zh else " "
    end = "。" if zh else ". "

    def typo(s):
        if zh or rng.random() > 0.15 or len(s) < 30:
            return s
        i = rng.randrange(5, len(s) - 5)
        if s[i].isalpha() and s[i + 1].isalpha():
            return s[:i] + s[i + 1] + s[i] + s[i + 2:]
        return s

    def clean(x):
        return x.rstrip("。.!！ ")

    def user_filler(extra_chunks=(), force_long=False, waver=None):
        """returns (text, paragraph indices the assistant should address)"""
        parts, want = [], []
        o = rng.choice(P["open"])
        if o and o[-1] not in ".,!?:：。，！？":
            o += "," if not zh else "，"
        body = []
        if force_long or rng.random() < 0.7:
            body.append(typo(clean(rng.choice(P["class"]))))
        if rng.random() < 0.6:
            k = rng.randrange(len(P["tech"]))
            body.append(typo(clean(P["tech"][k])))
            want.append(TECH_PARA[k])
        if waver:
            body.append(rng.choice(P["waver"]) % (waver[0], waver[1]))
        if not body:
            o = o.rstrip(",，")
        text = (o + (sep if o else "") + end.join(body) + (end.strip() if body else "")).strip()
        if text:
            parts.append(text)
        for c in extra_chunks:
            parts.append(c)
        if not extra_chunks and rng.random() < 0.25:
            parts.append(rng.choice(P["paste"]))
        if rng.random() < 0.5 or not extra_chunks:
            k = rng.randrange(len(P["ask"]))
            parts.append(P["ask"][k])
            want.insert(0, ASK_PARA[k])
        cl = rng.choice(P["close"])
        if cl:
            parts.append(cl)
        return "\n\n".join(p for p in parts if p), want

    def asst_filler(want, fact_chunk=None, note=None):
        parts = [rng.choice(P["areply"])]
        if note:
            parts.append(note)
        paras = []
        for w in want:
            if w == -1:
                paras.append(P["alist"][0])
            elif P["apara"][w] not in paras:
                paras.append(P["apara"][w])
        if not paras or rng.random() < 0.3:
            extra = rng.choice(P["apara"][:11])
            if extra not in paras:
                paras.append(extra)
        parts.extend(paras[:1])
        if fact_chunk:
            parts.append(fact_chunk)
        parts.extend(paras[1:])
        if rng.random() < 0.2:
            parts.append(rng.choice(P["alist"][1:]))
        if rng.random() < 0.12:
            parts.append(P["apara"][11])
        return "\n\n".join(parts)

    ack = {"decision": ZH_ACK_DEC if zh else EN_ACK_DEC, "constraint": ZH_ACK_RULE if zh else EN_ACK_RULE,
           "question": ZH_PARK if zh else EN_PARK}
    lead = ZH_LEAD if zh else EN_LEAD
    items = []  # (item dict, fact list)
    call_n = [0]

    def add_tool():
        name, args, out = make_tool(rng, zh)
        call_n[0] += 1
        cid = "call_ar%d_%d" % (seed, call_n[0])
        items.append(({"type": "function_call", "callId": cid, "name": name,
                       "arguments": json.dumps(args, ensure_ascii=False)}, []))
        items.append(({"type": "function_call_result", "callId": cid, "name": name, "status": "completed",
                       "output": out}, []))

    for t in range(turns):
        unit = slot_unit.get(t)
        note = None
        short = False
        if unit and unit[0] == "u":
            fs = unit[1]
            chunks = [f["text"] for f in fs]
            if len(chunks) == 2 and rng.random() < 0.5:
                chunks = [chunks[0] + ("\n\n另外，" if zh else "\n\nalso, ") + chunks[1]]
            text, want = user_filler(chunks)
            for f in fs:
                if f["kind"] in ack and rng.random() < 0.6:
                    note = rng.choice(ack[f["kind"]])
            items.append(({"type": "message", "role": "user", "content": text}, fs))
        elif unit and unit[0] == "a":
            ask = rng.choice(lead[unit[1][0]["kind"]])
            text, want = user_filler([ask]) if rng.random() < 0.6 else (ask, [])
            items.append(({"type": "message", "role": "user", "content": text}, []))
        elif t in waver_at:
            text, want = user_filler(waver=waver_at[t])
            items.append(({"type": "message", "role": "user", "content": text}, []))
        elif rng.random() < 0.12:
            want, short = [], True
            items.append(({"type": "message", "role": "user", "content": rng.choice(P["short"])}, []))
        else:
            text, want = user_filler(force_long=True)
            items.append(({"type": "message", "role": "user", "content": text}, []))
        if not short and rng.random() < 0.25:
            add_tool()
        if unit and unit[0] == "a":
            items.append(({"type": "message", "role": "assistant", "content": asst_filler(want, unit[1][0]["text"])}, unit[1]))
        elif short:
            items.append(({"type": "message", "role": "assistant", "content": rng.choice(ZH_ASHORT if zh else EN_ASHORT)}, []))
        else:
            items.append(({"type": "message", "role": "assistant", "content": asst_filler(want, note=note)}, []))

    # rows
    rows = []
    ts = datetime(2026, 11, 20, 21, 35, 0)
    nmsg = 0
    for i, (it, fs) in enumerate(items):
        ts += timedelta(seconds=rng.randint(40, 400))
        if it["type"] == "message":
            nmsg += 1
            if nmsg % 44 == 0:
                ts += timedelta(hours=rng.randint(16, 20), minutes=rng.randint(0, 50))
        row = {"v": 2, "id": "msg_ar%d" % (i + 1), "createdAt": ts.strftime("%Y-%m-%dT%H:%M:%SZ"), "item": it,
               "meta": {"uiRole": it["role"]} if it["type"] == "message" else {}}
        rows.append(row)
        for f in fs:
            f["row"] = i
    return facts, rows, nmsg


def row_text(row):
    it = row["item"]
    return " ".join(str(it.get(k, "")) for k in ("content", "name", "arguments", "output"))


def check(facts, rows, nmsg):
    if not (130 <= nmsg <= 280):
        return "message count %d" % nmsg
    texts = [row_text(r) for r in rows]
    needles = [n for f in facts for n in f["needles"]]
    if len(set(needles)) != len(needles):
        return "duplicate needle"
    for a in needles:
        for b in needles:
            if a != b and a in b:
                return "needle %r inside %r" % (a, b)
    for f in facts:
        for n in f["needles"]:
            hits = [i for i, t in enumerate(texts) if n in t]
            if hits != [f["row"]]:
                return "needle %r in rows %s" % (n, hits)
    if rows[-1]["createdAt"] >= "2026-11-30T12:00:00Z":
        return "too late"
    return None


def run(okbot, args, env, stdin=None):
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
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
                        s = json.load(fh).get("summary")
                except (OSError, ValueError, AttributeError):
                    continue
                if isinstance(s, str):
                    best = max(best, len(s))
    return best


def main():
    if len(sys.argv) < 3:
        sys.stderr.write(__doc__)
        sys.exit(2)
    okbot, workdir = os.path.abspath(sys.argv[1]), sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    smax = os.environ.get("SUMMARY_MAX", "2000")
    if per_kind < 1 or per_kind > 16:
        sys.stderr.write("PER_KIND must be between 1 and 16\n")
        sys.exit(2)
    os.makedirs(workdir, exist_ok=True)
    kind_tot = {k: [0, 0] for k in KINDS}
    all_kept = all_tot = 0
    maxchars = 0
    for seed in seeds:
        lang = "zh" if seed == seeds[-1] else "en"
        for attempt in range(500):
            facts, rows, nmsg = build(seed, lang, per_kind, attempt)
            err = check(facts, rows, nmsg)
            if err is None:
                break
        else:
            sys.stderr.write("seed %d: could not build a valid conversation (%s)\n" % (seed, err))
            sys.exit(1)
        root = os.path.abspath(os.path.join(workdir, "root-%d" % seed))
        shutil.rmtree(root, ignore_errors=True)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
        run(okbot, ["init"], env)
        run(okbot, ["assistant", "create", "Writer"], env)
        run(okbot, ["settings", "set", "contextCompression.summaryMaxChars", smax], env)
        comps = 0
        batch, count = [], 0

        def flush():
            nonlocal comps
            run(okbot, ["session", "append", "-a", "Writer"], env,
                "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in batch))
            out = run(okbot, ["compress", "-a", "Writer", "--now", "--json"], env)
            try:
                if json.loads(out).get("advanced"):
                    comps += 1
            except ValueError:
                pass
        for i, r in enumerate(rows):
            batch.append(r)
            if r["item"]["type"] == "message":
                count += 1
            nxt = rows[i + 1] if i + 1 < len(rows) else None
            if count == BATCH and (nxt is None or nxt["item"]["type"] == "message"):
                flush()
                batch, count = [], 0
        if batch:
            flush()
        ctx = run(okbot, ["context", "show", "-a", "Writer"], env)
        kept = 0
        missing = []
        for f in sorted(facts, key=lambda f: f["row"]):
            ok = all(n in ctx for n in f["needles"])
            kind_tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                kind_tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        all_kept += kept
        all_tot += len(facts)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%"
              % (seed, lang, nmsg, len(rows), comps, kept, len(facts), 100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
        maxchars = max(maxchars, max_summary(root))
    for k in KINDS:
        a, b = kind_tot[k]
        print("kind %s %d/%d %.1f" % (k, a, b, 100.0 * a / b if b else 0.0))
    print("retention overall %.1f" % (100.0 * all_kept / all_tot if all_tot else 0.0))
    print("max summary chars %d" % maxchars)


if __name__ == "__main__":
    main()

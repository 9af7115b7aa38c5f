#!/usr/bin/env python3
"""Held-out retention set "ag" for okbot conversation summaries.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, rebuilt on every run)
    seed     conversation seeds (default 1 2 3 4 5); the LAST seed's conversation is in Chinese

Environment:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a secondary-school head of IT running a laptop rollout and a network upgrade over the
summer (vendors, the budget committee, the caretaker, parents' complaints, pasted router configs,
ticket exports, formal emails and terse notes). Chinese: 中学信息中心主任 负责暑假换电脑和校园网改造.

Each conversation seeds PER_KIND facts of ten kinds (name, command, id, port, version, money, date,
decision, constraint, question). Every fact has one or more needles: exact substrings that occur in
exactly one row of the transcript. The rows go to `okbot session append` in batches of 25 messages,
each batch followed by `okbot compress --now`; at the end a fact counts as kept only when ALL of its
needles are found verbatim in `okbot context show`.
Standard library only; deterministic per seed.
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
SET = "ag"
BATCH = 25

# =====================================================================================
# English pools
# =====================================================================================
EN_FIRST = ["Gareth", "Marguerite", "Oluwaseun", "Bethan", "Declan", "Priyanka", "Rhodri",
            "Siobhan", "Tobias", "Imogen", "Kwabena", "Fenella", "Lachlan", "Yasmin", "Hamish",
            "Ottilie", "Dariusz", "Niamh", "Ruairi", "Phoebe", "Anwen", "Crispin", "Zainab",
            "Lorcan", "Henrietta", "Mehmet", "Rosalind", "Ewan", "Tamsin", "Bartosz"]
EN_LAST = ["Pritchard", "Okonkwo", "Fairbairn", "Vasquez", "Halloran", "Achterberg", "Whitlock",
           "Nwachukwu", "Brannigan", "Szymanski", "Loughlin", "Featherstone", "Castellano",
           "Drummond", "Ellery", "Quigley", "Abernethy", "Rautenbach", "Mulcahy", "Treharne",
           "Ingersoll", "Baptiste", "Kowalczyk", "Ashdown", "Penhaligon", "Stroud", "Varga"]
EN_ROLES = ["the caretaker", "our bursar", "the chair of the budget committee",
            "the account manager at the laptop vendor", "the cabling contractor's site lead",
            "the deputy head for curriculum", "a Year 9 parent who keeps emailing",
            "the trust's network engineer", "my technician", "the head of science",
            "the exams officer", "the Wi-Fi installer's project manager",
            "the governor who sits on the finance committee", "the SENCo",
            "the person at the council who signs off the grant", "the leasing company's rep",
            "the head's PA", "the apprentice technician starting in August",
            "the insurance broker", "the site manager at the sixth form block"]

EN_CMD = [
    ("show interfaces status | include notconnect", "to find dead ports on the staffroom switch"),
    ("Get-ADComputer -Filter * -SearchBase 'OU=Laptops,DC=school,DC=local'", "to list the laptop objects"),
    ("manage-bde -status C:", "to confirm BitLocker is on"),
    ("winget upgrade --all --silent", "on the staff image before capture"),
    ("sudo netplan apply", "on the print server after the IP change"),
    ("dsregcmd /status", "to check the hybrid join"),
    ("gpupdate /force", "on the sample laptop"),
    ("show vlan brief", "on the core switch"),
    ("arp -a | findstr 10.40", "to spot rogue devices"),
    ("rsync -avh /srv/deploy/images/ /mnt/nas/images-backup/", "before wiping the old deployment box"),
    ("Get-BitLockerVolume | Select MountPoint,ProtectionStatus", "as a quick compliance check"),
    ("iperf3 -c 10.20.0.5 -t 30", "from the science block to the core"),
    ("nslookup intranet.stmarks.sch.uk", "after the DNS move"),
    ("wmic bios get serialnumber", "to pull serials for the asset register"),
    ("show spanning-tree summary", "after the loop on Tuesday"),
    ("Test-NetConnection printsrv01 -InformationLevel Detailed", "from the library PCs"),
    ("journalctl -u isc-dhcp-server --since today", "to see why leases were running out"),
    ("copy running-config startup-config", "after every change on the edge switches"),
    ("Get-WindowsUpdateLog", "on the laptops that refused updates"),
    ("systemctl restart freeradius", "when staff can't join eduroam"),
    ("ipconfig /flushdns", "on the admin office machines"),
    ("Export-Csv C:\\temp\\laptop-audit.csv -NoTypeInformation", "at the end of the audit script"),
    ("ssh netadmin@core-sw01", "to get onto the core switch"),
    ("show mac address-table interface Gi1/0/24", "to trace the mystery device in the DT room"),
]
EN_ID_KIND = [("ticket", "the vendor support ticket for the dead docking stations"),
              ("order", "the purchase order for the first laptop batch"),
              ("case", "the ISP fault case about the leased line"),
              ("invoice", "the cabling contractor's invoice"),
              ("booking", "the scissor-lift hire booking for the hall ceiling APs"),
              ("RMA", "the RMA for the faulty PoE switch"),
              ("quote", "the quote for the extra access points"),
              ("ticket", "the warranty claim for the cracked screens"),
              ("order", "the order for the charging trolleys"),
              ("case", "the Microsoft licensing case"),
              ("reference", "the grant application reference"),
              ("invoice", "the skip hire invoice for the old kit"),
              ("booking", "the WEEE collection booking")]
EN_ID_PREFIX = ["INC", "PO", "CS", "INV", "BKG", "RMA", "QT", "WC", "SO", "SR", "GRN", "REF", "TKT"]
EN_PORT_SVC = ["the management web UI on the new controller", "RADIUS auth", "the print release server",
               "the MDM agent check-in", "the old CCTV NVR", "SSH on the firewall (moved off default)",
               "the WSUS box", "the guest portal", "the library system's API", "the door-entry panel",
               "the UPS network card", "the reprographics copier's scan-to-folder",
               "the Zabbix agent", "the classroom display casting service", "the VPN for the bursar"]
EN_PORTS = [8443, 1812, 9100, 5985, 8530, 3128, 6514, 10443, 8006, 8291, 2222, 9443, 4433, 1194,
            51820, 5060, 8531, 2049, 3268, 8880, 9090, 1433, 6443, 7001, 8081, 8123, 10050, 4172,
            3478, 7443, 9200, 5223, 8009, 6379, 4443, 5671, 8883, 4840, 9389, 5986]
EN_VER_PROD = ["the controller firmware", "the BIOS on the new laptops", "the acceptable use policy",
               "the MDM agent", "the rollout plan document", "the switch OS", "the Windows image",
               "the Chromebook OS pin", "the backup agent", "the firewall firmware",
               "the parent FAQ", "the AP firmware", "the printer driver pack", "the asset register template",
               "the Teams client we're packaging"]
EN_MONEY_ITEM = ["per laptop from the vendor", "for the whole cabling job", "for the spare PoE switch",
                 "as the contingency line", "for extended warranty on the batch", "for the charging trolleys",
                 "for the access points", "for the scissor lift hire", "for the disposal/WEEE collection",
                 "for the caretaker's overtime", "for the licence true-up", "for the UPS replacement",
                 "from the PTA towards the sixth form kit", "for the leased line upgrade"]
EN_MONTHS = ["June", "July", "August", "September"]
EN_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
EN_DATE_EVENT = ["the laptops arrive", "the cabling crew start in the main block",
                 "the budget committee meets", "the core switch cutover", "staff get their new laptops",
                 "the Wi-Fi survey", "the old kit collection", "the deadline for the grant paperwork",
                 "the caretaker's holiday starts", "the parents' letter has to go out",
                 "results day (network must be rock solid)", "INSET day", "the firewall licence expires",
                 "the vendor's imaging engineer is on site"]

EN_DECISIONS = [
    ("going with the Lenovo L14 Gen 5", "the battery is user-replaceable"),
    ("keeping the old Cisco core for another year", "the grant only covers edge switches"),
    ("skipping the extended warranty", "accidental damage cover is cheaper via the broker"),
    ("imaging with Autopilot instead of WDS", "the WDS box is out of support"),
    ("doing the cutover on a Saturday", "the caretaker can open the comms room early"),
    ("putting students on a separate SSID", "safeguarding wants cleaner filtering logs"),
    ("buying the charging trolleys outright", "leasing costs more over four years"),
    ("handing laptops out by tutor group", "the sports hall is booked in September"),
    ("leaving the science block cabling to next summer", "asbestos survey isn't back yet"),
    ("moving printing to the cloud print service", "the print server dies every term"),
    ("letting staff keep their old chargers", "the new laptops use the same USB-C"),
    ("using the PTA money for sixth form kit only", "that's what the parents pledged it for"),
    ("splitting the order into two batches", "the vendor can't guarantee all 240 in July"),
    ("turning off the legacy 2.4GHz SSID", "it's what keeps knocking the projectors off"),
    ("asking the bursar to move money from the software line", "licences came in under budget"),
    ("labelling chargers with the asset tag too", "half of them went missing last year"),
    ("hiring an agency tech for August", "my technician is on paternity leave"),
]
EN_CONSTRAINTS = [
    "never reboot the core switch during exam season",
    "no firmware updates on a Friday afternoon",
    "only touch the admin VLAN after the bursar signs off",
    "don't let the vendor remote in unsupervised",
    "never send parents device serials by email",
    "keep the CCTV network physically separate",
    "no changes to the MIS server without a snapshot",
    "don't wipe old laptops until the data audit is signed",
    "always ring the caretaker before the comms room",
    "nothing goes on the purchase card over the limit",
    "never give students the local admin password",
    "only deploy images that passed the pilot group",
    "don't schedule work while summer school is running",
    "no guest Wi-Fi password on printed posters",
    "never unplug the phone system's PoE switch",
    "keep one spare laptop per form room",
]
EN_QUESTIONS = [
    "whether the insurance covers laptops taken home",
    "if the grant can pay for the scissor lift",
    "how long the leased line upgrade takes to provision",
    "whether the old switches have any resale value",
    "if parents can buy the retired laptops",
    "whether supply teachers need their own accounts",
    "how the new APs handle the sports hall roof",
    "whether the fire alarm panel uses our network",
    "if we need planning consent for the mast",
    "what happens to the licences when staff leave",
    "whether the vendor collects the packaging",
    "if the DfE filtering standard needs logging retention",
    "whether the library kiosk can run on the new image",
    "how we'd recover if the MDM tenant got locked",
    "whether the minibus tablets count as school devices",
    "if the trust will pay for the fibre to the annexe",
]

# filler-only names (disjoint from the fact name pools)
EN_FILLER_PEOPLE = ["Sam", "Jo", "Chris", "Alex", "Pat", "Robin", "Kim", "Lee"]

# =====================================================================================
# Chinese pools
# =====================================================================================
ZH_SURNAME = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "胡", "朱",
              "高", "林", "何", "郭", "马", "罗", "梁", "宋", "郑", "谢", "韩", "唐", "冯", "于"]
ZH_GIVEN = ["建国", "秀英", "志强", "丽娟", "海波", "晓燕", "国栋", "文静", "立新", "春梅", "俊杰",
            "雪梅", "振华", "玉兰", "德明", "红霞", "子轩", "思远", "宏伟", "佳怡", "明辉", "淑芬",
            "永刚", "婷婷", "卫东", "慧敏"]
ZH_ROLES = ["总务处的主任", "学校后勤的维修师傅", "联想那边的销售", "布线施工队的负责人", "分管信息化的副校长",
            "财务室的会计", "初二一个家长", "区教育局装备中心的科长", "我们中心新来的技术员", "教务处主任",
            "校长办公室的秘书", "做无线覆盖的工程师", "门卫室的老师傅", "高一年级组长", "审计那边对接的人",
            "运营商的客户经理", "物业的电工"]
ZH_CMD = [
    ("display interface brief", "看核心交换机哪些口是down的"),
    ("display vlan all", "核对新划的VLAN"),
    ("ping -n 100 10.10.1.1", "测一下教学楼到核心的丢包"),
    ("ipconfig /all", "让老师把结果截图给我"),
    ("save force", "每次改完接入交换机配置都要"),
    ("manage-bde -status", "确认新电脑BitLocker已经开了"),
    ("display arp | include 192.168.50", "查那台乱发DHCP的设备"),
    ("systemctl status dnsmasq", "看一下那台老的DHCP服务器"),
    ("wmic bios get serialnumber", "批量抄序列号做资产登记"),
    ("netsh wlan show interfaces", "在教室里测信号"),
    ("display stp brief", "环路之后检查生成树"),
    ("gpupdate /force", "在样机上刷组策略"),
    ("tracert 114.114.114.114", "看出口走的是哪条线"),
    ("display mac-address interface GigabitEthernet1/0/18", "找实验楼那个不明设备"),
    ("rsync -av /data/ghost/ /backup/ghost/", "迁移旧镜像之前备份"),
    ("sudo reboot", "改完网卡配置之后"),
]
ZH_ID_KIND = [("工单号", "戴尔那批坏扩展坞的售后"), ("订单号", "第一批笔记本的采购"),
              ("合同编号", "布线工程的合同"), ("发票号", "AP的那张发票"),
              ("报修单号", "电信专线故障"), ("预约号", "旧设备回收"),
              ("审批单号", "追加预算的审批"), ("快递单号", "寄回厂家的那台交换机"),
              ("工单号", "无线控制器授权"), ("采购计划编号", "区里统一采购")]
ZH_ID_PREFIX = ["GD", "DD", "HT", "FP", "BX", "YY", "SP", "SF", "CG", "ZB", "XQ"]
ZH_PORT_SVC = ["新AC的管理页面", "Radius认证", "打印服务器", "监控录像机", "防火墙的SSH（已改了默认端口）",
               "校园一卡通的接口", "门禁系统", "上网行为管理的web界面", "备份服务器",
               "机房UPS的网卡", "电子班牌的服务端", "教务系统的数据库"]
ZH_VER_PROD = ["AC控制器的固件", "新电脑的BIOS", "学生上网管理规定", "云桌面客户端", "换机实施方案",
               "交换机系统", "Windows镜像", "防火墙固件", "致家长的一封信", "AP固件", "资产登记表模板",
               "希沃白板软件"]
ZH_MONEY_ITEM = ["每台笔记本的单价", "整个布线工程", "备用的POE交换机", "不可预见费", "延保",
                 "充电柜", "无线AP", "旧设备回收处置费", "后勤师傅的加班费", "正版软件续费",
                 "UPS更换", "专线提速", "家委会赞助的部分"]
ZH_DATE_EVENT = ["第一批电脑到货", "施工队进教学楼", "预算会开会", "核心交换机割接", "老师领新电脑",
                 "无线勘测", "旧设备回收", "区里报材料的截止日", "后勤师傅休假", "给家长发通知",
                 "新生报到", "防火墙授权到期", "厂家工程师来装系统"]
ZH_DECISIONS = [
    ("选联想的E14", "电池可以自己换"),
    ("核心交换机今年先不换", "区里的钱只够换接入层"),
    ("不买延保了", "保险公司的意外险更便宜"),
    ("割接放在周六", "后勤师傅周六能早点开机房门"),
    ("学生和老师的无线分开", "德育处要看上网日志"),
    ("充电柜直接买断", "租四年反而更贵"),
    ("按班级发电脑", "体育馆九月被占用了"),
    ("实验楼布线推到明年", "石棉检测报告还没出来"),
    ("打印改成云打印", "那台打印服务器每学期都要坏"),
    ("订单拆成两批", "厂家七月凑不齐240台"),
    ("关掉老的2.4G信号", "投影仪老是被它挤掉线"),
    ("八月临时请一个外包技术员", "小郑休陪产假"),
    ("家委会的钱只用在高三", "家长当时就是这么说的"),
]
ZH_CONSTRAINTS = [
    "考试期间不要重启核心交换机",
    "周五下午不升级任何固件",
    "财务签字之前不碰财务网段",
    "厂家远程必须有人在旁边看着",
    "不要用邮件给家长发序列号",
    "监控网络必须物理隔离",
    "数据没审计完不准格式化旧电脑",
    "进机房之前先给后勤打电话",
    "学生一律不给本地管理员密码",
    "没经过试点班的镜像不许推",
    "暑期托管班上课时不施工",
    "访客无线密码不许贴在墙上",
    "电话系统那台POE交换机不许拔",
]
ZH_QUESTIONS = [
    "学生把电脑带回家算不算在保险范围里",
    "区里的专项经费能不能付升降车租金",
    "专线提速要多久才能开通",
    "旧交换机能不能卖掉回点钱",
    "家长能不能买下淘汰的旧电脑",
    "代课老师要不要单独开账号",
    "体育馆屋顶那么高AP怎么装",
    "消防报警系统走不走我们的网",
    "离职老师的正版授权怎么回收",
    "厂家会不会把包装箱拉走",
    "上网日志到底要保存多久",
    "图书馆的查询机能不能用新镜像",
    "校车上的平板算不算学校资产",
]
ZH_FILLER_PEOPLE = ["小刘", "老周", "小陈", "老马"]


# =====================================================================================
# fact generation
# =====================================================================================
def en_date(rng):
    m = rng.choice(EN_MONTHS)
    d = rng.randint(1, 28)
    suf = "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    mm = {"June": 6, "July": 7, "August": 8, "September": 9}[m]
    f = rng.randrange(6)
    if f == 0:
        return "%d %s" % (d, m)
    if f == 1:
        return "%s %d" % (m, d)
    if f == 2:
        return "%02d/%02d" % (d, mm)
    if f == 3:
        return "%s the %d%s" % (rng.choice(EN_WEEKDAYS), d, suf)
    if f == 4:
        return "the %d%s of %s" % (d, suf, m)
    return "%s %d%s" % (m, d, suf)


def zh_date(rng):
    m = rng.randint(6, 9)
    d = rng.randint(1, 30)
    return "%d月%d%s" % (m, d, rng.choice(["日", "日", "号"]))


def en_money(rng):
    cur = rng.choice(["£", "£", "£", "$", "€"])
    f = rng.randrange(4)
    if f == 0:
        v = rng.randint(2, 95) * 100 + rng.choice([0, 50, 25, 75])
        return "%s%s" % (cur, format(v, ","))
    if f == 1:
        v = rng.randint(300, 990)
        return "%s%d" % (cur, v)
    if f == 2:
        v = rng.randint(1000, 60000)
        return "%s%s.%02d" % (cur, format(v, ","), rng.randint(1, 99))
    return "%s%sk" % (cur, rng.choice(["4.2", "12", "18.5", "7.8", "31", "2.6", "9.9", "45", "6.3"]))


def zh_money(rng):
    f = rng.randrange(4)
    if f == 0:
        return "%d元" % (rng.randint(12, 980) * 10)
    if f == 1:
        return "%s万元" % rng.choice(["4.6", "12.8", "3.25", "27", "8.9", "1.75", "36.4", "15.5"])
    if f == 2:
        return "¥%s" % format(rng.randint(20, 900) * 100, ",")
    return "%s块" % rng.randint(1100, 9800)


def mk_version(rng, lang):
    f = rng.randrange(6)
    if f == 0:
        return "v%d.%d.%d" % (rng.randint(1, 9), rng.randint(0, 20), rng.randint(1, 60))
    if f == 1:
        return "%d.%d.%d" % (rng.randint(5, 17), rng.randint(0, 9), rng.randint(10, 99))
    if f == 2:
        return "%dH%d" % (rng.choice([22, 23, 24, 25]), rng.choice([1, 2]))
    if f == 3:
        return "V%dR%03d" % (rng.randint(5, 8), rng.randint(100, 999)) if lang == "zh" else \
            "%d.%d(%d)E%d" % (rng.randint(15, 17), rng.randint(2, 12), rng.randint(1, 9), rng.randint(1, 12))
    if f == 4:
        return "v%d.%d-rc%d" % (rng.randint(1, 6), rng.randint(0, 12), rng.randint(1, 4))
    return "%d.%d.%d.%d" % (rng.randint(1, 9), rng.randint(0, 9), rng.randint(100, 999), rng.randint(1, 99))


def mk_id(rng, lang):
    p = rng.choice(ZH_ID_PREFIX if lang == "zh" else EN_ID_PREFIX)
    f = rng.randrange(3)
    if f == 0:
        return "%s-%d" % (p, rng.randint(10000, 99999))
    if f == 1:
        return "%s%d%02d%02d-%03d" % (p, 2026, rng.randint(6, 9), rng.randint(1, 28), rng.randint(1, 999))
    return "%s-%s%d" % (p, rng.choice("ABCDEFGHJKMNPRSTXZ"), rng.randint(1000, 99999))


def gen_fact(kind, lang, rng, used):
    """Return {kind, needles, f(fields)}; used = set of field values already taken."""
    zh = lang == "zh"
    for _ in range(200):
        f = {}
        if kind == "name":
            if zh:
                f["name"] = rng.choice(ZH_SURNAME) + rng.choice(ZH_GIVEN)
                f["role"] = rng.choice(ZH_ROLES)
            else:
                if rng.random() < 0.25:
                    f["name"] = rng.choice(EN_FIRST)
                else:
                    f["name"] = rng.choice(EN_FIRST) + " " + rng.choice(EN_LAST)
                f["role"] = rng.choice(EN_ROLES)
            needles = [f["name"]]
            key = ("role", f["role"])
        elif kind == "command":
            f["cmd"], f["why"] = rng.choice(ZH_CMD if zh else EN_CMD)
            needles = [f["cmd"]]
            key = None
        elif kind == "id":
            f["idkind"], f["what"] = rng.choice(ZH_ID_KIND if zh else EN_ID_KIND)
            f["id"] = mk_id(rng, lang)
            needles = [f["id"]]
            key = ("what", f["what"])
        elif kind == "port":
            f["port"] = str(rng.choice(EN_PORTS))
            f["svc"] = rng.choice(ZH_PORT_SVC if zh else EN_PORT_SVC)
            needles = [f["port"]]
            key = ("svc", f["svc"])
        elif kind == "version":
            f["ver"] = mk_version(rng, lang)
            f["prod"] = rng.choice(ZH_VER_PROD if zh else EN_VER_PROD)
            needles = [f["ver"]]
            key = ("prod", f["prod"])
        elif kind == "money":
            f["amt"] = zh_money(rng) if zh else en_money(rng)
            f["item"] = rng.choice(ZH_MONEY_ITEM if zh else EN_MONEY_ITEM)
            needles = [f["amt"]]
            key = ("item", f["item"])
        elif kind == "date":
            f["date"] = zh_date(rng) if zh else en_date(rng)
            f["event"] = rng.choice(ZH_DATE_EVENT if zh else EN_DATE_EVENT)
            needles = [f["date"]]
            key = ("event", f["event"])
        elif kind == "decision":
            f["choice"], f["reason"] = rng.choice(ZH_DECISIONS if zh else EN_DECISIONS)
            needles = [f["choice"], f["reason"]]
            key = None
        elif kind == "constraint":
            f["rule"] = rng.choice(ZH_CONSTRAINTS if zh else EN_CONSTRAINTS)
            needles = [f["rule"]]
            key = None
        else:
            f["q"] = rng.choice(ZH_QUESTIONS if zh else EN_QUESTIONS)
            needles = [f["q"]]
            key = None
        # uniqueness: needles not substrings of each other; context fields not reused too much
        bad = False
        for n in needles:
            for u in used["needles"]:
                if n in u or u in n:
                    bad = True
        if key is not None and key in used["keys"] and len(used["keys"]) < 400:
            # allow a reused context only rarely
            if rng.random() < 0.8:
                bad = True
        if bad:
            continue
        used["needles"].extend(needles)
        if key is not None:
            used["keys"].add(key)
        return {"kind": kind, "needles": needles, "f": f}
    raise RuntimeError("could not generate a fresh %s fact" % kind)


# =====================================================================================
# fact message templates: (side, text); side "u" = user, "a" = assistant
# =====================================================================================
T_EN = {
    "name": [
        ("u", "{name} is {role}, by the way — you'll see that name a lot."),
        ("u", "fyi {name} = {role}. Very nice, very slow to reply to emails."),
        ("u", "Can you remember that {role} is {name}? I keep forgetting and having to dig through my inbox."),
        ("u", "Just got off the phone with {name} ({role}). Friendly enough, didn't commit to anything though"),
        ("u", "So {role} has changed, it's now {name}. The previous one left at Easter apparently."),
        ("a", "I've added {name} to the contacts sheet as {role}, so the cover emails go to the right person."),
        ("u", "If anything goes wrong with access over the summer the person to chase is {name}, {role}."),
        ("a", "One thing from the thread you forwarded: it was {name}, {role}, who signed it, not the person you'd assumed."),
    ],
    "command": [
        ("u", "I ran `{cmd}` {why} and honestly the output is a mess, I'll paste it later"),
        ("a", "The quickest check is `{cmd}` — run it {why} and send me what comes back."),
        ("u", "Note to self (and you): the command is {cmd}. Use it {why}."),
        ("u", "ok the thing that finally worked was\n\n    {cmd}\n\n{why}. Took me 40 mins to remember it."),
        ("a", "For the runbook I'd write it as a single line: `{cmd}`. That's the step you need {why}."),
        ("u", "Tech asked what to type {why} — I told him `{cmd}`. Hope that's right."),
        ("u", "can you put `{cmd}` in the handover doc? we run it {why} and nobody ever remembers."),
    ],
    "id": [
        ("u", "The {idkind} number for {what} is {id}. Keep hold of that one."),
        ("u", "Reference for {what}: {id} (they made me read it back twice)"),
        ("a", "From the confirmation you pasted, {what} is logged as {idkind} {id}; quote that if you ring them."),
        ("u", "right, {what} finally has a number — {id}. Only took three calls."),
        ("u", "Forwarding you this so it's somewhere: {idkind} {id} — that's {what}."),
        ("u", "If I forget, {id} is {what}. The portal search is useless so I can't look it up again easily."),
        ("a", "Logged: {id} is {what}. I'd put it in the subject line of any chase-up email."),
    ],
    "port": [
        ("u", "{svc} listens on {port}, not the default. That's why the firewall rule didn't match."),
        ("u", "For the record it's port {port} for {svc}. The installer changed it without telling anyone."),
        ("a", "The config you pasted shows {svc} bound to {port}, so the ACL needs to allow that port from the staff VLAN."),
        ("u", "quick one - {svc} is on {port}. write that down somewhere please"),
        ("u", "Vendor confirmed: {svc} uses TCP {port}. They were weirdly cagey about it."),
        ("a", "Worth noting in the network doc: {svc} → port {port}. That's the one to open on the new firewall."),
        ("u", "Just so we don't lose it again, {port} is the port for {svc}."),
    ],
    "version": [
        ("u", "We're on {ver} for {prod} now. Don't let anyone roll it back."),
        ("u", "Checked {prod} this morning: {ver}. Which I think is the one they told us to avoid?? not sure"),
        ("a", "{prod} reports {ver} in the output you pasted, so the fix they mentioned should already be in."),
        ("u", "The version of {prod} we signed off is {ver}."),
        ("u", "fwiw {prod} = {ver}, the vendor wants everyone on that before they'll support us"),
        ("u", "Updated {prod} to {ver} last night. No drama for once."),
        ("a", "Good — that means {prod} is at {ver}, which matches the one in the tender spec."),
    ],
    "money": [
        ("u", "The quote came back at {amt} {item}. Bit more than I hoped."),
        ("u", "We've got {amt} {item}, and that's it, no more."),
        ("a", "Going by the spreadsheet, {amt} {item} is the figure the committee approved."),
        ("u", "Bursar says {amt} {item}. She wants it in writing before she raises the PO"),
        ("u", "so it's {amt} {item} — can you remember that, I need it for the committee paper"),
        ("u", "They knocked it down to {amt} {item} after I mentioned the other quote."),
        ("a", "I'd put {amt} {item} as its own line so the committee can see it separately."),
    ],
    "date": [
        ("u", "Confirmed: {event} on {date}."),
        ("u", "{date} is when {event}. Put it in the plan pls"),
        ("a", "Based on the email thread, {event} is pencilled in for {date}; everything else hangs off that."),
        ("u", "Got the date — {date}, that's {event}. Tight but doable."),
        ("u", "Heads up, {event} has moved to {date}. Again."),
        ("u", "So {event}... {date}. Assuming nothing slips, which it will"),
        ("a", "Putting {date} in the timeline for when {event}, with a week of slack before it."),
    ],
    "decision": [
        ("u", "Decision made: {choice}, because {reason}."),
        ("u", "OK I've thought about it and we're {choice}. Main reason is {reason}."),
        ("u", "After the meeting — {choice}. Reason being {reason}, so there wasn't much to argue about."),
        ("u", "I'm {choice}. Simple really: {reason}."),
        ("u", "Right, final answer is {choice} — {reason}, and I'm not relitigating it."),
        ("a", "Recording the decision as you put it: {choice}, since {reason}."),
        ("u", "We're {choice} ({reason}). Let me know if you see a hole in that."),
    ],
    "constraint": [
        ("u", "Standing rule for this whole project: {rule}."),
        ("u", "Please remember — {rule}. Learnt that one the hard way."),
        ("u", "One rule I want you to hold me to: {rule}. Even if I ask you to help me break it."),
        ("u", "The head was very clear: {rule}. Non-negotiable."),
        ("u", "Also, and this applies to everyone including me, {rule}."),
        ("u", "Put this at the top of the plan: {rule}. Ta."),
        ("u", "policy from now on = {rule}. no exceptions"),
    ],
    "question": [
        ("u", "Random one while I think of it: do you know {q}?"),
        ("u", "Something I still can't work out is {q}. Any idea?"),
        ("u", "Can you find out {q}? I've asked around and nobody knows."),
        ("u", "Does anyone actually know {q}? because I don't"),
        ("u", "Question for you — {q}? The contract is silent on it."),
        ("u", "I keep meaning to ask: {q}?"),
        ("u", "Bursar asked me {q} and I just nodded. Do you know?"),
    ],
}

T_ZH = {
    "name": [
        ("u", "{name}是{role}，以后你会经常看到这个名字。"),
        ("u", "记一下：{role}叫{name}，人挺好说话的，就是回消息慢。"),
        ("u", "刚跟{name}通完电话，他是{role}，啥也没答应，说要回去请示。"),
        ("u", "{role}换人了，现在是{name}，之前那个四月份就走了。"),
        ("a", "我已经把{name}加到联系人表里了，备注是{role}，暑假有事直接找他。"),
        ("u", "暑假机房钥匙的事找{name}就行，{role}。"),
        ("a", "你转过来的那封邮件是{name}签的字，{role}，不是你以为的那位。"),
    ],
    "command": [
        ("u", "我跑了一下 `{cmd}`，{why}，输出乱七八糟的，等下贴给你"),
        ("a", "最快的办法是执行 `{cmd}`，{why}，结果发我看看。"),
        ("u", "备忘：命令是 {cmd}，用来{why}。"),
        ("u", "最后管用的是这个：\n\n    {cmd}\n\n{why}。想了四十分钟才想起来"),
        ("a", "写进交接文档的话我建议就一行：`{cmd}`，{why}。"),
        ("u", "技术员问我{why}该敲什么，我说 `{cmd}`，应该没错吧"),
    ],
    "id": [
        ("u", "{what}的{idkind}是 {id}，这个别弄丢了。"),
        ("u", "{what}：{idkind} {id}（客服让我念了两遍）"),
        ("a", "从你贴的确认信息看，{what}登记的{idkind}是 {id}，打电话催的时候报这个。"),
        ("u", "好，{what}终于有号了，{id}，打了三次电话。"),
        ("u", "先记在你这：{id}，就是{what}那个。"),
        ("a", "已记录：{id} 对应{what}，催办邮件标题里最好带上它。"),
    ],
    "port": [
        ("u", "{svc}用的是{port}端口，不是默认的，难怪防火墙规则没生效。"),
        ("u", "记一下，{svc}的端口是 {port}，安装的人改了也没说。"),
        ("a", "你贴的配置里{svc}监听在 {port}，所以ACL要从教师网段放行这个端口。"),
        ("u", "{svc} → {port}，帮我记住"),
        ("u", "厂家确认了：{svc}走TCP {port}，问了半天才说。"),
        ("a", "网络文档里建议加一行：{svc}，端口 {port}，新防火墙上要开。"),
    ],
    "version": [
        ("u", "{prod}现在是 {ver}，谁也别给我降回去。"),
        ("u", "早上看了下{prod}：{ver}。好像就是他们说有bug的那个？不确定"),
        ("a", "你贴的输出里{prod}显示 {ver}，他们说的那个修复应该已经包含了。"),
        ("u", "我们最后确认的{prod}版本是 {ver}。"),
        ("u", "昨晚把{prod}升到了 {ver}，这次居然没出问题"),
        ("a", "那{prod}就是 {ver} 了，和招标参数里写的一致。"),
    ],
    "money": [
        ("u", "报价出来了，{item}是{amt}，比我想的高。"),
        ("u", "{item}就{amt}，多一分都没有。"),
        ("a", "按表格里的数，{item}预算会批的是{amt}。"),
        ("u", "会计说{item}{amt}，要先有书面的东西才肯走流程"),
        ("u", "我提了一句别家的报价，{item}就降到{amt}了。"),
        ("a", "建议把{item}（{amt}）单独列一行，开会的时候看得清楚。"),
    ],
    "date": [
        ("u", "定了：{event}是{date}。"),
        ("u", "{date}{event}，帮我写进计划里"),
        ("a", "按邮件里说的，{event}暂定在{date}，其他事情都往后排。"),
        ("u", "日期出来了，{date}，{event}。有点紧但能行。"),
        ("u", "注意，{event}又改到{date}了。又改了。"),
        ("a", "时间表里我把{event}放在{date}，前面留一周余量。"),
    ],
    "decision": [
        ("u", "决定了：{choice}，因为{reason}。"),
        ("u", "想了想，还是{choice}，主要是{reason}。"),
        ("u", "开完会定下来了，{choice}。{reason}，所以也没什么好争的。"),
        ("u", "我的意思是{choice}，道理很简单：{reason}。"),
        ("a", "我把你的决定记下来：{choice}，原因是{reason}。"),
        ("u", "{choice}吧（{reason}），你看有没有漏洞。"),
    ],
    "constraint": [
        ("u", "整个项目有一条规矩：{rule}。"),
        ("u", "你帮我记住，{rule}，上次吃过亏。"),
        ("u", "这条你要盯着我：{rule}，哪怕我自己忘了。"),
        ("u", "校长说得很清楚，{rule}，没得商量。"),
        ("u", "以后统一按这个来：{rule}，包括我自己。"),
        ("u", "计划书第一条写上：{rule}。"),
    ],
    "question": [
        ("u", "突然想到一个问题：{q}？你知道吗"),
        ("u", "我一直没搞明白{q}。你有数吗？"),
        ("u", "能帮我打听一下{q}吗？问了一圈都没人知道。"),
        ("u", "有谁真的知道{q}吗？反正我不知道"),
        ("u", "问你个事，{q}？合同里一个字都没写。"),
        ("u", "会计问我{q}，我当时就点头了。你知道吗？"),
    ],
}


# =====================================================================================
# filler material (no facts; checked against every needle)
# =====================================================================================
EN_CHAT = [
    "the vending machine in the staffroom has eaten my pound coin, today is going great",
    "Sorry for the radio silence, spent the morning moving 40 monitors with the caretaker",
    "brb, someone's at the door with a parcel",
    "Week two of the holidays and I've had more emails than in term time",
    "Just had a very long conversation about whether the photocopier counts as IT. It does not. Apparently it does.",
    "Sun's out, car park is empty, honestly the school is quite nice without any children in it",

    "morning. comms room is already 29 degrees, the aircon unit is making that noise again",
    "sorry, got pulled into a safeguarding thing, back now",
    "Tea break. Then I'm tackling the cable spaghetti behind reception.",
    "Honestly this summer is going to finish me off",
    "ok where were we",
    "The cleaners unplugged the staffroom switch to hoover. Again. Plugged back in, all fine.",
    "Head just walked past and asked if 'the internet upgrade' is done yet. It's the first week of the holidays.",
    "quick sanity check before I reply to the committee, can you keep answers short today? brain is fried",
    "Had a nice chat with the new Year 7 form tutors, they're mostly worried about projector remotes lol",
    "Found a box of 2009-era Netbooks in the drama cupboard. Nobody knows whose they are.",
    "right, lunch. The canteen's shut so it's a meal deal from the garage",
    "thanks, that's really helpful",
    "That's fair. I'll think about it over the weekend.",
    "The scaffolding went up on the main block today so half the APs are unreachable without a ladder anyway",
    "Mum of a Year 10 kid rang reception to complain the Wi-Fi 'gave her son a headache'. I'm not making this up.",
    "Back from the dentist. What did I miss, anything from the vendor?",
    "It's raining in through the skylight over the DT room. Moved the switch cabinet stuff off the floor.",
    "Can we park the budget stuff for an hour? I need to get the staff comms drafted first.",
    "ugh, the phone system's voicemail is full of parents asking about laptop insurance",
    "Caretaker's dog is in the comms room again. He's sweet but he sheds on everything",
    "I've got about twenty minutes before the fire alarm test, let's do something quick",
    "Just realised I never had breakfast. Anyway.",
    "Nice one, cheers",
    "hmm not sure I agree but go on",
    "Fire alarm test done. Door magnets released properly, which is more than last year.",
    "ok that all makes sense. I'll run it past the head tomorrow",
]
EN_ASK = [
    "Can you draft a short note to staff about when they hand back old laptops?",
    "What's the least painful way to tell parents the Wi-Fi will be off for two days?",
    "Could you turn my rough notes into something I can put in front of the committee?",
    "How would you structure the asset register so I'm not fighting it in September?",
    "Help me word a reply to the vendor that's firm but not rude.",
    "What should I check on the new switches before the contractor leaves site?",
    "Can you summarise the risks for the rollout in a few bullets?",
    "What order would you do the building-by-building cutover in?",
    "Give me a checklist for the imaging day, I always forget something.",
    "Any tips for labelling 200+ laptops without losing the will to live?",
    "Is there a sensible way to track which student has which charger?",
    "How do I explain VLANs to the governors in one paragraph?",
    "What should go in the handover doc for the agency tech?",
    "Draft something for the parents' newsletter about the new devices please.",
    "What would you push back on in that email?",
]
EN_EMAIL_SUBJ = ["Re: Summer works schedule", "Laptop delivery - update", "Wi-Fi complaint",
                 "Finance committee papers", "Site access over the holidays", "Device agreement queries",
                 "Re: Re: cabling variation", "Quote follow-up", "Concern about screen time"]
EN_EMAIL_BODY = [
    "Dear Head of IT,\n\nI am writing on behalf of several parents in Year 8 who are concerned that the new laptops will be used for homework every evening. We were not consulted about this and would like to understand what the school's expectations are, and whether families without broadband at home will be disadvantaged.\n\nWe would appreciate a response before the start of term.\n\nKind regards,\n{p}",
    "Hi,\n\nJust a quick update from our side: the warehouse has split the consignment and the second half is now expected later than planned. We apologise for any inconvenience. Our logistics team will be in touch to arrange a delivery slot; please make sure someone is available to sign for the pallets.\n\nBest regards,\n{p}\nEducation Account Team",
    "Good afternoon,\n\nPlease find attached the papers for the next meeting of the finance and resources committee. Members are asked to note the revised capital programme and in particular the IT infrastructure line, which has been re-profiled across two financial years.\n\nAny questions in advance to the clerk, please.\n\n{p}\nClerk to Governors",
    "Hello,\n\nFurther to our site visit, we have identified that several of the existing ceiling voids in the main block will require additional containment before new cable runs can be installed. This will be raised as a variation and priced separately. We will also need the hall cleared for two days.\n\nRegards,\n{p}\nProject Coordinator",
    "Hi there,\n\nMy daughter says the school Wi-Fi blocks the revision website her tutor uses. Could someone please look into this? It worked fine last term. Thanks,\n{p}",
    "Morning,\n\nJust to confirm I will be on leave for the first two weeks of August. Keys for the comms room are in the key safe in the site office; the code has been given to the head's PA. Please don't prop the fire door open while the contractors are in.\n\nCheers\n{p}",
]
EN_ASSIST_OPEN = [
    "Good question.", "Makes sense.", "Right —", "Happy to help with that.", "Understood.",
    "That tracks with what you described earlier.", "Okay, here's how I'd approach it.",
    "Sure.", "Let me lay it out.",
]
EN_ACK = ["Noted.", "Got it, I'll keep that in mind.", "Thanks, logged that.", "OK, added to the project notes.", "Right, understood."]
EN_CHAT_REPLY = ["Ha, sounds about right for a school in August.", "No rush, take your time.", "Sounds like a long day.",
                 "Fair enough. Let's pick it up whenever you're ready.", "Oof. Hope the rest of the day is calmer."]
EN_PARAS = [
    "On staff training, a fifteen-minute drop-in slot per department on the first INSET afternoon tends to beat one big session in the hall. People ask the questions they'd never ask in front of eighty colleagues, and you find out which apps they actually rely on.",
    "For the sixth formers, it's worth deciding early whether their devices are personal for the year or shared from a trolley, because that changes everything from the charging plan to how you handle lost-property laptops at the end of a lesson.",
    "I'd keep a simple change log for the network too — date, what changed, who did it, how to undo it. When something odd happens in week two of term, that log is the first place you'll look, and it's far quicker than reading switch configs line by line.",
    "Regarding the old desktops in the IT suites, I'd leave at least one room untouched until the new laptops have been through a couple of weeks of real lessons. Having a fallback room buys you a lot of calm if the Wi-Fi misbehaves.",
    "When the delivery arrives, check the pallet count and the outer boxes before the driver leaves, and note any damage on the delivery note itself. Claims for damage noticed later are much harder to push through.",
    "For the Wi-Fi, the settings that matter most in a school are usually band steering, minimum data rates and how roaming is handled between classrooms. Getting those right does more for the experience than adding another access point.",
    "On communications generally, I'd pick one channel per audience and stick to it: the staff bulletin for teachers, the weekly newsletter for parents, the governors' portal for the committee. Repeating the same message everywhere just creates more replies to manage.",
    "It may help to agree what 'done' means with the contractor in writing: every outlet tested and labelled, cabinets tidy, old cable removed, drawings updated. Otherwise the last ten percent has a habit of never quite happening.",

    "For the rollout itself, the thing that usually goes wrong is not the imaging but the handover: staff arrive on the first INSET day, all want their device at once, and nobody has written down which old machine belongs to whom. If you pre-assign devices in the register and print a one-page slip per person, the queue moves much faster and you get a signature for the acceptable use agreement at the same time.",
    "On the network side I'd treat each building as its own mini-project: survey, patch, test, sign off. That way, if the contractor slips in one block, it doesn't hold up the others, and you have a clean record of what was tested when. Keep the old switch in the cabinet, unplugged, until the new one has survived a full day of normal use.",
    "It might be worth writing the parent communication in two layers: a short paragraph that says what is changing and when, and a longer FAQ underneath for people who want detail. Most complaints come from people who feel surprised, not from the change itself.",
    "For the committee, I'd lead with outcomes rather than kit: fewer lessons lost to failed logins, Wi-Fi that works in the sports hall, laptops that last five years. Then the numbers, then the risks. Governors tend to approve things they understand and defer things they don't.",
    "A simple tracker will save you a lot of pain: one row per device, with asset tag, serial, assigned person, date issued and condition. Freeze the header row, add a filter, and resist the temptation to colour-code everything — filters are easier to maintain than colours.",
    "With the contractor, I'd ask for a test report per cabinet (port, outlet label, pass/fail, length) before you sign anything off. It's standard practice and it means you're not discovering dead outlets in October when a teacher plugs in a visualiser.",
    "If you can, keep a small pool of pre-imaged spares on a trolley in your office. The first fortnight of term is when screens crack and chargers vanish, and swapping a device in five minutes buys you a lot of goodwill.",
    "On the budget, the main risk I see is the contingency being quietly spent on small extras before anything actually goes wrong. It's worth agreeing up front who can authorise spending from it and keeping a running log.",
    "For the imaging day, a dry run with three or four devices the week before usually surfaces the problems: a driver that isn't in the pack, an app that needs a licence key, a Wi-Fi profile that points to the old SSID. Fixing those with four laptops on the bench is far easier than with sixty in the hall.",
    "For the caretaker and site team, a single shared calendar of when each area is out of use will head off most clashes. They care less about the technical detail and more about which rooms are locked, who has keys, and whether the alarm needs to be set differently.",
    "One thing I'd flag: document the VLAN plan somewhere other than in your head. A simple table of VLAN, purpose, subnet and DHCP scope is enough, and it's the first thing any contractor or agency tech will ask for.",
    "When you reply to the parent, I'd acknowledge the concern, explain briefly what the filtering does and why, and offer a route for requesting a specific site to be reviewed. It turns a complaint into a process rather than an argument.",
    "For the handover to the agency tech, the essentials are: who to call for what, where the passwords live (and how to access them), what is in scope this week, and what they must not touch. The rest they can pick up as they go.",
    "About the old laptops: a clear disposal trail matters more than the resale value. Keep the certificates of data destruction with the asset register so you can show an auditor exactly what happened to each device.",
    "If the vendor is dragging its feet, it usually helps to move the conversation into writing with a clear ask and a date. Polite, specific, and copied to their account manager is generally enough to get things moving.",
    "I'd also test the Wi-Fi at the times it's actually busy — registration, lunchtime, the first lesson after break — rather than in an empty building. A survey in August tells you about coverage, not about capacity.",
]
EN_DEFLECT = [
    "I don't have anything in what you've shared that settles that, so I'd rather not guess. It's one to put to the people who actually hold the contract.",
    "Honestly I can't tell from here — nothing in the documents you've pasted covers it. Worth parking it on the open-questions list.",
    "That's not something I can answer reliably without their terms in front of me. I'd hold off on promising anything either way.",
]
EN_TABLE_ITEMS = ["Staff laptop", "Student laptop", "Charging trolley", "Docking station", "AP (ceiling)",
                  "24-port PoE switch", "UPS 1500VA", "Visualiser", "Label printer"]
EN_TICKET_SUBJ = ["Projector not detecting laptop", "Can't log in to MIS", "Printer jam reprographics",
                  "Wi-Fi drops in room 14", "Password reset", "Email quota full", "Smartboard pen missing",
                  "Teams camera not working", "Need software installed", "Keyboard sticky keys"]
EN_TOOLS = [
    ("search_email", lambda r: {"query": r.choice(["from:vendor delivery", "subject:cabling", "committee papers", "parent complaint wifi", "site access summer"])}),
    ("read_sheet", lambda r: {"file": r.choice(["rollout-tracker.xlsx", "asset-register.xlsx", "budget-2026.xlsx"]), "range": r.choice(["A1:F20", "Sheet2!A1:D15", "Summary"])}),
    ("web_search", lambda r: {"q": r.choice(["school laptop rollout checklist", "PoE budget calculation access points", "WPA3 enterprise compatibility older laptops", "data destruction certificate WEEE schools"])}),
    ("calendar_lookup", lambda r: {"range": r.choice(["this week", "next two weeks", "August"])}),
]

ZH_CHAT = [
    "办公室饮水机又没水了，今天真是",
    "不好意思一上午没回，跟后勤师傅搬了四十台显示器",
    "等一下，有人送快递",
    "放假第二周，消息比上课的时候还多",
    "刚跟人讨论了半天复印机算不算信息中心管的，结论是不算，然后又算了",
    "学校没学生的时候其实挺舒服的，操场空荡荡的",

    "早。机房又三十度了，空调外机一直在响",
    "不好意思刚才被叫去开会了，回来了",
    "喝口水，接着弄前台后面那堆乱线",
    "这个暑假真的要把我累死",
    "刚才说到哪了",
    "保洁阿姨拖地把办公室交换机电源拔了，又拔了。插回去就好了",
    "校长路过问我“网络改造”弄完没有，这才放假第一周……",
    "你今天回答简短点吧，脑子已经转不动了",
    "在话剧社的柜子里翻出一箱十几年前的上网本，谁也不知道是谁的",
    "先去吃饭，食堂关门了只能点外卖",
    "谢谢，很有用",
    "行，我周末再想想",
    "教学楼今天搭脚手架了，一半AP不爬梯子根本够不着",
    "有个家长打电话到门卫室说无线网让她儿子头疼，我真没编",
    "刚从医院回来，厂家那边有消息没？",
    "通用技术教室天窗又漏雨了，我先把机柜旁边的东西挪开了",
    "预算的事先放一放，我得先把给老师的通知写出来",
    "电话留言箱全是家长问电脑保险的",
    "消防演练完了，门禁磁吸都正常释放了，比去年强",
    "嗯有道理，明天跟校长说一下",
    "好的收到",
    "嗯……我不太同意，不过你接着说",
    "还有二十分钟要去开会，先弄点快的",
]
ZH_ASK = [
    "帮我写个给老师的通知，说一下旧电脑什么时候交回",
    "要停两天网，怎么跟家长说比较不招骂？",
    "把我这些零碎的记录整理成能拿到预算会上的东西",
    "资产登记表怎么设计，九月份才不会乱？",
    "帮我回一下厂家，语气硬一点但别得罪人",
    "施工队撤场前新交换机要检查哪些东西？",
    "把换机项目的风险列几条给我",
    "各栋楼割接的顺序你建议怎么排？",
    "装系统那天的检查清单给我一份，我每次都会漏",
    "两百多台电脑贴标签有没有省事点的办法",
    "怎么跟校领导一句话讲清楚VLAN是什么",
    "帮我写段家长会上用的新设备说明",
]
ZH_EMAIL_BODY = [
    "尊敬的信息中心老师：\n\n您好！我们是初二（3）班的几位家长。听说下学期学生要用笔记本电脑做作业，我们事先没有收到任何通知，想了解一下学校对使用时间有什么要求，家里没有宽带的孩子会不会受影响。\n\n希望开学前能得到答复，谢谢！\n\n{p}",
    "老师您好：\n\n跟您同步一下，仓库那边把货拆成了两车，第二车会比原计划晚几天。给您带来不便非常抱歉，物流同事会提前联系约送货时间，到时候请安排人签收。\n\n{p}\n教育行业部",
    "各位老师：\n\n附件是下周预算会的材料，请重点看一下修订后的基建计划，其中信息化一项分两个年度执行。有问题请提前联系办公室。\n\n{p}\n校长办公室",
    "您好：\n\n现场勘查后发现教学楼部分吊顶里需要先加线槽才能走新线，这部分会作为变更单独报价。另外礼堂需要清空两天。\n\n{p}\n项目协调",
    "老师好，我女儿说学校的网把她补课老师用的复习网站屏蔽了，麻烦看一下？上学期还是好的。谢谢\n{p}",
]
ZH_ACK = ["好，记下了。", "收到，我记着。", "明白，已经记到项目笔记里了。", "好的。", "了解。"]
ZH_CHAT_REPLY = ["辛苦了，慢慢来。", "哈哈，暑假的学校就是这样。", "没事，我们接着来。", "先照顾好自己。", "好，等你。"]
ZH_ASSIST_OPEN = ["好问题。", "可以，我来帮你理一下。", "这个跟你之前说的情况对得上。", "嗯，我的思路是这样的：", "行，我说说我的看法。"]
ZH_PARAS = [
    "老师培训建议不要搞一场大会，开学前那天下午按教研组每组给十五分钟，老师们会问一些在全校大会上不好意思问的问题，你也能知道他们到底离不开哪些软件。",
    "高三的电脑要早点定下来是个人专用还是放充电柜里轮流用，这个会影响充电方案，也会影响下课后落在教室里的电脑怎么处理。",
    "网络这边也建议记一个简单的变更记录：日期、改了什么、谁改的、怎么回退。开学第二周出了怪问题，第一个要翻的就是它，比一行行看交换机配置快多了。",
    "机房里的旧台式机建议至少留一间先不动，等新笔记本真正上过两周课再说。万一无线出状况，有个备用机房心里踏实很多。",
    "到货的时候当着司机的面先点托盘数、看外箱，有破损直接写在送货单上。事后才发现的破损索赔要难得多。",
    "学校无线最关键的几个设置一般是频段引导、最低速率和教室之间的漫游。这几项调好了，比多装一个AP效果还明显。",
    "跟施工队最好书面约定一下什么叫“完工”：所有面板测试并贴标签、机柜理线、旧线拆除、图纸更新。不然最后那百分之十往往就一直拖着。",

    "换机这件事最容易出问题的往往不是装系统，而是交接：开学第一天老师们都想马上拿到电脑，又没人记得哪台旧电脑是谁的。如果提前在登记表里把设备分配好，每人打印一张领用单，排队会快很多，顺便把使用协议也签了。",
    "网络这边建议每栋楼当成一个小项目：勘测、跳线、测试、验收。这样施工队在某一栋拖了，也不影响其他楼，而且什么时候测过什么都有记录。旧交换机先别拆，拔了电放在机柜里，等新的正常跑满一天再说。",
    "给家长的通知可以分两层写：上面一段话说清楚改什么、什么时候改；下面附一个常见问题，给想了解细节的人看。大部分投诉来自“没想到”，而不是改动本身。",
    "预算会上建议先讲效果再讲设备：上课登录不再卡、体育馆有信号、电脑能用五年。然后是数字，最后是风险。领导一般会批自己听得懂的东西，听不懂的就往后拖。",
    "做个简单的台账能省很多事：一台设备一行，资产编号、序列号、使用人、领用日期、外观情况。冻结表头、加筛选，别什么都用颜色标，筛选比颜色好维护。",
    "跟施工队要每个机柜的测试报告（端口、面板编号、通过与否、长度），验收之前就要拿到。这是行业惯例，也省得十月份老师插展台的时候才发现面板是坏的。",
    "可以的话在办公室放一小车装好系统的备用机。开学头两周屏幕碎、充电器丢是高发期，五分钟换一台能攒下很多好感。",
    "预算上我最担心的是不可预见费还没出事就被零零碎碎花掉了。最好事先说清楚谁有权动这笔钱，并且记个流水。",
    "装系统之前一周先拿三四台做一次演练，通常能把问题都暴露出来：驱动包里缺驱动、某个软件要授权码、无线配置还指向旧的SSID。四台的时候改比六十台摆在礼堂里改容易太多。",
    "跟后勤那边，一张共享的“哪些区域什么时候不能用”的日历就能避免大部分冲突。他们不关心技术细节，只关心哪些房间锁着、钥匙在谁那、报警要不要改设置。",
    "有件事提醒一下：VLAN规划别只记在脑子里。一张表写清楚VLAN号、用途、网段、DHCP地址池就够了，外包技术员来了第一件事就会问这个。",
    "回家长的时候，先承认她的顾虑，简单说明过滤是干什么的、为什么要有，再告诉她如果某个网站需要放行可以走什么流程。这样投诉就变成了流程，而不是争论。",
    "旧电脑处置这块，有完整的去向记录比能卖多少钱更重要。把数据销毁证明和资产台账放在一起，审计来了能一台一台说清楚。",
    "如果厂家一直拖，最好把沟通转成书面的：要求写清楚、给个日期、抄送他们的客户经理。客气、具体，一般就能推动了。",
    "无线测试最好挑真正忙的时候做——报到、午饭、课间之后的第一节课——而不是空楼的时候。八月份的勘测只能说明覆盖，说明不了容量。",
]
ZH_DEFLECT = [
    "你给我的材料里没有能说明这个的内容，我不想瞎猜，这个得问签合同的那一方。",
    "说实话我这边判断不了，你贴的文件里都没提到。先放到待确认问题清单里吧。",
    "没看到他们的条款之前我没法给靠谱的答案，先别对外承诺。",
]
ZH_TABLE_ITEMS = ["教师笔记本", "学生笔记本", "充电柜", "扩展坞", "吸顶AP", "24口POE交换机", "UPS", "展台", "标签打印机"]
ZH_TICKET_SUBJ = ["投影仪识别不到电脑", "教务系统登不上", "文印室打印机卡纸", "14教室无线掉线", "重置密码",
                  "邮箱满了", "白板笔丢了", "腾讯会议摄像头没画面", "要装软件", "键盘按键失灵"]
ZH_TOOLS = [
    ("search_email", lambda r: {"query": r.choice(["发货", "布线 变更", "预算会材料", "家长 投诉 无线", "暑假 门禁"])}),
    ("read_sheet", lambda r: {"file": r.choice(["换机进度表.xlsx", "资产台账.xlsx", "2026预算.xlsx"]), "range": r.choice(["A1:F20", "Sheet2!A1:D15", "汇总"])}),
    ("web_search", lambda r: {"q": r.choice(["学校 笔记本 换机 清单", "POE 功率 计算 AP", "WPA3 企业级 兼容 老电脑", "电子废弃物 数据销毁 证明"])}),
    ("calendar_lookup", lambda r: {"range": r.choice(["本周", "未来两周", "八月"])}),
]

EN_PLACES = ["the main block", "the sixth form centre", "the science labs", "the sports hall", "the library",
             "the music rooms", "reception and the admin office", "the DT workshop", "the humanities corridor"]
EN_ACTIONS = ["get the outlet labels checked against the floor plan", "confirm the cabinet has its own fused spur",
              "walk it with the caretaker so he knows which doors will be propped", "run a speed test from two or three rooms",
              "photograph the cabinet as it is now", "check the AP mounting heights against the survey",
              "make sure nobody has stored chairs in front of the riser cupboard"]
EN_WHYS = ["so nothing surprises you in September", "because that's where last year's problems started",
           "since the contractor will have left by then", "as it's the area with the most teaching hours",
           "because the ceiling there is awkward", "so the site team aren't caught out"]
ZH_PLACES = ["教学楼", "高中部", "实验楼", "体育馆", "图书馆", "艺术楼", "行政楼", "通用技术教室", "文科走廊"]
ZH_ACTIONS = ["先对照平面图核对面板编号", "确认机柜有单独的电源", "跟后勤师傅走一遍，让他知道哪些门要开着",
              "挑两三个教室测一下速度", "施工前先给机柜拍照留底", "核对AP安装高度和勘测报告是否一致",
              "确认弱电井门口没堆椅子"]
ZH_WHYS = ["免得九月份出意外", "去年的问题就是从那里开始的", "到时候施工队已经撤了", "那里课最多",
           "那边吊顶不好弄", "省得后勤措手不及"]


def typo(rng, text):
    """Swap two adjacent letters in one longer word, as fast typing does."""
    words = text.split(" ")
    cand = [k for k, w in enumerate(words) if len(w) > 4 and w.isalpha()]
    if not cand:
        return text
    k = rng.choice(cand)
    w = words[k]
    j = rng.randint(1, len(w) - 3)
    words[k] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)


def ip(rng):
    return "10.%d.%d.%d" % (rng.choice([10, 20, 30, 40, 50, 99]), rng.randint(0, 3), rng.randint(2, 250))


def paste_block(rng, lang):
    zh = lang == "zh"
    k = rng.randrange(5)
    if k == 0:  # email
        body = rng.choice(ZH_EMAIL_BODY if zh else EN_EMAIL_BODY)
        p = rng.choice(ZH_FILLER_PEOPLE if zh else EN_FILLER_PEOPLE)
        head = rng.choice(["转发一封邮件，你看看：", "收到这个，怎么回？", "家长来信，贴给你："]) if zh else \
            rng.choice(["Forwarding this, thoughts?", "Got this today:", "pasting the email:", "Read this and tell me I'm not mad"])
        if not zh:
            head += "\n\nSubject: " + rng.choice(EN_EMAIL_SUBJ)
        return head + "\n\n" + body.format(p=p)
    if k == 1:  # switch config
        lines = []
        for _ in range(rng.randint(2, 4)):
            n = rng.randint(1, 48)
            room = rng.choice(["S%d" % rng.randint(1, 30), "LIB", "STAFFRM", "HALL-AP", "DT%d" % rng.randint(1, 4)])
            v = rng.choice([10, 20, 30, 40, 50, 99])
            lines += ["interface GigabitEthernet1/0/%d" % n, " description %s" % room,
                      " switchport access vlan %d" % v, " switchport mode access"]
            if rng.random() < 0.5:
                lines.append(" spanning-tree portfast")
            lines.append("!")
        head = rng.choice(["这是接入交换机现在的配置：", "贴一段配置，帮我看看有没有问题"]) if zh else \
            rng.choice(["current config on the edge switch:", "Here's what's on the staffroom switch, does this look sane?", "config dump:"])
        return head + "\n\n" + "\n".join(lines)
    if k == 2:  # ticket export
        subj = ZH_TICKET_SUBJ if zh else EN_TICKET_SUBJ
        hdr = "编号,标题,状态,位置" if zh else "id,subject,status,location"
        st = ["待处理", "处理中", "已关闭"] if zh else ["open", "in progress", "closed"]
        rows = [hdr]
        for _ in range(rng.randint(3, 6)):
            rows.append("#%d,%s,%s,%s" % (rng.randint(100, 999), rng.choice(subj), rng.choice(st),
                                         rng.choice(ZH_PLACES if zh else EN_PLACES)))
        head = rng.choice(["导出了一下工单，还没处理的这些：", "工单系统导出来的："]) if zh else \
            rng.choice(["helpdesk export from this morning:", "Ticket export, the stuff still hanging around:"])
        return head + "\n\n" + "\n".join(rows)
    if k == 3:  # inventory table
        items = ZH_TABLE_ITEMS if zh else EN_TABLE_ITEMS
        hdr = "| 设备 | 数量 | 已到 | 备注 |" if zh else "| item | qty | arrived | note |"
        notes = ["", "缺两台", "外箱破损", "待验收"] if zh else ["", "2 short", "box damaged", "awaiting check"]
        rows = [hdr, "|---|---|---|---|"]
        for it in rng.sample(items, rng.randint(3, 5)):
            q = rng.randint(2, 240)
            rows.append("| %s | %d | %d | %s |" % (it, q, rng.randint(0, q), rng.choice(notes)))
        head = rng.choice(["到货情况：", "目前的清单"]) if zh else rng.choice(["delivery status so far:", "Current state of the kit list"])
        return head + "\n\n" + "\n".join(rows)
    # syslog
    lines = []
    for _ in range(rng.randint(3, 6)):
        ts = "2026-07-%02dT%02d:%02d:%02dZ" % (rng.randint(1, 28), rng.randint(6, 18), rng.randint(0, 59), rng.randint(0, 59))
        ev = rng.choice(["%LINK-3-UPDOWN: Interface Gi1/0/{n}, changed state to down",
                         "%LINK-3-UPDOWN: Interface Gi1/0/{n}, changed state to up",
                         "%DHCPD-4-PING_CONFLICT: DHCP address conflict: server pinged {ip}",
                         "%SW_MATM-4-MACFLAP_NOTIF: Host flapping between port Gi1/0/{n} and port Gi1/0/{m}",
                         "%ILPOWER-5-POWER_GRANTED: Interface Gi1/0/{n}: Power granted"])
        lines.append(ts + " " + ev.format(n=rng.randint(1, 48), m=rng.randint(1, 48), ip=ip(rng)))
    head = rng.choice(["昨晚的日志，看着不太对：", "交换机日志"]) if zh else rng.choice(["logs from last night, something's flapping:", "syslog:"])
    return head + "\n\n```\n" + "\n".join(lines) + "\n```"


def tool_output(name, args, rng, lang):
    zh = lang == "zh"
    if name == "search_email":
        res = []
        for _ in range(rng.randint(2, 4)):
            p = rng.choice(ZH_FILLER_PEOPLE if zh else EN_FILLER_PEOPLE)
            s = rng.choice(["发货更新", "布线变更", "预算会材料", "家长来信", "暑假门禁安排"] if zh else EN_EMAIL_SUBJ)
            res.append("- %s | %s | %s" % (p, s, rng.choice(["未读", "已读"] if zh else ["unread", "read"])))
        return ("找到 %d 封邮件：\n" if zh else "%d messages found:\n") % len(res) + "\n".join(res)
    if name == "read_sheet":
        items = ZH_TABLE_ITEMS if zh else EN_TABLE_ITEMS
        rows = ["设备\t计划\t完成" if zh else "item\tplanned\tdone"]
        for it in rng.sample(items, 4):
            q = rng.randint(2, 240)
            rows.append("%s\t%d\t%d" % (it, q, rng.randint(0, q)))
        return "\n".join(rows)
    if name == "web_search":
        if zh:
            titles = ["中小学终端换新实施要点", "POE交换机功率预算怎么算", "老旧终端WPA3兼容性说明", "电子废弃物回收与数据销毁"]
        else:
            titles = ["Planning a 1:1 device rollout in secondary schools", "How to calculate PoE budget for APs",
                      "WPA3-Enterprise and older client compatibility", "WEEE disposal and data destruction for schools"]
        return "\n".join("%d. %s" % (i + 1, t) for i, t in enumerate(rng.sample(titles, 3)))
    ev = ["现场碰头会", "和后勤对进度", "厂家电话会", "校长办公会"] if zh else \
        ["site meeting", "catch-up with site team", "vendor call", "SLT meeting"]
    days = ["周一", "周二", "周三", "周四", "周五"] if zh else EN_WEEKDAYS
    return "\n".join("%s %02d:%s0 %s" % (rng.choice(days), rng.randint(8, 16), rng.choice("03"), rng.choice(ev))
                     for _ in range(rng.randint(2, 4)))


def assistant_body(rng, lang, nparas):
    zh = lang == "zh"
    paras = []
    pool = rng.sample(ZH_PARAS if zh else EN_PARAS, nparas)
    listed = False
    for i in range(nparas):
        r = rng.random()
        if r < 0.2:
            if zh:
                paras.append("%s那边，我建议%s，%s。" % (rng.choice(ZH_PLACES), rng.choice(ZH_ACTIONS), rng.choice(ZH_WHYS)))
            else:
                paras.append("For %s, I'd %s first, %s." % (rng.choice(EN_PLACES), rng.choice(EN_ACTIONS), rng.choice(EN_WHYS)))
        elif r < 0.35 and not listed:
            listed = True
            acts = rng.sample(ZH_ACTIONS if zh else EN_ACTIONS, 3)
            paras.append(("可以按这个顺序：\n" if zh else "A rough order:\n") +
                         "\n".join("%d. %s" % (j + 1, a[0].upper() + a[1:]) for j, a in enumerate(acts)))
        else:
            paras.append(pool[i])
    return "\n\n".join(paras)


# =====================================================================================
# conversation builder
# =====================================================================================
def build(seed, lang, per_kind, attempt):
    rng = random.Random("%s-%d-%s-%d" % (SET, seed, lang, attempt))
    zh = lang == "zh"
    T = T_ZH if zh else T_EN
    used = {"needles": [], "keys": set()}
    facts = []
    for kind in KINDS:
        for _ in range(per_kind):
            fa = gen_fact(kind, lang, rng, used)
            side, tpl = rng.choice(T[kind])
            fa["side"] = side
            fa["text"] = tpl.format(**fa["f"])
            facts.append(fa)
    rng.shuffle(facts)
    nf = len(facts)
    M = max(130, min(280, int(nf * 2.3) + rng.randint(6, 24)))
    nturns = M // 2
    ufacts = [f for f in facts if f["side"] == "u"]
    afacts = [f for f in facts if f["side"] == "a"]
    ncombo = max(int(len(ufacts) * 0.12), len(ufacts) - nturns)
    if len(ufacts) - ncombo > nturns or ncombo > len(ufacts) - ncombo or len(afacts) > nturns:
        raise RuntimeError("too many facts for %d turns" % nturns)
    uslots = {}
    single = ufacts[:len(ufacts) - ncombo]
    pos = sorted(rng.sample(range(nturns), len(single)))
    for p, f in zip(pos, single):
        uslots[p] = [f]
    for f in ufacts[len(ufacts) - ncombo:]:
        cand = [p for p, v in uslots.items() if len(v) == 1 and v[0]["kind"] != f["kind"]]
        uslots[rng.choice(cand)].append(f)
    aslots = {}
    for p, f in zip(rng.sample(range(nturns), len(afacts)), afacts):
        aslots[p] = f

    rows = []
    t = datetime(2026, 11, 20, 7, 30, 0)
    counter = [0]
    fact_row = {}

    def add(item, meta):
        nonlocal t
        counter[0] += 1
        t += timedelta(seconds=rng.randint(40, 420))
        rows.append({"v": 2, "id": "msg_%s%d" % (SET, counter[0]),
                     "createdAt": t.strftime("%Y-%m-%dT%H:%M:%SZ"), "item": item, "meta": meta})
        return len(rows) - 1

    def msg(role, text):
        return add({"type": "message", "role": role, "content": text}, {"uiRole": role})

    chat = ZH_CHAT if zh else EN_CHAT
    ask = ZH_ASK if zh else EN_ASK
    joins = ["\n\n另外，", "\n\n还有件事：", "\n\n对了，"] if zh else ["\n\nAlso: ", "\n\nOne more thing. ", "\n\n(Unrelated) "]
    tools = ZH_TOOLS if zh else EN_TOOLS
    callno = 0
    for i in range(nturns):
        # ---- user
        uf = uslots.get(i, [])
        is_chat = False
        if i == 0 and not uf:
            text = ("这个暑假要把全校的电脑换掉，校园网也要改造，想让你帮我一起盯着。" if zh else
                    "Right, summer has officially started. Laptop rollout + network upgrade, and I'd like you to help me keep track of it all.")
        elif uf:
            text = uf[0]["text"]
            if i == 0:
                text = ("这个暑假要把全校的电脑换掉，校园网也要改造，想让你帮我一起盯着。先说一件：" if zh else
                        "Summer's started, so: laptop rollout + network upgrade, and I want you to help me keep track. First thing. ") + text
            for f in uf[1:]:
                text += rng.choice(joins) + f["text"]
            r = rng.random()
            if r < 0.2:
                c = rng.choice(chat)
                if rng.random() < 0.5:
                    text = c + "\n\n" + text
                elif zh:
                    text = c + ("" if c[-1] in "。！？" else "。") + text
                else:
                    text = c + ("" if c[-1] in ".!?" else ".") + " " + text
            elif r < 0.3:
                text = text + "\n\n" + paste_block(rng, lang)
        else:
            r = rng.random()
            if r < 0.35:
                text = rng.choice(chat)
                is_chat = True
                if not zh and rng.random() < 0.3:
                    text = typo(rng, text)
            elif r < 0.65:
                text = rng.choice(ask)
            else:
                text = paste_block(rng, lang)
        ri = msg("user", text)
        for f in uf:
            fact_row[id(f)] = ri
        # ---- tool call
        if rng.random() < 0.25:
            callno += 1
            name, argf = rng.choice(tools)
            args = argf(rng)
            cid = "call_%s%d_%d" % (SET, seed, callno)
            add({"type": "function_call", "callId": cid, "name": name,
                 "arguments": json.dumps(args, ensure_ascii=False)}, {})
            add({"type": "function_call_result", "callId": cid, "name": name, "status": "completed",
                 "output": tool_output(name, args, rng, lang)}, {})
        # ---- assistant
        parts = []
        if any(f["kind"] == "question" for f in uf):
            parts.append(rng.choice(ZH_DEFLECT if zh else EN_DEFLECT))
        elif uf or i == 0:
            parts.append(rng.choice(ZH_ACK if zh else EN_ACK))
        elif is_chat:
            parts.append(rng.choice(ZH_CHAT_REPLY if zh else EN_CHAT_REPLY))
        else:
            parts.append(rng.choice(ZH_ASSIST_OPEN if zh else EN_ASSIST_OPEN))
        af = aslots.get(i)
        if af:
            parts.append(af["text"])
        parts.append(assistant_body(rng, lang, rng.choice([1, 1, 2, 2, 3, 4])))
        ri = msg("assistant", ("" if zh else " ").join(parts[:2]) + "\n\n" + "\n\n".join(parts[2:]) if len(parts) > 2
                 else "\n\n".join(parts))
        if af:
            fact_row[id(af)] = ri
    # ---- check needles
    texts = []
    for r in rows:
        it = r["item"]
        texts.append(it.get("content") or (it.get("arguments", "") + "\n" + it.get("output", "")))
    alln = [n for f in facts for n in f["needles"]]
    for a in alln:
        for b in alln:
            if a is not b and a in b:
                return None
    for f in facts:
        for n in f["needles"]:
            hits = [k for k, tx in enumerate(texts) if n in tx]
            if hits != [fact_row[id(f)]]:
                return None
    # facts in kind order for reporting
    order = {k: i for i, k in enumerate(KINDS)}
    facts.sort(key=lambda f: order[f["kind"]])
    return rows, facts


# =====================================================================================
# running okbot
# =====================================================================================
def run(okbot, env, args, stdin=None):
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode)
    return p.stdout


def summaries(obj, out):
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k == "summary" and isinstance(v, str):
                out.append(v)
            else:
                summaries(v, out)
    elif isinstance(obj, list):
        for v in obj:
            summaries(v, out)


def main():
    if len(sys.argv) < 3:
        sys.stderr.write(__doc__)
        sys.exit(2)
    okbot = os.path.abspath(sys.argv[1]) if os.sep in sys.argv[1] else sys.argv[1]
    workdir = os.path.abspath(sys.argv[2])
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    smax = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    kind_tot = {k: [0, 0] for k in KINDS}
    max_chars = 0
    for si, seed in enumerate(seeds):
        lang = "zh" if si == len(seeds) - 1 else "en"
        built = None
        for attempt in range(200):
            built = build(seed, lang, per_kind, attempt)
            if built:
                break
        if not built:
            sys.exit("seed %d: could not build a conversation with unique needles" % seed)
        rows, facts = built
        root = os.path.join(workdir, "root-%d" % seed)
        shutil.rmtree(root, ignore_errors=True)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
        run(okbot, env, ["init"])
        run(okbot, env, ["assistant", "create", "Writer"])
        run(okbot, env, ["settings", "set", "contextCompression.summaryMaxChars", smax])
        comps = 0
        batch, nmsg = [], 0
        nmessages = sum(1 for r in rows if r["item"]["type"] == "message")
        for k, r in enumerate(rows):
            batch.append(r)
            if r["item"]["type"] == "message":
                nmsg += 1
            nxt_is_tool = k + 1 < len(rows) and rows[k + 1]["item"]["type"] != "message"
            if (nmsg == BATCH and not nxt_is_tool) or k == len(rows) - 1:
                data = "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in batch)
                run(okbot, env, ["session", "append", "-a", "Writer"], data)
                run(okbot, env, ["compress", "-a", "Writer", "--now"])
                comps += 1
                batch, nmsg = [], 0
        ctx = run(okbot, env, ["context", "show", "-a", "Writer"])
        kept = 0
        missing = []
        for f in facts:
            ok = all(n in ctx for n in f["needles"])
            kind_tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                kind_tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%"
              % (seed, lang, nmessages, len(rows), comps, kept, len(facts), 100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
        for dp, dn, fn in os.walk(root):
            if "session-summary.json" in fn and dp != root:
                try:
                    with open(os.path.join(dp, "session-summary.json"), encoding="utf-8") as fh:
                        out = []
                        summaries(json.load(fh), out)
                        for s in out:
                            max_chars = max(max_chars, len(s))
                except (OSError, ValueError):
                    pass
    tk = tt = 0
    for k in KINDS:
        a, b = kind_tot[k]
        tk += a
        tt += b
        print("kind %s %d/%d %.1f" % (k, a, b, 100.0 * a / b if b else 0.0))
    print("retention overall %.1f" % (100.0 * tk / tt if tt else 0.0))
    print("max summary chars %d" % max_chars)


if __name__ == "__main__":
    main()

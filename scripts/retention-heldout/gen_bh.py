#!/usr/bin/env python3
"""Held-out retention set "bh": the one-person IT admin of a small law firm.

Usage:
    PER_KIND=n SUMMARY_MAX=chars python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, rebuilt on every run)
    seed     conversation seeds, default 1 2 3 4 5; the LAST seed's conversation is in Chinese

Environment:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: the one-person IT admin of a small law firm talks to her personal assistant about
partners and paralegals, helpdesk tickets, the file server and VPN (ports, firmware and
software versions), PowerShell and shell commands, licence renewals and invoices, audit and
backup deadlines and confidentiality rules. She writes formally, quotes earlier emails with
'>' and pastes event logs and ticket exports. The Chinese conversation has the same theme.

Each conversation seeds PER_KIND facts of ten kinds (name, command, id, port, version, money,
date, decision, constraint, question). Every fact has one or more needles, exact substrings
that occur in exactly one row of the conversation (checked; the conversation is rebuilt with
another attempt number otherwise). The rows are appended 25 messages per batch with
`okbot compress --now` after each batch; a fact is kept when ALL its needles are found verbatim
in `okbot context show`. Generation is deterministic per seed.
"""
import json
import os
import random
import shutil
import subprocess
import sys

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
BATCH = 25

# ---------------------------------------------------------------- value pools: English
EN_FIRST = ["Margaret", "Tobias", "Priya", "Declan", "Harriet", "Ines", "Wendell", "Rosalind",
            "Kwame", "Beatrix", "Oskar", "Lucinda", "Ferdinand", "Yolanda", "Emeka", "Greta",
            "Cornelius", "Anouk", "Desmond", "Philippa", "Rafferty", "Soraya", "Thaddeus",
            "Imogen", "Lorcan", "Marisol", "Ambrose", "Nadia", "Evander", "Clementine",
            "Horatio", "Saoirse", "Bartholomew", "Leontine", "Isidore", "Ottilie"]
EN_LAST = ["Whitcombe", "Okonkwo", "Raman", "Fairbairn", "Lindqvist", "Castellanos",
           "Pemberton", "Achterberg", "Mbeki", "Vasquez-Hale", "Delacroix", "Nakashima",
           "Brennan", "Oyelaran", "Thistlewood", "Kowalczyk", "Ashdown", "Marchetti",
           "Quigley", "Strand", "Halvorsen", "Abernethy", "Goldfarb", "Carrow", "Devereux",
           "Featherstone", "Iwu", "Montague", "Radcliffe", "Szabo"]
EN_ROLES = ["our senior partner", "the managing partner", "the litigation paralegal",
            "the new conveyancing paralegal", "our office manager", "the receptionist",
            "the billing coordinator", "our account rep at the reseller",
            "the auditor the insurer is sending", "the records clerk",
            "the junior associate in employment law", "the on-call tech at the MSP",
            "the partner who runs family law", "our bookkeeper", "the firm's DPO",
            "the paralegal who handles discovery exports"]
COMMANDS = [
    "Get-SmbShare | Select-Object Name,Path,Description",
    "Get-ADUser -Filter * -Properties LastLogonDate | Sort-Object LastLogonDate",
    "Search-ADAccount -LockedOut | Unlock-ADAccount -Confirm",
    "gpupdate /force /target:computer",
    "wbadmin get versions -backupTarget:E:",
    "vssadmin list shadows /for=D:",
    "ipconfig /flushdns && ipconfig /registerdns",
    "Get-WinEvent -LogName Security -MaxEvents 200",
    "rsync -avh --delete /srv/clients/ backup@nas02:/volume1/clients/",
    "manage-bde -status D:",
    "Get-BitLockerVolume | Format-List MountPoint,ProtectionStatus",
    "sfc /scannow",
    "DISM /Online /Cleanup-Image /RestoreHealth",
    "Restart-Service -Name Spooler -Force",
    "Get-ScheduledTask -TaskName NightlyRobocopy | Get-ScheduledTaskInfo",
    "dsregcmd /status",
    "klist purge",
    "w32tm /resync /force",
    "repadmin /replsummary",
    "dcdiag /test:dns /v",
    "smartctl -a /dev/sdb",
    "zpool status -v tank",
    "df -h /srv/share",
    "journalctl -u openvpn-server --since yesterday",
    "sudo wg show wg0",
    "sudo systemctl restart smbd nmbd",
    "Get-MpComputerStatus | Select AMServiceEnabled,AntivirusSignatureAge",
    "Get-Printer | Where-Object PrinterStatus -ne 'Normal'",
    "Get-NetFirewallRule -Enabled True | Measure-Object",
    "Get-HotFix | Sort-Object InstalledOn -Descending",
    "net use Z: \\\\fs01\\Matters /persistent:yes",
    "Get-ChildItem D:\\Clients -Recurse -File | Measure-Object Length -Sum",
    "icacls D:\\Clients\\Archive /save perms-archive.txt /t",
    "Get-EventLog -LogName System -EntryType Error -Newest 30",
    "sudo apt list --upgradable",
    "Test-ComputerSecureChannel -Repair",
]
EN_CMD_PURPOSE = ["to see which shares are exposed", "to find stale accounts",
                  "before the partners log in", "to confirm the backups exist",
                  "on the file server", "to check the shadow copies",
                  "when the VPN clients can't resolve names", "after the audit scare",
                  "on the NAS", "to check disk encryption on the laptops",
                  "when the print queue jams", "to check the domain join",
                  "to fix the clock drift", "on the domain controller"]
ID_FORMATS = [("HD-{n5}", "helpdesk ticket"), ("INV-2026-{n4}", "invoice"),
              ("PO-{n4}{L}", "purchase order"), ("SR{n6}", "vendor support case"),
              ("RMA-{L}{L}{n4}", "RMA"), ("CASE-{n4}-{L}{L}", "case reference"),
              ("BKG-{L}{n5}", "booking reference"), ("Q-{n4}-{L}{n2}", "quote number"),
              ("LIC-{L}{L}{L}-{n4}", "licence key reference")]
EN_ID_CTX = {"helpdesk ticket": ["Harriet's laptop that won't take updates",
                                 "the scanner that emails blank PDFs",
                                 "the shared calendar sync issue",
                                 "the locked-out account on Monday"],
             "invoice": ["the backup appliance renewal", "the toner order",
                         "last quarter's MSP retainer", "the new docking stations"],
             "purchase order": ["the replacement UPS", "two new monitors",
                                "the spare firewall", "the laptop refresh"],
             "vendor support case": ["the NAS controller fault", "the VPN licence mismatch",
                                     "the document management sync bug",
                                     "the phone system outage"],
             "RMA": ["the dead drive in bay 3", "the faulty dock", "the switch PSU"],
             "case reference": ["the insurer's cyber questionnaire", "the bar association data request",
                                "the ISP line fault"],
             "booking reference": ["the engineer visit", "the offsite tape pickup",
                                   "the cabling contractor"],
             "quote number": ["the new firewall pair", "the Microsoft 365 upgrade",
                              "the second NAS"],
             "licence key reference": ["the PDF editor seats", "the antivirus bundle",
                                       "the backup agent"]}
PORT_BY_SVC = [["51820", "51821", "13231"], ["1194", "11194", "1195"], ["3389", "3391", "33890"],
               ["5001", "5443"], ["8443", "4443", "10443"], ["3260"], ["9100"], ["636", "3269"],
               ["1433", "3306", "5432"], ["10050", "6556", "4911"], ["5986"],
               ["4443", "10443", "20443", "9443"], ["4500"], ["8006", "9443"],
               ["2222", "60022"]]
PORTS = ["3389", "1194", "51820", "8443", "5986", "9443", "4443", "10443", "3260", "8291",
         "4500", "1701", "5001", "8006", "2049", "1723", "3306", "1433", "10050", "5432",
         "4911", "9100", "636", "993", "587", "445", "7443", "6556", "20443", "60022", "2222",
         "8883", "50000", "11194"]
EN_PORT_SVC = ["the WireGuard endpoint", "the old OpenVPN listener", "the RDP gateway",
               "the NAS admin page", "the firewall's web UI", "the iSCSI target",
               "the printer's raw print port", "the LDAPS bind", "the SQL instance for billing",
               "the monitoring agent", "WinRM over HTTPS", "the SSL VPN portal",
               "the IPsec NAT-T traffic", "the hypervisor console", "SFTP on the NAS"]
EN_VER_PROD = ["the FortiGate firmware", "Synology DSM", "the document management client",
               "the billing software", "the WireGuard client", "the Veeam agent",
               "the NAS firmware", "the retention policy document", "the switch firmware",
               "the PDF editor", "the backup appliance OS", "the e-discovery tool",
               "the dictation software", "the firm's BYOD policy"]
EN_MONEY_WHAT = ["the Veeam renewal", "the Microsoft 365 seats for next year",
                 "the new UPS battery pack", "the MSP retainer", "the PDF editor licences",
                 "the pen test quote", "the replacement NAS drives", "the firewall support contract",
                 "the cyber insurance excess", "the offsite storage fee",
                 "the cabling job in the conference room", "the domain and certificate renewal",
                 "the dictation licences", "the e-discovery hosting"]
EN_DATE_EVENT = ["the insurer's security audit", "the quarterly restore test",
                 "the Veeam licence expiry", "the partners' IT review", "the bar association filing",
                 "the firewall support contract end", "the tape rotation pickup",
                 "the file server migration", "the password reset campaign",
                 "the annual backup audit", "the MSP contract renewal",
                 "the certificate expiry on the VPN"]
EN_DECISIONS = [
    ("move the VPN to WireGuard", "the OpenVPN client keeps dropping"),
    ("keep the old NAS as cold spare", "the warranty runs another year"),
    ("renew Veeam for three years", "the multi-year discount is bigger"),
    ("retire the shared paralegal login", "nobody can tell who changed what"),
    ("buy refurbished docking stations", "the budget was cut in October"),
    ("schedule restores on the last Sunday", "nobody is in the office then"),
    ("switch the scanners to scan-to-folder", "email attachments keep bouncing"),
    ("enforce MFA for all partners first", "partners are the likeliest targets"),
    ("skip the firewall upgrade this quarter", "the release notes mention VPN regressions"),
    ("put the billing server on UPS two", "the first UPS is near capacity"),
    ("hire the pen testers from Leeds", "their report format suits the insurer"),
    ("drop the fax-to-email service", "only two clients still fax"),
    ("encrypt every USB stick we hand out", "a paralegal lost one on the train"),
    ("split the file server into two shares", "permissions are a mess on one share"),
    ("rotate backup tapes weekly instead", "the insurer asked for shorter gaps"),
    ("give paralegals read-only archive access", "someone overwrote a closed matter"),
    ("stay on Windows 10 LTSC for dictation", "the dictation vendor doesn't support 11"),
    ("cancel the second ISP line", "it failed over exactly once this year"),
    ("move email archiving to the cloud", "the local archive server is dying"),
    ("postpone the printer lease renewal", "the partners want quotes first"),
]
EN_CONSTRAINTS = [
    "never copy client files to personal devices",
    "only patch the file server after 7pm",
    "no changes during trial weeks",
    "never email passwords in plain text",
    "reboot the domain controller only on weekends",
    "always ask Legal before deleting any mailbox",
    "no personal phones on the guest Wi-Fi",
    "keep closed matters for seven years minimum",
    "never give the MSP standing admin rights",
    "only partners may approve new software",
    "no client data in any free cloud service",
    "test restores before touching production backups",
    "never disable logging on the firewall",
    "do not remote into partners' PCs unannounced",
    "all vendor access must go through the jump host",
    "no USB storage on reception computers",
    "change firewall rules only with a ticket",
    "never store scanned IDs outside the matter folder",
]
EN_QUESTIONS = [
    "the retention period for deleted mailboxes",
    "whether our cyber policy covers ransomware payments",
    "the licensing cost for Windows Server CALs",
    "how long VSS snapshots survive on the NAS",
    "whether the bar rules allow cloud e-discovery",
    "the maximum WireGuard peers on our firewall",
    "the notice period on the MSP contract",
    "whether partners can use iPads for client files",
    "the end-of-support date for our switches",
    "how to prove backups are immutable to auditors",
    "whether dictation files count as client records",
    "the recovery time the insurer expects",
    "which encryption standard the court portal requires",
    "whether we need a DPIA for the new scanner",
    "the cheapest way to archive old PST files",
    "whether guest Wi-Fi needs its own VLAN legally",
]

# ---------------------------------------------------------------- value pools: Chinese
ZH_SURNAMES = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "胡", "朱",
               "高", "林", "何", "郭", "马", "罗", "梁", "宋", "郑", "谢", "韩", "唐", "冯", "于"]
ZH_GIVEN = ["海燕", "明哲", "文静", "志远", "雅琴", "子涵", "嘉怡", "建国", "晓峰", "慧敏",
            "思远", "梦洁", "俊杰", "婉婷", "国栋", "丽娟", "浩然", "秀英", "一鸣", "欣然",
            "立群", "佳琪", "宏伟", "若溪", "振华", "雨桐"]
ZH_ROLES = ["我们的高级合伙人", "管理合伙人", "诉讼组的律师助理", "新来的律师助理", "行政主管",
            "前台", "财务", "经销商那边的客户经理", "保险公司派来的审计师", "档案管理员",
            "劳动法组的年轻律师", "IT外包公司的值班工程师", "负责婚姻家事的合伙人", "会计",
            "所里的数据合规负责人", "负责证据导出的律师助理"]
ZH_CMD_PURPOSE = ["看看哪些共享是暴露的", "找出长期没登录的账号", "在合伙人上班前", "确认备份还在",
                  "在文件服务器上", "检查卷影副本", "VPN客户端解析不了域名的时候", "审计之前",
                  "在NAS上", "检查笔记本的磁盘加密", "打印队列卡住的时候", "检查域加入状态",
                  "修正时间偏差", "在域控上"]
ZH_ID_CTX = {"helpdesk ticket": ["张律师笔记本装不上更新的问题", "扫描仪发出空白PDF的问题",
                                 "共享日历不同步的问题", "周一账号被锁的事"],
             "invoice": ["备份一体机续费", "硒鼓采购", "上季度外包服务费", "新买的扩展坞"],
             "purchase order": ["更换UPS", "两台新显示器", "备用防火墙", "笔记本换新"],
             "vendor support case": ["NAS控制器故障", "VPN授权数不对", "文档管理系统同步bug",
                                     "电话系统宕机"],
             "RMA": ["3号盘位坏掉的硬盘", "有问题的扩展坞", "交换机电源"],
             "case reference": ["保险公司的网络安全问卷", "律协的数据调取函", "宽带线路故障"],
             "booking reference": ["工程师上门", "异地磁带取件", "布线施工队"],
             "quote number": ["新防火墙双机", "Microsoft 365升级", "第二台NAS"],
             "licence key reference": ["PDF编辑器授权", "杀毒软件套装", "备份代理"]}
ZH_ID_WORD = {"helpdesk ticket": "工单", "invoice": "发票", "purchase order": "采购单",
              "vendor support case": "厂商支持工单", "RMA": "返修单", "case reference": "案件编号",
              "booking reference": "预约号", "quote number": "报价单号",
              "licence key reference": "授权编号"}
ZH_PORT_SVC = ["WireGuard入口", "旧的OpenVPN监听", "远程桌面网关", "NAS管理页面",
               "防火墙网页管理", "iSCSI目标", "打印机的原始打印端口", "LDAPS绑定", "计费系统的数据库",
               "监控代理", "WinRM的HTTPS", "SSL VPN门户", "IPsec的NAT穿越", "虚拟化控制台",
               "NAS上的SFTP"]
ZH_VER_PROD = ["FortiGate固件", "群晖DSM", "文档管理客户端", "计费软件", "WireGuard客户端",
               "Veeam代理", "NAS固件", "数据保留制度文件", "交换机固件", "PDF编辑器",
               "备份一体机系统", "电子取证工具", "语音听写软件", "所里的自带设备管理办法"]
ZH_MONEY_WHAT = ["Veeam续费", "明年的Microsoft 365席位", "UPS新电池组", "IT外包服务费",
                 "PDF编辑器授权", "渗透测试报价", "NAS替换硬盘", "防火墙维保合同", "网络保险免赔额",
                 "异地存储费", "会议室布线", "域名和证书续费", "听写软件授权", "电子取证托管费"]
ZH_DATE_EVENT = ["保险公司的安全审计", "季度恢复演练", "Veeam授权到期", "合伙人IT例会", "律协报备",
                 "防火墙维保到期", "磁带轮换取件", "文件服务器迁移", "全员改密码", "年度备份审计",
                 "外包合同续签", "VPN证书到期"]
ZH_DECISIONS = [
    ("把VPN换成WireGuard", "OpenVPN客户端老是断线"),
    ("旧NAS留作冷备", "保修还有一年"),
    ("Veeam一次续三年", "多年期折扣更大"),
    ("停用律师助理共用账号", "出了问题查不到是谁改的"),
    ("买翻新的扩展坞", "十月份预算被砍了"),
    ("恢复演练放在每月最后一个周日", "那天所里没人"),
    ("扫描仪改成扫描到文件夹", "邮件附件老是被退回"),
    ("先给合伙人强制开多因素认证", "合伙人最容易被钓鱼"),
    ("这个季度不升级防火墙", "更新说明里提到VPN有回退问题"),
    ("把计费服务器接到二号UPS上", "一号UPS快满载了"),
    ("取消传真转邮件服务", "只剩两个客户还在发传真"),
    ("发出去的U盘一律加密", "有个助理在地铁上丢了一个"),
    ("把文件服务器拆成两个共享", "一个共享里的权限太乱"),
    ("备份磁带改成每周轮换", "保险公司要求间隔更短"),
    ("律师助理对归档只给只读", "有人覆盖了已结案卷宗"),
    ("听写电脑继续用Win10 LTSC", "听写软件不支持Win11"),
    ("退掉第二条宽带", "今年只切换过一次"),
    ("把邮件归档迁到云上", "本地归档服务器快不行了"),
    ("打印机租约续签先缓一缓", "合伙人想先比价"),
]
ZH_CONSTRAINTS = [
    "客户文件绝不能放在个人设备上",
    "改动只能在下班后做",
    "开庭周不做任何变更",
    "不要用微信发密码",
    "域控只在周末重启",
    "删任何邮箱前先问合规",
    "私人手机不许连访客Wi-Fi",
    "已结案卷宗至少保存七年",
    "不给外包公司常驻管理员权限",
    "新软件只能由合伙人批准",
    "客户资料不得放进免费网盘",
    "动生产备份之前先做恢复测试",
    "防火墙日志永远不许关",
    "不打招呼不能远程合伙人的电脑",
    "厂商远程一律走跳板机",
    "前台电脑禁止插U盘",
    "没有工单不改防火墙规则",
]
ZH_QUESTIONS = [
    "已删除邮箱的保留期限",
    "网络保险是否赔付勒索赎金",
    "Windows Server CAL的授权费用",
    "NAS上的快照能保留多久",
    "律协规定是否允许云端电子取证",
    "我们防火墙最多支持多少WireGuard节点",
    "外包合同的提前通知期",
    "合伙人能不能用iPad看客户文件",
    "交换机的停止支持日期",
    "怎么向审计证明备份不可篡改",
    "听写录音算不算客户档案",
    "保险公司要求的恢复时间",
    "法院电子诉讼平台要求的加密标准",
    "新扫描仪要不要做个人信息影响评估",
    "旧PST文件最便宜的归档方式",
]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]


def ordinal(d):
    if 10 <= d % 100 <= 20:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


# ---------------------------------------------------------------- value makers
class Values:
    """Draws needle values; a value is refused when it overlaps (substring) an earlier one."""

    def __init__(self, rng, lang):
        self.rng, self.lang, self.taken, self.used = rng, lang, [], set()

    def ok(self, *needles):
        for n in needles:
            for t in self.taken:
                if n in t or t in n:
                    return False
        return len(needles) < 2 or (needles[0] not in needles[1] and needles[1] not in needles[0])

    def take(self, maker):
        for _ in range(400):
            v = maker()
            needles = v["needles"]
            if self.ok(*needles):
                self.taken.extend(needles)
                return v
        raise RuntimeError("pool exhausted")

    def pick(self, pool, tag):
        free = [p for p in pool if (tag, p) not in self.used]
        if not free:
            free = list(pool)
        p = self.rng.choice(free)
        self.used.add((tag, p))
        return p


def make_fact(vals, kind):
    r, zh = vals.rng, vals.lang == "zh"
    if kind == "name":
        def m():
            if zh:
                n = r.choice(ZH_SURNAMES) + r.choice(ZH_GIVEN)
                return {"needles": [n], "name": n, "role": vals.pick(ZH_ROLES, "role")}
            if r.random() < 0.2:
                n = r.choice(EN_FIRST)
            else:
                n = r.choice(EN_FIRST) + " " + r.choice(EN_LAST)
            return {"needles": [n], "name": n, "role": vals.pick(EN_ROLES, "role")}
        return vals.take(m)
    if kind == "command":
        def m():
            c = r.choice(COMMANDS)
            return {"needles": [c], "cmd": c,
                    "purpose": r.choice(ZH_CMD_PURPOSE if zh else EN_CMD_PURPOSE)}
        return vals.take(m)
    if kind == "id":
        def m():
            fmt, what = r.choice(ID_FORMATS)
            s = fmt
            for tok, k in (("{n6}", 6), ("{n5}", 5), ("{n4}", 4), ("{n2}", 2)):
                while tok in s:
                    s = s.replace(tok, "".join(r.choice("0123456789") for _ in range(k)), 1)
            while "{L}" in s:
                s = s.replace("{L}", r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ"), 1)
            ctx = r.choice((ZH_ID_CTX if zh else EN_ID_CTX)[what])
            return {"needles": [s], "id": s, "what": ZH_ID_WORD[what] if zh else what, "ctx": ctx}
        return vals.take(m)
    if kind == "port":
        def m():
            i = vals.pick(range(len(PORT_BY_SVC)), "svc")
            p = r.choice(PORT_BY_SVC[i])
            proto = "udp" if i in (0, 1, 12) else "tcp"
            if r.random() < 0.4:
                proto = proto.upper()
            return {"needles": [p], "port": p, "svc": (ZH_PORT_SVC if zh else EN_PORT_SVC)[i],
                    "proto": proto}
        return vals.take(m)
    if kind == "version":
        def m():
            a, b, c = r.randint(1, 24), r.randint(0, 19), r.randint(0, 40)
            style = r.randrange(7)
            if style == 0:
                v = "%d.%d.%d" % (a, b, c)
            elif style == 1:
                v = "v%d.%d.%d" % (a, b, c)
            elif style == 2:
                v = "%d.%d.%d-%d" % (r.randint(6, 7), b, c, r.randint(60000, 72999))
            elif style == 3:
                v = "%d.%d build %d" % (a, b, r.randint(1000, 9999))
            elif style == 4:
                v = "%d.%d.%d-hotfix%d" % (a, b, c, r.randint(1, 9))
            elif style == 5:
                v = "R%d.%d" % (r.randint(70, 89), r.randint(10, 99))
            else:
                v = "%d.%d" % (r.randint(2, 12), r.randint(1, 9)) if zh or r.random() < .5 else \
                    "v%d.%d" % (r.randint(2, 12), r.randint(1, 9))
            return {"needles": [v], "ver": v,
                    "prod": vals.pick(ZH_VER_PROD if zh else EN_VER_PROD, "prod")}
        return vals.take(m)
    if kind == "money":
        def m():
            amt = r.choice([r.randint(40, 999), r.randint(1000, 19999), r.randint(100, 9999) * 10])
            if zh:
                amt = r.choice([r.randint(800, 9999), r.randint(100, 9999) * 10, r.randint(12, 99) * 1000])
            commas = "{:,}".format(amt)
            if zh:
                style = r.randrange(5)
                s = ["%d元" % amt, "¥" + commas, commas + "元", "人民币%s元" % commas,
                     "%d块" % amt][style]
            else:
                style = r.randrange(6)
                cents = "%02d" % r.choice([0, 50, 99, 25, 40])
                s = ["$" + commas, "$%s.%s" % (commas, cents), "€" + commas, "£" + commas,
                     "USD " + commas, "$" + commas][style]
            return {"needles": [s], "money": s,
                    "what": vals.pick(ZH_MONEY_WHAT if zh else EN_MONEY_WHAT, "money")}
        return vals.take(m)
    if kind == "date":
        def m():
            mo, d = r.randint(1, 12), r.randint(1, 28)
            if zh:
                style = r.randrange(5)
                s = ["%d月%d日" % (mo, d), "%d月%d号" % (mo, d), "2027年%d月%d日" % (mo, d),
                     "%d月%d日" % (mo, d), "%d月%d日前" % (mo, d)][style]
            else:
                style = r.randrange(7)
                s = ["%s %d" % (MONTHS[mo - 1], d), "%02d/%02d" % (d, mo),
                     "next %s the %s" % (r.choice(WEEKDAYS), ordinal(d)),
                     "%s %s" % (MON3[mo - 1], ordinal(d)), "the %s of %s" % (ordinal(d), MONTHS[mo - 1]),
                     "2027-%02d-%02d" % (mo, d), "%s %d %s" % (r.choice(WEEKDAYS), d, MONTHS[mo - 1])][style]
            return {"needles": [s], "date": s,
                    "event": vals.pick(ZH_DATE_EVENT if zh else EN_DATE_EVENT, "event")}
        return vals.take(m)
    if kind == "decision":
        def m():
            c, why = vals.pick(ZH_DECISIONS if zh else EN_DECISIONS, "dec")
            return {"needles": [c, why], "choice": c, "why": why}
        return vals.take(m)
    if kind == "constraint":
        def m():
            c = vals.pick(ZH_CONSTRAINTS if zh else EN_CONSTRAINTS, "con")
            return {"needles": [c], "rule": c}
        return vals.take(m)
    if kind == "question":
        def m():
            q = vals.pick(ZH_QUESTIONS if zh else EN_QUESTIONS, "q")
            return {"needles": [q], "q": q}
        return vals.take(m)
    raise ValueError(kind)


# ---------------------------------------------------------------- fact sentences
# user templates (>= 6 per kind) and assistant templates, English
EN_USER_T = {
    "name": [
        "For your records: {name} is {role}, so anything from them is legitimate.",
        "Please note that {name} ({role}) will be copied on the audit emails from now on.",
        "I had a call with {name} — {role} — this morning, very pleasant, slightly alarming.",
        "If {name} rings about access, that's {role}; treat it as routine.",
        "{name} is {role}. I mention it because they will be asking you things via me.",
        "You may see the name {name} in the ticket exports; that's {role}.",
        "Reminder to self as much as to you: {name}, {role}, prefers phone over email.",
    ],
    "command": [
        "Last night I ran `{cmd}` {purpose} and the output looked sane.",
        "The MSP told me to run {cmd} {purpose}. Does that seem reasonable to you?",
        "I keep having to type `{cmd}` {purpose}; I should really script it.",
        "For the runbook, the command is: {cmd} ({purpose}).",
        "I ran {cmd} {purpose} — see below for what came back.",
        "Noting that `{cmd}` is what I use {purpose}, in case I'm hit by a bus.",
        "Tried `{cmd}` {purpose}, it hung for a minute then finished.",
    ],
    "id": [
        "The {what} for {ctx} is {id}, please keep that handy.",
        "I've logged it: {id} is the {what} for {ctx}.",
        "Reference {id} ({what}) — that's {ctx}.",
        "They finally gave me a {what} number for {ctx}: {id}.",
        "Quoting {id} on everything relating to {ctx}, as they asked.",
        "{ctx} now has a {what}, {id}. Took three phone calls.",
    ],
    "port": [
        "{svc} is listening on {port}/{proto}, not the default.",
        "I moved {svc} to port {port} last week.",
        "The firewall rule for {svc} allows {port} inbound, nothing else.",
        "Note: {svc} uses {port} ({proto}). The MSP keeps forgetting this.",
        "If you ever need to test {svc}, it's on {port}.",
        "We changed {svc} so it answers on {port} — the old port is closed.",
        "Port {port} is {svc}; please don't let me close it by accident.",
    ],
    "version": [
        "{prod} is on {ver} now, I updated it on Tuesday evening.",
        "We are running {ver} of {prod}, for the asset register.",
        "The vendor says {prod} needs to be at least {ver} for support.",
        "I checked: {prod} reports {ver}.",
        "{prod}: version {ver}. Do not let anyone 'helpfully' upgrade it.",
        "Updated {prod} to {ver}, no complaints so far (touch wood).",
    ],
    "money": [
        "The quote for {what} came in at {money}.",
        "{what} will cost us {money}, which I need to justify to the partners.",
        "I paid {money} for {what} on the firm card.",
        "Accounts want to know why {what} is {money} this year.",
        "Budget line for {what}: {money}, excluding VAT I think.",
        "{money} for {what}. Honestly.",
        "We were invoiced {money} for {what} — please remember that number.",
    ],
    "date": [
        "{event} is on {date}, so I have to be ready before then.",
        "Please remember: {event} — {date}.",
        "They've moved {event} to {date}, which is annoying.",
        "I've been told {event} falls on {date}.",
        "Deadline for {event}: {date}. No extensions, apparently.",
        "Can we plan backwards from {date}? That's {event}.",
        "{event} got confirmed for {date} this morning.",
    ],
    "decision": [
        "I've decided to {choice}, because {why}.",
        "After some thought: we will {choice}. The reason is that {why}.",
        "Final answer from me — {choice}; {why}, and I'm tired of it.",
        "The partners agreed with me to {choice} since {why}.",
        "Decision made: {choice}. Why? Because {why}.",
        "I'm going to {choice}. Simple reason: {why}.",
        "We'll {choice} — {why}, so there is no point waiting.",
    ],
    "constraint": [
        "Standing rule, please remember it: {rule}.",
        "Firm policy, non-negotiable: {rule}.",
        "The partners reminded everyone again today — {rule}.",
        "Please bear in mind that we {rule}; it's in the engagement letters too.",
        "One rule I need you to respect in every suggestion: {rule}.",
        "For anything you draft for me: {rule}. No exceptions.",
        "I'll say it once more for the record: {rule}.",
    ],
    "question": [
        "Something I keep meaning to look into: {q}. Don't answer now, I want to ask the insurer first.",
        "Open question for later — {q}? I'll come back to it.",
        "Note for my list, not for now: {q}.",
        "I genuinely don't know {q}. Park it, please; I'll raise it at the partners' meeting.",
        "Still unresolved on my side: {q}. Let's not go down that path today.",
        "Could you remind me at some point that I need to find out {q}? Not urgent.",
    ],
}
EN_ASSIST_T = {
    "name": ["From the signature block, {name} is {role}; I'd copy them in on the reply.",
             "The email was sent by {name}, who signs as {role}.",
             "The contact named on the renewal is {name}, {role}."],
    "command": ["I'd run `{cmd}` {purpose} and send me the first lines of output.",
                "A safe check here is `{cmd}` {purpose}; it changes nothing.",
                "Try this {purpose}:\n\n    {cmd}\n\nIt is read-only."],
    "id": ["The export you pasted earlier lists {ctx} under {what} {id}.",
           "I'd quote {id} when you chase them — that's the {what} for {ctx}.",
           "For {ctx} the vendor's {what} is {id}."],
    "port": ["Per the config you shared, {svc} listens on {port}/{proto}.",
             "The scan shows {svc} answering on {port}.",
             "You'd need to allow {port} ({proto}) for {svc}."],
    "version": ["The banner reports {prod} at {ver}.",
                "The release notes say {prod} {ver} fixes the bug you hit.",
                "According to the asset list, {prod} is on {ver}."],
    "money": ["Adding it up, {what} comes to {money}.",
              "The PDF invoice shows {money} for {what}.",
              "The renewal notice quotes {money} for {what}."],
    "date": ["The contract text says {event} is due {date}.",
             "According to the letter, {event} is set for {date}.",
             "I make {event} fall on {date}."],
    "decision": ["To confirm what you said on the phone: we {choice}, since {why}.",
                 "Recording your call then — {choice}, because {why}."],
    "constraint": ["The policy you attached says, word for word: {rule}.",
                   "Section 4 of the handbook states that staff {rule}."],
}

ZH_USER_T = {
    "name": [
        "备注一下：{name}是{role}，以后对方发来的请求都是正常的。",
        "请记一下，{name}（{role}）以后审计邮件都要抄送。",
        "今天早上和{name}通了电话，就是{role}，人很客气，说的事有点吓人。",
        "如果{name}打电话来要权限，那是{role}，按正常流程办就行。",
        "{name}是{role}。提这个是因为以后会通过我来问你一些事。",
        "工单导出里你会看到{name}这个名字，是{role}。",
        "顺便记下：{name}，{role}，比起邮件更喜欢打电话。",
    ],
    "command": [
        "昨晚{purpose}跑了 `{cmd}`，输出看着没问题。",
        "外包那边让我{purpose}执行 {cmd}，你觉得靠谱吗？",
        "我老是要手敲 `{cmd}`（{purpose}），真该写成脚本了。",
        "写进运维手册：命令是 {cmd}，用途是{purpose}。",
        "{purpose}我执行了 {cmd}，结果贴在下面。",
        "记一下，我平时{purpose}用的是 `{cmd}`，万一我哪天不在呢。",
        "试了一下 `{cmd}`（{purpose}），卡了一分钟才跑完。",
    ],
    "id": [
        "{ctx}的{what}是{id}，请记着。",
        "已经登记了：{id}是{ctx}的{what}。",
        "编号{id}（{what}），对应{ctx}。",
        "他们终于给{ctx}开了{what}：{id}。",
        "按他们的要求，凡是{ctx}相关的都要写上{id}。",
        "{ctx}现在有{what}了，{id}，打了三个电话才要到。",
    ],
    "port": [
        "{svc}监听的是{port}/{proto}，不是默认端口。",
        "上周我把{svc}改到了{port}端口。",
        "防火墙上{svc}的规则只放行{port}入站，别的都不开。",
        "注意：{svc}用的是{port}（{proto}），外包老是忘。",
        "以后要测{svc}的话，端口是{port}。",
        "{svc}现在走{port}了，旧端口已经关掉。",
        "{port}端口是{svc}，千万别让我手滑关了。",
    ],
    "version": [
        "{prod}现在是{ver}，周二晚上升级的。",
        "资产登记用：{prod}的版本是{ver}。",
        "厂商说{prod}至少要{ver}才给技术支持。",
        "我查了一下，{prod}显示的是{ver}。",
        "{prod}：版本{ver}。谁也别“好心”去升级它。",
        "{prod}已经升到{ver}，目前没人抱怨（希望别出事）。",
    ],
    "money": [
        "{what}的报价出来了，{money}。",
        "{what}要花{money}，我得跟合伙人解释清楚。",
        "{what}我用所里的卡付了{money}。",
        "财务问我为什么今年{what}要{money}。",
        "预算表里{what}这一项：{money}，好像不含税。",
        "{what}居然要{money}，真是的。",
        "{what}开票金额是{money}，这个数请记住。",
    ],
    "date": [
        "{event}定在{date}，我得在那之前准备好。",
        "请记住：{event}——{date}。",
        "他们把{event}改到了{date}，挺烦的。",
        "刚被通知，{event}是{date}。",
        "{event}的截止时间：{date}，据说不能延期。",
        "能不能从{date}往回排计划？那天是{event}。",
        "今天上午确认了，{event}在{date}。",
    ],
    "decision": [
        "我决定{choice}，因为{why}。",
        "想了想，我们还是{choice}，原因是{why}。",
        "我拍板了：{choice}；{why}，实在受够了。",
        "合伙人同意了我的方案，{choice}，因为{why}。",
        "决定：{choice}。为什么？{why}。",
        "就这么定了，{choice}，理由很简单：{why}。",
    ],
    "constraint": [
        "一条长期规定，请记住：{rule}。",
        "所里的硬性规定：{rule}。",
        "合伙人今天又强调了一遍——{rule}。",
        "请注意，{rule}，委托协议里也写了。",
        "你给我出的任何方案都必须遵守这一条：{rule}。",
        "凡是你帮我起草的东西：{rule}，没有例外。",
    ],
    "question": [
        "有件事一直想查：{q}。先别回答，我想先问问保险公司。",
        "留个问题以后再说——{q}？我回头再来。",
        "记在我的清单上，不急：{q}。",
        "说实话我不清楚{q}，这个先放着吧，我在合伙人会上提。",
        "我这边还没搞清楚的：{q}。今天先不展开。",
        "哪天提醒我一下，要去弄清楚{q}。不着急。",
    ],
}
ZH_ASSIST_T = {
    "name": ["从签名看，{name}是{role}，回复时建议抄送对方。",
             "这封邮件是{name}发的，落款是{role}。",
             "续费单上的联系人是{name}，{role}。"],
    "command": ["建议{purpose}先跑 `{cmd}`，把前几行输出发给我。",
                "这里可以安全地执行 `{cmd}`（{purpose}），它不会改任何东西。",
                "{purpose}可以试这个：\n\n    {cmd}\n\n只读，不会改配置。"],
    "id": ["你之前贴的导出里，{ctx}对应的{what}是{id}。",
           "催他们的时候引用{id}，那是{ctx}的{what}。",
           "{ctx}在厂商那边的{what}是{id}。"],
    "port": ["按你发的配置，{svc}监听在{port}/{proto}。",
             "扫描结果显示{svc}在{port}上有响应。",
             "{svc}需要放行{port}（{proto}）。"],
    "version": ["横幅信息显示{prod}是{ver}。",
                "发行说明里说{prod} {ver}修复了你遇到的那个bug。",
                "按资产清单，{prod}是{ver}。"],
    "money": ["算下来，{what}一共是{money}。",
              "PDF发票上{what}的金额是{money}。",
              "续费通知里{what}报的是{money}。"],
    "date": ["合同里写的是{event}在{date}。",
             "按那封函件，{event}定在{date}。",
             "我算了一下，{event}应该是{date}。"],
    "decision": ["确认一下你电话里说的：{choice}，因为{why}。",
                 "那我记下你的决定——{choice}，原因是{why}。"],
    "constraint": ["你附的制度原文是这么写的：{rule}。",
                   "员工手册第四条规定：{rule}。"],
}


def fact_sentence(rng, lang, fact, role):
    table = (ZH_USER_T if lang == "zh" else EN_USER_T) if role == "user" else \
        (ZH_ASSIST_T if lang == "zh" else EN_ASSIST_T)
    t = rng.choice(table[fact["kind"]])
    s = t.format(**fact)
    if s[:1].islower() and lang == "en":
        # keep needles verbatim: only capitalise when the first word is not a needle
        first = s.split(" ")[0]
        if not any(first in n and s.startswith(n) for n in fact["needles"]):
            s = s[0].upper() + s[1:]
    return s


# ---------------------------------------------------------------- filler, English
EN_OPEN = ["Good morning.", "Hello again,", "Hi —", "Apologies for the delay in coming back to you.",
           "Right, next thing.", "One more, sorry.", "Back from the partners' meeting.",
           "Quick one before I forget:", "Afternoon.", "Ok.", "Thank you for the last answer.",
           "I hope this is clear enough, I am typing between two calls.", "", "", ""]
EN_CLOSE = ["Thanks in advance.", "Kind regards, though I suppose you don't need the sign-off.",
            "Let me know if anything is unclear.", "That's all for now.", "Thank you.",
            "More later.", "", "", "", "Sorry for the wall of text."]
EN_CHAT = [
    "The coffee machine on the second floor has died again, so if my messages read slightly unhinged, that is why.",
    "Could you rephrase your last answer for a non-technical audience? The partners glaze over when I say 'subnet'.",
    "Thank you, that was genuinely helpful. I've printed it for the IT binder, which nobody but me reads.",
    "I've been asked, again, whether 'the cloud' is safe. I need a two-sentence answer I can say with a straight face.",
    "It's raining, the scanner is jamming and one of the associates has asked me to 'make Outlook faster'. Standard Tuesday.",
    "Can you draft a polite reminder to all staff about locking their screens? Not preachy, please. They respond badly to preachy.",
    "I'm tempted to write a wiki for the firm but I know I'll be the only one who updates it.",
    "Please make the next answer shorter — I'm reading it on my phone in the corridor outside court.",
    "Honestly I'm exhausted. Month end, audit prep and a printer that thinks it's a modem.",
    "Can you suggest a sensible structure for a one-page IT incident report? Something the partners will actually read.",
    "The new intern asked what a VLAN is and I found myself drawing on a napkin. Is there a good plain analogy?",
    "I have twenty minutes before the next meeting. Let's do something small and useful.",
    "Do you think I'm overreacting about the guest Wi-Fi? Be honest.",
    "Tidying up the shared drive today. It's like an archaeological dig; I found a folder called 'NEW NEW final (2)'.",
    "Just a sanity check from me: I've written the change plan in the usual template, nothing unusual in it.",
    "Thanks. I'll take that to the partners and see what they say. They'll ask about cost first, obviously.",
    "Can you give me a checklist for onboarding a new starter? Laptop, accounts, door fob, the lot.",
    "I'm writing the monthly IT note for the partners. Three bullets max, otherwise they won't read it.",
    "What's a polite way to tell a partner that 'password1!' is not acceptable, even with the exclamation mark?",
    "Slow afternoon for once. Let's review where we are on the open items.",
    "Could you help me word an email to the landlord about the comms room air conditioning? It hit 31 degrees yesterday.",
    "Sorry, I went off to deal with a paper jam and lost my train of thought. Where were we?",
]
EN_EMAIL_INTROS = ["Here's the email I got, quoted:", "Pasting the thread so you have context:",
                   "See below — this arrived overnight:", "Forwarding what they wrote:"]
EN_EMAIL_BODIES = [
    ["Dear Sir/Madam,", "Further to our conversation, please find attached the revised schedule.",
     "Kindly confirm receipt at your earliest convenience.", "Best regards,", "Accounts Team"],
    ["Hi,", "The nightly job reported a warning again. Nothing failed, but the job took longer than usual.",
     "Might be worth a look when you have a moment.", "Thanks,", "Monitoring"],
    ["Hello,", "We are updating our records ahead of renewal. Could you confirm the number of seats",
     "currently in use and the billing contact?", "Kind regards,", "Renewals desk"],
    ["All,", "Reminder that the office will close early on Friday. Please make sure your laptops",
     "are taken home or locked in the cabinet.", "Thanks,", "Front desk"],
    ["Hi there,", "Our engineer will need access to the comms room and a desk for about two hours.",
     "Please let us know a convenient slot.", "Regards,", "Service scheduling"],
]
EN_LOG_SOURCES = [("Microsoft-Windows-SMBServer", "1020", "File system operation took longer than expected."),
                  ("Microsoft-Windows-Backup", "517", "Backup operation completed with warnings."),
                  ("Service Control Manager", "7031", "The Print Spooler service terminated unexpectedly."),
                  ("Microsoft-Windows-Security-Auditing", "4740", "A user account was locked out."),
                  ("Microsoft-Windows-Time-Service", "129", "NtpClient was unable to set a domain peer."),
                  ("disk", "153", "The IO operation at logical block address was retried."),
                  ("Microsoft-Windows-GroupPolicy", "1129", "Processing of Group Policy failed."),
                  ("VSS", "8193", "Volume Shadow Copy Service error: unexpected error calling routine.")]
EN_TICKET_SUBJ = ["Outlook keeps asking for password", "Scanner emails arrive empty",
                  "Cannot map shared drive from home", "Dual monitor flicker", "Teams audio echo",
                  "Request: access to archive folder", "Laptop fan very loud", "Printer offline (2nd floor)",
                  "Phone handset not ringing", "Calendar invites missing", "VPN slow in the evenings",
                  "Word crashes when opening large bundles"]
EN_ASSIST_OPEN = ["Understood.", "Thanks, that helps.", "Got it.", "That makes sense.",
                  "Right — noted.", "Thank you for the detail.", "Good, that's clear.",
                  "Happy to help with that.", "OK, let's work through it."]
EN_ADVICE = [
    "The safest order of operations is to snapshot first, change second and verify third. If the verification step is awkward to do after hours, write down in advance exactly what 'good' looks like, so you are not improvising at ten at night.",
    "For the partners, I would frame it in terms of risk and time rather than technology: what could go wrong, how long it would take to recover, and what it costs to reduce that. They tend to respond well to a simple table with three options.",
    "It is worth keeping a short change log, even if it is only a shared document with date, what changed, why and how to roll back. When an auditor asks, that log is usually the first thing they want to see.",
    "On the backup side, the key thing is not that the job shows green but that you can restore from it. A restore test of a single matter folder every month is cheap and gives you evidence you can show the insurer.",
    "I would avoid changing two things at once. If the VPN and the firewall both change in the same evening and something breaks, you will not know which one to roll back.",
    "For the user-facing part, a short note sent the day before works better than a long one sent a week before. People read the short one, and the timing means they remember it.",
    "Permissions are easier to reason about when they are granted to groups rather than individuals. It is more work up front, but when someone leaves you remove them from the group and you are done.",
    "If the vendor is slow to respond, a polite follow-up that restates the impact in one sentence usually moves things along. Escalation paths are often in the support contract, which is worth a quick look.",
    "Document the current state before you touch anything: a screenshot of the settings page or an export of the configuration. It costs two minutes and saves hours if you need to undo.",
    "Where licences are concerned, it helps to reconcile the number of seats you pay for against the number of active accounts. Firms your size often pay for a handful of leavers every year.",
    "With event logs, one warning is rarely meaningful on its own. What matters is the pattern: does it happen at the same time every night, does it coincide with the backup window, does it increase over time?",
    "When explaining this to non-technical colleagues, an analogy helps: the file server is the filing room, permissions are the keys, and the backup is the copy kept in another building.",
]
EN_BULLETS = [["confirm you have a current backup", "note the current settings", "make the change",
               "test from a normal user account", "write it up in the change log"],
              ["who is affected", "when it happens", "what they need to do", "who to contact if it goes wrong"],
              ["check the job history", "restore one folder to a scratch location", "compare file counts",
               "record the result with a screenshot"],
              ["list active accounts", "compare against the seat count", "flag leavers",
               "ask accounts for the renewal terms"]]
EN_ASSIST_CLOSE = ["Would you like me to turn that into a checklist?", "Shall I draft the email?",
                   "Let me know how it goes.", "If you paste the output, I'll go through it with you.",
                   "Happy to adjust the wording for the partners.", "", ""]
EN_Q_ACK = ["Understood — I'll leave that open until you've spoken to them.",
            "Noted as an open item; I won't guess at it.", "Fine, parked for now."]

# ---------------------------------------------------------------- filler, Chinese
ZH_OPEN = ["早上好。", "你好，", "又来打扰了——", "抱歉回复晚了。", "好，下一件事。", "再补充一点，不好意思。",
           "刚开完合伙人会回来。", "趁我还记得：", "下午好。", "好的。", "谢谢你上一条的回答。",
           "我在两个电话中间打字，可能有点乱。", "", "", ""]
ZH_CLOSE = ["先谢谢了。", "有不清楚的地方请告诉我。", "暂时就这些。", "谢谢。", "晚点再聊。", "",
            "", "", "不好意思写了这么多。"]
ZH_CHAT = [
    "二楼的咖啡机又坏了，所以我今天说话要是有点暴躁，请见谅。",
    "能不能把你上一条回答改成不懂技术的人也能看懂的版本？合伙人一听到“子网”就走神。",
    "谢谢，这个真的有用。我打印出来放进IT文件夹了，虽然除了我没人看。",
    "又有人问我“云”到底安不安全。我需要一个两句话、能一本正经说出口的回答。",
    "下雨，扫描仪卡纸，还有个律师让我“把Outlook弄快一点”。标准的周二。",
    "能帮我写一个提醒全员锁屏的通知吗？别太说教，大家对说教很反感。",
    "我很想给所里搞个知识库，但我知道最后只有我一个人会更新。",
    "下一条回答短一点吧，我在法院走廊里用手机看。",
    "说实话我累坏了。月底结账、准备审计，还有一台以为自己是路由器的打印机。",
    "能不能建议一个一页纸的IT事件报告结构？要合伙人真的会看的那种。",
    "新来的实习生问我VLAN是什么，我在餐巾纸上画了半天。有没有好懂的比喻？",
    "下个会之前我还有二十分钟，做点小而有用的事吧。",
    "你觉得我对访客Wi-Fi是不是太紧张了？说实话。",
    "今天在整理共享盘，跟考古一样，翻出一个叫“最新最终版（2）”的文件夹。",
    "确认一下：变更计划我按老模板写好了，没什么特别的。",
    "谢谢，我拿去给合伙人看看。他们肯定先问多少钱。",
    "能给我一个新员工入职清单吗？电脑、账号、门禁卡，全部的那种。",
    "我在写给合伙人的月度IT简报，最多三条，不然没人看。",
    "怎么委婉地告诉一位合伙人，“password1!”就算加了感叹号也不行？",
    "难得下午不忙，我们把未完成的事项过一遍吧。",
    "能帮我给物业写封邮件说机房空调的事吗？昨天机房到了31度。",
    "抱歉，刚去处理卡纸，思路断了。我们说到哪了？",
]
ZH_EMAIL_INTROS = ["这是我收到的邮件，引用如下：", "把邮件往来贴过来，方便你了解情况：",
                   "见下——昨晚收到的：", "转一下他们写的："]
ZH_EMAIL_BODIES = [
    ["您好，", "根据我们之前的沟通，附件是修改后的时间表。", "请收到后回复确认。", "此致", "财务部"],
    ["你好，", "夜间任务又报了警告，没有失败，但比平时慢了不少。", "有空的时候可以看看。", "谢谢", "监控系统"],
    ["您好，", "续约前我们在更新档案，请确认目前使用的席位数和开票联系人。", "谢谢", "续约服务台"],
    ["各位，", "提醒一下本周五提前下班，请把笔记本带回家或锁进柜子。", "谢谢", "前台"],
    ["您好，", "我们的工程师需要进机房，并借用一张桌子大约两小时。", "请告知方便的时间。", "此致", "服务调度"],
]
ZH_TICKET_SUBJ = ["Outlook一直要求输入密码", "扫描件发出来是空的", "在家映射不了共享盘", "双屏闪烁",
                  "Teams有回音", "申请归档文件夹权限", "笔记本风扇很响", "二楼打印机脱机", "座机不响铃",
                  "日历邀请丢失", "晚上VPN很慢", "打开大卷宗时Word崩溃"]
ZH_ASSIST_OPEN = ["明白。", "谢谢，这个信息很有用。", "收到。", "有道理。", "好的，记下了。",
                  "谢谢你说得这么详细。", "清楚了。", "乐意帮忙。", "好，我们一步步来。"]
ZH_ADVICE = [
    "最稳妥的顺序是先做快照，再改，再验证。如果下班后验证不方便，最好提前写清楚“正常”是什么样子，免得晚上十点临场发挥。",
    "跟合伙人汇报时，建议从风险和时间讲，而不是讲技术：可能出什么问题、恢复要多久、降低风险要花多少钱。给他们一个三选一的小表格，效果通常最好。",
    "哪怕只是一个共享文档，也值得记一份简单的变更日志：日期、改了什么、为什么改、怎么回滚。审计来的时候，他们第一个要看的往往就是这个。",
    "备份这块，关键不是任务显示绿色，而是真能恢复。每月恢复一个案卷文件夹做测试，成本很低，还能拿给保险公司当证据。",
    "尽量不要同时改两样东西。如果同一个晚上VPN和防火墙都动了，出了问题你不知道该回滚哪个。",
    "面向同事的通知，前一天发一条短的，比提前一周发一条长的效果好。短的有人看，时间近也记得住。",
    "权限按组授权比按人授权好管理得多。前期麻烦一点，但有人离职时把他从组里移出来就行了。",
    "如果厂商回复慢，礼貌地跟进一次，用一句话重申影响，通常就能推动。升级渠道一般写在支持合同里，值得翻一下。",
    "动手之前先记录现状：设置页面截个图，或者导出一份配置。只要两分钟，需要回退时能省好几个小时。",
    "授权方面，建议把付费席位数和实际活跃账号数对一下。你们这种规模的律所，每年往往都在为几个已离职的人付费。",
    "事件日志里单独一条警告通常说明不了什么，要看规律：是不是每晚同一时间出现、是不是和备份窗口重合、是不是越来越多。",
    "给不懂技术的同事解释时，可以打个比方：文件服务器是档案室，权限是钥匙，备份是放在另一栋楼里的副本。",
]
ZH_BULLETS = [["确认有最新备份", "记录当前设置", "做变更", "用普通用户账号测试", "写进变更日志"],
              ["影响到谁", "什么时候", "他们需要做什么", "出问题找谁"],
              ["查看任务历史", "把一个文件夹恢复到临时位置", "核对文件数量", "截图记录结果"],
              ["列出活跃账号", "和席位数对比", "标出离职人员", "向财务要续费条款"]]
ZH_ASSIST_CLOSE = ["要不要我整理成清单？", "需要我起草邮件吗？", "有结果告诉我。",
                   "把输出贴过来，我们一起看。", "措辞可以按合伙人的习惯再调。", "", ""]
ZH_Q_ACK = ["明白，等你问过之后再说，这个先挂着。", "记为待办问题，我不乱猜。", "好，先放一放。"]


EN_CHAT += [
    "Small victory: the partner who refused to use the password manager has now asked me how to share a vault. I may frame the email.",
    "I'd like to write a short 'what to do if you click a dodgy link' card for every desk. Can you help me keep it under 80 words?",
    "Right, lunch. Back in half an hour, assuming nobody locks themselves out in the meantime.",
    "Would you mind explaining the difference between a snapshot and a backup again? I need to say it to the auditor without waffling.",
    "The lift is out of order and the replacement toner weighs a ton. Anyway. Where were we on the list?",
    "Can you turn my notes from this morning into something that reads like a plan rather than a panic?",
    "I think I need a calendar of recurring IT chores: monthly, quarterly, annually. Could you sketch one?",
    "The partners want a 'one slide' on cyber risk for the management meeting. One slide. For the whole of cyber risk.",
    "Reception says the door entry system beeps twice now instead of once. I'm choosing to ignore that today.",
    "How would you phrase a request to the MSP for a quarterly report without sounding like I'm accusing them of anything?",
    "Quick sanity check on tone: is 'as previously advised' too passive-aggressive for an internal email?",
    "I've blocked out Thursday afternoon for documentation. Please hold me to it.",
]
ZH_CHAT += [
    "小胜利一件：那位死活不用密码管理器的合伙人，今天居然来问我怎么共享密码库。我想把这封邮件裱起来。",
    "我想给每张桌子放一张“点了可疑链接怎么办”的小卡片，能帮我控制在一百字以内吗？",
    "好了，去吃午饭，半小时后回来，希望这期间没人把自己锁在外面。",
    "能再解释一下快照和备份的区别吗？我要跟审计讲，不想啰嗦。",
    "电梯坏了，新硒鼓重得要命。算了，我们清单上说到哪了？",
    "能把我今天上午的笔记整理成像计划、而不是像惊慌失措的东西吗？",
    "我觉得需要一个IT例行工作日历：每月、每季度、每年。能帮我起个草吗？",
    "合伙人要一页PPT讲网络安全风险。一页，讲全部的网络风险。",
    "前台说门禁现在响两声而不是一声。今天我选择假装没听到。",
    "怎么跟外包公司要季度报告，又不显得像在指责他们？",
    "帮我看看语气：“如前所述”用在内部邮件里会不会太阴阳怪气？",
    "我把周四下午留出来写文档了，请监督我。",
]
EN_ADVICE += [
    "If the change can wait until the evening, let it. Most of the risk in a small office comes from doing something quickly at two in the afternoon while people are mid-document.",
    "A simple naming convention for tickets and folders pays for itself quickly. When everything follows the same pattern, searching the exports becomes trivial.",
    "It's reasonable to ask the vendor for the exact steps they plan to take before they connect. A short written plan also protects you if something goes wrong.",
    "For audit evidence, dated screenshots and exported reports are usually enough. You don't need a fancy tool, you need a folder where they all live.",
    "Consider sending the partners a one-paragraph summary after each change window. It builds trust, and it means nobody is surprised on Monday morning.",
]
ZH_ADVICE += [
    "能等到晚上做的变更就等到晚上。小办公室的大部分风险，来自下午两点大家正写文书时匆忙动手。",
    "工单和文件夹用统一的命名规则，很快就能回本。格式一致，搜索导出记录就很容易。",
    "让厂商在连进来之前先写清楚具体步骤，这个要求很合理。有书面计划，出了事也能保护你。",
    "审计证据一般有带日期的截图和导出的报告就够了。不需要花哨的工具，只需要一个集中存放的文件夹。",
    "每次变更窗口结束后，可以给合伙人发一段简短总结。既能建立信任，周一早上也不会有人被吓一跳。",
]
REACT = {
    "en": {
        "name": ["Thanks, I'll keep that in mind when their name comes up.", "Good to know who's who — it helps when requests come in second-hand."],
        "command": ["That command is read-only, so it's fine to run during the day.", "Worth saving that in the runbook with a one-line comment on what 'normal' output looks like."],
        "id": ["I'd keep the reference in the subject line of every follow-up; it saves them searching.", "Good — having the reference makes chasing much easier."],
        "port": ["Non-default ports won't stop a determined attacker, but they do cut down the noise in the logs.", "Make sure the firewall documentation matches, so the next person doesn't close it."],
        "version": ["I'd note the date of the update next to the version in the asset register.", "Before any further upgrade, it's worth reading the known-issues section of the release notes."],
        "money": ["For the partners, I'd put that figure next to what an outage of a day would cost the firm.", "It may be worth asking for a multi-year price, just to have the comparison."],
        "date": ["Working backwards, I'd aim to have everything ready a week before, so there's slack.", "I'd put a reminder in the shared calendar two weeks ahead."],
        "decision": ["That seems a sound call given the circumstances.", "Reasonable. I'd write a short note explaining it, so the reasoning survives."],
        "constraint": ["Understood — I'll keep every suggestion within that rule.", "Noted; that rule will shape what I suggest from here on."],
    },
    "zh": {
        "name": ["好的，以后提到这个人我就知道是谁了。", "知道谁是谁很有帮助，转手来的请求就好判断了。"],
        "command": ["这个命令是只读的，白天跑也没问题。", "建议存进运维手册，再加一行说明正常输出长什么样。"],
        "id": ["以后跟进邮件的标题里都带上这个编号，省得他们去查。", "好，有编号催起来就方便多了。"],
        "port": ["非默认端口挡不住真正的攻击者，但能减少日志里的噪音。", "记得把防火墙文档也同步，免得下一个人把它关了。"],
        "version": ["建议在资产登记表里版本号旁边写上升级日期。", "再升级之前，最好先读一下发行说明里的已知问题。"],
        "money": ["跟合伙人汇报时，可以把这个数和停机一天的损失放在一起比。", "可以顺便问一下多年期价格，做个对比。"],
        "date": ["倒推的话，最好提前一周全部准备好，留点余地。", "我建议在共享日历里提前两周设个提醒。"],
        "decision": ["在这种情况下，这个决定挺合理的。", "合理。建议写个简短说明，把理由留下来。"],
        "constraint": ["明白，我之后的建议都会遵守这条。", "记下了，以后的方案都按这个来。"],
    },
}


class Deck:
    """Draws without replacement; reshuffles when empty, so filler rarely repeats."""

    def __init__(self, rng, items):
        self.rng, self.items, self.left = rng, list(items), []

    def draw(self):
        if not self.left:
            self.left = list(self.items)
            self.rng.shuffle(self.left)
        return self.left.pop()


TOOLS = ["search_history", "manage_note", "manage_task_progress", "manage_memory"]


def typo(rng, s, lang):
    if lang != "en" or rng.random() > 0.25:
        return s
    words = s.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) > 4 and w.isalpha()]
    if not idx:
        return s
    i = rng.choice(idx)
    w = words[i]
    j = rng.randrange(1, len(w) - 2)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)


def rand_time(rng):
    return "2026-11-%02d %02d:%02d:%02d" % (rng.randint(9, 19), rng.randint(0, 23),
                                            rng.randint(0, 59), rng.randint(0, 59))


def pasted_block(rng, lang):
    zh = lang == "zh"
    kind = rng.randrange(4)
    if kind == 0:
        intro = rng.choice(ZH_EMAIL_INTROS if zh else EN_EMAIL_INTROS)
        body = rng.choice(ZH_EMAIL_BODIES if zh else EN_EMAIL_BODIES)
        hdr = ("> 发送时间：" if zh else "> Sent: ") + rand_time(rng)[:16]
        return intro + "\n\n" + hdr + "\n" + "\n".join("> " + l for l in body)
    if kind == 1:
        intro = "事件查看器里导出来的：" if zh else "From Event Viewer, trimmed:"
        lines = []
        for _ in range(rng.randint(3, 6)):
            src, eid, msg = rng.choice(EN_LOG_SOURCES)
            lvl = rng.choice(["Warning", "Error", "Information"])
            lines.append("%s  %-11s %-38s %s  %s" % (rand_time(rng), lvl, src, eid, msg))
        lines.sort()
        return intro + "\n\n" + "\n".join(lines)
    if kind == 2:
        intro = "工单系统导出（本周未关闭的）：" if zh else "Ticket export (open this week):"
        hdr = "编号 | 提交时间 | 状态 | 主题" if zh else "No. | Opened | Status | Subject"
        rows = []
        for k in range(rng.randint(3, 6)):
            st = rng.choice(["处理中", "等待用户", "新建"] if zh else ["In progress", "Waiting on user", "New"])
            rows.append("#%d | %s | %s | %s" % (k + 1, rand_time(rng)[:10], st,
                                                rng.choice(ZH_TICKET_SUBJ if zh else EN_TICKET_SUBJ)))
        return intro + "\n\n" + hdr + "\n" + "\n".join(rows)
    intro = "服务状态：" if zh else "Service status on the file server:"
    svcs = ["LanmanServer", "Spooler", "W32Time", "VSS", "WinRM", "Veeam.EndPoint.Service", "DFSR"]
    rng.shuffle(svcs)
    rows = ["%-24s %s" % (s, rng.choice(["Running", "Running", "Stopped"])) for s in svcs[:4]]
    return intro + "\n\n" + "Name                     Status\n" + "\n".join(rows)


def assistant_filler(rng, lang, adv, long=True):
    zh = lang == "zh"
    parts = [rng.choice(ZH_ASSIST_OPEN if zh else EN_ASSIST_OPEN)]
    for _ in range(rng.randint(2, 4) if long else 1):
        parts.append(adv.draw())
    if rng.random() < 0.45:
        b = rng.choice(ZH_BULLETS if zh else EN_BULLETS)
        parts.append("\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(b)))
    c = rng.choice(ZH_ASSIST_CLOSE if zh else EN_ASSIST_CLOSE)
    if c:
        parts.append(c)
    return parts


def build(seed, lang, per_kind, attempt):
    rng = random.Random("bh-%s-%d-%d" % (lang, seed, attempt))
    vals = Values(rng, lang)
    facts = []
    for kind in KINDS:
        for _ in range(per_kind):
            f = make_fact(vals, kind)
            f["kind"] = kind
            facts.append(f)
    rng.shuffle(facts)
    nf = len(facts)
    pairs = rng.randint(max(65, min(140, (nf * 3) // 4)), max(65, min(140, nf + 30)))
    slots = {}
    for i, f in enumerate(facts):
        p = min(pairs - 1, int(i * pairs / nf) + rng.randint(0, 1))
        side = "user"
        if f["kind"] != "question" and rng.random() < 0.25:
            side = "assistant"
        slots.setdefault((p, side), []).append(f)
    zh = lang == "zh"
    chat = Deck(rng, ZH_CHAT if zh else EN_CHAT)
    adv = Deck(rng, ZH_ADVICE if zh else EN_ADVICE)
    rows = []  # (item, fact-list)
    for p in range(pairs):
        ufacts = slots.get((p, "user"), [])
        afacts = slots.get((p, "assistant"), [])
        # user message
        parts = []
        op = rng.choice(ZH_OPEN if zh else EN_OPEN)
        if op:
            parts.append(op)
        if not ufacts:
            parts.append(typo(rng, chat.draw(), lang))
        for k, f in enumerate(ufacts):
            parts.append(fact_sentence(rng, lang, f, "user"))
            if k < len(ufacts) - 1 and rng.random() < 0.4:
                parts.append(typo(rng, chat.draw(), lang))
        if rng.random() < 0.3:
            parts.append(pasted_block(rng, lang))
        cl = rng.choice(ZH_CLOSE if zh else EN_CLOSE)
        if cl:
            parts.append(cl)
        sep = "\n\n" if rng.random() < 0.6 else ("" if zh else " ")
        text = sep.join(x for x in parts if x)
        rows.append(({"type": "message", "role": "user", "content": text}, ufacts))
        # optional tool call
        if rng.random() < 0.18:
            tool = rng.choice(TOOLS)
            call = "call_bh%d_%d" % (seed, p)
            if tool == "search_history":
                args = {"query": rng.choice(["backup", "VPN", "licence", "audit", "printer"] if not zh
                                            else ["备份", "VPN", "授权", "审计", "打印机"])}
                out = ("找到 %d 条相关消息，已在上文中。" if zh else "%d earlier messages match; see above.") % rng.randint(1, 6)
            elif tool == "manage_note":
                args = {"action": "update", "title": "IT运维记录" if zh else "IT runbook"}
                out = "笔记已更新。" if zh else "Note updated."
            elif tool == "manage_task_progress":
                args = {"action": "step_done", "step": "整理清单" if zh else "tidy the open items list"}
                out = "步骤已完成。" if zh else "Step marked done."
            else:
                args = {"action": "list"}
                out = "当前没有置顶的记忆。" if zh else "No pinned memories."
            rows.append(({"type": "function_call", "callId": call, "name": tool,
                          "arguments": json.dumps(args, ensure_ascii=False)}, []))
            rows.append(({"type": "function_call_result", "callId": call, "name": tool,
                          "status": "completed", "output": out}, []))
        # assistant reply
        aparts = assistant_filler(rng, lang, adv, long=not afacts or rng.random() < 0.5)
        if any(f["kind"] == "question" for f in ufacts):
            aparts.insert(1, rng.choice(ZH_Q_ACK if zh else EN_Q_ACK))
        else:
            reacts = [f["kind"] for f in ufacts if f["kind"] in REACT[lang]]
            if reacts and rng.random() < 0.7:
                aparts.insert(1, rng.choice(REACT[lang][rng.choice(reacts)]))
        for f in afacts:
            aparts.insert(rng.randint(1, len(aparts)), fact_sentence(rng, lang, f, "assistant"))
        rows.append(({"type": "message", "role": "assistant", "content": "\n\n".join(aparts)}, afacts))
    return facts, rows


def row_text(item):
    if item["type"] == "message":
        return item["content"]
    return item.get("arguments", "") + "\n" + item.get("output", "")


def check(facts, rows):
    texts = [row_text(it) for it, _ in rows]
    all_needles = [n for f in facts for n in f["needles"]]
    for i, a in enumerate(all_needles):
        for j, b in enumerate(all_needles):
            if i != j and a in b:
                return False
    for ri, (it, fl) in enumerate(rows):
        for f in fl:
            f["row"] = ri
    for f in facts:
        for n in f["needles"]:
            hits = [i for i, t in enumerate(texts) if n in t]
            if hits != [f.get("row")]:
                return False
    return True


def run(okbot, args, root, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def summary_lengths(root):
    best = 0

    def walk(o):
        nonlocal best
        if isinstance(o, dict):
            for k, v in o.items():
                if k == "summary" and isinstance(v, str):
                    best = max(best, len(v))
                else:
                    walk(v)
        elif isinstance(o, list):
            for v in o:
                walk(v)

    for d, _, files in os.walk(root):
        if d == root:
            continue
        for fn in files:
            if fn == "session-summary.json":
                try:
                    with open(os.path.join(d, fn), encoding="utf-8") as fh:
                        walk(json.load(fh))
                except (OSError, ValueError):
                    pass
    return best


def main():
    if len(sys.argv) < 3:
        sys.stderr.write(__doc__)
        sys.exit(2)
    okbot, workdir = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    summary_max = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    max_chars = 0
    for si, seed in enumerate(seeds):
        lang = "zh" if si == len(seeds) - 1 else "en"
        for attempt in range(200):
            facts, rows = build(seed, lang, per_kind, attempt)
            if check(facts, rows):
                break
        else:
            sys.exit("seed %d: could not build a conversation with unique needles" % seed)
        root = os.path.join(workdir, "root-%d" % seed)
        if os.path.exists(root):
            shutil.rmtree(root)
        run(okbot, ["init"], root)
        run(okbot, ["assistant", "create", "Writer"], root)
        run(okbot, ["settings", "set", "contextCompression.summaryMaxChars", summary_max], root)
        t = 8 * 3600
        batch, nmsg, compressions, n = [], 0, 0, 0
        total_msgs = sum(1 for it, _ in rows if it["type"] == "message")

        def flush():
            nonlocal batch, compressions
            if batch:
                run(okbot, ["session", "append", "-a", "Writer"], root,
                    "\n".join(json.dumps(r, ensure_ascii=False) for r in batch) + "\n")
                run(okbot, ["compress", "-a", "Writer", "--now"], root)
                compressions += 1
                batch = []

        rngt = random.Random("bh-time-%d" % seed)
        for it, _ in rows:
            n += 1
            t += rngt.randint(20, 140)
            ts = "2026-11-20T%02d:%02d:%02dZ" % (t // 3600, t // 60 % 60, t % 60)
            meta = {"uiRole": it["role"]} if it["type"] == "message" else {}
            batch.append({"v": 2, "id": "msg_bh%d" % n, "createdAt": ts, "item": it, "meta": meta})
            if it["type"] == "message":
                nmsg += 1
                if nmsg % BATCH == 0:
                    flush()
        flush()
        ctx = run(okbot, ["context", "show", "-a", "Writer"], root)
        kept, lines = 0, []
        for kind in KINDS:
            for f in facts:
                if f["kind"] != kind:
                    continue
                ok = all(nd in ctx for nd in f["needles"])
                tot[kind][1] += 1
                if ok:
                    kept += 1
                    tot[kind][0] += 1
                else:
                    lines.append("  missing %s: %s" % (kind, " + ".join(f["needles"])))
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, lang, total_msgs, len(rows), compressions, kept, len(facts),
            100.0 * kept / len(facts)))
        for l in lines:
            print(l)
        sys.stdout.flush()
        max_chars = max(max_chars, summary_lengths(root))
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for kind in KINDS:
        k, nn = tot[kind]
        print("kind %s %d/%d %.1f" % (kind, k, nn, 100.0 * k / nn if nn else 0.0))
    print("retention overall %.1f" % (100.0 * allk / alln if alln else 0.0))
    print("max summary chars %d" % max_chars)


if __name__ == "__main__":
    main()

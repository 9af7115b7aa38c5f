#!/usr/bin/env python3
"""Held-out retention set "cm": a secondary-school IT technician in Leeds who also coaches the
under-14 girls' football team on Saturdays.

Craig keeps the network, the staff and student laptops, the Moodle server and the exam-room
machines going at a Leeds high school, and runs the U14 girls on Saturday mornings with Deb.  He
talks to his assistant between jobs, mostly from his phone: terse, typo-prone messages, lists with
dashes, pasted helpdesk tickets, emails from the head and the local authority, vendor quotes,
switch and firewall config, cron mail, Moodle error logs, team sheets and fixture lists.  The
assistant works through tools (helpdesk, mail, calendar, inventory, an ssh command runner, the
Moodle admin API, the fixtures spreadsheet).  The last seed's conversation is in Simplified
Chinese: the IT teacher of a county-town secondary school (县城中学) who runs the 机房 and the
校园网 and helps with the 校运会.

Facts are seeded as needles; decisions carry (choice, reason), constraints (action, condition),
questions one subject clause that is never answered.  A few facts are mentioned again later, or
come back from a tool and are restated; the uniqueness check accounts for those planned repeats.

usage: gen_cm.py OKBOT WORKDIR [SEED...]
env:   PER_KIND (facts per kind per conversation, default 10)
       SUMMARY_MAX (contextCompression.summaryMaxChars, default 2000)
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys
from datetime import date, datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD_SHORT = ["Mon", "Tues", "Weds", "Thurs", "Fri", "Sat", "Sun"]
ZH_WD = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]


def ordinal(d):
    if 10 <= d % 100 <= 20:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def rand_date(r, start=date(2027, 1, 25), end=date(2027, 7, 16)):
    return start + timedelta(days=r.randint(0, (end - start).days))


def en_date(r):
    """(needle, display) for a concrete date in the forms people type."""
    d = rand_date(r)
    f = r.randrange(8)
    if f == 0:
        nd = "%d %s" % (d.day, MONTHS[d.month - 1])
    elif f == 1:
        nd = "%s %s" % (MONTHS[d.month - 1], ordinal(d.day))
    elif f == 2:
        nd = "%s %s" % (ordinal(d.day), MONTHS[d.month - 1])
    elif f == 3:
        nd = "%d %s" % (d.day, MONTHS[d.month - 1][:3])
    elif f == 4:
        nd = "%s of %s" % (ordinal(d.day), MONTHS[d.month - 1])
    elif f == 5:
        nd = "%02d/%02d" % (d.day, d.month)
    elif f == 6:
        nd = "%d/%d/27" % (d.day, d.month)
    else:
        nd = d.isoformat()
    disp = nd
    if f in (0, 2, 3, 5) and r.random() < 0.45:
        disp = "%s %s" % (r.choice([WD_SHORT[d.weekday()], WEEKDAYS[d.weekday()]]), nd)
    return nd, disp, d


def zh_date(r):
    d = rand_date(r, date(2027, 2, 22), date(2027, 7, 9))
    f = r.randrange(4)
    if f == 0:
        nd = "%d月%d日" % (d.month, d.day)
    elif f == 1:
        nd = "%d月%d号" % (d.month, d.day)
    elif f == 2:
        nd = "%d年%d月%d日" % (d.year, d.month, d.day)
    else:
        nd = "%d-%02d-%02d" % (d.year, d.month, d.day)
    disp = nd
    if f in (0, 1) and r.random() < 0.5:
        disp = r.choice(["%s（%s）", "%s%s"]) % (nd, ZH_WD[d.weekday()]) if r.random() < 0.5 else ZH_WD[d.weekday()] + nd
    return nd, disp, d


def _alnum(r, n, chars="ABCDEFGHJKLMNPQRSTUVWXYZ23456789"):
    return "".join(r.choice(chars) for _ in range(n))


def en_id(r):
    t = r.randrange(11)
    if t == 0:
        return "INC-%05d" % r.randint(10000, 49999), "ticket"
    if t == 1:
        return "PO %d-%s" % (r.randint(1000, 9999), r.choice("ABCDEFGH")), "PO number"
    if t == 2:
        return "MPHS-LT-%04d" % r.randint(100, 2999), "asset tag"
    if t == 3:
        return "5CG%d%s" % (r.randint(1000, 4999), _alnum(r, 3, "BCDFGHJKLMNPQRSTVWXYZ")), "serial"
    if t == 4:
        return _alnum(r, 7), "service tag"
    if t == 5:
        return "LCC-REQ-%06d" % r.randint(100000, 699999), "LA ref"
    if t == 6:
        return "RMA%08d" % r.randint(10000000, 59999999), "RMA number"
    if t == 7:
        return "SO-%06d" % r.randint(100000, 499999), "order number"
    if t == 8:
        return "-".join(_alnum(r, 5) for _ in range(4)), "licence key"
    if t == 9:
        return "MPHS-EX-%03d" % r.randint(10, 99), "asset tag"
    return "27%014d" % r.randint(10 ** 12, 10 ** 13), "case number"


def en_dist_id(r):
    t = r.randrange(4)
    if t == 0:
        return "INC-%05d" % r.randint(50000, 99999)
    if t == 1:
        return "MPHS-LT-%04d" % r.randint(3000, 3999)
    if t == 2:
        return "PO %d" % r.randint(10000, 19999)
    return "SO-%06d" % r.randint(500000, 999999)


def en_money(r, scale="mid"):
    lo, hi = {"tiny": (30, 95), "small": (80, 900), "mid": (400, 6000), "big": (3000, 30000)}[scale]
    v = r.randint(lo, hi)
    if v < 1000:
        f = r.randrange(4)
        if f == 0:
            return "£%d" % v
        if f == 1:
            return "£%d.%02d" % (v, r.choice([99, 50, 95, 49, 20, 75, 40]))
        if f == 2:
            return "%d quid" % v
        return "£%d.00" % v
    f = r.randrange(4)
    if f == 0:
        return "£{:,}".format(v)
    if f == 1:
        return "£{:,}.00".format(v)
    if f == 2 and v % 1000 >= 100:
        return "£%.1fk" % (v / 1000.0)
    if f == 3 and v >= 10000:
        return "£%dk" % round(v / 1000.0)
    return "£{:,}".format(v)


_ZD = "零一二三四五六七八九"


def zh_money(r, scale="mid"):
    lo, hi = {"small": (40, 900), "mid": (800, 9000), "big": (9000, 90000)}[scale]
    v = r.randint(lo, hi)
    f = r.randrange(4)
    if v < 1000:
        if f == 0:
            return "%d元" % v
        if f == 1:
            return "%d块" % v
        if f == 2 and v >= 200:
            h, t = v // 100, (v // 10) % 10 or 5
            return ("两" if h == 2 else _ZD[h]) + "百" + _ZD[t]
        return "¥%d" % v
    if v < 10000:
        if f == 0:
            return "¥{:,}".format(v)
        if f == 1:
            return "%d元" % v
        if f == 2:
            th, h = v // 1000, (v // 100) % 10 or 5
            return ("两" if th == 2 else _ZD[th]) + "千" + _ZD[h]
        return "%d块" % v
    if f == 0:
        return "¥{:,}".format(v)
    if f == 1 and v % 10000 >= 1000:
        return "%.1f万" % (v / 10000.0)
    return "%d元" % v


def zh_id(r):
    t = r.randrange(9)
    if t == 0:
        return "ZC-2024-%04d" % r.randint(100, 2999), "资产编号"
    if t == 1:
        return "BX%08d" % r.randint(20270000, 20279999), "报修单号"
    if t == 2:
        return "CG-2027-%03d" % r.randint(10, 399), "采购单号"
    if t == 3:
        return "PF%s" % _alnum(r, 6), "序列号"
    if t == 4:
        return "210235A%s%06d" % (_alnum(r, 3, "ABCDEFGHJKLMN"), r.randint(100000, 999999)), "交换机序列号"
    if t == 5:
        return "JY-%s-%s-%s" % (_alnum(r, 4), _alnum(r, 4), _alnum(r, 4)), "授权码"
    if t == 6:
        return "HT-2027-%04d" % r.randint(100, 2999), "合同号"
    if t == 7:
        return "%012d" % r.randint(3 * 10 ** 11, 6 * 10 ** 11), "订单号"
    return "07958%07d" % r.randint(1000000, 9999999), "宽带账号"


def zh_dist_id(r):
    t = r.randrange(3)
    if t == 0:
        return "BX%08d" % r.randint(20260000, 20269999)
    if t == 1:
        return "ZC-2019-%04d" % r.randint(100, 2999)
    return "CG-2026-%03d" % r.randint(400, 999)


EN_VERSIONS = [
    ("Moodle", lambda r: "4.%d.%d" % (r.choice([1, 3, 4]), r.randint(2, 14))),
    ("FortiOS", lambda r: "7.%d.%d" % (r.choice([0, 2, 4]), r.randint(1, 15))),
    ("PHP", lambda r: "8.%d.%d" % (r.choice([1, 2, 3]), r.randint(10, 30))),
    ("the UniFi controller", lambda r: "8.%d.%d" % (r.randint(0, 4), r.randint(10, 140))),
    ("the Aruba switch firmware", lambda r: "WC.16.%02d.%04d" % (r.choice([10, 11]), r.randint(10, 25))),
    ("Veeam", lambda r: "12.%d.%d.%d" % (r.randint(0, 2), r.randint(0, 2), r.randint(50, 2000))),
    ("Proxmox", lambda r: "8.%d.%d" % (r.randint(0, 2), r.randint(1, 4))),
    ("PaperCut", lambda r: "%d.%d.%d" % (r.choice([22, 23]), r.randint(0, 1), r.randint(1, 9))),
    ("Chrome on the Chromebooks", lambda r: "12%d.0.%d.%d" % (r.randint(0, 9), r.randint(6000, 6500), r.randint(50, 200))),
    ("the Hikvision NVR firmware", lambda r: "4.%d.%03d" % (r.randint(30, 80), r.randint(0, 120))),
    ("the BIOS on the exam PCs", lambda r: "01.%02d.%02d" % (r.randint(10, 29), r.randint(0, 9))),
    ("the Promethean panel firmware", lambda r: "%d.%d.%d" % (r.randint(2, 5), r.randint(0, 9), r.randint(100, 400))),
    ("Windows 11 build", lambda r: "22631.%d" % r.randint(2000, 4200)),
    ("MariaDB", lambda r: "10.%d.%d" % (r.choice([6, 11]), r.randint(10, 19))),
    ("the SMART Notebook install", lambda r: "22.%d.%d.%d" % (r.randint(0, 1), r.randint(100, 300), r.randint(0, 9))),
]

ZH_VERSIONS = [
    ("极域电子教室", lambda r: "6.%d.%d" % (r.randint(0, 2), r.randint(1, 9))),
    ("希沃白板", lambda r: "5.2.%d.%d" % (r.randint(1, 9), r.randint(8000, 9600))),
    ("锐捷交换机的系统", lambda r: "11.4(1)B%dP%d" % (r.randint(10, 80), r.randint(1, 9))),
    ("H3C的Comware", lambda r: "7.1.%03d" % r.randint(40, 80)),
    ("群晖DSM", lambda r: "7.2.%d-%d" % (r.randint(0, 2), r.randint(64000, 69999))),
    ("宝塔面板", lambda r: "%d.%d.%d" % (r.randint(7, 9), r.randint(0, 4), r.randint(1, 9))),
    ("海康NVR固件", lambda r: "4.%d.%03d" % (r.randint(30, 80), r.randint(0, 120))),
    ("冰点还原", lambda r: "8.%d.%03d.%d" % (r.randint(53, 71), r.randint(10, 40), r.randint(4000, 5999))),
    ("学生机的Win10 LTSC", lambda r: "19044.%d" % r.randint(2000, 4999)),
    ("学校网站的PbootCMS", lambda r: "3.%d.%d" % (r.randint(0, 2), r.randint(1, 12))),
    ("成绩管理系统", lambda r: "v2.%d.%d" % (r.randint(1, 9), r.randint(10, 40))),
    ("教师机的WPS", lambda r: "12.1.0.%d" % r.randint(15000, 17999)),
]

EN_PORTS = [
    ("8443", "the UniFi controller"), ("10443", "the Forti SSL VPN"), ("5432", "the Moodle database"),
    ("3306", "the MariaDB on the old intranet box"), ("6379", "the Redis cache"), ("8006", "Proxmox"),
    ("9100", "the Ricoh printers"), ("1812", "RADIUS"), ("5985", "WinRM"), ("3389", "RDP on the exam server"),
    ("9191", "PaperCut"), ("8880", "the UniFi guest portal"), ("9090", "Cockpit"), ("2049", "NFS to the backup box"),
    ("5001", "the Synology web UI"), ("9392", "the Veeam console"), ("8530", "WSUS"), ("5060", "the VoIP phones"),
    ("51820", "the WireGuard tunnel"), ("1194", "OpenVPN"), ("2222", "SFTP for the MIS exports"),
    ("27017", "the Mongo thing the robotics club set up"), ("3000", "Grafana"), ("9443", "Portainer"),
    ("8088", "the bell system controller"), ("4433", "the panel management console"), ("7070", "the door access server"),
    ("8291", "the sports hall AP bridge"), ("6443", "the k3s thing Raj set up for computing"), ("5938", "TeamViewer"),
]

ZH_PORTS = [
    ("9100", "打印机"), ("8080", "监控的网页后台"), ("8081", "摄像头的网页"), ("3389", "远程桌面"), ("8888", "宝塔面板"),
    ("3306", "网站的数据库"), ("4988", "极域教师机"), ("1433", "成绩系统的SQL Server"), ("8000", "海康的SDK"),
    ("9443", "交换机的网管"), ("2222", "校园网认证服务器"), ("5900", "VNC"), ("6080", "广播系统"),
    ("10086", "电信光猫的管理页"), ("8443", "AC无线控制器"), ("7788", "一卡通服务器"), ("5001", "NAS的https后台"),
    ("9090", "录播系统"), ("21000", "阅卷系统"), ("8088", "门禁管理"),
]

# ======================================================================================
# English pools
# ======================================================================================

EN_NAMES = [
    "Priya Chaudhry", "Tomasz Wierzbicki", "Aisling Doherty", "Kwame Mensah", "Rhiannon Pryce", "Imran Qureshi",
    "Bethany Ackroyd", "Gareth Llewellyn", "Oluwaseun Adebayo", "Marta Kowalczyk", "Shabana Akhtar",
    "Declan Fitzpatrick", "Harriet Sowerby", "Callum Brierley", "Zainab Hussain", "Fergus McAllister",
    "Lorna Ibbotson", "Yusuf Patel", "Cerys Wynne-Jones", "Darren Holroyd", "Ngozi Eze", "Ruairi Gallagher",
    "Philippa Thwaite", "Mehmet Yilmaz", "Jolene Sykes", "Anselm Kraus", "Hamza Iqbal", "Tamsin Greenwood",
    "Bogdan Popescu", "Eilidh Ross",
    "Mr Okafor", "Mrs Sunderland", "Ms Brannigan", "Dr Sandhu", "Mr Haworth", "Miss Oyelaran", "Mrs Kaczmarek",
    "Mr Pemberton", "Ms Achterberg", "Mr Battersby", "Mrs Nwachukwu", "Miss Threlfall", "Mr Dimitriou",
    "Mrs Ratcliffe",
    "Niamh", "Kwabena", "Siobhan", "Faisal", "Bartosz", "Imogen", "Rukhsana", "Tobias", "Oksana", "Leighton",
    "Saoirse", "Keziah", "Ravinder", "Florin", "Thandiwe", "Ottilie", "Gwenllian", "Aurelia", "Ciaran",
]

EN_STAFF = ["Mr Cole", "Miss Hart", "Mr Nolan", "Mrs Webb", "Raj", "Anita", "Mrs Greaves", "Mr Birch",
            "Miss Lund", "Mr Sowden", "Mrs Akram", "Mr Tate", "Sharon", "Mrs Pollard", "Mr Kirby",
            "Mrs Dunwell", "Mr Fenton"]
EN_GIRLS = ["Ruby", "Jess", "Hollie", "Tegan", "Poppy", "Isla", "Lacey", "Caitlin", "Erin", "Megan", "Sophie",
            "Evie", "Libby", "Amber", "Grace", "Chloe", "Molly", "Daisy", "Scarlett", "Macy", "Paige", "Kayla"]
EN_ROOMS = ["S14", "IT3", "the LRC", "H2", "M7", "the sports hall", "E11", "the drama studio", "S3", "IT1",
            "the staffroom", "M12", "the exam hall", "G4", "the music block"]
EN_TEAMS = ["Garforth Juniors", "Horsforth St Margaret's", "Pudsey Pumas", "Wetherby Athletic", "Otley Town Girls",
            "Rothwell Rockets", "Farsley Foxes", "Guiseley Vixens", "Morley Magpies", "Yeadon Celtic"]
EN_ITEMS = ["HDMI cables", "goal nets", "training bibs", "Chromebook hinge kits", "headphones for IT1",
            "presenter remotes", "USB-C chargers", "corner flags", "match balls", "keyboard covers for the exam room",
            "toner for the office Ricoh", "patch leads"]
EN_BIG = ["switch stack for E block", "exam room laptops", "new NAS", "UPS for the server room", "sports hall APs",
          "panel rollout for the maths corridor", "staff laptop refresh", "CCTV upgrade", "fibre run to the sixth form block"]
EN_SVCS = ["Cyber Essentials", "SSL certificate", "Veeam licence", "PaperCut licence", "second broadband line",
           "filtering service", "Moodle hosting support", "panel management licence", "Turnitin"]
EN_THINGS = ["switch stack for E block", "projector lamps", "Chromebook licences", "UPS batteries",
             "AP for the sports hall", "Cyber Essentials assessment", "goal nets", "training bibs", "panel wall mounts",
             "server RAM", "exam laptops", "replacement hinges", "SSL cert", "toner for the Ricohs", "new NAS drives",
             "away kit", "fibre survey", "headphones for IT1"]

EN_COMMANDS = [
    "sudo -u www-data php admin/cli/purge_caches.php",
    "sudo -u www-data php admin/cli/maintenance.php --enable",
    "sudo -u www-data php admin/cli/upgrade.php --non-interactive",
    "sudo -u www-data php admin/cli/reset_password.php --username=exams01",
    "sudo -u www-data php admin/tool/task/cli/adhoc_task.php --execute",
    "php admin/cli/check_database_schema.php",
    "sudo -u www-data php admin/cli/fix_course_sequence.php -c=* --fix",
    "gpupdate /force /target:computer",
    "dsregcmd /status",
    "manage-bde -status C:",
    "wmic bios get serialnumber",
    "Get-ADUser -Filter 'Enabled -eq $false' -SearchBase 'OU=Leavers,DC=mphs,DC=local'",
    "Search-ADAccount -LockedOut | Unlock-ADAccount",
    "netsh wlan show profiles",
    "DISM /Online /Cleanup-Image /RestoreHealth",
    "sudo certbot renew --dry-run",
    "sudo systemctl restart php8.1-fpm",
    "sudo tail -n 200 /var/log/nginx/moodle_error.log",
    "du -sh /srv/moodledata/filedir",
    "rsync -aH --delete /srv/moodledata/ backup01:/srv/mdl-mirror/",
    "mysqldump --single-transaction --quick moodle | gzip > /backup/moodle-$(date +%F).sql.gz",
    "pg_dump -Fc -f /backup/moodle.dump moodle",
    "show interfaces brief",
    "show mac-address 1/1/24",
    "copy tftp flash 10.20.0.5 WC_16_11_0016.swi primary",
    "diagnose debug flow filter addr 10.20.40.15",
    "get router info routing-table all",
    "nmap -p 1-1024 10.20.30.0/24",
    "iperf3 -c 10.20.0.10 -t 30",
    "crontab -l -u www-data",
    "sudo journalctl -u cron --since yesterday",
    "sudo apt-mark hold php8.1-fpm",
    "robocopy \\\\fs01\\staff$ E:\\staffbackup /MIR /R:1 /W:1",
    "Restart-Service Spooler -Force",
    "lpstat -t",
    "smbstatus -b",
    "zpool status -x",
    "redis-cli -n 0 FLUSHDB",
    "openssl s_client -connect moodle.mphs.sch.uk:443 -servername moodle.mphs.sch.uk",
    "Set-ExecutionPolicy RemoteSigned -Scope CurrentUser",
    "shutdown /r /t 0 /m \\\\EXAM-PC07",
    "Get-BitLockerVolume | Select MountPoint,ProtectionStatus",
    "powercfg /batteryreport /output C:\\temp\\batt.html",
    "sudo ufw status numbered",
    "ss -tlnp | grep php",
]

EN_DCMDS = ["ipconfig /all", "ping 8.8.8.8", "sudo reboot", "ls -la", "htop", "systemctl status nginx",
            "show version", "gpresult /r", "whoami /groups", "uptime", "free -h", "nslookup moodle.mphs.sch.uk",
            "tracert 10.20.0.1", "Get-Printer", "sudo apt update", "git pull", "ipconfig /renew"]

EN_DECISIONS = [
    ("move the Moodle backups to 2am", "the 11pm run clashes with the Veeam job"),
    ("buy the refurb Latitude 5420s", "new ones would blow the whole capex budget"),
    ("keep the exam laptops off the domain", "group policy kept popping up mid-exam last summer"),
    ("put the Year 7 Chromebooks on their own SSID", "they hammer the staff wifi at lunch"),
    ("stay on the LTS Moodle till summer", "upgrading mid-year is asking for trouble"),
    ("switch the training kit order to Kitlocker", "the club shop wanted three weeks for delivery"),
    ("play Tegan at centre back on Saturday", "she reads the long ball better than anyone"),
    ("run the home fixtures on the 3G", "the grass pitch is waterlogged till March"),
    ("use the LA's Smoothwall rather than our own", "they carry the filtering liability then"),
    ("reimage all the library PCs", "half of them have got stuck profiles"),
    ("renew Cyber Essentials with the same assessor", "they already know our network inside out"),
    ("drop the second broadband line", "we've never once failed over to it"),
    ("print the fixture cards at school", "the print shop wants silly money"),
    ("do the Moodle upgrade over February half term", "nobody is submitting coursework that week"),
    ("move the exam room machines to local accounts", "domain logins take forever on those old i3s"),
    ("get Stuart to fit a lock on the E block comms cupboard", "kids keep unplugging the AP in there"),
    ("keep Saturday training at half nine", "half the parents work late on Fridays"),
    ("order the Epson lamps direct from the distributor", "the reseller's put the price up twice this year"),
    ("let Lewis do the Year 7 password resets", "it's good evidence for his apprenticeship portfolio"),
    ("turn off Moodle messaging for students", "it turned into a bullying channel"),
    ("buy a second UPS for the server room", "the last power cut took the NAS down hard"),
    ("use WhatsApp Communities for the team parents", "the group chat is chaos with 40 people in it"),
    ("retire the old 2012 print server", "it's out of support and nobody trusts it"),
    ("go with the cheaper Promethean wall mounts", "the panels only have a five year life anyway"),
    ("rotate the keeper every half", "nobody wants to be stuck in goal all game"),
    ("put the Moodle database on the SSD pool", "quiz attempts crawl on Monday mornings"),
    ("hold off Windows 11 on the staff laptops", "the SIMS client still plays up on it"),
    ("stop forcing staff password changes", "the NCSC guidance says it makes passwords worse"),
    ("keep the CCTV retention at 30 days", "the DPO said longer needs a proper justification"),
    ("give the girls the week after the cup game off", "half of them are on the DofE expedition"),
    ("put the mock papers on an encrypted USB instead of the share", "last year the share permissions went wrong"),
    ("pay for the extended warranty on the panels", "two of the six died in the first year"),
    ("book the school minibus instead of relying on lifts", "three parents dropped out last time"),
    ("move the staff shares to OneDrive", "the file server's disks are on borrowed time"),
    ("buy the Aruba APs not the Ubiquiti ones", "the LA will only support Aruba kit"),
    ("have Deb run the warm-ups", "I'm always late setting up the goals"),
]

EN_CONSTRAINTS = [
    ("reboot the core switch", "Stuart's told the office the phones will drop"),
    ("touch the exam room machines", "Janet has signed off the access arrangements list"),
    ("run the Moodle upgrade", "a full database dump has been copied off the box"),
    ("change a firewall policy", "the change is logged on the helpdesk"),
    ("let a new girl play in a match", "her registration has cleared with the league"),
    ("push Windows updates to the exam laptops", "the last paper of the season is done"),
    ("give anyone local admin", "Mr Lister approves it in writing"),
    ("wipe a leaver's account", "safeguarding have checked their mailbox"),
    ("patch anything into the comms cabinet", "the port is labelled in the inventory"),
    ("order any kit for the team", "Karen has raised a PO"),
    ("post team photos anywhere", "every girl in the shot has photo consent"),
    ("switch Moodle into maintenance mode", "the cover supervisors have been warned"),
    ("restore a deleted course", "the head of department asks for it in writing"),
    ("hand out a loan laptop", "the loan agreement's been signed and scanned"),
    ("open a port on the Forti", "there's a ticket with the business reason in it"),
    ("kick off a game", "a first aider is actually on site"),
    ("turn off web filtering for a user", "Mrs Webb as DSL has agreed to it"),
    ("take the team to an away game", "two DBS-checked adults are travelling"),
    ("flash new switch firmware", "the running config has been backed up to the NAS"),
    ("delete the old Moodle course backups", "the end of year archive has been verified"),
    ("accept a donated laptop", "it comes with a data wipe certificate"),
    ("give out the staff wifi key", "the visitor is signed in at reception"),
    ("move someone's home drive", "they've logged off on every machine"),
    ("start the big rsync to the backup box", "school's closed for the day"),
    ("book the 3G pitch", "the league confirms the fixture"),
    ("install anything on the exam PCs", "it's on Janet's approved software list"),
    ("reset someone's MFA", "I've spoken to them on the phone"),
    ("send out the team sheet", "Deb has checked it against the availability list"),
    ("touch the bell system", "the site manager is in the building"),
    ("purge the Moodle caches in the day", "there's no quiz running in any course"),
]

EN_QUESTIONS = [
    "whether the LA pays for the new switches",
    "who actually owns the school domain renewal",
    "if the Moodle upgrade breaks the Turnitin plugin",
    "whether the league lets U13s play up in the cup",
    "how long the Veeam licence has got left",
    "whether the exam board lets the word processors be on wifi at all",
    "who gave the cover supervisors admin on the panels",
    "if the county FA grant covers goalkeeper gloves",
    "whether the broadband contract auto-renews in the summer",
    "what happened to the spare AP from the sports hall",
    "whether the DfE filtering standard applies to the staff network too",
    "who's meant to pay for the minibus tyres",
    "if the old NAS can take 8TB drives",
    "whether Karen already paid the Promethean invoice",
    "when the sixth form block fibre was last tested",
    "if the ref fee went up this season",
    "why the staffroom printer drops off the network at 3pm",
    "whether Mr Lister knows about the CCTV blind spot by the bike shed",
    "who has the key to the old ICT suite cupboard",
    "whether the governors signed off the Chromebook budget",
    "if the parents' evening booking system talks to Arbor",
    "whether the cyber insurance needs MFA on student accounts",
    "if any of the girls are eligible for the county trials",
    "how many exam laptops the access arrangements really need",
    "whether the Moodle cert is actually on auto-renew",
    "who set up the forwarding rule on the old head's mailbox",
    "if the club's public liability covers away fixtures",
    "whether the new panels need a separate whiteboard software licence",
    "when the old Epson projectors stop getting lamp support",
    "if the LA will still host our email after April",
    "whether the kit sponsor wants their logo on the training tops too",
    "who signed for the delivery of the six monitors",
]

# ======================================================================================
# English templates: (prose, replies).  "||" splits the user's own words from pasted material.
# ======================================================================================

PHYS = {"asset tag", "serial", "service tag"}
REF = {"ticket", "LA ref", "RMA number", "case number"}
ORDER = {"PO number", "order number"}
KEY = {"licence key"}
EN_WEB = {"the UniFi controller", "Proxmox", "PaperCut", "the UniFi guest portal", "Cockpit", "the Synology web UI",
          "Grafana", "Portainer", "the bell system controller", "the panel management console", "the door access server",
          "the Veeam console"}
ZH_WEB = {"监控的网页后台", "摄像头的网页", "宝塔面板", "交换机的网管", "电信光猫的管理页", "AC无线控制器", "NAS的https后台",
          "录播系统", "阅卷系统", "门禁管理", "广播系统"}

EN_TPL = {
    "name": [
        ("{X} from the LA rang about the broadband survey, said they'd email the form over",
         ["OK — I'll watch the inbox for it and flag it when it lands.",
          "Noted. Want a nudge on Friday if it hasn't turned up?"]),
        ("new starter in science from monday - {X} - needs a laptop, moodle teacher account and a door fob",
         ["I'll draft the new-starter checklist: AD account, Moodle teacher role on the science courses, a laptop from the spares pool and a fob request to the site team.",
          "On it. Do they need access to the science shared drive as well, or just Moodle for now?"]),
        ("just had {X} in my office saying the panel in {room} is broken. it was on HDMI 2. again",
         ["Classic. Want me to make a one-page 'which input' sheet to stick next to the panels?",
          "A label on the remote might save you the walk next time."]),
        ("{X} is the new parent rep for the U14s, sorting the lift rota from now on",
         ["Good, that takes one job off you. Shall I add them to the parents' contact list?",
          "Handy. I'll update the team contacts."]),
        ("ref for saturday is {X} apparently, never had them before",
         ["Noted. I'll make sure the ref's fee envelope is on the kit list.",
          "OK. Do you want me to send the usual directions and parking info to the league secretary?"]),
        ("can u draft something to {X} about the loan laptop thats 3 weeks overdue, nice but firm",
         ["Draft:\n\nHi,\n\nJust a quick reminder that the loan laptop issued before Christmas is now three weeks past its return date. Could it come back to the IT office by Friday, please? If there's a problem, drop me a line and we'll sort something out.\n\nThanks,\nCraig",
          "Here's a version:\n\nHello — a reminder that the school loan laptop is now overdue. Please return it to the IT office this week, or let me know if you need it for longer and I'll extend the agreement.\n\nCraig (IT)"]),
        ("{X} is our new account manager at the broadband company, old one left at christmas",
         ["Noted — I'll update the supplier contacts sheet.",
          "OK. Want me to send a short intro email with our circuit refs so they've got them?"]),
        ("engineer for the fibre fault is {X}, ETA 8ish, needs signing in at reception",
         ["I'll drop Anita a note so reception is expecting them.",
          "Noted. Shall I block out 8 till 10 in your calendar?"]),
        ("cover supervisor {X} locked out AGAIN. third time this week",
         ["Want me to check the lockout source? It's often an old phone still trying the previous password.",
          "Probably a saved password somewhere. I can pull the lockout events from the DC if you want."]),
        ("this came in, can u sort access ||fwd from Mrs Fairbairn:\n> Craig, {X} is joining us as exams assistant after half term. Please can they have access to the exams share and the seating plans. Thanks, Helen",
         ["I'll set up the account and add it to the Exams-RW group; seating plans are in the same share so that covers both.",
          "OK — exams share plus the seating plan folder. I'll do it in the new-starter batch on Monday."]),
        ("{X} from the county FA wants our affiliation number by friday",
         ["It should be on last season's affiliation email — I'll look for it.",
          "Noted. I'll find the affiliation confirmation and get it ready to send."]),
        ("apparently {X} is taking over as SENCo after easter",
         ["Noted. They'll need the SEN group permissions on Arbor and the SEN share when it happens.",
          "OK. I'll put a reminder in for the access changes after Easter."]),
    ],
    "command": [
        ("ran `{X}` and it just sat there for ages",
         ["If it hangs again, check for a stuck lock or a long-running cron before killing it.",
          "It can take a while on a big site. Worth running it in screen next time so a dropped ssh doesn't kill it."]),
        ("for future me: `{X}` is what fixed it last time",
         ["Saved to your notes.", "Noted — I'll add it to the runbook page."]),
        ("this is literally all i typed ||$ {X}\n$",
         ["No output usually means it worked. Want me to double-check the result?",
          "Silence is normally good news with that one."]),
        ("note to self - run {X} after the upgrade, not before",
         ["Noted. I'll put it as a post-upgrade step on the checklist.", "Added to the upgrade checklist."]),
        ("lewis asked what i ran earlier, it was `{X}`",
         ["Worth him writing it in his log book for the apprenticeship.", "Good one for him to learn."]),
        ("keep forgetting this one so writing it here: {X}",
         ["Saved.", "Got it — it's in your notes now."]),
        ("pete reckons try `{X}` before we log a call with the LA",
         ["Reasonable first step. If it doesn't change anything, at least you've got output to attach to the call.",
          "Fair. Keep the output either way, the LA always ask for it."]),
        ("wiki says `{X}` but that page is from 2019 so who knows",
         ["Might be worth testing on a spare before trusting it.", "Old pages like that can be half right. Try it somewhere harmless first."]),
        ("if it goes again just do `{X}` and text me",
         ["OK — I'll keep that as the first response if it recurs.", "Noted."]),
        ("typed `{X}` from memory and it actually worked first time, miracle",
         ["Nice. Frame it.", "Good memory. Want it saved anyway?"]),
    ],
    "id": [
        ("logged it, {noun} is {X}",
         ["Thanks, noted.", "Got it."], {"nouns": REF}),
        ("the {noun} is {X} - can you stick it on the spreadsheet",
         ["Added to the tracking sheet.", "Done, it's on the spreadsheet."]),
        ("LA came back, {noun} {X}. no ETA obviously",
         ["Of course not. I'll chase it on Thursday if nothing moves.", "Noted. Want a reminder to chase?"], {"nouns": {"LA ref", "ticket"}}),
        ("{noun}: {X} (writing it here cos ill lose the post-it)",
         ["Safe here.", "Noted."]),
        ("chase {X} tomorrow if nothing's happened pls",
         ["Will do — reminder set for the morning.", "OK, I'll chase first thing."], {"nouns": REF | ORDER}),
        ("the laptop that keeps failing is {X}",
         ["OK. If it's the same one every time that points at hardware rather than the network.",
          "Noted. Worth swapping it out for a spare and seeing if the problem follows it."], {"nouns": PHYS}),
        ("got the {noun} off the sticker - {X}",
         ["Thanks, noted.", "Got it."], {"nouns": PHYS}),
        ("insurance want the {noun} for the dropped laptop, its {X}",
         ["I'll put it on the claim form.", "Noted — I'll add it to the insurance email."], {"nouns": PHYS}),
        ("confirmation email, fyi ||Thank you for your order.\nYour reference: {X}\nDelivery: 3-5 working days\nPlease quote your reference in all correspondence.",
         ["Noted, I'll watch for the delivery.", "OK — filed with the other orders."], {"nouns": ORDER | {"RMA number"}}),
        ("quote {X} when u ring them, they wont find it otherwise",
         ["Will do.", "Noted."], {"nouns": REF | ORDER}),
        ("licence key for {kw}: {X}. do NOT lose it this time",
         ["Saved somewhere safer than a post-it.", "Noted and filed."], {"nouns": KEY}),
        ("the {noun} for the replacement switch is {X}",
         ["Noted — I'll add it to the inventory.", "Got it."], {"nouns": PHYS | KEY}),
    ],
    "port": [
        ("{svc} is on port {X}, finally got it answering",
         ["Noted. Worth updating the firewall docs too.", "OK. I'll update the network notes."]),
        ("LA say they need {X} open inbound for {svc}. not without a ticket they dont",
         ["Fair. Want me to reply asking them to raise it properly?", "Agreed — ask for the source IPs too."]),
        ("firewall rule for {svc}: allow tcp/{X} from the staff vlan only",
         ["Sensible. Log it on the change list?", "Good, keeps it off the student side."]),
        ("nmap shows {X} open on {ip}, turns out thats {svc}",
         ["Mystery solved then.", "OK, as long as it's expected. Worth noting it in the inventory."]),
        ("remember {svc} is on :{X}, keeps catching me out",
         ["Noted.", "Got it."]),
        ("vendor doc says {svc} uses port {X}",
         ["OK, that matches what you'd expect.", "Noted. I'll add it to the port list."]),
        ("couldnt get {svc} to load till i put :{X} on the end of the url",
         ["That'll be it. Bookmark it.", "Makes sense if it's not on 443."], {"web": True}),
        ("moved {svc} to {X} so it stops clashing with the other stuff on that box",
         ["Good call. Update the docs when you get a sec.", "OK."]),
        ("this is what the installer spat out ||Installation complete.\nService started: {svc}\nListening on 0.0.0.0:{X}\nLog: /var/log/setup/install.log",
         ["Looks clean. Want a firewall rule for it?", "All good by the look of it."]),
    ],
    "version": [
        ("{prod} on the box is {X}",
         ["Noted.", "OK, I'll put it in the inventory notes."]),
        ("upgraded {prod} to {X} last night, touch wood",
         ["Fingers crossed. Shout if anything looks odd this morning.", "Nice. Anything in the logs?"]),
        ("vendor says we need at least {X} of {prod} for the fix",
         ["OK. Want me to check what we're running now?", "Noted — worth planning the update for a quiet day."]),
        ("{prod} {X} is the one in the release notes with the fix",
         ["Good to know.", "Noted."]),
        ("we're on {prod} {X} on purpose, leave it alone",
         ["Understood.", "Won't touch them."]),
        ("pete rolled {prod} back to {X} cos the new one broke stuff",
         ["Sensible. I'll note the reason so nobody rolls forward by accident.", "OK."]),
        ("checked, {prod} says v{X} in the about box",
         ["Thanks.", "Noted."]),
        ("apparently {prod} {X} came out yesterday",
         ["Probably worth waiting a week for the bug reports.", "Noted. No rush to jump on it."]),
        ("from the cron mail ||Subject: Cron <root@mdl01> /usr/local/bin/check-versions\n\n{prod}: {X}\nstatus: ok\nchecked: 06:00",
         ["All fine then.", "Nothing to do there."]),
    ],
    "money": [
        ("quote came back at {X} for the {big}",
         ["Want me to put it in front of Karen?", "Noted. Is that with or without VAT?"], {"scale": "mid"}),
        ("Karen says theres {X} left in the IT budget till april",
         ["Tight. Best to prioritise the stuff that'll break first.", "OK, that helps with the planning."], {"scale": "big"}),
        ("kit order total {X} inc delivery",
         ["Noted.", "OK — I'll log it against the team fund."], {"scale": "small"}),
        ("subs going up to {X} per girl this season, league fees went up",
         ["Worth telling the parents early.", "Noted. Want me to draft the message to parents?"], {"scale": "tiny"}),
        ("the LA want {X} for the {svcs}. daylight robbery",
         ["Worth getting a second quote.", "Might be worth asking the framework supplier directly."], {"scale": "mid"}),
        ("{item} were {X} on amazon, ordered them",
         ["OK, I'll log it for the expenses claim.", "Noted."], {"scale": "small"}),
        ("refund of {X} from the kit supplier finally came through",
         ["About time.", "Good. I'll mark it as settled."], {"scale": "small"}),
        ("the {svcs} renewal is {X} a year now",
         ["That's crept up.", "Noted — I'll flag it for the budget."], {"scale": "mid"}),
        ("quote from the reseller ||QUOTATION Q-{nn}{n}{n}\nItem: {big}\nSubtotal: {X}\nVAT charged at 20%\nValid 30 days from issue",
         ["Noted. Want me to forward it to Karen?", "OK — I'll add it to the quotes folder."], {"scale": "mid"}),
        ("minibus hire for the cup game {X}, cheaper than i thought",
         ["Good. Book it before it goes.", "Nice."], {"scale": "small"}),
    ],
    "date": [
        ("mocks start {X}, exam laptops need to be ready before",
         ["I'll put a prep task in the week before.", "Noted — I'll block out time to check them the week before."]),
        ("fixture moved to {X}, same kick off",
         ["I'll update the fixtures sheet and tell the parents.", "Noted."]),
        ("engineer booked for {X}, morning slot",
         ["Noted. I'll let reception know nearer the time.", "OK."]),
        ("cyber essentials cert runs out {X}",
         ["Worth starting the questionnaire a month before.", "Noted — reminder set."]),
        ("parents evening is {X}, hall wifi needs sorting before",
         ["I'll add it to the jobs list.", "Noted."]),
        ("half the girls are away {X}, school trip, might have to cancel",
         ["Worth asking the league early if it can move.", "Noted. Want me to check who's actually going?"]),
        ("moodle upgrade pencilled in for {X}",
         ["Noted. I'll put the pre-upgrade checklist in the day before.", "OK."]),
        ("LA maintenance window is {X} overnight apparently",
         ["Noted. I'll warn the staff that remote access might drop.", "OK."]),
        ("county cup semi is {X} if we win saturday",
         ["Fingers crossed.", "Noted — I'll pencil it in."]),
        ("email from the exams board rep ||Dear Centre,\n\nPlease note that the deadline for access arrangement applications this series is {X}.\n\nRegards,\nCentre Support",
         ["I'll pass it to Janet.", "Noted — worth making sure Janet has it."]),
    ],
}

EN_DEC_TPL = [
    "we're going to {X} because {Y}",
    "decided: {X} — {Y}",
    "let's just {X}, {Y}",
    "OK final answer, we {X}. {Y}.",
    "plan is to {X}, because {Y}",
    "gonna {X}. reason: {Y}",
    "right, {X}. mainly cos {Y}",
    "sod it, {X}. {Y} anyway",
    "made the call to {X}: {Y}",
    "agreed with Karen we'd {X} as {Y}",
    "after all that we'll {X}, since {Y}",
    "settled — {X}. thing is {Y}",
]

EN_CON_TPL = [
    "never {X} unless {Y}",
    "only {X} after {Y}",
    "dont {X} before {Y}",
    "nobody is to {X} until {Y}",
    "rule of thumb: {X} only if {Y}",
    "remember we can't {X} unless {Y}",
    "ok to {X} as long as {Y}",
    "must not {X} until {Y} - learnt that the hard way",
    "I'll only ever {X} once {Y}",
    "you can {X}, but not till {Y}",
]

EN_Q_TPL = [
    "does anyone know {X}?",
    "no idea {X} tbh",
    "still not sure {X}",
    "need to find out {X}",
    "keep meaning to ask {X}",
    "wondering {X}",
    "can't work out {X}",
    "someone must know {X}. not me",
    "anyone's guess {X}",
    "does Karen know {X}? prob not",
    "it's still not clear {X}",
    "random one - {X}?",
]

EN_REPLIES = {
    "decision": ["Makes sense. Noted.", "Sensible — want me to let Karen know?", "Fair enough, that's the pragmatic option.",
                 "Noted. I'll add it to the list for the IT meeting.", "Good call.", "OK, that's settled then.",
                 "Agreed. I'll write it down so it doesn't get re-argued next month."],
    "constraint": ["Got it — I'll put that in the runbook.", "Understood, I'll stick to that.", "Noted as a rule.",
                   "Sensible. Added to the notes.", "OK. I'll flag it if anyone asks me to do otherwise.",
                   "Makes sense after last time."],
    "question": ["No idea, sorry — nothing in the mail or the tickets about it.",
                 "I don't know, and I can't find anything on it.",
                 "Not something I can see from here.",
                 "I've got nothing on that one, I'm afraid.",
                 "Can't help with that one. Anything else for today?",
                 "Don't know. It's not in anything I can search.",
                 "No record of it that I can find."],
}

EN_INTROS = ["", "", "", "right, ", "ok so ", "btw ", "another thing - ", "oh and ", "quick one: ", "fyi ",
             "before i forget, ", "update: "]
EN_LIST_INTROS = ["few things:", "list from this morning:", "bits and bobs -", "notes from the SLT meeting:",
                  "stuff:", "brain dump before i go to the sports hall:", "todo/notes:"]
EN_LIST_FILLERS = ["{room} panel still needs a look", "toner for the office ricoh", "{n} more chromebooks w broken hinges",
                   "ring {who} back", "bibs need washing", "year 9 password resets", "cable tidy in {room}",
                   "label the spare APs", "order more HDMI cables", "training cones left at the 3G",
                   "{who} wants a new mouse, again", "check the UPS self test result", "return the loan projector to {room}",
                   "sign Lewis's timesheet", "first aid kit for sat needs restocking", "email the league re pitch fees",
                   "move the spare laptops trolley out of {room}", "find the visualiser charger", "test the hall mic before assembly",
                   "clear the returns shelf", "{who}'s keyboard has a missing 'e' lol", "book my own annual leave ffs"]

EN_CALLBACK = {
    "name": ["{X} emailed again btw, ignoring till monday", "saw {X} in the car park, all sorted apparently",
             "{X} rang back, said thanks"],
    "id": ["{X} came up again today, same story", "found the paperwork for {X} in my bag"],
    "money": ["Karen queried the {X} thing, told her it's approved", "still annoyed about that {X}"],
    "date": ["reminder {X} is creeping up", "{X} still on as far as i know"],
    "port": ["double checked, {X} is definitely the one", "had to open {X} again after the firmware reset"],
    "version": ["btw {X} still fine, no complaints", "no issues with {X} so far"],
    "command": ["used `{X}` again today, same result"],
}
EN_CALLBACK_REPLIES = ["Noted.", "OK, thanks for the update.", "Good.", "Right.", "Got it."]

# ======================================================================================
# Chinese pools
# ======================================================================================

ZH_NAMES = ["王主任", "李老师", "张建国", "刘校长", "赵丽华", "孙老师", "周主任", "杨红梅", "徐师傅", "朱志强",
            "高主任", "林晓燕", "郭老师", "宋海波", "邓科长", "韩雪梅", "冯老师", "曹书记", "彭丽娟", "曾主任",
            "谢文斌", "潘老师", "袁师傅", "蒋海燕", "蔡经理", "余老师", "杜志刚", "叶主任", "程老师", "魏春花",
            "苏科长", "吕老师", "姚建军", "沈佳怡", "钟师傅", "谭老师"]
ZH_STAFF = ["黄老师", "吴主任", "郑老师", "何校长", "马老师", "胡师傅", "罗老师", "小梁", "方老师", "班主任小贺",
            "门卫老龚", "食堂的易姐", "教务处的小童", "体育组老严"]
ZH_STUDENTS = ["黄子轩", "吴欣怡", "郑浩然", "何雨桐", "马俊杰", "胡思琪", "罗一鸣", "龚佳琪", "易梓涵", "童宇航",
               "严若曦", "贺明轩"]
ZH_ROOMS = ["一机房", "二机房", "三机房", "多媒体教室", "录播教室", "图书馆电子阅览室", "行政楼三楼", "高一(5)班",
            "高二(3)班", "初三(2)班", "报告厅", "会议室"]
ZH_EVENTS = ["100米", "400米", "跳远", "铅球", "4×100接力", "跳高", "800米", "1500米", "拔河", "跳绳"]
ZH_ITEMS = ["网线和水晶头", "学生机内存条", "打印机硒鼓", "号码布", "奖状和奖牌", "机房的耳麦", "秒表", "发令纸",
            "鼠标键盘", "接力棒"]
ZH_BIG = ["交换机", "一体机", "UPS", "监控硬盘", "服务器硬盘", "无线AP", "投影仪", "电子计时器", "广播功放"]
ZH_SVCS = ["极域授权", "电信专线", "网站空间", "学校域名", "杀毒软件授权", "监控云存储", "公众号认证"]
ZH_THINGS = ["交换机", "学生机内存条", "投影仪灯泡", "一体机", "UPS电池", "无线AP", "监控硬盘", "网线和水晶头",
             "打印机硒鼓", "电子计时器", "号码布", "奖状和奖牌", "音响", "机房的耳麦", "服务器硬盘", "极域授权"]

ZH_COMMANDS = [
    "ipconfig /flushdns", "netsh winsock reset", "arp -d *", "gpupdate /force", "shutdown -s -t 60 -m \\\\JF2-08",
    "chkdsk D: /f /r", "slmgr /xpr", "slmgr /ato", "sfc /scannow", "bcdedit /set {default} recoveryenabled no",
    "display interface brief", "display mac-address vlan 20", "save force", "display current-configuration | include vlan",
    "tracert 114.114.114.114", "wmic diskdrive get status", "powercfg /batteryreport", "net share",
    "net use Z: \\\\192.168.10.5\\共享 /persistent:yes", "du -sh /volume1/监控录像", "rsync -av /data/ /mnt/backup/",
    "mysqldump -uroot -p school_site > site.sql", "tar czf www.tar.gz /www/wwwroot", "bt restart",
    "pnputil /add-driver *.inf /install", "msiexec /i TDStudent.msi /qn", "net user student /active:no",
    "wmic csproduct get uuid", "netsh advfirewall set allprofiles state off", "reset saved-configuration",
    "display arp | include 192.168.30", "w32tm /resync", "sudo systemctl restart smbd",
]
ZH_DCMDS = ["ipconfig /all", "ping 192.168.1.1", "ping www.baidu.com", "ipconfig /release", "ipconfig /renew",
            "display version", "taskmgr", "regedit", "services.msc", "devmgmt.msc"]

ZH_DECISIONS = [
    ("机房的还原卡全部换成冰点还原", "还原卡老是跟新主板不兼容"),
    ("校运会的成绩录入用Excel共享表格", "去年那个网页系统当天就崩了"),
    ("二机房的交换机先不换", "今年的预算已经用完了"),
    ("学生机统一装Win10 LTSC", "配置太老带不动Win11"),
    ("校园网出口换成电信的专线", "移动那条线一到晚上就丢包"),
    ("校运会广播用有线话筒", "无线的去年开幕式上一直有杂音"),
    ("监控录像保存三十天", "教育局检查只要求三十天"),
    ("极域电子教室全部升级", "旧版本学生端老是掉线"),
    ("打印机统一走教务处那台服务器", "各办公室自己装驱动太乱了"),
    ("会考那两天机房全天断外网", "去年有学生考试中途上QQ"),
    ("运动员报名改成按班级收纸质表", "很多家长不会用小程序"),
    ("计时让体育组的老师负责", "他们用秒表比我们熟"),
    ("服务器机柜加一台UPS", "上次停电把NAS的硬盘弄坏了一块"),
    ("校运会照片只发在校内群", "有家长不同意孩子照片上公众号"),
    ("周末不开放机房", "没有老师值班出了事说不清"),
    ("旧电脑拆内存给三机房用", "新的采购要等到下学期"),
    ("公众号推文交给团委来发", "我一个人实在忙不过来"),
    ("学生WiFi密码每学期换一次", "现在的密码已经传遍全校了"),
    ("开幕式的音响找外面租", "学校那套功放功率不够"),
    ("一机房改成只给信息课用", "其他科老师借用后经常不关机"),
    ("交换机配置备份到U盘再放一份到NAS", "上次配置丢了重配了一下午"),
    ("秩序册今年印黑白的", "彩印的价钱贵了一倍"),
    ("监控主机换成海康的NVR", "原来那台杂牌的手机上看不了"),
    ("教师机统一装WPS不装Office", "正版Office的授权学校买不起"),
]

ZH_CONSTRAINTS = [
    ("动核心交换机", "跟总务处打过招呼"),
    ("给学生机装软件", "教务处批准"),
    ("重启服务器", "晚自习下课"),
    ("删学生的作业文件夹", "期末成绩出来"),
    ("把U盘插到教师机上", "杀完毒"),
    ("开外网", "会考结束"),
    ("借笔记本给老师", "登记签字"),
    ("改学生WiFi的密码", "提前一天在群里通知"),
    ("把学生照片发公众号", "家长签了同意书"),
    ("拆报废的旧电脑", "资产处那边销了账"),
    ("让运动员上场", "交了安全承诺书"),
    ("重装一体机的系统", "厂家的工程师到场"),
    ("给老师开管理员权限", "何校长签字"),
    ("用发令枪", "体育组的老师在场"),
    ("把新设备接到核心交换机上", "IP登记到表格里"),
    ("调监控录像", "保卫科同意"),
    ("在防火墙上开端口", "写了书面申请"),
    ("把交换机恢复出厂", "配置备份好"),
    ("把成绩表发到家长群", "班主任核对完"),
    ("周末进机房", "跟门卫报备"),
    ("升级网站服务器", "数据库备份拷出来"),
    ("换机房的还原策略", "信息课的老师都知道"),
]

ZH_QUESTIONS = [
    "教育局是不是给报销新交换机的钱",
    "校运会的电子计时器是谁借走的",
    "电信的专线合同是不是明年自动续签",
    "二机房的空调还在不在保修期",
    "会考机房要不要装摄像头",
    "旧电脑能不能捐给村小",
    "公众号的认证费谁来出",
    "极域的授权是按台算还是按机房算",
    "校运会能不能用无人机拍",
    "一体机的系统能不能自己重装",
    "去年买的UPS电池还能撑多久",
    "信息技术会考今年还考不考Python",
    "学生的饭卡能不能用来登录电脑",
    "新来的实习老师有没有机房钥匙",
    "县里的等保测评要不要学校自己出钱",
    "校运会的奖状是教务处印还是团委印",
    "学校的域名当初是谁注册的",
    "去年剩下的号码布放在哪了",
    "光纤是不是被修路的挖断过",
    "希沃的账号是不是跟老师个人绑定的",
    "监控录像能不能存到云上",
    "机房的电费是不是单独算",
]

ZH_TPL = {
    "name": [
        ("{X}刚打电话来说教育局要报网络安全自查表，让我这周弄好",
         ["好的，自查表模板我先找出来，你有空填一下关键几项就行。", "收到，我先把去年的那份翻出来参考。"]),
        ("新来的物理老师{X}要开个教师账号，还要一台一体机的登录",
         ["好，账号我先建好，一体机登录用统一的教师模板。", "收到，我把新老师的开通清单列一下。"]),
        ("{X}又说机房的电脑坏了，我上去一看是显示器电源没插",
         ["哈哈，常见。要不要在机房贴个检查步骤？", "这种最多了，可以贴个小提示在每台显示器上。"]),
        ("校运会裁判长定了是{X}，让我把成绩表发给他",
         ["好，成绩表模板我先整理一下。", "收到，等项目表定了一起发。"]),
        ("电信那边换人了，现在对接的是{X}",
         ["好的，我把联系人表更新一下。", "收到，宽带的事以后找这个人。"]),
        ("你帮我给{X}写个消息，借的投影仪两个星期了还没还，客气点",
         ["可以这样写：\n\n老师您好，上次借的投影仪如果用完了，方便的时候还回信息中心就行，后面有个公开课要用，谢谢！",
          "草稿：\n\n您好，之前借用的投影仪麻烦这周内还回机房，下周有活动要用，辛苦了！"]),
        ("来修光纤的是{X}，说明天早上八点到",
         ["好，我跟门卫说一声。", "收到，明早我给你设个提醒。"]),
        ("||校长转发：\n> 陈老师，{X}下周开始负责学籍管理，请给开一下学籍系统那台电脑的权限，谢谢。",
         ["好，我记一下，下周一给开权限。", "收到，学籍那台电脑的账号我来准备。"]),
        ("县教育局新来的{X}要来检查机房，说是下个月",
         ["好的，机房卫生和台账要提前准备。", "收到，我把机房的使用记录整理一下。"]),
        ("初二的班主任换成{X}了，之前那个调走了",
         ["好，我把班级群和账号权限改一下。", "收到。"]),
    ],
    "command": [
        ("在教师机上跑了`{X}`，半天没反应",
         ["有时候要等一会儿，别急着关。", "可以再等等，实在不行看一下有没有报错。"]),
        ("记一下，上次就是`{X}`弄好的",
         ["记下了。", "好，我存到笔记里。"]),
        ("我就敲了这个 ||C:\\> {X}",
         ["没报错的话应该就是成功了。", "看起来没问题。"]),
        ("备忘：升级完以后要执行 {X}",
         ["好，写进升级清单了。", "记下了。"]),
        ("小梁问我刚才敲的啥，就是`{X}`",
         ["让他记在本子上。", "好，这个他以后用得上。"]),
        ("这个命令老记不住，存一下：{X}",
         ["存好了。", "好的。"]),
        ("网上说先试试`{X}`，不行再找厂家",
         ["可以，先试了再说。", "嗯，先自己排查一下也好。"]),
        ("下次再出这个问题就直接`{X}`，然后给我打电话",
         ["好，记住了。", "收到。"]),
        ("凭记忆敲了`{X}`，居然一次就对了",
         ["厉害。", "哈哈，记性不错。"]),
    ],
    "id": [
        ("报上去了，{noun}是{X}",
         ["好的，记下了。", "收到。"], {"nouns": {"报修单号", "采购单号"}}),
        ("{noun}：{X}，帮我记到表里",
         ["已经加到登记表里了。", "好，记好了。"]),
        ("厂家回复了，{noun}{X}，说三天内处理",
         ["好，三天后我提醒你问一下。", "收到。"], {"nouns": {"报修单号", "采购单号", "订单号"}}),
        ("老是出问题的那台是{X}",
         ["每次都是它的话，可能是硬件问题。", "可以先换台备用机看看。"], {"nouns": {"资产编号", "序列号"}}),
        ("明天帮我催一下{X}，再没动静就打电话",
         ["好，明早提醒你。", "收到。"], {"nouns": {"报修单号", "采购单号", "订单号", "合同号"}}),
        ("{noun}在机器后面贴着，是{X}",
         ["好的。", "记下了。"], {"nouns": {"资产编号", "序列号", "交换机序列号"}}),
        ("订单确认短信 ||【某东】您的订单{X}已出库，预计明天送达。",
         ["好，明天注意收货。", "收到。"], {"nouns": {"订单号"}}),
        ("打电话的时候报{X}，不然他们查不到",
         ["好。", "记住了。"], {"nouns": {"报修单号", "宽带账号", "订单号", "合同号"}}),
        ("资产处要那台坏电脑的{noun}，是{X}",
         ["好，我填到报废单上。", "收到。"], {"nouns": {"资产编号", "序列号"}}),
        ("极域的{noun}是{X}，千万别弄丢了",
         ["存好了。", "好，我另外备份一份。"], {"nouns": {"授权码"}}),
        ("电信那边的{noun}是{X}",
         ["记下了。", "好。"], {"nouns": {"宽带账号", "合同号"}}),
    ],
    "port": [
        ("{svc}的端口是{X}，折腾半天终于通了",
         ["好，防火墙那边也要对应改一下。", "记下了。"]),
        ("厂家说{svc}要开{X}端口，我说得先打申请",
         ["对，按流程走。", "可以，让他们把用途写清楚。"]),
        ("防火墙规则：{svc}只允许教师网段访问{X}",
         ["这样比较安全。", "好的。"]),
        ("扫了一下{ip}开着{X}，原来是{svc}",
         ["那就没事了。", "好，记到设备表里。"]),
        ("记住{svc}用的是{X}端口，别搞错了",
         ["记下了。", "好。"]),
        ("{svc}打不开，后面加上:{X}就好了",
         ["对，非标准端口要手动加。", "可以加个书签。"], {"web": True}),
        ("{svc}映射到外网用的{X}",
         ["外网映射要注意密码强度。", "好，记下了。"]),
        ("安装完显示的 ||安装成功\n服务：{svc}\n监听地址 0.0.0.0:{X}",
         ["看起来没问题。", "好。"]),
    ],
    "version": [
        ("{prod}现在是{X}",
         ["好，记下了。", "收到。"]),
        ("昨晚把{prod}升到{X}了，暂时没发现问题",
         ["好，今天多留意一下。", "不错。"]),
        ("厂家说{prod}至少要{X}才能修好这个bug",
         ["那要找个时间升级。", "好，先看看现在是什么版本。"]),
        ("{prod}故意停在 {X} 的，别动",
         ["好，不动。", "明白。"]),
        ("{prod}又回退到{X}了，新版有问题",
         ["好，我记一下原因。", "收到。"]),
        ("关于里面写的{prod}版本是{X}",
         ["好的。", "记下了。"]),
        ("听说{prod} {X} 昨天出了",
         ["可以先等一两周看看有没有问题。", "不急着升。"]),
        ("巡检报告里 ||设备：{prod}\n当前版本：{X}\n状态：正常",
         ["没问题。", "好。"]),
    ],
    "money": [
        ("报价出来了，{big}要{X}",
         ["要不要先报给总务处？", "好，含不含税问一下。"], {"scale": "mid"}),
        ("总务处说今年信息化的钱只剩{X}了",
         ["那得省着用。", "好，先紧着最急的买。"], {"scale": "big"}),
        ("{item}一共花了{X}，包邮",
         ["记下了。", "好，我记到账上。"], {"scale": "small"}),
        ("教育局给的{big}补贴是{X}",
         ["好的。", "记下了。"], {"scale": "mid"}),
        ("网上看了一下{item}，{X}，先买一些试试",
         ["可以，留好发票。", "好。"], {"scale": "small"}),
        ("{svcs}的续费现在一年{X}",
         ["又涨了。", "好，记到预算里。"], {"scale": "mid"}),
        ("报价单 ||报价单\n品名：{big}\n数量：{n}\n合计：{X}\n报价有效期：15天",
         ["好，我存到报价文件夹里。", "收到。"], {"scale": "mid"}),
        ("校运会那边{item}的钱{X}，要找我报",
         ["好，发票记得要。", "收到。"], {"scale": "small"}),
    ],
    "date": [
        ("会考定在{X}，机房要提前准备",
         ["好，我提前一周设个提醒。", "收到。"]),
        ("校运会改到{X}了",
         ["好，我更新一下日程。", "收到。"]),
        ("电信的师傅约了{X}上午来",
         ["好，提前跟门卫说。", "记下了。"]),
        ("等保测评{X}之前要交材料",
         ["好，我提前两周提醒你。", "收到。"]),
        ("家长会是{X}，报告厅的投影要检查",
         ["好，加到待办里。", "收到。"]),
        ("极域的授权{X}到期",
         ["好，提前一个月联系厂家。", "记下了。"]),
        ("县里的信息技术培训在{X}",
         ["好，我放进日程。", "收到。"]),
        ("教育局通知 ||各学校：\n全县中小学网络安全检查定于{X}开展，请各校提前做好自查。\n县教育局",
         ["好，我把自查的东西列一下。", "收到。"]),
    ],
}

ZH_DEC_TPL = [
    "决定{X}，因为{Y}",
    "就{X}吧，{Y}",
    "最后定了：{X}。原因是{Y}",
    "{X}，就这么定了，{Y}",
    "商量了一下还是{X}，主要是{Y}",
    "我拍板了，{X}，理由很简单，{Y}",
    "算了，{X}，毕竟{Y}",
    "定下来了——{X}，{Y}",
    "那就{X}，谁让{Y}呢",
    "跟{who}说好了，{X}，{Y}",
    "想来想去还是{X}，{Y}",
    "结论：{X}。理由：{Y}",
]

ZH_CON_TPL = [
    "不要{X}，除非{Y}",
    "必须等{Y}了才能{X}",
    "{Y}之前，谁也不许{X}",
    "只有{Y}以后才可以{X}",
    "要{X}得等{Y}",
    "记住：{Y}之后才{X}",
    "千万别{X}，{Y}了再说",
    "规定是{Y}以后才能{X}",
    "{X}？可以，前提是{Y}",
    "除非{Y}，否则不要{X}",
]

ZH_Q_TPL = [
    "还不确定{X}",
    "有人知道{X}吗",
    "不知道{X}",
    "搞不清楚{X}",
    "想问问{X}",
    "谁知道{X}啊",
    "到现在也没弄明白{X}",
    "一直想问{X}",
    "我也说不准{X}",
    "{who}也不知道{X}",
]

ZH_REPLIES = {
    "decision": ["好，这个合理。", "可以，我记下了。", "行，这样省事。", "同意，我写进备忘里。", "好，就按这个来。",
                 "嗯，有道理。"],
    "constraint": ["明白，我记到规定里。", "好，按这个来。", "收到，这条我记住了。", "好的，以后照这个执行。",
                   "有道理，上次就吃过亏。"],
    "question": ["这个我也不清楚，邮件和通知里都没找到。", "不知道，我这边查不到相关记录。", "这个没法确定，没找到资料。",
                 "我这里没有这方面的信息。", "说不好，没查到。"],
}

ZH_INTROS = ["", "", "", "对了，", "还有，", "另外", "先说一下，", "刚想起来，", "跟你说下，"]
ZH_LIST_INTROS = ["几件事：", "今天记一下：", "开会记的：", "待办：", "顺便记几条："]
ZH_LIST_FILLERS = ["{room}的投影仪要看一下", "买一箱网线", "{n}台学生机开不了机", "给{who}回电话", "机房打扫卫生",
                   "交换机柜子要上锁", "号码布数一下", "音响试一下", "{who}的鼠标又坏了", "机房窗帘要修",
                   "还体育组的秒表", "把备用机搬到{room}", "查一下UPS的电池", "广播室钥匙找门卫要", "{room}的插座松了",
                   "打印机加纸", "写本周的工作记录", "给小梁讲一下VLAN"]

ZH_CALLBACK = {
    "name": ["{X}又打电话来了，说下周再说", "刚碰到{X}了，说已经弄好了"],
    "id": ["{X}那个今天又提到了", "{X}的单子找到了，在我抽屉里"],
    "money": ["总务处问那{X}的事，我说批过了", "那个{X}的发票还没开过来"],
    "date": ["提醒一下{X}快到了", "{X}那个还是照旧"],
    "port": ["确认过了，就是{X}", "固件重置以后{X}又要重新开"],
    "version": ["{X}用着还行，没人投诉", "{X}到现在没出问题"],
    "command": ["今天又用了一次`{X}`，一样管用"],
}
ZH_CALLBACK_REPLIES = ["好。", "收到。", "好的，知道了。", "嗯。"]

# ======================================================================================
# builder
# ======================================================================================

EN_TYPOS = [(r"\byou\b", "u", .5), (r"\byour\b", "ur", .4), (r"\bplease\b", "pls", .6), (r"\bbecause\b", "cos", .5),
            (r"\btomorrow\b", "tmrw", .5), (r"\bprobably\b", "prob", .5), (r"\bthanks\b", "thx", .3),
            (r"\bdon't\b", "dont", .6), (r"\bI'm\b", "im", .5), (r"\bcan't\b", "cant", .5), (r"\bit's\b", "its", .5),
            (r"\bthat's\b", "thats", .5), (r"\bthe\b", "teh", .03), (r"\breceive\b", "recieve", .7),
            (r"\bdefinitely\b", "definately", .6), (r"\bseparate\b", "seperate", .6), (r"\bjust\b", "jsut", .05),
            (r"\bsomething\b", "smth", .3), (r"\bI\b", "i", .5), (r"\bwith\b", "w/", .15), (r"\bwhat\b", "wat", .04),
            (r"\bthough\b", "tho", .5), (r"\bbecause\b", "bc", .2), (r"\bminutes\b", "mins", .5)]
ZH_TYPOS = [("已经", "以经", .15), ("吗", "嘛", .12), ("，", " ", .12), ("。", "", .35), ("什么", "啥", .3),
            ("一下", "一哈", .04), ("怎么", "咋", .2)]

EN_FOLLOWUPS = [("cheers", "No worries."), ("ta", "👍"), ("ok ta", "Any time."), ("sound", "👍"),
                ("nice one", "No problem."), ("perfect", "Good."), ("lol ok", "😄"), ("k", "OK."),
                ("brill thx", "You're welcome."), ("yeah thats fine", "Great.")]
ZH_FOLLOWUPS = [("好的", "嗯。"), ("谢了", "不客气。"), ("行", "好。"), ("嗯嗯", "👍"), ("ok", "好的。"), ("收到", "👌")]


class Slots(dict):
    def __init__(self, b, fixed):
        dict.__init__(self, fixed)
        self.b = b

    def __missing__(self, k):
        v = self.b.s(k)
        self[k] = v
        return v


class Builder(object):
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed, self.zh, self.per_kind = seed, zh, per_kind
        self.rng = random.Random(seed * 1000003 + attempt * 7919 + (50021 if zh else 0))
        self.r = self.rng
        self.facts = []

    # ---- small helpers ------------------------------------------------------------
    def pick(self, seq):
        return self.r.choice(seq)

    def s(self, k):
        r = self.r
        if self.zh:
            if k == "who":
                return r.choice(ZH_STAFF)
            if k == "stu":
                return r.choice(ZH_STUDENTS)
            if k == "room":
                return r.choice(ZH_ROOMS)
            if k == "inc":
                return zh_dist_id(r)
            if k == "price":
                return r.choice(["¥%d" % r.randint(20, 900) + "0", "%d元" % r.randint(15, 99), "%d块" % r.randint(11, 99)])
            if k == "ddate":
                return zh_date(r)[1]
            if k == "ip":
                return "192.168.%d.%d" % (r.choice([10, 20, 30, 40, 50]), r.randint(2, 250))
            if k == "thing":
                return r.choice(ZH_THINGS)
            if k == "item":
                return r.choice(ZH_ITEMS)
            if k == "big":
                return r.choice(ZH_BIG)
            if k == "svcs":
                return r.choice(ZH_SVCS)
            if k == "event":
                return r.choice(ZH_EVENTS)
            if k == "cmd":
                return r.choice(ZH_DCMDS)
        else:
            if k == "who":
                return r.choice(EN_STAFF)
            if k == "girl":
                return r.choice(EN_GIRLS)
            if k == "room":
                return r.choice(EN_ROOMS)
            if k == "inc":
                return en_dist_id(r)
            if k == "price":
                return "£%d.%02d" % (r.randint(3, 95), r.choice([0, 50, 99, 25]))
            if k == "ddate":
                return en_date(r)[1]
            if k == "ip":
                return "10.20.%d.%d" % (r.choice([10, 20, 30, 40, 60, 99]), r.randint(2, 250))
            if k == "team":
                return r.choice(EN_TEAMS)
            if k == "thing":
                return r.choice(EN_THINGS)
            if k == "item":
                return r.choice(EN_ITEMS)
            if k == "big":
                return r.choice(EN_BIG)
            if k == "svcs":
                return r.choice(EN_SVCS)
            if k == "kw":
                return r.choice(["SMART Notebook", "the Veeam box", "the exam software", "the timetabling software", "the NVR app"])
            if k == "cmd":
                return r.choice(EN_DCMDS)
        if k == "n":
            return str(r.randint(2, 9))
        if k == "nn":
            return str(r.randint(11, 60))
        raise KeyError(k)

    def fill(self, tpl, **fixed):
        return tpl.format_map(Slots(self, fixed))

    def noise(self, text, protect=()):
        r = self.r
        keep = {}
        for i, nd in enumerate(sorted(set(protect), key=len, reverse=True)):
            if nd and nd in text:
                tok = "\x00%d\x00" % i
                keep[tok] = nd
                text = text.replace(nd, tok)
        if self.zh:
            for a, b, p in ZH_TYPOS:
                parts = text.split(a)
                out = parts[0]
                for part in parts[1:]:
                    out += (b if r.random() < p else a) + part
                text = out
            if r.random() < 0.08:
                text += r.choice(["哈", "哈哈", "。。。", "~"])
        else:
            for pat, rep, p in EN_TYPOS:
                text = re.sub(pat, lambda m: rep if r.random() < p else m.group(0), text)
            if text[:1].isupper() and not text.startswith(("I ", "Mr", "Mrs", "Ms", "Miss", "Dr", "LA", "OK")) \
                    and r.random() < 0.55:
                text = text[0].lower() + text[1:]
            if text.endswith(".") and r.random() < 0.5:
                text = text[:-1]
        for tok, nd in keep.items():
            text = text.replace(tok, nd)
        return text

    def U(self, prose, paste=None, protect=()):
        text = self.noise(prose, protect) if prose else ""
        if paste:
            text = (text + "\n\n" if text else "") + paste
        return ("user", text)

    def A(self, text):
        return ("assistant", text)

    def T(self, name, args, out):
        if not isinstance(out, str):
            out = json.dumps(out, ensure_ascii=False, indent=1)
        return ("tool", name, (args, out))

    def tool_rows(self, name, payload):
        args, out = payload
        return json.dumps(args, ensure_ascii=False), out

    # ---- facts --------------------------------------------------------------------
    def pick_facts(self):
        r, pk, zh = self.r, self.per_kind, self.zh
        facts = []

        def add(kind, needles, **aux):
            facts.append({"kind": kind, "needles": list(needles), "aux": aux})

        for nm in r.sample(ZH_NAMES if zh else EN_NAMES, pk):
            add("name", [nm])
        for c in r.sample(ZH_COMMANDS if zh else EN_COMMANDS, pk):
            add("command", [c])
        seen = set()
        while len([f for f in facts if f["kind"] == "id"]) < pk:
            v, noun = (zh_id if zh else en_id)(r)
            if v not in seen:
                seen.add(v)
                add("id", [v], noun=noun)
        for p, svc in r.sample(ZH_PORTS if zh else EN_PORTS, pk):
            add("port", [p], svc=svc, web=svc in (ZH_WEB if zh else EN_WEB))
        for prod, gen in r.sample(ZH_VERSIONS if zh else EN_VERSIONS, pk):
            add("version", [gen(r)], prod=prod)
        for _ in range(pk):
            add("money", [])  # value drawn when the sentence is chosen, to fit its scale
        seen = set()
        while len([f for f in facts if f["kind"] == "date"]) < pk:
            nd, disp, d = (zh_date if zh else en_date)(r)
            if nd not in seen:
                seen.add(nd)
                add("date", [nd], disp=disp, iso=d.isoformat())
        for c, y in r.sample(ZH_DECISIONS if zh else EN_DECISIONS, pk):
            add("decision", [c, y])
        for a, c in r.sample(ZH_CONSTRAINTS if zh else EN_CONSTRAINTS, pk):
            add("constraint", [a, c])
        for q in r.sample(ZH_QUESTIONS if zh else EN_QUESTIONS, pk):
            add("question", [q])
        return facts

    def next_tpl(self, kind, f=None):
        def allowed(t):
            if f is None or not isinstance(t, tuple) or len(t) < 3:
                return True
            cond = t[2]
            if "nouns" in cond and f["aux"].get("noun") not in cond["nouns"]:
                return False
            if cond.get("web") and not f["aux"].get("web"):
                return False
            return True

        for refill in range(3):
            if kind not in self.cycles or not self.cycles[kind] or refill:
                if kind == "decision":
                    src = ZH_DEC_TPL if self.zh else EN_DEC_TPL
                elif kind == "constraint":
                    src = ZH_CON_TPL if self.zh else EN_CON_TPL
                elif kind == "question":
                    src = ZH_Q_TPL if self.zh else EN_Q_TPL
                else:
                    src = (ZH_TPL if self.zh else EN_TPL)[kind]
                lst = list(src)
                self.r.shuffle(lst)
                if refill:
                    lst = self.cycles.get(kind, []) + lst
                self.cycles[kind] = lst
            cyc = self.cycles[kind]
            for j in range(len(cyc) - 1, -1, -1):
                if allowed(cyc[j]):
                    return cyc.pop(j)
        raise RuntimeError("no template for %s" % kind)

    def filler(self):
        if not getattr(self, "fcycle", None):
            self.fcycle = list(ZH_LIST_FILLERS if self.zh else EN_LIST_FILLERS)
            self.r.shuffle(self.fcycle)
        return self.fill(self.fcycle.pop())

    def fact_line(self, f):
        """(prose, paste, replies) for one fact."""
        kind, nds, aux = f["kind"], f["needles"], f["aux"]
        if kind in ("decision", "constraint", "question"):
            tpl = self.next_tpl(kind)
            txt = self.fill(tpl, X=nds[0], Y=nds[1] if len(nds) > 1 else "")
            reps = (ZH_REPLIES if self.zh else EN_REPLIES)[kind]
            return txt, None, reps
        ent = self.next_tpl(kind, f)
        tpl, reps = ent[0], ent[1]
        if kind == "money" and not nds:
            scale = ent[2]["scale"]
            while True:
                v = (zh_money if self.zh else en_money)(self.r, scale)
                if v not in self.money_seen:
                    self.money_seen.add(v)
                    nds.append(v)
                    break
        fixed = {"X": aux.get("disp", nds[0])}
        for k in ("noun", "svc", "prod"):
            if k in aux:
                fixed[k] = aux[k]
        slots = Slots(self, fixed)
        if "||" in tpl:
            prose, paste = tpl.split("||", 1)
            return prose.format_map(slots), paste.format_map(slots), reps
        return tpl.format_map(slots), None, reps

    def fact_episode(self, group):
        r = self.r
        items = []
        if len(group) == 1:
            prose, paste, reps = self.fact_line(group[0])
            protect = list(group[0]["needles"])
            intro = r.choice(ZH_INTROS if self.zh else EN_INTROS) if not paste else ""
            items.append(self.U(intro + prose if prose else "", paste, protect))
            reply = r.choice(reps)
        else:
            lines = []
            for f in group:
                prose, paste, reps = self.fact_line(f)
                while paste is not None:
                    prose, paste, reps = self.fact_line(f)
                lines.append(prose)
            protect = [nd for f in group for nd in f["needles"]]
            if r.random() < 0.6:
                lines.insert(r.randint(0, len(lines)), self.filler())
            head = r.choice(ZH_LIST_INTROS if self.zh else EN_LIST_INTROS)
            bullet = r.choice(["- ", "-", "* ", "· "]) if not self.zh else r.choice(["- ", "1. ", "· "])
            if bullet == "1. ":
                body = "\n".join("%d. %s" % (i + 1, ln) for i, ln in enumerate(lines))
            else:
                body = "\n".join(bullet + ln for ln in lines)
            items.append(self.U(head + "\n" + body, None, protect))
            reply = r.choice(["都记下了。", "好，几条都记好了。", "收到，我整理到待办里。"]) if self.zh else \
                r.choice(["All noted.", "Got all that — I'll put them on the list.", "Noted, all of it.",
                          "OK, added to the notes."])
        for f in group:
            if f["kind"] == "date" and f["aux"]["iso"] not in f["needles"] and r.random() < 0.3:
                title = "提醒" if self.zh else "Reminder (from chat)"
                items.append(self.T("calendar_add", {"date": f["aux"]["iso"], "title": title, "all_day": True},
                                    {"ok": True, "event_id": "evt_%05d" % r.randint(10000, 99999)}))
                reply = ("已经加到日历了。" if self.zh else "Put it in the calendar. ") + reply
        items.append(self.A(reply))
        if r.random() < 0.18:
            fu, fa = r.choice(ZH_FOLLOWUPS if self.zh else EN_FOLLOWUPS)
            items += [self.U(fu), self.A(fa)]
        return items

    def tool_fact_episode(self, f):
        r, nd, aux, kind = self.r, f["needles"][0], f["aux"], f["kind"]
        zh = self.zh
        if kind == "id":
            noun = aux["noun"]
            if zh:
                topic = r.choice(["%s那台坏了的电脑" % self.s("room"), "上个月买的交换机", "%s的一体机" % self.s("room"),
                                  "报修的投影仪"])
                q = self.U("帮我查一下%s的%s" % (topic, noun))
                out = {"results": [{"名称": topic, noun: nd, "位置": self.s("room"), "登记人": self.s("who")}]}
                t = self.T("inventory_lookup", {"query": topic}, out)
                a = self.A("查到了，%s是%s。" % (noun, nd))
            else:
                topic = r.choice(["the laptop %s dropped" % self.s("who"), "the sports hall AP", "the projector in %s" % self.s("room"),
                                  "the new panel in %s" % self.s("room"), "the broken chromebook from 8X2",
                                  "the switch order"])
                q = self.U("whats the %s for %s? need it for a form" % (noun, topic))
                if noun in ("asset tag", "serial", "service tag", "licence key"):
                    out = {"results": [{"item": topic, noun.replace(" ", "_"): nd, "location": self.s("room"),
                                        "status": "in service"}]}
                    t = self.T("inventory_lookup", {"query": topic}, out)
                else:
                    out = {"messages": [{"from": "orders@" + r.choice(["xma.co.uk", "misco.co.uk", "leeds.gov.uk"]),
                                         "date": "2027-01-%02d" % r.randint(4, 11),
                                         "snippet": "... your %s is %s. Please quote this ..." % (noun, nd)}]}
                    t = self.T("mail_search", {"query": topic, "limit": 5}, out)
                a = self.A("It's %s." % nd)
        elif kind == "version":
            prod = aux["prod"]
            if zh:
                q = self.U("%s现在是啥版本来着" % prod)
                out = {"item": prod, "version": nd, "last_checked": "2027-01-%02d" % r.randint(5, 11)}
                t = self.T("inventory_lookup", {"query": prod, "field": "version"}, out)
                a = self.A("登记的版本是%s。" % nd)
            else:
                q = self.U("what version is %s on again" % prod)
                out = {"item": prod, "version": nd, "last_checked": "2027-01-%02d" % r.randint(5, 11)}
                t = self.T("inventory_lookup", {"query": prod, "field": "version"}, out)
                a = self.A("Inventory says %s." % nd)
        elif kind == "port":
            svc = aux["svc"]
            host = r.choice(["srv02", "app01", "mgmt01"]) if not zh else r.choice(["server1", "nas", "管理机"])
            lines = ["State  Recv-Q Send-Q Local Address:Port  Peer Address:Port",
                     "LISTEN 0      128    0.0.0.0:22          0.0.0.0:*",
                     "LISTEN 0      4096   0.0.0.0:%s        0.0.0.0:*" % nd,
                     "LISTEN 0      511    0.0.0.0:443         0.0.0.0:*"]
            t = self.T("ssh_run", {"host": host, "command": "sudo ss -tln"}, "\n".join(lines))
            if zh:
                q = self.U("%s用的哪个端口来着，忘了" % svc)
                a = self.A("除了22和443，还在监听的是%s，应该就是%s。" % (nd, svc))
            else:
                q = self.U("what port did we put %s on, cant remember" % svc)
                a = self.A("Apart from 22 and 443 the only listener is %s, so that'll be %s." % (nd, svc))
        else:  # date
            if zh:
                what = r.choice(["校运会", "等保测评", "会考", "县里培训"])
                q = self.U("%s到底是哪天，帮我翻一下通知" % what)
                out = {"messages": [{"from": "县教育局", "subject": "关于%s的通知" % what,
                                     "snippet": "……定于%s举行，请各校做好准备……" % nd}]}
                t = self.T("mail_search", {"query": what}, out)
                a = self.A("通知上写的是%s。" % nd)
            else:
                what = r.choice(["the Cyber Essentials renewal", "the LA network audit", "the exams access deadline",
                                 "the league AGM"])
                q = self.U("when is %s again? find the email" % what)
                out = {"messages": [{"from": r.choice(["Gav (LA)", "league secretary", "Centre Support"]),
                                     "subject": what, "snippet": "... this is scheduled for %s. Please ..." % nd}]}
                t = self.T("mail_search", {"query": what}, out)
                a = self.A("The email says %s." % nd)
        return [q, t, a]

    def callback_episode(self, f):
        r = self.r
        tpl = r.choice((ZH_CALLBACK if self.zh else EN_CALLBACK)[f["kind"]])
        nd = f["needles"][0]
        return [self.U(self.fill(tpl, X=nd), None, [nd]),
                self.A(r.choice(ZH_CALLBACK_REPLIES if self.zh else EN_CALLBACK_REPLIES))]

    # ---- assembly -----------------------------------------------------------------
    def build(self):
        r = self.r
        self.cycles = {}
        self.money_seen = set()
        self.fcycle = []
        facts = self.pick_facts()
        expect = {}
        order = list(range(len(facts)))
        r.shuffle(order)
        episodes = []  # (items, fact indices)
        tool_ok = {"id", "version", "port", "date"}
        singles = []
        for i in order:
            f = facts[i]
            if f["kind"] in tool_ok and r.random() < 0.1:
                episodes.append((self.tool_fact_episode(f), [i]))
                expect[f["needles"][0]] = 2
            else:
                singles.append(i)
        pair_p = 0.12 + 0.018 * self.per_kind
        k = 0
        while k < len(singles):
            i = singles[k]
            if k + 1 < len(singles) and facts[singles[k + 1]]["kind"] != facts[i]["kind"] and r.random() < pair_p:
                grp = [i, singles[k + 1]]
                k += 2
            else:
                grp = [i]
                k += 1
            episodes.append((self.fact_episode([facts[j] for j in grp]), grp))
        # planned repeats
        callbacks = []
        cb_kinds = set((ZH_CALLBACK if self.zh else EN_CALLBACK).keys())
        cands = [i for i in range(len(facts)) if facts[i]["kind"] in cb_kinds and facts[i]["needles"][0] not in expect]
        r.shuffle(cands)
        for i in cands[:max(1, len(facts) // 14)]:
            callbacks.append((self.callback_episode(facts[i]), i))
            expect[facts[i]["needles"][0]] = 2
        nmsg = lambda items: sum(1 for it in items if it[0] != "tool")
        fact_msgs = sum(nmsg(e[0]) for e in episodes) + sum(nmsg(c[0]) for c in callbacks)
        target = max(r.randint(150, 215), fact_msgs + r.randint(70, 110))
        target = min(target, 294)
        chatter_fns = self.chatter_fns()
        opener = chatter_fns[0]
        pool = chatter_fns[1:]
        r.shuffle(pool)
        first = opener()
        closer = self.closer()
        total = fact_msgs + nmsg(first) + nmsg(closer)
        chat_eps = []
        used = set([first[0][1]])
        ci = 0
        tries = 0
        while total < target and tries < 400:
            tries += 1
            fn = pool[ci % len(pool)]
            ci += 1
            if ci % len(pool) == 0:
                r.shuffle(pool)
            ep = fn()
            if total + nmsg(ep) > 298 or ep[0][1] in used:
                continue
            used.add(ep[0][1])
            chat_eps.append((ep, []))
            total += nmsg(ep)
        body = episodes + chat_eps
        r.shuffle(body)
        for items, i in callbacks:
            pos = next(p for p, e in enumerate(body) if i in e[1])
            body.insert(r.randint(min(pos + 4, len(body)), len(body)), (items, []))
        seq = list(first)
        for items, _ in body:
            seq += items
        seq += closer
        self.facts = facts
        return facts, seq, expect

    def chatter_fns(self):
        pre = "zh_" if self.zh else "en_"
        names = sorted(n for n in dir(self) if n.startswith(pre + "ch_"))
        fns = [getattr(self, n) for n in names]
        opener = getattr(self, pre + "opener")
        return [opener] + fns

    def closer(self):
        r = self.r
        if self.zh:
            u, a = r.choice([("先这样，下班了，明天还要去操场量跑道", "好，辛苦了，明天见。"),
                             ("走了走了，晚自习不是我值班，难得", "好好休息。"),
                             ("今天就到这，机房锁门了", "好的，明天见。")])
        else:
            u, a = r.choice([("right im off, training 9:30 sat dont let me forget the pump", "Reminder set for Friday night: pump, bibs, cones."),
                             ("done for today. if the moodle box dies tonight it can stay dead till 7", "Fair. Have a good evening."),
                             ("heading home, brain is mush", "Go. Everything's noted.")])
        return [self.U(u), self.A(a)]

# ======================================================================================
# English chatter: most of the conversation, no seeded facts in it
# ======================================================================================

def _vat(x):
    return round(x * 1.2, 2)


def en_opener(self):
    r = self.r
    todo = r.sample(["%s panel 'not working'" % self.s("room"), "year 9 password resets (%s of them)" % self.s("n"),
                     "chase the toner order", "training plan for sat", "look at the AP in %s" % self.s("room"),
                     "moodle quiz thing %s emailed about" % self.s("who"), "sign for the delivery", "exam room laptops - charge them",
                     "ring the LA about the filtering report"], 4)
    ev = [{"time": "08:40", "title": "SLT briefing (IT item 5 mins)"},
          {"time": r.choice(["10:50", "11:10", "12:30"]), "title": "Cover: IT1 setup for %s" % self.s("who")},
          {"time": r.choice(["15:20", "15:40"]), "title": r.choice(["Y10 parents drop-in (laptops)", "Staff briefing", "Call with Gav (LA)"])}]
    return [self.U("morning. today:\n" + "\n".join("- " + t for t in todo)),
            self.T("calendar_list", {"date": "today"}, {"events": ev}),
            self.A("Morning. Calendar: SLT briefing at 08:40 (you've got five minutes on the agenda), %s at %s, and %s at %s. "
                   "I'd knock off the first thing on your list while it's quiet." % (ev[1]["title"], ev[1]["time"], ev[2]["title"], ev[2]["time"])),
            self.U(r.choice(["yeah. coffee first tho", "ok. kettle's on", "cheers. its freezing in here, heating's off again"])),
            self.A(r.choice(["Sensible.", "Priorities.", "I'll log the heating with the site team if you want."]))]


def en_ch_ticket_paste(self):
    r = self.r
    who, room, inc = self.s("who"), self.s("room"), "INC-%05d" % r.randint(50000, 99999)
    issue, fix = r.choice([
        ("My computer is doing the thing again where it won't let me log in and says the trust relationship has failed. Urgent as I have Year 11 period 3!!",
         "it was the trust relationship thing, rejoined it to the domain. 10 min job"),
        ("Board is showing no signal. I have tried turning it off and on. Please help ASAP",
         "someone had unplugged the HDMI to charge their phone. plugged back in"),
        ("Can't get sound from the laptop through the speakers. Have a video for lesson 4.",
         "output was set to the monitor not the speakers. sigh"),
        ("Printer in my room says offline, it has been like this since Monday.",
         "printer had a new IP after the power cut, remapped it"),
        ("Students can't get on to Moodle, says 'invalid login' for all of them.",
         "they were typing their email not their username. made a poster"),
    ])
    paste = ("Ticket %s\nRaised by: %s\nLocation: %s\nCategory: Hardware/Classroom\nPriority: %s\n\n%s"
             % (inc, who, room, r.choice(["High", "Urgent", "Normal"]), issue))
    return [self.U(r.choice(["look at this one", "this came in, what d'ya reckon", "todays gem:"]), paste),
            self.A("Probably quickest to go and look. If it's %s you could check the basics before walking over — "
                   "but honestly with a lesson in the way it's faster in person." % room),
            self.U("update: " + fix),
            self.A("Nice. I'll close %s with that note." % inc),
            self.T("helpdesk_update", {"ticket": inc, "status": "resolved", "note": fix[:60]}, {"ok": True, "status": "resolved"}),
            self.A("Done — closed.")]


def en_ch_head_email(self):
    r = self.r
    topic = r.choice([
        ("mobile phones",
         "From: Helen Fairbairn\nSubject: Phones policy - IT implications\n\nCraig,\n\nAs discussed at SLT we are moving to 'not seen, not heard' from next half term. Can you let me know (a) whether the pouches need any wifi changes, (b) whether staff can still use the Authenticator app on their phones in lessons, and (c) anything else I've not thought of.\n\nThanks,\nHelen",
         "- (a) No wifi changes needed for pouches themselves.\n- (b) Staff phones aren't covered by the student rule, so Authenticator is fine — but it's worth saying it explicitly in the policy.\n- (c) Student MFA: if any students use phone-based MFA for Moodle or Office, they'll need an alternative in school (a hardware key or the school-network exemption)."),
        ("staff laptop refresh",
         "From: Helen Fairbairn\nSubject: Laptops\n\nHi Craig, governors asked about the staff laptop refresh. Can you give me a one-paragraph summary of where we are: how many are out of warranty, what it would cost roughly, and the risk if we wait a year. No rush, by the end of next week is fine.\n\nHelen",
         "Outline for the paragraph:\n- count of laptops out of warranty (I can pull that from inventory)\n- rough cost per unit and total\n- risk if you wait: battery failures, no security updates on the oldest, more time lost to repairs"),
        ("trips consent",
         "From: Helen Fairbairn\nSubject: Trip consent forms\n\nCraig, the office say the online consent form for trips keeps losing submissions. Parents are ringing in. Can you have a look today? Sharon has examples.\n\nH",
         "Worth asking Sharon for two or three examples with times, then checking the form's response log for those times. If submissions never arrive it's usually a required field the form silently rejects on mobile."),
    ])
    return [self.U(r.choice(["from the head, can u turn this into a todo", "email from Helen. help", "this landed:"]), topic[1]),
            self.A(topic[2]),
            self.U(r.choice(["ok. i'll reply after lunch", "cheers, will do tonight", "fine. she wants it yesterday obvs"])),
            self.A(r.choice(["I can draft the reply whenever you're ready.", "Shout if you want a draft.", "OK."]))]


def en_ch_la_email(self):
    r = self.r
    d1, d2 = self.s("ddate"), self.s("ddate")
    paste = ("From: Leeds Schools ICT Service\nSubject: Planned maintenance and filtering report\n\nDear colleague,\n\n"
             "1. Core router maintenance: %s, 18:00-22:00. Internet access may be intermittent.\n"
             "2. The annual filtering and monitoring self-review is due by %s. Please complete the attached form.\n"
             "3. Reminder: requests for firewall changes must be raised via the portal, not by email.\n\n"
             "Kind regards,\nSchools ICT Service Desk" % (d1, d2))
    return [self.U(r.choice(["from the LA. anything i actually need to do?", "LA email, tldr pls"]), paste),
            self.A("Two actions: warn staff that the internet may drop during the maintenance evening (%s), and get the "
                   "filtering self-review done by %s. The third point is just a reminder to use the portal." % (d1, d2)),
            self.U(r.choice(["the self review is a pain. who fills it in, me or the DSL?", "do i have to do the self review or is it Mrs Webb"])),
            self.A("It's meant to be done jointly: the DSL owns it, you supply the technical answers (what's filtered, how alerts get to her). "
                   "Easiest is to fill in the technical bits and hand it to Mrs Webb to finish."),
            self.U("ok fair")]


def en_ch_vendor_quote(self):
    r = self.r
    items = r.sample([("HDMI cable 3m", 4.20), ("Logitech H390 headset", 21.50), ("Epson ELPLP97 lamp", 89.00),
                      ("Chromebook hinge kit", 14.75), ("CAT6 patch lead 2m (pack of 10)", 17.90),
                      ("APC RBC7 battery", 168.00), ("USB-C charger 65W", 19.99), ("Wireless presenter", 24.00)], 3)
    qtys = [r.randint(2, 25) for _ in items]
    sub = sum(q * p for (n, p), q in zip(items, qtys))
    lines = "\n".join("%-34s x%-3d £%.2f" % (n, q, q * p) for (n, p), q in zip(items, qtys))
    paste = "QUOTE %s\n%s\n----\nTotal (ex VAT): £%.2f\nDelivery: free over £100" % ("Q%05d" % r.randint(10000, 99999), lines, sub)
    return [self.U(r.choice(["quote for the bits, whats that with vat", "can u check this adds up + vat"]), paste),
            self.A("The lines add up: £%.2f ex VAT, so £%.2f with VAT at 20%%. Delivery's free as it's over £100." % (sub, _vat(sub))),
            self.U(r.choice(["ok send it to karen for a PO", "fine. karen will moan but fine"])),
            self.T("mail_send", {"to": "karen.doyle@mphs.sch.uk", "subject": "PO request - IT consumables",
                                 "body": "Hi Karen, quote attached, £%.2f ex VAT. Could you raise a PO when you get a minute? Thanks, Craig" % sub},
                   {"ok": True}),
            self.A("Sent to Karen.")]


def en_ch_switch_cfg(self):
    r = self.r
    v = r.choice([30, 40, 50])
    p = r.randint(10, 22)
    paste = ("vlan %d\n   name \"STUDENT\"\n   untagged 1/1/1-1/1/%d\n   tagged 1/1/47-1/1/48\n   exit\n"
             "vlan %d\n   name \"STAFF\"\n   tagged 1/1/47-1/1/48\n   untagged 1/1/%d-1/1/46\n   exit" % (v, p, v + 10, p + 1))
    return [self.U("why can't the AP on 1/1/%d see the staff vlan, config below" % (p - 2), paste),
            self.A("Port 1/1/%d is untagged in VLAN %d (STUDENT) and not a member of VLAN %d at all — only 47-48 carry %d tagged. "
                   "For an AP you'd normally have the management VLAN untagged and the SSID VLANs tagged, so add `tagged 1/1/%d` under vlan %d."
                   % (p - 2, v, v + 10, v + 10, p - 2, v + 10)),
            self.U(r.choice(["ahh. i always get tagged/untagged backwards", "course. cheers"])),
            self.A("Everyone does. Think of it as: untagged = the one VLAN the device doesn't know about, tagged = the extra ones it does.")]


def en_ch_forti(self):
    r = self.r
    pid = r.randint(12, 60)
    paste = ("config firewall policy\n    edit %d\n        set name \"staff-to-mis\"\n        set srcintf \"vlan40\"\n"
             "        set dstintf \"port1\"\n        set srcaddr \"STAFF_NET\"\n        set dstaddr \"MIS_CLOUD\"\n"
             "        set action accept\n        set schedule \"always\"\n        set service \"HTTPS\"\n        set nat enable\n    next\nend" % pid)
    return [self.U("does this look right, staff cant get to the MIS from the office pcs", paste),
            self.A("The policy itself looks fine. Two things to check: that the office PCs are actually on vlan40 (the office might be on its own VLAN), "
                   "and that policy %d sits above any broader deny — FortiGate takes the first match." % pid),
            self.U("office is on vlan 45. of course it is"),
            self.A("That'll be it. Either add vlan45 to srcintf or clone the policy for it.")]


def en_ch_cron(self):
    r = self.r
    n = r.randint(3, 40)
    paste = ("Subject: Cron <root@mdl01> /usr/local/bin/mdl-backup.sh\n\n"
             "rsync: [sender] file has vanished: \"/srv/moodledata/temp/backup/%d/backup.log\"\n"
             "rsync warning: some files vanished before they could be transferred (code 24) at main.c(1338)\n"
             "sent %s bytes  received %d bytes\ntotal size is %s  speedup is 1.00" % (r.randint(1000, 99999), "{:,}".format(r.randint(10 ** 8, 10 ** 9)),
                                                                                       r.randint(1000, 9999), "{:,}".format(r.randint(10 ** 10, 10 ** 11))))
    return [self.U(r.choice(["got this at 2am. bad?", "cron mail again. do i care"]), paste),
            self.A("Not bad. Code 24 just means a temp file was deleted between rsync listing it and copying it — Moodle's temp backups come and go. "
                   "The rest of the run completed. If it bothers you, exclude /temp from the rsync."),
            self.U("yeah i'll exclude it. %s of these in my inbox" % n),
            self.A("Add `--exclude=temp/` to the rsync line and they'll stop.")]


def en_ch_moodle_log(self):
    r = self.r
    err, expl = r.choice([
        ("PHP Fatal error:  Allowed memory size of 268435456 bytes exhausted (tried to allocate 20480 bytes) in /var/www/moodle/lib/dml/moodle_read_slave_trait.php on line 293",
         "PHP ran out of its 256MB limit. That's usually a big report or a gradebook export. Bumping memory_limit to 512M in the FPM pool is the normal fix."),
        ("Default exception handler: Error writing to database Debug: Duplicate entry '%d-%d' for key 'mdl_quizatte_quiuseatt_uix'" % (r.randint(100, 999), r.randint(1000, 9999)),
         "A student submitted the same quiz attempt twice at the same moment (double click or two tabs). It's harmless — the first one saved."),
        ("Scheduled task failed: Send new user passwords (core\\task\\send_new_user_passwords_task),Failed to send email",
         "The outgoing mail settings are failing. Worth checking whether the SMTP relay password changed."),
        ("Coding error detected, it must be fixed by a programmer: Invalid course id",
         "A link to a deleted course somewhere — often an old bookmark. Safe to ignore unless it's constant."),
    ])
    host = "mdl01"
    tail = "%s\n%s" % (err, err)
    return [self.U(r.choice(["moodle is throwing this, students complaining", "whats this then"]), "[%s] %s" % (datetime(2027, 1, 12, 9, r.randint(0, 59)).strftime("%d-%b-%Y %H:%M"), err)),
            self.T("ssh_run", {"host": host, "command": "sudo tail -n 2 /var/log/php8.1-fpm.log"}, tail),
            self.A(expl),
            self.U(r.choice(["ok ta, will sort at lunch", "right. another job for the list"])),
            self.A(r.choice(["Noted.", "Added to the list."]))]


def en_ch_team_sheet(self):
    r = self.r
    girls = r.sample(EN_GIRLS, 14)
    opp = self.s("team")
    ground = r.choice(["our 3G", "Soldiers' Field", "Post Hill", "Tinshill rec"])
    meet = r.choice(["9:15", "9:30", "9:45"])
    sheet = ("GK %s\nDEF %s, %s, %s, %s\nMID %s, %s, %s\nFWD %s, %s\nSUBS %s, %s, %s, %s"
             % tuple(girls))
    return [self.U("team for sat v %s. can u do the whatsapp to parents. meet %s at %s, bring water, shin pads NO EXCUSES" % (opp, meet, ground), sheet),
            self.A("Here you go:\n\nHi all! Saturday we're playing %s. Please have the girls at %s for %s. Bring water, boots and shin pads "
                   "(no shin pads = no game, league rules). Squad below — if your daughter can't make it, message me or Deb by Friday lunchtime. "
                   "Thanks! ⚽\n\n%s" % (opp, ground, meet, sheet)),
            self.U(r.choice(["perfect. remove the ⚽ its cringe", "ha nice. add that subs all get at least a half"])),
            self.A(r.choice(["Done, emoji gone.", "Added: \"Everyone in the squad will get at least half a game.\""]))]


def en_ch_fixtures(self):
    r = self.r
    rows = []
    for _ in range(4):
        rows.append({"date": self.s("ddate"), "opponent": self.s("team"), "venue": r.choice(["H", "A"]),
                     "ko": r.choice(["10:00", "10:30", "11:00"])})
    nxt = rows[0]
    return [self.U(r.choice(["who we got next, home or away?", "next fixture? cant find the sheet on my phone"])),
            self.T("fixtures_sheet", {"action": "list", "upcoming": 4}, {"rows": rows}),
            self.A("Next up is %s on %s, %s, kick-off %s. After that %s (%s)." % (
                nxt["opponent"], nxt["date"], "at home" if nxt["venue"] == "H" else "away", nxt["ko"], rows[1]["opponent"],
                "home" if rows[1]["venue"] == "H" else "away")),
        ] + [self.U(u) if i == 0 else self.A(u) for i, u in enumerate(r.choice([
                ("ugh they beat us 6-0 last time", "That was with half the team off sick, mind."),
                ("we should beat them tbh", "Don't jinx it."),
                ("who's their coach, the shouty one?", "No idea about the coach, the sheet only has the club.")]))]


def en_ch_weather(self):
    r = self.r
    u1, a1, u2, a2 = r.choice([
        ("absolutely chucking it down. pitch'll be off again", "The 3G should still be playable even if the grass isn't.",
         "deb says she'll bring the big umbrellas", "Good old Deb."),
        ("its like the arctic in the server room today", "Server rooms are the one place that's allowed to be cold.",
         "kettle's broken too. worst day", "Might be worth a new kettle on the consumables order."),
        ("sun's out for once, shame im in a cupboard", "At least the cupboard has the good wifi.",
         "leeds lost again as well. mood", "Grim. There's always next week."),
        ("snow forecast for friday. if school shuts i'm still coming in to check the heating on the server room",
         "Sensible — last time the pipes froze near the comms cupboard, didn't they?", "yep. never again", "Fair."),
    ])
    return [self.U(u1), self.A(a1), self.U(u2), self.A(a2)]


def en_ch_printer_rant(self):
    r = self.r
    who = self.s("who")
    return [self.U("rant incoming. %s has printed %s copies of a 40 page pdf to the staffroom printer. in colour. then complained it jammed. "
                   "then pressed print again. so now theres %s jobs queued and the tray is empty and the paper order isnt til thursday "
                   "and karen is asking why the print budget is gone by january" % (who, self.s("nn"), self.s("n"))),
            self.A("That's painful. Options: cancel the queued jobs from the print server, and if it keeps happening set a per-user colour quota in PaperCut "
                   "so a single job that size needs approval."),
            self.U("quotas would start a war in the staffroom"),
            self.A("A softer version: a pop-up over 20 pages asking 'are you sure, this will cost £X'. People usually cancel when they see the number."),
            self.U(r.choice(["ooh i like that", "ha, shame them with money. yes"]))]


def en_ch_jcq(self):
    r = self.r
    q, a = r.choice([
        ("do the word processor laptops need spellcheck off for english or all exams?",
         "All exams where a word processor is the access arrangement: spelling and grammar check and predictive text must be off, unless the candidate has been specifically approved for them."),
        ("can a kid save their exam work to a usb on the WP laptops?",
         "The work should be saved somewhere that only the exams team can get to, and printed at the end. A USB is allowed only if it's the centre's and goes straight back to the exams officer — never the candidate's own."),
        ("does the exam room clock have to be analogue?",
         "No, it just has to be visible to every candidate and accurate. Lots of centres use a projected clock."),
    ])
    return [self.U("jcq q: " + q),
            self.A(a),
            self.U(r.choice(["ok thats what i thought. janet wanted it confirmed", "right, good, same as last year then"])),
            self.A("Worth keeping a note of the setting on each laptop for the inspection visit.")]


def en_ch_hinges(self):
    r = self.r
    n = r.randint(3, 7)
    total = r.randint(14, 31)
    return [self.U("%d more chromebooks with snapped hinges from %s. how many is that this half term" % (n, r.choice(["8X2", "9Y1", "7Z3", "10X4"]))),
            self.T("inventory_lookup", {"query": "chromebook", "status": "repair", "since": "2027-01-04"}, {"count": total, "by_fault": {"hinge": total - 3, "screen": 2, "keyboard": 1}}),
            self.A("Including these, %d logged for repair since the start of term, %d of them hinges." % (total + n, total - 3 + n)),
            self.U(r.choice(["they use them as frisbees i swear", "thats mad. theyre meant to be rugged"])),
            self.A("Might be worth showing that number to the head of year — it's mostly one or two forms.")]


def en_ch_pw_resets(self):
    r = self.r
    users = ["%d%s%s" % (r.choice([23, 24, 25, 26]), r.choice(["jsmith", "akhan", "bpatel", "lwood", "mali", "tnguyen", "rclarke", "ehussain"]), r.randint(1, 9)) for _ in range(r.randint(4, 7))]
    return [self.U("resets pls, year 9s, same temp password as usual", "\n".join(users)),
            self.T("ssh_run", {"host": "dc01", "command": "reset-students.ps1 -Users %s -MustChange" % ",".join(users)},
                   "\n".join("%s: reset OK, must change at next logon" % u for u in users)),
            self.A("All %d reset; they'll be asked to change it on next login." % len(users)),
            self.U("ta. half of them will forget again by friday")]


def en_ch_drills(self):
    r = self.r
    return [self.U(r.choice(["need a new passing drill for sat, theyre bored of the square one", "any ideas for working on switching play, they all bunch on one side"])),
            self.A("Try a 4v2 rondo in a 12x12 box that progresses to two boxes side by side: when the defenders win it, the ball has to be played into the other box. "
                   "It forces them to look up and switch. 10 minutes, then into a small-sided game where goals only count if the ball has been on both halves."),
            self.U("ooh like that. how many cones"),
            self.A("Eight for the two boxes, plus four for the small-sided goals if you're not using the pop-ups."),
            self.U(r.choice(["sorted. deb can run one box", "we've got loads of cones, just not the right colours lol"]))]


def en_ch_minibus(self):
    r = self.r
    d = self.s("ddate")
    return [self.U("is the minibus free %s? away game, %s" % (d, self.s("team"))),
            self.T("calendar_list", {"calendar": "Minibus", "date": d}, {"events": [{"time": "08:00-13:00", "title": "Geography field trip (%s)" % self.s("who")}]}),
            self.A("It's booked until 13:00 that day for the Geography field trip."),
            self.U("typical. lifts then"),
            self.A("Want me to put a message in the parents' group asking for drivers?"),
            self.U("yeah go on")]


def en_ch_veeam(self):
    r = self.r
    ok = r.randint(4, 9)
    paste = ("Job 'Nightly-VMs' finished with Warning\n%d of %d VMs processed\nmdl01: Success\nfs01: Success\ndc01: Success\n"
             "print01: Warning - Failed to truncate transaction logs\nDuration: 01:%02d:%02d" % (ok, ok, r.randint(10, 59), r.randint(10, 59)))
    return [self.U("veeam summary, the warning is new", paste),
            self.A("The warning is only log truncation on print01 — the backup itself succeeded. It usually means the guest credentials changed or the VSS writer is stuck; "
                   "a reboot of print01 tends to clear it."),
            self.U("i'll reboot it tonight, cant be bothered with the complaints at 2pm"),
            self.A("Good plan.")]


def en_ch_phish(self):
    r = self.r
    who = self.s("who")
    paste = ("From: Microsoft 365 Admin <no-reply@m365-secure-notice.com>\nSubject: Password expires today\n\n"
             "Your password for %s@mphs.sch.uk expires today. Keep current password here: hxxps://m365-secure-notice.com/keep\n" % who.split(" ")[-1].lower())
    return [self.U("%s forwarded this and said they 'might have clicked it'" % who, paste),
            self.A("That's phishing. Steps: reset their password, revoke sessions, check for new inbox rules and MFA methods added in the last day, and block the sender domain."),
            self.U("did all that. no rules. think they clicked but didnt type anything"),
            self.A("Good. Worth a short all-staff warning since the same email usually goes to everyone.")]


def en_ch_lunch(self):
    r = self.r
    u1, a1, u2 = r.choice([
        ("having a pasty in the server room, dont tell stuart", "Your secret's safe. Mind the crumbs near the switch.",
         "its warm in here, best room in the school"),
        ("lunch = crisps and a ticket queue", "Balanced diet.", "there's %s tickets and its 12:40" % self.s("nn")),
        ("dinner ladies gave me extra chips for fixing the till", "Excellent trade.", "perks of the job"),
    ])
    return [self.U(u1), self.A(a1), self.U(u2)]


def en_ch_car(self):
    r = self.r
    price = r.randint(180, 640)
    return [self.U("garage rang, the car needs %s. £%d. brilliant" % (r.choice(["two tyres and a wiper motor", "front brakes", "a new clutch cable", "an exhaust bracket"]), price)),
            self.A("Ouch. Is it needed before the MOT or can it wait till payday?"),
            self.U("mot is in a fortnight so no"),
            self.A("Might be worth a second quote — a lot of places will do it cheaper if you ring round.")]


def en_ch_governors(self):
    r = self.r
    return [self.U("governors want an 'IT update' for the resources committee. 10 mins. what do i say"),
            self.A("Keep it to four slides:\n1. What's working (uptime, ticket numbers, backup tests)\n2. Risks (out-of-warranty kit, single points of failure)\n"
                   "3. Money (what's spent, what's coming)\n4. Asks (the one or two decisions you need from them)"),
            self.U("they always ask about cyber"),
            self.A("Then put the Cyber Essentials status and the last phishing test result on slide 2. Governors like a number and a traffic light."),
            self.U("traffic lights. of course. ok")]


def en_ch_cctv(self):
    r = self.r
    cam = r.randint(3, 24)
    return [self.U("cctv cam %d by the %s shows nothing since tuesday. NVR says 'offline'" % (cam, r.choice(["bike shed", "back gate", "canteen", "sports hall door"]))),
            self.A("If it's PoE, check the switch port first: the camera may just need the port bouncing. If the port shows no power draw, it's the cable or the camera."),
            self.U("port shows 0W. stuart says a van reversed into the pole"),
            self.A("That'll do it. Probably a new cable run, maybe a new camera — get the site team to check the pole is safe first.")]


def en_ch_panel_fw(self):
    r = self.r
    return [self.U("promethean panel in %s decided to update itself mid lesson. 25 minute update. %s was NOT happy" % (self.s("room"), self.s("who"))),
            self.A("You can set the panels to only install updates in a window — overnight — from the management console. Worth doing for all of them."),
            self.U("thought i had done that"),
            self.A("It resets on some firmware versions after a factory reset. Check that panel's settings specifically.")]


def en_ch_moodle_api(self):
    r = self.r
    n = r.randint(3, 17)
    courses = ["%s %s" % (r.choice(["Y7", "Y8", "Y9", "Y10", "Y11"]), r.choice(["Geography", "RE", "French", "Drama", "Food Tech", "Music"])) for _ in range(3)]
    return [self.U("how many moodle courses have no teacher enrolled? SLT want to know"),
            self.T("moodle_admin", {"function": "core_course_get_courses_by_field", "filter": "no_editingteacher"},
                   {"count": n, "sample": courses}),
            self.A("%d courses have no editing teacher. First few: %s." % (n, ", ".join(courses))),
            self.U("%s's department obviously" % self.s("who")),
            self.A("Want me to email the heads of department with their list?"),
            self.U(r.choice(["yes pls, keep it polite", "not yet, let me show SLT first"]))]


def en_ch_wifi(self):
    r = self.r
    room = self.s("room")
    paste = "AP-%s-%02d  clients: %d  ch: %d  util: %d%%  uptime: %dd" % (room.replace(" ", "").upper()[:6], r.randint(1, 20), r.randint(40, 70), r.choice([36, 44, 149, 157]), r.randint(70, 96), r.randint(1, 80))
    return [self.U("wifi in %s 'terrible' apparently. AP stats:" % room, paste),
            self.A("That's a lot of clients on one AP and the channel's very busy. A class set of Chromebooks plus phones will do that. Short term: lower the minimum data rate so far-away clients move on; "
                   "longer term, a second AP in that room."),
            self.U("phones shouldnt even be on it. students arent meant to have the key"),
            self.A("Then someone's shared it. Worth changing the student PSK or moving them to certificate-based auth.")]


def en_ch_match_report(self):
    r = self.r
    g1, g2, g3 = r.sample(EN_GIRLS, 3)
    us, them = r.randint(0, 5), r.randint(0, 4)
    return [self.U("%d-%d v %s. %s scored %s, %s was unreal in midfield. %s got a knock on the ankle but walked off fine. "
                   "ref was 15 mins late and the parents on their side were shouting at 13 year olds, lovely stuff"
                   % (us, them, self.s("team"), g1, r.choice(["twice", "a worldie", "from a corner"]), g2, g3)),
            self.A("Sounds like a good day apart from the touchline. Worth a word with their coach if the parents are that bad — the league takes it seriously."),
            self.U("deb already had words. she's scarier than me"),
            self.A("Everyone needs a Deb."),
            self.U(r.choice(["player of the match to %s i think" % g2, "gonna do a shoutout in the group later"]))]


def en_ch_lewis(self):
    r = self.r
    u1, a1 = r.choice([
        ("lewis asked me what DHCP is. he's been here 4 months",
         "Good time to teach it properly then — a quick whiteboard session on DHCP, DNS and VLANs would cover half his portfolio."),
        ("lewis did his first switch config today, only broke one thing", "That's a pretty good ratio for a first go."),
    ])
    return [self.U(u1), self.A(a1), self.U(r.choice(["yeah i'll do a session friday", "he's keen at least"])),
            self.A("I can put together a one-page cheat sheet if that helps.")]


def en_ch_storage(self):
    r = self.r
    used = r.randint(78, 94)
    paste = ("Filesystem      Size  Used Avail Use%% Mounted on\n/dev/sdb1       2.0T  %.1fT  %.1fT  %d%% /srv/moodledata" % (2.0 * used / 100, 2.0 - 2.0 * used / 100, used))
    return [self.U("moodledata getting full?", paste),
            self.A("%d%% used. Not urgent, but the usual culprits are course backups and the trash dir. Automated course backups keeping more than one copy is the big one." % used),
            self.U("we keep 2. could go to 1"),
            self.A("That would roughly halve the backup footprint. The nightly VM backups cover you anyway.")]


def en_ch_parent(self):
    r = self.r
    g = self.s("girl")
    paste = "[WhatsApp] %s's mum: Hi Craig, %s is upset she only got 20 mins on Saturday. She's been to every training session. Can we have a chat?" % (g, g)
    return [self.U("oh joy", paste),
            self.A("Worth replying today so it doesn't fester. Something like: thank them, say you rotate minutes over the season, and offer a quick chat at training."),
            self.U("yeah. she did only get 20 tbf, it was the cup"),
            self.A("Then say that honestly — cup games are tighter — and that she'll start next week if that's the plan."),
            self.U("it is now lol")]


def en_ch_leavers(self):
    r = self.r
    n = r.randint(12, 48)
    return [self.U("how many leaver accounts still enabled from last summer?"),
            self.T("ssh_run", {"host": "dc01", "command": "(Get-ADUser -SearchBase 'OU=Leavers2026,DC=mphs,DC=local' -Filter 'Enabled -eq $true').Count"}, str(n)),
            self.A("%d still enabled in the 2026 leavers OU." % n),
            self.U("thought i'd done those. i'll disable them friday")]


def en_ch_ofsted(self):
    r = self.r
    return [self.U("rumour is ofsted are due. SLT in full panic mode"),
            self.A("Anything IT-related they usually look at: safeguarding filtering and monitoring, the single central record system, and whether staff know how to report things."),
            self.U("the filtering stuff is fine. the SCR is the office's problem"),
            self.A("Then you're mostly fine. Maybe make sure the filtering report from this term is easy to find.")]


def en_ch_misc(self):
    r = self.r
    u, a = r.choice([
        ("kettle in the IT office finally died", "RIP. Add one to the consumables order?"),
        ("someone left a teams call running on the hall panel all weekend", "At least it was only the hall."),
        ("found 6 unlabelled laptops in a cupboard in the music block", "Treasure. Want me to look them up by serial when you've got them out?"),
        ("year 8 kid asked if i can 'hack' his xbox", "Hopefully the answer was no."),
        ("dentist at 4 so leaving early", "Noted, I'll hold anything that comes in."),
        ("just spent 20 mins on hold to the LA", "Did you get anyone in the end?"),
        ("someone wrote 'IT is rubbish' on the whiteboard in IT1. fair", "Harsh but concise."),
    ])
    return [self.U(u), self.A(a)]


def en_ch_dns(self):
    r = self.r
    return [self.U("staff say moodle is slow from home but fine in school. any ideas"),
            self.T("ssh_run", {"host": "mdl01", "command": "curl -s -o /dev/null -w '%{time_total}' https://moodle.mphs.sch.uk/login/index.php"},
                   "%.2f" % (r.randint(30, 90) / 100.0)),
            self.A("From the server side the login page loads quickly, so it's not Moodle itself. Most likely their home broadband or the route in via the LA. "
                   "Worth asking one of them to run a speed test and send the result."),
            self.U("%s will have 5 tabs of youtube open, bet" % self.s("who")),
            self.A("Quite possibly.")]


def en_ch_kit_sizes(self):
    r = self.r
    girls = r.sample(EN_GIRLS, 9)
    sizes = [r.choice(["YL", "YXL", "S", "M"]) for _ in girls]
    counts = {k: sizes.count(k) for k in ["YL", "YXL", "S", "M"] if sizes.count(k)}
    return [self.U("sizes for the new training tops, can u total them", "\n".join("%s - %s" % x for x in zip(girls, sizes))),
            self.A("Totals: " + ", ".join("%s × %d" % (k, v) for k, v in counts.items()) + ". That's %d tops." % len(girls)),
            self.U("still waiting on the rest, classic"),
            self.A("Want me to chase the missing ones in the parents' group?")]


def en_ch_restore_test(self):
    r = self.r
    return [self.U("monthly restore test. pulling a random file back from last night"),
            self.T("ssh_run", {"host": "backup01", "command": "restore-test.sh --random --source fs01"},
                   "Selected: \\\\fs01\\staff$\\%s\\%s.docx\nRestored to /tmp/restore-test/ in %ds\nChecksum match: OK" % (
                       r.choice(["Humanities", "Science", "PE", "Maths"]), r.choice(["Y9 scheme of work", "risk assessment", "trip letter", "seating plan"]), r.randint(3, 40))),
            self.A("Restore worked and the checksum matches. I'll log it in the backup test record."),
            self.U("good. thats one thing the auditors can't moan about")]


def en_ch_timetable(self):
    r = self.r
    return [self.U("arbor -> moodle enrolment sync failed overnight again"),
            self.T("moodle_admin", {"function": "tool_task_get_last_run", "task": "enrol_arbor\\task\\sync"},
                   {"lastrun": "2027-01-1%d 01:30" % r.randint(0, 2), "result": "fail", "message": "HTTP 401 from Arbor API"}),
            self.A("It's a 401 from the Arbor API — authentication. The API key has probably expired or been rotated; it needs regenerating in Arbor and pasting into the plugin settings."),
            self.U("they rotate them every 90 days and never tell anyone"),
            self.A("I'll put a reminder in for 80 days after you update it.")]


def en_ch_stats(self):
    r = self.r
    opened, closed = r.randint(80, 160), r.randint(70, 150)
    return [self.U("how many tickets last month? SLT want numbers"),
            self.T("helpdesk_stats", {"period": "last_month"}, {"opened": opened, "closed": closed, "median_hours_to_close": r.randint(3, 30),
                                                               "top_category": r.choice(["Classroom AV", "Passwords", "Printing"])}),
            self.A("Last month: %d opened, %d closed. Want a one-line summary with the top category for the SLT slide?" % (opened, closed)),
            self.U("yeah go on")]


def en_ch_tired(self):
    r = self.r
    u1, a1, u2 = r.choice([
        ("up at 5 to put the goals up, knackered", "Take it easy this afternoon if you can.", "ha. easy. in a school"),
        ("the dog woke me at 4. running on coffee", "Brutal. Quiet jobs only today.", "will try"),
        ("my lad's got chickenpox so i was up half the night", "Hope he's feeling better soon.", "cheers. he's fine, just itchy"),
    ])
    return [self.U(u1), self.A(a1), self.U(u2)]


def en_ch_seating(self):
    r = self.r
    rows, cols = r.randint(8, 14), r.randint(6, 10)
    return [self.U("sports hall fits %d rows of %d desks for mocks. year 11 is %d kids. enough?" % (rows, cols, r.randint(150, 210))),
            self.A("That's %d desks. Compare with the cohort — if it's short, the usual fix is to put the access arrangements kids in a separate room, which frees up desks anyway." % (rows * cols)),
            self.U("access arrangements go in the LRC anyway"),
            self.A("Then take those out of the count and you're probably fine.")]


def en_ch_cert(self):
    r = self.r
    d = self.s("ddate")
    return [self.U("when does the moodle ssl cert expire"),
            self.T("ssh_run", {"host": "mdl01", "command": "sudo openssl x509 -enddate -noout -in /etc/ssl/moodle/fullchain.pem"},
                   "notAfter=%s 23:59:59 2027 GMT" % d),
            self.A("The cert on the box runs to %s." % d),
            self.U("ok, plenty of time then")]


def en_ch_league_email(self):
    r = self.r
    paste = ("From: League Secretary\nSubject: Respect reminder\n\nDear coaches,\n\nFollowing incidents at %d fixtures this month, a reminder that "
             "spectators must stay behind the respect barrier and that abuse of referees will lead to fines for clubs. Please share with your parents.\n\nThanks" % r.randint(3, 9))
    return [self.U("league email. share with parents?", paste),
            self.A("Yes — worth forwarding as-is with a short line from you. Something like: \"Please read — let's make sure it's never us. Thanks for your support on the touchline.\""),
            self.U("nice, use that")]


for _fn in [en_opener, en_ch_ticket_paste, en_ch_head_email, en_ch_la_email, en_ch_vendor_quote, en_ch_switch_cfg, en_ch_forti,
            en_ch_cron, en_ch_moodle_log, en_ch_team_sheet, en_ch_fixtures, en_ch_weather, en_ch_printer_rant, en_ch_jcq,
            en_ch_hinges, en_ch_pw_resets, en_ch_drills, en_ch_minibus, en_ch_veeam, en_ch_phish, en_ch_lunch, en_ch_car,
            en_ch_governors, en_ch_cctv, en_ch_panel_fw, en_ch_moodle_api, en_ch_wifi, en_ch_match_report, en_ch_lewis,
            en_ch_storage, en_ch_parent, en_ch_leavers, en_ch_ofsted, en_ch_misc, en_ch_dns, en_ch_kit_sizes,
            en_ch_restore_test, en_ch_timetable, en_ch_stats, en_ch_tired, en_ch_seating, en_ch_cert, en_ch_league_email]:
    setattr(Builder, _fn.__name__, _fn)

# ======================================================================================
# Chinese chatter
# ======================================================================================

def zh_opener(self):
    r = self.r
    todo = r.sample(["%s的投影仪" % self.s("room"), "%s台学生机开不了机" % self.s("n"), "交换机柜子的钥匙找总务处要",
                     "校运会项目表", "给%s装打印机" % self.s("who"), "电信的发票", "机房卫生检查"], 4)
    ev = [{"time": "07:50", "title": "升旗仪式（广播调试）"},
          {"time": r.choice(["09:40", "10:30"]), "title": "%s借多媒体教室上公开课" % self.s("who")},
          {"time": r.choice(["15:10", "16:20"]), "title": r.choice(["校运会筹备会", "教研组会议", "教育局视频会"])}]
    return [self.U("早。今天要弄的：\n" + "\n".join("- " + t for t in todo)),
            self.T("calendar_list", {"date": "today"}, {"events": ev}),
            self.A("早。日程上有：%s %s，%s %s，%s %s。建议先把第一件事趁早上处理掉。" % (
                ev[0]["time"], ev[0]["title"], ev[1]["time"], ev[1]["title"], ev[2]["time"], ev[2]["title"])),
        ] + [self.U(u) if i == 0 else self.A(u) for i, u in enumerate(r.choice([
                ("先去把广播试一下", "好。"), ("好，先去食堂吃个包子", "去吧。"),
                ("今天好冷，机房空调又坏了", "空调要不要我帮你报修？")]))]


def zh_ch_notice(self):
    r = self.r
    d1, d2 = self.s("ddate"), self.s("ddate")
    paste = ("关于开展中小学网络安全专项检查的通知\n各中小学：\n为进一步加强校园网络安全管理，县教育局决定开展专项检查，现将有关事项通知如下：\n"
             "一、检查时间：%s至%s\n二、检查内容：网络安全责任制落实情况、重要信息系统备案、弱口令排查、上网行为审计日志保存情况\n"
             "三、请各校于检查前完成自查并报送自查表。\n县教育局办公室" % (d1, d2))
    return [self.U(r.choice(["又来了，帮我看看要干啥", "教育局发的，重点是啥"]), paste),
            self.A("要做的主要是三件：1. 填自查表并在检查前报上去；2. 排查弱口令，特别是交换机、监控、路由器的默认密码；3. 确认上网行为日志至少保存六个月。备案那一项如果学校网站之前备过就没问题。"),
            self.U("日志保存六个月？我们那个行为管理只存了三个月吧"),
            self.A("那可能要扩一下存储，或者定期导出到NAS上。先确认一下现在设备上最早的日志是哪天的。"),
            self.U("好 回头看")]


def zh_ch_principal(self):
    r = self.r
    paste = r.choice([
        "【校长】各位老师，下周三市里领导来检查，各教室一体机开机试一下，坏的今天报给陈老师。请各班主任落实。",
        "【校长】陈老师，家长反映学校公众号上周的推文有错别字，以后推文发之前请给办公室审一下。",
        "【校长】请信息中心本周内把各办公室的打印机都检查一遍，期中考试要印卷子。",
    ])
    return [self.U(r.choice(["群里校长发的", "又是我", "看到没"]), paste),
            self.A(r.choice(["这个可以先在群里统计一下，坏的集中去修，省得一间一间跑。", "可以做个简单的登记表让大家填。", "要不要我列个检查清单？"])),
        ] + [self.U(u) if i == 0 else self.A(u) for i, u in enumerate(r.choice([
                ("一间一间跑吧，他们也不会填表", "辛苦了。"),
                ("好，列一个", "好，我把清单列出来：开机、投影、声音、网络，四项打勾就行。"),
                ("唉，一个人干三个人的活", "慢慢来，先弄最急的。")]))]


def zh_ch_quote(self):
    r = self.r
    items = r.sample([("超五类网线（箱）", 320), ("水晶头（盒）", 45), ("8G内存条", 135), ("投影仪灯泡", 460),
                      ("无线鼠标", 38), ("24口交换机", 890), ("耳麦", 29), ("UPS电池12V", 150)], 3)
    qtys = [r.randint(2, 20) for _ in items]
    lines = "\n".join("%s  ×%d  %d元" % (n, q, q * p) for (n, p), q in zip(items, qtys))
    tot = sum(q * p for (n, p), q in zip(items, qtys))
    return [self.U(r.choice(["帮我算一下这个单子总共多少", "报价单，核一下对不对"]), "报价单\n" + lines + "\n（含税，送货上门）"),
            self.A("算下来一共%d元，含税送货。" % tot),
            self.U("比上次那家便宜点"),
            self.A("那可以拿这个去给总务处走流程。"),
            self.U(r.choice(["先放着，等月底一起报", "好 我下午拿过去"]))]


def zh_ch_switch(self):
    r = self.r
    v = r.choice([20, 30, 40])
    p = r.randint(5, 20)
    paste = ("interface GigabitEthernet1/0/%d\n port link-type access\n port access vlan %d\n#\n"
             "interface GigabitEthernet1/0/24\n port link-type trunk\n port trunk permit vlan 1 %d\n#" % (p, v, v - 10))
    return [self.U("%s口接的AP上不了网，配置贴一下" % p, paste),
            self.A("1/0/%d是access口，放在vlan %d，但上联的24口trunk只放行了vlan 1和%d，没有%d，所以出不去。在24口加上 port trunk permit vlan %d 就行。AP如果要带多个SSID，%d口最好也改成trunk。"
                   % (p, v, v - 10, v, v, p)),
            self.U("我说呢 上次改了忘了存"),
            self.A("改完记得保存。")]


def zh_ch_jiyu(self):
    r = self.r
    n = r.randint(3, 12)
    return [self.U("%s上课的时候极域又有%d台学生机掉线，%s在那边喊" % (self.s("room"), n, self.s("who"))),
            self.A("掉线一般是两种情况：学生端被学生结束了进程，或者网络有广播风暴。如果每次都是同几台，先看那几台的网线和交换机口。"),
            self.U("每次都不一样"),
            self.A("那更可能是学生在任务管理器里把学生端关了。可以在还原系统里把任务管理器禁用，或者装个防杀进程的设置。"),
            self.U("肯定是那几个皮的。%s他们班" % r.choice(["高一(5)班", "初二(3)班", "初三(1)班"]))]


def zh_ch_meet_list(self):
    r = self.r
    evs = r.sample(ZH_EVENTS, 5)
    rows = "\n".join("%s  %s组  %d人  %s" % (e, r.choice(["男子", "女子"]), r.randint(8, 40), r.choice(["上午", "下午"])) for e in evs)
    tot = 0
    return [self.U("校运会项目表初稿，帮我看看时间排得开吗", "项目  组别  人数  时段\n" + rows),
            self.A("上午和下午各有几项，主要问题是田赛和径赛同时进行时裁判够不够。人数多的项目建议分组预赛，不然时间拖太长。"),
            self.U("裁判是体育组加班主任，应该够"),
            self.A("那就没问题。计时和成绩录入要提前安排好人。"),
            self.U("成绩录入肯定又是我")]


def zh_ch_chat(self):
    r = self.r
    u1, a1, u2, a2 = r.choice([
        ("今天食堂的红烧肉不错", "难得。", "下午还有两节课", "加油。"),
        ("下雨了，跑道又要积水", "排水沟可能要让总务处清一下。", "校运会那天可别下雨", "看天气预报，提前准备个雨天方案。"),
        ("我家娃数学作业又不会，晚上又要辅导", "辛苦，当老师的还得回家当老师。", "唉 没办法", "忙完早点休息。"),
        ("县城新开了家奶茶店，学生都去排队", "生意肯定好。", "明天早上还要查早读", "那今晚早点睡。"),
    ])
    return [self.U(u1), self.A(a1), self.U(u2), self.A(a2)]


def zh_ch_exam(self):
    r = self.r
    n = r.randint(40, 60)
    return [self.U("信息技术学考，一个机房%d台，考生%d人，要排几场" % (n, r.randint(300, 520))),
            self.A("按每场坐满、再留两台备用算，每场%d人。总人数除以这个数向上取整就是场次，具体我可以帮你排好时间表。" % (n - 2)),
            self.U("还要留两台给监考的吗"),
            self.A("监考一般用教师机就够了，备用机是防止学生机中途出故障的。"),
            self.U("有道理 去年就坏了一台")]


def zh_ch_printer(self):
    r = self.r
    return [self.U("%s的打印机又打不了了，说是脱机" % self.s("who")),
            self.A("先看打印机屏幕上的IP有没有变，停过电之后DHCP可能给了新地址。"),
            self.U("真是变了，上周停电"),
            self.A("可以在路由器上给打印机绑个固定IP，以后就不会了。"),
            self.U("好 记下来，回头一起绑")]


def zh_ch_broadcast(self):
    r = self.r
    return [self.U("升旗的时候广播%s" % r.choice(["有电流声", "后面几个班听不到", "话筒没声音"])),
            self.A("电流声一般是接地或者线太长，听不到可能是那一路的功放分区没开。先看功放面板上的分区开关。"),
            self.U("分区开关有一个是关的，不知道谁关的"),
            self.A("那就是它了。可以贴个条子：请勿关闭。")]


def zh_ch_broadband(self):
    r = self.r
    fee = r.randint(3, 9) * 1000 + 800
    return [self.U("电信催续费了，今年是%d，跟去年一样吗" % fee),
            self.T("mail_search", {"query": "电信 续费 2026"}, {"messages": [{"from": "电信政企客户经理", "snippet": "贵校2026年度专线费用合计%d元……" % (fee - r.choice([0, 500, 800]))}]}),
            self.A("去年邮件里的金额我找到了，你对比一下上面的数字。"),
            self.U("涨了一点，算了 先报上去")]


def zh_ch_teacher_help(self):
    r = self.r
    who = self.s("who")
    return [self.U("%s让我给他电脑装%s，说是上课要用" % (who, r.choice(["几何画板", "希沃的剪辑软件", "一个不知道哪来的破解版软件"]))),
            self.A("正版或者免费的可以装，来路不明的破解版最好别装在教学电脑上，容易带病毒。"),
            self.U("就是破解的 我说不行"),
            self.A("可以推荐他用免费的替代品。")]


def zh_ch_timer(self):
    r = self.r
    lst = "\n".join("%s %d" % (n, r.randint(1, 12)) for n in r.sample(["秒表", "发令枪", "发令纸", "皮尺", "号码布（包）", "扩音器", "对讲机"], 5))
    return [self.U("器材室清点的，校运会够不够用", lst),
            self.A("秒表数量要看同时进行的径赛有几个终点计时位，一般每道一个再加两个备用。对讲机最好每个裁判组一个。"),
            self.U("秒表肯定不够，找体育组借"),
            self.A("好，借的记得登记。")]


def zh_ch_nas(self):
    r = self.r
    paste = ("[%s] 备份任务“网站每日备份”完成，耗时 %d 分钟\n[%s] 备份任务“监控录像归档”失败：目标卷空间不足（剩余 %d GB）"
             % ("2027-01-1%d 02:00" % r.randint(0, 2), r.randint(3, 40), "2027-01-1%d 03:00" % r.randint(0, 2), r.randint(5, 60)))
    return [self.U("NAS的日志，第二个失败了", paste),
            self.A("监控归档那个是空间不够。可以把归档保留时间缩短，或者加块硬盘。网站备份是正常的。"),
            self.U("硬盘要钱 先删点老的"),
            self.A("删之前确认一下没有正在调取的录像。")]


def zh_ch_wechat(self):
    r = self.r
    return [self.U("公众号又让我发校运会预告，文案帮我写个开头"),
            self.A("草稿：\n\n秋风送爽（春天的话改成“春暖花开”），一年一度的校运会即将拉开帷幕！本届运动会共设%d个项目，欢迎全体师生踊跃参与、为班级加油！" % r.randint(12, 20)),
            self.U("现在是春天 哈哈"),
            self.A("那就用“春暖花开”。")]


def zh_ch_virus(self):
    r = self.r
    return [self.U("%s的学生机全是一个叫%s的文件，U盘带进来的" % (self.s("room"), r.choice(["autorun.inf", "新建文件夹.exe", "照片.scr"]))),
            self.A("典型的U盘病毒。机房有还原的话重启就没了，但教师机要杀一下毒，也要把U盘自动播放关掉。"),
            self.U("教师机没有还原 完了"),
            self.A("先断网，全盘扫描一遍，再把组策略里的自动播放关了。")]


def zh_ch_signup(self):
    r = self.r
    cls = ["高一(%d)班" % i for i in r.sample(range(1, 9), 4)]
    nums = [r.randint(12, 30) for _ in cls]
    return [self.U("几个班报名的人数，帮我加一下", "\n".join("%s %d人" % (c, n) for c, n in zip(cls, nums))),
            self.A("一共%d人。" % sum(nums)),
            self.U("还有四个班没交"),
            self.A("要不要我在班主任群里提醒一下？"),
            self.U(r.choice(["下午再说", "发吧，语气客气点"]))]


def zh_ch_cctv(self):
    r = self.r
    return [self.U("保卫科说%s那个摄像头黑屏了" % r.choice(["后门", "车棚", "食堂门口", "操场东边"])),
            self.A("先看交换机上那个口有没有供电，PoE没电的话就是线或者摄像头坏了。"),
            self.U("线被老鼠咬了 哈哈"),
            self.A("那就换根线，外面最好加个管子。")]


def zh_ch_training(self):
    r = self.r
    return [self.U("县里让每个学校派一个人去学%s，又是我" % r.choice(["人工智能教育", "智慧课堂", "网络安全"])),
            self.A("去学学也好，回来还能给其他老师培训，算继续教育学时。"),
            self.U("课谁帮我上"),
            self.A("跟教务处说一下调课吧。")]


def zh_ch_misc(self):
    r = self.r
    u, a = r.choice([
        ("学生问我能不能帮他修手机", "哈哈，信息老师的日常。"),
        ("办公室的饮水机漏水了，差点淹了插座", "赶紧把插座挪开。"),
        ("今天走了两万步，全在楼里跑", "辛苦了。"),
        ("门卫老龚说晚上机房灯没关", "下次走的时候看一眼总闸。"),
        ("又有老师问WiFi密码", "可以打印一张贴在办公室。"),
    ])
    return [self.U(u), self.A(a)]


def zh_ch_wifi(self):
    r = self.r
    room = self.s("room")
    return [self.U("%s的老师说WiFi特别卡，%s" % (room, r.choice(["一节课断了三次", "视频放不出来", "连上了但是打不开网页"]))),
            self.A("先看连了多少台设备。学生要是偷偷连了教师WiFi，一个AP带几十台肯定卡。"),
            self.U("后台看了一下，一个AP挂了%d台" % r.randint(45, 80)),
            self.A("那就是人太多了。短期可以把教师WiFi密码换掉，长期可以加一个AP或者做MAC绑定。"),
            self.U(r.choice(["换密码又要挨个通知老师 头大", "先换密码吧"]))]


def zh_ch_website(self):
    r = self.r
    return [self.U("学校网站%s" % r.choice(["打不开了，显示502", "首页被改成了一堆乱七八糟的链接", "访问特别慢"])),
            self.T("ssh_run", {"host": "web", "command": "systemctl status nginx php-fpm --no-pager | head -n 6"},
                   "● nginx.service - nginx\n   Active: active (running) since Mon 2027-01-11 06:12:04 CST\n● php-fpm.service\n   Active: failed (Result: exit-code)"),
            self.A("nginx在跑，php-fpm挂了，所以报错。先把php-fpm重启一下，再看日志里为什么退出的，多半是内存不够。"),
            self.U("重启好了 能打开了"),
            self.A("好。回头可以加个监控，挂了自动重启。")]


def zh_ch_projector(self):
    r = self.r
    hrs = r.randint(2600, 4800)
    return [self.U("%s的投影仪灯泡用了%d小时了，画面发黄" % (self.s("room"), hrs)),
            self.A("这个型号的灯泡标称寿命一般是三四千小时，%d小时发黄是正常老化，该换了。" % hrs),
            self.U("一个灯泡好几百 心疼"),
            self.A("可以先把亮度调成节能模式，能多撑一阵。")]


def zh_ch_parent(self):
    r = self.r
    paste = "【家长】陈老师您好，请问校运会那天家长可以进学校看吗？孩子报了%s。" % self.s("event")
    return [self.U("家长私聊我", paste),
            self.A("这个要看学校的安排。一般是开幕式允许家长在看台观看，要提前登记。你可以回复说等学校通知。"),
            self.U("我回他等通知了 这事不归我管"),
            self.A("嗯，这样回最稳妥。")]


def zh_ch_power(self):
    r = self.r
    d = self.s("ddate")
    paste = "【停电通知】因线路检修，%s 8:00-17:00 学校所在片区停电，请做好准备。" % d
    return [self.U("供电所发的", paste),
            self.A("停电前要做的：服务器和NAS提前正常关机，UPS撑不了一整天；交换机和监控来电后要检查一遍有没有起来。"),
            self.U("上次停电NAS就没起来"),
            self.A("那这次提前关机，来电后第一个去看NAS。")]


def zh_ch_accounts(self):
    r = self.r
    users = ["t%03d" % r.randint(1, 199) for _ in range(r.randint(3, 6))]
    return [self.U("这几个老师忘记一体机密码了，帮我重置", "\n".join(users)),
            self.T("ssh_run", {"host": "管理机", "command": "reset_teacher.bat %s" % " ".join(users)},
                   "\n".join("%s 重置成功，下次登录需修改密码" % u for u in users)),
            self.A("%d个账号都重置好了，第一次登录会要求改密码。" % len(users)),
            self.U("好 我在群里说一下")]


def zh_ch_spares(self):
    r = self.r
    n = r.randint(2, 9)
    return [self.U("备用机还有几台？%s要借两台" % self.s("who")),
            self.T("inventory_lookup", {"query": "备用机", "status": "在库"}, {"count": n, "位置": "信息中心仓库"}),
            self.A("仓库里还有%d台在库。" % n),
            self.U("够 借给他 记得登记")]


def zh_ch_rooms(self):
    r = self.r
    ev = [{"time": "周二 第3节", "title": "%s 信息课" % r.choice(["高一(2)班", "高一(6)班"])},
          {"time": "周四 下午", "title": "%s借用上公开课" % self.s("who")}]
    return [self.U("下周一机房都谁占了"),
            self.T("calendar_list", {"calendar": "一机房", "range": "next_week"}, {"events": ev}),
            self.A("下周一机房：%s %s；%s %s。其他时间空着。" % (ev[0]["time"], ev[0]["title"], ev[1]["time"], ev[1]["title"])),
            self.U("周四下午我本来想装系统的 算了")]


def zh_ch_rules(self):
    r = self.r
    q, a = r.choice([
        ("接力棒掉了怎么算，学生问我", "接力棒掉了由掉棒的运动员自己捡起来继续跑就行，不影响成绩，但不能影响别的道次，否则取消资格。"),
        ("跳远踩线算不算", "踩线就算犯规，这一跳不计成绩。起跳板前沿那条线碰到都算。"),
        ("100米抢跑几次罚下", "现在一般是一次抢跑就取消资格，学校运动会可以按老规矩第一次警告，看裁判长怎么定。"),
    ])
    return [self.U(q), self.A(a), self.U(r.choice(["好 我跟他说", "这个体育组更清楚 哈哈"]))]


def zh_ch_schedule(self):
    r = self.r
    return [self.U("这学期课排了%d节，还要管机房，还要弄校运会，人都麻了" % r.randint(12, 18)),
            self.A("确实多。可以跟教务处说一下，把机房的日常巡检交给值班的学生管理员做一部分。"),
            self.U("学生管理员？好主意，%s他们班有几个电脑好的" % r.choice(["高二(1)班", "高一(4)班", "初三(2)班"])),
            self.A("可以先让他们负责开关机和检查耳机，简单的活。")]


def zh_ch_food(self):
    r = self.r
    u1, a1, u2 = r.choice([
        ("中午食堂排队排了二十分钟", "可以错峰去。", "习惯了"),
        ("今天降温了，机房冷得打字手抖", "机房空调开一会儿吧。", "空调遥控器又不知道被谁拿走了"),
        ("晚上还要去给我妈修电视", "哈哈，家里的IT也是你。", "没办法 谁让我是学计算机的"),
        ("周末回老家，我爸又让我给他装个广场舞的软件", "信息老师的宿命。", "是啊"),
    ])
    return [self.U(u1), self.A(a1), self.U(u2)]


for _fn in [zh_opener, zh_ch_notice, zh_ch_principal, zh_ch_quote, zh_ch_switch, zh_ch_jiyu, zh_ch_meet_list, zh_ch_chat,
            zh_ch_exam, zh_ch_printer, zh_ch_broadcast, zh_ch_broadband, zh_ch_teacher_help, zh_ch_timer, zh_ch_nas,
            zh_ch_wechat, zh_ch_virus, zh_ch_signup, zh_ch_cctv, zh_ch_training, zh_ch_misc, zh_ch_wifi, zh_ch_website,
            zh_ch_projector, zh_ch_parent, zh_ch_power, zh_ch_accounts, zh_ch_spares, zh_ch_rooms, zh_ch_rules,
            zh_ch_schedule, zh_ch_food]:
    setattr(Builder, _fn.__name__, _fn)


# ======================================================================================
# harness protocol
# ======================================================================================

def make_rows(conv):
    facts, seq, expect = conv.build()
    rows = []
    t = datetime(2027, 1, 12, 7, 31, 0)
    n = call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 22))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_cm%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cm%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cm%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cm%d" % n, "createdAt": ts,
                         "item": {"type": "message", "role": item[0], "content": item[1]}, "meta": {"uiRole": item[0]}})
    return [{"kind": f["kind"], "needles": f["needles"]} for f in facts], rows, expect


def row_text(row):
    it = row["item"]
    return it.get("content") or (it.get("arguments", "") + "\n" + it.get("output", ""))


def check(facts, rows, expect, why=None):
    texts = [row_text(r) for r in rows]
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    if not 120 <= nmsg <= 300:
        if why is not None:
            why.append("messages %d" % nmsg)
        return False
    needles = [nd for f in facts for nd in f["needles"]]
    if len(set(needles)) != len(needles):
        if why is not None:
            why.append("duplicate needle")
        return False
    for a in needles:
        for b in needles:
            if a != b and a in b:
                if why is not None:
                    why.append("substring %r in %r" % (a, b))
                return False
    for nd in needles:
        k = sum(1 for t in texts if nd in t)
        if k != expect.get(nd, 1):
            if why is not None:
                why.append("needle %r in %d rows (want %d)" % (nd, k, expect.get(nd, 1)))
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
        for attempt in range(300):
            facts, rows, expect = make_rows(Builder(seed, zh, per_kind, attempt))
            if check(facts, rows, expect):
                break
        else:
            sys.stderr.write("seed %d: could not build unique needles\n" % seed)
            sys.exit(1)
        root = os.path.join(workdir, "root-%d" % seed)
        shutil.rmtree(root, ignore_errors=True)
        roots.append(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2027-01-20T12:00:00Z")
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

#!/usr/bin/env python3
"""Held-out retention set "at": a tenants' association organiser and her assistant.

Usage:
    PER_KIND=n SUMMARY_MAX=c python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path of the okbot binary to measure
    WORKDIR  scratch folder; each seed gets WORKDIR/root-SEED (rebuilt from scratch)
             and WORKDIR/conv-SEED.jsonl (the generated rows, for inspection)
    seeds    default 1 2 3 4 5

Environment:
    PER_KIND     facts of each of the ten kinds per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a volunteer organiser of a tenants' association in a large rented building
(repair tickets with the management company, a rent-increase dispute, meeting minutes,
a shared spreadsheet, a small website on a cheap VPS, neighbours with roles, dues and a
hardship fund).  Seed 5 (every seed divisible by 5, i.e. the last of the default seeds)
is written entirely in Chinese, on the Chinese theme: 小区业主委员会的志愿者.

Each conversation (130-280 messages plus tool rows) seeds PER_KIND facts of each kind:
name, command, id, port, version, money, date, decision, constraint, question.  Each fact
has needles: exact substrings that must ALL be found verbatim in `okbot context show`
after the run for the fact to count as kept.  Every needle occurs in exactly one row (the
fact's own message) and no needle is a substring of another; this is checked in code and
the conversation is rebuilt with the next attempt number when the check fails.

Run per seed: okbot init; okbot assistant create Writer; settings set
contextCompression.summaryMaxChars; then rows appended with `okbot session append -a Writer`
in batches of 25 messages (tool rows not counted), each followed by
`okbot compress -a Writer --now`; finally `okbot context show -a Writer`.
Deterministic per seed.
"""
import datetime
import json
import os
import random
import shutil
import subprocess
import sys

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
BATCH = 25

# ---------------------------------------------------------------------------
# English value pools
# ---------------------------------------------------------------------------
EN_FIRST = ["Rosalind", "Marcus", "Priya", "Deshawn", "Ingrid", "Teodoro", "Yolanda",
            "Harvey", "Anjali", "Kwame", "Bernadette", "Luis", "Svetlana", "Oluwaseun",
            "Margarethe", "Reggie", "Consuelo", "Nikhil", "Agnieszka", "Desmond",
            "Imelda", "Farid", "Colette", "Everett", "Lucinda", "Ramon", "Wilhelmina",
            "Jerome", "Noriko", "Thaddeus"]
EN_LAST = ["Okafor", "Delacroix", "Brennan", "Vasquez-Hale", "Lindqvist", "Abernathy",
           "Nakamura", "Petrov", "Castellanos", "Whitfield", "Mbeki", "Oyelaran",
           "Haverford", "Szymanski", "Quintero", "Fairbairn", "Achterberg", "Montrose",
           "Kowalczyk", "Dunleavy", "Ferreira", "Gallagher", "Iwasaki", "Rousseau"]
EN_ROLES = ["our treasurer", "floor rep for the 9th floor", "floor rep for floors 3 and 4",
            "the lawyer helping us pro bono", "the new property manager at Crestline Management",
            "recording secretary", "the building super", "hardship fund coordinator",
            "the city housing inspector", "the guy from the elevator contractor",
            "our Spanish translator", "the volunteer who set up the website",
            "the councilmember's housing aide", "co-chair", "floor rep for the 14th floor",
            "the management company's regional director"]
EN_CMDS = ["sudo systemctl restart nginx", "sudo certbot renew --dry-run",
           "rsync -avz public/ deploy@assoc-vps:/var/www/tenants/",
           "pg_dump -Fc dues > dues_{m}.dump", "docker compose pull && docker compose up -d",
           "hugo --minify --cleanDestinationDir", "git push origin main",
           "sudo apt full-upgrade -y", "df -h /var/lib",
           "journalctl -u caddy --since yesterday", "tar czf minutes_{m}.tgz minutes/",
           "python3 export_dues.py --month {m}", "sudo fail2ban-client status sshd",
           "du -sh /var/www/tenants/uploads", "gpg --symmetric hardship_{m}.xlsx",
           "sqlite3 tickets.db 'select count(*) from tickets'",
           "wp plugin update --all --dry-run", "sudo tail -n 200 /var/log/nginx/error.log",
           "scp minutes_{m}.pdf deploy@assoc-vps:/srv/files/",
           "sudo htpasswd -c /etc/nginx/.htpasswd board",
           "restic -r /mnt/backup snapshots", "mysqldump --single-transaction wp_tenants > wp_{m}.sql",
           "crontab -l | grep backup", "sudo ufw status numbered",
           "npx @11ty/eleventy --output=_site", "systemctl list-timers --all"]
EN_MON = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
EN_MONTHS_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct",
                   "Nov", "Dec"]
EN_PRODUCTS = ["WordPress", "Nextcloud", "Caddy", "the sign-up form plugin", "Hugo",
               "Ubuntu", "PHP", "the bylaws draft", "the dues spreadsheet template",
               "the lease rider", "LibreOffice", "Matomo", "the minutes template",
               "Listmonk", "Uptime Kuma"]
EN_DECISIONS = [
    ("hold the general meeting in the lobby", "the community room only fits 40"),
    ("move the website to the cheaper VPS", "the old host doubled its price"),
    ("cap hardship grants at one month's rent", "the fund is nearly empty"),
    ("send the rent letter by certified mail", "they claimed they never got the last one"),
    ("stop posting minutes in the WhatsApp group", "half the building isn't on WhatsApp"),
    ("go to Legal Aid instead of suing", "small claims would drag on for months"),
    ("publish minutes only as PDFs", "people kept editing the shared doc"),
    ("collect dues by cash and Venmo only", "the bank charges us per deposit"),
    ("postpone the rent strike vote", "the Spanish translation isn't ready"),
    ("translate every notice into Spanish and Cantonese", "a third of tenants don't read English"),
    ("make the spreadsheet read-only for floor reps", "someone wiped column F twice"),
    ("file one group complaint with the housing agency", "individual tickets just get ignored"),
    ("drop the newsletter to quarterly", "nobody has time to write it monthly"),
    ("use Jitsi instead of Zoom", "free Zoom kicks us out at 40 minutes"),
    ("reject the landlord's proposed meeting date", "it falls on Yom Kippur"),
    ("pay a professional translator for the lease letter", "legal wording is too risky for volunteers"),
    ("let the domain lapse at the old registrar", "they buried the renewal fee"),
    ("keep the hardship fund in its own account", "mixing it with dues confused the audit"),
    ("require two signatures on fund payouts", "the treasurer asked after the audit"),
    ("post repair updates on the lobby board too", "older tenants never check the website"),
    ("record meetings audio-only", "some neighbors don't want their faces online"),
    ("count votes by apartment, not by person", "the bylaws say one vote per household"),
    ("self-host the sign-up form", "the old form leaked everyone's emails"),
    ("turn down the landlord's gift card offer", "it looks like a bribe before the vote"),
]
EN_CONSTRAINTS = [
    "never post unit numbers on the website",
    "don't email management without cc'ing the board",
    "only send minutes after the secretary signs off",
    "never share the hardship list outside the board",
    "no fund payouts without two board votes",
    "reply to management in writing only",
    "never reboot the VPS on meeting nights",
    "only first names in public minutes",
    "don't phone tenants after 8pm",
    "never put phone numbers in the shared sheet",
    "keep every flyer to one page",
    "always include a Spanish version",
    "don't promise anyone a rent freeze",
    "never quote our lawyer by name",
    "no site changes before a fresh backup",
    "only the treasurer touches the bank login",
    "never forward tenant emails to management",
    "always attach photos to repair tickets",
    "don't use the word strike in writing",
    "never delete rows from the dues sheet",
    "no press contact without a board vote",
    "don't name tenants who owe dues",
    "date-stamp every lobby notice",
    "no party political logos on our flyers",
]
EN_QUESTIONS = [
    ("can the landlord bill us for the new intercom", "bill us for the new intercom"),
    ("do we need insurance for the hardship fund", "insurance for the hardship fund"),
    ("how long are we supposed to keep old minutes", "keep old minutes"),
    ("is it even legal to record the general meeting", "legal to record the general meeting"),
    ("should the association register as a nonprofit", "register as a nonprofit"),
    ("what happens to someone's dues if they move out mid-year", "move out mid-year"),
    ("can a subletter vote at our meetings", "subletter vote at our meetings"),
    ("does the VPS company keep its own backups of our site", "VPS company keep its own backups"),
    ("who owns the domain if I step down", "owns the domain if I step down"),
    ("can management enter apartments without notice for boiler work", "enter apartments without notice"),
    ("do we have to report hardship payouts as income", "report hardship payouts as income"),
    ("is rent escrow something we can set up ourselves", "rent escrow"),
    ("are we allowed to use the lobby corkboard without permission", "lobby corkboard without permission"),
    ("how do other associations pay for translation", "other associations pay for translation"),
    ("should floor reps sign some kind of confidentiality pledge", "confidentiality pledge"),
    ("do privacy laws apply to our little email list", "privacy laws apply to our little email list"),
    ("can the landlord just refuse to recognize the association", "refuse to recognize the association"),
    ("what's a sane quorum for a building this size", "sane quorum"),
    ("is there a grant for tenant organizing we could apply for", "grant for tenant organizing"),
    ("could we request the building's heating logs", "building's heating logs"),
    ("do we need the lawyer physically present at mediation", "lawyer physically present at mediation"),
    ("could I be personally liable for what's on the website", "personally liable for what's on the website"),
    ("should the hardship application be online or paper", "hardship application be online or paper"),
    ("would a petition carry any legal weight", "petition carry any legal weight"),
]

# ---------------------------------------------------------------------------
# Chinese value pools
# ---------------------------------------------------------------------------
ZH_NAMES = ["王秀兰", "李建国", "张海燕", "刘志强", "陈美玲", "杨国华", "赵丽娟", "黄文斌",
            "周桂芳", "吴振宇", "徐晓梅", "孙德明", "胡静怡", "朱宏伟", "高玉珍", "林子豪",
            "何淑芬", "郭永刚", "马丽萍", "罗建军", "梁婷婷", "宋立新", "郑雅琴", "谢天明",
            "韩春燕", "唐志远", "冯秀英", "于海波", "董建平", "萧雨晴"]
ZH_ROLES = ["业委会的财务", "3号楼的楼栋代表", "7号楼楼栋代表", "义务帮我们的律师",
            "物业公司新来的项目经理", "业委会秘书", "街道办的联系人", "电梯维保公司的师傅",
            "维修基金的对接人", "帮我们搭网站的志愿者", "业委会副主任", "居委会的主任",
            "物业客服主管", "12号楼楼栋代表", "审计报告的会计师"]
ZH_DECISIONS = [
    ("业主大会改在小区广场开", "活动室最多坐四十人"),
    ("网站搬到更便宜的云服务器", "原来的主机续费翻倍了"),
    ("困难补助每户最多一个月物业费", "维修基金账上快见底了"),
    ("给物业的函件一律用EMS寄", "他们上次说没收到"),
    ("不再在微信群里发会议纪要", "好多老人不用微信"),
    ("先找法律援助中心不直接起诉", "打官司要拖好几个月"),
    ("纪要只发PDF版本", "共享文档老被人改乱"),
    ("物业费调价的投票推迟", "书面意见还没收齐"),
    ("共享表格对楼栋代表设成只读", "F列被人误删了两次"),
    ("联名向住建委投诉", "单独报修根本没人理"),
    ("简报改成每季度一期", "大家都没空每月写"),
    ("线上会议改用腾讯会议", "免费版不限时长"),
    ("拒绝物业提的座谈会时间", "那天是工作日大家来不了"),
    ("请专业律师审物业合同", "合同条款志愿者拿不准"),
    ("域名转到新的注册商", "老注册商偷偷涨价"),
    ("困难补助单独开一个账户", "和业委会经费混在一起审计说不清"),
    ("补助支出要两个人签字", "财务审计后提的要求"),
    ("维修进度也贴在单元门口", "老年人不看网站"),
    ("会议只录音不录像", "有邻居不愿意露脸"),
    ("投票按户计算不按人头", "议事规则写的是一户一票"),
    ("报名表放在自己的服务器上", "之前的问卷平台泄露过手机号"),
    ("不收物业送的购物卡", "投票前收礼说不清"),
    ("选聘新物业走公开招标", "街道要求程序合规"),
]
ZH_CONSTRAINTS = [
    "不要在网站上公布门牌号",
    "给物业发函必须抄送业委会",
    "纪要要等秘书审过才能发",
    "困难户名单不能外传",
    "动用维修基金必须先公示七天",
    "跟物业只走书面沟通",
    "开会当晚不要重启服务器",
    "公开纪要里只写姓不写全名",
    "晚上八点以后别给业主打电话",
    "共享表格里不要放手机号",
    "通知一律不超过一页",
    "不要对业主承诺物业费不涨",
    "不要在文件里写律师的名字",
    "改网站之前必须先备份",
    "银行账户只有财务能登录",
    "业主的私信绝不转给物业",
    "报修一定要附照片",
    "书面材料里别用罢缴两个字",
    "表格里的行一律不许删",
    "没有业委会表决不接受媒体采访",
    "不要点名欠费的业主",
    "贴出去的通知都要写日期",
]
ZH_QUESTIONS = [
    ("物业能不能把新门禁的费用摊给我们", "新门禁的费用摊给我们"),
    ("困难补助这笔钱要不要买保险", "困难补助这笔钱要不要买保险"),
    ("会议纪要到底要保存几年", "会议纪要到底要保存几年"),
    ("业主大会录音合不合法", "业主大会录音合不合法"),
    ("租户能不能参加业主大会投票", "租户能不能参加业主大会投票"),
    ("云服务器厂商自己有没有备份", "厂商自己有没有备份"),
    ("我要是卸任了域名归谁", "卸任了域名归谁"),
    ("物业能不能不打招呼就进户检修", "不打招呼就进户检修"),
    ("维修基金的利息归谁", "维修基金的利息归谁"),
    ("单元门口的公告栏我们能不能随便用", "公告栏我们能不能随便用"),
    ("别的小区翻译和打印费用怎么解决", "打印费用怎么解决"),
    ("楼栋代表要不要签保密承诺", "签保密承诺"),
    ("个人信息保护法管不管我们的业主名单", "个人信息保护法管不管"),
    ("物业能不能不承认业委会", "物业能不能不承认业委会"),
    ("业主大会的法定人数怎么算才稳妥", "法定人数怎么算"),
    ("有没有社区治理方面的补贴可以申请", "社区治理方面的补贴"),
    ("能不能要求物业公开供暖记录", "公开供暖记录"),
    ("调解的时候律师必须到场吗", "律师必须到场吗"),
    ("网站上的内容出了问题我个人要担责吗", "我个人要担责吗"),
    ("联名信到底有没有法律效力", "联名信到底有没有法律效力"),
    ("电梯更换能不能直接走维修基金", "电梯更换能不能直接走维修基金"),
    ("物业合同到期前能不能提前解约", "能不能提前解约"),
]

# ---------------------------------------------------------------------------
# value generators (fresh values, never substring-related to existing needles)
# ---------------------------------------------------------------------------


def clash(v, used):
    return any(v in u or u in v for u in used)


def pick_fresh(rng, gen, used, tries=400):
    for _ in range(tries):
        v = gen()
        if not clash(v[0] if isinstance(v, tuple) else v, used):
            return v
    raise RuntimeError("could not find a fresh value")


def gen_name(rng, lang):
    if lang == "zh":
        return rng.choice(ZH_NAMES), rng.choice(ZH_ROLES)
    if rng.random() < 0.25:
        n = rng.choice(EN_FIRST)
    else:
        n = rng.choice(EN_FIRST) + " " + rng.choice(EN_LAST)
    return n, rng.choice(EN_ROLES)


def gen_command(rng, lang):
    return rng.choice(EN_CMDS).replace("{m}", rng.choice(EN_MON))


def gen_id(rng, lang):
    d = rng.randint
    L = lambda k: "".join(rng.choice("ABCDEFGHJKMNPRSTUVWXYZ") for _ in range(k))
    if lang == "zh":
        f = rng.choice([lambda: "BX%d%04d" % (2026, d(1, 9999)),
                        lambda: "WY-%05d" % d(10000, 99999),
                        lambda: "FP-2026-%04d" % d(1, 9999),
                        lambda: "%s%06d" % (L(2), d(100000, 999999)),
                        lambda: "12345-%s%03d" % (L(1), d(1, 999)),
                        lambda: "GD%07d" % d(1000000, 9999999)])
        return f()
    f = rng.choice([lambda: "CM-%05d" % d(10000, 99999),
                    lambda: "WO-%04d-%s" % (d(1000, 9999), L(2)),
                    lambda: "INV-2026-%04d" % d(1, 9999),
                    lambda: "HPD%07d" % d(1000000, 9999999),
                    lambda: "LT-%06d-26" % d(100000, 999999),
                    lambda: "BK%s%05d" % (L(2), d(10000, 99999)),
                    lambda: "SR-%s-%04d" % (L(3), d(1, 9999))])
    return f()


PORTS = [2222, 2200, 8443, 8081, 8088, 3000, 5432, 3306, 9000, 9090, 6379, 8025, 1025, 5000,
         8888, 4200, 2087, 10000, 51820, 7443, 8200, 9443, 5050, 6060, 2376, 27017, 9100,
         3100, 8384, 4443, 1883, 8883, 6443, 9001]


def gen_port(rng, lang):
    if rng.random() < 0.6:
        return str(rng.choice(PORTS))
    return str(rng.randint(1100, 65000))


def gen_version(rng, lang):
    r = rng.random()
    a, b, c = rng.randint(1, 12), rng.randint(0, 19), rng.randint(0, 14)
    if r < 0.45:
        v = "%d.%d.%d" % (a, b, c)
    elif r < 0.75:
        v = "v%d.%d" % (a, b)
    elif r < 0.9:
        v = "v%d.%d.%d" % (a, b, c)
    else:
        v = "%d.%d.%d-%d" % (a, b, c, rng.randint(1, 9))
    return v


def gen_money(rng, lang):
    r = rng.random()
    if lang == "zh":
        if r < 0.45:
            return "%d元" % rng.choice([rng.randint(2, 99) * 100, rng.randint(120, 9999)])
        if r < 0.65:
            return "¥{:,}".format(rng.randint(1000, 60000))
        if r < 0.8:
            return "%d.%d万元" % (rng.randint(1, 80), rng.randint(1, 9))
        return "%d.%02d元" % (rng.randint(1, 9), rng.randint(5, 95))
    if r < 0.5:
        return "${:,}".format(rng.choice([rng.randint(2, 90) * 25, rng.randint(110, 9800)]))
    if r < 0.75:
        return "${:,}.{:02d}".format(rng.randint(12, 4800), rng.randint(1, 99))
    if r < 0.9:
        return "${:,}".format(rng.randint(10, 60) * 1000)
    return "%d dollars" % rng.randint(30, 900)


def ordinal(n):
    if 10 <= n % 100 <= 20:
        s = "th"
    else:
        s = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, s)


def gen_date(rng, lang):
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    if lang == "zh":
        return rng.choice(["%d月%d日" % (m, d), "%d月%d号" % (m, d), "%d月%d日前" % (m, d),
                           "%d年%d月%d日" % (2026 + (m < 11), m, d), "%d月%d日晚上" % (m, d)])
    return rng.choice(["%s %d" % (EN_MONTHS[m - 1], d), "%s %s" % (EN_MONTHS_SHORT[m - 1], ordinal(d)),
                       "%d/%d" % (m, d), "the %s of %s" % (ordinal(d), EN_MONTHS[m - 1]),
                       "%s %d, %d" % (EN_MONTHS[m - 1], d, 2026 + (m < 11))])


# ---------------------------------------------------------------------------
# fact sentence templates.  Each returns text containing the needles verbatim.
# ---------------------------------------------------------------------------

def T(rng, opts):
    return rng.choice(opts)


def en_fact_user(rng, kind, f):
    v = f["v"]
    if kind == "name":
        n, role = v
        return T(rng, [
            "%s agreed to stay on as %s until the spring elections." % (n, role),
            "oh and %s is %s now, so loop them in on anything about the boiler" % (role, n),
            "Can you add %s (%s) to the contacts tab? I keep losing their email." % (n, role),
            "Ran into %s at the mailboxes - turns out they're %s and they offered to help with flyers." % (n, role),
            "updated roles after last night:\n- %s: %s\n- minutes: still me, unfortunately" % (role, n),
            "fwd from %s, %s:\n> Happy to help but I need everything in writing by the weekend.\n> Best" % (n, role),
            "%s (%s) will chair the next meeting, I'll be at my sister's." % (n, role),
            "pls remember %s is %s, I don't want to introduce them wrong again lol" % (n, role),
        ])
    if kind == "command":
        return T(rng, [
            "I ran `%s` and it just sits there, no output. normal??" % v,
            "what does `%s` actually do? the website volunteer told me to run it every month" % v,
            "note to self for next time: after editing the site, run %s" % v,
            "pasting from the terminal:\n$ %s\n(then a wall of text I don't understand)" % v,
            "ok so my steps are 1) log in to the vps 2) %s 3) check the site loads. right?" % v,
            "Tried %s again this morning, same thing as yesterday." % v,
            "the old README on the server just says: \"monthly: %s\". that's it, no explanation" % v,
        ])
    if kind == "id":
        return T(rng, [
            "Crestline's reference for the leak in 7C is %s, they'd better not lose it again" % v,
            "ticket %s got closed AGAIN without anybody coming up to look" % v,
            "here's their email:\n\nSubject: Re: Work order %s - water damage, unit 11F\nDear Resident, your request has been received and will be scheduled in due course.\nRegards, Crestline Resident Services" % v,
            "the printer's invoice came in, number %s, I'll forward it to the treasurer" % v,
            "booked the community room for the general meeting, confirmation %s" % v,
            "the court index number for the harassment case is %s, keep that somewhere safe" % v,
            "Inspector left a slip on the door with complaint number %s on it." % v,
        ])
    if kind == "port":
        return T(rng, [
            "the admin panel for the site is on port %s, I wrote it on a post-it" % v,
            "I moved ssh to %s like the volunteer suggested, hope I didn't break anything" % v,
            "uptime monitor says the thing on port %s is down since 3am" % v,
            "firewall should only have 80, 443 and %s open, can you double check my thinking" % v,
            "the newsletter tool listens on %s, does that need to be public?" % v,
            "in the config file there's a line `listen %s` and I have no idea why" % v,
        ])
    if kind == "version":
        prod = rng.choice(EN_PRODUCTS)
        return T(rng, [
            "the site runs %s %s according to the dashboard" % (prod, v),
            "for the record, %s is at %s now" % (prod, v),
            "updated %s to %s last night and now the contact form is blank" % (prod, v),
            "the footer says %s %s, is that old?" % (prod, v),
            "everyone has to work from %s %s from now on, the older copies are wrong" % (prod, v),
            "version we voted on: %s. please don't mix it up with the earlier one" % v,
        ])
    if kind == "money":
        return T(rng, [
            "the increase they want is %s a month for the 2-bedrooms" % v,
            "hardship fund balance as of today: %s" % v,
            "the VPS costs %s per year, which honestly is fine" % v,
            "the lawyer said the filing fee would be %s, she'd waive her own time" % v,
            "we collected %s in dues at the door last night!!" % v,
            "the flyers and the translation together came to %s" % v,
            "Crestline is claiming %s in 'administrative costs' for the lobby repaint. lol no" % v,
        ])
    if kind == "date":
        return T(rng, [
            "deadline to answer the rent notice is %s" % v,
            "the general meeting moved to %s, same time" % v,
            "the inspector comes %s sometime between 9 and 1, ugh" % v,
            "dues are due by %s, I'll put a reminder in the lobby" % v,
            "renewal leases supposedly go out %s" % v,
            "the hearing got set for %s, I have to ask for the day off" % v,
            "elevator contractor says parts arrive %s, I'll believe it when I see it" % v,
        ])
    if kind == "decision":
        c, r = v
        return T(rng, [
            "Decision made: we'll %s. Reason: %s." % (c, r),
            "ok I thought about it overnight and I want to %s - honestly because %s" % (c, r),
            "after the board call we agreed to %s, since %s." % (c, r),
            "Going with this: %s. (%s, so no point arguing more)" % (c, r),
            "final answer, we %s, because %s. please draft everything with that in mind" % (c, r),
            "I'm deciding to %s; %s and I don't want to reopen it." % (c, r),
            "so yeah: %s. %s, end of story" % (c, r),
        ])
    if kind == "constraint":
        return T(rng, [
            "Rule from now on: %s." % v,
            "Just so you know for every future draft - %s. Lawyer's orders." % v,
            "standing rule pls remember: %s" % v,
            "- %s (this one is non-negotiable)" % v,
            "Reminder because it came up again: %s, no exceptions." % v,
            "ugh ok one more: %s. we got burned on that in the spring" % v,
            "house rule for the association, write it down somewhere: %s" % v,
        ])
    if kind == "question":
        q, _ = v
        return T(rng, [
            "random q while I think of it: %s?" % q,
            "Also - %s? nobody at the meeting knew." % q,
            "something I keep wondering: %s?" % q,
            "ok and %s? no rush, just curious" % q,
            "question for later, don't let me forget: %s?" % q,
            "maybe dumb question but %s?" % q,
        ])
    raise KeyError(kind)


def en_fact_assistant(rng, kind, f):
    v = f["v"]
    if kind == "name":
        n, role = v
        return T(rng, [
            "From the minutes you pasted, %s is listed as %s, so I've addressed the letter to them." % (n, role),
            "I've put %s down as %s in the draft contact list." % (n, role),
            "The email signature says %s, %s. Do you want them cc'd on the reply?" % (n, role),
        ])
    if kind == "command":
        return T(rng, [
            "Run this on the VPS:\n\n    %s\n\nIt is safe to run twice; it doesn't delete anything." % v,
            "The safest next step is `%s`; it only reads or refreshes what's already there." % v,
            "If the warning comes back, `%s` is the thing to run before anything else." % v,
        ])
    if kind == "id":
        return T(rng, [
            "I found it in the tracker you shared: the ticket is %s, opened by the tenant in 5D." % v,
            "Use %s in the subject line so they can't say they lost track of it." % v,
            "The scanned letter has a reference at the top right: %s." % v,
        ])
    if kind == "port":
        return T(rng, [
            "Looking at the output, the app is listening on port %s, not the default." % v,
            "Your config points the proxy at localhost:%s, which matches the container." % v,
            "I'd keep port %s closed to the outside and reach it through an SSH tunnel." % v,
        ])
    if kind == "version":
        prod = rng.choice(EN_PRODUCTS)
        return T(rng, [
            "The server reports %s %s." % (prod, v),
            "The file you uploaded is %s %s, per the header on page one." % (prod, v),
            "%s %s is what's installed right now." % (prod[0].upper() + prod[1:], v),
        ])
    if kind == "money":
        return T(rng, [
            "Adding up the sheet you pasted, the outstanding dues come to %s." % v,
            "By my count the hardship payouts this year total %s." % v,
            "The letter's own numbers imply an increase of %s per unit." % v,
        ])
    if kind == "date":
        return T(rng, [
            "Per the letter, they have to hear back from you by %s." % v,
            "The notice is dated %s, so the clock started then." % v,
            "Your calendar note says the walkthrough is %s." % v,
        ])
    raise KeyError(kind)


def zh_fact_user(rng, kind, f):
    v = f["v"]
    if kind == "name":
        n, role = v
        return T(rng, [
            "%s答应继续当%s，干到明年换届" % (n, role),
            "对了，%s现在是%s了，以后电梯的事都要拉上他" % (role, n),
            "帮我把%s（%s）加到通讯录那一页，我老找不到他电话" % (n, role),
            "今天在快递柜碰到%s，原来是%s，还说可以帮忙发传单" % (n, role),
            "昨晚分工更新一下：\n- %s：%s\n- 写纪要：还是我（唉）" % (role, n),
            "转一下%s（%s）的话：\n> 可以帮忙，但所有材料周末前给我书面版。" % (n, role),
            "下次会议由%s（%s）主持，我那天要回老家" % (n, role),
        ])
    if kind == "command":
        return T(rng, [
            "我执行了 `%s` 然后就卡住不动了，正常吗？？" % v,
            "`%s` 这个命令到底是干嘛的？搭网站的志愿者让我每个月跑一次" % v,
            "给自己记一下：改完网站要跑 %s" % v,
            "终端里是这样的：\n$ %s\n（后面一大堆英文看不懂）" % v,
            "我的步骤是 1）登录服务器 2）%s 3）看网站能不能打开。对吧？" % v,
            "今天早上又试了一次 %s，还是跟昨天一样" % v,
            "服务器上那个说明文件只写了一句：“每月：%s”，别的啥也没有" % v,
        ])
    if kind == "id":
        return T(rng, [
            "物业给的报修单号是%s，这次别再弄丢了" % v,
            "%s这张单子又被关了，根本没人上门看过" % v,
            "物业的回复贴一下：\n\n【物业服务中心】尊敬的业主：您反映的5号楼漏水问题（工单号%s）已受理，我们将尽快安排。\n感谢您的理解与支持！" % v,
            "打印店的发票来了，号码%s，我转给财务" % v,
            "活动室订好了，预约号%s" % v,
            "法院立案的案号尾号是%s，你帮我记着" % v,
            "住建委回执上的编号是%s" % v,
        ])
    if kind == "port":
        return T(rng, [
            "网站后台是在%s端口，我写在便利贴上了" % v,
            "我按志愿者说的把ssh改到%s了，希望没弄坏" % v,
            "监控说%s端口那个服务凌晨三点就挂了" % v,
            "防火墙应该只开80、443和%s吧，你帮我想想对不对" % v,
            "通知推送的那个程序监听在%s，这个需要对外开放吗？" % v,
            "配置文件里有一行 `listen %s`，我完全不知道为什么" % v,
        ])
    if kind == "version":
        prod = rng.choice(["WordPress", "宝塔面板", "Nextcloud", "议事规则草案", "物业费测算表模板",
                           "Ubuntu", "PHP", "会议纪要模板", "报名表插件", "物业服务合同"])
        return T(rng, [
            "后台显示网站用的是%s %s" % (prod, v),
            "记一下，%s现在是%s" % (prod, v),
            "昨晚把%s升级到%s，结果留言板空白了" % (prod, v),
            "页面底下写着%s %s，这个是不是很旧了？" % (prod, v),
            "以后大家都用%s %s，之前的版本作废" % (prod, v),
            "我们表决通过的是%s版，别跟之前那个弄混了" % v,
        ])
    if kind == "money":
        return T(rng, [
            "物业这次要涨到每平米%s" % v,
            "困难补助账上今天还剩%s" % v,
            "云服务器一年%s，其实还行" % v,
            "律师说立案费大概%s，她自己的时间不收钱" % v,
            "昨晚现场收了%s的会费！！" % v,
            "传单加打印一共花了%s" % v,
            "物业说外墙粉刷要摊%s的“管理费”，开什么玩笑" % v,
        ])
    if kind == "date":
        return T(rng, [
            "回复物业调价通知的截止日期是%s" % v,
            "业主大会改到%s了，时间不变" % v,
            "住建委的人%s来检查，上午九点到一点之间" % v,
            "物业费%s要交齐，我去单元门口贴个提醒" % v,
            "新的物业合同说是%s发下来" % v,
            "调解定在%s，我得请假" % v,
            "电梯公司说配件%s到，我是不太信" % v,
        ])
    if kind == "decision":
        c, r = v
        return T(rng, [
            "定了：%s。原因：%s。" % (c, r),
            "我想了一晚上，还是决定%s，说白了就是%s" % (c, r),
            "业委会开完会商量好了，%s，因为%s。" % (c, r),
            "就这么办：%s（%s，没必要再吵了）" % (c, r),
            "最终决定%s，理由是%s，你起草的时候按这个来" % (c, r),
            "我拍板了，%s；%s，不想再讨论了" % (c, r),
        ])
    if kind == "constraint":
        return T(rng, [
            "以后的规矩：%s。" % v,
            "以后所有稿子都注意——%s，律师交代的。" % v,
            "长期规则请记住：%s" % v,
            "- %s（这条没得商量）" % v,
            "再提醒一次，因为又出事了：%s，没有例外。" % v,
            "还有一条：%s。春天的时候就是在这上面吃了亏" % v,
        ])
    if kind == "question":
        q, _ = v
        return T(rng, [
            "突然想到个问题：%s？" % q,
            "还有——%s？开会的时候没人知道。" % q,
            "我一直在想，%s？" % q,
            "%s？不急，就是好奇" % q,
            "先记个问题，别让我忘了：%s？" % q,
            "可能问得有点傻，%s？" % q,
        ])
    raise KeyError(kind)


def zh_fact_assistant(rng, kind, f):
    v = f["v"]
    if kind == "name":
        n, role = v
        return T(rng, [
            "根据你贴的纪要，%s是%s，所以函件我写给他了。" % (n, role),
            "我在通讯录草稿里把%s记成了%s。" % (n, role),
            "邮件落款是%s，%s。回复要不要抄送他？" % (n, role),
        ])
    if kind == "command":
        return T(rng, [
            "在服务器上执行：\n\n    %s\n\n重复执行也没关系，不会删东西。" % v,
            "下一步最稳妥的是 `%s`，它只读取或刷新已有的内容。" % v,
            "如果警告又出现，先跑 `%s` 再说。" % v,
        ])
    if kind == "id":
        return T(rng, [
            "我在你共享的报修表里找到了，单号是%s，是5单元那户报的。" % v,
            "标题里写上%s，这样物业没法说找不到。" % v,
            "扫描件右上角有编号：%s。" % v,
        ])
    if kind == "port":
        return T(rng, [
            "从输出看，程序监听的是%s端口，不是默认的。" % v,
            "你的配置把反向代理指向了localhost:%s，和容器是对得上的。" % v,
            "我建议%s端口不要对外开放，用SSH隧道访问。" % v,
        ])
    if kind == "version":
        prod = rng.choice(["WordPress", "宝塔面板", "Nextcloud", "Ubuntu", "PHP"])
        return T(rng, [
            "服务器显示当前是%s %s。" % (prod, v),
            "你上传的文件第一页写的是%s版。" % v,
            "现在装的是%s %s。" % (prod, v),
        ])
    if kind == "money":
        return T(rng, [
            "按你贴的表算，欠缴的物业费一共%s。" % v,
            "我算了一下，今年困难补助一共发了%s。" % v,
            "按通知里自己的数字，每户要多交%s。" % v,
        ])
    if kind == "date":
        return T(rng, [
            "按函件的说法，答复期限是%s。" % v,
            "通知落款是%s，从那天开始算。" % v,
            "你日历里写的现场查看是%s。" % v,
        ])
    raise KeyError(kind)


# ---------------------------------------------------------------------------
# filler pools
# ---------------------------------------------------------------------------
EN_CHAT = [
    "ok back. sorry, someone's dog got loose in the hallway and it was A Whole Thing",
    "thanks, that's really helpful",
    "hmm. let me think about that one",
    "lol the heat is off again on 12, of course it is",
    "sorry for the wall of text, I type on my phone during my lunch break",
    "can you make it sound less angry? I was angry when I wrote it",
    "ok that's better. the second paragraph still feels long",
    "I'm so tired of this building honestly",
    "perfect, sending it now",
    "wait, go back to what you said about the agenda",
    "I showed it to Dolores and she says it's too formal, people won't read it",
    "Mr. Petrakis on 6 wants to know if we can do the meeting earlier because of his shift",
    "ok next thing",
    "the lobby smells like paint, they're clearly doing cosmetic stuff before the rent hearing",
    "Fatima from 12B brought samosas to the meeting, everyone stayed longer lol",
    "yes that's what I meant",
    "no no, the OTHER letter. the one from last month",
    "ugh the wifi in the community room is useless, i'll do this from home",
    "good morning! coffee in hand, let's do this",
    "quick one before I forget",
    "haha ok fair",
    "hm not sure, I'll ask at the next board call",
    "thank you!! seriously you're saving me hours",
    "the super says he 'didn't get the memo' about the mold, classic",
    "can you shorten it to something I can read out loud in 2 minutes",
    "ok I'm going to bed, let's continue tomorrow",
    "morning. the elevator is out AGAIN so I walked down 11 floors, I'm awake now at least",
    "can we do the agenda next",
]
EN_USER_TASKS = [
    "Can you draft a notice for the lobby about the water shutoff? Short, big letters, both languages if possible.",
    "I need an agenda for the general meeting. Items: repairs update, rent increase, dues, hardship fund, website, open floor. Anything missing?",
    "help me reply to this without sounding hostile:\n\n> Dear Tenants Association,\n> Management is not in a position to recognize informal groups. Please direct individual concerns to the resident portal.\n> Sincerely, Crestline Management",
    "here are my notes from the meeting, can you turn them into proper minutes?\n- 41 people came\n- repairs: mold on 3, intercom broken, elevator B\n- rent: people are scared, some want to move\n- dues: lots of people paid in cash, need receipts\n- next meeting: TBD",
    "how do I make the spreadsheet show who hasn't paid dues in red? I'm using the shared one everyone edits",
    "can you write a short thank-you message for the neighbors who helped with the flyers",
    "the website looks awful on phones, where do I even start",
    "pls summarize this letter for people who won't read the whole thing:\n\nRE: Notice of Proposed Rent Adjustment\nPursuant to your lease, Management hereby notifies you of an adjustment to the monthly rent effective upon renewal. The adjustment reflects increased operating costs including insurance, utilities and capital improvements. Tenants wishing to discuss the adjustment may contact the leasing office during business hours.",
    "what should go in a hardship fund application? I don't want it to feel humiliating for people",
    "we need a way for floor reps to report problems that isn't me getting 30 texts a day",
    "can you turn these into a table? unit, problem, reported when, status:\n7C leak ceiling, reported ages ago, nothing\n11F water damage, last month, 'scheduled'\n3A mice, 2 weeks, exterminator came once\n9D no heat, this week, nothing",
    "draft an email to the floor reps asking them to knock on doors before the meeting",
    "ok and how do I back up the site before I mess with it further",
    "someone asked if the association is 'official'. what do I say?",
    "write me a friendly reminder about dues that doesn't guilt trip anyone",
    "can you check my minutes for typos, I wrote them at midnight",
]
EN_ASSIST_OPEN = [
    "Happy to help with that.", "Good question.", "Here's a first pass.",
    "Sure - a few thoughts before the draft.", "Got it.", "That makes sense.",
    "Thanks for pasting that, it helps a lot.", "Let's take these one at a time.",
    "Understood, I'll keep it short and plain.", "Okay, here's what I'd suggest.",
]
EN_ASSIST_BODY = [
    "**Draft notice**\n\nWATER SHUTOFF - READ THIS\nManagement says the water will be off on floors 8-14 for pipe work. Fill a pot and a few bottles the night before. If the water is still off after the stated time, text your floor rep and we will log it together.\n\nAVISO: CORTE DE AGUA - el agua estara cortada en los pisos 8 al 14. Llene agua la noche anterior.",
    "**Agenda (proposed)**\n1. Welcome and sign-in (5 min)\n2. Repairs update: what's been reported, what's been ignored (15 min)\n3. The rent increase: what we know, what we don't, next steps (20 min)\n4. Dues and the hardship fund (10 min)\n5. Website and the shared sheet (5 min)\n6. Open floor (15 min)\n\nYou might add a standing item for 'wins since last meeting' - even small ones keep people coming back.",
    "For the reply, I'd keep it calm and factual. Something like:\n\n> Dear Crestline Management,\n> Thank you for your response. The tenants of this building have formed an association to communicate collectively about shared concerns. We are not asking for formal recognition at this stage; we are asking for a meeting to discuss repairs that affect many households. We would welcome a date in the coming weeks.\n> Sincerely, the Tenants Association\n\nIt doesn't argue with them, and it leaves them little room to refuse without looking unreasonable.",
    "**Minutes - General Meeting**\nAttendance: 41 residents.\n\n*Repairs.* Residents reported mold on the third floor, a broken intercom and repeated outages of elevator B. Floor reps will collect details and photos.\n\n*Rent.* Many residents are worried about the proposed increase. The board will gather the notices people have received and compare them.\n\n*Dues.* Several residents paid in cash; receipts will be issued.\n\n*Next meeting.* Date to be confirmed.",
    "For the red highlighting: select the column with the payment status, then Format > Conditional formatting, rule 'Text is exactly' and type `unpaid`, choose a red fill. Since everyone edits the sheet, protect that column's header row so nobody renames it by accident - the rule will silently stop working if the word changes.",
    "Some ideas for the hardship application:\n- ask only what you need: household size, rough shortfall, what it's for\n- no proof of income unless the board really needs it\n- let people apply through their floor rep instead of in public\n- promise in writing who will see it\n\nShort and private beats thorough.",
    "On the phone layout: before touching the theme, check whether the site has a viewport tag in its header. If it doesn't, phones render the desktop page shrunk down, which is exactly the 'tiny text' look. That one line often fixes most of it.",
    "**Plain summary of the letter**\nManagement plans to raise rents when leases renew. They say it's because insurance, utilities and building improvements cost more. If you want to talk about it, you can call the leasing office during business hours.\n\nWhat it does *not* say: how much, when exactly, or what 'capital improvements' means. Those are good questions for the meeting.",
    "A reporting channel for floor reps could be as simple as a second tab in the sheet with columns: date, floor, unit, problem, photo link, reported to management (y/n). Reps add rows; you review it twice a week instead of answering texts in real time.",
    "Here's a table:\n\n| Unit | Problem | Reported | Status |\n|---|---|---|---|\n| 7C | ceiling leak | months ago | nothing |\n| 11F | water damage | last month | 'scheduled' |\n| 3A | mice | 2 weeks | one visit |\n| 9D | no heat | this week | nothing |\n\nThe 9D one is the most urgent legally - heat complaints usually have the fastest enforcement path.",
    "Before changing anything on the server, take two backups: the files (the web folder) and the database if there is one. Copy both off the server - to your laptop is fine. A backup that only lives on the same machine doesn't help if the machine is the problem.",
    "If someone asks whether the association is official, you can say: we're a group of tenants who meet regularly, keep minutes, collect voluntary dues and speak together. Nobody needs the landlord's permission to do that. Whether you register formally later is a separate choice.",
    "**Dues reminder (friendly)**\nHi neighbors! A quick reminder that association dues help pay for flyers, translation and the website. If you can chip in, thank you. If money is tight right now, that's okay - you are still a member, and the hardship fund exists for exactly these times.",
    "A few typo fixes: 'recieved' -> 'received', 'the board will persue' -> 'pursue', and in the dues section 'there' should be 'their'. I also split the repairs paragraph in two so the mold issue stands out.",
    "One thing worth checking in the shared sheet: version history. If someone deletes a column again you can restore yesterday's copy in two clicks instead of rebuilding it.",
    "I'd suggest keeping a simple log for every contact with management: date, who, channel, what was said, what was promised. Over a few months that log becomes your strongest evidence.",
    "For the door-knocking email:\n\n> Hi floor reps,\n> The general meeting is coming up and turnout matters. Could you knock on the doors on your floor this week? Two lines is enough: when, where, and that there will be snacks and translation. Note anyone who wants a reminder text.\n> Thank you all!",
    "Something short for the thank-you:\n\n> A huge thank you to everyone who folded, carried and slid flyers under doors this week. Because of you, every single apartment heard about the meeting - in three languages. This is what a tenants' association looks like. See you on the night!\n\nYou could post it on the lobby board and in the group chat so the helpers see it in public.",
]
EN_ASSIST_SHORT = [
    "Ha, of course it is. Do you want me to add it to the repairs log?",
    "No problem at all - take your time.",
    "That sounds exhausting. Whenever you're ready, we can pick up where we left off.",
    "Good call. Shorter is almost always better for lobby notices.",
    "Got it, I'll keep that in mind for the next draft.",
    "Samosas are an underrated organizing tool.",
    "Sure. Paste it whenever you have it handy.",
    "Makes sense. If it helps, I can keep a running list of open items so nothing falls through.",
    "Okay! What's first on your list today?",
    "Sleep well - the letters will still be here tomorrow.",
    "Noted. That's worth writing down with the date, in case it matters at the hearing.",
    "Fair enough. Let me know what Dolores thinks after she reads the new version.",
]
EN_ASSIST_CLOSE = [
    "Want me to adjust the tone?", "Should I make a Spanish version too?",
    "Does that match what you had in mind?", "Two questions: who signs it, and does it go out by email or on paper?",
    "Let me know what to cut.", "I can also turn this into a one-page flyer if that helps.",
    "Is the board okay with this wording, or should it go to them first?", "",
]

ZH_CHAT = [
    "回来了，刚才楼道里有只狗跑出来，折腾了半天",
    "谢谢，这个很有用",
    "嗯……我再想想",
    "12楼又停暖气了，果然",
    "不好意思字太多，我午休时候用手机打的",
    "能不能写得没那么冲？我写的时候太生气了",
    "这样好多了，第二段还是有点长",
    "说实话这个小区真让人心累",
    "好的，我现在就发",
    "等等，回到你刚才说的议程",
    "我给蒋阿姨看了，她说太正式了，大家不会看的",
    "6号楼的沈师傅问会能不能早点开，他要上夜班",
    "好，下一件事",
    "大堂一股油漆味，明显是听证会前搞面子工程",
    "曹大爷开会带了一兜橘子，大家都多待了一会儿哈哈",
    "对对，就是这个意思",
    "不是不是，是另外那封，上个月那封",
    "活动室的网太卡了，我回家弄",
    "早上好！咖啡到手，开工",
    "趁我还记得，问个小事",
    "哈哈行吧",
    "不确定，下次业委会碰头我问问",
    "太感谢了！！真的省了我好多时间",
    "保洁说霉斑的事他“没接到通知”，老一套",
    "能不能缩短到我两分钟能念完的长度",
    "我先睡了，明天接着弄",
    "早上电梯又坏了，我从11楼走下来的，这下彻底醒了",
    "要不先弄议程吧",
]
ZH_USER_TASKS = [
    "帮我写个停水通知贴在单元门口，字要大，简短点",
    "业主大会的议程帮我列一下：维修进度、物业费调价、会费、困难补助、网站、自由发言。还缺什么吗？",
    "帮我回这个，别显得太冲：\n\n> 致业主委员会：\n> 我司暂无法认可非正式组织，个人诉求请通过物业APP反映。\n> 某某物业服务有限公司",
    "这是我开会记的，帮我整理成正式纪要：\n- 来了41户\n- 维修：3楼发霉、门禁坏了、2号电梯\n- 调价：大家都很担心，有人想卖房\n- 会费：好多人交现金，要开收据\n- 下次开会：待定",
    "共享表格里怎么把没交会费的标红？大家都在同一个表里改",
    "帮我写几句话谢谢帮忙发传单的邻居",
    "网站在手机上看特别难看，我该从哪开始弄",
    "帮我把这个通知概括一下，好多人不会看全文：\n\n关于调整物业服务费的通知\n根据物业服务合同约定，因人工成本、能耗及设施设备维护费用上涨，我司拟对物业服务费进行调整，具体方案另行公示。如有疑问，请于工作时间到物业服务中心咨询。",
    "困难补助申请表应该写些什么？我不想让人觉得丢面子",
    "楼栋代表反映问题能不能别都发我微信，一天三十条受不了",
    "帮我做成表格：单元、问题、什么时候报的、进度：\n3-702 天花板漏水，很久了，没人管\n5-1101 泡水，上个月，说“已安排”\n1-301 有老鼠，两周，来过一次\n9-402 没暖气，这周，没人来",
    "帮我给楼栋代表写封信，让他们会前挨家敲门通知一下",
    "我再动网站之前怎么先备份",
    "有业主问业委会算不算“正式的”，我该怎么说？",
    "写个友好的交费提醒，别让人有负担",
    "帮我看看纪要有没有错别字，半夜写的",
]
ZH_ASSIST_OPEN = ["没问题。", "好问题。", "先给你一个初稿。", "好的，先说几点，再给草稿。", "明白。",
                  "有道理。", "谢谢你贴过来，很有帮助。", "我们一件一件来。", "好，我尽量写得简短直白。",
                  "我的建议是这样："]
ZH_ASSIST_BODY = [
    "**停水通知（草稿）**\n\n各位业主：\n接物业通知，8至14层因管道维修将临时停水。请提前一晚接好饮用和生活用水。如恢复时间已过仍未来水，请联系本楼栋代表，我们统一登记反映。\n\n业主委员会",
    "**业主大会议程（建议）**\n1. 签到、开场（5分钟）\n2. 维修进度：报了哪些、哪些没人管（15分钟）\n3. 物业费调价：已知情况、未知情况、下一步（20分钟）\n4. 会费和困难补助（10分钟）\n5. 网站和共享表格（5分钟）\n6. 自由发言（15分钟）\n\n可以加一个固定环节“上次会后办成的事”，哪怕是小事，也能让大家愿意继续来。",
    "回复建议保持冷静、就事论事，比如：\n\n> 某某物业服务有限公司：\n> 来函收悉。本小区业主已依法组织起来，就共同关心的问题统一沟通。我们目前希望的只是就涉及多户的维修问题当面沟通，请在近期提出可行的时间。\n> 业主委员会\n\n不和他们争论，也让他们很难体面地拒绝。",
    "**业主大会纪要**\n到会：41户。\n\n*维修。* 业主反映3楼墙面发霉、门禁损坏、2号电梯多次停运。各楼栋代表负责收集详情和照片。\n\n*调价。* 多数业主对物业费上涨表示担忧。业委会将收集大家收到的通知进行比对。\n\n*会费。* 部分业主以现金交纳，将统一开具收据。\n\n*下次会议。* 时间待定。",
    "标红的方法：选中交费状态那一列，格式 → 条件格式，规则选“文本完全等于”，填“未交”，填充选红色。因为大家都在改这个表，建议把表头那一行保护起来，不然有人改了字，规则就悄悄失效了。",
    "困难补助申请表的一些想法：\n- 只问必要的：家庭人数、大概缺口、用途\n- 除非确实需要，不要求收入证明\n- 可以通过楼栋代表私下申请，不用公开\n- 书面写明谁能看到申请\n\n简短、保护隐私，比面面俱到更重要。",
    "手机显示的问题：先别急着换主题，看看网页头部有没有 viewport 这个标签。没有的话，手机会把电脑版页面缩小显示，就是“字特别小”的样子。往往加这一行就能解决大半。",
    "**通知的大白话版本**\n物业打算涨物业费，理由是人工、能耗和设备维护都变贵了。具体方案还没公布，有问题可以工作时间去物业中心问。\n\n通知里*没说*的：涨多少、从什么时候开始、“设施设备维护”具体指什么。这些正好可以在会上提出来。",
    "楼栋代表反映问题，可以简单在共享表格里加一个工作表，列：日期、楼栋、房号、问题、照片链接、是否已报物业。代表们自己填，你每周看两次就行，不用随时回微信。",
    "表格如下：\n\n| 房号 | 问题 | 报修时间 | 进度 |\n|---|---|---|---|\n| 3-702 | 天花板漏水 | 很久以前 | 无人处理 |\n| 5-1101 | 泡水 | 上个月 | “已安排” |\n| 1-301 | 老鼠 | 两周前 | 来过一次 |\n| 9-402 | 没暖气 | 本周 | 无人处理 |\n\n9-402最急，供暖问题一般投诉处理得最快。",
    "动服务器之前先做两份备份：网站文件目录，以及数据库（如果有的话）。两份都要拷到服务器以外的地方，拷到你自己电脑上就行。备份只放在同一台机器上，机器出问题时等于没有。",
    "有人问业委会是不是“正式的”，可以这样说：我们是定期开会、有纪要、自愿交会费、一起发声的业主组织，这些事不需要物业批准。以后要不要正式备案，是另外一个选择。",
    "**交费提醒（友好版）**\n各位邻居好！提醒一下，会费主要用于打印传单、网站等开支。方便的话感谢支持；最近手头紧也没关系，您依然是我们的一员，困难补助就是为这种时候准备的。",
    "改了几个错别字：“在次”→“再次”，“按排”→“安排”，会费那段“的”应为“地”。另外我把维修那段拆成两段，让发霉的问题更显眼。",
    "共享表格建议留意一下版本历史。再有人误删一列，可以两下恢复到昨天的版本，不用重新做。",
    "建议每次和物业打交道都记一笔：日期、对方是谁、什么渠道、说了什么、承诺了什么。几个月下来，这份记录就是最有力的证据。",
    "给楼栋代表的信：\n\n> 各位楼栋代表好：\n> 业主大会快到了，到会人数很关键。麻烦这周在自己楼里挨家敲个门，两句话就够：时间、地点、有茶水。愿意收提醒短信的记下来。\n> 辛苦大家了！",
    "感谢的话可以这样写：\n\n> 特别感谢这周帮忙折传单、挨家挨户塞门缝的各位邻居！因为有你们，每一户都知道了开会的消息。这就是业委会该有的样子。开会那天见！\n\n建议同时贴在公告栏、发在业主群，让帮忙的人被大家看到。",
]
ZH_ASSIST_SHORT = [
    "哈，果然。要不要记到报修表里？",
    "没事，不着急。",
    "听着就累。你准备好了我们接着弄。",
    "对，单元门口的通知越短越好。",
    "好的，下次起草的时候我会注意。",
    "带吃的开会，效果往往比通知还好。",
    "好，方便的时候贴过来就行。",
    "明白。需要的话我可以帮你维护一个待办清单，免得漏了。",
    "好！今天先弄哪件？",
    "早点休息，明天接着来。",
    "记下了。这种事最好连日期一起记，万一以后调解用得上。",
    "行，等蒋阿姨看完新版再说。",
]
ZH_ASSIST_CLOSE = ["语气要不要再调整？", "要不要我再出一个更短的版本？", "和你想的一样吗？",
                   "两个问题：谁来落款？发群里还是打印张贴？", "哪里要删你告诉我。",
                   "需要的话我可以排成一页的传单。", "这个措辞要不要先给业委会看一眼？", ""]

EN_TOOLS = [
    ("search_history", lambda r: {"query": r.choice(["intercom", "minutes october", "mold third floor", "dues receipts", "elevator B"])},
     lambda r: "3 matches:\n- (earlier) user: the intercom on the ground floor buzzes but doesn't open\n- (earlier) assistant: drafted the repairs table\n- (earlier) user: pasted the management reply about the portal"),
    ("read_sheet", lambda r: {"sheet": "Dues 2026", "range": r.choice(["A1:E12", "A1:E20", "Repairs!A1:F15"])},
     lambda r: "unit | name | paid | method | note\n2B | Ortega | yes | cash | receipt given\n3A | Lindgren | no | - | asked for extension\n4F | Baptiste | yes | venmo |\n6C | Moreau | yes | cash | no receipt yet\n8E | Haddad | no | - |\n10A | Greer | yes | cash |"),
    ("run_command", lambda r: {"host": "assoc-vps", "command": r.choice(["uptime", "free -m", "systemctl is-active caddy", "ls /var/www"])},
     lambda r: r.choice([" 09:14:02 up 41 days,  2:03,  1 user,  load average: 0.02, 0.05, 0.01",
                         "               total        used        free\nMem:            981         412         126\nSwap:          1023          88         935",
                         "active", "html  tenants  tenants.old"])),
    ("fetch_url", lambda r: {"url": "https://" + r.choice(["ourbuildingtenants.org", "ourbuildingtenants.org/minutes", "ourbuildingtenants.org/join"])},
     lambda r: "HTTP 200, 14 KB. Title: 'Tenants Association - Home'. Headings: Next meeting / Repairs / Join us / Contact."),
    ("web_search", lambda r: {"q": r.choice(["tenant association rights to organize", "how to run a tenants meeting", "conditional formatting shared spreadsheet"])},
     lambda r: "1. Tenant organizing basics - a guide for new associations\n2. Know your rights: forming a tenants' union\n3. Running effective building meetings (checklist)"),
]
ZH_TOOLS = [
    ("search_history", lambda r: {"query": r.choice(["门禁", "十月纪要", "3楼发霉", "会费收据", "2号电梯"])},
     lambda r: "找到3条：\n- （较早）用户：一楼门禁按了不开\n- （较早）助手：整理了维修表\n- （较早）用户：贴了物业关于APP的回复"),
    ("read_sheet", lambda r: {"sheet": "2026会费", "range": r.choice(["A1:E12", "A1:E20", "维修!A1:F15"])},
     lambda r: "房号 | 姓 | 已交 | 方式 | 备注\n2-201 | 钱 | 是 | 现金 | 已开收据\n3-301 | 邹 | 否 | - | 申请缓交\n4-602 | 蒋 | 是 | 微信 |\n6-303 | 沈 | 是 | 现金 | 收据未开\n8-501 | 曹 | 否 | - |"),
    ("run_command", lambda r: {"host": "yewei-vps", "command": r.choice(["uptime", "free -m", "systemctl is-active nginx", "ls /www/wwwroot"])},
     lambda r: r.choice([" 09:14:02 up 41 days,  2:03,  1 user,  load average: 0.02, 0.05, 0.01",
                         "               total        used        free\nMem:            981         412         126",
                         "active", "default  yeweihui"])),
    ("fetch_url", lambda r: {"url": "https://" + r.choice(["yeweihui-home.cn", "yeweihui-home.cn/jiyao", "yeweihui-home.cn/baoming"])},
     lambda r: "HTTP 200，14 KB。标题：“业主委员会 - 首页”。栏目：近期会议 / 维修进度 / 报名 / 联系我们。"),
    ("web_search", lambda r: {"q": r.choice(["业主委员会 职责 物业", "业主大会 如何组织", "共享表格 条件格式"])},
     lambda r: "1. 业主委员会的职责与权利（问答）\n2. 如何组织一次业主大会：流程清单\n3. 在线表格条件格式使用教程"),
]

# ---------------------------------------------------------------------------
# building a conversation
# ---------------------------------------------------------------------------


def needles_of(kind, v):
    if kind == "name":
        return [v[0]]
    if kind == "decision":
        return [v[0], v[1]]
    if kind == "question":
        return [v[1]]
    return [v]


def make_facts(rng, lang, per_kind):
    used = []
    facts = []
    for kind in KINDS:
        if kind in ("decision", "constraint", "question"):
            pool = {"decision": EN_DECISIONS if lang == "en" else ZH_DECISIONS,
                    "constraint": EN_CONSTRAINTS if lang == "en" else ZH_CONSTRAINTS,
                    "question": EN_QUESTIONS if lang == "en" else ZH_QUESTIONS}[kind]
            if per_kind > len(pool):
                raise SystemExit("PER_KIND=%d exceeds the %s pool (%d)" % (per_kind, kind, len(pool)))
            vals = rng.sample(pool, per_kind)
            for v in vals:
                ns = needles_of(kind, v)
                if any(clash(n, used) for n in ns):
                    raise RuntimeError("pool clash")
                used.extend(ns)
                facts.append({"kind": kind, "v": v, "needles": ns})
            continue
        gen = {"name": gen_name, "command": gen_command, "id": gen_id, "port": gen_port,
               "version": gen_version, "money": gen_money, "date": gen_date}[kind]
        for _ in range(per_kind):
            for _t in range(500):
                v = gen(rng, lang)
                ns = needles_of(kind, v)
                if not any(clash(n, used) for n in ns):
                    break
            else:
                raise RuntimeError("no fresh value for " + kind)
            used.extend(ns)
            facts.append({"kind": kind, "v": v, "needles": ns})
    return facts


def assistant_reply(rng, lang, fact_text=None, task=None):
    if lang == "en":
        op, body, close = EN_ASSIST_OPEN, EN_ASSIST_BODY, EN_ASSIST_CLOSE
    else:
        op, body, close = ZH_ASSIST_OPEN, ZH_ASSIST_BODY, ZH_ASSIST_CLOSE
    parts = [rng.choice(op)]
    if fact_text:
        parts.append(fact_text)
    if task is not None:
        parts.append(body[TASK2BODY[task]])
        if rng.random() < 0.35:
            parts.append(body[rng.choice([14, 15])])
    else:
        parts.append(body[rng.choice([14, 15])])
    c = rng.choice(close)
    if c:
        parts.append(c)
    return "\n\n".join(parts)


def user_filler(rng, lang):
    chat = EN_CHAT if lang == "en" else ZH_CHAT
    tasks = EN_USER_TASKS if lang == "en" else ZH_USER_TASKS
    r = rng.random()
    if r < 0.45:
        return rng.choice(chat), None
    ti = rng.randrange(len(tasks))
    if r < 0.6:
        return rng.choice(chat) + ("\n\n" if lang == "en" else "\n") + tasks[ti], ti
    return tasks[ti], ti


def typo(rng, s, lang):
    if lang != "en" or rng.random() > 0.12:
        return s
    swaps = [(" the ", " teh "), ("because", "becuase"), ("meeting", "meting"), ("really", "realy"),
             (" and ", " adn "), ("definitely", "definately"), ("tomorrow", "tommorow")]
    a, b = rng.choice(swaps)
    return s.replace(a, b, 1)


def user_fact_message(rng, lang, items):
    """items: rendered fact sentences (needles inside stay intact).  Returns (text, task index)."""
    tasks = EN_USER_TASKS if lang == "en" else ZH_USER_TASKS
    chat = EN_CHAT if lang == "en" else ZH_CHAT
    if len(items) == 1:
        s = items[0]
        r = rng.random()
        if r < 0.3:
            return s, None
        if r < 0.6:
            return rng.choice(chat) + "\n\n" + s, None
        ti = rng.randrange(len(tasks))
        if r < 0.8:
            return s + "\n\n" + tasks[ti], ti
        if lang == "en":
            return "ok, couple of things.\n" + s + "\nand also " + tasks[ti][0].lower() + tasks[ti][1:], ti
        return "好，说几件事。\n" + s + "\n另外，" + tasks[ti], ti
    if lang == "en":
        head = rng.choice(["several things, sorry:", "Updates from tonight:", "ok list time",
                           "before I forget, in no particular order:", "From the board call:",
                           "a few things from this week"])
    else:
        head = rng.choice(["好几件事，不好意思：", "今晚的情况：", "列一下", "趁没忘，随便排的：",
                           "业委会碰头的结果：", "这周的几件事"])
    numbered = rng.random() < 0.6
    lines = [head]
    for i, s in enumerate(items):
        lines.append(("%d. " % (i + 1) if numbered else "- ") + s.replace("\n", "\n   "))
    if rng.random() < 0.4:
        lines.append(rng.choice(["that's all for now", "anyway. thoughts?", "sorry, long one"] if lang == "en"
                                else ["先这些", "你看看怎么弄？", "不好意思写了这么多"]))
    return "\n".join(lines), None


TASK2BODY = [0, 1, 2, 3, 4, 17, 6, 7, 5, 8, 9, 16, 10, 11, 12, 13]

ASSIST_SIDE_KINDS = {"name", "command", "id", "port", "version", "money", "date"}


def build(seed, attempt, per_kind):
    lang = "zh" if seed % 5 == 0 else "en"
    rng = random.Random("ho-at/%d/%d" % (seed, attempt))
    facts = make_facts(rng, lang, per_kind)
    order = list(range(len(facts)))
    rng.shuffle(order)
    # group into units
    units = []
    i = 0
    while i < len(order):
        f = facts[order[i]]
        if f["kind"] in ASSIST_SIDE_KINDS and rng.random() < 0.22:
            units.append(("assistant", [order[i]]))
            i += 1
            continue
        k = 1
        r = rng.random()
        if r < 0.2:
            k = 2
        elif r < 0.3:
            k = 3
        grp = []
        while i < len(order) and len(grp) < k:
            grp.append(order[i])
            i += 1
        units.append(("user", grp))
    n_msgs = int(len(facts) * 1.9) + rng.randint(0, 24)
    n_msgs = max(130, min(280, n_msgs))
    n_msgs -= n_msgs % 2
    pairs = n_msgs // 2
    if len(units) > pairs - 1:
        raise SystemExit("too many facts for 280 messages; lower PER_KIND")
    # spread units evenly over pairs 1..pairs-1
    slots = []
    span = (pairs - 1) / len(units)
    for j in range(len(units)):
        lo = 1 + int(j * span)
        hi = max(lo, 1 + int((j + 1) * span) - 1)
        slots.append(rng.randint(lo, hi))
    slot_unit = dict(zip(slots, units))

    render_u = en_fact_user if lang == "en" else zh_fact_user
    render_a = en_fact_assistant if lang == "en" else zh_fact_assistant
    tools = EN_TOOLS if lang == "en" else ZH_TOOLS

    rows = []
    owner = {}  # needle -> row index of its message
    t = datetime.datetime(2026, 11, 20, 7, 30, 0)
    n = [0]

    def add(item, meta):
        nonlocal t
        t += datetime.timedelta(seconds=rng.randint(12, 95))
        n[0] += 1
        rows.append({"v": 2, "id": "msg_at%d" % n[0], "createdAt": t.strftime("%Y-%m-%dT%H:%M:%SZ"),
                     "item": item, "meta": meta})
        return len(rows) - 1

    def msg(role, text):
        return add({"type": "message", "role": role, "content": text}, {"uiRole": role})

    call_no = 0
    for p in range(pairs):
        unit = slot_unit.get(p)
        # user message
        if p == 0:
            utext = ("hi! so I'm the (unpaid, exhausted) organizer for our tenants association, about 300 units. "
                     "I'll be throwing a lot at you over the next while: repairs, the rent increase fight, minutes, "
                     "our little website. ok?") if lang == "en" else \
                    "你好！我是我们小区业委会的志愿者，小区大概三百户。接下来会有很多事找你：报修、物业费涨价、会议纪要、我们的小网站。可以吗？"
            ufacts = []
            task = None
        elif unit and unit[0] == "user":
            ufacts = unit[1]
            utext, task = user_fact_message(rng, lang, [render_u(rng, facts[k]["kind"], facts[k]) for k in ufacts])
        else:
            ufacts = []
            utext, task = user_filler(rng, lang)
            utext = typo(rng, utext, lang)
        ui = msg("user", utext)
        for k in ufacts:
            for nd in facts[k]["needles"]:
                owner[nd] = ui
        # tool rows now and then
        if p > 0 and rng.random() < 0.22:
            name, argf, outf = rng.choice(tools)
            call_no += 1
            cid = "call_at%d_%d" % (seed, call_no)
            add({"type": "function_call", "callId": cid, "name": name,
                 "arguments": json.dumps(argf(rng), ensure_ascii=False)}, {})
            add({"type": "function_call_result", "callId": cid, "name": name, "status": "completed",
                 "output": outf(rng)}, {})
        # assistant message
        afacts = unit[1] if unit and unit[0] == "assistant" else []
        if p == 0:
            atext = ("Of course. Send things over as they come; pasted letters, minutes and notes are all fine. "
                     "I'll keep track and ask when something is unclear.") if lang == "en" else \
                    "当然可以。有什么直接发过来，通知、纪要、笔记都行。我会跟着记，不清楚的地方会问你。"
        elif afacts:
            atext = assistant_reply(rng, lang, render_a(rng, facts[afacts[0]]["kind"], facts[afacts[0]]), task)
        elif task is not None:
            atext = assistant_reply(rng, lang, None, task)
        elif rng.random() < 0.75:
            atext = rng.choice(EN_ASSIST_SHORT if lang == "en" else ZH_ASSIST_SHORT)
        else:
            atext = assistant_reply(rng, lang)
        ai = msg("assistant", atext)
        for k in afacts:
            for nd in facts[k]["needles"]:
                owner[nd] = ai
    return lang, facts, rows, owner


def row_text(row):
    it = row["item"]
    if it["type"] == "message":
        return it["content"]
    if it["type"] == "function_call":
        return it["name"] + "\n" + it["arguments"]
    return it["name"] + "\n" + it["output"]


def check(facts, rows, owner):
    all_n = [nd for f in facts for nd in f["needles"]]
    if len(set(all_n)) != len(all_n):
        return False
    for a in all_n:
        for b in all_n:
            if a != b and a in b:
                return False
    texts = [row_text(r) for r in rows]
    for nd in all_n:
        hits = [i for i, s in enumerate(texts) if nd in s]
        if hits != [owner.get(nd)]:
            return False
    return True


def run(okbot, env, args, stdin=None):
    p = subprocess.run([okbot] + args, input=stdin, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def max_summary_chars(root):
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
    for seed in seeds:
        for attempt in range(1000):
            try:
                lang, facts, rows, owner = build(seed, attempt, per_kind)
            except RuntimeError:
                continue
            if check(facts, rows, owner):
                break
        else:
            sys.exit("seed %d: could not build a conversation whose needles are unique" % seed)
        root = os.path.join(workdir, "root-%d" % seed)
        if os.path.exists(root):
            shutil.rmtree(root)
        with open(os.path.join(workdir, "conv-%d.jsonl" % seed), "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
        run(okbot, env, ["init"])
        run(okbot, env, ["assistant", "create", "Writer"])
        run(okbot, env, ["settings", "set", "contextCompression.summaryMaxChars", summary_max])
        batch, count, comps = [], 0, 0
        n_msgs = sum(1 for r in rows if r["item"]["type"] == "message")
        for r in rows:
            batch.append(r)
            if r["item"]["type"] == "message":
                count += 1
                if count % BATCH == 0 or count == n_msgs:
                    run(okbot, env, ["session", "append", "-a", "Writer"],
                        "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in batch))
                    batch = []
                    run(okbot, env, ["compress", "-a", "Writer", "--now"])
                    comps += 1
        if batch:  # trailing tool rows (not expected)
            run(okbot, env, ["session", "append", "-a", "Writer"],
                "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in batch))
        ctx = run(okbot, env, ["context", "show", "-a", "Writer"])
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
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%"
              % (seed, lang, n_msgs, len(rows), comps, kept, len(facts), 100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
        max_chars = max(max_chars, max_summary_chars(root))
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for k in KINDS:
        a, b = tot[k]
        print("kind %s %d/%d %.1f" % (k, a, b, 100.0 * a / b if b else 0.0))
    print("retention overall %.1f" % (100.0 * allk / alln if alln else 0.0))
    print("max summary chars %d" % max_chars)


if __name__ == "__main__":
    main()

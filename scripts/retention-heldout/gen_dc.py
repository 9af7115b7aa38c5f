#!/usr/bin/env python3
"""Held-out retention set "dc": a freelance translator and conference interpreter's one-woman business.

Usage: gen_dc.py OKBOT WORKDIR [SEED...]   (env PER_KIND, default 10; SUMMARY_MAX, default 2000)

The user is a freelance German/English translator (some French) who also interprets. Over a few
days she talks to her assistant about translation jobs from agencies and direct clients (job
numbers, purchase orders, weighted word counts, per-word rates in EUR, GBP and CHF, deadlines in
other time zones), CAT-tool packages and termbases, an interpreting booking at a trade fair (train,
hotel, booth partner, briefing), a direct client who disputes an invoice, her tax return, and the
small translation-memory server she self-hosts (docker, systemctl, curl against its API, ports,
versions, backups). Style: precise, long, well-written paragraphs mixed with quick asides; she
thinks aloud, weighs pros and cons, switches between German and English mid-message, pastes
source/target segments and agency emails (headers, signatures, quoted threads) and corrects herself
("no wait, 0.14 not 0.12"). Tools: portal_lookup (agency vendor-portal JSON: job ids, POs, word
counts, rates, due dates), mail_search (pasted emails), currency_convert, and shell. The last seed
is in Simplified Chinese: a freelance English-Chinese translator in Chengdu working for 翻译公司
and 出版社 (字数, 千字价格, 审校, 交稿日期, 发票, 术语表, CAT 工具), chatty WeChat-style messages
with voice-to-text slips.

Facts are seeded in many ways: inside long messages and lists, in portal JSON the user asked for,
in pasted emails, in shell output (ports in connection errors, versions in API answers and image
tags), in the user's own arithmetic, in corrections where only the final value is the needle, in
assistant replies that restate the user, in questions asked in passing that nobody answers.
Needle values are drawn first; every filler number, name and reference is drawn so that it
contains no needle.
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys
from datetime import datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MONATE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
          "November", "Dezember"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(d):
    if 10 <= d % 100 <= 20:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def money_fmt(cur, cents, style="en"):
    """cur: '€', '£', 'CHF'; cents: integer amount in cents; style: en, de, cents (always two decimals)."""
    whole, c = divmod(cents, 100)
    if style == "de":
        return "{:,}".format(whole).replace(",", ".") + ",%02d €" % c
    s = "{:,}".format(whole)
    if c or style == "cents":
        s += ".%02d" % c
    return "CHF " + s if cur == "CHF" else cur + s


# ----------------------------------------------------------------------------------------------
# English pools
# ----------------------------------------------------------------------------------------------
ME_EN = [("Katrin", "Albrecht"), ("Anja", "Vogel"), ("Miriam", "Brandt"), ("Friederike", "Seidel"),
         ("Johanna", "Hartmann"), ("Svenja", "Lorenz")]
CITY_EN = ["Freiburg", "Leipzig", "Bonn", "Münster", "Konstanz", "Heidelberg"]

# needle names
NF_EN = ["Annika", "Florian", "Mathilde", "Jonas", "Sophie", "Bastien", "Ingeborg", "Lukas", "Margaux", "Henrik",
         "Clémence", "Tobias", "Leonie", "Matthias", "Élodie", "Niklas", "Franziska", "Quentin", "Rosalind",
         "Ulrich", "Géraldine", "Kristin", "Dominik", "Ottilie", "Benedikt", "Aurélie", "Wiebke", "Cornelius",
         "Fenella", "Rupert"]
NL_EN = ["Brückner", "Lefèvre", "Hausmann", "Oberholzer", "Kaltenbach", "Dufresne", "Pfister", "Wendling",
         "Achterberg", "Marchetti", "Rosenthal", "Baumeister", "Lindqvist", "Girardin", "Zimmerli", "Eberhardt",
         "Thibault", "Kowalski", "Sommerfeld", "Harcourt", "Vöhringer", "Rappold", "Delacroix", "Stoltenberg",
         "Ashdown", "Kirchner", "Quenneville", "Fairbairn"]
# filler names (disjoint from the needle pools)
FF_EN = ["Peter", "Sandra", "Thomas", "Julia", "Michael", "Claudia", "Stefan", "Nicole", "Andreas", "Katja",
         "Markus", "Susanne", "Daniel", "Emma", "James", "Laura", "Chris", "Rachel", "Paul", "Marie", "Pierre",
         "Nathalie", "Jean", "Isabelle", "Oliver", "Hannah", "Ben", "Lisa", "Gareth", "Sinead", "Ralf", "Birgit"]
FL_EN = ["Müller", "Schmidt", "Schneider", "Fischer", "Meyer", "Wagner", "Becker", "Schulz", "Koch", "Richter",
         "Klein", "Wolf", "Smith", "Jones", "Taylor", "Brown", "Martin", "Bernard", "Dubois", "Moreau", "Laurent",
         "Keller", "Huber", "Weber", "Walsh", "Murphy", "Evans", "Hughes", "Neumann", "Krüger", "Hoffmann"]

AGENCIES_EN = [
    {"short": "Wordbridge", "name": "Wordbridge Language Services Ltd", "dom": "wordbridge-ls.co.uk", "ccy": "GBP",
     "cur": "£", "city": "Manchester", "tz": "UK time", "zone": "Europe/London", "off": "+00:00",
     "portal": "VendorHub", "job": "WB-%06d", "cat": "Trados Studio", "pair": "en-GB > de-DE"},
    {"short": "Penwright", "name": "Penwright Translations", "dom": "penwright.co.uk", "ccy": "GBP", "cur": "£",
     "city": "Bristol", "tz": "UK time", "zone": "Europe/London", "off": "+00:00", "portal": "Penwright Supplier Portal",
     "job": "PW-27-%04d", "cat": "Phrase", "pair": "en-GB > de-DE"},
    {"short": "Alpentext", "name": "Alpentext AG", "dom": "alpentext.ch", "ccy": "CHF", "cur": "CHF",
     "city": "Zürich", "tz": "Swiss time", "zone": "Europe/Zurich", "off": "+01:00", "portal": "Alpentext Partnerportal",
     "job": "ATX-%05d", "cat": "Trados Studio", "pair": "de-CH > en-GB"},
    {"short": "Transkript", "name": "Transkript Sprachdienste GmbH", "dom": "transkript.de", "ccy": "EUR", "cur": "€",
     "city": "Hamburg", "tz": "German time", "zone": "Europe/Berlin", "off": "+01:00",
     "portal": "Transkript Lieferantenportal", "job": "TK-27-%05d", "cat": "memoQ", "pair": "en-US > de-DE"},
    {"short": "Clearword", "name": "Clearword Localisation", "dom": "clearword.ie", "ccy": "EUR", "cur": "€",
     "city": "Cork", "tz": "Irish time", "zone": "Europe/Dublin", "off": "+00:00", "portal": "Clearword XTRF portal",
     "job": "CW/27/%05d", "cat": "Phrase", "pair": "en-IE > de-DE"},
    {"short": "Lexique", "name": "Maison Lexique SARL", "dom": "maisonlexique.fr", "ccy": "EUR", "cur": "€",
     "city": "Lyon", "tz": "Paris time", "zone": "Europe/Paris", "off": "+01:00", "portal": "Lexique Vendor Portal",
     "job": "ML-%05d", "cat": "memoQ", "pair": "fr-FR > de-DE"},
]
CLIENTS_EN = [("Hofmann Antriebstechnik GmbH", "Hofmann", "hofmann-antriebe.de"),
              ("Kessler Medizintechnik GmbH", "Kessler", "kessler-medtech.de"),
              ("Rheinfeld Solar AG", "Rheinfeld", "rheinfeld-solar.de"),
              ("Brauerei Weissach", "Weissach", "brauerei-weissach.de"),
              ("Nordlicht Outdoor GmbH", "Nordlicht", "nordlicht-outdoor.de"),
              ("Lindner Fördertechnik KG", "Lindner", "lindner-foerdertechnik.de"),
              ("Sauter Verpackungsmaschinen GmbH", "Sauter", "sauter-verpackung.de")]
FAIRS = [("Hannover Messe", "Hannover", "HM"), ("bauma", "Munich", "BM"), ("Automechanika", "Frankfurt", "AM"),
         ("drupa", "Düsseldorf", "DR"), ("Agritechnica", "Hannover", "AT"), ("EuroShop", "Düsseldorf", "ES")]
TAXFIRMS = ["Kanzlei Maurer & Partner", "Steuerbüro Engel", "Brenner Steuerberatung"]
TMS = [("tmserve", "TMServe"), ("memvault", "MemVault"), ("lexibase", "LexiBase")]
DEVS = ["Jannik", "Moritz", "Sven", "Till"]
SUBJECTS_EN = ["hydraulic press operating manual", "clinical study synopsis", "annual report", "software release notes",
               "e-bike user guide", "employment contract", "product catalogue", "website relaunch", "patent abstract",
               "sustainability report", "safety data sheets", "press kit", "tender documents", "training slides"]

PORTS = [8080, 8081, 8443, 9443, 2222, 5432, 6379, 8888, 9000, 3000, 5000, 4443, 7080, 10443, 18080,
         8090, 8880, 9090, 4000, 8181, 6060, 2200, 8010, 8100, 9001, 5443, 3001, 8200]

# (key, description); each conversation uses a description at most once
PORT_CTX_EN = [("api", "the TM server's API"), ("webui", "the TM server's web interface"),
               ("db", "the Postgres container behind the TM server"), ("lt", "my self-hosted LanguageTool"),
               ("mt", "the LibreTranslate container {dev} set up"), ("minio", "the MinIO console for the file storage"),
               ("restic", "the restic REST server for the backups"), ("ssh", "SSH on the {host} box"),
               ("kuma", "Uptime Kuma"), ("nextcloud", "the Nextcloud for client file drops"),
               ("caddy", "Caddy's admin endpoint"), ("grafana", "the Grafana dashboard {dev} built")]

# (lang, choice, reason)
DECISIONS_EN = [
    ("en", "take the train to {fcity} instead of driving", "I can finish the glossary on the way"),
    ("en", "turn down the weekend rush job from {ag}", "I'd be proofreading my own work at two in the morning"),
    ("en", "raise my minimum fee to one hour", "the tiny jobs eat half my admin time"),
    ("en", "move the TM server onto the {host} box", "the old NUC keeps dying during power cuts"),
    ("en", "switch {client} to monthly invoicing", "their accounts team only pays at month end anyway"),
    ("en", "drop the French-to-German legal work", "the liability risk isn't worth the rate"),
    ("en", "charge a rush surcharge on anything due within two working days", "I keep giving away my evenings for free"),
    ("en", "stay with friends outside {fcity} during the fair", "the hotel prices in fair week are absurd"),
    ("en", "sort out the invoice dispute by phone first", "a written back-and-forth will drag on for weeks"),
    ("en", "offer {disputer} a goodwill discount on the next job", "I want to keep their catalogue work"),
    ("en", "stop accepting scanned PDFs without a formatting fee", "the clean-up takes longer than the translation"),
    ("en", "keep the {client} termbase in TBX rather than Excel", "the agencies can import it straight into their CAT tools"),
    ("en", "upgrade to the Trados subscription", "two agencies now insist on the latest package format"),
    ("en", "split the {client} manual with a second translator", "one person can't get through it before the fair"),
    ("en", "use DeepL only for the first pass on the catalogue texts", "the client explicitly allowed machine translation for those"),
    ("en", "put the nightly backups on a Storage Box", "the USB disk on the NAS is nearly full"),
    ("en", "quote the fair interpreting as two half-days", "the exhibitor only needs me for the press mornings"),
    ("en", "send my booth partner the glossary a week ahead", "we'll swap every half hour and need the same terms"),
    ("en", "invoice {ag} in euros from now on", "the exchange rate has cost me three percent since the summer"),
    ("en", "give the {ag} PM read-only access to the TM", "it saves me exporting TMX files every Friday"),
    ("en", "join the BDÜ", "their directory brings in most of the direct clients I know of"),
    ("en", "keep Fridays in February free of translation work", "the tax return and the fair prep need a clear day"),
    ("en", "bill the glossary preparation for the fair separately", "the terminology research alone took a full day"),
    ("en", "translate the {client} brochure into British English", "their main export market is the UK"),
    ("de", "die BahnCard 50 kaufen", "ich fahre dieses Jahr mindestens viermal zu Messen"),
    ("de", "das Rahmenvertragsangebot von {ag} ablehnen", "die wollen Wiederholungen gar nicht mehr bezahlen"),
    ("de", "den Steuerberater wechseln", "er antwortet seit Wochen nicht auf meine Mails"),
    ("de", "die Rechnung an {disputer} nicht stornieren", "die Übersetzung wurde vollständig und pünktlich geliefert"),
    ("de", "den Dolmetschkoffer selbst mitbringen", "die Technik am Stand ist erfahrungsgemäß Glückssache"),
]
# (lang, action, condition); "I {action} {condition}" must read naturally
CONSTRAINTS_EN = [
    ("en", "accept jobs from {ag}", "only with a PO number in writing"),
    ("en", "start translating", "only once the client has confirmed the word count"),
    ("en", "deliver final files", "only after a full QA run in Xbench"),
    ("en", "take interpreting assignments longer than an hour", "only with a booth partner"),
    ("en", "expose the TM server to the internet", "only behind the WireGuard tunnel"),
    ("en", "share a client's termbase with colleagues", "only with that client's written permission"),
    ("en", "use machine translation", "only where the client has allowed it in writing"),
    ("en", "take on rush jobs", "only with the surcharge agreed up front"),
    ("en", "update the TM server", "only on a weekend with no deadline running"),
    ("en", "do certified translations", "only from the original or a certified copy"),
    ("en", "deliver anything further to {disputer}", "only once the disputed invoice is settled"),
    ("en", "sign an agency NDA", "only if it caps my liability at the job value"),
    ("en", "quote a fixed price", "only after I've seen the actual source files"),
    ("en", "travel to an interpreting job", "only if travel time is paid at half my hourly rate"),
    ("en", "restore a backup onto the live server", "only after testing it on the laptop first"),
    ("en", "translate into French", "only with a native speaker doing the revision"),
    ("en", "accept payment terms longer than thirty days", "only from agencies I've worked with for a year"),
    ("en", "give anyone an admin login on the TM server", "only with their own account and two-factor switched on"),
    ("en", "answer agency emails at the weekend", "only for jobs I've already accepted"),
    ("de", "Aufträge von Direktkunden annehmen", "nur mit unterschriebenem Angebot"),
    ("de", "Dolmetscheinsätze über sechs Stunden machen", "nur mit Kabinenpartnerin und Mittagspause"),
    ("de", "Korrekturrunden umsonst machen", "nur wenn es wirklich mein Fehler war"),
]
# (question with {n}, needle = its subject)
QUESTIONS_EN = [
    ("does the {n} apply to interpreting fees I invoice to a Swiss client, or only to translations?", "reverse-charge rule"),
    ("do I have to pay into the {n} for the interpreting income as well, or only for the translation side?", "Künstlersozialkasse"),
    ("do I need a {n} with the agencies now that client files sit on my own TM server?", "data processing agreement"),
    ("is there a {n} for interpreters at the fair, or do I just register like any other visitor?", "service provider pass"),
    ("how long am I legally supposed to keep {n}?", "source files from finished jobs"),
    ("can I claim the {n} if I only work from the spare room three days a week?", "home office allowance"),
    ("would my {n} actually cover me if a mistranslated manual led to a product recall?", "professional indemnity policy"),
    ("is {n} even allowed under the {ag} framework agreement?", "subcontracting to a colleague"),
    ("what happens to my {n} if I let the subscription lapse next year?", "perpetual licence upgrade path"),
    ("should I be charging {n} on the travel costs I pass on to the exhibitor?", "Umsatzsteuer auf Reisekosten"),
    ("is a {n} enforceable if it only appears in the agency's general terms?", "penalty clause for late delivery"),
    ("can an agency legally hold back payment until the {n} comes in?", "end client's sign-off"),
    ("is there a {n} I'd need to be on to do certified French translations for Swiss courts?", "sworn translator register"),
    ("at what point would I need a {n} if one agency makes up most of my income?", "Statusfeststellungsverfahren"),
    ("am I allowed to bring {n} into the booth, or does that need the organiser's sign-off?", "my own recording device"),
    ("do interpreters need separate {n} at trade fairs?", "public liability cover"),
    ("how do I show the {n} in the tax return when agencies pay me in pounds?", "exchange rate losses"),
    ("is there a usual {n} for a ninety-minute press conference?", "preparation time allowance"),
    ("what's the {n} I'm entitled to if the exhibitor cancels a week before the fair?", "short-notice cancellation fee"),
    ("does the {n} get refunded if I'm ill and can't work the fair?", "exhibitor service badge fee"),
    ("does my TM server need an entry in the {n}?", "record of processing activities"),
    ("can the {n} really be charged to the freelancer, or is that the agency's cost?", "Phrase linguist licence"),
    ("is the {n} tax-deductible if I also use it for holidays?", "BahnCard 100"),
    ("would {n} make sense for me, or is that only for companies?", "Ist-Versteuerung"),
]

# ----------------------------------------------------------------------------------------------
# Chinese pools
# ----------------------------------------------------------------------------------------------
ME_ZH = [("林", "林晓", "linxiao"), ("苏", "苏雯", "suwen"), ("唐", "唐可", "tangke"), ("何", "何柳", "heliu"), ("罗", "罗一宁", "luoyining")]
NS_ZH = list("王李张陈杨黄赵吴徐孙马朱胡郭")
NG_ZH = ["建国", "秀英", "志强", "丽娟", "海燕", "俊杰", "雨涵", "晓梅", "德明", "国华", "玉兰", "子轩", "文博",
         "思雨", "卫东", "红梅", "明辉", "淑珍", "家豪", "欣怡", "光荣", "素芬", "振华", "慧敏"]
FS_ZH = list("高郑梁谢宋许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤")
FG_ZH = ["春花", "永强", "桂英", "浩然", "佳琪", "立新", "雪莲", "宏伟", "婷婷", "志刚", "美玲", "建华", "秀兰", "国强",
         "丽华", "秀珍", "桂兰", "小红", "金凤", "文静", "宇航", "梓萱", "一诺", "子墨", "德胜", "淑芬", "海涛", "春燕",
         "晓东", "玉梅", "建军", "月华", "长青", "翠英"]
AGENCIES_ZH = [
    {"short": "译通", "name": "成都译通翻译有限公司", "dom": "yitong-fy.cn", "code": "YT", "portal": "译通译员平台", "cat": "Trados"},
    {"short": "蓉译", "name": "蓉译语言服务有限公司", "dom": "rongyi-ls.com", "code": "RY", "portal": "蓉译协作平台", "cat": "YiCAT"},
    {"short": "博言", "name": "四川博言翻译有限公司", "dom": "boyan-trans.cn", "code": "BY", "portal": "博言项目平台", "cat": "memoQ"},
    {"short": "信达", "name": "信达译文（北京）", "dom": "xinda-yiwen.com", "code": "XD", "portal": "信达供应商平台", "cat": "雪人CAT"},
]
OVERSEAS_ZH = [("Lingua Bridge Ltd", "linguabridge.co.uk", "USD", "$"), ("Northstar Localization", "northstar-l10n.com", "USD", "$")]
PUBLISHERS_ZH = ["天府文艺出版社", "巴蜀译林出版社", "锦江少儿出版社", "蜀风人文出版社"]
BOOKS_ZH = ["《灯塔看守人的女儿》", "《慢下来的城市》", "《河流的记忆》", "《深海之下》", "《一百种面包》", "《北方来信》"]
SUBJECTS_ZH = ["医疗器械说明书", "年度报告", "游戏本地化文本", "法律合同", "产品手册", "专利摘要", "招标文件", "官网改版文案",
               "药品说明书", "可持续发展报告", "培训课件", "软件界面字符串"]
DEVS_ZH = ["小杨", "阿杰", "小邓", "老郑"]
PORT_CTX_ZH = [("api", "记忆库服务器的API"), ("webui", "记忆库的网页后台"), ("db", "记忆库后面的Postgres"),
               ("lt", "自己搭的LanguageTool"), ("mt", "{dev}帮我装的LibreTranslate"), ("minio", "存稿件的MinIO控制台"),
               ("restic", "备份用的restic服务"), ("ssh", "云服务器的SSH"), ("dsm", "群晖的DSM后台"),
               ("kuma", "Uptime Kuma监控"), ("nextcloud", "给客户传文件的Nextcloud"), ("grafana", "{dev}做的Grafana看板")]
DECISIONS_ZH = [
    ("接{pub}那本小说", "千字价格虽然低但署名对我有用"),
    ("推掉{ag}那个加急的医学稿", "留给审校的时间根本不够"),
    ("最低收费改成两百块", "小单子太占时间"),
    ("记忆库服务器搬到群晖上", "旧笔记本三天两头死机"),
    ("糖酒会的陪同口译只接两天", "第三天要交出版社的稿"),
    ("术语表统一用Excel模板发给客户", "客户基本都不会用TBX"),
    ("以后加急稿一律加收三成", "上个月连熬了三个通宵"),
    ("跟{ag}的结算改成月结", "他们财务每个月只打一次款"),
    ("请师妹帮忙审校第二部分", "一个人肯定赶不完"),
    ("小说初稿先不用机翻", "编辑说机翻味太重会被退稿"),
    ("发票去税务局代开", "自己办登记太麻烦"),
    ("拖欠稿费的事先打电话沟通", "发邮件他们根本不回"),
    ("买YiCAT的年费会员", "两家翻译公司都要求用它交稿"),
    ("备份改成每晚自动传到阿里云OSS", "NAS里只有一块硬盘"),
    ("不再接扫描版PDF", "排版整理比翻译还费时间"),
    ("糖酒会那几天住在会展中心附近", "早上七点就要到展位"),
    ("书名译法按编辑的意见改", "出版社要统一系列风格"),
    ("给出版社的稿子分三次交", "每交一次可以先结一部分稿费"),
    ("个税汇算自己在个税App上弄", "去年找代理也没省多少钱"),
    ("海外那家公司的报价按英文源字数算", "中文字数统计口径太乱"),
    ("把{ag}的单价从千字一百五提到一百八", "他们的稿子术语密度越来越高"),
    ("周三下午固定不接新单", "要留给审校和对账"),
]
# "只有{cond}，才{action}"
CONSTRAINTS_ZH = [
    ("开始翻译", "客户确认了字数"),
    ("给客户交终稿", "用QA工具完整跑过一遍"),
    ("接翻译公司的单", "有书面订单和单价"),
    ("把客户的术语表给别人", "客户书面同意"),
    ("用机器翻译", "客户明确允许"),
    ("接加急稿", "加急费事先谈好"),
    ("升级记忆库服务器", "手上没有要交的稿"),
    ("把NAS开放到外网", "走WireGuard"),
    ("给{pub}交第二部分", "第一部分的稿费到账"),
    ("签保密协议", "里面没有无限责任条款"),
    ("报一口价", "看到原文文件"),
    ("接外地的口译", "对方报销往返车费"),
    ("把备份恢复到正式服务器", "先在笔记本上测试过"),
    ("接合同翻译", "有人帮我审校"),
    ("周末回翻译公司的消息", "是已经接下的单"),
    ("接受六十天以上的账期", "合作满一年的公司"),
    ("免费改第二轮", "确实是我译错了"),
]
QUESTIONS_ZH = [
    ("翻译稿费的{n}到底怎么算？", "劳务报酬预扣"),
    ("出版社的{n}是不是一定要写进合同？", "署名方式"),
    ("{n}能不能在个税汇算里扣除？", "CATTI继续教育费"),
    ("去税务局代开发票，{n}是按月算还是按次算？", "增值税起征点"),
    ("自己搭的记忆库服务器要不要做{n}？", "等保备案"),
    ("{n}一般要提前多久申请？", "糖酒会工作证"),
    ("海外客户付美元，{n}怎么弄比较省事？", "结汇手续"),
    ("{n}是不是只认译者资格证？", "翻译专用章"),
    ("出版社说的{n}到底包不包括审校？", "基本稿酬"),
    ("{n}需要我自己买吗？", "职业责任险"),
    ("译稿被编辑大改以后，{n}还算我的吗？", "译本著作权"),
    ("合同里那条{n}能不能谈掉？", "延期交稿违约金"),
    ("外汇收入超过多少要做{n}？", "国际收支申报"),
    ("{n}对自由译者开放吗？", "译协个人会员"),
    ("陪同口译的{n}要不要另外收？", "候场时间"),
    ("{n}过期了还能不能接着用老版本？", "Trados永久授权"),
    ("海外公司要的{n}我该怎么填？", "W-8BEN表"),
    ("出版社压稿费的话，{n}能不能用来维权？", "翻译稿酬标准"),
    ("{n}到底要保存几年？", "客户原稿文件"),
    ("给海外客户开{n}有没有什么讲究？", "形式发票"),
]
# ----------------------------------------------------------------------------------------------
# Builder: common machinery
# ----------------------------------------------------------------------------------------------
class Builder:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed, self.zh, self.per_kind, self.attempt = seed, zh, per_kind, attempt
        self.rng = random.Random("dc/%d/%d/%s" % (seed, attempt, "zh" if zh else "en"))
        self.needles = []
        self.pre = "zh_" if zh else "en_"

    # -- small helpers --
    def ch(self, seq):
        return self.rng.choice(seq)

    def uniq(self, key, options):
        used = self.__dict__.setdefault("_used", {}).setdefault(key, set())
        free = [i for i in range(len(options)) if i not in used]
        i = self.ch(free) if free else self.rint(0, len(options) - 1)
        used.add(i)
        return options[i]

    def pick_new(self, key, options):
        used = self.__dict__.setdefault("_usedtxt", {}).setdefault(key, set())
        free = [o for o in options if o not in used]
        o = self.ch(free or options)
        used.add(o)
        return o

    def sample_new(self, key, options, k):
        used = self.__dict__.setdefault("_usedtxt", {}).setdefault(key, set())
        free = [o for o in options if o[0] not in used]
        if len(free) < k:
            free = list(options)
        out = self.rng.sample(free, k)
        used.update(o[0] for o in out)
        return out

    def chance(self, p):
        return self.rng.random() < p

    def rint(self, a, b):
        return self.rng.randint(a, b)

    def ok(self, s):
        return not any(n in s for n in self.needles)

    def safe(self, fn):
        v = fn()
        for _ in range(300):
            if self.ok(v if isinstance(v, str) else json.dumps(v, ensure_ascii=False)):
                return v
            v = fn()
        return v

    def fresh(self, fn):
        for _ in range(500):
            f = fn()
            vals = f["needles"]
            if len(set(vals)) != len(vals) or any(a != b and a in b for a in vals for b in vals):
                continue
            if all(not (x in n or n in x) for x in vals for n in self.needles):
                self.needles.extend(vals)
                return f
        return None

    def take(self, kind, pred=None):
        lst = self.rem[kind]
        for i, f in enumerate(lst):
            if pred is None or pred(f):
                return lst.pop(i)
        return None

    def has(self, kind, pred=None):
        return any(pred is None or pred(f) for f in self.rem[kind])

    def tool_rows(self, name, payload):
        args, out = payload
        if not isinstance(out, str):
            out = json.dumps(out, ensure_ascii=False, indent=2)
        return json.dumps(args, ensure_ascii=False), out

    def protect_apply(self, text, fn):
        keep = {}
        for i, nd in enumerate(sorted(self.needles, key=len, reverse=True)):
            if nd in text:
                tok = "\x00%d\x00" % i
                keep[tok] = nd
                text = text.replace(nd, tok)
        text = fn(text)
        for tok, nd in keep.items():
            text = text.replace(tok, nd)
        return text

    # -- build --
    def build(self):
        getattr(self, self.pre + "setup")()
        self.facts = []
        self.rem = {k: [] for k in KINDS}
        order = ["port", "version", "money", "date", "id", "name", "command", "decision", "constraint", "question"]
        for kind in order:
            gen = getattr(self, self.pre + "gen_" + kind)
            for _ in range(self.per_kind):
                f = self.fresh(gen)
                if f is None:
                    continue
                f["kind"] = kind
                if "_i" in f:
                    self.__dict__.setdefault("_portctx", set()).add(f["_i"])
                self.rem[kind].append(f)
        for kind in KINDS:
            self.facts.extend(self.rem[kind])
            self.rng.shuffle(self.rem[kind])
        hosts = getattr(self, self.pre + "hosts")()
        episodes = []
        while any(self.rem[k] for k in KINDS):
            kinds = [k for k in KINDS if self.rem[k]]
            weights = [len(self.rem[k]) for k in kinds]
            kind = self.rng.choices(kinds, weights)[0]
            cands = [h for h in hosts[kind] if h[2] is None or self.has(kind, h[2])]
            w, fn, pred = self.rng.choices(cands, [c[0] for c in cands])[0]
            before = {id(x) for k in KINDS for x in self.rem[k]}
            f = self.take(kind, pred)
            items = fn(f)
            after = {id(x) for k in KINDS for x in self.rem[k]}
            used = [x for x in self.facts if id(x) in before and id(x) not in after]
            episodes.append(("fact", items, used))
        nfact = sum(1 for ep in episodes for it in ep[1] if it[0] != "tool")
        lo = min(285, max(150, nfact + 40))
        target = self.rint(lo, max(lo, 200, min(270, nfact + 110)))
        fillers = getattr(self, self.pre + "fillers")()
        msgs = nfact
        fill_eps = []
        last = None
        while msgs < target:
            fn = self.rng.choices([f[1] for f in fillers], [f[0] for f in fillers])[0]
            if fn is last:
                continue
            last = fn
            its = fn()
            k = sum(1 for it in its if it[0] != "tool")
            if msgs + k > 292:
                break
            msgs += k
            fill_eps.append(("filler", its, []))
        allep = episodes + fill_eps
        self.rng.shuffle(allep)
        seq = list(getattr(self, self.pre + "opening")())
        for ep in allep:
            seq.extend(ep[1])
        seq.extend(getattr(self, self.pre + "closing")())
        # dictation slips in plain user prose (needles protected)
        out = []
        for it in seq:
            if it[0] == "user" and self.chance(0.3):
                it = ("user", self.protect_apply(it[1], getattr(self, self.pre + "slip")))
            out.append(it)
        seq = out
        # expected row counts: the rows of the episode that planted the fact
        expect = {}
        for ep in allep:
            if ep[0] != "fact":
                continue
            texts = []
            for it in ep[1]:
                if it[0] == "tool":
                    a, o = self.tool_rows(it[1], it[2])
                    texts.extend([a, o])
                else:
                    texts.append(it[1])
            for f in ep[2]:
                for nd in f["needles"]:
                    expect[nd] = sum(1 for t in texts if nd in t)
        for nd, k in expect.items():
            if k < 1:
                raise RuntimeError("needle not planted: %r" % nd)
        facts = [{"kind": f["kind"], "needles": f["needles"]} for f in self.facts]
        # episodes were built before slips; a slip never touches needles, so counts hold
        return facts, seq, expect

    # ==========================================================================================
    # English
    # ==========================================================================================
    def en_setup(self):
        self.me, self.mysur = self.ch(ME_EN)
        self.city = self.ch(CITY_EN)
        self.site = "%s-uebersetzungen.de" % self.asc(self.mysur)
        self.email = "%s@%s" % (self.asc(self.me), self.site)
        gbp = [a for a in AGENCIES_EN if a["ccy"] == "GBP"]
        chf = [a for a in AGENCIES_EN if a["ccy"] == "CHF"]
        eur = [a for a in AGENCIES_EN if a["ccy"] == "EUR"]
        self.ags = [self.ch(gbp), chf[0], self.ch(eur)]
        self.rng.shuffle(self.ags)
        self.exhibitor, self.disputer, self.client = self.rng.sample(CLIENTS_EN, 3)
        self.fair, self.fcity, self.fcode = self.ch(FAIRS)
        self.taxfirm = self.ch(TAXFIRMS)
        self.tm, self.tmname = self.ch(TMS)
        self.host = self.ch(["Hetzner", "netcup", "Hetzner"])
        self.dev = self.ch(DEVS)
        self.tmhost = "tm.%s" % self.site

    def fill(self, s, ag=None):
        return s.format(ag=(ag or self.ch(self.ags))["short"], client=self.client[1], disputer=self.disputer[1],
                        fcity=self.fcity, host=self.host, exhibitor=self.exhibitor[1], fair=self.fair)

    def asc(self, x):
        import unicodedata
        return re.sub(r"[^a-z0-9]", "", unicodedata.normalize("NFKD", x.lower()).encode("ascii", "ignore").decode())

    def cap(self, s):
        return s[0].upper() + s[1:] if s else s

    # -- filler values (never contain a needle) --
    def fname(self):
        return self.safe(lambda: "%s %s" % (self.ch(FF_EN), self.ch(FL_EN)))

    def fcents(self, lo, hi, whole=False, step=1):
        c = 0
        for _ in range(300):
            c = self.rint(lo // step, hi // step) * step * 100 if whole else self.rint(lo * 100, hi * 100)
            forms = [money_fmt(cur, c, st) for cur in ("€", "£", "CHF") for st in ("en", "cents")] + \
                    [money_fmt("€", c, "de"), "%.2f" % (c / 100.0), "{:,.2f}".format(c / 100.0), str(c // 100)]
            if all(self.ok(x) for x in forms):
                return c
        return c

    def fmoney(self, cur, lo, hi, style="en", whole=False, step=1):
        return money_fmt(cur, self.fcents(lo, hi, whole, step), style)

    def frate(self, ag):
        lo, hi = {"GBP": (7, 14), "EUR": (9, 17), "CHF": (15, 27)}[ag["ccy"]]
        for _ in range(100):
            c = self.rint(lo, hi)
            if self.ok(money_fmt(ag["cur"], c, "cents")) and self.ok("0.%02d" % c):
                return c
        return c

    def fiso(self, lo=2, hi=6):
        used = self.__dict__.get("_md", set())
        for _ in range(300):
            m, d = self.rint(lo, hi), self.rint(1, 28)
            forms = ["2027-%02d-%02d" % (m, d), "%d %s" % (d, MONTHS[m - 1]), "%s %s" % (MONTHS[m - 1], ordinal(d)),
                     "%d. %s" % (d, MONATE[m - 1]), "%d月%d日" % (m, d), "%d月%d号" % (m, d)]
            if (m, d) not in used and all(self.ok(x) for x in forms):
                break
        return "2027-%02d-%02d" % (m, d)

    def fdate_prose(self):
        return self.safe(lambda: "%d %s" % (self.rint(1, 28), MONTHS[self.rint(1, 5)]))

    def fversion(self):
        return self.safe(lambda: "%d.%d.%d" % (self.rint(1, 9), self.rint(0, 20), self.rint(0, 30)))

    def inner_port(self, p):
        for c in [p, 80, 8000, 8088, 7000, 4040]:
            if self.ok("->%d/tcp" % c):
                return c
        return p

    def fjob(self, ag):
        n = int(re.search(r"%0(\d)d", ag["job"]).group(1))
        return self.safe(lambda: ag["job"] % self.rint(10 ** (n - 1), 10 ** n - 1))

    def fphone(self, cc="+49"):
        if cc == "+44":
            return self.safe(lambda: "+44 %d %03d %04d" % (self.rint(113, 208), self.rint(100, 999), self.rint(1000, 9999)))
        if cc == "+41":
            return self.safe(lambda: "+41 44 %03d %02d %02d" % (self.rint(200, 999), self.rint(10, 99), self.rint(10, 99)))
        if cc == "+33":
            return self.safe(lambda: "+33 4 %02d %02d %02d %02d" % tuple(self.rint(10, 99) for _ in range(4)))
        if cc == "+353":
            return self.safe(lambda: "+353 21 %03d %04d" % (self.rint(100, 999), self.rint(1000, 9999)))
        return self.safe(lambda: "+49 %d %d" % (self.rint(30, 899), self.rint(100000, 9999999)))

    def agcc(self, ag):
        return {"Manchester": "+44", "Bristol": "+44", "Zürich": "+41", "Hamburg": "+49", "Cork": "+353", "Lyon": "+33"}[ag["city"]]

    def maildate(self, lo=4, hi=21):
        def g():
            d = datetime(2027, 1, self.rint(lo, hi), self.rint(7, 19), self.rint(0, 59), self.rint(0, 59))
            return d.strftime("%a, %-d %b %Y %H:%M:%S +0100")
        return self.safe(g)

    def fwords(self, lo=800, hi=9000):
        return self.safe(lambda: "{:,}".format(self.rint(lo, hi)))

    # -- needle generators --
    def en_gen_name(self):
        v = "%s %s" % (self.ch(NF_EN), self.ch(NL_EN))
        return {"needles": [v], "v": v, "first": v.split()[0], "last": v.split()[-1]}

    def en_gen_id(self):
        t = self.ch(["job", "job", "job", "poag", "pocl", "invoice", "fair", "steuer", "uid", "train", "tb", "ticket"])
        ag = self.ch(self.ags)
        subj = self.ch(SUBJECTS_EN)
        src = None
        if t == "job":
            n = int(re.search(r"%0(\d)d", ag["job"]).group(1))
            v = ag["job"] % self.rint(10 ** (n - 1), 10 ** n - 1)
            desc, src = "%s job number for the %s" % (ag["short"], subj), "agency"
        elif t == "poag":
            v = "PO-%07d" % self.rint(1000000, 9999999)
            desc, src = "PO number %s issued for the %s" % (ag["short"], subj), "agency"
        elif t == "pocl":
            v = "45%08d" % self.rint(10000000, 99999999)
            desc, src = "purchase order number from %s" % self.client[1], "direct"
        elif t == "invoice":
            v = "RE-2027-%03d" % self.rint(11, 160)
            desc, src = "number of my invoice to %s" % self.disputer[1], "disputer"
        elif t == "fair":
            v = "%s27-DOL-%04d" % (self.fcode, self.rint(1000, 9999))
            desc, src = "booking reference for my interpreter badge at %s" % self.fair, "fair"
        elif t == "steuer":
            v = "%02d/%03d/%05d" % (self.rint(10, 99), self.rint(100, 999), self.rint(10000, 99999))
            desc, src = "new Steuernummer after my move to %s" % self.city, "tax"
        elif t == "uid":
            ag = [a for a in self.ags if a["ccy"] == "CHF"][0]
            v = "CHE-%03d.%03d.%03d" % (self.rint(100, 999), self.rint(100, 999), self.rint(100, 999))
            desc, src = "UID number Alpentext want on the reverse charge line", "agency"
        elif t == "train":
            al = "ABCDEFGHJKLMNPQRSTUVWXYZ"
            v = "".join(self.ch(al) for _ in range(2)) + str(self.rint(2, 9)) + "".join(self.ch(al + "23456789") for _ in range(3))
            desc = "Bahn booking number for the trip to %s" % self.fcity
        elif t == "tb":
            v = "TB-%s-%03d" % (self.asc(self.client[1])[:4].upper(), self.rint(1, 999))
            desc = "termbase ID for %s on the TM server" % self.client[1]
        else:
            v = "TKT-%06d" % self.rint(100000, 999999)
            desc, src = "%s support ticket about the TM box" % self.host, "host"
        return {"needles": [v], "v": v, "type": t, "ag": ag, "subj": subj, "desc": desc, "src": src}

    def en_gen_port(self):
        v = str(self.ch(PORTS) if self.chance(0.6) else self.rint(10000, 49151))
        used = self.__dict__.setdefault("_portctx", set())
        free = [i for i in range(len(PORT_CTX_EN)) if i not in used] or list(range(len(PORT_CTX_EN)))
        i = self.ch(free)
        key, ctx = PORT_CTX_EN[i]
        return {"needles": [v], "v": v, "key": key, "ctx": ctx.format(dev=self.dev, host=self.host), "_i": i, "src": "host"}

    def en_gen_version(self):
        k = self.ch(["tm", "tm", "tm", "trados", "memoq", "docker", "caddy", "nextcloud", "restic", "libre", "xbench"])
        if k == "tm":
            v, label = "%d.%d.%d" % (self.rint(1, 3), self.rint(0, 19), self.rint(0, 12)), self.tmname
        elif k == "trados":
            v, label = "18.%d.%d.%d" % (self.rint(0, 2), self.rint(0, 4), self.rint(1000, 9999)), "Trados Studio"
        elif k == "memoq":
            v, label = "11.%d.%d" % (self.rint(0, 4), self.rint(2, 19)), "memoQ"
        elif k == "docker":
            v, label = "27.%d.%d" % (self.rint(1, 5), self.rint(0, 9)), "Docker Engine"
        elif k == "caddy":
            v, label = "2.%d.%d" % (self.rint(7, 10), self.rint(0, 9)), "Caddy"
        elif k == "nextcloud":
            v, label = "%d.0.%d" % (self.rint(28, 31), self.rint(1, 12)), "Nextcloud"
        elif k == "restic":
            v, label = "0.%d.%d" % (self.rint(15, 18), self.rint(0, 3)), "restic"
        elif k == "libre":
            v, label = "1.%d.%d" % (self.rint(5, 8), self.rint(0, 9)), "LibreTranslate"
        else:
            v, label = "3.0.%d" % self.rint(1400, 1790), "Xbench"
        src = "agency" if k in ("trados", "memoq", "xbench") else "host"
        return {"needles": [v], "v": v, "key": k, "label": label, "src": src, "ag": self.ch(self.ags)}

    def en_gen_money(self):
        mk = self.ch(["rate", "rate", "rate", "job", "job", "dispute", "day", "travel", "tax", "quote", "server"])
        ag = self.ch(self.ags)
        subj = self.ch(SUBJECTS_EN)
        if mk == "rate":
            cur = ag["cur"]
            lo, hi = {"GBP": (7, 14), "EUR": (9, 17), "CHF": (15, 27)}[ag["ccy"]]
            c, style = self.rint(lo, hi), "cents"
            ctx, src = self.pick_new("mctx", ["the per-word rate %s offered for the %s" % (ag["short"], subj),
                                              "%s's rate for new words on the %s" % (ag["short"], subj),
                                              "what %s pays per word for the %s" % (ag["short"], subj)]), "agency"
        elif mk == "job":
            cur, style = ag["cur"], "cents"
            c = self.rint(180, 4800) * 100 + self.rint(0, 99)
            ctx, src = self.pick_new("mctx", ["the total on the %s %s job" % (ag["short"], subj),
                                              "what the %s %s job comes to" % (ag["short"], subj),
                                              "the PO value %s sent for the %s" % (ag["short"], subj)]), "agency"
        elif mk == "dispute":
            cur, style = "€", self.ch(["en", "de"])
            c = self.rint(600, 6500) * 100 + self.ch([0, 0, self.rint(1, 99)])
            ctx, src = self.pick_new("mctx", ["the amount %s refuse to pay" % self.disputer[1],
                                              "what %s say they'll pay instead" % self.disputer[1],
                                              "the disputed part of my invoice to %s" % self.disputer[1]]), "disputer"
        elif mk == "day":
            cur, style = "€", "en"
            c = self.rint(13, 24) * 5000
            ctx, src = self.pick_new("mctx", ["my day rate for the %s booth" % self.fair,
                                              "the interpreting day rate I quoted %s" % self.exhibitor[1]]), "fair"
        elif mk == "travel":
            cur, style = "€", self.ch(["en", "de"])
            c = self.rint(150, 900) * 100 + self.rint(0, 99)
            ctx, src = self.pick_new("mctx", ["the train and hotel bill for %s" % self.fair,
                                              "what the %s trip will cost before I've earned a cent" % self.fcity]), "fair"
        elif mk == "tax":
            cur, style = "€", self.ch(["en", "de", "de"])
            c = self.rint(400, 6000) * 100 + self.ch([0, self.rint(1, 99)])
            ctx, src = self.pick_new("mctx", ["the tax prepayment the Finanzamt wants for the second quarter",
                                              "the refund %s expect from the Finanzamt" % self.taxfirm,
                                              "%s's fee for last year's return" % self.taxfirm]), "tax"
        elif mk == "quote":
            cur, style = "€", self.ch(["en", "de"])
            c = self.rint(90, 900) * 1000
            ctx, src = self.pick_new("mctx", ["my quote for the %s manual" % self.client[1],
                                              "the fixed price I offered %s for the website texts" % self.client[1]]), "direct"
        else:
            cur, style = "€", "cents"
            c = self.rint(500, 6000)
            ctx, src = self.pick_new("mctx", ["what the %s box costs a month" % self.host,
                                              "the monthly bill for the Storage Box"]), "host"
        v = money_fmt(cur, c, style)
        return {"needles": [v], "v": v, "cur": cur, "cents": c, "style": style, "mk": mk, "ag": ag, "subj": subj,
                "ctx": ctx, "src": src}

    def new_md(self):
        used = self.__dict__.setdefault("_md", set())
        for _ in range(200):
            m, d = self.rint(2, 6), self.rint(10, 28)
            if (m, d) not in used:
                break
        used.add((m, d))
        return m, d

    def en_gen_date(self):
        m, d = self.new_md()
        style = self.ch(["ord", "ord", "dm", "de", "iso"])
        v = {"ord": "%s %s" % (MONTHS[m - 1], ordinal(d)), "dm": "%d %s" % (d, MONTHS[m - 1]),
             "de": "%d. %s" % (d, MONATE[m - 1]), "iso": "2027-%02d-%02d" % (m, d)}[style]
        dk = self.ch(["deadline", "deadline", "deadline", "fair", "partner", "briefing", "tax", "payment", "client", "cert", "hotel"])
        ag = self.ch(self.ags)
        subj = self.ch(SUBJECTS_EN)
        ctx, src = {
            "deadline": ("the delivery deadline for the %s %s" % (ag["short"], subj), "agency"),
            "fair": ("the day %s opens" % self.fair, "fair"),
            "partner": ("the day my booth partner arrives in %s" % self.fcity, "fair"),
            "briefing": ("the briefing call with %s's marketing people" % self.exhibitor[1], "fair"),
            "tax": ("the deadline %s gave me for the tax paperwork" % self.taxfirm, "tax"),
            "payment": ("the payment date on my invoice to %s" % self.disputer[1], "disputer"),
            "client": ("the date %s want the manual back" % self.client[1], "direct"),
            "cert": ("the day the TLS certificate on the TM server expires", "host"),
            "hotel": ("the last day I can cancel the %s hotel for free" % self.fcity, "fair"),
        }[dk]
        if self.__dict__.setdefault("_dctx", set()).intersection({ctx}):
            dk, ctx, src = "deadline", "the delivery deadline for the %s %s" % (ag["short"], self.ch(SUBJECTS_EN)), "agency"
        self._dctx.add(ctx)
        return {"needles": [v], "v": v, "m": m, "d": d, "style": style, "dk": dk, "ctx": ctx, "ag": ag, "src": src}

    def en_gen_command(self):
        tm, h = self.tm, self.tmhost
        cl = self.asc(self.client[1])
        k = self.pick_new("cmdk", list(range(13)))
        if k == 0:
            v = "cd /opt/%s && docker compose pull && docker compose up -d" % tm
            p, ct = "pulls the new %s images and restarts the stack" % self.tmname, "docker"
        elif k == 1:
            v = "docker logs --since %dh %s-api 2>&1 | grep -iE 'error|timeout'" % (self.rint(2, 12), tm)
            p, ct = "shows only the errors from the TM API log", "docker"
        elif k == 2:
            v = "systemctl list-timers %s-backup.timer --no-pager" % tm if self.chance(0.5) else "sudo systemctl restart %s-backup.service && journalctl -u %s-backup -n %d" % (tm, tm, self.rint(20, 80))
            p, ct = "checks whether the nightly backup actually ran", "systemd"
        elif k == 3:
            mem = self.ch(["%s_en-de" % cl, "%s_de-en" % cl, "legal_fr-de", "medtech_en-de"])
            v = 'curl -s -H "Authorization: Bearer $TM_TOKEN" "https://%s/api/v1/memories/%s/export?format=tmx" -o %s_%s.tmx' % (h, mem, mem, self.ch(["jan", "q1", "full"]))
            p, ct = "exports the %s memory as TMX" % mem, "curl"
        elif k == 4:
            term = self.ch(["torque wrench", "Anzugsdrehmoment", "clinical endpoint", "Gewährleistung", "load-bearing"])
            v = 'curl -s -G "https://%s/api/v1/concordance" --data-urlencode "q=%s" -d src=%s -d tgt=%s -H "Authorization: Bearer $TM_TOKEN" | jq ".hits[:5]"' % (h, term, "de" if term[0].isupper() else "en", "en" if term[0].isupper() else "de")
            p, ct = "runs a concordance search against the server", "curl"
        elif k == 5:
            v = "docker exec %s-db pg_dump -U tm -Fc tmdb > /srv/backup/tmdb_$(date +%%F).dump" % tm
            p, ct = "makes a manual database dump before an update", "docker"
        elif k == 6:
            v = "restic -r sftp:u%d@u%d.your-storagebox.de:/%s snapshots --latest %d" % (self.rint(100000, 999999), self.rint(100000, 999999), tm, self.rint(2, 7))
            p, ct = "lists the latest backup snapshots", "restic"
        elif k == 7:
            v = "rsync -avh --delete ~/Projekte/2027/ /mnt/nas/Projekte/2027/"
            p, ct = "mirrors this year's project folders onto the NAS", "rsync"
        elif k == 8:
            v = 'curl -X POST -H "Authorization: Bearer $TM_TOKEN" -F "file=@%s_glossary_v%d.tbx" https://%s/api/v1/termbases/import' % (cl, self.rint(2, 9), h)
            p, ct = "imports the %s glossary into the termbase" % self.client[1], "curl"
        elif k == 9:
            v = "pdftotext -layout %s_%s.pdf - | wc -w" % (self.ch(["Angebot", "Handbuch", "Katalog", "Vertrag"]), cl)
            p, ct = "gets a rough word count out of a PDF before I quote", "shell"
        elif k == 10:
            v = "docker exec %s-api %sctl reindex --memory %s_en-de --batch-size %d" % (tm, tm, cl, self.ch([500, 1000, 2000]))
            p, ct = "rebuilds the search index for the %s memory" % self.client[1], "docker"
        elif k == 11:
            v = "echo | openssl s_client -connect %s:443 -servername %s 2>/dev/null | openssl x509 -noout -enddate" % (h, h)
            p, ct = "shows when the TLS certificate runs out", "shell"
        else:
            v = "sudo wg show wg0 latest-handshakes"
            p, ct = "checks whether the WireGuard tunnel is actually up", "shell"
        return {"needles": [v], "v": v, "purpose": p, "ctype": ct, "k": k}

    def en_gen_decision(self):
        lang, c, r = self.ch(DECISIONS_EN)
        ag = self.ch(self.ags)
        if "in euros" in c:
            ag = self.ch([a for a in self.ags if a["ccy"] != "EUR"])
        c, r = self.fill(c, ag), self.fill(r, ag)
        return {"needles": [c, r], "choice": c, "reason": r, "lang": lang, "ag": ag}

    def en_gen_constraint(self):
        lang, a, c = self.ch(CONSTRAINTS_EN)
        ag = self.ch(self.ags)
        a, c = self.fill(a, ag), self.fill(c, ag)
        return {"needles": [a, c], "action": a, "cond": c, "lang": lang, "ag": ag}

    def en_gen_question(self):
        q, n = self.ch(QUESTIONS_EN)
        ag = self.ch(self.ags)
        return {"needles": [n], "v": n, "q": self.fill(q.replace("{n}", n.replace("{", "{{").replace("}", "}}")), ag)}
    # -- roles, small talk --
    def en_role(self, src=None):
        ag = self.ch(self.ags)
        opts = {
            "agency": ["the new project manager at %s" % ag["short"], "the vendor manager at %s who handles my rates" % ag["short"],
                       "the reviewer %s assigned to my files" % ag["short"], "%s's account manager for the medical clients" % ag["short"]],
            "fair": ["my booth partner for %s" % self.fair, "the exhibitor's contact on the %s stand" % self.exhibitor[1],
                     "the technician who runs the interpreting booths at %s" % self.fair],
            "tax": ["the Steuerberaterin at %s who has taken over my file" % self.taxfirm],
            "disputer": ["the person at %s who is disputing my invoice" % self.disputer[1],
                         "the head of accounts at %s" % self.disputer[1]],
            "direct": ["the head of marketing at %s" % self.client[1],
                       "the engineer at %s who answers my terminology questions" % self.client[1]],
            "other": ["the colleague who covers my French jobs when I'm booked out",
                      "the friend from the BDÜ regional group who reviews my legal work"],
        }
        if src is None:
            src = self.ch(list(opts))
        return self.ch(opts[src]), src

    def en_bits(self):
        return self.ch(["", "", "", "", "", "Okay. ", "Right, ", "So. ", "Kurz dazwischen: ", "Quick one — ", "Also: ",
                        "Before I forget — ", "Back from the post office. ", "Morgen! ", "Hmm. ", "Gut. ", "Sorry, slow morning. "])

    def en_tail(self):
        return self.ch(["", "", "", " Anyway.", " Weiter geht's.", " Back to the glossary.", " Na ja.", " Onwards."])

    def en_musing(self):
        return self.pick_new("musing", [
            "I've been staring at the same paragraph for twenty minutes, so a change of task is probably good for me.",
            "The coffee machine has decided today is the day it stops frothing milk, which feels symbolic.",
            "Honestly, half of this job is admin that nobody sees and nobody pays for.",
            "Ich merke, dass ich heute zwischen den Sprachen hin- und herspringe, sorry in advance.",
            "The catalogue texts are a slog — every second sentence is a superlative that doesn't survive translation into German.",
            "I had a lovely walk along the river at lunchtime, which I'm told is what self-employed people are supposed to do.",
            "My inbox looks like a crime scene this week.",
            "The cat has claimed the second monitor, so I'm working on the laptop screen like an animal.",
            "I keep thinking I should write all of this down properly in the business notebook and then never do.",
            "The last three agency emails all started with 'Hope you're well!' and ended with an impossible deadline.",
            "It's the kind of week where I'm translating in one language, thinking in a second and swearing in a third.",
            "I've got the fair on my mind constantly, which isn't helping with anything else.",
            "Mein Kopf ist heute Watte, aber gut.",
            "There is a pile of receipts on my desk that I'm actively pretending not to see.",
            "I spent the morning on one sentence about bearing clearances and I'm still not sure I like my version.",
        ])

    def en_ack(self):
        return self.ch(["Noted.", "Got it — saved with the rest of your notes.", "Noted, thanks.", "Okay, I've got that down.",
                        "Got it. Anything else from that?", "Noted — I'll keep it with the job notes."])

    def en_sentence(self, f):
        k, v = f["kind"], f.get("v")
        if k == "name":
            role, src = self.en_role()
            f["role"] = role
            return self.ch([
                "Oh, and for the record: %s is %s. I only realised when the signature popped up." % (v, role),
                "Kurze Notiz für mich selbst — %s, %s. Very friendly on the phone, by the way." % (v, role),
                "I had a long call this morning with %s (%s), which went better than expected: we went through the glossary, the package format and who signs off what, and I think we're finally on the same page." % (v, role),
                "Can you remember that %s is %s? I keep mixing the name up with someone else's." % (role, v),
                "%s — that's %s. Spelled exactly like that, please." % (v, role),
                "New name for the contacts list: %s, who is %s." % (v, role)])
        if k == "id":
            return self.ch([
                "The %s is %s; they want it quoted on every email and on the invoice." % (f["desc"], v),
                "Finally got the %s: %s. Took them three days." % (f["desc"], v),
                "For the file: %s is the %s." % (v, f["desc"]),
                "So the %s is %s — don't let me lose that one, I need it for the invoice." % (f["desc"], v),
                "Noch was fürs Protokoll: the %s is %s." % (f["desc"], v)])
        if k == "port":
            opts = ["Note for future me: %s listens on port %s now." % (f["ctx"], v),
                    "I moved %s to port %s yesterday because something else was squatting on the old one." % (f["ctx"], v),
                    "%s says %s is on %s — I'm writing it down before I forget it again." % (self.dev, f["ctx"], v)]
            if self.dev in f["ctx"]:
                opts.pop()
            return self.ch(opts)
        if k == "version":
            return self.ch([
                "%s is on %s now; it updated itself overnight, which I did not ask for." % (self.cap(f["label"]), v),
                "According to the changelog I need %s %s for the fix, so that's what's installed now." % (f["label"], v),
                "Just checked: %s %s. Not the newest, but stable, and stable is what I want in deadline season." % (f["label"], v)])
        if k == "money":
            ctx = f["ctx"]
            return self.ch([
                "%s is %s." % (self.cap(ctx), v),
                "So %s comes to %s, which is less than I'd hoped but fine." % (ctx, v),
                "%s: %s. Ich sag mal nichts dazu." % (self.cap(ctx), v),
                "Just so it's written down somewhere: %s is %s." % (ctx, v),
                "I worked it out twice and %s is %s." % (ctx, v)])
        if k == "date":
            ctx = f["ctx"]
            return self.ch([
                "%s is %s." % (self.cap(ctx), v),
                "%s has moved to %s." % (self.cap(ctx), v),
                "And %s? %s, apparently." % (ctx, v),
                "Calendar, please: %s is %s." % (ctx, v),
                "Wichtig: %s ist %s." % (ctx, v)])
        raise ValueError(k)

    def en_restate(self, f):
        k, v = f["kind"], f["v"]
        if k == "name":
            return self.ch(["Got it — **%s**, %s." % (v, f["role"]), "Noted: %s is %s." % (v, f["role"])])
        if k == "id":
            return self.ch(["Noted: %s → %s. I'll quote it whenever we write to them." % (self.cap(f["desc"]), v),
                            "Saved: **%s** (%s)." % (v, f["desc"])])
        if k == "port":
            return "Got it — %s on port %s. I'll use that when we test it." % (f["ctx"], v)
        if k == "version":
            return "Noted: %s %s." % (f["label"], v)
        if k == "money":
            return self.ch(["Noted — %s: **%s**." % (f["ctx"], v), "OK, so %s for %s. I've added it to the figures for this month." % (v, f["ctx"])])
        if k == "date":
            return self.ch(["In the calendar: %s — **%s**." % (self.cap(f["ctx"]), v),
                            "Got it, %s is %s. Do you want a reminder two days before?" % (f["ctx"], v)])
        raise ValueError(k)

    # -- fact episodes --
    def en_hosts(self):
        mailable = lambda f: f.get("src") is not None
        portal_id = lambda f: f["type"] in ("job", "poag")
        portal_money = lambda f: f["mk"] in ("rate", "job")
        portal_date = lambda f: f["dk"] == "deadline"
        fx = lambda f: f["cur"] in ("£", "CHF")
        runnable = lambda f: f["ctype"] != "shell" or f["k"] != 12
        shellver = lambda f: f["key"] in ("tm", "docker", "caddy", "nextcloud", "restic", "libre")
        dockport = lambda f: f["key"] not in ("ssh", "caddy")
        arith = lambda f: f["mk"] in ("rate", "job", "quote")
        return {
            "name": [(3, self.en_ep_statement, None), (3, self.en_ep_mail, None), (2, self.en_ep_portal, None),
                     (2, self.en_ep_restate, None), (2, self.en_ep_todo, None), (2, self.en_ep_brief, None),
                     (2, self.en_ep_long, None)],
            "command": [(3, self.en_ep_cmd_run, runnable), (2, self.en_ep_cmd_paste, None), (2, self.en_ep_cmd_note, None),
                        (2, self.en_ep_cmd_suggest, None)],
            "id": [(4, self.en_ep_portal, portal_id), (3, self.en_ep_mail, mailable), (2, self.en_ep_statement, None),
                   (2, self.en_ep_correction, None), (1, self.en_ep_restate, None), (2, self.en_ep_todo, None),
                   (2, self.en_ep_long, None)],
            "port": [(4, self.en_ep_port_error, None), (2, self.en_ep_dockerps, dockport), (2, self.en_ep_mail, None),
                     (2, self.en_ep_statement, None), (2, self.en_ep_correction, None), (1, self.en_ep_restate, None)],
            "version": [(3, self.en_ep_version_shell, shellver), (3, self.en_ep_mail, None), (2, self.en_ep_statement, None),
                        (2, self.en_ep_correction, None), (1, self.en_ep_long, None)],
            "money": [(3, self.en_ep_portal, portal_money), (3, self.en_ep_mail, None), (2, self.en_ep_convert, fx),
                      (2, self.en_ep_statement, None), (3, self.en_ep_correction, None), (1, self.en_ep_restate, None),
                      (2, self.en_ep_todo, None), (2, self.en_ep_arith, arith), (2, self.en_ep_long, None)],
            "date": [(3, self.en_ep_portal, portal_date), (3, self.en_ep_mail, None), (2, self.en_ep_statement, None),
                     (3, self.en_ep_correction, None), (1, self.en_ep_restate, None), (2, self.en_ep_todo, None),
                     (2, self.en_ep_long, None)],
            "decision": [(3, self.en_ep_decision, None), (2, self.en_ep_decision_choose, None),
                         (2, self.en_ep_decision_email, None), (2, self.en_ep_combo, None), (2, self.en_ep_decision_pros, None)],
            "constraint": [(3, self.en_ep_constraint, None), (2, self.en_ep_constraint_ask, None),
                           (2, self.en_ep_todo, None), (2, self.en_ep_combo, None), (2, self.en_ep_constraint_reply, None)],
            "question": [(3, self.en_ep_question_aside, None), (2, self.en_ep_question_list, None),
                         (2, self.en_ep_question_dropped, None), (2, self.en_ep_question_long, None)],
        }

    def en_ep_statement(self, f):
        s = self.en_sentence(f)
        post = self.ch(["", "", " " + self.en_musing(), " Right, back to the glossary."])
        items = [("user", self.en_bits() + s + post)]
        if self.chance(0.35):
            items.append(("assistant", self.en_ack()))
        else:
            items.append(("assistant", self.en_ack() + " " + self.ch([
                "Do you want me to add it to the job sheet as well?", "Shall I put it in the reply draft too?",
                "I'll flag it if it clashes with anything else this month.", "Anything else from that call?"])))
        return items

    def en_ep_restate(self, f):
        s = self.en_sentence(f)
        return [("user", self.en_bits() + s + self.en_tail()), ("assistant", self.en_restate(f))]

    def en_ep_long(self, f):
        # the fact sits in the middle of a long thinking-aloud message
        s = self.en_sentence(f)
        m1, m2 = self.en_musing(), self.en_musing()
        req, ans = self.en_main_request()
        u = "%s%s %s\n\n%s\n\nAnyway, the actual reason I'm writing: %s" % (self.en_bits(), m1, m2, s, req)
        return [("user", u), ("assistant", ans)]

    def en_job_json(self, ag, job_id, po, pm, wcount, rate_c, total_c, due_iso, subj, status):
        new = int(wcount * self.rint(45, 75) / 100)
        f95 = int(wcount * self.rint(5, 15) / 100)
        m100 = int(wcount * self.rint(3, 12) / 100)
        rep = max(0, wcount - new - f95 - m100)
        weighted = int(new + f95 * 0.6 + m100 * 0.3 + rep * 0.3)
        return {
            "job_id": job_id,
            "po_number": po,
            "title": "%s – %s" % (self.cap(subj), self.ch(["batch %d" % self.rint(1, 4), "update", "final files", "part %d" % self.rint(1, 3)])),
            "language_pair": ag["pair"],
            "cat_tool": ag["cat"],
            "project_manager": pm,
            "analysis": {"new": new, "fuzzy_95_99": f95, "match_100": m100, "repetitions": rep},
            "weighted_words": weighted,
            "rate_per_word": {"currency": ag["ccy"], "amount": rate_c / 100.0},
            "total": {"currency": ag["ccy"], "amount": round(total_c / 100.0, 2)},
            "deadline": "%sT%s%s" % (due_iso, self.ch(["17:00:00", "12:00:00", "09:00:00", "18:00:00"]), ag["off"]),
            "deadline_tz": ag["zone"],
            "status": status,
        }

    def en_ep_portal(self, f):
        got = {f["kind"]: f}
        ag = f.get("ag") or self.ch(self.ags)
        if f["kind"] == "id" and f["type"] not in ("job", "poag"):
            ag = self.ch(self.ags)
        preds = {"id": lambda g: g["type"] in ("job", "poag") and g["ag"] is ag,
                 "money": lambda g: g["mk"] in ("rate", "job") and g["ag"] is ag,
                 "date": lambda g: g["dk"] == "deadline" and g["ag"] is ag, "name": None}
        for k, p in (("id", 0.6), ("money", 0.5), ("date", 0.5), ("name", 0.25)):
            if k not in got and self.chance(p):
                g = self.take(k, preds[k])
                if g:
                    got[k] = g
        subj = (got.get("id") or got.get("money") or got.get("date") or {}).get("subj") or self.ch(SUBJECTS_EN)
        idf = got.get("id")
        job_id = idf["v"] if idf and idf["type"] == "job" else self.fjob(ag)
        po = idf["v"] if idf and idf["type"] == "poag" else self.safe(lambda: "PO-%07d" % self.rint(1000000, 9999999))
        pm = got["name"]["v"] if "name" in got else self.fname()
        if "name" in got:
            got["name"]["role"] = "the PM on that %s job" % ag["short"]
        mf = got.get("money")
        for _ in range(100):
            wc = self.rint(900, 9500)
            if mf and mf["mk"] == "rate":
                rate_c = mf["cents"]
            else:
                rate_c = self.frate(ag)
            tmp = self.en_job_json(ag, job_id, po, pm, wc, rate_c, 0, "2027-01-01", subj, "offered")
            total_c = mf["cents"] if mf and mf["mk"] == "job" else tmp["weighted_words"] * rate_c
            tot_s = money_fmt(ag["cur"], total_c, "cents")
            rate_s = money_fmt(ag["cur"], rate_c, "cents")
            if (mf and mf["mk"] == "job" or self.ok(tot_s) and self.ok("%.2f" % (total_c / 100.0))) and \
                    (mf and mf["mk"] == "rate" or self.ok(rate_s)):
                break
        df = got.get("date")
        due_iso = "2027-%02d-%02d" % (df["m"], df["d"]) if df else self.fiso()
        status = self.ch(["offered", "offered", "accepted", "in_progress"])
        planted = [g["v"] for g in got.values()]
        for _ in range(40):
            js = self.en_job_json(ag, job_id, po, pm, wc, rate_c, total_c, due_iso, subj, status)
            txt = json.dumps(js, ensure_ascii=False, indent=2)
            for pv in planted:
                txt = txt.replace(pv, "")
            if self.ok(txt):
                break
        others = []
        for _ in range(self.ch([0, 1, 2])):
            o = self.en_job_json(ag, self.fjob(ag), self.safe(lambda: "PO-%07d" % self.rint(1000000, 9999999)), self.fname(),
                                 self.rint(300, 6000), self.frate(ag), 0, self.fiso(), self.ch(SUBJECTS_EN),
                                 self.ch(["delivered", "invoiced", "paid"]))
            o["total"]["amount"] = round(o["weighted_words"] * o["rate_per_word"]["amount"], 2)
            if not self.ok(json.dumps(o)):
                continue
            others.append(o)
        jobs = [js] + others
        self.rng.shuffle(jobs)
        out = {"vendor": "%s %s" % (self.me, self.mysur), "portal": ag["portal"], "count": len(jobs), "jobs": jobs}
        by_id = idf is not None and self.chance(0.5)
        why = self.pick_new("pwhy", ["I want to check what they actually offered before I reply.",
                                     "I have a feeling the word count changed since yesterday.",
                                     "The PM says it's 'all in the portal', naturally.",
                                     "Need the numbers for the quote comparison.",
                                     "Trying to work out if this fits around the fair."])
        if by_id:
            u = "%sCan you pull up %s on the %s? %s" % (self.en_bits(), idf["v"], ag["portal"], why)
            args = {"agency": ag["short"], "job_id": idf["v"]} if idf["type"] == "job" else {"agency": ag["short"], "po": idf["v"]}
        else:
            u = "%sWhat's on the %s portal for me right now? %s" % (self.en_bits(), ag["short"], why)
            args = {"agency": ag["short"], "status": "open,recent"}
        items = [("user", u), ("tool", "portal_lookup", (args, out))]
        due_dt = datetime.strptime(due_iso, "%Y-%m-%d")
        hh = js["deadline"][11:16]
        if df:
            due_s = "%s, %s %s" % (df["v"], hh, ag["tz"])
        else:
            due_s = "%d %s, %s %s" % (due_dt.day, MONTHS[due_dt.month - 1], hh, ag["tz"])
        lines = ["The %s job%s:" % (subj, " (%s)" % job_id if (idf and idf["type"] == "job") or self.chance(0.5) else "")]
        if "name" in got or self.chance(0.4):
            lines.append("- **PM:** %s" % pm)
        if idf and idf["type"] == "poag":
            lines.append("- **PO:** %s" % po)
        lines.append("- **Words:** %s new, %s weighted" % ("{:,}".format(js["analysis"]["new"]), "{:,}".format(js["weighted_words"])))
        lines.append("- **Rate:** %s per word" % money_fmt(ag["cur"], rate_c, "cents"))
        lines.append("- **Total:** %s" % money_fmt(ag["cur"], total_c, "cents"))
        lines.append("- **Deadline:** %s" % due_s)
        lines.append("- **Status:** %s" % status.replace("_", " "))
        lines.append("")
        if ag["off"] == "+00:00" and self.chance(0.6):
            lines.append("Their deadline is in %s, so it's an hour later on your clock." % ag["tz"])
        else:
            lines.append(self.ch(["%s package, so it'll open straight in your setup." % ag["cat"],
                                  "The other entries in the list are older, already delivered jobs.",
                                  "Want me to draft an acceptance with a delivery time?"]))
        items.append(("assistant", "\n".join(lines)))
        if self.chance(0.3):
            items += [("user", self.ch(["Good. Accepting it.", "Hmm, the weighting is stingy but fine.", "Danke, reicht mir."])),
                      ("assistant", self.ch(["👍", "Noted.", "Okay — I'll note it as accepted."]))]
        return items

    def en_email(self, sender, addr, subj, body, sig, quoted):
        d = self.maildate()
        q = "\n".join("> " + ln if ln else ">" for ln in quoted.split("\n")) if quoted else ""
        return "From: %s <%s>\nTo: %s %s <%s>\nDate: %s\nSubject: %s\n\n%s\n\n%s%s" % (
            sender, addr, self.me, self.mysur, self.email, d, subj, body, sig, "\n\n" + q if q else "")

    def en_ep_mail(self, f):
        k = f["kind"]
        src = f.get("src") if k != "name" else self.ch(["agency", "fair", "tax", "disputer", "direct"])
        ag = (f.get("ag") or self.ch(self.ags)) if src == "agency" else self.ch(self.ags)
        if k == "id" and f["type"] == "uid":
            ag = f["ag"]
        allowed = {"agency": ["name", "id", "money", "date", "version"], "fair": ["name", "id", "money", "date"],
                   "tax": ["name", "id", "money", "date"], "disputer": ["name", "id", "money", "date"],
                   "direct": ["name", "id", "money", "date"], "host": ["port", "version", "id", "money", "date"]}
        got = {k: f}
        for k2 in allowed[src]:
            if k2 in got or len(got) >= 3 or not self.chance(0.35):
                continue
            if k2 == "name":
                g = self.take("name") if src != "host" else None
            else:
                g = self.take(k2, lambda g: g.get("src") == src and (src != "agency" or g.get("ag") is ag))
            if g:
                got[k2] = g
        sender = got["name"]["v"] if "name" in got else self.fname()
        first = sender.split()[0]
        iv = got["id"]["v"] if "id" in got else None
        mv = got["money"]["v"] if "money" in got else None
        dv = got["date"]["v"] if "date" in got else None
        body = []
        if src == "agency":
            org, dom = ag["name"], ag["dom"]
            role = self.ch(["Project Manager", "Senior Project Manager", "Vendor Manager"])
            if "name" in got:
                got["name"]["role"] = "the %s at %s" % (role.lower(), ag["short"])
            idlab = {"job": "Job ", "poag": "PO ", "uid": ""}
            subj = "%s%s" % (self.ch(["RE: ", "Re: ", ""]), "%s%s – %s" % (idlab.get(got["id"]["type"], "") if iv else "", iv if iv and got["id"]["type"] != "uid" else "New request", self.cap(got["id"]["subj"] if iv else self.ch(SUBJECTS_EN))))
            body.append(self.ch(["Hope you're well!", "Thanks for getting back to me so quickly.", "Following up on our call earlier:"]))
            if iv and got["id"]["type"] == "job":
                body.append("The files for %s are now in the portal; the reference files are in the second folder." % iv)
            elif iv and got["id"]["type"] == "poag":
                body.append("Please find the PO below for your records: %s. Kindly quote it on your invoice." % iv)
            elif iv:
                body.append("For the reverse charge note on your invoices, our UID is %s (VAT is accounted for by us)." % iv)
            if "money" in got:
                body.append(self.ch(["We can offer %s for this one, as the client has a fixed budget." % mv,
                                     "Accounts confirm the amount for this job is %s." % mv,
                                     "As discussed, the rate for this project would be %s." % mv]))
            if "date" in got:
                body.append(self.ch(["The client needs the translation by %s at the latest (our time)." % dv,
                                     "Would a delivery on %s work for you?" % dv]))
            if "version" in got:
                gv = got["version"]
                body.append(self.ch(["Please note the client's packages now require %s %s or later." % (gv["label"], gv["v"]),
                                     "Our QA team is standardising on %s %s, so please run your checks with that version." % (gv["label"], gv["v"])]))
            if len(body) == 1:
                body.append("Let me know if you have any questions about the reference material.")
            sig = "%s\n%s\n%s | %s\n%s\n%s" % (self.ch(["Kind regards,", "Best wishes,", "Many thanks,"]), sender, role, org,
                                              ag["city"], self.fphone(self.agcc(ag)))
            addr = "%s.%s@%s" % (self.asc(first), self.asc(sender.split()[-1]), dom)
            q = self.ch(["Are you available for this one? The client is a bit anxious about the timing.",
                         "Could you confirm by end of day?"])
            quoted = "On %s, %s %s wrote:\n%s\n\nOn %s, %s wrote:\n%s" % (
                self.maildate(2, 6), self.me, self.mysur, self.ch(["Happy to look at it — could you send the analysis?", "Which CAT package will this be?"]),
                self.maildate(1, 3), ag["short"] + " Projects", q)
            disp = self.ch(["%s" % ag["short"], "the %s PM" % ag["short"]])
            query = "%s %s" % (ag["short"], self.ch(["job", "PO", "rate", "deadline"]))
        elif src == "fair":
            org, dom = self.exhibitor[0], self.exhibitor[2]
            role = self.ch(["Marketing & Events", "Leitung Messe und Events", "Event Coordinator"])
            if "name" in got:
                got["name"]["role"] = "the events person at %s organising the %s stand" % (self.exhibitor[1], self.fair)
            subj = "AW: Dolmetschen %s %s" % (self.fair, "– " + iv if iv else "– Stand & Ablauf")
            body.append(self.ch(["vielen Dank für Ihr Angebot — please find the details below in English for simplicity.",
                                 "as promised, here is the practical information for the fair.",
                                 "thank you for the call yesterday."]))
            if iv:
                body.append("Your interpreter badge is booked under %s; please bring ID when you collect it at the service centre." % iv)
            if "date" in got:
                body.append(self.ch(["The relevant date is %s; the stand will be staffed from 8:30." % dv,
                                     "We have scheduled this for %s, if that still suits you." % dv]))
            if "money" in got:
                body.append(self.ch(["We can confirm %s as agreed." % mv, "Our budget approval covers %s for this item." % mv]))
            if len(body) == 1:
                body.append("The press conference will be in Hall %d, the booth is set up next to the stage." % self.rint(2, 27))
            sig = "%s\n%s\n%s\n%s" % (self.ch(["Mit freundlichen Grüßen / Kind regards", "Beste Grüße"]), sender, role, org)
            addr = "%s.%s@%s" % (self.asc(first), self.asc(sender.split()[-1]), dom)
            quoted = "Am %s schrieb %s %s:\nCould you confirm the schedule and the booth setup?" % (self.maildate(2, 8), self.me, self.mysur)
            disp, query = self.exhibitor[1], "%s %s" % (self.exhibitor[1], self.ch(["Messe", self.fair, "booth"]))
        elif src == "tax":
            org, dom = self.taxfirm, self.asc(self.taxfirm.split()[-1]) + "-stb.de"
            role = "Steuerberaterin"
            if "name" in got:
                got["name"]["role"] = "the Steuerberaterin at %s who now handles my file" % self.taxfirm
            subj = "Einkommensteuer 2026 – %s" % self.ch(["fehlende Unterlagen", "Rückfragen", "Stand"])
            body.append(self.ch(["Guten Tag Frau %s," % self.mysur, "Liebe Frau %s," % self.mysur]))
            if iv:
                body.append("Ihre neue Steuernummer lautet %s; bitte verwenden Sie diese ab sofort auf Ihren Rechnungen." % iv)
            if "money" in got:
                body.append(self.ch(["Nach vorläufiger Berechnung ergibt sich ein Betrag von %s." % mv,
                                     "Für das zweite Quartal ist eine Vorauszahlung von %s festgesetzt." % mv]))
            if "date" in got:
                body.append("Bitte reichen Sie die fehlenden Belege bis zum %s ein." % dv if got["date"]["style"] == "de" else
                            "Bitte reichen Sie die fehlenden Belege bis %s ein." % dv)
            if len(body) == 1:
                body.append("Es fehlen noch die Belege für das Arbeitszimmer und die Fahrtkosten.")
            sig = "Mit freundlichen Grüßen\n%s\n%s\n%s" % (sender, role, org)
            addr = "%s@%s" % (self.asc(sender.split()[-1]), dom)
            quoted = ""
            disp, query = self.taxfirm, self.ch(["Steuer", self.taxfirm.split()[-1], "Einkommensteuer"])
        elif src == "disputer":
            org, dom = self.disputer[0], self.disputer[2]
            role = self.ch(["Leitung Buchhaltung", "Head of Accounts", "Marketing"])
            if "name" in got:
                got["name"]["role"] = "the person at %s who wrote about the invoice" % self.disputer[1]
            subj = "Re: Rechnung %s" % (iv if iv else "Katalogübersetzung")
            body.append(self.ch(["we have reviewed your invoice internally.", "thank you for your reminder.",
                                 "I'm writing regarding your recent invoice for the catalogue translation."]))
            if iv:
                body.append("Regarding invoice %s: our product team found several passages that did not reflect our brand voice." % iv)
            if "money" in got:
                body.append(self.ch(["We are therefore only prepared to pay %s." % mv,
                                     "The amount in question is %s, which we will withhold pending review." % mv]))
            if "date" in got:
                body.append("Our next payment run is on %s." % dv)
            if len(body) == 1:
                body.append("We would appreciate a call to discuss the terminology choices.")
            sig = "%s\n%s\n%s\n%s" % (self.ch(["Best regards,", "Mit freundlichen Grüßen"]), sender, role, org)
            addr = "%s.%s@%s" % (self.asc(first), self.asc(sender.split()[-1]), dom)
            quoted = "On %s, %s %s wrote:\nDear all,\nthis is a friendly reminder that the invoice is now overdue.\nBest regards\n%s" % (
                self.maildate(2, 8), self.me, self.mysur, self.me)
            disp, query = self.disputer[1], "%s %s" % (self.disputer[1], self.ch(["Rechnung", "invoice"]))
        elif src == "direct":
            org, dom = self.client[0], self.client[2]
            role = self.ch(["Technische Redaktion", "Marketing Manager", "Einkauf"])
            if "name" in got:
                got["name"]["role"] = "the contact at %s for the manual" % self.client[1]
            subj = "%s – Übersetzung Betriebsanleitung" % ("Bestellung " + iv if iv else "Re:")
            body.append(self.ch(["vielen Dank für Ihr Angebot.", "thanks for the quick quote.", "kurze Rückmeldung zur Übersetzung:"]))
            if iv:
                body.append("Our purchase order number is %s — please reference it on the invoice, otherwise our system rejects it." % iv)
            if "money" in got:
                body.append("We approve the quote of %s." % mv)
            if "date" in got:
                body.append("We would need the translated manual by %s." % dv)
            if len(body) == 1:
                body.append("The updated illustrations will follow next week.")
            sig = "%s\n%s\n%s\n%s" % (self.ch(["Beste Grüße", "Kind regards"]), sender, role, org)
            addr = "%s.%s@%s" % (self.asc(first), self.asc(sender.split()[-1]), dom)
            quoted = ""
            disp, query = self.client[1], "%s %s" % (self.client[1], self.ch(["Bestellung", "manual", "Angebot"]))
        else:
            org, dom = "%s Support" % self.host, "%s.com" % self.asc(self.host)
            sender = "%s Support" % self.host
            addr = "support@%s" % dom
            subj = "[%s] %s" % (iv if iv else self.safe(lambda: "Ticket#%d" % self.rint(2000000, 9999999)),
                                self.uniq("hostsubj", ["Scheduled maintenance completed", "Your server migration", "Re: network changes"]))
            body.append(self.ch(["Dear customer,", "Hello,"]))
            body.append("We have completed the maintenance on your server.")
            if "port" in got:
                body.append("Please note: %s is now reachable on port %s after the firewall changes." % (got["port"]["ctx"], got["port"]["v"]))
            if "version" in got:
                body.append("The image on your server now ships %s %s." % (got["version"]["label"], got["version"]["v"]))
            if "money" in got:
                body.append("Your new monthly price is %s." % mv)
            if "date" in got:
                body.append("Please note the relevant date: %s." % dv)
            sig = "Kind regards\nYour %s Support Team" % self.host
            quoted = ""
            disp, query = "%s" % self.host, "%s %s" % (self.host, self.ch(["support", "maintenance", "server"]))
        full = "\n\n".join(body) if src in ("tax", "host") else self.ch(["Dear %s," % self.me, "Hi %s," % self.me, "Liebe Frau %s," % self.mysur]) + "\n\n" + "\n\n".join(body)
        mail = self.en_email(sender, addr, subj, full, sig, quoted)
        out = "1 result\n\n=== 1/1 ===\n%s" % mail
        u = self.ch(["%sCan you find the latest email from %s? I think they replied overnight." % (self.en_bits(), disp),
                     "%sSearch my mail for %s, please — there should be something from this week." % (self.en_bits(), disp),
                     "%sDid %s write back? I've been avoiding the inbox." % (self.en_bits(), disp)])
        items = [("user", u), ("tool", "mail_search", ({"query": query, "limit": 5}, out))]
        summ = ["Yes — %s wrote:" % (first if src != "host" else self.host)]
        if "money" in got and self.chance(0.4):
            summ.append("- The amount they give is %s." % mv)
        elif "money" in got:
            summ.append("- There's an amount in there worth checking against your own figures.")
        if "date" in got and self.chance(0.4):
            summ.append("- Date to note: %s." % dv)
        elif "date" in got:
            summ.append("- They give a date — worth putting straight into the calendar.")
        summ.append({"agency": "- Otherwise routine project admin.", "fair": "- Practical details for the fair.",
                     "tax": "- It's about the 2026 return.", "disputer": "- The tone is still defensive about the invoice.",
                     "direct": "- Mostly good news on the manual.", "host": "- Server maintenance notice."}[src])
        summ.append("")
        summ.append(self.ch(["Shall I draft a reply?", "Do you want a short acknowledgement?", "I'd answer today while it's fresh."]))
        items.append(("assistant", "\n".join(summ)))
        return items
    def en_todo_bullet(self, f):
        k = f["kind"]
        if k == "name":
            f["role"], _ = self.en_role()
            return self.ch(["call %s back (%s)" % (f["v"], f["role"]), "send %s the glossary — %s" % (f["v"], f["role"])])
        if k == "id":
            return self.ch(["chase the %s — %s" % (f["desc"], f["v"]), "%s = %s, put it on the invoice" % (f["desc"], f["v"])])
        if k == "money":
            return "%s: %s — check against the PO" % (f["ctx"], f["v"])
        if k == "date":
            return self.ch(["%s = %s!!" % (f["ctx"], f["v"]), "%s → %s" % (f["v"], f["ctx"])])
        if k == "constraint":
            if f["lang"] == "de":
                return "nicht vergessen: %s — %s" % (f["action"], f["cond"])
            return "remember: I %s %s" % (f["action"], f["cond"])
        raise ValueError(k)

    def en_ep_todo(self, f):
        got = [f]
        for _ in range(self.ch([1, 1, 2])):
            g = self.take(self.ch(["name", "id", "money", "date", "constraint"]))
            if g:
                got.append(g)
        bullets = [self.en_todo_bullet(g) for g in got]
        fill = ["Umsatzsteuer-Voranmeldung", "renew the Xbench licence", "print the fair glossary", "reply to the BDÜ newsletter thing",
                "back up the laptop", "buy printer toner", "ask %s about the router" % self.dev, "sort the receipts box",
                "update the rate sheet PDF", "water the plants (seriously)", "book the dentist"]
        bullets += self.rng.sample(fill, self.rint(2, 4))
        self.rng.shuffle(bullets)
        u = self.pick_new("todo", ["Brain dump before the afternoon disappears:", "To-do, in no particular order:",
                                   "Liste für morgen, damit ich nachts nicht wach liege:", "This week's list:",
                                   "Things I must not forget:"]) + "\n\n" + "\n".join("- " + b for b in bullets) + "\n\n" + \
            self.ch(["Hang on to that for me?", "That's it, I think.", "Hilfe."])
        a = self.ch(["Got all of it. If it helps, I'd do the chasing first while people are still at their desks.",
                     "All noted. Want me to turn it into a checklist with the deadlines at the top?",
                     "Saved. Shall I start with the emails that can go out today?"])
        return [("user", u), ("assistant", a)]

    def en_ep_brief(self, f):
        # name inside a pasted interpreting brief forwarded from the exhibitor
        role = "my booth partner for %s" % self.fair if self.chance(0.5) else "the %s engineer giving the technical talk" % self.exhibitor[1]
        f["role"] = role
        extra = [self.fname(), self.fname()]
        slots = ["09:30–10:15  Press conference (EN>DE, DE>EN)", "11:00–12:00  Product demo on the stand (whispered, DE>EN)",
                 "14:00–15:30  Customer meeting, delegation from %s (consecutive)" % self.ch(["Lyon", "Birmingham", "Geneva", "Leeds"])]
        if role.startswith("my booth"):
            people = "Interpreters: %s %s, %s\nTechnician: %s (booth B)" % (self.me, self.mysur, f["v"], extra[0])
        else:
            people = "Speakers: %s (CEO), %s (technical talk), %s (sales)\nInterpreters: %s %s + partner" % (extra[0], f["v"], extra[1], self.me, self.mysur)
        brief = "Dolmetsch-Briefing %s — %s\n\n%s\n\n%s\n\nDress code: business. Please arrive 45 minutes before the first slot." % (
            self.fair, self.exhibitor[0], people, "\n".join(slots))
        u = "%sHere's the briefing they sent, pasted as is:\n\n%s\n\n%s" % (self.en_bits(), brief, self.ch([
            "The whispered demo worries me a bit — no booth, just a portable set. Thoughts?",
            "Does the timing look realistic to you? The demo right after the press conference feels tight.",
            "Can you turn this into a one-page prep plan for me?"]))
        a = self.ch(["The schedule is doable, but I'd ask for the slides of the technical talk by the end of next week, and a ten-minute gap between press conference and demo.",
                     "Prep plan: (1) slides and press release a week ahead, (2) glossary from the product sheets, (3) a short call with the speakers, (4) test the portable set on arrival.",
                     "Whispered interpreting for a demo is fine for a small group; I'd insist on the portable set being tested the day before, though."])
        return [("user", u), ("assistant", a)]

    def en_wrong(self, f):
        k = f["kind"]
        for _ in range(60):
            if k == "date":
                if self.chance(0.6):
                    d2 = f["d"] + self.ch([-2, -1, 1, 2, -7, 7])
                    if not 10 <= d2 <= 28:
                        continue
                    m2 = f["m"]
                else:
                    d2, m2 = f["d"], f["m"] + self.ch([-1, 1])
                    if not 1 <= m2 <= 12:
                        continue
                w = {"ord": "%s %s" % (MONTHS[m2 - 1], ordinal(d2)), "dm": "%d %s" % (d2, MONTHS[m2 - 1]),
                     "de": "%d. %s" % (d2, MONATE[m2 - 1]), "iso": "2027-%02d-%02d" % (m2, d2)}[f["style"]]
            elif k == "money":
                c = f["cents"]
                if f["style"] == "cents" and c < 100:
                    c2 = c + self.ch([-3, -2, -1, 1, 2])
                else:
                    s = str(c)
                    i = self.rint(0, len(s) - 3)
                    s2 = s[:i] + s[i + 1] + s[i] + s[i + 2:]
                    if s2[0] == "0" or s2 == s:
                        c2 = c + self.ch([-5000, 5000, 10000])
                    else:
                        c2 = int(s2)
                if c2 <= 0:
                    continue
                w = money_fmt(f["cur"], c2, f["style"])
            elif k == "id":
                v = f["v"]
                pos = [i for i in range(len(v) - 1) if v[i].isdigit() and v[i + 1].isdigit() and v[i] != v[i + 1]]
                if not pos:
                    w = v[:-1] + ("7" if v[-1] != "7" else "4")
                else:
                    i = self.ch(pos)
                    w = v[:i] + v[i + 1] + v[i] + v[i + 2:]
            elif k == "port":
                w = str(self.ch(PORTS))
            else:
                parts = f["v"].split(".")
                i = self.rint(1, len(parts) - 1)
                parts[i] = str(max(0, int(parts[i]) + self.ch([-1, 1, 2])))
                w = ".".join(parts)
            if w != f["v"] and self.ok(w) and not any(w in n or n in w for n in self.needles):
                return w
        return None

    def en_ep_correction(self, f):
        w = self.en_wrong(f)
        if w is None:
            return self.en_ep_statement(f)
        k, v = f["kind"], f["v"]
        ctx = {"date": f.get("ctx"), "money": f.get("ctx"), "id": "the " + f.get("desc", ""),
               "port": "the port for " + f.get("ctx", ""), "version": "the %s version" % f.get("label", "")}[k]
        if self.chance(0.5):
            u = self.ch(["%s%s is %s — no wait, %s. I was reading last year's sheet." % (self.en_bits(), self.cap(ctx), w, v),
                         "%sOkay so %s: %s. Nein, Quatsch. %s! Wrong line." % (self.en_bits(), ctx, w, v),
                         "%s%s is %s, no hang on, that's the old one — it's %s." % (self.en_bits(), self.cap(ctx), w, v),
                         "%s%s — %s. Correction: %s. Sorry, two windows open." % (self.en_bits(), self.cap(ctx), w, v)])
            return [("user", u), ("assistant", self.ch(["Noted — the corrected one.", "Got it, %s." % v, "Okay, %s it is." % v]))]
        u1 = "%sSo %s is %s. %s" % (self.en_bits(), ctx, w, self.ch(["Can you note that?", "Put that in the notes, please.", "Remind me nearer the time."]))
        a1 = self.ch(["Noted — %s is %s." % (ctx, w), "Got it, %s for %s." % (w, ctx)])
        u2 = self.ch(["Correction! It's %s, not %s. I mistyped." % (v, w), "Sorry, just checked the email again — %s, not %s." % (v, w),
                      "Scratch that, it's %s." % v, "Ugh, %s. Not %s. Typing too fast." % (v, w)])
        a2 = self.ch(["Fixed — %s." % v, "No problem, updated.", "Updated."])
        return [("user", u1), ("assistant", a1), ("user", u2), ("assistant", a2)]

    def en_ep_convert(self, f):
        ccy = {"£": "GBP", "CHF": "CHF"}[f["cur"]]
        amt = f["cents"] / 100.0
        for _ in range(100):
            rate = {"GBP": 1.1860 + self.rint(-60, 60) / 10000.0, "CHF": 1.0650 + self.rint(-50, 50) / 10000.0}[ccy]
            res = amt * rate
            res_s = "{:,.2f}".format(res) if f["mk"] != "rate" else "%.4f" % res
            if self.ok("€" + res_s) and self.ok(res_s + " EUR") and self.ok("%.4f" % rate):
                break
        u = self.ch(["%s%s is %s — what's that in euros today?" % (self.en_bits(), self.cap(f["ctx"]), f["v"]),
                     "%sCan you convert %s for me? It's %s and I want to compare it with my euro rates." % (self.en_bits(), f["v"], f["ctx"]),
                     "%sWhat's %s in EUR right now? (%s)" % (self.en_bits(), f["v"], f["ctx"])])
        out = "%s %s = %s EUR\nrate: 1 %s = %.4f EUR (mid-market, %s UTC)" % (
            ("%.2f" % amt), ccy, res_s, ccy, rate, self.safe(lambda: "2027-01-%02d %02d:%02d" % (self.rint(11, 21), self.rint(8, 18), self.rint(0, 59))))
        items = [("user", u), ("tool", "currency_convert", ({"amount": amt, "from": ccy, "to": "EUR"}, out))]
        items.append(("assistant", "%s at today's mid-market rate. %s" % ("About **%.2f euro cents** per word" % (res * 100) if f["mk"] == "rate" else "About **€%s**" % res_s, self.ch([
            "Your bank will take a slice on top, so budget a percent or two less.",
            "If they pay into the Wise account you'll get very close to that.",
            "It has been drifting down a little this month."]))))
        return items

    def en_ep_arith(self, f):
        # the user does the sums herself, thinking aloud
        mk, v = f["mk"], f["v"]
        if mk == "rate":
            ag = f["ag"]
            for _ in range(50):
                wc = self.rint(1500, 9000)
                tot = money_fmt(f["cur"], wc * f["cents"], "cents")
                if self.ok(tot) and self.ok("{:,}".format(wc)):
                    break
            u = "%sThinking aloud about the %s offer. %s weighted words at %s per word is %s. Against that: %s's PMs are pleasant, they pay in %s days, and the files are clean. But it's %s, which means tag soup, and the deadline is right before the fair. Pros: steady money, familiar client. Cons: evenings gone, and I'd have to turn down anything from %s for two weeks. I think it's still worth it?" % (
                self.en_bits(), ag["short"], "{:,}".format(wc), v, tot, ag["short"], self.ch(["thirty", "fourteen", "twenty-one"]),
                ag["cat"], self.ch([a["short"] for a in self.ags if a is not ag]))
            a = "On the numbers it's solid, and a familiar client keeps the research time down. The real cost is the fair week — if you can negotiate one extra day on the deadline, I'd take it."
        else:
            ctx = f["ctx"]
            extra = self.ch(["plus two rounds of corrections", "including the formatting in InDesign", "before any rush surcharge"])
            u = "%sOkay, doing the maths properly this time, because last time I forgot the terminology work. %s — %s, %s. That's roughly what I'd earn in %s at agency rates, so it's fair, and the client is direct, so no middleman. Downside: they're slow payers and I'd need a written sign-off on the glossary first. Hmm." % (
                self.en_bits(), self.cap(ctx), v, extra, self.ch(["a week and a half", "eight working days", "two weeks"]))
            a = "That reasoning holds up. I'd put the glossary sign-off in the order confirmation as a condition, so the clock doesn't start until you have it."
        return [("user", u), ("assistant", a)]

    # -- shell --
    def en_port_cmd(self, f):
        p, key, h, tm = f["v"], f["key"], self.tmhost, self.tm
        return {
            "api": ('curl -sS "$TM_URL/api/v1/health"', "curl: (7) Failed to connect to %s port %s after 3 ms: Couldn't connect to server" % (h, p)),
            "webui": ('curl -sI "$TM_URL/ui/"', "curl: (7) Failed to connect to %s port %s after 2 ms: Connection refused" % (h, p)),
            "db": ('psql -h 127.0.0.1 -p "$TM_DB_PORT" -U tm -d tmdb -c "select 1"',
                   'psql: error: connection to server at "127.0.0.1", port %s failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?' % p),
            "lt": ('curl -s -d "language=de-DE" -d "text=Das ist ein Tets." "$LT_URL/v2/check"', "curl: (7) Failed to connect to localhost port %s after 0 ms: Connection refused" % p),
            "mt": ('curl -s -X POST "$MT_URL/translate" -H "Content-Type: application/json" -d \'{"q":"Hallo","source":"de","target":"en"}\'',
                   "curl: (7) Failed to connect to localhost port %s after 0 ms: Connection refused" % p),
            "minio": ('curl -sI "$MINIO_CONSOLE"', "curl: (28) Failed to connect to files.%s port %s after 10002 ms: Timeout was reached" % (self.site, p)),
            "restic": ("restic -r rest:$RESTIC_REST snapshots", "Fatal: unable to open repository: Get \"http://backup.lan:%s/config\": dial tcp 192.168.178.%d:%s: connect: connection refused" % (p, self.rint(20, 60), p)),
            "ssh": ("ssh tmbox uptime", "ssh: connect to host %s port %s: Connection timed out" % (h, p)),
            "kuma": ('curl -sI "$KUMA_URL/dashboard"', "curl: (7) Failed to connect to status.%s port %s after 4 ms: Connection refused" % (self.site, p)),
            "nextcloud": ('curl -s "$NC_URL/status.php"', "curl: (7) Failed to connect to cloud.%s port %s after 5 ms: Connection refused" % (self.site, p)),
            "caddy": ("curl -s localhost:$CADDY_ADMIN/config/", "curl: (7) Failed to connect to localhost port %s after 0 ms: Connection refused" % p),
            "grafana": ('curl -sI "$GRAFANA_URL/login"', "curl: (28) Failed to connect to %s port %s after 10001 ms: Timeout was reached" % (h, p)),
        }[key]

    def en_ep_port_error(self, f):
        cmd, out = self.en_port_cmd(f)
        opts = ["%sCan you check %s? It was fine yesterday." % (self.en_bits(), f["ctx"]),
                "%s%s isn't answering again. Can you poke it?" % (self.en_bits(), self.cap(f["ctx"]))]
        if self.dev not in f["ctx"]:
            opts.append("%s%s wants me to test %s before he looks at it — can you run the usual check?" % (self.en_bits(), self.dev, f["ctx"]))
        u = self.ch(opts)
        items = [("user", u), ("tool", "shell", ({"command": cmd}, out))]
        a = self.ch(["Nothing is listening there — connection refused or timed out. ", "It's down; the connection doesn't even get through. "])
        if self.chance(0.4):
            a += "Whatever should be on port %s isn't running, or the firewall is in the way. " % f["v"]
        a += self.ch(["`docker compose ps` on the box would tell us whether the container died.",
                      "I'd send %s that exact error text." % self.dev,
                      "Could be the provider's maintenance; worth checking their status page first."])
        items.append(("assistant", a))
        return items

    def en_ep_dockerps(self, f):
        tm = self.tm
        rows = []
        names = {"api": "%s-api" % tm, "webui": "%s-web" % tm, "db": "%s-db" % tm, "lt": "languagetool", "mt": "libretranslate",
                 "minio": "minio", "restic": "rest-server", "kuma": "uptime-kuma", "nextcloud": "nextcloud", "grafana": "grafana"}
        inner = {"api": 8080, "webui": 80, "db": 5432, "lt": 8010, "mt": 5000, "minio": 9001, "restic": 8000, "kuma": 3001,
                 "nextcloud": 80, "grafana": 3000}
        for key in inner:
            inner[key] = self.inner_port(inner[key])
        for key in names:
            if key == f["key"]:
                port = "0.0.0.0:%s->%d/tcp" % (f["v"], inner[key])
                st = self.ch(["Up 3 days", "Up 40 hours", "Up 2 weeks"])
            elif self.chance(0.45):
                pp = self.safe(lambda: str(self.rint(10000, 40000)))
                port = "127.0.0.1:%s->%d/tcp" % (pp, inner[key])
                st = self.ch(["Up 3 days", "Up 40 hours", "Restarting (1) 12 seconds ago", "Up 2 weeks (healthy)"])
            else:
                continue
            rows.append((names[key], st, port))
        self.rng.shuffle(rows)
        out = "NAME                STATUS                          PORTS\n" + "\n".join("%-19s %-31s %s" % r for r in rows)
        u = self.ch(["%sWhat's actually running on the TM box right now? I've lost track." % self.en_bits(),
                     "%sCan you list the containers? I want to know which port %s ended up on." % (self.en_bits(), f["ctx"])])
        items = [("user", u), ("tool", "shell", ({"command": "docker ps --format 'table {{.Names}}\\t{{.Status}}\\t{{.Ports}}'"}, out))]
        if self.chance(0.5):
            a = "%s is published on port **%s**. %s" % (self.cap(f["ctx"]), f["v"], self.ch(["Everything else looks normal.", "One container keeps restarting, though — worth a look at its logs."]))
        else:
            a = "Here's the list. %s" % self.ch(["The ones bound to 127.0.0.1 are only reachable through the reverse proxy, which is what you want.",
                                                 "Anything showing 'Restarting' is worth checking in the logs."])
        items.append(("assistant", a))
        return items

    def en_ep_version_shell(self, f):
        v, k, tm = f["v"], f["key"], self.tm
        if k == "tm":
            cmd = 'curl -s "https://%s/api/v1/version"' % self.tmhost
            out = json.dumps({"name": self.tmname, "version": v, "build": self.safe(lambda: "%07x" % self.rint(0x1000000, 0xfffffff)),
                              "db_schema": self.rint(30, 90), "uptime_s": self.rint(10000, 900000)}, indent=2)
        elif k == "docker":
            cmd = "docker version --format '{{.Server.Version}}' && docker compose version"
            out = "%s\nDocker Compose version v2.%d.%d" % (v, self.rint(20, 31), self.rint(0, 9))
            out = self.safe(lambda: "%s\nDocker Compose version v2.%d.%d" % (v, self.rint(20, 31), self.rint(0, 9)))
        elif k == "caddy":
            cmd = "docker exec caddy caddy version"
            out = "v%s h1:%s=" % (v, "".join(self.ch("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(40)))
        elif k == "nextcloud":
            cmd = "docker exec -u www-data nextcloud php occ status"
            out = "  - installed: true\n  - version: %s.%d\n  - versionstring: %s\n  - edition: \n  - maintenance: false\n  - needsDbUpgrade: false" % (v, self.rint(0, 3), v)
        elif k == "restic":
            cmd = "restic version"
            out = "restic %s compiled with go1.%d.%d on linux/amd64" % (v, self.rint(21, 23), self.rint(0, 9))
        else:
            cmd = "docker compose -f /opt/%s/docker-compose.yml images" % tm
            imgs = [("%s-api" % tm, "ghcr.io/%s/%s-api" % (tm, tm), self.fversion()), ("%s-db" % tm, "postgres", "16-alpine"),
                    ("libretranslate", "libretranslate/libretranslate", "v" + v)]
            out = "CONTAINER           REPOSITORY                          TAG\n" + "\n".join("%-19s %-35s %s" % r for r in imgs)
        u = self.ch(["%sWhich %s version am I actually running? The forum says the bug is fixed in a newer one." % (self.en_bits(), f["label"]),
                     "%sCan you check the %s version on the box? I need it for the support form." % (self.en_bits(), f["label"])])
        items = [("user", u), ("tool", "shell", ({"command": cmd}, out))]
        if self.chance(0.55):
            a = "You're on %s **%s**. %s" % (f["label"], v, self.ch(["That's what to put on the form.", "I'd check the changelog before upgrading mid-project."]))
        else:
            a = "The output above has it. %s" % self.ch(["If the fix is newer, I'd wait until the weekend to upgrade.", "Nothing looks broken otherwise."])
        items.append(("assistant", a))
        return items

    def en_cmd_output(self, f):
        k, v = f["k"], f["v"]
        if k == 0:
            return "[+] Pulling 3/3\n ✔ api Pulled\n ✔ web Pulled\n ✔ db Pulled\n[+] Running 3/3\n ✔ Container %s-db   Running\n ✔ Container %s-api  Started\n ✔ Container %s-web  Started" % (self.tm, self.tm, self.tm)
        if k == 1:
            return "\n".join(self.safe(lambda: "2027-01-%02dT%02d:%02d:%02dZ ERROR %s" % (self.rint(11, 21), self.rint(0, 23), self.rint(0, 59), self.rint(0, 59), self.ch(
                ["upstream timeout after 30s (concordance)", "segment import failed: invalid TMX at line %d" % self.rint(100, 9000), "token expired for user pm-readonly"]))) for _ in range(self.rint(1, 4)))
        if k == 2:
            return self.safe(lambda: "NEXT                        LEFT     LAST                        PASSED  UNIT\nSun 2027-01-%02d 02:30:00 CET 14h left Sat 2027-01-%02d 02:30:04 CET 9h ago  %s-backup.timer" % (self.rint(11, 21), self.rint(10, 20), self.tm))
        if k == 3:
            return self.safe(lambda: "(saved, %d bytes)" % self.rint(200000, 9000000))
        if k == 4:
            return json.dumps([{"source": "Tighten the bolts with a calibrated torque wrench.", "target": "Ziehen Sie die Schrauben mit einem kalibrierten Drehmomentschlüssel an.", "score": 0.91}], ensure_ascii=False, indent=2)
        if k == 5:
            return ""
        if k == 6:
            return self.safe(lambda: "ID        Time                 Host        Tags        Paths\n----------------------------------------------------------\n%08x  2027-01-%02d 02:30:11  tmbox                   /srv/%s\n----------------------------------------------------------\n1 snapshots" % (self.rint(0x10000000, 0xffffffff), self.rint(10, 21), self.tm))
        if k == 7:
            return self.safe(lambda: "sending incremental file list\n%s/\n\nsent %s bytes  received %s bytes\ntotal size is %s  speedup is %d.%02d" % (
                self.ch(["Hofmann", "Alpentext", "Messe"]), "{:,}".format(self.rint(10000, 900000)), "{:,}".format(self.rint(100, 9000)),
                "{:,}".format(self.rint(10 ** 7, 10 ** 9)), self.rint(10, 99), self.rint(0, 99)))
        if k == 8:
            return self.safe(lambda: json.dumps({"imported_entries": self.rint(80, 900), "skipped": self.rint(0, 12), "termbase": "tb_%s" % self.asc(self.client[1])}))
        if k == 9:
            return self.safe(lambda: str(self.rint(2000, 30000)))
        if k == 10:
            return self.safe(lambda: "reindexing %s_en-de ... %d segments, done in %ds" % (self.asc(self.client[1]), self.rint(10000, 90000), self.rint(5, 90)))
        if k == 11:
            return self.safe(lambda: "notAfter=%s %d 12:00:00 2027 GMT" % (self.ch(["Mar", "Apr", "Feb"]), self.rint(1, 28)))
        return self.safe(lambda: "peer: %s=\tlatest handshake: %d seconds ago" % ("".join(self.ch("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijk0123456789") for _ in range(43)), self.rint(5, 110)))

    def en_ep_cmd_run(self, f):
        if self.chance(0.5) or '"' in f["v"] or "\\" in f["v"]:
            u = "%sCan you run this on the box? `%s`%s" % (self.en_bits(), f["v"], self.ch(["", " — it's the one that " + f["purpose"] + "."]))
        else:
            u = "%sCan you do the thing that %s? %s" % (self.en_bits(), f["purpose"], self.ch(["You know the one.", "%s wrote it down for me once." % self.dev, "Danke!"]))
        out = self.en_cmd_output(f)
        items = [("user", u), ("tool", "shell", ({"command": f["v"]}, out))]
        a = self.ch(["Done. ", "Ran it. ", "All good — "]) + self.ch(["Output's above, nothing unexpected.", "No errors this time.",
                                                                    "Looks healthy.", "Everything came back as expected."])
        items.append(("assistant", a))
        return items

    def en_ep_cmd_paste(self, f):
        v = f["v"]
        errs = [
            ('{"error":"unauthorized","message":"invalid or expired token"}', "The API token has expired or isn't set in that shell. Check `echo $TM_TOKEN` first."),
            ("permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock",
             "Your user isn't in the `docker` group on that machine (or the session predates it). Prefix with `sudo`, or log out and in again after adding yourself to the group."),
            ("curl: (60) SSL certificate problem: certificate has expired", "The TLS certificate on the server has run out. Caddy normally renews on its own, so it's worth checking its logs for a failed renewal."),
            ("Error response from daemon: No such container", "The container name doesn't match what's running — `docker ps` will show the actual names; maybe the compose project was renamed."),
            ("bash: jq: command not found", "Just a missing tool — `sudo apt install jq` and try again."),
            ("Permission denied (publickey).", "The SSH key isn't being accepted — either the agent isn't running in that terminal or the key isn't authorised on the other side."),
            ("bash: %s: command not found" % v.split()[0], "That tool isn't installed on the machine you ran it on — are you on the laptop rather than the server?"),
        ]
        if v.startswith("curl"):
            opts = [0, 2, 4] if "jq" in v else [0, 2]
        elif v.startswith("docker") and "compose" not in v:
            opts = [1, 3]
        elif "docker" in v:
            opts = [1]
        elif "sftp:" in v or "rsync" in v:
            opts = [5, 6]
        else:
            opts = [6]
        err, why = errs[self.ch(opts)]
        u = "%sI ran `%s` and got this:\n\n```\n%s\n```\n\nwhat does that even mean" % (self.en_bits(), f["v"], err)
        items = [("user", u), ("assistant", why)]
        if self.chance(0.5):
            items += [("user", self.ch(["Ah. Okay, will try again after lunch.", "Yep, that was it. Works now.", "Typisch. Thanks."])),
                      ("assistant", self.ch(["👍", "Good.", "Shout if it does it again."]))]
        return items

    def en_ep_cmd_note(self, f):
        u = self.ch(["%sSaving this here so I stop losing it: `%s` — that's the one that %s." % (self.en_bits(), f["v"], f["purpose"]),
                     "%sFor the record, %s says the way to do it is:\n\n%s\n\n(it %s)" % (self.en_bits(), self.dev, f["v"], f["purpose"])])
        return [("user", u), ("assistant", self.ch(["Saved. Want it in the server notes under 'handy commands'?",
                                                    "Got it; I'll keep it with the other snippets.", "Noted — good one to keep."]))]

    def en_ep_cmd_suggest(self, f):
        u = self.ch(["%sIs there a one-liner that %s? I always end up clicking through five screens." % (self.en_bits(), f["purpose"]),
                     "%sHow do I get something that %s, without %s's help this time?" % (self.en_bits(), f["purpose"], self.dev)])
        a = "This should do it:\n\n```\n%s\n```\n\n%s" % (f["v"], self.ch(["Run it on the box itself, not on the laptop.",
                                                                           "It reads the token from your environment, so nothing secret ends up in the shell history.",
                                                                           "If it complains about permissions, prefix it with sudo."]))
        u2 = self.ch(["Perfect, that's the one I'll use from now on.", "Worked first time. Keeping it.", "Great — that's going in my notes."])
        return [("user", u), ("assistant", a), ("user", u2), ("assistant", self.ch(["👍", "Good.", "Glad it worked."]))]
    # -- decisions / constraints / questions --
    def en_pros_cons(self):
        pros = self.rng.sample(["less stress in fair week", "better hourly rate in the end", "clients like predictability",
                                "fewer late evenings", "it's the professional thing to do", "I'd sleep better"], 2)
        cons = self.rng.sample(["one agency might sulk", "a bit less money this quarter", "more admin up front",
                                "I'll have to explain it to everyone", "it feels like a risk", "the first month will be awkward"], 2)
        return pros, cons

    def en_ep_decision(self, f):
        c, r = f["choice"], f["reason"]
        if f["lang"] == "de":
            u = self.ch(["%sEntschieden: Ich werde %s, denn %s. Punkt." % (self.en_bits(), c, r),
                         "%sSo, I've made up my mind — ich werde %s. Grund: %s." % (self.en_bits(), c, r),
                         "%sNach langem Hin und Her: %s. Warum? Weil ich merke, %s." % (self.en_bits(), c, r)])
        else:
            u = self.ch(["%sDecision made: I'm going to %s. The main reason is that %s." % (self.en_bits(), c, r),
                         "%sI've slept on it and I'll %s — honestly, it's because %s." % (self.en_bits(), c, r),
                         "%sRight. After all that dithering: I'll %s. Why? Because %s. Done, moving on." % (self.en_bits(), c, r),
                         "%s%s\n\nAnyway. I'll %s, because %s." % (self.en_bits(), self.en_musing(), c, r)])
        if self.chance(0.4):
            a = "Sounds well reasoned. Logged: **%s** — because %s." % (c, r)
        else:
            a = self.ch(["That's a sensible call. Do you want me to draft the emails that follow from it?",
                         "Good — one less thing to go back and forth on.", "Makes sense to me. I'll keep it in mind for the planning."])
        return [("user", u), ("assistant", a)]

    def en_ep_decision_pros(self, f):
        c, r = f["choice"], f["reason"]
        pros, cons = self.en_pros_cons()
        u = "%sLet me think this through on paper. Option on the table: %s.\n\nPro:\n- %s\n- %s\n- %s\n\nContra:\n- %s\n- %s\n\n%s" % (
            self.en_bits(), c, r, pros[0], pros[1], cons[0], cons[1],
            self.ch(["Written down like that it's obvious, isn't it. I'm doing it.", "Okay, yes. Decided — I'm doing it.",
                     "Gut. Gemacht. Decision taken."]))
        a = self.ch(["The first point on the pro side outweighs both cons, I'd say. Good decision.",
                     "Agreed — and the cons are mostly about the first few weeks. Want me to note it in the business plan doc?",
                     "That list makes a clear case. Noted as decided."])
        return [("user", u), ("assistant", a)]

    def en_ep_decision_choose(self, f):
        c, r = f["choice"], f["reason"]
        pre = ("user", self.ch(["I keep going back and forth on something. Help me think?", "Can you help me decide something? It's been nagging me all week."]))
        a1 = self.ch(["Of course. What are the options as you see them, and what's pulling you each way?",
                      "Sure. Usually it helps to name the two options and the one thing that matters most — what's the situation?"])
        if f["lang"] == "de":
            u = self.ch(["Eigentlich weiß ich es schon: %s. %s" % (c, self.ch(["Denn %s." % r, "Der Grund ist einfach — %s." % r])),
                         "Na ja. Option zwei, also %s, denn %s." % (c, r)])
        else:
            u = self.ch(["Typing it out, I think I already know: %s. %s" % (c, self.ch(["Because %s." % r, "Basically %s, so it's a no-brainer." % r])),
                         "It's whether to %s. And yes, I will, because %s." % (c, r)])
        a2 = self.ch(["Then that's settled. Noted.", "Good — logged as decided.", "Sounds right. I'll keep that in the notes."])
        return [pre, ("assistant", a1), ("user", u), ("assistant", a2)]

    def en_ep_decision_email(self, f):
        c, r = f["choice"], f["reason"]
        to = self.ch(["my colleague %s" % self.ch(["Steffi", "Bettina", "Claire", "Nadine"]), "the translators' Stammtisch chat",
                      "my accountability buddy %s" % self.ch(["Ute", "Rachel", "Sabine"])])
        if f["lang"] == "de":
            u = "%sKannst du eine kurze Nachricht an %s formulieren? Inhalt: Ich habe mich entschieden — %s. Begründung: %s." % (self.en_bits(), to, c, r)
            a = "Vorschlag:\n\n---\nHallo zusammen,\n\nkurzes Update von mir: Ich habe mich entschieden — %s. Der Grund: %s. Falls ihr Erfahrungen damit habt, erzählt gern!\n\nLiebe Grüße\n%s\n---" % (c, r, self.me)
        else:
            u = "%sCan you draft a short message to %s? I want to tell them I've decided to %s — the reason being that %s." % (self.en_bits(), to, c, r)
            a = "Here's a draft:\n\n---\nQuick update from me: I've decided to %s, mainly because %s. If any of you have done the same, I'd love to hear how it went!\n\n%s\n---" % (c, r, self.me)
        items = [("user", u), ("assistant", a)]
        if self.chance(0.5):
            items += [("user", self.ch(["Perfect, sending.", "Slightly too polite, but fine. Sent.", "Gut so. Raus damit."])),
                      ("assistant", self.ch(["👍", "Great.", "Done, then."]))]
        return items

    def en_constraint_line(self, f):
        a, c = f["action"], f["cond"]
        if f["lang"] == "de":
            return self.ch(["Neue Regel: %s — %s. Keine Ausnahmen." % (a, c), "Ab jetzt gilt für mich: %s, %s, sonst gar nicht." % (a, c)])
        return self.ch(["New rule, and I mean it: I %s %s." % (a, c), "From now on I %s %s. No exceptions, not even for nice people." % (a, c),
                        "Ich hab's satt, so here's the rule: I %s %s." % (a, c), "Put this somewhere visible: I %s %s." % (a, c)])

    def en_ep_constraint(self, f):
        u = self.en_bits() + self.en_constraint_line(f) + self.ch(["", " Last month taught me that the hard way.", " " + self.en_musing()])
        if self.chance(0.4):
            r = "Noted as a hard rule: **%s %s**. I'll flag anything that would break it." % (f["action"], f["cond"])
        else:
            r = self.ch(["Got it — I'll hold you to that.", "Noted as a firm rule.", "Added to your house rules."])
        return [("user", u), ("assistant", r)]

    def en_ep_constraint_ask(self, f):
        a, c = f["action"], f["cond"]
        pre = ("user", self.ch(["What's still open on the admin side?", "Where are we with the pending stuff?"]))
        if f["lang"] == "de":
            q = "Fast alles erledigt. Eine Frage noch: Soll ich das einplanen — %s — oder lieber warten?" % a
        else:
            q = "Almost everything is done. One thing: should I plan to %s now, or hold off?" % a
        u = self.ch(["Not yet — %s. Always. We've been burnt before." % c, "Hold off! %s, remember." % c, "Yes, but %s." % c])
        return [pre, ("assistant", q), ("user", u), ("assistant", self.ch(["Understood, I'll wait.", "Noted, I won't jump the gun.", "Okay — parked until then."]))]

    def en_ep_constraint_reply(self, f):
        a, c = f["action"], f["cond"]
        ag = f["ag"]
        pasted = "From: %s <%s@%s>\nSubject: Quick turnaround?\n\nHi %s,\ncould you squeeze in a %s-word review by tomorrow morning? The client says it's urgent. PO to follow, promise!\n\nThanks,\n%s" % (
            ag["short"] + " Projects", "projects", ag["dom"], self.me, self.fwords(1200, 4000), self.fname().split()[0])
        if f["lang"] == "de":
            u = "%sSchau dir das an:\n\n%s\n\nAntwort bitte höflich, aber klar. Für mich gilt: %s — %s." % (self.en_bits(), pasted, a, c)
        else:
            u = "%sLook at this:\n\n%s\n\nWrite back politely but firmly. My rule is that I %s %s, and that's not changing." % (self.en_bits(), pasted, a, c)
        r = "Draft:\n\n---\nHi,\n\nthanks for thinking of me! I'm happy to help where I can, but I have a fixed policy on this, so please send everything over in writing first and I'll confirm straight away if it fits.\n\nBest,\n%s\n---" % self.me
        return [("user", u), ("assistant", r)]

    def en_ep_combo(self, f):
        d = f if f["kind"] == "decision" else self.take("decision")
        k = f if f["kind"] == "constraint" else self.take("constraint")
        bl = []
        if d:
            bl.append(("%s (%s)" if d["lang"] == "en" else "%s — %s") % (d["choice"], d["reason"]))
        if k:
            bl.append(("I %s %s" if k["lang"] == "en" else "%s: %s") % (k["action"], k["cond"]))
        bl.append(self.ch(["update the rate sheet", "tidy the termbase exports", "send the fair glossary draft to the exhibitor"]))
        self.rng.shuffle(bl)
        u = "%sPlanning for the next few weeks, as it stands:\n\n%s\n\n%s" % (self.en_bits(), "\n".join("%d. %s" % (i + 1, b) for i, b in enumerate(bl)),
                                                                       self.ch(["Sensible?", "Anything I've missed?", "Meinungen?"]))
        a = self.ch(["All sensible. The only thing I'd add is a buffer day before the fair.",
                     "That hangs together well. Want it as a checklist?",
                     "Looks good. I'd tell the agencies about the fair week early, so they stop offering you jobs for it."])
        return [("user", u), ("assistant", a)]

    def en_main_request(self):
        return self.uniq("mainreq", [
            ("can you suggest a better German for 'seamless integration'? Everything I write sounds like a brochure.",
             "A few options, depending on register:\n\n- *nahtlose Einbindung* — closest, still a bit brochure-y\n- *fügt sich ohne Umbau in bestehende Anlagen ein* — concrete, good for technical copy\n- *lässt sich problemlos integrieren* — neutral\n\nFor a manual I'd pick the second."),
            ("what's a polite way to tell a PM their source text has errors without sounding like a know-it-all?",
             "Frame it as a query rather than a correction: \"While translating, I noticed two passages where the source might contain a typo — could you check with the client? I've marked them in the comments.\" It keeps you helpful, not superior."),
            ("could you tighten this sentence: 'Please be advised that the delivery of the files will be effected by the end of the day on Friday.'",
             "\"I'll deliver the files by end of day on Friday.\""),
            ("what would you call 'Betriebsanleitung' in British English, operating instructions or operating manual?",
             "Both are used. *Operating instructions* is the term in the Machinery Directive's English version, so for machinery it's the safer choice; *operating manual* reads a little more naturally for consumer products."),
            ("give me a short out-of-office for the fair days, bilingual please.",
             "> Vielen Dank für Ihre Nachricht. Ich bin bis einschließlich Freitag auf einer Messe im Einsatz und antworte ab Montag.\n> Thank you for your message. I'm interpreting at a trade fair until Friday and will reply from Monday."),
            ("is 'zeitnah' okay in a formal email or is it too corporate?",
             "It's fine and very common, but a bit vague. If you mean a specific time, say it — \"bis Mittwoch\" is friendlier than \"zeitnah\"."),
            ("how would you render 'Anlage' in a legal letter, enclosure or annex?",
             "In a letter, *Anlage* is usually *enclosure* (UK) or *attachment* in emails. *Annex* fits contracts and regulations where the Anlage is part of the document."),
            ("can you make this French sentence sound less stiff: 'Nous vous prions de bien vouloir nous faire parvenir les documents.'",
             "\"Pourriez-vous nous envoyer les documents ?\" — or, slightly more formal, \"Merci de nous transmettre les documents.\""),
            ("what's a decent subject line for chasing an overdue invoice the second time?",
             "\"Second reminder: invoice from December\" — short, factual, and it tells accounts exactly what to look for."),
        ])

    def en_ep_question_aside(self, f):
        req, ans = self.en_main_request()
        u = self.ch(["%sRandom question while I think of it — %s Anyway, more urgently: %s" % (self.en_bits(), f["q"], req),
                     "%sTwo things. First, %s Second, %s" % (self.en_bits(), f["q"], req),
                     "%sNebenbei, something I keep meaning to find out: %s But first, %s" % (self.en_bits(), f["q"], req)])
        return [("user", u), ("assistant", ans)]

    def en_ep_question_list(self, f):
        others = self.sample_new("qlist", [
            ("is it normal for agencies to pay 100% matches at zero now?", None),
            ("what time does the first ICE leave for %s?" % self.fcity, None),
            ("how long before a fair do exhibitors usually send the slides?", "In practice often only a few days; asking for them two weeks ahead in the contract gives you at least a chance."),
            ("is TBX or CSV better for sending a glossary to an agency?", "TBX keeps definitions and metadata, so for CAT tools it's the better choice; CSV is fine if they'll only open it in Excel."),
            ("should the invoice go out before or after the client's feedback?", "After delivery — the feedback round doesn't change that the service was provided, unless your terms say otherwise."),
            ("what's a fair hourly rate for post-editing?", None),
            ("does anyone still fax things to the Finanzamt?", None),
        ], 2)
        qs = [f["q"]] + [o[0] for o in others]
        self.rng.shuffle(qs)
        u = "%sThings I need to find out this week:\n\n%s\n\nNo rush on any of them." % (self.en_bits(), "\n".join("- " + self.cap(q) for q in qs))
        answered = [o for o in others if o[1]]
        if answered:
            a = "I can help with one of those straight away — %s %s\n\nThe others I'd rather check properly than guess." % (self.cap(answered[0][0]), answered[0][1])
        else:
            a = "Noted all of those; I'll keep them on the list."
        return [("user", u), ("assistant", a)]

    def en_ep_question_dropped(self, f):
        u = "%s%s %s" % (self.en_bits(), self.cap(f["q"]), self.ch([
            "Actually, hold that thought — the Alpentext PM is calling.", "Wait, doorbell. Back in a minute.",
            "Oh hang on, the phone — it's the exhibitor."]))
        items = [("user", u), ("assistant", self.ch(["Go ahead, I'm here when you're back.", "Sure — take your time."]))]
        items += [("user", self.ch(["Back. That was about the fair schedule again. Where was I...", "Sorry! Okay, where were we?"])),
                  ("assistant", self.ch(["Welcome back. You were in the middle of the admin list.", "Welcome back — shall we continue with the emails?"]))]
        return items

    def en_ep_question_long(self, f):
        m = self.en_musing()
        req, ans = self.en_main_request()
        u = "%s%s\n\nThere's also something I genuinely don't know and should: %s I'll look into it when the fair's over.\n\nBut for now: %s" % (
            self.en_bits(), m, f["q"], req)
        return [("user", u), ("assistant", ans)]

    # -- English filler --
    def en_fillers(self):
        return [(4, self.en_f_small), (5, self.en_f_segment), (2, self.en_f_portal), (1, self.en_f_convert),
                (3, self.en_f_mail), (1, self.en_f_health), (3, self.en_f_draft), (1, self.en_f_tz),
                (2, self.en_f_tax), (2, self.en_f_dispute), (2, self.en_f_glossary), (3, self.en_f_style),
                (1, self.en_f_analysis), (3, self.en_f_server), (3, self.en_f_interp), (2, self.en_f_business),
                (3, self.en_f_long), (2, self.en_f_travel)]

    def en_opening(self):
        return [("user", "Morgen! ☕ Big week: the %s job, prep for %s, the %s invoice drama and my tax return. Ready?" % (
                    self.ags[0]["short"], self.fair, self.disputer[1])),
                ("assistant", "Good morning, %s! Ready when you are. Where do you want to start — jobs, the fair, or the inbox?" % self.me)]

    def en_closing(self):
        return [("user", self.ch(["Okay, Feierabend. Thank you, that was a productive day.", "That's me done for today. Brain is mush. Danke!"])),
                ("assistant", self.ch(["Enjoy the evening — speak tomorrow.", "Well earned. Bis morgen, %s!" % self.me]))]

    def en_slip(self, text):
        if "`" in text or "\t" in text or "http" in text or "\n-" in text or "From:" in text:
            return text
        words = text.split(" ")
        for i, w in enumerate(words):
            if len(w) > 5 and w.isalpha() and w.islower() and self.chance(0.04):
                j = self.rint(1, len(w) - 3)
                words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
        text = " ".join(words)
        if self.chance(0.3):
            text = text.replace(" the the ", " the ").replace(". ", ".  ", 1)
        if self.chance(0.2):
            text = text.replace(" and ", " und ", 1)
        if self.chance(0.15) and text[:1].isupper():
            text = text[0].lower() + text[1:]
        return text

    def en_f_small(self):
        return self.uniq("small", [
            [("user", "Sorry, the Paketbote just rang three times and then left a card anyway. Back."), ("assistant", "The classic. Welcome back!")],
            [("user", "Do you ever think I should have become a teacher like my mother wanted. Don't answer that."), ("assistant", "I won't — though from what I've seen this week, the interpreting suits you.")],
            [("user", "Lunch. 20 minutes. If anyone emails, they can wait."), ("assistant", "Enjoy. The emails will survive.")],
            [("user", "Tea first, then the next monster paragraph."), ("assistant", "Good plan. ☕")],
            [("user", "My neighbour asked if I 'just type things into Google Translate'. I smiled. I did not scream."), ("assistant", "Admirable restraint.")],
            [("user", "Got a lovely thank-you card from last year's fair client. Made my day."), ("assistant", "That's lovely — worth keeping for the days when the admin gets to you.")],
            [("user", "Why do agencies send job offers at 23:40 with a 9:00 deadline"), ("assistant", "Because somewhere a project manager got the files at 23:30. It's not a great reason, but it's usually the reason.")],
            [("user", "Kopfschmerzen. Five minutes of staring out of the window."), ("assistant", "Take them — nothing here is on fire.")],
            [("user", "The cat just deleted half a sentence by walking across the keyboard. Honestly an improvement."), ("assistant", "A harsh but fair editor.")],
            [("user", "It's snowing! Properly snowing. I am not going outside today under any circumstances."), ("assistant", "Sounds like an excellent day for a long translation, then.")],
            [("user", "Just realised I've been saying 'Entschuldigung' to the printer."), ("assistant", "It's probably earned at least that much politeness, given its history.")],
            [("user", "Three cups of coffee and it's not even ten. This is fine."), ("assistant", "Maybe make the fourth one a glass of water.")],
            [("user", "Ich bin so müde. Is it Friday yet? It's Tuesday."), ("assistant", "Only three more sleeps. You can do it.")],
            [("user", "My mum just phoned to ask if 'the translating thing' is going well. Twenty years in."), ("assistant", "Tell her the translating thing now includes running a server. That should impress her.")],
            [("user", "Back. Had to go and sign for a parcel for the neighbours again."), ("assistant", "Unofficial parcel station of the street. Welcome back.")],
            [("user", "I just read my own sentence from last year's manual and winced."), ("assistant", "That usually means you've got better since, which is the good kind of wince.")],
            [("user", "Okay, I need ten minutes of not looking at a screen."), ("assistant", "Take them. Everything will still be here.")],
        ])

    def en_f_segment(self):
        src, tgt, q, a = self.uniq("segment", [
            ("Tighten the M8 bolts to the specified torque using a calibrated torque wrench.",
             "Ziehen Sie die M8-Schrauben mit einem kalibrierten Drehmomentschlüssel auf das vorgegebene Anzugsdrehmoment an.",
             "Is 'Anzugsdrehmoment' overkill here, or is 'Drehmoment' enough?",
             "In a manual, *Anzugsdrehmoment* is the precise term and what German technicians expect. Keep it."),
            ("The device must only be operated by trained personnel.",
             "Das Gerät darf nur von geschultem Personal bedient werden.",
             "'geschult' or 'unterwiesen'? The client's old manuals use both.",
             "*Unterwiesen* has a specific meaning in German safety law (formal instruction). If the source means general training, *geschult* is right — but check which one their legal team uses."),
            ("Our mission is to empower customers to achieve more with less.",
             "Unser Ziel: Kunden dabei zu unterstützen, mit weniger mehr zu erreichen.",
             "Marketing wants 'empower' translated literally. I refuse. Opinion?",
             "A literal *befähigen* sounds odd in German marketing copy. Your version keeps the meaning without the anglicism — I'd defend it."),
            ("Le présent contrat est régi par le droit suisse.",
             "Dieser Vertrag unterliegt schweizerischem Recht.",
             "Any reason to say 'Schweizer Recht' instead?",
             "Both are correct; *schweizerischem Recht* is the more formal legal register and common in Swiss contracts."),
            ("Warranty claims shall be void if the seal has been broken.",
             "Gewährleistungsansprüche erlöschen, wenn das Siegel gebrochen wurde.",
             "Warranty vs guarantee — Gewährleistung or Garantie?",
             "*Warranty* in this sense (statutory/contractual liability for defects) maps to *Gewährleistung*; *Garantie* is a voluntary extra promise. Your choice fits."),
            ("Please refer to the enclosed data sheet for further details.",
             "Weitere Einzelheiten entnehmen Sie bitte dem beiliegenden Datenblatt.",
             "Too stiff?",
             "It's standard for technical documentation. For a marketing flyer I'd say *Mehr dazu im beiliegenden Datenblatt.*"),
            ("The study met its primary endpoint.",
             "Die Studie erreichte ihren primären Endpunkt.",
             "The reviewer changed it to 'hat ihren primären Endpunkt erreicht'. Is that better?",
             "Both are correct; the perfect tense is more usual in German reporting of results. It's a preference change, not an error."),
            ("Die Anlage ist für den Dauerbetrieb ausgelegt.",
             "The system is designed for continuous operation.",
             "'Anlage' — system, plant or installation? Context is a packaging line.",
             "For a packaging line, *system* or *line* works best; *plant* suggests a whole factory and *installation* sounds like the act of installing."),
            ("Nous vous remercions de votre confiance.",
             "Wir danken Ihnen für Ihr Vertrauen.",
             "It's the closing line of a French cover letter. Too literal?",
             "It's a perfectly idiomatic German closing as well — no need to change it."),
            ("Our team will reach out to you shortly.",
             "Unser Team wird sich in Kürze bei Ihnen melden.",
             "Is 'in Kürze' okay or does it sound like a train announcement?",
             "It's standard in business German. *Zeitnah* would be the more corporate alternative; *bald* is too casual here."),
            ("Der Auftragnehmer haftet nur für Vorsatz und grobe Fahrlässigkeit.",
             "The contractor shall only be liable for intent and gross negligence.",
             "'intent' or 'wilful misconduct'?",
             "*Wilful misconduct* is the common-law flavour; *intent* is closer to *Vorsatz* as a concept. For a contract under German law, *intent and gross negligence* is the usual rendering."),
            ("Please ensure that all personal protective equipment is worn at all times.",
             "Stellen Sie sicher, dass jederzeit die vollständige persönliche Schutzausrüstung getragen wird.",
             "Passive sounds heavy here. Alternative?",
             "*Tragen Sie jederzeit die vollständige persönliche Schutzausrüstung.* — direct imperative, which is what German safety instructions usually use."),
            ("La livraison est prévue pour la fin du mois.",
             "Die Lieferung ist für Ende des Monats geplant.",
             "Fine, or 'Ende des Monats' vs 'Monatsende'?",
             "Both are fine; *zum Monatsende* is slightly more compact and common in business letters."),
            ("Subject to change without notice.",
             "Änderungen vorbehalten.",
             "The client wants it 'more complete'. Thoughts?",
             "*Änderungen vorbehalten* is the established German formula — longer versions would look unusual. I'd explain that to the client."),
            ("We are thrilled to announce our new partnership.",
             "Wir freuen uns, unsere neue Partnerschaft bekannt zu geben.",
             "'thrilled' gets lost. Do I care?",
             "German press releases are more restrained; *freuen uns sehr* is as enthusiastic as it usually gets. Losing the thrill is the right call."),
        ])
        u = "%sSegment check, please.\n\nEN/FR: %s\nDE: %s\n\n%s" % (self.en_bits(), src, tgt, q)
        return [("user", u), ("assistant", a)]

    def en_f_portal(self):
        ag = self.ch(self.ags)
        jobs = []
        for _ in range(self.rint(1, 3)):
            o = self.en_job_json(ag, self.fjob(ag), self.safe(lambda: "PO-%07d" % self.rint(1000000, 9999999)), self.fname(),
                                 self.rint(300, 6000), self.frate(ag), 0, self.fiso(), self.ch(SUBJECTS_EN), self.ch(["delivered", "invoiced", "paid"]))
            o["total"]["amount"] = round(o["weighted_words"] * o["rate_per_word"]["amount"], 2)
            if self.ok(json.dumps(o, ensure_ascii=False)):
                jobs.append(o)
        if not jobs:
            return self.en_f_tz()
        out = {"vendor": "%s %s" % (self.me, self.mysur), "portal": ag["portal"], "count": len(jobs), "jobs": jobs}
        return [("user", self.ch(["Has %s marked my December jobs as paid yet?" % ag["short"],
                                  "Can you check the %s portal for anything still unpaid?" % ag["short"],
                                  "What does %s show for my recent jobs? Just checking their statuses." % ag["short"]])),
                ("tool", "portal_lookup", ({"agency": ag["short"], "status": "delivered,invoiced,paid"}, out)),
                ("assistant", "%d job%s listed; %s" % (len(jobs), "s" if len(jobs) > 1 else "", self.ch(
                    ["none of them new — the statuses just show where each one is in their process.",
                     "the 'invoiced' ones usually flip to 'paid' at their month-end run."])))]

    def en_f_convert(self):
        ag = self.ch([a for a in self.ags if a["ccy"] != "EUR"])
        rate = {"GBP": 1.1861, "CHF": 1.0652}[ag["ccy"]]
        for _ in range(100):
            c = self.fcents(200, 3000)
            res = "{:,.2f}".format(c / 100.0 * rate)
            if self.ok("€" + res) and self.ok(res + " EUR"):
                break
        out = "%.2f %s = %s EUR\nrate: 1 %s = %.4f EUR (mid-market)" % (c / 100.0, ag["ccy"], res, ag["ccy"], rate)
        return [("user", "Roughly what's %.2f %s in euros? Just for the bookkeeping sheet." % (c / 100.0, ag["ccy"])),
                ("tool", "currency_convert", ({"amount": c / 100.0, "from": ag["ccy"], "to": "EUR"}, out)),
                ("assistant", "About €%s. For the books, use the rate on the day the payment actually lands." % res)]

    def en_f_mail(self):
        who = self.fname()
        ag = self.ch(self.ags)
        topic, body = self.uniq("fmail", [
            ("availability", "Hi %s,\n\nare you available for a short review next week? Around %s words, no rush.\n\nBest" % (self.me, self.fwords(500, 2000))),
            ("newsletter", "Dear translator,\n\nour vendor newsletter is out: new QA guidelines, holiday schedule and a reminder to keep your profile up to date.\n\nYour vendor team"),
            ("feedback", "Hi %s,\n\nthe client was very happy with the last delivery — thank you! Nothing to change.\n\nCheers" % self.me),
            ("holiday", "Dear partners,\n\nplease note our office will be closed on the public holiday; urgent requests via the portal only.\n\nKind regards"),
        ])
        out = "1 result\n\n=== 1/1 ===\nFrom: %s <%s@%s>\nTo: %s %s <%s>\nDate: %s\nSubject: %s\n\n%s\n%s" % (
            who, self.asc(who.split()[0]), ag["dom"], self.me, self.mysur, self.email, self.maildate(), topic.capitalize(), body, who)
        return [("user", "Anything from %s about the %s thing?" % (ag["short"], topic)),
                ("tool", "mail_search", ({"query": "%s %s" % (ag["short"], topic), "limit": 3}, out)),
                ("assistant", "Yes — %s: %s" % (who.split()[0], body.split("\n\n")[1]))]

    def en_f_health(self):
        out = {"status": "ok", "memories": self.rint(8, 40), "termbases": self.rint(3, 12), "queue": self.rint(0, 4),
               "last_backup": self.safe(lambda: "2027-01-%02dT02:30:%02dZ" % (self.rint(10, 21), self.rint(0, 59))),
               "disk_free_gb": self.rint(12, 180)}
        return [("user", self.ch(["Is the TM server alive? The plugin felt sluggish this morning.", "Quick health check on the TM box, please."])),
                ("tool", "shell", ({"command": 'curl -s "https://%s/api/v1/health"' % self.tmhost}, out)),
                ("assistant", "Healthy — last backup ran overnight and there's plenty of disk. The sluggishness was probably on the CAT side.")]

    def en_f_draft(self):
        kind = self.uniq("draftkind", ["decline", "quote", "availability", "feedback", "reminder", "intro", "query"])
        if kind in ("feedback", "reminder", "intro", "query"):
            u, a = {
                "feedback": ("A reviewer left twelve comments, eight of them preference. Draft a calm reply?",
                             "\"Thank you for the review. I've accepted the four corrections (segments marked in the file). The remaining comments are stylistic preferences; I've left those as they were, as both versions are correct — happy to change them if the client prefers.\""),
                "reminder": ("Friendly first payment reminder for an agency, please. Not passive-aggressive.",
                             "\"Hello, I hope all is well. I just wanted to check whether my December invoice has reached the right person — I haven't seen the payment yet. Many thanks for looking into it!\""),
                "intro": ("Two sentences introducing me to a new agency. German and English, some French.",
                          "\"I'm a freelance translator and conference interpreter working from German and French into English and from English into German, specialising in engineering, medical devices and corporate communications. I work in Trados Studio and memoQ and host my own translation memory infrastructure.\""),
                "query": ("I need to send a terminology query to a PM — the source uses three different words for the same part.",
                          "\"Quick terminology query: the source uses *bracket*, *mount* and *holder* for what appears to be the same part (see segments 14, 52 and 87). Could the client confirm whether these are the same component? If so, I'd use one German term throughout.\""),
            }[kind]
            return [("user", u), ("assistant", a)]
        if kind == "decline":
            u = "Can you draft a friendly 'sorry, fully booked' for an agency? I don't want them to stop asking."
            a = "---\nHi,\n\nthank you for thinking of me! Unfortunately I'm fully booked until the end of the month, so I can't take this one on without compromising quality. Please do keep me in mind for the next project — I'd be glad to help.\n\nBest regards,\n%s\n---" % self.me
        elif kind == "quote":
            u = "I need a short cover text for a quote to a new direct client. Professional, not grovelling."
            a = "---\nDear Ms/Mr …,\n\nthank you for your enquiry. Please find my quote attached. It includes translation, a full quality check and one round of corrections. Terminology queries will be collected and sent to you in one go, so your team isn't interrupted repeatedly.\n\nI look forward to hearing from you.\n\nKind regards,\n%s %s\n---" % (self.me, self.mysur)
        else:
            u = "Agency wants my availability for February. Can you phrase 'limited, because of the fair' nicely?"
            a = "\"My availability in February is limited because of an interpreting assignment at a trade fair. Shorter jobs with flexible deadlines are very welcome; for larger projects, early March works well.\""
        items = [("user", u), ("assistant", a)]
        if self.chance(0.5):
            items += [("user", self.ch(["Perfect.", "A bit formal, but that's the point. Thanks.", "Gut, nehme ich."])), ("assistant", self.ch(["👍", "Good."]))]
        return items

    def en_f_tz(self):
        ag = self.ch(self.ags)
        h = self.rint(9, 17)
        if ag["off"] == "+00:00":
            a = "%s is an hour behind you in winter, so %d:00 %s is %d:00 your time." % (ag["city"], h, ag["tz"], h + 1)
        else:
            a = "Same time zone as you — %d:00 %s is %d:00 for you too." % (h, ag["tz"], h)
        return [("user", "%s says 'by %d:00 %s' — what's that for me?" % (ag["short"], h, ag["tz"])), ("assistant", a)]

    def en_f_tax(self):
        return self.uniq("tax", [
            [("user", "What's the correct wording on an invoice to a UK agency for reverse charge again?"),
             ("assistant", "Something like: \"Reverse charge: VAT to be accounted for by the recipient\" plus both VAT numbers (yours and theirs, where they have one). Check it against what your tax adviser prefers.")],
            [("user", "Which receipts do I actually need to keep for the fair trip?"),
             ("assistant", "Train tickets, hotel invoice in your name, and anything you pass on to the client. Meals are usually covered by the flat per-diem rather than receipts.")],
            [("user", "Umsatzsteuer-Voranmeldung done. I deserve a medal."),
             ("assistant", "Or at least a very good coffee. Well done.")],
            [("user", "Is it normal that the tax return takes me longer than a 5,000-word job?"),
             ("assistant", "Sadly, yes, for most freelancers. A running spreadsheet through the year makes next year's much faster.")],
            [("user", "Do I put the Swiss agency's invoices in the Zusammenfassende Meldung too?"),
             ("assistant", "No — that report only covers customers in other EU member states, and Switzerland isn't one. The Swiss invoices still go in your VAT return as non-taxable services, though.")],
            [("user", "Which year does an invoice count for if I write it in December and get paid in January?"),
             ("assistant", "If you use cash accounting for your profit (as most freelancers filing an EÜR do), income counts in the year you receive it — so January. Your tax adviser will confirm how you've been doing it so far.")],
            [("user", "I found a receipt from March in my winter coat. Is it too late?"),
             ("assistant", "Not if the return for that year isn't filed yet — add it to the pile. That's what the pile is for.")],
        ])

    def en_f_dispute(self):
        d = self.disputer[1]
        return self.uniq("dispute", [
            [("user", "%s's marketing team now says 'Innovationsführer' is 'too bold'. It's in THEIR source text." % d),
             ("assistant", "That's a source-text issue, not a translation error. It's worth pointing out politely — with the source segment quoted.")],
            [("user", "How do I separate preference changes from actual errors in their feedback?"),
             ("assistant", "Make a three-column table: their change, category (error / terminology / preference), and a short note. Only the first category is your responsibility; the table makes that visible without arguing.")],
            [("user", "I'm so annoyed about the %s thing I can't concentrate." % d),
             ("assistant", "Understandable. Maybe park it until tomorrow morning and write the reply then — it'll be calmer and shorter.")],
            [("user", "Their latest email quotes my own glossary back at me as if it were theirs. The glossary THEY approved."),
             ("assistant", "That's actually useful: it means they accept the glossary as the reference. Any segment that follows it can't be an error by their own standard.")],
            [("user", "Do I send %s the track-changes version or a clean one with a list?" % d),
             ("assistant", "Both: the clean file for use, and a short list of the changes you accepted. Track changes on a whole catalogue tends to reopen every discussion.")],
            [("user", "Sometimes I wonder if I'm being too stubborn about %s." % d),
             ("assistant", "Standing by work that was delivered as agreed isn't stubbornness. Being open about the genuine corrections is what keeps it fair — and you've done that.")],
        ])

    def en_f_glossary(self):
        terms = self.rng.sample([("Antriebsstrang", "drive train"), ("Stillstandszeit", "downtime"), ("Nachrüstsatz", "retrofit kit"),
                                 ("Wirkungsgrad", "efficiency"), ("Schaltschrank", "control cabinet"), ("Lastenheft", "requirements specification"),
                                 ("Wartungsintervall", "maintenance interval"), ("Zulieferer", "supplier")], 4)
        u = self.ch(["Glossary for the fair, first draft:\n\n%s\n\nAnything you'd change?",
                     "A few more terms from the exhibitor's product sheets:\n\n%s\n\nAll fine as standard equivalents?",
                     "Fair glossary, batch from this morning:\n\n%s\n\nAny of these that could be ambiguous on the stand?"]) % "\n".join("%s = %s" % t for t in terms)
        a = "Looks solid. I'd only add context notes for anything ambiguous — e.g. whether *%s* is meant in the mechanical or the business sense at this stand." % terms[0][0]
        return [("user", u), ("assistant", a)]

    def en_f_style(self):
        return self.uniq("style", [
            [("user", "Gendern in the %s brochure — colon, asterisk or neither?" % self.client[1]),
             ("assistant", "Ask the client for their style guide first. If they have none, pairs or neutral forms (*Mitarbeitende*) are the least contentious for a technical brochure.")],
            [("user", "'E-Mail' or 'Email' in German text?"), ("assistant", "*E-Mail* is the Duden form and what most style guides use.")],
            [("user", "Do I keep the English product names in the German catalogue?"), ("assistant", "Usually yes — product names are trademarks. Translate the descriptive bits around them, not the names.")],
            [("user", "Sie or du for an outdoor brand's website? They say 'young and relaxed'."), ("assistant", "Outdoor brands in German-speaking markets mostly use *du* now. If the English copy is chatty and direct, *du* will match the tone better.")],
            [("user", "Decimal comma in the English version of a German spec sheet — convert or keep?"), ("assistant", "Convert to decimal points for an English-language document, and watch the thousand separators too — 1.500 in German is 1,500 in English.")],
            [("user", "Serial comma in British English — yes or no for this client?"), ("assistant", "British house styles mostly leave it out unless needed for clarity. Check whether the client's existing English material uses it and follow that.")],
            [("user", "How do you render 'Sehr geehrte Damen und Herren' without sounding like 1987?"), ("assistant", "*Dear Sir or Madam* is the literal equivalent but dated; in most business contexts *Dear [team name]* or just *Hello* reads better in English.")],
            [("user", "Is 'Ansprechpartner' ever not awkward in English?"), ("assistant", "*Contact* or *point of contact* covers most cases; *your contact person* is fine in letters. Avoid *contact partner* — it sounds translated.")],
        ])

    def en_f_server(self):
        return self.uniq("server", [
            [("user", "Should the Postgres data for the TM server live on its own volume, or is the default fine?"),
             ("assistant", "A named volume (or a bind mount to a dedicated directory) is worth it: it survives container rebuilds and makes backups and restores much easier to reason about.")],
            [("user", "%s keeps saying I should put the server behind a reverse proxy. Why, in one paragraph?" % self.dev),
             ("assistant", "A reverse proxy terminates TLS in one place, renews the certificates automatically, and lets the TM containers listen only on localhost. That way nothing but the proxy is exposed, and you can add more services later without opening more ports.")],
            [("user", "How often should I actually test restoring a backup? Be honest."),
             ("assistant", "Once a quarter is a reasonable rhythm for a one-person setup — and always after changing anything about the backup job. An untested backup is mostly a hope.")],
            [("user", "The server's disk is at 71%. Panic?"),
             ("assistant", "No panic — but worth finding out what's growing. Old Docker images and logs are the usual suspects; `docker system df` shows where the space went.")],
            [("user", "Is it silly to self-host a TM server as a one-woman business?"),
             ("assistant", "Not if it saves you from re-exporting TMX files for every agency and keeps your client data under your control. The price is a bit of maintenance, which you already seem to have a routine for.")],
            [("user", "What's the least painful way to keep the containers up to date without breaking things mid-project?"),
             ("assistant", "Pin the image versions, update deliberately on a quiet day, take a database dump just before, and read the changelog for anything marked as breaking.")],
            [("user", "Do I need to worry about the TM server if the power goes out?"),
             ("assistant", "Postgres handles unclean shutdowns reasonably well, but a small UPS for the box and router is cheap insurance — and the nightly backups cover the worst case.")],
        ])

    def en_f_interp(self):
        return self.uniq("interp", [
            [("user", "How do you prepare for a press conference when they send the slides the night before? Asking for me."),
             ("assistant", "Work backwards: company website and last year's press release first, then a short glossary of product names and numbers, then skim the slides for anything new. Names and figures are where interpreters get caught out.")],
            [("user", "Whispered interpreting for a stand demo — any tricks to save my voice?"),
             ("assistant", "Stand close and slightly behind the listener, speak low rather than whispering properly, drink water between demos, and ask for a portable set if the group is bigger than two or three.")],
            [("user", "My booth partner and I have never worked together. What should we agree before the first day?"),
             ("assistant", "Who takes which slot, how you hand over, how you signal for help with a number or a name, and who watches the microphone button. Ten minutes on that saves a lot of awkwardness in the booth.")],
            [("user", "I always get nervous before the first sentence at a fair. Twenty years and still."),
             ("assistant", "That's very common, and usually a sign you care about getting it right. Having the first two sentences of the speaker's intro prepared often takes the edge off.")],
            [("user", "Consecutive for a customer meeting — notes on paper or tablet?"),
             ("assistant", "Whatever you practise with. Paper never runs out of battery; a tablet is easier to carry around a stand. Many interpreters keep a paper pad as a backup either way.")],
            [("user", "How do I politely tell an exhibitor their CEO speaks too fast?"),
             ("assistant", "Frame it as helping the audience: \"The international guests will follow best if there are short pauses between the main points — could we mention that to him before the press conference?\"")],
        ])

    def en_f_business(self):
        return self.uniq("business", [
            [("user", "Is it normal to feel guilty about raising rates? Because I do."),
             ("assistant", "Very normal, and almost always unnecessary. Costs go up for everyone; clients who value your work generally accept a reasoned, well-announced increase.")],
            [("user", "How many direct clients would I need to stop depending on agencies?"),
             ("assistant", "There's no fixed number, but most freelancers who make that move have three or four regular direct clients covering the bulk of their income, plus agencies as a buffer.")],
            [("user", "Should I have a website in three languages or is that overkill?"),
             ("assistant", "For a translator it's a quiet demonstration of skill — but only if each version is maintained. German and English first; a short French page is enough to signal the language.")],
            [("user", "Do agencies actually read the CV I upload to their portals?"),
             ("assistant", "Usually when a vendor manager is filtering for a specialism. Keeping the specialisms and CAT tools at the very top makes you easier to find.")],
            [("user", "Sometimes I think about only doing interpreting. Then I remember the travel."),
             ("assistant", "The mix you have now — translation as the steady base, interpreting as the variety — is a common and fairly resilient setup.")],
        ])

    def en_f_long(self):
        ms = []
        for _ in range(3):
            m = self.en_musing()
            if m not in ms:
                ms.append(m)
        m1, m2, m3 = (ms + ["", ""])[:3]
        ask, ans = self.uniq("longask", [
            ("do you think it's worth making a proper style sheet for each direct client, or is that just procrastination dressed up as organisation?",
             "It's worth it for clients you'll work with more than twice a year: a one-page sheet with tone, forms of address, spelling variants and product names saves you rechecking old files every time."),
            ("how do other freelancers separate 'work time' from 'admin time' without losing their minds?",
             "Many block admin into one fixed slot a week — invoices, emails, bookkeeping — and treat translation time as protected. It doesn't have to be perfect to help."),
            ("is there a sensible way to track which agency terms I've agreed to? I have PDFs everywhere.",
             "A simple table works: agency, date signed, payment terms, liability clause, notice period, and a link to the PDF. Ten minutes now saves an afternoon of searching later."),
            ("what would you put in a short 'how I work' page for new clients?",
             "Turnaround times, what's included in the price (QA, one revision round), how you handle queries, file formats you accept, and how invoicing works. Short and friendly beats comprehensive."),
        ])
        u = "%s %s\n\n%s Anyway — genuine question: %s" % (m1, m2, m3, ask)
        return [("user", u), ("assistant", ans)]

    def en_f_travel(self):
        return self.uniq("travel", [
            [("user", "Train or car to %s? Thinking aloud: the train is calmer but the last connection home is awkward." % self.fcity),
             ("assistant", "If the fair days end late, the return is the deciding factor. Is there an overnight option, or someone to share a car with?")],
            [("user", "What do I pack for three fair days besides the obvious?"),
             ("assistant", "Comfortable smart shoes, throat lozenges, a water bottle, a power bank, printed glossary, spare notepad and pens, and a light layer — halls swing between freezing and sweltering.")],
            [("user", "Hotels near the fairground are charging triple. Is that normal?"),
             ("assistant", "Unfortunately yes, during big fairs. Places one or two S-Bahn stops out are often much cheaper and not much slower to get in from.")],
            [("user", "Should I arrive the evening before or take the 5 a.m. train?"),
             ("assistant", "For interpreting, the evening before. Arriving rested and having time to check the booth setup is worth the extra night.")],
        ])

    def en_f_analysis(self):
        rows = [("Repetitions", self.rint(100, 900)), ("100%", self.rint(100, 900)), ("95%-99%", self.rint(50, 600)),
                ("75%-94%", self.rint(50, 800)), ("No match", self.rint(800, 6000))]
        tab = "\n".join("%-12s %6d words" % r for r in rows)
        tab = self.safe(lambda: tab) if self.ok(tab) else "\n".join("%-12s words" % r[0] for r in rows)
        u = self.ch(["Analysis from the new package:\n\n%s\n\nThat's mostly new words, right? Not much leverage.",
                     "Trados analysis for a job I'm considering:\n\n%s\n\nIs the TM going to help at all here?"]) % tab
        a = "Right — the bulk is no-match, so the TM won't save you much time on this one. Worth budgeting it close to a full new-words job."
        return [("user", u), ("assistant", a)]

    # ==========================================================================================
    # Chinese
    # ==========================================================================================
    def zh_setup(self):
        self.mesur, self.me, self.me_py = self.ch(ME_ZH)
        self.site = "%s-fanyi.cn" % self.me_py
        self.email = "hello@%s" % self.site
        self.ags = self.rng.sample(AGENCIES_ZH, 2)
        self.ov, self.ovdom, self.ovccy, self.ovcur = self.ch(OVERSEAS_ZH)
        self.pub = self.ch(PUBLISHERS_ZH)
        self.book = self.ch(BOOKS_ZH)
        self.tm, self.tmname = self.ch(TMS)
        self.tmhost = "tm.%s" % self.site
        self.dev = self.ch(DEVS_ZH)
        self.disputer = self.ags[1]

    def zfill(self, s, ag=None):
        return s.format(ag=(ag or self.ch(self.ags))["short"], pub=self.pub)

    def zname(self):
        return self.safe(lambda: self.ch(FS_ZH) + self.ch(FG_ZH))

    def zmoney(self, lo, hi, step=10):
        for _ in range(200):
            a = self.rint(lo // step, hi // step) * step
            forms = ["%d元" % a, "{:,}元".format(a), "千字%d元" % a, "$%d" % a, "${:,}".format(a), str(a)]
            if all(self.ok(x) for x in forms):
                return a
        return a

    def zbits(self):
        return self.ch(["", "", "", "", "在吗？", "忙死了，", "对了，", "刚交完一个稿，", "跟你说一下，", "哎，", "那个，",
                        "刚开完会，", "诶，", "语音转的，错字别管哈，"])

    def zemoji(self):
        return self.ch(["", "", "", "[捂脸]", "[抱拳]", "[OK]", "[强]", "[流泪]", "[微笑]", "[呲牙]", "[叹气]", "[奋斗]"])

    def zack(self):
        return self.ch(["记下了👌", "好的，已记录。", "收到，记在备忘里了。", "好，记住了。", "明白，已经加到笔记里。"])

    # -- needle generators --
    def zh_gen_name(self):
        v = self.ch(NS_ZH) + self.ch(NG_ZH)
        return {"needles": [v], "v": v}

    def zh_gen_id(self):
        t = self.ch(["job", "job", "job", "po", "contract", "invoice", "isbn", "badge", "ticket"])
        ag = self.ch(self.ags)
        subj = self.ch(SUBJECTS_ZH)
        src = None
        if t == "job":
            v = "%s-2027-%04d" % (ag["code"], self.rint(100, 9999))
            desc, src = "%s那个%s的稿件编号" % (ag["short"], subj), "agency"
        elif t == "po":
            v = "PO-%06d" % self.rint(100000, 999999)
            desc, src = "%s的订单号" % self.ov, "overseas"
        elif t == "contract":
            v = "YZ-2027-%03d" % self.rint(1, 999)
            desc, src = "跟%s签的翻译合同编号" % self.pub, "pub"
        elif t == "invoice":
            v = "%08d" % self.rint(10000000, 99999999)
            desc, src = "给%s开的发票号码" % self.disputer["short"], "disputer"
        elif t == "isbn":
            v = "978-7-%04d-%04d-%d" % (self.rint(5000, 5999), self.rint(1000, 9999), self.rint(0, 9))
            desc, src = "%s的书号" % self.book, "pub"
        elif t == "badge":
            v = "TJH27-%05d" % self.rint(10000, 99999)
            desc, src = "糖酒会证件的报名编号", None
        else:
            v = "WO%08d" % self.rint(10000000, 99999999)
            desc, src = "云服务器的工单号", "host"
        return {"needles": [v], "v": v, "type": t, "ag": ag, "subj": subj, "desc": desc, "src": src}

    def zh_gen_port(self):
        v = str(self.ch(PORTS) if self.chance(0.6) else self.rint(10000, 49151))
        used = self.__dict__.setdefault("_portctx", set())
        free = [i for i in range(len(PORT_CTX_ZH)) if i not in used] or list(range(len(PORT_CTX_ZH)))
        i = self.ch(free)
        key, ctx = PORT_CTX_ZH[i]
        return {"needles": [v], "v": v, "key": key, "ctx": ctx.format(dev=self.dev), "_i": i, "src": "host"}

    def zh_gen_version(self):
        k = self.ch(["tm", "tm", "tm", "trados", "memoq", "dsm", "docker", "libre", "nextcloud"])
        if k == "tm":
            v, label = "%d.%d.%d" % (self.rint(1, 3), self.rint(0, 19), self.rint(0, 12)), self.tmname
        elif k == "trados":
            v, label = "18.%d.%d.%d" % (self.rint(0, 2), self.rint(0, 4), self.rint(1000, 9999)), "Trados Studio"
        elif k == "memoq":
            v, label = "11.%d.%d" % (self.rint(0, 4), self.rint(2, 19)), "memoQ"
        elif k == "dsm":
            v, label = "7.2.%d-%d" % (self.rint(0, 2), self.rint(64000, 72999)), "群晖DSM"
        elif k == "docker":
            v, label = "27.%d.%d" % (self.rint(1, 5), self.rint(0, 9)), "Docker"
        elif k == "libre":
            v, label = "1.%d.%d" % (self.rint(5, 8), self.rint(0, 9)), "LibreTranslate"
        else:
            v, label = "%d.0.%d" % (self.rint(28, 31), self.rint(1, 12)), "Nextcloud"
        src = "agency" if k in ("trados", "memoq") else "host"
        return {"needles": [v], "v": v, "key": k, "label": label, "src": src, "ag": self.ch(self.ags)}

    def zh_gen_money(self):
        mk = self.ch(["rate", "rate", "rate", "total", "total", "usd", "usd", "cut", "interp", "tax"])
        ag = self.ch(self.ags)
        subj = self.ch(SUBJECTS_ZH)
        if mk == "rate":
            a = self.rint(9, 28) * 10
            v = "千字%d元" % a
            ctx, src = self.pick_new("mctx", ["%s给%s开的价" % (ag["short"], subj), "%s新报的千字价" % ag["short"], "%s那本书的稿酬标准" % self.pub]), "agency"
            if "书" in ctx:
                src = "pub"
        elif mk == "total":
            a = self.rint(150, 4800) * 10
            v = self.ch(["%d元" % a, "{:,}元".format(a)])
            ctx, src = self.pick_new("mctx", ["%s那单%s的总稿费" % (ag["short"], subj), "%s第一部分的稿费" % self.pub,
                                              "这个月%s该结给我的钱" % ag["short"]]), "agency"
            if self.pub in ctx:
                src = "pub"
        elif mk == "usd":
            a = self.rint(30, 2400) * 5
            v = self.ch(["$%d" % a, "${:,}".format(a), "${:,}.00".format(a)])
            ctx, src = self.pick_new("mctx", ["%s那单%s的报价" % (self.ov, subj), "%s欠我的尾款" % self.ov]), "overseas"
        elif mk == "cut":
            a = self.rint(30, 300) * 10
            v = "%d元" % a
            ctx, src = self.pick_new("mctx", ["%s说要扣的钱" % self.disputer["short"], "%s那边愿意退一步付的金额" % self.disputer["short"]]), "disputer"
        elif mk == "interp":
            a = self.rint(12, 40) * 100
            v = "%d元" % a
            ctx, src = self.pick_new("mctx", ["糖酒会陪同口译一天的价", "糖酒会口译的总价"]), None
        else:
            a = self.rint(200, 6000)
            v = "%d元" % a
            ctx, src = self.pick_new("mctx", ["去年汇算要补的税", "个税App上显示能退的钱"]), None
        return {"needles": [v], "v": v, "a": a, "mk": mk, "ag": ag, "subj": subj, "ctx": ctx, "src": src}

    def zh_gen_date(self):
        m, d = self.new_md()
        style = self.ch(["ri", "ri", "hao", "iso"])
        v = {"ri": "%d月%d日" % (m, d), "hao": "%d月%d号" % (m, d), "iso": "2027-%02d-%02d" % (m, d)}[style]
        dk = self.ch(["deadline", "deadline", "deadline", "pub", "fair", "tax", "pay", "ov", "cert"])
        ag = self.ch(self.ags)
        subj = self.ch(SUBJECTS_ZH)
        ctx, src = {
            "deadline": ("%s那个%s的交稿日期" % (ag["short"], subj), "agency"),
            "pub": ("%s第一部分交稿的日子" % self.book, "pub"),
            "fair": ("糖酒会开幕那天", None),
            "tax": ("个税汇算的截止日期", None),
            "pay": ("%s答应付款的日子" % self.disputer["short"], "disputer"),
            "ov": ("%s要的交付日期" % self.ov, "overseas"),
            "cert": ("记忆库服务器证书到期的日子", "host"),
        }[dk]
        if ctx in self.__dict__.setdefault("_dctx", set()):
            dk, ctx, src = "deadline", "%s那个%s的交稿日期" % (ag["short"], self.ch(SUBJECTS_ZH)), "agency"
        self._dctx.add(ctx)
        return {"needles": [v], "v": v, "m": m, "d": d, "style": style, "dk": dk, "ctx": ctx, "ag": ag, "src": src}

    def zh_gen_command(self):
        tm, h = self.tm, self.tmhost
        k = self.pick_new("cmdk", list(range(10)))
        if k == 0:
            v = "cd /volume1/docker/%s && sudo docker compose pull && sudo docker compose up -d" % tm
            p = "把记忆库镜像更新一下再重启"
        elif k == 1:
            v = "sudo docker logs --since %dh %s-api 2>&1 | grep -i error" % (self.rint(2, 12), tm)
            p = "只看记忆库API的报错日志"
        elif k == 2:
            v = "sudo docker exec %s-db pg_dump -U tm -Fc tmdb > /volume1/backup/tmdb_$(date +%%F).dump" % tm
            p = "升级前手动备份数据库"
        elif k == 3:
            mem = self.ch(["med_en-zh", "legal_en-zh", "novel_en-zh", "game_en-zh"])
            v = 'curl -s -H "Authorization: Bearer $TM_TOKEN" "https://%s/api/v1/memories/%s/export?format=tmx" -o %s.tmx' % (h, mem, mem)
            p = "把%s记忆库导出成TMX" % mem
        elif k == 4:
            v = 'curl -X POST -H "Authorization: Bearer $TM_TOKEN" -F "file=@%s_termbase_v%d.xlsx" https://%s/api/v1/termbases/import' % (self.ch(["yitong", "rongyi", "boyan", "xinda"]), self.rint(2, 9), h)
            p = "把翻译公司给的术语表导进术语库"
        elif k == 5:
            v = "rclone sync /volume1/projects/2027 oss:%s-backup/projects/2027 --progress" % self.me_py
            p = "把今年的项目文件同步到阿里云OSS"
        elif k == 6:
            v = "restic -r /volumeUSB1/usbshare/restic snapshots --latest %d" % self.rint(2, 7)
            p = "看最近几次备份快照"
        elif k == 7:
            v = "pdftotext -layout %s.pdf - | wc -m" % self.ch(["yuanwen", "manual_en", "contract_en", "chapter3"])
            p = "报价前粗算一下PDF的字符数"
        elif k == 8:
            v = "sudo docker exec %s-api %sctl reindex --memory novel_en-zh --batch-size %d" % (tm, tm, self.ch([500, 1000, 2000]))
            p = "重建小说记忆库的索引"
        else:
            v = "echo | openssl s_client -connect %s:443 -servername %s 2>/dev/null | openssl x509 -noout -enddate" % (h, h)
            p = "看证书什么时候过期"
        return {"needles": [v], "v": v, "purpose": p, "k": k}

    def zh_gen_decision(self):
        c, r = self.ch(DECISIONS_ZH)
        ag = self.ch(self.ags)
        c, r = self.zfill(c, ag), self.zfill(r, ag)
        return {"needles": [c, r], "choice": c, "reason": r, "ag": ag}

    def zh_gen_constraint(self):
        a, c = self.ch(CONSTRAINTS_ZH)
        ag = self.ch(self.ags)
        return {"needles": [self.zfill(a, ag), self.zfill(c, ag)], "action": self.zfill(a, ag), "cond": self.zfill(c, ag), "ag": ag}

    def zh_gen_question(self):
        q, n = self.ch(QUESTIONS_ZH)
        return {"needles": [n], "v": n, "q": q.replace("{n}", n)}

    # -- sentences --
    def zh_role(self):
        ag = self.ch(self.ags)
        return self.ch(["%s新来的项目经理" % ag["short"], "%s负责结算的财务" % ag["short"], "%s那本书的责任编辑" % self.pub,
                        "%s的审校" % ag["short"], "糖酒会上我要陪同的那位酒商", "%s那边对接的PM" % self.ov,
                        "帮我审校第二部分的师妹", "%s那个挑刺的质检" % self.disputer["short"], "税务局代开发票窗口的工作人员"])

    def zh_sentence(self, f):
        k, v = f["kind"], f.get("v")
        if k == "name":
            role = self.zh_role()
            f["role"] = role
            return self.ch(["对了，%s是%s，刚加了微信。" % (v, role), "记一下：%s，%s。" % (v, role),
                            "原来%s就是%s啊，我一直以为是别人[捂脸]" % (v, role), "%s（%s）人挺好说话的，下次直接找她。" % (v, role)])
        if k == "id":
            return self.ch(["%s是%s，开发票要写上。" % (f["desc"], v), "终于拿到%s了：%s" % (f["desc"], v),
                            "备忘：%s就是%s。" % (v, f["desc"]), "%s——%s，别让我弄丢了。" % (f["desc"], v)])
        if k == "port":
            return self.ch(["记一下，%s现在走%s端口。" % (f["ctx"], v), "%s说%s改到%s了，省得我又忘。" % (self.dev, f["ctx"], v),
                            "%s的端口是%s，上次改过。" % (f["ctx"], v)])
        if k == "version":
            return self.ch(["%s现在是%s，昨晚自己更新的，我都没让它更新[叹气]" % (f["label"], v),
                            "查了一下，%s是%s版本。" % (f["label"], v), "%s升到%s了，先这样用着。" % (f["label"], v)])
        if k == "money":
            return self.ch(["%s是%s。" % (f["ctx"], v), "算了一下，%s一共%s。" % (f["ctx"], v),
                            "%s：%s，比我想的少一点。" % (f["ctx"], v), "先记着，%s是%s。" % (f["ctx"], v)])
        if k == "date":
            return self.ch(["%s是%s。" % (f["ctx"], v), "%s改到%s了。" % (f["ctx"], v),
                            "%s定在%s，帮我记一下。" % (f["ctx"], v), "提醒我：%s是%s！" % (f["ctx"], v)])
        raise ValueError(k)

    def zh_restate(self, f):
        k, v = f["kind"], f["v"]
        if k == "name":
            return "好的，%s——%s，记下了。" % (v, f["role"])
        if k == "id":
            return "已记录：%s → **%s**。" % (f["desc"], v)
        if k == "port":
            return "记下了：%s用%s端口。" % (f["ctx"], v)
        if k == "version":
            return "好的，%s %s。" % (f["label"], v)
        if k == "money":
            return "记下了，%s：**%s**。" % (f["ctx"], v)
        if k == "date":
            return self.ch(["已加到日历：%s——**%s**。" % (f["ctx"], v), "好的，%s是%s，要不要提前两天提醒你？" % (f["ctx"], v)])
        raise ValueError(k)

    def zh_musing(self):
        return self.pick_new("zmusing", ["今天一个长句子磨了二十分钟还是不满意。", "楼下又在装修，电钻声简直了。", "猫又霸占了我的键盘[捂脸]",
                                         "这个月的稿子排得满满的，感觉自己像个打字机。", "出版社的编辑人很好，就是付钱慢。",
                                         "中午去吃了碗豆花饭，回来继续肝。", "今天脑子有点浆糊。", "收据堆了一桌子，假装看不见。",
                                         "成都今天又是阴天，适合在家翻译。", "刚刚差点把两个客户的文件发反了，吓死。"])

    # -- hosts --
    def zh_hosts(self):
        mailable = lambda f: f.get("src") is not None
        portal_id = lambda f: f["type"] == "job"
        portal_money = lambda f: f["mk"] in ("rate", "total") and f["src"] == "agency"
        portal_date = lambda f: f["dk"] == "deadline"
        usd = lambda f: f["mk"] == "usd"
        shellver = lambda f: f["key"] in ("tm", "docker", "libre", "nextcloud", "dsm")
        dockport = lambda f: f["key"] not in ("ssh", "dsm")
        return {
            "name": [(3, self.zh_ep_statement, None), (3, self.zh_ep_mail, None), (2, self.zh_ep_portal, None),
                     (2, self.zh_ep_restate, None), (2, self.zh_ep_todo, None), (2, self.zh_ep_long, None)],
            "command": [(3, self.zh_ep_cmd_run, None), (2, self.zh_ep_cmd_paste, None), (2, self.zh_ep_cmd_note, None),
                        (2, self.zh_ep_cmd_suggest, None)],
            "id": [(4, self.zh_ep_portal, portal_id), (3, self.zh_ep_mail, mailable), (2, self.zh_ep_statement, None),
                   (2, self.zh_ep_correction, None), (1, self.zh_ep_restate, None), (2, self.zh_ep_todo, None)],
            "port": [(4, self.zh_ep_port_error, None), (2, self.zh_ep_dockerps, dockport), (2, self.zh_ep_mail, None),
                     (2, self.zh_ep_statement, None), (2, self.zh_ep_correction, None), (1, self.zh_ep_restate, None)],
            "version": [(3, self.zh_ep_version_shell, shellver), (2, self.zh_ep_mail, None), (2, self.zh_ep_statement, None),
                        (2, self.zh_ep_correction, None)],
            "money": [(3, self.zh_ep_portal, portal_money), (3, self.zh_ep_mail, mailable), (2, self.zh_ep_convert, usd),
                      (2, self.zh_ep_statement, None), (3, self.zh_ep_correction, None), (1, self.zh_ep_restate, None),
                      (2, self.zh_ep_todo, None), (2, self.zh_ep_long, None)],
            "date": [(3, self.zh_ep_portal, portal_date), (3, self.zh_ep_mail, mailable), (2, self.zh_ep_statement, None),
                     (3, self.zh_ep_correction, None), (1, self.zh_ep_restate, None), (2, self.zh_ep_todo, None),
                     (2, self.zh_ep_long, None)],
            "decision": [(3, self.zh_ep_decision, None), (2, self.zh_ep_decision_choose, None),
                         (2, self.zh_ep_decision_notice, None), (2, self.zh_ep_combo, None), (2, self.zh_ep_decision_pros, None)],
            "constraint": [(3, self.zh_ep_constraint, None), (2, self.zh_ep_constraint_ask, None),
                           (2, self.zh_ep_todo, None), (2, self.zh_ep_combo, None)],
            "question": [(3, self.zh_ep_question_aside, None), (2, self.zh_ep_question_list, None),
                         (2, self.zh_ep_question_dropped, None)],
        }

    def zh_ep_statement(self, f):
        s = self.zh_sentence(f)
        items = [("user", self.zbits() + s + self.zemoji())]
        items.append(("assistant", self.zack() + self.ch(["", "", "要不要顺便更新一下项目表？", "还有别的要记的吗？"])))
        return items

    def zh_ep_restate(self, f):
        return [("user", self.zbits() + self.zh_sentence(f) + self.zemoji()), ("assistant", self.zh_restate(f))]

    def zh_main_request(self):
        return self.uniq("zmainreq", [
            ("帮我看看“seamless integration”怎么译比较自然？我写出来全是广告腔", "可以看语境：\n\n- 技术文档：**无缝集成**（最常见）或“可直接接入现有系统”\n- 营销文案：“轻松融入您的现有流程”\n\n说明书的话建议用第二种，更具体。"),
            ("“Please be advised that”这种开头在中文里怎么处理？每次都译成“请注意”好死板", "多数情况下可以直接省略，中文公文很少需要这种铺垫。确实需要提醒的时候用“特此告知”或者直接说事。"),
            ("帮我写一句微信回复，委婉地告诉编辑我这周交不了第三章", "可以这样说：\n\n> 王老师好～第三章还在打磨几处难译的段落，想再多花两三天保证质量，下周二前一定发您，给您添麻烦了🙏"),
            ("“stakeholder”在年报里译成“利益相关方”还是“利益相关者”？", "两种都常见，年报和ESG报告里“利益相关方”用得更多，也更正式。关键是全文统一。"),
            ("这句太长了帮我断一下：The company, which was founded in 1998 and has since expanded into twelve markets, announced today that it will restructure its European operations.", "可以拆成两句：\n\n> 该公司成立于1998年，此后业务已扩展至十二个市场。公司今天宣布，将对其欧洲业务进行重组。"),
            ("“touch base”在邮件里怎么译不尴尬？", "看语气：“跟您碰个头”“简单沟通一下”都可以，正式一点就用“与您确认一下进展”。"),
        ])

    def zh_ep_long(self, f):
        s = self.zh_sentence(f)
        req, ans = self.zh_main_request()
        u = "%s%s%s\n\n%s\n\n说正事：%s" % (self.zbits(), self.zh_musing(), self.zh_musing(), s, req)
        return [("user", u), ("assistant", ans)]

    def zh_job_json(self, ag, job_id, pm, chars, rate, due_iso, subj, status):
        return {"稿件编号": job_id, "项目名称": subj, "语言对": "英→中", "CAT工具": ag["cat"], "项目经理": pm,
                "字数统计": {"中文字符数（不计空格）": chars, "重复率": "%d%%" % self.rint(3, 30)},
                "单价": "%d元/千字" % rate, "稿费": int(chars * rate / 1000), "交稿时间": "%s %s" % (due_iso, self.ch(["18:00", "12:00", "09:00"])),
                "状态": status}

    def zh_ep_portal(self, f):
        got = {f["kind"]: f}
        ag = f.get("ag") if f["kind"] != "name" else self.ch(self.ags)
        preds = {"id": lambda g: g["type"] == "job" and g["ag"] is ag,
                 "money": lambda g: g["mk"] in ("rate", "total") and g["src"] == "agency" and g["ag"] is ag,
                 "date": lambda g: g["dk"] == "deadline" and g["ag"] is ag, "name": None}
        for k, p in (("id", 0.6), ("money", 0.5), ("date", 0.5), ("name", 0.25)):
            if k not in got and self.chance(p):
                g = self.take(k, preds[k])
                if g:
                    got[k] = g
        subj = (got.get("id") or got.get("money") or got.get("date") or {}).get("subj") or self.ch(SUBJECTS_ZH)
        job_id = got["id"]["v"] if "id" in got else self.safe(lambda: "%s-2027-%04d" % (ag["code"], self.rint(100, 9999)))
        pm = got["name"]["v"] if "name" in got else self.zname()
        if "name" in got:
            got["name"]["role"] = "%s这单的项目经理" % ag["short"]
        mf = got.get("money")
        for _ in range(100):
            chars = self.rint(3000, 60000)
            rate = mf["a"] if mf and mf["mk"] == "rate" else self.zmoney(90, 280, 10)
            fee = mf["a"] if mf and mf["mk"] == "total" else int(chars * rate / 1000)
            if mf and mf["mk"] == "total":
                chars = int(fee * 1000 / rate)
            if (mf and mf["mk"] == "total" or self.ok("%d元" % fee) and self.ok("{:,}元".format(fee))) and self.ok(str(chars)):
                break
        df = got.get("date")
        due_iso = "2027-%02d-%02d" % (df["m"], df["d"]) if df else self.fiso()
        planted = [g["v"] for g in got.values()]
        for _ in range(40):
            js = self.zh_job_json(ag, job_id, pm, chars, rate, due_iso, subj, self.ch(["待接受", "进行中", "待接受"]))
            js["稿费"] = fee
            txt = json.dumps(js, ensure_ascii=False, indent=2)
            for pv in planted:
                txt = txt.replace(pv, "")
            if self.ok(txt):
                break
        u = self.ch(["%s帮我查一下%s平台上我现在有哪些单%s" % (self.zbits(), ag["short"], self.zemoji()),
                     "%s%s那个%s的单子帮我看看具体信息" % (self.zbits(), ag["short"], subj)])
        out = {"译员": self.me, "平台": ag["portal"], "稿件": [js]}
        items = [("user", u), ("tool", "portal_lookup", ({"agency": ag["short"], "status": "open"}, out))]
        lines = ["%s这单%s：" % (subj, "（%s）" % job_id if "id" in got or self.chance(0.4) else "")]
        if "name" in got or self.chance(0.3):
            lines.append("- **项目经理：**%s" % pm)
        lines.append("- **字数：**%s字" % chars)
        lines.append("- **单价：**%s" % ("千字%d元" % rate))
        lines.append("- **稿费：**%s" % (mf["v"] if mf and mf["mk"] == "total" else "%d元" % fee))
        lines.append("- **交稿：**%s %s" % (df["v"] if df else due_iso, js["交稿时间"][-5:]))
        lines.append("")
        lines.append(self.ch(["要不要我帮你回复接单？", "时间上跟出版社那本书有点挤，你看看。", "用%s做，你那边环境是现成的。" % ag["cat"]]))
        items.append(("assistant", "\n".join(lines)))
        return items

    def zh_ep_mail(self, f):
        k = f["kind"]
        src = f.get("src") if k != "name" else self.ch(["agency", "pub", "disputer", "overseas"])
        ag = (f.get("ag") or self.ch(self.ags)) if src == "agency" else (self.disputer if src == "disputer" else self.ch(self.ags))
        allowed = {"agency": ["name", "id", "money", "date", "version"], "pub": ["name", "id", "money", "date"],
                   "disputer": ["name", "id", "money", "date"], "overseas": ["name", "id", "money", "date"],
                   "host": ["port", "version", "id", "date"]}
        got = {k: f}
        for k2 in allowed[src]:
            if k2 in got or len(got) >= 3 or not self.chance(0.35):
                continue
            if k2 == "name":
                g = self.take("name")
            else:
                g = self.take(k2, lambda g: g.get("src") == src and (src != "agency" or g.get("ag") is ag))
            if g:
                got[k2] = g
        iv = got["id"]["v"] if "id" in got else None
        mv = got["money"]["v"] if "money" in got else None
        dv = got["date"]["v"] if "date" in got else None
        body = []
        if src == "overseas":
            sender = got["name"]["v"] if "name" in got else self.ch(["Emily", "Tom", "Grace", "Oliver"]) + " " + self.ch(["Hart", "Price", "Lowe", "Reid"])
            if "name" in got:
                got["name"]["role"] = "%s对接我的PM" % self.ov
            subj = "RE: %s" % (("PO " + iv) if iv else "EN>ZH-CN project")
            body.append("Hi %s,\n\nThanks for your quick reply." % self.me_py.capitalize())
            if iv:
                body.append("Please find the PO for this project: %s. Kindly include it on your invoice." % iv)
            if mv:
                body.append("We can confirm %s for the whole project." % mv)
            if dv:
                body.append("Could you deliver by %s (Beijing time is fine)?" % dv)
            if len(body) == 1:
                body.append("The style guide and glossary are attached.")
            sig = "Best regards,\n%s\nProject Manager | %s" % (sender, self.ov)
            addr = "pm@%s" % self.ovdom
            disp = self.ov
        elif src == "host":
            sender = "阿里云工单系统"
            subj = "【工单回复】%s" % (iv if iv else "服务器维护通知")
            body.append("尊敬的用户您好：")
            body.append("您的服务器维护已完成。")
            if "port" in got:
                body.append("安全组调整后，%s现在通过%s端口访问。" % (got["port"]["ctx"], got["port"]["v"]))
            if "version" in got:
                body.append("镜像已更新，%s版本为%s。" % (got["version"]["label"], got["version"]["v"]))
            if dv:
                body.append("请留意：%s。" % dv)
            sig = "阿里云售后技术支持"
            addr = "noreply@service.aliyun.com"
            disp = "阿里云"
        else:
            sender = got["name"]["v"] if "name" in got else self.zname()
            if src == "pub":
                org = self.pub
                if "name" in got:
                    got["name"]["role"] = "%s的责任编辑" % self.pub
                subj = "回复：%s翻译%s" % (self.book, "（合同" + iv + "）" if iv else "进度")
                body.append("%s老师您好：" % self.mesur)
                if iv:
                    body.append("合同编号/书号为%s，请在往来邮件中注明。" % iv)
                if mv:
                    body.append("经社里核算，%s。" % ("稿酬标准为" + mv if got["money"]["mk"] == "rate" else "本期稿费为" + mv))
                if dv:
                    body.append("请于%s前交第一部分译稿。" % dv)
                if len(body) == 1:
                    body.append("封面和版式已定，译后记请控制在两千字以内。")
                sig = "祝好\n%s\n%s 编辑部" % (sender, org)
                addr = "editor@%s.cn" % self.ch(["tfwy", "bsyl", "jjse", "sfrw"])
                disp = self.pub
            else:
                org = ag["name"]
                if "name" in got:
                    got["name"]["role"] = "%s的%s" % (ag["short"], "项目经理" if src == "agency" else "质检")
                subj = "回复：%s" % (iv if iv else ("稿件质量反馈" if src == "disputer" else "新项目"))
                body.append("%s老师好：" % self.mesur)
                if iv:
                    body.append("稿件编号%s，文件已上传到平台。" % iv if src == "agency" else "关于发票%s：客户反馈部分译文术语不统一。" % iv)
                if mv:
                    body.append(("这单的价格是%s，请确认。" if src == "agency" else "因此我们这边需要扣除%s。") % mv)
                if dv:
                    body.append(("客户要求%s前交稿。" if src == "agency" else "财务预计%s付款。") % dv)
                if "version" in got:
                    body.append("另外客户要求使用%s %s及以上版本打开项目包。" % (got["version"]["label"], got["version"]["v"]))
                if len(body) == 1:
                    body.append("参考文件在第二个文件夹，有问题随时联系。")
                sig = "%s\n%s\n%s" % (self.ch(["祝好", "谢谢", "辛苦了"]), sender, org)
                addr = "pm@%s" % ag["dom"]
                disp = ag["short"]
        mail = "发件人: %s <%s>\n收件人: %s <%s>\n日期: %s\n主题: %s\n\n%s\n\n%s" % (
            sender, addr, self.me, self.email, self.maildate(), subj, "\n\n".join(body), sig)
        out = "找到1封邮件\n\n=== 1/1 ===\n%s" % mail
        u = self.ch(["%s帮我搜一下%s最近的邮件%s" % (self.zbits(), disp, self.zemoji()), "%s%s回邮件没有？帮我找找" % (self.zbits(), disp)])
        items = [("user", u), ("tool", "mail_search", ({"query": disp, "limit": 5}, out))]
        summ = ["有的，%s回了：" % disp]
        if mv and self.chance(0.4):
            summ.append("- 金额：%s" % mv)
        elif mv:
            summ.append("- 里面提到了一个金额，建议跟你的记录核对一下。")
        if dv and self.chance(0.4):
            summ.append("- 日期：%s" % dv)
        elif dv:
            summ.append("- 给了一个时间点，最好马上加到日历里。")
        summ.append({"agency": "- 其他都是常规项目信息。", "pub": "- 主要是书稿进度的事。", "disputer": "- 语气还是在挑质量问题。",
                     "overseas": "- 对方很客气，基本是确认信息。", "host": "- 服务器维护通知。"}[src])
        summ.append("\n要我帮你起草回复吗？")
        items.append(("assistant", "\n".join(summ)))
        return items

    def zh_todo_bullet(self, f):
        k = f["kind"]
        if k == "name":
            f["role"] = self.zh_role()
            return "回%s电话（%s）" % (f["v"], f["role"])
        if k == "id":
            return "%s：%s，开票要用" % (f["desc"], f["v"])
        if k == "money":
            return "%s %s，核对一下" % (f["ctx"], f["v"])
        if k == "date":
            return "%s→%s！！" % (f["ctx"], f["v"])
        if k == "constraint":
            return "记住：只有%s才%s" % (f["cond"], f["action"])
        raise ValueError(k)

    def zh_ep_todo(self, f):
        got = [f]
        for _ in range(self.ch([1, 1, 2])):
            g = self.take(self.ch(["name", "id", "money", "date", "constraint"]))
            if g:
                got.append(g)
        bullets = [self.zh_todo_bullet(g) for g in got] + self.rng.sample(
            ["买打印纸", "整理这个月的发票", "更新简历", "给师妹发红包", "备份笔记本", "回出版社编辑的微信", "交物业费", "续费VPN"], self.rint(2, 3))
        self.rng.shuffle(bullets)
        u = self.ch(["今天要做的，乱序：", "待办清单，帮我记着：", "明天的事，先列出来免得睡不着："]) + "\n\n" + "\n".join("- " + b for b in bullets)
        return [("user", u), ("assistant", self.ch(["都记下了。建议先把要回复的消息处理掉，趁大家还在线。", "收到，要不要按截止日期排个序？"]))]

    def zh_wrong(self, f):
        k = f["kind"]
        for _ in range(60):
            if k == "date":
                d2 = f["d"] + self.ch([-2, -1, 1, 2, 7])
                if not 10 <= d2 <= 28:
                    continue
                w = {"ri": "%d月%d日" % (f["m"], d2), "hao": "%d月%d号" % (f["m"], d2), "iso": "2027-%02d-%02d" % (f["m"], d2)}[f["style"]]
            elif k == "money":
                v = f["v"]
                a2 = f["a"] + self.ch([-20, -10, 10, 20]) * (1 if f["mk"] == "rate" else 10)
                if a2 <= 0:
                    continue
                w = v.replace("{:,}".format(f["a"]), "{:,}".format(a2)) if "," in v else v.replace(str(f["a"]), str(a2))
            elif k == "id":
                v = f["v"]
                pos = [i for i in range(len(v) - 1) if v[i].isdigit() and v[i + 1].isdigit() and v[i] != v[i + 1]]
                if not pos:
                    continue
                i = self.ch(pos)
                w = v[:i] + v[i + 1] + v[i] + v[i + 2:]
            elif k == "port":
                w = str(self.ch(PORTS))
            else:
                parts = re.split(r"([.-])", f["v"])
                nums = [i for i in range(2, len(parts), 2)]
                i = self.ch(nums)
                parts[i] = str(int(parts[i]) + 1)
                w = "".join(parts)
            if w != f["v"] and self.ok(w) and not any(w in n or n in w for n in self.needles):
                return w
        return None

    def zh_ep_correction(self, f):
        w = self.zh_wrong(f)
        if w is None:
            return self.zh_ep_statement(f)
        k, v = f["kind"], f["v"]
        ctx = {"date": f.get("ctx"), "money": f.get("ctx"), "id": f.get("desc"), "port": "%s的端口" % f.get("ctx", ""),
               "version": "%s的版本" % f.get("label", "")}[k]
        if self.chance(0.5):
            u = self.ch(["%s%s是%s——不对不对，是%s，看错行了[捂脸]" % (self.zbits(), ctx, w, v),
                         "%s%s：%s。啊说错了，%s！" % (self.zbits(), ctx, w, v),
                         "%s%s是%s，哦不，那是去年的，今年是%s" % (self.zbits(), ctx, w, v)])
            return [("user", u), ("assistant", self.ch(["好的，按更正后的记。", "收到，是%s。" % v]))]
        u1 = "%s%s是%s，记一下" % (self.zbits(), ctx, w)
        a1 = "好的，%s：%s。" % (ctx, w)
        u2 = self.ch(["更正！是%s，不是%s，语音识别又错了" % (v, w), "刚又看了一遍邮件，是%s" % v, "不好意思打错了，%s" % v])
        return [("user", u1), ("assistant", a1), ("user", u2), ("assistant", self.ch(["已改成%s。" % v, "好的，更新了。"]))]

    def zh_ep_convert(self, f):
        rate = 7.12 + self.rint(-15, 15) / 100.0
        res = self.safe(lambda: "{:,.2f}".format(f["a"] * rate))
        u = self.ch(["%s%s是%s，换成人民币大概多少？" % (self.zbits(), f["ctx"], f["v"]), "%s帮我换算一下%s（%s）" % (self.zbits(), f["v"], f["ctx"])])
        out = "%d USD = %s CNY\n汇率：1 USD = %.4f CNY（中间价）" % (f["a"], res, rate)
        return [("user", u), ("tool", "currency_convert", ({"amount": f["a"], "from": "USD", "to": "CNY"}, out)),
                ("assistant", "按今天的中间价大约是**%s元**。实际结汇会有点差价，按少一两个点估比较稳。" % res)]

    def zh_port_cmd(self, f):
        p, key, h = f["v"], f["key"], self.tmhost
        return {
            "api": ('curl -sS "$TM_URL/api/v1/health"', "curl: (7) Failed to connect to %s port %s after 3 ms: Couldn't connect to server" % (h, p)),
            "webui": ('curl -sI "$TM_URL/ui/"', "curl: (7) Failed to connect to %s port %s after 2 ms: Connection refused" % (h, p)),
            "db": ('psql -h 127.0.0.1 -p "$TM_DB_PORT" -U tm -d tmdb -c "select 1"', 'psql: error: connection to server at "127.0.0.1", port %s failed: Connection refused' % p),
            "lt": ('curl -s -d "language=en-US" -d "text=This are a test." "$LT_URL/v2/check"', "curl: (7) Failed to connect to nas.local port %s after 1 ms: Connection refused" % p),
            "mt": ('curl -s -X POST "$MT_URL/translate" -d q=hello -d source=en -d target=zh', "curl: (7) Failed to connect to nas.local port %s after 0 ms: Connection refused" % p),
            "minio": ('curl -sI "$MINIO_CONSOLE"', "curl: (28) Failed to connect to nas.local port %s after 10002 ms: Timeout was reached" % p),
            "restic": ("restic -r rest:$RESTIC_REST snapshots", "Fatal: unable to open repository: dial tcp 192.168.31.%d:%s: connect: connection refused" % (self.rint(20, 60), p)),
            "ssh": ("ssh tmbox uptime", "ssh: connect to host %s port %s: Connection timed out" % (h, p)),
            "dsm": ('curl -skI "https://nas.local:$DSM_PORT/"', "curl: (7) Failed to connect to nas.local port %s after 1 ms: Connection refused" % p),
            "kuma": ('curl -sI "$KUMA_URL"', "curl: (7) Failed to connect to nas.local port %s after 4 ms: Connection refused" % p),
            "nextcloud": ('curl -s "$NC_URL/status.php"', "curl: (7) Failed to connect to cloud.%s port %s after 5 ms: Connection refused" % (self.site, p)),
            "grafana": ('curl -sI "$GRAFANA_URL/login"', "curl: (28) Failed to connect to nas.local port %s after 10001 ms: Timeout was reached" % p),
        }[key]

    def zh_ep_port_error(self, f):
        cmd, out = self.zh_port_cmd(f)
        u = self.ch(["%s帮我看看%s，昨天还好好的%s" % (self.zbits(), f["ctx"], self.zemoji()), "%s%s又打不开了，帮我测一下" % (self.zbits(), f["ctx"])])
        a = self.ch(["连不上，端口那边没有服务在监听。", "超时了，连接根本没到。"]) + self.ch(
            ["可能是容器挂了，到NAS上看看`docker ps`。", "可以把这段报错发给%s看看。" % self.dev, "也可能是路由器重启后IP变了。"])
        return [("user", u), ("tool", "shell", ({"command": cmd}, out)), ("assistant", a)]

    def zh_ep_dockerps(self, f):
        names = {"api": "%s-api" % self.tm, "webui": "%s-web" % self.tm, "db": "%s-db" % self.tm, "lt": "languagetool", "mt": "libretranslate",
                 "minio": "minio", "restic": "rest-server", "kuma": "uptime-kuma", "nextcloud": "nextcloud", "grafana": "grafana"}
        inner = {"api": 8080, "webui": 80, "db": 5432, "lt": 8010, "mt": 5000, "minio": 9001, "restic": 8000, "kuma": 3001, "nextcloud": 80, "grafana": 3000}
        for key in inner:
            inner[key] = self.inner_port(inner[key])
        rows = []
        for key in names:
            if key == f["key"]:
                rows.append((names[key], "Up 3 days", "0.0.0.0:%s->%d/tcp" % (f["v"], inner[key])))
            elif self.chance(0.45):
                pp = self.safe(lambda: str(self.rint(10000, 40000)))
                rows.append((names[key], self.ch(["Up 3 days", "Up 2 weeks", "Restarting (1) 9 seconds ago"]), "127.0.0.1:%s->%d/tcp" % (pp, inner[key])))
        self.rng.shuffle(rows)
        out = "NAME                STATUS                          PORTS\n" + "\n".join("%-19s %-31s %s" % r for r in rows)
        u = "%s帮我看看NAS上现在跑着哪些容器，%s到底映射到哪个端口了" % (self.zbits(), f["ctx"])
        a = self.ch(["%s映射在**%s**端口。" % (f["ctx"], f["v"]), "列表在上面，有个容器在反复重启，可以看看日志。"])
        return [("user", u), ("tool", "shell", ({"command": "sudo docker ps --format 'table {{.Names}}\\t{{.Status}}\\t{{.Ports}}'"}, out)), ("assistant", a)]

    def zh_ep_version_shell(self, f):
        v, k = f["v"], f["key"]
        if k == "tm":
            cmd = 'curl -s "https://%s/api/v1/version"' % self.tmhost
            out = json.dumps({"name": self.tmname, "version": v, "db_schema": self.rint(30, 90)}, indent=2)
        elif k == "docker":
            cmd = "sudo docker version --format '{{.Server.Version}}'"
            out = v
        elif k == "dsm":
            cmd = "cat /etc.defaults/VERSION"
            mj, mn, rest = v.split(".")
            mi, build = rest.split("-")
            out = 'majorversion="%s"\nminorversion="%s"\nmicroversion="%s"\nbuildnumber="%s"\nproductversion="%s.%s.%s"\n# DSM %s' % (mj, mn, mi, build, mj, mn, mi, v)
        elif k == "nextcloud":
            cmd = "sudo docker exec -u www-data nextcloud php occ status"
            out = "  - installed: true\n  - version: %s.%d\n  - versionstring: %s\n  - maintenance: false" % (v, self.rint(0, 3), v)
        else:
            cmd = "sudo docker image ls libretranslate/libretranslate"
            out = "REPOSITORY                      TAG       IMAGE ID       CREATED        SIZE\nlibretranslate/libretranslate   v%s    %s   %d weeks ago    %d.%dGB" % (
                v, self.safe(lambda: "%012x" % self.rint(16 ** 11, 16 ** 12 - 1)), self.rint(2, 9), self.rint(1, 9), self.rint(0, 9))
        u = self.ch(["%s我现在的%s是哪个版本？论坛说新版修了这个bug" % (self.zbits(), f["label"]), "%s帮我查一下%s版本，填工单要用" % (self.zbits(), f["label"])])
        a = self.ch(["你现在是%s **%s**。" % (f["label"], v), "版本号在上面的输出里，填工单照抄就行。"])
        return [("user", u), ("tool", "shell", ({"command": cmd}, out)), ("assistant", a)]

    def zh_ep_cmd_run(self, f):
        if self.chance(0.5) or '"' in f["v"] or "\\" in f["v"]:
            u = "%s帮我在NAS上跑一下：`%s`" % (self.zbits(), f["v"])
        else:
            u = "%s帮我%s，命令你知道的%s" % (self.zbits(), f["purpose"], self.zemoji())
        out = self.safe(lambda: self.ch(["done", "(无输出)", "OK, %d items" % self.rint(10, 900), "finished in %ds" % self.rint(2, 80)]))
        return [("user", u), ("tool", "shell", ({"command": f["v"]}, out)), ("assistant", self.ch(["跑完了，没报错。", "好了，输出正常。", "搞定👌"]))]

    def zh_ep_cmd_paste(self, f):
        v = f["v"]
        if "curl" in v:
            err, why = ('{"error":"unauthorized"}', "token过期了或者环境变量没设，先`echo $TM_TOKEN`看看。")
        elif "docker" in v:
            err, why = ("permission denied while trying to connect to the Docker daemon socket", "当前用户没有docker权限，前面加sudo，或者把用户加进docker组。")
        else:
            err, why = ("-sh: %s: command not found" % v.split()[0], "这台机器上没装这个工具，用套件中心装一下，或者确认一下是不是在NAS上跑的。")
        u = "%s我跑了`%s`，结果报这个：\n\n```\n%s\n```\n\n啥意思[流泪]" % (self.zbits(), f["v"], err)
        return [("user", u), ("assistant", why)]

    def zh_ep_cmd_note(self, f):
        u = self.ch(["%s存一下免得又找不到：`%s`——这条是%s用的。" % (self.zbits(), f["v"], f["purpose"]),
                     "%s%s教我的，%s就用这个：\n\n%s" % (self.zbits(), self.dev, f["purpose"], f["v"])])
        return [("user", u), ("assistant", self.ch(["存好了，放在“常用命令”里。", "记下了👌"]))]

    def zh_ep_cmd_suggest(self, f):
        u = "%s有没有一条命令能%s？每次都要点好多页面" % (self.zbits(), f["purpose"])
        a = "可以用这个：\n\n```\n%s\n```\n\n在NAS的终端里跑就行。" % f["v"]
        return [("user", u), ("assistant", a), ("user", self.ch(["好用！以后就用它了", "试了，可以，存起来"])), ("assistant", "👍")]

    # -- decisions / constraints / questions --
    def zh_ep_decision(self, f):
        c, r = f["choice"], f["reason"]
        u = self.ch(["%s决定了：%s，因为%s。%s" % (self.zbits(), c, r, self.zemoji()),
                     "%s想了一晚上，还是%s吧，主要是%s。" % (self.zbits(), c, r),
                     "%s%s\n\n算了不纠结了，%s。原因很简单，%s。" % (self.zbits(), self.zh_musing(), c, r)])
        a = self.ch(["很合理，记下了：**%s**——%s。" % (c, r), "这个决定挺明智的，要我帮你通知相关的人吗？", "好，这件事就定了。"])
        return [("user", u), ("assistant", a)]

    def zh_ep_decision_pros(self, f):
        c, r = f["choice"], f["reason"]
        pros = self.rng.sample(["心里踏实", "长期看更划算", "客户也更省心", "晚上能早点睡"], 2)
        cons = self.rng.sample(["这个月少赚一点", "要跟对方解释半天", "前期麻烦一些"], 2)
        u = "%s我列一下利弊：要不要%s？\n\n好处：\n- %s\n- %s\n- %s\n\n坏处：\n- %s\n- %s\n\n写出来就很清楚了，就这么办。" % (self.zbits(), c, r, pros[0], pros[1], cons[0], cons[1])
        return [("user", u), ("assistant", self.ch(["好处明显压过坏处，支持！", "这么一列确实清楚了，记为已决定。"]))]

    def zh_ep_decision_choose(self, f):
        c, r = f["choice"], f["reason"]
        return [("user", self.ch(["有件事纠结好久了，帮我理理？", "帮我拿个主意呗"])),
                ("assistant", "好呀，说说是哪两个选项、你最在意的是什么？"),
                ("user", self.ch(["其实打出来我就知道了：%s。因为%s。" % (c, r), "就是要不要%s……还是要，%s。" % (c, r)])),
                ("assistant", self.ch(["那就定了，记下了。", "好，按这个来。"]))]

    def zh_ep_decision_notice(self, f):
        c, r = f["choice"], f["reason"]
        u = "%s帮我写条微信跟对方说一下：我决定%s，理由是%s。语气客气点" % (self.zbits(), c, r)
        a = "可以这样发：\n\n> 您好～跟您同步一下，我这边决定%s，主要是因为%s。给您添麻烦了，后续有任何需要随时找我🙏" % (c, r)
        return [("user", u), ("assistant", a)]

    def zh_ep_constraint(self, f):
        a, c = f["action"], f["cond"]
        u = self.ch(["%s定个规矩：只有%s，才%s。谁来都一样。" % (self.zbits(), c, a),
                     "%s以后必须%s才%s，这条写死%s" % (self.zbits(), c, a, self.zemoji()),
                     "%s帮我记住：%s的前提是%s，不然免谈。" % (self.zbits(), a, c)])
        r = self.ch(["记下了，硬性规定：只有%s才%s。" % (c, a), "收到，我会盯着这条的。", "好，加到你的工作守则里了。"])
        return [("user", u), ("assistant", r)]

    def zh_ep_constraint_ask(self, f):
        a, c = f["action"], f["cond"]
        return [("user", self.ch(["还有哪些事没弄完？", "待办里还剩啥？"])),
                ("assistant", "差不多都弄完了，还有一件：要不要现在就%s？" % a),
                ("user", self.ch(["先别！%s再说。" % c, "不行，得%s才可以。" % c])),
                ("assistant", self.ch(["明白，先等着。", "好的，不急。"]))]

    def zh_ep_combo(self, f):
        d = f if f["kind"] == "decision" else self.take("decision")
        k = f if f["kind"] == "constraint" else self.take("constraint")
        bl = []
        if d:
            bl.append("%s（%s）" % (d["choice"], d["reason"]))
        if k:
            bl.append("只有%s才%s" % (k["cond"], k["action"]))
        bl.append(self.ch(["更新报价单", "整理术语库", "把糖酒会的词汇表发给酒商"]))
        self.rng.shuffle(bl)
        u = "%s接下来几周的安排：\n\n%s\n\n有没有漏的？" % (self.zbits(), "\n".join("%d. %s" % (i + 1, b) for i, b in enumerate(bl)))
        return [("user", u), ("assistant", self.ch(["挺周全的，建议糖酒会前留一天缓冲。", "没问题，要不要做成清单？"]))]

    def zh_ep_question_aside(self, f):
        req, ans = self.zh_main_request()
        u = self.ch(["%s突然想到一个问题：%s 算了先不管，先帮我：%s" % (self.zbits(), f["q"], req),
                     "%s两件事。第一，%s 第二，%s" % (self.zbits(), f["q"], req)])
        return [("user", u), ("assistant", ans)]

    def zh_ep_question_list(self, f):
        others = self.sample_new("zqlist", [("高铁去重庆最早一班几点？", None), ("翻译公司现在都用什么平台派单？", None),
                                            ("TBX和Excel哪个给客户更方便？", "客户大多用Excel更顺手，但要导进CAT工具的话TBX更省事，可以两种都给。"),
                                            ("稿费是交稿后开票还是审校完开票？", "一般按合同约定，没写的话交稿验收后开票比较常见。")], 2)
        qs = [f["q"]] + [o[0] for o in others]
        self.rng.shuffle(qs)
        u = "%s这周要搞清楚的几件事：\n\n%s\n\n不急" % (self.zbits(), "\n".join("- " + q for q in qs))
        ans = [o for o in others if o[1]]
        a = ("有一个我可以先回答：%s%s\n\n其他的我再查查，不乱说。" % (ans[0][0], ans[0][1])) if ans else "都记下了，回头一起弄。"
        return [("user", u), ("assistant", a)]

    def zh_ep_question_dropped(self, f):
        u = "%s%s %s" % (self.zbits(), f["q"], self.ch(["诶等下，编辑打电话来了", "稍等，快递到了", "哎我先接个语音"]))
        return [("user", u), ("assistant", "好，去吧～"), ("user", self.ch(["回来了，刚才是出版社催稿[捂脸] 说到哪了", "好了，继续"])),
                ("assistant", self.ch(["刚才在弄这周的待办。", "继续吧，刚才在整理邮件。"]))]

    # -- Chinese filler --
    def zh_fillers(self):
        return [(4, self.zh_f_small), (5, self.zh_f_segment), (2, self.zh_f_portal), (1, self.zh_f_convert),
                (1, self.zh_f_health), (3, self.zh_f_draft), (2, self.zh_f_tax), (2, self.zh_f_dispute),
                (1, self.zh_f_glossary), (3, self.zh_f_style), (2, self.zh_f_voice), (3, self.zh_f_server),
                (3, self.zh_f_long), (2, self.zh_f_interp), (2, self.zh_f_publisher)]

    def zh_opening(self):
        return [("user", "早～☕ 这周事情好多：%s的稿子、%s的书、%s扣款的事，还有糖酒会的口译，头大" % (self.ags[0]["short"], self.pub, self.disputer["short"])),
                ("assistant", "早上好%s！一件一件来，先从哪个开始？" % self.me)]

    def zh_closing(self):
        return [("user", self.ch(["今天就到这吧！谢谢你，辛苦啦", "收工收工，脑子已经糊了，今天多亏你了！！"])),
                ("assistant", self.ch(["快去休息吧，明天见😊", "辛苦了，早点休息！"]))]

    def zh_slip(self, text):
        if "`" in text or "\t" in text or "http" in text or "\n-" in text or "\n1." in text:
            return text
        pairs = [("在", "再"), ("的", "得"), ("做", "作"), ("那", "哪"), ("已经", "以经"), ("审校", "审较"), ("交稿", "交搞"),
                 ("术语", "数语"), ("确认", "却认"), ("帮我", "帮窝"), ("发票", "发飘")]
        out = []
        for ch_ in re.split(r"(已经|审校|交稿|术语|确认|帮我|发票|.)", text):
            if not ch_:
                continue
            for a, b in pairs:
                if ch_ == a and self.chance(0.12):
                    ch_ = b
                    break
            out.append(ch_)
        text = "".join(out)
        if self.chance(0.5):
            idx = [m.start() for m in re.finditer("。", text)][:-1]
            if idx:
                i = self.ch(idx)
                text = text[:i] + "句号" + text[i + 1:]
        if self.chance(0.3):
            text = text.replace("，", "逗号", 1)
        return text

    def zh_f_small(self):
        return self.uniq("small", [
            [("user", "下雨了，去收个衣服🌧️ 马上回来"), ("assistant", "先收衣服要紧！")],
            [("user", "有时候真想去找个坐班的工作[叹气] 你别回答"), ("assistant", "不回答😄 不过看你这周的进度，自由译者你做得挺好的。")],
            [("user", "邻居问我是不是“在家用翻译软件翻一下就行”🙄"), ("assistant", "忍住了就是胜利😂")],
            [("user", "吃饭去了，20分钟回来！！"), ("assistant", "好的，慢慢吃～")],
            [("user", "先泡杯茶再弄下一章"), ("assistant", "好主意☕")],
            [("user", "去年合作的编辑寄了样书过来！！感动🥹"), ("assistant", "太好了！拍张照留念吧，这就是做文学翻译的意义。")],
            [("user", "为什么PM总是半夜发单，早上九点就要"), ("assistant", "大概他们也是半夜才拿到文件😂 可以在简介里写明接单时间。")],
            [("user", "头疼，发会儿呆[流泪]"), ("assistant", "去歇五分钟，现在没有着火的事。")],
            [("user", "成都今天出太阳了！！我要去河边晒十分钟☀️"), ("assistant", "快去！成都的太阳不能浪费。")],
            [("user", "我妈问我“翻译是不是快被AI取代了”[叹气]"), ("assistant", "可以跟她说，现在你的活里AI最多算个实习生，还得你来改😄")],
            [("user", "今天第三杯咖啡了，手有点抖"), ("assistant", "下一杯换成白开水吧～")],
            [("user", "快递又放错了，帮邻居签收了三个包裹😂"), ("assistant", "小区非官方驿站站长，辛苦了。")],
            [("user", "翻到自己去年的译稿，有几句看得我脚趾抠地"), ("assistant", "说明这一年进步了，是好事！")],
        ])

    def zh_f_segment(self):
        src, tgt, q, a = self.uniq("zsegment", [
            ("The device must only be operated by trained personnel.", "本设备仅限经过培训的人员操作。", "“经过培训的”会不会太啰嗦？", "说明书里这样写很规范，也可以用“经培训的人员”，更简洁。"),
            ("She had always believed the sea kept its own counsel.", "她一直相信，大海自有它的心事。", "“自有它的心事”会不会太文艺？编辑说要贴近原文", "原文本身就有拟人的意味，你的译法保留了这层意思，我觉得可以坚持。"),
            ("Warranty claims shall be void if the seal has been broken.", "如封条破损，保修索赔无效。", "“保修”还是“质保”？", "面向消费者的说明书用“保修”更常见；合同里可以用“质量保证”。"),
            ("The study met its primary endpoint.", "该研究达到了主要终点。", "审校改成“达到主要终点指标”，有必要吗？", "“主要终点”就是标准说法，加“指标”属于偏好修改，不算错误。"),
            ("Click Save to apply your changes.", "单击“保存”以应用更改。", "“单击”还是“点击”？", "看客户风格指南，微软系用“单击”，很多互联网公司用“点击”。全文统一就行。"),
            ("He was, by all accounts, a difficult man to love.", "据大家说，他是个很难让人去爱的人。", "读着有点拗口，怎么改？", "可以试试“人人都说，他这个人不好爱。”——口语一点，更像小说里的叙述。"),
            ("The contractor shall indemnify the client against all claims.", "承包方应使委托方免受一切索赔。", "“使……免受”会不会太硬？", "合同里这样写很常见，也可以用“承包方应赔偿委托方因……遭受的一切索赔”，更明确。"),
            ("Results may vary.", "效果因人而异。", "编辑说太口语了", "广告和说明里“效果因人而异”就是固定说法，我觉得不用改。"),
            ("The rain had not stopped for three days.", "雨已经连着下了三天。", "原文是过去完成时，中文要不要体现？", "“已经连着下了三天”已经把持续感表达出来了，不需要额外加时间词。"),
            ("Keep out of reach of children.", "请放在儿童接触不到的地方。", "药品说明书的标准说法是啥？", "药品说明书一般写“请将本品放在儿童不能接触的地方”，可以对照一下客户以往的说明书。"),
        ])
        return [("user", "帮我看下这句：\n\n原文：%s\n译文：%s\n\n%s" % (src, tgt, q)), ("assistant", a)]

    def zh_f_portal(self):
        ag = self.ch(self.ags)
        jobs = []
        for _ in range(self.rint(1, 3)):
            jid = self.safe(lambda: "%s-2027-%04d" % (ag["code"], self.rint(100, 9999)))
            r = self.zmoney(90, 280, 10)
            jobs.append(self.zh_job_json(ag, jid, self.zname(), self.safe(lambda: self.rint(2000, 40000)), r, self.fiso(), self.ch(SUBJECTS_ZH), self.ch(["已交稿", "已结算"])))
        js = {"译员": self.me, "平台": ag["portal"], "稿件": jobs}
        if not self.ok(json.dumps(js, ensure_ascii=False)):
            return self.zh_f_small()
        return [("user", "%s上个月的单结算了没？" % ag["short"]), ("tool", "portal_lookup", ({"agency": ag["short"], "status": "closed"}, js)),
                ("assistant", "列了%d单，状态都在上面，“已结算”的就是钱已经打了。" % len(jobs))]

    def zh_f_convert(self):
        a = self.zmoney(200, 3000, 5)
        res = self.safe(lambda: "{:,.2f}".format(a * 7.12))
        return [("user", "%d美元大概多少人民币？记账用" % a), ("tool", "currency_convert", ({"amount": a, "from": "USD", "to": "CNY"}, "%d USD = %s CNY\n汇率：1 USD = 7.1200 CNY" % (a, res))),
                ("assistant", "大约%s元。记账的话按实际到账那天的汇率为准。" % res)]

    def zh_f_health(self):
        out = {"status": "ok", "memories": self.rint(5, 30), "termbases": self.rint(2, 9), "last_backup": self.safe(lambda: "2027-01-%02dT02:30:00Z" % self.rint(10, 21))}
        return [("user", "记忆库服务器还活着吧？Trados插件今天有点卡"), ("tool", "shell", ({"command": 'curl -s "https://%s/api/v1/health"' % self.tmhost}, out)),
                ("assistant", "正常，昨晚的备份也跑了。卡可能是Trados那边的问题。")]

    def zh_f_draft(self):
        return self.uniq("zdraft", [
            [("user", "帮我写个婉拒，这周排满了，但不想让PM以后不找我"), ("assistant", "> 谢谢想着我！这周实在排满了，怕赶工影响质量，这次就先不接了。下周起有空档，有合适的稿子欢迎随时找我🙏")],
            [("user", "给新客户的报价说明，简短专业一点"), ("assistant", "> 您好，报价已附上，包含翻译、自检及一轮修改。术语疑问我会汇总后一次性发给您，减少打扰。期待合作！")],
            [("user", "催款的第二封邮件怎么写不伤和气？"), ("assistant", "> 您好，跟您确认一下上月稿费的支付进度，如已安排请忽略此邮件。如有需要补充的材料请告诉我，谢谢！")],
            [("user", "帮我写个自我介绍，发给新的翻译公司，三句话"), ("assistant", "> 您好，我是自由英中译者，主攻医疗器械、法律合同和文学翻译，常用Trados和memoQ。自己维护记忆库和术语库，交稿前都会完整跑QA。期待合作！")],
            [("user", "审校给了二十条意见，一大半是偏好，怎么回比较得体？"), ("assistant", "> 感谢审校老师的细致意见！其中确属错误的几处已全部修改（已在文件中标出）；其余为表达偏好，两种说法均可，如客户倾向修改我也可以统一调整。")],
            [("user", "术语疑问要发给PM，原文同一个部件用了三个不同的词"), ("assistant", "> 您好，原文中bracket、mount、holder似乎指同一部件（见第14、52、87句），麻烦跟客户确认一下是否为同一部件？如是，我会全文统一译法。")],
        ])

    def zh_f_tax(self):
        return self.uniq("ztax", [
            [("user", "代开发票要带什么材料来着？"), ("assistant", "一般是身份证、合同或协议、以及对方的开票信息。不同区县要求略有不同，去之前最好打电话问一下。")],
            [("user", "个税App上的收入怎么比我记的多？"), ("assistant", "可能是某家公司按全年累计申报，或者有重复申报。可以在App里逐条核对，不对的可以申诉。")],
            [("user", "去年的收据在冬天外套口袋里找到了[捂脸]"), ("assistant", "哈哈，先收好，看看还能不能用得上。")],
            [("user", "稿费记账是按开票日期还是到账日期记比较好？"), ("assistant", "自己记账的话，按到账日期记更直观，也方便对银行流水；开票日期可以单独一列备注。")],
        ])

    def zh_f_dispute(self):
        d = self.disputer["short"]
        return self.uniq("zdispute", [
            [("user", "%s的质检把“用户”全改成“使用者”，然后说我术语不统一？？" % d), ("assistant", "这属于偏好修改，不是错误。可以列个表，把真正的错误和偏好修改分开，让他们看清楚。")],
            [("user", "扣款这事气得我翻不下去了"), ("assistant", "先放一放，明早再回邮件，会冷静简短很多。")],
            [("user", "他们引用的“标准译法”就是我当初给他们做的术语表😤"), ("assistant", "那正好，说明他们认可这份术语表是依据。凡是符合术语表的地方都不能算错。")],
            [("user", "我是不是太较真了？"), ("assistant", "按约定交付的稿子坚持自己的立场不是较真。真正的错误你也都认了，这样很公平。")],
        ])

    def zh_f_glossary(self):
        terms = self.rng.sample([("基酒", "base liquor"), ("窖藏", "cellar aging"), ("浓香型", "strong-aroma"), ("酱香型", "sauce-aroma"), ("经销商", "distributor"), ("品鉴会", "tasting session")], 4)
        return [("user", "糖酒会的词汇表初稿：\n\n%s\n\n有要改的吗？" % "\n".join("%s = %s" % t for t in terms)),
                ("assistant", "基本可以。香型的译法业内不太统一，建议跟酒商确认他们海外宣传用的是哪种。")]

    def zh_f_style(self):
        return self.uniq("zstyle", [
            [("user", "中英混排要不要加空格？"), ("assistant", "看客户规范。没有规范的话，中英文之间加半角空格比较常见，关键是全文统一。")],
            [("user", "书名号里的外文书名要不要译？"), ("assistant", "正文里一般译出并在首次出现时括注原名，后面直接用译名。")],
            [("user", "小说里的人名音译用新华社译名手册吗？"), ("assistant", "一般是，出版社大多要求参照《世界人名翻译大辞典》或新华社译名，已有通行译名的沿用通行译名。")],
            [("user", "英文里的斜体强调，中文怎么处理？"), ("assistant", "可以用着重号或加粗，小说里也常直接靠语气词和语序体现，不一定要保留格式。")],
            [("user", "“您”和“你”在游戏文本里怎么选？"), ("assistant", "看角色关系和游戏风格。系统提示一般用“您”，角色对话多用“你”。")],
        ])

    def zh_f_server(self):
        return self.uniq("zserver", [
            [("user", "数据库放在NAS的哪个盘比较好？现在是默认位置"), ("assistant", "建议单独建一个共享文件夹挂载进去，重建容器时数据不受影响，备份也清楚。")],
            [("user", "%s说我应该加个反向代理，为啥？一句话" % self.dev), ("assistant", "统一管证书、只暴露一个入口，后面的容器都只听本机，安全很多。")],
            [("user", "备份多久测试一次恢复比较合理？"), ("assistant", "一个人用的话，每季度测一次就不错了，改过备份配置之后一定要测。")],
            [("user", "NAS硬盘用了七成了，要不要慌？"), ("assistant", "不用慌，但可以看看是什么在涨。旧镜像和日志最常见，`docker system df`能看出来。")],
            [("user", "一个自由译者自己搭记忆库服务器是不是有点折腾？"), ("assistant", "如果能省掉来回导TMX、又能把客户资料放在自己手里，就值得。代价是偶尔维护一下，你已经很熟练了。")],
        ])

    def zh_f_long(self):
        ask, ans = self.uniq("zlongask", [
            ("给每个直客做一份风格说明值不值得？还是我在找借口拖延😂", "一年合作两次以上的客户就值得：一页纸写清楚语气、称呼、术语和产品名，以后省得翻旧稿。"),
            ("其他自由译者是怎么把杂事和翻译时间分开的？", "很多人把开票、回邮件、记账集中在每周固定半天，其余时间只翻译，不用完美也会好很多。"),
            ("各家翻译公司的合同条款我都记不清了，有没有简单的管理办法？", "做个表就行：公司、签署日期、账期、责任条款、解约通知期、PDF链接。十分钟能省一下午。"),
        ])
        u = "%s%s%s\n\n说真的问个问题：%s" % (self.zh_musing(), self.zh_musing(), self.zemoji(), ask)
        return [("user", u), ("assistant", ans)]

    def zh_f_interp(self):
        return self.uniq("zinterp", [
            [("user", "陪同口译前一天才拿到资料，怎么准备最快？"), ("assistant", "先看官网和产品介绍，再把人名、产品名、数字整理成一页小词表。名字和数字是最容易卡壳的地方。")],
            [("user", "展会上一天说下来嗓子哑了，有啥办法？"), ("assistant", "多喝温水，说话放低音量不用喊，中午尽量少说话，备点润喉糖。")],
            [("user", "酒商老板说话特别快，怎么提醒他又不失礼？"), ("assistant", "可以从照顾外宾的角度说：“外国客人听得比较仔细，您每说完一段稍微停一下，他们会更容易跟上。”")],
        ])

    def zh_f_publisher(self):
        return self.uniq("zpub", [
            [("user", "文学翻译的译后记一般写多长？"), ("assistant", "常见的是一两千字，讲讲翻译中的难点和取舍就够了，具体看编辑要求。")],
            [("user", "编辑把我好几处译文改回直译了，要不要争？"), ("assistant", "挑真正影响理解和文气的几处说明理由，其他的可以让步，这样沟通效率最高。")],
            [("user", "样章交了两周没回音，正常吗？"), ("assistant", "出版社流程比较慢，两周没回音挺常见的，可以发一条简短的微信问问进度。")],
        ])

    def zh_f_voice(self):
        return self.uniq("zvoice", [
            [("user", "帮我跟编辑说一下第三章周五发她句号谢谢"), ("assistant", "哈哈“句号”也被识别进去了～可以这样发：\n\n> 编辑您好，第三章周五发您，谢谢！")],
            [("user", "不好意思错字多，在地铁上语音打的"), ("assistant", "没事，看得懂！")],
        ])

def make_rows(conv):
    facts, seq, expect = conv.build()
    rows = []
    t = datetime(2027, 1, 11, 8, 12, 0)
    n = call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 22))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_dc%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_dc%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_dc%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_dc%d" % n, "createdAt": ts,
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
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2027-01-22T12:00:00Z")
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

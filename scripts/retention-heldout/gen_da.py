#!/usr/bin/env python3
"""Held-out retention set "da": the one-person operations desk of a small group-tour operator.

Usage: gen_da.py OKBOT WORKDIR [SEED...]   (env PER_KIND, default 10; SUMMARY_MAX, default 2000)

The user runs operations alone for a small UK tour operator selling group trips (a Rota
Vicentina or Douro walking week in Portugal, a Japan rail trip, a school geography trip to
Iceland, a Puglia food walk). Over a few days she chats with her assistant about bookings,
supplier contracts, traveller lists, dietary needs, a coach company that double-booked her
group, refunds and a travel-insurance claim. Style: warm and chatty, lots of exclamation marks
and bullet lists, voice-dictation slips ("full stop" left in, wrong homophones), traveller
tables pasted straight from a spreadsheet (many names, refs and sums that are NOT needles),
corrections of dates and amounts. Tools: booking_lookup (booking-system JSON with refs,
passengers, deposits, balances, due dates), supplier_inbox_search (pasted emails with headers,
quoted replies and signatures), currency_convert, and shell (curl / wp-cli against her
website's booking plugin API: health checks, manifests, ports, plugin versions). The last seed
is in Simplified Chinese: a small travel agency in Chengdu running group tours (跟团游 to
九寨沟, 稻城亚丁, 日本关西 ...), with 地接社, 定金, 尾款, 大巴公司一车两卖, WeChat-style
messages with voice-to-text slips and [表情].

Facts are seeded in many ways: inside long chatty messages and to-do lists, in booking JSON
the user asked for, in pasted supplier emails (sender signature, subject ref, amounts, dates),
in curl error output (ports) and response headers (versions), in formulas the assistant
suggests, in corrections where only the final value is the needle, in assistant replies that
restate the user, in a question asked in passing that nobody answers. Needle values are drawn
first; every filler number, name and ref is drawn so that it contains no needle.
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
MON3 = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def ordinal(d):
    if 10 <= d % 100 <= 20:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def money_fmt(cur, amount):
    if cur == "ISK":
        return "ISK {:,}".format(amount)
    return "%s{:,}".format(amount) % cur


# ----------------------------------------------------------------------------------------------
# English pools
# ----------------------------------------------------------------------------------------------
NF_EN = ["Priya", "Tomasz", "Aoife", "Rui", "Keiko", "Gunnar", "Sinéad", "Marcus", "Yasmin", "Duarte",
         "Hannah", "Olufemi", "Ingrid", "Callum", "Mariana", "Haruto", "Bethany", "Ravi", "Solveig",
         "Declan", "Fatima", "Lachlan", "Noriko", "Imogen", "Tiago", "Eleanor", "Kwame", "Freya",
         "Hamish", "Leonor", "Dagný", "Ciarán", "Meera", "Björn"]
NL_EN = ["Raman", "Kowalczyk", "Brennan", "Carvalho", "Tanaka", "Sigurdsson", "Gallagher", "Whitfield",
         "Haddad", "Mendes", "Ashworth", "Adeyemi", "Lund", "McAllister", "Figueiredo", "Nakamura",
         "Pryce", "Chandran", "Halvorsen", "Fitzgerald", "Rahman", "Sutherland", "Okabe", "Thornbury",
         "Azevedo", "Hargreaves", "Mensah", "Einarsdóttir", "Crawford", "Pinheiro", "Devlin", "Ishikawa"]
FF_EN = ["Sarah", "David", "Emma", "James", "Linda", "Peter", "Claire", "Robert", "Susan", "Michael",
         "Karen", "Alan", "Julie", "Graham", "Fiona", "Steve", "Helen", "Martin", "Janet", "Colin",
         "Ruth", "Neil", "Gillian", "Trevor", "Brian", "Wendy", "Keith", "Joanne", "Derek", "Sophie",
         "Oliver", "Lily", "George", "Amelia", "Harry", "Isla", "Jack", "Noah", "Maureen", "Barry"]
FL_EN = ["Smith", "Jones", "Taylor", "Brown", "Wilson", "Evans", "Thomas", "Roberts", "Walker", "Wright",
         "Hughes", "Green", "Wood", "Harris", "Clarke", "Jackson", "Turner", "Moore", "Cooper",
         "Morris", "King", "Baker", "Parker", "Bennett", "Shaw", "Mason", "Lloyd", "Holmes", "Barnes",
         "Fisher", "Marshall", "Reid", "Pearson", "Dixon", "Webb", "Palmer", "Cole", "Goodwin", "Lowe"]

TRIPS_EN = [
    {"code": "RVW", "name": "Rota Vicentina walk", "long": "Rota Vicentina coastal walking week",
     "ccy": "EUR", "cur": "€", "country": "Portugal", "who": "walkers",
     "places": ["Porto Covo", "Vila Nova de Milfontes", "Almograve", "Zambujeira do Mar", "Odeceixe"],
     "hotels": ["Casa do Adro", "Herdade da Matinha", "Hotel Duna Parque", "Monte da Xica"],
     "coach": "Rodoviária do Sudoeste", "cdom": "rodsudoeste.pt"},
    {"code": "DVW", "name": "Douro walking week", "long": "Douro Valley wine and walking week",
     "ccy": "EUR", "cur": "€", "country": "Portugal", "who": "walkers",
     "places": ["Pinhão", "Peso da Régua", "Porto", "Provesende", "São João da Pesqueira"],
     "hotels": ["Quinta da Roêda", "Casa do Visconde", "Hotel Vintage Pinhão", "Quinta do Tedo"],
     "coach": "Transportes Duriense", "cdom": "duriense-transportes.pt"},
    {"code": "JPR", "name": "Japan rail trip", "long": "Japan by Rail: Tokyo to Hiroshima",
     "ccy": "JPY", "cur": "¥", "country": "Japan", "who": "travellers",
     "places": ["Tokyo", "Hakone", "Kanazawa", "Kyoto", "Nara", "Hiroshima", "Miyajima"],
     "hotels": ["Ryokan Hanaya", "Hotel Gracery Kyoto", "Kanazawa Tokyu", "Fujiya Inn Hakone"],
     "coach": "Keihan Charter Bus", "cdom": "keihan-charter.jp"},
    {"code": "ISL", "name": "Iceland school trip", "long": "St Aidan's Year 10 geography trip to Iceland",
     "ccy": "ISK", "cur": "ISK", "country": "Iceland", "who": "students",
     "places": ["Reykjavík", "Þingvellir", "Geysir", "Gullfoss", "Vík", "Sólheimajökull", "Reykjanes"],
     "hotels": ["Hostel Lava Road", "Hotel Katla", "Skógar Guesthouse", "Hotel Kríunes"],
     "coach": "Hekla Coach Travel", "cdom": "heklacoach.is"},
    {"code": "PUG", "name": "Puglia food walk", "long": "Puglia trulli and food walking tour",
     "ccy": "EUR", "cur": "€", "country": "Italy", "who": "walkers",
     "places": ["Alberobello", "Locorotondo", "Ostuni", "Matera", "Polignano a Mare"],
     "hotels": ["Masseria Il Frantoio", "Trulli Holiday Resort", "Hotel Sassi Matera", "Masseria Cimino"],
     "coach": "Autolinee Murgia", "cdom": "autolineemurgia.it"},
]

COMPANIES_EN = [("Kettle & Compass Tours", "kettleandcompass.co.uk"), ("Bramble Road Journeys", "brambleroad.travel"),
                ("Slow Miles Tours", "slowmiles.co.uk"), ("Northlight Group Travel", "northlightgroups.com"),
                ("Little Wanderers Travel", "littlewanderers.travel")]
PLUGINS = [("tourpress", "TourPress", "TP"), ("bookinglane", "BookingLane", "BL"), ("tripdesk", "TripDesk Bookings", "TD")]
OPS_EN = ["Jo", "Becky", "Siobhan", "Harriet", "Maggie", "Lou"]
INSURERS_EN = ["Harbour Mutual Travel Insurance", "Bluewater Travel Cover", "Lighthouse Tour Operator Insurance"]
HOSTS_EN = ["Larchwood Hosting", "Tinhead Web Hosting", "Pebble Cloud"]

PORTS = [8080, 8081, 8443, 9443, 2083, 2087, 2222, 3306, 5432, 6379, 8025, 8888, 9000, 3000, 5000, 4443,
         7080, 10443, 18080, 2525, 8090, 8880, 2096, 9090, 4000, 8181, 6060, 2200]

# (key, description); each conversation uses a description at most once
PORT_CTX_EN = [("staging", "the staging copy of the booking site"), ("webhook", "the webhook listener for the Stripe callbacks"),
               ("mailhog", "the MailHog test inbox on staging"), ("sftp", "{coach}'s SFTP server for the manifests"),
               ("dbtunnel", "the database tunnel {dev} set up"), ("quotecalc", "the old quote calculator for school groups"),
               ("cpanel", "the cPanel login for the hosting"), ("redis", "the Redis cache the booking plugin uses"),
               ("dashboard", "the little reporting dashboard {dev} built"), ("waitlist", "the waitlist service {dev} is testing"),
               ("grafana", "the Grafana page {dev} uses to watch the site"), ("backup", "the backup server's SSH"),
               ("laptop", "the test copy of the plugin on {dev}'s laptop"), ("smtp", "the SMTP relay for the reminder emails")]

# (trips it fits, "*" = any) -> (choice, reason)
DECISIONS_EN = [
    ("RVW DVW", "drop the Sintra day trip", "the walkers would rather have a free day in Lisbon"),
    ("JPR", "switch the Kyoto nights to Ryokan Hanaya", "they can do a proper vegan kaiseki"),
    ("*", "refund the Morrisons in full instead of offering credit", "they had a consultant's letter"),
    ("JPR", "use luggage forwarding between Hakone and Kyoto", "nobody wants to drag suitcases onto the Shinkansen"),
    ("JPR", "book the Hikari instead of the Nozomi", "the JR Pass doesn't cover the Nozomi"),
    ("ISL", "split the Iceland group across two minibuses", "the coach firm can only guarantee one 19-seater"),
    ("*", "move the balance deadline to ten weeks before departure", "too many people paid late last summer"),
    ("*", "give the coach company one last chance", "they've offered to pay for the replacement coach themselves"),
    ("DVW", "cap the Douro week at fourteen people", "the quinta only has seven twin rooms"),
    ("JPR", "pay the ryokan by bank transfer", "the card surcharge is three and a half percent"),
    ("ISL", "cancel the Vík overnight", "the school's risk assessment won't sign off on the glacier walk"),
    ("RVW", "start the coastal walk in Porto Covo", "the bus connection from Lisbon is far easier"),
    ("*", "stop using the old enquiry form", "it keeps losing the dietary fields"),
    ("*", "claim under the cancellation section of the policy", "the supplier failure clause excludes coach firms"),
    ("RVW", "hire a second guide for the coastal week", "the group split into two paces last year"),
    ("*", "pay supplier deposits from the Wise account", "the bank's exchange rate is daylight robbery"),
    ("*", "offer the Hendersons a free room upgrade", "they were the ones bumped by the coach mess"),
    ("ISL", "run the Iceland parents' meeting on Zoom", "half the parents work shifts"),
    ("JPR", "skip the Arashiyama bamboo grove", "it's heaving with people by nine in the morning"),
    ("*", "test every plugin update on staging first", "the last update broke the deposit emails"),
    ("PUG", "swap the Matera cookery class for a pasta workshop in Ostuni", "the Matera school wants cash only"),
    ("*", "drop the paper booking forms completely", "I spent four evenings retyping them last year"),
    ("*", "send joining instructions by email only", "half the printed ones came back undelivered"),
    ("*", "stop offering the single-room guarantee", "we lost money on it on every departure last year"),
    ("PUG", "move the Puglia group to Masseria Cimino for the last two nights", "it has a proper pool and the walkers loved it"),
    ("ISL", "hire crampons locally in Vík", "shipping our own would cost more than the hire"),
    ("DVW", "do the Pinhão vineyard walk in the morning", "it's over thirty degrees by two in the afternoon"),
    ("*", "use a local minibus firm for the airport runs", "the big coach firms want a three-hour minimum"),
]
# (trips) -> (action, condition); "we {action} {condition}" must read naturally
CONSTRAINTS_EN = [
    ("RVW", "release the spare rooms at Casa do Adro", "only after the sixty-day cut-off"),
    ("JPR", "send the final rooming list to the ryokan", "only once every balance is in"),
    ("*", "charge the remaining balance to a card on file", "only with the traveller's written consent"),
    ("*", "share the traveller list with the coach company", "only with passport numbers stripped out"),
    ("ISL", "let the students onto Reynisfjara beach", "only with two teachers standing at the water line"),
    ("*", "promise anyone a refund", "only once the insurer confirms it in writing"),
    ("*", "touch the live booking site", "only outside UK office hours"),
    ("*", "send the balance reminder emails", "only on weekday mornings"),
    ("*", "accept a booking from an under-18", "only with a parent's signed consent form"),
    ("ISL", "confirm the glacier walk", "only if the forecast wind is under fifteen metres a second"),
    ("*", "pay the coach company another penny", "only when they've admitted the double booking in writing"),
    ("*", "hand out my mobile number", "only to the group leaders"),
    ("ISL", "post photos of the school group", "only where the parents ticked the photo consent box"),
    ("JPR", "confirm the Kanazawa hotel", "only if the rate stays under 190 yen to the pound"),
    ("*", "sign the new coach contract", "only after my accountant has read clause nine"),
    ("*", "move anyone onto a later departure", "only after asking them first"),
    ("RVW DVW PUG", "add extra bags to the luggage transfer", "only if each one is under twenty kilos"),
    ("*", "waive the amendment fee", "only for travellers who booked before November"),
    ("DVW", "book the rabelo boat lunch", "only when at least ten people have signed up for it"),
    ("*", "reissue the joining instructions", "only after the coach times are final"),
    ("PUG", "book the Matera sassi tour", "only on a weekday morning when the lanes are quiet"),
]
# (trips) -> (question with {n}, needle = its subject)
QUESTIONS_EN = [
    ("JPR", "does the {n} cover the Hakone ropeway or is that extra?", "Hakone Free Pass"),
    ("ISL", "do our teachers need some kind of {n} to run the trip abroad, or is the school's one enough?", "Icelandic background check"),
    ("RVW DVW", "is the {n} charged per night or per stay?", "Lisbon tourist tax"),
    ("*", "do we actually need {n} for a package that doesn't include flights?", "ATOL protection"),
    ("*", "would the {n} cover us for the coach company's cock-up?", "Package Travel Regulations"),
    ("*", "how does {n} work for the guide fees we pay in euros?", "the TOMS margin scheme"),
    ("JPR", "does the {n} still work, or is it all online now?", "JR Pass exchange order"),
    ("RVW DVW", "how badly will the {n} slow down arrivals in Portugal this summer?", "EES biometric checks"),
    ("*", "do the kids with Irish passports need {n} at all?", "ETIAS travel authorisation"),
    ("RVW", "does anyone need a {n} for the coastal path, or is it just open?", "Fisherman's Trail permit"),
    ("*", "is an {n} taxable income for the business?", "insurance payout for cancelled trips"),
    ("JPR", "can the luggage forwarding take a {n}?", "folding mobility scooter"),
    ("*", "does Stripe give back the {n} when we refund a deposit?", "original card processing fee"),
    ("ISL", "what's the rule on {n} at Keflavík security?", "carrying spare EpiPens"),
    ("JPR", "do we have to book the {n} on the Shinkansen for big cases?", "oversized baggage seats"),
    ("ISL", "is there a {n} for Sólheimajökull, and is it the same for every operator?", "minimum age on the glacier"),
    ("DVW", "when does the {n} start on the river in Pinhão?", "rabelo boat season"),
    ("JPR", "is there a {n} we can order for the Japan group, or does everyone buy their own?", "group pocket wifi deal"),
    ("RVW", "can we claim back the {n} that the Alentejo hotels charge?", "city tax on walking groups"),
    ("ISL", "does the {n} go up for school groups booking after March?", "Blue Lagoon student rate"),
    ("*", "does {n} apply when people pay the deposit by credit card?", "Section 75 protection"),
    ("*", "do we need to register for {n} if we sell to customers in Dublin?", "Irish VAT"),
    ("*", "can we cancel a departure under the {n} if it's only half full, and how late?", "minimum numbers clause"),
    ("*", "is {n} worth it for a business our size?", "cyber liability insurance"),
    ("*", "how long am I legally allowed to keep {n} after a trip?", "travellers' passport copies"),
    ("PUG", "do we need a {n} to use the trulli for the group lunch?", "private event licence"),
]

DIETS_EN = ["none", "none", "none", "none", "vegetarian", "vegan", "gluten-free", "coeliac", "no pork",
            "pescatarian", "nut allergy", "lactose intolerant", "halal", "no shellfish"]

# ----------------------------------------------------------------------------------------------
# Chinese pools
# ----------------------------------------------------------------------------------------------
NS_ZH = list("王李张陈杨黄赵吴徐孙马朱胡郭林")
NG_ZH = ["建国", "秀英", "志强", "丽娟", "海燕", "俊杰", "雨涵", "晓梅", "德明", "国华", "玉兰", "子轩", "文博",
         "思雨", "卫东", "红梅", "明辉", "淑珍", "家豪", "欣怡", "光荣", "素芬", "振华", "慧敏"]
FS_ZH = list("高郑梁谢宋许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤")
FG_ZH = ["春花", "永强", "桂英", "浩然", "佳琪", "立新", "雪莲", "宏伟", "婷婷", "志刚", "美玲", "建华", "秀兰", "国强",
         "丽华", "秀珍", "桂兰", "小红", "金凤", "文静", "宇航", "梓萱", "一诺", "子墨", "德胜", "淑芬", "海涛", "春燕",
         "晓东", "玉梅", "建军", "月华", "长青", "翠英"]

TRIPS_ZH = [
    {"code": "JZG", "name": "九寨沟5日游", "long": "九寨沟·黄龙双飞5日跟团游", "ccy": "CNY", "cur": "元", "who": "游客",
     "places": ["九寨沟", "黄龙", "松潘古城", "川主寺", "茂县"],
     "hotels": ["九寨星宇酒店", "川主寺云上客栈", "松潘古城客栈", "九寨天堂假日酒店"],
     "dijie": "阿坝九环地接社", "coach": "蓉城旅游客运", "cdom": "rckeyun.com"},
    {"code": "DCY", "name": "稻城亚丁6日游", "long": "稻城亚丁·新都桥6日深度跟团游", "ccy": "CNY", "cur": "元", "who": "游客",
     "places": ["康定", "新都桥", "理塘", "稻城", "亚丁"],
     "hotels": ["稻城云朵酒店", "新都桥摄影客栈", "理塘高城宾馆", "康定情歌大酒店"],
     "dijie": "甘孜山行地接", "coach": "康巴旅游车队", "cdom": "kbcd-travel.cn"},
    {"code": "KIX", "name": "日本关西7日游", "long": "日本关西大阪京都奈良7日跟团游", "ccy": "JPY", "cur": "日元", "who": "客人",
     "places": ["大阪", "京都", "奈良", "神户", "岚山"],
     "hotels": ["大阪难波东急酒店", "京都四条格拉斯丽", "奈良公园旅馆", "神户港湾酒店"],
     "dijie": "大阪樱途地接社", "coach": "关西观光巴士", "cdom": "kansai-kanko.jp"},
    {"code": "CNX", "name": "清迈6日游", "long": "泰国清迈清莱6日跟团游", "ccy": "THB", "cur": "泰铢", "who": "客人",
     "places": ["清迈古城", "素贴山", "清莱", "拜县", "宁曼路"],
     "hotels": ["清迈宁曼酒店", "古城花园酒店", "清莱河畔度假村", "拜县山谷民宿"],
     "dijie": "清迈兰纳地接", "coach": "兰纳旅游车队", "cdom": "lanna-coach.co.th"},
    {"code": "EML", "name": "峨眉乐山3日游", "long": "峨眉山·乐山大佛3日跟团游", "ccy": "CNY", "cur": "元", "who": "游客",
     "places": ["乐山大佛", "峨眉山", "金顶", "报国寺", "洪椿坪"],
     "hotels": ["红珠山宾馆", "乐山嘉州酒店", "报国寺禅居客栈", "峨眉雪芽酒店"],
     "dijie": "峨眉山嘉游地接", "coach": "蓉城旅游客运", "cdom": "rckeyun.com"},
]

AGENCIES_ZH = [("成都蜀途国际旅行社", "shutu-travel.cn"), ("成都锦行假期旅行社", "jinxing-holiday.com"),
               ("成都熊猫游旅行社", "pandayou.cn"), ("成都川行天下旅行社", "chuanxing.travel")]
PLUGINS_ZH = [("tuanbao", "团宝报名系统", "TB"), ("youtu", "游途预订插件", "YT"), ("lvguanjia", "旅管家", "LGJ")]
OPS_ZH = [("刘敏", "liumin"), ("周琳", "zhoulin"), ("何静", "hejing"), ("唐雪", "tangxue"), ("罗佳", "luojia")]
INSURERS_ZH = ["蜀安财产保险", "锦程财险", "天府保险"]
HOSTS_ZH = ["云栖主机", "蓝鲸云服务器", "天府数据中心"]

PORT_CTX_ZH = [("staging", "测试环境的报名后台"), ("webhook", "微信支付的回调服务"), ("sftp", "{coach}那边传名单的SFTP"),
               ("dbtunnel", "{dev}搭的数据库隧道"), ("bt", "宝塔面板"), ("redis", "报名系统用的Redis缓存"),
               ("dashboard", "{dev}做的统计看板"), ("sms", "短信网关"), ("miniapp", "小程序的测试接口"),
               ("backup", "备份服务器的SSH"), ("print", "门店那台打印服务"), ("crm", "老客户管理系统")]

DECISIONS_ZH = [
    ("JZG", "九寨沟那两晚改住星宇酒店", "离沟口走路只要五分钟"),
    ("*", "改用川西行客运的车", "他们的司机跑这条线十几年了"),
    ("DCY", "稻城那晚每间房加配氧气瓶", "去年有两个阿姨高反很严重"),
    ("KIX", "关西团改成关空进关空出", "往返机票便宜了将近一千"),
    ("*", "给退团的那位阿姨全额退款", "她有住院证明"),
    ("DCY", "取消理塘的自由活动", "那段路最近在修"),
    ("*", "尾款截止提前到出发前30天", "去年好几个客人拖到最后才付"),
    ("JZG", "地接换成九环天行", "原来那家连续两次临时涨价"),
    ("*", "这一期控制在28人以内", "大巴只有33座还要留导游位"),
    ("KIX", "日元用招行外币卡付", "手续费比电汇低"),
    ("*", "报名表全部改用小程序收集", "纸质表老是漏填忌口"),
    ("*", "给被挤掉的客人免单房差", "这事是我们这边的责任"),
    ("JZG", "黄龙改成坐索道上山", "团里老人多爬不动"),
    ("*", "理赔走旅行社责任险", "意外险那边不赔供应商违约"),
    ("*", "报名插件先在测试环境升级", "上次直接升级把定金通知弄坏了"),
    ("CNX", "清迈团加一个中文导游", "上次客人投诉听不懂英文讲解"),
    ("EML", "峨眉山那晚改住报国寺附近", "第二天上金顶能早出发一个小时"),
    ("*", "再给大巴公司最后一次机会", "他们答应自己出钱调替补车"),
    ("KIX", "奈良那天取消自由活动", "上次有客人在奈良公园走散了"),
    ("*", "以后定金统一收对公账户", "微信收款对账太乱"),
    ("DCY", "新都桥那晚换成摄影客栈", "客人都想拍日出"),
    ("CNX", "拜县段改成包车", "公共小巴的山路太晕了"),
    ("*", "行前说明会改成线上开", "一半客人住在郊县"),
    ("EML", "乐山大佛改坐游船看", "排队走九曲栈道要三个小时"),
]
# "只有{cond}，才能{action}"
CONSTRAINTS_ZH = [
    ("*", "把名单发给地接社", "尾款全部到账以后"),
    ("*", "给客人承诺退款", "保险公司书面确认了"),
    ("*", "从客人卡里扣尾款", "客人本人书面同意"),
    ("*", "把游客身份证号发给车队", "号码打码处理过"),
    ("*", "动正式环境的报名系统", "晚上十点以后"),
    ("*", "群发尾款催缴短信", "工作日上午"),
    ("*", "接受未成年人单独报名", "监护人签了同意书"),
    ("DCY", "安排客人徒步去牛奶海", "领队确认没人有高反症状"),
    ("*", "再付大巴公司一分钱", "他们书面承认一车两卖"),
    ("*", "把我的私人手机号给出去", "对方是领队"),
    ("*", "在公众号发客人照片", "客人勾了肖像授权"),
    ("KIX", "确认京都的酒店", "日元汇率低于4.9"),
    ("*", "签新的车队合同", "会计看完第九条"),
    ("*", "把客人调到下一期", "事先问过本人"),
    ("*", "免改名手续费", "客人是去年11月前报的名"),
    ("JZG", "订黄龙的索道票", "满十个人报名"),
    ("*", "重新发出团通知书", "车辆时间最终确定"),
    ("CNX", "带客人去大象营", "营地有正规资质证明"),
    ("EML", "带团上金顶看日出", "天气预报没有雷雨"),
    ("*", "给地接社付第二笔款", "他们把盖章的合同寄回来"),
]
QUESTIONS_ZH = [
    ("JZG", "九寨沟门票今年还有没有{n}？", "老年人半价"),
    ("KIX", "日本签证的{n}需不需要盖公章？", "在职证明"),
    ("DCY", "亚丁景区的{n}是不是包含在门票里？", "观光车费"),
    ("*", "{n}是按每个团算还是按每个客人算？", "责任险保额"),
    ("*", "小孩{n}的话早餐怎么算？", "不占床"),
    ("KIX", "给日本地接付款有没有{n}限制？", "个人购汇额度"),
    ("DCY", "海拔4000米以上的线路要不要客人交{n}？", "体检证明"),
    ("CNX", "清迈的{n}现在还让不让骑？", "大象营"),
    ("*", "高铁{n}能不能改签？", "团体票"),
    ("*", "{n}要不要在文旅局的平台备案？", "电子合同"),
    ("DCY", "客人自己带的{n}能不能上飞机？", "便携氧气瓶"),
    ("*", "{n}今年是不是改成线上了？", "导游证年审"),
    ("*", "我们这种小社能不能用{n}？", "差额征税"),
    ("KIX", "{n}是不是每个客人都要自己填？", "Visit Japan Web"),
    ("*", "跟团游的{n}是不是还是按出发前天数算？", "违约金比例"),
    ("CNX", "泰国现在入境还要不要填{n}？", "TDAC入境卡"),
    ("EML", "峨眉山的{n}对60岁以上是不是免费？", "景区观光车"),
    ("*", "{n}能不能开给单位抬头？", "旅游发票"),
    ("*", "{n}到底要保存几年？", "游客身份证复印件"),
    ("JZG", "九寨沟{n}是不是要提前实名预约？", "冬季门票"),
    ("*", "{n}是不是只能原路退回？", "扫码收的团费"),
]
DIETS_ZH = ["无", "无", "无", "无", "不吃辣", "素食", "清真", "海鲜过敏", "不吃牛肉", "糖尿病少糖", "花生过敏", "不吃香菜", "乳糖不耐"]


# ----------------------------------------------------------------------------------------------
# Builder: common machinery
# ----------------------------------------------------------------------------------------------
class Builder:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed, self.zh, self.per_kind, self.attempt = seed, zh, per_kind, attempt
        self.rng = random.Random("da/%d/%d/%s" % (seed, attempt, "zh" if zh else "en"))
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
        target = self.rint(max(150, nfact + 40), max(200, min(270, nfact + 110)))
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
        self.op = self.ch(OPS_EN)
        self.company, self.site = self.ch(COMPANIES_EN)
        self.plugin, self.plugin_name, self.pk = self.ch(PLUGINS)
        self.email = "%s@%s" % (self.op.lower(), self.site)
        self.trips = [dict(t) for t in self.rng.sample(TRIPS_EN, 3)]
        for t, m in zip(self.trips, self.rng.sample(range(3, 10), 3)):
            t["m"] = m
            t["dd"] = self.rint(2, 27)
            t["dep"] = "%s-27%s" % (t["code"], MON3[m - 1])
            t["dep_iso"] = "2027-%02d-%02d" % (m, t["dd"])
        self.coach_trip = self.ch(self.trips)
        self.insurer = self.ch(INSURERS_EN)
        self.host = self.ch(HOSTS_EN)
        self.dev = self.ch(["Kev", "Dan", "Raj", "Tom", "Gareth"])

    # -- filler generators (never contain a needle) --
    def fname(self):
        return self.safe(lambda: "%s %s" % (self.ch(FF_EN), self.ch(FL_EN)))

    def fref(self, trip=None):
        trip = trip or self.ch(self.trips)
        return self.safe(lambda: "%s-27-%04d" % (trip["code"], self.rint(10, 9999)))

    def famt(self, lo, hi, step=5):
        def g():
            a = self.rint(lo // step, hi // step) * step
            return a
        for _ in range(300):
            a = g()
            forms = ["{:,}".format(a), str(a), "%.2f" % a, "%d.0" % a]
            if all(self.ok(c + x) for x in forms for c in ("", "£", "€", "¥", "$", "ISK ")) and self.ok(str(a) + "元"):
                return a
        return a

    def fmoney(self, cur, lo, hi, step=5):
        for _ in range(100):
            a = self.famt(lo, hi, step)
            s = money_fmt(cur, a)
            if self.ok(s):
                return s
        return s

    def fiso(self, m=None):
        return self.safe(lambda: "2027-%02d-%02d" % (m or self.rint(2, 9), self.rint(1, 28)))

    def fdate_uk(self):
        return self.safe(lambda: "%02d/%02d/2027" % (self.rint(1, 28), self.rint(2, 9)))

    def fdate_prose(self):
        return self.safe(lambda: "%d %s" % (self.rint(1, 28), MONTHS[self.rint(1, 8)]))

    def fphone(self, cc="+44"):
        if cc == "+44":
            return self.safe(lambda: "+44 7%03d %06d" % (self.rint(100, 999), self.rint(0, 999999)))
        return self.safe(lambda: "%s %03d %03d %03d" % (cc, self.rint(100, 999), self.rint(100, 999), self.rint(100, 999)))

    def fversion(self):
        return self.safe(lambda: "%d.%d.%d" % (self.rint(1, 9), self.rint(0, 20), self.rint(0, 30)))

    def asc(self, x):
        import unicodedata
        return re.sub(r"[^a-z0-9]", "", unicodedata.normalize("NFKD", x.lower()).encode("ascii", "ignore").decode())

    def cc(self, t):
        return {"Portugal": "+351", "Japan": "+81", "Iceland": "+354", "Italy": "+39"}[t["country"]]

    def maildate(self, lo=3, hi=12, withtime=True):
        def g():
            d = datetime(2027, 1, self.rint(lo, hi), self.rint(7, 18), self.rint(0, 59), self.rint(0, 59))
            return d.strftime("%a, %-d %b %Y %H:%M:%S +0000") if withtime else d.strftime("%a %-d %b %Y at %H:%M")
        return self.safe(g)

    def trip_cur(self, t):
        return {"EUR": "€", "JPY": "¥", "ISK": "ISK"}[t["ccy"]]

    def foreign_money(self, t):
        c = t["ccy"]
        if c == "JPY":
            return self.fmoney("¥", 8000, 900000, 100)
        if c == "ISK":
            return self.fmoney("ISK", 20000, 900000, 1000)
        return self.fmoney("€", 40, 9000, 5)

    # -- needle generators --
    def en_gen_name(self):
        v = "%s %s" % (self.ch(NF_EN), self.ch(NL_EN))
        return {"needles": [v], "v": v, "first": v.split()[0], "last": v.split()[-1], "trip": self.ch(self.trips)}

    def en_gen_id(self):
        t = self.ch(["booking", "booking", "booking", "claim", "job", "invoice", "contract", "refund", "pnr", "hotel"])
        trip = self.ch(self.trips)
        if t == "booking":
            v = "%s-27-%04d" % (trip["code"], self.rint(10, 9999))
        elif t == "claim":
            v = "CLM-%07d" % self.rint(1000000, 9999999)
        elif t == "job":
            v = "JOB-%05d" % self.rint(10000, 99999)
        elif t == "invoice":
            v = "INV-%05d" % self.rint(10000, 99999)
        elif t == "contract":
            v = "SC-2027-%03d" % self.rint(1, 999)
        elif t == "refund":
            v = "RF-%04d%s" % (self.rint(1000, 9999), self.ch("ABCDEFGHJK"))
        elif t == "pnr":
            al = "ABCDEFGHJKLMNPQRSTUVWXYZ"
            v = "".join(self.ch(al + "23456789") for _ in range(6))
            if not re.search(r"\d", v) or not re.search("[A-Z]", v):
                v = self.ch(al) + v[1:4] + str(self.rint(2, 9)) + v[5]
        else:
            v = "HC%06d" % self.rint(100000, 999999)
        hotel = self.ch(trip["hotels"])
        desc = {"booking": "booking ref", "claim": "claim reference", "job": "%s job number" % trip["coach"],
                "invoice": "invoice number from %s" % hotel, "contract": "contract number for %s" % hotel,
                "refund": "refund reference", "pnr": "group PNR for the flights",
                "hotel": "confirmation number at %s" % hotel}[t]
        return {"needles": [v], "v": v, "type": t, "trip": trip, "desc": desc, "hotel": hotel}

    def en_gen_port(self):
        v = str(self.ch(PORTS) if self.chance(0.65) else self.rint(1025, 49151))
        used = self.__dict__.setdefault("_portctx", set())
        free = [i for i in range(len(PORT_CTX_EN)) if i not in used] or list(range(len(PORT_CTX_EN)))
        i = self.ch(free)
        trip = self.ch(self.trips)
        key, ctx = PORT_CTX_EN[i]
        f = {"needles": [v], "v": v, "key": key, "ctx": ctx.format(coach=trip["coach"], dev=self.dev), "trip": trip, "_i": i}
        return f

    def en_gen_version(self):
        k = self.ch(["plugin", "plugin", "plugin", "stripe", "wordpress", "php", "theme", "smtp"])
        if k == "plugin":
            v = "%d.%d.%d" % (self.rint(2, 6), self.rint(0, 19), self.rint(0, 14))
            label = self.plugin_name
        elif k == "stripe":
            v = "%d.%d.%d" % (self.rint(1, 3), self.rint(0, 12), self.rint(0, 9))
            label = "the %s Stripe add-on" % self.plugin_name
        elif k == "wordpress":
            v = "6.%d.%d" % (self.rint(4, 9), self.rint(1, 5))
            label = "WordPress"
        elif k == "php":
            v = "8.%d.%d" % (self.rint(1, 3), self.rint(2, 30))
            label = "PHP"
        elif k == "theme":
            v = "%d.%d.%d" % (self.rint(1, 4), self.rint(0, 15), self.rint(0, 9))
            label = "the Kadence theme"
        else:
            v = "%d.%d.%d" % (self.rint(3, 4), self.rint(0, 12), self.rint(0, 9))
            label = "WP Mail SMTP"
        return {"needles": [v], "v": v, "key": k, "label": label}

    def en_gen_money(self):
        trip = self.ch(self.trips)
        if self.chance(0.45):
            cur = "£"
            a = self.ch([self.rint(9, 300) * 5, self.rint(30, 980) * 5, self.rint(100, 1900) * 5])
        else:
            cur = self.trip_cur(trip)
            if cur == "¥":
                a = self.rint(80, 9800) * 100
            elif cur == "ISK":
                a = self.rint(20, 900) * 1000
            else:
                a = self.ch([self.rint(8, 300) * 5, self.rint(40, 1900) * 5])
        return {"needles": [money_fmt(cur, a)], "v": money_fmt(cur, a), "cur": cur, "amount": a, "trip": trip}

    def en_gen_date(self):
        m = self.rint(2, 9)
        d = self.rint(1, 28)
        v = "%s %s" % (MONTHS[m - 1], ordinal(d))
        return {"needles": [v], "v": v, "m": m, "d": d, "trip": self.ch(self.trips)}

    def en_gen_command(self):
        t = self.ch(self.trips)
        n = self.rint(18, 64)
        P = self.pk
        dep = t["dep"]
        k = self.rint(0, 12)
        if k == 0:
            v = 'curl -s -H "X-%s-Key: $%s_KEY" "https://%s/wp-json/%s/v2/bookings?departure=%s&status=balance_due"' % (P, P, self.site, self.plugin, dep)
            p, ct = "lists everyone on the %s who still owes a balance" % t["name"], "curl"
        elif k == 1:
            ref = self.fref(t)
            v = "curl -X POST -H \"Authorization: Bearer $BOOKING_TOKEN\" https://%s/wp-json/%s/v2/bookings/%s/resend-confirmation" % (self.site, self.plugin, ref)
            p, ct = "resends a confirmation email when someone swears they never got it", "curl"
        elif k == 2:
            v = 'curl -s "https://%s/wp-json/%s/v2/departures/%s/manifest?format=csv" -o %s_manifest_v%d.csv' % (self.site, self.plugin, dep, t["code"].lower(), self.rint(2, 9))
            p, ct = "downloads the %s manifest as a CSV" % t["name"], "curl"
        elif k == 3:
            v = "curl -X PATCH https://%s/wp-json/%s/v2/departures/%s -H 'Content-Type: application/json' -d '{\"capacity\": %d}'" % (self.site, self.plugin, dep, self.rint(12, 40))
            p, ct = "changes the number of places on the %s" % t["name"], "curl"
        elif k == 4:
            v = 'curl -s -u ops:$WP_APP_PASS "https://%s/wp-json/%s/v2/payments?since=2027-01-%02d&method=stripe" | jq \'.[].amount\'' % (self.site, self.plugin, self.rint(1, 9))
            p, ct = "pulls this month's Stripe payments", "curl"
        elif k == 5:
            v = "wp %s reminders send --departure=%s --dry-run" % (self.plugin, dep)
            p, ct = "does a dry run of the balance reminders for the %s" % t["name"], "wp"
        elif k == 6:
            v = "wp cron event run %s_daily_balance_check --due-now" % self.plugin if self.chance(0.5) else "wp cron event run %s_send_reminders" % self.plugin
            p, ct = "kicks the reminder cron when it gets stuck", "wp"
        elif k == 7:
            v = "wp %s export bookings --departure=%s --fields=ref,lead,diet,room --format=csv" % (self.plugin, dep)
            p, ct = "exports the dietary and rooming list for the %s" % t["name"], "wp"
        elif k == 8:
            v = '=SUMIFS(F2:F%d,E2:E%d,"<>Paid")' % (n, n)
            p, ct = "totals up the unpaid balances", "formula"
        elif k == 9:
            w = self.ch(["gluten", "vegan", "veggie", "nut", "coeliac"])
            v = '=COUNTIF(H2:H%d,"*%s*")' % (n, w)
            p, ct = "counts the %s people in the dietary column" % w, "formula"
        elif k == 10:
            v = '=XLOOKUP(A%d,Deposits!A:A,Deposits!%s:%s,"not found")' % (self.rint(2, 5), "DEFG"[self.rint(0, 3)], "DEFG"[self.rint(0, 3)])
            p, ct = "pulls each deposit across from the Deposits tab", "formula"
        elif k == 11:
            v = '=TEXTJOIN(", ",TRUE,FILTER(B2:B%d,G2:G%d="%s"))' % (n, n, self.ch(["vegan", "vegetarian", "single"]))
            p, ct = "lists all the matching names in one cell", "formula"
        else:
            d = self.rint(10, 60)
            v = '=IF(AND(E%d<>"Paid",D%d-TODAY()<%d),"CHASE","")' % (2, 2, d)
            p, ct = "flags anyone whose balance is due within %d days" % d, "formula"
        return {"needles": [v], "v": v, "purpose": p, "ctype": ct, "trip": t, "n": n}

    def fit_pool(self, pool):
        codes = {t["code"] for t in self.trips}
        out = []
        for e in pool:
            tags = e[0].split()
            if tags == ["*"]:
                out.append((e, None))
            else:
                ok = [t for t in self.trips if t["code"] in tags]
                if ok:
                    out.append((e, ok))
        return out

    def pool_pick(self, pool):
        e, trips = self.ch(self.fit_pool(pool))
        return e, self.ch(trips) if trips else self.ch(self.trips)

    def en_gen_decision(self):
        (_, c, r), trip = self.pool_pick(DECISIONS_EN)
        if self.per_kind > 12 and self.chance(0.5):
            c = "%s on the %s" % (c, trip["name"])
        return {"needles": [c, r], "choice": c, "reason": r, "trip": trip}

    def en_gen_constraint(self):
        (_, a, c), trip = self.pool_pick(CONSTRAINTS_EN)
        if self.per_kind > 12 and self.chance(0.5):
            a = "%s for the %s" % (a, trip["name"])
        return {"needles": [a, c], "action": a, "cond": c, "trip": trip}

    def en_gen_question(self):
        (_, q, n), trip = self.pool_pick(QUESTIONS_EN)
        return {"needles": [n], "v": n, "q": q.format(n=n), "trip": trip}

    # -- sentences about a single fact --
    def en_role(self, f):
        t = f["trip"]
        return self.ch([
            "the new party leader from the school for the %s" % t["name"],
            "the traveller with the severe nut allergy on the %s" % t["name"],
            "our new local guide for the %s" % t["name"],
            "the reservations manager at %s" % self.ch(t["hotels"]),
            "the claims handler at %s" % self.insurer,
            "the dispatcher at %s who actually answers the phone" % t["coach"],
            "the traveller who wants a full refund on the %s" % t["name"],
            "the emergency contact for the %s while I'm in Wales" % t["name"],
            "the replacement traveller taking the cancelled place on the %s" % t["name"],
            "the teacher doing first aid on the %s" % t["name"],
            "the one complaining about the single supplement",
            "the accountant doing our year-end",
        ])

    def en_money_ctx(self, f):
        t = f["trip"]
        if f["cur"] == "£":
            fl = self.ch(FL_EN)
            return self.pick_new("mctx", ["the refund we owe the %ss" % fl, "the single supplement on the %s" % t["name"],
                            "the deposit per person for the %s" % t["name"], "the goodwill gesture I offered the %ss" % fl,
                            "the excess on the insurance claim", "what the %ss still owe" % fl,
                            "the amendment fee for the %s name change" % fl, "our own loss on the coach fiasco"])
        return self.pick_new("mctx", ["the cancellation fee %s want" % t["coach"], "the attrition penalty at %s" % self.ch(t["hotels"]),
                        "the guide's day rate in %s" % self.ch(t["places"]), "the extra night at %s" % self.ch(t["hotels"]),
                        "the replacement coach", "the deposit %s want by return" % self.ch(t["hotels"]),
                        "the group dinner in %s" % self.ch(t["places"])])

    def en_date_ctx(self, f):
        t = f["trip"]
        return self.pick_new("dctx", ["the balance deadline for the %s" % t["name"], "the day %s release our rooms" % self.ch(t["hotels"]),
                        "the deadline for the insurance paperwork", "the new departure date for the %s" % t["name"],
                        "the day %s can do the airport run instead" % t["coach"], "the parents' information evening",
                        "the cut-off for dietary forms on the %s" % t["name"],
                        "the last day for free cancellation at %s" % self.ch(t["hotels"]),
                        "the date the final manifest goes to %s" % t["coach"]])

    def en_sentence(self, f):
        k, v = f["kind"], f.get("v")
        if k == "name":
            role = self.en_role(f)
            f["role"] = role
            return self.ch(["Oh! Forgot to say — %s is %s." % (v, role),
                            "Adding to the contacts sheet: %s, %s." % (v, role),
                            "Turns out %s is %s, not the person I thought!" % (v, role),
                            "Can you remember that %s is %s? I will 100%% forget." % (v, role)])
        if k == "id":
            return self.ch(["The %s is %s, they want it quoted on everything." % (f["desc"], v),
                            "Finally got the %s: %s!!" % (f["desc"], v),
                            "For the file, %s is the %s." % (v, f["desc"]),
                            "Right so the %s — %s. Don't let me lose that one." % (f["desc"], v)])
        if k == "port":
            opts = ["Note for future me: %s is on port %s now." % (f["ctx"], v),
                    "Apparently %s moved to port %s when the host did their migration thing." % (f["ctx"], v)]
            if self.dev not in f["ctx"]:
                opts.append("%s says %s listens on %s, in case it falls over while he's away." % (self.dev, f["ctx"], v))
            return self.ch(opts)
        if k == "version":
            return self.ch(["%s is on %s now — it updated itself overnight, cheeky thing." % (f["label"][0].upper() + f["label"][1:], v),
                            "%s says we need %s %s before the Easter rush." % (self.dev, f["label"], v),
                            "The support lady reckons the deposit email bug was fixed in %s of %s." % (v, f["label"])])
        if k == "money":
            ctx = self.en_money_ctx(f)
            f["ctx"] = ctx
            return self.ch(["%s comes to %s." % (ctx[0].upper() + ctx[1:], v),
                            "So %s is %s, which is more than I'd hoped!!" % (ctx, v),
                            "%s — %s. Ouch." % (ctx[0].upper() + ctx[1:], v),
                            "Just so it's written down somewhere, %s is %s." % (ctx, v)])
        if k == "date":
            ctx = self.en_date_ctx(f)
            f["ctx"] = ctx
            return self.ch(["%s is %s." % (ctx[0].upper() + ctx[1:], v),
                            "We've moved %s to %s." % (ctx, v),
                            "And %s? %s, apparently." % (ctx, v),
                            "Pop this in the calendar: %s is %s!" % (ctx, v)])
        raise ValueError(k)

    def en_restate(self, f):
        k, v = f["kind"], f["v"]
        if k == "name":
            return self.ch(["Got it — **%s**, %s. I'll keep that handy." % (v, f["role"]),
                            "Noted: %s is %s." % (v, f["role"])])
        if k == "id":
            return self.ch(["Noted! %s → %s. I'll quote it whenever we write to them." % (f["desc"][0].upper() + f["desc"][1:], v),
                            "Saved: **%s** (%s)." % (v, f["desc"])])
        if k == "port":
            return "Got it — %s on port %s. I'll use that next time we test anything." % (f["ctx"], v)
        if k == "version":
            return "Noted: %s %s. Worth checking the deposit emails after any update, given last time!" % (f["label"], v)
        if k == "money":
            return self.ch(["Noted — %s: **%s**." % (f["ctx"], v), "OK, so %s for %s. I've added it to the running costs list." % (v, f["ctx"])])
        if k == "date":
            return self.ch(["In the calendar: %s — **%s**." % (f["ctx"][0].upper() + f["ctx"][1:], v),
                            "Got it, %s is %s. Want a reminder a week before?" % (f["ctx"], v)])
        raise ValueError(k)

    def en_ack(self):
        return self.ch(["Noted! 👍", "Got it, saved.", "Done — I've added that to the notes.",
                        "Noted. Anything else on that one?", "Lovely, got that down.",
                        "OK! I'll keep that with the rest of the trip notes.",
                        "Got it. That's one less thing for you to hold in your head!"])

    def en_bits(self):
        return self.ch(["", "", "", "", "", "Busy morning!! ", "Right. ", "Ok so. ", "Quick one! ", "Before I forget: ",
                        "Sorry, phone's been going non-stop. ", "Back from the post office. ", "Hiya! ", "Argh. ", "So! "])

    def en_tail(self):
        return self.ch(["", "", " Anyway!", " Onwards!!", " What a week.", " Honestly.", " 🙈", " Thanks lovely!"])

    # -- fact episodes --
    def en_hosts(self):
        bk = lambda f: f["type"] == "booking"
        inbox_id = lambda f: f["type"] in ("booking", "claim", "job", "invoice", "contract", "refund", "hotel")
        gbp = lambda f: f["cur"] in ("£", "€")
        foreign = lambda f: f["cur"] != "£"
        runnable = lambda f: f["ctype"] != "formula"
        formula = lambda f: f["ctype"] == "formula"
        plug = lambda f: f["key"] in ("plugin", "stripe", "smtp")
        return {
            "name": [(3, self.en_ep_statement, None), (3, self.en_ep_table_name, None), (3, self.en_ep_inbox, None),
                     (2, self.en_ep_lookup, None), (2, self.en_ep_restate, None), (2, self.en_ep_todo, None)],
            "command": [(3, self.en_ep_cmd_run, runnable), (2, self.en_ep_cmd_paste, None),
                        (3, self.en_ep_formula, formula), (2, self.en_ep_cmd_note, None)],
            "id": [(4, self.en_ep_lookup, bk), (3, self.en_ep_inbox, inbox_id), (2, self.en_ep_statement, None),
                   (2, self.en_ep_correction, None), (1, self.en_ep_restate, None), (2, self.en_ep_todo, None)],
            "port": [(4, self.en_ep_port_error, None), (2, self.en_ep_inbox, None), (2, self.en_ep_statement, None),
                     (2, self.en_ep_correction, None), (1, self.en_ep_restate, None)],
            "version": [(3, self.en_ep_version_shell, plug), (3, self.en_ep_inbox, None), (2, self.en_ep_statement, None),
                        (2, self.en_ep_correction, None)],
            "money": [(3, self.en_ep_lookup, gbp), (3, self.en_ep_inbox, None), (3, self.en_ep_convert, foreign),
                      (2, self.en_ep_statement, None), (3, self.en_ep_correction, None), (1, self.en_ep_restate, None),
                      (2, self.en_ep_todo, None)],
            "date": [(3, self.en_ep_lookup, None), (3, self.en_ep_inbox, None), (2, self.en_ep_statement, None),
                     (3, self.en_ep_correction, None), (1, self.en_ep_restate, None), (2, self.en_ep_todo, None)],
            "decision": [(3, self.en_ep_decision, None), (2, self.en_ep_decision_choose, None),
                         (2, self.en_ep_decision_email, None), (2, self.en_ep_combo, None)],
            "constraint": [(3, self.en_ep_constraint, None), (2, self.en_ep_constraint_ask, None),
                           (2, self.en_ep_todo, None), (2, self.en_ep_combo, None)],
            "question": [(3, self.en_ep_question_aside, None), (2, self.en_ep_question_list, None),
                         (2, self.en_ep_question_dropped, None)],
        }

    def en_ep_statement(self, f):
        s = self.en_sentence(f)
        pre = self.en_bits()
        post = self.ch(["", "", " " + self.en_small_line(), " Right, back to the spreadsheet."])
        items = [("user", pre + s + post)]
        if self.chance(0.3):
            items.append(("assistant", self.en_ack()))
        else:
            items.append(("assistant", self.en_ack() + " " + self.ch([
                "Do you want me to update the trip notes too?", "Shall I drop them a quick email to confirm?",
                "I'll flag it if it clashes with anything else we've got.", "Anything else from that call?"])))
        return items

    def en_ep_restate(self, f):
        s = self.en_sentence(f)
        return [("user", self.en_bits() + s + self.en_tail()), ("assistant", self.en_restate(f))]

    def en_small_line(self):
        return self.ch(["The cat has just walked across the keyboard.", "It's chucking it down here btw.",
                        "Need more coffee.", "The printer is jamming again, of course.",
                        "My mum's rung three times this morning!", "Dog needs a walk soon."])

    def en_booking_json(self, ref, trip, lead, cur, bal, due_iso, npax=None, status=None):
        npax = npax or self.ch([1, 2, 2, 2, 3])
        last = lead.split()[-1]
        pax = [{"name": lead, "room": self.ch(["twin", "double", "single"]), "diet": self.ch(DIETS_EN)}]
        for _ in range(npax - 1):
            pax.append({"name": self.safe(lambda: "%s %s" % (self.ch(FF_EN), last if self.chance(0.7) else self.ch(FL_EN))),
                        "room": pax[0]["room"], "diet": self.ch(DIETS_EN)})
        dep = self.famt(150, 750, 50) if cur != "JPY" else self.famt(20000, 90000, 1000)
        return {
            "booking_ref": ref,
            "departure": trip["dep"],
            "trip": trip["long"],
            "start_date": trip["dep_iso"],
            "status": status or self.ch(["deposit_paid", "deposit_paid", "balance_overdue", "part_paid"]),
            "lead_passenger": {"name": lead, "email": self.safe(lambda: "%s.%s%d@%s" % (lead.split()[0].lower(), last.lower(), self.rint(1, 99), self.ch(["gmail.com", "btinternet.com", "outlook.com", "icloud.com"]))),
                               "phone": self.fphone()},
            "passengers": pax,
            "currency": cur,
            "deposit_paid": float(dep),
            "balance": float(bal),
            "balance_due": due_iso,
            "payments": [{"date": self.safe(lambda: "2026-%02d-%02d" % (self.rint(6, 12), self.rint(1, 28))),
                          "method": self.ch(["stripe", "bank_transfer"]), "amount": float(dep)}],
            "notes": self.ch(["", "Ground floor room please (knee op in Nov)", "Celebrating 40th anniversary!",
                              "Travelling with walking poles - asked about hold luggage", "Booked via the Guardian ad",
                              "Repeat customer - did the Douro in 2025", "Wants train times from Lisbon airport"]),
            "created": self.safe(lambda: "2026-%02d-%02dT%02d:%02d:11Z" % (self.rint(5, 12), self.rint(1, 28), self.rint(7, 22), self.rint(0, 59))),
        }

    def en_ep_lookup(self, f):
        got = {f["kind"]: f}
        preds = {"id": lambda g: g["type"] == "booking", "money": lambda g: g["cur"] in ("£", "€"), "date": None, "name": None}
        for k, p in (("id", 0.6), ("money", 0.55), ("date", 0.5), ("name", 0.25)):
            if k not in got and self.chance(p):
                g = self.take(k, preds[k])
                if g:
                    got[k] = g
        trip = got["id"]["trip"] if "id" in got else self.ch(self.trips)
        ref = got["id"]["v"] if "id" in got else self.fref(trip)
        lead = got["name"]["v"] if "name" in got else self.fname()
        last = lead.split()[-1]
        if "money" in got:
            cur = {"£": "GBP", "€": "EUR"}[got["money"]["cur"]]
            bal = got["money"]["amount"]
            bal_s = got["money"]["v"]
        else:
            cur = "GBP"
            bal = self.famt(300, 4200, 5)
            bal_s = "£{:,}".format(bal)
        if "date" in got:
            due_iso = "2027-%02d-%02d" % (got["date"]["m"], got["date"]["d"])
            due_s = got["date"]["v"]
        else:
            due_iso = self.fiso()
            dd = datetime.strptime(due_iso, "%Y-%m-%d")
            due_s = "%d %s" % (dd.day, MONTHS[dd.month - 1])
        js = self.en_booking_json(ref, trip, lead, cur, bal, due_iso)
        by_ref = "id" in got and self.chance(0.5)
        why = self.pick_new("why", ["They've emailed asking what they still owe.", "Their daughter booked it and now they're asking questions.", "She rang while I was in the car and I couldn't hear a thing!!",
                       "Want to check they've actually paid the deposit before I chase.", "The husband wants to add a night in Porto, apparently.",
                       "Think they're the ones who changed room type?", "Need it for the rooming list."])
        if by_ref:
            u = "Can you pull up %s for me? %s" % (ref, why)
            args = {"ref": ref}
        else:
            u = "Can you look up the %s booking on the %s? %s" % (last, trip["name"], why)
            args = {"surname": last, "departure": trip["dep"]}
        items = [("user", self.en_bits() + u), ("tool", "booking_lookup", (args, js))]
        drafted = False
        lines = []
        if "id" in got and (by_ref or self.chance(0.6)):
            lines.append("Here's **%s**:" % ref)
        else:
            lines.append("Found it! %s booking on the %s:" % ("The " + last, trip["name"]))
        if "name" in got and self.chance(0.6):
            lines.append("- **Lead:** %s (%d travelling)" % (lead, len(js["passengers"])))
        else:
            lines.append("- **Travellers:** %d, %s" % (len(js["passengers"]), js["passengers"][0]["room"]))
        cs = {"GBP": "£", "EUR": "€"}[cur]
        lines.append("- **Deposit paid:** %s{:,.0f}".format(js["deposit_paid"]) % cs)
        lines.append("- **Balance:** %s, due %s" % (bal_s if "money" in got else cs + "{:,}".format(bal), due_s))
        lines.append("- **Status:** %s" % js["status"].replace("_", " "))
        if js["notes"]:
            lines.append("- **Note on file:** \"%s\"" % js["notes"])
        lines.append("")
        lines.append(self.ch(["Want me to draft a friendly balance reminder?", "Nothing looks off to me — shall I reply to them?",
                              "If they're asking about a change, there's no amendment fee logged yet.",
                              "Let me know if you want the payment history too."]))
        items.append(("assistant", "\n".join(lines)))
        if self.chance(0.35):
            u2, a2 = self.ch([("Perfect, thank you!!", "👍"), ("Brill. Leave it with me, I'll ring them.", "Will do — shout if you need anything else on it."),
                              ("Yes please draft it, short and friendly!", "Here you go:\n\n> Hi there! Just a gentle nudge that your balance for the trip is due soon. You can pay by card through your booking page or by bank transfer. Any questions, just shout! Warm wishes, %s" % self.op)])
            items += [("user", u2), ("assistant", a2)]
        return items

    def en_email_block(self, sender, sender_addr, subject, body, sig_role, company, phone, quoted, cumpr=False):
        d = self.maildate(6, 12)
        q = "\n".join("> " + ln if ln else ">" for ln in quoted.split("\n")) if quoted else ""
        sig = "\n".join(x for x in [("Cumprimentos," if cumpr else self.ch(["Kind regards,", "Best regards,", "Many thanks,", "Regards,"])),
                                    sender, sig_role, company, phone] if x)
        return ("From: %s <%s>\nTo: %s <%s>\nDate: %s\nSubject: %s\n\n%s\n\n%s%s" % (
            sender, sender_addr, self.op, self.email, d, subject, body, sig, "\n\n" + q if q else ""))

    def en_ep_inbox(self, f):
        k = f["kind"]
        allowed = {"coach": ["name", "id", "money", "date", "port"], "hotel": ["name", "id", "money", "date"],
                   "insurer": ["name", "id", "money", "date"], "plugin": ["name", "id", "version"],
                   "host": ["name", "port", "version"]}
        idmap = {"booking": ["coach", "hotel", "plugin"], "claim": ["insurer"], "job": ["coach"], "invoice": ["hotel"],
                 "contract": ["hotel", "coach"], "refund": ["insurer"], "hotel": ["hotel"], "pnr": ["coach"]}
        if k == "id":
            st = self.ch(idmap[f["type"]])
        elif k == "version":
            st = "host" if f["key"] in ("php", "wordpress") else "plugin"
        else:
            st = self.ch([s for s, ks in allowed.items() if k in ks])
        got = {k: f}
        for k2 in allowed[st]:
            if k2 in got or len(got) >= 3 or not self.chance(0.35):
                continue
            if k2 == "id":
                g = self.take("id", lambda g: st in idmap[g["type"]])
            elif k2 == "version":
                g = self.take("version", (lambda g: g["key"] in ("php", "wordpress")) if st == "host" else (lambda g: g["key"] not in ("php", "wordpress")))
            else:
                g = self.take(k2)
            if g:
                got[k2] = g
        trip = got["id"]["trip"] if "id" in got else self.ch(self.trips)
        sender = got["name"]["v"] if "name" in got else self.fname()
        first = sender.split()[0]
        if "name" in got:
            got["name"]["role"] = "the person at the other end"
        mv = got["money"]["v"] if "money" in got else None
        dv = got["date"]["v"] if "date" in got else None
        iv = got["id"]["v"] if "id" in got else None
        body = []
        if st == "coach":
            company, dom = trip["coach"], trip["cdom"]
            role = self.ch(["Operations Manager", "Dispatch", "Group Transport Coordinator"])
            lab = {"job": "Job ", "contract": "Contract ", "booking": "Your ref ", "pnr": "PNR "}
            subj = "RE: %s – %s transfers" % (lab[got["id"]["type"]] + iv if iv else trip["dep"], trip["name"])
            body.append(self.ch(["Thank you for your patience regarding the transfers for your group.",
                                 "Apologies again for the confusion on our side last week.",
                                 "Following our call this morning, please see below."]))
            if "date" in got:
                body.append(self.ch(["We can now confirm a 49-seat coach for %s, same pickup times as before." % dv,
                                     "The replacement vehicle is confirmed for %s." % dv,
                                     "Our driver will be available from %s onwards." % dv]))
            else:
                body.append("We have now allocated a vehicle to your group and the driver has the itinerary.")
            if "money" in got:
                body.append(self.ch(["As a goodwill gesture we can offer %s off the final invoice." % mv,
                                     "The charge for the second vehicle would be %s, as per our conditions." % mv,
                                     "We have today refunded %s to the card used for the deposit." % mv]))
            if "port" in got:
                body.append("For the passenger manifest, please upload the file to our SFTP: sftp.%s, port %s, user %s. The password will follow by SMS." % (dom, got["port"]["v"], self.site.split(".")[0][:8]))
            if iv and self.chance(0.5):
                body.append("Please quote %s in any further correspondence." % iv)
            body.append(self.ch(["Once again we apologise for the inconvenience caused by the error in our planning system.",
                                 "Please do not hesitate to contact me if anything is unclear."]))
            phone = self.fphone(self.cc(trip))
            addr = "%s@%s" % (self.asc(first), dom)
        elif st == "hotel":
            company = got["id"]["hotel"] if "id" in got else self.ch(trip["hotels"])
            dom = self.asc(company) + {"Portugal": ".pt", "Japan": ".jp", "Iceland": ".is", "Italy": ".it"}[trip["country"]]
            role = self.ch(["Reservations Manager", "Groups & Events", "Front Office Manager"])
            subj = "Re: %s group – %s" % (trip["name"], "Invoice " + iv if iv and got["id"]["type"] == "invoice" else "rooming & payment")
            body.append(self.ch(["Thank you for your email and for choosing us again for your group.",
                                 "It was lovely to speak earlier.", "Further to your message of Friday:"]))
            if iv:
                body.append({"invoice": "Please find attached invoice %s." % iv, "contract": "The signed contract %s is attached for your records." % iv,
                             "hotel": "Your confirmation number is %s." % iv, "booking": "We have your reference %s on the booking." % iv}[got["id"]["type"]])
            if "money" in got:
                body.append(self.ch(["The attrition penalty for releasing the six rooms would be %s." % mv,
                                     "The outstanding amount on the group account is %s." % mv,
                                     "The supplement for the two extra single rooms is %s in total." % mv]))
            if "date" in got:
                body.append(self.ch(["We will need the final rooming list by %s at the latest." % dv,
                                     "The rooms are held on option until %s." % dv]))
            else:
                body.append("Breakfast is served from 7:30 and we can do packed lunches for walking days on request.")
            phone = self.fphone(self.cc(trip))
            addr = "reservations@%s" % dom if self.chance(0.5) else "%s@%s" % (self.asc(first), dom)
        elif st == "insurer":
            company = self.insurer
            dom = self.asc(company)[:14] + ".co.uk"
            role = "Claims Handler"
            subj = "Your claim %s" % (iv if iv else "– %s" % trip["name"])
            body.append(self.ch(["Thank you for submitting your claim. I have been assigned as your claims handler.",
                                 "Further to your telephone call, I have reviewed the documents provided."]))
            if iv and self.chance(0.5):
                body.append("Please quote %s on all correspondence." % iv)
            if "money" in got:
                body.append(self.ch(["Please note the policy excess of %s will be deducted from any settlement." % mv,
                                     "Based on the information provided we are able to offer a settlement of %s." % mv]))
            if "date" in got:
                body.append("We will need the supplier's written confirmation of the cancellation by %s." % dv)
            else:
                body.append("We will also need the supplier's written confirmation of the cancellation.")
            phone = "0345 %03d %04d" % (self.rint(100, 999), self.rint(1000, 9999))
            phone = self.safe(lambda: "0345 %03d %04d" % (self.rint(100, 999), self.rint(1000, 9999)))
            addr = "claims@%s" % dom
        elif st == "plugin":
            company = "%s Support" % self.plugin_name
            dom = "%s.io" % self.plugin
            role = "Support Engineer"
            subj = "[Ticket #%s] %s" % (self.safe(lambda: str(self.rint(10000, 99999))), self.uniq("plugsubj", [
                "Deposit emails sending twice", "Balance reminder shows wrong currency", "Manifest export missing dietary column",
                "Waitlist not releasing places", "Checkout page slow after update"]))
            body.append(self.ch(["Thanks for the detailed report and the screenshots, that really helps.",
                                 "Sorry for the slow reply — we've had a lot of tickets after the last release.",
                                 "Thanks for your patience while we looked into this."]))
            if iv:
                body.append("I've looked at booking %s in the logs you sent and can see the duplicate webhook." % iv)
            if "version" in got:
                body.append(self.ch(["This was fixed in %s, which went out yesterday — please update and clear any caching plugin." % got["version"]["v"],
                                     "Could you update to %s? The changelog mentions this exact issue." % got["version"]["v"],
                                     "Our logs show your site reporting %s, which has a known bug here; the workaround is in our docs." % got["version"]["v"]]))
            else:
                body.append("Our developers are looking into it and I'll update you as soon as I hear back.")
            phone = "Live chat: Mon–Fri 9–5 CET"
            addr = "support@%s" % dom
        else:
            company = self.host
            dom = self.asc(company) + ".co.uk"
            role = "Technical Support"
            subj = self.uniq("hostsubj", ["Re: Staging site and server changes", "Completed: scheduled maintenance", "Re: Slow admin pages", "Your server migration"])
            body.append(self.ch(["We completed the planned maintenance on your server overnight.", "Your account has now been moved to the new cluster.",
                                 "Following up on your ticket about the slow admin area."]))
            if "port" in got:
                body.append("As part of this, %s is now reachable on port %s. Your old bookmarks will need updating." % (got["port"]["ctx"], got["port"]["v"]))
            if "version" in got:
                body.append("Your account has been upgraded to %s %s." % (got["version"]["label"], got["version"]["v"]))
            body.append("If you notice anything unusual, please reply to this ticket.")
            phone = "Support line: 0161 %03d %04d" % (self.rint(100, 999), self.rint(1000, 9999))
            phone = self.safe(lambda: "Support line: 0161 %03d %04d" % (self.rint(100, 999), self.rint(1000, 9999)))
            addr = "support@%s" % dom
        greet = self.ch(["Dear %s," % self.op, "Hi %s," % self.op, "Hello %s," % self.op])
        full = greet + "\n\n" + "\n\n".join(body)
        quoted = "On %s, %s <%s> wrote:\nHi %s,\n%s\nThanks so much,\n%s" % (
            self.maildate(2, 8, False),
            self.op, self.email, first,
            self.ch(["Just chasing this up as the group are starting to ask questions!", "Could you confirm where we are with this please?",
                     "Following up on my voicemail – can you let me know by Friday?"]), self.op)
        mail = self.en_email_block(sender, addr, subj, full, role, company, phone, quoted, st in ("coach", "hotel") and trip["country"] == "Portugal" and self.chance(0.5))
        n = self.ch([1, 1, 2])
        out = "Found %d message%s matching your search.\n\n--- Message 1 of %d ---\n%s" % (n, "s" if n > 1 else "", n, mail)
        if n == 2:
            other = self.en_email_block(self.fname(), "noreply@%s" % self.ch(["tripadvisor.com", "stripe.com", "wise.com", "abta.com"]),
                                        self.ch(["Your weekly summary", "Payout scheduled", "Reminder: membership renewal"]),
                                        "This is an automated message. No action is needed.", "", "", "", "")
            out += "\n\n--- Message 2 of 2 ---\n" + other
        q = {"coach": self.ch([trip["coach"].split()[0], trip["coach"], "%s %s" % (trip["coach"].split()[0], self.ch(["coach", "transfers", "double booking"]))]),
             "hotel": self.ch([company, "%s %s" % (company, self.ch(["rooms", "invoice", "rooming list"]))]),
             "insurer": self.ch(["claim", self.insurer.split()[0], "insurance claim"]),
             "plugin": self.ch(["%s support" % self.plugin_name, "ticket %s" % self.plugin_name]), "host": self.ch([company, "hosting"])}[st]
        disp = {"coach": self.ch([trip["coach"], trip["coach"].split()[0], "the coach people"]), "hotel": company,
                "insurer": self.ch([self.insurer, "the insurers"]), "plugin": "%s support" % self.plugin_name,
                "host": self.ch([company, "the hosting company"])}[st]
        u = self.ch(["Can you search the inbox for the latest from %s? I think they replied overnight." % disp,
                     "Has anything come in from %s? Search the supplier inbox pls" % disp,
                     "Dig out the last email from %s for me would you?" % disp,
                     "Any news from %s? Check the inbox?" % disp,
                     "I'm sure %s emailed yesterday, can you find it?" % disp])
        items = [("user", self.en_bits() + u), ("tool", "supplier_inbox_search", ({"query": q, "limit": 5}, out))]
        summ = ["Yes — %s replied:" % first]
        if "money" in got and self.chance(0.4):
            summ.append("- The amount they quote is %s." % mv)
        elif "money" in got:
            summ.append("- There's an amount in there you'll want to check against our figures.")
        if "date" in got and self.chance(0.4):
            summ.append("- Key date: %s." % dv)
        elif "date" in got:
            summ.append("- They've given a date — worth putting straight in the calendar.")
        if st == "plugin":
            summ.append("- They think it's fixed in the latest release.")
        if st == "host":
            summ.append("- Server maintenance done; a couple of settings changed.")
        if st == "coach":
            summ.append("- Tone is apologetic, which is progress!")
        if len(summ) == 1:
            summ.append("- Mostly a routine confirmation, nothing urgent.")
        summ.append("")
        summ.append(self.ch(["Want me to draft a reply?", "Shall I acknowledge and say we'll confirm by the end of the week?",
                             "I'd reply today while they're being helpful!"]))
        items.append(("assistant", "\n".join(summ)))
        return items

    def en_ep_table_name(self, f):
        t = f["trip"]
        rows = []
        n = self.rint(7, 13)
        names = set()
        while len(names) < n:
            names.add(self.fname())
        names = list(names)
        repl = names[self.rint(0, n - 1)]
        hdr = "Ref\tName\tRoom\tDiet\tDeposit\tBalance\tNotes"
        for nm in names:
            rows.append("%s\t%s\t%s\t%s\t%s\t%s\t%s" % (self.fref(t), nm, self.ch(["Twin", "Double", "Single", "Twin"]),
                                                    self.ch(DIETS_EN), "£{:,}".format(self.famt(150, 500, 50)),
                                                    "£{:,}".format(self.famt(400, 3900, 5)),
                                                    self.ch(["", "", "", "paid in full", "sharing w/ friend", "late check-in"])))
        rows.append("%s\t%s\t%s\t%s\t%s\t%s\t%s" % (self.fref(t), f["v"], "Twin", self.ch(DIETS_EN),
                                                "£{:,}".format(self.famt(150, 500, 50)), "£{:,}".format(self.famt(400, 3900, 5)),
                                                "NEW - replaces %s" % repl))
        f["role"] = "the new traveller on the %s" % t["name"]
        u = "%sUpdated list for the %s!! New one is at the bottom, replacing %s who had to drop out (hip op, poor thing).\n\n%s\n%s\n\nCan you check the rooms still work — how many twins vs singles?" % (
            self.en_bits(), t["name"], repl.split()[0], hdr, "\n".join(rows))
        rooms = {}
        for r in rows:
            rm = r.split("\t")[2]
            rooms[rm] = rooms.get(rm, 0) + 1
        a = "Here's the room count with the new traveller in:\n\n" + "\n".join("- **%s:** %d" % (k, v) for k, v in sorted(rooms.items())) + \
            "\n\n" + self.ch(["Twins are per person in your sheet, so halve that for actual rooms if they're all sharing.",
                              "Worth double-checking the twin sharers are paired up — the sheet doesn't say who's with whom.",
                              "That still fits the hotel allocation as far as I can tell."])
        return [("user", u), ("assistant", a)]

    def en_todo_bullet(self, f):
        k = f["kind"]
        if k == "name":
            f["role"] = self.en_role(f)
            return "ring %s back (%s)" % (f["v"], f["role"])
        if k == "id":
            return "chase the %s — %s" % (f["desc"], f["v"])
        if k == "money":
            f["ctx"] = self.en_money_ctx(f)
            return "%s: %s — check it matches the invoice" % (f["ctx"], f["v"])
        if k == "date":
            f["ctx"] = self.en_date_ctx(f)
            return "%s = %s!!" % (f["ctx"], f["v"])
        if k == "constraint":
            return "remember we %s %s" % (f["action"], f["cond"])
        raise ValueError(k)

    def en_ep_todo(self, f):
        got = [f]
        for _ in range(self.ch([1, 1, 2])):
            k = self.ch(["name", "id", "money", "date", "constraint"])
            g = self.take(k)
            if g:
                got.append(g)
        bullets = [self.en_todo_bullet(g) for g in got]
        fill = ["order more luggage labels", "ring the dentist back", "chase the Iceland permission slips",
                "update the Facebook page with the Douro photos", "invoice St Aidan's for the second instalment",
                "buy a birthday card for Mum", "VAT return (ugh)", "reply to the Which? journalist",
                "renew the ABTA membership", "print the walking notes", "check the Wise balance"]
        bullets += self.rng.sample(fill, self.rint(2, 4))
        self.rng.shuffle(bullets)
        u = self.pick_new("todo", ["Right, brain dump before I forget everything:", "Today's list, in no particular order:",
                                   "Things I need to do (dictating this while walking the dog sorry):", "Tomorrow's jobs, so I don't lie awake:",
                                   "This afternoon's list:"]) + "\n\n" + \
            "\n".join("- " + b for b in bullets) + "\n\n" + self.ch(["Can you hang on to that for me?", "That's it I think!!", "Help 😅"])
        a = self.ch(["Got it all! If it helps, I'd do the supplier chasing first while people are still at their desks, then the admin bits this afternoon.",
                     "All noted. Want me to turn that into a checklist in the ops doc?",
                     "Saved! Shall I start by drafting the emails that can go today?"])
        return [("user", u), ("assistant", a)]

    def en_wrong(self, f):
        k = f["kind"]
        for _ in range(50):
            if k == "date":
                if self.chance(0.6):
                    d2 = f["d"] + self.ch([-2, -1, 1, 2, 10])
                    if not 1 <= d2 <= 28:
                        continue
                    w = "%s %s" % (MONTHS[f["m"] - 1], ordinal(d2))
                else:
                    m2 = f["m"] + self.ch([-1, 1])
                    w = "%s %s" % (MONTHS[m2 - 1], ordinal(f["d"]))
            elif k == "money":
                s = str(f["amount"])
                if len(s) >= 3 and self.chance(0.7):
                    i = self.rint(0, len(s) - 2)
                    s2 = s[:i] + s[i + 1] + s[i] + s[i + 2:]
                else:
                    s2 = str(f["amount"] + self.ch([100, -100, 50, 1000]) * (100 if f["cur"] == "¥" else 1))
                if s2.startswith("0") or s2.startswith("-"):
                    continue
                w = money_fmt(f["cur"], int(s2))
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
                a, b, c = [int(x) for x in f["v"].split(".")]
                w = self.ch(["%d.%d.%d" % (a, b, c + 1), "%d.%d.%d" % (a, b + 1, c), "%d.%d.%d" % (a, max(0, b - 1), c)])
            if w != f["v"] and self.ok(w) and not any(w in n for n in self.needles):
                return w
        return None

    def en_ep_correction(self, f):
        w = self.en_wrong(f)
        if w is None:
            return self.en_ep_statement(f)
        k, v = f["kind"], f["v"]
        if k == "date":
            ctx = self.en_date_ctx(f)
        elif k == "money":
            ctx = self.en_money_ctx(f)
        elif k == "id":
            ctx = "the " + f["desc"]
        elif k == "port":
            ctx = "the port for " + f["ctx"]
        else:
            ctx = f["label"]
        f["ctx"] = ctx
        if self.chance(0.5):
            u = self.ch(["%s%s is %s — no sorry, %s. Brain's fried today." % (self.en_bits(), ctx[0].upper() + ctx[1:], w, v),
                         "%sOk so %s: %s. Wait no. %s!! Sorry, reading off the wrong line." % (self.en_bits(), ctx, w, v),
                         "%s%s is %s, no hang on, that's last year's — it's %s." % (self.en_bits(), ctx[0].upper() + ctx[1:], w, v)])
            items = [("user", u), ("assistant", self.ch(["Ha, no worries — noted the corrected one.", "Got it, the second one. 👍",
                                                         "Noted (the corrected version!)."]))]
            return items
        u1 = "%sSo %s is %s. %s" % (self.en_bits(), ctx, w, self.ch(["Can you note that?", "Put that in the trip notes pls", "Remind me nearer the time!"]))
        a1 = self.ch(["Noted — %s is %s." % (ctx, w), "Got it, %s for %s." % (w, ctx)])
        u2 = self.ch(["Argh correction!! It's %s, not %s. Dictation strikes again." % (v, w),
                      "Sorry, just checked the email — %s, not %s." % (v, w),
                      "Scratch that, it's %s. I misread it." % v])
        a2 = self.ch(["Fixed — %s it is." % v, "No problem, updated!", "Updated. Good catch!"])
        return [("user", u1), ("assistant", a1), ("user", u2), ("assistant", a2)]

    def en_ep_convert(self, f):
        t = f["trip"]
        ccy = {"€": "EUR", "¥": "JPY", "ISK": "ISK"}[f["cur"]]
        ctx = self.en_money_ctx(f)
        rate = {"EUR": 0.8412 + self.rint(-80, 80) / 10000.0, "JPY": 0.00521 + self.rint(-30, 30) / 100000.0,
                "ISK": 0.00573 + self.rint(-20, 20) / 100000.0}[ccy]
        res = f["amount"] * rate
        res_s = self.safe(lambda: "{:,.2f}".format(res))
        u = self.ch(["%s%s is %s — what's that in pounds today?" % (self.en_bits(), ctx[0].upper() + ctx[1:], f["v"]),
                     "%sCan you convert %s for me? It's %s and I need to tell the group roughly." % (self.en_bits(), f["v"], ctx),
                     "%sWhat's %s in sterling? (%s)" % (self.en_bits(), f["v"], ctx)])
        out = "%s %s = %s GBP\nRate: 1 %s = %.5f GBP (mid-market, %s UTC)\nSource: ECB reference + live feed" % (
            "{:,}".format(f["amount"]), ccy, res_s, ccy, rate, self.safe(lambda: "2027-01-%02d %02d:%02d" % (self.rint(11, 14), self.rint(8, 18), self.rint(0, 59))))
        items = [("user", u), ("tool", "currency_convert", ({"amount": f["amount"], "from": ccy, "to": "GBP"}, out))]
        items.append(("assistant", "That's about **£%s** at today's mid-market rate. %s" % (res_s, self.ch([
            "Your card or Wise will be a touch worse — I'd budget a couple of percent on top.",
            "If you're paying from the Wise account it'll be very close to that.",
            "Rates have been fairly steady this month, so that's a safe number to quote."]))))
        return items

    # -- commands --
    def en_cmd_output(self, f):
        v, t = f["v"], f["trip"]
        ver = None
        if self.chance(0.45):
            ver = self.take("version", lambda g: g["key"] == "plugin")
        pv = ver["v"] if ver else self.fversion()
        if "bookings?" in v:
            rows = []
            for _ in range(self.rint(2, 6)):
                rows.append({"ref": self.fref(t), "lead": self.fname(), "balance": float(self.famt(200, 3000, 5)), "due": self.fiso()})
            out = {"meta": {"plugin_version": pv, "count": len(rows)}, "data": rows} if ver or self.chance(0.5) else rows
        elif "resend" in v:
            out = {"ok": True, "message": "Confirmation email queued", "queued_at": self.safe(lambda: "2027-01-12T%02d:%02d:%02dZ" % (self.rint(8, 18), self.rint(0, 59), self.rint(0, 59)))}
            if ver:
                out["plugin_version"] = pv
        elif "manifest" in v:
            out = "HTTP/2 200 (saved %s, %d rows)\nx-%s-version: %s" % (v.split("-o ")[-1], self.rint(9, 30), self.plugin, pv) if ver else "(no output — saved %s, %d rows)" % (v.split("-o ")[-1], self.rint(9, 30))
        elif "PATCH" in v:
            out = {"departure": t["dep"], "capacity": int(re.search(r'capacity\": (\d+)', v).group(1)), "booked": self.rint(6, 14), "waitlist": self.rint(0, 4)}
            if ver:
                out["_plugin"] = "%s/%s" % (self.plugin, pv)
        elif "payments" in v:
            out = "\n".join("%.2f" % self.famt(50, 2500, 5) for _ in range(self.rint(4, 9)))
            if ver:
                self.rem["version"].append(ver)
                ver = None
        elif "reminders" in v:
            refs = [self.fref(t) for _ in range(self.rint(3, 7))]
            out = ("%s %s\n" % (self.plugin_name, pv) if ver else "") + "Dry run: would send %d reminder(s)\n%s\nSuccess: Dry run complete, nothing sent." % (len(refs), "\n".join("  - %s (balance due %s)" % (r, self.fiso()) for r in refs))
        elif "cron" in v:
            out = "Executed the cron event '%s' in %.3fs.\nSuccess: Executed a total of 1 cron event." % (v.split()[4], self.rint(300, 4000) / 1000.0)
            if ver:
                out = "Notice: %s %s loaded.\n" % (self.plugin_name, pv) + out
        else:
            out = "ref,lead,diet,room\n" + "\n".join("%s,%s,%s,%s" % (self.fref(t), self.fname(), self.ch(DIETS_EN), self.ch(["twin", "double", "single"])) for _ in range(self.rint(4, 8)))
            if ver:
                out = "# %s %s export\n" % (self.plugin_name, pv) + out
        return out, ver

    def en_ep_cmd_run(self, f):
        t = f["trip"]
        if self.chance(0.5) or '"' in f["v"] or "\\" in f["v"]:
            u = "%sCan you run this for me? `%s`%s" % (self.en_bits(), f["v"], self.ch(["", " — it's the one that " + f["purpose"] + "."]))
        else:
            u = "%sCan you do the thing that %s? %s" % (self.en_bits(), f["purpose"], self.ch(["You know the one.", "The command's in the ops doc I think.", "Thank youuu"]))
        out, ver = self.en_cmd_output(f)
        items = [("user", u), ("tool", "shell", ({"command": f["v"]}, out))]
        a = self.ch(["Done! ", "Ran it. ", "All good — "])
        if ver and self.chance(0.35):
            a += "(Side note: the site's on %s %s.) " % (self.plugin_name, ver["v"])
        a += self.ch(["Output's above — nothing unexpected.", "Looks healthy. Want me to tidy the results into a table?",
                      "No errors this time. 🎉", "Everything came back as expected."])
        items.append(("assistant", a))
        return items

    def en_ep_cmd_paste(self, f):
        ct = f["ctype"]
        if ct == "curl":
            err, why = self.ch([
                ('{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":401}}',
                 "That 401 means the key or token isn't being accepted — most likely it expired or the environment variable isn't set in that terminal. Try `echo` on it first to check it's not empty."),
                ('{"code":"rest_no_route","message":"No route was found matching the URL and request method.","data":{"status":404}}',
                 "`rest_no_route` usually means the plugin's REST routes aren't registered — e.g. the plugin was deactivated during an update, or the URL version segment is wrong."),
                ("curl: (6) Could not resolve host: %s" % self.site, "That's DNS — your machine couldn't look up the domain at all. Probably the wifi dropped; try again in a minute."),
                ("<html><head><title>503 Service Unavailable</title></head><body>Maintenance in progress</body></html>",
                 "The site's in maintenance mode — that happens for a minute or two while plugins update. Leave it five minutes and try again.")])
        elif ct == "wp" and " cron " in f["v"]:
            err, why = self.ch([
                ("Error: Error establishing a database connection.", "WP-CLI can't reach the database. If the host is doing maintenance that would explain it."),
                ("Error: Invalid cron event '%s'" % f["v"].split()[4], "WP-CLI can't find that scheduled event — the plugin may have renamed it in the last update. `wp cron event list` will show the current names.")])
        elif ct == "wp":
            err, why = self.ch([
                ("Error: '%s' is not a registered wp command. See 'wp help' for available commands." % f["v"].split()[1],
                 "That means WP-CLI can't see the plugin's commands — check you're in the site's folder on the server, not your home folder."),
                ("Error: Error establishing a database connection.", "WP-CLI can't reach the database. If the host is doing maintenance that would explain it."),
                ("PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted", "It ran out of memory. Adding `--skip-plugins` won't work here, but the host can raise the PHP memory limit for CLI.")])
        else:
            err, why = self.ch([
                ("#NAME?", "`#NAME?` usually means the sheet doesn't recognise a function — older Excel doesn't have XLOOKUP/FILTER/TEXTJOIN. Are you in Excel 2016 or Google Sheets?"),
                ("#N/A", "`#N/A` means nothing matched — check for stray spaces after the names in the lookup column."),
                ("#VALUE!", "`#VALUE!` suggests one of the cells is text rather than a number — the £ signs pasted from the booking export can do that.")])
        u = "%sI ran `%s` and got this:\n\n```\n%s\n```\n\nwhat does that even mean 😩" % (self.en_bits(), f["v"], err)
        items = [("user", u), ("assistant", why)]
        if self.chance(0.5):
            items += [("user", self.ch(["Ahh ok. Will try again after lunch.", "Yep that was it!! Working now.", "Ugh. Fine. Thank you!"])),
                      ("assistant", self.ch(["👍", "Brilliant!", "Shout if it does it again."]))]
        return items

    def en_ep_formula(self, f):
        q = self.ch(["How do I get a formula that %s? The sheet goes down to row %d." % (f["purpose"], f["n"]),
                     "Spreadsheet help please!! I need something that %s. Rows go to %d." % (f["purpose"], f["n"])])
        a = "Try this in an empty cell:\n\n```\n%s\n```\n\n%s" % (f["v"], self.ch([
            "If you add more rows later, just change the row numbers at the end of each range.",
            "It'll update automatically as you fill the sheet in.",
            "If it throws an error, tell me which version of Excel you're on."]))
        items = [("user", self.en_bits() + q), ("assistant", a)]
        if self.chance(0.7):
            items += [("user", self.ch(["IT WORKED!! You're a genius 🙌", "Perfect, thank you!!", "Oh that's so much better than me counting by hand 😂"])),
                      ("assistant", self.ch(["Yay! 🎉", "Happy to help!", "Nice — one less manual job."]))]
        return items

    def en_ep_cmd_note(self, f):
        u = self.ch(["%sSaving this here so I stop losing it!! `%s` — that's the one that %s." % (self.en_bits(), f["v"], f["purpose"]),
                     "%sFor the record, %s told me the way to do it is:\n\n%s\n\n(it %s)" % (self.en_bits(), self.dev, f["v"], f["purpose"])])
        return [("user", u), ("assistant", self.ch(["Saved! Want me to add it to the ops doc under 'handy commands'?",
                                                    "Got it. I'll keep that with the other snippets.", "Noted — good one to have to hand."]))]

    def en_ep_port_error(self, f):
        p, key = f["v"], f["key"]
        site = self.site
        cdom = f["trip"]["cdom"]
        cmd, out = {
            "staging": ('curl -sS "$STAGING_URL/wp-json/%s/v2/health"' % self.plugin,
                        "curl: (7) Failed to connect to staging.%s port %s after 4 ms: Couldn't connect to server" % (site, p)),
            "webhook": ('stripe listen --forward-to "$WEBHOOK_URL"',
                        "> Ready! You are using Stripe API Version [2025-06-30]. Your webhook signing secret is whsec_**** (^C to quit)\n"
                        "[ERROR] Failed to POST: Post \"http://localhost:%s/wp-json/%s/v2/stripe-webhook\": dial tcp 127.0.0.1:%s: connect: connection refused" % (p, self.plugin, p)),
            "mailhog": ('curl -s "$MAILHOG_URL/api/v2/messages?limit=5"', "curl: (7) Failed to connect to localhost port %s after 0 ms: Connection refused" % p),
            "sftp": ("sftp -b manifest.batch coachupload", "ssh: connect to host sftp.%s port %s: Connection timed out\nConnection closed" % (cdom, p)),
            "dbtunnel": ('mysql -h 127.0.0.1 --port="$DB_TUNNEL_PORT" -u ops -p wp_live -e "select 1"',
                         "ERROR 2003 (HY000): Can't connect to MySQL server on '127.0.0.1:%s' (111)" % p),
            "quotecalc": ('curl -s "$QUOTE_URL/quote?pax=32&nights=5"', "curl: (7) Failed to connect to quotes.%s port %s after 12 ms: Connection refused" % (site, p)),
            "cpanel": ('curl -sI "$CPANEL_URL"', "curl: (28) Failed to connect to %s port %s after 21004 ms: Timeout was reached" % (site, p)),
            "redis": ("wp redis status", "Status: Not connected\nClient: PhpRedis (v%s)\nHost: 127.0.0.1\nPort: %s\nError: Connection refused" % (self.fversion(), p)),
            "dashboard": ('curl -s "$DASH_URL/api/summary"', "curl: (7) Failed to connect to localhost port %s after 0 ms: Connection refused" % p),
            "waitlist": ('curl -s "$WAITLIST_URL/health"', "curl: (7) Failed to connect to waitlist.%s port %s after 2 ms: Connection refused" % (site, p)),
            "grafana": ('curl -sI "$GRAFANA_URL/login"', "curl: (28) Failed to connect to monitor.%s port %s after 10001 ms: Timeout was reached" % (site, p)),
            "backup": ("ssh backup 'ls -1 /backups | tail -3'", "ssh: connect to host backup.%s port %s: Connection refused" % (site, p)),
            "laptop": ('curl -s "$DEV_URL/wp-json/"', "curl: (7) Failed to connect to %s.local port %s after 1 ms: Connection refused" % (self.asc(self.dev), p)),
            "smtp": ("wp eval 'wp_mail(\"%s\", \"test\", \"test\");'" % self.email, "PHP Warning:  stream_socket_client(): Unable to connect to smtp.%s:%s (Connection refused)\nSMTP Error: Could not connect to SMTP host." % (self.asc(self.host) + ".co.uk", p)),
        }[key]
        u = self.ch(["%sCan you check %s? It was fine yesterday." % (self.en_bits(), f["ctx"]),
                     "%s%s isn't working AGAIN. Can you poke it?" % (self.en_bits(), f["ctx"][0].upper() + f["ctx"][1:]),
                     "%s%s wants me to check %s before he looks at it, can you run the usual?" % (self.en_bits(), self.dev, f["ctx"])])
        items = [("user", u), ("tool", "shell", ({"command": cmd}, out))]
        a = self.ch(["It's not answering at all — connection refused/timed out, so nothing's listening there right now. ",
                     "Nope, dead. The connection isn't even getting through. "])
        if self.chance(0.4):
            a += "Whatever should be on port %s isn't running (or a firewall's blocking it). " % p
        a += self.ch(["I'd send %s that error text — it'll mean more to him than to us!" % self.dev,
                      "Could be the host's maintenance again; worth checking their status page.",
                      "Want me to draft a quick message to %s?" % self.dev])
        items.append(("assistant", a))
        return items

    def en_ep_version_shell(self, f):
        v = f["v"]
        cmd = "wp plugin list --status=active --fields=name,version,update"
        rows = [("%s" % self.plugin if f["key"] == "plugin" else self.plugin, v if f["key"] == "plugin" else self.fversion(), "none")]
        if f["key"] == "stripe":
            rows.append(("%s-stripe" % self.plugin, v, "none"))
        else:
            rows.append(("%s-stripe" % self.plugin, self.fversion(), self.ch(["none", "available"])))
        if f["key"] == "smtp":
            rows.append(("wp-mail-smtp", v, "none"))
        else:
            rows.append(("wp-mail-smtp", self.fversion(), "none"))
        rows += [("wordfence", self.fversion(), "none"), ("updraftplus", self.fversion(), self.ch(["none", "available"])),
                 ("wordpress-seo", self.fversion(), "none")]
        self.rng.shuffle(rows)
        w = max(len(r[0]) for r in rows) + 2
        out = "+%s+-----------+-----------+\n| %s| version   | update    |\n+%s+-----------+-----------+\n" % ("-" * (w + 1), "name".ljust(w), "-" * (w + 1))
        out += "\n".join("| %s| %s| %s|" % (r[0].ljust(w), r[1].ljust(10), r[2].ljust(10)) for r in rows)
        out += "\n+%s+-----------+-----------+" % ("-" * (w + 1))
        u = self.ch(["%sWhich version of %s are we actually on? Support are asking." % (self.en_bits(), f["label"]),
                     "%sCan you check what plugin versions are running? The deposit emails look weird again." % self.en_bits()])
        items = [("user", u), ("tool", "shell", ({"command": cmd}, out))]
        if self.chance(0.5):
            a = "%s is on **%s**. %s" % (f["label"][0].upper() + f["label"][1:], v, self.ch(["That's what you'd quote to support.", "No pending update for it."]))
        else:
            a = "Here's the list — %s's line is the one support will want. %s" % (f["label"], self.ch(["A couple of other plugins have updates waiting, but I'd leave those until after the balance run.", "Nothing looks out of date."]))
        items.append(("assistant", a))
        return items

    # -- decisions / constraints / questions --
    def en_ep_decision(self, f):
        c, r = f["choice"], f["reason"]
        t = f["trip"]
        u = self.ch(["%sOK decision time on the %s!! We're going to %s. Main reason: %s." % (self.en_bits(), t["name"], c, r),
                     "%sI've slept on it and we'll %s — honestly it's because %s." % (self.en_bits(), c, r),
                     "%sRight, so after all that faff: %s. Why? Because %s. Done, decided, moving on!!" % (self.en_bits(), c, r)])
        if self.chance(0.4):
            a = "Makes total sense. Logged: **%s** — because %s. %s" % (c, r, self.ch(["Want me to tell the supplier?", "I'll update the trip notes."]))
        else:
            a = self.ch(["Love it — that's a sensible call. Want me to update the trip notes and draft a note to the group?",
                         "Great, that's one big thing off the list! Shall I let the supplier know?",
                         "Sounds right to me. I'll reflect that in the itinerary draft."])
        return [("user", u), ("assistant", a)]

    def en_ep_decision_choose(self, f):
        c, r = f["choice"], f["reason"]
        t = f["trip"]
        a1 = self.ch(["So for the %s, the way I see it you've got two options: leave it as booked and absorb the hassle, or change it now while there's still time to tell everyone. Your call!" % t["name"],
                      "Options as I see them:\n\n1. Keep things as they are — no extra cost, but the same risk as before.\n2. Make a change now — a bit of admin, but it's cleaner.\n\nWhich way are you leaning?"])
        u = self.ch(["Hmm. Let's %s. %s" % (c, self.ch(["Thing is, %s." % r, "Basically %s, so it's a no-brainer really." % r])),
                     "Option 2 — we %s! Because %s 🙃" % (c, r)])
        a2 = self.ch(["Done, noted. I'll start on the emails.", "Great call. I'll update the itinerary.", "Perfect — logged that in the decisions list."])
        pre = ("user", self.ch(["Ugh, I keep going back and forth on the %s thing. Help me think?" % t["name"],
                                "Can you help me decide something on the %s?" % t["name"]]))
        return [pre, ("assistant", a1), ("user", u), ("assistant", a2)]

    def en_ep_decision_email(self, f):
        c, r = f["choice"], f["reason"]
        t = f["trip"]
        sup = self.ch([t["coach"], self.ch(t["hotels"])])
        u = "%sCan you write to %s and tell them we've decided to %s? Be nice about it, the reason is %s." % (self.en_bits(), sup, c, r)
        a = "Here's a draft:\n\n---\n**Subject:** %s – change of plan\n\nDear team,\n\nThank you so much for all your help with our %s group so far. After a lot of back and forth we've decided to %s, mainly because %s.\n\nWe really value working with you and hope this doesn't cause too much inconvenience — please let me know if anything needs updating on your side.\n\nWarm wishes,\n%s\n%s\n---\n\nHappy to make it shorter if you prefer!" % (
            t["name"], t["name"], c, r, self.op, self.company)
        items = [("user", u), ("assistant", a)]
        if self.chance(0.5):
            items += [("user", self.ch(["Perfect, sending!!", "Lovely. Maybe drop 'a lot of back and forth' lol", "Yes!! Sent."])),
                      ("assistant", self.ch(["🎉", "Ha, fair — trimmed version is just that line removed.", "Great!"]))]
        return items

    def en_ep_constraint(self, f):
        a, c = f["action"], f["cond"]
        u = self.ch(["%sImportant!! We %s %s. Put that in bold somewhere." % (self.en_bits(), a, c),
                     "%sRule for this season: we %s %s. No exceptions, even if they beg." % (self.en_bits(), a, c),
                     "%sCan you remember for me that we %s %s? Last year was a nightmare." % (self.en_bits(), a, c)])
        if self.chance(0.4):
            r = "Noted, in bold: **we %s %s**. I'll flag it if anything comes up that would break it." % (a, c)
        else:
            r = self.ch(["Got it — I'll hold you to that! 😄", "Noted as a hard rule.", "Added to the house rules list. 👍"])
        return [("user", u), ("assistant", r)]

    def en_ep_constraint_ask(self, f):
        a, c = f["action"], f["cond"]
        a1 = self.ch(["Shall I %s now, or hold off?" % a, "Quick check before I do anything: do you want me to %s today?" % a])
        pre = ("user", self.ch(["Where are we with the %s admin?" % f["trip"]["name"], "What's left on the %s list?" % f["trip"]["name"]]))
        pa = ("assistant", "Mostly done! Just one thing. " + a1)
        u = self.ch(["%s, please — we've been burnt before." % c, "Hold off! %s. Always." % c, "Yes but %s!!" % c])
        return [pre, pa, ("user", u), ("assistant", self.ch(["Understood, I'll wait.", "Noted, won't jump the gun.", "OK — parking it until then."]))]

    def en_ep_combo(self, f):
        d = f if f["kind"] == "decision" else self.take("decision")
        k = f if f["kind"] == "constraint" else self.take("constraint")
        t = f["trip"]
        parts = ["%sPlanning brain dump for the %s:" % (self.en_bits(), t["name"])]
        bl = []
        if d:
            bl.append("we %s (%s)" % (d["choice"], d["reason"]))
        if k:
            bl.append("we %s %s" % (k["action"], k["cond"]))
        bl.append(self.ch(["send the welcome pack in March", "add the packing list to the website", "sort the walking notes printing"]))
        self.rng.shuffle(bl)
        u = parts[0] + "\n\n" + "\n".join("%d. %s" % (i + 1, b) for i, b in enumerate(bl)) + "\n\n" + self.ch(["Sound sensible?", "Anything I've missed?", "Thoughts?"])
        a = self.ch(["Very sensible! The only thing I'd add is a reminder to check the travel insurance details are on everyone's booking.",
                     "That all hangs together. Want me to turn it into a checklist?",
                     "Looks good to me. I'd maybe tell the group about the welcome pack timing so they stop emailing!"])
        return [("user", u), ("assistant", a)]

    def en_main_request(self):
        t = self.ch(self.trips)
        pl = self.ch(t["places"])
        return self.uniq("mainreq", [
            ("can you write me a two-line WhatsApp to the %s group saying the itinerary PDF is coming Friday?" % t["name"],
             "Here you go:\n\n> Hi all! 👋 Just a quick one — the full itinerary PDF will land in your inbox on Friday. Any questions before then, just shout! %s x" % self.op),
            ("can you tidy up this sentence for the website: 'our walks are graded moderate but you should be fit for 6 hrs walking most days with some up and down'",
             "How about:\n\n> Our walks are graded *moderate*: you'll need to be comfortable walking for up to six hours a day, with some steady climbs and descents."),
            ("what's a nice subject line for the balance reminder email?",
             "A few options:\n\n1. \"Nearly time! Your balance for the %s\"\n2. \"A friendly reminder about your trip balance\"\n3. \"Counting down to %s ✨\"" % (t["name"], t["country"])),
            ("give me three packing tips for the %s I can stick on Instagram" % t["name"],
             "1. Break in your boots *before* the trip — blisters ruin day two!\n2. Pack layers, not bulk: mornings can be chilly even in summer.\n3. A small dry bag for your phone and passport is worth its weight in gold."),
            ("can you write a one-line thank you to the %s guide for the recce photos?" % t["name"],
             "> Thank you so much for the gorgeous recce photos — they've got everyone even more excited for the trip! 🙏"),
            ("what should the out-of-office say while I'm on the recce next week?",
             "> Thanks for your email! I'm out on a route recce until Friday with patchy signal. I'll reply as soon as I'm back — for anything urgent about a departure this month, please call the office number and leave a message."),
            ("rewrite this so it sounds less grumpy: 'Please stop emailing me about the coach, I will tell you when I know'",
             "> Thank you for your patience about the transfers! As soon as I have the final details I'll let everyone know — there's no need to chase, I promise you'll hear from me first."),
            ("can you remind me how many nights the %s is? I've confused myself" % t["name"],
             "Going by the trip notes it's a week-long departure — but double-check against the supplier contracts, as I only have what you've pasted here."),
            ("suggest a short Instagram caption for a photo of %s" % pl,
             "\"Some views are worth every step. 🥾 %s, coming soon to our %s!\"" % (pl, t["name"])),
        ])

    def en_ep_question_aside(self, f):
        req, ans = self.en_main_request()
        u = self.ch(["%sOh, random q while I think of it — %s Anyway, more urgently: %s" % (self.en_bits(), f["q"], req),
                     "%sTwo things. First, %s And second, %s" % (self.en_bits(), f["q"], req)])
        return [("user", u), ("assistant", ans)]

    def en_ep_question_list(self, f):
        t = self.ch(self.trips)
        others = self.sample_new("qlist", [("what time does the first train leave Lisbon for the coast?", None),
                                  ("when is the ABTA annual return due?", None),
                                  ("what's a fair daily rate for a freelance walking guide?", "For UK-based freelancers it's often 150 to 250 pounds a day plus expenses; local guides abroad vary a lot by country."),
                                  ("is it OK to put a payment link straight into the group WhatsApp?", "It's fine, but a link to your booking page is safer than a raw payment link — it keeps everything reconciled against the right booking."),
                                  ("which airport is better for a meeting point, Heathrow or Gatwick?", None),
                                  ("how long is the transfer from Keflavík to Reykjavík with a coach?", "Around 45–50 minutes door to door, depending on where you drop off in town."),
                                  ("how many days before departure do people usually want their joining instructions?", "Most operators send them 3–4 weeks out — early enough to plan, late enough that details won't change."),
                                  ("is it weird to send the welcome pack as a PDF only?", "Not at all — most people prefer it now. Just offer a printed copy on request for anyone who wants one.")], 2)
        qs = [f["q"]] + [o[0] for o in others]
        self.rng.shuffle(qs)
        u = "%sThings I need to find out this week:\n\n%s\n\nno rush on any of them" % (self.en_bits(), "\n".join("- " + q for q in qs))
        answered = [o for o in others if o[1]]
        if answered:
            a = "I can help with one of those straight away — %s %s\n\nThe others I'd want to check properly rather than guess." % (answered[0][0][0].upper() + answered[0][0][1:], answered[0][1])
        else:
            a = "Noted all of those — I'll keep them on the list."
        return [("user", u), ("assistant", a)]

    def en_ep_question_dropped(self, f):
        u1 = "%s%s" % (self.en_bits(), f["q"][0].upper() + f["q"][1:])
        u2 = self.ch(["Actually, hold that thought — the coach company is on the other line!!", "Wait, ignore me, phone's ringing. Back in a bit.",
                      "Oh hang on, someone's at the door."])
        u = u1 + " " + u2
        a = self.ch(["No problem, go! I'm here when you're back.", "Go go go! 🏃‍♀️", "Sure — take your time."])
        items = [("user", u), ("assistant", a)]
        items += [("user", self.ch(["Back! That was %s being difficult again. Where was I..." % self.coach_trip["coach"], "Sorry! Right, where were we?"])),
                  ("assistant", self.ch(["Welcome back! You were in the middle of the supplier admin.", "Welcome back! Shall we carry on with the emails?"]))]
        return items

    # -- English filler --
    def en_fillers(self):
        return [(4, self.en_f_small), (4, self.en_f_table), (3, self.en_f_lookup), (2, self.en_f_convert),
                (3, self.en_f_inbox), (2, self.en_f_health), (3, self.en_f_draft), (3, self.en_f_diet),
                (3, self.en_f_coach), (2, self.en_f_insurance), (2, self.en_f_refund), (2, self.en_f_dictation),
                (2, self.en_f_advice)]

    def en_opening(self):
        t = self.trips[0]
        saga = "the %s coach saga" % self.coach_trip["name"] if self.coach_trip is not t else "the coach double-booking saga"
        return [("user", "Morning!! ☕ Big week ahead — %s balances, %s, and about a million emails. Ready?!" % (t["name"], saga)),
                ("assistant", "Morning %s! Ready when you are. Where do you want to start — money, coaches or inbox?" % self.op)]

    def en_closing(self):
        return [("user", self.ch(["Right, I'm calling it a day!! Thank you, you're a star ⭐", "That's me done. Brain is mush. Thanks for everything today!!"])),
                ("assistant", self.ch(["Go and put your feet up! Speak tomorrow. 😊", "You've earned a glass of something. Night %s!" % self.op]))]

    def en_slip(self, text):
        homo = [("their", "there"), ("there", "their"), ("your", "you're"), ("fair", "fare"), ("whether", "weather"),
                ("right", "write"), ("hire", "higher"), ("for", "four"), ("too", "to"), ("by", "buy"), ("meet", "meat"),
                ("site", "sight"), ("break", "brake"), ("week", "weak"), ("hear", "here"), ("know", "no"), ("its", "it's")]
        if "`" in text or "\t" in text or "http" in text or "\n-" in text:
            return text
        words = text.split(" ")
        for i, w in enumerate(words):
            for a, b in homo:
                if w == a and self.chance(0.35):
                    words[i] = b
                    break
        text = " ".join(words)
        if self.chance(0.6):
            idx = [m.start() for m in re.finditer(r"\. [A-Z]", text)]
            if idx:
                i = self.ch(idx)
                text = text[:i] + " full stop " + text[i + 2].lower() + text[i + 3:]
        if self.chance(0.2):
            text = text.replace(", ", " comma ", 1)
        return text

    def en_f_small(self):
        return self.uniq("small", [
            [("user", "Sorry, just had to rescue the washing from the rain 🌧️ back now"), ("assistant", "Ha, priorities! Welcome back.")],
            [("user", "Do you ever think I should just get a proper office job. Don't answer that."), ("assistant", "I won't! Though for what it's worth, the reviews from your travellers suggest you're very good at this one. 😊")],
            [("user", "My neighbour just asked if I'm 'still doing the holiday thing' 🙄"), ("assistant", "'The holiday thing' — that's one way to describe running three group departures single-handed!")],
            [("user", "Lunch break. Back in 20!!"), ("assistant", "Enjoy! I'll be here.")],
            [("user", "ok I need a tea before the next bit"), ("assistant", "Good plan. ☕")],
            [("user", "The dog has eaten a walking pole grip. Not even joking."), ("assistant", "Oh no! Hopefully not one of the demo poles for the group photos. 😅")],
            [("user", "Just got a lovely card from last year's Japan group!!! Made my day 🥹"), ("assistant", "Oh that's lovely! Those are the moments that make the admin worth it. Maybe pop a photo of it on Instagram?")],
            [("user", "Why does everyone email at 11pm and then ring at 8am asking if I got it"), ("assistant", "The eternal mystery of the group traveller! An autoreply saying you answer within one working day might set expectations.")],
            [("user", "Headache. Going to drink water and stare at a wall for five mins."), ("assistant", "Good idea — take the five minutes. Nothing here is on fire right now.")],
        ])

    def en_table_rows(self, t, n):
        rows = []
        for _ in range(n):
            nm = self.fname()
            dep = self.famt(150, 500, 50)
            bal = self.famt(300, 3900, 5)
            st = self.ch(["Paid", "Paid", "Deposit", "Deposit", "Overdue"])
            rows.append({"ref": self.fref(t), "name": nm, "pax": self.ch([1, 1, 2]), "dep": dep, "bal": bal, "st": st,
                         "diet": self.ch(DIETS_EN), "due": self.fdate_uk()})
        return rows

    def en_f_table(self):
        t = self.ch(self.trips)
        rows = self.en_table_rows(t, self.rint(8, 15))
        hdr = "Ref\tLead name\tPax\tDeposit\tBalance\tStatus\tDue\tDiet"
        body = "\n".join("%s\t%s\t%d\t£%s\t£%s\t%s\t%s\t%s" % (r["ref"], r["name"], r["pax"], "{:,}".format(r["dep"]), "{:,}".format(r["bal"]),
                                                            r["st"], r["due"], r["diet"]) for r in rows)
        ask = self.ch(["owes", "diet"])
        if ask == "owes":
            u = "%sHere's the %s sheet as it stands:\n\n%s\n%s\n\nWho still owes and what's the total outstanding? (ignore the paid ones obvs)" % (self.en_bits(), t["name"], hdr, body)
            owing = [r for r in rows if r["st"] != "Paid"]
            tot = sum(r["bal"] for r in owing)
            a = "Still owing (%d bookings):\n\n%s\n\n**Total outstanding: £%s**%s" % (
                len(owing), "\n".join("- %s — £%s%s" % (r["name"], "{:,}".format(r["bal"]), " ⚠️ overdue" if r["st"] == "Overdue" else "") for r in owing),
                "{:,}".format(tot), "\n\nThe overdue ones are worth a phone call rather than another email." if any(r["st"] == "Overdue" for r in owing) else "")
            a = self.safe(lambda: a) if self.ok(a) else a
        else:
            u = "%sDietary check for the %s please!! Pasting the sheet:\n\n%s\n%s\n\nCan you give me counts for the restaurant?" % (self.en_bits(), t["name"], hdr, body)
            cnt = {}
            for r in rows:
                if r["diet"] != "none":
                    cnt[r["diet"]] = cnt.get(r["diet"], 0) + 1
            a = "From the lead names (note: the sheet only shows the lead's diet, not their companions'):\n\n%s\n\nEveryone else: no requirements listed.%s" % (
                "\n".join("- %s: %d" % (k, v) for k, v in sorted(cnt.items())) or "- none listed",
                " Allergies I'd flag separately to the restaurant in writing." if any("allergy" in r["diet"] or "coeliac" in r["diet"] for r in rows) else "")
        return [("user", u), ("assistant", a)]

    def en_f_lookup(self):
        t = self.ch(self.trips)
        ref = self.fref(t)
        lead = self.fname()
        bal = self.famt(0, 3500, 5)
        js = self.en_booking_json(ref, t, lead, "GBP", bal, self.fiso(), status="paid_in_full" if bal == 0 else None)
        u = self.ch(["Can you check %s? Think they've paid but want to be sure." % ref,
                     "Someone on %s has asked if their room is a twin or double, can you look?" % ref])
        a = "%s — %s, %d travelling, %s room. Balance: £%s. %s" % (ref, lead, len(js["passengers"]), js["passengers"][0]["room"], "{:,}".format(bal),
                                                                   self.ch(["All in order.", "Nothing flagged on the booking.", "Deposit's in; they're on track."]))
        return [("user", u), ("tool", "booking_lookup", ({"ref": ref}, js)), ("assistant", a)]

    def en_f_convert(self):
        t = self.ch([x for x in self.trips])
        ccy = t["ccy"]
        amt = self.famt(*{"EUR": (100, 8000, 10), "JPY": (10000, 600000, 1000), "ISK": (30000, 900000, 1000)}[ccy])
        rate = {"EUR": 0.8413, "JPY": 0.00522, "ISK": 0.00571}[ccy]
        res = self.safe(lambda: "{:,.2f}".format(amt * rate))
        out = "%s %s = %s GBP\nRate: 1 %s = %.5f GBP (mid-market)" % ("{:,}".format(amt), ccy, res, ccy, rate)
        return [("user", "Roughly what's %s %s in pounds? For a quote, doesn't need to be exact" % ("{:,}".format(amt), ccy)),
                ("tool", "currency_convert", ({"amount": amt, "from": ccy, "to": "GBP"}, out)),
                ("assistant", "About £%s. For a quote I'd round up and add a few percent for rate wobble." % res)]

    def en_f_inbox(self):
        t = self.ch(self.trips)
        who = self.fname()
        hotel = self.ch(t["hotels"])
        topic, body = self.ch([
            ("packed lunches", "Dear %s,\n\nYes, we can prepare packed lunches for the walking days. Please let us know numbers two days in advance.\n\nBest wishes" % self.op),
            ("menu for group dinner", "Hello,\n\nPlease find below our suggested group menu: %s. Dietary requirements no problem with notice.\n\nRegards" % {
                "Portugal": "caldo verde, bacalhau à Brás or vegetable risotto, and pastel de nata",
                "Japan": "seasonal sashimi, tempura, a vegetable hot pot and matcha dessert",
                "Iceland": "lamb soup, arctic char or a lentil dish, and skyr cake",
                "Italy": "orecchiette with cime di rapa, grilled vegetables, and pasticciotto"}[t["country"]]),
            ("guide availability", "Hi %s!\n\nI'm free for those dates, happy to do it again. Same arrangement as last year?\n\nCheers" % self.op),
            ("early check-in", "Dear %s,\n\nWe cannot guarantee early check-in for the whole group but can store luggage from 9am.\n\nKind regards" % self.op),
        ])
        out = "Found 1 message matching your search.\n\n--- Message 1 of 1 ---\nFrom: %s <%s@%s>\nTo: %s <%s>\nDate: %s\nSubject: Re: %s\n\n%s\n%s\n%s" % (
            who, self.asc(who.split()[0]), self.asc(hotel) + ".com", self.op, self.email,
            self.maildate(5, 12), topic, body, who, hotel)
        return [("user", "Did %s reply about the %s?" % (hotel, topic)),
                ("tool", "supplier_inbox_search", ({"query": "%s %s" % (hotel, topic), "limit": 3}, out)),
                ("assistant", "Yes! %s says: %s" % (who.split()[0], body.split("\n\n")[1]))]

    def en_f_health(self):
        cmd = "curl -s https://%s/wp-json/%s/v2/health" % (self.site, self.plugin)
        out = {"status": "ok", "queue": self.rint(0, 9), "last_cron": self.safe(lambda: "2027-01-12T%02d:00:%02dZ" % (self.rint(5, 9), self.rint(0, 59))),
               "stripe": "connected", "mail": self.ch(["ok", "ok", "degraded"])}
        a = "All healthy — cron ran this morning and Stripe's connected." if out["mail"] == "ok" else "Mostly fine, but mail shows 'degraded' — the reminder emails might be slow. Worth keeping an eye on."
        return [("user", self.ch(["Is the booking site alive? Someone said the page was slow", "Can you do a quick health check on the site?"])),
                ("tool", "shell", ({"command": cmd}, out)), ("assistant", a)]

    def en_f_draft(self):
        t = self.ch(self.trips)
        kind = self.ch(["welcome", "delay", "kit"])
        if kind == "welcome":
            u = "Can you draft the welcome email for the %s? Warm, not too long, mention the kit list and that I'll send joining instructions later" % t["name"]
            a = "Here's a draft:\n\n---\nHi everyone!\n\nI'm so excited to welcome you to our %s! 🎉 Over the next few weeks I'll be sending bits and pieces to help you get ready.\n\nFirst up: the kit list is attached. Good boots, layers and a waterproof are the essentials.\n\nJoining instructions (meeting point, times, emergency numbers) will follow closer to departure.\n\nAny questions at all, just reply to this email.\n\nSee you soon!\n%s\n---" % (t["long"], self.op)
        elif kind == "delay":
            u = "Need a polite holding email to the %s group — I don't have the final coach times yet and people keep asking" % t["name"]
            a = "How about:\n\n---\nHi all,\n\nThank you for your patience! I'm still waiting on final confirmation of the transfer times from our coach partner. As soon as I have them I'll send everything over — well before you need to book any connecting travel.\n\nThanks so much,\n%s\n---" % self.op
        else:
            u = "Quick kit list bullet points for the %s? The usual but tailored" % t["name"]
            a = "- Broken-in walking boots or trail shoes\n- Waterproof jacket *and* trousers\n- Warm layer (fleece or down)\n- Sun hat + suncream\n- 1–2 litre water bottle\n- Small daypack (20–25L)\n- Any personal medication, in hand luggage\n- Plug adaptor"
        items = [("user", u), ("assistant", a)]
        if self.chance(0.5):
            items += [("user", self.ch(["Love it!! Sending", "Perfect thank you", "Could you make it a tiny bit less formal? Actually no, it's fine. Sending!"])),
                      ("assistant", self.ch(["🎉", "Great!", "Ha — go for it!"]))]
        return items

    def en_f_diet(self):
        t = self.ch(self.trips)
        ppl = [(self.fname(), self.ch(DIETS_EN[4:])) for _ in range(self.rint(4, 8))]
        u = "Dietary forms are trickling in for the %s:\n\n%s\n\nCan you group them for the restaurant email?" % (t["name"], "\n".join("%s – %s" % p for p in ppl))
        g = {}
        for n, d in ppl:
            g.setdefault(d, []).append(n.split()[0])
        a = "Grouped:\n\n" + "\n".join("- **%s:** %s" % (d, ", ".join(ns)) for d, ns in sorted(g.items())) + "\n\nI'd put the allergies at the top of the email in bold."
        return [("user", u), ("assistant", a)]

    def en_f_coach(self):
        c = self.coach_trip["coach"]
        return self.uniq("coach", [
            [("user", "Still nothing from %s about the double booking. It's been FOUR days. 😤" % c),
             ("assistant", "That's frustrating. I'd send a short, firm chaser today asking for a written confirmation of what vehicle you're getting, and say you'll need to make alternative arrangements if you don't hear by a set time.")],
            [("user", "How did they manage to book the same coach for two groups on the same day anyway??"),
             ("assistant", "Usually it's two people taking bookings on a shared calendar that doesn't lock — both see the coach as free. Not your problem to fix, but it's worth asking what they've changed so it doesn't happen again.")],
            [("user", "Should I warn the group about the coach thing or wait until it's sorted?"),
             ("assistant", "I'd wait until you have a solution — telling them about a problem without a fix just creates worry. If it drags on past the end of the week, a short 'we're finalising transfers' note is enough.")],
            [("user", "Can you summarise the coach saga so far in three bullet points? I need to explain it to my business partner"),
             ("assistant", "- %s confirmed our coach, then gave the same vehicle to another group.\n- We've chased several times; they've apologised but haven't fully resolved it.\n- We're waiting on written confirmation of a replacement before paying anything else." % c)],
        ])

    def en_f_insurance(self):
        return self.uniq("insurance", [
            [("user", "What do insurers usually want for a claim when a supplier messes up? I've never done one"),
             ("assistant", "Typically:\n\n1. The original booking confirmation with the supplier\n2. Written confirmation of the failure/cancellation from them\n3. Proof of what it cost you (invoices, receipts for the replacement)\n4. Correspondence showing you tried to resolve it\n5. The completed claim form\n\nKeep everything in one folder — it makes the back-and-forth much faster.")],
            [("user", "The insurance claim form wants a 'narrative of events'. Help 😭"),
             ("assistant", "Keep it factual and in date order: when you booked, when you found out, what you did to fix it, and what it cost. Short paragraphs, no opinions. I can draft it if you give me the key dates.")],
        ])

    def en_f_refund(self):
        return self.uniq("refund", [
            [("user", "If someone cancels 70 days out, what do our T&Cs say again? I always forget"),
             ("assistant", "I don't have your T&Cs in front of me — could you paste the cancellation section? Then I'll tell you exactly what applies.")],
            [("user", "Refunds through Stripe take how long to show up?"),
             ("assistant", "Usually 5–10 working days to land on the customer's statement, depending on their bank. It's worth telling them that up front so they don't chase after two days.")],
            [("user", "Ugh, a refund request from someone who just 'changed their mind'. Be honest, am I being mean if I stick to the T&Cs?"),
             ("assistant", "Not mean at all — the T&Cs exist for exactly this, and your suppliers won't refund you either. You could soften it by offering a transfer to another departure if you have space.")],
        ])

    def en_f_dictation(self):
        return self.uniq("dictation", [
            [("user", "Can you right to the hotel and ask if they can do a late breakfast on the last day full stop thanks"),
             ("assistant", "Ha, I think dictation got you there! Here's a line you can send:\n\n> Hello! Would it be possible to arrange a slightly later breakfast for our group on the final morning? Many thanks!")],
            [("user", "Sorry about the typos, I'm dictating in the car. Stationary at the lights don't worry"),
             ("assistant", "No worries, I can follow! Safe driving.")],
            [("user", "the weather app says whether will be fine for the recce walk tomorrow new paragraph also remind me to take the printed maps"),
             ("assistant", "Great news on the weather! Reminder noted: take the printed maps tomorrow. 🗺️")],
        ])

    def en_f_advice(self):
        return self.uniq("advice", [
            [("user", "How many people is too many for one walking guide? Genuinely asking"),
             ("assistant", "Most walking operators cap it around 12–16 per guide for moderate routes. Over that, the group stretches out and the guide can't see the back. For coastal paths with cliff edges, lower is safer.")],
            [("user", "Should I start asking for a bigger deposit? Cancellations are killing me this year"),
             ("assistant", "A lot of small operators have moved to a higher deposit or a two-stage one (deposit + second payment around 90 days out). It reduces last-minute cancellations and matches when your suppliers want money from you.")],
            [("user", "Is it worth getting travellers to fill in a medical form or is that overkill?"),
             ("assistant", "For walking and school trips it's worth it — a short form with conditions, medication and emergency contact. It helps the guide and shows you took reasonable care if anything happens.")],
        ])

    # ==========================================================================================
    # Chinese
    # ==========================================================================================
    def zh_setup(self):
        self.op, self.op_py = self.ch(OPS_ZH)
        self.opsur = self.op[0]
        self.company, self.site = self.ch(AGENCIES_ZH)
        self.plugin, self.plugin_name, self.pk = self.ch(PLUGINS_ZH)
        self.email = "%s@%s" % (self.op_py, self.site)
        self.trips = [dict(t) for t in self.rng.sample(TRIPS_ZH, 3)]
        for t, m in zip(self.trips, self.rng.sample(range(3, 10), 3)):
            t["m"] = m
            t["dd"] = self.rint(2, 27)
            t["dep"] = "%s-%02d%02d" % (t["code"], m, t["dd"])
            t["dep_iso"] = "2027-%02d-%02d" % (m, t["dd"])
        self.coach_trip = self.ch(self.trips)
        self.insurer = self.ch(INSURERS_ZH)
        self.host = self.ch(HOSTS_ZH)
        self.dev = self.ch(["小杨", "阿杰", "小邓", "老郑"])

    def zname(self):
        return self.safe(lambda: self.ch(FS_ZH) + self.ch(FG_ZH))

    def zref(self, trip=None):
        trip = trip or self.ch(self.trips)
        return self.safe(lambda: "%s27%02d%02d-%02d" % (trip["code"], trip["m"], trip["dd"], self.rint(1, 60)))

    def zmobile(self):
        return self.safe(lambda: "1%d%d****%04d" % (self.ch([3, 5, 8, 9]), self.rint(0, 9), self.rint(0, 9999)))

    def zdate(self):
        return self.safe(lambda: "%d月%d日" % (self.rint(2, 9), self.rint(1, 28)))

    def zmoney(self, lo, hi, step=100, unit="元"):
        for _ in range(100):
            a = self.famt(lo, hi, step)
            s = "%d%s" % (a, unit)
            if self.ok(s):
                return s
        return s

    def zemoji(self):
        return self.ch(["", "", "", "[捂脸]", "[抱拳]", "[OK]", "[强]", "[流泪]", "[微笑]", "[呲牙]", "[叹气]", "[奋斗]"])

    def zbits(self):
        return self.ch(["", "", "", "", "", "在吗？", "忙死了，", "对了，", "刚从银行回来。", "跟你说一下，", "哎，", "那个，",
                        "刚接完电话，", "诶，"])

    # -- needle generators --
    def zh_gen_name(self):
        v = self.ch(NS_ZH) + self.ch(NG_ZH)
        return {"needles": [v], "v": v, "trip": self.ch(self.trips)}

    def zh_gen_id(self):
        t = self.ch(["booking", "booking", "booking", "claim", "job", "invoice", "contract", "refund", "hotel"])
        trip = self.ch(self.trips)
        if t == "booking":
            v = "%s27%02d%02d-%02d" % (trip["code"], trip["m"], trip["dd"], self.rint(1, 60))
        elif t == "claim":
            v = "LP2027%08d" % self.rint(10000000, 99999999)
        elif t == "job":
            v = "DD-%05d" % self.rint(10000, 99999)
        elif t == "invoice":
            v = "%08d" % self.rint(10000000, 99999999)
        elif t == "contract":
            v = "DJHT-2027-%03d" % self.rint(1, 999)
        elif t == "refund":
            v = "TK%06d" % self.rint(100000, 999999)
        else:
            v = "QR%07d" % self.rint(1000000, 9999999)
        hotel = self.ch(trip["hotels"])
        desc = {"booking": "订单号", "claim": "理赔案号", "job": "%s的调度单号" % trip["coach"], "invoice": "%s的发票号" % hotel,
                "contract": "和%s的地接合同编号" % trip["dijie"], "refund": "退款单号", "hotel": "%s的订房确认号" % hotel}[t]
        return {"needles": [v], "v": v, "type": t, "trip": trip, "desc": desc, "hotel": hotel}

    def zh_gen_port(self):
        v = str(self.ch(PORTS) if self.chance(0.65) else self.rint(1025, 49151))
        used = self.__dict__.setdefault("_portctx", set())
        free = [i for i in range(len(PORT_CTX_ZH)) if i not in used] or list(range(len(PORT_CTX_ZH)))
        i = self.ch(free)
        trip = self.ch(self.trips)
        key, ctx = PORT_CTX_ZH[i]
        return {"needles": [v], "v": v, "key": key, "ctx": ctx.format(coach=trip["coach"], dev=self.dev), "trip": trip, "_i": i}

    def zh_gen_version(self):
        k = self.ch(["plugin", "plugin", "plugin", "pay", "miniapp", "php", "bt", "wordpress"])
        if k == "plugin":
            v, label = "%d.%d.%d" % (self.rint(2, 6), self.rint(0, 19), self.rint(0, 14)), self.plugin_name
        elif k == "pay":
            v, label = "%d.%d.%d" % (self.rint(1, 3), self.rint(0, 12), self.rint(0, 9)), "微信支付插件"
        elif k == "miniapp":
            v, label = "%d.%d.%d" % (self.rint(1, 3), self.rint(0, 30), self.rint(0, 9)), "小程序"
        elif k == "php":
            v, label = "8.%d.%d" % (self.rint(1, 3), self.rint(2, 30)), "PHP"
        elif k == "bt":
            v, label = "%d.%d.%d" % (self.rint(8, 9), self.rint(0, 9), self.rint(0, 9)), "宝塔面板"
        else:
            v, label = "6.%d.%d" % (self.rint(4, 9), self.rint(1, 5)), "WordPress"
        return {"needles": [v], "v": v, "key": k, "label": label}

    def zh_gen_money(self):
        trip = self.ch(self.trips)
        if self.chance(0.6) or trip["ccy"] == "CNY":
            unit = "元"
            a = self.ch([self.rint(2, 99) * 10, self.rint(10, 300) * 100, self.rint(30, 990) * 10])
        elif trip["ccy"] == "JPY":
            unit = "日元"
            a = self.rint(80, 9800) * 100
        else:
            unit = "泰铢"
            a = self.rint(20, 900) * 50
        v = "%d%s" % (a, unit)
        return {"needles": [v], "v": v, "unit": unit, "amount": a, "trip": trip, "cur": unit}

    def zh_gen_date(self):
        m, d = self.rint(2, 9), self.rint(1, 28)
        v = "%d月%d日" % (m, d)
        return {"needles": [v], "v": v, "m": m, "d": d, "trip": self.ch(self.trips)}

    def zh_gen_command(self):
        t = self.ch(self.trips)
        n = self.rint(18, 64)
        P = self.pk
        dep = t["dep"]
        k = self.rint(0, 11)
        base = "https://%s/api/admin/v2" % self.site
        if k == 0:
            v = 'curl -s -H "Authorization: Bearer $%s_TOKEN" "%s/orders?tour=%s&status=unpaid"' % (P, base, dep)
            p, ct = "查%s还没交尾款的订单" % t["name"], "curl"
        elif k == 1:
            v = 'curl -X POST "%s/orders/%s/notify?channel=sms" -H "Authorization: Bearer $%s_TOKEN"' % (base, self.zref(t), P)
            p, ct = "给客人重发确认短信", "curl"
        elif k == 2:
            v = 'curl -s "%s/tours/%s/roster?format=xlsx" -o %s_roster_v%d.xlsx' % (base, dep, dep.lower(), self.rint(2, 9))
            p, ct = "导出%s的出团名单" % t["name"], "curl"
        elif k == 3:
            v = 'curl -X PATCH "%s/tours/%s" -H "Content-Type: application/json" -d \'{"seats": %d}\'' % (base, dep, self.rint(20, 45))
            p, ct = "改%s的座位数" % t["name"], "curl"
        elif k == 4:
            v = 'curl -s "%s/payments?since=2027-01-%02d&channel=wechat" | jq ".[].amount"' % (base, self.rint(1, 9))
            p, ct = "拉这个月的微信收款", "curl"
        elif k == 5:
            v = "mysqldump -u tb_admin -p %s orders tour_members > backup_%s.sql" % (self.plugin, self.safe(lambda: "0%d%02d" % (1, self.rint(10, 28))))
            p, ct = "备份订单表", "shell"
        elif k == 6:
            v = '=SUMIFS(F2:F%d,G2:G%d,"未付尾款")' % (n, n)
            p, ct = "算还没收的尾款总数", "formula"
        elif k == 7:
            w = self.ch(["素", "清真", "辣", "过敏"])
            v = '=COUNTIF(H2:H%d,"*%s*")' % (n, w)
            p, ct = "数忌口一栏里带“%s”的人" % w, "formula"
        elif k == 8:
            v = "=VLOOKUP(B%d,定金!A:D,%d,0)" % (self.rint(2, 5), self.rint(2, 4))
            p, ct = "从定金那张表把金额对过来", "formula"
        elif k == 9:
            v = '=TEXTJOIN("、",TRUE,FILTER(B2:B%d,E2:E%d="单男"))' % (n, n) if self.chance(0.5) else '=TEXTJOIN("、",TRUE,FILTER(B2:B%d,H2:H%d="清真"))' % (n, n)
            p, ct = "把符合条件的名字拼到一个格子里", "formula"
        elif k == 10:
            d = self.rint(10, 45)
            v = '=IF(AND(G2<>"已付清",D2-TODAY()<%d),"催尾款","")' % d
            p, ct = "标出%d天内到期还没付清的" % d, "formula"
        else:
            v = "php artisan tour:remind --tour=%s --dry-run" % dep
            p, ct = "先空跑一遍%s的尾款提醒" % t["name"], "shell"
        return {"needles": [v], "v": v, "purpose": p, "ctype": ct, "trip": t, "n": n}

    def zh_gen_decision(self):
        (_, c, r), trip = self.pool_pick(DECISIONS_ZH)
        return {"needles": [c, r], "choice": c, "reason": r, "trip": trip}

    def zh_gen_constraint(self):
        (_, a, c), trip = self.pool_pick(CONSTRAINTS_ZH)
        return {"needles": [a, c], "action": a, "cond": c, "trip": trip}

    def zh_gen_question(self):
        (_, q, n), trip = self.pool_pick(QUESTIONS_ZH)
        return {"needles": [n], "v": n, "q": q.format(n=n), "trip": trip}

    # -- sentences --
    def zh_role(self, f):
        t = f["trip"]
        return self.ch(["%s的全陪" % t["name"], "%s新换的地陪" % t["name"], "%s的销售经理" % self.ch(t["hotels"]),
                        "%s的理赔专员" % self.insurer, "%s的调度" % t["coach"], "%s要退全款的那位客人" % t["name"],
                        "%s里有高血压的那位客人" % t["name"], "顶替%s退团名额的新客人" % t["name"], "我们的代账会计",
                        "%s新的对接人" % t["dijie"], "投诉单房差的那位大哥", "%s的领队" % t["name"]])

    def zh_money_ctx(self, f):
        t = f["trip"]
        if f["unit"] == "元" and self.chance(0.5):
            s = self.ch(FS_ZH)
            return self.pick_new("mctx", ["%s阿姨要退的钱" % s, "%s的单房差" % t["name"], "%s每人的定金" % t["name"], "给%s先生的补偿" % s,
                            "保险的免赔额", "%s家还欠的尾款" % s, "改名手续费", "我们在大巴这件事上自己贴的钱"])
        return self.pick_new("mctx", ["%s要收的违约金" % t["coach"], "%s的退房损失费" % self.ch(t["hotels"]), "%s地陪一天的导服费" % self.ch(t["places"]),
                        "%s加一晚的房费" % self.ch(t["hotels"]), "临时加的那台车", "%s要的预付款" % t["dijie"],
                        "%s那顿团餐" % self.ch(t["places"])])

    def zh_date_ctx(self, f):
        t = f["trip"]
        return self.pick_new("dctx", ["%s的尾款截止日" % t["name"], "%s释放房间的日子" % self.ch(t["hotels"]), "保险理赔材料的截止日",
                        "%s改期后的出发日" % t["name"], "%s改派车的日期" % t["coach"], "行前说明会",
                        "%s报忌口的截止日" % t["name"], "%s免费取消的最后一天" % self.ch(t["hotels"]),
                        "给%s发最终名单的日子" % t["dijie"]])

    def zh_sentence(self, f):
        k, v = f["kind"], f.get("v")
        if k == "name":
            role = self.zh_role(f)
            f["role"] = role
            return self.ch(["忘了说，%s是%s。" % (v, role), "通讯录里加一个：%s，%s。" % (v, role),
                            "原来%s才是%s，我一直搞错了%s" % (v, role, self.zemoji()), "帮我记一下，%s是%s，我肯定会忘。" % (v, role)])
        if k == "id":
            return self.ch(["%s是%s，以后来往都要写这个号。" % (f["desc"], v), "%s终于给了：%s！" % (f["desc"], v),
                            "存档：%s就是%s。" % (v, f["desc"]), "那个%s——%s，别让我弄丢了。" % (f["desc"], v)])
        if k == "port":
            opts = ["给以后的我留个言：%s现在是%s端口。" % (f["ctx"], v), "听说服务器迁移以后%s改到%s端口了。" % (f["ctx"], v)]
            if self.dev not in f["ctx"]:
                opts.append("%s说%s跑在%s端口上，他不在的时候万一挂了可以查。" % (self.dev, f["ctx"], v))
            return self.ch(opts)
        if k == "version":
            return self.ch(["%s昨晚自己更新到%s了%s" % (f["label"], v, self.zemoji()), "%s说过年前要把%s升到%s。" % (self.dev, f["label"], v),
                            "客服说定金通知的那个bug在%s的%s版本修好了。" % (f["label"], v)])
        if k == "money":
            ctx = self.zh_money_ctx(f)
            f["ctx"] = ctx
            return self.ch(["%s一共是%s。" % (ctx, v), "%s要%s，比我想的多%s" % (ctx, v, self.zemoji()), "%s：%s。肉疼。" % (ctx, v),
                            "写下来免得忘，%s是%s。" % (ctx, v)])
        if k == "date":
            ctx = self.zh_date_ctx(f)
            f["ctx"] = ctx
            return self.ch(["%s是%s。" % (ctx, v), "%s改到%s了。" % (ctx, v), "%s定在%s。" % (ctx, v), "记到日历里：%s是%s！" % (ctx, v)])
        raise ValueError(k)

    def zh_restate(self, f):
        k, v = f["kind"], f["v"]
        if k == "name":
            return self.ch(["好的，记下了：**%s**，%s。" % (v, f["role"]), "收到，%s是%s。" % (v, f["role"])])
        if k == "id":
            return self.ch(["记好了：%s → %s，以后联系都带上这个号。" % (f["desc"], v), "已存：**%s**（%s）。" % (v, f["desc"])])
        if k == "port":
            return "收到，%s是%s端口，下次测试就用这个。" % (f["ctx"], v)
        if k == "version":
            return "记下了：%s %s。每次升级完记得测一下定金通知，上次的教训还在。" % (f["label"], v)
        if k == "money":
            return self.ch(["记下了——%s：**%s**。" % (f["ctx"], v), "好的，%s是%s，我加到成本表里了。" % (f["ctx"], v)])
        if k == "date":
            return self.ch(["已加到日历：%s——**%s**。" % (f["ctx"], v), "收到，%s是%s。要不要提前一周提醒你？" % (f["ctx"], v)])
        raise ValueError(k)

    def zh_ack(self):
        return self.ch(["收到！👌", "好的，记下了。", "已经加到备忘里了。", "收到。这件事还有别的要补充吗？", "好嘞，记好了。",
                        "明白，我放到这个团的资料里。", "记下了，你就不用脑子里一直挂着了。"])

    # -- fact episodes --
    def zh_hosts(self):
        bk = lambda f: f["type"] == "booking"
        cny = lambda f: f["unit"] == "元"
        foreign = lambda f: f["unit"] != "元"
        runnable = lambda f: f["ctype"] != "formula"
        formula = lambda f: f["ctype"] == "formula"
        plug = lambda f: f["key"] in ("plugin", "pay")
        return {
            "name": [(3, self.zh_ep_statement, None), (3, self.zh_ep_table_name, None), (3, self.zh_ep_inbox, None),
                     (2, self.zh_ep_lookup, None), (2, self.zh_ep_restate, None), (2, self.zh_ep_todo, None)],
            "command": [(3, self.zh_ep_cmd_run, runnable), (2, self.zh_ep_cmd_paste, None),
                        (3, self.zh_ep_formula, formula), (2, self.zh_ep_cmd_note, None)],
            "id": [(4, self.zh_ep_lookup, bk), (3, self.zh_ep_inbox, None), (2, self.zh_ep_statement, None),
                   (2, self.zh_ep_correction, None), (1, self.zh_ep_restate, None), (2, self.zh_ep_todo, None)],
            "port": [(4, self.zh_ep_port_error, None), (2, self.zh_ep_inbox, None), (2, self.zh_ep_statement, None),
                     (2, self.zh_ep_correction, None), (1, self.zh_ep_restate, None)],
            "version": [(3, self.zh_ep_version_shell, plug), (2, self.zh_ep_inbox, None), (2, self.zh_ep_statement, None),
                        (2, self.zh_ep_correction, None)],
            "money": [(3, self.zh_ep_lookup, cny), (3, self.zh_ep_inbox, None), (3, self.zh_ep_convert, foreign),
                      (2, self.zh_ep_statement, None), (3, self.zh_ep_correction, None), (1, self.zh_ep_restate, None),
                      (2, self.zh_ep_todo, None)],
            "date": [(3, self.zh_ep_lookup, None), (3, self.zh_ep_inbox, None), (2, self.zh_ep_statement, None),
                     (3, self.zh_ep_correction, None), (1, self.zh_ep_restate, None), (2, self.zh_ep_todo, None)],
            "decision": [(3, self.zh_ep_decision, None), (2, self.zh_ep_decision_choose, None),
                         (2, self.zh_ep_decision_notice, None), (2, self.zh_ep_combo, None)],
            "constraint": [(3, self.zh_ep_constraint, None), (2, self.zh_ep_constraint_ask, None),
                           (2, self.zh_ep_todo, None), (2, self.zh_ep_combo, None)],
            "question": [(3, self.zh_ep_question_aside, None), (2, self.zh_ep_question_list, None),
                         (2, self.zh_ep_question_dropped, None)],
        }

    def zh_small_line(self):
        return self.ch(["猫又踩键盘了。", "外面下大雨了。", "咖啡喝完了还是困。", "打印机又卡纸了。", "我妈今天打了三个电话了。", "楼下又在装修，吵死。"])

    def zh_ep_statement(self, f):
        s = self.zh_sentence(f)
        items = [("user", self.zbits() + s + self.ch(["", "", self.zh_small_line(), "先这样，我继续弄表。"]) + self.zemoji())]
        a = self.zh_ack()
        if self.chance(0.6):
            a += self.ch(["要不要我顺便更新一下这个团的资料？", "要我发个消息跟对方确认一下吗？", "如果跟别的安排冲突我会提醒你。", "电话里还说了别的吗？"])
        items.append(("assistant", a))
        return items

    def zh_ep_restate(self, f):
        s = self.zh_sentence(f)
        return [("user", self.zbits() + s + self.zemoji()), ("assistant", self.zh_restate(f))]

    def zh_booking_json(self, ref, trip, lead, cur, bal, due_iso, status=None):
        npax = self.ch([1, 2, 2, 2, 3, 4])
        pax = [{"name": lead, "id_card": self.safe(lambda: "51%02d**********%04d" % (self.rint(1, 34), self.rint(0, 9999))),
                "room": self.ch(["标间", "大床", "单间"]), "diet": self.ch(DIETS_ZH)}]
        for _ in range(npax - 1):
            nm = self.safe(lambda: (lead[0] if self.chance(0.5) else self.ch(FS_ZH)) + self.ch(FG_ZH))
            pax.append({"name": nm, "id_card": self.safe(lambda: "51%02d**********%04d" % (self.rint(1, 34), self.rint(0, 9999))),
                        "room": pax[0]["room"], "diet": self.ch(DIETS_ZH)})
        dep = self.famt(500, 3000, 100) if cur != "JPY" else self.famt(20000, 90000, 1000)
        return {
            "order_no": ref,
            "tour_code": trip["dep"],
            "tour_name": trip["long"],
            "depart_date": trip["dep_iso"],
            "status": status or self.ch(["已付定金", "已付定金", "尾款逾期", "部分付款"]),
            "contact": {"name": lead, "mobile": self.zmobile(), "wechat": self.ch(["已加", "未加"])},
            "travelers": pax,
            "currency": cur,
            "deposit": dep,
            "balance": bal,
            "balance_due": due_iso,
            "pay_records": [{"time": self.safe(lambda: "2026-%02d-%02d %02d:%02d" % (self.rint(6, 12), self.rint(1, 28), self.rint(8, 22), self.rint(0, 59))),
                             "channel": self.ch(["微信", "对公转账", "支付宝"]), "amount": dep}],
            "remark": self.ch(["", "", "要求低楼层，膝盖不好", "结婚30周年，想要大床", "老客户，去年走过峨眉", "抖音广告来的",
                               "两位老人，需要轮椅协助", "要开发票，单位抬头"]),
            "source": self.ch(["小程序", "门店", "微信转介绍", "抖音"]),
        }

    def zh_ep_lookup(self, f):
        got = {f["kind"]: f}
        preds = {"id": lambda g: g["type"] == "booking", "money": lambda g: g["unit"] == "元", "date": None, "name": None}
        for k, p in (("id", 0.6), ("money", 0.55), ("date", 0.5), ("name", 0.25)):
            if k not in got and self.chance(p):
                g = self.take(k, preds[k])
                if g:
                    got[k] = g
        trip = got["id"]["trip"] if "id" in got else self.ch(self.trips)
        ref = got["id"]["v"] if "id" in got else self.zref(trip)
        lead = got["name"]["v"] if "name" in got else self.zname()
        if "name" in got:
            got["name"]["role"] = "订单联系人"
        if "money" in got:
            bal, bal_s = got["money"]["amount"], got["money"]["v"]
        else:
            bal = self.famt(500, 6000, 100)
            bal_s = "%d元" % bal
        if "date" in got:
            due_iso = "2027-%02d-%02d" % (got["date"]["m"], got["date"]["d"])
            due_s = got["date"]["v"]
        else:
            due_iso = self.fiso()
            dd = datetime.strptime(due_iso, "%Y-%m-%d")
            due_s = "%d月%d日" % (dd.month, dd.day)
            due_s = due_s if self.ok(due_s) else due_iso
        js = self.zh_booking_json(ref, trip, lead, "CNY", bal, due_iso)
        by_ref = "id" in got and self.chance(0.5)
        why = self.pick_new("why", ["客人微信问还差多少钱。", "她刚打电话我在开车没听清[捂脸]", "想确认下定金到底付了没再去催。",
                       "她老公说想加一晚，先看看订单。", "好像是改过房型的那家？", "排分房表要用。"])
        if by_ref:
            u = "帮我查一下%s，%s" % (ref, why)
            args = {"order_no": ref}
        else:
            u = "查一下%s里姓%s的那个订单，%s" % (trip["name"], lead[0], why)
            args = {"surname": lead[0], "tour_code": trip["dep"]}
        items = [("user", self.zbits() + u), ("tool", "booking_lookup", (args, js))]
        lines = []
        if "id" in got and (by_ref or self.chance(0.6)):
            lines.append("查到了，订单 **%s**：" % ref)
        else:
            lines.append("找到了，%s姓%s的订单：" % (trip["name"], lead[0]))
        if "name" in got and self.chance(0.6):
            lines.append("- **联系人：**%s（共%d人）" % (lead, len(js["travelers"])))
        else:
            lines.append("- **人数：**%d人，%s" % (len(js["travelers"]), js["travelers"][0]["room"]))
        lines.append("- **已付定金：**%d元" % js["deposit"])
        lines.append("- **尾款：**%s，%s前付清" % (bal_s, due_s))
        lines.append("- **状态：**%s" % js["status"])
        if js["remark"]:
            lines.append("- **备注：**%s" % js["remark"])
        lines.append("")
        lines.append(self.ch(["要不要我写一条客气点的尾款提醒？", "没看到什么异常，要我帮你回客人吗？", "如果客人要改行程，目前系统里还没有改签费记录。",
                              "需要付款明细的话我再拉一下。"]))
        items.append(("assistant", "\n".join(lines)))
        if self.chance(0.35):
            u2, a2 = self.ch([("好的谢谢！", "👌"), ("行，我自己打电话跟她说。", "好的，有需要再叫我。"),
                              ("帮我写一条吧，简短点", "可以这样发：\n\n> 您好！温馨提醒一下，您报名的行程尾款快到期啦，可以直接在小程序里支付，也可以转对公账户。有任何问题随时找我哈～ %s" % self.op)])
            items += [("user", u2), ("assistant", a2)]
        return items

    def zh_ep_inbox(self, f):
        k = f["kind"]
        allowed = {"coach": ["name", "id", "money", "date", "port"], "hotel": ["name", "id", "money", "date"],
                   "dijie": ["name", "id", "money", "date"], "insurer": ["name", "id", "money", "date"],
                   "plugin": ["name", "id", "version"], "host": ["name", "port", "version"]}
        idmap = {"booking": ["coach", "hotel", "plugin", "dijie"], "claim": ["insurer"], "job": ["coach"], "invoice": ["hotel"],
                 "contract": ["dijie"], "refund": ["insurer", "plugin"], "hotel": ["hotel"]}
        if k == "id":
            st = self.ch(idmap[f["type"]])
        elif k == "version":
            st = "host" if f["key"] in ("php", "bt", "wordpress") else "plugin"
        else:
            st = self.ch([s for s, ks in allowed.items() if k in ks])
        got = {k: f}
        for k2 in allowed[st]:
            if k2 in got or len(got) >= 3 or not self.chance(0.35):
                continue
            if k2 == "id":
                g = self.take("id", lambda g: st in idmap[g["type"]])
            elif k2 == "version":
                g = self.take("version", (lambda g: g["key"] in ("php", "bt", "wordpress")) if st == "host" else (lambda g: g["key"] not in ("php", "bt", "wordpress")))
            else:
                g = self.take(k2)
            if g:
                got[k2] = g
        trip = got["id"]["trip"] if "id" in got else self.ch(self.trips)
        sender = got["name"]["v"] if "name" in got else self.zname()
        if "name" in got:
            got["name"]["role"] = "发件人"
        mv = got["money"]["v"] if "money" in got else None
        dv = got["date"]["v"] if "date" in got else None
        iv = got["id"]["v"] if "id" in got else None
        body = []
        if st == "coach":
            company, dom = trip["coach"], trip["cdom"]
            role = self.ch(["调度部", "运营部 经理", "团队用车专员"])
            subj = "回复：%s 用车确认%s" % (trip["name"], "（%s%s）" % ({"job": "调度单号", "booking": "订单号"}.get(got["id"]["type"], "编号"), iv) if iv else "")
            body.append(self.ch(["关于贵社这个团的用车问题，非常抱歉给您添麻烦了。", "按今天上午电话里说的，情况如下：", "感谢您的耐心等待。"]))
            if "date" in got:
                body.append(self.ch(["%s当天我们可以派一台49座的车，接送时间不变。" % dv, "替补车辆确认在%s到位。" % dv, "%s起司机可以全程配合。" % dv]))
            else:
                body.append("车辆已经重新安排好，司机那边也拿到行程单了。")
            if "money" in got:
                body.append(self.ch(["作为补偿，尾款里可以给您减%s。" % mv, "按合同第二台车的费用是%s。" % mv, "%s已经原路退回到贵社账户，请注意查收。" % mv]))
            if "port" in got:
                body.append("游客名单请上传到我们的SFTP：sftp.%s，端口%s，用户名%s，密码另行短信发送。" % (dom, got["port"]["v"], self.site.split(".")[0][:8]))
            if iv and self.chance(0.5):
                body.append("后续沟通请注明%s。" % iv)
            body.append(self.ch(["这次是我们排车系统出了问题，再次向您道歉。", "有任何问题随时联系我。"]))
            phone = self.safe(lambda: "028-8%03d%04d" % (self.rint(100, 999), self.rint(0, 9999)))
            addr = "dd@%s" % dom
        elif st == "hotel":
            company = got["id"]["hotel"] if "id" in got else self.ch(trip["hotels"])
            dom = "%s-hotel.com" % trip["code"].lower()
            role = self.ch(["销售部 经理", "团队预订", "前厅部"])
            subj = "回复：%s 团队房%s" % (trip["name"], "（发票 %s）" % iv if iv and got["id"]["type"] == "invoice" else "确认")
            body.append(self.ch(["感谢贵社一直以来的支持。", "上午电话里聊得很愉快。", "关于您周五的邮件："]))
            if iv:
                body.append({"invoice": "发票已开好，发票号码%s，电子版见附件。" % iv, "hotel": "您的订房确认号是%s。" % iv,
                             "booking": "我们这边备注了贵社的订单号%s。" % iv}[got["id"]["type"]])
            if "money" in got:
                body.append(self.ch(["如果释放6间房，退房损失费是%s。" % mv, "团队账上目前还有%s未结。" % mv, "加的两间单间合计%s。" % mv]))
            if "date" in got:
                body.append(self.ch(["最终分房名单请在%s之前发给我们。" % dv, "房间给您保留到%s。" % dv]))
            else:
                body.append("早餐7点开始，需要打包早餐的话提前一天说就行。")
            phone = self.safe(lambda: "0837-%03d%04d" % (self.rint(100, 999), self.rint(0, 9999)))
            addr = "sales@%s" % dom
        elif st == "dijie":
            company = trip["dijie"]
            dom = "%s-dijie.cn" % trip["code"].lower()
            role = "计调部"
            subj = "%s 接待计划%s" % (trip["dep"], "（合同 %s）" % iv if iv and got["id"]["type"] == "contract" else "")
            body.append(self.ch(["接待计划已经做好，附件是详细行程和报价。", "贵社的团我们已经安排好了导游和车辆。"]))
            if iv:
                body.append({"contract": "地接合同编号%s，盖章版已经快递寄出。" % iv, "booking": "贵社订单%s的客人我们单独备注了忌口。" % iv}[got["id"]["type"]])
            if "money" in got:
                body.append(self.ch(["地接费用合计%s，按合同先付50%%。" % mv, "预付款%s请本周内打到我们对公账户。" % mv]))
            if "date" in got:
                body.append("最终名单和忌口请在%s前给到我们。" % dv)
            phone = self.safe(lambda: "139%04d%04d" % (self.rint(0, 9999), self.rint(0, 9999)))
            addr = "jd@%s" % dom
        elif st == "insurer":
            company = self.insurer
            dom = {"蜀安财产保险": "shuan-ins", "锦程财险": "jincheng-pc", "天府保险": "tianfu-ins"}[company] + ".com.cn"
            role = "理赔专员"
            subj = "关于贵社理赔申请%s" % (iv if iv else "")
            body.append(self.ch(["贵社提交的理赔申请已受理，由我负责跟进。", "电话沟通后，我已经看过您提供的材料。"]))
            if iv and self.chance(0.5):
                body.append("后续来函请注明案号%s。" % iv)
            if "money" in got:
                body.append(self.ch(["根据保单约定，免赔额%s将从赔款中扣除。" % mv, "根据现有材料，理赔金额初步核定为%s。" % mv]))
            if "date" in got:
                body.append("请于%s前补齐供应商出具的书面违约证明。" % dv)
            else:
                body.append("另外还需要供应商出具的书面违约证明。")
            phone = self.safe(lambda: "95%03d 转 %d" % (self.rint(100, 999), self.rint(1, 9)))
            addr = "claims@%s" % dom
        elif st == "plugin":
            company = "%s 客服" % self.plugin_name
            dom = "%s.cn" % self.plugin
            role = "技术支持"
            subj = "【工单 %s】%s" % (self.safe(lambda: str(self.rint(10000, 99999))), self.uniq("plugsubj", ["定金通知重复发送", "尾款提醒金额显示错误", "导出名单缺少忌口列", "候补名额不自动释放", "升级后支付页变慢"]))
            body.append(self.ch(["谢谢您提供的截图，很有帮助。", "抱歉回复晚了，上次发版后工单比较多。"]))
            if iv:
                body.append("我查了您发来的日志里%s%s，确实有一条重复的回调。" % ("退款单" if got["id"]["type"] == "refund" else "订单", iv))
            if "version" in got:
                body.append(self.ch(["这个问题在%s版本已经修复，昨天发布的，升级后清一下缓存就好。" % got["version"]["v"],
                                     "麻烦升级到%s，更新日志里写了这个问题。" % got["version"]["v"]]))
            else:
                body.append("研发同事在排查，有进展我第一时间告诉您。")
            phone = "在线客服：工作日 9:00–18:00"
            addr = "support@%s" % dom
        else:
            company = self.host
            dom = "%s.cn" % self.ch(["yunqi-host", "lanjing-cloud", "tfidc"])
            role = "技术支持"
            subj = self.uniq("hostsubj", ["回复：测试环境和服务器变更", "维护完成通知", "回复：后台打开很慢", "服务器迁移通知"])
            body.append(self.ch(["贵司服务器的计划维护已于昨晚完成。", "您的账户已迁移到新集群。", "关于您反馈的后台打开慢的问题："]))
            if "port" in got:
                body.append("维护后%s改为%s端口访问，原来的书签需要更新。" % (got["port"]["ctx"], got["port"]["v"]))
            if "version" in got:
                body.append("服务器上的%s已升级到%s。" % (got["version"]["label"], got["version"]["v"]))
            body.append("如有异常请直接回复本工单。")
            phone = self.safe(lambda: "客服热线：400-%03d-%04d" % (self.rint(100, 999), self.rint(0, 9999)))
            addr = "support@%s" % dom
        greet = self.ch(["%s经理您好：" % self.opsur, "%s总，您好！" % self.opsur, "%s老师好：" % self.opsur])
        full = greet + "\n\n" + "\n".join(body)
        quoted = "-----原始邮件-----\n发件人：%s <%s>\n发送时间：%s\n\n%s\n%s" % (
            self.op, self.email, self.safe(lambda: "2027-01-%02d %02d:%02d" % (self.rint(3, 10), self.rint(8, 18), self.rint(0, 59))),
            self.ch(["客人已经开始在群里问了，麻烦尽快回复一下！", "麻烦确认一下目前的进展，谢谢。", "给您打了电话没接通，周五前能回复吗？"]), self.op)
        mail = "发件人：%s <%s>\n收件人：%s <%s>\n时间：%s\n主题：%s\n\n%s\n\n%s\n%s\n%s\n%s\n\n%s" % (
            sender, addr, self.op, self.email,
            self.safe(lambda: "2027-01-%02d %02d:%02d" % (self.rint(6, 12), self.rint(7, 20), self.rint(0, 59))), subj, full,
            self.ch(["此致", "祝好", "谢谢！"]), sender, "%s %s" % (company, role), phone, quoted)
        n = self.ch([1, 1, 2])
        out = "共找到 %d 封邮件\n\n【邮件 1/%d】\n%s" % (n, n, mail)
        if n == 2:
            snd, sdom = self.ch([("微信支付", "wxpay.cn"), ("携程商旅", "ctrip.com"), ("旅游协会", "sctour.org")])
            out += "\n\n【邮件 2/2】\n发件人：%s <noreply@%s>\n主题：%s\n\n此邮件为系统自动发送，请勿回复。" % (
                snd, sdom, self.ch(["结算单已生成", "会员年费续费提醒", "本周数据报告"]))
        q = {"coach": self.ch([trip["coach"], trip["coach"] + " 用车", "大巴 一车两卖"]), "hotel": self.ch([company, company + " 分房"]),
             "dijie": self.ch([trip["dijie"], "地接 %s" % trip["name"]]), "insurer": self.ch(["理赔", self.insurer]),
             "plugin": self.ch(["%s 工单" % self.plugin_name, "%s 客服" % self.plugin_name]), "host": self.ch([company, "服务器 维护"])}[st]
        u = self.ch(["帮我搜一下邮箱，%s那边是不是回邮件了？" % q, "%s有没有新邮件？帮我找找" % q, "把%s最近那封邮件翻出来看看" % q,
                     "我记得昨天有封关于%s的邮件，帮我找一下" % q])
        items = [("user", self.zbits() + u + self.zemoji()), ("tool", "supplier_inbox_search", ({"query": q, "limit": 5}, out))]
        summ = ["有的，%s%s回了：" % (sender[0], self.ch(["总", "经理", "老师"]))]
        if "money" in got and self.chance(0.4):
            summ.append("- 金额是%s。" % mv)
        elif "money" in got:
            summ.append("- 里面有个金额，建议跟我们的账对一下。")
        if "date" in got and self.chance(0.4):
            summ.append("- 关键日期：%s。" % dv)
        elif "date" in got:
            summ.append("- 给了一个时间节点，最好马上记到日历里。")
        if st == "plugin":
            summ.append("- 他们说新版本已经修好了。")
        if st == "host":
            summ.append("- 服务器维护做完了，有几个设置改了。")
        if st == "coach":
            summ.append("- 态度还算诚恳，总算有进展了。")
        if len(summ) == 1:
            summ.append("- 主要是例行确认，没什么要马上处理的。")
        summ.append("")
        summ.append(self.ch(["要我帮你回一封吗？", "要不要先回个收到，说周末前给他们确认？", "建议今天就回，趁他们态度好。"]))
        items.append(("assistant", "\n".join(summ)))
        return items

    def zh_ep_table_name(self, f):
        t = f["trip"]
        n = self.rint(7, 13)
        names = set()
        while len(names) < n:
            names.add(self.zname())
        names = list(names)
        repl = names[self.rint(0, n - 1)]
        rows = []
        for i, nm in enumerate(names):
            rows.append("%d\t%s\t%s\t%s\t%s\t%d\t%d\t%s" % (i + 1, nm, self.zref(t), self.ch(["标间", "大床", "单间", "标间"]),
                                                        self.ch(DIETS_ZH), self.famt(500, 2000, 100), self.famt(800, 6000, 100),
                                                        self.ch(["", "", "", "已付清", "和朋友拼房", "晚到"])))
        rows.append("%d\t%s\t%s\t%s\t%s\t%d\t%d\t%s" % (n + 1, f["v"], self.zref(t), "标间", self.ch(DIETS_ZH),
                                                    self.famt(500, 2000, 100), self.famt(800, 6000, 100), "新增，顶替%s" % repl))
        f["role"] = "%s新加的客人" % t["name"]
        u = "%s%s的名单更新了！最后一行是新加的，顶替%s（家里有事去不了了）\n\n序号\t姓名\t订单号\t房型\t忌口\t定金\t尾款\t备注\n%s\n\n帮我看看房间还够不够，标间和单间各多少？" % (
            self.zbits(), t["name"], repl, "\n".join(rows))
        rooms = {}
        for r in rows:
            rm = r.split("\t")[3]
            rooms[rm] = rooms.get(rm, 0) + 1
        a = "加上新客人以后：\n\n" + "\n".join("- **%s：**%d人" % (k, v) for k, v in sorted(rooms.items())) + "\n\n" + self.ch(
            ["表里标间是按人头算的，两人一间的话实际房间数要减半。", "拼房的客人最好再确认一下谁和谁住，表里没写。", "按目前酒店给的房量应该够。"])
        return [("user", u), ("assistant", a)]

    def zh_todo_bullet(self, f):
        k = f["kind"]
        if k == "name":
            f["role"] = self.zh_role(f)
            return "给%s回电话（%s）" % (f["v"], f["role"])
        if k == "id":
            return "催一下%s：%s" % (f["desc"], f["v"])
        if k == "money":
            f["ctx"] = self.zh_money_ctx(f)
            return "%s：%s，核对一下发票" % (f["ctx"], f["v"])
        if k == "date":
            f["ctx"] = self.zh_date_ctx(f)
            return "%s＝%s！！" % (f["ctx"], f["v"])
        if k == "constraint":
            return "记住：只有%s，才能%s" % (f["cond"], f["action"])
        raise ValueError(k)

    def zh_ep_todo(self, f):
        got = [f]
        for _ in range(self.ch([1, 1, 2])):
            g = self.take(self.ch(["name", "id", "money", "date", "constraint"]))
            if g:
                got.append(g)
        bullets = [self.zh_todo_bullet(g) for g in got]
        fill = ["买行李牌", "给牙医回电话", "催稻城团的身份证复印件", "公众号发九寨沟的照片", "给单位客户开发票", "给我妈买生日蛋糕",
                "报税（头大）", "回复抖音上的咨询", "续旅游协会会费", "打印行程单", "看一下对公账户余额", "交门店房租"]
        bullets += self.rng.sample(fill, self.rint(2, 4))
        self.rng.shuffle(bullets)
        u = self.pick_new("todo", ["先把脑子里的事倒出来：", "今天要做的，不分先后：", "待办（边遛狗边语音输入的，见谅）：", "明天要做的，先记下：", "下午的事："]) + "\n\n" + \
            "\n".join("%d. %s" % (i + 1, b) for i, b in enumerate(bullets)) + "\n\n" + self.ch(["帮我记着哈", "差不多就这些！", "救命[捂脸]"])
        a = self.ch(["都记下了！建议先趁大家上班时间把供应商那几件催了，下午再弄内部的事。", "记好了。要不要我整理成清单放到工作文档里？",
                     "收到！要不要我先把今天能发的消息都拟好？"])
        return [("user", u), ("assistant", a)]

    def zh_wrong(self, f):
        k = f["kind"]
        for _ in range(50):
            if k == "date":
                if self.chance(0.6):
                    d2 = f["d"] + self.ch([-2, -1, 1, 2, 10])
                    if not 1 <= d2 <= 28:
                        continue
                    w = "%d月%d日" % (f["m"], d2)
                else:
                    w = "%d月%d日" % (f["m"] + self.ch([-1, 1]), f["d"])
            elif k == "money":
                s = str(f["amount"])
                if len(s) >= 3 and self.chance(0.7):
                    i = self.rint(0, len(s) - 2)
                    s2 = s[:i] + s[i + 1] + s[i] + s[i + 2:]
                else:
                    s2 = str(f["amount"] + self.ch([100, -100, 50, 1000]))
                if s2.startswith("0") or s2.startswith("-"):
                    continue
                w = "%s%s" % (s2, f["unit"])
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
                a, b, c = [int(x) for x in f["v"].split(".")]
                w = self.ch(["%d.%d.%d" % (a, b, c + 1), "%d.%d.%d" % (a, b + 1, c), "%d.%d.%d" % (a, max(0, b - 1), c)])
            if w != f["v"] and self.ok(w) and not any(w in n for n in self.needles):
                return w
        return None

    def zh_ep_correction(self, f):
        w = self.zh_wrong(f)
        if w is None:
            return self.zh_ep_statement(f)
        k, v = f["kind"], f["v"]
        ctx = {"date": lambda: self.zh_date_ctx(f), "money": lambda: self.zh_money_ctx(f), "id": lambda: f["desc"],
               "port": lambda: f["ctx"] + "的端口", "version": lambda: f["label"] + "的版本"}[k]()
        f["ctx"] = ctx
        if self.chance(0.5):
            u = self.ch(["%s%s是%s，不对不对，是%s。今天脑子糊了%s" % (self.zbits(), ctx, w, v, self.zemoji()),
                         "%s%s：%s。等一下，看错行了，是%s！" % (self.zbits(), ctx, w, v),
                         "%s%s是%s……哦不，那是去年的，今年是%s。" % (self.zbits(), ctx, w, v)])
            return [("user", u), ("assistant", self.ch(["哈哈没事，记的是改过的那个。", "好的，以后面那个为准👌", "收到（更正后的）。"]))]
        u1 = "%s%s是%s。%s" % (self.zbits(), ctx, w, self.ch(["帮我记一下", "放到这个团的资料里", "到时候提醒我哈"]))
        a1 = self.ch(["记下了——%s是%s。" % (ctx, w), "好的，%s：%s。" % (ctx, w)])
        u2 = self.ch(["啊更正一下！！是%s，不是%s，语音转文字又错了%s" % (v, w, self.zemoji()), "刚翻了邮件——是%s，不是%s。" % (v, w),
                      "刚才那个不对，是%s，我看错了。" % v])
        a2 = self.ch(["已改成%s。" % v, "没问题，已更新！", "改好了，幸好你发现了。"])
        return [("user", u1), ("assistant", a1), ("user", u2), ("assistant", a2)]

    def zh_ep_convert(self, f):
        ccy = {"日元": "JPY", "泰铢": "THB"}[f["unit"]]
        ctx = self.zh_money_ctx(f)
        rate = {"JPY": 0.0481 + self.rint(-15, 15) / 10000.0, "THB": 0.2035 + self.rint(-40, 40) / 10000.0}[ccy]
        res = f["amount"] * rate
        res_s = self.safe(lambda: "{:,.2f}".format(res))
        u = self.ch(["%s%s是%s，今天折合人民币多少？" % (self.zbits(), ctx, f["v"]), "%s帮我换算一下%s，是%s，要跟客人说个大概。" % (self.zbits(), f["v"], ctx),
                     "%s%s换成人民币是多少？（%s）" % (self.zbits(), f["v"], ctx)])
        out = "%s %s = %s CNY\n汇率：1 %s = %.4f CNY（中间价，%s）\n来源：中国外汇交易中心 + 实时行情" % (
            "{:,}".format(f["amount"]), ccy, res_s, ccy, rate, self.safe(lambda: "2027-01-%02d %02d:%02d" % (self.rint(11, 14), self.rint(8, 18), self.rint(0, 59))))
        items = [("user", u), ("tool", "currency_convert", ({"amount": f["amount"], "from": ccy, "to": "CNY"}, out))]
        items.append(("assistant", "按今天中间价大约是 **%s元**。%s" % (res_s, self.ch(["银行实际购汇会再高一点，预算可以多留2%左右。", "用外币卡付的话差不多就是这个数。", "这个月汇率挺稳的，可以按这个跟客人说。"]))))
        return items

    def zh_cmd_output(self, f):
        v, t = f["v"], f["trip"]
        ver = self.take("version", lambda g: g["key"] == "plugin") if self.chance(0.45) else None
        pv = ver["v"] if ver else self.fversion()
        if "orders?" in v:
            rows = [{"order_no": self.zref(t), "contact": self.zname(), "balance": self.famt(500, 6000, 100), "due": self.fiso()} for _ in range(self.rint(2, 6))]
            out = {"code": 0, "meta": {"version": pv, "total": len(rows)}, "data": rows} if ver or self.chance(0.5) else {"code": 0, "data": rows}
        elif "notify" in v:
            out = {"code": 0, "msg": "短信已加入发送队列", "queued_at": self.safe(lambda: "2027-01-12 %02d:%02d:%02d" % (self.rint(8, 18), self.rint(0, 59), self.rint(0, 59)))}
            if ver:
                out["server"] = "%s/%s" % (self.plugin, pv)
        elif "roster" in v:
            out = ("HTTP/2 200\nx-app-version: %s\n" % pv if ver else "") + "（已保存 %s，%d 行）" % (v.split("-o ")[-1], self.rint(9, 40))
        elif "PATCH" in v:
            out = {"code": 0, "tour_code": t["dep"], "seats": int(re.search(r'seats\": (\d+)', v).group(1)), "booked": self.rint(10, 30), "waitlist": self.rint(0, 5)}
            if ver:
                out["app_version"] = pv
        elif "payments" in v:
            out = "\n".join("%d" % self.famt(200, 6000, 100) for _ in range(self.rint(4, 9)))
            if ver:
                self.rem["version"].append(ver)
                ver = None
        elif "mysqldump" in v:
            out = "Enter password: \n（完成，用时 %.1f 秒）" % (self.rint(8, 90) / 10.0)
            if ver:
                self.rem["version"].append(ver)
                ver = None
        else:
            refs = [self.zref(t) for _ in range(self.rint(3, 7))]
            out = ("%s v%s\n" % (self.plugin_name, pv) if ver else "") + "[dry-run] 将发送 %d 条提醒\n%s\n完成，未实际发送。" % (len(refs), "\n".join("  - %s（尾款截止 %s）" % (r, self.fiso()) for r in refs))
        return out, ver

    def zh_ep_cmd_run(self, f):
        if self.chance(0.5) or '"' in f["v"] or "\\" in f["v"]:
            u = "%s帮我跑一下这个：`%s`%s" % (self.zbits(), f["v"], self.ch(["", " 就是%s的那个。" % f["purpose"]]))
        else:
            u = "%s帮我%s，命令在工作文档里%s" % (self.zbits(), f["purpose"], self.zemoji())
        out, ver = self.zh_cmd_output(f)
        items = [("user", u), ("tool", "shell", ({"command": f["v"]}, out))]
        a = self.ch(["跑完了！", "好了，", "执行成功——"])
        if ver and self.chance(0.35):
            a += "（顺便说一下，系统现在是%s %s。）" % (self.plugin_name, ver["v"])
        a += self.ch(["结果在上面，没看到异常。", "一切正常，要我整理成表格吗？", "这次没报错🎉", "跟预期一样。"])
        items.append(("assistant", a))
        return items

    def zh_ep_cmd_paste(self, f):
        ct = f["ctype"]
        if ct == "curl":
            err, why = self.ch([
                ('{"code":401,"msg":"token已过期，请重新登录"}', "401是令牌过期了，重新在后台生成一个token，替换掉环境变量里的就行。先echo一下看看变量是不是空的。"),
                ('{"code":404,"msg":"接口不存在"}', "404说明这个接口路径不对，或者系统升级后接口版本变了，可以问问客服v2是不是还能用。"),
                ("curl: (6) Could not resolve host: %s" % self.site, "这是域名解析失败，多半是网断了一下，过一分钟再试。"),
                ("<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>", "502是服务器那边后端挂了或者在重启，等几分钟再试，还不行就找主机客服。")])
        elif ct == "shell":
            err, why = self.ch([
                ("mysqldump: Got error: 1045: Access denied for user 'tb_admin'@'localhost' (using password: YES)", "密码不对或者这个账号没权限，问一下%s是不是改过数据库密码。" % self.dev),
                ("bash: php: command not found", "这台机器上找不到php，应该是没登到服务器上，在你自己电脑上跑的。"),
                ("Command \"tour:remind\" is not defined.", "系统里没有这个命令，可能升级后改名了，`php artisan list` 可以看现在有哪些。")])
        else:
            err, why = self.ch([
                ("#NAME?", "`#NAME?`一般是函数不认识——老版本的WPS或Excel没有FILTER和TEXTJOIN，你用的是哪个版本？"),
                ("#N/A", "`#N/A`是没匹配到，检查一下查找的那列名字后面有没有多余的空格。"),
                ("#VALUE!", "`#VALUE!`说明有的格子是文本不是数字，从系统导出来的金额经常带着“元”字，会这样。")])
        u = "%s我跑了 `%s`，结果是这个：\n\n```\n%s\n```\n\n啥意思啊%s" % (self.zbits(), f["v"], err, self.ch(["[捂脸]", "😩", "？？"]))
        items = [("user", u), ("assistant", why)]
        if self.chance(0.5):
            items += [("user", self.ch(["哦哦，那我吃完饭再试。", "对对就是这个！好了！", "唉，行吧，谢谢"])), ("assistant", self.ch(["👌", "太好了！", "再报错就发给我。"]))]
        return items

    def zh_ep_formula(self, f):
        q = self.ch(["有没有公式能%s？表格到第%d行。" % (f["purpose"], f["n"]), "表格求助！！想%s，一共%d行。" % (f["purpose"], f["n"])])
        a = "在空白格里输入：\n\n```\n%s\n```\n\n%s" % (f["v"], self.ch(["以后加了行的话，把范围里的行号改大一点就行。", "填表的时候会自动更新。", "如果报错，告诉我你用的是WPS还是Excel。"]))
        items = [("user", self.zbits() + q), ("assistant", a)]
        if self.chance(0.7):
            items += [("user", self.ch(["成了！！你太厉害了🙌", "完美，谢谢！", "比我一个个数快多了哈哈哈"])), ("assistant", self.ch(["🎉", "不客气～", "又少一件手工活。"]))]
        return items

    def zh_ep_cmd_note(self, f):
        u = self.ch(["%s存一下，省得又找不到！！`%s` ——这个是%s的。" % (self.zbits(), f["v"], f["purpose"]),
                     "%s%s教我的，记一下：\n\n%s\n\n（用来%s）" % (self.zbits(), self.dev, f["v"], f["purpose"])])
        return [("user", u), ("assistant", self.ch(["存好了！要不要放到工作文档的“常用命令”里？", "记下了，跟其他命令放一起。", "收到，这个确实常用。"]))]

    def zh_ep_port_error(self, f):
        p, key, site = f["v"], f["key"], self.site
        cdom = f["trip"]["cdom"]
        cmd, out = {
            "staging": ('curl -sS "$STAGING_URL/api/health"', "curl: (7) Failed to connect to test.%s port %s after 4 ms: Couldn't connect to server" % (site, p)),
            "webhook": ('curl -s -X POST "$NOTIFY_URL" -d @sample_notify.xml', "curl: (7) Failed to connect to pay.%s port %s after 1 ms: Connection refused" % (site, p)),
            "sftp": ("sftp -b roster.batch coachupload", "ssh: connect to host sftp.%s port %s: Connection timed out\nConnection closed" % (cdom, p)),
            "dbtunnel": ('mysql -h 127.0.0.1 --port="$DB_TUNNEL_PORT" -u tb_admin -p -e "select 1"', "ERROR 2003 (HY000): Can't connect to MySQL server on '127.0.0.1:%s' (111)" % p),
            "bt": ('curl -skI "$BT_PANEL_URL"', "curl: (28) Failed to connect to %s port %s after 21003 ms: Timeout was reached" % (site, p)),
            "redis": ("redis-cli -h 127.0.0.1 -p \"$REDIS_PORT\" ping", "Could not connect to Redis at 127.0.0.1:%s: Connection refused" % p),
            "dashboard": ('curl -s "$DASH_URL/api/summary"', "curl: (7) Failed to connect to localhost port %s after 0 ms: Connection refused" % p),
            "sms": ('curl -s "$SMS_GATEWAY/status"', "curl: (7) Failed to connect to sms.%s port %s after 3 ms: Connection refused" % (site, p)),
            "miniapp": ('curl -s "$MINIAPP_TEST_URL/api/ping"', "curl: (7) Failed to connect to mp-test.%s port %s after 2 ms: Connection refused" % (site, p)),
            "backup": ("ssh backup 'ls -1 /data/backup | tail -3'", "ssh: connect to host backup.%s port %s: Connection refused" % (site, p)),
            "print": ('curl -s "$PRINT_URL/jobs"', "curl: (7) Failed to connect to 192.168.1.%d port %s after 1 ms: Connection refused" % (self.rint(20, 99), p)),
            "crm": ('curl -s "$CRM_URL/api/customers?limit=1"', "curl: (7) Failed to connect to crm.%s port %s after 5 ms: Connection refused" % (site, p)),
        }[key]
        u = self.ch(["%s帮我看看%s，昨天还好好的。" % (self.zbits(), f["ctx"]), "%s%s又打不开了！！帮我戳一下" % (self.zbits(), f["ctx"]),
                     "%s%s让我先查一下%s再说，你跑一下平时那个检查？" % (self.zbits(), self.dev, f["ctx"])])
        items = [("user", u + self.zemoji()), ("tool", "shell", ({"command": cmd}, out))]
        a = self.ch(["完全连不上——连接被拒绝/超时，说明那边现在没有服务在监听。", "不行，挂了，连接都建立不起来。"])
        if self.chance(0.4):
            a += "%s端口上应该跑的服务没起来（或者被防火墙挡了）。" % p
        a += self.ch(["把这段报错发给%s吧，他一看就懂。" % self.dev, "可能又是主机在维护，看看他们的公告。", "要不要我帮你给%s写条消息？" % self.dev])
        items.append(("assistant", a))
        return items

    def zh_ep_version_shell(self, f):
        v = f["v"]
        cmd = "php artisan about --only=environment,packages"
        lines = ["  Application Name ........................ %s" % self.plugin_name,
                 "  %s ........................ %s" % (self.plugin, v if f["key"] == "plugin" else self.fversion()),
                 "  wechatpay-addon ........................ %s" % (v if f["key"] == "pay" else self.fversion()),
                 "  sms-gateway ............................ %s" % self.fversion(),
                 "  excel-export ........................... %s" % self.fversion(),
                 "  Environment ............................ production",
                 "  Debug Mode ............................. OFF"]
        out = "  Environment ...........................................\n" + "\n".join(lines)
        u = self.ch(["%s我们现在%s到底是哪个版本？客服在问。" % (self.zbits(), f["label"]), "%s帮我看下系统各插件版本，定金通知又不对劲了。" % self.zbits()])
        items = [("user", u), ("tool", "shell", ({"command": cmd}, out))]
        if self.chance(0.5):
            a = "%s是 **%s**。%s" % (f["label"], v, self.ch(["跟客服说这个就行。", "目前没有待更新的版本。"]))
        else:
            a = "列表在上面，%s那一行就是客服要的。%s" % (f["label"], self.ch(["别的插件也有几个能更新，建议尾款催完再说。", "没看到明显过时的。"]))
        items.append(("assistant", a))
        return items

    def zh_ep_decision(self, f):
        c, r, t = f["choice"], f["reason"], f["trip"]
        u = self.ch(["%s%s定了！！我们%s，主要是因为%s。" % (self.zbits(), t["name"], c, r),
                     "%s想了一晚上，决定%s——说白了就是%s。" % (self.zbits(), c, r),
                     "%s折腾了半天：%s。为什么？因为%s。就这么定了，不纠结了！！" % (self.zbits(), c, r)])
        if self.chance(0.4):
            a = "有道理。已记录：**%s**——原因：%s。%s" % (c, r, self.ch(["要我通知供应商吗？", "我更新一下团的资料。"]))
        else:
            a = self.ch(["赞，这个决定很稳。要我更新行程并给群里发个通知吗？", "太好了，又解决一件大事！要不要告诉供应商？", "我觉得对。我在行程草稿里改一下。"])
        return [("user", u + self.zemoji()), ("assistant", a)]

    def zh_ep_decision_choose(self, f):
        c, r, t = f["choice"], f["reason"], f["trip"]
        pre = ("user", self.ch(["%s那件事我一直拿不定主意，帮我想想？" % t["name"], "%s有个事你帮我参谋一下" % t["name"]]))
        a1 = self.ch(["%s这事我理解有两条路：维持原样自己消化麻烦，或者趁现在还来得及通知大家改掉。你倾向哪个？" % t["name"],
                      "我看有两个选择：\n\n1. 维持现状——不增加成本，但风险还在。\n2. 现在就改——多点手续，但更干净。\n\n你倾向哪个？"])
        u = self.ch(["嗯……那就%s吧。%s" % (c, self.ch(["主要是%s。" % r, "毕竟%s，想都不用想。" % r])), "选2——%s！因为%s🙃" % (c, r)])
        a2 = self.ch(["好的，记下了，我开始写通知。", "好决定，我去改行程。", "已记录到决策清单。"])
        return [pre, ("assistant", a1), ("user", u), ("assistant", a2)]

    def zh_ep_decision_notice(self, f):
        c, r, t = f["choice"], f["reason"], f["trip"]
        u = "%s帮我写个群公告发到%s的游客群，说我们%s，原因是%s，语气软一点。" % (self.zbits(), t["name"], c, r)
        a = "草稿：\n\n---\n【%s 行程调整通知】\n\n各位亲爱的游客朋友大家好！🌸\n\n感谢大家一直以来的支持和理解。经过反复沟通，我们决定%s，主要是因为%s。\n\n这样调整是为了让大家玩得更舒心、更安全，如有任何疑问，随时私信我～\n\n%s\n%s\n---\n\n要再短一点也可以！" % (
            t["name"], c, r, self.company, self.op)
        items = [("user", u), ("assistant", a)]
        if self.chance(0.5):
            items += [("user", self.ch(["完美，发了！！", "挺好，把“反复沟通”删了吧哈哈", "好嘞，已发"])), ("assistant", self.ch(["🎉", "哈哈好，删掉那四个字就行。", "👌"]))]
        return items

    def zh_ep_constraint(self, f):
        a, c = f["action"], f["cond"]
        u = self.ch(["%s重要！！只有%s，才能%s。帮我加粗记下来。" % (self.zbits(), c, a),
                     "%s今年的规矩：只有%s才能%s，谁来求情都不行。" % (self.zbits(), c, a),
                     "%s帮我记住：只有%s，才可以%s，去年吃过大亏。" % (self.zbits(), c, a)])
        if self.chance(0.4):
            r = "已加粗记录：**只有%s，才能%s**。有可能违反这条的事我会提醒你。" % (c, a)
        else:
            r = self.ch(["收到，我会盯着的😄", "记下了，当作硬性规定。", "已加到“团队规矩”清单👌"])
        return [("user", u + self.zemoji()), ("assistant", r)]

    def zh_ep_constraint_ask(self, f):
        a, c = f["action"], f["cond"]
        pre = ("user", self.ch(["%s的事情弄到哪了？" % f["trip"]["name"], "%s还剩什么没做？" % f["trip"]["name"]]))
        pa = ("assistant", "基本都好了！就剩一件：" + self.ch(["现在要不要%s，还是再等等？" % a, "动手之前确认一下：今天%s吗？" % a]))
        u = self.ch(["等等！得%s才行，我们吃过亏的。" % c, "先别！%s再说，一直都是这样。" % c, "可以，但必须%s！！" % c])
        return [pre, pa, ("user", u), ("assistant", self.ch(["明白，我先等着。", "好的，不抢跑。", "收到，先放着。"]))]

    def zh_ep_combo(self, f):
        d = f if f["kind"] == "decision" else self.take("decision")
        k = f if f["kind"] == "constraint" else self.take("constraint")
        t = f["trip"]
        bl = []
        if d:
            bl.append("%s（%s）" % (d["choice"], d["reason"]))
        if k:
            bl.append("只有%s才能%s" % (k["cond"], k["action"]))
        bl.append(self.ch(["3月初发行前须知", "行李清单挂到小程序上", "打印行程手册"]))
        self.rng.shuffle(bl)
        u = "%s%s的安排理一下：\n\n%s\n\n%s" % (self.zbits(), t["name"], "\n".join("%d. %s" % (i + 1, b) for i, b in enumerate(bl)), self.ch(["你看行不行？", "还漏了啥？", "有啥想法？"]))
        a = self.ch(["挺合理的！我只补一条：确认每个订单上都有保险信息。", "逻辑上没问题，要我整理成清单吗？", "我觉得可以。行前须知的时间最好提前在群里说一声，省得大家一直问。"])
        return [("user", u), ("assistant", a)]

    def zh_main_request(self):
        t = self.ch(self.trips)
        pl = self.ch(t["places"])
        return self.uniq("mainreq", [
            ("帮我写两句话发%s的群，说行程单周五发。" % t["name"], "可以这样：\n\n> 各位好呀👋 完整的行程单周五会发到群里，在这之前有问题随时@我～ %s" % self.op),
            ("帮我把这句话改通顺点放小程序上：“我们的行程强度中等但是要能每天走五六个小时有上坡下坡”",
             "改成：\n\n> 本线路强度为**中等**：需能适应每天步行5–6小时，途中有一定上下坡。"),
            ("尾款提醒短信开头怎么写比较好？", "几个选择：\n\n1. “您好，您报名的%s即将出发～”\n2. “温馨提醒：您的行程尾款即将到期”\n3. “出发倒计时✨ 尾款支付提醒”" % t["name"]),
            ("给我三条%s的行李小贴士，发朋友圈用" % t["name"], "1. 鞋子一定要提前穿合脚，新鞋容易磨脚！\n2. 多带几件薄的叠穿，比一件厚外套好用。\n3. 证件和手机装个防水袋，关键时刻很管用。"),
            ("帮我写一句谢谢%s导游发踩线照片的话" % t["name"], "> 谢谢您发的踩线照片，太美了！客人们看了更期待了🙏"),
            ("我下周去踩线，微信自动回复怎么写？", "> 您好！我这周在外踩线，信号不太好，回复可能会慢一些。急事请拨打门店电话留言，我回来第一时间处理～"),
            ("帮我把这句话改得客气点：“别再问大巴的事了，我知道了会说的”", "> 感谢大家对用车安排的关心！有最新消息我会第一时间在群里通知，大家不用特意来问哈～"),
            ("给%s的照片配一句朋友圈文案" % pl, "“有些风景，值得每一步。%s，等你来～”" % pl),
        ])

    def zh_ep_question_aside(self, f):
        req, ans = self.zh_main_request()
        u = self.ch(["%s突然想到一个问题——%s算了先不管，更急的是：%s" % (self.zbits(), f["q"], req),
                     "%s两件事。第一，%s第二，%s" % (self.zbits(), f["q"], req)])
        return [("user", u), ("assistant", ans)]

    def zh_ep_question_list(self, f):
        others = self.sample_new("qlist", [("成都到九寨沟的首班飞机几点？", None),
                                  ("出团通知一般提前几天发比较合适？", "一般提前3到5天发，太早客人会忘，太晚来不及准备。"),
                                  ("行前说明会只发PDF会不会不太好？", "不会，现在大部分客人更喜欢电子版。有需要纸质版的单独给就行。"),
                                  ("团餐十人一桌还是八人一桌好？", "看团队构成，老人多的话八人一桌更宽松，也方便照顾忌口。"),
                                  ("门店的营业执照年报是几月截止？", None),
                                  ("导游补助一天给多少合适？", "成都周边常见是一天200到300元，高原线和境外线一般更高，看你们跟导游的约定。"),
                                  ("群里能不能直接发收款码？", "可以，但建议统一用对公或小程序收款，方便对账，也更正规。"),
                                  ("双流和天府机场哪个集合更方便？", None)], 2)
        qs = [f["q"]] + [o[0] for o in others]
        self.rng.shuffle(qs)
        u = "%s这周要搞清楚的几个问题：\n\n%s\n\n不急哈" % (self.zbits(), "\n".join("- " + q for q in qs))
        answered = [o for o in others if o[1]]
        if answered:
            a = "有一个我现在就能回答——%s%s\n\n其他的我得查清楚再说，不想乱猜。" % (answered[0][0], answered[0][1])
        else:
            a = "都记下了，我放到待办里。"
        return [("user", u), ("assistant", a)]

    def zh_ep_question_dropped(self, f):
        u = "%s%s" % (self.zbits(), f["q"]) + self.ch(["等一下，大巴公司电话打进来了！！", "哎先不说了，有电话，等会儿回来。", "稍等，有客人来门店了。"])
        items = [("user", u), ("assistant", self.ch(["好的你先忙，我在。", "去吧去吧🏃‍♀️", "没事，慢慢来。"]))]
        items += [("user", self.ch(["回来了！又是%s在扯皮。刚才说到哪了……" % self.coach_trip["coach"], "不好意思！我们说到哪了？"])),
                  ("assistant", self.ch(["欢迎回来！刚才在弄供应商那些事。", "回来啦！要不要继续弄通知？"]))]
        return items

    # -- Chinese filler --
    def zh_fillers(self):
        return [(4, self.zh_f_small), (4, self.zh_f_table), (3, self.zh_f_lookup), (2, self.zh_f_convert),
                (3, self.zh_f_inbox), (2, self.zh_f_health), (3, self.zh_f_draft), (3, self.zh_f_diet),
                (3, self.zh_f_coach), (2, self.zh_f_insurance), (2, self.zh_f_refund), (2, self.zh_f_voice),
                (2, self.zh_f_advice)]

    def zh_opening(self):
        t = self.trips[0]
        saga = "%s那个大巴的事" % self.coach_trip["name"] if self.coach_trip is not t else "大巴一车两卖的事"
        return [("user", "早上好！！☕ 这周事情超多——%s的尾款、%s，还有一堆消息没回。开工！" % (t["name"], saga)),
                ("assistant", "早上好%s姐！随时可以开始。先弄钱、车还是邮箱？" % self.opsur)]

    def zh_closing(self):
        return [("user", self.ch(["今天就到这吧！！谢谢你，辛苦啦⭐", "收工收工，脑子已经糊了，今天多亏你了！！"])),
                ("assistant", self.ch(["快去休息吧，明天见😊", "辛苦了%s姐，早点休息！" % self.opsur]))]

    def zh_slip(self, text):
        if "`" in text or "\t" in text or "http" in text or "\n-" in text or "\n1." in text:
            return text
        pairs = [("在", "再"), ("再", "在"), ("的", "得"), ("做", "作"), ("定金", "订金"), ("那", "哪"), ("已经", "以经"),
                 ("发", "法"), ("确认", "却认"), ("帮我", "帮窝")]
        out = []
        for ch_ in re.split(r"(定金|已经|确认|帮我|.)", text):
            if not ch_:
                continue
            done = False
            for a, b in pairs:
                if ch_ == a and self.chance(0.12):
                    out.append(b)
                    done = True
                    break
            if not done:
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
            [("user", "下雨了，去收个衣服🌧️ 马上回来"), ("assistant", "哈哈先收衣服要紧！")],
            [("user", "有时候真想去找个朝九晚五的班上[叹气] 你别回答"), ("assistant", "不回答😄 不过看客人给你的好评，这份工作你干得真的很好。")],
            [("user", "邻居问我“还在搞那个旅游的事啊”🙄"), ("assistant", "“那个旅游的事”——一个人同时撑三个团，这描述太轻描淡写了！")],
            [("user", "吃饭去了，20分钟回来！！"), ("assistant", "好的，慢慢吃～")],
            [("user", "先泡杯茶再弄下一块"), ("assistant", "好主意☕")],
            [("user", "刚收到去年日本团客人寄的明信片！！感动哭了🥹"), ("assistant", "太暖了！这种时刻就是做这行的意义。要不要拍张照发朋友圈？")],
            [("user", "为什么客人都喜欢半夜十一点发微信，早上八点打电话问收到没有"), ("assistant", "跟团客人的永恒之谜😂 可以设个自动回复，说工作日24小时内回复，大家心里有个数。")],
            [("user", "头疼，喝口水发会儿呆[流泪]"), ("assistant", "去吧，休息五分钟，现在没有着火的事。")],
            [("user", "门店空调又坏了，热死"), ("assistant", "辛苦了😅 要不要我帮你找个维修电话？")],
        ])

    def zh_f_table(self):
        t = self.ch(self.trips)
        rows = []
        for i in range(self.rint(8, 15)):
            rows.append({"no": i + 1, "name": self.zname(), "ref": self.zref(t), "pax": self.ch([1, 1, 2, 2, 3]), "dep": self.famt(500, 2000, 100),
                         "bal": self.famt(800, 6000, 100), "st": self.ch(["已付清", "已付清", "未付尾款", "未付尾款", "逾期"]),
                         "diet": self.ch(DIETS_ZH)})
        hdr = "序号\t姓名\t订单号\t人数\t定金\t尾款\t状态\t忌口"
        body = "\n".join("%d\t%s\t%s\t%d\t%d\t%d\t%s\t%s" % (r["no"], r["name"], r["ref"], r["pax"], r["dep"], r["bal"], r["st"], r["diet"]) for r in rows)
        if self.chance(0.5):
            u = "%s%s的表现在是这样：\n\n%s\n%s\n\n还有谁没付清？一共还差多少？（已付清的不用管）" % (self.zbits(), t["name"], hdr, body)
            owing = [r for r in rows if r["st"] != "已付清"]
            a = "还没付清的有%d单：\n\n%s\n\n**合计未收：%d元**%s" % (len(owing), "\n".join("- %s——%d元%s" % (r["name"], r["bal"], " ⚠️逾期" if r["st"] == "逾期" else "") for r in owing),
                                                           sum(r["bal"] for r in owing), "\n\n逾期的建议直接打电话，别再发消息了。" if any(r["st"] == "逾期" for r in owing) else "")
        else:
            u = "%s帮我统计一下%s的忌口！！表贴上来了：\n\n%s\n%s\n\n给餐厅报个数" % (self.zbits(), t["name"], hdr, body)
            cnt = {}
            for r in rows:
                if r["diet"] != "无":
                    cnt[r["diet"]] = cnt.get(r["diet"], 0) + 1
            a = "按表里的信息（注意：只写了报名人的忌口，同行人的没写）：\n\n%s\n\n其他人没有特别要求。%s" % (
                "\n".join("- %s：%d" % (k, v) for k, v in sorted(cnt.items())) or "- 无",
                "过敏的建议单独书面告诉餐厅。" if any("过敏" in r["diet"] for r in rows) else "")
        return [("user", u), ("assistant", a)]

    def zh_f_lookup(self):
        t = self.ch(self.trips)
        ref = self.zref(t)
        lead = self.zname()
        bal = self.famt(0, 6000, 100)
        js = self.zh_booking_json(ref, t, lead, "CNY", bal, self.fiso(), status="已付清" if bal == 0 else None)
        u = self.ch(["帮我查下%s，感觉他们付过了但想确认一下。" % ref, "%s的客人问是标间还是大床，帮我看看？" % ref])
        a = "%s——%s，%d人，%s。尾款：%d元。%s" % (ref, lead, len(js["travelers"]), js["travelers"][0]["room"], bal, self.ch(["一切正常。", "订单上没有异常备注。", "定金到了，进度正常。"]))
        return [("user", u), ("tool", "booking_lookup", ({"order_no": ref}, js)), ("assistant", a)]

    def zh_f_convert(self):
        t = self.ch([x for x in self.trips if x["ccy"] != "CNY"] or [None])
        if t is None:
            ccy, lo, hi, st = "USD", 100, 5000, 10
        else:
            ccy = t["ccy"]
            lo, hi, st = {"JPY": (10000, 600000, 1000), "THB": (2000, 90000, 500)}[ccy]
        amt = self.famt(lo, hi, st)
        rate = {"JPY": 0.0482, "THB": 0.2031, "USD": 7.18}[ccy]
        res = self.safe(lambda: "{:,.2f}".format(amt * rate))
        out = "%s %s = %s CNY\n汇率：1 %s = %.4f CNY（中间价）" % ("{:,}".format(amt), ccy, res, ccy, rate)
        return [("user", "%s %s大概是多少人民币？报价用，不用太准" % ("{:,}".format(amt), ccy)),
                ("tool", "currency_convert", ({"amount": amt, "from": ccy, "to": "CNY"}, out)),
                ("assistant", "大约%s元。报价的话建议往上取整，再留几个点的汇率波动。" % res)]

    def zh_f_inbox(self):
        t = self.ch(self.trips)
        who = self.zname()
        hotel = self.ch(t["hotels"])
        topic, body = self.uniq("inboxtopic", [
            ("打包早餐", "%s经理您好：\n\n可以的，出发早的那天我们给团队准备打包早餐，请提前一天告知人数。\n\n祝好" % self.opsur),
            ("团餐菜单", "您好：\n\n团餐标准建议十菜一汤，八荤两素，忌口的客人提前说我们单独做。\n\n谢谢"),
            ("导游档期", "%s姐好！\n\n那几天我有空，可以接，还是按去年的标准吗？\n\n谢谢" % self.opsur),
            ("提前入住", "%s经理：\n\n整团提前入住没法保证，但早上9点后可以先寄存行李。\n\n此致" % self.opsur),
            ("发票抬头", "您好：\n\n发票抬头和税号已收到，月底前统一开具。\n\n谢谢"),
        ])
        out = "共找到 1 封邮件\n\n【邮件 1/1】\n发件人：%s <service@%s-hotel.com>\n收件人：%s <%s>\n时间：%s\n主题：回复：%s\n\n%s\n%s\n%s" % (
            who, t["code"].lower(), self.op, self.email, self.safe(lambda: "2027-01-%02d %02d:%02d" % (self.rint(5, 12), self.rint(8, 18), self.rint(0, 59))),
            topic, body, who, hotel)
        return [("user", "%s回了%s的事没有？" % (hotel, topic)), ("tool", "supplier_inbox_search", ({"query": "%s %s" % (hotel, topic), "limit": 3}, out)),
                ("assistant", "回了！%s说：%s" % (who[0] + self.ch(["经理", "老师", "总"]), body.split("\n\n")[1]))]

    def zh_f_health(self):
        cmd = "curl -s https://%s/api/health" % self.site
        out = {"status": "ok", "queue": self.rint(0, 9), "last_cron": self.safe(lambda: "2027-01-12 %02d:00:%02d" % (self.rint(5, 9), self.rint(0, 59))),
               "wechat_pay": "connected", "sms": self.ch(["ok", "ok", "degraded"])}
        a = "都正常——定时任务早上跑过了，微信支付也连着。" if out["sms"] == "ok" else "基本正常，不过短信显示degraded，催款短信可能会慢，留意一下。"
        return [("user", self.ch(["报名页面是不是挂了？有客人说打不开", "帮我看下系统还活着没"])), ("tool", "shell", ({"command": cmd}, out)), ("assistant", a)]

    def zh_f_draft(self):
        t = self.ch(self.trips)
        kind = self.ch(["welcome", "delay", "kit"])
        if kind == "welcome":
            u = "帮我写个%s的入群欢迎语，热情点别太长，提一下行李清单，说出团通知晚点发" % t["name"]
            a = "草稿：\n\n---\n欢迎各位加入%s群！🎉\n\n接下来几周我会陆续在群里发出行准备的资料。\n\n先发一份行李清单，舒服的鞋子、薄外套、常用药是必备的。\n\n出团通知（集合时间地点、紧急联系电话）会在出发前发。\n\n有任何问题随时@我～\n%s\n---" % (t["long"], self.op)
        elif kind == "delay":
            u = "要给%s群里发个安抚一下的消息，车的时间还没最终定，大家一直在问" % t["name"]
            a = "可以这样：\n\n---\n各位好，\n\n感谢大家的耐心！用车的具体时间我们还在和车队做最后确认，一定在大家需要订往返交通之前发出来。\n\n谢谢大家～\n%s\n---" % self.op
        else:
            u = "%s的行李清单给我列几条？常规的但要贴合这条线" % t["name"]
            a = "- 舒适的运动鞋或徒步鞋\n- 防风防水外套\n- 保暖抓绒或羽绒\n- 防晒霜、帽子、墨镜\n- 保温杯\n- 小双肩包\n- 常用药（高反药/晕车药）随身带\n- 身份证、充电宝"
        items = [("user", u), ("assistant", a)]
        if self.chance(0.5):
            items += [("user", self.ch(["好好好发了", "完美谢谢", "能再口语一点吗？算了就这样，发了！"])), ("assistant", self.ch(["🎉", "好嘞！", "哈哈发吧！"]))]
        return items

    def zh_f_diet(self):
        t = self.ch(self.trips)
        ppl = [(self.zname(), self.ch(DIETS_ZH[4:])) for _ in range(self.rint(4, 8))]
        u = "%s的忌口陆续报上来了：\n\n%s\n\n帮我归个类，发给餐厅" % (t["name"], "\n".join("%s——%s" % p for p in ppl))
        g = {}
        for n, d in ppl:
            g.setdefault(d, []).append(n)
        a = "归好了：\n\n" + "\n".join("- **%s：**%s" % (d, "、".join(ns)) for d, ns in sorted(g.items())) + "\n\n过敏的放在消息最前面加粗。"
        return [("user", u), ("assistant", a)]

    def zh_f_coach(self):
        c = self.coach_trip["coach"]
        return self.uniq("coach", [
            [("user", "%s一车两卖的事到现在还没回复！！四天了😤" % c), ("assistant", "太气人了。建议今天发一条简短但强硬的催促，要求书面确认给我们派哪台车，并说明到某个时间没答复我们就另找车。")],
            [("user", "他们怎么会把同一台车同一天卖给两个团？？"), ("assistant", "通常是两个人在同一个排车表上接单，表没有锁定，两边都看到车是空的。不是你要解决的，但可以问问他们改了什么流程避免再发生。")],
            [("user", "大巴的事要不要先跟客人说，还是等解决了再说？"), ("assistant", "建议等有了解决方案再说——只说问题不说办法只会让客人焦虑。如果拖到周末还没搞定，发一句“用车正在最后确认”就够了。")],
            [("user", "帮我用三句话总结一下大巴这事，我要跟合伙人解释"), ("assistant", "- %s确认了我们的车，之后又把同一台车给了另一个团。\n- 我们催了好几次，对方道歉了但还没彻底解决。\n- 在拿到替补车的书面确认之前，我们不再付任何款。" % c)],
        ])

    def zh_f_insurance(self):
        return self.uniq("insurance", [
            [("user", "供应商违约的话保险理赔一般要什么材料？我没弄过"), ("assistant", "一般需要：\n\n1. 和供应商的原始合同/确认单\n2. 供应商出具的书面违约或取消说明\n3. 我们实际损失的凭证（发票、替补车的付款记录）\n4. 沟通记录（证明我们尽力解决过）\n5. 填好的理赔申请表\n\n建议都放一个文件夹，来回补材料会快很多。")],
            [("user", "理赔表要写“事故经过”，救命😭"), ("assistant", "按时间顺序、只写事实就行：什么时候订的、什么时候发现问题、我们怎么补救的、花了多少钱。分几段，不带情绪。你把关键日期给我，我帮你起草。")],
        ])

    def zh_f_refund(self):
        return self.uniq("refund", [
            [("user", "客人出发前20天退团，合同里怎么规定的来着？我老记不住"), ("assistant", "我手上没有你们合同的原文——把退团那一条贴给我，我帮你对照具体该扣多少。")],
            [("user", "微信支付退款一般几天到账？"), ("assistant", "原路退回的话一般1到3个工作日，退到银行卡可能更久。提前跟客人说一声，免得两天后就来催。")],
            [("user", "有个客人就是“不想去了”要退全款。说实话我按合同来是不是太狠了？"), ("assistant", "一点都不狠——合同就是为这种情况定的，供应商也不会退钱给你。想缓和一点的话，可以提议改到下一期（如果有位置）。")],
        ])

    def zh_f_voice(self):
        return self.uniq("voice", [
            [("user", "帮我给酒店发个消息问最后一天早餐能不能晚一点句号谢谢"), ("assistant", "哈哈语音转文字把“句号”也打出来了～可以这样发：\n\n> 您好！最后一天早上能否帮我们团队把早餐时间稍微推后一点？谢谢！")],
            [("user", "不好意思错字多，在开车用语音打的，等红灯放心"), ("assistant", "没事，看得懂！注意安全～")],
            [("user", "天气预报说明天踩线天气不错逗号另外提醒我带打印的地图"), ("assistant", "天气好太棒了！已提醒：明天带上打印的地图🗺️")],
        ])

    def zh_f_advice(self):
        return self.uniq("advice", [
            [("user", "一个导游带多少人算太多？真心问"), ("assistant", "一般一个导游带20到30人比较合适，山区线路、老人多的团最好控制在20人左右，队伍一拉长导游就顾不到最后面了。")],
            [("user", "要不要把定金提高一点？今年退团的太多了"), ("assistant", "不少小社已经改成更高的定金，或者分两次收（定金+出发前60天左右第二笔）。既能减少临时退团，也跟供应商找你要钱的节奏对得上。")],
            [("user", "让客人填健康申报表是不是有点多余？"), ("assistant", "高原线和老年团很有必要——简单写一下病史、用药和紧急联系人，对导游有帮助，真出事也能证明我们尽到了提醒义务。")],
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
            cid = "call_da%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_da%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_da%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_da%d" % n, "createdAt": ts,
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

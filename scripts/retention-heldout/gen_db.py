#!/usr/bin/env python3
"""Held-out retention set "db": the site manager of a small residential building firm.

Usage: gen_db.py OKBOT WORKDIR [SEED...]   (env PER_KIND, default 10; SUMMARY_MAX, default 2000)

The user runs one site for a small builder: four new houses (plots 1-4) and a loft conversion
for a private client round the corner. Over a couple of weeks he chats with his assistant from
his phone on site: subcontractors (sparks, plumbers, plasterers, a scaffolding firm, a crane
hire), building control inspections, snag lists, deliveries of blocks and timber, a neighbour
complaining about the noise, the loft client paying late, health and safety. Style: terse, lots
of abbreviations and typos, messages fired off in bursts, photos described in words ("pic of
the lintel"), forwarded WhatsApp group messages from the subbies with timestamps and names,
pasted delivery notes and invoices, the assistant drafting texts and emails for him. Tools:
job_lookup (the job-management app: plots, job refs, PO numbers, amounts), email_search (pasted
emails with headers, quoted replies and signatures), weather_forecast, and shell (his Raspberry
Pi site camera / sensor box: ssh, systemctl, curl against its API, ports, firmware versions).
The last seed is in Simplified Chinese: a project manager at a 装修公司 in 杭州 (老房翻新,
水电工, 泥瓦工, 油漆工, 物业, 验收, 增项, 尾款), WeChat-group style with voice-to-text slips.

Facts are seeded in many ways: in bursts of short messages, in forwarded group chats (sender
names, dates, sums), in pasted delivery notes and invoices, in job-app JSON he asked for, in
pasted emails (signatures, subject refs), in shell errors (ports) and API output (versions), in
photo descriptions, in corrections where only the final value is the needle, in texts the
assistant drafts that repeat the fact, in rules he lays down and decisions he makes, and in a
question asked in passing that nobody answers. Needle values are drawn first; every filler
number, name and ref is drawn so that it contains no needle.
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
MON3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
WDAY = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def ordinal(d):
    if 10 <= d % 100 <= 20:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


# ----------------------------------------------------------------------------------------------
# English pools
# ----------------------------------------------------------------------------------------------
# needle names: first x last (never used for filler people)
NF_EN = ["Declan", "Aleksander", "Siobhan", "Tariq", "Grzegorz", "Kieran", "Niamh", "Obinna", "Mirela", "Ruairi",
         "Bogdan", "Shereen", "Lorcan", "Ionut", "Kerys", "Desmond", "Anil", "Rhiannon", "Mateusz", "Jolene",
         "Yusuf", "Ffion", "Dariusz", "Imran", "Bronagh", "Vytautas", "Tamsin", "Cormac", "Leighton", "Precious"]
NL_EN = ["Gallagher", "Nowicki", "Achterberg", "Okonjo", "Pritchard", "Mulholland", "Zielinski", "Hussain", "Treloar",
         "Kavanagh", "Baptiste", "Woodhouse", "Iqbal", "Ferreira", "Llewellyn", "Stanciu", "Mahoney", "Quigley",
         "Lindqvist", "Ogundipe", "Haworth", "Petrauskas", "Sheridan", "Bamford", "Doherty", "Szymanski"]
# filler people
FF_EN = ["Dave", "Mick", "Kev", "Steve", "Gary", "Paul", "Tony", "Lee", "Craig", "Wayne", "Darren", "Mark", "Rob",
         "Sean", "Jason", "Carl", "Dean", "Phil", "Shane", "Barry", "Neil", "Ian", "Karen", "Julie", "Sue", "Tracy",
         "Dawn", "Lisa", "Nicola", "Emma", "Gemma", "Stuart", "Jamie", "Ryan", "Liam", "Nathan"]
FL_EN = ["Smith", "Jones", "Taylor", "Brown", "Wilson", "Evans", "Thomas", "Roberts", "Walker", "Wright", "Hughes",
         "Green", "Wood", "Harris", "Clarke", "Jackson", "Turner", "Moore", "Cooper", "Morris", "King", "Baker",
         "Parker", "Bennett", "Shaw", "Mason", "Lloyd", "Holmes", "Barnes", "Fisher", "Marshall", "Reid", "Dixon"]

FIRMS_EN = [("Hollis & Kerr Homes", "holliskerr.co.uk"), ("Brackenfield Construction", "brackenfield-construction.co.uk"),
            ("Redmire Homes", "redmirehomes.co.uk"), ("Castleford & Pike Builders", "castlefordpike.co.uk")]
SITES_EN = [("Orchard Close", "Little Haddon", "ORC"), ("Meadow Rise", "Upper Stanton", "MDR"),
            ("Chapel Fields", "Welbourne", "CHF"), ("Kiln Lane", "Ashby Parva", "KLN")]
LOFTS_EN = ["Beech Grove", "Vicarage Road", "Mill Street", "Rectory Lane", "Station Road"]
CLIENTS_EN = ["Prentice", "Okafor", "Whitlock", "Danvers", "Harcourt", "Blanchard"]
SPARKS_EN = [("Brightwire Electrical", "brightwire-electrical.co.uk"), ("Voltline Electrical", "voltline.co.uk")]
PLUMBS_EN = [("Flowright Plumbing & Heating", "flowright.co.uk"), ("Copperline Plumbing", "copperlineplumbing.co.uk")]
PLAST_EN = [("Smoothset Plastering", "smoothset.co.uk"), ("Trowel & Float", "trowelandfloat.co.uk")]
SCAFF_EN = [("Highpoint Scaffolding", "highpointscaffolding.co.uk"), ("Steelrig Scaffold", "steelrig.co.uk")]
CRANE_EN = [("Lynch Crane Hire", "lynchcranes.co.uk"), ("Taylor Heavy Lift", "taylorheavylift.co.uk")]
MERCH_EN = [("Marsden Builders Merchants", "marsdenbm.co.uk"), ("Hatton Building Supplies", "hattonbs.co.uk")]
TIMBER_EN = [("Northfield Timber", "northfieldtimber.co.uk"), ("Greenwood Roof Trusses", "greenwoodtrusses.co.uk")]
BC_EN = [("Stonegate Building Control", "stonegatebc.co.uk"), ("Shire Building Control", "shirebc.co.uk")]
ME_EN = ["Gaz", "Dean", "Shaun", "Wayne", "Tommo"]

PORTS = [8080, 8081, 8443, 8554, 1883, 1880, 3000, 5000, 8000, 8888, 9000, 9090, 2222, 4443, 7447, 8123, 8883,
         5080, 6060, 9443, 10554, 18080, 8090, 8181, 2200, 5554]

# (key, description); each conversation uses a description at most once
PORT_CTX_EN = [("rtsp", "the camera's RTSP stream"), ("mqtt", "the MQTT broker on the sensor box"),
               ("nodered", "the Node-RED dashboard on the Pi"), ("timelapse", "the timelapse web page"),
               ("ssh", "SSH on the 4G router port forward"), ("noise", "the noise logger API"),
               ("dust", "the dust monitor's web page"), ("grafana", "the Grafana graphs on the Pi"),
               ("router", "the 4G router admin page"), ("anemo", "the crane anemometer feed"),
               ("tilt", "the scaffold tilt sensor API"), ("snap", "the snapshot service for the gate camera")]

# (choice, reason, weather-related)
DECISIONS_EN = [
    ("go with Thermalite blocks for plots 3 and 4", "the Celcon lead time is five weeks", False),
    ("put the truss lift back to Friday", "Thursday's gusts are forecast at forty miles an hour", True),
    ("swap the loft stairs for a winder", "a straight flight eats half the bedroom below", False),
    ("overboard the loft ceilings instead of hacking off the lath", "it saves a week of mess in a house they're living in", False),
    ("keep the scaffold on plot 2 for another fortnight", "the roofer can't start till the tiles land", False),
    ("knock the breaker off at half three every day", "the neighbour's baby naps in the afternoon", False),
    ("stop work on the loft until the stage payment clears", "we're already twelve grand out of pocket on materials", False),
    ("run the site camera off the 4G router", "the cabin wifi drops every time the kettle goes on", False),
    ("use a telehandler instead of the crane for the plot 1 trusses", "the crane firm wants a full day minimum", False),
    ("let the sparks first fix plot 3 before the plumbers", "the plumbers are stuck on another job till Wednesday", False),
    ("get a second skip in for the loft strip-out", "the lath and plaster alone will fill the first one", False),
    ("send the cheap PIR boards back to the merchant", "half of them came in snapped at the corners", False),
    ("fit Velux cabrio windows in the loft", "the client wants a balcony without a planning fight", False),
    ("move the welfare cabin to the plot 4 corner", "the generator hum is keeping the neighbour up", False),
    ("put a banksman on every delivery", "the last lorry clipped the neighbour's wall", False),
    ("screed plot 2 with liquid anhydrite", "it goes down in a day and dries flat", False),
    ("leave the old chimney breast in the loft", "taking it out means a structural engineer and a party wall notice", False),
    ("start at half seven instead of seven", "the neighbour has already rung the council once", False),
    ("do the plot 1 snagging myself on Saturday", "the buyers move in the Monday after", False),
    ("get the timber frame lads back for the dormer", "our chippies have never done a steel-and-timber dormer", False),
    ("buy a second dust monitor for the boundary", "the council officer wants readings from the neighbour's side", False),
    ("go with wet plaster on plot 4", "the buyer wants proper plaster not dot and dab", False),
    ("cancel the concrete pump for the plot 4 pour", "the lane is solid with parked cars on a Tuesday", False),
    ("get the sparks to fit the EV chargers now", "doing it after plastering means chasing the walls out", False),
    ("pay the plumbers' invoice in two halves", "the second fix on plot 3 isn't finished", False),
    ("sheet the plot 3 blockwork over the weekend", "there's a hard frost coming Sunday night", True),
    ("pour the plot 4 footings on Monday morning", "it's the only dry day in the forecast", True),
    ("strip the loft roof one side at a time", "the forecast is showery all week", True),
]
# (action, condition, negative): neg -> "nobody is to {a} {c}", pos -> "we {a} {c}"
CONSTRAINTS_EN = [
    ("go up the plot 4 scaffold", "until the Scafftag has been signed off", True),
    ("start the breaker", "before eight in the morning", True),
    ("pour the plot 3 slab", "until building control have seen the steel", True),
    ("lift anything with the crane", "if the wind is gusting over twenty miles an hour", True),
    ("sign for a delivery", "without checking it against the PO", True),
    ("hand over the plot 1 keys", "until the buyer has signed the snag list", True),
    ("give the neighbour any camera footage", "without the office agreeing it first", True),
    ("let a new subbie on site", "without a proper induction", True),
    ("run the disc cutter", "without the water suppression on", True),
    ("backfill any drainage", "before the inspector has seen it", True),
    ("work in the loft", "while the client's kids are home", True),
    ("leave the loft hatch open", "when nobody's working up there", True),
    ("pay the sparks' invoice", "only when the first fix certificates are in", False),
    ("book the crane", "only once the lift plan is signed", False),
    ("release the plumbers' retention", "only after the heating has run for a full week", False),
    ("take deliveries on the lane", "only between half nine and half two", False),
    ("update the Pi camera software", "only on a Saturday when nobody's on site", False),
    ("agree extras on the loft", "only with the client's signature on a variation sheet", False),
    ("let the scaffolders strike plot 2", "only after the roofer confirms he's finished", False),
    ("invoice the loft client", "only after I've walked the stage with them", False),
    ("use the telehandler", "only with a ticketed driver and a banksman", False),
    ("post site photos on the firm's Facebook", "only if nobody's face is in shot", False),
    ("work Saturdays", "only until one o'clock", False),
]
# (question with {n}, needle = the thing asked about)
QUESTIONS_EN = [
    ("do we need a {n} for the loft or is the neighbour's letter enough?", "party wall award"),
    ("who pays the {n} if the crane can't lift cos of wind?", "crane standing time"),
    ("is the {n} still 20% for the plasterers or did they get gross status?", "CIS deduction"),
    ("does our {n} cover the loft job or just the new builds?", "contract works insurance"),
    ("is the scaffold job big enough that we need the {n}?", "F10 notification"),
    ("can the council actually serve a {n} on us over the breaker?", "Section 60 notice"),
    ("do we need a {n} for the skip outside the loft house?", "skip permit from highways"),
    ("is the {n} done per plot or once for the whole site?", "air tightness test"),
    ("does the Pi camera need a {n} up if it can see the lane?", "CCTV privacy sign"),
    ("how long do we have to keep the {n} for?", "scaffold inspection register"),
    ("do we still need the {n} if the loft windows are rooflights?", "means of escape window"),
    ("does the {n} apply to the subbies' invoices for the loft?", "domestic reverse charge"),
    ("does the {n} on plot 1 transfer to the buyer automatically?", "ten-year structural warranty"),
    ("is there a {n} if we go over a year before completion?", "building control extension fee"),
    ("do the lads on the telehandler need a {n} or is the old red card ok?", "CPCS blue card"),
    ("what's the {n} over a winder, is it the same as a straight flight?", "minimum stair headroom"),
    ("who signs the {n} on the scaffold, us or the scaff firm?", "weekly scaffold inspection"),
    ("do we need a {n} to put the crane outriggers on the pavement?", "pavement oversail licence"),
    ("can the client legally hold back {n} for snagging?", "five percent retention"),
    ("does a site our size need a {n} or does that only kick in bigger?", "CDM principal designer"),
    ("does the {n} matter for the readings we give the council?", "dust monitor calibration"),
    ("can we charge the loft client {n} on the overdue stage?", "statutory late payment interest"),
    ("is the {n} for the Pi box gonna be allowed on the pole?", "lithium battery backup"),
    ("do we need an {n} to run the generator past six?", "out-of-hours noise consent"),
]

# ----------------------------------------------------------------------------------------------
# Chinese pools
# ----------------------------------------------------------------------------------------------
NS_ZH = list("王李张陈杨黄赵吴徐孙马朱胡郭林")
NG_ZH = ["建国", "秀英", "志强", "丽娟", "海燕", "俊杰", "雨涵", "晓梅", "德明", "国华", "玉兰", "子轩", "文博",
         "思雨", "卫东", "红梅", "明辉", "淑珍", "家豪", "欣怡", "光荣", "素芬", "振华", "慧敏"]
FS_ZH = list("高郑梁谢宋许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严")
FG_ZH = ["春花", "永强", "桂英", "浩然", "佳琪", "立新", "雪莲", "宏伟", "婷婷", "志刚", "美玲", "建华", "秀兰", "国强",
         "丽华", "秀珍", "桂兰", "小红", "金凤", "文静", "宇航", "德胜", "淑芬", "海涛", "春燕", "晓东", "玉梅", "建军"]
FIRMS_ZH = [("杭州筑家装饰", "zhujia-deco.cn"), ("杭州匠心家装", "jiangxin-jz.com"), ("杭州木棉装饰工程", "mumian-zs.cn")]
JOBS_ZH = [("文三新村7幢2单元302", "文三", "WS"), ("大关西苑12幢501", "大关", "DG"), ("朝晖六区3幢1单元402", "朝晖", "ZH"),
           ("采荷新村18幢201", "采荷", "CH"), ("翠苑一区9幢603", "翠苑", "CY")]
OWNERS_ZH = ["赵姐", "钱老师", "孙阿姨", "周先生", "吴女士", "郑大哥"]
WORKERS_ZH = [("老周", "水电"), ("老胡", "泥瓦"), ("小冯", "油漆"), ("王师傅", "木工"), ("小蒋", "杂工"), ("老许", "防水")]
ME_ZH = [("孙浩", "孙经理"), ("陈磊", "陈工"), ("刘洋", "刘经理")]

PORT_CTX_ZH = [("rtsp", "摄像头的RTSP视频流"), ("mqtt", "传感器盒子的MQTT"), ("nodered", "树莓派上的Node-RED面板"),
               ("timelapse", "延时摄影的网页"), ("ssh", "4G路由器上转发的SSH"), ("noise", "噪音记录仪的接口"),
               ("dust", "粉尘监测的网页"), ("grafana", "树莓派上的Grafana"), ("router", "4G路由器的管理页面"),
               ("snap", "门口摄像头的抓拍服务"), ("water", "漏水传感器的接口")]

DECISIONS_ZH = [
    ("卫生间改成同层排水", "楼下邻居坚决不让我们动他家吊顶"),
    ("302的地砖换成750×1500的大板", "业主嫌小砖缝太多不好打理"),
    ("老墙面全部铲到底", "原来的腻子一敲就掉渣"),
    ("水电改造全部走顶", "老房子地面太薄开槽容易开裂"),
    ("油漆工推迟一周进场", "墙面的石膏层还没干透"),
    ("电线全换成4平方的", "业主要装两台即热式热水器"),
    ("防水涂料改用柔性的", "老房子楼板有细微的裂缝"),
    ("每天中午十二点到两点停工", "邻居家有个刚出生的小孩"),
    ("增项单先停掉", "业主的尾款还差一大截"),
    ("工地摄像头改用4G路由器联网", "业主家的宽带每天晚上都断"),
    ("橱柜改成现场木工做", "定制的要等四十五天"),
    ("阳台的窗户整个换成断桥铝", "原来的钢窗已经锈穿了"),
    ("垃圾清运改成每天一次", "物业说楼道里不能堆过夜"),
    ("瓷砖改从城北的建材市场拿", "原来那家送货总是晚两天"),
    ("水管全部换成PPR热熔", "老的镀锌管里面全是锈"),
    ("吊顶只做边吊", "老房子层高只有2米7"),
    ("闭水试验做满72小时", "上次楼下说我们家漏水"),
    ("墙面改用硅藻泥", "业主家小孩对味道很敏感"),
    ("搬运请电梯外的楼梯工", "物业不让装修材料走客梯"),
    ("开关插座等业主自己来挑", "她对颜色特别挑"),
    ("厨房不做吊柜", "窗户在那面墙上"),
    ("先做卫生间再做厨房", "业主下个月要先用上卫生间"),
]
CONSTRAINTS_ZH = [
    ("开始贴砖", "闭水试验做完签字以后"),
    ("用电锤", "早上八点以后"),
    ("封槽", "水电验收拍照留底以后"),
    ("给油漆工结账", "业主看过墙面没意见"),
    ("接增项", "业主在增项单上签字"),
    ("把监控录像给邻居看", "公司同意了"),
    ("让新来的工人进场", "跟物业登记过"),
    ("切割瓷砖", "开着吸尘器"),
    ("走客梯运材料", "物业同意并且做了保护"),
    ("拆承重墙附近的东西", "结构工程师看过"),
    ("给水电工付第二笔钱", "打压试验通过"),
    ("更新树莓派的程序", "周末没人干活的时候"),
    ("在朋友圈发工地照片", "业主同意了"),
    ("收尾款", "业主验收签字以后"),
    ("动燃气管", "燃气公司的人在场"),
    ("往楼下倒建筑垃圾", "在物业指定的时间段"),
    ("让工人在业主家过夜", "业主书面同意"),
    ("拆原来的窗户", "新窗户已经到货"),
    ("刷面漆", "底漆干满24小时"),
]
QUESTIONS_ZH = [
    ("{n}是物业出还是我们出？", "垃圾清运费"),
    ("老房子改水电要不要去{n}？", "燃气公司报备"),
    ("{n}到底按什么标准退？", "装修押金"),
    ("我们这种小公司要不要交{n}？", "农民工工资保证金"),
    ("{n}现在是不是要网上申请了？", "装修许可证"),
    ("邻居说我们噪音超标，{n}到底是多少分贝？", "白天噪音限值"),
    ("树莓派拍到楼道算不算侵犯{n}？", "邻居隐私"),
    ("{n}一般保几年？", "水电质保"),
    ("业主拖尾款的话能不能收{n}？", "逾期违约金"),
    ("卫生间的{n}要做到多高才算合格？", "墙面防水高度"),
    ("老房子的{n}要不要重新申请？", "电表增容"),
    ("承重墙上开洞要不要{n}出图？", "原设计院"),
    ("{n}是不是一定要业主本人签？", "隐蔽工程验收单"),
    ("工人受伤了{n}能报多少？", "团体意外险"),
    ("{n}能不能抵扣？", "增值税专用发票"),
    ("中央空调的{n}是算在我们的合同里吗？", "冷凝水管"),
    ("{n}过期了的话要重新交吗？", "装修保证金"),
    ("物业说的{n}是全楼统一的吗？", "装修公示牌"),
    ("{n}到底是谁负责？", "楼道墙面修补"),
    ("业主要的{n}能不能开具？", "环保检测报告"),
]


def money_en(a, pence=False):
    return "£{:,.2f}".format(a) if pence else "£{:,}".format(int(a))


# ----------------------------------------------------------------------------------------------
# Builder: common machinery
# ----------------------------------------------------------------------------------------------
class Builder:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed, self.zh, self.per_kind, self.attempt = seed, zh, per_kind, attempt
        self.rng = random.Random("db/%d/%d/%s" % (seed, attempt, "zh" if zh else "en"))
        self.needles = []
        self.pre = "zh_" if zh else "en_"

    # -- small helpers --
    def ch(self, seq):
        return self.rng.choice(seq)

    def L(self, en, zh):
        return zh if self.zh else en

    def uniq_or_none(self, key, options):
        used = self.__dict__.setdefault("_used", {}).setdefault(key, set())
        free = [i for i in range(len(options)) if i not in used]
        if not free:
            return None
        i = self.ch(free)
        used.add(i)
        return options[i]

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
        self.setup()
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
        hosts = self.hosts()
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
        fillers = self.fillers()
        msgs = nfact
        fill_eps = []
        last = None
        while msgs < target:
            fn = self.rng.choices([f[1] for f in fillers], [f[0] for f in fillers])[0]
            if fn is last:
                continue
            last = fn
            its = fn()
            if its is None:
                fillers = [x for x in fillers if x[1] is not fn]
                continue
            k = sum(1 for it in its if it[0] != "tool")
            if msgs + k > 292:
                break
            msgs += k
            fill_eps.append(("filler", its, []))
        allep = episodes + fill_eps
        self.rng.shuffle(allep)
        seq = list(self.opening())
        for ep in allep:
            seq.extend(ep[1])
        seq.extend(self.closing())
        # phone typos / voice-to-text slips in plain user prose (needles protected)
        out = []
        for it in seq:
            if it[0] == "user" and self.chance(0.35):
                it = ("user", self.protect_apply(it[1], self.zh_slip if self.zh else self.en_slip))
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
        return facts, seq, expect

    # ==========================================================================================
    # setup and filler values
    # ==========================================================================================
    def setup(self):
        if self.zh:
            return self.zh_setup()
        self.me = self.ch(ME_EN)
        self.firm, self.fdom = self.ch(FIRMS_EN)
        self.site, self.village, self.sc = self.ch(SITES_EN)
        self.loft = "%d %s" % (self.rint(3, 61), self.ch(LOFTS_EN))
        self.client = self.ch(CLIENTS_EN)
        self.sparks = self.ch(SPARKS_EN)
        self.plumbs = self.ch(PLUMBS_EN)
        self.plast = self.ch(PLAST_EN)
        self.scaff = self.ch(SCAFF_EN)
        self.crane = self.ch(CRANE_EN)
        self.merch = self.ch(MERCH_EN)
        self.timber = self.ch(TIMBER_EN)
        self.bc = self.ch(BC_EN)
        self.pi_ip = "192.168.8.%d" % self.rint(20, 99)
        self.pi_host = "sitecam-%s" % self.sc.lower()
        self.email = "%s@%s" % (self.me.lower(), self.fdom)
        self.nb = self.ch([3, 5, 7, 9, 11])
        # WhatsApp-style nicknames of the subbies' gaffers (never needles)
        self.nick = {"sparks": "%s Sparks" % self.ch(["Dave", "Kev", "Lee"]), "plumbs": "%s Plumber" % self.ch(["Mick", "Gary", "Rob"]),
                     "plast": "%s Plasterer" % self.ch(["Tony", "Carl", "Shane"]), "scaff": "%s Scaff" % self.ch(["Wayne", "Darren", "Jason"]),
                     "crane": "%s Crane" % self.ch(["Phil", "Stuart", "Barry"]), "office": "%s Office" % self.ch(["Julie", "Karen", "Dawn"])}
        self.office_name = self.safe(lambda: "%s %s" % (self.nick["office"].split()[0], self.ch(FL_EN)))

    def zh_setup(self):
        self.me, self.mecall = self.ch(ME_ZH)
        self.firm, self.fdom = self.ch(FIRMS_ZH)
        self.jobs = [dict(zip(("addr", "short", "code"), j)) for j in self.rng.sample(JOBS_ZH, 3)]
        for j, o in zip(self.jobs, self.rng.sample(OWNERS_ZH, 3)):
            j["owner"] = o
        self.latejob = self.jobs[0]
        self.workers = dict((r, n) for n, r in WORKERS_ZH)
        self.pi_ip = "192.168.8.%d" % self.rint(20, 99)
        self.pi_host = "gongdi-%s" % self.jobs[0]["code"].lower()
        self.email = "%s@%s" % ("pm", self.fdom)
        self.wy = self.ch(["李主管", "何主管", "物业小陈"])

    def fname(self):
        if self.zh:
            return self.safe(lambda: self.ch(FS_ZH) + self.ch(FG_ZH))
        return self.safe(lambda: "%s %s" % (self.ch(FF_EN), self.ch(FL_EN)))

    def famt(self, lo, hi, step=5):
        for _ in range(300):
            a = self.rint(lo // step, hi // step) * step
            forms = ["{:,}".format(a), str(a), "%.2f" % a, "{:,.2f}".format(a)]
            if all(self.ok(c + x) for x in forms for c in ("", "£", "¥")) and self.ok(str(a) + "元") and self.ok(str(a) + "块"):
                return a
        return a

    def fmoney(self, lo, hi, step=5):
        return self.safe(lambda: (str(self.famt(lo, hi, step)) + "元") if self.zh else money_en(self.famt(lo, hi, step)))

    def fiso(self, lo=2, hi=6):
        return self.safe(lambda: "2027-%02d-%02d" % (self.rint(lo, hi), self.rint(1, 28)))

    def fdate(self):
        if self.zh:
            return self.safe(lambda: "%d月%d号" % (self.rint(2, 6), self.rint(1, 28)))
        return self.safe(lambda: "%s %s" % (ordinal(self.rint(1, 28)), MONTHS[self.rint(1, 5)]))

    def fphone(self):
        if self.zh:
            return self.safe(lambda: "1%d%d %04d %04d" % (self.ch([3, 5, 8]), self.rint(0, 9), self.rint(0, 9999), self.rint(0, 9999)))
        return self.safe(lambda: "07%03d %06d" % (self.rint(100, 999), self.rint(0, 999999)))

    def fver(self):
        return self.safe(lambda: "%d.%d.%d" % (self.rint(0, 6), self.rint(0, 19), self.rint(0, 30)))

    def fport(self):
        return self.safe(lambda: str(self.ch(PORTS) if self.chance(0.6) else self.rint(1025, 49151)))

    def fnum(self, lo, hi):
        return self.safe(lambda: str(self.rint(lo, hi)))

    def ftime(self):
        return self.safe(lambda: "%02d:%02d" % (self.rint(6, 19), self.rint(0, 59)))

    def fpo(self):
        return self.safe(lambda: "PO-%05d" % self.rint(10000, 99999))

    def fplot(self):
        return self.rint(1, 4)

    def mailhdr_date(self, lo=4, hi=20):
        def g():
            d = datetime(2027, 1, self.rint(lo, hi), self.rint(6, 19), self.rint(0, 59), self.rint(0, 59))
            return d.strftime("%a, %-d %b %Y %H:%M:%S +0000") if not self.zh else d.strftime("%Y-%m-%d %H:%M")
        return self.safe(g)

    def wa_stamp(self):
        def g():
            d = datetime(2027, 1, self.rint(8, 20), self.rint(6, 19), self.rint(0, 59))
            return d.strftime("%d/%m/%Y, %H:%M") if not self.zh else d.strftime("%m-%d %H:%M")
        return self.safe(g)

    def sub(self, key):
        return getattr(self, key)[0]

    def subdom(self, key):
        return getattr(self, key)[1]

    # ==========================================================================================
    # needle generators
    # ==========================================================================================
    def en_gen_name(self):
        v = "%s %s" % (self.ch(NF_EN), self.ch(NL_EN))
        return {"needles": [v], "v": v, "first": v.split()[0]}

    def zh_gen_name(self):
        v = self.ch(NS_ZH) + self.ch(NG_ZH)
        return {"needles": [v], "v": v, "first": v[0]}

    def en_gen_id(self):
        t = self.ch(["po", "po", "dn", "inv", "bc", "lift", "hire", "job", "order", "snag"])
        plot = self.fplot()
        if t == "po":
            v = "PO-%05d" % self.rint(10000, 99999)
            what = self.ch(["the plot %d first fix" % plot, "the truss order", "the plot %d scaffold" % plot, "the loft steels",
                            "the block order for plots 3 and 4", "the plasterboard for plot %d" % plot])
            desc = "PO number for %s" % what
        elif t == "dn":
            v = "DN%07d" % self.rint(1000000, 9999999)
            desc = "delivery note for the %s" % self.ch(["Thermalite blocks", "roof trusses", "plasterboard", "sand and cement", "joists for the loft", "ready-mix"])
        elif t == "inv":
            pref = "".join(w[0] for w in self.sub("plast").split()[:2]).upper()
            who = self.ch(["sparks", "plumbs", "plast", "scaff"])
            pref = "".join(w[0] for w in self.sub(who).replace("&", "").split()[:2]).upper()
            v = "%s-%04d" % (pref, self.rint(1000, 9999))
            desc = "%s's invoice number" % self.sub(who)
        elif t == "bc":
            v = "BC/27/%05d" % self.rint(100, 99999)
            desc = self.ch(["building control ref for the loft", "building control ref for plots 1 to 4"])
        elif t == "lift":
            v = "LP-%04d" % self.rint(1000, 9999)
            desc = "lift plan ref for the truss lift"
        elif t == "hire":
            v = "HC%06d" % self.rint(100000, 999999)
            desc = "%s hire contract number" % self.sub("crane")
        elif t == "job":
            v = "%s-P%d-%03d" % (self.sc, plot, self.rint(1, 999))
            desc = "job ref in the app for plot %d %s" % (plot, self.ch(["second fix", "roof", "drainage", "plastering", "kitchen fit"]))
        elif t == "order":
            v = "SO-%07d" % self.rint(1000000, 9999999)
            desc = "%s order number for the %s" % (self.sub("merch"), self.ch(["lintels", "insulation", "cavity trays", "DPC and wall ties"]))
        else:
            v = "SNG-%04d" % self.rint(1000, 9999)
            desc = "snag list ref for plot %d" % plot
        return {"needles": [v], "v": v, "type": t, "desc": desc}

    def zh_gen_id(self):
        t = self.ch(["contract", "zx", "permit", "order", "ys", "express", "contract", "zx"])
        j = self.ch(self.jobs)
        if t == "contract":
            v = "HZ-%s-2027%03d" % (j["code"], self.rint(1, 999))
            desc = "%s的合同编号" % j["short"]
        elif t == "zx":
            v = "ZX-%04d" % self.rint(1000, 9999)
            desc = "%s的增项单号" % j["short"]
        elif t == "permit":
            v = "ZXXK%d%04d" % (2027, self.rint(1, 9999))
            desc = "%s物业发的装修许可证号" % j["short"]
        elif t == "order":
            v = "DD2027%02d%06d" % (self.rint(1, 2), self.rint(100000, 999999))
            desc = self.ch(["瓷砖的订单号", "橱柜的订单号", "地板的订单号", "卫浴的订单号"])
        elif t == "ys":
            v = "YS-%05d" % self.rint(10000, 99999)
            desc = "%s的%s验收单号" % (j["short"], self.ch(["水电", "防水", "泥瓦"]))
        else:
            v = "SF%012d" % self.rint(10 ** 11, 10 ** 12 - 1)
            desc = self.ch(["开关面板的快递单号", "灯具的快递单号", "五金件的快递单号"])
        return {"needles": [v], "v": v, "type": t, "desc": desc, "job": j}

    def gen_port_common(self, ctxs):
        v = str(self.ch(PORTS) if self.chance(0.6) else self.rint(1025, 49151))
        used = self.__dict__.setdefault("_portctx", set())
        free = [i for i in range(len(ctxs)) if i not in used] or list(range(len(ctxs)))
        i = self.ch(free)
        key, ctx = ctxs[i]
        return {"needles": [v], "v": v, "key": key, "ctx": ctx, "_i": i}

    def en_gen_port(self):
        return self.gen_port_common(PORT_CTX_EN)

    def zh_gen_port(self):
        return self.gen_port_common(PORT_CTX_ZH)

    def gen_version_common(self):
        k = self.ch(["sitecam", "sitecam", "router", "noise", "app", "cam", "nodered"])
        if k == "sitecam":
            v = "%d.%d.%d" % (self.rint(1, 4), self.rint(0, 15), self.rint(0, 12))
        elif k == "router":
            v = "%02d.%02d.%d" % (self.rint(7, 9), self.rint(1, 12), self.rint(0, 9))
        elif k == "noise":
            v = "%d.%d.%d" % (self.rint(2, 5), self.rint(0, 9), self.rint(10, 40))
        elif k == "app":
            v = "%d.%d.%d" % (self.rint(4, 9), self.rint(10, 40), self.rint(0, 6))
        elif k == "cam":
            v = "V%d.%d.%d" % (self.rint(5, 5), self.rint(5, 8), self.rint(1, 9))
        else:
            v = "%d.%d.%d" % (self.rint(3, 4), self.rint(0, 3), self.rint(0, 9))
        if self.zh:
            label = {"sitecam": "树莓派上的sitecam程序", "router": "4G路由器固件", "noise": "噪音记录仪的固件",
                     "app": "装修管家App", "cam": "摄像头固件", "nodered": "Node-RED"}[k]
        else:
            label = {"sitecam": "the sitecam software on the Pi", "router": "the 4G router firmware",
                     "noise": "the noise logger firmware", "app": "the SiteBook app", "cam": "the camera firmware",
                     "nodered": "Node-RED"}[k]
        short = {"sitecam": "sitecam", "router": "router firmware", "noise": "noise logger firmware", "app": "SiteBook",
                 "cam": "camera firmware", "nodered": "Node-RED"}[k]
        return {"needles": [v], "v": v, "key": k, "label": label, "short": label if self.zh else short}

    def en_gen_version(self):
        return self.gen_version_common()

    def zh_gen_version(self):
        return self.gen_version_common()

    def en_gen_money(self):
        size = self.rint(0, 2)
        a = [self.rint(9, 120) * 5, self.rint(60, 900) * 5, self.rint(500, 3800) * 5][size]
        pence = self.chance(0.25)
        if pence:
            a = a + self.rint(1, 99) / 100.0
        return {"needles": [money_en(a, pence)], "v": money_en(a, pence), "amount": a, "pence": pence, "size": size}

    def zh_gen_money(self):
        size = self.rint(0, 2)
        a = [self.rint(3, 95) * 50, self.rint(20, 400) * 100, self.rint(100, 900) * 100][size]
        style = self.ch(["yuan", "yuan", "yen", "kuai"])
        v = {"yuan": "%d元" % a, "yen": "¥{:,}".format(a), "kuai": "%d块" % a}[style]
        return {"needles": [v], "v": v, "amount": a, "style": style, "size": size}

    def en_gen_date(self):
        m, d = self.rint(2, 6), self.rint(1, 28)
        fm = self.ch(["dm", "dm", "md", "plain"])
        v = {"dm": "%s %s" % (ordinal(d), MONTHS[m - 1]), "md": "%s %s" % (MONTHS[m - 1], ordinal(d)),
             "plain": "%d %s" % (d, MONTHS[m - 1])}[fm]
        wd = WDAY[datetime(2027, m, d).weekday()]
        return {"needles": [v], "v": v, "m": m, "d": d, "fm": fm, "wd": wd}

    def zh_gen_date(self):
        m, d = self.rint(2, 6), self.rint(1, 28)
        v = "%d月%d%s" % (m, d, self.ch(["号", "号", "日"]))
        return {"needles": [v], "v": v, "m": m, "d": d}

    def gen_command_common(self):
        ip, host = self.pi_ip, self.pi_host
        k = self.rint(0, 13)
        P = lambda: str(self.ch(PORTS))
        dd = self.rint(4, 19)
        if k == 0:
            v = "ssh -p %s pi@%s.local" % (P(), host)
            p = ("gets me onto the Pi from the cabin", "从工地电脑登上树莓派")
        elif k == 1:
            svc = self.ch(["sitecam-stream", "sitecam-timelapse", "sensord", "noise-logger"])
            v = "sudo systemctl restart %s.service" % svc
            p = ("kicks the %s service when the picture freezes" % svc, "画面卡住的时候重启%s服务" % svc)
        elif k == 2:
            svc = self.ch(["sitecam-stream", "sensord", "noise-logger", "mosquitto"])
            v = "journalctl -u %s --since \"2027-01-%02d 07:00\" -n %d --no-pager" % (svc, dd, self.ch([100, 200, 300, 500]))
            p = ("pulls the %s logs from that morning" % svc, "看%s那天早上的日志" % svc)
        elif k == 3:
            v = "curl -s \"http://%s:%s/api/v1/noise?from=2027-01-%02dT07:00&to=2027-01-%02dT18:00&format=csv\" -o noise_%02d01.csv" % (ip, P(), dd, dd, dd)
            p = ("exports a day of noise readings as a CSV for the council", "导出一天的噪音数据给物业看")
        elif k == 4:
            d = self.ch(["plot1", "plot2", "plot3", "plot4", "loft", "gate"]) if not self.zh else self.ch(["keting", "chufang", "weishengjian", "menkou"])
            v = "rsync -avz --progress pi@%s.local:/srv/timelapse/%s/ ~/Timelapse/%s/" % (host, d, d)
            p = ("copies the %s timelapse frames down to the laptop" % d, "把%s的延时照片拷到电脑上" % d)
        elif k == 5:
            v = "vcgencmd measure_temp && vcgencmd get_throttled"
            if self.chance(0.5):
                v = "ssh pi@%s.local 'vcgencmd measure_temp; vcgencmd get_throttled; uptime'" % host
            p = ("checks if the Pi is cooking itself in the box", "看树莓派是不是过热降频了")
        elif k == 6:
            t = self.ch(["dust/pm10", "noise/laeq", "dust/#", "tilt/#", "#"])
            v = "mosquitto_sub -h %s -p %s -t 'site/%s/%s' -v" % (host + ".local", P(), (self.sc.lower() if not self.zh else self.jobs[0]["code"].lower()), t)
            p = ("watches the live sensor readings", "实时看传感器的数据")
        elif k == 7:
            cam = self.ch(["gate", "lane", "plot3", "loft"]) if not self.zh else self.ch(["menkou", "louti", "keting"])
            v = "curl -X POST http://%s:%s/api/v1/snapshot -H 'Content-Type: application/json' -d '{\"camera\":\"%s\",\"res\":\"%s\"}'" % (ip, P(), cam, self.ch(["1080p", "720p", "4k"]))
            p = ("grabs a still off the %s camera" % cam, "从%s摄像头抓一张图" % cam)
        elif k == 8:
            v = "df -h /srv/timelapse && du -sh /srv/timelapse/*"
            if self.chance(0.5):
                v = "sudo find /srv/timelapse -name '*.jpg' -mtime +%d -delete" % self.ch([14, 21, 30, 45, 60])
                p = ("clears out old timelapse frames when the card fills up", "存储卡满了的时候删掉旧的延时照片")
            else:
                p = ("shows how full the SD card is", "看存储卡还剩多少空间")
        elif k == 9:
            v = "sudo tailscale up --advertise-routes=192.168.8.0/24 --hostname=%s" % host
            p = ("gets the Pi back on the VPN", "让树莓派重新连上VPN")
        elif k == 10:
            v = "*/%d 7-18 * * 1-6 /home/pi/bin/noise_alert.sh --threshold %d --sms" % (self.ch([5, 10, 15]), self.ch([70, 72, 75, 80]))
            p = ("is the crontab line that texts me when the noise goes over", "噪音超标就发短信提醒的定时任务")
        elif k == 11:
            d = self.ch(["plot2", "plot3", "loft", "gate"]) if not self.zh else self.ch(["keting", "weishengjian"])
            v = "ffmpeg -framerate %d -pattern_type glob -i '/srv/timelapse/%s/*.jpg' -c:v libx264 -pix_fmt yuv420p %s_timelapse.mp4" % (self.ch([24, 25, 30]), d, d)
            p = ("turns the %s frames into a timelapse video" % d, "把%s的照片合成延时视频" % d)
        elif k == 12:
            v = "curl -s http://%s:%s/api/v1/status | jq '.sensors[] | {name, last_seen, battery}'" % (ip, P())
            p = ("shows which sensors have gone quiet", "看哪个传感器掉线了")
        else:
            cn = self.ch(["4G-router", "Site-LTE"])
            v = "sudo nmcli connection modify \"%s\" ipv4.route-metric %d && sudo nmcli connection up \"%s\"" % (cn, self.ch([50, 100, 200]), cn)
            p = ("makes the Pi prefer the 4G router over the cabin wifi", "让树莓派优先走4G路由器")
        return {"needles": [v], "v": v, "purpose": p[1] if self.zh else p[0], "ctype": "cron" if k == 10 else "shell"}

    def en_gen_command(self):
        return self.gen_command_common()

    def zh_gen_command(self):
        return self.gen_command_common()

    def pool_take(self, key, pool):
        used = self.__dict__.setdefault("_pool", {}).setdefault(key, set())
        free = [i for i in range(len(pool)) if i not in used] or list(range(len(pool)))
        i = self.ch(free)
        used.add(i)
        return pool[i]

    def en_gen_decision(self):
        c, r, w = self.pool_take("dec", DECISIONS_EN)
        return {"needles": [c, r], "choice": c, "reason": r, "weather": w}

    def zh_gen_decision(self):
        c, r = self.pool_take("dec", DECISIONS_ZH)
        return {"needles": [c, r], "choice": c, "reason": r, "weather": False}

    def en_gen_constraint(self):
        a, c, neg = self.pool_take("con", CONSTRAINTS_EN)
        return {"needles": [a, c], "action": a, "cond": c, "neg": neg}

    def zh_gen_constraint(self):
        a, c = self.pool_take("con", CONSTRAINTS_ZH)
        return {"needles": [a, c], "action": a, "cond": c, "neg": False}

    def en_gen_question(self):
        q, n = self.pool_take("q", QUESTIONS_EN)
        return {"needles": [n], "v": n, "q": q.format(n=n)}

    def zh_gen_question(self):
        q, n = self.pool_take("q", QUESTIONS_ZH)
        return {"needles": [n], "v": n, "q": q.format(n=n)}

    # ==========================================================================================
    # phrases about single facts
    # ==========================================================================================
    def role(self, f):
        if self.zh:
            j = self.ch(self.jobs)
            return self.ch(["%s物业新来的主管" % j["short"], "%s楼下投诉噪音的邻居" % j["short"], "新来的水电师傅",
                            "瓷砖店的老板", "燃气公司的对接人", "%s业主的老公" % j["short"], "公司新来的财务",
                            "%s的监理" % j["short"], "做验收的质检员", "%s楼上的业主" % j["short"], "垃圾清运的司机",
                            "定制橱柜的安装师傅", "新的油漆班长", "街道负责装修备案的"])
        return self.ch(["the building control inspector doing the plot 3 slab", "%s's new foreman" % self.sub("sparks"),
                        "the appointed person for the crane lift", "the neighbour at number %d" % self.nb,
                        "the scaffold inspector from %s" % self.sub("scaff"), "the rep at %s" % self.sub("merch"),
                        "the HSE inspector who rang this morning", "the lad doing the timber frame on the dormer",
                        "the loft client's QS", "the new labourer starting Monday", "the gaffer for %s" % self.sub("plast"),
                        "the environmental health officer at the council", "the buyer of plot 1",
                        "the driver from %s" % self.sub("timber"), "the structural engineer for the loft steels"])

    def money_ctx(self, f):
        size = f.get("size", 1)
        if self.zh:
            j = self.ch(self.jobs)
            pools = [["%s的垃圾清运费" % j["short"], "物业收的装修押金", "%s的瓷砖差价" % j["short"], "这次五金件的钱", "楼道保护膜的钱"],
                     ["%s卫生间的增项" % j["short"], "老周这期的水电人工", "油漆工的人工费", "楼下邻居吊顶的赔偿", "防水材料的钱",
                      "%s橱柜的尾款" % j["short"]],
                     ["%s的尾款" % j["short"], "%s的第二期款" % j["short"], "断桥铝窗户的报价", "%s的合同总价" % j["short"]]]
            return self.pick_new("mctx", pools[size])
        pools = [["the skip swap", "the Saturday rate for the labourers", "the scaffold extension per week", "the delivery charge on the blocks",
                  "the damage to the neighbour's fence panel", "the hire of the breaker for the week"],
                 ["the crane for the day", "the welfare cabin hire per quarter", "the building control fee for the loft",
                  "the ready-mix for the plot 4 footings", "the damage to the neighbour's wall", "the dormer window upgrade"],
                 ["%s's final on plot %d" % (self.sub("sparks"), self.fplot()), "the loft stage payment the %ss still owe" % self.client,
                  "the dormer variation on the loft", "the plasterers' price for plot 4", "%s's bill for the trusses" % self.sub("timber"),
                  "the scaffold for all four plots"]]
        return self.pick_new("mctx", pools[size])

    def date_ctx(self, f):
        if self.zh:
            j = self.ch(self.jobs)
            return self.pick_new("dctx", ["%s的水电验收" % j["short"], "%s的闭水试验" % j["short"], "瓷砖送货",
                                          "%s业主付尾款的最后期限" % j["short"], "%s油漆工进场" % j["short"],
                                          "物业检查", "%s的竣工验收" % j["short"], "橱柜安装", "窗户到货",
                                          "%s的交房" % j["short"], "燃气公司上门"])
        return self.pick_new("dctx", ["the building control visit for the plot 3 slab", "the truss delivery", "the crane lift",
                                      "the scaffold strike on plot 2", "the loft stage payment due date", "handover on plot 1",
                                      "the plasterers starting on plot 4", "the air test", "the kitchen fit on plot 2",
                                      "the roofer starting", "the neighbour's meeting with the council", "the block delivery",
                                      "the loft completion inspection"])

    def sentence(self, f):
        k, v = f["kind"], f.get("v")
        if self.zh:
            if k == "name":
                f["role"] = self.role(f)
                return self.ch(["%s是%s，存一下" % (v, f["role"]), "记一下，%s，%s" % (f["role"], v),
                                "原来%s是%s，我还以为是别人" % (v, f["role"]), "%s叫%s，电话我回头发你" % (f["role"], v)])
            if k == "id":
                return self.ch(["%s是%s" % (f["desc"], v), "%s：%s，别弄丢了" % (f["desc"], v), "终于拿到%s了，%s" % (f["desc"], v)])
            if k == "port":
                return self.ch(["%s现在是%s端口" % (f["ctx"], v), "%s改到%s了，路由器升级以后变的" % (f["ctx"], v), "记一下%s的端口是%s" % (f["ctx"], v)])
            if k == "version":
                return self.ch(["%s现在是%s" % (f["label"], v), "%s昨晚自己升到%s了" % (f["label"], v), "客服说%s要升到%s才有夜视" % (f["label"], v)])
            if k == "money":
                f["ctx"] = self.money_ctx(f)
                return self.ch(["%s是%s" % (f["ctx"], v), "%s一共%s" % (f["ctx"], v), "%s算下来%s，比想的多" % (f["ctx"], v)])
            if k == "date":
                f["ctx"] = self.date_ctx(f)
                return self.ch(["%s定在%s" % (f["ctx"], v), "%s改到%s了" % (f["ctx"], v), "%s是%s，记日历上" % (f["ctx"], v)])
            raise ValueError(k)
        if k == "name":
            f["role"] = self.role(f)
            return self.ch(["%s is %s" % (v, f["role"]), "fyi %s is %s, save him in my contacts" % (f["role"], v),
                            "new contact - %s, %s" % (v, f["role"]), "%s = %s. dont let me forget" % (f["role"], v)])
        if k == "id":
            return self.ch(["%s is %s" % (f["desc"], v), "%s: %s" % (f["desc"], v), "got the %s finally - %s" % (f["desc"], v),
                            "%s = %s, they want it on everything" % (v, f["desc"])])
        if k == "port":
            return self.ch(["%s is on port %s now" % (f["ctx"], v), "%s moved to %s after the router update" % (f["ctx"], v),
                            "note - %s listens on %s" % (f["ctx"], v)])
        if k == "version":
            return self.ch(["%s is on %s" % (f["label"], v), "%s updated itself to %s overnight" % (f["label"], v),
                            "support reckon we need %s %s for the night mode" % (f["label"], v)])
        if k == "money":
            f["ctx"] = self.money_ctx(f)
            return self.ch(["%s is %s" % (f["ctx"], v), "%s came in at %s" % (f["ctx"], v), "%s for %s!! robbery" % (v, f["ctx"]),
                            "%s - %s + VAT" % (f["ctx"], v)])
        if k == "date":
            f["ctx"] = self.date_ctx(f)
            pre = (f["wd"] + " ") if self.chance(0.3) else ""
            return self.ch(["%s is %s%s" % (f["ctx"], pre, v), "%s moved to %s%s" % (f["ctx"], pre, v),
                            "%s? %s%s apparently" % (f["ctx"], pre, v), "%s%s for %s" % (pre, v, f["ctx"])])
        raise ValueError(k)

    def restate(self, f):
        k, v = f["kind"], f["v"]
        if self.zh:
            if k == "name":
                return self.ch(["记下了：%s，%s。" % (v, f["role"]), "好的，%s——%s，已存。" % (f["role"], v)])
            if k == "id":
                return "记好了，%s：%s。以后跟对方沟通都带上这个号。" % (f["desc"], v)
            if k == "port":
                return "好，%s走%s端口，下次测试就用这个。" % (f["ctx"], v)
            if k == "version":
                return "记下了：%s %s。升级以后记得看一眼画面和录像有没有断。" % (f["label"], v)
            if k == "money":
                return self.ch(["记下了：%s **%s**。" % (f["ctx"], v), "好，%s是%s，我加到成本表里。" % (f["ctx"], v)])
            if k == "date":
                return self.ch(["已记：%s——**%s**。" % (f["ctx"], v), "好的，%s是%s，要不要提前两天提醒你？" % (f["ctx"], v)])
            raise ValueError(k)
        if k == "name":
            return self.ch(["Got it — **%s**, %s." % (v, f["role"]), "Noted: %s is %s." % (v, f["role"])])
        if k == "id":
            return self.ch(["Noted — %s: **%s**." % (f["desc"], v), "Saved %s as the %s." % (v, f["desc"])])
        if k == "port":
            return "Got it — %s on port %s. I'll use that next time we test it." % (f["ctx"], v)
        if k == "version":
            return self.ch(["Noted: %s is %s." % (f["label"], v), "Got it — %s on %s. Worth checking the recordings didn't drop after the update." % (f["label"], v)]) if f["key"] != "app" else "Noted: %s is %s." % (f["label"], v)
        if k == "money":
            return self.ch(["Noted — %s: **%s**." % (f["ctx"], v), "OK, %s for %s. Added to the costs list." % (v, f["ctx"])])
        if k == "date":
            return self.ch(["In the diary: %s — **%s**." % (f["ctx"], v), "Got it, %s is %s. Want a reminder the day before?" % (f["ctx"], v)])
        raise ValueError(k)

    def ack(self):
        if self.zh:
            return self.ch(["收到👌", "好的，记下了。", "OK，已经记到项目笔记里了。", "收到，还有别的吗？", "好嘞。"])
        return self.ch(["Noted 👍", "Got it.", "Saved to the site notes.", "Noted. Anything else from that call?",
                        "OK, logged.", "Got that down."])

    def bits(self):
        if self.zh:
            return self.ch(["", "", "", "", "[语音转文字] ", "刚从工地出来，", "忙死了，", "对了，", "跟你说个事，", "哎，"])
        return self.ch(["", "", "", "", "", "", "ok ", "right ", "quick one - ", "sorry on the tools ", "mate ", "ffs ",
                        "lads late again. anyway ", "in the van, ", "2 secs - ", "sorry been on the phone. "])

    def small_line(self):
        if self.zh:
            return self.ch(["今天热死了。", "楼道里又堵车了。", "师傅们在吃饭。", "电梯又坏了[捂脸]", "业主又在群里@我。"])
        return self.ch(["bloody freezing here", "mud everywhere", "waiting on the tea", "cabin heater's packed up again",
                        "radio's blasting", "van's making that noise again"])

    # ==========================================================================================
    # fact episodes
    # ==========================================================================================
    def hosts(self):
        lk_id = (lambda f: f["type"] in ("contract", "zx", "ys", "permit")) if self.zh else (lambda f: f["type"] in ("po", "job", "snag", "hire"))
        doc_id = (lambda f: f["type"] in ("order", "zx", "express")) if self.zh else (lambda f: f["type"] in ("dn", "po", "inv", "order"))
        shell = lambda f: f["ctype"] == "shell"
        wx = lambda f: f["weather"]
        notapp = lambda f: f["key"] != "app"
        return {
            "name": [(3, self.ep_burst, None), (3, self.ep_chat, None), (3, self.ep_email, None), (2, self.ep_lookup, None),
                     (2, self.ep_restate, None), (2, self.ep_todo, None), (2, self.ep_photo, None), (1, self.ep_docpaste, None)],
            "command": [(3, self.ep_cmd_run, shell), (2, self.ep_cmd_paste, shell), (2, self.ep_cmd_note, None),
                        (2, self.ep_cmd_suggest, None)],
            "id": [(3, self.ep_lookup, lk_id), (3, self.ep_docpaste, doc_id), (3, self.ep_email, None), (2, self.ep_burst, None),
                   (2, self.ep_correction, None), (2, self.ep_photo, None), (2, self.ep_chat, None), (1, self.ep_todo, None)],
            "port": [(4, self.ep_port_error, None), (2, self.ep_email, None), (2, self.ep_burst, None),
                     (1, self.ep_correction, None), (1, self.ep_restate, None)],
            "version": [(3, self.ep_version_shell, None), (2, self.ep_email, notapp), (2, self.ep_burst, None),
                        (2, self.ep_correction, None), (2, self.ep_photo, notapp)],
            "money": [(3, self.ep_lookup, None), (3, self.ep_docpaste, None), (2, self.ep_email, None), (2, self.ep_chat, None),
                      (2, self.ep_burst, None), (3, self.ep_correction, None), (2, self.ep_draft, lambda f: f["size"] >= 1), (1, self.ep_todo, None),
                      (1, self.ep_restate, None), (1, self.ep_photo, lambda f: f["size"] == 0)],
            "date": [(2, self.ep_lookup, None), (2, self.ep_docpaste, None), (3, self.ep_email, None), (2, self.ep_chat, None),
                     (2, self.ep_burst, None), (3, self.ep_correction, None), (2, self.ep_draft, None), (1, self.ep_todo, None),
                     (1, self.ep_restate, None)],
            "decision": [(3, self.ep_dec_statement, None), (2, self.ep_dec_choose, None), (3, self.ep_dec_weather, wx),
                         (2, self.ep_dec_draft, None), (2, self.ep_combo, None)],
            "constraint": [(3, self.ep_con_statement, None), (2, self.ep_con_ask, None), (2, self.ep_con_draft, None),
                           (2, self.ep_combo, None), (1, self.ep_todo, None)],
            "question": [(3, self.ep_q_aside, None), (2, self.ep_q_list, None), (2, self.ep_q_dropped, None),
                         (2, self.ep_q_photo, None)],
        }

    def burst_filler_line(self):
        if self.zh:
            j = self.ch(self.jobs)
            return self.ch(["%s的砖今天贴完客厅了" % j["short"], "老胡说明天要晚点到", "小冯问腻子粉够不够",
                            "%s业主又来看了一圈" % j["short"], "楼下阿姨又来敲门了[捂脸]", "电梯今天又不让用",
                            "王师傅的电锯坏了", "下午要去趟建材市场", "物业又在群里发通知了"])
        return self.ch(["plot 2 roof nearly felted", "sparks no show AGAIN", "remind me to ring the merchants at 2",
                        "skip's full", "lad cut his hand, only a plaster job, logged it", "the lane's blocked by a bin lorry",
                        "plasterers want more beads", "mixer's playing up", "client's round at the loft again asking questions",
                        "neighbour's out with his phone filming lol", "cabin door lock's bust", "need more 110 leads"])

    def ep_burst(self, f):
        got = [f]
        if self.chance(0.35):
            g = self.take(self.ch(["name", "id", "money", "date"]))
            if g:
                got.append(g)
        msgs = [self.bits() + self.sentence(g) for g in got]
        for _ in range(self.rint(1, 2)):
            msgs.insert(self.rint(0, len(msgs)), self.burst_filler_line())
        if self.chance(0.3):
            msgs[-1] = msgs[-1] + (". " + self.small_line() if not self.zh else "，" + self.small_line())
        items = [("user", m) for m in msgs]
        if self.chance(0.45):
            r = self.restate(self.ch(got))
        else:
            r = self.ack() + " " + self.L(self.ch(["Want me to add it to the site diary?", "Anything else from this morning?",
                                                    "I'll keep it with the plot notes.", ""]),
                                          self.ch(["要不要记到施工日志里？", "还有别的吗？", ""]))
        items.append(("assistant", r.strip()))
        return items

    def ep_restate(self, f):
        s = self.sentence(f)
        return [("user", self.bits() + s), ("assistant", self.restate(f))]

    # -- forwarded group chat --
    def chat_filler_msgs(self):
        if self.zh:
            return [("老周（水电）", "明天开槽，谁有空帮忙搬一下线管"), ("老胡（泥瓦）", "水泥还差五包"),
                    ("小冯（油漆）", "腻子第二遍今天干不了，太潮了"), (self.wy, "各位师傅，电梯只能用货梯，客梯禁止运材料"),
                    ("王师傅（木工）", "吊顶龙骨到了没有？"), ("老胡（泥瓦）", "谁把我的水平仪拿走了？？"),
                    (self.wy, "下午两点停水，请各位注意"), ("老周（水电）", "好的收到"), ("小冯（油漆）", "👌"),
                    ("王师傅（木工）", "[语音] 我明天上午去另外一个工地，下午过来")]
        n = self.nick
        return [(n["sparks"], "morning lads"), (n["plumbs"], "anyone got a spare 110 transformer? ours is dead"),
                (n["office"], "NO parking on the lane after 8 please, the neighbour's been on again"),
                (n["scaff"], "tags done on 1 and 2"), (n["plast"], "need the rooms cleared before we start pls"),
                (n["sparks"], "who's nicked my step ladder"), (n["plumbs"], "👍"), (n["crane"], "will confirm the driver tmrw"),
                (n["plast"], "beads and angle on the list for the merchant?"), (n["office"], "timesheets by Friday 12 please lads")]

    def chat_line_for(self, g):
        k, v = g["kind"], g["v"]
        if self.zh:
            w = self.ch(list(self.workers.items()))
            who = "%s（%s）" % (w[1], w[0])
            if k == "name":
                g["role"] = "群里新来的%s师傅" % w[0]
                return (v, self.ch(["大家好，我是新来的%s师傅，明天开始进场" % w[0], "各位老板好，我是%s这边的，以后有事找我" % self.firm]))
            if k == "id":
                return (who, self.ch(["%s：%s，拍照发群里了" % (g["desc"], v), "单号%s，你们核对一下（%s）" % (v, g["desc"])]))
            if k == "money":
                g["ctx"] = self.money_ctx(g)
                return (who, self.ch(["%s算好了，%s" % (g["ctx"], v), "跟老板说一下，%s要%s" % (g["ctx"], v)]))
            if k == "date":
                g["ctx"] = self.date_ctx(g)
                return (who, self.ch(["%s我问过了，定在%s" % (g["ctx"], v), "%s最早只能%s" % (g["ctx"], v)]))
        n = self.nick
        if k == "name":
            if self.chance(0.5):
                g["role"] = "the new foreman for %s" % self.sub("sparks")
                return (v, "morning all, I'm the new foreman for %s, I'll be on plot 3 from Monday" % self.sub("sparks"))
            g["role"] = "the one doing the lift plan at %s" % self.sub("crane")
            return (v, "hi lads, %s here from %s, I'm doing the lift plan" % (v.split()[0], self.sub("crane")))
        if k == "id":
            who = {"lift": n["crane"], "hire": n["crane"], "inv": n["office"]}.get(g["type"], n["office"])
            return (who, self.ch(["%s is %s fyi" % (g["desc"], v), "sent it over, %s (%s)" % (v, g["desc"])]))
        if k == "money":
            g["ctx"] = self.money_ctx(g)
            return (self.ch([n["plumbs"], n["scaff"], n["plast"], n["crane"], n["office"]]),
                    self.ch(["%s is %s mate" % (g["ctx"], v), "%s comes to %s, let me know" % (g["ctx"], v)]))
        if k == "date":
            g["ctx"] = self.date_ctx(g)
            return (self.ch([n["scaff"], n["crane"], n["office"], n["plast"]]),
                    self.ch(["%s is %s now, sorry lads" % (g["ctx"], v), "we can do %s on %s" % (g["ctx"], v)]))
        raise ValueError(k)

    def ep_chat(self, f):
        got = [f]
        for _ in range(2):
            if self.chance(0.4):
                g = self.take(self.ch(["name", "id", "money", "date"]))
                if g:
                    got.append(g)
        lines = self.rng.sample(self.chat_filler_msgs(), self.rint(3, 6))
        for g in got:
            lines.insert(self.rint(0, len(lines)), self.chat_line_for(g))
        stamps = sorted(self.wa_stamp() for _ in lines)
        if self.zh:
            group = self.ch(["%s施工群" % self.jobs[0]["short"], "%s师傅群" % self.firm[2:4], "%s业主沟通群" % self.ch(self.jobs)["short"]])
            body = "\n".join("%s %s\n%s" % (who, st, msg) for st, (who, msg) in zip(stamps, lines))
            u = "%s转发一下群里的聊天记录：\n\n【%s 的聊天记录】\n%s\n\n%s" % (self.bits(), group, body, self.ch(["帮我理一下要跟进的事", "你看看有啥要我处理的", "重点帮我挑出来"]))
            pts = []
            for g in got:
                if g["kind"] == "name":
                    pts.append("- 新人：%s（%s）" % (g["v"], g["role"]))
                elif self.chance(0.5):
                    pts.append("- %s" % self.sentence_short(g))
            a = "要跟进的几件事：\n\n%s\n- 物业的通知记得转给师傅们\n\n其他都是闲聊。" % ("\n".join(pts) if pts else "- 单号、金额和日期我都记下了")
        else:
            group = self.ch(["%s subbies" % self.site, "%s site chat" % self.site, "Loft job - %s" % self.loft])
            body = "\n".join("[%s] %s: %s" % (st, who, msg) for st, (who, msg) in zip(stamps, lines))
            u = "%sfwd from the %s group\n\n%s\n\n%s" % (self.bits(), group, body, self.ch(["anything in there i need to act on", "summarise pls", "what do i need to chase"]))
            pts = []
            for g in got:
                if g["kind"] == "name":
                    pts.append("- **%s** has joined the group (%s)" % (g["v"], g["role"]))
                elif self.chance(0.5):
                    pts.append("- %s" % self.sentence_short(g))
            a = "Main bits:\n\n%s\n- The office wants timesheets and the lane kept clear\n\nThe rest is chatter." % ("\n".join(pts) if pts else "- The refs, prices and dates are noted")
        return [("user", u), ("assistant", a)]

    def sentence_short(self, g):
        k, v = g["kind"], g["v"]
        if self.zh:
            return {"id": "%s：%s" % (g.get("desc", "单号"), v), "money": "%s：%s" % (g.get("ctx", "金额"), v),
                    "date": "%s：%s" % (g.get("ctx", "日期"), v)}.get(k, v)
        return {"id": "%s: %s" % (g.get("desc", "ref"), v), "money": "%s: %s" % (g.get("ctx", "price"), v),
                "date": "%s: %s" % (g.get("ctx", "date"), v)}.get(k, v)

    # -- pasted delivery notes / invoices --
    def ep_docpaste(self, f):
        got = {f["kind"]: f}
        if f["kind"] == "id":
            kind_doc = {"dn": "dn", "order": "dn", "po": self.ch(["dn", "inv"]), "inv": "inv", "zx": "zx", "express": "dn"}.get(f["type"], "dn")
            if self.zh and f["type"] == "order":
                kind_doc = "dn"
        else:
            kind_doc = self.ch(["dn", "inv"]) if not self.zh else self.ch(["dn", "zx"])
        if f["kind"] == "money" and not self.zh and f["size"] != 0:
            kind_doc = "inv"
        for k2, p in (("money", 0.5), ("date", 0.45), ("name", 0.3), ("id", 0.4)):
            if k2 in got or not self.chance(p):
                continue
            if k2 == "money" and not self.zh and kind_doc == "dn":
                g = self.take("money", lambda g: g["size"] == 0)
            elif k2 == "id":
                pred = (lambda g: g["type"] in ("order", "express")) if (self.zh and kind_doc == "dn") else \
                       (lambda g: g["type"] == "zx") if self.zh else \
                       (lambda g: g["type"] in ("dn", "po", "order")) if kind_doc == "dn" else (lambda g: g["type"] in ("inv", "po"))
                g = self.take("id", pred)
            else:
                g = self.take(k2)
            if g:
                got[k2] = g
        if self.zh:
            return self.zh_docpaste(got, kind_doc)
        iv = got["id"]["v"] if "id" in got else None
        it = got["id"]["type"] if "id" in got else None
        lines = []
        if kind_doc == "dn":
            supplier = self.ch([self.sub("merch"), self.sub("timber")])
            dn = iv if it == "dn" else self.safe(lambda: "DN%07d" % self.rint(1000000, 9999999))
            so = iv if it == "order" else self.safe(lambda: "SO-%07d" % self.rint(1000000, 9999999))
            po = iv if it == "po" else self.fpo()
            dte = self.safe(lambda: "%02d/01/2027" % self.rint(8, 20))
            prods = self.rng.sample([("THB100", "Thermalite Shield 100mm blocks", "pk"), ("PB12", "12.5mm plasterboard 2400x1200", "sht"),
                                     ("CT47", "C24 47x200 4.8m", "len"), ("LNT", "Catnic CG90 lintel 1800", "no"),
                                     ("PIR100", "100mm PIR board 2400x1200", "sht"), ("SND", "Building sand bulk bag", "bag"),
                                     ("CEM", "OPC cement 25kg", "bag"), ("WT", "Wall ties 250mm (box 250)", "box"),
                                     ("DPC", "DPC 112.5mm x 30m", "roll"), ("TRS", "Fink truss 35deg 9.2m span", "no")], self.rint(3, 6))
            lines.append("DELIVERY NOTE            %s" % supplier)
            lines.append("Del Note No: %s     Sales Order: %s" % (dn, so))
            lines.append("Customer PO: %s" % po)
            lines.append("Deliver to: Plot %d, %s, %s" % (self.fplot(), self.site, self.village))
            lines.append("Date: %s   Vehicle: %s" % (dte, self.ch(["HIAB", "crane offload", "flatbed - tail lift", "moffett"])))
            if "name" in got:
                got["name"]["role"] = "the driver on the %s delivery" % supplier
                lines.append("Driver: %s" % got["name"]["v"])
            if "date" in got:
                got["date"]["ctx"] = "the balance of the order"
                lines.append("Balance to follow: %s (%s)" % (got["date"]["v"], self.ch(["back order", "awaiting stock", "2nd drop"])))
            lines.append("-" * 48)
            lines.append("QTY   CODE     DESCRIPTION")
            for c, d, u in prods:
                lines.append("%-5s %-8s %s" % ("%d%s" % (self.rint(1, 60), u if u in ("pk", "bag") else ""), c, d))
            lines.append("-" * 48)
            if "money" in got:
                got["money"]["ctx"] = "the delivery charge"
                lines.append("Delivery charge: %s" % got["money"]["v"])
            lines.append("Received in good condition: ____________ (print)")
            u = "%spic of the delivery note, typed it out cos the photo's blurry\n\n%s\n\n%s" % (self.bits(), "\n".join(lines), self.ch(
                ["does that look like the full order", "they've short delivered i reckon", "log it against the PO pls"]))
            a = "Logged. %s%s%s" % (
                "Delivery note %s against %s. " % (dn, po) if self.chance(0.5) else "",
                "Note the balance is to follow on %s. " % got["date"]["v"] if "date" in got and self.chance(0.6) else "",
                self.ch(["Count the pallets before the driver goes — once it's signed 'good condition' the merchant won't accept a shortage claim.",
                         "I can't tell if it's the full order without the original quote — paste that and I'll compare line by line.",
                         "If anything's short, write it on the note before you sign."]))
            return [("user", u), ("assistant", a)]
        # invoice
        who = self.ch(["sparks", "plumbs", "plast", "scaff"])
        comp = self.sub(who)
        inv = iv if it == "inv" else self.safe(lambda: "%s-%04d" % ("".join(w[0] for w in comp.replace("&", "").split()[:2]).upper(), self.rint(1000, 9999)))
        po = iv if it == "po" else self.fpo()
        if "money" in got:
            tot = got["money"]["amount"]
            got["money"]["ctx"] = "%s's invoice total" % comp
            tot_s = got["money"]["v"]
        else:
            tot = self.famt(600, 9000, 5)
            tot_s = self.safe(lambda: money_en(tot, True))
        net = round(tot / 1.2, 2)
        vat = round(tot - net, 2)
        lines.append("INVOICE   %s" % comp)
        lines.append("Invoice no: %s        Date: %s" % (inv, self.safe(lambda: "%02d/01/2027" % self.rint(5, 20))))
        lines.append("To: %s, %s site, %s" % (self.firm, self.site, self.village))
        lines.append("Your PO: %s" % po)
        lines.append("Re: %s" % {"sparks": self.ch(["Plot %d first fix electrics" % self.fplot(), "Plot %d second fix electrics" % self.fplot(), "Loft conversion - rewire"]),
                                 "plumbs": self.ch(["Plot %d first fix plumbing" % self.fplot(), "Plot %d heating and second fix" % self.fplot(), "Loft conversion - en suite"]),
                                 "plast": self.ch(["Plot %d boarding and skim" % self.fplot(), "Loft conversion - skim and boarding"]),
                                 "scaff": self.ch(["Scaffold hire plots 1-4 wk %d" % self.rint(2, 9), "Loft conversion - scaffold and tin hat"])}[who])
        lines.append("")
        lines.append(self.safe(lambda: "Labour            %s" % money_en(round(net * 0.7, 2), True)))
        lines.append(self.safe(lambda: "Materials         %s" % money_en(round(net - round(net * 0.7, 2), 2), True)))
        lines.append(self.safe(lambda: "Net               %s" % money_en(net, True)))
        lines.append(self.safe(lambda: "VAT @20%%          %s" % money_en(vat, True)))
        lines.append("TOTAL             %s" % tot_s)
        if "date" in got:
            got["date"]["ctx"] = "payment due on %s's invoice" % comp
            lines.append("Payment due by: %s" % got["date"]["v"])
        else:
            lines.append("Terms: 30 days")
        if "name" in got:
            got["name"]["role"] = "who signs %s's invoices" % comp
            lines.append("Queries to: %s, accounts" % got["name"]["v"])
        lines.append("Bank: %s" % self.safe(lambda: "sort 20-%02d-%02d acc %08d" % (self.rint(10, 99), self.rint(10, 99), self.rint(10000000, 99999999))))
        u = "%s%s sent this, pasting it in\n\n%s\n\n%s" % (self.bits(), comp, "\n".join(lines), self.ch(
            ["is the vat right", "does that tally with what we agreed", "can i approve this or not"]))
        a = self.ch(["The VAT works out — %s net plus 20%%. Whether the labour figure matches what you agreed I can't tell from here; check it against the PO before you approve." % money_en(net, True),
                     "Sums add up. Before approving, check the work on the 'Re:' line is actually finished — once it's paid you lose your leverage.",
                     "Arithmetic is fine. One thing: if they're CIS-registered the labour should really be shown separately for the deduction — it is here, so that's OK."])
        return [("user", u), ("assistant", a)]

    def zh_docpaste(self, got, kind_doc):
        j = self.ch(self.jobs)
        iv = got["id"]["v"] if "id" in got else None
        lines = []
        if kind_doc == "dn":
            shop = self.ch(["城北建材市场·鸿运瓷砖", "九堡家居·东鹏专卖", "三墩五金建材", "汽车北站木材市场"])
            od = iv if iv and got["id"]["type"] == "order" else self.safe(lambda: "DD2027%02d%06d" % (self.rint(1, 2), self.rint(100000, 999999)))
            lines.append("【送货单】%s" % shop)
            lines.append("订单号：%s" % od)
            if iv and got["id"]["type"] == "express":
                lines.append("物流单号：%s" % iv)
            lines.append("送货地址：%s" % j["addr"])
            lines.append("开单日期：%s" % self.safe(lambda: "2027-01-%02d" % self.rint(5, 20)))
            lines.append("品名　　　规格　　　数量")
            for p in self.rng.sample(["客厅地砖 800×800 15箱", "墙砖 300×600 22箱", "瓷砖胶 20kg 12包", "美缝剂 3支",
                                      "PPR水管 25mm 30根", "电线 2.5平方 6卷", "石膏板 9.5mm 18张", "防水涂料 20kg 4桶"], self.rint(3, 5)):
                lines.append(p)
            if "money" in got:
                got["money"]["ctx"] = "这张送货单的合计"
                lines.append("合计：%s（已付定金另计）" % got["money"]["v"])
            else:
                lines.append("合计：%s" % self.fmoney(800, 9000, 10))
            if "date" in got:
                got["date"]["ctx"] = "缺货部分补送"
                lines.append("备注：缺货部分%s补送" % got["date"]["v"])
            if "name" in got:
                got["name"]["role"] = "%s的送货司机" % shop
                lines.append("送货人：%s  电话：%s" % (got["name"]["v"], self.fphone()))
            lines.append("收货人签字：________")
            u = "%s送货单拍照太糊了，我打出来了：\n\n%s\n\n%s" % (self.bits(), "\n".join(lines), self.ch(["帮我看看数量对不对", "记一下", "少没少货？"]))
            a = "记下了。%s%s" % ("缺货那部分%s补送，到时候提醒你。" % got["date"]["v"] if "date" in got and self.chance(0.6) else "",
                              self.ch(["签字前当着司机的面点一下箱数，签了“货物完好”再说少货就难了。", "有没有少货得对着订单看，你把订单截图发我我帮你对。"]))
            return [("user", u), ("assistant", a)]
        zx = iv if iv and got["id"]["type"] == "zx" else self.safe(lambda: "ZX-%04d" % self.rint(1000, 9999))
        lines.append("增项确认单　No. %s" % zx)
        lines.append("项目：%s（%s）" % (j["addr"], j["owner"]))
        lines.append("增项内容：%s" % self.ch(["卫生间地面加做一遍防水", "阳台加装洗衣机龙头和地漏", "客厅加两路网线", "厨房墙砖改为通铺", "主卧加装一组插座"]))
        if "money" in got:
            got["money"]["ctx"] = "增项单%s的金额" % zx
            lines.append("金额：%s" % got["money"]["v"])
        else:
            lines.append("金额：%s" % self.fmoney(300, 6000, 50))
        if "date" in got:
            got["date"]["ctx"] = "这个增项完工"
            lines.append("预计完工：%s" % got["date"]["v"])
        if "name" in got:
            got["name"]["role"] = "开增项单的设计师"
            lines.append("经办：%s" % got["name"]["v"])
        lines.append("业主签字：________　　日期：________")
        u = "%s增项单是这样写的，你看看有没有问题：\n\n%s" % (self.bits(), "\n".join(lines))
        a = self.ch(["格式没问题。最关键的是业主签字那一栏，没签之前别开工。", "写得挺清楚。建议再加一句“增项款随下一期工程款一并支付”，免得到时候扯皮。"])
        return [("user", u), ("assistant", a)]

    # -- photo described in words --
    def ep_photo(self, f):
        k, v = f["kind"], f["v"]
        if self.zh:
            if k == "name":
                f["role"] = self.ch(["物业新来的主管", "燃气公司的师傅", "来验收的质检员"])
                d = "[图片] 名片：%s，%s，电话%s" % (v, f["role"], self.fphone())
            elif k == "id":
                d = "[图片] %s的单子，上面写着%s" % (f["desc"], v)
            elif k == "version":
                d = "[图片] %s后面的贴纸，版本%s" % (f["label"].replace("的固件", ""), v)
            else:
                f["ctx"] = "建材市场的小票"  # small amounts only
                d = "[图片] 建材市场的小票，合计%s" % v
            u = "%s%s\n%s" % (self.bits(), d, self.ch(["帮我记一下", "存一下，回头要用", "这个拍下来了，记着"]))
            a = self.ch([self.ack(), self.restate(f) if k != "name" else "记下了，%s是%s。" % (v, f["role"])])
            return [("user", u), ("assistant", a)]
        if k == "name":
            f["role"] = self.ch(["Building Control Surveyor, %s" % self.sub("bc"), "Site Safety Advisor", "Contracts Manager, %s" % self.sub("scaff")])
            d = "pic of the business card he left - %s, %s, mob %s" % (v, f["role"], self.fphone())
        elif k == "id":
            d = "pic of the %s, it says %s on it" % (self.ch(["label on the pack", "ticket", "paperwork in the cab"]), v) + " (%s)" % f["desc"]
        elif k == "version":
            d = "pic of the sticker on the back of the box - %s fw %s" % (f["label"].replace("the ", "").replace(" firmware", ""), v)
        else:
            f["ctx"] = "the merchant receipt"
            d = "pic of the receipt from the merchant, total %s for the fixings" % v
        u = "%s%s\n%s" % (self.bits(), d, self.ch(["save that", "keep that somewhere", "for the file"]))
        a = self.ch([self.ack(), self.restate(f) if k != "name" else "Saved: %s — %s." % (v, f["role"])])
        return [("user", u), ("assistant", a)]

    # -- job app lookup --
    def ep_lookup(self, f):
        got = {f["kind"]: f}
        idp = (lambda g: g["type"] in ("contract", "zx", "ys", "permit")) if self.zh else (lambda g: g["type"] in ("po", "job", "snag", "hire"))
        for k2, p in (("id", 0.55), ("money", 0.5), ("date", 0.5), ("name", 0.3)):
            if k2 not in got and self.chance(p):
                g = self.take(k2, idp if k2 == "id" else None)
                if g:
                    got[k2] = g
        if self.zh:
            return self.zh_lookup(got)
        plot = self.fplot()
        task, who = self.ch([("first fix electrics", "sparks"), ("second fix plumbing", "plumbs"), ("boarding and skim", "plast"),
                             ("scaffold hire", "scaff"), ("truss lift", "crane"), ("loft steels and dormer", "crane")])
        it = got["id"]["type"] if "id" in got else None
        jref = got["id"]["v"] if it == "job" else self.safe(lambda: "%s-P%d-%03d" % (self.sc, plot, self.rint(1, 999)))
        po = got["id"]["v"] if it == "po" else self.fpo()
        contact = got["name"]["v"] if "name" in got else self.fname()
        if "name" in got:
            got["name"]["role"] = "the contact on the %s job" % task
        amt = got["money"]["amount"] if "money" in got else self.famt(800, 14000, 5)
        booked = "2027-%02d-%02d" % (got["date"]["m"], got["date"]["d"]) if "date" in got else self.fiso()
        js = {"job_ref": jref, "site": "%s, %s" % (self.site, self.village), "plot": plot if "loft" not in task else None,
              "task": task, "status": self.ch(["booked", "in progress", "awaiting invoice", "on hold"]),
              "subcontractor": {"company": self.sub(who), "contact": contact, "mobile": self.fphone()},
              "po_number": po, "po_value": float(amt),
              "invoiced_to_date": float(self.famt(0, int(amt) // 2 + 5, 5)),
              "booked_date": booked,
              "attachments": self.rint(0, 6),
              "notes": self.ch(["", "Needs access via plot 4 - lane closed", "Confirm with SM before start",
                                "Client chasing", "Waiting on BC sign-off", "Price agreed verbal - get it in writing"])}
        if it == "snag":
            js["snag_list"] = got["id"]["v"]
            got["id"]["desc"] = "snag list ref"
        if it == "hire":
            js["hire_contract"] = got["id"]["v"]
        if "loft" in task:
            js["site"] = "%s (loft conversion, %s)" % (self.loft, self.client)
        by_ref = it in ("po", "job") and self.chance(0.5)
        u = self.ch(["can u pull up %s in the app" % got["id"]["v"] if by_ref else "can u look up the %s job on plot %d in the app" % (task, plot),
                     "what does SiteBook say for %s" % (got["id"]["v"] if by_ref else "the %s on plot %d" % (task, plot))])
        args = {"ref": got["id"]["v"]} if by_ref else {"site": self.sc, "plot": plot, "query": task}
        items = [("user", self.bits() + u + self.ch(["", " - they're asking for money again", " need it for the site meeting", " cant find it on the phone"])),
                 ("tool", "job_lookup", (args, js))]
        lines = ["**%s** — %s, %s" % (jref, task, js["status"])]
        lines.append("- Sub: %s (%s)" % (self.sub(who), contact if "name" in got and self.chance(0.6) else "contact on file"))
        lines.append("- %s, value %s" % (po, got["money"]["v"] if "money" in got else money_en(amt)))
        if "money" in got:
            got["money"]["ctx"] = "the PO value for the %s" % task
        if "date" in got:
            got["date"]["ctx"] = "the booked date for the %s" % task
            lines.append("- Booked for %s" % got["date"]["v"])
        else:
            lines.append("- Booked for %s" % booked)
        if js["notes"]:
            lines.append("- Note: \"%s\"" % js["notes"])
        lines.append("")
        lines.append(self.ch(["Invoiced so far is under half the PO, so there's room if they're asking for an interim.",
                              "Want me to draft a reply to them?", "Nothing odd on it."]))
        items.append(("assistant", "\n".join(lines)))
        return items

    def zh_lookup(self, got):
        j = got["id"]["job"] if "id" in got else self.ch(self.jobs)
        it = got["id"]["type"] if "id" in got else None
        task, who = self.ch([("水电改造", "水电"), ("卫生间防水", "防水"), ("贴砖", "泥瓦"), ("墙面乳胶漆", "油漆"), ("吊顶", "木工")])
        contract = got["id"]["v"] if it == "contract" else self.safe(lambda: "HZ-%s-2027%03d" % (j["code"], self.rint(1, 999)))
        leader = got["name"]["v"] if "name" in got else self.fname()
        if "name" in got:
            got["name"]["role"] = "%s%s的工长" % (j["short"], task)
        amt = got["money"]["amount"] if "money" in got else self.famt(2000, 60000, 100)
        day = "2027-%02d-%02d" % (got["date"]["m"], got["date"]["d"]) if "date" in got else self.fiso()
        js = {"项目": j["addr"], "业主": j["owner"], "合同号": contract, "工序": task, "工长": leader,
              "班组": "%s班组（%s）" % (who, self.workers.get(who, "外包")), "状态": self.ch(["施工中", "待验收", "已完工", "暂停"]),
              "计划日期": day, "合同金额": amt, "已付": self.famt(0, amt // 2 + 100, 100),
              "备注": self.ch(["", "业主要求中午不施工", "等物业审批", "材料未到"])}
        if it == "zx":
            js["增项单"] = [{"单号": got["id"]["v"], "内容": self.ch(["加做防水", "加插座", "改门洞"]), "状态": "待签字"}]
        if it == "ys":
            js["验收记录"] = {"单号": got["id"]["v"], "结果": self.ch(["通过", "整改后通过"])}
        if it == "permit":
            js["装修许可证"] = got["id"]["v"]
        u = self.ch(["%s在装修管家里查一下%s的%s" % (self.bits(), j["short"], task), "%s帮我看下%s那个%s的单子" % (self.bits(), j["short"], task)])
        items = [("user", u), ("tool", "job_lookup", ({"project": j["addr"], "query": task}, js))]
        lines = ["**%s %s**（%s）" % (j["short"], task, js["状态"])]
        if "id" in got and self.chance(0.5):
            lines.append("- %s：%s" % (got["id"]["desc"], got["id"]["v"]))
        lines.append("- 工长：%s" % (leader if "name" in got and self.chance(0.6) else "见系统"))
        if "money" in got:
            got["money"]["ctx"] = "%s%s的合同金额" % (j["short"], task)
            lines.append("- 合同金额：%s" % got["money"]["v"])
        if "date" in got:
            got["date"]["ctx"] = "%s%s的计划日期" % (j["short"], task)
            lines.append("- 计划：%s" % got["date"]["v"])
        if js["备注"]:
            lines.append("- 备注：%s" % js["备注"])
        lines.append("\n" + self.ch(["已付不到一半，后面付款节点要盯紧。", "要不要我帮你给业主发个进度说明？", "没什么异常。"]))
        items.append(("assistant", "\n".join(lines)))
        return items

    # -- pasted email search --
    def ep_email(self, f):
        k = f["kind"]
        allowed = {"bc": ["name", "id", "date"], "crane": ["name", "id", "money", "date"], "merch": ["id", "money", "date"],
                   "client": ["name", "money", "date"], "cam": ["name", "port", "version"]}
        if k in ("port", "version"):
            st = "cam"
        elif k == "money" and not self.zh:
            st = {0: "merch", 1: self.ch(["crane", "merch", "client"]), 2: self.ch(["merch", "client"])}[f["size"]]
        elif k == "id":
            st = {"bc": "bc", "lift": "crane", "hire": "crane", "order": "merch", "dn": "merch", "po": "merch",
                  "contract": "client", "permit": "bc", "zx": "client", "ys": "bc", "express": "merch"}.get(f["type"], "merch")
            if st == "client":
                allowed["client"] = ["name", "id", "money", "date"]
        else:
            st = self.ch([s for s, ks in allowed.items() if k in ks])
        got = {k: f}
        for k2 in allowed[st]:
            if k2 in got or len(got) >= 3 or not self.chance(0.35):
                continue
            if k2 == "money" and not self.zh:
                g = self.take("money", lambda g: g["size"] == 1 if st == "crane" else g["size"] >= 1 if st == "client" else True)
            elif k2 == "id":
                ok_t = {"bc": ("bc", "permit", "ys"), "crane": ("lift", "hire"), "merch": ("order", "dn", "po", "express"), "client": ("contract", "zx")}[st]
                g = self.take("id", lambda g: g["type"] in ok_t)
            elif k2 == "version":
                g = self.take("version", lambda g: g["key"] != "app")
            else:
                g = self.take(k2)
            if g:
                got[k2] = g
        if self.zh:
            return self.zh_email(got, st)
        sender = got["name"]["v"] if "name" in got else self.fname()
        first = sender.split()[0]
        iv = got["id"]["v"] if "id" in got else None
        mv = got["money"]["v"] if "money" in got else None
        dv = got["date"]["v"] if "date" in got else None
        body = []
        if st == "bc":
            comp, dom, role = self.sub("bc"), self.subdom("bc"), "Building Control Surveyor"
            subj = "RE: %s - inspection request" % (iv or ("Plots 1-4 %s" % self.site))
            body.append("Thanks for your call.")
            body.append("I can attend site on %s for the %s." % (dv, self.ch(["foundation inspection on plot 4", "slab reinforcement on plot 3", "loft steels", "drainage on plots 3 and 4"])) if dv else
                        "I'll need 48 hours' notice for the next inspection as usual.")
            if iv:
                body.append("Please quote %s when booking." % iv)
            body.append("Please make sure the excavations are clear of water and there is safe access.")
            q = "Hi, can someone come out next week for plot 4? Ta"
            if "date" in got:
                got["date"]["ctx"] = "the building control inspection"
        elif st == "crane":
            comp, dom, role = self.sub("crane"), self.subdom("crane"), self.ch(["Lift Coordinator", "Appointed Person", "Hire Desk"])
            subj = "RE: Truss lift %s - %s" % (self.site, iv or "confirmation")
            body.append("Further to our conversation, please see below.")
            if dv:
                got["date"]["ctx"] = "the crane lift"
                body.append("We can confirm the 60t mobile for %s, on site for 8am set-up." % dv)
            if mv:
                got["money"]["ctx"] = "the crane hire for the day"
                body.append("The day rate including operator and slinger/signaller is %s plus VAT." % mv)
            if iv:
                body.append("Your %s is %s - please have the signed copy on site." % ("lift plan reference" if got["id"]["type"] == "lift" else "hire contract", iv))
            body.append("Please note we reserve the right to stand down the lift if wind speeds exceed the manufacturer's limits; standing time is chargeable.")
            q = "Can you confirm the lift for the trusses and what you need from us? Cheers"
        elif st == "merch":
            comp, dom, role = self.sub("merch"), self.subdom("merch"), self.ch(["Branch Manager", "Sales Counter", "Trade Account Manager"])
            subj = "Your order %s" % (iv or self.safe(lambda: "SO-%07d" % self.rint(1000000, 9999999)))
            body.append("Thank you for your order.")
            if dv:
                got["date"]["ctx"] = "the next delivery from %s" % comp
                body.append("Unfortunately the %s are on back order; we expect to deliver on %s." % (self.ch(["lintels", "cavity trays", "PIR boards", "roof tiles"]), dv))
            if mv:
                got["money"]["ctx"] = "the balance on the trade account"
                body.append("Your trade account balance is currently %s and is now overdue." % mv)
            if iv and got["id"]["type"] == "po":
                body.append("We have the order logged against your PO %s." % iv)
            body.append("Please call the branch if you need anything else.")
            q = "Where are the lintels??"
        elif st == "client":
            comp, dom, role = "", self.ch(["gmail.com", "btinternet.com", "outlook.com"]), ""
            subj = "Re: Stage payment - %s" % self.loft
            body.append(self.ch(["Sorry for the delay getting back to you.", "Apologies, it's been a hectic couple of weeks."]))
            if mv:
                got["money"]["ctx"] = "the stage payment the %ss owe" % self.client
                body.append("We will transfer %s as soon as the mortgage release comes through." % mv)
            if dv:
                got["date"]["ctx"] = "when the %ss say they'll pay" % self.client
                body.append("Our broker has said the funds should be with us by %s at the latest." % dv)
            if not mv and not dv:
                body.append("We are waiting on the bank and will pay as soon as we can.")
            body.append("We are really pleased with the work so far, the dormer looks fantastic.")
            q = "Just a reminder the stage 3 payment is now two weeks overdue. Could you let me know when to expect it?"
        else:
            comp, dom, role = "PiSite Support", "pisite.io", "Support Engineer"
            subj = "[Ticket #%s] %s" % (self.fnum(10000, 99999), self.ch(["Stream drops at night", "Noise logger not reporting", "Timelapse gaps"]))
            body.append("Thanks for the logs.")
            if "version" in got:
                body.append("This was fixed in %s %s, please update when convenient." % (got["version"]["short"], got["version"]["v"]))
            if "port" in got:
                body.append("Note that after the update %s runs on port %s, so you'll need to change the forward on the router." % (got["port"]["ctx"], got["port"]["v"]))
            if len(body) == 1:
                body.append("We're still looking into it and will update the ticket.")
            q = "The stream keeps dropping after 10pm, logs attached."
        if not comp:
            sender_line = "%s %s" % (first, self.client)
            addr = "%s.%s@%s" % (first.lower(), self.client.lower(), dom)
            if "name" in got:
                got["name"]["role"] = "who emails for the loft client"
                sender_line = got["name"]["v"]
            sig = "\n".join(["Thanks,", sender_line])
        else:
            addr = "%s@%s" % (re.sub(r"[^a-z]", "", first.lower()), dom)
            sender_line = sender
            if "name" in got:
                got["name"]["role"] = "%s at %s" % (role, comp)
            sig = "\n".join(["Kind regards,", sender, role, comp, self.fphone()])
        quoted = "\n".join("> " + l for l in ("On %s, %s wrote:" % (self.mailhdr_date(2, 8), self.me), q))
        mdate = self.mailhdr_date(8, 20)
        mail = "From: %s <%s>\nTo: %s <%s>\nDate: %s\nSubject: %s\n\n%s\n\n%s\n\n%s" % (
            sender_line, addr, self.me, self.email, mdate, subj, "Hi %s,\n\n" % self.me + "\n\n".join(body), sig, quoted)
        out = "1 result\n\n" + mail
        qterm = {"bc": "building control", "crane": self.sub("crane"), "merch": self.sub("merch"), "client": self.client, "cam": "PiSite"}[st]
        u = self.ch(["%scan u find the email from %s" % (self.bits(), qterm), "%sdid %s get back to me? check my email" % (self.bits(), qterm),
                     "%swhat did %s say in the last email" % (self.bits(), qterm)])
        items = [("user", u), ("tool", "email_search", ({"query": qterm, "limit": 1}, out))]
        summ = []
        for kk in ("date", "money", "id", "version", "port"):
            if kk in got and self.chance(0.55):
                g = got[kk]
                summ.append({"date": "date: %s" % g.get("v"), "money": "amount: %s" % g.get("v"), "id": "ref %s" % g.get("v"),
                             "version": "fix is in %s" % g.get("v"), "port": "new port %s" % g.get("v")}[kk])
        a = "Yes — %s replied (%s). %s%s" % (sender_line.split()[0], mdate[:16],
                                             ("Key bits: " + "; ".join(summ) + ". ") if summ else "",
                                             self.ch(["Want me to draft a reply?", "Nothing else needs a response.", "Shall I put it in the diary?"]))
        items.append(("assistant", a))
        return items

    def zh_email(self, got, st):
        sender = got["name"]["v"] if "name" in got else self.fname()
        iv = got["id"]["v"] if "id" in got else None
        mv = got["money"]["v"] if "money" in got else None
        dv = got["date"]["v"] if "date" in got else None
        j = got["id"]["job"] if "id" in got else self.ch(self.jobs)
        body = []
        if st == "bc":
            comp, role = "%s物业服务中心" % j["short"], "物业主管"
            subj = "回复：%s装修备案" % j["addr"]
            body.append("您好，%s的装修备案材料已收到。" % j["addr"])
            if iv:
                body.append("装修许可证号：%s，请张贴在入户门上。" % iv if got["id"]["type"] == "permit" else "验收单号：%s，请妥善保存。" % iv)
            if dv:
                got["date"]["ctx"] = "物业来检查"
                body.append("我们将于%s上门检查防水和管线。" % dv)
            body.append("施工时间为工作日8:00-12:00、14:00-18:00，周末及节假日禁止有噪音的作业。")
            q = "你好，麻烦问下装修许可证什么时候能办好？"
        elif st == "crane":
            comp, role = self.ch(["杭州顺捷搬运", "城西吊装服务部"]), "调度"
            subj = "回复：%s窗户吊装" % j["addr"]
            body.append("您好，吊装安排如下。")
            if dv:
                got["date"]["ctx"] = "窗户吊装"
                body.append("吊车定在%s上午到场。" % dv)
            if mv:
                got["money"]["ctx"] = "吊装费"
                body.append("吊装费用%s，含两名工人。" % mv)
            if iv:
                body.append("单号%s。" % iv)
            body.append("风力超过五级不能作业，费用另计。")
            q = "窗户太大电梯上不去，能不能吊上去？"
        elif st == "merch":
            comp, role = self.ch(["鸿运瓷砖", "东鹏九堡店", "欧派定制橱柜"]), "销售"
            subj = "订单确认 %s" % (iv or self.safe(lambda: "DD2027%02d%06d" % (self.rint(1, 2), self.rint(100000, 999999))))
            body.append("您好，您的订单已确认。")
            if iv and got["id"]["type"] in ("express",):
                body.append("已发货，物流单号%s。" % iv)
            if dv:
                got["date"]["ctx"] = "%s送货" % comp
                body.append("因厂家缺货，预计%s送到工地。" % dv)
            if mv:
                got["money"]["ctx"] = "%s的订单余款" % comp
                body.append("订单余款%s，请在送货前付清。" % mv)
            body.append("如有问题请联系门店。")
            q = "货什么时候能到？工地等着用"
        elif st == "client":
            comp, role = "", "业主"
            subj = "关于尾款"
            body.append("%s你好，不好意思这么晚回复。" % self.mecall)
            if mv:
                got["money"]["ctx"] = "%s业主欠的款" % self.latejob["short"]
                body.append("剩下的%s我们这边等公积金贷款下来就转。" % mv)
            if dv:
                got["date"]["ctx"] = "%s业主说的付款时间" % self.latejob["short"]
                body.append("银行说最晚%s放款。" % dv)
            if iv:
                body.append("合同上写的编号是%s，我们对过了。" % iv)
            if not mv and not dv:
                body.append("钱在走流程，请再等几天。")
            body.append("整体做得我们很满意，辛苦各位师傅了。")
            q = "您好，第三期款已经逾期两周了，麻烦确认一下付款时间。"
        else:
            comp, role = "PiSite技术支持", "工程师"
            subj = "[工单 #%s] 夜间断流" % self.fnum(10000, 99999)
            body.append("您好，日志已收到。")
            if "version" in got:
                body.append("该问题在%s %s中已修复，请方便时升级。" % (got["version"]["label"], got["version"]["v"]))
            if "port" in got:
                body.append("升级后%s改用%s端口，路由器上的转发需要相应修改。" % (got["port"]["ctx"], got["port"]["v"]))
            if len(body) == 1:
                body.append("我们还在排查，有进展会更新工单。")
            q = "晚上十点以后画面就断了，日志附上。"
        if "name" in got:
            got["name"]["role"] = "%s%s" % (comp or j["short"], role)
        mdate = self.mailhdr_date(8, 20)
        sig = "\n".join(x for x in ["此致", sender, role if comp else "", comp, self.fphone() if comp else ""] if x)
        mail = "发件人：%s <%s>\n收件人：%s <%s>\n时间：%s\n主题：%s\n\n%s\n\n%s\n\n> 在 %s，%s 写道：\n> %s" % (
            sender, ("service@%s" % {"bc": "wuye-%s.cn" % j["code"].lower(), "cam": "pisite.io", "merch": "shop-%d.cn" % self.rint(10, 99), "crane": "shunjie-bj.cn"}.get(st, "mail.cn")) if comp else "%d@qq.com" % self.rint(10 ** 8, 10 ** 9),
            self.me, self.email, mdate, subj, "\n".join(body), sig, self.mailhdr_date(2, 8), self.me, q)
        qterm = {"bc": "物业", "crane": "吊装", "merch": comp, "client": "尾款", "cam": "PiSite"}[st]
        u = self.ch(["%s邮箱里搜一下%s的邮件" % (self.bits(), qterm), "%s%s回邮件了没有？" % (self.bits(), qterm)])
        items = [("user", u), ("tool", "email_search", ({"query": qterm, "limit": 1}, "共1封\n\n" + mail))]
        summ = []
        for kk in ("date", "money", "id", "version", "port"):
            if kk in got and self.chance(0.55):
                summ.append(got[kk]["v"])
        a = "回了，%s发的（%s）。%s%s" % (sender, mdate, ("要点：" + "，".join(summ) + "。") if summ else "",
                                      self.ch(["要不要我帮你回一封？", "不需要回复。", "要记到日历上吗？"]))
        items.append(("assistant", a))
        return items

    # -- corrections: only the final value is the needle --
    def wrong(self, f):
        k = f["kind"]
        for _ in range(50):
            if k == "date":
                d2 = f["d"] + self.ch([-2, -1, 1, 2, 10])
                if not 1 <= d2 <= 28:
                    continue
                if self.zh:
                    w = f["v"].replace("%d月%d" % (f["m"], f["d"]), "%d月%d" % (f["m"], d2))
                else:
                    w = f["v"].replace(ordinal(f["d"]), ordinal(d2)) if f["fm"] != "plain" else "%d %s" % (d2, MONTHS[f["m"] - 1])
            elif k == "money":
                a = f["amount"]
                if self.zh:
                    s = str(a)
                    i = self.rint(0, len(s) - 2)
                    s2 = s[:i] + s[i + 1] + s[i] + s[i + 2:]
                    if s2.startswith("0"):
                        continue
                    w = f["v"].replace(str(a), s2) if f["style"] != "yen" else "¥{:,}".format(int(s2))
                else:
                    w = money_en(a + self.ch([100, -100, 50, 1000, 10]), f["pence"])
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
                m = re.match(r"(V?)(\d+)\.(\d+)\.(\d+)$", f["v"])
                pre, a, b, c = m.group(1), m.group(2), int(m.group(3)), int(m.group(4))
                w = "%s%s.%s.%d" % (pre, a, m.group(3), c + 1) if self.chance(0.5) else "%s%s.%0*d.%d" % (pre, a, len(m.group(3)), max(0, b - 1), c)
            if w != f["v"] and self.ok(w) and not any(w in n or n in w for n in self.needles):
                return w
        return None

    def corr_ctx(self, f):
        k = f["kind"]
        if k == "date":
            f["ctx"] = self.date_ctx(f)
        elif k == "money":
            f["ctx"] = self.money_ctx(f)
        elif k == "id":
            f["ctx"] = f["desc"]
        elif k == "port":
            f["ctx"] = self.L("the port for %s", "%s的端口") % f["ctx"]
        else:
            f["ctx"] = f["label"]
        return f["ctx"]

    def ep_correction(self, f):
        w = self.wrong(f)
        if w is None:
            return self.ep_burst(f)
        v = f["v"]
        ctx = self.corr_ctx(f)
        if self.zh:
            if self.chance(0.5):
                u = self.ch(["%s%s是%s——不对不对，是%s，看错行了" % (self.bits(), ctx, w, v),
                             "%s%s：%s。哦不是，%s！语音识别错了" % (self.bits(), ctx, w, v)])
                return [("user", u), ("assistant", self.ch(["好，按后面那个%s记。" % v, "收到，记的是更正后的。"]))]
            return [("user", "%s%s是%s，记一下" % (self.bits(), ctx, w)), ("assistant", "好的，%s：%s。" % (ctx, w)),
                    ("user", self.ch(["更正！！是%s不是%s" % (v, w), "刚看了单子，是%s" % v, "搞错了，%s才对" % v])),
                    ("assistant", self.ch(["已改成%s。" % v, "好，改过来了。"]))]
        if self.chance(0.5):
            u = self.ch(["%s%s is %s - no sorry %s, reading off the wrong sheet" % (self.bits(), ctx, w, v),
                         "%s%s: %s. wait no. %s!! fat fingers" % (self.bits(), ctx, w, v),
                         "%s%s is %s no hang on thats the old one, its %s" % (self.bits(), ctx, w, v)])
            return [("user", u), ("assistant", self.ch(["No worries — noted the corrected one.", "Got it, the second one. 👍", "Noted (%s)." % v]))]
        u1 = "%s%s is %s. %s" % (self.bits(), ctx, w, self.ch(["note that", "stick it in the diary", "remind me nearer the time"]))
        a1 = self.ch(["Noted — %s is %s." % (ctx, w), "Got it, %s for %s." % (w, ctx)])
        u2 = self.ch(["correction!! its %s not %s" % (v, w), "sorry just looked at the paperwork - %s not %s" % (v, w), "scratch that, %s. misread it" % v])
        a2 = self.ch(["Fixed — %s it is." % v, "Updated.", "No problem, changed it."])
        return [("user", u1), ("assistant", a1), ("user", u2), ("assistant", a2)]

    # -- texts and emails the assistant drafts --
    def ep_draft(self, f):
        k, v = f["kind"], f["v"]
        if self.zh:
            if k == "money":
                f["ctx"] = "%s欠的尾款" % self.latejob["short"]
                u = "%s帮我给%s写条微信催一下尾款，%s，客气点但要说清楚" % (self.bits(), self.latejob["owner"], v)
                a = "可以这样发：\n\n> %s您好！%s的工程已经按合同节点完成，目前尾款%s还没有收到。麻烦您这周安排一下，有任何问题随时联系我。谢谢！——%s" % (
                    self.latejob["owner"], self.latejob["short"], v, self.me)
            else:
                f["ctx"] = self.date_ctx(f)
                u = "%s在师傅群里发个通知，%s定在%s，让大家提前安排" % (self.bits(), f["ctx"], v)
                a = "通知草稿：\n\n> 各位师傅：%s定在%s，请提前安排好手上的活，有冲突的今天之内告诉我。谢谢！" % (f["ctx"], v)
            items = [("user", u), ("assistant", a)]
            if self.chance(0.4):
                items += [("user", self.ch(["发了", "可以，就这样", "再短一点算了就这样发"])), ("assistant", self.ch(["👌", "好的。"]))]
            return items
        if k == "money":
            f["ctx"] = "the overdue stage payment on the loft"
            u = "%sdraft me a text to the %ss chasing the stage money, %s. firm but not rude, they still have to live with us for 6 wks lol" % (self.bits(), self.client, v)
            a = "Here you go:\n\n> Hi both, hope you're well. Just a reminder that the stage payment of %s for the loft is now overdue. Could you let me know today when it'll be paid? If it's not through by Friday I'll have to pause work until it clears. Thanks, %s (%s)" % (v, self.me, self.firm)
        else:
            f["ctx"] = self.date_ctx(f)
            u = "%stext the subbies group: %s is %s, they need to plan round it" % (self.bits(), f["ctx"], v)
            a = "Draft:\n\n> Morning all — heads up, %s is %s. Please plan round it and let me know today if it clashes with anything. Cheers, %s" % (f["ctx"], v, self.me)
        items = [("user", u), ("assistant", a)]
        if self.chance(0.4):
            items += [("user", self.ch(["sent", "perfect", "bit softer. actually no send it as is"])), ("assistant", self.ch(["👍", "Done."]))]
        return items

    # -- brain dump lists --
    def todo_bullet(self, g):
        k, v = g["kind"], g.get("v")
        if self.zh:
            if k == "name":
                g["role"] = self.role(g)
                return "回电话给%s（%s）" % (v, g["role"])
            if k == "id":
                return "催一下%s——%s" % (g["desc"], v)
            if k == "money":
                g["ctx"] = self.money_ctx(g)
                return "%s：%s，跟合同对一下" % (g["ctx"], v)
            if k == "date":
                g["ctx"] = self.date_ctx(g)
                return "%s = %s！！" % (g["ctx"], v)
            return "记住：只有%s才能%s" % (g["cond"], g["action"])
        if k == "name":
            g["role"] = self.role(g)
            return "ring %s back (%s)" % (v, g["role"])
        if k == "id":
            return "chase the %s - %s" % (g["desc"], v)
        if k == "money":
            g["ctx"] = self.money_ctx(g)
            return "%s %s - check vs the quote" % (g["ctx"], v)
        if k == "date":
            g["ctx"] = self.date_ctx(g)
            return "%s = %s!!" % (g["ctx"], v)
        if g["neg"]:
            return "NOBODY to %s %s" % (g["action"], g["cond"])
        return "we %s %s" % (g["action"], g["cond"])

    def ep_todo(self, f):
        got = [f]
        for _ in range(self.ch([1, 1, 2])):
            g = self.take(self.ch(["name", "id", "money", "date", "constraint"]))
            if g:
                got.append(g)
        bullets = [self.todo_bullet(g) for g in got]
        if self.zh:
            fill = ["买两卷美纹纸", "跟物业续一下出入证", "给小冯结上周的工钱", "看一下翠苑那边的瓷砖样板", "给公司报下周的材料计划",
                    "把垃圾袋拿到楼下", "问下楼下阿姨家吊顶", "充电钻电池坏了要换"]
            bullets += self.rng.sample(fill, self.rint(2, 4))
            self.rng.shuffle(bullets)
            u = self.ch(["今天要做的事：", "明天的事先列一下，免得忘：", "脑子要炸了，列个单子："]) + "\n\n" + "\n".join("%d. %s" % (i + 1, b) for i, b in enumerate(bullets))
            a = self.ch(["都记下了。建议先打电话的那几件，趁大家还在上班。", "收到。要不要我整理成明天早上的提醒？"])
            return [("user", u), ("assistant", a)]
        fill = ["order more 110v leads", "fire extinguisher checks", "timesheets to the office", "clean the cabin ffs",
                "ring the skip firm", "buy milk for the cabin", "toolbox talk on ladders", "chase the kitchen drawings for plot 2",
                "get the first aid kit restocked", "van MOT"]
        bullets += self.rng.sample(fill, self.rint(2, 4))
        self.rng.shuffle(bullets)
        u = self.ch(["list for tmrw so i dont forget:", "brain dump:", "jobs:", "todo b4 friday"]) + "\n\n" + "\n".join("- " + b for b in bullets)
        a = self.ch(["Got it all. I'd do the phone calls first thing while people are at their desks.",
                     "Saved. Want me to turn it into a checklist for the morning?", "All noted."])
        return [("user", u), ("assistant", a)]

    # -- the Pi box --
    def ep_port_error(self, f):
        p, key = f["v"], f["key"]
        ip, host = self.pi_ip, self.pi_host
        cmds = {
            "rtsp": ("ffprobe -v error rtsp://%s:%s/gate" % (ip, p), "rtsp://%s:%s/gate: Connection refused" % (ip, p)),
            "mqtt": ("mosquitto_pub -h %s -p %s -t test -m ping" % (ip, p), "Error: Connection refused"),
            "nodered": ("curl -sI http://%s:%s/ui" % (ip, p), "curl: (7) Failed to connect to %s port %s after 3 ms: Couldn't connect to server" % (ip, p)),
            "timelapse": ("curl -s http://%s.local:%s/latest.jpg -o /tmp/latest.jpg" % (host, p), "curl: (7) Failed to connect to %s.local port %s after 2 ms: Connection refused" % (host, p)),
            "ssh": ("ssh -p %s pi@site-router.dyn.example.net uptime" % p, "ssh: connect to host site-router.dyn.example.net port %s: Connection timed out" % p),
            "noise": ("curl -s http://%s:%s/api/v1/noise/latest" % (ip, p), "curl: (7) Failed to connect to %s port %s after 1 ms: Connection refused" % (ip, p)),
            "dust": ("curl -s http://%s:%s/" % (ip, p), "curl: (56) Recv failure: Connection reset by peer"),
            "grafana": ("curl -sI http://%s:%s/login" % (ip, p), "curl: (28) Failed to connect to %s port %s after 10002 ms: Timeout was reached" % (ip, p)),
            "router": ("curl -skI https://192.168.8.1:%s/" % p, "curl: (7) Failed to connect to 192.168.8.1 port %s after 4 ms: Couldn't connect to server" % p),
            "anemo": ("nc -zv %s %s" % (ip, p), "nc: connect to %s port %s (tcp) failed: Connection refused" % (ip, p)),
            "tilt": ("curl -s http://%s:%s/api/tilt" % (ip, p), "curl: (7) Failed to connect to %s port %s after 0 ms: Connection refused" % (ip, p)),
            "snap": ("curl -s -X POST http://%s:%s/api/v1/snapshot" % (ip, p), "curl: (7) Failed to connect to %s port %s after 2 ms: Connection refused" % (ip, p)),
            "water": ("curl -s http://%s:%s/api/leak" % (ip, p), "curl: (7) Failed to connect to %s port %s after 1 ms: Connection refused" % (ip, p)),
        }
        cmd, out = cmds[key]
        if key in ("mqtt", "dust") and self.chance(0.6):
            out = out + "\n(target %s:%s)" % (ip, p)
        if self.zh:
            u = self.ch(["%s%s打不开了，帮我看看" % (self.bits(), f["ctx"]), "%s%s又挂了？" % (self.bits(), f["ctx"])])
            a = self.ch(["连不上，%s端口上没有东西在听，多半是服务没起来。" % p if self.chance(0.5) else "连不上，服务应该是没起来，或者被防火墙挡了。",
                         "不通。可能是树莓派重启以后服务没自启动，去现场看一眼盒子的灯。"])
        else:
            u = self.ch(["%scan u check %s, was fine yesterday" % (self.bits(), f["ctx"]), "%s%s is dead again??" % (self.bits(), f["ctx"]),
                         "%sclient says %s isnt loading, poke it" % (self.bits(), f["ctx"])])
            a = self.ch(["Nothing's answering — connection refused, so whatever should be on port %s isn't running." % p if self.chance(0.5) else "Nothing's answering, so the service is down (or something's blocking it).",
                         "Dead. Probably the service didn't come back after the Pi rebooted — worth a look at the box's lights when you're next by the cabin."])
        return [("user", u), ("tool", "shell", ({"command": cmd}, out)), ("assistant", a)]

    def ep_version_shell(self, f):
        v, k = f["v"], f["key"]
        ip = self.pi_ip
        vers = {"sitecam": self.fver(), "router": self.safe(lambda: "%02d.%02d.%d" % (self.rint(7, 9), self.rint(1, 12), self.rint(0, 9))),
                "noise": self.fver(), "cam": self.safe(lambda: "V5.%d.%d" % (self.rint(5, 8), self.rint(1, 9))), "nodered": self.fver()}
        vers[k if k in vers else "sitecam"] = v
        if k == "app":
            cmd = "curl -s https://api.sitebook.app/v2/clients/latest"
            out = {"platform": "android", "latest": v, "min_supported": self.fver(), "released": self.fiso(1, 1)}
        else:
            cmd = "curl -s http://%s:%s/api/v1/status" % (ip, self.fport())
            out = {"host": self.pi_host, "uptime_s": self.rint(3600, 900000), "sitecam": vers["sitecam"],
                   "firmware": {"camera": vers["cam"], "noise_logger": vers["noise"], "router": vers["router"]},
                   "node_red": vers["nodered"], "disk_free_gb": round(self.rint(10, 900) / 10.0, 1),
                   "cpu_temp_c": round(self.rint(380, 780) / 10.0, 1), "sensors_online": self.rint(3, 7)}
            if k not in ("sitecam", "nodered") and self.chance(0.3):
                out["sitecam"] = self.fver()
        if self.zh:
            u = self.ch(["%s%s现在是什么版本？客服在问" % (self.bits(), f["label"]), "%s查一下盒子上的版本号" % self.bits()])
            a = "%s是**%s**。%s" % (f["label"], v, self.ch(["报给客服就行。", "没有待升级的。"])) if self.chance(0.5) else "都在上面了，%s那一行就是客服要的。" % f["label"]
        else:
            u = self.ch(["%swhat version is %s on? support asking" % (self.bits(), f["label"]), "%scan u check the versions on the box" % self.bits()])
            a = "%s is on **%s**. %s" % (f["label"][0].upper() + f["label"][1:], v, self.ch(["That's what support want.", "CPU temp's fine too."])) if self.chance(0.5) else \
                "It's all in the status output — %s is the line support will want." % f["label"]
        return [("user", u), ("tool", "shell", ({"command": cmd}, out)), ("assistant", a)]

    def cmd_output(self, f):
        v = f["v"]
        if v.startswith("ssh -p"):
            return "Linux %s 6.6.51+rpt-rpi-v8 #1 SMP PREEMPT Debian aarch64\nLast login: %s from 192.168.8.%d\npi@%s:~ $" % (self.pi_host, self.mailhdr_date(), self.rint(100, 200), self.pi_host)
        if "systemctl restart" in v:
            svc = v.split()[-1]
            return "● %s - Site camera service\n     Loaded: loaded (/etc/systemd/system/%s; enabled)\n     Active: active (running) since %s; 3s ago" % (svc, svc, self.mailhdr_date())
        if v.startswith("journalctl"):
            return "\n".join("Jan %02d %s %s %s[%d]: %s" % (self.rint(4, 19), self.ftime(), self.pi_host, v.split()[2], self.rint(300, 900),
                                                           self.ch(["stream ok", "reconnecting to camera", "frame timeout", "upload ok", "wifi link down, retrying"])) for _ in range(self.rint(4, 8)))
        if "noise?" in v:
            return "(saved %s, %d rows)" % (v.split("-o ")[-1], self.rint(500, 700))
        if v.startswith("rsync"):
            return "sending incremental file list\n%d files to consider\n\nsent %s bytes  received %s bytes\ntotal size is %s  speedup is %d.%02d" % (
                self.rint(200, 900), self.fnum(1000, 99999), self.fnum(100000, 999999999), self.fnum(10 ** 8, 10 ** 10), self.rint(1, 9), self.rint(0, 99))
        if "vcgencmd" in v:
            return "temp=%d.%d'C\nthrottled=0x%s" % (self.rint(48, 79), self.rint(0, 9), self.ch(["0", "0", "50000", "50005"]))
        if v.startswith("mosquitto_sub"):
            return "\n".join("site/%s/%s %s" % ("x", self.ch(["dust/pm10", "noise/laeq", "tilt/s1"]), self.rint(10, 90)) for _ in range(self.rint(3, 6))).replace("/x/", "/%s/" % v.split("'")[1].split("/")[1])
        if "snapshot" in v:
            return {"ok": True, "file": "/srv/snapshots/%s.jpg" % self.safe(lambda: "2027%02d%02d_%02d%02d" % (1, self.rint(8, 20), self.rint(7, 18), self.rint(0, 59)))}
        if v.startswith("df"):
            return "Filesystem      Size  Used Avail Use%% Mounted on\n/dev/mmcblk0p2   58G   %dG  %dG  %d%% /" % (self.rint(20, 50), self.rint(4, 30), self.rint(40, 95))
        if "find /srv" in v:
            return ""
        if "tailscale" in v:
            return "Success."
        if "ffmpeg" in v:
            return "frame= %d fps=%d q=-1.0 Lsize= %dkB time=00:00:%02d.%02d bitrate=%d.%dkbits/s speed=%d.%dx" % (
                self.rint(200, 900), self.rint(20, 60), self.rint(2000, 40000), self.rint(10, 59), self.rint(0, 99), self.rint(1000, 9000), self.rint(0, 9), self.rint(1, 9), self.rint(0, 9))
        if "jq" in v:
            return "\n".join(json.dumps({"name": n, "last_seen": self.safe(lambda: "2027-01-%02dT%02d:%02d:00Z" % (self.rint(8, 20), self.rint(0, 23), self.rint(0, 59))), "battery": self.rint(5, 100)}) for n in self.rng.sample(["noise-1", "dust-1", "dust-2", "tilt-s1", "tilt-s2", "gate-pir"], 3))
        return "Connection successfully activated"

    def ep_cmd_run(self, f):
        v = f["v"]
        if self.zh:
            u = self.ch(["%s帮我跑一下这个：`%s`" % (self.bits(), v), "%s运行一下 `%s` ，就是%s的那个" % (self.bits(), v, f["purpose"])])
            a = self.ch(["跑完了，输出在上面，没报错。", "好了，看着正常。", "执行成功。"])
        else:
            u = self.ch(["%scan u run `%s` for me" % (self.bits(), v), "%srun this pls `%s` - its the one that %s" % (self.bits(), v, f["purpose"])])
            a = self.ch(["Done — output above, no errors.", "Ran it, all looks normal.", "Done. Nothing unexpected."])
        out = self.safe(lambda: self.cmd_output(f))
        return [("user", u), ("tool", "shell", ({"command": v}, out)), ("assistant", a)]

    def ep_cmd_paste(self, f):
        v = f["v"]
        prog = v.split()[1] if v.startswith("sudo") else v.split()[0]
        if prog in ("ssh", "rsync") or v.startswith("*/"):
            err, why = self.ch([
                ("ssh: connect to host %s.local port %s: No route to host" % (self.pi_host, re.search(r"-p (\d+)", v).group(1) if "-p " in v else "22"),
                 self.L("No route to host means your laptop can't see the Pi at all — are you on the cabin wifi or the 4G router's network?", "No route to host，就是电脑根本找不到树莓派——你连的是哪个wifi？")),
                ("pi@%s.local: Permission denied (publickey,password)." % self.pi_host,
                 self.L("It's rejecting your login — either the key on this laptop isn't on the Pi, or the password's been changed.", "登录被拒了——要么这台电脑的密钥没加到树莓派上，要么密码改过了。"))])
        elif prog == "systemctl":
            err, why = ("Failed to restart %s: Unit %s not found." % (v.split()[-1], v.split()[-1]),
                        self.L("The unit name has probably changed in the last update. `systemctl list-units | grep site` will show the real names.",
                               "服务名可能在升级后改了，用 `systemctl list-units | grep site` 看一下真实的名字。"))
        elif prog == "curl":
            err, why = self.ch([
                ("curl: (7) Failed to connect to %s port %s after 3 ms: Couldn't connect to server" % (self.pi_ip, re.search(r":(\d+)/", v).group(1)),
                 self.L("Nothing's listening there — the API service on the Pi is probably down. Restart it and try again.", "那个端口上没有服务在听，树莓派上的接口服务多半挂了，重启一下再试。")),
                ("curl: (28) Failed to connect to %s port %s after 10001 ms: Timeout was reached" % (self.pi_ip, re.search(r":(\d+)/", v).group(1)),
                 self.L("Timeout means your laptop can't reach the Pi at all — check you're on the site network.", "超时说明电脑根本连不到树莓派，看看是不是连错网络了。"))])
        elif prog == "journalctl":
            err, why = ("-- No entries --", self.L("No entries means that service didn't log anything in that window — either the name's wrong or it wasn't running.",
                                                   "没有日志，说明那段时间这个服务没输出，要么名字写错了，要么根本没在跑。"))
        elif prog in ("df", "find", "ffmpeg"):
            err, why = ("%s: '/srv/timelapse': No such file or directory" % prog, self.L("It can't find the timelapse folder — either the SD card isn't mounted or you ran it on the laptop instead of the Pi.",
                                                                                      "找不到延时照片的文件夹——要么存储卡没挂载，要么你是在电脑上跑的，不是在树莓派上。"))
        elif prog == "vcgencmd":
            err, why = ("VCHI initialization failed", self.L("That's a permissions thing — run it with sudo, or add your user to the video group.", "权限问题，加sudo再跑，或者把用户加到video组。"))
        elif prog == "nmcli":
            err, why = ("Error: unknown connection '%s'." % re.search(r'"([^"]+)"', v).group(1), self.L("The connection's called something else on this Pi — `nmcli connection show` will list the real names.",
                                                                                                   "这台树莓派上的连接名字不一样，用 `nmcli connection show` 看一下。"))
        elif prog == "mosquitto_sub":
            err, why = ("Error: Connection refused", self.L("The broker isn't accepting connections on that port — mosquitto's probably not running on the Pi.", "那个端口上MQTT没在跑，树莓派上的mosquitto多半没启动。"))
        elif prog == "tailscale":
            err, why = ("failed to connect to local tailscaled; it doesn't appear to be running", self.L("The Tailscale service itself isn't running — `sudo systemctl start tailscaled` first.", "Tailscale服务本身没起来，先 `sudo systemctl start tailscaled`。"))
        else:
            err, why = ("bash: %s: command not found" % prog, self.L("That tool isn't installed on the machine you ran it on — are you on the Pi or the laptop?",
                                                                    "你跑命令的那台机器上没装这个工具——你是在树莓派上还是在电脑上？"))
        if self.zh:
            u = "%s我自己跑了 `%s` 结果报错：\n\n```\n%s\n```\n\n啥意思" % (self.bits(), v, err)
        else:
            u = "%sran `%s` and got\n\n```\n%s\n```\n\nwhat does that mean" % (self.bits(), v, err)
        items = [("user", u), ("assistant", why)]
        if self.chance(0.5):
            items += [("user", self.L(self.ch(["sorted, was on the wrong wifi", "ok worked second time"]), self.ch(["好了，连错wifi了", "第二次就好了"]))),
                      ("assistant", self.L("👍", "👌"))]
        return items

    def ep_cmd_note(self, f):
        v = f["v"]
        if self.zh:
            u = self.ch(["%s记一下，%s用这个：`%s`" % (self.bits(), f["purpose"], v), "%s留个底：`%s` （%s）" % (self.bits(), v, f["purpose"])])
            a = self.ch(["记下了。", "已存到笔记里，下次直接找我要。"])
        else:
            u = self.ch(["%snote for future me - %s: `%s`" % (self.bits(), f["purpose"], v), "%ssave this, %s: `%s`" % (self.bits(), f["purpose"], v),
                         "%sthe command that %s is `%s` (kev showed me)" % (self.bits(), f["purpose"], v)])
            a = self.ch(["Saved to the Pi notes.", "Got it — I'll have it ready next time.", "Noted."])
        return [("user", u), ("assistant", a)]

    def ep_cmd_suggest(self, f):
        v = f["v"]
        if self.zh:
            u = "%s怎么%s来着？忘了" % (self.bits(), f["purpose"])
            a = "用这个：\n\n```\n%s\n```\n\n%s" % (v, self.ch(["在树莓派上跑，需要sudo的话会让你输密码。", "先确认连的是工地的网络。"]))
            u2 = self.ch(["好使，谢了", "可以了"])
        else:
            u = "%show do i %s again, forgot" % (self.bits(), f["purpose"].replace("is the crontab line that ", "set up the cron that ").replace("gets ", "get ").replace("kicks ", "kick ").replace("pulls ", "pull ").replace("exports ", "export ").replace("copies ", "copy ").replace("checks ", "check ").replace("watches ", "watch ").replace("grabs ", "grab ").replace("clears ", "clear ").replace("shows ", "show ").replace("turns ", "turn ").replace("makes ", "make "))
            a = "This one:\n\n```\n%s\n```\n\n%s" % (v, self.ch(["Run it on the Pi itself (or over ssh).", "Make sure you're on the site network first."]))
            u2 = self.ch(["worked ta", "sorted cheers", "👍"])
        return [("user", u), ("assistant", a), ("user", u2), ("assistant", self.L(self.ch(["👍", "Good stuff."]), self.ch(["👌", "好的。"])))]

    # -- decisions --
    def dec_restate(self, d):
        if self.zh:
            return self.ch(["好，记下了：**%s**，原因是%s。" % (d["choice"], d["reason"]), "明白，%s，这个理由说得通。" % d["choice"]])
        return self.ch(["Logged: **%s** — because %s." % (d["choice"], d["reason"]), "Makes sense. Noted that we %s." % d["choice"]])

    def ep_dec_statement(self, f):
        c, r = f["choice"], f["reason"]
        if self.zh:
            u = self.ch(["%s定了，%s。原因就是%s" % (self.bits(), c, r), "%s想了一晚上，还是%s吧，%s，没办法" % (self.bits(), c, r),
                         "%s跟业主也说了，%s——%s。就这么定了" % (self.bits(), c, r)])
            a = self.dec_restate(f) if self.chance(0.45) else self.ch(["好，要不要我通知一下师傅们？", "可以，我把施工计划改一下。", "合理。"])
            return [("user", u), ("assistant", a)]
        u = self.ch(["%sright decided - we %s. reason: %s" % (self.bits(), c, r), "%sslept on it. gonna %s cos %s" % (self.bits(), c, r),
                     "%sok after all that faff we'll %s, %s so theres no point arguing" % (self.bits(), c, r)])
        if self.chance(0.4):
            msgs = [("user", self.burst_filler_line()), ("user", u)]
        else:
            msgs = [("user", u)]
        a = self.dec_restate(f) if self.chance(0.45) else self.ch(["Sensible call. Want me to let the subbies know?", "Fair enough — I'll update the programme.", "Agreed."])
        return msgs + [("assistant", a)]

    def ep_dec_choose(self, f):
        c, r = f["choice"], f["reason"]
        if self.zh:
            pre = ("user", self.ch(["有个事拿不定主意，帮我想想", "纠结死了，你帮我分析一下"]))
            a1 = "两个方向：\n\n1. 按原计划走——不多花钱，但问题还在。\n2. 现在就改——麻烦一点，但后面省心。\n\n你倾向哪个？"
            u = self.ch(["选2，%s。主要是%s" % (c, r), "算了，%s，%s，没得选" % (c, r)])
            return [pre, ("assistant", a1), ("user", u), ("assistant", self.ch(["好，那我按这个改计划。", "收到，已记。"]))]
        pre = ("user", self.ch(["cant decide on something, help me think", "going round in circles on this one"]))
        a1 = self.ch(["The way I see it you've got two options: leave it as is and live with the hassle, or change it now while there's still time. Which way are you leaning?",
                      "Options:\n\n1. Keep things as planned — no extra cost, same risk.\n2. Change it now — a bit of disruption, but cleaner.\n\nYour call."])
        u = self.ch(["option 2. we %s, %s" % (c, r), "nah lets %s. thing is %s" % (c, r)])
        return [pre, ("assistant", a1), ("user", u), ("assistant", self.ch(["Done, noted.", "Good call — I'll update the programme.", "OK, logged."]))]

    def weather_out(self, days=5, bad=False):
        base = datetime(2027, 1, self.rint(11, 18))
        out = {"location": self.village if not self.zh else "杭州市%s" % self.ch(["西湖区", "拱墅区", "上城区"]), "units": "mph" if not self.zh else "km/h", "days": []}
        for i in range(days):
            d = base + timedelta(days=i)
            g = self.rint(25, 48) if bad and i in (1, 2) else self.rint(8, 30)
            out["days"].append({"date": d.strftime("%Y-%m-%d"),
                                "summary": self.ch(["Heavy rain", "Showers", "Cloudy", "Sunny intervals", "Frost then sun", "Gales"]) if not self.zh else self.ch(["小雨", "中雨", "多云", "晴", "阴", "阵雨"]),
                                "temp_c": [self.rint(-3, 5), self.rint(5, 13)], "wind": self.rint(5, 22), "gust": g,
                                "rain_mm": round(self.rint(0, 180) / 10.0, 1)})
        return out

    def ep_dec_weather(self, f):
        c, r = f["choice"], f["reason"]
        out = self.weather_out(5, True)
        u1 = self.ch(["%swhats the weather doing this week" % self.bits(), "%scheck the forecast for site pls, need to plan the week" % self.bits()])
        a1 = "Not great — %s. %s" % (", ".join("%s %s (gusts %d)" % (d["date"][5:], d["summary"].lower(), d["gust"]) for d in out["days"][:3]),
                                     "Anything lifting or pouring needs a second look.")
        u2 = self.ch(["right then. we %s, %s" % (c, r), "ok change of plan - %s. %s" % (c, r)])
        a2 = self.dec_restate(f) if self.chance(0.5) else "Makes sense. Want me to text the subbies?"
        return [("user", u1), ("tool", "weather_forecast", ({"location": self.village, "days": 5}, out)), ("assistant", a1),
                ("user", u2), ("assistant", a2)]

    def ep_dec_draft(self, f):
        c, r = f["choice"], f["reason"]
        if self.zh:
            u = "%s帮我在业主群里说一下，我们决定%s，原因是%s。说得好听点" % (self.bits(), c, r)
            a = "可以这样说：\n\n> 各位好～跟大家同步一下：经过综合考虑，我们决定%s，主要是因为%s。对工期基本没有影响，有任何疑问随时找我。——%s" % (c, r, self.me)
            return [("user", u), ("assistant", a)]
        to = self.ch(["the subbies group", "the office", "the %ss" % self.client])
        u = "%scan u write a message to %s saying we're going to %s. reason is %s. keep it short" % (self.bits(), to, c, r)
        a = "Draft:\n\n> Hi all — quick update: we've decided to %s, mainly because %s. Shout if that causes you any problems. %s" % (c, r, self.me)
        items = [("user", u), ("assistant", a)]
        if self.chance(0.4):
            items += [("user", self.ch(["sent", "spot on"])), ("assistant", "👍")]
        return items

    # -- rules he lays down --
    def con_text(self, k, emph=True):
        a, c = k["action"], k["cond"]
        if self.zh:
            return self.ch(["只有%s，才能%s" % (c, a), "规矩定一下：%s才能%s" % (c, a), "跟师傅们说清楚，必须%s才可以%s" % (c, a),
                            "记住，%s才能%s，谁来说都不行" % (c, a)])
        if k["neg"]:
            return self.ch(["nobody is to %s %s" % (a, c), "we do NOT %s %s" % (a, c), "no one's allowed to %s %s, end of" % (a, c)])
        return self.ch(["we %s %s" % (a, c), "rule from now on - %s %s" % (a, c), "from now on we %s %s, no exceptions" % (a, c)])

    def con_restate(self, k):
        if self.zh:
            return "记下了，加粗：**只有%s，才能%s**。有违反的我提醒你。" % (k["cond"], k["action"])
        if k["neg"]:
            return "Noted as a hard rule: **nobody is to %s %s**." % (k["action"], k["cond"])
        return "Noted as a hard rule: **we %s %s**." % (k["action"], k["cond"])

    def ep_con_statement(self, f):
        if self.zh:
            u = self.ch(["%s重要！！%s" % (self.bits(), self.con_text(f)), "%s上次吃过亏了，%s" % (self.bits(), self.con_text(f))])
            a = self.con_restate(f) if self.chance(0.4) else self.ch(["明白，我会盯着。", "收到，记到规矩里了。"])
            return [("user", u), ("assistant", a)]
        u = self.ch(["%simportant - %s" % (self.bits(), self.con_text(f)), "%safter last time: %s. put that somewhere" % (self.bits(), self.con_text(f)),
                     "%s%s. i mean it" % (self.bits(), self.con_text(f))])
        a = self.con_restate(f) if self.chance(0.4) else self.ch(["Understood — I'll hold you to it.", "Added to the site rules.", "Noted."])
        return [("user", u), ("assistant", a)]

    def ep_con_ask(self, f):
        a, c = f["action"], f["cond"]
        if self.zh:
            pre = ("user", self.ch(["%s那边还有什么没弄的？" % self.ch(self.jobs)["short"], "今天还剩啥事？"]))
            pa = ("assistant", "基本都弄完了，就一件：要不要今天就%s？" % a)
            u = self.ch(["别急，%s才行，以后都这样" % c, "不行，必须%s。这个是规矩" % c])
            return [pre, pa, ("user", u), ("assistant", self.ch(["好，先放着。", "明白，等着。"]))]
        pre = ("user", self.ch(["whats left on the list for today", "where are we with the loft admin"]))
        pa = ("assistant", "Mostly done. One thing — shall I tell them they can %s today?" % a)
        if f["neg"]:
            u = self.ch(["no! not %s. ever. thats the rule" % c, "hold off - we never %s %s" % (a, c)])
        else:
            u = self.ch(["hold off, %s. always" % c, "no, %s - we've been burnt before" % c])
        return [pre, pa, ("user", u), ("assistant", self.ch(["Understood, parking it.", "OK — won't jump the gun.", "Noted."]))]

    def ep_con_draft(self, f):
        if self.zh:
            u = "%s在师傅群里发个规矩：只有%s，才能%s。语气硬一点" % (self.bits(), f["cond"], f["action"])
            a = "草稿：\n\n> 各位师傅注意：从今天起，只有%s，才能%s。违反的这期工钱扣款，没得商量。——%s" % (f["cond"], f["action"], self.me)
            return [("user", u), ("assistant", a)]
        u = "%stext the lads: %s. dont be nice about it" % (self.bits(), self.con_text(f))
        if f["neg"]:
            a = "Draft:\n\n> All — from today nobody is to %s %s. No exceptions. Anyone who does is off site. %s" % (f["action"], f["cond"], self.me)
        else:
            a = "Draft:\n\n> All — from today we %s %s. No exceptions. %s" % (f["action"], f["cond"], self.me)
        return [("user", u), ("assistant", a)]

    def ep_combo(self, f):
        d = f if f["kind"] == "decision" else self.take("decision")
        k = f if f["kind"] == "constraint" else self.take("constraint")
        bl = []
        if self.zh:
            if d:
                bl.append("%s（%s）" % (d["choice"], d["reason"]))
            if k:
                bl.append(self.con_text(k))
            bl.append(self.ch(["下周一开个现场会", "材料计划周五前报公司", "每天收工拍照发群里"]))
            self.rng.shuffle(bl)
            u = "%s下周的安排捋一下：\n\n%s\n\n你看还有什么漏的" % (self.bits(), "\n".join("%d. %s" % (i + 1, b) for i, b in enumerate(bl)))
            return [("user", u), ("assistant", self.ch(["挺全的。建议再加一条：每个节点验收都拍照留底。", "没问题，要不要我做成清单发群里？"]))]
        if d:
            bl.append("we %s (%s)" % (d["choice"], d["reason"]))
        if k:
            bl.append(self.con_text(k))
        bl.append(self.ch(["site meeting monday 8am", "toolbox talk on working at height", "skip swap thurs"]))
        self.rng.shuffle(bl)
        u = "%splan for next week:\n\n%s\n\nmissed anything?" % (self.bits(), "\n".join("%d. %s" % (i + 1, b) for i, b in enumerate(bl)))
        return [("user", u), ("assistant", self.ch(["Looks solid. I'd add a reminder to check the fire points.", "That hangs together. Want it as a checklist?", "Good plan."]))]

    # -- open questions (never answered) --
    def main_request(self):
        if self.zh:
            j = self.ch(self.jobs)
            return self.uniq("mainreq", [
                ("帮我写个朋友圈文案，%s快完工了，配几张客厅的照片" % j["short"], "可以这样：\n\n> 老房子焕新中✨ %s的客厅基本成型，采光比原来好太多了。下周进油漆，完工再来晒～" % j["short"]),
                ("给业主发个进度，今天泥瓦进度过半", "> %s您好，今天泥瓦已经完成一半，卫生间墙砖贴完，明天开始贴厨房。有空可以过来看看～" % j["owner"]),
                ("帮我把明天的分工排一下，老周、老胡、小冯都在", "建议：\n\n- 老周：%s收尾水电，下午配合验收\n- 老胡：继续贴卫生间地砖\n- 小冯：翠苑那边刷第二遍腻子" % j["short"]),
                ("写一句跟楼下阿姨道歉的话，昨天声音太大了", "> 阿姨您好，昨天施工声音大给您添麻烦了，实在不好意思。我们已经调整了时间，中午绝对不会再动电锤。"),
            ])
        return self.uniq("mainreq", [
            ("write me a text to the neighbour saying the breaker's done by friday", "> Hi, just to let you know the noisy breaking work should be finished by Friday. Thanks for bearing with us. %s, site manager" % self.me),
            ("tidy this for the site board: 'hard hats boots hi vis at all times no exeptions'", "> **Site rules:** hard hats, safety boots and hi-vis must be worn at all times. No exceptions."),
            ("give me 3 bullet points for tomorrows toolbox talk on ladders", "- Check the ladder before use (feet, stiles, rungs)\n- Three points of contact, don't overreach\n- Ladders are for short-duration work — if it's longer, get a tower"),
            ("write a quick progress update for the office on plot 2", "> Plot 2: roof felted and battened, first fix sparks done, plumbers in Wednesday. On programme."),
            ("can u reword this so it doesnt sound like im having a go: 'pls stop leaving ur rubbish in my skip'", "> Hi all, just a reminder the skip is for site waste only — please take any other rubbish with you. Thanks!"),
        ])

    def ep_q_aside(self, f):
        req, ans = self.main_request()
        if self.zh:
            u = self.ch(["%s顺便问一句，%s 算了先不管，%s" % (self.bits(), f["q"], req), "%s两件事。一，%s 二，%s" % (self.bits(), f["q"], req)])
            return [("user", u), ("assistant", ans)]
        u = self.ch(["%srandom q - %s anyway more important, %s" % (self.bits(), f["q"], req), "%stwo things. 1) %s 2) %s" % (self.bits(), f["q"], req)])
        if self.chance(0.4):
            return [("user", self.bits() + f["q"]), ("user", "also " + req), ("assistant", ans)]
        return [("user", u), ("assistant", ans)]

    def ep_q_list(self, f):
        if self.zh:
            others = self.sample_new("qlist", [("瓷砖胶和水泥砂浆哪个贴大板好？", "大板建议用瓷砖胶，粘结力好，空鼓少。"),
                                               ("乳胶漆一般刷几遍？", "一般一底两面。"), ("明天几点下雨？", None), ("石膏板吊顶多久能刮腻子？", None),
                                               ("卫生间闭水一般做多久？", "一般48小时，老房子建议72小时。")], 2)
            qs = [f["q"]] + [o[0] for o in others]
            self.rng.shuffle(qs)
            u = "%s这周要搞清楚的几件事：\n\n%s\n\n不急" % (self.bits(), "\n".join("- " + q for q in qs))
            ans = [o for o in others if o[1]]
            a = ("先说一个我知道的：%s%s\n\n其他的我得查一下再说，不乱讲。" % (ans[0][0], ans[0][1])) if ans else "都记下了。"
            return [("user", u), ("assistant", a)]
        others = self.sample_new("qlist", [("whats the max height for a ladder without a tie?", None),
                                           ("how long does anhydrite screed take to dry?", "Roughly a day per millimetre for the first 40mm, so plan on weeks not days before flooring."),
                                           ("is 7.3N block ok below dpc?", "Generally yes — 7.3N dense or aircrete rated for below-ground use is standard below DPC, but check what the engineer specified."),
                                           ("when does the merchants close on sat?", None),
                                           ("how many plasterboard sheets in a pallet?", "Usually around 60–72 for 12.5mm, depending on the supplier."),
                                           ("what size lintel for a 1.8m opening?", None)], 2)
        qs = [f["q"]] + [o[0] for o in others]
        self.rng.shuffle(qs)
        u = "%sstuff i need to find out this week:\n\n%s\n\nno rush" % (self.bits(), "\n".join("- " + q for q in qs))
        ans = [o for o in others if o[1]]
        a = ("One I can answer now: %s %s\n\nThe rest I'd rather check properly than guess." % (ans[0][0][0].upper() + ans[0][0][1:], ans[0][1])) if ans else "Noted them all."
        return [("user", u), ("assistant", a)]

    def ep_q_dropped(self, f):
        if self.zh:
            u = "%s%s 哎等下，物业来了" % (self.bits(), f["q"])
            return [("user", u), ("assistant", "好，你先忙。"), ("user", self.ch(["回来了，物业又说楼道的事[捂脸]", "好了，刚才说到哪了"])),
                    ("assistant", self.ch(["回来啦。刚才在说%s的进度。" % self.ch(self.jobs)["short"], "回来了～继续？"]))]
        u = "%s%s %s" % (self.bits(), f["q"], self.ch(["hang on building control just pulled up", "wait crane driver on the phone", "brb neighbour's at the gate again"]))
        return [("user", u), ("assistant", self.ch(["Go — I'm here.", "No problem."])),
                ("user", self.ch(["back. where was i", "sorry about that. right", "back, that was fun (not)"])),
                ("assistant", self.ch(["Welcome back — you were going through the plot 2 stuff.", "Welcome back. Carry on with the deliveries?"]))]

    def ep_q_photo(self, f):
        if self.zh:
            d = self.ch(["[图片] 卫生间墙角渗水的位置", "[图片] 客厅顶上的裂缝", "[图片] 电箱里面的线"])
            u = "%s%s 你看这个要紧吗？还有，%s" % (self.bits(), d, f["q"])
            a = self.ch(["照片上看像是表面的问题，不过最好让老师傅现场敲一敲确认。", "从照片看不出深浅，建议先拍个近景，再让水电师傅看看。"])
            return [("user", u), ("assistant", a)]
        d, a = self.ch([("pic of the lintel over the plot 2 back door - bearing looks short to me",
                         "From your description I'd want the bearing measured — most lintels need at least 150mm each end. Get a tape on it before anything goes on top."),
                        ("pic of the crack in the loft gable wall, hairline but long",
                         "Hairline cracks in an old gable are often just shrinkage, but a long one is worth a photo with a ruler for scale and another look in a week."),
                        ("pic of the cavity tray on plot 4, lads have lapped it wrong i think",
                         "If the laps are running the wrong way water will get behind them — I'd get it redone before the next course goes on.")])
        u = "%s%s. also %s" % (self.bits(), d, f["q"])
        return [("user", u), ("assistant", a)]

    # ==========================================================================================
    # filler (never contains a needle)
    # ==========================================================================================
    def fillers(self):
        return [(4, self.f_small), (2, self.f_weather), (3, self.f_lookup), (3, self.f_email), (2, self.f_health),
                (3, self.f_draft), (2, self.f_snag), (3, self.f_hs), (3, self.f_photo), (2, self.f_chat),
                (2, self.f_neighbour), (2, self.f_payment), (3, self.f_burst), (3, self.f_calc), (2, self.f_delivery),
                (3, self.f_progress)]

    def opening(self):
        if self.zh:
            return [("user", "早！今天三个工地连轴转，%s那边业主还没付钱[捂脸] 开工" % self.latejob["short"]),
                    ("assistant", "早，%s！先从哪个工地开始？" % self.mecall)]
        return [("user", "morning. on site at %s, 4 plots + the loft at %s. long week ahead. ready?" % (self.site, self.loft)),
                ("assistant", "Morning %s! Ready — where do you want to start, subbies, deliveries or the loft?" % self.me)]

    def closing(self):
        if self.zh:
            return [("user", self.ch(["今天就到这，累死了，谢谢", "收工！明天再说"])), ("assistant", self.ch(["辛苦了，早点休息～", "好的，明天见！"]))]
        return [("user", self.ch(["right thats me done, locking up. ta for today", "calling it. gates locked. cheers"])),
                ("assistant", self.ch(["Good work today — get some rest.", "Cheers %s, speak tomorrow." % self.me]))]

    def en_slip(self, text):
        if "`" in text or "\t" in text or "http" in text or "\n-" in text or "\n1." in text or "[" in text:
            return text
        subs = [("tomorrow", "tmrw"), ("because", "cos"), ("please", "pls"), ("thanks", "ta"), ("you", "u"), ("are", "r"),
                ("with", "w"), ("about", "abt"), ("before", "b4"), ("don't", "dont"), ("can't", "cant"), ("I'm", "im"),
                ("going to", "gonna"), ("the", "teh"), ("that's", "thats"), ("should", "shud"), ("tonight", "2nite"),
                ("message", "msg"), ("something", "summat"), ("probably", "prob")]
        words = text.split(" ")
        for i, w in enumerate(words):
            for a, b in subs:
                if w == a and self.chance(0.3 if a != "the" else 0.05):
                    words[i] = b
                    break
            else:
                if len(w) > 5 and w.isalpha() and self.chance(0.03):
                    j = self.rint(1, len(w) - 2)
                    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
        text = " ".join(words)
        if self.chance(0.3):
            text = text.replace(". ", ".. ", 1)
        return text

    def zh_slip(self, text):
        if "`" in text or "\t" in text or "http" in text or "\n-" in text or "\n1." in text or "【" in text:
            return text
        pairs = [("在", "再"), ("再", "在"), ("的", "得"), ("做", "作"), ("那", "哪"), ("已经", "以经"), ("验收", "严收"),
                 ("确认", "却认"), ("帮我", "帮窝"), ("师傅", "师父"), ("水电", "水店"), ("油漆", "有漆")]
        out = []
        for ch_ in re.split(r"(已经|确认|帮我|师傅|水电|验收|油漆|.)", text):
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
        if self.chance(0.4):
            idx = [m.start() for m in re.finditer("。", text)][:-1]
            if idx:
                i = self.ch(idx)
                text = text[:i] + "句号" + text[i + 1:]
        if self.chance(0.25):
            text = text.replace("，", "逗号", 1)
        return text

    def f_small(self):
        if self.zh:
            return self.uniq_or_none("small", [
                [("user", "下大雨了，外墙的活干不了"), ("assistant", "那今天先安排室内的活吧。")],
                [("user", "老胡又迟到，说堵车[捂脸]"), ("assistant", "文一路早上确实堵。可以跟他约个固定到场时间。")],
                [("user", "午饭吃啥，随便吃个盒饭"), ("assistant", "吃饱才有力气干活😄")],
                [("user", "电梯又坏了，六楼爬得我腿软"), ("assistant", "辛苦了！要不要让物业给个修好的时间？")],
                [("user", "今天业主说我们干得不错，难得"), ("assistant", "好评来之不易！截个图留着。")],
                [("user", "手机快没电了，先充一会"), ("assistant", "好，回来再说。")],
                [("user", "车子限行，今天坐地铁去工地"), ("assistant", "注意别拎太多工具哈。")],
                [("user", "又有人在楼道里抽烟，物业肯定又要说[叹气]"), ("assistant", "可以在群里再强调一下，楼道禁烟，被物业罚了划不来。")],
            ])
        return self.uniq_or_none("small", [
            [("user", "bloody freezing this morning, diesel heater wont start"), ("assistant", "Brutal. Give it a few minutes in the sun if there's any.")],
            [("user", "lads had a go at me for the tea. apparently i make it wrong"), ("assistant", "Bag out too early, I'm guessing 😄")],
            [("user", "van's making the noise again"), ("assistant", "Might be worth getting it looked at before it leaves you stranded on site.")],
            [("user", "mud up to my knees. whose idea was it to build in january"), ("assistant", "Whoever did the programme! Stick some hardcore down at the gate if you can.")],
            [("user", "on hold to the merchants again 20 mins"), ("assistant", "Painful. Want me to draft an email instead so you can get on?")],
            [("user", "phone on 8%"), ("assistant", "Go and charge it — I'll be here.")],
            [("user", "sun's out for once"), ("assistant", "Make the most of it!")],
            [("user", "dog walkers cutting across plot 4 again"), ("assistant", "Might be worth a bit more Heras along that edge — and a sign.")],
            [("user", "lunch. 10 mins"), ("assistant", "Enjoy.")],
        ])

    def f_weather(self):
        out = self.weather_out(self.rint(3, 5))
        if self.zh:
            u = self.ch(["%s这几天天气怎么样？外墙要刷防水" % self.bits(), "%s看下明天下不下雨" % self.bits()])
            rainy = [d for d in out["days"] if d["rain_mm"] > 3]
            a = "接下来%d天：%s。%s" % (len(out["days"]), "，".join("%s %s" % (d["date"][5:], d["summary"]) for d in out["days"]),
                                      "有雨的那几天外墙别安排。" if rainy else "都还行，可以安排。")
            return [("user", u), ("tool", "weather_forecast", ({"location": out["location"], "days": len(out["days"])}, out)), ("assistant", a)]
        u = self.ch(["%sweather for the week?" % self.bits(), "%sis it gonna rain tmrw, got render going on plot 1" % self.bits(),
                     "%sforecast pls" % self.bits()])
        a = "Next %d days: %s. %s" % (len(out["days"]), "; ".join("%s %s, gusts %d" % (d["date"][5:], d["summary"].lower(), d["gust"]) for d in out["days"]),
                                      self.ch(["Nothing too wild.", "Keep an eye on the gusts if anything's going up on the scaffold.", "Cover the blockwork overnight if it's dropping below zero."]))
        return [("user", u), ("tool", "weather_forecast", ({"location": self.village, "days": len(out["days"])}, out)), ("assistant", a)]

    def f_lookup(self):
        if self.zh:
            j = self.ch(self.jobs)
            task = self.ch(["水电改造", "贴砖", "墙面", "吊顶", "防水"])
            js = {"项目": j["addr"], "业主": j["owner"], "合同号": self.safe(lambda: "HZ-%s-2027%03d" % (j["code"], self.rint(1, 999))),
                  "工序": task, "工长": self.fname(), "状态": self.ch(["施工中", "待验收", "已完工"]), "计划日期": self.fiso(1, 3),
                  "合同金额": self.famt(3000, 50000, 100), "已付": self.famt(0, 3000, 100)}
            return [("user", "%s%s的%s到哪一步了？" % (self.bits(), j["short"], task)),
                    ("tool", "job_lookup", ({"project": j["addr"], "query": task}, js)),
                    ("assistant", "系统里是“%s”，计划日期%s。%s" % (js["状态"], js["计划日期"], self.ch(["没什么问题。", "要不要我提醒工长更新一下进度？"])))]
        plot = self.fplot()
        task, who = self.ch([("first fix electrics", "sparks"), ("second fix plumbing", "plumbs"), ("boarding and skim", "plast"), ("scaffold hire", "scaff")])
        po = self.fpo()
        js = {"job_ref": self.safe(lambda: "%s-P%d-%03d" % (self.sc, plot, self.rint(1, 999))), "site": self.site, "plot": plot, "task": task,
              "status": self.ch(["booked", "in progress", "complete", "awaiting invoice"]),
              "subcontractor": {"company": self.sub(who), "contact": self.fname(), "mobile": self.fphone()},
              "po_number": po, "po_value": float(self.famt(900, 12000, 5)), "booked_date": self.fiso(1, 3)}
        return [("user", "%swhere are we with %s on plot %d in the app" % (self.bits(), task, plot)),
                ("tool", "job_lookup", ({"site": self.sc, "plot": plot, "query": task}, js)),
                ("assistant", "It's showing as **%s**, %s on PO %s. %s" % (js["status"], self.sub(who), po, self.ch(["Nothing flagged.", "No invoice logged against it yet.", "Want me to chase them?"])))]

    def f_email(self):
        if self.zh:
            pick = self.uniq_or_none("ftopic", [("出入证续办", "您好，出入证已到期，请携带身份证到物业前台续办。"),
                                               ("材料到货通知", "您好，您订的乳胶漆已到店，可随时安排送货。"),
                                               ("公司例会", "各位项目经理：本周五下午三点开例会，请准时参加。"),
                                               ("发票已开", "您好，上月的材料发票已开具，已快递到公司前台。")])
            if pick is None:
                return None
            topic, body = pick
            mail = "发件人：%s <%s>\n时间：%s\n主题：%s\n\n%s\n\n此致" % (self.fname(), "notice@%s" % self.fdom, self.mailhdr_date(), topic, body)
            return [("user", "%s邮箱里有没有%s的邮件？" % (self.bits(), topic)), ("tool", "email_search", ({"query": topic, "limit": 1}, "共1封\n\n" + mail)),
                    ("assistant", "有：%s" % body)]
        pick = self.uniq_or_none("ftopic", [("timesheets", "Hi all, just a reminder timesheets need to be in by 12 on Friday or you won't get paid next week. Thanks"),
                                           ("fire extinguishers", "The annual extinguisher service for all sites is booked. Please make sure the cabin is unlocked."),
                                           ("Christmas do", "Thanks everyone for coming! Photos on the shared drive."),
                                           ("van tracker", "The trackers are being fitted to all vans this month. Please don't remove them."),
                                           ("new hi-vis", "New branded hi-vis has arrived at the yard, grab a couple next time you're in.")])
        if pick is None:
            return None
        topic, body = pick
        mail = "From: %s <%s>\nTo: %s <%s>\nDate: %s\nSubject: %s\n\n%s\n\n%s\n%s" % (
            self.office_name, "office@%s" % self.fdom, self.me, self.email, self.mailhdr_date(), topic.title(), body, self.office_name.split()[0], self.firm)
        return [("user", "%sanything from the office about %s" % (self.bits(), topic)), ("tool", "email_search", ({"query": topic, "limit": 1}, "1 result\n\n" + mail)),
                ("assistant", "Yes — %s" % body)]

    def f_health(self):
        svc = self.ch(["sitecam-stream", "sensord", "noise-logger"])
        port = self.fport()
        if self.chance(0.5):
            cmd = "ssh pi@%s.local 'systemctl is-active %s; uptime'" % (self.pi_host, svc)
            out = "%s\n %s up %d days, %d:%02d,  0 users,  load average: 0.%02d, 0.%02d, 0.%02d" % (
                self.ch(["active", "active", "activating"]), self.ftime(), self.rint(1, 40), self.rint(0, 23), self.rint(0, 59), self.rint(0, 99), self.rint(0, 99), self.rint(0, 99))
        else:
            cmd = "curl -s http://%s:%s/api/v1/health" % (self.pi_ip, port)
            out = {"status": "ok", "camera": self.ch(["streaming", "streaming", "reconnecting"]), "sd_used_pct": self.rint(20, 90),
                   "last_upload": self.safe(lambda: "2027-01-%02dT%02d:%02d:00Z" % (self.rint(8, 20), self.rint(6, 18), self.rint(0, 59)))}
        u = self.L(self.ch(["%sis the camera still up" % self.bits(), "%scheck the box is alive pls" % self.bits(), "%sclient says the timelapse stopped?" % self.bits()]),
                   self.ch(["%s摄像头还在线吗？" % self.bits(), "%s看下工地盒子还活着没" % self.bits()]))
        a = self.L(self.ch(["All up and running.", "It's alive — nothing wrong that I can see.", "Running. If the timelapse looks stuck it's probably just the upload lagging."]),
                   self.ch(["在线，一切正常。", "活着呢，没看到问题。"]))
        return [("user", u), ("tool", "shell", ({"command": cmd}, out)), ("assistant", a)]

    def f_draft(self):
        if self.zh:
            return self.uniq_or_none("fdraft", [
                [("user", "帮我给物业写个说明，下周三要运一批瓷砖，需要用货梯"), ("assistant", "> %s您好，我们%s下周三上午需要用货梯运瓷砖，预计一个小时，会做好保护和清洁。麻烦安排，谢谢！" % (self.wy, self.jobs[0]["short"]))],
                [("user", "给业主发个消息，明天停工一天，等材料"), ("assistant", "> %s您好，明天因为等材料到货停工一天，后天正常施工，不影响整体工期。" % self.jobs[1]["owner"])],
                [("user", "写个工地门口贴的告示，施工时间和联系电话"), ("assistant", "> 装修施工告示\n> 施工时间：工作日8:00-12:00，14:00-18:00\n> 如有打扰，敬请谅解，联系电话见下方。")],
                [("user", "帮我回一下老胡，说工钱周五结"), ("assistant", "> 胡师傅，这期工钱周五统一结，放心。辛苦了！")],
            ])
        return self.uniq_or_none("fdraft", [
            [("user", "text the neighbour, sorry about the lorry this morning, wont happen again"), ("assistant", "> Hi, really sorry about the lorry this morning — we've spoken to the supplier and future deliveries will wait at the top of the lane. %s" % self.me)],
            [("user", "email the office, need 2 more labourers next week"), ("assistant", "> Hi, could we get two extra labourers on %s next week? Mainly for clearing and loading out. Thanks, %s" % (self.site, self.me))],
            [("user", "text %s to say the plasterers are starting upstairs mon, pls clear the rooms" % self.client), ("assistant", "> Hi both, the plasterers start upstairs on Monday — could you clear the bedrooms by Sunday evening? Thanks! %s" % self.me)],
            [("user", "write a polite no to the bloke asking if he can dump his garden waste in our skip lol"), ("assistant", "> Hi, sorry — the skip is licensed for site waste only, so we can't take anything else in it. Thanks for understanding!")],
            [("user", "msg to scaffolders - boards missing on the plot 3 lift, sort today"), ("assistant", "> Morning — there are boards missing on the top lift of plot 3. Can you get someone out today please? Nobody's going up till it's fixed. %s" % self.me)],
        ])

    def f_snag(self):
        if self.zh:
            j = self.ch(self.jobs)
            items = self.rng.sample(["主卧墙角乳胶漆有刷痕", "卫生间地漏周边积水", "厨房插座面板歪了", "客厅踢脚线有缝", "阳台门关不严",
                                     "次卧开关不亮", "玄关柜门缝不均匀", "卫生间墙砖有一块空鼓", "吊顶有一条细裂缝"], self.rint(4, 6))
            u = "%s%s业主提的问题，我整理了一下：\n\n%s\n\n帮我分给对应的师傅" % (self.bits(), j["short"], "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(items)))
            tr = {"乳胶漆": "油漆（小冯）", "刷痕": "油漆（小冯）", "裂缝": "油漆（小冯）", "地漏": "泥瓦（老胡）", "空鼓": "泥瓦（老胡）", "插座": "水电（老周）",
                  "开关": "水电（老周）", "踢脚线": "木工（王师傅）", "门": "木工（王师傅）", "柜": "木工（王师傅）"}
            by = {}
            for x in items:
                by.setdefault(next((v for k, v in tr.items() if k in x), "其他"), []).append(x)
            a = "按工种分：\n\n" + "\n".join("- **%s**：%s" % (t, "；".join(xs)) for t, xs in sorted(by.items())) + "\n\n建议整改前后拍照对比发业主。"
            return [("user", u), ("assistant", a)]
        plot = self.fplot()
        items = self.rng.sample(["bathroom door catching on the frame", "no silicone round the bath", "scuff on landing wall",
                                 "socket in bed 2 not flush", "radiator in kitchen cold at the bottom", "gap under skirting in lounge",
                                 "front door letterbox stiff", "crack in ceiling above stairs", "missing cover on the extractor",
                                 "paint on the window glass in bed 3", "loose stair spindle"], self.rint(4, 7))
        u = "%ssnag list plot %d from the walkround\n\n%s\n\nsplit it by trade for me" % (self.bits(), plot, "\n".join("- " + x for x in items))
        trades = {"door": "chippy", "silicone": "plumber", "scuff": "decorator", "socket": "sparks", "radiator": "plumber", "skirting": "chippy",
                  "letterbox": "chippy", "crack": "plasterer", "extractor": "sparks", "paint": "decorator", "spindle": "chippy"}
        by = {}
        for x in items:
            t = next((v for k, v in trades.items() if k in x), "general")
            by.setdefault(t, []).append(x)
        a = "By trade:\n\n" + "\n".join("**%s:** %s" % (t.title(), "; ".join(xs)) for t, xs in sorted(by.items())) + "\n\nWant me to send each trade their bit?"
        return [("user", u), ("assistant", a)]

    def f_hs(self):
        if self.zh:
            return self.uniq_or_none("hs", [
                [("user", "切瓷砖粉尘太大了，邻居有意见，有什么办法"), ("assistant", "几个办法：湿切、切割机接吸尘器、在阳台或者封闭的房间切，门口挂湿布帘。")],
                [("user", "工人爬梯子干活要不要系安全带"), ("assistant", "室内两米以下一般不用，但梯子要有防滑脚，有人扶。超过两米或者在窗边作业，一定要有防坠措施。")],
                [("user", "老房子拆墙发现石棉瓦怎么办"), ("assistant", "先停工，别敲别切。石棉要找有资质的单位处理，别让工人自己拆。")],
                [("user", "临时用电要注意啥"), ("assistant", "用带漏电保护的配电箱，电线不要拖在水里，下班断电。")],
            ])
        return self.uniq_or_none("hs", [
            [("user", "whats the rule on harnesses in a cherry picker again"), ("assistant", "In a boom-type MEWP, a harness with a short restraint lanyard clipped to the basket anchor is standard practice — it stops you being thrown out. Scissor lifts usually don't need one unless the manufacturer or your risk assessment says so.")],
            [("user", "lad wants to dry cut blocks, told him no. am i being soft"), ("assistant", "Not soft at all — dry cutting blocks throws up silica dust. Water suppression or on-tool extraction plus the right RPE is the standard.")],
            [("user", "how often do the scaff need inspecting"), ("assistant", "Before first use, after anything that could affect it (bad weather, alterations), and at intervals of no more than seven days while it's in use.")],
            [("user", "first aid kit - whats meant to be in it for 10 blokes"), ("assistant", "A standard workplace kit (BS 8599-1 medium is typical for 5–25 people): dressings, plasters, eye wash, gloves, foil blanket, burns dressings. Check it monthly.")],
            [("user", "toolbox talk idea for tmrw? short one"), ("assistant", "Manual handling — blocks and plasterboard. Five minutes: bend knees, team lift over 25kg, use the trolley, clear the route first.")],
            [("user", "do i need to report the lad cutting his hand"), ("assistant", "Log it in the accident book. It's only RIDDOR-reportable if he's off work or can't do his normal duties for more than seven days, or it's a specified injury.")],
        ])

    def f_photo(self):
        if self.zh:
            pick = self.uniq_or_none("fphoto", [("[图片] 卫生间的防水刷到墙上30公分", "淋浴区的墙面最好刷到1米8，其他区域30公分是常见做法。"),
                                        ("[图片] 电线管走地面，交叉的地方", "交叉处最好加个过桥弯，别直接叠在一起，找平时容易压坏。"),
                                        ("[图片] 墙面铲完以后的样子，砖都露出来了", "铲得挺彻底。先刷一遍界面剂再批腻子，附着力会好很多。")])
            if pick is None:
                return None
            d, a = pick
            return [("user", "%s%s 这样行不行" % (self.bits(), d)), ("assistant", a)]
        pick = self.uniq_or_none("fphoto", [("pic of the plot 3 dpc, bit messy where it steps", "As long as it's continuous and lapped properly at the step it's fine — messy isn't the problem, gaps are."),
                                    ("pic of the trusses stacked on the ground, some sitting in a puddle", "Get them up on bearers off the ground and covered. Wet trusses twist as they dry."),
                                    ("pic of the sparks' consumer unit on plot 1, looks like a birds nest", "Messy but the important bit is whether it's labelled and tested — get them to tidy it before the buyer sees it."),
                                    ("pic of the loft joists next to the new steel, gap at the end", "I'd want that gap packed properly — ask the engineer what he wants there before it gets boarded over."),
                                    ("pic of the skip, someone's chucked a fridge in it", "The skip firm will charge extra or refuse it — get it out and put aside.")])
        if pick is None:
            return None
        d, a = pick
        return [("user", "%s%s" % (self.bits(), d)), ("assistant", a)]

    def f_chat(self):
        self.__dict__["_nchat"] = self.__dict__.get("_nchat", 0) + 1
        if self._nchat > 3:
            return None
        lines = self.rng.sample(self.chat_filler_msgs(), self.rint(4, 7))
        stamps = sorted(self.wa_stamp() for _ in lines)
        if self.zh:
            body = "\n".join("%s %s\n%s" % (who, st, msg) for st, (who, msg) in zip(stamps, lines))
            return [("user", "%s群里又吵起来了：\n\n【聊天记录】\n%s\n\n有啥要我管的？" % (self.bits(), body)),
                    ("assistant", "没啥大事。物业的通知转一下就行，水平仪的事让他们自己找😄")]
        body = "\n".join("[%s] %s: %s" % (st, who, msg) for st, (who, msg) in zip(stamps, lines))
        return [("user", "%sfwd\n\n%s\n\nanything for me" % (self.bits(), body)),
                ("assistant", self.ch(["Nothing urgent — just the usual. The office note about the lane is worth repeating at the morning brief.",
                                       "Not really. Someone's after a transformer and a step ladder; the rest is chatter."]))]

    def f_neighbour(self):
        if self.zh:
            return self.uniq_or_none("nb", [
                [("user", "楼下阿姨又上来了，说中午吵到她睡午觉"), ("assistant", "可以先当面道个歉，再跟她说一下我们的施工时间。态度好一点，她去物业投诉就麻烦了。")],
                [("user", "隔壁说我们的垃圾堆在他家门口"), ("assistant", "今天就清掉，拍张照片发给他，以后垃圾袋直接拿下楼。")],
                [("user", "物业说有人投诉我们，没说是谁"), ("assistant", "问一下物业投诉的具体内容和时间，对照一下当天的施工记录，有问题就改。")],
            ])
        return self.uniq_or_none("nb", [
            [("user", "neighbour's at the gate again. says the breaker's shaking his pictures off the wall"), ("assistant", "Might be worth offering him a look at the noise readings from the box and the hours you're working to — showing him the data usually calms things down.")],
            [("user", "he's now saying we've cracked his drive with the lorry"), ("assistant", "Take dated photos of his drive today so you've got a record, and pass it to the office before admitting anything.")],
            [("user", "council rang about a noise complaint. didnt say who lol"), ("assistant", "Ask them for the complaint in writing with times, and send them your working hours and noise readings.")],
            [("user", "neighbour brought the lads mince pies?? maybe hes alright after all"), ("assistant", "Ha! Might be worth a thank-you card from the firm — keeps him onside.")],
        ])

    def f_payment(self):
        if self.zh:
            return self.uniq_or_none("pay", [
                [("user", "%s业主还是没付，说在等贷款" % self.latejob["short"]), ("assistant", "合同里有付款节点的话，可以礼貌地提醒一下节点日期，并说明后续工序要等款到了才能安排。")],
                [("user", "尾款要是一直拖怎么办"), ("assistant", "先按合同约定书面催告，留好聊天记录和验收单。实在不行再找公司法务。")],
                [("user", "业主说墙面有问题要扣钱"), ("assistant", "先让她把具体问题列出来，能整改的整改，整改完让她签字确认，再谈尾款。")],
            ])
        return self.uniq_or_none("pay", [
            [("user", "%ss still havent paid. third time of asking" % self.client), ("assistant", "Put it in writing this time — an email with the contract clause and the date it fell due. Then it's on record.")],
            [("user", "office says dont stop work yet on the loft. easy for them to say"), ("assistant", "Fair frustration. Maybe agree a date with the office where you would pause, so it's a plan rather than a stand-off.")],
            [("user", "client reckons the dormer cladding isnt what they asked for, so thats why theyre holding off"), ("assistant", "Dig out the signed drawings or the email where they picked the cladding — if it matches, that's the end of that argument.")],
        ])

    def f_burst(self):
        msgs = [self.burst_filler_line() for _ in range(self.rint(2, 3))]
        msgs = list(dict.fromkeys(msgs))
        items = [("user", m) for m in msgs]
        items.append(("assistant", self.L(self.ch(["Noted all that. Want me to add the merchant call to the list?", "Sounds like a morning. Anything you need me to chase?",
                                                    "Got it. Shout if any of that needs chasing."]),
                                          self.ch(["都记下了，要我跟进哪个？", "知道了，今天事真多。"]))))
        return items


    def f_calc(self):
        if self.zh:
            kind = self.ch(["tile", "paint", "putty"])
            if kind == "tile":
                a, b = self.rint(30, 65) / 10.0, self.rint(25, 45) / 10.0
                area = a * b
                u = "%s%s米乘%s米的客厅，800×800的砖要几箱？一箱3片" % (self.bits(), a, b)
                n = int(area / 0.64 * 1.05) + 1
                ans = "面积约%.1f平方，加5%%损耗大概要%d片，也就是%d箱左右。切边多的话再多备一箱。" % (area, n, (n + 2) // 3)
            elif kind == "paint":
                area = self.rint(60, 160)
                u = "%s墙面大概%d平方，乳胶漆要几桶？一底两面" % (self.bits(), area)
                ans = "底漆按每升8-10平方算，面漆两遍按每升5平方左右。大概底漆%d升、面漆%d升，按5升一桶买就是底漆%d桶、面漆%d桶。" % (
                    area // 9 + 1, area // 5 + 1, (area // 9 + 5) // 5, (area // 5 + 5) // 5)
            else:
                area = self.rint(60, 160)
                u = "%s%d平方的墙，腻子粉大概要多少包？20公斤一包" % (self.bits(), area)
                ans = "两遍腻子一般每平方1.2公斤左右，%d平方大约%d公斤，也就是%d包，多备一两包。" % (area, int(area * 1.2), int(area * 1.2 / 20) + 1)
            return [("user", u), ("assistant", ans)]
        kind = self.ch(["blocks", "mortar", "board", "concrete"])
        if kind == "blocks":
            l, h = self.rint(40, 140) / 10.0, self.rint(20, 27) / 10.0
            u = "%show many blocks for a wall %sm long %sm high, no openings" % (self.bits(), l, h)
            ans = "That's %.1f m². At 10 blocks per m² it's about %d, call it %d with breakages." % (l * h, int(l * h * 10), int(l * h * 10 * 1.05) + 1)
        elif kind == "mortar":
            n = self.rint(3, 12) * 100
            u = "%sroughly how much sand for %d blocks" % (self.bits(), n)
            ans = "Rule of thumb is about a tonne of sand per 550–600 blocks, so around %.1f tonnes — order a bulk bag more than you think." % (n / 575.0)
        elif kind == "board":
            l, w, h = self.rint(30, 55) / 10.0, self.rint(25, 45) / 10.0, 2.4
            u = "%sroom %sm x %sm, 2.4 ceiling. how many sheets of board walls and ceiling" % (self.bits(), l, w)
            area = 2 * (l + w) * h + l * w
            ans = "About %.1f m² of walls and ceiling. 2400x1200 sheets are 2.88 m² each, so %d sheets plus 10%% waste = %d. Doors and windows will claw a couple back." % (area, int(area / 2.88) + 1, int(area / 2.88 * 1.1) + 1)
        else:
            l, w, d = self.rint(40, 90) / 10.0, self.rint(30, 70) / 10.0, self.ch([0.1, 0.15, 0.2])
            u = "%sconcrete for a slab %s x %s at %dmm?" % (self.bits(), l, w, int(d * 1000))
            ans = "%.2f m³ — I'd order %.1f to allow for the sub-base not being dead flat." % (l * w * d, round(l * w * d * 1.1 + 0.25, 1))
        return [("user", self.safe(lambda: u)), ("assistant", ans)] if self.ok(u + ans) else None

    def f_delivery(self):
        if self.zh:
            j = self.ch(self.jobs)
            items = self.rng.sample(["水泥 20包", "黄沙 3吨", "瓷砖胶 10包", "PPR管 20根", "线管 30根", "石膏板 15张", "轻钢龙骨 40根"], self.rint(2, 4))
            txt = "【送货单】\n送货地址：%s\n%s\n合计：%s" % (j["addr"], "\n".join(items), self.fmoney(300, 6000, 10))
            u = "%s%s\n\n收到了，放在楼道里" % (self.bits(), txt)
            return [("user", u), ("assistant", "收到。楼道里别放太久，物业看到要说的，今天就搬进屋。")] if self.ok(u) else None
        items = self.rng.sample(["Thermalite 100mm x %d pk" % self.rint(2, 12), "sharp sand bulk bag x %d" % self.rint(1, 4),
                                 "cement 25kg x %d" % self.rint(10, 60), "47x100 C24 4.8m x %d" % self.rint(10, 80),
                                 "plasterboard 12.5 x %d" % self.rint(20, 90), "wall ties box x %d" % self.rint(1, 6)], self.rint(2, 4))
        u = "%sdelivery in for plot %d - %s. all looks there" % (self.bits(), self.fplot(), ", ".join(items))
        a = self.ch(["Nice one. Get it stacked off the ground and covered if rain's due.", "Good — sign it off and stick the note in the cabin file.",
                     "Great. Worth a photo of the note before it goes in the cabin."])
        return [("user", u), ("assistant", a)] if self.ok(u) else None

    def f_progress(self):
        if self.zh:
            j = self.ch(self.jobs)
            st = self.ch(["水电开槽完成", "卫生间闭水做完了", "客厅砖贴了一半", "吊顶龙骨装好了", "墙面第一遍腻子刮完"])
            u = "%s%s今天：%s，%s" % (self.bits(), j["short"], st, self.ch(["明天继续", "进度正常", "比计划慢一天"]))
            a = self.ch(["好，已更新到进度表。", "收到，要不要拍几张照片发业主群？", "记下了。"])
            return [("user", u), ("assistant", a)]
        ups = self.rng.sample(["plot 1 - snagging", "plot 2 - roof felted, battens on", "plot 3 - first fix sparks %d%%" % self.rint(20, 90),
                               "plot 4 - blockwork at lift %d" % self.rint(1, 3), "loft - steels in, joists going down", "loft - dormer sheathed",
                               "plot 3 - plumbers in", "plot 2 - windows fitted", "plot 4 - scaffold up to first lift"], self.rint(2, 4))
        u = "%sprogress for the office:\n%s" % (self.bits(), "\n".join(ups))
        a = "Here's that tidied for the office:\n\n" + "\n".join("- " + x[0].upper() + x[1:].replace(" - ", ": ", 1) for x in ups)
        return [("user", u), ("assistant", a)]


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
            cid = "call_db%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_db%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_db%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_db%d" % n, "createdAt": ts,
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


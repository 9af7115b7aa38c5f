#!/usr/bin/env python3
"""Held-out retention set "ca": an archaeological field director's summer dig.

A field director talks to her personal assistant through a season: end-of-day
field-diary entries, pasted finds registers and total-station / drone exports,
forwarded county-office emails, the finds database and a small GIS server, and
tool calls to the finds DB, a weather service and her inbox.  The last seed's
conversation is written in Simplified Chinese (a Chinese excavation).

usage: gen.py OKBOT_BINARY WORKDIR [SEED ...]
env:   PER_KIND (default 10), SUMMARY_MAX (default 2000)
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

# ---------------------------------------------------------------- English data

EN_SITES = [
    ("Westfield Hill Farm", "WHF26", "Shropshire", "the barrow cemetery"),
    ("Caer Llwyd", "CLL26", "Powys", "the hillfort rampart"),
    ("Harrow Down", "HRD26", "Wiltshire", "the villa bath-house"),
    ("Brackenhope", "BKH26", "Northumberland", "the Iron Age roundhouses"),
    ("Trewint Barton", "TWB26", "Cornwall", "the round and its field system"),
    ("Ashby Grange", "ASG26", "Leicestershire", "the moated grange"),
]
EN_DIRECTOR = ["Helen", "Ruth", "Catrin", "Joanna", "Miriam", "Alison"]
EN_FIRST = ["Gareth", "Sian", "Morwenna", "Tomasz", "Priya", "Declan", "Hattie", "Ifor",
            "Rhiannon", "Callum", "Bethan", "Oluwaseun", "Marek", "Freya", "Alasdair",
            "Niamh", "Eluned", "Jonty", "Keziah", "Rufus", "Agnieszka", "Dafydd", "Imogen",
            "Kwame", "Lowri", "Fergus", "Ottilie", "Saoirse", "Idris", "Wilf", "Tamsin",
            "Anwen", "Piers", "Ezinne", "Magnus", "Cerys"]
EN_LAST = ["Pryce", "Vaughan-Hale", "Trevithick", "Okafor", "Lindqvist", "Haverfield",
           "Mabey", "Ashworth", "Penhaligon", "Carrick", "Delahunt", "Eastwood",
           "Featherstone", "Goodall", "Hollings", "Jarvis-Bell", "Kettering", "Llewellyn",
           "Marchbank", "Nettleton", "Oakeshott", "Pendry", "Quennell", "Rowntree",
           "Stannard", "Tregear", "Underhill", "Whitlock", "Yelland", "Zielinski",
           "Brancombe", "Cadwallader", "Dunmore", "Elsworth"]
EN_SHORTFIRST = ["Jonty", "Mags", "Bex", "Tom", "Ali", "Sam", "Kit", "Jo", "Dan", "Liv", "Rob", "Em"]
EN_ROLES = ["supervisor for T1", "supervisor for T3", "finds supervisor", "osteologist",
            "enviro specialist", "landowner", "county archaeologist", "drone pilot",
            "geophys contractor", "conservator", "site assistant", "volunteer coordinator",
            "farm manager", "pottery specialist", "site illustrator", "placement student",
            "HE inspector", "digger driver", "site photographer", "lithics specialist",
            "uni H&S officer", "grant officer at the Trust"]
EN_UNITS = ["Wessex", "Oxford Arch", "CAT", "Headland", "MOLA", "Cotswold", "the uni", "Dyfed"]

EN_PORT_SERVICES = ["the web map (GeoServer)", "the finds db app", "WebODM", "QGIS Server",
                    "the tile server", "Jupyter on the NUC", "the weather station dashboard",
                    "the photo archive (MinIO)", "pgAdmin", "the PostGIS db",
                    "the QField sync service", "the drone upload page"]
PORT_POOL = [4200, 4433, 5050, 5433, 5434, 5601, 6432, 6543, 7070, 7443, 7800, 8008, 8081,
             8082, 8085, 8088, 8090, 8181, 8282, 8443, 8484, 8600, 8765, 8888, 8989, 9001,
             9090, 9091, 9443, 9876, 10080, 18080, 19000, 20443]

# (software, version generator key, where it can be pasted / looked up)
VERSION_SW = [
    ("QGIS", "qgis", "term"), ("PostGIS", "postgis", "term db"), ("PostgreSQL", "pg", "term db"),
    ("GeoServer", "geoserver", "term"), ("WebODM", "webodm", "term"), ("ODM", "odm", "term"),
    ("Captivate", "captivate", "survey"), ("QField", "qfield", "survey"),
    ("DJI Fly", "djifly", "survey"), ("Metashape", "metashape", "term"),
]

EN_MONEY_LINES = [("radiocarbon dates", "gbp"), ("plant hire", "gbp"), ("the portaloos", "gbp"),
                  ("the field school fee per student", "usd"), ("the Stiftung grant", "eur"),
                  ("the aDNA quote from the Swiss lab", "chf"), ("the scout hut", "gbp"),
                  ("the drone survey", "gbp"), ("conservation of the brooch", "gbp"),
                  ("the osteology report", "gbp"), ("Heras fencing", "gbp"),
                  ("volunteer travel", "gbp"), ("the European heritage top-up", "eur"),
                  ("the Ohio uni contribution", "usd"), ("flotation processing in Groningen", "eur"),
                  ("skip hire", "gbp"), ("consumables", "gbp"), ("the geophys", "gbp"),
                  ("the illustrator's fee", "gbp"), ("crop compensation for the farm", "gbp")]

EN_EVENTS = ["backfill deadline", "the HE monitoring visit", "open day", "last day on site",
             "the digger delivery", "the osteologist visit", "the full-field drone flight",
             "the grant interim report", "the combine", "finds handover to the conservator",
             "the county archaeologist's visit", "the local paper visit",
             "second volunteer cohort start", "the geophys team", "the photo tower hire"]

EN_IDTYPES = [("SMC ref", "smc"), ("heritage permit", "hp"), ("HER event number", "her"),
              ("OASIS id", "oasis"), ("lab code for the hearth charcoal", "suerc"),
              ("digger hire booking", "hb"), ("plant hire invoice", "inv"),
              ("uni purchase order", "po"), ("grant ref", "grant"), ("IT ticket for the NUC", "it"),
              ("CAA authorisation", "caa"), ("small find", "sf"), ("small find", "sf"),
              ("small find", "sf")]

EN_DECISIONS = [
    ("open Trench 4 as a 10 by 10", "the mag anomaly runs under the old hedge line"),
    ("lift the cremation urn in a soil block", "it's too cracked to empty in the field"),
    ("move the finds register into PostGIS", "the shared spreadsheet corrupted twice last week"),
    ("fly the drone at 6am", "the low sun brings out the cropmarks"),
    ("stop sieving the topsoil", "it's only producing Victorian pot"),
    ("send the charcoal to Glasgow", "their turnaround is six weeks not four months"),
    ("keep volunteers out of Trench 3", "the west section is slumping after the rain"),
    ("use the Leica instead of the GNSS rover", "the tree cover kills the satellite fix"),
    ("hire the 3-tonne mini digger", "the 8-tonne would rut the field"),
    ("store the finds in the old dairy", "it's the only lockable building with a dry floor"),
    ("take 40 litre samples from every hearth", "the enviro specialist wants comparable volumes"),
    ("draw sections digitally only", "we've run out of permatrace"),
    ("move the open day to the Sunday", "the village fete is on the Saturday"),
    ("put the spoil heap on the east side", "the westerlies blow the dust onto the cars"),
    ("run the web map off the NUC", "the farm wifi can't cope with cloud uploads"),
    ("leave the wall footing in situ", "lifting it would breach the consent"),
    ("shoot everything in RAW", "the jpegs blow out in full sun"),
    ("extend Trench 2 five metres north", "the ditch terminal is just past the edge"),
    ("do single-context plans on the tablets", "the paper sheets got soaked twice"),
    ("book the scout hut for the students", "the B&B wants a deposit we can't cover"),
    ("half-section every posthole", "the last lot were recorded too quickly"),
]

EN_CONSTRAINTS = [
    ("no metal detectors on site", "unless the HE inspector is present"),
    ("spoil only goes in Long Meadow", "never on the headland strip"),
    ("everything has to be backfilled", "before the winter barley goes in"),
    ("no machine digging", "within 5 m of the barrow ditch"),
    ("nobody works in a trench alone", "once it's deeper than 1.2 m"),
    ("human bone stays covered with a tarp", "whenever visitors are on site"),
    ("no vehicles on the grass", "when the ground is wet"),
    ("all finds bagged and labelled", "before anyone leaves the trench for lunch"),
    ("no excavation below the plough soil", "outside the consented trench footprints"),
    ("the field gate stays shut", "at all times because of the sheep"),
    ("no fires or barbecues", "anywhere on the farm"),
    ("drone flights stay under 60 m", "inside the gliding club's zone"),
    ("under-18 volunteers don't use mattocks", "without signed parental consent"),
    ("the finds shed gets locked", "every time the last person leaves it"),
    ("no dogs on site", "including the landowner's collie"),
    ("nothing gets signed off", "until I've checked the section drawing"),
    ("Heras fencing stays up round open trenches", "whenever the site is unattended"),
    ("no photos of the burials online", "until the licence paperwork is back"),
]

EN_QUESTIONS = [
    ("the coroner's decision on the gold ring", "coroner ring"),
    ("the museum's deposition fee for the archive", "museum deposition"),
    ("the lab turnaround for the pollen cores", "pollen"),
    ("the farmer's plans for the east field next year", "east field"),
    ("access for the low loader through the lower gate", "low loader"),
    ("the heritage lottery decision on the outreach bid", "outreach bid"),
    ("the result of the second radiocarbon sample from the kiln", "radiocarbon kiln"),
    ("who signs off the open day risk assessment", "risk assessment open day"),
    ("the storage cost for the waterlogged timbers", "waterlogged timber"),
    ("the uni's position on drone insurance for students", "drone insurance"),
    ("the outcome of the trench extension request", "extension request"),
    ("the Treasure valuation for the coin hoard", "treasure valuation"),
    ("the ethics approval for sampling the burials", "ethics burials"),
    ("the parking plan for the open day coach", "coach parking"),
    ("the county's view on a third season", "third season"),
    ("the tree officer's reply about the oak roots", "tree officer"),
    ("the box specification the museum wants", "box specification"),
    ("the conservator's view on lifting the lead coffin", "lead coffin"),
]

EN_WEATHER = ["hot, 28 in the shade", "drizzle all am then sun", "muggy, thunder threatened never came",
              "wind!! spoil everywhere", "lovely til 3 then biblical rain", "grey and cold for july",
              "scorching, 2 ppl sent home w headaches", "fog til 10 then fine",
              "showers, covers on/off all day", "perfect digging weather for once"]
EN_MOOD = ["knackered.", "good day tbh.", "need wine.", "tsups grumpy, me too.",
           "everyone sunburnt.", "feet destroyed.", "actually v happy w progress.",
           "brain fried, bed.", "long day, short temper.", "team in good spirits despite everything."]
EN_MATERIALS = [("Cu alloy", "pin frag"), ("Fe", "nail"), ("pot", "rim sherd, BB1"),
                ("flint", "scraper"), ("bone", "worked bone point"), ("glass", "bead, blue"),
                ("Cu alloy", "brooch spring"), ("pot", "samian base"), ("Pb", "spindle whorl"),
                ("stone", "quern frag"), ("Fe", "knife blade"), ("CBM", "tegula frag"),
                ("shale", "bracelet frag"), ("pot", "grog-tempered body sherd"),
                ("flint", "blade, retouched"), ("Cu alloy", "coin, illegible")]

# ---------------------------------------------------------------- Chinese data

ZH_SITES = [
    ("李家湾遗址", "2026LJW", "豫", "仰韶时期的聚落"),
    ("王家坪遗址", "2026WJP", "陕", "龙山时期的城址"),
    ("东沟墓地", "2026DG", "晋", "汉代墓地"),
    ("北岗遗址", "2026BG", "豫", "二里头时期的遗址"),
    ("柳树湾遗址", "2026LSW", "陕", "周代聚落"),
]
ZH_SURNAMES = list("王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯董程曹袁邓许傅沈彭吕苏蒋蔡贾丁魏薛叶潘杜戴夏钟汪田任姜范方石姚谭廖熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙段雷钱汤")
ZH_GIVEN = ["建国", "丽华", "志强", "德胜", "宇航", "晓燕", "海涛", "秀英", "红梅", "卫东", "俊杰",
            "雅婷", "国庆", "春生", "玉兰", "振华", "文静", "明轩", "桂芳", "永刚", "思远", "佳怡",
            "立新", "淑珍", "守仁", "凤霞", "新民", "子涵", "保田", "慧敏", "长顺", "一鸣"]
# (role, nickname pattern)
ZH_ROLES = [("技工", "老{s}"), ("财务", "{s}姐"), ("县文物局的科长", "{s}科长"),
            ("村支书", "{s}书记"), ("承包这块地的老乡", "老{s}"), ("做人骨鉴定的博士", "{s}博士"),
            ("无人机飞手", "小{s}"), ("测绘的", "小{s}"), ("省所的领导", "{s}所长"),
            ("修复师", "{s}老师"), ("民工队长", "{s}队长"), ("实习生", "小{s}"),
            ("植物考古的老师", "{s}老师"), ("施工方的项目经理", "{s}经理"), ("房东", "{s}阿姨"),
            ("物探公司的", "{s}工"), ("摄影", "小{s}"), ("绘图的", "{s}姐")]

ZH_PORT_SERVICES = ["网页地图（GeoServer）", "出土物数据库的网页", "WebODM", "瓦片服务",
                    "NUC上的Jupyter", "气象站面板", "照片归档（MinIO）", "pgAdmin", "PostGIS数据库",
                    "QField同步服务", "无人机照片上传页面", "QGIS Server"]

ZH_MONEY_LINES = [("碳十四测年", "cny"), ("挖机租赁", "cny"), ("民工工资", "cny"), ("无人机航拍", "cny"),
                  ("文物修复", "cny"), ("人骨鉴定", "cny"), ("青苗补偿", "cny"), ("租房", "cny"),
                  ("学生往返车费", "cny"), ("围挡", "cny"), ("耗材", "cny"), ("物探", "cny"),
                  ("绘图外包", "cny"), ("浮选", "cny"), ("合作方的经费", "usd"), ("省里的专项经费", "cny"),
                  ("德国基金会的资助", "eur"), ("简易厕所", "cny")]

ZH_EVENTS = ["回填", "省里专家检查", "公众开放日", "收工撤场", "挖机进场", "周博士来看人骨",
             "无人机全场航拍", "中期报告", "老乡收玉米", "文物送修复", "县文物局来检查",
             "电视台来拍", "第二批学生到", "物探队进场", "升降机租用"]

ZH_IDTYPES = [("考古发掘证照", "zhengzhao"), ("省文物局批复文号", "pifu"), ("合同编号", "ht"),
              ("报销单号", "bx"), ("碳十四样品编号", "ba"), ("挖机租赁订单", "zl"),
              ("发票号", "fp"), ("采购单号", "cg"), ("网络中心工单号", "it"), ("空域申请编号", "ky"),
              ("小件号", "xj"), ("小件号", "xj"), ("小件号", "xj")]

ZH_DECISIONS = [
    ("T0806往北扩方5米", "H23的北边还没到头"),
    ("M7整体提取回去做", "骨头太酥了现场清不了"),
    ("出土物登记改用数据库", "共享表格上周坏了两次"),
    ("无人机早上六点飞", "斜光下作物标志最清楚"),
    ("表土不过筛了", "筛了三天全是近现代瓷片"),
    ("碳十四样品送北大做", "他们出结果只要六周"),
    ("学生先别进T0605", "西壁下雨以后塌了一块"),
    ("用全站仪不用RTK", "树底下卫星信号太差"),
    ("租小挖机", "大挖机会把老乡的地压坏"),
    ("出土物放村委会仓库", "只有那儿能上锁还不潮"),
    ("每个灶址都取四十升土样", "植物考古那边要统一体量"),
    ("剖面图全用平板画", "硫酸纸用完了"),
    ("开放日挪到周日", "周六村里有庙会"),
    ("土堆在东边", "刮西风灰都吹到车上"),
    ("网页地图放NUC上跑", "村里网太差传不了云端"),
    ("墙基原地保留", "动了就违反批复了"),
    ("照片全拍RAW", "大太阳下JPG全过曝"),
    ("柱洞全部对半解剖", "上一批记录得太草了"),
    ("学生住村里小学", "镇上宾馆要押金我们垫不起"),
    ("第二次航拍取消", "空域只批了一次"),
]

ZH_CONSTRAINTS = [
    ("禁止使用金属探测器", "整个保护范围内都不行"),
    ("土只能堆在村里同意的那块地", "就是路北边那块"),
    ("必须全部回填完", "秋播之前"),
    ("不要用挖机", "墓葬周围五米以内"),
    ("千万别一个人下探方", "超过一米五深的时候"),
    ("人骨必须盖上苫布", "有外人来参观的时候"),
    ("车不要开进地里", "下过雨地还湿的时候"),
    ("出土物必须装袋写标签", "中午离开探方之前"),
    ("不要往生土下面挖", "批复范围以外的地方"),
    ("地头的门必须关上", "老乡的羊就在旁边"),
    ("禁止生火", "整片地里包括路边"),
    ("无人机只能飞六十米以下", "靠近机场净空区那一片"),
    ("未成年志愿者只能用手铲", "没有家长签字的话"),
    ("库房必须锁门", "最后一个人走的时候"),
    ("人骨照片千万别发朋友圈", "鉴定报告出来之前"),
    ("探方周边必须拉警戒线", "晚上没人值守的时候"),
]

ZH_QUESTIONS = [
    ("那面铜镜要不要上报", "铜镜 上报"),
    ("博物馆收库的费用", "博物馆 入库 费用"),
    ("孢粉样品的出结果时间", "孢粉"),
    ("老乡明年东边那块地种什么", "东边 地"),
    ("大板车能不能从南门进来", "板车 南门"),
    ("第二个碳十四样品的结果", "碳十四 结果"),
    ("开放日的安全预案谁签字", "安全预案"),
    ("饱水木头的保管费", "饱水木"),
    ("学校给学生买的无人机保险", "无人机 保险"),
    ("扩方申请的批复", "扩方 申请"),
    ("那批铜钱的定级", "铜钱 定级"),
    ("人骨取样的伦理审查", "伦理审查"),
    ("明年还能不能接着挖", "明年 发掘"),
    ("库房要的箱子规格", "箱子 规格"),
    ("林业站关于那棵老槐树根的答复", "林业站"),
    ("铅棺能不能现场起取", "铅棺"),
]

ZH_WEATHER = ["热死了，37度", "上午小雨下午出太阳", "闷，一直像要下雨又没下", "大风，土吹得到处都是",
              "三点以后暴雨", "阴天还挺凉快", "太晒了，两个学生中暑先回去了", "早上起雾十点才散",
              "阵雨，苫布盖了揭揭了盖", "难得的好天气"]
ZH_MOOD = ["累瘫。", "今天还行。", "想喝冰啤酒。", "技工们有点情绪，我也是。", "全员晒黑。",
           "脚疼。", "进度还挺满意的。", "脑子糊了，睡了。", "事多脾气差。", "大家状态还不错。"]
ZH_MATERIALS = [("陶", "鼎足"), ("陶", "罐口沿"), ("石", "石刀残段"), ("骨", "骨锥"), ("铜", "铜镞"),
                ("蚌", "蚌刀"), ("陶", "纺轮"), ("石", "磨棒残块"), ("玉", "玉璜残片"), ("铜", "铜钱"),
                ("陶", "彩陶片"), ("骨", "卜骨残片"), ("铁", "铁钉"), ("瓷", "青瓷碗底")]


def ordinal(d):
    if 11 <= d % 100 <= 13:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


ZH_WEEK = "一二三四五六日"


class Conv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.per_kind = per_kind
        self.rng = random.Random("ca-%d-%d-%d" % (seed, 1 if zh else 0, attempt))
        self.needles = []
        if zh:
            s = self.P(ZH_SITES)
            self.site, self.code, self.prov, self.feature = s
            self.dir = self.P(["陈老师", "林老师", "苏老师", "许老师"])
        else:
            s = self.P(EN_SITES)
            self.site, self.code, self.county, self.feature = s
            self.dir = self.P(EN_DIRECTOR)

    # ---------------------------------------------------------- helpers
    def R(self, a, b):
        return self.rng.randint(a, b)

    def P(self, xs):
        return self.rng.choice(xs)

    def chance(self, p):
        return self.rng.random() < p

    def shuffled(self, xs):
        xs = list(xs)
        self.rng.shuffle(xs)
        return xs

    def cyc(self, key, xs):
        """Round-robin over a shuffled copy of xs, so templates don't repeat back to back."""
        if not hasattr(self, "_cyc"):
            self._cyc = {}
        q = self._cyc.get(key)
        if not q:
            q = self.shuffled(range(len(xs)))
            self._cyc[key] = q
        return xs[q.pop()]

    def fresh(self, gen, tries=400):
        """Draw a needle that is neither a substring nor a superstring of any other."""
        for _ in range(tries):
            v = gen()
            if all(v not in n and n not in v for n in self.needles):
                self.needles.append(v)
                return v
        raise RuntimeError("no fresh value")

    def tool_rows(self, name, payload):
        return payload["args"], payload["output"]

    # ---------------------------------------------------------- value generators
    def g_ctx(self):
        return str(self.R(1001, 3999))

    def g_port(self):
        return str(self.P(PORT_POOL))

    def g_version(self, key):
        R = self.R
        if key == "qgis":
            return "3.%d.%d" % (R(28, 40), R(1, 15))
        if key == "postgis":
            return "3.%d.%d" % (R(3, 5), R(0, 4))
        if key == "pg":
            return "%d.%d" % (R(14, 17), R(1, 9))
        if key == "geoserver":
            return "2.%d.%d" % (R(22, 27), R(0, 5))
        if key == "webodm":
            return "2.%d.%d" % (R(4, 9), R(0, 9))
        if key == "odm":
            return "3.%d.%d" % (R(2, 5), R(0, 7))
        if key == "captivate":
            return "%d.%d%d" % (R(5, 8), R(0, 9), R(0, 9))
        if key == "qfield":
            return "3.%d.%d" % (R(1, 7), R(0, 9))
        if key == "djifly":
            return "1.%d.%d" % (R(11, 16), R(0, 12))
        if key == "metashape":
            return "2.%d.%d" % (R(0, 2), R(0, 5))
        raise KeyError(key)

    def g_money(self, cur):
        R = self.R
        n = self.P([R(12, 180) * 10, R(8, 400) * 25, R(10, 190) * 100])
        if self.zh:
            if cur == "usd":
                return self.P(["%d美元" % n, "US$%s" % format(n, ",")])
            if cur == "eur":
                return self.P(["%d欧元" % n, "€%s" % format(n, ",")])
            f = self.rng.random()
            if f < 0.3 and n >= 2000:
                w = "%.1f" % (n / 10000.0) if n % 1000 else "%g" % (n / 10000.0)
                return w + self.P(["万", "万元"])
            if f < 0.55:
                return "¥" + format(n, ",")
            if f < 0.85:
                return "%d元" % n
            return "%d块" % n
        if cur == "gbp":
            if n >= 1000 and n % 100 == 0 and self.chance(0.2):
                return "£%gk" % (n / 1000.0)
            return "£" + format(n, ",")
        if cur == "eur":
            return self.P(["€" + format(n, ","), format(n, ",") + " EUR", "EUR " + format(n, ",")])
        if cur == "usd":
            return self.P(["US$" + format(n, ","), "$" + format(n, ",")])
        return "CHF " + format(n, ",")

    def g_date(self):
        m = self.R(6, 9)
        d = self.R(1, 30 if m in (6, 9) else 31)
        dt = date(2026, m, d)
        if self.zh:
            w = ZH_WEEK[dt.weekday()]
            return self.P(["%d月%d日" % (m, d), "%d月%d号" % (m, d), "%d月%d日（周%s）" % (m, d, w),
                           "%d月%d日前" % (m, d), "周%s（%d月%d号）" % (w, m, d),
                           "%d月%d号" % (m, d), "%d月%d日" % (m, d),
                           self.P(["下周五", "下周二", "月底前", "下下周一", "这周六", "下个月初"])])
        full = dt.strftime("%B")
        ab = {6: "June", 7: "July", 8: "Aug", 9: "Sept"}[m]
        return self.P(["%d %s" % (d, full), "%s %d %s" % (dt.strftime("%a"), d, full),
                       "%s %d %s" % (dt.strftime("%A"), d, full), "%s %s" % (ordinal(d), ab),
                       "%s %s" % (full, ordinal(d)), "the %s of %s" % (ordinal(d), full),
                       "%02d/%02d" % (d, m), "%d %s" % (d, ab)])

    def g_id(self, key):
        R = self.R
        if key == "smc":
            return "S00%06d" % R(200000, 259999)
        if key == "hp":
            return "HP/26/%04d" % R(100, 2999)
        if key == "her":
            return self.P(["EWL", "ESA", "ENO", "ECO"]) + "%04d" % R(1000, 9999)
        if key == "oasis":
            return "%s1-%06d" % (self.P(["wessexar", "cotswold", "fieldwor", "universi"]), R(400000, 599999))
        if key == "suerc":
            return "SUERC-%05d" % R(10000, 99999)
        if key == "hb":
            return "HB%06d" % R(100000, 999999)
        if key == "inv":
            return "INV-%05d" % R(10000, 99999)
        if key == "po":
            return "PO%07d" % R(4000000, 4999999)
        if key == "grant":
            return "AH/Z%06d/1" % R(0, 9999)
        if key == "it":
            return "RITM%07d" % R(100000, 999999)
        if key == "caa":
            return "UAS-OA-%05d" % R(10000, 99999)
        if key == "sf":
            return "SF-%04d" % R(100, 999)
        # Chinese
        if key == "zhengzhao":
            return "考执字(2026)第%d号" % R(100, 999)
        if key == "pifu":
            return "%s文物函〔2026〕%d号" % (self.prov, R(100, 899))
        if key == "ht":
            return "HT-2026-%04d" % R(100, 9999)
        if key == "bx":
            return "BX2026%02d%02d-%02d" % (R(6, 9), R(1, 28), R(1, 30))
        if key == "ba":
            return "BA26%04d" % R(1000, 9999)
        if key == "zl":
            return "ZL%08d" % R(10000000, 99999999)
        if key == "fp":
            return "No.%08d" % R(10000000, 99999999)
        if key == "cg":
            return "CG2026-%04d" % R(100, 9999)
        if key == "it":
            return "IT-%05d" % R(10000, 99999)
        if key == "ky":
            return "KY-2026-%04d" % R(100, 9999)
        if key == "xj":
            return "%sT%02d%02d%s:%d" % (self.code, R(3, 9), R(1, 9), self.P("②③④⑤"), R(1, 60))
        raise KeyError(key)

    def g_command(self):
        R = self.R
        d = "%02d%02d" % (R(6, 9), R(1, 28))
        n = R(2, 48)
        t = R(1, 6)
        db = self.code.lower() if not self.zh else self.code.lower().replace("2026", "") + "26"
        port = self.P(PORT_POOL)
        opts = [
            ("pg_dump -Fc -d finds_%s -f /srv/backup/finds_%s.dump" % (db, d), "back up the finds database", "备份出土物数据库"),
            ("ogr2ogr -f GPKG /data/export/trenches_%s.gpkg PG:dbname=gis_%s trenches contexts" % (d, db),
             "export the trench plans to a geopackage", "把探方平面导成geopackage"),
            ("rsync -av --progress /media/sd/DCIM/100MEDIA/ nuc:/data/drone/flight%02d/" % n,
             "copy the drone photos onto the NUC", "把无人机照片拷到NUC上"),
            ("docker compose -f /opt/webmap/compose.yml restart %s" % self.P(["geoserver", "tiles", "qgis-server", "webapp"]),
             "restart the web map", "重启网页地图"),
            ("gdal_translate -of COG ortho_f%02d.tif ortho_f%02d_cog.tif" % (n, n),
             "convert the orthophoto for the web map", "把正射影像转成网页地图能用的格式"),
            ("python3 ts_import.py --job T%d_%s --crs EPSG:%s --layer survey_pts" % (t, d, "4549" if self.zh else "27700"),
             "load the total station job into the db", "把全站仪数据导进数据库"),
            ("exiftool -csv -GPSLatitude -GPSLongitude -n DJI_0%03d*.JPG > flight%02d_gps.csv" % (R(100, 999), n),
             "pull the GPS tags out of the drone photos", "把无人机照片的GPS信息导出来"),
            ("psql -d finds_%s -c \"\\copy (select * from finds where trench='T%d') to 'finds_T%d_%s.csv' csv header\"" % (db, t, t, d),
             "dump the finds register for one trench to csv", "把一个探方的出土物导成csv"),
            ("zip -r T%d_photos_wk%d.zip /data/photos/T%d/" % (t, R(1, 7), t),
             "zip up a trench's photos for the archive", "把探方照片打包归档"),
            ("pdal translate flight%02d.laz flight%02d_proj.laz reprojection --filters.reprojection.out_srs=EPSG:%s" % (n, n, "4549" if self.zh else "27700"),
             "reproject the drone point cloud", "给无人机点云转投影"),
            ("sqlite3 /data/qfield/%s_T%d.gpkg \"PRAGMA integrity_check;\"" % (self.code, t),
             "check the QField geopackage isn't corrupt", "检查QField的gpkg有没有坏"),
            ("tar czf /mnt/usb/archive_%s.tgz /data/photos /data/survey" % d,
             "copy everything onto the USB drive", "把所有东西备份到U盘"),
            ("curl -s -u admin -X POST http://localhost:%d/geoserver/rest/reload" % port,
             "make geoserver reload its config", "让geoserver重新加载配置"),
            ("docker run --rm -v /data/odm:/datasets opendronemap/odm --project-path /datasets flight%02d --dsm" % n,
             "process a drone flight in ODM", "用ODM跑一次航拍数据"),
            ("sudo ufw allow from 192.168.%d.0/24 to any port %d" % (R(0, 9), port),
             "let the field laptops through the NUC firewall", "让工地的笔记本能连上NUC"),
        ]
        used = getattr(self, "used_purposes", set())
        opts = [o for o in opts if o[1] not in used] or opts
        c = self.P(opts)
        return c

    # ---------------------------------------------------------- facts
    def make_facts(self):
        facts = []
        pk = self.per_kind
        zh = self.zh
        roles = self.shuffled(ZH_ROLES if zh else EN_ROLES)
        dec = self.shuffled(ZH_DECISIONS if zh else EN_DECISIONS)
        con = self.shuffled(ZH_CONSTRAINTS if zh else EN_CONSTRAINTS)
        que = self.shuffled(ZH_QUESTIONS if zh else EN_QUESTIONS)
        svc = self.shuffled(ZH_PORT_SERVICES if zh else EN_PORT_SERVICES)
        lines = self.shuffled(ZH_MONEY_LINES if zh else EN_MONEY_LINES)
        events = self.shuffled(ZH_EVENTS if zh else EN_EVENTS)
        idtypes = self.shuffled(ZH_IDTYPES if zh else EN_IDTYPES)
        sws = self.shuffled(VERSION_SW)
        for i in range(pk):
            if zh:
                role, nickp = roles[i % len(roles)]

                def gname():
                    return self.P(ZH_SURNAMES) + self.P(ZH_GIVEN)
                nm = self.fresh(gname)
                facts.append({"kind": "name", "needles": [nm], "v": nm, "role": role,
                              "first": nickp.format(s=nm[0])})
            else:
                role = roles[i % len(roles)]

                def gname():
                    return self.P(EN_FIRST) + " " + self.P(EN_LAST)
                nm = self.fresh(gname)
                facts.append({"kind": "name", "needles": [nm], "v": nm, "role": role,
                              "first": nm.split()[0]})
        for i in range(pk):
            box = {}

            def gcmd():
                c = self.g_command()
                box["c"] = c
                return c[0]
            cmd = self.fresh(gcmd)
            self.used_purposes = getattr(self, "used_purposes", set()) | {box["c"][1]}
            facts.append({"kind": "command", "needles": [cmd], "v": cmd,
                          "purpose": box["c"][2] if zh else box["c"][1]})
        for i in range(pk):
            label, key = idtypes[i % len(idtypes)]
            v = self.fresh(lambda: self.g_id(key))
            facts.append({"kind": "id", "needles": [v], "v": v, "label": label, "key": key})
        for i in range(pk):
            v = self.fresh(self.g_port)
            facts.append({"kind": "port", "needles": [v], "v": v, "service": svc[i % len(svc)]})
        for i in range(pk):
            sw, key, where = sws[i % len(sws)]
            v = self.fresh(lambda: self.g_version(key))
            facts.append({"kind": "version", "needles": [v], "v": v, "sw": sw, "key": key, "where": where})
        for i in range(pk):
            line, cur = lines[i % len(lines)]
            v = self.fresh(lambda: self.g_money(cur))
            facts.append({"kind": "money", "needles": [v], "v": v, "line": line})
        for i in range(pk):
            v = self.fresh(self.g_date)
            facts.append({"kind": "date", "needles": [v], "v": v, "event": events[i % len(events)]})
        for i in range(pk):
            c, r = dec[i % len(dec)]
            self.needles += [c, r]
            facts.append({"kind": "decision", "needles": [c, r], "c": c, "r": r})
        for i in range(pk):
            a, s = con[i % len(con)]
            self.needles += [a, s]
            facts.append({"kind": "constraint", "needles": [a, s], "a": a, "s": s})
        for i in range(pk):
            q, qq = que[i % len(que)]
            self.needles.append(q)
            facts.append({"kind": "question", "needles": [q], "q": q, "query": qq})
        return facts

    # ---------------------------------------------------------- placement
    def assign_place(self, f):
        k = f["kind"]
        opts = []
        if k == "name":
            opts = [("user", None, 45), ("paste", "email", 10), ("paste", "register", 6),
                    ("paste", "survey", 5), ("paste", "chat", 8), ("tool", "inbox", 16), ("tool", "findsdb", 10)]
        elif k == "command":
            opts = [("user", None, 45), ("paste", "term", 25), ("asst", None, 30)]
        elif k == "id":
            if f["key"] in ("sf", "xj"):
                opts = [("user", None, 40), ("paste", "register", 30), ("tool", "findsdb", 30)]
            else:
                opts = [("user", None, 40), ("paste", "email", 30), ("tool", "inbox", 30)]
        elif k == "port":
            opts = [("user", None, 45), ("paste", "term", 20), ("tool", "inbox", 8), ("tool", "findsdb", 12),
                    ("asst", None, 15)]
        elif k == "version":
            w = f["where"]
            opts = [("user", None, 40), ("asst", None, 18)]
            if "term" in w:
                opts.append(("paste", "term", 25))
            if "survey" in w:
                opts.append(("paste", "survey", 25))
            if "db" in w:
                opts.append(("tool", "findsdb", 17))
            else:
                opts.append(("tool", "inbox", 12))
        elif k == "money":
            opts = [("user", None, 50), ("paste", "budget", 20), ("paste", "email", 10), ("tool", "inbox", 20)]
        elif k == "date":
            opts = [("user", None, 55), ("paste", "email", 10), ("paste", "chat", 10), ("tool", "inbox", 25)]
        elif k == "decision":
            opts = [("user", None, 85), ("paste", "chat", 15)]
        elif k == "constraint":
            opts = [("user", None, 70), ("paste", "email", 15), ("tool", "inbox", 15)]
        else:
            opts = [("user", None, 100)]
        tot = sum(o[2] for o in opts)
        x = self.rng.random() * tot
        for p, c, w in opts:
            x -= w
            if x <= 0:
                break
        f["place"], f["comp"] = p, c

    def group(self, facts):
        caps = {"budget": {"money": 3}, "register": {"id": 3, "name": 1}, "term": {"command": 2},
                "inbox": {}, "findsdb": {}}
        groups = []
        bycomp = {}
        county_ids = ("smc", "hp", "her", "zhengzhao", "pifu")
        for f in self.shuffled(facts):
            if f["place"] in ("paste", "tool"):
                comp = f["comp"]
                if comp == "email":
                    # one plausible sender per forwarded email
                    k = f["kind"]
                    if k == "name" or (k == "id" and f["key"] not in county_ids):
                        groups.append([f])
                        continue
                    cls = "finance" if k == "money" else "county"
                    bycomp.setdefault((comp, cls), []).append(f)
                else:
                    bycomp.setdefault((comp, None), []).append(f)
            else:
                groups.append([f])
        for (comp, _cls), fs in sorted(bycomp.items(), key=lambda kv: (kv[0][0], str(kv[0][1]))):
            cur, size = [], self.R(1, 3)
            for f in fs:
                cap = caps.get(comp, {}).get(f["kind"], 1)
                if comp == "inbox":
                    cap = 2
                n_same = sum(1 for g in cur if g["kind"] == f["kind"])
                if cur and (len(cur) >= size or n_same >= cap):
                    groups.append(cur)
                    cur, size = [], self.R(1, 3)
                cur.append(f)
            if cur:
                groups.append(cur)
        return groups

    # ---------------------------------------------------------- episode check
    def ep_ok(self, items, own):
        texts = []
        for it in items:
            if it[0] == "tool":
                texts.append(it[2]["args"])
                texts.append(it[2]["output"])
            else:
                texts.append(it[1])
        for n in self.needles:
            c = sum(1 for t in texts if n in t)
            if n in own:
                if c != 1:
                    return False
            elif c:
                return False
        return True

    def make_ep(self, fn, own):
        items = None
        for _ in range(80):
            items = fn()
            if self.ep_ok(items, own):
                return items
        return items

    # ---------------------------------------------------------- build
    def build(self):
        facts = self.make_facts()
        seen_db = set()
        for f in facts:
            self.assign_place(f)
            # the finds db has one port and one version: look those up at most once
            if f["comp"] == "findsdb" and f["kind"] in ("port", "version"):
                if f["kind"] in seen_db:
                    f["place"], f["comp"] = "user", None
                seen_db.add(f["kind"])
        groups = self.group(facts)
        eps = []
        for g in groups:
            own = [n for f in g for n in f["needles"]]
            eps.append(self.make_ep(lambda g=g: self.render(g), own))
        nmsg = sum(1 for ep in eps for it in ep if it[0] != "tool")
        intro = self.make_ep(self.intro, [])
        nmsg += 2
        if self.per_kind <= 5:
            target = self.R(140, 180)
        else:
            target = self.R(195, 245)
        target = min(max(target, nmsg + 16), 276)
        while nmsg < target:
            ep = self.make_ep(self.filler, [])
            k = sum(1 for it in ep if it[0] != "tool")
            if nmsg + k > 278:
                ep = [("user", self.P(["ok", "ta", "👍"] if not self.zh else ["好的", "嗯嗯", "👍"]))]
                k = 1
            eps.append(ep)
            nmsg += k
        eps = self.shuffled(eps)
        seq = list(intro)
        for ep in eps:
            seq.extend(ep)
        # number the diary days in order of appearance
        day = self.R(1, 3)
        cur = day
        out = []
        for it in seq:
            if it[0] != "tool" and "§DAY§" in it[1]:
                if it[0] == "user":
                    cur = day
                    day += self.P([1, 1, 1, 2])
                it = (it[0], it[1].replace("§DAY§", str(cur)))
            out.append(it)
        return facts, out

    def render(self, g):
        f = g[0]
        if f["place"] == "paste":
            return self.render_paste(f["comp"], g)
        if f["place"] == "tool":
            return self.render_tool(f["comp"], g)
        if f["place"] == "asst":
            return self.render_asst(f)
        return self.render_user(f)

    # ---------------------------------------------------------- decoration
    def decor(self):
        R = self.R
        if self.zh:
            sn = self.P(ZH_SURNAMES)
            mat, obj = self.P(ZH_MATERIALS)
            return {"tf": "T%02d%02d" % (R(3, 9), R(1, 9)), "tf2": "T%02d%02d" % (R(3, 9), R(1, 9)),
                    "h": "H%d" % R(3, 60), "h2": "H%d" % R(3, 60), "mm": "M%d" % R(1, 19),
                    "layer": self.P("②③④⑤"), "weather": self.P(ZH_WEATHER), "mood": self.P(ZH_MOOD),
                    "nick": self.P(["老", "小"]) + sn, "site": self.site, "code": self.code,
                    "dir": self.dir, "mob": "1%d%d****%04d" % (R(3, 8), R(0, 9), R(0, 9999)),
                    "mat": mat, "obj": obj, "feature": self.feature}
        mat, obj = self.P(EN_MATERIALS)
        return {"t": R(1, 6), "t2": R(1, 6), "ctx": self.g_ctx(), "ctx2": self.g_ctx(), "ctx3": self.g_ctx(),
                "weather": self.P(EN_WEATHER), "mood": self.P(EN_MOOD), "unit": self.P(EN_UNITS),
                "mob": "07%d %06d" % (R(700, 999), R(0, 999999)), "sfirst": self.P(EN_SHORTFIRST),
                "site": self.site, "code": self.code, "county": self.county, "feature": self.feature,
                "dir": self.dir, "mat": mat, "obj": obj}

    def fdict(self, f):
        d = self.decor()
        k = f["kind"]
        if k == "name":
            d.update(N=f["v"], role=f["role"], first=f["first"])
        elif k == "command":
            d.update(C=f["v"], purpose=f["purpose"])
        elif k == "id":
            d.update(I=f["v"], label=f["label"])
        elif k == "port":
            d.update(P=f["v"], service=f["service"])
        elif k == "version":
            d.update(V=f["v"], sw=f["sw"])
        elif k == "money":
            d.update(M=f["v"], line=f["line"])
        elif k == "date":
            d.update(D=f["v"], event=f["event"])
        elif k == "decision":
            d.update(c=f["c"], r=f["r"])
        elif k == "constraint":
            d.update(a=f["a"], s=f["s"])
        elif k == "question":
            d.update(q=f["q"])
        return d

    # ---------------------------------------------------------- user-placed facts
    def user_templates(self, f):
        k = f["kind"]
        if not self.zh:
            if k == "name":
                return [("pls add {N} to the contacts — {role}. mob is {mob}, only picks up after 6", None),
                        ("{N} ({role}) rang at lunch, wants to come out thurs or fri. remind me to ring bakc, I will forget", None),
                        ("DAY §DAY§. {weather}. T{t} cleaned back for photos, ({ctx}) fully exc. {N} out this pm as {role}, spent ages at the section, happy-ish. {mood}", "diary"),
                        ("just so you have it: {role} = {N}. don't let me forget the induction pack", None),
                        ("voice note sorry hands filthy so the {role} is now {N} not the other one they dropped out so can you update whatever list we had and also remind me about the car share thing", None),
                        ("met {N} today, the {role} — knows the site from the 90s dig, has old slides apparently!! v excited", None),
                        ("can you draft a quick thank-you to {N} pls, {role}, came out in that heat and stayed til 6", "thanks"),
                        ("note: {N} is {role} this yr. ex-{unit}. prefers email to calls", None),
                        ("{role} sorted finally: {N}. huge relief tbh", None)]
            if k == "command":
                return [("ran `{C}` before leaving, said done but no idea if it acutally worked tbh", None),
                        ("note to self: {C}  (NOT the other one, that wiped the layer last yr)", None),
                        ("{sfirst} uses {C} to {purpose}, pls remember it for me", None),
                        ("DAY §DAY§. {weather}. GIS box fell over again around 4, had to do {C} twice before things came back. {mood}", "diary"),
                        ("voice note the command to {purpose} is {C} and it takes ages so remind me to start it before dinner", None),
                        ("what does {C} actually do? the placement student ran it adn now I'm nervous", "explain"),
                        ("for the archive readme: {C} is how we {purpose}", None),
                        ("ok this is what worked in the end:\n{C}\nfinally. 40 mins of my life", None)]
            if k == "id" and f["key"] == "sf":
                return [("{I} — {mat} {obj} from ({ctx}), bagged and boxed, v pleased", None),
                        ("SF of the day: {I}, {mat} {obj} from ({ctx}) T{t}. photo'd in situ first don't worry", None),
                        ("DAY §DAY§. {weather}. T{t}: ({ctx}) produced {I} ({mat} {obj}) right on the interface w [{ctx2}]. {mood}", "diary"),
                        ("remind me {I} needs to go to the conservator, {obj}, it's flaking", None),
                        ("{I} = the {obj} from ({ctx}), the one everyone photographed", None)]
            if k == "id":
                return [("{label} is {I} — pls stick that on the report header template", None),
                        ("can you remember {I} for me, it's the {label}. I keep loosing it", None),
                        ("DAY §DAY§. {weather}. {label} {I} came through at last so that's one less thing. T{t} ({ctx}) still going. {mood}", "diary"),
                        ("put {I} on everything that goes to the county ({label})", None),
                        ("voice note the {label} is {I} yes {I} I checked it twice save it somewhere", None),
                        ("{label}: {I} — they want it in the subject line of every email apparently", None),
                        ("ugh they need the {label} again. it's {I} right? dug it out of an old email", None),
                        ("writing this down before I lose it — {I} is our {label}", None)]
            if k == "port":
                return [("{service} is on {P} now, tell the volunteers http://fieldbox.local:{P}/", None),
                        ("moved {service} to port {P} bc it clashed with something", None),
                        ("remember: {service} = {P}. NOT 8080 anymore", None),
                        ("the student says {service} only answers on {P}, is that normal?", None),
                        ("DAY §DAY§. {weather}. router died at lunch, {service} back up on {P} after the reset. {mood}", "diary"),
                        ("opened {P} on the farm router for {service}, tell me that's not stupid", None),
                        ("voice note the {service} thing the port is {P} write that down somewhere please I will forget", None),
                        ("firewall note: {P} -> {service}", None)]
            if k == "version":
                return [("updated {sw} to {V} last night, fingers crossed", None),
                        ("{sw} says {V} in the about box, is that too old for the plugin?", None),
                        ("do NOT let anyone update {sw} mid-season, we're on {V} and it works", None),
                        ("DAY §DAY§. {weather}. {sw} updated itself to {V} overnight grr, lost my custom grid. {mood}", "diary"),
                        ("for the methods section: {sw} {V}", None),
                        ("voice note oh the version of {sw} we're running is {V} in case the report needs it", None),
                        ("student installed {sw} {V} on the NUC, everything else is older, what a mess", None),
                        ("pinning {sw} at {V} for the rest of the season", None)]
            if k == "money" and f["line"] in ("the Stiftung grant", "the European heritage top-up",
                                              "the Ohio uni contribution", "the field school fee per student"):
                return [("{line} confirmed: {M}!!", None),
                        ("{line} is {M} — that's what we can count on", None),
                        ("heard back, {line} = {M}. less than asked but fine", None),
                        ("voice note {line} came through at {M} so we can relax a tiny bit", None),
                        ("{M} from {line}, assuming the exchange rate doesn't tank", None),
                        ("DAY §DAY§. {weather}. good news on {line}, {M}. T{t} ({ctx}) bottomed. {mood}", "diary")]
            if k == "money":
                return [("budget line for {line} is {M}, can't go over", None),
                        ("{line} came in at {M}!! way more then I thought", None),
                        ("paid {M} for {line} today, cash, need a receipt, remind me", None),
                        ("DAY §DAY§. {weather}. T{t} ({ctx}) done. money stuff: {line} {M}. ouch. {mood}", "diary"),
                        ("uni finance says {line} = {M} max", None),
                        ("voice note can you note that {line} is going to be {M} roughly that's what they quoted on the phone", None),
                        ("{M} for {line}? is that normal do you think", None),
                        ("quote in for {line}: {M} inc VAT", None)]
            if k == "date":
                return [("{event} is {D}, put it in the calendar pls", None),
                        ("{event} moved to {D}. again.", None),
                        ("DAY §DAY§. {weather}. heard {event} is {D} so we need to crack on in T{t}. {mood}", "diary"),
                        ("can we make {D} work for {event}?? feels tight", None),
                        ("voice note {event} is on {D} I think yes definately remind me the week before", None),
                        ("{D} = {event}. no flex on that apparently", None),
                        ("note for the schedule — {event}: {D}", None),
                        ("{event} is {D} apparently, nobody told me til today", None)]
            if k == "decision":
                return [("ok decided: we {c}. mainly because {r}.", None),
                        ("going to {c} — {r}, so no point arguing about it", None),
                        ("after talking it through w the tsups we'll {c}, reason being {r}", None),
                        ("DAY §DAY§. {weather}. T{t} ({ctx}) half done. decision for tmrw: {c}, because {r}. {mood}", "diary"),
                        ("final answer on this: {c}. why? because {r}.", None),
                        ("changed my mind, we're going to {c} after all since {r}", None),
                        ("voice note right so the thing is {r} so what we're going to do is {c} and I'll tell everyone at tea break", None),
                        ("let's {c}. {r}, basically. done deliberating", None)]
            if k == "constraint":
                return [("reminder from the consent conditions: {a}, {s}. they will check", None),
                        ("my site rule, not negotiable: {a} {s}.", None),
                        ("told the volunteers AGAIN today — {a}, {s}. third time this week", None),
                        ("pls add to the induction sheet: {a}, {s}", None),
                        ("voice note also make sure the new lot know {a} {s} because last year someone didn't and the landowner went mad", None),
                        ("condition from the SMC letter: {a} ({s}). read it twice to be sure", None),
                        ("{a} — {s}. if I see otherwise I will lose it", None),
                        ("for the H&S briefing tmrw: {a}, {s}. pls work it in", None)]
            if k == "question":
                return [("any idea about {q}? nobody's said a word", None),
                        ("still nothing on {q} — anything in my inbox?", "search"),
                        ("Q for the list: {q}. do we know yet??", None),
                        ("what's happening with {q}? I've asked twice now", None),
                        ("has anyone mentioned {q}? I don't think so but brain is mush", "search"),
                        ("voice note and another thing I still don't know is {q} so that's hanging over me", None),
                        ("{q} — still unknown. is that going to hold anything up?", None),
                        ("random 2am thought: {q}?? no one has told me anything", None)]
        else:
            if k == "name":
                return [("新来的{role}叫{N}，大家都叫{first}，明天开始上工", None),
                        ("{first}（{N}）下午打电话说周四或者周五过来，提醒我回个电话", None),
                        ("第§DAY§天。{weather}。{tf}清到{layer}层底，{N}下午过来了（{role}），在剖面前看了半天，说还行。{mood}", "diary"),
                        ("记一下：{role}是{N}，电话{mob}，晚上六点以后才接", None),
                        ("那个{role}换人了现在是{N}之前那个不来了你帮我把通讯录改一下啊还有拼车的事别忘了", None),
                        ("今天见到{N}了，{role}，九几年那次发掘他就来过，说手里还有老照片！", None),
                        ("帮我给{N}写个感谢的短信，{role}，今天大热天跑过来待到六点", "thanks"),
                        ("{role}总算定了，{N}，松口气", None)]
            if k == "command":
                return [("走之前跑了 `{C}`，显示完成了，不知道真成功没", None),
                        ("备忘：{C}  别用另一个，去年那个把图层清空了", None),
                        ("{nick}{purpose}用的是 {C}，你帮我记着", None),
                        ("第§DAY§天。{weather}。下午四点GIS服务器又挂了，{C} 敲了两遍才好。{mood}", "diary"),
                        ("{purpose}的命令是{C}要跑一个小时左右吃饭前记得提醒我开始跑", None),
                        ("{C} 这个到底干嘛的？实习生跑了一下我有点慌", "explain"),
                        ("归档说明里写上：{purpose}用的是 {C}", None),
                        ("最后是这个管用：\n{C}\n折腾了四十分钟", None)]
            if k == "id" and f["key"] == "xj":
                return [("{I}是个{obj}，出在{h}里，已经装袋了", None),
                        ("今天的小件：{I}，{mat}{obj}，原位拍过照了放心", None),
                        ("第§DAY§天。{weather}。{tf}：{h}底部出了{I}（{obj}），就在打破关系那条线上。{mood}", "diary"),
                        ("提醒我{I}要送修复，{obj}，一碰就掉渣", None),
                        ("{I}就是那个{obj}，大家都围着拍的那个", None)]
            if k == "id":
                return [("{label}是{I}，报告封面上记得写", None),
                        ("帮我记住{I}，{label}，老是找不着", None),
                        ("第§DAY§天。{weather}。{label}{I}终于下来了，又少一件事。{tf}还在清{layer}层。{mood}", "diary"),
                        ("给县里发东西都要带上{I}（{label}）", None),
                        ("那个{label}是{I}对就是这个我核对了两遍你存一下", None),
                        ("{label}：{I}，他们说邮件标题里要写", None),
                        ("又要{label}，是{I}吧？翻了半天聊天记录", None),
                        ("先记下来免得丢了：{I}是咱们的{label}", None)]
            if k == "port":
                return [("{service}现在在{P}端口，让学生用 http://fieldbox.local:{P}/ 打开", None),
                        ("{service}换到{P}了，之前那个端口冲突", None),
                        ("记住：{service}={P}，不是8080了", None),
                        ("学生说{service}只能用{P}访问，正常吗？", None),
                        ("第§DAY§天。{weather}。中午路由器挂了，重启以后{service}又起来了，端口{P}。{mood}", "diary"),
                        ("那个{service}端口是{P}你帮我记一下我肯定会忘", None),
                        ("路由器上给{service}开了{P}，不会有安全问题吧", None),
                        ("防火墙备忘：{P} → {service}", None)]
            if k == "version":
                return [("昨晚把{sw}升到{V}了，希望别出幺蛾子", None),
                        ("{sw}关于里写的是{V}，插件是不是太老了不支持", None),
                        ("发掘季中间千万别升级{sw}，现在{V}好好的", None),
                        ("第§DAY§天。{weather}。{sw}半夜自己更新到{V}了，自定义格网全没了，气死。{mood}", "diary"),
                        ("报告方法部分写：{sw} {V}", None),
                        ("对了我们用的{sw}版本是{V}报告里可能要写", None),
                        ("学生在NUC上装了{sw} {V}，其他都是旧版，乱七八糟", None),
                        ("{sw}就固定在{V}，这季不动了", None)]
            if k == "money" and f["line"] in ("合作方的经费", "省里的专项经费", "德国基金会的资助"):
                return [("{line}批下来了：{M}！！", None),
                        ("{line}是{M}，能指望的就这些", None),
                        ("回复了，{line}{M}，比申请的少但也行吧", None),
                        ("{line}到账了{M}总算能喘口气", None),
                        ("第§DAY§天。{weather}。好消息，{line}{M}。{tf}到生土了。{mood}", "diary")]
            if k == "money":
                return [("{line}的预算是{M}，不能超", None),
                        ("{line}报价{M}！！比想的贵多了", None),
                        ("今天现金付了{line}{M}，收据还没要，提醒我", None),
                        ("第§DAY§天。{weather}。{tf}清完了。钱的事：{line}{M}，肉疼。{mood}", "diary"),
                        ("财务说{line}最多{M}", None),
                        ("你记一下{line}大概是{M}电话里报的价", None),
                        ("{line}{M}，这个价正常吗", None),
                        ("{line}的报价出来了：{M}含税", None)]
            if k == "date":
                return [("{event}定在{D}，帮我放日历里", None),
                        ("{event}又改到{D}了", None),
                        ("第§DAY§天。{weather}。听说{event}是{D}，{tf}得抓紧了。{mood}", "diary"),
                        ("{D}{event}？？时间有点紧", None),
                        ("{event}是{D}对没错你提前一周提醒我", None),
                        ("{D}{event}，没得商量", None),
                        ("排期备忘：{event}——{D}", None),
                        ("{event}说是{D}，现在才告诉我", None)]
            if k == "decision":
                return [("定了，{c}，主要是{r}。", None),
                        ("想了想还是{c}吧，毕竟{r}", None),
                        ("跟老王他们商量完了，决定{c}，因为{r}", None),
                        ("第§DAY§天。{weather}。{tf}清了一半。明天的安排：{c}，因为{r}。{mood}", "diary"),
                        ("最后就这么办：{c}。为啥？{r}。", None),
                        ("改主意了，还是{c}吧，因为{r}", None),
                        ("是这样啊{r}所以我们决定{c}你帮我记一下明天开会说", None),
                        ("就{c}，没别的办法，主要是{r}", None)]
            if k == "constraint":
                return [("批复里写的：{a}，{s}。他们会来查的", None),
                        ("我的规矩，没商量：{a}，{s}", None),
                        ("跟学生又说了一遍：{a}（{s}）。第三次了", None),
                        ("安全须知里加上：{a}，{s}", None),
                        ("还有让新来的知道{a}{s}去年就有人没注意老乡差点翻脸", None),
                        ("文物局的意见第5条：{a}，{s}", None),
                        ("{s}，{a}！！别让我再说第二遍", None),
                        ("提醒一下：{a}，{s}，这个真的很重要", None)]
            if k == "question":
                return [("{q}有消息吗？一直没人说", None),
                        ("{q}还不知道，邮箱里有吗？", "search"),
                        ("问一下，{q}现在定了吗？", None),
                        ("{q}到底怎么样了？问了两遍没人回复", None),
                        ("有人提过{q}吗？我脑子已经糊了。。", "search"),
                        ("还有一个事我到现在还不知道就是{q}一直悬着", None),
                        ("{q}还是没人回复，会不会耽误事？", None),
                        ("半夜想起来：{q}？？没人跟我说过", None)]
        raise KeyError(k)

    def render_user(self, f):
        d = self.fdict(f)
        ck = "sf" if (f["kind"] == "id" and f["key"] in ("sf", "xj")) else f["kind"]
        if f["kind"] == "money":
            ck = "money-" + str(len(self.user_templates(f)))
        tpl, mode = self.cyc(("u", ck), self.user_templates(f))
        text = tpl.format(**d)
        items = [("user", text)]
        rk = "sf" if (f["kind"] == "id" and f["key"] in ("sf", "xj")) else f["kind"]
        if mode == "search":
            items.append(("tool", "inbox_search", self.empty_search(f["query"])))
            items.append(("assistant", self.reply_nothing_found()))
            return items
        if mode == "thanks":
            items.append(("assistant", self.reply_thanks_draft(d)))
        elif mode == "explain":
            items.append(("assistant", self.reply_explain(d)))
        elif mode == "diary":
            items.append(("assistant", self.reply_diary_ack(rk, d)))
        else:
            items.append(("assistant", self.reply_kind(rk, d)))
        if self.chance(0.2):
            items.append(("user", self.P(["ta", "thanks", "ok", "perfect", "👍", "yep"] if not self.zh
                                         else ["好", "谢谢", "嗯", "行", "👍", "收到"])))
        return items

    # ---------------------------------------------------------- assistant replies
    def reply_kind(self, k, d):
        if not self.zh:
            pools = {
                "name": [
                    "Added {first} to the season contacts as {role}. A few things worth sending before they're on site:\n\n- the induction pack and the site risk assessment (ask them to sign and send it back)\n- directions to the gate — a what3words pin saves a lot of phone calls\n- what to bring: steel toecaps, hi-vis, waterproofs, a water bottle, sun cream\n- daily timings (start, tea, lunch, finish)\n\nIf they'll be supervising, a twenty-minute walk-round of the open trenches and the context-number block they should use will save you a morning of questions.",
                    "Noted — {first}, {role}. I'd also jot down their availability and how they prefer to be contacted; specialists especially tend to have narrow windows. Before they come out, have ready whatever you want them to look at (cleaned sections, the sample list, finds trays laid out) so the visit isn't spent waiting for things to be uncovered.",
                    "Got it, I'll remember {first} as the {role}. Want me to draft a short welcome/briefing email? I can cover access and parking, PPE, timings, and who to ask for on arrival.",
                ],
                "command": [
                    "Worth keeping that one in the README on the NUC with a one-line note on what it does. A few habits that help:\n\n1. Run it in a terminal you can scroll back in, so any error is visible.\n2. Check the output afterwards — an empty or tiny file is the usual sign something went wrong.\n3. If it's part of the nightly routine, put it in cron and send the output to a log file, so it doesn't depend on you remembering at 7pm after a ten-hour day.\n4. Once a week, actually open/restore the result. A backup you've never opened isn't really a backup.",
                    "Noted. If you want, I can turn the commands you've collected so far into a 'GIS box cheat sheet' grouped by job (backups, drone processing, web map, exports) with a line on when to run each. It's also a good thing to hand over to whoever runs the server next season.",
                    "Okay, saved. One caution: if that runs while someone is editing in QGIS or QField you can end up with a half-written file, so it's best run at the end of the day after everyone has synced.",
                ],
                "id": [
                    "I'll keep that {label} handy. Good practice is to put it in the footer of the diary template and in the header of every report and email to the county, so nobody has to ask for it again. For consent and permit references, keep a PDF of the actual letter on the NUC and on your phone — inspectors sometimes ask to see it on site.",
                    "Saved. If you like I can keep a single 'references' list for the season — consents, permits, lab codes, POs, invoices — so you can paste the whole block into the archive report appendix at the end.",
                    "Got it. For the county correspondence, quote it in the subject line as well as the body; their inbox is shared and things get filed by reference.",
                ],
                "sf": [
                    "Lovely find. For the register: make sure the 3D location (or at least a level and a TS shot) and the context are on the bag label and the SF sheet, and photograph it with a scale and the SF board before it's bagged. If it's metalwork, keep it dry — silica gel in a sealed box — and get it to the conservator sooner rather than later.",
                    "Noted in the finds list. If it's fragile, pad it with acid-free tissue in a rigid box rather than a bag, and write any condition notes on the SF sheet now while you remember — conservators find that really useful.",
                ],
                "port": [
                    "Noted. A few tips for the little server:\n\n- keep a plain text file on the NUC listing which service is on which port (future-you will be grateful)\n- don't expose anything straight to the internet from the farm router unless you have to; for remote access an SSH tunnel or a VPN is safer than port forwarding\n- make sure the service comes back after a reboot (systemctl enable, or restart: unless-stopped in docker compose).",
                    "Okay. If the volunteers connect from phones, a bookmark or a QR code stuck on the finds tent saves explaining the address twenty times. If it stops answering after a power cut, check the service first, then the firewall, then the router's DHCP lease for the NUC.",
                    "That's fine as long as it's only reachable on the site network. If you ever need it reachable from outside, at minimum put a password in front of it.",
                ],
                "version": [
                    "Worth recording in the methods section / appendix — the archive and any reviewers will want software versions for anything that produced data. I'd avoid updating mid-season unless a bug forces you to; if you must, export the project, styles and any custom grids first, because plugins don't always survive a version jump.",
                    "Noted. If the field laptops and the NUC end up on different versions, the usual symptom is projects opening with missing symbology or plugin errors. Keeping everyone on the same version until the end of the season is the least painful option.",
                    "Okay, logged against {sw}. I'll keep a small table of software and versions for the report.",
                ],
                "money": [
                    "I've put that against {line} in the budget notes. Running-tally tip: a simple sheet with budget / committed / spent / receipt-filed columns makes the grant report much easier, because funders usually want receipts matched to lines. For cash payments, photograph the receipt on the spot — they fade and vanish in the finds tent.",
                    "Noted for {line}. If it's a foreign currency, record the rate on the day it's paid or received; uni finance will ask, and the difference can be surprisingly big by the end of the season.",
                    "Okay. Do you want me to keep a rough running total per line so you can see what's left before the interim report?",
                ],
                "date": [
                    "Added {event} to the schedule. Working backwards: you'll want the relevant trench(es) recorded and signed off a few days before, plans and photos checked, samples bagged and labelled. I'd set a reminder a week ahead and another two days ahead.",
                    "Noted. If that's fixed, tell the supervisors at tomorrow's briefing so they can plan their trenches around it, and keep an eye on the forecast for the days either side.",
                    "Okay, it's in the calendar. Anything that depends on it (bookings, volunteers, plant) is worth confirming in writing now rather than the week before.",
                ],
                "decision": [
                    "Sounds like a sensible call, and the reasoning is clear. I'd write it into the site diary as well so the rationale is on record for the archive report, and mention it at the next briefing so the supervisors don't hear it second-hand.",
                    "Okay, noted as decided. If it changes the trench layout or the sampling strategy, update the site plan and the risk assessment, and let the county know if it touches anything in the consent.",
                    "Makes sense. Want me to draft a two-line message for the team chat explaining it?",
                ],
                "constraint": [
                    "Understood — that's going on the list of site rules. I'd brief it at the morning toolbox talk, put it on the induction sheet every new volunteer signs, and pin a laminated copy in the welfare cabin. For consent conditions, a short log of how you complied (dates, photos) is handy if the monitoring visit asks.",
                    "Noted. Rules like that stick better with the reason attached, so when you brief it, give the why in one sentence. And make checking it someone's end-of-day job, otherwise it slips by week three.",
                    "Got it. I'll build it into any briefing or induction material I draft for you.",
                ],
                "question": [
                    "I don't have anything on that — it hasn't come up in anything you've shared with me. Probably worth a short, specific email to whoever owns the decision, with the date you need an answer by, so it doesn't drift until the end of the season.",
                    "No idea yet, I'm afraid — nothing so far answers it. I'd put it on an 'open questions' list for the weekly call so it doesn't get buried under everything else.",
                    "I can't tell you, sorry — I haven't seen anything about it. If it affects planning, it may be worth assuming the worst case for now and adjusting if good news turns up.",
                ],
            }
        else:
            pools = {
                "name": [
                    "{first}已经加到这季的通讯录里了，备注是{role}。上工前建议发给他这些：\n\n- 工地安全须知和风险告知，让他签字拍照发回来\n- 进场路线，村口到工地那段最好发个定位\n- 要带的东西：劳保鞋、反光背心、雨衣、水杯、防晒\n- 每天的作息：几点上工、几点休息、几点收工\n\n如果他要带探方，花二十分钟带他把开着的探方走一遍，说清楚遗迹单位编号用哪一段，能省你一上午的解释。",
                    "记下了，{first}是{role}。最好顺手记一下他什么时候有空、喜欢电话还是微信；专家一般时间都很紧。他来之前把要看的东西准备好（剖面刮干净、样品清单、出土物摆盘），别让人来了干等着。",
                    "好的，{first}是{role}，我记住了。要不要我帮你写一段欢迎/进场须知发给他？可以写上路线、停车、劳保、作息和到了找谁。",
                ],
                "command": [
                    "这条最好写进NUC上的说明文档，旁边注一句是干什么用的。几个小习惯：\n\n1. 在能往上翻的终端里跑，报错能看见。\n2. 跑完看一眼输出文件，大小是0或者特别小，多半是出问题了。\n3. 如果是每天都要跑的，放进crontab，输出写到日志里，别指望晚上七点累瘫了还记得。\n4. 每周真打开/恢复一次看看，没打开过的备份不算备份。",
                    "记下了。要是你愿意，我可以把你这季攒的命令整理成一张“服务器速查表”，按用途分：备份、航拍处理、网页地图、导出，每条写上什么时候跑。明年接手的人也用得上。",
                    "好，存了。提醒一句：如果有人正在QGIS或者QField里编辑的时候跑这个，可能会得到写了一半的文件，最好收工大家都同步完了再跑。",
                ],
                "id": [
                    "{label}我记着了。建议放到日记模板的页脚、每份报告和发给县里的邮件抬头里，省得每次都有人来问。批复和证照这类，原件的PDF在NUC和手机上各存一份，检查的人有时候会在现场要看。",
                    "存好了。要不我给你建一个这季的“编号清单”——证照、批复、样品编号、合同、发票——最后整段贴进报告附录就行。",
                    "收到。给县里发邮件的时候标题和正文里都写上，他们是共用邮箱，按编号归档的。",
                ],
                "sf": [
                    "好东西！登记的时候注意：三维坐标（至少测一下全站仪点和深度）和单位号要写在袋签和小件登记表上，装袋前带比例尺和编号牌拍照。如果是金属器，保持干燥，密封盒里放干燥剂，尽早送修复。",
                    "已经记到出土物清单里了。要是比较脆，用无酸纸垫着放硬盒子里，别直接装袋；保存状况现在就写在登记表上，修复师很需要这个。",
                ],
                "port": [
                    "记下了。小服务器的几个建议：\n\n- 在NUC上放个纯文本文件，写清楚哪个服务在哪个端口\n- 能不在村里路由器上做端口映射就不做，要远程访问的话用SSH隧道或者VPN更安全\n- 确认重启以后服务能自己起来（systemctl enable，或者docker compose里写restart: unless-stopped）",
                    "好的。学生要是用手机连，在工具棚门口贴个二维码或者让他们存成书签，省得说二十遍地址。停电以后打不开的话，先查服务，再查防火墙，再查路由器给NUC分的IP变没变。",
                    "只在工地局域网里能访问的话就没问题。要是以后要从外面访问，至少加个密码。",
                ],
                "version": [
                    "这个值得写进报告的方法部分或者附录，出数据的软件版本归档和审稿都会问。发掘季中间除非有bug逼着，最好别升级；真要升，先把工程、样式和自定义格网导出来，大版本升级插件经常不兼容。",
                    "记下了。如果笔记本和NUC版本不一样，常见症状是打开工程符号丢了或者插件报错。这季结束前大家统一用一个版本最省事。",
                    "好的，{sw}的版本记上了。我给你攒一个软件和版本的小表，写报告用。",
                ],
                "money": [
                    "已经记到{line}那一项了。建议弄个简单的表：预算 / 已承诺 / 已花 / 发票是否已交，结项报账的时候会轻松很多，财务一般要求发票和预算科目一一对应。现金付的当场拍收据，纸放在工具棚里很快就没了。",
                    "{line}记下了。如果是外币，记一下到账或者付款当天的汇率，学校财务会问，季末差额可能不小。",
                    "好的。要不要我按科目帮你记个大概的累计数，中期报告前看看还剩多少？",
                ],
                "date": [
                    "{event}放进日程了。倒推一下：相关探方要提前几天记录完、签字，平剖面图和照片检查一遍，样品装袋写好标签。我建议提前一周提醒一次，提前两天再提醒一次。",
                    "记下了。日子定了的话，明天早会跟大家说一声，让各探方按这个安排进度，前后几天的天气也盯一下。",
                    "好，进日历了。跟这个挂钩的事（订车、学生、挖机）最好现在就书面确认，别等到前一周。",
                ],
                "decision": [
                    "这个决定挺合理的，理由也清楚。建议也写进发掘日记，报告里要交代为什么这么做；明天早会跟大家说一下，别让技工们从别人嘴里听说。",
                    "好，记为已定。如果影响探方布局或者取样方案，平面图和安全预案也要跟着改；要是涉及批复内容，跟县文物局打个招呼。",
                    "有道理。要不要我帮你写两句发到技工群里解释一下？",
                ],
                "constraint": [
                    "明白，这条加进工地规矩里。建议早上开工前的班前会说一遍，写进每个新来的人都要签字的安全须知，再打印一份塑封贴在工具棚里。批复里的要求，最好留个执行记录（日期、照片），检查的时候问起来有东西拿。",
                    "记下了。这种规矩带上理由大家更容易记住，交代的时候一句话说清楚为什么。再指定个人每天收工检查，不然到第三周就松了。",
                    "收到。以后帮你写班前会或者安全须知的时候我都会写进去。",
                ],
                "question": [
                    "这个我这边没有任何消息——你发给我的东西里都没提过。建议给负责的人发个简短明确的消息，写清楚最晚什么时候需要答复，不然拖到季末都没人管。",
                    "暂时还不知道，目前没有任何信息能回答这个。建议放进“待解决问题”清单，每周例会问一次，别被别的事淹没了。",
                    "抱歉，我回答不了，没看到任何相关回复。如果影响安排的话，先按最坏情况准备，有好消息再调整。",
                ],
            }
        body = self.cyc(("r", k), pools[k]).format(**d)
        if k in ("sf", "question"):
            return body
        starts = ("Okay", "Noted", "Got it", "Understood", "Saved", "Sounds", "Makes", "I", "Added", "No",
                  "好", "记下", "收到", "明白", "存", "这个", "有道理", "暂时", "抱歉")
        if body.startswith(starts):
            return body
        if self.zh:
            op = self.P(["", "", "嗯，", "好嘞。", "明白。"])
        else:
            op = self.P(["", "", "Right. ", "Okay. ", "Thanks. "])
        return op + body

    def reply_sf(self, d):
        return self.reply_kind("sf", d)

    def reply_diary_ack(self, k, d):
        if self.zh:
            head = self.P(["记到日记里了。", "这条日记存好了。", "收到，日记记上了。"])
        else:
            head = self.P(["Logged in the diary.", "Diary entry saved.", "Got that in the season diary."])
        return head + ("" if self.zh else " ") + self.reply_kind(k, d)

    def reply_thanks_draft(self, d):
        if self.zh:
            return self.P([
                "可以这样发：\n\n——\n{first}您好！今天真是辛苦您了，这么热的天专门跑到工地来，还一直待到六点。您对剖面和遗迹的意见对我们帮助特别大，明天早会我就跟大家传达。有什么需要我们这边配合的随时说。再次感谢！\n{dir}\n——\n\n要更正式一点或者更口语一点我再改。",
                "给你一版短的：\n\n{first}，今天太感谢了！大热天跑一趟还待到收工，大家都说收获很大。后面有什么资料需要我这边整理的您尽管说。——{dir}\n\n要不要加一句下次什么时候再来？",
            ]).format(**d)
        return self.P([
            "Here's a short one you can send:\n\n---\nHi {first},\n\nThank you so much for coming out to {site} today — especially in that heat, and for staying on until the end of the day. Your comments on the sections were really helpful and I'll pass them on to the team at tomorrow's briefing.\n\nAll the best,\n{dir}\n---\n\nHappy to make it more formal or more chatty.",
            "Draft:\n\n---\nDear {first},\n\nJust a quick note to say thank you for today. It made a real difference having you on site, and the team learnt a lot. Let me know if there's anything you need from us (photos, context sheets, sample lists) for your notes.\n\nBest wishes,\n{dir}\n---",
        ]).format(**d)

    def reply_explain(self, d):
        if self.zh:
            return ("这条是用来{purpose}的。它的作用是读取数据然后写出一个新文件或者重启/调整一个服务，不会直接删数据，所以实习生跑一次基本不会弄坏什么。"
                    "想确认的话：看一下输出文件的时间和大小，再看看终端最后几行有没有报错（error、permission denied之类）。"
                    "以后可以跟学生说好，服务器上的命令先问一声再跑，或者给他们单独开个权限少的账号。").format(**d)
        return ("That one is for when you need to {purpose}. It reads data and writes a new file, or restarts/adjusts a service — it doesn't delete anything in place — so the student running it once is very unlikely to have broken anything.\n\n"
                "To be sure: check the timestamp and size of whatever it produced, and look at the last few lines it printed for anything like 'error' or 'permission denied'. "
                "Longer term, it might be worth giving students their own login on the NUC with fewer permissions, or a rule that they ask before running anything on the server.").format(**d)

    def reply_nothing_found(self):
        if self.zh:
            return self.P(["邮箱里搜了一下，没有相关的邮件，也没有人回复过这个。要不要我帮你写个催问的消息？",
                           "查了，收件箱里没有任何关于这个的内容。目前还是没答复的状态，建议直接打电话问一下。"])
        return self.P(["I searched your inbox and there's nothing on that — no reply and no thread mentioning it. Want me to draft a chaser?",
                       "Nothing in the inbox about it, I'm afraid. Still unanswered as far as I can see; a phone call might get further than another email."])

    def empty_search(self, query):
        args = json.dumps({"query": query, "folder": "INBOX", "limit": 10}, ensure_ascii=False)
        if self.zh:
            out = self.P(["共0封邮件匹配。", "没有找到匹配的邮件。\n（已搜索：收件箱，最近60天）"])
        else:
            out = self.P(["0 messages matched.", "No results.\n(searched: INBOX, last 60 days)"])
        return {"args": args, "output": out}

    # ---------------------------------------------------------- assistant-placed facts
    def render_asst(self, f):
        d = self.fdict(f)
        k = f["kind"]
        if not self.zh:
            if k == "command":
                u = self.P(["how do I {purpose} again? can never remember", "what's the command to {purpose}, {sfirst} is off today",
                            "remind me how to {purpose} pls, doing it from the NUC"])
                a = self.P(["This should do it — run it on the NUC:\n\n    {C}\n\nIt'll take a while on a full day's data; leave the terminal open until it prints the prompt again, and check the output is there before you shut the lid.",
                            "Here you go:\n\n    {C}\n\nIf it complains about permissions, you're probably logged in as the volunteer account — switch to your own user first. Worth adding it to the README once it works."])
                b = self.P(["worked ta", "done, took ages", "ok running it now", "yep that's the one"])
            elif k == "version":
                u = self.P(["which {sw} should I put on the new laptop? the old one's dying", "is there a {sw} that fixes the crash on export? driving me mad",
                            "{sw} version for the second laptop — what do you reckon?"])
                a = self.P(["I'd go with {sw} {V}. Mainly so both machines match: projects, styles and plugins behave the same and you don't get the 'opens on one laptop but not the other' problem mid-season. Install it, open yesterday's project, check the layers and the grid before you wipe the old machine.",
                            "Use {sw} {V} — it's a maintenance release, so it's the bug-fix you want without new features to trip over. Export your styles and custom grid first just in case."])
                b = self.P(["ok installing", "done, seems fine", "ta, going with that"])
            else:
                u = self.P(["{service} needs a port, 8080 is taken by something. what should I use?", "what port shall I put {service} on? don't want another clash"])
                a = self.P(["Use {P} — nothing else on the NUC should be using it. Change it in the service's config (or the ports: line in docker compose), restart, then open it on the site network only, not on the farm router.",
                            "I'd put it on {P}. Write it in the ports list on the NUC so the next person knows, and check it's listening after a restart."])
                b = self.P(["done, works", "ok changed it", "👍 that worked"])
        else:
            if k == "command":
                u = self.P(["{purpose}怎么弄来着？老是记不住", "{purpose}的命令是啥，{nick}今天不在",
                            "提醒我一下怎么{purpose}，我在NUC上"])
                a = self.P(["这样就行，在NUC上跑：\n\n    {C}\n\n一整天的数据会跑一阵子，等终端重新出现提示符再关，合盖之前确认一下输出文件在不在。",
                            "给你：\n\n    {C}\n\n要是提示权限不够，可能登的是学生账号，先切回你自己的用户。跑通了记得写进说明文档。"])
                b = self.P(["好了谢谢", "跑完了，好慢", "在跑了", "对就是这个"])
            elif k == "version":
                u = self.P(["新笔记本装哪个版本的{sw}？旧的快不行了", "{sw}有没有修了导出崩溃的版本？快疯了",
                            "第二台笔记本的{sw}装哪个版本你觉得"])
                a = self.P(["我建议装{sw} {V}。主要是两台机器要一致，工程、样式、插件表现都一样，不会出现这台能开那台打不开的情况。装好以后先打开昨天的工程看看图层和格网，再去格式化旧机器。",
                            "用{sw} {V}吧，这是个修bug的小版本，正好解决问题又没有新功能添乱。先把样式和自定义格网导出来以防万一。"])
                b = self.P(["好，在装了", "装好了，看着没问题", "行，就这个"])
            else:
                u = self.P(["{service}要个端口，8080被占了，用哪个？", "{service}放哪个端口好？别再冲突了"])
                a = self.P(["用{P}吧，NUC上应该没别的在用。在服务的配置里改（docker compose的话改ports那一行），重启，然后只在工地局域网里开放，别在村里路由器上映射。",
                            "我建议放{P}。写进NUC上的端口清单，下一个接手的人就知道了，重启后确认一下在监听。"])
                b = self.P(["改好了，能用", "好的改了", "👍 可以了"])
        return [("user", u.format(**d)), ("assistant", a.format(**d)), ("user", b.format(**d))]

    # ---------------------------------------------------------- pastes
    def distractor_name(self):
        if self.zh:
            return self.P(ZH_SURNAMES) + self.P(ZH_GIVEN)
        return self.P(EN_FIRST) + " " + self.P(EN_LAST)

    def email_addr(self, name, role=None):
        if self.zh:
            return "%s%d@%s" % (self.P(["wwj", "kgs", "ky", "cw", "office"]), self.R(1, 99),
                                self.P(["163.com", "qq.com", "wwj.gov.cn", "kaogu.org.cn"]))
        parts = name.lower().replace("-", "").split()
        if role is None:
            dom = self.P(["county.gov.uk", "gmail.com", "uni.ac.uk", "trust.org.uk"])
        elif "county" in role:
            dom = "county.gov.uk"
        elif "HE " in role:
            dom = "historicengland.org.uk"
        elif any(w in role for w in ("uni", "placement", "supervisor", "student")):
            dom = "uni.ac.uk"
        elif "Trust" in role:
            dom = "trust.org.uk"
        else:
            dom = self.P(["gmail.com", "btinternet.com", "outlook.com"])
        return "%s.%s@%s" % (parts[0][0], parts[-1], dom)

    def sender_for(self, f):
        """A plausible (name, address, title) for an email carrying fact f (never f's needle)."""
        zh = self.zh
        k = f["kind"] if f else None
        key = f.get("key") if f else None
        person = self.distractor_name()
        if zh:
            if k == "id" and key in ("ht", "bx", "cg", "fp"):
                return person, self.email_addr(person), "学院财务科"
            if k == "id" and key == "ba":
                return "北大碳十四实验室", "c14lab@pku.edu.cn", "实验室"
            if k == "id" and key == "zl":
                return "鑫达机械租赁", "xinda_zl@163.com", "租赁公司"
            if k == "id" and key == "it":
                return "网络中心", "nic@univ.edu.cn", "网络中心"
            if k == "id" and key == "ky":
                return person, self.email_addr(person), "空管站"
            if k == "money":
                return person, self.email_addr(person), self.P(["学院财务科", "项目办"])
            return person, self.email_addr(person), self.P(["县文物局文保科", "省文物局", "省考古所办公室"])
        if k == "id" and key in ("hb", "inv"):
            return "Bryn Plant Hire", "accounts@brynplant.co.uk", "Accounts"
        if k == "id" and key in ("po", "grant"):
            return person, self.email_addr(person).split("@")[0] + "@uni.ac.uk", "Research Finance"
        if k == "id" and key == "it":
            return "Uni IT Service Desk", "servicedesk@uni.ac.uk", "IT Services"
        if k == "id" and key == "caa":
            return "CAA UAS Unit", "uas.enquiries@caa.co.uk", "Civil Aviation Authority"
        if k == "id" and key == "suerc":
            return "SUERC Radiocarbon", "radiocarbon@glasgow.ac.uk", "Radiocarbon Lab"
        if k == "id" and key == "oasis":
            return "OASIS", "oasis@archaeologydataservice.ac.uk", "OASIS team"
        if k == "money":
            return person, self.email_addr(person).split("@")[0] + self.P(["@uni.ac.uk", "@trust.org.uk"]), self.P(["Research Finance", "Grants Officer"])
        if k == "id" and key == "smc":
            return person, self.email_addr(person).split("@")[0] + "@historicengland.org.uk", "Inspector of Ancient Monuments"
        return person, self.email_addr(person).split("@")[0] + "@county.gov.uk", self.P(["Historic Environment Officer", "Planning Archaeologist"])

    def by_kind(self, g):
        out = {}
        for f in g:
            out.setdefault(f["kind"], []).append(f)
        return out

    def render_paste(self, comp, g):
        return getattr(self, "paste_" + comp)(g)

    def paste_email(self, g):
        bk = self.by_kind(g)
        zh = self.zh
        nf = bk.get("name", [None])[0]
        if nf:
            sender, srole, sfirst = nf["v"], nf["role"], nf["first"]
            addr = self.email_addr(sender, srole)
        else:
            other = [f for f in g if f["kind"] != "name"]
            sender, addr, srole = self.sender_for(other[0] if other else None)
            if zh:
                sfirst = (sender[0] + self.P(["科长", "老师", "主任"])) if len(sender) <= 3 else sender
            else:
                sfirst = sender.split()[0] if len(sender.split()) == 2 and sender.split()[0] in EN_FIRST else "all"
        paras, bullets = [], []
        for f in g:
            d = self.fdict(f)
            k = f["kind"]
            if zh:
                if k == "id":
                    paras.append(self.P(["此事的{label}为{I}，今后来函请注明。", "请在后续材料中注明{label}：{I}。"]).format(**d))
                    bullets.append("- {label}，以后发材料都要写上（我已经记下了）".format(**d))
                elif k == "date":
                    paras.append(self.P(["经研究，{event}安排在{D}。", "{event}的时间确定为{D}，请提前做好准备。"]).format(**d))
                    bullets.append("- {event}的时间定了，按邮件里的日子准备".format(**d))
                elif k == "money":
                    paras.append(self.P(["{line}核定为{M}，请按实际支出据实报销。", "关于{line}，批准金额为{M}。"]).format(**d))
                    bullets.append("- {line}的金额批了，我记到预算里了".format(**d))
                elif k == "constraint":
                    paras.append(self.P(["再次提醒：{a}，{s}。", "请严格遵守：{a}，{s}，我们会不定期检查。"]).format(**d))
                    bullets.append("- 有一条要求要跟大家交代，加进安全须知")
            else:
                if k == "id":
                    paras.append(self.P(["Please quote our reference {I} ({label}) in all correspondence about this.",
                                         "For your records, the {label} is {I}."]).format(**d))
                    bullets.append("- the {label} to quote on everything (saved)".format(**d))
                elif k == "date":
                    paras.append(self.P(["I can confirm {event} for {D}.", "Regarding {event}: {D} works at our end."]).format(**d))
                    bullets.append("- {event} is confirmed for the date they give".format(**d))
                elif k == "money":
                    paras.append(self.P(["The approved figure for {line} is {M}.", "On {line}, we can offer {M}; please keep receipts."]).format(**d))
                    bullets.append("- the figure for {line} is set — noted against the budget".format(**d))
                elif k == "constraint":
                    paras.append(self.P(["As a reminder, the following applies: {a}, {s}.", "Please make sure the team is aware: {a}, {s}."]).format(**d))
                    bullets.append("- a condition to brief to the team (goes on the induction sheet)")
        if nf:
            bullets.insert(0, ("- {first}是{role}，以后这事找他" if zh else "- {first} is your contact as {role}").format(first=sfirst, role=srole))
        self.rng.shuffle(paras)
        kinds = [f["kind"] for f in g]
        if "constraint" in kinds:
            subj = self.P(["consent conditions", "follow-up from site visit", "monitoring"])
        elif "money" in kinds:
            subj = self.P(["budget query", "funding", "finance update"])
        elif "id" in kinds:
            subj = [f for f in g if f["kind"] == "id"][0]["label"]
        elif "date" in kinds:
            subj = [f for f in g if f["kind"] == "date"][0]["event"]
        else:
            subj = "introduction"
        if zh:
            head = self.P(["转发县里的邮件，帮我看看要干啥", "这个刚收到，帮我把重点挑出来", "唉你看看这个", "转一下，存这里"])
            body = ("{head}\n\n---------- 转发的邮件 ----------\n发件人：{sender} <{addr}>\n主题：{code}发掘相关事宜\n\n{dir}：\n\n您好！{opening}\n\n{paras}\n\n{closing}\n\n{sender}\n{srole}").format(
                head=head, sender=sender, addr=addr, code=self.code, dir=self.dir,
                opening=self.P(["现将有关事项通知如下。", "根据上次现场检查的情况，有几件事跟您说一下。"]),
                paras="\n\n".join(paras) if paras else "先简单介绍一下，这季由我做{r}，我这几周的时间安排附在后面，您看哪天方便我过来。".format(r=srole),
                closing=self.P(["有问题随时联系。", "请按要求执行，谢谢配合。"]), srole=srole)
            reply = "要点：\n" + "\n".join(bullets or ["- 主要是通知性质，没有要马上处理的"]) + \
                "\n\n回复可以这样写：\n\n{s}您好，邮件收到，相关要求我们已经传达到工地每个人，有进展再跟您汇报。谢谢！\n{dir}".format(s=sfirst, dir=self.dir)
        else:
            head = self.P(["fwd from the county office, what do I actually need to do from this", "this came in, pull out the important bits pls",
                           "ugh. read this", "forwarding so it's in here"])
            body = ("{head}\n\n---------- Forwarded message ---------\nFrom: {sender} <{addr}>\nSubject: {code} – {subj}\n\nDear {dir},\n\n{opening}\n\n{paras}\n\n{closing}\n\nKind regards,\n{sender}\n{srole}").format(
                head=head, sender=sender, addr=addr, code=self.code, dir=self.dir,
                subj=subj,
                opening=self.P(["Thanks for your time on site last week.", "Following up on our call, a few points below.", "I hope the weather is being kind."]),
                paras="\n\n".join(paras) if paras else "Just introducing myself properly — I'll be your {r} this season. My availability for the next few weeks is below; let me know which days suit.".format(r=srole),
                closing=self.P(["Any questions, just shout.", "Do let me know if anything is unclear."]), srole=srole)
            reply = "Key points:\n" + "\n".join(bullets or ["- mostly informational, nothing urgent"]) + \
                "\n\nSuggested reply:\n\nDear {s},\n\nThank you for this — all noted, and I'll make sure the team is briefed. I'll update you after the next site meeting.\n\nBest wishes,\n{dir}".format(s=sfirst, dir=self.dir)
        return [("user", body), ("assistant", reply)]

    def paste_register(self, g):
        bk = self.by_kind(g)
        zh = self.zh
        rows = []
        mats = {}
        for f in bk.get("id", []):
            d = self.decor()
            rows.append((f["v"], d))
        for _ in range(self.R(3, 7)):
            d = self.decor()
            if zh:
                rows.append(("%sT%02d%02d%s:%d" % (self.code, self.R(3, 9), self.R(1, 9), self.P("②③④⑤"), self.R(1, 60)), d))
            else:
                rows.append(("SF-%04d" % self.R(100, 999), d))
        self.rng.shuffle(rows)
        nf = bk.get("name", [None])[0]
        if zh:
            lines = ["小件号 | 单位 | 质地 | 器物 | 备注"]
            for sf, d in rows:
                mats[d["mat"]] = mats.get(d["mat"], 0) + 1
                lines.append("%s | %s | %s | %s | %s" % (sf, d["h"], d["mat"], d["obj"], self.P(["", "残", "已拍照", "待修复", "原位提取"])))
            foot = ("核对：%s（%s）" % (nf["v"], nf["role"])) if nf else "核对：" + self.P(["老王", "小李", "我自己"])
            body = self.P(["这周的小件登记，手抄的凑合看", "小件登记表更新了", "贴一下今天的登记"]) + "\n\n" + "\n".join(lines) + "\n" + foot
            reply = "这批一共%d件：%s。" % (len(rows), "，".join("%s%d件" % (m, n) for m, n in mats.items())) + self.cyc(("regr",), [
                "金属器和骨器建议单独装硬盒、放干燥剂；标了“待修复”的在登记表上写清楚保存状况，送修复的时候附上。没看到重号。",
                "编号没问题。两个小事：待修复的送走前都要有保存状况记录；“原位提取”的确认全站仪里真有点，别只在表上打了勾。",
                "没发现异常。每周末把登记表和实物袋子对一遍，季末清点就是半天的事，不然得一个礼拜。"])
        else:
            lines = ["SF no | ctx | material | object | notes"]
            for sf, d in rows:
                mats[d["mat"]] = mats.get(d["mat"], 0) + 1
                lines.append("%s | (%s) | %s | %s | %s" % (sf, d["ctx"], d["mat"], d["obj"], self.P(["", "frag", "photo'd", "needs cons", "3D pt taken"])))
            foot = ("checked: %s (%s)" % (nf["v"], nf["role"])) if nf else "checked: " + self.P(["HM", "JT", "me", "BW"])
            body = self.P(["SF register so far this wk, typed up from the sheets sorry", "finds reg update", "today's SFs:"]) + "\n\n" + "\n".join(lines) + "\n" + foot
            reply = "That's %d small finds: %s. " % (len(rows), ", ".join("%d %s" % (n, m) for m, n in mats.items())) + self.cyc(("regr",), [
                "Metalwork and worked bone should go in rigid boxes with silica gel; anything marked for conservation wants its condition noted on the SF sheet before it leaves site. No duplicate numbers that I can see.",
                "No duplicates. Two small things: make sure every 'needs cons' item has a condition note before it goes off site, and that the 3D points are actually in the TS job, not just ticked on the sheet.",
                "Nothing odd in the numbering. If the register and the bags are checked against each other at the end of each week, the end-of-season reconciliation becomes a morning rather than a week."])
        return [("user", body), ("assistant", reply)]

    def paste_budget(self, g):
        zh = self.zh
        rows = []
        used = set(f["line"] for f in g)
        for f in g:
            rows.append((f["line"], f["v"]))
        pool = ZH_MONEY_LINES if zh else EN_MONEY_LINES
        for line, cur in self.shuffled(pool)[:self.R(3, 5)]:
            if line in used:
                continue
            if zh:
                rows.append((line, "%d" % (self.R(5, 300) * 100)))
            else:
                rows.append((line, "£" + format(self.R(5, 300) * 10, ",")))
        self.rng.shuffle(rows)
        notes = []
        if zh:
            lines = ["科目 | 金额 | 已花/到账 | 备注"]
            for line, v in rows:
                n = self.P(["", "", "待发票", "老张经手", "要补合同"])
                notes.append(n)
                lines.append("%s | %s | %s | %s" % (line, v, self.P(["0", "一半左右", "还没付", "已付"]), n))
            body = self.P(["预算表，格式乱了将就看", "把预算表贴一下，你帮我看看哪里要超"]) + "\n\n" + "\n".join(lines)
            tips = []
            if "要补合同" in notes:
                tips.append("- 标了“要补合同”的先补，没合同财务不给报")
            if "待发票" in notes:
                tips.append("- “待发票”的要尽快催，年底财务关账很早")
            if "老张经手" in notes:
                tips.append("- 老张经手的几项让他把单据交回来，别最后对不上")
            tips.append("- 整体还在预算内，但人工和机械两块要盯紧，天气一耽误就超")
            reply = "看了一下：\n" + "\n".join(tips) + "\n要不要我按周帮你做个支出预测？"
        else:
            lines = ["LINE | AMOUNT | SPENT/RECEIVED | NOTES"]
            for line, v in rows:
                n = self.P(["", "", "awaiting inv", "cash, receipt lost", "need PO"])
                notes.append(n)
                lines.append("%s | %s | %s | %s" % (line, v, self.P(["0", "approx half", "not yet", "all"]), n))
            body = self.P(["budget, my sheet, formatting gone weird sorry", "pasting the budget, can you see where we'll go over"]) + "\n\n" + "\n".join(lines)
            tips = []
            if "need PO" in notes or "awaiting inv" in notes:
                tips.append("- the lines marked 'need PO' or 'awaiting inv' are the risky ones — uni finance won't pay without the paperwork, so chase those first")
            if "cash, receipt lost" in notes:
                tips.append("- the lost cash receipt: ask the supplier for a duplicate now, not in October")
            tips.append("- overall you look inside the total, but plant and staffing are the lines that blow out if the weather costs you days")
            reply = "Had a look:\n" + "\n".join(tips) + "\nWant me to do a rough week-by-week spend forecast?"
        return [("user", body), ("assistant", reply)]

    def survey_rows(self, n):
        out = []
        if self.zh:
            x0, y0 = self.R(3800000, 3899999), self.R(38400000, 38499999)
            for i in range(n):
                out.append("%d,%.3f,%.3f,%.3f,%s" % (self.R(1, 400), x0 + self.rng.random() * 60, y0 + self.rng.random() * 60,
                                                     400 + self.rng.random() * 5, self.P(["JZ", "KX", "PM", "XJ", "TF"])))
        else:
            e0, n0 = self.R(300000, 460000), self.R(100000, 560000)
            for i in range(n):
                out.append("%d,%.3f,%.3f,%.3f,%s" % (self.R(1, 400), e0 + self.rng.random() * 60, n0 + self.rng.random() * 60,
                                                     80 + self.rng.random() * 40, self.P(["LVL", "EDGE", "SF", "SEC", "TRENCH"])))
        return out

    def paste_survey(self, g):
        bk = self.by_kind(g)
        zh = self.zh
        vf = bk.get("version", [None])[0]
        nf = bk.get("name", [None])[0]
        head = []
        drone = vf is not None and vf["key"] == "djifly"
        if drone:
            head.append("Aircraft: DJI Mini 4 Pro | App: DJI Fly v%s" % vf["v"])
        elif vf is not None and vf["key"] == "qfield":
            head.append("# exported from QField %s, project %s" % (vf["v"], self.code))
        else:
            head.append("# Instrument: Leica TS16 R500" + (" | Captivate v%s" % vf["v"] if vf else ""))
        if nf:
            head.append(("# 操作员：%s（%s）" if zh else "# Operator: %s (%s)") % (nf["v"], nf["role"]))
        if drone:
            rows = ["time_s,alt_m,speed_ms,battery_pct"] + ["%d,%.1f,%.1f,%d" % (i * 30, 40 + self.rng.random() * 20, self.rng.random() * 8, 98 - i * 4) for i in range(self.R(5, 9))]
        else:
            rows = ["PtID,X,Y,H,Code" if zh else "PtID,E,N,H,Code"] + self.survey_rows(self.R(5, 10))
        if drone:
            if zh:
                body = self.P(["今天的航拍日志，帮我瞄一眼", "无人机飞行记录贴一下，看看正常不"]) + "\n\n" + "\n".join(head + rows)
                reply = "飞行记录看着正常：高度稳定在设定范围，电量消耗也均匀，没有异常掉电。建议：\n- 每次起飞前记一下风速和电池编号\n- 照片和飞行日志一起归档，后面处理正射影像要用\n- 电量低于30%就返航，别贪最后一条航线"
            else:
                body = self.P(["drone log from this morning, anything weird?", "flight log, quick sanity check pls"]) + "\n\n" + "\n".join(head + rows)
                reply = "The flight log looks normal: altitude held within the planned band and the battery drained evenly with no sudden drops. Habits worth keeping:\n- note wind speed and battery ID before each flight\n- archive the log alongside the photos — you'll want it when processing the orthophoto\n- bring it home below 30% rather than squeezing in one more line"
            return [("user", body), ("assistant", reply)]
        if zh:
            body = self.P(["今天的全站仪数据，你看看有没有问题", "导出来的数据贴一下", "测量数据，帮我瞄一眼"]) + "\n\n" + "\n".join(head + rows)
            reply = self.cyc(("survr",), [
                "看了一下：编码基本一致，高程在合理范围内，没有明显的跳点。几个建议：\n- 每天开工前后各测一次控制点，记下闭合差\n- 编码表统一一下，别一会儿大写一会儿小写\n- 原始文件（不只是导出的CSV）每天拷两份，一份放U盘带走\n要是有哪个点你觉得不对，把点号告诉我，我帮你对一下。",
                "没什么问题，高程都在合理范围，编码也统一。点号不连续没关系，但几天的数据合并的时候注意别重号，点号前面加上日期或者探方号就不会撞。",
                "看着正常。想快速检查的话，在QGIS里叠到探方范围上看一眼，落在探方外面的点一般是编码错了或者设站有问题。"])
        else:
            body = self.P(["TS export from today, does this look sane?", "survey dump, sorry it's long", "survey bits, quick sanity check pls"]) + "\n\n" + "\n".join(head + rows)
            reply = self.cyc(("survr",), [
                "Looks sane: codes are consistent, heights sit in a sensible range and nothing jumps out as a mis-shot. A few habits worth keeping:\n- shoot a control point at the start and end of each session and note the closure\n- keep the code list fixed (no 'edge' vs 'EDGE' drift)\n- copy the raw job files, not just the CSV, to two places every evening\nIf any particular point looks off to you, give me the number and I'll sanity-check it against the others.",
                "Nothing alarming. Heights are within a plausible range for the site and the codes are consistent. Point IDs aren't in order, which is fine, but if you're merging several days' jobs make sure IDs don't collide — prefixing with the day or trench avoids that.",
                "That looks fine to me. If you want a quick check, load it in QGIS over the trench outlines: any point sitting outside its trench is usually a code or station-setup error."])
        return [("user", body), ("assistant", reply)]

    def cmd_output(self, c):
        t = c.split()[0]
        R = self.R
        if t == "rsync":
            return "sent %s bytes  received %s bytes  %s bytes/sec\ntotal size is %s  speedup is 1.00" % (
                format(R(10**8, 9 * 10**9), ","), format(R(1000, 99999), ","), format(R(10**6, 9 * 10**7), ","), format(R(10**8, 9 * 10**9), ","))
        if t == "docker":
            return "[+] Running 1/1\n ✔ Container done"
        if t in ("zip", "tar"):
            return "  adding: ... (deflated %d%%)" % R(2, 40)
        if t == "gdal_translate":
            return "Input file size is %d, %d\n0...10...20...30...40...50...60...70...80...90...100 - done." % (R(8000, 30000), R(8000, 30000))
        if t == "sqlite3":
            return "ok"
        if t == "exiftool":
            return "    1 directories scanned\n  %d image files read" % R(80, 900)
        return ""

    def paste_term(self, g):
        zh = self.zh
        parts = []
        svc_note = []
        for f in self.shuffled(g):
            k = f["kind"]
            if k == "command":
                out = self.cmd_output(f["v"])
                parts.append("nuc@fieldbox:~$ " + f["v"] + ("\n" + out if out else ""))
            elif k == "version":
                v, key = f["v"], f["key"]
                if key == "qgis":
                    parts.append("nuc@fieldbox:~$ qgis --version\nQGIS %s" % v)
                elif key == "postgis":
                    parts.append("nuc@fieldbox:~$ psql -d gis -tAc 'select postgis_lib_version()'\n%s" % v)
                elif key == "pg":
                    parts.append("nuc@fieldbox:~$ psql --version\npsql (PostgreSQL) %s" % v)
                elif key == "geoserver":
                    parts.append("nuc@fieldbox:~$ curl -s localhost:8080/geoserver/rest/about/version.json | jq -r '.about.resource[0].Version'\n%s" % v)
                elif key == "webodm":
                    parts.append("nuc@fieldbox:~$ grep '\"version\"' /opt/WebODM/package.json\n  \"version\": \"%s\"," % v)
                elif key == "odm":
                    parts.append("nuc@fieldbox:~$ docker run --rm opendronemap/odm --version\n%s" % v)
                else:
                    parts.append("nuc@fieldbox:~$ ./metashape.sh --version\nAgisoft Metashape Professional Version: %s" % v)
            elif k == "port":
                proc = self.P(["java", "python3", "nginx", "docker-proxy", "postgres"])
                lines = ["LISTEN 0      4096   0.0.0.0:%s   0.0.0.0:*  users:((\"%s\",pid=%d,fd=7))" % (f["v"], proc, self.R(900, 9999))]
                lines.append("LISTEN 0      128    0.0.0.0:22     0.0.0.0:*  users:((\"sshd\",pid=%d,fd=3))" % self.R(300, 899))
                self.rng.shuffle(lines)
                parts.append("nuc@fieldbox:~$ sudo ss -tlnp | grep -v 127.0.0\n" + "\n".join(lines))
                svc_note.append(f["service"])
        log = "\n".join(parts)
        kinds = set(f["kind"] for f in g)
        if zh:
            tips = ["- 这些命令和输出存一份到NUC的说明文档里"]
            if "port" in kinds:
                tips.append("- 端口在监听，服务本身是起来的；打不开的话先在NUC本机用浏览器试，能开就是防火墙或者网络的问题")
            if "version" in kinds:
                tips.append("- 版本号记下来，写报告方法部分要用")
            if "command" in kinds:
                tips.append("- 命令跑完没报错，输出文件的大小和时间再确认一下")
        else:
            tips = ["- paste these into the NUC README so there's a record of what was run"]
            if "port" in kinds:
                tips.append("- the port is listening, so the service itself is up; if it won't load for the volunteers, try it in a browser on the NUC first — if it works there, it's the firewall or the network")
            if "version" in kinds:
                tips.append("- note the version for the report's methods section")
            if "command" in kinds:
                tips.append("- no errors in what ran; still worth checking the output's size and timestamp")
        if zh:
            head = self.P(["服务器上的输出，帮我看看正常不", "终端里是这样的：", "学生截的屏，我打出来了"])
            if svc_note:
                head += "（%s打不开，所以看了下端口）" % svc_note[0]
            reply = "看着都正常。几个小建议：\n" + "\n".join(tips)
        else:
            head = self.P(["this is what the box says, normal?", "terminal output, pls sanity check", "student sent me this, retyped"])
            if svc_note:
                head += " (%s not loading for the volunteers so I checked the ports)" % svc_note[0]
            reply = "That all looks healthy. A couple of suggestions:\n" + "\n".join(tips)
        return [("user", head + "\n\n```\n" + log + "\n```"), ("assistant", reply)]

    def paste_chat(self, g):
        zh = self.zh
        lines = []
        h, m = 18, self.R(5, 30)
        notes = []
        for f in self.shuffled(g):
            d = self.fdict(f)
            k = f["kind"]
            if zh:
                if k == "name":
                    lines.append("{N}：大家好，我是{role}，周四可以过来看剖面".format(**d))
                    notes.append("- {first}（{role}）周四能来".format(**d))
                elif k == "decision":
                    lines.append("我：各位，明天开始{c}，因为{r}，有问题说".format(**d))
                    notes.append("- 你在群里宣布的安排已经记下了")
                elif k == "date":
                    lines.append("{nick}：{event}确认了，{D} 👍".format(**d))
                    notes.append("- {event}的日子确认了".format(**d))
            else:
                if k == "name":
                    lines.append("{N}: hi all, {role} here — I can do thursday for the sections if that still works".format(**d))
                    notes.append("- {first} ({role}) offered Thursday".format(**d))
                elif k == "decision":
                    lines.append("Me: ok team, from tomorrow we {c} — {r}. shout if problems".format(**d))
                    notes.append("- your announcement is noted as the plan")
                elif k == "date":
                    lines.append("{sfirst}: {event} confirmed for {D} 👍".format(**d))
                    notes.append("- {event} is confirmed".format(**d))
        fill = (["老王：收到", "小李：👍", "小周：钥匙在谁那", "老王：在我这"] if zh else
                ["Bex: 👍", "Tom: who has the site key", "Jonty: me", "Kit: can someone bring the big sieve"])
        for x in self.shuffled(fill)[:self.R(1, 3)]:
            lines.insert(self.R(0, len(lines)), x)
        out = []
        for ln in lines:
            m += self.R(1, 9)
            if m >= 60:
                h, m = h + 1, m - 60
            out.append("[%02d:%02d] %s" % (h, m, ln))
        if zh:
            body = self.P(["把技工群的聊天转过来存一下：", "群里刚说的，存这："]) + "\n\n" + "\n".join(out)
            reply = "存好了，要点：\n" + "\n".join(notes) + "\n钥匙和工具的事看起来群里已经解决了。"
        else:
            body = self.P(["fwd from the tsup whatsapp so it's in here:", "group chat from tonight, saving it:"]) + "\n\n" + "\n".join(out)
            reply = "Saved. The main points:\n" + "\n".join(notes) + "\nThe key/kit questions look sorted within the chat."
        return [("user", body), ("assistant", reply)]

    # ---------------------------------------------------------- tools
    def render_tool(self, comp, g):
        return getattr(self, "tool_" + comp)(g)

    def stamp(self):
        return "2026-%02d-%02d %02d:%02d" % (self.R(6, 9), self.R(1, 28), self.R(7, 21), self.R(0, 59))

    def junk_mail(self):
        if self.zh:
            return self.P([("考古学会秘书处", "news@kaogu-xh.org", "第三期通讯", "本期内容：年会征稿通知、新书推荐……"),
                           ("京东", "notice@jd.com", "您的订单已发货", "苫布（8×10米）×4 已发货，预计后天送达。"),
                           ("学院办公室", "office@univ.edu.cn", "关于填报暑期工作量的通知", "请各位老师于开学前填报……"),
                           ("一位学生家长", "parent%d@qq.com" % self.R(1, 99), "咨询", "老师您好，孩子说工地要穿劳保鞋，请问哪里能买到……")])
        return self.P([("CIfA News", "news@archaeologists.net", "July newsletter", "In this issue: salary survey results, CPD webinars..."),
                       ("Amazon", "ship-confirm@amazon.co.uk", "Your order has shipped", "Tarpaulin 6x8m (x4) will arrive Thursday."),
                       ("Staff Wellbeing", "wellbeing@uni.ac.uk", "Summer wellbeing survey", "Tell us how you're doing — 5 minutes..."),
                       ("a volunteer", "dig.keen%d@gmail.com" % self.R(1, 99), "boots?", "Hi, do I definitely need steel toecaps or are walking boots ok?")])

    def tool_inbox(self, g):
        zh = self.zh
        mails, topics, notes = [], [], []
        for f in g:
            d = self.fdict(f)
            k = f["kind"]
            org, oaddr, _t = self.sender_for(f)
            if zh:
                if k == "name":
                    mails.append((f["v"], self.email_addr(f["v"], f["role"]), "{code}——{role}".format(**d), "{dir}您好，我是{role}，这季有什么需要配合的您说，我这边随时可以。".format(**d)))
                    topics.append(f["role"]); notes.append("- {first}（{role}）来信说这季随时配合".format(**d))
                elif k == "id":
                    mails.append((org, oaddr, d["label"], "{dir}：此事{label}为{I}，后续材料请注明。".format(**d)))
                    topics.append(f["label"]); notes.append("- {label}那封，已存".format(**d))
                elif k == "date":
                    mails.append((org, oaddr, d["event"], "确认一下，{event}定在{D}，有变化再通知。".format(**d)))
                    topics.append(f["event"]); notes.append("- {event}的日子确认了，进日历了".format(**d))
                elif k == "money":
                    mails.append((org, oaddr, d["line"], "{line}这块算下来是{M}，发票随后开。".format(**d)))
                    topics.append(f["line"]); notes.append("- {line}的金额，记到预算里了".format(**d))
                elif k == "constraint":
                    mails.append((org, oaddr, "关于发掘期间的注意事项", "提醒一下：{a}，{s}。".format(**d)))
                    topics.append("注意事项"); notes.append("- 县里提醒了一条要求，我加到班前会里")
                elif k == "port":
                    mails.append(("网络中心", "nic@univ.edu.cn", "NUC访问", "工地NUC上的{service}现在走{P}端口，其他端口已关闭。".format(**d)))
                    topics.append("端口"); notes.append("- 网络中心说了{service}现在用哪个端口".format(**d))
                elif k == "version" and f["key"] == "captivate":
                    mails.append(("徕卡售后服务", "service.cn@leica-geosystems.com", "全站仪检修完成", "您的TS16已检修完毕，系统为Captivate {V}，检定证书见附件。".format(**d)))
                    topics.append("全站仪检修"); notes.append("- 徕卡说全站仪检修好了，附了固件版本")
                elif k == "version" and f["key"] == "djifly":
                    mails.append(("大疆客服", "support@dji.com", "App更新提醒", "固件升级后请确认遥控器上的DJI Fly为{V}或以上版本，否则无法起飞。".format(**d)))
                    topics.append("无人机App"); notes.append("- 大疆提醒了遥控器App要的版本")
                elif k == "version":
                    mails.append(("GIS技术支持", "gis@univ.edu.cn", "{sw}升级".format(**d), "野外镜像里的{sw}已升级到{V}，请不要降级。".format(**d)))
                    topics.append(f["sw"]); notes.append("- 技术支持说{sw}升级了".format(**d))
            else:
                if k == "name":
                    mails.append((f["v"], self.email_addr(f["v"], f["role"]), "{code} — {role}".format(**d), "Hi {dir}, {role} here — happy to help this season. Let me know what you need from me and when.".format(**d)))
                    topics.append("the " + f["role"]); notes.append("- {first} ({role}) offering help this season".format(**d))
                elif k == "id":
                    mails.append((org, oaddr, d["label"], "Dear {dir}, our reference is {I}; please quote it on any further correspondence.".format(**d)))
                    topics.append("the " + f["label"]); notes.append("- the one with the {label} — saved".format(**d))
                elif k == "date":
                    mails.append((org, oaddr, d["event"], "Just confirming {event} on {D}. Any problems let us know.".format(**d)))
                    topics.append(f["event"]); notes.append("- confirmation of the date for {event} — in the calendar".format(**d))
                elif k == "money":
                    mails.append((org, oaddr, d["line"], "The figure for {line} comes to {M}. Paperwork to follow.".format(**d)))
                    topics.append(f["line"]); notes.append("- the figure for {line} — noted against the budget".format(**d))
                elif k == "constraint":
                    mails.append((org, oaddr, "Consent conditions", "A reminder for the team: {a}, {s}.".format(**d)))
                    topics.append("the consent conditions"); notes.append("- a reminder of one of the conditions — I'll add it to the briefing")
                elif k == "port":
                    mails.append(("Uni IT Service Desk", "servicedesk@uni.ac.uk", "NUC access", "{service} on the field NUC is now on port {P}; other ports are blocked.".format(**d)))
                    topics.append(f["service"]); notes.append("- IT saying which port {service} is on now".format(**d))
                elif k == "version" and f["key"] == "captivate":
                    mails.append(("Leica Geosystems Service", "service.uk@leica-geosystems.com", "TS16 service complete", "Your TS16 has been serviced and is now running Captivate {V}; calibration certificate attached.".format(**d)))
                    topics.append("the total station service"); notes.append("- Leica confirming the TS16 service and its firmware version")
                elif k == "version" and f["key"] == "djifly":
                    mails.append(("DJI Support", "support@dji.com", "App update required", "To keep flying after the firmware update, please make sure DJI Fly {V} or later is installed on your controller.".format(**d)))
                    topics.append("the drone app update"); notes.append("- DJI on the required app version for the controller")
                elif k == "version":
                    mails.append(("GIS support", "gis-support@uni.ac.uk", "{sw} update".format(**d), "We've moved the field image to {sw} {V}; please don't downgrade.".format(**d)))
                    topics.append("the " + f["sw"] + " update"); notes.append("- GIS support on the {sw} upgrade".format(**d))
        if self.chance(0.6):
            mails.insert(self.R(0, len(mails)), self.junk_mail())
        lines = []
        for i, (fr, ad, sub, snip) in enumerate(mails):
            lines.append("[%d] %s | From: %s <%s> | Subject: %s\n    %s" % (i + 1, self.stamp(), fr, ad, sub, snip))
        if zh:
            out = "共%d封\n\n" % len(mails) + "\n".join(lines)
            user = self.P(["帮我看看邮箱里有没有{t}的消息", "邮件里{t}有回音吗？查一下", "查下邮箱：{t}"]).format(t="、".join(topics))
            reply = "找到这些：\n" + "\n".join(notes) + "\n其他的是通知和广告，不用管。"
        else:
            out = "%d results\n\n" % len(mails) + "\n".join(lines)
            user = self.P(["can you check my inbox for anything about {t}", "anything in email re {t}? pls look", "inbox check: {t}"]).format(t=", ".join(topics))
            reply = "Found these:\n" + "\n".join(notes) + "\nThe rest is newsletters and noise."
        args = json.dumps({"query": " ".join(topics)[:80], "folder": "INBOX", "limit": 10}, ensure_ascii=False)
        return [("user", user), ("tool", "inbox_search", {"args": args, "output": out}), ("assistant", reply)]

    def tool_findsdb(self, g):
        zh = self.zh
        asks, calls, notes = [], [], []
        for f in g:
            d = self.fdict(f)
            k = f["kind"]
            if k == "id":
                if zh:
                    asks.append("{h}那件{obj}的小件号是多少".format(**d))
                    sql = "SELECT 小件号, 单位, 质地, 器物 FROM finds WHERE 单位 = '{h}' AND 器物 LIKE '%{obj}%';".format(**d)
                    out = " 小件号 | 单位 | 质地 | 器物\n--------+------+------+------\n {I} | {h} | {mat} | {obj}\n(1 行记录)".format(**d)
                    notes.append("- {h}那件{obj}的小件号查到了，跟登记表一致".format(**d))
                else:
                    asks.append("what SF number did the {obj} from ({ctx}) get".format(**d))
                    sql = "SELECT sf_no, ctx, material, object FROM finds WHERE ctx = {ctx} AND object ILIKE '%{w}%';".format(w=d["obj"].split()[0], **d)
                    out = " sf_no | ctx | material | object\n-------+-----+----------+--------\n {I} | {ctx} | {mat} | {obj}\n(1 row)".format(**d)
                    notes.append("- the {obj} from ({ctx}) is registered — its SF number is in the result".format(**d))
            elif k == "name":
                if zh:
                    asks.append("{mat}器主要是谁录入的".format(**d))
                    sql = "SELECT u.姓名, u.身份, count(*) FROM finds f JOIN users u ON u.id = f.录入人 WHERE f.质地 = '{mat}' GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1;".format(**d)
                    out = " 姓名 | 身份 | count\n------+------+-------\n {N} | {role} | {n}\n(1 行记录)".format(n=self.R(3, 80), **d)
                    notes.append("- {mat}器大部分是{first}（{role}）录入的".format(**d))
                else:
                    asks.append("who's been entering the {mat} finds".format(**d))
                    sql = "SELECT u.name, u.role, count(*) FROM finds f JOIN users u ON u.id = f.entered_by WHERE f.material = '{mat}' GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1;".format(**d)
                    out = " name | role | count\n------+------+-------\n {N} | {role} | {n}\n(1 row)".format(n=self.R(3, 80), **d)
                    notes.append("- most of the {mat} finds were entered by {first} ({role})".format(**d))
            elif k == "version":
                if f["key"] == "pg":
                    sql = "SELECT version();"
                    out = "PostgreSQL %s on x86_64-pc-linux-gnu, compiled by gcc (Debian 12.2.0-14) 12.2.0, 64-bit\n(1 row)" % f["v"]
                else:
                    sql = "SELECT postgis_lib_version();"
                    out = " postgis_lib_version\n---------------------\n %s\n(1 row)" % f["v"]
                asks.append("数据库是什么版本（写报告用）" if zh else "what version the db is on (for the report)")
                notes.append("- 版本查到了，记进方法部分" if zh else "- version noted for the methods section")
            elif k == "port":
                sql = "SHOW port;"
                out = " port\n------\n %s\n(1 row)" % f["v"]
                asks.append("数据库实际监听哪个端口" if zh else "which port the db is actually listening on")
                notes.append("- 端口确认了，软件里连接要用这个" if zh else "- port confirmed — that's what the apps should connect to")
            calls.append(("tool", "finds_db_query", {"args": json.dumps({"sql": sql}, ensure_ascii=False), "output": out}))
        if zh:
            user = "帮我查下数据库：" + "；".join(asks)
            reply = "查好了：\n" + "\n".join(notes)
        else:
            user = "can you check the finds db: " + "; ".join(asks)
            reply = "Done:\n" + "\n".join(notes)
        return [("user", user)] + calls + [("assistant", reply)]

    # ---------------------------------------------------------- intro / filler
    def intro(self):
        if self.zh:
            return [("user", "开工了。这一季我就把这儿当备忘录用了，日记、出土物、邮件、GIS那些乱七八糟的都往这扔。累的时候说话可能没头没尾的，你担待"),
                    ("assistant", "没问题，随便扔。我会帮你把日记、出土物、人员、预算、日程和服务器那些东西分门别类记着，需要的时候帮你整理、起草邮件或者查邮箱、查数据库、看天气。说话没头没尾也没关系，我看不懂会问你。祝{site}这季顺利！".format(site=self.site))]
        return [("user", "hi. dig at %s starts properly monday. going to use this chat as my brain for the season — diary, finds, emails, the GIS stuff. be warned I'll be tired and cryptic" % self.site),
                ("assistant", "Sounds good — dump anything here. I'll keep track of the diary, finds, people, budget, dates and the server bits, and I can tidy entries for the archive, draft emails, and check your inbox, the finds database or the forecast when you ask. Cryptic is fine; I'll ask if I can't decode something. Good luck with the season!")]

    def filler(self):
        x = self.rng.random()
        if x < 0.22:
            return self.f_short()
        if x < 0.52:
            return self.f_advice()
        if x < 0.70:
            return self.f_diary()
        if x < 0.80:
            return self.f_weather()
        if x < 0.87:
            return self.f_inbox()
        if x < 0.92:
            return self.f_db()
        if x < 0.96:
            return self.paste_register([])
        return self.paste_survey([])

    def f_short(self):
        if self.zh:
            if self.chance(0.5):
                return [("user", self.P(["好的", "等下", "回来了", "谢谢", "嗯嗯", "手机没电了刚充上", "去吃饭了", "哈哈哈是的", "👍", "算了搞定了"]))]
            u, a = self.P([("今天辛苦你了", "不客气，早点休息，明天还得早起。"), ("睡了", "晚安，希望明天别下雨。"),
                           ("等我一下去倒个水", "好的，不急。"), ("回来了 刚才说到哪了", "刚才在说明天的安排，我这边没有待办的事。"),
                           ("好累啊", "辛苦了。今天能早点收工就早点，明天的活不会跑的。")])
            return [("user", u), ("assistant", a)]
        if self.chance(0.5):
            return [("user", self.P(["ok", "brb", "back", "thanks", "ta", "sorry phone died", "gonna eat", "lol yes", "👍", "k", "one sec", "nvm sorted it"]))]
        u, a = self.P([("thanks for today", "Any time — get some rest, you've earned it."), ("night", "Night! Hope the weather holds tomorrow."),
                       ("brb tea", "Enjoy."), ("back. where were we", "You were sorting tomorrow's plan — nothing pending from my side."),
                       ("so tired", "I bet. If you can knock off even half an hour early tonight, do — the trenches will still be there tomorrow.")])
        return [("user", u), ("assistant", a)]

    def f_diary(self):
        R = self.R
        n = R(2, 4)
        d = self.decor()
        if self.zh:
            acts = [("{tf}{layer}层清完，{h}边找出来了", "{tf}第{layer}层清理完毕，{h}开口线已找出。"),
                    ("{h}对半解剖，填土炭屑多，取了土样", "{h}进行对半解剖，填土中炭屑较多，已采集土样。"),
                    ("{tf}刮面拍照，升降机上拍的", "{tf}刮面后在升降机上拍摄了全景照片。"),
                    ("{mm}人骨露出来了，头向北", "{mm}人骨已暴露，头向北。"),
                    ("{h}打破{h2}，关系清楚了", "{h}打破{h2}，层位关系已明确。"),
                    ("{tf2}的土全过筛了，没啥东西", "{tf2}出土的填土全部过筛，遗物很少。"),
                    ("来了{k}个学生，两个新的", "今日学生{k}人，其中新到两人。"),
                    ("{tf2}东隔梁打掉了", "{tf2}东隔梁已打掉。")]
            chosen = self.shuffled(acts)[:n]
            d["k"] = R(5, 14)
            ab = "，".join(a.format(**d) for a, _ in chosen)
            pr = "".join(p.format(**d) for _, p in chosen)
            user = "第§DAY§天。{w}。{ab}。{m}".format(w=d["weather"], ab=ab, m=d["mood"])
            if self.chance(0.6):
                user += "\n\n帮我整理成正式的日记"
                reply = "第§DAY§天（整理稿）\n\n天气：{w}。\n\n{pr}\n\n备注：今日工作按计划进行。需要的话我可以把这季的日记按周汇总成报告初稿。".format(w=d["weather"], pr=pr)
            else:
                reply = self.P(["记下了。辛苦，早点休息。", "存到日记里了。明天要是还这么热，记得让大家中午多歇会儿。"])
            return [("user", user), ("assistant", reply)]
        acts = [("T{t} ({ctx}) taken down to nat in NE qtr", "In Trench {t}, context ({ctx}) was taken down to natural in the north-east quarter."),
                ("[{ctx2}] half-sectioned, fill ({ctx3}) v charcoal rich, sampled", "Cut [{ctx2}] was half-sectioned; its fill ({ctx3}) is very charcoal-rich and was sampled."),
                ("({ctx}) 100% sieved, nothing much", "Context ({ctx}) was 100% sieved, with few finds."),
                ("plan of [{ctx2}] done 1:20, levels tmrw", "Cut [{ctx2}] was planned at 1:20; levels to follow tomorrow."),
                ("T{t2} cleaned for photos, tower up", "Trench {t2} was cleaned and photographed from the tower."),
                ("({ctx}) cut by [{ctx2}], relationship clear now", "Context ({ctx}) is now clearly cut by [{ctx2}]."),
                ("{k} vols, 2 new", "{k} volunteers on site, including two new starters."),
                ("T{t2} baulk removed", "The baulk in Trench {t2} was removed.")]
        chosen = self.shuffled(acts)[:n]
        d["k"] = R(5, 16)
        ab = "; ".join(a.format(**d) for a, _ in chosen)
        pr = " ".join(p.format(**d) for _, p in chosen)
        user = "DAY §DAY§. {w}. {ab}. {m}".format(w=d["weather"], ab=ab, m=d["mood"])
        if self.chance(0.6):
            user += "\n\ntidy for the archive pls"
            reply = "Day §DAY§ — tidied for the archive:\n\nWeather: {w}.\n\n{pr}\n\nNotes: work progressed as planned. If useful I can roll these daily entries into a weekly summary for the interim report.".format(w=d["weather"], pr=pr)
        else:
            reply = self.P(["Logged. Go and put your feet up.", "In the diary. If it's as hot tomorrow, push the long tea break a bit later."])
        return [("user", user), ("assistant", reply)]

    def f_weather(self):
        zh = self.zh
        days = ["周二", "周三", "周四"] if zh else ["Tue", "Wed", "Thu"]
        lines = []
        rainy = False
        for dname in days:
            lo, hi, rain = self.R(11, 22), self.R(20, 36), self.R(0, 90)
            rainy = rainy or rain > 50
            if zh:
                lines.append("%s：%d～%d℃，降水概率%d%%，%s风%d级" % (dname, lo, max(hi, lo + 4), rain, self.P("东南西北"), self.R(1, 5)))
            else:
                lines.append("%s: %d-%d°C, rain %d%%, wind %s %d km/h" % (dname, lo, max(hi, lo + 4), rain, self.P(["SW", "W", "NW", "S"]), self.R(5, 40)))
        args = json.dumps({"location": self.site, "days": 3}, ensure_ascii=False)
        if zh:
            user = self.P(["明后天天气怎么样", "查下天气，想知道要不要把苫布都准备好", "天气？"])
            reply = ("看了预报：有一天降水概率不低，建议今天收工前把开着的剖面和人骨都盖好，苫布压实，排水沟清一下。" if rainy else
                     "预报看着还行，没什么雨。主要是晒，中午最热那两个小时可以安排室内整理，多备点水和藿香正气水。")
        else:
            user = self.P(["weather next few days?", "check the forecast pls, deciding whether to cover everything tonight", "forecast?"])
            reply = ("One of those days looks properly wet — I'd cover the open sections and any exposed bone before you leave tonight, weigh the covers down, and clear the sump in the deepest trench." if rainy else
                     "Looks mostly dry. The main issue is heat — worth moving the long break to the hottest part of the day and keeping the water containers in the shade.")
        return [("user", user), ("tool", "weather_forecast", {"args": args, "output": "\n".join(lines)}), ("assistant", reply)]

    def f_inbox(self):
        mails = []
        for _ in range(self.R(1, 3)):
            m = self.junk_mail()
            if m[2] not in [x[2] for x in mails]:
                mails.append(m)
        lines = ["[%d] %s | From: %s <%s> | Subject: %s\n    %s" % (i + 1, self.stamp(), a, b, c, e) for i, (a, b, c, e) in enumerate(mails)]
        if self.zh:
            user = self.P(["邮箱里有啥新的吗", "看下邮件，有急事没"])
            out = "共%d封\n\n" % len(mails) + "\n".join(lines)
            bits = []
            subs = [m[2] for m in mails]
            if "第三期通讯" in subs or "关于填报暑期工作量的通知" in subs:
                bits.append("通知类的可以先放着")
            if "您的订单已发货" in subs:
                bits.append("苫布发货了，后天到")
            if "咨询" in subs:
                bits.append("有个家长问劳保鞋的事，我可以帮你写个回复")
            reply = "没什么急事：" + "；".join(bits) + "。"
            args = json.dumps({"query": "is:unread", "folder": "INBOX", "limit": 10})
        else:
            user = self.P(["anything new in my inbox?", "quick inbox check, anything urgent?"])
            out = "%d results\n\n" % len(mails) + "\n".join(lines)
            bits = []
            subs = [m[2] for m in mails]
            if "July newsletter" in subs or "Summer wellbeing survey" in subs:
                bits.append("a newsletter/survey that can wait")
            if "Your order has shipped" in subs:
                bits.append("the tarps have shipped and arrive Thursday")
            if "boots?" in subs:
                bits.append("a volunteer asking about boots — want me to draft a reply (steel toecaps required)?")
            reply = "Nothing urgent: " + "; ".join(bits) + "."
            args = json.dumps({"query": "is:unread", "folder": "INBOX", "limit": 10})
        return [("user", user), ("tool", "inbox_search", {"args": args, "output": out}), ("assistant", reply)]

    def f_db(self):
        mats = ZH_MATERIALS if self.zh else EN_MATERIALS
        seen = []
        for m, _ in self.shuffled(mats):
            if m not in seen:
                seen.append(m)
        rows = [(m, self.R(1, 240)) for m in seen[:self.R(4, 7)]]
        rows.sort(key=lambda r: -r[1])
        tbl = "\n".join(" %s | %d" % r for r in rows)
        if self.zh:
            sql = "SELECT 质地, count(*) FROM finds GROUP BY 1 ORDER BY 2 DESC;"
            out = " 质地 | count\n------+-------\n" + tbl + "\n(%d 行记录)" % len(rows)
            user = "数据库里现在各类出土物各有多少"
            reply = "目前最多的是%s，其次是%s。陶片多是正常的；要是金属器数量上来了，记得提前跟修复那边打招呼排期。" % (rows[0][0], rows[1][0])
        else:
            sql = "SELECT material, count(*) FROM finds GROUP BY 1 ORDER BY 2 DESC;"
            out = " material | count\n----------+-------\n" + tbl + "\n(%d rows)" % len(rows)
            user = "how many finds do we have by material so far"
            reply = "Most common so far is %s, then %s. If the metalwork count keeps climbing, it's worth warning the conservator early so they can plan their time." % (rows[0][0], rows[1][0])
        return [("user", user), ("tool", "finds_db_query", {"args": json.dumps({"sql": sql}, ensure_ascii=False), "output": out}), ("assistant", reply)]

    def f_advice(self):
        d = self.decor()
        if self.zh:
            pool = [
                ("学生的土质土色描述五花八门，有没有统一的写法？比如灰褐色粉砂土夹炭屑这种",
                 "可以给他们一个固定顺序，照着填就不会乱：\n\n1. 土色（用色卡或者统一的词：灰褐、黄褐、红褐……别自己造词）\n2. 土质（黏土、粉砂土、砂土，加“略”“较”来分程度）\n3. 致密程度（疏松/较致密/致密）\n4. 包含物（炭屑、烧土块、陶片、骨渣，写上大概比例，比如“炭屑约5%”）\n5. 厚度和分布\n6. 与上下层的界线（清晰/较清晰/渐变）\n\n例子：“灰褐色粉砂土，较疏松，含少量炭屑（约5%）及烧土颗粒，厚0.15～0.25米，与下层界线清晰。”\n\n可以打印一张贴在记录板背面，第一周每张记录表你抽查两三张，很快就统一了。"),
                ("{tf}这周要关方了，给我列个清单",
                 "关方清单：\n\n□ 四壁和底部刮面，拍最终照片（带比例尺、指北针、标牌）\n□ 四壁剖面图画完并核对，层位编号和记录表一致\n□ 所有遗迹单位的记录表填完、签字\n□ 平面图和全站仪数据对上，控制点复测一次\n□ 所有样品装袋、写标签、登记\n□ 出土物清点，和小件登记表核对\n□ 系络图更新\n□ 需要保留的地方按要求处理\n□ 回填前拍一张照片留档\n\n建议关方那天专门留半天给记录核对，别跟回填挤在一起。"),
                ("帮我写个朋友圈感谢一下这批学生，别太肉麻",
                 "给你两版：\n\n1）“这批同学今天结束工地实习了。一个月里顶着太阳刮面、画图、过筛，从分不清生土熟土到能自己解剖灰坑，进步肉眼可见。谢谢大家，也谢谢技工师傅们手把手教。下一季见！”\n\n2）“实习结束。晒黑了、手糙了，记录表写得越来越像样了。谢谢这群靠谱的年轻人。”\n\n想配图的话，挑一张大家在探方边的合影，别拍到人骨和还没公布的器物。"),
                ("灶址取土样做浮选，怎么取比较规范？",
                 "几个要点：\n\n- 按单位取，不同堆积分开装，别混\n- 每份土样体量尽量一致，方便后面比较，具体多少跟植物考古那边确认\n- 炭屑集中的地方可以单独多取一份\n- 用结实的袋子，内外各放一张标签（单位、探方、层位、日期、取样人、体量），铅笔写\n- 登记到样品表里，写清楚取样位置，最好在平面图上标出来\n- 放阴凉处，别暴晒，也别密封在塑料袋里发霉\n\n浮选前先记录总体积，浮选后轻重组分开晾干。"),
                ("大太阳下拍剖面全是一半亮一半黑，有啥办法",
                 "几个办法：\n\n1. 挑时间：剖面全在阴影里或者全在阳光下的时候拍，早上或者傍晚最好\n2. 遮光：两个人拉一块苫布或者遮阳网把整面剖面罩在阴影里，最简单有效\n3. 喷水：拍之前轻轻喷一遍，土色差别会更明显，但别喷到流泥\n4. 相机：手动曝光，对着阴影部分测光，多拍几张不同曝光的\n5. 每张都带比例尺、指北针和标牌\n\n实在不行就分段拍再拼，但拼接图只能做参考，正式记录还是以整幅为准。"),
                ("{h}打破{h2}，{h2}又打破{tf}{layer}层，{mm}开口在{layer}层下，帮我理一下系络图",
                 "按你说的关系，从晚到早是：\n\n{h}\n  ↓ 打破\n{h2}\n  ↓ 打破\n{tf}{layer}层\n\n{mm}开口在{layer}层下，也就是说{mm}早于{layer}层；{h}、{h2}和{mm}之间没有直接关系，系络图上要分成两支，别画成一条线。\n\n建议现场再确认一下{mm}的开口层位，开口判断错了整个关系都要改。"),
                ("一件陶罐压碎在原地了，怎么提取不散架",
                 "可以这样：\n\n1. 先拍照、测坐标、画图，把碎片原来的位置记下来\n2. 把周围的土清到能看清器物轮廓，底下先别掏空\n3. 特别酥的可以用纱布加稀的可逆性加固剂（修复师认可的那种）临时包一下，别自己乱用胶水\n4. 把器物连同底下一小块土整体切下来，下面垫硬板\n5. 用保鲜膜和绷带裹紧，放进有软垫的箱子，标签写清楚\n6. 尽快交给修复师，别在库房里放太久\n\n拿不准的话先盖好，等修复师来现场看。"),
                ("明天班前会，主要说防暑，帮我写几句",
                 "班前会要点（防暑）：\n\n- 天气预报很热，今天作息调整：中午最热的时间段休息，下午晚点收工\n- 每个人随身带水，每小时至少喝一次，不要等渴了才喝\n- 帽子、长袖、防晒霜，探方里太晒的地方支遮阳网\n- 觉得头晕、恶心、停止出汗——马上停下去阴凉处，告诉身边的人\n- 互相盯着点，尤其是新来的同学\n- 急救箱在工具棚门口，藿香正气水和电解质冲剂在桌上\n\n一分钟说完就行，说完让大家点个头。"),
                ("中期报告里方法那段帮我写个初稿，一段就行",
                 "初稿：\n\n“本季发掘采用探方法，按堆积单位逐层揭露。各遗迹单位分别编号、填写记录表，平面图和剖面图以1:20为主，重要遗迹加绘1:10。测量使用全站仪，控制点与区域坐标系联测，并结合无人机航拍生成正射影像与数字高程模型。出土遗物按单位收集，小件单独编号并记录三维坐标。按统一体量采集浮选土样，部分遗迹采集测年样品。所有记录同步录入出土物数据库和GIS平台，便于整合与检索。”\n\n具体的软件版本、样品数量之类的，最后定稿时再补。"),
                ("遗迹单位编号怎么分段比较好，去年乱成一锅粥",
                 "建议：\n\n- 按类型分开编：灰坑H、墓葬M、房址F、灶Z、柱洞D，各自从1开始连续编\n- 编号由一个人统一发放，工地上放一个登记本，谁用了就登记（日期、探方、谁）\n- 作废的号不要再用，登记本上写“作废”\n- 跨探方的遗迹只给一个号\n- 每天收工核对一次登记本和记录表\n\n最关键的是“一个人发号”，多人各自编最容易重号。"),
                ("村里没网，照片怎么备份比较稳",
                 "离线备份可以这样：\n\n1. 每天收工把相机卡拷到NUC或者笔记本上，拷完核对文件数量\n2. 再拷一份到移动硬盘，硬盘每天带回住处，别跟电脑放一起\n3. 卡里的照片等两份备份都确认了再格式化\n4. 文件夹按“日期_探方”命名，别用默认的DCIM\n5. 每周找有网的时候传一份到云盘或者学校服务器\n\n原则就是：至少三份，两种介质，一份不在工地。"),
                ("有个学生老是拿着手铲跑到别的探方去，怎么说才不伤人",
                 "可以私下说，别当着大家：\n\n“我注意到你对别的探方挺感兴趣的，这是好事。不过每个探方的记录是各自负责的，别人的堆积要是被动了，我们就说不清楚了。你想看的话先跟那边的负责人打个招呼，或者收工前我带你们各探方转一圈。”\n\n先肯定他的兴趣，再讲清楚为什么，然后给他一个合规的出口。要是还犯，再明确说规矩。"),
                ("剖面图上的晕线怎么画，学生画得像下雨",
                 "几个要点：\n\n- 晕线表示坡面，线从坡顶画向坡底，上端粗下端细\n- 坡越陡线越密、越短；坡缓线越稀、越长\n- 线要垂直于等高方向，不要都画成一个方向\n- 先用铅笔轻轻把坡顶坡底线画出来，再填晕线\n\n让学生先在草稿纸上练一个灰坑的平面，你看一眼再上正式图纸，比事后改省事。"),
                ("给我一个出土物交接单的模板",
                 "出土物交接单\n\n项目：{site}\n交接日期：____\n移交人：____  接收人：____\n\n| 序号 | 小件号/单位 | 质地 | 器物名称 | 数量 | 保存状况 | 包装方式 | 备注 |\n|---|---|---|---|---|---|---|---|\n| 1 | | | | | | | |\n\n共计：____件（袋/箱）\n移交人签字：____  接收人签字：____\n\n一式两份，双方各留一份。照片附在后面更好。"),
                ("说点好听的吧我快撑不住了",
                 "你已经撑了这么多天了：每天天不亮就到工地，盯着几个探方、一群学生、一堆表格和一台动不动就挂的服务器，还要应付各种邮件。这些都是实打实的本事。今天的活就到这儿吧，剩下的明天再说，工地不会跑。喝点水，早点睡。"),
            ]
        else:
            pool = [
                ("how do I get the students to describe soils consistently? one says 'brown mud' one writes an essay",
                 "Give them a fixed order and a word list, and it sorts itself out:\n\n1. Colour (Munsell if you have the book; otherwise a fixed vocabulary — mid greyish brown, dark orange brown…)\n2. Composition (clay / silty clay / sandy silt… with 'slightly', 'very' as qualifiers)\n3. Compaction (loose / moderately compact / compact)\n4. Inclusions with rough percentages ('occasional charcoal flecks <5%, rare burnt stone')\n5. Thickness / extent\n6. Boundaries (sharp / clear / diffuse)\n\nExample: 'Mid greyish brown silty clay, moderately compact, with occasional charcoal flecks (<5%) and rare small sub-angular stones; 0.15–0.25 m thick; clear lower boundary.'\n\nPrint it on the back of the clipboards and spot-check three sheets a day for the first week."),
                ("T{t} closing this week, checklist pls",
                 "Trench closing checklist:\n\n□ final clean and photos (scale, north arrow, board)\n□ all sections drawn and checked; context numbers match the sheets\n□ every context sheet complete and signed off\n□ plans tie in with the TS data; re-shoot a control point\n□ all samples bagged, labelled and on the sample register\n□ finds counted and reconciled with the SF register\n□ matrix updated\n□ anything to be protected in situ covered as agreed\n□ pre-backfill photo for the archive\n\nI'd keep half a day purely for record checking rather than squeezing it into backfill day."),
                ("write a short thank-you post for the volunteers for the website, not too gushing",
                 "Two options:\n\n1) 'This week we said goodbye to our first group of volunteers. In a fortnight they cleaned, planned, sieved and recorded their way from \"is this soil?\" to half-sectioning features on their own. Thank you all — and thanks to the supervisors for their patience. See you next season!'\n\n2) 'Sunburnt, muddy and extremely useful: thank you to this year's volunteers for everything you've done on site.'\n\nIf you add a photo, pick a group shot by the spoil heap rather than anything showing unpublished finds or human remains."),
                ("how should I sample a hearth for charred plant remains, want to do it properly this time",
                 "Key points:\n\n- sample by context — never mix deposits in one bag\n- keep sample volumes consistent so they're comparable (agree the volume with your enviro specialist)\n- take an extra spot sample where charcoal is concentrated\n- double-label (tag inside and outside): context, trench, sample no., date, initials, volume — pencil, not pen\n- record it on the sample register and mark the location on the plan\n- store cool and out of the sun; don't seal damp soil in plastic for weeks\n\nRecord the total volume before flotation and dry the flots slowly in the shade."),
                ("photographing sections in harsh sun — everything is half bleached half black",
                 "A few options:\n\n1. Timing: shoot when the whole face is in shade or fully lit — early morning or late afternoon\n2. Shade it: two people holding a tarp or shade net over the section is the simplest fix\n3. Spray lightly just before shooting to bring out the colour differences (not so much it runs)\n4. Manual exposure metered for the shadows; bracket a few shots\n5. Scale, north arrow and board in every frame\n\nIf you have to, shoot in overlapping sections and stitch — but keep the stitched image as a supplement, not the primary record."),
                ("can you do a matrix for this: [{ctx}] cuts ({ctx2}), ({ctx3}) fills [{ctx}], ({ctx2}) seals natural",
                 "From what you've given me, latest to earliest:\n\n({ctx3})  fill of\n   |\n[{ctx}]  cut\n   |\n({ctx2})  layer\n   |\nnatural\n\nSo ({ctx3}) is the fill of [{ctx}], [{ctx}] cuts ({ctx2}), and ({ctx2}) seals the natural. Worth double-checking on site that nothing else seals ({ctx3}) — if there's a later layer over it, it goes above."),
                ("crushed pot in situ in T{t}, how do I lift it without it falling apart",
                 "Suggested approach:\n\n1. Photograph, plan and shoot it in first so the fragment positions are recorded\n2. Clean round it until you can see the outline, but don't undercut yet\n3. If it's very friable, a temporary support of bandage/gauze is fine — but don't put adhesives or consolidants on it unless your conservator has okayed the product\n4. Lift it as a block with the soil beneath, sliding a rigid board underneath\n5. Wrap in cling film and bandage, pad it in a box, label clearly\n6. Get it to the conservator quickly rather than leaving it in the finds shed\n\nIf in doubt, cover it and wait for the conservator to see it in situ."),
                ("morning briefing tmrw is mostly about heat, can you write me a few lines",
                 "Briefing notes — heat:\n\n- Hot day forecast, so timings change: long break over the hottest hours, later finish\n- Water bottles on you at all times; drink every hour, don't wait until you're thirsty\n- Hats, long sleeves, sun cream; shade nets over the worst trenches\n- Dizzy, sick, stopped sweating? Stop, get into the shade and tell someone straight away\n- Keep an eye on each other, especially the new starters\n- First aid kit by the welfare cabin door; rehydration sachets on the table\n\nOne minute, then get a nod from everyone."),
                ("draft me a methods para for the interim report, one para",
                 "Draft:\n\n'Excavation proceeded by hand within machine-opened trenches, removing deposits in reverse stratigraphic order. Each context was assigned a unique number and recorded on pro-forma sheets; plans were drawn at 1:20 and sections at 1:10. Survey used a total station tied to the national grid, supplemented by drone photogrammetry to produce orthophotos and elevation models. Finds were collected by context, with small finds individually numbered and three-dimensionally recorded. Bulk environmental samples were taken from selected deposits. All records were entered into a relational finds database and a project GIS.'\n\nWe can add software versions and sample counts when you finalise it."),
                ("what's a sensible context numbering block system? last year was chaos",
                 "What tends to work:\n\n- give each trench its own block (T1 = 1000–1999, T2 = 2000–2999 and so on) so numbers alone tell you the trench\n- one person issues numbers from a register: date, trench, who, short description\n- voided numbers stay voided — mark them in the register, never reuse\n- features that cross trenches get one number only\n- reconcile the register against the sheets at the end of each day\n\nThe single biggest fix is one person issuing numbers."),
                ("no internet on site, best way to back up photos?",
                 "Offline backup routine:\n\n1. Every evening copy the camera cards to the NUC or a laptop, and check the file counts match\n2. Copy again to an external drive that goes home with you, not left next to the laptop\n3. Only format cards once both copies are confirmed\n4. Name folders by date and trench rather than leaving the camera's default\n5. Once a week, when you're somewhere with signal, push a copy to the uni server\n\nRule of thumb: three copies, two kinds of media, one off site."),
                ("one volunteer keeps wandering into T3 with a trowel. how do I say something without being a cow",
                 "Keep it private and lead with the positive:\n\n'I've noticed you're really interested in what's going on in the other trenches — that's great. The thing is, each trench has its own supervisor and records, and if a deposit gets touched by someone outside the team we can't be sure what happened to it. If you want to see what they're finding, ask their supervisor, or I'll do a tour of all the trenches before tea.'\n\nThat acknowledges the enthusiasm, explains why, and gives them a legitimate way to satisfy it. If it keeps happening, be more direct."),
                ("hachures on the section drawings — the students' ones look like rain",
                 "Quick rules:\n\n- hachures show slope: draw from the top of the slope to the bottom, thick end at the top, tapering\n- steeper slope = shorter, denser hachures; gentle slope = longer, sparser ones\n- keep them perpendicular to the break of slope, not all parallel to the page\n- pencil in the top and bottom of slope lines first, then fill in\n\nHave them practise on one feature on scrap permatrace and check it before they go onto the real sheet."),
                ("template for the daily finds handover pls",
                 "Daily finds handover — {site}\n\nDate: ____\nHanded over by: ____   Received by: ____\n\n| # | SF no / context | material | object | qty | condition | packaging | notes |\n|---|---|---|---|---|---|---|---|\n| 1 | | | | | | | |\n\nTotal bags/boxes: ____\nSigned (handed over): ____   Signed (received): ____\n\nTwo copies, one each. Photos of the tray attached if possible."),
                ("say something nice I'm exhausted",
                 "You've been on site before everyone else every day, keeping several trenches, a crowd of volunteers, a pile of paperwork and a temperamental server all moving at once — and answering county emails on top. That's a lot, and you're doing it well. Call it a day now; the trenches will still be there tomorrow. Water, food, bed."),
            ]
        u, a = self.cyc(("adv",), pool)
        return [("user", u.format(**d)), ("assistant", a.format(**d))]


def make_rows(conv):
    facts, seq = conv.build()
    rows = []
    t = datetime(2026, 11, 20, 6, 12, 0)
    n = 0
    call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 26))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_ca%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_ca%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_ca%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_ca%d" % n, "createdAt": ts,
                         "item": {"type": "message", "role": item[0], "content": item[1]}, "meta": {"uiRole": item[0]}})
    return facts, rows


def row_text(row):
    it = row["item"]
    return it.get("content") or (it.get("arguments", "") + "\n" + it.get("output", ""))


def check(facts, rows):
    texts = [row_text(r) for r in rows]
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    if not 130 <= nmsg <= 280:
        return False
    needles = [nd for f in facts for nd in f["needles"]]
    if len(set(needles)) != len(needles):
        return False
    for a in needles:
        for b in needles:
            if a != b and a in b:
                return False
    for nd in needles:
        if sum(1 for t in texts if nd in t) != 1:
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

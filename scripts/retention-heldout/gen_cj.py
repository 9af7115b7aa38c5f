#!/usr/bin/env python3
"""Held-out retention set "cj": a freelance wedding and events photographer who also runs a
small print shop.

Rosie shoots weddings around Bath and the odd destination job in France and Italy, and keeps a
little print shop in Frome ticking over with Kemi on Saturdays.  She talks to her assistant in
between edits: half-typed phone messages, voice-dictated run-ons, pasted client emails, WhatsApp
threads, booking spreadsheets, contract clauses, NAS and gallery-server logs, gear sheets.  The
assistant also looks things up through tools (calendar, mail, the bookings CRM, invoices, print
orders, the Synology, the self-hosted gallery server, the gear/insurance register).  The last
seed's conversation is in Simplified Chinese: the owner of a small bridal photography studio in
Hangzhou (婚纱摄影工作室).

Facts are seeded as needles; decisions carry (choice, reason), constraints (action, condition),
questions one subject clause that is never answered.  A few facts are mentioned again later in
the conversation; the uniqueness check accounts for those planned repeats.

usage: gen_cj.py OKBOT WORKDIR [SEED...]
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

# ======================================================================================
# people, places, things
# ======================================================================================

# needle names (English): full names come from FIRST x LAST, single names from SOLO
EN_FIRST = ["Ottilie", "Barnaby", "Marisol", "Tobias", "Ifeoma", "Lorcan", "Tamsin", "Anouk",
            "Clemency", "Rafferty", "Imogen", "Dmitri", "Saskia", "Philippa", "Casimir",
            "Delphine", "Hamish", "Nkechi", "Leopold", "Rosalind", "Teodor", "Alistair",
            "Zainab", "Henrietta", "Lachlan", "Mireille", "Cormac", "Elodie", "Fenella", "Idris",
            "Jolyon", "Katya", "Benedikt", "Orla", "Thandiwe", "Ambrose", "Giulietta", "Wilfred",
            "Yusra", "Magnus"]
EN_LAST = ["Frayne", "Ashdown", "Pellegrini", "Trevelyan", "Marchetti", "Bloomfield",
           "Vasquez", "Achterberg", "Lindgren", "Fairbairn", "Ravenscroft", "Nakamura",
           "Delacroix", "Holloway", "Oyelowo", "Penhaligon", "Castellano", "Whitcombe",
           "Abernethy", "Quartermaine", "Hargreaves", "Devereux", "Ellingham", "Faulkner",
           "Greenhalgh", "Ishikawa", "Jaramillo", "Lemaire", "Montague", "Petrakis",
           "Rutherford", "Szabo", "Tremaine", "Van der Berg", "Okonjo", "Llewelyn-Price",
           "Moreau", "Castillo", "Brennan-Hart", "Kowalski"]
EN_SOLO = ["Marnie", "Ffion", "Ottoline", "Bramwell", "Sunniva", "Anwen", "Jago", "Tallulah",
           "Ezekiel", "Noor", "Seraphina", "Ludo", "Aurelie", "Caspian", "Marguerite", "Fitz",
           "Inigo", "Valentina", "Cressida", "Rupert", "Xanthe", "Dorian", "Esther-Rose",
           "Bartek", "Linnea", "Thibault"]

# filler people and places (never needles)
EN_FN = ["Dan", "Jess", "Kemi", "Martha", "Georgie", "Mum", "Tom at the camera shop", "Leah"]
EN_VENUES = ["Ashwicke Hall", "Kingscote Barn", "the Pump Room", "Euridge Manor",
             "Cripps Stone Barn", "Orchardleigh", "Homme House", "the rectory in Wells",
             "Chateau Lagorce", "the villa in Ravello", "Priston Mill", "Tithe Barn at Bradford"]
EN_COUPLES = ["Lily & Sam", "Hannah & Joe", "Amira & Callum", "Bex & Ollie", "Nat & Priyesh",
              "Sophie & Mark", "Grace & Ade", "Ellie & Fraser", "Chloe & Reuben", "Mia & Joss"]
EN_MONTHS = ["May", "June", "July", "August", "September", "October"]
SLUGS = ["bramley", "hartwell", "ogden", "pryor", "lacey", "winslow", "ferris", "cadogan",
         "mercer", "tilney", "oakes", "hensley", "dunmore", "ashby", "kerr", "linton"]

ZH_SUR = list("柯邵贺闫樊葛简裴詹祁应楼骆翁俞郦钱章童岑娄滕冉宁阮米")
ZH_GIVEN = ["沐晴", "一帆", "若溪", "嘉禾", "书瑶", "景行", "青", "岚", "朗", "语桐", "子墨",
            "知夏", "南乔", "星野", "听澜", "予安", "梓萱", "晏", "澈", "霁月", "云舒", "时雨",
            "修远", "念慈", "清和", "亦舟", "芷宁", "北辰"]
ZH_FN = ["阿杰", "小鹿", "琪琪", "老公", "周姐", "婚庆的阿芳", "冲印厂的老孙"]
ZH_VENUES = ["太子湾", "杨公堤", "西溪湿地", "良渚文化村", "九溪烟树", "小河直街", "法喜寺门口",
             "湖滨步行街", "桐庐的民宿", "柏悦酒店宴会厅", "千岛湖的草坪", "满觉陇"]
ZH_COUPLES = ["小周和晓雯", "陈先生夫妇", "那对杭师大的小情侣", "王小姐和她老公", "温州来的那对",
              "上海过来的新人", "做外贸的那对", "李老师和他女朋友"]

MON_FULL = ["January", "February", "March", "April", "May", "June", "July", "August",
            "September", "October", "November", "December"]
WD_FULL = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_NUM = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"]


def ordinal(d):
    if 10 <= d % 100 <= 20:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def zh_cn_day(n):
    """1..31 as Chinese numerals (二十八)."""
    if n <= 10:
        return ZH_NUM[n] if n < 10 else "十"
    if n < 20:
        return "十" + ZH_NUM[n - 10]
    t, o = divmod(n, 10)
    return ZH_NUM[t] + "十" + (ZH_NUM[o] if o else "")


ZH_NUMERAL_MONEY = {"两千八": 2800, "三千六": 3600, "一万二": 12000, "八千八": 8800, "五千五": 5500,
                    "一万六": 16000, "九千九": 9900, "六千六": 6600}


def money_class(m, zh):
    """Size/currency class of a money needle, used to pick a plausible sentence for it."""
    if zh:
        if m in ZH_NUMERAL_MONEY:
            n = ZH_NUMERAL_MONEY[m]
        elif m.endswith("万"):
            n = float(m[:-1]) * 10000
        else:
            n = float(m.strip("¥元块").replace(",", ""))
        return "small" if n < 3000 else "big"
    if m.endswith("/day"):
        return "day"
    if m.endswith("k"):
        n = float(m[1:-1]) * 1000
    else:
        n = float(m[1:].replace(",", ""))
    if m.startswith("£"):
        return "gbp_small" if n < 400 else "gbp_big"
    return "fx_big" if n >= 400 else "fx_small"


def zh_cn_month(m):
    return {11: "十一", 12: "十二"}.get(m, ZH_NUM[m] if m < 10 else "十")


# ======================================================================================
# pooled facts
# ======================================================================================

EN_DECISIONS = [
    ("switch the fine art prints to Hahnemuhle Photo Rag", "the Canson batch yellowed at the edges within a year"),
    ("stop offering same-day edits at receptions", "the laptop overheated in the marquee and I missed a first dance"),
    ("move every client gallery onto the home server", "the hosted gallery subscription went up for the third time"),
    ("take a 30 percent non-refundable retainer instead of a flat deposit", "two couples cancelled last spring and the flat fee didn't cover the empty dates"),
    ("shoot church ceremonies on the silent shutter only", "a vicar in Frome stopped a service last year over the clicking"),
    ("send the colour grading out to a freelance editor from June to September", "I was still editing July weddings at Halloween"),
    ("drop the weekday elopement package", "nobody booked it and it ate my only quiet day"),
    ("rent a second R5 for the big weddings rather than buy one", "I only need two bodies for about six jobs a year"),
    ("get sneak peeks out within two days of the wedding", "couples share them while everyone's still buzzing and that's where referrals come from"),
    ("keep the shop shut on Mondays", "it's the one day I can edit without the bell going"),
    ("have the lab drop-ship albums straight to couples", "two albums got dented when I reposted them myself"),
    ("record to both card slots in mirror mode at every wedding", "a card died mid-ceremony on a friend's job last year"),
    ("put the full-day package up for next season", "the summer Saturdays were gone by the end of January"),
    ("stop bundling a free engagement shoot with every booking", "half the couples never used it and it blocked out weekday slots"),
    ("take cards in the shop on the little reader", "being cash-only lost us three canvas orders before Christmas"),
    ("quote destination couples in euros", "the exchange rate made the sterling quotes look different every month"),
    ("copy the cards onto the shuttle drive before leaving the venue", "someone broke into the car outside a hotel in Bath once"),
    ("stop printing canvases bigger than A1 in-house", "the big ones crack on the stretcher bars in our cold back room"),
]

EN_CONSTRAINTS = [
    ("never deliver the full-resolution gallery", "until the final balance has cleared"),
    ("don't post sneak peeks online", "unless the couple ticked the social media box on their contract"),
    ("make sure both cards are copied to the NAS", "before anything gets formatted"),
    ("only send the contract for signature", "after the retainer has landed in the business account"),
    ("never photograph the vows at St Aldhelm's", "without the vicar saying yes on the day"),
    ("don't put the drone up over guests", "unless the venue has signed the drone form"),
    ("make sure the second shooter signs the image-use agreement", "before they get the couple's details"),
    ("never hand over raw files", "even if the couple offers to pay extra"),
    ("only print customer photos on canvas", "once they've confirmed they own the copyright"),
    ("don't take two weddings on one weekend", "unless the Sunday one is under four hours"),
    ("make sure the gallery server is patched", "before any new client links go out"),
    ("never leave the camera bag in the car", "when we're staying at a venue overnight"),
    ("only knock money off print orders", "when the order is over ten items"),
    ("don't give the guest list to the videographer", "unless the couple has agreed to it in writing"),
    ("make sure every battery is charged and counted", "the night before each wedding"),
    ("never retouch skin past a light clean-up", "unless the client asks for it specifically"),
    ("only do walk-in passport photos", "before three o'clock on a Saturday"),
]

EN_QUESTIONS = [
    "the Orangery at Hestercombe lets photographers use flash during the speeches",
    "I need a separate licence to sell prints of the cathedral interior",
    "the French venue charges its own supplier fee on top of ours",
    "the new battery grip works with the older LP-E6N batteries",
    "Wise takes its fee before or after the currency conversion",
    "my public liability cover actually extends to flying the drone",
    "couples can download the whole gallery as one zip on their phones",
    "the lab still makes the lay-flat albums with the linen covers",
    "second shooters count as employees for the insurance",
    "the council wants a filming permit for shoots on the Royal Crescent",
    "I can use confetti shots from a ceremony in the brochure without asking the couple",
    "Immich keeps the original file names when you share an album",
    "deposits paid by the bride's parents need their own receipts",
    "the mill venue has step-free access for the photo booth trolley",
    "print sales in the shop count towards the VAT threshold along with weddings",
    "the museum lets us use tripods in the upstairs galleries",
    "the Italian couple's planner expects the second shooter to be fed by the caterer",
]

ZH_DECISIONS = [
    ("精修统一外包给南京那家修图工作室", "自己修一套要三天，旺季根本赶不上交片"),
    ("今年起定金改成不退", "上半年有两对临时取消，档期空着也接不到别人"),
    ("客片全部放到自己搭的相册服务器上", "那个在线相册平台的年费又涨了"),
    ("外景不再安排断桥", "节假日人挤人，排半小时才拍得到一张"),
    ("二机摄影固定找阿杰", "换过三个人只有他不用我交代机位"),
    ("相册换成意大利进口的那款皮面", "去年那批布面的边角被两个客户投诉磨损"),
    ("工作室每周一闭店", "只有这一天能安安静静修图"),
    ("样片三天内必须发给客户", "新鲜劲一过客户就不太愿意发朋友圈"),
    ("雨天外景改到棚里拍不另外收费", "上次硬撑着淋雨拍完被客户打了差评"),
    ("小红书只发客户点头同意过的片子", "之前有个客户看到自己的照片被发出来很生气"),
    ("备用机身租不买", "一年真正用得上的也就十来场"),
    ("明年套餐价整体上调一成", "五月到十月的档期春节前就订满了"),
    ("冲印换到杭州本地那家", "上海那家寄过来要三四天，还压坏过一次"),
    ("婚礼跟拍不再接半天单", "半天单来回路上太久，算下来根本不赚钱"),
    ("前台收款统一走收款码", "上个月现金对账对不上两次"),
    ("灯光器材换成锂电池的", "户外拍摄找插座太麻烦了"),
]

ZH_CONSTRAINTS = [
    ("不要把精修原图发给客户", "尾款没结清之前"),
    ("不能在朋友圈发客片", "客户没在合同上勾选同意之前"),
    ("必须把两张卡都备份到NAS", "格式化存储卡之前"),
    ("不要在寺庙里面开闪光灯", "没有工作人员同意的话"),
    ("无人机不能飞到宾客头顶", "场地没签同意书之前"),
    ("必须让二机签肖像使用协议", "把客户资料发给他之前"),
    ("绝对不给客户RAW原片", "就算客户愿意加钱"),
    ("只能给客户做轻度磨皮", "客户没有特别要求的话"),
    ("不要把宾客名单发给摄像团队", "新人没书面同意之前"),
    ("电池必须全部充满并清点", "每场婚礼的前一天晚上"),
    ("别把相机包留在车里", "在外地酒店过夜的时候"),
    ("不能同一个周末接两场婚礼", "除非周日那场不超过四小时"),
    ("相册服务器一定要先打补丁", "给客户发新的相册链接之前"),
    ("别答应客户当天出片", "没带第二台电脑的场次"),
    ("只能用客户自己的照片做油画布", "客户确认照片版权是他们自己的以后"),
]

ZH_QUESTIONS = [
    "太子湾公园拍外景需要提前办拍摄许可",
    "场地收的进场费可以让新人来付",
    "二机摄影出了意外我们的保险也能赔",
    "客户的定金是父母转过来的也要单独开票",
    "相册服务器分享出去以后原文件名还会保留",
    "冲印厂还做那种布面的对裱相册",
    "小红书上用客片当封面需要再签一次授权",
    "灵隐寺附近可以飞无人机",
    "外地客户的差旅费可以算进成本抵税",
    "新款机身的电池手柄能用旧电池",
    "婚礼当天下雨酒店会免费提供备用的室内厅",
    "酒店允许我们在宴会厅里架灯",
    "宋城拍古装写真要另外交场地费",
    "客户在线选片可以一次打包下载",
    "合同里的违约金条款对改期也有效",
]


# ======================================================================================
# generated values
# ======================================================================================

def slug(r):
    return "2027-%02d-%02d_%s-%s" % (r.randint(4, 10), r.randint(1, 28), r.choice(SLUGS), r.choice(SLUGS))


def _zh_robocopy(r):
    d = r.choice(SLUGS) + "%02d%02d" % (r.randint(3, 11), r.randint(1, 28))
    return "robocopy E:\\客片\\2027\\%s \\\\DS920\\客片备份\\2027\\%s /MIR /R:2 /W:5 /MT:%d" % (d, d, r.choice([8, 12, 16, 24]))


# (make(rng) -> command, purpose, json_safe)
EN_CMDS = [
    (lambda r: "rsync -avh --progress /Volumes/%s/DCIM/ /Volumes/Shuttle/%s/" % (
        r.choice(["EOS_DIGITAL", "CFE_A", "CFE_B", "SD_SLOT2", "Z8_CF1", "R5_CARD1"]), slug(r)),
     "copy a card onto the shuttle drive", True),
    (lambda r: "rsync -aH --delete --exclude '*.lrdata' ~/Pictures/Lightroom/ rosie@ds%d.local:/volume1/backup/lightroom/" % r.choice([218, 220, 420, 720, 920, 923, 1522]),
     "push the Lightroom catalogue backup to the NAS", False),
    (lambda r: "robocopy D:\\Weddings\\2027\\%s \\\\DS920\\photo\\Weddings\\2027\\%s /MIR /R:2 /W:5 /MT:%d" % ((lambda s: (s, s))(slug(r)) + (r.choice([8, 12, 16, 24, 32]),)),
     "mirror a wedding folder from the PC onto the NAS", False),
    (lambda r: "exiftool -overwrite_original -Artist=\"Rosie Calder\" -Copyright=\"(c) Rosie Calder %d\" -r ./%s" % (r.choice([2026, 2027]), slug(r)),
     "stamp the copyright into the exported JPEGs", False),
    (lambda r: "rclone sync /volume1/weddings/2027 b2:rc-archive-%s/weddings --transfers %d --fast-list" % (r.choice(["cold", "main", "offsite", "vault", "b"]), r.choice([4, 6, 8, 12, 16])),
     "sync the wedding share up to Backblaze", True),
    (lambda r: "docker compose -f /opt/%s/docker-compose.yml pull && docker compose -f /opt/%s/docker-compose.yml up -d" % ((lambda g: (g, g))(r.choice(["immich", "lychee", "gallery", "clientgallery", "photoprism"]))),
     "update the gallery server containers", True),
    (lambda r: "magick mogrify -path ./web -resize %dx%d -quality %d *.jpg" % ((lambda s: (s, s))(r.choice([1600, 2000, 2048, 2400, 2560])) + (r.choice([78, 80, 82, 85, 88]),)),
     "make web-size copies for the blog", True),
    (lambda r: "sudo systemctl restart lychee-worker@%d.service" % r.randint(1, 9),
     "restart the gallery worker", True),
    (lambda r: "tar -czf ~/archive/%s-exports.tar.gz ./%s/exports" % ((lambda s: (s, s))(slug(r))),
     "bundle a finished wedding for the cold archive", True),
    (lambda r: "shasum -a 256 -c %s-cards.sha256" % slug(r),
     "check the card copies against their checksums", True),
    (lambda r: "find /volume1/weddings/2027 -name '*.xmp' -mtime -%d | wc -l" % r.randint(2, 14),
     "count how many sidecars changed in the last few days", False),
    (lambda r: "ffmpeg -i %s-teaser.mov -vf scale=1080:-2 -c:v libx264 -crf %d teaser-ig.mp4" % (r.choice(SLUGS), r.choice([20, 21, 22, 23, 24, 26])),
     "squash the teaser clip for Instagram", True),
    (lambda r: "docker logs --tail %d immich_server" % r.choice([50, 80, 120, 150, 200, 300, 500]),
     "see what the gallery server is complaining about", True),
    (lambda r: "smartctl -a /dev/sata%d | grep -i reallocated" % r.randint(1, 8),
     "check whether a NAS drive is on its way out", True),
    (lambda r: "sips -Z %d --setProperty formatOptions %d ./proofs/*.jpg" % (r.choice([1200, 1400, 1600, 1800]), r.choice([60, 65, 70, 75])),
     "shrink proofs small enough to email", True),
]

ZH_CMDS = [
    (lambda r: _zh_robocopy(r),
     "把电脑上的客片镜像到群晖", False),
    (lambda r: "rsync -avh --progress /volume1/客片/2027/ /volumeUSB%d/usbshare/客片备份/" % r.randint(1, 3),
     "把群晖上的客片同步到移动硬盘", True),
    (lambda r: "exiftool -overwrite_original -Artist=\"拾光里\" -r ./%s%02d" % (r.choice(SLUGS), r.randint(1, 99)),
     "给导出的片子写上版权信息", False),
    (lambda r: "docker compose -f /opt/piwigo-%s/docker-compose.yml up -d" % r.choice(["main", "kehu", "2027", "new", "prod"]),
     "把相册服务器重新拉起来", True),
    (lambda r: "docker logs --tail %d piwigo" % r.choice([50, 100, 150, 200, 300]),
     "看相册服务器的报错", True),
    (lambda r: "magick mogrify -resize %dx%d -quality %d *.jpg" % ((lambda s: (s, s))(r.choice([1080, 1440, 1620, 2048])) + (r.choice([75, 80, 85, 90]),)),
     "批量压缩发小红书的图", True),
    (lambda r: "ffmpeg -i huaxu%02d.mp4 -vf scale=1080:-2 -crf %d huaxu_xhs.mp4" % (r.randint(1, 40), r.choice([21, 22, 23, 24, 26])),
     "压缩婚礼花絮视频", True),
    (lambda r: "certutil -hashfile E:\\导卡\\%s\\IMG_%04d.CR3 SHA256" % (r.choice(SLUGS), r.randint(1000, 9999)),
     "校验导出来的原片有没有损坏", False),
    (lambda r: "rclone sync /volume1/客片 oss:shiguang-%s/客片 --transfers %d" % (r.choice(["bak", "cold", "hz", "2027"]), r.choice([4, 6, 8, 12])),
     "把客片同步到阿里云OSS", True),
    (lambda r: "find /volume1/客片/2027 -name '*.xmp' -mtime -%d | wc -l" % r.randint(2, 14),
     "统计最近几天修过的片子", False),
    (lambda r: "smartctl -a /dev/sata%d" % r.randint(1, 8),
     "看NAS硬盘的健康状况", True),
    (lambda r: "net use Z: \\\\DS920\\%s /persistent:yes" % r.choice(["客片", "修图交接", "样片", "合同扫描"]),
     "把群晖的共享盘映射成Z盘", False),
]

# id patterns: (make, label, containers it fits, json_safe)
EN_IDS = [
    (lambda r: "INV-27-%04d" % r.randint(1, 9999), "invoice number", {"any", "inv", "book"}),
    (lambda r: "RC27-W%03d" % r.randint(1, 999), "booking ref", {"any", "book"}),
    (lambda r: "CTR-%05d" % r.randint(10000, 99999), "contract number", {"any", "book"}),
    (lambda r: "PR-%05d" % r.randint(10000, 99999), "print order number", {"any", "orders"}),
    (lambda r: "%s%09dGB" % (r.choice(["JD", "RM", "FQ", "LX"]), r.randint(100000000, 999999999)), "tracking number", {"any", "orders"}),
    (lambda r: "pi_3%s" % "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789") for _ in range(14)), "Stripe payment ID", {"any", "inv"}),
    (lambda r: "alb-%s" % "".join(r.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(7)), "gallery album ID", {"any", "gallery"}),
    (lambda r: "0%d" % r.randint(30000000, 99999999), "camera serial number", {"any", "gear"}),
    (lambda r: "PLI-%06d-%s" % (r.randint(100000, 999999), r.choice(["PH", "EV", "WD"])), "insurance policy number", {"any", "gear"}),
    (lambda r: "D:\\LR\\2027\\%s\\%s.lrcat" % ((lambda s: (s, s))(r.choice(SLUGS) + "-" + r.choice(SLUGS))), "Lightroom catalog path", {"path"}),
    (lambda r: "~/Pictures/Lightroom/%s/%s-%d.lrcat" % (r.choice(["Weddings 2027", "Clients", "Shop"]), r.choice(SLUGS), r.randint(2, 9)), "catalogue path", {"path"}),
    (lambda r: "VSR-%s%04d" % (r.choice("ABCDEFGHJKLMNPRSTUVWXYZ"), r.randint(0, 9999)), "venue supplier reference", {"any", "book"}),
]

ZH_IDS = [
    (lambda r: "SG2027%02d%02d%03d" % (r.randint(3, 11), r.randint(1, 28), r.randint(1, 999)), "订单号", {"any", "inv", "book"}),
    (lambda r: "SGL-HT-27%03d" % r.randint(1, 999), "合同编号", {"any", "book"}),
    (lambda r: "SF%012d" % r.randint(10 ** 11, 10 ** 12 - 1), "顺丰单号", {"any", "orders"}),
    (lambda r: "%08d" % r.randint(10000000, 99999999), "发票号码", {"any", "inv"}),
    (lambda r: "pwg-%05d" % r.randint(10000, 99999), "相册ID", {"any", "gallery"}),
    (lambda r: "%s%07d" % (r.choice(["SN", "NO", "KJ"]), r.randint(1000000, 9999999)), "机身序列号", {"any", "gear"}),
    (lambda r: "XX-%s-%03d" % (r.choice(["A", "B", "C", "D"]), r.randint(1, 999)), "场地预约号", {"any", "book"}),
    (lambda r: "2027%02d%02d2200%010d" % (r.randint(1, 3), r.randint(1, 28), r.randint(10 ** 9, 10 ** 10 - 1)), "支付宝交易号", {"any", "inv"}),
    (lambda r: "E:\\LR目录\\2027\\%s-%d.lrcat" % (r.choice(SLUGS), r.randint(1, 99)), "Lightroom目录路径", {"path"}),
    (lambda r: "YC%06d" % r.randint(100000, 999999), "冲印订单号", {"any", "orders"}),
]

# version generators: (make, thing_en, thing_zh, family)
VERS = [
    (lambda r: "1.%d.%d" % (r.randint(5, 9), r.randint(0, 9)), "the R5", "R5", "cam"),
    (lambda r: "%d.%02d" % (r.randint(2, 5), r.randint(1, 20)), "the Z8", "尼康Z8", "cam"),
    (lambda r: "%d.%02d" % (r.randint(3, 6), r.randint(1, 12)), "the A7 IV", "索尼A7M4", "cam"),
    (lambda r: "1.%d.%d" % (r.randint(1, 4), r.randint(0, 9)), "the R6 Mark II", "R6二代", "cam"),
    (lambda r: "14.%d.%d" % (r.randint(0, 5), r.randint(0, 3)), "Lightroom Classic", "Lightroom Classic", "app"),
    (lambda r: "16.%d.%d.%d" % (r.randint(3, 6), r.randint(0, 4), r.randint(10, 99)), "Capture One", "Capture One", "app"),
    (lambda r: "7.2.%d-%05d" % (r.randint(0, 2), r.randint(64000, 72999)), "DSM", "群晖DSM", "nas"),
    (lambda r: "1.%d.%d" % (r.randint(105, 135), r.randint(0, 9)), "Immich", "Immich", "gal"),
    (lambda r: "6.%d.%d" % (r.randint(0, 9), r.randint(0, 9)), "Lychee", "Lychee", "gal"),
    (lambda r: "15.%d.%d" % (r.randint(0, 6), r.randint(0, 9)), "Piwigo", "Piwigo", "gal"),
    (lambda r: "%d.%d.%d" % (r.randint(10, 12), r.randint(10, 60), r.randint(0, 9)), "the SC-P900 driver", "爱普生打印机驱动", "app"),
    (lambda r: "3.%d.%d" % (r.randint(0, 9), r.randint(10, 40)), "Hyper Backup", "Hyper Backup", "nas"),
]


# ======================================================================================
# where facts travel
# ======================================================================================

CARRIERS = {
    "name": [("user", 5), ("paste", 3), ("tool", 3)],
    "command": [("user", 5), ("paste", 2), ("tool", 1), ("assistant", 2)],
    "id": [("user", 4), ("paste", 3), ("tool", 4)],
    "port": [("user", 5), ("paste", 2), ("tool", 3)],
    "version": [("user", 5), ("paste", 2), ("tool", 3)],
    "money": [("user", 5), ("paste", 3), ("tool", 3), ("assistant", 2)],
    "date": [("user", 5), ("paste", 3), ("tool", 3), ("assistant", 2)],
    "decision": [("user", 8), ("paste", 2), ("tool", 1)],
    "constraint": [("user", 7), ("paste", 3), ("tool", 1)],
    "question": [("user", 1)],
}
PASTE_CONT = {
    "name": ["email", "wa", "table"],
    "command": ["email", "log"],
    "id": ["email", "wa", "table", "gearsheet"],
    "port": ["email", "log"],
    "version": ["log", "gearsheet", "email"],
    "money": ["email", "wa", "table", "contract"],
    "date": ["email", "wa", "table", "contract"],
    "decision": ["wa", "email"],
    "constraint": ["contract", "email", "wa"],
}
TOOL_CONT = {
    "name": ["t_cal", "t_mail", "t_book"],
    "command": ["t_nas", "t_mail"],
    "id": ["t_inv", "t_book", "t_gallery", "t_gear", "t_orders", "t_mail"],
    "port": ["t_nas", "t_gallery"],
    "version": ["t_nas", "t_gallery", "t_gear"],
    "money": ["t_inv", "t_book", "t_orders", "t_mail"],
    "date": ["t_cal", "t_book", "t_inv"],
    "decision": ["t_mail"],
    "constraint": ["t_mail"],
}
# which id families a container accepts
ID_FIT = {"email": {"any", "path"}, "wa": {"any"}, "table": {"book"}, "gearsheet": {"gear"},
          "t_inv": {"inv"}, "t_book": {"book"}, "t_gallery": {"gallery"}, "t_gear": {"gear"},
          "t_orders": {"orders"}, "t_mail": {"any", "path"}, "user": {"any", "path"}}
# which version families a container accepts
VER_FIT = {"log": {"nas", "gal"}, "gearsheet": {"cam"}, "email": {"nas", "gal", "app", "cam"},
           "t_nas": {"nas"}, "t_gallery": {"gal"}, "t_gear": {"cam"},
           "user": {"nas", "gal", "app", "cam"}}
FORMAL = {"table", "contract", "t_inv", "t_book", "t_orders", "t_cal", "t_mail", "email"}
# money size wanted by a container (None = anything)
MONEY_WANT = {"table": {"gbp_big", "fx_big", "big"}, "contract": {"gbp_big", "fx_big", "big"},
              "t_book": {"gbp_big", "fx_big", "big"}, "t_inv": {"gbp_big", "fx_big", "big"},
              "t_orders": {"gbp_small", "small"}}
REMENTION_KINDS = {"name", "id", "money", "date", "port", "version", "question"}


# ======================================================================================
# conversation builder
# ======================================================================================

class Conv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.rng = random.Random("cj|%d|%s|%d" % (seed, "zh" if zh else "en", attempt))
        self.zh = zh
        self.per_kind = per_kind
        self.used = []
        self.decks = {}
        self.cmd_used = set()
        self.rel_dates = ["下周六", "下下个周日", "五一第二天", "国庆第三天", "中秋那天",
                          "农历八月初八", "腊月十八", "正月十六", "农历九月初九"]

    # ---- small helpers ---------------------------------------------------------------
    def pick(self, seq):
        return self.rng.choice(seq)

    def chance(self, p):
        return self.rng.random() < p

    def deck(self, key, items):
        """Draw from a reshuffled deck so phrasings don't repeat back to back."""
        d = self.decks.get(key)
        if not d:
            d = list(items)
            self.rng.shuffle(d)
            self.decks[key] = d
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
        if self.zh:
            return {"fn": self.pick(ZH_FN), "venue": self.pick(ZH_VENUES),
                    "couple": self.pick(ZH_COUPLES), "month": "%d月" % self.rng.randint(4, 11)}
        return {"fn": self.pick(EN_FN), "venue": self.pick(EN_VENUES),
                "couple": self.pick(EN_COUPLES), "month": self.pick(EN_MONTHS)}

    def mess(self, t):
        """Typing noise applied to a template before its slots are filled (needles stay intact)."""
        if self.zh:
            if self.chance(0.15):
                t = t.replace("，", " ", 1)
            return t
        for a, b, p in EN_NOISE:
            if a in t and self.chance(p):
                t = t.replace(a, b, 1)
        if len(t) > 1 and t[0].isupper() and t[1].islower() and self.chance(0.45):
            t = t[0].lower() + t[1:]
        return t

    def fill(self, t, v):
        d = self.ctx()
        d.update(v)
        return t.format(**d)

    # ---- value generators ------------------------------------------------------------
    def gen_name(self):
        if self.zh:
            return self.uniq(lambda: self.pick(ZH_SUR) + self.pick(ZH_GIVEN))
        if self.chance(0.4):
            return self.uniq(lambda: self.pick(EN_SOLO))
        taken = " ".join(self.used)

        def g():
            f = self.pick([x for x in EN_FIRST if x not in taken] or EN_FIRST)
            l = self.pick([x for x in EN_LAST if x not in taken] or EN_LAST)
            return f + " " + l
        return self.uniq(g)

    def gen_command(self):
        pats = ZH_CMDS if self.zh else EN_CMDS
        order = list(range(len(pats)))
        self.rng.shuffle(order)
        fresh = [i for i in order if i not in self.cmd_used] or order
        i = fresh[0]
        self.cmd_used.add(i)
        make, purpose, _ = pats[i]
        return self.uniq(lambda: make(self.rng)), purpose

    def gen_id(self, cont):
        pats = ZH_IDS if self.zh else EN_IDS
        fit = ID_FIT.get(cont, {"any"})
        cand = [p for p in pats if p[2] & fit]
        make, lbl, _ = self.pick(cand)
        return self.uniq(lambda: make(self.rng)), lbl

    def gen_port(self):
        return self.uniq(lambda: str(self.rng.choice([self.rng.randint(3001, 9999), self.rng.randint(10000, 60999)])))

    def gen_version(self, cont):
        fit = VER_FIT.get(cont, VER_FIT["user"])
        cand = [v for v in VERS if v[3] in fit]
        make, ten, tzh, fam = self.pick(cand)
        return self.uniq(lambda: make(self.rng)), (tzh if self.zh else ten), fam

    def gen_money(self, formal, want=None):
        r = self.rng

        def g():
            for _ in range(500):
                m = g1()
                if want is None or money_class(m, self.zh) in want:
                    return m
            return m

        def g1():
            if self.zh:
                c = r.randint(0, 4 if not formal else 1)
                if c == 0:
                    return "%d元" % (r.randint(8, 300) * 100)
                if c == 1:
                    return "¥{:,}".format(r.randint(12, 320) * 100)
                if c == 2:
                    return "%s万" % r.choice(["1.28", "1.68", "2.38", "0.88", "3.2", "1.98", "2.6", "4.8", "0.66", "1.18"])
                if c == 3:
                    return "%d块" % (r.randint(3, 60) * 50)
                return r.choice(["两千八", "三千六", "一万二", "八千八", "五千五", "一万六", "九千九", "六千六"])
            c = r.randint(0, 5 if not formal else 3)
            if c == 0:
                return "£{:,}".format(r.randint(12, 240) * 25)
            if c == 1:
                return "€{:,}".format(r.randint(20, 180) * 50)
            if c == 2:
                return "${:,}".format(r.randint(30, 180) * 50)
            if c == 3:
                return "£%d.%s" % (r.randint(14, 260), r.choice(["50", "95", "99", "20", "75"]))
            if c == 4:
                return "£%d.%dk" % (r.randint(1, 6), r.randint(1, 9))
            return "£%d/day" % (r.randint(9, 30) * 10 + 5)
        return self.uniq(g)

    def rand_day(self):
        return date(2027, 3, 1) + timedelta(days=self.rng.randint(0, 240))

    def fmt_date_en(self, d, style):
        M, m = MON_FULL[d.month - 1], MON_FULL[d.month - 1][:3]
        W, w = WD_FULL[d.weekday()], WD_FULL[d.weekday()][:3]
        return {
            "a": "%s %d %s %d" % (w, d.day, M, d.year),
            "b": "%02d/%02d/%d" % (d.day, d.month, d.year),
            "c": "%s %s" % (M, ordinal(d.day)),
            "d": d.isoformat(),
            "e": "the %s of %s" % (ordinal(d.day), M),
            "f": "%02d.%02d.%02d" % (d.day, d.month, d.year % 100),
            "g": "%s %s %s" % (W, ordinal(d.day), M),
            "h": "%s %d" % (m, d.day),
            "i": "%d/%d/%02d" % (d.month, d.day, d.year % 100),
            "j": "%d %s %d" % (d.day, m, d.year),
        }[style]

    def fmt_date_zh(self, d, style):
        return {
            "a": "%d月%d号" % (d.month, d.day),
            "b": "%s月%s号" % (zh_cn_month(d.month), zh_cn_day(d.day)),
            "c": "%d.%d" % (d.month, d.day),
            "d": "%d年%d月%d日" % (d.year, d.month, d.day),
            "e": "%d月%d日（周%s）" % (d.month, d.day, "一二三四五六日"[d.weekday()]),
            "f": d.isoformat(),
            "g": "%d/%d/%d" % (d.year, d.month, d.day),
        }[style]

    def gen_date(self, formal):
        r = self.rng

        def g():
            d = self.rand_day()
            if self.zh:
                if not formal and self.rel_dates and r.random() < 0.2:
                    return self.rel_dates[r.randrange(len(self.rel_dates))]
                return self.fmt_date_zh(d, r.choice("dfg" if formal else "abcde"))
            return self.fmt_date_en(d, r.choice("abdj" if formal else "abcdefghij"))
        v = self.uniq(g)
        if v in self.rel_dates:
            self.rel_dates.remove(v)
        return v

    # ---- computed values (assistant-carried) -----------------------------------------
    def gen_calc_money(self):
        r = self.rng
        for _ in range(300):
            if self.zh:
                c = r.randint(0, 1)
                if c == 0:
                    total = r.randint(60, 260) * 100 + r.choice([0, 99, 88, 66])
                    dep = r.choice([1000, 2000, 3000, 5000, 1500, 2500])
                    money = "%d元" % (total - dep)
                    v = {"total": "%d" % total, "dep": "%d" % dep, "mode": "balance"}
                else:
                    total = r.randint(40, 200) * 100 + r.choice([0, 80, 60])
                    pct = r.choice([8, 8.5, 8.8, 9, 9.5])
                    amt = total * pct / 10.0
                    money = ("%.1f元" % amt) if amt != int(amt) else ("%d元" % amt)
                    v = {"total": "%d" % total, "pct": ("%g" % pct), "mode": "discount"}
            else:
                c = r.randint(0, 2)
                if c == 0:
                    total = r.randint(70, 260) * 25
                    dep = r.choice([250, 300, 400, 450, 500, 600, 750])
                    money = "£{:,}".format(total - dep)
                    v = {"total": "£{:,}".format(total), "dep": "£{:,}".format(dep), "mode": "balance"}
                elif c == 1:
                    n = r.randint(4, 18)
                    each = r.choice([8.5, 9.95, 12.5, 14.95, 18.0, 22.5])
                    post = r.choice([4.95, 6.5, 7.95])
                    amt = n * each + post
                    money = "£{:,.2f}".format(amt)
                    v = {"n": n, "each": "£%.2f" % each, "post": "£%.2f" % post, "mode": "prints"}
                else:
                    hours = r.choice([5, 6, 7, 8, 9, 10])
                    rate = r.choice([35, 40, 45, 50, 55])
                    miles = r.randint(20, 140)
                    amt = hours * rate + miles * 0.45
                    money = "£{:,.2f}".format(amt)
                    v = {"hours": hours, "rate": "£%d" % rate, "miles": miles, "mode": "shooter"}
            extra = [x for k, x in v.items() if k in ("total", "dep", "each", "post", "rate")]
            if not self.clash(money) and not any(self.clash(x) for x in extra):
                self.used.append(money)
                v["money"] = money
                return v
        raise RuntimeError("calc money")

    def gen_calc_date(self):
        r = self.rng
        for _ in range(300):
            wed = date(2027, 4, 1) + timedelta(days=r.randint(0, 180))
            while wed.weekday() != 5:
                wed += timedelta(days=1)
            if self.zh:
                mode = r.choice(["deliver", "balance"])
                n = r.choice([30, 45, 60]) if mode == "deliver" else r.choice([7, 14, 30])
                due = wed + timedelta(days=n) if mode == "deliver" else wed - timedelta(days=n)
                s = "%d年%d月%d日" % (due.year, due.month, due.day)
                wtxt = "%d月%d号" % (wed.month, wed.day)
            else:
                mode = r.choice(["deliver", "balance"])
                n = r.choice([6, 8, 10, 12]) if mode == "deliver" else r.choice([4, 6, 8])
                due = wed + timedelta(weeks=n) if mode == "deliver" else wed - timedelta(weeks=n)
                s = "%s %d %s %d" % (WD_FULL[due.weekday()], due.day, MON_FULL[due.month - 1], due.year)
                wtxt = "Saturday the %s of %s" % (ordinal(wed.day), MON_FULL[wed.month - 1])
            if not self.clash(s) and not self.clash(wtxt):
                self.used.append(s)
                return {"date": s, "wed": wtxt, "n": n, "mode": mode}
        raise RuntimeError("calc date")

    # ---- fact planning ---------------------------------------------------------------
    def carrier(self, kind):
        opts = CARRIERS[kind]
        x = self.rng.uniform(0, sum(w for _, w in opts))
        for c, w in opts:
            x -= w
            if x <= 0:
                return c
        return opts[-1][0]

    def make_facts(self):
        facts = []
        pools = {"decision": ZH_DECISIONS if self.zh else EN_DECISIONS,
                 "constraint": ZH_CONSTRAINTS if self.zh else EN_CONSTRAINTS,
                 "question": ZH_QUESTIONS if self.zh else EN_QUESTIONS}
        for kind in ("decision", "constraint", "question"):
            pool = list(pools[kind])
            self.rng.shuffle(pool)
            n = 0
            for item in pool:
                if n >= self.per_kind:
                    break
                nd = list(item) if isinstance(item, tuple) else [item]
                if any(self.clash(x) for x in nd):
                    continue
                self.used.extend(nd)
                if kind == "decision":
                    v = {"choice": item[0], "reason": item[1]}
                elif kind == "constraint":
                    v = {"act": item[0], "cond": item[1]}
                else:
                    v = {"subj": item}
                c = self.carrier(kind)
                facts.append({"kind": kind, "needles": nd, "v": v, "carrier": c,
                              "cont": self.cont_for(kind, c)})
                n += 1
        for kind in ("name", "command", "id", "port", "version", "money", "date"):
            for _ in range(self.per_kind):
                c = self.carrier(kind)
                cont = self.cont_for(kind, c)
                formal = cont in FORMAL
                if kind == "name":
                    v = {"name": self.gen_name()}
                    nd = v["name"]
                elif kind == "command":
                    cmd, purpose = self.gen_command()
                    v = {"cmd": cmd, "purpose": purpose}
                    nd = cmd
                elif kind == "id":
                    i, lbl = self.gen_id(cont if c != "user" else "user")
                    v = {"id": i, "lbl": lbl}
                    nd = i
                elif kind == "port":
                    v = {"port": self.gen_port()}
                    nd = v["port"]
                elif kind == "version":
                    ver, thing, fam = self.gen_version(cont if c != "user" else "user")
                    v = {"ver": ver, "thing": thing, "fam": fam}
                    nd = ver
                elif kind == "money":
                    v = self.gen_calc_money() if c == "assistant" else {"money": self.gen_money(formal, MONEY_WANT.get(cont))}
                    nd = v["money"]
                else:
                    v = self.gen_calc_date() if c == "assistant" else {"date": self.gen_date(formal)}
                    nd = v["date"]
                facts.append({"kind": kind, "needles": [nd], "v": v, "carrier": c, "cont": cont})
        for i, f in enumerate(facts):
            f["i"] = i
            f["again"] = f["kind"] in REMENTION_KINDS and self.chance(0.13)
        return facts

    def cont_for(self, kind, carrier):
        if carrier == "paste":
            return self.pick(PASTE_CONT[kind])
        if carrier == "tool":
            return self.pick(TOOL_CONT[kind])
        return carrier


# ======================================================================================
# user-message templates (English >= 8 per kind, Chinese >= 6 per kind)
# ======================================================================================

EN_NOISE = [("you ", "u ", 0.3), ("please", "pls", 0.4), ("tomorrow", "tmrw", 0.4),
            ("because", "cos", 0.35), ("something", "smth", 0.3), ("definitely", "defo", 0.5),
            ("I'm ", "im ", 0.3), ("don't", "dont", 0.3), ("with ", "w/ ", 0.15),
            ("the ", "teh ", 0.05), ("about", "abt", 0.15), ("really", "rly", 0.2),
            ("and ", "& ", 0.12), ("going to", "gonna", 0.35), ("thanks", "thx", 0.3)]

EN_USER = {
    "name": [
        ("second shooter for {venue} is {name} now, Jess has a family thing that weekend", "crew"),
        ("new enquiry from {name} — autumn wedding, wants the full day. lovely email, lots of exclamation marks", "client"),
        ("the coordinator at {venue} has changed AGAIN. it's {name} now. third one this year", "contact"),
        ("voice note ok so I just came off the phone with {name} who is the bride's mum for the {month} one and she wants a family formals list that is honestly about forty groups long and I said I'd send her something to cut it down", "client"),
        ("our account manager at the lab is {name} since the old one left. replies way faster tbh", "contact"),
        ("booked {name} to help with album design overflow this season, freelance, charges per spread", "crew"),
        ("Can you remember that the planner for the wedding at {venue} is {name}. everything goes through her, not the couple", "contact"),
        ("Long day at the shop. Sold two of the big sea prints which was nice. Oh and {name} popped in, the florist from the wedding fair, wants to do a styled shoot swap in spring. then Kemi locked us out of the till again lol", "contact"),
        ("fyi the celebrant for saturday is {name} — apparently very strict about no photos during the vows", "contact"),
        ("{name} is doing video at {venue}, never worked with them so I'll message to sort positions", "crew"),
        ("lol the groom {name} answered my questionnaire with just 'whatever she wants'", "client"),
        ("elopement couple for {month}: {name} and her partner, twelve guests, picnic on the hill after. cutest brief ever", "client"),
    ],
    "command": [
        "Dan set things up and said if I ever need to {purpose} just run {cmd} on the mac mini. writing it here so I don't lose it",
        "is this right for when I want to {purpose}? {cmd}  — it's what the forum guy said",
        "saving for later: `{cmd}`",
        "someone on the photographers' facebook group swears by `{cmd}` to {purpose}. anything scary in there?",
        "ok ran {cmd} and it's just sat there for ages. normal??",
        "voice note so the thing Dan told me to {purpose} is {cmd} and then you just leave it overnight and look at the log in the morning apparently",
        "note to self, for when I need to {purpose}:\n\n    {cmd}\n\nthen CHECK it actually did the thing before closing the window",
        "Tom at the camera shop sent me this to {purpose}: {cmd} — do I type it in terminal or in the NAS web thing?",
        "Culled the Friday wedding, 2,100-ish frames down to about 640. Then tried {cmd} like the guide said and it worked first time which never happens. tomorrow is the engagement shoot then the shop",
        "copying this off the back of a receipt before I lose it: {cmd}",
    ],
    "id": [
        "the {lbl} is {id} if anyone asks",
        "logging this: {lbl} {id}",
        "{id} ← {lbl}, don't let me lose it",
        "{fn} wants the {lbl} again... it's {id}, it's literally in the email",
        "for my records: {lbl} = {id}",
        "voice note the {lbl} is {id} and I need to get it onto the spreadsheet before I forget",
        "got an auto email with a {lbl}: {id}. do I need to do anything with it or just keep it?",
        "right so for {couple} the {lbl} is {id}, not the other one I sent yesterday (that was for {venue})",
        "Kemi scribbled {id} on a post-it, she thinks it's the {lbl}. sticking it here before the post-it dies",
    ],
    "port": [
        "gallery server is on {port} now, {fn} moved it off the default because something else grabbed it",
        "the router forwards {port} to the NAS. or the other way round. one of those",
        "lab's SFTP wants port {port}, weird but ok",
        "so the photo server is on port {port}, if I type the NAS address with :{port} at home it works, at venues obviously not",
        "note: client gallery = {port}",
        "{fn} says the reverse proxy sends everything to {port} inside. I understand none of that sentence",
        "changed the NAS login port to {port} because the log was full of random login attempts from who knows where",
        "client gallery links broke overnight — turns out the port changed to {port} after the update. cool cool cool",
        "voice note just remembered {fn} said the backup thing talks to the other box on {port} so if the firewall ever gets reset that's the one to open",
    ],
    "version": [
        ("updated {thing} to {ver} last night and now tethering is weirdly slow", {"cam", "app"}),
        ("{thing} is on {ver} — is that the one with the fix everyone was waiting for?", {"cam", "app", "gal", "nas"}),
        ("don't want to update {thing} past {ver} before the big wedding, not risking it", {"cam", "app"}),
        ("the rental came back on {ver}, mine says something newer. does that matter with {thing}?", {"cam"}),
        ("about screen says {ver}. that's {thing}", {"app", "gal", "nas"}),
        ("Tom said {ver} of {thing} ate his catalogue so I'm holding off", {"app"}),
        ("release notes for {thing} {ver} say faster previews, maybe worth it?", {"app", "gal"}),
        ("voice note so {thing} is on version {ver} and the other body is on something older and I think that's why the clocks drift between the two", {"cam"}),
        ("Quick one. {thing} nagged me to update, I said yes, now it says {ver}. hope that's fine, the shop printer still works at least", {"app", "nas", "gal"}),
        ("Dan updated {thing} to {ver} and now the client galleries load in like a second, wow", {"gal", "nas"}),
        ("NAS says {thing} {ver} installed overnight. I didn't ask it to", {"nas"}),
        ("the gallery box is running {thing} {ver}, Dan wants to hold it there till autumn", {"gal"}),
    ],
    "money": [
        ("deposit in! {money} from {couple}", {"gbp_big", "fx_big"}),
        ("Jess's rate this season is {money}, agreed it on the phone", {"day", "gbp_small"}),
        ("lab quote for the album is {money} and that's before the parent books", {"gbp_small", "gbp_big"}),
        ("the Italy one is priced at {money} all in, travel included", {"fx_big", "gbp_big"}),
        ("shop order total came to {money}, the big canvas was most of it", {"gbp_small"}),
        ("US couple paid {money} through Wise, fees ate a chunk", {"fx_big"}),
        ("{venue} wants a {money} supplier fee?? for a photographer??", {"gbp_small"}),
        ("voice note so the mum offered {money} extra if I stay for the evening and do the sparkler exit which honestly fine", {"gbp_small", "gbp_big"}),
        ("Insurance excess is {money} per claim. grim.", {"gbp_small"}),
        ("Busy Saturday. Kemi did framing all morning and we sold the last two A2 prints; the framing job alone was {money}, cash. then the card machine died. classic", {"gbp_small"}),
        ("the second shooter Georgie recommended wants {money}. bit steep?", {"day"}),
        ("quote sent: {money} for the full day plus album, fingers crossed", {"gbp_big", "fx_big"}),
    ],
    "date": [
        "booked!! wedding is {date}",
        "engagement shoot pencilled in for {date}, weather permitting",
        "the balance due date on their contract says {date}",
        "gallery has to be delivered by {date} per the contract",
        "{venue} can only do a recce on {date}, which is annoying but fine",
        "album proofs back to them by {date}, please remind me",
        "Jess is away until {date} so I need cover for anything before that",
        "shop closes for the holiday from {date}, need a sign on the door",
        "voice note they've moved it again it's now {date} which is fine because I'm free but the second shooter isn't so I'll have to find someone",
        "So the lab rang, the order is delayed, they're now saying {date}. {couple} won't be thrilled but it's not the end of the world",
    ],
    "decision": [
        "ok decided — we'll {choice}, because {reason}.",
        "going to {choice}. honestly {reason}.",
        "after talking it through with {fn} we're gonna {choice} cos {reason}",
        "right, final call: {choice}. reason — {reason}.",
        "for the notes: {choice} (why: {reason})",
        "{fn} talked me into it, we'll {choice}. the clincher was that {reason}",
        "voice note so after all that back and forth I'm going to {choice} basically because {reason} and I can't keep going round in circles on it",
        "I'll {choice}. Reason? {reason}. Done, not revisiting it",
        "made my mind up this morning over coffee: {choice}. {reason}, so it's a no-brainer really",
    ],
    "constraint": [
        "rule for the business: {act} {cond}.",
        "reminder to myself and to you: {act} {cond}",
        "{cond}, {act} — learned that one the hard way",
        "{fn} keeps saying it and fair enough: {act} {cond}",
        "pls flag it if I ever forget — {act} {cond}.",
        "voice note just so it's written down somewhere {act} {cond} because last time it went wrong it went really wrong",
        "new rule after saturday: {act} {cond}. no exceptions, not even for friends",
        "golden rule from the studio I assisted at: {cond}, {act}.",
        "Also, and I mean this: {act} {cond}. ok back to editing",
    ],
    "question": [
        "does anyone actually know if {subj}? the website says nothing",
        "still no idea whether {subj}. asked twice",
        "I need to find out if {subj} before I quote them",
        "{fn} asked me whether {subj} and I said I'd check. I have no idea",
        "hmm. wondering if {subj}. the forums are split",
        "can't work out if {subj} — their T&Cs are a maze",
        "voice note the other thing I don't know is whether {subj} because nobody has ever told me and I don't want to get caught out on the day",
        "pasting what I sent the planner earlier: 'hiya! random one, do you know if {subj}? no rush x' — no reply yet",
        "is it true that {subj}?? someone said so at the wedding fair and now I'm doubting everything",
    ],
}

ZH_USER = {
    "name": [
        ("{venue}那边新换的对接人叫{name}，以后场地的事找她", "contact"),
        ("这周六的二机约了{name}，阿杰那天要去拍毕业照", "crew"),
        ("新咨询的客户{name}，想拍西湖加老城区那套，国庆前后", "client"),
        ("语音转文字：刚才那个{name}打电话过来说是新娘的妈妈然后想要加拍家族合影大概二十几组我说我先整理一下再回她", "client"),
        ("化妆师这次用{name}，小鹿说她手稳，跟妆也不拖时间", "crew"),
        ("冲印厂那边现在对接的是{name}，之前那个小哥离职了", "contact"),
        ("今天店里好忙。上午来了两对看样片的，中午{name}过来了，婚庆那边的策划，说想一起做个样片合作。下午琪琪把收款码弄丢了😂", "contact"),
        ("{name}是这场的摄像，第一次合作，得先沟通一下机位", "crew"),
        ("新郎{name}填问卷就写了一句“听她的”，笑死", "client"),
    ],
    "command": [
        "老公说要是想{purpose}，就在电脑上跑 {cmd} ，我存一下",
        "网上找的{purpose}的命令：{cmd} ，靠谱吗？",
        "备忘：`{cmd}`",
        "跑了 {cmd} 半天没反应，正常吗",
        "语音转文字：就是那个{purpose}的命令是{cmd}然后让它跑一晚上第二天看日志就行",
        "{purpose}的步骤记一下：\n\n    {cmd}\n\n跑完先确认结果对不对再关窗口",
        "老公发给我的，说是{purpose}用的：{cmd} ，要在群晖里跑还是在电脑上跑？",
        "今天选片选到眼花，两千多张挑了六百张。然后照着教程敲了 {cmd} 居然一次就成功了，难得",
    ],
    "id": [
        "{lbl}是{id}，你记一下",
        "{fn}又来问{lbl}，邮件里明明写了：{id}",
        "记录一下：{lbl} {id}",
        "{id}——这个是{couple}的{lbl}，别跟{venue}那单搞混",
        "语音转文字：那个{lbl}是{id}我得赶紧记到表格里不然又忘了",
        "收到一条短信，{lbl}：{id}，需要我做什么吗还是存着就行",
        "琪琪在便利贴上写了个{id}，说是{lbl}，先存你这儿",
    ],
    "port": [
        "相册服务器现在改到{port}端口了，老公说原来那个被别的程序占了",
        "路由器上把{port}转发到了NAS，还是反过来的，反正是这个数",
        "冲印厂的SFTP要用{port}端口，挺奇怪的",
        "备注：客户相册 = {port}",
        "老公说反向代理最后都转到内网的{port}，这句话我一个字都没听懂",
        "群晖登录端口改成{port}了，日志里全是乱七八糟的登录尝试",
        "客户的相册链接一夜之间全打不开了，原来升级以后端口变成了{port}，服了",
    ],
    "version": [
        ("昨晚把{thing}升到了{ver}，今天联机拍摄慢得要死", {"cam", "app"}),
        ("{thing}现在是{ver}，是大家说修好了的那个版本吗？", {"cam", "app", "gal", "nas"}),
        ("大婚礼之前{thing}不想升过{ver}了，不冒这个险", {"cam", "app"}),
        ("租来的那台是{ver}，我自己的好像更新一点，{thing}这样两台一起用有影响吗", {"cam"}),
        ("关于页面写着{ver}，这是{thing}的", {"app", "gal", "nas"}),
        ("阿杰说{thing}的{ver}把他的目录搞坏了，我先不升", {"app"}),
        ("语音转文字：就是{thing}现在是{ver}然后另一台是旧的我怀疑两台机器时间对不上就是因为这个", {"cam"}),
        ("群晖半夜自己把{thing}装到了{ver}，我都不知道", {"nas"}),
        ("老公把{thing}升到{ver}以后，客户打开相册快多了", {"gal", "nas"}),
    ],
    "money": [
        ("定金到了！{couple}转了{money}", {"small", "big"}),
        ("阿杰这季的二机费定的{money}一场，电话里说好了", {"small"}),
        ("冲印厂报的相册价格是{money}，父母本还没算", {"small"}),
        ("三亚那单报价{money}，差旅全包", {"big"}),
        ("店里今天一单油画布加装裱，一共{money}", {"small"}),
        ("{venue}要收{money}的进场费？？摄影师也要收？？", {"small"}),
        ("语音转文字：新娘妈妈说如果我们晚宴也跟到结束再加{money}我觉得可以", {"small", "big"}),
        ("周六店里忙疯了，上午琪琪一直在装裱，光装裱那一单就{money}，结果下午刷卡机坏了", {"small"}),
        ("这套婚纱照套餐最后谈到{money}，客户说回去跟爸妈商量一下", {"big"}),
    ],
    "date": [
        "定了！婚礼是{date}",
        "旅拍约在{date}，看天气",
        "合同上写的尾款日期是{date}",
        "按合同{date}之前要交片",
        "{venue}只有{date}能去踩点",
        "相册设计稿{date}之前要给客户确认，记得提醒我",
        "阿杰{date}之前都在外地，这之前的单子要找人顶",
        "语音转文字：他们又改时间了现在是{date}我倒是有空但是二机没空还得再找人",
    ],
    "decision": [
        "定了：{choice}，主要是{reason}。",
        "跟老公商量了一下，还是{choice}吧，毕竟{reason}",
        "{choice}。说实话{reason}，不想再折腾了",
        "最后拍板{choice}——原因很简单，{reason}",
        "语音转文字：我想了一下还是{choice}因为{reason}然后就这么定了不改了",
        "记一下决定：{choice}（理由：{reason}）",
        "{fn}也同意了，{choice}。{reason}嘛",
    ],
    "constraint": [
        "记一下规矩：{cond}，{act}。",
        "提醒你也提醒我自己，{act}，{cond}。",
        "{cond}{act}，这个没得商量",
        "上次吃过亏了，{cond}，{act}！",
        "语音转文字：就是说{cond}{act}这个一定要记住上次差点出事",
        "新规定：{act}，{cond}。谁都一样",
        "还有，{act}，{cond}，老公也说了好几次",
    ],
    "question": [
        "诶，{subj}吗？问了{fn}也不清楚",
        "还有个事没搞明白：{subj}吗？",
        "{subj}吗？？网上说法都不一样",
        "谁知道{subj}吗，群里问了半天没人回",
        "客户问我{subj}吗，我说确认一下，其实我也不知道",
        "语音转文字：还有一个就是{subj}吗这个我一直没问清楚怕到时候出问题",
        "突然想到，{subj}吗？下次见场地经理的时候问问",
    ],
}

EN_PREFIX = ["", "", "", "", "morning! ", "quick one - ", "ok so ", "argh ", "sorry, another: ",
             "right. ", "(typing from the car park) ", "hiya ", "before I forget - ", "eek ",
             "between edits: "]
EN_SUFFIX = ["", "", "", "", " x", " ta", " thx", " :)", " sigh", " (sorry, mad week)", " 🙃", "!!"]
ZH_PREFIX = ["", "", "", "在吗？", "哎，", "对了，", "那个，", "早～", "刚想起来，", "修图间隙说一下，"]
ZH_SUFFIX = ["", "", "", "～", "哈", "。。。", "😂", "，先这样", "🙏"]
EN_JOIN = ["\n\nalso ", "\n\n+ ", " — oh and ", "\n\nother thing: ", "\n", ". and ", "\n\nAND "]
ZH_JOIN = ["\n还有，", "。另外", "\n\n顺便说一下，", "\n对了还有个事：", "；"]
EN_BURY = ["The Hartwell edit is finally done, only took three coffees.",
           "Kemi's back from holiday on Thursday, thank god.",
           "It's absolutely chucking it down here.",
           "Dog has eaten a lens cap. Again.",
           "Sold the little harbour print to a tourist this morning which was nice.",
           "Still haven't replied to the lady who wants pet portraits.",
           "Battery charger is making a funny noise, ignoring it for now.",
           "The shop smells of mount board and coffee and I love it."]
ZH_BURY = ["今天下雨，店里一个人都没有。", "阿杰的镜头送修了，还没回来。", "琪琪买了奶茶，我喝了两杯。",
           "昨天那对的样片终于修完了。", "楼下又在装修，吵得要命。", "打印机又卡纸了，烦。"]


# ======================================================================================
# assistant replies to user-carried facts (never echo a needle, never answer a question)
# ======================================================================================

EN_REPLY = {
    "name": ["Noted.", "Got it, saved.", "Okay, I've made a note of that.", "Thanks, logged."],
    "name_client": [
        "For a new couple, the things that make the biggest difference early on:\n\n"
        "1. **Reply within a day** - most couples enquire with three or four photographers at once.\n"
        "2. **Send the brochure as a PDF, not a link** - it gets forwarded to parents.\n"
        "3. **Offer a call or a coffee** - bookings from a conversation convert far better than from email alone.\n\n"
        "Want me to draft the first reply?",
        "I'd start a client card for them in the CRM now, even before anything is booked - date, venue, how they found you, "
        "and anything personal they mentioned (dog, grandparents, colour scheme). It makes the consultation feel personal "
        "and saves you rereading the whole thread later.",
        "Families are usually the stressful part of the day, so it's worth getting ahead of it:\n"
        "- cap the formal groups at around 12-15 and put the rest in the 'if time allows' column\n"
        "- ask for one nominated wrangler from each side who knows everyone by name\n"
        "- schedule the groups straight after the ceremony while everyone's still in one place\n\n"
        "I can draft a friendly list template you can send back.",
    ],
    "name_crew": [
        "Good to have that pinned down. Before the day I'd send them:\n"
        "- the timeline and the venue address (with parking notes)\n- the shot list split into 'mine' and 'yours'\n"
        "- dress code and kit expectations (two bodies, silent shutter, spare batteries)\n"
        "- how and when you want the cards handed over\n\nI can put that into a one-page brief.",
        "Worth agreeing the practical stuff in writing before the day: fee and when it's paid, who owns the images, "
        "whether they can use any for their own portfolio, and what happens if they're ill. Two paragraphs in an email is enough.",
        "Nice. A quick call the week before to walk through positions (aisle, ceremony, confetti, speeches) saves a lot of "
        "hand signals across the room on the day.",
    ],
    "name_contact": [
        "Worth saving them as a proper contact with the venue or business name in the company field - in the middle of "
        "wedding season you'll search by venue, not by first name.",
        "Good to know. If they're your main contact now, I'd send a short hello so you're on their radar before the next "
        "booking needs something - venue and supplier contacts answer people they've heard from much faster.",
        "Noted as the go-to person for that side of things. If it helps, I can keep a small 'who to ask for what' list "
        "for the season so it's all in one place.",
    ],
    "command": [
        "Looks sane to me - nothing in there deletes anything unless the flags say so. A few habits that help:\n"
        "- run it once with a dry-run flag where the tool has one, and read what it *would* do\n"
        "- keep the terminal window open until it finishes; closing it can stop the copy halfway\n"
        "- note the date you ran it somewhere, so if something goes odd later you know what changed",
        "Saved. If it's something you'll run after every wedding, it's worth asking Dan to turn it into a little script or "
        "an icon on the desktop - fewer chances of a typo at midnight after a twelve-hour day.",
        "That's a normal command for the job. If it seems stuck, give it time - big RAW folders over the network can take "
        "a while and some tools print nothing until the end. If it's still silent after an hour, check the NAS activity "
        "lights before killing it.",
        "Careful with anything that mirrors or deletes: mirror means the destination ends up *exactly* like the source, "
        "so if the source is missing files, they disappear from the backup too. Double-check which way round the folders are.",
    ],
    "id": [
        "Logged. If you put that reference in the subject line when you email about it, finding the thread later is one search.",
        "Got it. I'd also pop it into the booking notes in the CRM so it's next to the client rather than only in this chat.",
        "Saved. Keep the original email too - for insurers, labs and payment providers, the original message is what they want to see.",
    ],
    "port": [
        "Noted. That's only something you'll need when setting up a link or a firewall rule - day to day the gallery address is what clients use.",
        "Got it. If client links break after a change like that, it's almost always because the old port is baked into links "
        "already sent - worth checking one old link before the next batch goes out.",
        "Saved. If Dan's changing things on the router, ask him to keep a little text file on the NAS with what's forwarded where - "
        "it saves a lot of guessing when something stops working.",
    ],
    "version": [
        "Noted. Mid-season, the safest rule is: don't update the tools you depend on in the week before a wedding, and when you "
        "do update, try it on a test shoot or an old catalogue first.",
        "Good to have that written down. If anything strange starts happening (slow previews, tethering dropping, odd colours) "
        "the version number is the first thing support will ask for.",
        "Thanks. Before updating, a quick look at the release notes and a photographers' forum thread from the last week "
        "usually tells you whether it's safe.",
    ],
    "money": [
        "Logged. If it's business income, drop it into the bookkeeping with the client name today - reconciling a month of "
        "mystery transfers at tax time is no fun.",
        "Got it. Worth checking it matches what's on the contract and invoice exactly - small mismatches are the thing "
        "couples (and accountants) notice.",
        "Noted. If it's a cost, keep the receipt or invoice with it; for anything over a hundred or so, your accountant will want the paperwork.",
    ],
    "date": [
        "I'll remember it. I'd put it in the calendar now with a reminder a week before - and two days before if there's prep involved.",
        "Noted. If anything else hangs off that date (balance, timeline call, album proofs), it's worth setting those reminders at the same time.",
        "Got it. If it moves again, tell the second shooter and the venue in the same message so nobody works from an old date.",
    ],
    "decision": [
        "Makes sense, and the reason's a good one. I'd write it into your studio notes or FAQ so you don't end up re-deciding it "
        "next season when someone asks.",
        "Fair call. Follow-ons worth doing:\n- update the website or brochure wording if it mentions the old way\n"
        "- tell anyone it affects (Jess, Kemi, the lab) before it comes up\n- have a look in a couple of months at whether it's working",
        "Good - that's settled then. I'll keep it in mind so anything I draft for you lines up with it.",
        "Sounds right. Decisions like that are easier to hold when couples or customers push back if you have a one-line reason ready - and you do.",
    ],
    "constraint": [
        "Understood - I'll treat that as a hard rule and flag it if anything you ask me to draft goes against it.",
        "Got it. If it's a rule for the business, it's worth adding to the contract or the studio handbook too, so it isn't only in your head.",
        "Noted. That's exactly the kind of rule that only matters on the one day you're tired and tempted to skip it - I'll remind you.",
        "Absolutely. If anyone pushes back, 'it's in my terms' is much easier to say than 'I'd rather not'.",
    ],
    "question": [
        "I honestly don't know, and I haven't seen anything in what you've shared that settles it. The safest thing is to ask "
        "whoever owns it in writing so you have the answer on record - want me to draft a two-line email?",
        "That's not something I can confirm for you - it depends on their specific terms and I don't have them. I'll keep it "
        "on the open questions list until someone gives you a proper answer.",
        "Good question, and not one I want to guess at. Until you hear back, I wouldn't promise anything either way to the couple.",
        "No idea, I'm afraid - and the answers online are often out of date. Parking it as an open question; nudge me if you want a chaser written.",
    ],
}
EN_CLOSE = ["", "", "", "", "\n\nAnything else?", "\n\nShout if you want a draft.", "\n\nI'll keep it in mind.",
            "\n\nBack to the edit!"]

ZH_REPLY = {
    "name": ["好的，记下了。", "收到。", "明白，我记住了。", "嗯，存好了。"],
    "name_client": [
        "新客户前期最重要的几点：\n\n1. **一天之内回复**——大多数新人会同时问三四家；\n2. **报价单发PDF**，方便他们转给父母看；\n3. **约个电话或者到店喝杯咖啡**，面聊的成单率比纯微信高很多。\n\n要不要我帮你写第一条回复？",
        "建议现在就在客户表里给他们建一条：婚期、场地、从哪里知道我们的、聊天里提到的小细节（宠物、爷爷奶奶、主题色）。见面的时候会显得很用心，也省得回头翻聊天记录。",
        "家族合影通常是婚礼当天最容易乱的环节：\n- 正式合影控制在十二到十五组，其余放到“有时间再拍”；\n- 男女双方各找一个认识所有亲戚的人帮忙喊人；\n- 合影安排在仪式刚结束、大家都还在的时候。\n\n我可以帮你做一个合影清单模板发给她。",
    ],
    "name_crew": [
        "好的。婚礼前建议发给对方：\n- 流程表和场地地址（停车信息）；\n- 分好工的拍摄清单；\n- 着装和器材要求（双机身、静音快门、备用电池）；\n- 存储卡什么时候、怎么交接。\n\n我可以帮你整理成一页纸。",
        "合作之前最好把几件事用文字说清楚：费用和结算时间、照片版权归谁、能不能放进他自己的作品集、临时生病怎么办。发条微信说清楚就行，留个记录。",
        "不错。婚礼前一周约个电话过一遍机位（通道、仪式、撒花、致辞），现场就不用隔着人群打手势了。",
    ],
    "name_contact": [
        "建议存联系人的时候把场地或公司名写上，旺季的时候你一般是按场地搜，不是按名字搜。",
        "好的。既然以后主要找她，可以先打个招呼，混个脸熟，下次有事找她会快很多。",
        "记下了。需要的话我帮你整理一份“什么事找谁”的清单，整个旺季都能用。",
    ],
    "command": [
        "看着没问题，除非参数里写了删除，否则不会删东西。几个好习惯：\n- 有“试运行”参数的先试跑一遍，看看它会做什么；\n- 跑完之前别关窗口，关了可能复制到一半就停了；\n- 记一下是哪天跑的，万一后面出问题好对照。",
        "存好了。如果每场婚礼后都要跑，建议让老公做成一个脚本或者桌面快捷方式，半夜累了手敲很容易敲错。",
        "这个命令本身很常规。如果看起来卡住了，先等一等，大量RAW通过网络复制本来就慢，有的工具到最后才输出。一个小时还没动静的话，先看看NAS的指示灯再决定要不要停。",
        "注意带“镜像”的命令：目标文件夹会变得跟源文件夹一模一样，源里少了的文件，备份里也会被删掉。跑之前一定确认两个文件夹没写反。",
    ],
    "id": [
        "记下了。以后发消息或邮件提到这件事的时候带上这个编号，回头搜一下就找到了。",
        "好的。建议也写到客户表的备注里，跟客户信息放在一起。",
        "收到。原始短信或邮件也别删，保险、冲印厂、支付平台要核对的时候都认原件。",
    ],
    "port": [
        "记下了。这个只有在设置链接或者防火墙的时候才用得到，客户平时用的还是相册地址。",
        "好的。改完端口以后客户链接打不开，基本都是因为旧链接里写死了原来的端口，发新一批之前先拿一个旧链接试试。",
        "收到。老公要是经常改路由器，让他在NAS上放个文本文件，写清楚哪个端口转到哪里，出问题的时候不用瞎猜。",
    ],
    "version": [
        "记下了。旺季最稳的做法是：婚礼前一周不升级任何要用的软件和固件；要升级的话先拿测试目录或者练习片试一下。",
        "好的。以后如果出现奇怪的问题（预览慢、联机断、颜色不对），售后第一句话就是问版本号。",
        "收到。升级之前看一眼更新说明，再搜一下最近一周摄影师群里有没有人踩坑，基本就知道稳不稳了。",
    ],
    "money": [
        "记下了。如果是工作室收入，今天就记到账上，写清楚是哪位客户，月底对账会轻松很多。",
        "好的。记得核对一下跟合同、收据上的金额是不是完全一致，小数对不上客户和会计都会问。",
        "收到。如果是支出，发票或收据留好，周姐做账的时候要用。",
    ],
    "date": [
        "我记住了。建议现在就放进日历，提前一周提醒一次，要准备东西的话提前两天再提醒一次。",
        "好的。跟这个日期挂钩的事情（尾款、流程沟通、相册确认）最好也一起设好提醒。",
        "收到。如果再改期，记得用同一条消息同时通知二机和场地，免得有人按旧日期安排。",
    ],
    "decision": [
        "有道理，理由也很充分。建议写进工作室的常见问题里，明年有人问的时候就不用再纠结一遍。",
        "可以。后续几件事：\n- 官网、小红书或者报价单上如果还写着旧的说法，要改一下；\n- 提前告诉相关的人（阿杰、琪琪、冲印厂）；\n- 过两个月回头看看效果。",
        "好，那这件事就定了。之后我帮你写东西的时候会跟这个保持一致。",
    ],
    "constraint": [
        "明白，我会把这条当成硬规定，以后你让我写的东西要是跟它冲突，我会提醒你。",
        "好的。既然是工作室的规矩，建议也写进合同或者员工须知里，不要只记在脑子里。",
        "记下了。这种规矩往往就是在最累、最想偷懒的那一天才派上用场，到时候我提醒你。",
    ],
    "question": [
        "这个我真的不确定，你目前发给我的内容里也没有能说明的。最稳妥的是直接问负责的人，让对方文字回复，留个记录。要我帮你拟一条消息吗？",
        "这个我没法替你确认，要看对方的具体规定，我手上没有。我先记在待确认清单里，等有人给了明确答复再说。",
        "这个问题不好猜。在得到答复之前，先别跟客户打包票。",
    ],
}
ZH_CLOSE = ["", "", "", "\n\n还有别的吗？", "\n\n需要的话我帮你起草。", "\n\n我会留意的。"]

# follow-up pairs after a single-fact message (no needles, no answers to questions)
EN_FOLLOW = {
    "name_client": [
        ("yes pls draft the reply", "Here's a first go:\n\nHi both,\n\nThank you so much for getting in touch - congratulations! "
         "Your plans sound wonderful and I'd love to hear more. I've attached my brochure with the collections and what's included.\n\n"
         "Would you like to jump on a call or grab a coffee in Bath one evening next week? It's the easiest way to see if we're a good fit.\n\n"
         "Speak soon,\nRosie"),
        ("lol yes", "Ha. The low-information grooms are usually the most relaxed ones on the day."),
    ],
    "name_crew": [
        ("yes the one-page brief pls", "# Second shooter brief\n\n**Arrival:** 30 minutes before groom prep, park at the back.\n"
         "**Kit:** two bodies, silent shutter on, 24-70 and 70-200 minimum, spare batteries and cards.\n"
         "**Your coverage:** groom prep, guests arriving, ceremony from the back/side, drinks reception candids, room details before guests go in.\n"
         "**Mine:** bride prep, ceremony front, formals, couple portraits, speeches.\n"
         "**Cards:** hand both to me before you leave - don't format anything.\n**Dress:** smart, dark, comfortable shoes."),
        ("will do", "Great - one less thing to think about on the day."),
    ],
    "name_contact": [
        ("can you draft the hello message", "Draft:\n\nHi - Rosie here, I'm the photographer on a couple of weddings with you this year. "
         "Just wanted to say hello and drop you my number so you've got it on the day. If there are any rules for suppliers I should know "
         "about (arrival times, parking, where we can set up), I'd love to hear them. Looking forward to working with you!\n\nRosie"),
        ("ok", "Noted."),
    ],
    "command": [
        ("it says permission denied", "That's a permissions issue rather than a typo. On the Mac, try the same line with `sudo ` in front "
         "and type your login password (it won't show as you type). If it's talking to the NAS, the NAS user might not have write access "
         "to that folder - Dan can check that in the NAS control panel."),
        ("it worked!! I'm basically a hacker now", "Ha - careful, next you'll be building your own gallery plugins. Jot down when you ran it."),
        ("it just went back to the prompt, no message", "A lot of these tools say nothing when everything goes fine. Check the destination "
         "folder - if the files are there with the right sizes, you're done."),
    ],
    "port": [
        ("do I need to tell clients anything", "Only if links you've already sent include the old port - in that case, send the new link "
         "to anyone whose gallery is still live. Otherwise clients won't notice anything."),
        ("ok", "Cool."),
    ],
    "version": [
        ("should I roll it back?", "Only if you can reproduce the problem and the previous version didn't have it. Mid-season, a stable "
         "known version is worth more than new features - but keep a note of what you're rolling back from and why."),
        ("why is everything always updating", "Mostly security and camera support, sometimes real fixes. It's annoying, but a gallery "
         "server that faces the internet is the one thing you do want kept current."),
    ],
    "money": [
        ("can you draft the receipt email", "Draft:\n\nHi both,\n\nJust confirming I've received your payment - thank you! "
         "I've updated your booking and you'll see it reflected on your next invoice.\n\nAny questions at all, just shout.\n\nRosie"),
        ("is that a normal amount though", "From what you've told me about your pricing, it's in line. The bigger question is whether "
         "it covers the hours it really takes, including editing and travel - that's where photographers usually undercharge."),
    ],
    "date": [
        ("remind me pls", "Will do - a week before and again the day before."),
        ("ugh that's so soon", "It is tight. List what needs to happen before then and I'll work it backwards into a plan."),
    ],
    "decision": [
        ("can you write the line for the website faq", "Draft:\n\n**Has anything changed this year?**\nA couple of small things - "
         "I've updated how I run things behind the scenes so I can give every couple the same care and turnaround. If you have "
         "any questions about how it affects your booking, just ask and I'll explain."),
        ("hope it doesn't bite me", "It's a reasoned call with a clear why behind it - those rarely do. If it does, you'll know within a few weeks and can adjust."),
    ],
    "constraint": [
        ("yes add it to the contract pls", "I'd add it as a short clause in the 'Delivery and usage' section, in plain language, "
         "and mention it in the welcome email too - couples are far less likely to argue with something they read twice before booking."),
        ("people will moan", "Some will. It's much easier to hold a line that's written down and applied to everyone - one exception and everyone wants one."),
    ],
    "question": [
        ("yes draft a chaser", "Draft:\n\nHi,\n\nJust following up on my question from the other day - I'm finalising plans with the "
         "couple and want to make sure I get this right. Could you let me know when you have a moment?\n\nThanks so much,\nRosie"),
        ("nobody ever answers these", "It's maddening. A specific question with a date ('could you let me know by Friday?') usually gets a faster reply."),
        ("leave it with me", "Sure - it stays on the open list."),
    ],
}

ZH_FOLLOW = {
    "name_client": [
        ("帮我写一下第一条回复", "可以这样回：\n\n你好呀，恭喜恭喜！看了你们的想法特别喜欢～附件是我们的套餐介绍，写了每套包含的内容。方便的话下周约个时间来工作室坐坐喝杯咖啡？面聊最容易知道合不合适。期待见面！"),
        ("哈哈是的", "这种新郎婚礼当天通常最放松。"),
    ],
    "name_crew": [
        ("帮我整理那一页纸", "# 二机须知\n\n**到场：**男方准备前半小时到，车停后门。\n**器材：**双机身、静音快门，至少24-70和70-200，备用电池和卡。\n**你负责：**男方准备、宾客入场、仪式侧后方、酒会抓拍、开席前的场地布置。\n**我负责：**女方准备、仪式正面、合影、新人单独照、致辞。\n**存储卡：**走之前两张都交给我，不要格式化。\n**着装：**深色、得体、鞋子舒服。"),
        ("好", "好的，当天少操一份心。"),
    ],
    "name_contact": [
        ("帮我写个打招呼的消息", "草稿：\n\n您好～我是拾光里的摄影师小满，今年有几场婚礼会在你们这边拍，先跟您打个招呼，留个联系方式。场地对摄影师有什么要求（到场时间、停车、可以放器材的位置）也麻烦告诉我一下，谢谢！"),
        ("嗯", "好的。"),
    ],
    "command": [
        ("提示权限不够", "这是权限问题，不是敲错了。如果是在电脑上，用管理员身份打开命令行再试；如果是往NAS里写，可能那个账号对这个文件夹没有写入权限，让老公在群晖控制面板里看一下。"),
        ("成功了！！我也算半个程序员了", "哈哈厉害。记一下是哪天跑的。"),
    ],
    "port": [
        ("要通知客户吗", "只有已经发出去的链接里带着旧端口才需要，把新链接重新发给相册还在用的客户就行，其他客户不会察觉。"),
    ],
    "version": [
        ("要不要退回去", "能复现问题、而且旧版本没有这个问题，才值得退。旺季的时候稳定比新功能重要，退之前记一下从哪个版本退、为什么退。"),
    ],
    "money": [
        ("帮我写个收款确认", "草稿：\n\n你好～款项已收到，谢谢！我这边已经更新了你们的订单，有任何问题随时找我。"),
        ("这个价正常吗", "按你之前说的报价体系，算正常。更该算的是它能不能覆盖真实花的时间，包括修图和路上，摄影师最容易在这里亏。"),
    ],
    "date": [
        ("记得提醒我", "好的，提前一周和前一天各提醒一次。"),
    ],
    "decision": [
        ("帮我写一句放到常见问题里", "草稿：\n\n**今年有什么变化吗？**\n有一些小调整，都是为了让每一对新人都得到同样用心的服务和出片速度。对你们的订单有什么影响，随时问我，我会说清楚。"),
    ],
    "constraint": [
        ("帮我加到合同里", "建议在“交付与使用”那一节加一条，用大白话写，欢迎邮件里再提一次。客户订之前看过两遍的东西，基本不会再争。"),
    ],
    "question": [
        ("帮我写个催一下的消息", "草稿：\n\n您好，想再跟您确认一下前几天问的那个问题，我这边在跟新人定方案，想确保没有出错，您方便的时候回复我一下就好，谢谢！"),
        ("算了我自己问", "好的，这个先放在待确认清单里。"),
    ],
}


# ======================================================================================
# line renderers for pasted / looked-up material
# ======================================================================================

EN_SENDERS = {
    "dan": ("Dan Calder", "", "D"),
    "planner": ("Georgie Lamb", "Lamb & Co Weddings", "Georgie"),
    "venue": ("Events Team", "{venue}", "The Events Team"),
    "lab": ("Customer Care", "Foxhole Print Lab", "Foxhole Customer Care"),
    "client": ("{couple}", "", "{couple} x"),
    "accounts": ("Martha Greig", "Greig & Co Accountants", "Martha"),
}
ZH_SENDERS = {
    "dan": ("老公", "", "老公"),
    "planner": ("婚庆的阿芳", "花语婚礼策划", "阿芳"),
    "venue": ("销售部", "{venue}", "场地销售部"),
    "lab": ("客服小夏", "杭州印象冲印", "小夏"),
    "client": ("{couple}", "", "{couple}"),
    "accounts": ("周姐", "代账公司", "周姐"),
}

EN_EMAIL_LINES = {
    "name": [("venue", "Your point of contact on the day will be {name}, our duty manager - she'll meet you at the side entrance."),
             ("planner", "The celebrant is {name}; she likes two minutes with the photographer before the ceremony."),
             ("client", "My cousin {name} has offered to round everyone up for the family photos, so just shout for her!"),
             ("lab", "From Monday {name} will be looking after your trade account.")],
    "command": [("dan", "If you need to {purpose} while I'm away, open Terminal and run:\n\n    {cmd}\n\nthen leave it alone until it finishes."),
                ("dan", "For when you need to {purpose}: {cmd} - copy it exactly, the spaces matter.")],
    "id": [("lab", "Your order reference is {id}; please quote it if you contact us about this order."),
           ("venue", "Please quote {id} ({lbl}) on the supplier form."),
           ("accounts", "I've matched their transfer against {id} so it's reconciled."),
           ("client", "Just paid! The {lbl} was {id} in case you need it."),
           ("dan", "The {lbl} is {id} - I've put a copy in the shared folder too.")],
    "port": [("dan", "I've moved the gallery to port {port}; links with the old one will stop working, sorry!"),
             ("dan", "The lab upload connection uses {port} now - I've updated the FileZilla bookmark."),
             ("lab", "Please note our SFTP server now listens on port {port}.")],
    "version": [("dan", "The NAS updated itself overnight and reports {ver} now. Everything looks fine."),
                ("dan", "{thing} is on {ver} after last night; I'd hold it there until after the summer."),
                ("lab", "Our colour profiles have been tested with {thing} {ver}; if you see a shift, let us know.")],
    "money": [("client", "We've transferred {money} for the deposit today - so excited!", {"gbp_big", "fx_big"}),
              ("venue", "The supplier fee for photographers is {money}, payable before the event.", {"gbp_small"}),
              ("accounts", "Your estimated payment on account for January comes to {money}.", {"gbp_small", "gbp_big"}),
              ("lab", "Your order total is {money} including next-day delivery.", {"gbp_small", "gbp_big"}),
              ("planner", "The second shooter I mentioned charges {money} - shall I put you in touch?", {"day"})],
    "date": [("client", "We've had to move the date to {date} - please tell us you're still free!!"),
             ("venue", "The venue recce is booked for {date}, any time after ten."),
             ("planner", "Final timeline call is {date} - I'll send an invite."),
             ("accounts", "Reminder: the next payment on account is due {date}.")],
    "decision": [("dan", "So we're agreed - we'll {choice}, because {reason}. I'll sort the practical bits."),
                 ("dan", "Following our chat last night: {choice}. Main reason being {reason}.")],
    "constraint": [("dan", "As we said: {act} {cond}. Writing it down so we both stick to it."),
                   ("accounts", "One thing the insurer flagged on the renewal call - {act} {cond}.")],
}
ZH_EMAIL_LINES = {
    "name": [("venue", "婚礼当天的现场负责人是{name}，到了从侧门进找她就行。"),
             ("planner", "证婚人是{name}，仪式开始前她想跟摄影师先碰个头。"),
             ("client", "合影的时候我表妹{name}会帮忙喊人，有事找她就行～"),
             ("lab", "从下周一开始由{name}负责您的账户。")],
    "command": [("dan", "我不在的时候要{purpose}，打开终端执行：\n\n    {cmd}\n\n然后等它跑完，别动它。"),
                ("dan", "{purpose}用这条：{cmd}，原样复制，空格不能少。")],
    "id": [("lab", "您的订单号是{id}，咨询时请提供。"),
           ("venue", "供应商登记表上请填{lbl}{id}。"),
           ("accounts", "这笔款我已经对上了，{lbl}{id}。"),
           ("client", "付好啦！{lbl}是{id}，需要的话给你"),
           ("dan", "{lbl}是{id}，共享文件夹里也放了一份。")],
    "port": [("dan", "相册已经改到{port}端口了，带旧端口的链接会打不开。"),
             ("lab", "我们的SFTP服务器端口已更改为{port}，请知悉。")],
    "version": [("dan", "NAS昨晚自动更新了，现在是{ver}，看着一切正常。"),
                ("dan", "{thing}昨晚升到{ver}了，旺季结束前先别动它。"),
                ("lab", "我们的色彩配置文件在{thing} {ver}上测试过，如有偏色请告知。")],
    "money": [("client", "定金{money}已经转过去啦，好期待！", {"small", "big"}),
              ("venue", "摄影师进场费为{money}，需在活动前支付。", {"small"}),
              ("accounts", "这个季度估算要交的税是{money}。", {"small", "big"}),
              ("lab", "您的订单合计{money}（含次日达运费）。", {"small"})],
    "date": [("client", "婚期改到{date}了，拜托说你还有空！！"),
             ("venue", "踩点时间定在{date}，十点以后都可以。"),
             ("planner", "最后一次流程沟通定在{date}，我会发会议邀请。"),
             ("accounts", "提醒：下一次报税截止是{date}。")],
    "decision": [("dan", "那就说定了，{choice}，因为{reason}。具体的我来弄。"),
                 ("dan", "昨晚聊完我想了想：{choice}。主要还是{reason}。")],
    "constraint": [("dan", "说好的：{cond}，{act}。写下来，咱俩都照做。"),
                   ("accounts", "保险公司续保电话里特别提到：{cond}，{act}。")],
}

EN_WA_LINES = {
    "name": [("Jess", "can't do that date sorry 😩 but {name} can, she's brilliant, want her number?"),
             ("Georgie", "fyi the coordinator there is now {name}"),
             ("Kemi", "{name} came in about the canvas, said she'll ring back tmrw")],
    "id": [("Kemi", "lab order went in, ref {id}"),
           ("Dan", "{lbl}: {id}"),
           ("Kemi", "courier left a card, {lbl} {id}")],
    "money": [("Bride", "just sent {money} for the balance 🙌", {"gbp_big", "fx_big"}),
              ("Kemi", "canvas lady paid {money} cash, it's in the tin", {"gbp_small"}),
              ("Jess", "invoice coming over, {money} as agreed?", {"gbp_small", "day"})],
    "date": [("Bride", "we've had to move it to {date} 😭 are you still free??"),
             ("Jess", "back from Portugal {date} btw"),
             ("Georgie", "rehearsal is {date} if you want to pop by")],
    "decision": [("Dan", "ok so we {choice}? {reason}, makes sense to me"),
                 ("Dan", "decided then: {choice}. {reason} so yeah")],
    "constraint": [("Dan", "remember {act} {cond} 😬"),
                   ("Jess", "your rule right? {act} {cond}")],
}
ZH_WA_LINES = {
    "name": [("阿杰", "那天我不行😩 不过{name}可以，拍得很好，要她微信吗"),
             ("阿芳", "跟你说一下，场地那边现在对接的是{name}"),
             ("琪琪", "{name}来问油画布的事，说明天再打电话")],
    "id": [("琪琪", "冲印单下好了，单号{id}"),
           ("老公", "{lbl}：{id}"),
           ("琪琪", "快递员留了条，{lbl}{id}")],
    "money": [("新娘", "尾款{money}转过去啦🙌", {"small", "big"}),
              ("琪琪", "油画布那位阿姨付了{money}现金，放抽屉里了", {"small"}),
              ("阿杰", "账单发你了，{money}对吧", {"small"})],
    "date": [("新娘", "婚期只能改到{date}了😭 你那天有空吗"),
             ("阿杰", "我{date}回杭州"),
             ("阿芳", "彩排是{date}，有空可以过来看看")],
    "decision": [("老公", "那就{choice}？{reason}，我觉得行"),
                 ("老公", "定了：{choice}。{reason}嘛")],
    "constraint": [("老公", "记住，{cond}{act}😬"),
                   ("阿杰", "你定的规矩对吧？{act}，{cond}")],
}

WA_FILLER_EN = [("Kemi", "shop's quiet, doing the mount board order"), ("Jess", "omg the light tonight"),
                ("Dan", "dinner at 7?"), ("Kemi", "someone wants a 6x4 reprint of a 1987 photo, can we?"),
                ("Jess", "sending you the cards Monday"), ("Dan", "parcel came for you"),
                ("Georgie", "thank you again for Saturday!!")]
WA_FILLER_ZH = [("琪琪", "店里没人，我在整理相框"), ("阿杰", "今天傍晚的光绝了"), ("老公", "晚上回来吃饭吗"),
                ("琪琪", "有个阿姨要翻拍老照片，能做吗"), ("阿杰", "卡周一给你"), ("阿芳", "周六辛苦啦！！")]


# ======================================================================================
# episodes
# ======================================================================================

class Builder(Conv):

    # ---- user-carried ----------------------------------------------------------------
    def user_part(self, f):
        k = f["kind"]
        T = (ZH_USER if self.zh else EN_USER)[k]
        key = "u:" + k
        if k == "money":
            cls = money_class(f["v"]["money"], self.zh)
            T = [x[0] for x in T if cls in x[1]]
            key += ":" + cls
        elif k == "version":
            T = [x[0] for x in T if f["v"]["fam"] in x[1]]
            key += ":" + f["v"]["fam"]
        t = self.deck(key, T)
        if isinstance(t, tuple):
            t, f["rtype"] = t
        return self.fill(self.mess(t), f["v"])

    def reply_for(self, f):
        R = ZH_REPLY if self.zh else EN_REPLY
        k = f["kind"]
        if k == "name":
            rt = "name_" + f.get("rtype", "contact")
            return self.deck("r:name", R["name"]) + "\n\n" + self.deck("r:" + rt, R[rt])
        return self.deck("r:" + k, R[k])

    def ep_user(self, fs):
        parts = [self.user_part(f) for f in fs]
        if self.zh:
            text = parts[0]
            for p in parts[1:]:
                if self.chance(0.3):
                    text += self.pick(ZH_JOIN) + self.pick(ZH_BURY) + p
                else:
                    text += self.pick(ZH_JOIN) + p
            text = self.pick(ZH_PREFIX) + text + self.pick(ZH_SUFFIX)
        else:
            text = parts[0]
            for p in parts[1:]:
                if self.chance(0.35):
                    dot = "" if text[-1:] in ".!?" or self.chance(0.4) else "."
                    text += dot + " " + self.pick(EN_BURY) + " " + p
                else:
                    j = self.pick(EN_JOIN)
                    if j.startswith(".") and text.endswith("."):
                        j = j[1:]
                    text += j + p
            pre, suf = self.pick(EN_PREFIX), self.pick(EN_SUFFIX)
            if len(fs) == 1 and self.chance(0.15):
                text = self.pick(EN_BURY) + " " + text
            if suf and text[-1:] in ".":
                text = text[:-1]
            text = pre + text + suf
        reps = [self.reply_for(f) for f in fs]
        if len(reps) == 1:
            ans = reps[0]
        elif self.zh:
            ans = "\n\n".join("**%s**\n%s" % (h, r) for h, r in zip(["第一件", "第二件", "第三件"], reps))
        else:
            ans = "\n\n".join("**%s**\n%s" % (h, r) for h, r in zip(["First thing", "Second", "And the last one"], reps))
        ans += self.pick(ZH_CLOSE if self.zh else EN_CLOSE)
        out = [("user", text), ("assistant", ans)]
        if len(fs) == 1 and self.chance(0.3):
            f = fs[0]
            key = f["kind"] + ("_" + f.get("rtype", "contact") if f["kind"] == "name" else "")
            pool = (ZH_FOLLOW if self.zh else EN_FOLLOW).get(key)
            if pool:
                fu, fa = self.deck("f:" + key, pool)
                out += [("user", fu), ("assistant", fa)]
        return out

    # ---- assistant-carried -----------------------------------------------------------
    def ep_assistant(self, f):
        k, v = f["kind"], f["v"]
        if k == "command":
            if self.zh:
                u = self.deck("q:cmd", ["想{p}，命令要怎么写来着？老公不在家",
                                        "有没有现成的命令可以{p}？我在网上搜得头大",
                                        "我想{p}，你能给我一条能直接复制的命令吗"]).format(p=v["purpose"])
                a = ("一般可以这样写：\n\n```\n%s\n```\n\n几点说明：\n- 路径和名字按你们实际的改，我这里用的是常见写法；\n"
                     "- 如果是复制或改动文件的命令，先拿一小部分试一下；\n- 跑完看一眼最后输出的几行，有报错一般都在那里。" % v["cmd"])
            else:
                u = self.deck("q:cmd", ["what's the command to {p}? Dan's away and I can never remember",
                                        "is there a one-liner to {p}? I'd rather not click through 40 folders",
                                        "how would I {p} from the terminal?",
                                        "can you give me something I can just paste to {p}"]).format(p=v["purpose"])
                a = ("Something like this should do it:\n\n```\n%s\n```\n\nA few notes:\n"
                     "- names and paths are the usual ones - swap in yours if they differ\n"
                     "- if it copies or changes files, try it on something small first\n"
                     "- read whatever it prints at the end before closing the window - errors tend to hide in the last few lines" % v["cmd"])
        elif k == "money":
            a, u = self.calc_money_text(v)
        else:
            a, u = self.calc_date_text(v)
        return [("user", u), ("assistant", a)]

    def calc_money_text(self, v):
        m = v["mode"]
        if self.zh:
            if m == "balance":
                u = self.deck("q:bal", ["套餐%s，定金收了%s，尾款是多少来着？脑子转不动了",
                                        "帮我算下尾款：总价%s，定金%s",
                                        "客户问尾款还差多少，套餐%s减定金%s"]) % (v["total"], v["dep"])
                a = "总价减定金：%s − %s = **%s**。\n\n发尾款提醒的时候把套餐明细和已付金额一起列出来，客户一眼就能看明白，也少一轮来回确认。" % (v["total"], v["dep"], v["money"])
            else:
                u = self.deck("q:disc", ["老客户转介绍的打%s折，原价%s，折后多少？",
                                         "原价%s的套餐，打%s折是多少钱"]) 
                u = u % ((v["pct"], v["total"]) if u.startswith("老") else (v["total"], v["pct"]))
                a = "%s × %s折 = **%s**。\n\n建议在报价单上把原价和折扣都写出来，客户会觉得这个优惠是实打实的，以后涨价也好解释。" % (v["total"], v["pct"], v["money"])
            return a, u
        if m == "balance":
            u = self.deck("q:bal", ["package is %s and they paid %s retainer, what's the balance? brain is mush",
                                    "quick maths pls: %s total, %s already paid",
                                    "what do I put on the final invoice - %s package minus the %s retainer?"]) % (v["total"], v["dep"])
            a = ("Total minus retainer: %s − %s = **%s** outstanding.\n\nOn the final invoice I'd show the package price, the retainer "
                 "already received with its date, and the balance with the due date - couples (and their parents) like to see the whole picture." % (v["total"], v["dep"], v["money"]))
        elif m == "prints":
            u = self.deck("q:prints", ["shop order: %d prints at %s each plus %s postage, total?",
                                       "can you add this up for me - %d x %s, and %s for postage"]) % (v["n"], v["each"], v["post"])
            a = ("%d × %s = £%.2f, plus %s postage = **%s**.\n\nIf they're picking up instead, knock the postage off - and it's worth "
                 "asking whether they want them mounted, that's where the margin is." % (v["n"], v["each"], v["n"] * float(v["each"][1:]), v["post"], v["money"]))
        else:
            u = self.deck("q:shooter", ["second shooter did %d hours at %s/hr plus %d miles at 45p, what do I owe?",
                                        "how much is Jess's invoice going to be? %d hrs at %s and %d miles (45p a mile)"]) % (v["hours"], v["rate"], v["miles"])
            a = ("%d hours × %s = £%d, plus %d miles × £0.45 = £%.2f. Total **%s**.\n\nKeep her invoice with the wedding's records - it's a "
                 "cost against that job and your accountant will want to see it." % (v["hours"], v["rate"], v["hours"] * int(v["rate"][1:]), v["miles"], v["miles"] * 0.45, v["money"]))
        return a, u

    def calc_date_text(self, v):
        if self.zh:
            if v["mode"] == "deliver":
                u = self.deck("q:deliver", ["%s的婚礼，合同写婚礼后%d天内交片，最晚哪天？",
                                            "帮我算一下：婚期%s，%d天交片，截止是几号"]) % (v["wed"], v["n"])
                a = "从婚礼当天往后数%d天，交片截止是 **%s**。\n\n建议在这之前一周先发精选，给自己留点余量，万一修图那边延误也不至于违约。" % (v["n"], v["date"])
            else:
                u = self.deck("q:baldue", ["%s结婚的那对，尾款要在婚礼前%d天付清，是哪天？",
                                           "婚期%s，尾款提前%d天，截止哪天"]) % (v["wed"], v["n"])
                a = "婚礼当天往前推%d天，尾款截止是 **%s**。\n\n提前三天发个温和的提醒，写清楚金额和收款方式，大部分客户都会准时付。" % (v["n"], v["date"])
            return a, u
        if v["mode"] == "deliver":
            u = self.deck("q:deliver", ["wedding is %s and the contract says %d weeks for the full gallery - what's the deadline?",
                                        "when's the gallery due for the %s one? %d weeks turnaround"]) % (v["wed"], v["n"])
            a = ("%d weeks after the wedding lands on **%s**.\n\nI'd aim to deliver a week before that - it gives you slack if the edit runs "
                 "long, and couples remember early far more than on-time." % (v["n"], v["date"]))
        else:
            u = self.deck("q:baldue", ["balance is due %d weeks before the wedding and the wedding is %s - which date do I put on the invoice?",
                                       "when's the final payment due? wedding %s, terms say %d weeks before"])
            u = u % ((v["n"], v["wed"]) if u.startswith("balance") else (v["wed"], v["n"]))
            a = ("Counting back %d weeks from the wedding gives **%s**.\n\nPut that date on the invoice itself and send a friendly nudge "
                 "a week ahead - most late payments are forgetfulness, not reluctance." % (v["n"], v["date"]))
        return a, u

    # ---- re-mentions -----------------------------------------------------------------
    def ep_again(self, f):
        k, nd = f["kind"], f["needles"][0]
        if self.zh:
            U = {
                "name": ["{x}后来有回我吗？我记不清了", "下午要给{x}打个电话，提醒我一下"],
                "id": ["{x}那个是付了还是没付来着？", "冲印厂又问{x}，我们是不是已经处理过了"],
                "money": ["{x}到账了吗？银行App又抽风了", "那笔{x}我记账了没有？"],
                "date": ["{x}那天我日历里只写了个“！”，你还记得是什么事吗", "{x}前要准备什么？"],
                "port": ["{x}那个相册又打不开了？？", "老公问{x}是不是还在用"],
                "version": ["还停在{x}，没敢升级", "{x}用着还行，先不动"],
                "question": ["{x}这个事还是没人回我", "还在等人告诉我是不是{x}"],
            }[k]
            A = {
                "name": "你之前提过这个人，不过后来没看到新的消息。要我帮你翻一下聊天记录或者写条跟进吗？",
                "id": "你之前记过这个编号，后面我没看到付款或处理完成的确认，建议对一下银行流水或者订单后台。",
                "money": "你之前提到过这笔，后面没看到到账确认。建议直接看一下银行流水，别只看App推送。",
                "date": "你之前提过这一天，具体要准备什么可以翻回那条记录；建议日历里把事项写完整，别只写个符号。",
                "port": "先确认NAS本身在线，再看路由器转发有没有被重置。还不行的话，把错误截图发给老公。",
                "version": "能用就先别动，旺季稳定最重要。等淡季再统一升级。",
                "question": "嗯，这个还挂着。在有书面答复之前，先别对客户做任何承诺。要我帮你写个催问吗？",
            }[k]
        else:
            U = {
                "name": ["did {x} ever get back to me? can't remember", "remind me to ring {x} this afternoon"],
                "id": ["was {x} paid or not? I've lost track", "lab's asking about {x} again, did we sort that?"],
                "money": ["has the {x} landed yet? bank app being weird", "did I ever log the {x} in the books?"],
                "date": ["I've got {x} in the diary with just '!!' next to it, what was that", "what do I need to prep before {x}?"],
                "port": ["gallery on {x} down again??", "Dan's asking if we're still using {x}"],
                "version": ["still on {x} btw, haven't dared update", "{x} is behaving so I'm leaving it"],
                "question": ["still nothing back on whether {x}", "chased again about whether {x}. silence."],
            }[k]
            A = {
                "name": "You mentioned them earlier, but I haven't seen anything newer from them since. Want me to check the inbox or draft a nudge?",
                "id": "You logged that reference earlier; I haven't seen a payment or completion confirmation since. Worth checking the bank feed or the order page.",
                "money": "You mentioned it earlier, but I haven't seen a confirmation since. The bank statement itself is more reliable than app notifications.",
                "date": "You flagged it earlier today - scroll back to that message for the details, and give the diary entry a proper label this time.",
                "port": "First check the NAS itself is up, then whether the router's port forwarding got reset. If both look fine, screenshot the error for Dan.",
                "version": "Sensible. If it works mid-season, leave it - update everything together in the quiet months.",
                "question": "Still open, then. Until someone answers in writing I wouldn't promise anything on it. Want a chaser drafted?",
            }[k]
        return [("user", self.pick(U).format(x=nd)), ("assistant", A)]

    # ---- email / chat / tables / contracts / logs / gear ------------------------------
    def sender(self, key):
        S = ZH_SENDERS if self.zh else EN_SENDERS
        c = self.ctx()
        name, org, sign = S[key]
        return name.format(**c), org.format(**c), sign.format(**c)

    def email_line(self, f):
        L = (ZH_EMAIL_LINES if self.zh else EN_EMAIL_LINES)[f["kind"]]
        opts = L
        if f["kind"] == "id" and "path" in f["v"]["lbl"].lower() or f["kind"] == "id" and "目录" in f["v"]["lbl"]:
            opts = [x for x in L if x[0] == "dan"]
        if f["kind"] == "version":
            fam = f["v"]["fam"]
            opts = [x for x in L if (x[0] == "lab") == (fam == "app")] or L
            if fam in ("cam", "app"):
                opts = [x for x in opts if "NAS" not in x[1]] or opts
        if f["kind"] == "money":
            cls = money_class(f["v"]["money"], self.zh)
            opts = [x for x in L if cls in x[2]] or [x for x in L if x[0] == "client"]
        ent = self.deck("e:%s:%s" % (f["kind"], "|".join(x[1][:12] for x in opts)), opts)
        return ent[0], self.fill(ent[1], f["v"])

    def render_email(self, f, quoted=True):
        key, line = self.email_line(f)
        name, org, sign = self.sender(key)
        if self.zh:
            subj = {"dan": "备份和服务器", "planner": "婚礼流程", "venue": "供应商须知", "lab": "订单通知",
                    "client": "婚礼的事", "accounts": "账务提醒"}[key]
            body = "小满你好，\n\n%s\n\n%s" % (line, sign) if key not in ("dan", "client") else "%s\n\n%s" % (line, sign)
            head = "发件人：%s%s\n主题：%s" % (name, ("（%s）" % org) if org else "", subj)
        else:
            subj = {"dan": "the NAS etc", "planner": "Timeline bits", "venue": "Supplier information",
                    "lab": "Your order / account", "client": "Wedding stuff!!", "accounts": "Quick update"}[key]
            greet = {"dan": "Ro,", "client": "Hi Rosie!!"}.get(key, "Hi Rosie,")
            extra = {"venue": "\n\nWe look forward to welcoming you.", "lab": "\n\nThank you for your custom.",
                     "accounts": "\n\nShout if anything looks odd.", "planner": "\n\nSpeak soon!"}.get(key, "")
            body = "%s\n\n%s%s\n\n%s" % (greet, line, extra, sign)
            head = "From: %s%s\nSubject: %s" % (name, (" <%s>" % org) if org else "", subj)
        return head + "\n\n" + body if quoted else (head, body)

    def ep_email(self, fs):
        blocks = [self.render_email(f) for f in fs]
        sep = "\n\n-----\n\n"
        if self.zh:
            intro = self.deck("i:email", ["转几封邮件给你：\n\n", "早上收到的邮件，你看看要不要回：\n\n", "贴一下原文：\n\n"])
            ans = self.deck("a:email", [
                "看完了。都是通知类的，不需要马上拍板：\n- 里面的编号、金额、日期建议记到客户表或日历里；\n- 需要回复的，一句“收到，谢谢”就够了；\n- 跟别人有关的（阿杰、琪琪），转一下给他们。",
                "这几封都不急。唯一要动手的是里面提到的时间节点，放进日历设个提醒。回复可以写：“收到，已记下，有变化再联系。”",
                "没有需要争论的内容。建议今天之内都简单回一下，对方知道你看到了，就不会再追着问。"])
        else:
            intro = self.deck("i:email", ["pasting a couple of emails from this morning so you have them:\n\n",
                                          "can you sanity check these, not sure they need replies\n\n",
                                          "fwd - ignore the signatures\n\n", "inbox dump:\n\n"])
            ans = self.deck("a:email", [
                "Read them. Mostly information, nothing that needs a decision today:\n- the specifics (references, amounts, dates) are worth "
                "saving against the right booking\n- anything with a date in it deserves a calendar reminder\n- a one-line 'thanks, noted' "
                "reply is plenty where a reply is needed",
                "Nothing contentious. I'd acknowledge each today so nobody chases, and forward anything that affects Jess or Kemi. "
                "Suggested reply: \"Thanks so much - got this and noted on my side.\"",
                "All clear. The only action is popping any dates into the diary. Want me to draft the short replies?"])
        return [("user", intro + sep.join(blocks)), ("assistant", ans)]

    def wa_stamp(self, i):
        d = date(2027, 1, 4) + timedelta(days=self.rng.randint(0, 6))
        return "%02d/%02d/%d, %02d:%02d" % (d.day, d.month, d.year, self.rng.randint(7, 22), self.rng.randint(0, 59))

    def ep_wa(self, fs):
        L = ZH_WA_LINES if self.zh else EN_WA_LINES
        lines = []
        for f in fs:
            opts = L[f["kind"]]
            if f["kind"] == "money":
                cls = money_class(f["v"]["money"], self.zh)
                opts = [x for x in opts if cls in x[2]] or opts[:1]
            ent = self.deck("w:%s:%d" % (f["kind"], len(opts)), opts)
            who, t = ent[0], ent[1]
            if f["kind"] == "id" and f["v"]["lbl"] in ("Lightroom catalog path", "catalogue path"):
                who, t = ("Dan", "{lbl}: {id}")
            lines.append((who, self.fill(t, f["v"])))
        for x in self.rng.sample(WA_FILLER_ZH if self.zh else WA_FILLER_EN, self.rng.randint(1, 3)):
            lines.insert(self.rng.randint(0, len(lines)), x)
        stamps = sorted(self.rng.randint(7 * 60, 23 * 60) + 1440 * self.rng.randint(0, 2) for _ in lines)
        if self.zh:
            stamps = sorted(st % 1440 for st in stamps)
            txt = "\n".join("[%02d:%02d] %s：%s" % (st // 60, st % 60, w, t) for st, (w, t) in zip(stamps, lines))
            intro = self.deck("i:wa", ["微信群里的，截下来给你：\n\n", "把聊天记录贴给你，免得我忘：\n\n", "昨晚群里的消息：\n\n"])
            ans = self.deck("a:wa", ["看完了，都记下了。有需要回的我标一下：最新那条可以回个“收到”，其他的不急。",
                                     "好的。群消息容易被刷下去，重要的我帮你记着。有要提醒的告诉我。"])
        else:
            d0 = date(2027, 1, 4) + timedelta(days=self.rng.randint(0, 4))
            txt = "\n".join("[%s, %02d:%02d] %s: %s" % ((d0 + timedelta(days=st // 1440)).strftime("%d/%m/%Y"), (st % 1440) // 60, st % 60, w, t)
                            for st, (w, t) in zip(stamps, lines))
            intro = self.deck("i:wa", ["whatsapp from last night, copying it in so it doesn't get lost:\n\n",
                                       "screenshotting is a pain so here's the chat:\n\n", "group chat dump:\n\n"])
            ans = self.deck("a:wa", ["Got all that. The only one that probably needs a reply is the latest message - a quick thumbs-up will do.",
                                     "Thanks - noted the useful bits. WhatsApp is a terrible filing cabinet, so it's good to have them here.",
                                     "Okay. Nothing urgent in there; I'd reply to anything with a question mark today and let the rest lie."])
        return [("user", intro + txt), ("assistant", ans)]

    def ep_table(self, fs):
        zh = self.zh
        rows = []
        for f in fs:
            c = self.ctx()
            row = {"couple": c["couple"], "venue": c["venue"], "date": "待定" if zh else "tbc",
                   "pkg": "-", "ret": "-", "ref": "-", "contact": "-"}
            k, nd = f["kind"], f["needles"][0]
            if k == "name":
                row["contact"] = nd
            elif k == "date":
                row["date"] = nd
            elif k == "id":
                row["ref"] = nd
            else:
                row[self.pick(["pkg", "ret"])] = nd
            rows.append(row)
        for _ in range(self.rng.randint(1, 3)):
            c = self.ctx()
            rows.insert(self.rng.randint(0, len(rows)), {"couple": c["couple"], "venue": c["venue"], "date": "待定" if zh else "tbc",
                                                         "pkg": "-", "ret": "-", "ref": "-", "contact": "-"})
        cols = ["couple", "venue", "date", "pkg", "ret", "ref", "contact"]
        if zh:
            head = "| 新人 | 场地 | 日期 | 套餐 | 定金 | 编号 | 对接人 |"
            intro = self.deck("i:tbl", ["客户表里复制出来的几行，你帮我看看哪里要跟进：\n\n", "贴一下表格（格式乱了别管）：\n\n"])
            ans = "看了一下：\n1. 日期还是“待定”的，这周要催一下，旺季档期不等人；\n2. 定金那一栏空着的，合同发了没有要确认；\n3. 对接人空着的，婚礼前一个月之前一定要补上。\n\n要我按紧急程度排个序吗？"
        else:
            head = "| Couple | Venue | Date | Package | Retainer | Ref | Contact |"
            intro = self.deck("i:tbl", ["bookings sheet, copied a few rows - what needs chasing?\n\n",
                                        "pasting from the spreadsheet, ignore the formatting\n\n", "this season so far:\n\n"])
            ans = ("Looking at those rows:\n1. Anything still 'tbc' on date - chase this week, summer Saturdays don't wait.\n"
                   "2. Blank retainer cells - check whether the contract actually went out.\n3. Missing contacts - get a venue or planner name "
                   "at least a month before the day.\n\nWant me to turn it into a chase list in order of urgency?")
        sepl = "|" + "---|" * len(cols)
        lines = [head, sepl] + ["| " + " | ".join(r[c] for c in cols) + " |" for r in rows]
        return [("user", intro + "\n".join(lines)), ("assistant", ans)]

    def ep_contract(self, fs):
        zh = self.zh
        clauses, rules = [], []
        for f in fs:
            k, v = f["kind"], f["v"]
            if k == "money":
                clauses.append(self.pick(["本次拍摄服务总费用为{money}。", "签约时支付定金{money}，定金不予退还。"] if zh else
                                         ["The total fee for the Services is {money}.", "A non-refundable retainer of {money} is payable on signing."]).format(**v))
            elif k == "date":
                clauses.append(self.pick(["婚礼日期为{date}。", "尾款须于{date}前付清。"] if zh else
                                         ["The Event will take place on {date}.", "The balance is payable on or before {date}."]).format(**v))
            else:
                rules.append(("{cond}，{act}。" if zh else "{act} {cond}.").format(**v))
        gen_zh = ["乙方将于婚礼后约定时间内交付精修照片。", "乙方应在婚礼当天约定时间前一小时到场。", "婚礼流程如有变动，甲方应第一时间通知乙方。"]
        gen_en = ["The Photographer will deliver the edited gallery within the period stated in the Booking Summary.",
                  "If the Event is postponed, the retainer may be transferred to a new date once, subject to availability.",
                  "The Client will tell the Photographer about any change of ceremony time as soon as it is known."]
        gen = list(gen_zh if zh else gen_en)
        self.rng.shuffle(gen)
        clauses += gen[:2]
        self.rng.shuffle(clauses)
        sec = self.rng.randint(3, 8)
        if zh:
            txt = "合同模板里的几条，你帮我看看有没有问题：\n\n" + "\n".join("%d.%d %s" % (sec, i + 1, c) for i, c in enumerate(clauses))
            if rules:
                txt += "\n\n（内部备注，别发给客户）\n" + "\n".join("- " + r for r in rules)
            ans = "整体没问题。几个小建议：\n- 金额和日期的条款最好在合同首页的“订单摘要”里再写一遍；\n- 到场时间那一条可以写明是哪个地点、几点；\n- 内部备注发合同前记得删掉。"
        else:
            txt = "from the contract template, can you check this reads ok:\n\n" + "\n".join("%d.%d %s" % (sec, i + 1, c) for i, c in enumerate(clauses))
            if rules:
                txt += "\n\nINTERNAL (delete before sending!!)\n" + "\n".join("- " + r for r in rules)
            ans = ("Reads fine. A few tweaks I'd consider:\n- repeat the fee and key dates in a short Booking Summary on page one - it's what couples actually read\n"
                   "- say how many times a date can be moved under the postponement clause\n- and yes, strip the internal notes before it goes out!")
        return [("user", txt), ("assistant", ans)]

    def ep_log(self, fs):
        zh = self.zh
        t = datetime(2027, 1, self.rng.randint(2, 9), self.rng.randint(0, 5), self.rng.randint(0, 59), self.rng.randint(0, 59))
        lines = []
        for f in fs:
            t += timedelta(seconds=self.rng.randint(2, 50))
            ts = t.strftime("%Y-%m-%d %H:%M:%S")
            k, v = f["kind"], f["v"]
            if k == "version":
                if v["fam"] == "nas":
                    lines.append("%s [system] %s update installed, version %s" % (ts, "DSM" if "DSM" in v["thing"] else "Hyper Backup", v["ver"]))
                else:
                    lines.append("%s [gallery] %s server v%s starting" % (ts, v["thing"].replace("the ", ""), v["ver"]))
            elif k == "port":
                lines.append("%s [proxy] upstream gallery -> 127.0.0.1:%s connect() failed (111: Connection refused)" % (ts, v["port"]))
            else:
                lines.append("%s [task] 'Offload mirror' exec: %s" % (ts, v["cmd"]))
            t += timedelta(seconds=self.rng.randint(1, 9))
            lines.append("%s [%s] %s" % (t.strftime("%Y-%m-%d %H:%M:%S"), self.pick(["system", "backup", "gallery"]),
                                        self.pick(["volume 1 healthy", "snapshot created", "thumbnail queue empty",
                                                   "scheduled task finished", "certificate valid"])))
        t += timedelta(seconds=4)
        lines.append("%s [backup] WARNING: task 'Cards to B2' finished with 3 skipped files" % t.strftime("%Y-%m-%d %H:%M:%S"))
        if zh:
            intro = self.pick(["老公让我把NAS日志发给你看，我完全看不懂：\n\n", "这是群晖的日志，最后那行警告要紧吗？\n\n"])
            ans = "简单翻译：系统和相册服务本身是正常启动的，最后那行是说备份任务跳过了3个文件，一般是文件当时被占用（比如正在修图）。不算紧急，但要让老公看一下是哪三个，确认下次能备份上。"
        else:
            intro = self.pick(["Dan asked me to send him this but translate it for me first?\n\n",
                               "NAS log, is the warning at the bottom bad?\n\n", "from the NAS log centre:\n\n"])
            ans = ("In plain English: the system and gallery came up fine; the last line says the backup skipped three files - usually because "
                   "they were open at the time (e.g. a catalogue you were editing). Not an emergency, but Dan should check which three and make "
                   "sure they get picked up next run.")
        return [("user", intro + "\n".join(lines)), ("assistant", ans)]

    def ep_gearsheet(self, fs):
        zh = self.zh
        bodies = ["R5 #1", "R5 #2", "Z8", "A7 IV", "R6 II", "Godox V1", "RF 28-70", "RF 70-200"] if not zh else \
                 ["R5 主机", "R6二代 备机", "尼康Z8", "索尼A7M4", "神牛V1闪灯", "RF 28-70", "RF 70-200"]
        rows, policies = [], []
        for f in fs:
            k, v = f["kind"], f["v"]
            if k == "id" and v["lbl"] in ("insurance policy number",):
                policies.append(f["needles"][0])
                continue
            b = self.pick(bodies)
            if k == "version":
                thing = v["thing"].replace("the ", "")
                rows.append((thing, "-", v["ver"], self.pick(["£2,410", "£3,080", "£1,860"] if not zh else ["18000", "21000", "15500"])))
            else:
                rows.append((b, f["needles"][0], "-", self.pick(["£2,410", "£3,080", "£1,860", "£640"] if not zh else ["18000", "21000", "6400"])))
        for _ in range(self.rng.randint(1, 2)):
            rows.insert(self.rng.randint(0, len(rows)), (self.pick(bodies), "-", "-", "-"))
        if zh:
            head = "器材 | 序列号 | 固件 | 保额(元)"
            intro = "保险续保要的器材清单，先贴给你：\n\n"
            ans = "清单格式没问题。建议把序列号那几栏都补齐，真要理赔的时候保险公司第一件事就是核对序列号；买器材的发票也放在同一个文件夹里。"
        else:
            head = "Item | Serial | Firmware | Insured value"
            intro = "gear register for the insurance renewal, pasting before I lose it:\n\n"
            ans = ("That's a decent register. Fill in the blank serials before you send it - insurers check them first on any claim - and keep "
                   "the purchase receipts in the same folder. Re-check values yearly; second-hand prices move.")
        pol = ""
        if policies:
            pol = ("保单号：%s\n\n" if zh else "Policy: %s\n\n") % " / ".join(policies)
        txt = intro + pol + head + "\n" + "\n".join(" | ".join(r) for r in rows)
        return [("user", txt), ("assistant", ans)]

    # ---- tools -----------------------------------------------------------------------
    def js(self, obj):
        return json.dumps(obj, ensure_ascii=False, indent=1)

    def tool_ep(self, cont, fs):
        zh = self.zh
        c = self.ctx()
        if cont == "t_cal":
            ask = self.deck("q:cal", ["帮我看下日历，最近约了哪些人、哪些日子", "日历拉一下，我记不清答应了谁", "这几个月的档期帮我查一下"] if zh else
                            ["what's in the diary for the season so far?", "can you pull my calendar, I've lost track of what I agreed to",
                             "check the calendar for consults and weddings pls", "who have I got booked in? brain's gone"])
            evs = []
            for f in fs:
                if f["kind"] == "date":
                    evs.append({"title": ("婚礼跟拍 - " if zh else "Wedding - ") + c["couple"], "date": f["needles"][0],
                                "time": "09:30-22:00", "location": c["venue"]})
                else:
                    evs.append({"title": self.pick(["咨询电话", "到店选片", "流程沟通"] if zh else ["Consultation call", "Timeline call", "Album viewing"]),
                                "date": "2027-01-%02d" % self.rng.randint(12, 29), "time": "%d:30" % self.rng.randint(10, 19),
                                "attendees": [f["needles"][0]]})
            evs.insert(self.rng.randint(0, len(evs)), {"title": "店里盘点" if zh else "Shop stocktake", "date": "2027-01-%02d" % self.rng.randint(12, 29), "time": "all day"})
            out = self.js({"events": evs})
            ans = ("日程在上面。没看到冲突，不过有两天排得比较满，建议把选片和咨询错开。" if zh else
                   "That's everything in the calendar for that range. No clashes, though a couple of days are tight - I'd keep consults off the days you're in the shop.")
            return [("user", ask), ("tool", "calendar_search", ({"range": "next_9_months", "calendar": "work"}, out)), ("assistant", ans)]

        if cont == "t_mail":
            ask = self.deck("q:mail", ["帮我在邮箱里搜一下最近的几封", "邮箱里最近有没有重要的？帮我翻一下", "有封邮件我找不到了，帮我搜搜"] if zh else
                            ["can you search my inbox for the recent stuff from suppliers", "anything important in the inbox this week?",
                             "there was an email I can't find, dig through the inbox pls", "inbox search: last fortnight, anything not a newsletter"])
            res = []
            for i, f in enumerate(fs):
                head, body = self.render_email(f, quoted=False)
                res.append("[%d] %s\n    %s" % (i + 1, head.replace("\n", "\n    "), body.replace("\n", "\n    ")))
            out = ("共%d封\n\n" if zh else "%d result(s)\n\n") % len(res) + "\n\n".join(res)
            ans = self.deck("a:mail", ["找到了，内容在上面。都不急，今天之内简单回一下就好，里面的信息我记下了。",
                                       "在上面了。都是通知，没有需要马上决定的。"] if zh else
                            ["Found them - they're above. Nothing urgent; a quick acknowledgement today covers it. I've noted the details.",
                             "Here you go. All information rather than requests, so 'thanks, noted' is enough where a reply is needed.",
                             "Those are the relevant ones. If any of it changes what you've told a couple, send them a short update; otherwise just file it."])
            return [("user", ask), ("tool", "mail_search", ({"query": "-newsletter", "newer_than": "14d"}, out)), ("assistant", ans)]

        if cont == "t_book":
            ask = self.deck("q:book", ["客户系统里帮我拉一下已经签约的单子", "看下订单系统里这季的情况"] if zh else
                            ["pull the booked weddings from the CRM", "what does the CRM say for this season?", "can you check the bookings system for the open ones"])
            recs = []
            for f in fs:
                cc = self.ctx()
                r = {"couple": cc["couple"], "venue": cc["venue"]}
                k, nd = f["kind"], f["needles"][0]
                key = {"name": "coordinator", "date": "event_date", "id": "ref", "money": "package_total"}[k]
                r[key] = nd
                r["status"] = self.pick(["已签约", "待付定金", "已付定金"] if zh else ["booked", "awaiting retainer", "retainer paid"])
                recs.append(r)
            out = self.js({"results": recs, "count": len(recs)})
            ans = ("记录在上面。“待付定金”的那几单建议这周跟进，没付定金的档期其实不算锁定。" if zh else
                   "Those are the live records. Anything still 'awaiting retainer' isn't really locked in - worth a nudge this week.")
            return [("user", ask), ("tool", "bookings_lookup", ({"season": 2027, "status": "open"}, out)), ("assistant", ans)]

        if cont == "t_nas":
            ask = self.deck("q:nas", ["群晖现在什么状态？帮我看下", "NAS备份正常吗？查一下"] if zh else
                            ["is the NAS happy? check it pls", "can you run the NAS status thing", "backups ok? Dan's away and I'm paranoid"])
            lines = ["Model: DS920+", "Volume 1: %d%% used" % self.rng.randint(40, 85), "Drives: 4/4 healthy"]
            for f in fs:
                k, v = f["kind"], f["v"]
                if k == "version":
                    lines.append("%s: %s" % ("DSM" if "DSM" in v["thing"] else "Hyper Backup", v["ver"]))
                elif k == "port":
                    lines.append("Reverse proxy: gallery.rosiecalder.co.uk -> http://localhost:%s" % v["port"])
                else:
                    lines.append("Scheduled task 'Offload mirror' (daily 02:30): %s" % v["cmd"])
            lines.append("Last backup: %s" % self.pick(["succeeded", "succeeded with warnings", "running"]))
            out = "\n".join(lines)
            ans = ("状态在上面，整体正常。硬盘都健康，空间也还够；如果有“警告”，让老公看一下是哪些文件被跳过了。" if zh else
                   "Status is above and looks healthy - all drives fine, space okay. If the last backup shows warnings, Dan should check which files were skipped.")
            return [("user", ask), ("tool", "nas_status", ({"host": "ds920.local", "sections": ["system", "tasks", "proxy"]}, out)), ("assistant", ans)]

        if cont == "t_gallery":
            ask = self.deck("q:gal", ["相册服务器还活着吗？客户说打不开", "帮我看下相册服务器的状态"] if zh else
                            ["is the gallery server up? a couple says their link is slow", "check the gallery server status pls", "gallery admin - what's running?"])
            svcs, albums = [], []
            for f in fs:
                k, v = f["kind"], f["v"]
                if k == "version":
                    svcs.append({"service": v["thing"], "version": v["ver"], "state": "running"})
                elif k == "port":
                    svcs.append({"service": "gallery-web", "listen_port": int(v["port"]), "state": self.pick(["running", "restarting"])})
                else:
                    albums.append({"id": f["needles"][0], "title": c["couple"], "shared": True})
            if not svcs:
                svcs = [{"service": "gallery-web", "state": "running"}, {"service": "thumbnailer", "state": self.pick(["running", "idle"])}]
            out = self.js({"services": svcs, "albums": albums, "disk_free_gb": self.rng.randint(300, 2400)})
            ans = ("服务在上面。如果有显示restarting的，过五分钟再看一次；一直重启的话把日志发给老公。" if zh else
                   "Services are listed above. Anything 'restarting' - give it five minutes; if it keeps bouncing, send Dan the logs.")
            return [("user", ask), ("tool", "gallery_admin", ({"action": "status"}, out)), ("assistant", ans)]

        if cont == "t_inv":
            ask = self.deck("q:inv", ["帮我查一下还没结清的账", "收款记录帮我拉一下，看看谁还欠着"] if zh else
                            ["which invoices are still outstanding?", "pull the invoices for this month pls", "who still owes me money? check invoices"])
            inv = []
            for f in fs:
                cc = self.ctx()
                r = {"client": cc["couple"], "status": self.pick(["未付", "部分付款", "已付"] if zh else ["unpaid", "part-paid", "paid"])}
                k, v, nd = f["kind"], f["v"], f["needles"][0]
                if k == "id":
                    key = {"Stripe payment ID": "payment_ref", "支付宝交易号": "alipay_trade_no", "发票号码": "invoice_no",
                           "订单号": "order_no"}.get(v["lbl"], "number")
                    r[key] = nd
                elif k == "money":
                    r["amount"] = nd
                else:
                    r["due"] = nd
                inv.append(r)
            out = self.js({"invoices": inv})
            ans = ("账单在上面。未付和部分付款的，建议这周统一发一次温和的提醒。" if zh else
                   "Invoices are above. For anything unpaid or part-paid, one friendly reminder batch this week is usually enough.")
            return [("user", ask), ("tool", "invoices_search", ({"status": "any", "period": "season_2027"}, out)), ("assistant", ans)]

        if cont == "t_gear":
            ask = self.deck("q:gear", ["器材登记表帮我调一下，保险要", "看下器材表里的信息"] if zh else
                            ["pull the gear register, insurance renewal is due", "what's in the gear register for the bodies?"])
            items = []
            for f in fs:
                k, v, nd = f["kind"], f["v"], f["needles"][0]
                if k == "version":
                    items.append({"item": v["thing"].replace("the ", ""), "firmware": nd})
                elif v["lbl"] == "insurance policy number":
                    items.append({"item": "Policy", "policy": nd})
                else:
                    items.append({"item": self.pick(["R5", "Z8", "A7 IV", "R6 II"] if not zh else ["R5", "R6二代", "尼康Z8"]), "serial": nd})
            out = self.js({"items": items})
            ans = ("登记表在上面。续保前把缺的序列号补齐就行。" if zh else
                   "Register's above. Fill in any missing serials before the renewal - that's the first thing they check on a claim.")
            return [("user", ask), ("tool", "gear_register", ({"category": "bodies"}, out)), ("assistant", ans)]

        if cont == "t_orders":
            ask = self.deck("q:ord", ["冲印订单帮我查一下到哪了", "看下最近的冲印订单"] if zh else
                            ["where are the lab orders at?", "check the print orders pls, someone's asking"])
            ords = []
            for f in fs:
                k, v, nd = f["kind"], f["v"], f["needles"][0]
                r = {"customer": c["couple"], "items": self.pick(["A3 x2", "album 12x12", "canvas 60x40", "A4 x6"] if not zh else ["相册一本", "油画布一幅", "六寸照片二十张"])}
                if k == "money":
                    r["total"] = nd
                elif v["lbl"] in ("tracking number", "顺丰单号"):
                    r["tracking"] = nd
                else:
                    r["order"] = nd
                r["status"] = self.pick(["printing", "dispatched", "quality check"] if not zh else ["制作中", "已发货", "质检中"])
                ords.append(r)
            out = self.js({"orders": ords})
            ans = ("订单在上面。已发货的可以把单号转给客户，自己查物流。" if zh else
                   "Orders are above. For anything dispatched, forwarding the courier details to the customer saves you the 'where is it' message.")
            return [("user", ask), ("tool", "print_orders", ({"open": True}, out)), ("assistant", ans)]
        raise ValueError(cont)

    # ---- filler ------------------------------------------------------------------------
    def short_filler(self):
        u, a = self.deck("short", ZH_SHORT if self.zh else EN_SHORT)
        return [("user", u), ("assistant", a)]

    def chatter(self):
        fn = self.deck("chatter", ZH_CHATTER if self.zh else EN_CHATTER)
        return fn(self, self.ctx())

    # ---- assembly ----------------------------------------------------------------------
    def chunks(self, items, sizes):
        out, i = [], 0
        while i < len(items):
            n = self.pick(sizes)
            out.append(items[i:i + n])
            i += n
        return out

    def paste_ep(self, cont, fs):
        return {"email": self.ep_email, "wa": self.ep_wa, "table": self.ep_table, "contract": self.ep_contract,
                "log": self.ep_log, "gearsheet": self.ep_gearsheet}[cont](fs)

    def build(self):
        facts = self.make_facts()
        eps = []  # (rows, fact indices)
        groups = {}
        user_fs = []
        for f in facts:
            c = f["carrier"]
            if c == "user":
                user_fs.append(f)
            elif c == "assistant":
                eps.append((self.ep_assistant(f), [f["i"]]))
            else:
                groups.setdefault((c, f["cont"]), []).append(f)
        self.rng.shuffle(user_fs)
        for ch in self.chunks(user_fs, [1, 1, 1, 1, 2, 2, 3]):
            eps.append((self.ep_user(ch), [f["i"] for f in ch]))
        for (carrier, cont), fs in sorted(groups.items()):
            self.rng.shuffle(fs)
            for ch in self.chunks(fs, [1, 2, 2, 3]):
                rows = self.paste_ep(cont, ch) if carrier == "paste" else self.tool_ep(cont, ch)
                eps.append((rows, [f["i"] for f in ch]))
        self.rng.shuffle(eps)
        # planned re-mentions go somewhere after the original episode
        for f in facts:
            if not f["again"]:
                continue
            pos = next(j for j, e in enumerate(eps) if f["i"] in e[1])
            eps.insert(self.rng.randint(pos + 1, len(eps)), (self.ep_again(f), []))

        def nmsg(rows):
            return sum(1 for x in rows if x[0] != "tool")
        opener = self.opener()
        have = nmsg(opener) + sum(nmsg(e[0]) for e in eps)
        target = min(max(self.rng.randint(132, 226), have + self.rng.randint(14, 32)), 288)
        while have < target:
            e = self.chatter() if self.chance(0.62) else self.short_filler()
            if have + nmsg(e) > 292:
                e = self.short_filler()
            eps.insert(self.rng.randint(0, len(eps)), (e, []))
            have += nmsg(e)
        seq = [x for e in [opener] + [e[0] for e in eps] for x in e]
        expect = {}
        for f in facts:
            for nd in f["needles"]:
                expect[nd] = 2 if f["again"] else 1
        return facts, seq, expect

    def opener(self):
        if self.zh:
            return [("user", self.pick(["早～今天要修三套片，还要跟两对新人沟通，先跟你对一下", "在吗，今天店里又要忙疯了", "早上好，帮我理一下这周的事"])),
                    ("assistant", "早！没问题，你想到什么就发过来，我帮你记着、排优先级。要查日历、邮箱、客户系统、NAS或者相册服务器随时说。")]
        return [("user", self.pick(["morning! editing day + shop later, I'm going to dump things on you as they come",
                                     "hiya, be my second brain today pls",
                                     "ok, tea made, emails open, let's go"])),
                ("assistant", "Morning! Send things as they come - I'll keep track, flag dates and draft whatever you need. "
                              "I can also check your calendar, inbox, the bookings CRM, invoices, print orders, the NAS and the gallery server.")]

    def tool_rows(self, name, payload):
        args, out = payload
        return json.dumps(args, ensure_ascii=False), out


# ======================================================================================
# chatter, English (no facts)
# ======================================================================================

def en_enquiry_reply(cv, c):
    u = cv.pick(["can you draft a reply to a new enquiry - {couple}, {venue}, they asked straight away for prices but I'd love to get them on a call first",
                 "enquiry came in overnight ({venue}), they just want a price list. help me reply without sounding like I'm dodging",
                 "need a warm reply to {couple}, they found me through a friend's wedding at {venue}"]).format(**c)
    a = ("Here's a draft that gives them what they asked for but nudges towards a conversation:\n\n---\n\n"
         "Hi both,\n\nThank you so much for getting in touch, and congratulations! %s is such a gorgeous place for a wedding - "
         "the light in the afternoon there is something else.\n\nI've attached my brochure with all the collections, so you've got the details "
         "in one place. Most couples find it easier to choose once we've had a quick chat about the day itself - how you want it to feel, "
         "who's important, what matters most to you in the photos - so if you fancy a 20-minute video call, I'd love that. "
         "Evenings and weekends are fine.\n\nEither way, any questions at all, just ask.\n\nSpeak soon,\nRosie\n\n---\n\n"
         "I kept the prices in the attachment rather than the body - it stops the email being reduced to a number when it's forwarded to parents." % (c["venue"][0].upper() + c["venue"][1:]))
    return [("user", u), ("assistant", a)]


def en_shot_list(cv, c):
    u = cv.pick(["can you make me a shot list template for a full-day wedding, something I can tweak per couple",
                 "I need a proper shot list for {venue}, the one I use is a mess".format(**c)])
    a = ("# Full-day wedding shot list\n\n## Morning prep\n- Details: dress on a hanger, shoes, rings, invitation suite, perfume\n"
         "- Hair and make-up candids (wide, then close)\n- Getting into the dress - back buttons, a parent's hands\n"
         "- First look with a parent or bridesmaids\n- Groom/partner prep: cufflinks, buttonhole, a quiet portrait\n\n"
         "## Ceremony\n- Guests arriving, the room/space before anyone sits\n- Walk down the aisle (front and back angle)\n"
         "- Reactions at the front - have the second shooter on this\n- Rings, vows, the kiss, the walk back\n\n"
         "## Drinks reception\n- Confetti (plan it, brief the ushers)\n- Candids, children, older relatives\n- Formals - keep to the agreed list\n\n"
         "## Couple portraits\n- 15 minutes after formals, 10 minutes at golden hour\n\n## Evening\n- Room details before guests go in\n"
         "- Speeches: speaker and the couple's reaction\n- Cake, first dance, first 2-3 songs of the party\n\n"
         "Tweak per couple by adding a 'must have' line at the top - that's the bit they'll actually read.")
    return [("user", u), ("assistant", a)]


def en_timeline(cv, c):
    u = "help me sketch a timeline for a 1pm ceremony, they want sunset portraits and speeches before food"
    a = ("Rough shape, assuming a late-summer sunset around 8pm:\n\n| Time | What | Notes |\n|---|---|---|\n"
         "| 10:30 | Arrive, details | flat lay while hair is going |\n| 11:30 | Prep candids | both sides if there's a second shooter |\n"
         "| 12:30 | Dress on | leave buffer here |\n| 13:00 | Ceremony | ~30 min |\n| 13:30 | Confetti, drinks | |\n"
         "| 14:15 | Family formals | 20 min, list agreed in advance |\n| 14:45 | Couple portraits | 20 min |\n"
         "| 15:30 | Room details | before guests are seated |\n| 16:00 | Speeches | before food, as requested |\n"
         "| 16:45 | Wedding breakfast | photographer eats too |\n| 19:40 | Sunset portraits | 10-15 min, grab them quietly |\n"
         "| 20:00 | Cake, first dance | |\n\nThe two places timelines usually slip are hair and make-up and the formals - if anything needs padding, it's those.")
    return [("user", u), ("assistant", a)]


def en_captions(cv, c):
    u = cv.pick(["instagram caption for the wedding at {venue} pls, something not cringe".format(**c),
                 "give me three caption options for a moody black and white from saturday"])
    a = ("Three options, from short to chatty:\n\n1. *Quiet before the noise.*\n\n"
         "2. Between the speeches and the dancing, there's always a moment where everyone exhales. This was it.\n\n"
         "3. I'll never get tired of the ten seconds after the vows - the laugh, the wobble, the 'we actually did it'. "
         "Thank you for having me, you two. More from this one soon.\n\n"
         "I'd tag the venue and suppliers in the first comment rather than the caption, so the caption stays readable.")
    return [("user", u), ("assistant", a)]


def en_rain_plan(cv, c):
    u = cv.pick(["forecast looks grim for saturday. help me write a wet-weather plan I can send the couple",
                 "rain plan for an outdoor ceremony - what do I tell them so they don't panic"])
    a = ("## If it rains - our plan\n\n**Before the day**\n- I'll check the forecast on Thursday and message you either way.\n"
         "- Ask the venue where the covered spots are (porches, barns, the orangery, big trees).\n"
         "- Clear umbrellas are worth their weight in gold - I'll bring two.\n\n**On the day**\n"
         "- Formals move inside or under cover; we'll keep the list short.\n- Portraits: we'll grab 10 minutes whenever there's a gap in the clouds - "
         "rain light is actually beautiful.\n- If you're up for it, a quick dash in the rain makes some of the best photos of the whole day.\n\n"
         "**What you don't need to worry about**\nMy kit is weather-sealed and I've shot plenty of wet weddings. Rain changes the plan, not the memories.")
    return [("user", u), ("assistant", a)]


def en_packing(cv, c):
    u = "packing list for saturday, I always forget something"
    a = ("Wedding-day bag check:\n\n**Cameras**\n- [ ] both bodies, straps, dual harness\n- [ ] batteries (charged, counted) + charger\n"
         "- [ ] cards: formatted in camera, spares in the wallet\n\n**Lenses**\n- [ ] 35, 50, 85, 24-70, 70-200\n- [ ] lens cloths, blower\n\n"
         "**Light**\n- [ ] two flashes + trigger, spare AAs\n- [ ] small LED wand for the evening\n\n**Odds and ends**\n"
         "- [ ] printed timeline and formals list\n- [ ] snacks, water, painkillers, plasters\n- [ ] clear umbrella\n"
         "- [ ] shuttle drive and the laptop charger\n- [ ] comfortable spare shoes\n\nTip: pack the night before and take a photo of the open bag - "
         "saves the 6am 'did I pack the charger' panic.")
    return [("user", u), ("assistant", a)]


def en_blog(cv, c):
    u = "I want to write a blog post about {venue} for SEO, can you give me an outline".format(**c)
    a = ("# Outline: a photographer's guide to %s\n\n1. **Intro** - who you are, how many weddings you've shot there, one vivid line about the place.\n"
         "2. **Getting ready spots** - which rooms have the best window light, where to hang the dress.\n"
         "3. **The ceremony** - indoor vs outdoor options, where guests tend to sit, light at different times of year.\n"
         "4. **Portrait locations** - three or four favourite spots, with a photo of each.\n"
         "5. **Rainy day options** - couples search for this constantly.\n"
         "6. **Timing tips** - sunset by season, how long the walk between spots takes.\n"
         "7. **A recent wedding** - short story + 10-15 images.\n8. **Call to action** - how to check your date.\n\n"
         "Aim for 900-1,200 words, use the venue name naturally in headings, and add alt text to every image." % c["venue"])
    return [("user", u), ("assistant", a)]


def en_calendar_today(cv, c):
    u = cv.pick(["what's on today?", "am I free this afternoon? check the calendar", "diary for today pls"])
    args = {"range": "today", "calendar": "work"}
    out = json.dumps({"events": [{"title": "Shop open (Kemi)", "time": "10:00-16:00"},
                                 {"title": "Call with %s" % c["couple"], "time": "14:00-14:30"},
                                 {"title": "Editing block", "time": "15:00-18:00"}]}, indent=1, ensure_ascii=False)
    a = ("Kemi's covering the shop 10-4, you've got a call with %s at 2, and an editing block from 3. So the afternoon's mostly yours "
         "after the call - good time to get the next gallery moving." % c["couple"])
    return [("user", u), ("tool", "calendar_search", (args, out)), ("assistant", a)]


def en_inbox(cv, c):
    u = cv.pick(["anything urgent in the inbox?", "skim the inbox for me, I can't face it"])
    args = {"query": "is:unread", "newer_than": "2d"}
    out = ("3 result(s)\n\n[1] From: Wedding Directory\n    Subject: Your listing is about to expire\n    Renew now to keep your featured spot...\n\n"
           "[2] From: %s\n    Subject: Quick question!\n    Hi Rosie, do you have a favourite spot for sunset photos at %s? No rush x\n\n"
           "[3] From: Foxhole Print Lab\n    Subject: New paper samples\n    We've added two new matte papers to the trade range.") % (c["couple"], c["venue"])
    a = ("Nothing urgent. A directory renewal nag (ignore unless it actually brings enquiries), a friendly question from %s about sunset spots - "
         "a nice one to answer today - and new paper samples from the lab, worth requesting for the shop." % c["couple"])
    return [("user", u), ("tool", "mail_search", (args, out)), ("assistant", a)]


def en_unedited(cv, c):
    u = "voice note I'm so tired I've edited nine hours straight and the couple just asked if they can have all 3000 unedited ones too and I want to lie on the floor"
    a = ("Oof. That request is very common and it's fine to say no kindly - the edit is the product, not the leftovers.\n\n"
         "Something like:\n\n\"I completely understand wanting every moment! The gallery you'll get is my full edit - every frame that tells the story of the day, "
         "colour-corrected and finished. The ones left out are duplicates, blinks and test shots, so you're not missing anything - I promise.\"\n\n"
         "Then stop for tonight. Nine hours is plenty; tired editing just means redoing it tomorrow.")
    return [("user", u), ("assistant", a)]


def en_vent(cv, c):
    u = cv.pick(["the mother of the bride has emailed me FOUR times today about the group photos. I'm going to scream",
                 "bride's mum just sent a 40-line list of group shots. FORTY. with cousins' plus-ones"])
    a = ("That sounds exhausting - and totally normal for this stage, which doesn't make it less annoying.\n\n"
         "Something that helps: one calm reply that answers everything at once and sets the rhythm. For example:\n\n"
         "\"Thank you so much for all the detail - it's really helpful. I've got everything I need for now, and I'll check in with you "
         "and the couple two weeks before the day to confirm the final list. Until then, please don't worry - it's all in hand.\"\n\n"
         "It's kind, it's final, and it gives them a date so they don't feel they need to keep checking. And then - step away from the screen for a bit.")
    return [("user", u), ("assistant", a)]


def en_papers(cv, c):
    u = "Kemi asked what the difference is between our matte and lustre papers, she keeps getting asked in the shop. can you write her a cheat sheet"
    a = ("**Paper cheat sheet for the shop**\n\n| | Matte (cotton rag) | Lustre |\n|---|---|---|\n"
         "| Look | soft, no shine, painterly | slight sheen, punchy colour |\n| Best for | black and white, portraits, fine art | weddings, landscapes, colour |\n"
         "| Under glass | great, no double reflection | fine, mild reflection |\n| Fingerprints | handle with gloves | more forgiving |\n"
         "| Feel | thick and textured | smooth, photographic |\n\nOne-liner for customers: *\"Matte feels like a painting, lustre looks like a photograph.\"*")
    return [("user", u), ("assistant", a)]


def en_shop_pricing(cv, c):
    u = "thinking about how to price mounted prints in the shop vs unmounted, any rule of thumb?"
    a = ("A simple approach that most small print shops use:\n\n1. Work out the true cost of each size - paper, ink, mount board, "
         "bag, and your time (be honest about the time).\n2. Multiply by 2.5-3 for unmounted, a bit more for mounted, because the mount "
         "is where the perceived value jumps.\n3. Round to friendly numbers and keep a clear step between sizes so the middle size feels like the sensible choice.\n\n"
         "For example, if an A4 unmounted comes out around £38 and mounted around £64, most people will happily go for the mounted one. "
         "Keep the list short - three sizes, two finishes - so Kemi isn't flipping through a menu.")
    return [("user", u), ("assistant", a)]


def en_weather(cv, c):
    u = cv.pick(["weather for the engagement shoot tomorrow evening?", "what's the forecast for the shoot at {venue} tomorrow".format(**c)])
    args = {"place": "Bath, UK", "when": "tomorrow 16:00-20:00"}
    out = json.dumps({"forecast": [{"time": "16:00", "sky": "cloudy", "rain_pct": 20}, {"time": "18:00", "sky": "broken cloud", "rain_pct": 10},
                                   {"time": "19:00", "sky": "clearing", "rain_pct": 5}], "sunset": "19:52"}, indent=1)
    a = ("Looking decent: cloudy early, clearing towards sunset, rain chance dropping to about 5% by seven. "
         "I'd start around half six and save the best spot for the last twenty minutes before sunset.")
    return [("user", u), ("tool", "weather_forecast", (args, out)), ("assistant", a)]


def en_delay_email(cv, c):
    u1 = "need to tell {couple} their gallery will be a week late, the edit is taking longer. help".format(**c)
    a1 = ("Draft:\n\nHi both,\n\nI hope you're still floating after the wedding! I wanted to give you a quick update on your gallery. "
          "I'm taking a little more time over the edit than planned - there are so many lovely moments that I want to do them justice - "
          "so it'll be with you about a week later than I originally said.\n\nI know waiting is hard, so I'll send a handful of favourites "
          "in the meantime. Thank you so much for your patience.\n\nRosie")
    u2 = cv.pick(["shorter pls", "half that length", "too long, they'll only read the first line"])
    a2 = ("Shorter:\n\nHi both - quick update: your gallery will be with you about a week later than planned, as I'm taking extra care "
          "over the edit. I'll send a few favourites this week to tide you over. Thanks so much for your patience! Rosie")
    return [("user", u1), ("assistant", a1), ("user", u2), ("assistant", a2)]


def en_release(cv, c):
    u = "can you write me a short model release for styled shoots, plain english"
    a = ("**Model release - styled shoot**\n\nI, ______, agree that Rosie Calder Photography may use photographs taken of me on ______ "
         "for portfolio, website, social media, competition entries and printed marketing.\n\n"
         "- I won't be paid for this use, beyond what was agreed for the shoot.\n- My name won't be published without my permission.\n"
         "- Images won't be sold to third parties for advertising without asking me first.\n- I can ask for a specific image to be removed from "
         "the website and social media at any time.\n\nSigned ______  Date ______\n\nWorth having a solicitor glance at it once - it's cheap peace of mind.")
    return [("user", u), ("assistant", a)]


def en_cull(cv, c):
    u = cv.pick(["how do people cull faster? I'm at 4 hours per wedding just to cull", "culling tips pls, I'm drowning"])
    a = ("A few things that make a real difference:\n\n1. **Cull in a fast viewer**, not in the main catalogue - embedded previews load instantly.\n"
         "2. **One pass, one decision**: pick or skip, no stars yet. Stars come in the second pass on the picks only.\n"
         "3. **Work in chunks by part of the day** - prep, ceremony, formals - and take a break between them.\n"
         "4. **Burst sequences**: look at the whole sequence zoomed out first, then pick the best one, not the best three.\n"
         "5. **Set a target** (e.g. 600-800 for a full day) so you know when to stop second-guessing.\n\n"
         "Most people get down to about 90 minutes per wedding within a few weeks of working like this.")
    return [("user", u), ("assistant", a)]


def en_album(cv, c):
    u = "what's a good order for album spreads? couples always want to move everything around"
    a = ("A running order that reads like a story:\n\n1. Opening spread: a quiet detail + a wide of the venue\n"
         "2-3. Prep: both sides, finishing with the dress/suit going on\n4. First look or the walk to the ceremony\n"
         "5-7. Ceremony: arrival, vows, the kiss, the walk back\n8. Confetti\n9-10. Drinks reception candids\n"
         "11. Family (one spread, not three)\n12-14. Couple portraits\n15. Room details\n16-17. Speeches and reactions\n"
         "18-19. First dance and party\n20. Closing image: night portrait or the exit\n\n"
         "Giving couples this structure up front stops the 'can we move page 14 to page 3' spiral - they swap images within a section instead.")
    return [("user", u), ("assistant", a)]


def en_testimonial(cv, c):
    u = "help me ask {couple} for a review without being awkward".format(**c)
    a = ("Draft:\n\nHi both,\n\nI've loved hearing how much you're enjoying your photos - thank you for all the lovely messages. "
         "If you've got five minutes at some point, would you mind leaving a short review? It genuinely helps other couples find me.\n\n"
         "A couple of lines about what it was like working together is perfect - no essay needed!\n\n[link]\n\nThank you so much,\nRosie\n\n"
         "Send it within two weeks of delivery, when the excitement is at its peak.")
    return [("user", u), ("assistant", a)]


def en_scout(cv, c):
    u = "voice note ok went to look at {venue} today lots of dark wood inside the ceremony room is quite small there's a lovely walled garden at the back and a long drive lined with trees can you turn that into proper notes for later".format(**c)
    a = ("**Venue notes - %s**\n\n- **Ceremony room:** small, lots of dark wood - expect to work at high ISO or with bounced flash; "
         "get there early to see where the light falls.\n- **Walled garden:** main portrait spot; good for formals if dry.\n"
         "- **Tree-lined drive:** lovely for a walking shot and the arrival; best in late-afternoon light.\n"
         "- **To check next time:** where guests gather for drinks, rain options, where suppliers park." % c["venue"])
    return [("user", u), ("assistant", a)]


def en_nas_ok(cv, c):
    u = cv.pick(["quick NAS check before I start copying", "is the NAS alright? it was beeping last night"])
    out = "Model: DS920+\nVolume 1: healthy\nDrives: 4/4 normal\nLast snapshot: succeeded\nFans: normal"
    a = "All healthy - volume fine, all four drives normal, last snapshot succeeded. If it beeped, it might have been a one-off power blip; the log centre will say if it happens again."
    return [("user", u), ("tool", "nas_status", ({"host": "ds920.local", "sections": ["system"]}, out)), ("assistant", a)]


def en_questionnaire(cv, c):
    u = "I want a pre-wedding questionnaire for couples, short, not a 40-question monster"
    a = ("**Pre-wedding questionnaire (10 questions)**\n\n1. Names you'd like me to use for you both\n2. Timeline - or who has it?\n"
         "3. Who are the 5-6 people you'd most love candid photos of?\n4. Any family situations I should be aware of?\n"
         "5. Your family formals list (max 12 groups, please!)\n6. Anything about the day you're nervous about?\n"
         "7. Any surprises planned?\n8. Who's the best person to wrangle groups on the day?\n9. Any photos you've seen and loved?\n"
         "10. Anything else you'd like me to know?\n\nSend it six weeks before the day - early enough to plan, late enough that they know the answers.")
    return [("user", u), ("assistant", a)]


def en_mileage(cv, c):
    u = "Martha wants my mileage log in some kind of order, what should it have?"
    a = ("For each business journey:\n\n| Date | From | To | Purpose | Miles |\n|---|---|---|---|---|\n| | home | venue | wedding / recce / consult | |\n\n"
         "Keep it as you go - a note on your phone after each trip is enough - and total it monthly. Reconstructing a year of trips from "
         "your calendar in January is miserable, and accountants can spot a reconstructed log a mile off.")
    return [("user", u), ("assistant", a)]


def en_elopement(cv, c):
    u = "couple want an elopement somewhere wild within an hour of Bath, ideas?"
    a = ("A few that work well for small elopements:\n\n- **Mendip hills / Cheddar Gorge top** - dramatic, walkable, big skies; go early to avoid tourists.\n"
         "- **Stourhead** - storybook lake and temples; needs booking and works best off-season.\n"
         "- **Dorset coast (Kimmeridge, Durdle Door area)** - just over the hour, but unbeatable at golden hour.\n"
         "- **Quantocks** - heather in late summer, almost nobody around.\n\nFor any of them: check land access and drone rules, plan a rain "
         "plan B nearby (a pub with a back room is ideal), and scout at the same time of day beforehand.")
    return [("user", u), ("assistant", a)]


def en_window(cv, c):
    u = "ideas for the shop window this month? it's looking sad"
    a = ("Three cheap ideas:\n\n1. **Local landmarks in one colour** - a row of black and white prints of Frome streets, all in the same frame. People stop for places they recognise.\n"
         "2. **Before/after restoration** - an old damaged family photo next to the restored print. It sells the service without a word.\n"
         "3. **'Print your phone'** - a wall of small square prints with a sign: *your photos deserve better than your camera roll.*\n\n"
         "Change it every four to six weeks; regular passers-by notice the change more than the display itself.")
    return [("user", u), ("assistant", a)]


def en_tired(cv, c):
    u = cv.pick(["honestly thinking of taking fewer weddings next year, I'm knackered", "is it normal to feel this burnt out in august"])
    a = ("Very normal - peak season plus editing plus the shop is a lot of hours, and you're the only one doing most of it.\n\n"
         "Some questions worth sitting with when you're rested (not tonight):\n- Which weddings last year felt like the best fit, and what did they have in common?\n"
         "- How many weekends can you do and still enjoy the work?\n- Which jobs could someone else do - editing, admin, shop hours?\n\n"
         "Fewer weddings at a higher price is a perfectly sound business plan. For now: close the laptop, eat something, sleep.")
    return [("user", u), ("assistant", a)]


EN_CHATTER = [en_enquiry_reply, en_shot_list, en_timeline, en_captions, en_rain_plan, en_packing, en_blog,
              en_calendar_today, en_inbox, en_vent, en_papers, en_shop_pricing, en_weather, en_delay_email,
              en_release, en_cull, en_album, en_testimonial, en_scout, en_nas_ok, en_questionnaire, en_mileage,
              en_elopement, en_window, en_tired]


# ======================================================================================
# chatter, Chinese (no facts)
# ======================================================================================

def zh_enquiry(cv, c):
    u = cv.pick(["有个新人一上来就问价格，帮我写个回复，想先约他们聊聊", "小红书私信来了个咨询，{venue}拍婚纱，帮我回一下".format(**c)])
    a = ("可以这样回：\n\n---\n\n你好呀，恭喜恭喜！🎉\n\n套餐介绍我整理成了一份PDF，发你看看～里面写了每个套餐包含的张数、服装造型和外景地。\n\n"
         "不过每对新人想要的感觉都不太一样，方便的话约个时间来工作室坐坐，或者视频聊二十分钟，聊聊你们喜欢的风格和想去的地方，我再帮你们推荐最合适的方案。"
         "工作日晚上和周末都可以～\n\n---\n\n价格放在附件里，正文不写具体数字，这样对方转发给家里人的时候，不会只剩下一个价格。")
    return [("user", u), ("assistant", a)]


def zh_shot_list(cv, c):
    u = "帮我做一个婚礼跟拍的拍摄清单模板，每场可以改改用"
    a = ("# 婚礼跟拍清单\n\n## 早上准备\n- 细节：婚纱、婚鞋、戒指、请柬、捧花\n- 化妆抓拍（先全景再特写）\n- 穿婚纱、妈妈帮忙整理头纱\n- 伴娘团互动、堵门\n\n"
         "## 迎亲\n- 新郎出发、堵门游戏、找婚鞋\n- 敬茶改口（两边父母的表情都要）\n\n## 仪式\n- 仪式前空场全景\n- 新娘入场（正面+背面）\n"
         "- 交换戒指、亲吻、父母致辞时新人的反应\n\n## 敬酒和晚宴\n- 每桌敬酒至少一张\n- 合影按清单走\n\n## 收尾\n- 送客、新人最后一张合影\n\n"
         "每场开头加一行“必拍”，那是新人最在意、也最会去看的部分。")
    return [("user", u), ("assistant", a)]


def zh_timeline(cv, c):
    u = "帮我排一下中午场婚礼的流程，十一点半开席前仪式，他们还想要黄昏的外景"
    a = ("大概这样排（按秋天五点半左右日落算）：\n\n| 时间 | 内容 | 备注 |\n|---|---|---|\n| 06:30 | 到新娘家，拍细节 | 化妆同时进行 |\n"
         "| 08:00 | 迎亲、堵门 | 预留半小时缓冲 |\n| 09:00 | 敬茶改口 | |\n| 10:00 | 到酒店，拍空场 | |\n| 11:00 | 仪式 | 约25分钟 |\n"
         "| 11:30 | 开席、敬酒 | 摄影师轮流吃饭 |\n| 13:30 | 合影 | 按清单 |\n| 16:50 | 黄昏外景 | 十五分钟就够 |\n\n"
         "最容易拖的是化妆和迎亲，哪里要留余量就留在这两段。")
    return [("user", u), ("assistant", a)]


def zh_xhs(cv, c):
    u = cv.pick(["帮我写条小红书文案，配{venue}那组片子".format(**c), "来三个小红书标题，婚纱照的，别太土"])
    a = ("给你三个方向：\n\n1. **氛围感**：杭州的秋天，就该这样被记住🍂\n\n2. **干货感**：在杭州拍婚纱照，这5个外景地我愿意反复去\n\n"
         "3. **故事感**：她说想要一组“不像婚纱照的婚纱照”，于是我们去了%s。\n\n正文第一句就说清楚地点和季节，标签加上#杭州婚纱照 #杭州旅拍，"
         "发布时间选晚上八九点。" % c["venue"])
    return [("user", u), ("assistant", a)]


def zh_rain(cv, c):
    u = "周六天气预报有雨，帮我写个雨天预案发给新人，别让他们慌"
    a = ("## 下雨了怎么办？我们的预案\n\n**拍摄前**\n- 周四我会看天气，不管下不下雨都会跟你们说一声；\n- 提前问好场地哪里有遮挡（长廊、屋檐、大树下）；\n"
         "- 我会带两把透明伞，雨天拍出来反而很有氛围。\n\n**拍摄当天**\n- 合影挪到室内或者有遮挡的地方，人数精简一点；\n"
         "- 外景抓雨停的间隙拍十分钟，雨后的光其实特别好看；\n- 你们愿意的话，在雨里跑一段，往往是全天最好看的片子。\n\n"
         "**不用担心的**\n器材都是防水的，雨天我拍过很多场。下雨改变的是计划，不是回忆。")
    return [("user", u), ("assistant", a)]


def zh_packing(cv, c):
    u = "明天婚礼的器材清单帮我列一下，我老是忘东西"
    a = ("婚礼当天器材检查：\n\n**机身**\n- [ ] 两台机身、背带\n- [ ] 电池（充满并清点）+ 充电器\n- [ ] 存储卡：机内格式化，备用卡放卡包\n\n"
         "**镜头**\n- [ ] 35、50、85、24-70、70-200\n- [ ] 镜头布、气吹\n\n**灯光**\n- [ ] 两支闪光灯+引闪器、备用五号电池\n- [ ] 小LED补光棒\n\n"
         "**其他**\n- [ ] 打印好的流程表和合影清单\n- [ ] 零食、水、创可贴\n- [ ] 透明伞\n- [ ] 移动硬盘和电脑充电器\n\n"
         "前一天晚上收好包，拍张照片，早上就不会慌了。")
    return [("user", u), ("assistant", a)]


def zh_calendar(cv, c):
    u = cv.pick(["今天有什么安排？", "下午有空吗？帮我看下日历"])
    out = json.dumps({"events": [{"title": "琪琪看店", "time": "10:00-18:00"}, {"title": "%s到店选片" % c["couple"], "time": "14:00-15:30"},
                                 {"title": "修图", "time": "16:00-19:00"}]}, ensure_ascii=False, indent=1)
    a = "琪琪今天全天看店，下午两点%s来选片，大概一个半小时，之后四点到七点是修图时间。选片结束后比较空，可以把下一套的精修推进一下。" % c["couple"]
    return [("user", u), ("tool", "calendar_search", ({"range": "today", "calendar": "work"}, out)), ("assistant", a)]


def zh_wechat(cv, c):
    u = cv.pick(["微信里有没有急事？帮我扫一眼", "微信消息太多了，帮我看看哪些要回"])
    out = ("3条未读\n\n[1] 婚礼纪客服：您的店铺推广即将到期，续费可享……\n\n[2] %s：小满姐，想问下外景那天要带几套衣服呀？不急～\n\n"
           "[3] 冲印厂小夏：新到了两款哑光相纸，需要样张吗？") % c["couple"]
    a = "没有急事。一条平台推广续费（看效果再决定，不用急着续），一条新人问外景带几套衣服（今天回一下比较好），还有冲印厂问要不要新相纸样张，可以要一份放店里。"
    return [("user", u), ("tool", "wechat_search", ({"unread": True}, out)), ("assistant", a)]


def zh_unedited(cv, c):
    u = "语音转文字我真的好累今天修了九个小时结果客户问能不能把三千张没修的也都给她我想躺平"
    a = ("辛苦了。这个要求很常见，可以温柔地拒绝——我们交付的是挑选和调色后的作品，不是剩下的废片。\n\n可以这样回：\n\n"
         "“特别理解想留住每个瞬间的心情！给你们的底片是我从全天里挑出来、都调过色的完整版，没放进去的是重复、闭眼和试光的照片，真的没有漏掉好看的～”\n\n"
         "然后今天就别修了，九个小时够多了，累着修第二天还得返工。")
    return [("user", u), ("assistant", a)]


def zh_vent(cv, c):
    u = cv.pick(["新娘妈妈今天给我发了六条语音，都是问合影的事，我要崩溃了",
                 "新娘妈妈发来一个合影名单，四十组，连表哥的女朋友都有"])
    a = ("辛苦了，这个阶段真的很磨人，换谁都会烦。\n\n可以试试一次性回一条，把所有问题都答完，顺便把节奏定下来：\n\n"
         "“阿姨您好，您发的信息我都收到了，非常有帮助！目前我这边需要的都齐了，婚礼前两周我会再跟您和新人确认一次最终的合影名单，"
         "在那之前您放心，都安排好了～”\n\n客气、明确，还给了一个时间点，对方就不会一直追着问。然后——先放下手机休息一下。")
    return [("user", u), ("assistant", a)]


def zh_paper(cv, c):
    u = "琪琪问哑光相纸和绒面相纸有什么区别，店里客人老问，帮她写个简单说明"
    a = ("**相纸说明（前台用）**\n\n| | 哑光棉纸 | 绒面/珍珠面 |\n|---|---|---|\n| 观感 | 柔和、不反光、像画 | 微微有光泽、颜色鲜艳 |\n"
         "| 适合 | 黑白、人像、艺术微喷 | 婚礼、风景、彩色照片 |\n| 装框 | 很好，不反光 | 可以，有一点反光 |\n| 指纹 | 要戴手套拿 | 不太怕 |\n\n"
         "一句话告诉客人：**哑光像一幅画，绒面更像照片。**")
    return [("user", u), ("assistant", a)]


def zh_weather(cv, c):
    u = "明天傍晚{venue}拍外景，天气怎么样？".format(**c)
    out = json.dumps({"forecast": [{"time": "16:00", "sky": "多云", "rain_pct": 20}, {"time": "17:00", "sky": "少云", "rain_pct": 10}],
                      "sunset": "17:21"}, ensure_ascii=False, indent=1)
    a = "还不错：四点多云，五点转少云，降雨概率降到一成左右，日落五点二十左右。建议四点半开拍，把最好的机位留到日落前二十分钟。"
    return [("user", u), ("tool", "weather_forecast", ({"place": "杭州", "when": "明天 16:00-18:00"}, out)), ("assistant", a)]


def zh_delay(cv, c):
    u1 = "得跟{couple}说精修要晚一周，帮我写一下".format(**c)
    a1 = ("草稿：\n\n你们好呀～想跟你们同步一下精修的进度。这次的片子好看的瞬间特别多，我想每一张都修得更仔细一点，所以精修会比原定时间晚一周左右。"
          "等待确实难熬，这周我先挑几张最喜欢的发给你们解解馋～谢谢你们的耐心！")
    u2 = cv.pick(["再短一点", "太长了，他们只看第一句"])
    a2 = "短版：\n\n你们好～精修会比原定晚一周左右，因为想修得更仔细，这周先发几张给你们看看，谢谢理解！"
    return [("user", u1), ("assistant", a1), ("user", u2), ("assistant", a2)]


def zh_release(cv, c):
    u = "帮我写一个样片拍摄的肖像使用授权，简单点"
    a = ("**肖像使用授权书（样片拍摄）**\n\n本人______同意拾光里婚纱摄影工作室将______日拍摄的本人照片用于：作品集、官网、社交媒体、参赛及印刷宣传品。\n\n"
         "- 本次使用不另外支付费用（拍摄约定的除外）；\n- 未经本人同意不公开本人姓名；\n- 不会将照片出售给第三方做商业广告；\n"
         "- 本人可随时要求从官网和社交媒体撤下指定照片。\n\n签名______ 日期______\n\n建议找律师看一眼，花不了多少钱，心里踏实。")
    return [("user", u), ("assistant", a)]


def zh_cull(cv, c):
    u = "选片太慢了，一场婚礼选四个小时，有什么办法"
    a = ("几个真的有用的方法：\n\n1. **用看图软件选片**，别在Lightroom里选，内嵌预览秒开；\n2. **一遍只做一个决定**：要或不要，先别打星；\n"
         "3. **按环节分段选**：准备、仪式、合影，每段之间休息一下；\n4. **连拍先缩小看整组**，只挑最好的一张，不是最好的三张；\n"
         "5. **定个目标张数**，比如全天六百到八百张，到了就别反复纠结。\n\n坚持几周，一般能压到一个半小时左右。")
    return [("user", u), ("assistant", a)]


def zh_album(cv, c):
    u = "相册排版一般按什么顺序？客户老想把照片挪来挪去"
    a = ("按故事线排最顺：\n\n1. 开篇：一张细节+一张场地全景\n2-3. 早上准备，两边都有\n4. 迎亲堵门\n5-7. 仪式：入场、誓言、亲吻\n"
         "8. 敬茶改口\n9-10. 宾客和抓拍\n11. 家人合影（一页就够）\n12-14. 新人外景\n15-16. 敬酒和晚宴\n17. 结尾：夜景或者送客\n\n"
         "先把这个结构给客户，他们就只会在每一段里面换照片，不会把第14页挪到第3页。")
    return [("user", u), ("assistant", a)]


def zh_review(cv, c):
    u = "想请{couple}写个好评，怎么开口不尴尬".format(**c)
    a = ("可以这样说：\n\n“看到你们这么喜欢这组照片真的好开心！方便的话，能不能在大众点评或者小红书上写几句？不用长，说说合作的感受就好，"
         "对其他新人找摄影师真的很有帮助～谢谢你们！”\n\n交片后两周内发，这时候新人最兴奋，最愿意写。")
    return [("user", u), ("assistant", a)]


def zh_spots(cv, c):
    u = "有新人想拍杭州外景，除了西湖还有哪些地方推荐？"
    a = ("几个出片率高、人相对少的地方：\n\n- **满觉陇**：秋天桂花季很美，小路有烟火气；\n- **九溪烟树**：溪水、石板路、树林，适合森系；\n"
         "- **小河直街**：老街、石桥、白墙，适合复古风；\n- **良渚文化村**：建筑干净，适合简约风；\n- **西溪湿地**：芦苇和水面，秋冬黄昏很出片。\n\n"
         "都建议工作日去，早上七八点或者日落前一小时光线最好。")
    return [("user", u), ("assistant", a)]


def zh_nas_ok(cv, c):
    u = cv.pick(["导卡之前先看下NAS正常不", "群晖昨晚滴滴响，是不是坏了"])
    out = "Model: DS920+\nVolume 1: healthy\nDrives: 4/4 normal\nLast snapshot: succeeded\nFans: normal"
    a = "都正常：存储空间健康，四块硬盘都正常，最近一次快照成功。昨晚响可能是偶尔断了下电，如果再响就去日志中心看看。"
    return [("user", u), ("tool", "nas_status", ({"host": "ds920.local", "sections": ["system"]}, out)), ("assistant", a)]


def zh_pose(cv, c):
    u = "新人很僵硬不会摆姿势怎么办，有什么引导的话术"
    a = ("别让他们“摆”，给他们“事情做”：\n\n1. **走路**：“牵着手往前走，走到那棵树再回头看我。”\n2. **说悄悄话**：“新郎跟新娘说一句只有她能听到的话。”\n"
         "3. **找点东西**：“帮她整理一下头纱”“帮他扣一下袖扣”。\n4. **靠近一点**：“额头碰一下，闭上眼睛，深呼吸。”\n"
         "5. **逗笑**：“新郎说一下第一次约会她穿了什么。”\n\n动作一自然，表情就跟着来了。连拍抓动作之间的那一秒。")
    return [("user", u), ("assistant", a)]


def zh_front_desk(cv, c):
    u = "琪琪接电话老是说不清套餐，帮她写个前台话术"
    a = ("**前台接待话术**\n\n1. 开场：“您好，拾光里婚纱摄影，我是琪琪～请问是想了解婚纱照还是婚礼跟拍呢？”\n"
         "2. 问清需求：婚期、想拍的地方、喜欢的风格、大概人数。\n3. 不在电话里报死价格：“每对新人的需求不一样，我先把套餐介绍发您微信，您看完有兴趣我们约个时间到店聊？”\n"
         "4. 留联系方式：“方便加一下您的微信吗？我把样片也一起发给您。”\n5. 结束：“好的，我们摄影师小满看到后也会跟您联系～”\n\n"
         "每天下班前把当天的咨询记到客户表里。")
    return [("user", u), ("assistant", a)]


def zh_tired(cv, c):
    u = cv.pick(["说真的明年想少接几场，太累了", "旺季累成这样正常吗"])
    a = ("很正常。旺季拍摄加修图加店里的事，时间全被占满了，而且大部分都是你一个人在扛。\n\n等休息好了可以想想：\n- 去年哪几场最合拍，它们有什么共同点？\n"
         "- 一年能接多少场还能保持热情？\n- 哪些事可以交给别人：修图、客服、看店？\n\n少接一点、价格提一点，完全是合理的经营思路。今天先关电脑，吃点东西，早点睡。")
    return [("user", u), ("assistant", a)]


ZH_CHATTER = [zh_enquiry, zh_shot_list, zh_timeline, zh_xhs, zh_rain, zh_packing, zh_calendar, zh_wechat, zh_vent,
              zh_paper, zh_weather, zh_delay, zh_release, zh_cull, zh_album, zh_review, zh_spots, zh_nas_ok, zh_pose,
              zh_front_desk, zh_tired]


# ======================================================================================
# more chatter, both languages, and quick back-and-forths
# ======================================================================================

EN_SHORT = [("ok", "👍"), ("thanks!", "Any time."), ("brb", "Sure - shout when you're back."), ("back", "Welcome back."),
            ("ta", "No problem."), ("perfect", "Great."), ("lol", "Ha."), ("one sec, customer in the shop", "Go - I'll be here."),
            ("sorry, bride on the phone", "No rush."), ("amazing thx", "Glad it helps."), ("hmm ok", "Have a think - no rush."),
            ("you're a star", "Ha, thank you. Back to it!"), ("kettle's on", "Good plan."),
            ("right, editing. wish me luck", "Good luck - you've got this."), ("lunch", "Enjoy!")]
ZH_SHORT = [("好", "好的。"), ("谢谢", "不客气～"), ("等下，有客人进店", "好，你先忙。"), ("回来了", "欢迎回来。"),
            ("ok", "👌"), ("哈哈哈哈", "哈哈。"), ("行", "好嘞。"), ("先去拍个证件照", "去吧，我在。"),
            ("稍等，电话", "好，不急。"), ("嗯嗯", "嗯。"), ("你真好用", "哈哈，谢谢夸奖～"), ("去吃饭了", "好，吃饱一点。"),
            ("开始修图了，祝我好运", "加油！")]


def en_price_rise(cv, c):
    u = "I'm putting prices up for next year, how do I tell people who've already enquired without sounding grabby"
    a = ("Keep it short, honest and give them a reason to act - no apology needed.\n\n---\n\nHi both,\n\nA quick heads-up: my collections for "
         "next year are changing from 1st March. Anyone who has already enquired can still book at this year's rates until the end of February.\n\n"
         "If you'd like to secure your date, just let me know and I'll send the contract over.\n\nRosie\n\n---\n\n"
         "Honouring the old price for a few weeks turns the rise into a nudge rather than a penalty.")
    return [("user", u), ("assistant", a)]


def en_content_plan(cv, c):
    u = "can you plan a week of instagram posts for me, I keep posting at random"
    a = ("A simple rhythm you can repeat every week:\n\n| Day | Post | Notes |\n|---|---|---|\n| Mon | Carousel from a recent wedding | 8-10 images, story in the caption |\n"
         "| Tue | Story: editing behind the scenes | 3-4 frames, a poll |\n| Wed | Tip for couples | e.g. 'how to plan your family photos' |\n"
         "| Thu | Shop post | a print or frame, with the price and how to order |\n| Fri | Single favourite image | short caption |\n"
         "| Sat/Sun | Rest, or stories from the day if you're shooting | |\n\nBatch the week on Sunday evening; posting gets much easier when you're not deciding what to say every day.")
    return [("user", u), ("assistant", a)]


def en_presets(cv, c):
    u = "my edits look different from wedding to wedding, how do people stay consistent"
    a = ("Consistency mostly comes from workflow, not presets:\n\n1. **One base profile** for each camera so the starting point matches.\n"
         "2. **Set white balance per scene**, then sync across that scene only.\n3. **Use a reference image** - keep one finished image from your favourite wedding open on the second screen.\n"
         "4. **Do colour before crop and retouch** so you're judging the whole set at once.\n5. **Review in grid view** at the end - outliers jump out immediately.\n\n"
         "Presets are a shortcut to a starting point; the reference image is what keeps you honest.")
    return [("user", u), ("assistant", a)]


def en_couple_guide(cv, c):
    u = "want a short 'what to expect' guide I can send couples after they book"
    a = ("# What happens next\n\n**Now** - you'll get your contract and invoice; your date is secured once both are sorted.\n\n"
         "**A few months before** - we'll meet or call to talk about the day, the timeline and any family considerations.\n\n"
         "**Six weeks before** - I'll send a short questionnaire (people, places, formals list).\n\n"
         "**The week of the wedding** - I'll check the forecast, confirm timings with your venue and say hello to your planner.\n\n"
         "**After** - a handful of sneak peeks within a few days, then your full gallery, ready to share and download.\n\n"
         "Any time in between: just message. There are no silly questions.")
    return [("user", u), ("assistant", a)]


def en_supplies(cv, c):
    u = "help me make a reorder list for the shop, I keep running out of things at the worst moment"
    a = ("Reorder list (check every other Friday):\n\n- [ ] Paper: lustre A4 and A3, cotton rag A3 and A2\n- [ ] Ink: the two colours that always run out first - check levels, order at 25%\n"
         "- [ ] Mount board: white and off-white, pre-cut A4 and A3 windows\n- [ ] Backing board and cello bags\n- [ ] Frames: the two best sellers in black and oak\n"
         "- [ ] Tape, hangers, corner protectors\n- [ ] Card machine rolls\n\nTip: put a coloured card two-thirds down each stack - when you reach it, reorder.")
    return [("user", u), ("assistant", a)]


def en_feedback(cv, c):
    u = "Jess asked for feedback on her shots from saturday, I don't want to crush her. some were great, some were soft"
    a = ("Feedback that lands well is specific and balanced. Something like:\n\n"
         "\"Thanks again for Saturday! The guest candids during the drinks were gorgeous - the one of the grandad laughing is going straight in the album. "
         "A few of the ceremony frames from the side were a touch soft, I think the shutter speed dropped when the light went - maybe set a minimum of 1/250 "
         "for moving people next time. Overall really lovely work, I'd love to have you back.\"\n\nOne improvement point is plenty; more than that and it turns into a list of faults.")
    return [("user", u), ("assistant", a)]


def en_canvas_care(cv, c):
    u = "write me a little care card to go in with canvas orders"
    a = ("**Caring for your canvas**\n\n- Hang it out of direct sunlight - the colours will thank you.\n- Avoid bathrooms, kitchens and above radiators; damp and heat warp the frame.\n"
         "- Dust with a soft, dry cloth. No water, no sprays.\n- If it gets a dent, a gentle press from behind usually sorts it.\n\n"
         "*Printed and stretched by hand in Frome. Thank you for supporting a small shop.*")
    return [("user", u), ("assistant", a)]


def en_voucher(cv, c):
    u = "gift voucher wording for the shop? people keep asking around christmas"
    a = ("**Front:** A gift from The Print Room\n\n**Inside:**\nThis voucher can be used towards prints, framing or photo restoration at The Print Room, Frome.\n\n"
         "To: ______  From: ______\nValue: ______\nValid for 12 months from ______\n\n*Bring this card in or quote the code when you order online.*\n\n"
         "Keep a simple log of voucher codes and values - it saves arguments later.")
    return [("user", u), ("assistant", a)]


def en_restoration(cv, c):
    u = "someone brought in a really damaged photo of their grandparents. how should I explain the restoration options"
    a = ("Three tiers keep it easy to understand:\n\n1. **Clean-up** - dust, small scratches, fading corrected. Most photos need just this.\n"
         "2. **Repair** - tears, missing corners, stains rebuilt. Takes longer; show them a before/after example.\n"
         "3. **Full restoration** - heavy damage, missing faces or backgrounds reconstructed, optional colourisation.\n\n"
         "Always scan first and hand the original back the same day - people worry about the original more than the result.")
    return [("user", u), ("assistant", a)]


def en_styled(cv, c):
    u = "planning a styled shoot in spring, can you help me structure it"
    a = ("## Styled shoot plan\n\n**Concept:** one sentence and 6-8 mood images - everyone works from the same picture.\n\n"
         "**Team:** venue, florist, dress, hair & make-up, stationery, models (a real couple looks best).\n\n"
         "**Logistics:** date + rain date, call times, who brings what, shot list, model release forms.\n\n"
         "**Deliverables:** who gets which images, by when, and credit wording for each supplier.\n\n"
         "**Publishing:** pick two or three blogs or magazines to submit to before anyone posts on social media - most want exclusivity.")
    return [("user", u), ("assistant", a)]


def en_about(cv, c):
    u = "my website 'about' page is awful, can you rewrite it, warm but not cheesy"
    a = ("Draft:\n\n---\n\nHi, I'm Rosie.\n\nI photograph weddings around Bath and beyond - the big laughs, the quiet hand-squeezes, the grandparents on the dance floor. "
         "I'd rather you forgot I was there than spent the day posing, so most of what I do is watching and waiting for the good bits.\n\n"
         "When I'm not at a wedding, I'm at The Print Room in Frome, printing, framing and occasionally rescuing very old family photos.\n\n"
         "If that sounds like your kind of thing, I'd love to hear about your plans.\n\n---")
    return [("user", u), ("assistant", a)]


def en_orders_filler(cv, c):
    u = cv.pick(["any lab orders stuck?", "print orders status pls"])
    out = json.dumps({"orders": [{"customer": c["couple"], "items": "album 10x10", "status": "printing"},
                                 {"customer": "walk-in", "items": "A3 x2", "status": "ready for collection"}]}, ensure_ascii=False, indent=1)
    a = "Nothing stuck: the album is printing and a walk-in's A3s are ready for collection - worth a text to them today."
    return [("user", u), ("tool", "print_orders", ({"open": True}, out)), ("assistant", a)]


def en_wedding_day_tips(cv, c):
    u = "couples always ask what they can do on the day to get better photos. give me a list I can send"
    a = ("Ten small things that make a big difference:\n\n1. Get ready somewhere with big windows and tidy corners.\n2. Ask your florist for a spare buttonhole and a small posy for detail shots.\n"
         "3. Hang the dress on a nice hanger, not the plastic one.\n4. Build 10 minutes of buffer into the morning.\n5. Ask your celebrant to step aside for the kiss.\n"
         "6. Keep the family list short and name a wrangler.\n7. Hold hands and walk slowly back down the aisle.\n8. Plan the confetti - it needs a crowd and a signal.\n"
         "9. Give me 10 minutes at golden hour.\n10. Eat, drink water, and look at each other as often as you can.")
    return [("user", u), ("assistant", a)]


EN_CHATTER += [en_unedited, en_price_rise, en_content_plan, en_presets, en_couple_guide, en_supplies, en_feedback,
               en_canvas_care, en_voucher, en_restoration, en_styled, en_about, en_orders_filler, en_wedding_day_tips]


def zh_price_notice(cv, c):
    u = "明年要涨价了，已经咨询过的客户怎么通知，不想显得很贪"
    a = ("简短、真诚，给他们一个行动的理由就好，不用道歉：\n\n---\n\n你好呀～跟你们说一声，明年的套餐从3月1日起会调整，已经咨询过的新人在2月底之前预订，"
         "都还按今年的价格。如果想先把档期定下来，告诉我一声，我把合同发给你们～\n\n---\n\n给老客户留几周的原价，涨价就变成了一个提醒，而不是一个惩罚。")
    return [("user", u), ("assistant", a)]


def zh_content_plan(cv, c):
    u = "帮我排一下小红书一周的发帖计划，我老是想起来才发"
    a = ("可以每周固定这个节奏：\n\n| 周几 | 内容 | 说明 |\n|---|---|---|\n| 周一 | 最近一场婚礼的合集 | 9张图，正文讲故事 |\n"
         "| 周二 | 修图幕后 | 前后对比 |\n| 周三 | 干货：给新人的建议 | 比如“合影名单怎么列” |\n| 周四 | 外景地推荐 | 带季节和时间 |\n"
         "| 周五 | 单张最爱 | 文案短一点 |\n| 周末 | 有拍摄就发现场花絮 | |\n\n周日晚上一次性准备好一周的内容，比每天临时想轻松很多。")
    return [("user", u), ("assistant", a)]


def zh_preset(cv, c):
    u = "我每场的调色都不太一样，别人是怎么保持统一的"
    a = ("统一主要靠流程，不太靠预设：\n\n1. **每台机身一个基础配置**，起点一致；\n2. **按场景定白平衡**，只在同一场景里同步；\n"
         "3. **留一张参考图**：把最满意的一张成片放在副屏上对照；\n4. **先调色再裁切和精修**，整组一起判断；\n5. **最后用网格视图过一遍**，不协调的一眼就能看出来。")
    return [("user", u), ("assistant", a)]


def zh_couple_guide(cv, c):
    u = "想写一个新人签约后的“接下来会发生什么”说明"
    a = ("# 接下来的安排\n\n**现在**：合同和定金确认后，档期就帮你们锁定啦。\n\n**婚礼前几个月**：约一次见面或电话，聊流程、风格和家里的情况。\n\n"
         "**婚礼前六周**：发一份小问卷（重要的人、想去的地方、合影名单）。\n\n**婚礼当周**：看天气、跟酒店和策划确认时间。\n\n"
         "**婚礼后**：几天内先发几张样片，然后是完整的底片和精修。\n\n中间有任何问题随时找我，没有什么问题是傻问题～")
    return [("user", u), ("assistant", a)]


def zh_supplies(cv, c):
    u = "帮我列个店里耗材的补货清单，老是用完了才发现"
    a = ("补货清单（每两周五检查一次）：\n\n- [ ] 相纸：绒面A4、A3，哑光棉纸A3、A2\n- [ ] 墨水：最先用完的那两个颜色，剩四分之一就下单\n"
         "- [ ] 卡纸：白色和米白，A4、A3开好窗的\n- [ ] 背板和自封袋\n- [ ] 相框：黑色和原木色两款畅销的\n- [ ] 胶带、挂钩、护角\n- [ ] 刷卡机打印纸\n\n"
         "小技巧：在每摞纸三分之二的位置夹一张彩色卡片，拿到它就下单。")
    return [("user", u), ("assistant", a)]


def zh_feedback(cv, c):
    u = "阿杰问我周六他拍得怎么样，有几张很好，有几张有点虚，怎么说不打击他"
    a = ("具体、有好有改进，对方最容易接受：\n\n“周六辛苦啦！酒会那段的抓拍特别好，爷爷大笑那张我直接放进相册了。仪式侧面有几张稍微有点虚，"
         "可能光线暗下来快门掉了，下次拍走动的人可以把最低快门设到1/250。整体真的很棒，下次还找你！”\n\n改进点说一个就够了，多了就变成挑毛病。")
    return [("user", u), ("assistant", a)]


def zh_canvas_care(cv, c):
    u = "帮我写个油画布的保养小卡片，随单附上"
    a = ("**油画布保养小贴士**\n\n- 避免阳光直射，颜色会更持久；\n- 别挂在卫生间、厨房或者暖气上方，潮湿和高温会让框变形；\n"
         "- 用干的软布轻轻掸灰，不要用水或者喷剂；\n- 不小心压出凹痕，从背面轻轻按一下一般就能恢复。\n\n*拾光里手工装裱，谢谢支持小店～*")
    return [("user", u), ("assistant", a)]


def zh_voucher(cv, c):
    u = "店里礼品卡的文案帮我写一下，过年前好多人问"
    a = ("**正面**：拾光里 · 礼品卡\n\n**背面**：\n本卡可用于拾光里的照片冲印、装裱、老照片修复及写真拍摄。\n\n送给：______  来自：______\n面值：______\n"
         "有效期：自______起十二个月\n\n*到店出示本卡或告知卡号即可使用。*\n\n记得做一个简单的登记表，记下卡号和面值，以后不容易扯皮。")
    return [("user", u), ("assistant", a)]


def zh_restoration(cv, c):
    u = "有个阿姨拿来一张破得很厉害的老照片，修复的几个档次怎么跟她解释"
    a = ("分三档讲最清楚：\n\n1. **基础清理**：去灰尘、小划痕、褪色校正，大部分老照片这样就够了；\n2. **修补**：撕裂、缺角、污渍重建，时间长一些，给她看一个前后对比的例子；\n"
         "3. **完整修复**：严重破损、脸部或背景缺失的重建，可以选上色。\n\n一定先扫描，原件当天还给她——客人最担心的往往是原件，而不是效果。")
    return [("user", u), ("assistant", a)]


def zh_styled(cv, c):
    u = "春天想拍一组样片，帮我理一下怎么策划"
    a = ("## 样片策划\n\n**主题**：一句话加六到八张参考图，大家看同一个画面。\n\n**团队**：场地、花艺、服装、妆造、道具、模特（真情侣最自然）。\n\n"
         "**执行**：拍摄日期和备用雨天、到场时间、谁带什么、拍摄清单、肖像授权书。\n\n**交付**：谁拿哪些照片、什么时候给、每家怎么署名。\n\n"
         "**发布**：先想好投哪些公众号或平台，很多要求首发，别急着发朋友圈。")
    return [("user", u), ("assistant", a)]


def zh_about(cv, c):
    u = "公众号的工作室介绍写得太官方了，帮我改得温暖一点"
    a = ("草稿：\n\n---\n\n你好，我是小满。\n\n我在杭州拍婚礼和婚纱照，喜欢拍那些大笑、悄悄握紧的手、在舞池里跳得比谁都欢的爷爷奶奶。"
         "比起让你们一直摆姿势，我更愿意在旁边等那些真实的瞬间。\n\n不拍婚礼的时候，我在拾光里的小店里冲印、装裱，偶尔帮人修复很老很老的家庭照片。\n\n"
         "如果你觉得这就是你想要的，很想听听你们的故事。\n\n---")
    return [("user", u), ("assistant", a)]


def zh_orders_filler(cv, c):
    u = cv.pick(["冲印那边有没有卡住的单子？", "看下冲印订单的进度"])
    out = json.dumps({"orders": [{"customer": c["couple"], "items": "相册一本", "status": "制作中"},
                                 {"customer": "散客", "items": "六寸照片二十张", "status": "可取件"}]}, ensure_ascii=False, indent=1)
    a = "没有卡住的：相册在制作中，散客的二十张六寸已经可以取了，今天发条消息让他来拿。"
    return [("user", u), ("tool", "print_orders", ({"open": True}, out)), ("assistant", a)]


def zh_day_tips(cv, c):
    u = "新人老问婚礼当天怎么配合能拍得更好，帮我列个清单发给他们"
    a = ("十个小细节，效果差很多：\n\n1. 化妆的房间选窗户大、角落整洁的；\n2. 让花艺多准备一个胸花和小手捧花拍细节；\n3. 婚纱用好看的衣架挂，别用塑料的；\n"
         "4. 早上留十分钟缓冲；\n5. 让主持人亲吻的时候往旁边让一让；\n6. 合影名单精简，找一个认识亲戚的人帮忙喊；\n7. 仪式结束牵着手慢慢走；\n"
         "8. 撒花瓣要提前安排人和信号；\n9. 留十分钟给黄昏；\n10. 记得吃饭喝水，多看对方几眼。")
    return [("user", u), ("assistant", a)]


ZH_CHATTER += [zh_unedited, zh_price_notice, zh_content_plan, zh_preset, zh_couple_guide, zh_supplies, zh_feedback,
               zh_canvas_care, zh_voucher, zh_restoration, zh_styled, zh_about, zh_orders_filler, zh_day_tips]


# ======================================================================================
# harness protocol
# ======================================================================================

def make_rows(conv):
    facts, seq, expect = conv.build()
    rows = []
    t = datetime(2027, 1, 11, 7, 48, 0)
    n = call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 22))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_cj%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cj%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cj%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cj%d" % n, "createdAt": ts,
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

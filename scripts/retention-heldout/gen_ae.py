#!/usr/bin/env python3
"""Held-out retention set "ae": a burst pipe flooded the ground floor.

Usage:
    PER_KIND=n SUMMARY_MAX=chars python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, recreated on every run)
    seed     conversation seeds (default 1 2 3 4 5); the LAST seed's conversation is in Chinese

Environment:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a homeowner after a burst pipe flooded the ground floor -- an insurance claim with an
adjuster, contractors' quotes, a dehumidifier rental, a temporary flat, receipts and photos.
Messages are stressed and short, sometimes several a minute, with pasted quotes and claim emails.
Chinese: 房子漏水后跟物业、保险公司理赔、装修队打交道.

Every conversation seeds PER_KIND facts of ten kinds (name, command, id, port, version, money, date,
decision, constraint, question).  Each fact has needles: exact substrings that occur in exactly one
row of the conversation.  The rows are appended with `okbot session append` 25 messages at a time,
with `okbot compress --now` after each batch; at the end a fact counts as kept only when every one
of its needles is found verbatim in `okbot context show`.
Deterministic per seed.
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
SET = "ae"
NOW = "2026-11-30T12:00:00Z"

# --------------------------------------------------------------------------- value pools (en)

EN_FIRST = ["Dana", "Marisol", "Trevor", "Priya", "Gideon", "Colette", "Ravi", "Henrietta",
            "Desmond", "Ingrid", "Luca", "Odette", "Bram", "Keisha", "Anselm", "Maribel",
            "Tobias", "Yusuf", "Fenella", "Quentin", "Rosalind", "Emeka", "Wilhelmina", "Callum"]
EN_LAST = ["Whitfield", "Okafor", "Brandt", "Castellanos", "Merriweather", "Lindqvist",
           "Nakashima", "Delacroix", "Pemberton", "Oyelaran", "Haverford", "Szymanski",
           "Tremblay", "Abernathy", "Kowalczyk", "Fairbanks", "Ashdown", "Galbraith"]
EN_ROLES = ["insurance adjuster", "claims rep at the insurer", "plumber who fixed the pipe",
            "project manager at the restoration company", "landlord of the temp flat",
            "drywall contractor", "flooring guy", "insurance agent", "neighbor from across the street",
            "electrician", "mold inspector", "contact at the mortgage servicer",
            "guy from the dehumidifier rental place", "pack-out coordinator",
            "independent appraiser", "cabinet maker"]
EN_COMMANDS = [
    "rsync -av ~/Pictures/flood/ /Volumes/Backup/claim-photos/",
    "exiftool -csv -DateTimeOriginal ~/Pictures/flood > photo_times.csv",
    "pdfunite receipts/*.pdf claim_receipts_all.pdf",
    "zip -r water_damage_photos.zip ~/Desktop/flood_pics",
    "mosquitto_sub -h 192.168.1.50 -t dehumidifier/#",
    "ssh pi@moisture-pi.local 'tail -n 50 readings.log'",
    "python3 humidity_log.py --room kitchen --hours 48",
    "ffmpeg -i walkthrough.mov -vf scale=1280:-2 walkthrough_small.mp4",
    "magick mogrify -resize 50% -path small/ *.jpg",
    "gpg -c policy_documents.tar",
    "tar czf claim_backup_nov.tgz ~/Documents/Claim",
    "shasum -a 256 claim_photos.zip",
    "sqlite3 expenses.db 'select sum(amount) from receipts'",
    "ocrmypdf scanned_estimate.pdf estimate_searchable.pdf",
    "find ~/Pictures -name 'IMG_*' -newer ~/burst_marker",
    "qpdf --split-pages policy.pdf policy_page.pdf",
]
EN_ID_LABELS = [("claim number", "CLM-{d7}"), ("invoice", "INV-{d5}"),
                ("booking reference for the flat", "BK{a2}{d4}{a1}"),
                ("work order", "WO-{d5}"), ("support ticket", "HD-{d6}"),
                ("rental agreement", "RA-{d4}-{a2}"), ("case", "CASE{d6}"),
                ("delivery tracking", "1Z{a3}{d8}"), ("estimate", "EST-{d4}{a1}")]
PORT_POOL = [8123, 5001, 8443, 1883, 9100, 8090, 554, 32400, 8880, 10443, 7443, 5055, 9443,
             8009, 3389, 6052, 8585, 4711, 9080, 51413, 8181, 6443]
EN_PORT_THINGS = ["the dehumidifier's local web panel", "Home Assistant with the humidity sensors",
                  "the NAS where the claim photos live", "the basement camera stream",
                  "the moisture logger on the raspberry pi", "the printer for the claim forms",
                  "the router's remote admin page", "the restoration company's sensor gateway",
                  "the smart water shutoff valve"]
EN_VERSION_THINGS = ["the dehumidifier firmware", "the insurer's claims app",
                     "the restoration estimate", "the contractor's quote PDF",
                     "the policy wording", "the moisture meter app", "the Home Assistant build",
                     "the water valve controller", "the claim form"]
EN_MONEY_THINGS = ["the plumber's invoice", "the dehumidifier rental per week", "our deductible",
                   "rent for the temp flat", "the drywall quote", "the flooring quote",
                   "the advance the insurer paid", "two nights at the hotel", "the pack-out bill",
                   "the mold test", "the new water heater", "the contents estimate"]
EN_DATE_THINGS = ["the adjuster's site visit", "the deadline for the proof of loss",
                  "the dehumidifier pickup", "move-in at the temp flat", "the drywall start",
                  "the flooring delivery", "the reinspection", "the flat lease end",
                  "the mold test results", "the plumber's follow-up"]
MONTHS = ["November", "December", "January"]
MON3 = ["Nov", "Dec", "Jan"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

EN_DECISIONS = [
    ("going with the second contractor", "they can start before Christmas"),
    ("keeping the flat through January", "the kitchen won't be dry till then"),
    ("renting the bigger dehumidifier", "the small one barely moved the readings"),
    ("not replacing the hardwood", "the adjuster only covers laminate"),
    ("paying the plumber myself", "waiting on the insurer is killing us"),
    ("hiring a public adjuster", "the first offer was insulting"),
    ("storing the furniture at my brother's", "storage units want a 3 month minimum"),
    ("skipping the extra air quality test", "the last two readings came back clean"),
    ("taking the cash settlement", "we want to pick our own crew"),
    ("cancelling the hotel", "the flat has a washer and a kitchen"),
    ("moving the water heater to the garage", "never want to wake up to this again"),
    ("going with vinyl plank", "it shrugs off water way better"),
    ("doing the demo ourselves", "it saves about two days"),
    ("buying a leak sensor kit", "peace of mind when we travel"),
]
EN_CONSTRAINTS = [
    "no demolition before the adjuster visits",
    "never pay more than 10% upfront",
    "only call me after 6pm on weekdays",
    "don't throw out damaged flooring yet",
    "always cc my husband on claim emails",
    "never give the contractor our door code",
    "only hire licensed and insured crews",
    "no claim texts during work hours",
    "only book rooms with free cancellation",
    "keep every receipt, even parking",
    "no painting until readings are under 15%",
    "never agree to a verbal quote",
    "keep the kids out of the basement",
    "don't sign a direction to pay form",
]
EN_QUESTIONS = [
    ("does my policy actually cover mold remediation", "cover mold remediation"),
    ("how long does loss of use coverage last", "loss of use coverage"),
    ("when do we get the depreciation holdback back", "depreciation holdback"),
    ("is the chest freezer claimable as contents", "chest freezer claimable"),
    ("would they reimburse the pet deposit at the flat", "reimburse the pet deposit"),
    ("will this claim push our premium up next year", "push our premium up"),
    ("can we deduct any of this on our taxes", "deduct any of this on our taxes"),
    ("do we need a permit to replace drywall", "permit to replace drywall"),
    ("how do I get the mortgage company to endorse the check", "endorse the check"),
    ("does the home warranty cover the water heater", "home warranty cover"),
    ("can the neighbor's insurance be on the hook for the fence", "neighbor's insurance be on the hook"),
    ("is the subfloor salvageable or not", "subfloor salvageable"),
    ("what happens if the contractor finds asbestos", "finds asbestos"),
    ("should we report this to the HOA at all", "report this to the HOA"),
]

# --------------------------------------------------------------------------- value pools (zh)

ZH_SUR = ["刘", "王", "陈", "赵", "孙", "周", "吴", "郑", "黄", "何", "高", "罗", "梁", "宋",
          "唐", "许", "韩", "冯"]
ZH_GIVEN = ["建国", "海燕", "志刚", "晓雯", "立新", "春梅", "文斌", "雅琴", "国栋", "丽娟",
            "宏伟", "静怡", "子豪", "秀英", "明辉", "佳琪", "德胜", "慧敏"]
ZH_ROLES = ["物业的维修主管", "保险公司的理赔员", "定损员", "装修队的工头", "楼上那户的业主",
            "临时租房的房东", "中介小哥", "水电师傅", "物业客服", "保险代理人",
            "除湿机租赁公司的客服", "我表哥（在装修公司上班）", "做律师的朋友", "防水公司的技术员"]
ZH_COMMANDS = [
    "rsync -av ~/图片/漏水/ /Volumes/备份/理赔照片/",
    "exiftool -csv -DateTimeOriginal ~/图片/漏水 > 拍摄时间.csv",
    "pdfunite 发票/*.pdf 理赔发票合集.pdf",
    "zip -r 漏水照片.zip ~/Desktop/泡水现场",
    "mosquitto_sub -h 192.168.31.20 -t chushiji/#",
    "ssh pi@shidu.local 'tail -n 50 readings.log'",
    "python3 shidu_log.py --room 客厅 --hours 48",
    "ffmpeg -i 现场视频.mov -vf scale=1280:-2 现场视频_压缩.mp4",
    "magick mogrify -resize 50% -path 小图/ *.jpg",
    "tar czf 理赔资料_11月.tgz ~/Documents/理赔",
    "shasum -a 256 漏水照片.zip",
    "sqlite3 账本.db 'select sum(jine) from xiaopiao'",
    "ocrmypdf 定损单扫描.pdf 定损单_可搜索.pdf",
    "qpdf --split-pages 保单.pdf 保单_分页.pdf",
]
ZH_ID_LABELS = [("报案号", "PA{d10}"), ("维修工单号", "WX-{d6}"), ("发票号", "{d8}"),
                ("租房合同编号", "ZF2026-{d4}"), ("物业投诉单号", "TS{d7}"),
                ("快递单号", "SF{d12}"), ("除湿机租赁订单号", "CS-{d5}{a1}"),
                ("定损单号", "DS{d6}"), ("报价单编号", "BJ-{d4}-{a2}")]
ZH_PORT_THINGS = ["除湿机的局域网控制页面", "装湿度传感器的 Home Assistant", "放理赔照片的 NAS",
                  "楼下那个摄像头的视频流", "树莓派上的湿度记录程序", "打印理赔单用的打印机",
                  "路由器的远程管理页", "装修公司那个监测网关", "智能关水阀"]
ZH_VERSION_THINGS = ["除湿机固件", "保险公司App", "定损报告", "装修队的报价单", "保险条款",
                     "湿度计的App", "Home Assistant", "关水阀的控制器", "理赔申请表"]
ZH_MONEY_THINGS = ["水电师傅的工钱", "除湿机一周的租金", "免赔额", "临时房子的月租",
                   "墙面的报价", "地板的报价", "保险公司先赔的预付款", "两晚酒店",
                   "搬家打包的费用", "甲醛检测", "新热水器", "家具家电的损失清单"]
ZH_DATE_THINGS = ["定损员上门", "交理赔材料的截止日", "除湿机归还", "搬进临时房子",
                  "墙面开工", "地板到货", "物业复查", "临时房合同到期", "检测报告出来",
                  "水电师傅回访"]
ZH_DECISIONS = [
    ("选第二家装修队", "他们下周就能进场"),
    ("先续租一个月", "地面还没干透"),
    ("换大一号的除湿机", "小的那台一天才抽两升水"),
    ("地板全部换成石塑的", "木地板泡过水容易起拱"),
    ("先自己垫付水电师傅的钱", "保险那边流程太慢"),
    ("请第三方公估", "保险公司给的定损太低"),
    ("家具先放我妈那边", "仓库最少要租三个月"),
    ("不做甲醛检测了", "这次只换了局部墙面"),
    ("走现金赔付", "想自己找装修队"),
    ("不住酒店了", "临时租的房子能做饭"),
    ("把热水器挪到阳台", "再也不想半夜被水淹"),
    ("墙面只重刷下半截", "上面根本没受潮"),
    ("自己先拆踢脚线", "能省两天工期"),
    ("装漏水报警器", "出差的时候能安心点"),
]
ZH_CONSTRAINTS = [
    "定损之前不要拆地板",
    "预付款不能超过一成",
    "工作日晚上六点后再打电话",
    "泡坏的东西先别扔",
    "装修合同必须我先看过",
    "不要把门锁密码给装修队",
    "只找有资质的施工队",
    "上班时间别发理赔的消息",
    "订房一定要能免费取消",
    "每张小票都要留着",
    "墙体干透之前不刷漆",
    "口头报价一律不算",
    "别让孩子进楼下那间",
    "没有书面同意不准动承重墙",
]
ZH_QUESTIONS = [
    ("楼上邻居的责任险能不能赔我们的家具", "楼上邻居的责任险"),
    ("临时租房的费用保险能报多久", "临时租房的费用保险能报多久"),
    ("折旧扣掉的那部分什么时候能退回来", "折旧扣掉的那部分"),
    ("冰箱算不算室内财产", "冰箱算不算室内财产"),
    ("理赔之后明年保费会不会涨", "明年保费会不会涨"),
    ("小区的维修基金能不能动用", "维修基金能不能动用"),
    ("换墙砖要不要去物业报备", "换墙砖要不要去物业报备"),
    ("除湿机开一整夜会不会跳闸", "会不会跳闸"),
    ("地板下面的龙骨还能不能用", "地板下面的龙骨"),
    ("开发商的保修期还管不管水管", "开发商的保修期"),
    ("赔款是打到我卡上还是直接给装修队", "赔款是打到我卡上"),
    ("泡过水的插座要不要全换", "泡过水的插座"),
    ("这种情况能不能起诉开发商", "能不能起诉开发商"),
    ("宠物押金保险报不报", "宠物押金保险报不报"),
]

# --------------------------------------------------------------------------- fact templates
# {v} is the fact value (needle); {x} its thing/role/label.  Decision: {c} choice, {r} reason.
# Question: {q} is the full question.  "u" = user voice, "a" = assistant voice.

T = {
    "en": {
        "name": {
            "u": ["ok so the {x} is {v}. writing it down before i forget",
                  "{v} ({x}) just called back, sounds reasonable at least",
                  "fyi {v} is our {x} now, the previous one went on leave",
                  "talked to {v} this morning, the {x}. said they'd text me a time",
                  "if someone called {v} rings, that's the {x}, pick it up pls",
                  "got a direct number for {v} finally, the {x}. no more call centre",
                  "pls remember {v} = {x}. i keep mixing up who is who",
                  "new person on the file: {v}. {x}. seems on top of things"],
            "a": ["Quick recap of the people involved so far, since it's getting crowded: the {x} is {v}, and I'd keep everything with them in writing.",
                  "From the email you forwarded earlier, the {x} signing off was {v} — worth saving them as a contact.",
                  "Noting this for the file: {v} is the {x}. If they call from an unknown number, that's probably them."],
        },
        "command": {
            "u": ["ran `{v}` to get everything off my phone, seems fine",
                  "what i typed was: {v}",
                  "note for later, the thing my nephew told me to run: {v}",
                  "ok {v} worked!! finally",
                  "remind me to run {v} again after the adjuster's visit",
                  "i did `{v}` and it sat there for a min but then finished",
                  "copying this here so i have it: {v}"],
            "a": ["The simplest way is a single command:\n\n    {v}\n\nIt doesn't touch the originals, so it's safe to run as often as you like.",
                  "If you want to redo that step later, this is the line to paste into the terminal: `{v}` — it only reads from the folder.",
                  "Try this when you're back at the laptop:\n\n```\n{v}\n```\n\nIf it complains about a missing tool, tell me the exact error."],
        },
        "id": {
            "u": ["{x} is {v}, they said to quote it on everything",
                  "got the {x} finally: {v}",
                  "for the record the {x} = {v}",
                  "they read out the {x} over the phone, {v} i think. yes {v2}",
                  "if anyone asks, {x} {v}",
                  "Pasting from the email:\n\n> Thank you for contacting us. Please reference {x} {v} in all future correspondence.\n> Kind regards,\n> Customer Care",
                  "the {x} on the paperwork says {v}, hopefully that's the right one"],
            "a": ["Found it in the thread you pasted: the {x} is {v}. I'd put it in the subject line of every email from now on.",
                  "For your folder: {x} {v}. Any reply that doesn't reference it tends to get lost in their queue.",
                  "The confirmation you forwarded has the {x} as {v}, so that's the one to give them on the phone."],
        },
        "port": {
            "u": ["{x} is on port {v} apparently",
                  "my nephew says {x} listens on {v}, no idea what that means but ok",
                  "port {v} for {x}, the manual says",
                  "got into {x} finally, it's :{v} not the default",
                  "changed {x} to port {v} bc the old one clashed with something",
                  "note: {x} -> port {v}"],
            "a": ["From the sticker photo you sent, {x} answers on port {v}, so the address is the device IP followed by :{v}.",
                  "The manual page you pasted says {x} uses port {v}; if the browser times out, check that the laptop is on the same wifi.",
                  "{x} should be reachable on port {v} once it has rebooted — give it a minute or two."],
        },
        "version": {
            "u": ["{x} is on {v} btw",
                  "they sent {x} again, it's {v} now",
                  "updated {x} to {v} last night, didnt help",
                  "just checked, {x} says version {v}",
                  "the one they emailed is {x} {v}, not the older one",
                  "apparently {x} {v} fixes the wifi dropping, we'll see"],
            "a": ["Looking at the attachment, {x} is {v}, so it's the revised one and not the draft from last week.",
                  "For reference, {x} you're running is {v}; if support asks, that's the number they want.",
                  "The footer of the PDF says {x} {v} — worth checking that the adjuster has the same one."],
        },
        "money": {
            "u": ["{x} came to {v}",
                  "{x}: {v}. ouch",
                  "so {x} is {v}, is that even normal",
                  "paid {v} for {x} today, receipt in the folder",
                  "they want {v} for {x}!!!",
                  "ok {x} = {v}, writing it in the spreadsheet",
                  "Pasted from their message:\n\n\"Hi, following up on {x}. The total comes to {v}, payable on completion. Let me know if you have questions.\""],
            "a": ["Adding it up from the invoice photo: {x} comes to {v} in total, tax included.",
                  "Per the quote you pasted, {x} is {v}. Put it on the expense sheet under the claim so it's easy to find later.",
                  "The statement lists {x} at {v}; that's the figure to use on the proof of loss."],
        },
        "date": {
            "u": ["{x} is {v}",
                  "they moved {x} to {v}. of course",
                  "{x} set for {v}, finally something",
                  "can you keep in mind {x} is {v}",
                  "email says {x} on {v}, fingers crossed",
                  "ok so {v} for {x}. i have to take the day off again",
                  "{x}?? {v}. that's ages away"],
            "a": ["Going by the email thread, {x} is {v}, so I'd plan the week around that.",
                  "I'll keep track of it: {x} falls on {v}.",
                  "From what they confirmed, {x} lands on {v} — a reminder the day before would help."],
        },
        "decision": {
            "u": ["ok decision made: {c}, because {r}",
                  "we're {c}. {r}, simple as that",
                  "talked it over with Sam last night and we're {c} since {r}",
                  "final answer, {c}. reason: {r}",
                  "I think we're {c} — honestly {r}",
                  "so yeah. {c}, mostly because {r}",
                  "changed my mind: {c}. {r}, so that settles it"],
        },
        "constraint": {
            "u": ["rule from now on: {c}",
                  "{c}, seriously. got burned on that once",
                  "pls hold me to this: {c}",
                  "my husband insists, {c}",
                  "one thing. {c}. ok?",
                  "just so it's written down somewhere: {c}",
                  "and {c}, no exceptions"],
        },
        "question": {
            "u": ["{q}?",
                  "random q: {q}?",
                  "something i keep wondering — {q}?",
                  "{q}? nobody has given me a straight answer",
                  "sorry another one. {q}?",
                  "also, {q}??",
                  "lying awake thinking: {q}?"],
        },
    },
    "zh": {
        "name": {
            "u": ["{x}是{v}，先记一下免得我忘了",
                  "刚才{v}回电话了，就是{x}，态度还行",
                  "跟你说一声，{x}换成{v}了，之前那个休假了",
                  "上午跟{v}聊了几句，{x}，说晚点发我时间",
                  "要是有个叫{v}的打电话来，那是{x}，记得接",
                  "{v}的电话我存了，{x}，说有事直接找他",
                  "帮我记住：{v} = {x}，人太多我都搞混了",
                  "现在负责我们这单的是{v}（{x}），看着挺靠谱"],
            "a": ["现在牵扯的人有点多，我帮你理一下：{x}是{v}，跟他们的沟通最好都留文字记录。",
                  "从你转过来的那封邮件看，落款的{x}是{v}，建议存成联系人。",
                  "记一下：{v}是{x}，如果陌生号码打来，大概率就是他。"],
        },
        "command": {
            "u": ["我跑了 `{v}` 把手机里的东西都导出来了，看着没问题",
                  "我敲的是这个：{v}",
                  "记一下，我外甥让我跑的命令：{v}",
                  "{v} 终于成功了！！",
                  "定损员来过以后提醒我再跑一次 {v}",
                  "执行了 `{v}`，卡了一分钟但最后跑完了",
                  "贴这儿存着：{v}"],
            "a": ["最简单的办法就是一条命令：\n\n    {v}\n\n它不会改动原文件，多跑几次也没关系。",
                  "以后要重做这一步，就把这行粘到终端里：`{v}`，它只读那个文件夹。",
                  "你回到电脑前可以试试：\n\n```\n{v}\n```\n\n如果提示缺什么工具，把报错原样发给我。"],
        },
        "id": {
            "u": ["{x}是{v}，他们说以后所有东西都要写这个号",
                  "终于拿到{x}了：{v}",
                  "记一下{x}：{v}",
                  "电话里念的{x}，{v}，应该没听错",
                  "谁要是问，{x} {v}",
                  "邮件原文贴过来：\n\n> 您好，您的{x}为{v}，后续沟通请注明此号码。\n> 客服中心",
                  "单子上写的{x}是{v}，希望是对的"],
            "a": ["在你贴的聊天记录里找到了：{x}是{v}，以后每封邮件标题里都带上它。",
                  "放进资料夹：{x} {v}。不带这个号的回复很容易被他们漏掉。",
                  "你转的确认短信里{x}写的是{v}，打电话时报这个就行。"],
        },
        "port": {
            "u": ["{x}用的是{v}端口",
                  "我外甥说{x}在{v}上面，我也不懂，先记着",
                  "说明书写的{x}端口是{v}",
                  "总算进了{x}，是:{v}不是默认那个",
                  "{x}我改成{v}端口了，原来那个跟别的冲突",
                  "备忘：{x} -> 端口{v}"],
            "a": ["从你拍的标签看，{x}用的是{v}端口，地址就是设备IP后面加:{v}。",
                  "你贴的说明书那页写着{x}走{v}端口；浏览器打不开的话先确认电脑连的是同一个WiFi。",
                  "{x}重启完应该就能从{v}端口访问了，等一两分钟。"],
        },
        "version": {
            "u": ["{x}现在是{v}",
                  "{x}又发了一遍，现在是{v}",
                  "昨晚把{x}升到{v}了，没啥用",
                  "刚看了下，{x}显示版本{v}",
                  "邮件里那份{x}是{v}的，不是旧的那份",
                  "听说{x} {v}修了断网的问题，试试看"],
            "a": ["看了附件，{x}是{v}，是改过的那版，不是上周的草稿。",
                  "备注：你现在用的{x}是{v}，客服问起来就报这个。",
                  "PDF页脚写的是{x} {v}，最好确认一下定损员手上也是这一版。"],
        },
        "money": {
            "u": ["{x}一共{v}",
                  "{x}：{v}，肉疼",
                  "{x}要{v}，这正常吗",
                  "今天付了{x}{v}，小票放文件夹了",
                  "{x}居然要{v}！！！",
                  "好，{x} = {v}，我记到表格里",
                  "他发过来的原话：\n\n“您好，关于{x}，合计{v}，完工后结清，有问题随时联系。”"],
            "a": ["按发票照片算下来，{x}合计{v}，含税。",
                  "按你贴的报价，{x}是{v}，记到理赔那张表里方便以后找。",
                  "对账单上{x}是{v}，填理赔申请表就用这个数。"],
        },
        "date": {
            "u": ["{x}定在{v}",
                  "{x}又改到{v}了，服了",
                  "{x}：{v}，总算有个准信",
                  "帮我记着{x}是{v}",
                  "邮件说{x}是{v}，希望别再变",
                  "{v}{x}，我又得请一天假",
                  "{x}？？{v}，还要等那么久"],
            "a": ["按邮件里说的，{x}是{v}，这周的安排可以围着它来。",
                  "我帮你记着：{x}在{v}。",
                  "他们确认的是{v}{x}，前一天最好提醒一下。"],
        },
        "decision": {
            "u": ["定了：{c}，因为{r}",
                  "我们{c}，{r}，就这样",
                  "昨晚跟老公商量了，{c}，{r}",
                  "最后决定{c}，理由是{r}",
                  "我觉得还是{c}吧，说实话{r}",
                  "嗯，{c}，主要是{r}",
                  "改主意了，{c}。毕竟{r}，没必要折腾"],
        },
        "constraint": {
            "u": ["以后的规矩：{c}",
                  "{c}，认真的，之前吃过亏",
                  "帮我盯着这条：{c}",
                  "我老公坚持：{c}",
                  "就一条，{c}，行吗",
                  "写下来免得忘：{c}",
                  "还有，{c}，没有例外"],
        },
        "question": {
            "u": ["{q}？",
                  "突然想到：{q}？",
                  "一直想不明白，{q}？",
                  "{q}？问了一圈没人说得清",
                  "不好意思又一个问题，{q}？",
                  "另外{q}？？",
                  "半夜睡不着在想，{q}？"],
        },
    },
}

# --------------------------------------------------------------------------- filler (en)

EN_OPENERS = [
    "pipe burst under the kitchen sink last night. water everywhere. the whole ground floor. i don't even know where to start",
    "ok. so. our house flooded. a pipe in the utility room let go around 3am and we woke up to an inch of water downstairs",
    "hi. sorry, this is going to be a mess of messages. burst pipe, ground floor is soaked, insurance, all of it",
]
EN_USER_FILLER = [
    "ugh the smell in the hallway is unreal",
    "cant sleep. keep hearing dripping even tho the water's off",
    "kids keep asking when we go home. no idea what to tell them",
    "ok coffee first",
    "the baseboards are swelling like crazy",
    "just got off the phone. 40 min on hold for a 2 min answer",
    "thanks. really. this helps",
    "sorry for the wall of texts",
    "dehumidifier is SO loud. like a jet engine in the living room",
    "found the dog's bowl floating in the laundry room this morning lol. lol. im fine",
    "everything smells like wet cardboard",
    "the carpet guys took the pad out. it weighed a ton",
    "i swear every person i talk to tells me something different",
    "my mom keeps calling to ask if we 'checked the insurance'. yes mom",
    "ok i think the fans are helping, the wall feels less cold",
    "wait i lost the thread. what was i doing",
    "taking photos of literally everything now",
    "went back to the house to grab the mail. it's so sad in there",
    "work is being nice about it at least",
    "need to eat something, brb",
    "the flat is ok. small, but ok",
    "is it weird that im more upset about the photo albums than the floor",
    "the sofa is toast btw",
    "back. where were we",
    "my hands are raw from hauling stuff",
    "good news for once: the upstairs is totally dry",
    "they left a huge roll of plastic sheeting in the hall",
    "sam says hi and thanks you for keeping me sane",
    "ok that makes sense",
    "can you make me a short list for tomorrow",
    "i keep refreshing my email like it will make them answer faster",
    "the water line on the drywall is like 30cm up",
    "so tired",
    "the restoration guys are here. 4 of them. the noise omg",
    "we had pizza on the floor of the flat. kids thought it was camping",
    "found a box of old tax papers that survived. small wins",
    "they cut a strip out of the wall about knee high, looks like a crime scene",
    "my car smells like damp towels now too",
    "the landlord of the flat seems nice, brought us a kettle",
    "ok calmer now. sorry about earlier",
    "sam is on the phone with the bank, i'm doing emails",
    "the floor is making a crunchy noise when you walk on it",
    "i forgot to eat lunch again",
    "is there anything i should be doing tonight or can i just sleep",
    "i've started a notebook. like an actual paper one",
]
EN_PARAS = [
    "The most useful thing right now is a single running log: date, who you talked to, what they said, and what they promised to do next. Adjusters change, call centres lose notes, and a plain timeline you can paste into an email settles most disagreements quickly.",
    "For the photos, wide shots first, then close-ups. A wide shot of each room shows the extent, the close-ups show the damage itself — the water line on the drywall, swollen baseboards, the underside of anything that was sitting on the floor. Put something for scale in the close-ups if you can.",
    "Drying takes longer than it looks. Surfaces feel dry within a couple of days, but the material inside walls and under flooring holds water much longer. That's why the readings matter more than how the room feels.",
    "Keep damaged items until someone from the insurer has seen them or explicitly said you can get rid of them. If something has to go for health reasons, photograph it, note the brand and rough age, and keep a small cut sample where that makes sense.",
    "On the quotes: line items are your friend. A single number for 'repair ground floor' is hard to compare and hard for the adjuster to approve. Ask each contractor to break it down into demolition, drying, drywall, paint, flooring and any trim or cabinetry.",
    "It's completely normal to feel flattened by all this. You're doing a second job on top of your actual life, with a lot of waiting in between. Short lists and one task at a time help more than trying to hold it all in your head.",
    "When you email the insurer, put one request per email and say exactly what you need back and by when. It sounds blunt, but it makes it much easier for them to action and much easier for you to chase.",
    "Receipts: snap a photo the moment you get one, then drop the paper into a single envelope. Small things add up — extension cords, bin bags, fuel, takeaway meals on the days you couldn't cook — and many of them may fall under additional living expenses.",
    "If the contractor and the adjuster disagree on scope, ask both to describe the disagreement in writing. Often it comes down to one line item, and having it in front of everyone is faster than three rounds of phone calls.",
    "For the temporary flat, keep the lease, the deposit receipt and a note of the distance from home. If you end up claiming mileage or extra commuting, that note will save you digging later.",
    "The fans and the dehumidifier work as a pair: the fans move air across wet surfaces, the dehumidifier pulls the moisture out of that air. Keep doors and windows shut in the drying area unless the technician says otherwise.",
    "One practical thing: set up a folder structure now, even a rough one — Photos, Receipts, Quotes, Emails, Insurance. Future you will be grateful when someone asks for 'everything from the first week'.",
    "Before anyone starts demolition, it's worth checking whether they're taking moisture readings and writing them down. Those readings are what proves the area was dry before it was closed up again.",
    "You don't have to decide everything today. Some of these choices can wait until the estimate is agreed, and waiting a few days often means deciding with much better information.",
    "If the phone calls are wearing you down, it's fine to ask for everything by email instead. Say you're juggling work and kids and need a written record; most people will accommodate that.",
    "Contents and structure are usually handled separately: the building itself on one side, your belongings on the other. Keeping two separate lists from the start avoids a lot of back-and-forth.",
    "If the adjuster's visit is coming up, walk the house once beforehand with your phone and narrate what you see: which rooms, how high the water got, what was on the floor. It's a good memory aid, and you'll be less likely to forget the laundry room when you're standing there with a stranger.",
    "A short note on the flat: most policies treat the extra cost of living elsewhere differently from the repairs themselves, so keep those costs on their own page. Rent, the extra mileage, the laundromat — all separately.",
    "When a contractor says 'we'll sort that out later', ask them to put it in the quote as a provisional line, even with a rough figure. Things that aren't written down tend to turn into arguments in week three.",
    "I know the waiting is the worst part. You've already done the hard things: the water is off, the photos exist, the claim is open. Everything from here is paperwork and patience, and you can do paperwork in small pieces.",
    "If a technician gives you a reading, ask them to write it on the log sheet with the date and the spot they measured. Those numbers are the evidence that the drying actually worked.",
    "For anything electrical that sat in water — sockets, the boiler controls, appliances — don't switch them back on until an electrician has looked at them. It's tempting when you want normal back, but it isn't worth the risk.",
    "You might want a quick call with the contractor before they start to agree the order of work: what comes out, what gets dried, what gets tested, and only then what goes back in. It saves a lot of 'we thought you wanted…' later.",
    "Sleep matters more than it feels like it does right now. The emails will still be there in the morning, and you'll write better ones after a night off.",
]
EN_ACKS = ["Got it.", "Noted.", "Okay, saved.", "Thanks, that's useful.", "Understood.",
           "Right, I've got that.", "Okay.", "Makes sense.", "Good to have that written down."]
EN_KIND_ACK = {
    "name": ["Good, a named person is much easier to chase than the general claims line.",
             "Saved. I'd send them a short email today so you have their address in your inbox.",
             "Okay, that's one more contact for the list. Do you want me to keep a who's-who note?"],
    "command": ["That one is safe to run again; it only copies or reads, nothing gets deleted.",
                "Nice, that's the fiddly part done. Keep the output file next to the photos.",
                "Good. If it ever errors out, paste me the last few lines and we'll sort it."],
    "id": ["Good, that reference goes in the subject line of everything from now on.",
           "Saved. Reference numbers are the one thing every call centre asks for first.",
           "Okay. I'd write it on the front of the receipts envelope as well."],
    "port": ["Okay, that explains why the default address didn't load.",
             "Got it. If the page still doesn't open, it's usually the device being on the guest wifi.",
             "Noted for next time you need to get into it."],
    "version": ["Okay, worth checking everyone is looking at the same revision before anyone signs.",
                "Noted. If they send yet another one, compare the totals line by line.",
                "Got it, that's the one to reference when you reply."],
    "money": ["That's a real number to put in the spreadsheet. Keep the written version of it.",
              "Oof. Not outrageous for this kind of work, but get it itemised before you agree to anything.",
              "Logged. Make sure there's a receipt or written quote behind it for the claim."],
    "date": ["Okay, I'll keep that in mind when we plan the week.",
             "Worth a reminder the day before; these visits slip easily.",
             "Got it. Does that clash with work?"],
    "decision": ["That sounds reasonable, and you've got a clear reason written down if anyone asks.",
                 "Okay. Honestly that's a sensible call given everything this week.",
                 "Fair enough. I'll work from that from now on."],
    "constraint": ["Understood, I'll hold you to it.",
                   "Okay, that's a good rule. I'll flag it if anything comes up against it.",
                   "Noted as a standing rule."],
}
ZH_KIND_ACK = {
    "name": ["好，有个具体对接人比打总机强多了。", "存了。建议今天给他发条短信，把联系方式留在手机里。",
             "好的，联系人又多一个。要不要我整理一份人员名单？"],
    "command": ["这条可以放心重复跑，只是复制和读取，不会删东西。", "不错，最麻烦的一步搞定了，输出的文件跟照片放一起。",
                "好。要是报错，把最后几行发给我。"],
    "id": ["好，以后所有消息都带上这个号。", "存了。客服第一句话肯定问这个。", "好，信封正面也写一下。"],
    "port": ["难怪默认地址打不开。", "好。如果还打不开，多半是设备连在访客网络上。", "记下了，下次要进去就用这个。"],
    "version": ["好，签字前确认大家看的是同一版。", "记下了。要是再发新的，逐项对一下总价。", "好，回复的时候就引用这一版。"],
    "money": ["这个数记到表里，书面的报价留好。", "嗯，这类活儿不算离谱，但同意之前让他们拆开分项。",
              "记下了。理赔要用，一定要有小票或者书面报价。"],
    "date": ["好，安排这周的时候我会考虑进去。", "前一天提醒一下比较好，这种上门经常改。", "好的，跟你上班冲突吗？"],
    "decision": ["挺合理的，理由也写清楚了，以后有人问也好说。", "好，说实话这周这种情况下这个决定挺明智。", "行，以后就按这个来。"],
    "constraint": ["明白，我帮你盯着。", "好规矩，有冲突的时候我会提醒你。", "记下了，作为长期规则。"],
}
EN_DEFLECT = [
    "That's a fair thing to wonder about, and I'd rather not guess at it before we have the full policy wording in front of us. Let's park it for now and get today's calls out of the way first.",
    "I'll hold that one for a moment — it depends on details I don't have yet. Meanwhile, did the plumber ever send the written report?",
    "Let me come back to that once the paperwork is clearer; right now I'd focus on getting the drying documented properly.",
    "Good thing to put on the list. It's one to raise with the right person later rather than something I can settle from here. For now, how are the readings looking?",
]
EN_ASSIST_PROMPTS = [
    "can you recap where we are, i've lost track",
    "what did that email say again",
    "remind me what's what with the flat",
    "ok give me the short version of everything so far",
    "did we get anything useful from the stuff i forwarded",
]

# --------------------------------------------------------------------------- filler (zh)

ZH_OPENERS = [
    "昨晚厨房水管爆了，整个一楼全是水，我现在脑子一团乱，不知道从哪开始",
    "跟你说，家里被淹了。半夜三点多卫生间那根管子裂了，早上起来楼下全是水",
    "在吗，可能要连着发很多消息，房子漏水，物业保险装修一堆事",
]
ZH_USER_FILLER = [
    "楼道里那个味道真的受不了",
    "睡不着，总觉得还在滴水",
    "孩子一直问什么时候回家，我也不知道怎么说",
    "先去冲杯咖啡",
    "踢脚线全都泡胀了",
    "刚挂电话，排队四十分钟，说了两分钟",
    "谢谢，真的，有你帮着理一下好多了",
    "不好意思一下子发这么多",
    "除湿机吵死了，跟飞机一样",
    "早上看到狗盆漂在洗衣房里哈哈哈，我没事",
    "家里一股湿纸箱的味道",
    "地毯那层垫子拆出来了，死沉",
    "每个人说的都不一样，我要疯了",
    "我妈又打电话问保险报了没，报了报了",
    "风扇好像有点用，墙摸着没那么凉了",
    "等下我刚才说到哪了",
    "现在什么都先拍照",
    "回家拿了趟快递，屋里看着好惨",
    "领导还算体谅，让我这周可以请假",
    "饿了，先去吃点东西",
    "临时租的房子还行，小是小了点",
    "比起地板，我更心疼那几本相册",
    "沙发算是废了",
    "回来了，继续",
    "搬东西搬得手都破了",
    "好消息：楼上完全没事",
    "装修队在门口堆了一大卷塑料布",
    "老公说谢谢你帮我稳住情绪",
    "嗯，有道理",
    "帮我列个明天要做的事吧",
    "一直刷邮箱，好像刷了他们就会回一样",
    "墙上的水印大概有三十厘米高",
    "好累",
    "清理公司的人来了，四个人，吵得要命",
    "晚上在出租屋地上吃的披萨，孩子以为是露营",
    "翻出一箱旧发票居然没泡坏，小小的胜利",
    "墙被割掉了一条，膝盖那么高，跟案发现场似的",
    "车里现在也一股湿毛巾味",
    "临时房子的房东人挺好，还送了个烧水壶",
    "好点了，刚才不好意思",
    "老公在跟银行打电话，我在回消息",
    "地板踩上去咯吱咯吱响",
    "又忘了吃午饭",
    "今晚还有什么要做的吗，还是我可以直接睡了",
    "我开始用纸质本子记了，真的手写那种",
]
ZH_PARAS = [
    "现在最有用的是一份流水账：日期、跟谁联系、对方说了什么、答应下一步做什么。理赔员会换人，客服会丢记录，一份清楚的时间线贴进邮件里，大部分扯皮都能省掉。",
    "拍照的时候先拍全景，再拍细节。全景能看出受损范围，细节拍墙上的水印、泡胀的踢脚线、家具底部。能放个东西做比例参照更好。",
    "干燥比看起来慢得多。表面两三天就摸着干了，但墙体里面和地板下面会含水很久，所以要看检测数值，不能只凭手感。",
    "泡坏的东西先别扔，等保险公司的人看过或者明确说可以处理再扔。实在要扔的，先拍照，记下品牌和大概用了几年，能留一小块样品的就留着。",
    "报价这块，分项越细越好。只写一个“一楼维修”总价，既没法比较，理赔那边也不好批。让每家都拆开写：拆除、干燥、墙面、刷漆、地板、踢脚线和柜子。",
    "被这些事压得喘不过气很正常，相当于在正常生活之外又打了一份工，中间还全是等待。列短清单、一次只做一件事，比全都装在脑子里强。",
    "给保险公司发消息，一条消息只提一个要求，写清楚要什么、什么时候要。听着有点生硬，但对方好处理，你追起来也方便。",
    "小票拿到就拍照，纸质的统一塞进一个信封。零零碎碎的加起来不少：插线板、垃圾袋、油费、没法做饭那几天的外卖，这些有不少可能算额外生活费用。",
    "装修队和定损员对施工范围意见不一样的时候，让双方都用文字写出来。很多时候就卡在某一项上，摆在桌面上比来回打三轮电话快。",
    "临时房子的租房合同、押金收据都留好，再记一下离家多远。以后要报交通费的话，这些能省你不少事。",
    "风扇和除湿机是配合着用的：风扇把湿气从表面吹起来，除湿机把空气里的水抽走。除非师傅另有交代，干燥的房间门窗尽量关着。",
    "建议现在就把文件夹建起来，哪怕粗一点：照片、小票、报价、邮件、保险。以后有人让你发“第一周的全部资料”时你会感谢自己。",
    "动工拆之前，问一下他们有没有测含水率并记录下来。这些数据是证明封墙前已经干透的依据。",
    "不用今天就把所有事定下来。有些决定可以等定损结果出来再说，晚几天做决定，手上的信息会多很多。",
    "电话打得太累的话，可以直接要求对方用短信或邮件沟通，说你要上班还要带孩子，需要留文字记录，一般都会同意。",
    "房屋本身和室内财产通常是分开算的，一边是建筑结构，一边是你的家具家电。一开始就分两张清单，能少很多来回。",
    "定损员上门之前，自己拿手机把家里走一遍，边拍边说：哪几个房间、水到多高、地上原来放了什么。这样人来的时候不容易漏掉洗衣房这种角落。",
    "临时住房那块，很多保单是跟维修费用分开算的，所以这些开销单独记一页：房租、多出来的路费、洗衣店，分开写清楚。",
    "装修队要是说“这个到时候再说”，让他在报价里先列一个暂定项，哪怕只写个大概的数。没写下来的东西，到第三周往往就变成扯皮。",
    "我知道等待最磨人。最难的几步你已经做完了：水关了，照片拍了，案也报了。接下来就是填表和等，填表可以一点一点来。",
    "师傅测了数值，让他写在记录表上，带日期和测的位置。这些数字就是干燥确实做到位的证据。",
    "泡过水的电器，插座、热水器控制面板、家电，在电工看过之前都别通电。想赶紧恢复正常很正常，但这个风险不值得冒。",
    "开工前可以跟装修队通个电话，把顺序定下来：先拆什么，怎么干燥，测什么，最后才封回去。能省掉很多“我以为你要的是……”。",
    "现在睡觉比你感觉的重要。邮件明早还在，睡一觉写出来的会更好。",
]
ZH_ACKS = ["好的，记下了。", "收到。", "明白。", "好，存好了。", "谢谢，这个有用。", "嗯，知道了。",
           "好的。", "有道理。", "记下来就放心了。"]
ZH_DEFLECT = [
    "这个问题问得好，不过在没看到完整条款之前我不想瞎猜，先放一放，把今天的电话打完再说。",
    "这个先搁一下，得看一些我现在还不知道的细节。对了，水电师傅的书面说明发过来没有？",
    "等资料齐一点我们再回头看这个，眼下先把干燥过程记录好。",
    "先加到待问清单里，这个得问对的人，我这边没法直接下结论。湿度数值今天怎么样？",
]
ZH_ASSIST_PROMPTS = [
    "帮我捋一下现在到哪一步了，我乱了",
    "那封邮件说的是啥来着",
    "临时房子那边的事再跟我说一遍",
    "给我个简短版，目前所有的情况",
    "我转给你的那些东西里有有用的吗",
]


# --------------------------------------------------------------------------- helpers

def fill_code(rng, pattern):
    out, i = "", 0
    letters = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    while i < len(pattern):
        if pattern[i] == "{":
            j = pattern.index("}", i)
            tok = pattern[i + 1:j]
            n = int(tok[1:])
            if tok[0] == "d":
                out += str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))
            else:
                out += "".join(rng.choice(letters) for _ in range(n))
            i = j + 1
        else:
            out += pattern[i]
            i += 1
    return out


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def en_date(rng):
    m = rng.randrange(3)
    d = rng.randint(1, 28)
    if m == 0:
        d = rng.randint(21, 30)
    f = rng.randrange(5)
    if f == 0:
        return f"{MONTHS[m]} {ordinal(d)}"
    if f == 1:
        return f"{MON3[m]} {ordinal(d)}"
    if f == 2:
        return f"{rng.choice(WEEKDAYS)} the {ordinal(d)}"
    if f == 3:
        return f"{ordinal(d)} of {MONTHS[m]}"
    return f"{(11, 12, 1)[m]}/{d:02d}/{2026 if m < 2 else 2027}"


def zh_date(rng):
    m = rng.choice([11, 12, 12, 1])
    d = rng.randint(21, 30) if m == 11 else rng.randint(1, 28)
    f = rng.randrange(3)
    if f == 0:
        return f"{m}月{d}日"
    if f == 1:
        return f"{m}月{d}号"
    return f"{'2027年' if m == 1 else ''}{m}月{d}日（周{rng.choice('一二三四五六')}）"


def en_money(rng):
    f = rng.randrange(4)
    if f == 0:
        return f"${rng.randint(120, 990)}"
    if f == 1:
        return f"${rng.randint(1, 24)},{rng.randint(0, 19) * 50:03d}"
    if f == 2:
        return f"${rng.randint(100, 2400)}.{rng.randint(10, 99)}"
    return f"USD {rng.randint(2, 40) * 100 + rng.choice([0, 50, 75])}"


def zh_money(rng):
    f = rng.randrange(4)
    if f == 0:
        return f"{rng.randint(3, 250) * 20}元"
    if f == 1:
        return f"¥{rng.randint(1, 38)},{rng.randint(0, 19) * 50:03d}"
    if f == 2:
        return f"{rng.randint(4, 99) * 50}块"
    return f"{rng.randint(11, 49) / 10}万"


def version(rng):
    f = rng.randrange(4)
    a, b, c = rng.randint(1, 9), rng.randint(0, 19), rng.randint(0, 40)
    if f == 0:
        return f"v{a}.{b}.{c}"
    if f == 1:
        return f"{a}.{b}.{c}"
    if f == 2:
        return f"v{a}.{b}"
    return f"{2024 + rng.randint(0, 2)}.{rng.randint(1, 12)}.{rng.randint(0, 5)}"


# --------------------------------------------------------------------------- facts

def make_facts(rng, lang, per_kind):
    facts = []
    en = lang == "en"
    pools = {
        "command": list(EN_COMMANDS if en else ZH_COMMANDS),
        "decision": list(EN_DECISIONS if en else ZH_DECISIONS),
        "constraint": list(EN_CONSTRAINTS if en else ZH_CONSTRAINTS),
        "question": list(EN_QUESTIONS if en else ZH_QUESTIONS),
    }
    for k, p in pools.items():
        if per_kind > len(p):
            sys.exit(f"PER_KIND={per_kind} is more than the {len(p)} {k} facts this set has")
        rng.shuffle(p)
    if per_kind > 14:
        sys.exit("PER_KIND above 14 is not supported by this set")
    # names
    if en:
        firsts = rng.sample(EN_FIRST, per_kind)
        lasts = rng.sample(EN_LAST, per_kind)
        roles = rng.sample(EN_ROLES, per_kind)
        for i in range(per_kind):
            v = firsts[i] if rng.random() < 0.25 else f"{firsts[i]} {lasts[i]}"
            facts.append(dict(kind="name", v=v, x=roles[i], needles=[v]))
    else:
        surs = rng.sample(ZH_SUR, per_kind)
        gives = rng.sample(ZH_GIVEN, per_kind)
        roles = rng.sample(ZH_ROLES, per_kind)
        for i in range(per_kind):
            v = surs[i] + gives[i]
            facts.append(dict(kind="name", v=v, x=roles[i], needles=[v]))
    for i in range(per_kind):
        c = pools["command"][i]
        facts.append(dict(kind="command", v=c, x="", needles=[c]))
    labels = EN_ID_LABELS if en else ZH_ID_LABELS
    for i in range(per_kind):
        lab, pat = labels[i % len(labels)]
        v = fill_code(rng, pat)
        facts.append(dict(kind="id", v=v, x=lab, needles=[v]))
    ports = rng.sample(PORT_POOL, per_kind)
    things = EN_PORT_THINGS if en else ZH_PORT_THINGS
    for i in range(per_kind):
        facts.append(dict(kind="port", v=str(ports[i]), x=things[i % len(things)],
                          needles=[str(ports[i])]))
    things = EN_VERSION_THINGS if en else ZH_VERSION_THINGS
    for i in range(per_kind):
        v = version(rng)
        facts.append(dict(kind="version", v=v, x=things[i % len(things)], needles=[v]))
    things = list(EN_MONEY_THINGS if en else ZH_MONEY_THINGS)
    rng.shuffle(things)
    for i in range(per_kind):
        v = en_money(rng) if en else zh_money(rng)
        facts.append(dict(kind="money", v=v, x=things[i % len(things)], needles=[v]))
    things = list(EN_DATE_THINGS if en else ZH_DATE_THINGS)
    rng.shuffle(things)
    for i in range(per_kind):
        v = en_date(rng) if en else zh_date(rng)
        facts.append(dict(kind="date", v=v, x=things[i % len(things)], needles=[v]))
    for i in range(per_kind):
        c, r = pools["decision"][i]
        facts.append(dict(kind="decision", c=c, r=r, needles=[c, r]))
    for i in range(per_kind):
        c = pools["constraint"][i]
        facts.append(dict(kind="constraint", c=c, needles=[c]))
    for i in range(per_kind):
        q, n = pools["question"][i]
        facts.append(dict(kind="question", q=q, needles=[n]))
    return facts


def render_fact(rng, lang, f, voice):
    tpl = rng.choice(T[lang][f["kind"]][voice])
    k = f["kind"]
    if k in ("decision",):
        return tpl.format(c=f["c"], r=f["r"])
    if k == "constraint":
        return tpl.format(c=f["c"])
    if k == "question":
        return tpl.format(q=f["q"])
    v = f["v"]
    # "v2" is the same value read back (the message still holds the needle once more)
    return tpl.format(v=v, x=f["x"], v2=v)


# --------------------------------------------------------------------------- pastes / tools

def en_paste(rng):
    kind = rng.randrange(4)
    if kind == 0:
        rows = [("Remove & dispose wet drywall (lower 2ft)", rng.randint(6, 19) * 100 + 40),
                ("Antimicrobial treatment", rng.randint(2, 6) * 100 + 15),
                ("Hang, tape, finish new drywall", rng.randint(20, 48) * 100),
                ("Prime + paint, 2 coats", rng.randint(9, 21) * 100 + 60),
                ("Baseboard replace (linear ft)", rng.randint(4, 11) * 100 + 25)]
        body = "\n".join(f"| {a:<42} | {b:>6} |" for a, b in rows)
        return ("here's the quote they sent, does this look padded to you\n\n"
                f"| {'Item':<42} | {'Amount':>6} |\n|{'-' * 44}|{'-' * 8}|\n{body}\n\n"
                "Quote valid 30 days. Schedule subject to material availability.")
    if kind == 1:
        hrs = sorted(rng.sample(range(0, 24), 5))
        body = "\n".join(f"{h:02d}:00  kitchen RH {rng.randint(48, 79)}%  wall {rng.randint(14, 31)}%"
                         for h in hrs)
        return "readings from the logger overnight, pasting raw:\n\n" + body
    if kind == 2:
        return ("Email from the insurer just now:\n\n"
                "> Dear policyholder,\n> We acknowledge receipt of the documents submitted. Your file "
                "has been assigned for review. Please allow 5-7 business days for a decision on "
                "the items listed. If further information is required, your adjuster will contact "
                "you directly.\n> Regards,\n> Property Claims Team\n\n"
                "5-7 business days. for a decision. while we live in a shoebox")
    items = rng.sample(["bin bags x3", "extension cord", "fuel", "pizza", "box fan",
                        "shop vac filters", "laundromat", "storage tubs", "bleach + gloves",
                        "parking at the flat"], 4)
    body = "\n".join(f"- {it}: {rng.randint(4, 88)}.{rng.randint(0, 99):02d}" for it in items)
    return "receipts from today, pls add to the pile:\n" + body


def zh_paste(rng):
    kind = rng.randrange(4)
    if kind == 0:
        rows = [("拆除泡水石膏板（下部60公分）", rng.randint(6, 19) * 100 + 40),
                ("防霉处理", rng.randint(2, 6) * 100 + 15),
                ("新做石膏板 批腻子", rng.randint(20, 48) * 100),
                ("乳胶漆两遍", rng.randint(9, 21) * 100 + 60),
                ("更换踢脚线（按米）", rng.randint(4, 11) * 100 + 25)]
        body = "\n".join(f"{a}    {b}" for a, b in rows)
        return ("装修队发来的报价，你看看有没有虚高\n\n项目    金额\n" + body +
                "\n\n报价有效期30天，工期视材料到货情况而定。")
    if kind == 1:
        hrs = sorted(rng.sample(range(0, 24), 5))
        body = "\n".join(f"{h:02d}:00  客厅湿度 {rng.randint(48, 79)}%  墙面含水 {rng.randint(14, 31)}%"
                         for h in hrs)
        return "昨晚记录仪的数据，直接贴过来：\n\n" + body
    if kind == 2:
        return ("保险公司刚发的短信：\n\n"
                "【理赔通知】尊敬的客户，您提交的资料已收到，案件已进入审核流程，预计5-7个工作日内"
                "给出处理意见。如需补充材料，理赔人员将与您联系。\n\n"
                "5到7个工作日，我们还得挤在出租屋里")
    items = rng.sample(["垃圾袋三卷", "插线板", "油费", "外卖", "落地扇", "吸尘器滤网",
                        "洗衣房", "收纳箱", "消毒液和手套", "停车费"], 4)
    body = "\n".join(f"- {it}：{rng.randint(4, 88)}.{rng.randint(0, 9)}" for it in items)
    return "今天的小票，帮我加进去：\n" + body


def tool_exchange(rng, lang, n):
    """One assistant tool call and its result (rows without ids yet)."""
    en = lang == "en"
    call_id = f"call_{SET}_{n}"
    choice = rng.randrange(4)
    if choice == 0:
        name = "search_history"
        args = {"query": rng.choice(["quote", "drywall", "adjuster", "flat"] if en
                                    else ["报价", "墙面", "定损", "租房"])}
        out = ("3 matches, all already covered above; nothing new." if en
               else "找到3条，都在上面说过了，没有新内容。")
    elif choice == 1:
        name = "manage_note"
        args = {"action": "update", "title": "Flood claim log" if en else "漏水理赔记录",
                "append": "Day entry added" if en else "新增当天记录"}
        out = "note updated (1 section appended)" if en else "笔记已更新（追加1段）"
    elif choice == 2:
        name = "manage_task_progress"
        step = rng.choice(["Collect contractor quotes", "Photograph every room",
                           "Chase the written plumber report"] if en
                          else ["收集装修报价", "每个房间拍照", "催水电师傅的书面说明"])
        args = {"action": "update_step", "step": step, "status": "in_progress"}
        out = f"step '{step}' is now in_progress" if en else f"步骤「{step}」已标记为进行中"
    else:
        name = "manage_schedule"
        args = {"action": "list"}
        out = ("1 job: daily 08:00 'check dehumidifier bucket'" if en
               else "1个任务：每天 08:00「看一下除湿机水箱」")
    call = {"type": "function_call", "callId": call_id, "name": name,
            "arguments": json.dumps(args, ensure_ascii=False)}
    res = {"type": "function_call_result", "callId": call_id, "name": name,
           "status": "completed", "output": out}
    return [call, res]


_RECENT = []
_RECENT_U = []


def pick(rng, pool):
    """A choice from pool that was not among the last few picks."""
    fresh = [x for x in pool if x not in _RECENT_U] or list(pool)
    c = rng.choice(fresh)
    _RECENT_U.append(c)
    del _RECENT_U[:-14]
    return c


def lookup_exchange(rng, lang, n):
    """The assistant searches the earlier conversation before a recap (output names no fact)."""
    en = lang == "en"
    call_id = f"call_{SET}_{n}"
    q = rng.choice(["email", "forwarded", "insurer", "contractor", "flat", "receipt"] if en
                   else ["邮件", "转发", "保险", "装修队", "租房", "小票"])
    k = rng.randint(2, 6)
    out = (f"{k} earlier messages match '{q}'; the most recent is from this week."
           if en else f"有{k}条之前的消息提到「{q}」，最近一条是这周的。")
    call = {"type": "function_call", "callId": call_id, "name": "search_history",
            "arguments": json.dumps({"query": q}, ensure_ascii=False)}
    res = {"type": "function_call_result", "callId": call_id, "name": "search_history",
           "status": "completed", "output": out}
    return [call, res]


def long_reply(rng, lang, lead=""):
    paras = EN_PARAS if lang == "en" else ZH_PARAS
    k = rng.choice([1, 2, 2, 3])
    fresh = [p for p in paras if p not in _RECENT] or paras
    chosen = rng.sample(fresh, min(k, len(fresh)))
    _RECENT.extend(chosen)
    del _RECENT[:-8]
    body = "\n\n".join(chosen)
    if rng.random() < 0.3:
        if lang == "en":
            body += "\n\nFor today:\n1. Photos of anything new\n2. One email to the adjuster\n3. Receipts into the envelope"
        else:
            body += "\n\n今天就三件事：\n1. 新情况拍照\n2. 给理赔员发一条消息\n3. 小票放进信封"
    return (lead + "\n\n" + body).strip() if lead else body


# --------------------------------------------------------------------------- conversation

def msg(role, text):
    return {"type": "message", "role": role, "content": text}


def build(seed, lang, per_kind, attempt):
    rng = random.Random(seed * 7919 + attempt * 104729 + (1 if lang == "zh" else 0))
    del _RECENT[:]
    del _RECENT_U[:]
    facts = make_facts(rng, lang, per_kind)
    en = lang == "en"
    acks = EN_ACKS if en else ZH_ACKS
    deflect = EN_DEFLECT if en else ZH_DEFLECT
    ufill = EN_USER_FILLER if en else ZH_USER_FILLER
    prompts = EN_ASSIST_PROMPTS if en else ZH_ASSIST_PROMPTS

    order = list(range(len(facts)))
    rng.shuffle(order)
    segments = []   # each: list of (item, fact_index_list)
    i = 0
    merge_p = 0.3 + 0.05 * attempt
    while i < len(order):
        f = facts[order[i]]
        assistant_ok = f["kind"] not in ("decision", "constraint", "question")
        if assistant_ok and rng.random() < 0.15:
            seg = [(msg("user", pick(rng, prompts)), [])]
            if rng.random() < 0.5:
                seg.append(("LOOKUP", []))
            seg += [(msg("assistant", render_fact(rng, lang, f, "a") +
                        ("\n\n" + long_reply(rng, lang) if rng.random() < 0.5 else "")), [order[i]])]
            segments.append(seg)
            i += 1
            continue
        texts, idx = [render_fact(rng, lang, f, "u")], [order[i]]
        i += 1
        if i < len(order) and rng.random() < merge_p:
            g = facts[order[i]]
            sep = rng.choice([". oh and ", "\n", " — also ", ". and "] if en
                             else ["\n", "，另外", "。对了，", " "])
            if texts[0][-1] in "”\"":
                sep = "\n\n"
            elif texts[0][-1] in "?？!！":
                sep = sep.lstrip(".。，, ") or "\n"
                sep = " " + sep if en else sep
            texts[0] += sep + render_fact(rng, lang, g, "u")
            idx.append(order[i])
            i += 1
        seg = [(msg("user", texts[0]), idx)]
        if rng.random() < 0.2:   # a burst: another short message a few seconds later
            seg.append((msg("user", pick(rng, ufill)), []))
        if rng.random() < 0.15:
            seg.append(("TOOL", []))
        has_q = any(facts[j]["kind"] == "question" for j in idx)
        if has_q:
            reply = rng.choice(deflect)
        else:
            kack = (EN_KIND_ACK if en else ZH_KIND_ACK)[facts[idx[-1]]["kind"]]
            reply = rng.choice(kack) if rng.random() < 0.7 else rng.choice(acks)
            if rng.random() < 0.5:
                reply = long_reply(rng, lang, reply)
        seg.append((msg("assistant", reply), []))
        segments.append(seg)

    base = sum(1 for sg in segments for it, _ in sg if it not in ("TOOL", "LOOKUP"))
    target = rng.randint(max(150, base + 16), 272)
    if base + 16 > 276:
        return None
    fills = []
    count = base
    while count < target:
        r = rng.random()
        if r < 0.25:
            seg = [(msg("user", en_paste(rng) if en else zh_paste(rng)), []),
                   (msg("assistant", long_reply(rng, lang)), [])]
        elif r < 0.45:
            seg = [(msg("user", pick(rng, ufill)), []), ("TOOL", []),
                   (msg("assistant", long_reply(rng, lang, rng.choice(acks))), [])]
        elif r < 0.6:
            seg = [(msg("user", pick(rng, ufill)), []), (msg("user", pick(rng, ufill)), []),
                   (msg("assistant", long_reply(rng, lang)), [])]
        else:
            seg = [(msg("user", pick(rng, ufill)), []),
                   (msg("assistant", rng.choice(acks) + " " + long_reply(rng, lang)
                        if rng.random() < 0.5 else long_reply(rng, lang)), [])]
        n = sum(1 for it, _ in seg if it != "TOOL")
        if count + n > 280:
            break
        fills.append(seg)
        count += n
    for seg in fills:
        segments.insert(rng.randint(1, len(segments)), seg)
    opener = EN_OPENERS if en else ZH_OPENERS
    segments.insert(0, [(msg("user", rng.choice(opener)), []),
                        (msg("assistant", long_reply(rng, lang, "I'm sorry, that's an awful way to wake up." if en
                                                     else "太糟心了，先抱一下。")), [])])

    rows, fact_rows = [], {}
    t = datetime(2026, 11, 20, 6, 40, 0)
    n = 0
    for seg in segments:
        t += timedelta(minutes=rng.choice([1, 2, 3, 5, 8, 12, 20, 35]))
        if rng.random() < 0.04:
            t += timedelta(hours=rng.randint(8, 14))
        for item, idx in seg:
            if item == "TOOL":
                items = tool_exchange(rng, lang, n + 1)
            elif item == "LOOKUP":
                items = lookup_exchange(rng, lang, n + 1)
            else:
                items = [item]
            for it in items:
                n += 1
                t += timedelta(seconds=rng.randint(6, 55))
                row = {"v": 2, "id": f"msg_{SET}{n}", "createdAt": t.strftime("%Y-%m-%dT%H:%M:%SZ"),
                       "item": it,
                       "meta": {"uiRole": it["role"]} if it["type"] == "message" else {}}
                rows.append(row)
                for j in idx:
                    fact_rows[j] = len(rows) - 1
    if t >= datetime(2026, 11, 30, 11, 0, 0):
        return None
    return facts, rows, fact_rows


def row_text(row):
    it = row["item"]
    parts = [row["id"], row["createdAt"]]
    for k in ("content", "callId", "name", "arguments", "output", "role"):
        if k in it:
            parts.append(it[k])
    return "\n".join(parts)


def check(facts, rows, fact_rows, baseline):
    texts = [row_text(r) for r in rows]
    needles = [nd for f in facts for nd in f["needles"]]
    if len(set(needles)) != len(needles):
        return False
    for a in needles:
        for b in needles:
            if a != b and a in b:
                return False
    for j, f in enumerate(facts):
        if j not in fact_rows:
            return False
        for nd in f["needles"]:
            if nd in baseline:
                return False
            hits = [i for i, tx in enumerate(texts) if nd in tx]
            if hits != [fact_rows[j]]:
                return False
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    return 130 <= nmsg <= 280


# --------------------------------------------------------------------------- okbot

def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW=NOW)
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, workdir = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    summary_max = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    totals = {k: [0, 0] for k in KINDS}
    max_chars = 0
    for si, seed in enumerate(seeds):
        lang = "zh" if si == len(seeds) - 1 else "en"
        root = os.path.join(workdir, f"root-{seed}")
        if os.path.exists(root):
            shutil.rmtree(root)
        run(okbot, root, ["init"])
        run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", summary_max])
        baseline = run(okbot, root, ["context", "show", "-a", "Writer"])
        built = None
        for attempt in range(200):
            b = build(seed, lang, per_kind, attempt)
            if b and check(*b, baseline):
                built = b
                break
        if not built:
            sys.exit(f"seed {seed}: could not build a conversation whose needles are unique")
        facts, rows, _ = built
        batch, nmsg, ncomp = [], 0, 0

        def flush():
            nonlocal batch, ncomp
            if not batch:
                return
            run(okbot, root, ["session", "append", "-a", "Writer"],
                "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in batch))
            run(okbot, root, ["compress", "-a", "Writer", "--now"])
            ncomp += 1
            batch = []

        in_batch = 0
        for r in rows:
            batch.append(r)
            if r["item"]["type"] == "message":
                nmsg += 1
                in_batch += 1
                if in_batch == 25:
                    flush()
                    in_batch = 0
        flush()
        ctx = run(okbot, root, ["context", "show", "-a", "Writer"])
        kept, missing = 0, []
        for f in facts:
            ok = all(nd in ctx for nd in f["needles"])
            totals[f["kind"]][1] += 1
            if ok:
                kept += 1
                totals[f["kind"]][0] += 1
            else:
                missing.append(f)
        print(f"seed {seed} ({lang}, {nmsg} messages, {len(rows)} rows, {ncomp} compressions): "
              f"{kept}/{len(facts)} = {100.0 * kept / len(facts):.1f}%")
        for f in missing:
            print(f"  missing {f['kind']}: {' + '.join(f['needles'])}")
        for dp, _, fs in os.walk(root):
            if "session-summary.json" in fs and dp != root:
                try:
                    with open(os.path.join(dp, "session-summary.json"), encoding="utf-8") as fh:
                        s = json.load(fh).get("summary") or ""
                    max_chars = max(max_chars, len(s))
                except (OSError, ValueError):
                    pass
        sys.stdout.flush()
    all_k = all_n = 0
    for k in KINDS:
        a, n = totals[k]
        all_k += a
        all_n += n
        print(f"kind {k} {a}/{n} {100.0 * a / n if n else 0.0:.1f}")
    print(f"retention overall {100.0 * all_k / all_n if all_n else 0.0:.1f}")
    print(f"max summary chars {max_chars}")


if __name__ == "__main__":
    main()

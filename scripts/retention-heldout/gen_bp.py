#!/usr/bin/env python3
"""Held-out retention set "bp": an independent podcast producer/editor running two shows
talks to his personal assistant (voice-memo run-ons while walking the dog, pasted show notes,
loudness-meter logs, sponsor contract clauses, forwarded emails, tool calls on his Mac and
feed server). The last seed's conversation is entirely in Simplified Chinese.

usage: PER_KIND=4 python3 gen.py OKBOT WORKDIR [SEED...]
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

# numbers that occur in fixed text; a short needle must not be a substring of any of these
NOISE = ("22 80 443 5432 6379 2025 2026 2027 44100 48000 24000 16000 1080 2160 "
         "-16 -14 -19 -23 -1.0 -1.5 -2.0 0x7fab3c 127.0.0.1 0.0.0.0")

# ---------------------------------------------------------------- English world

FIRST_EN = ["Gareth", "Maren", "Tomasz", "Ines", "Callum", "Odette", "Rafael", "Siobhan",
            "Declan", "Yusuf", "Harriet", "Bram", "Leona", "Kwame", "Astrid", "Niall",
            "Farah", "Marcus", "Delphine", "Ollie", "Beatrix", "Emeka", "Sunniva", "Jonah",
            "Rosalind", "Teodor", "Imogen", "Lachlan", "Noor", "Felix", "Greta", "Anselm",
            "Cressida", "Dmitri", "Eloise", "Fintan", "Hattie", "Idris", "Juniper", "Kasimir"]
LAST_EN = ["Pryce", "Lindqvist", "Okafor", "Brennan", "Szabo", "Achterberg", "Mwangi",
           "Faulkner", "Castellano", "Duchene", "Halloran", "Iversen", "Kowalczyk", "Moreau",
           "Nakashima", "Oyelaran", "Pemberton", "Quintero", "Rasmussen", "Santangelo",
           "Thackeray", "Uddin", "Vasquez-Reid", "Whitlock", "Yardley", "Zielinski",
           "Abernathy", "Barros", "Cartwright", "Delacroix", "Ellery", "Fairbairn", "Galloway",
           "Hargreaves", "Ingram", "Jovanovic", "Kilbride", "Lomax", "Marchetti", "Northcote"]
SHOWS_EN = [("Low Tide Radio", "ltr"), ("Margin Notes", "mn"), ("Night Bus", "nb"),
            ("Second Draft", "sd"), ("Cheap Seats", "cs"), ("Field Recordings", "fr")]
COHOSTS_EN = ["Priya", "Jess", "Hana", "Sol", "Bea"]
DOGS_EN = ["Biscuit", "Moss", "Juno", "Pickle", "Otis"]
BRANDS_EN = ["Greenleaf Meal Kits", "Orbit Mattress", "Tallow VPN", "Parcel Bank",
             "Lumen Glasses", "Fieldnote Notebooks", "Quill Insurance", "Moss & Co Tea",
             "Brightline Coffee", "Harbour Shoes"]
NETWORKS_EN = ["Tidewater Audio", "Blue Hour Network", "Longwave Media"]
STUDIOS_EN = ["Cellar Studios", "the Arches", "Kiln Rooms"]
TOPICS_EN = ["lighthouse", "flood", "night-shift nurses", "pirate radio", "allotment",
             "bus drivers", "ferry", "chess club", "beekeeping", "tram strike",
             "vinyl pressing", "old lido"]
HOSTS = ["feedbox", "tern", "larder", "shed"]

ROLES_EN = ["the new sponsor contact at {brand}", "the ad ops person at {network}",
            "our guest for the {topic} episode", "the accountant doing my tax return",
            "the freelance editor I'm trialling on {show2}", "the booking agent for the live show",
            "the person at {network} who signs off the reads", "the transcription person",
            "the studio manager at {studio}", "the guest we're chasing for the {topic} episode",
            "{cohost}'s stand-in while she's away", "the artwork designer for next season",
            "the lawyer looking at the {network} contract"]

NAME_T_EN = [
    "{name} is {role}, put that somewhere I'll actually find it",
    "oh and {role}? that's {name}",
    "so it turns out {role} is {name} now, they changed people again",
    "remember the name {name}, {role}",
    "{role} — {name} — has emailed me twice already this week",
    "talked to {name} this morning, {role}, really nice actually, way less stiff than the last one",
    "fyi {role} = {name}",
    "if anyone asks, {name} is {role}",
    "had a call with {name} ({role}) and it went fine i think",
]
NAME_CORR_EN = "{role} is {slip}, no wait, I mean {name}, {slip} was the old one"

COMMAND_T_EN = [
    "the command that finally worked was {cmd} so save that",
    "ok for future me: {cmd}",
    "this is what I ran on the server: {cmd} — and it didn't complain for once",
    "ran {cmd} and the clipping on the intro is gone",
    "can you keep this one, I always forget it: {cmd}",
    "the one {cohost} sent me is {cmd}, apparently that's how she does her masters",
    "used `{cmd}` for the trailer, worked first try",
    "note to self {cmd} is the good one, not the one from that forum",
    "pasting so I dont lose it\n{cmd}",
]

ID_CTX_EN = {
    "INV": ["the invoice for the {brand} read", "my invoice to {network} for last month"],
    "PO": ["the PO number {brand} wants on the invoice"],
    "IO": ["the insertion order from {network}", "the IO for the {brand} flight"],
    "SR": ["the support ticket with the VPS host", "my ticket with the hosting people about the outage"],
    "BK": ["the studio booking at {studio}", "the booking ref for the live show venue"],
    "EP": ["the episode code for the {topic} interview"],
    "CT": ["the contract reference from {network}"],
}
ID_T_EN = [
    "{ctx} is {id}",
    "{id} is {ctx}, they want it on everything",
    "for {ctx} the number is {id}",
    "put {id} on anything to do with {ctx} or finance just bounces it",
    "ref for {ctx}: {id}",
    "they gave me {id} for {ctx}",
    "{ctx} — {id} — and it's still unpaid btw",
    "apparently I have to quote {id} in every email about {ctx}",
]
ID_CORR_EN = "{ctx} is {slip} no wait sorry, {id}, I was reading the old one"

PORT_SVC_EN = ["the feed server", "Castopod", "the stats dashboard", "the Icecast stream",
               "the transcript webhook", "the rsync daemon for backups",
               "the staging copy of the website", "the OP3 proxy", "the admin panel",
               "the listener voicemail thing"]
PORT_T_EN = [
    "{svc} is on port {port} now",
    "moved {svc} to {port} because something else grabbed the old one",
    "{svc} listens on {port}, don't let me forget",
    "port for {svc} is {port}",
    "I opened {port} in the firewall for {svc}",
    "if {svc} is down check {port} first",
    "{port} is {svc}, the other ones are just nginx",
    "{svc} ended up on {port} after the reinstall",
]
PORT_CORR_EN = "{svc} is on {slip} no wait, I mean {port}, {slip} was the test box"

PRODUCTS_EN = ["iZotope RX", "Reaper", "Logic", "Hindenburg", "the Auphonic desktop app",
               "ffmpeg on the server", "Castopod", "the Youlean meter", "Audio Hijack",
               "Loopback", "Descript", "the Rode Connect app", "the H6 firmware",
               "the Focusrite driver"]
VERSION_T_EN = [
    "{prod} is on {ver}",
    "updated {prod} to {ver} last night",
    "stay on {ver} for {prod}, the newer one crashes on export",
    "{prod} says {ver} in the about box",
    "the working version of {prod} is {ver}",
    "{ver} of {prod} fixed the sync drift thing",
    "rolled {prod} back to {ver}",
    "for the record {prod} {ver}, in case it breaks again",
]
VERSION_CORR_EN = "{prod} is {slip}, no wait, I mean {ver}, I was looking at the old laptop"

MONEY_CTX_EN = [("the midroll rate on {show}", 300, 3000), ("the {brand} flight", 2000, 15000),
                ("the editor's fee per episode", 120, 600), ("the VPS renewal", 60, 480),
                ("the live show guarantee", 800, 6000), ("the guest honorarium", 100, 400),
                ("the second dynamic mic", 250, 480), ("the transcription package", 150, 900),
                ("the {network} minimum guarantee", 3000, 20000), ("the artwork redesign", 400, 2500),
                ("the music licence for next season", 300, 2000), ("the preroll on {show2}", 200, 1500)]
MONEY_T_EN = [
    "{ctx} is {money}",
    "we agreed {money} for {ctx}",
    "{money} — that's {ctx}, finally sorted",
    "{ctx} came to {money} which is fine i guess",
    "they're offering {money} for {ctx}",
    "I'm invoicing {money} for {ctx}",
    "{ctx}: {money}, paid on receipt apparently",
    "budget {money} for {ctx}, don't let me go over",
]
MONEY_CORR_EN = "{ctx} is {slip}, no wait, {money}, I always mix those two up"

DATE_CTX_EN = ["the recording with the {topic} guest", "the release of the {topic} episode",
               "the {brand} invoice due date", "the start of the {brand} flight",
               "the live show", "{cohost}'s last day before leave",
               "the {network} delivery deadline for the trailer", "the studio session at {studio}",
               "the season finale", "the {topic} interview"]
DATE_T_EN = [
    "{ctx} is {date}",
    "we're doing {ctx} on {date}",
    "{date} for {ctx}, locked",
    "moved {ctx} to {date}",
    "{ctx} — {date}, put it in the calendar",
    "they want {ctx} no later than {date}",
    "pencil in {date} for {ctx}",
    "so {ctx} is now {date} apparently, don't ask",
]
DATE_CORR_EN = "{ctx} is {slip}, no wait, I mean {date}, {slip} was before it moved"

DECISIONS_EN = [
    ("moving the Thursday show to biweekly", "the guest pipeline can't sustain weekly anymore"),
    ("dropping the cold open from the intro", "the retention graph shows people skipping the first forty seconds"),
    ("going with Auphonic for the final leveling", "the batch presets save me about an hour per episode"),
    ("recording remote guests on Riverside instead of Zoom", "the local tracks survive bad wifi"),
    ("releasing the interview episodes at five in the morning Eastern", "most of the downloads come from commuters"),
    ("switching the talk show encode to mono", "the files are half the size and nobody can hear the difference"),
    ("keeping the sponsor reads host-read rather than produced spots", "the baked-in reads convert about twice as well"),
    ("splitting the Halloween special into two parts", "the raw tape runs well over two hours"),
    ("cutting the listener mailbag segment", "it takes longer to edit than anything else in the show"),
    ("putting full transcripts on the website", "the accessibility complaints keep coming in"),
    ("raising the midroll rate for next season", "downloads are up almost forty percent since spring"),
    ("hiring a freelance editor for the second show", "I physically can't edit two shows and walk the dog"),
    ("buying a matching dynamic mic for the guest chair", "the guest side has to match the host sound"),
    ("hosting the feed ourselves on the VPS", "the old hosting company kept injecting their own ads"),
    ("pre-recording the holiday episodes early", "the co-host is away for most of the holidays"),
    ("using the same outro music on every episode", "listeners said the rotating tracks felt random"),
    ("leaving the swearing unbleeped on the main feed", "we already mark the show explicit"),
    ("adding chapter markers to every mp3", "the big podcast apps finally show them in the player"),
    ("not running a bonus feed this year", "the admin ate every weekend last year"),
    ("moving studio recordings to Tuesday mornings", "the building work next door starts at noon"),
]
DECISION_T_EN = [
    "ok decided, {c}, because {r}",
    "we're {c} — mainly because {r}",
    "final answer: {c}, since {r}",
    "talked to {cohost} and we're {c}, the reason being {r}",
    "so yeah, {c}, cos {r}",
    "I've landed on {c} because honestly {r}",
    "after going back and forth we're {c}, {r} and that settles it",
    "it's going to be {c} from now on, simply because {r}",
    "decision made: {c} — {r}, end of discussion",
]

CONSTRAINTS_EN = [
    ("never mention other meal kit brands", "anywhere in the Greenleaf episodes"),
    ("the read has to be word for word from the approved script", "for anything in the bank campaign"),
    ("no alcohol sponsors at all", "on the family show feed"),
    ("the ad can't run before the first segment", "for the preroll booked through the network"),
    ("raw guest audio has to be deleted", "within thirty days of publication"),
    ("nothing gets published before the embargo lifts", "for the festival lineup episode"),
    ("every master has to hit the loudness target", "on the files we deliver to the network"),
    ("never use the guest's surname", "in the episode about the custody case"),
    ("the promo code has to be read twice", "in every midroll for the mattress sponsor"),
    ("no uploads to the server", "between midnight and six while the backups run"),
    ("music beds must come from the licensed library only", "for anything that goes out on the network feed"),
    ("no edits to the interview answers", "once the guest has signed off on the cut"),
    ("the sponsor link must not be the first line of the show notes", "in the podcast app version"),
    ("the co-host has to approve the final cut", "on any episode that mentions her family"),
    ("we can't say best or fastest", "in any claim about the VPN sponsor"),
    ("don't touch the nginx config", "during the Sunday live stream"),
    ("no episode over fifty-five minutes", "on the commute show under the network deal"),
    ("no competitor coffee brands on screen", "in the video version of the coffee episodes"),
]
CONSTRAINT_T_EN = [
    "the contract says {a} {s}",
    "hard rule from {cohost}: {a} {s}",
    "{s}, {a} — that's from legal, not optional",
    "just so we're clear, {a} {s}",
    "network's new thing: {a} {s}",
    "remind me every time, {a} {s}",
    "they were really firm about it — {a} {s}",
    "ok important: {s} {a}, full stop",
]

QUESTIONS_EN = [
    "the network's cut of the merch sales", "the royalty split on the live recording",
    "the refund for the broken recorder", "the video upload requirements for the new platform",
    "the network's annual listener survey results", "the translation rights for the Spanish version",
    "the parking situation at the live venue", "the insurance for the live show",
    "the tax treatment of the membership income", "the lighthouse keeper's release form",
    "the exclusivity window the network wants", "the awards entry deadline",
    "the hearing loop at the live venue", "the backup plan if the VPS provider folds",
    "the rights to the archive clips from the local radio station",
    "the mystery spike in downloads from Norway",
]
QUESTION_T_EN = [
    "do you know anything about {s}? nobody's replied",
    "still no idea about {s}",
    "what's the deal with {s}? I've asked twice now",
    "has anyone said anything about {s}?",
    "I need to find out about {s} but no one's getting back to me",
    "random thought, is there any news on {s}?",
    "open question still: {s}, which nobody seems to own",
    "wait what happened with {s}? did we ever hear back",
]

# ---------------------------------------------------------------- Chinese world

SUR_ZH = list("王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯董程曹袁邓许傅沈曾彭吕苏卢蒋蔡丁魏薛叶余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟")
GIVEN_ZH = list("建国晓明丽娟志强海燕文博佳怡子轩雨桐浩然思远欣悦俊杰婷婷伟华秀英立新春梅德胜慧敏振宇晨曦鹏飞若兰家豪嘉琪宏亮")
SHOWS_ZH = [("夜航电台", "yh"), ("慢半拍", "mbp"), ("闲话厨房", "xhcf"), ("在路上FM", "zls")]
COHOSTS_ZH = ["小林", "阿敏", "小夏"]
DOGS_ZH = ["豆豆", "可乐", "馒头"]
BRANDS_ZH = ["青柠生鲜", "眠眠床垫", "轻舟加速器", "山野咖啡", "鹿角眼镜", "云帆保险",
             "小满茶饮", "拾光手账", "步步鞋业"]
NETWORKS_ZH = ["潮汐音频", "声浪平台", "长波传媒"]
STUDIOS_ZH = ["地下室录音棚", "拱门录音棚", "窑厂录音间"]
TOPICS_ZH = ["灯塔", "水灾", "夜班护士", "海盗电台", "菜园子", "公交司机", "轮渡", "象棋社",
             "养蜂", "黑胶", "老游泳池"]

ROLES_ZH = [("{brand}那边新的对接人", "经理"), ("{network}负责审口播的", "经理"), ("{topic}那期的嘉宾", "老师"),
            ("帮我做账的会计", "老"), ("新找的剪辑外包", None), ("线下专场的经纪人", "经理"), ("做逐字稿的", None),
            ("{studio}的负责人", "老"), ("下季度封面的设计师", "老师"), ("帮我看{network}合同的律师", "律师"),
            ("财务那边管付款的", "老")]
NAME_T_ZH = [
    "{role}是{name}，你记一下",
    "{name}，就是{role}，今天加我微信了",
    "{role}又换人了，现在是{name}",
    "刚跟{name}通了电话，{role}，人挺好的比之前那个好说话",
    "以后{role}的事找{name}就行",
    "{role}叫{name}，别搞错了",
    "记一下啊{role}是{name}",
]
NAME_TITLE_T_ZH = [
    "{role}是{name}，你记一下，叫{title}就行",
    "{name}，就是{role}，今天加我微信了，以后叫{title}",
]
NAME_CORR_ZH = "{role}是{slip}，不对不对，我说错了，是{name}，{slip}是之前那个"

COMMAND_T_ZH = [
    "最后能用的命令是 {cmd} 存一下",
    "备忘：{cmd}",
    "服务器上跑的是 {cmd} 没报错，难得",
    "跑了 {cmd} 之后片头爆音没了",
    "这条我老是忘，帮我记着\n{cmd}",
    "{cohost}给的命令是 {cmd}，她母带都这么做",
    "预告片用的 {cmd} 一次就成了",
]
ID_CTX_ZH = {
    "INV": ["{brand}那笔的发票号", "上个月给{network}开的发票"],
    "PO": ["{brand}要求写在发票上的采购单号"],
    "IO": ["{network}的排期单号", "{brand}投放的排期单"],
    "SR": ["服务器那边的工单号", "托管商断线那次的工单"],
    "BK": ["{studio}的预约号", "线下专场场地的预订号"],
    "EP": ["{topic}那期访谈的节目编号"],
    "CT": ["{network}的合同编号"],
}
ID_T_ZH = [
    "{ctx}是{id}",
    "{id}，这个是{ctx}，每封邮件都要带上",
    "{ctx}：{id}",
    "{ctx}给的是{id}，财务的说没这个号就打回来",
    "记一下{ctx}，{id}，到现在还没付",
    "{ctx}我查了一下是{id}",
]
ID_CORR_ZH = "{ctx}是{slip}，不对，看错了，是{id}，前面那个是旧的"

PORT_SVC_ZH = ["播客feed服务器", "Castopod后台", "统计面板", "Icecast直播流", "逐字稿的webhook",
               "备份用的rsync服务", "网站测试环境", "听众留言那个小服务", "管理后台", "OP3代理"]
PORT_T_ZH = [
    "{svc}现在在{port}端口",
    "{svc}改到{port}了，原来那个被别的占了",
    "{svc}的端口是{port}，别让我忘了",
    "防火墙开了{port}，给{svc}用的",
    "{svc}要是挂了先查{port}",
    "重装之后{svc}跑在{port}上",
]
PORT_CORR_ZH = "{svc}在{slip}，哦不对，我是说{port}，{slip}是测试机那个"

PRODUCTS_ZH = ["iZotope RX", "Reaper", "Logic", "Hindenburg", "Auphonic桌面版", "服务器上的ffmpeg",
               "Castopod", "Youlean响度表", "Audio Hijack", "Descript", "H6的固件", "声卡驱动"]
VERSION_T_ZH = [
    "{prod}现在是{ver}",
    "昨晚把{prod}升到{ver}了",
    "{prod}先停在{ver}，新版导出会崩千万别升",
    "{prod}关于里面写的是{ver}",
    "{prod}回退到{ver}了",
    "{ver}版的{prod}把音画不同步修好了",
]
VERSION_CORR_ZH = "{prod}是{slip}，不对，是{ver}，我看的是旧电脑"

MONEY_CTX_ZH = [("{show}的中插报价", 3000, 20000), ("{brand}这一轮投放", 20000, 150000),
                ("剪辑外包一期的费用", 500, 3000), ("服务器续费", 300, 3000), ("线下专场的保底", 8000, 50000),
                ("嘉宾车马费", 300, 2000), ("新买的话筒", 1500, 4500), ("{network}的保底", 30000, 200000),
                ("下一季的音乐版权", 2000, 15000), ("封面重新设计", 1500, 8000), ("{show2}的前贴片", 1000, 8000)]
MONEY_T_ZH = [
    "{ctx}是{money}",
    "{ctx}谈下来了，{money}",
    "{money}，这是{ctx}，说好月底前打款",
    "{ctx}报了{money}，我觉得还行",
    "{ctx}开票开{money}",
    "{ctx}预算就{money}，别让我超了",
]
MONEY_CORR_ZH = "{ctx}是{slip}，不对，{money}，我老记混"

DATE_CTX_ZH = ["跟{topic}嘉宾录音", "{topic}那期上线", "{brand}发票到期", "{brand}投放开始",
               "线下专场", "{cohost}休假前最后一天", "{network}预告片交片", "{studio}那场录音",
               "这一季收官那期", "{topic}访谈"]
DATE_T_ZH = [
    "{ctx}定在{date}",
    "{date}{ctx}，已经约好了",
    "{ctx}改到{date}了",
    "{ctx}最晚{date}，再晚就来不及了",
    "{ctx}是{date}，帮我放日历里",
    "跟你说一下{ctx}挪到{date}了，别问我为什么",
]
DATE_CORR_ZH = "{ctx}是{slip}，不对不对，是{date}，{slip}是改之前的"

DECISIONS_ZH = [
    ("第二季改成双周更", "嘉宾实在约不过来"),
    ("片头的冷开场直接砍掉", "后台数据显示前四十秒跳出的人最多"),
    ("最后的响度处理就用Auphonic", "批量预设一集能省一个小时"),
    ("远程嘉宾统一用Riverside录", "本地分轨不怕网卡"),
    ("访谈那档改成早上六点发布", "大部分收听都是通勤路上"),
    ("闲聊那档导出改成单声道", "文件小一半也听不出区别"),
    ("口播还是主播自己念", "自己念的转化率差不多高一倍"),
    ("万圣节特辑拆成上下两期", "素材录了两个多小时"),
    ("听众来信环节先停掉", "剪这个环节比剪整期还费劲"),
    ("每期都在网站上放完整逐字稿", "无障碍的投诉一直没断过"),
    ("下一季中插涨价", "从春天到现在下载量涨了快四成"),
    ("第二档节目找外包剪辑", "我一个人剪两档还要遛狗根本顾不过来"),
    ("feed自己放在VPS上托管", "原来的托管平台老往节目里塞他们自己的广告"),
    ("春节那几期提前录好", "搭档过年基本都不在"),
    ("每期片尾都用同一段音乐", "听众说换来换去感觉很乱"),
    ("录音改到周二上午", "隔壁装修中午开始"),
]
DECISION_T_ZH = [
    "定了，{c}，主要是{r}",
    "想了想还是{c}吧，毕竟{r}",
    "决定{c}，因为{r}",
    "跟{cohost}商量了，{c}，{r}嘛",
    "{c}，就这么定了，原因是{r}",
    "纠结了半天，{c}，说到底{r}",
]

CONSTRAINTS_ZH = [
    ("千万别提别家的生鲜平台", "青柠生鲜那几期的口播里"),
    ("口播必须照稿念一个字都不能改", "银行那个campaign的所有节目"),
    ("不要接酒类广告", "亲子那档节目"),
    ("广告不能放在第一段之前", "平台那边卖的前贴片"),
    ("嘉宾原始音频必须删掉", "节目上线三十天之内"),
    ("禁止提前发布", "音乐节阵容那期在解禁之前"),
    ("响度必须达标", "交给平台的所有母带"),
    ("绝对不能出现嘉宾的全名", "讲抚养权官司那一期"),
    ("优惠码必须念两遍", "床垫赞助的每一条中插"),
    ("不要往服务器上传东西", "半夜十二点到早上六点备份的时候"),
    ("背景音乐只能用正版曲库里的", "所有上平台feed的节目"),
    ("嘉宾的回答一个字都不能剪", "嘉宾确认过成片之后"),
    ("不能说最好最快", "加速器赞助的所有口播"),
    ("别碰nginx配置", "周日直播的时候"),
    ("每期不能超过五十五分钟", "通勤那档按平台合同"),
]
CONSTRAINT_T_ZH = [
    "合同里写了，{s}{a}",
    "{cohost}定的规矩：{s}，{a}",
    "{s}，{a}，这是法务说的不是开玩笑",
    "先说清楚啊，{s}{a}",
    "平台新规定，{s}{a}",
    "每次都提醒我一下，{s}，{a}",
]

QUESTIONS_ZH = [
    "平台从周边收入里到底抽多少", "现场专辑的版税怎么分", "坏掉的录音机能不能退款",
    "视频平台的上传要求", "平台的年度听众调研报告什么时候出", "西语版的翻译授权", "线下场地那边能不能停车",
    "线下专场要不要买保险", "会员收入怎么报税", "灯塔看守人的授权书", "平台要的独家期有多长",
    "评奖报名的截止时间", "线下场地有没有无障碍通道", "VPS服务商倒闭了怎么办",
    "地方电台那批老素材的版权",
]
QUESTION_T_ZH = [
    "{s}你知道吗？一直没人回复",
    "{s}到现在还不知道",
    "问了两次了，{s}有人说过吗？",
    "对了{s}有消息吗？",
    "我得搞清楚{s}，但是没人理我",
    "还有个事，{s}，到底谁管啊？",
]

# ---------------------------------------------------------------- assistant / chatter pools

LABEL_EN = {"name": "the contact", "command": "the command", "id": "the reference number",
            "port": "the port", "version": "the version", "money": "the amount",
            "date": "the date", "decision": "the decision", "constraint": "the rule",
            "question": "the open question"}
LABEL_ZH = {"name": "联系人", "command": "命令", "id": "编号", "port": "端口", "version": "版本号",
            "money": "金额", "date": "日期", "decision": "决定", "constraint": "规矩",
            "question": "待确认的问题"}
ACK_EN = ["Got it", "Noted", "Okay, logged", "Saved", "Right, I've got that down", "All captured"]
ACK_ZH = ["收到", "好的", "明白", "OK", "好"]

TIPS_EN = {
    "name": ["When you next email them, it's worth confirming how they like to be credited in the show notes — people care about that more than you'd think, and it saves a correction later.",
             "I'd add them to the contacts sheet with the show they belong to, so the next time someone new turns up from the same company you can see the history at a glance."],
    "command": ["One suggestion: keep these in a small text file in the show folder (or a shell alias) so you can rerun them without hunting through chat. If you change the loudness target later, you'll only have one place to edit.",
                "If you run it in a loop over a whole season, add a quick ffprobe check afterwards so a silent failure doesn't slip through to the feed."],
    "id": ["Reference numbers are the thing finance always asks for, so I'd put it in the subject line of the invoice email as well as in the PDF itself.",
           "If the same client uses several numbering schemes, it helps to keep a little table per sponsor: their reference, your invoice, date sent, date paid."],
    "port": ["Remember to mirror any change in the firewall rules and in the nginx upstream block, otherwise it works locally and mysteriously fails from outside.",
             "Worth noting the port in the server README too — future you, at eleven at night with a broken feed, will be grateful."],
    "version": ["If an update ever breaks an export again, keep the installer of the working build somewhere safe — vendors don't always make old builds easy to download.",
                "It's a good idea to turn off auto-update for the audio apps during a release week; update on a quiet day and do a test export first."],
    "money": ["For rate conversations it helps to think in CPM as well as flat fees, so you can compare the sponsors like for like as downloads grow.",
              "I'd log it in the sponsor sheet with the payment terms next to it, so you can see at a glance who's late."],
    "date": ["I'd put a reminder a few days before it, not just on the day, so there's room for a reschedule if a guest or sponsor slips.",
             "If it's a release, remember the show notes and artwork have to be ready the day before, not the morning of."],
    "decision": ["Sounds like a sound call. It might be worth mentioning it briefly on air so regular listeners aren't surprised by the change.",
                 "That reasoning holds up. I'd revisit it after a month or two of data to check it had the effect you expected."],
    "constraint": ["I'll flag that every time we prep that episode or read — these are exactly the rules that get forgotten under deadline pressure.",
                   "It's worth adding that to the episode checklist template so it's checked before upload rather than after."],
    "question": ["I don't have anything that answers that — it hasn't come up in anything you've forwarded me, so I'm keeping it flagged as unresolved. Want me to draft a short nudge email?"],
}
TIPS_ZH = {
    "name": ["下次联系的时候可以顺便确认一下节目笔记里怎么署名，很多人对这个挺在意的，省得之后再改。",
             "我建议把这个人加到联系人表里，标上是哪档节目的，以后同一家公司再换人也好查。"],
    "command": ["建议把这种命令放在节目文件夹里的一个小文本文件里，或者做成别名，下次直接跑，不用再翻聊天记录。",
                "如果要整季批量跑，跑完最好用ffprobe检查一下时长，免得有哪个文件悄悄失败了。"],
    "id": ["财务最常问的就是这种编号，建议发票邮件的标题里也写上，不光是PDF里。",
           "同一个客户如果有好几套编号，可以按赞助商做个小表：对方编号、我们的发票、发出日期、到账日期。"],
    "port": ["改端口记得防火墙规则和nginx的upstream也一起改，不然本机能访问外面就是不通。",
             "也建议在服务器的README里写一下，半夜feed挂了的时候会感谢现在的自己。"],
    "version": ["要是哪次更新又把导出搞坏了，能用的那个安装包一定要留着，厂商不一定方便下载旧版本。",
                "发片那一周建议把音频软件的自动更新关掉，找个不忙的日子再升级，先试导出一次。"],
    "money": ["谈价格的时候除了按期算，也可以按千次收听算一下，这样下载量涨了之后各家赞助好横向比较。",
              "我会把这笔记到赞助表里，付款条件写在旁边，谁拖款一眼就能看出来。"],
    "date": ["建议提前几天就设个提醒，不要只在当天，万一嘉宾或者赞助商要改时间还有余地。",
             "如果是上线日期，节目笔记和封面最好前一天就准备好，别等当天早上。"],
    "decision": ["我觉得挺合理的。可以在节目里简单提一句，老听众不会觉得突然。",
                 "这个理由站得住。过一两个月可以看看数据，确认效果是不是跟预想的一样。"],
    "constraint": ["以后准备这期或者这条口播的时候我都会提醒你，这种规矩最容易在赶工的时候忘掉。",
                   "建议加到每期的检查清单模板里，上传之前就核对，而不是上传之后。"],
    "question": ["这个我这边没有任何能回答的信息，你转给我的邮件和笔记里都没提过，我先标成待确认。要不要我帮你写一封催一下的邮件？"],
}

CHATTER_EN = [
    ("whats the best way to deal with plosives after the fact, the guest last week popped every p",
     "A few options, roughly in order of effort:\n\n1. **Clip-gain the worst ones.** Zoom in, select just the low-frequency thump at the start of the word and pull it down a lot. Tedious but the most transparent.\n2. **A dedicated de-plosive module** (RX has one) — run it on the guest track only, with sensitivity moderate, and listen back to the first minute before committing.\n3. **A high-pass filter with automation** — a steep cut around the low end only on the popped syllables.\n\nFor next time: a pop filter or just angling the mic slightly off-axis fixes most of it at the source. Guests almost never mind being asked to move the mic an inch."),
    ("should i record at 48k or 44.1, does it matter for podcasts",
     "For spoken word it genuinely doesn't matter much for how it sounds. The practical advice:\n\n- Record at **48k** if there's any chance of video — everything video-related assumes it, and you avoid a resample later.\n- Keep **24-bit** for recording; it gives you headroom if a guest suddenly laughs loudly.\n- Your final MP3 can be whatever your delivery spec says.\n\nThe thing that matters more is consistency: if every source in a session is the same rate, you avoid drift and weird sync issues in the edit."),
    ("how do i make the sponsor read not sound like a sponsor read",
     "The reads that work best sound like you recommending something to a friend:\n\n- **Start with a personal hook** — when you actually used it, what surprised you.\n- **Cut the brand's adjectives** you wouldn't naturally say. Keep the mandatory claims, rephrase the rest in your own words (if the contract allows).\n- **Say the code/URL slowly and twice**, near the end.\n- **Record it in the same session and mic setup** as the episode, so it doesn't jump out sonically.\n\nAnd keep it short. Listeners forgive a thirty-second read; they skip a ninety-second one."),
    ("remind me how chapters work in mp3s",
     "Chapters in MP3s are stored in the ID3 tag (CHAP and CTOC frames). Each chapter has a start time, a title, and optionally a URL and an image.\n\nPractically:\n- Most editors and tools like Forecast or Auphonic can write them for you.\n- Some apps read embedded chapters; others prefer the Podcasting 2.0 JSON chapters file referenced from the feed.\n- If your feed server supports JSON chapters, doing both covers pretty much every player.\n\nKeep titles short — they're shown in small type on phone screens."),
    ("any tips for getting guests to stop saying um so much",
     "Honestly, don't try too hard to stop them during the recording — it makes people self-conscious and the conversation gets stiff. Better:\n\n- Warm them up for five minutes before you hit record; ums drop once they relax.\n- Ask open, concrete questions (\"tell me about the day when…\") rather than abstract ones.\n- In the edit, remove only the ums that break the flow. A few left in keep them sounding human.\n\nTools that auto-remove filler words are fine for a rough pass, but always listen back — they can cut breaths and make the rhythm choppy."),
    ("best order to do cleanup steps, i always forget",
     "A sensible order for dialogue cleanup:\n\n1. **Fix the edit first** — content cuts, remove long silences.\n2. **De-click / de-plosive** on individual tracks.\n3. **Noise reduction** (gently) per track.\n4. **EQ** — high-pass, remove mud, add a bit of presence if needed.\n5. **Compression / leveling** per voice.\n6. **Mix**, then music and ads.\n7. **Loudness normalisation and true-peak limiting** on the final mix.\n\nNoise reduction before compression matters: compression raises the noise floor, which makes denoising harder afterwards."),
    ("the room in the new flat is so echoey, cheap fixes?",
     "Cheap fixes that actually work:\n\n- **Soft stuff everywhere**: rugs, curtains, a sofa, a bookshelf full of books. Reflections from bare parallel walls are the main culprit.\n- **Duvet fort** behind and around the mic position — looks silly, works brilliantly.\n- **Get closer to a dynamic mic** — the closer the mouth, the less room you hear.\n- **Record in the smallest, fullest room**, not the nicest-looking one. A wardrobe full of clothes is a classic.\n\nAvoid those thin foam tiles on their own; they only deal with the very top of the frequency range."),
    ("how long should show notes be really",
     "Long enough to be useful, short enough to be read on a phone:\n\n- **First two lines matter most** — that's what shows in the app before \"more\". Make them describe the episode, not the sponsor.\n- Then: guest bio in one sentence, three to five bullet points of what's covered, links mentioned.\n- Credits and sponsor info at the bottom.\n\nIf you have full transcripts, link to them rather than pasting them in the notes."),
    ("draft me a polite no to a guest pitch, the guy is fine just not a fit",
     "Here's a draft:\n\n> Hi — thanks so much for getting in touch and for the thoughtful pitch. I've had a look and I don't think it's quite the right fit for the show at the moment; our upcoming run is focused on a fairly specific set of stories. I'll keep your details on file in case that changes. Best of luck with the project, and thanks again for thinking of us.\n\nShort, warm, leaves the door open without promising anything."),
    ("should i be doing video versions, everyone keeps saying video",
     "It depends on what you want out of it. Pros: discoverability on video platforms, clips for social, some sponsors pay more for video. Cons: it roughly doubles production effort (lighting, cameras, sync, a different edit), and audio-first shows often look static on video.\n\nA middle ground: record a simple locked-off camera during sessions and only publish short clips. That tests demand without committing to full video episodes. If the clips take off, then consider the full thing."),
    ("explain LRA to me like I'm tired",
     "Loudness Range (LRA) is roughly how much the loudness moves around over the episode — the difference between the quieter and louder parts, ignoring the extremes.\n\n- **Low LRA** = very even, everything about the same level (good for listening in a car or on the bus).\n- **High LRA** = dynamic, quiet bits and loud bits (fine for drama, annoying for talk on headphones in traffic).\n\nFor a talk show you generally want it fairly low, which you get with leveling and gentle compression before the final loudness pass."),
    ("my back is wrecked from editing, posture tips lol",
     "Not a doctor, but the usual suspects:\n\n- Screen at eye level, so you're not looking down for hours.\n- Feet flat, elbows roughly at ninety degrees, keyboard close.\n- **Get up every 30–40 minutes** — the dog walks are actually helping you here.\n- Learn more keyboard shortcuts for your editor; a lot of strain comes from mouse work.\n\nIf it's persistent, a physio is worth it — it's your livelihood."),
    ("is it worth switching the co-host to a dynamic mic",
     "Probably yes, if the room isn't treated. Dynamic mics pick up much less of the room and of each other when you're recording in the same space, which means less bleed and easier editing. The trade-off is they need more gain and a consistent distance — so a decent preamp or a clean gain booster helps, and she'll need to stay close to the mic.\n\nIf the host and guest mics match, it also makes the show sound more cohesive."),
    ("how do i back up all the raw tape sanely, it's terabytes now",
     "A simple rule: **3-2-1** — three copies, on two different kinds of storage, one off-site.\n\nFor you that could be:\n1. Working drive on the Mac.\n2. A NAS or external drive at home with an automatic sync.\n3. An off-site copy — cloud cold storage is cheap for archives you rarely touch.\n\nAnd: keep the final masters and project files forever, but consider deleting or compressing the raw multitrack of old episodes after a year, unless you expect to recut them."),
    ("what do you think of ending every ep with a question for listeners",
     "It can work well if you actually do something with the answers — read a few on the next episode, or link them in the notes. If the responses disappear into a void, listeners stop bothering quickly.\n\nKeep the question specific (\"what's the strangest job you've had\") rather than generic (\"let us know what you think\"), and give one clear way to answer."),
    ("ugh the neighbours are drilling again. how do people record in cities",
     "Mostly by picking their moments and being ruthless about retakes:\n\n- Keep a log of when the noisy stuff happens and book sessions around it.\n- Use close-miked dynamics; they reject a lot of distant noise.\n- Leave a beat after any loud noise and simply repeat the sentence — it's far easier than repairing it in the edit.\n- For remote guests, ask them to close windows and turn off fans before you start.\n\nAnd sometimes you just move the session. Your edit time is worth more than fighting a drill."),
    ("whats a reasonable turnaround to promise a client for editing",
     "For a standard interview episode, a few working days is reasonable for a freelancer; faster should cost more. Spell out in writing:\n\n- How many rounds of revisions are included.\n- What counts as a revision versus a re-edit.\n- When the clock starts (when you receive all the files, not when they send the first one).\n\nUnder-promising and delivering early does wonders for repeat business."),
    ("do people actually read transcripts",
     "Some do — people who are deaf or hard of hearing, people skimming to find a quote, journalists, and search engines. They also help you: you can search your own archive and pull quotes for social.\n\nAutomatic transcripts are good enough as a base now; the time goes into correcting names and jargon. If you keep a glossary of recurring names, the corrections get much faster."),
    ("how loud should the music bed be under talking",
     "Lower than you think. A common starting point is to have the music sit well under the voice, so that speech is effortlessly intelligible on a phone speaker. Tips:\n\n- Duck the music more when someone's talking, bring it up in the gaps.\n- Cut some of the music's midrange so it doesn't fight the voice.\n- Check on cheap earbuds and in the car — that's where beds become a problem.\n\nIf you catch yourself straining to hear a word, it's too loud."),
    ("is a trailer episode worth it for the new season",
     "Yes, usually. A short trailer gives new listeners something to sample, gives the feed fresh activity before launch, and gives you an audio asset for promo swaps with other shows.\n\nKeep it tight: a hook, a few of the best moments from the upcoming episodes, and a clear release day. Publish it a week or two before the first episode."),
]
CHATTER_ZH = [
    ("上周那个嘉宾每个p都喷麦，后期有什么办法吗",
     "有几种办法，按费事程度排：\n\n1. **手动压最严重的几个**：放大波形，只选中那一下低频的“噗”，把增益拉下来。最费时间但最干净。\n2. **用专门的去喷麦模块**（RX里有），只处理嘉宾那轨，灵敏度别开太高，先听一分钟再决定。\n3. **高通滤波加自动化**：只在喷麦的字上切低频。\n\n下次录的时候加个防喷罩，或者让嘉宾把话筒稍微偏一点角度，大部分问题从源头就解决了。"),
    ("录播客用48k还是44.1，有区别吗",
     "对人声节目来说听感上基本没区别。实际建议：\n\n- 有可能出视频的话就用**48k**，视频那边默认都是这个，后面省一次重采样。\n- 录音保持**24位**，嘉宾突然大笑也有余量。\n- 最后导出的MP3按平台要求来就行。\n\n更重要的是统一：一次录音里所有音源采样率一致，就不会有漂移和对不上的问题。"),
    ("口播怎么念才不像在念广告",
     "效果最好的口播听起来就像在跟朋友推荐东西：\n\n- **先说自己的真实体验**，什么时候用的，哪一点让你意外。\n- **品牌方那些你平时不会说的形容词能删就删**，必须保留的卖点用自己的话说（合同允许的话）。\n- **优惠码和链接放在最后，慢慢念两遍。**\n- **跟正片同一场、同一套话筒录**，听起来不会突兀。\n\n还有就是短一点，三十秒听众能忍，一分半就直接快进了。"),
    ("新房子录音回声特别大，有什么便宜的办法",
     "便宜又管用的：\n\n- **软的东西越多越好**：地毯、窗帘、沙发、塞满书的书架。两面光秃秃的平行墙是罪魁祸首。\n- **被子堡**：在话筒后面和两边挂被子，看着傻但效果特别好。\n- **用动圈话筒并且凑近**，嘴离得越近房间声越少。\n- **挑最小最满的房间录**，不是最好看的那间。衣柜里挂满衣服是经典方案。\n\n单独贴那种薄海绵没什么用，只管最高频那一点。"),
    ("节目笔记写多长合适",
     "够用就行，要能在手机上看完：\n\n- **前两行最重要**，播客App里“展开”之前就显示这些，要写这期讲什么，别写赞助商。\n- 然后是一句话嘉宾介绍，三到五条要点，节目里提到的链接。\n- 制作名单和赞助信息放最下面。\n\n有完整逐字稿的话放链接就好，别整个贴进笔记。"),
    ("帮我写个委婉拒绝嘉宾自荐的话，人挺好的就是不合适",
     "可以这样写：\n\n> 您好，非常感谢您的联系和认真准备的介绍。我仔细看了一下，觉得目前和节目不太契合，接下来这一季我们关注的方向比较具体。您的资料我先留着，之后如果方向有调整再联系您。祝项目顺利，再次感谢您想到我们。\n\n简短、客气，留了余地但没有承诺什么。"),
    ("大家都说要做视频版，你觉得有必要吗",
     "看你想要什么。好处：视频平台更容易被发现，能剪短视频，有些赞助商给视频的钱更多。坏处：制作量差不多翻倍（灯光、机位、同步、另一套剪辑），而且以声音为主的节目拍出来常常很呆。\n\n折中办法：录音的时候架一台固定机位，只发短视频片段。先试试有没有需求，片段火了再考虑做完整视频版。"),
    ("LRA到底是什么，说简单点我今天很累",
     "响度范围（LRA）大概就是整期节目响度起伏有多大，安静的部分和大声的部分差多少，极端值不算。\n\n- **LRA低**：很平，听起来都差不多响，适合开车、坐地铁听。\n- **LRA高**：起伏大，有安静有大声，广播剧没问题，聊天节目戴耳机在路上听就很烦。\n\n聊天类节目一般希望低一点，做法是最后做响度之前先做电平平衡和轻度压缩。"),
    ("剪片子剪得腰都断了哈哈，有什么姿势上的建议",
     "我不是医生，不过常见的几条：\n\n- 屏幕放到视线高度，别低头看几个小时。\n- 脚放平，手肘大概九十度，键盘离近点。\n- **每三四十分钟起来动一动**，遛狗其实是在救你。\n- 多学几个剪辑软件的快捷键，很多劳损是鼠标操作出来的。\n\n要是一直疼，去看看理疗师，毕竟这是吃饭的家伙。"),
    ("几个T的原始素材怎么备份比较靠谱",
     "简单的原则：**3-2-1**，三份拷贝，两种不同的存储，一份放在别的地方。\n\n对你来说可以是：\n1. Mac上的工作盘。\n2. 家里的NAS或者移动硬盘，自动同步。\n3. 一份异地的，冷存储的云盘对这种很少动的归档很便宜。\n\n另外：成品母带和工程文件永久保存，但老节目的原始多轨过一年可以考虑删掉或者压缩，除非你觉得以后还要重剪。"),
    ("隔壁又在打电钻了，住城里的人都怎么录音的",
     "基本上就是挑时间，再加上该重录就重录：\n\n- 记一下隔壁一般什么时候吵，避开那个时间约录音。\n- 用近距离的动圈话筒，远处的噪音能挡掉不少。\n- 有大的噪音就停一下，把那句话重说一遍，比后期修容易太多了。\n- 远程嘉宾开始之前请他们关窗、关风扇。\n\n实在不行就改时间，你的剪辑时间比跟电钻较劲值钱。"),
    ("给客户剪片子，交付时间承诺多久合适",
     "普通访谈节目，自由职业者几个工作日比较合理，要更快就该加钱。书面写清楚：\n\n- 包含几轮修改。\n- 什么算修改，什么算重剪。\n- 从什么时候开始算（收齐所有文件，而不是收到第一个文件）。\n\n少承诺一点、提前交付，回头客会多很多。"),
    ("背景音乐垫在说话下面应该多大声",
     "比你以为的要小。一般的起点是让音乐明显低于人声，用手机外放也能毫不费力地听清每个字。几个技巧：\n\n- 有人说话的时候音乐压低，停顿的时候再抬起来。\n- 把音乐的中频削掉一点，别跟人声抢。\n- 用便宜耳机和车里都听一遍，垫乐的问题一般都在这些场景暴露。\n\n你自己都得竖起耳朵才能听清的话，就是太大了。"),
    ("新一季要不要先发个预告",
     "一般值得。短预告能让新听众先试听，上线前feed也有动静，还能拿去跟别的节目互推。\n\n要紧凑：一个钩子，几段接下来几期最精彩的片段，再说清楚哪天上线。第一期之前一两周发出去。"),
    ("节目结尾每期都问听众一个问题，你觉得怎么样",
     "如果你真的会用这些回答就挺好，比如下期念几条，或者放在节目笔记里。要是回答都石沉大海，听众很快就不回了。\n\n问题要具体（“你做过最奇怪的工作是什么”），别太空泛（“欢迎留言告诉我们你的想法”），并且给一个明确的回复渠道。"),
]
FILLER_EN = [
    ("ok", "Okay. Shout if you need anything else while you're out."),
    ("thx", "Any time."),
    ("brb dog", "No rush."),
    ("back. she found a fox poo. lovely", "Ha — good luck with the bath later. Whenever you're ready."),
    ("k", "👍"),
    ("ok cool", "Great."),
    ("nvm", "No problem — ignore that then."),
    ("sorry signal dropped", "No worries, nothing was lost — pick up wherever you like."),
    ("lol", "😄"),
    ("hang on someone's at the door", "Sure, I'll be here."),
    ("thanks that's helpful", "Glad it helps."),
    ("right", "Anything else on your list?"),
]
FILLER_ZH = [
    ("好的", "好，有事再叫我。"),
    ("收到", "👌"),
    ("等下", "好，不急。"),
    ("回来了，{dog}刚才追猫去了", "哈哈，辛苦了。我们接着来。"),
    ("嗯", "好的。"),
    ("谢谢", "不客气。"),
    ("算了不用了", "好的，那就先不管。"),
    ("信号不好刚断了", "没事，内容都在，接着说就行。"),
    ("哈哈哈", "😄"),
    ("有人敲门等我一下", "好的，我在。"),
    ("行", "还有别的要处理吗？"),
]

WORK_EN = [
    ("can you write me a two line blurb for the {topic} episode of {show}",
     "Two options:\n\n1. **The {topic} story nobody tells.** We sit down with the people who keep it running and find out what actually goes wrong when nobody's watching.\n\n2. **Everyone has an opinion about the {topic}. Hardly anyone has asked the people inside it.** This week on {show}, we did.\n\nThe second one is punchier for the app preview; the first reads better on the website."),
    ("draft a thank you email to the {topic} guest, short, warm",
     "Here's a draft:\n\n> Subject: Thank you!\n>\n> Hi — just wanted to say a proper thank you for coming on {show}. It was one of those conversations where I forgot we were recording. I'll send you a link as soon as the episode is live, plus a couple of short clips you're welcome to share. If anything you said needs a second look before we publish, just tell me.\n>\n> Thanks again,\n\nYou might add one specific moment you loved — it makes it feel less like a template."),
    ("what should I ask the {topic} guest, give me like 8 questions",
     "Here's a set that moves from easy to deep:\n\n1. How did you end up in the {topic} world in the first place?\n2. What does a normal day actually look like?\n3. What's the thing outsiders always get wrong about it?\n4. Tell me about a day when it all went wrong.\n5. Who taught you the most, and what did they teach you?\n6. What's changed in the last ten years — for better or worse?\n7. What do you wish people would ask you about it?\n8. If a listener wanted to see it for themselves, where should they start?\n\nQuestion 4 is usually where the best tape comes from — leave room to follow up."),
    ("write an instagram caption for the {topic} ep, no hashtag spam",
     "How about:\n\n> New episode: the {topic}, from the inside. Funny, a bit heartbreaking, and full of things we didn't know. Link in bio.\n\nIf you want one hashtag, use the show name only. A short audiogram of the best thirty seconds will do more than any caption."),
    ("give me a release day checklist for {show}, I keep forgetting stuff",
     "Release day checklist:\n\n- [ ] Final master exported, loudness checked, true peak under the ceiling\n- [ ] MP3 tags: title, episode number, artwork, chapters\n- [ ] Show notes proofread (first two lines describe the episode)\n- [ ] Sponsor read present and correct, promo code spelled right\n- [ ] Episode scheduled in the feed server and the feed validates\n- [ ] Test download on your phone from the actual feed\n- [ ] Transcript uploaded\n- [ ] Social posts scheduled, guest sent the link\n- [ ] Raw files moved to the archive\n\nPin this somewhere you'll see it."),
    ("{cohost} wants to redo the intro music again. how do I say no nicely",
     "You could frame it around listeners rather than taste:\n\n> I love that you're thinking about the sound of the show. My worry is that the intro is one of the few things regular listeners recognise instantly, and changing it again this season might cost us that. Could we park it and look at it properly at the season break, with a couple of options side by side?\n\nThat's a no for now, but it takes the idea seriously and gives it a time and place."),
    ("what's the best spot for the midroll in a show this length",
     "For a show of your length, the natural spot is at a story break roughly a third to halfway in — after listeners are invested, before the main payoff. Avoid cutting a guest off mid-thought; listeners resent that far more than the ad itself.\n\nIf you ever have two midrolls, space them so there's a decent stretch of uninterrupted content between them."),
    ("draft a reply to {brand} saying the read is scheduled and I'll send the air check once it's live",
     "Here you go:\n\n> Hi,\n>\n> Quick update: the read is recorded and scheduled for the upcoming episode of {show}. I'll send the air check with the timestamp as soon as it's live.\n>\n> Let me know if anything changes on your side.\n>\n> Best,\n\nShort and doesn't commit you to anything new."),
    ("title ideas for the {topic} episode pls",
     "A few directions:\n\n- **Descriptive:** Inside the {topic}\n- **Curiosity:** What nobody tells you about the {topic}\n- **Quote-led:** use the guest's best line from the tape as the title\n- **Playful:** pick a pun if it's the kind of show that does puns (yours sometimes does)\n\nQuote-led titles tend to do well in search because they're specific. Keep it under about sixty characters so it isn't cut off in apps."),
    ("make me a template for the edit notes I send {cohost}",
     "Something like:\n\n**Episode:**\n**Version sent:**\n**Big cuts** (with timestamps and why):\n**Small fixes** (ums, restarts, noise):\n**Questions for you:**\n**Still to do:** music, sponsor read, loudness pass\n\nKeeping the why next to each big cut saves a lot of back-and-forth."),
    ("summarise for me what I should be doing this week, roughly, I'm overwhelmed",
     "Roughly, based on what's been going on:\n\n1. **Finish and ship the next episode of each show** — that's the non-negotiable.\n2. **Clear the sponsor admin**: invoices, reads, air checks.\n3. **Chase the open questions** that are blocking decisions.\n4. **Book the upcoming recordings** so you're not scrambling next week.\n5. **Server housekeeping** only if something is actually broken.\n\nEverything else can slide a week. And keep the dog walks — they're clearly where your best thinking happens."),
    ("write the credits paragraph for the {topic} ep of {show}",
     "Draft:\n\n> {show} is produced, edited and mixed independently. This episode was recorded in person and remotely. Theme music from our licensed library. Thanks to our guest and to everyone who sent in questions. If you enjoyed it, the best thing you can do is tell one friend.\n\nAdjust the recording line if it was all remote."),
]
WORK_ZH = [
    ("帮我给{show}的{topic}那期写两句简介",
     "两个版本：\n\n1. **关于{topic}，没人讲过的那些事。** 这期我们找到了在里面干活的人，聊聊没人看着的时候到底会出什么岔子。\n\n2. **人人都对{topic}有看法，但很少有人问过里面的人。** 这期{show}，我们问了。\n\n第二个在App预览里更抓人，第一个放网站上读起来更顺。"),
    ("帮我写封感谢信给{topic}那期的嘉宾，短一点，真诚一点",
     "草稿：\n\n> 您好！\n>\n> 特别感谢您来参加{show}的录制，那次聊得太投入了，我都忘了在录音。节目上线后我第一时间把链接发给您，另外附几段短片段，欢迎转发。如果有哪句话上线前想再确认一下，随时跟我说。\n>\n> 再次感谢！\n\n可以加一句你印象最深的具体片段，会显得不那么像模板。"),
    ("{topic}那期要问嘉宾什么，给我八个问题",
     "从轻松到深入：\n\n1. 您最开始是怎么跟{topic}打上交道的？\n2. 平常的一天到底是什么样的？\n3. 外面的人对这行最大的误解是什么？\n4. 讲讲哪天一切都搞砸了。\n5. 谁教会您最多，教了什么？\n6. 这十年变了什么，变好还是变坏？\n7. 您最希望别人问您什么？\n8. 听众要是想亲眼看看，从哪儿开始比较好？\n\n第四个问题一般能出最好的素材，记得留时间追问。"),
    ("给{topic}那期写个朋友圈文案，别堆话题标签",
     "可以这样：\n\n> 新一期上线：从里面看{topic}。好笑，有点心酸，还有很多我们之前根本不知道的事。链接在评论区。\n\n要加标签的话只加节目名。剪一段三十秒最精彩的音频配图，比什么文案都管用。"),
    ("给{show}列个发片当天的检查清单，我老是漏东西",
     "发片当天清单：\n\n- [ ] 母带导出，响度检查过，真峰值在上限以下\n- [ ] MP3标签：标题、期数、封面、章节\n- [ ] 节目笔记校对过（前两行讲清楚这期内容）\n- [ ] 口播在、内容对、优惠码没拼错\n- [ ] feed服务器上排好期，feed校验通过\n- [ ] 用手机从正式feed下载试听一遍\n- [ ] 逐字稿上传\n- [ ] 社交平台排好，链接发给嘉宾\n- [ ] 原始文件挪到归档\n\n贴在你看得见的地方。"),
    ("{cohost}又想换片头音乐了，怎么委婉地拒绝",
     "可以从听众的角度说，而不是从喜好：\n\n> 你在琢磨节目的声音这件事我特别赞成。我担心的是片头是老听众一听就认出来的少数几样东西之一，这一季再换可能就丢了这个。要不我们先放一放，等季中休息的时候拿几个方案放在一起认真比一比？\n\n这是暂时拒绝，但认真对待了她的想法，也给了时间和场合。"),
    ("这么长的节目中插放哪儿最好",
     "你这个长度，比较自然的位置是在三分之一到一半之间的一个段落间隙——听众已经投入了，但高潮还没到。别在嘉宾话说到一半的时候切，听众对这个的反感比广告本身大多了。\n\n如果有两条中插，中间要留够一段完整的内容。"),
    ("帮我回{brand}，说口播已经排上了，上线后发播出证明",
     "给你：\n\n> 您好，\n>\n> 同步一下：口播已经录好，排在{show}接下来的这一期。上线后我第一时间把带时间点的播出证明发给您。\n>\n> 您那边有变动随时告诉我。\n\n简短，也没有额外承诺什么。"),
    ("{topic}那期起个标题，给几个方向",
     "几个方向：\n\n- **直白型：** 走进{topic}\n- **好奇型：** 关于{topic}，没人告诉你的事\n- **金句型：** 直接用嘉宾素材里最好的一句话当标题\n- **俏皮型：** 如果节目风格允许，来个谐音梗\n\n金句型标题一般搜索效果好，因为够具体。控制在二十个字以内，App里不会被截断。"),
    ("帮我做个发给{cohost}的剪辑说明模板",
     "大概这样：\n\n**期数：**\n**发送版本：**\n**大的删改**（时间点和原因）：\n**小修**（嗯啊、重说、噪音）：\n**要问你的：**\n**还没做的：** 音乐、口播、响度\n\n每个大删改旁边写原因，能省很多来回。"),
    ("帮我理一下这周该干啥，我有点崩",
     "大概是这样：\n\n1. **两档节目各自把下一期做完发出去**，这个没得商量。\n2. **把赞助的杂事清掉**：发票、口播、播出证明。\n3. **催一下那些卡着决定的待确认问题。**\n4. **把接下来的录音约好**，免得下周手忙脚乱。\n5. **服务器的事只在真坏了的时候管。**\n\n别的都可以往后推一周。遛狗别停，你最好的想法显然都是那时候冒出来的。"),
]

VOICE_INTRO_EN = ["ok voice memo, walking {dog}, bear with me", "right so", "hey it's me again, dog walk notes",
                  "ok so a few things", "sorry this is going to be long", "um so",
                  "quick one while {dog} sniffs every single lamppost", "ok dictating this so excuse the typos",
                  "right walking back now, couple of things"]
VOICE_JOIN_EN = [" and um ", " oh and also ", ", anyway, ", " — what else — ", " and then ",
                 ", right, and ", " oh before I forget ", " and uh "]
VOICE_OUTRO_EN = [" ok that's it I think", " anyway she's pulling, talk later", " ok done", "",
                  " sorry about the wind", " right that's everything", " {dog} no leave it — sorry, that's all"]
VOICE_INTRO_ZH = ["语音转文字，在遛{dog}，可能有错字", "那个我说几件事啊", "又是我，遛狗的时候想到的",
                  "嗯就是说", "可能有点长你忍一下", "走回去的路上说一下"]
VOICE_JOIN_ZH = ["，然后", "，对了", "，还有就是", "，嗯", "，哦对", "，另外"]
VOICE_OUTRO_ZH = ["，先这样", "，{dog}在扯我，回头说", "", "，风太大了不知道录清楚没", "，差不多就这些",
                  "，{dog}别吃那个，好了就这些"]
TEXT_PRE_EN = ["", "", "fyi ", "also ", "oh ", "btw "]
TEXT_PRE_ZH = ["", "", "对了", "顺便说一下，", "哦还有，"]
TYPOS = [("the ", "teh "), ("because", "becuase"), ("really", "realy"), ("with", "wiht"),
         ("know", "kno"), ("you", "u"), ("going to", "gonna"), ("about", "abt")]

# command shapes: (template, task_en, task_zh, explain_en, explain_zh)
CMD_SHAPES = [
    ("ffmpeg -i {f}_raw.wav -af loudnorm=I={i}:TP={tp}:LRA={lra} -ar 44100 {f}_norm.wav",
     "normalise a file to the loudness target", "把文件做响度标准化",
     "The loudnorm filter measures and adjusts in one pass; for the most accurate result you can run it twice (measure, then apply with the measured values), but single-pass is fine for spoken word.",
     "loudnorm一遍就能测量加调整；要最精确可以跑两遍（先测再用测出来的值），不过人声节目一遍就够了。"),
    ("ffmpeg -i {f}_master.wav -codec:a libmp3lame -b:a {br}k -id3v2_version 3 {f}.mp3",
     "encode the master to mp3 with tags that work everywhere", "把母带转成带标签的mp3",
     "The ID3v2.3 flag matters: some older players and podcast apps still choke on v2.4 tags.",
     "那个id3v2_version 3很重要，有些老的播放器和播客App读不了v2.4的标签。"),
    ("sox {f}_edit.wav {f}_trim.wav trim 0 {mm}:{ss} fade t 0.5 0 {fd}",
     "trim the end and add a fade", "把结尾裁掉再加个淡出",
     "trim keeps everything from the start up to that timestamp; the fade arguments are fade-in length, position (0 means end of file) and fade-out length.",
     "trim保留从开头到那个时间点的部分；fade后面的参数分别是淡入长度、位置（0表示文件结尾）和淡出长度。"),
    ("sox noise_{f}.wav -n noiseprof {f}.prof",
     "make a noise profile from the room tone", "用房间底噪做个噪声样本",
     "Record at least a few seconds of pure room tone for this — the cleaner the sample, the less the reduction chews the voice.",
     "底噪至少录几秒纯的环境声，样本越干净，降噪对人声的损伤越小。"),
    ("sox {f}_raw.wav {f}_clean.wav noisered {f}.prof 0.{nr}",
     "apply the noise profile to the raw file", "用噪声样本给原始文件降噪",
     "Keep the amount low; above about a third it starts to sound watery.",
     "降噪量别开太大，超过三成左右人声就开始发水。"),
    ("rsync -avz --progress ./{f}/ feeds@{host}:/srv/castopod/media/{slug}/",
     "push the episode folder up to the server", "把这期的文件夹推到服务器上",
     "The trailing slashes matter: with them, the contents of the folder go into the target folder rather than a nested copy.",
     "结尾的斜杠很重要：有斜杠是把文件夹里的内容放进目标目录，没有的话会多套一层。"),
    ("rsync -av --delete ~/Podcasts/{slug}/s{season}/masters/ nas:/volume1/archive/{slug}/s{season}/",
     "mirror the season's masters to the NAS", "把这一季的母带同步到NAS",
     "Careful with --delete: it removes files on the NAS that aren't on the Mac, so run it with -n first if you've been tidying up.",
     "--delete要小心：Mac上没有的文件NAS上也会被删，整理过文件的话先加-n试跑一遍。"),
    ("ffprobe -v error -show_entries format=duration -of csv=p=0 {f}.mp3",
     "get just the duration of an mp3", "只看mp3的时长",
     "It prints the duration in seconds and nothing else, which is handy for scripts and for filling in the feed.",
     "只输出秒数，别的什么都不打，写脚本或者填feed的时候很方便。"),
    ("ffmpeg -ss 00:{mm}:{ss} -t {dur} -i {f}.wav -c copy {f}_clip.wav",
     "cut a clip for social without re-encoding", "不重新编码剪一段做短视频",
     "Putting -ss before -i makes the seek fast; -c copy avoids re-encoding so the clip is bit-identical to the master.",
     "-ss放在-i前面定位快；-c copy不重新编码，片段跟母带一模一样。"),
    ("ffmpeg -i {f}_zoom.mp4 -vn -ac 1 -ar 48000 {f}_guest.wav",
     "pull the guest audio out of the video call recording", "把视频会议录像里的嘉宾音频抽出来",
     "-vn drops the video, -ac 1 folds it to mono; that's usually what you want for a single remote guest.",
     "-vn去掉视频，-ac 1转成单声道，远程单个嘉宾一般就这样。"),
    ("ffmpeg -i {f}_raw.wav -af \"highpass=f={hp},afftdn=nf=-{nf}\" {f}_hp.wav",
     "high-pass and denoise the raw file in one go", "一步做高通加降噪",
     "The high-pass removes rumble below the voice; afftdn is a gentle broadband denoiser — don't push the noise floor setting too far.",
     "高通去掉人声以下的低频轰鸣，afftdn是比较温和的宽频降噪，噪底参数别调太狠。"),
    ("sox -m {f}_host.wav {f}_guest.wav {f}_mix.wav",
     "mix the host and guest tracks into one file", "把主播和嘉宾两轨混成一个文件",
     "sox -m sums the inputs; if it clips, add -v 0.5 before each input to halve their levels.",
     "sox -m是直接相加，如果爆了就在每个输入前面加 -v 0.5 把电平减半。"),
]
METER_SHAPES = (0, 1, 2, 4, 10, 11)   # audio-processing commands whose output one would meter
SPONSOR_MONEY = ("the midroll rate on {show}", "the {brand} flight", "the {network} minimum guarantee",
                 "the preroll on {show2}", "{show}的中插报价", "{brand}这一轮投放", "{network}的保底",
                 "{show2}的前贴片")
PORT_PROC = ["castopod", "php-fpm8.2", "plausible", "icecast2", "python3", "rsync", "node", "op3-proxy",
             "gunicorn", "voicemail"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(d):
    if 11 <= d % 100 <= 13:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def en_join(items):
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


class Conv:
    PLACES = {
        "name": {"voice": 3, "text": 2, "paste": 2, "tool": 2},
        "command": {"text": 3, "paste": 1, "tool": 3, "asst": 2},
        "id": {"voice": 2, "text": 2, "paste": 2, "tool": 2},
        "port": {"voice": 2, "text": 3, "tool": 2, "asst": 1},
        "version": {"voice": 2, "text": 2, "paste": 1, "tool": 2, "asst": 1},
        "money": {"voice": 3, "text": 2, "paste": 2, "tool": 1},
        "date": {"voice": 3, "text": 2, "paste": 2, "tool": 1},
        "decision": {"voice": 3, "text": 2},
        "constraint": {"voice": 2, "text": 2, "paste": 2},
        "question": {"voice": 2, "text": 3},
    }
    PASTES = {"name": ["notes", "fwd"], "id": ["notes", "contract", "fwd"], "money": ["contract", "fwd"],
              "date": ["notes", "contract", "fwd"], "version": ["meter"], "command": ["meter"],
              "constraint": ["contract", "fwd"]}

    def __init__(self, seed, zh, per_kind, attempt):
        self.seed, self.zh, self.per_kind = seed, zh, per_kind
        self.rng = random.Random(seed * 1000003 + attempt * 7919 + (17 if zh else 0))
        r = self.rng
        self.used = []
        if zh:
            (self.show, self.slug), (self.show2, self.slug2) = r.sample(SHOWS_ZH, 2)
            self.cohost, self.dog = r.choice(COHOSTS_ZH), r.choice(DOGS_ZH)
            self.brands = r.sample(BRANDS_ZH, 6)
            self.network, self.studio = r.choice(NETWORKS_ZH), r.choice(STUDIOS_ZH)
            self.topics = TOPICS_ZH
        else:
            (self.show, self.slug), (self.show2, self.slug2) = r.sample(SHOWS_EN, 2)
            self.cohost, self.dog = r.choice(COHOSTS_EN), r.choice(DOGS_EN)
            self.brands = r.sample(BRANDS_EN, 6)
            self.network, self.studio = r.choice(NETWORKS_EN), r.choice(STUDIOS_EN)
            self.topics = TOPICS_EN
        self.host = r.choice(HOSTS)
        self.show_of = {self.slug: self.show, self.slug2: self.show2}
        self.chatter = list(CHATTER_ZH if zh else CHATTER_EN)
        r.shuffle(self.chatter)
        self.work = [(t, 0) for t in range(len(WORK_ZH if zh else WORK_EN))]
        self.short = []
        self.meters = 0
        self.work_topics = set()
        self.ctx_used = set()
        self.amounts = set()

    # ---------------------------------------------------------- helpers
    def fmt(self, tmpl_, **kw):
        r = self.rng
        d = dict(brand=r.choice(self.brands), network=self.network, show=self.show, show2=self.show2,
                 topic=r.choice(self.topics), studio=self.studio, cohost=self.cohost, dog=self.dog)
        d.update(kw)
        return tmpl_.format(**d)

    def fresh(self, gen):
        v = gen()
        for _ in range(200):
            digits = "".join(ch for ch in v if ch.isdigit() or ch == ".")
            money_like = any(c in v for c in "$£€¥元块万")
            if (v not in NOISE and all(v not in u and u not in v for u in self.used)
                    and not (money_like and digits in self.amounts)):
                break
            v = gen()
        if any(c in v for c in "$£€¥元块万"):
            self.amounts.add("".join(ch for ch in v if ch.isdigit() or ch == "."))
        self.used.append(v)
        return v

    def pick_ctx(self, kind, choices):
        """A context phrase not yet used for this kind (same-kind facts must not share one)."""
        for _ in range(100):
            c = self.rng.choice(choices)
            key = c[0] if isinstance(c, tuple) else c
            txt = self.fmt(key)
            if (kind, txt) not in self.ctx_used:
                break
        self.ctx_used.add((kind, txt))
        return txt, c

    def T(self, en, zh):
        return zh if self.zh else en

    # ---------------------------------------------------------- value generators
    def g_name(self):
        r = self.rng
        if self.zh:
            return r.choice(SUR_ZH) + r.choice(GIVEN_ZH) + r.choice(GIVEN_ZH)
        return r.choice(FIRST_EN) + " " + r.choice(LAST_EN)

    def g_cmd(self):
        r = self.rng
        shape = r.randrange(len(CMD_SHAPES))
        slug = r.choice([self.slug, self.slug2])
        f = "%s%d" % (slug, r.randint(12, 260))
        cmd = CMD_SHAPES[shape][0].format(
            f=f, slug=slug, host=self.host, season=r.randint(1, 6),
            i=r.choice([-16, -18, -19, -17]), tp=r.choice(["-1", "-1.5", "-2"]), lra=r.choice([7, 9, 11]),
            br=r.choice([64, 96, 128, 160, 192]), mm="%02d" % r.randint(10, 71), ss="%02d" % r.randint(0, 59),
            fd=r.choice(["1", "1.5", "2", "3"]), nr=r.randint(12, 33), dur=r.choice([30, 45, 60, 75, 90]),
            hp=r.choice([60, 70, 80, 90, 100, 120]), nf=r.randint(20, 35))
        return cmd, shape, slug

    def g_id(self, typ):
        r = self.rng
        if typ == "INV":
            return r.choice(["INV-%05d" % r.randint(10000, 99999), "INV-26%03d" % r.randint(1, 999)])
        if typ == "PO":
            return "PO-%d" % r.randint(100000, 999999)
        if typ == "IO":
            return "IO-%d-%s" % (r.randint(1000, 9999), r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ"))
        if typ == "SR":
            return "SR-%d" % r.randint(100000, 999999)
        if typ == "BK":
            return "BK-" + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
        if typ == "EP":
            return "%s-%d" % (r.choice([self.slug, self.slug2]).upper(), r.randint(101, 399))
        return "%s-%d-%02d" % ("".join(w[0] for w in self.network.split() if w[0].isupper()) or "CT",
                               r.randint(100, 999), r.randint(10, 99))

    def g_port(self):
        r = self.rng
        return str(r.choice([r.randint(3001, 9999), r.randint(10000, 49999)]))

    def g_version(self):
        r = self.rng
        v = "%d.%d.%d" % (r.randint(1, 14), r.randint(0, 24), r.randint(0, 19))
        return ("v" + v) if r.random() < 0.2 else v

    def g_money(self, lo=100, hi=5000):
        r = self.rng
        amt = r.randint(lo, hi)
        step = 5 if amt < 500 else 25 if amt < 2000 else 50 if amt < 10000 else 500
        amt = max(step, amt // step * step)
        if self.zh:
            if amt >= 10000 and r.random() < 0.6:
                w = amt / 10000.0
                return ("%.1f万" % w).replace(".0万", "万")
            k = r.randrange(3)
            if k == 0:
                return "¥{:,}".format(amt)
            if k == 1 or amt >= 5000:
                return "%d元" % amt
            return "%d块" % amt
        cur = r.choice(["$", "£", "€"])
        return "%s%s" % (cur, "{:,}".format(amt))

    def g_date(self):
        r = self.rng
        m = r.choice([11, 12, 1, 2, 3, 4])
        d = r.randint(1, 28)
        if self.zh:
            return "%d月%d%s" % (m, d, r.choice(["日", "日", "号"]))
        k = r.randrange(5)
        if k == 0:
            return "%s %d" % (MONTHS[m - 1], d)
        if k == 1:
            return "%s %d" % (MONTHS[m - 1][:3], d)
        if k == 2:
            return "%d %s" % (d, MONTHS[m - 1])
        if k == 3:
            return "%s %s" % (MONTHS[m - 1], ordinal(d))
        return "%s the %s of %s" % (r.choice(WEEKDAYS), ordinal(d), MONTHS[m - 1])

    # ---------------------------------------------------------- facts
    def make_fact(self, kind, pools):
        r = self.rng
        zh = self.zh
        d = {}
        if kind == "name":
            d["name"] = self.fresh(self.g_name)
            if zh:
                d["role"], (_, title) = self.pick_ctx(kind, ROLES_ZH)
                d["title"] = None if title is None else (
                    "老" + d["name"][0] if title == "老" else d["name"][0] + title)
            else:
                d["role"], _ = self.pick_ctx(kind, ROLES_EN)
                d["title"] = None
            needles = [d["name"]]
        elif kind == "command":
            def g():
                c, s, sl = self.g_cmd()
                g.shape, g.slug = s, sl
                return c
            d["cmd"] = self.fresh(g)
            d["shape"] = g.shape
            d["cshow"] = self.show_of[g.slug]
            needles = [d["cmd"]]
        elif kind == "id":
            table = ID_CTX_ZH if zh else ID_CTX_EN
            for _ in range(200):
                typ = r.choice(list(table))
                ctx = self.fmt(r.choice(table[typ]))
                if (kind, ctx) not in self.ctx_used:
                    break
            self.ctx_used.add((kind, ctx))
            d["typ"], d["ctx"] = typ, ctx
            d["id"] = self.fresh(lambda: self.g_id(typ))
            needles = [d["id"]]
        elif kind == "port":
            d["port"] = self.fresh(self.g_port)
            svcs = PORT_SVC_ZH if zh else PORT_SVC_EN
            d["svc"], _ = self.pick_ctx(kind, svcs)
            d["proc"] = PORT_PROC[svcs.index(d["svc"]) % len(PORT_PROC)]
            needles = [d["port"]]
        elif kind == "version":
            d["ver"] = self.fresh(self.g_version)
            d["prod"], _ = self.pick_ctx(kind, PRODUCTS_ZH if zh else PRODUCTS_EN)
            needles = [d["ver"]]
        elif kind == "money":
            d["ctx"], (key, lo, hi) = self.pick_ctx(kind, MONEY_CTX_ZH if zh else MONEY_CTX_EN)
            d["lo"], d["hi"], d["sponsor"] = lo, hi, key in SPONSOR_MONEY
            d["money"] = self.fresh(lambda: self.g_money(lo, hi))
            needles = [d["money"]]
        elif kind == "date":
            d["date"] = self.fresh(self.g_date)
            d["ctx"], _ = self.pick_ctx(kind, DATE_CTX_ZH if zh else DATE_CTX_EN)
            needles = [d["date"]]
        elif kind == "decision":
            d["c"], d["r"] = pools["decision"].pop(0)
            needles = [d["c"], d["r"]]
        elif kind == "constraint":
            d["a"], d["s"] = pools["constraint"].pop(0)
            needles = [d["a"], d["s"]]
        else:
            d["s"] = pools["question"].pop(0)
            needles = [d["s"]]
        for nd in needles:
            if nd not in self.used:
                self.used.append(nd)
        return {"kind": kind, "needles": needles, "d": d}

    def slip(self, kind, d):
        gen = {"name": self.g_name, "id": None, "port": self.g_port, "version": self.g_version,
               "money": lambda: self.g_money(d["lo"], d["hi"]), "date": self.g_date}[kind]
        return self.fresh(gen)

    def sentence(self, f, style):
        """One clause stating the fact, in the user's voice."""
        r = self.rng
        k, d = f["kind"], dict(f["d"])
        zh = self.zh
        tabl = {
            "name": (NAME_T_ZH, NAME_CORR_ZH) if zh else (NAME_T_EN, NAME_CORR_EN),
            "command": (COMMAND_T_ZH, None) if zh else (COMMAND_T_EN, None),
            "id": (ID_T_ZH, ID_CORR_ZH) if zh else (ID_T_EN, ID_CORR_EN),
            "port": (PORT_T_ZH, PORT_CORR_ZH) if zh else (PORT_T_EN, PORT_CORR_EN),
            "version": (VERSION_T_ZH, VERSION_CORR_ZH) if zh else (VERSION_T_EN, VERSION_CORR_EN),
            "money": (MONEY_T_ZH, MONEY_CORR_ZH) if zh else (MONEY_T_EN, MONEY_CORR_EN),
            "date": (DATE_T_ZH, DATE_CORR_ZH) if zh else (DATE_T_EN, DATE_CORR_EN),
            "decision": (DECISION_T_ZH, None) if zh else (DECISION_T_EN, None),
            "constraint": (CONSTRAINT_T_ZH, None) if zh else (CONSTRAINT_T_EN, None),
            "question": (QUESTION_T_ZH, None) if zh else (QUESTION_T_EN, None),
        }[k]
        tmpls, corr = tabl
        if k == "name" and zh and d.get("title"):
            tmpls = tmpls + NAME_TITLE_T_ZH + NAME_TITLE_T_ZH
        if corr and r.random() < 0.15:
            if k == "id":
                sl = self.fresh(lambda: self.g_id(d["typ"]))
            else:
                sl = self.slip(k, d)
            t = corr
            d["slip"] = sl
        else:
            t = r.choice(tmpls)
        if style == "text" and not zh and r.random() < 0.4:
            a, b = r.choice(TYPOS)
            t = t.replace(a, b, 1)
        return self.fmt(t, **d)

    # ---------------------------------------------------------- assistant acks
    def ack(self, facts, lead=""):
        r = self.rng
        kinds = []
        for f in facts:
            if f["kind"] not in kinds:
                kinds.append(f["kind"])
        if self.zh:
            labs = [LABEL_ZH[k] for k in kinds]
            lj = labs[0] if len(labs) == 1 else "、".join(labs[:-1]) + "和" + labs[-1]
            head = r.choice(ACK_ZH) + "，" + lead + lj + ("都" if len(labs) > 1 else "") + "记下了。"
            tips = [r.choice(TIPS_ZH[k]) for k in kinds[:2]]
            if "question" in kinds and "question" not in kinds[:2]:
                tips.append(TIPS_ZH["question"][0])
        else:
            head = r.choice(ACK_EN) + " — " + lead + "I've noted " + en_join([LABEL_EN[k] for k in kinds]) + "."
            tips = [r.choice(TIPS_EN[k]) for k in kinds[:2]]
            if "question" in kinds and "question" not in kinds[:2]:
                tips.append(TIPS_EN["question"][0])
        return "\n\n".join([head] + tips)

    # ---------------------------------------------------------- units
    def u_voice(self, facts):
        r = self.rng
        if self.zh:
            parts = [self.sentence(f, "voice") for f in facts]
            body = parts[0]
            for p in parts[1:]:
                body += r.choice(VOICE_JOIN_ZH) + p
            text = self.fmt(r.choice(VOICE_INTRO_ZH)) + "，" + body + self.fmt(r.choice(VOICE_OUTRO_ZH))
        else:
            parts = [self.sentence(f, "voice") for f in facts]
            body = parts[0]
            for p in parts[1:]:
                body += r.choice(VOICE_JOIN_EN) + p
            text = self.fmt(r.choice(VOICE_INTRO_EN)) + r.choice([", ", " ", "... ", " — "]) + body + self.fmt(r.choice(VOICE_OUTRO_EN))
        return [("user", text), ("assistant", self.ack(facts))]

    def u_text(self, f):
        r = self.rng
        pre = r.choice(TEXT_PRE_ZH if self.zh else TEXT_PRE_EN)
        return [("user", pre + self.sentence(f, "text")), ("assistant", self.ack([f]))]

    def readings(self):
        r = self.rng
        return dict(i="-%d.%d" % (r.choice([15, 16, 16, 17]), r.randint(0, 9)),
                    st="-%d.%d" % (r.randint(9, 12), r.randint(0, 9)),
                    mo="-%d.%d" % (r.randint(5, 8), r.randint(0, 9)),
                    lra="%d.%d" % (r.randint(3, 9), r.randint(0, 9)),
                    tp="-%d.%d" % (r.randint(1, 2), r.randint(1, 9)))

    def u_paste(self, ptype, facts):
        r = self.rng
        by = {f["kind"]: f["d"] for f in facts}
        zh = self.zh
        ep = r.randint(40, 230)
        if ptype == "notes":
            title = self.fmt(r.choice(["{topic}", "{topic}"]))
            if zh:
                lines = [r.choice(["节目笔记草稿，帮我看看", "这期的shownotes初稿，随便改", "笔记写好了你过一眼"]), "",
                         "# %s 第%d期：%s的故事" % (self.show, ep, title),
                         "这期我们聊了聊%s背后那些没人注意的人和事，%s全程笑场，请大家多多包涵。" % (title, self.cohost)]
                if "name" in by:
                    lines.append("嘉宾：%s" % by["name"]["name"])
                if "date" in by:
                    lines.append("录制时间：%s" % by["date"]["date"])
                lines.append("本期赞助：%s" % r.choice(self.brands))
                if "id" in by:
                    lines.append(("节目编号：%s" if by["id"]["typ"] == "EP" else "赞助排期单：%s") % by["id"]["id"])
                lines += ["时间轴：00:00 开场 / 03:40 正题 / 24:10 口播 / 41:30 听众留言",
                          "音乐：片头片尾来自正版曲库"]
                reply = "整体不错，几点建议：\n\n- 前两行应该直接说这期讲什么，现在赞助商那行太显眼了。\n- 音乐来源放到最下面。\n- 时间轴的标题可以再短一点，手机上放得下。\n\n要我帮你把简介再压一压吗？"
            else:
                lines = [r.choice(["ok here's the draft show notes, tear it apart", "show notes draft, be brutal",
                                   "pls sanity check these notes"]), "",
                         "# %s ep %d: the %s story" % (self.show, ep, title),
                         "This week we dig into the %s — the people nobody notices and the stuff that goes wrong. %s laughs through most of it, sorry in advance." % (title, self.cohost)]
                if "name" in by:
                    lines.append("Guest: %s" % by["name"]["name"])
                if "date" in by:
                    lines.append("Recorded %s" % by["date"]["date"])
                lines.append("Sponsor: %s" % r.choice(self.brands))
                if "id" in by:
                    lines.append(("Episode code: %s" if by["id"]["typ"] == "EP" else "Sponsor IO: %s") % by["id"]["id"])
                lines += ["Chapters: 00:00 intro / 03:40 the story / 24:10 break / 41:30 mailbag",
                          "Music: theme from the licensed library"]
                reply = "Looks good overall. A few notes:\n\n- The first two lines should say what the episode is about — right now the sponsor line is doing too much work.\n- I'd move the music credit to the bottom.\n- Chapter titles could be shorter so they fit on a phone screen.\n\nWant me to tighten the blurb?"
        elif ptype == "meter":
            rd = self.readings()
            if zh:
                lines = [r.choice(["贴一下昨晚的响度表日志，看看有没有问题", "响度日志，你看下", "昨晚母带的测量结果"]), ""]
            else:
                lines = [r.choice(["pasting the meter log from last night, does this look ok",
                                   "loudness log for the new ep, sanity check pls", "meter readings, tell me im fine"]), ""]
            if "command" in by:
                lines.append("$ " + by["command"]["cmd"])
            if "command" in by and by["command"]["shape"] == 0:
                lines.append("[Parsed_loudnorm_0 @ 0x7fab3c] input_i: %s  input_tp: %s  target_offset: 0.%d"
                             % (rd["i"], rd["tp"], r.randint(1, 9)))
            meter = "Youlean Loudness Meter Pro"
            if "version" in by:
                meter += " " + by["version"]["ver"]
            lines += [meter, "Integrated: %s LUFS" % rd["i"], "Short-term max: %s LUFS" % rd["st"],
                      "Momentary max: %s LUFS" % rd["mo"], "LRA: %s LU" % rd["lra"],
                      "True peak max: %s dBTP" % rd["tp"]]
            reply = self.T("That's within spec: integrated is close to the target and the true peak is under the ceiling, so the master is fine for delivery. The short-term max is a bit hot around the ad break — probably the sting — but nothing a listener would notice. If you want it even tidier, pull the sting down a dB or two.",
                           "在规格内：整体响度接近目标，真峰值也在上限以下，这版母带可以交。短期最大值在口播那里有点高，估计是那个转场音效，不过听众基本听不出来。想更干净的话把转场音效拉低一两个dB。")
        elif ptype == "contract":
            n = r.randint(3, 9)
            brand = r.choice(self.brands)
            if zh:
                lines = [r.choice(["%s合同里的条款，你看这正常吗" % brand, "贴一段合同，帮我看看有没有坑", "合同这几条我有点拿不准"]), ""]
                if "money" in by:
                    lines.append("第%d.1条 费用：甲方按每期%s向乙方支付口播费用，乙方开具发票后三十日内付款。" % (n, by["money"]["money"]))
                if "date" in by:
                    lines.append("第%d.2条 投放：本次投放自%s开始，期数以附件排期为准。" % (n, by["date"]["date"]))
                if "constraint" in by:
                    lines.append("第%d.3条 限制：%s，%s。" % (n, by["constraint"]["s"], by["constraint"]["a"]))
                if "id" in by:
                    lines.append({"CT": "合同编号：%s", "PO": "采购单号：%s", "IO": "排期单号：%s"}[by["id"]["typ"]] % by["id"]["id"])
                lines.append("第%d.4条 其他：未尽事宜双方协商解决。" % n)
                reply = "这种主播口播的合同算比较常规的。要注意几点：付款周期（三十天正常，再长就要争取一下）、“每期”指的是上线还是交片、下载量不达标的时候怎么补。" + ("限制那一条要放进你的检查清单。" if "constraint" in by else "")
            else:
                lines = [r.choice(["this is the clause from the %s contract, is this normal?" % brand,
                                   "contract bits below, anything I should push back on", "pasting the relevant clauses"]), ""]
                if "money" in by:
                    lines.append("%d.1 Fees. Sponsor shall pay Producer %s per Episode in which the Advertisement runs, net 30 from receipt of a valid invoice." % (n, by["money"]["money"]))
                if "date" in by:
                    lines.append("%d.2 Flight. The Campaign shall commence on %s and run for the number of Episodes set out in Schedule A." % (n, by["date"]["date"]))
                if "constraint" in by:
                    lines.append("%d.3 Restrictions. Producer acknowledges: %s %s." % (n, by["constraint"]["a"], by["constraint"]["s"]))
                if "id" in by:
                    lines.append({"CT": "Agreement reference: %s", "PO": "Purchase order: %s", "IO": "Insertion order: %s"}[by["id"]["typ"]] % by["id"]["id"])
                lines.append("%d.4 Miscellaneous. Any changes must be agreed in writing by both parties." % n)
                reply = "That's fairly standard for a host-read deal. Things to watch: payment terms (net 30 is normal, push back on anything longer), whether 'Episode' means published or delivered, and how make-goods work if downloads come in under the estimate." + (" The restrictions clause is the one to put on your checklist." if "constraint" in by else "")
        else:  # fwd
            if zh:
                lines = [r.choice(["转一下聊天记录，你看看", "平台那边发来的，截了一段", "【聊天记录】你帮我理一下"]), "",
                         "—— 微信聊天记录 ——"]
                who = by["name"]["name"] if "name" in by else "%s-商务" % self.network
                lines.append("%s：在吗，跟您同步一下下一轮的安排" % who)
                lines.append("我：在的您说")
                if "money" in by:
                    lines.append("%s：这一轮中插我们这边能给到%s一条" % (who, by["money"]["money"]))
                if "date" in by:
                    lines.append("%s：上线时间暂定%s" % (who, by["date"]["date"]))
                if "id" in by:
                    lines.append({"INV": "%s：您那张%s的发票已经审批了，下个付款批次走",
                                  "PO": "%s：发票麻烦备注一下采购单号%s，不然财务的对不上",
                                  "IO": "%s：签好的排期单是%s"}[by["id"]["typ"]] % (who, by["id"]["id"]))
                if "constraint" in by:
                    lines.append("%s：还有法务提醒一下，%s，%s" % (who, by["constraint"]["s"], by["constraint"]["a"]))
                lines.append("我：好的收到")
                reply = "看了，没什么特别的。建议回复确认一下收到，再请对方把最终的口播要点书面发过来，免得以后说不清。"
            else:
                dom = "".join(ch for ch in self.network.lower() if ch.isalpha()) + ".com"
                if "name" in by:
                    nm = by["name"]["name"]
                    frm = "%s <%s@%s>" % (nm, nm.lower().replace(" ", ".").replace("-", ""), dom)
                else:
                    frm = "Ad Ops <adops@%s>" % dom
                lines = [r.choice(["fwd from the network, see below", "see below. thoughts?", "forwarding this, can you pull out the important bits"]), "",
                         "---------- Forwarded message ---------", "From: " + frm,
                         "Date: 2026-11-%02d %02d:%02d" % (r.randint(1, 19), r.randint(8, 18), r.randint(0, 59)),
                         "Subject: Re: next campaign", "", "Hi!", "",
                         "Quick recap of where we landed on the next run."]
                if "money" in by:
                    lines.append("We can do %s per midroll for the run." % by["money"]["money"])
                if "date" in by:
                    lines.append("Target go-live is %s." % by["date"]["date"])
                if "id" in by:
                    lines.append({"INV": "Your invoice %s has been approved and goes out in the next payment run.",
                                  "PO": "Please reference %s on all invoices so accounts can match them.",
                                  "IO": "The signed IO is %s."}[by["id"]["typ"]] % by["id"]["id"])
                if "constraint" in by:
                    lines.append("One more thing from legal: %s %s." % (by["constraint"]["a"], by["constraint"]["s"]))
                lines += ["", "Thanks so much, speak soon"]
                reply = "Thanks for forwarding. Nothing alarming there — I'd reply to confirm you've received it and ask them to send the final copy points in writing, so there's no ambiguity later."
        return [("user", "\n".join(lines)), ("assistant", reply + "\n\n" + self.ack(facts))]

    def u_tool(self, f):
        r = self.rng
        k, d = f["kind"], f["d"]
        zh = self.zh
        if k == "port":
            prompt = self.T(self.fmt(r.choice(["can you check what's listening on %s, I think I broke something" % self.host,
                                               "is %s actually up? check the box pls" % d["svc"]])),
                            r.choice(["帮我看看%s上面都在监听什么，我好像弄坏了" % self.host, "%s到底起来没有？帮我查一下服务器" % d["svc"]]))
            args = {"host": self.host, "cmd": "sudo ss -ltnp"}
            out = "\n".join([
                "State  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process",
                "LISTEN 0      128    0.0.0.0:22          0.0.0.0:*     users:((\"sshd\",pid=611,fd=3))",
                "LISTEN 0      511    0.0.0.0:80          0.0.0.0:*     users:((\"nginx\",pid=702,fd=6))",
                "LISTEN 0      511    0.0.0.0:443         0.0.0.0:*     users:((\"nginx\",pid=702,fd=7))",
                "LISTEN 0      128    127.0.0.1:%s     0.0.0.0:*     users:((\"%s\",pid=%d,fd=9))" % (d["port"], d["proc"], r.randint(720, 999)),
                "LISTEN 0      244    127.0.0.1:5432      0.0.0.0:*     users:((\"postgres\",pid=655,fd=5))"])
            follow = self.T("Everything's up: sshd, nginx on the web ports, postgres, and the %s process is listening locally where nginx expects it. Nothing looks broken on the socket side — if the page still fails, the next thing to check is the nginx error log." % d["svc"],
                            "都起来了：sshd、nginx的网页端口、postgres，还有%s的进程也在本地监听着，跟nginx配置的一致。端口这边看不出问题，如果页面还是打不开，下一步看nginx的错误日志。" % d["svc"])
            return [("user", prompt), ("tool", "run_shell", (args, out)), ("assistant", follow)]
        if k == "version":
            prompt = self.T(r.choice(["what version of %s am I on, the forum says there's a bug" % d["prod"],
                                      "check which %s I've got installed pls" % d["prod"]]),
                            r.choice(["我现在%s是哪个版本？论坛说有bug" % d["prod"], "帮我看下装的%s是哪个版本" % d["prod"]]))
            args = {"app": d["prod"]}
            out = self.T("%s\nInstalled version: %s\nLast updated: three weeks ago\nAuto-update: on" % (d["prod"], d["ver"]),
                         "%s\n已安装版本：%s\n上次更新：三周前\n自动更新：开启" % (d["prod"], d["ver"]))
            follow = self.T("That's what's installed. The bug people are talking about seems to affect certain export settings, so if your exports are fine I wouldn't touch it until after the release. Auto-update is on, though — you might want to switch that off for release week.",
                            "这就是现在装的版本。论坛上说的bug好像只影响某些导出设置，你导出没问题的话发片之前先别动它。不过自动更新是开着的，发片那周最好关掉。")
            return [("user", prompt), ("tool", "app_info", (args, out)), ("assistant", follow)]
        if k == "command":
            task = CMD_SHAPES[d["shape"]][2 if zh else 1]
            prompt = self.T(r.choice(["can you %s for the new %s ep, I'm on my phone" % (task, d["cshow"]),
                                      "pls %s, the usual way, it's the %s one" % (task, d["cshow"])]),
                            r.choice(["帮我%s，新的那期%s，我在用手机" % (task, d["cshow"]), "老样子，%s，%s那期" % (task, d["cshow"])]))
            args = {"host": "mac", "cmd": d["cmd"]}
            out = r.choice(["exit 0", "exit 0 (no output)", "done. exit status 0"])
            follow = self.T("Done — it finished without errors and the output is next to the original file.",
                            "好了，没有报错，输出文件就在原文件旁边。")
            return [("user", prompt), ("tool", "run_shell", (args, out)), ("assistant", follow)]
        if k == "name":
            prompt = self.T("can you find the email from %s, I need the name" % d["role"],
                            "帮我找一下%s发的那封邮件，我要名字" % d["role"])
            dom = "".join(ch for ch in self.network.lower() if ch.isalpha()) if not zh else "mail"
            nm = d["name"]
            email = (nm.lower().replace(" ", ".").replace("-", "") + "@" + dom + ".com") if not zh else "bd%d@%s.cn" % (r.randint(10, 99), dom)
            args = {"query": d["role"]}
            out = self.T("1 result\nFrom: %s <%s>\nDate: 2026-11-%02d %02d:%02d\nSubject: Re: following up\nSnippet: Hi! Just following up on my last note about scheduling — let me know what works." % (nm, email, r.randint(1, 19), r.randint(8, 18), r.randint(0, 59)),
                         "共1封\n发件人：%s <%s>\n时间：2026-11-%02d %02d:%02d\n主题：回复：跟进一下\n摘要：您好，跟进一下上次说的排期，看您哪天方便。" % (nm, email, r.randint(1, 19), r.randint(8, 18), r.randint(0, 59)))
            follow = self.T("Found it — it's from last week, a follow-up about scheduling. I've starred it so it's at the top of your inbox.",
                            "找到了，是上周的一封，跟进排期的。我加了星标，在收件箱最上面。")
            return [("user", prompt), ("tool", "search_mail", (args, out)), ("assistant", follow)]
        if k == "id":
            why = d["typ"] in ("INV", "PO", "IO", "CT")
            prompt = self.T("find %s in my email, %s" % (d["ctx"], "finance is asking" if why else "I need it for a call"),
                            "帮我在邮件里找一下%s，%s" % (d["ctx"], "财务在催" if why else "等下打电话要用"))
            args = {"query": d["ctx"]}
            sender = {"SR": "support@vpshost.net", "BK": "bookings@venue-mail.com"}.get(
                d["typ"], "accounts@%s.com" % "".join(ch for ch in self.network.lower() if ch.isalpha()))
            out = self.T("1 result\nFrom: %s\nSubject: Ref %s\nSnippet: Please quote the reference above on all correspondence regarding this item." % (sender, d["id"]),
                         "共1封\n发件人：caiwu@mail.cn\n主题：编号 %s\n摘要：请在后续所有往来中注明以上编号。" % d["id"])
            follow = self.T("That's the one — I'd paste the reference straight into your reply to finance so they can match it.",
                            "就是这封，直接把编号贴到回复财务的邮件里，他们就能对上了。")
            return [("user", prompt), ("tool", "search_mail", (args, out)), ("assistant", follow)]
        if k == "date":
            prompt = self.T("when's %s again, check the calendar" % d["ctx"], "%s是哪天来着，帮我看下日历" % d["ctx"])
            args = {"query": d["ctx"]}
            out = self.T("%s, 10:00–12:30 — %s\n(1 event)" % (d["date"], d["ctx"]), "%s 上午10:00–12:30 %s\n（共1项）" % (d["date"], d["ctx"]))
            follow = self.T("It's in the calendar for the morning. Want a reminder the day before as well?",
                            "日历里是上午。要不要前一天也提醒你一下？")
            return [("user", prompt), ("tool", "list_calendar", (args, out)), ("assistant", follow)]
        # money
        prompt = self.T("what did we agree for %s, check the contract folder" % d["ctx"], "%s当时谈的多少？去合同文件夹里看一下" % d["ctx"])
        args = {"path": "~/Documents/Sponsors/agreements/%s-%d.txt" % (self.slug, r.randint(1, 40))}
        out = self.T("4. Fees. In respect of %s the Producer shall receive %s, invoiced on delivery, payable net 30." % (d["ctx"], d["money"]),
                     "第四条 费用：%s，乙方可获得%s，交付后开票，三十日内付款。" % (d["ctx"], d["money"]))
        follow = self.T("It's in clause four — invoiced on delivery, net 30. So if you deliver this week, you can invoice straight away.",
                        "在第四条：交付后开票，三十天内付款。这周交的话马上就能开票。")
        return [("user", prompt), ("tool", "read_file", (args, out)), ("assistant", follow)]

    def u_asst(self, f):
        r = self.rng
        k, d = f["kind"], f["d"]
        zh = self.zh
        if k == "command":
            sh = CMD_SHAPES[d["shape"]]
            prompt = self.T(r.choice(["how do i %s again" % sh[1], "remind me how to %s" % sh[1]]),
                            r.choice(["怎么%s来着" % sh[2], "提醒我一下怎么%s" % sh[2]]))
            body = self.T("Here you go:\n\n```\n%s\n```\n\n%s" % (d["cmd"], sh[3]), "给你：\n\n```\n%s\n```\n\n%s" % (d["cmd"], sh[4]))
            back = self.T(r.choice(["worked, ta", "perfect that's the one", "yep that did it"]), r.choice(["好了能用", "对就是这个", "成了谢谢"]))
        elif k == "port":
            prompt = self.T("which port should I give %s, the usual ones are taken" % d["svc"], "%s用哪个端口好，常用的都被占了" % d["svc"])
            body = self.T("I'd use %s — it's free on the box and outside the ranges other software tends to grab. Point the nginx upstream at it on localhost and keep it closed in the firewall, since nginx is the only thing that needs to reach it." % d["port"],
                          "我建议用%s，服务器上没被占用，也不在别的软件常抢的范围里。nginx的upstream指向本机这个端口，防火墙不用开，反正只有nginx要访问它。" % d["port"])
            back = self.T(r.choice(["ok done, it's on that now", "done, moved it"]), r.choice(["好了，已经改过去了", "改好了"]))
        else:
            prompt = self.T("which build of %s was the one without the export bug" % d["prod"], "%s哪个版本是没有导出bug的那个" % d["prod"])
            body = self.T("According to the vendor's release notes it's %s — the regression came in with the build after that. If you roll back, switch off auto-update or it'll quietly reinstall the new one overnight." % d["ver"],
                          "按官方的更新说明是%s，后面那个版本才出的问题。要回退的话记得关掉自动更新，不然半夜又给你装回新版了。" % d["ver"])
            back = self.T(r.choice(["right, rolling back to that", "ok going back to that one"]), r.choice(["好，那我回退", "行，装回那个"]))
        return [("user", prompt), ("assistant", body), ("user", back), ("assistant", self.T("👍", "👌"))]

    def u_chatter(self):
        r = self.rng
        x = r.random()
        if self.chatter and x < 0.5:
            u, a = self.chatter.pop()
            return [("user", u), ("assistant", a)]
        if x < 0.8:
            pool = WORK_ZH if self.zh else WORK_EN
            cand = [w for w in self.work if w[1] < (2 if "{topic}" in pool[w[0]][0] else 1)]
            if cand:
                w = r.choice(cand)
                self.work[self.work.index(w)] = (w[0], w[1] + 1)
                u, a = pool[w[0]]
                tp = r.choice([t for t in self.topics if (w[0], t) not in self.work_topics])
                self.work_topics.add((w[0], tp))
                return [("user", self.fmt(u, topic=tp)), ("assistant", self.fmt(a, topic=tp))]
        if self.meters < 2 and r.random() < 0.2:
            self.meters += 1
            rd = self.readings()
            if self.zh:
                u = "随手测了一下预告片\n整体响度：%s LUFS\n真峰值：%s dBTP\nLRA：%s LU" % (rd["i"], rd["tp"], rd["lra"])
                a = "没问题，在规格内。预告片短，LRA低一点很正常。"
            else:
                u = "quick meter check on the trailer\nIntegrated: %s LUFS\nTrue peak: %s dBTP\nLRA: %s LU" % (rd["i"], rd["tp"], rd["lra"])
                a = "All fine and within spec. A low LRA is normal for a short trailer."
            return [("user", u), ("assistant", a)]
        if not self.short:
            self.short = list(FILLER_ZH if self.zh else FILLER_EN)
            r.shuffle(self.short)
        u, a = self.short.pop()
        return [("user", self.fmt(u)), ("assistant", self.fmt(a))]

    # ---------------------------------------------------------- build
    def build(self):
        r = self.rng
        zh = self.zh
        pools = {"decision": list(DECISIONS_ZH if zh else DECISIONS_EN),
                 "constraint": list(CONSTRAINTS_ZH if zh else CONSTRAINTS_EN),
                 "question": list(QUESTIONS_ZH if zh else QUESTIONS_EN)}
        for p in pools.values():
            r.shuffle(p)
            for item in p[:self.per_kind]:
                for nd in (item if isinstance(item, tuple) else (item,)):
                    self.used.append(nd)
        facts = []
        for kind in KINDS:
            for _ in range(self.per_kind):
                facts.append(self.make_fact(kind, pools))
        # placements
        voice, text, tool, asst, paste = [], [], [], [], {}
        for f in facts:
            pl = self.PLACES[f["kind"]]
            where = r.choices(list(pl), weights=list(pl.values()))[0]
            opts = self.PASTES.get(f["kind"], [])
            if f["kind"] == "money" and not f["d"]["sponsor"]:
                opts = []
            if f["kind"] == "command" and f["d"]["shape"] not in METER_SHAPES:
                opts = []
            if f["kind"] == "id":
                opts = {"EP": ["notes"], "IO": ["notes", "contract", "fwd"], "CT": ["contract"],
                        "PO": ["contract", "fwd"], "INV": ["fwd"]}.get(f["d"]["typ"], [])
            if where == "paste" and not opts:
                where = "text"
            if where == "paste":
                paste.setdefault(r.choice(opts), []).append(f)
            else:
                {"voice": voice, "text": text, "tool": tool, "asst": asst}[where].append(f)
        units = []
        r.shuffle(voice)
        while voice:
            n = min(len(voice), r.choice([1, 2, 2, 3, 3]))
            units.append(self.u_voice(voice[:n]))
            voice = voice[n:]
        for f in text:
            units.append(self.u_text(f))
        for f in tool:
            units.append(self.u_tool(f))
        for f in asst:
            units.append(self.u_asst(f))
        for ptype, fl in paste.items():
            r.shuffle(fl)
            while fl:
                chunk, rest = [], []
                cap = r.choice([1, 2, 3])
                for f in fl:
                    if len(chunk) < cap and f["kind"] not in [c["kind"] for c in chunk]:
                        chunk.append(f)
                    else:
                        rest.append(f)
                units.append(self.u_paste(ptype, chunk))
                fl = rest
        r.shuffle(units)

        def nmsg(us):
            return sum(1 for u in us for it in u if it[0] in ("user", "assistant"))
        base = nmsg(units)
        target = min(272, max(base + 12, r.randint(140, 230)))
        while nmsg(units) < target:
            units.insert(r.randint(0, len(units)), self.u_chatter())
        seq = [it for u in units for it in u]
        return [{"kind": f["kind"], "needles": f["needles"]} for f in facts], seq

    def tool_rows(self, name, payload):
        args, out = payload
        return json.dumps(args, ensure_ascii=False), out
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
            cid = "call_bp%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_bp%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_bp%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_bp%d" % n, "createdAt": ts,
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

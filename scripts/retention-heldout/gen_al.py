#!/usr/bin/env python3
"""Held-out retention set "al": a freelance wedding planner and her assistant.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, recreated on every run)
    seed     conversation seeds (default 1 2 3 4 5); the LAST seed's conversation is in Chinese

Environment:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a freelance wedding planner juggling three weddings at once -- venues, caterers, a
florist, a band, couples who keep changing their minds, deposits and contracts. She forwards
long WhatsApp threads (several speakers, names and timestamps in the paste), voice-note
transcripts and supplier quotes, and writes to the assistant in quick bursts between calls.
Chinese (last seed): 自由职业婚礼策划师，同时筹备三场婚礼：场地、餐饮、花艺、乐队、新人反复改主意、
定金和合同；经常转发微信群聊记录.

Ten fact kinds are seeded (name, command, id, port, version, money, date, decision, constraint,
question), PER_KIND of each. Every fact has one or more needles: exact substrings that occur in
exactly one row of the conversation (checked in code; the build is redone with another attempt
number otherwise). The rows are appended 25 messages per batch with `okbot compress --now` after
each batch; at the end a fact counts as kept only when ALL its needles are found verbatim in
`okbot context show`.
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

# ---------------------------------------------------------------------------
# English pools
# ---------------------------------------------------------------------------
EN_NAMES = [
    ("Priya Raman", "the caterer's event manager"), ("Declan Moyes", "the band leader"),
    ("Rosalind Achterberg", "the florist"), ("Femi Adeyemi", "the venue coordinator at Hollins Barn"),
    ("Gretchen Voss", "Ciara's mum"), ("Hamish Pellow", "the marquee guy"),
    ("Ines Carvalho", "the cake maker"), ("Yusuf Demir", "the photographer's second shooter"),
    ("Marguerite Lac", "the officiant"), ("Otis Brannigan", "the hire company rep"),
    ("Lucinda Frayne", "the hair and makeup lead"), ("Kwame Boateng", "the DJ for the after-party"),
    ("Saoirse Dunleavy", "the planner covering for me on the 3rd"), ("Bartholomew Kise", "the valet company owner"),
    ("Tamsin Oyelaran", "the stationery designer"), ("Rafferty Quayle", "Erik's best man"),
    ("Noor Haddad", "the caterer's head chef"), ("Wendell Ashgrove", "the church verger"),
    ("Pilar Echeverría", "the string quartet contact"), ("Magnus Thorvald", "Erik's dad"),
    ("Delphine Ruaux", "the venue's events sales person"), ("Cormac Ealy", "the sound tech"),
    ("Beatrix Hallorann", "the lighting hire person"), ("Zubair Qureshi", "the transport coordinator"),
    ("Odette", "the florist's assistant"), ("Anselm", "the sommelier"),
    ("Perpetua Nwosu", "the bridal shop seamstress"), ("Linnea Sjöberg", "Erik's sister"),
]
EN_COMMANDS = [
    "ffmpeg -i voicenote_ciara.ogg -ar 16000 ciara.wav",
    "rclone sync ~/Weddings/Brennan gdrive:clients/brennan",
    "pdftk quote_bloom.pdf quote_petal.pdf cat output florist_quotes.pdf",
    "python3 seating.py --guests guests_v4.csv --tables 14",
    "zip -r moodboard_maya_jules.zip moodboard/",
    "whisper band_call.m4a --model small --language en",
    "convert menu_draft.png -resize 50% menu_small.png",
    "rsync -av ~/Contracts/ /Volumes/Backup/Contracts/",
    "git pull origin main && npm run build",
    "ls -lh ~/Downloads/*.pdf",
    "qpdf --decrypt venue_contract.pdf venue_unlocked.pdf",
    "csvcut -c name,dietary rsvps.csv",
    "ssh planner@rsvp-box 'sudo systemctl restart rsvp'",
    "exiftool -all= hero_shot.jpg",
    "gs -sDEVICE=pdfwrite -dPDFSETTINGS=/ebook -o small.pdf big.pdf",
    "docker compose up -d rsvp",
    "grep -i vegan rsvps_final.csv | wc -l",
    "cp ~/Templates/timeline.docx ~/Weddings/Okafor/timeline.docx",
]
EN_IDS = ["INV-20431", "BK-7719", "QT-5582", "ORD-66120", "CASE-30917", "DEP-4471", "HB-2207",
          "RSV-8813", "MQ-1194", "FLR-0562", "CTR-7730", "TKT-40288", "CAKE-315", "VEN-9004",
          "LIM-2268", "BAND-117", "PAY-55023", "DJ-6041", "HIRE-3390", "QUO-7166"]
EN_PORTS = ["8080", "5173", "8443", "9090", "3306", "1883", "5432", "6379", "8765", "4040",
            "8888", "2222", "9443", "7070", "5601", "8123", "1935", "6060"]
EN_VERSIONS = ["v3.2", "v7", "2.1.4", "v5.0-final", "draft 4b", "v12.3", "1.9.0", "v2.6",
               "rev C", "v8.1", "4.4.2", "v0.9-beta", "v11", "rev 6", "3.0.1", "v6.5"]
EN_MONEY = ["$1,250", "€80", "£3,400", "$475", "$12,800", "€2,150", "£640", "$9,300", "$325",
            "€5,500", "$2,780", "£1,175", "$16,400", "€390", "$760", "£8,250", "$4,125", "€1,030"]
EN_DATES = ["March 14", "Saturday the 9th", "14/03", "Jan 22nd", "the 3rd of February",
            "next Friday the 11th", "April 30", "Dec 18", "27/06", "the 5th of May",
            "August 2nd", "Sunday the 24th", "Feb 13th", "9/10", "June 21", "the 29th of March"]
EN_DECISIONS = [
    ("going with Bloom & Birch", "their peonies survived the heat test"),
    ("switching Maya's dinner to family style", "the plated quote was absurd"),
    ("dropping the ice sculpture", "nobody will miss it honestly"),
    ("moving the Brennan ceremony indoors", "the forecast keeps showing gales"),
    ("booking the Halcyon Strings quartet", "they play the Irish set Ciara wants"),
    ("using the cream linen not ivory", "ivory looked yellow under the barn lights"),
    ("hiring two extra servers", "the canapé hour was understaffed last time"),
    ("cutting the guest list to 110", "the barn's fire limit is strict"),
    ("paying the band deposit by card", "the points cover my train fares"),
    ("skipping the sparkler exit", "the venue insurance forbids open flame"),
    ("letting Jules pick the first dance", "Maya vetoed everything else anyway"),
    ("renting the smaller marquee", "the lawn slopes near the hedge"),
    ("keeping the shuttle bus", "half the guests are staying in town"),
    ("printing menus in-house", "the printer missed our last deadline"),
    ("doing the tasting on a weekday", "the chef is calmer midweek"),
    ("choosing the late-night pizza van", "it's half the price of a second buffet"),
    ("splitting the florals across two vendors", "one can't source enough ranunculus"),
    ("switching to a 4pm ceremony", "sunset photos at the lake"),
]
EN_CONSTRAINTS = [
    "no vendor confirmed before the contract is signed",
    "never email Ciara's mum without Ciara cc'd",
    "don't book anything on Sundays for Maya",
    "release deposits only when invoice matches quote",
    "never share guest addresses with suppliers",
    "nothing with nuts at the Okafor tables",
    "no calls before 9 on my school-run days",
    "don't promise Erik anything about the budget",
    "always get delivery windows in writing",
    "never give the band my personal number",
    "no plastic confetti at any venue",
    "don't move money between the couples' accounts",
    "only send timelines as PDF, never as Word",
    "never agree to Saturday tastings",
]
EN_QUESTIONS = [
    "whether the marquee needs side walls",
    "how late the barn lets the band play",
    "if the caterer's quote includes VAT",
    "who insures the hired glassware",
    "whether Jules's gran needs step-free access",
    "if the lake permit covers drone shots",
    "what happens to the deposit if it snows",
    "whether the quartet needs a separate meal",
    "how many vegan mains the kitchen can do",
    "if the florist can reuse ceremony arches",
    "whether the church allows confetti on the steps",
    "who pays the band's overtime",
    "if the venue has a backup generator",
    "whether the cake needs refrigeration on site",
]

# ---------------------------------------------------------------------------
# Chinese pools
# ---------------------------------------------------------------------------
ZH_NAMES = [
    ("许梦洁", "花艺师"), ("贺志强", "乐队主唱兼负责人"), ("唐颖", "酒店宴会销售"),
    ("欧阳俊峰", "婚庆灯光师"), ("钱婉如", "新娘妈妈"), ("邵天翊", "摄像师"),
    ("冯晓蕾", "蛋糕师"), ("郝建军", "大巴车队调度"), ("蔺思远", "司仪"),
    ("卓雅琴", "化妆师"), ("饶宏斌", "草坪场地经理"), ("詹可欣", "伴娘团团长"),
    ("柏文涛", "音响师"), ("苗苗", "我的助理"), ("顾长青", "新郎爸爸"),
    ("薛丽萍", "喜糖供应商"), ("阚明轩", "舞台搭建师傅"), ("骆晴", "请柬设计师"),
    ("谭振宇", "餐饮公司厨师长"), ("司马琳", "婚纱店裁缝"), ("褚一帆", "弦乐四重奏联系人"),
    ("宫晓雨", "酒水供应商"),
]
ZH_COMMANDS = [
    "ffmpeg -i 语音_林悦.amr -ar 16000 linyue.wav",
    "rclone sync ~/婚礼/周婷 baidu:客户/zhouting",
    "pdftk 花艺报价A.pdf 花艺报价B.pdf cat output 花艺报价合并.pdf",
    "python3 seating.py --guests 宾客名单v3.csv --tables 18",
    "zip -r 小陈阿杰_灵感板.zip moodboard/",
    "whisper 乐队电话.m4a --model small --language zh",
    "rsync -av ~/合同/ /Volumes/备份/合同/",
    "qpdf --decrypt 场地合同.pdf 场地合同_解锁.pdf",
    "csvcut -c 姓名,忌口 回执.csv",
    "docker compose up -d rsvp",
    "grep 素食 回执_最终.csv | wc -l",
    "gs -sDEVICE=pdfwrite -dPDFSETTINGS=/ebook -o 小.pdf 大.pdf",
    "ssh planner@rsvp-box 'sudo systemctl restart rsvp'",
    "exiftool -all= 主图.jpg",
    "convert 菜单草稿.png -resize 50% 菜单小图.png",
    "ls -lh ~/Downloads/*.pdf",
]
ZH_IDS = ["HT20261108", "DD-77215", "BJ-3391", "FP-60482", "YD-5127", "KD-88340", "QD-2706",
          "HY-4419", "DJ-90213", "SG-1562", "ZF-33048", "CZ-7281", "LY-6604", "WX-21977",
          "HS-5830", "YQ-1049"]
ZH_PORTS = EN_PORTS[:]
ZH_VERSIONS = ["v3.2", "第4版", "v2.1", "V5终版", "1.8.3", "第7稿", "v10", "v6.0.2", "第二版修订",
               "v4.5", "2.3.0", "v9-定稿", "第12版", "v1.7"]
ZH_MONEY = ["3200元", "¥12,800", "8500块", "4.6万", "¥980", "15000元", "2600块", "¥7,350",
            "1.2万元", "640元", "¥23,000", "5800元", "3.5万", "1750块", "¥460", "9900元"]
ZH_DATES = ["3月14日", "12月9号", "下周五（12号）", "1月22日", "2月3号", "这个月28号",
            "4月30日", "元旦后第一个周六", "6月18号", "5月20日", "10月2号", "腊月二十",
            "8月16日", "11月7号", "9月29日"]
ZH_DECISIONS = [
    ("花艺定许家那家", "他们的芍药在高温下撑得住"),
    ("周婷的晚宴改成自助", "桌餐报价离谱"),
    ("冰雕不要了", "说实话没人会在意"),
    ("林家仪式挪到室内", "天气预报一直有大风"),
    ("请那组弦乐四重奏", "他们会拉林悦想要的那首曲子"),
    ("桌布用米白不用象牙白", "象牙白在灯下发黄"),
    ("多加两个服务员", "上次迎宾酒会人手不够"),
    ("宾客砍到一百一十人", "场地消防限额卡得很死"),
    ("乐队定金刷信用卡付", "积分可以抵我的高铁票"),
    ("取消冷焰火出场", "场地保险不允许明火"),
    ("第一支舞让阿杰选", "别的歌小陈全否了"),
    ("租小一号的帐篷", "草坪靠树篱那边是斜的"),
    ("保留接驳大巴", "一半宾客住在市区"),
    ("菜单自己打印", "印刷厂上次拖了工期"),
    ("试菜放在工作日", "厨师长周中不那么忙"),
    ("仪式改到下午四点", "湖边日落好拍照"),
]
ZH_CONSTRAINTS = [
    "合同没签之前不要确认任何供应商",
    "给林悦妈妈发消息必须抄送林悦",
    "周婷那边周日不要排任何事",
    "发票和报价对不上就不付尾款",
    "宾客地址绝对不能发给供应商",
    "阿杰那桌不能有任何坚果",
    "早上九点前不要给我打电话",
    "预算的事不要跟马骁承诺",
    "送货时间一定要书面确认",
    "不要把我私人号码给乐队",
    "所有场地都不许用塑料彩纸",
    "三对新人的钱绝不能混着用",
    "流程表只发PDF不发Word",
]
ZH_QUESTIONS = [
    "帐篷要不要加侧围",
    "草坪场地乐队最晚能演到几点",
    "餐饮报价含不含税",
    "租来的玻璃杯谁负责保险",
    "阿杰奶奶需不需要无障碍通道",
    "湖边许可证包不包括无人机航拍",
    "下雪的话定金怎么处理",
    "四重奏需不需要单独安排餐",
    "厨房最多能出多少份素食主菜",
    "仪式拱门能不能在晚宴再用",
    "教堂台阶上能不能撒花瓣",
    "乐队超时费谁来出",
    "场地有没有备用发电机",
    "蛋糕到现场要不要冷藏",
]

# ---------------------------------------------------------------------------
# Fact message templates.  {v} value, {r} role, {c}/{why} decision parts.
# Each entry: (speaker, template).  "a" templates are spoken by the assistant and
# are preceded by a user prompt from *_PROMPTS.
# ---------------------------------------------------------------------------
EN_T = {
    "name": [
        ("u", "ok new contact for the list: {v}, {r}. save her/him somewhere sensible pls"),
        ("u", "so {v} is {r} now?? apparently the old one left. anyway that's who we deal with"),
        ("u", "quick one between calls - {r} is {v}. spelled exactly like that"),
        ("u", "Just got off the phone with {v} ({r}). lovely, talks a LOT. Remember the name, I'll forget it by tonight"),
        ("u", "fyi if anyone called {v} rings, that's {r}, put them straight through to my notes"),
        ("u", "oh and I finally have a name for {r}: {v}"),
    ],
    "command": [
        ("u", "the thing that worked last time was `{v}` - keep that, I always lose it"),
        ("u", "ran {v} and it actually did what I wanted for once"),
        ("u", "note to self via you: the command is `{v}`. don't ask me what half of it means"),
        ("u", "my nephew set this up, he says to run `{v}` whenever it breaks. writing it here so it exists somewhere"),
        ("u", "pasting what I typed: {v}\nno errors this time!!"),
    ],
    "id": [
        ("u", "booking ref for that is {v}, they'll ask for it every single time"),
        ("u", "invoice number {v} - that's the one I need to chase"),
        ("u", "their support opened a case, ref {v}. honestly doubt anyone reads it"),
        ("u", "ok the order went through. confirmation {v}"),
        ("u", "can you hang on to {v}? it's the reference on the deposit receipt"),
        ("u", "If they call back, the ticket is {v}, not the other one"),
    ],
    "port": [
        ("u", "the RSVP page runs on my laptop on port {v}, nephew says that's important apparently"),
        ("u", "photo booth guy says the tablet gallery is on port {v} on the venue wifi"),
        ("u", "the seating app only opens if I go to localhost:{v}. weird but fine"),
        ("u", "ok so the projector streaming thing uses port {v}, Cormac's words not mine"),
        ("u", "if the guest wifi blocks port {v} the live slideshow dies, per the AV company"),
    ],
    "version": [
        ("u", "the contract they sent is {v}, make sure we're arguing about THAT one and not the older one"),
        ("u", "seating plan {v} is the current one. everything before it is dead to me"),
        ("u", "ugh the florist sent yet another menu of options, {v} this time"),
        ("u", "the planning app updated itself to {v} overnight and now the buttons moved"),
        ("u", "Ciara approved the timeline doc {v}. finally."),
        ("u", "the caterer says their menu pack is {v} - apparently prices changed in it"),
    ],
    "money": [
        ("u", "deposit for the band is {v}, due whenever they get round to invoicing"),
        ("u", "the florist came back at {v} for the arch. FOR AN ARCH"),
        ("u", "quote for the marquee: {v} all in, or so they claim"),
        ("u", "paid {v} to the cake lady today, receipt in my email somewhere"),
        ("u", "Erik's dad is contributing {v}, he told me at the tasting, don't mention it to Ada yet"),
        ("u", "so the shuttle comes to {v} for the day. cheaper than I feared"),
    ],
    "date": [
        ("u", "final numbers are due to the caterer by {v}. put it somewhere loud"),
        ("u", "tasting is {v}, morning. I'll need the car"),
        ("u", "the venue walk-through got moved to {v}, again"),
        ("u", "dress fitting for Maya is {v} - don't let me double book"),
        ("u", "band needs the set list by {v} or they pick their own (terrifying)"),
        ("u", "Deposit deadline for the marquee: {v}."),
    ],
    "decision": [
        ("u", "right, decided: {c}, because {why}"),
        ("u", "ok I'm {c}. reason: {why}. done, not reopening it"),
        ("u", "after all that back and forth we're {c} - {why}"),
        ("u", "Decision made: {c}. Mainly because {why}."),
        ("u", "told the couple we're {c}; {why}, so it was an easy call in the end"),
        ("u", "you know what, {c}. honestly {why}. moving on"),
    ],
    "constraint": [
        ("u", "rule from now on: {v}. I mean it"),
        ("u", "please remember, {v}. got burned on this last season"),
        ("u", "standing rule for all three weddings - {v}"),
        ("u", "Just so it's written down: {v}."),
        ("u", "one more house rule: {v}, whatever anyone says"),
        ("u", "can you keep this in mind forever: {v}"),
    ],
    "question": [
        ("u", "random thing I keep forgetting to ask - do you know {v}?"),
        ("u", "hmm, does anyone actually know {v}"),
        ("u", "Q for later: {v}. no rush"),
        ("u", "wait, I need to find out {v}. any idea?"),
        ("u", "also been wondering {v}... thoughts?"),
        ("u", "can you figure out {v}? it's been bugging me"),
    ],
}
EN_PROMPTS = {
    "name": ["who was the person signing that last email?", "who's my contact there now, do you know from the thread?"],
    "command": ["how do I do that thing again where it shrinks/merges/syncs the files", "remind me what to type for that, I'm at the laptop now"],
    "id": ["what was the reference on that email, I can't find it", "which ref do I quote to them?"],
    "port": ["the AV guy asked which port, can you check the doc", "why won't the RSVP thing open, what address is it"],
    "version": ["which version is the thing they sent?", "is this the latest file or an old one?"],
    "money": ["what do we still owe them?", "how much is it if we cancel, roughly?"],
    "date": ["when's the balance due again?", "what day can they actually deliver?"],
}
EN_ACK = {
    "name": ["Got it - I've added them to the contacts for this wedding, with their role next to the name.",
             "Saved. If they email you I'll flag it so it doesn't get lost in the supplier noise.",
             "Noted. Want me to draft a short hello so they have your details and the wedding date?"],
    "command": ["Good to have that written down. If it ever fails, paste the whole error and we'll sort it out.",
                "Saved in your notes under 'laptop stuff'. It doesn't change anything outside that folder.",
                "Nice, glad it ran cleanly. I'll remind you of it next time the files pile up."],
    "id": ["Kept - I'll quote that reference whenever I write to them about it.",
           "Saved next to the supplier's details, so it's there when they inevitably ask.",
           "Noted. I'll keep it separate from the other receipts so they don't get mixed up."],
    "port": ["Noted. If the slideshow or the page misbehaves on the day, that's the first thing the AV team should check.",
             "Okay, I'll put that in the tech sheet for the venue so their IT person sees it before the day.",
             "Got it, saved with the venue wifi details."],
    "version": ["Noted - I'll make sure any comments go against that file and not the earlier drafts.",
                "Understood. I'll archive the older ones in a subfolder so nobody edits the wrong copy.",
                "Okay, that's now the reference copy."],
    "money": ["Noted in the budget sheet. It's still within what the couple approved, but the margin is getting thin.",
              "Okay, logged. Want me to chase a proper itemised invoice?",
              "Added to the payments tracker, marked as not yet reconciled."],
    "date": ["In the calendar with a reminder three days before.",
             "Added, and I've flagged it red because it clashes with nothing yet but it's close to the other tasting.",
             "Saved. I'll nudge you the week before."],
    "decision": ["Makes sense to me - I'll update the plan and let the supplier know once you say go.",
                 "Fair enough. I'll note the reason too, so when the couple asks again you can point at it.",
                 "Agreed, that's a sensible call. Updating the supplier tracker now."],
    "constraint": ["Understood, I'll follow that for all three weddings.",
                   "Noted as a standing rule. I'll check drafts against it before you send anything.",
                   "Got it. I'll stop and ask you if anything comes up that would break it."],
    "question": ["Good question - I don't have that in anything you've sent me so far. Let's park it and I'll keep an eye out in the supplier emails.",
                 "I honestly can't tell from the documents I've seen. Let's leave it on the open list for now.",
                 "That's not covered in the contract extracts I have. I'll keep it on the list of things to ask."],
}
EN_LONG = [
    "Here's where things stand across the three weddings, briefly:\n\n1. Okafor-Lindqvist: venue confirmed, catering menu in draft, florist waiting on the colour swatches from Ada.\n2. Maya & Jules: still two venues in play; the barn wants an answer by the end of the week, the hotel is flexible.\n3. Brennan: band and photographer booked, transport still open, and Ciara's mum has opinions about the seating.\n\nThe biggest risk right now is Maya & Jules - every other decision hangs on the venue. If you can get them on a call tonight, I'd put that first.",
    "I read through the thread. Summary of what people actually agreed (as opposed to what they said):\n\n- The couple want a shorter ceremony, around twenty minutes.\n- The mother of the bride wants the hymn back in; the couple didn't say no, just went quiet.\n- The photographer needs a shot list before the rehearsal.\n- Nobody confirmed who's collecting the rings from the jeweller.\n\nI'd suggest a two-line message to the couple asking only about the hymn and the rings; everything else can wait.",
    "A few thoughts on the quote you pasted. The headline number looks fine, but three lines deserve a closer look: the 'service charge' is listed separately from staff costs, there's a travel fee although the venue is in their delivery zone, and the breakage deposit has no date for when it's returned. I'd ask them to clarify all three in one email rather than drip-feeding questions, since they tend to answer only the first item.",
    "Totally understandable that you're tired - three weddings in one season is a lot. If it helps, I can take over the boring bits today: chasing the two outstanding invoices, sending the dietary list to the caterer, and drafting the thank-you note to the venue. You'd only need to approve the drafts. Just say which ones.",
    "I've looked at the voice note transcript. Most of it is Ciara thinking out loud, but there are two concrete requests buried in there: she wants the table names to be places they've travelled to, and she'd like her nan seated near the exit because of her hip. The rest - the bit about the cake flavours - she contradicts herself on twice, so I wouldn't act on it until she confirms.",
    "Checklist for the week, roughly in order of what will bite first:\n\n- confirm final guest numbers with the caterer\n- chase the signed band contract\n- send the timeline draft to the venue coordinator\n- book the hair trial for the bridesmaids\n- get written delivery windows from the hire company\n- reconcile the payments tracker with your bank statement\n\nI can draft the emails for the first three now if you like.",
    "On the marquee question generally: the two suppliers you're comparing are close on price, but one includes flooring and lighting and the other charges for both separately. Once you add those back in, the cheaper-looking one is actually the more expensive. The other difference is set-up time - one needs the lawn a full day earlier, which matters if the venue has an event the day before.",
    "Here's a gentler version of the message you drafted to the couple:\n\n\"Hi both! Quick update from me - everything's on track. The only thing I need from you this week is a decision on the dessert table, so the caterer can order. No pressure on anything else. Speak soon!\"\n\nIt keeps the one ask clear and doesn't mention the budget, which I think is wise until you've spoken to them in person.",
]
EN_CHAT_U = [
    "ugh. third call in a row that could've been an email",
    "ok back. where were we",
    "sorry, was driving. the A road is closed again so everything's late",
    "coffee number four. don't judge me",
    "Maya just sent me 14 pinterest links in a row. fourteen.",
    "honestly this week is a lot",
    "hold on, florist calling",
    "right, quick burst before the next call",
    "can you remind me what I was doing before the caterer rang? brain is mush",
    "lol Jules just asked if we can have a llama. no.",
    "the dog ate a place card sample. not even joking",
    "i need a holiday after this season tbh",
    "ok so. deep breath. couple of things",
    "thanks, that's really helpful",
    "perfect ty",
    "hmm let me think about that one",
    "Ada says hi btw, she's loving the mood board",
    "oof the hire company's hold music is the worst",
]
EN_CHAT_A = [
    "No worries - you were going through the hire list for the Brennan wedding when the call came in.",
    "Take your time. Nothing urgent has come in while you were away.",
    "Ha - noted, no llamas. I'll put it with the other creative requests.",
    "That sounds exhausting. Want me to batch everything non-urgent into one list for tonight?",
    "Good luck with the call! I'll be here.",
    "Glad it helps. Shout when you're ready for the next thing.",
]
EN_WA_PEOPLE = ["Maya", "Jules", "Ada", "Erik", "Ciara", "Tomasz", "Nana Joan", "Ciara's sister"]
EN_WA_LINES = [
    "can we do the dessert table earlier??", "I thought we agreed no speeches during dinner",
    "mum wants the hymn back in", "has anyone heard from the band?", "omg the invites look SO good",
    "wait is it the blue or the green napkins", "the hotel rang me directly, is that normal",
    "I'm not wearing heels on grass. non negotiable", "can the dog be in the photos",
    "who's bringing the sparkly thing for the cake", "👍", "haha yes", "ok fine",
    "I'll ask my cousin about the playlist", "the tasting was amazing btw",
    "do we have to invite everyone from work", "my dad says he'll do a short speech. short.",
    "can we move the ceremony a bit later for the light", "🙈🙈", "see you sunday!",
]
EN_TOOLS = [
    ("search_email", lambda r: {"query": r.choice(["from:hollinsbarn", "subject:quote marquee", "band contract", "florist invoice", "catering menu pack"])},
     lambda r: "3 results:\n- Re: final numbers (2 days ago)\n- Quote attached (last week)\n- Fwd: timings for the day (last week)"),
    ("calendar_lookup", lambda r: {"range": "this week"},
     lambda r: "Mon: venue call 10:30; tasting prep\nTue: school run; florist visit 14:00\nWed: admin day\nThu: Brennan site visit\nFri: nothing booked"),
    ("weather_forecast", lambda r: {"location": r.choice(["Hollins Barn", "Lakeside", "St Brendan's"]), "days": 7},
     lambda r: "Mostly cloudy, light showers midweek, wind 15-25 km/h, gusts higher on exposed ground at the weekend."),
    ("read_document", lambda r: {"file": r.choice(["catering_terms.pdf", "venue_rules.pdf", "band_rider.pdf"])},
     lambda r: "Page 2: Supplier must provide public liability insurance. Page 3: Load-in via the rear gate only. Page 4: Amplified music must end at the time agreed with the venue."),
    ("create_reminder", lambda r: {"text": r.choice(["chase band contract", "send dietary list", "call the hire company"]), "when": "tomorrow 09:30"},
     lambda r: "Reminder created."),
]

# ---------------------------------------------------------------------------
# Chinese templates
# ---------------------------------------------------------------------------
ZH_T = {
    "name": [
        ("u", "新联系人记一下：{v}，{r}，以后都找她/他"),
        ("u", "原来那个人离职了，现在{r}换成{v}了，你记住哈"),
        ("u", "刚挂电话，{r}叫{v}，人挺好就是话太多哈哈"),
        ("u", "插一句：{r}是{v}，名字别写错"),
        ("u", "以后要是有个叫{v}的找我，那是{r}，直接记到备忘里"),
        ("u", "终于问到{r}的名字了：{v}"),
    ],
    "command": [
        ("u", "上次管用的是 `{v}` 这条，帮我存着，我老是找不到"),
        ("u", "刚跑了 {v} ，居然一次就成功了"),
        ("u", "我侄子说坏了就跑这个：`{v}` 先记在你这儿"),
        ("u", "贴一下我刚敲的：{v}\n这次没报错！！"),
        ("u", "记一下命令 `{v}` 别问我什么意思"),
    ],
    "id": [
        ("u", "那个的预订号是{v}，每次打电话都要报"),
        ("u", "发票号{v}，就是这张还没结"),
        ("u", "客服开了个工单，单号 {v} ，估计没人看"),
        ("u", "下单成功了，订单号{v}"),
        ("u", "帮我存一下{v}，定金收据上的编号"),
        ("u", "他们要是回电，报{v}这个，不是另一个"),
    ],
    "port": [
        ("u", "回执网页在我电脑上跑，端口{v}，侄子说这个很重要"),
        ("u", "拍照亭的师傅说平板相册在场地wifi的{v}端口"),
        ("u", "排座位那个小程序只能用 localhost:{v} 打开，好奇怪"),
        ("u", "投屏那个东西用的是{v}端口，灯光师原话"),
        ("u", "场地wifi要是封了{v}端口，现场照片轮播就挂了"),
    ],
    "version": [
        ("u", "他们发来的合同是{v}，我们要改的是这一版，别搞成旧的"),
        ("u", "座位表{v}是现在用的，之前的全作废"),
        ("u", "花艺又发了一版方案，{v}"),
        ("u", "那个策划App半夜自己升级到{v}了，按钮全变了位置"),
        ("u", "林悦终于确认了流程表{v}"),
    ],
    "money": [
        ("u", "乐队定金{v}，说是开了发票再付"),
        ("u", "花艺报价拱门要{v}！！一个拱门！"),
        ("u", "帐篷报价：全包{v}，他们自己说的"),
        ("u", "今天给蛋糕师付了{v}，收据在邮箱里"),
        ("u", "马骁爸爸说要赞助{v}，先别告诉周婷"),
        ("u", "接驳大巴一天{v}，比我想的便宜"),
    ],
    "date": [
        ("u", "餐饮最终人数{v}前要报过去，帮我标红"),
        ("u", "试菜定在{v}上午，我要用车"),
        ("u", "场地踩点又改到{v}了"),
        ("u", "周婷试婚纱是{v}，别让我撞期"),
        ("u", "乐队要在{v}之前拿到歌单，不然他们自己选（好可怕）"),
        ("u", "帐篷定金截止：{v}。"),
    ],
    "decision": [
        ("u", "定了：{c}，因为{why}"),
        ("u", "好吧{c}，理由是{why}，不再讨论了"),
        ("u", "来回折腾半天最后{c}——{why}"),
        ("u", "决定了，{c}。主要是{why}。"),
        ("u", "跟新人说了{c}，{why}，所以其实不难选"),
        ("u", "算了，{c}吧，{why}，下一个"),
    ],
    "constraint": [
        ("u", "以后的规矩：{v}，认真的"),
        ("u", "记住啊，{v}，上个旺季吃过亏"),
        ("u", "三场婚礼通用的规则——{v}"),
        ("u", "写下来：{v}。"),
        ("u", "再加一条：{v}，谁说都不行"),
        ("u", "这条你永远记着：{v}"),
    ],
    "question": [
        ("u", "老想问又老忘：{v}？"),
        ("u", "嗯……到底{v}啊"),
        ("u", "留个问题以后再说：{v}，不急"),
        ("u", "等下，我得搞清楚{v}，你知道吗"),
        ("u", "一直在想{v}……你怎么看"),
        ("u", "你能帮我查查{v}吗？一直惦记着"),
    ],
}
ZH_PROMPTS = {
    "name": ["上一封邮件落款的是谁？", "那边现在的对接人是谁，群里有说吗"],
    "command": ["那个合并/压缩/同步文件的命令怎么敲来着", "提醒我一下要输什么，我在电脑前了"],
    "id": ["那封邮件的编号是多少，我找不到了", "跟他们说哪个单号？"],
    "port": ["音响师问哪个端口，你帮我查下文档", "回执页面打不开，地址是啥"],
    "version": ["他们发的是哪一版？", "这是最新的文件还是旧的？"],
    "money": ["我们还欠他们多少？", "要是取消大概赔多少？"],
    "date": ["尾款什么时候到期来着？", "他们哪天能送货？"],
}
ZH_ACK = {
    "name": ["好的，已经加到这场婚礼的联系人里，名字后面备注了身份。", "存好了。她/他要是发邮件我会提醒你，免得淹没在供应商消息里。", "记下了。要不要我起草一条打招呼的消息，把你的联系方式和婚期发过去？"],
    "command": ["记下来了。以后要是报错，把完整的错误信息贴给我。", "存到“电脑相关”的备忘里了，它不会动那个文件夹以外的东西。", "跑通了就好，下次文件堆起来的时候我提醒你。"],
    "id": ["存好了，以后写信给他们我都引用这个编号。", "和供应商资料放在一起了，他们问的时候随时能找到。", "记下了，和其他收据分开放，免得弄混。"],
    "port": ["记下了。当天轮播或网页出问题，音响团队第一步就查这个。", "好的，我写进场地的技术清单里，让他们的网管提前看到。", "收到，和场地wifi信息存在一起。"],
    "version": ["好的，之后的修改意见都针对这一版，不碰旧稿。", "明白，旧版本我挪到子文件夹，免得有人改错。", "好，这一版现在是基准版本。"],
    "money": ["已经记进预算表了。还在新人批准的范围内，不过余量越来越少了。", "好，登记了。要不要我催他们出一份明细发票？", "加到付款追踪表里了，标记为未核对。"],
    "date": ["已经放进日历，提前三天提醒。", "加好了，标了红，离另一场试菜很近。", "存了，前一周我会提醒你。"],
    "decision": ["我觉得合理，等你说开始我就更新方案并通知供应商。", "可以，我把理由也记上，新人再问的时候你直接指给他们看。", "同意，这个决定挺稳的，我现在更新供应商表。"],
    "constraint": ["明白，三场婚礼都按这个来。", "记为长期规则了，你发任何东西之前我都会对照检查。", "收到。遇到可能违反的情况我会先停下来问你。"],
    "question": ["好问题——你目前发给我的资料里都没有提到。先挂着，我留意供应商的邮件。", "说实话，从我看到的文件里判断不了，先放在待定清单里吧。", "合同摘录里没写这个，我先记在要问的问题里。"],
}
ZH_LONG = [
    "三场婚礼目前的进度简单说一下：\n\n1. 小陈和阿杰：场地已确认，菜单还在草稿，花艺在等小陈发色卡。\n2. 周婷和马骁：还有两个场地在比较，草坪那边要求这周给答复，酒店那边比较灵活。\n3. 林家（林悦和宋一鸣）：乐队和摄影都定了，交通还没落实，林悦妈妈对座位安排意见很多。\n\n现在最大的风险是周婷那场，其他决定都卡在场地上。如果今晚能跟他们通个电话，我建议先处理这个。",
    "群聊我看完了。大家真正达成一致的（而不是随口说的）有这些：\n\n- 新人想把仪式缩短到二十分钟左右。\n- 新娘妈妈想加回那首歌，新人没反对，只是没回。\n- 摄影师彩排前需要拍摄清单。\n- 没人确认谁去金店取戒指。\n\n建议给新人发一条两句话的消息，只问歌和戒指，其他的可以先放放。",
    "你贴的报价我看了一下。总价看着还行，但有三项值得细看：“服务费”和人工费分开列了；场地明明在他们的配送范围内却收了交通费；破损押金没写什么时候退。建议一封邮件把三个问题一起问清楚，他们一般只回答第一个问题。",
    "三场婚礼挤在一个旺季，累是肯定的。要不今天无聊的活我来：催两张没结的发票、把忌口名单发给餐饮、起草给场地的感谢信。你只需要确认草稿就行，说一声要哪几个。",
    "语音转文字我看过了。大部分是林悦在自言自语，不过里面有两个明确的要求：桌名想用他们一起旅行过的地方；外婆髋关节不好，座位要靠近出口。至于蛋糕口味那段她前后说法矛盾了两次，等她确认了再动。",
    "这周的清单，大致按紧急程度排：\n\n- 跟餐饮确认最终人数\n- 催乐队签好的合同\n- 把流程表草稿发给场地对接人\n- 约伴娘试妆\n- 让租赁公司书面确认送货时间\n- 把付款追踪表和银行流水对一遍\n\n前三项的消息我现在就可以帮你起草。",
    "帐篷的事整体说一下：你在比的两家价格差不多，但一家包含地板和灯光，另一家这两样单独收费。加回去之后，看着便宜的那家反而更贵。另一个区别是搭建时间——一家要提前一整天进场，如果场地前一天有活动就麻烦了。",
    "你给新人的那条消息，我改得柔和一点：\n\n“嗨两位！同步一下进度——一切顺利。这周只需要你们定一下甜品台，餐饮那边好下单。其他的都不急，回头聊！”\n\n这样只提一个要求，也没提预算，我觉得在当面聊之前这样比较稳妥。",
]
ZH_CHAT_U = [
    "啊啊啊连着三个电话，其实发个消息就能说清楚", "回来了，刚才说到哪了", "不好意思在开车，高架又封了",
    "第四杯咖啡了，别评价我", "周婷刚连发了14个小红书链接，十四个", "这周真的好累", "等下，花艺电话",
    "好，趁下一个电话之前快速说几件事", "餐饮打电话之前我在干嘛来着？脑子糊了",
    "笑死，阿杰问能不能婚礼上牵只羊驼。不行。", "狗把请柬样品啃了，真的", "这个旺季结束我要去度假",
    "好，深呼吸，有几件事", "谢谢，太有用了", "好的谢谢", "嗯我想想", "小陈说谢谢你，她很喜欢灵感板",
    "租赁公司的等待音乐太难听了",
]
ZH_CHAT_A = [
    "没事——电话之前你在核对林家那场的租赁清单。", "不急，你不在的时候没有紧急消息进来。",
    "哈哈，记下了，不要羊驼，放在“创意需求”那一栏。", "听着就累。要不我把不急的事情汇总成一张清单，晚上一起看？",
    "电话顺利！我在这儿。", "有帮助就好，准备好了就说下一件。",
]
ZH_WA_PEOPLE = ["小陈", "阿杰", "周婷", "马骁", "林悦", "宋一鸣", "林悦妈妈", "伴娘小鱼"]
ZH_WA_LINES = [
    "甜品台能不能早点上？？", "不是说好晚宴的时候不讲话吗", "我妈想把那首歌加回来", "有人联系上乐队了吗",
    "请柬也太好看了吧", "餐巾到底是蓝的还是绿的", "酒店直接给我打电话了，这正常吗", "草坪上我不穿高跟鞋，没得商量",
    "狗狗能一起拍照吗", "蛋糕上那个亮晶晶的谁带", "👍", "哈哈好", "行吧", "我问问我表妹歌单的事",
    "试菜真的绝了", "公司的人都要请吗", "我爸说他就讲几句，几句哦", "仪式能不能晚一点，光线好", "🙈🙈", "周日见！",
]
ZH_TOOLS = [
    ("search_email", lambda r: {"query": r.choice(["草坪场地", "帐篷 报价", "乐队 合同", "花艺 发票", "菜单"])},
     lambda r: "找到3封：\n- 回复：最终人数（2天前）\n- 报价见附件（上周）\n- 转发：当天时间安排（上周）"),
    ("calendar_lookup", lambda r: {"range": "本周"},
     lambda r: "周一：场地电话 10:30；准备试菜\n周二：送孩子；花艺来访 14:00\n周三：行政日\n周四：林家踩点\n周五：空"),
    ("weather_forecast", lambda r: {"location": r.choice(["湖边草坪", "城郊酒庄", "老洋房"]), "days": 7},
     lambda r: "多云为主，周中有小阵雨，风力3-4级，周末空旷处阵风更大。"),
    ("read_document", lambda r: {"file": r.choice(["餐饮条款.pdf", "场地规定.pdf", "乐队技术要求.pdf"])},
     lambda r: "第2页：供应商须提供公众责任险。第3页：只能从后门进场卸货。第4页：扩音音乐须在与场地约定的时间前结束。"),
    ("create_reminder", lambda r: {"text": r.choice(["催乐队合同", "发忌口名单", "给租赁公司打电话"]), "when": "明天 09:30"},
     lambda r: "提醒已创建。"),
]

# Assistant-voiced facts: (user prompt, assistant text).
EN_A = {
    "name": [("who was the person signing that last email?", "From the thread you forwarded, {r} signs off as {v} - I'll treat that as the contact from now on."),
             ("who's my contact there now, do you know from the thread?", "It's {v} now - {r}. The earlier emails were from someone else, but the last three are all signed by them."),
             ("who do I ring about the delivery, is it in the email?", "The email says to contact {v}, {r}, directly for anything on the day.")],
    "command": [("how do I squash all those files again, I'm at the laptop", "For that, run this in Terminal:\n\n    {v}\n\nIt only touches the files named in it, so it's safe to repeat."),
                ("remind me what to type for that, nephew's not answering", "The one-liner you want is `{v}` - run it from your home folder and it will pick up the right files."),
                ("it's broken AGAIN. what do I do", "Easiest fix: `{v}`. If it complains about permissions, tell me the exact message.")],
    "id": [("what was the reference on that email, I can't find it", "The email you forwarded has the reference {v} in the subject line - that's the one to quote when you reply."),
           ("which quote number do I give them?", "I found it: the quote is filed under {v} in your inbox."),
           ("did the hire company ever send a booking number?", "Yes - their confirmation from Tuesday lists booking {v}.")],
    "port": [("why won't the RSVP thing open, what address is it", "Your RSVP app is listening on port {v} - open http://localhost:{v} in the browser and it should load."),
             ("the AV guy asked which port, can you check the spec sheet", "According to the AV spec sheet the streaming box needs port {v} open on the venue network.")],
    "version": [("which version is the contract they sent?", "The attachment is labelled {v} in the footer, so it's newer than the one you printed."),
                ("is this the latest run sheet or an old one?", "Checked: the file you shared is {v} of the run sheet."),
                ("what version of the menu pack is the caterer quoting from?", "Their email refers to menu pack {v}; the prices we discussed came from the one before.")],
    "money": [("what do we still owe the hire company?", "Adding up the supplier quote you pasted, the balance still owed is {v}."),
              ("how much is it if Maya and Jules cancel the barn, roughly?", "From the invoice you forwarded, the cancellation fee would be {v}."),
              ("what's the damage on the florist so far?", "So far you've paid the florist {v} across the two invoices.")],
    "date": [("when's the balance due to the venue again?", "The contract clause says the balance is due {v}, so that's the date to remember."),
             ("what day can the florist actually deliver?", "Looking at the email chain, the florist can only deliver on {v}."),
             ("when did the band say they need the final running order?", "Their last message asks for the running order by {v}.")],
}
ZH_A = {
    "name": [("上一封邮件落款的是谁？", "你转发的群聊里，{r}的落款是{v}，我之后就按这个名字联系。"),
             ("那边现在的对接人是谁，群里有说吗", "现在是{v}，{r}。之前的邮件是别人发的，最近三封都是她/他署名。"),
             ("送货的事找谁，邮件里写了吗", "邮件里写着当天有事直接联系{v}（{r}）。")],
    "command": [("那个合并文件的命令怎么敲来着，我在电脑前了", "在终端里运行这一条就行：\n\n    {v}\n\n它只处理命令里写到的文件，重复跑也没问题。"),
                ("提醒我一下要输什么，侄子不回消息", "你要的是这条：`{v}`，在主目录下执行就能找到对应的文件。"),
                ("又坏了！！怎么办", "最省事的办法：`{v}`。如果提示权限问题，把报错原文发我。")],
    "id": [("那封邮件的编号是多少，我找不到了", "你转发的邮件标题里有编号{v}，回复的时候引用这个就行。"),
           ("跟他们报哪个报价单号？", "找到了：那份报价在邮箱里的编号是{v}。"),
           ("租赁公司给过预订号吗？", "给过，周二的确认函上写的预订号是{v}。")],
    "port": [("回执页面打不开，地址是啥", "你的回执程序监听在{v}端口，浏览器打开 http://localhost:{v} 就能看到。"),
             ("音响师问哪个端口，你帮我查下设备说明", "按音响公司的设备说明，推流盒需要场地网络开放{v}端口。")],
    "version": [("他们发的合同是哪一版？", "附件页脚写的是{v}，比你打印的那份新。"),
                ("这是最新的流程单还是旧的？", "查过了：你共享的文件是流程单的{v}。"),
                ("餐饮报价是按哪一版菜单算的？", "他们邮件里说的是菜单{v}，我们之前讨论的价格是上一版的。")],
    "money": [("我们还欠租赁公司多少？", "把你贴的报价加起来，还欠的尾款是{v}。"),
              ("周婷要是取消草坪场地，大概赔多少？", "按你转发的发票，取消的话违约金是{v}。"),
              ("花艺那边目前一共付了多少？", "两张发票加起来，花艺目前已经付了{v}。")],
    "date": [("场地尾款什么时候到期来着？", "合同条款写的是尾款{v}前付清，记这个日子就行。"),
             ("花艺哪天能送货？", "看了邮件往来，花艺只能在{v}送货。"),
             ("乐队说哪天之前要最终流程？", "他们最后一条消息说{v}之前要拿到流程。")],
}
# extra user templates, so phrasings rarely repeat inside one conversation
EXTRA_EN = {
    "name": ["{v} ({r}) just texted me, adding her/him to the cast of thousands",
             "Meeting {v} tomorrow - {r}. Apparently very particular about load-in times"],
    "command": ["what I ran to fix the photos: {v}", "if I ever need to redo it: `{v}` (nephew-approved)"],
    "id": ["their reference is {v}. why are these always so long", "Deposit receipt came through - {v}. filing it mentally, i.e. with you"],
    "port": ["AV company wants port {v} open on the barn network, whatever that means",
             "nephew moved the RSVP thing to port {v} because something else was using the old one"],
    "version": ["ok the venue sent the rules doc again, {v} now, different from what I printed",
                "band rider is {v}. they added a 'green room' request lol"],
    "money": ["hotel block deposit: {v}, non refundable after next month apparently",
              "Ada's parents transferred {v} for the flowers today, confirm when you see it"],
    "date": ["rehearsal dinner is {v}, Erik finally confirmed", "hold {v} for the Brennan site visit pls"],
    "decision": ["fine. {c}. {why}, and I'm tired of discussing it",
                 "so we're {c} in the end, because {why}. tell me if that bites us later"],
    "constraint": ["new rule, non negotiable: {v}", "keep reminding me of this one: {v}"],
    "question": ["does the contract say {v}? I can't find it", "Ciara asked me {v} and I had no idea. do you?"],
}
EXTRA_ZH = {
    "name": ["{v}（{r}）刚加了我微信，又多一个人", "明天见{v}，{r}，听说对进场时间特别讲究"],
    "command": ["修照片那次我跑的是：{v}", "以后要重做就用 `{v}`（侄子认证）"],
    "id": ["他们的编号是{v}，为什么都这么长", "定金收据到了——{v}，存你这儿"],
    "port": ["音响公司要求场地网络开{v}端口，我也不懂", "侄子把回执程序换到{v}端口了，说原来那个被占了"],
    "version": ["场地又发了一遍规定，现在是{v}，和我打印的不一样", "乐队的技术要求是{v}，还加了个休息室要求哈哈"],
    "money": ["酒店房间包的定金：{v}，下个月之后不退", "小陈爸妈今天转了{v}买花，你看到了跟我说"],
    "date": ["彩排晚宴定在{v}，阿杰终于确认了", "{v}帮我留给林家踩点"],
    "decision": ["行吧，{c}，{why}，不想再讨论了", "最后还是{c}，因为{why}，以后出问题再说"],
    "constraint": ["新规矩，没得商量：{v}", "这条要一直提醒我：{v}"],
    "question": ["合同里有写{v}吗？我找不到", "林悦问我{v}，我完全不知道，你知道吗"],
}
for _k, _ts in EXTRA_EN.items():
    EN_T[_k] += [("u", _t) for _t in _ts]
for _k, _ts in EXTRA_ZH.items():
    ZH_T[_k] += [("u", _t) for _t in _ts]

LANG = {
    "en": dict(names=EN_NAMES, command=EN_COMMANDS, id=EN_IDS, port=EN_PORTS, version=EN_VERSIONS,
               money=EN_MONEY, date=EN_DATES, decision=EN_DECISIONS, constraint=EN_CONSTRAINTS,
               question=EN_QUESTIONS, T=EN_T, A=EN_A, prompts=EN_PROMPTS, ack=EN_ACK, long=EN_LONG,
               chat_u=EN_CHAT_U, chat_a=EN_CHAT_A, wa_people=EN_WA_PEOPLE, wa_lines=EN_WA_LINES,
               tools=EN_TOOLS),
    "zh": dict(names=ZH_NAMES, command=ZH_COMMANDS, id=ZH_IDS, port=ZH_PORTS, version=ZH_VERSIONS,
               money=ZH_MONEY, date=ZH_DATES, decision=ZH_DECISIONS, constraint=ZH_CONSTRAINTS,
               question=ZH_QUESTIONS, T=ZH_T, A=ZH_A, prompts=ZH_PROMPTS, ack=ZH_ACK, long=ZH_LONG,
               chat_u=ZH_CHAT_U, chat_a=ZH_CHAT_A, wa_people=ZH_WA_PEOPLE, wa_lines=ZH_WA_LINES,
               tools=ZH_TOOLS),
}

# Little bits of texture around user messages.
EN_PRE = ["", "", "", "", "sorry in the car - ", "quick: ", "ok ", "btw ", "before I forget, ",
          "argh ok, ", "right. ", "mm also "]
EN_POST = ["", "", "", "", " thx", " 🙏", " (sorry for typos, on my phone)", " ok back to the caterer",
           "\n\nanyway. the florist is still on hold", " - more later", " x"]
ZH_PRE = ["", "", "", "", "在车上，", "快速说一下：", "对了，", "趁还没忘，", "啊对，", "好，", "还有，"]
ZH_POST = ["", "", "", "", " 谢啦", " 🙏", "（手机打字，错字见谅）", " 我先回餐饮电话", "\n\n花艺那边还在等我回复", "，回头细说"]
EN_AND = ["\n\nalso ", "\nand ", " -- oh and ", "\n\nother thing: "]
ZH_AND = ["\n\n另外，", "\n还有，", "——哦对了，", "\n\n还有一件事："]
EN_THANKS = ["thanks!", "perfect", "ok great ty", "lifesaver", "cool, copying that now", "brill"]
ZH_THANKS = ["谢谢！", "好嘞", "完美", "救命恩人", "好的我复制一下", "收到"]
EN_QUOTE_ITEMS = ["Ceremony arch (fresh)", "Table centrepieces x14", "Buttonholes x8", "Bridal bouquet",
                  "Marquee 12x24m", "Coconut matting floor", "Festoon lighting", "Chiavari chairs x120",
                  "Canapés (5 per head)", "Evening buffet", "Staffing (6 servers, 8h)", "Corkage",
                  "Dance floor 5x5m", "Delivery & collection"]
ZH_QUOTE_ITEMS = ["仪式拱门（鲜花）", "桌花 x18", "胸花 x8", "手捧花", "帐篷 12x24米", "地板铺设",
                  "串灯", "竹节椅 x120", "迎宾小食（每人5份）", "晚宴自助", "服务人员（6人8小时）",
                  "开瓶费", "舞池 5x5米", "运输及回收"]
EN_VOICE_FILL = ["um", "like", "so yeah", "I dunno", "anyway", "wait no", "okay so"]
ZH_VOICE_FILL = ["嗯", "就是", "然后", "我也不知道", "反正", "等下不对", "那个"]
EN_GREET = ["morning! big week, three weddings and one of me. let's go",
            "hiya, back at it. coffee in hand",
            "ok new week, new chaos. you ready"]
ZH_GREET = ["早！这周三场婚礼一起推，开干", "又是忙碌的一周，咖啡已就位", "新的一周新的混乱，准备好了吗"]
EN_GREET_A = "Morning! Ready when you are. Send things in whatever order they come - I'll keep the three weddings apart."
ZH_GREET_A = "早！随时开始。东西按你方便的顺序发过来就行，三场婚礼我会分开整理。"

EN_MORE = {
    "wa_groups": [["Maya", "Jules", "Maya's mum"], ["Ada", "Erik", "Ada's cousin Bisi"],
                  ["Ciara", "Tomasz", "Nana Joan", "Ciara's sister"]],
    "voice_core": ["I want the table names to be places we've been, like Lisbon and that tiny place in Wales",
                   "and Nan has to sit near the exit because of her hip, she won't say it but she does"],
    "wa_lines_more": ["Tomasz can you PLEASE answer the florist", "the venue lady was so nice today",
                      "I found a cheaper photobooth but idk if it's legit", "can someone send me the dress code wording",
                      "why is the band asking about parking", "grandad wants to give a toast too 😬"],
    "paste_replies": [EN_LONG[1],
        "Pulled out of the thread:\n\n- Decisions: none, really - lots of enthusiasm, no final answers.\n- Open: dessert timing, napkin colour, whether the dog is in the photos.\n- Actions for you: nothing urgent; maybe a gentle nudge to pick the napkins, because the hire company needs colours soon.\n\nThe tone is fine, nobody's upset - it's just a lot of people typing at once.",
        "Short version: the couple are happy, one parent is anxious about speeches, and someone needs to chase the florist. Everything else in there is emoji and excitement. I wouldn't reply in the group; a direct message to the couple would land better."],
    "followup": ["Anything else from that call?", "Want me to send a quick confirmation so they know you've got it?",
                 "I'll fold this into tonight's recap.", "Shall I tell the couple, or keep it between us for now?",
                 "That's the third thing today for this wedding - it's moving, at least."],
    "tool_talk": [
        ("calendar_lookup", "what does my week look like", "Here it is. The one thing to watch is the Brennan site visit on Thursday; Wednesday is free for admin if you protect it."),
        ("search_email", "anything new in the inbox from suppliers?", "Three threads - the final numbers one is the only one that needs a reply from you; the other two are confirmations."),
        ("weather_forecast", "weather for the weekend? thinking about the outdoor bits", "Showers midweek and gusty at the weekend on open ground. Not dramatic, but I'd have the indoor fallback ready."),
        ("read_document", "can you skim the venue rules pdf for anything annoying", "Nothing shocking: insurance certificate, rear-gate load-in, and a music curfew tied to whatever you agree with them. Worth getting that curfew in writing."),
        ("create_reminder", "remind me tomorrow to chase that", "Done, it'll pop up tomorrow morning."),
    ],
    "long_prompts": [("give me the overview across all three", 0), ("ok what did they actually agree in that thread", 1),
                     ("thoughts on that quote?", 2), ("I'm so tired. help", 3), ("what's on the list this week", 5),
                     ("marquee people - which one do I go with, broadly", 6), ("can you soften the message I drafted to the couple", 7)],
}
ZH_MORE = {
    "wa_groups": [["小陈", "阿杰", "小陈妈妈"], ["周婷", "马骁", "伴娘小鱼"], ["林悦", "宋一鸣", "林悦妈妈"]],
    "voice_core": ["我想桌名用我们一起去过的地方，比如大理还有那个海边小镇",
                   "还有外婆一定要坐在出口旁边，她髋关节不好，她自己不好意思说"],
    "wa_lines_more": ["一鸣你能不能回一下花艺的消息", "场地那个姐姐今天好温柔", "我找到一个便宜的拍照亭但不知道靠不靠谱",
                      "着装要求的文案谁发我一下", "乐队为什么问停车的事", "爷爷也想上台讲几句😬"],
    "paste_replies": [ZH_LONG[1],
        "从群聊里捋出来的：\n\n- 已定：其实没有，大家都很兴奋但没人拍板。\n- 待定：甜品时间、餐巾颜色、狗狗要不要入镜。\n- 你要做的：不急，可以轻轻催一下餐巾颜色，租赁公司快要颜色了。\n\n气氛挺好，没人不高兴，就是同时说话的人太多。",
        "简单说：新人挺开心，有一位家长担心致辞的事，需要有人催一下花艺。其他都是表情包和激动。我建议别在群里回，私聊新人效果更好。"],
    "followup": ["电话里还有别的吗？", "要不要我发条确认，让对方知道你收到了？", "我把这个放进今晚的总结里。",
                 "要告诉新人吗，还是先别说？", "这场婚礼今天第三件事了，至少在推进。"],
    "tool_talk": [
        ("calendar_lookup", "帮我看看这周日程", "在上面了。最需要注意的是周四林家踩点，周三空着可以留给行政杂事。"),
        ("search_email", "查一下邮件里供应商有没有新消息", "有三封，只有“最终人数”那封需要你回，另外两封是确认函。"),
        ("weather_forecast", "周末天气怎么样？户外部分有点担心", "周中有阵雨，周末空旷处阵风偏大。不算严重，但室内备案最好准备好。"),
        ("read_document", "帮我扫一眼场地规定的PDF有没有坑", "没什么意外：要保险证明、后门卸货、音乐结束时间按和场地的约定。建议把结束时间落到书面上。"),
        ("create_reminder", "明天提醒我去催一下", "好了，明天早上会提醒你。"),
    ],
    "long_prompts": [("给我一个三场婚礼的总览", 0), ("群里到底定了什么", 1), ("这份报价你怎么看", 2), ("好累，救命", 3),
                     ("这周的待办有哪些", 5), ("帐篷选哪家，大方向说说", 6), ("帮我把给新人的消息改温柔点", 7)],
}


def fmt(t, **kw):
    return t.replace("{v}", kw.get("v", "")).replace("{r}", kw.get("r", "")) \
            .replace("{c}", kw.get("c", "")).replace("{why}", kw.get("why", ""))


def pick_facts(rng, L, per_kind):
    """Choose PER_KIND values of every kind; no needle may contain another."""
    chosen = []
    needles_all = []

    def ok(ns):
        for n in ns:
            for m in needles_all:
                if n in m or m in n:
                    return False
        return True

    for kind in KINDS:
        pool = list(L["names"] if kind == "name" else L[kind])
        rng.shuffle(pool)
        got = 0
        for item in pool:
            if got == per_kind:
                break
            if kind == "name":
                f = {"kind": kind, "v": item[0], "r": item[1], "needles": [item[0]]}
            elif kind == "decision":
                f = {"kind": kind, "c": item[0], "why": item[1], "needles": [item[0], item[1]]}
            else:
                f = {"kind": kind, "v": item, "needles": [item]}
            if not ok(f["needles"]):
                continue
            needles_all.extend(f["needles"])
            chosen.append(f)
            got += 1
        if got < per_kind:
            sys.exit("PER_KIND=%d is more than the %s pool allows" % (per_kind, kind))
    return chosen


class Conv:
    def __init__(self, rng, lang):
        self.rng = rng
        self.lang = lang
        self.rows = []      # (role_or_tool, dict item)
        self.calls = 0

    def msg(self, role, text):
        self.rows.append({"type": "message", "role": role, "content": text})
        return len(self.rows) - 1

    def tool(self, L, want=None):
        name, argf, outf = [t for t in L["tools"] if t[0] == want][0] if want else self.rng.choice(L["tools"])
        self.calls += 1
        cid = "call_al%d_%d" % (self.calls, self.rng.randint(100, 999))
        self.rows.append({"type": "function_call", "callId": cid, "name": name,
                          "arguments": json.dumps(argf(self.rng), ensure_ascii=False)})
        self.rows.append({"type": "function_call_result", "callId": cid, "name": name,
                          "status": "completed", "output": outf(self.rng)})


def deal(rng, L, key, kind):
    """Draw from a shuffled deck per kind, so a phrasing repeats only after all were used."""
    decks = L.setdefault("_decks", {})
    d = decks.get((key, kind))
    if not d:
        d = list(range(len(L[key][kind])))
        rng.shuffle(d)
        decks[(key, kind)] = d
    return L[key][kind][d.pop()]


def fact_text(rng, L, f):
    _, t = deal(rng, L, "T", f["kind"])
    return fmt(t, **{k: f[k] for k in ("v", "r", "c", "why") if k in f})


def filler(conv, L, zh):
    """One filler segment; returns nothing, appends rows."""
    rng = conv.rng
    kind = rng.choice(["chat", "chat", "paste", "voice", "quote", "tool", "long", "chat_burst"])
    if kind == "chat":
        conv.msg("user", rng.choice(L["chat_u"]))
        conv.msg("assistant", rng.choice(L["chat_a"]))
    elif kind == "chat_burst":
        conv.msg("user", rng.choice(L["chat_u"]))
        conv.msg("user", rng.choice(L["chat_u"]))
        conv.msg("assistant", rng.choice(L["chat_a"] + [L["long"][3]]))
    elif kind == "paste":
        h, m = rng.randint(7, 21), rng.randint(0, 50)
        lines = []
        group = rng.choice(L["wa_groups"])
        for _ in range(rng.randint(6, 15)):
            m += rng.randint(0, 7)
            if m >= 60:
                h, m = h + 1, m - 60
            who = rng.choice(group)
            line = rng.choice(L["wa_lines"] + L["wa_lines_more"])
            if zh:
                lines.append("%s %02d:%02d\n%s" % (who, h % 24, m, line))
            else:
                lines.append("[19/11/2026, %02d:%02d] %s: %s" % (h % 24, m, who, line))
        if zh:
            intro = rng.choice(["转发一下群聊记录，帮我看看重点：", "微信群又炸了，你帮我捋一下", "聊天记录如下，谁答应了什么？"])
        else:
            intro = rng.choice(["forwarding the group chat, can you pull out what actually matters",
                                "whatsapp thread below. who agreed to what??",
                                "pasting this mess from the couple's group:"])
        conv.msg("user", intro + "\n\n" + "\n".join(lines))
        conv.msg("assistant", rng.choice(L["paste_replies"]))
    elif kind == "voice":
        words = []
        for _ in range(rng.randint(5, 9)):
            words.append(rng.choice(L["voice_fill"]))
            words.append(rng.choice(L["wa_lines"]))
        k = rng.randrange(len(words))
        words[k:k] = L["voice_core"]
        sep = "，" if zh else ", "
        intro = rng.choice(["语音转文字，林悦发的：", "林悦又发了一条60秒语音，转成文字了："] if zh else
                           ["voice note from Ciara, transcribed (badly):", "Ciara sent a 3 minute voice note, here's the transcript:"])
        conv.msg("user", intro + "\n\n\"" + sep.join(words) + "\"")
        conv.msg("assistant", L["long"][4])
    elif kind == "quote":
        items = rng.sample(L["quote_items"], rng.randint(4, 7))
        cur = "CNY" if zh else rng.choice(["GBP", "EUR", "USD"])
        rows = ["| %s | %s %d.00 |" % (it, cur, rng.choice(range(110, 2000, 30))) for it in items]
        head = "| 项目 | 金额 |\n|---|---|" if zh else "| Item | Amount |\n|---|---|"
        intro = rng.choice(["供应商报价贴过来了，你看看有没有坑：", "这份报价合理吗"] if zh else
                           ["supplier quote just landed, anything dodgy in here?", "is this reasonable or am I being had"])
        conv.msg("user", intro + "\n\n" + head + "\n" + "\n".join(rows))
        conv.msg("assistant", L["long"][2])
    elif kind == "tool":
        tname, uq, ac = rng.choice(L["tool_talk"])
        conv.msg("user", uq)
        conv.tool(L, tname)
        conv.msg("assistant", ac)
    else:
        q, idx = rng.choice(L["long_prompts"])
        conv.msg("user", q)
        conv.msg("assistant", L["long"][idx])


def build(seed, lang, per_kind, attempt):
    rng = random.Random("al-%s-%d-%d-%d" % (lang, seed, per_kind, attempt))
    L = dict(LANG[lang])
    zh = lang == "zh"
    L["voice_fill"] = ZH_VOICE_FILL if zh else EN_VOICE_FILL
    L["quote_items"] = ZH_QUOTE_ITEMS if zh else EN_QUOTE_ITEMS
    L.update(ZH_MORE if zh else EN_MORE)
    pre, post = (ZH_PRE, ZH_POST) if zh else (EN_PRE, EN_POST)
    facts = pick_facts(rng, L, per_kind)
    rng.shuffle(facts)
    # group facts into segments: single, pair (two in one user message) or assistant-voiced
    segs = []
    i = 0
    while i < len(facts):
        f = facts[i]
        has_a = f["kind"] in L["A"]
        if has_a and rng.random() < 0.25:
            segs.append(("a", [f]))
            i += 1
        elif i + 1 < len(facts) and rng.random() < 0.18 and facts[i + 1]["kind"] != f["kind"]:
            segs.append(("u", [f, facts[i + 1]]))
            i += 2
        else:
            segs.append(("u", [f]))
            i += 1
    base = sum(3 if k == "a" else 2 for k, _ in segs) + 2
    lo = max(130, base + 16)
    hi = max(lo, min(280, base + 90))
    target = rng.randint(lo, hi)
    n_fill = max(0, (target - base) // 2)
    order = [("f", s) for s in segs] + [("x", None)] * n_fill
    # spread filler evenly-ish: shuffle but keep facts in their order
    slots = sorted(rng.sample(range(len(order)), n_fill))
    plan, fi = [], 0
    fill_set = set(slots)
    fact_iter = iter(segs)
    for pos in range(len(order)):
        plan.append(("x", None) if pos in fill_set else ("f", next(fact_iter)))

    conv = Conv(rng, lang)
    fact_rows = {}
    conv.msg("user", rng.choice(ZH_GREET if zh else EN_GREET))
    conv.msg("assistant", ZH_GREET_A if zh else EN_GREET_A)
    for typ, seg in plan:
        if typ == "x":
            filler(conv, L, zh)
            continue
        who, fs = seg
        if who == "a":
            f = fs[0]
            prompt, t = deal(rng, L, "A", f["kind"])
            conv.msg("user", rng.choice(pre) + prompt)
            if rng.random() < 0.4:
                conv.tool(L, "search_email")
            text = fmt(t, **{k: f[k] for k in ("v", "r") if k in f})
            if rng.random() < 0.5:
                text += ("\n\n" if zh else "\n\n") + rng.choice(L["ack"][f["kind"]])
            fact_rows[id(f)] = conv.msg("assistant", text)
            conv.msg("user", rng.choice(ZH_THANKS if zh else EN_THANKS))
        else:
            parts = [fact_text(rng, L, f) for f in fs]
            text = parts[0]
            if len(parts) > 1:
                text += rng.choice(ZH_AND if zh else EN_AND) + parts[1]
            text = rng.choice(pre) + text + rng.choice(post)
            r = conv.msg("user", text)
            for f in fs:
                fact_rows[id(f)] = r
            reply = " ".join(rng.choice(L["ack"][f["kind"]]) for f in fs)
            if rng.random() < 0.25:
                reply += "\n\n" + rng.choice(L["followup"])
            conv.msg("assistant", reply)
    nmsg = sum(1 for it in conv.rows if it["type"] == "message")
    if not (130 <= nmsg <= 280) and base + 16 <= 280:
        return None
    # ---- checks: every needle in exactly its own row, no needle inside another
    texts = []
    for it in conv.rows:
        texts.append(it.get("content") or it.get("arguments", "") + "\n" + it.get("output", ""))
    alln = [n for f in facts for n in f["needles"]]
    for a in alln:
        for b in alln:
            if a is not b and a in b:
                return None
    for f in facts:
        for n in f["needles"]:
            hits = [k for k, t in enumerate(texts) if n in t]
            if hits != [fact_rows[id(f)]]:
                return None
    return facts, conv.rows


def envelope_rows(rows, rng):
    out = []
    t = 7 * 3600 + 30 * 60
    for n, it in enumerate(rows, 1):
        t += rng.randint(25, 140)
        hh, mm, ss = t // 3600, t % 3600 // 60, t % 60
        meta = {"uiRole": it["role"]} if it["type"] == "message" else {}
        out.append({"v": 2, "id": "msg_al%d" % n,
                    "createdAt": "2026-11-20T%02d:%02d:%02dZ" % (hh, mm, ss),
                    "item": it, "meta": meta})
    return out


def okbot(binary, env, args, stdin=None):
    p = subprocess.run([binary] + args, env=env, input=stdin, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(p.stderr or ("okbot %s failed with exit %d" % (" ".join(args), p.returncode)))
    return p


def summaries_max(root):
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
        sys.exit(__doc__)
    binary, workdir = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    summary_max = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    per = {k: [0, 0] for k in KINDS}
    kept_all = total_all = 0
    max_chars = 0
    for idx, seed in enumerate(seeds):
        lang = "zh" if idx == len(seeds) - 1 else "en"
        built = None
        for attempt in range(200):
            built = build(seed, lang, per_kind, attempt)
            if built:
                break
        if not built:
            sys.exit("seed %d: could not build a conversation with unique needles" % seed)
        facts, rows = built
        env_rows = envelope_rows(rows, random.Random("al-time-%d" % seed))
        root = os.path.join(workdir, "root-%d" % seed)
        if os.path.isdir(root):
            shutil.rmtree(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
        okbot(binary, env, ["init"])
        okbot(binary, env, ["assistant", "create", "Writer"])
        okbot(binary, env, ["settings", "set", "contextCompression.summaryMaxChars", summary_max])
        batch, nmsg, compressions, messages = [], 0, 0, 0
        for i, r in enumerate(env_rows):
            batch.append(r)
            if r["item"]["type"] == "message":
                nmsg += 1
                messages += 1
            if nmsg == BATCH or i == len(env_rows) - 1:
                data = "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in batch)
                okbot(binary, env, ["session", "append", "-a", "Writer"], stdin=data)
                okbot(binary, env, ["compress", "-a", "Writer", "--now"])
                compressions += 1
                batch, nmsg = [], 0
        shown = okbot(binary, env, ["context", "show", "-a", "Writer"]).stdout
        kept, missing = 0, []
        for f in facts:
            ok = all(n in shown for n in f["needles"])
            per[f["kind"]][1] += 1
            if ok:
                kept += 1
                per[f["kind"]][0] += 1
            else:
                missing.append(f)
        kept_all += kept
        total_all += len(facts)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%"
              % (seed, lang, messages, len(env_rows), compressions, kept, len(facts),
                 100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
        max_chars = max(max_chars, summaries_max(root))
    for k in KINDS:
        a, b = per[k]
        print("kind %s %d/%d %.1f" % (k, a, b, 100.0 * a / b if b else 0.0))
    print("retention overall %.1f" % (100.0 * kept_all / total_all if total_all else 0.0))
    print("max summary chars %d" % max_chars)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Held-out retention set "af": a one-person Shopify shop sourcing from overseas suppliers.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  where the data roots go (WORKDIR/root-SEED)
    seeds    default 1 2 3 4 5; the LAST seed given is written entirely in Chinese,
             the others in English

Environment:
    PER_KIND     facts per kind in every conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a one-person online shop on Shopify that sources from overseas suppliers: purchase
orders, shipping and customs, a freight forwarder, product listings, ad spend, refunds, with
pasted supplier chats, invoices, tracking updates and tab-separated spreadsheet rows
(Chinese: 跨境电商卖家 管供应商、货代、清关和店铺).

Each conversation seeds PER_KIND facts of ten kinds (name, command, id, port, version, money,
date, decision, constraint, question). Every fact has one or more needles: exact substrings
that occur in exactly one row of the conversation (checked; otherwise the conversation is rebuilt
with the next attempt number). Rows go to `okbot session append` 25 messages per batch, with
`okbot compress --now` after each batch; at the end a fact counts as kept only when ALL of its
needles are found verbatim in `okbot context show`.
"""
import json
import os
import random
import subprocess
import sys
from datetime import datetime, timedelta, timezone

SET = "af"
KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
BATCH = 25

# ----------------------------------------------------------------------------- English pools

EN_FIRST = ["Marisol", "Tobias", "Priyanka", "Wendell", "Ingrid", "Desmond", "Harriet", "Kofi",
            "Annika", "Rafael", "Yusuf", "Colette", "Bogdan", "Thandiwe", "Lorenzo", "Maeve",
            "Dmitri", "Soraya", "Callum", "Esperanza", "Jonah", "Fenella", "Ravi", "Oksana",
            "Winston", "Beatriz", "Hamid", "Greta", "Cormac", "Nadia"]
EN_LAST = ["Okafor", "Lindqvist", "Ferreira", "Nakamura", "Halvorsen", "Castellano", "Brennan",
           "Adeyemi", "Kowalczyk", "Duarte", "Whitfield", "Sorensen", "Mbeki", "Pacheco",
           "Gallagher", "Vasquez", "Thornbury", "Achterberg", "Quintero", "Szabo", "Marchetti",
           "Oyelaran", "Rasmussen", "Delacroix", "Haverford", "Ibarra"]
EN_CN_NAMES = ["Zhou Jiahui", "Lin Xiaoping", "Tang Wenjie", "Guo Meiling", "Xu Haoran",
               "Cai Yuting", "Deng Zhiwei", "Feng Ruolan"]
EN_ROLES = [
    ("sales rep", "Ningbo Hengda Packaging", "carton quotes"),
    ("freight forwarder agent", "BlueWake Logistics", "bookings"),
    ("customs broker", "Harbor Clear Customs", "the ISF filings"),
    ("account manager", "Yiwu Sunrise Trading", "samples"),
    ("QC inspector", "the inspection company", "pre-shipment checks"),
    ("bookkeeper", "the accounting firm", "the quarterly numbers"),
    ("product photographer", "a studio downtown", "listing photos"),
    ("warehouse lead", "the 3PL in Reno", "receiving and relabeling"),
    ("Shopify developer", "a freelance shop", "theme changes"),
    ("virtual assistant", "an agency in Manila", "customer emails"),
    ("factory owner", "the Dongguan silicone plant", "mold changes"),
    ("ads consultant", "a small agency", "the Meta campaigns"),
]
EN_REL = ["sister", "cousin", "neighbor", "friend from college", "brother-in-law", "roommate"]
EN_REL_TOPIC = ["packing orders", "the holiday rush", "answering DMs", "photos", "the returns pile"]

EN_NAME_U = [
    "btw {name} is my new contact at {org}, {role}. loop them in on anything about {topic}",
    "{name} from {org} emailed again - they're the {role} now, so {topic} goes through them",
    "quick one: the {role} I keep mentioning is {name}. save that somewhere pls",
    "Talked to {name} today ({role} at {org}). Nice person, super slow replies tho.",
    "If anyone asks, {name} handles {topic} for me. {role} at {org}.",
    "new {role} at {org}: {name}. the old guy left last month apparently, nobody told me",
    "ugh, {name} ({role}, {org}) wants everything on WhatsApp now instead of email",
]
EN_NAME_REL = [
    "my {rel} {name} is going to help with {rtopic} over the holidays, so expect some messages about that",
    "{name} (my {rel}) offered to help with {rtopic} this weekend. free labor, can't complain",
]
EN_NAME_A = [
    "Noted: {name} is your {role} at {org}. I'll use that name when I draft anything about {topic}.",
    "From the thread you pasted, the sender is {name}, who signs as {role} at {org}, so that's who to answer.",
]

EN_CMD_U = [
    "I ran `{cmd}` and it just hung for like 5 min. no error, nothing",
    "note to self, the export is: {cmd}",
    "what I normally do is {cmd} and then open the csv in sheets",
    "ran {cmd} - worked this time!! no idea what changed",
    "the dev told me to always run `{cmd}` before pushing anything live",
    "keep this one for me: `{cmd}`",
    "tried `{cmd}` from the laptop and got permission denied, works on the desktop though",
]
EN_CMD_A = [
    "Next, run this from the project folder:\n\n    {cmd}\n\nIt only reads, so nothing changes in the store.",
    "The command you want is `{cmd}`. Paste the output here and I'll read it with you.",
]

EN_ID_U = [
    "the PO number for the new batch is {id}, put it on every email",
    "paypal dispute {id} got escalated, of course on a saturday",
    "forwarder booking ref is {id}. pls keep it, I'll lose it otherwise",
    "Shopify support opened case {id} for the payout thing",
    "invoice {id} from the factory just came in, checking it now",
    "refund request {id}: customer says the lid arrived cracked",
    "customs entry {id} is the one that's stuck, the others cleared",
]
EN_ID_A = [
    "The booking reference in that confirmation is {id}, so quote that when you call them.",
    "I'd put {id} in the subject line so whoever picks it up finds the history fast.",
]
EN_ID_FMT = [("PO-", 5), ("INV-2026-", 4), ("CS-", 6), ("BKG", 7), ("RMA-", 4), ("PP-D-", 6),
             ("CE-", 7), ("RF-", 5)]

EN_PORT_CTX = ["the n8n box", "the webhook listener", "metabase", "the 3PL's SFTP server",
               "the local app dev server", "the label print server", "the inventory db",
               "the tracking sync script"]
EN_PORT_U = [
    "{ctx} is on port {p} btw, in case it breaks again",
    "fyi {ctx} listens on localhost:{p}",
    "the 3PL says use port {p} for their SFTP, not 22. weird but ok",
    "I moved {ctx} to {p} because something else grabbed the old port",
    "if you ever need it, {ctx} runs on {p}",
    "why does {ctx} only work when I hit port {p} directly?? anyway it works",
]
EN_PORT_A = [
    "Point the tunnel at port {p}; that's where {ctx} is listening according to the log you pasted.",
    "From that output, {ctx} came up on {p}, so the firewall rule has to allow that one.",
]
PORTS = [8443, 5432, 3306, 9200, 6379, 2222, 8081, 3000, 5678, 8888, 27017, 9090, 4040, 1883,
         5672, 15672, 8025, 11211, 7001, 9443, 2375, 8983, 6443, 4567, 10022, 3389]

EN_VER_CTX = ["the Dawn theme", "the invoice template", "Shopify CLI", "the label printer driver",
              "the supplier price sheet", "the reviews app", "the inventory sync plugin",
              "the packing slip template", "the product spec sheet"]
EN_VER_U = [
    "updated {ctx} to {v} last night, nothing exploded yet",
    "they sent {ctx} {v}, apparently the old one had wrong HS codes",
    "we're on {ctx} {v} now fyi",
    "after going to {v} of {ctx} the sync started duplicating orders. cool cool",
    "Don't let me forget that {ctx} is {v}, support will ask",
    "is {ctx} {v} the one with the fixed barcodes? pretty sure it is",
]
EN_VER_A = [
    "The file header says {ctx} {v}, so it's the latest one they sent.",
    "You're running {ctx} {v}; the changelog for that release mentions the fix you need.",
]

EN_MONEY_U = [
    "forwarder quoted {m} for the LCL, which feels high",
    "paid the {m} deposit this morning, so production should start",
    "ad spend yesterday was {m} and I got 4 orders. lol",
    "refunded {m} to that customer, not worth the fight",
    "customs duty came to {m} on the last shipment",
    "the factory wants {m} for the new mold. ouch",
    "storage fees at the 3PL were {m} this month, that's insane",
]
EN_MONEY_A = [
    "With those numbers the landed cost works out to {m} per unit, before ads.",
    "The total on the invoice you pasted is {m}, which matches the PI.",
]

EN_DATE_U = [
    "goods need to be at the port by {d} or we miss the vessel",
    "factory closes for CNY on {d}, so everything has to be done before",
    "the BFCM creative has to be ready by {d}, no excuses",
    "samples ship {d} supposedly",
    "customs docs are due {d}, the broker just reminded me",
    "3PL says receiving slot is {d}, morning",
    "my accountant wants the receipts by {d}",
]
EN_DATE_A = [
    "I'd set the reminder for {d}, which leaves a few days of buffer before the cutoff.",
    "Counting from the sailing date, the container should land around {d}.",
]
EN_MONTHS = [("December", "Dec", 12), ("January", "Jan", 1), ("February", "Feb", 2)]

EN_DECISIONS = [
    ("switch to sea freight for the restock", "air rates doubled since October"),
    ("drop the bamboo organizer listing", "return rate is over twenty percent"),
    ("pay suppliers through Wise from now on", "bank wire fees eat the margin"),
    ("move inventory to the Reno 3PL", "most orders ship to the west coast"),
    ("pause the TikTok ad campaigns", "ROAS never broke even there"),
    ("order a smaller batch this time", "cash is tight until January"),
    ("keep the old packaging supplier", "the new cartons arrived crushed"),
    ("offer free shipping over fifty bucks", "abandoned carts mostly die at shipping"),
    ("fire the second forwarder", "they lost a pallet in Long Beach"),
    ("stop doing custom engraving", "it takes me two evenings a week"),
    ("raise the lamp price a bit", "the new duty rate killed the margin"),
    ("skip Black Friday discounts this year", "last year's bargain hunters never came back"),
    ("use DDP terms for Europe", "customers refused parcels with import fees"),
    ("hire a VA for customer emails", "I'm answering tickets at midnight"),
    ("consolidate both POs into one container", "two LCL shipments cost more than one FCL"),
    ("switch the theme back to Dawn", "the premium theme slowed mobile pages"),
    ("send samples by DHL not EMS", "EMS took five weeks last time"),
    ("stop selling on Etsy", "fees went up again and sales are flat"),
    ("go with the Shenzhen factory", "their QC reports actually include photos"),
    ("refund the Ohio customer without a return", "return shipping costs more than the item"),
    ("batch refunds on Fridays", "doing them daily wrecks my focus"),
    ("insure every pallet shipment", "the last claim was denied without coverage"),
]
EN_DEC_U = [
    "ok decision made: I'm going to {c}. {r}, so there's no point dragging it out",
    "decided to {c} because {r}.",
    "gonna {c} - {r} and I'm done arguing with myself about it",
    "Final answer: {c}. mainly since {r}.",
    "after sleeping on it I'll {c}; honestly {r} anyway",
    "the plan is to {c}, reason being {r}. tell me if that's dumb",
    "screw it, we {c}. {r} and I can't keep eating that",
]
EN_DEC_A = [
    "Then it's settled: you'll {c}, since {r}. I'll work from that from now on.",
]

EN_RULES = [
    "never pay the balance before QC photos",
    "only book freight after the PI is signed",
    "don't refund without a return tracking number",
    "no supplier calls before 9am my time",
    "never ship lithium batteries by air",
    "don't change prices during a sale",
    "never list a product before samples arrive",
    "no discount codes stacking with free shipping",
    "always get the HS code confirmed in writing",
    "don't share the Shopify admin login with suppliers",
    "only reorder when stock covers under six weeks",
    "never promise delivery dates in ad copy",
    "no wire to a new bank account without a phone call",
    "don't answer chargebacks without order photos",
    "keep ad spend under a quarter of revenue",
    "never approve a PO the same night I get it",
    "don't post the factory's stock photos",
    "never mark orders fulfilled before the label scans",
    "always round landed cost up",
    "no new SKUs until the old stock sells through",
]
EN_RULE_U = [
    "rule from now on: {r}. learned that the hard way",
    "just so you remember - {r}, no exceptions",
    "pls keep this in mind going forward: {r}",
    "hard rule for the shop, write it down: {r}.",
    "even if I tell you otherwise at 2am, {r}. I mean it lol",
    "standing rule, ok? {r}",
    "my accountant made me promise: {r}",
]
EN_RULE_A = [
    "Understood, I'll hold you to it: {r}. I'll flag it if anything we plan goes against that.",
]

EN_QUESTIONS = [
    "the de minimis exemption", "the Shopify Payments reserve", "EU IOSS registration",
    "the Canada GST threshold", "Amazon MCF fees", "product liability insurance",
    "UK postponed VAT accounting", "the peak season surcharge", "Klaviyo contact-based pricing",
    "the HS code for silicone lids", "ISF late filing penalties", "Section 301 tariff exclusions",
    "Shop Pay Installments fees", "chargeback protection apps", "the annual customs bond",
    "the GPSR responsible person", "Prop 65 warning labels", "marine cargo insurance",
    "the Shopify Markets duty estimate", "FSC certification for the boxes",
]
EN_Q_U = [
    "random q, no rush: how does {q} actually work for a shop my size?",
    "what's the deal with {q}? do I need to care?",
    "someone on reddit mentioned {q} - is that something I should worry about??",
    "can you explain {q} at some point? I keep nodding along when people bring it up",
    "wait, what happens with {q} if I split a shipment in two?",
    "do you know if {q} changed this year or is it the same as before?",
    "Also, genuinely curious: who even decides {q}?",
]

# ----------------------------------------------------------------------------- Chinese pools

ZH_SUR = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高梁宋郑谢韩唐冯")
ZH_GIVEN = ["丽娜", "志强", "晓燕", "海峰", "雨婷", "建国", "思远", "佳怡", "文博", "子涵", "国华",
            "秀英", "俊杰", "梦瑶", "宏伟", "静怡", "立新", "春梅", "浩然", "欣怡", "振宇", "若曦"]
ZH_FOREIGN = ["Carlos Medina", "Megan Ashford", "Tomasz Wilk", "Aisha Raman"]
ZH_ROLES = [
    ("业务员", "义乌鸿达日用品厂", "打样和报价"),
    ("货代", "深圳速达国际物流", "订舱和拼柜"),
    ("报关员", "宁波港通报关行", "清关资料"),
    ("仓库主管", "洛杉矶那个海外仓", "入库和贴标"),
    ("摄影师", "杭州一家工作室", "产品主图"),
    ("会计", "代账公司", "季度报税"),
    ("美工", "外包团队", "详情页设计"),
    ("客服", "兼职", "售后邮件"),
    ("验货员", "第三方验货公司", "出货前验货"),
    ("Shopify开发", "自由职业", "主题修改"),
    ("老板", "东莞硅胶厂", "开模"),
    ("投手", "一家小代运营公司", "Meta广告"),
]
ZH_REL = ["表妹", "堂哥", "大学室友", "邻居阿姨", "小舅子"]
ZH_REL_TOPIC = ["打包发货", "回复私信", "拍图", "处理退货"]

ZH_NAME_U = [
    "对了，{org}那边现在换成{name}对接了，{role}，以后{topic}的事都找这个人",
    "{name}是我们的{role}，{org}的，人挺靠谱就是回消息慢",
    "刚跟{name}通了电话（{role}），说{topic}下周能搞定，但愿吧",
    "记一下：{org}的{role}叫{name}，以后发邮件记得抄送",
    "{org}新来的{role}叫{name}，微信已经加上了",
    "{name}（{role}）说{topic}得重新弄，烦死了",
]
ZH_NAME_REL = [
    "我{rel}{name}寒假过来帮我{rtopic}，到时候可能会问你一些东西",
    "{name}（我{rel}）说周末可以来帮忙{rtopic}，免费劳动力哈哈",
]
ZH_NAME_A = [
    "好的，记下了：{name}是{org}的{role}，以后涉及{topic}的我会提醒你找这个人。",
    "从你贴的聊天记录看，发消息的是{name}，{org}的{role}，回复就回给这个人。",
]
ZH_CMD_U = [
    "我跑了一下 `{cmd}`，卡了五分钟没反应，也不报错",
    "备忘：导出订单用 {cmd}",
    "开发说推主题之前一定要先跑 `{cmd}`",
    "{cmd} 这个刚才终于跑通了！！也不知道改了啥",
    "每次都要先 {cmd} 再去表格里看，有点麻烦",
    "这条帮我留着以后用：`{cmd}`",
    "笔记本上跑 `{cmd}` 提示没权限，台式机上就可以",
]
ZH_CMD_A = [
    "下一步在项目目录里执行：\n\n    {cmd}\n\n这条只读数据，不会改店铺里的东西。",
    "你要的命令是 `{cmd}`，跑完把输出贴给我，我们一起看。",
]
ZH_ID_U = [
    "新一批的PO号是{id}，所有邮件都带上",
    "PayPal争议{id}升级了，偏偏是周六",
    "货代的订舱号{id}，帮我记着，我肯定会忘",
    "Shopify客服给回款的问题开了工单{id}",
    "工厂的发票{id}刚发过来，我正在对",
    "退款申请{id}：客户说盖子碎了",
    "报关单{id}卡住了，其他的都放行了",
]
ZH_ID_A = [
    "你贴的确认单里订舱号是{id}，打电话的时候报这个号。",
    "建议邮件标题里写上{id}，对方查记录快一些。",
]
ZH_PORT_CTX = ["n8n那台机器", "webhook监听服务", "metabase看板", "海外仓的SFTP", "本地开发服务",
               "打单服务", "库存数据库", "物流同步脚本"]
ZH_PORT_U = [
    "{ctx}开在{p}端口，万一又挂了你提醒我",
    "说一下，{ctx}监听的是localhost:{p}",
    "海外仓说SFTP要用{p}端口，不是22，奇怪但行吧",
    "{ctx}我改到{p}了，原来的端口被别的占了",
    "以后要用的话，{ctx}跑在{p}上",
    "为啥{ctx}非得直接访问{p}端口才行？？反正能用",
]
ZH_PORT_A = [
    "把隧道指向{p}端口就行，按你贴的日志，{ctx}就在那儿监听。",
    "从输出看{ctx}起在{p}上了，防火墙要放行这个端口。",
]
ZH_VER_CTX = ["店铺主题", "发票模板", "Shopify CLI", "打印机驱动", "工厂报价单", "评价插件",
              "库存同步插件", "装箱单模板", "产品规格书"]
ZH_VER_U = [
    "{ctx}昨晚升到{v}了，目前还没出问题",
    "工厂发来{ctx}{v}，说旧版HS编码写错了",
    "现在用的是{ctx}{v}",
    "{ctx}更新到{v}之后同步开始重复下单，服了",
    "别让我忘了{ctx}是{v}，客服肯定会问",
    "{ctx}{v}是不是修好条码那个版本？我记得是",
]
ZH_VER_A = [
    "文件抬头写的是{ctx}{v}，就是他们最新发的那版。",
    "你现在跑的是{ctx}{v}，这个版本的更新说明里就有你要的修复。",
]
ZH_MONEY_U = [
    "货代报了{m}的拼箱费，感觉有点贵",
    "定金{m}今天早上付了，应该可以开工了",
    "昨天广告花了{m}，出了4单，笑死",
    "给那个客户退了{m}，不想扯皮了",
    "上一票的关税一共{m}",
    "工厂说新模具要{m}，肉疼",
    "海外仓这个月仓储费{m}，离谱",
]
ZH_MONEY_A = [
    "按这些数字算，每件落地成本大概{m}，还没算广告。",
    "你贴的发票合计是{m}，跟PI对得上。",
]
ZH_DATE_U = [
    "货必须{d}之前到港，不然赶不上船",
    "工厂{d}开始放年假，之前都得弄完",
    "{d}之前要把活动图做完，没有借口",
    "样品说是{d}寄出",
    "报关资料{d}要交，报关行刚提醒我",
    "海外仓给的入库时间是{d}上午",
    "会计要我{d}前把票据给她",
]
ZH_DATE_A = [
    "建议提醒设在{d}，离截止还有几天缓冲。",
    "按开船日期推算，柜子大概{d}到港。",
]
ZH_DECISIONS = [
    ("补货改走海运", "空运价格翻了一倍"),
    ("竹制收纳盒下架", "退货率超过两成"),
    ("以后付款都走Wise", "银行电汇手续费太高"),
    ("库存挪到美西仓", "大部分订单发往西海岸"),
    ("TikTok广告先停掉", "投产比一直没回本"),
    ("这次少下点单", "一月份之前现金流紧"),
    ("继续用原来的纸箱厂", "新纸箱到货全压扁了"),
    ("满五十刀包邮", "弃单大多卡在运费那一步"),
    ("把第二家货代换掉", "他们在长滩丢了一板货"),
    ("不再接定制刻字", "每周要搭进去两个晚上"),
    ("台灯稍微涨点价", "新关税把利润吃没了"),
    ("今年黑五不打折", "去年冲折扣来的客人没复购"),
    ("欧洲改成DDP", "客人拒收要交进口税的包裹"),
    ("请个兼职客服回邮件", "我每天半夜还在回工单"),
    ("两张PO合成一个柜", "两票拼箱比一个整柜还贵"),
    ("主题换回Dawn", "付费主题手机端太慢"),
    ("样品改走DHL", "上次EMS走了五个星期"),
    ("Etsy店关掉", "手续费又涨了销量也不动"),
    ("选深圳那家工厂", "他们的验货报告带照片"),
    ("俄亥俄那单直接退款不退货", "退货运费比东西还贵"),
    ("退款统一周五处理", "每天弄太打断节奏"),
    ("整板货都买保险", "上次理赔没保险被拒了"),
]
ZH_DEC_U = [
    "决定了，{c}，主要是{r}",
    "还是{c}吧，{r}，没必要硬撑",
    "想了一晚上：{c}。{r}，没办法",
    "最后定了——{c}，因为{r}",
    "算了不纠结了，{c}，{r}",
    "跟你说下我的决定：{c}，原因是{r}。你觉得傻的话告诉我",
]
ZH_DEC_A = ["好，那就按你说的{c}，毕竟{r}，后面我都按这个来安排。"]
ZH_RULES = [
    "验货照片没出来之前不付尾款",
    "PI没签字不订舱",
    "没有退货单号不退款",
    "早上九点前不给供应商打电话",
    "带电的货一律不走空运",
    "大促期间不要改价",
    "样品没到之前不上架",
    "折扣码不能和包邮叠加",
    "HS编码必须书面确认",
    "不要把后台账号给供应商",
    "库存不足六周才补货",
    "广告文案里不承诺到货时间",
    "新收款账户必须先电话确认",
    "没有订单照片不回应拒付",
    "广告费不超过营业额的四分之一",
    "当天晚上收到的PO不当天批",
    "不用工厂的原图",
    "面单没扫描之前不标记发货",
    "落地成本一律往上取整",
    "老库存清完之前不开新SKU",
]
ZH_RULE_U = [
    "以后有个规矩：{r}，吃过亏了",
    "记住啊，{r}，没有例外",
    "这条你帮我记着：{r}",
    "店铺铁律，写下来：{r}。",
    "就算我半夜跟你说别的也不行，{r}",
    "先说好，{r}，可以吧？",
    "会计逼我答应的：{r}",
]
ZH_RULE_A = ["明白，我会盯着：{r}。以后有计划跟这条冲突我会提出来。"]
ZH_QUESTIONS = [
    "美国小额豁免政策", "Shopify Payments保证金", "欧盟IOSS注册", "加拿大GST起征点",
    "亚马逊多渠道配送费", "产品责任险", "英国VAT递延", "旺季附加费", "Klaviyo按联系人计费",
    "硅胶盖子的HS编码", "ISF迟报罚款", "301关税排除", "Shop Pay分期手续费", "拒付保护插件",
    "年度海关保证金", "GPSR欧代", "加州65号提案标签", "海运货物险", "Shopify Markets预估关税",
    "纸箱的FSC认证",
]
ZH_Q_U = [
    "顺便问一下，{q}到底是怎么算的？不急",
    "{q}是啥情况？我需要管吗？",
    "群里有人说{q}，这个我要担心吗？？",
    "你有空帮我解释下{q}吧，每次别人提我都只能点头",
    "等下，要是分两批发货，{q}会怎么样？",
    "{q}今年是不是变了？还是跟以前一样？",
    "说真的好奇：{q}到底是谁定的？",
]
ZH_MONTHS = [12, 1, 2]

# ----------------------------------------------------------------------------- filler

EN_SUPPLIERS = ["Lily", "Amy", "Coco", "Jason", "Sunny", "Vicky", "Leo", "Grace"]
ZH_SUPPLIERS = ["小林", "阿芳", "Coco", "老周", "Vicky", "小马哥", "琪琪"]
EN_SKUS = [("BMB-ORG-03", "bamboo drawer organizer"), ("SIL-LID-06", "silicone stretch lids 6pc"),
           ("LMP-MUS-01", "mushroom night lamp"), ("CER-MUG-12", "speckled ceramic mug"),
           ("KNF-ROL-02", "knife roll canvas"), ("BTL-GLS-05", "glass bottle w/ sleeve"),
           ("TWL-WAF-04", "waffle tea towel set"), ("PLT-HNG-07", "macrame plant hanger")]
ZH_SKUS = [("BMB-ORG-03", "竹制抽屉收纳盒"), ("SIL-LID-06", "硅胶保鲜盖6件套"),
           ("LMP-MUS-01", "蘑菇小夜灯"), ("CER-MUG-12", "粗陶马克杯"), ("KNF-ROL-02", "帆布刀具包"),
           ("BTL-GLS-05", "玻璃水瓶带套"), ("TWL-WAF-04", "华夫格茶巾套装"), ("PLT-HNG-07", "编织吊篮")]

EN_CHAT = [
    "morning! coffee first, then the boring stuff",
    "ugh the label printer jammed again, brb",
    "ok back. where were we",
    "lol my cat just walked across the keyboard and archived three emails",
    "sales were slow yesterday, like six orders. mondays man",
    "can you make that shorter? reading on my phone",
    "thx that helps",
    "hmm ok. not sure i agree but lets see",
    "wait, say that again but simpler",
    "Long day. Packed forty-ish orders by hand and my back hates me",
    "the photos came back btw, they actually look great",
    "no worries, not urgent at all",
    "k sounds good",
    "sorry for the wall of text earlier",
    "I keep forgetting to eat lunch when I'm doing listings lol",
    "honestly the forwarder emails are so confusing, half of it is abbreviations",
    "random but the new tape gun is a game changer",
    "do you think I should reply tonight or wait till tmrw morning",
    "omg a customer left a review with a photo of their dog sitting in the plant hanger",
    "ok lets do that",
    "hold on, phone call",
    "back. supplier just sent voice messages again, seven of them",
    "I'm so tired of chasing tracking numbers",
    "Can you rewrite that so it sounds less annoyed? I was annoyed when I wrote it",
    "fine, makes sense",
    "it's raining and the mail carrier left the boxes outside. great",
    "weekend plan: no shop stuff. (lies)",
    "teh supplier never reads past the first line of my emails i swear",
    "ok that's actualy a good point",
    "can you give me a checklist for tomorrow morning? short one",
    "what would you say to a customer who's mad the parcel is 'only' in Memphis",
    "just recieved the new sample mugs, glaze is a bit off but ok",
    "my accountant keeps asking for stuff I already sent",
    "how do I say no to a wholesale request without being rude",
    "tbh I don't love the new product description, it sounds like a robot",
    "ok I'm going to bed, brain is mush",
    "good morning, round two",
    "quick sanity check before I hit send",
    "do I sound desperate in this email? be honest",
    "the warehouse sent me a photo of a box that looks like it fell off a truck",
]
ZH_CHAT = [
    "早，先喝杯咖啡再弄这些烦人的事",
    "打单机又卡纸了，等我一下",
    "回来了，刚才说到哪了",
    "笑死，猫从键盘上走过去把三封邮件归档了",
    "昨天单子好少，就六单，周一果然不行",
    "能短一点吗？我在手机上看",
    "谢啦，有用",
    "嗯……不太同意，先这样吧",
    "等下，你用简单点的话再说一遍",
    "今天累死，手工打包了四十来单，腰要断了",
    "对了图片拍回来了，效果还挺好",
    "不急不急",
    "行，就这样",
    "刚才发了一大段不好意思",
    "一做上架就忘了吃午饭哈哈",
    "货代的邮件真的看不懂，一半都是缩写",
    "说个题外话，新买的封箱器太好用了",
    "你觉得我今晚回还是明天早上再回",
    "有个客户留了好评，还拍了她家狗坐在吊篮里，可爱死",
    "好的，就这么办",
    "等下，来电话了",
    "回来了，工厂又发了七条语音过来",
    "天天追物流单号追到崩溃",
    "帮我改一下语气吧，写的时候我在气头上",
    "也对，有道理",
    "下雨了，快递员把箱子直接放门口，服了",
    "周末计划：不碰店铺（骗自己的）",
    "供应商永远只看我邮件第一行，我发誓",
    "这个点说得挺对的",
    "给我列个明天早上的待办吧，简短点",
    "客户嫌包裹“还在孟菲斯”生气了，我该怎么回",
    "新的马克杯样品到了，釉色有点偏但还行",
    "会计一直找我要已经发过的东西",
    "有人找我批发，怎么礼貌地拒绝",
    "说实话新的产品描述不太喜欢，读起来像机器人写的",
    "我先睡了，脑子成浆糊了",
    "早上好，第二回合",
    "发之前帮我看一眼",
    "这封邮件是不是显得我很着急？说实话",
    "仓库发来一张照片，箱子像是从卡车上掉下来的",
]

EN_OPEN = ["Got it.", "Okay, that makes sense.", "Sure.", "Thanks for pasting that.", "Right.",
           "Understood.", "Good call to check.", "Ah, that's annoying.", "Okay, a few thoughts.",
           "Makes sense.", ""]
EN_PARAS = [
    "For the restock, the thing I'd watch is the gap between the factory's ready date and the vessel cutoff. If the goods are ready but miss the cutoff, you usually lose a full week, sometimes more this close to the holidays, so ask the forwarder for the next two sailings rather than one.",
    "On the listing side, {sku} is converting at roughly {pct}% from product page to cart, which is decent for the price point. I'd leave the main image alone and test the second one instead: a lifestyle shot against the dimensions graphic.",
    "With refunds, the cleanest approach is one short reply that states what you'll do and when. Customers mostly get angry at silence, not at the answer itself, so even a no lands better if it's quick and specific.",
    "The supplier's message reads like they're ready but want you to confirm the shipping marks before they print cartons. I'd send the mark layout as an image, not text, because they'll copy it exactly as drawn.",
    "If the tracking hasn't moved in {days} days, it's usually sitting at a hub waiting for a linehaul slot rather than lost. I'd give it two more days before opening a claim; claims filed too early often get closed with 'in transit'.",
    "On ads, I wouldn't judge the new campaign on the first {days} days. The algorithm spends badly while it learns, and your order volume is small enough that two or three sales either way swing the numbers a lot.",
    "For customs, the commercial invoice and the packing list need to agree on quantities and descriptions down to the carton. Most holds I've seen on small shipments come from a mismatch there, not from the goods themselves.",
    "The landed cost sheet gets more useful if freight is split per carton by volume instead of per unit. Bulky items like the organizers carry much more of the freight than the mugs, and the averages hide that.",
    "I'd reply to the factory today, keep it short, and ask one question per line. Long paragraphs in English tend to get a partial answer, and then you spend another day chasing the rest.",
    "A packing insert with a QR code to the care instructions could cut a chunk of the 'how do I clean this' emails. It's cheap to test: print a hundred and see if the inbox changes.",
    "Holiday cutoffs are worth putting in a banner now rather than in the FAQ. Hardly anyone reads the FAQ, and you'll save yourself the 'will it arrive by Christmas' emails in the second week of December.",
    "For the 3PL invoice, compare the pick fees against the order count from Shopify for the same period. If the numbers don't line up within a handful of orders, ask them for the line-level export before paying.",
    "The email draft is fine in substance; it just front-loads the complaint. If you open with the order reference and the ask, and put the history underneath, they'll act on it faster.",
    "You don't need to decide on the new product today. Getting a sample and living with it for a week tells you more than any spreadsheet, especially for something people hold every day.",
    "Stock-wise, {sku} has about {wk} weeks of cover at the current pace. That's fine on its own, but add the production time and the sailing and you're closer to the line than it looks.",
    "If the forwarder keeps sending updates in abbreviations, ask them once for plain dates: cargo ready, sailing, arrival, delivery. Most will happily switch when you ask directly.",
    "On the review you mentioned, I'd reply publicly with a thank-you and nothing salesy. Short, warm replies under reviews do more for trust than a discount code.",
    "For the wholesale request, a polite no can still leave the door open: say you're not set up for wholesale this season and ask them to check back in spring. It doesn't burn the contact.",
]
EN_BULLETS = [
    "confirm the carton count with the factory", "ask the forwarder for the updated ETD",
    "check the packing list against the PI", "reply to the two open refund emails",
    "update the restock sheet", "pause the worst ad set", "send the shipping marks as an image",
    "photograph the damaged box before opening it", "ask the 3PL for the receiving report",
    "move the holiday cutoff banner live", "reconcile the payout with the orders export",
    "chase the QC report", "draft the reply to the wholesale inquiry",
]
EN_CLOSE = ["Want me to draft the message?", "I can turn that into a checklist if useful.", "",
            "Tell me what they reply and we'll go from there.", "",
            "If you paste the next update I'll read it with you."]

ZH_OPEN = ["明白。", "好的，有道理。", "可以。", "谢谢贴过来。", "嗯。", "收到。", "确实该查一下。",
           "这个挺烦的。", "我说几点。", "懂了。", ""]
ZH_PARAS = [
    "补货这块，最要盯的是工厂交货日和截关日之间的空档。货好了但没赶上截关，一般就要多等一周，临近节假日更久，所以问货代的时候直接要后面两班船的船期。",
    "上架这边，{sku}从详情页到加购的转化大概{pct}%，这个价位算可以了。主图先别动，测第二张图：场景图和尺寸图对比一下。",
    "退款的话，最省事的是一条短回复讲清楚你会怎么处理、什么时候处理。客户大多是气没人理，不是气结果，哪怕是拒绝，回得快又具体也好接受很多。",
    "供应商这段话的意思是货差不多好了，但要你先确认唛头再印纸箱。唛头建议发图片不要发文字，他们会照着图一模一样印。",
    "物流{days}天没更新，一般是在转运中心等干线，不是丢了。再等两天再提理赔，提太早经常被以“运输中”直接关掉。",
    "广告这块，新计划前{days}天的数据先别急着下结论。系统学习期花钱效率本来就低，你的单量又不大，多两三单少两三单数据就差很多。",
    "清关这边，商业发票和装箱单的数量、品名要一箱一箱对得上。小票货被查，多半是这两份单据对不上，而不是货本身有问题。",
    "落地成本表如果把运费按体积分摊到每箱，会准很多。收纳盒这种占体积的东西分摊的运费比马克杯多得多，平均数把这个差别藏起来了。",
    "建议今天就回工厂，短一点，一行一个问题。一大段话发过去，对方经常只回一半，你又得追一天。",
    "包裹里放张带二维码的保养说明卡，应该能少掉不少“这个怎么清洗”的邮件。成本很低，先印一百张试试看收件箱有没有变化。",
    "节日截单时间现在就可以挂到首页横幅上，别只写在FAQ里。没人看FAQ，十二月第二周的“圣诞前能到吗”邮件能省一大半。",
    "海外仓的账单，拿同一时段Shopify的订单数对一下拣货费。差得多的话，付钱之前先让他们导一份明细。",
    "邮件内容本身没问题，就是一上来先抱怨。先写订单号和你要对方做什么，历史经过放下面，对方处理会快很多。",
    "新品不用今天就定。拿个样品自己用一周，比看表格能知道得多，尤其是每天要上手的东西。",
    "库存方面，按现在的速度{sku}还能卖{wk}周左右。单看还行，但加上生产周期和海运时间，其实比看上去紧。",
    "货代要是老发缩写，直接跟他们说一次：只要四个日期，货好、开船、到港、派送。大部分人你直说就会改。",
    "你说的那条评价，建议公开回复一句感谢，别推销。评价下面简短真诚的回复，比发折扣码更能建立信任。",
    "批发的请求可以客气地拒绝但留个口子：就说这一季还没做批发，春天再联系。这样不会把人得罪掉。",
]
ZH_BULLETS = ["跟工厂确认箱数", "问货代最新的开船日", "装箱单和PI对一遍", "回那两封退款邮件",
              "更新补货表", "把效果最差的广告组停掉", "唛头用图片发过去", "拆箱前先给破损箱拍照",
              "让海外仓发入库报告", "把节日截单横幅挂上", "回款和订单导出对账", "催验货报告",
              "起草回复批发询价的邮件"]
ZH_CLOSE = ["要我帮你起草回复吗？", "需要的话我整理成清单。", "", "等对方回了再看下一步。", "",
            "下次更新贴过来我帮你看。"]


# user turns that lead into an assistant-voiced fact, and acknowledgements after user facts
EN_ASK = {
    "name": ["who was the person who emailed about this? I forget", "can you check who signed that email thread?", "who am I supposed to talk to over there again"],
    "command": ["how do I pull that list again from the terminal?", "what do I type to get that export, I always forget", "ok what's the command for this, step by step pls"],
    "id": ["what's the reference in that confirmation? can't find it", "which number do I quote when I call them", "can you dig the ref number out of that email"],
    "port": ["which port is that thing on, the log is a mess", "why can't I reach it from the laptop?", "tunnel isn't connecting, what am I pointing it at"],
    "version": ["which version did they send? the file names are all 'final'", "what am I running right now, support asked", "is this the latest one or not"],
    "money": ["can you do the math on the landed cost?", "does the invoice total match what we agreed?", "ok so what does it come to in the end"],
    "date": ["when should I set a reminder for this?", "so when does it actually arrive, roughly", "give me a date to aim for"],
    "decision": ["ok so we're agreed then?", "yeah, do what I said earlier about that"],
    "constraint": ["you got that rule from before right?", "pls remember what I said about this, seriously"],
}
ZH_ASK = {
    "name": ["发这封邮件的人是谁来着？我忘了", "帮我看下这串邮件是谁签的名", "那边我到底该找谁"],
    "command": ["那个列表在终端里怎么导来着？", "导出要敲什么命令，我每次都忘", "这个命令是啥，一步一步说"],
    "id": ["确认单里的编号是多少？找不到了", "打电话过去要报哪个号", "帮我从邮件里把单号找出来"],
    "port": ["那个服务是哪个端口来着，日志太乱了", "为啥笔记本上连不上？", "隧道连不上，应该指向哪"],
    "version": ["他们发的是哪个版本？文件名全叫“最终版”", "我现在用的是哪个版本，客服问了", "这个是不是最新的"],
    "money": ["帮我算下落地成本？", "发票总额跟说好的对得上吗？", "最后一共是多少钱"],
    "date": ["这个提醒设在哪天好？", "那大概什么时候能到", "给我个目标日期"],
    "decision": ["那就这么定了？", "嗯，就按我之前说的办"],
    "constraint": ["之前说的那条规矩你记着吧？", "我说的那个你一定要记住啊"],
}
EN_ACK = {
    "name": ["Good to have a name for that.", "Noted who's who."],
    "command": ["Handy one to keep.", "Saved to the notes in my head."],
    "id": ["Keeping that reference.", "Good, that'll make the follow-ups easier."],
    "port": ["Noted for when it breaks again.", "Got it, I'll remember where that lives."],
    "version": ["Noted on the version.", "Good to know which one you're on."],
    "money": ["That's a real number, worth tracking.", "Noted, I'll keep it in the cost picture."],
    "date": ["I'll keep that deadline in view.", "Noted on timing."],
    "decision": ["That reasoning holds up.", "Fair, that's a sensible call."],
    "constraint": ["Understood, that's a good rule.", "Noted, I won't suggest anything that breaks it."],
    "question": ["Let me deal with the urgent part first.", "Okay, first the practical stuff."],
}
ZH_ACK = {
    "name": ["好，知道找谁了。", "记下谁是谁了。"],
    "command": ["这条值得留着。", "记住了。"],
    "id": ["单号记下了。", "好，后面跟进方便多了。"],
    "port": ["记下了，下次挂了知道去哪找。", "好，记住在哪了。"],
    "version": ["版本记下了。", "好，知道你现在用哪个了。"],
    "money": ["这个数要记着。", "记下了，算成本的时候用。"],
    "date": ["这个时间点我会盯着。", "时间记下了。"],
    "decision": ["理由挺充分的。", "合理，这个决定没问题。"],
    "constraint": ["明白，这条规矩很好。", "记住了，不会建议你违反它。"],
    "question": ["先处理急的部分。", "先说点实际的。"],
}
EN_PARAS += [
    "About the cracked item: ask for one photo of the piece and one of the outer box. If the box is crushed, that's a carrier claim; if the box is fine, it's a packing problem and worth raising with the factory before the next run.",
    "The numbers in that sheet look consistent, except the row for {sku}: the weeks-left column doesn't match on-hand divided by weekly sales, so one of the inputs is probably stale.",
    "A rolled booking is annoying but common this time of year. The useful question back to them is whether the cargo stays at the CFS for free until the next sailing, or whether storage starts counting.",
    "If you want fewer 'where is my order' emails, the biggest lever is the shipping confirmation email itself. Put the realistic delivery window there, not just the tracking link, and people check in less.",
    "I wouldn't cut the price on {sku} yet. At {pct}% conversion the page works; the traffic is the problem, so the money is better spent on reach than on margin.",
    "For the supplier, a short voice message back in plain English sometimes works better than text. They can replay it, and it feels less like a formal complaint.",
    "Keep a copy of every PI, invoice and packing list in one folder per PO. When customs or the bookkeeper asks for something in three months, you'll find it in a minute instead of an evening.",
    "The dog photo is honestly marketing gold. Ask the customer if you can repost it; a real home photo usually outperforms the studio shots on social.",
]
ZH_PARAS += [
    "裂了的那个，先让客户拍一张产品、一张外箱。外箱压坏了是物流的责任，可以找快递理赔；外箱好好的就是包装问题，下次大货前要跟工厂提。",
    "表格里的数基本对得上，就是{sku}那一行：可售周数跟库存除以周销量算出来的不一样，应该是哪个数据没更新。",
    "甩柜很烦，但这个季节很常见。可以反问货代一句：等下一班船期间货在仓库里是免费放，还是开始算仓储费。",
    "想少收点“我的包裹在哪”的邮件，最有效的是发货通知邮件本身。里面写清楚大概几天到，而不只是一个物流链接，问的人会少很多。",
    "{sku}先别降价。{pct}%的转化说明页面没问题，问题在流量，钱花在拉新上比让利划算。",
    "回工厂的话，有时候发条语音比打字好使。他们可以反复听，也不会觉得你在正式投诉。",
    "每张PO建一个文件夹，PI、发票、装箱单都放进去。三个月后海关或者会计要东西，一分钟就能找到，不用翻一晚上。",
    "那张狗狗照片真的是营销素材。问问客户能不能转发，真实的家居照片在社媒上通常比棚拍效果好。",
]

# ----------------------------------------------------------------------------- generators

def num_code(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


class Conv:
    def __init__(self, seed, lang, per_kind, attempt):
        self.seed, self.lang, self.per_kind, self.attempt = seed, lang, per_kind, attempt
        self.rng = random.Random(f"{SET}-{seed}-{lang}-{attempt}")
        self.needles = []      # all needles so far (lowercase) for collision checks

    # -- needle bookkeeping
    def ok_needle(self, n):
        low = n.lower()
        return all(low not in o and o not in low for o in self.needles)

    def take(self, make):
        for _ in range(200):
            vals = make()
            if isinstance(vals, str):
                vals = (vals,)
            if all(self.ok_needle(v) for v in vals) and len({v.lower() for v in vals}) == len(vals) \
                    and all(a.lower() not in b.lower() for a in vals for b in vals if a != b):
                self.needles.extend(v.lower() for v in vals)
                return vals
        raise RuntimeError("could not make a fresh needle")

    def clean(self, make, allow=()):
        """Build filler text that contains no needle (except the allowed ones)."""
        allow = {a.lower() for a in allow}
        for _ in range(100):
            s = make()
            low = s.lower()
            if not any(n in low for n in self.needles if n not in allow):
                return s
        raise RuntimeError("filler keeps hitting needles")

    # -- value makers
    def v_name(self):
        r = self.rng
        if self.lang == "zh":
            if r.random() < 0.15:
                return r.choice(ZH_FOREIGN)
            return r.choice(ZH_SUR) + r.choice(ZH_GIVEN)
        x = r.random()
        if x < 0.2:
            return r.choice(EN_FIRST)
        if x < 0.35:
            return r.choice(EN_CN_NAMES)
        return r.choice(EN_FIRST) + " " + r.choice(EN_LAST)

    def v_cmd(self):
        r = self.rng
        shop = r.choice(["nookandhollow", "smallbatch-home", "the-linen-loft", "kettle-and-pine"])
        mm, dd = r.randint(8, 11), r.randint(1, 28)
        opts = [
            lambda: f"shopify theme push --theme {num_code(r, 11)} --allow-live",
            lambda: f"python3 export_orders.py --since 2026-{mm:02d}-{dd:02d} --status {r.choice(['refunded', 'unfulfilled', 'partially_paid'])}",
            lambda: f"csvcut -c sku,qty,landed_cost {r.choice(['restock', 'po_lines', 'inventory'])}_{mm:02d}{dd:02d}.csv | csvlook",
            lambda: f"rsync -avz ./listing-photos/{r.choice(['mugs', 'lamps', 'towels', 'hangers'])}/ deploy@{r.choice(['files', 'media', 'cdn'])}.{shop}.com:/srv/photos/",
            lambda: f"shopify app dev --store {shop}.myshopify.com",
            lambda: f"git checkout -b fix/{r.choice(['cart-drawer', 'price-badge', 'shipping-banner', 'sticky-atc'])}-{r.randint(2, 99)}",
            lambda: f"psql -d inventory -c \"select sku, on_hand from stock where on_hand < {r.randint(12, 90)}\"",
            lambda: f"python3 landed_cost.py {r.choice(['hengda', 'sunrise', 'dongguan'])}_{mm:02d}{dd:02d}.xlsx --fx {r.randint(700, 735) / 100:.2f}",
            lambda: f"jq '.orders[] | select(.financial_status==\"refunded\") | .name' orders_{mm:02d}{dd:02d}.json",
            lambda: f"zip -r {r.choice(['mug', 'lamp', 'lid', 'towel'])}_photos_v{r.randint(2, 9)}.zip ./photos/raw",
            lambda: f"wget -O packing_list_{num_code(r, 4)}.pdf '{r.choice(['https://portal.bluewake.io', 'https://docs.harborclear.com'])}/dl/{num_code(r, 6)}'",
            lambda: f"crontab -l | grep {r.choice(['sync_tracking', 'backup_orders', 'fx_update'])}",
        ]
        return r.choice(opts)()

    def v_id(self):
        r = self.rng
        p, n = r.choice(EN_ID_FMT)
        return p + str(r.randint(1, 9)) + num_code(r, n - 1)

    def v_port(self):
        return str(self.rng.choice(PORTS))

    def v_version(self):
        r = self.rng
        a, b, c = r.randint(1, 16), r.randint(0, 24), r.randint(0, 9)
        f = r.randint(0, 4)
        if f == 0:
            return f"{a}.{b}.{c}"
        if f == 1:
            return f"v{a}.{b}"
        if f == 2:
            return f"v{a}.{b}.{c}"
        if f == 3:
            return f"{a}.{b}.{c}-beta.{r.randint(1, 6)}"
        return f"rev {a}.{b}" if self.lang == "en" else f"V{a}.{b}"

    def v_money(self):
        r = self.rng
        if self.lang == "zh":
            f = r.randint(0, 5)
            if f == 0:
                return f"{r.randint(3, 98) * 100}元"
            if f == 1:
                return f"¥{r.randint(1, 40)},{r.randint(0, 19) * 50:03d}"
            if f == 2:
                return f"{r.randint(12, 980)}美元"
            if f == 3:
                return f"${r.randint(1, 9)},{r.randint(10, 99)}0"
            if f == 4:
                return f"{r.randint(11, 89) / 10:.1f}万元"
            return f"人民币{r.randint(12, 96) * 50}元"
        f = r.randint(0, 5)
        if f == 0:
            return f"${r.randint(1, 9)},{r.randint(0, 39) * 25:03d}"
        if f == 1:
            return f"${r.randint(40, 990)}.{r.choice(['50', '75', '20', '40'])}"
        if f == 2:
            return f"€{r.randint(30, 950)}"
        if f == 3:
            return f"£{r.randint(1, 4)},{r.randint(10, 99)}0"
        if f == 4:
            return f"USD {r.randint(2, 19)},{r.randint(0, 9)}00"
        return f"¥{r.randint(2, 48)},{r.randint(0, 9)}00"

    def v_date(self):
        r = self.rng
        if self.lang == "zh":
            m = r.choice(ZH_MONTHS)
            d = r.randint(1, 28)
            f = r.randint(0, 4)
            if f == 0:
                return f"{m}月{d}日"
            if f == 1:
                return f"{m}月{d}号"
            if f == 2:
                return f"{2027 if m < 12 else 2026}年{m}月{d}日"
            if f == 3:
                return f"{m}/{d}"
            return f"{m}月{d}日（周{r.choice('一二三四五')}）"
        full, short, m = r.choice(EN_MONTHS)
        d = r.randint(1, 28)
        suf = "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
        f = r.randint(0, 5)
        if f == 0:
            return f"{full} {d}{suf}"
        if f == 1:
            return f"{short} {d}{suf}"
        if f == 2:
            return f"{d:02d}/{m:02d}"
        if f == 3:
            return f"{r.choice(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])} the {d}{suf}"
        if f == 4:
            return f"{2027 if m < 12 else 2026}-{m:02d}-{d:02d}"
        return f"the {d}{suf} of {full}"

    # -- facts
    def fact(self, kind):
        r, zh = self.rng, self.lang == "zh"
        a_prob = 0.3
        to_assist = r.random() < a_prob
        if kind == "name":
            (name,) = self.take(self.v_name)
            role, org, topic = r.choice(ZH_ROLES if zh else EN_ROLES)
            kw = dict(name=name, role=role, org=org, topic=topic,
                      rel=r.choice(ZH_REL if zh else EN_REL),
                      rtopic=r.choice(ZH_REL_TOPIC if zh else EN_REL_TOPIC))
            if to_assist:
                t = r.choice(ZH_NAME_A if zh else EN_NAME_A)
            elif r.random() < 0.25:
                t = r.choice(ZH_NAME_REL if zh else EN_NAME_REL)
            else:
                t = r.choice(ZH_NAME_U if zh else EN_NAME_U)
            return dict(kind=kind, needles=[name], text=t.format(**kw), who="assistant" if to_assist else "user")
        if kind == "command":
            (cmd,) = self.take(self.v_cmd)
            t = r.choice((ZH_CMD_A if zh else EN_CMD_A) if to_assist else (ZH_CMD_U if zh else EN_CMD_U))
            return dict(kind=kind, needles=[cmd], text=t.format(cmd=cmd), who="assistant" if to_assist else "user")
        simple = {
            "id": (self.v_id, ZH_ID_U, ZH_ID_A, EN_ID_U, EN_ID_A, "id", None),
            "port": (self.v_port, ZH_PORT_U, ZH_PORT_A, EN_PORT_U, EN_PORT_A, "p", (ZH_PORT_CTX, EN_PORT_CTX)),
            "version": (self.v_version, ZH_VER_U, ZH_VER_A, EN_VER_U, EN_VER_A, "v", (ZH_VER_CTX, EN_VER_CTX)),
            "money": (self.v_money, ZH_MONEY_U, ZH_MONEY_A, EN_MONEY_U, EN_MONEY_A, "m", None),
            "date": (self.v_date, ZH_DATE_U, ZH_DATE_A, EN_DATE_U, EN_DATE_A, "d", None),
        }
        if kind in simple:
            mk, zu, za, eu, ea, key, ctx = simple[kind]
            (val,) = self.take(mk)
            pool = (za if zh else ea) if to_assist else (zu if zh else eu)
            kw = {key: val}
            if ctx:
                kw["ctx"] = r.choice(ctx[0] if zh else ctx[1])
                if zh and kind == "version" and kw["ctx"][-1].isascii():
                    kw["ctx"] += " "
            return dict(kind=kind, needles=[val], text=r.choice(pool).format(**kw),
                        who="assistant" if to_assist else "user")
        to_assist = r.random() < 0.12
        if kind == "decision":
            pairs = [p for p in (ZH_DECISIONS if zh else EN_DECISIONS)
                     if self.ok_needle(p[0]) and self.ok_needle(p[1])]
            c, rs = self.take(lambda: r.choice(pairs))
            t = r.choice((ZH_DEC_A if zh else EN_DEC_A) if to_assist else (ZH_DEC_U if zh else EN_DEC_U))
            return dict(kind=kind, needles=[c, rs], text=t.format(c=c, r=rs), who="assistant" if to_assist else "user")
        if kind == "constraint":
            (rule,) = self.take(lambda: r.choice(ZH_RULES if zh else EN_RULES))
            t = r.choice((ZH_RULE_A if zh else EN_RULE_A) if to_assist else (ZH_RULE_U if zh else EN_RULE_U))
            return dict(kind=kind, needles=[rule], text=t.format(r=rule), who="assistant" if to_assist else "user")
        if kind == "question":
            (q,) = self.take(lambda: r.choice(ZH_QUESTIONS if zh else EN_QUESTIONS))
            t = r.choice(ZH_Q_U if zh else EN_Q_U)
            text = t.format(q=q)
            if not zh:
                text = text[0].upper() + text[1:] if r.random() < 0.3 and not text.startswith("the ") else text
            return dict(kind=kind, needles=[q], text=text, who="user", question=True)
        raise ValueError(kind)

    # -- filler makers
    def sku(self):
        return self.rng.choice(ZH_SKUS if self.lang == "zh" else EN_SKUS)

    def paste(self):
        r, zh = self.rng, self.lang == "zh"
        kind = r.randint(0, 5)
        if kind == 0:  # supplier chat
            s = r.choice(ZH_SUPPLIERS if zh else EN_SUPPLIERS)
            code, name = self.sku()
            q = r.randint(4, 24) * 10
            if zh:
                lines = [f"[{r.randint(8, 11)}:{r.randint(10, 59)}] {s}：亲，{name}大货这周{r.choice('四五六')}能做完",
                         f"[{r.randint(12, 13)}:0{r.randint(1, 9)}] {s}：外箱{r.randint(40, 60)}*{r.randint(30, 45)}*{r.randint(25, 40)}cm，一箱{r.randint(12, 48)}个",
                         f"[{r.randint(14, 15)}:{r.randint(10, 59)}] {s}：唛头麻烦确认一下哦",
                         f"[{r.randint(16, 17)}:{r.randint(10, 59)}] 我：今天确认",
                         f"[{r.randint(18, 19)}:{r.randint(10, 59)}] {s}：好的👌 另外{q}个的话颜色要统一吗"]
                return r.choice(["贴一下工厂微信说的：", "供应商刚发的，你看看：", "聊天记录："]) + "\n\n" + "\n".join(lines)
            lines = [f"[{r.randint(8, 11)}:{r.randint(10, 59)}] {s}: Dear, {name} mass production finish this {r.choice(['Thursday', 'Friday', 'weekend'])}",
                     f"[{r.randint(12, 13)}:0{r.randint(1, 9)}] {s}: carton size {r.randint(40, 60)}*{r.randint(30, 45)}*{r.randint(25, 40)}cm, {r.randint(12, 48)}pcs/ctn",
                     f"[{r.randint(14, 15)}:{r.randint(10, 59)}] {s}: pls confirm shipping mark dear",
                     f"[{r.randint(16, 17)}:{r.randint(10, 59)}] me: ok will confirm today",
                     f"[{r.randint(18, 19)}:{r.randint(10, 59)}] {s}: ok👍 and for {q}pcs color same as sample?"]
            return r.choice(["pasting what the supplier sent on wechat:", "this is from the factory, thoughts?", "supplier chat from this morning:"]) + "\n\n" + "\n".join(lines)
        if kind == 1:  # tracking
            tn = r.choice(["YT", "SF", "CNEU", "1Z"]) + num_code(r, 12)
            d0 = r.randint(3, 12)
            if zh:
                ev = [f"11-{d0:02d} 08:{r.randint(10, 59)}  深圳  已揽收", f"11-{d0 + 1:02d} 21:{r.randint(10, 59)}  深圳  已出口报关",
                      f"11-{d0 + 3:02d} 06:{r.randint(10, 59)}  LOS ANGELES  到达目的国", f"11-{d0 + 4:02d} 14:{r.randint(10, 59)}  LOS ANGELES  清关中"]
                return f"物流更新 {tn}：\n\n" + "\n".join(ev) + "\n\n又不动了"
            ev = [f"11-{d0:02d} 08:{r.randint(10, 59)}  Shenzhen, CN  Picked up", f"11-{d0 + 1:02d} 21:{r.randint(10, 59)}  Shenzhen, CN  Export clearance done",
                  f"11-{d0 + 3:02d} 06:{r.randint(10, 59)}  LOS ANGELES, US  Arrived at destination", f"11-{d0 + 4:02d} 14:{r.randint(10, 59)}  LOS ANGELES, US  Customs processing"]
            return f"tracking for {tn}:\n\n" + "\n".join(ev) + "\n\nstuck again apparently"
        if kind == 2:  # TSV rows
            rows = r.sample(ZH_SKUS if zh else EN_SKUS, 4)
            head = "SKU\t品名\t现有库存\t日均销量\t可售周数" if zh else "sku\tproduct\ton_hand\tdaily_sales\tweeks_left"
            body = []
            for code, name in rows:
                oh, ds = r.randint(20, 600), r.randint(1, 14)
                body.append(f"{code}\t{name}\t{oh}\t{ds}\t{oh / ds / 7:.1f}")
            lead = r.choice(["补货表前几行：", "从表格复制的：", "帮我看下这几行"]) if zh else r.choice(["restock sheet, first rows:", "copied from the sheet:", "can you sanity check these"])
            return lead + "\n\n" + head + "\n" + "\n".join(body)
        if kind == 3:  # invoice lines
            rows = r.sample(ZH_SKUS if zh else EN_SKUS, 3)
            head = "品名\t数量\t单价(USD)\t金额" if zh else "Item\tQty\tUnit price (USD)\tAmount"
            body, tot = [], 0.0
            for code, name in rows:
                q, p = r.randint(10, 60) * 10, r.randint(85, 690) / 100
                tot += q * p
                body.append(f"{name}\t{q}\t{p:.2f}\t{q * p:.2f}")
            body.append(("合计" if zh else "TOTAL") + f"\t\t\t{tot:.2f}")
            lead = "工厂的形式发票：" if zh else "proforma from the factory:"
            return lead + "\n\n" + head + "\n" + "\n".join(body)
        if kind == 4:  # forwarder email
            vessel = r.choice(["EVER LUCENT", "CMA CGM TAGE", "ONE HARMONY", "MAERSK KOLKATA", "COSCO PRIDE"])
            if zh:
                return ("货代邮件，看不太懂：\n\n主题：船期变更通知\n\n您好，\n\n由于港口拥堵，原定船只" + vessel +
                        f"甩柜至下一班，预计ETD推迟{r.randint(3, 9)}天。CY截止时间另行通知。如需改走其他船公司请于本周内回复。\n\n谢谢")
            return ("forwarder email, what does this even mean:\n\nSubject: Schedule change notice\n\nDear customer,\n\nDue to port congestion the vessel " + vessel +
                    f" has rolled your cargo to the next sailing, ETD delayed approx {r.randint(3, 9)} days. CY cutoff TBA. Pls advise within this week if you prefer alternative carrier.\n\nBest regards\nOps team")
        # customer email
        code, name = self.sku()
        if zh:
            return f"客户发来的：\n\n> 你好，我买的{name}到了，但是有一个有裂痕，能换一个吗？我拍了照片。谢谢！\n\n怎么回比较好"
        return f"got this from a customer:\n\n> Hi, my {name} arrived but one piece is cracked. Can you send a replacement? I have photos. Thanks!\n\nhow should I answer"

    def user_filler(self):
        r = self.rng
        if r.random() < 0.28:
            return self.paste()
        return r.choice(ZH_CHAT if self.lang == "zh" else EN_CHAT)

    def assistant_reply(self, lead=None):
        r, zh = self.rng, self.lang == "zh"
        parts = []
        op = r.choice(ZH_OPEN if zh else EN_OPEN)
        if op and not (lead and r.random() < 0.7):
            parts.append(op)
        if lead:
            parts.append(lead)
        code, _ = self.sku()
        for p in r.sample(ZH_PARAS if zh else EN_PARAS, r.randint(1, 3)):
            parts.append(p.format(sku=code, pct=f"{r.randint(2, 9)}.{r.randint(1, 9)}",
                                  days=r.randint(3, 12), wk=r.randint(3, 11)))
        if r.random() < 0.35:
            bl = r.sample(ZH_BULLETS if zh else EN_BULLETS, r.randint(3, 5))
            parts.append(("可以按这个顺序：\n" if zh else "A few things to line up:\n") + "\n".join("- " + b for b in bl))
        cl = r.choice(ZH_CLOSE if zh else EN_CLOSE)
        if cl:
            parts.append(cl)
        return "\n\n".join(parts)

    def tool(self):
        r, zh = self.rng, self.lang == "zh"
        k = r.randint(0, 3)
        if k == 0:
            args = {"status": r.choice(["refunded", "unfulfilled"]), "limit": 5}
            lines = []
            for _ in range(r.randint(3, 5)):
                code, name = self.sku()
                lines.append(f"#{r.randint(10, 19)}{num_code(r, 3)}\t{code}\t{r.randint(1, 3)}\t{r.choice(['refunded', 'unfulfilled']) if not zh else r.choice(['已退款', '未发货'])}")
            return "shopify_orders", args, "\n".join(lines)
        if k == 1:
            tn = r.choice(["YT", "SF", "1Z"]) + num_code(r, 12)
            out = (f"{tn}: 运输中，最近一次扫描在{r.choice(['洛杉矶', '芝加哥', '孟菲斯'])}转运中心" if zh
                   else f"{tn}: in transit, last scan at {r.choice(['Los Angeles', 'Chicago', 'Memphis'])} hub")
            return "track_shipment", {"tracking": tn}, out
        if k == 2:
            rows = r.sample(ZH_SKUS if zh else EN_SKUS, 3)
            out = "\n".join(f"{c}\t{n}\t{r.randint(20, 500)}" for c, n in rows)
            return "read_sheet", {"file": "restock.xlsx", "range": "A1:C4"}, out
        q = r.choice(["唛头", "纸箱尺寸", "样品"] if zh else ["shipping mark", "carton size", "samples"])
        out = (f"找到{r.randint(2, 6)}条相关消息，最近一条来自供应商，内容是关于{q}的确认" if zh
               else f"{r.randint(2, 6)} earlier messages mention {q}; the latest is the supplier asking for confirmation")
        return "search_history", {"query": q}, out

    # -- assembly
    def build(self):
        r = self.rng
        facts = []
        for kind in KINDS:
            for _ in range(self.per_kind):
                facts.append(self.fact(kind))
        r.shuffle(facts)
        # group: user facts sometimes share a message
        units, i = [], 0
        while i < len(facts):
            f = facts[i]
            if (f["who"] == "user" and i + 1 < len(facts) and facts[i + 1]["who"] == "user"
                    and r.random() < 0.2):
                units.append([f, facts[i + 1]])
                i += 2
            else:
                units.append([f])
                i += 1
        n_ex = max(66, min(138, int(len(units) * 1.25) + 8))
        slots = sorted(r.sample(range(n_ex), len(units)))
        at = dict(zip(slots, units))
        zh = self.lang == "zh"
        msgs = []  # list of (role, text) or ("tool", (name,args,out))
        for ex in range(n_ex):
            unit = at.get(ex)
            if ex == 0 and not unit:
                msgs.append(("user", "hey, ok long day ahead. shop stuff again" if not zh else "嗨，今天又是一堆店铺的事"))
                msgs.append(("assistant", self.clean(self.assistant_reply)))
                continue
            if unit and unit[0]["who"] == "user":
                bits = [f["text"] for f in unit]
                if r.random() < 0.3:
                    bits.insert(0, self.clean(lambda: r.choice(ZH_CHAT if zh else EN_CHAT)))
                if r.random() < 0.15:
                    bits.append(self.clean(self.paste))
                sep = r.choice(["\n", "\n\n", " ", "。" if zh else ". "]) if len(bits) > 1 else ""
                if sep in (" ", "。", ". "):
                    sep = "\n"
                msgs.append(("user", sep.join(bits)))
                if r.random() < 0.15:
                    name, args, out = self.clean_tool()
                    msgs.append(("tool", (name, args, out)))
                ack = None
                if r.random() < 0.6:
                    ack = r.choice((ZH_ACK if zh else EN_ACK)[unit[-1]["kind"]])
                msgs.append(("assistant", self.clean(lambda: self.assistant_reply(ack))))
            elif unit:  # assistant-voiced fact
                ask = (ZH_ASK if zh else EN_ASK).get(unit[0]["kind"])
                if ask and r.random() < 0.8:
                    um = self.clean(lambda: r.choice(ask))
                    if r.random() < 0.35:
                        um = self.clean(self.paste) + "\n\n" + um
                else:
                    um = self.clean(self.user_filler)
                msgs.append(("user", um))
                if r.random() < 0.3:
                    msgs.append(("tool", self.clean_tool()))
                lead = unit[0]["text"]
                msgs.append(("assistant", self.clean(lambda: self.assistant_reply(lead), unit[0]["needles"])))
            else:
                msgs.append(("user", self.clean(self.user_filler)))
                if r.random() < 0.2:
                    msgs.append(("tool", self.clean_tool()))
                msgs.append(("assistant", self.clean(self.assistant_reply)))
                if r.random() < 0.08:  # user sends a second short message
                    msgs.append(("user", self.clean(lambda: r.choice(ZH_CHAT if zh else EN_CHAT))))
                    msgs.append(("assistant", self.clean(self.assistant_reply)))
        return facts, msgs

    def clean_tool(self):
        for _ in range(100):
            name, args, out = self.tool()
            blob = (json.dumps(args, ensure_ascii=False) + out).lower()
            if not any(n in blob for n in self.needles):
                return name, args, out
        raise RuntimeError("tool output keeps hitting needles")


def to_rows(seed, msgs):
    t = datetime(2026, 11, 20, 7, 30, tzinfo=timezone.utc) + timedelta(minutes=seed * 3)
    rng = random.Random(f"{SET}-time-{seed}")
    rows, n, call = [], 0, 0

    def stamp():
        nonlocal t
        t += timedelta(seconds=rng.randint(40, 1500))
        return t.strftime("%Y-%m-%dT%H:%M:%SZ")

    for role, content in msgs:
        if role == "tool":
            name, args, out = content
            call += 1
            cid = f"call_{SET}{seed}_{call:03d}"
            n += 1
            rows.append({"v": 2, "id": f"msg_{SET}{n}", "createdAt": stamp(),
                         "item": {"type": "function_call", "callId": cid, "name": name,
                                  "arguments": json.dumps(args, ensure_ascii=False)}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": f"msg_{SET}{n}", "createdAt": stamp(),
                         "item": {"type": "function_call_result", "callId": cid, "name": name,
                                  "status": "completed", "output": out}, "meta": {}})
        else:
            n += 1
            rows.append({"v": 2, "id": f"msg_{SET}{n}", "createdAt": stamp(),
                         "item": {"type": "message", "role": role, "content": content},
                         "meta": {"uiRole": role}})
    return rows


def row_text(row):
    it = row["item"]
    if it["type"] == "message":
        return it["content"]
    if it["type"] == "function_call":
        return it["name"] + " " + it["arguments"]
    return it["name"] + " " + it["output"]


def verify(facts, rows):
    texts = [row_text(r).lower() for r in rows]
    alln = [n.lower() for f in facts for n in f["needles"]]
    if len(set(alln)) != len(alln):
        return False
    for a in alln:
        for b in alln:
            if a != b and a in b:
                return False
    for f in facts:
        hits = set()
        for nd in f["needles"]:
            h = [i for i, t in enumerate(texts) if nd.lower() in t]
            if len(h) != 1:
                return False
            hits.add(h[0])
        if rows[min(hits)]["item"]["type"] != "message":
            return False
    return True


def make(seed, lang, per_kind):
    for attempt in range(200):
        try:
            c = Conv(seed, lang, per_kind, attempt)
            facts, msgs = c.build()
        except RuntimeError:
            continue
        rows = to_rows(seed, msgs)
        nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
        if not (130 <= nmsg <= 280):
            continue
        if verify(facts, rows):
            return facts, rows
    sys.exit(f"seed {seed}: could not build a valid conversation")


def run(okbot, root, env, args, stdin=None):
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.stderr.strip() or f"okbot {' '.join(args)} failed with {p.returncode}")
    return p.stdout


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, workdir = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    summary_max = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    all_kept = all_n = 0
    max_chars = 0
    for idx, seed in enumerate(seeds):
        lang = "zh" if idx == len(seeds) - 1 else "en"
        facts, rows = make(seed, lang, per_kind)
        root = os.path.join(workdir, f"root-{seed}")
        if os.path.exists(root):
            import shutil
            shutil.rmtree(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
        run(okbot, root, env, ["init"])
        run(okbot, root, env, ["assistant", "create", "Writer"])
        run(okbot, root, env, ["settings", "set", "contextCompression.summaryMaxChars", summary_max])
        batch, nmsg, comps = [], 0, 0

        def flush():
            nonlocal batch, comps
            if not batch:
                return
            data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in batch)
            run(okbot, root, env, ["session", "append", "-a", "Writer"], stdin=data)
            run(okbot, root, env, ["compress", "-a", "Writer", "--now"])
            comps += 1
            batch = []

        inbatch = 0
        for r in rows:
            batch.append(r)
            if r["item"]["type"] == "message":
                nmsg += 1
                inbatch += 1
                if inbatch == BATCH:
                    flush()
                    inbatch = 0
        flush()
        ctx = run(okbot, root, env, ["context", "show", "-a", "Writer"])
        kept = 0
        missing = []
        for f in facts:
            ok = all(n in ctx for n in f["needles"])
            tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        all_kept += kept
        all_n += len(facts)
        print(f"seed {seed} ({lang}, {nmsg} messages, {len(rows)} rows, {comps} compressions): "
              f"{kept}/{len(facts)} = {100.0 * kept / len(facts):.1f}%")
        for f in missing:
            print(f"  missing {f['kind']}: {' + '.join(f['needles'])}")
        for dp, _, fs in os.walk(root):
            if "session-summary.json" in fs:
                try:
                    with open(os.path.join(dp, "session-summary.json"), encoding="utf-8") as fh:
                        s = json.load(fh).get("summary", "")
                    if isinstance(s, str):
                        max_chars = max(max_chars, len(s))
                except (OSError, ValueError):
                    pass
        sys.stdout.flush()
    for k in KINDS:
        a, b = tot[k]
        print(f"kind {k} {a}/{b} {100.0 * a / b if b else 0.0:.1f}")
    print(f"retention overall {100.0 * all_kept / all_n if all_n else 0.0:.1f}")
    print(f"max summary chars {max_chars}")


if __name__ == "__main__":
    main()

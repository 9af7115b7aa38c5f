#!/usr/bin/env python3
"""Held-out retention set "av": an investigative journalist and their AI assistant.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED) and the generated
             transcripts (WORKDIR/conv-SEED.jsonl)
    seed     conversation seeds, default 1 2 3 4 5; the last seed given is
             written entirely in Chinese, the others in English

Environment:
    PER_KIND    facts of each kind per conversation (default 10)
    SUMMARY_MAX value for contextCompression.summaryMaxChars (default 2000)

Theme: a reporter investigating a city's contracting - sources (anonymous and
named), public-records requests with reference numbers, a scraping script and a
small contracts database, an editor and a lawyer doing legal review,
publication deadlines, hedged language, pasted interview quotes, emails,
documents and payment tables. The Chinese conversation: 一位调查记者在调查某市的
政府采购合同.

Ten fact kinds are seeded (name, command, id, port, version, money, date,
decision, constraint, question), PER_KIND of each. Every fact has one or more
needles, exact substrings that occur in exactly one row of the transcript. The
rows are appended 25 messages at a time, each batch followed by
`okbot compress --now`; at the end a fact counts as kept only when every one of
its needles is found verbatim in `okbot context show`.

Deterministic per seed (and attempt number, bumped when a needle check fails).
Standard library only.
"""
import datetime
import glob
import json
import os
import random
import re
import shutil
import subprocess
import sys

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
BATCH = 25
NOW = "2026-11-30T12:00:00Z"

# ---------------------------------------------------------------------------
# value pools: English
# ---------------------------------------------------------------------------
EN_FIRST = ["Dolores", "Marcus", "Priya", "Tobias", "Renata", "Desmond", "Ingrid",
            "Kwame", "Lucinda", "Anselm", "Marisol", "Everett", "Yusuf", "Odile",
            "Bartholomew", "Keiko", "Florian", "Nkechi", "Wendell", "Svetlana",
            "Horatio", "Imogen", "Cornelius", "Thandiwe"]
EN_LAST = ["Ferrante", "Obuya", "Lindqvist", "Harrow", "Castellanos", "Pruitt",
           "Okonkwo", "Vasquez-Reyes", "Marchetti", "Holloway", "Szabo", "Whitcombe",
           "Dunleavy", "Achterberg", "Quintero", "Bramwell", "Nakashima", "Roubini",
           "Fairweather", "Kowalczyk"]
EN_ROLES = ["a former procurement clerk at City Hall", "my editor on this story",
            "the paper's libel lawyer", "a council aide who only talks off the record",
            "the records officer at the clerk's office", "the ex-bookkeeper at one of the paving vendors",
            "our data desk intern", "a retired city auditor", "the comptroller's spokesperson",
            "a union rep for the sanitation crews", "the photo editor who's shooting the depot",
            "a contractor who lost the 2024 streetlight bid", "the transport committee chair's scheduler",
            "an accountant who used to audit the parking authority", "my co-byline on the follow-up"]

PORTS = ["5432", "8443", "9200", "6379", "27017", "3306", "8888", "5601", "15672",
         "9090", "11434", "7474", "8983", "2375", "8001", "8501", "9050", "9150",
         "1080", "3128", "8787", "6006", "4848", "7687", "5984", "9001"]

EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July",
             "August", "September", "October", "November", "December"]

EN_DECISIONS = [
    ("run the story in two parts", "legal wants more time on part two"),
    ("drop the towing source entirely", "his account can't be corroborated"),
    ("move the contracts into SQLite", "Sheets keeps eating the leading zeros"),
    ("hold the paving section until January", "the vendor hasn't had a fair chance to respond"),
    ("file a fresh records request", "the old one got bounced between departments"),
    ("publish the full payment table", "readers should be able to check our math"),
    ("leave the deputy mayor out of the lede", "we only have one document touching her"),
    ("switch the scraper to the JSON endpoint", "the HTML layout changes every other week"),
    ("give the vendor 72 hours to comment", "it's what the lawyer considers reasonable"),
    ("skip the leaked spreadsheet", "we can't authenticate where it came from"),
    ("pay for the court records bundle", "the free portal truncates filings after 2019"),
    ("interview the auditor on camera", "her on-record quotes carry the whole middle section"),
    ("keep the database off the cloud", "the source list sits in the same folder"),
    ("cut the sidebar on campaign donations", "it drags the focus away from the contracts"),
    ("use 'appears to' instead of 'did'", "we can't prove intent from the invoices"),
    ("send the draft to legal on paper", "the lawyer doesn't trust our shared drive"),
]
EN_RULES = [
    "never email the parks source from work",
    "only cite documents we physically hold",
    "no real names in the shared folder",
    "don't run the scraper during business hours",
    "never quote the council aide directly",
    "always get a second source before naming a vendor",
    "don't call anyone at the depot before 9am",
    "never upload the raw interviews to any cloud service",
    "only use 'alleged' when a filing exists",
    "no screenshots of the Signal chats, ever",
    "don't contact the vendor until legal signs off",
    "keep the lawyer cc'd on every right-of-reply email",
    "never guess a dollar figure in the copy",
    "only publish amounts that match two records",
]
EN_QUESTIONS = [
    "whether records requesters' names are public",
    "how long PDF metadata survives a re-save",
    "the statute of limitations for libel here",
    "if the city can invoice us for redactions",
    "whether a council aide counts as a public official",
    "how to timestamp screenshots so they hold up",
    "if off-the-record ever expires after someone quits",
    "whether no-bid emergency contracts need council approval",
    "who owns the copyright on the bid documents",
    "if we can publish a photo of the vendor's invoice",
    "what counts as a conflict of interest for inspectors",
    "how courts treat anonymous sources in discovery",
]

EN_CMD_TEMPLATES = [
    "python3 scrape_bids.py --portal {portal} --since {ym} --out data/{dir}",
    "sqlite3 contracts.db '.import payments_{q}.csv payments'",
    "csvsort -c amount -r {file}.csv | head -{n}",
    "grep -ril '{term}' minutes/{year}/",
    "pdftotext -layout {file}.pdf {file}.txt",
    "git tag -a story-{dir} -m 'legal review snapshot'",
    "rsync -av --exclude '*.tmp' notes/ backup@{host}:/srv/{dir}/",
    "wget -r -np -nd -A pdf https://{host}/{dir}/",
    "jq '.awards[] | select(.vendor==\"{vendor}\")' awards_{q}.json",
    "exiftool -all= {file}.pdf",
    "shasum -a 256 {file}_{q}.zip",
    "duckdb contracts.duckdb -c \"SELECT vendor, count(*) FROM awards WHERE year={year} GROUP BY 1\"",
    "python3 dedupe_vendors.py --threshold 0.{n} --in data/{dir}.csv",
    "ocrmypdf --deskew {file}.pdf {file}_ocr.pdf",
]
CMD_PARTS = {
    "portal": ["bidnet", "citybuy", "opengov", "procure", "ebid"],
    "dir": ["paving", "towing", "lighting", "depot", "parks", "snowplow", "fleet", "harbor"],
    "q": ["q1", "q2", "q3", "q4", "fy25", "fy26", "h1", "h2"],
    "file": ["minutes_council", "change_orders", "vendor_list", "depot_audit", "bid_tabs",
             "award_letters", "ledger_export", "po_dump"],
    "term": ["emergency procurement", "sole source", "change order", "no-bid", "waiver"],
    "year": ["2021", "2022", "2023", "2024", "2025"],
    "host": ["archive.local", "nas01", "records.example.gov", "files.newsroom.lan"],
    "vendor": ["Keystone Paving", "Brightline Signals", "Ardent Towing", "Halvorsen Civil"],
}

# ---------------------------------------------------------------------------
# value pools: Chinese
# ---------------------------------------------------------------------------
ZH_NAMES = ["王建国", "刘晓梅", "陈立新", "赵婉婷", "周海波", "孙倩", "黄志远", "林芳菲",
            "郭东升", "马骁", "何静怡", "罗斌", "高晓峰", "谢雨桐", "韩磊", "邓玉兰",
            "曹文轩", "蒋晨曦", "范志刚", "秦月"]
ZH_ROLES = ["区财政局的退休会计", "这篇稿子的编辑", "报社的审稿律师", "住建局的匿名线人",
            "信息公开办的工作人员", "某中标公司的前出纳", "数据组的实习生", "审计局的老朋友",
            "市人大代表的助理", "负责拍车场照片的摄影记者", "去年路灯项目落标的老板",
            "环卫工会的代表", "跟我联合署名的同事", "原来给停车公司做审计的会计"]
ZH_DECISIONS = [
    ("稿子分上下两篇发", "律师要更多时间审下篇"),
    ("不再用那个拖车线人", "他说的没法交叉核实"),
    ("合同数据改存SQLite", "表格老把合同号的前导零吞掉"),
    ("道路维修那部分押到一月", "供应商还没有充分的回应机会"),
    ("重新递交一份信息公开申请", "原来那份在部门之间来回踢皮球"),
    ("把完整付款表放出来", "读者应该能自己核对数字"),
    ("导语里不提副市长", "只有一份文件跟她有关"),
    ("爬虫改抓JSON接口", "网页结构隔两周就变一次"),
    ("给供应商留72小时回应", "律师认为这个时长比较合理"),
    ("泄露的表格不直接引用", "没法确认它的来源"),
    ("花钱买法院的卷宗包", "免费平台2019年以后的文书都不全"),
    ("请审计出镜采访", "中间那部分全靠她的实名说法撑着"),
    ("数据库不放云盘", "线人名单跟它在同一个文件夹"),
    ("砍掉竞选捐款那个边栏", "会把焦点从合同上拉走"),
    ("写成\u201c疑似\u201d而不是\u201c确定\u201d", "光凭发票证明不了主观故意"),
]
ZH_RULES = [
    "不要用单位邮箱联系线人",
    "只引用我们手里有原件的文件",
    "共享文件夹里不能出现真名",
    "工作时间不要跑爬虫",
    "永远不直接引用那位人大代表助理的原话",
    "点名供应商之前必须有第二个信源",
    "早上九点前别给车场打电话",
    "原始采访录音不要传到任何网盘",
    "没有立案文书就不要用\u201c涉嫌\u201d",
    "微信聊天记录一律不截图",
    "律师签字之前不要联系供应商",
    "每封回应邀请邮件都要抄送律师",
    "稿子里不许出现估算的金额",
    "金额必须两份记录对得上才能发",
]
ZH_QUESTIONS = [
    "信息公开申请人的身份会不会被透露",
    "PDF重新保存后元数据还剩多少",
    "名誉侵权的诉讼时效是多久",
    "政府能不能向我们收取遮盖处理费",
    "人大代表助理算不算公职人员",
    "截图怎么加时间戳才有证明力",
    "线人离职以后不公开的约定还算不算数",
    "应急采购是不是必须报人大审批",
    "招标文件的著作权归谁",
    "能不能直接刊登供应商的发票照片",
    "质检人员的利益冲突怎么界定",
    "法院取证时匿名信源会被怎么处理",
]
ZH_CMD_TEMPLATES = [
    "python3 crawl_ccgp.py --city {city} --since {ym} --out data/{dir}",
    "sqlite3 hetong.db '.import fukuan_{q}.csv fukuan'",
    "csvsort -c jine -r {file}.csv | head -{n}",
    "grep -rl '{term}' gonggao/{year}/",
    "pdftotext -layout {file}.pdf {file}.txt",
    "git tag -a gao-{dir} -m 'songshen kuaizhao'",
    "rsync -av notes/ backup@{host}:/srv/{dir}/",
    "jq '.items[] | select(.gys==\"{vendor}\")' zhongbiao_{q}.json",
    "exiftool -all= {file}.pdf",
    "shasum -a 256 {file}_{q}.zip",
    "python3 qingxi_gys.py --yuzhi 0.{n} --in data/{dir}.csv",
    "ocrmypdf -l chi_sim {file}.pdf {file}_ocr.pdf",
]
ZH_CMD_PARTS = {
    "city": ["nanhai", "jiangbei", "xicheng", "dongping"],
    "dir": ["daolu", "tuoche", "ludeng", "chechang", "gongyuan", "huanwei", "qiaoliang"],
    "q": ["q1", "q2", "q3", "q4", "2025", "2026"],
    "file": ["huiyi_jiyao", "biangeng_dan", "gys_mingdan", "shenji_baogao", "zhongbiao_gonggao",
             "fukuan_mingxi"],
    "term": ["单一来源", "应急采购", "变更", "免于招标"],
    "year": ["2022", "2023", "2024", "2025"],
    "host": ["nas01", "archive.local", "beifen.lan"],
    "vendor": ["恒通路桥", "明光照明", "安达拖车", "华泰市政"],
}

# ---------------------------------------------------------------------------
# fact templates  ({v} value; decisions {c} {r}; names {v} {role})
# each entry: (role, template); "u" user, "a" assistant
# ---------------------------------------------------------------------------
EN_T = {
    "name": [
        ("u", "Quick context for later: {v} is {role}. Might come up a lot."),
        ("u", "ok so I finally got {v} on the phone - {role}. very nervous, wants everything on background"),
        ("u", "Adding to the source list: {v}, {role}."),
        ("u", "{v} ({role}) just emailed back, says they'll look at the draft tonight"),
        ("u", "Met {v} for coffee today, {role}. Long chat, mostly useful for background tbh."),
        ("a", "Going by your notes, {v} is {role} - I'll label anything from them that way in the timeline so we don't mix up who said what."),
        ("u", "can you add {v} to the contacts sheet? {role}, reachable on Signal only"),
    ],
    "command": [
        ("u", "I ran `{v}` and it just hangs after the third page, any idea?"),
        ("u", "for the record the command that rebuilt everything last night was: {v}"),
        ("a", "Run this from the project folder:\n\n```\n{v}\n```\n\nIt only reads the source files, nothing gets overwritten, so it's safe to rerun."),
        ("u", "note to self, run {v} every morning before the 10am meeting"),
        ("u", "this is the one that worked, keep it somewhere pls:\n{v}"),
        ("u", "tried `{v}` twice, second time it went through. weird."),
        ("a", "Next step would be `{v}`. Paste me whatever it prints and we'll go from there."),
    ],
    "id": [
        ("u", "records office gave me a tracking number: {v}. they say 10 business days, lol sure"),
        ("u", "the contract in question is {v}, the one for the bridge lighting"),
        ("u", "invoice {v} is the weird one. looks like it was billed twice?"),
        ("a", "The row you want is {v} - it's the only one in the export with a zero-dollar change order attached."),
        ("u", "Filed the appeal this morning, reference {v}."),
        ("u", "pls remember {v} is the request about the towing contracts, not the depot one"),
        ("u", "Their reply letter cites {v} instead of our original number. confusing as hell"),
    ],
    "port": [
        ("u", "datasette is up on port {v} if you want me to try queries live"),
        ("u", "the newsroom VPN only lets me through on {v}, everything else times out"),
        ("a", "Point the scraper at the local proxy - in the config that's `proxy = \"http://127.0.0.1:{v}\"` - and it'll go through Tor instead of the office line."),
        ("u", "postgres on the data box listens on {v}, not the default. IT changed it ages ago"),
        ("u", "moved the notebook server to {v} because something else grabbed the usual one"),
        ("u", "ssh tunnel is set up, I'm forwarding {v} from the archive machine"),
    ],
    "version": [
        ("u", "scraper is at {v} now, tagged it before the refactor"),
        ("u", "the draft I sent legal is {v}, please work off that one and nothing older"),
        ("u", "pandas {v} broke my date parsing, everything shows up as NaT"),
        ("a", "Your requirements file pins {v} for that library, which is older than the fix for the encoding bug - that would explain the garbled vendor names."),
        ("u", "The records portal footer says they moved to {v} last week. that explains why the HTML changed"),
        ("u", "legal marked up {v} of the story doc, I've got the PDF with their comments"),
    ],
    "money": [
        ("u", "the change order bumped it by {v}. no explanation in the minutes"),
        ("u", "we paid {v} for the court records bundle, remind me to expense it"),
        ("u", "consultant invoice says {v} for 'strategic advisory' and lists zero deliverables"),
        ("a", "Summing the rows you pasted, that vendor got {v} across the fiscal year - worth double-checking against the comptroller's annual report before it goes in copy."),
        ("u", "freelance budget for the graphics is capped at {v}, editor was very clear"),
        ("u", "the original bid was {v}. the final payout was way, way more"),
        ("u", "apparently outside legal review costs us {v} an hour so let's not waste it"),
    ],
    "date": [
        ("u", "publication is set for {v}, editor won't budge on it"),
        ("u", "records office says they'll respond by {v}. we'll see"),
        ("u", "interview with the ex-clerk is {v}, at her place"),
        ("a", "If legal needs five working days, you'd have to hand them the draft by {v} at the latest - anything after that squeezes their review."),
        ("u", "council vote on the contract renewal is {v}"),
        ("u", "ok the embargo on the audit report lifts {v}"),
        ("u", "deadline for filing the appeal is {v}, ugh, forgot about that"),
    ],
    "decision": [
        ("u", "ok decided: we'll {c}, because {r}."),
        ("u", "I'm going to {c}. Reason: {r}."),
        ("u", "After the call with my editor - we {c}, {r}, simple as that."),
        ("u", "Let's {c}. honestly {r}, so no point fighting it."),
        ("u", "final answer, {c}, since {r}"),
        ("u", "Changing the plan: we {c}. The thing is {r}."),
    ],
    "constraint": [
        ("u", "Standing rule for this story: {v}. No exceptions."),
        ("u", "reminder for both of us - {v}"),
        ("u", "pls keep this in mind from now on: {v}."),
        ("u", "Legal's condition is simple: {v}."),
        ("u", "my editor has exactly one rule on this piece and it's {v}"),
        ("u", "Just so it's written down somewhere: {v}. Even when we're rushing."),
    ],
    "question": [
        ("u", "Separate thing, no rush: do you know {v}? park it for now, I need to finish this graf first"),
        ("u", "I keep wondering {v}. Not now though."),
        ("u", "question for later (don't answer yet, I want to ask legal first): {v}?"),
        ("u", "remind me at some point to figure out {v}"),
        ("u", "random thought - {v}? hold that, the editor is calling"),
        ("u", "can we eventually look into {v}? not today"),
    ],
}

ZH_T = {
    "name": [
        ("u", "补充一下人物关系：{v}是{role}，后面应该会经常提到。"),
        ("u", "今天终于跟{v}通上电话了，{role}，人挺紧张的，只同意做背景信息"),
        ("u", "线人名单里加上{v}，{role}。"),
        ("u", "{v}（{role}）刚回我微信了，说今晚看稿子"),
        ("u", "下午跟{v}喝了个咖啡，{role}，聊了快两个小时，大部分只能当背景用"),
        ("a", "按你之前的笔记，{v}是{role}，我在时间线里引用的时候会这样标注，免得把谁说的话搞混。"),
        ("u", "帮我把{v}加进联系人表，{role}，只用Signal联系"),
    ],
    "command": [
        ("u", "我跑了 `{v}`，到第三页就卡住不动了，咋回事"),
        ("u", "记一下，昨晚重建数据用的命令是：{v}"),
        ("a", "在项目目录下执行：\n\n```\n{v}\n```\n\n这条只读源文件，不会覆盖任何东西，可以放心重复跑。"),
        ("u", "备忘：每天早上开会前先跑一遍 {v}"),
        ("u", "这个能用，帮我存着：\n{v}"),
        ("u", "`{v}` 跑了两遍，第二遍才成功，好奇怪"),
        ("a", "下一步可以跑 `{v}`，跑完把输出贴给我，我们再看。"),
    ],
    "id": [
        ("u", "信息公开申请的受理编号是{v}，说15个工作日内答复，呵呵"),
        ("u", "有问题的是合同{v}，就是那个桥梁亮化的"),
        ("u", "发票{v}很奇怪，好像同一笔报了两次？"),
        ("a", "你要找的是{v}这一行，导出表里只有它挂着一张金额为零的变更单。"),
        ("u", "行政复议今天上午递交了，编号{v}。"),
        ("u", "记住{v}是关于拖车合同的那个申请，不是车场那个"),
        ("u", "他们的答复函里写的是{v}，跟我们原来的编号对不上，好乱"),
    ],
    "port": [
        ("u", "datasette 已经在{v}端口跑起来了，要试查询的话我可以现场跑"),
        ("u", "报社VPN只有{v}这个端口能通，别的全超时"),
        ("a", "把爬虫指向本地代理就行，配置里写 `proxy = \"http://127.0.0.1:{v}\"`，这样就走Tor而不是单位的网。"),
        ("u", "数据服务器上的postgres监听的是{v}，不是默认端口，IT很久以前改的"),
        ("u", "notebook换到{v}端口了，原来那个被别的程序占了"),
        ("u", "ssh隧道搭好了，把档案机的{v}转发过来了"),
    ],
    "version": [
        ("u", "爬虫现在是{v}，重构之前打了tag"),
        ("u", "发给律师的是{v}这一稿，以这个为准，别用更早的"),
        ("u", "pandas {v} 把我的日期解析搞坏了，全变成NaT"),
        ("a", "你的requirements里把那个库锁在{v}，比修复编码问题的版本还老，供应商名字乱码应该就是这个原因。"),
        ("u", "采购网页面底部写着上周升级到{v}了，难怪HTML全变了"),
        ("u", "律师在{v}稿上做了批注，带批注的PDF在我这"),
    ],
    "money": [
        ("u", "那张变更单一下子加了{v}，会议纪要里一个字都没解释"),
        ("u", "法院卷宗包花了{v}，提醒我报销"),
        ("u", "咨询公司的发票写着\u201c战略咨询服务费\u201d{v}，一项交付成果都没列"),
        ("a", "把你贴的几行加起来，这家供应商整个财年拿了{v}，写进稿子前最好跟财政局的年报再核一遍。"),
        ("u", "图表外包的预算上限是{v}，编辑说得很死"),
        ("u", "最初报价是{v}，最后实际付款多了一大截"),
        ("u", "听说外聘律师审稿一小时要{v}，别浪费他时间"),
    ],
    "date": [
        ("u", "发稿时间定在{v}，编辑死活不肯改"),
        ("u", "信息公开办说{v}之前答复，看着吧"),
        ("u", "跟前采购科员的采访约在{v}，去她家"),
        ("a", "如果律师需要五个工作日，最晚{v}就得把稿子交给他们，再晚就压缩审稿时间了。"),
        ("u", "人大常委会对续签合同的表决在{v}"),
        ("u", "审计报告的禁发期{v}解除"),
        ("u", "行政复议的截止日期是{v}，差点忘了"),
    ],
    "decision": [
        ("u", "定了：{c}，因为{r}。"),
        ("u", "我决定{c}。原因是{r}。"),
        ("u", "跟编辑通完电话，{c}——{r}，没办法。"),
        ("u", "那就{c}吧，说实话{r}，没必要硬扛。"),
        ("u", "最终决定{c}，毕竟{r}"),
        ("u", "计划改一下：{c}。主要是{r}。"),
    ],
    "constraint": [
        ("u", "这篇稿子的铁律：{v}，没有例外。"),
        ("u", "提醒一下咱俩——{v}"),
        ("u", "以后请一直记住：{v}。"),
        ("u", "律师的条件很简单：{v}。"),
        ("u", "编辑对这篇只有一条要求，就是{v}"),
        ("u", "写下来备忘：{v}，就算赶稿也一样。"),
    ],
    "question": [
        ("u", "另外一件事，不急：你知道{v}吗？先放着，我得先把这段写完"),
        ("u", "我一直在想{v}。不过现在先不管"),
        ("u", "留个问题以后再说（先别回答，我想先问律师）：{v}？"),
        ("u", "提醒我找时间弄清楚{v}"),
        ("u", "突然想到——{v}？先搁着，编辑来电话了"),
        ("u", "以后能不能研究一下{v}？今天不用"),
    ],
}

# assistant replies to a user fact message (never repeat the value)
EN_ACK = {
    "name": ["Noted. Do you want them listed as on background or not for attribution in the source map?",
             "Got it, added to the people list in my notes. One thing to check: have they seen any of the documents themselves, or are they relaying what others told them?",
             "Okay. I'll keep their role next to the name so the legal memo reads cleanly."],
    "command": ["A hang after a few pages is usually the portal rate-limiting you rather than a bug. Adding a small sleep between requests tends to fix it.",
                "Saved. If it starts failing later, the first thing I'd check is whether the portal changed its pagination.",
                "Good to have that written down. It's worth keeping it in the README of the repo too, so the follow-up story can reproduce the numbers."],
    "id": ["Noted, I'll use that reference whenever we talk about that one.",
           "Okay. Worth keeping a small log of every reference number with the date you got it and who sent it - it makes the methodology box much easier later.",
           "Got it. If they cite a different number again, ask them in writing which request it maps to, so there's a paper trail."],
    "port": ["Okay, noted for the connection settings.",
             "Makes sense. I'll use that in any snippets I give you from now on.",
             "Got it. If it stops answering, check whether the service restarted on the default instead."],
    "version": ["Noted - I'll assume that version in anything I suggest.",
                "Good, having the exact version pinned makes the methodology note a lot easier to defend.",
                "Okay. That would explain the behaviour change; the date parser got stricter around then."],
    "money": ["Noted. Before that figure goes into copy, I'd want it tied to a specific document and page.",
              "Okay. For the story it's safer to describe it with the source attached, e.g. 'according to the invoice, dated ...'.",
              "Got it, I'll add it to the money column of the timeline."],
    "date": ["Noted, I'll work backwards from that in the schedule.",
             "Okay, putting that on the timeline. Want me to add a buffer day before it?",
             "Got it. I'll flag anything that risks slipping past it."],
    "decision": ["That makes sense to me, and the reasoning is easy to explain to the desk if anyone pushes back.",
                 "Okay, noted as decided. I'll adjust the outline accordingly.",
                 "Fair. I'll keep that in mind when drafting the next sections."],
    "constraint": ["Understood, I'll stick to that in everything I draft or suggest.",
                   "Noted as a standing rule. If I ever propose something that breaks it, call me out.",
                   "Okay. I'll put it at the top of the working notes so neither of us forgets."],
    "question": ["Sure, I'll leave that one parked until you're ready for it.",
                 "Okay, holding that for later. Finish the graf first.",
                 "Parked. Ping me when you want to come back to it."],
}
ZH_ACK = {
    "name": ["好的，记下了。在线人表里要标成\u201c背景信息\u201d还是\u201c不具名引用\u201d？",
             "收到，已经加进人物清单。有一点要确认：他本人看过那些文件吗，还是转述别人的话？",
             "好，我会把身份写在名字旁边，这样给律师的备忘录读起来清楚一些。"],
    "command": ["跑几页就卡住，多半是网站限流，不一定是代码的问题。请求之间加个短暂的sleep一般就好了。",
                "存好了。以后要是报错，先看看网站是不是改了翻页方式。",
                "写下来挺好的，最好也放进仓库的README里，后续报道复现数字的时候用得上。"],
    "id": ["记下了，以后提到那一份都用这个编号。",
           "好。建议把每个编号、拿到的日期、谁发来的都记在一个小表里，最后写\u201c采访与核实说明\u201d会省很多事。",
           "收到。如果他们又换一个编号，书面问清楚对应的是哪份申请，留个凭证。"],
    "port": ["好的，连接配置里记下了。", "明白，之后给你的代码片段都按这个来。",
             "收到。要是连不上，先看看服务是不是重启后又回到默认端口了。"],
    "version": ["记下了，后面的建议都按这个版本来。", "好，版本号写死了，方法说明那部分就好解释多了。",
                "嗯，这就能解释为什么行为变了，那段时间日期解析变严格了。"],
    "money": ["记下了。这个数字进稿子之前，最好能对应到具体哪份文件哪一页。",
              "好。稿子里写的时候最好带上出处，比如\u201c根据某月某日的发票\u201d。",
              "收到，加到时间线的金额那一栏了。"],
    "date": ["记下了，我从这个时间倒排进度。", "好，放进时间线了。要不要前面留一天缓冲？",
             "收到，有可能赶不上的环节我会提前提醒你。"],
    "decision": ["我觉得合理，理由也好跟编辑部解释。", "好，记为已决定，提纲我相应调整。",
                 "可以，写后面几部分的时候我会照这个来。"],
    "constraint": ["明白，我起草和建议的所有东西都会遵守这条。", "记为长期规则。如果我哪天提的建议违反了，直接指出来。",
                   "好，我把它放在工作笔记最上面，咱俩都不会忘。"],
    "question": ["好，这个先放着，等你有空再说。", "行，先搁着，你先把那段写完。", "先记下了，想聊的时候叫我。"],
}

# ---------------------------------------------------------------------------
# filler: English
# ---------------------------------------------------------------------------
EN_CHAT = [
    "ugh the coffee machine on our floor is dead again",
    "ok back. where were we",
    "lol the council livestream froze right at the good part",
    "sorry, got pulled into the budget meeting",
    "one sec, someone at the door",
    "my eyes are crossing from these spreadsheets",
    "this story is going to be the death of me",
    "ok that's actually really helpful, thanks",
    "hmm. let me think about that",
    "the intern brought donuts so morale is temporarily restored",
    "it's raining sideways out there, glad I'm not at the depot today",
    "can you keep answers shorter for a bit? on my phone",
    "right. ok. next thing",
    "haha no, the other spreadsheet",
    "I swear the records office does this on purpose",
    "fine, fine, you're right about the hedging",
    "brb lunch",
    "back, had the worst sandwich of my life",
]
EN_ASK = [
    "can you make this paragraph less accusatory without making it mushy?\n\n\"{para}\"",
    "tighten this for me pls:\n\n{para}",
    "does this sentence overclaim? \"{para}\"",
    "help me build a rough timeline from what we have so far",
    "what should I ask the vendor in the right-of-reply email?",
    "how do I explain the scraping method in a methodology box without boring everyone",
    "give me three ways to say 'we could not confirm' that don't sound like we're hiding something",
    "the scraper keeps writing duplicate rows, how do I dedupe on vendor + date + amount?",
    "what's a sane folder structure for documents vs notes vs drafts?",
    "can you write a SQL query that totals payments per vendor per year?",
    "how would you structure the piece? chronological or by vendor?",
    "what would the lawyer likely flag in this paragraph: \"{para}\"",
    "write me a polite follow-up to the records office, they're two weeks late",
]
EN_PARA = [
    "The city funneled millions to a favored contractor through emergency orders that skipped the bidding process.",
    "Officials ignored repeated warnings about the vendor's safety record and kept signing change orders anyway.",
    "Records show the same two companies won nearly every paving contract over four years, often as the only bidder.",
    "A former employee says invoices were padded routinely and that managers knew.",
    "The consultant was paid for advice that nobody in the department can remember receiving.",
    "The inspector who signed off on the work had previously been on the vendor's payroll.",
]
EN_PASTE_EMAIL = [
    "here's what the records office sent:\n\n> Dear Requester,\n> Your request has been received and assigned to the appropriate department. Due to the volume of responsive records, we anticipate needing additional time. We will contact you if clarification is required.\n> Regards,\n> Office of the City Clerk\n\nso... nothing, basically",
    "vendor's PR person replied:\n\n> Thank you for reaching out. The company has always complied with all applicable procurement rules and will not be commenting on ongoing matters. Please direct further questions to our counsel.\n\nclassic",
    "editor just forwarded this from the publisher:\n\n> Loop me in before anything on the contracts piece goes to legal. I want to know what we're exposed on. Not trying to slow you down.\n\nfun",
]
EN_PASTE_QUOTE = [
    "pasting from the transcript, ex-clerk, around minute 40:\n\n> \"Everybody knew the emergency orders were a way around the bids. You'd get the paperwork after the work was already done. Nobody asked questions because the money was already spent.\"\n\nhow much of that can we use as is?",
    "from the auditor interview:\n\n> \"I flagged it in my working papers. Whether anyone read them is another question. I wouldn't say fraud. I'd say nobody was looking.\"",
    "union rep said this, on record:\n\n> \"The crews saw the same trucks billed to three different jobs on the same day. We reported it twice.\"\n\nI have audio",
]
EN_VENDORS = ["Keystone Paving", "Brightline Signals", "Ardent Towing", "Halvorsen Civil",
              "Metro Lumen LLC", "Granite State Haulers", "Northgate Consulting", "Pioneer Asphalt"]

EN_LONG = [
    "On the hedging: the rule of thumb I'd use is to attach every claim to its source in the same sentence. 'Records show' is fine when you hold the records; 'according to a former employee' when it's one person's account; and avoid verbs that imply intent ('funneled', 'siphoned') unless you have evidence of intent, not just outcome.",
    "For the timeline, I'd keep three columns: date, event, and source document. Anything without a document goes in a separate 'claimed' list until it's backed up. That makes the legal read much faster, because the lawyer can see at a glance what rests on paper and what rests on people.",
    "Dedupe-wise, the simplest robust approach is a composite key. Something like:\n\n```python\nimport csv\nseen = set()\nwith open('payments.csv') as f, open('payments_clean.csv', 'w', newline='') as out:\n    r = csv.DictReader(f)\n    w = csv.DictWriter(out, fieldnames=r.fieldnames)\n    w.writeheader()\n    for row in r:\n        key = (row['vendor'].strip().lower(), row['date'], row['amount'])\n        if key in seen:\n            continue\n        seen.add(key)\n        w.writerow(row)\n```\n\nI'd log the dropped rows too, in case some 'duplicates' are real repeat payments.",
    "For the per-vendor totals:\n\n```sql\nSELECT vendor, substr(paid_on, 1, 4) AS yr, round(sum(amount), 2) AS total, count(*) AS n\nFROM payments\nGROUP BY vendor, yr\nORDER BY total DESC;\n```\n\nIf amounts came in as text with commas, they'll need cleaning before the sum means anything.",
    "A couple of questions before I draft that: is the former employee on the record, or on background? And do we hold the invoices themselves, or only their description of them? The wording changes quite a bit depending on the answer.",
    "For the right-of-reply email I'd list each specific claim you intend to publish, numbered, and ask them to respond to each. Give a clear deadline, say you'll reflect their response fairly, and keep it free of adjectives. The lawyer will probably want to see it before it goes out.",
    "On structure: chronological is easier to follow, but by-vendor makes the pattern jump out. A common compromise is a chronological spine with short vendor boxes, or opening with the single most vivid contract and then zooming out to the pattern.",
    "For the methodology box, keep it to what a skeptical reader needs: where the data came from, what period it covers, what you excluded and why, and how you checked it. One short paragraph each, no jargon. Say plainly what the data can't tell us.",
    "I'd be careful with 'nearly every'. If the number is 41 of 46, say 41 of 46. Specific numbers read as more confident and are easier to defend than vague quantifiers.",
    "Folder-wise: `raw/` for documents exactly as received (never edited), `work/` for anything you've transformed, `drafts/` for copy, and a separate encrypted place for anything that identifies sources. Keep a plain text `log.md` noting where each raw file came from and when.",
    "Here are three options:\n\n1. 'We were unable to independently verify ...'\n2. 'The Herald could not confirm ...; the city did not respond to requests for comment.'\n3. 'Documents reviewed by the Herald do not show ...'\n\nThe third is the strongest when it's true, because it states what you did check.",
    "Polite follow-up draft:\n\nDear Clerk's Office,\nI'm writing to follow up on my public records request submitted last month. The statutory response period has passed, and I'd appreciate an update on its status and an estimated date for production. If it would help, I'm happy to narrow the scope or accept records on a rolling basis.\nThank you,\n\nFeel free to sharpen it if you want a firmer tone.",
    "The lawyer will probably flag anything that states a conclusion the documents don't directly support - here, the implied knowledge by managers. If you rewrite it as what the documents show plus what the source says, attributed, most of that risk goes away.",
    "One more thought: it's worth keeping a single list of every factual claim in the draft with a pointer to its support. It's tedious, but it's exactly what the fact-check and legal pass will ask for anyway, and it catches claims that quietly drifted during rewrites.",
    "If the portal keeps changing its HTML, the scraper should fail loudly rather than silently write empty rows. A quick assertion on the number of parsed rows per page, plus saving the raw HTML alongside the output, makes it much easier to tell when something broke.",
]
EN_ASSIST_PROMPT = ["ok what next", "what would you do now?", "go on", "and then?",
                    "anything else I should set up?", "ok, next step?", "makes sense. what else"]

# ---------------------------------------------------------------------------
# filler: Chinese
# ---------------------------------------------------------------------------
ZH_CHAT = [
    "我们楼层的咖啡机又坏了，绝望",
    "回来了，刚才说到哪了",
    "人大的直播又卡了，刚好卡在关键地方",
    "不好意思，被拉去开选题会了",
    "等一下，有人敲门",
    "看表格看得眼睛都花了",
    "这篇稿子迟早要了我的命",
    "好的，这个真的有用，谢谢",
    "嗯……让我想想",
    "实习生买了奶茶，士气暂时恢复",
    "外面下大雨，还好今天不用去车场",
    "接下来回答短一点吧，我在用手机",
    "行，下一个",
    "哈哈不是，是另一个表",
    "我严重怀疑信息公开办是故意拖的",
    "好好好，措辞的事你说得对",
    "先去吃个饭",
    "回来了，食堂今天的菜太难吃了",
]
ZH_ASK = [
    "帮我把这段改得不那么像指控，但也别太软：\n\n\u201c{para}\u201d",
    "帮我压缩一下这段：\n\n{para}",
    "这句话是不是说过头了？\u201c{para}\u201d",
    "根据目前的材料帮我理一个粗略的时间线",
    "给供应商发回应邀请的邮件，应该问哪些问题？",
    "方法说明里怎么解释爬虫抓数据，才不会让读者看睡着",
    "\u201c我们无法证实\u201d有没有别的说法，听起来不像在藏着掖着",
    "爬虫老是写重复行，怎么按供应商+日期+金额去重？",
    "文件、笔记、稿子的文件夹怎么分比较合理？",
    "写个SQL，按供应商按年份汇总付款",
    "这篇稿子怎么搭结构？按时间顺序还是按供应商？",
    "律师看到这段大概会挑什么毛病：\u201c{para}\u201d",
    "帮我写封催办信给信息公开办，已经超期两周了",
]
ZH_PARA = [
    "该市通过应急采购绕开招标，把数千万元输送给了关系户企业。",
    "官员们无视对该供应商安全问题的多次警告，照样签发变更单。",
    "记录显示，四年来几乎所有道路维修合同都被同两家公司拿下，很多时候是唯一投标人。",
    "一名前员工称，虚报发票是常态，而且领导都知情。",
    "咨询公司拿了钱，但局里没有一个人记得收到过任何咨询意见。",
    "签字验收的质检员此前曾在该供应商领工资。",
]
ZH_PASTE = [
    "信息公开办回的：\n\n> 申请人您好：\n> 您的申请已收悉并转相关部门办理。因涉及信息量较大，需延长答复期限，如需补正将另行通知。\n> 市政府信息公开办公室\n\n所以……等于啥也没说",
    "供应商公关回的：\n\n> 感谢来函。本公司始终严格遵守相关采购规定，对正在进行的事项不予置评，后续问题请联系我司法律顾问。\n\n经典套话",
    "编辑转来社长的话：\n\n> 合同那篇送律师之前先跟我说一声，我想知道风险在哪。不是要拖你们。\n\n好嘛",
    "采访录音整理，前采购科员，大概第40分钟：\n\n> \u201c大家都知道应急采购就是绕开招标的办法。活都干完了手续才补上来。钱都花出去了，谁还问。\u201d\n\n这段能原样用多少？",
    "审计那边的原话：\n\n> \u201c我在底稿里标出来了，有没有人看是另一回事。我不会说是诈骗，我只会说没人在管。\u201d",
    "工会代表实名说的：\n\n> \u201c工人们看到同一辆车同一天被记到三个不同的工地上。我们反映过两次。\u201d\n\n有录音",
]
ZH_VENDORS = ["恒通路桥", "明光照明", "安达拖车", "华泰市政", "鑫源咨询", "宏达运输", "正阳沥青", "北辰工程"]
ZH_LONG = [
    "关于措辞：我的经验是每一个说法都在同一句话里交代出处。手里有文件就写\u201c记录显示\u201d；只是一个人的说法就写\u201c据一名前员工称\u201d；没有证据证明主观故意时，避免用\u201c输送\u201d\u201c侵吞\u201d这类暗示故意的动词，结果不等于动机。",
    "时间线建议分三列：日期、事件、依据文件。没有文件支撑的先放进单独的\u201c待证实\u201d清单。这样律师审稿会快很多，一眼就能看出哪些靠文件、哪些靠人。",
    "去重最稳的办法是用组合键：\n\n```python\nimport csv\nseen = set()\nwith open('fukuan.csv', encoding='utf-8') as f, open('fukuan_clean.csv', 'w', newline='', encoding='utf-8') as out:\n    r = csv.DictReader(f)\n    w = csv.DictWriter(out, fieldnames=r.fieldnames)\n    w.writeheader()\n    for row in r:\n        key = (row['gys'].strip(), row['riqi'], row['jine'])\n        if key in seen:\n            continue\n        seen.add(key)\n        w.writerow(row)\n```\n\n被去掉的行最好也记一份日志，有些\u201c重复\u201d可能是真的重复付款。",
    "按供应商按年汇总：\n\n```sql\nSELECT gys, substr(fukuan_riqi, 1, 4) AS nian, round(sum(jine), 2) AS heji, count(*) AS bishu\nFROM fukuan\nGROUP BY gys, nian\nORDER BY heji DESC;\n```\n\n如果金额是带逗号的文本，要先清洗再求和，不然结果没意义。",
    "起草之前我想先确认两件事：那位前员工是实名还是只提供背景？我们手里有发票原件，还是只有他的描述？答案不同，措辞差别会很大。",
    "回应邀请邮件建议把准备刊发的每一项具体说法编号列出，请对方逐条回应，给明确的截止时间，说明会公正呈现他们的回应，通篇不要用形容词。律师大概率要先过目。",
    "结构上，按时间顺序好读，按供应商写规律更明显。常见的折中是以时间为主线，穿插几个供应商的小框；或者先用一个最鲜活的合同开头，再拉远讲整体规律。",
    "方法说明只写多疑的读者需要的：数据从哪来、覆盖什么时间段、排除了什么和为什么、怎么核对的。每点一小段，不用术语。数据说明不了的也要直说。",
    "\u201c几乎所有\u201d要慎用。如果是46个里有41个，就写46个里有41个。具体数字比模糊的量词更有底气，也更好辩护。",
    "文件夹可以这样分：`raw/`放原样收到的文件（永远不改），`work/`放处理过的，`drafts/`放稿子，能识别线人身份的东西单独加密存放。再建一个`log.md`记录每个原始文件的来源和获取时间。",
    "几个备选说法：\n\n1. \u201c本报未能独立核实……\u201d\n2. \u201c本报无法证实……；截至发稿，市政府未回应置评请求。\u201d\n3. \u201c本报查阅的文件中未显示……\u201d\n\n第三种在属实的情况下最有力，因为它说清楚了你查过什么。",
    "催办信草稿：\n\n市政府信息公开办公室：\n本人于上月提交的政府信息公开申请，法定答复期限已过，特来函询问办理进度及预计答复时间。如有需要，本人可以缩小申请范围，或接受分批提供。\n此致\n\n如果想语气硬一点可以再改。",
    "律师大概会挑那些文件本身不能直接支撑的结论，比如这里暗示领导知情。改写成\u201c文件显示了什么\u201d加上\u201c信源怎么说\u201d并注明出处，大部分风险就没了。",
    "再补一句：最好把稿子里每一个事实性说法列成一张清单，后面注明依据。很繁琐，但核查和律师审稿本来就会要，而且能抓出改稿过程中悄悄走样的说法。",
    "如果网站老改HTML，爬虫应该在解析失败时直接报错，而不是默默写空行。每页检查一下解析出的行数，同时把原始HTML和结果一起存下来，坏了的时候一眼就能看出来。",
]
ZH_ASSIST_PROMPT = ["然后呢", "接下来做什么？", "你继续说", "还有什么要准备的吗？", "好，下一步？", "有道理，还有呢"]

# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------
def typo_en(rng, text, p=0.08):
    """Occasionally swap two letters in a literal word (only in template text)."""
    parts = re.split(r"(\{[a-z]+\})", text)
    out = []
    for part in parts:
        if part.startswith("{") or rng.random() > p:
            out.append(part)
            continue
        words = part.split(" ")
        cands = [i for i, w in enumerate(words) if w.isalpha() and len(w) > 4]
        if cands:
            i = rng.choice(cands)
            w = words[i]
            j = rng.randrange(1, len(w) - 2)
            words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
        out.append(" ".join(words))
    return "".join(out)


ZH_TYPOS = [("的时候", "得时候"), ("再说", "在说"), ("已经", "以经"), ("那个", "哪个")]


def typo_zh(rng, text, p=0.08):
    parts = re.split(r"(\{[a-z]+\})", text)
    out = []
    for part in parts:
        if not part.startswith("{") and rng.random() < p:
            for a, b in ZH_TYPOS:
                if a in part:
                    part = part.replace(a, b, 1)
                    break
        out.append(part)
    return "".join(out)


def fill_cmd(rng, templates, parts):
    t = rng.choice(templates)
    vals = {k: rng.choice(v) for k, v in parts.items()}
    vals["ym"] = "%d-%02d" % (rng.choice([2022, 2023, 2024, 2025]), rng.randint(1, 12))
    vals["n"] = str(rng.randint(12, 95))
    return t.format(**vals)


def en_date(rng):
    d = datetime.date(2026, 11, 23) + datetime.timedelta(days=rng.randint(0, 95))
    day = d.day
    suf = "th" if 11 <= day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    form = rng.randrange(5)
    if form == 0:
        return "%s %d" % (EN_MONTHS[d.month - 1], day)
    if form == 1:
        return "%02d/%02d" % (day, d.month)
    if form == 2:
        return "%s %d%s" % (EN_MONTHS[d.month - 1][:3], day, suf)
    if form == 3:
        return "%s the %d%s" % (d.strftime("%A"), day, suf)
    return "%s, %s %d" % (d.strftime("%a"), EN_MONTHS[d.month - 1][:3], day)


def zh_date(rng):
    d = datetime.date(2026, 11, 23) + datetime.timedelta(days=rng.randint(0, 95))
    form = rng.randrange(3)
    if form == 0:
        return "%d月%d日" % (d.month, d.day)
    if form == 1:
        return "%d月%d号" % (d.month, d.day)
    wd = "一二三四五六日"[d.weekday()]
    return "%d月%d日（周%s）" % (d.month, d.day, wd)


def en_money(rng):
    f = rng.randrange(5)
    if f == 0:
        return "$%s" % format(rng.randint(2, 950) * 50, ",")
    if f == 1:
        return "$%s" % format(rng.randint(12, 980) * 1000, ",")
    if f == 2:
        return "$%s" % format(rng.randint(1000, 99999) + rng.randint(0, 99) / 100.0, ",.2f")
    if f == 3:
        return "$%.1f million" % (rng.randint(12, 95) / 10.0)
    return "$%d" % rng.randint(150, 900)


def zh_money(rng):
    f = rng.randrange(4)
    if f == 0:
        return "%d元" % (rng.randint(8, 990) * 100)
    if f == 1:
        return "%.1f万元" % (rng.randint(15, 990) / 10.0)
    if f == 2:
        return "¥%s" % format(rng.randint(20, 990) * 1000, ",")
    return "%d万" % rng.randint(12, 880)


def gen_id(rng, zh):
    n4 = "%04d" % rng.randint(100, 9999)
    if zh:
        f = rng.randrange(5)
        return ["GK2026-%s" % n4, "ZFCG-2026-%s" % n4, "HT-%d-%s" % (rng.choice([2023, 2024, 2025]), n4),
                "FP%08d" % rng.randint(10 ** 7, 10 ** 8 - 1), "FY-%s-%s" % (rng.choice("ABCDK"), n4)][f]
    f = rng.randrange(6)
    return ["PRR-2026-%s" % n4, "FOIA-%05d" % rng.randint(10000, 99999), "INV-%s%s" % (rng.choice("ABKQ"), n4),
            "CN-%d-%s" % (rng.randint(19, 25), n4), "PO%06d" % rng.randint(100000, 999999),
            "APL-%s-%s" % ("".join(rng.choice("BCDFGHKMNPRT") for _ in range(2)), n4)][f]


def gen_version(rng, zh):
    f = rng.randrange(5)
    if f == 0:
        return "v%d.%d.%d" % (rng.randint(0, 4), rng.randint(1, 19), rng.randint(0, 12))
    if f == 1:
        return "%d.%d.%d" % (rng.randint(1, 3), rng.randint(0, 30), rng.randint(1, 9))
    if f == 2:
        return ("第%d版" if zh else "draft v%d") % rng.randint(3, 14)
    if f == 3:
        return "%d.%d.%drc%d" % (rng.randint(1, 2), rng.randint(0, 9), rng.randint(0, 5), rng.randint(1, 3))
    return "r%d.%d" % (rng.randint(2, 9), rng.randint(10, 40))


class Fact:
    def __init__(self, kind, needles, role, text):
        self.kind, self.needles, self.role, self.text = kind, needles, role, text


def make_facts(rng, zh, per_kind):
    T = ZH_T if zh else EN_T
    typo = typo_zh if zh else typo_en
    used = set()
    facts = []

    def uniq(fn):
        for _ in range(500):
            v = fn()
            if v not in used:
                used.add(v)
                return v
        raise RuntimeError("value pool exhausted")

    for kind in KINDS:
        tmpls = list(T[kind])
        rng.shuffle(tmpls)
        for i in range(per_kind):
            role, t = tmpls[i % len(tmpls)]
            t = typo(rng, t)
            if kind == "name":
                if zh:
                    v = uniq(lambda: rng.choice(ZH_NAMES))
                    r = rng.choice(ZH_ROLES)
                elif rng.random() < 0.25:
                    v = uniq(lambda: rng.choice(EN_FIRST))
                    r = rng.choice(EN_ROLES)
                else:
                    v = uniq(lambda: rng.choice(EN_FIRST) + " " + rng.choice(EN_LAST))
                    r = rng.choice(EN_ROLES)
                facts.append(Fact(kind, [v], role, t.format(v=v, role=r)))
            elif kind == "decision":
                c, r = uniq(lambda: rng.choice(ZH_DECISIONS if zh else EN_DECISIONS))
                facts.append(Fact(kind, [c, r], role, t.format(c=c, r=r)))
            else:
                if kind == "command":
                    fn = (lambda: fill_cmd(rng, ZH_CMD_TEMPLATES, ZH_CMD_PARTS)) if zh else \
                         (lambda: fill_cmd(rng, EN_CMD_TEMPLATES, CMD_PARTS))
                elif kind == "id":
                    fn = lambda: gen_id(rng, zh)
                elif kind == "port":
                    fn = lambda: rng.choice(PORTS)
                elif kind == "version":
                    fn = lambda: gen_version(rng, zh)
                elif kind == "money":
                    fn = (lambda: zh_money(rng)) if zh else (lambda: en_money(rng))
                elif kind == "date":
                    fn = (lambda: zh_date(rng)) if zh else (lambda: en_date(rng))
                elif kind == "constraint":
                    fn = lambda: rng.choice(ZH_RULES if zh else EN_RULES)
                else:
                    fn = lambda: rng.choice(ZH_QUESTIONS if zh else EN_QUESTIONS)
                v = uniq(fn)
                facts.append(Fact(kind, [v], role, t.format(v=v)))
    return facts


# ---------------------------------------------------------------------------
# filler builders
# ---------------------------------------------------------------------------
def en_table(rng):
    rows = ["| vendor | paid_on | amount | po |", "|---|---|---|---|"]
    for _ in range(rng.randint(4, 8)):
        rows.append("| %s | 2025-%02d-%02d | $%s | PO %03d-%03d |" % (
            rng.choice(EN_VENDORS), rng.randint(1, 12), rng.randint(1, 28),
            format(rng.randint(1000, 900000) + rng.randint(1, 99) / 100.0, ",.2f"),
            rng.randint(100, 999), rng.randint(100, 999)))
    intro = rng.choice(["pasting a chunk of the payments export:", "here's the ledger slice for that quarter",
                        "look at this, same vendor over and over:", "from the comptroller's spreadsheet, tab 3:"])
    tail = rng.choice(["", "\n\nnotice anything?", "\n\nthe po numbers look off to me", "\n\nsome of these are weekends??"])
    return intro + "\n\n" + "\n".join(rows) + tail


def zh_table(rng):
    rows = ["| 供应商 | 付款日期 | 金额 | 凭证号 |", "|---|---|---|---|"]
    for _ in range(rng.randint(4, 8)):
        rows.append("| %s | 2025-%02d-%02d | %s | PZ %03d-%03d |" % (
            rng.choice(ZH_VENDORS), rng.randint(1, 12), rng.randint(1, 28),
            format(rng.randint(1000, 900000) + rng.randint(1, 99) / 100.0, ",.2f"),
            rng.randint(100, 999), rng.randint(100, 999)))
    intro = rng.choice(["贴一段付款明细导出：", "这是那个季度的账目：", "你看，同一家供应商反复出现：", "财政局表格第三页："])
    tail = rng.choice(["", "\n\n看出什么了吗？", "\n\n凭证号感觉不太对", "\n\n有几笔是周末付的？？"])
    return intro + "\n\n" + "\n".join(rows) + tail


def tool_rows(rng, zh):
    """One tool call and its result (filler only)."""
    k = rng.randrange(4)
    if k == 0:
        name = "run_shell"
        cmd = rng.choice(["wc -l data/*.csv", "ls -la raw/", "tail -n 5 logs/scrape.log", "du -sh raw work drafts"])
        args = {"command": cmd}
        if cmd.startswith("wc"):
            out = "\n".join("%6d data/%s.csv" % (rng.randint(100, 999), f) for f in
                            ["awards", "payments", "vendors"]) + "\n  total"
        elif cmd.startswith("ls"):
            out = "total 48\n-rw-r--r-- 1 me staff  bid_tabs.pdf\n-rw-r--r-- 1 me staff  minutes.pdf\n-rw-r--r-- 1 me staff  ledger.xlsx"
        elif cmd.startswith("tail"):
            p0 = rng.randint(3, 30)
            out = "\n".join("2026-11-20 06:%02d:%02d INFO page %d/40 ok (%d rows)" % (
                10 + 3 * p, rng.randint(0, 59), p0 + p, rng.randint(20, 50)) for p in range(5))
        else:
            out = "1.2G\traw\n310M\twork\n4.1M\tdrafts"
    elif k == 1:
        name = "sql_query"
        v = rng.choice(ZH_VENDORS if zh else EN_VENDORS)
        args = {"db": "hetong.db" if zh else "contracts.db",
                "sql": "SELECT count(*), sum(amount) FROM payments WHERE vendor = '%s'" % v}
        out = "count | sum\n%d | %s" % (rng.randint(5, 90), format(rng.randint(10 ** 5, 10 ** 7) + 0.5, ",.2f"))
    elif k == 2:
        name = "fetch_url"
        args = {"url": "https://procurement.city.example/awards?page=%d" % rng.randint(1, 30)}
        out = "HTTP 200, %s bytes, %d award rows parsed" % (format(rng.randint(20, 90) * 1000 + rng.randint(1, 999), ","), rng.randint(10, 50))
    else:
        name = "search_notes"
        q = rng.choice(["变更单", "应急采购", "回应邀请"] if zh else ["change order", "emergency", "right of reply"])
        args = {"query": q}
        out = ("找到 %d 条笔记" if zh else "%d notes matched") % rng.randint(1, 9)
    return name, json.dumps(args, ensure_ascii=False), out


EN_ASK_MAP = [[0, 4], [0, 8], [0, 8], [1, 13], [5], [7], [10], [2], [9], [3], [6], [12], [11]]
ZH_ASK_MAP = EN_ASK_MAP
EN_REWRITE = [
    "Try: \"The city paid the contractor millions through emergency orders that were not put out to bid, records show.\"",
    "Try: \"Inspectors raised concerns about the vendor's safety record at least three times, according to internal emails; the department continued to approve change orders.\"",
    "Try: \"Two companies won most paving contracts over four years, in many cases as the only bidder, according to city records.\"",
    "Try: \"A former employee said invoices were routinely inflated and that managers were aware. The Herald has reviewed some of the invoices; the company disputes the account.\"",
    "Try: \"Department staff interviewed by the Herald said they could not recall receiving the consultant's advice.\"",
    "Try: \"The inspector who approved the work had previously been paid by the vendor, payroll records show.\"",
]
ZH_REWRITE = [
    "可以改成：\u201c记录显示，该市通过未经招标的应急采购向该承包商支付了数千万元。\u201d",
    "可以改成：\u201c内部邮件显示，质检人员至少三次对该供应商的安全记录提出疑问，相关部门此后仍继续批准变更单。\u201d",
    "可以改成：\u201c据市政府记录，四年间大部分道路维修合同由两家公司获得，其中多次为唯一投标人。\u201d",
    "可以改成：\u201c一名前员工称，虚报发票是常态且管理层知情。本报查阅了部分发票，该公司对此说法提出异议。\u201d",
    "可以改成：\u201c接受本报采访的局内工作人员表示，不记得收到过该咨询公司的意见。\u201d",
    "可以改成：\u201c工资记录显示，签字验收的质检员此前曾从该供应商处领取报酬。\u201d",
]
EN_CHAT_REPLY = ["Ha, understood.", "No worries, take your time.", "Sure, shorter answers for now.",
                 "Of course. Whenever you're ready.", "Want me to recap where we left off?", "Fair enough.",
                 "That sounds grim. I'll be here."]
ZH_CHAT_REPLY = ["哈哈，理解。", "没事，你慢慢来。", "好，接下来我说简短点。", "好的，你准备好了叫我。",
                 "要不要我把刚才说到哪儿总结一下？", "行。", "辛苦了，我在。"]
EN_PASTE_REPLY = [
    "That's a non-answer, but it's useful as a record: note the date it arrived. If the statutory deadline passes without production, that letter is what you cite in the follow-up.",
    "Standard line. For the story, quote it in full or near-full so nobody can say it was cut unfairly, and keep the email itself in raw/.",
    "Reasonable ask from the publisher. It might help to send a one-page list of the main claims and what each rests on before the legal read.",
]
ZH_PASTE_REPLY = [
    "这等于没答复，但作为记录有用：记下收到的日期。法定期限过了还不提供，催办时就引用这封。",
    "标准套话。稿子里最好全文或接近全文引用，免得说我们断章取义，原邮件放进raw/。",
    "社长这个要求不过分。审稿前可以先发一页纸，列出主要说法和各自的依据。",
]
EN_QUOTE_REPLY = [
    "The first two sentences are strong and describe what they saw, which is what you want. 'Everybody knew' is a generalisation - I'd either cut it or make clear it's their impression, and check whether the paperwork timing matches the dates in the change orders.",
    "That's a careful, quotable line precisely because it stops short of 'fraud'. I'd use it close to whole; trimming it would make it sound more damning than they meant.",
    "Good - on record and specific. Before using it, see whether the truck logs or dispatch sheets can show one of those days; a document plus the quote is much harder to dispute.",
]


def en_table_reply(rng, text):
    vendors = re.findall(r"^\| ([^|]+?) \| 20", text, re.M)
    top = max(sorted(set(vendors)), key=vendors.count) if vendors else "the first vendor"
    if vendors.count(top) < 2:
        return ("No vendor repeats in that slice, so on its own it doesn't show a pattern. Worth pulling the full quarter "
                "and sorting by vendor before reading anything into it; the weekend dates are worth a note either way.")
    return ("Quick read of that slice: %s appears %d of %d rows. Before reading anything into it, check whether those are "
            "separate POs or partial payments on one contract - the po column should tell you. "
            "I'd also pull the award letters for the biggest rows so each payment maps to a contract." % (
                top, vendors.count(top), len(vendors)))


def zh_table_reply(rng, text):
    vendors = re.findall(r"^\| ([^|]+?) \| 20", text, re.M)
    top = max(sorted(set(vendors)), key=vendors.count) if vendors else "第一家"
    if vendors.count(top) < 2:
        return "这几行里没有重复出现的供应商，单看这一段说明不了什么规律。最好把整个季度拉出来按供应商排序再看；周末付款的那几笔倒是可以先记一笔。"
    return ("粗看一下：这几行里%s出现了%d次（共%d行）。先别急着下结论，看凭证号是几张不同的单子，还是同一个合同分期付款。"
            "金额最大的几行，最好把对应的中标通知书也调出来，让每笔钱都能对上合同。" % (top, vendors.count(top), len(vendors)))


def filler_turn(rng, zh):
    """A user filler message and a fitting assistant reply."""
    r = rng.random()
    long_pool = ZH_LONG if zh else EN_LONG
    if r < 0.3:
        if zh:
            return rng.choice(ZH_CHAT), rng.choice(ZH_CHAT_REPLY)
        return typo_en(rng, rng.choice(EN_CHAT), 0.15), rng.choice(EN_CHAT_REPLY)
    if r < 0.58:
        asks = ZH_ASK if zh else EN_ASK
        i = rng.randrange(len(asks))
        pi = rng.randrange(len(EN_PARA))
        text = asks[i].format(para=(ZH_PARA if zh else EN_PARA)[pi])
        parts = []
        if "{para}" in asks[i] and rng.random() < 0.8:
            parts.append((ZH_REWRITE if zh else EN_REWRITE)[pi])
        parts += [long_pool[j] for j in EN_ASK_MAP[i]]
        return text, "\n\n".join(parts)
    if r < 0.75:
        text = zh_table(rng) if zh else en_table(rng)
        rep = zh_table_reply(rng, text) if zh else en_table_reply(rng, text)
        if rng.random() < 0.4:
            rep += "\n\n" + long_pool[rng.choice([1, 13])]
        return text, rep
    if zh:
        i = rng.randrange(len(ZH_PASTE))
        rep = ZH_PASTE_REPLY[i] if i < 3 else [
            "前两句很有力，描述的是亲眼所见，这正是我们要的。\u201c大家都知道\u201d是概括，要么删掉，要么写明是他的印象；再核对一下补手续的时间跟变更单上的日期对不对得上。",
            "这句之所以能用，正是因为它没说\u201c诈骗\u201d。尽量整句引用，删短了反而显得比原意更严重。",
            "很好，实名且具体。用之前看看车辆日志或调度单能不能对上其中某一天，文件加引语就很难被反驳了。"][i - 3]
        return ZH_PASTE[i], rep
    if rng.random() < 0.5:
        i = rng.randrange(len(EN_PASTE_EMAIL))
        return EN_PASTE_EMAIL[i], EN_PASTE_REPLY[i]
    i = rng.randrange(len(EN_PASTE_QUOTE))
    return EN_PASTE_QUOTE[i], EN_QUOTE_REPLY[i]


def assistant_long(rng, zh, n=None):
    pool = ZH_LONG if zh else EN_LONG
    n = n or rng.choice([1, 1, 2, 2, 3])
    return "\n\n".join(rng.sample(pool, n))


# ---------------------------------------------------------------------------
# conversation
# ---------------------------------------------------------------------------
def build(seed, zh, per_kind, attempt):
    rng = random.Random(seed * 7919 + attempt * 104729 + (1 if zh else 0))
    facts = make_facts(rng, zh, per_kind)
    rng.shuffle(facts)
    # group: occasionally two user facts in one message
    units = []
    i = 0
    while i < len(facts):
        f = facts[i]
        if f.role == "u" and i + 1 < len(facts) and facts[i + 1].role == "u" and rng.random() < 0.12:
            units.append([f, facts[i + 1]])
            i += 2
        else:
            units.append([f])
            i += 1
    fact_msgs = 2 * len(units)
    lo = max(130, fact_msgs + 24)
    hi = max(lo, min(264, fact_msgs + 90))
    target = rng.randint(lo, hi)
    n_filler = max(0, (target - fact_msgs) // 2)
    seq = [("fact", u) for u in units] + [("filler", None)] * n_filler
    # keep facts spread: shuffle but fix the first turn as filler chat
    rng.shuffle(seq)
    seq.insert(0, ("open", None))

    rows = []
    msg_n = [0]
    t = [datetime.datetime(2026, 11, 20, 7, 30, 0)]
    call_n = [0]

    def stamp():
        t[0] += datetime.timedelta(seconds=rng.randint(25, 140))
        return t[0].strftime("%Y-%m-%dT%H:%M:%SZ")

    def msg(role, text):
        msg_n[0] += 1
        rows.append({"v": 2, "id": "msg_av%d" % msg_n[0], "createdAt": stamp(),
                     "item": {"type": "message", "role": role, "content": text},
                     "meta": {"uiRole": role}})
        return len(rows) - 1

    def tool():
        call_n[0] += 1
        cid = "call_av%d" % call_n[0]
        name, args, out = tool_rows(rng, zh)
        msg_n[0] += 1
        rows.append({"v": 2, "id": "msg_av%d" % msg_n[0], "createdAt": stamp(),
                     "item": {"type": "function_call", "callId": cid, "name": name, "arguments": args},
                     "meta": {}})
        msg_n[0] += 1
        rows.append({"v": 2, "id": "msg_av%d" % msg_n[0], "createdAt": stamp(),
                     "item": {"type": "function_call_result", "callId": cid, "name": name,
                              "status": "completed", "output": out}, "meta": {}})

    fact_row = {}
    ack = ZH_ACK if zh else EN_ACK
    for kind, unit in seq:
        if kind == "open":
            msg("user", "早。今天继续弄采购合同那篇，先帮我理一下思路" if zh else
                "morning. back on the contracts story today, help me get my head straight")
            msg("assistant", assistant_long(rng, zh, 2))
        elif kind == "filler":
            utext, reply = filler_turn(rng, zh)
            msg("user", utext)
            if rng.random() < 0.25:
                tool()
                if rng.random() < 0.3:
                    tool()
            msg("assistant", reply)
            if rng.random() < 0.06:
                msg("user", rng.choice(["好的", "收到", "嗯嗯"] if zh else ["ok", "got it", "thx"]))
                msg("assistant", rng.choice(["好。", "不客气。"] if zh else ["Sure.", "Anytime."]))
        else:
            if unit[0].role == "a":
                f = unit[0]
                msg("user", rng.choice(ZH_ASSIST_PROMPT if zh else EN_ASSIST_PROMPT))
                idx = msg("assistant", f.text + ("\n\n" + assistant_long(rng, zh, 1) if rng.random() < 0.4 else ""))
                fact_row[id(f)] = idx
                continue
            if len(unit) == 2:
                joiner = rng.choice(["\n\n另外，", "\n\n还有，", "\n顺便说一下，"] if zh else
                                    ["\n\nalso, ", "\n\noh and ", "\n\nunrelated but "])
                text = unit[0].text + joiner + unit[1].text
            else:
                text = unit[0].text
                if rng.random() < 0.2:
                    text = rng.choice(ZH_CHAT if zh else EN_CHAT) + ("。" if zh else ". ") + text
            idx = msg("user", text)
            for f in unit:
                fact_row[id(f)] = idx
            kinds = [f.kind for f in unit]
            k = "question" if "question" in kinds else kinds[-1]
            reply = rng.choice(ack[k])
            if rng.random() < 0.5:
                reply += "\n\n" + assistant_long(rng, zh, rng.choice([1, 1, 2]))
            msg("assistant", reply)
    return facts, rows, fact_row


def row_text(row):
    it = row["item"]
    if it["type"] == "message":
        return it["content"]
    if it["type"] == "function_call":
        return it["name"] + "\n" + it["arguments"]
    return it["name"] + "\n" + it["output"]


def check(facts, rows, fact_row):
    needles = [(f, n) for f in facts for n in f.needles]
    for i, (_, a) in enumerate(needles):
        for j, (_, b) in enumerate(needles):
            if i != j and a in b:
                return "needle %r inside %r" % (a, b)
    texts = [row_text(r) for r in rows]
    for f, n in needles:
        hits = [k for k, tx in enumerate(texts) if n in tx]
        if hits != [fact_row[id(f)]]:
            return "needle %r in rows %r" % (n, hits)
    return None


def run(okbot, args, env, stdin=None):
    p = subprocess.run([okbot] + args, input=stdin, env=env, capture_output=True, text=True)
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
    summary_max = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    roots = []
    for si, seed in enumerate(seeds):
        zh = si == len(seeds) - 1
        for attempt in range(400):
            facts, rows, fact_row = build(seed, zh, per_kind, attempt)
            err = check(facts, rows, fact_row)
            if err is None:
                break
        else:
            sys.stderr.write("seed %d: could not build a clean conversation: %s\n" % (seed, err))
            sys.exit(1)
        root = os.path.join(workdir, "root-%d" % seed)
        if os.path.exists(root):
            shutil.rmtree(root)
        roots.append(root)
        with open(os.path.join(workdir, "conv-%d.jsonl" % seed), "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW=NOW)
        run(okbot, ["init"], env)
        run(okbot, ["assistant", "create", "Writer"], env)
        run(okbot, ["settings", "set", "contextCompression.summaryMaxChars", summary_max], env)
        batch, nmsg, compressions = [], 0, 0

        def flush():
            run(okbot, ["session", "append", "-a", "Writer"], env,
                "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in batch))
            run(okbot, ["compress", "-a", "Writer", "--now"], env)

        for r in rows:
            batch.append(r)
            if r["item"]["type"] == "message":
                nmsg += 1
                if nmsg % BATCH == 0:
                    flush()
                    compressions += 1
                    batch = []
        if batch:
            flush()
            compressions += 1
        ctx = run(okbot, ["context", "show", "-a", "Writer"], env)
        kept = 0
        missing = []
        for f in sorted(facts, key=lambda f: fact_row[id(f)]):
            ok = all(n in ctx for n in f.needles)
            tot[f.kind][1] += 1
            if ok:
                kept += 1
                tot[f.kind][0] += 1
            else:
                missing.append(f)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, "zh" if zh else "en", nmsg, len(rows), compressions, kept, len(facts),
            100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f.kind, " + ".join(f.needles)))
        sys.stdout.flush()
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for k in KINDS:
        print("kind %s %d/%d %.1f" % (k, tot[k][0], tot[k][1], 100.0 * tot[k][0] / max(1, tot[k][1])))
    print("retention overall %.1f" % (100.0 * allk / max(1, alln)))
    mx = 0
    for root in roots:
        for p in glob.glob(os.path.join(root, "**", "session-summary.json"), recursive=True):
            try:
                with open(p, encoding="utf-8") as fh:
                    s = json.load(fh).get("summary", "")
                mx = max(mx, len(s) if isinstance(s, str) else 0)
            except (OSError, ValueError, AttributeError):
                pass
    print("max summary chars %d" % mx)


if __name__ == "__main__":
    main()

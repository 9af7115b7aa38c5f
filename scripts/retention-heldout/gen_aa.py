#!/usr/bin/env python3
"""Held-out retention set "aa" for okbot's conversation summaries.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, recreated on every run)
    seed     one or more integers (default 1 2 3 4 5); the LAST seed's conversation is
             written entirely in (simplified) Chinese, the others in English.

Environment:
    PER_KIND     facts of each of the ten kinds per conversation (default 10)
    SUMMARY_MAX  value for contextCompression.summaryMaxChars (default 2000)

Theme: a paralegal at a small law firm juggling a commercial lease dispute, contract reviews
and court filings, pasting clauses and emails from opposing counsel, while their own life
(the gym, a sister's wedding) leaks into the chat.  Chinese: 律所的律师助理, busy with 劳动仲裁
and 合同审查.

For every seed the script builds one long synthetic conversation (user, assistant and tool
rows), seeds PER_KIND facts of each kind (name, command, id, port, version, money, date,
decision, constraint, question), appends it to a fresh okbot root in batches of 25 messages
with `okbot compress -a Writer --now` after each batch, and finally reads
`okbot context show -a Writer`.  A fact counts as kept only when each of its needles (exact
substrings; a decision has two) is found verbatim in that output.  Every needle occurs in
exactly one row of the conversation (its own message); the generator checks this and rebuilds
with the next attempt number when it does not hold.  Deterministic per seed.
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
SET = "aa"
BATCH = 25
ASSISTANT_KINDS = {"command", "id", "port", "version", "money", "date"}

# ---------------------------------------------------------------------------
# English pools
# ---------------------------------------------------------------------------
EN_FIRST = ["Marisol", "Thaddeus", "Priyanka", "Desmond", "Lucinda", "Everett", "Rosalind",
            "Ignatius", "Beatrix", "Cormac", "Yolanda", "Percival", "Henrietta", "Oluwaseun",
            "Griselda", "Fitzgerald", "Anneliese", "Bartholomew", "Concepcion", "Leopold",
            "Winifred", "Soren", "Marguerite", "Ezekiel"]
EN_LAST = ["Okafor", "Vandermeer", "Castellanos", "Whitlock", "Brannigan", "Nakashima",
           "Lindqvist", "Abernathy", "Pemberton", "Szymanski", "Delacroix", "Huxtable",
           "Ravensworth", "Achterberg", "Quintero", "Mulroney", "Fairweather", "Iwasaki",
           "Trevelyan", "Holloway", "Kowalczyk", "Etheridge"]
EN_ROLES = ["opposing counsel on the lease case", "the landlord's property manager",
            "our managing partner", "the clerk who handles our department's calendar",
            "the tenant's CFO", "my trainer at the gym", "my sister's fiancé",
            "the wedding planner my sister hired", "the new associate on the contract reviews",
            "the court reporter we keep using", "the client contact at the restaurant group",
            "the mediator the court assigned", "the IT contractor who set up our server",
            "the building engineer who wrote the HVAC report", "my sister's maid of honor",
            "the paralegal on the other side"]

EN_CMD_TEMPLATES = [
    "pdftk exhibit_{w}_{n}.pdf cat 1-{m} output exhibit_{w}_{n}_trim.pdf",
    "qpdf --decrypt lease_{w}{n}.pdf lease_{w}{n}_open.pdf",
    "grep -rn '{phrase}' ~/Cases/{w}-lease/correspondence",
    "ocrmypdf --deskew --rotate-pages scan_{w}_{n}.pdf scan_{w}_{n}_ocr.pdf",
    "pandoc reply_brief_{w}.md --reference-doc=firm_{n}.docx -o reply_brief_{w}.docx",
    "rsync -av --delete ~/Cases/{w}_{n}/ /mnt/nas/backups/{w}_{n}/",
    "exiftool -all= production_{w}_{n}.pdf",
    "git log --oneline -- contracts/{w}_msa_{n}.docx",
    "find ~/Cases/{w} -name '*.msg' -newer intake_{n}.txt",
    "gs -sDEVICE=pdfwrite -dPDFSETTINGS=/ebook -o {w}_{n}_small.pdf {w}_{n}.pdf",
    "docker compose -f review_{w}.yml up -d --build",
    "zip -er {w}_production_{n}.zip ./production/{w}",
]
EN_CMD_WORDS = ["hartwell", "ostrander", "bayside", "kessler", "millbrook", "corrigan",
                "pinegate", "ashby", "tolliver", "redfern", "garnet", "lowry", "quayle",
                "brightwater", "dunmore", "halcyon"]
EN_GREP_PHRASES = ["holdover", "late charge", "quiet enjoyment", "cure period", "estoppel",
                   "common area", "force majeure", "indemnif", "surrender", "guaranty"]

EN_ID_FORMATS = ["LSE-{d4}", "INV-{d5}", "CV-26-{d5}", "TKT-{d4}", "ORD-{L3}{d4}",
                 "BK{d6}", "EF{d7}", "MTR-{d3}-{L2}", "CLM{d5}{L1}", "RMA-{d4}{L2}"]
EN_ID_CONTEXT = ["the court case number", "the e-filing envelope", "our matter number",
                 "the invoice from the process server", "the IT ticket", "the hotel booking for the wedding",
                 "the order for the bridesmaid dress", "the courier tracking number",
                 "the landlord's claim reference", "the transcript order",
                 "the gym membership number", "the mediation reference"]

EN_PORT_CONTEXT = ["the document server", "the VPN gateway", "the e-discovery review tool",
                   "the firm's SFTP drop for productions", "the scanner's web panel",
                   "the time-entry sync service", "the remote desktop box at the office",
                   "the local contract-review container", "the printer admin page",
                   "the client portal's staging site"]

EN_VERSION_CONTEXT = ["the lease amendment draft", "the Acrobat build on my laptop",
                      "the e-filing plugin", "our engagement letter template",
                      "the MSA redline", "the firm's Word add-in", "the settlement agreement draft",
                      "the scanner firmware", "the gym app", "the case management desktop client",
                      "the NDA template", "the exhibit list"]

EN_MONEY_CONTEXT = ["the arrears they're claiming", "the security deposit", "the filing fee",
                    "the retainer top-up", "the settlement offer", "the process server's invoice",
                    "my share of the bridesmaid dress", "the gym's annual fee",
                    "the late charges on the ledger", "the transcript cost",
                    "the wedding gift budget", "the HVAC repair estimate", "the mediator's fee"]

EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
EN_MON_ABBR_ALL = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"]
EN_DATE_CONTEXT = ["the opposition is due", "the hearing on the motion to compel is",
                   "the lease option has to be exercised by", "my sister's dress fitting is",
                   "the rehearsal dinner is", "the mediation got moved to",
                   "discovery closes", "the estoppel certificate is due back",
                   "the client wants the contract comments by", "the status conference is",
                   "the gym freeze ends", "the landlord's cure notice expires"]

EN_DECISIONS = [
    ("file the reply brief a day early", "the clerk's office closes at noon Friday"),
    ("send the estoppel certificate back unsigned", "their numbers don't match our ledger"),
    ("skip the second mediation session", "their offer hasn't moved in three rounds"),
    ("switch to the cheaper courier", "the partner flagged our delivery costs"),
    ("redline the indemnity clause myself", "the associate is out on parental leave"),
    ("keep the old exhibit numbering", "the judge's standing order wants consistency"),
    ("drop the Saturday spin class", "the wedding prep eats my weekends"),
    ("go with the navy bridesmaid dress", "the green one needs a second fitting"),
    ("reject the rent abatement request", "the HVAC logs show the unit was usable"),
    ("postpone the deposition prep", "they still haven't produced the emails"),
    ("keep the contract comments in Word", "the client can't open PDF annotations"),
    ("take the train to the wedding", "flights that weekend are absurdly priced"),
    ("serve the default notice by certified mail", "the lease requires proof of receipt"),
    ("hire an outside process server", "our runner quit last week"),
    ("cancel the personal training add-on", "I'm paying for sessions I never use"),
    ("push back on the late-fee clause", "it blows past the statutory cap"),
]
EN_CONSTRAINTS = [
    "never cc the client on drafts", "only file after the partner signs off",
    "don't call opposing counsel directly", "never send unredacted bank statements",
    "never bill travel time to the client", "only use the firm's encrypted share",
    "don't reply to opposing counsel after 6pm", "always save a PDF copy before redlining",
    "never accept service by email", "don't book anything on the wedding weekend",
    "only discuss settlement numbers by phone", "never use the landlord's lease templates",
    "always get a second pair of eyes on certificates of service",
    "don't put client names in calendar invites",
]
EN_QUESTIONS = [
    "the holdover rent multiplier", "the cure period for a monetary default",
    "whether e-signatures work on a lease guaranty", "the page limit for a reply brief",
    "how long we have to keep closed client files", "whether the landlord can keep the whole deposit",
    "whether paralegals can sign a proof of service", "the best protein powder for cutting",
    "how much people give as a wedding gift these days", "the dress code for a garden wedding",
    "whether force majeure covers a burst pipe", "the timeline for a default judgment",
    "whether the amendment needs a notary", "the interest rate on a judgment",
]

# ---------------------------------------------------------------------------
# Chinese pools
# ---------------------------------------------------------------------------
ZH_NAMES = ["王丽娟", "陈志强", "刘思远", "张晓梅", "赵国栋", "孙婷婷", "周建华", "吴海燕",
            "郑凯文", "黄雅琴", "林浩然", "何敏仪", "马俊杰", "高红霞", "罗文斌", "谢雨欣",
            "邓立群", "曹慧玲", "彭志远", "蒋欣悦", "韩冬梅", "唐嘉豪"]
ZH_ROLES = ["对方的代理律师", "仲裁委的书记员", "我们所的合伙人", "这个案子的申请人",
            "被申请公司的HR经理", "我健身房的私教", "我姐的未婚夫", "婚庆公司的策划",
            "新来的实习律师", "客户那边的法务", "仲裁员", "所里的行政主管",
            "我姐的伴娘之一", "对方公司的财务总监"]
ZH_CMD_TEMPLATES = [
    "pdftk zhengju_{w}_{n}.pdf cat 1-{m} output zhengju_{w}_{n}_jie.pdf",
    "ocrmypdf --deskew saomiao_{w}{n}.pdf saomiao_{w}{n}_ocr.pdf",
    "grep -rn '{phrase}' ~/案件/{w}/聊天记录",
    "pandoc dabian_{w}.md -o dabian_{w}_{n}.docx",
    "rsync -av ~/案件/{w}_{n}/ /mnt/nas/beifen/{w}_{n}/",
    "exiftool -all= hetong_{w}_{n}.pdf",
    "gs -sDEVICE=pdfwrite -dPDFSETTINGS=/ebook -o {w}_{n}_ya.pdf {w}_{n}.pdf",
    "zip -er {w}_zhengju_{n}.zip ./zhengju/{w}",
    "find ~/案件/{w} -name '*.xlsx' -newer lian_{n}.txt",
]
ZH_CMD_WORDS = ["zhangsan", "huaxin", "mingda", "kaiyuan", "tianrui", "boya", "jinhe",
                "shengshi", "yuanfang", "lianchuang", "hongtu", "xinghe"]
ZH_GREP_PHRASES = ["加班", "竞业限制", "解除", "工资条", "考勤", "违约金", "保密"]
ZH_ID_FORMATS = ["京朝劳人仲字[2026]第{d5}号", "HT-{d4}-{L2}", "FP{d8}", "LA{d6}",
                 "SF{d10}", "DD{d7}", "CASE-{d5}", "ZC-{d4}{L1}"]
ZH_ID_CONTEXT = ["仲裁案号", "合同编号", "发票号", "律所的案件编号", "顺丰单号", "伴娘服的订单号",
                 "婚礼酒店的预订号", "IT报修单号", "客户那边的工单号", "健身房会员编号"]
ZH_PORT_CONTEXT = ["所里的文件服务器", "VPN", "合同审查系统", "共享盘的SFTP", "打印机的管理页面",
                   "案件管理系统的测试环境", "远程桌面", "扫描仪的网页后台"]
ZH_VERSION_CONTEXT = ["劳动合同模板", "答辩意见", "仲裁申请书", "保密协议", "WPS", "证据目录",
                      "合同审查清单", "案件管理客户端", "健身App", "竞业限制协议"]
ZH_MONEY_CONTEXT = ["对方给的补偿金方案", "仲裁请求里的加班费", "二倍工资差额", "律师费",
                    "伴娘服", "健身房年卡", "给我姐的份子钱", "违约金", "经济补偿金",
                    "合同审查的报价", "鉴定费"]
ZH_DATE_CONTEXT = ["开庭", "举证期限截止", "答辩意见要交", "我姐婚礼彩排", "试伴娘服",
                   "调解", "合同审查意见要给客户", "仲裁时效到期", "健身房停卡结束",
                   "合伙人要看初稿"]
ZH_DECISIONS = [
    ("先不接受调解方案", "补偿金还不到N+1"),
    ("证据目录按时间顺序排", "仲裁员上次说看不清逻辑"),
    ("让当事人自己去调社保记录", "律所开介绍信太慢了"),
    ("合同审查改用批注模式", "客户看不懂修订痕迹"),
    ("健身卡先停三个月", "天天加班根本去不了"),
    ("伴娘服选香槟色那套", "跟婚纱更搭"),
    ("立案材料当面递交", "上次邮寄丢过件"),
    ("申请延期举证", "对方的考勤记录还没给"),
    ("把竞业限制条款单独拿出来谈", "违约金比例明显过高"),
    ("坐高铁回去参加婚礼", "机票比平时贵了一倍"),
    ("先撤回第二项仲裁请求", "加班费的证据链不完整"),
    ("周六去所里加班", "周一就要交答辩意见"),
    ("保密协议用我们自己的版本", "对方模板的管辖约定对我们不利"),
    ("请外面的翻译公司翻合同", "所里没人看得懂德语"),
]
ZH_CONSTRAINTS = [
    "不要直接联系对方当事人", "合伙人签字之前不能提交", "不要在微信上发案件材料",
    "只用律所的加密网盘", "晚上十点以后不回客户消息", "证据原件不能寄出去",
    "不要替律师在文书上签字", "开庭前一天不约别的事", "报价只在电话里谈",
    "不要用对方提供的合同模板", "涉及金额的邮件都要抄送合伙人", "日历里不要写当事人全名",
]
ZH_QUESTIONS = [
    "仲裁时效从哪天起算", "二倍工资差额能不能全额主张", "电子签的劳动合同有没有效",
    "裁决书多久能生效", "竞业限制补偿金的标准", "律师助理能不能单独出庭",
    "婚礼份子钱一般随多少", "增肌期一天吃多少蛋白质", "违约金约定过高怎么调整",
    "加班费的计算基数", "调解书能不能申请强制执行", "试用期辞退要不要给补偿",
]

# ---------------------------------------------------------------------------
# fact sentence templates
# ---------------------------------------------------------------------------
EN_USER_T = {
    "name": [
        "Quick note so I don't forget: {name} is {role}.",
        "fyi the person handling this on their end is {name} ({role})",
        "ugh, {name} called again. that's {role}, in case I haven't mentioned",
        "Can you keep in mind that {name}, {role}, wants everything in writing?",
        "{name} just got looped in, they're {role}",
        "Met {name} in person today, {role}. seemed reasonable enough, we'll see",
        "add {name} to the list of people I deal with — {role}, obviously",
        "oh and the name you'll see on those emails is {name}, {role}",
    ],
    "command": [
        "for the record this is what I ran: {cmd}",
        "Last time the thing that worked was `{cmd}` so I'm sticking with it",
        "I ran {cmd} and it seemed to do the job?",
        "note to self (and you): {cmd} — that's the one for this step",
        "ok so the tech guy told me to use `{cmd}` whenever this happens",
        "pasting the command so we have it:\n\n{cmd}\n\nit took like two minutes",
        "Ran `{cmd}` before lunch, no errors this time lol",
    ],
    "id": [
        "{ctx} is {id}, keep that handy",
        "For reference, {ctx}: {id}.",
        "ok found it, {ctx} is {id} (it was buried in a forwarded email)",
        "Writing this down because I always lose it — {ctx} = {id}",
        "they finally sent {ctx}, it's {id}",
        "if anyone asks, {ctx} is {id}. I'm not digging for it again",
        "{id} — that's {ctx}. sorry, should have led with that",
    ],
    "port": [
        "{ctx} is on port {port} now, IT moved it over the weekend",
        "fyi {ctx} listens on {port}, not the default one",
        "the sticky note on my monitor says {ctx} = port {port}",
        "IT just emailed: {ctx} moved to port {port}. no idea why",
        "If it asks, {ctx} is on {port}. that's what finally worked",
        "ok so {ctx} needs port {port} open, the contractor said so twice",
        "remember {ctx} uses {port}, I wasted an hour on that last month",
    ],
    "version": [
        "{ctx} is at {ver} now",
        "Just checked, {ctx} is {ver}. don't let anyone send an older one",
        "we're on {ver} of {ctx} as of this morning",
        "fyi {ctx} got bumped to {ver} after the partner's comments",
        "the footer on {ctx} says {ver}, so that's the current one I guess",
        "{ctx}: {ver}. that's the one the client has seen",
        "ok IT updated {ctx} to {ver} and now everything looks different ugh",
    ],
    "money": [
        "{ctx} comes to {amt}",
        "So {ctx} is {amt}. which is insane but ok",
        "writing it down: {ctx} — {amt}",
        "they're saying {ctx} is {amt}, I'll double check the ledger later",
        "{amt} for {ctx}. yes really",
        "Quick number for you, {ctx} came out to {amt}",
        "ok the partner confirmed {ctx} at {amt}",
    ],
    "date": [
        "{ctx} {date}",
        "just so it's somewhere: {ctx} {date}",
        "calendar it please — {ctx} {date}",
        "ugh, {ctx} {date}, which is way too soon",
        "confirmed with the clerk, {ctx} {date}",
        "heads up, {ctx} {date}. I'll forget otherwise",
        "ok so apparently {ctx} {date}?? nobody told me",
    ],
    "decision": [
        "ok decided: I'm going to {c}. mainly because {r}.",
        "Going to {c} — honestly {r}, so it's not even close.",
        "After going back and forth I'll {c}. Reason being {r}.",
        "so the plan is to {c}, since {r}. tell me if that's dumb",
        "Talked it over with the partner and we'll {c} because {r}.",
        "Not thrilled about it but I'm gonna {c}; {r} and I don't have the energy to fight that",
        "final answer, I'll {c}. {r}, and that settles it for me",
    ],
    "constraint": [
        "Rule from now on: {k}. doesn't matter how urgent it looks.",
        "please remember this one, it's a standing thing — {k}.",
        "Just so you know for everything going forward: {k}.",
        "new house rule: {k}. I got burned on this last year",
        "Ground rule for this matter: {k}, no exceptions",
        "the partner was very clear about it, {k}. so please hold me to it",
        "one thing I need you to always respect: {k}",
    ],
    "question": [
        "random q: {q}? no rush",
        "Do you happen to know {q}?",
        "something I keep meaning to ask — {q}. any idea?",
        "also I'm wondering about {q}, it came up at lunch",
        "can you look into {q} at some point? not now though",
        "ok dumb question: {q}??",
        "before I forget, {q} — thoughts? later is fine",
    ],
}
EN_ASSIST_T = {
    "command": [
        "If the file gives you trouble again, this is what I'd run:\n\n    {cmd}\n\nIt leaves the original alone, so there's nothing to undo if it goes sideways.",
        "The cleanest way is `{cmd}`. Run it from your home folder and check the output before you send anything out.",
    ],
    "id": [
        "I logged it in your tracker as {id} so it's searchable later. That's {ctx}, for what it's worth.",
        "Looking at what you forwarded, {ctx} should be {id}. Worth confirming against the original email before you cite it.",
    ],
    "port": [
        "For {ctx}, the setting you want is port {port}. The default won't get through the firewall the contractor set up.",
        "I'd point {ctx} at {port}; that matches what the contractor's setup notes describe.",
    ],
    "version": [
        "The most recent one I can see for {ctx} is {ver}, so anything older should be treated as superseded.",
        "Going by the file names, {ctx} is at {ver}. I'd label the next one clearly so nobody redlines a stale copy.",
    ],
    "money": [
        "Adding up the line items, {ctx} works out to {amt}. If the ledger says otherwise, the difference is probably the late charges.",
        "So {ctx} lands at {amt} by my math. I'd show the calculation in the email rather than just the total.",
    ],
    "date": [
        "Counting the days under the rules you described, {ctx} {date}. I'd put a reminder three days before.",
        "Based on what the clerk said, {ctx} {date}. That's tight with everything else going on.",
    ],
}

ZH_USER_T = {
    "name": [
        "记一下，{name}是{role}。",
        "对了，{name}就是{role}，之后邮件里会经常看到这个名字",
        "刚才{name}又打电话来了，{role}，我之前跟你说过吧",
        "{name}，{role}，这人说话比较绕，回复要谨慎点",
        "今天见到{name}本人了，{role}，感觉还挺好沟通的",
        "新加进来一个人：{name}，{role}",
        "你记住{name}哈，{role}，后面很多事要跟他对接",
    ],
    "command": [
        "我刚跑的是这个：{cmd}",
        "上次管用的命令是 `{cmd}`，以后就用这个",
        "记一下命令，省得又找不到：\n{cmd}",
        "IT小哥让我遇到这种情况就跑 {cmd}",
        "跑了一下 `{cmd}`，这次没报错哈哈",
        "我用的{cmd}，应该没问题吧？",
        "命令我贴这儿：{cmd} 跑了两分钟左右",
    ],
    "id": [
        "{ctx}是{id}，帮我记着",
        "找到了，{ctx}：{id}",
        "{id}，这个是{ctx}，刚才忘了说",
        "对方终于把{ctx}发过来了，{id}",
        "我老是找不到这个，{ctx}={id}",
        "{ctx}写的是{id}，要是有人问就说这个",
        "终于在一堆转发邮件里翻到{ctx}了：{id}",
    ],
    "port": [
        "{ctx}现在改成{port}端口了，IT周末调的",
        "{ctx}走的是{port}，不是默认那个",
        "我显示器上贴的便签写着{ctx}端口{port}",
        "IT刚发邮件说{ctx}换到{port}了，也不知道为啥",
        "{ctx}要开{port}端口，外包的人说了两遍",
        "记住{ctx}用{port}，上个月我在这上面浪费了一个小时",
    ],
    "version": [
        "{ctx}现在是{ver}了",
        "刚看了一下，{ctx}是{ver}，别再有人发旧的了",
        "{ctx}今天早上更新到{ver}",
        "合伙人改完之后{ctx}变成{ver}了",
        "{ctx}页脚写的是{ver}，应该就是最新的",
        "{ctx}：{ver}，客户看到的就是这一版",
    ],
    "money": [
        "{ctx}一共{amt}",
        "{ctx}是{amt}，离谱吧",
        "记一下：{ctx}{amt}",
        "对方说{ctx}是{amt}，我晚点再核一下",
        "{amt}，{ctx}，真的就这么多",
        "合伙人确认了，{ctx}按{amt}算",
    ],
    "date": [
        "{ctx}定在{date}",
        "帮我记一下，{ctx}是{date}",
        "书记员刚打电话说{ctx}改到{date}了",
        "{date}{ctx}，千万别让我忘了",
        "啊{ctx}居然是{date}，太赶了",
        "{ctx}就{date}，你帮我倒推一下时间",
    ],
    "decision": [
        "想好了，{c}，主要是{r}。",
        "我决定{c}，{r}，没什么好纠结的",
        "跟合伙人商量了一下，{c}，因为{r}",
        "纠结了半天还是{c}吧，毕竟{r}",
        "算了，{c}。{r}，懒得再争了",
        "最后定了：{c}，理由是{r}，你觉得呢",
    ],
    "constraint": [
        "以后有个规矩：{k}，再急也不行",
        "这个你一定要记住：{k}",
        "合伙人专门交代过，{k}，你也帮我盯着点",
        "新规矩，{k}，去年在这上面吃过亏",
        "这个案子的底线：{k}，没有例外",
        "提醒你一下，{k}，以后都按这个来",
    ],
    "question": [
        "随便问一句，{q}？不急",
        "你知道{q}吗",
        "一直想问，{q}？",
        "中午吃饭的时候聊到{q}，我也说不清",
        "有空帮我查查{q}，现在先不用",
        "问个可能很傻的问题，{q}？？",
    ],
}
ZH_ASSIST_T = {
    "command": [
        "如果文件还是打不开，可以试试：\n\n    {cmd}\n\n它不会改原文件，出问题也不用回滚。",
        "最省事的是 `{cmd}`，跑完先检查一下输出再发出去。",
    ],
    "id": [
        "我在你的事项清单里记成了{id}，就是{ctx}，以后搜得到。",
        "从你转过来的邮件看，{ctx}应该是{id}，引用之前最好再对一下原件。",
    ],
    "port": [
        "{ctx}那里应该填{port}端口，默认的过不了外包配的防火墙。",
        "我建议{ctx}直接指到{port}，跟外包留的配置说明一致。",
    ],
    "version": [
        "我能看到的{ctx}最新一版是{ver}，之前的都当作作废处理吧。",
        "按文件名看，{ctx}已经到{ver}了，下一版记得标清楚，免得有人在旧稿上改。",
    ],
    "money": [
        "把明细加起来，{ctx}是{amt}。如果跟台账对不上，差额多半在利息那块。",
        "按我的算法{ctx}大概是{amt}，邮件里最好把计算过程也列出来。",
    ],
    "date": [
        "按你说的规则倒推，{ctx}应该是{date}，建议提前三天设个提醒。",
        "照书记员的说法，{ctx}是{date}，跟其他事情撞在一起会有点紧。",
    ],
}

# ---------------------------------------------------------------------------
# filler material (no needles: checked in code)
# ---------------------------------------------------------------------------
EN_OPENERS = ["morning!", "ok back.", "hey", "sorry, was on a call forever.", "ugh what a day",
              "quick one before the partner grabs me again —", "Hi again.", "ok so.",
              "lunch was a protein bar at my desk, anyway", "coffee #3, let's go",
              "hiii", "back from the gym, brain semi-working", "right, where were we",
              "so my sister texted me eleven times about napkins.", ""]
EN_CLOSERS = ["thanks!!", "ty", "lmk", "that's it for now", "ok bye for a bit",
              "sorry for the wall of text", "", "", "thx", "appreciate it"]

EN_FILLER_USER = {
    "lease": [
        "Can you look at this email from opposing counsel and tell me what they're actually asking for?",
        "The landlord's side is being difficult again about the HVAC thing. I need a calm reply.",
        "pasting the clause they keep quoting, I think they're reading it wrong",
        "what's the cleanest way to lay out the timeline of the lease dispute for the partner?",
        "they sent another 'without prejudice' letter. help me make sense of it",
        "need a short internal memo on where we are with the lease case, bullet points are fine",
    ],
    "contract": [
        "I'm halfway through the supplier contract review and my eyes are crossing. can you summarise this section?",
        "the client wants a plain English version of this limitation of liability clause",
        "help me build a checklist for these vendor agreements, I keep missing the same things",
        "is this assignment clause as one-sided as I think it is?",
        "pasting the termination section, can you flag anything weird",
    ],
    "filing": [
        "the e-filing portal rejected my upload again, here's what it said",
        "can you draft a cover email to the clerk for the courtesy copies?",
        "need help with the exhibit index formatting, the judge is picky",
        "what do I need to check before I hit submit on a filing? I'm paranoid today",
        "I have to prep a binder for the hearing, help me think through the tabs",
    ],
    "gym": [
        "gym was brutal this morning, leg day and I can barely walk to the printer",
        "trying to get back into a routine at the gym, any ideas for a 40 min workout?",
        "skipped the gym again, work is eating me alive",
        "my trainer wants me to log food, I hate it",
    ],
    "wedding": [
        "my sister's wedding planning group chat is out of control",
        "I have to give a toast at my sister's wedding and I'm terrified",
        "help me write something nice for my sister's bridal shower card",
        "the wedding seating chart drama continues, you don't even want to know",
        "need a packing list for the wedding weekend, I always forget something",
    ],
    "misc": [
        "the printer on our floor is jammed again and I'm the only one who knows how to fix it",
        "I'm so tired. is it normal to dream about Bates numbers",
        "can you help me organise my week? it's chaos",
        "what's a polite way to tell an associate their draft is a mess",
        "ok random but how do I stop procrastinating on timesheets",
    ],
}

EN_PASTES = {
    "lease": [
        "---- forwarded ----\nFrom: opposing counsel's office\nSubject: RE: Premises / HVAC\n\nCounsel,\n\nFurther to our call, our client maintains that the premises were at all times fit for the permitted use. Your client's withholding of rent is not supported by the lease. We invite your client to cure the arrears in full failing which our client reserves all rights, including termination.\n\nRegards,\n(signature block)\n---------------",
        "Section 11.4 (Repairs). Tenant shall, at its sole cost, keep the interior of the Premises in good order and repair, reasonable wear and tear excepted. Landlord shall maintain the roof, structure and the building systems serving the Premises generally, provided that any damage caused by Tenant's negligence shall be repaired at Tenant's expense.",
        "Section 22 (Holding Over). If Tenant remains in possession after the expiration of the Term without Landlord's written consent, such possession shall be as a tenant at sufferance, and Tenant shall pay rent at a rate equal to a multiple of the monthly Base Rent then in effect, prorated on a daily basis.",
        "From: building management\nSubject: maintenance log\n\nunit | issue | opened | status\n-----|-------|--------|-------\nsuite B | no cooling | Mon | closed\nsuite B | thermostat | Wed | closed\nsuite B | no cooling | Fri | open\nsuite D | leak | Thu | closed",
    ],
    "contract": [
        "12. LIMITATION OF LIABILITY. EXCEPT FOR A PARTY'S INDEMNIFICATION OBLIGATIONS, IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT, INCIDENTAL, CONSEQUENTIAL OR PUNITIVE DAMAGES, AND EACH PARTY'S AGGREGATE LIABILITY SHALL NOT EXCEED THE FEES PAID IN THE PRECEDING TWELVE MONTHS.",
        "Assignment. Supplier may assign this Agreement, in whole or in part, to any affiliate or successor without Customer's consent. Customer may not assign this Agreement without Supplier's prior written consent, which may be withheld in Supplier's sole discretion.",
        "Termination for convenience: either party may terminate on ninety days' written notice. Upon termination Customer shall pay all fees accrued through the effective date plus any non-cancellable commitments made by Supplier in reliance on this Agreement.",
    ],
    "filing": [
        "Submission status: REJECTED\nReason: Document contains embedded fonts that are not supported. Lead document must be text-searchable. Exhibit attachments exceed size limit.\nPlease correct and resubmit.",
        "TAB LIST (draft)\n A  Complaint\n B  Answer and counterclaim\n C  Lease and amendments\n D  Correspondence\n E  Maintenance records\n F  Proposed order",
    ],
    "gym": [
        "today:\n- squats 5x5\n- RDLs 3x8\n- walking lunges (died)\n- 10 min bike\nthat's it, I'm broken",
    ],
    "wedding": [
        "my sister's list for me:\n- confirm hair trial\n- pick up the favors\n- write the toast (!!!)\n- find shoes that aren't torture",
    ],
    "misc": [],
}

EN_ASSIST_OPEN = ["Got it.", "Makes sense.", "Okay, here's how I'd handle it.", "Sure thing.",
                  "That's a lot at once, so let me take it piece by piece.", "Noted.",
                  "Understood.", "Right.", "Happy to help with this.", "Good call flagging it."]
EN_ASSIST_BODY = {
    "lease": [
        "On the lease dispute, the strongest point for our side is still the pattern in the maintenance records: repeated cooling complaints over a short stretch suggest the problem was ongoing rather than a one-off. That matters because their letter frames it as an isolated incident that was promptly fixed.",
        "Their letter mixes two arguments that are worth separating. One is that rent can never be withheld under the lease; the other is that the premises were usable anyway. If you answer them separately, the reply gets shorter and harder to brush aside.",
        "I'd keep the reply short and factual. Acknowledge receipt, restate our position in a sentence or two, say the client reserves its rights, and point to the maintenance log rather than arguing the law in an email they will later attach to a motion.",
        "For the partner's memo, a simple structure works well:\n\n1. Where things stand (one paragraph)\n2. What the other side wants\n3. Our leverage\n4. Open risks\n5. Next steps and who owns them\n\nThat keeps it skimmable on a phone between meetings.",
        "The holding-over clause they quote only applies after the term ends without consent. Since the term is still running, the clause is at best background; I'd avoid engaging with it in writing unless they push it again.",
    ],
    "contract": [
        "In plain English, the clause says neither side pays for indirect losses, and total liability is capped at roughly a year of fees, except for indemnities. The carve-out is the part to watch: if the indemnity is broad, the cap doesn't protect much.",
        "The assignment clause is one-sided: the supplier can hand the contract to any affiliate or buyer, while the client needs consent that can be refused for any reason. A fair ask is mutual assignment to successors, with notice.",
        "For a repeatable review checklist I'd cover: parties and term, payment and price changes, liability cap and carve-outs, indemnities, termination rights, assignment, confidentiality, data protection, governing law and disputes, and notice addresses. Ticking those in the same order every time is what stops things slipping through.",
        "The termination-for-convenience language looks mutual, but the payment tail isn't: 'non-cancellable commitments' is undefined and could be large. I'd ask for a cap or a requirement that those commitments be disclosed in advance.",
    ],
    "filing": [
        "That rejection message usually means the PDF was printed from a scan rather than exported. Running OCR and flattening the fonts before re-uploading normally fixes it, and splitting the exhibits into separate attachments gets you under the size limit.",
        "For a pre-submit check: correct caption and case number, signature block and date, every exhibit referenced actually attached and labeled, page numbers, searchable text, file sizes, and the certificate of service matching the actual service method.",
        "For the hearing binder I'd follow the order the judge will read things in: the motion, opposition, reply, then the key exhibits with the most important pages flagged. A one-page index at the front saves everyone a lot of flipping.",
        "A short cover email to the clerk is best: which matter, what's being delivered, how many copies, and a line thanking them. Clerks appreciate not having to read a paragraph to find the point.",
    ],
    "gym": [
        "For a forty-minute session, something like a short warm-up, two compound lifts, one accessory superset and five minutes of easy cardio keeps it doable on a workday. Consistency beats intensity when work is this busy.",
        "Skipping a week isn't the end of anything. Even two short sessions a week will keep most of what you've built, and it's easier to restart from a small commitment than from an ambitious plan.",
        "If logging food feels like a chore, try logging just protein for a couple of weeks. It's one number, and it tends to be the thing trainers actually care about.",
    ],
    "wedding": [
        "For the toast, a simple shape works: a quick story that shows who your sister is, a line about the two of them together, and a short wish for the future. Two to three minutes is plenty; people remember warmth more than jokes.",
        "For the wedding weekend packing list: outfit and backup shoes, steamer or travel iron, chargers, any medication, a small kit with safety pins and blister plasters, the printed toast, and snacks, because the getting-ready morning never includes lunch.",
        "Group chats around weddings always spike near the end. It might help to mute it and check twice a day, answering the logistics questions in one batch.",
    ],
    "misc": [
        "For the week, I'd put the hard deadlines in first, then block two focused slots for the contract reviews, and leave the admin for the end of each day when your energy is lower anyway.",
        "A kind way to handle the associate's draft is to lead with what works, then give two or three concrete changes rather than a full rewrite. People fix specific things much faster than general impressions.",
        "For timesheets, the trick that works for most people is a two-minute entry at the end of every task instead of reconstructing the day at six o'clock.",
    ],
}
EN_ASSIST_CLOSE = ["Want me to draft the actual text?", "I can turn this into a checklist if useful.",
                   "Let me know which part you want to tackle first.", "",
                   "Shout if anything here doesn't match what you're seeing.", "",
                   "I'll keep this in mind for the next draft."]
EN_DEFER = ["I'll leave that last question for when you have more time; for now let me focus on the rest.",
            "Parking that one for later, since you said there's no rush.",
            "Let's come back to that when things are calmer.",
            "That's one to look at properly later rather than guess now."]

# ---- Chinese filler
ZH_OPENERS = ["早！", "回来了", "在吗", "刚开完会，累死", "哎今天真是", "趁合伙人不在赶紧问一下",
              "又是我", "好了继续", "午饭就啃了个面包，不说了", "第三杯咖啡了", "健身完回来脑子有点懵",
              "我姐又在群里刷屏了……", ""]
ZH_CLOSERS = ["谢谢！", "谢啦", "先这样", "辛苦了", "", "", "麻烦你了", "回头再说"]
ZH_FILLER_USER = {
    "lease": [
        "对方代理律师又发来一封邮件，你帮我看看他到底想干嘛",
        "这个劳动仲裁案子的时间线你帮我理一下，合伙人要看",
        "我把对方的答辩意见贴过来了，感觉他们在偷换概念",
        "申请人那边的加班证据很零碎，怎么整理比较清楚",
        "帮我写个内部备忘，说一下这个仲裁案子现在进行到哪一步了",
    ],
    "contract": [
        "合同审查做到一半眼睛花了，这一段你帮我概括一下",
        "客户要一个大白话版本的责任限制条款",
        "这个解除条款是不是对我们客户特别不利？",
        "帮我做个合同审查清单吧，老漏同样的东西",
        "竞业限制那一条你帮我看看有没有问题",
    ],
    "filing": [
        "立案系统又把我上传的材料退回来了，提示是这样的",
        "帮我写一下给书记员的邮件，说一下补交材料的事",
        "证据目录格式怎么弄，仲裁员很挑剔",
        "开庭要准备材料册子，帮我想想怎么分",
    ],
    "gym": [
        "今天练腿，现在走路都打颤",
        "想重新开始健身，有没有四十分钟的训练安排",
        "又没去健身房，加班加到崩溃",
        "私教让我记饮食，好烦",
    ],
    "wedding": [
        "我姐婚礼的群已经失控了",
        "婚礼上我要作为伴娘讲几句话，好紧张",
        "帮我写几句给我姐的祝福，要走心一点",
        "婚礼座位安排又吵起来了，你不会想知道的",
        "回去参加婚礼要带什么，帮我列个清单",
    ],
    "misc": [
        "打印机又卡纸了，整层楼只有我会修",
        "好累啊，做梦都在编证据页码",
        "帮我排一下这周的事情吧，太乱了",
        "实习生的稿子写得一塌糊涂，怎么委婉地说",
    ],
}
ZH_PASTES = {
    "lease": [
        "——转发邮件——\n发件人：对方代理律师\n主题：关于解除劳动合同一事\n\n您好，\n我方认为，申请人多次严重违反公司规章制度，公司依法解除劳动合同，无需支付经济补偿。申请人主张的加班事实缺乏证据支持，请贵方慎重考虑。\n\n此致\n（签名）",
        "答辩意见（节选）：一、申请人主张的加班时间与考勤系统记录明显不符；二、公司已足额支付工资，不存在拖欠；三、申请人离职系个人原因，非公司单方解除。",
        "考勤记录（申请人提供的截图整理）\n日期 | 上班 | 下班 | 备注\n周一 | 早上 | 很晚 | 无加班审批\n周三 | 早上 | 凌晨 | 微信里有领导安排\n周六 | 上午 | 傍晚 | 群里有工作消息",
    ],
    "contract": [
        "第十二条 责任限制：除一方的赔偿义务外，任何一方均不对间接损失、附带损失或惩罚性损害承担责任，且各方累计责任不超过前十二个月已支付的费用。",
        "第八条 竞业限制：乙方离职后在约定期限内不得到与甲方有竞争关系的单位任职，否则应向甲方支付违约金，并返还已领取的竞业限制补偿。",
        "第十五条 合同解除：甲方可提前三十日书面通知乙方解除本合同，乙方仅可在甲方严重违约时解除本合同。",
    ],
    "filing": [
        "提交状态：退回\n原因：PDF文件不可检索；证据材料超过单个文件大小限制；首页缺少案号。\n请修改后重新提交。",
    ],
    "gym": ["今天练的：\n- 深蹲 五组\n- 罗马尼亚硬拉 三组\n- 箭步蹲（要命）\n- 单车十分钟"],
    "wedding": ["我姐给我的任务：\n- 确认跟妆时间\n- 去取伴手礼\n- 写伴娘致辞（！！）\n- 找一双不磨脚的鞋"],
    "misc": [],
}
ZH_ASSIST_OPEN = ["好的。", "明白。", "收到，我分几块说。", "没问题。", "可以，我的建议是这样：",
                  "记下了。", "这个确实挺麻烦的，我们一步步来。", "好，"]
ZH_ASSIST_BODY = {
    "lease": [
        "这个仲裁案子里，我们最有力的还是加班的证据链：领导在微信里安排工作的记录、工作群里的消息，再加上考勤截图，能互相印证。对方说考勤系统对不上，我们可以强调系统记录由公司掌握，举证责任应该由公司承担。",
        "对方的邮件把两个问题混在一起了：一是解除是否合法，二是加班费是否成立。回复的时候分开回应，篇幅更短，也更难被对方绕开。",
        "回复建议简短克制：确认收到，用一两句话重申我方立场，说明保留全部权利，不要在邮件里展开法律论证，免得对方以后拿来当证据。",
        "给合伙人的备忘可以这样排：\n\n1. 案件现状（一段话）\n2. 对方的主张\n3. 我方的优势\n4. 风险点\n5. 下一步安排和负责人\n\n手机上也能很快看完。",
        "时间线建议按入职、劳动合同签订、加班发生、解除通知、申请仲裁这几个节点排，每个节点后面注明对应的证据编号，仲裁员看起来会清楚很多。",
    ],
    "contract": [
        "用大白话说，这条就是双方都不赔间接损失，总赔偿上限大概是一年的费用，但赔偿义务除外。要注意的是这个例外：如果赔偿条款写得很宽，上限其实保护不了多少。",
        "这个解除条款明显不对等：甲方可以提前通知随时解除，乙方只有在甲方严重违约时才能解除。比较合理的改法是双方都可以提前书面通知解除。",
        "合同审查清单可以包括：主体和期限、价款和调价、责任限制、赔偿条款、解除权、转让、保密、数据保护、适用法律和争议解决、通知地址。每次按同样的顺序过一遍，就不容易漏。",
        "竞业限制这一条的问题在于只写了违约金，没写清楚补偿金怎么支付、期限多长。按照一般的做法，没有约定补偿的竞业限制，劳动者是有理由主张不受约束的，可以在修改意见里提出来。",
    ],
    "filing": [
        "这种退回一般是因为PDF是扫描件直接打印的，先做一下OCR，再把证据拆成几个文件上传，基本就能过。首页记得加上案号。",
        "提交前可以检查：案号和当事人名称、签名和日期、每份证据是否都附上并编号、页码、文字能否检索、文件大小，以及送达方式和回证是否一致。",
        "开庭材料册子建议按仲裁员阅读的顺序排：仲裁申请书、答辩意见、我方证据、对方证据，重点页贴上标签，最前面放一页目录。",
    ],
    "gym": [
        "四十分钟的话，可以热身五分钟，两个复合动作，再加一组辅助动作的超级组，最后五分钟轻松有氧。工作这么忙，坚持比强度更重要。",
        "停一周不要紧，一周两次短时间训练也能保住大部分成果，从小目标重新开始更容易坚持。",
        "如果记饮食太烦，可以先只记蛋白质，一个数字，私教一般也最关心这个。",
    ],
    "wedding": [
        "伴娘致辞可以这样安排：先讲一个能体现你姐性格的小故事，再说说他们两个在一起的样子，最后一句祝福。两三分钟就够了，大家记住的是真诚，不是段子。",
        "婚礼要带的：礼服和备用鞋、挂烫机或者便携熨斗、充电器、常用药、小包里放别针和创可贴、打印好的致辞，再带点零食，化妆那天早上通常顾不上吃饭。",
        "婚礼前群里消息多很正常，可以先把群设成免打扰，一天集中看两次，把要确认的事情一次回完。",
    ],
    "misc": [
        "这周可以先把硬性截止的事情排进去，再留两块整段时间做合同审查，杂事放在每天下班前处理。",
        "跟实习生反馈的话，可以先肯定写得好的地方，再具体指出两三处要改的，比整篇推翻更容易让人接受。",
        "打印机的话，如果老是在同一个位置卡纸，多半是搓纸轮脏了，可以让行政报修一下，不然你每天都得去救火。",
    ],
}
ZH_ASSIST_CLOSE = ["要不要我直接把正文写出来？", "需要的话我可以整理成清单。", "", "你看先从哪部分开始？",
                   "有哪里跟你看到的不一样就说一声。", ""]
ZH_DEFER = ["最后那个问题等你有空了再细说，我先处理前面的。", "那个问题先放一放，你说了不急。",
            "那个我们之后再慢慢看。"]


EN_ACK = {
    "name": ["Got it, I'll remember who that is when the name comes up in the emails.",
             "Noted. Knowing who's who makes it easier to judge the tone of the replies.",
             "Thanks, that helps. I'll keep the role in mind when drafting anything that goes their way."],
    "command": ["Good, that's worth keeping. If it fails next time, the error text usually says which file it choked on.",
                "Saved. It's a safe one to rerun since it writes a new file instead of overwriting the original.",
                "Nice, glad that worked. A short text file of commands like that next to the case folder saves a lot of hunting."],
    "id": ["Saved that reference. Putting it in the subject line of related emails makes them much easier to search.",
           "Noted. That's exactly the kind of number someone asks for at the worst possible moment.",
           "Got it, I'll use that whenever we refer to it."],
    "port": ["Noted. If it stops connecting again, check whether the VPN is up before anything else.",
             "Thanks, I'll assume that setting from now on when we troubleshoot.",
             "Got it. Non-default settings like that are easy to forget, so good call writing it down."],
    "version": ["Noted. I'd move the older copies into a 'superseded' folder so nobody works off a stale one.",
                "Got it, I'll treat that as the current one.",
                "Good to know. Version mix-ups are the most common way a wrong draft goes out."],
    "money": ["Noted. I'd check that figure against the ledger before it goes into anything formal.",
              "Got it. Keep the calculation next to the number so you can explain it later.",
              "Okay, I have that amount down."],
    "date": ["I'll work backwards from that and flag the prep steps in time.",
             "Noted, that's on the radar now. A reminder a few days before would be smart.",
             "Got it. That's close, so let's make sure nothing else lands on the same week."],
    "decision": ["That reasoning holds up. A one-line note to the file would keep the reason on record.",
                 "Makes sense given the circumstances. I'll work from that plan.",
                 "Fair enough, that's a practical call."],
    "constraint": ["Understood, I'll stick to that every time.",
                   "Noted as a standing rule. I'll flag it if a draft ever looks like it would break it.",
                   "Got it, no exceptions."],
    "question": [],
}
ZH_ACK = {
    "name": ["好的，以后邮件里出现这个名字我就知道是谁了。", "记下了，搞清楚谁是谁，回复的时候语气也好拿捏。",
             "明白，给这个人发东西的时候我会注意身份。"],
    "command": ["好，这个值得留着。下次要是报错，看一下提示里是哪个文件出的问题。",
                "记下了，这个命令会生成新文件，不会覆盖原件，重复跑也没关系。",
                "不错，建议在案件文件夹旁边放个txt，专门记这类命令。"],
    "id": ["记下了，相关邮件标题里都带上这个编号，以后搜起来方便。", "好的，这种编号总是在最要命的时候被人问到，记下来是对的。",
           "收到，之后提到这件事就用这个编号。"],
    "port": ["记下了，要是又连不上，先看看VPN有没有开。", "好的，之后排查问题就按这个设置来。",
             "明白，这种非默认的设置最容易忘，记下来挺好。"],
    "version": ["好的，旧版本建议挪到一个“作废”文件夹里，免得有人在旧稿上改。", "收到，就以这一版为准。",
                "明白，发错稿多半就是版本搞混了。"],
    "money": ["记下了，写进正式文件之前最好再跟台账核一遍。", "好的，数字旁边把计算过程也留着，之后好解释。",
              "收到，这个金额我记下了。"],
    "date": ["好，我按这个时间倒推一下准备工作。", "记下了，建议提前几天设个提醒。", "收到，时间挺紧的，那一周别再排别的事了。"],
    "decision": ["这个理由站得住，可以在卷宗里写一句备注留个记录。", "有道理，那就按这个方案来。", "行，挺务实的决定。"],
    "constraint": ["明白，以后都照这个来。", "记下了，这是长期规矩，哪份稿子可能违反我会提醒你。", "收到，没有例外。"],
    "question": [],
}

EN_ASSIST_BODY["lease"] += [
    "On the abatement point, the lease language matters more than the emails. If the repair covenant sits with the landlord and there's no express abatement right, our best framing is breach of the repair obligation plus damages, rather than a right to withhold. That keeps us out of the 'self-help' argument they're clearly setting up.",
    "If you want to get ahead of their next letter, a short chronology table is the most persuasive thing you can attach: date of each complaint, who it went to, what response came back, and how long the unit was affected. Judges read tables; they skim prose.",
    "Their tone is escalating, which usually means they want a paper trail before a motion. I'd make sure every reply from our side is one you'd be comfortable seeing as an exhibit: polite, specific, no adjectives.",
]
EN_ASSIST_BODY["contract"] += [
    "The confidentiality section is broader than it needs to be. It has no carve-outs for information that's already public or independently developed, and it runs forever. A five-year tail with the standard exclusions is the usual ask.",
    "Check the notice clause too. Contracts like this often require notice by courier to an address nobody at the client monitors, which quietly turns every deadline in the agreement into a trap.",
    "On the auto-renewal, the window to opt out is short and easy to miss. I'd flag it in the cover note to the client with a plain recommendation to diarise the cut-off the day they sign.",
]
EN_ASSIST_BODY["filing"] += [
    "If the portal keeps rejecting the same document, it's worth calling the e-filing help line rather than guessing; they can usually see the exact validation error that the rejection email summarises badly.",
    "For the exhibits, consistent naming helps more than people think: exhibit letter, short description, date. The clerk's office and the judge's staff will thank you, and so will you when you're building the binder.",
]
EN_ASSIST_BODY["misc"] += [
    "On the printer, if it jams in the same spot every time it's usually the pickup roller. Worth asking office management to log a service call instead of you rescuing it daily.",
    "It sounds like you're carrying a lot at once. Writing the three things that truly have to happen today on a sticky note, and letting the rest wait, helps more than a perfect to-do list.",
]
ZH_ASSIST_BODY["lease"] += [
    "关于解除是否合法，关键看公司的规章制度有没有经过民主程序、有没有告知员工。如果对方拿不出员工签收的记录，“严重违反规章制度”这个理由就站不太住。",
    "对方的语气越来越硬，一般说明他们在为后面的程序留证据。我们这边每封回复都按“以后可能被当作证据”的标准来写：客气、具体、不带情绪。",
    "可以做一张时间线表格附在材料里：每次加班的日期、谁安排的、有什么记录、对应证据编号。仲裁员看表格比看大段文字快得多。",
]
ZH_ASSIST_BODY["contract"] += [
    "保密条款写得太宽了，没有排除已经公开的信息和独立开发的信息，而且没有期限。一般可以争取保密期限五年，加上常规的例外情形。",
    "通知条款也要看一下，很多合同要求寄到一个客户根本没人看的地址，等于把合同里每个期限都变成了陷阱。",
    "自动续期那条的退出窗口很短，建议在给客户的审查意见里单独提醒，签约当天就把截止时间记到日历里。",
]
ZH_ASSIST_BODY["filing"] += [
    "如果系统一直退回同一份材料，不如直接打立案庭的咨询电话，他们能看到具体是哪项校验没通过，比退回通知写得清楚。",
    "证据文件命名统一一点会省很多事：证据编号、简短名称、形成时间。书记员看着方便，你自己装订材料册子的时候也方便。",
]
ZH_ASSIST_BODY["misc"] += [
    "你现在手上的事情确实太多了。可以先在便利贴上写下今天必须完成的三件事，其他的先放一放，比列一个完美的待办清单有用。",
]
TOOL_LEAD = {
    "en": {"search_documents": ["I searched the case folders; nothing in there changes the picture, but the files above are the closest matches.",
                                "Had a look through the documents. The relevant files are there if you need to pull language from them."],
           "read_email": ["I checked the inbox, and the latest message there is just routine.",
                          "Looked at the most recent email; nothing urgent in it."],
           "calendar_lookup": ["I looked at your calendar, and it's fairly packed, so plan around the fixed blocks.",
                               "Checked the calendar; there's some room midweek."],
           "run_shell": ["I had a quick look at the folders on your machine, and everything seems to be where it should be.",
                         "Checked the files on your side; nothing looks off."]},
    "zh": {"search_documents": ["我在案件文件夹里搜了一下，上面几个文件最相关，暂时没有发现新的情况。",
                                "查了一下文档，需要引用原文的话可以从上面这几个文件里找。"],
           "read_email": ["我看了一下收件箱，最新那封邮件是例行回复。", "最近一封邮件我看了，没什么急事。"],
           "calendar_lookup": ["我看了你的日历，这周挺满的，得围着固定安排来。", "日历看了一下，周中还有点空。"],
           "run_shell": ["我看了一下你电脑上的文件夹，东西都在。", "查了一下你那边的文件，没发现异常。"]},
}

EN_TOOLS = [
    ("search_documents", lambda r: {"query": r.choice(["HVAC complaint", "estoppel", "lease amendment", "exhibit index", "termination notice", "vendor agreement"]), "folder": "Cases"},
     lambda r: "\n".join(r.sample(["correspondence/landlord_letter_final.pdf", "leases/original_lease_signed.pdf",
                                    "leases/amendment_draft.docx", "notes/call_notes_partner.txt",
                                    "exhibits/maintenance_log_export.xlsx", "contracts/vendor_msa_clean.docx",
                                    "contracts/vendor_msa_redline.docx", "filings/proposed_order.docx"], 3))),
    ("read_email", lambda r: {"folder": "Inbox", "from": r.choice(["opposing counsel", "the partner", "clerk's office", "my sister"]), "limit": 1},
     lambda r: r.choice(["Subject: RE: scheduling\nThanks, noted. We will revert once we have instructions.",
                         "Subject: quick one\nCan you send me the latest draft before end of day? Thanks.",
                         "Subject: courtesy copies\nPlease deliver courtesy copies to chambers, tabbed and bound.",
                         "Subject: SOS napkins\nwhich color did we pick?? mom says ivory, I said blush"])),
    ("calendar_lookup", lambda r: {"range": r.choice(["today", "this week", "next week"])},
     lambda r: "\n".join(r.sample(["Mon  morning  team meeting", "Tue  lunch  gym (tentative)",
                                    "Wed  afternoon  contract review block", "Thu  late  call with partner",
                                    "Fri  morning  filing window", "Sat  all day  wedding errands"], 3))),
    ("run_shell", lambda r: {"cmd": r.choice(["ls ~/Cases", "df -h /mnt/nas", "ls ~/Downloads | tail"])},
     lambda r: r.choice(["lease_dispute\ncontract_reviews\nfilings\nadmin",
                         "Filesystem  Size  Used Avail Use%\nnas         big   most  some  80ish%",
                         "exhibits_combined.pdf\nmsa_redline.docx\ntoast_draft.txt"])),
]
ZH_TOOLS = [
    ("search_documents", lambda r: {"query": r.choice(["加班证据", "解除通知", "劳动合同", "竞业限制", "考勤记录", "答辩意见"]), "folder": "案件"},
     lambda r: "\n".join(r.sample(["仲裁/申请书_定稿.docx", "仲裁/证据目录_草稿.xlsx", "仲裁/微信聊天截图.pdf",
                                    "合同审查/采购合同_批注.docx", "合同审查/保密协议_客户版.docx",
                                    "备忘/合伙人电话记录.txt", "仲裁/对方答辩意见.pdf"], 3))),
    ("read_email", lambda r: {"folder": "收件箱", "from": r.choice(["对方代理律师", "合伙人", "仲裁委", "我姐"]), "limit": 1},
     lambda r: r.choice(["主题：回复：开庭安排\n已收悉，待与当事人沟通后回复。",
                         "主题：初稿\n下班前把最新一稿发我看看，谢谢。",
                         "主题：补正通知\n请按要求补交材料，逾期视为撤回。",
                         "主题：！！\n桌布到底选哪个颜色，妈说米白，我说浅粉"])),
    ("calendar_lookup", lambda r: {"range": r.choice(["今天", "本周", "下周"])},
     lambda r: "\n".join(r.sample(["周一 上午 所里例会", "周二 中午 健身（待定）", "周三 下午 合同审查",
                                    "周四 晚上 和合伙人通电话", "周五 上午 提交材料", "周六 全天 婚礼采购"], 3))),
    ("run_shell", lambda r: {"cmd": r.choice(["ls ~/案件", "df -h /mnt/nas", "ls ~/Downloads | tail"])},
     lambda r: r.choice(["劳动仲裁\n合同审查\n立案材料\n行政", "Filesystem  Size  Used\nnas  很大  快满了",
                         "证据合并.pdf\n合同批注.docx\n伴娘致辞.txt"])),
]


# ---------------------------------------------------------------------------
# value generation
# ---------------------------------------------------------------------------
def fill_id(r, fmt):
    out = fmt
    for key, fn in (("{d10}", lambda: "".join(r.choice("0123456789") for _ in range(10))),
                    ("{d8}", lambda: "".join(r.choice("0123456789") for _ in range(8))),
                    ("{d7}", lambda: str(r.randint(1000000, 9999999))),
                    ("{d6}", lambda: str(r.randint(100000, 999999))),
                    ("{d5}", lambda: "%05d" % r.randint(1, 99999)),
                    ("{d4}", lambda: str(r.randint(1000, 9999))),
                    ("{d3}", lambda: str(r.randint(100, 999))),
                    ("{L3}", lambda: "".join(r.choice("ABCDEFGHJKMNPRSTUVWXYZ") for _ in range(3))),
                    ("{L2}", lambda: "".join(r.choice("ABCDEFGHJKMNPRSTUVWXYZ") for _ in range(2))),
                    ("{L1}", lambda: r.choice("ABCDEFGHJKMNPRSTUVWXYZ"))):
        while key in out:
            out = out.replace(key, fn(), 1)
    return out


def make_port(r):
    while True:
        p = r.choice([r.randint(1025, 9999), r.randint(10000, 65000)])
        if not 1900 <= p <= 2100:
            return str(p)


def make_version(r, lang):
    a, b, c = r.randint(1, 24), r.randint(0, 19), r.randint(0, 40)
    if lang == "zh":
        forms = [f"v{a}.{b}.{c}", f"V{a}.{b}", f"第{r.randint(3, 19)}稿", f"{a}.{b}版", f"{a}.{b}.{c}"]
    else:
        forms = [f"v{a}.{b}.{c}", f"{a}.{b}.{c}", f"v{a}.{b}", f"rev {a}.{b}", f"{a}.{b}.{c}-r{r.randint(2, 9)}",
                 f"draft {r.randint(3, 19)}.{r.randint(1, 9)}"]
    return r.choice(forms)


def make_money(r, lang):
    if lang == "zh":
        n = r.randint(8, 900) * r.choice([10, 50, 100])
        return r.choice([f"{n}元", f"¥{n:,}", f"人民币{n:,}元", f"{n}块", f"{r.randint(2, 40)}.{r.randint(1, 9)}万元"])
    n = r.randint(3, 9000) * r.choice([1, 5, 25])
    cents = r.choice(["", "", "", f".{r.randint(10, 99)}"])
    return r.choice([f"${n:,}{cents}", f"€{n:,}", f"£{n:,}{cents}", f"USD {n:,}", f"${n:,}"])


def ordinal(d):
    return f"{d}{'th' if 11 <= d % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"


def make_date(r, lang):
    day = date(2026, 11, 23) + timedelta(days=r.randint(0, 200))
    m, d, wi = day.month, day.day, day.weekday()
    if lang == "zh":
        wd = "一二三四五六日"[wi]
        return r.choice([f"{m}月{d}日", f"{m}月{d}号", f"下周{wd}（{m}月{d}日）", f"{m}.{d}号",
                         f"{day.year}年{m}月{d}日", f"{m}月{d}日（周{wd}）"])
    wname = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][wi]
    return r.choice([f"{EN_MONTHS[m - 1]} {d}", f"{EN_MON_ABBR_ALL[m - 1]} {ordinal(d)}", f"{d:02d}/{m:02d}",
                     f"next {wname} the {ordinal(d)}", f"the {ordinal(d)} of {EN_MONTHS[m - 1]}",
                     f"{wname}, {EN_MONTHS[m - 1]} {d}", f"{EN_MON_ABBR_ALL[m - 1]}. {d}" if m != 5 else f"May {ordinal(d)}"])


def make_command(r, lang):
    if lang == "zh":
        t, words, phrases = r.choice(ZH_CMD_TEMPLATES), ZH_CMD_WORDS, ZH_GREP_PHRASES
    else:
        t, words, phrases = r.choice(EN_CMD_TEMPLATES), EN_CMD_WORDS, EN_GREP_PHRASES
    return t.format(w=r.choice(words), n=r.randint(2, 98), m=r.randint(3, 60), phrase=r.choice(phrases))


def make_facts(r, lang, per_kind):
    facts = []
    names_en = [f"{f} {l}" for f in EN_FIRST for l in EN_LAST]
    used = set()

    def uniq(fn):
        for _ in range(500):
            v = fn()
            if v not in used:
                used.add(v)
                return v
        raise SystemExit("could not make a unique value")

    zh = lang == "zh"
    dec = r.sample(ZH_DECISIONS if zh else EN_DECISIONS, per_kind)
    con = r.sample(ZH_CONSTRAINTS if zh else EN_CONSTRAINTS, per_kind)
    que = r.sample(ZH_QUESTIONS if zh else EN_QUESTIONS, per_kind)
    roles = ZH_ROLES if zh else EN_ROLES
    for i in range(per_kind):
        if zh:
            nm = uniq(lambda: r.choice(ZH_NAMES))
        else:
            nm = uniq(lambda: r.choice(names_en) if r.random() < 0.8 else r.choice(EN_FIRST))
        facts.append({"kind": "name", "vals": {"name": nm, "role": r.choice(roles)}, "needles": [nm]})
        cmd = uniq(lambda: make_command(r, lang))
        facts.append({"kind": "command", "vals": {"cmd": cmd}, "needles": [cmd]})
        fid = uniq(lambda: fill_id(r, r.choice(ZH_ID_FORMATS if zh else EN_ID_FORMATS)))
        facts.append({"kind": "id", "vals": {"id": fid, "ctx": r.choice(ZH_ID_CONTEXT if zh else EN_ID_CONTEXT)}, "needles": [fid]})
        port = uniq(lambda: make_port(r))
        facts.append({"kind": "port", "vals": {"port": port, "ctx": r.choice(ZH_PORT_CONTEXT if zh else EN_PORT_CONTEXT)}, "needles": [port]})
        ver = uniq(lambda: make_version(r, lang))
        facts.append({"kind": "version", "vals": {"ver": ver, "ctx": r.choice(ZH_VERSION_CONTEXT if zh else EN_VERSION_CONTEXT)}, "needles": [ver]})
        amt = uniq(lambda: make_money(r, lang))
        facts.append({"kind": "money", "vals": {"amt": amt, "ctx": r.choice(ZH_MONEY_CONTEXT if zh else EN_MONEY_CONTEXT)}, "needles": [amt]})
        dt = uniq(lambda: make_date(r, lang))
        dctx = r.choice(ZH_DATE_CONTEXT if zh else EN_DATE_CONTEXT)
        facts.append({"kind": "date", "vals": {"date": dt, "ctx": dctx}, "needles": [dt]})
        c, rs = dec[i]
        facts.append({"kind": "decision", "vals": {"c": c, "r": rs}, "needles": [c, rs]})
        facts.append({"kind": "constraint", "vals": {"k": con[i]}, "needles": [con[i]]})
        facts.append({"kind": "question", "vals": {"q": que[i]}, "needles": [que[i]]})
    return facts


def render_fact(r, lang, fact, carrier, avoid=()):
    if carrier == "assistant":
        pool = (ZH_ASSIST_T if lang == "zh" else EN_ASSIST_T)[fact["kind"]]
    else:
        pool = (ZH_USER_T if lang == "zh" else EN_USER_T)[fact["kind"]]
    t = r.choice([x for x in pool if x not in avoid] or pool)
    fact["template"] = t
    text = t.format(**fact["vals"])
    if fact["kind"] == "date" and lang == "en" and carrier == "user" and t.startswith("{ctx}"):
        text = text[0].upper() + text[1:] if r.random() < 0.3 else text
    for n in fact["needles"]:
        if n not in text:
            raise SystemExit(f"template bug: needle {n!r} not in {text!r}")
    return text


# ---------------------------------------------------------------------------
# conversation building
# ---------------------------------------------------------------------------
TOPICS = ["lease", "lease", "contract", "contract", "filing", "gym", "wedding", "misc"]


def typo(r, s):
    """Now and then drop or swap a letter inside one longer word (never touches needles:
    applied to filler text only)."""
    if r.random() > 0.25:
        return s
    words = s.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) > 5 and w.isalpha()]
    if not idx:
        return s
    i = r.choice(idx)
    w = words[i]
    j = r.randint(1, len(w) - 3)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:] if r.random() < 0.5 else w[:j] + w[j + 1:]
    return " ".join(words)


def user_message(r, lang, topic, fact_texts, paste_ok):
    zh = lang == "zh"
    parts = []
    has_topic = not fact_texts
    op = r.choice(ZH_OPENERS if zh else EN_OPENERS)
    if op and r.random() < 0.55:
        parts.append(op)
    if fact_texts:
        if r.random() < 0.35:
            f = r.choice((ZH_FILLER_USER if zh else EN_FILLER_USER)[topic])
            parts.append(typo_zh(r, f) if zh else typo(r, f))
            has_topic = True
        parts.extend(fact_texts)
    else:
        f = r.choice((ZH_FILLER_USER if zh else EN_FILLER_USER)[topic])
        parts.append(typo_zh(r, f) if zh else typo(r, f))
    pastes = (ZH_PASTES if zh else EN_PASTES)[topic]
    if paste_ok and pastes and r.random() < (0.3 if fact_texts else 0.5):
        parts.append("\n\n" + r.choice(pastes) + "\n")
        has_topic = True
    cl = r.choice(ZH_CLOSERS if zh else EN_CLOSERS)
    if cl and r.random() < 0.4:
        parts.append(cl)
    sep = "" if zh else " "
    out = ""
    for p in parts:
        if not out:
            out = p.lstrip("\n")
        elif p.startswith("\n") or r.random() < 0.3:
            out += ("\n" if not p.startswith("\n") else "") + p
        else:
            out = join_zh(out, p) if zh else out + ("\n" if out[-1].isalnum() else "" if out.endswith("\n") else sep) + p
    return out.strip(), has_topic


def join_zh(out, p):
    if out.endswith(("。", "！", "？", "，", "…", "—", "\n", "~", "😂")):
        return out + p
    return out + ("。" if out.endswith(("了", "吧", "的", "哈")) else "，") + p


def typo_zh(r, s):
    """Chinese slips now and then: 的/得/地 mixed up, or a doubled comma (filler only)."""
    x = r.random()
    if x < 0.12 and "得" in s:
        return s.replace("得", "的", 1)
    if x < 0.2 and "地" in s:
        return s.replace("地", "的", 1)
    if x < 0.25 and "，" in s:
        return s.replace("，", "，，", 1)
    return s


RECENT = []


def assistant_message(r, lang, topic, fact_texts, defer, user_kinds, has_topic, tool=None):
    zh = lang == "zh"
    bodies = [b for b in (ZH_ASSIST_BODY if zh else EN_ASSIST_BODY)[topic] if b not in RECENT[-12:]]
    paras = []
    if has_topic or not user_kinds or r.random() < 0.3:
        paras.append(r.choice(ZH_ASSIST_OPEN if zh else EN_ASSIST_OPEN))
    if tool:
        paras.append(r.choice(TOOL_LEAD[lang][tool]))
    for k in user_kinds:
        pool = (ZH_ACK if zh else EN_ACK)[k]
        if pool:
            paras.append(r.choice(pool))
    if fact_texts:
        paras.extend(fact_texts)
    k = r.choice([1, 1, 2, 2, 3]) if has_topic else r.choice([0, 0, 1])
    chosen = r.sample(bodies, min(k, len(bodies)))
    RECENT.extend(chosen)
    paras.extend(chosen)
    if not paras:
        paras.append(r.choice(ZH_ASSIST_OPEN if zh else EN_ASSIST_OPEN))
    if defer:
        paras.append(r.choice(ZH_DEFER if zh else EN_DEFER))
    cl = r.choice(ZH_ASSIST_CLOSE if zh else EN_ASSIST_CLOSE)
    if cl:
        paras.append(cl)
    if len(paras) > 2 and len(paras[0]) < 40 and r.random() < 0.5:
        return paras[0] + ("" if zh else " ") + "\n\n".join(paras[1:])
    return "\n\n".join(paras)


def build(seed, lang, per_kind, attempt):
    r = random.Random(f"{SET}-{seed}-{lang}-{per_kind}-{attempt}")
    RECENT.clear()
    facts = make_facts(r, lang, per_kind)
    r.shuffle(facts)
    # who says it
    for f in facts:
        f["carrier"] = "assistant" if (f["kind"] in ASSISTANT_KINDS and r.random() < 0.2) else "user"
    # group into messages: sometimes two facts in one user message
    umsgs, amsgs = [], []
    i = 0
    ufacts = [f for f in facts if f["carrier"] == "user"]
    afacts = [f for f in facts if f["carrier"] == "assistant"]
    while i < len(ufacts):
        take = 2 if (r.random() < 0.25 and i + 1 < len(ufacts)) else 1
        umsgs.append(ufacts[i:i + take])
        i += take
    for f in afacts:
        amsgs.append([f])
    n_turns = max(r.randint(66, 118), len(umsgs) + 14, len(amsgs) + 14)
    n_turns = min(n_turns, 132)
    if len(umsgs) > n_turns - 1:
        raise SystemExit("PER_KIND too large for the 280-message cap")
    user_slots = sorted(r.sample(range(1, n_turns), len(umsgs)))
    uslot = dict(zip(user_slots, umsgs))
    free = [t for t in range(1, n_turns)
            if not any(f["kind"] == "question" for f in uslot.get(t, []))]
    asl = sorted(r.sample(free, len(amsgs)))
    aslot = dict(zip(asl, amsgs))

    rows, n_msgs = [], 0
    t = datetime(2026, 11, 20, 7, 40, 0) + timedelta(minutes=r.randint(0, 50))
    counter = [0]

    def stamp():
        nonlocal t
        t += timedelta(seconds=r.randint(30, 1500))
        if t.hour >= 21:
            t = (t + timedelta(days=1)).replace(hour=7, minute=r.randint(30, 59))
        return t.strftime("%Y-%m-%dT%H:%M:%SZ")

    def nid():
        counter[0] += 1
        return f"msg_{SET}{counter[0]}"

    def msg(role, text, fs):
        nonlocal n_msgs
        n_msgs += 1
        rows.append({"row": {"v": 2, "id": nid(), "createdAt": stamp(),
                             "item": {"type": "message", "role": role, "content": text},
                             "meta": {"uiRole": role}}, "facts": fs, "text": text})

    tools = ZH_TOOLS if lang == "zh" else EN_TOOLS
    zh = lang == "zh"
    for turn in range(n_turns):
        topic = r.choice(TOPICS)
        if turn == 0:
            msg("user", "你好，我是律所的律师助理，最近手上有个劳动仲裁和一堆合同审查，可能会经常来烦你😂" if zh else
                "hi! I'm a paralegal at a small firm, currently drowning in a commercial lease dispute plus a pile of contract reviews. you'll be hearing from me a lot", [])
            msg("assistant", "你好！没问题，劳动仲裁、合同审查或者生活上的琐事都可以找我。先从哪件开始？" if zh else
                "Hi! Happy to help with the lease dispute, the contract reviews, filings, or anything else that lands on your desk. Where do you want to start?", [])
            continue
        fs = uslot.get(turn, [])
        texts = []
        for f in fs:
            texts.append(render_fact(r, lang, f, "user", [g.get("template") for g in fs if g is not f]))
        if (zh is False) and texts and r.random() < 0.15:
            texts = [x[0].upper() + x[1:] if x[0].islower() and not any(x.startswith(n) for f in fs for n in f["needles"]) else x for x in texts]
        utext, has_topic = user_message(r, lang, topic, texts, True)
        msg("user", utext, fs)
        if r.random() < 0.08:  # double text
            msg("user", r.choice(["也可能是我想多了", "等下，还有一个事", "算了你先看这个"] if zh else
                                 ["wait, one more thing", "actually ignore the tone of that lol", "sorry, hit enter too early"]), [])
        tool = None
        if r.random() < 0.22:
            name, argf, outf = r.choice(tools)
            tool = name
            cid = f"call_{SET}{turn}"
            rows.append({"row": {"v": 2, "id": nid(), "createdAt": stamp(),
                                 "item": {"type": "function_call", "callId": cid, "name": name,
                                          "arguments": json.dumps(argf(r), ensure_ascii=False)}, "meta": {}},
                         "facts": [], "text": None})
            rows.append({"row": {"v": 2, "id": nid(), "createdAt": stamp(),
                                 "item": {"type": "function_call_result", "callId": cid, "name": name,
                                          "status": "completed", "output": outf(r)}, "meta": {}},
                         "facts": [], "text": None})
        afs = aslot.get(turn, [])
        atexts = [render_fact(r, lang, f, "assistant") for f in afs]
        defer = any(f["kind"] == "question" for f in fs)
        msg("assistant", assistant_message(r, lang, topic, atexts, defer,
                                                [f["kind"] for f in fs], has_topic, tool), afs)
    return facts, rows, n_msgs


def row_text(row):
    it = row["item"]
    if it["type"] == "message":
        return it["content"]
    return it.get("arguments", "") + "\n" + it.get("output", "")


def check(facts, rows, n_msgs):
    if not 130 <= n_msgs <= 280:
        return False
    needles = [n for f in facts for n in f["needles"]]
    if len(set(needles)) != len(needles):
        return False
    for a in needles:
        for b in needles:
            if a != b and a in b:
                return False
    texts = [row_text(x["row"]) for x in rows]
    for idx, x in enumerate(rows):
        for f in x["facts"]:
            f["row"] = idx
    for f in facts:
        for n in f["needles"]:
            hits = [i for i, tx in enumerate(texts) if n in tx]
            if hits != [f["row"]]:
                return False
    return True


def okbot(binary, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([binary] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode)
    return p.stdout


def max_summary(root):
    best = 0
    for dp, _, fns in os.walk(root):
        for fn in fns:
            if fn == "session-summary.json":
                try:
                    with open(os.path.join(dp, fn), encoding="utf-8") as fh:
                        s = json.load(fh).get("summary", "")
                except (OSError, ValueError, AttributeError):
                    continue
                if isinstance(s, str):
                    best = max(best, len(s))
    return best


def main():
    if len(sys.argv) < 3:
        sys.stderr.write(__doc__)
        sys.exit(2)
    binary, workdir = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    summary_max = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    all_kept = all_n = 0
    longest = 0
    for si, seed in enumerate(seeds):
        lang = "zh" if si == len(seeds) - 1 else "en"
        for attempt in range(300):
            facts, rows, n_msgs = build(seed, lang, per_kind, attempt)
            if check(facts, rows, n_msgs):
                break
        else:
            sys.exit(f"seed {seed}: no valid conversation after 300 attempts")
        root = os.path.join(os.path.abspath(workdir), f"root-{seed}")
        if os.path.exists(root):
            shutil.rmtree(root)
        okbot(binary, root, ["init"])
        okbot(binary, root, ["assistant", "create", "Writer"])
        okbot(binary, root, ["settings", "set", "contextCompression.summaryMaxChars", summary_max])
        batches, cur, cnt = [], [], 0
        for x in rows:
            cur.append(x["row"])
            if x["row"]["item"]["type"] == "message":
                cnt += 1
                if cnt == BATCH:
                    batches.append(cur)
                    cur, cnt = [], 0
        if cur:
            batches.append(cur)
        for b in batches:
            okbot(binary, root, ["session", "append", "-a", "Writer"],
                  "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in b))
            okbot(binary, root, ["compress", "-a", "Writer", "--now"])
        ctx = okbot(binary, root, ["context", "show", "-a", "Writer"])
        kept, missing = 0, []
        for f in sorted(facts, key=lambda f: f["row"]):
            ok = all(n in ctx for n in f["needles"])
            tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        all_kept += kept
        all_n += len(facts)
        print(f"seed {seed} ({lang}, {n_msgs} messages, {len(rows)} rows, {len(batches)} compressions): "
              f"{kept}/{len(facts)} = {100.0 * kept / len(facts):.1f}%")
        for f in missing:
            print(f"  missing {f['kind']}: {' + '.join(f['needles'])}")
        sys.stdout.flush()
        longest = max(longest, max_summary(root))
    for k in KINDS:
        a, n = tot[k]
        print(f"kind {k} {a}/{n} {100.0 * a / n if n else 0.0:.1f}")
    print(f"retention overall {100.0 * all_kept / all_n if all_n else 0.0:.1f}")
    print(f"max summary chars {longest}")


if __name__ == "__main__":
    main()

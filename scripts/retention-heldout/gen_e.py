#!/usr/bin/env python3
"""Held-out retention set "e": a small SaaS company (support lead, data engineer, founder)
talking with an assistant about escalations, billing, pipelines, hiring and a launch.

usage: python3 gen.py OKBOT WORKDIR [seed ...]      (default seeds 1..5, the last one Chinese)
env:   PER_KIND (default 10) facts of each kind per conversation.

Per conversation: append the rows in batches of 25 messages, `okbot compress -a Writer --now`
after each batch, then `okbot context show -a Writer`; a fact is retained when all of its
needles occur verbatim in what the model sees.  Standard library only."""
import json, os, random, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ----------------------------------------------------------------------------- English pools
EN_NAMES = ["Odalys Ferreira", "Bartek Wiśniewski", "Ngozi Okafor", "Henrik Lindqvist", "Marisol Tejada",
            "Cormac Deegan", "Yuki Tanabe", "Priyanka Deshmukh", "Thandiwe Mokoena", "Lucian Albescu",
            "Greta Halvorsen", "Rafael Quintana", "Ingrid Solberg", "Dmitri Volkonsky", "Aoife Brennan",
            "Kwabena Asante", "Solenne Marchetti", "Tobias Eckhardt", "Mireille Dufresne", "Ezekiel Obi",
            "Fenna Vermeulen", "Casimir Nowak", "Leilani Kahale", "Anouk Janssen"]
EN_CMDS = ["dbt run --select stg_invoices+ --target prod",
           "kubectl -n billing rollout restart deploy/invoicer",
           "airflow dags backfill nightly_usage -s 2026-10-01 -e 2026-10-07",
           "psql -h replica-two -c \"select count(*) from churn_events\"",
           "stripe invoices list --customer cus_Qx7Lm --limit 20",
           "gsutil -m cp gs://okb-exports/accounts/*.parquet .",
           "python manage.py refund_batch --dry-run --since 2d",
           "make seed-demo ENV=staging",
           "aws s3 sync s3://okb-support-dumps ./dump --exclude \"*.tmp\"",
           "pg_dump -Fc -t public.accounts warehouse > accounts.dump",
           "grep -c payment_failed /var/log/webhooks/*.log",
           "jq '.events | length' export.json",
           "git tag -a launch-rc2 -m \"launch candidate\"",
           "terraform plan -target=module.warehouse",
           "duckdb usage.db \"select plan, sum(seats) from accounts group by 1\"",
           "./scripts/rotate_keys.sh --env prod --dry-run",
           "celery -A billing purge -Q dunning",
           "docker compose up -d metabase",
           "sqlfluff lint models/marts",
           "crontab -l | grep export",
           "helm rollback support-widget 3",
           "bq query --use_legacy_sql=false < sql/mrr_by_plan.sql",
           "rg -n 'trial_end' app/billing",
           "tail -f /var/log/pipeline/ingest.log | grep -i error"]
EN_ID_PREFIX = ["SUP", "BILL", "DATA", "ZD", "INC", "LAUNCH", "OPS", "HR"]
EN_CHOICES = ["Paddle for EU billing", "Front for the shared support inbox", "a Wednesday launch",
              "annual-only pricing for the Team plan", "Fivetran for the Hubspot sync", "one contractor before a full-time hire",
              "Snowflake over BigQuery", "Postmark for transactional email", "a soft launch to the waitlist first",
              "weekly dunning emails instead of daily", "Metabase over Looker", "keeping the free tier",
              "Linear for the support escalations", "a flat onboarding fee"]
EN_REASONS = ["they handle VAT for us", "the team already knows it", "it's roughly half the price",
              "the big accounts asked for it", "we got burned by the last outage", "legal already signed off on it",
              "finance can reconcile it without spreadsheets", "hiring takes forever right now", "nobody reads the daily ones",
              "it does SSO out of the box", "the data has to stay in the EU", "we can undo it in a day",
              "support can run it without engineering", "the investors stopped asking about it"]
EN_ACTS = ["run migrations on prod", "issue refunds above the approval limit", "email the whole customer list",
           "touch the billing cron", "give contractors admin access", "delete customer exports", "push pricing page changes",
           "restart the warehouse", "promise a launch date to customers", "share the churn dashboard externally",
           "merge straight to main", "change anyone's seat count by hand"]
EN_CONDS = ["on a Friday afternoon", "without a second reviewer", "before the nightly backup finishes",
            "during month-end close", "while the founder is travelling", "unless there's a linked ticket",
            "before legal has seen it", "after 6pm Pacific", "during the launch window", "without telling support first",
            "while the backfill is running", "for accounts still in trial"]
EN_REQS = ["cc finance on the thread", "snapshot the database", "get a second pair of eyes", "post in the launch channel",
           "write it up in the runbook", "tell the account owner first", "export the audit log"]
EN_REQ_CONDS = ["before any refund goes out", "before touching the schema", "whenever a contract changes",
                "every time we change prices", "if an enterprise account escalates", "before each deploy to prod",
                "when a customer asks for data deletion"]
EN_TOPICS = ["the Zendesk renewal", "the on-call rotation for December", "the sales tax registration in Texas",
             "the data retention policy", "the second support hire", "the launch press list", "the SOC 2 auditor",
             "the old Heroku app", "the referral program", "the legacy CSV export", "the backup warehouse region",
             "the holiday coverage plan", "the partner discount tiers", "the status page vendor"]
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

def ordinal(d):
    return f"{d}{'th' if 10 <= d % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"

EN_USER_FRAMES = {
    "name": ["fwiw the renewal is owned by {0} now, she took it over last month",
             "{0} from their ops side pinged me AGAIN this morning",
             "can you draft something i can forward to {0}? keep it short pls",
             "looping in {0} on this, new contractor, starts next week",
             "ok so the person who actually signs off over there is {0}, not the CTO like we thought",
             "spoke w/ {0} earlier, shes fine with the plan as long as we dont surprise her"],
    "command": ["run `{0}` and paste me what it says",
                "$ {0}\n(thats what i ran before lunch, output looked sane)",
                "last time we fixed it with `{0}` iirc",
                "fyi the nightly thing is literally just `{0}` in a cron lol",
                "before you touch anything do `{0}` first",
                "$ {0}\nconnection reset by peer... retried and it went through tho"],
    "id": ["this is the same thing as {0}, customer just reopened it",
           "{0} is still sitting unassigned btw",
           "can you link {0} in the postmortem doc",
           "pls close out {0} once the refund actually lands",
           "tracking it under {0} for now, will split later if needed",
           "the dependabot alert was {0}, they marked it high"],
    "port": ["metabase is on {0} on that box, not the default one",
             "the webhook listener moved to port {0} after the migration",
             "firewall only lets {0} through from the vpn, everything else is dropped",
             "ssh tunnel to :{0} works, the other one just hangs",
             "grafana lives at http://ops-box:{0}/ if you need it"],
    "version": ["we're pinned to {0} of the stripe sdk because of the webhook signature mess",
                "prod is on {0}, staging is a bit ahead",
                "bumped dbt-core to {0} last night, nothing broke (yet)",
                "the customer's on-prem agent reports version {0}",
                "release notes for v{0} are in the drive, thats the launch build"],
    "money": ["theyre asking for a {0} credit on the last invoice",
              "quote came back at {0}/yr for the warehouse tier",
              "refund was {0}, i approved it",
              "budget for the contractor is capped at {0} a month",
              "the aws bill jumped to {0} last month wtf",
              "that segment is worth {0} in MRR, so not nothing"],
    "date": ["launch is {0}, no slipping this time",
             "their contract renews {0} so we have until then",
             "interview loop is scheduled for {0}",
             "she's out until {0}, so dont wait on her",
             "the backfill has to be done by {0} or finance will yell",
             "invoices go out {0}, dont forget"],
    "decision": ["ok decided: {0}, because {1}",
                 "we're going with {0} — {1}, end of discussion",
                 "founder call: {0}. reasoning was {1}",
                 "after going back and forth i think {0} makes the most sense since {1}",
                 "{0}. why? {1}. moving on",
                 "lets lock it: {0} ({1})"],
    "constraint": ["rule of thumb: never {0} {1}",
                   "pls dont {0} {1}, learned that the hard way",
                   "hard no on anyone trying to {0} {1}",
                   "reminder that we cant {0} {1}. not negotiable",
                   "{1} nobody gets to {0}, i dont care who asks"],
    "require": ["{1} you have to {0}, no exceptions",
                "new rule: {1} we {0}",
                "pls always {0} {1}",
                "{1}, {0}. every single time"],
    "question": ["who's actually owning {0}? nobody ever said",
                 "did we ever figure out {0}?",
                 "still no answer on {0} huh",
                 "random q — what are we doing about {0}",
                 "and {0}... is that still a thing or",
                 "has anyone even looked at {0} yet?"],
}
EN_ASSIST_FRAMES = {
    "name": ["From the thread you forwarded, the contact on their side is {0}.", "I'd address the reply to {0}, since she owns the account now."],
    "command": ["The export job in the repo runs `{0}` under the hood.", "You can check that with `{0}`; it's read-only."],
    "id": ["I found the earlier report, it was filed as {0}.", "That matches {0}, which is still open."],
    "port": ["The config you pasted has the admin listener on port {0}.", "The service binds {0} in the compose file."],
    "version": ["According to the lockfile the SDK is at {0}.", "The changelog you pasted ends at {0}."],
    "money": ["Adding up the line items you pasted gives {0} for the quarter.", "The credit they asked for comes to {0}."],
    "date": ["The calendar invite you forwarded is for {0}.", "Per the contract PDF the notice period ends {0}."],
    "decision": ["To recap the call: you agreed on {0}, mainly because {1}."],
    "constraint": ["Adding to the runbook: do not {0} {1}."],
    "require": ["Adding to the runbook: {1}, {0}."],
    "question": [],
}
EN_FILLER_U = ["ok", "lol yes", "brb standup", "ugh Monday again", "thats fine", "can you make it shorter",
               "Sarah from sales says hi", "had 3 coffees already and its not even 10", "hmm", "k thanks",
               "wait what", "yeah go on", "sorry was on a call with the Berlin folks", "nice", "makes sense",
               "the Zoom link is broken again", "Q4 board deck is eating my whole week", "perfect",
               "haha fair", "not sure tbh", "ok but shorter", "will check after lunch",
               "our Slack is on fire today", "Tom ordered pizza for the whole team, 6 large ones",
               "can you reword that, it sounds like a robot wrote it", "thx", "ok next thing",
               "i hate Jira so much", "the iPad app crashed during the demo lol", "alright",
               "hang on, the dog is barking at the UPS guy", "yep", "cool cool",
               "just back from the dentist, where were we"]
EN_FILLER_A = ["Sure, here's a tighter version that keeps the same points but reads less formally.",
               "Makes sense. I'd start with the customers who wrote in most recently and work backwards, since they're the most likely to churn if nobody answers.",
               "Happy to help. A good way to frame it is: what happened, what we did, what changes now, and when they'll hear from us next.",
               "I looked through what you pasted and nothing stands out beyond a couple of timeouts that retried successfully.",
               "One option is to split the work into smaller steps and check the numbers after each one, so if something looks off you only have to roll back a little.",
               "Good question to raise with the team. I'd write down the trade-offs in a short doc so people can comment asynchronously instead of in another meeting.",
               "For the email, I'd lead with the apology, then the concrete fix, and keep the technical detail to one short paragraph at the end.",
               "That's a reasonable plan. The main risk I see is timing, so it may be worth telling support in advance what to say if customers ask.",
               "Here's a draft you can tweak:\n\nHi there,\n\nThanks for your patience while we looked into this. We've found the cause and the fix is rolling out today. I'll follow up once it's confirmed on your account.\n\nBest,",
               "If the numbers disagree between the dashboard and the warehouse, it's usually a timezone boundary or late-arriving events rather than real data loss.",
               "I can't see your inbox, but based on what you've described, a short daily summary to the channel would probably cover most of what people need.",
               "Noted. I'll keep that in mind for the rest of this conversation.",
               "For hiring, a short paid take-home usually tells you more than a fourth interview round, and candidates tend to prefer it.",
               "A launch checklist usually covers: pricing page, docs, support macros, status page, a rollback plan, and who is on call that day.",
               "Sounds good. Let me know when you have the output and we can go through it line by line.",
               "Totally understandable, Mondays are rough. Take your time.",
               "You're right, that was too long. Shorter version: the job failed, it was retried, the numbers are fine now."]
EN_NOTE_HEADERS = ["pasting my notes from standup, sorry for the mess:", "notes from the call w/ the customer (raw):",
                   "dumping this here so i dont lose it —", "ok here's what i have from the weekly sync:",
                   "copy-paste from my notebook, some of this is old:"]
EN_NOTE_FILLER = ["- Berlin office still has no working printer", "- Q4 numbers look ok-ish, nothing alarming",
                  "- Tom wants a team lunch on Thursday", "- everyone hates the new Jira board",
                  "- someone should water the plants", "- 2 people out sick this week",
                  "- the Zoom recording failed again", "- Sarah is doing the demo, not me"]
EN_JOINERS = [" and also ", ". oh and ", "\nalso ", " — btw ", ". separately, ", " lol and "]
EN_TOOL_Q = ["refund", "launch", "pipeline", "hiring", "escalation", "invoice"]
EN_TOOL_R = ["found a few earlier messages about {q}; the most recent one says the plan is unchanged.",
             "no earlier messages match {q}.",
             "found some older messages mentioning {q}, mostly scheduling chatter, nothing new."]

# ----------------------------------------------------------------------------- Chinese pools
ZH_NAMES = ["许文博", "孟佳琪", "欧阳静", "卢振宇", "蔡晓岚", "老蒋", "小邓", "贺振华总", "钱律师", "宋雨桐",
            "杜子腾", "邵明轩", "彭丽娟", "小葛", "严主任", "蒋思涵"]
ZH_CHOICES = ["用 Paddle 收欧洲的钱", "先招一个外包", "团队版只卖年付", "周三发布", "客服收件箱迁到 Front",
              "保留免费版", "数仓上 Snowflake", "催款邮件改成每周一次", "报表用 Metabase", "先对候补名单小范围开放",
              "客户升级单放到 Linear 里跟", "收一笔固定的实施费"]
ZH_REASONS = ["他们会帮我们处理增值税", "团队本来就熟", "价格差不多便宜一半", "几个大客户点名要", "上次宕机吃过亏",
              "法务已经看过了", "财务对账方便", "招全职实在太慢", "每天发根本没人看", "自带单点登录",
              "数据必须留在欧盟", "一天之内就能回滚"]
ZH_ACTS = ["在生产库上跑迁移", "给外包开管理员权限", "群发邮件给全部客户", "动计费的定时任务", "对外承诺上线日期",
           "删客户导出的数据", "改官网价格页", "重启数仓", "把流失看板发给外部", "直接合到主分支"]
ZH_CONDS = ["周五下午", "没人复核的时候", "备份跑完之前", "月底结账期间", "法务没看过之前", "晚上十点以后",
            "发布窗口期间", "没通知客服之前", "回填还在跑的时候", "老板出差的时候"]
ZH_REQS = ["抄送财务", "先做数据库快照", "找第二个人看一眼", "在发布群里说一声", "写进运维手册", "先通知客户经理"]
ZH_REQ_CONDS = ["每次退款之前", "改表结构之前", "合同有变动的时候", "调价之前", "大客户投诉的时候", "每次上生产之前"]
ZH_TOPICS = ["Zendesk 续费", "十二月的值班表", "销售税登记", "数据保留策略", "第二个客服岗位", "发布会的媒体名单",
             "SOC 2 审计机构", "旧的 Heroku 应用", "推荐返利计划", "老的 CSV 导出", "备用数仓的区域", "春节值班安排"]
ZH_USER_FRAMES = {
    "name": ["这事得问{0}，合同在她手上", "{0}刚在群里说客户又来催了", "你帮我拟个消息发给{0}，语气客气点",
             "下周一{0}入职，先让她跟着客服排班", "跟{0}聊过了，她觉得没啥问题", "最后签字的是{0}，不是他们CTO"],
    "command": ["先跑一下 `{0}` 把结果贴给我", "$ {0}\n（这是我中午跑的，输出看着正常）", "上次就是 `{0}` 搞定的",
                "夜里那个任务其实就是 `{0}`，挂在cron里", "动手之前先 `{0}` 一下", "$ {0}\n报了个连接重置，重试一次就好了"],
    "id": ["{0} 又被客户重开了，还是同一个问题", "{0} 到现在还没人认领", "复盘文档里记得链接一下 {0}",
           "退款到账以后把 {0} 关掉", "先都记在 {0} 下面，回头再拆", "依赖扫描报的是 {0}，标的高危"],
    "port": ["Metabase 在那台机器的 {0} 端口上，不是默认的", "迁移以后 webhook 改到 {0} 端口了", "VPN 只放行 {0}，别的都拦了",
             "本地转发 {0} 就能看到后台", "grafana 地址是 http://ops-box:{0}/"],
    "version": ["Stripe SDK 锁在 {0}，因为签名那个坑", "生产环境是 {0}，预发已经更新了", "昨晚把 dbt 升到 {0} 了，暂时没出问题",
                "客户那边 agent 上报的版本是 {0}", "{0} 就是发布用的版本，发布说明在网盘里"],
    "money": ["客户要求补偿{0}", "数仓那档报价是一年{0}", "退了{0}，我批的", "外包预算每月封顶{0}",
              "上个月云账单涨到{0}了，离谱", "那一块客户每个月贡献{0}的收入"],
    "date": ["发布日期定在{0}，不能再拖了", "他们合同{0}续签", "面试安排在{0}下午", "她{0}之前都在休假，别等她",
             "回填必须在{0}前做完，不然财务要骂人", "{0}开发票，别忘了"],
    "decision": ["就这么定了，{0}，因为{1}", "商量了半天，最后还是{0}，{1}", "老板拍板：{0}。理由是{1}",
                 "{0}吧，毕竟{1}", "定了定了，{0}（{1}）"],
    "constraint": ["记住，{1}别{0}", "{1}不要{0}，之前吃过亏", "{1}谁都不许{0}", "说清楚：{1}绝对不能{0}", "提醒一下，{1}禁止{0}"],
    "require": ["{1}必须{0}", "新规矩：{1}一律{0}", "{1}记得{0}，没有例外"],
    "question": ["{0}到底谁负责？一直没人说", "{0}后来定了吗？", "{0}还是没人回我", "顺便问一下，{0}怎么办",
                 "{0}……还要不要搞啊", "{0}还没定吧？"],
}
ZH_ASSIST_FRAMES = {
    "name": ["从你转发的邮件看，对方的对接人是{0}。"], "command": ["导出任务底层跑的是 `{0}`。"],
    "id": ["我找到了之前的记录，编号是 {0}。"], "port": ["你贴的配置里管理端口是 {0}。"],
    "version": ["锁文件里 SDK 的版本是 {0}。"], "money": ["你贴的明细加起来是{0}。"],
    "date": ["你转发的会议邀请是{0}。"], "decision": ["总结一下刚才的会：决定{0}，主要因为{1}。"],
    "constraint": ["已写进手册：{1}不要{0}。"], "require": ["已写进手册：{1}必须{0}。"], "question": [],
}
ZH_FILLER_U = ["好", "嗯嗯", "收到", "我先去开个会", "周一又来了，头大", "今天咖啡已经喝了三杯", "销售那边的Amy说谢谢你",
               "行吧", "再短一点", "等下，我接个电话", "哈哈有道理", "继续", "这个写得太像机器人了，改口语一点", "谢了",
               "Zoom又打不开了", "Q4的董事会材料还没弄完", "下一个问题", "好的好的", "不太确定", "午饭回来再看",
               "Slack今天消息爆炸", "Tom给大家点了6个披萨", "刚从牙医那回来，说到哪了", "Jira真难用"]
ZH_FILLER_A = ["好的，这是改短以后的版本，意思不变，语气随意一些。",
               "明白。我建议先从最近来信的客户开始处理，他们最有可能因为没人回复而流失。",
               "可以这样组织：发生了什么、我们做了什么、接下来有什么变化、什么时候再同步。",
               "我看了一下你贴的内容，除了几次超时重试以外没有发现别的异常。",
               "一个办法是把工作拆成几小步，每一步做完核对一下数字，出问题也只需要回退一小部分。",
               "这个问题值得拿到团队里讨论。可以先写一页纸把利弊列清楚，让大家异步评论，少开一个会。",
               "邮件的话建议先道歉，再说具体的修复，技术细节放到最后一段，控制在几句话以内。",
               "计划挺合理的。主要风险在时间上，最好提前告诉客服，客户问起来该怎么回答。",
               "看板和数仓的数字对不上，一般是时区边界或者事件延迟到达，而不是真的丢了数据。",
               "好的，这个我在接下来的对话里会记着。",
               "招聘的话，一个短的有偿小作业通常比第四轮面试更能看出水平，候选人也更愿意。",
               "发布前的检查一般包括：价格页、文档、客服话术、状态页、回滚方案，以及当天谁值班。",
               "没问题，等你把输出贴过来，我们一行一行看。",
               "我按你的意思重新写了一版客户邮件：\n\n您好，\n\n非常抱歉这次给您带来的不便。我们已经定位到原因，修复今天会上线。上线确认以后我会第一时间跟您同步，如果这期间还有任何问题，直接回复这封邮件就行。\n\n祝好",
               "关于数据管道这块，我的建议是先把每天的任务跑完以后自动对一下行数，差异超过一定比例就在群里报警，这样问题能在客户发现之前被我们看到。另外历史数据的回填最好分批做，每批做完核对一次，别一次性全跑。"]
ZH_NOTE_HEADERS = ["把站会的笔记贴一下，有点乱：", "跟客户开会的原始记录：", "先记在这里免得忘了——", "周会记录如下："]
ZH_NOTE_FILLER = ["- 柏林办公室的打印机还是坏的", "- Q4的数据看着还行", "- Tom说周四团建吃饭", "- 大家都吐槽新的Jira看板",
                  "- 这周有2个人请病假", "- Zoom录屏又失败了", "- 演示由Sarah来讲"]
ZH_JOINERS = ["，还有，", "。另外", "\n对了，", "，顺便说一句，"]
ZH_TOOL_Q = ["退款", "发布", "数据管道", "招聘", "升级工单", "发票"]
ZH_TOOL_R = ["找到几条之前关于{q}的消息，最新一条说计划没变。", "没有找到和{q}相关的旧消息。", "找到一些提到{q}的旧消息，大多是约时间，没有新信息。"]


class Gen:
    def __init__(self, rng, zh):
        self.rng, self.zh, self.used, self.frame_use = rng, zh, set(), {}
        self.texts = []      # accepted fact sentences
        self.needles = []    # accepted needles
        p = [ZH_FILLER_U, ZH_FILLER_A, ZH_NOTE_HEADERS, ZH_NOTE_FILLER, ZH_TOOL_R, ZH_TOOL_Q, ZH_JOINERS] if zh else \
            [EN_FILLER_U, EN_FILLER_A, EN_NOTE_HEADERS, EN_NOTE_FILLER, EN_TOOL_R, EN_TOOL_Q, EN_JOINERS]
        self.filler_corpus = [s for pool in p for s in pool]

    def uniq(self, pool):
        c = [x for x in pool if x not in self.used]
        x = self.rng.choice(c or pool); self.used.add(x); return x

    def values(self, kind):
        r, zh = self.rng, self.zh
        if kind == "name": return [self.uniq(ZH_NAMES if zh else EN_NAMES)]
        if kind == "command": return [self.uniq(EN_CMDS)]
        if kind == "id":
            x = r.random()
            if x < 0.15: return [f"CVE-{r.choice([2025, 2026])}-{r.randint(10000, 52999)}"]
            if x < 0.35: return [f"#{r.randint(104, 4999)}"]
            return [f"{r.choice(EN_ID_PREFIX)}-{r.randint(100, 9999)}"]
        if kind == "port":
            return [str(r.choice([r.randint(3100, 9999), r.randint(10000, 39999)]))]
        if kind == "version":
            return [f"{r.randint(0, 14)}.{r.randint(0, 42)}.{r.randint(1, 29)}"]
        if kind == "money":
            if zh:
                return [r.choice([f"{r.randint(2, 48)}万元", f"¥{r.randint(3, 95) * 100}", f"{r.randint(11, 99) * 100}元",
                                  f"{r.randint(1, 9)}.{r.randint(1, 9)}万"])]
            return [r.choice([f"${r.randint(1, 48)},{r.randint(0, 9)}{r.choice(['00', '50'])}", f"${r.randint(2, 9) * 100 + 50}",
                              f"€{r.randint(1, 19)},{r.randint(1, 9)}00", f"${r.randint(2, 60)}.{r.randint(1, 9)}k"])]
        if kind == "date":
            m, d = r.randint(1, 12), r.randint(1, 28)
            if zh: return [r.choice([f"{m}月{d}日", f"{m}月{d}号"])]
            mon = EN_MONTHS[m - 1]
            return [r.choice([f"{mon} {ordinal(d)}", f"{mon[:3]} {ordinal(d)}", f"the {ordinal(d)} of {mon}", f"2027-{m:02d}-{d:02d}"])]
        if kind == "decision":
            return [self.uniq(ZH_CHOICES if zh else EN_CHOICES), self.uniq(ZH_REASONS if zh else EN_REASONS)]
        if kind == "constraint":
            if r.random() < 0.3:
                return ["require", self.uniq(ZH_REQS if zh else EN_REQS), self.uniq(ZH_REQ_CONDS if zh else EN_REQ_CONDS)]
            return ["forbid", self.uniq(ZH_ACTS if zh else EN_ACTS), self.uniq(ZH_CONDS if zh else EN_CONDS)]
        return [self.uniq(ZH_TOPICS if self.zh else EN_TOPICS)]

    def clash(self, text, needles):
        for n in needles:
            if any(n in t for t in self.texts) or any(n in t for t in self.filler_corpus):
                return True
        return any(n in text for n in self.needles)

    def fact(self, kind, role):
        for _ in range(200):
            vals = self.values(kind)
            fk = kind
            if kind == "constraint":
                fk = "constraint" if vals[0] == "forbid" else "require"; vals = vals[1:]
            frames = (ZH_ASSIST_FRAMES if self.zh else EN_ASSIST_FRAMES) if role == "assistant" else (ZH_USER_FRAMES if self.zh else EN_USER_FRAMES)
            fr = frames[fk] or (ZH_USER_FRAMES if self.zh else EN_USER_FRAMES)[fk]
            if kind == "id" and vals[0].startswith("CVE"):
                fr = [f for f in fr if "dependabot" in f or "依赖扫描" in f or "report" in f or "记录" in f] or fr
            elif kind == "id":
                fr = [f for f in fr if "dependabot" not in f and "依赖扫描" not in f] or fr
            # rotate through the frames: the least used one first, so frames repeat as little as possible
            low = min(self.frame_use.get(f, 0) for f in fr)
            frame = self.rng.choice([f for f in fr if self.frame_use.get(f, 0) == low])
            text = frame.format(*vals)
            if not self.clash(text, vals):
                self.texts.append(text); self.needles.extend(vals)
                self.frame_use[frame] = self.frame_use.get(frame, 0) + 1
                return text, vals
        raise RuntimeError(f"could not place a {kind} fact without a clash")


def assistant_long(rng, zh):
    pool = ZH_FILLER_A if zh else EN_FILLER_A
    k = rng.choice([1, 1, 2, 3, 4] + ([5, 6] if zh else []))
    return ("" if zh else "\n\n").join(rng.sample(pool, k)) if not zh else "".join(rng.sample(pool, k))


def conversation(seed, zh, per_kind):
    for attempt in range(50):
        rng = random.Random(seed * 104729 + attempt * 31 + (7 if zh else 0))
        g = Gen(rng, zh)
        m = rng.randint(130, 280)
        plan = [k for k in KINDS for _ in range(per_kind)]
        rng.shuffle(plan)
        # where the facts go: spread over the whole conversation, ~85% in user messages
        users = list(range(0, m - 2, 2)); assists = list(range(1, m - 2, 2))
        slots = {}
        for i, k in enumerate(plan):
            # stratify across the conversation so the facts are spread evenly
            lo = int(i * (m - 2) / len(plan)); hi = max(lo + 2, int((i + 1) * (m - 2) / len(plan)))
            pool_u = [x for x in users if lo <= x < hi] or users
            pool_a = [x for x in assists if lo <= x < hi] or assists
            role_pool = pool_a if (rng.random() < 0.15 and k != "question") else pool_u
            slots.setdefault(rng.choice(role_pool), []).append(k)
        # occasionally pull two neighbouring user facts into one long pasted note
        msgs, facts = [], []  # msgs: (role, text, [fact idx]) ; facts: (kind, needles, sentence)
        for i in range(m):
            role = "user" if i % 2 == 0 else "assistant"
            kinds = slots.get(i, [])
            sents = []
            for k in kinds:
                t, vals = g.fact(k, role)
                facts.append((k, vals, t)); sents.append((t, len(facts) - 1))
            fidx = [j for _, j in sents]
            if not sents and role == "user" and rng.random() < 0.08:  # a pasted note with nothing in it
                text = rng.choice(ZH_NOTE_HEADERS if zh else EN_NOTE_HEADERS) + "\n" + "\n".join(rng.sample(ZH_NOTE_FILLER if zh else EN_NOTE_FILLER, 4))
            elif not sents:
                text = rng.choice(ZH_FILLER_U if zh else EN_FILLER_U) if role == "user" else assistant_long(rng, zh)
            elif role == "assistant":
                body = ("" if zh else " ").join(t for t, _ in sents)
                text = (body + ("" if zh else "\n\n") + assistant_long(rng, zh)) if rng.random() < 0.7 else body
            elif len(sents) >= 3 or (len(sents) == 2 and rng.random() < 0.35):
                lines = [f"- {t}" for t, _ in sents] + rng.sample(ZH_NOTE_FILLER if zh else EN_NOTE_FILLER, rng.randint(1, 3))
                rng.shuffle(lines)
                text = rng.choice(ZH_NOTE_HEADERS if zh else EN_NOTE_HEADERS) + "\n" + "\n".join(lines)
            elif len(sents) == 2:
                text = rng.choice(ZH_JOINERS if zh else EN_JOINERS).join(t for t, _ in sents)
            else:
                text = sents[0][0]
                if rng.random() < 0.25:  # chit-chat wrapped around the fact
                    extra = rng.choice(ZH_FILLER_U if zh else EN_FILLER_U)
                    text = (extra + ("。" if zh else ". ") + text) if rng.random() < 0.5 else (text + ("。" if zh else ". ") + extra)
            msgs.append((role, text, fidx))
            if role == "assistant" and rng.random() < 0.14:
                q = rng.choice(ZH_TOOL_Q if zh else EN_TOOL_Q)
                msgs.append(("call", json.dumps({"query": q, "limit": 5}, ensure_ascii=False), []))
                msgs.append(("result", rng.choice(ZH_TOOL_R if zh else EN_TOOL_R).format(q=q), []))
        if verify(msgs, facts) is None:
            return rows_of(msgs, seed), facts, m
    raise RuntimeError(f"seed {seed}: no clash-free conversation")


def verify(msgs, facts):
    """every needle occurs in its own message; no needle occurs in any other message
    (filler, tool rows, other facts' sentences)."""
    for fi, (kind, needles, sent) in enumerate(facts):
        for n in needles:
            assert n in sent, (kind, n)
            for role, text, fidx in msgs:
                if fi in fidx:
                    assert n in text, (kind, n)
                    rest = text.replace(sent, "", 1)
                    if n in rest: return f"{n!r} twice in one message"
                elif n in text:
                    return f"{n!r} leaks into another message"
    return None


def rows_of(msgs, seed):
    rows = []
    for i, (role, text, _) in enumerate(msgs):
        at = f"2026-11-{10 + i // 1440:02d}T{(i // 60) % 24:02d}:{i % 60:02d}:00.000Z"
        rid = f"msg_e{seed:02d}{i + 1:05d}"
        if role == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_e{i}", "name": "search_history", "arguments": text}, "meta": {}})
        elif role == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_e{i - 1}", "name": "search_history", "status": "completed", "output": text}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
    return rows


def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed ({p.returncode}): {p.stderr}")
    return p.stdout


def summary_chars(root):
    best = 0
    for d in os.listdir(root):
        p = os.path.join(root, d, "session-summary.json")
        if os.path.exists(p):
            try: best = max(best, len(json.load(open(p, encoding="utf-8")).get("summary", "")))
            except (ValueError, OSError): pass
    return best


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    shutil.rmtree(work, ignore_errors=True); os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}; maxc = 0
    for n, seed in enumerate(seeds):
        zh = n == len(seeds) - 1
        rows, facts, nmsg = conversation(seed, zh, per_kind)
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"]); run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
        base = run(okbot, root, ["context", "show", "-a", "Writer"])
        for kind, needles, _ in facts:
            for x in needles:
                if x in base: sys.exit(f"seed {seed}: needle {x!r} already in the empty context")
        with open(os.path.join(work, f"conv-{seed}.jsonl"), "w", encoding="utf-8") as f:
            for r in rows: f.write(json.dumps(r, ensure_ascii=False) + "\n")
        batch, inb, runs = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message": inb += 1
            if inb >= 25 or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                batch, inb = [], 0
                run(okbot, root, ["compress", "-a", "Writer", "--now"]); runs += 1
                maxc = max(maxc, summary_chars(root))
        shown = run(okbot, root, ["context", "show", "-a", "Writer"])
        found, missing = 0, []
        for kind, needles, _ in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok: missing.append(f"  missing {kind}: {' + '.join(needles)}")
        print(f"seed {seed} ({'zh' if zh else 'en'}, {nmsg} messages, {len(rows)} rows, {runs} compressions): "
              f"{found}/{len(facts)} = {100 * found / len(facts):.1f}%")
        for line in missing: print(line)
        sys.stdout.flush()
    f = sum(v[0] for v in tot.values()); p = sum(v[1] for v in tot.values())
    for k in KINDS: print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100 * tot[k][0] / max(1, tot[k][1]):.1f}")
    print(f"retention overall {100 * f / max(1, p):.1f}")
    print(f"max summary chars {maxc}")


if __name__ == "__main__":
    main()

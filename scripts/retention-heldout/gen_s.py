#!/usr/bin/env python3
"""Held-out retention set "s": an on-call SRE at a payments company (English) and a
运维工程师 during 双十一 prep (Chinese), talking to their assistant over a week.

usage: python3 gen.py OKBOT WORKDIR [seed ...]      (default seeds 1 2 3 4 5; last seed is Chinese)
env:   PER_KIND (default 10) facts of each kind per conversation; SUMMARY_MAX (default 2000)

Each conversation: 130-280 user/assistant messages plus tool-call rows; PER_KIND facts of each of
10 kinds.  Rows are appended 25 messages at a time, `okbot compress -a Writer --now` after each batch,
then every fact's needles are looked up verbatim in `okbot context show -a Writer`.
Standard library only.
"""
import json, os, random, re, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ----------------------------------------------------------------------------- English pools
EN_FULL = ["Priya Natarajan", "Marcus Oyelaran", "Keiko Abe", "Darnell Hughes", "Ingrid Solberg", "Rafael Quintero",
           "Mei-Lin Cho", "Olusegun Bakare", "Hannah Weiss", "Sven Lindqvist", "Anjali Menon", "Dmitri Volkov",
           "Grace Okafor", "Lukas Brandt", "Camila Restrepo", "Farah Siddiqui", "Beatriz Lopes", "Kwame Mensah"]
EN_FIRST = ["Tomasz", "Yusuf", "Elif", "Nikolai", "Siobhan", "Thandiwe", "Bartek", "Aurelie", "Joaquin", "Radhika"]
EN_TEAMS = ["dba", "the payments core team", "netops", "the fraud squad", "platform", "risk eng", "security", "finance ops"]
NS = ["payments", "ledger", "risk", "checkout", "ops", "settlement"]
SVC = ["ledger-api", "payout-worker", "fraud-scorer", "card-vault", "settlement-batch", "webhook-relay", "fx-rates",
       "auth-gw", "recon-job", "refund-svc", "merchant-portal", "chargeback-svc"]
DBS = ["pg-ledger-prod-1", "pg-ledger-prod-2", "pg-risk-replica-3", "pg-payouts-prod", "pg-recon-01"]
TABLES = ["transactions", "ledger_entries", "payouts", "refunds", "merchant_balances", "card_tokens"]
CMD_T = [
    "kubectl -n {ns} rollout restart deploy/{svc}",
    "kubectl -n {ns} scale deploy/{svc} --replicas={r}",
    "kubectl -n {ns} logs deploy/{svc} --since={m}m | grep -i timeout",
    "kubectl -n {ns} get pods -l app={svc} -o wide",
    "helm rollback {svc} {r} -n {ns}",
    "psql -h {db} -U ops -c 'select count(*) from pg_stat_activity'",
    "pg_dump -Fc -j {r} -f /backups/{tbl}.dump ledger",
    "pg_repack -d ledger -t {tbl} --no-order",
    "aws rds reboot-db-instance --db-instance-identifier {db}",
    "terraform plan -target=module.{svcu}",
    "argocd app sync {svc}-prod --prune",
    "vault kv get secret/{svc}/db",
    "journalctl -u envoy --since '{m} min ago'",
    "kafka-consumer-groups --bootstrap-server kafka-{r}.internal:9092 --describe --group {svc}",
    "redis-cli -h {svc}-cache info memory",
    "systemctl restart pgbouncer@{r}",
    "kubectl -n {ns} exec -it deploy/{svc} -- curl -s localhost:{p}/healthz",
    "pg_basebackup -h {db} -D /var/lib/pg/standby -X stream -P",
    "kubectl cordon ip-10-4-{r}-{m}.ec2.internal",
    "istioctl proxy-config cluster deploy/{svc} -n {ns}",
]
ID_PREFIX = ["PAY", "INC", "SRE", "DBA", "SEC", "OPS", "LEDG", "RISK"]
CHOICES = ["pgbouncer in transaction mode", "blue/green for the ledger cutover", "logical replication instead of pg_dump",
           "Aurora over self-managed postgres", "a two-person rule for prod db writes", "a 5% canary held for an hour",
           "Terraform Cloud for the state files", "monthly game days", "keeping the old cluster warm for 72h",
           "paging only through PagerDuty, no more email alerts", "rate limiting at the envoy edge", "Debezium for CDC",
           "a dedicated read replica for the reporting queries", "rolling back instead of hotfixing",
           "follow-the-sun on-call with the Dublin folks", "no deploys after 4pm on weekdays",
           "partitioning transactions by month", "pinning the JDBC driver to the old minor"]
REASONS = ["the last hotfix made things worse", "finance won't sign off on new licenses",
           "session mode kept exhausting the connection slots", "replica lag went past 40s at peak",
           "the auditors want a paper trail", "nobody wants to babysit a nine hour restore",
           "vendor support has been basically nonexistent", "it's what we already know how to operate at 3am",
           "half the team is out over the holidays", "the cost difference is tiny",
           "it's the only option that keeps RPO under a minute", "we got burned exactly like this in the march outage",
           "the card networks require it for our tier", "the old setup falls over past 3k tps",
           "it shrinks the blast radius to a single merchant shard", "legal flagged the current approach"]
ACTS = ["run schema migrations", "restart the ledger primary", "force-push to main", "touch the HSM config on card-vault",
        "scale payout-worker below 4 replicas", "rotate the Stripe webhook secret", "drop the old partitions",
        "disable the velocity fraud rules", "run VACUUM FULL on ledger_entries", "delete anything in the audit bucket",
        "change the DNS TTLs on api.paycore.io", "kill long-running queries on the primary"]
CONDS = ["during the settlement batch window", "without a second reviewer", "before the WAL backup is verified",
         "while the change freeze is on", "unless the IC signs off", "between 23:00 and 02:00 UTC",
         "until legal has read the postmortem", "on a Friday afternoon", "if replica lag is above 10s",
         "without opening a change ticket", "while Visa is running their cert tests", "before finance closes the month"]
REQ_ACTS = ["take a manual snapshot", "post in #payments-incidents", "get a +1 from the DBA on call",
            "update the status page", "run the dry-run first", "export the pgbouncer stats"]
REQ_CONDS = ["before any failover", "whenever we touch the ledger schema", "every single time we roll back",
             "before cutting DNS over", "if the error budget drops below 20%", "after every pager handoff"]
TOPICS = ["retention policy for the audit logs", "fraud-scoring dashboard ownership", "budget for the DR region",
          "TLS cert renewal process", "on-call comp for the holiday week", "sunset date for the v1 webhooks",
          "backup encryption key rotation", "SOC2 evidence folder", "Black Friday capacity plan",
          "vendor escalation contact at the acquirer", "HSM failover runbook", "cost allocation tags",
          "PCI scope of the new cluster", "data residency for EU merchants"]
MONTHS = ["Nov", "Dec", "Jan"]
MONTHS_LONG = {"Nov": "November", "Dec": "December", "Jan": "January"}
MNUM = {"Nov": 11, "Dec": 12, "Jan": 1}

EN_FRAMES_U = {
    "name": ["{x} is IC tonight so route everything through them", "looping in {x} from {team}", "{x} says the replica lag graph is a red herring",
             "pinged {x} twice, no reply yet", "handing the pager to {x} at 9", "fwiw {x} wrote the original failover runbook",
             "cc {x} for the pm review", "talked to {x}, {team} is ok with the plan"],
    "command": ["ran `{x}` and it's back", "try `{x}` first?", "runbook says `{x}` but i'm nervous about it",
                "fwiw last time `{x}` fixed it", "for the record the fix was `{x}`", "can u sanity check `{x}` before i hit enter",
                "```\n$ {x}\n{out}\n```\nthat's what i got", "$ {x}\n{out}"],
    "id": ["opened {x} for it", "this is basically {x} all over again", "tracking in {x}", "{x} is the parent ticket for the migration",
           "are we patched for {x}?", "closing the dupe, real one is {x}", "link {x} in the pm doc pls"],
    "port": ["admin port is {x} btw", "metrics are on :{x} now, not the default", "opened {x} on the sg for the new replica",
             "pgbouncer moved to port {x}", "the canary listens on {x} fwiw", "fw rule needs tcp/{x} inbound from the vpn range",
             "healthcheck should hit {x}, someone had it wrong in the chart"],
    "version": ["{svc} is pinned to v{x}", "bumped postgres to {x} in staging", "rolled back to {x}, the new build leaks fds",
                "we're on chart version {x}", "envoy {x} has the fix apparently", "node pool is still on k8s {x} ugh",
                "pgbouncer {x} is what prod runs iirc"],
    "money": ["aws bill for the incident was ~{x}", "the SLA credit we owe them is {x}", "vendor quote came back at {x}/yr",
              "stuck refunds add up to {x}", "extra replicas will cost {x} a month", "finance approved {x} for the DR drill",
              "the duplicate payouts were {x} total, recovered most of it"],
    "date": ["migration window is {x}", "pm is due {x}", "freeze starts {x}", "the wildcard cert expires {x} fyi",
             "cutover got moved to {x}", "vendor is on-site {x}", "auditors show up {x}, need the evidence by then"],
    "decision": ["ok we're doing {c}, {r}", "going forward: {c}. reason: {r}", "{c} it is — {r}",
                 "consensus in the channel: {c} since {r}", "after the sync we landed on {c} bc {r}",
                 "fine, {c}. mostly because {r}", "calling it: {c}, tbh {r}", "decision for the pm doc -> {c} (why: {r})",
                 "nobody objected so {c}. {r}"],
    "constraint": ["do NOT {a} {c}", "hard rule: never {a} {c}", "pls don't {a} {c}, compliance will kill us",
                   "reminder that we can't {a} {c}", "no one should {a} {c} — learned that the hard way",
                   "new policy from the CTO, nobody is to {a} {c}"],
    "constraint_req": ["rule: always {a} {c}", "we must {a} {c}, no exceptions", "from now on you have to {a} {c}",
                       "non-negotiable: {a} {c}"],
    "question": ["does anyone know what's happening with the {x}?", "q nobody's answered yet: what's the plan for the {x}?", "still waiting on an answer re the {x}",
                 "wait who even decides the {x}??", "random but is the {x} written down anywhere", "do we have anything on the {x}? asked twice already",
                 "hm, what about the {x} — is that on us or on platform?"],
}
EN_FRAMES_A = {
    "name": ["I'd loop in {x} on this, since they own that area.", "{x} is the right person to sign off on the runbook change."],
    "command": ["The safer option is `{x}` — it's idempotent, so you can rerun it.", "You can confirm with:\n\n    $ {x}\n\nIf it comes back clean, you're good."],
    "id": ["I'd file this under {x} so the postmortem links cleanly.", "This looks like a repeat of {x}; worth linking the two."],
    "port": ["Note that the sidecar exposes metrics on port {x}, so the NetworkPolicy has to allow it.", "The replica's admin listener is on {x}; the security group only allows it from the bastion."],
    "version": ["The fix landed upstream in {x}, so upgrading should resolve the leak.", "Per the changelog, {x} is the first release with the pool timeout fix."],
    "money": ["Rough estimate: the extra capacity comes to about {x} for the month.", "Adding up the credits from the incident, that's {x} owed."],
    "date": ["Given the dependencies, the realistic target is {x}.", "The vendor's maintenance notice puts their window on {x}."],
    "decision": ["Summarizing for the doc: {c}, because {r}.", "Recording the call: {c}; rationale — {r}."],
    "constraint": ["Important guardrail to keep in mind: don't {a} {c}.", "One thing to be strict about: never {a} {c}."],
    "constraint_req": ["Reminder for the checklist: you need to {a} {c}.", "Make sure to {a} {c}; it's in the change policy."],
}
CMD_OUT = ["deployment.apps restarted", "NAME READY STATUS\nok   1/1   Running", "(1 row)", "Restarting...done", "error: timed out waiting for the condition",
           "Plan: 0 to add, 1 to change, 0 to destroy.", "no output, which i think is good?"]

EN_FILL_U = [
    "ack", "k", "lol", "brb coffee", "LGTM", "ugh", "ok looking", "yep", "one sec, Slack is lagging", "nvm found it", "sure",
    "tbh i hate this pager", "k8s being k8s again", "p99 back under {n}ms", "Grafana shows the spike ending around {hh}:{mm}",
    "PagerDuty woke me up at {h}am for a disk alert on a box that doesn't exist anymore",
    "standup moved to {hh}:30, Zoom link in the cal", "did the Datadog agent upgrade go out? seeing gaps in the APM traces",
    "iirc we had this exact thing last quarter", "anyway. back to the migration", "ok that's weird", "thanks, that helps",
    "can you write that up in a way i can paste into Confluence", "who approved that PR lol", "the Kafka lag alert is flapping again, muting for {n}min",
    "paste from the pod:\n```\n{log}\n{log}\n```", "seeing this all over the ledger logs:\n```\n{trace}\n```",
    "ok so context: Monday night the AWS us-east-1 ENI attach thing hit us, {n} pods stuck ContainerCreating, then the HPA freaked out and scaled the fraud scorer to the max, then Postgres ran out of connections and the whole checkout path went red for like {m} minutes. error rate peaked at {pct}% and we had Visa and Mastercard auths timing out. i'm still writing the timeline",
    "error budget for the month is basically gone, {pct}% burned", "is it me or is the Terraform plan super slow today",
    "someone in #general asked if checkout is down. it is not. it was {m} minutes ago",
    "reading the Istio docs again, why is everything a CRD", "more logs:\n{log}\n{log}\n{log}",
    "ok, merging the Helm values change after lunch unless someone screams", "the Jenkins runner died again fwiw",
    "spent an hour on a DNS issue that turned out to be a typo. classic", "p50 fine, p99 garbage, p999 don't ask",
    "we should really get a second Postgres DBA, bus factor of 1 is not great. not urgent, just venting",
    "haha the Status page still says Degraded from yesterday", "gonna grab lunch, ping me if the batch job dies",
    "the Friday deploy went fine for once", "oof", "right", "yeah no", "fair", "hm", "👀", "ty",
    "Sentry is drowning in {n} copies of the same NPE, muted", "the EKS upgrade notes are 40 pages, not reading that today",
    "so the thing nobody tells you about pgbouncer is that SHOW POOLS lies a little under load. anyway the graphs look sane now, cl_waiting dropped to 0 around {hh}:{mm} and the app pods stopped throwing. i'm going to leave it alone until the morning and re-check after the EU traffic ramps up, if it creeps again i'll page you (well, you know what i mean)",
    "fyi the AWS Health dashboard finally admitted it: 'increased API error rates in us-east-1'. {m} minutes after we noticed lol",
    "reading through yesterday's Slack thread and wow, {n} messages and nobody wrote down what actually fixed it",
    "another one:\n```\n{trace}\n```\nthis one is from the Go relay, different from the Java thing",
    "can we talk about the runbook format later, the Confluence page has like 6 versions and 3 of them are wrong",
    "ok the Visa cert environment is flaky again, {pct}% of test auths failing, not our problem today",
]
EN_FILL_A = [
    "That stack trace points at the connection pool rather than the query itself: the thread is blocked waiting for a free connection, and the timeout fires after the default {n}ms. If the pool is sized per pod, a scale-up of the API multiplies the total connections hitting Postgres, which is the usual way a small spike turns into a saturated primary.",
    "Looking at the log lines you pasted, the retries are all against the same upstream host, which suggests the Envoy outlier detection isn't ejecting it. I'd check the consecutive 5xx threshold and the ejection time; with the current settings a bad host can keep receiving traffic for a long time.",
    "Here's a draft timeline you can paste into Confluence:\n\n1. Alert fires on elevated 5xx at the edge.\n2. On-call acknowledges and starts looking at dashboards.\n3. Connection saturation observed on the primary.\n4. Mitigation applied, error rate recovers.\n5. Monitoring continues for an hour before resolving.\n\nFill in the exact times from PagerDuty and Grafana; I left them out so nothing is guessed.",
    "That's a sensible approach. The main risk with doing it incrementally is that you end up with two code paths live at the same time, so it's worth adding a metric that tells you which path served each request. That way the cutover is observable and you can roll back based on data rather than gut feeling.",
    "Understood.", "Makes sense.", "Sounds good — shout if you want me to look at anything else.", "Got it.",
    "The HPA behaviour you describe is expected: it scales on CPU, and a pod that's stuck waiting on the database burns little CPU, so the signal lags behind the real saturation. Scaling on a request-queue metric or on concurrency tends to react faster and avoids the overshoot you saw.",
    "A quick note on the Kafka lag alert: flapping usually means the threshold sits right at the normal peak. Either alert on lag growth over a window of several minutes or on consumer group staleness; both are much less noisy than a raw offset threshold.",
    "For the postmortem, I'd keep the contributing factors separate from the trigger. The trigger was the cloud-side networking issue, but the reason it became customer-visible is the chain of retries and pool exhaustion downstream, and that's the part you control.",
    "I don't see anything alarming in those lines beyond the retries; the {n} errors are spread across pods rather than concentrated, which argues against a single bad node.",
    "Re the Terraform slowness: large plans are usually dominated by refreshing state for every resource. Targeting a module or splitting the state by service is the standard fix, though it means a bit more ceremony for cross-cutting changes.",
    "Yes, that's a known rough edge. The workaround most teams use is to pin the sidecar image and bump it deliberately rather than letting it float with the control plane.",
    "Fair. If you want, I can turn the notes so far into a checklist for the next on-call, grouped by service, with the commands you've been running and what 'healthy' looks like for each.",
]
TOOLS_EN = [("query_grafana", lambda r, s: {"panel": f"{s} p99 latency", "range": f"{r.randint(1, 24)}h"},
             lambda r, s: f"series {s}: max {r.randint(200, 1900)}ms, mean {r.randint(40, 180)}ms over the window; {r.randint(0, 5)} gaps in scrape data."),
            ("search_runbooks", lambda r, s: {"query": f"{s} restart", "limit": 3},
             lambda r, s: f"3 results. Top: 'Restarting {s} safely' (last edited {r.randint(2, 11)} months ago) — drain, restart one pod at a time, watch error rate."),
            ("search_history", lambda r, s: {"query": s, "limit": 5},
             lambda r, s: f"found {r.randint(0, 9)} earlier messages about {s}; the newest is from this week and mentions the pool errors."),
            ("pagerduty_incidents", lambda r, s: {"service": s, "status": "triggered"},
             lambda r, s: f"{r.randint(0, 3)} open incidents for {s}; oldest opened {r.randint(5, 90)} minutes ago, acknowledged.")]

# ----------------------------------------------------------------------------- Chinese pools
ZH_NAMES = ["老张", "小李", "王磊", "陈静", "刘总", "赵工", "孙晓峰", "周经理", "吴海波", "郑丽娜", "马主管", "黄志强", "林老师", "何文斌", "蒋雯雯", "杜鹏"]
ZH_TEAMS = ["DBA组", "网关组", "风控那边", "客服中心", "财务部", "安全组", "前端组"]
ZH_CHOICES = ["用阿里云的RDS", "大促期间双人值班", "读写分离", "先扩容再压测", "Redis集群改成主从加哨兵", "日志全部切到SLS",
              "限流放在Nginx层", "灰度放百分之五的流量", "数据库迁移放到凌晨做", "老集群保留三天", "订单库按月分表", "CDN再加一家厂商"]
ZH_REASONS = ["去年大促就是这里出的事", "成本能省一半", "老板已经拍板了", "审计要求留痕", "DBA人手不够", "回滚最快",
              "客服那边压力太大", "厂商支持响应太慢", "大家都熟悉这套", "这样影响面最小", "法务那边有要求", "压测数据撑不住"]
ZH_ACTS = ["改生产配置", "重启主库", "直接合并代码", "清理binlog", "动支付网关的证书", "批量退款", "发版",
           "删历史订单", "关掉风控规则", "改DNS解析", "手动改库存", "切换主备"]
ZH_CONDS = ["双十一当天", "没有第二个人复核的时候", "备份没做完之前", "封网期间", "晚上十点以后", "没开变更单的情况下",
            "压测进行中", "大促零点前后一小时", "值班经理没同意之前", "财务对账的时候"]
ZH_REQ_ACTS = ["做一次全量备份", "在值班群里报备", "找DBA复核", "提前通知客服", "先在预发环境验证"]
ZH_REQ_CONDS = ["每次发版之前", "切流量之前", "回滚以后", "改任何库表结构之前", "凌晨操作的时候"]
ZH_TOPICS = ["大促值班表", "CDN扩容费用", "机房断电预案", "旧版APP下线时间", "日志保留期限", "备用机房", "压测报告",
             "证书续费流程", "海外仓接入", "数据库账号回收", "短信通道备份", "监控大屏"]
ZH_FRAMES_U = {
    "name": ["这事得找{x}", "{x}今晚值班，有事直接打电话", "刚跟{team}的{x}确认过了，从库没问题", "{x}说DBA那边周四有空",
             "我把{x}拉进群了", "明天早上交接给{x}", "{x}之前写过这块的预案"],
    "command": ["先跑一下 `{x}` 看看", "上次是 `{x}` 搞定的", "$ {x}\n{out}", "我刚执行了 `{x}`，恢复了",
                "runbook里写的是 `{x}`，但我有点虚", "帮我看看 `{x}` 这样写对不对"],
    "id": ["工单号是{x}", "这个在 {x} 里跟踪", "跟{x}是同一个问题", "{x} 关了没有？", "复盘文档里记得贴上{x}", "我新建了{x}"],
    "port": ["管理端口改成{x}了", "防火墙要放开{x}端口", "监控端口是 {x}", "网关现在监听在{x}", "新从库的端口是{x}，别写错了"],
    "version": ["线上还是{x}", "升级到{x}就好了", "已经回滚到 {x} 了", "nginx {x} 有这个bug", "k8s集群版本是{x}", "客户端最低支持版本定成{x}"],
    "money": ["报价{x}一年", "财务批了{x}", "这次故障赔了商家{x}", "扩容预算每个月{x}", "CDN这个月多花了{x}", "压测机器租了一周，{x}"],
    "date": ["{x}之前必须上线", "全链路压测定在{x}", "证书{x}过期", "{x}开始封网", "复盘会改到{x}", "厂商{x}来现场"],
    "decision": ["那就定了，{c}，因为{r}", "最后决定{c}，主要是{r}", "群里意见一致：{c}，理由是{r}", "就{c}吧，{r}",
                 "{c}，就这么定，毕竟{r}", "拍板了：{c}（{r}）"],
    "constraint": ["记住，{c}不要{a}", "{c}禁止{a}", "规定是{c}不能{a}", "{c}谁都别{a}", "{c}绝对不许{a}，出事算谁的"],
    "constraint_req": ["{c}必须{a}", "记一下，{c}一定要{a}", "新规定：{c}得{a}"],
    "question": ["{x}谁负责还没定吧？", "{x}到现在都没人回复", "对了，{x}有人管吗", "{x}到底怎么弄还不知道", "有人知道{x}的情况吗？"],
}
ZH_FRAMES_A = {
    "name": ["这个建议拉上{x}一起看，他对这块最熟。", "按值班表，这块可以让{x}来确认。"],
    "command": ["比较稳妥的做法是 `{x}`，可以重复执行。", "可以用下面的命令确认：\n\n    $ {x}\n\n没有报错就说明正常。"],
    "id": ["建议把这个记到 {x} 下面，复盘的时候好关联。", "这个看起来和{x}是同一类问题。"],
    "port": ["注意sidecar的监控端口是{x}，网络策略要放行。"],
    "version": ["上游在{x}修复了这个问题，升级应该能解决。"],
    "money": ["粗算一下，扩容这部分大概是{x}。"],
    "date": ["按现在的依赖关系，比较现实的时间是{x}。"],
    "decision": ["记录一下结论：{c}，原因是{r}。"],
    "constraint": ["有一条要特别注意：{c}不要{a}。"],
    "constraint_req": ["提醒一下：{c}必须{a}。"],
}
ZH_FILL_U = ["好的", "嗯嗯", "收到", "我看下", "刚才在开会", "又告警了，烦", "k8s又抽风了", "p99降下来了，现在{n}ms左右", "行",
             "Grafana上看CPU到了{pct}%，过了十分钟就掉下来了", "日志贴一下：\n{log}\n{log}", "这个报错你看下：\n```\n{trace}\n```",
             "今天又是加班到{h}点", "双十一越来越近了，压力山大", "钉钉群里已经炸了", "明白了", "谢谢", "我先去吃个饭",
             "刚才SLB那边抖了一下，{m}分钟就恢复了，应该是阿里云自己的问题", "Redis内存用到{pct}%了，先观察",
             "说一下背景：上周五晚上订单服务突然大量超时，从Nginx日志看{n}多个请求都卡在下游库存服务，MySQL连接数打满，后来重启了两台应用机才缓过来，整个过程大概{m}分钟，客服那边收到了不少投诉，今天要写复盘",
             "Jenkins又挂了", "这个PR谁批的哈哈", "算了，先不管它", "运营说今年的流量预估是去年的{n}倍，我不太信",
             "今天一整天都在开会，产品、运营、风控轮着来，每个人都说自己的需求最重要，最后也没定下来什么。晚上回来一看监控，订单服务的RT又涨了一截，GC日志里全是Full GC，估计是新加的那个营销活动缓存没设过期时间，内存一直涨。先临时扩了两台机器顶着，明天再让开发那边排查代码。说实话这种大促前临时加需求的事每年都有，但今年特别多，值班的人都快顶不住了，得想办法跟老板反映一下，至少要把需求冻结的时间往前提一周",
             "刚看了一眼阿里云的账单，这个月比上个月多了不少，主要是压测机器和带宽，细的等财务出报表再看",
             "又来一个：\n{log}\n{log}\n{log}\n这个是库存服务的，跟订单那个不是一回事",
             "哈哈，运营那边问能不能零点整再加一个秒杀活动，我直接说不行",
             "刚才Kafka消费组积压到了{n}万条，{m}分钟后自己消化掉了，应该是下游短暂卡住", "嗯", "好吧", "OK", "稍等",
             "晚上SLB的QPS峰值大概{n}k，比上周高了{pct}%，不过还没到压测的水位"]
ZH_FILL_A = ["从你贴的日志看，超时都集中在同一个下游，说明问题大概率在库存服务的连接池，而不是网关本身。建议先看连接池的等待队列和活跃连接数，再决定要不要扩容。",
             "好的。", "明白。", "收到，我记下来了。",
             "这种情况下一般分三步走：先限流保住核心链路，再定位瓶颈，最后扩容或者优化。大促前最好把每一步的操作和回滚方式都写进预案里，值班的人照着做就行。",
             "我看了一下这些报错，除了偶尔的重试之外，没有发现集中在某台机器上的异常，应该不是单点问题。",
             "复盘的时候建议把触发原因和放大原因分开写：触发是外部因素，但真正导致用户受影响的是重试风暴和连接池被打满，这部分是我们自己能改进的。",
             "Redis内存如果持续上涨，可以先看一下有没有没设置过期时间的大key，用 --bigkeys 扫一遍通常就能发现问题。",
             "有道理。如果需要，我可以把目前聊到的内容整理成一份大促值班清单，按服务分组，每项写清楚检查什么、正常值是多少。",
             "Full GC频繁的话，先用jstat看一下老年代的增长速度，再dump一份堆看看是哪类对象占得多。大促前临时加的缓存最容易出这种问题：没有设置过期时间、key的数量随活动商品线性增长，几个小时就能把老年代撑满。短期可以扩容顶住，长期还是要在代码里加上过期策略和容量上限，否则大促当天流量一上来，问题会被成倍放大。",
             "关于需求冻结，比较常见的做法是大促前两周冻结功能需求、前一周冻结所有非紧急变更，只允许修复类的发布，并且每次发布都要值班负责人同意。这样值班同学的压力会小很多，出了问题也更容易定位。"]

LOG_T = ["2026-11-{d:02d}T{hh}:{mm}:{ss}Z ERROR [{svc}] upstream connect error or disconnect/reset before headers retried={k} latency_ms={n}",
         "2026-11-{d:02d}T{hh}:{mm}:{ss}Z WARN  [{svc}] pool exhausted: active={k}0 idle=0 waiting={n}",
         "{hh}:{mm}:{ss}.{n} level=error svc={svc} msg=\"context deadline exceeded\" trace_id=a{n}f{k}e",
         "2026-11-{d:02d} {hh}:{mm}:{ss} UTC [{n}] FATAL:  remaining connection slots are reserved for non-replication superuser connections"]
TRACE_T = ["org.postgresql.util.PSQLException: Connection to pg-ledger:5432 refused.\n\tat com.paycore.ledger.PostingService.commit(PostingService.java:{n})\n\tat com.paycore.ledger.Api.post(Api.java:{k}8)",
           "panic: runtime error: invalid memory address or nil pointer dereference\ngoroutine {n} [running]:\nmain.(*Relay).Forward(0x0)\n\t/src/relay/forward.go:{k}7 +0x1c",
           "Traceback (most recent call last):\n  File \"recon/job.py\", line {n}, in run\n    rows = fetch_batch(cur)\nTimeoutError: [Errno 110] Connection timed out"]


def fill_tmpl(t, rng):
    def log():
        return rng.choice(LOG_T).format(d=rng.randint(20, 29), hh=f"{rng.randint(0, 23):02d}", mm=f"{rng.randint(0, 59):02d}",
                                        ss=f"{rng.randint(0, 59):02d}", svc=rng.choice(SVC), k=rng.randint(1, 9), n=rng.randint(10, 999))
    t = t.replace("{log}", "\x00L").replace("{trace}", "\x00T")
    t = t.format(n=rng.randint(120, 980), m=rng.randint(3, 55), pct=rng.randint(12, 97), h=rng.randint(1, 5), hh=f"{rng.randint(0, 23):02d}",
                 mm=f"{rng.randint(0, 59):02d}")
    while "\x00L" in t:
        t = t.replace("\x00L", log(), 1)
    while "\x00T" in t:
        t = t.replace("\x00T", rng.choice(TRACE_T).format(n=rng.randint(40, 400), k=rng.randint(1, 9)), 1)
    return t


EN_METRIC = ["p99 latency", "error rate", "connection count", "replica lag", "GC pause time", "queue depth", "CPU throttling", "5xx ratio"]
EN_ADJ = ["noisy but within normal bounds", "clearly elevated", "flat, which is a good sign", "spiky in a way that matches the deploy times", "slowly creeping up"]
EN_EVENT = ["the last deploy", "the node pool rotation", "Tuesday's failover", "the Kafka rebalance", "the pgbouncer restart", "the traffic shift from the EU edge"]
EN_ACTION = ["compare it against the same hour last week", "add a panel for it on the on-call dashboard", "leave it alone for now", "set a temporary alert at a conservative threshold", "check whether the HPA reacted to it"]
EN_NEXT = ["touching anything else", "the next batch window", "you hand over the pager", "the postmortem review", "rolling further"]
EN_SENT = [
    "The {met} on {svc} looks {adj} since {ev}.",
    "I'd {act} before {nxt}.",
    "If the {met} stays like this for more than {m} minutes, that's worth a page; otherwise it can wait for business hours.",
    "One thing I'd double-check is whether {svc} retries on timeouts, because retries against a saturated dependency make the {met} look worse than the underlying problem.",
    "From what you've described, {ev} is the most likely trigger, but I wouldn't put that in the postmortem until the timestamps line up.",
    "A cheap mitigation is to shed load at the edge for non-critical endpoints, so the checkout and auth paths keep their headroom.",
    "It's also worth writing down what you tried and in which order, even the things that didn't help; that's usually the most useful part of the timeline later.",
    "In my experience these {met} regressions after {ev} come from config drift rather than code, so a diff of the rendered Helm values is a good first step.",
    "The graphs you described are consistent with a slow leak rather than a sudden failure.",
    "For {svc} specifically, restarting one pod at a time and watching the {met} between each is slower but much safer than a full rollout.",
]
ZH_SENT = [
    "{svc}的{met}从{ev}之后就一直{adj}。", "建议先{act}，再考虑下一步。", "如果{met}持续超过{m}分钟，就值得拉人处理，否则可以等白天再看。",
    "还有一点要确认：{svc}在超时的时候会不会自动重试，重试风暴会让{met}看起来比实际问题严重得多。",
    "从你描述的情况看，{ev}最可能是触发点，不过在时间线对齐之前，复盘里先不要这么写。",
    "大促前比较便宜的做法是在入口层对非核心接口降级，把资源留给下单和支付链路。",
    "另外建议把尝试过的操作按顺序记下来，包括没起作用的，复盘的时候这部分往往最有价值。",
    "这种情况很多时候是配置漂移导致的，而不是代码问题，可以先对比一下两个环境的配置。",
    "对{svc}来说，一台一台地重启、每台之间观察一下{met}，虽然慢一点，但安全得多。"]
ZH_MET = ["p99延迟", "错误率", "连接数", "主从延迟", "GC停顿", "队列积压", "CPU使用率"]
ZH_ADJ = ["有点抖但还在正常范围", "明显偏高", "很平稳", "缓慢上涨"]
ZH_EV = ["上次发版", "节点轮换", "周二那次主备切换", "MQ重平衡", "昨晚的扩容"]
ZH_ACT = ["和上周同一时段对比一下", "在值班大盘上加一个面板", "观察一段时间", "临时加一个告警"]


def compose(rng, zh):
    sents = ZH_SENT if zh else EN_SENT
    k = rng.choice([1, 2, 2, 3, 3, 4, 5])
    out = []
    for t in rng.sample(sents, k):
        if zh:
            out.append(t.format(svc=rng.choice(SVC), met=rng.choice(ZH_MET), adj=rng.choice(ZH_ADJ), ev=rng.choice(ZH_EV),
                                act=rng.choice(ZH_ACT), m=rng.randint(5, 30)))
        else:
            out.append(t.format(svc=rng.choice(SVC), met=rng.choice(EN_METRIC), adj=rng.choice(EN_ADJ), ev=rng.choice(EN_EVENT),
                                act=rng.choice(EN_ACTION), nxt=rng.choice(EN_NEXT), m=rng.randint(5, 30)))
    return ("" if zh else " ").join(out) if rng.random() < 0.6 else "\n\n".join(out)


def filler(rng, role, zh):
    if zh:
        pool = ZH_FILL_U if role == "user" else ZH_FILL_A
    else:
        pool = EN_FILL_U if role == "user" else EN_FILL_A
    if role == "assistant" and rng.random() < 0.55:
        t = compose(rng, zh)
    else:
        t = fill_tmpl(rng.choice(pool), rng)
    if role == "assistant" and rng.random() < 0.35:  # long answers
        t = t + ("\n\n" if rng.random() < 0.5 else ("" if zh else " ")) + compose(rng, zh)
    return t


class Picker:
    """hands out needles that are unique and not substrings of one another"""
    def __init__(self, rng):
        self.rng, self.needles = rng, []

    def ok(self, x):
        return all(x not in y and y not in x for y in self.needles)

    def take(self, gen, tries=200):
        for _ in range(tries):
            x = gen()
            if self.ok(x):
                self.needles.append(x)
                return x
        raise RuntimeError("pool exhausted")


VERSION_SHAPES = [("k8s", lambda r: f"1.{r.randint(27, 31)}.{r.randint(1, 14)}"), ("postgres", lambda r: f"{r.randint(14, 17)}.{r.randint(1, 9)}"),
                  ("envoy", lambda r: f"1.{r.randint(26, 32)}.{r.randint(0, 9)}"), ("pgbouncer", lambda r: f"1.{r.randint(17, 23)}.{r.randint(0, 3)}"),
                  ("nginx", lambda r: f"1.{r.randint(20, 27)}.{r.randint(0, 5)}"), ("chart", lambda r: f"{r.randint(0, 9)}.{r.randint(0, 40)}.{r.randint(0, 12)}")]


def version_for(rng, frame):
    for key, g in VERSION_SHAPES:
        if key in frame:
            return g(rng)
    return f"{rng.randint(1, 9)}.{rng.randint(0, 40)}.{rng.randint(0, 30)}"


def en_value(rng, kind, pk):
    if kind == "name":
        return [pk.take(lambda: rng.choice(EN_FULL if rng.random() < 0.7 else EN_FIRST))]
    if kind == "command":
        return [pk.take(lambda: rng.choice(CMD_T).format(ns=rng.choice(NS), svc=rng.choice(SVC), svcu=rng.choice(SVC).replace("-", "_"),
                                                         r=rng.randint(2, 12), m=rng.randint(5, 90), db=rng.choice(DBS),
                                                         tbl=rng.choice(TABLES), p=rng.randint(8081, 8999)))]
    if kind == "id":
        def g():
            u = rng.random()
            if u < 0.15: return f"CVE-{rng.choice([2024, 2025, 2026])}-{rng.randint(10000, 59999)}"
            if u < 0.35: return f"#{rng.randint(100, 9999)}"
            return f"{rng.choice(ID_PREFIX)}-{rng.randint(100, 9999)}"
        return [pk.take(g)]
    if kind == "port":
        return [pk.take(lambda: str(rng.choice([rng.randint(1025, 9999), rng.randint(10000, 49151)])))]
    if kind == "version":
        return [pk.take(lambda: version_for(rng, "")), pk]
    if kind == "money":
        def g():
            u = rng.random()
            if u < 0.4: return f"${rng.randint(2, 95)},{rng.randint(0, 9)}00"
            if u < 0.6: return f"${rng.randint(11, 480)}k"
            if u < 0.75: return f"€{rng.randint(1, 60)},{rng.randint(1, 9)}50"
            if u < 0.9: return f"USD {rng.randint(1200, 99000):,}"
            return f"${rng.randint(2, 9)}.{rng.randint(1, 9)}M"
        return [pk.take(g)]
    if kind == "date":
        def g():
            mo = rng.choice(MONTHS); d = rng.randint(1, 30)
            suf = "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
            return rng.choice([f"{mo} {d}", f"{d} {mo}", f"{MNUM[mo]}/{d:02d}", f"{MONTHS_LONG[mo]} {d}{suf}", f"{mo} {d}{suf}"])
        return [pk.take(g)]
    if kind == "decision":
        return [pk.take(lambda: rng.choice(CHOICES)), pk.take(lambda: rng.choice(REASONS))]
    if kind == "constraint":
        if rng.random() < 0.3:
            return ["req", pk.take(lambda: rng.choice(REQ_ACTS)), pk.take(lambda: rng.choice(REQ_CONDS))]
        return ["neg", pk.take(lambda: rng.choice(ACTS)), pk.take(lambda: rng.choice(CONDS))]
    return [pk.take(lambda: rng.choice(TOPICS))]


def zh_value(rng, kind, pk):
    if kind == "name":
        return [pk.take(lambda: rng.choice(ZH_NAMES))]
    if kind == "money":
        def g():
            u = rng.random()
            if u < 0.35: return f"{rng.randint(2, 80)}万元"
            if u < 0.6: return f"¥{rng.randint(3, 98)}00"
            if u < 0.8: return f"{rng.randint(1, 9)}.{rng.randint(1, 9)}万"
            return f"{rng.randint(12, 990)}0元"
        return [pk.take(g)]
    if kind == "date":
        return [pk.take(lambda: f"{rng.choice([10, 11, 12])}月{rng.randint(1, 30)}{rng.choice(['日', '日', '号'])}")]
    if kind == "id":
        def g():
            if rng.random() < 0.25: return f"#{rng.randint(100, 9999)}"
            return f"{rng.choice(['OPS', 'SRE', 'DBA', 'ORDER', 'PROMO', 'SEC'])}-{rng.randint(100, 9999)}"
        return [pk.take(g)]
    if kind == "decision":
        return [pk.take(lambda: rng.choice(ZH_CHOICES)), pk.take(lambda: rng.choice(ZH_REASONS))]
    if kind == "constraint":
        if rng.random() < 0.3:
            return ["req", pk.take(lambda: rng.choice(ZH_REQ_ACTS)), pk.take(lambda: rng.choice(ZH_REQ_CONDS))]
        return ["neg", pk.take(lambda: rng.choice(ZH_ACTS)), pk.take(lambda: rng.choice(ZH_CONDS))]
    if kind == "question":
        return [pk.take(lambda: rng.choice(ZH_TOPICS))]
    return en_value(rng, kind, pk)  # command, port, version: same shapes


def render(rng, kind, vals, role, zh):
    frames = (ZH_FRAMES_A if role == "assistant" else ZH_FRAMES_U) if zh else (EN_FRAMES_A if role == "assistant" else EN_FRAMES_U)
    if kind == "constraint":
        typ, a, c = vals
        fr = rng.choice(frames["constraint_req" if typ == "req" else "constraint"])
        return fr.format(a=a, c=c), [a, c]
    if kind == "decision":
        c, r = vals
        return rng.choice(frames["decision"]).format(c=c, r=r), [c, r]
    x = vals[0]
    fr = rng.choice(frames[kind])
    if kind == "version":  # give the version the shape its product really has
        pk, fr = vals[1], fr
        for _ in range(20):
            fr = rng.choice(frames[kind])
            y = version_for(rng, fr)
            if pk.ok(y):
                pk.needles.remove(x) if x in pk.needles else None
                pk.needles.append(y); x = y
                break
    t = fr.format(x=x, team=rng.choice(ZH_TEAMS if zh else EN_TEAMS), svc=rng.choice(SVC), out=rng.choice(CMD_OUT))
    return t, [x]


EN_JOIN = [". ", "\n", " — also ", ", and ", ". btw ", "; ", "\n\nother thing: "]
ZH_JOIN = ["，", "。另外，", "\n", "。还有，", "；"]
EN_LEAD_U = ["ok ", "so ", "update: ", "quick one: ", "", "", "", "morning. ", "ugh ok so "]
ZH_LEAD_U = ["", "", "对了，", "更新一下：", "", "说个事，"]
EN_LEAD_A = ["Got it. ", "Noted. ", "Sure. ", "Thanks for the context. ", ""]
ZH_LEAD_A = ["好的。", "明白。", "收到。", ""]


def conversation(seed, zh, per_kind):
    for attempt in range(100):
        rng = random.Random(seed * 100003 + attempt * 7 + (1 if zh else 0))
        n_msgs = random.Random(seed).randint(130, 280)
        pk = Picker(rng)
        plan = [k for k in KINDS for _ in range(per_kind)]
        rng.shuffle(plan)
        roles = ["user" if i % 2 == 0 else "assistant" for i in range(n_msgs)]
        users = [i for i in range(n_msgs) if roles[i] == "user"]
        asst = [i for i in range(n_msgs) if roles[i] == "assistant"]
        # spread: the k-th fact lands near position k/len * n_msgs (jittered), user mostly
        slots = {}
        for j, kind in enumerate(plan):
            centre = (j + rng.random()) / len(plan) * n_msgs
            to_asst = kind != "question" and rng.random() < 0.2
            pool = asst if to_asst else users
            cands = sorted(pool, key=lambda i: abs(i - centre))[:6]
            cands = [i for i in cands if len(slots.get(i, [])) < (3 if roles[i] == "user" else 1)] or \
                    [i for i in pool if len(slots.get(i, [])) < 3]
            slots.setdefault(rng.choice(cands[:3]), []).append(kind)
        texts, facts = [], []  # texts: (role, text); facts: (kind, needles, row index)
        for i in range(n_msgs):
            role = roles[i]
            kinds = slots.get(i, [])
            if not kinds:
                texts.append((role, filler(rng, role, zh)))
            else:
                parts, row = [], len(texts)
                for kind in kinds:
                    vals = (zh_value if zh else en_value)(rng, kind, pk)
                    t, needles = render(rng, kind, vals, role, zh)
                    parts.append(t); facts.append((kind, needles, row))
                if zh:
                    body = parts[0]
                    for p in parts[1:]:
                        j = rng.choice(ZH_JOIN)
                        body += (j.lstrip("，。；") or "\n") + p if body[-1] in "？?。！" else j + p
                    lead = rng.choice(ZH_LEAD_U if role == "user" else ZH_LEAD_A)
                    if body.startswith(("对了", "记住", "记一下", "新规定")):
                        lead = ""
                else:
                    body = parts[0]
                    for p in parts[1:]:
                        j = rng.choice(EN_JOIN)
                        if body[-1] in "?!." and j[0] in ".;,":
                            j = " " + j[1:].lstrip() if j[1:].strip() else " "
                        body += j + p
                    lead = rng.choice(EN_LEAD_U if role == "user" else EN_LEAD_A)
                text = lead + body
                if role == "user" and rng.random() < 0.25:
                    text = fill_tmpl(rng.choice(ZH_FILL_U if zh else EN_FILL_U), rng) + ("\n" if rng.random() < 0.5 else ("。" if zh else ". ")) + text
                if role == "assistant" and rng.random() < 0.5:
                    text = text + "\n\n" + filler(rng, "assistant", zh)
                texts.append((role, text))
            if role == "assistant" and rng.random() < 0.15:
                name, args, out = rng.choice(TOOLS_EN)
                s = rng.choice(SVC)
                texts.append(("call", (name, json.dumps(args(rng, s)))))
                texts.append(("result", (name, out(rng, s))))
        # make sure each needle occurs only in its own message; reroll filler that collides
        all_needles = [x for _, nd, _ in facts for x in nd]
        fact_rows = {r for _, _, r in facts}
        bad = False
        for idx, (role, t) in enumerate(texts):
            if idx in fact_rows:
                continue
            body = t if isinstance(t, str) else " ".join(t)
            tries = 0
            while any(x in body for x in all_needles):
                tries += 1
                if tries > 50 or role in ("call", "result"):
                    bad = True; break
                t = filler(rng, role, zh); body = t
            texts[idx] = (role, t)
        if bad:
            continue
        for kind, needles, row in facts:
            for x in needles:
                hits = [i for i, (_, t) in enumerate(texts) if x in (t if isinstance(t, str) else " ".join(t))]
                if hits != [row]:
                    bad = True
        if bad:
            continue
        return texts, [(k, nd) for k, nd, _ in facts]
    raise RuntimeError(f"could not build conversation for seed {seed}")


def to_rows(texts):
    rows = []
    for i, (role, t) in enumerate(texts):
        at = f"2026-11-{23 + i * 7 // 280:02d}T{(i * 37 // 60) % 24:02d}:{(i * 37) % 60:02d}:00.000Z"
        rid = f"msg_s{i + 1:05d}"
        if role == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_s{i}", "name": t[0], "arguments": t[1]}, "meta": {}})
        elif role == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_s{i - 1}", "name": t[0], "status": "completed", "output": t[1]}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": role, "content": t}, "meta": {"uiRole": role}})
    return rows


def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed: {p.stderr}")
    return p.stdout


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
        texts, facts = conversation(seed, zh, per_kind)
        rows = to_rows(texts)
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
        base = run(okbot, root, ["context", "show", "-a", "Writer"])
        for kind, needles in facts:
            for x in needles:
                if x in base:
                    print(f"  warning: needle {x!r} already in the empty context")
        batch, inb, runs = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message": inb += 1
            if inb >= 25 or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                batch, inb = [], 0
                run(okbot, root, ["compress", "-a", "Writer", "--now"]); runs += 1
        shown = run(okbot, root, ["context", "show", "-a", "Writer"])
        for dp, _, fs in os.walk(root):
            if "session-summary.json" in fs:
                try:
                    maxc = max(maxc, len(json.load(open(os.path.join(dp, "session-summary.json")))["summary"]))
                except (ValueError, KeyError):
                    pass
        found, missing = 0, []
        for kind, needles in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok: missing.append(f"  missing {kind}: {' + '.join(needles)}")
        nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
        print(f"seed {seed} ({'zh' if zh else 'en'}, {nmsg} messages, {len(rows)} rows, {runs} compressions): {found}/{len(facts)} = {100 * found / len(facts):.1f}%")
        for m in missing: print(m)
        sys.stdout.flush()
    f = sum(v[0] for v in tot.values()); p = sum(v[1] for v in tot.values())
    for k in KINDS: print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100 * tot[k][0] / tot[k][1]:.1f}")
    print(f"retention overall {100 * f / p:.1f}")
    print(f"max summary chars {maxc}")


if __name__ == "__main__":
    main()

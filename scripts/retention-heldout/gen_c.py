#!/usr/bin/env python3
"""Retention check on conversations written apart from examples/gen-retention (style C: team chat about operations).
Its misses were read once to find kinds of phrasing the offline summary did not know; rules
were written for those kinds, never for its sentences.
usage: PER_KIND=N gen_c.py OKBOT WORKDIR [SEED...]   (N facts of each kind, default 10)"""
import json, os, random, subprocess, sys, shutil

EN_FIRST = ["Marisol", "Henrik", "Aiyana", "Tobias", "Keiko", "Dmitri", "Priya", "Olusegun", "Freya", "Mateo",
            "Ingrid", "Rahul", "Sione", "Beatrix", "Caspian", "Yusuf", "Noor", "Elodie", "Bjorn", "Lucia", "Farah", "Quentin"]
EN_LAST = ["Okafor", "Larsson", "Whitehorse", "Brandt", "Nakamura", "Volkov", "Raman", "Adeyemi", "Lindqvist", "Serrano",
           "Haugen", "Kapoor", "Tuilagi", "Fairchild", "Moreau", "Demir", "Haddad", "Rousseau", "Ekberg", "Ferreira"]
TOOLS = ["docker compose logs -f {s}", "git bisect start HEAD v{v}", "helm upgrade {s} ./charts/{s} -n prod",
         "psql -h db{n}.internal -U admin -c 'VACUUM ANALYZE {s}'", "aws s3 sync s3://{s}-assets ./assets --delete",
         "npm run migrate -- --env=staging{n}", "journalctl -u {s} --since '2 hours ago'", "redis-cli -p {p} FLUSHDB",
         "ansible-playbook site.yml --limit {s}{n}", "curl -sf http://localhost:{p}/healthz"]
SERVICES = ["billing", "ledger", "mailer", "search", "gateway", "reports", "checkout", "inventory", "auth", "media"]
PROJECTS = ["OPS", "FIN", "WEB", "DATA", "SEC", "MOB", "HR", "INFRA"]
CHOICES = ["Redis Streams", "a monorepo", "weekly releases", "Grafana Cloud", "the Hetzner boxes", "Stripe Billing",
           "server-side rendering", "a read replica", "feature flags", "SQLite for the edge cache", "Tailscale",
           "one shared on-call rotation", "Temporal for the workflows", "Meilisearch", "plain CSV exports"]
REASONS = ["the team already knows it", "it halves the hosting bill", "legal signed off on it", "it keeps the audit trail",
           "nobody wants another vendor", "latency in Asia matters most", "the old plan broke twice in June",
           "support asked for it", "it ships before the freeze", "the auditors want fewer moving parts",
           "it avoids a second login", "the contract ends in spring", "rollback becomes one click",
           "it runs on the boxes we already pay for", "the mobile team depends on it"]
ACTS = ["email the whole customer list", "restart the primary database", "merge to main", "rotate the signing keys",
        "deploy the payment service", "delete old invoices", "change DNS records", "run load tests against production",
        "publish the changelog", "touch the billing cron", "upgrade the kernel", "share the staging password",
        "resize the volumes", "drop the analytics tables", "invite external guests"]
CONDS = ["on Sundays", "during business hours", "without a second reviewer", "before the backup finishes",
         "while the auditors are on site", "after 6pm Friday", "unless Nadia is online", "in the last week of the quarter",
         "without telling support first", "from a personal laptop", "during the Black Friday week",
         "before legal reads it", "on a release day", "when the queue is above 10k", "without a ticket"]
THINGS = ["the legacy export job", "the second staging cluster", "the vendor NDA", "the SSO migration",
          "the on-call bonus", "the old marketing domain", "the QA contractor", "the Android beta",
          "the data retention period", "the office VPN", "the quarterly offsite", "the backup region",
          "the status page provider", "the translation budget", "the invoice template"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November"]
FILLER_U = ["ok", "thanks, that helps", "hmm, let me think about it", "can you say that more simply",
            "right, makes sense", "sure", "good point", "I'm back, sorry, had a call", "let's keep going",
            "that's what I thought too", "interesting", "go on"]
FILLER_A = ["Here is a short overview of the trade-offs we discussed so far. The main risk is timing; the rest is routine work that the team has done before.",
            "Understood. I will keep that in mind as we go through the remaining items on the list.",
            "Let me summarise the current state: most of the migration is planned, a few open points remain, and nothing is blocked right now.",
            "That sounds reasonable. The usual approach is to do it in small steps and check the metrics after each one.",
            "Good. Next we can look at monitoring, then at the rollout order, then at communication with customers.",
            "I looked at the logs you pasted; nothing unusual besides the usual retry noise from the client library."]

CN_NAMES = ["刘思远", "王静", "陈一鸣", "赵晓雯", "孙立新", "周婷", "吴昊天", "郑雅琪", "冯建国", "韩梅", "马骁", "林晨曦", "何佳怡", "高远"]
CN_ROLES = ["财务的", "市场部的", "运维的", "法务那边的", "产品经理", "设计组的", "客服主管", "HR的"]
CN_CHOICES = ["飞书", "阿里云", "每周二发版", "微信小程序", "自建机房", "顺丰冷链", "腾讯会议", "钉钉审批", "双人值班", "月结账期", "企业微信", "按季度预算"]
CN_REASONS = ["大家都在用", "成本低一半", "老板已经同意了", "审计要求留痕", "客户在华南", "上次出过两次事故", "合同明年到期", "售后比较好", "交付最快", "不用再培训", "数据要留在国内", "报销流程简单"]
CN_ACTS = ["发全员通知", "改生产配置", "删除历史订单", "给外部人员开权限", "重启主数据库", "直接合并代码", "对外公布价格", "动财务报表", "批量退款", "换供应商", "发布新版本", "清理日志"]
CN_CONDS = ["周末", "上班时间", "没有第二人复核的时候", "备份完成之前", "月底结账期间", "双十一期间", "法务没看过之前", "晚上十点以后", "没开工单的时候", "客服不知情的情况下", "季度末", "审计在场的时候"]
CN_THINGS = ["年会场地", "外包团队", "旧官网域名", "加班补贴", "数据保留期限", "新员工培训", "测试服务器", "海外仓", "发票模板", "备用机房", "会员积分规则", "客服外包合同"]
CN_FILLER_U = ["好的", "嗯嗯", "明白了", "谢谢", "我想一下", "继续", "有道理", "刚才开会去了", "行", "没问题"]
CN_FILLER_A = ["好的，我们先把目前的情况整理一下：大部分工作已经安排好了，还有几个点要确认。", "明白，这个我记下来了，后面安排的时候会考虑进去。",
               "一般的做法是分几步来，每一步做完看一下数据再继续。", "我看了一下你发的记录，除了偶尔的超时重试，没有发现别的异常。"]

def en_fact(rng, kind, used):
    def uniq(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    s = rng.choice(SERVICES); n = rng.randint(1, 9)
    if kind == "name":
        name = uniq([f"{f} {l}" for f in EN_FIRST for l in EN_LAST if f not in {u.split()[0] for u in used if ' ' in u}])
        t = rng.choice([f"Ping {name} about it, she owns the budget.", f"cc {name} on the next email please",
                        f"{name} signed off on the draft this morning", f"Can we ask {name}? He ran this last year.",
                        f"according to {name} the vendor is fine with it"])
        return t, [name]
    if kind == "command":
        cmd = rng.choice(TOOLS).format(s=s, n=n, v=f"{rng.randint(1,9)}.{rng.randint(0,20)}.0", p=rng.randint(6000, 6999))
        while cmd in used: cmd = rng.choice(TOOLS).format(s=rng.choice(SERVICES), n=rng.randint(1, 9), v="2.0.0", p=rng.randint(6000, 6999))
        used.add(cmd)
        t = rng.choice([f"you can check it with `{cmd}`", f"I usually do `{cmd}` first", f"the fix was:\n$ {cmd}\nand then wait a minute",
                        f"try `{cmd}` and paste the output"])
        return t, [cmd]
    if kind == "id":
        i = f"{rng.choice(PROJECTS)}-{rng.randint(100, 99999)}"
        t = rng.choice([f"see {i} for the details", f"this is the same bug as {i}, I think", f"I've put it under {i} in the tracker",
                        f"blocked by {i} still"])
        return t, [i]
    if kind == "port":
        p = str(rng.randint(2000, 40000))
        t = rng.choice([f"the {s} admin UI is on localhost:{p}", f"it binds {p} so the firewall rule needs that",
                        f"metrics are exposed on port {p}"])
        return t, [p]
    if kind == "version":
        v = f"{rng.randint(1, 30)}.{rng.randint(0, 40)}.{rng.randint(1, 60)}"
        prod = rng.choice(["postgres", "node", "python", "nginx", "the iOS app", "kafka", "terraform"])
        t = rng.choice([f"we're pinned to {prod} {v} until the upgrade", f"{prod} {v} fixed the leak", f"staging already runs {prod} {v}"])
        return t, [v]
    if kind == "money":
        a = f"{rng.randint(1, 98)},{rng.randint(0, 999):03d}"
        m = rng.choice([f"${a}", f"£{a}", f"€{a}"])
        t = rng.choice([f"the renewal is {m} a year", f"finance approved {m} for this", f"we spent {m} on it last quarter"])
        return t, [m]
    if kind == "date":
        d = f"{rng.choice(MONTHS)} {rng.randint(2, 28)}"
        t = rng.choice([f"it has to be live by {d}", f"the freeze starts {d}", f"the contract review is on {d}"])
        return t, [d]
    if kind == "decision":
        c, r = uniq(CHOICES), uniq(REASONS)
        t = rng.choice([f"ok, final answer: {c}, since {r}", f"after all that, we picked {c} because {r}",
                        f"let's settle it, {c} it is. Reason: {r}.", f"I've decided on {c}; {r}"])
        return t, [c, r]
    if kind == "constraint":
        a, c = uniq(ACTS), uniq(CONDS)
        t = rng.choice([f"one rule: nobody may {a} {c}", f"please never {a} {c}", f"heads up, we can't {a} {c}",
                        f"policy says don't {a} {c}"])
        return t, [a, c]
    th = uniq(THINGS)
    t = rng.choice([f"still no answer on {th}, who owns that?", f"what do we do about {th}?", f"nobody has decided about {th} yet, any idea?",
                    f"also, is {th} still needed?"])
    return t, [th]

def cn_fact(rng, kind, used):
    def uniq(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    s = rng.choice(SERVICES); n = rng.randint(1, 9)
    if kind == "name":
        name = uniq(CN_NAMES); role = rng.choice(CN_ROLES)
        return rng.choice([f"这个要找{role}{name}确认一下", f"{name}说供应商那边没问题", f"下次开会记得叫上{role}{name}"]), [name]
    if kind == "command":
        cmd = rng.choice(TOOLS).format(s=s, n=n, v="3.1.0", p=rng.randint(6000, 6999))
        while cmd in used: cmd = rng.choice(TOOLS).format(s=rng.choice(SERVICES), n=rng.randint(1, 9), v="3.1.0", p=rng.randint(6000, 6999))
        used.add(cmd)
        return rng.choice([f"可以先跑一下 `{cmd}` 看看", f"上次是用 `{cmd}` 解决的"]), [cmd]
    if kind == "id":
        i = f"{rng.choice(PROJECTS)}-{rng.randint(100, 99999)}"
        return rng.choice([f"工单号是{i}", f"这个问题记在 {i} 里了"]), [i]
    if kind == "port":
        p = str(rng.randint(2000, 40000))
        return rng.choice([f"后台管理端口是{p}", f"防火墙要开 {p} 端口"]), [p]
    if kind == "version":
        v = f"{rng.randint(1, 30)}.{rng.randint(0, 40)}.{rng.randint(1, 60)}"
        return rng.choice([f"线上现在还是 {v} 版本", f"升级到 {v} 以后就好了"]), [v]
    if kind == "money":
        m = rng.choice([f"{rng.randint(2, 900)*100}元", f"¥{rng.randint(2, 900)*100}"])
        return rng.choice([f"报价是{m}一年", f"财务批了{m}"]), [m]
    if kind == "date":
        d = f"{rng.randint(1, 12)}月{rng.randint(1, 28)}日"
        return rng.choice([f"最晚{d}要上线", f"合同{d}到期"]), [d]
    if kind == "decision":
        c, r = uniq(CN_CHOICES), uniq(CN_REASONS)
        return rng.choice([f"那就定了，用{c}，因为{r}", f"最后决定选{c}，主要是{r}", f"就用{c}吧，{r}"]), [c, r]
    if kind == "constraint":
        a, c = uniq(CN_ACTS), uniq(CN_CONDS)
        return rng.choice([f"记住，{c}不要{a}", f"{c}禁止{a}", f"规定是{c}不能{a}"]), [a, c]
    th = uniq(CN_THINGS)
    return rng.choice([f"{th}谁来定还不知道", f"{th}要不要保留？", f"{th}的事还没人回复呢"]), [th]

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

def conversation(seed, chinese, messages=180, per_kind=10):
    rng = random.Random(seed * 7919 + 13)
    used = set()
    plan = [k for k in KINDS for _ in range(per_kind)]
    rng.shuffle(plan)
    facts, texts = [], []
    # facts land in user messages mostly; some assistant messages carry facts too
    slots = sorted(rng.sample(range(messages - 14), len(plan) // 2 + len(plan) % 2))
    fi = 0
    k = 0
    while len([t for t in texts if t[0] in ("user", "assistant")]) < messages:
        role = "user" if k % 2 == 0 else "assistant"
        parts = []
        take = 0 if role == "assistant" else (2 if fi < len(plan) and rng.random() < 0.6 else (1 if fi < len(plan) and rng.random() < 0.8 else 0))
        for _ in range(take):
            if fi >= len(plan): break
            t, needles = (cn_fact if chinese else en_fact)(rng, plan[fi], used)
            facts.append((plan[fi], needles)); parts.append(t); fi += 1
        if not parts:
            parts.append(rng.choice((CN_FILLER_U if role == "user" else CN_FILLER_A) if chinese else (FILLER_U if role == "user" else FILLER_A)))
        elif role == "assistant":
            parts.insert(0, rng.choice(["明白。" if chinese else "Noted.", "好的，" if chinese else "Got it, and one more thing:"]))
        sep = "，" if chinese else (". " if rng.random() < 0.5 else "\n")
        texts.append((role, sep.join(parts)))
        if role == "assistant" and rng.random() < 0.15:
            q = rng.choice(["deploy", "budget", "vendor", "backup"])
            texts.append(("call", json.dumps({"query": q, "limit": 5})))
            texts.append(("result", f"found {rng.randint(0, 9)} earlier messages about {q}; the newest one is from last week and says the plan is unchanged."))
        k += 1
    assert fi == len(plan), (fi, len(plan))
    rows = []
    for i, (role, text) in enumerate(texts):
        at = f"2026-11-{20 + i // 1440:02d}T{(i // 60) % 24:02d}:{i % 60:02d}:00.000Z"
        rid = f"msg_c{i + 1:05d}"
        if role == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_{i}", "name": "search_history", "arguments": text}, "meta": {}})
        elif role == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_{i-1}", "name": "search_history", "status": "completed", "output": text}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
    return rows, facts

def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed: {p.stderr}")
    return p.stdout

def main():
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [101, 102, 103, 104, 105]
    shutil.rmtree(work, ignore_errors=True); os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}; maxc = 0
    for n, seed in enumerate(seeds):
        chinese = n == len(seeds) - 1
        rows, facts = conversation(seed, chinese, messages=rng_messages(seed), per_kind=int(os.environ.get("PER_KIND", "10")))
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
        batch, inb, runs = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message": inb += 1
            if inb >= 25 or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                batch, inb = [], 0
                run(okbot, root, ["compress", "-a", "Writer", "--now"]); runs += 1
        shown = run(okbot, root, ["context", "show", "-a", "Writer"])
        for d in os.listdir(root):
            p = os.path.join(root, d, "session-summary.json")
            if os.path.exists(p):
                maxc = max(maxc, len(json.load(open(p))["summary"]))
        found = 0
        for kind, needles in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok: print(f"  missing {kind}: {' + '.join(needles)}")
        print(f"seed {seed} ({'zh' if chinese else 'en'}, {len(rows)} rows, {runs} compressions): {found}/{len(facts)} = {100*found/len(facts):.1f}%")
    f = sum(v[0] for v in tot.values()); p = sum(v[1] for v in tot.values())
    for k in KINDS: print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100*tot[k][0]/tot[k][1]:.1f}")
    print(f"retention overall {100*f/p:.1f}")
    print(f"max summary chars {maxc}")

def rng_messages(seed):
    return random.Random(seed).randint(130, 260)

main()

"""The driver shared by the held-out retention sets (gen_c.py, gen_d.py): the Chinese
conversation, the conversation shape, and the run (append in batches of 25 messages,
`okbot compress --now` after each, then count the facts found verbatim in `context show`)."""
import json, os, random, subprocess, sys, shutil

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

def cn_fact(style, rng, kind, used):
    def uniq(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    s = rng.choice(style.SERVICES); n = rng.randint(1, 9)
    if kind == "name":
        name = uniq(CN_NAMES); role = rng.choice(CN_ROLES)
        return rng.choice([f"这个要找{role}{name}确认一下", f"{name}说供应商那边没问题", f"下次开会记得叫上{role}{name}"]), [name]
    if kind == "command":
        cmd = rng.choice(style.TOOLS).format(s=s, n=n, v="3.1.0", p=rng.randint(6000, 6999))
        while cmd in used: cmd = rng.choice(style.TOOLS).format(s=rng.choice(style.SERVICES), n=rng.randint(1, 9), v="3.1.0", p=rng.randint(6000, 6999))
        used.add(cmd)
        return rng.choice([f"可以先跑一下 `{cmd}` 看看", f"上次是用 `{cmd}` 解决的"]), [cmd]
    if kind == "id":
        i = f"{rng.choice(style.PROJECTS)}-{rng.randint(100, 99999)}"
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

def conversation(style, seed, chinese, messages=180, per_kind=10):
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
            t, needles = cn_fact(style, rng, plan[fi], used) if chinese else style.en_fact(rng, plan[fi], used)
            facts.append((plan[fi], needles)); parts.append(t); fi += 1
        if not parts:
            parts.append(rng.choice((CN_FILLER_U if role == "user" else CN_FILLER_A) if chinese else (style.FILLER_U if role == "user" else style.FILLER_A)))
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

def main(style, default_seeds):
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or default_seeds
    shutil.rmtree(work, ignore_errors=True); os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}; maxc = 0
    for n, seed in enumerate(seeds):
        chinese = n == len(seeds) - 1
        rows, facts = conversation(style, seed, chinese, messages=rng_messages(seed), per_kind=int(os.environ.get("PER_KIND", "10")))
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
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


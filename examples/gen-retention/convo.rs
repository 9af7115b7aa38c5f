//! Long synthetic conversations with seeded facts, for the summary-retention benchmark
//! (issue #13): built from templates with names, values and filler drawn by a seeded RNG, so
//! the figure measures the summarizer, not one text. Shared by `examples/gen-retention` and the
//! integration test `tests/all/summary_retention.rs` (included with `#[path]`).

use serde_json::{Value, json};

/// The kinds of facts a summary should keep.
pub const KINDS: [&str; 10] =
    ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"];

/// One seeded fact: its kind and the texts that must all appear verbatim.
#[derive(Debug, Clone)]
pub struct Fact {
    pub kind: &'static str,
    pub needles: Vec<String>,
}

pub struct Conversation {
    /// Envelope-v2 rows for `okbot session append`.
    pub rows: Vec<Value>,
    /// How many of the rows are user/assistant messages.
    pub messages: usize,
    pub facts: Vec<Fact>,
}

/// splitmix64.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xD1B5_4A32_D192_ED03)
    }
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }
    pub fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[self.below(xs.len())]
    }
    /// Draw without repeating (falls back to repeats once the pool is used up).
    pub fn unique<'a>(&mut self, xs: &[&'a str], used: &mut Vec<String>) -> &'a str {
        for _ in 0..50 {
            let x = self.pick(xs);
            if !used.iter().any(|u| u == x) {
                used.push(x.to_string());
                return x;
            }
        }
        self.pick(xs)
    }
}

const FIRST: &[&str] = &[
    "Priya", "Marco", "Dana", "Yusuf", "Ingrid", "Tomasz", "Leila", "Kenji", "Aisha", "Bruno", "Chloe",
    "Dmitri", "Elena", "Farid", "Greta", "Hiro", "Imani", "Jonas", "Keiko", "Luca", "Mei", "Nadia", "Oscar",
    "Paula", "Rafael", "Sofia", "Tariq", "Uma", "Viktor", "Wen",
];
const LAST: &[&str] = &[
    "Raman",
    "Okafor",
    "Lindqvist",
    "Haddad",
    "Moreau",
    "Novak",
    "Tanaka",
    "Silva",
    "Kowalski",
    "Ferreira",
    "Berg",
    "Nakamura",
    "Petrov",
    "Castillo",
    "Dubois",
    "Schmidt",
    "Oyelaran",
    "Rossi",
    "Jensen",
    "Alvarez",
];
const ROLES: &[&str] = &[
    "DBA",
    "release manager",
    "SRE lead",
    "product owner",
    "security officer",
    "finance",
    "legal",
    "QA lead",
    "tech lead",
    "support manager",
    "designer",
    "data engineer",
];
const SERVICES: &[&str] = &[
    "api", "billing", "search", "auth", "ingest", "reports", "gateway", "worker", "notifier", "ledger",
    "catalog", "checkout",
];
const PRODUCTS: &[&str] =
    &["Postgres", "Redis", "nginx", "Grafana", "Kafka", "Node", "Terraform", "Elastic", "RabbitMQ", "Vault"];
const PREFIXES: &[&str] = &["OPS", "INC", "SEC", "FIN", "DATA", "REL", "SUP", "PLAT", "WEB", "INFRA"];
const MONTHS: &[&str] =
    &["January", "February", "March", "April", "May", "June", "July", "September", "October"];
const CHOICES: &[&str] = &[
    "Cloudflare Pages",
    "Hetzner",
    "Fly.io",
    "SQLite",
    "ClickHouse",
    "Redis Streams",
    "Caddy",
    "Tailscale",
    "Backblaze B2",
    "Plausible",
    "Sentry",
    "Loki",
    "Temporal",
    "NATS",
    "MinIO",
    "Keycloak",
    "Meilisearch",
    "Litestream",
    "Traefik",
    "Woodpecker CI",
];
const REASONS: &[&str] = &[
    "cheaper egress",
    "simpler backups",
    "lower latency",
    "better audit logs",
    "fewer moving parts",
    "EU data residency",
    "faster cold starts",
    "built-in retries",
    "open source licence",
    "smaller bill",
    "native TLS",
    "team familiarity",
    "predictable pricing",
    "less vendor lock-in",
];
const ACTIONS: &[&str] = &[
    "restart primary",
    "rotate keys",
    "run migrations",
    "purge caches",
    "resize volumes",
    "deploy billing",
    "touch prod-eu",
    "email customers",
    "drop replicas",
    "merge hotfixes",
    "change DNS",
    "reindex search",
];
const CONDITIONS: &[&str] = &[
    "during business hours",
    "without a fresh backup",
    "before legal review",
    "on Fridays",
    "without two approvals",
    "after 18:00 UTC",
    "while on-call is empty",
    "above 70% load",
    "before month-end close",
    "without a rollback plan",
    "during freeze week",
    "outside maintenance windows",
];
const THINGS: &[&str] = &[
    "Q3 vendor budget",
    "staging data retention",
    "pager rotation",
    "GDPR export format",
    "disaster recovery drill",
    "legacy cron jobs",
    "customer SLA credits",
    "log sampling rate",
    "SSO rollout order",
    "archive bucket policy",
    "mobile release cadence",
    "fraud rule thresholds",
    "invoice numbering scheme",
    "API deprecation date",
];
const FILLER: &[&str] = &[
    "That makes sense, thanks for walking me through it.",
    "Okay, give me a second to look at the dashboard.",
    "Sounds good to me so far, carry on.",
    "I had a long morning of meetings, sorry for the slow replies.",
    "Right, that matches what I saw last week as well.",
    "Let me think about that for a moment before we move on.",
    "Good point, I had not considered that angle at all.",
    "Nothing urgent there, it can wait until after lunch.",
    "Honestly the coffee machine on our floor is broken again.",
    "I will keep that in mind while we work through the rest.",
    "The team seemed happy with how the last sprint went.",
    "We can revisit the wording later, it is fine for now.",
    "Thanks, that summary helps a lot, really appreciated.",
    "Understood, I will wait for your next suggestion then.",
];
const REPLIES: &[&str] = &[
    "Noted. I will keep that in the plan.",
    "Understood, that is recorded.",
    "Got it, moving on to the next part.",
    "Makes sense; I have added it to our notes.",
    "Sure, that works with what we discussed.",
    "Okay, I will factor that in.",
];

/// Kinds in the order facts are planted: shuffled per conversation.
fn plant_order(rng: &mut Rng, per_kind: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..KINDS.len()).flat_map(|k| std::iter::repeat_n(k, per_kind)).collect();
    for i in (1..order.len()).rev() {
        let j = rng.below(i + 1);
        order.swap(i, j);
    }
    order
}

/// A user sentence planting one fact of `kind` (English), and the fact.
fn plant_en(rng: &mut Rng, kind: usize, used: &mut Vec<String>) -> (String, Fact) {
    let fact = |needles: Vec<String>| Fact { kind: KINDS[kind], needles };
    match kind {
        0 => {
            let name = format!("{} {}", rng.unique(FIRST, used), rng.pick(LAST));
            let role = rng.pick(ROLES);
            let text = match rng.below(3) {
                0 => format!("Please loop in {name}, our {role}, before we go further."),
                1 => format!("I talked to {name} ({role}) about this yesterday."),
                _ => format!("{name} from {role} will review the change."),
            };
            (text, fact(vec![name]))
        }
        1 => {
            let svc = rng.pick(SERVICES);
            let cmd = match rng.below(5) {
                0 => format!("kubectl rollout restart deploy/{svc}-{}", rng.range(1, 9)),
                1 => format!("pg_dump -Fc {svc}_db -f /backups/{svc}-{}.dump", rng.range(10, 99)),
                2 => format!("systemctl restart {svc}-{}.service", rng.range(1, 9)),
                3 => format!("terraform apply -target=module.{svc}_{}", rng.range(1, 20)),
                _ => format!("rsync -av /srv/{svc}/ backup{}:/srv/{svc}/", rng.range(1, 9)),
            };
            let text = match rng.below(3) {
                0 => format!("To fix it, run `{cmd}` on the bastion."),
                1 => format!("The runbook step is `{cmd}` after the drain."),
                _ => format!("Last time this worked: $ {cmd}"),
            };
            (text, fact(vec![cmd]))
        }
        2 => {
            let id = format!("{}-{}", rng.pick(PREFIXES), rng.range(1000, 9999));
            let text = match rng.below(2) {
                0 => format!("Ticket {id} tracks the follow-up work."),
                _ => format!("I filed it as {id} so we do not forget."),
            };
            (text, fact(vec![id]))
        }
        3 => {
            let port = rng.range(1025, 64999).to_string();
            let svc = rng.pick(SERVICES);
            (format!("The {svc} service listens on port {port} internally."), fact(vec![port]))
        }
        4 => {
            let v = format!("{}.{}.{}", rng.range(1, 19), rng.range(0, 30), rng.range(0, 40));
            let product = rng.pick(PRODUCTS);
            (format!("We are still running {product} v{v} in production."), fact(vec![format!("v{v}")]))
        }
        5 => {
            let amount = rng.range(1, 90) * 250 + rng.range(0, 3) * 10;
            let amount = format!("{},{:03}", amount / 1000 + 1, amount % 1000);
            let money = match rng.below(3) {
                0 => format!("${amount}"),
                1 => format!("€{amount}"),
                _ => format!("{amount} USD"),
            };
            (format!("The quote for that came in at {money} per year."), fact(vec![money]))
        }
        6 => {
            let date = if rng.below(2) == 0 {
                format!("2027-{:02}-{:02}", rng.range(1, 12), rng.range(1, 28))
            } else {
                format!("{} {}", rng.pick(MONTHS), rng.range(2, 28))
            };
            (format!("The hard deadline for this part is {date}."), fact(vec![date]))
        }
        7 => {
            let choice = rng.unique(CHOICES, used);
            let reason = rng.unique(REASONS, used);
            let text = match rng.below(3) {
                0 => format!("We'll go with {choice} because of {reason}."),
                1 => format!("Decided: {choice}, mainly for {reason}."),
                _ => format!("Let's go with {choice}; the reason is {reason}."),
            };
            (text, fact(vec![choice.to_string(), reason.to_string()]))
        }
        8 => {
            let action = rng.unique(ACTIONS, used);
            let cond = rng.unique(CONDITIONS, used);
            let text = match rng.below(3) {
                0 => format!("Never {action} {cond}."),
                1 => format!("We must not {action} {cond}."),
                _ => format!("Rule from ops: do not {action} {cond}."),
            };
            (text, fact(vec![action.to_string(), cond.to_string()]))
        }
        _ => {
            let thing = rng.unique(THINGS, used);
            let text = match rng.below(3) {
                0 => format!("Open question: who decides the {thing}?"),
                1 => format!("Do we still need the {thing} at all?"),
                _ => format!("What should happen with the {thing}?"),
            };
            (text, fact(vec![thing.to_string()]))
        }
    }
}

const CN_SURNAMES: &[&str] =
    &["王", "李", "张", "刘", "陈", "杨", "赵", "吴", "周", "徐", "孙", "马", "朱", "胡", "郭"];
const CN_GIVEN: &[&str] =
    &["伟", "芳", "娜", "敏", "静", "磊", "强", "洋", "艳", "杰", "涛", "明", "超", "霞", "平"];
const CN_TITLES: &[&str] = &["经理", "总监", "老师", "主管"];
const CN_CHOICES: &[&str] = &[
    "阿里云",
    "腾讯云",
    "飞书",
    "钉钉",
    "ClickHouse",
    "Redis",
    "PostgreSQL",
    "MinIO",
    "Nacos",
    "Kafka",
    "Grafana",
    "Caddy",
];
const CN_REASONS: &[&str] = &[
    "成本更低",
    "延迟更低",
    "运维简单",
    "团队熟悉",
    "合规要求",
    "扩展性好",
    "社区活跃",
    "备份方便",
    "价格透明",
    "稳定性高",
];
const CN_ACTIONS: &[&str] = &[
    "重启主库",
    "轮换密钥",
    "执行迁移",
    "清理缓存",
    "修改DNS",
    "发布账单服务",
    "删除副本",
    "合并热修复",
    "扩容磁盘",
    "重建索引",
];
const CN_CONDITIONS: &[&str] = &[
    "工作时间",
    "没有备份时",
    "法务审核前",
    "周五下午",
    "节假日期间",
    "月底结账前",
    "封版周",
    "负载超过七成时",
    "无人值班时",
    "没有回滚方案时",
];
const CN_THINGS: &[&str] = &[
    "三季度供应商预算",
    "测试数据保留期",
    "值班轮换表",
    "数据导出格式",
    "灾备演练",
    "旧定时任务",
    "客户赔付标准",
    "日志采样率",
    "单点登录顺序",
    "归档存储策略",
    "移动端发版节奏",
    "风控阈值",
];
const CN_FILLER: &[&str] = &[
    "好的，我明白你的意思了。",
    "稍等，我先看一下监控面板。",
    "今天上午会议太多了，回复慢了不好意思。",
    "这个和我上周看到的情况一致。",
    "嗯，这个角度我之前没想到。",
    "不着急，午饭后再处理也行。",
    "办公室的咖啡机又坏了。",
    "上个迭代大家都挺满意的。",
    "措辞以后再改，现在先这样。",
    "谢谢，这个总结很有帮助。",
];
const CN_REPLIES: &[&str] =
    &["收到，我记下了。", "明白，已经加到计划里。", "好的，继续下一项。", "了解，我会考虑进去。"];

/// A user sentence planting one fact of `kind` (Chinese), and the fact.
fn plant_zh(rng: &mut Rng, kind: usize, used: &mut Vec<String>) -> (String, Fact) {
    let fact = |needles: Vec<String>| Fact { kind: KINDS[kind], needles };
    match kind {
        0 => {
            let surname = rng.unique(CN_SURNAMES, used);
            let (name, text) = if rng.below(2) == 0 {
                let name = format!("{surname}{}", rng.pick(CN_TITLES));
                let text = format!("这件事需要{name}确认一下。");
                (name, text)
            } else {
                let name = format!("{surname}{}", rng.pick(CN_GIVEN));
                (name.clone(), format!("{name}负责这次的迁移工作。"))
            };
            (text, fact(vec![name]))
        }
        1 => {
            let svc = rng.pick(SERVICES);
            let cmd = match rng.below(3) {
                0 => format!("kubectl rollout restart deploy/{svc}-{}", rng.range(1, 9)),
                1 => format!("systemctl restart {svc}-{}.service", rng.range(1, 9)),
                _ => format!("pg_dump -Fc {svc}_db -f /backups/{svc}-{}.dump", rng.range(10, 99)),
            };
            (format!("出问题的时候执行 `{cmd}` 就可以。"), fact(vec![cmd]))
        }
        2 => {
            let id = format!("{}-{}", rng.pick(PREFIXES), rng.range(1000, 9999));
            (format!("工单号是 {id}，后续都记在这里。"), fact(vec![id]))
        }
        3 => {
            let port = rng.range(1025, 64999).to_string();
            (format!("这个服务的端口是{port}。"), fact(vec![port]))
        }
        4 => {
            let v = format!("{}.{}.{}", rng.range(1, 19), rng.range(0, 30), rng.range(0, 40));
            (format!("生产环境现在用的是 {} v{v}。", rng.pick(PRODUCTS)), fact(vec![format!("v{v}")]))
        }
        5 => {
            let money = format!("{}元", rng.range(20, 900) * 100);
            (format!("这部分的年度预算是{money}。"), fact(vec![money]))
        }
        6 => {
            let date = format!("{}月{}日", rng.range(1, 12), rng.range(1, 28));
            (format!("这一步必须在{date}之前完成。"), fact(vec![date]))
        }
        7 => {
            let choice = rng.unique(CN_CHOICES, used);
            let reason = rng.unique(CN_REASONS, used);
            (
                format!("我们决定用{choice}，因为{reason}。"),
                fact(vec![choice.to_string(), reason.to_string()]),
            )
        }
        8 => {
            let action = rng.unique(CN_ACTIONS, used);
            let cond = rng.unique(CN_CONDITIONS, used);
            (format!("{cond}不要{action}。"), fact(vec![action.to_string(), cond.to_string()]))
        }
        _ => {
            let thing = rng.unique(CN_THINGS, used);
            (format!("{thing}由谁来定，还没确定？"), fact(vec![thing.to_string()]))
        }
    }
}

/// A conversation of at least `messages` messages with `per_kind` facts of each kind, in
/// English or (`chinese`) Chinese, drawn from `seed`. Facts are planted in user messages among
/// filler, assistant replies, answered side questions and tool rows (whose identifiers are
/// noise); the last four messages are filler.
pub fn conversation(seed: u64, chinese: bool, messages: usize, per_kind: usize) -> Conversation {
    let mut rng = Rng::new(seed);
    let mut used = Vec::new();
    let mut texts: Vec<(String, String)> = Vec::new(); // (role, text) or ("call"/"result", …)
    let mut facts = Vec::new();
    let order = plant_order(&mut rng, per_kind);
    let (filler, replies) = if chinese { (CN_FILLER, CN_REPLIES) } else { (FILLER, REPLIES) };
    let goal = if chinese {
        "我想在年底前把整个平台迁移到新的基础设施上。"
    } else {
        "I want to move the whole platform onto the new infrastructure before the end of the year."
    };
    texts.push(("user".into(), goal.into()));
    texts.push(("assistant".into(), replies[0].into()));
    let tail = 4;
    let body = messages.saturating_sub(tail + 2).max(order.len() * 2);
    let mut planted = 0;
    let mut turn = 0;
    while texts.len() < body + 2 || planted < order.len() {
        turn += 1;
        // One or two facts per user message, or filler.
        let mut user = Vec::new();
        if planted < order.len() && rng.below(5) > 0 {
            for _ in 0..(1 + rng.below(2)).min(order.len() - planted) {
                let (text, fact) = if chinese {
                    plant_zh(&mut rng, order[planted], &mut used)
                } else {
                    plant_en(&mut rng, order[planted], &mut used)
                };
                user.push(text);
                facts.push(fact);
                planted += 1;
            }
        }
        // A command after a prompt runs to the end of its message.
        user.sort_by_key(|t| t.contains("$ "));
        if user.is_empty() || rng.below(3) == 0 {
            user.insert(0, rng.pick(filler).to_string());
        }
        let sep = if chinese { "" } else { " " };
        texts.push(("user".into(), user.join(sep)));
        if turn % 4 == 0 {
            // A tool call with its result: identifiers that are not facts.
            let n = rng.range(100, 999);
            texts.push(("call".into(), format!("{{\"command\":\"ls -la /var/log/app{n}\"}}")));
            texts.push((
                "result".into(),
                format!(
                    "total {n}\ndrwxr-xr-x 2 app app 4096 app-{n}.log\n-rw-r--r-- 1 app app {} trace-{n}.gz",
                    n * 7
                ),
            ));
        }
        if turn % 7 == 0 {
            // A side question the assistant answers (closed: not a fact to keep).
            let (q, a) = if chinese {
                ("监控面板的地址在哪里？", "监控面板的地址在运维文档的第一页。")
            } else {
                ("Where is the dashboard link again?", "The dashboard link is pinned in the ops channel.")
            };
            texts.push(("assistant".into(), replies[rng.below(replies.len())].into()));
            texts.push(("user".into(), q.into()));
            texts.push(("assistant".into(), a.into()));
            continue;
        }
        texts.push(("assistant".into(), replies[rng.below(replies.len())].into()));
    }
    for k in 0..tail {
        let role = if k % 2 == 0 { "user" } else { "assistant" };
        let pool = if role == "user" { filler } else { replies };
        texts.push((role.into(), pool[rng.below(pool.len())].into()));
    }
    rows_of(texts, facts, "shell")
}

/// Envelope-v2 rows of `(role, text)` pairs ("call"/"result" are rows of the tool `tool`).
fn rows_of(texts: Vec<(String, String)>, facts: Vec<Fact>, tool: &str) -> Conversation {
    let mut rows = Vec::new();
    let mut messages = 0;
    for (k, (role, text)) in texts.iter().enumerate() {
        let at = format!(
            "2026-11-{:02}T{:02}:{:02}:{:02}.000Z",
            20 + k / 1440,
            (k / 60) % 24,
            k % 60,
            (k * 7) % 60
        );
        let id = format!("msg_{:05}", k + 1);
        let call_id = format!("call_{:05}", k - usize::from(role == "result"));
        rows.push(match role.as_str() {
            "call" => json!({"v": 2, "id": id, "createdAt": at,
                "item": {"type": "function_call", "callId": call_id, "name": tool, "arguments": text}, "meta": {}}),
            "result" => json!({"v": 2, "id": id, "createdAt": at,
                "item": {"type": "function_call_result", "callId": call_id, "name": tool, "status": "completed",
                         "output": text}, "meta": {}}),
            _ => {
                messages += 1;
                json!({"v": 2, "id": id, "createdAt": at,
                    "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
            }
        });
    }
    Conversation { rows, messages, facts }
}

/// Per kind: (found, planted), in [`KINDS`] order, for the facts found in `shown`.
pub fn retention(facts: &[Fact], shown: &str) -> Vec<(usize, usize)> {
    let mut out = vec![(0, 0); KINDS.len()];
    for f in facts {
        let k = KINDS.iter().position(|&k| k == f.kind).expect("known kind");
        out[k].1 += 1;
        if f.needles.iter().all(|n| shown.contains(n.as_str())) {
            out[k].0 += 1;
        }
    }
    out
}

/// How many of `facts` (kept, planted) a summary of `max_chars` characters holding nothing but
/// the needles would keep: verbatim, one item per fact, shortest fact first, at the least
/// Markdown a summary needs (five headings, "- " and a line break per fact). A ceiling, not a
/// strict bound (an item may carry two facts' needles), but when the needles alone do not fit,
/// no summarizer comes near 100 %, and the long facts (decisions with their reasons,
/// constraints, questions) are the ones that cannot all stay.
pub fn ceiling(facts: &[Fact], max_chars: usize) -> (usize, usize) {
    const HEADINGS: usize = 5 * 16;
    let mut costs: Vec<usize> =
        facts.iter().map(|f| f.needles.iter().map(|n| n.chars().count() + 3).sum()).collect();
    costs.sort_unstable();
    let mut room = max_chars.saturating_sub(HEADINGS);
    let mut kept = 0;
    for cost in costs {
        if cost > room {
            break;
        }
        room -= cost;
        kept += 1;
    }
    (kept, facts.len())
}

/// The characters of all needles of `facts`.
pub fn needle_chars(facts: &[Fact]) -> usize {
    facts.iter().flat_map(|f| &f.needles).map(|n| n.chars().count()).sum()
}

/// The facts of `facts` not found in `shown`.
pub fn missing<'a>(facts: &'a [Fact], shown: &str) -> Vec<&'a Fact> {
    facts.iter().filter(|f| !f.needles.iter().all(|n| shown.contains(n.as_str()))).collect()
}

// ---------------------------------------------------------------------------------------------
// Style B: a second, independently written set of shapes, the held-out check. Facts sit
// mid-sentence, several to a message, across lines; decisions are proposed by the assistant and
// confirmed by the user; constraints read "please never…", "only on weekends", "除非…否则不要";
// questions end without "?" (吗/呢 in Chinese); people are lowercase handles or names without
// a role; ids like INC-20417 and #4521; ports as ":8443"; versions "v2.3.1-rc1"; money as
// "USD 1,200", "¥3000", "3k EUR". Nothing here is shared with style A's word lists.

/// The conversation styles of [`conversation_styled`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    A,
    B,
}

const B_HANDLES: &[&str] = &[
    "@ann",
    "@kwame.o",
    "@dmitri_k",
    "@lu.chen",
    "@sam-b",
    "@rhea",
    "@tobi",
    "@jo.w",
    "@mbeki",
    "@ines_r",
    "@paz",
    "@olu",
    "@fen",
    "@big-ted",
    "@yara",
];
const B_NAMES: &[&str] = &[
    "Olu Adeyemi",
    "Marta Kowalczyk",
    "Siddharth Rao",
    "Beatriz Costa",
    "Henrik Aalto",
    "Zainab Idris",
    "Mateo Ruiz",
    "Noor Aziz",
    "Ewa Zielinska",
    "Kofi Mensah",
    "Astrid Holm",
    "Ravi Menon",
    "Lucia Bianchi",
    "Arjun Pillai",
    "Selin Kaya",
    "Tobias Weber",
];
const B_APPS: &[&str] = &["web", "edge", "pay", "media", "sync", "relay", "forms", "cron", "mail", "ml"];
const B_CHOICES: &[&str] = &[
    "Vitess",
    "Cloud Run",
    "DuckDB",
    "Nomad",
    "Pulumi",
    "OpenTofu",
    "Buildkite",
    "Honeycomb",
    "Cilium",
    "Argo CD",
    "Netlify",
    "Supabase",
    "Neon",
    "Upstash",
    "Scaleway",
    "Linode",
];
const B_REASONS: &[&str] = &[
    "it shards without app changes",
    "the free tier covers us",
    "support answers within an hour",
    "there are no per-seat fees",
    "it runs on ARM",
    "our auditors already approved it",
    "it keeps data in Frankfurt",
    "the CLI is scriptable",
    "rollbacks take one click",
    "it needs no extra daemon",
    "the bill stays flat",
    "onboarding took an afternoon",
];
const B_ACTIONS: &[&str] = &[
    "force-push to main",
    "scale the db down",
    "delete snapshots",
    "rename buckets",
    "mute the alerts",
    "edit prod configs by hand",
    "rotate the signing cert",
    "run load tests",
    "flush the CDN",
    "upgrade the kernel",
    "restore from backup",
    "ship schema changes",
];
const B_WINDOWS: &[&str] = &[
    "on weekends",
    "after 22:00",
    "in the last week of a quarter",
    "while a batch job runs",
    "during the Monday standup",
    "before the vendor call",
];
const B_UNLESS: &[&str] = &[
    "unless legal signs off",
    "unless #ops is told first",
    "unless two people are online",
    "unless the canary is green",
    "unless finance agrees",
    "unless a snapshot exists",
];
const B_THINGS: &[&str] = &[
    "nightly export job",
    "old VPN",
    "beta flag cleanup",
    "vendor NDA renewal",
    "status page copy",
    "spare laptop budget",
    "intern onboarding doc",
    "cost allocation tags",
    "shared support inbox",
    "load test plan",
    "on-call stipend",
    "SBOM requirement",
];
const B_MONTHS: &[&str] = &["Jan", "Feb", "Mar", "Apr", "Jun", "Aug", "Sep", "Nov", "Dec"];
const B_DAYS: &[&str] = &["Mon", "Tue", "Wed", "Thu", "Fri"];
const B_CHAT: &[&str] = &[
    "hmm ok",
    "brb, standup",
    "lol yes, classic",
    "fair enough",
    "wait, scrolling back up",
    "ok that tracks",
    "yeah no, same here",
    "cool cool",
    "argh, wifi died for a sec",
    "anyway where were we",
];
const B_REPLIES: &[&str] = &[
    "Alright — I have folded that into the running plan, and I will flag anything that conflicts with what we agreed earlier.",
    "Understood. Nothing in that changes the order of the remaining steps, so we can keep going from where we were.",
    "Thanks, that is useful context; I will keep it in mind when we get to the rollout checklist later on.",
    "Okay. If anything about that turns out to be wrong later, tell me and I will rework the affected steps.",
    "Got it — I will treat that as settled unless you say otherwise, and move on to the next item on the list.",
];

/// Style B, English: (message lines, fact). `Some(followup)` is the user's confirmation of a
/// decision the assistant's message proposes.
fn plant_b_en(rng: &mut Rng, kind: usize, used: &mut Vec<String>) -> (String, Fact, Option<String>) {
    let fact = |needles: Vec<String>| Fact { kind: KINDS[kind], needles };
    let app = rng.pick(B_APPS);
    match kind {
        0 => {
            if rng.below(2) == 0 {
                let h = rng.unique(B_HANDLES, used);
                let text = match rng.below(3) {
                    0 => format!("cc {h}, she owns the rollout side of this"),
                    1 => format!("{h} knows the vendor contact, so ask there first"),
                    _ => format!("handing the cutover itself to {h} since I'm out next week"),
                };
                (text, fact(vec![h.to_string()]), None)
            } else {
                let n = rng.unique(B_NAMES, used);
                let text = match rng.below(3) {
                    0 => format!("yesterday's call with {n} went fine btw"),
                    1 => format!("the person to bug about the contract is {n} in procurement"),
                    _ => format!("if it breaks at night, {n} has the pager"),
                };
                (text, fact(vec![n.to_string()]), None)
            }
        }
        1 => {
            let cmd = match rng.below(6) {
                0 => format!("docker compose up -d {app}-db"),
                1 => format!("helm upgrade --install {app} ./charts/{app} -n prod"),
                2 => format!("make deploy ENV=stage{}", rng.range(1, 4)),
                3 => format!("psql -h db{} -U admin -c 'VACUUM ANALYZE {app}'", rng.range(1, 9)),
                4 => format!("aws s3 sync s3://{app}-logs ./logs --delete"),
                _ => format!("ansible-playbook -l {app}{} site.yml", rng.range(1, 30)),
            };
            let text = match rng.below(3) {
                0 => format!("I usually just do `{cmd}` and give it a minute"),
                1 => format!("`{cmd}` did the trick, though it took ages"),
                _ => format!("for the record, the fix was:\n$ {cmd}"),
            };
            (text, fact(vec![cmd]), None)
        }
        2 => {
            let id = match rng.below(3) {
                0 => format!("INC-{}", rng.range(10000, 99999)),
                1 => format!("#{}", rng.range(1000, 9999)),
                _ => format!("CVE-2026-{}", rng.range(10000, 49999)),
            };
            let text = match rng.below(3) {
                0 => format!("that's the same flake as {id} i think"),
                1 => format!("{id} got reopened this morning, ugh"),
                _ => format!("linking {id} here so nobody asks again"),
            };
            (text, fact(vec![id]), None)
        }
        3 => {
            let port = rng.range(1025, 64999);
            let text = match rng.below(3) {
                0 => format!("bind the {app} admin ui to :{port} and nothing else"),
                1 => format!("the {app} dev server is on localhost:{port} for now"),
                _ => format!("metrics for {app} come out of 0.0.0.0:{port}"),
            };
            (text, fact(vec![port.to_string()]), None)
        }
        4 => {
            let base = format!("{}.{}.{}", rng.range(1, 9), rng.range(0, 40), rng.range(0, 20));
            let v = match rng.below(3) {
                0 => format!("v{base}-rc{}", rng.range(1, 5)),
                1 => base.clone(),
                _ => format!("v{base}"),
            };
            let text = match rng.below(3) {
                0 => format!("we bumped {app} to {v} last night"),
                1 => format!("{app} is pinned at {v} until further notice"),
                _ => format!("careful, the {app} image tagged {v} has the leak"),
            };
            (text, fact(vec![v]), None)
        }
        5 => {
            let money = match rng.below(4) {
                0 => format!("USD {},{:03}", rng.range(1, 9), rng.range(0, 19) * 50),
                1 => format!("¥{}", rng.range(3, 95) * 100),
                2 => format!("{}k EUR", rng.range(2, 40)),
                _ => format!("£{}/month", rng.range(12, 99) * 10),
            };
            let text = match rng.below(3) {
                0 => format!("the renewal quote is {money}, which is steep"),
                1 => format!("finance said we can spend up to {money} on {app}"),
                _ => format!("{money} for the support add-on, apparently"),
            };
            (text, fact(vec![money]), None)
        }
        6 => {
            let date = match rng.below(3) {
                0 => format!("{} {} {}", rng.pick(B_DAYS), rng.range(2, 28), rng.pick(B_MONTHS)),
                1 => format!("2027/{:02}/{:02}", rng.range(1, 12), rng.range(1, 28)),
                _ => format!("{}.{:02}.2027", rng.range(10, 28), rng.range(1, 12)),
            };
            let needle = date.clone();
            let text = match rng.below(3) {
                0 => format!("the {app} cutover is pencilled in for {date}"),
                1 => format!("whatever happens, {app} has to be done by {date}"),
                _ => format!("freeze starts {date}, so plan around that"),
            };
            (text, fact(vec![needle]), None)
        }
        7 => {
            let choice = rng.unique(B_CHOICES, used);
            let reason = rng.unique(B_REASONS, used);
            let f = fact(vec![choice.to_string(), reason.to_string()]);
            match rng.below(3) {
                0 => (
                    format!("My suggestion for {app} is {choice}, since {reason}. Shall I plan it that way?"),
                    f,
                    Some(["yes, do that", "ok, agreed", "sounds right, go ahead"][rng.below(3)].to_string()),
                ),
                1 => (format!("ok so final call for {app}: {choice}, reason being {reason}"), f, None),
                _ => (format!("after all that back and forth, {choice} it is for {app} — {reason}"), f, None),
            }
        }
        8 => {
            let action = rng.unique(B_ACTIONS, used);
            let (text, cond) = match rng.below(3) {
                0 => {
                    let w = rng.unique(B_WINDOWS, used);
                    (format!("oh and please never {action} {w}, it bit us before"), w)
                }
                1 => {
                    let w = ["on weekends", "on Sundays", "at night"][rng.below(3)];
                    (format!("we {action} only {w}, full stop"), w)
                }
                _ => {
                    let u = rng.unique(B_UNLESS, used);
                    (format!("no one gets to {action} {u}"), u)
                }
            };
            (text, fact(vec![action.to_string(), cond.to_string()]), None)
        }
        _ => {
            let thing = rng.unique(B_THINGS, used);
            let text = match rng.below(3) {
                0 => format!("I wonder whether we even need the {thing} anymore"),
                1 => format!("still not clear who owns the {thing}"),
                _ => format!("someone has to figure out what happens to the {thing}"),
            };
            (text, fact(vec![thing.to_string()]), None)
        }
    }
}

const B_CN_NAMES: &[&str] =
    &["小周", "老何", "郑总", "林晓雯", "小韩", "老罗", "欧阳倩", "@lina", "@阿杰", "宋工", "小邓", "曹姐"];
const B_CN_CHOICES: &[&str] = &[
    "华为云",
    "企业微信",
    "TiDB",
    "Doris",
    "OceanBase",
    "Apollo",
    "SkyWalking",
    "Harbor",
    "Nginx",
    "七牛云",
];
const B_CN_REASONS: &[&str] = &[
    "不用单独部署",
    "销售承诺了折扣",
    "迁移脚本现成",
    "文档是中文的",
    "等保已经过了",
    "运维同事用过",
    "按量计费划算",
    "机房就在上海",
];
const B_CN_ACTIONS: &[&str] = &[
    "强制推送主干",
    "缩容数据库",
    "删除快照",
    "关闭告警",
    "手改线上配置",
    "升级内核",
    "压测生产环境",
    "刷新CDN",
    "变更表结构",
    "回滚版本",
];
const B_CN_CONDS: &[&str] =
    &["运维组同意", "有两个人在线", "灰度验证通过", "财务点头", "快照已经做好", "法务签字"];
const B_CN_THINGS: &[&str] = &[
    "夜间导出任务",
    "旧的VPN",
    "测试开关清理",
    "供应商保密协议",
    "状态页文案",
    "备用电脑预算",
    "新人入职文档",
    "成本分摊标签",
    "共享客服邮箱",
    "压测方案",
];
const B_CN_CHAT: &[&str] =
    &["嗯嗯", "等我一下，开个会", "哈哈对，老问题了", "行吧", "我往上翻一下", "网断了一下", "好，那继续"];
const B_CN_REPLIES: &[&str] = &[
    "好的，我已经把这一点并入整体计划，如果和之前的约定有冲突我会提醒你。",
    "明白。这不影响剩下步骤的顺序，我们可以接着往下走。",
    "谢谢补充，到上线检查清单那一步时我会考虑进去。",
    "了解，如果之后发现有出入，告诉我，我来调整相关步骤。",
];

/// Style B, Chinese: as [`plant_b_en`].
fn plant_b_zh(rng: &mut Rng, kind: usize, used: &mut Vec<String>) -> (String, Fact, Option<String>) {
    let fact = |needles: Vec<String>| Fact { kind: KINDS[kind], needles };
    let app = rng.pick(B_APPS);
    match kind {
        0 => {
            let n = rng.unique(B_CN_NAMES, used);
            let text = match rng.below(3) {
                0 => format!("合同的事找{n}就行，他最清楚"),
                1 => format!("昨天跟{n}聊过了，没问题"),
                _ => format!("晚上出故障的话，{n}手里有值班电话"),
            };
            (text, fact(vec![n.to_string()]), None)
        }
        1 => {
            let cmd = match rng.below(3) {
                0 => format!("docker compose up -d {app}-db"),
                1 => format!("helm upgrade --install {app} ./charts/{app} -n prod"),
                _ => format!("make deploy ENV=stage{}", rng.range(1, 4)),
            };
            let text = if rng.below(2) == 0 {
                format!("我一般直接跑 `{cmd}`，等一分钟就好")
            } else {
                format!("记一下，当时是这么修好的：\n$ {cmd}")
            };
            (text, fact(vec![cmd]), None)
        }
        2 => {
            let id = if rng.below(2) == 0 {
                format!("INC-{}", rng.range(10000, 99999))
            } else {
                format!("#{}", rng.range(1000, 9999))
            };
            (format!("{id}今天早上又被重新打开了，烦"), fact(vec![id]), None)
        }
        3 => {
            let port = rng.range(1025, 64999);
            (format!("{app}的管理后台只监听在 :{port} 上"), fact(vec![port.to_string()]), None)
        }
        4 => {
            let v = format!(
                "v{}.{}.{}-rc{}",
                rng.range(1, 9),
                rng.range(0, 40),
                rng.range(0, 20),
                rng.range(1, 5)
            );
            (format!("{app}昨晚升到了{v}，先观察"), fact(vec![v]), None)
        }
        5 => {
            let money = if rng.below(2) == 0 {
                format!("¥{}", rng.range(3, 95) * 100)
            } else {
                format!("{}.{}万元", rng.range(1, 9), rng.range(1, 9))
            };
            (format!("续费报价是{money}，有点贵"), fact(vec![money]), None)
        }
        6 => {
            let date = if rng.below(2) == 0 {
                format!("{}月{}号", rng.range(1, 12), rng.range(1, 28))
            } else {
                format!("2027/{:02}/{:02}", rng.range(1, 12), rng.range(1, 28))
            };
            (format!("{app}的切换暂定在{date}，别忘了"), fact(vec![date]), None)
        }
        7 => {
            let choice = rng.unique(B_CN_CHOICES, used);
            let reason = rng.unique(B_CN_REASONS, used);
            let f = fact(vec![choice.to_string(), reason.to_string()]);
            if rng.below(2) == 0 {
                (
                    format!("{app}这块我建议用{choice}，{reason}。要按这个来安排吗？"),
                    f,
                    Some(["可以，就这么定了", "行，按你说的办", "同意"][rng.below(3)].to_string()),
                )
            } else {
                (format!("{app}最后还是选了{choice}，主要是{reason}"), f, None)
            }
        }
        8 => {
            let action = rng.unique(B_CN_ACTIONS, used);
            if rng.below(2) == 0 {
                let c = rng.unique(B_CN_CONDS, used);
                (format!("除非{c}，否则不要{action}"), fact(vec![action.to_string(), c.to_string()]), None)
            } else {
                let w = ["周末", "凌晨两点以后", "月底"][rng.below(3)];
                (format!("{action}只能在{w}做"), fact(vec![action.to_string(), w.to_string()]), None)
            }
        }
        _ => {
            let thing = rng.unique(B_CN_THINGS, used);
            let text = if rng.below(2) == 0 {
                format!("{thing}还需要保留吗")
            } else {
                format!("{thing}到底归谁管呢")
            };
            (text, fact(vec![thing.to_string()]), None)
        }
    }
}

/// A conversation in `style` (see [`conversation`] for style A).
pub fn conversation_styled(
    seed: u64,
    chinese: bool,
    messages: usize,
    per_kind: usize,
    style: Style,
) -> Conversation {
    match style {
        Style::A => conversation(seed, chinese, messages, per_kind),
        Style::B => conversation_b(seed, chinese, messages, per_kind),
    }
}

/// Style B: user messages of one to three facts joined in one chatty message (sometimes over
/// several lines), decisions proposed by the assistant and confirmed by the user, long
/// assistant replies, tool rows (read_file with a config whose ports and versions are noise),
/// answered side questions; the goal comes a few messages in.
fn conversation_b(seed: u64, chinese: bool, messages: usize, per_kind: usize) -> Conversation {
    let mut rng = Rng::new(seed ^ 0x5EED_B0B0);
    let mut used = Vec::new();
    let mut texts: Vec<(String, String)> = Vec::new();
    let mut facts = Vec::new();
    let order = plant_order(&mut rng, per_kind);
    let (chat, replies) = if chinese { (B_CN_CHAT, B_CN_REPLIES) } else { (B_CHAT, B_REPLIES) };
    texts.push(("user".into(), chat[0].into()));
    texts.push(("assistant".into(), replies[0].into()));
    texts.push((
        "user".into(),
        if chinese {
            "背景说一下：这个季度要把几个老服务拆出来，搬到新的集群上，顺便把账单降下来。".into()
        } else {
            "context: this quarter we're splitting the old services out onto the new cluster and cutting the bill while we're at it.".into()
        },
    ));
    texts.push(("assistant".into(), replies[1].into()));
    let tail = 4;
    let body = messages.saturating_sub(tail + 4).max(order.len() * 2);
    let mut planted = 0;
    let mut turn = 0;
    while texts.len() < body + 4 || planted < order.len() {
        turn += 1;
        let mut parts = Vec::new();
        let mut proposal = None;
        if planted < order.len() && rng.below(6) > 0 {
            for _ in 0..(1 + rng.below(3)).min(order.len() - planted) {
                let (text, fact, confirm) = if chinese {
                    plant_b_zh(&mut rng, order[planted], &mut used)
                } else {
                    plant_b_en(&mut rng, order[planted], &mut used)
                };
                facts.push(fact);
                planted += 1;
                match confirm {
                    Some(c) => {
                        proposal = Some((text, c));
                        break;
                    }
                    None => parts.push(text),
                }
            }
        }
        if parts.is_empty() || rng.below(4) == 0 {
            parts.insert(0, rng.pick(chat).to_string());
        }
        // Lines that end in a `$ ` command stay on their own line.
        let mut msg = String::new();
        for (k, p) in parts.iter().enumerate() {
            if k > 0 {
                msg.push_str(if msg.contains("\n$ ") || p.contains("\n$ ") {
                    "\n"
                } else if chinese {
                    "，"
                } else {
                    ", "
                });
            }
            msg.push_str(p);
        }
        texts.push(("user".into(), msg));
        if turn % 3 == 0 {
            let n = rng.range(10, 99);
            let app = rng.pick(B_APPS);
            texts.push(("call".into(), format!("{{\"path\":\"/etc/{app}/config{n}.yaml\"}}")));
            texts.push((
                "result".into(),
                format!(
                    "listen: 0.0.0.0:{}\nimage: {app}:{}.{}.0\nreplicas: {}",
                    20000 + n,
                    n % 7,
                    n % 11,
                    n % 5 + 1
                ),
            ));
        }
        match proposal {
            Some((p, confirm)) => {
                texts.push(("assistant".into(), p));
                texts.push(("user".into(), confirm));
                texts.push(("assistant".into(), replies[rng.below(replies.len())].into()));
            }
            None if turn % 5 == 0 => {
                let (q, a) = if chinese {
                    ("预发环境的账号是谁在管？", "预发环境的账号由平台组统一管理，申请走工单。")
                } else {
                    (
                        "who has the staging creds these days?",
                        "The staging credentials live in the team vault; the platform group hands them out on request.",
                    )
                };
                texts.push(("assistant".into(), replies[rng.below(replies.len())].into()));
                texts.push(("user".into(), q.into()));
                texts.push(("assistant".into(), a.into()));
            }
            None => texts.push(("assistant".into(), replies[rng.below(replies.len())].into())),
        }
    }
    for k in 0..tail {
        let role = if k % 2 == 0 { "user" } else { "assistant" };
        let pool = if role == "user" { chat } else { replies };
        texts.push((role.into(), pool[rng.below(pool.len())].into()));
    }
    rows_of(texts, facts, "read_file")
}

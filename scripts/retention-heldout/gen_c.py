#!/usr/bin/env python3
"""Retention check on conversations written apart from examples/gen-retention (style C: team chat about operations).
Its misses were read once to find kinds of phrasing the offline summary did not know; rules
were written for those kinds, never for its sentences.
usage: PER_KIND=N gen_c.py OKBOT WORKDIR [SEED...]   (N facts of each kind, default 10)"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import heldout  # noqa: E402

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


if __name__ == "__main__":
    heldout.main(sys.modules[__name__], [101, 102, 103, 104, 105])

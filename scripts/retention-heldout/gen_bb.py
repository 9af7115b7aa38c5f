#!/usr/bin/env python3
"""Held-out retention set "bb" for okbot conversation summaries.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, recreated per seed)
    seed     conversation seeds (default 1 2 3 4 5); the LAST seed's conversation
             is written entirely in simplified Chinese, the others in English

Env:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars for every root (default 2000)

Theme: a Brazilian startup founder writing English as a second language talks to
a personal AI assistant about raising a seed round, the Delaware entity and its
lawyer, hiring engineers, the AWS bill, API versions and ports, investors,
due-diligence deadlines and customer support tickets, pasting term-sheet
clauses, investor emails and AWS cost tables.  The Chinese conversation is a
technical founder in Shenzhen: angel round, Hong Kong company and lawyer, hiring,
cloud bills, API versions and ports, investors, due diligence, customer tickets.

Ten fact kinds (name, command, id, port, version, money, date, decision,
constraint, question) are seeded PER_KIND times each.  Every fact has one or more
needles: exact substrings that occur in exactly one row of the conversation (the
fact's own message) and in no other row.  The conversation is appended in
batches of 25 messages (tool rows not counted) with `okbot compress --now` after
each batch; at the end a fact counts as kept only when all of its needles are
found verbatim in the output of `okbot context show`.
"""

import json
import os
import random
import shutil
import subprocess
import sys
from datetime import datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
BATCH = 25
NOW = "2026-11-30T12:00:00Z"

# ---------------------------------------------------------------------------
# English pools
# ---------------------------------------------------------------------------

EN_FIRST = ["Thiago", "Mariana", "Rafael", "Juliana", "Gustavo", "Camila", "Leandro",
            "Fernanda", "Rodrigo", "Patrícia", "Daniel", "Beatriz", "Marcelo", "Larissa",
            "Jonathan", "Rebecca", "Michael", "Sarah", "Kevin", "Priya", "Tomás", "Ingrid",
            "Vinícius", "Natália", "Douglas", "Aline", "Ethan", "Hannah", "Caio", "Letícia"]
EN_LAST = ["Albuquerque", "Nogueira", "Carvalho", "Figueiredo", "Moraes", "Teixeira",
           "Bittencourt", "Zanetti", "Whitaker", "Goldberg", "O'Connell", "Ramanathan",
           "Castellanos", "Drummond", "Kowalski", "Hartmann", "Peixoto", "Sampaio",
           "Fontana", "Lindqvist", "Barreto", "Mendonça", "Okafor", "Delgado"]
EN_ROLES = ["the lawyer for our Delaware entity", "partner at the lead fund",
            "the new backend engineer", "our accountant in São Paulo",
            "the AWS account manager", "my cofounder (CTO)", "head of customer success",
            "an angel investor from Lisbon", "the tech recruiter we hired",
            "CTO of our biggest customer", "the analyst doing the due diligence",
            "the frontend contractor from Recife", "associate at the second fund"]

EN_NAME_T = [
    ("user", "ok so the contact for {role} is {v}, please remember this name because I will forget for sure"),
    ("user", "{v} answered me finally!! ({role}) until now nobody answered me from there"),
    ("user", "had a call with {v} today, {role}. very nice person but speak very fast, I understood maybe 70%"),
    ("user", "for the record: {role} = {v}. I always write the surname wrong"),
    ("user", "we close with {v} as {role}, start on monday if the contract is ok"),
    ("user", "can you draft a thank you email to {v}? is {role}, I want to keep good relation"),
    ("assistant", "Noted: {v} is {role}. I'll use that name when we draft anything for them."),
    ("assistant", "Quick recap of who's who so far: {v} is {role}. Tell me if I got the role wrong."),
]

EN_SVC = ["billing-api", "webhook-worker", "auth-service", "ingest", "notifier", "reports",
          "gateway", "scheduler", "search-indexer", "pdf-export"]
EN_NS = ["prod", "staging", "payments", "internal", "edge"]
EN_BUCKET = ["oktrack-exports", "nuvem-backups", "ledgerly-data", "acme-dd-room", "invoices-archive"]
EN_TABLE = ["support_tickets", "invoices", "api_keys", "usage_events", "customers", "webhook_deliveries"]


def en_command(r):
    svc, ns = r.choice(EN_SVC), r.choice(EN_NS)
    opts = [
        f"kubectl rollout restart deployment/{svc} -n {ns}",
        f"kubectl logs -n {ns} deploy/{svc} --since=1h | grep -i timeout",
        f"docker compose -f docker-compose.{ns}.yml up -d {svc}",
        f"terraform plan -var-file={ns}.tfvars -target=module.{svc.replace('-', '_')}",
        f"aws s3 sync s3://{r.choice(EN_BUCKET)}/{ns} ./backup-{ns} --exclude '*.tmp'",
        f"psql \"$DATABASE_URL\" -c 'select count(*) from {r.choice(EN_TABLE)}'",
        f"aws logs tail /ecs/{svc} --since 2h --follow",
        f"aws ce get-cost-and-usage --time-period Start=2026-{r.choice(['09', '10'])}-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost",
        f"aws ec2 describe-instances --filters Name=tag:service,Values={svc} --output table",
        f"npm run migrate -- --env {ns}",
        f"gh pr merge {r.randint(120, 980)} --squash --delete-branch",
        f"redis-cli -h {svc}.{ns}.internal info memory",
        f"python manage.py export_tickets --status open --team {ns}",
        f"git log --oneline origin/{ns}..main -- services/{svc}",
        f"aws iam list-access-keys --user-name ci-{svc}",
    ]
    return r.choice(opts)


EN_COMMAND_T = [
    ("user", "I ran `{v}` and it gives nothing, just empty. is normal?"),
    ("user", "my cofounder told me to always run {v} before the deploy, so I did"),
    ("user", "command I use for check this: {v}\nsaving here so I don't lose it"),
    ("user", "ok just did {v} , worked this time 🙏"),
    ("user", "put in my notes pls: `{v}` (the one that fixed the mess yesterday)"),
    ("assistant", "Run this from the repo root:\n\n```\n{v}\n```\n\nIt should finish in under a minute. If it complains about credentials, export AWS_PROFILE first and try again."),
    ("assistant", "The quickest check is `{v}`. If the output is empty, the service never registered, and we look at the task definition next."),
]


def en_id(r):
    L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    opts = [
        f"SUP-{r.randint(1000, 9999)}",
        f"INV-{r.randint(26, 27)}{r.randint(10, 99)}-{r.randint(100, 999)}",
        f"DDR-{r.randint(10, 99)}{r.choice(L)}",
        f"ZD#{r.randint(10000, 99999)}",
        f"PO-{r.choice(L)}{r.choice(L)}{r.randint(1000, 9999)}",
        f"{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(2, 9)}{r.choice(L)}{r.randint(2, 9)}",
        f"CASE-{r.randint(100000, 999999)}",
        f"TKT-{r.choice(L)}{r.randint(100, 999)}",
    ]
    return r.choice(opts)


EN_ID_T = [
    ("user", "customer opened ticket {v}, again about the webhook timeout. third time this month"),
    ("user", "invoice {v} from the law firm arrived, I need to pay until end of month"),
    ("user", "the AWS support case is {v}, they say 24h for answer but I don't believe"),
    ("user", "booking code {v} — flight to New York for the investor meetings, keep it somewhere"),
    ("user", "the fund sent the data room request list, reference is {v}"),
    ("user", "pls keep this number {v}, is the Stripe dispute from the customer in Chile"),
    ("assistant", "I've logged it under {v} so we can track it together with the other open support items."),
    ("assistant", "The request number on their side is {v}; mention it in the subject line so their team finds the thread."),
]


def en_port(r):
    return str(r.choice([r.randint(3001, 9899), r.randint(10000, 19999), r.randint(30000, 32700)]))


EN_PORT_T = [
    ("user", "the v2 API listen on port {v}, the old one we never turned off"),
    ("user", "grafana is in {v} now, I changed because of conflict with the other container"),
    ("user", "staging uses port {v} and prod is normal 443. don't ask me why"),
    ("user", "is {v} the port of the websocket gateway? I always confuse them"),
    ("user", "security group opened only {v} for the admin panel, from the office IP"),
    ("user", "the new engineer put the metrics exporter on {v} without tellling anyone lol"),
    ("assistant", "The health check fails because the target group points to {v}, but the container exposes a different port. Align those two and it should go green."),
    ("assistant", "Set the ALB listener to forward to {v} and leave the rest of the rules as they are."),
]


def en_version(r):
    a, b, c = r.randint(1, 4), r.randint(0, 19), r.randint(0, 12)
    opts = [f"v{a}.{b}.{c}", f"{a}.{b}.{c}-rc{r.randint(1, 5)}", f"v{a}.{b}.{c}-beta.{r.randint(1, 9)}",
            f"{a}.{b}.{c}", f"v{a}.{b}-hotfix{r.randint(1, 4)}"]
    return r.choice(opts)


EN_VERSION_T = [
    ("user", "we still have clients on API {v}, cannot kill it yet"),
    ("user", "the lawyer sent the term sheet draft {v}, with changes in the liquidation pref part"),
    ("user", "mobile app {v} is in review of Apple since tuesday, nobody knows why so slow"),
    ("user", "upgrading the SDK to {v} broke the auth, I did rollback"),
    ("user", "pitch deck {v} is the final final one (I know, I know...)"),
    ("user", "which release we are in prod? I think {v} but not sure if the hotfix went"),
    ("assistant", "Pin the client library to {v} for now; the next minor changed the pagination defaults and that's what bit the customer."),
    ("assistant", "According to the changelog you pasted, {v} is the first release with idempotency keys, so the duplicate charges should stop once everyone is on it."),
]


def en_money(r, allowed=None):
    opts = [
        f"${r.randint(1, 9)},{r.randint(100, 999)}",
        f"${r.randint(11, 99)},{r.choice(['000', '500', '250'])}",
        f"R$ {r.randint(12, 95)}.{r.choice(['000', '500'])}",
        f"US$ {r.randint(2, 9)}.{r.randint(1, 9)}M",
        f"${r.randint(120, 980)}k",
        f"€{r.randint(1, 9)},{r.randint(100, 999)}",
        f"${r.randint(200, 990)}.{r.randint(10, 99)}",
    ]
    return opts[r.choice(allowed)] if allowed else r.choice(opts)


# the third element lists which en_money shapes fit the sentence
EN_MONEY_T = [
    ("user", "AWS bill this month was {v}, last month was way less. I need understand why", [0, 6]),
    ("user", "the lawyer charge {v} for the Delaware incorporation, is normal or they are robbing me?", [0, 5, 6]),
    ("user", "we offered {v} per year for the senior engineer, he wants more", [1, 4]),
    ("user", "valuation cap they propose is {v} post-money, my cofounder thinks is low", [3]),
    ("user", "customer paid {v} but the invoice says a different value, confusion", [0, 2, 5, 6]),
    ("user", "my runway calc: we burn {v} per month more or less, if nothing changes", [1, 2]),
    ("assistant", "A one-year compute savings plan would bring that line down to roughly {v} a month at your current usage.", [0, 6]),
    ("assistant", "So the check from the angel is {v}; that still leaves room in the round for the fund's allocation.", [1, 4]),
]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]


def ordinal(d):
    if 10 <= d % 100 <= 20:
        s = "th"
    else:
        s = {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return f"{d}{s}"


def en_date(r):
    m = r.randint(1, 12)
    d = r.randint(10, 28)
    opts = [f"{MONTHS[m - 1]} {d}", f"{d}/{m:02d}", f"next Friday the {ordinal(d)}",
            f"{MON3[m - 1]} {ordinal(d)}", f"the {ordinal(d)} of {MONTHS[m - 1]}"]
    return r.choice(opts)


EN_DATE_T = [
    ("user", "due diligence deadline is {v}, they want everything in the data room before"),
    ("user", "interview with the candidate is {v} at 10am my time, put it in the plan pls"),
    ("user", "we need to sign the SAFE until {v}, otherwise the investor go on vacation"),
    ("user", "AWS credits expire {v}!! I just saw it now in the console"),
    ("user", "board update call is {v}, I need slides and I have nothing"),
    ("user", "the Delaware franchise tax must be paid until {v}, the lawyer reminded me"),
    ("assistant", "Working backwards from {v}: data room complete one week before, legal review the week before that, so we should start the checklist now."),
    ("assistant", "I'll anchor the plan on {v} — that's when the fund said they'd come back with final terms."),
]

EN_DECISIONS = [
    ("go with Carta for the cap table", "the lawyer already uses it"),
    ("stay in us-east-1", "the credits only work there"),
    ("hire two mid-level engineers", "one senior costs almost the same as two"),
    ("keep the Brazilian company as subsidiary", "we have government contracts there"),
    ("use the post-money SAFE", "the US angels know this standard"),
    ("move the workers to Graviton", "is almost 30% cheaper for us"),
    ("deprecate the old webhooks", "only three clients still use them"),
    ("skip Stripe Atlas", "we already have the Delaware lawyer"),
    ("keep Zendesk for support", "the team already knows the interface"),
    ("hire remote-first in LatAm", "salaries in São Paulo got crazy"),
    ("use plain Postgres on RDS, not Aurora", "Aurora I/O costs surprised us"),
    ("close the round at 1.5 million", "more dilution now makes no sense"),
    ("send the investor update by email", "nobody opens the Notion links"),
    ("use Deel for the contractors", "payroll in four countries alone is impossible"),
    ("kill the free tier", "free users eat our support time"),
    ("pay the law firm a flat fee", "hourly billing scared me last time"),
    ("move staging to spot instances", "staging can die without problem"),
    ("keep the public API REST only", "customers asked for plain REST"),
    ("keep Mercury as the main bank", "wires to Brazil arrive faster"),
    ("reserve a 10% option pool", "investors expect it anyway"),
    ("launch the public API in January", "in December nobody buys anything"),
    ("do the due diligence in Docsend", "the fund prefers that tool"),
]

EN_DECISION_T = [
    ("user", "we decided to {c} because {r}"),
    ("user", "ok final decision: we {c}. reason: {r}, so no more discussion about this 😅"),
    ("user", "after a long talk with my cofounder we will {c} — {r}"),
    ("user", "is decided, we {c}. {r}, is not possible to justify the other option"),
    ("user", "decision made: {c}, mainly because {r}. I don't want to lose more time"),
    ("user", "we are going to {c}. why? simple, {r}"),
    ("assistant", "Understood, so the choice is to {c} — in your words, \"{r}\". I'll reflect that in the plan and stop suggesting the alternatives."),
]

EN_CONSTRAINTS = [
    "never share the cap table outside the data room",
    "no deploy on Fridays after 3pm",
    "only sign after the lawyer reviews",
    "never use the root AWS account",
    "don't email investors before 9am their time",
    "no new hires before the round closes",
    "never promise dates to customers in tickets",
    "production access only with MFA",
    "don't touch the v1 endpoints without telling me",
    "never put customer data in staging",
    "no reserved instances without my approval",
    "always CC my cofounder on investor emails",
    "never answer diligence questions on WhatsApp",
    "don't round the numbers in investor updates",
    "no calls during lunch in São Paulo",
    "never delete old invoices from the drive",
    "only merge to main with two approvals",
    "don't mention the other term sheet to anyone",
    "never rotate keys on the weekend",
]

EN_CONSTRAINT_T = [
    ("user", "rule for you and for me: {p}. please remind me if I forget"),
    ("user", "important, from now on {p}"),
    ("user", "pls remember: {p}. we had a problem with this before and was ugly"),
    ("user", "one thing — {p}. my cofounder is very strict about it and he is right"),
    ("user", "add to the rules: {p}"),
    ("user", "just so is clear, {p}, no exceptions ok?"),
    ("assistant", "I'll stick to that: {p}. If something urgent comes up I'll flag it to you instead of going around the rule."),
]

EN_QUESTIONS = [
    "the 83(b) election deadline",
    "pro-rata rights for the angels",
    "transfer pricing between Brazil and Delaware",
    "QSBS for non-resident founders",
    "rollover of the Activate credits",
    "vesting cliff for the first employees",
    "withholding tax on the SAFE money",
    "a 409A valuation before the seed",
    "how the franchise tax is calculated",
    "the MFN clause in the SAFE",
    "stock options for contractors in Brazil",
    "retention period of the data room",
    "SOC 2 before enterprise customers",
    "information rights in the side letter",
    "flipping the LTDA under the Delaware company",
    "registering the trademark in the US",
    "board seat for the lead investor",
    "reverse vesting for my cofounder",
    "sales tax on our SaaS invoices",
]

EN_QUESTION_T = [
    ("user", "btw, somebody knows how works {p}? no need now, we talk later about it"),
    ("user", "another doubt I have: what about {p}? but first let's finish the email"),
    ("user", "I still don't understand {p}... anyway, focus, the deadline first"),
    ("user", "question for later: {p} — maybe I ask the lawyer, not sure"),
    ("user", "is there something I need to do about {p}? nobody explained me. ok nevermind, first the bill"),
    ("user", "can you explain me {p} sometime? not today, my head is exploding"),
]

EN_USER_FILLER = [
    "good morning! coffee number 3 already, long day today",
    "sory I disappeared, the internet here in the coworking is terrible",
    "ok",
    "thanks, this helps a lot",
    "hmm let me think about this and I come back",
    "haha yes exactly this",
    "my cofounder is in a call with a customer, I will wait him to decide",
    "is raining like crazy in São Paulo, half of the team didn't come",
    "can you make it shorter? investors don't read long emails",
    "perfect. next thing",
    "wait, I'm confused now. we were talking about the bill or the deploy?",
    "I slept 4 hours, forgive me if I write strange",
    "nice, sounds good",
    "honestly fundraising is the most tiring thing I ever did",
    "one sec, phone",
    "back. where we stopped?",
    "lol the customer replied with only '??'",
    "ok but in simple words pls, english is not my first language",
    "let's continue tommorow? no, actually let's finish now",
    "yes, do like this",
    "I think the second option is better but I am not sure, definetly need to sleep on it",
    "today we had the first paying customer from Mexico!! small but very happy",
    "the candidate didn't show up for the interview. classic",
    "make a checklist for me, I lose myself with so many things",
    "is there a way to see this faster? I have a meeting in 20 min",
    "the team is asking about the christmas party lol, priorities",
    "ok I read everthing. makes sense",
    "can you rewrite in a more formal way?",
    "my mom called asking if I already have a 'real job' 😂",
    "noted, thanks!",
]

EN_USER_AGREE = ["ok, do like you suggested", "yes yes, go with that", "fine, agreed",
                 "ok you convinced me", "yes, that one"]

EN_ASSIST_OPEN = [
    "Sure — here's how I'd approach it.",
    "Good call to check this before moving on.",
    "Makes sense. A few thoughts:",
    "Got it.",
    "Okay, let's break it down.",
    "That's a common situation at this stage, so don't worry too much.",
    "Happy to help with that.",
    "Right, one thing at a time.",
]

EN_ASSIST_PARA = [
    "For the round itself, the thing investors look at first is whether the story is consistent: the deck, the data room and what you say on the calls should tell the same numbers. If one of them is off by even a little, the analyst will find it and you lose a week answering follow-up questions.",
    "On the AWS side, most surprise bills at your size come from three places: data transfer between availability zones, NAT gateway traffic, and forgotten resources in a second region. Cost Explorer grouped by usage type usually shows it in a few minutes.",
    "For hiring, I'd write the role description around the problems the person will own in the first three months rather than a list of technologies. Good engineers respond better to a concrete problem than to a wish list.",
    "When you answer the customer, acknowledge the problem first, then say what you're doing about it, and only then explain the cause. People care much more about the next step than the root cause.",
    "With the lawyer, it helps to send one consolidated list of questions instead of several emails. It's cheaper if they bill by the hour, and the answers come back more coherent.",
    "If you want, I can turn this into a short checklist with owners and dates, so your cofounder can see at a glance what is still open.",
    "One more thing: keep a simple log of what you promised to whom. During a fundraise it's easy to forget you told an investor you'd send something by a certain day.",
    "For the API, versioning in the URL path is the easiest for your customers to understand, even if it's not the most elegant. Whatever you pick, document the deprecation policy in one place and link to it from every changelog entry.",
    "On tickets: tagging them by area (billing, integrations, auth) for a couple of weeks will show you where the product hurts most. That's also nice material for the investor update, because it shows you listen to customers.",
    "Don't worry about the English — the message is clear. I only smoothed a couple of sentences so it reads more natural for a US investor.",
    "In terms of priorities for this week, I'd put the diligence material first, because it blocks the money, then the customer issue, and leave the infrastructure clean-up for after the close.",
    "Regarding the entity, the Delaware company is what US funds expect, and the Brazilian company can keep operating as the subsidiary that employs the local team. Your lawyer and accountant should agree on how money moves between them before the money arrives, not after.",
    "If the cost keeps growing, set a budget alert at 80% of what you expect to spend, sent to both you and your cofounder. It's not a fix, but you'll stop discovering things at the end of the month.",
    "For the investor email, shorter is better: one line of context, two or three lines of traction, one clear ask. Attach nothing; link to the deck so you can see who opened it.",
    "About the interview process, two technical conversations plus one with you is usually enough at a seed stage. Long take-home tests tend to lose the best candidates, who have other offers.",
    "If you want to double-check, compare the numbers against last month's export; if both come from the same tag filters the difference should be easy to spot.",
    "Whatever port or setting you end up with, write it in the service's README and in the infrastructure code, not only in someone's head. Half of the 'works on my machine' problems at your size are two services fighting over the same thing.",
    "For deploys, a short routine — migrations first, then the rollout, then ten minutes watching the error rate — avoids most of the bad evenings. It's boring, and that's the point.",
]
EN_PARA_TAGS = ["investor", "bill", "hiring", "support", "legal", "", "investor", "api", "support", "",
                "investor", "legal", "bill", "investor", "hiring", "bill", "api", "api"]
EN_KEYWORDS = {
    "bill": ["AWS", "bill", "cost", "credit", "$", "€", "burn", "paid", "charge"],
    "api": ["port", "API", "deploy", "kubectl", "docker", "SDK", "release", "grafana", "staging", "`", "app"],
    "legal": ["lawyer", "SAFE", "term sheet", "Delaware", "sign", "valuation", "franchise", "cap table", "clause"],
    "hiring": ["engineer", "candidate", "interview", "hire", "recruit", "salary"],
    "support": ["ticket", "customer", "invoice", "case", "support"],
    "investor": ["investor", "fund", "deck", "round", "board", "diligence", "data room"],
}

EN_ASSIST_LIST = [
    "Here's a quick checklist:\n- confirm the owner for each open item\n- share the folder with read-only access\n- set a reminder two days before each deadline\n- send one short status note at the end of the week",
    "Suggested order:\n1. fix what blocks customers\n2. answer the investors' open questions\n3. clean up the infrastructure\n4. write down what changed, for the team",
    "Things to ask them:\n- what exactly is in scope\n- who on their side reviews it\n- how long the review usually takes\n- what they need from you to start",
]

EN_ASSIST_CLOSE = [
    "Want me to draft that?",
    "Let me know how it goes.",
    "Tell me if you want a shorter version.",
    "I can adjust once you hear back from them.",
    "Shall we move to the next item?",
    "",
    "",
]

EN_PASTE_REPLY = {
    "email": ["Thanks for pasting it. The tone is positive — they're asking for more detail, not backing off. I'd reply within a day, answer each point briefly, and propose two concrete time slots for the follow-up call.",
              "Reading between the lines, they like the team but want more proof on retention. I'd send a short cohort chart and keep the reply under ten lines."],
    "clause": ["This clause is fairly standard for a seed round. The important parts are who it applies to and whether there is a threshold; without a threshold it can apply to very small investors too, which creates admin work later. Worth asking the lawyer whether that's intended.",
               "Nothing alarming here, but I'd ask the lawyer to confirm the wording matches what you agreed verbally. Small words like 'shall' versus 'may' change a lot in these documents."],
    "bill": ["Looking at the table, compute is the biggest line, but the jump comes mostly from data transfer and the NAT gateway. That pattern usually means something is calling an external endpoint or another AZ much more than before — a chatty worker, or logs shipped out of the VPC.",
             "The totals look plausible for your traffic, but the growth of the smaller lines is what I'd investigate first: those are usually configuration, not usage, and they're cheap to fix."],
    "ticket": ["The customer is frustrated but specific, which is good — it means they want it to work. I'd answer with what you know now, a workaround if there is one, and when they'll hear from you next, without committing to a fix date.",
               "This looks like the same retry problem as the other reports. Grouping them under one internal issue will make it easier to see if the fix works."],
    "log": ["The log points to a timeout on the outbound call, not to the database. The retries pile up after the first failure, which is why it looks worse than it is.",
            "Those 502s start right after the deploy, so I'd first compare the environment variables between the old and new task definitions before looking at the code."],
}

EN_FILLER_FIRST = ["Jess", "Mark", "Lucas", "Bia", "Pedro", "Carol", "Ben", "Nina"]
EN_FUNDS = ["Northbeam Ventures", "Canopy Capital", "Atlas Seed", "Harbor Lane VC", "Quarry Partners"]
EN_SERVICES = ["Amazon EC2", "Amazon RDS", "NAT Gateway", "Data Transfer", "Amazon S3",
               "CloudWatch", "Elastic Load Balancing", "Amazon ECR", "AWS Lambda"]


def en_amount(r):
    # at most three digits in a row, so a filler amount cannot contain a port or an id
    if r.random() < 0.5:
        return f"${r.randint(12, 999)}.{r.randint(10, 99)}"
    return f"${r.randint(1, 9)},{r.randint(100, 999)}.{r.randint(10, 99)}"


def en_paste(r):
    kind = r.choice(["email", "clause", "bill", "ticket", "log"])
    who = r.choice(EN_FILLER_FIRST)
    fund = r.choice(EN_FUNDS)
    if kind == "email":
        body = r.choice([
            f"Hi,\n\nThanks again for the time on our call. The team enjoyed the conversation and we'd like to dig a bit deeper into retention and the enterprise pipeline. Could you share monthly cohort data and the top ten accounts by revenue?\n\nBest,\n{who}\n{fund}",
            f"Hey there,\n\nQuick follow-up from {fund}. We discussed internally and are interested but want to understand the go-to-market in the US better. Do you have a plan for hiring the first sales person?\n\nCheers,\n{who}",
            f"Hello,\n\nApologies for the delay on our side. Partners meeting got moved. We'll circle back next week with feedback.\n\nWarm regards,\n{who} | {fund}",
        ])
        lead = r.choice(["look this email I received:", "investor email, what you think??", "pasting the reply from the fund:", "they answered! read:"])
    elif kind == "clause":
        body = r.choice([
            "Pro Rata Rights. Each Major Investor shall have the right to participate in subsequent equity financings of the Company on a pro rata basis, subject to customary exceptions.",
            "Liquidation Preference. In the event of a liquidation, the holders of Series Seed Preferred shall receive the greater of (i) one times the Original Purchase Price plus declared but unpaid dividends, or (ii) the amount they would receive on an as-converted basis.",
            "Information Rights. The Company shall deliver to each Major Investor annual and quarterly financial statements, and an annual budget, within a reasonable time after the end of each period.",
            "No-Shop. For a period of thirty days from signing of this term sheet, the Company shall not solicit or encourage any other offer for the financing of the Company.",
        ])
        lead = r.choice(["this clause from the term sheet, is ok?", "the lawyer highlighted this part:", "can you explain this in simple words?", "what means this paragraph:"])
    elif kind == "bill":
        svcs = r.sample(EN_SERVICES, r.randint(4, 6))
        rows = ["Service                 | Oct        | Nov (MTD)", "------------------------|------------|-----------"]
        for s in svcs:
            rows.append(f"{s:<24}| {en_amount(r):<11}| {en_amount(r)}")
        body = "\n".join(rows)
        lead = r.choice(["AWS cost table from the console:", "look at this bill 😱", "the breakdown by service:", "copied from Cost Explorer:"])
    elif kind == "ticket":
        body = r.choice([
            "Subject: Webhooks not arriving\n\nHi team, since yesterday our endpoint receives nothing from you. We changed nothing on our side. This is blocking our operations, please check urgently.",
            "Subject: Wrong totals in the monthly report\n\nHello, the report export shows different totals than the dashboard. Which one is correct? Our finance team needs it today.",
            "Subject: API key stopped working\n\nHi, our integration started returning 401 this morning. We did not rotate anything. Can you help?",
        ])
        lead = r.choice(["new ticket, read:", "customer wrote this:", "support inbox, this one is angry", "how I answer this?"])
    else:
        lines = []
        for _ in range(r.randint(3, 5)):
            lines.append(r.choice([
                "WARN upstream timed out while reading response header",
                "ERROR POST /v2/webhooks/dispatch 502 in 30.0s",
                "INFO retry scheduled attempt=3 backoff=8s",
                "ERROR connection reset by peer (outbound)",
                "WARN pool exhausted, waiting for free connection",
                "INFO health check ok",
            ]))
        body = "\n".join(f"[{r.randint(10, 23)}:{r.randint(10, 59)}:{r.randint(10, 59)}] {l}" for l in lines)
        lead = r.choice(["logs from the worker:", "this keeps appearing:", "what is this?", "the error:"])
    return kind, f"{lead}\n\n{body}"


EN_TOOLS = [
    ("web_search", lambda r: {"query": r.choice(["seed round SAFE standard terms", "AWS NAT gateway cost reduce", "hire engineers Brazil contractor vs employee", "Delaware C corp annual report requirements", "webhook retry best practices"])},
     lambda r: r.choice(["1. Guide to seed financing terms — overview of common clauses and what founders negotiate.\n2. Founder forum thread — experiences with first institutional round.",
                         "1. Blog: cutting data transfer costs — VPC endpoints, caching, fewer cross-AZ calls.\n2. Docs: pricing page for the managed gateway.",
                         "1. Article comparing contractor platforms for LatAm teams.\n2. Q&A: labor rules for remote contractors."])),
    ("aws_cost_explorer", lambda r: {"granularity": "DAILY", "groupBy": "SERVICE", "period": "last_7_days"},
     lambda r: "\n".join(f"{s}: {en_amount(r)}" for s in r.sample(EN_SERVICES, 4))),
    ("gmail_search", lambda r: {"q": r.choice(["from:fund newer_than:7d", "subject:term sheet", "label:support is:unread"])},
     lambda r: "\n".join(r.sample(["Re: follow-up from our call", "Data room access", "Re: intro", "Weekly update", "Invoice attached", "Re: webhooks not arriving"], 3))),
    ("calendar_list", lambda r: {"range": "this_week"},
     lambda r: "\n".join(r.sample(["Mon 10:00 standup", "Tue 15:00 investor call", "Wed 11:00 interview backend", "Thu 09:30 customer sync", "Fri 16:00 team retro"], 3))),
    ("search_history", lambda r: {"query": r.choice(["term sheet", "AWS bill", "interview", "webhook"])},
     lambda r: "2 earlier messages matched; showing snippets."),
]

# ---------------------------------------------------------------------------
# Chinese pools
# ---------------------------------------------------------------------------

ZH_SURNAME = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙", "马",
              "朱", "胡", "郭", "何", "林", "罗", "梁", "宋", "郑", "谢", "韩", "唐", "冯"]
ZH_GIVEN = ["志强", "晓峰", "海燕", "文静", "建国", "雨婷", "子轩", "思远", "俊杰", "嘉怡",
            "国栋", "丽娜", "浩然", "秋月", "永康", "慧敏", "振宇", "佳琪", "伟明", "婉清"]
ZH_ROLES = ["香港公司的律师", "领投方的合伙人", "新来的后端工程师", "我们的会计",
            "云厂商的客户经理", "我的联合创始人", "帮我们找人的猎头", "一个天使投资人",
            "最大客户的技术负责人", "做尽调的分析师", "我们请的FA", "前端外包的负责人"]

ZH_NAME_T = [
    ("user", "{role}叫{v}，你帮我记一下，我老是记不住"),
    ("user", "今天跟{v}通了电话，{role}，人挺好的就是说话太快"),
    ("user", "{v}终于回我了！{role}，之前一直没人理我"),
    ("user", "记一下：{role}是{v}，以后发邮件都找他"),
    ("user", "跟{v}谈妥了，{role}，下周一入职，如果合同没问题的话"),
    ("user", "帮我给{v}写封感谢邮件吧，{role}，关系要维护好"),
    ("assistant", "好的，记下了：{v}是{role}。之后起草邮件我会用这个名字。"),
]


def zh_command(r):
    svc, ns = r.choice(EN_SVC), r.choice(EN_NS)
    opts = [
        f"kubectl rollout restart deployment/{svc} -n {ns}",
        f"aliyun ecs DescribeInstances --RegionId cn-shenzhen --InstanceName {svc}",
        f"docker compose -f docker-compose.{ns}.yml up -d {svc}",
        f"ossutil cp -r oss://{r.choice(EN_BUCKET)}/{ns}/ ./backup-{ns}/",
        f"kubectl logs -n {ns} deploy/{svc} --since=1h | grep -i error",
        f"mysqldump -h rm-{ns}.mysql.rds.aliyuncs.com -u admin --single-transaction {r.choice(EN_TABLE)}",
        f"git log --oneline origin/{ns}..main -- services/{svc}",
        f"helm upgrade {svc} ./charts/{svc} -n {ns} --reuse-values",
        f"tail -f /var/log/{svc}/error.log",
        f"redis-cli -h {svc}.{ns}.internal info memory",
        f"terraform apply -var-file={ns}.tfvars -target=module.{svc.replace('-', '_')}",
    ]
    return r.choice(opts)


ZH_COMMAND_T = [
    ("user", "我跑了 `{v}`，啥都没输出，正常吗？"),
    ("user", "合伙人说每次上线前都要跑一下 {v}，我照做了"),
    ("user", "查这个我一般用：{v}\n先存这里免得找不到"),
    ("user", "刚执行了 {v} ，这次终于好了🙏"),
    ("user", "帮我记到笔记里：`{v}`（昨天就是靠它救回来的）"),
    ("assistant", "在项目根目录执行：\n\n```\n{v}\n```\n\n一般一分钟内能跑完。如果报权限错误，先检查一下 AccessKey 的环境变量。"),
    ("assistant", "最快的检查办法是 `{v}`。如果输出是空的，说明服务根本没注册上，下一步再看部署配置。"),
]


def zh_id(r):
    L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    opts = [
        f"GD{r.randint(100000, 999999)}",
        f"FP-{r.randint(10000, 99999)}",
        f"DD{r.choice(L)}{r.randint(1000, 9999)}",
        f"HK-{r.randint(100, 999)}-{r.choice(L)}{r.choice(L)}",
        f"WO-{r.randint(1000, 9999)}",
        f"TS{r.choice(L)}{r.randint(100, 999)}{r.choice(L)}",
    ]
    return r.choice(opts)


ZH_ID_T = [
    ("user", "客户又提了个工单，{v}，还是回调超时的问题，这个月第三次了"),
    ("user", "律所的发票到了，编号{v}，月底前要付"),
    ("user", "云厂商那边的工单号是{v}，说24小时内回复，我不太信"),
    ("user", "投资方发来的尽调清单编号{v}，你帮我记着"),
    ("user", "去香港的机票订好了，订单号{v}"),
    ("user", "这个号先存一下：{v}，是那个退款纠纷的单子"),
    ("assistant", "我已经把它记成{v}了，跟其他没关的工单放在一起跟进。"),
]

ZH_PORT_T = [
    ("user", "v2接口监听的是{v}端口，旧的那个一直没关"),
    ("user", "grafana改到{v}了，之前跟别的容器冲突"),
    ("user", "测试环境用{v}，生产就是正常的443，别问我为什么"),
    ("user", "{v}是不是websocket网关的端口？我老搞混"),
    ("user", "安全组只开了{v}给管理后台，限公司IP"),
    ("user", "新来的同事把监控exporter放到{v}上了，也没跟人说一声"),
    ("assistant", "健康检查失败是因为负载均衡的后端指向{v}，但容器暴露的是另一个端口，把两边改成一致就好了。"),
]

ZH_VERSION_T = [
    ("user", "还有客户在用{v}的接口，暂时不能下线"),
    ("user", "律师发来了投资条款{v}版，清算优先权那部分改了"),
    ("user", "App {v}提交审核三天了还没过，急死了"),
    ("user", "SDK升级到{v}以后登录就挂了，我先回滚了"),
    ("user", "BP {v}是最终版了（我知道我说过很多次……）"),
    ("user", "生产上现在是哪个版本？我记得是{v}，但不确定热修复上没上"),
    ("assistant", "先把客户端锁在{v}，下一个小版本改了分页的默认值，客户就是被这个坑了。"),
]


def zh_money(r, allowed=None):
    opts = [
        f"{r.randint(12, 98)}{r.choice(['00', '50'])}元",
        f"¥{r.randint(11, 99)},{r.choice(['000', '500', '800'])}",
        f"{r.randint(20, 95)}万人民币",
        f"{r.randint(100, 900)}万美元",
        f"{r.randint(2, 9)}.{r.randint(1, 9)}万港币",
        f"{r.randint(1, 9)},{r.randint(100, 999)}元",
    ]
    return opts[r.choice(allowed)] if allowed else r.choice(opts)


ZH_MONEY_T = [
    ("user", "这个月云服务器账单{v}，比上个月多了一大截，得查查为什么", [0, 1, 5]),
    ("user", "律所注册香港公司收了{v}，这正常吗还是被坑了", [1, 4, 5]),
    ("user", "给高级后端开了{v}的年薪，他还嫌少", [2]),
    ("user", "投资人给的估值是{v}，我合伙人觉得低了", [3]),
    ("user", "客户打过来{v}，但发票上的金额对不上", [0, 1, 5]),
    ("user", "算了下，我们每个月大概烧{v}，不变的话能撑一年多", [1, 2]),
    ("assistant", "如果买一年期的预留实例，这部分大概能降到每月{v}左右。", [0, 5]),
]


def zh_date(r):
    m = r.randint(1, 12)
    d = r.randint(10, 28)
    return r.choice([f"{m}月{d}日", f"{m}月{d}号", f"下个月{d}号"])


ZH_DATE_T = [
    ("user", "尽调截止日期是{v}，之前所有材料都要放进数据室"),
    ("user", "候选人的面试约在{v}上午十点，帮我排进计划"),
    ("user", "协议得在{v}之前签，不然投资人去度假了"),
    ("user", "云服务器的代金券{v}到期！！刚在控制台看到"),
    ("user", "董事会沟通会定在{v}，我PPT还一页没做"),
    ("user", "香港公司的周年申报要在{v}前交，会计刚提醒我"),
    ("assistant", "从{v}倒推：提前一周把数据室整理完，再往前一周给律师过一遍，所以清单现在就得开始弄了。"),
]

ZH_DECISIONS = [
    ("用阿里云深圳区", "客户都在华南延迟低"),
    ("先招两个中级后端", "一个高级的钱够招两个中级"),
    ("香港公司做融资主体", "投资人要求离岸架构"),
    ("不做免费版了", "免费用户的工单太多"),
    ("律师按固定费用收费", "按小时收费上次吓到我了"),
    ("v1接口年底下线", "只剩三个客户在用"),
    ("天使轮只融三百万", "估值太低不想多稀释"),
    ("用飞书管工单", "团队本来就在用飞书"),
    ("测试环境改用抢占式实例", "测试环境挂了也没关系"),
    ("期权池留百分之十", "律师说投资人都会要求"),
    ("数据库用RDS不自己搭", "我们没有专职运维"),
    ("每周给投资人发邮件更新", "上次开会他们都没看文档"),
    ("先不注册美国公司", "现在的客户都在国内"),
    ("客服外包给第三方", "自己回工单太占时间"),
    ("对象存储换成低频访问", "那些备份基本没人读"),
]

ZH_DECISION_T = [
    ("user", "我们最后决定{c}，因为{r}。"),
    ("user", "想了一晚上，还是{c}吧，{r}。"),
    ("user", "跟合伙人商量过了：{c}。主要是{r}。"),
    ("user", "定了，{c}。原因很简单，{r}。"),
    ("user", "这个不改了，{c}，{r}，没必要再纠结。"),
    ("user", "算了，{c}，毕竟{r}。"),
    ("assistant", "好的，那就按你说的：{c}，用你的话说就是“{r}”。我把计划更新一下，后面不再提别的方案了。"),
]

ZH_CONSTRAINTS = [
    "不要把股权结构表发给数据室以外的人",
    "周五下午三点以后不要上线",
    "律师没看过的文件不要签",
    "永远不要用主账号的root权限",
    "早上九点前别给投资人发消息",
    "融资没关之前不招新人",
    "工单里不要给客户承诺日期",
    "生产环境必须开MFA才能登",
    "客户数据不要放测试环境",
    "投资人的邮件都要抄送我合伙人",
    "尽调的问题不要在微信里回答",
    "周末不要轮换密钥",
    "另一份投资条款不要跟任何人提",
    "合并到main必须两个人审批",
]

ZH_CONSTRAINT_T = [
    ("user", "记住一条规矩：{p}。"),
    ("user", "以后{p}，这个很重要。"),
    ("user", "提醒一下，{p}，之前吃过亏。"),
    ("user", "加一条：{p}，你也帮我盯着。"),
    ("user", "还有，{p}，我合伙人在这方面很严格，他是对的。"),
    ("user", "说清楚哦，{p}，没有例外。"),
    ("assistant", "明白，{p}。有紧急情况我会先跟你确认，不会绕过这条。"),
]

ZH_QUESTIONS = [
    "香港公司的利得税怎么算",
    "天使投资人的优先认购权",
    "VIE架构要不要搭",
    "ODI备案要多久",
    "期权在深圳怎么交税",
    "代金券能不能延期",
    "员工期权的成熟期",
    "投资款进来要不要交税",
    "最惠国条款是什么意思",
    "数据出境安全评估",
    "香港公司的审计费用",
    "创始人回购条款",
    "等保二级要不要做",
    "领投方要不要董事席位",
    "商标要不要在香港注册",
]

ZH_QUESTION_T = [
    ("user", "顺便问一下，{p}？不急，回头再说。"),
    ("user", "还有个问题一直没搞懂：{p}……算了，先把邮件弄完。"),
    ("user", "对了，{p}，有人知道吗？先记着，下次聊。"),
    ("user", "问个以后的问题：{p}？我可能得去问律师。"),
    ("user", "{p}这个事我一直没搞明白，不过今天先不管了，头都大了。"),
    ("user", "有空帮我想想{p}的问题，今天先不说这个。"),
]

ZH_USER_FILLER = [
    "早！今天第三杯咖啡了，事情太多",
    "刚才开会去了，不好意思",
    "好",
    "谢谢，这个很有用",
    "嗯我想想再说",
    "哈哈对，就是这个意思",
    "合伙人在跟客户开会，等他出来再定",
    "深圳今天暴雨，一半人没来公司",
    "能不能写短一点？投资人不看长邮件的",
    "完美，下一个",
    "等等我有点乱了，我们刚才在说账单还是上线？",
    "昨晚只睡了四个小时，写得乱你别介意",
    "可以，就这样",
    "说实话融资是我干过最累的事",
    "稍等，接个电话",
    "回来了，刚才说到哪了？",
    "客户就回了两个问号“？？”，我也是服了",
    "说简单点吧，我脑子已经转不动了",
    "要不明天在弄？算了还是今天弄完",
    "行，就按这个来",
    "我觉得第二个方案好一点，但也不确定",
    "今天签了第一个东莞的付费客户！钱不多但是很开心",
    "候选人面试放鸽子了，经典",
    "帮我列个清单吧，事情太多我自己理不清",
    "有没有快一点的办法？二十分钟后我还有个会",
    "团队在问年会的事……真是轻重不分",
    "看完了，有道里",
    "帮我改得正式一点",
    "我妈又打电话问我什么时候找个正经工作😂",
    "收到，谢谢！",
]

ZH_USER_AGREE = ["行，就按你说的来", "好好好，就这个", "可以，同意", "好吧你说服我了", "嗯，就选这个"]

ZH_ASSIST_OPEN = ["好的，我的思路是这样的。", "先确认这个是对的。", "有道理，说几点：", "明白。",
                  "好，我们拆开来看。", "这个阶段遇到这种情况很常见，别太担心。", "没问题。", "一件一件来。"]

ZH_ASSIST_PARA = [
    "融资这块，投资人最先看的是故事是否前后一致：BP、数据室和你在电话里说的数字要对得上。哪怕差一点，分析师都会发现，然后你要多花一周去回答追问。",
    "云账单这块，你们这个规模的意外费用一般来自三个地方：跨可用区的流量、NAT网关的流量，还有忘在别的地域没关的资源。按计费项分组看一下，通常几分钟就能找到。",
    "招人的话，岗位描述建议围绕他入职前三个月要解决的问题来写，而不是罗列一堆技术栈。好的工程师对具体问题更感兴趣。",
    "回复客户的时候，先承认问题，再说你们正在做什么，最后才解释原因。客户更关心下一步，而不是根因。",
    "跟律师沟通的话，最好把问题整理成一个清单一次发过去，而不是分好几封邮件。按小时收费的话更省钱，回答也更连贯。",
    "如果需要，我可以把这些整理成带负责人和时间的清单，你合伙人一眼就能看到哪些还没完成。",
    "还有一点：简单记一下你答应了谁什么事。融资期间很容易忘记你跟某个投资人说过哪天之前发材料。",
    "接口版本放在URL路径里对客户来说最好理解，虽然不是最优雅的做法。不管选哪种，把下线策略写在一个地方，每次更新日志都链接过去。",
    "工单方面，连续两周按模块（计费、集成、登录）打标签，就能看出产品哪里最痛。这些也是给投资人更新的好素材，说明你们重视客户反馈。",
    "本周的优先级，我建议先弄尽调材料，因为它卡着钱；然后是客户的问题；基础设施的清理放到交割之后。",
    "公司架构方面，香港公司做主体是很多投资人习惯的方式，深圳的公司继续作为运营实体雇佣本地团队。钱怎么在两边流动，最好在钱到账之前就跟律师和会计商量好。",
    "如果费用还在涨，先设一个预算告警，到预期花费的80%就同时通知你和合伙人。这不能解决问题，但至少不会月底才发现。",
    "给投资人的邮件越短越好：一句背景，两三句进展，一个明确的请求。不要放附件，放BP的链接，这样能看到谁打开了。",
    "面试流程的话，种子阶段两轮技术面加你一轮就够了。太长的笔试会把手里有其他offer的好候选人吓跑。",
    "如果想再确认一下，可以跟上个月导出的数据对比，只要筛选条件一样，差异应该很容易找出来。",
    "不管最后端口和配置怎么定，都写进服务的README和基础设施代码里，别只存在某个人脑子里。你们这个规模，一半“我本地是好的”问题都是两个服务抢同一个资源。",
    "上线的话，固定一个小流程：先跑数据库迁移，再发布，然后盯十分钟错误率。很无聊，但能避免大部分翻车的晚上。",
]
ZH_PARA_TAGS = ["investor", "bill", "hiring", "support", "legal", "", "investor", "api", "support", "investor",
                "legal", "bill", "investor", "hiring", "bill", "api", "api"]
ZH_KEYWORDS = {
    "bill": ["账单", "费用", "元", "代金券", "烧", "付", "¥"],
    "api": ["端口", "接口", "上线", "kubectl", "docker", "版本", "SDK", "测试环境", "`", "App"],
    "legal": ["律师", "条款", "香港公司", "签", "估值", "申报"],
    "hiring": ["工程师", "候选人", "面试", "招", "猎头", "年薪"],
    "support": ["工单", "客户", "发票"],
    "investor": ["投资人", "基金", "BP", "融资", "尽调", "数据室", "董事会"],
}

ZH_ASSIST_LIST = [
    "简单列个清单：\n- 每个待办确认负责人\n- 文件夹设成只读共享\n- 每个截止日期前两天设提醒\n- 周五发一条简短的进度说明",
    "建议的顺序：\n1. 先修影响客户的问题\n2. 回复投资人的追问\n3. 清理基础设施\n4. 把改动写下来同步给团队",
    "可以问他们这几点：\n- 具体范围是什么\n- 他们那边谁来审\n- 一般要多久\n- 开始之前需要我们提供什么",
]

ZH_ASSIST_CLOSE = ["要我帮你起草吗？", "有进展告诉我。", "需要更短的版本就说。", "等他们回复了我再调整。", "我们看下一个？", "", ""]

ZH_PASTE_REPLY = {
    "email": ["谢谢贴过来。整体语气是积极的，他们是在要更多细节，不是在退。建议一天内回复，每个问题简短回答，再给两个具体的时间约下次电话。",
              "从字里行间看，他们认可团队，但想看更多留存方面的证据。可以发一张简单的留存曲线，回复控制在十行以内。"],
    "clause": ["这个条款在天使轮里算比较标准。关键是适用于谁、有没有门槛；没有门槛的话，很小的投资人也适用，以后会增加很多行政工作。值得问一下律师这是不是有意的。",
               "没什么特别需要担心的，但建议让律师确认措辞跟你们口头谈的一致。这类文件里“应当”和“可以”差别很大。"],
    "bill": ["看这张表，计算是最大的一项，但增长主要来自公网流量和NAT网关。这种情况通常是某个服务调用外部接口或跨可用区的次数比以前多了很多，比如重试太频繁，或者日志被传出了VPC。",
             "总数对你们的流量来说还算合理，但我会先查那几个小项的增长：那些通常是配置问题而不是用量问题，修起来也便宜。"],
    "ticket": ["客户虽然着急，但描述得很具体，这是好事，说明他们想用好。建议回复现在知道的情况、有没有临时办法、什么时候再同步，但不要承诺修复日期。",
               "这看起来跟其他几个反馈是同一个重试问题。内部归到一个问题下面，方便确认修复是否有效。"],
    "log": ["日志显示是对外调用超时，不是数据库的问题。第一次失败之后重试堆积起来了，所以看起来比实际严重。",
            "这些502是上线之后马上开始的，建议先对比新旧部署的环境变量，再去看代码。"],
}

ZH_FILLER_WHO = ["Kevin", "小周", "老何", "Amy", "阿杰", "Linda"]
ZH_FUNDS = ["启明星资本", "南山创投", "远航基金", "青松天使", "前海种子基金"]
ZH_SERVICES = ["云服务器ECS", "云数据库RDS", "NAT网关", "公网流量", "对象存储OSS", "负载均衡SLB", "日志服务SLS", "容器镜像服务"]


def zh_amount(r):
    if r.random() < 0.5:
        return f"¥{r.randint(12, 999)}.{r.randint(10, 99)}"
    return f"¥{r.randint(1, 9)},{r.randint(100, 999)}.{r.randint(10, 99)}"


def zh_paste(r):
    kind = r.choice(["email", "clause", "bill", "ticket", "log"])
    who = r.choice(ZH_FILLER_WHO)
    fund = r.choice(ZH_FUNDS)
    if kind == "email":
        body = r.choice([
            f"您好，\n\n感谢上次的交流，团队聊得很愉快。我们想进一步了解一下留存数据和大客户的储备情况，方便的话请提供按月的留存数据，以及收入前十的客户名单。\n\n祝好\n{who}\n{fund}",
            f"Hi，\n\n{fund}这边内部讨论过了，比较感兴趣，但想多了解一下你们的销售打法，比如第一个销售什么时候招？\n\n{who}",
            f"您好，\n\n抱歉回复晚了，合伙人会议改期了，我们下周给您反馈。\n\n{who}｜{fund}",
        ])
        lead = r.choice(["看看这封邮件：", "投资人回邮件了，你怎么看？？", "基金那边的回复，贴一下：", "他们回了！你看："])
    elif kind == "clause":
        body = r.choice([
            "优先认购权：本轮投资人有权按其持股比例参与公司后续的股权融资，惯常例外情形除外。",
            "清算优先权：公司发生清算事件时，A类优先股股东有权优先获得其投资款的一倍加上已宣布但未支付的股息，或按转换后的比例参与分配，以较高者为准。",
            "信息权：公司应在每个财务年度和季度结束后的合理期限内，向主要投资人提供财务报表及年度预算。",
            "排他期：自本条款清单签署之日起三十日内，公司不得就本次融资向其他任何第三方寻求或接受投资要约。",
        ])
        lead = r.choice(["条款清单里的这条，有问题吗？", "律师标出来的这段：", "用大白话给我解释一下：", "这段是什么意思："])
    elif kind == "bill":
        svcs = r.sample(ZH_SERVICES, r.randint(4, 6))
        rows = ["计费项            | 10月        | 11月（截至今天）", "------------------|-------------|-------------"]
        for s in svcs:
            rows.append(f"{s:<14}| {zh_amount(r):<12}| {zh_amount(r)}")
        body = "\n".join(rows)
        lead = r.choice(["控制台导出的账单：", "看这个账单😱", "按产品拆分的费用：", "从费用中心复制的："])
    elif kind == "ticket":
        body = r.choice([
            "标题：回调收不到\n\n你好，从昨天开始我们的接口就收不到你们的回调了，我们这边什么都没改，已经影响业务了，麻烦尽快看一下。",
            "标题：月报金额不对\n\n你好，导出的月报和后台显示的总额不一样，哪个是对的？财务今天就要。",
            "标题：API密钥失效\n\n你好，今天早上开始接口一直返回401，我们没有换过密钥，能帮忙看看吗？",
        ])
        lead = r.choice(["新工单，你看：", "客户发来的：", "客服邮箱里这个很生气", "这个怎么回？"])
    else:
        lines = []
        for _ in range(r.randint(3, 5)):
            lines.append(r.choice([
                "WARN upstream timed out while reading response header",
                "ERROR POST /v2/callbacks/dispatch 502 in 30.0s",
                "INFO retry scheduled attempt=3 backoff=8s",
                "ERROR connection reset by peer (outbound)",
                "WARN pool exhausted, waiting for free connection",
                "INFO health check ok",
            ]))
        body = "\n".join(f"[{r.randint(10, 23)}:{r.randint(10, 59)}:{r.randint(10, 59)}] {l}" for l in lines)
        lead = r.choice(["worker的日志：", "一直出现这个：", "这是啥？", "报错："])
    return kind, f"{lead}\n\n{body}"


ZH_TOOLS = [
    ("web_search", lambda r: {"query": r.choice(["天使轮 投资条款 常见", "NAT网关 费用 优化", "深圳 招聘 后端 薪资", "香港公司 周年申报 要求", "回调 重试 最佳实践"])},
     lambda r: r.choice(["1. 天使轮投资条款解读——常见条款以及创始人通常会谈的点。\n2. 创业者论坛：第一次机构融资的经验分享。",
                         "1. 博客：降低公网流量费用——私网连接、缓存、减少跨可用区调用。\n2. 文档：NAT网关计费说明。",
                         "1. 文章：深圳后端工程师薪资区间对比。\n2. 问答：外包和全职怎么选。"])),
    ("cloud_billing", lambda r: {"granularity": "DAILY", "groupBy": "PRODUCT", "period": "last_7_days"},
     lambda r: "\n".join(f"{s}: {zh_amount(r)}" for s in r.sample(ZH_SERVICES, 4))),
    ("mail_search", lambda r: {"q": r.choice(["来自:基金 最近7天", "主题:投资条款", "标签:客服 未读"])},
     lambda r: "\n".join(r.sample(["回复：上次电话的跟进", "数据室访问权限", "回复：介绍", "周报", "发票已附", "回复：回调收不到"], 3))),
    ("calendar_list", lambda r: {"range": "this_week"},
     lambda r: "\n".join(r.sample(["周一 10:00 站会", "周二 15:00 投资人电话", "周三 11:00 后端面试", "周四 09:30 客户对接", "周五 16:00 团队复盘"], 3))),
    ("search_history", lambda r: {"query": r.choice(["投资条款", "账单", "面试", "回调"])},
     lambda r: "之前有2条消息匹配，显示摘要。"),
]

LANG = {
    "en": dict(
        name=(lambda r, _hint: r.choice(EN_FIRST) + " " + r.choice(EN_LAST), EN_NAME_T),
        command=(lambda r, _hint: en_command(r), EN_COMMAND_T),
        id=(lambda r, _hint: en_id(r), EN_ID_T),
        port=(lambda r, _hint: en_port(r), EN_PORT_T),
        version=(lambda r, _hint: en_version(r), EN_VERSION_T),
        money=(lambda r, allowed: en_money(r, allowed), EN_MONEY_T),
        date=(lambda r, _hint: en_date(r), EN_DATE_T),
        roles=EN_ROLES, decisions=EN_DECISIONS, decision_t=EN_DECISION_T,
        constraints=EN_CONSTRAINTS, constraint_t=EN_CONSTRAINT_T,
        questions=EN_QUESTIONS, question_t=EN_QUESTION_T,
        ufiller=EN_USER_FILLER, agree=EN_USER_AGREE, aopen=EN_ASSIST_OPEN, apara=EN_ASSIST_PARA,
        alist=EN_ASSIST_LIST, aclose=EN_ASSIST_CLOSE, paste=en_paste, paste_reply=EN_PASTE_REPLY,
        tools=EN_TOOLS, sep=" ", tags=EN_PARA_TAGS, keywords=EN_KEYWORDS,
        q_reply=["Sure, we'll park that one for another day. On the current item:", "Okay, noted for later. For now:",
                 "No problem, one thing at a time."],
    ),
    "zh": dict(
        name=(lambda r, _hint: r.choice(ZH_SURNAME) + r.choice(ZH_GIVEN), ZH_NAME_T),
        command=(lambda r, _hint: zh_command(r), ZH_COMMAND_T),
        id=(lambda r, _hint: zh_id(r), ZH_ID_T),
        port=(lambda r, _hint: en_port(r), ZH_PORT_T),
        version=(lambda r, _hint: en_version(r), ZH_VERSION_T),
        money=(lambda r, allowed: zh_money(r, allowed), ZH_MONEY_T),
        date=(lambda r, _hint: zh_date(r), ZH_DATE_T),
        roles=ZH_ROLES, decisions=ZH_DECISIONS, decision_t=ZH_DECISION_T,
        constraints=ZH_CONSTRAINTS, constraint_t=ZH_CONSTRAINT_T,
        questions=ZH_QUESTIONS, question_t=ZH_QUESTION_T,
        ufiller=ZH_USER_FILLER, agree=ZH_USER_AGREE, aopen=ZH_ASSIST_OPEN, apara=ZH_ASSIST_PARA,
        alist=ZH_ASSIST_LIST, aclose=ZH_ASSIST_CLOSE, paste=zh_paste, paste_reply=ZH_PASTE_REPLY,
        tools=ZH_TOOLS, sep="", tags=ZH_PARA_TAGS, keywords=ZH_KEYWORDS,
        q_reply=["好，那个先放一放，回到手头的事：", "行，先记着，以后再说。现在：", "没问题，一件一件来。"],
    ),
}


# ---------------------------------------------------------------------------
# building one conversation
# ---------------------------------------------------------------------------

def dealer(r, tmpls):
    """Deal templates like cards: every template is used once before any is used again."""
    deck = []

    def deal():
        if not deck:
            deck.extend(r.sample(tmpls, len(tmpls)))
        return deck.pop()
    return deal


def make_facts(r, lang, per_kind):
    P = LANG[lang]
    facts = []
    used = set()
    for kind in KINDS:
        if kind in ("decision", "constraint", "question"):
            pool = {"decision": P["decisions"], "constraint": P["constraints"], "question": P["questions"]}[kind]
            if per_kind > len(pool):
                sys.exit(f"PER_KIND={per_kind} is more than the {len(pool)} {kind} phrases of {lang}")
            picks = r.sample(pool, per_kind)
            deal = dealer(r, P[kind + "_t"])
            for pick in picks:
                role, t = deal()
                if kind == "decision":
                    c, rs = pick
                    text = t.format(c=c, r=rs)
                    needles = [c, rs]
                else:
                    text = t.format(p=pick)
                    needles = [pick]
                facts.append(dict(kind=kind, role=role, text=text, needles=needles))
            continue
        gen, tmpls = P[kind]
        deal = dealer(r, tmpls)
        for _ in range(per_kind):
            tm = deal()
            role, t = tm[0], tm[1]
            hint = tm[2] if len(tm) > 2 else None
            for _try in range(200):
                v = gen(r, hint)
                if v not in used:
                    break
            used.add(v)
            text = t.format(v=v, role=r.choice(P["roles"]))
            facts.append(dict(kind=kind, role=role, text=text, needles=[v]))
    return facts


def paras(r, P, prev, k):
    """k assistant paragraphs, the first on the topic of the previous user message when one matches."""
    topics = {t for t, kws in P["keywords"].items() if any(w in prev for w in kws)}
    on = [p for p, t in zip(P["apara"], P["tags"]) if t in topics]
    out = []
    if on:
        out.append(r.choice(on))
    rest = [p for p in P["apara"] if p not in out]
    out += r.sample(rest, max(0, k - len(out)))
    return out


def assistant_filler(r, P, lang, prev):
    parts = [r.choice(P["aopen"])]
    for p in paras(r, P, prev, r.randint(1, 3)):
        parts.append(p)
    if r.random() < 0.3:
        parts.append(r.choice(P["alist"]))
    close = r.choice(P["aclose"])
    if close:
        parts.append(close)
    return "\n\n".join(parts)


def build_conversation(seed, attempt, lang, per_kind):
    r = random.Random(f"bb-{seed}-{attempt}")
    P = LANG[lang]
    facts = make_facts(r, lang, per_kind)
    nfacts = len(facts)
    n = r.randint(150, 205) + per_kind * 5
    n = max(130, min(280, n))
    n -= n % 2
    # message slots: even index = user, odd = assistant
    slots = [[] for _ in range(n)]
    order = list(range(nfacts))
    r.shuffle(order)
    for rank, fi in enumerate(order):
        f = facts[fi]
        frac = (rank + r.random()) / nfacts
        pos = 1 + int(frac * (n - 3))
        want = 0 if f["role"] == "user" else 1
        if pos % 2 != want:
            pos += 1
        while pos < n and len(slots[pos]) >= (3 if r.random() < 0.5 else 2):
            pos += 2
        if pos >= n:
            pos = want if want == 1 else 0
            while len(slots[pos]) >= 3:
                pos += 2
        slots[pos].append(fi)

    rows_text = []  # (row_index, kind, text or dict)
    items = []
    after_paste = None
    after_question = False
    for i in range(n):
        role = "user" if i % 2 == 0 else "assistant"
        fis = slots[i]
        if role == "user":
            if fis:
                parts = [facts[fi]["text"] for fi in fis]
                if r.random() < 0.3:
                    parts.insert(0, r.choice(P["ufiller"]))
                if r.random() < 0.15:
                    parts.append(r.choice(P["ufiller"]))
                joiner = r.choice(["\n", " ", "\n\n"])
                text = joiner.join(parts)
                after_question = any(facts[fi]["kind"] == "question" for fi in fis)
                after_paste = None
            elif i + 1 < n and any(facts[fj]["kind"] in ("decision", "constraint") for fj in slots[i + 1]):
                text = r.choice(P["agree"])
                after_paste = None
                after_question = False
            else:
                x = r.random()
                if x < 0.25:
                    after_paste, text = P["paste"](r)
                else:
                    text = r.choice(P["ufiller"])
                    after_paste = None
                after_question = False
            items.append({"type": "message", "role": "user", "content": text})
        else:
            prev = items[-1]["content"] if items else ""
            if r.random() < 0.16:
                name, argf, outf = r.choice(P["tools"])
                cid = f"call_bb{seed}_{i}"
                items.append({"type": "function_call", "callId": cid, "name": name,
                              "arguments": json.dumps(argf(r), ensure_ascii=False)})
                items.append({"type": "function_call_result", "callId": cid, "name": name,
                              "status": "completed", "output": outf(r)})
            if fis:
                parts = []
                if r.random() < 0.6:
                    parts.append(r.choice(P["aopen"]))
                parts += [facts[fi]["text"] for fi in fis]
                if r.random() < 0.7:
                    parts += paras(r, P, prev, r.randint(1, 2))
                text = "\n\n".join(parts)
            elif after_paste:
                text = r.choice(P["paste_reply"][after_paste])
                if r.random() < 0.5:
                    text += "\n\n" + paras(r, P, prev, 1)[0]
            elif after_question:
                text = r.choice(P["q_reply"]) + "\n\n" + "\n\n".join(paras(r, P, prev, r.randint(1, 2)))
            else:
                text = assistant_filler(r, P, lang, prev)
            after_paste = None
            after_question = False
            items.append({"type": "message", "role": "assistant", "content": text})
        for fi in fis:
            facts[fi]["item"] = len(items) - 1
    return facts, items, n


def item_text(it):
    if it["type"] == "message":
        return it["content"]
    if it["type"] == "function_call":
        return it["name"] + " " + it["arguments"]
    return it["name"] + " " + it["output"]


def valid(facts, items, baseline):
    texts = [item_text(it) for it in items]
    needles = [nd for f in facts for nd in f["needles"]]
    if len(set(needles)) != len(needles):
        return False
    for a in needles:
        for b in needles:
            if a != b and a in b:
                return False
    for f in facts:
        for nd in f["needles"]:
            hits = [k for k, t in enumerate(texts) if nd in t]
            if hits != [f["item"]]:
                return False
            if nd in baseline:
                return False
    return True


def envelope(items):
    t = datetime(2026, 11, 20, 8, 0, 0)
    rows = []
    r = random.Random(len(items))
    for k, it in enumerate(items):
        t += timedelta(seconds=r.randint(20, 420))
        meta = {"uiRole": it["role"]} if it["type"] == "message" else {}
        rows.append({"v": 2, "id": f"msg_bb{k + 1}", "createdAt": t.strftime("%Y-%m-%dT%H:%M:%SZ"),
                     "item": it, "meta": meta})
    return rows


# ---------------------------------------------------------------------------
# running okbot
# ---------------------------------------------------------------------------

def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW=NOW)
    p = subprocess.run([okbot] + args, input=stdin, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def summary_lengths(obj):
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k == "summary" and isinstance(v, str):
                yield len(v)
            else:
                yield from summary_lengths(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from summary_lengths(v)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, workdir = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    summary_max = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    totals = {k: [0, 0] for k in KINDS}
    max_chars = 0
    roots = []
    for si, seed in enumerate(seeds):
        lang = "zh" if si == len(seeds) - 1 else "en"
        root = os.path.join(workdir, f"root-{seed}")
        if os.path.exists(root):
            shutil.rmtree(root)
        roots.append(root)
        run(okbot, root, ["init"])
        run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", summary_max])
        baseline = run(okbot, root, ["context", "show", "-a", "Writer"])
        for attempt in range(500):
            facts, items, n = build_conversation(seed, attempt, lang, per_kind)
            if valid(facts, items, baseline):
                break
        else:
            sys.exit(f"seed {seed}: no valid conversation after 500 attempts")
        rows = envelope(items)
        batches, cur, msgs = [], [], 0
        for row in rows:
            cur.append(row)
            if row["item"]["type"] == "message":
                msgs += 1
                if msgs % BATCH == 0:
                    batches.append(cur)
                    cur = []
        if cur:
            batches.append(cur)
        for b in batches:
            data = "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in b)
            run(okbot, root, ["session", "append", "-a", "Writer"], stdin=data)
            run(okbot, root, ["compress", "-a", "Writer", "--now"])
        ctx = run(okbot, root, ["context", "show", "-a", "Writer"])
        kept = 0
        missing = []
        for f in facts:
            ok = all(nd in ctx for nd in f["needles"])
            totals[f["kind"]][1] += 1
            if ok:
                kept += 1
                totals[f["kind"]][0] += 1
            else:
                missing.append(f"  missing {f['kind']}: " + " + ".join(f["needles"]))
        print(f"seed {seed} ({lang}, {n} messages, {len(rows)} rows, {len(batches)} compressions): "
              f"{kept}/{len(facts)} = {100.0 * kept / len(facts):.1f}%")
        for m in missing:
            print(m)
        sys.stdout.flush()
    for k in KINDS:
        got, tot = totals[k]
        print(f"kind {k} {got}/{tot} {100.0 * got / tot if tot else 0.0:.1f}")
    allgot = sum(v[0] for v in totals.values())
    alltot = sum(v[1] for v in totals.values())
    print(f"retention overall {100.0 * allgot / alltot if alltot else 0.0:.1f}")
    for root in roots:
        for dp, _dn, fn in os.walk(root):
            if "session-summary.json" in fn:
                try:
                    with open(os.path.join(dp, "session-summary.json"), encoding="utf-8") as fh:
                        for ln in summary_lengths(json.load(fh)):
                            max_chars = max(max_chars, ln)
                except (OSError, ValueError):
                    pass
    print(f"max summary chars {max_chars}")


if __name__ == "__main__":
    main()

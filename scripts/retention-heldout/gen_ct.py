#!/usr/bin/env python3
"""Held-out retention set "ct": a freelance DevOps contractor juggling three clients at once.

Wes runs a one-man DevOps shop out of a spare room and keeps three very different clients alive
in parallel: Quillpay (a payments fintech on EKS, terraform in a monorepo, vault, SOC2 auditors,
a month-end ledger batch nobody may touch), Duffy & Daughters Bakery (nine shops, the "ordr"
online-ordering Django app on a small DOKS cluster, Celery workers, Stripe, the Saturday
preorder rush, shop tablets that log out for fun) and Open Shelter Alliance (a charity's
WordPress site on one lonely VPS, GiveWP donations, a newsletter, trustees who email at 6am).
He switches between them mid-conversation, types all lower case with dry sarcasm, lots of
typos and half-sentences, and pastes terraform plans, kubectl get/describe output, Slack
threads from the clients and the invoices he sends.  The assistant uses tools: a shell (command
output), a ticketing lookup (JSON), mail search and a time tracker.  The last seed's
conversation is in Simplified Chinese: 成都的自由职业运维老周，同时接三家的活（拾贝支付的阿里云
ACK 集群和 terraform、麦香坊烘焙的小程序点单后台、春苗公益基金会的 WordPress 官网），打字随意，
中英混杂，错别字不少，贴 kubectl 输出、terraform plan、客户群聊天记录和自己开的账单。

Facts are seeded as needles; decisions carry (choice, reason), constraints (action, condition),
questions one subject clause that is never answered.  A few facts are mentioned again later in
the conversation; the uniqueness check accounts for those planned repeats.

usage: gen_ct.py OKBOT WORKDIR [SEED...]
env:   PER_KIND (facts per kind per conversation, default 10)
       SUMMARY_MAX (contextCompression.summaryMaxChars, default 2000)
"""
import json
import os
import random
import re
import shutil
import string
import subprocess
import sys
from datetime import datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
MON3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def hexs(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def alnum(rng, n):
    return "".join(rng.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(n))


# --------------------------------------------------------------------------------------
# typos: only ever applied to the literal (typed) parts of a template, never to values
# --------------------------------------------------------------------------------------

TYPO_EN = {
    "the": ["teh", "th"], "and": ["adn", "nad"], "just": ["jsut", "juts"], "because": ["becuase", "bc", "cos"],
    "with": ["wiht", "w/"], "that": ["taht", "tht"], "about": ["abt", "aobut"], "probably": ["prob", "probly"],
    "tomorrow": ["tmrw", "tomorow"], "their": ["thier"], "you": ["u", "yuo"], "really": ["rly", "realy"],
    "something": ["smth", "somethign"], "please": ["pls", "plz"], "know": ["knwo", "kno"], "what": ["waht", "wat"],
    "don't": ["dont", "don;t"], "it's": ["its", "it;s"], "i'm": ["im", "i;m"], "again": ["agian"],
    "think": ["thikn"], "should": ["shoudl", "shuold"], "which": ["whcih"], "before": ["befroe"],
    "thing": ["thign"], "people": ["ppl", "poeple"], "there": ["tehre", "their"], "doesn't": ["doesnt", "dosent"],
    "can't": ["cant", "can;t"], "going": ["goign", "gonna"], "anyway": ["anyways", "anway"],
    "actually": ["actualy", "acutally"], "definitely": ["definately", "def"], "haven't": ["havent"],
    "would": ["woudl"], "they're": ["theyre", "their"], "though": ["tho"],
}
TYPO_ZH = [("在", "再"), ("的", "地"), ("已经", "以经"), ("部署", "布署"), ("配置", "配制"), ("账号", "帐号"),
           ("那个", "哪个"), ("做", "作"), ("反应", "反映"), ("登录", "登陆"), ("其实", "其实吧"),
           ("应该", "因该"), ("这样", "这样子"), ("怎么", "咋"), ("什么", "啥"), ("没有", "没")]


def typo_en(rng, text, rate):
    def rep(m):
        w = m.group(0)
        if rng.random() > rate:
            return w
        lw = w.lower()
        if lw in TYPO_EN and rng.random() < 0.75:
            return rng.choice(TYPO_EN[lw])
        if len(w) < 5 or not w.isalpha():
            return w
        i = rng.randrange(1, len(w) - 2)
        op = rng.random()
        if op < 0.45:
            return w[:i] + w[i + 1] + w[i] + w[i + 2:]
        if op < 0.75:
            return w[:i] + w[i + 1:]
        return w[:i] + w[i] + w[i:]
    return re.sub(r"[A-Za-z][A-Za-z']*[A-Za-z]", rep, text)


def typo_zh(rng, text, rate):
    for a, b in TYPO_ZH:
        if a in text and rng.random() < rate:
            text = text.replace(a, b, 1)
    return text


# ======================================================================================
# English material
# ======================================================================================

EN = {}
EN["clients"] = {
    "fin": {
        "aliases": ["quillpay", "quillpay", "qp", "the fintech"],
        "cue": ["ok quillpay brain now.", "quillpay again. sigh.", "switching to the fintech for a sec -",
                "back to quillpay,", "fintech thing:", "qp. of course it's qp."],
        "domain": "quillpay.io", "full": "Quillpay",
        "roles": ["head of platform", "compliance lead", "soc2 auditor", "cfo", "new eng manager",
                  "security lead", "vp of engineering", "on-call lead"],
        "events": ["soc2 fieldwork", "the pci asv scan", "their series b board meeting", "the bank's cutover window",
                   "the pen test", "the partner bank's api sunset", "the month-end freeze"],
        "whats": ["pgbouncer", "the vault listener", "the internal grpc for ledger-api", "the otel collector",
                  "the fraud vendor's callback", "the kyc-gateway admin api", "the recon batch's metrics"],
        "comps": [("the aws provider", 5, (30, 89), (0, 9)), ("cert-manager", 1, (12, 17), (0, 9)),
                  ("the ingress-nginx chart", 4, (8, 14), (0, 9)), ("argo cd", 2, (9, 13), (0, 9)),
                  ("external-secrets", 0, (9, 14), (0, 9)), ("terraform", 1, (6, 9), (0, 9)),
                  ("karpenter", 1, (0, 4), (0, 9))],
    },
    "bak": {
        "aliases": ["duffy's", "duffy's", "the bakery", "duffys", "the bread people"],
        "cue": ["bakery time.", "switching to duffy's -", "ok duffy's stuff,", "ordr again (the bakery one) -",
                "bread people:", "duffy's. sourdough emergency probably."],
        "domain": "duffysbakery.com", "full": "Duffy & Daughters Bakery",
        "roles": ["ops manager", "york st shop manager", "owner's daughter who does the website", "finance person",
                  "head baker who somehow approves deploys", "franchise coordinator", "marketing person"],
        "events": ["valentine's preorders", "the pearl district shop opening", "the mother's day preorder launch",
                   "the hot cross bun thing", "the new menu launch", "the pos vendor switch"],
        "whats": ["the celery flower dashboard", "the receipt printer bridge", "redis for the menu cache",
                  "the ordr admin", "the stripe webhook listener", "the tablet sync service"],
        "comps": [("django", 4, (2, 2), (8, 24)), ("celery", 5, (3, 4), (0, 9)), ("ordr", 2, (10, 40), (0, 9)),
                  ("gunicorn", 21, (1, 2), (0, 3)), ("the stripe python sdk", 7, (0, 12), (0, 4)),
                  ("redis", 7, (0, 2), (0, 15)), ("the doks node image", 1, (28, 31), (1, 9))],
    },
    "cha": {
        "aliases": ["the charity", "open shelter", "osa", "the charity"],
        "cue": ["charity stuff now.", "open shelter, quick one -", "switching to the charity -",
                "ok the trustees have emailed. again.", "charity thing:", "open shelter. deep breath."],
        "domain": "openshelter.org", "full": "Open Shelter Alliance",
        "roles": ["new trustee", "volunteer coordinator", "chair of trustees", "comms volunteer",
                  "fundraising manager", "treasurer", "executive director"],
        "events": ["the spring appeal", "the trustee meeting", "the charity filing deadline", "the gala",
                   "the giving tuesday rerun", "the annual report launch"],
        "whats": ["the staging wp", "the mailhog thing", "netdata", "the donation webhook relay",
                  "phpmyadmin (yes, really)", "the uptime probe"],
        "comps": [("wordpress", 6, (3, 7), (0, 5)), ("givewp", 3, (0, 16), (0, 5)), ("php", 8, (1, 3), (0, 28)),
                  ("wp-cli", 2, (8, 11), (0, 2)), ("the child theme", 1, (0, 9), (0, 12)),
                  ("yoast", 22, (0, 9), (0, 3))],
    },
}

EN["need_first"] = ["Hannah", "Marta", "Tomasz", "Adaeze", "Lucian", "Signe", "Farid", "Rosalind", "Kenji",
                    "Beatriz", "Eamon", "Ilse", "Dario", "Yewande", "Casimir", "Thea", "Rufus", "Leontine",
                    "Anders", "Noor", "Piers", "Zofia", "Cormac", "Imogen", "Bartholomew", "Esperanza"]
EN["need_last"] = ["Okafor", "Kowalczyk", "Brennan", "Lindgren", "Halloran", "Castellanos", "Achterberg",
                   "Moreau", "Szabo", "Nakashima", "Fenwick", "Delacroix", "Abernethy", "Quist", "Ferreira",
                   "Oyelaran", "Strand", "Whitcombe", "Iyer", "Marchetti", "Rasmussen", "Ogundipe"]
EN["fill_first"] = ["Graham", "Shona", "Ravi", "Bex", "Callum", "Ines", "Tobias", "Niamh", "Olu", "Priyanka",
                    "Jonno", "Maren", "Kev", "Aisling", "Mateus", "Hollie", "Sanjay", "Fern", "Declan", "Yusuf"]
EN["fill_last"] = ["Whitlock", "Baird", "Mensah", "Kovacs", "Dunmore", "Haddad", "Pryce", "Lindqvist", "Achebe",
                   "Fairbairn", "Osei", "Tran", "Colquhoun", "Varga"]

EN["decisions"] = {
    "fin": [
        ("the postgres upgrade", ("do the postgres major upgrade with a blue/green deployment",
                                  "in-place would mean forty minutes of downtime on the ledger"),
                                 ("do the postgres upgrade in place on a sunday night",
                                  "blue/green doubles the rds bill for a week")),
        ("secrets", ("move the app secrets from vault to aws secrets manager",
                     "nobody on their team knows how to unseal vault"),
                    ("keep vault and write them a proper unseal runbook",
                     "migrating every service's secret paths is a month of work")),
        ("ci runners", ("switch the ci to self-hosted runners on spot instances",
                        "github actions minutes cost more than the whole staging env"),
                       ("stay on github-hosted runners",
                        "spot interruptions kept killing the integration tests")),
        ("logging", ("ship the logs to grafana cloud instead of running loki ourselves",
                     "the loki pvc filled up twice this month"),
                    ("keep loki in-cluster with hard retention limits",
                     "grafana cloud pricing scales with their transaction volume")),
        ("the eks upgrade", ("build a fresh node group on the new eks version and drain the old one",
                             "rolling the old nodes takes forever with the pdbs they set"),
                            ("upgrade the eks control plane one minor version at a time",
                             "their auditors want every change documented separately")),
    ],
    "bak": [
        ("the ordr database", ("move the ordr database to managed postgres",
                               "the droplet's disk filled up during the christmas rush"),
                              ("keep postgres on the droplet with a bigger volume",
                               "managed postgres triples what they pay now")),
        ("menu images", ("serve the menu photos from a cdn bucket",
                         "the shop tablets keep timing out on the photo uploads"),
                        ("resize the menu photos on upload in django",
                         "a cdn would need a new contract signed by the owner")),
        ("saturday scaling", ("pre-scale the web pods every friday night with a cronjob",
                              "the hpa reacts too late for the 8am preorder spike"),
                             ("let the autoscaler deal with saturdays on its own",
                              "the cronjob scaled everything to zero once and nobody noticed")),
        ("receipts", ("send the receipts through postmark instead of their gmail account",
                      "gmail keeps flagging the order receipts as spam"),
                     ("keep gmail smtp for the receipts",
                      "postmark needs dns changes their it guy refuses to make")),
        ("the cluster", ("move ordr off the self-managed k3s box onto doks",
                         "the k3s node has gone six hundred days without a kernel patch"),
                        ("keep the k3s box and just patch it monthly",
                         "doks would add another bill the owner has to approve")),
    ],
    "cha": [
        ("ddos stuff", ("put cloudflare in front of the charity site",
                        "the vps fell over twice during the winter appeal"),
                       ("upgrade the vps to the next ovh tier",
                        "the trustees don't want another account to manage")),
        ("wp updates", ("turn on automatic minor updates for wordpress core",
                        "nobody patched it for eleven months last time"),
                       ("do the wordpress updates by hand once a month",
                        "auto-updates broke the donation form last spring")),
        ("backups", ("send the nightly backups to backblaze b2",
                     "the backups currently live on the same disk as the site"),
                    ("keep the backups on the vps but add ovh snapshots",
                     "the treasurer won't approve another monthly subscription")),
        ("donations", ("stay on givewp instead of moving to stripe checkout",
                       "the volunteers already know the givewp reports"),
                      ("replace givewp with plain stripe checkout links",
                       "the givewp addon licence costs more than their hosting")),
        ("the newsletter", ("move the newsletter signup to mailchimp's hosted form",
                            "the contact form plugin has an unpatched cve"),
                           ("keep the signup form on the site and patch the plugin",
                            "the comms volunteer hates how the hosted form looks")),
    ],
}

EN["constraints"] = {
    "fin": [("run terraform apply against prod", "without a second approval on the pr"),
            ("touch the payments namespace", "during the card scheme settlement window"),
            ("rotate the database credentials", "before the auditors have signed off the change ticket"),
            ("scale the ledger workers below three replicas", "while the month-end batch is running"),
            ("give a new engineer prod access", "until their background check clears"),
            ("restore a prod snapshot into staging", "unless the pii masking job has run on it")],
    "bak": [("deploy ordr", "between 6am and 2pm on a saturday"),
            ("change menu prices in the database directly", "without telling the shop managers the night before"),
            ("restart the receipt printer bridge", "while any of the shops are open"),
            ("run django migrations", "during the preorder window"),
            ("email customers", "unless they ticked the marketing box at checkout"),
            ("drain the only node", "before the friday payroll export has finished")],
    "cha": [("update the donation plugin", "in the two weeks before a fundraising appeal"),
            ("give volunteers admin accounts", "without a trustee signing the access form"),
            ("delete anything from the media library", "before the comms volunteer has archived it"),
            ("send the newsletter", "outside the send window the trustees approved"),
            ("restart mysql on the vps", "while the nightly backup cron is still running"),
            ("change the donate page", "without the fundraising manager's written ok")],
}

EN["questions"] = {
    "fin": ["whether the rds proxy actually reuses connections across the payout pods",
            "why the ledger-api p99 doubles every tuesday around eleven",
            "how the old contractor got the nat gateway ips whitelisted at the partner bank",
            "what happens to in-flight card auths if the kyc-gateway pod gets evicted",
            "whether their soc2 scope covers the staging account at all",
            "who still has the root account mfa device"],
    "bak": ["why the york st tablet keeps logging out at exactly 3pm",
            "whether stripe retries the webhook if ordr throws a 502 mid-deploy",
            "who set the redis maxmemory policy to noeviction",
            "how many preorders the celery queue can hold before receipts start lagging",
            "whether the shop tablets cache the menu or hit the api every single time",
            "why the friday payroll export needs write access to the orders table"],
    "cha": ["why wp-cron runs the givewp renewal job twice at midnight",
            "whether the trustees ever actually read the uptime reports",
            "what the old agency did to the htaccess that makes the donate page redirect to itself",
            "how the mailchimp api key ended up hardcoded in the child theme",
            "whether ovh snapshots count as a real backup for the auditors",
            "who registered the charity's domain on a personal card"],
}

EN["tpl"] = {
    "name": [
        "new {role} at {c} is {n}. great, another person to explain kubernetes to",
        "{n} ({role}, {c}) wants a call tmrw. cant wait",
        "apparently i report to {n} now for the {c} stuff. {role}. sure",
        "who do i send the invoice to... oh right, {n}, the {role}",
        "if anyone from {c} asks, {n} is the {role} and the only one who can approve prod changes",
        "met {n} on the call, {role} at {c}, actually seems competent which is suspicious",
        "ok so {c}'s {role} is called {n}, write that down somewhere bc i will forget",
        "cc {n} on anything {c} from now on, they're the {role}",
        "- contact: {n}\n- role: {role}\n- client: {c}\nthats all i got from the kickoff",
    ],
    "command": [
        "the magic incantation for {c} is `{cmd}` - dont ask me why it works",
        "note to self: `{cmd}` fixes it. every time. for now",
        "ran {cmd} and it came back clean so i guess we live",
        "if it breaks again:\n{cmd}\nthat's it, that's the runbook",
        "{c} runbook line 1: `{cmd}`. line 2: pray",
        "pls remember this one, i keep retyping it wrong: {cmd}",
        "their old contractor left a sticky note that basically just says `{cmd}` lol",
        "step 3 was `{cmd}` right? yes. yes it was",
        "ok for the record the command we ended up using was {cmd}",
    ],
    "id": [
        "ticket for the {c} thing is {id}, link it in the invoice notes",
        "{id} - that's the one they keep reopening",
        "they raised it as {id}. marked P1, naturally. it's a typo on a page",
        "put {id} on the timesheet line so their finance ppl stop asking",
        "for ref the {c} reference is {id}, not the one from last month",
        "(it's {id} btw, if you need to look it up later)",
        "closing {id} as wontfix in my heart",
        "ok {id} is the real one, the other one was a dupe",
        "mentioned {id} at their standup, nobody reacted, as usual",
    ],
    "port": [
        "{what} is on {p} not the default, because of course it is",
        "opened {p} on the sg for {what}, temporary (lol)",
        "{c}'s {what} listens on {p}. found out the fun way",
        "can you remember {p} is for {what} ({c})",
        "so the port for {what} ended up being {p}, whatever, it works",
        "moved {what} to {p} since something else was squatting on the old one",
        "if you see traffic on {p} thats {what}, not a hack (probably)",
        "port is {p}. P O R T. i said it to their dev three times. it's for {what}",
        "{what} -> {p}. writing it here bc the wiki is a lie",
    ],
    "version": [
        "pin {comp} to {v}, the newer one broke {c}'s stuff",
        "{c} is running {comp} {v}. in 2027. yes",
        "upgrade went fine, {comp} now on {v}",
        "their dev wants {comp} {v} specifically, no idea why, not my hill",
        "rolled {comp} back to {v} after the thing",
        "{comp}: {v}. write it down",
        "staying on {v} for {comp} until someone pays me to test the next one",
        "so {comp} {v} is the last one that works with their ancient setup",
        "bumped {comp} -> {v}, plan was clean, suspicious but ok",
    ],
    "money": [
        "invoice for {c} this month comes to {m}. they'll pay in 90 days as is tradition",
        "{c}'s cloud bill jumped to {m}, guess who gets the angry email",
        "quoted them {m} for the migration. fixed price. regret already",
        "they want it done for {m} total. ok. sure. cool",
        "retainer with {c} is {m}/month, anything over that is hourly",
        "@fin the nat gateway alone is {m} a month which is hilarious",
        "@bak@cha stripe fees ate {m} of {c}'s weekend apparently",
        "charging {c} {m} for the weekend callout, not doing it for free again",
        "budget cap from {c} finance: {m}. not a penny more, said with feeling",
    ],
    "date": [
        "{ev} is {d}, so nothing risky for {c} before then",
        "cert expires {d}. calendar it or we're doing this again",
        "go-live for {c} is {d}. they picked it. not me",
        "contract with {c} runs till {d} then we'll see",
        "{d} - that's {ev} where i apparently present?? on websites??",
        "they moved {ev} to {d}. third time",
        "{c} invoice is due {d}, putting it here so i can be smug later",
        "{ev} for {c} lands on {d}, great timing as always",
        "kickoff pencilled for {d}, 10am, on teams, ugh",
    ],
    "decision": [
        "ok we'll {ch} - {re}",
        "decided to {ch} because {re}",
        "going to {ch}. reason: {re}",
        "final answer: {ch}, since {re}",
        "told them we'd {ch} cos {re}",
        "fine, let's {ch}. {re}, so no point fighting it",
        "decision log (me, alone, as always): {ch} - {re}",
        "after an hour of arguing with myself: {ch}. why? {re}",
        "for {c}:\n- {ch}\n  (bc {re})\n- everything else stays as is",
    ],
    "reversal": [
        "scratch what i said about {topic}. we'll {ch}, {re}",
        "changed my mind on {topic}: {ch}, because {re}",
        "ok forget the earlier plan for {topic} - {ch}. {re}",
        "update on {topic}, reversing myself: {ch} since {re}",
    ],
    "early": [
        "ok for {topic} i think we just {ch}, {re}",
        "plan for {topic}: {ch}. {re}",
        "leaning hard towards: {ch} ({re}). calling it",
    ],
    "constraint": [
        "never {a} {cond}",
        "rule: dont {a} {cond}. their side was very clear about it",
        "we don't {a} {cond} - agreed on the call, in writing, finally",
        "{cond}, nobody gets to {a}. nobody. not even me",
        "reminder for future me: no one should {a} {cond}",
        "hard rule from {c}: do not {a} {cond}",
        "policy says you can't {a} {cond}. i didn't write it, i just live with it",
        "pls don't let me {a} {cond} ever again",
        "{a}? not {cond}. that's the deal with {c}",
    ],
    "question": [
        "any idea {q}?",
        "i wonder {q}. probably nobody knows",
        "side question, {q}? anyway. back to the thing",
        "genuinely curious {q}",
        "also - do you know {q}? not urgent",
        "still don't get {q}. anyone?",
        "can someone explain {q}? (someone = you)",
        "big mystery of the week: {q}?",
        "ok real question: {q}?",
    ],
    "repeat": [
        "back to {x} - yeah still the same, no change",
        "quick one re {x}: their dev asked again. told them what i told you",
        "remind me later to double check {x} is still right",
        "whoever wrote {x} in the wiki wrong, i found you. it's fine now",
        "oh and {x} came up again on the call. nobody had notes. except me. via you",
    ],
}

EN["ack"] = {
    "name": ["Noted - I'll treat them as the contact for {c} from now on.",
             "Got it. I'll use that name in the {c} drafts.",
             "Saved to the {c} contacts. Anything they should *not* be cc'd on?",
             "Okay. I'll make sure {c} approvals go to them."],
    "command": ["Saved it to the {c} notes. Worth wrapping it in a script so nobody fat-fingers it at 2am.",
                "Noted. If it has a dry-run flag, I'd run that first next time.",
                "Got it - I'll pull that up if this comes back.",
                "Okay. I'll add it to the {c} runbook draft with a note on when to use it."],
    "id": ["Noted, I'll reference it in the {c} timesheet notes.",
           "Okay, noted.",
           "Got it. I'll keep it handy for the invoice.",
           "Noted. Want me to look it up in the tracker later?"],
    "port": ["Noted. I'll make sure the firewall notes for {c} mention it.",
             "Okay, that explains the odd traffic in the flow logs.",
             "Got it. I'll check the network policy allows it before anything else.",
             "Noted - non-default ports are exactly the kind of thing that bites later."],
    "version": ["Noted - I'll flag it if anything tries to bump it.",
                "Okay. I'll keep that in the {c} notes so the renovate PRs don't surprise you.",
                "Got it. I'll check the changelog for the next one before you touch it.",
                "Noted."],
    "money": ["Noted. Want me to log that against {c} in the tracker?",
              "Ouch. Noted.",
              "Okay, I'll keep that figure for the {c} month-end summary.",
              "Noted - I'll use it when we do the invoices."],
    "date": ["Added to the list of {c} dates. I'll remind you a week before.",
             "Noted. That's closer than it sounds.",
             "Got it - I'll keep that in mind when planning the {c} work.",
             "Okay, noted in the {c} timeline."],
    "decision": ["Makes sense. I'll write it into the {c} decision log with the reason.",
                 "Fair. Noting the reasoning too so you can point at it later.",
                 "Okay - that's consistent with what you said about their budget.",
                 "Noted. I'll plan the next steps around that."],
    "constraint": ["Noted - I'll check against that before suggesting anything for {c}.",
                   "Understood. I'll treat it as a hard rule for {c}.",
                   "Got it. I'll warn you if a plan would break that.",
                   "Okay, that's going in the {c} rules list."],
    "question": ["Parking that one - let's get the {c} thing that's actually on fire sorted first.",
                 "I'll add it to the open questions list for {c}. Want to carry on with the current task?",
                 "Not something I can check from here right now. Back to the {c} work?",
                 "Noted as an open question. What's next on your list?"],
    "repeat": ["Noted, nothing changes on my side.", "Okay.", "Okay, noted.", "Ha. Good to know."],
    "multi": ["Okay, noted both.", "Got it, all noted.", "Noted - both of those are in the {c} notes now.",
              "Okay. Anything else before you switch clients?"],
}

EN["openers"] = ["", "", "", "ok. ", "right. ", "so ", "ugh. ", "anyway ", "lol ", "fml. ",
                 "(typing w one hand, eating toast) ", "brb after this. "]
EN["closers"] = ["", "", "", " anyway", " moving on", " ugh", " lol", " ok next", " fine", " whatever"]
EN["joins"] = [" also ", ". oh and ", "\n\nalso: ", ". unrelated but ", ". and before i forget, ",
               "\n\n", " - separately, ", ". other thing: "]
EN["intro"] = ["ok. three clients, one brain cell. let's go",
               "morning. coffee hasn't kicked in, clients have. lets do this",
               "new week, same fires. you ready",
               "ok im going to use you as my brain for the next few days bc mine is full"]
EN["intro_ack"] = ["Ready. Where do you want to start - Quillpay, Duffy's or Open Shelter?",
                   "Morning. What's first?",
                   "Ready when you are. Tell me which client is loudest today."]
EN["day"] = ["morning. slept 5h. the bakery texted at 6:40. lovely",
             "new day. yesterday never happened. (it did)",
             "back. coffee #2. what did we leave on fire",
             "ok starting again, where were we",
             "evening shift. the charity only emails after dinner apparently",
             "morning. quillpay slack has 40 unread. no."]
EN["day_ack"] = ["Morning. Open items from yesterday: the OOM on ordr-web, the invoice drafts, and the Quillpay plan review.",
                 "Welcome back. Nothing new in the ticket queue since you left, as far as I can see.",
                 "Where we left off: you were halfway through the timesheet and had two drafts pending.",
                 "Okay. Want a quick recap of what's pending for each client?"]
EN["chit"] = [
    ("cat just walked across the keyboard and closed a terminal with an unsaved vim buffer. on brand",
     "Condolences to the buffer. Anything in it you need back?",
     "no. just my will to live", "That one autosaves, unfortunately."),
    ("van failed inspection. {m} to fix a brake light. love that for me",
     "Rough. At least it's a light and not the transmission.", None, None),
    ("lunch was a granola bar from last year", "Vintage. Go eat something real - the pods will still be broken in 20 minutes.",
     "the pods are always broken. thats the one constant", "Comforting, in a way."),
    ("do you think anyone in history has been thanked for a clean terraform plan", "Not in recorded history, no.", None, None),
    ("the bakery sent me a box of day-old croissants as a thank you. honestly better than money (dont tell them)",
     "Your secret's safe. Mostly.", None, None),
    ("neighbour is drilling. at 8am. it's been 40 minutes. what is he building", "A second neighbour, possibly.", None, None),
    ("three clients, one brain cell, and it's rotating between them on a cron", "Hopefully with a sensible schedule.",
     "*/5 * * * * panic", "Classic."),
    ("my accountant wants receipts for last year. i have vibes", "Vibes are famously hard to depreciate.", None, None),
    ("coffee machine descaling light has been on since october. we have an understanding",
     "A stable equilibrium. Don't touch it.", None, None),
    ("quillpay's slack has {k} channels with 'incident' in the name. none of them are for incidents",
     "That's one way to keep incidents out of the incident channels.", None, None),
    ("kid's school called. nothing bad, forgot gym shoes. back in 30", "No rush. Nothing here will improve while you're gone.",
     "back. shoes delivered. hero of the day", "Welcome back, hero."),
    ("internet dropped for 10 min. the irony of a devops guy with a single isp",
     "A single point of failure, at home. Very authentic.", None, None),
    ("why does every client think 'quick call' means 50 minutes", "Because the first 10 are spent finding the right link.", None, None),
    ("someone on hn says kubernetes is simple actually. must be nice", "They probably have one cluster and no clients.", None, None),
    ("raining again. good day to stay inside and be yelled at by email", "At least the email is dry.", None, None),
    ("dentist in an hour. honestly looking forward to it, nobody there will ask me about dns",
     "Enjoy the DNS-free hour.", "they asked what i do. i said 'computers'. they asked about their wifi", "Unlucky."),
]

EN["habits"] = [
    ("i never deploy on fridays. not a rule, just self preservation", "Very reasonable self-preservation."),
    ("i usually snapshot the charity vps before touching anything. paranoia more than policy", "Healthy paranoia."),
    ("i kinda hate touching terraform after 6pm. no reason, it just feels cursed", "Fair. Tired-you writes worse plans."),
    ("i always check the stripe dashboard first thing, habit from the black friday mess", "Good habit to keep."),
    ("normally i'd write a runbook for this. normally.", "We can write a short one later if you want."),
    ("i tend to leave the bakery stuff till after lunch, they're calmer then. the humans i mean", "Noted, informally."),
    ("i prefer doing the charity updates on my phone from the sofa. yes i know", "I'll pretend I didn't read that."),
]

EN["shouldwe"] = {
    "fin": [("should we switch the rds storage to gp3?",
             "Yes - gp3 is cheaper per GB than gp2 and lets you set IOPS separately. The modification is online for RDS, but I'd still do it in a quiet window."),
            ("should we bump the node group to 4 nodes or is that overkill",
             "Given the pending pods are stuck on CPU requests, 4 nodes is the quick fix. The cheaper fix is trimming the requests on the recon batch, which are set way above actual usage."),
            ("should i turn on deletion protection on the rds instances",
             "Yes. The only downside is one extra step when you genuinely mean to delete something.")],
    "bak": [("should we add a readiness probe to the celery workers?",
             "Workers don't receive traffic from a Service, so readiness doesn't buy much. A liveness probe running `celery inspect ping` is the useful one."),
            ("should we put the ordr admin behind basic auth as well",
             "Yes - it's a cheap extra layer in front of the Django login, and shop staff do reuse passwords."),
            ("should i move the cronjobs onto their own node pool",
             "Not at their size. Give the cronjobs proper resource requests and keep them on the main pool.")],
    "cha": [("should we turn on cloudflare's always online thing",
             "It only serves cached copies of static pages - fine for the blog, useless for the donate page. Harmless to enable."),
            ("should we force 2fa for the wp admins",
             "Yes. Start with the three admin accounts, then editors."),
            ("should i give the comms volunteer editor access",
             "Editor covers posting and media uploads. Don't give admin.")],
}

EN["corrections"] = [
    ("the {env} cluster has {a} nodes btw", "Noted: {env} has {a} nodes.",
     "wait no thats the other one. {env} has {b}. i need sleep", "Corrected - {env} has {b} nodes."),
    ("tell them the outage was {a} minutes", "Okay, {a} minutes in the summary.",
     "actually {b}, i checked the uptime thing", "Updated to {b} minutes."),
    ("log {a}h for this morning", "Okay, {a}h.", "no make it {b}h, forgot the call", "Changed it to {b}h."),
    ("they have {a} shops on the new tablets", "Noted, {a} shops.", "hang on, {b}. one is still on the old ipad", "Okay, {b} shops."),
]

EN["slack_lines"] = {
    "fin": ["is prod slow or is it me", "ledger-api p95 looks spicy in grafana", "can the devops guy look at this when he has a sec",
            "auditors want the iam policy export again", "who approved this pr", "pls dont merge to main today, demo at 3",
            "the nightly recon failed again, same error as last week", "is the staging db down? getting timeouts",
            "+1", "same here", "ok it's back", "can we get a post mortem for friday", "cost anomaly alert from aws again"],
    "bak": ["york st says the app is being weird again", "define weird", "idk, weird. the menu has no pictures",
            "customer says she paid twice for a sourdough", "the tablet at pearl logged out again",
            "is the website down? someone on instagram says it's down", "it's not down, it's slow",
            "can we add the new cinnamon thing to the menu today", "+1", "thx", "printer at the market st shop is printing blank receipts",
            "we sold out of croissants at 9:15, can the app stop taking orders for them"],
    "cha": ["the donate button does nothing on my phone", "graham says the website looks old", "it is old",
            "can we add a banner for the appeal", "someone got a weird email saying it's from us",
            "is the newsletter going out today?", "the volunteers can't log in again",
            "thanks so much!!", "+1", "sorry to bother you on a weekend", "the trustees meet thursday, can we have the stats"],
}

EN["paste_intro"] = ["lol look at this", "this just came in", "context:", "ok so. this:", "pasting from their slack",
                     "here's the thread, enjoy", "see below. sigh"]
EN["paste_ask"] = ["what do i even say", "turn this into actual action items pls", "is any of this my problem",
                   "draft me a reply that isn't rude", "summarise pls, i refuse to read it twice"]
EN["paste_reply"] = [
    "Action items as I read it:\n1. {who}'s message (\"{line}\") is the only concrete report - ask for a time and a device.\n2. Everything else is commentary.\nWant a reply drafted?",
    "Short version: one real issue from {who} (\"{line}\"), some +1s, nothing actionable beyond that. I'd reply to {who} only.",
    "Summary: {who} says \"{line}\"; nobody has given times or error messages. Suggested reply: ask when it happened and on which device, and say you're looking.",
]
EN["things"] = {"fin": ["ledger-api latency", "the recon job", "staging db timeouts", "the iam export"],
                "bak": ["the menu images", "the double charge", "the pearl tablet", "the receipt printer"],
                "cha": ["the donate button", "the spoofed email", "volunteer logins", "the appeal banner"]}

EN["draft_ask"] = ["draft a reply to {who} saying no to {thing}, politely",
                   "need an email to {who}: yes we can do {thing}, but not this week",
                   "write something to {who} explaining {thing} without using the word kubernetes"]
EN["draft_body"] = [
    "Hi {first},\n\nThanks for flagging {thing}. I've had a look and I don't think we should change anything this week - the risk is higher than the benefit right now. I'll put together a short proposal with options and costs by early next week so you can decide.\n\nBest,\nWes",
    "Hi {first},\n\nYes, we can do {thing}. I can't fit it in this week without bumping other work, so I'm proposing next Tuesday or Wednesday, outside your busy hours. I'll confirm the exact slot once you give the go-ahead.\n\nThanks,\nWes",
    "Hi {first},\n\nShort explanation of {thing}: the system that runs the site restarts parts of itself when they misbehave. That's what you saw. Nothing was lost; I'm adjusting the settings so it happens less.\n\nCheers,\nWes",
]
EN["draft_fb"] = [("less polite. they've asked 4 times", "Hi {first},\n\nAs discussed, this isn't happening this week. Proposal with options and costs early next week.\n\nWes"),
                  ("more polite actually, they pay on time", "Hi {first},\n\nThank you for raising this - really appreciate the heads-up. I'd like to do it properly rather than rush it, so I'll send a short proposal early next week.\n\nBest wishes,\nWes"),
                  ("shorter. nobody reads past line 2", "Hi {first} - not this week; proposal with options early next week. Wes")]

EN["pods_ask"] = ["{c} pods doing the thing again", "why is this crashlooping. why is anything", "look at this mess",
                  "is this as bad as it looks"]
EN["pods_reply"] = ["{pod} is in CrashLoopBackOff with {r} restarts; the others look fine. I'd describe that one to see the last termination reason.",
                    "Only {pod} is unhappy ({r} restarts). Let me pull the describe output."]
EN["describe_reply"] = ["Last state: OOMKilled, exit code 137. The container limit is {lim} and it's getting there during the {when}. Options: raise the limit, or find what's holding memory.",
                        "It's OOMKilled (137) at a {lim} limit. Raising the limit is the quick fix; the real fix is whatever is loading the whole {what} into memory."]
EN["pods_after"] = ["raise it and move on, i have a call in 10", "bump it. i'll look at the leak when someone pays me to",
                    "ugh. ok raise it, ticket the leak"]
EN["pods_done"] = ["Here's the patch:\n\n```\nkubectl -n {ns} set resources deploy/{dep} --limits=memory={new}\n```\n\nAnd I've noted the leak as a follow-up.",
                   "Done as a patch suggestion - limit to {new}. Follow-up for the leak noted."]

EN["tf_ask"] = ["sanity check this plan before i apply", "does this look insane to you", "plan output, pls read, my eyes are done",
                "their dev says 'just apply it'. look"]
EN["tf_reply"] = ["The adds are fine. The problem is the destroy on {res} - that's a replacement, not an in-place change. I wouldn't apply this without checking why it wants to recreate it.",
                  "{n_add} to add, {n_chg} to change, {n_des} to destroy. The destroy is {res}; if that's the one I think it is, applying this would drop it. Check the lifecycle block first."]
EN["tf_after"] = ["of course it's the one thing that matters. ok not applying", "cool cool cool. ok ill ask their dev what he changed",
                  "yeah thats the rename from last week. moved block it is"]

EN["ticket_ask"] = ["what's the status of {tid}", "pull up {tid} pls", "did anyone touch {tid} since tuesday",
                    "look up {tid}, they say it's urgent (it is not)"]
EN["ticket_reply"] = ["{tid} is {status}, priority {prio}, last comment from {who}. Nothing's been done since the last update.",
                      "It's {status}. {who} commented most recently, basically asking for an ETA.",
                      "Status {status}, assigned to you, {nc} comments. The latest is {who} asking whether it's fixed."]
EN["mail_ask"] = ["find the email where {who} said the thing about {thing}", "search mail for {thing}, something from {who} last month",
                  "did {who} ever reply about {thing}"]
EN["mail_reply"] = ["Found {k} matches. The relevant one is from {who}, subject \"{subj}\" - they're asking for an update, no new info.",
                    "{k} results; the latest from {who} is just a nudge about {thing}.",
                    "The closest match is \"{subj}\" from {who}. No decision in it, just questions."]
EN["tt_ask"] = ["log {h}h for {c}, {what}", "timesheet: {h} hours {c}, {what}", "track {h}h to {c} pls. {what}"]
EN["tt_reply"] = ["Logged {h}h to {c} ({what}). You're at {tot}h for them this week.",
                  "Done - {h}h on {c}. Week total for them: {tot}h."]
EN["tt_sum_ask"] = ["how many hours have i done this week", "weekly totals pls", "where am i on hours"]
EN["tt_sum_reply"] = ["This week: Quillpay {a}h, Duffy's {b}h, Open Shelter {d}h. Quillpay is close to the retainer cap.",
                      "Totals so far: {a}h / {b}h / {d}h (Quillpay / Duffy's / Open Shelter)."]
EN["check_ask"] = ["@cha can you check disk on the charity box", "run a quick health check on {c}", "check the certs on {c} pls",
                   "is anything on fire on {c} right now"]
EN["check_reply"] = ["Disk is at {pct}% on /. Not urgent, but the backups folder is the biggest thing on it.",
                     "Nothing on fire. Highest usage is {pct}% on the root volume.",
                     "Root volume at {pct}% - I'd clear old logs before the weekend."]
EN["check_reply_k8s"] = ["Nothing on fire. The busiest node is at {pct}% memory, CPU is fine.",
                         "Nodes look okay - highest memory is {pct}%. I'd keep an eye on that one before Saturday."]
EN["inv_ask"] = ["invoice im sending to {c}, check the maths pls", "double check this before it goes out", "sending this tonight. look ok?"]
EN["inv_ok"] = "Maths checks out: lines add up to {tot}. Due date matches your 30-day terms."
EN["inv_bad"] = "Line {ln} is off: {h} x {rate} is {right}, not {wrong}. The total should be {tot}."
EN["inv_after"] = ["ugh. fixed. thanks", "great, would've been a fun email", "this is why i keep you around", "ok sent"]
EN["logs_ask"] = ["what's this", "seeing a lot of these", "502s. on a saturday. of course", "error log, go"]
EN["logs_reply"] = ["Those are upstream timeouts - the app took longer than {t}s to answer. Spikes line up with {when}.",
                    "Looks like the upstream restarted mid-request; the errors stop after {t} seconds, so it recovered by itself."]
EN["logs_after"] = ["ok so not my fault. love that", "cool. ignoring then", "so it's their code. noted with glee"]
# ======================================================================================
# Chinese material
# ======================================================================================

ZH = {}
ZH["clients"] = {
    "fin": {
        "aliases": ["拾贝", "拾贝支付", "支付那家", "金融那边"],
        "cue": ["切回拾贝这边。", "拾贝又来了，唉。", "先搞下支付那边——", "金融那家：", "拾贝的事儿，", "又是拾贝，果然。"],
        "domain": "shibeipay.com", "full": "拾贝支付",
        "roles": ["新来的CTO", "合规负责人", "等保测评的对接人", "财务总监", "技术负责人", "安全负责人", "值班组长"],
        "events": ["等保测评", "网联接口切换", "B轮董事会", "渗透测试", "银行割接窗口", "月底封网"],
        "whats": ["pgbouncer", "vault的监听", "账务服务的内部grpc", "otel采集器", "风控厂商的回调", "对账任务的metrics"],
        "comps": [("alicloud provider", 1, (200, 240), (0, 3)), ("cert-manager", 1, (12, 17), (0, 9)),
                  ("ingress-nginx chart", 4, (8, 14), (0, 9)), ("argo cd", 2, (9, 13), (0, 9)),
                  ("terraform", 1, (6, 9), (0, 9)), ("external-secrets", 0, (9, 14), (0, 9))],
    },
    "bak": {
        "aliases": ["麦香坊", "面包店", "烘焙那家", "麦香坊小程序"],
        "cue": ["麦香坊的事儿：", "切到烘焙这边——", "小程序又出事了，", "面包店那边：", "麦香坊，又是周六前夕。", "烘焙那家来消息了，"],
        "domain": "maixiangfang.cn", "full": "麦香坊烘焙",
        "roles": ["运营经理", "春熙路店店长", "老板娘", "小程序外包的开发", "财务", "中央厨房主管", "市场部小姑娘"],
        "events": ["情人节预订", "太古里新店开业", "母亲节预售", "春季新品上线", "收银系统切换"],
        "whats": ["celery的flower面板", "小票打印桥接服务", "菜单缓存的redis", "点单后台管理", "微信支付回调监听", "门店平板同步服务"],
        "comps": [("django", 4, (2, 2), (8, 24)), ("celery", 5, (3, 4), (0, 9)), ("点单后端", 2, (10, 40), (0, 9)),
                  ("gunicorn", 21, (1, 2), (0, 3)), ("微信支付SDK", 3, (0, 9), (0, 12)), ("redis", 7, (0, 2), (0, 15))],
    },
    "cha": {
        "aliases": ["春苗", "基金会", "公益那边", "春苗基金会"],
        "cue": ["基金会那边：", "切一下公益网站——", "理事又发邮件了，又。", "春苗那边的，", "公益那边，深呼吸。", "春苗，快速说一个："],
        "domain": "chunmiao.org.cn", "full": "春苗公益基金会",
        "roles": ["新任理事", "志愿者协调人", "秘书长", "负责公众号的志愿者", "筹款负责人", "财务理事", "理事长"],
        "events": ["春季募捐", "理事会", "年报提交截止", "公益晚宴", "99公益日预热", "年度审计"],
        "whats": ["测试站", "邮件测试的mailhog", "netdata", "捐款回调中转", "phpmyadmin（对，还在）", "拨测探针"],
        "comps": [("WordPress", 6, (3, 7), (0, 5)), ("GiveWP", 3, (0, 16), (0, 5)), ("PHP", 8, (1, 3), (0, 28)),
                  ("wp-cli", 2, (8, 11), (0, 2)), ("子主题", 1, (0, 9), (0, 12))],
    },
}

ZH["need_sur"] = ["张", "王", "李", "赵", "陈", "刘", "杨", "黄", "周", "吴", "徐", "孙", "胡", "朱", "高", "林", "何", "郭", "马", "罗"]
ZH["need_given"] = ["立伟", "晓婷", "志强", "雨桐", "思远", "佳怡", "海峰", "文静", "子豪", "梦琪", "国栋", "欣然",
                    "俊杰", "婉清", "浩然", "若曦", "鹏飞", "静怡", "一鸣", "书瑶"]
ZH["fill_names"] = ["周姐", "小王", "老陈", "阿杰", "刘总", "小杨", "曹老师", "方姐", "大刘", "小何", "老贺", "苏苏"]

ZH["decisions"] = {
    "fin": [
        ("数据库升级", ("RDS大版本升级走蓝绿切换", "原地升级账务库要停四十分钟"),
                      ("周日半夜原地升级RDS", "蓝绿会让RDS费用翻一周")),
        ("密钥", ("把应用密钥从vault迁到阿里云KMS", "他们团队没人会解封vault"),
                 ("继续用vault另外写一份解封手册", "每个服务改密钥路径要折腾一个月")),
        ("CI", ("CI换成抢占式实例上的自建runner", "云效的构建分钟数比整个测试环境还贵"),
               ("CI继续用托管的runner", "抢占式实例老被回收把集成测试打断")),
        ("日志", ("日志改投SLS不自己跑loki了", "loki的云盘这个月满了两次"),
                 ("loki留在集群里加上硬性保留期", "SLS按他们的交易量计费太贵")),
        ("ACK升级", ("新建一个新版本的节点池再把旧的排空", "他们设的PDB让滚动升级慢得要死"),
                    ("ACK一次只升一个小版本", "测评机构要求每次变更单独留档")),
    ],
    "bak": [
        ("点单数据库", ("把点单库迁到云数据库", "圣诞那波订单把服务器磁盘撑满了"),
                       ("数据库留在服务器上换块大盘", "云数据库比他们现在多花三倍")),
        ("菜单图片", ("菜单图片放到COS加CDN", "门店平板传图老是超时"),
                     ("上传时在后端压缩菜单图片", "上CDN要老板重新签合同")),
        ("周六扩容", ("每周五晚上用定时任务提前扩容", "HPA反应太慢赶不上八点的预订高峰"),
                     ("周六就交给HPA自己扩", "那个定时任务有一次把副本缩成零了都没人发现")),
        ("订单通知", ("订单通知改用腾讯云短信", "微信模板消息老是发不出去"),
                     ("订单通知继续用公众号模板消息", "短信签名审核他们不愿意等")),
        ("集群", ("把点单系统从自建k3s搬到TKE", "那台k3s机器六百天没打过内核补丁"),
                 ("k3s先留着每月打一次补丁", "TKE又多一份账单老板得批")),
    ],
    "cha": [
        ("防护", ("官网前面挂一层CDN加WAF", "冬季募捐的时候服务器挂了两次"),
                 ("ECS直接升一档配置", "理事们不想再多管一个账号")),
        ("更新", ("WordPress小版本开自动更新", "上次十一个月都没人打补丁"),
                 ("WordPress每月手动更新一次", "自动更新去年把捐款表单搞坏了")),
        ("备份", ("每晚备份传到OSS", "现在备份跟网站在同一块盘上"),
                 ("备份留在服务器上再加云盘快照", "财务理事不批新的月度订阅")),
        ("捐款", ("继续用GiveWP不换腾讯公益跳转", "志愿者已经会看GiveWP的报表了"),
                 ("捐款直接跳转腾讯公益页面", "GiveWP插件授权费比服务器还贵")),
        ("订阅", ("官网订阅改成跳公众号关注", "联系表单插件有个没修的漏洞"),
                 ("订阅表单留在官网上把插件补上", "负责宣传的志愿者嫌公众号那套太丑")),
    ],
}

ZH["constraints"] = {
    "fin": [("对生产跑terraform apply", "PR没有第二个人批准的时候"),
            ("动支付那个命名空间", "银联清算窗口期间"),
            ("轮换数据库密码", "测评机构没签字确认变更单之前"),
            ("把账务worker缩到三个副本以下", "月底对账批处理跑着的时候"),
            ("给新人开生产权限", "背调没通过之前"),
            ("把生产快照恢复到测试环境", "脱敏任务没跑完的情况下")],
    "bak": [("发布点单系统", "周六早上六点到下午两点之间"),
            ("直接在数据库里改菜单价格", "没提前一晚通知店长的情况下"),
            ("重启小票打印桥接服务", "任何一家门店还在营业的时候"),
            ("跑数据库迁移", "预订窗口开着的时候"),
            ("给顾客发营销推送", "顾客没勾选接收通知的话"),
            ("排空唯一那个节点", "周五工资导出没跑完之前")],
    "cha": [("升级捐款插件", "募捐活动开始前两周内"),
            ("给志愿者开管理员账号", "没有理事签授权单的情况下"),
            ("删媒体库里的东西", "宣传志愿者归档之前"),
            ("群发公众号推文", "理事会批准的发送时段以外"),
            ("重启服务器上的MySQL", "夜间备份任务还在跑的时候"),
            ("改捐款页面", "没有筹款负责人书面同意的情况下")],
}

ZH["questions"] = {
    "fin": ["RDS代理到底有没有在代付pod之间复用连接", "账务接口的p99为什么每周二上午十一点翻倍",
            "前任外包是怎么让合作银行把NAT网关IP加白的", "风控网关pod被驱逐的时候在途交易会怎么样",
            "等保范围到底包不包括测试环境", "主账号的MFA设备现在到底在谁手上"],
    "bak": ["为什么春熙路店的平板每天下午三点准时掉线", "发布中途回调返回502的话微信支付会不会重试",
            "是谁把redis的淘汰策略设成noeviction的", "celery队列最多能积压多少单才会拖慢小票",
            "小程序到底有没有缓存菜单还是每次都调接口", "周五工资导出为什么需要订单表的写权限"],
    "cha": ["wp-cron为什么半夜把月捐续费任务跑两遍", "理事们到底看不看每月的可用性报告",
            "前任建站公司在htaccess里改了什么让捐款页自己跳自己", "公众号的appsecret是怎么被写死在子主题里的",
            "云盘快照到底算不算审计要求的备份", "基金会的域名当初是谁用私人信用卡注册的"],
}

ZH["tpl"] = {
    "name": [
        "{c}那边新来了个{role}，叫{n}，以后审批找ta",
        "{n}（{c}的{role}）约我明天开会，服了",
        "记一下：{c}的{role}是{n}，我肯定会忘",
        "发票抬头的事找{n}，{role}",
        "今天会上见到{n}了，{c}的{role}，居然挺懂的，有点意外",
        "以后{c}的生产变更只有{n}能批，{role}",
        "{c}的{role}换人了，现在是{n}",
        "对接人：{n}\n角色：{role}\n客户：{c}\n就这些，启动会上就听到这么多",
        "哦对 {c}那个{role}叫{n}来着",
    ],
    "command": [
        "{c}那个问题的解法：`{cmd}`，别问为什么",
        "记一下 {cmd} 每次都管用，暂时",
        "跑了 {cmd}，看着没报错，先这样吧",
        "下次再挂就执行：\n{cmd}\n没了，这就是全部手册",
        "{c}的运维手册第一行：`{cmd}`，第二行：祈祷",
        "这条命令我老敲错，帮我记着：{cmd}",
        "前任外包留下的唯一文档就是一句 `{cmd}` 哈哈哈",
        "最后用的命令是 {cmd}，记录一下",
        "第三步是 `{cmd}` 对吧？对。",
    ],
    "id": [
        "{c}那个工单号是{id}，记到发票备注里",
        "{id} 就是他们一直重开的那个",
        "他们提了个{id}，P1，结果是页面错别字",
        "工时表上写{id}，不然他们财务又要问",
        "{c}这边的编号是{id}，别跟上个月的搞混",
        "（顺便说下是{id}，回头查用）",
        "{id}我心里已经关了",
        "{id}才是真的那个，另一个是重复的",
        "站会上提了{id}，没人理，正常",
    ],
    "port": [
        "{what}在{p}，不是默认端口，离谱",
        "给{what}在安全组开了{p}，临时的（呵呵）",
        "{c}的{what}监听{p}，踩坑才知道",
        "记住{p}是{c}{what}的端口",
        "{what}的端口最后定成{p}，能用就行",
        "{what}挪到{p}了，原来那个被占了",
        "看到{p}上有流量别慌，那是{what}",
        "端口是{p}！跟他们开发说了三遍，{what}用的",
        "{what} -> {p}，写这儿因为wiki是假的",
    ],
    "version": [
        "{comp}锁在{v}，新版把{c}搞挂了",
        "{c}还在用{comp} {v}，2027年了兄弟",
        "升级完了，{comp}现在是{v}",
        "他们开发非要{comp} {v}，不懂，随他",
        "出事以后把{comp}回滚到{v}了",
        "{comp}：{v}，记一下",
        "{comp}先停在{v}，谁给钱谁测下一个版本",
        "{comp} {v}是最后一个支持他们那套老环境的",
        "{comp}升到{v}了，plan很干净，干净得可疑",
    ],
    "money": [
        "这个月{c}的账单{m}，按惯例他们会拖三个月",
        "{c}的云账单涨到{m}了，猜猜谁要挨骂",
        "迁移报价{m}，一口价，已经后悔了",
        "他们说总共就{m}，行吧，好的，没问题",
        "跟{c}月度包干{m}，超出的按小时算",
        "@fin 光NAT网关一个月就{m}，笑死",
        "周末那次紧急出勤收{c}{m}，不能再白干了",
        "{c}财务给的上限{m}，一分不能多，语气很重",
        "@bak@cha 这周支付手续费扣了{c}{m}",
    ],
    "date": [
        "{c}的{ev}{d}开始，在那之前别搞大动作",
        "证书{d}到期，记日历，不然又要重来一遍",
        "{c}上线定在{d}，他们定的，不是我",
        "跟{c}的合同到{d}，之后再说",
        "{d}{ev}，我还要讲网站？？",
        "{ev}又改到{d}了，第三次了",
        "{c}的发票{d}到期，记在这里以后好打脸",
        "{c}的{ev}在{d}，时间选得真好",
        "启动会暂定{d}上午十点，腾讯会议，唉",
    ],
    "decision": [
        "行，{ch}，{re}",
        "定了：{ch}，因为{re}",
        "决定{ch}，理由：{re}",
        "最后拍板{ch}，毕竟{re}",
        "跟他们说了我们会{ch}，{re}",
        "算了就{ch}吧，{re}，没必要硬刚",
        "决策记录（我一个人的会）：{ch}——{re}",
        "纠结了一小时：{ch}。为啥？{re}",
        "{c}这边：\n- {ch}（因为{re}）\n- 其他不动",
    ],
    "reversal": [
        "{topic}那个我之前说的作废，改成{ch}，{re}",
        "{topic}改主意了：{ch}，因为{re}",
        "忘掉之前{topic}的方案——{ch}。{re}",
        "{topic}更新一下，推翻自己：{ch}，{re}",
    ],
    "early": [
        "{topic}我觉得就{ch}吧，{re}",
        "{topic}的方案：{ch}。{re}",
        "{topic}倾向于{ch}（{re}），先这么定",
    ],
    "constraint": [
        "{cond}不要{a}",
        "规矩：{cond}禁止{a}，他们那边说得很明确",
        "{cond}谁都不许{a}，包括我",
        "提醒未来的我：{cond}别{a}",
        "{c}硬性规定：{cond}不能{a}",
        "制度写着{cond}不可以{a}，不是我定的，我只能遵守",
        "求求了，{cond}别让我再{a}",
        "会上说好了，还是书面的：{cond}不{a}",
        "{a}？{cond}免谈，这是跟{c}约好的",
    ],
    "question": [
        "有人知道{q}吗",
        "我一直好奇{q}",
        "顺便问下，{q}？算了先干活",
        "你知道{q}不？不急",
        "本周未解之谜：{q}",
        "说真的，{q}？",
        "我到现在都没搞懂{q}",
        "谁能解释下{q}，谁=你",
        "话说{q}啊，想不通",
    ],
    "repeat": [
        "回到{x}——还是那样，没变",
        "{x}那个，他们开发又来问了，我就照跟你说的回了",
        "提醒我晚点再确认下{x}还对不对",
        "wiki里把{x}写错的那位，我找到你了，已改",
        "{x}会上又被提到了，没人有记录，除了我（靠你）",
    ],
}

ZH["ack"] = {
    "name": ["记下了，以后{c}的事就找这位。", "好，{c}的回复草稿里我就用这个名字。", "已存到{c}联系人里。有什么是不该抄送ta的吗？",
             "收到，{c}的审批就发给ta。"],
    "command": ["存到{c}的笔记里了。建议包成脚本，免得半夜两点敲错。", "记下了。如果它有dry-run参数，下次先跑一遍。",
                "好，下次再出这个问题我直接翻出来。", "收到，我加到{c}的运维手册草稿里，注明什么情况下用。"],
    "id": ["记下了，我会写进{c}的工时备注。", "好，记下了。", "收到，开发票的时候用。", "记下了，要不要晚点我在工单系统里查一下？"],
    "port": ["记下了，{c}的防火墙备注里会写上。", "好，这就解释了流量日志里那些奇怪的连接。", "收到，我先确认下网络策略放行了没。",
             "记下了，非默认端口就是以后最容易坑人的东西。"],
    "version": ["记下了，有谁想升级它我会提醒你。", "好，写进{c}的笔记，免得依赖升级的PR吓你一跳。", "收到，下个版本动之前我先看changelog。", "记下了。"],
    "money": ["记下了。要不要记到{c}的账上？", "肉疼。记下了。", "好，月底给{c}做汇总的时候用这个数。", "收到，开账单的时候用。"],
    "date": ["加到{c}的时间线里了，提前一周提醒你。", "记下了，其实没几天了。", "收到，排{c}的活的时候会考虑这个。", "好，记在{c}的日程里。"],
    "decision": ["有道理，我写进{c}的决策记录，连理由一起。", "合理，理由也记上，以后好拿出来说。", "好，跟你之前说的预算情况也对得上。", "记下了，后面按这个安排。"],
    "constraint": ["记下了，给{c}提建议前我会先对一下这条。", "明白，当成{c}的硬性规定。", "收到，如果哪个方案会违反这条我会提醒你。", "好，加进{c}的规矩清单。"],
    "question": ["这个先放一放——先把{c}正在着火的那个处理完？", "我记到{c}的待解决问题里了。先继续手上的？",
                 "这个我这边现在查不了。回到{c}的活？", "记为待定问题。下一个是什么？"],
    "repeat": ["好，我这边没变化。", "好的。", "行。", "哈，知道了。"],
    "multi": ["好，两条都记下了。", "收到，都记了。", "记下了，都放进{c}的笔记了。", "好。切客户之前还有别的吗？"],
}

ZH["openers"] = ["", "", "", "嗯 ", "好 ", "那个 ", "唉 ", "对了 ", "哈哈 ", "麻了 ", "（单手打字在吃包子）", "等下要开会 "]
ZH["closers"] = ["", "", "", "，就这样", "，下一个", "，唉", "，哈哈", "，行吧", "，随便吧", "，服了"]
ZH["joins"] = ["。还有，", "。哦对了，", "\n\n另外：", "。题外话，", "。趁我还没忘，", "\n\n", "，另外", "。另一个事："]
ZH["intro"] = ["开工。三个客户，一个脑子，走起", "早，咖啡还没起效，客户已经起效了", "新的一周，老的火，准备好了吗",
               "接下来几天你就是我的外置大脑了，我自己的满了"]
ZH["intro_ack"] = ["准备好了。先从哪个开始——拾贝、麦香坊还是春苗？", "早。先处理哪个？", "随时可以。今天哪个客户最吵？"]
ZH["day"] = ["早，睡了五个小时，面包店六点四十就发消息了，感人", "新的一天，昨天的事就当没发生（发生了）",
             "回来了，第二杯咖啡，昨天留了哪些火", "重新开始，我们到哪了", "晚班，基金会只在晚饭后发邮件，好像",
             "早，拾贝的钉钉40条未读，不看"]
ZH["day_ack"] = ["早。昨天没完的：点单后台的OOM、几张账单草稿、拾贝的plan审核。", "欢迎回来。你走之后工单队列里没有新东西。",
                 "上次停在：工时表填了一半，两封草稿待发。", "好。要不要按客户过一遍待办？"]

ZH["chit"] = [
    ("猫踩过键盘把一个没保存的vim关了，很符合今天的气质", "节哀。里面有要紧的东西吗？", "没有，只有我的求生欲", "那个倒是会自动保存，可惜。"),
    ("车年检没过，修个刹车灯要{m}，真好", "心疼。还好只是灯。", None, None),
    ("午饭是一根去年的能量棒", "陈年的。去吃点正经东西吧，pod二十分钟后还会是坏的。", "pod永远是坏的，这是唯一不变的", "某种意义上挺让人安心。"),
    ("你说历史上有没有人因为terraform plan干净被感谢过", "有记载的历史里没有。", None, None),
    ("面包店送了我一盒隔夜可颂当感谢，说实话比钱好（别告诉他们）", "我保密。大概。", None, None),
    ("楼上在装修，早上八点，电钻四十分钟了，到底在造什么", "可能在造第二个楼上。", None, None),
    ("三个客户一个脑子，脑子在三家之间轮询", "希望轮询间隔合理。", "*/5 * * * * 崩溃", "经典。"),
    ("会计要我去年的发票，我只有感觉", "感觉没法折旧。", None, None),
    ("咖啡机除垢灯从十月亮到现在，我们互不打扰", "稳定的平衡，别碰它。", None, None),
    ("拾贝的钉钉有{k}个群名字里带'故障'，没有一个是用来处理故障的", "这也是一种让故障不进故障群的办法。", None, None),
    ("孩子学校打电话，没事，忘带运动鞋了，我去送一下，半小时", "不急，你不在的时候这边也不会变好。", "回来了，鞋送到，今日英雄", "欢迎回来，英雄。"),
    ("家里断网十分钟，一个运维只有一条宽带，讽刺", "家里的单点故障，很真实。", None, None),
    ("为什么每个客户的'简单聊两句'都是五十分钟", "因为前十分钟在找会议链接。", None, None),
    ("成都又下雨，适合在家被邮件骂", "至少邮件不会淋湿。", None, None),
    ("一小时后看牙，说实话挺期待，那里没人会问我DNS", "享受没有DNS的一小时。", "医生问我做什么的，我说电脑，然后他问我他家wifi", "运气不好。"),
]

ZH["habits"] = [
    ("我周五从来不发布，不是规定，就是自保", "非常合理的自保。"),
    ("动基金会服务器之前我一般会先打个快照，纯属被害妄想", "健康的被害妄想。"),
    ("晚上六点以后我不太想碰terraform，没理由，就是感觉不吉利", "有道理，累的时候写的plan更烂。"),
    ("我每天早上第一件事是看商户后台，双十一那次留下的习惯", "好习惯，留着。"),
    ("正常来说我会写个手册。正常来说。", "要的话等会儿写个简短的。"),
    ("面包店的事我习惯下午再弄，那时候他们人比较平静", "收到，非正式地。"),
]

ZH["shouldwe"] = {
    "fin": [("RDS的存储要不要换成ESSD PL1？", "可以换。按他们现在的IOPS，PL1够用，在线变更，但还是挑个低峰做。"),
            ("节点池要不要加到4台，会不会太夸张", "pending的pod是卡在CPU request上，加到4台最快。更省钱的办法是把对账任务的request调低，那个设得比实际用量高太多。"),
            ("RDS要不要开删除保护", "要开。唯一的代价是真想删的时候多一步。")],
    "bak": [("celery worker要不要加readiness探针？", "worker不接Service流量，readiness意义不大。用celery inspect ping做liveness更有用。"),
            ("点单后台要不要再套一层basic auth", "要，成本很低，而且门店员工确实会重复用密码。"),
            ("定时任务要不要单独放一个节点池", "他们这个规模没必要。给定时任务设好资源request，留在主节点池就行。")],
    "cha": [("CDN那个'源站故障时返回缓存'要不要开", "它只对静态页面有用，博客可以，捐款页没用。开了也没坏处。"),
            ("WordPress管理员要不要强制两步验证", "要。先从三个管理员账号开始，再到编辑。"),
            ("负责公众号的志愿者要不要给编辑权限", "编辑权限够发文章和传图了，别给管理员。")],
}

ZH["corrections"] = [
    ("{env}集群是{a}个节点", "记下了：{env}有{a}个节点。", "等下不对，那是另一个，{env}是{b}个，我需要睡觉", "改了——{env}是{b}个节点。"),
    ("跟他们说故障持续了{a}分钟", "好，总结里写{a}分钟。", "其实是{b}分钟，我看了下拨测", "改成{b}分钟了。"),
    ("上午记{a}小时", "好，{a}小时。", "改成{b}小时，忘了那个会", "改成{b}小时了。"),
    ("有{a}家门店换了新平板", "记下了，{a}家。", "等等，{b}家，有一家还在用旧iPad", "好，{b}家。"),
]

ZH["slack_lines"] = {
    "fin": ["生产是不是有点慢还是我的问题", "grafana上账务接口p95有点吓人", "运维老师有空看下这个吗",
            "测评那边又要IAM策略导出", "这个PR谁批的", "今天别合main，下午三点演示", "昨晚对账又失败了，跟上周一样的错",
            "测试库挂了吗？一直超时", "+1", "我这也是", "好了恢复了", "周五那次能出个复盘吗", "阿里云又发费用异常告警了"],
    "bak": ["春熙路店说小程序又怪怪的", "怎么个怪法", "不知道，就是怪，菜单没图片", "有顾客说一个欧包付了两次钱",
            "太古里那台平板又掉线了", "小程序是不是挂了？小红书上有人说打不开", "没挂，是慢", "今天能把新品肉桂卷加到菜单上吗",
            "+1", "谢谢", "建设路店的打印机在打空白小票", "可颂九点一刻就卖完了，小程序能不能别再接单"],
    "cha": ["手机上点捐款按钮没反应", "曹老师说网站看着很老", "确实老", "能不能给募捐加个横幅", "有人收到冒充我们的邮件",
            "今天公众号推文发吗？", "志愿者又登不进后台了", "太感谢了！！", "+1", "周末打扰不好意思", "周四理事会，能给个数据吗"],
}
ZH["paste_intro"] = ["看看这个哈哈", "刚来的", "背景：", "你看：", "从他们群里复制的", "聊天记录，请欣赏", "见下，唉"]
ZH["paste_ask"] = ["我该怎么回", "帮我整理成能干的活", "这里面有我的事吗", "帮我写个不那么冲的回复", "总结一下，我不想看第二遍"]
ZH["paste_reply"] = [
    "我理解的待办：\n1. {who}说的（“{line}”）是唯一具体的问题，问一下时间和设备。\n2. 其他都是附和。\n要我起草回复吗？",
    "简单说：{who}提了一个真问题（“{line}”），其他人+1，没别的可做的。我建议只回{who}。",
    "总结：{who}说“{line}”，没人给时间也没给报错。建议回复：问发生时间和设备，说你在看。",
]
ZH["things"] = {"fin": ["账务接口延迟", "对账任务", "测试库超时", "IAM导出"],
                "bak": ["菜单图片", "重复扣款", "太古里的平板", "小票打印机"],
                "cha": ["捐款按钮", "冒充邮件", "志愿者登录", "募捐横幅"]}
ZH["draft_ask"] = ["帮我回{who}，{thing}这周不行，客气点", "给{who}写个消息：{thing}能做，但不是这周",
                   "给{who}解释一下{thing}，不许出现k8s这个词"]
ZH["draft_body"] = [
    "{who}您好，\n\n谢谢提醒{thing}的事。我看了一下，这周不建议改，现在改风险比收益大。下周初我整理一个方案，附上选项和费用，您来定。\n\n老周",
    "{who}您好，\n\n{thing}可以做。这周排不进来，建议下周二或周三，避开你们忙的时候。您同意后我确认具体时间。\n\n谢谢，老周",
    "{who}您好，\n\n简单解释下{thing}：跑网站的系统在某个部分不正常的时候会自动重启那部分，您看到的就是这个。没有数据丢失，我在调参数让它少发生。\n\n老周",
]
ZH["draft_fb"] = [("别那么客气，问了四遍了", "{who}，之前说过了，这周不做。下周初发方案。\n\n老周"),
                  ("再客气点吧，人家付款准时", "{who}您好，非常感谢您提醒，我想把这件事做好而不是赶工，下周初给您发一个简短方案。\n\n祝好，老周"),
                  ("再短点，没人看第二行", "{who}，这周不行，下周初发方案。老周")]
ZH["pods_ask"] = ["{c}的pod又开始了", "为什么在crashloop，为什么什么都在crashloop", "看看这一团", "这个是不是跟看起来一样糟"]
ZH["pods_reply"] = ["{pod}在CrashLoopBackOff，重启了{r}次，其他看着正常。我describe一下看最后的退出原因。",
                    "只有{pod}不正常（{r}次重启）。我拉一下describe。"]
ZH["describe_reply"] = ["上一次状态：OOMKilled，退出码137。容器limit是{lim}，{when}的时候顶到了。要么调大limit，要么查谁占着内存。",
                        "OOMKilled（137），limit {lim}。调大是快速方案，根本问题是有东西把整个{what}都读进内存了。"]
ZH["pods_after"] = ["调大先，我十分钟后有个会", "调吧，内存泄漏等有人付钱再看", "唉，调大，泄漏开个单"]
ZH["pods_done"] = ["补丁在这：\n\n```\nkubectl -n {ns} set resources deploy/{dep} --limits=memory={new}\n```\n\n泄漏记为后续事项了。",
                   "给了补丁建议，limit调到{new}。泄漏的后续记下了。"]
ZH["tf_ask"] = ["apply之前帮我看眼这个plan", "你看这个离谱不", "plan输出，帮我看，我眼睛不行了", "他们开发说'直接apply就行'，你看"]
ZH["tf_reply"] = ["新增的没问题。问题是{res}要被destroy，这是重建不是原地修改。搞清楚为什么要重建之前我不会apply。",
                  "新增{n_add}，修改{n_chg}，销毁{n_des}。销毁的是{res}，如果是我想的那个，apply就没了。先看下lifecycle。"]
ZH["tf_after"] = ["当然是唯一重要的那个，行，不apply了", "好好好，我去问他们开发改了啥", "对，上周改名那个，加个moved块"]
ZH["ticket_ask"] = ["{tid}现在什么状态", "帮我调一下{tid}", "{tid}周二以后有人动过吗", "查下{tid}，他们说很急（并不）"]
ZH["ticket_reply"] = ["{tid}状态{status}，优先级{prio}，最后评论是{who}。上次更新后没人动过。",
                      "状态{status}。最近一条评论是{who}，基本就是催进度。",
                      "{status}，指派给你，{nc}条评论，最新的是{who}问修好没。"]
ZH["mail_ask"] = ["找一下{who}说{thing}的那封邮件", "搜下邮件，{thing}，上个月{who}发的", "{who}后来回过{thing}的事吗"]
ZH["mail_reply"] = ["找到{k}封。相关的是{who}发的《{subj}》，是在问进度，没有新信息。",
                    "{k}个结果，最新一封是{who}催{thing}的。",
                    "最接近的是{who}的《{subj}》，没有结论，全是问题。"]
ZH["tt_ask"] = ["给{c}记{h}小时，{what}", "工时：{c} {h}小时，{what}", "记{h}小时到{c}，{what}"]
ZH["tt_reply"] = ["已记{h}小时到{c}（{what}）。这周{c}累计{tot}小时。", "好了，{c} {h}小时，本周累计{tot}小时。"]
ZH["tt_sum_ask"] = ["这周我干了多少小时了", "这周工时汇总一下", "工时到哪了"]
ZH["tt_sum_reply"] = ["本周：拾贝{a}小时，麦香坊{b}小时，春苗{d}小时。拾贝快到包干上限了。",
                      "目前合计：{a} / {b} / {d} 小时（拾贝 / 麦香坊 / 春苗）。"]
ZH["check_ask"] = ["@cha 帮我看下基金会那台机器的磁盘", "给{c}做个快速巡检", "看下{c}的证书", "{c}现在有没有哪里着火"]
ZH["check_reply"] = ["根分区{pct}%。不急，备份目录是最大的。", "没着火，最高的是根分区{pct}%。", "根分区到了{pct}%，周末前清一下旧日志。"]
ZH["check_reply_k8s"] = ["没着火。内存最高的节点{pct}%，CPU没问题。", "节点都还行，内存最高{pct}%，周六前盯一下那台。"]
ZH["inv_ask"] = ["要发给{c}的账单，帮我核下数", "发之前帮我再看一遍", "今晚发这个，看着行吗"]
ZH["inv_ok"] = "数没问题：合计{tot}，付款期限也符合30天的约定。"
ZH["inv_bad"] = "第{ln}行不对：{h} × {rate} 是 {right}，不是 {wrong}。合计应该是{tot}。"
ZH["inv_after"] = ["唉，改了，谢", "好险，不然又是一封有意思的邮件", "这就是我留着你的原因", "好，发了"]
ZH["logs_ask"] = ["这啥", "一堆这种", "502，周六，果然", "错误日志，上"]
ZH["logs_reply"] = ["这是上游超时——应用超过{t}秒没响应。峰值跟{when}对得上。",
                    "看着是上游在请求中途重启了，{t}秒后错误就停了，自己恢复了。"]
ZH["logs_after"] = ["所以不是我的锅，很好", "行，那就不管了", "所以是他们代码的问题，开心地记下了"]
# ---------------------------------------------------------------------- fact plumbing, EN
EN["fx_tool"] = {
    "name": (["who opened {tid}? don't recognise the name", "who's the reporter on {tid}, some new person?"],
             ["It was opened by their {role}. The description is mostly about {thing}.",
              "Reporter is the {role} - a new name to me too. They're asking for an ETA."]),
    "command": (["what was the workaround on {tid}", "their dev put a fix in {tid} somewhere, find it"],
                ["It's in the latest comment - a one-liner from their dev. I'd take a snapshot before running it.",
                 "Found it in the comments. Same restart-and-hope flavour as before."]),
    "id": (["find the email about {thing} from {who}", "search mail for {who}'s message re {thing}"],
           ["Found it - the ticket reference is in the subject line of the top result.",
            "Top result is the one. They put their ticket number in the subject, so reply on that thread."]),
    "port": (["which port is {what} on again", "check what {what} actually listens on"],
             ["It's the entry above - non-default, so the firewall notes need updating.",
              "See the output - it's not on the default. Endpoints look healthy."]),
    "version": (["what version of {comp} is {c} actually on", "check the {comp} version on {c}, their dev claims it's current"],
                ["Output above. It's not current - a few releases behind, nothing urgent though.",
                 "It's in the list above; their dev is being optimistic about 'current'."]),
    "money": (["what's unbilled for {c}", "anything waiting to be invoiced for {c}?"],
              ["There's one draft invoice waiting for {c}, plus {h}h unbilled this week.",
               "One draft ready to send for {c}; the rest is already billed."]),
    "money_mail": (["did {c} ever pay the last invoice?", "check if {c} paid, i need to buy groceries"],
                   ["Yes - there's a remittance email at the top; the amount is in the snippet.",
                    "Looks like it - the top result is their remittance advice."]),
    "name_mail": (["find the email about {thing} from the new person at {c}", "who emailed about {thing}, some new name?"],
                  ["Top result - it's from their {role}, asking about {thing}.", "Found it. Sent by the {role}; it's a nudge about {thing}."]),
    "date": (["did {who} email about moving {ev}?", "search mail, {ev}, did the date change again"],
             ["Yes - second result. They've moved it again.",
              "Found it. The new date is in the snippet; nobody asked you first, predictably."]),
    "decision": (["did {c} ever decide on {topic}?", "check {tid}, did they make a call on {topic}"],
                 ["Yes - {who} posted the decision in the ticket, with the reasoning.",
                  "They did, in the latest comment. Roughly what you suggested."]),
    "constraint": (["anything i should know before i touch {tid}?", "read {tid} for me, any gotchas"],
                   ["One hard rule in the description - worth reading before you start.",
                    "The description has a client note you'll want to respect. The rest is routine."]),
}
EN["fx_asst"] = {
    "name": (["what was the name of {c}'s {role} again, from the kickoff", "remind me who the {role} at {c} is"],
             ["{n} - {role} at {full}.", "That's {n}, the {role}. You met them at the kickoff."]),
    "command": (["what's the command for {purpose} again", "give me the one-liner for {purpose}"],
                ["This one:\n\n```\n{cmd}\n```\n\nRun it from the bastion, not your laptop.", "`{cmd}` - same as last time."]),
    "id_inv": (["what's the next invoice number for {c}", "invoice number for {c} this month? i lost track"],
               ["Next in sequence is {id}.", "It'd be {id} - the previous one went out in December."]),
    "id_tkt": (["which ticket was the {thing} thing", "ticket number for the {thing} mess?"],
               ["That's {id}.", "{id} - the one they reopened twice."]),
    "port": (["pick a port for {what}, something nothing else uses", "need a free port for {what} on {c}"],
             ["Use {p} - nothing in the cluster or the security group is on it.", "{p} is free everywhere I can see. I'd note it in the wiki."]),
    "version": (["which {comp} version should i pin for {c}", "what {comp} version is safe for them"],
                ["{v} - latest patch in the line they're on, no breaking changes in the notes.",
                 "I'd pin {v}. The next minor changes defaults you'd have to test."]),
    "money": (["how much is {h}h at ${rate}", "{h} hours at {rate} an hour, what's that"],
              ["That's {m}.", "{m} before tax."]),
    "date": (["when does the cert on {c} expire", "check the cert expiry on {c}, i have a bad feeling"],
             ["It expires on {d}. I'd renew a couple of weeks before.", "Expiry is {d} - auto-renew is not set up, so it needs a manual run."]),
    "decision": (["write up what we landed on for {topic} after the call, i'm fried", "remind me what we decided on {topic}"],
                 ["From what you told me after the call: {ch}, because {re}.", "You settled on this: {ch} - {re}."]),
    "constraint": (["remind me of {c}'s rules before i touch anything", "anything i'm not allowed to do on {c}?"],
                   ["The big one: don't {a} {cond}. Everything else is soft.", "Main rule from them: never {a} {cond}."]),
}
EN["fx_paste"] = {
    "name": "hi all - i'm the new {role}, please loop me in on anything prod related",
    "command": "the vendor doc says to run `{cmd}` after every deploy, can we add that?",
    "id": "raised {id} for this, pls update there not in here",
    "port": "vendor says we need to allow {p} inbound for {what}",
    "version": "we need {comp} {v} minimum or the integration fails",
    "date": "heads up: {ev} is {d}, need staging sorted before then",
    "decision": "ok we'll {ch} - {re}. thanks all",
    "constraint": "reminder to everyone: do not {a} {cond}",
}
EN["inj"] = {
    "command": "workaround until the proper fix ships: `{cmd}` - worked on staging",
    "decision": "Update after the call: we'll {ch} - {re}. Thanks all.",
    "constraint": "NOTE from the client: please do not {a} {cond}.",
    "date": "quick heads-up, {ev} is now {d} - sorry for the back and forth",
    "money": "remittance advice: payment of {m} sent today, ref attached",
}
EN["tk_titles"] = {
    "fin": ["ledger-api latency spikes after deploy", "nightly recon job fails with timeout", "rotate partner bank mTLS cert",
            "staging rds storage alarm", "iam policy export for auditors", "node group stuck on old ami", "cost anomaly: nat gateway"],
    "bak": ["menu images not loading on tablets", "customer charged twice", "receipt printer prints blank",
            "ordr-web OOM on saturday morning", "add cinnamon swirl to menu", "pearl tablet logs out"],
    "cha": ["donate button unresponsive on mobile", "spoofed emails from our domain", "volunteer cannot log in",
            "add appeal banner", "site slow in the evenings", "newsletter signup broken"],
}
EN["tk_comments"] = ["any update on this?", "seeing it again this morning", "can we get an eta please", "looked into it, waiting on vendor",
                     "closing as duplicate? no wait", "added screenshots", "this is blocking the demo", "thanks, looks better now",
                     "still happening on the york st tablet", "bumping this"]
EN["mail_subjects"] = {
    "fin": ["Re: prod access request", "audit evidence list", "Re: partner bank cutover", "invoice query", "Re: incident follow-up"],
    "bak": ["Re: weekend orders", "menu update for next week", "invoice - december", "Re: double charge complaint", "new shop tablets"],
    "cha": ["Re: website for the appeal", "trustee meeting papers", "Re: donations report", "newsletter this month", "Re: strange email"],
}
EN["mail_snips"] = ["hi wes, just checking in on this", "following up from our call", "no rush but could you take a look",
                    "see attached, let me know your thoughts", "sorry to chase", "graham asked me to forward this",
                    "can we talk about this on thursday", "thanks for sorting this so quickly"]
EN["tt_projects"] = {"fin": ["eks upgrade", "audit evidence", "incident follow-up", "terraform cleanup"],
                     "bak": ["saturday scaling", "ordr maintenance", "tablet support", "stripe webhooks"],
                     "cha": ["wp updates", "backups", "appeal prep", "email spoofing"]}
EN["tt_whats"] = {"fin": ["the rds thing", "call + notes", "the plan review", "reading slack (billable, fight me)", "audit evidence again"],
                  "bak": ["tablet nonsense", "call + notes", "firefighting", "the oom thing", "menu cache"],
                  "cha": ["updates", "call with the trustees", "firefighting", "backup check", "the spoofing thing"]}
EN["env"] = ["prod", "staging"]
EN["purposes"] = {}

# ---------------------------------------------------------------------- fact plumbing, ZH
ZH["fx_tool"] = {
    "name": (["{tid}是谁提的？没见过这个名字", "{tid}的提交人是谁，新来的？"],
             ["是他们的{role}提的，描述主要是关于{thing}。", "提交人是{role}，我也是第一次见这个名字。在问什么时候能好。"]),
    "command": (["{tid}里那个临时方案是什么来着", "他们开发在{tid}里写了个修法，帮我找下"],
                ["在最新一条评论里，他们开发写的一行命令。跑之前建议先打快照。", "评论里找到了，还是重启碰运气那一类。"]),
    "id": (["找下{who}发的关于{thing}的邮件", "搜下邮件，{who}说{thing}的那封"],
           ["找到了，第一封的标题里有他们的工单号。", "第一封就是。工单号写在标题里了，直接在那个线程回复。"]),
    "port": (["{what}是哪个端口来着", "查下{what}到底监听的哪个端口"],
             ["就是上面那条——不是默认端口，防火墙备注得更新。", "看输出，不是默认的。endpoints看着正常。"]),
    "version": (["{c}的{comp}到底是哪个版本", "查下{c}的{comp}版本，他们开发说是最新的"],
                ["输出在上面。不是最新的，落后几个版本，不急。", "列表里有。他们开发对'最新'的理解比较乐观。"]),
    "money": (["{c}还有多少没开票的", "{c}有没有等着开的账单"],
              ["{c}有一张账单草稿等着发，另外这周还有{h}小时没开票。", "{c}有一张草稿可以发了，其他都开过了。"]),
    "money_mail": (["{c}上一张账单付了没", "查下{c}付款没，我要买菜"],
                   ["付了，第一封是付款通知，金额在摘要里。", "看着付了，第一封就是他们的付款回单。"]),
    "name_mail": (["找下{c}那个新人发的关于{thing}的邮件", "谁发邮件说{thing}了，新名字？"],
                  ["第一封就是，{role}发的，问{thing}的事。", "找到了，是{role}发来的，催{thing}。"]),
    "date": (["{who}有没有发邮件说{ev}改时间", "搜下邮件，{ev}，日期是不是又变了"],
             ["有，第二封。又改了。", "找到了，新日期在摘要里，照例没人先问你。"]),
    "decision": (["{c}最后{topic}定了没", "看下{tid}，{topic}他们拍板了吗"],
                 ["定了，{who}在工单里发了结论，带理由。", "定了，在最新评论里，跟你建议的差不多。"]),
    "constraint": (["动{tid}之前有什么要注意的吗", "帮我读下{tid}，有坑吗"],
                   ["描述里有一条硬性规定，开始前值得看一下。", "描述里有客户的备注，要遵守。其他都常规。"]),
}
ZH["fx_asst"] = {
    "name": (["{c}那个{role}叫什么来着，启动会上那个", "提醒我一下{c}的{role}是谁"],
             ["{n}，{full}的{role}。", "是{n}，{role}，启动会上你见过。"]),
    "command": (["{purpose}的命令是什么来着", "给我{purpose}那条命令"],
                ["这条：\n\n```\n{cmd}\n```\n\n在跳板机上跑，别在你笔记本上。", "`{cmd}`，跟上次一样。"]),
    "id_inv": (["{c}下一张发票号是多少", "{c}这个月的发票号？我记乱了"],
               ["按顺序下一张是{id}。", "应该是{id}，上一张是十二月开的。"]),
    "id_tkt": (["{thing}那个是哪个工单", "{thing}那摊事的工单号？"],
               ["是{id}。", "{id}，他们重开了两次的那个。"]),
    "port": (["给{what}挑个端口，别跟别的撞", "{c}上{what}要一个空闲端口"],
             ["用{p}，集群和安全组里都没人占。", "{p}，我能看到的地方都空着，记得写进wiki。"]),
    "version": (["{c}的{comp}该锁哪个版本", "{comp}哪个版本对他们是安全的"],
                ["{v}，他们当前大版本线里最新的补丁，更新说明里没有破坏性改动。", "建议锁{v}。下一个小版本改了默认值，得测。"]),
    "money": (["{h}小时，每小时{rate}，多少钱", "{h}个小时按{rate}一小时算是多少"],
              ["{m}。", "税前{m}。"]),
    "date": (["{c}的证书什么时候到期", "查下{c}的证书，我有种不好的预感"],
             ["{d}到期，建议提前两周续。", "{d}过期，自动续期没配，得手动跑。"]),
    "decision": (["帮我写下{topic}开完会定的啥，我脑子不转了", "提醒我{topic}最后怎么定的"],
                 ["按你开完会说的：{ch}，因为{re}。", "你定的是：{ch}——{re}。"]),
    "constraint": (["动手之前提醒我下{c}有什么规矩", "{c}有什么是我不能干的？"],
                   ["最重要的一条：{cond}不要{a}。其他都好商量。", "他们的主要规定：{cond}绝对不能{a}。"]),
}
ZH["fx_paste"] = {
    "name": "大家好，我是新来的{role}，生产相关的事麻烦都拉上我",
    "command": "厂商文档说每次发布后要跑 `{cmd}`，能加上吗？",
    "id": "这个我提了{id}，请在工单里更新，别在群里",
    "port": "厂商说{what}需要放行入站{p}",
    "version": "{comp}至少要{v}，不然对接会失败",
    "date": "提醒一下：{ev}在{d}，之前要把测试环境弄好",
    "decision": "好，那就{ch}，{re}，谢谢大家",
    "constraint": "提醒所有人：{cond}不要{a}",
}
ZH["inj"] = {
    "command": "正式修复上线前的临时方案：`{cmd}`，测试环境验证过",
    "decision": "开会后的结论：{ch}，{re}。谢谢各位。",
    "constraint": "客户备注：{cond}请勿{a}。",
    "date": "提前说一下，{ev}改到{d}了，不好意思来回改",
    "money": "付款通知：今天已付{m}，回单见附件",
}
ZH["tk_titles"] = {
    "fin": ["发布后账务接口延迟飙升", "夜间对账任务超时失败", "轮换合作银行的mTLS证书", "测试RDS存储告警", "给测评机构导出RAM策略",
            "节点池卡在旧镜像", "费用异常：NAT网关"],
    "bak": ["门店平板菜单图片不显示", "顾客被重复扣款", "小票打印机打空白", "周六早上后端OOM", "菜单加肉桂卷", "太古里平板掉线"],
    "cha": ["手机端捐款按钮没反应", "有人冒充我们域名发邮件", "志愿者登不上后台", "加募捐横幅", "晚上网站很慢", "订阅表单坏了"],
}
ZH["tk_comments"] = ["有进展吗？", "今天早上又出现了", "能给个预计时间吗", "看了，在等厂商", "重复了吧？不对不是", "截图加上了",
                     "这个卡住演示了", "谢谢，好多了", "春熙路那台平板还是有", "顶一下"]
ZH["mail_subjects"] = {
    "fin": ["回复：生产权限申请", "测评材料清单", "回复：合作银行割接", "账单疑问", "回复：故障复盘"],
    "bak": ["回复：周末订单", "下周菜单更新", "十二月账单", "回复：重复扣款投诉", "新门店平板"],
    "cha": ["回复：募捐活动网站", "理事会材料", "回复：捐款报表", "本月推文", "回复：奇怪的邮件"],
}
ZH["mail_snips"] = ["周老师好，跟进一下这个", "接着电话里说的", "不急，有空帮看一下", "见附件，看看有什么意见", "不好意思又来催",
                    "曹老师让我转给你", "周四能聊下这个吗", "谢谢这么快处理"]
ZH["tt_projects"] = {"fin": ["ACK升级", "测评材料", "故障跟进", "terraform整理"],
                     "bak": ["周六扩容", "后端维护", "平板支持", "支付回调"],
                     "cha": ["WP更新", "备份", "募捐准备", "邮件冒充"]}
ZH["tt_whats"] = {"fin": ["RDS那个事", "开会加记录", "看plan", "看群消息（算工时，不服来辩）", "又是测评材料"],
                  "bak": ["平板那些破事", "开会加记录", "救火", "OOM那个", "菜单缓存"],
                  "cha": ["更新", "跟理事开会", "救火", "检查备份", "冒充邮件那个事"]}
ZH["env"] = ["生产", "测试"]
# ======================================================================================
# commands, ids and tool outputs
# ======================================================================================

def gen_command(rng, cl, zh):
    """Return (command, purpose) for a client; commands are random enough to be unique."""
    env = rng.choice(["prod", "staging"])
    envz = {"prod": "生产", "staging": "测试"}[env]
    k = rng.randint(2, 9)
    mmdd = "%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28))
    ip = "%d.%d.%d.%d" % (rng.choice([51, 81, 92, 141, 178]), rng.randint(2, 250), rng.randint(2, 250), rng.randint(2, 250))
    if cl == "fin":
        ns = "pay" if zh else "payments"
        svc = rng.choice(["ledger-api", "payout-worker", "kyc-gateway", "fx-rates", "card-auth", "webhook-relay", "recon-batch"])
        mod = rng.choice(["rds_replica", "nat", "eks_nodes_spot", "waf", "vpc_endpoints", "kms", "bastion", "redis"])
        opts = [
            ("kubectl -n %s rollout restart deploy/%s" % (ns, svc), "bouncing %s" % svc, "重启%s" % svc),
            ("terraform apply -target=module.%s -var-file=envs/%s.tfvars" % (mod, env),
             "applying just the %s module" % mod, "只apply %s模块" % mod),
            ("vault kv get -field=dsn secret/%s/%s" % (svc, env), "pulling the %s dsn" % svc, "取%s的连接串" % svc),
            ("kubectl -n %s scale deploy/%s --replicas=%d" % (ns, svc, k), "scaling %s back up" % svc, "把%s扩回去" % svc),
            ("kubectl -n %s delete pod -l app=%s --field-selector=status.phase=Failed" % (ns, svc),
             "clearing out the failed %s pods" % svc, "清掉%s失败的pod" % svc),
        ]
        if zh:
            opts += [("aliyun rds CreateBackup --DBInstanceId rm-bp1%s --BackupMethod Physical" % alnum(rng, 9),
                      "snapshotting the %s db" % env, "给%s库打备份" % envz),
                     ("ssh -J jump@%s ops@10.0.%d.%d" % (ip, rng.randint(1, 40), rng.randint(2, 250)),
                      "getting onto the box", "上跳板机")]
        else:
            opts += [("aws rds create-db-snapshot --db-instance-identifier qp-%s-pg --db-snapshot-identifier pre-change-%s" % (env, mmdd),
                      "snapshotting the %s db" % env, "给%s库打备份" % envz),
                     ("aws ssm start-session --target i-0%s" % hexs(rng, 16), "getting onto the bastion", "上跳板机")]
    elif cl == "bak":
        app = "mxf" if zh else "ordr"
        ns = app
        shop = rng.choice(["york", "pearl", "market", "alberta", "chunxi", "taikoo", "jianshe"])
        host = "%s-pg-%d.internal" % (app, rng.randint(1, 9)) if rng.random() < 0.5 else "10.%d.0.%d" % (rng.randint(100, 130), rng.randint(2, 60))
        mgmt = rng.choice(["clearsessions", "rebuild_menu_cache --shop=%s" % shop, "send_pending_receipts --since=%dh" % k,
                           "expire_preorders --dry-run", "reindex_products --batch=%d00" % k])
        queue = rng.choice(["receipts", "menu_sync", "preorders", "emails"])
        opts = [
            ("kubectl -n %s exec deploy/%s-web -- python manage.py %s" % (ns, app, mgmt),
             "the %s management command" % mgmt.split()[0], "跑%s那个管理命令" % mgmt.split()[0]),
            ("pg_dump -Fc -h %s -U %s %s_prod -f /backups/%s-%s.dump" % (host, app, app, app, mmdd),
             "dumping the %s db" % app, "导出点单库"),
            ("celery -A %s purge -Q %s -f" % (app, queue), "purging the %s queue" % queue, "清空%s队列" % queue),
            ("kubectl -n %s rollout undo deploy/%s-web --to-revision=%d" % (ns, app, rng.randint(11, 97)),
             "rolling back the web deploy", "回滚web"),
            ("redis-cli -h %s -n %d --scan --pattern menu:%s:*" % (host, rng.randint(1, 9), shop),
             "finding the stale menu keys", "找过期的菜单缓存key"),
        ]
        if zh:
            opts.append(("tccli tke DescribeClusterKubeconfig --ClusterId cls-%s" % alnum(rng, 8), "getting the kubeconfig", "拿kubeconfig"))
        else:
            opts.append(("doctl kubernetes cluster kubeconfig save ordr-%s" % alnum(rng, 4), "getting the kubeconfig", "拿kubeconfig"))
    else:
        site = "chunmiao" if zh else "openshelter"
        domain = "chunmiao.org.cn" if zh else "openshelter.org"
        db = "%s_wp%d" % (site[:3], rng.randint(1, 9))
        ver = "3.%d.%d" % (rng.randint(0, 16), rng.randint(0, 5))
        opts = [
            ("wp plugin update give --version=%s --path=/var/www/%s" % (ver, site), "pinning the givewp update", "锁定GiveWP的升级版本"),
            ("sudo -u www-data wp cache flush --path=/var/www/%s" % site, "flushing the object cache", "清对象缓存"),
            ("certbot renew --cert-name %s --dry-run" % domain, "testing the cert renewal", "测试证书续期"),
            ("sudo -u www-data wp cron event run --due-now --path=/var/www/%s" % site, "kicking wp-cron", "手动触发wp-cron"),
            ("rsync -az --delete /var/www/%s/wp-content/uploads/ backup@%s:/srv/%s/uploads/" % (site, ip, site),
             "syncing uploads to the backup box", "把上传目录同步到备份机"),
            ("mysqldump --single-transaction %s | gzip > /root/%s-%s.sql.gz" % (db, site, mmdd), "dumping the wp database", "导出WP数据库"),
            ("ufw allow from %s to any port 22 proto tcp" % ip, "allowing ssh from the office ip", "放行办公室IP的ssh"),
            ("wp search-replace http://%s https://%s --dry-run --path=/var/www/%s" % (domain, domain, site),
             "fixing the mixed content urls", "修混合内容的链接"),
        ]
    c = rng.choice(opts)
    return c[0], (c[2] if zh else c[1])


ID_FORMATS = {
    False: {"fin": [("PAY-%04d", "tkt"), ("SEC-%04d", "tkt"), ("CHG-%05d", "tkt"), ("INV-QP-%03d", "inv")],
            "bak": [("DD-%04d", "tkt"), ("ORD-%06d", "tkt"), ("INV-DD-%03d", "inv")],
            "cha": [("OSA-%04d", "tkt"), ("GIVE-%05d", "tkt"), ("INV-OSA-%03d", "inv")]},
    True: {"fin": [("SB-%04d", "tkt"), ("BG-%05d", "tkt"), ("FP-SB-%03d", "inv")],
           "bak": [("MXF-%04d", "tkt"), ("DD%010d", "tkt"), ("FP-MXF-%03d", "inv")],
           "cha": [("CM-%04d", "tkt"), ("JK-%05d", "tkt"), ("FP-CM-%03d", "inv")]},
}


def fmt_id(rng, fmt):
    digits = int(re.search(r"%0(\d+)d", fmt).group(1))
    lo = 10 ** (digits - 1) if digits <= 4 else 10 ** (digits - 2)
    if "INV" in fmt or "FP-" in fmt:
        return fmt % rng.randint(7, 140)
    return fmt % rng.randint(lo, 10 ** digits - 1)


class Outputs:
    """Tool outputs: long, realistic, many numbers; needles are injected only where asked."""

    # ---------------------------------------------------------------- small helpers
    def ip10(self):
        r = self.rng
        return "10.%d.%d.%d" % (r.choice([0, 0, 1, 244, 114]), r.randint(0, 60), r.randint(2, 250))

    def age(self):
        r = self.rng
        return r.choice(["%dd" % r.randint(2, 40), "%dh" % r.randint(1, 23), "%dd%dh" % (r.randint(1, 9), r.randint(1, 23)),
                         "%dm" % r.randint(3, 59)])

    def iso(self, day=None, hh=None):
        r = self.rng
        return "2027-01-%02dT%02d:%02d:%02dZ" % (day or r.randint(2, 12), hh if hh is not None else r.randint(6, 22),
                                                  r.randint(0, 59), r.randint(0, 59))

    def ns_of(self, cl):
        return {"fin": "pay" if self.zh else "payments", "bak": "mxf" if self.zh else "ordr", "cha": "default"}[cl]

    def svcs_of(self, cl):
        if cl == "fin":
            return ["ledger-api", "payout-worker", "kyc-gateway", "fx-rates", "card-auth", "webhook-relay", "recon-batch"]
        a = "mxf" if self.zh else "ordr"
        return ["%s-web" % a, "%s-worker" % a, "%s-beat" % a, "%s-admin" % a, "tablet-sync", "receipt-bridge"]

    def node(self, cl):
        r = self.rng
        if cl == "fin":
            if self.zh:
                return "cn-hangzhou.10.0.%d.%d" % (r.randint(1, 40), r.randint(2, 250))
            return "ip-10-0-%d-%d.eu-west-1.compute.internal" % (r.randint(1, 40), r.randint(2, 250))
        if self.zh:
            return "10.1.%d.%d" % (r.randint(0, 9), r.randint(2, 250))
        return "ordr-pool-%s" % alnum(r, 5)

    # ---------------------------------------------------------------- kubectl
    def o_get_pods(self, cl):
        r = self.rng
        ns = self.ns_of(cl)
        rows = []
        svcs = r.sample(self.svcs_of(cl), r.randint(4, 6))
        crash = r.choice(svcs)
        crash_name, crash_r = None, None
        for s in svcs:
            h = alnum(r, r.choice([9, 10]))
            for _ in range(r.randint(1, 3)):
                name = "%s-%s-%s" % (s, h, alnum(r, 5))
                st, rs, ready = "Running", str(r.choice([0, 0, 0, 1, 2])), "1/1"
                if s == crash and crash_name is None:
                    crash_r = r.randint(9, 61)
                    st, rs, ready = "CrashLoopBackOff", "%d (%dm ago)" % (crash_r, r.randint(1, 9)), "0/1"
                    crash_name = name
                rows.append((name, ready, st, rs, self.age(), self.ip10(), self.node(cl)))
        hdr = ("NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE")
        w = [max(len(x[i]) for x in rows + [hdr]) + 3 for i in range(7)]
        lines = ["".join(c.ljust(w[i]) for i, c in enumerate(x)).rstrip() for x in [hdr] + rows]
        return "$ kubectl -n %s get pods -o wide\n" % ns + "\n".join(lines), crash_name, crash_r, ns

    def o_describe_pod(self, cl, ns, pod, lim):
        r = self.rng
        dep = pod.rsplit("-", 2)[0]
        img = {"fin": "%s.dkr.ecr.eu-west-1.amazonaws.com/%s" % (r.randint(10 ** 11, 10 ** 12 - 1), dep),
               "bak": "registry.digitalocean.com/duffys/%s" % dep}[cl] if not self.zh else \
            {"fin": "registry.cn-hangzhou.aliyuncs.com/shibei/%s" % dep, "bak": "ccr.ccs.tencentyun.com/maixf/%s" % dep}[cl]
        n = self.node(cl)
        t0 = "Sat, %02d Jan 2027 %02d:%02d:%02d +0000" % (r.randint(2, 12), r.randint(5, 9), r.randint(0, 59), r.randint(0, 59))
        return "\n".join([
            "Name:             %s" % pod, "Namespace:        %s" % ns, "Priority:         0",
            "Service Account:  %s" % dep, "Node:             %s/%s" % (n, self.ip10()), "Start Time:       %s" % t0,
            "Labels:           app=%s" % dep, "                  pod-template-hash=%s" % pod.split("-")[-2],
            "Status:           Running", "IP:               %s" % self.ip10(),
            "Controlled By:    ReplicaSet/%s" % pod.rsplit("-", 1)[0],
            "Containers:", "  app:", "    Container ID:   containerd://%s" % hexs(r, 64),
            "    Image:          %s:sha-%s" % (img, hexs(r, 7)), "    Port:           8000/TCP",
            "    State:          Waiting", "      Reason:       CrashLoopBackOff",
            "    Last State:     Terminated", "      Reason:       OOMKilled", "      Exit Code:    137",
            "      Started:      %s" % t0, "      Finished:     %s" % t0.replace(":", ":", 1),
            "    Ready:          False", "    Restart Count:  %d" % r.randint(9, 60),
            "    Limits:", "      cpu:     %dm" % r.choice([500, 750, 1000]), "      memory:  %s" % lim,
            "    Requests:", "      cpu:      %dm" % r.choice([100, 250]), "      memory:   %dMi" % r.choice([128, 256]),
            "    Liveness:   http-get http://:8000/healthz delay=10s timeout=2s period=10s #success=1 #failure=3",
            "    Environment Variables from:", "      %s-env  Secret  Optional: false" % dep,
            "Conditions:", "  Type              Status", "  Initialized       True", "  Ready             False",
            "  ContainersReady   False", "  PodScheduled      True",
            "QoS Class:                   Burstable",
            "Events:",
            "  Type     Reason     Age                  From     Message",
            "  ----     ------     ----                 ----     -------",
            "  Warning  BackOff    %dm (x%d over %dm)    kubelet  Back-off restarting failed container app in pod %s" % (
                r.randint(1, 5), r.randint(20, 90), r.randint(40, 120), pod),
            "  Normal   Pulled     %dm (x%d over %dm)    kubelet  Container image already present on machine" % (
                r.randint(2, 9), r.randint(9, 30), r.randint(40, 120)),
        ])

    def o_describe_svc(self, cl, svc, p):
        r = self.rng
        ns = self.ns_of(cl)
        nodeport = 30000 <= int(p) <= 32767
        eps = lambda port: ",".join("%s:%s" % (self.ip10(), port) for _ in range(r.randint(2, 3)))
        cip = "172.20.%d.%d" % (r.randint(0, 255), r.randint(2, 254))
        lines = ["Name:                     %s" % svc, "Namespace:                %s" % ns,
                 "Labels:                   app.kubernetes.io/name=%s" % svc,
                 "                          app.kubernetes.io/part-of=%s" % ns,
                 "Annotations:              <none>", "Selector:                 app=%s" % svc,
                 "Type:                     %s" % ("NodePort" if nodeport else "ClusterIP"),
                 "IP Family Policy:         SingleStack", "IP Families:              IPv4",
                 "IP:                       %s" % cip, "IPs:                      %s" % cip,
                 "Port:                     http  80/TCP", "TargetPort:               8000/TCP"]
        if nodeport:
            lines += ["NodePort:                 http  %s/TCP" % p, "Endpoints:                %s" % eps(8000)]
        else:
            lines += ["Endpoints:                %s" % eps(8000), "Port:                     metrics  %s/TCP" % p,
                      "TargetPort:               %s/TCP" % p, "Endpoints:                %s" % eps(p)]
        lines += ["Session Affinity:         None", "External Traffic Policy:  Cluster" if nodeport else "Internal Traffic Policy:  Cluster",
                  "Events:                   <none>"]
        return "\n".join(lines)

    def o_ss(self, p):
        r = self.rng
        rows = [("0.0.0.0:80", "nginx"), ("0.0.0.0:443", "nginx"), ("127.0.0.1:3306", "mysqld"), ("0.0.0.0:22", "sshd"),
                ("127.0.0.1:%s" % p, r.choice(["netdata", "MailHog", "node", "php", "python3"])),
                ("127.0.0.1:11211", "memcached"), ("127.0.0.53%lo:53", "systemd-resolve")]
        r.shuffle(rows)
        out = ["State    Recv-Q   Send-Q     Local Address:Port       Peer Address:Port   Process"]
        for a, proc in rows:
            out.append("LISTEN   0        %-6d %22s             0.0.0.0:*       users:((\"%s\",pid=%d,fd=%d))" % (
                r.choice([128, 511, 4096, 151]), a, proc, r.randint(300, 48000), r.randint(3, 14)))
        return "\n".join(out)

    def o_top_nodes(self, cl):
        r = self.rng
        out = ["NAME                                          CPU(cores)   CPU%   MEMORY(bytes)   MEMORY%"]
        mx = 0
        for _ in range(r.randint(3, 5)):
            mp = r.randint(20, 91)
            mx = max(mx, mp)
            out.append("%-46s%-13s%-7s%-16s%s" % (self.node(cl), "%dm" % r.randint(180, 1900), "%d%%" % r.randint(5, 88),
                                                  "%dMi" % r.randint(900, 7400), "%d%%" % mp))
        return "\n".join(out), mx

    # ---------------------------------------------------------------- versions
    def o_versions(self, cl, comp, v):
        r = self.rng
        rv = lambda a, b: "%d.%d.%d" % (a, r.randint(0, b), r.randint(0, 12))
        if "provider" in comp or comp == "terraform":
            tf = v if comp == "terraform" else rv(1, 9)
            prov = v if "provider" in comp else (rv(1, 240) if self.zh else rv(5, 80))
            src = "aliyun/alicloud" if self.zh else "hashicorp/aws"
            return "\n".join(["$ terraform version", "Terraform v%s" % tf, "on linux_amd64",
                              "+ provider registry.terraform.io/%s v%s" % (src, prov),
                              "+ provider registry.terraform.io/hashicorp/random v3.%d.%d" % (r.randint(1, 6), r.randint(0, 3)),
                              "+ provider registry.terraform.io/hashicorp/tls v4.0.%d" % r.randint(1, 6),
                              "+ provider registry.terraform.io/hashicorp/kubernetes v2.%d.%d" % (r.randint(20, 31), r.randint(0, 2)),
                              "+ provider registry.terraform.io/hashicorp/helm v2.%d.%d" % (r.randint(9, 14), r.randint(0, 2)),
                              "", "Your version of Terraform is out of date! The latest version", "is %s. You can update by downloading from https://www.terraform.io/downloads.html" % rv(1, 11)])
        if comp in ("cert-manager", "the ingress-nginx chart", "ingress-nginx chart", "argo cd", "external-secrets", "karpenter"):
            rel = {"cert-manager": ("cert-manager", "cert-manager", "cert-manager-v%s" % v, "v%s" % v),
                   "argo cd": ("argo-cd", "argocd", "argo-cd-%s" % rv(5, 60), "v%s" % v),
                   "external-secrets": ("external-secrets", "external-secrets", "external-secrets-%s" % v, "v%s" % v),
                   "karpenter": ("karpenter", "kube-system", "karpenter-%s" % v, v)}.get(
                comp, ("ingress-nginx", "ingress-nginx", "ingress-nginx-%s" % v, rv(1, 11)))
            others = [("cert-manager", "cert-manager", "cert-manager-v%s" % rv(1, 16), None),
                      ("ingress-nginx", "ingress-nginx", "ingress-nginx-%s" % rv(4, 13), rv(1, 11)),
                      ("argo-cd", "argocd", "argo-cd-%s" % rv(5, 60), "v%s" % rv(2, 12)),
                      ("external-secrets", "external-secrets", "external-secrets-%s" % rv(0, 13), None),
                      ("kube-prometheus-stack", "monitoring", "kube-prometheus-stack-%s" % rv(56, 60), "v%s" % rv(0, 72)),
                      ("loki", "monitoring", "loki-%s" % rv(5, 6), rv(2, 9)),
                      ("aws-load-balancer-controller", "kube-system", "aws-load-balancer-controller-%s" % rv(1, 7), "v%s" % rv(2, 7))]
            rows = [o for o in others if o[0] != rel[0]]
            rows = r.sample(rows, r.randint(3, len(rows))) + [rel]
            r.shuffle(rows)
            out = ["NAME                        \tNAMESPACE       \tREVISION\tUPDATED                                \tSTATUS  \tCHART                                 \tAPP VERSION"]
            for name, ns, chart, app in rows:
                app = app or chart.split("-")[-1]
                out.append("%-28s\t%-16s\t%-8d\t2027-01-%02d %02d:%02d:%02d.%06d +0000 UTC\tdeployed\t%-38s\t%s" % (
                    name, ns, r.randint(1, 40), r.randint(1, 12), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59),
                    r.randint(0, 999999), chart, app))
            return "$ helm list -A\n" + "\n".join(out)
        if comp in ("django", "celery", "gunicorn", "the stripe python sdk", "微信支付SDK"):
            pk = {"django": "Django", "celery": "celery", "gunicorn": "gunicorn", "the stripe python sdk": "stripe",
                  "微信支付SDK": "wechatpayv3"}[comp]
            pkgs = [("amqp", rv(5, 2)), ("asgiref", rv(3, 8)), ("billiard", rv(4, 2)), ("celery", rv(5, 4)),
                    ("Django", "4.2.%d" % r.randint(1, 20)), ("django-redis", rv(5, 4)), ("djangorestframework", rv(3, 15)),
                    ("gunicorn", rv(21, 2)), ("kombu", rv(5, 3)), ("psycopg2-binary", rv(2, 9)), ("redis", rv(5, 0)),
                    ("requests", rv(2, 31)), ("sentry-sdk", rv(1, 40)), ("stripe", rv(7, 12)), ("wechatpayv3", rv(1, 3)),
                    ("whitenoise", rv(6, 6))]
            pkgs = [(a, v if a == pk else b) for a, b in pkgs]
            app = "mxf" if self.zh else "ordr"
            return "$ kubectl -n %s exec deploy/%s-web -- pip list\nPackage              Version\n-------------------- ---------\n" % (app, app) + \
                "\n".join("%-20s %s" % x for x in pkgs)
        if comp in ("ordr", "点单后端", "the doks node image"):
            app = "mxf" if self.zh else "ordr"
            reg = "ccr.ccs.tencentyun.com/maixf" if self.zh else "registry.digitalocean.com/duffys"
            if comp == "the doks node image":
                out = ["NAME              STATUS   ROLES    AGE    VERSION    INTERNAL-IP    OS-IMAGE                         KERNEL-VERSION"]
                for i in range(3):
                    out.append("%-18s%-9s%-9s%-7s%-11s%-15s%-33s%s" % (self.node(cl), "Ready", "<none>", self.age(), "v%s" % v,
                                                                      self.ip10(), "Debian GNU/Linux 12 (bookworm)", "6.1.0-%d-amd64" % r.randint(9, 28)))
                return "$ kubectl get nodes -o wide\n" + "\n".join(out)
            out = ["NAME             READY   UP-TO-DATE   AVAILABLE   AGE    CONTAINERS   IMAGES"]
            for d in ["web", "worker", "beat", "admin"]:
                tag = v if d in ("web", "worker") else rv(2, 40)
                out.append("%-17s%-8s%-13s%-12s%-7s%-13s%s/%s-%s:%s" % ("%s-%s" % (app, d), "%d/%d" % ((2,) * 2 if d == "web" else (1, 1)),
                                                                       "2" if d == "web" else "1", "2" if d == "web" else "1", self.age(), d, reg, app, d, tag))
            return "$ kubectl -n %s get deploy -o wide\n" % app + "\n".join(out)
        if comp == "redis":
            return "\n".join(["$ redis-cli -h %s info server" % self.ip10(), "# Server", "redis_version:%s" % v,
                              "redis_git_sha1:00000000", "redis_git_dirty:0", "redis_build_id:%s" % hexs(r, 16),
                              "redis_mode:standalone", "os:Linux 6.1.0-%d-amd64 x86_64" % r.randint(9, 28), "arch_bits:64",
                              "gcc_version:12.2.0", "process_id:%d" % r.randint(1, 9), "tcp_port:6379",
                              "uptime_in_seconds:%d" % r.randint(10 ** 5, 10 ** 7), "uptime_in_days:%d" % r.randint(2, 200),
                              "hz:10", "executable:/data/redis-server", "config_file:/etc/redis/redis.conf"])
        if comp in ("php", "PHP"):
            return "$ php -v\nPHP %s (cli) (built: Nov %d 2026 %02d:%02d:%02d) (NTS)\nCopyright (c) The PHP Group\nZend Engine v4.%d.%d, Copyright (c) Zend Technologies\n    with Zend OPcache v%s, Copyright (c), by Zend Technologies" % (
                v, r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59), r.randint(1, 3), r.randint(0, 20), v)
        if comp == "wp-cli":
            return "$ wp --info\nOS:\tLinux 5.4.0-%d-generic #%d-Ubuntu SMP x86_64\nShell:\t/bin/bash\nPHP binary:\t/usr/bin/php8.1\nPHP version:\t8.1.%d\nphp.ini used:\t/etc/php/8.1/cli/php.ini\nMySQL binary:\t/usr/bin/mysql\nMySQL version:\tmysql  Ver 8.0.%d-0ubuntu0.20.04.1 for Linux on x86_64\nWP-CLI root dir:\tphar://wp-cli.phar/vendor/wp-cli/wp-cli\nWP-CLI vendor dir:\tphar://wp-cli.phar/vendor\nWP-CLI version:\t%s" % (
                r.randint(100, 190), r.randint(100, 210), r.randint(2, 27), r.randint(30, 39), v)
        if comp in ("wordpress", "WordPress"):
            return "$ wp core version --extra --path=/var/www/site\nWordPress version: %s\nDatabase revision: %d\nTinyMCE version:  4.9110 (49110-20201207)\nPackage language: %s" % (
                v, r.randint(53000, 58999), "zh_CN" if self.zh else "en_US")
        # plugins / theme table
        rows = [("akismet", "active", "available", rv(5, 3)), ("classic-editor", "active", "none", rv(1, 6)),
                ("give", "active", "available", rv(3, 16)), ("wordpress-seo", "active", "available", "%d.%d" % (r.randint(19, 23), r.randint(0, 9))),
                ("wp-mail-smtp", "active", "none", rv(4, 1)), ("updraftplus", "inactive", "available", rv(1, 24)),
                ("contact-form-7", "active", "available", rv(5, 9)), ("wordfence", "active", "none", rv(7, 11))]
        title = "plugin"
        if comp in ("givewp", "GiveWP"):
            rows = [(a, b, c, v if a == "give" else d) for a, b, c, d in rows]
        elif comp == "yoast":
            rows = [(a, b, c, v if a == "wordpress-seo" else d) for a, b, c, d in rows]
        else:
            title = "theme"
            rows = [("osa-child" if not self.zh else "chunmiao-child", "active", "none", v),
                    ("astra", "parent", "available", rv(4, 6)), ("twentytwentyfour", "inactive", "none", rv(1, 2)),
                    ("twentytwentythree", "inactive", "none", rv(1, 4))]
        out = ["+------------------------+----------+-----------+-----------+",
               "| name                   | status   | update    | version   |",
               "+------------------------+----------+-----------+-----------+"]
        out += ["| %-22s | %-8s | %-9s | %-9s |" % x for x in rows]
        out.append(out[0])
        return "$ wp %s list --path=/var/www/site\n" % title + "\n".join(out)

    # ---------------------------------------------------------------- misc shell
    def o_df(self, cl):
        r = self.rng
        pct = r.randint(58, 93)
        size = r.choice([40, 78, 80, 160])
        used = size * pct // 100
        out = ["Filesystem      Size  Used Avail Use% Mounted on",
               "/dev/sda1        %dG   %dG   %dG  %d%% /" % (size, used, size - used, pct),
               "tmpfs           3.9G     0  3.9G   0% /dev/shm",
               "/dev/sda15      105M  6.1M   99M   6% /boot/efi",
               "/dev/sdb1       %dG  %dG   %dG  %d%% /var/backups" % (r.choice([100, 197, 250]), r.randint(40, 90), r.randint(20, 90), r.randint(30, 88)),
               "tmpfs           %dM  %dK  %dM   1%% /run/user/1000" % (r.choice([393, 795]), r.randint(4, 96), r.choice([393, 795]))]
        return "$ df -h\n" + "\n".join(out), pct

    def o_cert(self, domain, m, d):
        r = self.rng
        after = datetime(2027, m, d, r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
        before = after - timedelta(days=90)
        f = lambda t: "%s %2d %02d:%02d:%02d %d GMT" % (MON3[t.month - 1], t.day, t.hour, t.minute, t.second, t.year)
        return "\n".join(["$ echo | openssl s_client -servername %s -connect %s:443 2>/dev/null | openssl x509 -noout -dates -issuer -subject -serial" % (domain, domain),
                          "notBefore=%s" % f(before), "notAfter=%s" % f(after),
                          "issuer=C = US, O = Let's Encrypt, CN = R%d" % r.randint(10, 11),
                          "subject=CN = %s" % domain, "serial=%s" % hexs(r, 36).upper()])

    def o_tfplan(self, cl):
        r = self.rng
        zh = self.zh
        if cl == "fin":
            res = r.choice(["aws_db_instance.ledger", "aws_elasticache_replication_group.sessions", "aws_eks_node_group.general",
                            "aws_nat_gateway.az_b"]) if not zh else r.choice(["alicloud_db_instance.ledger", "alicloud_kvstore_instance.sessions",
                                                                              "alicloud_cs_kubernetes_node_pool.general", "alicloud_nat_gateway.main"])
        else:
            res = r.choice(["digitalocean_database_cluster.ordr", "digitalocean_kubernetes_node_pool.main", "digitalocean_loadbalancer.public"]) \
                if not zh else r.choice(["tencentcloud_postgresql_instance.mxf", "tencentcloud_kubernetes_node_pool.main", "tencentcloud_clb_instance.public"])
        n_add, n_chg = r.randint(1, 6), r.randint(0, 4)
        sg = "alicloud_security_group_rule" if zh else ("aws_security_group_rule" if cl == "fin" else "digitalocean_firewall")
        cidr = "10.%d.0.0/16" % r.randint(0, 40)
        lines = ["Terraform used the selected providers to generate the following execution plan. Resource actions are",
                 "indicated with the following symbols:", "  + create", "  ~ update in-place", "-/+ destroy and then create replacement", "",
                 "Terraform will perform the following actions:", "",
                 "  # %s.app_ingress[\"%s\"] will be created" % (sg, cidr),
                 "  + resource \"%s\" \"app_ingress\" {" % sg,
                 "      + cidr_blocks       = [\"%s\"]" % cidr, "      + from_port         = 8080", "      + id                = (known after apply)",
                 "      + protocol          = \"tcp\"", "      + to_port           = 8080", "      + type              = \"ingress\"", "    }", "",
                 "  # %s must be replaced" % res,
                 "-/+ resource \"%s\" \"%s\" {" % tuple(res.split(".")),
                 "      ~ arn                   = \"arn:aws:rds:eu-west-1:%d:db:%s\" -> (known after apply)" % (r.randint(10 ** 11, 10 ** 12 - 1), res.split(".")[1]),
                 "      ~ id                    = \"%s\" -> (known after apply)" % alnum(r, 20),
                 "      ~ name                  = \"%s-%s\" -> \"%s-%s-v2\" # forces replacement" % (res.split(".")[1], alnum(r, 4), res.split(".")[1], alnum(r, 4)),
                 "        tags                  = {", "            \"owner\" = \"platform\"", "        }",
                 "        # (%d unchanged attributes hidden)" % r.randint(12, 48), "    }", "",
                 "  # module.monitoring.helm_release.prometheus will be updated in-place",
                 "  ~ resource \"helm_release\" \"prometheus\" {",
                 "        id        = \"prometheus\"", "      ~ version   = \"%d.%d.%d\" -> \"%d.%d.%d\"" % (56, r.randint(0, 9), r.randint(0, 9), 57, r.randint(0, 9), r.randint(0, 9)),
                 "        # (%d unchanged attributes hidden)" % r.randint(20, 30), "    }", "",
                 "Plan: %d to add, %d to change, 1 to destroy." % (n_add + 1, n_chg)]
        return "\n".join(lines), res, n_add + 1, n_chg

    def o_nginx(self, cl):
        r = self.rng
        host = {"fin": "api.quillpay.io" if not self.zh else "api.shibeipay.com",
                "bak": "order.duffysbakery.com" if not self.zh else "api.maixiangfang.cn",
                "cha": "openshelter.org" if not self.zh else "chunmiao.org.cn"}[cl]
        paths = {"fin": ["/v1/payouts", "/v1/ledger/entries", "/v1/kyc/check"], "bak": ["/api/preorders", "/api/menu", "/api/checkout"],
                 "cha": ["/donate/", "/wp-admin/admin-ajax.php", "/give-api/v2/donations"]}[cl]
        out = []
        hh, mm = r.randint(7, 9), r.randint(0, 50)
        for i in range(r.randint(5, 8)):
            ss = r.randint(0, 59)
            p = r.choice(paths)
            out.append("2027/01/%02d %02d:%02d:%02d [error] %d#%d: *%d upstream timed out (110: Connection timed out) while reading response header from upstream, client: %d.%d.%d.%d, server: %s, request: \"%s %s HTTP/2.0\", upstream: \"http://%s:8000%s\", host: \"%s\"" % (
                r.randint(2, 12), hh, mm + i // 3, ss, r.randint(900, 1400), r.randint(900, 1400), r.randint(10 ** 4, 10 ** 6),
                r.randint(2, 220), r.randint(0, 255), r.randint(0, 255), r.randint(1, 254), host, r.choice(["GET", "POST"]), p,
                self.ip10(), p, host))
        return "\n".join(out)
    # ---------------------------------------------------------------- JSON tools
    def email_of(self, cl, name):
        dom = self.L["clients"][cl]["domain"]
        if self.zh:
            return "%s@%s" % (alnum(self.rng, 6), dom)
        parts = name.lower().split()
        return "%s.%s@%s" % (parts[0], parts[-1], dom) if len(parts) > 1 else "%s@%s" % (parts[0], dom)

    def o_ticket(self, cl, tid, reporter=None, comment=None, desc_note=None, linked=None):
        r = self.rng
        L = self.L
        rep = reporter or self.fill_name()
        comments = []
        for i in range(r.randint(2, 4)):
            comments.append({"id": r.randint(10 ** 5, 10 ** 6), "author": self.fill_name(), "at": self.iso(),
                             "body": r.choice(L["tk_comments"])})
        if comment:
            comments.append({"id": r.randint(10 ** 5, 10 ** 6), "author": self.fill_name(), "at": self.iso(day=12), "body": comment})
        desc = r.choice(L["tk_titles"][cl]) + (("。" if self.zh else ". ") + desc_note if desc_note else "")
        t = {"ticket": {
            "id": tid, "client": L["clients"][cl]["full"], "title": r.choice(L["tk_titles"][cl]),
            "status": r.choice(["open", "in_progress", "waiting_on_client", "reopened"]),
            "priority": r.choice(["P1", "P2", "P2", "P3"]),
            "reporter": {"name": rep, "email": self.email_of(cl, rep)},
            "assignee": "wes" if not self.zh else "laozhou",
            "created": self.iso(day=r.randint(2, 6)), "updated": self.iso(day=r.randint(7, 12)),
            "labels": r.sample(["infra", "urgent", "customer", "billing", "k8s", "wordpress", "network", "followup"], 3),
            "sla": {"first_response_due": self.iso(), "breached": r.random() < 0.2, "business_hours_only": True},
            "description": desc,
            "watchers": r.randint(1, 7),
            "time_logged_h": round(r.randint(1, 30) * 0.25, 2),
            "comments": comments,
            "linked": linked or [fmt_id(r, f[0]) for f in r.sample(ID_FORMATS[self.zh][cl], 1)],
        }}
        return t

    def o_mail(self, cl, query, inject=None):
        """inject: dict(pos=..., from_name=..., subject_prefix=..., snippet=...)"""
        r = self.rng
        L = self.L
        res = []
        for i in range(r.randint(3, 6)):
            nm = self.fill_name()
            res.append({"id": "msg-%s" % hexs(r, 12), "from": "%s <%s>" % (nm, self.email_of(cl, nm)),
                        "to": "wes@darrow.dev" if not self.zh else "laozhou@ops.dev",
                        "date": self.iso(), "subject": r.choice(L["mail_subjects"][cl]),
                        "snippet": r.choice(L["mail_snips"]), "attachments": r.choice([[], [], ["scan_%d.pdf" % r.randint(100, 999)]]),
                        "thread_len": r.randint(1, 9), "labels": r.sample(["inbox", "clients", "unread", "starred"], 2)})
        if inject:
            k = min(inject.get("pos", 0), len(res) - 1)
            m = res[k]
            if inject.get("from_name"):
                m["from"] = "%s <%s>" % (inject["from_name"], self.email_of(cl, inject["from_name"]))
            if inject.get("subject_prefix"):
                m["subject"] = "%s %s" % (inject["subject_prefix"], m["subject"])
            if inject.get("snippet"):
                m["snippet"] = inject["snippet"]
        return {"query": query, "total": len(res), "took_ms": r.randint(40, 900), "results": res}

    def o_tt_log(self, cl, h, note):
        r = self.rng
        tot = round(h + r.randint(2, 40) * 0.5, 1)
        return {"ok": True, "entry": {"id": "te_%s" % alnum(r, 10), "date": "2027-01-%02d" % r.randint(8, 12),
                                      "client": self.L["clients"][cl]["full"], "project": r.choice(self.L["tt_projects"][cl]),
                                      "hours": h, "note": note, "billable": True,
                                      "rate": r.choice([85, 95, 110, 125]) if not self.zh else r.choice([300, 350, 400, 450])},
                "week_total_h": tot, "client_week_total_h": round(tot * r.uniform(0.3, 0.7), 1)}, tot

    def whole_money(self, v):
        return ("¥%d" % v) if self.zh else "${:,}".format(v)

    def money_f(self, v):
        return ("¥%.2f" % v) if self.zh else "${:,.2f}".format(v)

    def o_tt_summary(self, inv_amount=None, inv_cl=None, inv_no=None):
        r = self.rng
        L = self.L
        rows = []
        for cl in ["fin", "bak", "cha"]:
            h = r.randint(6, 60) * 0.5
            rate = r.choice([85, 95, 110, 125]) if not self.zh else r.choice([300, 350, 400, 450])
            rows.append({"client": L["clients"][cl]["full"], "hours": h, "billable_hours": h - r.randint(0, 4) * 0.5,
                         "rate": rate, "amount": self.money_f(h * rate), "projects": r.sample(L["tt_projects"][cl], 2)})
        drafts = []
        for cl in r.sample([c for c in ["fin", "bak", "cha"] if c != inv_cl], r.randint(1, 2)):
            drafts.append({"number": fmt_id(r, ID_FORMATS[self.zh][cl][-1][0]), "client": L["clients"][cl]["full"],
                           "amount": self.whole_money(r.randint(80, 1800) * 5), "status": "draft"})
        if inv_amount or inv_no:
            cl = inv_cl
            drafts.append({"number": inv_no or fmt_id(r, ID_FORMATS[self.zh][cl][-1][0]), "client": L["clients"][cl]["full"],
                           "amount": inv_amount or self.whole_money(r.randint(80, 1800) * 5), "status": "draft"})
        return {"week": "2027-W02", "by_client": rows, "unbilled_hours": r.randint(2, 30) * 0.5,
                "invoice_drafts": drafts, "generated_at": self.iso(day=12)}

    # ---------------------------------------------------------------- pasted stuff
    def slack_thread(self, cl, inject_line=None, inject_speaker=None):
        r = self.rng
        L = self.L
        lines = r.sample(L["slack_lines"][cl], r.randint(3, 5))
        pos = r.randint(1, len(lines)) if inject_line else None
        if inject_line:
            lines.insert(pos, inject_line)
        hh, mm = r.randint(8, 17), r.randint(0, 40)
        out = []
        if self.zh:
            out.append("【%s-技术对接群】" % L["clients"][cl]["aliases"][0])
        else:
            out.append("[slack #%s]" % {"fin": "qp-infra", "bak": "duffys-ordr", "cha": "osa-website"}[cl])
        pairs = []
        for i, ln in enumerate(lines):
            who = inject_speaker if (inject_line and i == pos and inject_speaker) else self.fill_name()
            if not (inject_line and i == pos):
                pairs.append((who, ln))
            mm += r.randint(0, 6)
            if self.zh:
                out.append("%s %02d:%02d" % (who, hh + mm // 60, mm % 60))
            else:
                h12 = (hh + mm // 60 - 1) % 12 + 1
                out.append("%s  %d:%02d %s" % (who, h12, mm % 60, "AM" if hh + mm // 60 < 12 else "PM"))
            out.append(ln)
        return "\n".join(out), pairs

    def thread_reply(self, pairs):
        who, line = max(pairs, key=lambda x: len(x[1]))
        return self.rng.choice(self.L["paste_reply"]).format(who=self.first(who), line=line)

    def invoice(self, cl, total=None, wrong=False):
        """Pasted invoice.  total: needle money string (exact total line); otherwise computed."""
        r = self.rng
        L = self.L
        zh = self.zh
        rate = r.choice([85, 95, 110, 125]) if not zh else r.choice([300, 350, 400, 450])
        items = []
        for p in r.sample(L["tt_projects"][cl], r.randint(2, 4)):
            h = r.randint(3, 40) * 0.5
            items.append([p, h, rate, h * rate])
        bad = None
        if wrong:
            bad = r.randrange(len(items))
            right = items[bad][3]
            items[bad][3] = right + r.choice([-54, 54, 90, -90, 45]) * (1 if not zh else 5)
        sub = sum(x[3] for x in items)
        inv_no = fmt_id(r, ID_FORMATS[zh][cl][-1][0])
        if zh:
            out = ["账单 %s" % inv_no, "开票方：周某（个人工作室）  联系：laozhou@ops.dev", "客户：%s" % L["clients"][cl]["full"],
                   "账期：2027年1月  付款期限：收到后30天", "-" * 56, "%-18s%8s%8s%14s" % ("项目", "工时", "单价", "金额")]
            for p, h, rt, amt in items:
                out.append("%-18s%8s%8s%14s" % (p, h, "¥%d" % rt, "¥%.2f" % amt))
        else:
            out = ["INVOICE %s" % inv_no, "Wes Darrow Consulting LLC - wes@darrow.dev", "Bill to: %s, accounts payable" % L["clients"][cl]["full"],
                   "Date: Jan %d, 2027    Terms: net 30" % r.randint(8, 12), "-" * 64,
                   "%-30s%8s%10s%14s" % ("description", "hours", "rate", "amount")]
            for p, h, rt, amt in items:
                out.append("%-30s%8s%10s%14s" % (p, h, "$%d.00" % rt, "${:,.2f}".format(amt)))
        out.append("-" * (56 if zh else 64))
        if total is not None:
            tv = int(re.sub(r"[^\d]", "", total))
            if tv < sub:
                disc = sub - tv
                out.append(("小计 %s    优惠 -%s" % (self.money_f(sub), self.money_f(disc))) if zh else
                           "subtotal %s   discount (loyalty, apparently) -%s" % (self.money_f(sub), self.money_f(disc)))
            else:
                extra = tv - sub
                out.append(("小计 %s    差旅及其他 %s" % (self.money_f(sub), self.money_f(extra))) if zh else
                           "subtotal %s   expenses (parking, mileage) %s" % (self.money_f(sub), self.money_f(extra)))
            out.append(("应付合计：%s" % total) if zh else "TOTAL DUE: %s" % total)
        else:
            out.append(("应付合计：%s" % self.money_f(sub)) if zh else "TOTAL DUE: %s" % self.money_f(sub))
        out.append("收款：招商银行 尾号%04d" % r.randint(1000, 9999) if zh else "payment: ACH to account ending %04d" % r.randint(1000, 9999))
        info = None
        if wrong:
            p, h, rt, amt = items[bad]
            info = (bad + 1, h, rt, h * rt, amt)
        return "\n".join(out), sub, info


# ======================================================================================
# the conversation builder
# ======================================================================================

DISP = {False: {"fin": "Quillpay", "bak": "Duffy's", "cha": "Open Shelter"}, True: {"fin": "拾贝", "bak": "麦香坊", "cha": "春苗"}}
NONUSER = {
    "name": ["paste", "tool", "assistant"], "command": ["assistant", "tool", "paste"], "id": ["tool", "paste", "assistant"],
    "port": ["tool", "paste", "assistant"], "version": ["tool", "paste", "assistant"], "money": ["tool", "paste", "assistant"],
    "date": ["assistant", "tool", "paste"], "decision": ["paste", "tool", "assistant"], "constraint": ["paste", "tool", "assistant"],
}
PASTE_NOTE = {
    False: {"name": "Also, someone new introduces themselves in there - worth adding to the contacts.",
            "command": "There's also a request to add a post-deploy step; I'd want to know what it does first.",
            "id": "They've opened a ticket for it, so reply there rather than in Slack.",
            "port": "And a vendor firewall request, which needs a change ticket on their side.",
            "version": "Plus a minimum version requirement from the vendor.",
            "date": "And there's a date in there you'll want in the calendar.",
            "decision": "They've also made a call on one of the open questions, with a reason.",
            "constraint": "And a rule reminder that applies to you too."},
    True: {"name": "另外里面有个新人在自我介绍，建议加到联系人里。",
           "command": "还有人要求加一个发布后的步骤，我建议先搞清楚它是干嘛的。",
           "id": "他们已经提了工单，回复就在工单里回，别在群里。",
           "port": "还有一个厂商的防火墙放行需求，他们那边得走变更单。",
           "version": "还有厂商提的最低版本要求。",
           "date": "里面有个日期你得记到日历上。",
           "decision": "他们还就一个悬而未决的问题拍了板，带了理由。",
           "constraint": "还有一条规矩的提醒，对你也适用。"},
}
INV_PASTE_OK = {False: "Lines add up, and the adjustment line takes it to the total at the bottom. Terms look right.",
                True: "各行都对得上，调整那一行之后就是底下那个合计，付款期限也没问题。"}
WHEN = {False: {"fin": ["month-end batch", "nightly recon run", "morning payout run"],
               "bak": ["saturday preorder spike", "8am rush", "friday menu sync"],
               "cha": ["evening newsletter send", "nightly backup window", "appeal traffic"]},
        True: {"fin": ["月底批处理", "夜间对账", "早上代付批次"], "bak": ["周六预订高峰", "早八点高峰", "周五菜单同步"],
               "cha": ["晚上推文发送", "夜间备份", "募捐流量高峰"]}}
WHAT_MEM = {False: {"fin": ["ledger export", "payout batch", "report"], "bak": ["order history", "menu payload", "receipt queue"]},
            True: {"fin": ["账务导出", "代付批次", "报表"], "bak": ["订单历史", "菜单数据", "小票队列"]}}
FOLLOW_OK = {False: ["ok fine, doing it", "yeah ok", "cool. doing that after lunch", "k"], True: ["行，弄", "好吧", "好，午饭后弄", "嗯"]}
FOLLOW_ACK = {False: ["Sounds good.", "Okay.", "Ping me if it misbehaves."], True: ["好。", "行。", "有问题叫我。"]}
STATUS_ZH = {"open": "待处理", "in_progress": "处理中", "waiting_on_client": "等客户", "reopened": "重开"}


class Builder(Outputs):
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.per_kind = per_kind
        self.attempt = attempt
        self.rng = random.Random("ct|%d|%d|%d" % (seed, attempt, 1 if zh else 0))
        self.L = ZH if zh else EN
        self.expect = {}
        self.needles = []
        self.facts = []
        self.used = set()
        self.tcycle = {}

    # ------------------------------------------------------------------ text helpers
    def typo(self, s, rate=None):
        if self.zh:
            return typo_zh(self.rng, s, 0.3 if rate is None else rate)
        return typo_en(self.rng, s, 0.07 if rate is None else rate)

    def say(self, tpl, _rate=None, **kw):
        out = []
        for lit, field, spec, conv in string.Formatter().parse(tpl):
            if lit:
                out.append(self.typo(lit, _rate))
            if field is not None:
                out.append(str(kw[field]))
        return self.tidy("".join(out))

    def tidy(self, s):
        if self.zh:
            return s
        return s.replace("the the ", "the ").replace("The the ", "The ").replace("'s's ", "'s ").replace("teh the ", "the ")

    def alias(self, cl):
        return self.rng.choice(self.L["clients"][cl]["aliases"])

    def disp(self, cl):
        return DISP[self.zh][cl]

    def fill_name(self):
        if self.zh:
            return self.rng.choice(self.L["fill_names"])
        return "%s %s" % (self.rng.choice(EN["fill_first"]), self.rng.choice(EN["fill_last"]))

    def first(self, name):
        return name if self.zh else name.split()[0]

    def fill_money(self):
        r = self.rng
        return ("¥%d" % (r.randint(8, 90) * 50)) if self.zh else ("$%d" % (r.randint(8, 90) * 5))

    def tchoice(self, lst, cl):
        ok = [t for t in lst if not t.startswith("@") or cl in t.partition(" ")[0].split("@")]
        t = self.rng.choice(ok)
        return t.partition(" ")[2] if t.startswith("@") else t

    def pick_t(self, kind, cl):
        tpls = self.L["tpl"][kind]

        def ok(t):
            return not t.startswith("@") or cl in t.partition(" ")[0].split("@")
        for _ in range(2):
            lst = self.tcycle.get(kind) or []
            for i in range(len(lst) - 1, -1, -1):
                if ok(tpls[lst[i]]):
                    t = tpls[lst.pop(i)]
                    return t.partition(" ")[2] if t.startswith("@") else t
            lst = list(range(len(tpls)))
            self.rng.shuffle(lst)
            self.tcycle[kind] = lst
        raise RuntimeError("no template")

    # ------------------------------------------------------------------ needle picking
    def fresh(self, cands):
        seen = list(self.needles)
        for c in cands:
            if not c:
                return False
            for n in seen:
                if c == n or c in n or n in c:
                    return False
            seen.append(c)
        return True

    def p_name(self, cl, src):
        r = self.rng
        if self.zh:
            g = r.choice(ZH["need_given"])
            if ("g", g) in self.used:
                return None
            n = r.choice(ZH["need_sur"]) + g
            key = ("g", g)
        else:
            fi, la = r.choice(EN["need_first"]), r.choice(EN["need_last"])
            if ("f", fi) in self.used or ("l", la) in self.used:
                return None
            n = "%s %s" % (fi, la)
            if src == "user" and r.random() < 0.55:
                n = n.lower()
            key = ("f", fi)
            self._lkey = ("l", la)
        return {"needles": [n], "role": r.choice(self.L["clients"][cl]["roles"]), "n": n, "_used": [key]}

    def p_command(self, cl, src):
        cmd, purpose = gen_command(self.rng, cl, self.zh)
        return {"needles": [cmd], "cmd": cmd, "purpose": purpose}

    def p_id(self, cl, src):
        fmt, typ = self.rng.choice(ID_FORMATS[self.zh][cl])
        v = fmt_id(self.rng, fmt)
        return {"needles": [v], "id": v, "typ": typ}

    def p_port(self, cl, src):
        r = self.rng
        p = r.choice([r.randint(7001, 7999), r.randint(9101, 9899), r.randint(30001, 32767), r.randint(5433, 5499),
                      r.randint(6380, 6399), r.randint(8101, 8199), r.randint(10080, 10999), r.randint(4319, 4399)])
        if p in (7000, 9090, 9100, 9200, 9300, 9443, 8125, 8200, 30000):
            return None
        return {"needles": [str(p)], "p": str(p), "what": r.choice(self.L["clients"][cl]["whats"])}

    def p_version(self, cl, src):
        r = self.rng
        comp, major, (a, b), (c, d) = r.choice(self.L["clients"][cl]["comps"])
        v = "%d.%d.%d" % (major, r.randint(a, b), r.randint(c, d))
        return {"needles": [v], "v": v, "comp": comp}

    def p_money(self, cl, src):
        r = self.rng
        d = {}
        if src == "assistant":
            h = r.randint(6, 64)
            rate = r.choice([85, 95, 110, 120, 125, 140]) if not self.zh else r.choice([300, 350, 400, 450, 500])
            val = h * rate
            d.update(h=h, rate=rate)
        elif self.zh:
            val = r.randint(30, {"fin": 2400, "bak": 1200, "cha": 600}[cl]) * 10
        else:
            top = {"fin": 4800, "bak": 2000, "cha": 800}[cl]
            val = r.choice([r.randint(18, 99) * 10, r.randint(100, 999) * 10, r.randint(100, top) * 10, r.randint(200, 1600) * 5])
        m = ("¥%d" % val) if self.zh else "${:,}".format(val)
        d.update(needles=[m], m=m, val=val)
        return d

    def p_date(self, cl, src):
        r = self.rng
        mo, dy = r.randint(2, 6), r.randint(1, 28)
        if ("d", mo, dy) in self.used:
            return None
        if self.zh:
            s = "%d月%d日" % (mo, dy)
        else:
            s = "%s %s" % (MONTHS_EN[mo - 1], ordinal(dy))
            if src == "user" and r.random() < 0.6:
                s = s.lower()
        return {"needles": [s], "d": s, "mo": mo, "dy": dy, "ev": r.choice(self.L["clients"][cl]["events"]),
                "_used": [("d", mo, dy)]}

    def p_decision(self, cl, src):
        r = self.rng
        opts = [i for i in range(len(self.L["decisions"][cl])) if ("dec", cl, i) not in self.used]
        if not opts:
            return None
        i = r.choice(opts)
        topic, a1, a2 = self.L["decisions"][cl][i]
        j = r.randrange(2)
        ch, re_ = (a1, a2)[j]
        other = (a1, a2)[1 - j]
        return {"needles": [ch, re_], "ch": ch, "re": re_, "topic": topic, "other": other, "_used": [("dec", cl, i)]}

    def p_constraint(self, cl, src):
        opts = [i for i in range(len(self.L["constraints"][cl])) if ("con", cl, i) not in self.used]
        if not opts:
            return None
        i = self.rng.choice(opts)
        a, c = self.L["constraints"][cl][i]
        return {"needles": [a, c], "a": a, "cond": c, "_used": [("con", cl, i)]}

    def p_question(self, cl, src):
        opts = [i for i in range(len(self.L["questions"][cl])) if ("q", cl, i) not in self.used]
        if not opts:
            return None
        i = self.rng.choice(opts)
        q = self.L["questions"][cl][i]
        return {"needles": [q], "q": q, "_used": [("q", cl, i)]}

    def pick_all(self):
        r = self.rng
        for kind in KINDS:
            n = self.per_kind
            if kind == "question":
                srcs = ["user"] * n
            else:
                k = min(n, int(n * 0.34 + r.random()))
                srcs = ["user"] * (n - k) + [r.choice(NONUSER[kind]) for _ in range(k)]
                r.shuffle(srcs)
            for src in srcs:
                for _ in range(400):
                    cl = r.choice(["fin", "bak", "cha"])
                    self._lkey = None
                    d = getattr(self, "p_" + kind)(cl, src)
                    if d and self.fresh(d["needles"]):
                        break
                else:
                    raise RuntimeError("cannot pick %s" % kind)
                for u in d.pop("_used", []):
                    self.used.add(u)
                if self._lkey:
                    self.used.add(self._lkey)
                d.update(kind=kind, cl=cl, src=src)
                self.needles.extend(d["needles"])
                self.facts.append(d)

    # ------------------------------------------------------------------ checking
    def texts(self, items):
        out = []
        for it in items:
            if it[0] == "tool":
                a, o = self.tool_rows(it[1], it[2])
                out.append(a + "\n" + "")
                out.append("\n" + o)
            else:
                out.append(it[1])
        return out

    def clean(self, items, owned):
        ts = self.texts(items)
        for n in self.needles:
            c = sum(1 for t in ts if n in t)
            if c != owned.get(n, 0):
                return False
        return True

    def make(self, fn, owned=None, tries=40):
        res = None
        for _ in range(tries):
            res = fn()
            if self.clean(res[1], owned or {}):
                return res
        return res

    def tool(self, name, args, out):
        return ("tool", name, {"args": args, "out": out})

    def shell(self, out):
        if out.startswith("$ "):
            cmd, _, rest = out.partition("\n")
            return self.tool("shell", {"cmd": cmd[2:]}, rest)
        return self.tool("shell", {"cmd": "true"}, out)

    # ------------------------------------------------------------------ fact sentences
    def vals(self, f):
        v = dict(f)
        v["c"] = self.alias(f["cl"])
        v["full"] = self.L["clients"][f["cl"]]["full"]
        return v

    def sentence(self, f):
        if f.get("reversal"):
            tpl = self.rng.choice(self.L["tpl"]["reversal"])
        else:
            tpl = self.pick_t(f["kind"], f["cl"])
        return self.say(tpl, **self.vals(f))

    def ack(self, kind, cl):
        return self.rng.choice(self.L["ack"][kind]).format(c=self.disp(cl))

    def u_user(self, fs):
        r = self.rng
        L = self.L

        def gen():
            parts = [self.sentence(f) for f in fs]
            text = r.choice(L["openers"]) + parts[0]
            if len(parts) > 1:
                text += self.typo(r.choice(L["joins"])) + parts[1]
            text += r.choice(L["closers"])
            if len(fs) == 1:
                a = self.ack(fs[0]["kind"], fs[0]["cl"])
            else:
                ks = [f for f in fs if f["kind"] != "question"]
                if len(ks) == len(fs):
                    a = self.ack("multi", fs[0]["cl"])
                elif ks:
                    a = self.ack(ks[0]["kind"], ks[0]["cl"]) + " " + self.ack("question", ks[0]["cl"])
                else:
                    a = self.ack("question", fs[0]["cl"])
            return fs[0]["cl"], [("user", text), ("assistant", a)]
        return self.make(gen, {n: 1 for f in fs for n in f["needles"]})

    def u_paste(self, f):
        r = self.rng
        L = self.L
        cl = f["cl"]
        v = self.vals(f)

        def gen():
            if f["kind"] == "money":
                inv, sub, _ = self.invoice(cl, total=f["m"])
                user = self.say(r.choice(L["inv_ask"]), c=v["c"]) + "\n\n" + inv
                return cl, [("user", user), ("assistant", INV_PASTE_OK[self.zh]),
                            ("user", self.typo(r.choice(L["inv_after"])))]
            line = self.say(L["fx_paste"][f["kind"]], _rate=0.03 if not self.zh else 0.1, **v)
            thread, pairs = self.slack_thread(cl, line, f["n"] if f["kind"] == "name" else None)
            user = self.typo(r.choice(L["paste_intro"])) + "\n\n" + thread + "\n\n" + self.typo(r.choice(L["paste_ask"]))
            a = self.thread_reply(pairs) + ("" if self.zh else " ") + PASTE_NOTE[self.zh][f["kind"]]
            return cl, [("user", user), ("assistant", a)]
        return self.make(gen, {n: 1 for n in f["needles"]})

    def u_tool(self, f):
        r = self.rng
        L = self.L
        cl = f["cl"]
        kind = f["kind"]
        v = self.vals(f)
        asks, replies = L["fx_tool"][kind]

        def tkt():
            fmt = [x for x in ID_FORMATS[self.zh][cl] if x[1] == "tkt"][0][0]
            return fmt_id(r, fmt)

        def gen():
            A, R = asks, replies
            tid = tkt()
            who = self.fill_name()
            thing = r.choice(L["things"][cl])
            kw = dict(v, tid=tid, who=who, thing=thing, h=r.randint(2, 14))
            items = [("user", self.say(r.choice(A), **kw))]
            if kind == "name":
                if r.random() < 0.6:
                    items.append(self.tool("ticket_lookup", {"id": tid}, self.o_ticket(cl, tid, reporter=f["n"])))
                else:
                    A, R = L["fx_tool"]["name_mail"]
                    items[0] = ("user", self.say(r.choice(A), **kw))
                    items.append(self.tool("mail_search", {"query": thing, "limit": 10},
                                           self.o_mail(cl, thing, {"pos": 0, "from_name": f["n"]})))
            elif kind == "command":
                items.append(self.tool("ticket_lookup", {"id": tid}, self.o_ticket(cl, tid, comment=self.say(L["inj"]["command"], _rate=0.02, **v))))
            elif kind == "decision":
                items.append(self.tool("ticket_lookup", {"id": tid}, self.o_ticket(cl, tid, comment=self.say(L["inj"]["decision"], _rate=0.0, **v))))
            elif kind == "constraint":
                items.append(self.tool("ticket_lookup", {"id": tid}, self.o_ticket(cl, tid, desc_note=self.say(L["inj"]["constraint"], _rate=0.0, **v))))
            elif kind == "id":
                pre = ("回复：[%s]" if self.zh else "Re: [%s]") % f["id"]
                items.append(self.tool("mail_search", {"query": "%s %s" % (self.first(who), thing), "limit": 10},
                                       self.o_mail(cl, thing, {"pos": 0, "subject_prefix": pre})))
            elif kind == "date":
                items.append(self.tool("mail_search", {"query": f["ev"], "limit": 10},
                                       self.o_mail(cl, f["ev"], {"pos": 1, "snippet": self.say(L["inj"]["date"], _rate=0.0, **v)})))
            elif kind == "money":
                if r.random() < 0.6:
                    out = self.o_tt_summary(inv_amount=f["m"], inv_cl=cl)
                    kw["h"] = out["unbilled_hours"]
                    items.append(self.tool("time_tracker", {"action": "summary", "week": "2027-W02"}, out))
                else:
                    A, R = L["fx_tool"]["money_mail"]
                    items[0] = ("user", self.say(r.choice(A), **kw))
                    items.append(self.tool("mail_search", {"query": "remittance", "limit": 10},
                                           self.o_mail(cl, "remittance", {"pos": 0, "snippet": self.say(L["inj"]["money"], _rate=0.0, **v)})))
            elif kind == "port":
                if cl == "cha":
                    items.append(self.tool("shell", {"cmd": "sudo ss -tlnp"}, self.o_ss(f["p"])))
                else:
                    svc = r.choice(self.svcs_of(cl))
                    items.append(self.tool("shell", {"cmd": "kubectl -n %s describe svc %s" % (self.ns_of(cl), svc)},
                                           self.o_describe_svc(cl, svc, f["p"])))
            elif kind == "version":
                items.append(self.shell(self.o_versions(cl, f["comp"], f["v"])))
            items.append(("assistant", self.tidy(r.choice(R).format(**dict(kw, c=self.disp(cl))))))
            return cl, items
        return self.make(gen, {n: 1 for n in f["needles"]})

    def u_asst(self, f):
        r = self.rng
        L = self.L
        cl = f["cl"]
        kind = f["kind"]
        v = self.vals(f)

        def gen():
            k = kind
            if kind == "id":
                k = "id_inv" if f["typ"] == "inv" else "id_tkt"
            asks, says = L["fx_asst"][k]
            kw = dict(v, thing=r.choice(L["things"][cl]))
            items = [("user", self.say(r.choice(asks), **kw))]
            if kind == "date":
                items.append(self.shell(self.o_cert(L["clients"][cl]["domain"], f["mo"], f["dy"])))
            items.append(("assistant", self.tidy(r.choice(says).format(**kw))))
            return cl, items
        return self.make(gen, {n: 1 for n in f["needles"]})

    def u_early(self, f):
        r = self.rng
        ch, re_ = f["other"]

        def gen():
            t = self.say(r.choice(self.L["tpl"]["early"]), topic=f["topic"], ch=ch, re=re_, c=self.alias(f["cl"]))
            return f["cl"], [("user", r.choice(self.L["openers"]) + t), ("assistant", self.ack("decision", f["cl"]))]
        return self.make(gen, {})

    def u_repeat(self, f, nd):
        r = self.rng

        def gen():
            t = self.say(r.choice(self.L["tpl"]["repeat"]), x=nd)
            return f["cl"], [("user", t), ("assistant", self.ack("repeat", f["cl"]))]
        return self.make(gen, {nd: 1})

    # ------------------------------------------------------------------ filler episodes
    def e_chit(self):
        r = self.rng
        u, a, u2, a2 = r.choice(self.L["chit"])
        items = [("user", self.say(u, m=self.fill_money(), k=r.randint(9, 19))), ("assistant", a)]
        if u2 and r.random() < 0.7:
            items += [("user", self.typo(u2)), ("assistant", a2)]
        return None, items

    def e_habit(self):
        u, a = self.rng.choice(self.L["habits"])
        return None, [("user", self.typo(u)), ("assistant", a)]

    def e_should(self, cl):
        r = self.rng
        q, a = r.choice(self.L["shouldwe"][cl])
        items = [("user", r.choice(self.L["openers"]) + self.typo(q)), ("assistant", a)]
        if r.random() < 0.6:
            items += [("user", self.typo(r.choice(FOLLOW_OK[self.zh]))), ("assistant", r.choice(FOLLOW_ACK[self.zh]))]
        return cl, items

    def e_correct(self, cl):
        r = self.rng
        u1, a1, u2, a2 = r.choice(self.L["corrections"])
        a = r.randint(2, 9)
        b = a + r.choice([-1, 1, 2, 3])
        env = r.choice(self.L["env"])
        kw = dict(a=a, b=b, env=env)
        return cl, [("user", self.say(u1, **kw)), ("assistant", a1.format(**kw)), ("user", self.say(u2, **kw)), ("assistant", a2.format(**kw))]

    def e_slack(self, cl):
        r = self.rng
        L = self.L
        thread, pairs = self.slack_thread(cl)
        user = self.typo(r.choice(L["paste_intro"])) + "\n\n" + thread + "\n\n" + self.typo(r.choice(L["paste_ask"]))
        items = [("user", user), ("assistant", self.thread_reply(pairs))]
        if r.random() < 0.4:
            items += [("user", self.typo(r.choice(FOLLOW_OK[self.zh]))), ("assistant", r.choice(FOLLOW_ACK[self.zh]))]
        return cl, items

    def e_draft(self, cl):
        r = self.rng
        L = self.L
        who = self.fill_name()
        fi = self.first(who)
        thing = r.choice(L["things"][cl])
        i = r.randrange(len(L["draft_ask"]))
        fb, body2 = r.choice(L["draft_fb"])
        return cl, [("user", self.say(L["draft_ask"][i], who=fi, thing=thing)),
                    ("assistant", L["draft_body"][i].format(first=fi, who=fi, thing=thing)),
                    ("user", self.typo(fb)), ("assistant", body2.format(first=fi, who=fi))]

    def e_pods(self, cl):
        r = self.rng
        L = self.L
        if cl == "cha":
            cl = r.choice(["fin", "bak"])
        out, pod, rs, ns = self.o_get_pods(cl)
        lims = ["512Mi", "768Mi", "1Gi", "1536Mi"]
        li = r.randrange(3)
        user = self.say(r.choice(L["pods_ask"]), c=self.alias(cl)) + "\n\n```\n" + out + "\n```"
        dep = pod.rsplit("-", 2)[0]
        return cl, [("user", user),
                    ("assistant", r.choice(L["pods_reply"]).format(pod=pod, r=rs)),
                    self.tool("shell", {"cmd": "kubectl -n %s describe pod %s" % (ns, pod)}, self.o_describe_pod(cl, ns, pod, lims[li])),
                    ("assistant", r.choice(L["describe_reply"]).format(lim=lims[li], when=r.choice(WHEN[self.zh][cl]), what=r.choice(WHAT_MEM[self.zh][cl]))),
                    ("user", self.typo(r.choice(L["pods_after"]))),
                    ("assistant", r.choice(L["pods_done"]).format(ns=ns, dep=dep, new=lims[li + 1]))]

    def e_tf(self, cl):
        r = self.rng
        L = self.L
        if cl == "cha":
            cl = "fin"
        plan, res, n_add, n_chg = self.o_tfplan(cl)
        user = self.say(r.choice(L["tf_ask"])) + "\n\n```\n" + plan + "\n```"
        return cl, [("user", user), ("assistant", r.choice(L["tf_reply"]).format(res=res, n_add=n_add, n_chg=n_chg, n_des=1)),
                    ("user", self.typo(r.choice(L["tf_after"])))]

    def e_ticket(self, cl):
        r = self.rng
        L = self.L
        fmt = r.choice([x for x in ID_FORMATS[self.zh][cl] if x[1] == "tkt"])[0]
        tid = fmt_id(r, fmt)
        t = self.o_ticket(cl, tid)
        tk = t["ticket"]
        st = STATUS_ZH[tk["status"]] if self.zh else tk["status"].replace("_", " ")
        return cl, [("user", self.say(r.choice(L["ticket_ask"]), tid=tid)),
                    self.tool("ticket_lookup", {"id": tid}, t),
                    ("assistant", r.choice(L["ticket_reply"]).format(tid=tid, status=st, prio=tk["priority"],
                                                                    who=tk["comments"][-1]["author"], nc=len(tk["comments"])))]

    def e_mail(self, cl):
        r = self.rng
        L = self.L
        who = self.fill_name()
        thing = r.choice(L["things"][cl])
        m = self.o_mail(cl, thing, {"pos": 0, "from_name": who})
        return cl, [("user", self.say(r.choice(L["mail_ask"]), who=self.first(who), thing=thing)),
                    self.tool("mail_search", {"query": "%s %s" % (self.first(who), thing), "limit": 10}, m),
                    ("assistant", r.choice(L["mail_reply"]).format(k=m["total"], who=self.first(who), subj=m["results"][0]["subject"], thing=thing))]

    def e_tt(self, cl):
        r = self.rng
        L = self.L
        h = r.choice([0.5, 1, 1.5, 2, 2.5, 3, 4, 5.5])
        what = r.choice(L["tt_whats"][cl])
        out, tot = self.o_tt_log(cl, h, what)
        return cl, [("user", self.say(r.choice(L["tt_ask"]), h=h, c=self.alias(cl), what=what)),
                    self.tool("time_tracker", {"action": "log", "client": L["clients"][cl]["full"], "hours": h, "note": what}, out),
                    ("assistant", r.choice(L["tt_reply"]).format(h=h, c=self.disp(cl), what=what, tot=out["client_week_total_h"]))]

    def e_ttsum(self, cl):
        r = self.rng
        L = self.L
        out = self.o_tt_summary()
        hs = [x["hours"] for x in out["by_client"]]
        return None, [("user", self.typo(r.choice(L["tt_sum_ask"]))),
                      self.tool("time_tracker", {"action": "summary", "week": "2027-W02"}, out),
                      ("assistant", r.choice(L["tt_sum_reply"]).format(a=hs[0], b=hs[1], d=hs[2]))]

    def e_check(self, cl):
        r = self.rng
        L = self.L
        items = [("user", self.say(self.tchoice(L["check_ask"], cl), c=self.alias(cl)))]
        if cl == "cha" or r.random() < 0.3:
            out, pct = self.o_df(cl)
            items.append(self.shell(out))
            items.append(("assistant", r.choice(L["check_reply"]).format(pct=pct)))
        else:
            out, pct = self.o_top_nodes(cl)
            items.append(self.tool("shell", {"cmd": "kubectl top nodes"}, out))
            items.append(("assistant", r.choice(L["check_reply_k8s"]).format(pct=pct)))
        return cl, items

    def e_inv(self, cl):
        r = self.rng
        L = self.L
        wrong = r.random() < 0.45
        inv, sub, info = self.invoice(cl, wrong=wrong)
        user = self.say(r.choice(L["inv_ask"]), c=self.alias(cl)) + "\n\n" + inv
        if wrong:
            ln, h, rate, right, bad = info
            a = L["inv_bad"].format(ln=ln, h=h, rate=rate, right=self.money_f(right), wrong=self.money_f(bad),
                                    tot=self.money_f(sub - bad + right))
        else:
            a = L["inv_ok"].format(tot=self.money_f(sub))
        return cl, [("user", user), ("assistant", a), ("user", self.typo(r.choice(L["inv_after"])))]

    def e_logs(self, cl):
        r = self.rng
        L = self.L
        user = self.say(r.choice(L["logs_ask"])) + "\n\n" + self.o_nginx(cl)
        return cl, [("user", user), ("assistant", r.choice(L["logs_reply"]).format(t=r.choice([30, 60, 60, 90]), when=r.choice(WHEN[self.zh][cl]))),
                    ("user", self.typo(r.choice(L["logs_after"])))]

    def filler(self):
        r = self.rng
        kinds = [("chit", 3), ("habit", 1), ("should", 2), ("correct", 1), ("slack", 3), ("draft", 2), ("pods", 2),
                 ("tf", 2), ("ticket", 3), ("mail", 2), ("tt", 3), ("ttsum", 1), ("check", 2), ("inv", 2), ("logs", 2)]
        tot = sum(w for _, w in kinds)
        x = r.uniform(0, tot)
        for k, w in kinds:
            x -= w
            if x <= 0:
                break
        cl = r.choice(["fin", "bak", "cha"])
        fn = getattr(self, "e_" + k)
        if k in ("chit", "habit"):
            return self.make(fn)
        return self.make(lambda: fn(cl))

    # ------------------------------------------------------------------ assembly
    def build(self):
        r = self.rng
        L = self.L
        self.pick_all()
        facts = self.facts
        units = []   # dict(key, cl, items, kind)

        # reversals: a few user-sourced decisions were preceded by the other option
        decs = [f for f in facts if f["kind"] == "decision" and f["src"] == "user"]
        r.shuffle(decs)
        for f in decs[:max(1, self.per_kind // 4)]:
            f["reversal"] = True

        # user-sourced facts, sometimes two in one long message
        users = [f for f in facts if f["src"] == "user"]
        r.shuffle(users)
        groups = []
        while users:
            f = users.pop()
            if users and not f.get("reversal") and not users[-1].get("reversal") and r.random() < 0.28:
                groups.append([f, users.pop()])
            else:
                groups.append([f])
        for g in groups:
            cl, items = self.u_user(g)
            rev = any(x.get("reversal") for x in g)
            key = r.uniform(0.4, 0.97) if rev else r.uniform(0.02, 0.97)
            units.append({"key": key, "cl": cl, "items": items, "facts": g})
        for f in facts:
            if f["src"] == "user":
                continue
            cl, items = {"paste": self.u_paste, "tool": self.u_tool, "assistant": self.u_asst}[f["src"]](f)
            units.append({"key": r.uniform(0.02, 0.97), "cl": cl, "items": items, "facts": [f]})

        # the earlier, reversed decision
        for u in list(units):
            for f in u["facts"]:
                if f.get("reversal"):
                    cl, items = self.u_early(f)
                    units.append({"key": r.uniform(0.02, u["key"] - 0.25), "cl": cl, "items": items, "facts": []})

        # a few facts come up again later
        cands = [(u, f) for u in units for f in u["facts"]
                 if f["kind"] in ("name", "id", "port", "version", "date", "command") and u["key"] < 0.65]
        r.shuffle(cands)
        for u, f in cands[:2 if self.per_kind < 8 else 3]:
            nd = f["needles"][0]
            cl, items = self.u_repeat(f, nd)
            units.append({"key": r.uniform(u["key"] + 0.2, 0.99), "cl": cl, "items": items, "facts": []})
            self.expect[nd] = 2

        def nmsg(us):
            return sum(1 for u in us for it in u["items"] if it[0] != "tool")

        fact_msgs = nmsg(units)
        target = max(r.randint(150, 200), fact_msgs + r.randint(55, 90))
        target = min(target, 290)
        # day starts
        days = r.sample(L["day"], 3)
        dacks = r.sample(L["day_ack"], 3)
        for i, k in enumerate((0.27, 0.52, 0.78)):
            units.append({"key": k + r.uniform(-0.03, 0.03), "cl": None, "day": True,
                          "items": [("user", self.typo(days[i])), ("assistant", dacks[i])], "facts": []})
        units.append({"key": -1, "cl": None, "day": True,
                      "items": [("user", self.typo(r.choice(L["intro"]))), ("assistant", r.choice(L["intro_ack"]))], "facts": []})
        while nmsg(units) < target:
            cl, items = self.filler()
            units.append({"key": r.uniform(0.0, 1.0), "cl": cl, "items": items, "facts": [], "filler": True})
        while nmsg(units) > 296:
            fl = [u for u in units if u.get("filler")]
            units.remove(r.choice(fl))

        units.sort(key=lambda u: u["key"])
        seq = []
        prev = None
        for u in units:
            items = list(u["items"])
            cl = u["cl"]
            if cl and prev and cl != prev and items and items[0][0] == "user" and r.random() < 0.75:
                cue = r.choice(L["clients"][cl]["cue"])
                items[0] = ("user", self.typo(cue) + ("" if self.zh else " ") + items[0][1])
            if cl:
                prev = cl
            seq.extend(items)
        out = [{"kind": f["kind"], "needles": list(f["needles"])} for f in facts]
        return out, seq, self.expect

    def tool_rows(self, name, payload):
        args = json.dumps(payload["args"], ensure_ascii=False)
        out = payload["out"]
        if not isinstance(out, str):
            out = json.dumps(out, ensure_ascii=False, indent=2)
        return args, out


# ======================================================================================
# harness protocol
# ======================================================================================

def make_rows(conv):
    facts, seq, expect = conv.build()
    rows = []
    t = datetime(2027, 1, 8, 8, 37, 0)
    n = call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 22))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_ct%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_ct%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_ct%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_ct%d" % n, "createdAt": ts,
                         "item": {"type": "message", "role": item[0], "content": item[1]}, "meta": {"uiRole": item[0]}})
    return [{"kind": f["kind"], "needles": f["needles"]} for f in facts], rows, expect


def row_text(row):
    it = row["item"]
    return it.get("content") or (it.get("arguments", "") + "\n" + it.get("output", ""))


def check(facts, rows, expect, why=None):
    texts = [row_text(r) for r in rows]
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    if not 120 <= nmsg <= 300:
        if why is not None:
            why.append("messages %d" % nmsg)
        return False
    needles = [nd for f in facts for nd in f["needles"]]
    if len(set(needles)) != len(needles):
        if why is not None:
            why.append("duplicate needle")
        return False
    for a in needles:
        for b in needles:
            if a != b and a in b:
                if why is not None:
                    why.append("substring %r in %r" % (a, b))
                return False
    for nd in needles:
        k = sum(1 for t in texts if nd in t)
        if k != expect.get(nd, 1):
            if why is not None:
                why.append("needle %r in %d rows (want %d)" % (nd, k, expect.get(nd, 1)))
            return False
    return True


def run(cmd, env, stdin=None):
    p = subprocess.run(cmd, input=stdin, env=env, capture_output=True, text=True)
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
    smax = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    roots = []
    for si, seed in enumerate(seeds):
        zh = si == len(seeds) - 1
        for attempt in range(300):
            facts, rows, expect = make_rows(Builder(seed, zh, per_kind, attempt))
            if check(facts, rows, expect):
                break
        else:
            sys.stderr.write("seed %d: could not build unique needles\n" % seed)
            sys.exit(1)
        root = os.path.join(workdir, "root-%d" % seed)
        shutil.rmtree(root, ignore_errors=True)
        roots.append(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2027-01-20T12:00:00Z")
        run([okbot, "init"], env)
        run([okbot, "assistant", "create", "Writer"], env)
        run([okbot, "settings", "set", "contextCompression.summaryMaxChars", smax], env)
        batches, cur, msgs = [], [], 0
        for row in rows:
            cur.append(row)
            if row["item"]["type"] == "message":
                msgs += 1
                if msgs % 25 == 0:
                    batches.append(cur)
                    cur = []
        if cur:
            batches.append(cur)
        for b in batches:
            run([okbot, "session", "append", "-a", "Writer"], env,
                "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in b))
            run([okbot, "compress", "-a", "Writer", "--now"], env)
        ctx = run([okbot, "context", "show", "-a", "Writer"], env)
        kept = 0
        missing = []
        for f in facts:
            ok = all(nd in ctx for nd in f["needles"])
            tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, "zh" if zh else "en", msgs, len(rows), len(batches), kept, len(facts),
            100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for k in KINDS:
        k_, n_ = tot[k]
        print("kind %s %d/%d %.1f" % (k, k_, n_, 100.0 * k_ / n_ if n_ else 0.0))
    print("retention overall %.1f" % (100.0 * allk / alln if alln else 0.0))
    mx = 0
    for root in roots:
        for dp, _, fns in os.walk(root):
            for fn in fns:
                if fn == "session-summary.json":
                    try:
                        with open(os.path.join(dp, fn), encoding="utf-8") as fh:
                            s = json.load(fh).get("summary", "")
                        mx = max(mx, len(s) if isinstance(s, str) else 0)
                    except (OSError, ValueError):
                        pass
    print("max summary chars %d" % mx)


if __name__ == "__main__":
    main()

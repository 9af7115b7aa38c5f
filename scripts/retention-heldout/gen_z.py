#!/usr/bin/env python3
"""Held-out retention set "z" for okbot conversation summaries (standard library only).

Usage: python3 gen.py OKBOT WORKDIR [seed ...]      (default seeds 1 2 3 4 5; the last seed is Chinese)
Env:   PER_KIND (default 10) facts of each kind per conversation; SUMMARY_MAX (default 2000).

Theme: a backend team lead migrating a monolith to Kubernetes, the assistant doing much of the work
through tool calls; the Chinese conversation is a 后端开发组长 moving 单体服务 to 微服务.
Each fact has one or more needles that must all be found verbatim in `okbot context show`.
"""
import json, os, random, re, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ----------------------------------------------------------------------------------------------
# shared vocabulary
SERVICES = ["billing-api", "ledger-svc", "notif-worker", "auth-gateway", "catalog-api", "report-gen",
            "order-sync", "kyc-service", "settlement-batch", "pricing-engine", "inventory-api", "audit-log"]
NAMESPACES = ["payments", "core", "platform", "risk", "retail", "batch", "edge"]
ENVS = ["stg", "uat", "prod", "perf"]
NODES = ["ip-10-42-3-17.ap-south-1.compute.internal", "ip-10-42-7-88.ap-south-1.compute.internal",
         "ip-10-42-11-203.ap-south-1.compute.internal", "gke-core-pool-2-8f3a", "aks-batchpool-31245-vmss00000c"]

def cmd_pool(rng):
    s = rng.choice(SERVICES); ns = rng.choice(NAMESPACES); e = rng.choice(ENVS)
    db = s.split("-")[0] + "_db"
    return rng.choice([
        f"kubectl rollout restart deployment/{s} -n {ns}",
        f"kubectl -n {ns} scale deploy {s} --replicas={rng.randint(2, 12)}",
        f"helm upgrade --install {s} ./charts/{s} -f values-{e}.yaml",
        f"terraform plan -target=module.{s.replace('-', '_')}_rds -out=tf.plan",
        f"docker buildx build --platform linux/amd64 -t registry.internal/{s}:{e}-{rng.randint(100, 999)} .",
        f"argocd app sync {s}-{e} --prune",
        f"kubectl drain {rng.choice(NODES)} --ignore-daemonsets --delete-emptydir-data",
        f"pg_dump -Fc -h {s}-db.internal {db} > /backups/{db}.dump",
        f"make migrate ENV={e} SERVICE={s}",
        f"kubectl top pods -n {ns} --containers",
        f"velero backup create {ns}-pre-cutover-{rng.randint(1, 9)} --include-namespaces {ns}",
        f"kubectl -n {ns} rollout undo deploy/{s} --to-revision={rng.randint(2, 40)}",
        f"helm rollback {s} {rng.randint(2, 30)} -n {ns}",
        f"kubectl cordon {rng.choice(NODES)}",
        f"kubectl -n {ns} create secret generic {s}-db-creds --from-env-file=.env.{e}",
        f"terraform state rm module.legacy_vm.aws_instance.{s.replace('-', '_')}",
        f"./scripts/smoke.sh --env {e} --svc {s}",
        f"kubectl -n {ns} exec -it deploy/{s} -- curl -s localhost:{rng.randint(8000, 8999)}/ready",
    ])

def id_pool(rng):
    r = rng.random()
    if r < 0.45: return f"{rng.choice(['PLAT', 'MIG', 'OPS', 'SRE', 'BILL', 'INFRA', 'KUBE', 'SEC'])}-{rng.randint(100, 9999)}"
    if r < 0.7: return f"#{rng.randint(110, 4999)}"
    if r < 0.85: return f"CVE-{rng.choice([2023, 2024, 2025])}-{rng.randint(1000, 49999)}"
    return f"INC{rng.randint(1000000, 9999999)}"

def port_pool(rng):
    return str(rng.choice([rng.randint(3001, 9999), rng.randint(10000, 32767), rng.randint(30000, 32767)]))

def version_pool(rng):
    return rng.choice([f"1.{rng.randint(24, 31)}.{rng.randint(1, 14)}", f"v{rng.randint(2, 9)}.{rng.randint(0, 19)}.{rng.randint(0, 9)}",
                       f"17.0.{rng.randint(3, 13)}", f"{rng.randint(3, 15)}.{rng.randint(1, 20)}.{rng.randint(1, 30)}",
                       f"{rng.randint(1, 6)}.{rng.randint(10, 60)}.{rng.randint(0, 5)}-eks"])

# ----------------------------------------------------------------------------------------------
# English
EN_NAMES = ["Rajesh Iyer", "Priya Raghavan", "Ankit Sharma", "Meenakshi Sundaram", "Vikram Deshpande", "Sneha Kulkarni",
            "Arjun Menon", "Kavya Reddy", "Tom Becker", "Sarah Okafor", "Nikhil Bhatt", "Deepa Nair", "Harpreet Gill",
            "Lakshmi Venkat", "Rohan Mehta", "Farhan Qureshi", "Divya Pillai", "Suresh Babu", "Ritu Agarwal",
            "Karthik Subramanian", "Megan Holloway", "Anand Joshi", "Pooja Hegde", "Imran Siddiqui", "Aditi Rao",
            "Gaurav Malhotra", "Shalini Krishnan", "Varun Chopra", "Nandini Ghosh", "Sameer Kapoor", "Jens Lindqvist",
            "Bhavna Thakkar"]
EN_TEAMS = ["the DBA team", "infosec", "the network team", "Finance", "the mobile squad", "QA", "the platform team",
            "the vendor side", "compliance", "the data team"]
EN_THINGS = ["ingress config", "Kafka topics", "the batch scheduler", "the VPN tunnel", "the Jenkins box", "the LDAP sync",
             "the payment reconciliation job", "the old Tomcat cluster"]
EN_CHOICES = ["Argo CD", "Karpenter", "External Secrets Operator", "Loki instead of ELK", "RDS Postgres", "blue-green deploys",
              "one namespace per team", "a single shared ingress", "GitHub Actions runners on EKS", "Istio ambient mode",
              "Helm over Kustomize", "the strangler-fig approach", "Aurora Serverless", "Vault agent injection",
              "spot instances for batch", "Temporal for the workflows", "a shared Redis per environment", "KEDA autoscaling"]
EN_REASONS = ["the platform team already runs it", "it roughly halves our EC2 bill", "audit needs every change in git",
              "we've been burnt by the Jenkins plugins twice", "nobody on the team knows Consul", "the licence renewal is due anyway",
              "latency from the Mumbai region was bad otherwise", "it's what the bank's security team has approved",
              "rollback has to be under five minutes", "the vendor support contract covers it", "the on-call folks asked for it",
              "it keeps the blast radius per team small", "we can hire for it easily in Pune", "Finance wants per-team chargeback",
              "the monolith's session handling can't survive a big-bang cutover", "our RBI audit asks for data residency"]
EN_FORBID_A = ["run terraform apply", "delete the old namespace", "touch the payments DB", "restart the ingress controller",
               "merge to main", "rotate the Vault root token", "drain the node pool", "change the DNS TTL",
               "scale down the Kafka brokers", "push images to the public registry", "edit ConfigMaps by hand",
               "disable the PodDisruptionBudget", "truncate the audit tables", "share the kubeconfig"]
EN_FORBID_C = ["without a change ticket", "during business hours", "before the backup is verified", "on a Friday evening",
               "while the settlement batch is running", "without QA sign-off", "during month-end close",
               "until the pen test report is in", "after 6 PM IST", "from a personal laptop", "over plain Slack DMs",
               "when the bank's EOD window is open"]
EN_REQ_A = ["take an RDS snapshot", "get a second approver", "post in #prod-changes", "update the runbook",
            "page the DBA on call", "tag the release in git", "run the smoke suite", "notify the bank's ops desk"]
EN_REQ_C = ["before any schema change", "for anything touching prod", "after every helm rollback",
            "whenever a secret is rotated", "before scaling the StatefulSets", "ahead of each cutover weekend",
            "if the error budget is below half", "whenever a node pool is replaced"]
EN_TOPICS = ["the cost split between teams", "log retention for the audit bucket", "ownership of the shared Redis",
             "the rollback plan for the ledger cutover", "on-call rotation for the new clusters", "TLS for the internal gRPC calls",
             "the old SOAP endpoints", "licensing for the Oracle connector", "the DR region", "the SFTP feeds from the bank",
             "multi-tenancy for the reporting pods", "the sticky-session dependency", "egress IP whitelisting with partners",
             "the nightly cron jobs on the VM", "service mesh mTLS certificates", "PII masking in the staging copies"]
EN_MONTHS = ["Jan", "Feb", "March", "April", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"]

def en_money(rng):
    return rng.choice([f"${rng.randint(2, 95)},{rng.randint(0, 9)}00/month", f"₹{rng.randint(2, 48)}.{rng.randint(1, 9)} lakh",
                       f"INR {rng.randint(11, 990)},000", f"USD {rng.randint(1, 60)},{rng.randint(10, 99)}0",
                       f"Rs {rng.randint(12, 99)},{rng.randint(1, 9)}00", f"${rng.randint(3, 40)}k"])

def en_date(rng):
    d = rng.randint(1, 28); m = rng.randrange(12)
    suf = "th" if 4 <= d <= 20 or d >= 24 else {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd"}[d]
    return rng.choice([f"{d} {EN_MONTHS[m]}", f"{EN_MONTHS[m]} {d}{suf}", f"{d}{suf} {EN_MONTHS[m]}",
                       f"2027-{m + 1:02d}-{d:02d}", f"{EN_MONTHS[m]} {d}"])

LONG_PRE_EN = [
    "ok so I've been thinking about this over the weekend and also discussed with the architects on Friday. the monolith has grown for 9 years, every module talks to the same Oracle schema and the deploy takes 40 mins on a good day. ",
    "Writing this down properly so we don't go around in circles again. Context: the Pune and Chennai teams both deploy into the same cluster, the SLOs are different, and Product wants the Q3 launch not to slip. I weighed the options with Sundar's doc and the cost sheet. ",
    "long message, bear with me. We tried the lift-and-shift route for the reporting module last year and it was a mess, 3 P1s in 2 weeks, the CTO still brings it up. This time I want us to be boring and predictable. ",
]
LONG_POST_EN = [
    " Please capture this in the ADR and let's not reopen it unless something really new comes up.",
    " I know a couple of people in the Tuesday review will push back, that's fine, I'll handle it.",
    " If you see any gap in this reasoning tell me now only, not after we've built half of it.",
]

def en_fact(rng, kind, role, used):
    def uniq(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    def fresh(maker):
        for _ in range(200):
            x = maker(rng)
            if x not in used and not any(x in u or u in x for u in used):
                used.add(x); return x
        x = maker(rng); used.add(x); return x
    a = role == "assistant"
    if kind == "name":
        n = uniq(EN_NAMES); t = rng.choice(EN_TEAMS); th = rng.choice(EN_THINGS)
        fr = [f"I've tagged {n} as a reviewer on the PR, since {t} owns {th}.",
              f"{n} replied on the thread — {t} is fine with the maintenance window."] if a else \
             [f"pls loop in {n} from {t}, they own {th}", f"{n} will be our point of contact from {t} going forward",
              f"spoke to {n} ({t}) just now, they're ok with the plan", f"add {n} as reviewer on the helm chart PRs",
              f"fyi on-call this week is {n}, not me", f"ah ok, {n} approved that one last night"]
        return rng.choice(fr), [n]
    if kind == "command":
        c = fresh(cmd_pool)
        fr = [f"For the record, the command I used was `{c}`; it finished without errors.",
              f"If it recurs, the quickest fix is `{c}` — I've verified it in staging."] if a else \
             [f"run `{c}` once the freeze is lifted", f"$ {c}\nthat's what I ran yesterday, output looked clean",
              f"can you do `{c}` and paste me the tail", f"the fix last time was literally `{c}`, nothing fancy",
              f"add this to the runbook: `{c}`", f"before anything else `{c}` — then we talk"]
        return rng.choice(fr), [c]
    if kind == "id":
        i = fresh(id_pool)
        fr = [f"I've referenced {i} in the commit message so it's traceable.",
              f"This matches {i} — same stack trace, same pod."] if a else \
             [f"tracking this under {i}", f"pls link {i} in the PR description", f"{i} is still open btw, dont close it",
              f"this is the same bug as {i} i think", f"security raised {i} against the base image", f"log it against {i} and move on"]
        return rng.choice(fr), [i]
    if kind == "port":
        p = fresh(port_pool)
        fr = [f"The sidecar is now bound to port {p}, which avoids the clash with the app container.",
              f"I've set the Service targetPort to {p} to match what the legacy app expects."] if a else \
             [f"the legacy admin UI listens on {p}, keep that in the service", f"metrics are exposed on {p}, the scrape config still points at the old one",
              f"open {p} on the SG for the bastion only", f"health check should hit :{p}/healthz",
              f"grpc side is on {p}, http is the usual", f"containerPort {p} — dont change it, the mobile app hardcodes it"]
        return rng.choice(fr), [p]
    if kind == "version":
        v = fresh(version_pool)
        fr = [f"Confirmed: the running image reports {v} in its /version endpoint.",
              f"The node group is now on {v}; the old AMI has been deregistered."] if a else \
             [f"we're pinned to {v} for now", f"prod cluster is on {v}, staging is ahead", f"bump the base image to {v} pls",
              f"anything below {v} has that memory leak", f"upgrade to {v} went fine in QA", f"the client lib has to stay at {v} till the mobile release"]
        return rng.choice(fr), [v]
    if kind == "money":
        m = fresh(en_money)
        fr = [f"By my estimate the managed Redis would add roughly {m} to the bill.",
              f"Looking at Cost Explorer, the idle load balancers alone are costing {m}."] if a else \
             [f"finance approved {m} for the extra node pool", f"the reserved instances come to about {m}",
              f"we're burning {m} on the old VMs alone", f"quote from the vendor was {m}, negotiable it seems",
              f"cap the spend at {m} for this quarter itself", f"NAT gateway charges last month: {m}. crazy"]
        return rng.choice(fr), [m]
    if kind == "date":
        d = fresh(en_date)
        fr = [f"I've put the DNS switch in the shared calendar for {d}.",
              f"Per the vendor's mail, their maintenance window is on {d}."] if a else \
             [f"cutover for billing is on {d}", f"freeze starts {d}, so everything before that",
              f"audit team comes in on {d}", f"can we prepone the dry run to {d}?", f"old DC lease ends {d}, no extension",
              f"I'm on leave from {d}, Rohit will cover"]
        return rng.choice(fr), [d]
    if kind == "decision":
        c, r = uniq(EN_CHOICES), uniq(EN_REASONS)
        if a:
            return rng.choice([f"Understood — I'll proceed with {c}, as you said {r}.",
                               f"Summing up the call: we go with {c} because {r}."]), [c, r]
        k = rng.randrange(6)
        if k == 0: t = f"ok final call — {c}, because {r}"
        elif k == 1: t = f"we'll go with {c}. reason: {r}"
        elif k == 2: t = rng.choice(LONG_PRE_EN) + f"So after all that, I've decided on {c}; the deciding factor is that {r}." + rng.choice(LONG_POST_EN)
        elif k == 3: t = f"lets do {c} only, {r}"
        elif k == 4: t = f"after the call with the architects we settled on {c} since {r}"
        else: t = f"decided: {c}. honestly {r}, that's basically it"
        return t, [c, r]
    if kind == "constraint":
        if rng.random() < 0.65:
            x, y = uniq(EN_FORBID_A), uniq(EN_FORBID_C)
            fr = [f"Noted — I won't {x} {y}; I've added a guard in the pipeline for that."] if a else \
                 [f"pls don't {x} {y}", f"rule of thumb: never {x} {y}", f"infosec is very clear, no one is to {x} {y}",
                  f"{y}, nobody should {x}. full stop", f"one more thing — do not {x} {y}, we had an RCA on this last year"]
        else:
            x, y = uniq(EN_REQ_A), uniq(EN_REQ_C)
            fr = [f"Going forward I'll {x} {y}, as agreed."] if a else \
                 [f"{x} {y}, every single time", f"mandatory: {x} {y}", f"make sure to {x} {y}", f"{y} you have to {x}, no exceptions"]
        return rng.choice(fr), [x, y]
    th = uniq(EN_TOPICS)
    return rng.choice([f"btw who owns {th} after the move? nobody has said", f"did we ever figure out {th}?",
                       f"what's the plan for {th}, honestly I don't know", f"still no clarity on {th} — any idea?",
                       f"quick doubt: {th}, are we handling it in phase 1 or later?",
                       f"someone needs to tell me about {th}, ping me if you hear anything"]), [th]

EN_FILLER_U = ["ok", "go ahead", "hmm", "pls check", "looks fine to me", "ok merged", "same error?", "nice",
               "Standup at 11:30 with the Pune folks, will revert after", "Sprint 42 demo went ok, thanks",
               "give me 10 mins, on a call with the Client", "lunch, brb", "thats weird. retry once",
               "kindly share the diff", "Friday release is off anyway because of Diwali", "the VPN is acting up again, Jio network",
               "can you summarise what changed", "Monday meeting with Product got moved to 3", "sorry was in the All Hands",
               "ok do the needful", "yes", "no no, not that one", "fine. next", "Hmm the Grafana board shows a spike around 2 AM, probably the backup",
               "wait", "cool, thanks", "what does the plan say", "our manager wants a status by EOD, keep it short",
               "Chennai office power cut, back in a bit", "ok good. proceed", "pls revert with the output",
               "haha yes the Jenkins UI from 2014 strikes again", "one sec", "tested on my side also, working",
               "Q2 OKR review is tomorrow so I'll be slow to reply", "👍",
               "arre the build broke again? who merged at 7 PM",
               "Mr. Verma from the Bank side called, nothing major, they just wanted a status. told them Phase 2 is on track",
               "ok listen, I'm going to be honest, the last 2 weeks have been crazy with the audit and the hiring drive, so if I miss something in review just flag it loudly. Also the new joinees from the Hyderabad office start Monday, I'll need you to help them with the cluster access doc, the one we wrote in Sprint 38. Nothing urgent today though.",
               "can u check the Slack thread from morning, the one in #k8s-migration",
               "same as yesterday only", "revert it. now", "k", "ok but why 3 restarts in 1 hour"]
EN_FILLER_A = [
    "I checked the {s} deployment in {ns}: all replicas are Ready and the readiness probe passes. The earlier restarts were from the OOMKill before we raised the memory limit; nothing new since then. Next I'd suggest looking at the HPA thresholds, which are still copied from the VM sizing.",
    "Done. The manifests are applied and Argo shows the app as Synced and Healthy. One thing to flag: the {s} pods log a deprecation warning for the old config keys, harmless for now but worth cleaning up before the next release.",
    "Here's where things stand. Phase 1 services are running in {ns} with traffic mirrored from the monolith, error rates are comparable, and p95 latency is slightly better on the new path. The remaining work is mostly wiring secrets and alerts.",
    "The CI run passed on the second attempt; the first one failed on a flaky integration test that times out waiting for the mock bank API. I've opened no new tickets for it since it has happened before, but we should quarantine that test.",
    "Short answer: yes, that works. Longer answer: the change is safe as long as the old and new versions can read the same message format on the queue, which they can because we only added optional fields.",
    "I went through the terraform plan output line by line. Nothing is being destroyed; the changes are tag updates and one security group rule. It's safe to hand over for review.",
    "The grep shows the hardcoded hostname in three places in the monolith, all in the legacy reporting module. I've replaced them with the environment variable in the branch, not merged yet.",
    "Looks like a DNS propagation delay rather than an application problem — the pods resolve the new endpoint fine from inside the cluster, and external resolution caught up after a few minutes.",
    "Sure. I'll keep the diff small and split it into two PRs so the review is easier: one for the chart changes and one for the app config.",
    "Agreed, that's the cleaner approach. I'll update the deployment and report back once the rollout completes.",
    "Summary of the last hour:\n- {s}: chart bumped, rolled out in {ns}, 0 errors in the first 15 minutes\n- HPA: min 3, max 10, target CPU 70%\n- Alerts: the Prometheus rules are copied over, but the PagerDuty routing still points at the old Nagios service, so nobody would get paged yet\nI'd fix the routing before we move more traffic.",
    "That error is coming from the JDBC pool, not Kubernetes. The monolith opens 50 connections per instance and with 6 replicas we hit the Oracle session limit. Options: lower the pool size to 20, put PgBouncer-style pooling in front once we're on Postgres, or stagger the rollout. Lowering the pool is the quickest.",
    "I compared the two environments. Staging has the NetworkPolicy that blocks egress to the internet, UAT doesn't, which explains why the webhook call works in one and not the other. I haven't changed anything yet; tell me which behaviour you want as the default.",
    "Fair point. In that case I'd keep the monolith as the source of truth for writes until the new service has run in shadow mode for at least two weeks, and compare the outputs daily with the reconciliation script.",
    "The Dockerfile now uses a multi-stage build: Maven in the first stage, a distroless Java runtime in the second. Image size went from about 900 MB to under 250 MB and the Trivy scan is clean apart from two low-severity findings in the base layer.",
    "Rollout is stuck at 2 of 4 pods because the new ones can't pull the image — the node role is missing ECR read permissions in that account. I've prepared the IAM change but not applied it, since it touches the shared account.",
]

def en_tool(rng):
    s = rng.choice(SERVICES); ns = rng.choice(NAMESPACES)
    k = rng.randrange(4)
    if k == 0:
        pods = "\n".join(f"{s}-{rng.choice(['7d9f8c','5b6c4d','84f7aa'])}{rng.choice('bcdfghjk')}-{''.join(rng.choice('abcdefghjkmnpqrstuvwxyz') for _ in range(5))}   1/1     Running   {rng.randint(0, 2)}          {rng.randint(2, 50)}h" for _ in range(rng.randint(2, 4)))
        return "shell", {"cmd": f"kubectl get pods -n {ns} -l app={s}"}, "NAME    READY   STATUS    RESTARTS   AGE\n" + pods
    if k == 1:
        return "shell", {"cmd": "terraform plan -no-color", "cwd": f"infra/envs/{rng.choice(ENVS)}"}, \
            f"  # aws_security_group_rule.{s.replace('-', '_')}_ingress will be updated in-place\n  ~ description = \"legacy\" -> \"managed by terraform\"\n\nPlan: 0 to add, {rng.randint(1, 3)} to change, 0 to destroy."
    if k == 2:
        return "ci_logs", {"pipeline": s, "run": "latest"}, \
            f"Step 3/7 : RUN mvn -q -DskipTests package\n[INFO] BUILD SUCCESS\nStep 6/7 : integration-tests\nTests run: {rng.randint(40, 90)}, Failures: 0, Errors: 0, Skipped: {rng.randint(0, 3)}\nJob succeeded"
    if rng.random() < 0.4:
        return rng.choice([
            ("shell", {"cmd": f"kubectl describe deploy/{s} -n {ns} | tail -n 8"},
             f"Events:\n  Type    Reason             Age   From                   Message\n  Normal  ScalingReplicaSet  {rng.randint(2, 59)}m   deployment-controller  Scaled up replica set {s}-6c8d to {rng.randint(2, 6)}\n  Normal  ScalingReplicaSet  {rng.randint(2, 59)}m   deployment-controller  Scaled down replica set {s}-59f1 to 0"),
            ("shell", {"cmd": f"helm history {s} -n {ns} --max 3"},
             f"REVISION  UPDATED                   STATUS      CHART            DESCRIPTION\n{rng.randint(40, 60)}        Mon Nov 23 10:12:44 2026  superseded  {s}-0.{rng.randint(1, 9)}.0  Upgrade complete\n{rng.randint(61, 70)}        Tue Nov 24 16:03:09 2026  deployed    {s}-0.{rng.randint(1, 9)}.1  Upgrade complete"),
            ("argocd", {"action": "get", "app": f"{s}-{rng.choice(ENVS)}"},
             f"Name: {s}\nSync Status: Synced to main ({''.join(rng.choice('0123456789abcdef') for _ in range(7))})\nHealth Status: {rng.choice(['Healthy', 'Progressing', 'Healthy'])}"),
        ])
    return "grep", {"pattern": "DB_HOST", "path": f"monolith/src/{rng.choice(['reporting', 'billing', 'common'])}"}, \
        f"config/AppConfig.java:{rng.randint(20, 90)}:    String host = env(\"DB_HOST\", \"oracle-prod.corp\");\nReportDao.java:{rng.randint(100, 300)}:    // TODO remove hardcoded host"

# ----------------------------------------------------------------------------------------------
# Chinese
ZH_NAMES = ["老张", "小李", "老周", "黄志强", "杨帆", "许梦瑶", "宋嘉伟", "唐亮", "曹雪", "邓凯", "彭丽娟", "蒋文涛", "谢雨桐", "罗斌", "潘晓峰", "叶子豪"]
ZH_ROLES = ["测试的", "运维的", "产品那边的", "DBA ", "架构组的", "前端的", "安全组的"]
ZH_CHOICES = ["Nacos 做注册中心", "按业务拆库", "Spring Cloud Gateway", "RocketMQ", "先拆订单服务", "Redis 哨兵模式", "Seata 的 AT 模式",
              "SkyWalking", "每周四发版", "Helm 管理部署", "共享一套测试环境", "K8s 的 HPA 自动扩容"]
ZH_REASONS = ["运维那边已经有现成的监控", "团队都熟，不用再培训", "成本能省一半", "上次全量发布出过事故", "领导已经拍板了",
              "测试那边回归压力小", "社区活跃，出问题好查", "和老系统兼容最好", "数据要留在国内", "等保测评要求"]
ZH_FORBID_A = ["直接改生产库", "跳过回归测试", "在主干上直接提交", "删老服务的代码", "重启网关", "动支付的表结构", "关掉旧接口", "手动改配置中心"]
ZH_FORBID_C = ["封版期间", "没有测试签字之前", "业务高峰期", "数据迁移完成之前", "周五下午", "没有回滚方案的时候", "月底对账期间", "晚上十一点以后"]
ZH_REQ_A = ["先做全量备份", "通知测试组", "提变更单", "在群里报备", "跑一遍压测", "找运维双人复核"]
ZH_REQ_C = ["每次发版前", "改表结构之前", "凌晨操作的时候", "切流量之前", "扩容节点之前", "回滚以后"]
ZH_TOPICS = ["分布式事务方案", "日志平台选型", "老接口的下线时间", "链路追踪", "测试环境的数据脱敏", "拆分后的权限模型",
             "告警值班表", "老报表模块", "灰度发布的流量比例", "跨服务的 ID 生成"]

def zh_money(rng):
    return rng.choice([f"{rng.randint(2, 60)}万元", f"¥{rng.randint(3, 98)}00", f"{rng.randint(1, 9)}.{rng.randint(1, 9)}万", f"{rng.randint(11, 99)}00块"])

def zh_date(rng):
    return rng.choice([f"{rng.randint(1, 12)}月{rng.randint(1, 28)}日", f"{rng.randint(1, 12)}月{rng.randint(1, 28)}号"])

LONG_PRE_ZH = ["先说下背景：现在的单体是2016年搭的，Spring MVC 加一个大 Oracle 库，代码两百多万行。订单、库存、会员、结算全在一个工程里，测试每次回归要两天，运维那边扩容只能整台机器加，资源浪费很厉害。上个季度我们做了一次梳理，画了依赖图，发现结算和订单耦合最重，会员最独立。我也问过其他两个组的经验，他们去年拆的时候踩过坑，主要是数据一致性和发布顺序。综合下来，",
               "这个我想了好几天，也和架构组开过两次会。现在单体服务一次发布要四十分钟，改一个小功能全站都要回归，测试那边怨气很大，运维半夜也经常被叫起来。",
               "写长一点，免得以后又来回扯。订单、库存、支付三个模块共用一个库，去年双十一就是因为锁表挂了一次，老板到现在还在提。这次拆分我希望稳一点，不追求快。"]
LONG_POST_ZH = ["大家有意见的话这周内提，下周就按这个推进了。", "你帮我整理进设计文档里，后面评审用。"]

def zh_fact(rng, kind, role, used):
    def uniq(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    def fresh(maker):
        for _ in range(200):
            x = maker(rng)
            if x not in used and not any(x in u or u in x for u in used):
                used.add(x); return x
        x = maker(rng); used.add(x); return x
    a = role == "assistant"
    if kind == "name":
        n = uniq(ZH_NAMES); r = rng.choice(ZH_ROLES)
        fr = [f"我已经把{r}{n}加成这个 PR 的评审人了。", f"{n}在群里回复了，说维护窗口没问题。"] if a else \
             [f"{r}{n}说网关那块他来搞", f"这个得拉上{r}{n}一起看", f"回头问下{n}，之前的定时任务是他写的",
              f"{n}这周值班，有问题直接找他", f"压测报告让{r}{n}出吧"]
        return rng.choice(fr), [n]
    if kind == "command":
        c = fresh(cmd_pool)
        fr = [f"我执行的命令是 `{c}`，没有报错。", f"如果再出现，直接 `{c}` 就行，我在测试环境验证过了。"] if a else \
             [f"先跑一下 `{c}` 看看", f"$ {c}\n我刚跑的，没报错", f"上次就是靠 `{c}` 解决的", f"把 `{c}` 加到上线手册里",
              f"你帮我执行 `{c}`，把输出贴给我"]
        return rng.choice(fr), [c]
    if kind == "id":
        i = fresh(id_pool)
        fr = [f"我在提交信息里关联了 {i}。", f"这个和 {i} 是同一个问题，堆栈一样。"] if a else \
             [f"工单是 {i}", f"这个bug在 {i} 里有记录", f"{i} 还没关，别动它", f"提个单吧，挂在 {i} 下面", f"安全组扫出来一个 {i}，镜像要重新打"]
        return rng.choice(fr), [i]
    if kind == "port":
        p = fresh(port_pool)
        fr = [f"sidecar 现在监听 {p} 端口，和业务容器不冲突了。"] if a else \
             [f"注册中心用的是 {p} 端口", f"防火墙只对跳板机开 {p}", f"健康检查走 {p} 端口", f"老系统的管理后台是{p}端口，别改", f"监控指标暴露在 {p} 上"]
        return rng.choice(fr), [p]
    if kind == "version":
        v = fresh(version_pool)
        fr = [f"确认了，线上镜像的版本是 {v}。"] if a else \
             [f"生产现在是 {v}", f"镜像升到 {v} 吧", f"{v} 以下有内存泄漏", f"测试环境已经是 {v} 了", f"客户端 SDK 先停在 {v}，等 App 发版"]
        return rng.choice(fr), [v]
    if kind == "money":
        m = fresh(zh_money)
        fr = [f"按现在的用量估算，托管 Redis 每月大概多 {m}。"] if a else \
             [f"云资源预算批了{m}", f"这条专线每月{m}", f"外包报价{m}，有点贵", f"压测服务跑一次要{m}", f"老机房一年光电费就{m}"]
        return rng.choice(fr), [m]
    if kind == "date":
        d = fresh(zh_date)
        fr = [f"切 DNS 的时间我放在{d}了。"] if a else \
             [f"{d}之前必须切完", f"{d}封版", f"测试那边{d}开始回归", f"老机房{d}到期，不续了", f"我{d}请假，小王顶一下"]
        return rng.choice(fr), [d]
    if kind == "decision":
        c, r = uniq(ZH_CHOICES), uniq(ZH_REASONS)
        if a: return f"好的，那就按{c}来，毕竟{r}。", [c, r]
        k = rng.randrange(5)
        if k == 0: t = f"定了，就用{c}，{r}"
        elif k == 1: t = f"最后决定{c}，主要是因为{r}"
        elif k == 2: t = f"{c}吧，{r}，没必要再纠结了"
        elif k == 3: t = f"开会讨论了一下，大家一致同意{c}，理由是{r}"
        else: t = rng.choice(LONG_PRE_ZH) + f"所以我的决定是：{c}。最关键的一点是{r}。" + rng.choice(LONG_POST_ZH)
        return t, [c, r]
    if kind == "constraint":
        if rng.random() < 0.65:
            x, y = uniq(ZH_FORBID_A), uniq(ZH_FORBID_C)
            fr = [f"明白，{y}我不会{x}，流水线里也加了拦截。"] if a else \
                 [f"{y}千万别{x}", f"{y}不要{x}", f"记住：{y}不能{x}", f"运维说了，{y}禁止{x}"]
        else:
            x, y = uniq(ZH_REQ_A), uniq(ZH_REQ_C)
            fr = [f"好的，以后{y}我都会{x}。"] if a else [f"{y}必须{x}", f"{y}一定要{x}，别偷懒", f"规定是{y}得{x}"]
        return rng.choice(fr), [x, y]
    th = uniq(ZH_TOPICS)
    return rng.choice([f"{th}谁负责？好像还没定", f"{th}到底怎么搞，有人知道吗", f"对了，{th}还没人回复我",
                       f"{th}这个事还没定，回头得找人问问", f"有个疑问：{th}是放在一期还是二期？"]), [th]

ZH_FILLER_U = ["好的", "嗯", "行，先这样", "我去开个会，回头说", "今天下午3点有个评审会", "测试环境又挂了？", "这个PR我晚点看",
               "周一例会改到10点了", "辛苦", "OK 合了", "继续", "不对，不是那个", "等一下", "还是报一样的错吗", "嗯嗯，可以",
               "Jenkins 又卡住了，重跑一下", "老板让今天下班前给个进度", "先吃饭，回来再看", "看起来没问题", "你总结一下改了啥"]
ZH_FILLER_A = ["我把这次的改动整理了一下：第一，{s} 的 Deployment 加了 readiness 和 liveness 探针，超时时间从1秒调到3秒；第二，资源 limit 按压测结果重新设置，CPU 给到 1 核，内存 1.5G；第三，日志改成输出到标准输出，由 Fluent Bit 统一收集，不再写本地文件。{ns} 命名空间里的其他服务暂时没动。接下来建议先在测试环境跑两天，观察一下重启次数和 GC 情况，没问题再推到预发。如果你同意，我今天下班前把 PR 提上去，让测试那边同步准备回归用例。",
               "我看了一下 {s} 在 {ns} 里的部署，所有副本都是 Ready，之前的重启是调大内存之前 OOM 导致的，之后没有再出现。下一步建议看一下 HPA 的阈值，现在还是照搬虚拟机的配置。",
               "已经处理好了，Argo 里显示 Synced 和 Healthy。有一点提醒一下：{s} 的日志里有旧配置项的弃用警告，暂时不影响，下次发版前最好清理掉。",
               "CI 第二次跑过了，第一次是一个不稳定的集成测试超时，以前也出现过。建议把这个用例先隔离出来。",
               "我逐行看了 terraform plan 的输出，没有要删除的资源，只是标签更新和一条安全组规则，可以提交评审。",
               "简单说可以这么做。只要新旧版本都能读队列里的消息格式就安全，我们只加了可选字段，所以没问题。",
               "好的，我会把改动拆成两个 PR，一个改 chart，一个改应用配置，方便评审。",
               "看起来是 DNS 生效延迟，不是应用的问题，集群内部解析新地址是正常的，外部过几分钟也好了。"]

# ----------------------------------------------------------------------------------------------
TYPOS = [("the ", "teh "), ("please", "pls"), ("because", "bcoz"), ("don't", "dont"), ("okay", "ok"), ("you", "u"),
         ("receive", "recieve"), ("through", "thru"), ("should", "shud"), ("tomorrow", "tmrw")]
JOIN_EN = [", also ", ". also ", "\n", " — btw ", " and ", ". "]
JOIN_ZH = ["，另外", "。还有，", "\n", "；"]

def conversation(seed, chinese, n_msgs, per_kind, attempt):
    rng = random.Random(f"z-{seed}-{attempt}")
    plan = [k for k in KINDS for _ in range(per_kind)]
    rng.shuffle(plan)
    last = n_msgs - 10                            # the last 10 messages carry no facts
    roles = ["user" if i % 2 == 0 else "assistant" for i in range(n_msgs)]
    load = [0] * n_msgs
    where = []
    for kind in plan:
        want = "user" if kind == "question" or rng.random() < 0.78 else "assistant"
        cand = [i for i in range(last) if roles[i] == want and load[i] < (2 if want == "user" else 1)]
        if not cand: cand = [i for i in range(last) if roles[i] == "user" and load[i] < 3]
        i = rng.choice(cand); load[i] += 1; where.append(i)
    per_msg = {}
    used = set()
    facts = []
    for kind, i in zip(plan, where):
        t, needles = (zh_fact if chinese else en_fact)(rng, kind, roles[i], used)
        per_msg.setdefault(i, []).append((t, needles, kind))
        facts.append((kind, needles, i))
    texts = []          # (role, text, callname, args)
    for i in range(n_msgs):
        role = roles[i]
        fs = per_msg.get(i, [])
        needles = [x for _, ns, _ in fs for x in ns]
        if role == "assistant" and rng.random() < 0.3:
            if chinese:
                name, args, out = en_tool(rng)
            else:
                name, args, out = en_tool(rng)
            texts.append(("call", json.dumps(args), name)); texts.append(("result", out, name))
        if not fs:
            if role == "user":
                t = rng.choice(ZH_FILLER_U if chinese else EN_FILLER_U)
            else:
                t = rng.choice(ZH_FILLER_A if chinese else EN_FILLER_A).format(s=rng.choice(SERVICES), ns=rng.choice(NAMESPACES))
                if rng.random() < 0.35:
                    t += ("" if chinese else " ") + rng.choice(ZH_FILLER_A if chinese else EN_FILLER_A).format(s=rng.choice(SERVICES), ns=rng.choice(NAMESPACES))
        elif role == "user":
            t = fs[0][0]
            for f in fs[1:]:
                j = rng.choice(JOIN_ZH if chinese else JOIN_EN)
                if t.endswith("?") or t.endswith("？"): j = "\n" if rng.random() < 0.5 else " "
                t += j + f[0]
            if not chinese and rng.random() < 0.3:
                t = rng.choice(["ok ", "also ", "one thing, ", "hi, ", "", "sorry for the delay — "]) + t
            if chinese and rng.random() < 0.3:
                t = rng.choice(["对了，", "另外，", "刚想起来，", ""]) + t
        else:
            body = fs[0][0]
            if chinese:
                t = rng.choice(["好的。", "收到。", ""]) + body + (rng.choice(ZH_FILLER_A).format(s=rng.choice(SERVICES), ns=rng.choice(NAMESPACES)) if rng.random() < 0.6 else "")
            else:
                t = rng.choice(["Done. ", "Got it. ", "Quick update: ", ""]) + body + (" " + rng.choice(EN_FILLER_A).format(s=rng.choice(SERVICES), ns=rng.choice(NAMESPACES)) if rng.random() < 0.6 else "")
        if role == "user" and not chinese:
            # noise: typos, capitalisation; keep only if every needle survives
            t2 = t
            for a, b in TYPOS:
                if a in t2 and rng.random() < (0.06 if a == "the " else 0.2): t2 = t2.replace(a, b, 1)
            if rng.random() < 0.25 and t2[:1].islower(): t2 = t2[0].upper() + t2[1:]
            if all(x in t2 for x in needles): t = t2
        texts.append((role, t, None))
    return texts, facts

def check(texts, facts):
    """Every needle occurs in its message; no needle occurs in any other row (filler, tool rows, other facts)."""
    msg_rows = [k for k, r in enumerate(texts) if r[0] in ("user", "assistant")]
    for kind, needles, i in facts:
        own = msg_rows[i]
        for x in needles:
            if x not in texts[own][1]: return f"needle {x!r} not in its message"
            for k, r in enumerate(texts):
                if k != own and x in r[1]: return f"needle {x!r} ({kind}) also in row {k}"
            if sum(x in y for _, ys, _ in facts for y in ys) > 1: return f"needle {x!r} overlaps another needle"
    return None

def build(seed, chinese, per_kind):
    n_msgs = random.Random(f"len-{seed}").randint(130, 280)
    for attempt in range(500):
        texts, facts = conversation(seed, chinese, n_msgs, per_kind, attempt)
        if check(texts, facts) is None: break
    else:
        sys.exit(f"seed {seed}: could not build a clean conversation: {check(texts, facts)}")
    rows = []
    for i, (role, text, name) in enumerate(texts):
        at = f"2026-11-{20 + i // 1440:02d}T{(i // 60) % 24:02d}:{i % 60:02d}:00.000Z"
        rid = f"msg_z{i + 1:05d}"
        if role == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_z{i}", "name": name, "arguments": text}, "meta": {}})
        elif role == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_z{i - 1}", "name": name, "status": "completed", "output": text}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
    return rows, [(k, n) for k, n, _ in facts]

def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed: {p.stderr}")
    return p.stdout

def main():
    if len(sys.argv) < 3: sys.exit(__doc__)
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    shutil.rmtree(work, ignore_errors=True); os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}; maxc = 0
    for n, seed in enumerate(seeds):
        chinese = n == len(seeds) - 1
        rows, facts = build(seed, chinese, per_kind)
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
        base = run(okbot, root, ["context", "show", "-a", "Writer"])
        for kind, needles in facts:
            for x in needles:
                if x in base: print(f"  warning: needle {x!r} already in the empty context", file=sys.stderr)
        with open(os.path.join(work, f"rows-{seed}.jsonl"), "w") as f:
            for r in rows: f.write(json.dumps(r, ensure_ascii=False) + "\n")
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
        found, lines = 0, []
        for kind, needles in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok: lines.append(f"  missing {kind}: {' + '.join(needles)}")
        nmsg = sum(r["item"]["type"] == "message" for r in rows)
        print(f"seed {seed} ({'zh' if chinese else 'en'}, {nmsg} messages, {len(rows)} rows, {runs} compressions): {found}/{len(facts)} = {100 * found / len(facts):.1f}%")
        for l in lines: print(l)
        sys.stdout.flush()
    f = sum(v[0] for v in tot.values()); p = sum(v[1] for v in tot.values())
    for k in KINDS: print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100 * tot[k][0] / tot[k][1]:.1f}")
    print(f"retention overall {100 * f / p:.1f}")
    print(f"max summary chars {maxc}")

if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Held-out retention set "bm": a freelance penetration tester's two-week engagement.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, recreated on every run)
    seed     conversation seeds, default 1 2 3 4 5; the LAST seed given is written in Chinese

Environment:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars to set (default 2000)

Theme: an independent penetration tester on a two-week engagement for a mid-sized insurer:
client contacts, scope rules and testing windows, nmap and other tool commands and their
output, ports and service versions, finding and ticket ids, day rate and invoices, report
deadlines, and questions for the client that never get answered. The last conversation is in
simplified Chinese (一名独立渗透测试工程师为一家中型保险公司做两周的测试项目).

Ten fact kinds are seeded (name, command, id, port, version, money, date, decision,
constraint, question), PER_KIND of each. Every fact has one or more needles: exact substrings
that occur in exactly one row of the conversation. The rows are appended with
`okbot session append` in batches of 25 messages, each batch followed by
`okbot compress --now`; at the end a fact counts as kept only when ALL its needles are found
verbatim in the output of `okbot context show`.

Standard library only; deterministic per seed.
"""
import json
import os
import random
import shutil
import subprocess
import sys

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
BATCH = 25

# ---------------------------------------------------------------------------
# English pools
# ---------------------------------------------------------------------------
EN = {}
EN["insurers"] = [("Harrowgate Mutual", "harrowgate"), ("Northvale Assurance", "northvale"),
                  ("Castlemere Insurance", "castlemere"), ("Brightwater Mutual", "brightwater"),
                  ("Kestrel Life & General", "kestrel")]
EN["names"] = ["Dana Whitfield", "Marcus Oyelaran", "Priya Raman", "Tomasz Wierzbicki",
               "Helen Achterberg", "Kwame Boateng", "Rosalind Pike", "Ignacio Ferreyra",
               "Siobhan Tierney", "Gareth Llewellyn", "Anneke Verhoef", "Desmond Achebe",
               "Lucia Montalban", "Yusuf Karaca", "Brigitte Olsen", "Callum Reid",
               "Farah Siddiqui", "Olumide Adeyemi", "Margot Lindqvist", "Ravi Chandrasekar",
               "Ines Carvalho", "Noel Brannigan", "Tamsin Hollis", "Viktor Halvorsen",
               "Esther Nakamura", "Jonas Eberhardt", "Maeve Costigan", "Aurelio Santangelo",
               "Hana Dvorak", "Leopold Fairweather", "Quentin Marchetti", "Ottilie Brandt",
               "Sunil Varghese", "Rhiannon Lloyd", "Femi Oduya", "Greta Solberg",
               "Bartek", "Ximena", "Anouk", "Thandiwe", "Wendell", "Saoirse"]
EN["roles"] = ["the CISO at the insurer", "their IT ops lead", "the DBA who owns the claims database",
               "the procurement contact who handles my invoices", "a network engineer on the firewall team",
               "the SOC shift lead this week", "their head of internal audit",
               "the app owner for the broker portal", "the change manager",
               "the lawyer who signed the authorization letter", "the helpdesk manager",
               "my subcontractor for the social engineering bit", "their cloud architect",
               "the project manager on the client side", "the accounts payable clerk",
               "the sysadmin who babysits the Citrix farm", "the deputy CISO"]
EN["name_t"] = [
    "Contact list update: {name} is {role}. Add them please.",
    "fyi {name} - {role}. cc them on anything touching that area",
    "Just got off a call with {name}, {role}. Seemed reasonable, bit nervous about the whole testing thing tbh.",
    "The scope sign-off came from {name}, who is {role}.",
    "New name for the list: {name} ({role}). The previous person moved teams apparently.",
    "{name} messaged me directly on Teams. Turns out that's {role}, so worth keeping sweet.",
    "Who do I chase for access... right, {name}. {role_s}.",
    "Pasting the signature block so I have it:\n\n--\n{name}\n{role_s}\n{insurer}\nThis email and any attachments are confidential.",
]
EN["cmd_t"] = [
    "Ran `{cmd}` last night, will paste the intresting bits later",
    "For the record the exact command was:\n{cmd}",
    "next up: {cmd}   any reason not to?",
    "I keep retyping this so saving it here: {cmd}",
    "{cmd}\n^ kicked that off at 19:05, still chugging",
    "Can you sanity chekc this before I fire it off: {cmd}",
    "Using `{cmd}` for the rerun. same as before, just gentler",
]
EN["cmd_a_prompt"] = [
    "what's the command for this again, my notes are a mess",
    "remind me how I'd do that check with the tools I have on the jump box",
    "ok what would you run here",
    "give me the one-liner, I'm too tired to think",
    "how would you approach that from the command line?",
    "and the exact syntax? I always get the flags wrong",
]
EN["cmd_a"] = [
    "Something like this should do it:\n\n    {cmd}\n\nKeep the rate modest; their IDS has already been twitchy once this week, and you want the output files named so you can match them to the test log later.",
    "I'd run `{cmd}` and let it finish before touching anything else on that range. If it comes back with nothing, that's a result too; note it in the coverage table.",
    "Try this:\n\n{cmd}\n\nIt only reads; nothing in it writes to the targets. Save the raw output with the date in the file name so the evidence trail stays clean.",
    "The usual approach would be `{cmd}`. Run it from the jump host, not your laptop, so the source address matches what the SOC expects.",
    "My suggestion: {cmd}\n\nThen diff the result against yesterday's run rather than reading the whole thing again.",
]
EN["id_types"] = [
    ("change ticket for tonight's window", "CHG-{d5}"), ("incident ticket the SOC opened", "INC{d7}"),
    ("engagement reference", "PT-2026-{d3}"), ("invoice number", "INV-2611-{d2}"),
    ("finding id for the Tomcat issue", "FND-{d3}"), ("service request for my VPN account", "SR-{d5}"),
    ("Jira ticket they opened for remediation", "SECOPS-{d4}"), ("purchase order", "PO-{d6}"),
    ("risk acceptance record", "RA-{d4}{L}"), ("firewall change request", "FWCR-{d4}"),
    ("case number with their MSSP", "CASE-{d5}"), ("booking ref for the hotel", "BK{L}{L}{d5}"),
]
EN["id_t"] = [
    "Ref for the {type}: {id}. Apparently it has to be quoted in every email.",
    "They raised {id} as the {type}. Nobody told me, found it in spam.",
    "{id} is the {type} if anyone asks",
    "Quick one, I logged it under {id} ({type}).",
    "Put {id} in the subject line please, that's the {type}",
    "Pasting from their portal:\n\nReference: {id}\nStatus: Open\nAssigned group: Infra Security\n\n(that's the {type})",
    "ugh, the {type} is {id}, not the one I wrote on the whiteboard",
]
EN["id_a_prompt"] = [
    "I need an invoice number for this one, what's next in my scheme?",
    "what should I number the next invoice, keep it consistent with the last one",
]
EN["id_a"] = [
    "Following your scheme, the next one would be {id}. I'd put it on the cover line and in the file name so AP can match it without asking.",
    "I'd number it {id}. That keeps the month prefix and the running count you've been using.",
]
EN["ports"] = [("8443", "https-alt (Tomcat)"), ("3389", "ms-wbt-server (RDP)"), ("5985", "WinRM"),
               ("1433", "ms-sql-s"), ("9200", "Elasticsearch REST"), ("27017", "MongoDB"),
               ("6379", "Redis"), ("5432", "PostgreSQL"), ("11211", "memcached"), ("2049", "NFS"),
               ("1521", "Oracle TNS listener"), ("8009", "AJP13"), ("10250", "kubelet API"),
               ("2379", "etcd"), ("4848", "GlassFish admin"), ("7001", "WebLogic"),
               ("50000", "SAP management console"), ("9443", "vCenter alt https"),
               ("5601", "Kibana"), ("15672", "RabbitMQ management"), ("8161", "ActiveMQ web console"),
               ("4786", "Cisco Smart Install"), ("5900", "VNC"), ("3306", "MySQL"),
               ("6443", "Kubernetes API"), ("1099", "Java RMI registry"), ("9090", "Prometheus"),
               ("10000", "Webmin"), ("2222", "OpenSSH (second sshd)"), ("8888", "Jupyter")]
EN["port_t"] = [
    "Scan snippet from the app subnet:\n\nPORT      STATE    SERVICE\n22/tcp    open     ssh\n80/tcp    open     http\n{port}/tcp  open     {svc}\n135/tcp   filtered msrpc\n\nthe third line is the one that worries me",
    "{svc} listening on {port} on the claims app server. That was NOT on the asset list.",
    "port {port} open on three of the DMZ hosts. {svc}. why.",
    "Firewall rule only lets us in on {port}, so everything has to go through that.",
    "note to self: {svc} on tcp/{port}, banner without auth",
    "They claimed {svc} was internal only. {port} answers straight from the DMZ. sigh",
    "From the jump box only {port} answers on that host, everything else filtered.",
]
EN["port_a_prompt"] = [
    "which port would {svc} normally sit on? I want to grep for it",
    "what's the default port for {svc} again",
]
EN["port_a"] = [
    "{svc} defaults to {port}. If you don't see it there, check the service config; admins move it surprisingly often.",
    "Normally {port}. Grep the gnmap files for it and you'll have the list of hosts in a few seconds.",
]
EN["versions"] = [("Apache Tomcat", "9.0.31"), ("OpenSSH", "7.4p1"), ("Citrix ADC", "13.0-58.32"),
                  ("Exchange", "15.1.2375.7"), ("jQuery", "1.12.4"), ("Jenkins", "2.289.1"),
                  ("Elasticsearch", "6.8.2"), ("FortiOS", "6.4.5"), ("Confluence", "7.13.6"),
                  ("Apache Struts", "2.5.10"), ("OpenSSL", "1.0.2k"), ("nginx", "1.14.0"),
                  ("PHP", "7.2.24"), ("WebLogic", "12.2.1.3"), ("Redis", "4.0.9"),
                  ("Samba", "4.7.6"), ("vCenter", "6.7 U3b"), ("Spring Boot", "2.3.12"),
                  ("Log4j", "2.14.1"), ("Grafana", "8.2.6"), ("GitLab", "13.10.2"),
                  ("PostgreSQL", "9.6.24"), ("Drupal", "8.9.13"), ("Pulse Connect Secure", "9.1R8")]
EN["docs"] = [("rules of engagement", "v1.3"), ("scope document", "v2.1"),
              ("report template", "rev 4.2"), ("test plan", "draft 0.7"), ("SOW", "v3.0")]
EN["ver_t"] = [
    "Banner says {sw} {ver}. Ancient.",
    "{sw} version on the broker portal is {ver}, checked twice",
    "fingerprint: {sw}/{ver}",
    "They swear it's patched. It's still {sw} {ver}.",
    "Internal jump host is running {sw} {ver}, which is funny given the policy doc",
    "Found {sw} {ver} on the old intranet box, nobody seems to own it",
]
EN["doc_t"] = [
    "They sent the {sw} {ver}, supersedes the old one.",
    "Working off the {sw}, {ver}. anything older is void.",
    "Updated {sw} came through: {ver}",
]
EN["ver_a_prompt"] = [
    "what version fixed {sw} for that bug? I need it for the remediation line",
    "which {sw} release should I tell them to go to",
]
EN["ver_a"] = [
    "The fixed release is {sw} {ver}; anything below that is exposed, so the remediation line can simply say upgrade to at least that.",
    "Point them at {sw} {ver}. Mention that it also closes a couple of lower-severity issues, which helps the change go through.",
]
EN["money_ctx"] = ["day rate", "invoice for week one", "Burp renewal", "PO cap", "hotel", "retest quote",
                   "train fare", "late fee"]
EN["money_t"] = {
    "day rate": ["Day rate agreed at {m}, ex VAT.", "They accepted {m} a day without haggling, should've asked for more"],
    "invoice for week one": ["Invoice for week one comes to {m}. sent to AP.", "week 1 invoice: {m}"],
    "Burp renewal": ["{m} for the Burp renewal, ugh, expensing it", "Burp Pro licence renewed, {m} gone"],
    "PO cap": ["their PO cap is {m} so I can't go over without a variation", "PO is capped at {m}, procurement was firm"],
    "hotel": ["hotel was {m} for three nights, keep the receipt somewhere", "{m} for the hotel near their office, rebillable"],
    "retest quote": ["They asked if I'd do the retest for {m} flat. Thinking about it.", "retest quote sent: {m}"],
    "train fare": ["Train was {m} return, they said they'd cover it", "{m} on trains this week, lovely"],
    "late fee": ["Contract lets me charge {m} if they pay late. Not that I ever do.", "late payment fee in the contract is {m}"],
}
EN["money_a_prompt"] = ["what does the invoice come to for these days?", "can you total the days so far at my rate"]
EN["money_a"] = ["At that rate the days so far come to {m} before VAT. I'd put the daily breakdown underneath so AP doesn't query it.",
                 "That totals {m} ex VAT. Add the expenses as a separate line so it's clear what's rebillable."]
EN["date_ctx"] = ["draft report deadline", "end of the testing window", "readout meeting",
                  "retest window", "invoice payment due date", "change freeze", "final report deadline",
                  "onsite day"]
EN["date_t"] = [
    "Draft report is due {d}. hard deadline per the SOW" ,
    "Heads up, the {ctx} is {d}",
    "moved: {ctx} now {d}",
    "They want it by {d}, no later. ({ctx}, seperate from everything else)",
    "calendar: {d} - {ctx}",
    "Can't forget this one, {ctx} on {d}. put it somewhere I'll see it",
    "{ctx} confirmed for {d}, finally",
]
EN["date_a_prompt"] = ["when does that land if I count ten working days?", "so what's the actual date then"]
EN["date_a"] = ["Counting working days from kickoff, that lands on {d}. Worth sending a calendar hold now so nobody books leave over it.",
                "That works out to {d}. I'd put it in the status email so it's on record."]
EN["dates"] = ["November 24", "Nov 26", "December 2", "Dec 4", "Friday the 11th", "Monday 14 Dec",
               "27 November", "December 16th", "Wed 9 Dec", "3/12", "18 December", "Dec 22",
               "Thursday the 10th", "Jan 8", "the 15th of December", "30 Nov"]
EN["decisions"] = [
    ("rate the SMB signing issue as medium", "file servers sit on an isolated VLAN"),
    ("skip the phishing module", "HR never approved it in writing"),
    ("use my own VPS for callbacks", "their egress proxy strips DNS TXT records"),
    ("report the Tomcat manager as critical", "default creds gave me code execution"),
    ("run the authenticated scans overnight", "claims batch jobs finish by 22:00"),
    ("drop the wireless testing", "nobody can get me into the Leeds office"),
    ("bill the retest as a separate invoice", "AP system rejects mixed line items"),
    ("use Burp instead of ZAP for the portal", "WAF blocks the ZAP user agent"),
    ("write the exec summary last", "findings keep changing until Thursday"),
    ("leave the Struts box unexploited", "it hosts live policyholder data"),
    ("throttle nmap to T2", "their IDS paged the SOC twice"),
    ("keep all evidence on the encrypted USB", "client forbids cloud storage of screenshots"),
    ("merge the two XSS findings", "same root cause in the page template"),
    ("send written status emails daily", "the CISO hates status calls"),
    ("postpone the AD password audit", "the domain admin is on leave"),
    ("test the broker API from their jump host", "our IP range isn't whitelisted yet"),
    ("charge half a day for the scoping call", "it ran well over two hours"),
    ("score everything with CVSS 3.1", "their risk team maps to it"),
]
EN["dec_t"] = [
    "Decision: {c}. Reason being {r}.",
    "ok I'm going to {c}, because {r}, so no point arguing with myself",
    "Going to {c}, since {r}.",
    "Made a call on this one: I'll {c}... reasoning is simple, {r}.",
    "After sleeping on it I'll {c}. Mainly because {r}.",
    "For the log: I decided to {c} because {r}.",
    "Final answer, I'll {c}. Why: {r}.",
]
EN["constraints"] = [
    "no scanning before 19:00 on weekdays", "never run exploits against the mainframe gateway",
    "no denial-of-service tests of any kind", "never touch the production claims database",
    "no password spraying until the SOC is told", "only use the provided test accounts",
    "never email findings unencrypted", "all traffic must come from the agreed jump host",
    "no social engineering of call centre staff", "stop immediately on any customer PII",
    "weekend testing only with written approval", "never keep client data on personal laptops",
    "no scans during the month-end batch run", "keep credentials out of the report body",
    "don't pivot into the Azure tenant", "max two login attempts per account",
    "report criticals within four hours", "no testing of the payments gateway",
]
EN["con_t"] = [
    "Rule from the scope email: {c}.",
    "Standing rule for the whole engagement: {c}. don't let me forget",
    "RoE section 4.2, paraphrased: {c}",
    "Hard constraint, they were very clear: {c}.",
    "Remind me if I drift - {c}",
    "Also, and this one's important: {c}.",
    "the CISO repeated it twice on the call so writing it down: {c}",
]
EN["questions"] = [
    "whether the quotes engine is in scope", "who approves weekend testing",
    "if the VPN accounts expire on Friday", "whether the report goes to their regulator",
    "who receives the final report", "whether their auditors need an attestation letter",
    "whether the Citrix gateway counts as external", "how long the SIEM keeps logs",
    "whether they've ever had a pentest before", "if the mobile app counts as part of the portal",
    "which backup window to avoid", "whether the HR system belongs to them or the vendor",
    "who holds the emergency stop number", "whether the Dublin office needs its own letter",
    "if the test accounts have MFA", "whether the old DR site is still live",
]
EN["q_t"] = [
    "Still no answer on {q}. asked twice now.",
    "Open question for them: {q}?",
    "Does anyone actually know {q}? because I don't",
    "Adding to my questions list - {q}.",
    "I need to find out {q} before Monday. how do I ask without sounding annoyed, I definately am",
    "hm, and {q}... nobody has said a word.",
    "Q for the next client call: {q}",
]
EN["ack"] = {
    "name": ["Noted, I'll keep them on the contact list with that role.",
             "Got it. I'll use that when we work out who to cc on findings.",
             "Added. If they're the one nervous about testing, a short heads-up before each window might help.",
             "Thanks, I've got them down. Worth confirming their preferred channel, email or Teams.",
             "Recorded. It's useful to know who signs things off versus who just needs to be informed.",
             "Okay. I'll treat them as a point of contact for that area from here on."],
    "command": ["Looks fine to me.", "That's reasonable.", "Saved.",
                "That syntax is right; nothing destructive in it.", "Fine, assuming the range is in scope.",
                "Good, keep the output file with the rest of the evidence."],
    "id": ["Noted the reference.", "Got it, I'll quote that where needed.", "Logged.",
           "Okay, that's the one to use from now on.", "Thanks, recorded alongside the others.",
           "Understood. Mismatched references are the classic cause of lost emails, so good to pin it down."],
    "port": ["That's worth a closer look.", "Noted.", "Interesting, and a bit worrying.",
             "Okay, add it to the coverage table.", "That's a finding candidate on its own.",
             "Unexpected services are often the best leads."],
    "version": ["That's old.", "Noted the version.", "That one has public advisories against it.",
                "Worth checking vendor advisories for that release.", "Okay, good to have it exact.",
                "Banner versions can lie, but it's a solid lead."],
    "money": ["Noted.", "Got it, I'll keep that with the billing notes.", "Okay, recorded.",
              "Fair enough.", "That's on file now.", "Good to have it written down."],
    "date": ["Noted the date.", "Okay, that's in the timeline.", "Got it.",
             "I'll work backwards from that.", "Understood, that's tight but workable.", "Recorded."],
    "decision": ["That reasoning holds up.", "Makes sense.", "Fair call.",
                 "Reasonable, and easy to defend in the report.", "Agreed, that's the pragmatic option.",
                 "Okay, I'll reflect that in the notes."],
    "constraint": ["Understood, I'll treat that as a hard rule.", "Noted. I'll flag anything that looks like it crosses it.",
                   "Got it, that's non-negotiable then.", "Okay. I'll check plans against that before you run anything.",
                   "Recorded as a standing rule.", "Clear. Better to over-respect that one."],
    "question": ["I can't tell from anything shared so far; that's one only the client can answer.",
                 "No way for me to know that from here. It belongs on the open questions list.",
                 "That's genuinely unclear from the documents you've pasted.",
                 "I don't have that information. A short written question to the project contact is probably best.",
                 "Good question, and not one I can answer for them.",
                 "Nothing in the scope material settles it, unfortunately."],
}
EN["gen"] = [
    "When you write it up, keep the evidence and the narrative separate: screenshots in the appendix, the story in the body.",
    "It would help to note the exact time of each test action so the SOC can correlate alerts against your log later.",
    "If the client pushes back on severity, anchor the discussion on exploitability and data exposure rather than the CVSS number alone.",
    "A short coverage table at the end of each day (what was tested, what was blocked, what's pending) makes the final report much easier.",
    "For remediation advice, give one concrete action per finding and avoid generic 'apply best practice' lines; they tend to get ignored.",
    "Keep raw scan output untouched and work on copies, so the originals still match any hash you record.",
    "The executive summary should fit on one page and avoid tool names entirely; the audience is the board, not the ops team.",
    "Where a finding depends on another one, say so explicitly, otherwise they'll fix them in the wrong order.",
    "It's worth restating the testing window in each status email; it protects you if someone later asks why traffic appeared at night.",
    "If anything looks like it could affect availability, stop, write down what you saw and ask before going further.",
    "Retests go faster when each finding has clear reproduction steps, so it's worth writing those while things are fresh.",
    "I'd also mention the positive observations; clients read reports more charitably when good work is acknowledged.",
    "Consider grouping findings by system owner rather than by severity in the appendix; it maps to how they'll assign the work.",
    "Timeboxing helps here: give it an hour, and if nothing moves, record it as tested with no result and move on.",
    "Note the source IP you tested from alongside every finding; it saves a round of questions from their SOC.",
    "For anything authenticated, record which test account was used, since they'll want to check the logs for that account specifically.",
    "If the scan output is large, grep for open ports first and only then read the service detail for those hosts.",
    "A one-line 'why this matters' under each technical finding tends to land better with non-technical readers.",
    "You might keep a running glossary for the report; terms like AJP or kerberoasting will need a sentence of explanation.",
    "Don't forget to clean up any files or accounts you created during testing, and list them in the report as removed.",
    "If you're unsure about a severity, write the impact in plain terms first; the rating often becomes obvious after that.",
    "Version banners are a lead, not proof; confirm with a safe check before calling something vulnerable.",
    "Clients tend to appreciate a short note on what was out of scope, so nobody assumes it was tested.",
    "I'd draft the status email now while the details are fresh, then tidy the wording tomorrow morning.",
    "If their change process is slow, ask now for anything you'll need next week; firewall rules rarely appear in under two days.",
    "Keep a separate list of things you noticed but didn't have time to test; it's useful for the retest proposal.",
    "A quick call with the system owner before testing a fragile host is usually cheaper than an outage conversation afterwards.",
    "Mapping each finding to the affected business process (claims, quotes, broker access) makes the risk easier for them to prioritise.",
    "If a result surprises you, reproduce it once more before writing it down; flaky results are common on congested links.",
    "Insurers usually care a lot about policyholder data, so anything touching it deserves a sentence about regulatory exposure.",
    "For the debrief, three or four themes land better than walking through every finding in order.",
    "Evidence file names with the host, the date and a short label will save you a lot of searching in report week.",
    "When you chase the client, one short email with a numbered list of asks tends to get faster replies than several separate ones.",
    "It's fine to say something was not tested because access wasn't provided; just make sure it's stated, not implied.",
]
EN["bul"] = [
    "- confirm the window with the SOC", "- save raw output with timestamps", "- update the coverage table",
    "- screenshot the evidence", "- log the source IP", "- note anything blocked by the WAF",
    "- add to the open questions list", "- mark the host as tested", "- draft the finding text",
    "- check the change ticket status", "- back up the notes folder to the encrypted drive",
]
EN["chat"] = [
    ("morning. coffee machine on their floor is broken so that's the mood today", "Rough start. Hopefully the kettle in the kitchen survives. What's first on the list today?"),
    ("train's delayed 40 mins, working from the platform like an animal", "Platform work it is. Anything useful I can prep while you're offline-ish, like the status email draft?"),
    ("lunch. back in 30", "Enjoy. I'll be here."),
    ("ok back", "Welcome back. Where did we leave off?"),
    ("that took forever", "Long runs are the worst part of the job. At least it's done."),
    ("my cat walked across the keyboard, ignore whatever that was", "Ignored. Cats are notorious for unauthorized input."),
    ("tired. the SOC guy talked at me for an hour about their SIEM", "An hour is a lot. Anything in there worth keeping for the report, or was it mostly a sales pitch for their tooling?"),
    ("honestly their network is cleaner than I expected", "That's good for them. It also means the findings you do have will carry more weight."),
    ("thx", "Any time."),
    ("eh, fine, good enough", "Good enough is often the right bar at this stage."),
    ("raining sideways here. perfect weather for reading nmap output", "Fitting, somehow. Anything interesting so far?"),
    ("had to badge in three times, their turnstiles hate me", "Physical security working a bit too well, maybe. Worth a light-hearted line in the debrief."),
    ("quiet day so far, waiting on access", "Waiting on access is half of every engagement. Want to use the time to draft the methodology section?"),
    ("ok where was I", "You were in the middle of the day's coverage notes, I think. Want a quick recap of the last few items?"),
]
EN["req"] = [
    ("can you tighten this paragraph up, it's rambling: 'During testing it was observed that a number of systems were running software that may be considered out of date which could potentially lead to issues'",
     "Here's a tighter version:\n\n\"Several systems run outdated software with publicly known vulnerabilities. An attacker on the internal network could use these to gain further access.\"\n\nIt drops the hedging ('may be considered', 'potentially') and states the consequence directly. If you want to soften it, add the number of affected hosts rather than qualifiers."),
    ("what's a polite way to say 'your patching is three years behind'",
     "A few options, from gentle to direct:\n\n1. \"Several systems have not received vendor updates for an extended period.\"\n2. \"Patch levels on a number of hosts lag the vendor's current releases by a significant margin.\"\n3. \"Patching appears to have stalled on these systems; the most recent updates applied are roughly three years old.\"\n\nThe third is still polite but leaves no room for misreading. I'd use it in the technical section and the first one in the executive summary."),
    ("explain kerberoasting to their ops lead in like three sentences, he's not a security person",
     "Kerberoasting is a way for any logged-in user to request encrypted tickets for service accounts and then try to crack the password offline, where nobody can see the guessing. If a service account has a weak password, the attacker ends up with that account's access, which is often high. The fix is long random passwords (or managed service accounts) for anything with a service principal name."),
    ("draft me a two-line status email for today, nothing dramatic happened",
     "Subject: Daily status - external and DMZ testing\n\nHi all,\n\nTesting continued today within the agreed window; no service impact was observed and no critical issues were identified. Tomorrow's plan is to continue with authenticated testing of the internal web applications.\n\nKind regards"),
    ("how should I structure the findings table, they want it in excel too",
     "A structure that works both in the report and in Excel:\n\n| Column | Notes |\n|---|---|\n| ID | stable, never renumbered |\n| Title | short and specific |\n| Severity | one scale only |\n| Affected assets | hostnames and IPs |\n| Status | open / fixed / accepted |\n| Owner | the system owner, not the security team |\n\nKeep the long description and evidence out of the spreadsheet; link to the report section instead. Spreadsheets with paragraphs in cells get unreadable fast."),
    ("is it worth writing up TLS 1.0 still being enabled or is that just noise",
     "It's worth including, but at low severity and grouped: one finding listing every host that still accepts TLS 1.0, rather than one finding per host. Auditors and regulators still ask about it, so leaving it out tends to cause questions later. Keep the remediation short: disable the protocol and confirm clients are compatible."),
    ("remind me what goes in the methodology section",
     "Usually:\n\n- the standard or approach followed (e.g. OWASP testing guide, PTES)\n- the phases: reconnaissance, scanning, manual testing, exploitation where permitted, reporting\n- the tools, at a high level\n- limitations: time, access, anything out of scope or blocked\n- how severity was rated\n\nKeep it to a page; the reader wants to know the test was systematic, not every flag you used."),
    ("what's the difference between a vuln scan and what I'm doing, their procurement person asked",
     "A vulnerability scan is automated: a tool checks systems against a list of known issues and reports what it finds, including plenty of false positives. A penetration test uses those results as a starting point, but a person verifies them, chains issues together and shows what an attacker could actually achieve. Put simply, the scan lists unlocked doors; the test walks through them to see where they lead."),
    ("any tips for not losing my mind during the report week",
     "A few that help:\n\n- write findings as you go, even roughly; the report week is then editing rather than writing\n- do the executive summary last\n- set a fixed stop time each evening\n- get a second pair of eyes on severity ratings, even a quick one\n- keep one master findings list and generate everything else from it\n\nAnd don't reformat the template at 1am. Nothing good happens then."),
    ("how much detail should evidence screenshots have",
     "Enough that someone else could reproduce the finding from them: the URL or host, the request or command, and the response that proves the issue. Crop out anything irrelevant and redact credentials and personal data. One clear screenshot per key step is better than ten partial ones."),
    ("should I mention the helpdesk reset thing even though it wasn't technically in scope",
     "I'd mention it as an observation rather than a finding: note that it came up incidentally, was not tested further because it was out of scope, and recommend they review it. That way you've told them without overstepping the authorization."),
]
EN["paste"] = [
    ("Pasting the host discovery summary:\n\nNmap scan report for 10.{a}.{b}.12\nHost is up (0.0021s latency).\nNmap scan report for 10.{a}.{b}.17\nHost is up (0.0019s latency).\nNmap scan report for 10.{a}.{b}.40\nHost is up (0.0030s latency).\nNmap done: 256 IP addresses ({h} hosts up) scanned in {s}.41 seconds",
     "So {h} live hosts on that range. I'd feed those into the service scan rather than the whole /24; it'll be faster and quieter. The latency is low enough that you're clearly on the same segment as the targets."),
    ("SOC replied:\n\n> Hi, acknowledged. Alerts from the agreed source address are suppressed for tonight's window only. Please notify us if you need to extend.\n> Regards, Security Operations",
     "That's what you want in writing. I'd file the email with the evidence; if anything is questioned later, it shows the activity was acknowledged in advance. Note that it's tonight only, so tomorrow needs a new notification."),
    ("web scan summary from the portal:\n\n  [info] 112 requests\n  [low] cookie without SameSite\n  [low] server header discloses product\n  [medium] missing CSP\n  [info] robots.txt present",
     "Nothing dramatic. The missing CSP is worth a line, and the cookie flag can be grouped with other header issues. The banner disclosure is low on its own but it's useful for confirming versions elsewhere."),
    ("output of the share enum, trimmed:\n\n  ADMIN$    NO ACCESS\n  C$        NO ACCESS\n  IPC$      READ ONLY\n  Scans     READ, WRITE\n  Public    READ ONLY",
     "The writable 'Scans' share stands out. Check what's in it without modifying anything: if it holds scanned documents from the office printers, that could include customer correspondence, which is a data exposure finding in its own right."),
    ("status board right now:\n\n  external: done\n  dmz: 80%\n  internal unauth: started\n  internal auth: blocked (waiting on accounts)\n  web apps: 2 of 3",
     "Reasonable progress for the point we're at. The blocked authenticated testing is the risk to the timeline; it's worth a gentle chase today so it doesn't slip to next week."),
]

# ---------------------------------------------------------------------------
# Chinese pools
# ---------------------------------------------------------------------------
ZH = {}
ZH["insurers"] = [("恒泰财险", "hengtai"), ("瑞安保险", "ruian"), ("华信人寿", "huaxin"),
                  ("安邦财产", "anbang"), ("永盛保险", "yongsheng")]
ZH["names"] = ["王志强", "刘雅婷", "陈建华", "赵敏", "孙浩然", "周晓燕", "吴国栋", "郑丽娟", "黄子轩",
               "林佳怡", "何文斌", "马晓东", "罗静怡", "梁振宇", "宋佳琪", "唐明辉", "许晴", "韩冬梅",
               "冯博文", "曹雪梅", "彭立新", "董一鸣", "袁芳", "蒋凯文", "沈若曦", "杜海涛", "叶婉清",
               "蔡俊杰", "邓晓琳", "潘志远", "谢蕾", "姚斌", "钱玉珍", "老魏", "小邱"]
ZH["roles"] = ["保险公司的信息安全负责人", "运维组组长", "理赔系统的DBA", "采购对接人，管我发票的",
               "防火墙组的网络工程师", "这周的SOC值班主管", "内审部负责人", "经纪人门户的应用负责人",
               "变更经理", "签授权书的法务", "服务台经理", "帮我做社工那部分的分包",
               "他们的云架构师", "甲方项目经理", "财务应付那边的同事", "管Citrix那堆机器的系统管理员"]
ZH["name_t"] = [
    "联系人补一个：{name}，{role}。",
    "刚和{name}开完会，{role}，人挺好说话，就是对测试有点紧张",
    "范围确认邮件是{name}签的字，{role}。",
    "以后这块有问题找{name}，{role}",
    "{name}直接加了我微信，原来是{role}，得搞好关系",
    "记一下，{name}是{role}，后面相关邮件都抄送一下",
    "新对接人{name}（{role}），之前那位调岗了",
    "贴个邮件签名存一下：\n\n--\n{name}\n{role}\n{insurer}\n本邮件及附件仅供收件人使用",
]
ZH["cmd_t"] = [
    "昨晚跑的是 `{cmd}` ，输出晚点贴",
    "命令记一下：\n{cmd}",
    "下一步准备跑 {cmd}  有啥问题没",
    "{cmd}\n↑ 19:05开始跑的，还没完",
    "帮我看下这条再跑：{cmd}",
    "复测用 `{cmd}` ，跟上次一样，就是速率调低了",
    "老是重新敲，存这儿：{cmd}",
]
ZH["cmd_a_prompt"] = ["这个检查命令怎么写来着，笔记太乱了", "那你会怎么跑？", "直接给我一行命令吧，脑子转不动了",
                      "参数我老记错，完整的怎么写"]
ZH["cmd_a"] = [
    "可以这样跑：\n\n    {cmd}\n\n速率别调太高，他们的IDS这周已经报过一次了。输出文件名带上日期，方便以后和测试日志对上。",
    "建议跑 `{cmd}` ，跑完再动这个网段的其他东西。要是什么都没扫出来，也算结果，记进覆盖表里。",
    "试试这个：\n\n{cmd}\n\n只读操作，不会往目标写东西。原始输出存好，证据链才完整。",
    "常规做法是 `{cmd}` 。从跳板机上跑，别用自己电脑，这样源地址和SOC那边登记的一致。",
]
ZH["id_types"] = [
    ("今晚窗口的变更单", "CHG-{d5}"), ("SOC开的事件工单", "INC{d7}"), ("项目编号", "PT-2026-{d3}"),
    ("发票号", "FP2611-{d3}"), ("Tomcat那个漏洞的编号", "VUL-{d3}"), ("VPN账号申请单", "SR-{d5}"),
    ("他们Jira里的整改工单", "SECOPS-{d4}"), ("采购订单", "PO-{d6}"), ("风险接受记录", "RA-{d4}{L}"),
    ("防火墙开通申请", "FWCR-{d4}"), ("乙方安服商那边的工单", "CASE-{d5}"), ("酒店预订号", "BK{L}{L}{d5}"),
]
ZH["id_t"] = [
    "{type}号是{id}，说是每封邮件都得带上",
    "他们开了个{type}：{id}，没人通知我，垃圾邮件里翻出来的",
    "{id}，这是{type}，有人问就报这个",
    "我登记成{id}了（{type}）",
    "邮件标题里带上{id}，那是{type}",
    "从他们系统里复制的：\n\n单号：{id}\n状态：处理中\n处理组：基础设施安全\n\n（这是{type}）",
    "烦，{type}是{id}，不是我白板上写的那个",
]
ZH["id_a_prompt"] = ["这张发票编号该用多少，跟上一张保持一致", "下一张发票号是多少来着"]
ZH["id_a"] = ["按你的编号规则，下一张是{id}。封面和文件名都写上，财务对账不用再来问。",
              "用{id}吧，月份前缀和流水号都和之前的一致。"]
ZH["port_t"] = [
    "应用网段的扫描结果：\n\nPORT      STATE    SERVICE\n22/tcp    open     ssh\n80/tcp    open     http\n{port}/tcp  open     {svc}\n135/tcp   filtered msrpc\n\n第三行让我有点担心",
    "理赔应用服务器上{port}端口开着，跑的是{svc}，资产清单里根本没有",
    "DMZ有三台开了{port}。{svc}。为什么啊",
    "防火墙只放行{port}，所有东西都得走这个口",
    "备注：tcp/{port}上是{svc}，不用认证就能拿到banner",
    "他们说{svc}只在内网开，结果从DMZ直接就能连上{port}。无语",
    "跳板机过去那台只有{port}能通，其他全是filtered",
]
ZH["port_a_prompt"] = ["{svc}一般跑在哪个端口？我想grep一下", "{svc}默认端口是多少来着"]
ZH["port_a"] = ["{svc}默认是{port}。那里没看到的话查一下配置，管理员改端口的情况挺常见。",
                "一般是{port}。在gnmap文件里grep一下，几秒钟就能拿到主机列表。"]
ZH["ver_t"] = [
    "banner显示{sw} {ver}，老掉牙了",
    "经纪人门户的{sw}版本是{ver}，确认了两遍",
    "指纹：{sw}/{ver}",
    "说是打过补丁了，一看还是{sw} {ver}",
    "内网跳板上跑着{sw} {ver}，跟他们的制度文件对比一下挺讽刺的",
    "老内网那台机器上发现{sw} {ver}，好像没人认领",
]
ZH["docs"] = [("测试规则文档", "v1.3"), ("范围说明", "v2.1"), ("报告模板", "第4.2版"),
              ("测试方案", "0.7版草稿"), ("工作说明书", "v3.0")]
ZH["doc_t"] = ["他们发来了{sw}{ver}，替换之前那版", "现在以{sw}{ver}为准，旧的作废", "{sw}更新了：{ver}"]
ZH["ver_a_prompt"] = ["{sw}哪个版本修的这个洞？整改建议里要写", "让他们升到{sw}哪个版本"]
ZH["ver_a"] = ["修复版本是{sw} {ver}，低于这个都受影响，整改建议直接写至少升级到这个版本就行。",
               "让他们升到{sw} {ver}。顺带提一句这个版本还修了几个低危问题，变更更容易过。"]
ZH["money_ctx"] = EN["money_ctx"]
ZH["money_t"] = {
    "day rate": ["日费率谈好了，{m}一天，不含税", "他们没还价就接受了{m}一天，早知道多报点"],
    "invoice for week one": ["第一周的发票开了{m}，已经发给财务", "第一周发票：{m}"],
    "Burp renewal": ["Burp续费{m}，肉疼，走报销", "Burp Pro续了，{m}没了"],
    "PO cap": ["他们采购单上限是{m}，超了得走变更", "采购单封顶{m}，采购那边很坚决"],
    "hotel": ["酒店三晚{m}，发票记得留着", "他们公司旁边的酒店{m}，可以找他们报"],
    "retest quote": ["他们问复测能不能{m}包干，我在考虑", "复测报价发过去了：{m}"],
    "train fare": ["高铁来回{m}，他们说可以报", "这周光高铁就花了{m}"],
    "late fee": ["合同里写了逾期付款可以收{m}滞纳金，虽然我从来没收过", "逾期付款违约金是{m}"],
}
ZH["money_a_prompt"] = ["到目前为止这些天合计多少钱？", "按我的费率帮我算一下总数"]
ZH["money_a"] = ["按这个费率，目前合计{m}（税前）。下面附上每天的明细，财务就不会来问了。",
                 "合计{m}，不含税。差旅单独列一行，哪些可以报销一目了然。"]
ZH["date_ctx"] = ["报告初稿截止", "测试窗口结束", "结果汇报会", "复测窗口", "发票付款期限", "封网",
                  "最终报告截止", "现场测试日"]
ZH["dates"] = ["11月24日", "11月26号", "12月2日", "12月4号", "下周五", "12月14日（周一）", "11月27日",
               "12月16号", "12月9日", "12/18", "12月22日", "周四（10号）", "1月8日", "月底30号"]
ZH["date_t"] = [
    "{ctx}定在{d}，合同里写死的",
    "提醒一下，{ctx}是{d}",
    "改期了：{ctx}挪到{d}",
    "他们要求{d}之前搞定（{ctx}）",
    "日历：{d} —— {ctx}",
    "别忘了，{d}{ctx}，放个显眼的地方",
    "{ctx}终于确认了，{d}",
]
ZH["date_a_prompt"] = ["按十个工作日算，落在哪天？", "那具体是哪天"]
ZH["date_a"] = ["从启动会往后数工作日，正好是{d}。建议现在就发个日历占位，免得有人请假。",
                "算下来是{d}。写进今天的日报里，留个记录。"]
ZH["decisions"] = [
    ("SMB签名问题定为中危", "文件服务器在隔离VLAN里"), ("钓鱼模块不做了", "HR一直没书面批准"),
    ("回连用我自己的VPS", "出口代理会过滤DNS TXT"), ("Tomcat管理后台报严重", "默认口令直接拿到命令执行"),
    ("认证扫描放到夜里跑", "理赔批处理十点才结束"), ("无线测试取消", "没人能带我进分公司"),
    ("复测单独开发票", "付款系统不接受混合明细"), ("门户用Burp不用ZAP", "WAF会拦ZAP默认UA"),
    ("管理层摘要最后写", "漏洞到周四还在变"), ("Struts那台不打exp", "上面是真实保单数据"),
    ("nmap降到T2", "IDS给SOC报了两次警"), ("证据只存加密U盘", "客户禁止截图上云"),
    ("两个XSS合并成一条", "根因是同一个页面模板"), ("每天发书面日报", "CISO不喜欢开电话会"),
    ("AD密码审计往后推", "域管理员休假了"), ("范围沟通会按半天计费", "会开了两个多小时"),
    ("统一用CVSS 3.1打分", "他们风控部门按这个对标"),
]
ZH["dec_t"] = [
    "决定了：{c}。原因是{r}。",
    "想了一晚上，还是{c}吧，主要是{r}。",
    "{c}。理由：{r}。",
    "拍板了，{c}，{r}嘛，没什么好争的",
    "记录一下决定：{c}（{r}）",
    "最后还是{c}，毕竟{r}。",
    "定了，{c}，因为{r}",
]
ZH["constraints"] = [
    "工作日晚上七点前不许扫", "绝对不能对主机网关做漏洞利用", "任何形式的拒绝服务测试都不许做",
    "不要碰生产环境的理赔库", "通知SOC之前不许喷密码", "只能用他们给的测试账号",
    "漏洞邮件必须加密发送", "所有流量必须从指定跳板机出去", "不许对客服中心员工做社工",
    "碰到客户个人信息立刻停", "周末测试必须有书面批准", "客户数据不能放个人电脑上",
    "月末批处理期间不准扫描", "报告正文里不能出现明文密码", "不要横向进Azure租户",
    "每个账号最多试两次登录", "严重漏洞四小时内必须上报",
]
ZH["con_t"] = [
    "范围邮件里的规定：{c}。",
    "整个项目的硬性规定——{c}，提醒我别忘了",
    "RoE第4.2条，大意是：{c}",
    "红线：{c}。他们说得很清楚。",
    "我要是跑偏了提醒我：{c}",
    "{c}，CISO电话里说了两遍，没得商量",
    "还有一条很重要：{c}。",
]
ZH["questions"] = [
    "经纪人API到底在不在范围内", "周末测试找谁审批", "VPN账号是不是周五就过期",
    "报告要不要报送监管", "最终报告发给谁", "他们的审计要不要出证明函",
    "Citrix网关算不算外网", "SIEM日志到底保留多久", "他们以前有没有做过渗透测试",
    "手机App算不算门户的一部分", "要避开哪个备份窗口", "HR系统归他们还是归供应商",
    "紧急叫停电话打给谁", "分公司要不要单独授权书", "测试账号有没有开MFA", "老灾备机房还在不在用",
]
ZH["q_t"] = [
    "{q}，到现在还没人回我，问了两遍了。",
    "待确认：{q}？",
    "有人知道{q}吗？反正我不知道",
    "加到问题清单里——{q}。",
    "周一前得搞清楚{q}，怎么问才不显得我很烦",
    "对了，{q}……一直没人说。",
    "下次客户沟通会要问：{q}",
]
ZH["ack"] = {
    "name": ["记下了，联系人清单里加上了。", "好的，之后抄送谁的时候我会考虑进去。",
             "收到。如果对方对测试比较紧张，每次窗口开始前发个简短通知会好一些。",
             "记好了。可以确认一下对方习惯用邮件还是微信。", "明白，签字的人和只需要知会的人分清楚很有用。",
             "好，之后这块就以这位为对接人。"],
    "command": ["看着没问题。", "合理。", "存好了。", "语法对的，没有破坏性操作。",
                "可以，前提是这个网段在范围内。", "好，输出文件和其他证据放一起。"],
    "id": ["编号记下了。", "好，需要的时候我会带上。", "已登记。", "行，以后就用这个。",
           "收到，跟其他编号放在一起了。", "明白，编号对不上是邮件石沉大海的经典原因，钉死了好。"],
    "port": ["这个值得细看。", "记下了。", "有意思，也有点吓人。", "好，加进覆盖表。",
             "单这一条就可能是个漏洞。", "意料之外的服务往往是最好的突破口。"],
    "version": ["这个版本很老了。", "版本记下了。", "这个版本有公开的安全通告。",
                "值得查一下厂商公告。", "好，精确版本号很有用。", "banner可能会骗人，不过是个不错的线索。"],
    "money": ["记下了。", "好，和账单资料放一起。", "收到，已记录。", "可以。", "已存档。", "写下来就好。"],
    "date": ["日期记下了。", "好，放进时间线了。", "收到。", "我从这个日子往回排。",
             "明白，时间有点紧，但来得及。", "已记录。"],
    "decision": ["这个理由站得住。", "有道理。", "合理的决定。", "合理，报告里也好解释。",
                 "同意，这是最务实的选择。", "好，我在笔记里体现一下。"],
    "constraint": ["明白，当成硬性规定。", "记下了，有可能越线的操作我会提醒你。", "收到，那就是没得商量的。",
                   "好，你跑任何东西之前我先对照一下这条。", "已记为长期规则。", "清楚，这条宁可保守一点。"],
    "question": ["从目前的材料看不出来，只能客户来回答。", "这个我这边没法知道，放进待确认问题清单吧。",
                 "你贴过的文件里确实没说清楚。", "我没有这个信息，给项目对接人发个书面问题比较稳妥。",
                 "好问题，但不是我能替他们回答的。", "范围材料里没有能定下来的内容，可惜。"],
}
ZH["gen"] = [
    "写报告的时候证据和叙述分开：截图放附录，正文讲清楚攻击路径。",
    "每个测试动作最好记下准确时间，之后SOC对告警的时候可以和你的日志对上。",
    "如果客户对定级有异议，讨论时以可利用性和数据暴露为主，别只盯着CVSS分数。",
    "每天收工前整理一张简单的覆盖表：测了什么、被拦了什么、还剩什么，最后写报告会轻松很多。",
    "整改建议每条给一个具体动作，别写“遵循最佳实践”这种空话，基本没人看。",
    "原始扫描输出保持不动，在副本上处理，这样和记录的哈希还能对得上。",
    "管理层摘要控制在一页以内，别出现工具名，读者是领导不是运维。",
    "如果一个漏洞依赖另一个，要明确写出来，不然他们修的顺序可能是反的。",
    "每封日报里重复一下测试窗口，以后有人问为什么半夜有流量，你有据可查。",
    "任何可能影响可用性的情况，先停下，记下看到了什么，问清楚再继续。",
    "每个漏洞写清楚复现步骤，复测的时候会快很多，趁现在记得清楚赶紧写。",
    "也可以写几条做得好的地方，客户看到被认可的部分，对整份报告的接受度会高一些。",
    "附录里可以按系统负责人而不是按风险等级分组，这样和他们分派工作的方式对得上。",
    "给自己设个时限：一个小时没进展，就记为已测无结果，然后继续下一项。",
    "每个漏洞旁边注明测试时用的源IP，能省掉SOC那边一轮提问。",
    "认证测试要记下用的是哪个测试账号，他们肯定会专门查这个账号的日志。",
    "扫描输出太大的话，先grep开放端口，再只看这些主机的服务详情。",
    "每条技术性漏洞下面加一句“为什么这很重要”，非技术读者更容易看懂。",
    "可以边做边维护一个术语表，像AJP、Kerberoasting这种词在报告里都需要一句解释。",
    "测试过程中创建的文件和账号别忘了清理，并在报告里列出已删除。",
    "定级拿不准的时候，先用大白话把影响写出来，等级往往就很明显了。",
    "版本banner只是线索，不是证据，确认之前别直接下结论。",
    "写明哪些不在范围内，客户一般会很感激，免得有人以为那些也测过了。",
    "日报建议趁现在细节还清楚先写个草稿，明早再润色。",
    "如果他们的变更流程比较慢，下周要用的东西现在就申请，防火墙策略很少两天内能开下来。",
    "另外留一个“发现了但没时间测”的清单，写复测方案的时候用得上。",
    "测比较脆弱的主机之前，和系统负责人通个电话，比事后解释宕机省事得多。",
    "每个漏洞对应到具体业务流程（理赔、报价、经纪人接入），他们排优先级会容易很多。",
    "结果出乎意料的时候，先再复现一次再记录，网络拥堵时结果经常不稳定。",
    "保险公司通常很在意投保人数据，凡是涉及这部分的，最好加一句监管合规方面的影响。",
    "汇报会上讲三四个主题，比按顺序过一遍所有漏洞效果好。",
    "证据文件名带上主机、日期和简短标签，报告周能省很多找文件的时间。",
    "催客户的时候，一封邮件把要的东西编号列清楚，比分开发好几封回得快。",
    "因为没开权限所以没测的，直接写明没测就行，别含糊带过。",
]
ZH["bul"] = ["- 和SOC确认窗口", "- 原始输出带时间戳保存", "- 更新覆盖表", "- 证据截图", "- 记录源IP",
             "- 标注被WAF拦截的请求", "- 加进待确认问题", "- 主机标记为已测", "- 起草漏洞描述",
             "- 查一下变更单状态", "- 笔记目录备份到加密盘"]
ZH["chat"] = [
    ("早。他们楼层的咖啡机坏了，今天的心情可想而知", "开局不顺。希望茶水间的热水壶还健在。今天先做哪块？"),
    ("高铁晚点四十分钟，在站台上干活", "站台办公。要不要我先把日报草稿准备好？"),
    ("吃饭去了，半小时回来", "好的，慢慢吃。"),
    ("回来了", "欢迎回来。刚才说到哪了？"),
    ("终于跑完了，太慢了", "长时间扫描是这行最磨人的部分，好在跑完了。"),
    ("猫踩键盘了，刚才那条别管", "已忽略。猫是出了名的未授权输入源。"),
    ("累死了，SOC那哥们拉着我讲了一个小时他们的SIEM", "一个小时确实不短。里面有值得写进报告的吗，还是主要在推销他们的工具？"),
    ("说实话他们网络比我想象的干净", "对他们是好事，也说明你找到的问题分量会更重。"),
    ("谢啦", "不客气。"),
    ("行吧，差不多就这样", "这个阶段，差不多往往就是对的标准。"),
    ("外面下大雨，正适合看nmap输出", "挺应景的。目前有什么有意思的吗？"),
    ("刷了三次门禁才进去，闸机跟我有仇", "物理安全做得有点过头了。汇报的时候可以轻松提一句。"),
    ("今天挺闲，等开权限", "等权限是每个项目的一半时间。要不趁这会儿写方法论那节？"),
    ("我刚才做到哪了", "应该是在整理今天的覆盖情况。要不要我把最后几项回顾一下？"),
]
ZH["req"] = [
    ("帮我把这段改简洁点，太啰嗦了：“在测试过程中发现有若干系统所运行的软件可能被认为是较旧版本，这有可能会导致一些潜在的问题”",
     "改成这样：\n\n“多台系统运行的软件版本过旧，存在公开已知漏洞。内网攻击者可借此进一步扩大权限。”\n\n去掉了“可能被认为”“有可能”这些含糊的说法，直接写后果。想语气缓和一点的话，写受影响主机数量，而不是加限定词。"),
    ("“你们的补丁落后三年”怎么说比较委婉",
     "几个说法，从温和到直接：\n\n1. “部分系统较长时间未安装厂商更新。”\n2. “多台主机的补丁水平明显落后于厂商当前版本。”\n3. “这些系统的补丁更新似乎已经停滞，最近一次更新大约在三年前。”\n\n第三种仍然礼貌，但不会被误读。技术部分用第三种，管理层摘要用第一种。"),
    ("用三句话给他们运维组长解释一下Kerberoasting，他不是搞安全的",
     "Kerberoasting是指任何已登录的域用户都能申请服务账号的加密票据，然后离线破解密码，整个猜测过程没人能看到。如果服务账号密码弱，攻击者就能拿到这个账号的权限，而这类账号权限往往很高。解决办法是给所有带SPN的账号设置足够长的随机密码，或者改用托管服务账号。"),
    ("帮我写个两行的日报，今天没发生什么大事",
     "主题：每日进度 —— 外网及DMZ测试\n\n各位好，\n\n今天在约定窗口内继续测试，未观察到业务影响，未发现严重漏洞。明天计划继续进行内部Web应用的认证测试。\n\n谢谢"),
    ("漏洞表格怎么设计比较好，他们还要Excel版",
     "报告和Excel都适用的结构：\n\n| 列 | 说明 |\n|---|---|\n| 编号 | 固定，不重新编号 |\n| 标题 | 简短具体 |\n| 等级 | 只用一套标准 |\n| 影响资产 | 主机名和IP |\n| 状态 | 未修复/已修复/已接受 |\n| 负责人 | 系统负责人，不是安全组 |\n\n长描述和证据别放进表格，链接到报告对应章节就行。单元格里塞段落的表格很快就没法看了。"),
    ("TLS 1.0还开着值得写吗，还是算噪音",
     "值得写，但定低危并合并：一条漏洞列出所有还接受TLS 1.0的主机，而不是每台一条。审计和监管还会问这个，不写的话之后反而有人追问。整改建议简单写：关闭该协议，确认客户端兼容即可。"),
    ("方法论那节一般写什么来着",
     "一般包括：\n\n- 参考的标准或方法（比如OWASP测试指南、PTES）\n- 阶段：信息收集、扫描、手工测试、授权范围内的利用、报告\n- 大致用到的工具\n- 局限性：时间、权限、范围外或被拦截的部分\n- 定级方法\n\n一页以内就够，读者想知道测试是系统化的，不需要知道你用了哪些参数。"),
    ("他们采购问漏洞扫描和渗透测试有什么区别",
     "漏洞扫描是自动化的：工具按已知问题清单检查系统并出报告，误报不少。渗透测试以扫描结果为起点，但由人来验证、把多个问题串起来，展示攻击者实际能做到什么。简单说，扫描是列出哪些门没锁，渗透测试是推门进去看看能走到哪。"),
    ("写报告那一周怎么才能不崩溃",
     "几个有用的办法：\n\n- 边测边写漏洞，哪怕很粗糙，报告周就变成修改而不是从零写\n- 管理层摘要最后写\n- 每天晚上定个收工时间\n- 定级让别人帮忙看一眼，哪怕很快\n- 只维护一份主漏洞清单，其他都从它生成\n\n另外，凌晨一点别去改模板格式，不会有好结果。"),
    ("证据截图要多详细",
     "详细到别人能照着复现：URL或主机、请求或命令、证明问题存在的响应。无关内容裁掉，凭据和个人信息打码。每个关键步骤一张清楚的截图，比十张不完整的强。"),
]
ZH["paste"] = [
    ("主机发现结果：\n\nNmap scan report for 10.{a}.{b}.12\nHost is up (0.0021s latency).\nNmap scan report for 10.{a}.{b}.17\nHost is up (0.0019s latency).\nNmap scan report for 10.{a}.{b}.40\nHost is up (0.0030s latency).\nNmap done: 256 IP addresses ({h} hosts up) scanned in {s}.41 seconds",
     "这个网段{h}台存活。服务扫描只针对这些主机，不用扫整个/24，更快也更安静。延迟很低，说明你和目标在同一个网段。"),
    ("SOC回复了：\n\n> 您好，已收到。今晚窗口内来自约定源地址的告警已屏蔽，仅限今晚。如需延长请提前告知。\n> 安全运营中心",
     "要的就是这个书面确认。邮件和证据一起归档，以后有人质疑，可以证明是事先报备过的。注意只限今晚，明天要重新通知。"),
    ("门户的Web扫描摘要：\n\n  [info] 112 requests\n  [low] cookie缺少SameSite\n  [low] Server头暴露产品信息\n  [medium] 缺少CSP\n  [info] 存在robots.txt",
     "没什么严重的。缺CSP值得写一条，cookie属性可以和其他响应头问题合并。banner泄露单独看是低危，但可以用来佐证其他地方的版本。"),
    ("共享枚举结果，删减过：\n\n  ADMIN$    NO ACCESS\n  C$        NO ACCESS\n  IPC$      READ ONLY\n  Scans     READ, WRITE\n  Public    READ ONLY",
     "可写的Scans共享很显眼。在不修改任何内容的前提下看看里面是什么：如果是办公室打印机扫描的文件，可能包含客户往来信件，本身就是一个数据泄露问题。"),
    ("目前进度：\n\n  外网：完成\n  DMZ：80%\n  内网未认证：开始\n  内网认证：卡住（等账号）\n  Web应用：3个做了2个",
     "这个阶段进度还可以。认证测试卡住是时间线上的最大风险，今天温和地催一下，别拖到下周。"),
]

EN["prog_area"] = ["dmz sweep", "the broker portal", "internal unauth testing", "AD enumeration", "the claims app",
                   "external perimeter", "the VPN portal", "mail gateway checks", "the HR app", "file share review"]
EN["prog_status"] = ["done", "about half way", "going slowly", "mostly blocked by the WAF", "nothing exciting",
                     "done, boring results", "annoyingly flaky", "basically finished, just screenshots left"]
EN["prog_next"] = ["moving on to the next bit", "writing notes now", "will pick it up tomorrow", "need coffee first",
                   "going to re-check a couple of hosts", "gonna go thru the screenshots", "parking it until I hear back", "then lunch"]
EN["prog_t"] = ["{area}: {status}. {next}.", "update - {area} {status}, {next}", "{area} is {status}. {next}",
                "ok so {area}... {status}. {next}."]
EN["opener"] = ("Right, new engagement starts today: two weeks with {insurer}, external, internal and their broker portal. "
                "I'll dump notes in here as I go, scope stuff, scan output, contacts, billing. Keep track for me, my notebook is already chaos.")
EN["opener_r"] = ("Sounds good. Send things over as they come in, raw is fine: scope emails, scan output, names, dates, billing details. "
                  "I'll help you keep the contacts, rules and open questions straight, and when the report week comes we can pull the findings together from here.\n\n"
                  "A structure that usually helps on a two-week test:\n- days 1-2: scoping confirmations, access, external recon\n- days 3-7: external and DMZ, then internal\n- days 8-9: web apps and anything authenticated\n- day 10: cleanup, evidence, draft report")
EN["join"] = ["\n\n", "\nalso: ", "\n", "\n\nother thing, "]
EN["next_steps"] = "Next steps I'd suggest:"
ZH["prog_area"] = ["DMZ扫描", "经纪人门户", "内网未认证测试", "AD信息收集", "理赔系统", "外网边界", "VPN门户",
                   "邮件网关", "HR系统", "文件共享排查"]
ZH["prog_status"] = ["做完了", "做了一半", "进展很慢", "基本被WAF拦了", "没啥发现", "做完了，结果很无聊", "时好时坏",
                     "基本完事，就剩截图了"]
ZH["prog_next"] = ["接着做下一块", "先写笔记", "先把截图整理下，在说", "明天再弄", "等下在看", "先去冲杯咖啡", "再复查几台主机", "等他们回复再说", "然后吃饭"]
ZH["prog_t"] = ["{area}：{status}。{next}。", "更新一下，{area}{status}，{next}", "{area}{status}。{next}",
                "嗯，{area}……{status}。{next}。"]
ZH["opener"] = ("好，新项目今天开始：给{insurer}做两周测试，外网、内网加经纪人门户。"
                "我会边做边把东西丢这儿，范围、扫描结果、联系人、账单什么的，你帮我记着，我的笔记本已经一团乱了。")
ZH["opener_r"] = ("好的，有什么直接发过来，原始的也没关系：范围邮件、扫描输出、人名、日期、账单信息。"
                  "我帮你把联系人、规则和待确认问题理清楚，到写报告那周可以直接从这里整理漏洞。\n\n"
                  "两周的项目一般可以这样安排：\n- 第1-2天：确认范围、开通权限、外网信息收集\n- 第3-7天：外网和DMZ，然后内网\n- 第8-9天：Web应用和需要认证的部分\n- 第10天：清理、整理证据、报告初稿")
ZH["join"] = ["\n\n", "\n另外，", "\n", "\n\n还有个事，"]
ZH["next_steps"] = "接下来建议："

CMD_T = [
    "nmap -sS -sV -T3 -p- --min-rate {r} 10.{a}.{b}.0/24 -oA dmz_full_{n}",
    "nmap -sU --top-ports {t} -T2 10.{a}.{b}.0/25 -oN udp_{n}.txt",
    "nmap --script smb2-security-mode -p445 10.{a}.{b}.{c}",
    "crackmapexec smb 10.{a}.{b}.0/24 --shares -u svc_pt{n} -p '<redacted>'",
    "gobuster dir -u https://{host} -w raft-medium-words.txt -t {th}",
    "sqlmap -u 'https://{host}/claims/search?ref={n}' --level 3 --risk 1 --batch",
    "testssl.sh --severity MEDIUM {host}",
    "nuclei -u https://{host} -severity high,critical -rl {th}",
    "ffuf -u https://{host}/api/FUZZ -w api-words-{n}.txt -mc 200,401 -rate {th}",
    "nikto -h https://{host} -Tuning 9 -o nikto_{n}.txt",
    "enum4linux-ng -A 10.{a}.{b}.{c}",
    "ssh-audit 10.{a}.{b}.{c}",
    "bloodhound-python -d corp.{dom}.local -u svc_pt{n} -c All -ns 10.{a}.{b}.{c}",
    "kerbrute userenum -d corp.{dom}.local users_{n}.txt --dc 10.{a}.{b}.{c}",
    "masscan 10.{a}.0.0/16 -p1-1024 --rate {r}",
    "curl -sk -X OPTIONS -i https://{host}/api/v{c}/",
    "GetUserSPNs.py corp.{dom}.local/svc_pt{n} -dc-ip 10.{a}.{b}.{c} -request",
    "nmap -Pn -sV --script ssl-enum-ciphers -p 443 {host}",
]
HOSTS = ["claims-uat", "portal", "broker-api", "intranet", "mail", "vpn", "citrix", "hr-app", "quotes", "docs"]


class Retry(Exception):
    pass


def cap(s):
    return s[:1].upper() + s[1:]


def digits(rng, n):
    return str(rng.randint(10 ** (n - 1), 10 ** n - 1))


def fill_id(rng, fmt):
    out = fmt
    for k in ("d7", "d6", "d5", "d4", "d3", "d2"):
        while "{" + k + "}" in out:
            out = out.replace("{" + k + "}", digits(rng, int(k[1])), 1)
    while "{L}" in out:
        out = out.replace("{L}", rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ"), 1)
    return out


def make_cmd(rng, dom):
    t = rng.choice(CMD_T)
    return t.format(r=rng.choice([300, 500, 800, 1000]), a=rng.randint(11, 99), b=rng.randint(1, 99),
                    c=rng.randint(2, 99), n=rng.randint(2, 99), t=rng.choice([50, 100, 200]),
                    th=rng.choice([10, 20, 30, 40]), host="%s.%s.local" % (rng.choice(HOSTS), dom), dom=dom)


def money_amount(rng, lang, ctx, cur):
    ranges = {"day rate": (850, 1400, 25), "invoice for week one": (4200, 7000, 50), "Burp renewal": (449, 549, 1),
              "PO cap": (12000, 25000, 500), "hotel": (280, 520, 1), "retest quote": (1500, 3500, 100),
              "train fare": (62, 190, 1), "late fee": (40, 150, 5)}
    if lang == "zh":
        ranges = {"day rate": (3000, 6000, 100), "invoice for week one": (15000, 30000, 500),
                  "Burp renewal": (3200, 3900, 10), "PO cap": (80000, 150000, 5000), "hotel": (1200, 2400, 10),
                  "retest quote": (8000, 15000, 500), "train fare": (400, 1200, 1), "late fee": (500, 2000, 100)}
    lo, hi, st = ranges[ctx]
    n = rng.randrange(lo, hi + 1, st)
    if lang == "zh":
        f = rng.choice(["{n}元", "¥{c}", "{n}块", "人民币{n}元", "{c}元"])
    else:
        f = rng.choice(["{s}{c}", "{s}{c}", "{c} {k}", "{k} {c}"])
    return f.format(n=n, c="{:,}".format(n), s=cur[0], k=cur[1])


class Builder:
    def __init__(self, seed, lang, per_kind, attempt):
        self.rng = random.Random("bm-%s-%s-%s" % (seed, lang, attempt))
        self.lang = lang
        self.P = EN if lang == "en" else ZH
        self.per_kind = per_kind
        self.used = []
        self.insurer, self.dom = self.rng.choice(self.P["insurers"])
        self.cur = self.rng.choice([("£", "GBP"), ("€", "EUR"), ("$", "USD")])
        self.decks, self.dealt, self.tdecks = {}, set(), {}
        self.decks["none"], self.dealt = [], {"none"}

    def fresh(self, needles):
        for n in needles:
            for u in self.used:
                if n in u or u in n:
                    return False
        return True

    def pick(self, gen):
        for _ in range(400):
            cand = gen()
            if cand is not None and self.fresh(cand["needles"]):
                self.used.extend(cand["needles"])
                return cand
        raise Retry("could not draw a fresh %s" % cand["kind"])

    # each generator returns {"kind", "needles", "voice", "text", "prompt"}
    def gen_fact(self, kind):
        rng, P, zh = self.rng, self.P, self.lang == "zh"
        asst = rng.random() < 0.2
        f = {"kind": kind, "voice": "user", "prompt": None}
        if kind == "name":
            name, role = rng.choice(P["names"]), self.tpl("roles")
            f.update(needles=[name], text=self.tpl("name_t").format(
                name=name, role=role, role_s=cap(role), insurer=self.insurer))
        elif kind == "command":
            cmd = make_cmd(rng, self.dom)
            f["needles"] = [cmd]
            if asst:
                f.update(voice="assistant", prompt=self.tpl("cmd_a_prompt"),
                         text=self.tpl("cmd_a").format(cmd=cmd))
            else:
                f["text"] = self.tpl("cmd_t").format(cmd=cmd)
        elif kind == "id":
            if asst:
                typ, fmt = P["id_types"][3]
                i = fill_id(rng, fmt)
                f.update(needles=[i], voice="assistant", prompt=self.tpl("id_a_prompt"),
                         text=self.tpl("id_a").format(id=i))
            else:
                typ, fmt = self.tpl("id_types")
                i = fill_id(rng, fmt)
                f.update(needles=[i], text=self.tpl("id_t").format(id=i, type=typ))
        elif kind == "port":
            port, svc = rng.choice(EN["ports"])
            f["needles"] = [port]
            if asst:
                f.update(voice="assistant", prompt=self.tpl("port_a_prompt").format(svc=svc),
                         text=self.tpl("port_a").format(port=port, svc=svc))
            else:
                f["text"] = self.tpl("port_t").format(port=port, svc=svc)
        elif kind == "version":
            if rng.random() < 0.2:
                sw, ver = rng.choice(P["docs"])
                f.update(needles=[ver], text=self.tpl("doc_t").format(sw=sw, ver=ver))
            else:
                sw, ver = rng.choice(EN["versions"])
                f["needles"] = [ver]
                if asst:
                    f.update(voice="assistant", prompt=self.tpl("ver_a_prompt").format(sw=sw),
                             text=self.tpl("ver_a").format(sw=sw, ver=ver))
                else:
                    f["text"] = self.tpl("ver_t").format(sw=sw, ver=ver)
        elif kind == "money":
            ctx = "invoice for week one" if asst else self.tpl("money_ctx")
            m = money_amount(rng, self.lang, ctx, self.cur)
            f["needles"] = [m]
            if asst:
                f.update(voice="assistant", prompt=self.tpl("money_a_prompt"),
                         text=self.tpl("money_a").format(m=m))
            else:
                f["text"] = rng.choice(P["money_t"][ctx]).format(m=m)
        elif kind == "date":
            d, ctx = rng.choice(P["dates"]), self.tpl("date_ctx")
            f["needles"] = [d]
            if asst:
                f.update(voice="assistant", prompt=self.tpl("date_a_prompt"),
                         text=self.tpl("date_a").format(d=d, ctx=ctx))
            else:
                f["text"] = self.tpl("date_t").format(d=d, ctx=ctx)
        elif kind == "decision":
            c, r = rng.choice(P["decisions"])
            f.update(needles=[c, r], text=self.tpl("dec_t").format(c=c, r=r))
        elif kind == "constraint":
            c = rng.choice(P["constraints"])
            f.update(needles=[c], text=self.tpl("con_t").format(c=c))
        elif kind == "question":
            q = rng.choice(P["questions"])
            f.update(needles=[q], text=self.tpl("q_t").format(q=q))
        return f

    def gen_sents(self, lo, hi):
        rng, P = self.rng, self.P
        sents = rng.sample(P["gen"], rng.randint(lo, hi))
        sep = "" if self.lang == "zh" else " "
        out = sep.join(sents)
        if rng.random() < 0.3:
            out += "\n\n" + P["next_steps"] + "\n" + "\n".join(rng.sample(P["bul"], rng.randint(2, 4)))
        return out

    def tool_rows(self, kind):
        rng, zh = self.rng, self.lang == "zh"
        if isinstance(kind, tuple):
            cmd = rng.choice(["grep -c 'Host is up' scans/discovery_latest.nmap",
                              "grep 'Status: Up' scans/discovery_latest.gnmap | wc -l"])
            out = "%d" % kind[1]
            return "run_shell", json.dumps({"cmd": cmd}), out, ""
        if kind == "note":
            title = "每日进度" if zh else "Daily status"
            return ("manage_note", json.dumps({"action": "update", "title": title}, ensure_ascii=False),
                    "笔记已更新" if zh else "note updated",
                    "已经更新到每日进度笔记里了。" if zh else "I've added that to the daily status note. ")
        q = rng.choice(["发票编号", "启动会日期", "费率", "扫描结果", "之前的命令"] if zh else
                       ["invoice numbering", "kickoff date", "day rate", "scan output", "earlier command"])
        out = ("没有完全匹配的历史消息，最接近的是一些计划类笔记。" if zh else
               "No exact match in earlier messages; closest hits were general planning notes.")
        pre = "历史记录里没找到现成的，我按现有信息来。" if zh else "Nothing ready-made in the history, so working from what we have. "
        return "search_history", json.dumps({"query": q}, ensure_ascii=False), out, pre

    def tpl(self, key):
        """Next template of a kind, cycling through a shuffled deck so phrasings vary."""
        deck = self.tdecks.setdefault(key, [])
        if not deck:
            deck.extend(self.P[key])
            self.rng.shuffle(deck)
        return deck.pop()

    def deal(self, key):
        deck = self.decks.setdefault(key, [])
        if not deck:
            if key in self.dealt:
                return None
            self.dealt.add(key)
            deck.extend(self.P[key])
            self.rng.shuffle(deck)
        return deck.pop()

    def filler(self):
        """One filler turn: (user text, assistant text, tool kind or None)."""
        rng, P = self.rng, self.P
        x = rng.random()
        pair = self.deal("chat" if x < 0.3 else "req" if x < 0.55 else "paste" if x < 0.7 else "none")
        if pair is None:
            x = 1.0
        if x < 0.3:
            u, a = pair
            if len(a) > 60 and rng.random() < 0.4:
                a += ("" if self.lang == "zh" else " ") + self.gen_sents(1, 2)
            return u, a, None
        if x < 0.55:
            return pair[0], pair[1], None
        if x < 0.7:
            u, a = pair
            v = dict(a=rng.randint(11, 99), b=rng.randint(1, 99), h=rng.randint(9, 58), s=rng.randint(40, 900))
            return (u.format(**v), a.format(**v) + "\n\n" + self.gen_sents(1, 2),
                    ("shell", v["h"]) if "{h}" in u else None)
        u = rng.choice(P["prog_t"]).format(area=rng.choice(P["prog_area"]), status=rng.choice(P["prog_status"]),
                                           next=rng.choice(P["prog_next"]))
        return u, self.gen_sents(2, 5), "note"

    def build(self):
        rng, P = self.rng, self.P
        facts = []
        for kind in KINDS:
            for _ in range(self.per_kind):
                facts.append(self.pick(lambda k=kind: self.gen_fact(k)))
        rng.shuffle(facts)
        # units: assistant-voiced facts alone, user facts sometimes grouped 2-3
        units, pend = [], [f for f in facts if f["voice"] == "user"]
        for f in facts:
            if f["voice"] == "assistant":
                units.append([f])
        while pend:
            x = rng.random()
            k = 3 if x < 0.07 else 2 if x < 0.3 else 1
            units.append(pend[:k])
            pend = pend[k:]
        rng.shuffle(units)
        U = len(units)
        M = rng.randint(150, 240)
        M = min(280, max(M, 2 * U + 40))
        T = M // 2 - 1  # turns after the opener
        plan = [None] * T
        w = T / U
        for i, un in enumerate(units):
            lo, hi = -int(-i * w // 1), -int(-(i + 1) * w // 1) - 1
            plan[rng.randint(lo, min(hi, T - 1))] = un
        turns = [(P["opener"].format(insurer=self.insurer), P["opener_r"], None, None)]
        for un in plan:
            if un is None:
                u, a, tk = self.filler()
                turns.append((u, a, un, tk if rng.random() < 0.5 else None))
            elif un[0]["voice"] == "assistant":
                f = un[0]
                a = f["text"]
                if rng.random() < 0.5:
                    a += "\n\n" + self.gen_sents(1, 3)
                turns.append((f["prompt"], a, un, "search" if rng.random() < 0.4 else None))
            else:
                u = un[0]["text"]
                for f in un[1:]:
                    j, tx = rng.choice(P["join"]), f["text"]
                    if j.endswith(", ") and not any(tx.startswith(nd) for nd in f["needles"]):
                        tx = tx[:1].lower() + tx[1:]
                    u += j + tx
                sep = "" if self.lang == "zh" else " "
                kinds = list(dict.fromkeys(f["kind"] for f in un))[:2]
                a = sep.join(rng.choice(P["ack"][k]) for k in kinds)
                a += ("\n\n" if rng.random() < 0.5 else sep) + self.gen_sents(1, 3)
                turns.append((u, a, un, None))
        # rows
        rows, t, n = [], 7 * 3600 + 30 * 60, 0
        owner = {}

        def stamp():
            nonlocal t
            t += rng.randint(20, 140)
            return "2026-11-20T%02d:%02d:%02dZ" % (t // 3600, t // 60 % 60, t % 60)

        def add(item, meta, text):
            nonlocal n
            n += 1
            rows.append({"v": 2, "id": "msg_bm%d" % n, "createdAt": stamp(), "item": item, "meta": meta})
            return text

        texts = []
        for u, a, un, tk in turns:
            texts.append(add({"type": "message", "role": "user", "content": u}, {"uiRole": "user"}, u))
            if un and un[0]["voice"] == "user":
                for f in un:
                    owner[id(f)] = len(texts) - 1
            if tk:
                name, args, out, pre = self.tool_rows(tk)
                a = pre + a
                cid = "call_bm%d" % (n + 1)
                texts.append(add({"type": "function_call", "callId": cid, "name": name, "arguments": args}, {}, args))
                texts.append(add({"type": "function_call_result", "callId": cid, "name": name, "status": "completed",
                                  "output": out}, {}, out))
            texts.append(add({"type": "message", "role": "assistant", "content": a}, {"uiRole": "assistant"}, a))
            if un and un[0]["voice"] == "assistant":
                owner[id(un[0])] = len(texts) - 1
        # check: every needle in exactly one row, its own
        for f in facts:
            for nd in f["needles"]:
                hits = [i for i, tx in enumerate(texts) if nd in tx]
                if hits != [owner[id(f)]]:
                    raise Retry("needle %r in rows %s" % (nd, hits))
        msgs = sum(1 for r in rows if r["item"]["type"] == "message")
        if not 130 <= msgs <= 280:
            raise Retry("message count %d" % msgs)
        return rows, facts, msgs


def build(seed, lang, per_kind):
    last = None
    for attempt in range(200):
        try:
            return Builder(seed, lang, per_kind, attempt).build()
        except Retry as e:
            last = e
    sys.exit("seed %s: could not build a valid conversation: %s" % (seed, last))


def okbot(binary, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([binary] + args, input=stdin, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def max_summary(root):
    best = 0
    for dp, _, fs in os.walk(root):
        if "session-summary.json" in fs:
            try:
                with open(os.path.join(dp, "session-summary.json"), encoding="utf-8") as fh:
                    s = json.load(fh).get("summary")
            except (OSError, ValueError, AttributeError):
                continue
            if isinstance(s, str):
                best = max(best, len(s))
    return best


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    binary, workdir = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    smax = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    per = {k: [0, 0] for k in KINDS}
    kept_all = total_all = best = 0
    for si, seed in enumerate(seeds):
        lang = "zh" if si == len(seeds) - 1 else "en"
        rows, facts, msgs = build(seed, lang, per_kind)
        root = os.path.join(workdir, "root-%d" % seed)
        shutil.rmtree(root, ignore_errors=True)
        okbot(binary, root, ["init"])
        okbot(binary, root, ["assistant", "create", "Writer"])
        okbot(binary, root, ["settings", "set", "contextCompression.summaryMaxChars", smax])
        batch, count, comps = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(r)
            if r["item"]["type"] == "message":
                count += 1
            nxt = rows[i + 1]["item"]["type"] if i + 1 < len(rows) else None
            if (count == BATCH and nxt != "function_call_result") or i == len(rows) - 1:
                okbot(binary, root, ["session", "append", "-a", "Writer"],
                      "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in batch))
                okbot(binary, root, ["compress", "-a", "Writer", "--now"])
                comps += 1
                batch, count = [], 0
        ctx = okbot(binary, root, ["context", "show", "-a", "Writer"])
        kept, missing = 0, []
        for f in facts:
            ok = all(nd in ctx for nd in f["needles"])
            per[f["kind"]][1] += 1
            if ok:
                kept += 1
                per[f["kind"]][0] += 1
            else:
                missing.append(f)
        kept_all += kept
        total_all += len(facts)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%"
              % (seed, lang, msgs, len(rows), comps, kept, len(facts), 100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
        best = max(best, max_summary(root))
    for k in KINDS:
        a, b = per[k]
        print("kind %s %d/%d %.1f" % (k, a, b, 100.0 * a / b if b else 0.0))
    print("retention overall %.1f" % (100.0 * kept_all / total_all if total_all else 0.0))
    print("max summary chars %d" % best)


if __name__ == "__main__":
    main()

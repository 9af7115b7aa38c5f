#!/usr/bin/env python3
"""Held-out retention set "an": a landlord and their personal assistant.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, created fresh)
    seeds    default 1 2 3 4 5; the LAST seed's conversation is entirely in Chinese

Environment:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a landlord managing four rented flats -- tenants, repairs, a letting agent,
deposits and the deposit scheme, gas safety certificates, a smart-lock system and a small
home server for the door cameras; dry, sarcastic British tone, forwards tenants' emails and
contractor invoices.  Chinese: 管理四套出租房的房东：租客、维修、中介、押金、燃气安全检查、
智能门锁和门口摄像头的小服务器；说话有点毒舌，常转发租客的消息和师傅的报价.

Each conversation seeds PER_KIND facts of ten kinds (name, command, id, port, version, money,
date, decision, constraint, question).  Every fact has one or more needles: exact substrings that
occur in exactly one row of the conversation (checked; the conversation is rebuilt with another
attempt number otherwise).  Rows are appended in batches of 25 messages with
`okbot compress -a Writer --now` after each batch; a fact counts as kept only when each of its
needles is found verbatim in the output of `okbot context show -a Writer`.
Deterministic per seed.
"""
import datetime
import json
import os
import random
import shutil
import subprocess
import sys

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
BATCH = 25
NOW = "2026-11-30T12:00:00Z"

# ----------------------------------------------------------------------------- shared pools

PORTS = [8123, 1883, 8971, 5000, 9090, 3000, 51820, 8443, 6052, 1984, 8554, 5432, 2283,
         9443, 7878, 8086, 8883, 4533, 8200, 7443, 10443, 8765, 9000, 6767, 8099, 3478,
         4711, 5353, 8181, 9001, 6443, 8006]

FACT_COMMANDS = [
    "docker compose -f /srv/frigate/docker-compose.yml restart frigate",
    "sudo systemctl restart mosquitto",
    "tailscale up --advertise-routes=192.168.50.0/24",
    "rsync -avz /srv/frigate/recordings/ nas:/backups/cams/",
    "journalctl -u frigate --since '2 hours ago'",
    "docker logs --tail 200 go2rtc",
    "sudo certbot renew --dry-run",
    "nmap -sn 192.168.50.0/24",
    "sudo apt full-upgrade -y && sudo reboot",
    "sudo smartctl -a /dev/sda",
    "mosquitto_sub -h localhost -t 'nuki/#' -v",
    "du -sh /srv/frigate/clips/*",
    "ha core restart",
    "docker exec -it frigate ls /media/frigate/recordings",
    "sudo zpool status -x",
    "docker system prune -af --volumes",
    "sudo wg show wg0",
    "ping -c 5 lock-bridge.lan",
    "curl -s http://lock-bridge.lan/info | jq .",
    "sudo chown -R 1000:1000 /srv/frigate/config",
    "vcgencmd measure_temp",
    "sudo fsck -y /dev/mmcblk0p2",
    "docker compose pull && docker compose up -d",
    "sudo iptables -L -n -v",
    "crontab -e",
    "sudo tcpdump -i eth0 host 192.168.50.41",
    "ls -lh /var/lib/docker/volumes/",
    "sudo systemctl status nuki-bridge-proxy",
    "restic -r /mnt/usb/restic snapshots",
    "sudo dd if=/dev/mmcblk0 of=/mnt/usb/pi-backup.img bs=4M status=progress",
    "ffprobe rtsp://cam-albion.lan/stream1",
    "uptime && free -h",
]

# filler commands used by tool rows (kept apart from FACT_COMMANDS)
TOOL_COMMANDS = ["df -h", "docker ps --format '{{.Names}}'", "uptime", "ip -br a",
                 "cat /proc/loadavg", "systemctl is-active frigate",
                 "tail -n 5 /var/log/syslog", "ls /srv"]


class Used:
    def __init__(self):
        self.needles = []

    def ok(self, n):
        return all(n not in u and u not in n for u in self.needles)

    def add(self, n):
        self.needles.append(n)


def pick_unique(rng, used, gen, tries=200):
    for _ in range(tries):
        v = gen()
        if used.ok(v):
            used.add(v)
            return v
    raise RuntimeError("could not pick a unique value")


def fill(rng, tpl, **kw):
    return tpl.format(**kw)


# ----------------------------------------------------------------------------- English pools

EN_FIRST = ["Graham", "Priya", "Declan", "Bronwen", "Tobias", "Maureen", "Kwame", "Siobhan",
            "Rhys", "Agnieszka", "Callum", "Yusuf", "Harriet", "Ifeoma", "Lachlan", "Pauline",
            "Dominic", "Niamh", "Ravi", "Gwen", "Oskar", "Fenella", "Marcus", "Delyth",
            "Tariq", "Rosalind", "Ewan", "Lorraine", "Bartosz", "Imogen"]
EN_LAST = ["Pritchard", "Okafor", "Whitmore", "Szymanski", "Haddock", "Mensah", "Lowther",
           "Fairbairn", "Choudhury", "McAllister", "Bellingham", "Trevelyan", "Ashworth",
           "Nowak", "Quigley", "Ramsbottom", "Devereux", "Oyelaran", "Hargreaves", "Kowalczyk",
           "Penhaligon", "Stirling", "Blackwood", "Iqbal"]
EN_ROLES = ["the new tenant at Albion Street", "the Gas Safe engineer", "the property manager at Harrow & Pike",
            "the plumber", "the electrician who did the EICR", "the caseworker at the deposit scheme",
            "the cleaner between tenancies", "the downstairs neighbour at Sefton Terrace",
            "the locksmith", "my accountant", "the HMO officer at the council",
            "the tenant in the Cranbrook Road flat", "the bloke who installed the smart locks",
            "the inventory clerk", "the roofer", "the Marlowe House tenant"]
FLATS_EN = ["Albion Street", "Cranbrook Road", "Sefton Terrace", "Marlowe House"]
SERVICES_EN = ["the Frigate web UI", "the MQTT broker", "the lock bridge API", "Home Assistant",
               "go2rtc", "the WireGuard tunnel", "the Pi-hole admin page", "Grafana",
               "Node-RED", "the RTSP restream", "the Uptime Kuma dashboard", "the NAS web panel"]
SOFTWARE_EN = ["Frigate", "Home Assistant", "the lock bridge firmware", "the Nuki app",
               "Raspberry Pi OS image", "the tenancy agreement template", "the agent's landlord portal app",
               "go2rtc", "Mosquitto", "the camera firmware", "the inventory report template", "Tailscale"]
MONTHS = ["January", "February", "March", "April", "December"]
MON_SHORT = {"January": "Jan", "February": "Feb", "March": "Mar", "April": "Apr", "December": "Dec"}
MON_NUM = {"January": 1, "February": 2, "March": 3, "April": 4, "December": 12}

DECISIONS_EN = [
    ("going with the second plumber", "first one wanted cash only"),
    ("not renewing with Harrow & Pike", "their fees went up again"),
    ("moving the deposits to the custodial scheme", "it costs me nothing"),
    ("replacing the Cranbrook boiler outright", "third breakdown this year"),
    ("switching the locks to PIN codes only", "tenants keep losing the fobs"),
    ("keeping camera footage for fourteen days", "anything longer is a GDPR headache"),
    ("putting the rent up by three percent", "my fixed rate ends in spring"),
    ("doing the checkout inventory myself", "their clerk missed the carpet burn"),
    ("self-hosting the camera recordings", "the cloud plan charges per camera"),
    ("letting the Albion Street tenant keep the cat", "four years without a late payment"),
    ("booking all four gas checks on one day", "he knocks a bit off for batching"),
    ("dropping the cleaning deduction claim", "the adjudicator always sides with tenants"),
    ("buying a UPS for the server", "the last power cut killed the SD card"),
    ("moving Frigate off the Pi onto the NUC", "it keeps running out of memory"),
    ("giving tenants the plumber's number directly", "the agent adds two days to every job"),
    ("leaving Sefton Terrace empty over Christmas", "not worth letting for three weeks"),
    ("paying contractors by bank transfer only", "I want a proper paper trail"),
    ("repainting between tenancies myself", "the decorator quotes were insane"),
]
CONSTRAINTS_EN = [
    "never send door codes by text",
    "no contractors at Sefton Terrace before 10am",
    "only pay invoices after seeing photos",
    "don't renew anything with the agent without asking me",
    "never reboot the camera box on a weekday",
    "never forward tenants' emails to the agent",
    "no ports open to the internet, VPN only",
    "never message a tenant after 9pm",
    "keys only handed over once the deposit clears",
    "nothing goes to the deposit scheme without my sign-off",
    "never store tenant passport scans on the server",
    "only Gas Safe registered engineers, no exceptions",
    "footage never leaves the house",
    "two quotes for any job over five hundred",
    "no viewings on Sundays",
    "never discuss rent rises in the tenants' group chat",
]
QUESTIONS_EN = [
    ("Can I deduct the smart lock hardware from rental income, or is that capital?", "deduct the smart lock hardware"),
    ("Does the deposit need protecting again when a tenancy rolls periodic?", "protecting again when a tenancy rolls periodic"),
    ("Is a carbon monoxide alarm legally required next to a gas hob?", "carbon monoxide alarm legally required"),
    ("Do I need the tenants' consent to record audio on the door cameras?", "consent to record audio"),
    ("How long am I meant to keep old tenancy agreements?", "keep old tenancy agreements"),
    ("Can the agent actually charge a renewal fee under the Tenant Fees Act?", "charge a renewal fee"),
    ("Is rent guarantee insurance worth it for Marlowe House?", "rent guarantee insurance"),
    ("What happens legally if a gas certificate lapses by a day?", "gas certificate lapses by a day"),
    ("Could a tenant refuse the smart lock and demand a normal key?", "refuse the smart lock"),
    ("Does an HMO licence kick in if the Cranbrook lot take a lodger?", "HMO licence kick in"),
    ("Should the camera server sit on its own VLAN?", "camera server sit on its own VLAN"),
    ("Who pays for the chimney sweep, me or the tenant?", "pays for the chimney sweep"),
    ("Can I make tenants pay for replacement fobs?", "pay for replacement fobs"),
    ("Is there a new EPC minimum coming in for existing lets?", "new EPC minimum"),
    ("Is the deposit dispute deadline in calendar days or working days?", "calendar days or working days"),
    ("Does landlord insurance normally cover the cameras and locks?", "insurance normally cover the cameras"),
]

EN_T = {
    "name": {
        "user": [
            "New tenant at {flat} is {name}. Moves in Saturday. Seems nice, which in my experience means absolutely nothing.",
            "Forwarding this from {name} ({role}):\n\n> Hi, just confirming I can come round to have a look, let me know what suits.\n\nPlease tell me he's not another one who turns up at 7am.",
            "fyi {name} is {role} now, apparently the last one left. Fourth one this year, they must have a revolving door.",
            "Can you draft a polite reply to {name}? {role_cap}. Polite. Not what I'd actually write.",
            "Right, note this: {role} is called {name}. I keep calling them the wrong name on the phone and it's getting awkward.",
            "Had {name} on the phone for forty minutes, {role}. Forty. Minutes. Most of it about parking.",
            "so {name} ({role}) wants a reply by end of day, as if I've nothing else on",
        ],
        "assistant": [
            "Noted: {name} is {role}. I'll use that name when I draft anything for them, and I'll keep the tone civil even when you don't.",
            "Got it. So for the record, {role} is {name}. If anything comes in from them I'll flag it so it doesn't get buried under the agent's newsletters.",
        ],
    },
    "command": {
        "user": [
            "Ran `{cmd}` on the server and it just sat there looking at me. Classic.",
            "For the record the fix last time was {cmd} -- write that down somewhere I'll actually see it.",
            "The forum bloke says to run {cmd}. What does that actually do before I break something?",
            "note to self: after a power cut, `{cmd}` before touching anything else",
            "ok ran this:\n\n    {cmd}\n\nno errors, which is suspicious in itself",
            "Tried {cmd} like you said, seems happier. Don't get smug.",
        ],
        "assistant": [
            "The cleanest way is:\n\n```\n{cmd}\n```\n\nRun it as your normal user over SSH, then give it a minute before you judge it. If it complains about permissions, tell me the exact error rather than adding sudo to everything.",
            "I'd start with `{cmd}` -- it's read-only in spirit, so it won't make anything worse, and it tells us whether the problem is the box or the network. Paste me whatever it prints.",
            "Next time this happens, try `{cmd}` first. It usually sorts it without a full reboot, which means the tenants' door cameras stay up and nobody emails you asking why the doorbell went quiet.",
        ],
    },
    "id": {
        "user": [
            "Invoice from the plumber, forwarding as-is:\n\n---\nInvoice {inv}\nTo: labour and parts, {flat}\nPayment within 14 days please\n---\n\nLabour seems optimistic.",
            "The agent's maintenance ticket is {ticket}, for what it's worth. Which historically is not much.",
            "deposit scheme gave me a case number, {case}. keep hold of it, I'll lose the email",
            "Screwfix order {order} for the new tap cartridge, collection tomorrow allegedly",
            "Gas check booking ref is {booking}, the engineer wants someone at {flat} to let him in.",
            "Their reference for the dispute is {case}. Please put that somewhere sensible.",
            "Order number's {order} for the replacement lock cylinder. Arrives 'between 7am and 9pm', so basically sometime this century.",
        ],
        "assistant": [
            "I've logged it under the reference {idv} so we can quote it back at them when they inevitably say they've no record of your call.",
            "Looking at the email you pasted earlier, the reference they want quoted is {idv} -- it's in the subject line, just under all the marketing.",
        ],
    },
    "port": {
        "user": [
            "{svc_cap} is on port {port} now, I moved it because something else was squatting on the default.",
            "Why on earth is {svc} listening on {port}? I certainly didn't set that.",
            "ok so {svc} = port {port}, the other one was clashing with the NAS",
            "I've forwarded {port} through the VPN only for {svc}, before you start lecturing me.",
            "Set {svc} to {port} and it came up first time. Mark the date, it never happens.",
            "tenant's lodger asked why there's something answering on port {port} on the guest wifi. It's {svc}. Do I tell her or just look mysterious",
        ],
        "assistant": [
            "From the compose file you pasted, {svc} is published on port {port} on the host. That's what you'd point the browser at from inside the house.",
            "I'd keep {svc} on {port} and just firewall it to the LAN and the VPN subnet. Moving it around again will only confuse Future You.",
        ],
    },
    "version": {
        "user": [
            "{sw_cap} updated itself to {ver} overnight and now nothing talks to anything. Lovely.",
            "We're on {ver} of {sw}, I checked this morning. Not that it helps.",
            "Apparently {sw} {ver} fixes the thing where the doorbell cam drops out every evening. We'll see.",
            "Please remind me NOT to go past {ver} on {sw} until someone else has tested it.",
            "agent sent the new {sw}, it's {ver} apparently, twelve pages longer for no reason",
            "Pinned {sw} at {ver}. If it breaks now it's someone else's fault.",
        ],
        "assistant": [
            "I'd pin {sw} to {ver} rather than tracking latest. The release after that changed how the integration authenticates, and you don't want to find out at 11pm with a tenant locked out.",
            "The changelog you pasted puts you on {ver} of {sw}. That's the one with the fix for the dropped connections, so it's worth staying on for now.",
        ],
    },
    "money": {
        "user": [
            "Plumber wants {amt} for a washer. A WASHER. I'm in the wrong trade.",
            "Agent's fee for the renewal came to {amt}, which is robbery with paperwork.",
            "so the deposit for {flat} is {amt}, make sure it's protected properly this time",
            "Quote for the boiler service at {flat}: {amt} inc VAT. Cheaper than last year, which worries me.",
            "Tenant's offered {amt} towards the broken blind. Decent of them honestly, I'll take it.",
            "Forwarding the roofer's quote.\n\n> Supply and fit new flashing and clear gutters, total {amt}, 50% up front.\n\nUp front. Of course.",
            "Electricity for the camera server worked out about {amt} last year. Cheaper than the cloud plan by miles.",
        ],
        "assistant": [
            "Adding the figures you pasted together, the invoice total is {amt}. That's labour plus parts; there's no call-out fee listed, so don't let them add one afterwards.",
            "For the budget sheet I'll put the lock replacement down at {amt}, which is what the installer quoted in the email you forwarded.",
        ],
    },
    "date": {
        "user": [
            "Gas safety certificate for {flat} runs out on {date}. Which is annoyingly close.",
            "Tenant at {flat} is leaving on {date}, proper notice for once.",
            "Agent wants the renewal signed by {date}. I'll sign it when I've read it, which may be never.",
            "right the engineer can do {date}, morning slot, someone has to be in",
            "Deposit dispute evidence is due {date}, I will absolutely forget this.",
            "EICR on {flat} is booked for {date}. Tenant's been told. Tenant has ignored it, presumably.",
        ],
        "assistant": [
            "Putting it in the calendar: the deadline in that letter is {date}. I'd aim to have everything sent a few days before so there's room for the scheme's portal to fall over.",
            "According to the certificate you pasted, the next check is due by {date}. Booking it a month early doesn't shorten the cycle, so there's no penalty for getting it done sooner.",
        ],
    },
    "decision": {
        "user": [
            "Right, decision made: {c}. Reason being {r}.",
            "I'm {c}. Honestly {r}, so it's not a hard call.",
            "ok after sleeping on it -- {c}, mostly because {r}",
            "Tell the agent I'm {c}; {r} and I'm done being nice about it.",
            "Final answer: {c}. Why? {r}. That's why.",
            "Changed my mind from yesterday. {c_cap}, since {r}.",
        ],
    },
    "constraint": {
        "user": [
            "Standing rule, please remember it: {k}.",
            "Going forward: {k}. I mean it this time.",
            "Rule for you, even if I ask nicely later: {k}.",
            "Just so we're clear, {k}. Last year taught me that one.",
            "{k_cap}. That's non-negotiable.",
            "add this to the list of things I'm weird about: {k}",
        ],
    },
    "question": {
        "user": [
            "{q} Don't answer now, I'm walking into a viewing.",
            "Something to think about later: {q}",
            "{q} Park that, I'll ask the accountant first.",
            "Random one that came up in the pub: {q} Not urgent.",
            "Oh and -- {q} Leave it for now, my head's full.",
            "{q} Actually, ignore me for now, I'll come back to it.",
        ],
    },
}

EN_ACK = {
    "name": ["Noted, I'll remember who that is.", "Got it. I'll keep their details straight for you.",
             "Understood. Want me to draft something to them, or are we just venting?"],
    "command": ["Good, that output looks healthy to me. Keep an eye on it over the next day.",
                "That's fine. It's not destructive, it just restarts the service and reloads the config.",
                "OK. If it misbehaves again, grab the log before rebooting so we can see what happened."],
    "id": ["Saved. I'll quote it in anything we send them.", "Got it, filed with the rest of the paperwork.",
           "Noted. I'd reply to their email rather than starting a new thread so it stays attached."],
    "port": ["Makes sense. Just make sure the firewall rule matches.", "Fine by me, as long as it's not exposed outside the VPN.",
             "OK, I'll use that when we write up the network notes."],
    "version": ["Noted. I'd hold off on further updates until the next release has been out a week or two.",
                "Fair. Check the release notes before you let it auto-update again."],
    "money": ["Noted for the accounts. Keep the invoice, obviously.", "That's within the normal range, annoyingly.",
              "OK. I'll put it on the running cost sheet for that flat."],
    "date": ["In the calendar. I'll nudge you a week before.", "Got it, I'll remind you in good time.",
             "Noted. Anything you need from the tenant before then?"],
    "decision": ["Sensible. I'll work on that basis.", "Fair enough, that's a defensible call.",
                 "Understood. Want me to write to the agent about it?"],
    "constraint": ["Understood, I'll stick to that.", "Noted. I won't do that without checking with you first.",
                   "Fine. I'll treat that as a standing rule."],
    "question": ["No problem, we'll come back to that one when you're ready.", "Happy to dig into that whenever you want. Go do your viewing.",
                 "Sure, leave it with me until you bring it up again."],
}

EN_USER_FILLER = [
    "morning. tenant at {flat} has discovered the concept of a radiator bleed key, pray for me",
    "Can you tidy up this email so it sounds less like I want to throttle someone",
    "lol",
    "ok cheers",
    "Thanks. That's actually helpful, don't let it go to your head.",
    "The agent has sent a 'quick survey' about their service. I'll give them quick.",
    "Doorbell cam at {flat} filmed a fox eating a pizza box at 3am. Best footage it's ever recorded.",
    "what's the weather doing tomorrow, I need to get up a ladder at {flat}",
    "Remind me why I thought being a landlord was a good pension plan",
    "Tenant wants to know if they can put up shelves. Course they can, just not in the one wall with the gas pipe in it.",
    "quick one: is it 'rent arrears' or 'rent arrear', the agent's letter has both",
    "sorry, went quiet, had to go and reset the trip switch at {flat}. Again.",
    "Neighbour at {flat} is complaining about the bins. The bins are the council's. I'm not the council.",
    "Can you summarise what we did on the camera server last week, roughly, I need to explain it to my brother",
    "brb tenant on the phone",
    "Right. Coffee. Then the inventory report. Then possibly a lie down.",
    "The lock at {flat} beeped three times and then did nothing. Is that good or bad beeping?",
    "Tenant sent me a photo of a damp patch. It's a shadow. I'm fairly sure it's a shadow.",
    "Make this sound professional: 'please stop putting bikes in the hallway, the fire brigade will have words'",
    "what's a reasonable amount of time to wait for a tenant to reply before I just turn up (with notice, obviously)",
    "Can you do me a checklist for a move-out, the short version, I know the long one",
    "Never mind, found it. It was in the other drawer. It's always in the other drawer.",
    "ugh, the agent's portal logged me out again mid-upload",
    "Why do contractors only ever reply at 6:45 in the morning",
    "Tenant at {flat} says the smart lock 'feels judgemental'. I have no response to that.",
    "Ok. That's enough admin for today, I'm going to go stare at a wall.",
]

EN_TENANT_MAIL = [
    "Forwarding from the {flat} tenant, verbatim, brace yourself:\n\n> Hi,\n> The {thing} has started {symptom} again. It's been like this since {when}. Could someone come and look at it? We're around most evenings.\n> Thanks\n> Flat {fno}\n\nSince {when}. And I'm hearing about it now.",
    "Another one:\n\n> Hello, sorry to bother you, the {thing} is {symptom}. I've tried turning it off and on. Also is there a spare key for the bike shed?\n> Sent from my iPhone\n\nI love how the bike shed got in there.",
    "Email from {flat}, can you help me reply:\n\n> Dear Landlord,\n> I am writing to formally notify you that the {thing} is {symptom}. I would appreciate this being resolved promptly.\n> Regards\n\n'Formally notify'. Someone's been on a forum.",
]
EN_THINGS = [("extractor fan", "making a grinding noise"), ("kitchen tap", "dripping"),
             ("smart lock", "beeping at night"), ("bathroom sealant", "going black"),
             ("boiler", "losing pressure"), ("doorbell camera", "going offline"),
             ("shower", "running lukewarm"), ("back door", "sticking"),
             ("washing machine", "leaking a bit"), ("hallway light", "flickering")]
EN_WHEN = ["last week", "the weekend", "about a month ago", "the cold snap", "Tuesday-ish"]

EN_LOG = [
    "Here's what the server is spitting out:\n\n```\n[{ts}] frigate.video  ERROR : {cam}: Unable to read frames from ffmpeg process.\n[{ts}] frigate.video  ERROR : {cam}: ffmpeg process is not running. exiting capture thread...\n[{ts}] watchdog.{cam} INFO  : Restarting ffmpeg...\n```\n\nIt does this every night around the same time.",
    "log from the lock bridge, no idea what half of it means\n\n```\n{ts} bridge: wifi rssi -78\n{ts} bridge: mqtt reconnect (attempt 3)\n{ts} bridge: lock state unknown -> locked\n```",
    "This is the disk situation, apparently:\n\n```\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/sda1       916G  871G   45G  96% /srv\n```\n\nSo that's why it stopped recording.",
]
EN_CAMS = ["albion_front", "cranbrook_door", "sefton_gate", "marlowe_lobby"]

EN_TABLE = [
    "Where are we on the annual stuff? I've made a table, don't laugh:\n\n| Flat | Gas cert | EICR | Smoke alarms | Notes |\n|---|---|---|---|---|\n| Albion St | done | ok | tested | tenant happy-ish |\n| Cranbrook Rd | booked | ok | tested | boiler sulking |\n| Sefton Tce | done | due | not yet | neighbour saga |\n| Marlowe Hse | overdue?? | ok | tested | new tenant |\n\nWhat am I missing?",
    "Repairs list as it stands:\n\n- {flat}: {t1}\n- {flat2}: {t2}\n- all of them: batteries in the locks\n- me: sanity\n\nPrioritise that for me.",
]

EN_ASSIST_PARAS = [
    "On the deposit side, the main thing is that the prescribed information goes to the tenant within thirty days of the money arriving, and that you keep proof you sent it. Most disputes that go badly for landlords go badly on paperwork, not on the actual state of the flat.",
    "For the gas safety side, the certificate has to be renewed every twelve months and the tenant needs a copy. If you book the check up to two months early you keep the original anniversary, so there's no reason to leave it to the last week.",
    "With the cameras, the boring answer is the right one: point them at your own doorways, not the street, keep the retention short, and put a small sign up. It keeps the tenants on side and keeps you out of trouble if anyone ever asks for their footage.",
    "On the server itself, most of the nightly drop-outs you've had look like the camera streams stalling rather than the box falling over. Using the restream for recording and detection, instead of opening two connections to each camera, usually calms that down.",
    "About the agent: it's worth reading exactly what your management agreement says about approvals. Most have a spending limit under which they can instruct contractors without asking you, and that's where the surprise invoices come from.",
    "For the smart locks, keep at least one physical key per flat somewhere sensible, and make sure the batteries get changed on a schedule rather than when the lock starts complaining. A flat battery at the wrong moment is a locksmith call-out.",
    "If you want to reply to the tenant, I'd keep it short: acknowledge the problem, say when someone can come, and ask them for a time they're in. Leave the commentary out of the email, however tempting it is.",
    "On the money side, it's worth keeping a simple per-flat sheet: rent in, agent fees, repairs, certificates and the share of the server costs. Come January, the tax return takes an afternoon instead of a week.",
    "On the damp question: a lot of it is condensation, but you want to rule out a leak before you tell anyone to open a window. A cheap humidity logger left in the bathroom for a week settles the argument either way.",
    "For backups, the recordings don't need backing up, but the configuration does. A copy of the config folder and the compose files somewhere off the box means a dead disk is an afternoon's work rather than a weekend.",
    "With contractors, asking for photos before and after the job costs them nothing and saves you a trip across town. The good ones do it anyway.",
    "On the tenancy renewal: if nothing changes you can just let it roll periodic, but if you want a new term with a different rent, you need a proper agreement or a section 13 notice, not a friendly email.",
]
EN_ASSIST_OPEN = ["Right, a few thoughts.", "OK, here's how I'd approach it.", "Fair question.",
                  "Short version first, then detail.", "That's a familiar mess, unfortunately.",
                  "Here's a tidier version, and some context.", "Let's untangle that."]
EN_ASSIST_CLOSE = ["Want me to draft the email?", "Shout if any of that doesn't match what you're seeing.",
                   "I can turn that into a checklist if it helps.", "Happy to go through it line by line.",
                   "", "Let me know how the tenant responds."]
EN_DRAFT = [
    "Here's a draft:\n\n> Hi,\n> Thanks for letting me know about the {thing}. I'll arrange for someone to come and take a look this week and will confirm a time with you first. If it gets worse in the meantime, please message me straight away.\n> Best wishes\n\nPolite, firm, no sarcasm. I removed the bit about the forum.",
    "Try this:\n\n> Hello,\n> Just a reminder that the hallway needs to be kept clear for fire safety. Bikes can go in the shed; I've asked for a spare key to be cut.\n> Thanks for your help with this.\n\nIt says the same thing as yours, with fewer capital letters.",
]

# ----------------------------------------------------------------------------- Chinese pools

ZH_SUR = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "胡", "朱", "高",
          "林", "何", "郭", "罗", "梁", "宋", "郑", "谢", "韩", "唐", "冯", "董", "萧", "蒋", "沈"]
ZH_GIVEN = ["建国", "秀英", "志强", "丽娟", "海涛", "晓燕", "俊杰", "雪梅", "文博", "国庆", "春生",
            "玉兰", "子涵", "思远", "佳怡", "宏伟", "静怡", "德华", "明轩", "淑芬", "振华", "桂香",
            "浩然", "梦琪", "立新", "婉婷"]
ZH_ROLES = ["幸福里那套的新租客", "燃气公司上门检查的师傅", "中介那边的经理", "修水管的师傅",
            "做电路检测的电工", "押金托管平台的客服", "保洁阿姨", "滨江花园楼下的邻居",
            "开锁师傅", "物业管家", "帮我报税的会计", "装智能锁的师傅", "学府路那套的租客",
            "退房验房的人", "修屋顶的师傅"]
FLATS_ZH = ["幸福里那套", "滨江花园那套", "学府路那套", "老城区那套"]
SERVICES_ZH = ["Frigate的网页", "MQTT服务", "门锁网关的接口", "Home Assistant", "go2rtc",
               "WireGuard", "Pi-hole后台", "Grafana", "Node-RED", "RTSP转发", "NAS管理页面"]
SOFTWARE_ZH = ["Frigate", "Home Assistant", "门锁网关固件", "智能锁App", "树莓派系统",
               "租房合同模板", "中介的房东App", "go2rtc", "摄像头固件", "Tailscale"]

DECISIONS_ZH = [
    ("换第二家水电师傅", "第一家只收现金"),
    ("不跟中介续约了", "服务费又涨了"),
    ("押金全部转到托管平台", "一分钱手续费都不用出"),
    ("把幸福里的热水器直接换新", "今年已经坏了三次"),
    ("门锁全部改成密码开门", "租客老丢门卡"),
    ("录像只保留十四天", "存久了硬盘扛不住"),
    ("明年房租涨百分之三", "房贷利率上调了"),
    ("退房检查我自己去", "中介上次漏了地板的划痕"),
    ("摄像头录像自己存", "云存储按摄像头收费"),
    ("允许学府路的租客养猫", "她四年没拖过一天房租"),
    ("四套房的燃气检查约在同一天", "师傅说一起做能便宜点"),
    ("保洁费那笔不扣了", "扯皮的时间更值钱"),
    ("给服务器配个UPS", "上次停电把SD卡搞坏了"),
    ("把Frigate从树莓派迁到小主机上", "老是内存不够"),
    ("让租客直接联系水管师傅", "中介每次都要拖两天"),
    ("春节期间滨江那套先空着", "租三周不值得折腾"),
    ("师傅的钱只走银行转账", "我要留个凭证"),
    ("换租客的时候自己刷墙", "油漆师傅报价贵得离谱"),
]
CONSTRAINTS_ZH = [
    "不要用短信发门锁密码",
    "早上十点前别让师傅进老城区那套",
    "没看到照片之前不付款",
    "没问我之前不要跟中介续任何合同",
    "工作日白天不要重启摄像头服务器",
    "不要把租客的邮件转给中介",
    "路由器不要开放任何端口到公网",
    "晚上九点以后不要给租客发消息",
    "押金没到账不交钥匙",
    "没有我签字不要提交押金申请",
    "服务器上不要存租客的身份证照片",
    "只找有燃气资质的师傅",
    "录像不准拷出家门",
    "超过五百块的维修必须比两家报价",
    "周日不让中介带看",
    "不要在租客群里讨论涨租",
]
QUESTIONS_ZH = [
    ("智能门锁的费用能不能抵税啊？", "智能门锁的费用能不能抵税"),
    ("合同到期自动续租的话，押金要不要重新登记？", "押金要不要重新登记"),
    ("滨江那套厨房是不是必须装一氧化碳报警器？", "必须装一氧化碳报警器"),
    ("门口摄像头录音需要租客同意吗？", "摄像头录音需要租客同意"),
    ("旧的租房合同到底要保留几年？", "旧的租房合同到底要保留几年"),
    ("中介收续约费合法吗？", "中介收续约费合法吗"),
    ("要不要给学府路那套买租金损失险？", "买租金损失险"),
    ("燃气检查证明过期一天会怎么样？", "燃气检查证明过期一天"),
    ("租客能不能拒绝用智能锁，坚持要普通钥匙？", "拒绝用智能锁"),
    ("老城区那套要是租客再带个室友进来，算不算群租？", "算不算群租"),
    ("摄像头服务器要不要单独划一个VLAN？", "单独划一个VLAN"),
    ("烟道清理的钱该我出还是租客出？", "烟道清理的钱该我出"),
    ("租客丢的门卡能让他们自己赔吗？", "丢的门卡能让他们自己赔"),
    ("出租房的能耗标准明年是不是要提高？", "能耗标准明年是不是要提高"),
    ("押金纠纷的申诉期限算自然日还是工作日？", "自然日还是工作日"),
    ("房东险包不包摄像头这些设备？", "房东险包不包摄像头"),
]

ZH_T = {
    "name": {
        "user": [
            "{flat}的新租客叫{name}，周六搬进来。看着挺靠谱，不过看着靠谱的我见多了。",
            "转一下{name}（{role}）发来的：\n\n> 您好，我这周想过去看一下情况，您看哪天方便？\n\n千万别又是早上七点就敲门的那种。",
            "记一下，{role}现在换成{name}了，上一个据说辞职了。今年第四个，这公司是旋转门吧",
            "帮我给{name}回个消息，客气一点，{role}。客气一点，不是我心里想说的那种。",
            "{role}叫{name}，你帮我记着，我打电话老叫错名字，挺尴尬的",
            "刚跟{name}打了四十分钟电话，{role}，四十分钟！大半时间在聊停车位。",
            "{name}（{role}）说今天下班前要回复，搞得我好像很闲一样",
        ],
        "assistant": [
            "记下了：{name}是{role}。以后给他们写东西我就用这个名字，语气我帮你保持客气，哪怕你不想客气。",
            "好的，{role}是{name}。他们那边来消息我会单独提醒你，不让它被中介的广告邮件淹掉。",
        ],
    },
    "command": {
        "user": [
            "在服务器上跑了 `{cmd}`，然后它就一动不动地看着我。经典。",
            "记一下，上次是靠 {cmd} 修好的，写在我能看到的地方",
            "论坛上有人让我跑 {cmd}，这到底是干嘛的？我怕又搞坏了",
            "备忘：停电之后先跑 `{cmd}`，别的先别动",
            "跑了这个：\n\n    {cmd}\n\n没报错，反而让我有点不安",
            "按你说的试了 {cmd}，好像正常了。别得意。",
        ],
        "assistant": [
            "最干净的办法是：\n\n```\n{cmd}\n```\n\n用你平时的用户SSH上去跑，跑完等一分钟再下结论。要是报权限错误，把原话发我，别什么都加sudo。",
            "我建议先跑 `{cmd}`，它基本不会改东西，能看出来是机器的问题还是网络的问题。把输出贴给我就行。",
            "下次再这样，先试试 `{cmd}`，一般不用整机重启就能好，这样租客的门铃摄像头也不会断，不会有人跑来问你门铃怎么没声了。",
        ],
    },
    "id": {
        "user": [
            "水管师傅的发票，原样转给你：\n\n---\n单号 {inv}\n{flat} 人工加材料\n请十四天内付款\n---\n\n这人工费报得挺有想象力。",
            "中介的报修工单号是 {ticket}，虽然有了工单号也不代表他们会管。",
            "押金平台给了个案件号 {case}，你帮我记着，邮件我肯定会找不到",
            "在京东买的水龙头阀芯，订单号{order}，说明天到，谁知道呢",
            "燃气检查的预约号是{booking}，师傅要求{flat}得有人在家开门。",
            "他们那边的纠纷编号是 {case}，放个靠谱的地方。",
            "换锁芯的订单号{order}，说是“早七点到晚九点之间送达”，等于没说。",
        ],
        "assistant": [
            "我按编号 {idv} 记下来了，等他们又说“没有您的来电记录”的时候可以直接甩给他们。",
            "你前面贴的那封邮件里，他们要求引用的编号是 {idv}，就在标题下面那一堆广告上面。",
        ],
    },
    "port": {
        "user": [
            "{svc}现在改到{port}端口了，默认的那个被别的东西占了。",
            "{svc}怎么在监听{port}？我可没这么设过。",
            "ok {svc}就是{port}，原来那个跟NAS冲突",
            "{port}只在VPN里给{svc}开了，你先别急着教育我。",
            "{svc}设成{port}一次就起来了，记下今天，这种事百年一遇。",
            "租客的朋友问访客wifi上为什么有个{port}端口在响应。那是{svc}。我是解释一下还是装神秘",
        ],
        "assistant": [
            "从你贴的compose文件看，{svc}映射在宿主机的{port}端口，在家里用浏览器打开这个端口就行。",
            "我建议{svc}就留在{port}，防火墙只放行内网和VPN网段就好。再挪来挪去以后的你会更糊涂。",
        ],
    },
    "version": {
        "user": [
            "{sw}半夜自己升级到{ver}了，现在什么都连不上。真好。",
            "我早上看了，{sw}现在是{ver}，看了也没用。",
            "听说{sw} {ver}修好了门铃摄像头每天晚上掉线的问题，走着瞧。",
            "提醒我{sw}别升到{ver}以上，等别人先踩完坑再说。",
            "中介发来新的{sw}，说是{ver}版，多了十二页，不知道多了些什么",
            "{sw}锁在{ver}了。现在再出问题就不是我的锅。",
        ],
        "assistant": [
            "我建议把{sw}固定在{ver}，别跟着latest走。后面那个版本改了认证方式，你不会想在晚上十一点租客进不了门的时候才发现。",
            "按你贴的更新日志，你现在用的是{sw} {ver}，这个版本修了断连的问题，先别动。",
        ],
    },
    "money": {
        "user": [
            "水管师傅换个垫圈要{amt}。一个垫圈！我入错行了。",
            "中介续约的服务费是{amt}，这就是带合同的抢劫。",
            "{flat}的押金是{amt}，这次务必登记好",
            "{flat}锅炉保养报价{amt}，比去年便宜，反而让我不放心。",
            "租客说愿意出{amt}赔那个坏掉的百叶帘，还挺讲究的，我收了。",
            "转一下修屋顶师傅的报价：\n\n> 更换泛水板并清理天沟，总价{amt}，先付一半。\n\n先付一半，果然。",
            "摄像头服务器去年电费大概{amt}，比云存储便宜太多了。",
        ],
        "assistant": [
            "把你贴的几项加起来，发票总额是{amt}，人工加材料，没有上门费，别让他们事后再加。",
            "预算表里换锁这一项我先记{amt}，就是你转发的那封邮件里安装师傅报的价。",
        ],
    },
    "date": {
        "user": [
            "{flat}的燃气安全证明{date}到期，烦死了，太近了。",
            "{flat}的租客{date}搬走，这次居然提前通知了。",
            "中介要我{date}之前签续约合同。我看完再签，可能永远看不完。",
            "师傅说{date}可以来，上午，得有人在家",
            "押金纠纷的证据{date}前要交，我绝对会忘。",
            "{flat}的电路检测约在{date}了，租客已经通知了，租客大概已经无视了。",
        ],
        "assistant": [
            "记进日历了：那封信里的截止日期是{date}。建议提前几天把材料都交掉，留点时间给平台的网站崩溃。",
            "按你贴的证明，下次检查要在{date}之前做。提前一个月做也不会缩短周期，所以早做没坏处。",
        ],
    },
    "decision": {
        "user": [
            "好，定了：{c}。原因是{r}。",
            "我决定{c}，说实话{r}，没什么好纠结的。",
            "想了一晚上，{c}，主要是{r}",
            "跟中介说我{c}，{r}，我不想再客气了。",
            "最终决定：{c}。为什么？{r}。就这样。",
            "我改主意了，{c}，因为{r}。",
        ],
    },
    "constraint": {
        "user": [
            "一条规矩，你记住：{k}。",
            "以后{k}，这次我是认真的。",
            "给你定个规矩，哪怕我以后好声好气地求你也不行：{k}。",
            "先说清楚，{k}。去年吃过亏了。",
            "{k}，这个没得商量。",
            "把这条加到我的怪癖清单里：{k}",
        ],
    },
    "question": {
        "user": [
            "{q}先别回答，我要去带看了。",
            "回头想想：{q}",
            "{q}先放着，我先问问会计。",
            "在饭桌上有人问起：{q}不急。",
            "哦对了——{q}先别管，我脑子已经满了。",
            "{q}算了，先别理我，回头再说。",
        ],
    },
}

ZH_ACK = {
    "name": ["记住了，我知道这是谁了。", "好的，他们的信息我帮你理清楚。", "明白。要我帮你起草点什么，还是你只是想吐槽一下？"],
    "command": ["好，这个输出看着挺健康的，接下来一天留意一下就行。", "没问题，这个不会破坏东西，只是重启服务并重新加载配置。",
                "好。要是再出问题，重启之前先把日志拷下来，方便看是怎么回事。"],
    "id": ["存好了，以后给他们发东西我都带上。", "收到，跟其他材料放一起了。", "记下了。建议直接回复他们那封邮件，别另开新邮件，这样记录都在一起。"],
    "port": ["说得通，只要防火墙规则对得上就行。", "可以，只要别暴露到VPN外面。", "好，写网络笔记的时候我就用这个。"],
    "version": ["记下了。下个版本出来一两周之前先别再升级。", "有道理，下次让它自动更新之前先看看更新说明。"],
    "money": ["记账了，发票留好。", "这个价格在正常范围内，可惜。", "好，我记到这套房的费用表里。"],
    "date": ["进日历了，提前一周提醒你。", "收到，到时候我提前提醒你。", "记下了。那之前需要租客准备什么吗？"],
    "decision": ["挺合理的，我就按这个来。", "可以，这个决定说得过去。", "明白。要我给中介写封邮件说一下吗？"],
    "constraint": ["明白，我会遵守。", "记住了，这种事我会先问你。", "好，我当成长期规矩。"],
    "question": ["没问题，等你有空再说这个。", "你先去忙，回头想聊这个随时找我。", "好，先放着，等你再提起来。"],
}

ZH_USER_FILLER = [
    "早。{flat}的租客终于发现暖气片可以放气了，为我祈祷吧",
    "帮我把这封邮件改得没那么像要掐死人",
    "哈哈哈",
    "好的谢了",
    "谢谢，还挺有用的，别骄傲。",
    "中介发来一个“服务满意度小调查”，我给他们调查调查。",
    "{flat}门口的摄像头凌晨三点拍到一只猫在翻垃圾袋，这是它拍过最精彩的画面。",
    "明天天气怎么样，我要去{flat}爬梯子",
    "提醒我一下当初为什么觉得当房东是个好养老方案",
    "租客问能不能在墙上打孔装架子。当然能，就是别打那面走燃气管的墙。",
    "抱歉刚才没回，去{flat}推电闸了。又一次。",
    "{flat}的邻居投诉垃圾桶。垃圾桶是物业的，我又不是物业。",
    "你帮我大概总结一下上周我们在摄像头服务器上做了什么，我要跟我弟解释",
    "等下，租客来电话了",
    "好，先喝咖啡，然后写验房报告，然后可能躺一会儿。",
    "{flat}的门锁滴了三声然后没反应。这是好的滴还是坏的滴？",
    "租客发了张墙上发霉的照片。那是影子。我很确定那是影子。",
    "帮我把这句改得专业一点：“楼道别再放自行车了，消防来了有你们好看”",
    "租客一直不回消息，等多久我可以直接上门（当然提前通知）",
    "帮我列个退房清单，简短版，长的我知道",
    "算了找到了，在另一个抽屉里。永远在另一个抽屉里。",
    "中介的系统又在我上传一半的时候把我踢出来了",
    "为什么师傅们都喜欢早上六点四十五回消息",
    "{flat}的租客说智能锁“看起来在评判她”。我无话可说。",
    "行了，今天的杂事够多了，我去发会儿呆。",
]
ZH_TENANT_MAIL = [
    "转一下{flat}租客的消息，原话，做好心理准备：\n\n> 房东您好，{thing}又{symptom}了，从{when}开始就这样。能找人来看看吗？我们晚上一般都在家。\n> 谢谢\n\n从{when}开始。现在才告诉我。",
    "又来一个：\n\n> 您好打扰了，{thing}{symptom}，我关了重开也没用。另外自行车棚有备用钥匙吗？\n\n自行车棚怎么也混进来了。",
    "{flat}发来的，帮我想想怎么回：\n\n> 房东：\n> 特此正式通知您，{thing}{symptom}，希望尽快处理。\n\n“特此正式通知”，肯定是上网查过了。",
]
ZH_THINGS = [("抽油烟机", "有怪声"), ("厨房水龙头", "滴水"), ("智能锁", "半夜乱响"),
             ("卫生间的玻璃胶", "发黑"), ("热水器", "打不着火"), ("门铃摄像头", "掉线"),
             ("淋浴", "水不热"), ("阳台门", "关不上"), ("洗衣机", "有点漏水"), ("楼道灯", "一闪一闪")]
ZH_WHEN = ["上周", "周末", "大概一个月前", "降温那几天", "周二左右"]
ZH_LOG = [
    "服务器一直在刷这个：\n\n```\n[{ts}] frigate.video  ERROR : {cam}: Unable to read frames from ffmpeg process.\n[{ts}] frigate.video  ERROR : {cam}: ffmpeg process is not running. exiting capture thread...\n[{ts}] watchdog.{cam} INFO  : Restarting ffmpeg...\n```\n\n每天晚上差不多这个时间都来一次。",
    "门锁网关的日志，一半看不懂\n\n```\n{ts} bridge: wifi rssi -78\n{ts} bridge: mqtt reconnect (attempt 3)\n{ts} bridge: lock state unknown -> locked\n```",
    "硬盘情况是这样的：\n\n```\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/sda1       916G  871G   45G  96% /srv\n```\n\n难怪不录了。",
]
ZH_CAMS = ["xingfuli_door", "binjiang_gate", "xuefu_front", "laocheng_lobby"]
ZH_TABLE = [
    "年度检查现在什么情况？我做了个表，别笑：\n\n| 房子 | 燃气检查 | 电路 | 烟感 | 备注 |\n|---|---|---|---|---|\n| 幸福里 | 做了 | 正常 | 测过 | 租客还算满意 |\n| 滨江花园 | 约了 | 正常 | 测过 | 热水器闹脾气 |\n| 学府路 | 做了 | 该做了 | 还没 | 邻居那出戏 |\n| 老城区 | 过期了？？ | 正常 | 测过 | 新租客 |\n\n我漏了什么？",
    "目前的维修清单：\n\n- {flat}：{t1}\n- {flat2}：{t2}\n- 所有房子：门锁换电池\n- 我：换个脑子\n\n帮我排个优先级。",
]
ZH_ASSIST_PARAS = [
    "押金这块，最重要的是钱到账之后按规定时间把登记信息给到租客，而且要留好发送的凭证。房东吃亏的纠纷，多半是输在材料上，不是输在房子的实际情况上。",
    "燃气安全检查每十二个月要做一次，租客要拿到一份证明。提前一两个月做也不影响原来的周期，所以没必要拖到最后一周。",
    "摄像头这块，最无聊的答案往往是对的：只对着自家门口，别对着街；录像保留时间短一点；门口贴个小提示。这样租客不反感，以后有人要调录像你也不被动。",
    "服务器本身，你最近晚上掉线的情况，看起来更像是摄像头的视频流卡住了，而不是机器死机。录像和识别都走转发流，不要对每个摄像头开两个连接，一般能好很多。",
    "关于中介：建议仔细看看托管协议里关于审批的条款。大多数协议都有一个金额上限，低于这个数他们可以不问你直接叫师傅，你那些莫名其妙的账单就是这么来的。",
    "智能锁这块，每套房至少留一把实体钥匙放在稳妥的地方，电池按计划换，别等锁开始报警了才换。关键时刻没电，就是一次开锁师傅的上门费。",
    "回租客的话，我建议简短一点：确认问题，说什么时候能来人，问他们什么时间在家。吐槽的部分就别写进去了，虽然很想写。",
    "钱这块，建议每套房做一张简单的表：租金收入、中介费、维修、检查费、服务器分摊的电费。到了报税的时候，一个下午就能搞定，不用折腾一星期。",
    "发霉的问题，很多时候是冷凝水，但在让人开窗通风之前，最好先排除漏水。在卫生间放个便宜的湿度记录仪放一周，就能说清楚了。",
    "备份方面，录像本身不用备份，但配置要备份。把配置文件夹和compose文件拷一份放到别的地方，硬盘坏了也就是一个下午的事，而不是一个周末。",
    "跟师傅打交道，让他们干活前后拍照，对他们来说不费事，还能省你跑一趟。靠谱的师傅本来就会这么做。",
    "续租的话：如果什么都不变，可以直接按原条件续下去；如果要改租金、签新期限，就得正式签合同或者书面通知，不能只发个微信说一声。",
]
ZH_ASSIST_OPEN = ["好，说几点想法。", "我会这样处理：", "问得好。", "先说结论，再说细节。", "这种情况挺常见的，可惜。", "整理了一下，顺便说点背景。"]
ZH_ASSIST_CLOSE = ["要我帮你起草消息吗？", "有哪里跟你看到的情况对不上，告诉我。", "需要的话我可以整理成清单。", "", "看看租客怎么回。"]
ZH_DRAFT = [
    "草稿如下：\n\n> 您好，\n> 谢谢告知{thing}的情况。我这周安排人过去看看，确定时间前会先跟您约。如果这期间情况变严重，请直接联系我。\n\n客气、明确、没有阴阳怪气。论坛那句我删了。",
    "试试这个：\n\n> 大家好，\n> 提醒一下，楼道需要保持畅通，这是消防要求。自行车可以放车棚，备用钥匙我已经去配了。\n> 谢谢配合。\n\n意思跟你的一样，就是少了几个感叹号。",
]


# ----------------------------------------------------------------------------- value makers

def make_id(rng, zh, fam):
    L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    if zh:
        opts = {
            "inv": [lambda: "FP-%05d" % rng.randint(10000, 99999), lambda: "NO.%07d" % rng.randint(0, 9999999)],
            "ticket": [lambda: "BX-%04d" % rng.randint(1000, 9999),
                       lambda: "GD%d%02d%02d-%03d" % (2026, rng.randint(10, 11), rng.randint(1, 28), rng.randint(1, 999))],
            "case": [lambda: "YJ%s%06d" % (rng.choice(L), rng.randint(0, 999999)),
                     lambda: "JF-2026-%05d" % rng.randint(0, 99999)],
            "order": [lambda: "%d" % rng.randint(10 ** 11, 10 ** 12 - 1)],
            "booking": [lambda: "RQ-%s%s%04d" % (rng.choice(L), rng.choice(L), rng.randint(0, 9999))],
            "any": [lambda: "BX-%04d" % rng.randint(1000, 9999), lambda: "YJ%s%06d" % (rng.choice(L), rng.randint(0, 999999))],
        }
    else:
        opts = {
            "inv": [lambda: "INV-%05d" % rng.randint(10000, 99999), lambda: "%s%s-%04d" % (rng.choice(L), rng.choice(L), rng.randint(0, 9999))],
            "ticket": [lambda: "HP-REP-%04d" % rng.randint(1000, 9999), lambda: "MNT-%s%04d" % (rng.choice(L), rng.randint(0, 9999))],
            "case": [lambda: "DPS-%s%06d" % (rng.choice(L), rng.randint(0, 999999)), lambda: "TDS/%d/%05d" % (rng.randint(24, 26), rng.randint(0, 99999))],
            "order": [lambda: "SF%s%07d" % (rng.choice(L), rng.randint(0, 9999999)), lambda: "%s%s%s-%04d" % (rng.choice(L), rng.choice(L), rng.choice(L), rng.randint(0, 9999))],
            "booking": [lambda: "CP12-%s%04d" % (rng.choice(L), rng.randint(0, 9999)), lambda: "GSB%05d" % rng.randint(0, 99999)],
            "any": [lambda: "HP-REP-%04d" % rng.randint(1000, 9999), lambda: "DPS-%s%06d" % (rng.choice(L), rng.randint(0, 999999))],
        }
    return rng.choice(opts[fam])()


def make_money(rng, zh):
    if zh:
        n = rng.choice([rng.randint(8, 60) * 10, rng.randint(5, 90) * 100, rng.randint(100, 999) * 5])
        fmt = rng.choice(["{n}元", "{n}块", "¥{n}", "{c}元"])
        return fmt.format(n=n, c="{:,}".format(n))
    kind = rng.random()
    if kind < 0.4:
        n = rng.randint(7, 60) * 5
        return "£%d" % n
    if kind < 0.8:
        n = rng.randint(30, 480) * 10
        return "£{:,}".format(n)
    return "£%d.%02d" % (rng.randint(20, 900), rng.choice([50, 99, 40, 25, 80, 15]))


def suffix(d):
    if 10 <= d % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


def make_date(rng, zh):
    m = rng.choice(MONTHS)
    d = rng.randint(1, 28)
    mn = MON_NUM[m]
    wd = datetime.date(2026 if mn == 12 else 2027, mn, d).weekday()  # the weekday is the real one
    if zh:
        f = rng.choice(["{mn}月{d}日", "{mn}月{d}号", "{mn}月{d}日周{w}", "{mn}/{d}"])
        return f.format(mn=mn, d=d, w="一二三四五六日"[wd])
    dn = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][wd]
    f = rng.choice(["{m} {d}", "{d:02d}/{mn:02d}", "{dn} the {d}{s}", "the {d}{s} of {m}",
                    "{ms} {d}{s}", "{dn} {d} {m}"])
    return f.format(m=m, d=d, mn=mn, dn=dn, s=suffix(d), ms=MON_SHORT[m])


VERSION_STYLE = {
    "Frigate": lambda r: "0.%d.%d" % (r.randint(12, 16), r.randint(0, 4)),
    "Home Assistant": lambda r: "2026.%d.%d" % (r.randint(1, 11), r.randint(0, 5)),
    "go2rtc": lambda r: "1.%d.%d" % (r.randint(5, 9), r.randint(0, 9)),
    "Mosquitto": lambda r: "2.0.%d" % r.randint(11, 22),
    "Tailscale": lambda r: "1.%d.%d" % (r.randint(60, 88), r.randint(0, 4)),
    "the tenancy agreement template": lambda r: "v%d.%d" % (r.randint(3, 9), r.randint(0, 9)),
    "the inventory report template": lambda r: "v%d.%d" % (r.randint(2, 6), r.randint(0, 9)),
    "租房合同模板": lambda r: "V%d.%d" % (r.randint(3, 9), r.randint(0, 9)),
}


def make_version(rng, sw):
    f = VERSION_STYLE.get(sw)
    if f:
        return f(rng)
    return "%d.%d.%d" % (rng.randint(1, 5), rng.randint(0, 30), rng.randint(0, 12))


def make_name(rng, zh):
    if zh:
        return rng.choice(ZH_SUR) + rng.choice(ZH_GIVEN)
    if rng.random() < 0.2:
        return rng.choice(EN_FIRST)
    return rng.choice(EN_FIRST) + " " + rng.choice(EN_LAST)


def cap(s):
    return s[:1].upper() + s[1:]


# ----------------------------------------------------------------------------- facts

def build_fact(kind, rng, used, zh, pools):
    T = ZH_T if zh else EN_T
    flats = FLATS_ZH if zh else FLATS_EN
    can_assist = "assistant" in T[kind] and rng.random() < 0.22
    role = "assistant" if can_assist else "user"
    tpl = rng.choice(T[kind][role])
    flat = rng.choice(flats)
    if kind == "name":
        v = pick_unique(rng, used, lambda: make_name(rng, zh))
        r = rng.choice(ZH_ROLES if zh else EN_ROLES)
        text = tpl.format(name=v, role=r, role_cap=cap(r), flat=flat)
        needles = [v]
    elif kind == "command":
        v = pick_unique(rng, used, lambda: rng.choice(FACT_COMMANDS))
        text = tpl.format(cmd=v)
        needles = [v]
    elif kind == "id":
        fam = next((f for f in ("inv", "ticket", "case", "order", "booking", "idv") if "{%s}" % f in tpl))
        fam = "any" if fam == "idv" else fam
        v = pick_unique(rng, used, lambda: make_id(rng, zh, fam))
        text = tpl.format(idv=v, inv=v, ticket=v, case=v, order=v, booking=v, flat=flat)
        needles = [v]
    elif kind == "port":
        v = pick_unique(rng, used, lambda: str(rng.choice(PORTS)))
        svc = rng.choice(SERVICES_ZH if zh else SERVICES_EN)
        text = tpl.format(port=v, svc=svc, svc_cap=cap(svc))
        needles = [v]
    elif kind == "version":
        sw = rng.choice(SOFTWARE_ZH if zh else SOFTWARE_EN)
        v = pick_unique(rng, used, lambda: make_version(rng, sw))
        text = tpl.format(ver=v, sw=sw, sw_cap=cap(sw))
        needles = [v]
    elif kind == "money":
        v = pick_unique(rng, used, lambda: make_money(rng, zh))
        text = tpl.format(amt=v, flat=flat)
        needles = [v]
    elif kind == "date":
        v = pick_unique(rng, used, lambda: make_date(rng, zh))
        text = tpl.format(date=v, flat=flat)
        needles = [v]
    elif kind == "decision":
        pair = pools["decision"].pop()
        for n in pair:
            if not used.ok(n):
                raise RuntimeError("decision clash")
            used.add(n)
        c, r = pair
        text = tpl.format(c=c, r=r, c_cap=cap(c))
        needles = [c, r]
    elif kind == "constraint":
        k = pools["constraint"].pop()
        if not used.ok(k):
            raise RuntimeError("constraint clash")
        used.add(k)
        text = tpl.format(k=k, k_cap=cap(k))
        needles = [k]
    else:
        q, n = pools["question"].pop()
        if not used.ok(n):
            raise RuntimeError("question clash")
        used.add(n)
        text = tpl.format(q=q)
        needles = [n]
    # a template may capitalise the start of a phrase: the needle is the phrase as written
    needles = [n if n in text else cap(n) for n in needles]
    for n in needles:
        assert n in text, (n, text)
    return {"kind": kind, "role": role, "text": text, "needles": needles}


# ----------------------------------------------------------------------------- filler

def ts(rng):
    return "2026-11-%02d %02d:%02d:%02d" % (rng.randint(10, 19), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59))


EN_OPEN = ["Morning. Brace yourself, it's going to be one of those weeks with the flats.",
           "Right, I need a hand getting the rental admin under control before it eats my weekend.",
           "Hello again. Four flats, one of me, and a letting agent who thinks email is optional. Let's go."]
ZH_OPEN = ["早。做好准备，这周四套房又要折腾了。", "帮我把出租房这堆杂事理一理，不然周末又泡汤了。",
           "又是我。四套房，一个我，外加一个不回消息的中介。开始吧。"]


def user_filler(rng, zh):
    flats = FLATS_ZH if zh else FLATS_EN
    r = rng.random()
    things = ZH_THINGS if zh else EN_THINGS
    if r < 0.55:
        return rng.choice(ZH_USER_FILLER if zh else EN_USER_FILLER).format(flat=rng.choice(flats))
    if r < 0.75:
        th, sy = rng.choice(things)
        return rng.choice(ZH_TENANT_MAIL if zh else EN_TENANT_MAIL).format(
            flat=rng.choice(flats), thing=th, symptom=sy, when=rng.choice(ZH_WHEN if zh else EN_WHEN),
            fno=rng.randint(1, 4))
    if r < 0.88:
        t = ts(rng)
        return rng.choice(ZH_LOG if zh else EN_LOG).format(ts=t, cam=rng.choice(ZH_CAMS if zh else EN_CAMS))
    f1, f2 = rng.sample(flats, 2)
    (t1, s1), (t2, s2) = rng.sample(things, 2)
    j = "" if zh else " "
    return rng.choice(ZH_TABLE if zh else EN_TABLE).format(flat=f1, flat2=f2, t1=t1 + j + s1, t2=t2 + j + s2)


def assistant_long(rng, zh):
    paras = rng.sample(ZH_ASSIST_PARAS if zh else EN_ASSIST_PARAS, rng.randint(2, 4))
    parts = [rng.choice(ZH_ASSIST_OPEN if zh else EN_ASSIST_OPEN)] + paras
    if rng.random() < 0.3:
        th, _ = rng.choice(ZH_THINGS if zh else EN_THINGS)
        parts.append(rng.choice(ZH_DRAFT if zh else EN_DRAFT).format(thing=th))
    close = rng.choice(ZH_ASSIST_CLOSE if zh else EN_ASSIST_CLOSE)
    if close:
        parts.append(close)
    return "\n\n".join(parts)


def assistant_short(rng, zh):
    return rng.choice(["好的。", "明白。", "哈哈，懂。", "收到，有需要再叫我。"] if zh else
                      ["Ha. Fair.", "Understood.", "No problem.", "Noted. Shout when you need me."])


def tool_rows(rng, zh):
    r = rng.random()
    if r < 0.4:
        name = "shell"
        cmd = rng.choice(TOOL_COMMANDS)
        args = {"command": cmd, "host": "camserver"}
        out = rng.choice([
            "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda1       916G  702G  214G  77% /srv",
            "frigate\ngo2rtc\nmosquitto\nhomeassistant",
            " 14:02:11 up 12 days,  3:41,  1 user,  load average: 0.61, 0.72, 0.80",
            "active",
            "lo UNKNOWN 127.0.0.1/8\neth0 UP 192.168.50.10/24",
        ])
    elif r < 0.65:
        name = "email_search"
        args = {"query": rng.choice(["from:agent repair", "gas safety", "deposit", "invoice", "smart lock"] if not zh
                                    else ["中介 维修", "燃气检查", "押金", "发票", "智能锁"]), "limit": 5}
        out = json.dumps([{"subject": s, "unread": rng.random() < 0.5} for s in rng.sample(
            ["Your monthly statement", "Re: hallway bikes", "Maintenance update", "Reminder: annual checks",
             "Re: Re: tap", "Newsletter: landlord tips"] if not zh else
            ["月度对账单", "回复：楼道自行车", "维修进度", "提醒：年度检查", "回复：水龙头", "房东资讯周刊"], 3)],
            ensure_ascii=False)
    elif r < 0.85:
        name = "calendar_list"
        args = {"days": rng.choice([7, 14, 30])}
        out = "\n".join(rng.sample(["school run", "dentist", "bins out", "call the agent back", "pick up keys",
                                    "car MOT", "dinner at Mum's"] if not zh else
                                   ["接孩子", "看牙", "倒垃圾", "给中介回电话", "取钥匙", "车辆年检", "回爸妈家吃饭"], 3))
    else:
        name = "web_search"
        args = {"q": rng.choice(["landlord gas safety record copy tenant", "frigate ffmpeg restart loop",
                                 "deposit protection prescribed information", "smart lock battery life cold"] if not zh
                                else ["出租房 燃气安全检查 周期", "frigate ffmpeg 重启", "押金 托管 登记", "智能锁 冬天 电池"])}
        out = "3 results: (titles only) guidance page; forum thread; manufacturer FAQ" if not zh else "3条结果：政策说明；论坛帖子；厂家常见问题"
    return name, json.dumps(args, ensure_ascii=False), out


# ----------------------------------------------------------------------------- conversation

def build_conversation(seed, zh, per_kind, attempt):
    rng = random.Random("an-%d-%d-%d" % (seed, attempt, per_kind))
    used = Used()
    pools = {
        "decision": rng.sample(DECISIONS_ZH if zh else DECISIONS_EN, len(DECISIONS_ZH if zh else DECISIONS_EN)),
        "constraint": rng.sample(CONSTRAINTS_ZH if zh else CONSTRAINTS_EN, len(CONSTRAINTS_ZH if zh else CONSTRAINTS_EN)),
        "question": rng.sample(QUESTIONS_ZH if zh else QUESTIONS_EN, len(QUESTIONS_ZH if zh else QUESTIONS_EN)),
    }
    for k in ("decision", "constraint", "question"):
        if per_kind > len(pools[k]):
            sys.exit("PER_KIND too large for the %s pool (%d)" % (k, len(pools[k])))
    facts = []
    for k in KINDS:
        for _ in range(per_kind):
            facts.append(build_fact(k, rng, used, zh, pools))
    rng.shuffle(facts)
    # group user facts into units of 1 (sometimes 2)
    user_units, asst_units = [], []
    pending = [f for f in facts if f["role"] == "user"]
    asst_units = [f for f in facts if f["role"] == "assistant"]
    while pending:
        first = pending[-1]
        other = [i for i, f in enumerate(pending[:-1]) if f["kind"] != first["kind"]]
        if other and rng.random() < 0.18:
            second = pending.pop(other[-1])
            pending.pop()
            user_units.append([first, second])
        else:
            user_units.append([pending.pop()])
    lo = max(65, len(user_units) + 6)
    hi = min(140, max(lo, len(user_units) * 2 + 30))
    T = rng.randint(lo, max(lo, hi))
    uslots = sorted(rng.sample(range(T), len(user_units)))
    umap = dict(zip(uslots, user_units))
    free_a = [t for t in range(T) if not (t in umap and any(f["kind"] == "question" for f in umap[t]))]
    aslots = rng.sample(free_a, len(asst_units))
    amap = dict(zip(aslots, asst_units))

    rows = []
    base = datetime.datetime(2026, 11, 20, 8, 0, 0)
    clock = [0]

    def stamp():
        clock[0] += rng.randint(20, 900)
        return (base + datetime.timedelta(seconds=clock[0])).strftime("%Y-%m-%dT%H:%M:%SZ")

    def add(item, meta, fact_list=None):
        n = len(rows) + 1
        rows.append({"row": {"v": 2, "id": "msg_an%d" % n, "createdAt": stamp(), "item": item, "meta": meta},
                     "facts": fact_list or []})

    joiners_en = ["\n\n", " Also, ", "\n\nOh and ", " And another thing: ", "\n\nwhile I remember: "]
    joiners_zh = ["\n\n", "另外，", "\n\n对了，", "还有，", "\n\n趁我还记得："]
    call_n = 0
    for t in range(T):
        unit = umap.get(t)
        if unit:
            text = unit[0]["text"]
            for f in unit[1:]:
                j = rng.choice(joiners_zh if zh else joiners_en)
                if not zh and j != "\n\n" and f["text"][:1].isupper():
                    j = "\n\n"  # keep the next sentence's capital and its needle as written
                if not j.startswith("\n") and text[-1:] not in ".!?。！？":
                    text += "。" if zh else "."
                text += j + f["text"]
        elif t == 0:
            text = rng.choice(ZH_OPEN if zh else EN_OPEN)
        else:
            text = user_filler(rng, zh)
        add({"type": "message", "role": "user", "content": text}, {"uiRole": "user"}, unit)
        if rng.random() < 0.14:
            for _ in range(rng.choice([1, 1, 2])):
                call_n += 1
                name, args, out = tool_rows(rng, zh)
                cid = "call_an%d_%d" % (seed, call_n)
                add({"type": "function_call", "callId": cid, "name": name, "arguments": args}, {})
                add({"type": "function_call_result", "callId": cid, "name": name, "status": "completed",
                     "output": out}, {})
        af = amap.get(t)
        if af:
            reply = af["text"]
            if rng.random() < 0.4:
                reply += "\n\n" + rng.choice(ZH_ASSIST_PARAS if zh else EN_ASSIST_PARAS)
            add({"type": "message", "role": "assistant", "content": reply}, {"uiRole": "assistant"}, [af])
        else:
            if unit:
                kinds = [f["kind"] for f in unit]
                k = "question" if "question" in kinds else rng.choice(kinds)
                reply = rng.choice((ZH_ACK if zh else EN_ACK)[k])
                if k != "question" and rng.random() < 0.55:
                    reply += "\n\n" + assistant_long(rng, zh)
            else:
                reply = assistant_long(rng, zh) if rng.random() < 0.7 else assistant_short(rng, zh)
            add({"type": "message", "role": "assistant", "content": reply}, {"uiRole": "assistant"})
    return facts, rows


def row_text(item):
    if item["type"] == "message":
        return item["content"]
    if item["type"] == "function_call":
        return item["arguments"] + " " + item["name"]
    return item["output"] + " " + item["name"]


def check(facts, rows):
    allneedles = [n for f in facts for n in f["needles"]]
    for i, a in enumerate(allneedles):
        for j, b in enumerate(allneedles):
            if i != j and a in b:
                return "needle %r inside %r" % (a, b)
    texts = [row_text(r["row"]["item"]) for r in rows]
    for f in facts:
        own = [i for i, r in enumerate(rows) if any(g is f for g in r["facts"])]
        if len(own) != 1:
            return "fact not placed once"
        for n in f["needles"]:
            hits = [i for i, t in enumerate(texts) if n in t]
            if hits != own:
                return "needle %r in rows %s" % (n, hits)
    nmsg = sum(1 for r in rows if r["row"]["item"]["type"] == "message")
    if nmsg < 130 or nmsg > 280:
        return "message count %d" % nmsg
    return None


# ----------------------------------------------------------------------------- okbot run

def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW=NOW)
    p = subprocess.run([okbot] + args, input=stdin, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.stderr or ("okbot %s failed with %d" % (" ".join(args), p.returncode)))
    return p.stdout


def summaries(root):
    best = 0
    for dp, _, files in os.walk(root):
        for fn in files:
            if fn == "session-summary.json":
                try:
                    with open(os.path.join(dp, fn), encoding="utf-8") as fh:
                        d = json.load(fh)
                except (OSError, ValueError):
                    continue
                stack = [d]
                while stack:
                    x = stack.pop()
                    if isinstance(x, dict):
                        for k, v in x.items():
                            if k == "summary" and isinstance(v, str):
                                best = max(best, len(v))
                            else:
                                stack.append(v)
                    elif isinstance(x, list):
                        stack.extend(x)
    return best


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, workdir = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    smax = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    maxchars = 0
    for si, seed in enumerate(seeds):
        zh = si == len(seeds) - 1
        for attempt in range(200):
            try:
                facts, rows = build_conversation(seed, zh, per_kind, attempt)
            except RuntimeError:
                continue
            if check(facts, rows) is None:
                break
        else:
            sys.exit("seed %d: could not build a clean conversation" % seed)
        root = os.path.join(os.path.abspath(workdir), "root-%d" % seed)
        if os.path.exists(root):
            shutil.rmtree(root)
        run(okbot, root, ["init"])
        run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", smax])
        batch, nmsg, ncomp = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(json.dumps(r["row"], ensure_ascii=False))
            if r["row"]["item"]["type"] == "message":
                nmsg += 1
            last = i == len(rows) - 1
            if (r["row"]["item"]["type"] == "message" and nmsg % BATCH == 0) or last:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                batch = []
                run(okbot, root, ["compress", "-a", "Writer", "--now"])
                ncomp += 1
        ctx = run(okbot, root, ["context", "show", "-a", "Writer"])
        kept, missing = 0, []
        for k in KINDS:
            for f in facts:
                if f["kind"] != k:
                    continue
                ok = all(n in ctx for n in f["needles"])
                tot[k][1] += 1
                if ok:
                    tot[k][0] += 1
                    kept += 1
                else:
                    missing.append("  missing %s: %s" % (k, " + ".join(f["needles"])))
        n = len(facts)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%"
              % (seed, "zh" if zh else "en", nmsg, len(rows), ncomp, kept, n, 100.0 * kept / n))
        for m in missing:
            print(m)
        sys.stdout.flush()
        maxchars = max(maxchars, summaries(root))
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for k in KINDS:
        a, b = tot[k]
        print("kind %s %d/%d %.1f" % (k, a, b, 100.0 * a / b if b else 0.0))
    print("retention overall %.1f" % (100.0 * allk / alln if alln else 0.0))
    print("max summary chars %d" % maxchars)


if __name__ == "__main__":
    main()

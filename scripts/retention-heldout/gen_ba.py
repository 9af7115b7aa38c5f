#!/usr/bin/env python3
"""Held-out retention set "ba" for okbot conversation summaries.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder; each seed gets WORKDIR/root-SEED as its data root (recreated)
    seed     seeds to run (default 1 2 3 4 5); the LAST seed's conversation is in Chinese

Environment:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a home-lab hobbyist who is also a busy parent -- self-hosted services in Docker
(media server, photo backup, password manager, Home Assistant), router port forwards, a NAS and
its backups, the ISP's support tickets, the kids' school laptops and parental controls, costs of
hardware and subscriptions, his partner's and kids' names.  He types terse technical messages and
pastes docker-compose snippets, logs and command output.  The Chinese conversation: 一位在家折腾
服务器的爸爸（Docker自建服务、端口转发、NAS和备份、宽带报修单、孩子网课笔记本和家长控制、花费、家人名字）。

Ten fact kinds are seeded (name, command, id, port, version, money, date, decision, constraint,
question), PER_KIND of each.  Every fact has one or more needles, exact substrings that occur in
exactly one row of the conversation (its own message).  The rows are appended with
`okbot session append` in batches of 25 messages, each batch followed by `okbot compress --now`;
at the end a fact counts as kept only when ALL its needles are found verbatim in the output of
`okbot context show`.  Deterministic per seed.
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import datetime, timedelta, timezone

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]
BATCH = 25
NOW = "2026-11-30T12:00:00Z"

# ----------------------------------------------------------------------------------------------
# English pools
# ----------------------------------------------------------------------------------------------
EN_FIRST = ["Priya", "Marcus", "Elena", "Tobias", "Grace", "Devin", "Rosa", "Hank", "Yusuf", "Claire",
            "Owen", "Nadia", "Felix", "Ingrid", "Jamal", "Leah", "Callum", "Bianca", "Ruben", "Tessa",
            "Wendell", "Shauna", "Gideon", "Marisol", "Quentin", "Lorna", "Benedikt", "Imogen"]
EN_LAST = ["Okafor", "Lindqvist", "Castellano", "Whitaker", "Nakamura", "Brennan", "Petrov", "Delacroix",
           "Hargrove", "Mbeki", "Sorensen", "Fairbanks", "Kowalczyk", "Ashworth", "Valdez", "Thorne",
           "Guzman", "Pemberton", "Iverson", "Quinlan", "Abernathy", "Szabo"]
EN_KIDS = ["Maisie", "Theo", "Rowan", "Juniper", "Ezra", "Hazel", "Milo", "Clementine", "Jasper", "Wren"]
# (first-person role, second-person role, context clause)
EN_ROLES = [
    ("my wife", "your wife", "she's the one who notices first when Jellyfin buffers"),
    ("my partner", "your partner", "they handle the school emails, I handle the servers"),
    ("my daughter", "your daughter", "she's 11 and already trying to get around the Pi-hole"),
    ("my son", "your son", "he's 8, mostly uses the tablet for Minecraft and the reading app"),
    ("the tech from the ISP", "the ISP tech", "came out last time and swapped the ONT"),
    ("my brother-in-law", "your brother-in-law", "wants me to set him up with Immich too, send help"),
    ("the IT person at the kids' school", "the school IT contact", "manages the laptop enrollment"),
    ("our neighbor", "your neighbor", "the one whose wifi kept showing up on channel 6"),
    ("my mother-in-law", "your mother-in-law", "she's getting a Vaultwarden account whether she likes it or not"),
    ("the teacher running the online class", "the online class teacher", "sends the Zoom links at the last second"),
    ("the guy selling the used Synology", "the Synology seller", "said it's only been used as a Plex box"),
    ("my coworker", "your coworker", "runs a way bigger homelab than me, good person to bug"),
    ("the electrician", "the electrician", "is wiring the new outlet in the closet for the rack"),
    ("the support agent at the ISP", "the ISP support agent", "was actually helpful for once"),
]
EN_NAME_T = [
    ("u", "{Name} is {role} btw, {ctx}"),
    ("u", "fyi {role}'s name is {Name} — {ctx}"),
    ("u", "adding {Name} to the family group in Vaultwarden. ({role}, {ctx})"),
    ("u", "so {role}, {Name}, {ctx}. just so you know who I mean later"),
    ("u", "{role} ({Name}) {ctx}. lol"),
    ("u", "heads up, when I say {Name} I mean {role}. {ctx}"),
    ("a", "Noted: {Name} is {role2}. I'll keep that in mind when we set up the accounts and the parental controls."),
    ("a", "For the user list I've put down {Name} as {role2} — correct me if that's off. Everything else in the table stays as you pasted it."),
]

EN_CMD_PARTS = [
    (lambda r: "docker compose -f /opt/stacks/%s/compose.yml pull" % r.choice(["jellyfin", "immich", "vaultwarden", "homeassistant", "paperless", "frigate"]) ,
     "pull the new images before an upgrade"),
    (lambda r: "rsync -aHAX --delete /mnt/tank/%s/ backup@nas%d:/volume1/%s/" % (lambda s: (s, r.randint(2, 9), s))(r.choice(["photos", "media", "docs", "kids"])),
     "mirror the share to the second box"),
    (lambda r: "zfs snapshot -r tank/%s@pre-%s" % (r.choice(["appdata", "photos", "vault", "ha"]), r.choice(["upgrade", "migrate", "cleanup", "rebuild"]) + str(r.randint(2, 97))),
     "take a snapshot before touching anything"),
    (lambda r: "restic -r b2:%s:/%s snapshots --latest %d" % (r.choice(["homelab-bkp", "fam-photos-offsite", "nas-restic"]), r.choice(["immich", "vault", "docs"]), r.randint(2, 9)),
     "check the offsite snapshots"),
    (lambda r: "docker exec -it %s" % r.choice(["immich_server immich-admin list-users", "vaultwarden /vaultwarden hash",
                                                  "homeassistant ha core check", "jellyfin ls /config/log",
                                                  "paperless document_exporter ../export", "pihole pihole -g"]),
     "poke at the container directly"),
    (lambda r: "smartctl -t long /dev/sd%s" % r.choice("bcdefgh"), "start a long SMART test on the suspect drive"),
    (lambda r: "iperf3 -c 192.168.%d.%d -t 30 -P 4" % (r.choice([1, 10, 20, 50]), r.randint(2, 250)), "test the link speed to the NAS"),
    (lambda r: "docker logs --since %dh %s 2>&1 | grep -i error" % (r.randint(2, 48), r.choice(["immich_microservices", "swag", "npm_app", "frigate", "uptime-kuma"])),
     "dig through the recent errors"),
    (lambda r: "tailscale up --advertise-routes=192.168.%d.0/24 --accept-dns=false" % r.choice([1, 10, 20, 30, 40]),
     "expose the home subnet over Tailscale"),
    (lambda r: "sudo mount -t nfs nas.lan:/volume1/%s /mnt/%s" % (lambda s: (s, s))(r.choice(["media", "scans", "homework", "backup"])),
     "mount the share on the mini PC"),
    (lambda r: "pihole -a -b %s" % r.choice(["tiktok.com", "roblox.com", "fortnite.com", "discord.gg"]), "block that site for the kids"),
    (lambda r: "find /mnt/tank/photos -name '*.HEIC' -mtime -%d | wc -l" % r.randint(3, 60), "count the recent iPhone uploads"),
    (lambda r: "certbot renew --dry-run --cert-name %s.home.arpa" % r.choice(["vault", "ha", "photos", "media"]), "check that cert renewal works"),
    (lambda r: "wg-quick down wg%d && wg-quick up wg%d" % ((lambda n: (n, n))(r.randint(0, 3))), "bounce the WireGuard tunnel"),
]
EN_CMD_T = [
    ("u", "ran `{cmd}` and it just hung there for a minute, then finished fine"),
    ("u", "what I used last time was {cmd} — worked, writing it here so I stop googling it"),
    ("u", "note to self: `{cmd}` is how you {purpose}"),
    ("u", "does `{cmd}` look right to {purpose}? gonna run it after the kids are asleep"),
    ("u", "{cmd}\n^ that's the incantation to {purpose}. saving it"),
    ("a", "To {purpose}, run this on the host:\n\n    {cmd}\n\nIt's safe to re-run; nothing is deleted by it, and if it errors out paste me the last 20 lines."),
    ("a", "The one-liner I'd keep in your notes is `{cmd}` — that's the quickest way to {purpose}. Run it from the same shell where your compose env is loaded."),
]

EN_ID_WHAT = ["the ISP ticket for the dropouts", "the Amazon order for the drives", "the RMA case with Seagate",
              "the school's laptop repair ticket", "the electrician's invoice", "the Hetzner storage box invoice",
              "the router warranty claim", "the fiber install booking", "the Newegg return", "the Apple repair case",
              "the UPS battery replacement order", "the domain transfer request"]
def _id_gen(r):
    f = r.choice(["INC%07d", "RMA-%s%05d", "ORD-%03d-%07d", "SR%08d", "CS-%06d", "INV-2026-%04d", "TKT-%05d%s", "BK%s-%04d"])
    L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    if f == "INC%07d": return f % r.randint(1000000, 9999999)
    if f == "RMA-%s%05d": return f % (r.choice(L) + r.choice(L), r.randint(10000, 99999))
    if f == "ORD-%03d-%07d": return f % (r.randint(100, 999), r.randint(1000000, 9999999))
    if f == "SR%08d": return f % r.randint(10000000, 99999999)
    if f == "CS-%06d": return f % r.randint(100000, 999999)
    if f == "INV-2026-%04d": return f % r.randint(1000, 9999)
    if f == "TKT-%05d%s": return f % (r.randint(10000, 99999), r.choice(L))
    return f % (r.choice(L) + r.choice(L) + r.choice(L), r.randint(1000, 9999))
EN_ID_T = [
    ("u", "{what} is {id}, keep that handy"),
    ("u", "ok got the confirmation, {id} — that's {what}"),
    ("u", "for the record {what}: {id}. they said 3-5 business days which means 2 weeks"),
    ("u", "Subject: Your case has been created\nReference: {id}\nThank you for contacting us. An agent will review your request shortly.\n\n^ that's {what}"),
    ("u", "if they call back and ask, {what} = {id}"),
    ("a", "I've logged {what} under {id}. When you follow up, lead with that number — the agents can't find anything by name or address."),
    ("a", "Quick recap so it's in one place: {what} → {id}. Everything else from that email is boilerplate you can ignore."),
]

EN_PORT_SVC = ["Jellyfin", "Immich", "Vaultwarden", "Home Assistant", "the NPM admin UI", "the Pi-hole web UI",
               "WireGuard", "the Syncthing GUI", "Portainer", "Grafana", "Uptime Kuma", "Paperless-ngx",
               "Frigate", "the Minecraft server", "Audiobookshelf", "Nextcloud"]
EN_PORT_T = [
    ("u", "moved {svc} to {port}, the default clashed with something"),
    ("u", "router now forwards {port} → the NAS for {svc}. only that one, nothing else"),
    ("u", "{svc} is on {port} now fwiw"),
    ("u", "    ports:\n      - \"{port}:{port}\"\nthat's the {svc} bit, rest of the file unchanged"),
    ("u", "why does {svc} only answer on {port} from inside the LAN? outside it times out"),
    ("a", "In the compose file, {svc} should publish {port} on the host side; the container side can stay at its default. After that, point the proxy host at that port and you're done."),
    ("a", "Your port map for {svc} is {port}, so the firewall rule has to allow exactly that — the rule you pasted is for a different number."),
]
FILLER_PORTS = ["8080", "443", "53", "22", "3000", "9000", "80"]

EN_VER_SW = [
    ("Home Assistant", lambda r: "2026.%d.%d" % (r.randint(1, 11), r.randint(0, 5))),
    ("DSM", lambda r: "7.2.%d-%d" % (r.randint(1, 3), r.randint(64000, 72999))),
    ("Immich", lambda r: "v1.%d.%d" % (r.randint(118, 140), r.randint(0, 4))),
    ("Docker Engine", lambda r: "%d.%d.%d" % (r.randint(26, 28), r.randint(0, 3), r.randint(1, 9))),
    ("Proxmox VE", lambda r: "8.%d-%d" % (r.randint(1, 4), r.randint(2, 14))),
    ("the router firmware", lambda r: "V1.%d.%d_%d" % (r.randint(0, 9), r.randint(10, 99), r.randint(10000, 99999))),
    ("Vaultwarden", lambda r: "1.%d.%d" % (r.randint(30, 34), r.randint(0, 5))),
    ("TrueNAS SCALE", lambda r: "24.%02d.%d.%d" % (r.choice([4, 10]), r.randint(0, 2), r.randint(1, 3))),
    ("Jellyfin", lambda r: "10.%d.%d" % (r.randint(8, 11), r.randint(1, 13))),
    ("ChromeOS on the school laptops", lambda r: "%d.0.%d.%d" % (r.randint(120, 131), r.randint(6000, 6999), r.randint(10, 199))),
    ("Pi-hole FTL", lambda r: "v6.%d.%d" % (r.randint(0, 3), r.randint(1, 6))),
    ("the UPS firmware", lambda r: "UPS %02d.%d" % (r.randint(10, 15), r.randint(1, 9))),
]
EN_VER_T = [
    ("u", "{sw} is on {ver} now, updated last night"),
    ("u", "current {sw} version: {ver}. don't let me forget to check the changelog for breaking stuff"),
    ("u", "stuck on {ver} for {sw} until they fix the regression"),
    ("u", "hm. {sw} says {ver} but the release notes page lists something newer"),
    ("u", "upgraded {sw} to {ver}, nothing exploded (yet)"),
    ("a", "Looking at the output you pasted, {sw} is running {ver}. That release has the fix for the issue you hit, so no need to roll back."),
    ("a", "For {sw} I'd stay pinned at {ver} for now — pin the exact tag in the compose file instead of `latest` so a routine pull doesn't surprise you."),
]

EN_MONEY_ITEM = ["the two 16TB drives", "the UPS", "the mini PC", "my daughter's laptop screen repair", "the fiber plan per month",
                 "the 2.5G switch", "the Bitwarden family plan", "the domain renewal", "the Backblaze bill this month",
                 "the used Synology", "the Coral TPU", "the new router", "the rack shelf", "the electrician", "the school laptop insurance"]
def _money_gen(r):
    f = r.random()
    if f < 0.45: return "$%s" % format(r.randint(120, 2400), ",")
    if f < 0.7: return "$%d.%02d" % (r.randint(5, 99), r.choice([99, 49, 95, 50, 19, 29]))
    if f < 0.85: return "€%d" % r.randint(30, 900)
    return "%d USD" % r.randint(60, 1500)
EN_MONEY_T = [
    ("u", "{item} came to {amt}. wife doesn't need to know (she will)"),
    ("u", "{amt} for {item}, ouch"),
    ("u", "budget line: {item} — {amt}"),
    ("u", "paid {amt} for {item} last week, receipt's in paperless"),
    ("u", "is {amt} reasonable for {item}? that's what they quoted"),
    ("a", "Adding it up, {item} is {amt}; that's the biggest single line so far, the rest are small subscriptions."),
    ("a", "Your receipt says {amt} for {item}. If you want, I'll keep a running total of the homelab spend as you paste these."),
]

EN_MONTHS = ["December", "Dec", "January", "Jan", "February", "Feb"]
def _date_gen(r):
    f = r.random()
    m = r.choice(EN_MONTHS)
    d = r.randint(2, 28)
    if f < 0.4: return "%s %d" % (m, d)
    if f < 0.55: return "%s %d%s" % (m, d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10 if d not in (11, 12, 13) else 0, "th"))
    if f < 0.75: return "%d/%02d" % (r.choice([12, 1, 2]), d)
    wd = r.choice(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])
    return "%s the %d%s" % (wd, d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10 if d not in (11, 12, 13) else 0, "th"))
EN_DATE_EVENT = ["the fiber install", "the RMA drive delivery", "the school laptop return deadline", "the end of the Backblaze trial",
                 "the domain expiry", "the ISP tech visit", "parent-teacher night", "the electrician's visit", "the end of the warranty",
                 "the next Immich release", "our flight to the in-laws", "the router return deadline"]
EN_DATE_T = [
    ("u", "{event}: {date}. put it somewhere I'll see it"),
    ("u", "so {date} is {event}, apparently"),
    ("u", "they confirmed {date} for {event}. morning slot, 8-12, classic"),
    ("u", "deadline {date} — {event}. if I miss it we're stuck with it"),
    ("u", "pls remind me, {event} is {date}"),
    ("a", "Per the email, {event} is on {date}. I'd do the config backup the evening before so you're not rushing."),
    ("a", "Dates to keep: {event} — {date}. That's the hard one; the others in the thread are estimates."),
]

EN_DECISIONS = [
    ("going with Backblaze B2", "restores don't cost egress there"),
    ("moving Vaultwarden behind Tailscale only", "it has no business on the open internet"),
    ("switching the kids to Chromebooks", "the school portal only works in Chrome anyway"),
    ("sticking with Jellyfin over Plex", "no subscription and no phoning home"),
    ("buying the 2.5G switch", "NAS copies are capped at gigabit"),
    ("dropping Google One", "Immich covers the photo backup now"),
    ("putting Home Assistant on its own VLAN", "those cheap smart plugs are sketchy"),
    ("replacing the Pi 4 with a mini PC", "SD cards keep dying on me"),
    ("keeping the old router as an access point", "the basement has no signal otherwise"),
    ("doing upgrades on Saturday mornings", "nobody is streaming at that hour"),
    ("going RAID-Z2 instead of mirrors", "capacity matters more than speed here"),
    ("cancelling the static IP add-on", "Cloudflare Tunnel does the same job"),
    ("using Pi-hole for the kids' devices", "the router's parental controls are useless"),
    ("buying a UPS before more drives", "we lost power twice last month"),
    ("pinning Immich to a fixed tag", "the last auto-update broke face recognition"),
    ("letting Uptime Kuma send me texts", "alert emails land in spam"),
]
EN_DEC_T = [
    ("u", "ok decided: {choice}, because {reason}."),
    ("u", "{choice}. reason: {reason}. moving on"),
    ("u", "final answer on that — {choice}, reason being {reason}"),
    ("u", "talked it over with the wife and we're {choice}, mostly since {reason}"),
    ("u", "Decision made, {choice}. why? {reason}. not revisiting this"),
    ("u", "after all that back and forth I'm {choice} — {reason}, end of story"),
    ("u", "yeah no, {choice}. simple: {reason}"),
]
EN_CONSTRAINTS = [
    "never expose the NAS admin page", "no updates on school nights", "only reboot the router after 10pm",
    "never commit the admin token to git", "always snapshot before upgrading anything", "no port forwards for login pages",
    "only prune backups on Sundays", "never auto-update the database containers", "don't delete anything from the photo share",
    "screens off for the kids at 8:30", "never give the kids admin accounts", "don't restart Jellyfin during movie night",
    "keep the family calendar off the cloud", "only buy drives with a 5-year warranty", "no new subscriptions without asking my wife",
    "never run rm -rf on /mnt/tank",
]
EN_CON_T = [
    ("u", "rule for the house: {rule}. I mean it"),
    ("u", "pls remember {rule}, whatever else happens"),
    ("u", "standing rule — {rule}."),
    ("u", "one thing, non negotiable: {rule}"),
    ("u", "whatever you suggest going forward, {rule}. past me learned that the hard way"),
    ("u", "reminder to both of us: {rule}. no exceptions unless I say so explicitly"),
    ("u", "and btw {rule}, that's been the rule since the Great Outage of last spring"),
]
EN_QUESTIONS = [
    "ECC RAM for a home NAS", "IPv6 on the home network", "SMR drives in a RAID array", "a Coral TPU for Frigate",
    "Wake-on-LAN over Tailscale", "LTO tape for cold backups", "Proxmox versus bare Docker", "moving DNS to Unbound",
    "Starlink as a backup line", "a used enterprise server", "ZFS dedup for duplicate photos", "CGNAT from the ISP",
    "solar panels for the rack", "Matter versus Zigbee", "a second NAS at grandma's", "10GbE to the office",
]
EN_Q_T = [
    ("u", "random q: what's your honest take on {topic}?"),
    ("u", "been wondering about {topic} — worth it or not for someone like me?"),
    ("u", "something for later: {topic}, does that even matter at my scale?"),
    ("u", "how does {topic} actually work in practice? no rush on this one"),
    ("u", "q about {topic} — is that a thing people regret?"),
    ("u", "side question, {topic}: yay or nay? brb kid is yelling"),
    ("u", "ok totally unrelated but what about {topic}? saw a thread about it"),
]

EN_CHAT = [
    "ok", "brb", "lol yeah", "sorry, dinner", "back. where were we", "kids finally asleep, let's do this",
    "ugh long day", "hm ok", "makes sense", "wait what", "that's what I was afraid of", "cool cool",
    "ok trying that now", "nope, same thing", "huh. that worked", "one sec, wife needs the laptop",
    "the 8 year old just unplugged the switch to charge his tablet. cool. cool cool cool",
    "coffee #3, let's go", "fine, you win", "ok that's enough homelab for tonight",
    "honestly this is why my wife calls it 'the other kid'", "weekend project creep is real",
    "thx", "perfect", "not today satan", "anyway", "yeah I figured", "noted",
    "does anyone actually enjoy reading docker logs", "it's always DNS. it's ALWAYS DNS",
    "ok the fan noise in the closet is getting ridiculous", "morning. didn't sleep, the NAS did a scrub at 2am and beeped",
    "school called, unrelated, all good", "hold on, the printer is doing the thing again",
]
EN_ASK = [
    "how do I make the containers come back after a power cut?", "what's the sane way to do 3-2-1 without spending a fortune?",
    "should the reverse proxy sit on the NAS or the mini PC?", "why is the photo upload so slow over wifi?",
    "can you explain macvlan vs bridge again like I'm tired", "what should I actually monitor, without drowning in alerts?",
    "how do I lock down the kids' laptops without breaking school stuff?", "is it bad that my compose files live in one giant folder?",
    "what do I check first when HA becomes unresponsive?", "best way to keep secrets out of the compose files?",
    "how often should I run scrubs?", "what's the least painful way to move appdata to the SSD pool?",
    "any idea why the DNS resolves on wifi but not on the wired desk?", "can you sanity check my backup schedule?",
]
EN_PARAS = [
    "The short version: keep the data and the config separate. Your media and photos live on the pool, the container configs live in one appdata dataset, and that dataset is what you snapshot and back up most often. Images are disposable — you can always pull them again.",
    "For restarts after a power cut, set `restart: unless-stopped` on every service and make sure Docker itself starts at boot. The one thing that bites people is NFS mounts: if the NAS comes up slower than the mini PC, containers start against empty folders. A systemd mount dependency or a small wait script fixes that.",
    "On backups, think in three layers: snapshots on the NAS for 'oops I deleted it', a second copy on another box in the house for hardware failure, and one offsite copy for the house-burns-down case. Test a restore of a single folder once a quarter; a backup you never restored is a hope, not a backup.",
    "With the kids' laptops, the least fragile setup is DNS filtering for the whole kid VLAN plus the built-in family controls on each device. Blocking by IP breaks video classes in weird ways, because the conferencing services move between address ranges constantly.",
    "About monitoring: start with three checks — is each service reachable, is the pool healthy, and did last night's backup finish. Anything else can wait until one of those has actually failed on you. Alert fatigue is real and you'll start ignoring the important ones.",
    "The reverse proxy can live anywhere, but put it where the certificates are easiest to renew. If you use DNS challenges, the location doesn't matter at all; if you rely on HTTP challenges, it needs to be whatever box the router forwards to.",
    "Wi-Fi uploads being slow is usually the phone, not the server. iOS throttles background uploads hard when the battery saver is on, and the app only gets a few seconds at a time. Plugging the phone in overnight with the app open tends to clear the backlog.",
    "macvlan gives a container its own IP on your LAN, which is nice for things like Pi-hole, but the host can't talk to that container without an extra shim interface. Bridge networking is simpler and is what you want for nearly everything behind the proxy.",
    "If Home Assistant becomes unresponsive, look at the database first. The default recorder keeps a lot of history, and on a small SSD that grows until writes stall. Excluding the chatty sensors from the recorder usually fixes it for good.",
    "Secrets: move them into an `.env` file next to each compose file, chmod it 600, and add it to `.gitignore` if the stacks are in git. Docker secrets are nicer in Swarm but overkill for a single host.",
    "Scrubs once a month are plenty for home use. Schedule them at night and stagger them with the backup jobs so the disks aren't doing both at once — that's when you see the scary latency spikes.",
    "Moving appdata is mostly a matter of stopping the stack, copying with permissions preserved, updating the bind-mount paths and starting again. Do one service at a time; the databases (Immich's Postgres, Paperless) are the ones where a half-copied state hurts.",
    "Wired vs wireless DNS differences usually mean the two networks hand out different DNS servers via DHCP. Check what the desk machine actually got — one of the interfaces is probably still pointing at the ISP router.",
    "Your schedule looks fine overall. The only thing I'd change is the retention: keeping hourly snapshots for a month is a lot of churn for the photo share, which barely changes. Daily for a month and weekly for a year is gentler.",
    "One more thing worth doing while you're in there: write down what's running where in a single note — host, compose path, exposed port, and what it depends on. Future you at 1am with a crying toddler will appreciate it.",
    "That error is harmless on its own; it's the container complaining that a health check ran before the service finished starting. If it keeps repeating after a few minutes, then it's worth looking deeper.",
    "I'd avoid changing two things at once here. Update the image first, confirm it starts cleanly, and only then swap the network config. If it breaks, you'll know which change did it.",
    "The log lines you pasted point to permissions rather than networking: the container runs as a different UID than the owner of the bind-mounted folder. Setting PUID/PGID to match, or chown-ing the folder once, should clear it.",
    "For the budget side, it helps to separate one-off hardware from recurring costs. The recurring ones are what creep up — three or four small subscriptions quickly cost more per year than a new drive.",
    "Parental controls on the router are usually coarse: whole-device schedules and a short block list. For anything finer, per-app time limits and so on, the device's own family settings do a better job.",
    "If the ISP keeps blaming your equipment, the quickest way to end the argument is a log of the dropouts with timestamps, taken with your router bypassed. A cheap script pinging their gateway every few seconds is enough evidence.",
]
EN_ACK = [
    "Got it.", "Noted — I'll keep that in mind.", "Okay, saved that.", "Makes sense.", "Understood.",
    "Alright, that's in the notes.", "Thanks, that helps.", "Sounds good.",
]
EN_DEFER = [
    "That one deserves a proper answer rather than a quick take — let's park it and come back to it when you're not in the middle of something.",
    "Good question, and not a short one. I'll leave it for later so we don't derail what you're fixing right now.",
    "Let's hold that thought; I'd rather finish the current thing first.",
]
EN_OPEN = ["hey. long weekend of homelab stuff ahead, going to use this thread as my notebook",
           "morning. new thread for the house server mess, you're my rubber duck"]

# ----------------------------------------------------------------------------------------------
# Chinese pools
# ----------------------------------------------------------------------------------------------
ZH_SURNAME = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "胡", "朱", "高", "林", "何", "郭", "马", "罗", "梁", "宋", "郑", "谢"]
ZH_GIVEN = ["雨桐", "子涵", "浩然", "思远", "晓梅", "建国", "丽娟", "志强", "欣怡", "俊杰", "婉清", "一鸣", "嘉怡", "明轩",
            "秀英", "国栋", "佳琪", "宇航", "海燕", "振华", "梓萱", "天佑", "若曦", "文博"]
ZH_KIDS = ["豆豆", "乐乐", "糖糖", "果果", "小宝", "妞妞", "朵朵", "壮壮"]
ZH_ROLES = [
    ("我老婆", "你老婆", "家里谁用Jellyfin卡了她第一个知道"),
    ("我家老大", "你家老大", "五年级，已经在琢磨怎么绕过Pi-hole了"),
    ("我家老二", "你家老二", "才上一年级，平板主要用来看绘本"),
    ("宽带师傅", "宽带师傅", "上次来换了光猫"),
    ("我小舅子", "你小舅子", "也想让我给他搭个相册备份，头大"),
    ("孩子学校的信息老师", "学校的信息老师", "负责网课笔记本的登记"),
    ("对门邻居", "对门邻居", "他家WiFi老跟我们抢信道"),
    ("我丈母娘", "你丈母娘", "密码管理器的账号也得给她开一个"),
    ("网课的班主任", "网课班主任", "每次上课前一分钟才发会议链接"),
    ("闲鱼上卖二手群晖的", "卖群晖的卖家", "说之前只拿来跑Plex"),
    ("我同事", "你同事", "家里一整个机柜，有问题就问他"),
    ("运营商客服", "运营商客服", "这次居然挺靠谱"),
    ("电工师傅", "电工师傅", "来给储物间的机柜接插座"),
]
ZH_NAME_T = [
    ("u", "{Name}是{role}，{ctx}"),
    ("u", "顺便说下，{role}叫{Name}，{ctx}"),
    ("u", "把{Name}加到Vaultwarden家庭组里了（{role}，{ctx}）"),
    ("u", "记一下：{role}——{Name}。以后我说起来你知道是谁"),
    ("u", "{role}{Name}，{ctx}哈哈"),
    ("u", "说{Name}的时候就是指{role}，{ctx}"),
    ("a", "记下了：{Name}是{role2}。后面配置账号和家长控制的时候我会注意。"),
    ("a", "用户列表里我把{Name}标成了{role2}，不对的话告诉我。表里其他内容按你贴的保持不变。"),
]
ZH_CMD_PURPOSE = {
    "pull the new images before an upgrade": "升级前先拉新镜像",
    "mirror the share to the second box": "把共享目录同步到第二台机器",
    "take a snapshot before touching anything": "动手之前先打快照",
    "check the offsite snapshots": "看异地备份的快照",
    "poke at the container directly": "直接进容器里看看",
    "start a long SMART test on the suspect drive": "给那块可疑的盘跑长SMART测试",
    "test the link speed to the NAS": "测到NAS的网速",
    "dig through the recent errors": "翻最近的报错",
    "expose the home subnet over Tailscale": "通过Tailscale暴露家里的网段",
    "mount the share on the mini PC": "在小主机上挂载共享",
    "block that site for the kids": "给孩子屏蔽那个网站",
    "count the recent iPhone uploads": "统计最近iPhone传上来的照片",
    "check that cert renewal works": "检查证书续期是否正常",
    "bounce the WireGuard tunnel": "重启WireGuard隧道",
}
ZH_CMD_T = [
    ("u", "跑了 `{cmd}` 卡了一分钟，后来自己好了"),
    ("u", "上次用的是 {cmd} ，好使，记这儿省得再去搜"),
    ("u", "备忘：`{cmd}` 就是用来{purpose}的"),
    ("u", "想{purpose}，`{cmd}` 这样写对吗？等孩子睡了再跑"),
    ("u", "{cmd}\n↑ {purpose}就靠这条，存一下"),
    ("a", "要{purpose}，在宿主机上执行：\n\n    {cmd}\n\n重复执行也没关系，不会删东西；报错的话把最后20行贴给我。"),
    ("a", "建议把 `{cmd}` 记到笔记里——这是{purpose}最快的办法。记得在加载了compose环境变量的那个shell里执行。"),
]
ZH_ID_WHAT = ["宽带掉线的报修单", "买硬盘的京东订单", "希捷的返修单", "学校笔记本的维修单", "电工的发票", "云存储的账单",
              "路由器的保修申请", "光纤入户的预约", "拼多多的退货单", "苹果的维修单", "UPS电池的订单", "域名转移申请"]
def _zh_id_gen(r):
    f = r.random()
    if f < 0.3: return "BX%d%05d" % (r.randint(20261101, 20261129), r.randint(10000, 99999))
    if f < 0.5: return "JD%d" % r.randint(10 ** 11, 10 ** 12 - 1)
    if f < 0.7: return "WX-%06d" % r.randint(100000, 999999)
    if f < 0.85: return "RMA%s%04d" % (r.choice("ABCDEFGHJK") + r.choice("MNPQRSTUVW"), r.randint(1000, 9999))
    return "FP2026%06d" % r.randint(100000, 999999)
ZH_ID_T = [
    ("u", "{what}是{id}，先记着"),
    ("u", "收到确认短信了，{id}，就是{what}"),
    ("u", "{what}：{id}。说3到5个工作日，估计得两周"),
    ("u", "【工单通知】您的工单已受理，工单号：{id}，工程师将在24小时内与您联系。\n\n↑ 这是{what}"),
    ("u", "他们要是回电话问，{what} = {id}"),
    ("a", "{what}我记成了{id}。之后催的时候先报这个号，客服按姓名地址是查不到的。"),
    ("a", "汇总一下：{what} → {id}。那封邮件里其他的都是套话，可以不用管。"),
]
ZH_PORT_SVC = ["Jellyfin", "Immich", "Vaultwarden", "Home Assistant", "NPM管理界面", "Pi-hole后台", "WireGuard", "Syncthing界面",
               "Portainer", "Grafana", "Uptime Kuma", "Paperless", "Frigate", "我的世界服务器", "Alist", "Nextcloud"]
ZH_PORT_T = [
    ("u", "{svc}改到{port}了，默认端口跟别的冲突"),
    ("u", "路由器现在把{port}转发到NAS给{svc}用，就开了这一个"),
    ("u", "{svc}现在走{port}"),
    ("u", "    ports:\n      - \"{port}:{port}\"\n这是{svc}那段，其他没改"),
    ("u", "为啥{svc}在内网{port}能访问，外网就超时？"),
    ("a", "compose里{svc}宿主机这边映射{port}就行，容器内部保持默认。然后反代指向这个端口就搞定了。"),
    ("a", "你给{svc}映射的是{port}，防火墙规则得放行这个端口——你贴的那条规则写的是别的号。"),
]
ZH_VER_SW = [
    ("Home Assistant", EN_VER_SW[0][1]), ("群晖DSM", EN_VER_SW[1][1]), ("Immich", EN_VER_SW[2][1]),
    ("Docker", EN_VER_SW[3][1]), ("PVE", EN_VER_SW[4][1]), ("路由器固件", EN_VER_SW[5][1]),
    ("Vaultwarden", EN_VER_SW[6][1]), ("TrueNAS", EN_VER_SW[7][1]), ("Jellyfin", EN_VER_SW[8][1]),
    ("网课笔记本的系统", lambda r: "Windows 11 %s" % r.choice(["23H2", "24H2", "22H2"]) + " build 2%d.%d" % (r.randint(2600, 2699), r.randint(1000, 4999))),
    ("Pi-hole", EN_VER_SW[10][1]), ("OpenWrt", lambda r: "%d.%d.%d" % (r.choice([23, 24]), r.choice([5, 10]), r.randint(0, 6))),
]
ZH_VER_T = [
    ("u", "{sw}已经是{ver}了，昨晚升的"),
    ("u", "{sw}当前版本：{ver}。提醒我看下更新日志有没有破坏性改动"),
    ("u", "{sw}先停在{ver}，等他们修好那个bug再说"),
    ("u", "奇怪，{sw}显示{ver}，发布页上却有更新的"),
    ("u", "{sw}升到{ver}了，暂时没炸"),
    ("a", "从你贴的输出看，{sw}跑的是{ver}。这个版本已经修了你遇到的问题，不用回滚。"),
    ("a", "{sw}建议先固定在{ver}——compose里写死tag，别用latest，免得哪天pull一下就出意外。"),
]
ZH_MONEY_ITEM = ["两块16T硬盘", "UPS", "小主机", "老大笔记本换屏", "宽带包年", "2.5G交换机", "密码管理器家庭版", "域名续费",
                 "这个月的云存储", "二手群晖", "Coral加速棒", "新路由器", "机柜隔板", "电工上门", "孩子网课的会员"]
def _zh_money_gen(r):
    f = r.random()
    if f < 0.5: return "%d元" % r.randint(60, 6000)
    if f < 0.7: return "¥%s" % format(r.randint(100, 5000), ",")
    if f < 0.85: return "%d块" % r.randint(30, 3000)
    return "%d.%d元" % (r.randint(10, 999), r.randint(1, 9))
ZH_MONEY_T = [
    ("u", "{item}花了{amt}，老婆先别让她知道（肯定会知道）"),
    ("u", "{item}{amt}，肉疼"),
    ("u", "记账：{item}——{amt}"),
    ("u", "上周{item}付了{amt}，发票扫进paperless了"),
    ("u", "{item}报价{amt}，这价合理吗？"),
    ("a", "算下来{item}是{amt}，这是目前最大的一笔，其余都是小订阅。"),
    ("a", "小票上{item}是{amt}。你要是愿意，之后贴过来的我帮你累计家里服务器的总花费。"),
]
def _zh_date_gen(r):
    f = r.random()
    mo = r.choice([12, 1, 2])
    d = r.randint(2, 28)
    if f < 0.4: return "%d月%d日" % (mo, d)
    if f < 0.55: return "%d月%d号" % (mo, d)
    if f < 0.7: return "%d.%d" % (mo, d)
    if f < 0.85: return "下周%s（%d号）" % (r.choice("一二三四五六"), d)
    return "%d年%d月%d日" % (2026 if mo == 12 else 2027, mo, d)
ZH_DATE_EVENT = ["光纤入户", "返修的硬盘到货", "学校笔记本归还截止", "云存储试用到期", "域名到期", "宽带师傅上门", "家长会",
                 "电工上门", "保修到期", "回老家", "路由器退货期截止", "孩子期末考试"]
ZH_DATE_T = [
    ("u", "{event}：{date}，记一下"),
    ("u", "所以{event}是{date}"),
    ("u", "确认了，{event}定在{date}，上午8点到12点之间，老样子"),
    ("u", "截止{date}——{event}，错过就没办法了"),
    ("u", "提醒我，{event}是{date}"),
    ("a", "按邮件的说法，{event}在{date}。建议前一天晚上先备份好配置，别到时手忙脚乱。"),
    ("a", "需要记住的日期：{event}——{date}。这个是定死的，帖子里其他的都是估计。"),
]
ZH_DECISIONS = [
    ("异地备份用Backblaze", "恢复的时候不收流量费"),
    ("Vaultwarden只走Tailscale", "密码库不该暴露在公网"),
    ("孩子的笔记本换成Chromebook", "学校平台只支持Chrome"),
    ("继续用Jellyfin不换Plex", "不用订阅也不偷偷上报"),
    ("买2.5G交换机", "NAS拷文件卡在千兆"),
    ("退掉百度网盘会员", "相册备份已经有Immich了"),
    ("Home Assistant单独划VLAN", "那些便宜智能插座不靠谱"),
    ("树莓派换成小主机", "SD卡老是坏"),
    ("旧路由器改成AP", "地下室没信号"),
    ("升级都放在周六早上", "那时候没人看电影"),
    ("用RAID-Z2不用镜像", "容量比速度更重要"),
    ("不要公网固定IP了", "Cloudflare Tunnel一样能用"),
    ("孩子的设备全走Pi-hole", "路由器自带的家长控制太鸡肋"),
    ("先买UPS再加硬盘", "上个月停了两次电"),
    ("Immich固定版本号", "上次自动更新把人脸识别搞坏了"),
    ("告警改成短信通知", "邮件告警全进垃圾箱"),
]
ZH_DEC_T = [
    ("u", "定了：{choice}，因为{reason}。"),
    ("u", "{choice}。理由：{reason}。就这样"),
    ("u", "最后决定{choice}，主要是{reason}"),
    ("u", "跟老婆商量过了，{choice}，毕竟{reason}"),
    ("u", "拍板了，{choice}。为啥？{reason}。不再纠结"),
    ("u", "纠结半天还是{choice}——{reason}，就这么定"),
    ("u", "算了，{choice}吧，{reason}"),
]
ZH_CONSTRAINTS = [
    "NAS管理页面绝不开到公网", "上学的晚上不做升级", "路由器只在晚上10点后重启", "管理员token不许提交到git",
    "升级任何东西前必须先打快照", "有登录页的服务不做端口转发", "备份清理只在周日跑", "数据库容器不要自动更新",
    "相册共享里的东西一张都不许删", "孩子晚上8点半必须关屏幕", "孩子的账号不给管理员权限", "电影之夜不许重启Jellyfin",
    "家庭日历不上云", "只买保修五年的硬盘", "新订阅必须先问老婆", "不许对/mnt/tank执行rm -rf",
]
ZH_CON_T = [
    ("u", "家规：{rule}。认真的"),
    ("u", "记住，{rule}，不管什么情况"),
    ("u", "长期规则——{rule}。"),
    ("u", "有一条没得商量：{rule}"),
    ("u", "以后你给建议的时候，{rule}。之前吃过亏"),
    ("u", "提醒咱俩：{rule}。除非我明确说可以"),
    ("u", "另外{rule}，这是去年春天大断网之后定下的"),
]
ZH_QUESTIONS = [
    "家用NAS上ECC内存", "家里网络开IPv6", "SMR硬盘组RAID", "给Frigate配Coral加速棒", "通过Tailscale网络唤醒",
    "用磁带做冷备份", "PVE和直接跑Docker", "DNS换成Unbound", "星链当备用线路", "买二手企业级服务器",
    "ZFS去重处理重复照片", "运营商的大内网", "给机柜上太阳能", "Matter和Zigbee", "在丈母娘家放第二台NAS", "书房拉万兆",
]
ZH_Q_T = [
    ("u", "随便问下：{topic}你怎么看？"),
    ("u", "一直在想{topic}——像我这种情况值不值？"),
    ("u", "回头再说：{topic}，我这个规模有必要吗？"),
    ("u", "{topic}实际用起来到底怎么样？不急"),
    ("u", "问个关于{topic}的——有人后悔过吗？"),
    ("u", "插个题外话，{topic}：行还是不行？等下孩子在喊"),
    ("u", "完全无关，但{topic}呢？刷到个帖子在讨论"),
]
ZH_CHAT = [
    "好", "等下", "哈哈是", "先吃饭", "回来了，说到哪了", "孩子终于睡了，开干", "今天累死", "嗯行", "有道理", "啊？",
    "果然", "好的好的", "我试试", "不行，还是一样", "咦，好了", "等一下老婆要用电脑", "老二把交换机拔了给平板充电。服了",
    "第三杯咖啡，走起", "行吧你赢了", "今晚就折腾到这", "我老婆说这台服务器是家里第三个孩子", "周末项目又超时了",
    "谢了", "完美", "就这样吧", "我就猜是这样", "收到", "谁会喜欢看docker日志啊", "又是DNS。永远是DNS",
    "储物间风扇声越来越离谱了", "早。没睡好，NAS凌晨2点做scrub一直响", "学校来电话了，别的事，没事", "打印机又抽风了",
]
ZH_ASK = [
    "停电后怎么让容器自己起来？", "3-2-1备份怎么做才不花冤枉钱？", "反代放NAS上还是放小主机上？", "为啥WiFi传照片这么慢？",
    "macvlan和bridge的区别再给我讲一遍，脑子不转了", "到底该监控哪些东西，不想被告警淹没", "怎么管住孩子的笔记本又不影响上网课？",
    "compose文件全堆在一个大目录里是不是不太好？", "HA卡死的时候先查什么？", "怎么不把密码写进compose文件？",
    "scrub多久跑一次合适？", "appdata迁到SSD池最省事的办法是？", "为啥WiFi能解析，有线的台式机就不行？", "帮我看看备份计划合不合理？",
]
ZH_PARAS = [
    "简单说：数据和配置分开放。影音和照片在存储池里，容器配置统一放在一个appdata数据集，这个数据集要最勤快地打快照和备份。镜像本身无所谓，随时可以重新拉。",
    "停电后自动恢复：每个服务都加上 `restart: unless-stopped`，并确认Docker本身开机自启。最容易踩的坑是NFS挂载——NAS起得比小主机慢的话，容器会对着空目录启动。加个systemd挂载依赖或者一个等待脚本就行。",
    "备份按三层来想：NAS上的快照防误删，家里另一台机器上的副本防硬件坏，再加一份异地的防最坏情况。每个季度挑一个目录试着恢复一次；没恢复过的备份只是心理安慰。",
    "孩子的笔记本，最不容易出问题的做法是给孩子的VLAN统一做DNS过滤，再加上设备自带的家长控制。按IP封锁会让网课视频出各种怪问题，因为会议服务的地址段一直在变。",
    "监控先从三项开始：每个服务能不能访问、存储池是否健康、昨晚的备份有没有跑完。其他的等这三项真出过问题再加。告警太多最后你会连重要的都忽略掉。",
    "反代放哪都行，关键看证书续期方不方便。用DNS验证的话放哪都无所谓；用HTTP验证，就得放在路由器转发到的那台机器上。",
    "WiFi上传慢多半是手机的问题，不是服务器。iOS开了低电量模式会狠狠限制后台上传，App每次只能跑几秒。晚上插着电、把App开着，积压的照片一般就能传完。",
    "macvlan让容器在局域网里有自己的IP，像Pi-hole这种用起来方便，但宿主机本身访问不了这个容器，需要额外加个shim网卡。bridge更简单，放在反代后面的服务基本都用它。",
    "Home Assistant卡死先看数据库。默认的recorder记录很多历史，小SSD上会一直涨到写入卡住。把那些频繁上报的传感器从recorder里排除掉，一般就彻底好了。",
    "密码这类东西：每个compose旁边放一个 `.env`，权限设成600，如果栈在git里就加进 `.gitignore`。Docker secrets在Swarm里好用，单机有点杀鸡用牛刀。",
    "家用的话scrub一个月一次足够。放在夜里，并且和备份任务错开，别让硬盘同时干两件事——那时候延迟会飙得很吓人。",
    "迁移appdata基本就是：停栈、保留权限复制、改bind mount路径、再启动。一个服务一个服务来；数据库（Immich的Postgres、Paperless）最怕复制到一半。",
    "有线和无线DNS表现不一样，通常是两个网络通过DHCP下发了不同的DNS。看看台式机实际拿到的是什么——多半有一个网卡还指向运营商的光猫。",
    "整体计划没问题。唯一想改的是保留策略：相册共享几乎不变，每小时快照保留一个月太折腾了。每天一个保留一个月、每周一个保留一年会温和很多。",
    "顺手建议：把什么服务跑在哪台机器、compose路径、暴露的端口、依赖什么，写在同一个笔记里。凌晨一点孩子在哭的时候，未来的你会感谢现在的你。",
    "这个报错本身没事，就是容器在服务还没起来的时候健康检查先跑了。如果几分钟后还一直刷，再深入看。",
    "这里别一次改两样东西。先更新镜像，确认能正常启动，然后再改网络配置。出问题了你就知道是哪一步。",
    "你贴的日志看起来是权限问题，不是网络：容器运行的UID和挂载目录的属主不一样。把PUID/PGID设成一致，或者把目录chown一次就好。",
    "花费这块，建议把一次性的硬件和每月的订阅分开记。真正悄悄涨上去的是订阅——三四个小订阅一年下来比买块新硬盘还贵。",
    "路由器的家长控制一般很粗：整台设备的时间表加一个简短的黑名单。想细到每个App的时长，还是设备自带的家庭设置更好用。",
    "如果运营商一直甩锅给你的设备，最快的办法是绕过自己的路由器，记录带时间戳的掉线日志。写个小脚本每几秒ping一下他们的网关就够当证据了。",
]
ZH_ACK = ["收到。", "记下了。", "好的，已经记好。", "明白。", "了解。", "好，记在笔记里了。", "谢谢，这个有用。", "没问题。"]
ZH_DEFER = [
    "这个问题值得好好回答，不是一两句能说清的——先放一放，等你手头的事忙完再聊。",
    "好问题，但不简单。先不展开，免得打断你现在在修的东西。",
    "先记着这个，我想先把眼前这件事弄完。",
]
ZH_OPEN = ["在吗。这个周末又要折腾家里的服务器，这个对话就当我的笔记本了", "早。新开一个对话专门记家里服务器的烂摊子"]


# ----------------------------------------------------------------------------------------------
# Pasted material and tool output (shared generators, language-aware captions)
# ----------------------------------------------------------------------------------------------
def paste_compose(r, zh):
    svc = r.choice([("jellyfin", "jellyfin/jellyfin"), ("immich-server", "ghcr.io/immich-app/immich-server"),
                    ("vaultwarden", "vaultwarden/server"), ("homeassistant", "ghcr.io/home-assistant/home-assistant"),
                    ("uptime-kuma", "louislam/uptime-kuma"), ("paperless", "ghcr.io/paperless-ngx/paperless-ngx")])
    body = ("services:\n  %s:\n    image: %s:latest\n    container_name: %s\n    restart: unless-stopped\n"
            "    environment:\n      - TZ=%s\n      - PUID=1000\n      - PGID=1000\n    volumes:\n      - /mnt/tank/appdata/%s:/config\n"
            "    networks:\n      - proxy\nnetworks:\n  proxy:\n    external: true" %
            (svc[0], svc[1], svc[0], "Asia/Shanghai" if zh else "America/Chicago", svc[0]))
    cap = r.choice(["这样写有问题吗", "帮我看下", "贴一下现在的compose", "为啥起不来"] if zh else
                   ["does this look sane", "current compose, pls check", "why won't this start", "this is what I have rn"])
    return cap + "\n```yaml\n" + body + "\n```"


def paste_log(r, zh):
    lines = []
    h = r.randint(0, 23)
    for _ in range(r.randint(4, 9)):
        m, s = r.randint(0, 59), r.randint(0, 59)
        lines.append("%02d:%02d:%02d %s" % (h, m, s, r.choice([
            "[WRN] Slow HTTP response from upstream, retrying", "ERROR connect ECONNREFUSED database:5432",
            "[INF] Scheduled task Scan Media Library completed", "WARNING (Recorder) Database is locked, retrying",
            "level=error msg=\"failed to resolve host\" host=api.github.com", "[ERR] Health check failed: timeout",
            "INFO Starting microservice worker", "kernel: ata3: hard resetting link",
            "nginx: upstream timed out (110: Connection timed out)", "[INF] Transcoding finished"])))
    cap = r.choice(["日志：", "又来了", "这是什么意思", "docker logs 输出"] if zh else ["logs:", "again this", "wtf does this mean", "docker logs output"])
    return cap + "\n```\n" + "\n".join(lines) + "\n```"


def paste_df(r, zh):
    rows = ["Filesystem      Size  Used Avail Use% Mounted on"]
    for name, mnt in [("/dev/nvme0n1p2", "/"), ("tank/appdata", "/mnt/tank/appdata"), ("tank/photos", "/mnt/tank/photos"), ("tank/media", "/mnt/tank/media")]:
        size = r.choice(["234G", "1.8T", "7.1T", "21T"])
        rows.append("%-15s %5s  %s %s  %d%% %s" % (name, size, r.choice(["61G", "1.2T", "5.9T", "14T"]), r.choice(["170G", "540G", "1.2T", "6.8T"]), r.randint(11, 96), mnt))
    cap = r.choice(["空间快满了？", "df -h", "看下这个"] if zh else ["df -h", "is this bad", "space check"])
    return cap + "\n```\n" + "\n".join(rows) + "\n```"


def paste_smart(r, zh):
    rows = ["ID# ATTRIBUTE_NAME          VALUE WORST THRESH RAW_VALUE",
            "  5 Reallocated_Sector_Ct   %d   %d   010    %d" % (r.randint(95, 100), r.randint(95, 100), r.choice([0, 0, 8, 24])),
            "  9 Power_On_Hours          0%d   0%d   000    %d" % (r.randint(50, 99), r.randint(50, 99), r.randint(9000, 41000)),
            "194 Temperature_Celsius     0%d   0%d   000    %d" % (r.randint(50, 70), r.randint(40, 60), r.randint(31, 49)),
            "197 Current_Pending_Sector  100   100   000    %d" % r.choice([0, 0, 2])]
    cap = r.choice(["smart数据，这块盘还能用吗", "这块盘要不要换"] if zh else ["smart output for the old drive", "should I worry about this one"])
    return cap + "\n```\n" + "\n".join(rows) + "\n```"


def paste_email(r, zh):
    if zh:
        return ("运营商回邮件了：\n> 尊敬的用户您好，经系统检测您的线路状态正常，建议您重启光猫和路由器后再观察。"
                "如问题仍未解决，请回复本邮件，我们将安排工程师上门。\n> 温馨提示：上门检测如非线路问题可能产生费用。\n\n又是重启大法")
    return ("ISP finally replied:\n> Dear customer, our diagnostics show your line is operating normally. Please power-cycle your "
            "modem and router and monitor the connection. If the issue persists, reply to this message to schedule a technician.\n"
            "> Please note a visit fee may apply if the fault is found to be on customer equipment.\n\nclassic. turn it off and on again")


def paste_table(r, zh):
    if zh:
        head = "| 服务 | 机器 | 状态 |\n|---|---|---|"
        rows = ["| %s | %s | %s |" % (s, r.choice(["NAS", "小主机", "树莓派"]), r.choice(["正常", "正常", "偶尔卡", "待迁移"]))
                for s in r.sample(["Jellyfin", "Immich", "Vaultwarden", "HA", "Pi-hole", "Uptime Kuma", "Paperless"], 5)]
        return "现在的情况：\n" + head + "\n" + "\n".join(rows)
    head = "| service | host | status |\n|---|---|---|"
    rows = ["| %s | %s | %s |" % (s, r.choice(["nas", "minipc", "pi4"]), r.choice(["ok", "ok", "flaky", "to migrate"]))
            for s in r.sample(["jellyfin", "immich", "vaultwarden", "homeassistant", "pihole", "uptime-kuma", "paperless"], 5)]
    return "where things are at:\n" + head + "\n" + "\n".join(rows)


PASTES = [paste_compose, paste_log, paste_df, paste_smart, paste_email, paste_table]

TOOLS = [
    ("run_command", lambda r: {"cmd": r.choice(["docker ps --format '{{.Names}}\\t{{.Status}}'", "uptime", "zpool status -x", "free -h", "ip -br addr"])}),
    ("search_history", lambda r: {"query": r.choice(["backup schedule", "proxy config", "kids laptop", "compose", "备份", "端口"])}),
    ("web_search", lambda r: {"q": r.choice(["immich release notes", "jellyfin hardware transcoding intel", "vaultwarden websocket nginx", "home assistant recorder exclude"])}),
    ("read_file", lambda r: {"path": r.choice(["/opt/stacks/README.md", "/etc/fstab", "/opt/stacks/.env.example"])}),
]


def tool_output(r, name, args):
    if name == "run_command":
        c = args["cmd"]
        if c.startswith("docker ps"):
            return "\n".join("%s\tUp %d %s" % (n, r.randint(2, 23), r.choice(["hours", "days"]))
                             for n in ["jellyfin", "immich_server", "immich_postgres", "vaultwarden", "homeassistant", "npm_app"])
        if c == "uptime":
            return " %02d:%02d:01 up %d days,  3 users,  load average: 0.%02d, 0.%02d, 0.%02d" % (
                r.randint(0, 23), r.randint(0, 59), r.randint(3, 90), r.randint(10, 99), r.randint(10, 99), r.randint(10, 99))
        if c.startswith("zpool"):
            return "all pools are healthy"
        if c == "free -h":
            return "               total        used        free\nMem:            31Gi        %dGi        %dGi\nSwap:          4.0Gi          0B       4.0Gi" % (r.randint(6, 20), r.randint(2, 9))
        return "lo               UNKNOWN        127.0.0.1/8\nenp2s0           UP             192.168.1.%d/24\ndocker0          DOWN           172.17.0.1/16" % r.randint(2, 250)
    if name == "search_history":
        return "%d matches; most recent from earlier this week about %s" % (r.randint(1, 6), args["query"])
    if name == "web_search":
        return "1. %s — official docs\n2. Reddit thread (r/selfhosted)\n3. GitHub issue discussion" % args["q"]
    return "# notes\n- stacks live in /opt/stacks/<name>/compose.yml\n- secrets in .env next to each compose file\n- appdata on tank/appdata"


# ----------------------------------------------------------------------------------------------
# Fact generation
# ----------------------------------------------------------------------------------------------
class Fact:
    def __init__(self, kind, needles, text, speaker):
        self.kind, self.needles, self.text, self.speaker = kind, needles, text, speaker


def _fresh(r, gen, used, tries=200):
    for _ in range(tries):
        v = gen()
        if all(v not in u and u not in v for u in used):
            used.append(v)
            return v
    raise RuntimeError("could not draw a fresh value")


def make_facts(r, zh, per_kind):
    used = list(FILLER_PORTS)  # keep fact values clear of the filler ports
    facts = []
    P = dict(
        name_t=ZH_NAME_T if zh else EN_NAME_T, cmd_t=ZH_CMD_T if zh else EN_CMD_T, id_t=ZH_ID_T if zh else EN_ID_T,
        port_t=ZH_PORT_T if zh else EN_PORT_T, ver_t=ZH_VER_T if zh else EN_VER_T, money_t=ZH_MONEY_T if zh else EN_MONEY_T,
        date_t=ZH_DATE_T if zh else EN_DATE_T, dec_t=ZH_DEC_T if zh else EN_DEC_T, con_t=ZH_CON_T if zh else EN_CON_T,
        q_t=ZH_Q_T if zh else EN_Q_T)

    def pick_t(key):
        return r.choice(P[key])

    def rot(pool):
        # cycle through a shuffled copy so roles/items vary but repeat only when exhausted
        lst = list(pool)
        r.shuffle(lst)
        i = 0
        while True:
            yield lst[i % len(lst)]
            i += 1

    roles = rot(ZH_ROLES if zh else EN_ROLES)
    for _ in range(per_kind):
        role = next(roles)
        if zh:
            kid = role[0] in ("我家老大", "我家老二")
            gen = (lambda: r.choice(ZH_KIDS)) if kid and r.random() < 0.5 else (lambda: r.choice(ZH_SURNAME) + r.choice(ZH_GIVEN))
        else:
            kid = role[0] in ("my daughter", "my son")
            gen = (lambda: r.choice(EN_KIDS)) if kid and r.random() < 0.6 else (lambda: r.choice(EN_FIRST) + " " + r.choice(EN_LAST))
        n = _fresh(r, gen, used)
        sp, t = pick_t("name_t")
        facts.append(Fact("name", [n], t.format(Name=n, role=role[0], role2=role[1], ctx=role[2]), sp))
    cmds = list(EN_CMD_PARTS)
    r.shuffle(cmds)
    for i in range(per_kind):
        g, purpose = cmds[i % len(cmds)]
        c = _fresh(r, lambda: g(r), used)
        sp, t = pick_t("cmd_t")
        facts.append(Fact("command", [c], t.format(cmd=c, purpose=ZH_CMD_PURPOSE[purpose] if zh else purpose), sp))
    whats = rot(ZH_ID_WHAT if zh else EN_ID_WHAT)
    for _ in range(per_kind):
        v = _fresh(r, lambda: (_zh_id_gen if zh else _id_gen)(r), used)
        sp, t = pick_t("id_t")
        facts.append(Fact("id", [v], t.format(id=v, what=next(whats)), sp))
    svcs = rot(ZH_PORT_SVC if zh else EN_PORT_SVC)
    for _ in range(per_kind):
        v = _fresh(r, lambda: str(r.choice([r.randint(1030, 9999), r.randint(10000, 62000)])), used)
        sp, t = pick_t("port_t")
        facts.append(Fact("port", [v], t.format(port=v, svc=next(svcs)), sp))
    sws = rot(ZH_VER_SW if zh else EN_VER_SW)
    for _ in range(per_kind):
        sw, g = next(sws)
        v = _fresh(r, lambda: g(r), used)
        sp, t = pick_t("ver_t")
        facts.append(Fact("version", [v], t.format(ver=v, sw=sw), sp))
    items = rot(ZH_MONEY_ITEM if zh else EN_MONEY_ITEM)
    for _ in range(per_kind):
        v = _fresh(r, lambda: (_zh_money_gen if zh else _money_gen)(r), used)
        sp, t = pick_t("money_t")
        facts.append(Fact("money", [v], t.format(amt=v, item=next(items)), sp))
    events = rot(ZH_DATE_EVENT if zh else EN_DATE_EVENT)
    for _ in range(per_kind):
        v = _fresh(r, lambda: (_zh_date_gen if zh else _date_gen)(r), used)
        sp, t = pick_t("date_t")
        facts.append(Fact("date", [v], t.format(date=v, event=next(events)), sp))
    decs = list(ZH_DECISIONS if zh else EN_DECISIONS)
    r.shuffle(decs)
    for i in range(per_kind):
        ch, rs = decs[i % len(decs)]
        for v in (ch, rs):
            if any(v in u or u in v for u in used):
                raise RuntimeError("decision pool exhausted or overlapping")
            used.append(v)
        sp, t = pick_t("dec_t")
        facts.append(Fact("decision", [ch, rs], t.format(choice=ch, reason=rs), sp))
    for kind, pool, key in (("constraint", ZH_CONSTRAINTS if zh else EN_CONSTRAINTS, "con_t"),
                            ("question", ZH_QUESTIONS if zh else EN_QUESTIONS, "q_t")):
        lst = list(pool)
        r.shuffle(lst)
        for i in range(per_kind):
            v = lst[i % len(lst)]
            if any(v in u or u in v for u in used):
                raise RuntimeError("%s pool exhausted or overlapping" % kind)
            used.append(v)
            sp, t = pick_t(key)
            facts.append(Fact(kind, [v], t.format(rule=v, topic=v), sp))
    return facts


# ----------------------------------------------------------------------------------------------
# Conversation assembly
# ----------------------------------------------------------------------------------------------
def assistant_filler(r, zh, nmin=1, nmax=3):
    paras = r.sample(ZH_PARAS if zh else EN_PARAS, r.randint(nmin, nmax))
    if r.random() < 0.25:
        steps = (["先停掉相关容器", "备份appdata", "改配置", "重新启动并看日志"] if zh else
                 ["stop the affected stack", "back up its appdata folder", "make the change", "start it again and watch the logs"])
        paras.append("\n".join("%d. %s" % (i + 1, s) for i, s in enumerate(steps)))
    return "\n\n".join(paras)


def typo(r, text):
    """Swap two letters inside one longer word, the way a tired thumb does."""
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) > 4 and w.isalpha()]
    if not idx:
        return text
    i = r.choice(idx)
    w = words[i]
    j = r.randrange(1, len(w) - 2)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)


# which paragraph of *_PARAS answers which entry of *_ASK (same order in both languages)
ASK_PARA = [1, 2, 5, 6, 7, 4, 3, 0, 8, 9, 10, 11, 12, 13]
PASTE_PARA = {"paste_compose": [16, 17, 9], "paste_log": [15, 17, 8], "paste_email": [20], "paste_table": [14, 11]}
SMART_REPLY = [
    "Those numbers look okay for a drive that age: no reallocated or pending sectors worth worrying about, temperature is fine. Keep an eye on attribute 5 and 197 — if either starts climbing week over week, plan the replacement.",
    "Power-on hours are high-ish but that alone isn't a death sentence. The ones that matter are reallocated and pending sectors; a handful is tolerable, a growing count is not. Run a long test overnight and compare.",
]
SMART_REPLY_ZH = [
    "这块盘的年纪来说数据还行：重映射和待映射扇区都没什么可担心的，温度也正常。盯着5号和197号属性——每周都在涨的话就该计划换盘了。",
    "通电时间偏长，但光这一项说明不了什么。关键看重映射和待映射扇区；有几个能接受，持续增长就不行了。晚上跑一次长测试对比一下。",
]
DF_REPLY = ["The pool with the highest Use% is the one to watch; ZFS gets sluggish past roughly 80-85% full. Snapshots are the usual hidden culprit — list them sorted by used space before deleting any data."]
DF_REPLY_ZH = ["Use%最高的那个池要盯着，ZFS超过80%到85%左右就会变慢。最常见的隐形占用是快照——删数据之前先按占用空间列一下快照。"]


def user_filler(r, zh, i):
    """Returns (text, list of opening reply paragraphs)."""
    x = r.random()
    paras = ZH_PARAS if zh else EN_PARAS
    if x < 0.38:
        return r.choice(ZH_CHAT if zh else EN_CHAT), []
    if x < 0.68:
        k = r.randrange(len(ASK_PARA))
        q = (ZH_ASK if zh else EN_ASK)[k]
        if not zh and r.random() < 0.2:
            q = typo(r, q)
        return q, [paras[ASK_PARA[k]]]
    f = r.choice(PASTES)
    if f is paste_smart:
        first = r.choice(SMART_REPLY_ZH if zh else SMART_REPLY)
    elif f is paste_df:
        first = r.choice(DF_REPLY_ZH if zh else DF_REPLY)
    else:
        first = paras[r.choice(PASTE_PARA[f.__name__])]
    return f(r, zh), [first]


def build(seed, attempt, zh, per_kind):
    r = random.Random("ba-%d-%d-%s" % (seed, attempt, "zh" if zh else "en"))
    facts = make_facts(r, zh, per_kind)
    user_f = [f for f in facts if f.speaker == "u"]
    asst_f = [f for f in facts if f.speaker == "a"]
    r.shuffle(user_f)
    r.shuffle(asst_f)
    # group some user facts, two to a message
    umsgs = []
    i = 0
    while i < len(user_f):
        if i + 1 < len(user_f) and r.random() < 0.22 and user_f[i + 1].kind != "question" and user_f[i].kind != "question":
            umsgs.append([user_f[i], user_f[i + 1]])
            i += 2
        else:
            umsgs.append([user_f[i]])
            i += 1
    n_ex = max(len(umsgs) + 12, r.randint(66, 128))
    n_ex = min(n_ex, 140)
    if len(umsgs) > n_ex - 2:
        raise RuntimeError("too many facts for 280 messages")
    upos = sorted(r.sample(range(1, n_ex), len(umsgs)))
    uslot = dict(zip(upos, umsgs))
    apos = sorted(r.sample(range(1, n_ex), min(len(asst_f), n_ex - 1)))
    aslot = dict(zip(apos, asst_f))
    ack = ZH_ACK if zh else EN_ACK
    exchanges = []  # (user_text, tool_calls, assistant_text, fact_user, fact_asst)
    for e in range(n_ex):
        tools = []
        q_in = False
        lead = []
        if e == 0:
            utext = r.choice(ZH_OPEN if zh else EN_OPEN)
            ufacts = []
        elif e in uslot:
            ufacts = uslot[e]
            parts = [f.text for f in ufacts]
            sep = r.choice(["\n", "\n另外，", "。还有，"] if zh else ["\n", "\nalso ", ". oh and "])
            utext = sep.join(parts)
            if r.random() < 0.25:
                pre = r.choice(ZH_CHAT if zh else EN_CHAT)
                utext = pre + ("。" if zh else ". ") + utext
            q_in = any(f.kind == "question" for f in ufacts)
        else:
            ufacts = []
            utext, lead = user_filler(r, zh, e)
        if r.random() < 0.22:
            for name, ag in r.sample(TOOLS, r.randint(1, 2)):
                args = ag(r)
                tools.append((name, args, tool_output(r, name, args)))
        af = aslot.get(e)
        if q_in:
            body = r.choice(ZH_DEFER if zh else EN_DEFER)
            if r.random() < 0.6:
                body += "\n\n" + assistant_filler(r, zh, 1, 2)
        elif ufacts:
            body = r.choice(ack)
            if r.random() < 0.7:
                body += ("\n\n" if r.random() < 0.5 else " ") + assistant_filler(r, zh, 1, 2)
        else:
            if lead:
                body = lead[0]
                if r.random() < 0.5:
                    body += "\n\n" + assistant_filler(r, zh, 1, 1)
            else:
                body = assistant_filler(r, zh, 1, 3) if r.random() < 0.45 else r.choice(ack)
        if af is not None:
            if r.random() < 0.5:
                body = af.text + "\n\n" + body
            else:
                body = body + "\n\n" + af.text
        exchanges.append((utext, tools, body, ufacts, [af] if af else []))
    # rows
    rows, owner = [], []  # owner[i] = list of facts whose own row is i
    t = datetime(2026, 11, 20, 7, 40, tzinfo=timezone.utc) + timedelta(minutes=r.randint(0, 50))
    end_limit = datetime(2026, 11, 30, 11, 0, tzinfo=timezone.utc)
    per_ex = (end_limit - t).total_seconds() / max(1, n_ex) * 0.9
    n = 0
    call = 0
    for (ut, tools, at, uf, af) in exchanges:
        gap = r.uniform(0.05, 1.6) * per_ex
        t += timedelta(seconds=gap)
        n += 1
        rows.append({"v": 2, "id": "msg_ba%d" % n, "createdAt": t.strftime("%Y-%m-%dT%H:%M:%SZ"),
                     "item": {"type": "message", "role": "user", "content": ut}, "meta": {"uiRole": "user"}})
        owner.append(uf)
        for name, args, out in tools:
            call += 1
            cid = "call_ba%d" % call
            t += timedelta(seconds=r.randint(2, 9))
            n += 1
            rows.append({"v": 2, "id": "msg_ba%d" % n, "createdAt": t.strftime("%Y-%m-%dT%H:%M:%SZ"),
                         "item": {"type": "function_call", "callId": cid, "name": name, "arguments": json.dumps(args, ensure_ascii=False)}, "meta": {}})
            owner.append([])
            t += timedelta(seconds=r.randint(1, 6))
            n += 1
            rows.append({"v": 2, "id": "msg_ba%d" % n, "createdAt": t.strftime("%Y-%m-%dT%H:%M:%SZ"),
                         "item": {"type": "function_call_result", "callId": cid, "name": name, "status": "completed", "output": out}, "meta": {}})
            owner.append([])
        t += timedelta(seconds=r.randint(4, 40))
        n += 1
        rows.append({"v": 2, "id": "msg_ba%d" % n, "createdAt": t.strftime("%Y-%m-%dT%H:%M:%SZ"),
                     "item": {"type": "message", "role": "assistant", "content": at}, "meta": {"uiRole": "assistant"}})
        owner.append(af)
    return facts, rows, owner


def row_text(row):
    it = row["item"]
    if it["type"] == "message":
        return it["content"]
    if it["type"] == "function_call":
        return it["name"] + " " + it["arguments"]
    return it["name"] + " " + it["output"]


def check(facts, rows, owner):
    texts = [row_text(x) for x in rows]
    allneedles = [nd for f in facts for nd in f.needles]
    if len(set(allneedles)) != len(allneedles):
        return False
    for a in allneedles:
        for b in allneedles:
            if a != b and a in b:
                return False
    home = {}
    for i, fl in enumerate(owner):
        for f in fl:
            home[id(f)] = i
    for f in facts:
        if id(f) not in home:
            return False
        for nd in f.needles:
            hits = [i for i, tx in enumerate(texts) if nd in tx]
            if hits != [home[id(f)]]:
                return False
    msgs = sum(1 for x in rows if x["item"]["type"] == "message")
    return 130 <= msgs <= 280


def conversation(seed, zh, per_kind):
    for attempt in range(300):
        try:
            facts, rows, owner = build(seed, attempt, zh, per_kind)
        except RuntimeError:
            continue
        if check(facts, rows, owner):
            return facts, rows
    sys.exit("seed %d: could not build a valid conversation" % seed)


# ----------------------------------------------------------------------------------------------
# Running okbot
# ----------------------------------------------------------------------------------------------
def run(okbot, env, args, stdin=None):
    p = subprocess.run([okbot] + args, input=stdin, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def max_summary(root):
    best = 0
    for dp, _, files in os.walk(root):
        if "session-summary.json" in files:
            try:
                with open(os.path.join(dp, "session-summary.json"), encoding="utf-8") as fh:
                    s = json.load(fh).get("summary") or ""
            except (OSError, ValueError):
                continue
            best = max(best, len(s))
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
    best = 0
    for si, seed in enumerate(seeds):
        zh = si == len(seeds) - 1
        facts, rows = conversation(seed, zh, per_kind)
        root = os.path.abspath(os.path.join(workdir, "root-%d" % seed))
        if os.path.exists(root):
            shutil.rmtree(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW=NOW)
        run(okbot, env, ["init"])
        run(okbot, env, ["assistant", "create", "Writer"])
        run(okbot, env, ["settings", "set", "contextCompression.summaryMaxChars", smax])
        comps = 0
        batch, cnt = [], 0
        for i, row in enumerate(rows):
            batch.append(json.dumps(row, ensure_ascii=False))
            if row["item"]["type"] == "message":
                cnt += 1
            if cnt == BATCH or i == len(rows) - 1:
                run(okbot, env, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                run(okbot, env, ["compress", "-a", "Writer", "--now"])
                comps += 1
                batch, cnt = [], 0
        ctx = run(okbot, env, ["context", "show", "-a", "Writer"])
        kept, missing = 0, []
        for f in facts:
            ok = all(nd in ctx for nd in f.needles)
            tot[f.kind][1] += 1
            if ok:
                kept += 1
                tot[f.kind][0] += 1
            else:
                missing.append(f)
        nmsg = sum(1 for x in rows if x["item"]["type"] == "message")
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, "zh" if zh else "en", nmsg, len(rows), comps, kept, len(facts), 100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f.kind, " + ".join(f.needles)))
        sys.stdout.flush()
        best = max(best, max_summary(root))
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for k in KINDS:
        print("kind %s %d/%d %.1f" % (k, tot[k][0], tot[k][1], 100.0 * tot[k][0] / max(1, tot[k][1])))
    print("retention overall %.1f" % (100.0 * allk / max(1, alln)))
    print("max summary chars %d" % best)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Held-out retention set "cw": a solo immigration and family lawyer in Toronto.

Leena Marchetti (or one of two colleagues with the same practice, depending on the seed) runs a
one-lawyer immigration and family practice out of a shared office suite on Bay Street, with a
part-time paralegal (Jonah) and the suite's receptionist.  Her files: spousal sponsorships,
refugee claims at the RPD, judicial reviews in Federal Court, H&C applications, custody and
parenting-time disputes, child and spousal support, separation agreements.  Her conversations
are dominated by long forwarded e-mail threads with quoted replies ("> On Tue, Feb 9, 2027 at
4:12 PM ... wrote:", nested ">>"), signatures and confidentiality disclaimers, with one line of
her own on top ("see below - thoughts?"); she also pastes client texts and types terse notes.
Canadian English, money in CAD ("$4,500", "CA$1,250").  The assistant answers in structured
Markdown (headings, tables) and calls tools: the case-management system (`cms`, Markdown tables
or JSON), the calendar, the court e-filing status check (`efile_status`), document search, and
the office's small server (`office_server`: a Synology NAS running the client portal; commands,
ports and versions live here).  Many clients, opposing counsel, judges and officers appear that
are not needles, and file numbers that are not needles.  The last seed's conversation is in
Simplified Chinese: 林律师, 上海一家小律所的合伙人 (婚姻家事和涉外签证), forwarding e-mail
chains and WeChat messages in the same style.

Facts are seeded as needles in the lawyer's own notes, inside forwarded threads (newest message
or a quoted older one, sometimes her own quoted reply), in pasted client texts, in tool results
she asked for (contacts JSON, billing tables, calendar events, netstat/docker output, version
output), in tool arguments (a command run on the NAS, a file note saved), in corrections ("the
14th, no, the 15th": only the final value is a needle) and in assistant replies that restate
them; decisions carry (choice, reason), constraints (action, condition), questions one subject
that is never answered.  Planned repeats are counted in `expect`.

usage: gen_cw.py OKBOT WORKDIR [SEED...]
env:   PER_KIND (facts per kind per conversation, default 10)
       SUMMARY_MAX (contextCompression.summaryMaxChars, default 2000)
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import date, datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

START = date(2027, 2, 8)
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
MON_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
WD_EN = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WD_ZH = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]


def ord_en(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def en_date(d):
    return "%s %s" % (MONTHS_EN[d.month - 1], ord_en(d.day))


def zh_date(d):
    return "%d月%d日" % (d.month, d.day)


def cad(v, style):
    if style == "cents":
        return "${:,.2f}".format(v)
    if style == "ca":
        return "CA${:,}".format(int(v))
    return "${:,}".format(int(v))


def cny(v):
    return "%d元" % v


def mail_stamp(dt, zh):
    h = dt.hour % 12 or 12
    if zh:
        ap = "上午" if dt.hour < 12 else "下午"
        return "%d年%d月%d日%s %s%d:%02d" % (dt.year, dt.month, dt.day, WD_ZH[dt.weekday()], ap, h, dt.minute)
    return "%s, %s %d, %d at %d:%02d %s" % (WD_EN[dt.weekday()], MON_EN[dt.month - 1], dt.day, dt.year,
                                           h, dt.minute, "AM" if dt.hour < 12 else "PM")


def quote(text):
    out = []
    for ln in text.split("\n"):
        out.append(">" + ln if ln.startswith(">") else ("> " + ln if ln else ">"))
    return "\n".join(out)


def md_table(head, rows):
    out = ["| " + " | ".join(head) + " |", "|" + "|".join(["---"] * len(head)) + "|"]
    for r in rows:
        out.append("| " + " | ".join(str(x) for x in r) + " |")
    return "\n".join(out)


# ---------------------------------------------------------------- English pools

N_FIRST_EN = ["Imogen", "Thaddeus", "Ravinder", "Solveig", "Oluwaseun", "Marisol", "Casimir", "Leocadia",
              "Anselm", "Perpetua", "Ignatius", "Ottilie", "Florian", "Zenobia", "Evander", "Philippa",
              "Bartholomew", "Rosamund", "Cosmin", "Henrike", "Yevgenia", "Tobiah", "Wilhelmina", "Ambrose"]
N_LAST_EN = ["Lindqvist", "Abernathy", "Okonkwo-Reyes", "Vandermeer", "Castellanos", "Ferreira-Lund",
             "Kaczmarski", "Ashdown", "Delacroix", "Rautenbach", "Szabo-Klein", "Quintanilla", "Oyelaran",
             "Bellweather", "Haverkamp", "Montcalm", "Strathearn", "Weatherall", "Zografos", "Penhaligon",
             "Thistlewood", "Ekwueme", "Varga-Nilsen", "Dunleavy"]
D_FIRST_EN = ["Karim", "Sunita", "Mark", "Olga", "Daniel", "Priya", "Tom", "Fatima", "Kevin", "Lucy", "Hamid",
              "Grace", "Jean-Marc", "Amrit", "Chris", "Nadia", "Paul", "Wei", "Rachel", "Tariq", "Sandra",
              "Ibrahim", "Megan", "Luis", "Aisha", "Brendan", "Mei", "Sergei"]
D_LAST_EN = ["Haddad", "Sandhu", "Tremblay", "Okafor", "Nguyen", "Kowalski", "Mensah", "Rahimi", "Dubois",
             "Ferreira", "Singh", "Gallagher", "Hosseini", "Nazarov", "Silva", "Chen", "Osei", "Morrison",
             "Bhatt", "Petrov", "Alvarez", "Kaur", "Lemieux", "Park", "Adeyemi", "Qureshi", "Costa", "Yilmaz"]
LAWYERS_EN = [("Leena Marchetti", "leena@marchettilaw.ca", "Marchetti Law Professional Corporation"),
              ("Leena Marchetti", "lmarchetti@marchettilaw.ca", "Marchetti Law"),
              ("Leena Marchetti", "leena.m@marchettilaw.ca", "Marchetti Immigration & Family Law")]
LAW_FIRMS_EN = ["{L} Family Law", "{L} & Associates", "{L} Law LLP", "{L} Barristers", "Downtown Legal Clinic",
                "{L} Immigration Law"]
MATTER_TYPES_EN = ["spousal sponsorship (inland)", "refugee claim (RPD)", "JR, study permit refusal",
                   "custody / parenting time", "child support variation", "separation agreement",
                   "H&C application", "uncontested divorce", "Super Visa (parents)", "IAD sponsorship appeal",
                   "PRRA", "equalization / matrimonial home", "work permit extension", "restoration of status"]

NAME_ROLES_EN = [
    ("the new hearings officer on the {C} file", "Hearings Officer", "Canada Border Services Agency"),
    ("the Dari interpreter for {C}'s hearing", "Certified Court Interpreter (Dari/Farsi)", "Lingua Court Services"),
    ("the assessor doing the s. 30 assessment in {C}", "MSW, RSW", "Northgate Family Assessments"),
    ("the mediator the other side proposed for {C}", "Accredited Family Mediator", "Yonge Eglinton Mediation"),
    ("opposing counsel's new associate on {C}", "Associate", "{F}"),
    ("the HR contact at {C}'s employer", "HR Business Partner", "Brightline Logistics Inc."),
    ("the process server we used for {C}", "Licensed Process Server", "Metro Legal Services"),
    ("the clerk at 393 University who called about {C}", "Court Services Officer", "Superior Court of Justice"),
    ("the IRB case management officer for {C}", "Case Management Officer", "Immigration and Refugee Board"),
    ("the accountant doing the income analysis in {C}", "CPA, CBV", "Hollis Valuation Group"),
    ("the Legal Aid contact for {C}'s certificate", "Client Services Officer", "Legal Aid Ontario"),
    ("the tech who set up the NAS", "Managed IT Services", "Byteworks Toronto"),
    ("the property manager for the shared office", "Property Manager", "Bay Adelaide Suites"),
    ("the locum who might cover the practice in July", "Barrister & Solicitor", "Sole practitioner"),
    ("the panel physician's coordinator for {C}'s medical", "Clinic Coordinator", "Dundas Medical Clinic"),
    ("the OCL clinician assigned in {C}", "Clinical Investigator", "Office of the Children's Lawyer"),
    ("the translator for {C}'s Portuguese documents", "Certified Translator (ATIO)", "Clearword Translations"),
    ("the settlement worker helping {C}", "Settlement Counsellor", "COSTI Immigrant Services"),
]

CMD_EN = [
    ("sudo docker restart {ctr}", "if the client portal stops loading", 1),
    ("sudo docker compose -f /volume1/docker/{stack}/compose.yaml up -d", "if the portal doesn't come back after a reboot", 1),
    ("docker exec -u www-data {ctr} php occ files:scan --path=\"/{user}/files/Clients\"", "when client uploads don't show up in the portal", 1),
    ("docker exec -u www-data {ctr} php occ maintenance:mode --off", "if the portal is stuck in maintenance mode", 1),
    ("sudo synopkg restart {pkg}", "when {pkg} hangs", 1),
    ("rsync -avh --progress /volume1/Clients/{yr}/ /volumeUSB1/usbshare/Clients-{yr}/", "for the monthly offline copy to the USB drive", 1),
    ("sudo btrfs scrub start /volume{vol}", "to kick off the data scrub by hand", 1),
    ("ocrmypdf --deskew --rotate-pages {src}.pdf {src}-ocr.pdf", "to OCR the scanned disclosure before it goes in the brief", 1),
    ("pdftk {src}-tab{a}.pdf {src}-tab{b}.pdf cat output {src}-exhibits.pdf", "to stitch the exhibit tabs into one PDF", 1),
    ("qpdf --split-pages={pages} {src}.pdf {src}-part-%d.pdf", "when a record is over the e-filing upload limit", 1),
    ("find /volume1/Scans/{who} -name '*.pdf' -mtime -{days} -ls", "to see what the scanner dropped this week", 1),
    ("sudo smartctl -a /dev/sat{disk} | grep -i reallocated", "to check the drive that's throwing warnings", 1),
    ("sudo tail -n {lines} /var/log/messages", "to see why the NAS rebooted overnight", 1),
    ("=ROUND({col}{row}*0.13,2)", "for the HST column on the invoice sheet", 0),
    ("=WORKDAY({col}{row},{days},Holidays!A2:A40)", "in the deadline calculator", 0),
    ("=EDATE({col}{row},{months})", "in the status-expiry tracker", 0),
    ("=IF({col}{row}>{row2},\"OVER\",\"ok\")", "for the trust ledger check column", 0),
]
CMD_PARAMS = {"ctr": ["portal-app", "nextcloud", "nc-app", "clientportal"], "stack": ["portal", "clientportal", "nextcloud"],
              "user": ["leena", "intake", "jonah", "admin"], "pkg": ["HyperBackup", "SynologyDrive", "ContainerManager"],
              "yr": ["2025", "2026"], "vol": ["1", "2"], "who": ["Jonah", "FrontDesk", "Leena"],
              "disk": ["a", "b", "c", "d"], "col": ["B", "C", "D", "F", "G"]}

PORT_EN = [
    ("the client portal behind the reverse proxy", [8443, 9443, 10443, 7443]),
    ("DSM's HTTPS admin page", [5001, 5443, 15001]),
    ("Synology Drive for the laptops", [6690, 16690]),
    ("SSH on the NAS (moved off 22)", [2222, 22022, 2299, 4422]),
    ("the WireGuard VPN on the router", [51820, 51821, 51830]),
    ("the OpenVPN server on the NAS", [1194, 11940]),
    ("the Paperless document archive", [8010, 8011, 8020]),
    ("the portal's MariaDB", [3307, 3316, 3317]),
    ("Uptime Kuma (the monitoring page)", [3001, 3011]),
    ("the shared office's VoIP admin page", [8088, 8089]),
    ("the Hyper Backup Vault target at Jonah's place", [6281, 6282]),
    ("Portainer", [9000, 9010]),
    ("the scanner's FTP fallback", [2121, 2100]),
    ("the Active Backup agent", [5510, 5511]),
]

VERSION_EN = [
    ("Nextcloud in the portal container", lambda r: "%d.0.%d" % (r.choice([28, 29, 30]), r.randint(2, 14))),
    ("DSM on the NAS", lambda r: "7.%d.%d" % (r.choice([1, 2]), r.randint(1, 3))),
    ("ScanSnap Home on the front desk PC", lambda r: "2.%d.%d" % (r.randint(18, 24), r.randint(0, 3))),
    ("the MariaDB image", lambda r: "10.11.%d" % r.randint(6, 11)),
    ("Zoom on the hearing laptop", lambda r: "6.%d.%d" % (r.randint(0, 3), r.randint(1, 12))),
    ("the case-management sync app", lambda r: "4.%d.%d" % (r.randint(1, 9), r.randint(0, 9))),
    ("Hyper Backup", lambda r: "4.%d.%d" % (r.randint(1, 2), r.randint(0, 4))),
    ("Docker Compose on the NAS", lambda r: "2.%d.%d" % (r.randint(24, 31), r.randint(0, 3))),
    ("Paperless-ngx", lambda r: "2.%d.%d" % (r.randint(7, 14), r.randint(0, 5))),
    ("Uptime Kuma", lambda r: "1.23.%d" % r.randint(10, 16)),
    ("OCRmyPDF", lambda r: "16.%d.%d" % (r.randint(0, 6), r.randint(0, 3))),
    ("the Webex client for Federal Court hearings", lambda r: "44.%d.%d" % (r.randint(1, 9), r.randint(0, 3))),
    ("the PDF redaction plugin", lambda r: "3.%d.%d" % (r.randint(0, 8), r.randint(0, 9))),
]
# how the office server reports a version (item -> command, output template); items not on the NAS have none
VER_CMD = {
    "nc": ("docker exec -u www-data portal-app php occ status",
           "  - installed: true\n  - versionstring: {X}\n  - edition: \n  - maintenance: false\n  - needsDbUpgrade: false"),
    "dsm": ("cat /etc.defaults/VERSION", "majorversion=\"7\"\nproductversion=\"{X}\"\nbuildnumber=\"69057\"\nsmallfixnumber=\"0\""),
    "maria": ("docker exec portal-db mariadb --version", "mariadb  Ver 15.1 Distrib {X}-MariaDB, for debian-linux-gnu (x86_64)"),
    "hb": ("sudo synopkg version HyperBackup", "{X}-3718"),
    "compose": ("docker compose version", "Docker Compose version v{X}"),
    "paperless": ("docker inspect --format '{{.Config.Image}}' paperless", "ghcr.io/paperless-ngx/paperless-ngx:{X}"),
    "kuma": ("docker inspect --format '{{.Config.Image}}' uptime-kuma", "louislam/uptime-kuma:{X}"),
    "ocr": ("ocrmypdf --version", "{X}"),
}
VER_KEY_EN = {"Nextcloud in the portal container": "nc", "DSM on the NAS": "dsm", "the MariaDB image": "maria",
              "Hyper Backup": "hb", "Docker Compose on the NAS": "compose", "Paperless-ngx": "paperless",
              "Uptime Kuma": "kuma", "OCRmyPDF": "ocr"}

MONEY_EN = [
    ("the retainer for the {C} sponsorship", 2500, 6500, 250),
    ("the other side's offer on equalization in {C}", 18000, 95000, 500),
    ("table child support in {C} at his disclosed income", 600, 2400, 1),
    ("the translator's invoice for {C}'s documents", 1000, 2800, 0),
    ("the costs award in {C}", 2500, 15000, 250),
    ("the quote for the new NAS drives", 1000, 2200, 1),
    ("my share of the shared-office rent from March", 1100, 2400, 25),
    ("Jonah's invoice for January", 1200, 3200, 0),
    ("the outstanding balance on {C}'s account", 1000, 9000, 1),
    ("the spousal support figure we're proposing in {C}", 1000, 4000, 50),
    ("the valuation report fee in {C}", 3500, 9500, 250),
    ("the costs we're asking for on the motion in {C}", 3000, 12000, 250),
    ("the trust deposit {C}'s brother sent", 1500, 8000, 100),
    ("the Legal Aid account on {C}", 1000, 3500, 0),
]

DATE_EN = ["{C}'s RPD hearing", "the case conference in {C}", "the biometrics appointment for {C}",
           "the deadline for the application record in {C}", "{C}'s medical exam expiry", "the mediation in {C}",
           "the settlement conference in {C}", "{C}'s work permit expiry", "questioning of {C}'s ex",
           "the deadline to answer the procedural fairness letter for {C}", "the motion date in {C}",
           "Jonah's last day before his exams", "the NAS warranty expiry", "the shared-office lease renewal",
           "the IAD hearing for {C}", "the OCL home visit in {C}"]

ID_EN = [
    ("the Federal Court file number for {C}'s JR", "fc"), ("the family court file number in {C}", "fs"),
    ("{C}'s IRCC application number", "ircc"), ("{C}'s UCI", "uci"), ("the RPD file number for {C}", "rpd"),
    ("the Legal Aid certificate on {C}", "lao"), ("the invoice number for {C}", "inv"),
    ("the e-filing submission number for {C}", "jso"), ("the Purolator tracking number for {C}'s originals", "pur"),
    ("the Byteworks ticket for the NAS", "bw"), ("the trust receipt for {C}", "tr"),
    ("the IAD file number for {C}", "iad"), ("the ATIP request number for {C}'s GCMS notes", "atip"),
]

DECISION_EN = [
    ("file the sponsorship inland", "she can get the open work permit while it's in process"),
    ("go to mediation before bringing the motion", "the judge at the case conference all but told us to"),
    ("skip the s. 30 assessment", "it would add four months and the parents can't split the cost"),
    ("bring the JR instead of reapplying", "the officer ignored the bank statements entirely"),
    ("move the client portal onto the NAS", "the hosted portal wants per-client licensing now"),
    ("keep Jonah at three days a week", "the legal aid files won't carry more than that"),
    ("accept the costs offer", "a trial would eat the whole equalization payment"),
    ("send retainer letters by e-signature only", "the last two paper ones came back with pages missing"),
    ("not oppose the adjournment", "we need the updated psych report anyway"),
    ("run the H&C and the PRRA in parallel", "removal could be scheduled any week now"),
    ("switch the office backups to Backblaze B2", "the USB rotation keeps getting forgotten"),
    ("charge a flat fee for visitor visas", "clients keep balking at open-ended hourly estimates"),
    ("ask for a virtual hearing", "the client is working in Calgary until the summer"),
    ("drop the spousal support claim", "her income is now higher than his"),
    ("use the Dundas clinic for the medicals", "they upload to eMedical the same day"),
    ("decline the Legal Aid certificate on the appeal", "the tariff doesn't cover a two-day hearing"),
]

CONSTRAINT_EN = [
    ("send anything to the client's personal email", "only once his wife has moved out"),
    ("file the affidavit", "only after the client has initialled every page"),
    ("serve the application", "not before the children are back from Montreal"),
    ("restart the NAS", "only outside office hours because the portal goes down with it"),
    ("release the trust funds", "only once the cheque has cleared ten business days"),
    ("accept passport scans", "only through the portal and never by email"),
    ("book the interpreter", "only after the hearing date is confirmed in writing"),
    ("let Jonah sign the cover letters", "as long as nothing goes to the court under his name"),
    ("never speak to the ex directly", "unless his counsel is copied on it"),
    ("submit the PR application", "not until the police certificate from India arrives"),
    ("update DSM", "only after the Friday backup has finished"),
    ("book meeting room B", "only if the suite calendar shows it free by noon the day before"),
    ("send the draft separation agreement", "only as a locked PDF with a watermark"),
    ("discuss fees with the client", "only when her mother is not in the room"),
    ("call the client at home", "only between 9 and 11 when the husband is at work"),
]

QUESTION_EN = [
    "the new IRCC fee for restoration of status", "the Federal Court page limit on reply memoranda",
    "faxed disclosure at the IAD", "the LSO rule on retainers sitting in the general account",
    "French-language case conferences in Toronto family court", "Synology's end-of-support date for the DS920+",
    "the next update to the child support tables", "Super Visa processing times from Pakistan",
    "the HST treatment of translation disbursements", "the Legal Aid tariff increase for immigration certificates",
    "serving family documents by email without consent", "open work permits for spouses of PGWP holders",
    "the cyber insurance clause in the shared-office lease", "the retention period for closed family files",
    "remote witnesses at the RPD",
]
Q_FRAMES_EN = ["what's the latest on {q}?", "do you know anything about {q}?",
               "can you look into {q} at some point? no rush", "remind me, what's the deal with {q}?",
               "random question - {q}, has that changed?"]

NAME_PLAIN_EN = ["fyi {role} is {N}", "{N} is {role}, apparently", "note for the file: {role} - {N}",
                 "so {role} turns out to be {N}", "{role}? {N}. write that down somewhere"]
NAME_THIRD_EN = ["Please note that {N} is now {role}.", "For your records, {role} is {N}.",
                 "I understand {N} will be {role} going forward."]
CMD_PLAIN_EN = ["Jonah says to run `{X}` {ctx}", "note to self, {ctx}: `{X}`", "{ctx} -> `{X}` (per Byteworks)",
                "the formula/command {ctx} is `{X}`, keep it somewhere I can find it"]
CMD_THIRD_EN = ["If it happens again, {ctx}, please run the following from the admin account:\n\n    {X}\n",
                "The command is {X} - that's {ctx}.", "For future reference, {ctx} use: {X}"]
ID_PLAIN_EN = ["{label} is {X}", "for the record, {label}: {X}", "{label} = {X} (finally)",
               "got {label} - it's {X}"]
ID_THIRD_EN = ["Please quote {X} as {label} in future correspondence.", "For reference, {label} is {X}.",
               "Our records show {label} as {X}."]
PORT_PLAIN_EN = ["{svc} is on port {X} now", "Jonah moved {svc} to {X}", "{svc} listens on {X} - don't let anyone change it"]
PORT_THIRD_EN = ["I've moved {svc} to port {X}.", "{svc} now listens on {X}; please update any bookmarks.",
                 "Port {X} is the one for {svc}."]
VER_PLAIN_EN = ["{item} is on {X}", "we're running {X} for {item}", "{item}: version {X}, per Jonah"]
VER_THIRD_EN = ["{item} has been updated to {X}.", "You're now on {X} for {item}.",
                "For the record, {item} is at {X} after last night's maintenance."]
MONEY_PLAIN_EN = ["{what} is {X}", "{what} came to {X}", "{what}: {X}, ugh", "ok so {what} - {X}"]
MONEY_THIRD_EN = ["With respect to {what}, the figure is {X}.", "I can confirm {what} is {X}.",
                  "Please note {what} will be {X}."]
DATE_PLAIN_EN = ["{event} is {X}", "{event} got moved to {X}", "{event} - {X}, put it in", "heads up, {event} is now {X}"]
DATE_THIRD_EN = ["{event} has been scheduled for {X}.", "We can confirm {event} on {X}.",
                 "Please be advised that {event} is set for {X}."]
DEC_PLAIN_EN = ["decided: {A} - {B}.", "ok we're going to {A}, since {B}.", "I'm going to {A}. reason: {B}.",
                "made the call to {A} because {B}."]
DEC_THIRD_EN = ["My view is that we {A}, since {B}.", "I think we {A} - {B}."]
CON_PLAIN_EN = ["rule for this one: {A}, {B}", "remind Jonah: {A} {B}", "don't forget - we {A} {B}",
                "important: {A}, {B}. no exceptions"]
CON_THIRD_EN = ["Please {A} {B}.", "Just so we're clear, you may {A} {B}."]

TOPLINES_EN = ["see below - thoughts?", "see below. ugh.", "fyi, see thread", "thoughts? see below",
               "can you make sense of this thread", "forwarding - what do we do here?", "see below - is he right?",
               "see below", "another one. thoughts?", "see below - do I need to respond today?"]
DISCLAIMERS_EN = [
    "CONFIDENTIALITY NOTICE: This e-mail message, including any attachments, is intended only for the use of the "
    "individual or entity to which it is addressed and may contain information that is privileged, confidential "
    "and exempt from disclosure. If you have received this message in error, please notify the sender and delete it.",
    "This email and any attachments are confidential and may be subject to solicitor-client privilege. Any "
    "unauthorized use, disclosure or copying is prohibited. Please consider the environment before printing.",
    "Please note: our office will be closed on statutory holidays. This message may contain privileged information.",
    "IMPORTANT: Do not act on wire or payment instructions received by email without calling our office to confirm.",
]
LAW_BODY_EN = [
    "Further to our call, I confirm my client's position remains as set out in my letter of last week.",
    "We are still awaiting your client's sworn financial statement and the three years of NOAs.",
    "My client is not in a position to agree to the proposed parenting schedule at this time.",
    "Please advise of your availability for a four-way meeting over the next two weeks.",
    "I note that the disclosure brief we received is missing the RBC statements for the joint account.",
    "Without prejudice to my client's position, we are open to discussing a temporary arrangement.",
    "I have attached a draft consent for your review. Please let me know if you have any comments.",
    "Kindly confirm whether your client will be attending in person or by videoconference.",
    "As discussed, I'll be away next week; my assistant can be reached at the main number.",
    "We disagree with your characterization of the exchange at the school on Friday.",
    "My client has instructed me to request the children's passports be held in trust by counsel.",
]
GOV_BODY_EN = [
    "Please be advised that the file has been transferred to a new office for processing.",
    "This is an automated message. Please do not reply to this email.",
    "The tribunal requires that all documents be filed at least ten days before the hearing.",
    "Counsel of record is reminded to file a Notice of Representation if not already done.",
    "Should you have any questions, please contact the registry during regular business hours.",
    "The panel will also consider the updated country documentation package.",
]
CLIENT_BODY_EN = [
    "Hi Ms. Marchetti, sorry to bother you again, I just wanted to check if there is any update.",
    "My mother is asking every day about the visa, I told her we are waiting.",
    "He sent me another message last night about the weekend, I didn't reply like you said.",
    "I have the documents from the bank now, should I bring them or scan them?",
    "Thank you so much for everything, I was very stressed this week.",
    "Is it ok if my sister comes with me to the appointment? Her English is better.",
    "Sorry for the long email, I wrote it at work on my break.",
]
IT_BODY_EN = [
    "Hi Leena, quick update on the NAS work from last night.",
    "Everything came back up cleanly after the reboot; the scrub is still running in the background.",
    "I've also renewed the certificate on the portal, it's good for another ninety days.",
    "Let me know if Jonah sees anything odd with the scanner folder.",
    "No action needed on your side, this is just so you have it in writing.",
]
HER_BODY_EN = [
    "Thanks. I'll take instructions and revert.", "Received, thank you.",
    "Can we push this to next week? I'm in Federal Court Thursday.",
    "I don't agree, but let me speak to my client first.", "Noted. Jonah will send the updated brief today.",
    "Please send it through the portal rather than by email, thanks.", "Understood - I'll call you after 4.",
]
SUBJECTS_EN = ["RE: {C} - disclosure", "RE: {C} - next steps", "FW: {C} - hearing", "RE: {C} matter - scheduling",
               "{C} - documents", "RE: RE: {C} - parenting schedule", "RE: Our file {F}", "NAS / portal maintenance",
               "RE: {C} - costs", "Your application - {C}"]

CORR_EN = {
    "date": ["{event} is {W} - no sorry, {X}, I was reading the old notice", "{event}: {W}. wait. no. {X}. the clerk corrected it",
             "{event} is {W}, scratch that, it's {X}"],
    "money": ["{what} is {W}... no, {X}, {W} was before the adjustment", "{what}: {W} - correction, {X}. typo on their end",
              "{what} came to {W}, sorry, {X}, I misread it"],
    "port": ["{svc} is on {W} - scratch that, {X}, {W} was the old one", "{svc}: {W}, no wait, {X}. Jonah changed it again"],
}
LIST_INTRO_EN = ["few things from today:", "notes before I forget:", "quick dump, sorry for the mess:",
                 "ok, from the call with Jonah:", "random stuff, just keep track:", "end of day brain dump:"]
OPENERS_EN = ["", "", "ok ", "morning. ", "back from court. ", "between clients - ", "quick one: ", "sorry, one more: "]
TEXT_INTRO_EN = ["forwarding a text from {CL}:", "{CL} just sent this on WhatsApp:", "text from {CL}, pasting:",
                 "can you read this from {CL} and tell me what they actually want:"]
TEXT_LINES_EN = ["hi sorry to text so late", "are you in the office tomorrow?", "ok", "I found the marriage certificate!!",
                 "my brother says hello", "sorry my English is not good when I'm stressed",
                 "I sent the photos to the portal I think? it said uploaded", "thank you thank you",
                 "he is saying I can't take the kids to my mom's for the weekend, is that true",
                 "the bank said they will email the letter Monday", "can I call you after 6"]

SMALLTALK_EN = [
    ("the Gardiner was a parking lot this morning, 50 min from Etobicoke",
     "Brutal. If the Thursday attendance is in person, the GO might be less painful - want me to check it against your 9:30?"),
    ("coffee machine in the suite kitchen is broken AGAIN",
     "Tragic. Francine may know whether the landlord's service contract covers it - I can draft a two-line note to property management if you want."),
    ("my daughter has a hockey tournament in Barrie all weekend so I'm working from the arena",
     "Understood - I'll keep things to short bullets so they read fine on your phone."),
    ("snow day. school's closed. working from the kitchen table with a 7 year old",
     "Godspeed. I'll keep replies short and flag only what actually needs you today."),
    ("I have 20 minutes before the next client comes in",
     "Then let's do the quick ones first and leave the long thread for after."),
    ("Jonah's out sick today so it's just me", "Got it - I'll hold anything that's his and keep a list for when he's back."),
    ("the printer in the suite is jammed and there are three lawyers standing around it",
     "Classic shared-office standoff. If you need the brief printed, the UPS store on Adelaide does same-day."),
    ("I hate Mondays. that's the whole message", "Fair. Coffee first; the inbox will still be there."),
    ("Francine says someone parked in my spot again", "Want me to draft a polite-but-firm note for the suite group chat?"),
    ("lunch with the mentorship people, back at 2", "Enjoy - I'll hold everything until you're back."),
    ("remind me to call my mother tonight, it's her birthday", "Noted for this evening (not a file note)."),
    ("TTC stuck at Bloor again, going to be late for the 10 o'clock",
     "Want me to draft a quick text to the client saying you're running about fifteen minutes behind?"),
    ("just finished a three hour questioning, brain is soup", "Then nothing heavy for the next hour. I'll line up the easy items."),
    ("ok I'm back. where were we", "We'd finished the scheduling items; the open thread was the disclosure list on {C}."),
    ("thanks, that's helpful", "Any time."),
    ("sorry, got pulled into a call with the LSO practice advisor, unrelated", "No problem - nothing urgent came up."),
    ("it's -22 with the windchill, why do I live here", "Because the work is here and the patio season is worth it. Allegedly."),
]

LEGAL_QA_EN = [
    ("remind me what counts as a s. 7 expense again, quick list",
     "## Section 7 special or extraordinary expenses\n\n| Category | Typical examples |\n|---|---|\n"
     "| Child care | daycare, before/after school care needed for work or school |\n"
     "| Health | dental, orthodontics, counselling, prescriptions above insurance |\n"
     "| Education | tutoring, private school where justified |\n| Post-secondary | tuition, books, residence |\n"
     "| Extracurricular | only if *extraordinary* given income and the child's needs |\n\n"
     "Shared in proportion to incomes after deducting subsidies and tax benefits. Worth confirming the current guideline text before citing."),
    ("plain-language explanation of maintained status for a client who's panicking, 4-5 lines",
     "**Draft for the client:**\n\n> Because you applied to extend your status *before* it expired, you can stay in Canada "
     "under the same conditions while IRCC decides. This is called maintained status. Please don't leave Canada "
     "while it's pending, and keep a copy of your submission confirmation with you."),
    ("what goes in a JR application record, just the components",
     "## Application record (immigration JR)\n\n1. Table of contents\n2. Notice of application\n"
     "3. Decision under review\n4. Supporting affidavit(s) with exhibits\n5. Memorandum of argument\n\n"
     "Check the current Federal Courts rules for page limits and service before filing."),
    ("Form 13 vs 13.1, which one when", "| Form | Use when |\n|---|---|\n| **13** | support claims only, no property claim |\n"
     "| **13.1** | any property or exclusive possession claim, with or without support |\n\n"
     "If in doubt, 13.1 - it's a superset."),
    ("outline for the best interests of the child section in an H&C, headings only",
     "## Best interests of the child\n### The children\n### Establishment in Canada (school, health, community)\n"
     "### Impact of separation or relocation\n### Conditions in the country of return\n### Supporting evidence\n"),
    ("explain equalization to a client in five bullets",
     "- Each spouse totals what they own minus what they owe on the separation date.\n"
     "- Subtract what they brought into the marriage (with some exceptions, like the matrimonial home).\n"
     "- The result is each person's *net family property*.\n- The spouse with the higher number pays the other half the difference.\n"
     "- It's a money payment, not a split of specific items."),
    ("checklist for a spousal sponsorship package, very high level",
     "## Sponsorship package\n- [ ] Forms and fee payment receipt\n- [ ] Identity and civil status docs\n"
     "- [ ] Proof of relationship (photos, messages, joint docs)\n- [ ] Police certificates, medical if requested\n"
     "- [ ] Sponsor's proof of status\n- [ ] Translations with translator declarations\n"),
    ("what's a reasonable structure for a demand letter for disclosure",
     "1. **Reference line** - file, parties\n2. **What was ordered or required** - rule/order\n3. **What's missing** - itemised list\n"
     "4. **Deadline** - specific, reasonable\n5. **Consequence** - motion, costs\n6. **Courtesy close**"),
    ("prep list for the basis of claim review meeting with a new refugee client",
     "## BOC review\n- Walk through chronology line by line\n- Flag gaps and inconsistencies against documents\n"
     "- Confirm names, spellings, places\n- Identify corroborating evidence still to get\n- Line up the interpreter for the next session"),
    ("difference between decision-making responsibility and parenting time, for a client email",
     "> **Decision-making responsibility** is about who makes the big decisions - school, health, religion. "
     "**Parenting time** is about when the children are with each parent. One can be shared while the other isn't."),
]

DRAFT_REQ_EN = [
    ("draft two lines to {OC} saying we'll respond once I have instructions",
     "**To:** {OC}\n**Re:** {C}\n\nThank you for your email. I will take instructions from my client and respond shortly.\n\nBest regards,\n{ME}"),
    ("draft a reminder to {CL} about the documents we still need, friendly",
     "**Subject:** Documents still needed\n\nHi {CLF},\n\nA quick reminder that we still need the items on the list Jonah sent. "
     "Please upload them through the portal when you can - no need to bring originals yet.\n\nThank you,\n{ME}"),
    ("write something to the suite group chat asking who took the big stapler",
     "> Hi all - has anyone seen the heavy-duty stapler from the copy room? Please return it when you're done. Thanks!"),
    ("draft a short note to {OC} proposing a call next week",
     "**To:** {OC}\n\nWould you be available for a short call next week to discuss next steps in {C}? "
     "Tuesday or Wednesday afternoon work on my end.\n\nRegards,\n{ME}"),
    ("polite no to a client asking if I can do the consult for free",
     "Thank you for reaching out. I'm not able to offer free consultations, but the initial consult fee is credited "
     "toward the retainer if you decide to proceed."),
]

EMAIL_POINTS_EN = [
    "{S} is mostly protecting the record here - nothing in this needs an answer today.",
    "The real ask is buried in the older message: they want a date.", "Tone is sharper than the last one; I'd keep ours flat.",
    "Nothing in this changes our position on {C}.", "They still haven't responded to the January disclosure request.",
    "There's an implied deadline - worth diarizing even if it's not binding.",
    "This reads as boilerplate; the attachment is what matters.", "The client's worry is understandable but nothing here is urgent.",
    "The quoted reply from you already covers most of it.", "Worth a short acknowledgement so there's no later argument about receipt.",
]
NEXT_STEPS_EN = [("Acknowledge receipt", "Jonah", "today"), ("Take instructions from {C}", "you", "this week"),
                 ("Diarize a follow-up", "Jonah", "in 7 days"), ("Update the file note", "me", "now"),
                 ("Check the disclosure brief for gaps", "Jonah", "Friday"), ("Short reply to {S}", "you", "tomorrow"),
                 ("Send client a plain-language summary", "me (draft)", "today")]
ACK_OPEN_EN = ["Got it - logged.", "Noted.", "Done, added to the files.", "Okay, captured below.", "Logged against the files:"]
ACK_CLOSE_EN = ["", "", "Anything else from today?", "I'll keep these in mind for the weekly review.", "Shout if any of that is off."]

ASK_EN = {
    "name": "can you pull the contacts list on {C}?", "id": "what do we have on {C}? pull up the file in the CMS",
    "jso": "did the {C} filing go through? check the portal", "money": "where are we on billing for {C}?",
    "date": "check the calendar for everything on {C}", "port": "what ports is the NAS actually listening on? portal's acting weird",
    "version": "what version is {item} on? need it for the Byteworks ticket", "command": "can you run the thing Jonah wrote down on the NAS - the one {ctx}",
    "note": "put that in the file note on {C}",
}

# ---------------------------------------------------------------- Chinese pools

N_SUR_ZH = ["钱", "孙", "冯", "褚", "卫", "蒋", "沈", "韩", "秦", "尤", "许", "何", "吕", "施", "孔", "曹", "严", "华"]
N_GIVEN_ZH = ["婉清", "振宇", "佩瑶", "思淼", "鹤年", "嘉树", "若岚", "景行", "昭宁", "宛平", "知远", "书砚", "沛然",
              "晏清", "澄溪", "予安", "蔚然", "叙白"]
D_SUR_ZH = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "周", "吴", "徐", "胡", "朱", "高", "郭", "马", "罗", "梁",
            "宋", "唐"]
D_GIVEN_ZH = ["丽", "伟", "敏", "静", "强", "磊", "洋", "艳", "勇", "军", "杰", "娟", "涛", "明", "超", "秀英", "桂兰",
              "志强", "海燕", "晓东", "建华", "丽萍"]
FOREIGN_ZH = ["Keller", "Tanaka", "Müller", "Dubois", "Rossi", "Kim", "Novak", "Schmidt", "Moreau", "Smith"]
LAWYERS_ZH = [("林思远", "linsy@hengyanlaw.cn", "上海衡言律师事务所"),
              ("林思远", "lin.siyuan@hengyanlaw.cn", "上海衡言律师事务所"),
              ("林思远", "sylin@hengyanlaw.cn", "衡言律师事务所（上海）")]
LAW_FIRMS_ZH = ["上海{L}律师事务所", "{L}律师事务所上海分所", "上海市{L}律师事务所"]
FIRM_WORDS_ZH = ["恒信", "君正", "明理", "申江", "浦和", "锦天", "大成德", "汇业通"]
MATTER_TYPES_ZH = ["离婚诉讼", "协议离婚", "抚养权变更", "抚养费纠纷", "涉外离婚（外籍配偶）", "外国人工作许可",
                   "居留许可续签", "外籍配偶团聚签证（Q1）", "离婚后财产分割", "探望权纠纷", "婚前协议", "涉外继承"]

NAME_ROLES_ZH = [
    ("{C}案的承办法官", "审判员", "徐汇区人民法院"), ("{C}案的书记员", "书记员", "长宁区人民法院"),
    ("{C}那边对方的代理律师", "律师", "{F}"), ("{C}案的人民调解员", "调解员", "街道人民调解委员会"),
    ("{C}开庭用的德语翻译", "翻译", "译通翻译有限公司"), ("出入境窗口负责{C}材料的经办民警", "经办民警", "市公安局出入境管理局"),
    ("{C}公司的HR", "HRBP", "博瑞物流（上海）有限公司"), ("帮我们装NAS的IT", "IT工程师", "锐捷网络技术服务"),
    ("联合办公的物业经理", "物业经理", "漕河泾联合办公"), ("做{C}案房产评估的评估师", "注册资产评估师", "沪信资产评估"),
    ("{C}案的公证员", "公证员", "东方公证处"), ("{C}孩子的心理咨询师", "心理咨询师", "知心心理咨询中心"),
    ("{C}案鉴定机构的联系人", "案件联络人", "华东司法鉴定中心"), ("跟进{C}的社工", "社工", "社区综合服务中心"),
    ("七月可能帮我代管案子的律师", "律师", "独立执业"), ("法律援助中心对接{C}的老师", "援助律师", "区法律援助中心"),
]

CMD_ZH = [
    ("sudo docker restart {ctr}", "客户门户打不开的时候", 1),
    ("sudo docker compose -f /volume1/docker/{stack}/compose.yaml up -d", "NAS重启后门户没起来的时候", 1),
    ("docker exec -u www-data {ctr} php occ files:scan --path=\"/{user}/files/Clients\"", "客户上传的文件在门户里看不到的时候", 1),
    ("docker exec -u www-data {ctr} php occ maintenance:mode --off", "门户卡在维护模式的时候", 1),
    ("sudo synopkg restart {pkg}", "{pkg}卡住的时候", 1),
    ("rsync -avh --progress /volume1/Clients/{yr}/ /volumeUSB1/usbshare/Clients-{yr}/", "每月往移动硬盘做离线备份", 1),
    ("sudo btrfs scrub start /volume{vol}", "手动启动数据校验", 1),
    ("ocrmypdf --deskew --rotate-pages {src}.pdf {src}-ocr.pdf", "证据扫描件放进卷宗前做OCR", 1),
    ("pdftk {src}-tab{a}.pdf {src}-tab{b}.pdf cat output {src}-exhibits.pdf", "把证据分册合成一个PDF", 1),
    ("qpdf --split-pages={pages} {src}.pdf {src}-part-%d.pdf", "卷宗超过网上立案上传上限的时候", 1),
    ("find /volume1/Scans/{who} -name '*.pdf' -mtime -{days} -ls", "看这周扫描仪存了哪些文件", 1),
    ("sudo smartctl -a /dev/sat{disk} | grep -i reallocated", "检查报警的那块硬盘", 1),
    ("sudo tail -n {lines} /var/log/messages", "查NAS半夜为什么重启", 1),
    ("=ROUND({col}{row}*0.06,2)", "发票表里算增值税那一列", 0),
    ("=WORKDAY({col}{row},{days},节假日!A2:A40)", "期限计算表里", 0),
    ("=EDATE({col}{row},{months})", "签证到期提醒表里", 0),
    ("=IF({col}{row}>{row2},\"超额\",\"正常\")", "代管款核对那一列", 0),
]

PORT_ZH = [
    ("反向代理后面的客户门户", [8443, 9443, 10443, 7443]), ("群晖DSM的HTTPS管理页面", [5001, 5443, 15001]),
    ("笔记本用的Synology Drive", [6690, 16690]), ("NAS的SSH（已经不用22了）", [2222, 22022, 2299, 4422]),
    ("路由器上的WireGuard", [51820, 51821, 51830]), ("NAS上的OpenVPN", [1194, 11940]),
    ("Paperless文档归档", [8010, 8011, 8020]), ("门户的MariaDB", [3307, 3316, 3317]),
    ("Uptime Kuma监控页", [3001, 3011]), ("联合办公电话系统的管理页", [8088, 8089]),
    ("小周家里那台备份目标机", [6281, 6282]), ("Portainer", [9000, 9010]), ("扫描仪的FTP备用通道", [2121, 2100]),
    ("Active Backup客户端", [5510, 5511]),
]
VERSION_ZH = [
    ("门户容器里的Nextcloud", VERSION_EN[0][1], "nc"), ("NAS上的DSM", VERSION_EN[1][1], "dsm"),
    ("前台电脑上的ScanSnap Home", VERSION_EN[2][1], None), ("MariaDB镜像", VERSION_EN[3][1], "maria"),
    ("开庭笔记本上的腾讯会议", lambda r: "3.%d.%d" % (r.randint(20, 29), r.randint(1, 9)), None),
    ("案件管理同步客户端", VERSION_EN[5][1], None), ("Hyper Backup", VERSION_EN[6][1], "hb"),
    ("NAS上的Docker Compose", VERSION_EN[7][1], "compose"), ("Paperless-ngx", VERSION_EN[8][1], "paperless"),
    ("Uptime Kuma", VERSION_EN[9][1], "kuma"), ("OCRmyPDF", VERSION_EN[10][1], "ocr"),
    ("PDF脱敏插件", VERSION_EN[12][1], None),
]
MONEY_ZH = [
    ("{C}的律师费首期", 20000, 80000, 1000), ("对方在{C}案里提出的补偿款", 100000, 900000, 5000),
    ("{C}案每月抚养费", 2000, 9000, 100), ("{C}材料的翻译费", 1200, 4800, 50), ("新NAS硬盘的报价", 2000, 6000, 1),
    ("联合办公三月起我这边的租金", 6000, 15000, 100), ("小周一月份的工资", 4000, 9000, 100),
    ("{C}还欠的律师费", 3000, 30000, 500), ("{C}案的评估费", 8000, 30000, 500), ("{C}案的诉讼费", 1000, 12000, 1),
    ("{C}的签证代办费", 3000, 12000, 500), ("{C}预付的公证费", 1000, 3000, 10), ("{C}案对方请求的律师费", 10000, 60000, 1000),
]
DATE_ZH = ["{C}案开庭", "{C}案庭前调解", "{C}的居留许可到期", "{C}案举证期限届满", "{C}案上诉期截止",
           "{C}工作许可续签材料递交截止", "{C}的公证处预约", "{C}孩子抚养权的家访", "{C}案房产评估现场勘查",
           "NAS保修到期", "联合办公租约续签", "小周考试前最后一天上班", "{C}的入境体检", "{C}案第二次开庭", "{C}的签证面谈"]
ID_ZH = [
    ("{C}案的案号", "ah"), ("{C}的工作许可申请编号", "wp"), ("{C}居留许可的受理回执号", "jl"), ("{C}那张发票的号码", "fp"),
    ("寄{C}原件的顺丰单号", "sf"), ("{C}的公证书编号", "gz"), ("NAS的IT工单号", "it"), ("{C}案的网上立案编号", "la"),
    ("{C}案的执行案号", "zx"), ("{C}案的调解案号", "tj"), ("{C}的签证申请号", "vs"), ("{C}的代管款收据号", "sj"),
]
DECISION_ZH = [
    ("走协议离婚", "对方已经同意房产归女方"), ("先申请诉前调解", "法官在电话里暗示了希望先调"),
    ("不做亲子鉴定", "双方都不争议孩子的亲子关系"), ("把客户门户搬到NAS上", "托管服务开始按客户数收费了"),
    ("小周维持每周三天", "现在的案源撑不起全职"), ("接受对方的和解方案", "打到判决律师费都要超过补偿款"),
    ("委托合同一律走电子签", "上次纸质合同寄回来少了两页"), ("同意对方的延期申请", "我们也在等补充的评估报告"),
    ("工作许可和居留许可一起办", "客户下个月要出差两周"), ("备份改到阿里云OSS", "移动硬盘轮换老是忘"),
    ("签证代办改成固定收费", "客户总嫌按小时收费心里没底"), ("申请线上开庭", "客户人在深圳项目上走不开"),
    ("放弃主张离婚损害赔偿", "证据不够硬容易被驳回"), ("体检统一去国际旅行卫生保健中心", "他们出报告最快"),
    ("不接这个法援案件", "补贴连差旅都覆盖不了"),
]
CONSTRAINT_ZH = [
    ("给客户发邮件", "只能在她搬出去以后"), ("提交答辩状", "必须等客户每页都签字确认以后"),
    ("送达起诉状", "要等孩子寒假从外地回来以后"), ("重启NAS", "只能在下班以后因为门户会一起断"),
    ("退还代管的款项", "必须等支票到账满十个工作日"), ("收护照扫描件", "只能走客户门户不能走邮件或微信"),
    ("约翻译", "只能在开庭时间书面确定以后"), ("让小周签发函件", "前提是不以她的名义递交法院"),
    ("不要直接联系对方当事人", "除非对方律师同时在抄送里"), ("递交居留许可申请", "要等无犯罪记录的认证回来以后"),
    ("升级DSM", "只能在周五备份跑完以后"), ("订B会议室", "只能在前一天中午前共享日历显示空闲"),
    ("发离婚协议草稿", "只能发加水印的锁定PDF"), ("跟客户谈律师费", "不能当着她母亲的面"),
    ("给客户家里打电话", "只能在上午九点到十一点她先生上班的时候"),
]
QUESTION_ZH = ["外国人工作许可延期的最新材料清单", "上海法院在线庭审的证据提交格式", "婚前财产公证要不要双方到场",
               "律师费代管账户的新规", "群晖DS920+的停止支持时间", "涉外离婚判决在德国的承认程序", "Q1签证现在的审批时长",
               "翻译费能不能开专票抵扣", "法援案件补贴标准的调整", "电子送达要不要对方书面同意",
               "外籍配偶永久居留的申请条件", "联合办公租约里的网络安全条款", "结案卷宗的保存年限",
               "境外证据能不能用海牙认证代替领事认证", "抚养费计算标准的更新"]
Q_FRAMES_ZH = ["{q}最近有什么变化吗？", "你知道{q}是怎么回事吗？", "有空帮我查一下{q}，不急", "对了，{q}现在是什么情况？",
               "突然想到，{q}是不是改了？"]

NAME_PLAIN_ZH = ["跟你说一下，{role}是{N}", "{role}换人了，现在是{N}", "记一下：{role}——{N}", "原来{role}是{N}"]
NAME_THIRD_ZH = ["特此告知，{role}现为{N}。", "供您备案：{role}是{N}。", "另外，{role}以后是{N}。"]
CMD_PLAIN_ZH = ["小周说{ctx}就跑`{X}`", "备忘，{ctx}：`{X}`", "{ctx}用这个 `{X}`（IT给的）", "{ctx}的命令是`{X}`，存个地方别丢了"]
CMD_THIRD_ZH = ["如果再出现，{ctx}请用管理员账号执行：\n\n    {X}\n", "命令是 {X}，{ctx}用。", "以后{ctx}，用：{X}"]
ID_PLAIN_ZH = ["{label}是{X}", "记一下，{label}：{X}", "{label}终于下来了：{X}", "{label}={X}"]
ID_THIRD_ZH = ["今后来函请注明{label}：{X}。", "供参考，{label}为{X}。", "经查，{label}为{X}。"]
PORT_PLAIN_ZH = ["{svc}现在在{X}端口", "小周把{svc}改到{X}了", "{svc}用的是{X}，别让人乱改"]
PORT_THIRD_ZH = ["已将{svc}改到{X}端口。", "{svc}现在监听{X}，请更新书签。", "{X}端口是给{svc}用的。"]
VER_PLAIN_ZH = ["{item}现在是{X}", "{item}的版本是{X}，小周说的", "{item}：{X}"]
VER_THIRD_ZH = ["{item}已升级到{X}。", "备注：昨晚维护后{item}为{X}。", "目前{item}是{X}。"]
MONEY_PLAIN_ZH = ["{what}是{X}", "{what}最后是{X}", "{what}：{X}，唉", "{what}定了，{X}"]
MONEY_THIRD_ZH = ["关于{what}，金额为{X}。", "确认{what}为{X}。", "请知悉，{what}为{X}。"]
DATE_PLAIN_ZH = ["{event}定在{X}", "{event}改到{X}了", "{event}是{X}，帮我记上", "提醒一下，{event}现在是{X}"]
DATE_THIRD_ZH = ["{event}已安排在{X}。", "现通知{event}定于{X}。", "经确认，{event}为{X}。"]
DEC_PLAIN_ZH = ["定了：{A}，{B}。", "我们决定{A}，因为{B}。", "还是{A}吧，理由是{B}。", "拍板了，{A}，主要是{B}。"]
DEC_THIRD_ZH = ["我的意见是{A}，因为{B}。", "建议{A}——{B}。"]
CON_PLAIN_ZH = ["这个案子的规矩：{A}，{B}", "提醒小周：{A}，{B}", "别忘了，{A}，{B}", "重要：{A}，{B}，没有例外"]
CON_THIRD_ZH = ["请注意：{A}，{B}。", "再明确一下，{A}，{B}。"]
CORR_ZH = {
    "date": ["{event}是{W}，不对，是{X}，我看的是旧通知", "{event}：{W}。等下，不是，{X}，书记员更正了"],
    "money": ["{what}是{W}……不对，{X}，{W}是调整前的", "{what}：{W}，更正一下，{X}，他们打错了"],
    "port": ["{svc}在{W}，不对，{X}，{W}是旧的", "{svc}：{W}，哦不，{X}，小周又改了"],
}
LIST_INTRO_ZH = ["今天几件事：", "趁还记得记一下：", "乱七八糟的，帮我记着：", "刚跟小周通完电话：", "下班前倒一下脑子："]
OPENERS_ZH = ["", "", "好，", "早。", "刚从法院回来，", "两个客户中间插一句，", "快速说一下：", "不好意思再加一条："]
TEXT_INTRO_ZH = ["转一下{CL}的微信：", "{CL}刚发的微信：", "{CL}发来的，你帮我看看到底要我做什么：", "贴一下{CL}的消息："]
TEXT_LINES_ZH = ["不好意思这么晚打扰", "您明天在所里吗？", "好的", "结婚证找到了！！", "我一着急就说不清楚",
                 "照片我传到门户了吧？显示上传成功", "谢谢谢谢", "他说周末不让我带孩子去我妈家，是真的吗",
                 "银行说周一发邮件给我", "我六点以后能给您打电话吗", "[语音] 0:47（已转文字）"]
TOPLINES_ZH = ["看下面，你怎么看？", "转你看看，有什么想法", "帮我捋一下这串邮件", "看下面。头大。", "转发，这个要今天回吗？",
               "你看他说得对不对", "又来一封，看下面", "看下面"]
DISCLAIMERS_ZH = [
    "本邮件及其附件可能含有保密信息或受法律保护的信息，仅供指定收件人使用。如您误收本邮件，请立即通知发件人并删除，不得复制、转发或披露。",
    "【免责声明】本邮件内容不构成正式法律意见，具体以本所出具的书面法律意见书为准。",
    "温馨提示：请勿仅凭邮件中的付款信息汇款，付款前请电话与本所确认。",
]
LAW_BODY_ZH = ["关于上周电话沟通的事项，我方当事人的立场不变。", "我们仍在等贵方当事人提交的银行流水和收入证明。",
               "我方当事人目前无法接受贵方提出的探望安排。", "请告知贵方未来两周可以参加四方会谈的时间。",
               "贵方提交的证据目录缺少双方共同账户的交易明细。", "附件为和解协议草稿，请查阅后提出意见。",
               "请确认贵方当事人是现场出庭还是线上参加。", "我下周出差，如有急事请联系我的助理。",
               "我方当事人要求孩子的护照暂由双方律师共同保管。"]
GOV_BODY_ZH = ["您好，您的案件已转至新的承办部门。", "本邮件为系统自动发送，请勿直接回复。", "请于开庭前十日提交全部证据材料。",
               "如有疑问，请在工作时间联系立案庭。", "请代理人及时补交授权委托书原件。"]
CLIENT_BODY_ZH = ["林律师您好，不好意思又来打扰，想问下有没有新进展。", "我妈每天都在问签证的事，我说还在等。",
                  "他昨晚又发消息说周末的事，我按您说的没回。", "银行的流水已经拿到了，是拿过来还是扫描？",
                  "真的很感谢您，这周压力特别大。", "我能带我妹妹一起来吗？她比较懂这些。", "邮件写得有点长，是上班午休时写的。"]
IT_BODY_ZH = ["林律师好，昨晚NAS维护的情况同步一下。", "重启后一切正常，数据校验还在后台跑。", "门户的证书也续好了，还有九十天有效期。",
              "小周那边扫描文件夹如有异常随时告诉我。", "您这边不需要操作，只是书面留个记录。"]
HER_BODY_ZH = ["收到，我跟当事人沟通后回复。", "收到，谢谢。", "能否改到下周？周四我在法院。", "不同意，但我先跟当事人确认一下。",
               "好的，小周今天会把补充材料发过去。", "请通过客户门户上传，不要发邮件，谢谢。", "明白，我四点以后给您回电话。"]
SUBJECTS_ZH = ["回复：{C}案 证据交换", "回复：{C}案 下一步安排", "转发：{C} 开庭通知", "{C} 材料", "回复：回复：{C} 探望安排",
               "回复：我所案号{F}", "NAS/门户维护", "回复：{C}案 费用", "关于{C}的签证申请"]
SMALLTALK_ZH = [
    ("今天延安高架堵死了，从古北过来开了五十分钟", "辛苦。如果周四那个庭是现场开，要不要坐地铁过去？我可以帮你对一下九点半的时间。"),
    ("联合办公茶水间的咖啡机又坏了", "惨。前台小吴应该知道物业的维保合同管不管这个，要不要我起草一句话发给物业？"),
    ("女儿周末在苏州比赛，我在场馆里办公", "明白，我回复都尽量短一点，手机上好看。"),
    ("下雪了学校停课，我在家一边带娃一边干活", "辛苦，我只标出今天真正需要你处理的。"),
    ("下一个客户二十分钟后到", "那先处理几件快的，长邮件放后面。"),
    ("小周今天请病假，就我一个人", "好的，她的事我先记着，等她回来再给她。"),
    ("联合办公的打印机又卡纸了，三个律师站在那儿干瞪眼", "经典场面。如果卷宗急着打，楼下图文店可以当天出。"),
    ("周一真不想上班，就这一句", "理解。先喝咖啡，邮件跑不了。"),
    ("前台说又有人停了我的车位", "要不要我起草一条客气但明确的消息发到楼层群里？"),
    ("中午跟律协的青年律师活动吃饭，两点回来", "好，事情我先压着，等你回来。"),
    ("提醒我晚上给我妈打电话，她生日", "记下了，今晚提醒（不记入案卷）。"),
    ("地铁9号线又故障，十点的会要迟到了", "要不要我起草一条给客户的消息，说晚到十五分钟左右？"),
    ("刚开完三个小时的庭，脑子是浆糊", "那接下来一小时不排重活，我把简单的挑出来。"),
    ("好了我回来了，刚才说到哪儿了", "排期的事处理完了，还剩{C}的证据清单没看。"),
    ("谢谢，有帮助", "不客气。"),
    ("今天上海湿冷，办公室空调还坏了", "那先把暖手宝充上。需要的话我帮你给物业报修。"),
]
LEGAL_QA_ZH = [
    ("提醒我一下，抚养费一般怎么算，简单列一下",
     "## 抚养费计算（一般思路）\n\n| 情形 | 常见做法 |\n|---|---|\n| 有固定收入 | 按月总收入的一定比例 |\n"
     "| 无固定收入 | 参照当年总收入或同行业平均收入 |\n| 特殊情况 | 可适当提高或降低比例 |\n\n引用前最好再核对一下最新的司法解释原文。"),
    ("给一个很着急的外籍客户解释一下居留许可续签期间能不能出境，四五句话",
     "**给客户的说明草稿：**\n\n> 续签申请递交后，出入境部门会收走护照并出具受理回执。回执期间原则上不能出境；"
     "如有紧急出行需要，请提前告诉我们，我们再看是否能申请加急或先取回护照。"),
    ("离婚起诉状一般包括哪些部分，列个目录就行",
     "## 离婚起诉状\n1. 当事人基本信息\n2. 诉讼请求\n3. 事实与理由\n4. 证据和证据来源\n5. 此致法院、具状人、日期\n"),
    ("协议离婚和诉讼离婚，给客户讲清楚区别",
     "| 方式 | 适用 | 特点 |\n|---|---|---|\n| **协议离婚** | 双方对离婚、子女、财产都谈妥 | 民政局登记，有冷静期 |\n"
     "| **诉讼离婚** | 有任何一项谈不拢 | 法院审理，周期长但有强制力 |"),
    ("Q1团聚签证材料，粗略清单",
     "## Q1材料\n- [ ] 护照、签证申请表、照片\n- [ ] 邀请函及邀请人身份证明\n- [ ] 亲属关系证明（结婚证等）\n"
     "- [ ] 无犯罪记录及认证（视情况）\n- [ ] 翻译件\n"),
    ("催对方提交证据的律师函，结构怎么写",
     "1. **抬头和案由**\n2. **依据**——法院通知或约定\n3. **缺失材料清单**\n4. **合理期限**\n5. **后果**——申请法院调查取证等\n6. **落款**"),
    ("给客户讲夫妻共同财产分割，五点以内",
     "- 婚后取得的工资、投资收益等一般属于共同财产\n- 婚前个人财产原则上归个人\n- 一方父母出资买房要看具体情况\n"
     "- 分割原则上均等，但照顾子女和女方权益\n- 隐藏转移财产的一方可以少分或不分"),
    ("探望权和抚养权的区别，写给客户的一段话",
     "> **抚养权**是孩子主要跟谁生活、由谁照顾；**探望权**是不直接抚养的一方定期看望孩子的权利。两者是分开的，可以分别协商。"),
]
DRAFT_REQ_ZH = [
    ("帮我给{OC}回两句，说我跟当事人确认后再答复", "**收件人：**{OC}\n**事由：**{C}\n\n{OC}律师您好，来函收悉。我与当事人沟通后尽快答复。\n\n此致\n{ME}"),
    ("起草一条微信提醒{CL}补材料，语气友好一点", "> {CLF}您好，提醒一下，小周发给您的清单里还有几项材料没收到，方便时通过客户门户上传即可，原件暂时不用带来。谢谢！"),
    ("在楼层群里问一下谁拿走了大订书机", "> 各位好，复印间的大号订书机有人看到吗？用完麻烦放回原处，谢谢！"),
    ("给{OC}写一段，约下周通个电话", "**收件人：**{OC}\n\n{OC}律师您好，下周方便通个电话聊一下{C}案的后续安排吗？周二或周三下午我都可以。\n\n{ME}"),
    ("客户问能不能免费咨询，帮我委婉拒绝", "感谢您的信任。我们暂不提供免费咨询，但首次咨询费在正式委托后可以抵扣律师费。"),
]
EMAIL_POINTS_ZH = ["{S}这封主要是留痕，今天不需要回复实质内容。", "真正的诉求藏在下面那封旧邮件里：他们想要个时间。",
                   "语气比上一封硬，我们回的时候保持平和就行。", "这里面没有改变我们在{C}案上的立场。",
                   "他们还是没回应一月份的证据交换要求。", "有一个隐含的期限，即使没有约束力也建议记上。",
                   "正文是套话，关键在附件。", "当事人的担心可以理解，但没有需要马上处理的事。",
                   "你下面那封回复已经覆盖了大部分问题。", "建议简单回一句确认收到，免得以后扯皮。"]
NEXT_STEPS_ZH = [("回复确认收到", "小周", "今天"), ("与{C}沟通取得指示", "你", "本周"), ("记一个跟进提醒", "小周", "7天后"),
                 ("更新案卷备注", "我", "现在"), ("核对证据目录有无遗漏", "小周", "周五"), ("简短回复{S}", "你", "明天"),
                 ("给当事人写一段通俗说明", "我（起草）", "今天")]
ACK_OPEN_ZH = ["收到，已记录。", "好的，记下了。", "已经记到案卷里了。", "好，整理如下：", "已按案子归档："]
ACK_CLOSE_ZH = ["", "", "今天还有别的吗？", "周例会的时候我会再提一下。", "哪条不对跟我说。"]
ASK_ZH = {
    "name": "帮我调一下{C}案的联系人列表", "id": "{C}的案子在系统里是什么情况？调一下", "jso": "{C}的网上立案过了没有？帮我查一下",
    "money": "{C}的收费现在什么情况？", "date": "查一下日历里{C}相关的安排", "port": "NAS现在到底监听了哪些端口？门户有点怪",
    "version": "{item}现在是什么版本？IT要填工单", "command": "帮我在NAS上跑一下小周记的那个命令，就是{ctx}用的那个",
    "note": "把这个记到{C}的案卷备注里",
}

# ---------------------------------------------------------------- language packs

S_EN = {
    "fwd": "---------- Forwarded message ---------", "from": "From: ", "date": "Date: ", "subj": "Subject: ",
    "to": "To: ", "cc": "Cc: ", "wrote": "On {stamp}, {name} <{email}> wrote:",
    "greet": {"law": ["Counsel,", "Hi Leena,", "Dear Ms. Marchetti,", "Leena,"], "gov": ["Dear Counsel,", "Good afternoon,"],
              "client": ["Hi Ms. Marchetti,", "Hello Leena,", "Dear Ms. Marchetti,"], "it": ["Hi Leena,", "Hey Leena,"],
              "her": ["Hi {first},", "{first},", "Thanks {first} -", "{first} -"]},
    "close": ["Regards,", "Best regards,", "Thanks,", "Best,", "Kind regards,"],
    "her_sig": "{name}\nBarrister & Solicitor | {firm}\n401 Bay Street, Suite 1600, Toronto ON M5H 2Y4\nT 416-555-0147",
    "titles_law": ["Associate", "Partner", "Barrister & Solicitor", "Senior Associate"],
    "phone": "T 416-555-01%02d", "mobile": "Sent from my iPhone",
    "gov_orgs": ["Immigration and Refugee Board of Canada | Toronto Registry", "Federal Court | Toronto Local Office",
                 "Superior Court of Justice - Family Court, 393 University Ave", "IRCC | Case Processing Centre"],
    "gov_titles": ["Registry Officer", "Case Management Officer", "Court Services Officer", "Program Officer"],
    "it_org": "Byteworks Toronto | Managed IT", "it_title": "Field Technician",
    "quick": ["## Quick read", "## What's going on here", "## Summary"], "points": "### Points",
    "steps": "### Suggested next steps", "steps_head": ["Step", "Who", "When"], "draft": "**Draft reply:**",
    "ack_head": ["#", "Note", "File"], "restate_head": ["Item", "Detail", "File"], "office": "office",
    "dec_topic": "decision on {C}", "con_topic": "handling rule ({C})", "dec_topic_o": "office decision",
    "con_topic_o": "office rule", "corr_ack": ["Updated - I've replaced the earlier figure in my notes.", "Got it, corrected.",
                                               "Noted the correction; only the second one is kept."],
    "text_reply": "**Suggested reply to {CLF}:**\n\n> Hi {CLF}, thanks for letting me know. I'll review and get back to you by end of day tomorrow. Please keep uploading anything new through the portal.",
    "text_read": ["She's mostly anxious; the only actionable thing is the documents.", "Nothing urgent - she wants reassurance.",
                  "Two messages are just updates; one needs a yes/no from you."],
    "contact_roles": ["Opposing counsel", "Client", "Client's sister", "Interpreter (Punjabi)", "Judge's assistant",
                      "Settlement worker", "Client's employer"],
    "tool_sum": {"name": "That's everything on file for {C} - {n} contacts.", "id": "File details for {C} are above; nothing flagged.",
                 "jso": "The portal shows the {C} submission; nothing rejected.", "money": "Billing on {C} is above. No overdue invoices flagged.",
                 "date": "{n} items on the calendar for {C}; no conflicts with court days.", "port": "The NAS is listening on the expected set; nothing unexpected exposed.",
                 "version": "That's the version string from the NAS - paste it into the ticket.", "command": "Ran it. Output above - looks clean.",
                 "note": "Saved to the file note on {C}."},
    "ask_note_o": "put that in the office notes", "note_o": "Saved to the office notes.",
    "note_dec": "Decision: {A} - {B}.", "note_con": "Instruction: {A}, {B}.",
    "restate_pre": "From the result:", "bill_head": ["Date", "Entry", "Amount"], "field_head": ["Field", "Value"],
    "fields": ["File", "Client", "Matter", "Opposing counsel", "Status", "Responsible", "Opened"],
    "statuses": ["Active - awaiting disclosure", "Active - waiting on IRCC", "Active - hearing pending", "On hold - client abroad",
                 "Active - drafting"],
    "cal_note": "Confirmed by email: {X}.", "cal_titles": ["Call w/ {OC}", "Client meeting - {CL}", "Prep - {C}", "Court - {C}",
                                                           "Jonah: brief for {C}", "Consult (new) - referral from {OC}"],
    "bill_entries": ["Consult", "Drafting - correspondence", "Review disclosure", "Court attendance", "Photocopies / courier",
                     "Filing fee", "Call w/ client"],
    "efile": "Portal: Family Submission Online (Ontario)\nSubmission: {X}\nCourt file: {F}\nDocument: {D}\nStatus: {ST}\nSubmitted: 2027-02-0{d} {hh}:{mm}",
    "efile_docs": ["Form 14A - Affidavit (general)", "Form 8 - Application (general)", "Form 13.1 - Financial Statement",
                   "Form 17A - Case Conference Brief", "Form 35.1 - Affidavit (decision-making)"],
    "efile_st": ["Accepted - issued copy available", "Received - pending review", "Accepted", "Accepted - sent to judge's office"],
    "docs_q": ["precedent separation agreement with a relocation clause", "BOC narrative template", "undertaking chart",
               "costs outline for a short motion", "letter to IRCC requesting an extension"],
    "docs_sum": "The second hit is the cleanest starting point; the first one has client details to strip.",
    "nas_q": ["is the NAS ok? portal felt slow this morning", "how full is the NAS?", "did the backup run last night?"],
    "nas_sum": "Nothing alarming: disk use is fine and the containers are up.",
    "cms_q": "pull up {C} for me", "cal_q": "what's on this week?", "efile_q": "did the {C} filing go through?",
    "cal_sum": "## This week\n\n", "who": "Who", "when": "When", "what": "What",
    "greeting": ["morning", "ok starting the day", "hi. long day ahead"],
    "greet_reply": ["Morning. Ready when you are - I'll keep replies tight.", "Good morning. What's first?"],
    "fq_followup": ("ok draft the reply then", "{draft}"),
}
S_ZH = {
    "fwd": "---------- 转发的邮件 ---------", "from": "发件人：", "date": "日期：", "subj": "主题：", "to": "收件人：",
    "cc": "抄送：", "wrote": "在 {stamp}，{name} <{email}> 写道：",
    "greet": {"law": ["林律师：", "林律师您好，", "尊敬的林律师："], "gov": ["林律师您好：", "代理人您好："],
              "client": ["林律师您好，", "林律师，"], "it": ["林律师好，", "林律师："], "her": ["{first}您好，", "{first}：", "您好，"]},
    "close": ["此致", "谢谢！", "祝好", "顺颂商祺"],
    "her_sig": "{name} 律师\n{firm} 合伙人\n上海市徐汇区漕溪北路 18 号 12 楼\n电话：021-5555 0147",
    "titles_law": ["律师", "合伙人", "执业律师", "资深律师"], "phone": "电话：021-5555 01%02d", "mobile": "发自我的iPhone",
    "gov_orgs": ["上海市徐汇区人民法院 立案庭", "上海市长宁区人民法院", "上海市公安局出入境管理局", "上海市第一中级人民法院"],
    "gov_titles": ["书记员", "立案庭", "经办人", "法官助理"], "it_org": "锐捷网络技术服务 · IT外包", "it_title": "运维工程师",
    "quick": ["## 速读", "## 这串邮件在说什么", "## 小结"], "points": "### 要点", "steps": "### 建议下一步",
    "steps_head": ["事项", "谁", "时间"], "draft": "**回复草稿：**", "ack_head": ["#", "事项", "案子"],
    "restate_head": ["事项", "内容", "案子"], "office": "所里", "dec_topic": "{C}案的决定", "con_topic": "{C}案的注意事项",
    "dec_topic_o": "所里的决定", "con_topic_o": "所里的规矩", "corr_ack": ["好，已经改成更正后的。", "收到，已更正。", "记下更正了，只保留后面那个。"],
    "text_reply": "**建议回复{CLF}：**\n\n> {CLF}您好，收到，我看一下明天下班前回复您。新的材料继续通过门户上传就行。",
    "text_read": ["她主要是焦虑，真正要处理的只有材料。", "不急，她需要安心。", "两条是进展，一条需要你给个是或否。"],
    "contact_roles": ["对方律师", "当事人", "当事人姐姐", "翻译（日语）", "法官助理", "社工", "当事人单位"],
    "tool_sum": {"name": "{C}案登记的联系人都在上面，共{n}个。", "id": "{C}的案件信息如上，没有异常标记。",
                 "jso": "系统显示{C}的网上立案记录，没有被退回。", "money": "{C}的收费情况如上，没有逾期。",
                 "date": "日历里{C}相关的有{n}项，跟开庭日不冲突。", "port": "NAS监听的端口都在预期范围内，没有异常暴露。",
                 "version": "这是NAS返回的版本号，直接贴到工单里就行。", "command": "跑完了，输出在上面，看着正常。",
                 "note": "已经记到{C}的案卷备注里了。"},
    "ask_note_o": "记到所务备注里", "note_o": "已记到所务备注。",
    "note_dec": "决定：{A}。理由：{B}。", "note_con": "注意事项：{A}，{B}。",
    "restate_pre": "结果：", "bill_head": ["日期", "项目", "金额"], "field_head": ["字段", "内容"],
    "fields": ["所内案号", "当事人", "案件类型", "对方律师", "状态", "承办", "收案日期"],
    "statuses": ["进行中——等对方举证", "进行中——等出入境审批", "进行中——待开庭", "暂停——当事人在境外", "进行中——起草中"],
    "cal_note": "邮件确认：{X}。", "cal_titles": ["与{OC}通话", "见当事人——{CL}", "准备——{C}", "开庭——{C}", "小周：{C}证据整理",
                                            "新咨询——{OC}介绍"],
    "bill_entries": ["咨询", "起草函件", "审阅证据", "出庭", "复印/快递", "诉讼费垫付", "与当事人电话"],
    "efile": "平台：上海法院网上立案\n立案编号：{X}\n案号：{F}\n材料：{D}\n状态：{ST}\n提交时间：2027-02-0{d} {hh}:{mm}",
    "efile_docs": ["民事起诉状", "证据目录及证据", "授权委托书", "财产申报表", "调解申请书"],
    "efile_st": ["已受理", "待审核", "已受理——待缴费", "已转审判庭"],
    "docs_q": ["含子女出境条款的离婚协议范本", "工作许可延期情况说明模板", "证据清单模板", "律师费计算表", "延期举证申请书"],
    "docs_sum": "第二个最适合直接改；第一个里有当事人信息要先删掉。",
    "nas_q": ["NAS还好吗？早上门户有点慢", "NAS还剩多少空间？", "昨晚备份跑了吗？"],
    "nas_sum": "没什么问题：空间够，容器都在跑。",
    "cms_q": "帮我调一下{C}的案子", "cal_q": "这周有什么安排？", "efile_q": "{C}的网上立案过了吗？",
    "cal_sum": "## 本周安排\n\n", "who": "谁", "when": "时间", "what": "事项",
    "greeting": ["早", "开工了", "今天会很长"], "greet_reply": ["早。随时开始，我回复尽量简短。", "早上好，先处理哪个？"],
    "fq_followup": ("那你起草个回复吧", "{draft}"),
}


def _pack(zh):
    if zh:
        return dict(
            zh=True, lawyers=LAWYERS_ZH, types=MATTER_TYPES_ZH, name_roles=NAME_ROLES_ZH, cmds=CMD_ZH, ports=PORT_ZH,
            versions=VERSION_ZH, money=MONEY_ZH, dates=DATE_ZH, ids=ID_ZH, decisions=DECISION_ZH,
            constraints=CONSTRAINT_ZH, questions=QUESTION_ZH, q_frames=Q_FRAMES_ZH,
            plain={"name": NAME_PLAIN_ZH, "command": CMD_PLAIN_ZH, "id": ID_PLAIN_ZH, "port": PORT_PLAIN_ZH,
                   "version": VER_PLAIN_ZH, "money": MONEY_PLAIN_ZH, "date": DATE_PLAIN_ZH, "decision": DEC_PLAIN_ZH,
                   "constraint": CON_PLAIN_ZH},
            third={"name": NAME_THIRD_ZH, "command": CMD_THIRD_ZH, "id": ID_THIRD_ZH, "port": PORT_THIRD_ZH,
                   "version": VER_THIRD_ZH, "money": MONEY_THIRD_ZH, "date": DATE_THIRD_ZH, "decision": DEC_THIRD_ZH,
                   "constraint": CON_THIRD_ZH},
            corr=CORR_ZH, list_intro=LIST_INTRO_ZH, openers=OPENERS_ZH, text_intro=TEXT_INTRO_ZH,
            text_lines=TEXT_LINES_ZH, toplines=TOPLINES_ZH, disclaimers=DISCLAIMERS_ZH,
            bodies={"law": LAW_BODY_ZH, "gov": GOV_BODY_ZH, "client": CLIENT_BODY_ZH, "it": IT_BODY_ZH, "her": HER_BODY_ZH},
            subjects=SUBJECTS_ZH, smalltalk=SMALLTALK_ZH, qa=LEGAL_QA_ZH, drafts=DRAFT_REQ_ZH,
            email_points=EMAIL_POINTS_ZH, next_steps=NEXT_STEPS_ZH, ack_open=ACK_OPEN_ZH, ack_close=ACK_CLOSE_ZH,
            ask=ASK_ZH, S=S_ZH, sep="；", bullet="- ", join="\n")
    return dict(
        zh=False, lawyers=LAWYERS_EN, types=MATTER_TYPES_EN, name_roles=NAME_ROLES_EN, cmds=CMD_EN, ports=PORT_EN,
        versions=[(i, g, VER_KEY_EN.get(i)) for i, g in VERSION_EN], money=MONEY_EN, dates=DATE_EN, ids=ID_EN,
        decisions=DECISION_EN, constraints=CONSTRAINT_EN, questions=QUESTION_EN, q_frames=Q_FRAMES_EN,
        plain={"name": NAME_PLAIN_EN, "command": CMD_PLAIN_EN, "id": ID_PLAIN_EN, "port": PORT_PLAIN_EN,
               "version": VER_PLAIN_EN, "money": MONEY_PLAIN_EN, "date": DATE_PLAIN_EN, "decision": DEC_PLAIN_EN,
               "constraint": CON_PLAIN_EN},
        third={"name": NAME_THIRD_EN, "command": CMD_THIRD_EN, "id": ID_THIRD_EN, "port": PORT_THIRD_EN,
               "version": VER_THIRD_EN, "money": MONEY_THIRD_EN, "date": DATE_THIRD_EN, "decision": DEC_THIRD_EN,
               "constraint": CON_THIRD_EN},
        corr=CORR_EN, list_intro=LIST_INTRO_EN, openers=OPENERS_EN, text_intro=TEXT_INTRO_EN, text_lines=TEXT_LINES_EN,
        toplines=TOPLINES_EN, disclaimers=DISCLAIMERS_EN,
        bodies={"law": LAW_BODY_EN, "gov": GOV_BODY_EN, "client": CLIENT_BODY_EN, "it": IT_BODY_EN, "her": HER_BODY_EN},
        subjects=SUBJECTS_EN, smalltalk=SMALLTALK_EN, qa=LEGAL_QA_EN, drafts=DRAFT_REQ_EN, email_points=EMAIL_POINTS_EN,
        next_steps=NEXT_STEPS_EN, ack_open=ACK_OPEN_EN, ack_close=ACK_CLOSE_EN, ask=ASK_EN, S=S_EN, sep="; ",
        bullet="- ", join="\n")


PORT_PROC = ["nginx", "nginx", "syno-drive", "sshd", "wg-quick", "openvpn", "gunicorn", "mariadbd", "node", "asterisk",
             "img_backup", "portainer", "ftpd", "ab-agent"]
FILLER_LISTEN = [(80, "nginx"), (443, "nginx"), (139, "smbd"), (445, "smbd"), (5000, "nginx"), (111, "rpcbind"),
                 (2049, "nfsd"), (161, "snmpd")]
ALLOWED = {
    "name": [("email", 3), ("direct", 2), ("tool", 2), ("restate", 1), ("text", 1)],
    "command": [("email", 2), ("direct", 3), ("tool", 3)],
    "id": [("email", 3), ("direct", 2), ("tool", 2), ("restate", 1), ("text", 1)],
    "port": [("email", 2), ("direct", 2), ("tool", 2), ("correction", 2)],
    "version": [("email", 2), ("direct", 2), ("tool", 2), ("restate", 1)],
    "money": [("email", 3), ("direct", 2), ("tool", 1), ("correction", 2), ("restate", 1), ("text", 1)],
    "date": [("email", 3), ("direct", 2), ("tool", 1), ("correction", 2), ("restate", 1), ("text", 1)],
    "decision": [("direct", 3), ("email", 2), ("restate", 1), ("note", 2)],
    "constraint": [("direct", 3), ("email", 2), ("note", 2)],
    "question": [("direct", 3), ("email", 2)],
}
IT_KINDS = ("command", "port", "version")
OFFICE_DC = {"move the client portal onto the NAS", "keep Jonah at three days a week", "send retainer letters by e-signature only",
             "switch the office backups to Backblaze B2", "charge a flat fee for visitor visas", "use the Dundas clinic for the medicals",
             "restart the NAS", "accept passport scans", "let Jonah sign the cover letters", "update DSM", "book meeting room B",
             "把客户门户搬到NAS上", "小周维持每周三天", "委托合同一律走电子签", "备份改到阿里云OSS", "签证代办改成固定收费",
             "体检统一去国际旅行卫生保健中心", "重启NAS", "收护照扫描件", "让小周签发函件", "升级DSM", "订B会议室"}


def cap(s):
    return s[:1].upper() + s[1:] if s else s


# ---------------------------------------------------------------- the conversation builder

class Builder:
    def __init__(self, seed, zh, per_kind, attempt):
        self.rng = random.Random("cw/%d/%d/%d" % (seed, attempt, 1 if zh else 0))
        self.zh = zh
        self.per_kind = per_kind
        self.L = _pack(zh)
        self.S = self.L["S"]
        self.expect = {}
        self.pools = {}
        self.used_names = set()
        self.used_dates = set()

    # -- small helpers
    def take(self, key, src=None):
        p = self.pools.get(key)
        if not p:
            p = list(src if src is not None else self.L[key])
            self.rng.shuffle(p)
            self.pools[key] = p
        return p.pop()

    def dname(self):
        r = self.rng
        if self.zh:
            return r.choice(D_SUR_ZH) + r.choice(D_GIVEN_ZH)
        return r.choice(D_FIRST_EN) + " " + r.choice(D_LAST_EN)

    def nname(self):
        r = self.rng
        while True:
            if self.zh:
                n = r.choice(N_SUR_ZH) + r.choice(N_GIVEN_ZH)
            else:
                n = r.choice(N_FIRST_EN) + " " + r.choice(N_LAST_EN)
            if n not in self.used_names:
                self.used_names.add(n)
                return n

    def email_of(self, name, domain):
        if self.zh:
            h = self.rng.choice(["wang", "li", "zhang", "chen", "liu", "zhao", "sun", "xu", "lu", "gao"])
            return h + self.rng.choice(["lawyer", ".lv", ".office", "_law", "lv"]) + "@" + domain
        return name.lower().replace(" ", ".").replace("'", "") + "@" + domain

    def phone(self):
        return self.S["phone"] % self.rng.randint(0, 99)

    def mark(self, f, n=2):
        for nd in f["needles"]:
            self.expect[nd] = n

    def gen_id(self, code):
        r = self.rng
        g = {
            "fc": lambda: "IMM-%d-27" % r.randint(1000, 9999), "fs": lambda: "FS-27-%05d" % r.randint(1000, 99999),
            "ircc": lambda: "E00%07d" % r.randint(1000000, 9999999),
            "uci": lambda: "%02d-%04d-%04d" % (r.randint(10, 99), r.randint(1000, 9999), r.randint(1000, 9999)),
            "rpd": lambda: "TC7-%05d" % r.randint(1000, 99999), "lao": lambda: "LA-%08d" % r.randint(10 ** 6, 10 ** 8 - 1),
            "inv": lambda: "INV-2027-%04d" % r.randint(10, 999), "jso": lambda: "FSO-27-%06d" % r.randint(10 ** 4, 10 ** 6 - 1),
            "pur": lambda: "33%02d %04d %04d" % (r.randint(10, 99), r.randint(1000, 9999), r.randint(1000, 9999)),
            "bw": lambda: "BW-%05d" % r.randint(10000, 99999), "tr": lambda: "TR-%04d" % r.randint(100, 9999),
            "iad": lambda: "TB7-%05d" % r.randint(1000, 99999), "atip": lambda: "A-2027-%06d" % r.randint(1000, 999999),
            "ah": lambda: "（2027）沪01%02d民初%d号" % (r.choice([1, 4, 5, 6, 7, 12, 15]), r.randint(1000, 29999)),
            "wp": lambda: "WP2027%06d" % r.randint(1000, 999999), "jl": lambda: "SH%09d" % r.randint(10 ** 7, 10 ** 9 - 1),
            "fp": lambda: "%08d" % r.randint(10 ** 7, 10 ** 8 - 1), "sf": lambda: "SF%013d" % r.randint(10 ** 11, 10 ** 13 - 1),
            "gz": lambda: "（2027）沪东证字第%d号" % r.randint(1000, 29999), "it": lambda: "IT-%05d" % r.randint(10000, 99999),
            "la": lambda: "WSLA2027%07d" % r.randint(10 ** 5, 10 ** 7 - 1),
            "zx": lambda: "（2027）沪01%02d执%d号" % (r.choice([1, 4, 5, 6, 7, 12, 15]), r.randint(1000, 29999)),
            "tj": lambda: "沪徐调字〔2027〕第%d号" % r.randint(100, 2999), "vs": lambda: "V%010d" % r.randint(10 ** 8, 10 ** 10 - 1),
            "sj": lambda: "SJ-2027-%04d" % r.randint(10, 9999),
        }
        return g[code]()

    def filler_id(self):
        return self.gen_id(self.rng.choice(["ah", "la", "tj", "wp"] if self.zh else ["fc", "fs", "rpd", "iad", "ircc"]))

    def fmt_date(self, d):
        return zh_date(d) if self.zh else en_date(d)

    # -- people and matters
    def setup(self):
        r = self.rng
        self.me = r.choice(self.L["lawyers"])
        self.it_name = self.dname()
        self.matters = []
        if self.zh:
            surs = r.sample(D_SUR_ZH, 7) + r.sample(FOREIGN_ZH, 3)
        else:
            surs = r.sample(D_LAST_EN, 10)
        nos = r.sample(range(1, 180), len(surs))
        for s, no in zip(surs, nos):
            ocn = self.dname()
            if self.zh:
                c = s + r.choice(["女士", "先生"])
                cl = clf = c
                firm = r.choice(LAW_FIRMS_ZH).format(L=r.choice(FIRM_WORDS_ZH))
                dom = r.choice(["junzheng-law.cn", "mingli-law.com", "shenjiang-law.cn", "puhe-law.com", "jintian-law.cn"])
                num = "HJ-2027-%03d" % no
            else:
                c = s
                clf = r.choice(D_FIRST_EN)
                cl = clf + " " + s
                ol = ocn.split()[-1]
                firm = r.choice(LAW_FIRMS_EN).format(L=ol)
                dom = ol.lower() + r.choice(["law.ca", "familylaw.ca", "legal.ca"])
                num = "M27-%03d" % no
            self.matters.append(dict(c=c, cl=cl, clf=clf, type=r.choice(self.L["types"]), no=num,
                                     oc=(ocn, self.email_of(ocn, dom), firm), judge=self.dname()))

    def cmd_params(self, m):
        r = self.rng
        p = {k: r.choice(v) for k, v in CMD_PARAMS.items()}
        a = r.randint(1, 8)
        if self.zh:
            src = r.choice(["lihun-zhengju", "wp-cailiao", "evidence-bundle", "caichan-pinggu", "juliu-xuqian"])
        else:
            src = m["c"].lower() + r.choice(["-disclosure", "-record", "-brief", "-affidavit"])
        row = r.randint(2, 60)
        p.update(src=src, a=a, b=a + r.randint(1, 3), pages=r.choice([40, 50, 80, 120]), days=r.randint(3, 14),
                 lines=r.choice([200, 300, 500, 800]), row=row, row2="H%d" % row, months=r.choice([6, 12, 24, 36]))
        return p

    # -- one fact
    def make_fact(self, kind):
        r, L, S = self.rng, self.L, self.S
        m = r.choice(self.matters)
        f = {"kind": kind, "m": m, "tool": None}

        def fill(t):
            return t.replace("{C}", m["c"]).replace("{F}", m["oc"][2])

        office = True
        fmt = {}
        if kind == "name":
            role_t, title, org = self.take("name_roles")
            office = "{C}" not in role_t
            N = self.nname()
            fmt = {"role": fill(role_t), "N": N}
            f.update(needles=[N], topic=fmt["role"], value=N, title=title, org=fill(org))
            f["tool"] = None if office else "contacts"
        elif kind == "command":
            tpl, ctx_t, shell = self.take("cmds")
            p = self.cmd_params(m)
            X = tpl.format(**p)
            ctx = ctx_t.format(pkg=p["pkg"])
            fmt = {"X": X, "ctx": ctx}
            f.update(needles=[X], topic=ctx, value="`%s`" % X)
            f["tool"] = "run" if shell and '"' not in X else None
        elif kind == "port":
            i = self.take("port_idx", range(len(L["ports"])))
            svc, plist = L["ports"][i]
            xp = r.choice(plist)
            X = str(xp)
            ws = [str(q) for q in plist if q != xp and X not in str(q) and str(q) not in X]
            W = r.choice(ws) if ws else str(xp + r.choice([1, 10]))
            fmt = {"X": X, "svc": svc, "W": W}
            f.update(needles=[X], topic=svc, value=X, proc=PORT_PROC[i])
            f["tool"] = "ports"
        elif kind == "version":
            item, gen, key = self.take("versions")
            X = gen(r)
            fmt = {"X": X, "item": item}
            f.update(needles=[X], topic=item, value=X, vkey=key)
            f["tool"] = "version" if key else None
        elif kind == "money":
            what_t, lo, hi, step = self.take("money")
            office = "{C}" not in what_t
            if self.zh:
                st = step or 10
                v = r.randrange(lo, hi + 1, st)
                X, W = cny(v), cny(v + r.choice([-2, -1, 1, 2]) * max(st, 100))
            elif step == 0:
                v = r.randint(lo * 100, hi * 100) / 100.0
                X, W = cad(v, "cents"), cad(v + r.choice([-120, -45, 45, 120]), "cents")
            else:
                v = r.randrange(lo, hi + 1, step)
                style = r.choice(["plain", "plain", "ca"])
                X, W = cad(v, style), cad(v + r.choice([-2, -1, 1, 2]) * max(step, 50), style)
            fmt = {"X": X, "what": fill(what_t), "W": W}
            f.update(needles=[X], topic=fmt["what"], value=X)
            f["tool"] = None if office else "billing"
        elif kind == "date":
            ev_t = self.take("dates")
            office = "{C}" not in ev_t
            while True:
                d = START + timedelta(days=r.randint(20, 235))
                if d not in self.used_dates:
                    break
            self.used_dates.add(d)
            X = self.fmt_date(d)
            W = self.fmt_date(d + timedelta(days=r.choice([-7, -2, -1, 1, 2, 7])))
            fmt = {"X": X, "event": fill(ev_t), "W": W}
            f.update(needles=[X], topic=fmt["event"], value=X, d=d)
            f["tool"] = "calendar"
        elif kind == "id":
            label_t, code = self.take("ids")
            office = "{C}" not in label_t
            X = self.gen_id(code)
            fmt = {"X": X, "label": fill(label_t)}
            f.update(needles=[X], topic=fmt["label"], value=X, code=code)
            f["tool"] = "jso" if code in ("jso", "la") else (None if office else "lookup")
        elif kind in ("decision", "constraint"):
            A, B = self.take("decisions" if kind == "decision" else "constraints")
            office = A in OFFICE_DC
            fmt = {"A": A, "B": B}
            key = ("dec" if kind == "decision" else "con") + ("_topic_o" if office else "_topic")
            f.update(needles=[A, B], topic=S[key].format(C=m["c"]), value=A + (" - " if not self.zh else "，") + B)
            f["tool"] = "note"
        else:
            q = self.take("questions")
            f.update(needles=[q], topic=None, value=None)
            f["plain"] = r.choice(L["q_frames"]).format(q=q)
        f["office"] = office
        f["file"] = S["office"] if office else m["c"]
        f["fmt"] = fmt
        if kind != "question":
            f["plain"] = r.choice(L["plain"][kind]).format(**fmt)
            t = r.choice(L["third"][kind]).format(**fmt)
            f["third"] = t if self.zh else cap(t)
        if kind in L["corr"]:
            f["corr"] = r.choice(L["corr"][kind]).format(**fmt)
        return f

    # -- forwarded e-mail threads
    def person(self, stype, m):
        r, S = self.rng, self.S
        if stype == "law":
            name, email, firm = m["oc"]
            sig = [name, r.choice(S["titles_law"]), firm, self.phone()]
            disc = r.choice(self.L["disclaimers"]) if r.random() < 0.8 else None
        elif stype == "gov":
            name = self.dname()
            org = r.choice(S["gov_orgs"])
            email = self.email_of(name, "irb-cisr.gc.ca" if "IRB" in org or "出入境" in org else "ontario.ca")
            if self.zh:
                email = self.email_of(name, "shcourt.gov.cn")
            sig = [name, r.choice(S["gov_titles"]), org]
            disc = None
        elif stype == "client":
            name = m["cl"]
            email = self.email_of(name if not self.zh else "x", r.choice(["gmail.com", "outlook.com", "hotmail.com"]))
            if self.zh:
                email = self.email_of("x", r.choice(["qq.com", "163.com", "outlook.com"]))
            sig = [S["mobile"]] if r.random() < 0.5 else [name]
            disc = None
        else:
            name = self.it_name
            email = self.email_of(name, "byteworks.ca" if not self.zh else "ruijie-it.cn")
            sig = [name, S["it_title"], S["it_org"], self.phone()]
            disc = None
        if self.zh:
            first = name[0] + "律师" if stype == "law" else (name if stype != "gov" else name[0] + "老师")
        else:
            first = name.split()[0]
        return {"name": name, "email": email, "sig": sig, "disc": disc, "type": stype, "first": first}

    def render_msg(self, who, body, other):
        r, S = self.rng, self.S
        if who["type"] == "her":
            greet = r.choice(S["greet"]["her"]).format(first=other["first"])
            sig = S["her_sig"].format(name=self.me[0], firm=self.me[2])
            tail = (self.me[0].split()[0] if not self.zh else "林") + "\n\n" + sig
        else:
            greet = r.choice(S["greet"][who["type"]])
            tail = "\n".join(who["sig"])
        text = greet + "\n\n" + "\n\n".join(body) + "\n\n" + r.choice(S["close"]) + "\n" + tail
        if who.get("disc"):
            text += "\n\n" + who["disc"]
        return text

    def thread(self, m, stype, sender_items=(), her_items=(), topline=""):
        r, S, L = self.rng, self.S, self.L
        other = self.person(stype, m)
        me = {"name": self.me[0], "email": self.me[1], "type": "her"}
        n = r.randint(2, 4)
        who = [other if i % 2 == 0 else me for i in range(n)]
        bodies = []
        for w in who:
            pool = L["bodies"]["her" if w is me else stype]
            bodies.append(r.sample(pool, 1 if w is me else r.randint(1, min(3, len(pool)))))
        for items, target in ((sender_items, other), (her_items, me)):
            idx = [i for i in range(n) if who[i] is target]
            for it in items:
                b = bodies[r.choice(idx)]
                b.insert(r.randint(0, len(b)), it)
        t = datetime(2027, 2, r.randint(2, 8), r.randint(8, 18), r.randint(0, 59))
        times = [t]
        for _ in range(n - 1):
            times.append(times[-1] - timedelta(hours=r.randint(2, 70), minutes=r.randint(0, 59)))
        text = self.render_msg(who[-1], bodies[-1], other if who[-1] is me else me)
        for i in range(n - 2, -1, -1):
            o = who[i + 1]
            text = (self.render_msg(who[i], bodies[i], other if who[i] is me else me) + "\n\n" +
                    S["wrote"].format(stamp=mail_stamp(times[i + 1], self.zh), name=o["name"], email=o["email"]) +
                    "\n" + quote(text))
        subj = r.choice([x for x in L["subjects"] if ("NAS" in x) == (stype == "it")]).format(C=m["c"], F=m["no"])
        hdr = [S["fwd"], S["from"] + "%s <%s>" % (other["name"], other["email"]),
               S["date"] + mail_stamp(times[0], self.zh), S["subj"] + subj,
               S["to"] + "%s <%s>" % (self.me[0], self.me[1])]
        if r.random() < 0.4:
            hdr.append(S["cc"] + ("Jonah <jonah@marchettilaw.ca>" if not self.zh else "周倩 <zhouq@hengyanlaw.cn>"))
        return (topline + "\n\n" if topline else "") + "\n".join(hdr) + "\n\n" + text, other

    def ack_email(self, m, other):
        r, S, L = self.rng, self.S, self.L
        pts = [p.format(S=other["first"], C=m["c"]) for p in r.sample(L["email_points"], r.randint(2, 3))]
        steps = [tuple(x.format(C=m["c"], S=other["first"]) for x in s) for s in r.sample(L["next_steps"], r.randint(2, 3))]
        out = r.choice(S["quick"]) + "\n\n" + "\n".join("- " + p for p in pts) + "\n\n" + S["steps"] + "\n\n" + md_table(S["steps_head"], steps)
        if r.random() < 0.35:
            out += "\n\n" + S["draft"] + "\n\n> " + r.choice(L["bodies"]["her"])
        return out

    # -- acknowledgements of the lawyer's own notes
    def ack_facts(self, group, restate=False):
        r, S, L = self.rng, self.S, self.L
        rows = []
        for f in group:
            if f["kind"] == "question":
                continue
            if restate:
                rows.append((f["topic"], f["value"], f["file"]))
                self.mark(f)
            else:
                rows.append((len(rows) + 1, f["topic"], f["file"]))
        head = S["restate_head"] if restate else S["ack_head"]
        out = r.choice(L["ack_open"]) + "\n\n" + md_table(head, rows)
        cl = r.choice(L["ack_close"])
        return out + ("\n\n" + cl if cl else "")

    def user_note(self, group):
        r, L = self.rng, self.L
        lines = [f["plain"] for f in group]
        if len(lines) == 1:
            return r.choice(L["openers"]) + lines[0]
        if r.random() < 0.6:
            return r.choice(L["list_intro"]) + "\n" + "\n".join(L["bullet"] + x for x in lines)
        sep = "。" if self.zh else ". "
        return r.choice(L["openers"]) + sep.join(lines)

    # -- fact episodes
    def ep_direct(self, group):
        r = self.rng
        others = [f for f in group if f["kind"] != "question"]
        if not others:
            ep = self.filler(r.choice(["small", "draft", "qa"]))
            qs = ("\n\n" if r.random() < 0.5 else " ").join(f["plain"] for f in group)
            ep[0] = ("user", ep[0][1] + ("\n\n" if r.random() < 0.6 else " ") + qs)
            return ep
        return [("user", self.user_note(group)), ("assistant", self.ack_facts(others))]

    def ep_restate(self, f):
        return [("user", self.user_note([f])), ("assistant", self.ack_facts([f], restate=True))]

    def ep_correction(self, f):
        r = self.rng
        return [("user", r.choice(self.L["openers"]) + f["corr"]), ("assistant", r.choice(self.S["corr_ack"]))]

    def text_block(self, m, facts):
        r, L = self.rng, self.L
        lines = r.sample(L["text_lines"], r.randint(2, 5))
        for f in facts:
            lines.insert(r.randint(0, len(lines)), f["plain"])
        h, mi = r.randint(7, 22), r.randint(0, 50)
        msgs = []
        for ln in lines:
            mi += r.randint(0, 3)
            msgs.append("%s %d:%02d\n%s" % (m["clf"], h, min(mi, 59), ln))
        return r.choice(L["text_intro"]).format(CL=m["cl"]) + "\n\n" + "\n\n".join(msgs)

    def ep_text(self, f):
        r, S = self.rng, self.S
        m = f["m"]
        a = r.choice(S["text_read"]) + "\n\n" + S["text_reply"].format(CLF=m["clf"])
        return [("user", self.text_block(m, [f])), ("assistant", a)]

    def ep_email(self, group):
        r, L = self.rng, self.L
        mf = [f for f in group if not f["office"]]
        m = mf[0]["m"] if mf else r.choice(self.matters)
        if any(f["kind"] in IT_KINDS for f in group):
            stype = "it"
        else:
            stype = r.choice(["law", "law", "law", "gov", "client", "client"])
        sender = [f["third"] for f in group if f["kind"] not in ("decision", "constraint", "question")]
        her = [f["third"] for f in group if f["kind"] in ("decision", "constraint")]
        qs = [f["plain"] for f in group if f["kind"] == "question"]
        top = r.choice(L["toplines"])
        if qs:
            top += "\n\n" + ("" if self.zh else r.choice(["also ", "unrelated, but ", "ps ", ""])) + " ".join(qs)
        text, other = self.thread(m, stype, sender, her, top)
        ep = [("user", text), ("assistant", self.ack_email(m, other))]
        if r.random() < 0.25:
            ep += [("user", self.S["fq_followup"][0]),
                   ("assistant", self.render_msg({"type": "her"}, r.sample(L["bodies"]["her"], 2), other))]
        return ep

    # -- tool outputs
    def host(self):
        return "hengyan-nas" if self.zh else "marchetti-nas"

    def pnum(self):
        return self.phone().replace("T ", "").replace("电话：", "")

    def out_contacts(self, m, extra=None):
        r, S = self.rng, self.S
        cs = []
        for ro in r.sample(S["contact_roles"], r.randint(2, 4)):
            nm = m["cl"] if ro in ("Client", "当事人") else (m["oc"][0] if ro in ("Opposing counsel", "对方律师") else self.dname())
            cs.append({"role": ro, "name": nm, "phone": self.pnum()})
        if extra:
            cs.insert(r.randint(0, len(cs)), {"role": extra[0], "name": extra[1], "phone": self.pnum(), "org": extra[2]})
        return json.dumps({"matter": m["no"], "client": m["cl"], "contacts": cs}, indent=2, ensure_ascii=False), len(cs)

    def out_lookup(self, m, extra=None):
        r, S = self.rng, self.S
        vals = [m["no"], m["cl"], m["type"], "%s (%s)" % (m["oc"][0], m["oc"][2]), r.choice(S["statuses"]), self.me[0],
                "2026-%02d-%02d" % (r.randint(3, 12), r.randint(1, 28))]
        rows = list(zip(S["fields"], vals))
        rows.append((("法院/机关编号" if self.zh else "Court / tribunal no."), self.filler_id()))
        if extra:
            rows.insert(r.randint(3, len(rows)), extra)
        return md_table(S["field_head"], rows)

    def out_billing(self, m, extra=None):
        r, S = self.rng, self.S
        rows = []
        for _ in range(r.randint(3, 6)):
            amt = ("%d元" % (r.randint(5, 99) * 10)) if self.zh else "$%d.%02d" % (r.randint(40, 980), r.choice([0, 0, 50, 25, 75]))
            rows.append(("2027-%02d-%02d" % (r.randint(1, 2), r.randint(1, 28)), r.choice(S["bill_entries"]), amt))
        if extra:
            rows.append(extra)
        rows.sort()
        return md_table(S["bill_head"], rows)

    def cal_events(self, m, k, same=False):
        r, S = self.rng, self.S
        ev = []
        for _ in range(k):
            mm = m if same else r.choice(self.matters)
            t = datetime(2027, 2, r.randint(8, 19), r.choice([9, 10, 11, 13, 14, 15, 16]), r.choice([0, 30]))
            ev.append({"title": r.choice(S["cal_titles"]).format(OC=mm["oc"][0], CL=mm["cl"], C=mm["c"]),
                       "start": t.strftime("%Y-%m-%dT%H:%M"), "duration_min": r.choice([30, 45, 60, 120])})
        ev.sort(key=lambda e: e["start"])
        return ev

    def out_ports(self, extra=None):
        r = self.rng
        lines = list(r.sample(FILLER_LISTEN, r.randint(4, 7)))
        if extra:
            lines.insert(r.randint(0, len(lines)), extra)
        out = ["State  Recv-Q Send-Q  Local Address:Port   Peer Address:Port Process"]
        for p, proc in lines:
            out.append("LISTEN 0      %-6d  %22s  %17s users:((\"%s\"))" % (r.choice([128, 511, 4096]), "0.0.0.0:%s" % p, "0.0.0.0:*", proc))
        return "\n".join(out)

    def out_efile(self, m, X=None):
        r, S = self.rng, self.S
        return S["efile"].format(X=X or self.gen_id("la" if self.zh else "jso"), F=self.filler_id(), D=r.choice(S["efile_docs"]),
                                 ST=r.choice(S["efile_st"]), d=r.randint(1, 8), hh="%02d" % r.randint(9, 17), mm="%02d" % r.randint(0, 59))

    def cmd_output(self, X):
        r = self.rng
        if X.startswith("sudo docker restart"):
            return X.split()[-1]
        if "compose" in X:
            return " ✔ Container portal-db     Running\n ✔ Container portal-redis  Running\n ✔ Container %s  Started" % r.choice(CMD_PARAMS["ctr"])
        if "files:scan" in X:
            return ("Starting scan for user 1 out of 1 (%s)\n+---------+-------+-----+---------+---------+--------+--------------+\n"
                    "| Folders | Files | New | Updated | Removed | Errors | Elapsed time |\n"
                    "+---------+-------+-----+---------+---------+--------+--------------+\n"
                    "| %d     | %d  | %d   | 0       | 0       | 0      | 00:00:%02d     |\n"
                    "+---------+-------+-----+---------+---------+--------+--------------+") % (
                X.split("/")[1], r.randint(100, 900), r.randint(1000, 9000), r.randint(1, 40), r.randint(3, 50))
        if "maintenance" in X:
            return "Maintenance mode disabled"
        if "synopkg" in X:
            return "restart package [%s] successfully" % X.split()[-1]
        if X.startswith("rsync"):
            return ("sending incremental file list\n./\n%s/\n\nsent %.2fG bytes  received %.2fK bytes  %.1fM bytes/sec\n"
                    "total size is %.1fG  speedup is %.2f") % (r.choice(["Correspondence", "Disclosure", "Intake"]), r.uniform(0.2, 3),
                                                               r.uniform(1, 9), r.uniform(5, 40), r.uniform(20, 80), r.uniform(10, 60))
        if "scrub" in X:
            return "scrub started on %s" % X.split()[-1]
        if X.startswith("ocrmypdf"):
            k = r.randint(12, 140)
            return "Scanning contents: 100%%|##########| %d/%d\nOCR: 100%%|##########| %d.0/%d.0\nOutput file is a PDF/A-2B (as expected)" % (k, k, k, k)
        if X.startswith("find"):
            return "\n".join("-rw-rw---- 1 scanner users %dK Feb  %d %02d:%02d %s/scan_%02d%02d.pdf" % (
                r.randint(90, 990), r.randint(1, 9), r.randint(8, 18), r.randint(0, 59), X.split()[1], r.randint(1, 28), r.randint(0, 59))
                             for _ in range(r.randint(2, 5)))
        if "smartctl" in X:
            return "  5 Reallocated_Sector_Ct   0x0033   100   100   010    Pre-fail  Always       -       %d" % r.choice([0, 0, 8, 24])
        if X.startswith("sudo tail"):
            return "\n".join("2027-02-%02dT0%d:%02d:%02d+00:00 %s %s" % (r.randint(6, 9), r.randint(1, 5), r.randint(0, 59), r.randint(0, 59),
                                                                          self.host(), r.choice(["synoscgi: login ok", "kernel: ata2: link up",
                                                                                                 "synobackup: task finished", "dockerd: container restarted"]))
                             for _ in range(4))
        return "(no output)"

    def ep_tool(self, f):
        r, S, L = self.rng, self.S, self.L
        m, t, X = f["m"], f["tool"], f["needles"][0]
        fm = f["fmt"]
        n = 0
        if t == "note":
            note = S["note_" + f["kind"][:3]].format(**fm)
            off = f["office"]
            ask = S["ask_note_o"] if off else L["ask"]["note"].format(C=m["c"])
            mno = "OFFICE" if off else m["no"]
            seq = [("user", self.user_note([f]) + ("\n\n" if r.random() < 0.5 else " ") + ask),
                   ("tool", "cms", {"args": {"action": "add_note", "matter": mno, "note": note},
                                    "out": json.dumps({"status": "saved", "note_id": "note_" + "".join(r.choice("abcdefghjkmnpqrstuvwxyz") for _ in range(6)),
                                                       "matter": mno}, ensure_ascii=False)}),
                   ("assistant", S["note_o"] if off else S["tool_sum"]["note"].format(C=m["c"]))]
            self.mark(f)
            return seq
        if t == "contacts":
            ask, key = L["ask"]["name"].format(C=m["c"]), "name"
            out, n = self.out_contacts(m, (f["title"] or fm["role"], X, f["org"]))
            name, args = "cms", {"action": "contacts", "matter": m["no"]}
        elif t == "lookup":
            ask, key = L["ask"]["id"].format(C=m["c"]), "id"
            out = self.out_lookup(m, (f["topic"], X))
            name, args = "cms", {"action": "matter_lookup", "matter": m["no"]}
        elif t == "jso":
            ask, key = L["ask"]["jso"].format(C=m["c"]), "jso"
            out = self.out_efile(m, X)
            name, args = "efile_status", {"portal": "上海法院网上立案" if self.zh else "FSO", "client": m["cl"]}
        elif t == "billing":
            ask, key = L["ask"]["money"].format(C=m["c"]), "money"
            out = self.out_billing(m, ("2027-02-%02d" % r.randint(1, 8), fm["what"], X))
            name, args = "cms", {"action": "billing", "matter": m["no"]}
        elif t == "calendar":
            key = "date"
            if f["office"]:
                ask = ("%s是哪天来着？查下日历" if self.zh else "when's %s again? check the calendar") % fm["event"]
            else:
                ask = L["ask"]["date"].format(C=m["c"])
            ev = self.cal_events(m, r.randint(1, 3), same=not f["office"])
            ev.append({"title": cap(fm["event"]), "start": f["d"].strftime("%Y-%m-%d") + "T%02d:%02d" % (r.choice([9, 10, 14]), r.choice([0, 30])),
                       "notes": S["cal_note"].format(X=X)})
            n = len(ev)
            out = json.dumps({"events": ev}, indent=2, ensure_ascii=False)
            name, args = "calendar", {"action": "search", "query": m["c"] if not f["office"] else fm["event"],
                                      "from": "2027-02-08", "to": "2027-12-31"}
        elif t == "ports":
            ask, key = L["ask"]["port"], "port"
            out = self.out_ports((X, f["proc"]))
            name, args = "office_server", {"host": self.host(), "command": "sudo ss -tlnp"}
        elif t == "version":
            ask, key = L["ask"]["version"].format(item=fm["item"]), "version"
            c, o = VER_CMD[f["vkey"]]
            out = o.format(X=X)
            name, args = "office_server", {"host": self.host(), "command": c}
        else:
            ctx = fm["ctx"]
            if not self.zh:
                ctx = ctx if ctx.split()[0] in ("to", "for", "in", "when") else "for " + ctx
            ask, key = L["ask"]["command"].format(ctx=ctx), "command"
            out = self.cmd_output(X)
            name, args = "office_server", {"host": self.host(), "command": X}
        seq = [("user", ask), ("tool", name, {"args": args, "out": out})]
        if t != "run" and r.random() < 0.4:
            ans = S["restate_pre"] + "\n\n" + md_table(S["restate_head"], [(f["topic"], f["value"], f["file"])])
            self.mark(f)
        else:
            ans = S["tool_sum"][key].format(C=m["c"], n=n)
        seq.append(("assistant", ans))
        return seq

    # -- filler episodes (no needles)
    def filler(self, kind=None):
        r, S, L = self.rng, self.S, self.L
        if kind is None:
            kind = r.choice(["thread"] * 5 + ["small"] * 3 + ["qa"] * 2 + ["draft"] * 2 + ["text", "cms", "cal", "efile", "docs", "nas"])
        m = r.choice(self.matters)
        if kind == "thread":
            text, other = self.thread(m, r.choice(["law", "law", "gov", "client", "it"]), topline=r.choice(L["toplines"]))
            ep = [("user", text), ("assistant", self.ack_email(m, other))]
            if r.random() < 0.2:
                ep += [("user", S["fq_followup"][0]),
                       ("assistant", self.render_msg({"type": "her"}, r.sample(L["bodies"]["her"], 2), other))]
            return ep
        if kind == "small":
            u, a = self.take("smalltalk")
            return [("user", u.replace("{C}", m["c"])), ("assistant", a.replace("{C}", m["c"]))]
        if kind == "qa":
            u, a = self.take("qa")
            return [("user", u), ("assistant", a)]
        if kind == "draft":
            u, a = self.take("drafts")
            kw = dict(OC=m["oc"][0], C=m["c"], CL=m["cl"], CLF=m["clf"], ME=self.me[0])
            return [("user", u.format(**kw)), ("assistant", a.format(**kw))]
        if kind == "text":
            a = r.choice(S["text_read"]) + "\n\n" + S["text_reply"].format(CLF=m["clf"])
            return [("user", self.text_block(m, [])), ("assistant", a)]
        if kind == "cms":
            out = self.out_lookup(m)
            return [("user", S["cms_q"].format(C=m["c"])), ("tool", "cms", {"args": {"action": "matter_lookup", "matter": m["no"]}, "out": out}),
                    ("assistant", S["tool_sum"]["id"].format(C=m["c"]))]
        if kind == "cal":
            ev = self.cal_events(m, r.randint(3, 6))
            rows = [(e["start"].replace("T", " "), e["title"]) for e in ev]
            return [("user", S["cal_q"]), ("tool", "calendar", {"args": {"action": "list", "from": "2027-02-08", "to": "2027-02-19"},
                                                                 "out": json.dumps({"events": ev}, indent=2, ensure_ascii=False)}),
                    ("assistant", S["cal_sum"] + md_table([S["when"], S["what"]], rows))]
        if kind == "efile":
            return [("user", S["efile_q"].format(C=m["c"])),
                    ("tool", "efile_status", {"args": {"portal": "上海法院网上立案" if self.zh else "FSO", "client": m["cl"]}, "out": self.out_efile(m)}),
                    ("assistant", S["tool_sum"]["jso"].format(C=m["c"]))]
        if kind == "docs":
            q = r.choice(S["docs_q"])
            hits = []
            for i in range(r.randint(2, 4)):
                mm = r.choice(self.matters)
                hits.append("%d. /volume1/Clients/%s/%s  (%s 2026-%02d-%02d)\n   \"...%s...\"" % (
                    i + 1, mm["c"], r.choice(["Drafts", "Precedents", "Correspondence"]), "修改于" if self.zh else "modified",
                    r.randint(1, 12), r.randint(1, 28), r.choice(L["bodies"]["law"])))
            return [("user", q if self.zh else "find me a " + q), ("tool", "doc_search", {"args": {"query": q, "folder": "/volume1/Clients"},
                                                                                      "out": "\n".join(hits)}),
                    ("assistant", S["docs_sum"])]
        q = r.choice(S["nas_q"])
        out = ("$ df -h /volume1\nFilesystem              Size  Used Avail Use%% Mounted on\n/dev/mapper/cachedev_0   11T  %.1fT  %.1fT  %d%% /volume1\n\n"
               "$ docker ps --format 'table {{.Names}}\\t{{.Status}}'\nNAMES          STATUS\nportal-app     Up %d days\nportal-db      Up %d days\n"
               "portal-redis   Up %d days\npaperless      Up %d hours\n\n$ grep -i 'backup task' /var/log/synolog/synobackup.log | tail -1\n"
               "info 2027/02/0%d 02:%02d:11 SYSTEM: [Local][Clients-nightly] Backup task finished successfully.") % (
            r.uniform(4, 8), r.uniform(2, 6), r.randint(40, 75), r.randint(2, 30), r.randint(2, 30), r.randint(2, 30), r.randint(1, 20),
            r.randint(1, 8), r.randint(0, 59))
        return [("user", q), ("tool", "office_server", {"args": {"host": self.host(), "command": "df -h /volume1; docker ps; grep backup log"},
                                                        "out": out}), ("assistant", S["nas_sum"])]

    # -- vehicles and assembly
    def vehicle_ok(self, f, v):
        if v == "tool":
            return f["tool"] not in (None, "note")
        if v == "note":
            return f["tool"] == "note"
        if v == "correction":
            return "corr" in f
        if v == "text":
            return not f["office"]
        if v == "email":
            return not (f["office"] and f["kind"] in ("name", "id", "money", "date"))
        return True

    def choose_vehicle(self, f):
        opts = [(v, w) for v, w in ALLOWED[f["kind"]] if self.vehicle_ok(f, v)]
        x = self.rng.uniform(0, sum(w for _, w in opts))
        for v, w in opts:
            x -= w
            if x <= 0:
                return v
        return opts[-1][0]

    def chunks(self, lst, lo, hi):
        out, i = [], 0
        while i < len(lst):
            k = self.rng.randint(lo, hi)
            out.append(lst[i:i + k])
            i += k
        return out

    def build(self):
        r, S = self.rng, self.S
        self.setup()
        facts = [self.make_fact(k) for k in KINDS for _ in range(self.per_kind)]
        for f in facts:
            f["veh"] = self.choose_vehicle(f)
        r.shuffle(facts)
        eps = []
        direct = [f for f in facts if f["veh"] == "direct"]
        email = [f for f in facts if f["veh"] == "email"]
        single = {"tool": self.ep_tool, "note": self.ep_tool, "restate": self.ep_restate,
                  "correction": self.ep_correction, "text": self.ep_text}
        for f in facts:
            if f["veh"] in single:
                eps.append(single[f["veh"]](f))
        for g in self.chunks(direct, 1, 3):
            eps.append(self.ep_direct(g))
        groups = self.chunks([f for f in email if f["kind"] in IT_KINDS], 1, 2)
        bym = {}
        for f in email:
            if f["kind"] in ("name", "id", "money", "date"):
                bym.setdefault(f["m"]["c"], []).append(f)
        for c in sorted(bym):
            groups += self.chunks(bym[c], 1, 2)
        for f in email:
            if f["kind"] in ("decision", "constraint", "question"):
                cand = [g for g in groups if len(g) < 3]
                if cand and r.random() < 0.5:
                    r.choice(cand).append(f)
                else:
                    groups.append([f])
        for g in groups:
            eps.append(self.ep_email(g))

        def nm(ep):
            return sum(1 for it in ep if it[0] in ("user", "assistant"))
        total = 2 + sum(nm(e) for e in eps)
        target = r.randint(150, 250)
        fill = []
        while total < target or len(fill) < 10:
            e = self.filler()
            if total + nm(e) > 292:
                break
            fill.append(e)
            total += nm(e)
        allep = eps + fill
        r.shuffle(allep)
        seq = [("user", r.choice(S["greeting"])), ("assistant", r.choice(S["greet_reply"]))]
        for e in allep:
            seq.extend(e)
        return facts, seq, self.expect

    def tool_rows(self, name, payload):
        return json.dumps(payload["args"], ensure_ascii=False), payload["out"]


def make_rows(conv):
    facts, seq, expect = conv.build()
    rows = []
    t = datetime(2027, 2, 8, 8, 12, 0)
    n = call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 22))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_cw%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cw%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cw%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cw%d" % n, "createdAt": ts,
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
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2027-02-17T12:00:00Z")
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

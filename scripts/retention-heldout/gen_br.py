"""Held-out retention set "br": an independent community pharmacist and her assistant.

The owner of one shop (two dispensers and a delivery driver) types tersely between
customers, forwards wholesaler / health-authority / regulator emails verbatim, pastes
controlled-drug register lines and fridge-logger screens, and lets the assistant look
things up through three tools (order_portal, inbox_search, fridge_logger). The last
seed's conversation is written in Simplified Chinese (a Chinese 社区药店 owner).

usage: PER_KIND=10 python3 gen.py OKBOT_BINARY WORKDIR [SEED ...]
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys
from datetime import date, datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]

# ---------------------------------------------------------------------------
# English material
# ---------------------------------------------------------------------------

EN_FIRST = ["Gareth", "Siobhan", "Agnieszka", "Tomasz", "Fatima", "Imran", "Bethan", "Rhys",
            "Niamh", "Callum", "Hannah", "Olu", "Chidi", "Marta", "Declan", "Yusuf", "Leanne",
            "Craig", "Aisha", "Ewan", "Joanna", "Stuart", "Maureen", "Bronwen", "Hamza", "Lydia",
            "Deepak", "Morag", "Femi", "Caroline", "Wojciech", "Rosalind"]
EN_LAST = ["Pryce", "Okafor", "Kowalski", "Hughes", "McAllister", "Begum", "Hussain",
           "Fairweather", "Llewellyn", "Doherty", "Ashworth", "Nwosu", "Szymanski", "Carruthers",
           "Whitlock", "Pemberton", "Quigley", "Adeyemi", "Thistlethwaite", "Varga", "Ellery",
           "Moorcroft", "Tennant", "Greaves", "Battersby", "Oyelaran", "Ramsbottom", "Iqbal"]

STAFF_EN = [("Priya", "Jo", "Kwame"), ("Sian", "Hollie", "Dave"), ("Ruth", "Mandeep", "Lewis"),
            ("Kerry", "Anita", "Bilal"), ("Zoe", "Shabana", "Terry")]

ROLES_EN = ["the AAH rep", "our Alliance account manager", "the GPhC inspector",
            "the ICB contract lead", "the Saturday locum", "the logger support guy",
            "the new relief dispenser", "our accountant", "the CD accountable officer at the ICB",
            "the Phoenix telesales woman", "the electrician who did the fridge socket",
            "the practice manager at the surgery", "the landlord's agent",
            "the NHSBSA payments contact", "the care home manager", "the LPC chief officer",
            "the IT bloke who set up the router", "the Sigma area manager"]

SUPPLIERS = ["AAH", "Alliance", "Phoenix", "Sigma", "Trident"]
DRUGS = ["sertraline 50mg", "Ozempic pens", "amlodipine 5mg", "omeprazole 20mg caps",
         "Fostair inhalers", "co-codamol 30/500", "Elvanse caps", "methadone mixture",
         "insulin glargine pens", "pregabalin 75mg", "Zoladex implants", "Oramorph",
         "mirtazapine 15mg", "levothyroxine 25mcg", "Creon caps", "Estradot patches"]
PRODUCTS = [("ColdTrace", "coldtraced"), ("FridgeSafe", "fridgesafe-agent"),
            ("ThermaLog", "thermalogd"), ("Tempwise", "tempwised"), ("VaxWatch", "vaxwatchd")]

NAME_T_EN = [
    "{role} is {name}, if anyone rings asking",
    "{role} changed again. new one's called {name}. seems nice enough",
    "fyi {name} ({role}) popped in, will email us the forms",
    "remember {name}? {role}. rang about the rebate thing again",
    "can u save this somewhere — {role}: {name}",
    "so I was talking to {name} who is {role} now and apparently nobody told the branch",
    "{name} is covering as {role} from next week apparently",
    "who was it... oh yeah {name}, {role}. anyway she wants a call back",
    "Just had {name} on the phone ({role}), lovely but talks for england",
    "pls remember the name {name} — {role}, I'll forget by lunchtime",
]
CMD_T_EN = [
    "logger support said if it freezes again run {cmd} and give it a minute",
    "note for me: {cmd} <- that's the one that fixed it last time",
    "ran {cmd} like you said. seems ok?",
    "Saving this here so I stop losing it: `{cmd}`",
    "the sticky note on the pi says `{cmd}` in {disp1}'s handwriting lol",
    "ok typed {cmd} and it spat out loads of text, looked fine to me",
    "if I'm off and it alarms, {disp2} just needs to type {cmd} right?",
    "right so the logger man said the command is {cmd} and then you just log out and leave it alone",
    "the IT bloke left {cmd} written on the router box, no idea what it's for but keeping it",
]
ID_T_EN = [
    "{what} number is {id}, write it down somewhere pls",
    "ok the {what} for that came through — {id}",
    "if {sup} ring about it the {what} is {id}",
    "they gave me the {what}: {id}. no idea why they can't just email it",
    "{id} <- {what}, dont lose it",
    "pls keep {id} handy, it's the {what} for the short delivery",
    "so the {what} that the lady read out on the phone was {id} I think I got that right",
    "Found the {what} on the back of the tote: {id}",
    "{what} {id} — chase if nothing by end of week",
]
PORT_T_EN = [
    "the logger web page is on port {port} btw",
    "IT guy opened {port} on the router so the support ppl can get in",
    "{product} alarm emails go out on port {port} apparently",
    "cant get to the dashboard on {port} from the front pc. works on my phone tho??",
    "note: the {product} box listens on {port}",
    "support asked which port it's on. told them {port}, hope that's right",
    "the man said the port for the thing is {port} and that we shouldn't change it because the alarms go through it",
    "changed the web port to {port} like they said, the old one clashed with the PMR",
    "BT router page says forwarding {port} to the pi. is that bad",
]
VER_T_EN = [
    "firmware on the probes says {ver}",
    "{product} updated itself to {ver} overnight, the graphs look different",
    "PMR update {ver} is the one that messed up the labels",
    "support says we need at least {ver} for the text alerts",
    "bottom of the dashboard page: {ver}",
    "ugh the pi is on {ver} and the new probe wants newer",
    "it's on version {ver} the screen says and the guy wants to know if we updated it ourselves",
    "card reader firmware {ver} — the bank asked, no idea why",
    "so {ver} is what's installed now, right before it started playing up",
]
MONEY_T_EN = [
    ("reimbursement for {drug} came in at {money}, we paid more than that for it", "u", "reimb"),
    ("{sup} invoice total is {money} this time, bit steep", "l", "bill"),
    ("fridge engineer callout was {money} + VAT. daylight robbery", "s", "bill"),
    ("{driver}'s mileage for the month comes to {money}", "s", "cash"),
    ("price concession on {drug} granted at {money}, finally", "u", "reimb"),
    ("the card machine people want {money} a month now", "s", "bill"),
    ("private script for the travel tablets, charged her {money}", "s", "cash"),
    ("petty cash is out by {money} again, third time", "s", "cash"),
    ("right so the total for the care home invoice is {money} and they always pay late so dont count on it", "l", "bill"),
    ("Drug Tariff price for {drug} is {money} this month, we're underwater on it", "u", "reimb"),
    ("BSA payment for October landed: {money}. lower than I hoped", "l", "reimb"),
]
DATE_T_EN = [
    ("{sup} closed {date} for stocktake, order the day before", "supplier"),
    ("GPhC inspection is {date}. deep breath", "inspection"),
    ("fridge engineer coming {date}, morning slot", "engineer"),
    ("{driver}'s off {date}, need cover for the round", "cover"),
    ("CD destruction witness booked {date}", "inspection"),
    ("claim deadline {date} — don't let me forget", "deadline"),
    ("new locum starts {date}", "cover"),
    ("so the health authority lady said the visit is on {date} but she might have to move it", "inspection"),
    ("logger calibration due {date}, they'll send a tech", "engineer"),
    ("{sup} rep visiting {date} about the rebate", "supplier"),
    ("flu vaccine stock arrives {date} apparently", "supplier"),
]
DEC_T_EN = [
    "decided to {choice} because {reason}",
    "ok we'll {choice}, mainly cos {reason}",
    "final call — we're going to {choice}, since {reason}",
    "not debating it again: {choice}, because {reason}",
    "let's {choice} — {reason}, end of",
    "talked to {disp1} and we agreed to {choice} given that {reason}",
    "so basically what I've decided is we {choice} and the reason is {reason} so yeah",
    "we're gonna {choice} as {reason}",
    "Made my mind up. We {choice}, simply because {reason}.",
]
DECISIONS_EN = [
    ("move the Sunday top-up order to Phoenix", "their cutoff is an hour later than everyone else's"),
    ("swap the fridge probes for the wired ones", "the wireless ones drop out whenever the microwave is on"),
    ("stop doing blister packs for the care home", "we lose money on every single tray"),
    ("cut the rural delivery round to twice a week", "the van costs more in diesel than that round brings in"),
    ("keep the logger off the shop wifi and on its own 4G dongle", "the PMR supplier won't allow unvetted kit on the clinical network"),
    ("pay the agency rate for Saturday locums", "nobody local will do Saturdays for less"),
    ("replace the old CD cabinet with the bolted-in model", "the inspector flagged the wall fixings last time"),
    ("order the flu vaccine stock in two halves", "last season we were stuck with forty doses at the end"),
    ("change card machine provider in the new year", "the current lot take a cut on every contactless tap"),
    ("do the CD balance checks on Mondays instead of Fridays", "Friday afternoons are chaos with the care home scripts"),
    ("keep the paper CD registers for another year", "the electronic one needs a separate login for every dispenser"),
    ("send the logger alarm texts to my phone only", "the staff group chat just ignores them anyway"),
    ("start charging non-exempt patients for delivery", "the NHS stopped funding it and the driver costs real money"),
    ("renew the logger support contract for one year only", "the company might get bought out and the price will jump"),
    ("take the small fridge out of service", "it failed the temperature mapping twice"),
    ("do the big stock take on a Sunday", "the shop is shut and nobody gets interrupted"),
    ("send returns back with the Alliance driver", "the courier lost two boxes last month"),
    ("drop the Trident account altogether", "half their lines are out of stock anyway"),
]
CON_NEG_T_EN = [
    "new rule: nobody is to {action} {scope}",
    "pls make sure the girls know they must NOT {action} {scope}",
    "can't stress this enough, don't {action} {scope}",
    "from the GPhC email basically: you must not {action} {scope}",
    "never ever {action} {scope}, I mean it",
    "shop rule (put it on the board): do not {action} {scope}",
    "we're not allowed to {action} {scope} apparently",
    "and the other thing is nobody should {action} {scope} okay because that's exactly how the last place got in trouble",
]
CON_POS_T_EN = [
    "rule: always {action} {scope}",
    "everyone has to {action} {scope}, no exceptions",
    "regs say we must {action} {scope}",
    "make sure whoever's on remembers to {action} {scope}",
    "non-negotiable: {action} {scope}",
    "the inspector was clear, we have to {action} {scope}",
    "pls add to the SOP — staff must {action} {scope}",
    "so the thing we agreed at the staff meeting is that you always {action} {scope} even if it's rammed",
]
CON_NEG_EN = [
    ("leave the CD cabinet keys in the till drawer", "even during lunch cover"),
    ("hand out bagged Schedule 2 scripts", "when I'm not physically on the premises"),
    ("give the logger password to the PMR engineer", "unless I'm standing right next to them"),
    ("put vaccines on the top shelf of the big fridge", "while the door seal is still dodgy"),
    ("leave parcels on doorsteps", "for anything containing controlled drugs"),
    ("sell codeine linctus to the same person", "more than once a fortnight without checking with me"),
    ("unplug the logger's USB stick", "while the nightly export is running"),
    ("destroy out-of-date CDs", "without an authorised witness present"),
    ("reboot the Pi", "during the half-hourly upload window"),
    ("let the driver take the van home", "on days there are CDs in the back"),
    ("prop the back door open", "when the controlled drug delivery is being unpacked"),
    ("accept returned fridge lines back into stock", "once they have left the building"),
]
CON_POS_EN = [
    ("record the fridge min and max", "before opening and again at close"),
    ("get a second check on methadone doses", "for any new patient in their first two weeks"),
    ("ask for ID", "on every CD collection by a representative"),
    ("lock the back room", "whenever the Pi's screen is left logged in"),
    ("sign the delivery sheet", "for every bag that leaves with the driver"),
    ("quarantine returned stock", "until I've looked at it myself"),
    ("ring the patient before bringing a failed delivery back", "if the bag has a fridge item in it"),
    ("write the running balance in pen", "on every single CD register entry"),
    ("reset the fridge thermometer after reading it", "each and every morning"),
    ("put the CD delivery straight into the cabinet", "within ten minutes of it arriving"),
]
REG_CONSTRAINTS = {
    ("leave parcels on doorsteps", "for anything containing controlled drugs"),
    ("destroy out-of-date CDs", "without an authorised witness present"),
    ("accept returned fridge lines back into stock", "once they have left the building"),
    ("record the fridge min and max", "before opening and again at close"),
    ("ask for ID", "on every CD collection by a representative"),
    ("write the running balance in pen", "on every single CD register entry"),
    ("自己销毁过期的专管药品", "没有第二个人在场签字的时候"),
    ("把含麻黄碱的药卖给同一个人", "一个月内超过两次"),
    ("把退回来的冷藏药重新上架", "药一旦出了店门"),
    ("登记冰柜的最高最低温度", "每天开门前和关门后"),
    ("核对身份证", "别人代取处方药的时候"),
    ("用钢笔写结存数", "专册上每一条登记"),
}
NO_MONEY_ORGS = {"General Pharmaceutical Council", "区市场监督管理局"}
Q_T_EN = [
    "does anyone actually know what's happening with {q}?",
    "random q but what's the deal with {q}?",
    "still no answer on {q} — any idea?",
    "quick one: {q}, how does that work??",
    "I keep meaning to ask about {q}. is there a rule?",
    "who do I even ask about {q}",
    "hmm what about {q}? nobody at the LPC has replied",
    "oh and {q} — do we have to do anything or not, I genuinely don't know",
]
QUESTIONS_EN = [
    "the VAT on the delivery charge",
    "Pharmacy First claims for the missed-dose consultations",
    "the logger's warranty after the water leak",
    "the rent review on the back storeroom",
    "the discount clawback on the weight-loss pens",
    "the expiry of the Pi's SSL certificate",
    "insurance cover for the driver's own car",
    "the new rules on selling pseudoephedrine online",
    "bank holiday pay for the Boxing Day rota",
    "the calibration certificate for the spare probe",
    "pension auto-enrolment for the Saturday girl",
    "the Category M price change in January",
    "the Welsh prescriptions from the holiday cottage patients",
    "wiping the old PMR server's hard drive",
    "the WEEE collection for the broken fridge",
    "a parking permit for the delivery van",
    "how long we keep the logger CSVs",
    "the refund for the double-charged smartcard renewal",
]

ID_KINDS_EN = [
    ("invoice", lambda r: "INV-%05d" % r.randint(10000, 99999)),
    ("order", lambda r: "SO%07d" % r.randint(1000000, 9999999)),
    ("credit note", lambda r: "PHX-CN-%06d" % r.randint(100000, 999999)),
    ("invoice", lambda r: "SI-%s-%05d" % (r.choice(["NW", "MD", "SE", "YK"]), r.randint(10000, 99999))),
    ("PO", lambda r: "PO%06d" % r.randint(100000, 999999)),
    ("support ticket", lambda r: "TKT-%d" % r.randint(10000, 99999)),
    ("return auth", lambda r: "RMA-%04d-%s" % (r.randint(1000, 9999), r.choice(["QX", "LB", "TF", "PK"]))),
    ("claim ref", lambda r: "BSA-%s-%06d" % (r.choice(["FP", "PF", "NMS"]), r.randint(100000, 999999))),
    ("EPS token", lambda r: "-".join("".join(r.choice("0123456789ABCDEF") for _ in range(6)) for _ in range(3))),
    ("delivery note", lambda r: "DN%08d" % r.randint(10000000, 99999999)),
    ("case ref", lambda r: "SR%07d" % r.randint(1000000, 9999999)),
    ("CD register ref", lambda r: "CDR-%03d/%02d" % (r.randint(100, 399), r.randint(1, 28))),
]


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


DATE_FMT_EN = [
    lambda d: "%s %d %s" % (d.strftime("%a"), d.day, d.strftime("%b")),
    lambda d: "%s %d %s" % (d.strftime("%A"), d.day, d.strftime("%B")),
    lambda d: "%s %s" % (_ord(d.day), d.strftime("%b")),
    lambda d: "%s %s" % (d.strftime("%b"), _ord(d.day)),
    lambda d: "%s the %s" % (d.strftime("%A"), _ord(d.day)),
    lambda d: "%d/%d" % (d.day, d.month),
    lambda d: "%d %s" % (d.day, d.strftime("%B")),
    lambda d: "%s %s" % (d.strftime("%A"), _ord(d.day)),
]


def _money_en(r, size):
    c = r.random()
    if size == "u":
        if c < 0.7:
            return "£%d.%02d" % (r.randint(1, 160), r.randint(0, 99))
        return "%dp" % r.randint(11, 97)
    if size == "s":
        if c < 0.7:
            return "£%d.%02d" % (r.randint(12, 240), r.randint(0, 99))
        return "£%d" % r.randint(25, 300)
    if c < 0.55:
        return "£{:,}.{:02d}".format(r.randint(1000, 48000), r.randint(0, 99))
    if c < 0.85:
        return "£%d.%02d" % (r.randint(300, 990), r.randint(0, 99))
    return "£{:,}".format(r.randint(1200, 30000))


def _version(r):
    a, b, c = r.randint(1, 9), r.randint(0, 19), r.randint(0, 40)
    f = r.randint(0, 5)
    if f == 0:
        return "v%d.%d.%d" % (a, b, c)
    if f == 1:
        return "%d.%d.%d" % (a, b, c)
    if f == 2:
        return "%d.%d.%d-r%d" % (a, b, c, r.randint(1, 9))
    if f == 3:
        return "%d.%d.%d-lts" % (a, b, c)
    if f == 4:
        return "%d.%d build %d" % (a, b, r.randint(100, 4999))
    return "fw%d.%02d.%d" % (a, b, c)


def _port(r):
    if r.random() < 0.35:
        return str(r.choice([8080, 8443, 1883, 8883, 9100, 5000, 3000, 8081, 9443, 5683, 4840, 8088, 10050]))
    return str(r.randint(1100, 64999))


def _commands(r, svc, host, user):
    n = r.choice([20, 30, 40, 50, 100, 200])
    k = r.randint(1, 4)
    mmdd = "%02d%02d" % (r.choice([11, 12, 1]), r.randint(1, 28))
    return [
        "sudo systemctl restart %s" % svc,
        "journalctl -u %s -n %d --no-pager" % (svc, n),
        "tail -n %d /var/log/%s/probe%d.csv" % (n, svc, k),
        "sudo ss -tlnp | grep %s" % svc,
        "df -h /var/lib/%s" % svc,
        "sudo apt-mark hold %s" % svc,
        "%sctl calibrate --probe %d --offset -0.%d" % (svc.split("-")[0].rstrip("d"), k, r.randint(1, 9)),
        "sudo timedatectl set-ntp true",
        "grep -A3 fridge%d /etc/%s/alarms.yaml" % (k, svc),
        "sudo rsync -a /var/lib/%s/ /mnt/usb/backup-%s/" % (svc, mmdd),
        "vcgencmd measure_temp",
        "ping -c %d 192.168.%d.%d" % (r.randint(3, 9), r.choice([0, 1, 8, 50]), r.randint(2, 250)),
        "sudo chmod 640 /etc/%s/smtp.conf" % svc,
        "scp pi@%s.local:/var/lib/%s/export-%s.csv ~/Desktop/" % (host, svc, mmdd),
        "%sctl status --json" % svc.split("-")[0].rstrip("d"),
        "crontab -l | grep %s" % svc,
        "sudo usermod -aG dialout %s" % user,
        "uptime && free -m",
        "sudo nano /etc/%s/%s.conf" % (svc, svc),
        "sudo journalctl --vacuum-time=%dd" % r.choice([7, 14, 30, 60]),
        "nmcli dev wifi list | head -n %d" % r.randint(5, 15),
        "lsusb | grep -i %s" % r.choice(["ftdi", "cp210", "ch340", "prolific"]),
        "sudo raspi-config nonint do_wifi_country GB",
        "sudo tailscale up --ssh",
    ]

OPEN_EN = ["Got it.", "Noted.", "Okay.", "Thanks, saved.", "Right.", "Understood.", "Good to know.",
           "Logged that.", "Okay, I've made a note.", "Sure."]
CLOSE_EN = ["Want me to add it to the running to-do list for this week?",
            "Shout if you want me to draft anything off the back of this.",
            "I'll keep it in mind when you next ask about this.",
            "If it changes, just tell me and I'll update the notes.",
            "Anything else from that call you want me to capture while it's fresh?",
            "No need to reply — go and serve, I've got it.",
            ""]

ASST_EN = {
    "name": [
        "It's worth saving their direct line and email in the shop phone as well, because wholesaler and ICB switchboards bounce you around endlessly. If they're going to be your regular contact, a short intro email now (who you are, your ODS code, your usual order days and who else in the shop might ring them) saves a lot of back-and-forth later.",
        "When a contact changes it's usually worth checking two things: that any standing arrangements (rebates, agreed delivery windows, the credit terms you negotiated) have been handed over properly, and that their predecessor's email isn't still on your forms. I can draft a short 'welcome, here's where we are' email if that helps.",
        "I'd also put them on the contacts sheet in the back so {disp1}, {disp2} or whoever is on can find them without ringing you. A name, organisation, direct number and what they're the go-to person for is plenty.",
        "If they're the person for anything regulatory, keep a short log of every contact — date, what was asked, what you said. Inspectors and contract managers change often and a written trail is what protects you when the next one asks the same question.",
        "People who call a lot are easier to deal with if you give them one fixed slot — say, after the lunch rush — rather than taking calls across the counter. You could tell them that next time politely; most reps are happy to have a predictable time.",
        "For anyone who'll be on site (locums, engineers, inspectors), it's worth having the sign-in sheet and the relevant SOPs ready at the dispensary hatch, so you're not hunting while they wait.",
    ],
    "command": [
        "For what it's worth, that's a safe one to run — it doesn't change any settings or delete readings, it only affects the logging service or shows you information. If the fridge readings still look stuck a couple of minutes afterwards, the next step is to check the probe cable and the USB connection before touching anything else.",
        "I'd write it on a laminated card next to the Pi along with two more lines: what it does in plain English, and who to call if it doesn't help. That way whoever is on at six o'clock with an alarm going off doesn't have to guess or text you.",
        "A tip: type it exactly, including spaces and dashes — Linux is fussy about that. If it asks for a password, that's the Pi's own login, not the PMR or NHS smartcard one. And if you get 'command not found', it's usually a typo rather than something broken.",
        "That's a reasonable thing to have in your back pocket. Logging what you ran and when (even just a line in the fridge folder) is helpful later: if the readings have a gap, you can show the inspector it was a deliberate restart, not a failure nobody noticed.",
        "Good. If it ever misbehaves after running that, don't keep repeating it — take a photo of the screen and send it to the logger support people with your ticket number. Repeated restarts can hide the original error they need to see.",
        "Makes sense to keep it handy. If you want, I can write a one-page 'fridge logger alarm — what to do' sheet for the dispensers: check the actual thermometer first, move stock if needed, then the restart step, then who to ring.",
    ],
    "id": [
        "Keep the reference with the paperwork for that delivery too — if it turns into a dispute, wholesalers always ask for it first and the portal search is hopeless without it. If it's for a shortage or breakage, claims usually need to be raised within a few working days, so it's worth doing today rather than waiting.",
        "I'd match it against the delivery note and the invoice line before filing it. Most credit disputes I've seen come down to the credit landing on a different invoice than you expected, so the reference is what lets you prove it.",
        "If they don't come back to you, chasing with the reference in the subject line usually gets a faster answer — their systems route on it. I can draft a polite chaser for Friday if nothing has happened by then.",
        "Worth noting what it relates to on the physical paperwork as well — a scribble on the delivery note is enough. In three months nobody will remember which short delivery it was.",
        "For end-of-month reconciliation it helps to keep these in one place. If you like, I can keep a running list of open references (credits, returns, tickets) and you can ask me for it when you do the books.",
        "Filed. If this is something your accountant or the BSA might ask about later, keep the email or screenshot where it came from as well — a reference on its own is sometimes not enough evidence.",
    ],
    "port": [
        "That's just the network 'door' the logger uses. Two practical points: if you ever change it, the alarm emails and the support team's remote access both need updating, and the shop PC may need a firewall rule to reach it. Also, exposing it straight to the internet through the router is a risk — a VPN or the vendor's remote service is safer.",
        "If the front PC can't reach it but your phone can, the usual suspects are the PC being on a different network (the NHS/HSCN side versus the shop wifi) or Windows firewall blocking the outbound connection. I'd not try to bridge the clinical network to the logger without asking the PMR supplier first.",
        "Worth writing it on the same card as the logger's IP address, so whoever troubleshoots later has both. If support ever asks 'what port', they also usually want to know whether it's http or https.",
        "Port forwarding on the router means anyone on the internet can knock on that door. If the logger has a decent password and up-to-date firmware that's not the end of the world, but I'd ask the IT person whether it can be closed once support are done with it.",
        "Okay. If the alarms stop arriving at some point, that setting is one of the first things to check — mail servers and broadband providers sometimes block ports without telling you, especially after a router replacement.",
    ],
    "version": [
        "Version numbers matter mostly when talking to support — they'll ask for it before anything else. It's also worth knowing whether updates are automatic; an overnight update that changes how readings are displayed can be confusing for staff if nobody warns them.",
        "If the problems started right after an update, tell the supplier that explicitly and give them the date it changed. They can often roll back or confirm it's a known bug, which is faster than them troubleshooting from scratch.",
        "I'd note it in the equipment log next to the serial number. For inspections it's not usually asked for, but for the logger's validation paperwork it's useful to show what software was running during each period.",
        "If the new probe needs a newer version, don't update in the middle of a working day — do it after close, with a manual thermometer reading written down before and after, so there's no gap in your records.",
        "Good. If the labels or the display are off since the update, screenshots with the time visible help a lot when you raise it; they'll want to reproduce it on the same version.",
    ],
    "money": [
        "Noted for the books. If you're buying above the reimbursement price, it's worth checking whether a price concession has been requested for this month — the deadline for contractors to report is usually quite early, and the LPC sometimes collates evidence. Keep the invoice lines as proof.",
        "That's worth keeping an eye on. If it's recurring, it might be worth comparing the same lines across two wholesalers for a month — the difference on a handful of expensive items often pays for the effort.",
        "I'll keep it in the running money notes. If you want, at month end I can pull these together into a simple list for your accountant: what it was, amount, and whether it's VAT-able.",
        "For callouts and repairs, always ask for an itemised invoice — labour, parts, travel. It makes it easier to claim it as a business expense properly and to argue if they've overcharged.",
        "If it's a shortfall in cash, it's usually a miscount or a refund done without a slip rather than anything sinister. A quick count at handover between you and whoever's closing tends to fix it within a couple of weeks.",
        "For private charges, make sure the price you quote is written on the script or in the PMR notes, so if the patient comes back questioning it, whoever's on the counter can see what was agreed.",
    ],
    "date": [
        "I'd put it in the shop diary and on the whiteboard, not just your phone, so the dispensers can plan around it. If it affects deliveries or ordering, the day before is the one to flag.",
        "For an inspection, the usual prep list is: SOPs signed and in date, CD registers balanced, fridge records complete with no gaps, staff training records, the responsible pharmacist log and the complaints log. I can turn that into a checklist with tick-boxes if you want.",
        "If it's an engineer visit, it's worth asking for a time window and a phone number for the day — and making sure there's somewhere to put the fridge stock temporarily if they need to power it down.",
        "Cover for the delivery round is easiest sorted early; if nobody can do it, telling patients a day ahead and offering collection usually goes down better than a late delivery.",
        "For deadlines I'd set a reminder a few days before rather than on the day itself — claims portals tend to be slow exactly when everyone is submitting.",
        "Noted. If it moves, just tell me the new arrangement and I'll update the notes.",
    ],
    "decision": [
        "Makes sense, and the reasoning is solid. The main thing is to tell the staff the why, not just the what — people follow a change better when they understand the reason, and it stops the 'but we always did it the other way' conversations.",
        "I think that's sensible. If it affects patients or another business, a short written note to them is worth the five minutes — it avoids misunderstandings and gives you something to point to if anyone complains.",
        "Fair enough. It might be worth reviewing it in a couple of months to check it's done what you hoped — put a note in the diary and we can look at it again then.",
        "That's a reasonable call. If you want, I can draft the message to whoever it affects, or update the relevant SOP so it's written down properly.",
        "Okay, decided then. One thing to watch: changes like this sometimes have a knock-on effect on ordering or on the rota, so give it a week and see if anything unexpected comes up.",
    ],
    "constraint": [
        "Sensible. I'd write it into the relevant SOP and get everyone to sign that they've read it — that's exactly what an inspector looks for, and it protects you if something goes wrong while you're not there.",
        "Good rule. It's worth putting a small sign where the decision actually happens (cabinet, fridge, delivery shelf) rather than only in the SOP folder — people follow what they see at the moment.",
        "Agreed, and that lines up with what the regulator expects. If anyone is unsure in the moment, the default should be to wait and ring you rather than improvise.",
        "That's a good one to put in the staff induction for anyone new or any locum — they won't know your house rules otherwise. I can add it to the induction checklist if you like.",
        "If you want it to really stick, mention it at the next team huddle and give the reason; a rule with a reason attached gets followed much more reliably.",
    ],
    "question": [
        "Honestly, I don't have a reliable answer to that one, and I'd rather not guess on something that could cost you money or get you in trouble. The LPC or the NPA helpline would be the people to ask; I'll leave it open until you hear something.",
        "I'm not sure, and I can't find anything in what you've shared that settles it. It might be worth an email so there's a written answer — but I'll treat it as still open for now.",
        "Good question, and I genuinely don't know. Rules on that sort of thing change often enough that I wouldn't trust an old answer. Worth asking someone official and getting it in writing.",
        "I don't know, I'm afraid — it depends on details I don't have. Let's park it as an open question; if you get an answer from anyone, tell me and I'll note it.",
        "That one I can't answer confidently. It's the kind of thing your accountant, the LPC or the supplier would need to confirm for your specific situation.",
    ],
}

FILLER_EN = [
    ("ok", None),
    ("thx", "You're welcome."),
    ("brb customer", None),
    ("back", None),
    ("sorry, queue", None),
    ("👍", None),
    ("ta", "Any time."),
    ("hang on phone", None),
    ("ok cool", None),
    ("lol yes", None),
    ("busy busy busy", "Sounds like a full-on day. I'm here when you surface — no need to reply to anything until you've got a minute."),
    ("urgh another one of those days where the scripts just keep coming",
     "Those days are brutal. If it helps: batch the owings and the queries rather than doing them one by one between customers, and let the routine repeats wait until after the rush — they're the ones least likely to be needed today. You can dump anything into this chat and I'll sort it into a list for later."),
    ("can you write me a sign for the counter saying we can't discuss prescriptions on the phone when we're busy, something polite",
     "Here's one you could print:\n\nPlease bear with us\nTo keep your information safe and to serve the people in the shop, we may not be able to discuss prescription queries over the phone during busy periods. If you leave your name and number, a member of the team will ring you back as soon as we can.\nThank you for your patience.\n\nIf you want it shorter for a small frame, the first line plus 'we'll call you back as soon as we can' is enough."),
    ("customer just shouted at {disp2} because her script wasn't ready. it was sent to the wrong pharmacy by the surgery. how do I handle that nicely",
     "A few things that usually help:\n\n1. Acknowledge first ('I can see this is really frustrating, you came in expecting it ready'), before explaining — people calm down faster when they feel heard.\n2. Explain the facts without blaming: the prescription went to another pharmacy, so it wasn't on our system.\n3. Offer the concrete next step: you'll ring the surgery / ask the other pharmacy to release it, and give a realistic time.\n4. Check on the staff member afterwards — being shouted at takes a toll even when it's not your fault.\n\nIf it becomes abusive, you're entitled to ask them to leave; log it in the incident book either way."),
    ("what's a nice way of saying to a rep I don't have time today without being rude",
     "Something like: 'Thanks for popping in — today's really not a good day, we're flat out. Could you email me what you wanted to show me, or book a slot after two one day next week?' It's polite, gives them a route, and puts you in control of the timing."),
    ("remind me what I need to do for the month end claim",
     "From memory of the usual routine: make sure all the month's EPS claims are submitted, paper scripts sorted and bundled with the submission document, the FP34C completed with item counts, and any service claims (NMS, flu) entered on the MYS portal before its deadline. Then file the copy and note the submission date. If you tell me which bits you've done I can turn the rest into a checklist."),
    ("honestly why did I buy a pharmacy", "Because on the good days you really make a difference to people round there — and today is clearly not one of the good days. Get through the rush, have a cup of tea, and dump the worst of it on me so you don't have to hold it in your head."),
    ("need to write a message to the staff group about tidying the dispensary before xmas, can you do a cheerful one",
     "Here's a draft:\n\n'Hi all! Big thanks for everything this month, I know it's been mental. Before Christmas hits properly, can we do a bit of a dispensary tidy — clear the shelves of anything out of date, tidy the owings shelf, wipe down the benches and get rid of the empty totes by the back door. Let's split it over the quiet moments this week rather than one big session. Mince pies on me 🎄'\n\nChange the emoji count to taste."),
    ("is it normal to feel this knackered in december", "Very. December is the worst month in community pharmacy for a reason — more scripts, flu, staff off sick, bank holidays squeezing the ordering. Make sure you actually take your breaks; you're the one who has to be safe when checking."),
    ("ok going to do the checking, back later", "Good luck — I'll be here."),
    ("the heating in the back room is broken again", "Annoying — and worth keeping an eye on, because the back room is where the Pi and the fridges live. Fridges struggle more when the room is very warm, not cold, but a very cold room can confuse the logger's ambient readings. Worth reporting to the landlord in writing so there's a record."),
    ("can you write a short note for the window saying we're closed for lunch half an hour",
     "Sure:\n\n'We're closed for lunch for half an hour. Back shortly — thank you for your patience. For urgent medical advice call NHS 111.'\n\nIf you want to include the exact times, add them on the line underneath so you can reuse the sign."),
    ("my feet hurt", "Standing all day on a dispensary floor does that. Proper cushioned shoes and an anti-fatigue mat behind the counter make a surprisingly big difference."),
    ("what do you reckon to doing a christmas raffle for the local hospice",
     "I think it's a lovely idea and it's good for the shop's standing in the community. Keep it simple: prizes donated by local businesses, tickets at the counter, draw on a set day. Check the local council's rules on small lotteries — usually a small raffle run at a single event is fine, but running it over several weeks can need registration. A poster in the window and a mention on your Facebook page would do the rest."),
    ("ok that's the lunchtime rush over", "Nice one. Maybe grab something to eat before the school-run wave starts."),
    ("can you help me write a complaint response, a lady says we gave her the wrong brand and she doesn't like the taste",
     "Of course. A draft:\n\n'Dear Mrs ___,\nThank you for letting us know about your experience. I'm sorry the medicine you received wasn't the brand you're used to. Your prescription was for the generic medicine, and the version we supplied contains the same active ingredient at the same strength; different manufacturers can use different inactive ingredients, which can affect taste. Where we can, we're happy to try to order the brand you prefer — please let us know which one it is and we'll note it on your record.\nKind regards,'\n\nIf there's any chance it was a dispensing error rather than a brand difference, check the PMR before sending — that would need a different response and an incident report."),
    ("how do I politely tell a locum they can't leave early", "Keep it factual: 'The booking was until close, and I need a pharmacist here for the shop to stay open — if you need to leave early, I need notice in advance so I can arrange cover.' If it keeps happening, tell the agency; they'd rather hear it from you than lose the booking."),
    ("so tired", None),
    ("coffee time", "Enjoy it."),
    ("omg the printer", "Label printer or the A4 one? If it's the label one, nine times out of ten it's the roll seated slightly off the sensor — pop the cover, reseat it and feed a couple of blanks."),
    ("label one. fixed it", "Classic. Glad it was the easy fix."),
    ("any tips for getting through a 12 hour day on my own", "Front-load the checking while it's quiet, eat something with actual protein at lunch, keep water behind the counter, and say no to anything that can wait until tomorrow. And write things down here rather than holding them in your head — that's what I'm for."),
]

# ---------------------------------------------------------------------------
# Chinese material (a 社区药店 owner; written natively, not translated)
# ---------------------------------------------------------------------------

ZH_SUR = list("王李张刘陈杨赵黄吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯")
ZH_GIVEN = ["建国", "晓梅", "志强", "丽华", "海燕", "俊杰", "秀英", "文博", "春生", "雪莲", "永刚",
            "佳怡", "国庆", "玉兰", "子豪", "桂芳", "德明", "慧敏", "红霞", "立新", "思远", "美玲"]
ROLES_ZH = ["九州通的业务员", "国药那边的客户经理", "市场监管局的科长", "温控记录仪的售后",
            "代账公司财务的", "医保局对接我们的", "新来的兼职药师", "房东那边管事的",
            "华润的片区经理", "药师协会的秘书长", "装监控的师傅", "隔壁诊所的护士长"]
SUPPLIERS_ZH = ["九州通", "国药", "华润", "上药"]
DRUGS_ZH = ["阿莫西林胶囊", "二甲双胍", "胰岛素笔芯", "氨氯地平", "奥美拉唑", "复方甘草片",
            "布洛芬缓释胶囊", "司美格鲁肽", "头孢克肟", "硝苯地平控释片", "新康泰克", "蒙脱石散"]
STAFF_ZH = ("小李", "小周", "老张")

NAME_T_ZH = [
    "{role}叫{name}，以后有事找他",
    "{role}换人了，新的叫{name}",
    "刚才{name}打电话来了（{role}），说下午过来一趟",
    "记一下：{role} {name}，电话我存手机里了",
    "那个{role}，全名{name}，你帮我记着，我老忘",
    "下礼拜开始{role}换成{name}了，之前那个调走了",
    "语音转的字哈 就是那个{role}他叫{name}今天来店里说了半天返利的事",
]
CMD_T_ZH = [
    "记录仪售后说，要是再卡住就敲 {cmd}，等一分钟再看",
    "备忘：{cmd} 上次就是这个弄好的",
    "按你说的跑了 {cmd}，好像没报错？",
    "主机上贴的纸条写着 {cmd}，{disp1}的字",
    "我不在的时候要是报警，让{disp2}输 {cmd} 就行了吧",
    "那个温度记录仪啊 师傅说命令是 {cmd} 然后退出就行 我怕忘了你帮我记一下",
    "网管走之前在路由器盒子上写了个 {cmd}，不知道干嘛的，先留着",
]
ID_T_ZH = [
    "{sup}这单的{what}是{id}",
    "{what}{id}，财务要的，帮我存一下",
    "{what}：{id}，先记下",
    "他们给了个{what} {id}，说有问题就报这个号",
    "{id} 这个是{what}，别弄丢了",
    "电话里那个小姑娘念的{what}是{id}，应该没听错",
    "{what}{id}，这礼拜没动静就催",
]
PORT_T_ZH = [
    "记录仪网页后台是{port}端口",
    "网管说路由器上开了{port}，售后远程能连进来",
    "{product}的报警推送走{port}端口",
    "店里电脑连不上{port}，手机倒是可以？？",
    "售后问我端口是多少，我说{port}，应该没错吧",
    "按他们说的把网页端口改成{port}了，原来那个跟收银系统冲突",
    "师傅说端口是{port}，让我们别乱改，报警都走这个",
]
VER_T_ZH = [
    "探头固件显示{ver}",
    "记录仪软件昨晚自己升到{ver}了，曲线图都变样了",
    "收银系统更新到{ver}以后打小票就乱码",
    "售后说至少要{ver}才支持短信报警",
    "后台页面最下面写着版本{ver}",
    "主机上是{ver}，新探头说要更新的版本",
    "刷卡机固件{ver}，银行的人问的，不知道问这个干嘛",
]
MONEY_T_ZH = [
    ("这个月医保回款{money}，比上个月少了一截", "l", "reimb"),
    ("{sup}这批货一共{money}", "l", "bill"),
    ("冷柜维修上门费要{money}，太黑了", "s", "bill"),
    ("{driver}这个月的油费报销{money}", "s", "cash"),
    ("{drug}进价又涨了，现在一盒{money}", "u", "reimb"),
    ("刷卡机那边说服务费以后每个月{money}", "s", "bill"),
    ("备用金又少了{money}，第三次了", "s", "cash"),
    ("养老院那边的药费一共{money}，他们每次都拖", "l", "bill"),
    ("语音转文字 房东说明年房租要涨到{money}一年 我真的是服了", "l", "bill"),
]
DATE_T_ZH = [
    ("{sup}{date}盘点，不送货，记得提前一天下单", "supplier"),
    ("市场监管局说{date}过来检查", "inspection"),
    ("冷柜师傅约的{date}上午", "engineer"),
    ("{driver}{date}请假，送药得找人顶", "cover"),
    ("医保对账{date}截止，别让我忘了", "deadline"),
    ("新来的兼职{date}开始上班", "cover"),
    ("记录仪校准是{date}，他们派人来", "engineer"),
    ("语音转文字 药监那个科长说{date}来 但是也可能改时间 到时候再说吧", "inspection"),
]
DEC_T_ZH = [
    "决定{choice}，因为{reason}",
    "就{choice}吧，主要是{reason}",
    "定了，{choice}，毕竟{reason}",
    "还是{choice}吧，{reason}，没办法",
    "跟{disp1}商量了一下，{choice}，因为{reason}",
    "想来想去，{choice}，主要是{reason}",
    "不纠结了，{choice}。毕竟{reason}",
]
DECISIONS_ZH = [
    ("礼拜天补货改从国药订", "他们截单时间比九州通晚一个小时"),
    ("冷藏柜的探头全换成有线的", "无线的一开微波炉就掉线"),
    ("不再给养老院分装药了", "每一盒都在亏钱"),
    ("城郊那条线改成一礼拜送两次", "油钱比那条线赚的还多"),
    ("记录仪单独用一张4G卡上网", "收银系统那边不让别的设备连店里的网"),
    ("礼拜六的兼职药师按小时算钱", "附近的药师都不愿意礼拜六来"),
    ("旧的专柜换成焊死在墙上的铁柜", "上次检查专门点了这个"),
    ("流感药分两批进货", "去年最后剩了一大堆卖不掉"),
    ("明年换一家刷卡机", "现在这家每笔都要抽成"),
    ("含麻黄碱药的盘点改到礼拜一做", "礼拜五下午养老院的单子太多根本顾不上"),
    ("报警短信只发我一个人手机", "发到群里根本没人看"),
    ("记录仪的维保合同只续一年", "听说那家公司要被收购了价格肯定涨"),
    ("小冰柜停用", "温度验证连着两次没过"),
    ("大盘点放到礼拜天关门以后", "那时候没人打扰"),
    ("退货都让九州通的司机带回去", "快递上个月丢了两箱"),
    ("跟华润的合作先停了", "他们一半的品种都断货"),
]
CON_NEG_T_ZH = [
    "{scope}，千万别{action}",
    "规定：{scope}不能{action}",
    "跟{disp1}{disp2}说一下，{scope}禁止{action}",
    "药监的要求，{scope}不得{action}",
    "我再说一遍，{scope}不要{action}，出了事谁负责",
    "新规矩：{scope}一律不准{action}",
]
CON_POS_T_ZH = [
    "{scope}必须{action}",
    "规定：{scope}只能{action}，别图省事",
    "跟大家说清楚，{scope}一定要{action}",
    "检查的人说得很清楚，{scope}必须{action}",
    "写进制度里：{scope}都要{action}，没有例外",
    "以后{scope}必须{action}，再忙也得做",
]
CON_NEG_ZH = [
    ("把专柜钥匙放收银台抽屉里", "中午只有一个人看店的时候"),
    ("把二类精神药品交给代取的人", "我不在店里的情况下"),
    ("把记录仪的密码告诉收银系统的工程师", "我不在旁边的时候"),
    ("往大冰柜最上面一层放胰岛素", "门封条修好之前"),
    ("把冷藏药放在门口", "病人家里没人的话"),
    ("把含麻黄碱的药卖给同一个人", "一个月内超过两次"),
    ("拔记录仪的U盘", "晚上自动导出数据的时候"),
    ("自己销毁过期的专管药品", "没有第二个人在场签字的时候"),
    ("重启那台小主机", "每半小时上传数据的那几分钟"),
    ("让{driver}把送药车开回家", "车上有冷藏药的那天"),
    ("把退回来的冷藏药重新上架", "药一旦出了店门"),
]
CON_POS_ZH = [
    ("登记冰柜的最高最低温度", "每天开门前和关门后"),
    ("核对身份证", "别人代取处方药的时候"),
    ("锁上后面仓库的门", "主机屏幕没退出登录的时候"),
    ("在送药单上签字", "每一袋药出门前"),
    ("先隔离放着等我看", "顾客退回来的药"),
    ("先给病人打电话", "送不到的冷藏药拿回来之前"),
    ("用钢笔写结存数", "专册上每一条登记"),
    ("当场放进专柜", "专管药品到货十分钟之内"),
]
Q_T_ZH = [
    "{q}到底怎么算，有人知道吗？",
    "{q}的事还不知道，问了也没人回复",
    "对了，{q}那块你清楚吗？",
    "{q}谁管啊？群里问了没人回",
    "一直想问，{q}有规定吗？",
    "{q}要不要管啊？我到现在还不知道",
]
QUESTIONS_ZH = ["送药费的发票", "双通道药品的报销比例", "记录仪泡水以后的保修", "后面仓库的续租",
                "减肥针的返利扣款", "主机证书过期的问题", "{driver}私家车的保险", "网上卖含麻黄碱药的新规",
                "春节值班的加班费", "备用探头的校准证书", "兼职店员的社保", "集采药品一月份的调价",
                "外地医保卡的跨省结算", "旧电脑硬盘的销毁", "坏冰柜的回收", "送药车的停车证",
                "记录仪数据的保存年限"]

ID_KINDS_ZH = [
    ("订单号", lambda r: "XS%08d" % r.randint(10000000, 99999999)),
    ("订单号", lambda r: "CG-%06d" % r.randint(100000, 999999)),
    ("发票号", lambda r: "%08d" % r.randint(10000000, 99999999)),
    ("退货单号", lambda r: "TH2611%02d%03d" % (r.randint(1, 30), r.randint(1, 999))),
    ("工单号", lambda r: "WK-%05d" % r.randint(10000, 99999)),
    ("结算单号", lambda r: "YB202611%02d%05d" % (r.randint(1, 30), r.randint(0, 99999))),
    ("随货同行单号", lambda r: "SH%07d" % r.randint(1000000, 9999999)),
    ("电子处方编号", lambda r: "CF%010d" % r.randint(10 ** 9, 10 ** 10 - 1)),
    ("登记号", lambda r: "MHJ-%03d-%02d" % (r.randint(100, 399), r.randint(1, 28))),
]
WEEK_ZH = "一二三四五六日"
DATE_FMT_ZH = [
    lambda d: "%d月%d日" % (d.month, d.day),
    lambda d: "%d月%d号" % (d.month, d.day),
    lambda d: "%d月%d号（周%s）" % (d.month, d.day, WEEK_ZH[d.weekday()]),
    lambda d: "下周%s" % WEEK_ZH[d.weekday()],
    lambda d: "%d月%d日上午" % (d.month, d.day),
]


def _money_zh(r, size):
    c = r.random()
    if size == "u":
        if c < 0.5:
            return "%d块%d" % (r.randint(8, 95), r.randint(1, 9))
        return "%d元" % r.randint(9, 160)
    if size == "s":
        if c < 0.4:
            return "%d元" % r.randint(15, 980)
        if c < 0.7:
            return "¥%d.%d0" % (r.randint(12, 860), r.randint(1, 9))
        return "%d块" % r.randint(20, 900)
    if c < 0.4:
        return "¥{:,}".format(r.randint(1200, 60000))
    if c < 0.7:
        return "%d.%d万" % (r.randint(1, 6), r.randint(1, 9))
    return "%d元" % r.randint(1500, 30000)


OPEN_ZH = ["好的，记下了。", "收到。", "明白。", "好，我记着了。", "嗯，记住了。", "行，已经记下。"]
CLOSE_ZH = ["要不要我顺手把这个加到这周的待办里？", "有需要我起草什么的话跟我说一声。",
            "之后有变化直接告诉我，我再更新。", "你先忙，顾客要紧，这边我帮你记着。", ""]
ASST_ZH = {
    "name": [
        "建议把他的直线电话和微信也存一份在店里的座机旁边，医药公司和监管部门的总机转来转去很耽误事。如果以后主要对接他，可以先发个简单的自我介绍：店名、地址、一般哪天下单、店里还有谁可能会联系他，后面沟通会顺很多。",
        "对接人换了的话，有两件事值得确认一下：之前谈好的返利、送货时间、账期有没有交接清楚；还有之前的表格和群里是不是还留着上一个人的联系方式。需要的话我帮你拟一段打招呼的话。",
        "可以在后面仓库墙上那张联系人表里也加上，写清楚单位、电话、主要管什么事，这样{disp1}{disp2}她们不用每次都打电话问你。",
        "如果是管监管、检查这类事的人，建议每次联系都简单记一笔：哪天、问了什么、你怎么答的。人员经常换，留个记录，下一个来问同样问题的时候你有据可查。",
    ],
    "command": [
        "这条命令是安全的，不会删数据也不会改设置，只是重启服务或者查看信息。如果执行完一两分钟温度还是不刷新，下一步先看探头线和USB有没有松，别急着做别的操作。",
        "建议打印出来塑封贴在主机旁边，再加两行：这条命令是干什么的（说人话），以及不管用的话打谁的电话。这样晚上报警的时候值班的人不用猜，也不用半夜打给你。",
        "小提示：一定要一字不差地敲，空格和横杠都不能少，Linux很挑。如果让输密码，是主机自己的登录密码，不是收银系统的。要是提示command not found，一般是敲错了，不是坏了。",
        "另外每次执行了什么、几点执行的，最好在冷链记录本上顺手写一行。这样如果温度记录中间断了一段，检查的时候你能说明是主动重启，而不是没人发现的故障。",
        "如果执行之后反而更不对劲，不要反复执行，先拍个屏幕照片发给售后，附上工单号。重复重启有时候会把原来的报错信息冲掉，他们就查不到原因了。",
    ],
    "id": [
        "这个单号建议跟那批货的随货单、发票放在一起。万一扯皮，医药公司第一件事就是要单号，他们系统里没有单号基本查不到。如果是少货、破损，一般要在几个工作日内报，最好今天就报掉。",
        "归档之前可以跟随货同行单和发票对一下。很多账对不上，最后都是红冲落在了另一张发票上，有单号才能说清楚。",
        "如果对方一直不回，催的时候把单号写在消息最前面，他们内部是按单号派单的，回得快。这礼拜没动静的话我帮你拟一条催的话。",
        "月底对账的时候这些号最好放在一处。需要的话我帮你维护一个清单：没结的退货、红冲、售后工单，你对账时问我要就行。",
    ],
    "port": [
        "端口就是记录仪对外开的那扇“门”。两点提醒：要是改了端口，报警推送和售后远程的设置都要跟着改，店里电脑可能也要在防火墙里放行；另外直接在路由器上映射到公网有风险，能用售后的远程服务或者VPN会更安全。",
        "店里电脑连不上、手机能连，最常见的原因是电脑接的是收银/医保那张内网，跟记录仪不在一个网段，或者电脑自带防火墙拦了。医保那张网最好别随便跟别的设备打通，先问问收银系统那边。",
        "建议把端口和记录仪的IP写在同一张卡片上，以后谁来排查都方便。售后问端口的时候，一般还会问是http还是https。",
        "路由器上做了端口映射，等于外网任何人都能来敲这扇门。记录仪密码够复杂、固件是新的话问题不大，但售后弄完以后最好问问网管能不能关掉。",
    ],
    "version": [
        "版本号主要是跟售后沟通的时候用，他们一般第一句就问这个。另外要搞清楚是不是自动更新，半夜自己升级、第二天界面全变了，店员会懵。",
        "如果问题是升级以后才出现的，跟售后直接说明，并且告诉他们是哪天变的。很多时候他们能回退或者确认是已知问题，比从头排查快得多。",
        "建议记在设备台账上，跟序列号写在一起。检查的时候不一定问，但记录仪的验证材料里能说明每个时间段跑的是什么软件。",
        "新探头要是需要更高版本，别在营业时间升级。关门以后弄，升级前后各用温度计手工记一次，记录就不会断。",
    ],
    "money": [
        "记到账上了。如果进价已经高过医保支付价，可以看看这个品种有没有调价或者议价的渠道，把发票留好当凭证。",
        "这个值得盯一下。要是长期这样，可以拿两家医药公司同样的几个品种比一个月价格，贵的那几个品种差价可能就够了。",
        "我先记在流水里。月底需要的话我帮你整理成一张简单的表给代账的：什么事、多少钱、有没有票。",
        "维修、上门这类费用，一定要让对方开明细：人工、配件、路费分开写。报销、抵扣都方便，多收了也好讲理。",
        "备用金对不上，多半是点错了或者退款没留单子，不一定有什么问题。交班的时候两个人一起点一遍，一般一两个礼拜就能理顺。",
    ],
    "date": [
        "建议写在店里的日历和白板上，不光是你手机里，这样{disp1}{disp2}她们也能提前安排。影响到货和下单的，前一天最要紧。",
        "检查的话，常规准备是：制度文件签字齐全、专册和含麻黄碱登记对得上、冷链温度记录没有断档、员工培训记录、执业药师在岗记录、投诉记录。需要的话我列个勾选清单给你。",
        "师傅上门的话最好问清楚大概几点到，留个当天能打通的电话；另外提前想好如果要断电，冰柜里的药临时放哪。",
        "截止日期我建议提前几天就提醒，不要卡在最后一天，到时候系统一般都卡得要命。",
    ],
    "decision": [
        "挺合理的，理由也站得住。关键是跟店员说清楚为什么，不光是怎么做，大家理解了原因执行起来顺得多，也省得有人说“以前不是这样的”。",
        "我觉得可以。要是涉及到病人或者合作方，花五分钟写个简短通知，避免误会，将来有人有意见你也有个依据。",
        "行。可以过一两个月回头看看效果，我在日程里给你记一笔，到时候再评估。",
        "好，那就这么定了。这类调整有时候会影响下单或者排班，先观察一个礼拜，看有没有意想不到的问题。",
    ],
    "constraint": [
        "这个规定很有必要。建议写进对应的制度里，让每个人签字确认已读——检查的时候就看这个，你不在的时候出了问题也有保障。",
        "好规矩。最好在做这个动作的地方（专柜、冰柜、送药架）贴个小提示，比只放在制度本里管用得多。",
        "同意，这也符合监管的要求。当时拿不准的时候，默认就是先停下来给你打电话，别自己想办法。",
        "这个可以放进新员工和兼职的入职须知里，不然新来的人不知道店里的规矩。要不要我帮你加到入职清单里？",
    ],
    "question": [
        "说实话这个我也不确定，不想乱猜，毕竟涉及钱和合规。可以问问药师协会或者相关部门，最好要个书面答复。我先把它当作没解决的问题记着。",
        "这个我没法给你准话，你发给我的材料里也看不出来。先挂着，等有人回复了你告诉我，我再记上。",
        "好问题，我也不知道。这类规定变得挺快，老答案不一定作数，还是得找官方的人问清楚。",
        "这个我答不上来，得看具体情况，可能要代账的或者主管部门来确认。先记为待解决。",
    ],
}

ASST_CAT_EN = {
    "reimb": [
        "That's the classic squeeze — buying above what you get reimbursed. If it keeps happening on the same line, it's worth reporting it to the LPC as a price concession candidate early in the month; they collate evidence from contractors and the earlier the better. Keep a copy of the invoice line as proof.",
        "Worth tracking. If you can, jot down what you actually paid for that line alongside it — over a couple of months that comparison is exactly what you need to decide whether to keep stocking it or switch to ordering only against a script.",
        "Annoying but not unusual at the moment. One thing that sometimes helps is checking whether another wholesaler or a short-line supplier has it cheaper; the difference on a high-volume line can be real money over a year.",
    ],
    "bill": [
        "That's one for the books. For anything like this it's worth asking for an itemised invoice — labour, parts, call-out, or line-by-line goods — so you can query anything that looks off and your accountant can treat it properly.",
        "I'll keep it in the running money notes. If it's an account that always pays late, it might be worth putting in writing what your payment terms are and sending a polite statement at month end; it tends to move things along.",
        "That's a chunk. If it's a regular charge, it's worth diarising a review before the contract renews — suppliers rarely lower prices unless you ask, but they often will if you've got a competing quote.",
    ],
    "cash": [
        "Noted. For cash things, the simplest control is a quick count at handover with two people, and a slip for every refund or payout — most discrepancies are miscounts or an undocumented refund rather than anything sinister.",
        "Got it. For anything you'll reimburse or charge in cash, write the amount and the reason on a slip in the till — it makes month-end and the accountant's job much easier, and stops the 'what was that for' moments.",
        "Fine. If it's a private charge, make sure the price is noted in the PMR or on the script too, so whoever is on the counter next time can see what was agreed without ringing you.",
    ],
    "supplier": [
        "I'd put it on the whiteboard by the ordering PC so whoever does the order that week doesn't get caught out. If it affects a care home or a regular fridge line, ordering a day early is the safe option.",
        "Good to know. If it's a rep visit, jot down beforehand the two or three things you actually want from them (rebate terms, short-dated stock, delivery slots) — those meetings drift otherwise.",
    ],
    "inspection": [
        "For prep, the usual list is: SOPs signed and in date, CD registers balanced, fridge records complete with no gaps, staff training records, the responsible pharmacist log and the complaints log. If you want, I'll turn that into a tick-box checklist.",
        "I'd put it in the shop diary and on the whiteboard, not just your phone. If it's a CD-related visit, make sure the registers are balanced a day or two beforehand so there's time to chase any discrepancy calmly.",
        "Okay, deep breath indeed — but you're generally organised. Pick one quiet half hour a day between now and then for a section of the prep rather than trying to do it all the night before.",
    ],
    "engineer": [
        "Ask them for a time window and a mobile number for the day, and plan where the fridge stock goes if they need to power anything down — a cool box with a thermometer and a written log covers you for a short period.",
        "Worth making sure the back room is clear and the Pi's login is to hand. If they're calibrating, have the fridge folder out so they can see the previous readings.",
    ],
    "cover": [
        "Cover is easiest sorted early. If nobody can do the round, telling patients a day ahead and offering collection usually goes down better than a late delivery — I can draft the text message if you want.",
        "For a new locum or relief person, have the induction bits ready: your SOPs, where the CD keys live, the logger alarm sheet and the house rules. It saves you explaining everything while the queue builds.",
    ],
    "deadline": [
        "I'd set a reminder a few days before, not on the day itself — portals are always slowest exactly when everyone is submitting.",
        "Noted. If you want, I'll remind you when you next check in during that week; it's the kind of thing that slides when the shop gets busy.",
    ],
}
ASST_CAT_ZH = {
    "reimb": [
        "这就是最头疼的倒挂：进价比医保支付价还高。同一个品种老这样的话，可以跟医药公司谈谈，或者看看别的渠道有没有便宜的；发票留好当凭证。",
        "值得记着。最好把实际进价也一起记下来，过一两个月一对比，就知道这个品种还要不要常备，还是有处方再订。",
    ],
    "bill": [
        "记到账上了。这种费用最好让对方开明细：人工、配件、上门费或者逐个品种列清楚，有不对的好问，代账的也好处理。",
        "这笔不小。如果是固定收费，续约之前记得提前比比价，不开口他们一般不会主动降，但你手里有别家报价的话多半能谈。",
        "老拖款的客户，可以把账期写清楚发给他们，月底再发个对账单，客客气气地催，一般会好一点。",
    ],
    "cash": [
        "记下了。现金这块最简单的办法就是交班两个人一起点，每笔退款、支出都留个条，大部分对不上都是点错或者退款没留单。",
        "好。报销、收现金的，每笔写个条子放钱箱里，写清楚多少钱、为什么，月底对账省事得多。",
    ],
    "supplier": [
        "我建议写在下单电脑旁边的白板上，免得那周下单的人忘了。涉及养老院或者冷藏药的，提前一天订最保险。",
        "好的。业务员来之前，最好先想好你真正要谈的两三件事（返利、近效期、送货时间），不然聊着聊着就跑题了。",
    ],
    "inspection": [
        "检查的话，常规准备是：制度文件签字齐全、专册和含麻黄碱登记对得上、冷链温度记录没有断档、员工培训记录、执业药师在岗记录、投诉记录。需要的话我列个勾选清单给你。",
        "建议写在店里日历和白板上。要是查专管药品，提前一两天把专册结存对好，有对不上的还有时间慢慢查。",
    ],
    "engineer": [
        "问清楚大概几点到，留个当天能打通的电话；另外提前想好如果要断电，冰柜里的药临时放哪，保温箱加温度计、手工记录，短时间没问题。",
        "后面仓库收拾一下，主机的登录密码准备好。如果是校准，把冷链记录本拿出来，方便他们对照之前的读数。",
    ],
    "cover": [
        "顶班的事越早定越好。实在没人送，提前一天跟病人说一声、请他们来店里取，比送晚了强。要的话我帮你写个短信。",
        "新来的人上班前，把制度、专柜钥匙放哪、记录仪报警怎么处理、店里的规矩准备好，省得你边排队边解释。",
    ],
    "deadline": [
        "我建议提前几天就提醒，别卡最后一天，到时候系统一般都卡得要命。",
        "记下了，那几天你来的时候我提醒你，店里一忙这种事最容易忘。",
    ],
}
FOLLOW_EN = {
    "inspection": [
        ("yes pls do the checklist", "Here you go:\n\n[ ] SOPs — all in date, signed by every current staff member\n[ ] RP log — complete, no gaps\n[ ] CD registers — balanced, running balances correct, no crossings-out\n[ ] CD cabinet — tidy, out-of-date CDs segregated and labelled\n[ ] Fridge records — daily min/max and current, no gaps; logger export printed\n[ ] Staff training records — up to date, including the new starter\n[ ] Complaints/incident log — entries have outcomes\n[ ] Information governance — confidential waste, screen locks, smartcards not shared\n[ ] Premises — clean, consultation room tidy and private\n\nTick them off over the next few days rather than in one go."),
        ("what do they usually pick up on", "From what pharmacists commonly report: fridge records with gaps or no action recorded when out of range, SOPs not signed by newer staff, CD register entries with corrections done the wrong way, and RP log gaps. Consultation room privacy and confidential waste come up too. Those are all fixable in a few quiet half-hours."),
    ],
    "engineer": [
        ("what do I do with the vaccines while the fridge is off", "Move them to the other fridge if it has space and stays in range, or into a validated cool box with a thermometer. Record the time you moved them, the temperatures at the start and end, and the time they went back. If anything goes out of range, quarantine it and check with the manufacturer before using it."),
        ("does someone have to be with them the whole time", "Ideally yes — not because they're untrustworthy, but because they'll be in the back room near stock and possibly the CD cabinet. If you can't spare someone, at least make sure the CD cabinet and the Pi are locked and that they sign in and out."),
    ],
    "cover": [
        ("can you draft the text to the delivery patients", "Sure:\n\n'Hello, this is the pharmacy. Unfortunately we can't do your delivery as usual this time. Your medicines will be ready to collect from the shop from the usual time — if that's a problem, please ring us and we'll sort something out. Sorry for the inconvenience.'\n\nSend it the afternoon before so people have time to arrange a lift."),
    ],
    "reimb": [
        ("is it even worth stocking it then", "If you're consistently losing on it, the usual approach is: keep a small amount for regular patients you know need it, order the rest against scripts, and report it each month in case a concession comes through. Refusing to stock a commonly prescribed item tends to cost you more in goodwill than it saves."),
    ],
    "decision": [
        ("do I need to tell anyone officially", "It depends who it affects. Staff: yes, at the next huddle and in writing. Patients or a care home: a short letter or message in advance. Commissioners or the regulator: only if it changes a service you're contracted to provide or your opening hours. If in doubt, a quick email to the LPC costs nothing."),
    ],
    "constraint": [
        ("how do I make sure the locums follow it too", "Put it on the one-page locum information sheet that sits by the RP notice — locums read that, they rarely read the SOP folder. And mention it verbally at handover the first time. If the agency sends the same few locums, email it to them once."),
    ],
}
FOLLOW_ZH = {
    "inspection": [
        ("好，列个清单吧", "给你：\n\n□ 制度文件——都在有效期内，现在的店员都签了字\n□ 执业药师在岗记录——完整，没有空档\n□ 专册——结存对得上，没有涂改\n□ 专柜——整齐，过期的单独放、贴标签\n□ 冷链记录——每天的最高最低温度都有，没有断档；记录仪导出打印一份\n□ 员工培训记录——包括新来的\n□ 投诉和差错登记——都有处理结果\n□ 处方和医保——处方留存、医保刷卡记录对得上\n□ 店面卫生——干净整齐\n\n这几天分几次勾完，别全压到最后一晚。"),
        ("他们一般查什么最严", "听同行说得比较多的是：冷链记录有断档或者超温了没写处理措施、新员工没签制度、专册改错的方法不对、执业药师不在岗。处方留存和含麻黄碱药品的登记也常查。这些都是抽空就能补好的。"),
    ],
    "engineer": [
        ("冰柜停的时候药放哪", "另一台冰柜有空位、温度稳定的话就先挪过去；没有的话用保温箱加温度计。记一下几点挪的、开始和结束的温度、几点放回去的。要是中间超温了，先隔离，问过厂家再决定能不能用。"),
    ],
    "cover": [
        ("帮我写个短信给要送药的病人", "可以这样：\n\n“您好，我是药店的。这次送药可能没法按时送到，您的药从平时的时间起可以到店里来取，如果不方便请给我们打电话，我们再想办法。给您添麻烦了，不好意思。”\n\n提前一天下午发，让人家有时间安排。"),
    ],
    "decision": [
        ("这个要跟谁正式说一下吗", "看影响到谁。店员：开个小会说一下，再书面通知。病人或者养老院：提前发个通知。主管部门：只有涉及到营业时间、服务项目变更的才需要报。拿不准的话问问药师协会，也不费事。"),
    ],
    "constraint": [
        ("兼职的药师怎么让他们也照做", "写在给兼职看的那一页须知上，放在药师在岗牌旁边——他们会看那个，制度本基本不翻。第一次来的时候当面再说一遍。"),
    ],
}

FILLER_ZH = [
    ("好", None),
    ("谢谢", "不客气。"),
    ("等下 来客人了", None),
    ("回来了", None),
    ("👌", None),
    ("嗯嗯", None),
    ("哈哈哈", None),
    ("先不说了，排队了", None),
    ("忙死了今天", "听着就累。你先忙，有什么事直接丢给我，我帮你按轻重理一下，等你有空再看。"),
    ("帮我写个小牌子，忙的时候电话里不方便说处方的事，客气一点",
     "可以这样写：\n\n温馨提示\n为保护您的用药隐私，同时照顾到店内排队的顾客，高峰时段我们可能无法在电话中详细解答处方相关问题。请留下姓名和电话，我们会尽快给您回电。感谢理解！\n\n如果要贴在小框里，留第一句加“我们会尽快回电”就够了。"),
    ("刚才有个大爷医保卡刷不了，在柜台吵，{disp2}都快哭了，这种怎么处理好",
     "几点经验：\n\n1. 先接住情绪：“大爷我知道您着急，大老远跑过来卡还刷不了”，人感觉被理解了才听得进解释。\n2. 再讲事实，不甩锅：是医保系统那边的问题，不是店里故意不给刷。\n3. 给一个具体的办法：先自费、留好票据回头报，或者等系统恢复了给他打电话。\n4. 事后安慰一下{disp2}，挨骂就算不是自己的错心里也难受。\n\n要是骂得太难听，可以请他先离开，顺手在登记本上记一笔。"),
    ("医药公司的人老来推销，怎么委婉地说今天没空",
     "可以说：“谢谢您跑一趟，今天店里实在忙不过来。您把资料发我微信，或者约个下午人少的时候再来细聊？”客气，又给了他路子，时间还是你来定。"),
    ("月底要跟医保对账，提醒我要做哪些",
     "按常规流程大概是：先把这个月的医保结算数据导出来，跟收银系统的流水对一遍；有退费、冲正的单子单独列出来；门慢、特药这些要单独核对；最后把对账单签字盖章留底。你告诉我哪几步已经做了，我把剩下的列成清单。"),
    ("有时候真不知道当初为啥要开药店", "因为好的时候，你是真能帮到街坊邻居的——只是今天明显不是好的那天。先把这波忙完，喝口热水，最烦的那些事丢给我，别全压在脑子里。"),
    ("帮我在群里发个通知，元旦前把药房收拾一下，语气轻松点",
     "草稿：\n\n“各位辛苦啦！这个月大家都忙疯了，谢谢谢谢🙏 元旦前咱们抽空把药房收拾一下：货架上的近效期药清一清，欠药的架子理一理，台面擦一擦，门口那堆空周转箱处理掉。不用一次弄完，趁不忙的时候分几次搞定就行。收拾完请大家喝奶茶🧋”\n\n表情多少你自己调。"),
    ("腰疼死了", "一天站下来确实受罪。鞋子换双软底的，柜台后面铺块防疲劳垫，会好不少。"),
    ("打印机又卡纸了", "是小票机还是A4那台？小票机的话十有八九是纸卷没卡到位，打开盖子重新放一下，空走两张就好了。"),
    ("小票机，弄好了", "老毛病了，好弄就好。"),
    ("中午关门半小时，帮我写个告示",
     "可以这样：\n\n“午休暂停营业半小时，马上回来，感谢您的耐心等待。如有急症请拨打120。”\n\n具体时间可以写在下面一行，牌子还能反复用。"),
    ("有个阿姨说我们给她换了厂家，吃着味道不对，帮我想想怎么回她",
     "可以这样说：\n\n“阿姨，不好意思让您不舒服了。这次拿的是同一种药、同样的剂量，只是生产厂家不一样，辅料可能有点差别，所以口感不同。您要是习惯原来那个厂家的，告诉我们是哪家，我们尽量给您订，也在您的资料里备注一下。”\n\n回之前最好在系统里查一下，确认确实只是换了厂家而不是拿错了药——要是拿错了，处理方式就完全不一样了，还得登记差错。"),
    ("兼职药师老想早走，怎么说比较好",
     "就事论事：“约好的是上到关门，店里必须有药师在才能营业。要早走得提前跟我说，我好安排人。”要是老这样，跟介绍他来的人说一声，他们也不想丢这个单子。"),
    ("困死了", None),
    ("喝口水去", "去吧。"),
    ("想搞个会员日，你觉得怎么样",
     "我觉得可以试试，对老顾客是个回馈，也能拉点人气。建议简单点：固定每个月一天，非处方的保健品、器械打个折，处方药和医保药别参与，免得踩线。门口贴个海报，再在街坊群里发一下就行。"),
    ("今天人少，难得", "难得清闲，正好可以把近效期的药清一下，或者把欠着没回的消息回一回。"),
]

FILLER_MULTI_EN = [
    [("user", "lady asking if she can take ibuprofen with her sertraline, what do I tell her quick"),
     ("assistant", "Short version: the combination increases bleeding risk, especially stomach bleeding, so it's generally best avoided or kept to the lowest dose for the shortest time. Paracetamol is usually the safer choice for pain. If she needs an anti-inflammatory regularly, or she's older, on blood thinners or has had stomach problems, she should talk to her GP. You'll know her history better than me — use your judgement."),
     ("user", "thats what I said, just wanted backup"),
     ("assistant", "Sounds like you gave her the right advice.")],
    [("user", "can you draft a text to the staff group that I'm going to be late tomorrow, dentist"),
     ("assistant", "'Morning all — heads up that I'll be in a bit later tomorrow, I've got a dentist appointment first thing. The locum's covering the RP until I'm in. Any problems, text me and I'll pick up after. Thanks!'"),
     ("user", "no locum, I'll just open late"),
     ("assistant", "Then: 'Heads up — the shop will open a little late tomorrow as I've got a dentist appointment first thing. Please don't open the doors or hand anything out until I'm in and signed in as RP. I'll text when I'm on my way. Thanks!'\n\nWorth a sign on the door tonight too, so patients aren't surprised.")],
    [("user", "how do I word a notice that we're not taking any more new blister pack patients"),
     ("assistant", "Something like:\n\n'Compliance aids (blister packs)\nWe're currently unable to accept new patients for weekly or monthly blister packs. This is so we can keep providing a safe service to the patients we already support. If you think you need help managing your medicines, please speak to the pharmacist — there are other options that may suit you.'\n\nThe last line matters: it keeps you on the right side of the Equality Act duty to consider reasonable adjustments."),
     ("user", "good point on the last bit"),
     ("assistant", "It's the bit people forget. A quick note in the PMR of what alternative you offered is a good habit too.")],
    [("user", "what's the difference between a dispensing error and a near miss again, for the log"),
     ("assistant", "A near miss is caught before the medicine leaves the pharmacy — wrong item picked but spotted at the check. A dispensing error is one that reaches the patient, whether or not they took it. Both should be logged; near misses are how you spot patterns (similar packaging, look-alike names) before they become errors. Errors also need an incident report and, depending on harm, reporting through the national system."),
     ("user", "ok so the amlodipine one this morning was a near miss"),
     ("assistant", "Yes — caught at the check, so near miss. Note what was picked, what should have been, and why you think it happened (shelf placement, similar boxes). If it's the same pair again, move them apart on the shelf.")],
    [("user", "someone left a bag of old meds on the counter and walked off"),
     ("assistant", "Treat it as patient returns: wear gloves, don't rummage, check quickly for sharps and anything controlled. CDs go into the CD returns book and the cabinet awaiting destruction; everything else into the pharmaceutical waste bin. Don't put anything back into stock, even if it looks unopened.")],
    [("user", "kid just threw up on the floor by the vitamins"),
     ("assistant", "Oh no. Gloves, the spill kit or paper towels plus disinfectant, and a wet floor sign. If you've got a cleaning log, pop it in. Hope the kid's okay."),
     ("user", "he's fine, mum mortified"),
     ("assistant", "Poor mum. Happens to everyone at some point.")],
    [("user", "do you think I should do a facebook post about the flu jabs or is that cringe"),
     ("assistant", "Not cringe at all — local pharmacies that post simple, useful things do well. Keep it short: who's eligible, walk-in or booking, and a friendly photo of the consultation room or the team (with their permission). Avoid anything that sounds like an advert for a medicine; stick to the service."),
     ("user", "ok write one"),
     ("assistant", "'Flu jabs are available now at the pharmacy! 💉 If you're eligible for a free NHS flu vaccine — for example you're over 65, pregnant, or have certain long-term conditions — just pop in or give us a ring to book. Private vaccinations are also available. It only takes a few minutes, and you'll be in and out before your tea's gone cold. ☕'")],
    [("user", "my smartcard's not working again"),
     ("assistant", "Usual suspects: the card reader isn't seated (unplug and replug the USB), the Identity Agent needs restarting, or the card's certificate needs renewing. If the reader light is on but it won't log in, restart the Identity Agent first — that fixes it most of the time."),
     ("user", "restarted the pc, works now"),
     ("assistant", "The classic fix. Glad it's back.")],
    [("user", "what's a good way to train the new girl on the counter questions, she keeps just handing stuff over"),
     ("assistant", "Give her a simple structure and practise it: WWHAM — Who is it for, What are the symptoms, How long, Action taken already, Medication they take. Role-play a few at quiet times (you be the awkward customer), then let her do it for real with you listening. Praise when she does it right; people repeat what gets noticed."),
     ("user", "I'll do some role play friday afternoon"),
     ("assistant", "Good plan. Five minutes at a time is plenty — longer and it feels like an exam.")],
    [("user", "the bins weren't collected again"),
     ("assistant", "Which ones — general waste or the pharmaceutical waste? If it's the clinical/pharma waste, ring the contractor today and get a collection reference; you don't want sharps bins and returns piling up in the back, and the inspector will ask about storage."),
     ("user", "pharma waste. rang them"),
     ("assistant", "Good. Keep it in the locked area until they come and note the missed collection in case it happens again.")],
    [("user", "quick sanity check, can I sell two packs of paracetamol to someone buying for their mum"),
     ("assistant", "The general sale limit applies per transaction, and pharmacy supervision gives you more discretion — up to a larger quantity in a pharmacy if there's a good reason. Buying for a relative is a common reason, but use your judgement: if something feels off, it's fine to say no or just sell one pack."),
     ("user", "she's a regular, fine"),
     ("assistant", "Then that sounds reasonable.")],
    [("user", "why is every delivery driver in the world parking across my door today"),
     ("assistant", "It's always the day the shop's busiest, isn't it. If it's a regular problem, a polite sign — 'Please keep this entrance clear, access needed for patients' — sometimes helps more than you'd think.")],
    [("user", "is there a polite way to tell a GP surgery to stop sending scripts at 5:55"),
     ("assistant", "Try the practice manager rather than the GPs: 'We're finding a lot of urgent scripts arrive just before we close, which makes it hard to get them ready safely for patients the same day. Would it be possible to flag urgent ones by a cut-off time, or give us a call when something is genuinely urgent?' Framing it as patient safety rather than your convenience usually lands better.")],
    [("user", "right my brain is fried"),
     ("assistant", "Understandable. If you want, tell me the three things still on your plate today and I'll put them in order so you only have to think about the next one."),
     ("user", "owings, the care home, ringing back the lady about the cream"),
     ("assistant", "Then: 1) ring back the lady about the cream — two minutes and it's off your mind; 2) owings, because patients will be coming in for them; 3) care home last, since it's the biggest and you can do it once the shop quietens down.")],
    [("user", "someone asked if we do ear wax removal. do we?? should we??"),
     ("assistant", "It's a private service some pharmacies offer — microsuction or irrigation — and there's demand since most GP surgeries stopped doing it. You'd need training, equipment, insurance cover and a consultation room you're happy with. It can be decent money, but it's time-consuming per patient. Worth looking into once things calm down after Christmas.")],
    [("user", "had a lovely card from a patient today"),
     ("assistant", "That's lovely — those are the moments that make the long days worth it. Pin it up in the dispensary so the team sees it too.")],
    [("user", "shall I get the team a christmas meal or just vouchers"),
     ("assistant", "If the team gets on, a meal out is usually remembered more than a voucher — but it has to be at a time that suits people with kids and other jobs. A compromise some owners do: a small voucher plus an early-finish lunch in the shop with food brought in. Ask them; they'll appreciate being asked.")],
    [("user", "omg the queue"),
     ("assistant", "Go go go — I'm not going anywhere.")],
    [("user", "can you explain what the hub and spoke thing means for us in two lines"),
     ("assistant", "It lets a pharmacy have some of its dispensing (usually assembly of repeat items) done by a central 'hub' and sent back for supply to patients. For a single independent like you it mostly matters if you want to outsource some repeat dispensing; you're not obliged to do anything.")],
    [("user", "I need a new SOP template for the consultation room cleaning, can you knock one up"),
     ("assistant", "Here's a simple one:\n\nTitle: Consultation room cleaning\nPurpose: Keep the consultation room clean and safe for patients and staff.\nScope: All staff.\nProcedure:\n1. Wipe the desk, chairs and any equipment touched with detergent wipes after each patient.\n2. Empty the clinical waste bin when two-thirds full, using gloves.\n3. At close, wipe all surfaces, door handles and the sink, and restock gloves, wipes and sharps bin.\n4. Record the daily clean on the cleaning log.\nResponsibilities: The pharmacist checks the log weekly.\nReview: annually or after any incident.\n\nAdd your name, version and a review date at the top.")],
]
FILLER_MULTI_ZH = [
    [("user", "有个阿姨问布洛芬能不能跟她的降压药一起吃，我怎么说"),
     ("assistant", "简单说：长期吃布洛芬这类止痛药可能让血压升高，也会影响一些降压药的效果，偶尔吃一两次问题不大，但不建议长期一起吃。止痛的话对乙酰氨基酚一般更合适。要是她经常需要吃止痛药，或者年纪大、有胃病、在吃抗凝药，建议问一下医生。她的情况你比我清楚，你判断。"),
     ("user", "我也是这么说的，确认一下"),
     ("assistant", "那你说得没问题。")],
    [("user", "帮我在群里说一下我明天晚点到，去看牙"),
     ("assistant", "“各位早，明天我要先去看个牙，会晚点到店。我到之前先别开门营业、别发处方药，等我到了签完在岗再说。有事微信我，看完牙回你们。谢谢！”\n\n今晚最好在门口也贴个条，免得老顾客白跑。")],
    [("user", "差错和近似差错有什么区别来着，要登记"),
     ("assistant", "近似差错是药还没出店就发现了，比如拿错了但核对的时候发现了；差错是药已经给到病人手里了，不管他吃没吃。两种都要登记，近似差错能帮你发现规律，比如包装太像、名字太像，提前调整。真正的差错还要写处理经过，严重的要上报。"),
     ("user", "那今天早上氨氯地平那个就是近似差错"),
     ("assistant", "对，核对的时候发现的，算近似差错。记一下拿错的是什么、应该是什么、你觉得为什么会拿错（摆放位置、包装太像）。如果老是这两个搞混，货架上分开放。")],
    [("user", "有人把一袋不要的药放柜台上就走了"),
     ("assistant", "按回收药品处理：戴手套，别乱翻，先看有没有针头之类的利器和特殊管理的药。特殊管理的单独登记、放专柜等销毁；其他的放进药品废弃物的桶里。千万别重新上架，哪怕看着没拆封。")],
    [("user", "小孩在保健品那边吐了"),
     ("assistant", "哎呀。戴手套，用吸水纸加消毒液处理，放个小心地滑的牌子。小朋友没事吧？"),
     ("user", "没事，他妈妈尴尬得不行"),
     ("assistant", "理解，谁家孩子都有这时候。")],
    [("user", "想在朋友圈发个流感季提醒，会不会太像打广告"),
     ("assistant", "不会，社区药店发点实用的提醒，街坊其实挺爱看。简单点：流感季注意什么、什么情况要去医院、店里能帮什么忙。别写得像卖药，别点名具体药品，讲服务和提醒就好。"),
     ("user", "那你帮我写一个"),
     ("assistant", "“流感季到啦🤧 最近发烧咳嗽的街坊不少，提醒大家：勤洗手、戴口罩、多通风。如果高烧不退、呼吸困难，或者家里老人小孩精神不好，一定及时去医院。有用药方面的问题，欢迎来店里问问我们的药师，不买药也可以问～”")],
    [("user", "医保刷卡机又连不上了"),
     ("assistant", "常见原因：读卡器USB松了（拔了重插），医保客户端要重启，或者网络那头断了。读卡器灯亮但就是连不上的话，先把医保客户端关掉重开，大部分时候就好了。"),
     ("user", "重启了电脑，好了"),
     ("assistant", "经典修法。好了就行。")],
    [("user", "新来的小姑娘卖药的时候不问就直接给，怎么教她"),
     ("assistant", "给她一个简单的套路反复练：给谁用、什么症状、多久了、已经吃过什么、平时在吃什么药。不忙的时候你扮难缠的顾客跟她对练几次，然后让她真上，你在旁边听。做对了当面夸，人会重复被注意到的行为。"),
     ("user", "那我找个下午跟她练练"),
     ("assistant", "好主意，每次五分钟就够，时间长了像考试。")],
    [("user", "医疗垃圾又没人来收"),
     ("assistant", "今天就给回收公司打电话，要个登记号。锁在后面的区域别堆在外面，检查的时候会问储存的问题。没收的情况也记一笔，下次再这样好有依据。")],
    [("user", "门口今天怎么老有车堵着"),
     ("assistant", "偏偏是店里最忙的时候。要是经常这样，贴个客气的提示“请勿堵塞门口，方便顾客出入”，有时候比想象中管用。")],
    [("user", "脑子已经转不动了"),
     ("assistant", "正常。你把今天还剩的三件事告诉我，我给你排个先后，你只要想下一件就行。"),
     ("user", "欠药、养老院的单子、给那个阿姨回电话问药膏的事"),
     ("assistant", "那就：1）先回阿姨电话，两分钟的事，做完心里就清了；2）再弄欠药，病人会陆续来取；3）养老院最后，量最大，等店里清静了一口气做完。")],
    [("user", "今天收到一个病人送的锦旗"),
     ("assistant", "太好了！这种时候就觉得累也值了。挂在店里，大家看着也高兴。")],
    [("user", "年底请店员吃饭还是直接发购物卡"),
     ("assistant", "要是大家关系好，吃顿饭比购物卡更让人记得住，但时间要照顾到有孩子的、有别的事的。折中的办法：小额购物卡加一顿店里的午饭，点外卖大家一起吃。问问她们的意见，被问到本身她们就会高兴。")],
    [("user", "帮我写个诊疗室卫生的制度模板"),
     ("assistant", "简单版：\n\n名称：咨询室清洁制度\n目的：保持咨询室清洁，保障顾客和员工安全。\n适用：全体员工。\n内容：\n1. 每接待一位顾客后，擦拭桌面、椅子和接触过的器械。\n2. 医疗垃圾桶满三分之二就清理，戴手套操作。\n3. 每天关门前擦拭所有台面、门把手、洗手池，补齐手套、消毒湿巾。\n4. 每天清洁后在登记表上签字。\n职责：执业药师每礼拜检查一次登记表。\n修订：每年或发生问题后修订。\n\n最上面加上制定人、版本号和修订日期。")],
]

PORTAL_ASK_EN = ["can u check the {sup} portal for the {drug} thing",
                 "pull up the {sup} order from yesterday pls",
                 "what did {sup} charge us, check the portal",
                 "find the {sup} credit for the smashed bottles",
                 "is the {sup} order showing as dispatched?",
                 "look up the {sup} one, with the short-dated {drug}",
                 "portal pls — {sup}, the big order",
                 "check if {sup} invoiced us for the returned {drug}"]
PORTAL_ASK_ZH = ["帮我在{sup}系统里查一下{drug}那单",
                 "{sup}昨天那单查一下",
                 "{sup}这次收了我们多少钱，系统里看看",
                 "查一下{sup}摔坏那几瓶的红冲",
                 "{sup}那单发货了没有？",
                 "{sup}送来的{drug}效期太近了，查一下是哪一单"]
PORTAL_SUM_EN = [
    "Found it on the portal. It's the one you meant — status is showing on there as above. If any line on it is wrong, the quickest route is the 'raise a query' button on that document rather than phoning; I can write the query text if you tell me which line is off.",
    "There it is. The value looks in line with a normal week's order from them, nothing jumps out. If it's the short delivery you're thinking of, check the delivery note against it before you sign anything off.",
    "That's the document. If you're planning to dispute part of it, do it sooner rather than later — most wholesalers only accept shortage or damage claims for a few working days after delivery.",
    "Here's what the portal has. I'd save a PDF of it into the month's folder now; the portal only keeps documents searchable for a limited time and your accountant will want it at year end.",
]
PORTAL_SUM_ZH = [
    "查到了，就是你说的那一单，状态在上面。哪一行不对的话，直接在那张单子上点“提交问题”比打电话快，你告诉我是哪一行，我帮你写说明。",
    "找到了，金额跟平时一单的量差不多，没看出什么异常。如果是少货那一单，签收之前最好先跟随货同行单对一下。",
    "就是这张。要是打算对部分品种提异议，尽早弄，大部分医药公司少货、破损只认到货后几个工作日内的。",
    "系统里就是这些。建议现在就存一份PDF到这个月的文件夹，系统里的单据只能查一段时间，年底代账的肯定要。",
]
INBOX_ASK_EN = ["can you find the email from {org} about {topic}",
                "there was an email from {org}, something about {topic}, find it?",
                "search my inbox for {topic} pls",
                "did {org} ever reply about {topic}?",
                "dig out the {topic} email, I can't find it on my phone"]
INBOX_ASK_ZH = ["帮我找一下{org}发的关于{topic}的邮件",
                "{org}是不是发过一封{topic}的邮件？找找",
                "邮箱里搜一下{topic}",
                "{org}关于{topic}到底回了没有？"]
INBOX_SUM_EN = [
    "That's the one. The short version: they need you to acknowledge it and keep the reference for any follow-up. Nothing in it needs doing today, but I'd reply briefly so there's a record you've seen it — want a two-line draft?",
    "Found it. It's mostly routine, but note the details in it if you need to chase. I can draft a reply asking them to confirm in writing, which is always safer than a phone call.",
    "Here it is. Nothing alarming — it's informational. I'd file it in the folder for that supplier/authority so it's easy to find again.",
    "That's it. If you want to push back on anything in it, replying to that thread keeps all the history together, which helps if it escalates.",
]
INBOX_SUM_ZH = [
    "就是这封。简单说就是让你确认收到，后续有问题报上面的信息。今天不用马上处理，不过建议简单回一句留个记录，要我帮你写两句吗？",
    "找到了，基本是例行通知，要追问的话注意里面的信息。我可以帮你拟个回复，请他们书面确认，比电话里说靠谱。",
    "在这儿。没什么要紧的，属于通知性质，存到对应的文件夹里，以后好找。",
    "就是它。要是有不同意见，直接在这封邮件下面回复，来龙去脉都在一起，万一闹大了也好说。",
]
LOGGER_ASK_EN = ["can you {purpose}? I don't trust myself",
                 "before the inspector comes can you {purpose}",
                 "{disp1} asked me to get you to {purpose}",
                 "pls {purpose} on the pi, support asked",
                 "while it's quiet can you {purpose}",
                 "the logger's being weird. can you {purpose} and tell me what you see",
                 "app says the fridge is offline again — {purpose} pls?"]
LOGGER_ASK_ZH = ["你帮我{purpose}吧，我怕弄坏",
                 "检查之前帮我{purpose}",
                 "{disp1}让我叫你{purpose}",
                 "售后让我们{purpose}，你弄一下",
                 "趁现在不忙，{purpose}",
                 "记录仪又怪怪的，你{purpose}，看看什么情况",
                 "手机上又显示冰柜离线了，{purpose}？"]
LOGGER_SUM_EN = [
    "Done — it ran cleanly (exit 0). While I was on there I checked the fridges: both are within 2–8 °C and the logging service is up, so nothing needs doing right now.",
    "That's run. The status afterwards looks healthy: readings in range, service active. If the app on your phone still shows offline, close and reopen it — it's usually the app rather than the Pi.",
    "All done, no errors. Both fridges are reading normally; the min/max spread looks like ordinary door openings, not a fault. I'd still initial today's fridge record as usual.",
    "Finished without complaint. Everything on the Pi side looks normal at the moment — I'd leave it alone now and only look again if an alarm comes through.",
]
LOGGER_SUM_ZH = [
    "弄好了，执行没报错。顺便看了一下冰柜：两台都在2到8度之间，记录服务也在跑，现在不用管。",
    "跑完了。之后的状态看着正常：温度在范围内，服务在线。手机App还显示离线的话，关掉重开一下，多半是App的问题，不是主机。",
    "都弄好了，没有报错。两台冰柜读数正常，最高最低温的差别像是正常开门，不是故障。今天的温度记录照常签字就行。",
    "执行完了，没什么异常。主机这边现在一切正常，先别动它，有报警再看。",
]
FWD_INTRO_EN = ["fwd — what do they actually want", "see below, can you make sense of this",
                "this came in, do I need to do anything??", "ugh. read this", "FYI",
                "can you summarise this one I don't have time"]
FWD_INTRO_ZH = ["转一下，他们到底要干嘛", "看看这个，帮我理一理", "收到这个，要我做什么吗？？",
                "唉，你看吧", "转给你存着", "帮我总结一下，没空细看"]
FWD_SUM_EN = [
    "In short: it's a formal notice, and the main things are the reference and any deadline in it — I'd reply to acknowledge, diarise the date if there is one, and keep the email in the folder. If anything in it is a new requirement, it should go into the SOPs and the staff need to see it.",
    "Summary: they're informing you rather than asking for anything big. Worth a one-line acknowledgement so there's a record. If you want, I'll draft it in a neutral tone.",
    "The gist: it's routine but has a couple of details worth keeping. Nothing needs doing before close today. If it involves money, check it against your own records before accepting their figure.",
    "Key points: who it's from, what reference to quote, and what (if anything) they want from you. I'd not ring them — reply in writing so it's on record.",
]
FWD_SUM_ZH = [
    "简单说：这是个正式通知，关键是里面的编号和截止时间。建议回一封确认收到，有日期的记到日历上，邮件存档。要是有新要求，得写进制度里，让店员都看一遍。",
    "总结一下：他们是通知你，不是要你做什么大事。回一句确认收到留个记录就行，要我帮你拟吗？",
    "大意是例行的事，但有几个信息值得留着。今天关门前不用处理。涉及钱的话，先跟自己的账对一下再认他们的数。",
    "重点就是谁发的、要报什么编号、要你做什么。别打电话，书面回复，留个底。",
]
PASTE_INTRO_EN = ["this is what the screen says:", "pasting from the dashboard", "copied off the pi screen, typos mine",
                  "support want this, does it look ok?"]
PASTE_INTRO_ZH = ["屏幕上是这样的：", "从后台页面复制的", "主机屏幕上抄下来的，可能有错", "售后要这个，你看正常吗？"]
PASTE_SUM_EN = [
    "That looks mostly fine. The one thing I'd check is any probe showing offline — usually it's a loose connector or a flat battery in a wireless probe rather than anything serious. Until it's back, take manual readings for that fridge twice a day and write them on the paper record.",
    "Nothing alarming there. Send it to support exactly as pasted — they'll want the full block rather than a summary — and keep a copy with the date in the logger folder.",
    "Looks normal to me. If the last upload time starts creeping up (more than an hour or so), that's the sign the connection to their cloud has dropped; the local readings will still be there.",
]
PASTE_SUM_ZH = [
    "大体正常。要注意的是有探头显示离线，一般是接头松了或者无线探头没电了，不算大问题。恢复之前那台冰柜每天手工记两次温度，写在纸质记录上。",
    "没什么要紧的。原样发给售后就行，他们要完整的，不要概括的；再存一份带日期的放在记录仪文件夹里。",
    "我看着正常。如果最后上传时间越拖越久（超过一个小时左右），说明跟云端的连接断了，本地的数据还是在的。",
]
VOICE_PRE_EN = ["ok voice typing this because my hands are full", "dictating so sorry if it comes out weird",
                "talking into my phone walking to the bank", "voice note thing again"]
VOICE_PRE_ZH = ["语音转文字 手上全是东西", "语音输入的 有错字别管", "边走边说的 去银行路上", "又是语音转的"]
CD_DRUGS_ZH = ["地西泮片 2.5mg", "艾司唑仑片 1mg", "阿普唑仑片 0.4mg", "复方甘草片", "氨酚曲马多片"]
CD_DRUGS = ["Oramorph 10mg/5ml", "methadone 1mg/ml", "Elvanse 50mg", "oxycodone 5mg caps",
            "Zomorph 30mg", "morphine sulfate 10mg/5ml", "Medikinet XL 20mg"]

CMD_PURPOSE = [
    ("restart the logging service", "把记录仪的服务重启一下"),
    ("see the last bit of the logger's log", "看看记录仪最近的日志"),
    ("see the latest readings for one probe", "看一下某个探头最新的读数"),
    ("check which port the logger is listening on", "查一下记录仪在用哪个端口"),
    ("check the Pi isn't running out of space", "看看主机硬盘是不是快满了"),
    ("stop the logger software auto-updating", "让记录仪软件别自动升级"),
    ("apply the calibration offset to a probe", "给探头加上校准的偏差值"),
    ("fix the clock on the Pi", "把主机的时间调准"),
    ("see the alarm thresholds for a fridge", "看一下冰柜的报警阈值"),
    ("back up the readings to the USB stick", "把温度数据备份到U盘"),
    ("check how hot the Pi itself is", "看看主机自己有多烫"),
    ("check the Pi can see the router", "看看主机能不能连上路由器"),
    ("lock down the email password file", "把邮件密码那个文件的权限收紧"),
    ("copy a month's export to the PC", "把一个月的导出文件拷到电脑上"),
    ("get the logger's status for support", "导一份记录仪状态给售后"),
    ("check the nightly export job is scheduled", "看看晚上自动导出的任务还在不在"),
    ("give the login access to the USB probes", "让登录账号能读USB探头"),
    ("see how long the Pi has been up and its memory", "看看主机开了多久、内存够不够"),
    ("edit the logger's config", "改一下记录仪的配置"),
    ("clear out old system logs", "清理一下旧的系统日志"),
    ("see which wifi networks the Pi can see", "看看主机能搜到哪些wifi"),
    ("check the USB probe adapter is detected", "看看USB探头转接头认没认到"),
    ("set the wifi country", "设置一下wifi的国家"),
    ("turn on the remote access for support", "打开给售后的远程访问"),
]
ASST_CMD_EN = [
    "You can do that from the Pi's terminal with:\n\n    {cmd}\n\nType it exactly as written. It's safe to run — it won't delete readings. If it asks for a password, that's the Pi's own login. If the output looks confusing, paste it here and I'll read it for you.",
    "The command for that is:\n\n    {cmd}\n\nRun it on the Pi itself (keyboard and screen in the back room, or over SSH if support set that up). If anything comes back in red or says 'permission denied', stop there and send me a photo.",
    "Easiest way:\n\n    {cmd}\n\nA couple of notes: Linux is case-sensitive, so keep it lower-case exactly as above; and don't run it while someone is mid-way through exporting the monthly report, just to be safe.",
]
ASST_CMD_ZH = [
    "在主机终端里输这个就行：\n\n    {cmd}\n\n一个字都别差。这条是安全的，不会删数据。要是让输密码，是主机自己的登录密码。输出看不懂的话直接贴过来，我帮你看。",
    "命令是：\n\n    {cmd}\n\n在主机上执行（后面仓库那台接了屏幕键盘的）。要是返回红字或者 permission denied，先停下，拍照发我。",
    "最简单的办法：\n\n    {cmd}\n\n注意Linux区分大小写，照上面原样敲；另外别在有人正在导出月报的时候执行，保险一点。",
]

ORGS_EN = [
    ("Alliance Healthcare", "alliance-healthcare.co.uk", "Account Manager", "the rebate",
     "Further to our call, please find the position on your quarterly rebate below.", "Quarterly rebate statement", ("invoice",), False),
    ("AAH Pharmaceuticals", "aah.co.uk", "Customer Services Advisor", "the short delivery",
     "We are sorry to hear that your recent delivery was incomplete.", "Your shortage claim", ("order", "delivery note"), False),
    ("Phoenix Healthcare Distribution", "phoenixmedical.co.uk", "Telesales Executive", "the price increase",
     "Please be advised of the following changes to your account.", "Account update", ("credit note",), False),
    ("NHS Integrated Care Board", "nhs.net", "Primary Care Contracts Officer", "contract monitoring",
     "As part of the annual contract monitoring process we are writing to all community pharmacy contractors.", "Community pharmacy contract monitoring", ("case ref",), True),
    ("NHS Business Services Authority", "nhsbsa.nhs.uk", "Provider Assurance Officer", "the payment query",
     "We have reviewed the query raised regarding your recent payment schedule.", "Payment schedule query", ("claim ref",), True),
    ("General Pharmaceutical Council", "pharmacyregulation.org", "Inspector", "the inspection",
     "I am writing to confirm the arrangements for your routine inspection.", "Routine inspection - confirmation", ("case ref",), True),
    ("{product} Support", "{product_l}.io", "Support Engineer", "the firmware",
     "Thanks for getting in touch about the behaviour of your logger.", "Re: logger dropping readings", ("support ticket", "return auth"), False),
    ("Community Pharmacy Local Committee", "cplc.org.uk", "Chief Officer", "the flu claims",
     "A quick update for all contractors in the area.", "Contractor update: flu claims", ("claim ref",), True),
]
ORGS_ZH = [
    ("九州通医药", "jztey.com", "客户经理", "返利", "关于贵店本季度返利情况说明如下。", "本季度返利说明", ("订单号", "发票号"), False),
    ("国药控股", "sinopharm.com", "客服专员", "少货", "对于贵店近期到货不全的情况，我们深表歉意。", "关于少货的处理", ("随货同行单号", "退货单号"), False),
    ("华润医药商业", "crpharm.com", "片区经理", "账期", "关于贵店账期调整的有关事项通知如下。", "账期调整通知", ("订单号", "发票号"), False),
    ("区市场监督管理局", "scjgj.gov.cn", "科长", "检查", "根据年度监督检查计划，现将有关安排通知如下。", "关于开展药品零售企业监督检查的通知", ("登记号",), True),
    ("区医疗保障局", "ybj.gov.cn", "经办人员", "结算差额", "关于贵单位十一月医保结算金额的差异，经核查说明如下。", "十一月结算差额说明", ("结算单号",), True),
    ("{product}售后服务", "{product_l}.cn", "售后工程师", "固件升级", "感谢您反馈记录仪的使用问题。", "回复：记录仪数据断档", ("工单号",), False),
]
EMAIL_ID_EN = ["Your reference is {id}.", "Please quote {id} on any correspondence.", "The {what} number is {id}."]
EMAIL_DATE_EN = ["This is scheduled for {date}.", "Please respond by {date}.", "The deadline for this is {date}."]
EMAIL_MONEY_EN = ["The amount concerned is {money}.", "A credit of {money} has been applied to your account.",
                  "The revised figure is {money}."]
EMAIL_CON_EN = ["Please note that pharmacies must not {action} {scope}.",
                "We would remind contractors that staff must {action} {scope}."]
EMAIL_ID_ZH = ["您的{what}为{id}。", "后续联系请报{what}{id}。", "{what}：{id}"]
EMAIL_DATE_ZH = ["时间定在{date}。", "请于{date}前回复。", "截止时间为{date}。"]
EMAIL_MONEY_ZH = ["涉及金额{money}。", "已向贵店账户返还{money}。", "调整后的金额为{money}。"]
EMAIL_CON_ZH = ["特别提醒：{scope}，不得{action}。", "请各药店注意，{scope}必须{action}。"]

VOICE_FRAG_EN = {
    "name": ["{role} is now {name}", "{name} rang, {role}"],
    "id": ["the reference they gave me is {id}", "the {what} number is {id} I think"],
    "date": ["it's booked in for {date}", "they said they'd come {date}"],
    "money": ["it came to {money}", "they're crediting us {money}"],
    "port": ["the port thing is {port}"],
    "version": ["the logger says version {ver} on it"],
}
VOICE_FRAG_ZH = {
    "name": ["{role}现在是{name}", "{name}打电话来了就是{role}"],
    "id": ["他们给的{what}是{id}", "那个{what}好像是{id}"],
    "date": ["约的是{date}", "说{date}过来"],
    "money": ["一共是{money}", "说给我们退{money}"],
    "port": ["端口是{port}"],
    "version": ["记录仪上写的版本是{ver}"],
}
ASK_MONEY_EN = "{n} x {drug} at {a} each plus {b} delivery, what's that altogether"
ASK_MONEY_ZH = "{n}盒{drug}，一盒{a}元，再加{b}元运费，一共多少？"


class Conv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed, self.zh, self.per_kind = seed, zh, per_kind
        self.rng = r = random.Random("br/%d/%d/%d/%d" % (seed, per_kind, attempt, int(zh)))
        if zh:
            self.staff = dict(zip(("disp1", "disp2", "driver"), STAFF_ZH))
        else:
            self.staff = dict(zip(("disp1", "disp2", "driver"), STAFF_EN[(seed - 1) % len(STAFF_EN)]))
        self.product, self.svc = r.choice(PRODUCTS)
        self.host = r.choice(["backroom-pi", "fridgepi", "coldbox", "pi-dispensary"])
        self.used = []
        self.facts = []
        self.left = {k: per_kind for k in KINDS}
        self.first_used = set(self.staff.values())
        self.last_used = set()
        cmds = _commands(r, self.svc, self.host, r.choice(["pi", "pharm", "shop"]))
        self.cmd_pool = list(zip(cmds, CMD_PURPOSE))
        r.shuffle(self.cmd_pool)
        if zh:
            self.dec_pool = list(DECISIONS_ZH)
            self.con_pool = [("neg",) + c for c in CON_NEG_ZH] + [("pos",) + c for c in CON_POS_ZH]
            self.q_pool = list(QUESTIONS_ZH)
            self.role_pool = list(ROLES_ZH)
        else:
            self.dec_pool = list(DECISIONS_EN)
            self.con_pool = [("neg",) + c for c in CON_NEG_EN] + [("pos",) + c for c in CON_POS_EN]
            self.q_pool = list(QUESTIONS_EN)
            self.role_pool = list(ROLES_EN)
        for p in (self.dec_pool, self.con_pool, self.q_pool, self.role_pool):
            r.shuffle(p)
        self.tpl_bag = {}
        self.fol_used = set()

    # -- helpers ---------------------------------------------------------
    def S(self, text):
        for k, v in self.staff.items():
            text = text.replace("{%s}" % k, v)
        return text.replace("{product}", self.product).replace("{product_l}", self.product.lower())

    def tpl(self, key, pool):
        """Cycle through a template pool in shuffled order so every template gets used."""
        bag = self.tpl_bag.get(key)
        if not bag:
            bag = list(pool)
            self.rng.shuffle(bag)
            self.tpl_bag[key] = bag
        return bag.pop()

    def rough(self, t):
        """Typos/terse register for English user text; never touches {placeholders}."""
        if self.zh or self.rng.random() > 0.4:
            return t
        parts = re.split(r"(\{\w+\}|`[^`]*`)", t)
        idx = [i for i, p in enumerate(parts) if p and not p.startswith("{") and not p.startswith("`")]
        if not idx:
            return t
        i = self.rng.choice(idx)
        words = parts[i].split(" ")
        cand = [j for j, w in enumerate(words) if len(w) > 4 and w.isalpha()]
        if cand:
            j = self.rng.choice(cand)
            w = words[j]
            k = self.rng.randint(1, len(w) - 3)
            op = self.rng.randint(0, 2)
            if op == 0:
                w = w[:k] + w[k + 1] + w[k] + w[k + 2:]
            elif op == 1:
                w = w[:k] + w[k + 1:]
            else:
                w = w[:k] + w[k] + w[k:]
            words[j] = w
            parts[i] = " ".join(words)
        return "".join(parts)

    def ok(self, v):
        return bool(v) and all(v not in u and u not in v for u in self.used)

    def rec(self, kind, needles):
        for n in needles:
            self.used.append(n)
        self.facts.append({"kind": kind, "needles": list(needles)})
        self.left[kind] -= 1

    def fresh(self, gen):
        for _ in range(500):
            v = gen()
            if self.ok(v):
                return v
        raise RuntimeError("no fresh value")

    def asst(self, kind, cat=None):
        r = self.rng
        if cat:
            pool = (ASST_CAT_ZH if self.zh else ASST_CAT_EN)[cat]
            op = r.choice(OPEN_ZH if self.zh else OPEN_EN)
            body = self.tpl("c" + cat, pool)
            return self.S(op + ("" if self.zh else " ") + body)
        if self.zh:
            parts = [r.choice(OPEN_ZH), self.tpl("a" + kind, ASST_ZH[kind])]
            c = r.choice(CLOSE_ZH)
            if c and kind != "question":
                parts.append(c)
            return self.S("".join(parts))
        parts = [r.choice(OPEN_EN), self.tpl("a" + kind, ASST_EN[kind])]
        if r.random() < 0.35 and kind in ("name", "command", "id", "port", "version"):
            parts.append(r.choice([x for x in ASST_EN[kind] if x != parts[1]]))
        c = r.choice(CLOSE_EN)
        if c and kind != "question":
            parts.append(c)
        return self.S(" ".join(parts))

    # -- fact values -----------------------------------------------------
    def new_name(self):
        r = self.rng
        if self.zh:
            def g():
                return r.choice(ZH_SUR) + r.choice(ZH_GIVEN)
            v = self.fresh(g)
        else:
            def g():
                f = r.choice([x for x in EN_FIRST if x not in self.first_used])
                l = r.choice([x for x in EN_LAST if x not in self.last_used])
                return f + " " + l
            v = self.fresh(g)
            self.first_used.add(v.split()[0])
            self.last_used.add(v.split()[1])
        role = self.role_pool.pop() if self.role_pool else r.choice(ROLES_ZH if self.zh else ROLES_EN)
        self.rec("name", [v])
        return v, role

    def new_cmd(self):
        while True:
            cmd, purpose = self.cmd_pool.pop()
            if self.ok(cmd):
                break
        self.rec("command", [cmd])
        return cmd, purpose[1] if self.zh else purpose[0]

    def new_id(self, whats=None):
        r = self.rng
        fams = ID_KINDS_ZH if self.zh else ID_KINDS_EN
        if whats:
            fams = [f for f in fams if f[0] in whats] or fams
        what, gen = r.choice(fams)
        v = self.fresh(lambda: gen(r))
        self.rec("id", [v])
        return v, what

    def new_port(self):
        v = self.fresh(lambda: _port(self.rng))
        self.rec("port", [v])
        return v

    def new_version(self):
        v = self.fresh(lambda: _version(self.rng))
        self.rec("version", [v])
        return v

    def new_money(self, size="s"):
        r = self.rng
        if self.zh:
            v = self.fresh(lambda: _money_zh(r, size))
        else:
            v = self.fresh(lambda: _money_en(r, size))
        self.rec("money", [v])
        return v

    def new_date(self, tool=False, spoken=False):
        r = self.rng
        fmts = DATE_FMT_ZH if self.zh else DATE_FMT_EN
        if spoken:
            fmts = [f for f in fmts if "（" not in f(date(2026, 12, 1)) and "/" not in f(date(2026, 12, 1))]

        def g():
            d = date(2026, 11, 23) + timedelta(days=r.randint(0, 68))
            if tool:
                return d.strftime(r.choice(["%d/%m/%Y", "%d-%b-%Y"]))
            return r.choice(fmts)(d)
        v = self.fresh(g)
        self.rec("date", [v])
        return v

    def new_decision(self):
        while True:
            c, why = self.dec_pool.pop()
            c, why = self.S(c), self.S(why)
            if self.ok(c) and self.ok(why):
                break
        self.rec("decision", [c, why])
        return c, why

    def has_reg_constraint(self):
        return self.left["constraint"] > 0 and any((c[1], c[2]) in REG_CONSTRAINTS for c in self.con_pool)

    def new_constraint(self, reg_only=False):
        while True:
            idx = [i for i, c in enumerate(self.con_pool) if not reg_only or (c[1], c[2]) in REG_CONSTRAINTS]
            pol, a, s = self.con_pool.pop(idx[-1])
            a, s = self.S(a), self.S(s)
            if self.ok(a) and self.ok(s):
                break
        self.rec("constraint", [a, s])
        return pol, a, s

    def new_question(self):
        while True:
            q = self.S(self.q_pool.pop())
            if self.ok(q):
                break
        self.rec("question", [q])
        return q

    # -- episodes --------------------------------------------------------
    def single(self, kind):
        r, zh = self.rng, self.zh
        cat = None
        sup = r.choice(SUPPLIERS_ZH if zh else SUPPLIERS)
        drug = r.choice(DRUGS_ZH if zh else DRUGS)
        kw = dict(sup=sup, drug=drug, product=self.product, **self.staff)
        if kind == "name":
            v, role = self.new_name()
            t = self.tpl("name", NAME_T_ZH if zh else NAME_T_EN)
            text = self.rough(t).format(name=v, role=role, **kw)
        elif kind == "command":
            v, _ = self.new_cmd()
            t = self.tpl("cmd", CMD_T_ZH if zh else CMD_T_EN)
            text = self.rough(t).format(cmd=v, **kw)
        elif kind == "id":
            v, what = self.new_id()
            t = self.tpl("id", ID_T_ZH if zh else ID_T_EN)
            text = self.rough(t).format(id=v, what=what, **kw)
        elif kind == "port":
            v = self.new_port()
            t = self.tpl("port", PORT_T_ZH if zh else PORT_T_EN)
            text = self.rough(t).format(port=v, **kw)
        elif kind == "version":
            v = self.new_version()
            t = self.tpl("ver", VER_T_ZH if zh else VER_T_EN)
            text = self.rough(t).format(ver=v, **kw)
        elif kind == "money":
            t, size, cat = self.tpl("money", MONEY_T_ZH if zh else MONEY_T_EN)
            v = self.new_money(size)
            text = self.rough(t).format(money=v, **kw)
        elif kind == "date":
            v = self.new_date()
            t, cat = self.tpl("date", DATE_T_ZH if zh else DATE_T_EN)
            text = self.rough(t).format(date=v, **kw)
        elif kind == "decision":
            c, why = self.new_decision()
            t = self.tpl("dec", DEC_T_ZH if zh else DEC_T_EN)
            text = self.rough(t).format(choice=c, reason=why, **kw)
        elif kind == "constraint":
            pol, a, s = self.new_constraint()
            if zh:
                t = self.tpl("c" + pol, CON_NEG_T_ZH if pol == "neg" else CON_POS_T_ZH)
            else:
                t = self.tpl("c" + pol, CON_NEG_T_EN if pol == "neg" else CON_POS_T_EN)
            text = self.rough(t).format(action=a, scope=s, **kw)
        else:
            q = self.new_question()
            t = self.tpl("q", Q_T_ZH if zh else Q_T_EN)
            text = self.rough(t).format(q=q, **kw)
        text = self.S(text)
        ep = []
        if r.random() < 0.15:
            ep.append(("user", r.choice(["哦对了", "还有", "另外"] if zh else ["oh also", "and", "another thing", "sorry one more"])))
        ep.append(("user", text))
        ep.append(("assistant", self.asst(kind, cat)))
        fol = [x for x in (FOLLOW_ZH if zh else FOLLOW_EN).get(cat or kind, []) if x[0] not in self.fol_used]
        if fol and r.random() < 0.45:
            u, a = r.choice(fol)
            self.fol_used.add(u)
            ep += [("user", self.S(self.rough(u))), ("assistant", self.S(a))]
        elif r.random() < 0.2 and kind != "question":
            ep.append(("user", r.choice(["好", "嗯", "行"] if zh else ["ok", "ta", "cool", "yep"])))
        return ep

    def maybe(self, kind, p):
        return self.left[kind] > 0 and self.rng.random() < p

    def ep_portal(self):
        r, zh = self.rng, self.zh
        sup = r.choice(SUPPLIERS_ZH if zh else SUPPLIERS)
        drug = r.choice(DRUGS_ZH if zh else DRUGS)
        ask = self.rough(r.choice(PORTAL_ASK_ZH if zh else PORTAL_ASK_EN)).format(sup=sup, drug=drug)
        idv, what = self.new_id(("订单号", "发票号", "随货同行单号", "退货单号") if zh else
                                ("invoice", "order", "credit note", "PO", "delivery note"))
        money = self.new_money("l") if self.maybe("money", 0.6) else None
        dt = self.new_date(tool=True) if self.maybe("date", 0.5) else None
        status = r.choice(["已签收", "已开票", "配送中", "待审核"] if zh else ["INVOICED", "DELIVERED", "DISPATCHED", "CREDIT PENDING"])
        nlines = r.randint(3, 38)
        if r.random() < 0.5:
            rec = {"ref": idv, "type": what, "status": status, "lines": nlines}
            if dt:
                rec["date"] = dt
            if money:
                rec["total"] = money
            out = json.dumps({"supplier": sup, "results": [rec]}, ensure_ascii=False, indent=1)
        else:
            lab = ("单据", "日期", "金额", "状态", "品规数") if zh else ("Document", "Date", "Value", "Status", "Lines")
            rows = ["%s — %s" % (sup, "查询结果 1 条" if zh else "1 document found"),
                    "  %-9s %s (%s)" % (lab[0] + ":", idv, what)]
            if dt:
                rows.append("  %-9s %s" % (lab[1] + ":", dt))
            if money:
                rows.append("  %-9s %s" % (lab[2] + ":", money))
            rows.append("  %-9s %s" % (lab[3] + ":", status))
            rows.append("  %-9s %d" % (lab[4] + ":", nlines))
            out = "\n".join(rows)
        args = {"supplier": sup, "action": "search_documents", "query": drug, "days": 30}
        return [("user", ask), ("tool", "order_portal", (args, out)),
                ("assistant", r.choice(PORTAL_SUM_ZH if zh else PORTAL_SUM_EN))]

    def _org(self):
        return self._pick_org(lambda o: True)

    def _pick_org(self, pred):
        orgs = [o for o in (ORGS_ZH if self.zh else ORGS_EN) if pred(o)]
        org = self.rng.choice(orgs)
        return tuple(self.S(x) if isinstance(x, str) else x for x in org)

    def _email_body(self, org, use, allow_con):
        r, zh = self.rng, self.zh
        lines = [org[4]]
        if use.get("id"):
            idv, what = self.new_id(org[6])
            lines.append(r.choice(EMAIL_ID_ZH if zh else EMAIL_ID_EN).format(id=idv, what=what))
        if use.get("date"):
            lines.append(r.choice(EMAIL_DATE_ZH if zh else EMAIL_DATE_EN).format(date=self.new_date()))
        if use.get("money") and org[0] not in NO_MONEY_ORGS:
            lines.append(r.choice(EMAIL_MONEY_ZH if zh else EMAIL_MONEY_EN).format(money=self.new_money("l")))
        if allow_con and use.get("constraint"):
            pol, a, s = self.new_constraint(reg_only=True)
            t = (EMAIL_CON_ZH if zh else EMAIL_CON_EN)[0 if pol == "neg" else 1]
            lines.append(t.format(action=a, scope=s))
        lines.append("如有疑问请随时联系。" if zh else "If you have any questions, please do not hesitate to get in touch.")
        return lines

    def _sender(self, org, want_name):
        if want_name:
            v, _ = self.new_name()
            if self.zh:
                mail = "service%d@%s" % (self.rng.randint(2, 99), org[1])
            else:
                f, l = v.split()
                mail = "%s.%s@%s" % (f[0].lower(), l.lower(), org[1])
            return v, mail
        if self.zh:
            return org[0] + ("办公室" if org[7] else "客服"), "noreply@" + org[1]
        return org[0] + " Team", "noreply@" + org[1]

    def ep_inbox(self):
        r, zh = self.rng, self.zh
        org = self._org()
        ask = self.rough(r.choice(INBOX_ASK_ZH if zh else INBOX_ASK_EN)).format(org=org[0], topic=org[3])
        sender, mail = self._sender(org, True)
        use = {"id": self.maybe("id", 0.6), "date": self.maybe("date", 0.5), "money": self.maybe("money", 0.4)}
        body = self._email_body(org, use, False)
        recv = "2026-%02d-%02d %02d:%02d" % (11, r.randint(1, 19), r.randint(7, 21), r.randint(0, 59))
        if zh:
            out = "找到 1 封邮件\n发件人: %s <%s>\n时间: %s\n主题: %s\n\n您好，\n\n%s\n\n此致\n%s\n%s %s" % (
                sender, mail, recv, org[5], "\n".join(body), sender, org[0], org[2])
        else:
            out = "1 message\nFrom: %s <%s>\nReceived: %s\nSubject: RE: %s\n\nDear Pharmacy Team,\n\n%s\n\nKind regards,\n%s\n%s, %s" % (
                sender, mail, recv, org[5], "\n".join(body), sender, org[2], org[0])
        args = {"query": org[3], "folder": "INBOX", "limit": 5}
        return [("user", ask), ("tool", "inbox_search", (args, out)),
                ("assistant", r.choice(INBOX_SUM_ZH if zh else INBOX_SUM_EN))]

    def ep_forward(self):
        r, zh = self.rng, self.zh
        use = {"id": self.maybe("id", 0.6), "date": self.maybe("date", 0.6), "money": self.maybe("money", 0.4),
               "constraint": self.has_reg_constraint() and self.rng.random() < 0.45}
        want_name = self.maybe("name", 0.8)
        if not any(use.values()) and not want_name:
            for k in ("id", "date", "money", "constraint"):
                if self.left[k] > 0:
                    use[k] = True
                    break
            else:
                want_name = True
        org = self._pick_org(lambda o: o[7]) if use["constraint"] else self._org()
        sender, mail = self._sender(org, want_name)
        body = self._email_body(org, use, True)
        recv = "2026-%02d-%02d %02d:%02d" % (11, r.randint(1, 19), r.randint(7, 21), r.randint(0, 59))
        intro = self.rough(r.choice(FWD_INTRO_ZH if zh else FWD_INTRO_EN))
        if zh:
            sig = "%s\n%s %s" % (sender, org[0], org[2]) if want_name else org[0]
            text = "%s\n\n---------- 转发的邮件 ----------\n发件人：%s <%s>\n时间：%s\n主题：%s\n\n您好，\n\n%s\n\n%s" % (
                intro, sender, mail, recv, org[5], "\n".join(body), sig)
        else:
            sig = "Yours sincerely,\n%s\n%s\n%s" % (sender, org[2], org[0]) if want_name else "Yours faithfully,\n%s" % org[0]
            text = "%s\n\n---------- Forwarded message ---------\nFrom: %s <%s>\nDate: %s\nSubject: %s\n\nDear Sir/Madam,\n\n%s\n\n%s" % (
                intro, sender, mail, recv, org[5], "\n".join(body), sig)
        return [("user", text), ("assistant", r.choice(FWD_SUM_ZH if zh else FWD_SUM_EN))]

    def ep_logger(self):
        r, zh = self.rng, self.zh
        cmd, purpose = self.new_cmd()
        ask = self.S(self.rough(r.choice(LOGGER_ASK_ZH if zh else LOGGER_ASK_EN)).replace("{purpose}", purpose))
        ver = self.new_version() if self.maybe("version", 0.45) else None
        port = self.new_port() if self.maybe("port", 0.4) else None
        t = [round(r.uniform(3.1, 6.9), 1) for _ in range(6)]
        rows = ["exit 0", "--- %s ---" % self.host,
                "fridge1  %.1f°C  min %.1f max %.1f  OK" % (t[0], min(t[0], t[1]), max(t[0], t[1]) + 0.4),
                "fridge2  %.1f°C  min %.1f max %.1f  OK" % (t[2], min(t[2], t[3]), max(t[2], t[3]) + 0.7),
                "ambient  %.1f°C" % (t[4] + 13.0)]
        if ver:
            rows.append("%s %s (active, uptime %d days)" % (self.svc, ver, r.randint(1, 40)))
        else:
            rows.append("%s active, uptime %d days" % (self.svc, r.randint(1, 40)))
        if port:
            rows.append("listening 0.0.0.0:%s" % port)
        args = {"host": self.host, "cmd": cmd, "timeout": 20}
        return [("user", ask), ("tool", "fridge_logger", (args, "\n".join(rows))),
                ("assistant", r.choice(LOGGER_SUM_ZH if zh else LOGGER_SUM_EN))]

    def ep_paste(self):
        r, zh = self.rng, self.zh
        ver = self.new_version() if self.left["version"] > 0 else None
        port = self.new_port() if self.left["port"] > 0 and (ver is None or r.random() < 0.5) else None
        rows = ["%s Bridge — %s" % (self.product, "状态" if zh else "Status")]
        if ver:
            rows.append("Firmware ........ %s" % ver)
        if port:
            rows.append("Web UI .......... http://192.168.%d.%d:%s/" % (r.choice([0, 1, 8]), r.randint(20, 240), port))
        rows.append("Probes .......... %s" % r.choice(["2 online, 1 offline", "3 online", "2 online"]))
        rows.append("Last upload ..... %d min ago" % r.randint(1, 55))
        intro = self.rough(r.choice(PASTE_INTRO_ZH if zh else PASTE_INTRO_EN))
        return [("user", intro + "\n\n" + "\n".join(rows)),
                ("assistant", r.choice(PASTE_SUM_ZH if zh else PASTE_SUM_EN))]

    def ep_cdreg(self):
        r, zh = self.rng, self.zh
        drug = r.choice(CD_DRUGS_ZH if zh else CD_DRUGS)
        d = self.new_date() if self.maybe("date", 0.6) else ("昨天" if zh else "yest")
        idv = self.new_id()[0] if self.maybe("id", 0.7) else "-"
        if self.left["name"] > 0 and (idv == "-" or r.random() < 0.6):
            pres = self.new_name()[0] if zh else "Dr " + self.new_name()[0]
        else:
            pres = "Dr " + r.choice(["Shah", "Evans", "Morgan"]) if not zh else r.choice(["社区医院", "区人民医院"])
        bal0 = r.randint(60, 300)
        qin = r.choice([25, 50, 100])
        qout = r.choice([14, 28, 56, 30])
        sup = r.choice(SUPPLIERS_ZH if zh else SUPPLIERS)
        if zh:
            head = r.choice(["专册抄一下，帮我算算结存对不对", "登记本这两行你核一下"])
            tbl = "%s\n品名：%s\n日期 | 来源/去向 | 处方医师/单据 | 收入 | 发出 | 结存\n%s | %s | %s | %d |  | %d\n%s | 王阿姨（代取） | %s |  | %d | %d" % (
                head, drug, d, sup, idv, qin, bal0 + qin, d, pres, qout, bal0 + qin - qout)
        else:
            head = self.rough(r.choice(["CD reg, can you check my balance maths", "two lines from the register, does the balance add up"]))
            tbl = "%s\n%s\nDate | Received from / Supplied to | Prescriber / Invoice | In | Out | Balance\n%s | %s | %s | %d |  | %d\n%s | Mrs P. Hale (rep collected) | %s |  | %d | %d" % (
                head, drug, d, sup, idv, qin, bal0 + qin, d, pres, qout, bal0 + qin - qout)
        if zh:
            rep = "算过了，收入加上原来的结存，再减去发出的，结存数是对的。提醒一下：代取的那一行要登记代取人的身份证信息，检查的时候经常查这个。另外改错的地方别涂改，划一道签名写上日期。"
        else:
            rep = ("I've run the numbers: the balance carried forward plus what came in, minus what went out, matches the running balance on both lines, so you're fine. "
                   "Two small things inspectors pick up on: for the collection line, record that ID was checked and whether the collector was the patient or a representative; "
                   "and if you ever need to correct an entry, it's a marginal note or footnote with date and signature — never crossing out.")
        return [("user", tbl), ("assistant", rep)]

    def ep_voice(self):
        r, zh = self.rng, self.zh
        avail = [k for k in ("name", "id", "date", "money", "port", "version") if self.left[k] > 0]
        r.shuffle(avail)
        kinds = avail[:r.randint(2, 3)]
        frags = []
        for k in kinds:
            f = r.choice((VOICE_FRAG_ZH if zh else VOICE_FRAG_EN)[k])
            if k == "name":
                v, role = self.new_name()
                frags.append(f.format(name=v, role=role))
            elif k == "id":
                v, what = self.new_id()
                frags.append(f.format(id=v, what=what))
            elif k == "date":
                frags.append(f.format(date=self.new_date(spoken=True)))
            elif k == "money":
                frags.append(f.format(money=self.new_money("l")))
            elif k == "port":
                frags.append(f.format(port=self.new_port()))
            else:
                frags.append(f.format(ver=self.new_version()))
        if zh:
            text = r.choice(VOICE_PRE_ZH) + " " + " 然后".join(frags) + " 就这些 你帮我记着"
            rep = "都记下了。语音转的字我按意思理了一下，要是有哪个数字听错了你看到再跟我说。" + r.choice(CLOSE_ZH)
        else:
            text = r.choice(VOICE_PRE_EN) + " " + r.choice([" and ", " and then ", " so "]).join(frags) + " anyway that's it for now"
            rep = ("Got all of that. Voice typing sometimes mangles numbers and names, so if anything looks off when you read it back, just correct it here. "
                   + r.choice([x for x in CLOSE_EN if x]))
        return [("user", text), ("assistant", self.S(rep))]

    def ep_asst_cmd(self):
        r, zh = self.rng, self.zh
        cmd, purpose = self.new_cmd()
        if zh:
            ask = r.choice(["怎么{p}？", "{p}要怎么弄", "我想{p}，命令是什么来着"]).format(p=purpose)
            rep = r.choice(ASST_CMD_ZH).format(cmd=cmd)
        else:
            ask = self.rough(r.choice(["how do I {p}?", "what's the command to {p}", "need to {p}, how"])).format(p=purpose)
            rep = r.choice(ASST_CMD_EN).format(cmd=cmd)
        ep = [("user", ask), ("assistant", rep)]
        if r.random() < 0.5:
            ep.append(("user", r.choice(["好的 晚点试", "行"] if zh else ["ok will try after close", "ta"])))
        return ep

    def ep_asst_money(self):
        r, zh = self.rng, self.zh
        n = r.randint(2, 9)
        for _ in range(500):
            if zh:
                a, b = r.randint(12, 380), r.randint(8, 30)
                tot = "%d元" % (n * a + b)
            else:
                a, b = r.randint(150, 4800), r.randint(250, 1200)
                tot = "£%d.%02d" % divmod(n * a + b, 100)
            if self.ok(tot):
                break
        self.rec("money", [tot])
        if zh:
            drug = r.choice(DRUGS_ZH)
            ask = ASK_MONEY_ZH.format(n=n, drug=drug, a=a, b=b)
            rep = "%d盒乘以%d元是%d元，加上%d元运费，一共%s。要是跟对方报价对不上，多半是运费满额免了或者有个别盒单价不一样，对一下单子就清楚。" % (n, a, n * a, b, tot)
        else:
            drug = r.choice(DRUGS)
            fa, fb = "£%d.%02d" % divmod(a, 100), "£%d.%02d" % divmod(b, 100)
            ask = self.rough(ASK_MONEY_EN).format(n=n, drug=drug, a=fa, b=fb)
            rep = ("%d at %s comes to £%d.%02d, plus %s delivery makes %s in total. "
                   "If that's going on a private invoice, double-check the unit price against the latest wholesaler invoice before you print it."
                   % (n, fa, (n * a) // 100, (n * a) % 100, fb, tot))
        return [("user", ask), ("assistant", rep)]

    def filler(self):
        r = self.rng
        if r.random() < 0.4:
            conv = self.tpl("fmulti", FILLER_MULTI_ZH if self.zh else FILLER_MULTI_EN)
            return [(role, self.S(text)) for role, text in conv]
        pool = FILLER_ZH if self.zh else FILLER_EN
        u, a = self.tpl("filler", pool)
        ep = [("user", self.S(u))]
        if a:
            ep.append(("assistant", self.S(a)))
        return ep

    def build(self):
        r = self.rng
        eps = []
        voice_kinds = ("name", "id", "date", "money", "port", "version")
        guard = 0
        while any(v > 0 for v in self.left.values()):
            guard += 1
            if guard > 5000:
                raise RuntimeError("build loop")
            L = dict(self.left)
            cands = [(3.0, (lambda k=k: self.single(k))) for k in KINDS if L[k] > 0]
            if L["id"] > 0:
                cands.append((2.6, self.ep_portal))
            if L["name"] > 0:
                cands.append((1.8, self.ep_inbox))
            if L["name"] + L["id"] + L["date"] + L["money"] + L["constraint"] > 0:
                cands.append((1.4, self.ep_forward))
            if L["command"] > 0:
                cands.append((2.6, self.ep_logger))
                cands.append((1.0, self.ep_asst_cmd))
            if L["version"] + L["port"] > 0:
                cands.append((1.3, self.ep_paste))
            if L["id"] + L["date"] + L["name"] > 0:
                cands.append((0.8, self.ep_cdreg))
            if sum(1 for k in voice_kinds if L[k] > 0) >= 2:
                cands.append((0.8, self.ep_voice))
            if L["money"] > 0:
                cands.append((0.6, self.ep_asst_money))
            x = r.uniform(0, sum(w for w, _ in cands))
            for w, fn in cands:
                x -= w
                if x <= 0:
                    break
            before = sum(self.left.values())
            ep = fn()
            if sum(self.left.values()) < before:
                eps.append(ep)
        nmsg = sum(1 for ep in eps for it in ep if it[0] != "tool")
        lo = max(142, nmsg + 16)
        hi = min(268, max(lo, nmsg + 90))
        target = r.randint(lo, hi)
        fill = []
        while nmsg + sum(len([i for i in f if i[0] != "tool"]) for f in fill) < target:
            fill.append(self.filler())
        r.shuffle(eps)
        for f in fill:
            eps.insert(r.randint(0, len(eps)), f)
        if self.zh:
            start = [("user", "早。今天开始我有什么事就往这里丢，你帮我记着理着"),
                     ("assistant", "早上好！没问题，你随手丢过来就行，订单、单号、温度记录仪、检查的事都可以。我会帮你记住，需要的时候帮你起草、列清单、查东西。")]
        else:
            start = [("user", "morning. going to dump stuff in here as the day goes, keep track for me"),
                     ("assistant", "Morning! Happy to. Throw anything at me as you go — orders, references, logger readings, inspection prep — and I'll keep track, draft replies, and look things up in the order portal, your inbox or the fridge logger when you ask.")]
        seq = start + [it for ep in eps for it in ep]
        return self.facts, seq

    def tool_rows(self, name, payload):
        args, output = payload
        return json.dumps(args, ensure_ascii=False), output


# ---------------------------------------------------------------------------
# run protocol (copied from the shared held-out protocol; ids use msg_br/call_br)
# ---------------------------------------------------------------------------
def make_rows(conv):
    facts, seq = conv.build()
    rows = []
    t = datetime(2026, 11, 20, 6, 12, 0)
    n = 0
    call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 26))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_br%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_br%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_br%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_br%d" % n, "createdAt": ts,
                         "item": {"type": "message", "role": item[0], "content": item[1]}, "meta": {"uiRole": item[0]}})
    return facts, rows


def row_text(row):
    it = row["item"]
    return it.get("content") or (it.get("arguments", "") + "\n" + it.get("output", ""))


def check(facts, rows):
    texts = [row_text(r) for r in rows]
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    if not 130 <= nmsg <= 280:
        return False
    needles = [nd for f in facts for nd in f["needles"]]
    if len(set(needles)) != len(needles):
        return False
    for a in needles:
        for b in needles:
            if a != b and a in b:
                return False
    for nd in needles:
        if sum(1 for t in texts if nd in t) != 1:
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
        for attempt in range(200):
            facts, rows = make_rows(Conv(seed, zh, per_kind, attempt))
            if check(facts, rows):
                break
        else:
            sys.stderr.write("seed %d: could not build unique needles\n" % seed)
            sys.exit(1)
        root = os.path.join(workdir, "root-%d" % seed)
        shutil.rmtree(root, ignore_errors=True)
        roots.append(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
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

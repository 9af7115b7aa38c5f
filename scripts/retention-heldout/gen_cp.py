#!/usr/bin/env python3
"""Held-out retention set "cp": the practice manager of a three-vet small-animal clinic.

Priya manages a three-vet small-animal practice in an English market town.  Over a few days she
talks to her assistant about the staff rota, suppliers and back-orders, drug stock and the
controlled-drugs register, the practice management software (VetLedger), client complaints and
online reviews, the new digital X-ray machine, insurance claims and staff training.  She writes
complete, polite, slightly formal sentences, often with numbered lists, and she pastes things:
supplier emails, rota tables, client reviews, minutes, engineers' notes.  The assistant uses
tools (practice-management search, stock system, calendar, mail, invoice lookup).  The last
seed's conversation is in Simplified Chinese: the 院长助理 of a city pet hospital (排班、药品库存、
客户投诉、设备采购、宠物保险理赔), chatting in a casual WeChat style.

Facts are seeded as needles; decisions carry (choice, reason), constraints (action, condition),
questions one subject clause that is never answered.  A few facts are mentioned again later in
the conversation; the uniqueness check accounts for those planned repeats.

usage: gen_cp.py OKBOT WORKDIR [SEED...]
env:   PER_KIND (facts per kind per conversation, default 10)
       SUMMARY_MAX (contextCompression.summaryMaxChars, default 2000)
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys
from datetime import date, datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint",
         "question"]

MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
WEEKDAYS_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WEEKDAYS_ZH = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def cap(s):
    return s[:1].upper() + s[1:]


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2)


# ======================================================================================
# English material
# ======================================================================================

EN = {}

EN["vets"] = [("Helen", "Marsh"), ("James", "Okoro"), ("Catriona", "Bell"), ("David", "Ashton"),
              ("Meera", "Patel"), ("Tom", "Reilly"), ("Ruth", "Calder"), ("Owen", "Pritchard"),
              ("Gwen", "Lasky"), ("Sam", "Whitlock")]
EN["nurses"] = ["Kirsty", "Jade", "Amira", "Sophie", "Lauren", "Beth", "Hannah", "Chloe"]
EN["recs"] = ["Pauline", "Gemma", "Dawn", "Shona", "Lorraine", "Tina"]
EN["its"] = ["Gary", "Neil", "Martin", "Stuart"]
EN["clients"] = ["Mrs Harper", "Mr Doyle", "Mrs Kowalski", "Mr Fenwick", "Ms Adebayo", "Mrs Lund",
                 "Mr Bairstow", "Mrs Eccles", "Mr Quigley", "Mrs Santos", "Miss Rowntree",
                 "Mr Haddad", "Mrs Oduya", "Mr Kettlewell"]
EN["pets"] = ["Biscuit", "Pepper", "Monty", "Luna", "Alfie", "Tilly", "Rolo", "Hector", "Mabel",
              "Bramble", "Ziggy", "Nala", "Pickle", "Otis", "Willow", "Dexter"]
EN["breeds"] = ["Labrador", "cocker spaniel", "border collie", "French bulldog", "cockapoo",
                "domestic shorthair", "Maine coon", "dachshund", "rescue greyhound", "Staffie",
                "house rabbit", "Bengal cat"]
EN["drugs"] = ["methadone 10 mg/ml injection", "buprenorphine 0.3 mg/ml injection",
               "ketamine 100 mg/ml", "meloxicam oral suspension", "amoxicillin/clavulanate tablets",
               "maropitant injection", "propofol 10 mg/ml", "gabapentin capsules",
               "fluralaner chews (large dog)", "selamectin spot-on", "cefovecin injection",
               "dexmedetomidine 0.5 mg/ml", "prednisolone tablets", "ear cleaner 125 ml"]
EN["practices"] = ["Millbrook Veterinary Centre", "Castle Street Vets",
                   "Abbey Meadow Veterinary Practice", "Wolds Edge Vets",
                   "Fairholme Veterinary Clinic"]
EN["towns"] = ["Market Harwell", "Kingsmere", "Thornbury Magna", "Ashcombe", "Bramley Cross"]
EN["suppliers"] = [("Northvale Veterinary Supplies", "Northvale"), ("Pennant Animal Health", "Pennant"),
                   ("Greyfield Vet Wholesale", "Greyfield")]
EN["xrays"] = [("Kestrel Imaging", "Kestrel"), ("Orbis Medical Systems", "Orbis"),
               ("Radiant Vet Imaging", "Radiant")]
EN["labs"] = ["Pennine Vet Labs", "Marlow Diagnostics", "Tyne Valley Pathology"]
EN["insurers"] = ["Petwise", "BrightPaw", "Tailsafe", "Hound & Hearth"]
EN["oohs"] = ["NightPaws Emergency Vets", "Vetline Out-of-Hours"]
EN["pms"] = "VetLedger"

EN["name_full"] = [
    "Rhiannon Pryce", "Declan Hartigan", "Imogen Waterfield", "Tariq Bhamra", "Fenella Odhiambo",
    "Lachlan Moir", "Bronwen Tegid", "Oluwaseun Adeyemi", "Marguerite Lavelle", "Caspian Holroyd",
    "Saoirse Keneally", "Ptolemy Garside", "Henrietta Vosper", "Anwen Griffiths-Lloyd",
    "Niamh Costigan", "Baptiste Renaud", "Keziah Mountford", "Ambrose Tillotson",
    "Wilhelmina Okafor", "Cormac Delahunt", "Esther Pennycook", "Radek Wiśniewski",
    "Yusra Chaudhry", "Torquil Anstruther", "Delphine Ashworth", "Magnus Thorvaldsen",
    "Perpetua Quayle", "Evander Sowerby", "Lowri Penhaligon", "Kwabena Asante",
    "Isadora Fairbrother", "Benedikt Hale", "Sunniva Lockett", "Ravi Subramanyam",
    "Clementine Roebuck", "Gethin Maddocks"]
EN["name_first"] = ["Fergus", "Ottoline", "Ignatius", "Zuleika", "Barnaby", "Ludmila", "Crispin",
                    "Marisol", "Leopold", "Thaddeus", "Philippa", "Cosmo"]
EN["roles"] = [
    "the locum vet covering {vet}'s leave", "our new account manager at {supp}",
    "the {xr} installation engineer", "the claims handler at {insurer} who has our backlog",
    "the radiation protection adviser", "the trainer running the controlled drugs workshop",
    "the VetLedger onboarding specialist", "the new Saturday receptionist",
    "the VMD inspector coming for the pharmacy check",
    "the student vet nurse starting a placement with us", "the courier supervisor at {lab}",
    "the client who wrote the complaint about waiting times",
    "our contact at the locum agency", "the builder quoting for the lead lining",
    "the practice's new accountant", "the fire safety assessor"]

EN["name_user"] = [
    "For your records, {role} is {x}.",
    "{x} will be {role} - please keep that name somewhere safe, because I will only forget it.",
    "I spoke to {x} this morning ({role}) and it was a genuinely useful conversation.",
    "Could you please note that {role} is now {x}? The previous person left before Christmas.",
    "Apparently {role} is going to be someone called {x}.",
    "sorry, typing quickly between consults: {role} is {x}",
    "Please add {x} to the contacts sheet as {role}.",
    "{Role}: {x}. I will forward the phone number when I have it.",
    "{owner} has asked that we deal directly with {x}, {role}, rather than going through the main switchboard.",
    "It turns out {role} is {x}, whom I met briefly at BSAVA last year.",
]

EN["cmds"] = [
    ("vlcli sync --restart --site {SITE} --timeout {T}", "to restart the VetLedger sync when reception freezes"),
    ("vlcli export cd-register --month 2027-0{M} --format pdf --out D:/CDReports", "to export the monthly CD register report"),
    ("echoscu -v -aet {AET} -aec {AEC} {IP} {P}", "to test the link to the X-ray console"),
    ("storescu -v -aec {AEC} {IP} {P} --scan-directories D:/DR_Export", "to push stuck X-ray images to the viewer"),
    ("Test-NetConnection labgw0{M}.local -Port {P}", "to check the lab analyser gateway is reachable"),
    ("ping -n {N} cardterm-{CT}.local", "to check whether the card terminal has dropped off the network"),
    ("vlcli labels reprint --from {A} --to {B} --printer {PRN}", "to reprint a batch of dispensing labels"),
    ("vlcli claims resubmit --insurer {INS} --batch {N}", "to resend a batch of direct insurance claims"),
    ("vlcli stock recount --location {LOC} --schedule CD2 --since 2027-01-{D}", "to start a controlled drugs recount"),
    ("sudo systemctl restart vlsync-{site}.service", "to restart the sync service on the server"),
    ("curl -s http://{IP}:{P}/status", "to see whether the PACS viewer is running"),
    ("vlcli reminders send --type vaccine --channel sms --dry-run --limit {N}", "to test the vaccine reminder texts"),
    ("vlcli backup run --target {NAS} --keep {K}", "to run the VetLedger backup by hand"),
    ("lpstat -p {PRN} -l", "to see why the label printer is paused"),
    ("vlcli audit cd --drug {CDDRUG} --from 2027-01-01 --to 2027-01-{D}", "to pull the audit trail for a single controlled drug"),
    ("rsync -av --delete /mnt/dr_images/ {NAS}:/volume1/xray-archive/", "to copy the X-ray images to the NAS"),
    ("vlcli users unlock --login {LOGIN}", "to unlock a locked-out VetLedger login"),
]

EN["command_user"] = [
    "The way {purpose} is: {x}",
    "{it} showed me how {purpose}: {x}",
    "For the night nurse's checklist, the command {purpose} is `{x}` - could you keep hold of it?",
    "I have this on a sticky note but would like it somewhere safer ({purpose}): {x}",
    "VetLedger support told me that {purpose} we should run {x} and then wait for the green tick.",
    "please remember {x} - it's what we use {purpose}",
    "Step 3 of the instructions says that {purpose} you run {x} from an administrator window.",
    "If anyone asks, {purpose} you type `{x}` and press Enter.",
    "{it} ran {x} last week {purpose}, and it worked first time, so that is the one to use.",
    "Noting this for later, {purpose}:\n\n    {x}\n",
]

EN["id_ctx"] = [
    ("CLM-#######", "the {insurer} claim reference for {pet}'s cruciate surgery"),
    ("SR-######", "the VetLedger support ticket about the sync errors"),
    ("PO-#####", "our purchase order number for the X-ray machine"),
    ("RMA-#####@", "the returns number for the faulty otoscope heads"),
    ("CN-######", "the credit note number from {supp}"),
    ("Q-#####-@@", "the quote number from {xr}"),
    ("CMP-####-@@", "the complaint reference for {client}'s case"),
    ("DN#######", "the delivery note for the missing box of {drug}"),
    ("VMD-####-####", "the VMD inspection reference"),
    ("INV-######", "the disputed invoice from {lab}"),
    ("PAY-######", "the BACS remittance for the {insurer} payment"),
    ("BK######@", "the booking reference for the CPD course"),
    ("ACC-#####", "our new account number with {supp}"),
]
EN["id_asst"] = [("ISS-#####", None), ("LOG-27-####", None)]

EN["id_user"] = [
    "{What} is {x}, in case they ring back.",
    "Please keep hold of {x} - that is {what}.",
    "I have been given {x} as {what}.",
    "For the file: {what} = {x}",
    "{x} is {what}; the earlier number they gave me has been cancelled, so please ignore that one.",
    "They now want {what} quoted on every call, and it is {x}.",
    "Could you log {what} in the file, please? It is {x}.",
    "They gave me {x} for {what} and said it would take five working days.",
    "The number printed on the letter is {x} ({what}, obviously).",
    "sorry, {what} is actually {x} - I read it out wrongly to {vet}",
]

EN["port_ctx"] = [
    ("the DICOM port on the new X-ray console", "X-ray console (DICOM)"),
    ("the port the VetLedger server listens on", "VetLedger server"),
    ("the lab analyser gateway port", "Lab analyser gateway"),
    ("the port for the remote-support tool {it} uses", "Remote support"),
    ("the CCTV recorder's web interface port", "CCTV recorder web page"),
    ("the port the PACS viewer uses", "PACS viewer"),
    ("the port for the card terminal's link to the till", "Card terminal to till"),
    ("the port the SMS reminder gateway uses", "SMS reminder gateway"),
    ("the port for the new phone system's admin page", "Phone system admin"),
    ("the port the barcode scanners use to talk to the stock system", "Barcode scanners to stock system"),
    ("the port on the NAS for the nightly backup", "NAS nightly backup"),
    ("the port for the dental X-ray sensor bridge", "Dental sensor bridge")]

EN["port_user"] = [
    "{What} is {x}.",
    "For the IT notes: {what} - {x}.",
    "The engineer confirmed that {what} is {x}, and said nobody should fiddle with it.",
    "{x} is {what}, according to {it}.",
    "Could you keep a note that {what} is {x}? {it} needs it for the firewall.",
    "i checked the sticker on the box and {what} is {x}",
    "If anyone asks, {what} is {x} (it was changed during the install).",
    "We have had to move {what} to {x} because the old one clashed with the phones.",
    "{it} says {what} will be {x} from now on.",
    "Please pass this on to {it}: {what} is now {x}.",
]

EN["version_ctx"] = [
    ("the VetLedger version we need for the electronic CD register", "VetLedger (target for e-CD register)"),
    ("the X-ray acquisition software version", "X-ray acquisition software"),
    ("the haematology analyser firmware", "Haematology analyser"),
    ("the label printer driver that actually works", "Label printer driver (working)"),
    ("the stock app on the pharmacy iPad", "Stock app (pharmacy iPad)"),
    ("the version of the insurers' claims plug-in", "Insurer claims plug-in"),
    ("the PACS viewer version", "PACS viewer"),
    ("the card terminal firmware", "Card terminal"),
    ("the phone system firmware", "Phone system"),
    ("the anaesthetic monitor software", "Anaesthetic monitor"),
    ("the biochemistry analyser software", "Biochemistry analyser")]

EN["version_user"] = [
    "{What} is {x}.",
    "We are now on {x} for {what} - the update ran overnight.",
    "Please keep a note: {what} is {x}.",
    "{x} is {what}; anything older has caused us trouble.",
    "The engineer's report lists {what} as {x}.",
    "for future reference {what} = {x}",
    "Support asked which version we run, and {what} is {x}.",
    "{it} updated {what} to {x} on Friday evening.",
    "Could you record that {what} is {x}? They will ask again when they call back.",
    "I finally found it in the About box: {what} is {x}.",
]

EN["money_ctx"] = [
    ("the final quote for the X-ray machine, installed", 14000, 38000, 50, "sum",
     ["DR panel and generator", "Installation and commissioning", "Operator training (two sessions)"]),
    ("the goodwill refund for {client}", 45, 380, 5, "plain", None),
    ("what {insurer} actually paid out on the {pet} claim", 600, 4200, 1, "plain", None),
    ("the locum's day rate", 420, 780, 10, "rate", "days"),
    ("the CD workshop fee per person", 85, 260, 5, "rate", "people"),
    ("the credit {supp} are giving us for the damaged delivery", 120, 1400, 1, "sum",
     ["Damaged stock", "Carriage refund", "Goodwill credit"]),
    ("our new monthly VetLedger subscription", 310, 890, 1, "sum",
     ["Core licence", "Additional user logins", "SMS reminder bundle"]),
    ("the budget ceiling for the new dental unit", 6000, 16000, 500, "plain", None),
    ("the deposit {xr} want on signing", 2000, 9000, 100, "plain", None),
    ("the lead-lining quote for the X-ray room", 2400, 7800, 10, "sum",
     ["Lead-lined plasterboard", "Lead-lined door and frame", "Labour"]),
    ("the outstanding balance on {client}'s account", 140, 2900, 1, "sum",
     ["Consultation and bloods", "Dental (December)", "Repeat medication"]),
    ("this year's staff training budget", 3000, 12000, 250, "plain", None),
]

EN["money_user"] = [
    "{What} is {x}.",
    "So {what} comes to {x} - please make a note.",
    "I have just confirmed {what}: {x}.",
    "{x} is {what}, which is more than I had hoped.",
    "For the budget sheet, {what} = {x}",
    "{owner} has signed off {what} at {x}.",
    "it's {x} for {what}, apparently, which seems steep",
    "Please record {what} as {x} in the spreadsheet.",
    "We have settled on {x} as {what}.",
    "After a great deal of back and forth, {what} ended up at {x}.",
]

EN["date_ctx"] = [
    "the X-ray installation", "the VMD inspection", "the in-house CD training afternoon",
    "the locum's first day", "the deadline for the backdated {insurer} claims",
    "{vet}'s return from leave", "the fire extinguisher service", "the PSS assessment visit",
    "the staff appraisal day", "closing early for the kennel refit",
    "the {xr} operator training", "the VetLedger e-CD register go-live"]

EN["date_user"] = [
    "{What} is now booked for {x}.",
    "Please put {what} in the diary for {x}; the vets already know.",
    "We have moved {what} to {x} - the original date clashed with half-term.",
    "{x} is the date for {what}, confirmed by email this morning.",
    "Just to confirm, {what} will be on {x}.",
    "the date for {what} is {x} (not the week before, as I first thought)",
    "They can only manage {what} on {x}, so that is what we are going with.",
    "Could you remind me a week before {x}? That is {what}.",
    "Note for the diary: {x} - {what}.",
    "{owner} has agreed to {what} being on {x}.",
]

EN["decisions"] = [
    ("the lab work", "keep sending all routine bloods to the external lab",
     "run routine pre-op bloods on the in-house analyser", "the courier keeps missing the afternoon collection"),
    ("the X-ray machine", "lease the new X-ray unit over five years",
     "buy the DR panel outright", "the lease works out almost a third more expensive over the term"),
    ("the software updates", "let VetLedger push its updates automatically",
     "schedule every VetLedger update for a Sunday evening", "the last automatic update froze reception for two hours"),
    ("flea and worming stock", "keep ordering flea and worming products weekly",
     "move flea and worming orders to one monthly bulk delivery", "the weekly delivery charge is eating the margin"),
    ("the Saturday rota", "keep two vets on every Saturday morning",
     "drop to one vet plus a nurse on alternate Saturdays", "Saturday bookings have halved since the out-of-hours change"),
    ("insurance claims", "let clients submit their own claims",
     "submit every direct claim ourselves through the insurer portals", "half the client-submitted forms come back without a clinical history"),
    ("the CD register", "stay with the paper register for another year",
     "switch to the electronic controlled drugs register", "the paper register was almost impossible to audit last time"),
    ("review replies", "reply to online reviews the same day",
     "wait twenty-four hours before replying to any negative review", "the quick replies have tended to sound defensive"),
    ("the CD training", "send everybody to the regional CPD day",
     "run the controlled drugs training in-house on a closed afternoon", "sending everyone out would mean closing for a whole day"),
    ("the euthanasia room", "keep using consult room three for euthanasias",
     "turn the old office into a quiet room for euthanasias", "clients have had to walk back through a full waiting room afterwards"),
    ("the wholesalers", "split drug orders between two wholesalers",
     "consolidate all drug orders with a single wholesaler", "the loyalty rebate only applies above the monthly threshold"),
    ("consult lengths", "keep ten-minute standard consults",
     "move to fifteen-minute standard consults", "the vets are running forty minutes late by mid-morning"),
    ("taking payment", "keep taking payment at the front desk",
     "take payment in the consult room at the end of each appointment", "the queue at reception causes most of our complaints"),
    ("out-of-hours cover", "rejoin the local out-of-hours rota ourselves",
     "renew the out-of-hours contract for another year", "none of the vets wants nights back on top of learning the new X-ray system"),
    ("the dental unit", "replace the dental unit this spring",
     "postpone the new dental unit until the autumn", "the X-ray machine has used up this year's equipment budget"),
    ("vaccine reminders", "keep posting vaccine reminder letters",
     "send vaccine reminders by text message only", "postage has gone up again and most clients ignore the letters"),
]

EN["decision_user"] = [
    "We have decided to {c}, because {r}.",
    "After a long discussion with the vets this morning, we are going to {c} - {r}.",
    "Final word from {owner}: {c}. The reasoning is that {r}.",
    "Just so it is written down somewhere: we will {c}, since {r}.",
    "ok, decided. we'll {c} as {r}",
    "I have told the team we will {c}; {r}, and nobody wants to go through that again.",
    "Decision from the partners' meeting: {c} (reason: {r}).",
    "I am happy for us to {c}, given that {r}.",
    "Right - let's {c}. Honestly, {r}.",
    "The three vets agreed unanimously to {c}, mostly because {r}.",
]
EN["decision_rev"] = [
    "Change of plan on {topic}: we will {c} after all, because {r}.",
    "Please scratch what I said about {topic}. We are going to {c}, since {r}.",
    "I have changed my mind about {topic} - we will {c}, as {r}.",
]
EN["decision_pre"] = [
    "On {topic}, I think we will probably {alt}. I will confirm once I have spoken to {owner}.",
    "My instinct on {topic} is to {alt}, but nothing is settled yet.",
    "Provisionally, for {topic}: {alt}. Please don't treat that as final.",
]

EN["constraints"] = [
    ("dispense any Schedule 2 drug", "without a second person witnessing the register entry"),
    ("install updates on the reception PCs", "during consulting hours"),
    ("take radiographs on the new machine", "until the radiation protection adviser has signed off the local rules"),
    ("issue a refund to a client", "without the practice owner's written approval"),
    ("place an order with a new supplier", "before their account has been credit-checked"),
    ("leave the controlled drugs cabinet unlocked", "even for a minute while the pharmacy is empty"),
    ("reply publicly to a complaint", "before someone has spoken to the client by phone"),
    ("book a vet for a full surgery list", "on the morning after an overnight call"),
    ("send clinical records to an insurer", "without the client's signed consent form"),
    ("sign for a controlled drugs delivery", "unless a vet or registered nurse is present"),
    ("swap shifts informally", "without updating the rota in VetLedger first"),
    ("switch off the X-ray workstation", "while an image export is still running"),
    ("give out the practice Wi-Fi password", "to anyone who is not a member of staff"),
    ("put a new starter on the rota alone", "before they have completed the CD induction"),
    ("stamp an insurance claim form", "without checking the pre-existing conditions section"),
    ("destroy expired controlled drugs", "without an authorised witness in the room"),
]

EN["constraint_user"] = [
    "Please note: nobody is to {a} {c}.",
    "Rule from now on: never {a} {c}.",
    "{owner} was very clear that we must not {a} {c}.",
    "could you make sure no one tries to {a} {c}? it happened twice last month",
    "Under no circumstances should anyone {a} {c} - it is an audit point.",
    "It is a hard rule here: don't {a} {c}.",
    "For the staff handbook: staff may not {a} {c}.",
    "I would like it written into the new protocol that we never {a} {c}.",
    "Can you remind everyone in Monday's email not to {a} {c}? It matters for the inspection.",
    "Just to be absolutely clear with the team, we do not {a} {c}. Ever.",
]

EN["questions"] = [
    "the old paper CD registers have to be kept for two years after the last entry",
    "Petwise will accept a claim form signed by a locum",
    "the new X-ray room needs a separate warning light outside the door",
    "we can reclaim the VAT on the X-ray deposit this quarter",
    "the RCVS counts in-house CD training towards CPD hours",
    "nurses are allowed to witness the destruction of expired ketamine",
    "our VetLedger licence covers a fourth login for the locum",
    "our professional indemnity cover changes once the new X-ray machine is in",
    "a client can insist on seeing our internal notes about their complaint",
    "the Saturday receptionist is owed holiday pay for bank holidays she doesn't work",
    "the wholesaler's rebate is worked out after returns are deducted",
    "BrightPaw can backdate a pre-authorisation for cruciate surgery",
    "we are supposed to show the insurance excess on our own invoices",
    "the lead-lined door for the X-ray room needs building regulations approval",
    "the locum agency's fee is refundable when the locum cancels",
    "a student nurse's placement hours count towards our staffing ratio",
]

EN["question_user"] = [
    "Do you happen to know whether {q}?",
    "I wonder whether {q}. It has come up twice this week.",
    "Any idea if {q}?",
    "Out of interest, is it true that {q}?",
    "Something I have never been sure of: whether {q}.",
    "Quick one, no rush - does anyone actually know if {q}?",
    "{vet} asked me whether {q}, and I realised I have no idea.",
    "(Separately, I would love to know whether {q} - but that is for another day.)",
    "Could it really be that {q}? That would explain a lot.",
    "is it definitely the case that {q}??",
]

EN["ack"] = {
    "name": ["Noted, thank you. I have added them to the practice contacts.",
             "Thank you - I'll keep that to hand for when they next get in touch.",
             "Noted. I'll make sure reception know the name as well, so calls get put straight through.",
             "Got it. If you'd like a short introductory email sent from the practice address, just say."],
    "command": ["Saved in the IT notes. It might be worth printing it for the folder by the reception PC as well.",
                "Noted. If it ever returns an error rather than the usual output, send me the text and I'll look at it.",
                "Thank you - that's in the IT notes alongside {it}'s other instructions."],
    "id": ["Noted. I've attached that reference to the notes so it's to hand if they call back.",
           "Thank you, that's recorded.",
           "Got it. I'll quote it in any correspondence on this."],
    "port": ["Noted in the IT notes for {it}.",
             "Thank you - I've added that to the network sheet.",
             "Recorded. I'll include it when we next send {it} the list of open ports."],
    "version": ["Noted. I'll keep the version list up to date.",
                "Thank you, that's recorded in the equipment log.",
                "Got it - useful to have when support ask."],
    "money": ["Noted, and added to the budget sheet.",
              "Thank you. I've updated the spreadsheet.",
              "Recorded in the budget sheet."],
    "date": ["That's in the practice calendar.", "Noted - I'll remind you the week before.",
             "Done. I've also flagged it for the rota so nobody books leave that day."],
    "decision": ["Understood - I'll treat that as settled and let the team notes reflect it.",
                 "Noted. That seems a sensible call.",
                 "Thank you, recorded in the decisions log."],
    "constraint": ["Understood. I'll add it to the staff handbook draft and the Monday email.",
                   "Noted as a standing rule.",
                   "Thank you - I'll make sure it goes into the protocol document."],
}

EN["list_intro"] = ["A few housekeeping items from this morning:", "Some odds and ends before I forget:",
                    "Notes from the huddle at 8.30:", "In no particular order:",
                    "Catching up on my notebook:"]
EN["list_outro"] = ["That is all for now, thank you.", "Thank you.", "", "More later, I expect."]
EN["list_ack"] = ["Thank you - all noted.", "All recorded. Anything else from the huddle?",
                  "Got all of those, thank you.", "Noted, each of them."]
EN["single_pre"] = ["", "", "", "Good afternoon. ", "Another thing. ",
                    "Sorry to interrupt myself. ", "One more for the notes. ", "Before I forget. "]
EN["single_post"] = ["", "", "", " Thank you.", " That's all on that.", " More on that later."]

EN["repeat"] = {
    "id": ["They asked for the reference again, so I read out {x}. All fine.",
           "I have written {x} on the front of the folder now as well."],
    "money": ["I have put {x} into the budget sheet myself now.",
              "{owner} raised an eyebrow at {x} but accepted it."],
    "date": ["{x} is now on the big wall planner in the office too.",
             "Reminder to self: {x} is getting closer."],
    "name": ["{x} rang again this afternoon - nothing new, just checking in.",
             "I had a very pleasant email from {x} today."],
    "version": ["{it} has confirmed {x} is correct, by the way."],
    "port": ["{it} has opened {x} on the router now."],
    "command": ["I ran {x} myself this afternoon and it worked."],
}
EN["repeat_ack"] = ["Good to hear.", "Thank you for letting me know.", "Lovely, noted.", "Good."]


# ======================================================================================
# Chinese material
# ======================================================================================

ZH = {}

ZH["vets"] = [("李", "李"), ("王", "王"), ("林", "林"), ("郭", "郭"), ("黄", "黄"), ("马", "马"),
              ("秦", "秦"), ("苏", "苏")]
ZH["nurses"] = ["小美", "小杨", "阿琳", "小敏", "佳佳", "小鹿"]
ZH["recs"] = ["小雪", "婷婷", "阿珍", "小叶"]
ZH["its"] = ["老陈", "阿强", "小罗"]
ZH["clients"] = ["王女士", "刘先生", "张阿姨", "赵小姐", "孙先生", "钱女士", "胡先生", "罗小姐",
                 "柯基主人", "那个布偶猫的主人"]
ZH["pets"] = ["豆豆", "球球", "奶糖", "可乐", "团子", "布丁", "旺财", "咪咪", "芝麻", "元宝", "年糕",
              "土豆"]
ZH["breeds"] = ["金毛", "柯基", "泰迪", "比熊", "英短", "布偶", "橘猫", "边牧", "法斗", "柴犬"]
ZH["drugs"] = ["美沙酮注射液", "丁丙诺啡注射液", "氯胺酮注射液", "美洛昔康口服液", "阿莫西林克拉维酸钾片",
               "马罗匹坦注射液", "丙泊酚乳剂", "加巴喷丁胶囊", "尼可信", "大宠爱", "头孢维星",
               "右美托咪定", "泼尼松龙片", "耳漂"]
ZH["practices"] = ["暖爪宠物医院", "安心宠物医院", "萌康动物医院", "小森林宠物医院"]
ZH["towns"] = ["杭州", "成都", "南京", "武汉", "苏州"]
ZH["suppliers"] = [("华诺动保", "华诺"), ("宠康医药", "宠康"), ("瑞泽动物药业", "瑞泽")]
ZH["xrays"] = [("锐影医疗", "锐影"), ("明视科技", "明视"), ("康达影像", "康达")]
ZH["labs"] = ["安检生物检验所", "博诺检测", "青禾兽医检验中心"]
ZH["insurers"] = ["安宠保", "萌宠保", "爪爪保险", "宠安心"]
ZH["oohs"] = ["城东24小时动物急诊", "宠急送夜诊中心"]
ZH["pms"] = "宠医通"

ZH["name_full"] = [
    "张立伟", "陈思琪", "王浩然", "刘雨桐", "赵子涵", "孙嘉怡", "周俊熙", "吴欣妍", "郑宇航", "冯诗雨",
    "何梓萱", "许文博", "邓佳琪", "萧一鸣", "曹梦瑶", "彭振宇", "蒋婉清", "谢天佑", "韩雪莹", "唐晓峰",
    "于静怡", "董明轩", "潘若曦", "田浩宇", "袁佳慧", "蔡俊杰", "程雨萌", "魏子墨", "范晨阳", "石欣怡",
    "姚立群", "廖思远", "邹可欣", "熊昊天", "金雅琴", "陆景行"]
ZH["name_first"] = []
ZH["roles"] = [
    "新来的兼职医生", "{xr}那边的安装工程师", "{supp}新换的对接销售", "{insurer}负责我们理赔的专员",
    "来做放射安全评估的老师", "下周来的实习生", "新招的周末前台", "药监局来检查的老师",
    "投诉等太久的那个客户", "装修公司来量铅板的师傅", "宠医通的培训老师", "{lab}跑腿取样的小哥",
    "新的代账会计", "消防检查的负责人"]

ZH["name_user"] = [
    "记一下 {role}叫{x}",
    "{role}是{x}，名字我老记不住 帮我存着",
    "刚跟{x}通了电话，就是{role}，人挺好说话的",
    "对了 {role}换人了，现在是{x}",
    "听说{role}是一个叫{x}的",
    "{x}，{role}，电话回头发你",
    "{owner}说以后直接找{x}（{role}），别再打总机了",
    "帮我把{x}加到通讯录里 备注{role}",
    "哦对 {role}={x}",
    "原来{role}就是{x}啊 去年展会上见过一面哈哈",
]

ZH["cmd_purpose"] = [
    "前台卡死的时候重启宠医通同步", "导出每月精麻登记报表", "测DR工作站连没连上",
    "把卡住的片子推到阅片软件", "看生化仪网关通不通", "看刷卡机是不是掉线了", "批量补打药品标签",
    "重发一批保险直赔", "发起精麻药品重新盘点", "重启服务器上的同步服务", "看阅片服务起没起来",
    "测试疫苗提醒短信", "手动跑一次系统备份", "查标签打印机为啥暂停了", "单独拉某个精麻药的流水",
    "把DR片子拷到NAS上", "解锁被锁的系统账号"]

ZH["command_user"] = [
    "{it}说{purpose}就跑这个：{x}",
    "记一下，{purpose}的命令是 {x}",
    "贴个便利贴上的命令 怕丢了：{x}  （{purpose}用的）",
    "宠医通客服说{purpose}的话在前台电脑上输 {x} 然后等绿勾",
    "{x} 这个是{purpose}用的 别删",
    "上次{it}就是敲了 {x} 才好的，{purpose}",
    "说明书第三步：{purpose}，管理员窗口里运行 {x}",
    "以后谁问怎么{purpose}，就说输 {x} 回车",
    "帮我存一下啊\n{x}\n{purpose}用",
    "{purpose}？用这个 {x} ，{it}教的",
]

ZH["id_ctx"] = [
    ("LP#############", "{insurer}那边{pet}骨科手术的理赔案号"),
    ("GD######", "宠医通同步报错的工单号"),
    ("CG-2027####-##", "DR的采购单号"),
    ("TH#######", "耳镜坏了退货的退货单号"),
    ("HC########", "{supp}开的红字发票号"),
    ("BJ-#####", "{xr}的报价单号"),
    ("TS######", "{client}那个投诉的登记编号"),
    ("SF############", "少了一箱{drug}的那个快递单号"),
    ("JC-2027-####", "药监检查的受理编号"),
    ("FP########", "{lab}那张有争议的发票号"),
    ("HT-####-###", "跟{xr}签的合同编号"),
    ("BM######", "培训报名的订单号"),
    ("KH#####", "我们在{supp}的新客户编号"),
]
ZH["id_asst"] = [("WT-#####", None), ("JL-27-####", None)]

ZH["id_user"] = [
    "{what}是{x}，他们回电话要报这个号",
    "帮我记住{x}，{what}",
    "{what}：{x}",
    "刚拿到{what} {x} 说五个工作日处理",
    "{x}这个是{what}哈 之前那个作废了",
    "他们说以后都要报{what}，就是{x}",
    "投诉那边要登记{what}，{x}",
    "单子上写的{what}是{x}",
    "{what}给你 {x} 别弄丢了",
    "哦 {what}改成{x}了 别用旧的",
]

ZH["port_ctx"] = [
    "新DR工作站的DICOM端口", "宠医通服务器的端口", "生化仪网关的端口", "{it}远程用的端口",
    "监控录像机网页的端口", "阅片软件的端口", "刷卡机连收银的端口", "短信网关的端口",
    "新电话系统后台的端口", "扫码枪连库存系统的端口", "NAS备份用的端口", "牙片传感器的端口"]

ZH["port_user"] = [
    "{what}是{x}",
    "IT备忘：{what} {x}",
    "工程师说{what}是{x}，别乱改",
    "{it}说{what}用{x}",
    "帮我记一下{what}是{x}，{it}配防火墙要用",
    "我看了下盒子上的贴纸 {what}是{x}",
    "{what}装机的时候改成{x}了",
    "之前那个端口跟电话冲突 现在{what}换成{x}了",
    "{x}，{what}，回头发给{it}一下",
    "以后{what}就固定{x}了",
]

ZH["version_ctx"] = [
    "宠医通要升到的版本", "DR采集软件的版本", "血球仪的固件版本", "标签打印机能用的那个驱动版本",
    "药房iPad上库存App的版本", "保险直赔插件的版本", "阅片软件的版本", "刷卡机固件版本",
    "电话系统固件版本", "麻醉监护仪的软件版本", "生化仪的软件版本"]

ZH["version_user"] = [
    "{what}是{x}",
    "{what}昨晚自动升到{x}了",
    "记一下 {what} {x}",
    "{x}是{what}，比这个老的都会出问题",
    "工程师报告里写的{what}是{x}",
    "{what}={x}",
    "客服问我们{what}，我看了下是{x}",
    "{it}周五晚上把{what}升到{x}了",
    "帮我记住{what}是{x}，回头他们还要问",
    "终于在关于页面找到了 {what}是{x}",
]

ZH["money_ctx"] = [
    ("DR含安装的最终报价", 98000, 260000, 500, "sum", ["DR平板及高压发生器", "安装调试", "操作培训（两次）"]),
    ("给{client}的退款", 80, 1500, 10, "plain", None),
    ("{insurer}那单{pet}实际赔付", 1200, 16000, 1, "plain", None),
    ("兼职医生一天的费用", 600, 1500, 50, "rate", "天"),
    ("精麻培训每人的报名费", 300, 1600, 20, "rate", "人"),
    ("{supp}给我们的破损补偿", 300, 6000, 1, "sum", ["破损货品", "运费退还", "额外补偿"]),
    ("宠医通新的月费", 800, 3800, 10, "sum", ["基础授权", "新增账号", "短信套餐"]),
    ("新牙科台的预算上限", 30000, 90000, 1000, "plain", None),
    ("DR签约要付的定金", 10000, 50000, 1000, "plain", None),
    ("X光室铅板的报价", 12000, 45000, 100, "sum", ["铅板", "铅门及门框", "人工"]),
    ("{client}还欠的账", 300, 9000, 1, "sum", ["问诊加血检", "十二月洗牙", "长期用药"]),
    ("今年的员工培训预算", 20000, 80000, 1000, "plain", None),
]

ZH["money_user"] = [
    "{what}是{x}",
    "{what}一共{x}，帮我记下",
    "刚确认了{what}：{x}",
    "{x}！{what}，比我想的贵好多",
    "预算表记一下 {what} {x}",
    "{owner}批了{what} {x}",
    "{what}说是{x}，有点肉疼",
    "麻烦表格里{what}填{x}",
    "最后谈下来{what}{x}",
    "来回砍了好几轮 {what}最后是{x}",
]

ZH["date_ctx"] = [
    "DR安装", "药监局检查", "院内精麻培训", "兼职医生第一天来", "{insurer}补交理赔材料的截止日",
    "{vet}休完假回来", "灭火器年检", "年度消杀", "员工绩效面谈", "装修提前关门",
    "DR操作培训", "宠医通电子台账上线"]

ZH["date_user"] = [
    "{what}定在{x}了",
    "帮我在日历上把{what}放在{x}",
    "{what}改到{x}了 原来那天跟别的撞了",
    "{x}是{what}，今早邮件确认的",
    "确认一下 {what}就是{x}",
    "{what}是{x}哈 不是之前说的那周",
    "他们只有{x}能来，{what}就这天了",
    "{x}前一周提醒我一下 {what}",
    "日历备注：{x} {what}",
    "{owner}同意{what}放{x}",
]

ZH["decisions"] = [
    ("化验", "血常规继续外送检验所", "术前血常规改成院内自己做", "外送的报告每次都要等到第二天下午"),
    ("DR", "DR走五年融资租赁", "DR一次性全款买断", "租赁下来总价要多出将近三分之一"),
    ("系统升级", "系统让它自动更新", "系统升级统一放到周日晚上", "上次自动更新前台卡了两个小时"),
    ("驱虫药进货", "驱虫药继续每周补货", "驱虫药改成每月集中进一次货", "每周的运费把利润都吃掉了"),
    ("周末排班", "周六还是排两个医生", "周六改成一个医生加一个助理轮着来", "周六的预约量已经掉了一半"),
    ("保险理赔", "理赔让客人自己去报", "所有直赔都由前台统一提交", "客人自己交的材料一半都缺病历"),
    ("精麻登记", "精麻还是用纸质本登记", "精麻登记全部换成系统里的电子台账", "上次检查翻纸质本翻到怀疑人生"),
    ("差评回复", "差评当天就回", "差评一律隔二十四小时再回", "之前秒回的几条都显得像在吵架"),
    ("培训", "全员去参加市里的继续教育", "麻醉药品培训改成院内自己办", "全员出去就得停诊一整天"),
    ("安乐室", "继续用3号诊室做安乐", "把旧办公室改成告别室", "客人出来要穿过候诊区太难受了"),
    ("供应商", "药品分两家供应商进", "药品全部集中到一家供应商进", "返点要月采购额过线才有"),
    ("问诊时长", "普通问诊还是十分钟一个", "普通问诊统一改成十五分钟", "医生上午十点就开始拖号"),
    ("收费", "继续在前台排队结账", "看完直接在诊室里扫码结账", "前台排队是投诉最多的地方"),
    ("夜诊", "夜班我们自己排", "夜间急诊继续外包给合作医院", "医生们都不想在学新DR的同时再值夜班"),
    ("牙科台", "今年就换牙科台", "牙科台推迟到秋天再换", "DR已经把今年的设备预算用光了"),
    ("疫苗提醒", "疫苗提醒继续打电话", "疫苗提醒全部改成发短信", "打电话太占前台时间而且一半没人接"),
]

ZH["decision_user"] = [
    "定了，{c}，因为{r}",
    "跟几个医生商量了下，{c}，主要是{r}",
    "{owner}拍板：{c}。理由是{r}",
    "记一下啊 我们{c}，{r}",
    "ok那就{c}吧 {r}",
    "已经跟大家说了{c}，{r}，谁也不想再来一次",
    "例会决定：{c}（原因：{r}）",
    "我觉得可以{c}，毕竟{r}",
    "行吧 {c}。说实话{r}",
    "三个医生都同意{c}，主要还是{r}",
]
ZH["decision_rev"] = [
    "{topic}那个改主意了 还是{c}，因为{r}",
    "之前说的{topic}作废哈，{c}，{r}",
    "{topic}我又想了想，{c}吧，毕竟{r}",
]
ZH["decision_pre"] = [
    "{topic}的话 我倾向于{alt}，等{owner}点头再说",
    "{topic}的事 先暂定{alt}吧 还没最终定",
    "{topic}我第一反应是{alt}，你先别当真哈",
]

ZH["constraints"] = [
    ("开二类精神药品", "没有第二个人在场签字的时候"),
    ("给前台电脑装更新", "门诊时间内"),
    ("用新DR拍片", "放射安全许可证下来之前"),
    ("给客户退款", "没经过院长书面同意"),
    ("从新供应商进货", "资质没审核完之前"),
    ("让精麻柜开着", "药房里没人的时候"),
    ("在网上公开回复投诉", "还没跟客户电话沟通之前"),
    ("给同一个医生排满手术", "前一晚值过夜班的话"),
    ("把病历发给保险公司", "客户没签授权书的情况下"),
    ("签收精麻药品", "没有执业兽医或者护士在场"),
    ("私下换班", "没在系统排班表里改之前"),
    ("关DR工作站", "片子还在导出的时候"),
    ("把店里WiFi密码告诉别人", "对方不是员工的话"),
    ("让新人单独值班", "精麻培训没做完之前"),
    ("在理赔单上盖章", "没核对既往症那一栏之前"),
    ("销毁过期的麻醉药", "没有监督人员在场"),
]

ZH["constraint_user"] = [
    "以后{c}一律不许{a}",
    "记一下：{c}不能{a}",
    "{owner}说了，{c}谁都不准{a}",
    "{c}千万别{a}啊 上个月出过两次事了",
    "硬性规定哈 {c}不要{a}",
    "写进员工手册：{c}禁止{a}",
    "帮我在周一的群通知里提醒大家，{c}不能{a}，检查要看的",
    "我想在新流程里写清楚，{c}绝对不{a}",
    "再强调一次 {c}别{a}",
    "跟你说个规矩，{c}不可以{a}",
]

ZH["questions"] = [
    "旧的精麻登记本要保存满两年", "兼职医生签字的病历保险公司也认", "DR机房门口必须装工作指示灯",
    "DR的定金这个季度就能抵扣进项税", "院内自己办的培训能算继续教育学时",
    "护士可以当销毁过期氯胺酮的见证人", "系统账号能免费多开一个给兼职医生",
    "换了新DR之后医疗责任险要重新报备", "客户有权要求看我们内部的投诉处理记录",
    "周末兼职前台法定节假日没上班也要算工资", "供应商的返点是扣掉退货之后再算",
    "保险那边的术前审批可以事后补办", "发票上必须写明保险的免赔额", "铅门安装要去住建部门报备",
    "兼职医生临时爽约的话中介费能退", "实习生的工时能算进我们的人员配比"]

ZH["question_user"] = [
    "有人知道{q}吗？",
    "话说{q}吗？这周被问了两次",
    "我一直搞不清{q}是不是真的",
    "想问下 {q}吗",
    "{vet}刚问我是不是{q}，我也说不上来",
    "对了，{q}这事靠谱吗？",
    "（顺便好奇一下，{q}吗？不急）",
    "{q}？这个我一直没搞明白",
    "是不是{q}啊？那就说得通了",
    "你说{q}吗？？",
]

ZH["ack"] = {
    "name": ["好的 已经加到通讯录里了", "收到～下次他们联系的时候我提醒你", "记下了，我也跟前台说一声，来电直接转"],
    "command": ["存到IT备忘里了，要不要打印一份贴前台电脑旁边？", "记下了～如果跑出来报错，把报错截图发我看看",
                "好的，跟{it}之前给的那些命令放一起了"],
    "id": ["记下了，他们回电话的时候可以直接报", "好的 已经备注上了", "收到，以后往来邮件我都带上这个号"],
    "port": ["好的，记在IT备忘里了", "收到，网络表格里更新了", "记下了，下次给{it}发端口清单的时候一起带上"],
    "version": ["好的 版本记录更新了", "记下了，放设备台账里了", "收到，客服问的时候直接报就行"],
    "money": ["好的 预算表更新了", "记下了～", "收到，表格已经改了"],
    "date": ["已经加到日历了", "好的，提前一周提醒你", "加上了，顺便在排班里标了一下，那天别批假"],
    "decision": ["好的，那这个就按定了处理", "收到，记到决策记录里了", "明白，挺合理的"],
    "constraint": ["收到，加到员工手册草稿和周一的群通知里", "记下了，作为长期规定", "明白，我写进流程文件里"],
}

ZH["list_intro"] = ["早会记的几件事：", "趁还记得 说几个事：", "随手记一下：", "几件事哈："]
ZH["list_outro"] = ["先这些", "", "就这些 谢谢～", "晚点还有"]
ZH["list_ack"] = ["好的 都记下了", "收到～都记上了", "都记好了，还有别的吗"]
ZH["single_pre"] = ["", "", "", "在吗 ", "还有个事 ", "趁我还记得 ", "插一句 "]
ZH["single_post"] = ["", "", "", " 谢啦", " 先这样", " 回头再说"]

ZH["repeat"] = {
    "id": ["他们又问了一次号，我报的{x}，没问题", "{x}我也写在文件夹封面上了"],
    "money": ["{x}我自己填进预算表了", "{owner}看到{x}皱了下眉 不过还是认了"],
    "date": ["{x}我也写到办公室墙上的大日历了", "提醒自己 {x}快到了"],
    "name": ["{x}下午又打电话来了 没啥新事 就问问进度", "今天{x}发了封挺客气的邮件"],
    "version": ["{it}确认了{x}没问题哈"],
    "port": ["{it}已经在路由器上把{x}打开了"],
    "command": ["我下午自己跑了一下{x}，好使"],
}
ZH["repeat_ack"] = ["好的～", "那就好", "收到", "太好了"]


# ======================================================================================
# conversation builder
# ======================================================================================

KEYRE = re.compile(r"\{([A-Za-z]+[0-9]*)\}")
TOOLS = ("pms_search", "stock_query", "calendar", "mail", "invoice_lookup")


class Builder:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.per_kind = per_kind
        self.attempt = attempt
        self.rng = random.Random("cp/%d/%d/%d/%d" % (seed, int(zh), per_kind, attempt))
        self.L = ZH if zh else EN
        self.needles = []
        self.decks = {}
        self.w = {}

    # ---------------------------------------------------------------- helpers
    def clean(self, s):
        return not any(n in s for n in self.needles)

    def guard(self, fn):
        for _ in range(400):
            s = fn()
            if self.clean(s):
                return s
        raise RuntimeError("guard exhausted")

    def deck(self, name, items):
        """Draw without replacement, reshuffling when exhausted (varied templates)."""
        d = self.decks.get(name)
        if not d:
            d = list(range(len(items)))
            self.rng.shuffle(d)
            self.decks[name] = d
        return items[d.pop()]

    def ch(self, seq):
        return self.rng.choice(seq)

    def digits(self, n):
        r = self.rng
        return str(r.randint(1, 9)) + "".join(str(r.randint(0, 9)) for _ in range(n - 1))

    def fmt_code(self, pat):
        out = []
        for c in pat:
            if c == "#":
                out.append(str(self.rng.randint(0, 9)))
            elif c == "@":
                out.append(self.rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
            else:
                out.append(c)
        return "".join(out)

    def money_str(self, v, pence=False):
        if self.zh:
            if pence:
                return "%.2f元" % v if self.rng.random() < 0.5 else "¥%.2f" % v
            return "¥%d" % v
        if pence:
            return "£{:,.2f}".format(v)
        return "£{:,}".format(int(v))

    def rand_date(self, lo=(2, 1), hi=(6, 30)):
        d0 = date(2027, lo[0], lo[1])
        d1 = date(2027, hi[0], hi[1])
        return d0 + timedelta(days=self.rng.randint(0, (d1 - d0).days))

    def iso(self, lo=(1, 4), hi=(2, 28)):
        return self.guard(lambda: self.rand_date(lo, hi).isoformat())

    def make_world(self):
        r = self.rng
        L = self.L
        w = {}
        vets = r.sample(L["vets"], 3)
        if self.zh:
            w["owner"] = r.choice(["高院长", "邵院长", "葛院长"])
            w["vet_names"] = [v[0] + "医生" for v in vets]
            w["vet_first"] = list(w["vet_names"])
        else:
            w["owner"] = "Dr " + vets[0][1]
            w["vet_names"] = ["Dr " + v[1] for v in vets[1:]]
            w["vet_first"] = [v[0] for v in vets]
            w["owner_first"] = vets[0][0]
        w["all_vets"] = ([w["owner"]] + w["vet_names"]) if not self.zh else list(w["vet_names"])
        w["nurses"] = r.sample(L["nurses"], 3)
        w["recs"] = r.sample(L["recs"], 2)
        w["it"] = r.choice(L["its"])
        w["practice"] = r.choice(L["practices"])
        w["town"] = r.choice(L["towns"])
        w["supplier"], w["supp"] = r.choice(L["suppliers"])
        w["xray"], w["xr"] = r.choice(L["xrays"])
        w["lab"] = r.choice(L["labs"])
        w["insurers"] = r.sample(L["insurers"], 2)
        w["ooh"] = r.choice(L["oohs"])
        self.w = w

    def gen(self, base, taken=()):
        r = self.rng
        w = self.w
        L = self.L
        pools = {"vet": w["vet_names"], "vetf": w["vet_first"], "nurse": w["nurses"],
                 "rec": w["recs"], "client": L["clients"], "pet": L["pets"], "drug": L["drugs"],
                 "breed": L["breeds"], "insurer": w["insurers"], "anyvet": w["all_vets"]}
        if base in pools:
            pool = [p for p in pools[base] if p not in taken] or pools[base]
            return r.choice(pool)
        if base in ("owner", "it", "practice", "town", "supplier", "supp", "xray", "xr", "lab", "ooh"):
            return w[base]
        if base == "pms":
            return L["pms"]
        if base.startswith("n") and set(base) == {"n"}:
            k = len(base)
            return self.guard(lambda: self.digits(k))
        if base == "d":
            return str(r.randint(2, 9))
        if base == "cash":
            return self.guard(lambda: self.money_str(r.randint(800, 48000) / 100.0, True))
        if base == "cashk":
            return self.guard(lambda: self.money_str(r.randint(100000, 900000) / 100.0, True))
        if base == "iso":
            return self.iso()
        if base == "time":
            return "%02d:%02d" % (r.randint(8, 18), r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50]))
        if base == "wd":
            return r.choice((WEEKDAYS_ZH if self.zh else WEEKDAYS_EN)[:5])
        if base == "ref":
            return self.guard(lambda: r.choice(["NV", "TK", "OR", "WB", "JB"]) + "-" + self.digits(6))
        if base == "phone":
            if self.zh:
                return self.guard(lambda: "1" + r.choice("3589") + self.digits(9))
            return self.guard(lambda: "01632 " + self.digits(6))
        if base == "ver":
            return self.guard(lambda: "%d.%d.%d" % (r.randint(1, 9), r.randint(0, 30), r.randint(0, 60)))
        if base == "ip":
            return self.guard(lambda: "192.168.%d.%d" % (r.choice([0, 1, 10, 20]), r.randint(2, 250)))
        if base == "pct":
            return str(r.randint(3, 97))
        raise KeyError(base)

    def fill(self, tpl, **kw):
        cache = {}

        def rep(m):
            key = m.group(1)
            if key in kw:
                return str(kw[key])
            if key not in cache:
                base = key.rstrip("0123456789")
                taken = {v for k, v in cache.items() if k.rstrip("0123456789") == base}
                cache[key] = self.gen(base, taken)
            return cache[key]
        return KEYRE.sub(rep, tpl)

    # ---------------------------------------------------------------- facts
    def pick_source(self, kind):
        if kind == "question":
            return "user"
        x = self.rng.random()
        if x < 0.66:
            return "user"
        if x < 0.78:
            return "paste"
        if x < 0.90:
            return "tool"
        return "asst"

    def accept(self, needles):
        if len(set(needles)) != len(needles):
            return False
        for n in needles:
            for m in self.needles:
                if n in m or m in n:
                    return False
        return True

    def new_fact(self, kind):
        r = self.rng
        L = self.L
        f = {"kind": kind, "src": self.pick_source(kind)}
        for _ in range(300):
            if kind == "name":
                full = self.zh or f["src"] == "asst" or r.random() < 0.78
                x = self.deck("name_full" if full else "name_first",
                              L["name_full"] if full else L["name_first"])
                f["role"] = self.fill(self.deck("roles", L["roles"]))
                nd = [x]
            elif kind == "command":
                i = self.deck("cmds", list(range(len(EN["cmds"]))))
                x = self.make_command(EN["cmds"][i][0])
                f["purpose"] = ZH["cmd_purpose"][i] if self.zh else EN["cmds"][i][1]
                nd = [x]
            elif kind == "id":
                if f["src"] == "asst":
                    pat, what = r.choice(L["id_asst"])
                else:
                    pat, what = self.deck("id_ctx", L["id_ctx"])
                x = self.fmt_code(pat)
                f["what"] = self.fill(what) if what else None
                nd = [x]
            elif kind == "port":
                x = str(r.choice([r.randint(3000, 9999), r.randint(10000, 65000)]))
                ctx = self.deck("port_ctx", L["port_ctx"])
                ctx = ctx if isinstance(ctx, tuple) else (ctx, ctx)
                f["what"], f["label"] = self.fill(ctx[0]), self.fill(ctx[1])
                nd = [x]
            elif kind == "version":
                if f["src"] == "asst":
                    f["src"] = "tool"
                x = "%d.%d.%d" % (r.randint(1, 12), r.randint(0, 24), r.randint(0, 40))
                ctx = self.deck("version_ctx", L["version_ctx"])
                ctx = ctx if isinstance(ctx, tuple) else (ctx, ctx)
                f["what"], f["label"] = self.fill(ctx[0]), self.fill(ctx[1])
                nd = [x]
            elif kind == "money":
                what, lo, hi, step, mode, extra = self.deck("money_ctx", L["money_ctx"])
                v = r.randint(lo // step, hi // step) * step
                f["mode"], f["extra"] = mode, extra
                f["n"] = r.randint(2, 8)
                if mode == "plain" and f["src"] == "asst":
                    f["src"] = "user"
                if self.zh and r.random() < 0.3:
                    x = "%d元" % v
                else:
                    x = self.money_str(v)
                f["what"] = self.fill(what)
                f["value"] = v
                nd = [x]
            elif kind == "date":
                d = self.rand_date()
                f["date"] = d
                if self.zh:
                    x = "%d月%d%s" % (d.month, d.day, "日" if r.random() < 0.6 else "号")
                elif r.random() < 0.6:
                    x = "%s %s" % (MONTHS_EN[d.month - 1], ordinal(d.day))
                else:
                    x = "%s %s" % (ordinal(d.day), MONTHS_EN[d.month - 1])
                f["what"] = self.fill(self.deck("date_ctx", L["date_ctx"]))
                nd = [x]
            elif kind == "decision":
                topic, alt, c, rr = self.deck("decisions", L["decisions"])
                f["topic"], f["alt"] = topic, alt
                f["reverse"] = r.random() < 0.35
                nd = [c, rr]
            elif kind == "constraint":
                a, c = self.deck("constraints", L["constraints"])
                nd = [a, c]
            else:
                nd = [self.deck("questions", L["questions"])]
            if self.accept(nd):
                break
        else:
            raise RuntimeError("no fact")
        f["needles"] = nd
        f["x"] = nd[0]
        self.needles.extend(nd)
        return f

    def make_command(self, pat):
        r = self.rng
        rep = {
            "{SITE}": r.choice(["MAIN", "RECEPTION", "BRANCH2", "PHARMACY"]),
            "{site}": r.choice(["main", "reception", "branch2", "pharmacy"]),
            "{T}": str(r.choice([60, 90, 120, 180, 240, 300])),
            "{M}": str(r.randint(1, 6)),
            "{AET}": r.choice(["RECEPTION1", "CONSULT2", "VLPACS", "VIEWER01"]),
            "{AEC}": r.choice(["KDR_CONSOLE", "DR_ACQ", "ORBISDR", "RADIANT01"]),
            "{IP}": "192.168.%d.%d" % (r.choice([10, 20, 50]), r.randint(2, 250)),
            "{P}": str(r.randint(1100, 64000)),
            "{CT}": r.choice(["front", "consult1", "consult2", "pharmacy"]),
            "{N}": str(r.randint(12, 480)),
            "{A}": str(r.randint(1000, 4000)),
            "{PRN}": r.choice(["ZebraGK420", "DYMO_Front", "Brother_QL820", "LabelPharmacy"]),
            "{INS}": r.choice(["petwise", "brightpaw", "tailsafe", "houndhearth"]),
            "{LOC}": r.choice(["pharmacy", "theatre", "consult1", "kennels"]),
            "{D}": "%02d" % r.randint(2, 28),
            "{NAS}": r.choice(["nas01", "backup-nas", "ds920"]),
            "{K}": str(r.randint(7, 45)),
            "{CDDRUG}": r.choice(["methadone", "buprenorphine", "ketamine", "butorphanol", "pethidine"]),
            "{LOGIN}": r.choice(["reception2", "locum1", "nurse.station", "theatre.pc"]) + str(r.randint(1, 9)),
        }
        out = pat
        for k, v in rep.items():
            out = out.replace(k, v)
        if "{B}" in out:
            a = int(re.search(r"--from (\d+)", out).group(1))
            out = out.replace("{B}", str(a + r.randint(5, 60)))
        return out

    def user_sentence(self, f, rev=False):
        L = self.L
        k = f["kind"]
        kw = {"x": f["x"]}
        if k == "name":
            kw.update(role=f["role"], Role=cap(f["role"]))
        elif k == "command":
            kw.update(purpose=f["purpose"])
        elif k in ("id", "port", "version", "money", "date"):
            kw.update(what=f["what"], What=cap(f["what"]))
        elif k == "decision":
            kw.update(c=f["needles"][0], r=f["needles"][1], topic=f["topic"])
            if rev:
                return self.fill(self.ch(L["decision_rev"]), **kw)
        elif k == "constraint":
            kw.update(a=f["needles"][0], c=f["needles"][1])
        elif k == "question":
            kw.update(q=f["needles"][0])
        return self.fill(self.deck(k + "_user", L[k + "_user"]), **kw)

    # ---------------------------------------------------------------- units
    def A(self, text):
        return ("assistant", text)

    def U(self, text):
        return ("user", text)

    def T(self, name, args, out):
        return ("tool", name, {"args": args, "out": out})

    def msgs(self, items):
        return sum(1 for it in items if it[0] != "tool")

    def inject(self, items, sentences):
        """Put fact sentences into the first user message of a filler unit."""
        i = next(j for j, it in enumerate(items) if it[0] == "user")
        text = items[i][1]
        sep = "" if self.zh else " "
        for s in sentences:
            mode = self.rng.random()
            if mode < 0.45:
                text = s + "\n\n" + text
            elif mode < 0.8 or "\n\n" not in text:
                tail = self.ch(["", "", "Also: ", "PS ", "Oh, and "]) if not self.zh else self.ch(["", "", "对了 ", "另外 ", "ps "])
                text = text.rstrip() + "\n\n" + tail + s
            else:
                paras = text.split("\n\n")
                if len(paras) > 2 and not any(c in paras[1] for c in "|{"):
                    paras.insert(1, s)
                    text = "\n\n".join(paras)
                else:
                    text = s + sep + "\n\n" + text
        items = list(items)
        items[i] = ("user", text)
        return items

    def fact_unit_single(self, f):
        L = self.L
        s = self.user_sentence(f, f.get("reverse"))
        post = self.ch(L["single_post"])
        if post and not self.zh and s.rstrip()[-1:] not in ".?!)":
            post = "\n\n" + post.strip()
        text = self.ch(L["single_pre"]) + s + post
        items = [self.U(text.strip())]
        items += self.ack(f)
        return items

    def ack(self, f):
        L = self.L
        k = f["kind"]
        if k == "date" and self.rng.random() < 0.5:
            iso = f["date"].isoformat()
            eid = self.guard(lambda: "EVT-" + self.digits(6))
            title = f["what"]
            args = {"action": "create_event", "calendar": "Practice" if not self.zh else "医院日历",
                    "date": iso, "all_day": True, "title": title,
                    "reminders": ["-P7D"]}
            out = dumps({"status": "created", "event_id": eid, "calendar": args["calendar"],
                         "date": iso, "title": title, "reminders": [{"offset": "-P7D", "method": "popup"}],
                         "conflicts": []})
            reply = ("已经加到日历了，提前一周会提醒你" if self.zh else
                     "Done - it's in the practice calendar with a reminder a week before. No clashes that day.")
            return [self.T("calendar", args, out), self.A(reply)]
        return [self.A(self.fill(self.ch(L["ack"][k])))]

    def fact_unit_list(self, fs):
        L = self.L
        lines = []
        for i, f in enumerate(fs):
            lines.append("%d. %s" % (i + 1, self.user_sentence(f, f.get("reverse"))))
        text = self.ch(L["list_intro"]) + "\n\n" + "\n".join(lines)
        out = self.ch(L["list_outro"])
        if out:
            text += "\n\n" + out
        return [self.U(text), self.A(self.ch(L["list_ack"]))]

    # ---------------------------------------------------------------- build
    def build(self):
        r = self.rng
        self.make_world()
        facts = [self.new_fact(k) for k in KINDS for _ in range(self.per_kind)]
        F = FactsZH(self) if self.zh else FactsEN(self)
        FL = FillerZH(self) if self.zh else FillerEN(self)

        units = []   # dicts: items, fact (optional), post (list of follow-up item lists)
        user_facts = [f for f in facts if f["src"] == "user"]
        other = [f for f in facts if f["src"] != "user"]
        r.shuffle(user_facts)
        inject, single, listed = [], [], []
        for f in user_facts:
            x = r.random()
            if f["kind"] == "question":
                inject.append(f)
            elif x < 0.25:
                inject.append(f)
            elif x < 0.45:
                listed.append(f)
            else:
                single.append(f)
        for f in single:
            units.append({"items": self.fact_unit_single(f), "facts": [f]})
        while listed:
            n = min(len(listed), r.choice([2, 3, 3]))
            grp, listed = listed[:n], listed[n:]
            units.append({"items": self.fact_unit_list(grp), "facts": grp})
        while inject:
            n = 2 if (len(inject) > 1 and r.random() < 0.25) else 1
            grp, inject = inject[:n], inject[n:]
            host = FL.random_unit()
            sents = [self.user_sentence(f, f.get("reverse")) for f in grp]
            host["items"] = self.inject(host["items"], sents)
            host["facts"] = grp
            units.append(host)
        for f in other:
            units.append({"items": F.render(f), "facts": [f]})

        if self.per_kind >= 8:
            target = r.randint(215, 265)
        else:
            target = r.randint(140, 200)
        n_days = r.choice([3, 4, 4, 5])
        base = sum(self.msgs(u["items"]) + sum(self.msgs(p) for p in u.get("post", [])) for u in units)
        base += 2 + 4 * (n_days - 1) + 6
        while base < target:
            u = FL.random_unit()
            u["facts"] = []
            units.append(u)
            base += self.msgs(u["items"]) + sum(self.msgs(p) for p in u.get("post", []))
        r.shuffle(units)

        # tentative decisions that are later reversed go somewhere before the real one
        for f in facts:
            if f["kind"] == "decision" and f.get("reverse"):
                idx = next(i for i, u in enumerate(units) if any(g is f for g in u.get("facts", [])))
                pre = self.fill(self.ch(self.L["decision_pre"]), topic=f["topic"], alt=f["alt"])
                pos = r.randint(0, max(0, idx - 2))
                units.insert(pos, {"items": [self.U(pre), self.A(FL.tentative_reply())], "facts": []})

        # follow-ups mentioned again later
        flat = []
        for u in units:
            flat.append(u)
        i = 0
        while i < len(flat):
            u = flat[i]
            for p in u.pop("post", []) or []:
                pos = r.randint(min(i + 2, len(flat)), len(flat))
                flat.insert(pos, {"items": p, "facts": []})
            i += 1
        units = flat

        # planned repeats of a few simple facts
        expect = {}
        cands = [f for f in facts if f["kind"] in self.L["repeat"]]
        r.shuffle(cands)
        for f in cands[:r.randint(2, 4)]:
            idx = next(i for i, u in enumerate(units) if any(g is f for g in u.get("facts", [])))
            if idx >= len(units) - 2:
                continue
            text = self.fill(self.ch(self.L["repeat"][f["kind"]]), x=f["x"])
            pos = r.randint(idx + 2, len(units))
            units.insert(pos, {"items": [self.U(text), self.A(self.ch(self.L["repeat_ack"]))], "facts": []})
            expect[f["x"]] = 2

        # day structure
        seq = list(FL.opener())
        cuts = sorted(r.sample(range(6, len(units) - 4), n_days - 1))
        day = 1
        for i, u in enumerate(units):
            if cuts and i == cuts[0]:
                cuts.pop(0)
                day += 1
                seq.extend(FL.day_end())
                seq.extend(FL.day_start(day))
            seq.extend(u["items"])
        return [{"kind": f["kind"], "needles": f["needles"]} for f in facts], seq, expect

    def tool_rows(self, name, payload):
        args = json.dumps(payload["args"], ensure_ascii=False)
        out = payload["out"]
        if not isinstance(out, str):
            out = dumps(out)
        return args, out


def slug(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


class FactsBase:
    def __init__(self, b):
        self.b = b
        self.r = b.rng

    def render(self, f):
        fn = getattr(self, "%s_%s" % (f["kind"], f["src"]), None)
        if fn is None:
            return self.b.fact_unit_single(f)
        return fn(f)

    def split_amount(self, v, n=3):
        r = self.r
        cuts = sorted(r.sample(range(1, max(n + 1, v)), n - 1)) if v > n + 2 else []
        parts, prev = [], 0
        for c in cuts:
            parts.append(c - prev)
            prev = c
        parts.append(v - prev)
        return parts


class FactsEN(FactsBase):
    # ---------------------------------------------------------------- name
    ORGS = [
        ("{xray}", "Installation Coordinator", "Site survey for your DR installation",
         "Following our call on {wd}, I have pencilled in a site survey for the week commencing {iso}. "
         "Our engineer will need access to the proposed X-ray room for around two hours, and it would help "
         "if the room could be cleared of stock beforehand.\n\nCould you also confirm the room dimensions? "
         "The order form says {nn} ft by {nn2} ft, which seems small for the ceiling-mounted tube stand we discussed.",
         "It doesn't need a reply today, but two things do need an answer before the survey: the room "
         "dimensions (the {nn} x {nn2} on the order form looks wrong to them) and whether the room can be "
         "cleared of stock. I'd suggest asking {vet} to measure up before replying."),
        ("{supplier}", "Territory Account Manager", "Your rebate tier and January orders",
         "I have taken over your account from my colleague as of this month. Looking at your January spend so far "
         "({cashk}), you are {cash} short of the next rebate tier, so it may be worth bringing the flea and worming "
         "order forward.\n\nI will be in the area on {wd} if you would like to meet.",
         "No reply is needed today. The useful bit is the rebate: they say we're {cash} short of the next tier this "
         "month. Whether it's worth pulling the flea and worming order forward depends on shelf space; I can check "
         "current stock if you like."),
        ("{insurer}", "Claims Team Leader", "Direct claims on hold",
         "We currently have {d} of your direct claims on hold awaiting full clinical histories (including {ref} and {ref2}). "
         "Once the histories are uploaded we aim to settle within ten working days.\n\nPlease contact me directly rather "
         "than the general claims line, as it will be quicker.",
         "It's worth replying today, even briefly: {d} claims are stuck waiting for clinical histories. If reception can "
         "upload the histories this afternoon, they say settlement follows within ten working days."),
        ("Fieldside Locums", "Placement Consultant", "Locum cover - February",
         "I am pleased to confirm we have a vet available for the dates you requested. The day rate is as per our terms; "
         "mileage is charged at 45p per mile beyond the first 20 miles.\n\nPlease sign and return the booking form by {wd} "
         "so we can hold the dates.",
         "Yes, this one has a deadline: the booking form has to be back by {wd} or they won't hold the dates. The mileage "
         "clause is new since the last booking, so it may be worth checking the locum's home address first."),
    ]

    def name_paste(self, f):
        b = self.b
        org, title, subj, body, reply = self.r.choice(self.ORGS)
        org = b.fill(org)
        kw = {}
        cache_keys = ["wd", "iso", "nn", "nn2", "cashk", "cash", "d", "ref", "ref2", "vet"]
        for k in cache_keys:
            kw[k] = b.gen(k.rstrip("0123456789"), {kw.get(k[:-1])} if k.endswith("2") else ())
        mailbox = self.r.choice(["enquiries", "office", "accounts", "team", "support"])
        text = b.fill("This arrived from {org} this morning. Could you tell me whether it needs a reply today?\n\n"
                      "---\nFrom: {mailbox}@{dom}.co.uk\nSubject: {subj}\n\nDear Priya,\n\n{body}\n\nKind regards,\n\n"
                      "{x}\n{title}, {org}\nTel: {phone}\n---",
                      org=org, mailbox=mailbox, dom=slug(org), subj=subj, body=b.fill(body, **kw), x=f["x"],
                      title=title)
        return [b.U(text), b.A(b.fill(reply, **kw))]

    def name_tool(self, f):
        b = self.b
        r = self.r
        org = b.fill(r.choice(["{xray}", "{supplier}", "{insurer}", "{lab}"]))
        dom = slug(org) + ".co.uk"
        user = b.fill(r.choice([
            "Has anyone from {org} replied yet? I emailed them on {wd} and have heard nothing.",
            "Could you check whether {org} have been in touch since yesterday?",
            "Is there anything in the inbox from {org}? {vet} is asking."]), org=org)
        first, _, last = f["x"].partition(" ")
        local = (first[0] + "." + last if last else first).lower()
        local = re.sub(r"[^a-z.\-]", "", local.replace("ś", "s"))
        msgs = []
        for _ in range(r.randint(2, 3)):
            msgs.append({"id": b.guard(lambda: "m_" + b.digits(8)), "from": b.fill(r.choice([
                "{rec} <reception@{p}.co.uk>", "{supplier} Orders <orders@{s}.co.uk>",
                "VetLedger Notifications <no-reply@vetledger.co.uk>", "RCVS Knowledge <newsletter@rcvsknowledge.org>",
                "{lab} <results@{l}.co.uk>"]), p=slug(b.w["practice"]), s=slug(b.w["supplier"]), l=slug(b.w["lab"])),
                "subject": b.fill(r.choice(["Delivery confirmation {ref}", "Your January statement",
                                            "Results ready: {pet} ({client})", "Scheduled maintenance this {wd}",
                                            "Rota swap request", "Webinar: managing controlled drugs"])),
                "received": b.iso((1, 4), (1, 12)) + "T" + b.gen("time") + ":00Z", "unread": r.random() < 0.5})
        body = b.fill(r.choice([
            "Thank you for your email. I am picking this up from my colleague and will come back to you by {wd} with "
            "availability. In the meantime could you send over the floor plan?",
            "Apologies for the slow reply - we have had a backlog. I have your query in front of me and will call the "
            "practice tomorrow morning between 9 and 10.",
            "Just confirming I have received your message and the attachments ({nn} pages). I will review and respond "
            "properly by the end of the week."]))
        msgs.insert(r.randint(0, len(msgs)), {
            "id": b.guard(lambda: "m_" + b.digits(8)), "from": "%s <%s@%s>" % (f["x"], local, dom),
            "subject": "RE: " + b.fill(r.choice(["Your enquiry", "Installation dates", "Outstanding claims",
                                                 "Account review", "Query re. invoice {ref}"])),
            "received": b.iso((1, 4), (1, 12)) + "T" + b.gen("time") + ":00Z", "unread": True,
            "snippet": body})
        args = {"action": "search", "folder": "INBOX", "query": "from:%s newer_than:7d" % dom.split(".")[0],
                "limit": 10}
        out = {"total": len(msgs), "messages": msgs}
        reply = b.fill(r.choice([
            "Yes - one reply from {org}, received since you asked. It's a holding message: they'll come back properly "
            "later this week. Nothing needs doing yet, although they do ask for something in advance, so it's worth "
            "reading the snippet.",
            "There's a single message from {org}. It isn't an answer yet, just an acknowledgement with a promise to "
            "follow up. I can send a polite nudge on Friday if nothing arrives.",
            "One reply from them. It's short and fairly reassuring; no action needed from us today."]), org=org)
        return [b.U(user), b.T("mail", args, dumps(out)), b.A(reply)]

    def name_asst(self, f):
        b = self.b
        r = self.r
        first, _, last = f["x"].partition(" ")
        user = b.fill(r.choice([
            "Who is the locum booked for {wd}? I cannot remember the name and the agency email is buried somewhere.",
            "Could you look up the name of the person the agency has booked in for next week? {vet} wants to send a welcome note.",
            "Which locum is on the system for the February cover? I need the name for the rota."]))
        rows = [{"name": "%s, %s" % (last.upper(), first), "role": "Locum veterinary surgeon",
                 "rcvs_no": b.gen("nnnnnnn"), "agency": "Fieldside Locums",
                 "start": b.iso((1, 25), (2, 20)), "days": r.randint(3, 12), "status": "confirmed"}]
        for _ in range(r.randint(1, 3)):
            rows.append({"name": b.fill(r.choice(["{nurse}", "{rec}"])) + " (permanent)", "role": r.choice(
                ["RVN", "Receptionist", "Student VN"]), "rcvs_no": None, "agency": None,
                "start": "2019-0%d-01" % r.randint(1, 9), "days": None, "status": "active"})
        r.shuffle(rows)
        args = {"index": "staff", "query": "locum OR temporary", "include_inactive": False}
        reply = b.fill(r.choice([
            "It's {x}, booked through Fieldside Locums. The welcome note can go via the agency, who will forward it on.",
            "The locum on the system is {x} - confirmed, via Fieldside Locums, starting on the date shown in the booking.",
            "{x} is the booked locum (status confirmed). The agency hasn't uploaded a photo ID yet, which we'll need for the CD cabinet key log."]),
            x=f["x"])
        return [b.U(user), b.T("pms_search", args, dumps({"results": rows})), b.A(reply)]

    # ---------------------------------------------------------------- command
    def command_paste(self, f):
        b = self.b
        mail = b.fill("Hi Priya,\n\nAs promised, here is how {purpose}:\n\n1. Log on to the reception PC as the practice "
                      "admin user.\n2. Open a command prompt (Start, type cmd, right-click, Run as administrator).\n"
                      "3. Type this exactly:\n\n   {x}\n\n4. Wait for it to finish - normally under a minute.\n\n"
                      "If that doesn't sort it, ring me on {phone} and I'll remote in.\n\nCheers,\n{it}",
                      purpose=f["purpose"], x=f["x"])
        user = b.fill(self.r.choice([
            "{it} has sent the instructions he promised. Could you file them somewhere sensible?\n\n",
            "Pasting this so it doesn't get lost in my inbox:\n\n"])) + "---\n" + mail + "\n---"
        reply = b.fill(self.r.choice([
            "Filed under IT notes, with {it}'s phone number alongside. Step 2 is the one people usually miss - it has "
            "to be an administrator prompt or the command fails silently.",
            "Saved. I've also added a line to the reception troubleshooting sheet pointing to these instructions, so "
            "whoever is on the desk can find them."]))
        return [b.U(user), b.A(reply)]

    def command_tool(self, f):
        b = self.b
        r = self.r
        user = b.fill(r.choice([
            "Reception say they need a way {purpose}, and {it} is on holiday. Is there anything in the VetLedger knowledge base?",
            "Could you search the VetLedger help articles? We need {purpose} and I have no idea where to start."]),
            purpose=f["purpose"])
        kb = b.guard(lambda: "KB-" + b.digits(5))
        art = b.fill("{kb} | Applies to: VetLedger Practice {ver} and later | Updated {iso}\n\n"
                     "Summary\n-------\nThis article explains how {purpose}. It applies to single-site and multi-site "
                     "installations.\n\nBefore you start\n----------------\n- You need a Windows account with local "
                     "administrator rights.\n- Close VetLedger on the workstation you are using.\n- Allow 2-5 minutes.\n\n"
                     "Resolution\n----------\n1. Open an administrator command prompt.\n2. Run:\n\n       {x}\n\n"
                     "3. Wait for the message 'Completed with 0 errors'.\n4. Reopen VetLedger and confirm the status bar "
                     "shows a green tick.\n\nIf the error persists, raise a ticket quoting error code VL-{nnnn} and attach "
                     "the log file from C:/ProgramData/VetLedger/logs.\n\nRelated articles\n----------------\n"
                     "- {kb2}: Sync status icons explained\n- {kb3}: Moving the VetLedger database to a new server\n"
                     "- {kb4}: Label printer shows 'paused'",
                     kb=kb, purpose=f["purpose"], x=f["x"],
                     kb2=b.guard(lambda: "KB-" + b.digits(5)), kb3=b.guard(lambda: "KB-" + b.digits(5)),
                     kb4=b.guard(lambda: "KB-" + b.digits(5)))
        args = {"index": "knowledge_base", "query": f["purpose"].replace("to ", "", 1), "top": 1}
        reply = b.fill(r.choice([
            "There's a knowledge base article ({kb}) that covers exactly this. It's a one-line command from an "
            "administrator prompt, then you wait for 'Completed with 0 errors'. If it fails, they want a ticket with the log file attached.",
            "Found it - article {kb}. The fix is step 2 in the resolution section; the important part is running it as "
            "administrator with VetLedger closed. Shall I print it for the reception folder?"]), kb=kb)
        return [b.U(user), b.T("pms_search", args, art), b.A(reply)]

    def command_asst(self, f):
        b = self.b
        user = b.fill(self.r.choice([
            "Remind me how we go about it - {purpose}, I mean. {it} is away this week.",
            "{rec} is asking how {purpose}. I know we've done it before but I can't remember the steps.",
            "What is the command {purpose}? I'd rather not ring {it} on his day off."]), purpose=f["purpose"])
        reply = b.fill(self.r.choice([
            "From an administrator command prompt on the reception PC, run:\n\n    {x}\n\nIt normally finishes within "
            "a minute. If it reports an error instead, copy the message and send it to {it} when he's back.",
            "It's a single command - open an administrator prompt and enter:\n\n{x}\n\nThen give it a minute. Don't "
            "close the window early, even if it looks stuck."]), x=f["x"])
        return [b.U(user), b.A(reply), b.U(self.r.choice(["Thank you, that worked.", "Perfect, thank you.",
                                                          "Lovely. Done."]))] + (
            [b.A("Good to hear.")] if self.r.random() < 0.6 else [])

    # ---------------------------------------------------------------- id
    def id_paste(self, f):
        b = self.b
        r = self.r
        sender = b.fill(r.choice(["{supplier}", "{insurer}", "{lab}", "{xray}", "VetLedger Support"]))
        body = b.fill(r.choice([
            "Thank you for contacting us. We have logged your request and the reference for {what} is {x}. Please quote "
            "this in all correspondence. Our standard response time is {d} working days.\n\nWe note your previous "
            "contact on {iso} ({ref}), which has now been closed.",
            "Further to your call this morning, please see below.\n\nReference: {x}\nDescription: {what}\nDate raised: "
            "{iso}\nHandled by: Customer Services Team B\n\nWe will be in touch once we have reviewed the paperwork."]),
            x=f["x"], what=f["what"])
        user = b.fill(r.choice([
            "This came in from {sender} - could you file it against the right folder?\n\n---\n{body}\n---",
            "Forwarding this for the notes. No action needed yet, I think.\n\n> {qbody}"]),
            sender=sender, body=body, qbody=body.replace("\n", "\n> "))
        reply = b.fill(r.choice([
            "Filed. They're quoting {d} working days, so if nothing has arrived by next {wd} I'll remind you to chase.",
            "Done - it's with the other correspondence on this. Nothing needs doing now; they'll come back to us."]))
        return [b.U(user), b.A(reply)]

    def id_tool(self, f):
        b = self.b
        r = self.r
        user = b.fill(r.choice([
            "Could you find {what} for me? They've asked me to quote it and I cannot find the letter anywhere.",
            "I need {what} - it should be somewhere in the documents system. They're on hold.",
            "Can you dig out {what}, please? {vet} says it was filed last week."]), what=f["what"])
        docs = []
        for _ in range(r.randint(3, 5)):
            docs.append({"doc_no": b.guard(lambda: r.choice(["INV", "CN", "PO", "CLM", "DN"]) + "-" + b.digits(r.randint(5, 7))),
                         "party": b.fill(r.choice(["{supplier}", "{insurer}", "{lab}", "{xray}", "{insurer2}"])),
                         "date": b.iso((1, 4), (1, 14)),
                         "amount": b.gen("cash"), "status": r.choice(["paid", "open", "queried", "part-paid"])})
        docs.insert(r.randint(0, len(docs)), {"doc_no": f["x"], "party": "-", "date": b.iso((1, 4), (1, 14)),
                                              "description": f["what"], "amount": None, "status": "open"})
        args = {"search": f["what"][:40], "date_from": "2026-12-01", "limit": 10}
        reply = b.fill(r.choice([
            "Found it - it's the open item described exactly as you put it, dated in the last fortnight. I've copied the "
            "reference into the call notes for you to read out.",
            "It's there: the one marked 'open' with the matching description. The other results are unrelated invoices "
            "and credit notes, which you can ignore.",
            "Yes, it's in the documents list (status open). You can read the reference straight from the results."]))
        return [b.U(user), b.T("invoice_lookup", args, dumps({"count": len(docs), "documents": docs})), b.A(reply)]

    def id_asst(self, f):
        b = self.b
        r = self.r
        user = b.fill(r.choice([
            "{client} has just rung about the wait on {wd} - she was very upset. Could you log it as a complaint and set a follow-up?",
            "Please log an issue: the label printer in the pharmacy has jammed three times today and {nurse} is losing patience.",
            "Could you open an issue for the heating in kennels? It's been cold two mornings running."]))
        reply = b.fill(r.choice([
            "Logged in the practice issues tracker as {x}, with a follow-up reminder for {wd} morning. I've noted the time of the call as well.",
            "Done - the tracker reference is {x}. I've assigned it to you and set it to 'awaiting response'.",
            "I've opened it as {x} and flagged it for the Monday huddle."]), x=f["x"])
        return [b.U(user), b.A(reply)]

    # ---------------------------------------------------------------- port
    def port_paste(self, f):
        b = self.b
        r = self.r
        lines = [("Site", b.w["practice"]), ("Console host", b.fill("DR-CONSOLE-01 ({ip})")),
                 ("Viewer host", b.fill("VL-SRV01 ({ip})")), ("AE title (console)", "KDR_CONSOLE"),
                 ("AE title (viewer)", "VLPACS"), ("Worklist", "enabled, refresh every 60 s"),
                 ("Subnet mask", "255.255.255.0"), ("Gateway", b.fill("{ip}"))]
        lines.insert(r.randint(2, len(lines)), (f["label"] + " port", f["x"]))
        note = "\n".join("%-22s %s" % (k + ":", v) for k, v in lines)
        user = b.fill(r.choice([
            "The engineer left this summary taped to the console. I'm pasting it in so we have a copy that can't fall off:\n\n",
            "For the IT file, the config sheet from the install visit:\n\n"])) + "```\n" + note + "\n```"
        reply = b.fill(r.choice([
            "Saved in the IT notes. One thing I'd pass on to {it}: the console and viewer are on the same subnet, so no "
            "routing change should be needed - just the firewall rule.",
            "Thank you, that's filed. If {it} ever re-images the server, this sheet is what he'll need."]))
        return [b.U(user), b.A(reply)]

    def port_tool(self, f):
        b = self.b
        r = self.r
        user = b.fill(r.choice([
            "{it} wants to know what ports everything uses before he changes the router on {wd}. Can you pull the list from VetLedger?",
            "Could you get the network settings out of the system? {it} is asking, and I can't face the admin screens."]))
        svc = []
        names = ["VetLedger database", "VetLedger sync", "Label print server", "SMS gateway", "PACS viewer",
                 "Lab results listener", "Remote support", "Card terminal bridge"]
        r.shuffle(names)
        for n in names[:r.randint(4, 6)]:
            svc.append({"service": n, "host": b.fill("{ip}"),
                        "port": int(b.guard(lambda: str(r.randint(1100, 64000)))),
                        "protocol": "TCP", "enabled": r.random() < 0.85})
        svc.insert(r.randint(0, len(svc)), {"service": f["label"], "host": b.fill("{ip}"),
                                            "port": int(f["x"]), "protocol": "TCP", "enabled": True,
                                            "note": "set during install"})
        out = {"site": b.w["practice"], "generated": b.iso((1, 6), (1, 12)) + "T09:12:44Z", "services": svc}
        args = {"index": "system_settings", "section": "network"}
        reply = b.fill(r.choice([
            "Here's the list. Most services are on the server; two are disabled and can probably be left off the "
            "firewall rules. I'll forward the whole table to {it} unless you'd rather check it first.",
            "Got it - {n} services in total. I'd point {it} particularly at the ones marked 'set during install', "
            "since those aren't defaults."]), n=len(svc))
        return [b.U(user), b.T("pms_search", args, dumps(out)), b.A(reply)]

    def port_asst(self, f):
        b = self.b
        user = b.fill(self.r.choice(["{it} is asking what port is set for the {label}. Do you have it in the notes?",
                                     "Quick one from {it}: which port does the {label} use?"]), label=f["label"].lower() if not f["label"][:2].isupper() else f["label"])
        reply = b.fill(self.r.choice([
            "According to the install notes it's {x}. If {it} finds something different on the device itself, the "
            "device wins - it may have been changed since.",
            "It's {x}, as far as the notes go. I'd ask {it} to confirm from the device's own settings page before he "
            "relies on it."]), x=f["x"])
        return [b.U(user), b.A(reply)]

    # ---------------------------------------------------------------- version
    def version_paste(self, f):
        b = self.b
        r = self.r
        report = b.fill("SERVICE REPORT  {ref}\nCustomer: {practice}\nVisit date: {iso}\nEngineer: field service (ID {nnnn})\n\n"
                        "Work carried out:\n- Annual service and safety check\n- Cleaned and recalibrated\n"
                        "- Updated {what} to {x}\n- Test exposures / QC: pass ({nn} of {nn} checks)\n\n"
                        "Next service due: {iso2}\nParts used: none\nLabour: {cash} (covered under contract)",
                        what=f["what"], x=f["x"])
        user = b.fill(r.choice(["The service report from yesterday's visit, for the equipment file:\n\n",
                                "Pasting the engineer's report before the paper copy disappears:\n\n"])) + report
        reply = r.choice(["Filed in the equipment log. Everything passed, and the labour is covered under the contract, "
                          "so there's nothing to pay.",
                          "Thank you - filed. I've set a reminder for the next service date shown on the report."])
        return [b.U(user), b.A(reply)]

    def version_tool(self, f):
        b = self.b
        r = self.r
        user = b.fill(r.choice([
            "VetLedger support want a list of our devices and software versions before the call on {wd}. Can you pull it?",
            "Could you check the device list for anything out of date? {it} is coming in on {wd}."]))
        devs = []
        names = ["Reception PC 1", "Reception PC 2", "Consult 1 PC", "Consult 2 PC", "Theatre monitor",
                 "Pharmacy iPad", "Label printer (pharmacy)", "NAS", "Router"]
        r.shuffle(names)
        for n in names[:r.randint(4, 6)]:
            devs.append({"device": n, "software": r.choice(["firmware", "client", "app", "driver"]),
                         "version": b.gen("ver"), "last_seen": b.iso((1, 6), (1, 12)),
                         "update_available": r.random() < 0.3})
        devs.insert(r.randint(0, len(devs)), {"device": f["label"], "software": "-", "version": f["x"],
                                              "last_seen": b.iso((1, 6), (1, 12)), "update_available": False})
        args = {"index": "devices", "fields": ["device", "software", "version", "last_seen", "update_available"]}
        reply = r.choice([
            "Here's the device list. Only the ones flagged 'update_available' need attention; everything else is current.",
            "Pulled it. A couple of items have updates waiting, which I'd leave until the Sunday evening window rather "
            "than doing them during clinic."])
        return [b.U(user), b.T("pms_search", args, dumps({"devices": devs})), b.A(reply)]

    # ---------------------------------------------------------------- money
    def money_items(self, f):
        b = self.b
        parts = self.split_amount(f["value"], 3)
        return [(lab, b.money_str(p)) for lab, p in zip(f["extra"], parts)]

    def rate_total(self, f):
        b = self.b
        for n in [f["n"]] + list(range(2, 9)):
            t = b.money_str(f["value"] * n)
            if b.clean(t):
                f["n"] = n
                return t
        return b.money_str(f["value"] * f["n"])

    def rate_phrase(self, f):
        if f["extra"] == "days":
            return "%d days" % f["n"], "per day"
        return "%d places" % f["n"], "per person"

    def money_paste(self, f):
        b = self.b
        mode = f["mode"]
        if mode == "sum":
            table = "\n".join("  %-36s %s" % (l, a) for l, a in self.money_items(f))
            mail = b.fill("Dear Priya,\n\nFurther to our conversation, please find below our revised figures for {what}.\n\n"
                          "{table}\n  ----------------------------------------\n  Total (ex VAT)                       {x}\n\n"
                          "This is valid for 30 days. Payment terms: 30 days from invoice.\n\nKind regards,\nAccounts Team",
                          what=f["what"], table=table, x=f["x"])
        elif mode == "rate":
            total = self.rate_total(f)
            qty, per = self.rate_phrase(f)
            mail = b.fill("Dear Priya,\n\nThank you for your booking. To confirm: {qty} at {x} {per}, {total} in total, "
                          "invoiced on completion. Cancellations within 7 days are charged in full.\n\nBest wishes,\nBookings",
                          qty=qty, x=f["x"], per=per, total=total)
        else:
            mail = b.fill("Dear Priya,\n\nFurther to our call on {wd}, I can confirm the figure for {what}: {x}. I will put this "
                          "in writing on headed paper if you need it for your records.\n\nKind regards",
                          what=f["what"], x=f["x"])
        user = self.r.choice(["The figures have come through. Pasting them here:\n\n",
                              "Here is what they sent back:\n\n"]) + mail
        reply = self.r.choice([
            "Filed, and added to the budget sheet. Nothing else in there needs an answer.",
            "Thank you - that's in the budget sheet now. Worth keeping the email in case the figure is queried later."])
        return [b.U(user), b.A(reply)]

    def money_tool(self, f):
        b = self.b
        r = self.r
        user = b.fill(r.choice(["Could you look up {what}? I've lost track.",
                                "What did we end up with for {what}? It should be in the accounts system."]),
                      what=f["what"])
        rec = {"record": b.guard(lambda: "REC-" + b.digits(6)), "description": f["what"],
               "updated": b.iso((1, 2), (1, 12))}
        if f["mode"] == "sum":
            rec["lines"] = [{"description": l, "amount": a} for l, a in self.money_items(f)]
            rec["total"] = f["x"]
            rec["vat_note"] = "ex VAT"
        elif f["mode"] == "rate":
            rec["total"] = self.rate_total(f)
            rec["qty"] = f["n"]
            rec["unit"] = f["extra"]
            rec["unit_price"] = f["x"]
        else:
            rec["amount"] = f["x"]
            rec["source"] = "confirmed by email"
        others = [{"record": b.guard(lambda: "REC-" + b.digits(6)), "description": b.fill(r.choice(
            ["Monthly waste collection", "Oxygen cylinder rental", "{lab} January statement", "Window cleaning"])),
            "total": b.gen("cash"), "updated": b.iso((1, 2), (1, 12))} for _ in range(r.randint(1, 3))]
        recs = others + [rec]
        r.shuffle(recs)
        args = {"query": f["what"][:48], "include_lines": True}
        reply = r.choice(["Found it - the record matching that description is above. The other matches are unrelated regular bills.",
                          "It's there. Do you want me to copy it into the budget sheet as well?"])
        return [b.U(user), b.T("invoice_lookup", args, dumps({"records": recs})), b.A(reply)]

    def money_asst(self, f):
        b = self.b
        if f["mode"] == "rate":
            total = self.rate_total(f)
            qty, per = self.rate_phrase(f)
            user = b.fill("The invoice says {total} for {qty}. What does that make {what}?", total=total, qty=qty,
                          what=f["what"])
            reply = b.fill(self.r.choice(["That works out at {x} {per}.", "{x} {per}, assuming nothing else is hidden in the total."]),
                           x=f["x"], per=per)
            return [b.U(user), b.A(reply)]
        lst = "\n".join("- %s: %s" % (l, a) for l, a in self.money_items(f))
        user = b.fill("Could you add these up for me? It's {what}.\n\n{lst}", what=f["what"], lst=lst)
        reply = b.fill(self.r.choice(["That comes to {x} in total.", "Total: {x}. Shall I put it in the budget sheet?",
                                      "Those add up to {x}."]), x=f["x"])
        return [b.U(user), b.A(reply)]

    # ---------------------------------------------------------------- date
    def date_paste(self, f):
        b = self.b
        wd = WEEKDAYS_EN[f["date"].weekday()]
        mail = b.fill(self.r.choice([
            "Dear Priya,\n\nThank you for your patience. We can confirm {what} for {wd}, {x}, arriving at approximately "
            "{time}. Please ensure someone is available to sign the paperwork.\n\nBest wishes,\nScheduling",
            "Hi Priya,\n\nGood news - we've managed to find a slot. {What} will go ahead on {wd} {x}. If that no longer "
            "works, let us know by {wd2} at the latest.\n\nThanks,\nThe bookings team"]),
            what=f["what"], What=cap(f["what"]), x=f["x"], wd=wd)
        user = self.r.choice(["Confirmation at last:\n\n", "This has just arrived - pasting for the record:\n\n"]) + mail
        reply = self.r.choice(["Excellent. I've put it in the practice calendar and blocked the rota so nobody books "
                               "leave that day.", "Noted, and in the diary. I'll remind you the week before."])
        return [b.U(user), b.A(reply)]

    def date_tool(self, f):
        b = self.b
        wd = WEEKDAYS_EN[f["date"].weekday()]
        user = b.fill("Has anyone confirmed {what} yet? I asked last week.", what=f["what"])
        msg = {"id": b.guard(lambda: "m_" + b.digits(8)), "from": "bookings@" + slug(b.w["xray"]) + ".co.uk",
               "subject": "Confirmation", "received": b.iso((1, 5), (1, 12)) + "T" + b.gen("time") + ":00Z",
               "body": b.fill("Dear Priya,\n\nWe are pleased to confirm {what} on {wd} {x}. Our team will arrive "
                              "between {time} and {time2}. Please reply if this is not convenient.\n\nKind regards",
                              what=f["what"], wd=wd, x=f["x"])}
        args = {"action": "search", "folder": "INBOX", "query": "confirm", "newer_than": "10d", "limit": 5}
        other = {"id": b.guard(lambda: "m_" + b.digits(8)), "from": "no-reply@vetledger.co.uk",
                 "subject": "Please confirm your email address",
                 "received": b.iso((1, 5), (1, 12)) + "T" + b.gen("time") + ":00Z", "body": "Click the link below..."}
        out = {"total": 2, "messages": [msg, other] if self.r.random() < 0.5 else [other, msg]}
        reply = self.r.choice(["Yes - confirmed by email, with an arrival window. Shall I add it to the calendar?",
                               "It's confirmed; the email is above. They ask us to reply only if it's not convenient."])
        return [b.U(user), b.T("mail", args, dumps(out)), b.A(reply)]

    def date_asst(self, f):
        b = self.b
        r = self.r
        user = b.fill("When is the first day that all three vets are in and there is no surgery list booked? "
                      "It's for {what}.", what=f["what"])
        d = f["date"]
        busy = []
        cur = d - timedelta(days=r.randint(6, 12))
        while cur < d:
            if cur.weekday() < 6:
                busy.append({"date": cur.isoformat(), "reason": b.fill(r.choice(
                    ["{vet} annual leave", "Surgery list ({nn} procedures)", "{vet} CPD day",
                     "{owner} at BSAVA regional", "Dental list"]))})
            cur += timedelta(days=r.randint(1, 2))
        args = {"action": "freebusy", "calendars": ["Vets", "Theatre"], "from": (d - timedelta(days=14)).isoformat(),
                "to": (d + timedelta(days=3)).isoformat()}
        reply = b.fill("The first clear day is {wd} {x}: all three vets are rostered and theatre is empty. "
                       "Shall I hold it?", wd=WEEKDAYS_EN[d.weekday()], x=f["x"])
        return [b.U(user), b.T("calendar", args, dumps({"busy": busy})), b.A(reply),
                b.U("Yes please, hold it."), b.A("Held.")]

    # ---------------------------------------------------------------- decision
    def minutes(self, f, lead):
        b = self.b
        c, rr = f["needles"]
        items = [b.fill("%N%. Rota: {vetf} to cover the Tuesday evening clinic until the locum starts."),
                 b.fill("%N%. Car park: staff to use the lower car park from {wd}."),
                 b.fill("%N%. AOB: {nurse} passed her CD refresher. Well done.")]
        items.insert(self.r.randint(0, len(items)), "%%N%%. %s: %s" % (cap(f["topic"]), lead.format(c=c, r=rr)))
        return "\n".join(it.replace("%N%", str(i + 1)) for i, it in enumerate(items))

    def decision_paste(self, f):
        b = self.b
        lead = self.r.choice(["Agreed to {c}, because {r}.", "Decision: {c}. Reason given: {r}.",
                              "Partners agreed to {c} - {r}."])
        text = b.fill("Minutes from this morning's partners' meeting, for the notes:\n\n---\nPartners' meeting, {wd}\n"
                      "Present: {owner}, {vet}, {vet2}, Priya (minutes)\n\n") + self.minutes(f, lead) + "\n---"
        return [b.U(text), b.A(self.r.choice(["Filed with the other minutes. Would you like me to draft the staff email about the car park?",
                                              "Thank you - filed. Item on the car park will need a notice in the staff room."]))]

    def decision_tool(self, f):
        b = self.b
        c, rr = f["needles"]
        user = b.fill(self.r.choice(["Did {owner} send round the notes from the meeting with the vets? I missed the end of it.",
                                     "Has the summary from the vets' meeting arrived? I had to leave early for the rep."]))
        lead = self.r.choice(["we'll {c}, as {r}.", "we agreed to {c}, since {r}.", "the call was to {c}; {r}."])
        body = b.fill("Hi all,\n\nQuick summary from today:\n\n- On {topic}: ", topic=f["topic"]) + lead.format(c=c, r=rr) + \
            b.fill("\n- {nurse} will update the theatre checklist.\n- Next meeting {wd}, 1pm, biscuits on me.\n\n{ownerf}",
                   ownerf=b.w.get("owner_first", ""))
        msg = {"id": b.guard(lambda: "m_" + b.digits(8)), "from": b.w["owner"] + " <partners@" + slug(b.w["practice"]) + ".co.uk>",
               "to": ["vets@" + slug(b.w["practice"]) + ".co.uk", "priya@" + slug(b.w["practice"]) + ".co.uk"],
               "subject": "Notes from today", "received": b.iso((1, 6), (1, 12)) + "T13:" + b.gen("nn") + ":00Z",
               "body": body}
        args = {"action": "search", "folder": "INBOX", "query": "from:partners subject:notes", "limit": 3}
        reply = self.r.choice(["Yes, the notes came round at lunchtime - three short points. The main one is on the topic you "
                               "asked about; the others are housekeeping.",
                               "He did. It's brief; the only substantial item is the first one, and the next meeting is pencilled in."])
        return [b.U(user), b.T("mail", args, dumps({"messages": [msg]})), b.A(reply)]

    def decision_asst(self, f):
        b = self.b
        c, rr = f["needles"]
        user = b.fill("I keep going back and forth on {topic}. You know the background - what would you do?",
                      topic=f["topic"])
        reply = self.r.choice(["Given that {r}, I would {c}. It's the option that fixes the underlying problem rather "
                               "than working around it.",
                               "Honestly, I'd {c}: {r}, and that isn't going to improve on its own."]).format(c=c, r=rr)
        return [b.U(user), b.A(reply), b.U(self.r.choice(["Yes, agreed. Let's do that.", "You're right. Decided.",
                                                          "That's what I thought too. Done."])),
                b.A("Noted in the decisions log.")]

    # ---------------------------------------------------------------- constraint
    def constraint_paste(self, f):
        b = self.b
        a, c = f["needles"]
        doc = b.fill(self.r.choice([
            "LOCAL RULES - RADIOGRAPHY (draft {d})\n\n1. The controlled area is the X-ray room when the generator is switched on.\n"
            "2. Only staff named on the list in Appendix A may operate the equipment.\n3. Staff must not {a} {c}.\n"
            "4. Dosemeters are to be worn at waist level under the lead apron.\n5. Pregnant staff must inform the practice "
            "manager as soon as possible.",
            "Memo from {owner}\n\nTo all staff,\n\nFollowing the audit, please note the following with immediate effect:\n\n"
            "- Register entries must be made at the time of administration.\n- Nobody may {a} {c}.\n"
            "- Keys are signed in and out on the sheet in the pharmacy.\n\nThank you for your cooperation."]), a=a, c=c)
        user = self.r.choice(["Pasting this in so the wording is on file:\n\n", "For the handbook folder:\n\n"]) + doc
        return [b.U(user), b.A(self.r.choice(["Filed. I'll make sure this wording goes into the staff handbook unchanged.",
                                              "Thank you. Do you want it circulated to all staff, or just the clinical team?"]))]

    def constraint_tool(self, f):
        b = self.b
        a, c = f["needles"]
        user = b.fill("Did the RPA's email about the new X-ray room come through? I need the bit about what staff can and cannot do.")
        body = b.fill("Dear Priya,\n\nFurther to my visit on {wd}, a few points before the equipment goes live:\n\n"
                      "1. Warning signs to be fixed at both entrances.\n2. Please ensure staff do not {a} {c}.\n"
                      "3. The dose records are to be kept for at least two years.\n\nI will send the formal report by {wd2}.\n\nRegards,\n"
                      "Radiation Protection Services", a=a, c=c)
        msg = {"id": b.guard(lambda: "m_" + b.digits(8)), "from": "rpa@radprotect-services.co.uk",
               "subject": "Site visit - follow-up points", "received": b.iso((1, 5), (1, 12)) + "T10:" + b.gen("nn") + ":00Z",
               "body": body}
        args = {"action": "search", "folder": "INBOX", "query": "radiation protection", "limit": 5}
        reply = self.r.choice(["Yes, it's here. Point 2 is the one about staff; the other two are about signage and "
                               "record keeping. The formal report follows.",
                               "It arrived this morning. The staff instruction is the second point; I'd copy it into the "
                               "local rules word for word."])
        return [b.U(user), b.T("mail", args, dumps({"messages": [msg]})), b.A(reply)]

    def constraint_asst(self, f):
        b = self.b
        a, c = f["needles"]
        user = b.fill(self.r.choice([
            "We had a near miss yesterday and {owner} wants a clear rule out of it by Friday. Could you phrase something?",
            "I need a one-line rule for the staff handbook after what happened on {wd}. Can you draft it?"]))
        reply = "Suggested wording: \"Staff must never {a} {c}.\" Short enough to put on the wall as well.".format(a=a, c=c)
        return [b.U(user), b.A(reply), b.U("That's perfect, thank you. Please add it."), b.A("Added to the handbook draft.")]


class FillerBase:
    def __init__(self, b):
        self.b = b
        self.r = b.rng
        self.names = [n for n in dir(self) if n.startswith("f_")]
        self.names.sort()

    def random_unit(self):
        name = self.b.deck("filler", self.names)
        res = getattr(self, name)()
        if isinstance(res, dict):
            return res
        return {"items": res}

    def U(self, t):
        return self.b.U(t)

    def A(self, t):
        return self.b.A(t)

    def T(self, n, a, o):
        return self.b.T(n, a, o if isinstance(o, str) else dumps(o))

    def F(self, t, **kw):
        return self.b.fill(t, **kw)

    def C(self, seq):
        # cycle through variants so repeated fillers do not repeat verbatim
        key = "C:" + repr(seq)[:400]
        return self.b.deck(key, list(seq))


class FillerEN(FillerBase):
    def opener(self):
        return [self.U(self.F("Good morning. I am going to use this chat over the next few days to keep on top of "
                              "things at {practice}: the rota, stock, the X-ray project, insurance claims and the "
                              "inevitable complaints. Please keep track of what I tell you, as my notebook is not "
                              "coping.")),
                self.A("Good morning, Priya. Happy to - send things over as they come up, and I'll keep track of "
                       "dates, references and decisions as we go.")]

    def day_end(self):
        return [self.U(self.C(["That's me done for today, thank you. Speak tomorrow.",
                               "I am going home before anything else breaks. Thank you for today.",
                               "Right, the last client has gone. Good night."])),
                self.A(self.C(["Have a good evening, Priya.", "Good night - see you tomorrow.",
                               "Enjoy your evening. I'll have today's loose ends ready in the morning."]))]

    def day_start(self, day):
        b = self.b
        r = self.r
        events = []
        titles = r.sample(["{vet} - ops list ({d} procedures)", "Rep visit: {supplier}", "{nurse} - nurse clinic",
                           "Staff huddle", "{owner} - admin time", "{rec} - early finish",
                           "Euthanasia (home visit) {client}", "Call with VetLedger support", "Kennel deep clean",
                           "Puppy party (6 pm)", "{nurse} - weight clinic"], r.randint(4, 7))
        for tt in titles:
            t = b.gen("time")
            cal = "Theatre" if "ops" in tt else ("Vets" if "{vet}" in tt or "{owner}" in tt or "Euth" in tt else "Practice")
            events.append({"id": b.guard(lambda: "EVT-" + b.digits(6)), "start": t, "title": self.F(tt), "calendar": cal})
        events.sort(key=lambda e: e["start"])
        greet = self.C(["Good morning. What does today look like?", "Morning. Could you give me today's diary, please?",
                        "Good morning! Back again. What have we got on today?",
                        "Morning - sorry, late start, the bypass was shut. What's in the calendar?"])
        return [self.U(greet), self.T("calendar", {"action": "list", "date": "today", "calendars": ["Practice", "Vets", "Theatre"]},
                                      {"date": "today", "events": events}),
                self.A("Here's today: %d entries. %s" % (len(events), self.C([
                    "The ops list is the main thing; nothing unusual otherwise.",
                    "Nothing clashes, though the rep visit sits right in the middle of morning consults.",
                    "Fairly light, which makes a change.",
                    "The huddle is the only fixed point before lunch."])))]

    def tentative_reply(self):
        return self.C(["Noted as provisional - I won't record it as a decision yet.",
                       "Understood. I'll wait for the final word before treating it as settled.",
                       "OK, pencilled in only."])

    # ------------------------------------------------------------------ fillers
    def f_rota(self):
        b = self.b
        r = self.r
        vets = [v.replace("Dr ", "") for v in b.w["all_vets"]]
        rows = ["| Day | Vets AM | Vets PM | Nurses | Reception |", "|-----|---------|---------|--------|-----------|"]
        for d in ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]:
            am = ", ".join(r.sample(vets, 2 if d != "Sat" else 1))
            pm = ", ".join(r.sample(vets, 2)) if d != "Sat" else "-"
            nu = ", ".join(r.sample(b.w["nurses"], 2 if d != "Sat" else 1))
            re_ = ", ".join(b.w["recs"]) if d != "Sat" else b.w["recs"][0]
            rows.append("| %s | %s | %s | %s | %s |" % (d, am, pm, nu, re_))
        user = self.C(["Good afternoon. Here is next week's rota as it stands. Could you check it against the leave "
                       "calendar and tell me if we are short anywhere?", "Next week's rota below - please sanity-check "
                       "it against leave and training before I send it out."]) + "\n\n" + "\n".join(rows)
        nurse = self.C(b.w["nurses"])
        leave = [{"id": b.guard(lambda: "LV-" + b.digits(5)), "who": nurse, "type": "annual leave",
                  "from": b.iso((1, 18), (1, 22)), "to": b.iso((1, 22), (1, 26)), "approved_by": "Priya"},
                 {"id": b.guard(lambda: "LV-" + b.digits(5)), "who": self.F("{vet}"), "type": "CPD",
                  "from": b.iso((1, 18), (1, 23)), "half_day": "PM", "approved_by": b.w["owner"]}]
        if r.random() < 0.5:
            leave.append({"id": b.guard(lambda: "LV-" + b.digits(5)), "who": self.F("{rec}"), "type": "medical appointment",
                          "from": b.iso((1, 18), (1, 23)), "half_day": "AM", "approved_by": "Priya"})
        items = [self.U(user), self.T("calendar", {"action": "list", "calendar": "Staff leave", "from": "next_monday",
                                                   "to": "next_saturday"}, {"events": leave}),
                 self.A(self.F("Two clashes. {n} is on annual leave for part of the week but appears on the rota on those days, "
                               "and the CPD half-day takes one vet out of an afternoon where you have two listed. Everything "
                               "else meets your minimum of two nurses per weekday session.", n=nurse))]
        if r.random() < 0.6:
            items += [self.U(self.F("Thank you. I will ask {rec} to find out whether {n2} can swap.",
                                    n2=self.C([n for n in b.w["nurses"] if n != nurse]))),
                      self.A("Sounds good. Let me know and I'll update the table.")]
        return items

    def f_backorder(self):
        b = self.b
        r = self.r
        drugs = r.sample(b.L["drugs"], 3)
        lines = []
        for d in drugs:
            lines.append("  %-36s %s   qty %d   revised ETA %s" % (d, b.guard(lambda: "NV" + b.digits(6)), r.randint(2, 24),
                                                                   b.iso((1, 14), (2, 20))))
        mail = self.F("Dear Customer,\n\nWe regret to inform you that the following lines from order {ref} are currently "
                      "on back-order due to a manufacturer supply issue:\n\n{lines}\n\nThe remaining lines were despatched "
                      "on {wd}. We apologise for any inconvenience.\n\n{supplier} Customer Services", lines="\n".join(lines))
        user = self.C(["Another back-order email. Could you check how long our current stock will last on these?",
                       "Sigh. Could you look at this and tell me whether we need to find alternatives?"]) + "\n\n" + mail
        stock = [{"item": d, "on_hand": r.randint(0, 30), "unit": self.C(["vial", "bottle", "pack", "box"]),
                  "avg_weekly_use": round(r.uniform(0.5, 9), 1), "reorder_level": r.randint(2, 10),
                  "location": self.C(["Pharmacy", "Theatre", "Consult 1"])} for d in drugs]
        worst = min(stock, key=lambda s: s["on_hand"] / s["avg_weekly_use"])
        return {"items": [self.U(user),
                          self.T("stock_query", {"items": drugs, "fields": ["on_hand", "avg_weekly_use", "reorder_level"]},
                                 {"as_of": "now", "results": stock}),
                          self.A(self.F("Based on average use, the tightest is {w}: {wk} at the current rate. "
                                        "The others should last until the revised ETAs. For {w} it may be worth asking {supp} "
                                        "whether an alternative pack size is available.", w=worst["item"],
                                        wk=("about %s weeks left" % round(worst["on_hand"] / worst["avg_weekly_use"], 1))
                                        if worst["on_hand"] / worst["avg_weekly_use"] >= 0.5 else "only a few days' supply left"))],
                "post": [[self.U(self.F("Good news for once: {supp} found an alternative for the %s and it "
                                        "arrived this morning." % worst["item"])), self.A("That's a relief. I'll take it off the watch list.")]]
                if r.random() < 0.5 else []}

    def f_review(self):
        b = self.b
        r = self.r
        client = self.F("{client}")
        pet = self.F("{pet}")
        stars = r.choice([1, 2, 2, 3])
        review = self.F(self.C([
            "★" * stars + "☆" * (5 - stars) + "  {w}\n\"We were told on the phone that the dental would cost about half of "
            "what we ended up paying. Nobody called to explain the extractions before they were done. {pet} is fine, "
            "which is the main thing, but I feel we were taken advantage of.\"",
            "★" * stars + "☆" * (5 - stars) + "  {w}\n\"Parking is impossible and the waiting room is tiny, so we had to "
            "sit next to a barking dog with our terrified cat for half an hour. Please think about separate areas for cats.\"",
            "★" * stars + "☆" * (5 - stars) + "  {w}\n\"Waited 40 minutes past our appointment time with a very "
            "anxious dog and nobody came out to explain. When we finally got in, the vet was lovely, but the bill was a "
            "shock and nobody had mentioned the cost of the bloods beforehand. Won't be rushing back.\"",
            "★" * stars + "☆" * (5 - stars) + "  {w}\n\"Rang three times to get {pet}'s repeat prescription and "
            "was told each time it would be ready 'later'. It wasn't. The nurses are kind but the front desk seems "
            "completely overwhelmed.\""]), w=self.C(["a day ago", "2 days ago", "3 days ago", "yesterday"]), pet=pet)
        user = self.C(["This review went up on Google overnight (from %s, I think - %s's owner). Could you draft a reply? "
                       "Polite, not defensive, and invite them to ring me.\n\n%s",
                       "Another review, I'm afraid. I believe it's %s (%s). Could you draft something calm that invites "
                       "a phone call?\n\n%s"]) % (client, pet, review)
        draft = self.F("Thank you for taking the time to leave this review, and I am sorry that your visit fell short. "
                       "Long waits without an explanation are not the experience we want anyone to have, and I would "
                       "very much like to hear more about what happened. If you are willing, please call me directly "
                       "on {phone} and ask for Priya, the practice manager.\n\nWith best wishes,\nPriya, {practice}")
        return {"items": [self.U(user), self.A("Here's a first draft:\n\n" + draft),
                          self.U(self.C(["Slightly warmer, please, and take out the bit about 'the experience we want'. "
                                         "It sounds like a leaflet.", "Good, but please make it shorter - people do not read "
                                         "long replies."])),
                          self.A("Revised:\n\n" + self.F("Thank you for telling us about this, and I'm genuinely sorry. A long "
                                                         "wait with no explanation isn't good enough. I'd really like to talk it "
                                                         "through - please ring me on {phone} and ask for Priya.\n\nPriya, {practice}"))],
                "post": [[self.U(self.F("The reviewer rang me after the reply went up. We had a good conversation and "
                                        "she has changed it to {s} stars, which I did not expect.", s=min(5, stars + 2))),
                          self.A("That's a very good outcome - a calm reply and a phone call usually do more than anything else.")]]
                if r.random() < 0.6 else []}

    def f_cd_balance(self):
        b = self.b
        r = self.r
        cds = [("Methadone 10 mg/ml", "ml"), ("Buprenorphine 0.3 mg/ml", "ml"), ("Ketamine 100 mg/ml", "ml"),
               ("Butorphanol 10 mg/ml", "ml"), ("Pethidine 50 mg/ml", "ml"), ("Diazepam 5 mg/ml", "ml")]
        res = []
        odd = r.randrange(len(cds))
        for i, (n, u) in enumerate(cds):
            bal = round(r.uniform(3, 60), 1)
            reg = bal if i != odd else round(bal + self.C([0.5, 1.0, 0.2]), 1)
            res.append({"drug": n, "schedule": "CD2" if i < 2 or i == 4 else "CD3/CD4",
                        "physical_count": bal, "register_balance": reg, "unit": u,
                        "last_entry": b.iso((1, 4), (1, 12)) + " " + b.gen("time"), "entered_by": self.F("{nurse}")})
        user = self.C(["Could you run the CD balance check against the register for the weekly audit?",
                       "Weekly CD check, please - {nurse} has done the physical count and entered it."])
        user = self.F(user)
        items = [self.U(user), self.T("stock_query", {"report": "cd_reconciliation", "location": "Pharmacy CD cabinet"},
                                      {"location": "Pharmacy CD cabinet", "counted_at": "today 08:15", "lines": res}),
                 self.A("Everything matches except %s: the register shows %s %s more than the physical count. Small, but it "
                        "needs an explanation in the register before the audit is signed." %
                        (res[odd]["drug"], round(res[odd]["register_balance"] - res[odd]["physical_count"], 1), res[odd]["unit"]))]
        if r.random() < 0.7:
            items += [self.U(self.F("That will be the breakage {vetf} mentioned on {wd}. I'll make sure it is written up "
                                    "properly with a witness.")),
                      self.A("That would account for it. Once the entry is in, the balances reconcile.")]
        return items

    def f_claim_status(self):
        b = self.b
        r = self.r
        client = self.F("{client}")
        pet = self.F("{pet}")
        ins = self.F("{insurer}")
        user = "%s has rung asking where %s's insurance claim has got to. Could you look it up?" % (client, pet)
        inv = {"invoice": b.guard(lambda: "INV-" + b.digits(6)), "client": client, "patient": pet,
               "date": b.iso((1, 4), (1, 10)), "total": b.gen("cashk"),
               "claim": {"insurer": ins, "claim_no": b.guard(lambda: "C" + b.digits(8)),
                         "submitted": b.iso((1, 4), (1, 10)),
                         "status": self.C(["awaiting clinical history", "under assessment", "query raised", "approved - payment pending"]),
                         "insurer_notes": self.C(["Please provide history from previous practice.",
                                                  "Excess and co-pay to be collected from client.", "", "Pre-existing condition check in progress."])},
               "payments": [{"date": b.iso((1, 4), (1, 10)), "amount": b.gen("cash"), "method": "card", "by": "client (excess)"}]}
        return [self.U(user), self.T("invoice_lookup", {"client": client, "patient": pet, "with_claims": True}, inv),
                self.A("The claim is with %s, status '%s'. %s" % (ins, inv["claim"]["status"], self.C([
                    "If it's waiting for the history, reception can request it from the previous practice today.",
                    "The client has paid the excess already, so there's nothing outstanding on our side.",
                    "Nothing for the client to do yet; I'd suggest telling them we'll call once the insurer responds."])))]

    def f_chat(self):
        pairs = [
            ("The practice cat has taken to sleeping in the printer tray again. {rec} found her there at eight this morning.",
             "There are worse places - it's warm. Perhaps a box next to the printer would tempt her away."),
            ("It is absolutely pouring here. The car park is a lake and two clients have arrived soaked.",
             "Not a good morning for it. Perhaps towels by the door for the dogs, if the nurses can spare some."),
            ("Someone brought in a lemon drizzle cake for {nurse}'s birthday. It has already gone.",
             "That's the fastest-moving stock in the building, then. Happy birthday to {nurse}."),
            ("My daughter has her school play tonight, so I need to leave at five on the dot.",
             "Then let's aim to have everything wrapped up by half past four. Enjoy the play."),
            ("I have just realised I haven't eaten since breakfast. Back in ten minutes.",
             "Go - nothing here that can't wait ten minutes."),
            ("The new coffee machine in the staff room makes a noise like a jet engine. {vetf} is delighted with it.",
             "At least it's popular. Perhaps not during phone calls."),
            ("We had a tortoise in for a nail trim this morning. It was the calmest patient of the week.",
             "Tortoises do tend to set a good example."),
            ("I've been in since seven, and it feels like about three in the afternoon already.",
             "Long morning. Shall we start with the easy things?"),
            ("A client brought us a box of chocolates for looking after their old collie. It was very touching.",
             "That's lovely. Those are the days that make up for the reviews."),
            ("The heating in reception is finally fixed. I may actually take my coat off.",
             "Progress! One fewer thing on the list."),
            ("Sorry for the gap - a greyhound escaped into the car park and it took four of us to catch him.",
             "Goodness. I hope everyone, including the greyhound, is all right."),
            ("Market day today, so the whole town is gridlocked and half our morning clients are late.",
             "That explains the gaps in the diary. It might be worth adding a note to the booking confirmations for market days."),
        ]
        u, a = self.C(pairs)
        cache = {}
        return [self.U(self.F(u, nurse=self.b.w["nurses"][0])), self.A(self.F(a, nurse=self.b.w["nurses"][0]))]

    def f_training(self):
        b = self.b
        r = self.r
        staff = b.w["all_vets"] + b.w["nurses"]
        rows = [{"name": s, "role": "vet" if s.startswith("Dr") else "RVN", "cpd_hours_logged": r.randint(3, 48),
                 "cpd_target": 35 if s.startswith("Dr") else 15, "last_course": self.F(self.C([
                     "Dental radiography basics", "CD legislation update", "Feline friendly handling",
                     "Anaesthetic monitoring", "Client communication"])), "last_course_date": b.iso((1, 4), (1, 12)).replace("2027", "2026")}
                for s in staff]
        behind = [x["name"] for x in rows if x["cpd_hours_logged"] < x["cpd_target"]]
        return [self.U(self.C(["Who is behind on CPD hours this year? I'd like to plan the training budget.",
                               "Could you pull everyone's CPD hours? The appraisals are coming up."])),
                self.T("pms_search", {"index": "staff_cpd", "year": 2026}, {"year": 2026, "staff": rows}),
                self.A("Behind target: %s. %s" % (", ".join(behind) if behind else "nobody, surprisingly",
                                                   self.C(["The in-house session would help most of them at once.",
                                                           "The nurses' targets are lower, so the gaps there are small."])))]

    def f_pms_stats(self):
        b = self.b
        r = self.r
        days = []
        for d in ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]:
            days.append({"day": d, "booked": r.randint(18, 64), "dna": r.randint(0, 6), "emergencies": r.randint(0, 5),
                         "avg_delay_min": r.randint(2, 38)})
        worst = max(days, key=lambda x: x["avg_delay_min"])
        return [self.U(self.C(["Could you get last week's appointment figures? I want to see where the delays were.",
                               "How did last week look in terms of bookings and no-shows?"])),
                self.T("pms_search", {"report": "appointments_summary", "period": "last_week"}, {"period": "last_week", "days": days,
                                                                                                 "total_booked": sum(x["booked"] for x in days)}),
                self.A("%d bookings in total. The worst delays were on %s (average %d minutes behind), and no-shows were "
                       "%d across the week." % (sum(x["booked"] for x in days), worst["day"], worst["avg_delay_min"],
                                                  sum(x["dna"] for x in days)))]

    def f_mail_digest(self):
        b = self.b
        r = self.r
        msgs = []
        pairs = [("{supplier} <orders@{s}.co.uk>", "Delivery {ref} despatched"),
                 ("{lab} <results@{l}.co.uk>", "Results ready: {pet} ({client})"),
                 ("{supplier} Accounts <accounts@{s}.co.uk>", "Your invoice {ref} is ready"),
                 ("{rec} <reception@{p}.co.uk>", "Can I swap {wd}?"),
                 ("{insurer} Claims <claims@{i}.co.uk>", "Claim update {ref}"),
                 ("BVA News <news@bva.co.uk>", "This week in veterinary news"),
                 ("VetLedger <no-reply@vetledger.co.uk>", "Scheduled maintenance {wd} 22:00-23:00")]
        for fr, su in r.sample(pairs, r.randint(4, 6)):
            ins = self.F("{insurer}")
            msgs.append({"from": self.F(fr, s=slug(b.w["supplier"]), l=slug(b.w["lab"]), p=slug(b.w["practice"]),
                                        i=slug(ins), insurer=ins),
                         "subject": self.F(su), "received": b.gen("time"), "unread": r.random() < 0.6})
        msgs.sort(key=lambda m: m["received"])
        return [self.U(self.C(["Anything important in the inbox since lunch?", "Could you skim the inbox for me? I've been in consults all morning."])),
                self.T("mail", {"action": "list", "folder": "INBOX", "since": "12:00"}, {"count": len(msgs), "messages": msgs}),
                self.A("%d new messages. %s" % (len(msgs), "Nothing urgent; the swap request from reception probably needs a reply today."
                                                 if any("swap" in m["subject"] for m in msgs) else
                                                 "Nothing that needs a reply today - mostly notifications."))]

    def f_correction(self):
        u, a = self.C([
            ("Correction to something I said earlier: the {supp} delivery is on Thursday, not Wednesday.",
             "Thanks - I've corrected it."),
            ("Sorry, I muddled two names earlier. It is {nurse} who is booked on the anaesthesia course, not the other way round.",
             "No problem, corrected."),
            ("Ignore my earlier comment about the fridge. It was the thermometer that was faulty, not the fridge.",
             "Good - much cheaper. I'll note the thermometer needs replacing."),
            ("I said the rep was coming at ten; it's actually half past eleven.", "Updated."),
            ("Apologies - the client I mentioned this morning was {client}, not {client2}.", "Thank you, amended."),
        ])
        return [self.U(self.F(u)), self.A(self.F(a))]

    def f_should_we(self):
        u, a = self.C([
            ("Should we order extra flea treatment before the spring rush, or is that premature?",
             "It's a little early - usage normally climbs from March. Ordering mid-February would catch the rush without tying up cash now."),
            ("Should we put a sign on the door about the car park works next week?",
             "Yes, I would - and a line in the booking confirmations, since most clients won't see the door before they've parked."),
            ("Do you think we should offer {rec} the extra Saturday hours first, before advertising?",
             "Yes. Offering internally first is fairer and quicker, and she already knows the system."),
            ("Should we send the reminder texts at 9am or in the evening?",
             "Early evening tends to work better for vaccine reminders - people are at home and can check their diaries."),
            ("Is it worth keeping the old X-ray processor as a backup once the new one is in?",
             "Probably not. It needs chemicals, space and servicing, and the new system has its own support contract."),
        ])
        items = [self.U(self.F(u)), self.A(self.F(a))]
        if self.r.random() < 0.5:
            items += [self.U(self.C(["Fair enough.", "Yes, that makes sense.", "OK, let's do that."])), self.A("Noted.")]
        return items

    def f_habit(self):
        u, a = self.C([
            ("I always like to do the stock count first thing on a Monday. It's just a habit from my last practice.",
             "Makes sense - the shelves are quietest then."),
            ("I tend to reply to supplier emails in the afternoon; mornings are for clients.",
             "A sensible split."),
            ("I don't really like booking reps on Fridays. Nothing against them, I'm just tired by then.",
             "Understood - I'll suggest other days when they ask."),
            ("I prefer to print the rota rather than rely on the screen. Old-fashioned, I know.",
             "Nothing wrong with paper for the staff room wall."),
            ("I usually let {owner} see any complaint reply before it goes out. It saves arguments later.",
             "Sounds wise."),
        ])
        return [self.U(self.F(u)), self.A(self.F(a))]

    def f_staff_email(self):
        topic = self.C([("the staff room fridge", "Please could everyone clear out anything of theirs from the staff "
                         "room fridge by Friday lunchtime. Anything left will be thrown away. Labelled food is safe."),
                        ("parking during the car park resurfacing", "The car park is being resurfaced next week. Staff "
                         "are asked to park at the leisure centre and walk down, leaving our spaces for clients."),
                        ("the new uniform order", "Uniform sizes are needed by Wednesday. Please add yours to the sheet "
                         "on the staff room door; the order goes in on Thursday.")])
        return [self.U("Could you draft a short email to all staff about %s? Friendly but firm." % topic[0]),
                self.A("Draft:\n\nSubject: %s\n\nHi all,\n\n%s\n\nThank you!\nPriya" % (cap(topic[0]), topic[1])),
                self.U(self.C(["Lovely, please send it.", "Perfect. Send it from my address, please."])),
                self.T("mail", {"action": "send", "to": "allstaff@" + slug(self.b.w["practice"]) + ".co.uk",
                                "subject": cap(topic[0])}, {"status": "sent", "message_id": self.b.guard(lambda: "m_" + self.b.digits(8))}),
                self.A("Sent.")]

    def f_invoice_detail(self):
        b = self.b
        r = self.r
        lines = []
        for _ in range(r.randint(5, 9)):
            d = self.C(b.L["drugs"])
            lines.append({"code": b.guard(lambda: "NV" + b.digits(6)), "description": d, "qty": r.randint(1, 12),
                          "unit_price": b.gen("cash"), "vat": "20%"})
        inv = {"invoice": b.guard(lambda: "SI-" + b.digits(6)), "supplier": b.w["supplier"], "date": b.iso((1, 4), (1, 12)),
               "lines": lines, "carriage": b.gen("cash"), "total_inc_vat": b.gen("cashk"), "due": b.iso((1, 20), (2, 20))}
        pick = self.C(lines)
        return [self.U(self.F("Could you pull up the latest {supp} invoice? I think we have been charged twice for something.")),
                self.T("invoice_lookup", {"supplier": b.w["supplier"], "latest": True}, inv),
                self.A("There are %d lines. I can't see an exact duplicate, but %s appears with a quantity of %d, which "
                       "looks high against normal use - possibly two orders merged." % (len(lines), pick["description"], pick["qty"])),
                self.U("That'll be it. I'll query it with them."), self.A("OK.")]

    def f_phone_complaint(self):
        client = self.F("{client}")
        u, a, post = self.C([
            ("I have just had {c} on the phone for twenty minutes, unhappy that their cat was kept in overnight without a "
             "call. {vet} says the call was made, but it went to voicemail. How would you handle the follow-up?",
             "I'd call back today, acknowledge how worrying it must have been, explain the call that went to voicemail "
             "without arguing the point, and offer to add a second contact number to the record. Then a short written "
             "summary of the conversation for the file.",
             "I called {c} back as you suggested. Much calmer this time, and we have added a second contact number to the record."),
            ("{c} came to the desk this morning, upset that the estimate for the dental was so far off the final bill. "
             "{vet} did extractions that weren't expected. What would you suggest?",
             "I'd offer a meeting or call with {vet} to go through the dental chart and radiographs, so the reasons for the "
             "extractions are clear. Whatever the outcome, a note on the estimate process for future dentals would help.",
             "{c} met {vet} and went through the dental chart. They accepted the explanation, though I have promised to "
             "review how we phone owners during dentals."),
            ("{c} rang to say nobody told them the repeat prescription needed a check-up first. They were quite sharp "
             "with {rec}. How should we handle it?",
             "Apologise for the confusion, explain briefly why the check is a legal requirement, and offer the earliest "
             "short appointment. It's also worth checking what the reminder text actually says.",
             "{c} has booked the check-up after all and apologised to {rec}, which was nice of them."),
        ])
        kw = {"c": client, "vet": self.F("{vet}"), "rec": self.F("{rec}")}
        return {"items": [self.U(self.F(u, **kw)), self.A(self.F(a, **kw))],
                "post": [[self.U(self.F(post, **kw)), self.A(self.C(["Good. I'll close it off in the notes.",
                                                                      "That's a good outcome. Closed in the complaints log."]))]]
                if self.r.random() < 0.6 else []}

    def f_xray_plan(self):
        u, a = self.C([
            ("I have been thinking about where the X-ray console should go. If it goes in the prep room, the nurses can "
             "see it from theatre, but it's the only place we have for the drying rack.",
             "The prep room sounds right for workflow. The drying rack could go on the wall by the back door if "
             "it's wall-mounted; worth measuring."),
            ("The builder says the lead lining can go in over a weekend, but the dust will get everywhere. I am tempted "
             "to move the pharmacy stock out for those two days.",
             "Moving the stock out is sensible, especially anything temperature-sensitive. The CD cabinet is "
             "bolted in, so it would need covering rather than moving."),
            ("I still can't decide whether the X-ray room should keep its window. The builder says blocking it up is easy, "
             "but the room will feel like a cupboard.",
             "If the window can be lead-lined or shuttered, that keeps the light. It's worth asking the RPA before the builder starts."),
            ("The nurses are nervous about the new X-ray system. Half of them only ever used the old processor.",
             "That's understandable. Hands-on sessions with the engineer in small groups usually settle nerves faster than a manual."),
        ])
        return [self.U(u), self.A(a)]

    def f_stock_low(self):
        b = self.b
        r = self.r
        res = []
        for d in r.sample(b.L["drugs"], r.randint(4, 6)):
            res.append({"item": d, "on_hand": r.randint(0, 6), "reorder_level": r.randint(4, 10),
                        "on_order": r.choice([0, 0, r.randint(2, 10)]), "supplier": b.w["supplier"]})
        need = [x["item"] for x in res if x["on_hand"] + x["on_order"] < x["reorder_level"]]
        return [self.U(self.C(["What is below reorder level at the moment?", "Could you run the low-stock report before I do the order?"])),
                self.T("stock_query", {"report": "below_reorder", "location": "all"}, {"results": res}),
                self.A(("Needing an order: %s. The rest are low but already on order." % ", ".join(need)) if need else
                       "Everything below reorder level is already on order, so nothing extra is needed today.")]

    def f_reminders(self):
        b = self.b
        r = self.r
        out = {"overdue_vaccinations": {"dogs": r.randint(40, 180), "cats": r.randint(30, 150), "rabbits": r.randint(2, 25)},
               "contact_preference": {"sms": r.randint(100, 260), "email": r.randint(30, 120), "post": r.randint(10, 60)},
               "last_batch_sent": b.iso((1, 4), (1, 10))}
        tot = sum(out["overdue_vaccinations"].values())
        return [self.U("How many pets are overdue for vaccinations at the moment?"),
                self.T("pms_search", {"report": "overdue_vaccinations", "as_of": "today"}, out),
                self.A("%d in total - mostly dogs and cats. The majority prefer text, so a single SMS batch would reach most of them." % tot)]

    def f_quiet_day(self):
        b = self.b
        r = self.r
        days = {d: r.randint(20, 60) for d in ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]}
        q = min(days, key=days.get)
        return [self.U("Which day next week has the fewest bookings so far? I'd like to fit the fire drill in."),
                self.T("pms_search", {"report": "bookings_by_day", "week": "next"}, {"bookings": days}),
                self.A("%s, with %d bookings so far. Late afternoon would be least disruptive." % (q, days[q]))]


class FactsZH(FactsBase):
    # ---------------------------------------------------------------- name
    def name_paste(self, f):
        b = self.b
        r = self.r
        msg = b.fill(r.choice([
            "【{xray}】{owner}您好，DR安装前需要先做一次现场勘查，时间暂定{iso}那周，工程师大概需要两个小时，麻烦提前把机房里的杂物清一下。"
            "另外订单上写的机房尺寸是{nn}×{nn2}米，感觉偏小，麻烦再量一下。——{x}（安装协调）{phone}",
            "您好，我是{supplier}新的对接人{x}，以后贵院的订单和返点都由我负责。看了下本月采购额{cashk}，离下一档返点还差{cash}，"
            "驱虫药可以考虑提前订。{wd}我在附近，方便的话过去拜访一下～",
            "【{insurer}理赔部】贵院目前有{d}单直赔因缺少完整病历被挂起（含{ref}、{ref2}），病历补齐后十个工作日内结案。"
            "后续请直接联系理赔组长{x}，比走客服热线快。"]), x=f["x"])
        user = r.choice(["刚收到这个 你看下今天要不要回\n\n", "转发一下 帮我看看要干嘛\n\n", "这个消息你帮我记一下\n\n"]) + msg
        reply = r.choice(["今天不回也行，不过里面有一件事得在对方下一步之前处理，我已经标到待办里了",
                          "建议今天简单回一句，表示收到了，具体的等明天再细说",
                          "不急着回～我先把里面提到的几个数记下来了"])
        return [b.U(user), b.A(reply)]

    def name_tool(self, f):
        b = self.b
        r = self.r
        org = b.fill(r.choice(["{xray}", "{supplier}", "{insurer}", "{lab}"]))
        user = b.fill(r.choice(["{org}那边回邮件了没 我{wd}发的到现在没动静", "帮我看下{org}有没有联系过我们",
                                "{vet}问{org}回了没 你查下邮箱"]), org=org)
        msgs = []
        for _ in range(r.randint(2, 3)):
            msgs.append({"from": b.fill(r.choice(["{rec} <qiantai@hospital.cn>", "{supplier} <order@supplier.cn>",
                                                  "宠医通 <noreply@chongyitong.cn>", "{lab} <report@lab.cn>"])),
                         "subject": b.fill(r.choice(["发货通知 {ref}", "一月对账单", "检验报告：{pet}（{client}）",
                                                     "{wd}晚系统维护通知", "换班申请"])),
                         "received": b.iso((1, 4), (1, 12)) + " " + b.gen("time"), "unread": r.random() < 0.5})
        msgs.insert(r.randint(0, len(msgs)), {
            "from": "%s <service@%s.cn>" % (f["x"], r.choice(["ruiying", "huanuo", "anchong", "mingshi"])),
            "subject": "回复：" + r.choice(["安装时间", "理赔进度", "报价咨询", "账户调整"]),
            "received": b.iso((1, 4), (1, 12)) + " " + b.gen("time"), "unread": True,
            "snippet": b.fill(r.choice(["您好，邮件已收到，我这边{wd}前给您答复，麻烦先把机房平面图发我一下。",
                                        "不好意思回复晚了，明天上午九点到十点之间给医院打电话详细说。"]))})
        args = {"action": "search", "folder": "收件箱", "query": org, "days": 7}
        reply = b.fill(r.choice(["回了一封，{org}那边说晚点给正式答复，目前不用我们做什么，不过他们要一份东西，你可以看下摘要",
                                 "有一封，是个收到确认，还没实质内容。周五还没消息的话我帮你催一下"]), org=org)
        return [b.U(user), b.T("mail", args, dumps({"total": len(msgs), "messages": msgs})), b.A(reply)]

    def name_asst(self, f):
        b = self.b
        r = self.r
        x = f["x"]
        masked = x[0] + "*" * (len(x) - 1)
        user = r.choice(["下周来的兼职医生叫啥来着 中介那个邮件找不到了", "帮我查下系统里登记的兼职医生是谁 排班要写名字"])
        rows = [{"姓名": masked, "执业证号": b.gen("nnnnnnnnn"), "身份证后四位": b.gen("nnnn"), "岗位": "兼职兽医",
                 "来源": "宠才网中介", "开始日期": b.iso((1, 25), (2, 20)), "状态": "已确认"}]
        for _ in range(r.randint(1, 2)):
            rows.append({"姓名": b.fill(r.choice(["{nurse}", "{rec}"])), "岗位": r.choice(["助理", "前台"]),
                         "来源": "正式员工", "状态": "在职"})
        args = {"index": "员工", "query": "兼职 OR 临时"}
        reply = r.choice(["是%s，系统里名字打了码，我对了下中介合同上的全名。状态已确认" % x,
                          "兼职医生是%s（系统里显示脱敏了），中介那边已经确认过了" % x])
        return [b.U(user), b.T("pms_search", args, dumps({"results": rows})), b.A(reply)]

    # ---------------------------------------------------------------- command
    def command_paste(self, f):
        b = self.b
        msg = b.fill("{it}：\n要{purpose}的话这样弄\n1. 用管理员账号登前台电脑\n2. 开始菜单搜cmd 右键以管理员身份运行\n"
                     "3. 输入：\n{x}\n4. 等它跑完 一般不到一分钟\n还不行就打我电话{phone} 我远程弄", purpose=f["purpose"], x=f["x"])
        user = self.r.choice(["{it}发的步骤 帮我存好 别又找不到了\n\n", "转一下{it}的微信：\n\n"])
        user = b.fill(user) + msg
        return [b.U(user), b.A(self.r.choice(["存到IT备忘里了，第二步最容易漏，一定要管理员身份不然会静默失败",
                                              "好的存好了，前台的故障处理单上我也加了一行，指向这份说明"]))]

    def command_tool(self, f):
        b = self.b
        kb = b.guard(lambda: "KB" + b.digits(5))
        user = b.fill("前台说要{purpose}，{it}又休假 你去宠医通知识库里搜搜有没有办法", purpose=f["purpose"])
        art = b.fill("{kb}｜适用：宠医通 {ver} 及以上｜更新于 {iso}\n\n【说明】本文介绍如何{purpose}。\n\n【准备】\n- 需要本机管理员权限\n"
                     "- 先关闭宠医通客户端\n- 预计2-5分钟\n\n【步骤】\n1. 以管理员身份打开命令提示符\n2. 运行：\n    {x}\n"
                     "3. 等待出现“完成，0个错误”\n4. 重新打开宠医通，确认状态栏为绿色对勾\n\n仍有问题请提交工单，注明错误码 CY-{nnnn} 并附日志。\n\n"
                     "【相关文章】{kb2} 同步状态图标说明；{kb3} 迁移数据库到新服务器", kb=kb, purpose=f["purpose"], x=f["x"],
                     kb2=b.guard(lambda: "KB" + b.digits(5)), kb3=b.guard(lambda: "KB" + b.digits(5)))
        args = {"index": "知识库", "query": f["purpose"], "top": 1}
        reply = b.fill(self.r.choice(["找到了，知识库{kb}正好讲这个，就是第2步那一行命令，记得用管理员身份、先把客户端关掉",
                                      "有的，文章{kb}。按步骤跑一行命令等“0个错误”就行，不行的话要带日志提工单"]), kb=kb)
        return [b.U(user), b.T("pms_search", args, art), b.A(reply)]

    def command_asst(self, f):
        b = self.b
        user = b.fill(self.r.choice(["那个{purpose}怎么弄来着 {it}这周不在", "{rec}问我怎么{purpose} 我忘了步骤了",
                                     "{purpose}的命令是啥 不想周末打扰{it}"]), purpose=f["purpose"])
        reply = b.fill(self.r.choice(["在前台电脑上用管理员身份开命令行，输入：\n\n{x}\n\n一般一分钟内跑完，报错的话把报错截图发{it}",
                                      "就一行命令，管理员窗口里输：\n{x}\n然后等一下，看着像卡住也别关窗口"]), x=f["x"])
        return [b.U(user), b.A(reply), b.U(self.r.choice(["好了！谢谢", "搞定 感谢", "可以了可以了"]))]

    # ---------------------------------------------------------------- id
    def id_paste(self, f):
        b = self.b
        r = self.r
        msg = b.fill(r.choice([
            "您好，您的问题已登记，{what}为{x}，后续沟通请提供此编号，我们会在{d}个工作日内处理。您{iso}提交的上一条记录（{ref}）已关闭。",
            "【通知】编号：{x}\n事项：{what}\n登记日期：{iso}\n经办：客服二组\n资料审核后会再联系您"]), x=f["x"], what=f["what"])
        user = r.choice(["这个帮我归档一下\n\n", "收到条短信 存一下 应该暂时不用管\n\n"]) + msg
        return [b.U(user), b.A(b.fill(r.choice(["归档了，他们说{d}个工作日，下{wd}还没消息我提醒你催",
                                                "好的 放到这件事的资料里了，现在不用做什么"])))]

    def id_tool(self, f):
        b = self.b
        r = self.r
        user = b.fill(r.choice(["帮我找下{what} 对方要我报号 我找不到那张单子了", "{what}你能在系统里查到吗 人家在电话那头等着"]),
                      what=f["what"])
        docs = []
        for _ in range(r.randint(3, 5)):
            docs.append({"单号": b.guard(lambda: r.choice(["FP", "HC", "CG", "LP"]) + b.digits(r.randint(7, 9))),
                         "对方": b.fill(r.choice(["{supplier}", "{insurer}", "{lab}", "{xray}"])),
                         "日期": b.iso((1, 4), (1, 14)), "金额": b.gen("cash"), "状态": r.choice(["已付", "未结", "有疑问", "部分付款"])})
        docs.insert(r.randint(0, len(docs)), {"单号": f["x"], "对方": "-", "日期": b.iso((1, 4), (1, 14)),
                                              "说明": f["what"], "金额": None, "状态": "未结"})
        args = {"search": f["what"][:20], "date_from": "2026-12-01"}
        reply = r.choice(["找到了，就是说明栏跟你描述一样的那条，状态未结，你直接照着结果报给他们就行",
                          "在的，标“未结”的那条。其他几条是不相关的发票和红冲，不用管"])
        return [b.U(user), b.T("invoice_lookup", args, dumps({"count": len(docs), "documents": docs})), b.A(reply)]

    def id_asst(self, f):
        b = self.b
        user = b.fill(self.r.choice(["{client}刚打电话来说{wd}等太久了 很生气 帮我登记个投诉 再设个回访",
                                     "登记个问题：药房的标签机今天卡纸三次了 {nurse}快崩溃了",
                                     "住院部暖气两天早上都不热 帮我开个单"]))
        reply = b.fill(self.r.choice(["已登记，编号{x}，{wd}上午提醒你回访", "好了，问题单号{x}，先挂在你名下，状态“待回复”",
                                      "开好了 {x}，周一早会的时候拿出来说"]), x=f["x"])
        return [b.U(user), b.A(reply)]

    # ---------------------------------------------------------------- port
    def port_paste(self, f):
        b = self.b
        r = self.r
        lines = [("医院", b.w["practice"]), ("工作站", b.fill("DR-WS01（{ip}）")), ("阅片服务器", b.fill("CY-SRV01（{ip}）")),
                 ("AE Title（工作站）", "DR_ACQ"), ("AE Title（阅片）", "CYPACS"), ("Worklist", "已开启，60秒刷新"),
                 ("子网掩码", "255.255.255.0")]
        lines.insert(r.randint(2, len(lines)), (f["what"].replace("的端口", "端口"), f["x"]))
        note = "\n".join("%s：%s" % kv for kv in lines)
        user = r.choice(["工程师贴在机器上的配置单 我拍下来打了一遍 存一下：\n\n", "装机时候的配置单 给IT备份：\n\n"]) + note
        return [b.U(user), b.A(b.fill(r.choice(["存好了～工作站跟阅片服务器在同一个网段，{it}那边只要加防火墙规则就行",
                                                "收到，以后{it}重装服务器就靠这张了"])))]

    def port_tool(self, f):
        b = self.b
        r = self.r
        user = b.fill(r.choice(["{it}{wd}要换路由器 问各个东西用的端口 你从系统里导一下", "帮我把网络设置拉出来 {it}要"]))
        svc = []
        names = ["宠医通数据库", "宠医通同步", "标签打印服务", "短信网关", "阅片服务", "检验结果接收", "远程协助", "刷卡机桥接"]
        r.shuffle(names)
        for n in names[:r.randint(4, 6)]:
            svc.append({"服务": n, "主机": b.fill("{ip}"), "端口": int(b.guard(lambda: str(r.randint(1100, 64000)))),
                        "协议": "TCP", "启用": r.random() < 0.85})
        svc.insert(r.randint(0, len(svc)), {"服务": f["what"].replace("的端口", "").replace("端口", ""), "主机": b.fill("{ip}"), "端口": int(f["x"]), "协议": "TCP",
                                            "启用": True, "备注": "装机时设置"})
        args = {"index": "系统设置", "section": "网络"}
        reply = b.fill(r.choice(["导出来了，一共{n}项，有两个没启用的可以不用开。要不要我直接转给{it}？",
                                 "好了～重点让{it}看备注“装机时设置”的那几个，不是默认值"]), n=len(svc))
        return [b.U(user), b.T("pms_search", args, dumps({"services": svc})), b.A(reply)]

    def port_asst(self, f):
        b = self.b
        user = b.fill("{it}问{what}是多少 你那有记吗", what=f["what"])
        reply = b.fill(self.r.choice(["装机记录里写的是{x}，不过如果{it}在设备上看到的不一样，以设备为准，可能后来改过",
                                      "记录里是{x}。保险起见让{it}在设备设置页再确认一下"]), x=f["x"])
        return [b.U(user), b.A(reply)]

    # ---------------------------------------------------------------- version
    def version_paste(self, f):
        b = self.b
        rep = b.fill("维修服务单 {ref}\n客户：{practice}\n日期：{iso}\n工程师工号：{nnnn}\n\n服务内容：\n- 年度保养及安全检查\n- 清洁、重新校准\n"
                     "- {what}升级至{x}\n- 质控测试：通过（{nn}/{nn}）\n\n下次保养：{iso2}\n更换配件：无\n人工费：{cash}（保内）",
                     what=f["what"], x=f["x"])
        user = self.r.choice(["昨天工程师来保养留的单子 存一下：\n\n", "服务单拍照太糊了我手打了一遍：\n\n"]) + rep
        return [b.U(user), b.A(self.r.choice(["存到设备台账了，全部通过，人工费保内不用付",
                                              "好的，下次保养日期我设了提醒"]))]

    def version_tool(self, f):
        b = self.b
        r = self.r
        user = b.fill(r.choice(["宠医通客服{wd}要开会 要我们所有设备和软件版本 帮我导一下", "{it}{wd}来 帮我看看哪些设备版本旧了"]))
        devs = []
        names = ["前台电脑1", "前台电脑2", "1号诊室电脑", "2号诊室电脑", "手术室监护仪", "药房iPad", "药房标签机", "NAS", "路由器"]
        r.shuffle(names)
        for n in names[:r.randint(4, 6)]:
            devs.append({"设备": n, "类型": r.choice(["固件", "客户端", "App", "驱动"]), "版本": b.gen("ver"),
                         "最后在线": b.iso((1, 6), (1, 12)), "有更新": r.random() < 0.3})
        devs.insert(r.randint(0, len(devs)), {"设备": f["what"].replace("的版本", "").replace("版本", ""), "类型": "-", "版本": f["x"],
                                              "最后在线": b.iso((1, 6), (1, 12)), "有更新": False})
        args = {"index": "设备", "fields": ["设备", "类型", "版本", "最后在线", "有更新"]}
        reply = r.choice(["导好了，只有标了“有更新”的需要处理，其他都是最新的。我可以提前把表发给客服",
                          "有几台有待更新，建议放周日晚上的窗口再升，别在门诊时间弄"])
        return [b.U(user), b.T("pms_search", args, dumps({"devices": devs})), b.A(reply)]

    # ---------------------------------------------------------------- money
    def money_items(self, f):
        parts = self.split_amount(f["value"], 3)
        return [(lab, "¥%d" % p) for lab, p in zip(f["extra"], parts)]

    def rate_total(self, f):
        b = self.b
        for n in [f["n"]] + list(range(2, 9)):
            t = "¥%d" % (f["value"] * n)
            if b.clean(t):
                f["n"] = n
                return t
        return "¥%d" % (f["value"] * f["n"])

    def money_paste(self, f):
        b = self.b
        if f["mode"] == "sum":
            table = "\n".join("%s：%s" % it for it in self.money_items(f))
            msg = b.fill("您好，关于{what}，调整后的明细如下：\n{table}\n合计：{x}（不含税）\n30天内有效，发票开具后30天付款。",
                         what=f["what"], table=table, x=f["x"])
        elif f["mode"] == "rate":
            total = self.rate_total(f)
            msg = b.fill("您好，确认一下：共{n}{unit}，每{unit}{x}，合计{total}，结束后统一开票。七天内取消按全额收取哦",
                         n=f["n"], unit=f["extra"], x=f["x"], total=total)
        else:
            msg = b.fill("您好，{wd}电话里说的{what}确认为{x}，需要盖章的书面确认可以再跟我说。", what=f["what"], x=f["x"])
        user = self.r.choice(["对方发来了 贴一下：\n\n", "刚收到的：\n\n"]) + msg
        return [b.U(user), b.A(self.r.choice(["存了，预算表也更新了，里面没有别的需要回复的",
                                              "好的 记到预算表了，这条消息留着，以后对账有用"]))]

    def money_tool(self, f):
        b = self.b
        r = self.r
        user = b.fill(r.choice(["帮我查下{what}来着 我记不清了", "{what}最后是多少 账上应该有"]), what=f["what"])
        rec = {"记录号": b.guard(lambda: "JL" + b.digits(6)), "说明": f["what"], "更新时间": b.iso((1, 2), (1, 12))}
        if f["mode"] == "sum":
            rec["明细"] = [{"项目": l, "金额": a} for l, a in self.money_items(f)]
            rec["合计"] = f["x"]
            rec["备注"] = "不含税"
        elif f["mode"] == "rate":
            rec["合计"] = self.rate_total(f)
            rec["数量"] = "%d%s" % (f["n"], f["extra"])
            rec["单价"] = f["x"]
        else:
            rec["金额"] = f["x"]
            rec["来源"] = "对方书面确认"
        others = [{"记录号": b.guard(lambda: "JL" + b.digits(6)), "说明": r.choice(["医废处理月费", "氧气瓶租金", "保洁", "检验所一月对账"]),
                   "合计": b.gen("cash")} for _ in range(r.randint(1, 3))]
        recs = others + [rec]
        r.shuffle(recs)
        return [b.U(user), b.T("invoice_lookup", {"query": f["what"][:24], "include_lines": True}, dumps({"records": recs})),
                b.A(r.choice(["查到了，说明对得上的那条就是，其他几条是日常账单", "有的。要不要我顺手填进预算表？"]))]

    def money_asst(self, f):
        b = self.b
        if f["mode"] == "rate":
            total = self.rate_total(f)
            user = b.fill("发票上写{n}{unit}一共{total}，那{what}算下来是多少", n=f["n"], unit=f["extra"], total=total, what=f["what"])
            reply = b.fill(self.r.choice(["每{unit}{x}", "算下来每{unit}{x}，前提是总价里没夹别的费用"]), unit=f["extra"], x=f["x"])
            return [b.U(user), b.A(reply)]
        lst = "\n".join("%s %s" % it for it in self.money_items(f))
        user = b.fill("帮我加一下 {what}\n{lst}", what=f["what"], lst=lst)
        reply = b.fill(self.r.choice(["一共{x}", "合计{x}，要记到预算表吗？", "加起来{x}"]), x=f["x"])
        return [b.U(user), b.A(reply)]

    # ---------------------------------------------------------------- date
    def date_paste(self, f):
        b = self.b
        wd = WEEKDAYS_ZH[f["date"].weekday()]
        msg = b.fill(self.r.choice(["您好，{what}已确认安排在{x}（{wd}），预计{time}左右到，请安排人签字。",
                                    "好消息～{what}排上了，{x}{wd}，如果不方便最晚{wd2}前告诉我们"]),
                     what=f["what"], x=f["x"], wd=wd)
        user = self.r.choice(["终于确认了：\n\n", "刚收到 存一下\n\n"]) + msg
        return [b.U(user), b.A(self.r.choice(["太好了 已经放日历了，排班那天也锁了不批假", "记下了，提前一周提醒你"]))]

    def date_tool(self, f):
        b = self.b
        wd = WEEKDAYS_ZH[f["date"].weekday()]
        user = b.fill("{what}那边确认了没 上周问的", what=f["what"])
        msg = {"from": "service@" + self.r.choice(["ruiying", "mingshi", "kangda"]) + ".cn", "subject": "确认函",
               "received": b.iso((1, 5), (1, 12)) + " " + b.gen("time"),
               "body": b.fill("您好，{what}确定在{x}（{wd}），我们的人员{time}到{time2}之间到达，如不方便请回复。", what=f["what"], x=f["x"], wd=wd)}
        other = {"from": "noreply@chongyitong.cn", "subject": "请验证您的邮箱", "received": b.iso((1, 5), (1, 12)) + " " + b.gen("time"),
                 "body": "点击下方链接……"}
        args = {"action": "search", "folder": "收件箱", "query": "确认", "days": 10}
        return [b.U(user), b.T("mail", args, dumps({"messages": [msg, other] if self.r.random() < 0.5 else [other, msg]})),
                b.A(self.r.choice(["确认了，邮件里有到达时间段，要我加到日历吗", "确认了～他们说不方便才需要回"]))]

    def date_asst(self, f):
        b = self.b
        r = self.r
        d = f["date"]
        user = b.fill("帮我看下最近哪天三个医生都在 而且没排手术 {what}要用", what=f["what"])
        busy = []
        cur = d - timedelta(days=r.randint(6, 12))
        while cur < d:
            busy.append({"日期": cur.isoformat(), "原因": b.fill(r.choice(["{vet}年假", "手术日（{d}台）", "{vet}外出培训", "洗牙专场"]))})
            cur += timedelta(days=r.randint(1, 2))
        args = {"action": "freebusy", "calendars": ["医生", "手术室"], "from": (d - timedelta(days=14)).isoformat(),
                "to": (d + timedelta(days=3)).isoformat()}
        reply = "最早是%s（%s），三个医生都在，手术室也空着，要帮你先占上吗" % (f["x"], WEEKDAYS_ZH[d.weekday()])
        return [b.U(user), b.T("calendar", args, dumps({"busy": busy})), b.A(reply), b.U("占上占上"), b.A("好了")]

    # ---------------------------------------------------------------- decision
    def decision_paste(self, f):
        b = self.b
        c, rr = f["needles"]
        lead = self.r.choice(["{c}，因为{r}", "决定{c}，原因是{r}", "{c}（{r}）"]).format(c=c, r=rr)
        items = [b.fill("排班：兼职医生到岗前由{vet}顶周二晚诊"), b.fill("停车：{wd}起员工停地下二层"),
                 b.fill("其他：{nurse}精麻复训通过，鼓掌")]
        items.insert(self.r.randint(0, len(items)), "%s：%s" % (f["topic"], lead))
        text = b.fill("今天例会纪要 存一下\n\n—— 例会（{wd}）\n参加：{owner}、{vet}、{vet2}、我\n") + \
            "\n".join("%d. %s" % (i + 1, it) for i, it in enumerate(items))
        return [b.U(text), b.A(self.r.choice(["存好了。停车那条要不要我写个群通知？", "收到～停车的事得在员工群里说一下"]))]

    def decision_tool(self, f):
        b = self.b
        c, rr = f["needles"]
        user = b.fill("{owner}把今天医生会的纪要发出来没 我后半段没在")
        body = b.fill("各位：\n今天简单说几件事\n- {topic}：", topic=f["topic"]) + \
            self.r.choice(["{c}，{r}", "大家同意{c}，因为{r}", "结论是{c}，毕竟{r}"]).format(c=c, r=rr) + \
            b.fill("\n- {nurse}更新一下手术室核查单\n- 下次开会{wd}中午，奶茶我请")
        msg = {"from": b.w["owner"] + " <yuanzhang@hospital.cn>", "subject": "今天会议小结",
               "received": b.iso((1, 6), (1, 12)) + " 13:" + b.gen("nn"), "body": body}
        return [b.U(user), b.T("mail", {"action": "search", "folder": "收件箱", "query": "会议小结", "limit": 3},
                                dumps({"messages": [msg]})),
                b.A(self.r.choice(["发了，中午发的，三条，第一条就是你问的那个，其他是日常事务",
                                   "发了～比较短，实质内容就第一条，下次开会时间也定了"]))]

    def decision_asst(self, f):
        b = self.b
        c, rr = f["needles"]
        user = "%s这个我纠结好久了 你知道情况的 你会怎么选" % f["topic"]
        reply = self.r.choice(["既然{r}，我会{c}，这样是从根上解决问题", "说实话我会{c}，{r}，这个不会自己变好的"]).format(c=c, r=rr)
        return [b.U(user), b.A(reply), b.U(self.r.choice(["嗯 就这么定了", "有道理 那就这样", "我也这么想的 定了"])), b.A("好的，记到决策记录里了")]

    # ---------------------------------------------------------------- constraint
    def constraint_paste(self, f):
        b = self.b
        a, c = f["needles"]
        doc = self.r.choice([
            "【放射防护管理规定（草稿）】\n1. DR开机期间机房为控制区\n2. 只有附件名单上的人员可以操作设备\n3. {c}，任何人不得{a}\n4. 剂量计佩戴在铅衣内腰部\n5. 怀孕员工请尽快告知院长助理",
            "{owner}的通知：\n各位同事，检查后以下几点即日起执行：\n- 用药登记必须当场填写\n- {c}，一律不得{a}\n- 钥匙借还在药房登记表上签字\n谢谢配合"])
        doc = b.fill(doc, a=a, c=c)
        user = self.r.choice(["原文存一下 以后写手册用\n\n", "这个放进员工手册的文件夹：\n\n"]) + doc
        return [b.U(user), b.A(self.r.choice(["存好了，写手册的时候原文照搬", "收到。要发全员还是只发医护？"]))]

    def constraint_tool(self, f):
        b = self.b
        a, c = f["needles"]
        user = "放射防护那个老师的邮件来了没 我要里面讲员工能干啥不能干啥那段"
        body = b.fill("您好：\n{wd}现场查看后，设备启用前请注意：\n1. 两个入口都要贴警示标识\n2. 请确保{c}，员工不要{a}\n"
                      "3. 剂量记录至少保存两年\n正式报告{wd2}前发您。", a=a, c=c)
        msg = {"from": "fangfu@radsafe-consult.cn", "subject": "现场查看后续事项", "received": b.iso((1, 5), (1, 12)) + " 10:" + b.gen("nn"),
               "body": body}
        return [b.U(user), b.T("mail", {"action": "search", "folder": "收件箱", "query": "放射防护", "limit": 5},
                                dumps({"messages": [msg]})),
                b.A(self.r.choice(["来了，讲员工的是第2条，另外两条是标识和记录保存，正式报告后面发",
                                   "今早到的。员工那条是第二点，建议原文抄进管理规定里"]))]

    def constraint_asst(self, f):
        b = self.b
        a, c = f["needles"]
        user = b.fill(self.r.choice(["昨天差点出事 {owner}要我周五前定个规矩出来 你帮我写一句",
                                     "{wd}那事之后要在手册里加一条 帮我起个草"]))
        reply = "建议这么写：“%s，任何员工不得%s。” 短一点也方便贴墙上" % (c, a)
        return [b.U(user), b.A(reply), b.U("完美 就这个 加上吧"), b.A("已加到手册草稿")]


class FillerZH(FillerBase):
    def opener(self):
        return [self.U(self.F("早 这几天事情巨多 我就都在这跟你说了哈 排班 库存 投诉 DR 保险理赔那些 你帮我记着点 我脑子已经不够用了[捂脸]")),
                self.A("早上好！没问题，你随时发过来，日期、单号、定下来的事我都帮你记着")]

    def day_end(self):
        return [self.U(self.C(["今天先到这 溜了溜了", "下班！明天见", "最后一个客人走了 累死 明天再说"])),
                self.A(self.C(["辛苦啦 明天见～", "好好休息！", "晚安，明早我把今天没收尾的整理好"]))]

    def day_start(self, day):
        b = self.b
        r = self.r
        events = []
        for tt in r.sample(["{vet} 手术（{d}台）", "{supplier}业务员拜访", "{nurse} 护理门诊", "早会", "{owner} 行政时间",
                            "{rec} 早退", "上门安乐 {client}", "宠医通客服电话会", "住院部大扫除", "猫咪体检套餐专场"], r.randint(4, 7)):
            events.append({"id": b.guard(lambda: "EVT-" + b.digits(6)), "开始": b.gen("time"), "事项": self.F(tt),
                           "日历": "手术室" if "手术" in tt else ("医生" if "{vet}" in tt or "安乐" in tt else "医院")})
        events.sort(key=lambda e: e["开始"])
        greet = self.C(["早～今天有啥安排", "早 帮我看下今天日程", "早上好 我又来了 今天都有啥", "早 路上堵死了 今天日历上有啥"])
        return [self.U(greet), self.T("calendar", {"action": "list", "date": "today"}, {"date": "today", "events": events}),
                self.A("今天一共%d项，%s" % (len(events), self.C(["主要是手术，其他没啥特别的", "没有冲突，就是业务员拜访卡在上午门诊中间",
                                                                  "挺轻松的，难得", "上午就早会一个固定的"])))]

    def tentative_reply(self):
        return self.C(["好，先当暂定，不记成决定", "明白，等最后拍板再说", "ok 先铅笔写着"])

    # ------------------------------------------------------------------ fillers
    def f_rota(self):
        b = self.b
        r = self.r
        vets = [v.replace("医生", "") for v in b.w["vet_names"]]
        rows = ["| 日期 | 上午医生 | 下午医生 | 助理 | 前台 |", "|---|---|---|---|---|"]
        for d in WEEKDAYS_ZH[:6]:
            am = "、".join(r.sample(vets, 2 if d != "周六" else 1))
            pm = "、".join(r.sample(vets, 2)) if d != "周六" else "-"
            nu = "、".join(r.sample(b.w["nurses"], 2 if d != "周六" else 1))
            rows.append("| %s | %s | %s | %s | %s |" % (d, am, pm, nu, "、".join(b.w["recs"]) if d != "周六" else b.w["recs"][0]))
        user = self.C(["下周排班表 帮我对一下请假日历 看看哪天缺人", "排班出来了 你帮我核一下 别又跟谁的假撞了"]) + "\n\n" + "\n".join(rows)
        nurse = self.C(b.w["nurses"])
        leave = [{"id": b.guard(lambda: "LV-" + b.digits(5)), "人": nurse, "类型": "年假", "开始": b.iso((1, 18), (1, 22)),
                  "结束": b.iso((1, 22), (1, 26))},
                 {"id": b.guard(lambda: "LV-" + b.digits(5)), "人": self.F("{vet}"), "类型": "外出培训", "开始": b.iso((1, 18), (1, 23)), "半天": "下午"}]
        items = [self.U(user), self.T("calendar", {"action": "list", "calendar": "员工请假", "from": "下周一", "to": "下周六"}, {"events": leave}),
                 self.A("有两处冲突：%s那几天请了年假但排班表上还有她；还有一个医生下午培训，那天下午你排了两个医生。其他都满足每班至少两个助理" % nurse)]
        if r.random() < 0.6:
            items += [self.U("好 我让%s问问%s能不能换" % (b.w["recs"][0], self.C([n for n in b.w["nurses"] if n != nurse]))),
                      self.A("好的 定了告诉我 我改表")]
        return items

    def f_backorder(self):
        b = self.b
        r = self.r
        drugs = r.sample(b.L["drugs"], 3)
        lines = "\n".join("%s  编码%s  数量%d  预计到货%s" % (d, b.guard(lambda: "HN" + b.digits(6)), r.randint(2, 24), b.iso((1, 14), (2, 20)))
                          for d in drugs)
        msg = self.F("【{supplier}】尊敬的客户，您订单{ref}中以下品种因厂家断货暂时缺货：\n{lines}\n其余品种已于{wd}发出，给您带来不便敬请谅解。", lines=lines)
        user = self.C(["又缺货了 你看下我们现在的库存能撑多久", "唉 帮我看看这几个要不要找替代"]) + "\n\n" + msg
        stock = [{"品名": d, "库存": r.randint(0, 30), "单位": self.C(["支", "瓶", "盒"]), "周均用量": round(r.uniform(0.5, 9), 1),
                  "补货线": r.randint(2, 10)} for d in drugs]
        worst = min(stock, key=lambda s: s["库存"] / s["周均用量"])
        return {"items": [self.U(user), self.T("stock_query", {"items": drugs}, {"results": stock}),
                          self.A("按平均用量，最紧的是%s，%s，其他的撑到预计到货没问题。%s可以问问%s有没有别的规格" %
                                 (worst["品名"], ("大概还能撑%s周" % round(worst["库存"] / worst["周均用量"], 1))
                                  if worst["库存"] / worst["周均用量"] >= 0.5 else "基本撑不了几天了", worst["品名"], b.w["supp"]))],
                "post": [[self.U(self.F("难得的好消息 {supp}找到%s的替代了 今早到货" % worst["品名"])), self.A("太好了 那我从观察清单里拿掉")]]
                if r.random() < 0.5 else []}

    def f_review(self):
        b = self.b
        r = self.r
        pet = self.F("{pet}")
        stars = r.choice([1, 2, 2, 3])
        review = self.C(["【大众点评 %d星】预约了还等了四十分钟，狗子紧张得一直抖，也没人出来说一声。医生人挺好的，但是结账的时候吓一跳，"
                         "抽血的钱之前没人提过。不会再来了。" % stars,
                         "【大众点评 %d星】给%s开个复方药打了三次电话，每次都说“晚点好”，结果根本没好。护士都很温柔，就是前台完全忙不过来的样子。" % (stars, pet)])
        user = "昨晚有人在点评上发了这个 帮我写个回复 客气点别像在吵架 请她直接给我打电话\n\n" + review
        draft = self.F("您好，非常感谢您花时间留下评价，也很抱歉这次让您有不好的体验。等了这么久却没人跟您解释，确实是我们做得不好。"
                       "想跟您详细了解一下情况，方便的话请直接打{phone}找院长助理。——{practice}")
        return {"items": [self.U(user), self.A("先写了一版：\n\n" + draft),
                          self.U(self.C(["再暖一点 别那么官方", "短一点 没人看长的"])),
                          self.A("改了一版：\n\n" + self.F("真的很抱歉，让您和毛孩子等了那么久还没人解释，这是我们的问题。想当面跟您聊聊，"
                                                           "方便的话打{phone}找我就好～——{practice}"))],
                "post": [[self.U("那个差评的客人看到回复打电话来了 聊得挺好 改成%d星了 没想到" % min(5, stars + 2)),
                          self.A("太好了，好好回复加一个电话，比什么都管用")]] if r.random() < 0.6 else []}

    def f_cd_balance(self):
        b = self.b
        r = self.r
        cds = ["美沙酮注射液", "丁丙诺啡注射液", "氯胺酮注射液", "布托啡诺注射液", "哌替啶注射液", "地西泮注射液"]
        res = []
        odd = r.randrange(len(cds))
        for i, n in enumerate(cds):
            bal = round(r.uniform(3, 60), 1)
            reg = bal if i != odd else round(bal + self.C([0.5, 1.0, 0.2]), 1)
            res.append({"药品": n, "实盘": bal, "登记结存": reg, "单位": "ml", "最后登记": b.iso((1, 4), (1, 12)) + " " + b.gen("time"),
                        "登记人": self.F("{nurse}")})
        items = [self.U(self.F(self.C(["帮我跑下精麻周盘点 对一下登记本", "{nurse}实盘数录好了 帮我对下账"]))),
                 self.T("stock_query", {"report": "精麻对账", "location": "药房精麻柜"}, {"盘点时间": "今天 08:15", "明细": res}),
                 self.A("除了%s都对得上，登记结存比实盘多了%sml，量不大但签字前要在登记本上写清楚原因" %
                        (res[odd]["药品"], round(res[odd]["登记结存"] - res[odd]["实盘"], 1)))]
        if r.random() < 0.7:
            items += [self.U(self.F("应该是{vet}说的{wd}打碎的那支 我让他们找人见证补登一下")), self.A("那就对上了，补登完就平了")]
        return items

    def f_claim_status(self):
        b = self.b
        client, pet, ins = self.F("{client}"), self.F("{pet}"), self.F("{insurer}")
        inv = {"单号": b.guard(lambda: "SF-" + b.digits(6)), "客户": client, "宠物": pet, "日期": b.iso((1, 4), (1, 10)),
               "金额": b.gen("cashk"), "理赔": {"保险公司": ins, "案号": b.guard(lambda: "A" + b.digits(9)), "提交": b.iso((1, 4), (1, 10)),
                                               "状态": self.C(["待补病历", "审核中", "有疑问", "已批待付"]),
                                               "备注": self.C(["请提供既往就诊记录", "免赔额由客户自付", "", "核查既往症中"])}}
        return [self.U("%s打电话问%s的理赔到哪一步了 帮我查下" % (client, pet)),
                self.T("invoice_lookup", {"client": client, "pet": pet, "with_claims": True}, inv),
                self.A("在%s那边，状态是“%s”。%s" % (ins, inv["理赔"]["状态"], self.C(["如果是缺病历，前台今天就可以找之前的医院要",
                                                                                  "客人免赔额已经付过了，我们这边没有欠的", "客人那边暂时不用做什么，告诉他有结果我们会打电话"])))]

    def f_chat(self):
        u, a = self.C([
            ("院里那只猫又睡打印机纸盒里了 {rec}早上八点发现的 哈哈哈", "暖和嘛 要不在打印机旁边放个纸箱试试"),
            ("外面下暴雨 停车场成湖了 两个客人进门湿透", "门口放几条毛巾给狗子擦擦吧"),
            ("有人给{nurse}带了生日蛋糕 十分钟就没了", "全院周转最快的库存哈哈 祝{nurse}生日快乐"),
            ("我女儿今晚学校演出 我五点必须准时走！", "那四点半前把事情收尾 好好看演出～"),
            ("我才发现从早上到现在没吃饭 我去吃口东西 十分钟", "快去 没啥等不了十分钟的"),
            ("员工室新咖啡机声音跟飞机起飞一样 {vet}超爱", "受欢迎就行 打电话的时候别开就好"),
            ("今天来了只乌龟剪指甲 是这周最淡定的病人", "乌龟确实是模范病人"),
            ("七点就到了 感觉已经下午三点了[裂开]", "辛苦 先从简单的开始？"),
            ("有个客人送了盒巧克力 谢谢我们照顾他家老边牧 有点感动", "真好，这种时候就觉得差评都不算啥了"),
            ("前台空调终于修好了 我可以脱外套了", "进步！清单上又少一项"),
            ("刚才一只灵缇跑到停车场了 四个人才抓回来 累死", "天哪 人和狗都没事吧"),
        ])
        n = self.b.w["nurses"][0]
        return [self.U(self.F(u, nurse=n)), self.A(self.F(a, nurse=n))]

    def f_training(self):
        b = self.b
        r = self.r
        staff = b.w["vet_names"] + b.w["nurses"]
        rows = [{"姓名": s, "岗位": "医生" if "医生" in s else "助理", "已修学时": r.randint(3, 48), "目标": 35 if "医生" in s else 15}
                for s in staff]
        behind = [x["姓名"] for x in rows if x["已修学时"] < x["目标"]]
        return [self.U(self.C(["今年谁的继续教育学时还不够 我要排培训预算", "帮我拉一下大家的学时 要做绩效面谈了"])),
                self.T("pms_search", {"index": "培训学时", "year": 2026}, {"year": 2026, "staff": rows}),
                self.A("没达标的：%s。%s" % ("、".join(behind) if behind else "居然没有",
                                            self.C(["院内办一场能一次解决好几个人", "助理目标低，差得不多"])))]

    def f_pms_stats(self):
        r = self.r
        days = [{"日": d, "预约": r.randint(18, 64), "爽约": r.randint(0, 6), "急诊": r.randint(0, 5), "平均延误分钟": r.randint(2, 38)}
                for d in WEEKDAYS_ZH[:6]]
        worst = max(days, key=lambda x: x["平均延误分钟"])
        return [self.U(self.C(["帮我拉下上周的预约数据 想看看哪天拖得最厉害", "上周预约和爽约情况怎么样"])),
                self.T("pms_search", {"report": "预约汇总", "period": "上周"}, {"days": days}),
                self.A("一共%d个预约，%s延误最严重，平均晚%d分钟，全周爽约%d个" %
                       (sum(x["预约"] for x in days), worst["日"], worst["平均延误分钟"], sum(x["爽约"] for x in days)))]

    def f_mail_digest(self):
        b = self.b
        r = self.r
        pairs = [("{supplier}", "发货通知 {ref}"), ("{lab}", "检验报告：{pet}（{client}）"), ("{supplier}财务", "您的发票{ref}已开具"),
                 ("{rec}", "{wd}能换班吗"), ("{insurer}理赔", "理赔进度 {ref}"), ("宠业资讯", "本周行业新闻"),
                 ("宠医通", "{wd}晚22点系统维护")]
        msgs = [{"发件人": self.F(fr), "主题": self.F(su), "时间": b.gen("time"), "未读": r.random() < 0.6}
                for fr, su in r.sample(pairs, r.randint(4, 6))]
        msgs.sort(key=lambda m: m["时间"])
        return [self.U(self.C(["中午到现在邮箱有啥要紧的吗", "帮我扫一眼邮箱 一上午都在诊室"])),
                self.T("mail", {"action": "list", "folder": "收件箱", "since": "12:00"}, {"messages": msgs}),
                self.A("%d封新邮件，%s" % (len(msgs), "没啥急的，前台那封换班的今天最好回一下" if any("换班" in m["主题"] for m in msgs)
                                          else "都是通知类的，今天不用回"))]

    def f_correction(self):
        u, a = self.C([("更正一下 {supp}周四到货 不是周三", "好 改了"), ("刚才名字说反了 去上麻醉课的是{nurse}", "没事 改过来了"),
                       ("冰箱那个当我没说 是温度计坏了 冰箱没事", "那好 便宜多了，记一下要换温度计"),
                       ("业务员不是十点来 是十一点半", "已更新"), ("早上说的客人是{client}，不是{client2}", "好的 改了")])
        return [self.U(self.F(u)), self.A(self.F(a))]

    def f_should_we(self):
        u, a = self.C([("驱虫药要不要春天前多囤点 还是太早了", "现在有点早，一般三月开始用量才上来，二月中下单正好，不用现在压钱"),
                       ("下周停车场施工 要不要门口贴个告示", "要的，预约确认短信里也加一句，大部分客人停好车才看得到门"),
                       ("周六加班的时数要不要先问{rec} 再对外招", "先内部问比较好，公平也快，她系统也熟"),
                       ("提醒短信早上九点发还是晚上发", "疫苗提醒傍晚发效果好点，大家在家能看日程"),
                       ("新DR装好后旧的洗片机还要留着备用吗", "不太需要，要药水要地方还要保养，新设备有保修")])
        items = [self.U(self.F(u)), self.A(self.F(a))]
        if self.r.random() < 0.5:
            items += [self.U(self.C(["有道理", "行", "ok 就这样"])), self.A("好的")]
        return items

    def f_habit(self):
        u, a = self.C([("我习惯周一一早盘库存 以前那家医院养成的", "挺好 周一早上货架最清净"),
                       ("供应商的消息我一般下午回 上午留给客人", "分得挺清楚"),
                       ("我不太喜欢周五约业务员 不是针对谁 就是周五太累", "明白 他们约的时候我建议别的日子"),
                       ("排班表我还是喜欢打印出来贴墙上 老派了哈哈", "纸质的贴员工室挺好"),
                       ("投诉回复我一般先给{owner}看一眼 省得以后扯皮", "稳妥")])
        return [self.U(self.F(u)), self.A(self.F(a))]

    def f_staff_email(self):
        t = self.C([("员工冰箱", "周五中午前请大家把员工冰箱里自己的东西清一下，没写名字的统一扔掉哈"),
                    ("停车场施工期间停车", "下周停车场重铺，员工请停隔壁商场，医院车位留给客人，辛苦大家"),
                    ("新工服尺码", "周三前把工服尺码填到员工室门上的表里，周四统一下单")])
        return [self.U("帮我写个群通知 关于%s 语气友好但要坚定" % t[0]), self.A("草稿：\n\n【通知】%s\n\n谢谢大家！" % t[1]),
                self.U(self.C(["可以 发吧", "好 用我的号发"])),
                self.T("mail", {"action": "send", "to": "全体员工", "subject": t[0]}, {"status": "sent", "id": self.b.guard(lambda: "m_" + self.b.digits(8))}),
                self.A("发了")]

    def f_invoice_detail(self):
        b = self.b
        r = self.r
        lines = [{"编码": b.guard(lambda: "HN" + b.digits(6)), "品名": self.C(b.L["drugs"]), "数量": r.randint(1, 12), "单价": b.gen("cash")}
                 for _ in range(r.randint(5, 9))]
        inv = {"发票": b.guard(lambda: "XS-" + b.digits(6)), "供应商": b.w["supplier"], "日期": b.iso((1, 4), (1, 12)), "明细": lines,
               "运费": b.gen("cash"), "价税合计": b.gen("cashk")}
        pick = self.C(lines)
        return [self.U(self.F("帮我调一下{supp}最新那张发票 感觉有东西收了两次钱")),
                self.T("invoice_lookup", {"supplier": b.w["supplier"], "latest": True}, inv),
                self.A("一共%d行，没看到完全重复的，不过%s数量是%d，比平时用量高不少，可能是两单合并了" % (len(lines), pick["品名"], pick["数量"])),
                self.U("应该就是这个 我去问问他们"), self.A("好")]

    def f_phone_complaint(self):
        client = self.F("{client}")
        u, a, post = self.C([
            ("{c}刚打了二十分钟电话 不高兴猫住院过夜没人通知 {vet}说打过了 没人接 这种怎么跟进比较好",
             "建议今天回个电话，先表示理解对方有多担心，打过电话这件事说明一下但别争，再提议在档案里加个备用联系人。最后把沟通内容简单记一笔存档",
             "按你说的给{c}回了电话 平静多了 档案里也加了个备用联系人"),
            ("{c}早上跑到前台 说洗牙的报价跟最后账单差太多 {vet}拔了几颗牙没提前说 怎么处理",
             "可以约{vet}跟客人当面或者电话过一遍牙科记录和片子，把拔牙原因讲清楚。不管结果怎样，以后洗牙中途联系主人的流程也该补上",
             "{c}跟{vet}聊完了 接受了解释 不过我答应了要改一下洗牙时联系主人的流程"),
            ("{c}打电话说开药之前要复诊没人告诉过他们 对{rec}态度挺冲的 怎么办",
             "先道歉，简单解释一下复诊是规定要求的，然后给约最近的短号。顺便看看提醒短信里到底是怎么写的",
             "{c}最后还是约了复诊 还跟{rec}道了歉 挺好的"),
        ])
        kw = {"c": client, "vet": self.F("{vet}"), "rec": self.F("{rec}")}
        return {"items": [self.U(self.F(u, **kw)), self.A(self.F(a, **kw))],
                "post": [[self.U(self.F(post, **kw)), self.A(self.C(["好的 那这件事我在记录里结掉", "挺好的结果 投诉记录里关掉了"]))]]
                if self.r.random() < 0.6 else []}

    def f_xray_plan(self):
        u, a = self.C([("在想DR工作站放哪 放准备间的话手术室那边能看到 但那是唯一能放晾架的地方",
                        "准备间从流程上看挺合适，晾架如果能挂墙可以挪到后门那面墙，量一下"),
                       ("装修师傅说铅板一个周末能装完 但灰会满天飞 我想那两天把药房的货先搬出去",
                        "搬出去挺有必要，尤其是怕热的。精麻柜是固定的，盖好就行不用搬"),
                       ("X光室那个窗户要不要封掉啊 师傅说封很简单 但封了跟储物间一样",
                        "窗户如果能装铅玻璃或者铅板百叶就能留着，动工前问下放射防护的老师"),
                       ("助理们对新DR有点发怵 好几个只用过以前的洗片机",
                        "正常的，让工程师分小组手把手教几次，比看说明书管用")])
        return [self.U(u), self.A(a)]

    def f_stock_low(self):
        b = self.b
        r = self.r
        res = [{"品名": d, "库存": r.randint(0, 6), "补货线": r.randint(4, 10), "在途": r.choice([0, 0, r.randint(2, 10)])}
               for d in r.sample(b.L["drugs"], r.randint(4, 6))]
        need = [x["品名"] for x in res if x["库存"] + x["在途"] < x["补货线"]]
        return [self.U(self.C(["现在哪些低于补货线了", "下单前帮我跑下低库存报表"])),
                self.T("stock_query", {"report": "低于补货线", "location": "全部"}, {"results": res}),
                self.A(("需要下单的：%s，其余的虽然低但已经在途了" % "、".join(need)) if need else "低于补货线的都已经在途了，今天不用额外下单")]

    def f_reminders(self):
        b = self.b
        r = self.r
        out = {"逾期未打疫苗": {"狗": r.randint(40, 180), "猫": r.randint(30, 150), "兔": r.randint(2, 25)},
               "联系偏好": {"短信": r.randint(100, 260), "微信": r.randint(30, 120), "电话": r.randint(10, 60)}, "上次发送": b.iso((1, 4), (1, 10))}
        return [self.U("现在有多少只疫苗过期没打的"), self.T("pms_search", {"report": "疫苗逾期", "as_of": "today"}, out),
                self.A("一共%d只，大部分是猫狗，多数人偏好短信，发一批短信就能覆盖大部分" % sum(out["逾期未打疫苗"].values()))]

    def f_quiet_day(self):
        r = self.r
        days = {d: r.randint(20, 60) for d in WEEKDAYS_ZH[:5]}
        q = min(days, key=days.get)
        return [self.U("下周哪天预约最少 想塞个消防演练"), self.T("pms_search", {"report": "按日预约", "week": "下周"}, {"bookings": days}),
                self.A("%s，目前%d个预约，傍晚那会影响最小" % (q, days[q]))]


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
            cid = "call_cp%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cp%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cp%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cp%d" % n, "createdAt": ts,
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

#!/usr/bin/env python3
"""Held-out retention set "ai": a dental-clinic practice manager and her AI assistant.

Usage:
    PER_KIND=n SUMMARY_MAX=chars python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, recreated on every run)
    seed     conversation seeds, default 1 2 3 4 5; the LAST seed's conversation is in Chinese

Environment:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: the practice manager of a small dental clinic talks to her personal assistant about the
staff rota, a patient booking system that keeps misbehaving, dental suppliers and lab invoices,
the back-office server and Wi-Fi, insurance billing codes and hiring a new hygienist. She writes
long formal emails, terse notes in between, and pastes booking exports and supplier invoices.
Chinese conversation: 一家牙科诊所的运营经理，管排班、预约系统、耗材供应商、医保结算、诊所网络.

Ten fact kinds are seeded PER_KIND times each (name, command, id, port, version, money, date,
decision, constraint, question). Every fact has needles, exact substrings that occur in exactly
one row of the conversation (its own message). The conversation is appended in batches of 25
messages with `okbot compress --now` after each batch; at the end a fact counts as kept only when
each of its needles is found verbatim in `okbot context show`.
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
BATCH = 25
NOW = "2026-11-30T12:00:00Z"


def cap(s):
    return s[:1].upper() + s[1:] if s else s


# --------------------------------------------------------------------------------------------
# English pools
# --------------------------------------------------------------------------------------------
EN = {}
EN["first"] = ["Priya", "Marguerite", "Tobias", "Delphine", "Imogen", "Rosalind", "Casimir",
               "Wendell", "Annika", "Leopold", "Yusuf", "Graciela", "Bartholomew", "Svetlana",
               "Thaddeus", "Ingrid", "Lucinda", "Ezekiel", "Mireille", "Oluwaseun", "Fergus", "Cressida",
               "Henrietta", "Dashiell", "Perpetua"]
EN["last"] = ["Raman", "Kowalczyk", "Abernathy", "Lindqvist", "Nakashima", "Oyelaran",
              "Fairweather", "Castellanos", "Brennan-Ruiz", "Haverford", "Szabo", "McTavish",
              "Delacroix", "Pemberton", "Vasquez-Lowe", "Achterberg", "Quarrie", "Thistlewood",
              "Iwu", "Mortensen"]
EN["roles"] = [
    "the hygienist candidate I liked best", "our new dental nurse", "the tech at Keystone Dental Lab",
    "the rep from the glove supplier", "the IT guy who set up our server", "the billing contact at the insurer",
    "the locum dentist covering January", "our Saturday receptionist", "the booking system's support engineer",
    "the landlord's facilities manager", "the compliance inspector", "the accountant who does our payroll",
    "the hygienist we're trying to hire", "the implant rep", "Dr. Okafor's new associate",
    "the cleaner who has the alarm code", "the Wi-Fi installer", "the lab's delivery driver",
]
EN["cmds"] = [
    ("ipconfig /flushdns", "on the reception PC"), ("sudo systemctl restart bookingsync-agent", "on the little Linux box"),
    ("net stop DentalImagingSvc", "before the update"), ("Get-Service -Name 'Eaglesoft*'", "in PowerShell"),
    ("nslookup booking.maplegrovedental.com", "from the back office"),
    ("robocopy D:\\Xrays \\\\nas01\\xray-backup /MIR /R:2", "for the x-ray backup"),
    ("sc query OpenDentalService", "on the server"), ("gpupdate /force", "on the new laptop"),
    ("arp -a", "to see what's on the network"), ("chkdsk C: /f", "on Chair 2's PC"),
    ("iperf3 -c 192.168.10.5 -t 30", "to test the Wi-Fi speed"), ("ssh admin@10.0.0.2", "to get into the router"),
    ("wbadmin start backup -backupTarget:E:", "for the weekly backup"), ("sudo ufw allow from 192.168.10.0/24", "on the sync box"),
    ("tracert 8.8.8.8", "when the internet was crawling"), ("sfc /scannow", "on the front desk machine"),
    ("docker restart booking-bridge", "on the mini server"), ("tail -n 200 /var/log/bookingsync/sync.log", "to read the sync log"),
    ("Restart-Service Spooler", "for the label printer"), ("net use Z: \\\\nas01\\shared /persistent:yes", "to map the shared drive"),
    ("ping -t 192.168.10.1", "to watch the router drop"), ("sudo journalctl -u bookingsync-agent --since today", "for today's errors"),
    ("Test-NetConnection imaging01", "from Chair 3"), ("mysqldump opendental > od_backup.sql", "before the upgrade"),
]
EN["port_svcs"] = ["the imaging server", "the booking sync agent", "remote desktop on the back-office box",
                   "the label printer", "the NAS web page", "the phone system", "the card terminal",
                   "the database on the server", "the VPN for Dr. Okafor's laptop", "the CCTV recorder",
                   "the intraoral scanner bridge", "the router's admin page"]
EN["ports"] = ["3389", "8443", "9100", "5432", "1433", "8080", "5060", "27017", "5900", "8291",
               "10443", "4443", "2049", "1194", "51820", "8006", "7070", "3128", "8888", "6380",
               "49152", "9443", "11112", "4242"]
EN["ver_sw"] = ["the booking system", "the imaging software", "the router firmware", "the staff handbook",
                "the fee schedule PDF", "the sync agent", "the card terminal app", "the scanner driver",
                "the consent form template", "the practice management software", "the NAS firmware",
                "the rota spreadsheet"]
EN["money_what"] = ["the lab invoice for the zirconia crowns", "the new autoclave service contract",
                    "the monthly Wi-Fi and phone bill", "the glove order", "the hygienist's starting salary (per hour)",
                    "the booking system's annual licence", "the replacement handpiece", "the Keystone lab bill for November",
                    "the server warranty extension", "the overdue insurance reimbursement", "the impression material restock",
                    "the Christmas party deposit", "the locum's day rate", "the fire extinguisher servicing",
                    "the implant kit from the German supplier", "the composite resin reorder",
                    "the new Wi-Fi access points", "the water line treatment"]
EN["date_what"] = ["the hygienist interview", "the insurance audit", "the fire inspection", "the price increase",
                   "the booking system migration", "the server warranty expiry", "the staff meeting",
                   "the lab's holiday shutdown", "the CPR refresher", "the new rota going live",
                   "the contract renewal deadline", "the autoclave service visit", "the payroll cutoff",
                   "the locum's first day", "the network cabling job", "the claims submission deadline"]
EN["months"] = ["January", "February", "March", "April", "November", "December", "December", "January"]
EN["mon3"] = ["Jan", "Feb", "Mar", "Apr", "Nov", "Dec", "Dec", "Jan"]
EN["id_things"] = [("the lab invoice from Keystone", "KDL-{d5}"), ("our support ticket with the booking vendor", "CS-{d6}"),
                   ("the glove order", "SO-{d7}"), ("the Delta claim for the crown", "CLM-{d4}-{d4}"),
                   ("the CE course booking", "BK{d5}{L}"), ("the handpiece return", "RMA-{d5}"),
                   ("the ISP fault ticket", "INC{d7}"), ("the pre-authorisation", "PA-{L}{d5}"),
                   ("the autoclave service job", "SVC-{d4}{L}"), ("the Patterson quote", "Q-{d6}"),
                   ("the warranty case", "WC{d6}"), ("the refund request", "RF-{d5}-{L}{L}")]
EN["decisions"] = [
    ("switch glove orders to Benco", "Patterson raised prices twice this year"),
    ("keep the paper sign-in sheet as backup", "the booking system died twice last week"),
    ("hire Ifeoma part-time first", "we can't justify full-time until spring"),
    ("move the server into the supply closet", "it overheats under the reception desk"),
    ("stop Saturday afternoon clinics", "nobody books after 1pm anyway"),
    ("put the reminder texts back to 48 hours", "24 hours gave people no time to reschedule"),
    ("pay the lab invoice in two halves", "cash flow is tight until the insurer pays"),
    ("buy the mesh Wi-Fi kit", "the surgery at the back has no signal"),
    ("rotate the late shift weekly", "the nurses said monthly felt unfair"),
    ("drop the cheaper impression material", "the lab rejected three impressions in a month"),
    ("renew the booking system for one year only", "I want the option to leave after the migration"),
    ("send statements by email instead of post", "postage went up again and half bounce anyway"),
    ("use the locum agency for January", "two nurses are on leave at the same time"),
    ("code the deep cleans as D4342 from now", "the insurer kept downgrading D4341"),
    ("close the clinic on Christmas Eve", "last year only four patients turned up"),
    ("let Dr. Okafor approve every refund", "the front desk gave one away by mistake"),
    ("replace the router instead of fixing it", "the repair quote was nearly the same price"),
    ("keep the card terminal on its own network", "the bank's security audit asked for it"),
]
EN["constraints"] = [
    "never double-book the surgical chair", "only confirm new patients after the deposit clears",
    "never email x-rays without encryption", "no staff changes to the rota after Thursday noon",
    "don't restart the server during clinic hours", "never give patients the staff Wi-Fi password",
    "only Dr. Okafor signs lab invoices over budget", "no emergency slots after 4:30pm",
    "never share the booking export outside the clinic", "always CC the billing inbox on claims",
    "don't order from the grey-market implant sites", "no hygienist works more than four days straight",
    "only update the booking system on Sunday evenings", "never delete a patient record, archive it",
    "don't book two implant consults back to back", "keep the guest Wi-Fi off the clinic VLAN",
]
EN["questions"] = [
    "Is there a way to [[send reminders in Polish]] to the patients who'd prefer it?",
    "Do you know whether [[the new sealant code]] needs a separate consent form?",
    "What happens to [[unused holiday for part-timers]] at the end of the year here?",
    "Can the NAS actually [[keep 90 days of snapshots]] with the disk we have?",
    "Is it legal to [[ask candidates for references before interview]]?",
    "Is it worth [[getting a static IP from the ISP]], or is that a waste of money for a place our size?",
    "Should the [[autoclave logbook be kept digitally]] or is paper still required?",
    "How do other clinics handle [[patients who no-show three times]]?",
    "Is [[VAT charged on lab work]] from the German supplier or not?",
    "Can we claim [[the hygienist's training course]] as a business expense?",
    "Does the insurer let us [[bill two cleanings in one quarter]] for perio patients?",
    "What's a sensible [[password policy for the reception PCs]]?",
    "Is there a way to [[export the rota to Google Calendar]] automatically?",
    "Do we need [[a data processing agreement with the lab]]?",
    "Does the booking system [[keep an audit log of deletions]] somewhere I can see?",
    "How long are we supposed to [[keep the old paper appointment books]]?",
]

EN_T = {
    "name": [
        ("u", "Note for later: {name} is {role}. Keep that straight for me, I'm terrible with names this week."),
        ("u", "{name} called back — {role}, in case I forget who that is."),
        ("u", "ok so the person I keep mentioning is {name}, {role}"),
        ("u", "Met {name} today ({role}). Seemed sharp, a bit quiet."),
        ("u", "can you address the next one to {name}? {role}. formal pls"),
        ("u", "Heads up, anything from {name} is important. That's {role}."),
        ("a", "The email you pasted is signed by {name}, who from the signature block looks to be {role}. I'd reply to them directly rather than the generic inbox, since they seem to be the one actually handling this."),
        ("a", "From the thread, the person to chase is {name} — {role}. I'd keep the tone friendly but put the date you need it by in the first line so it can't be missed."),
    ],
    "command": [
        ("u", "ran `{cmd}` {ctx} like you said. no errors this time"),
        ("u", "For my notes: the thing that fixed it was {cmd} {ctx}."),
        ("u", "Tried {cmd} {ctx} and it just sat there for ages. Is that normal??"),
        ("u", "IT guy told me to type `{cmd}` {ctx} if it happens again. Writing it here so I don't lose it."),
        ("a", "Next step: run this {ctx} and paste me whatever it prints:\n\n    {cmd}\n\nIt doesn't change anything on its own, it just shows us what state things are in, so it's safe to do while patients are in."),
        ("a", "If it freezes again, the quickest fix is `{cmd}` {ctx}. Give it a minute to finish before you try the booking screen again — if you're too quick it looks like it failed when it hasn't."),
        ("a", "I'd do it in this order: close the booking app on every PC first, then run {cmd} {ctx}, then reopen the app on reception only and check that today's list loads before anyone else logs in."),
    ],
    "id": [
        ("u", "{thing_cap} is {id}, they want it quoted on everything"),
        ("u", "Reference for {thing}: {id}. Please keep hold of that."),
        ("u", "ugh they've closed it again. {thing_cap} was {id} — reopening."),
        ("u", "Can you put {id} in the subject line? It's {thing}."),
        ("u", "new number for {thing}, {id}. the old one is dead apparently"),
        ("a", "Looking at the confirmation you pasted, {thing} has the reference {id}. I've put it in the subject line of the draft below so their system matches it automatically."),
        ("a", "For the follow-up I'd quote {id} — that's {thing} — in the very first sentence. Support desks like that often close anything they can't match to an open case."),
    ],
    "port": [
        ("u", "the IT guy says {svc} runs on port {port}. no idea what that means but there you go"),
        ("u", "Firewall note: {svc} needs {port} open, he said."),
        ("u", "So {svc} is on {port}? Just checking I wrote it down right."),
        ("u", "changed {svc} to port {port} yesterday, everything still works so far"),
        ("a", "From the error message, {svc} is trying to talk on port {port} and something is blocking it. Most likely the Windows firewall on that PC came back after the update; we can allow that one port rather than switching the firewall off."),
        ("a", "Quick explanation, since you asked: a port is like a numbered door on the machine. {svc_cap} listens on port {port}, so the router has to let traffic through that door and nothing else needs to change."),
        ("a", "The setup sheet you pasted lists {svc} on port {port}. If the new router reset its rules, that's the one to re-add first."),
    ],
    "version": [
        ("u", "they pushed {sw} to {ver} overnight without telling anyone. of course"),
        ("u", "We're on {ver} of {sw} now, for the record."),
        ("u", "Which changed in {ver}? {sw_cap} looks totally different this morning."),
        ("u", "Dr. Okafor wants {sw} kept at {ver} until after the holidays"),
        ("u", "fyi {sw_cap} = {ver}. Support asked and I had to dig for it"),
        ("a", "The release notes say {sw} {ver} is the one that fixes the reminder bug you've been fighting. I'd still wait a couple of days after it comes out before installing it, in case they pull it."),
        ("a", "Your screenshot shows {sw} at {ver}. That's recent enough for the new insurance forms, so I don't think an upgrade is the problem here."),
    ],
    "money": [
        ("u", "{what_cap} came to {amt}. Bit steep??"),
        ("u", "fyi {what} is {amt} this time"),
        ("u", "Just off the phone — {what} will be {amt}, they're emailing it over."),
        ("u", "Approved {amt} for {what} this morning. Dr. Okafor signed it off."),
        ("u", "ugh. {amt} for {what}. more than last quarter, I'm sure of it"),
        ("u", "Can you remember {what} = {amt} incl. tax, apparently"),
        ("a", "I've added up the lines you pasted: {what} comes to {amt} including the delivery charge. That's within what you said you'd budgeted, just about."),
        ("a", "Going by the quote, {what} lands at {amt}. If you pay within 14 days there's a small discount mentioned in the footer, which might be worth it this month."),
    ],
    "date": [
        ("u", "{what_cap} is {date}. put it somewhere I'll see it"),
        ("u", "They've moved {what} to {date}, annoyingly."),
        ("u", "So {what} — {date}. Confirmed by email this time, not just a phone call."),
        ("u", "note: {date} for {what}"),
        ("u", "Can you make sure I don't forget {what} on {date}? It always sneaks up on me."),
        ("a", "The letter you pasted gives {date} for {what}. I'd put a reminder a week before as well, so there's time to pull the paperwork together."),
        ("a", "Reading their email again, {what} is now {date}, not the earlier date in the first message. The second email supersedes it."),
    ],
    "decision": [
        ("u", "OK decided: we {choice}. Main thing is {reason}, so there's no point dragging it out."),
        ("u", "I've made up my mind, going to {choice} because {reason}."),
        ("u", "After sleeping on it — {choice}. Honestly {reason} and I'm tired of it."),
        ("u", "Final answer: {choice}. Reason: {reason}."),
        ("u", "Dr. Okafor agreed, we'll {choice}; {reason}, he's seen the numbers too."),
        ("u", "right, we {choice}. because {reason}. done. moving on"),
        ("a", "Understood — so the plan is to {choice}, since {reason}. I'll word the staff notice so it explains the reason briefly; people take changes better when they see why."),
    ],
    "constraint": [
        ("u", "Standing rule from now on: {rule}. We learned that one the hard way."),
        ("u", "please remember, {rule}. Ever. Whatever anyone at the front desk says."),
        ("u", "One thing for every rota you draft: {rule}."),
        ("u", "Rule here is {rule} — Dr. Okafor is strict about it."),
        ("u", "just so it's written down somewhere: {rule}"),
        ("u", "New policy after last week's mess: {rule}. Can you keep that in mind when you draft things?"),
        ("a", "I'll apply the clinic rule you gave me — {rule} — to the draft, which means two of the Wednesday slots move. Here's the revised version with those changes marked."),
    ],
    "question": [
        ("u", "{q} Anyway, that's for another day — {pivot}"),
        ("u", "Random thought while I remember: {q}\n\nBut first, {pivot}"),
        ("u", "{q} hmm, park that. {pivot_cap}"),
        ("u", "Something I've wondered for ages. {q} Not urgent. More urgent: {pivot}"),
        ("u", "{pivot_cap}\n\n(also, unrelated, {q_lower} no need to answer now)"),
        ("u", "Two things. First, {pivot} Second, and this is just me thinking out loud: {q}"),
    ],
}

EN_PIVOTS = [
    "can you tidy up the email to the lab I pasted earlier?",
    "can you make the Wednesday rota fit on one page?",
    "help me word a polite no to the sales rep who keeps calling.",
    "I need a short note for the staff room about the new sign-in process.",
    "can you shorten the reply to the insurer, it's rambling.",
    "could you draft the job ad intro for the hygienist post?",
    "what should I say to the patient who complained about the wait?",
    "please make a checklist for opening up on Monday.",
]

EN_LEADS = ["ok you know what, do it the way I said on the phone earlier. write it up properly",
            "go with what I said this morning. can you put it in words for the staff?",
            "Fine. My call, as discussed. Put it in writing please.",
            "Same as I told you before lunch, just make it official."]

EN_SHORT = [
    "ok", "thx", "back. phones haven't stopped", "sorry, had a patient's mum at the desk for 20 min",
    "can you make that shorter", "hmm not quite. more formal pls", "perfect, sending",
    "booking system froze AGAIN", "that's better", "coffee number three, don't judge",
    "wait what", "ok done", "lol no", "good point", "yes that one", "brb, fire alarm test",
    "right", "the printer is jammed and so am I", "Much better, thank you.", "fine.",
    "less grovelling in the second paragraph please", "no the other one", "Sorry, typo'd that. ignore",
    "hm. let me think about it", "nurses are arguing about the fridge again", "done, next",
    "it's raining and half of the afternoon cancelled", "can you put it in bullet points",
    "that's too long, they won't read it", "yes exactly", "ugh. ok.", "ta",
]

EN_ASKS = [
    "Can you draft a polite reply to the lab saying the shade on last week's crowns was off?",
    "Need a short staff notice about parking during the roadworks.",
    "Help me write to the landlord about the heating in surgery 2, it's freezing in there.",
    "What's the best way to lay out a 4-week rota for 3 nurses and 2 hygienists?",
    "Could you reword this so it sounds less angry? I'm angry, but still.",
    "Can you summarise what we know about the booking glitch so far? For the vendor.",
    "What should go in an onboarding checklist for a new hygienist?",
    "draft a reminder to staff about the sharps bins, nicely",
    "How do I explain to a patient that their insurer downgraded the claim?",
    "Write me a short thank-you note for the cleaner, she went above and beyond.",
    "any tips for getting the reception PC to stop going to sleep mid-morning?",
    "Make a list of questions for the hygienist interview please",
    "Can you check my maths on the supplies budget? I keep getting a different total.",
    "The Wi-Fi in the back surgery keeps dropping. Where do I even start?",
    "how do I tell the glove rep we're leaving without burning the bridge",
    "Can you turn my notes into a proper agenda for the staff meeting?",
]

EN_PARAS = [
    "For the rota itself, I'd build it week by week rather than as one long month: it's easier to see where the gaps are, and swaps between nurses are less likely to break something further down. Mark the fixed commitments first — school runs, part-time days — and only then fill the surgeries.",
    "On the booking system, the pattern you describe (appointments showing on one screen and not another) usually points at the sync between the local copy and the cloud copy rather than at the data itself. That's good news: the appointments probably aren't lost, just not pushed through yet.",
    "With the lab, I'd keep it factual and specific. Say which case, what was wrong and what you need, and leave out how annoying it was. Labs get a lot of vague complaints; the precise ones get fixed first.",
    "For the Wi-Fi, the back surgery is likely too far from the router and behind the x-ray room, which has lead in the walls. No setting will fix that on its own. A second access point near that corridor is the usual fix.",
    "Insurance downgrades are frustrating but common. It's worth checking whether the narrative and the perio charting were attached, because most downgrades on deep cleans happen when the pocket depths aren't in the claim.",
    "For the hiring side, I'd keep the first interview short — thirty minutes — and focus on how they handle anxious patients and how they keep to time. Clinical skill you can check in a working interview afterwards.",
    "On the supplier invoices: it helps to match each invoice to its delivery note before paying. Short deliveries are the most common problem, and it's much harder to get a credit once the invoice has been paid.",
    "About the server: it mostly needs to be somewhere with air flow and not where someone can kick the power cable. A small UPS is worth it, because a power cut during the nightly backup is what tends to corrupt things.",
    "I kept your wording where it was strong and only changed the opening, which jumped straight into the complaint. Starting with the facts makes it easier for them to say yes.",
    "For the staff notice, shorter is better. People read the first two lines on the fridge door and stop there, so the important bit goes first and the explanation after.",
    "If the reminder texts are going out twice, check that there aren't two reminder rules both switched on — one from the old template and one from the new one. That's the cause more often than a real bug.",
    "On budget: I'd split consumables into what you order every month (gloves, masks, bibs) and what you order a few times a year (impression material, burs, composite). It makes the monthly figure much easier to predict.",
    "For the patient who complained, acknowledging the wait and saying what you're changing goes a long way. Avoid blaming the system in writing, even if it really was the system.",
    "Regarding the card terminal: if it drops only during busy times, it may be sharing the connection with the imaging uploads. Putting it on its own network segment usually steadies it.",
    "It may also be worth keeping a simple log — date, time, what happened, who noticed — for a week. Vendors take problems much more seriously when you can show them a pattern.",
    "For the job advert, say clearly what's good about working there: the hours, the small team, the modern kit. Candidates compare a dozen ads that all say 'competitive salary'.",
    "If you're short of time, send the short version today and the detailed one next week. Getting it in front of them matters more than getting every sentence right.",
    "I'd avoid changing more than one thing at a time on the network. If you swap the router and move the server in the same afternoon, you won't know which change caused any new problem.",
    "With regard to the holidays, it's worth telling patients about the closure in the reminder texts from early December, so nobody turns up to a locked door.",
    "For the meeting agenda, put the decisions you need first and the updates last. Updates can be skipped if time runs out; decisions can't.",
    "On the swaps: a simple rule like 'swaps must be agreed by both people and written on the sheet by Thursday' saves a lot of arguments. You don't have to police it, just point at the sheet.",
    "If the new hygienist is part-time at first, give her the same recall patients each week where you can. Patients like continuity, and she'll build a list faster.",
    "For insurance coding questions, the insurer's provider helpline is usually faster than email, and if you note the call reference you have something to quote if the claim is rejected later.",
    "The back-office PC can probably stay as it is for now. The bigger risk is that the backups have never been test-restored; it's worth trying to restore one file this month, just to know it works.",
    "On the lab side, a short monthly summary of remakes — how many, why, which lab — is a good lever when you negotiate prices. It turns 'you keep getting it wrong' into numbers.",
    "For the front desk, a one-page 'what to do when the booking system is down' sheet would help: the paper list, who to ring, and how to enter the bookings afterwards.",
    "If cash flow is tight this month, ask the bigger suppliers for 60-day terms rather than delaying payment without telling them. Most will agree once, if you ask before the due date.",
    "For the interview, a short practical task — reading a perio chart and explaining it to a 'patient' — tells you more than another question about strengths and weaknesses.",
    "Regarding the guest Wi-Fi, keeping it separate from the clinic network is the main thing. Patients on their phones in the waiting room shouldn't be on the same network as the x-ray machines.",
    "On the staff side, it might help to thank the nurses publicly for covering last week. It costs nothing and it makes the next favour easier to ask for.",
]

EN_OPENERS = ["Sure — here's a version you can use.", "Good question.", "Here's what I'd do.",
              "Of course.", "That makes sense.", "Right, a few thoughts.", "Here you go.",
              "Happy to.", "That sounds exhausting — let's sort it out.", "Got it.",
              "Okay, here's a tidier version.", "Let me take those one at a time."]
EN_CLOSERS = ["Want me to make it shorter?", "Shall I adjust the tone?", "Let me know if anything's off.",
              "I can turn this into a checklist if that helps.", "", "", "Tell me what they reply.",
              "If you paste their answer I'll help with the next step."]

EN_EMAIL_TO = ["Dear Mr. Haldane,", "Dear Accounts Team,", "Dear Support,", "Good morning,",
               "Dear Ms. Corrigan,", "Dear Claims Department,", "Hello team,"]
EN_EMAIL_BODY = [
    "I am writing regarding the delivery received on Tuesday, which was short by two boxes of medium gloves and one case of bibs. I would be grateful if you could arrange for the missing items to be sent this week, or issue a credit against the invoice.",
    "Further to our telephone conversation, I would like to confirm that we will not be renewing the current maintenance arrangement on its existing terms. We remain open to discussing a revised agreement that reflects the level of service actually provided.",
    "We have now experienced repeated failures of the online booking system during clinic hours, resulting in missed and duplicated appointments. I would ask that this matter is escalated and that we receive a written explanation and a timeline for resolution.",
    "Thank you for your prompt response. Having reviewed the attached statement, I believe two of the listed items were already settled in October, and I would appreciate it if you could check your records and send an amended statement.",
    "I am pleased to invite you to an interview for the position of dental hygienist at our practice. The interview will last approximately thirty minutes and will be followed by a short tour of the clinic.",
    "Please be advised that the practice will operate reduced hours over the holiday period. Patients with urgent needs will be able to contact the emergency line, details of which are given on our website.",
]
EN_EMAIL_SIGN = ["Kind regards,\nJoanne Whitlock\nPractice Manager, Maple Grove Dental",
                 "Yours sincerely,\nJoanne Whitlock\nPractice Manager",
                 "Best regards,\nJoanne\nMaple Grove Dental"]

EN_TOOLS = [
    ("read_attachment", lambda r: {"file": r.choice(["booking_export_wed.csv", "invoice_keystone.pdf", "rota_dec.xlsx", "router_log.txt"])}),
    ("calendar_lookup", lambda r: {"range": r.choice(["this week", "next week", "December"]), "calendar": "clinic"}),
    ("web_search", lambda r: {"query": r.choice(["dental reminder texts sent twice fix", "mesh wifi clinic lead walls", "hygienist job advert examples", "card terminal drops busy network"])}),
    ("spreadsheet_query", lambda r: {"sheet": "supplies_2026", "query": r.choice(["sum by supplier", "orders last 30 days", "over budget lines"])}),
    ("draft_email", lambda r: {"to": r.choice(["lab", "insurer", "booking vendor", "staff"]), "tone": r.choice(["formal", "friendly", "firm"])}),
]

# --------------------------------------------------------------------------------------------
# Chinese pools
# --------------------------------------------------------------------------------------------
ZH = {}
ZH["names"] = ["李晓燕", "张伟东", "刘思琪", "赵建国", "孙慧敏", "周海涛", "吴佳怡", "郑凯文", "冯雪梅",
               "何俊杰", "许文静", "马宏亮", "朱颖", "胡明轩", "郭晓峰", "林雨桐", "黄丽华", "高志远",
               "罗欣然", "谢振华", "韩梦洁", "唐宇航", "曹静怡", "邓子涵", "彭立新", "蒋婉清", "沈嘉豪",
               "杜晓琳", "叶俊峰", "程美玲"]
ZH["roles"] = ["新来的护士", "我们想招的洁牙师", "技工所负责对接的", "手套供应商的业务员", "装服务器的网管",
               "医保中心窗口的老师", "元旦期间来顶班的医生", "周六的前台", "预约系统的售后工程师", "物业的负责人",
               "卫健委来检查的", "帮我们做工资的会计", "种植体厂家的代表", "院长新请的助理医生", "有门禁密码的保洁阿姨",
               "装无线网的师傅", "技工所送货的司机"]
ZH["cmds"] = [(c, z) for c, z in [
    ("ipconfig /flushdns", "在前台电脑上"), ("sudo systemctl restart bookingsync-agent", "在那台小主机上"),
    ("net stop DentalImagingSvc", "升级之前"), ("sc query OpenDentalService", "在服务器上"),
    ("gpupdate /force", "在新笔记本上"), ("arp -a", "看看网里都有哪些设备"), ("chkdsk C: /f", "在二号椅的电脑上"),
    ("ping -t 192.168.1.1", "盯着路由器掉线"), ("tracert www.baidu.com", "网慢得要死的时候"),
    ("sfc /scannow", "在收费台电脑上"), ("docker restart booking-bridge", "在小服务器上"),
    ("tail -n 200 /var/log/bookingsync/sync.log", "看同步日志"), ("Restart-Service Spooler", "给小票打印机"),
    ("net use Z: \\\\nas01\\共享 /persistent:yes", "映射共享盘"), ("ssh admin@192.168.1.2", "登路由器"),
    ("wbadmin start backup -backupTarget:E:", "每周备份"), ("Test-NetConnection imaging01", "在三号诊室"),
    ("mysqldump yuyue > yuyue_backup.sql", "升级前备份数据库"), ("iperf3 -c 192.168.1.5 -t 30", "测无线网速"),
    ("shutdown /r /t 0", "重启前台电脑")]]
ZH["port_svcs"] = ["影像服务器", "预约同步程序", "后台那台电脑的远程桌面", "标签打印机", "NAS的管理页面",
                   "电话系统", "刷卡机", "服务器上的数据库", "院长笔记本的VPN", "监控录像机", "口扫的数据桥", "路由器后台"]
ZH["ver_sw"] = ["预约系统", "影像软件", "路由器固件", "员工手册", "收费标准表", "同步程序", "刷卡机的应用",
                "口扫驱动", "知情同意书模板", "诊所管理软件", "NAS固件", "排班表模板"]
ZH["money_what"] = ["这批氧化锆牙冠的技工费", "消毒柜的保养合同", "这个月的宽带和电话费", "这次的手套订单",
                    "洁牙师的起薪（月薪）", "预约系统一年的授权费", "换的那个高速手机", "技工所11月的账单",
                    "服务器延保", "医保那边欠的回款", "印模材料补货", "年会的定金", "顶班医生一天的费用",
                    "灭火器年检", "德国那家的种植工具盒", "树脂补货", "新买的无线AP", "水路消毒"]
ZH["date_what"] = ["洁牙师面试", "医保检查", "消防检查", "涨价", "预约系统迁移", "服务器保修到期", "全员例会",
                   "技工所放假", "心肺复苏培训", "新排班表启用", "合同续签截止", "消毒柜上门保养", "工资截止",
                   "顶班医生第一天来", "网线改造施工", "医保结算申报截止"]
ZH["id_things"] = [("技工所的发票", "FP-{d8}"), ("预约系统的售后工单", "GD{d6}"), ("手套订单", "DD2026{d6}"),
                   ("医保结算单", "YB-2026-{d4}"), ("培训报名", "BM{d5}{L}"), ("手机退货", "TH-{d5}"),
                   ("宽带报修单", "BX{d7}"), ("种植预审批", "SP-{L}{d5}"), ("消毒柜维修单", "WX-{d4}{L}"),
                   ("报价单", "BJ-{d6}"), ("保修单", "BXD{d6}"), ("退款申请", "TK-{d5}-{L}{L}")]
ZH["decisions"] = [
    ("手套改从新华口腔订", "老供应商连续两个月缺货"),
    ("纸质签到表继续留着备用", "上周预约系统崩了两次"),
    ("洁牙师先招兼职", "开春前全职的工资撑不住"),
    ("服务器搬到库房里", "放前台底下老是过热"),
    ("周六下午不开诊了", "一点以后根本没人约"),
    ("提醒短信改回提前两天发", "提前一天病人来不及改约"),
    ("技工所的账分两次付", "医保回款之前现金很紧"),
    ("买那套Mesh路由", "最里面那间诊室一点信号都没有"),
    ("晚班改成每周轮换", "护士们说按月轮不公平"),
    ("便宜的那款印模材料不用了", "技工所一个月退回来三次"),
    ("预约系统只续一年", "迁移完我想保留换掉的余地"),
    ("对账单改成发邮件", "邮费又涨了而且一半寄不到"),
    ("元旦找中介派护士", "两个护士同时休假"),
    ("周末急诊只留一个号", "上个周末来了五个都排不开"),
    ("平安夜下午关门", "去年那天只来了四个病人"),
    ("所有退款都让院长批", "前台上次退错了一笔"),
    ("路由器直接换新的", "修的报价跟新的差不多"),
    ("刷卡机单独走一条网", "银行安全检查要求的"),
]
ZH["constraints"] = [
    "手术椅绝对不能重复约", "新病人交了定金才能确认", "X光片不能不加密就发出去",
    "周四中午以后不许再改排班", "看诊时间不要重启服务器", "员工WiFi密码不能给病人",
    "超预算的技工单只有院长能签", "下午四点半以后不排急诊", "预约导出表不能发到诊所外面",
    "医保结算只在前台那台电脑上做", "不要从来路不明的网站买种植体", "洁牙师不能连续上班超过四天",
    "预约系统只在周日晚上升级", "患者档案不能删，只能归档", "两个种植咨询不要挨着约",
    "不要把患者电话发到微信群里",
]
ZH["questions"] = [
    "预约提醒[[能不能改成用微信发]]，不发短信了？",
    "你知道[[新的窝沟封闭收费项目]]要不要单独签同意书吗？",
    "兼职员工[[年底没休完的年假]]一般怎么处理？",
    "我们现在那块硬盘，NAS能不能[[保留90天的快照]]？",
    "[[面试前就要推荐人联系方式]]合不合规？",
    "[[找运营商要个固定IP]]值不值，我们这么小的诊所用得上吗？",
    "[[消毒记录本改成电子版]]可以吗，还是必须纸质的？",
    "别的诊所是怎么处理[[连续三次爽约的病人]]的？",
    "德国那家的[[技工费要不要交增值税]]？",
    "洁牙师的[[培训费能不能算公司费用]]？",
    "牙周病人[[一个季度洁两次牙医保给不给报]]？",
    "前台电脑的[[密码策略怎么定比较合理]]？",
    "排班表能不能[[自动同步到手机日历]]？",
    "跟技工所要不要签[[数据处理协议]]？",
    "预约系统里[[能不能查到是谁删的预约]]？",
    "以前的[[纸质预约本要保存几年]]？",
]

ZH_T = {
    "name": [
        ("u", "记一下：{name}是{role}，这周脑子不够用，老记错人。"),
        ("u", "{name}刚回电话了，就是{role}，怕我回头忘了是谁"),
        ("u", "我一直说的那个人叫{name}，{role}"),
        ("u", "今天见了{name}（{role}），人挺靠谱的，就是话不多。"),
        ("u", "下一封邮件发给{name}吧，{role}，正式一点"),
        ("u", "以后{name}发来的东西都优先看，那是{role}。"),
        ("a", "你贴的这封邮件落款是{name}，看签名应该是{role}。建议直接回复他本人，不要回那个公共邮箱，实际处理这件事的就是他。"),
        ("a", "从聊天记录看，要催的人是{name}——{role}。语气可以客气一点，但第一句就把你需要的截止时间写清楚。"),
    ],
    "command": [
        ("u", "按你说的跑了 `{cmd}`（{ctx}），这次没报错"),
        ("u", "记一下，最后解决问题的是这条：{cmd}  ——{ctx}用的。"),
        ("u", "敲了{cmd}（{ctx}），卡了好久都没反应，正常吗？？"),
        ("u", "网管说再出这个问题就输 `{cmd}`，{ctx}。我先记在这儿免得找不到"),
        ("u", "昨天{ctx}那次，用的命令是 {cmd} 对吧？我怕记混了"),
        ("a", "下一步，请运行下面这条命令（{ctx}），把输出原样贴给我：\n\n    {cmd}\n\n它本身不会改任何东西，只是看一下当前状态，病人在的时候也可以放心跑。"),
        ("a", "如果又卡死了，最快的办法是执行 `{cmd}`（{ctx}）。等它跑完一分钟再打开预约界面，太快去点会看起来像是失败了，其实没有。"),
        ("a", "顺序建议这样：先把每台电脑上的预约软件都关掉，再运行 {cmd}（{ctx}），然后只在前台打开软件，确认今天的列表能加载出来，再让其他人登录。"),
    ],
    "id": [
        ("u", "{thing}的编号是{id}，他们说所有沟通都要带上"),
        ("u", "{thing}：{id}，帮我记着。"),
        ("u", "烦死了又给关了。{thing}是{id}，我重新提了"),
        ("u", "邮件标题里加上{id}吧，是{thing}的号。"),
        ("u", "{thing}换了新号，{id}，说旧的作废了"),
        ("a", "从你贴的确认信息看，{thing}的编号是{id}。我已经把它放进下面草稿的标题里了，这样对方系统能自动对上。"),
        ("a", "跟进的时候建议第一句话就写{id}（就是{thing}）。这类客服经常把对不上号的单子直接关掉。"),
    ],
    "port": [
        ("u", "网管说{svc}走的是{port}端口，我也不懂，反正先记下"),
        ("u", "防火墙备忘：{svc}要开{port}端口。"),
        ("u", "所以{svc}是{port}对吧？确认一下我没抄错"),
        ("u", "昨天把{svc}改到{port}端口了，目前一切正常"),
        ("a", "从报错信息看，{svc}在用{port}端口通信，但是被什么东西拦住了。最可能是那台电脑更新以后Windows防火墙又打开了，我们只放行这一个端口就行，不用把防火墙关掉。"),
        ("a", "简单解释一下：端口就像机器上编了号的门。{svc}守在{port}这扇门，路由器只要放行这扇门，其他都不用动。"),
        ("a", "你贴的配置单上写着{svc}用的是{port}端口。如果新路由器把规则重置了，第一个要加回去的就是它。"),
    ],
    "version": [
        ("u", "{sw}半夜自己升到{ver}了，也没人通知，服了"),
        ("u", "备注一下，{sw}现在是{ver}。"),
        ("u", "{ver}到底改了啥？今天早上{sw}界面全变了"),
        ("u", "院长说{sw}过完年之前都停在{ver}，别升级"),
        ("u", "{sw}是{ver}，售后问我我翻了半天才找到"),
        ("a", "更新说明里写着，{sw}{ver}就是修复你一直遇到的那个提醒问题的版本。不过还是建议发布后等两天再装，以防他们撤回。"),
        ("a", "你的截图显示{sw}是{ver}，这个版本已经支持新的医保单据了，所以我觉得问题不在升级上。"),
    ],
    "money": [
        ("u", "{what}一共{amt}，是不是有点贵？？"),
        ("u", "跟你说下，{what}这次是{amt}"),
        ("u", "刚挂电话，{what}要{amt}，他们说马上把单子发过来。"),
        ("u", "今天上午批了{amt}，是{what}，院长签过字了。"),
        ("u", "唉，{what}{amt}，比上个季度贵，我肯定没记错"),
        ("u", "记一下：{what}={amt}，说是含税的"),
        ("a", "我把你贴的明细加了一下：{what}含运费一共是{amt}，勉强在你说的预算之内。"),
        ("a", "按报价单算，{what}是{amt}。页脚写着14天内付款有一点折扣，这个月也许值得早点付。"),
    ],
    "date": [
        ("u", "{what}定在{date}，帮我放个显眼的地方"),
        ("u", "他们把{what}改到{date}了，真烦。"),
        ("u", "{what}就是{date}，这次是邮件确认的，不是电话里随口说的。"),
        ("u", "备忘：{date}，{what}"),
        ("u", "{date}{what}，一定提醒我，每次都是到跟前才想起来"),
        ("a", "你贴的通知里写的是{date}{what}。建议提前一周再设一个提醒，留出时间准备材料。"),
        ("a", "我又看了一遍他们的邮件，{what}现在是{date}，不是第一封里的那个日期，以第二封为准。"),
    ],
    "decision": [
        ("u", "定了：{choice}。{reason}，没必要再拖。"),
        ("u", "我想好了，{choice}，因为{reason}。"),
        ("u", "想了一晚上——{choice}。说实话{reason}，我受够了。"),
        ("u", "最终决定：{choice}。原因：{reason}。"),
        ("u", "院长也同意了，{choice}；{reason}，数字他也看过了。"),
        ("u", "行，{choice}。{reason}。就这样，下一个"),
        ("a", "明白，那就{choice}，因为{reason}。我写员工通知的时候会简单说明原因，大家知道为什么会更容易接受。"),
    ],
    "constraint": [
        ("u", "以后的规矩：{rule}。这是吃过亏才定的。"),
        ("u", "请记住，{rule}，不管前台谁说什么都不行。"),
        ("u", "你以后排班都要遵守一条：{rule}。"),
        ("u", "我们这儿的规定是{rule}，院长很较真的。"),
        ("u", "写下来备忘：{rule}"),
        ("u", "上周出了那档子事以后的新规定：{rule}。你起草东西的时候记着点。"),
        ("a", "我会按你给的规定来——{rule}——所以周三有两个号要挪一下。下面是修改后的版本，改动的地方标出来了。"),
    ],
    "question": [
        ("u", "{q}算了，这个以后再说——{pivot}"),
        ("u", "趁我还记得，随便问一句：{q}\n\n不过先帮我个忙，{pivot}"),
        ("u", "{q}嗯，先放一放。{pivot}"),
        ("u", "有个事我一直想问：{q}不急。急的是：{pivot}"),
        ("u", "{pivot}\n\n（另外跟这个无关：{q}现在不用回答）"),
        ("u", "两件事。第一，{pivot}第二，我就是随口一想：{q}"),
    ],
}

ZH_PIVOTS = [
    "帮我把刚才贴的给技工所的邮件改顺一点。", "周三的排班表能不能压缩到一页？",
    "帮我想个客气的说法回绝那个一直打电话的推销。", "写个员工休息室贴的通知，说一下新的签到流程。",
    "给医保那边的回复太啰嗦了，帮我删短点。", "帮我写一下招洁牙师广告的开头。",
    "那个投诉等太久的病人我该怎么回？", "帮我列个周一开门的检查清单。",
]
ZH_LEADS = ["就按我刚才电话里说的办，帮我正式写出来", "就照我早上说的来，帮我写给员工看的版本",
            "行，按之前说好的定，写成书面的吧。", "跟午饭前说的一样，正式发出去吧。"]
ZH_SHORT = ["好", "谢谢", "回来了，电话一直响", "不好意思，刚才一个家长在前台说了二十分钟", "能再短一点吗",
            "嗯不太对，再正式一点", "完美，发了", "预约系统又卡死了！！", "这样好多了", "第三杯咖啡了，别说我",
            "啊？", "好了", "哈哈不是", "有道理", "对就这个", "稍等，消防演练", "行", "打印机卡纸了，我也卡了",
            "好多了，谢谢。", "行吧。", "第二段别那么低声下气", "不是，另一个", "打错字了，忽略", "嗯，我想想",
            "护士们又在为冰箱吵架", "搞定，下一个", "下雨了，下午取消了一半", "改成要点列出来吧",
            "太长了，他们不会看的", "对对对", "唉，好吧。", "收到"]
ZH_ASKS = [
    "帮我给技工所写个客气的回复，说上周那批牙冠颜色不对。", "写个简短的员工通知，修路期间停车的事。",
    "帮我给房东写封信，二号诊室暖气不热，冻死了。", "三个护士两个洁牙师，四周的排班表怎么排比较清楚？",
    "帮我把这段改得没那么冲，我确实很生气，但还是得客气。", "能不能把预约系统出问题的情况总结一下？要发给厂家。",
    "新来的洁牙师入职清单应该包括哪些？", "提醒一下大家利器盒的事，语气温和点",
    "病人的医保报销被降级了，我该怎么跟他解释？", "给保洁阿姨写张感谢卡，她这次真的帮了大忙。",
    "前台电脑上午老是自动休眠，有什么办法？", "帮我列一下洁牙师面试要问的问题",
    "帮我核一下耗材预算，我算了三遍三个数。", "最里面那间诊室WiFi老掉线，我从哪开始查？",
    "怎么跟手套供应商说我们不续了，又不把关系搞僵", "把我的笔记整理成例会议程吧",
]
ZH_PARAS = [
    "排班建议按周来排，不要一次排一整个月：哪里缺人一眼就能看出来，护士之间换班也不容易影响后面。先把固定的安排标出来，比如接孩子、兼职的日子，然后再往诊室里填人。",
    "预约系统这边，你说的情况（一台电脑上有预约，另一台没有）一般是本地和云端之间同步出了问题，而不是数据本身丢了。这其实是好消息：预约大概率还在，只是没推上去。",
    "跟技工所沟通，建议就事论事、说具体。哪个病例、哪里不对、需要他们怎么做，至于有多气人就不用写了。他们收到的抱怨很多，说得具体的才会先处理。",
    "无线网这块，最里面的诊室离路由器太远，中间还隔着拍片室，墙里有铅板。这不是改个设置能解决的，一般的办法是在那条走廊加一个AP。",
    "医保降级很烦，但很常见。值得检查一下病历说明和牙周检查表有没有一起提交，深度洁治被降级大多是因为没附牙周袋深度。",
    "招人方面，第一轮面试建议控制在半小时，重点看她怎么安抚紧张的病人、能不能控制好时间。专业技术可以之后安排实操再看。",
    "供应商发票最好每张都先跟送货单对一下再付款。少发货是最常见的问题，钱付出去以后再要退款就难多了。",
    "服务器主要是要放在通风的地方，别放在有人会踢到电源线的位置。配个小UPS很值，夜里备份的时候断电最容易把数据弄坏。",
    "你原来写得好的地方我都保留了，只改了开头——原来一上来就是投诉。先摆事实，对方更容易答应。",
    "员工通知越短越好。大家在冰箱门上只看前两行，所以最重要的放最前面，解释放后面。",
    "如果提醒短信发了两遍，先看看是不是同时开着两条提醒规则——旧模板一条、新模板一条。这种情况比真正的系统bug常见得多。",
    "预算方面，建议把耗材分成每月都订的（手套、口罩、胸巾）和一年订几次的（印模材料、车针、树脂），这样每月的数字好预估得多。",
    "投诉的病人，先承认让他久等了，再说我们准备怎么改，效果会好很多。书面上尽量别把责任推给系统，哪怕真的是系统的问题。",
    "刷卡机如果只在忙的时候掉线，可能是跟影像上传挤同一条网。给它单独分一个网段，通常就稳了。",
    "也可以简单记一周的日志：日期、时间、发生了什么、谁发现的。有规律可循的问题，厂家会重视得多。",
    "招聘广告要写清楚在这里上班的好处：时间、团队小、设备新。应聘的人会同时看十几个写着'待遇从优'的广告。",
    "如果时间紧，今天先发个简短版，下周再发详细的。先让对方看到比每句话都写完美更重要。",
    "网络这边建议一次只改一样东西。如果同一个下午又换路由器又搬服务器，出了新问题就不知道是哪个引起的。",
    "节假日这块，建议从十二月初开始就在提醒短信里告诉病人放假安排，免得有人白跑一趟。",
    "会议议程把需要拍板的事放前面，通报类的放后面。时间不够可以跳过通报，但决定不能不做。",
    "换班的事，可以定个简单的规矩：双方都同意、周四前写到排班表上才算数。你不用天天盯着，有争议就指着表说话。",
    "新洁牙师如果先做兼职，尽量每周给她安排同一批复查病人。病人喜欢固定的人，她也能更快积累自己的病人。",
    "医保编码的问题，打医保服务电话一般比发邮件快。记下通话的工单号，以后被拒付的时候有据可查。",
    "后台那台电脑暂时不用动。更大的风险是备份从来没有试过恢复，这个月找一个文件试着恢复一下，心里有数。",
    "技工所那边，每月做个简单的返工统计——几件、什么原因、哪家技工所——谈价格的时候很有用，把'你们老出错'变成具体数字。",
    "前台可以准备一页'预约系统宕机怎么办'：用纸质表、打给谁、恢复以后怎么补录。",
    "这个月现金紧的话，主动跟大供应商申请60天账期，比不打招呼拖款好得多。到期前去谈，大多数都会同意一次。",
    "面试可以加一个小实操：看一张牙周检查表，讲给'病人'听。比再问一遍优缺点有用得多。",
    "访客WiFi最重要的是跟诊所内网分开。候诊区刷手机的病人不应该和X光机在同一个网里。",
    "员工这边，上周大家帮忙顶班，可以在群里公开谢一下。不花钱，下次再求人也好开口。",
]
ZH_OPENERS = ["好的，给你一个可以直接用的版本。", "好问题。", "我的建议是这样。", "没问题。", "有道理。",
              "好，说几点想法。", "给你。", "可以。", "听着就累——我们一件件来。", "明白。",
              "好，改得整齐一点了。", "我们一个一个说。"]
ZH_CLOSERS = ["要不要再短一点？", "语气需要调整吗？", "哪里不对告诉我。", "需要的话我可以整理成清单。",
              "", "", "对方回复了告诉我。", "把他们的回复贴过来，我帮你看下一步。"]
ZH_EMAIL_TO = ["王经理您好：", "财务部各位老师好：", "售后您好：", "您好：", "刘老师您好：", "医保科各位老师："]
ZH_EMAIL_BODY = [
    "关于周二收到的这批货，中号手套少了两盒，胸巾少了一箱。麻烦本周内把缺的补发过来，或者在发票上做相应冲减。",
    "接上次电话沟通，现确认我方不再按原条件续签维保协议。如贵方愿意根据实际服务情况调整条款，我们仍然愿意继续沟通。",
    "近期贵公司的在线预约系统在门诊时间多次故障，导致漏约和重复预约。请将此事升级处理，并书面说明原因及解决时间。",
    "感谢您的及时回复。核对附件中的对账单后，我们认为其中两笔已于十月结清，烦请核查并重新出具对账单。",
    "很高兴邀请您参加我院洁牙师岗位的面试。面试时长约三十分钟，之后会带您简单参观一下诊所。",
    "特此通知，节假日期间本院将缩短营业时间。如有急诊需要，请拨打官网上公布的急诊电话。",
]
ZH_EMAIL_SIGN = ["此致\n敬礼\n\n宋佳\n康美口腔 运营经理", "谢谢！\n宋佳", "顺祝商祺\n康美口腔 宋佳"]
ZH_TOOLS = [
    ("read_attachment", lambda r: {"file": r.choice(["预约导出_周三.xlsx", "技工所发票.pdf", "十二月排班.xlsx", "路由器日志.txt"])}),
    ("calendar_lookup", lambda r: {"range": r.choice(["本周", "下周", "十二月"]), "calendar": "诊所"}),
    ("web_search", lambda r: {"query": r.choice(["预约提醒短信重复发送", "诊所 mesh 路由 铅板墙", "洁牙师 招聘 广告", "刷卡机 高峰 掉线"])}),
    ("spreadsheet_query", lambda r: {"sheet": "耗材2026", "query": r.choice(["按供应商汇总", "近30天订单", "超预算项目"])}),
    ("draft_email", lambda r: {"to": r.choice(["技工所", "医保", "预约系统厂家", "全体员工"]), "tone": r.choice(["正式", "客气", "强硬"])}),
]


# --------------------------------------------------------------------------------------------
# generated pasted material and tool outputs
# --------------------------------------------------------------------------------------------
def booking_export(r, zh):
    types = ["复查洁牙", "补牙", "根管", "种植咨询", "拔牙", "急诊"] if zh else \
        ["Recall/clean", "Filling", "Root canal", "Implant consult", "Extraction", "Emergency"]
    stats = ["已确认", "未确认", "重复?", "已取消", "爽约"] if zh else \
        ["Confirmed", "Unconfirmed", "DUPLICATE?", "Cancelled", "No-show"]
    prov = ["陈医生", "洁牙师", "院长"] if zh else ["Dr O", "Hyg", "Dr M"]
    head = "时间 | 椅位 | 患者 | 项目 | 医生 | 状态" if zh else "Time | Chair | Patient | Type | Provider | Status"
    rows = [head]
    h, m = 8, 0
    for _ in range(r.randint(6, 11)):
        pat = (r.choice("王李张刘陈杨赵黄周吴") + "**") if zh else \
            ("%s.%s." % (r.choice("ABCDEGHJKLMNPRST"), r.choice("ABCDEGHJKLMNPRSTW")))
        rows.append("%02d:%02d | %d | %s | %s | %s | %s" % (h, m, r.randint(1, 4), pat, r.choice(types),
                                                          r.choice(prov), r.choice(stats)))
        m += r.choice([15, 30, 45])
        h, m = h + m // 60, m % 60
    return "\n".join(rows)


def invoice(r, zh):
    items = [("丁腈手套 中号(100只/盒)", 38), ("一次性胸巾(500张)", 95), ("藻酸盐印模材料", 62),
             ("光固化树脂 A2", 180), ("车针套装", 240), ("消毒湿巾", 45)] if zh else \
        [("Nitrile gloves M (box 100)", 7.85), ("Patient bibs (500)", 21.40), ("Alginate 500g", 14.95),
         ("Composite A2 syringe", 38.50), ("Diamond bur assortment", 64.00), ("Surface wipes", 9.75)]
    lines = ["品名 | 数量 | 单价 | 金额" if zh else "Item | Qty | Unit | Line"]
    tot = 0
    for name, unit in r.sample(items, r.randint(3, 5)):
        q = r.randint(1, 24)
        tot += q * unit
        lines.append("%s | %d | %.2f | %.2f" % (name, q, unit, q * unit))
    if zh:
        return "供货单位：%s\n单据号：%s\n%s\n合计：%.2f" % (
            r.choice(["华东齿科器材", "瑞康医疗耗材", "北方口腔用品"]), "XS" + str(r.randint(100, 999)) + "-" + r.choice("ABCDE"),
            "\n".join(lines), tot)
    return "INVOICE — %s\nRef %s\n%s\nTotal due: %.2f (net 30)" % (
        r.choice(["Northgate Dental Supply", "Brightline Consumables", "Patterson Dental"]),
        "X" + str(r.randint(100, 999)) + r.choice("ABCDE"), "\n".join(lines), tot)


def netlog(r, zh):
    ev = ["WLAN ap2: client %s deauthenticated (reason 4)", "DHCP lease renewed for %s",
          "WAN link down, retrying", "WAN link up", "WLAN ap1: roaming %s -> ap2",
          "firewall: dropped inbound from %s"]
    out = []
    mm = r.randint(0, 40)
    for _ in range(r.randint(5, 9)):
        mm += r.randint(1, 6)
        e = r.choice(ev)
        if "%s" in e:
            e = e % ("192.168.10.%d" % r.randint(20, 199))
        out.append("2026-11-19 %02d:%02d:%02d gw01 %s" % (22 + mm // 60, mm % 60, r.randint(0, 59), e))
    return "\n".join(out)


def tool_output(r, name, zh):
    if name == "read_attachment":
        return r.choice([booking_export, invoice, netlog])(r, zh)
    if name == "calendar_lookup":
        ev = ["例会", "技工所来取件", "消毒柜保养", "院长外出", "面试"] if zh else \
            ["staff huddle", "lab pickup", "autoclave check", "Dr O out", "interview slot"]
        days = ["周一", "周二", "周三", "周四", "周五"] if zh else ["Mon", "Tue", "Wed", "Thu", "Fri"]
        return "\n".join("%s %02d:%s0 %s" % (d, r.randint(8, 17), r.choice("0134"), r.choice(ev))
                         for d in r.sample(days, r.randint(2, 5)))
    if name == "web_search":
        if zh:
            return "1. 诊所常见问题汇总 — 提醒规则重复开启会导致短信发两次……\n2. 论坛：铅板墙后面的诊室怎么覆盖WiFi……\n3. 行业文章：小型诊所的网络分段建议……"
        return ("1. Practice FAQ — reminders sent twice usually means two active reminder rules...\n"
                "2. Forum: covering rooms behind lead-lined walls with mesh Wi-Fi...\n"
                "3. Article: network segmentation for small clinics and card terminals...")
    if name == "spreadsheet_query":
        sup = ["华东齿科", "瑞康", "北方口腔", "技工所"] if zh else ["Northgate", "Brightline", "Patterson", "Keystone lab"]
        return "\n".join("%s\t%.2f" % (s, r.randint(200, 4000) + r.random()) for s in sup)
    return "草稿已生成（未发送）。" if zh else "Draft saved (not sent)."


PASTE_LEADS = {
    "en": {"export": ["Here's today's export, look at the duplicates again:", "booking export from this morning. see chair 2??",
                      "Pasting the schedule as the system shows it. It does NOT match the paper sheet.",
                      "this is what BookingHub spat out for tomorrow"],
           "invoice": ["can you check this invoice, something's off:", "Supplier invoice below. I think we were overcharged.",
                       "new invoice just came in. does the total look right to you",
                       "Pasting the invoice — compare against what we actually received pls"],
           "log": ["router log from last night, it dropped again", "Wi-Fi died at the end of the day. here's the log thing",
                   "The IT guy told me to send you this log.", "log from the gateway, no idea what any of it means"],
           "email": ["Could you tidy this up before I send it? Please keep it formal.", "draft below, make it sound less like me at 9pm",
                     "Please proofread. Going to the lab's accounts person.", "Polish this? Keep the substance, lose the rambling."]},
    "zh": {"export": ["今天的预约导出，你看看又有重复的：", "早上导出来的预约，二号椅你看看？？", "系统里显示的预约贴给你，跟纸质签到表对不上。",
                      "这是预约系统导出来的明天的号"],
           "invoice": ["这张单子对一下，总觉得不对：", "供应商的发票，我怀疑多收钱了。", "刚到的发票，总数你看对不对",
                       "发票贴一下，帮我跟实际收到的货对一对"],
           "log": ["路由器日志，昨晚又掉了：", "下班前WiFi又断了，日志在这", "网管让我把这个日志发你。", "网关的日志，我一个字都看不懂"],
           "email": ["帮我润色一下再发：", "草稿在下面，改得别像我晚上九点写的", "帮我校对一下，要发给技工所财务的。",
                     "帮我改改，意思别变，把啰嗦的删掉。"]},
}
PASTE_REPLIES = {
    "en": {"export": ["Looking at the export, the rows marked DUPLICATE? share the same chair and start time, which is what you'd see if the same booking was pushed twice by the sync. I wouldn't delete any of them by hand yet; mark them and send the list to support so they can see the pattern.",
                      "Thanks, that's useful. The unconfirmed ones are clustered in the afternoon, which fits the reminder texts going out late. I'd ring the afternoon patients today rather than wait for the system.",
                      "A couple of things stand out: the no-shows are all recall appointments, and two cancelled slots weren't reopened for booking. That second part is worth raising with the vendor, since it costs you chair time."],
           "invoice": ["I've checked the arithmetic line by line and the totals add up; the question is more whether the quantities match the delivery note. If anything was short, ask for a credit before paying.",
                       "The unit prices look higher than the last invoice you showed me for at least one line. It may be the price increase they announced, but it's worth asking them to confirm which price list they've used.",
                       "Nothing obviously wrong in the sums. I'd still check the delivery note — short deliveries are the usual culprit when an invoice 'feels' off."],
           "log": ["The log shows clients being dropped from the second access point and then roaming back — a signal-strength problem rather than a broken router. The WAN drops are a separate thing and look like the internet line itself.",
                   "Two different problems in there: the Wi-Fi disconnects (devices losing signal) and a couple of WAN outages, which is the line from the provider. For the second, it's worth logging a fault with them and quoting the times.",
                   "Mostly normal housekeeping in that log, except the short WAN outage. If that lines up with when the card terminal failed, that's your explanation."]},
    "zh": {"export": ["看了导出的表，标着'重复?'的几行椅位和开始时间都一样，像是同步把同一个预约推了两次。先别手动删，标出来发给售后，让他们看到规律。",
                      "谢谢，这个有用。未确认的都集中在下午，跟提醒短信发晚了对得上。建议今天直接给下午的病人打电话，别等系统。",
                      "有两点很明显：爽约的都是复查洁牙，还有两个取消的号没有重新放出来。第二点值得跟厂家提，这是实打实浪费椅位时间。"],
           "invoice": ["我一行一行核了，金额加起来没问题；关键是数量跟送货单对不对得上。如果少发了，付款前先要他们冲减。",
                       "至少有一行单价比你上次给我看的那张高。可能是他们说的涨价，但最好让他们确认一下用的是哪版价目表。",
                       "算数上看不出问题。还是建议对一下送货单——单子'感觉不对'多半是少发了货。"],
           "log": ["日志里是设备从二号AP掉线又漫游回来——是信号强度的问题，不是路由器坏了。WAN断开是另一回事，看着像宽带线路本身的问题。",
                   "里面有两个不同的问题：无线断开（设备信号不够）和几次WAN中断，后者是运营商线路。第二个建议报修，把时间点报给他们。",
                   "日志大部分都是正常记录，只有那次短暂的WAN中断。如果时间跟刷卡机失败对得上，原因就找到了。"]},
}
ACKS = {"en": ["Anytime.", "Good — one less thing.", "No problem. Shout when you're back.", "Ha, understood.",
               "Take your time, I'll be here.", "Okay. Want me to pick up where we left off?", "Noted.",
               "Sure, here's a shorter version: same points, half the words. Let me know if it still runs long."],
        "zh": ["随时。", "好，又少一件事。", "没问题，你忙完再说。", "哈哈，明白。", "不急，我在。",
               "好的。要不要接着刚才的继续？", "收到。", "好，给你一个短一点的版本：意思不变，字数减半。还嫌长就告诉我。"]}


def pasted_user(r, zh):
    lang = "zh" if zh else "en"
    k = r.choice(["export", "invoice", "log", "email"])
    lead = r.choice(PASTE_LEADS[lang][k])
    if k == "export":
        return lead + "\n\n" + booking_export(r, zh), k, None
    if k == "invoice":
        return lead + "\n\n" + invoice(r, zh), k, None
    if k == "log":
        return lead + "\n" + netlog(r, zh), k, None
    body = r.choice(ZH_EMAIL_BODY if zh else EN_EMAIL_BODY)
    return (lead + "\n\n" + r.choice(ZH_EMAIL_TO if zh else EN_EMAIL_TO) + "\n\n" + body + "\n\n"
            + r.choice(ZH_EMAIL_SIGN if zh else EN_EMAIL_SIGN)), k, body


def reply_to(r, zh, tag, payload):
    lang = "zh" if zh else "en"
    if tag == "short":
        if r.random() < 0.6:
            return r.choice(ACKS[lang])
        return assistant_reply(r, zh, long=False)
    if tag in ("export", "invoice", "log"):
        parts = [r.choice(PASTE_REPLIES[lang][tag])]
        if r.random() < 0.6:
            parts.append(r.choice(ZH_PARAS if zh else EN_PARAS))
        c = r.choice(ZH_CLOSERS if zh else EN_CLOSERS)
        return "\n\n".join(parts + ([c] if c else []))
    if tag == "email":
        note = r.choice(["我改了开头和结尾，正文基本保留了：", "整理好了，语气更正式一些：", "给你一个干净的版本："] if zh else
                        ["I've tightened the opening and closing and kept your substance:", "Here's a cleaner version, slightly more formal:",
                         "Tidied up — main change is the first line:"])
        return "\n\n".join([note, r.choice(ZH_EMAIL_TO if zh else EN_EMAIL_TO), payload,
                             r.choice(ZH_EMAIL_SIGN if zh else EN_EMAIL_SIGN),
                             r.choice(ZH_CLOSERS if zh else EN_CLOSERS)]).strip()
    return assistant_reply(r, zh, long=r.random() < 0.7)


def assistant_reply(r, zh, long=True):
    paras = ZH_PARAS if zh else EN_PARAS
    opener = r.choice(ZH_OPENERS if zh else EN_OPENERS)
    closer = r.choice(ZH_CLOSERS if zh else EN_CLOSERS)
    k = r.random()
    if k < 0.2:
        body = "\n\n".join([r.choice(ZH_EMAIL_TO if zh else EN_EMAIL_TO),
                            r.choice(ZH_EMAIL_BODY if zh else EN_EMAIL_BODY),
                            r.choice(ZH_EMAIL_SIGN if zh else EN_EMAIL_SIGN)])
        parts = [opener, r.choice(ZH_PARAS if zh else EN_PARAS), body]
    elif k < 0.45:
        ps = r.sample(paras, 3)
        parts = [opener, "\n".join("- " + p for p in ps)]
    else:
        parts = [opener] + r.sample(paras, r.randint(2, 3) if long else 1)
    if closer:
        parts.append(closer)
    return "\n\n".join(parts)


# --------------------------------------------------------------------------------------------
# facts
# --------------------------------------------------------------------------------------------
def fill_id(r, pat):
    out = pat
    for n in (8, 7, 6, 5, 4):
        while "{d%d}" % n in out:
            out = out.replace("{d%d}" % n, str(r.randint(10 ** (n - 1), 10 ** n - 1)), 1)
    while "{L}" in out:
        out = out.replace("{L}", r.choice("ABCDEFGHJKLMNPRSTUVWXZ"), 1)
    return out


def make_money(r, zh):
    if zh:
        n = r.randint(3, 480) * 10 + r.choice([0, 0, 5, 8])
        f = r.randint(0, 4)
        if f == 0:
            return "%d元" % n
        if f == 1:
            return "¥{:,}".format(n * r.choice([1, 10]))
        if f == 2:
            return "%.2f万元" % (r.randint(105, 980) / 100.0)
        if f == 3:
            return "%d块" % n
        return "人民币%d元" % (n * 10)
    v = r.randint(40, 9800) + (r.choice([0, 0, 0.5, 0.4, 0.75, 0.99]))
    f = r.randint(0, 3)
    if f == 0:
        return "${:,.2f}".format(v)
    if f == 1:
        return "${:,}".format(int(v))
    if f == 2:
        return "€{:,}".format(int(v))
    return "USD {:,}".format(int(v))


def make_date(r, zh):
    d = r.randint(1, 28)
    if zh:
        mo = r.choice([11, 12, 12, 1, 1, 2, 3, 4])
        f = r.randint(0, 3)
        if f == 0:
            return "%d月%d日" % (mo, d)
        if f == 1:
            return "%d月%d号" % (mo, d)
        if f == 2:
            return "2027年%d月%d日" % (mo, d)
        return "下周%s（12月%d日）" % (r.choice("一二三四五"), d)
    i = r.randrange(len(EN["months"]))
    suf = "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    f = r.randint(0, 4)
    if f == 0:
        return "%s %d" % (EN["months"][i], d)
    if f == 1:
        return "%s %d" % (EN["mon3"][i], d)
    if f == 2:
        return "the %d%s of %s" % (d, suf, EN["months"][i])
    if f == 3:
        return "%s the %d%s" % (r.choice(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]), d, suf)
    return "%s %d%s" % (EN["months"][i], d, suf)


def make_version(r):
    a, b, c = r.randint(1, 24), r.randint(0, 19), r.randint(0, 40)
    return r.choice(["v%d.%d.%d" % (a, b, c), "%d.%d.%d" % (a, b, c), "v%d.%d" % (a, b),
                     "%d.%d.%d.%d" % (a, b, c, r.randint(100, 2999)), "v%d.%d.%d" % (a, b, c)])


def split_q(q):
    m = re.search(r"\[\[(.+?)\]\]", q)
    return q.replace("[[", "").replace("]]", ""), m.group(1)


def cycle(r, pool, n):
    out = []
    while len(out) < n:
        out.extend(r.sample(pool, len(pool)))
    return out[:n]


def gen_facts(r, zh, per_kind):
    P = ZH if zh else EN
    facts = []
    needles_all = []

    def ok(ns):
        for n in ns:
            for o in needles_all + [x for x in ns if x is not n]:
                if n in o or o in n:
                    return False
        return True

    def add(kind, needles, fields):
        needles_all.extend(needles)
        facts.append({"kind": kind, "needles": needles, "f": fields})

    # names
    if zh:
        names = r.sample(P["names"], per_kind)
    else:
        names, seen_last = [], set()
        while len(names) < per_kind:
            fn, ln = r.choice(P["first"]), r.choice(P["last"])
            full = fn if r.random() < 0.2 else fn + " " + ln
            if any(full in x or x in full for x in names) or fn in {x.split()[0] for x in names} or ln in seen_last:
                continue
            names.append(full)
            seen_last.add(ln)
    roles = r.sample(P["roles"], per_kind) if per_kind <= len(P["roles"]) else [r.choice(P["roles"]) for _ in range(per_kind)]
    for n, ro in zip(names, roles):
        add("name", [n], {"name": n, "role": ro})
    for cmd, ctx in r.sample(P["cmds"], per_kind):
        add("command", [cmd], {"cmd": cmd, "ctx": ctx})
    things = r.sample(P["id_things"], min(per_kind, len(P["id_things"])))
    while len(things) < per_kind:
        things.append(r.choice(P["id_things"]))
    for thing, pat in things:
        while True:
            v = fill_id(r, pat)
            if ok([v]):
                break
        add("id", [v], {"id": v, "thing": thing})
    svcs = cycle(r, P["port_svcs"], per_kind)
    for port, svc in zip(r.sample(P.get("ports", EN["ports"]), per_kind), svcs):
        add("port", [port], {"port": port, "svc": svc})
    for sw in cycle(r, P["ver_sw"], per_kind):
        while True:
            v = make_version(r)
            if ok([v]):
                break
        add("version", [v], {"ver": v, "sw": sw})
    for i in range(per_kind):
        while True:
            v = make_money(r, zh)
            if ok([v]):
                break
        add("money", [v], {"amt": v, "what": P["money_what"][i % len(P["money_what"])]})
    for i in range(per_kind):
        while True:
            v = make_date(r, zh)
            if ok([v]):
                break
        add("date", [v], {"date": v, "what": P["date_what"][i % len(P["date_what"])]})
    for choice, reason in r.sample(P["decisions"], per_kind):
        add("decision", [choice, reason], {"choice": choice, "reason": reason})
    for rule in r.sample(P["constraints"], per_kind):
        add("constraint", [rule], {"rule": rule})
    for q in r.sample(P["questions"], per_kind):
        full, n = split_q(q)
        add("question", [n], {"q": full, "qn": n})
    # money/date "what" are cycled above: shuffle their pairing
    for kind in ("money", "date"):
        fs = [f for f in facts if f["kind"] == kind]
        whats = [f["f"]["what"] for f in fs]
        r.shuffle(whats)
        for f, w in zip(fs, whats):
            f["f"]["what"] = w
    return facts


def render_fact(r, fact, zh, speaker=None):
    T = (ZH_T if zh else EN_T)[fact["kind"]]
    opts = [t for t in T if speaker is None or t[0] == speaker]
    who, tpl = r.choice(opts)
    f = dict(fact["f"])
    for k in list(f):
        f[k + "_cap"] = cap(f[k])
    if fact["kind"] == "question":
        f["q_lower"] = f["q"][:1].lower() + f["q"][1:]
        pv = r.choice(ZH_PIVOTS if zh else EN_PIVOTS)
        f["pivot"], f["pivot_cap"] = pv, cap(pv)
    return who, tpl.format(**f)


def user_wrap(r, text, zh, facts):
    """Sometimes add chit-chat around a fact sentence."""
    pre_en = ["", "", "", "Morning. ", "ok so, ", "Another thing — ", "Quick one. ", "Sorry for the delay. "]
    post_en = ["", "", "", " Anyway.", " Back to the rota after lunch.", " (the printer is making that noise again)",
               " Phones are mad today."]
    pre_zh = ["", "", "", "早。", "对了，", "还有个事——", "说个小事。", "不好意思回晚了。"]
    post_zh = ["", "", "", "就这样。", "吃完饭再弄排班。", "（打印机又在响了）", "今天电话特别多。"]
    pre, post = (pre_zh, post_zh) if zh else (pre_en, post_en)
    p = r.choice(pre)
    q = r.choice(post)
    if zh and q and text[-1:] not in "。！？）)～~":
        q = "。" + q
    if p and not zh and not p.endswith(". "):
        low = text[:1].lower() + text[1:]
        if all(nd in low for f in facts for nd in f["needles"]):
            text = low
    return p + text + q


# --------------------------------------------------------------------------------------------
# conversation
# --------------------------------------------------------------------------------------------
def build(seed, attempt, zh, per_kind):
    r = random.Random("ai-%s-%s-%s" % (seed, attempt, "zh" if zh else "en"))
    facts = gen_facts(r, zh, per_kind)
    r.shuffle(facts)
    # group into units: user facts may be bundled in pairs
    units = []
    i = 0
    while i < len(facts):
        f = facts[i]
        kinds_a = {"name", "command", "id", "port", "version", "money", "date", "decision", "constraint"}
        if f["kind"] in kinds_a and r.random() < 0.22:
            units.append(("a", [f]))
            i += 1
        elif f["kind"] != "question" and i + 1 < len(facts) and facts[i + 1]["kind"] != "question" \
                and r.random() < 0.15:
            units.append(("u", [f, facts[i + 1]]))
            i += 2
        else:
            units.append(("u", [f]))
            i += 1
    lo = max(130, 2 * len(units) + 24)
    n_msgs = r.randint(lo, max(lo, min(280, lo + 90)))
    turns = n_msgs // 2
    # spread fact units over turns; first turn is chit-chat
    slots = sorted(r.sample(range(1, turns), len(units)))
    unit_at = dict(zip(slots, units))

    msgs = []  # (role, text, facts, tool)

    def filler_user():
        k = r.random()
        if k < 0.3:
            return r.choice(ZH_SHORT if zh else EN_SHORT), "short", None
        if k < 0.68:
            return r.choice(ZH_ASKS if zh else EN_ASKS), "ask", None
        return pasted_user(r, zh)

    opening = "早上好，今天事情特别多，先从排班开始吧。" if zh else \
        "Morning! Long day ahead. Can we start with the rota? Two nurses have swapped without telling me, again."
    n_extra = 0
    for t in range(turns):
        u = unit_at.get(t)
        if t == 0:
            msgs.append(("user", opening, [], None))
            msgs.append(("assistant", assistant_reply(r, zh), [], None))
            continue
        if u is None:
            text, tag, payload = filler_user()
            msgs.append(("user", text, [], None))
            tool = None
            if tag == "ask" and r.random() < 0.45:
                tool = r.choice(ZH_TOOLS if zh else EN_TOOLS)
            msgs.append(("assistant", reply_to(r, zh, tag, payload), [], tool))
        elif u[0] == "a":
            f = u[1][0]
            if f["kind"] in ("decision", "constraint"):
                msgs.append(("user", r.choice(ZH_LEADS if zh else EN_LEADS), [], None))
            else:
                msgs.append(("user", filler_user()[0], [], None))
            _, text = render_fact(r, f, zh, "a")
            extra = r.choice(ZH_PARAS if zh else EN_PARAS)
            msgs.append(("assistant", text + "\n\n" + extra, [f], None))
        else:
            texts = [render_fact(r, f, zh, "u")[1] for f in u[1]]
            joiner = r.choice(["\n\n", " 另外，", "\n还有，"]) if zh else r.choice(["\n\n", " Also: ", "\n\nand another thing. "])
            msgs.append(("user", user_wrap(r, joiner.join(texts), zh, u[1]), list(u[1]), None))
            msgs.append(("assistant", assistant_reply(r, zh, long=r.random() < 0.6), [], None))
        # occasional terse follow-up from the user
        if r.random() < 0.06 and turns * 2 + n_extra + 2 <= 280:
            n_extra += 2
            msgs.append(("user", r.choice(ZH_SHORT if zh else EN_SHORT), [], None))
            msgs.append(("assistant", reply_to(r, zh, "short", None), [], None))

    # rows
    rows = []
    sec = 6 * 3600 + r.randint(0, 1800)
    n = 0
    call = 0
    owner = {}

    def ts():
        return "2026-11-20T%02d:%02d:%02dZ" % (sec // 3600, (sec % 3600) // 60, sec % 60)

    for role, text, fs, tool in msgs:
        if tool is not None:
            name, argf = tool
            call += 1
            cid = "call_ai%d" % call
            args = json.dumps(argf(r), ensure_ascii=False)
            n += 1
            rows.append({"v": 2, "id": "msg_ai%d" % n, "createdAt": ts(),
                         "item": {"type": "function_call", "callId": cid, "name": name, "arguments": args},
                         "meta": {}})
            sec += r.randint(2, 9)
            n += 1
            rows.append({"v": 2, "id": "msg_ai%d" % n, "createdAt": ts(),
                         "item": {"type": "function_call_result", "callId": cid, "name": name,
                                  "status": "completed", "output": tool_output(r, name, zh)},
                         "meta": {}})
            sec += r.randint(2, 20)
        n += 1
        rows.append({"v": 2, "id": "msg_ai%d" % n, "createdAt": ts(),
                     "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
        for f in fs:
            owner[id(f)] = len(rows) - 1
        sec += r.randint(25, 150) if role == "user" else r.randint(40, 200)
    if sec >= 24 * 3600:
        return None, None, "clock overflow"
    # checks
    facts_all = [f for _, _, fs, _ in msgs for f in fs]
    if len(facts_all) != len(facts):
        return None, None, "fact count"
    texts = [row_text(x) for x in rows]
    all_needles = [nd for f in facts for nd in f["needles"]]
    for a in all_needles:
        for b in all_needles:
            if a is not b and (a in b):
                return None, None, "substring needle %r in %r" % (a, b)
    for f in facts:
        for nd in f["needles"]:
            hits = [i for i, t in enumerate(texts) if nd in t]
            if hits != [owner[id(f)]]:
                return None, None, "needle %r rows %r" % (nd, hits)
    nm = sum(1 for x in rows if x["item"]["type"] == "message")
    if not 130 <= nm <= 280:
        return None, None, "message count %d" % nm
    return rows, facts, None


def row_text(row):
    it = row["item"]
    if it["type"] == "message":
        return it["content"]
    if it["type"] == "function_call":
        return it["name"] + " " + it["arguments"]
    return it["name"] + " " + it["output"]


def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW=NOW)
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
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
            rows, facts, err = build(seed, attempt, zh, per_kind)
            if rows is not None:
                break
        else:
            sys.stderr.write("seed %d: could not build a valid conversation (%s)\n" % (seed, err))
            sys.exit(1)
        root = os.path.join(workdir, "root-%d" % seed)
        if os.path.exists(root):
            shutil.rmtree(root)
        roots.append(root)
        run(okbot, root, ["init"])
        run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", smax])
        batches, cur, cnt = [], [], 0
        for row in rows:
            is_msg = row["item"]["type"] == "message"
            if is_msg and cnt == BATCH:
                batches.append(cur)
                cur, cnt = [], 0
            cur.append(row)
            cnt += is_msg
        if cur:
            batches.append(cur)
        for b in batches:
            run(okbot, root, ["session", "append", "-a", "Writer"],
                "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in b))
            run(okbot, root, ["compress", "-a", "Writer", "--now"])
        ctx = run(okbot, root, ["context", "show", "-a", "Writer"])
        kept, missing = 0, []
        for f in facts:
            ok = all(nd in ctx for nd in f["needles"])
            tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        nm = sum(1 for x in rows if x["item"]["type"] == "message")
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, "zh" if zh else "en", nm, len(rows), len(batches), kept, len(facts),
            100.0 * kept / len(facts)))
        for f in sorted(missing, key=lambda f: KINDS.index(f["kind"])):
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for k in KINDS:
        kk, nn = tot[k]
        print("kind %s %d/%d %.1f" % (k, kk, nn, 100.0 * kk / nn if nn else 0.0))
    print("retention overall %.1f" % (100.0 * allk / alln if alln else 0.0))
    mx = 0
    for root in roots:
        for dp, _, fns in os.walk(root):
            if dp == root:
                continue
            if "session-summary.json" in fns:
                try:
                    with open(os.path.join(dp, "session-summary.json"), encoding="utf-8") as fh:
                        s = json.load(fh).get("summary", "")
                    mx = max(mx, len(s))
                except (OSError, ValueError):
                    pass
    print("max summary chars %d" % mx)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Held-out retention set "aw": a ward nurse manager and her assistant.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED) and the generated transcripts
    seed     conversation seeds, default 1 2 3 4 5; the LAST seed's conversation is in Chinese

Environment:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a nurse manager on a hospital ward typing short, abbreviation-heavy messages from her
phone between shifts: rota and shift swaps, agency staff, the equipment ticket system, the ward's
badge-access and paging system, a staffing budget, an audit deadline, infection-control rules, her
manager and colleagues by name. The assistant helps with the rota spreadsheet, emails and a small
script that exports the roster. (Chinese: 一位医院病房的护士长，在轮班间隙用手机打字。)

Ten fact kinds (name, command, id, port, version, money, date, decision, constraint, question),
PER_KIND of each per conversation. Rows go to `okbot session append -a Writer` in batches of 25
messages, each followed by `okbot compress -a Writer --now`. A fact is kept only when each of its
needles is found verbatim in the final `okbot context show -a Writer` output. Every needle occurs
in exactly one row (its own message); this is checked and the conversation is rebuilt with another
attempt number if it fails.
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import datetime, timedelta, timezone

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]
NOW = "2026-11-30T12:00:00Z"
BATCH = 25

# ----------------------------------------------------------------------------------------------
# English pools
# ----------------------------------------------------------------------------------------------
EN = {}
EN["first"] = ["Aoife", "Priya", "Marcus", "Joanne", "Tendai", "Siobhan", "Olumide", "Rachel", "Gareth",
               "Bernadette", "Kwame", "Louise", "Dariusz", "Fiona", "Imran", "Charlotte", "Nkechi",
               "Rhys", "Agnieszka", "Declan", "Yasmin", "Callum", "Esther", "Malik", "Harriet", "Ruairi"]
EN["last"] = ["Okonkwo", "Brennan", "Whitfield", "Nowak", "Achterberg", "Mensah", "Fairclough", "Delaney",
              "Osei", "Pritchard", "Kowalczyk", "Hargreaves", "Adeyemi", "McAllister", "Raghunathan",
              "Thistlethwaite", "Quinlan", "Abernethy", "Szymanski", "Oyelaran", "Castellano", "Mulgrew"]
EN["roles"] = ["our new band 6", "the agency HCA on nights", "the Matron for medicine", "the estates engineer who does our tickets",
               "the IPC nurse for the division", "the ward clerk", "the bank office coordinator", "my deputy on nights",
               "the workforce business partner", "the practice educator", "the divisional head of nursing",
               "the switchboard supervisor", "the rota lead in e-rostering", "the ward pharmacist",
               "the agency account manager", "the student on placement"]
EN["name_u"] = [
    "{n} is {r} btw, starts on the rota from mon",
    "fyi {n} = {r}. pls add to the contacts tab",
    "new starter: {n}, {r}. induction date tbc",
    "if anyone rings about the rota its {n} who needs it, {r}",
    "can u cc {n} on that? {r}, they get funny if they're left off",
    "spoke to {n} earlier ({r}) - actually helpful for once",
    "forgot to say {n} rang, {r}. wants a call back after 2",
    "{n} - {r} - is covering Kath's emails this wk so send stuff there",
]
EN["name_a"] = [
    "I've added {n} to the contacts tab as {r}, with a note to copy them into rota emails.",
    "Quick check before I send it: {n} is {r}, right? I've addressed the email to them on that basis.",
    "From the thread you pasted, the person to chase is {n} - they signed off as {r}.",
]
EN["name_prompt"] = ["who do i send the agency query to again, it was in that email", "whos the contact from that thread, cant find it",
                     "remind me who signed that email off"]

EN["cmd_u"] = [
    "what does {c} actually do, Dev left it on a post-it",
    "ran {c} and it just sat there for ages then nothing",
    "ok for the record the one that works is: {c}",
    "Tom said to run {c} before i send the rota, is that right",
    "saving this here so i dont lose it again -> {c}",
    "typed {c} on the ward pc and got a wall of red. will paste it later",
    "IT guy told me {c} fixes the export, havent tried yet",
]
EN["cmd_a"] = [
    "Run this from the rota folder on the ward PC:\n\n    {c}\n\nIt writes the CSV next to the spreadsheet and prints how many shifts it exported. If it prints 0, the week tab name is wrong.",
    "Next time use {c} instead - it skips the agency rows that broke the import yesterday.",
    "The fix is one line. Open the terminal on the shared PC and type {c}, then re-run the export as normal.",
]
EN["cmd_prompt"] = ["ok what do i type to fix it, keep it short", "so whats the command then", "what do i run tmrw morning to get the csv"]

EN["id_what"] = ["equipment ticket for the broken obs machine", "agency booking ref for sat night", "invoice from the agency for Oct",
                 "Datix for the fall in bay 2", "estates job for the sluice door", "IT ticket for the badge reader by the side door",
                 "PO for the new pumps", "pager fault ticket", "HR case for the sickness review", "medical engineering job for the bladder scanner",
                 "booking ref for the extra RMN", "service desk call about the rota PC"]
EN["id_u"] = [
    "ticket no is {i} for the {w}",
    "{w}: {i}. chase if nothing by thurs",
    "got an email back, ref {i} ({w}) - 5 working days they say ffs",
    "can u log {i} in the tracker, its the {w}",
    "{i} - thats the {w}. dont let me lose it",
    "pasted from the portal:\nReference: {i}\nStatus: Open\nSummary: {w}\nPriority: 3",
    "whats the status on {i}? the {w}",
]
EN["id_a"] = [
    "Logged {i} against the {w} in the tracker tab.",
    "The reference you want is {i} - that's the {w}; the other one in the thread was closed last week.",
    "I found it in the forwarded email: {i} is the {w}.",
]
EN["id_prompt"] = ["whats the ref for that, its somewhere in the email i pasted", "can u dig out the number from that thread",
                   "which ref is the open one"]

ID_PREFIX = [["ME-", "WO-"], ["AGY-", "BK-"], ["INV-"], ["DTX"], ["EST-"], ["INC", "REQ"], ["PO-"], ["INC", "SD-"], ["HR-"],
             ["ME-"], ["BK-", "AGY-"], ["SD-", "REQ"]]
MONEY_CLS = ["hr", "big", "big", "mid", "mid", "mid", "mid", "hr", "big", "big"]
EN["port_what"] = ["the pager gateway", "the badge access server", "the HL7 feed from PAS", "the e-rostering API",
                   "the nurse call bridge", "the drug cabinet console", "the export upload box", "the badge sync service"]
EN["port_u"] = [
    "IT say {w} is on port {p}, whatever that means",
    "port {p} for {w} apparently",
    "the script cant reach {w} - they said use {p} not the default",
    "note: {w} listens on {p}. from the estates guy",
    "firewall thing again, they opened {p} for {w} this morning",
    "error said refused on {p} when it tried {w}. is that us or them",
]
EN["port_a"] = [
    "In config.ini set the port for {w} to {p}; the default in the script is wrong for your trust.",
    "The log shows it connecting to {w} on port {p}, so the number is fine - it's the password that's failing.",
]
EN["port_prompt"] = ["so which port is it, i need to tell IT", "can u tell me what to put in the config thing"]

EN["ver_what"] = ["the export script", "the rota template", "the e-rostering app", "the badge reader firmware", "the pager app",
                  "the IPC policy", "the escalation SOP", "the staffing tool", "the audit checklist"]
EN["ver_u"] = [
    "we're on {v} of {w} now",
    "{w} got updated to {v} overnight and now the macros are broken",
    "make sure ur looking at {v} of {w}, not the old one",
    "Moira sent {w} {v}, apparently the audit wants that one",
    "pls note {w} is {v} for the audit folder",
    "hmm {w} says {v} at the bottom, is that the latest",
]
EN["ver_a"] = [
    "The footer of the file you sent says {v}, so that's the current {w}.",
    "I've updated the notes: {w} is now at {v}.",
]
EN["ver_prompt"] = ["which version is that file, i cant see it on my phone", "can u check the version of the one i sent"]

EN["money_what"] = ["the agency rate per hour for RMN", "the overspend this month", "our monthly staffing budget", "the agency invoice total",
                    "replacing the bladder scanner", "whats left in the training budget", "the overtime bill for nov",
                    "the bank enhancement for nights", "the new pumps", "the extra HCA for the winter ward"]
EN["money_u"] = [
    "{w} is {m}, which is mad",
    "finance say {w} = {m}",
    "{m} for {w}?? pls tell me thats a typo",
    "ok so {w}: {m}. need to justify it by friday",
    "budget sheet shows {m} for {w}",
    "Kath said we can go up to {m} on {w}",
]
EN["money_a"] = [
    "Adding the two lines together, {w} comes to {m} on the sheet.",
    "From the statement you pasted, {w} works out at {m}.",
]
EN["money_prompt"] = ["add those up for me pls", "whats the total on that, cant do maths after a night"]

EN["months"] = [("Dec", "December", 12), ("Jan", "January", 1), ("Feb", "February", 2)]
EN["date_what"] = ["the IPC audit", "rota sign-off", "the CQC mock inspection", "Tom's return to work meeting", "the bank holiday rota deadline",
                   "the badge system cutover", "budget review with finance", "the mandatory training deadline", "the hand hygiene audit",
                   "the agency contract renewal", "the new pager rollout"]
EN["date_u"] = [
    "{w} is {d}, dont let me forget",
    "they moved {w} to {d} 🙄",
    "{d} - {w}. put it in the calendar pls",
    "deadline for {w}: {d}",
    "just heard {w} will be {d}, not the week after",
    "can we aim to have the rota done before {w} on {d}",
]
EN["date_a"] = [
    "I've put {w} in the calendar tab for {d}, with a reminder two days before.",
    "Going by the email, {w} is on {d}.",
]
EN["date_prompt"] = ["when was that again, it was in the email", "whats the date on that letter"]

EN["decisions"] = [
    ("block-book agency for nights", "the bank fill rate keeps dropping"),
    ("move handover to 07:15", "day staff keep leaving late"),
    ("split the rota into two tabs", "the merged one won't load on phones"),
    ("cancel the extra HCA on Sundays", "we're over budget three months running"),
    ("keep bay 3 for side-room overflow", "IPC want MRSA patients cohorted"),
    ("run the export at 6am", "the badge sync clashes at midnight"),
    ("ditch the paper sign-in sheet", "the auditors flagged missing signatures"),
    ("approve long days for the new starters", "their childcare is sorted that way"),
    ("put agency staff on earlies only", "they don't know the night escalation"),
    ("escalate the fridge ticket to Estates", "the alarm failed twice this week"),
    ("buy a second bladder scanner", "we wait 40 minutes borrowing one"),
    ("drop the Wednesday huddle", "nobody could leave the bays"),
    ("take shift swaps by email only", "verbal swaps never reach the roster"),
    ("give the spare study day to nights", "their IV certs expire first"),
    ("keep the rota on SharePoint", "the USB stick went missing"),
    ("let nights self-roster in January", "night sickness doubled since October"),
]
EN["dec_u"] = [
    "decided: {c}. {r}, so no point fighting it",
    "im going to {c} because {r}",
    "right, final answer - {c}. reason: {r}",
    "we'll {c}, tbh {r}",
    "made a call, gonna {c} since {r}",
    "ok talked to Kath and we'll {c}, mainly bc {r}",
    "not up for debate anymore, we {c} - {r}",
]
EN["dec_a"] = [
    "So the decision is to {c}, because {r}. I've written that at the top of the notes tab so nobody reopens it.",
    "Noted - you'll {c} since {r}. I'll reflect it in next week's rota.",
]
EN["dec_prompt"] = ["yes that one. write it down properly so i remember why", "ok go with what we said on the phone, note it down",
                    "fine, do it the way i said earlier and write the reason"]

EN["rules"] = ["never roster agency as nurse in charge", "no swaps without my written ok", "only book agency after bank declines",
               "never send badge codes by text", "don't email the rota outside nhs.net", "no more than three nights in a row",
               "only Estates reset the pager gateway", "never run the export during handover", "side room doors stay shut for C diff",
               "don't edit the template without telling Moira", "students never hold the drug keys", "no annual leave in audit week",
               "agency must do the fire induction first", "never share the rota password on the group chat"]
EN["con_u"] = [
    "rule on here: {x}. no exceptions",
    "pls remember {x}, thats straight from matron",
    "standing rule - {x}",
    "just so ur aware, {x}. IPC are v strict",
    "going forward {x}, i mean it",
    "one thing to always keep in mind: {x}",
    "add this to the rules tab: {x}",
]
EN["con_a"] = [
    "I'll keep to this from now on: {x}.",
    "Noted as a standing rule for the ward: {x}.",
]
EN["con_prompt"] = ["make a note of the thing matron said about that", "pls add the rule we talked about to the list"]

EN["questions"] = [
    ("carry over annual leave", "can band 5s {q} into next year or do they lose it"),
    ("agency timesheets on the new system", "who signs off {q}"),
    ("fire warden training for nights", "is there any {q} or is it days only"),
    ("the pager escalation tree", "who actually owns {q} now"),
    ("reclaiming the parking fee", "is there a way of {q} for night staff"),
    ("the uniform allowance", "did {q} ever get approved"),
    ("honorary contracts for students", "do we need {q} from the uni"),
    ("the winter pressures money", "where does {q} actually go"),
    ("breaks on a 12.5 hour shift", "how long are {q} supposed to be legally"),
    ("the revalidation reflective accounts", "do managers have to countersign {q}"),
    ("the broken hoist sling audit", "whatever happened to {q}"),
    ("TOIL for the audit work", "can i claim {q}"),
    ("the linen contract", "who do i complain to about {q}"),
    ("keyworker housing", "does the trust still do {q}"),
]
EN["q_u"] = [
    "{Q}?",
    "random q - {Q}?",
    "oh and {Q}? nobody here knows",
    "while i remember: {Q}?",
    "{Q}? asking for Leah",
    "quick one, {Q}? anyway back to the rota",
    "something ive been meaning to ask: {Q}?",
]

# fillers (EN)
EN["chat"] = [
    "ugh 3 sick calls already and its not even 7",
    "on break, 10 mins",
    "sorry was in a bay, back now",
    "lol ok",
    "ty ty",
    "ok where were we",
    "night was carnage. 2 admissions at 4am and a rapid response",
    "can u make that shorter, reading on my phone",
    "kk",
    "the printer on the ward is jammed AGAIN",
    "matron doing a walkround so brb",
    "coffee machine in the staff room died, morale at an all time low",
    "thats perfect thank u",
    "hmm not quite, too formal. we're not the NHS england press office lol",
    "sorry typing with one hand, holding a phone to switchboard with the other",
    "finally home. feet are killing me",
    "ok doing that now",
    "can u remind me what we said abt the weekend",
    "yes pls",
    "no leave it, ill do it tmrw",
    "omg the HCA from bank just asked if she can do obs on her phone",
    "back on tmrw at 7, nights after",
    "staffing huddle in 5",
    "that'll do",
]
EN["tasks"] = [
    "can u draft an email to the bank office about sat night, we're 2 short",
    "make me a table for next week, earlies lates nights, just the gaps",
    "how do i freeze the top row in the sheet on the ward pc",
    "summarise the IPC email for me in like 3 lines",
    "need a polite but firm msg to the team about swaps",
    "can u tidy the handover template, its a mess",
    "write something for the staff room board about hand hygiene week",
    "whats the quickest way to see who's over their hours this month",
    "help me word a reply to the agency, they sent someone with no ID badge",
    "can the export script also do the bank shifts",
]
EN["long"] = [
    "Here's a draft you can send as is or trim:\n\nSubject: Saturday night cover\n\nHi team,\n\nWe're currently two registered nurses short for Saturday night. If you can pick up the shift, please reply to this email rather than messaging me directly, so the change goes onto the roster properly.\n\nBank and agency requests have already gone out, but I'd much rather have our own staff who know the ward.\n\nThanks so much - I know it's been a heavy month.\n\nBest,\nWard Manager\n\nIf you want it softer, drop the second paragraph; if you want it firmer, add a line about the deadline for replies.",
    "For the sheet: click the cell just below the row you want to keep, then View > Freeze > Up to current row. On the ward PC's older Excel it's View > Freeze Panes > Freeze Top Row. If the menu's greyed out, the sheet is probably in protected mode - click Enable Editing in the yellow bar first.\n\nOne more tip: if people are editing on their phones, freezing doesn't carry over to the mobile app view, so it's worth putting the dates in column A as well.",
    "Short version of the IPC email:\n\n1. Side rooms with enteric precautions must have the door sign up and the door closed.\n2. Hand hygiene audits move to weekly until the end of the quarter.\n3. Any bay closure has to be reported to the site team before 10am so bed state is accurate.\n\nNothing in it changes the rota directly, but point 2 means someone needs protected time each week - probably 30 minutes.",
    "I'd set the table up like this so the gaps stand out:\n\n| Day | Early | Late | Night |\n|-----|-------|------|-------|\n| Mon | full | -1 RN | full |\n| Tue | -1 HCA | full | -1 RN |\n| Wed | full | full | full |\n| Thu | -1 RN | -1 HCA | full |\n| Fri | full | -1 RN | -2 RN |\n| Sat | -1 HCA | full | -1 RN |\n| Sun | full | full | -1 HCA |\n\nFriday night is the real problem. If bank can't fill it by Wednesday, that's the one to send to agency first.",
    "Here's a version of the swaps message that's firm without sounding like a telling-off:\n\n\"Hi all - quick reminder about shift swaps. Please put every swap in writing so it reaches the roster before the shift. Swaps agreed in the corridor don't show up on e-rostering, which means pay, fire registers and the safe staffing return are all wrong. Thank you for sorting cover between yourselves - it really helps - just let me see it first.\"\n\nYou could pin it in the group chat and print it for the staff room.",
    "The quickest way to see who's over hours: add a column at the end of the month tab with =SUM(C5:AF5) for each person, then a second column with their contracted hours times the weeks in the month. Conditional formatting on the difference (red when above 0) will show you at a glance. I can write the formulas out cell by cell if you tell me which columns the days are in.",
    "Reply to the agency, factual and not rude:\n\n\"Hello, the nurse sent for tonight's shift arrived without trust ID or an agency badge. Under our access policy we can't give ward access or drug keys without verified ID, so she was asked to wait at the nurses' station until the site manager confirmed her identity, which took 40 minutes. Please make sure all staff booked to our ward carry photo ID. I'm happy to discuss.\"\n\nAttach the timesheet if you want it on record.",
    "Handover template, tidied:\n\nBay / Bed | Name, age | Diagnosis | Key issues (obs, NEWS, falls risk) | Plan & pending | Escalation / DNACPR\n\nI've dropped the separate 'social' column - most people left it blank - and moved falls risk in with obs, since that's where people look. If you want the IPC status visible, I'd add a coloured dot rather than another column.",
    "Yes, the export can do bank shifts too. The bank rows are in the same sheet but with 'BNK' in the grade column, and the script currently filters them out. Changing the filter means the CSV gets one extra column, so whoever imports it on the other end needs a heads-up. I'd test it on last month's sheet first and compare row counts before sending anything live.",
    "Hand hygiene week, staff room board:\n\nCLEAN HANDS, SAFE WARD\n- Before patient contact\n- Before clean/aseptic tasks\n- After body fluid exposure\n- After patient contact\n- After touching patient surroundings\n\nAudits are weekly this month. Ask the IPC link nurse if you're unsure, and thank you - our scores are already improving.\n\nI kept it short so people actually read it on the way to the kettle.",
    "That sounds like a rough night. If it helps, I can pull together a quick incident timeline from what you remember while it's fresh - times don't need to be exact, just the order of events. That tends to make the Datix and any debrief much easier later, and you won't have to reconstruct it next week.",
    "Totally fair. When you're back, the two things still open on my side are the weekend gaps and the email to the bank office. Everything else is in the notes tab, so nothing is lost if you leave it until tomorrow.",
]
EN["ack"] = [
    "Got it, noted.", "Okay - added to the notes tab.", "Noted. I'll keep that in the ward notes.", "Thanks, I've got that down.",
    "Understood, I've saved that.", "Right, that's in the notes now.", "Okay, logged.",
]
EN["ack_tail"] = [
    " Anything else from this morning's huddle you want me to capture while you're on break?",
    " I'll fold it into the rota summary for Friday.",
    " Shout if you want it in the email to Kath as well.",
    " I've left the rest of the sheet as it was.",
    "",
    " When you're back on the PC we can tidy the tracker tab properly.",
]
EN["pivot"] = [
    "Let's get the rota gaps sorted first, since that's time-critical. Friday night is still two short - do you want me to draft the agency request now?",
    "Before anything else - the export failed again on the last run, so the roster that went to e-rostering is yesterday's. Want me to walk you through re-running it?",
    "I'll park that for a second: the weekend swap requests are piling up in the inbox and two of them clash. Shall I list them?",
    "Back to the rota then - I've highlighted the three shifts that still have no RN in red on the week tab.",
    "You mentioned the bank office earlier - their cover request is still sitting unanswered, and they close at 4. Do you want a two-line reply drafted so it's off your plate?",
    "One thing first: the Friday sign-off needs the agency shifts confirmed, and two bookings still show as provisional. Shall I chase them?",
    "Quick flag before you go back to the bays - the export on the ward PC is still pointing at last week's tab. I can talk you through switching it when you've got two minutes.",
    "Noted that you're juggling a lot. For right now, the night shift on Sunday is the only one with no registered nurse at all - that's the one I'd fix before anything else.",
    "Let me stick with the staffing email for a moment, since Kath wanted it today. I've cut it down to five lines - want to see it?",
]
EN["paste"] = [
    "pasted from the badge system, whats this??\n\n2026-11-{dd} 02:14:07 DOOR WARD7B-SIDE  DENIED  card=0x{hx}  reason=EXPIRED\n2026-11-{dd} 02:14:19 DOOR WARD7B-SIDE  DENIED  card=0x{hx}  reason=EXPIRED\n2026-11-{dd} 02:16:51 DOOR WARD7B-MAIN  GRANTED card=0x{hx2}\n2026-11-{dd} 02:31:02 DOOR TREATMENT-RM DENIED  card=0x{hx}  reason=NO_ZONE",
    "email from the agency, read this:\n\n> Dear Ward Manager,\n> Further to your request we are unable to fill the RMN shift on Saturday. We can offer an RGN with mental health experience at the same rate. Please confirm by 3pm.\n> Kind regards,\n> Bookings Team",
    "this is what the export printed:\n\nReading rota_master.xlsx ...\nSheet 'Week {wk}' found, {rows} rows\nWARNING: 3 rows with blank grade, skipped\nWARNING: 1 row with shift code 'LD?' not recognised\nWrote {rows2} shifts",
    "copied from the pager portal:\n\nPAGE  to: NIC 7B   time: 03:12   msg: BED 14 NEWS 7 PLEASE REVIEW   status: DELIVERED\nPAGE  to: FY1 MED  time: 03:13   msg: BED 14 NEWS 7                status: NO ACK\nPAGE  to: FY1 MED  time: 03:28   msg: BED 14 NEWS 7 REPEAT         status: NO ACK",
    "from the IPC weekly, whats the gist\n\nCompliance by ward (hand hygiene):\n7A 96%\n7B 88%\n8A 91%\n8B 99%\nActions: wards under 90% to complete 2 extra observational audits per week until further notice.",
]
EN["paste_reply"] = [
    "Short version: the card was refused at the side door because it had expired, and then it had no access rights for the treatment room. The main door let a different card in. Whoever it was needs their card renewed through the badge office; it's not a fault in the reader.",
    "They can't fill the RMN shift and are offering a general nurse with some mental health experience instead, at the same rate, and they need a yes or no by 3pm. Whether that's safe depends on the patient who needs the 1:1 - if it's a high-risk observation, I'd push back.",
    "The export ran but skipped three rows with no grade and one with a shift code it didn't recognise - probably a long day typed with a question mark. Fix those four rows in the sheet and run it again; the count should then match the number of shifts on the tab.",
    "The first page reached the nurse in charge, but the two pages to the FY1 were never acknowledged. That's worth a Datix if there was a delay in review, and worth flagging to switchboard, since 'delivered, no ack' twice in 15 minutes suggests the bleep was off or out of range.",
    "Your ward is at 88%, the only one under 90%, so you're on the hook for two extra observed audits each week until they say otherwise. The easiest fix is to give it to the IPC link nurse with 30 minutes protected on each early.",
]
EN["tools"] = [
    ("sheets_read", {"file": "rota_master.xlsx", "range": "Week {wk}!A1:H40"},
     "Week {wk}: 38 rows read. Unfilled: Fri N (2 RN), Sat L (1 HCA), Sun N (1 RN). Agency flagged: 4 shifts."),
    ("shell", {"cmd": "ls -la ~/rota/exports | tail -3"},
     "-rw-r--r-- 1 ward ward 18234 Nov 24 06:02 roster_week{wk}.csv\n-rw-r--r-- 1 ward ward 17911 Nov 25 06:01 roster_week{wk}b.csv\n-rw-r--r-- 1 ward ward     0 Nov 26 06:00 roster_latest.csv"),
    ("email_search", {"query": "from:bankoffice subject:cover", "limit": 5},
     "3 results:\n- 'Cover request Sat night' (unread)\n- 'RE: Bank shifts December'\n- 'Bank office closed bank holiday'"),
    ("calendar_list", {"days": 7},
     "Mon 09:00 staffing huddle\nTue 14:00 1:1 with Kath\nThu 10:30 IPC walkround\nFri 15:00 rota sign-off"),
    ("sheets_update", {"file": "rota_master.xlsx", "cell": "Notes!B{rows}", "value": "see chat"},
     "Updated 1 cell."),
    ("shell", {"cmd": "wc -l ~/rota/exports/roster_latest.csv"}, "0 /home/ward/rota/exports/roster_latest.csv"),
]
EN["tool_pre"] = ["Let me look at the sheet.", "Checking the exports folder.", "I'll search the inbox for that.",
                  "One sec, pulling up the calendar.", "Updating the notes tab.", "Let me check the latest export file."]
EN["tool_post"] = [
    "That's the picture - Friday night is the big hole, the rest is manageable with bank.",
    "The newest export is empty, which is why e-rostering showed nothing this morning. The one before it looks fine.",
    "There's an unread cover request in there from the bank office; want me to answer it?",
    "Your week's fairly full. Friday's sign-off is the one to protect.",
    "Done - I've pointed the note at this conversation.",
    "Confirmed, the latest file is empty. The export needs re-running.",
]

# ----------------------------------------------------------------------------------------------
# Chinese pools
# ----------------------------------------------------------------------------------------------
ZH = {}
ZH["sur"] = list("王李张刘陈杨黄赵周吴徐孙马胡朱郭何罗高林梁宋郑谢韩唐冯")
ZH["given"] = ["丽娟", "志强", "晓燕", "海峰", "雅琴", "建国", "静怡", "思远", "春梅", "文博", "玉兰", "子轩", "秀英", "国栋",
               "梦瑶", "德明", "慧敏", "佳琪", "红霞", "振宇", "翠萍", "俊杰"]
ZH["roles"] = ["新来的夜班组长", "外包公司派来的护士", "护理部主任", "设备科修监护仪的工程师", "院感科的专职护士", "病房文员",
               "实习护士", "科室主任", "病区药师", "人事科管排班的", "保卫科管门禁的", "外包公司的对接人", "总值班",
               "我的副护士长", "信息科的工程师", "规培护士"]
ZH["name_u"] = [
    "{n}是{r}，下周一开始排进来",
    "记一下：{n}，{r}，通讯录里加上",
    "有人问排班表的事就找{n}，{r}",
    "邮件抄送{n}吧，{r}，不抄她又要说",
    "刚跟{n}聊了，{r}，人挺靠谱",
    "忘了说，{n}打过电话，{r}，让下午两点后回",
    "{n}（{r}）这周替我们主任看邮件，东西发她那",
]
ZH["name_a"] = ["我已经把{n}加进通讯录了，备注是{r}，以后排班邮件会抄送。",
                "发之前确认一下：{n}是{r}对吧？邮件我按这个写的抬头。",
                "从你转的邮件看，要催的人是{n}，落款写的是{r}。"]
ZH["name_prompt"] = ["外包那个事要找谁来着，邮件里有", "那封邮件最后是谁签的名，找不到了"]

ZH["cmd_u"] = [
    "{c} 这个是干嘛的，小周贴在电脑上的",
    "跑了 {c} 半天没反应",
    "记一下，能用的是这条：{c}",
    "信息科说发排班前先跑 {c}，对吗",
    "存这儿免得又丢了 -> {c}",
    "护士站电脑上敲了 {c} 出来一堆红字",
    "工程师说 {c} 能修导出，我还没试",
]
ZH["cmd_a"] = ["在排班文件夹里运行：\n\n    {c}\n\n它会在表格旁边生成CSV，并显示导出了多少个班次。如果显示0，说明周次的标签名不对。",
               "下次用 {c}，它会跳过昨天导致导入出错的外包那几行。",
               "改一行就行：打开护士站那台电脑的终端，输入 {c}，然后照常重新导出。"]
ZH["cmd_prompt"] = ["那我敲什么，说短点", "所以命令是哪个", "明早要导出csv跑什么"]

ZH["id_what"] = ["监护仪报修工单", "周六夜班外包的预约号", "外包公司十月的发票", "2床跌倒的不良事件上报", "污物间门的后勤维修单",
                 "侧门刷卡器的信息科工单", "新输液泵的采购单", "呼叫系统故障单", "病假面谈的人事案例", "膀胱扫描仪的设备科工单",
                 "加派精神科护士的预约号", "排班电脑的服务台工单"]
ZH["id_u"] = ["工单号{i}，{w}", "{w}：{i}，周四还没动静就催", "回邮件了，编号{i}（{w}），说要5个工作日，服了",
              "帮我把{i}记到跟踪表里，是{w}", "{i}就是{w}，别弄丢了", "系统里复制的：\n编号：{i}\n状态：处理中\n摘要：{w}",
              "{i}那个怎么样了？就是{w}"]
ZH["id_a"] = ["已经在跟踪表里把{i}记到{w}下面了。", "你要的编号是{i}，是{w}；邮件里另一个上周已经关了。",
              "在转发的邮件里找到了：{i}是{w}。"]
ZH["id_prompt"] = ["那个编号是多少，在我贴的邮件里", "帮我从邮件里把号码找出来"]

ZH["port_what"] = ["呼叫系统网关", "门禁服务器", "HIS的接口", "排班系统的API", "护士呼叫的中转", "药柜的控制台", "导出上传的服务器"]
ZH["port_u"] = ["信息科说{w}用的是{p}端口，我也不懂", "{w}端口是{p}", "脚本连不上{w}，他们说用{p}，不是默认那个",
                "记下：{w}监听{p}，设备科说的", "防火墙又出事，今早给{w}开了{p}", "报错说{p}连接被拒，连的是{w}，是我们的问题吗"]
ZH["port_a"] = ["在config.ini里把{w}的端口改成{p}，脚本默认的那个不对。", "日志显示连{w}用的是{p}端口，端口没问题，是密码错了。"]
ZH["port_prompt"] = ["到底是哪个端口，要告诉信息科", "配置里该填什么"]

ZH["ver_what"] = ["导出脚本", "排班模板", "排班系统", "门禁读卡器固件", "呼叫系统APP", "院感制度", "应急预案", "人力测算表", "检查清单"]
ZH["ver_u"] = ["{w}现在是{v}了", "{w}昨晚升到{v}，宏全坏了", "看{w}要看{v}，别看旧的", "主任发了{w}{v}，说检查要用这个",
               "记一下{w}是{v}，放检查资料夹", "{w}底下写着{v}，是最新的吗"]
ZH["ver_a"] = ["你发的文件页脚写的是{v}，所以这是现在的{w}。", "备注已更新：{w}现在是{v}。"]
ZH["ver_prompt"] = ["那个文件是哪个版本，手机上看不到", "帮我看下我发的是哪个版本"]

ZH["money_what"] = ["外包护士每小时的费用", "这个月超支", "每月人力预算", "外包发票总额", "换膀胱扫描仪", "培训经费剩下的",
                    "十一月加班费", "夜班补贴", "新输液泵", "冬季加床的护工"]
ZH["money_u"] = ["{w}是{m}，离谱", "财务说{w}={m}", "{w}要{m}？？打错了吧", "{w}：{m}，周五前要写说明",
                 "预算表上{w}是{m}", "主任说{w}最多可以花{m}"]
ZH["money_a"] = ["两行加起来，{w}在表上是{m}。", "按你贴的对账单，{w}算下来是{m}。"]
ZH["money_prompt"] = ["帮我加一下", "总共多少，夜班完脑子不转"]

ZH["date_what"] = ["院感检查", "排班定稿", "等级评审模拟检查", "小王复工面谈", "节假日排班截止", "门禁系统切换", "和财务的预算会",
                   "必修培训截止", "手卫生检查", "外包合同续签", "新呼叫器上线"]
ZH["date_u"] = ["{w}是{d}，别让我忘了", "{w}又改到{d}了🙄", "{d}，{w}，帮我记日历", "{w}截止：{d}",
                "刚听说{w}在{d}，不是下周", "排班争取在{d}{w}之前弄完"]
ZH["date_a"] = ["已把{w}记在日历{d}，提前两天提醒。", "按邮件说的，{w}是{d}。"]
ZH["date_prompt"] = ["那个是哪天来着，邮件里有", "通知上写的几号"]

ZH["decisions"] = [
    ("夜班固定用外包", "院内调配老是临时取消"), ("交班改到七点一刻", "白班总是拖到很晚才走"), ("排班表拆成两个页签", "合并的手机上打不开"),
    ("周日不加护工了", "连续三个月超预算"), ("3号病室留作隔离备用", "院感要求MRSA集中管理"), ("导出改到早上六点", "半夜跟门禁同步冲突"),
    ("不用纸质签到了", "检查发现签名缺漏"), ("新人排长白班", "她们孩子那边好安排"), ("外包只排早班", "她们不熟夜间上报流程"),
    ("冰箱工单升级给后勤", "这周报警失灵两次"), ("再买一台膀胱扫描仪", "借一台要等四十分钟"), ("取消周三的晨会", "病房里根本走不开"),
    ("换班只认书面", "口头换班从来进不了系统"), ("多出的学习日给夜班", "她们的静疗证先到期"), ("排班表放共享盘", "U盘丢过一次"),
    ("一月让夜班自己排", "十月以来夜班病假翻倍"),
]
ZH["dec_u"] = ["定了：{c}，{r}，没什么好争的", "我决定{c}，因为{r}", "最后就这样：{c}。原因：{r}", "还是{c}吧，说实话{r}",
               "拍板了，{c}，毕竟{r}", "跟主任商量过了，{c}，主要是{r}", "不再讨论了，{c}，{r}"]
ZH["dec_a"] = ["那就定为{c}，因为{r}。我写在备注页最上面了，免得有人再翻出来讨论。", "记下了：{c}，理由是{r}。下周排班会按这个来。"]
ZH["dec_prompt"] = ["对就那个，好好记下来，省得我忘了为什么", "按电话里说的办，记一下"]

ZH["rules"] = ["外包不能当责任组长", "没有我书面同意不许换班", "院内调配没人才能叫外包", "门禁密码不准发短信", "排班表不能发到院外邮箱",
               "夜班最多连上三个", "呼叫网关只能后勤重启", "交班时间不许跑导出", "艰难梭菌的单间门必须关", "改模板前先告诉主任",
               "实习生不能拿药柜钥匙", "检查那周不批年假", "外包必须先做消防培训", "排班密码不准发群里"]
ZH["con_u"] = ["规矩：{x}，没有例外", "记住{x}，护理部定的", "长期规定：{x}", "提醒一下，{x}，院感查得很严", "以后{x}，我是认真的",
               "永远记着一条：{x}", "加到规定页：{x}"]
ZH["con_a"] = ["以后我都按这个来：{x}。", "已记为病房长期规定：{x}。"]
ZH["con_prompt"] = ["把护理部说的那条记下来", "把我们说的那个规定加到清单里"]

ZH["questions"] = [
    ("年假能不能跨年", "护士的{q}用，还是过期作废"), ("外包的考勤谁签", "新系统上{q}"), ("夜班的消防培训", "有没有{q}，还是只有白班"),
    ("呼叫上报流程", "现在{q}归谁管"), ("停车费报销", "夜班有没有{q}的办法"), ("工服补贴", "{q}批下来没有"),
    ("实习生的带教协议", "学校那边要不要签{q}"), ("冬季专项经费", "{q}到底花到哪去了"), ("十二小时班的休息时间", "{q}按规定是多久"),
    ("延续注册的反思记录", "护士长要不要给{q}签字"), ("移位带的检查", "那个{q}后来怎么样了"), ("检查加班的调休", "我能不能申请{q}"),
    ("被服外包合同", "{q}的问题找谁投诉"), ("人才公寓", "医院还有没有{q}"),
]
ZH["q_u"] = ["{Q}？", "随便问下，{Q}？", "还有，{Q}？这边没人知道", "趁我还记得：{Q}？", "{Q}？帮小李问的", "问一下，{Q}？先不说了，排班要紧",
             "一直想问：{Q}？"]

ZH["chat"] = ["烦死了，还没七点就三个请病假的", "休息十分钟", "刚在病房，回来了", "哈哈好", "谢谢谢谢", "说到哪了", "昨晚夜班炸了，四点收了两个还有一个抢救",
              "短一点，手机上看", "好的", "病房打印机又卡纸了", "护理部来巡查，等下", "休息室咖啡机坏了，士气跌到谷底", "完美，谢谢",
              "不太对，太官方了", "单手打字，另一只手拿着电话等总机", "终于到家了，脚要断了", "这就去弄", "周末那个我们说的是啥来着",
              "好的麻烦了", "先放着，明天再说", "调配来的护工问能不能用手机测生命体征，我晕", "明天七点上班，然后夜班", "五分钟后人力碰头会", "行吧"]
ZH["tasks"] = ["帮我给调配办写封邮件，周六夜班缺两个", "给我做个下周的表，早班晚班夜班，只列缺口", "护士站电脑上表格怎么冻结首行",
               "院感那封邮件帮我总结成三行", "给科里写个换班的通知，客气但要硬", "交班模板乱七八糟，帮我整理下", "手卫生周写个宣传栏的内容",
               "怎么最快看出这个月谁超工时了", "帮我回外包公司，派来的人没带工牌", "导出脚本能不能把院内调配的班也导出来"]
ZH["long"] = [
    "草稿如下，可以直接发，也可以删减：\n\n主题：周六夜班人手\n\n各位好，\n\n周六夜班目前还缺两名护士。如果能顶班，请直接回复这封邮件，不要私聊我，这样调整才能正式进排班系统。\n\n院内调配和外包的申请都已经发出去了，但我更希望是熟悉病房的自己人。\n\n这个月大家都辛苦了，谢谢！\n\n护士长\n\n想语气软一点就删掉第二段；想硬一点就加一句回复截止时间。",
    "冻结首行：点“视图”→“冻结窗格”→“冻结首行”。如果菜单是灰的，说明文件在受保护视图里，先点黄色提示条里的“启用编辑”。\n\n另外，大家用手机编辑时冻结是不生效的，所以建议在A列也放上日期。",
    "院感邮件的要点：\n\n1. 需要肠道隔离的单间必须挂标识、关门。\n2. 本季度结束前手卫生检查改为每周一次。\n3. 关闭病室要在上午十点前报给总值班，保证床位数据准确。\n\n对排班没有直接影响，但第二条意味着每周要有人有固定的时间做检查，大概半小时。",
    "表格建议这样做，缺口一目了然：\n\n| 日期 | 早班 | 晚班 | 夜班 |\n|------|------|------|------|\n| 周一 | 满 | 缺1护士 | 满 |\n| 周二 | 缺1护工 | 满 | 缺1护士 |\n| 周三 | 满 | 满 | 满 |\n| 周四 | 缺1护士 | 缺1护工 | 满 |\n| 周五 | 满 | 缺1护士 | 缺2护士 |\n| 周六 | 缺1护工 | 满 | 缺1护士 |\n| 周日 | 满 | 满 | 缺1护工 |\n\n真正的问题是周五夜班。如果周三前调配办补不上，先把这个班发给外包。",
    "换班通知可以这样写，态度明确但不像训人：\n\n“各位，提醒一下换班的事：所有换班请书面提交，保证在上班前进入排班系统。走廊里口头说好的换班系统里看不到，工资、消防登记和安全人力上报都会出错。谢谢大家自己协调好人手，这很有帮助，只是请先让我看到。”\n\n可以置顶在群里，再打印一份贴休息室。",
    "最快的方法：在月表最后加一列，每个人用 =SUM(C5:AF5) 求和，再加一列写合同工时乘以本月周数。对差值设条件格式（大于0标红），一眼就能看出来。你告诉我日期在哪几列，我可以把公式逐个写出来。",
    "回外包公司的话，就事论事：\n\n“您好，今晚派来的护士没有携带医院工牌或贵公司的工作证。按我院门禁规定，未核实身份不能进入病区、不能领药柜钥匙，所以请她在护士站等候，总值班确认身份用了四十分钟。请确保派到我科的人员都带有照片证件。有问题可以沟通。”\n\n需要留档的话把考勤单附上。",
    "整理后的交班模板：\n\n病室/床号 | 姓名、年龄 | 诊断 | 重点（生命体征、预警评分、跌倒风险）| 计划及待办 | 上报/抢救意愿\n\n去掉了单独的“社会情况”一列，大部分人都空着；跌倒风险并到生命体征里，因为大家就看那一栏。想显示院感状态的话，建议用颜色圆点，别再加一列了。",
    "可以，导出脚本也能导院内调配的班。调配的行在同一张表里，只是职级列写的是“调配”，脚本现在把它们过滤掉了。改过滤条件后CSV会多一列，接收方要提前打招呼。建议先用上个月的表测试，对一下行数再正式发。",
    "手卫生周宣传栏：\n\n手干净，病房安全\n- 接触患者前\n- 清洁/无菌操作前\n- 接触体液后\n- 接触患者后\n- 接触患者周围环境后\n\n本月每周检查。不确定的问院感联络护士。谢谢大家，我们的分数已经在提高了。\n\n写得短一点，大家去打水的路上能看完。",
    "听起来昨晚很难熬。趁还记得，我可以帮你把经过按时间顺序理一下，时间不用很准，顺序对就行。这样之后写不良事件上报和复盘都会轻松很多，不用下周再回忆。",
    "没问题。你回来以后，我这边还没完成的是周末缺口和给调配办的邮件，其他的都在备注页里，明天再弄也不会丢。",
]
ZH["ack"] = ["收到，记下了。", "好的，已加到备注页。", "记住了，放在病房备注里。", "好，记下来了。", "明白，已保存。", "好的，已记录。"]
ZH["ack_tail"] = ["还有早上碰头会的事要趁你休息时记下来吗？", "周五的排班总结里会带上。", "要的话也可以写进给主任的邮件里。", "表格其它部分没动。", "",
                  "等你回到电脑前我们再把跟踪表好好整理一下。"]
ZH["pivot"] = ["先把排班缺口解决吧，这个最急。周五夜班还缺两个，要不要我现在写外包申请？",
               "先说个事：上次导出又失败了，所以传到排班系统的是昨天的版本。要我带你重新跑一遍吗？",
               "这个先放一下：周末换班申请堆了一堆，有两个冲突了。要我列出来吗？",
               "那先回到排班：周表上还没有护士的三个班我已经标红了。",
               "你刚才提到调配办，他们的顶班申请还没回，下午四点就下班了。要不要我写两句先回掉？",
               "先说一下：周五定稿需要外包的班次都确认，现在还有两个是待确认状态。要我去催吗？",
               "你回病房前提醒一下：护士站电脑上的导出还指着上周的页签，等你有两分钟我教你改。",
               "知道你事多。眼下周日夜班一个护士都没有，我建议先解决这个。",
               "主任要今天的人力邮件，我先把这个弄完吧，已经删到五行了，要看看吗？"]
ZH["paste"] = [
    "门禁系统里复制的，这是啥？？\n\n2026-11-{dd} 02:14:07 门 7B侧门  拒绝  卡=0x{hx}  原因=过期\n2026-11-{dd} 02:14:19 门 7B侧门  拒绝  卡=0x{hx}  原因=过期\n2026-11-{dd} 02:16:51 门 7B正门  通过  卡=0x{hx2}\n2026-11-{dd} 02:31:02 门 治疗室   拒绝  卡=0x{hx}  原因=无权限",
    "外包公司的邮件，你看看：\n\n> 护士长您好，\n> 关于您申请的周六精神科护士，我们暂时无法安排。可以提供一名有精神科经验的普通护士，费用不变。请于下午三点前确认。\n> 预约部",
    "导出打印的是这个：\n\n读取 rota_master.xlsx ...\n找到工作表 'Week {wk}'，{rows} 行\n警告：3 行职级为空，已跳过\n警告：1 行班次代码 'LD?' 无法识别\n写入 {rows2} 个班次",
    "呼叫系统复制的：\n\n呼叫 至：7B责任护士  时间：03:12  内容：14床 预警7分 请查看  状态：已送达\n呼叫 至：内科住院医  时间：03:13  内容：14床 预警7分  状态：未确认\n呼叫 至：内科住院医  时间：03:28  内容：14床 预警7分 重复  状态：未确认",
    "院感周报，说了啥\n\n各病区手卫生依从率：\n7A 96%\n7B 88%\n8A 91%\n8B 99%\n措施：低于90%的病区每周增加2次观察性检查，直至另行通知。",
]
ZH["paste_reply"] = [
    "简单说：这张卡在侧门被拒是因为过期了，后来又没有治疗室的权限。正门放进去的是另一张卡。持卡人要去保卫科续卡，读卡器没坏。",
    "他们派不出精神科护士，改派一名有一点精神科经验的普通护士，价格不变，下午三点前要答复。安不安全要看需要一对一的那个病人，如果是高风险观察，我建议拒绝。",
    "导出跑完了，但跳过了三行没填职级的，还有一行班次代码识别不了，大概是长白班后面多打了个问号。把这四行改好再跑一次，数量就应该和表上的班次对上了。",
    "第一条呼叫送到了责任护士，但发给住院医的两条都没人确认。如果因此耽误了查看，值得报不良事件，也应该告诉总机：十五分钟内两次“送达未确认”，说明呼叫器关了或者不在范围内。",
    "你们病区88%，是唯一低于90%的，所以每周要多做两次观察性检查，直到通知取消。最省事的是交给院感联络护士，每个早班给她留半小时。",
]
ZH["tools"] = [
    ("sheets_read", {"file": "rota_master.xlsx", "range": "Week {wk}!A1:H40"},
     "第{wk}周：读取38行。未排满：周五夜（缺2护士）、周六晚（缺1护工）、周日夜（缺1护士）。外包标记：4个班次。"),
    ("shell", {"cmd": "ls -la ~/rota/exports | tail -3"},
     "-rw-r--r-- 1 ward ward 18234 Nov 24 06:02 roster_week{wk}.csv\n-rw-r--r-- 1 ward ward 17911 Nov 25 06:01 roster_week{wk}b.csv\n-rw-r--r-- 1 ward ward     0 Nov 26 06:00 roster_latest.csv"),
    ("email_search", {"query": "发件人:调配办 主题:顶班", "limit": 5},
     "3条结果：\n- 《周六夜班顶班申请》（未读）\n- 《回复：十二月调配班次》\n- 《节假日调配办不上班》"),
    ("calendar_list", {"days": 7}, "周一 09:00 人力碰头会\n周二 14:00 与主任面谈\n周四 10:30 院感巡查\n周五 15:00 排班定稿"),
    ("sheets_update", {"file": "rota_master.xlsx", "cell": "Notes!B{rows}", "value": "见聊天记录"}, "已更新1个单元格。"),
    ("shell", {"cmd": "wc -l ~/rota/exports/roster_latest.csv"}, "0 /home/ward/rota/exports/roster_latest.csv"),
]
ZH["tool_pre"] = ["我看一下表。", "查一下导出文件夹。", "我在邮箱里搜一下。", "稍等，看下日历。", "更新一下备注页。", "看下最新的导出文件。"]
ZH["tool_post"] = ["情况就是这样，周五夜班是大缺口，其他用院内调配能补上。", "最新的导出文件是空的，所以今早排班系统里什么都没有，前一个是正常的。",
                   "里面有一封调配办的顶班申请还没读，要我回吗？", "这周挺满的，周五的定稿要保住。", "好了，备注已指向这段聊天。", "确认了，最新文件是空的，需要重新导出。"]


# ----------------------------------------------------------------------------------------------
def gen_value(kind, L, lang, rng):
    """Return (needles, fields) for one fact."""
    if kind == "name":
        if lang == "en":
            if rng.random() < 0.2:
                n = rng.choice(["Oluwaseun", "Grainne", "Thandiwe", "Bronwen", "Eilidh", "Chidinma", "Przemek", "Saoirse"])
            else:
                n = rng.choice(L["first"]) + " " + rng.choice(L["last"])
        else:
            n = rng.choice(L["sur"]) + rng.choice(L["given"])
        parts = n.split(" ") if lang == "en" else [n[0], n[1:]]
        return [n], {"n": n, "r": rng.choice(L["roles"]), "_shape": ["name:" + x for x in parts]}
    if kind == "command":
        wk = rng.randint(40, 53)
        ward = rng.choice(["7B", "7A", "8B", "AMU2", "CCU"])
        cands = [
            f"python3 export_roster.py --week {wk} --format csv",
            f"python3 export_roster.py --ward {ward} --dry-run",
            f"python3 export_roster.py --include-bank --week {wk}",
            f"scp roster_week{wk}.csv rota@fileshare:/ward{ward.lower()}/",
            f"grep -c AGENCY roster_week{wk}.csv",
            "python3 -m venv ~/rota-env",
            f"tail -n {rng.choice([20, 50, 80, 200])} ~/rota/logs/export.log",
            f"sqlite3 rota.db \"select * from shifts where ward='{ward}'\"",
            "pip install --user openpyxl",
            f"crontab -l | grep export_{ward.lower()}",
            f"python3 export_roster.py --fix-codes --week {wk}",
            f"chmod +x ~/rota/run_export_{ward.lower()}.sh",
            f"cut -d, -f1,4 roster_week{wk}.csv | sort | uniq -d",
        ]
        k = rng.randrange(len(cands))
        c = cands[k]
        return [c], {"c": c, "_shape": [f"cmd:{k}"]}
    if kind == "id":
        k = rng.randrange(len(L["id_what"]))
        w = L["id_what"][k]
        pre = rng.choice(ID_PREFIX[k])
        digits = rng.randint(10000, 999999)
        i = f"{pre}{digits}" if pre.endswith("-") else f"{pre}{digits:07d}"
        return [i], {"i": i, "w": w}
    if kind == "port":
        p = str(rng.choice([8443, 9100, 5060, 8081, 3389, 1812, 5432, 9443, 2575, 6514, 8009, 4433, 10443, 5671, 7070,
                            6661, 8883, 1433, 4840, 9091]))
        return [p], {"p": p, "w": rng.choice(L["port_what"])}
    if kind == "version":
        a, b, c = rng.randint(1, 9), rng.randint(0, 14), rng.randint(0, 9)
        v = rng.choice([f"v{a}.{b}.{c}", f"{a}.{b}.{c}", f"v{a}.{b}", f"V{a}.{b}.{c}", f"rev {a}{rng.choice('ABCDE')}"])
        return [v], {"v": v, "w": rng.choice(L["ver_what"])}
    if kind == "money":
        k = rng.randrange(len(L["money_what"]))
        cls = MONEY_CLS[k]
        if lang == "en":
            amt = {"hr": rng.randint(35, 99) + rng.choice([0, 0.5, 0.25, 0.75]), "mid": rng.randint(300, 9999),
                   "big": rng.randint(10, 250) * 1000 + rng.choice([0, 500])}[cls]
            sym = "€" if rng.random() < 0.1 else "£"
            if isinstance(amt, float) and amt != int(amt):
                m = f"{sym}{amt:,.2f}"
            else:
                m = f"{sym}{int(amt):,}"
        else:
            amt = {"hr": rng.randint(60, 180), "mid": rng.randint(800, 9999), "big": rng.randint(2, 60) * 10000}[cls]
            m = rng.choice([f"{amt}元", f"¥{amt:,}", f"{amt}块"]) if amt < 10000 else rng.choice([f"{amt / 10000:g}万元", f"¥{amt:,}"])
        return [m], {"m": m, "w": L["money_what"][k]}
    if kind == "date":
        wd = 5
        while wd >= 5:  # deadlines and meetings fall on weekdays
            mn = rng.choice([12, 1, 2])
            d = rng.randint(1, 28)
            wd = datetime(2026 if mn == 12 else 2027, mn, d).weekday()
        if lang == "en":
            ab, full = {12: ("Dec", "December"), 1: ("Jan", "January"), 2: ("Feb", "February")}[mn]
            suf = "th" if 10 <= d <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
            day = ["Mon", "Tues", "Weds", "Thurs", "Fri", "Sat", "Sun"][wd]
            s = rng.choice([f"{ab} {d}{suf}", f"{d} {full}", f"{d:02d}/{mn:02d}", f"the {d}{suf} of {full}",
                            f"{full} {d}", f"{day} {d}{suf} {ab}"])
        else:
            s = rng.choice([f"{mn}月{d}日", f"{mn}月{d}号", f"{mn}.{d}", f"{mn}月{d}日（周{'一二三四五六日'[wd]}）"])
        return [s], {"d": s, "w": rng.choice(L["date_what"])}
    if kind == "decision":
        c, r = rng.choice(L["decisions"])
        return [c, r], {"c": c, "r": r}
    if kind == "constraint":
        x = rng.choice(L["rules"])
        return [x], {"x": x}
    if kind == "question":
        q, full = rng.choice(L["questions"])
        return [q], {"Q": full.format(q=q)}
    raise ValueError(kind)


KEYS = {"name": "name", "command": "cmd", "id": "id", "port": "port", "version": "ver", "money": "money",
        "date": "date", "decision": "dec", "constraint": "con", "question": "q"}


def typo(text, rng):
    """Swap two letters in one plain word (never inside a {placeholder})."""
    words = text.split(" ")
    cand = [k for k, w in enumerate(words) if w.isalpha() and len(w) > 3]
    if not cand:
        return text
    k = rng.choice(cand)
    w = words[k]
    j = rng.randint(1, len(w) - 2)
    words[k] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)


def fill(s, rng):
    vals = {"dd": rng.randint(20, 29), "hx": "%06X" % rng.randint(0, 0xFFFFFF), "hx2": "%06X" % rng.randint(0, 0xFFFFFF),
            "wk": rng.randint(44, 52), "rows": rng.randint(30, 60), "rows2": rng.randint(25, 55)}
    for k, v in vals.items():
        s = s.replace("{" + k + "}", str(v))
    return s


def build(seed, lang, per_kind, attempt):
    rng = random.Random(f"aw-{seed}-{lang}-{attempt}")
    L = EN if lang == "en" else ZH
    facts = []
    used = []
    shapes = set()
    for kind in KINDS:
        for _ in range(per_kind):
            for _try in range(200):
                needles, fields = gen_value(kind, L, lang, rng)
                shape = fields.pop("_shape", [])
                if any(x in shapes for x in shape):
                    continue
                if all(n != u and n not in u and u not in n for n in needles for u in used):
                    shapes.update(shape)
                    break
            else:
                raise RuntimeError("pools too small")
            used.extend(needles)
            facts.append({"kind": kind, "needles": needles, "fields": fields})
    order = facts[:]
    rng.shuffle(order)

    # units of conversation: ("fact", [facts], speaker) or filler
    units = []
    i = 0
    while i < len(order):
        f = order[i]
        if f["kind"] != "question" and rng.random() < 0.2:
            units.append(("afact", [f]))
            i += 1
        elif i + 1 < len(order) and rng.random() < 0.28 and order[i + 1]["kind"] != order[i]["kind"]:
            units.append(("ufact", [f, order[i + 1]]))
            i += 2
        else:
            units.append(("ufact", [f]))
            i += 1
    base = 2 * len(units)
    target = min(280, max(130 + rng.randint(0, 50), base + rng.randint(24, 60)))
    fillers = []
    msgs = base
    while msgs < target - 1:
        t = rng.choice(["chat", "chat", "task", "paste", "tool", "tool", "long"])
        fillers.append(t)
        msgs += 3 if t == "tool" else 2
    # interleave fillers between fact units, spread evenly with jitter
    seq = []
    slots = {}
    for t in fillers:
        slots.setdefault(rng.randint(0, len(units)), []).append(t)
    for k in range(len(units) + 1):
        for t in slots.get(k, []):
            seq.append(("filler", t))
        if k < len(units):
            seq.append(units[k])

    rows = []
    owner = {}  # needle -> row index
    clock = datetime(2026, 11, 20, 6, 42, tzinfo=timezone.utc)
    n_id = [0]
    call_n = [0]

    def add(item, meta):
        nonlocal clock
        clock += timedelta(minutes=rng.randint(1, 9), seconds=rng.randint(0, 59))
        if rng.random() < 0.04:
            clock += timedelta(hours=rng.randint(4, 12))
        n_id[0] += 1
        rows.append({"v": 2, "id": f"msg_aw{n_id[0]}", "createdAt": clock.strftime("%Y-%m-%dT%H:%M:%SZ"),
                     "item": item, "meta": meta})
        return len(rows) - 1

    def msg(role, text):
        return add({"type": "message", "role": role, "content": text}, {"uiRole": role})

    def ack():
        if lang == "en":
            s = rng.choice(L["ack"]) + rng.choice(L["ack_tail"])
            if rng.random() < 0.45:
                s += "\n\n" + rng.choice(L["long"])
        else:
            s = rng.choice(L["ack"]) + rng.choice(L["ack_tail"])
            if rng.random() < 0.45:
                s += "\n\n" + rng.choice(L["long"])
        return s

    def render_user(f):
        key = KEYS[f["kind"]]
        tpl = rng.choice(L[key + "_u"])
        if lang == "en" and rng.random() < 0.15:
            tpl = typo(tpl, rng)
        return tpl.format(**f["fields"])

    for u in seq:
        if u[0] == "filler":
            t = u[1]
            if t == "chat":
                msg("user", rng.choice(L["chat"]))
                msg("assistant", rng.choice(L["long"]) if rng.random() < 0.3 else rng.choice(L["ack"]) + rng.choice(L["ack_tail"]))
            elif t == "task":
                txt = rng.choice(L["tasks"])
                if lang == "en" and rng.random() < 0.2:
                    txt = typo(txt, rng)
                msg("user", txt)
                msg("assistant", rng.choice(L["long"]))
            elif t == "long":
                msg("user", rng.choice(L["chat"]))
                msg("assistant", rng.choice(L["long"]))
            elif t == "paste":
                k = rng.randrange(len(L["paste"]))
                msg("user", fill(L["paste"][k], rng))
                msg("assistant", L["paste_reply"][k])
            elif t == "tool":
                k = rng.randrange(len(L["tools"]))
                name, args, out = L["tools"][k]
                msg("user", rng.choice(L["tasks"] + L["chat"]))
                msg("assistant", L["tool_pre"][k])
                call_n[0] += 1
                cid = f"call_aw{seed}_{call_n[0]}"
                argtxt = fill(json.dumps(args, ensure_ascii=False), rng)
                add({"type": "function_call", "callId": cid, "name": name, "arguments": argtxt}, {})
                add({"type": "function_call_result", "callId": cid, "name": name, "status": "completed",
                     "output": fill(out, rng)}, {})
                msg("assistant", L["tool_post"][k])
            continue
        kind_u, fs = u
        if kind_u == "afact":
            f = fs[0]
            key = KEYS[f["kind"]]
            msg("user", rng.choice(L[key + "_prompt"]))
            text = rng.choice(L[key + "_a"]).format(**f["fields"])
            if rng.random() < 0.4:
                text += "\n\n" + rng.choice(L["long"])
            r = msg("assistant", text)
            for n in f["needles"]:
                owner[n] = r
        else:
            parts = [render_user(f) for f in fs]
            if len(parts) == 2:
                joiner = rng.choice(["\n", "\nalso ", "\noh and ", " + ", ". also "]) if lang == "en" else rng.choice(["\n", "\n还有，", "。另外", "；"])
                text = parts[0] + joiner + parts[1]
            else:
                text = parts[0]
            r = msg("user", text)
            for f in fs:
                for n in f["needles"]:
                    owner[n] = r
            if any(f["kind"] == "question" for f in fs):
                msg("assistant", rng.choice(L["pivot"]))
            else:
                msg("assistant", ack())

    # verify needles: each in exactly one row, its own
    def row_text(r):
        it = r["item"]
        return it.get("content") or it.get("arguments") or it.get("output") or ""
    texts = [row_text(r) for r in rows]
    for f in facts:
        for n in f["needles"]:
            hits = [k for k, t in enumerate(texts) if n in t]
            if hits != [owner[n]]:
                return None
    allneedles = [n for f in facts for n in f["needles"]]
    for a in allneedles:
        for b in allneedles:
            if a is not b and a in b:
                return None
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    if not (130 <= nmsg <= 280):
        return None
    return facts, rows


def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW=NOW)
    p = subprocess.run([okbot] + args, input=stdin, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def summary_max(root):
    best = 0

    def walk(o):
        nonlocal best
        if isinstance(o, dict):
            for k, v in o.items():
                if k == "summary" and isinstance(v, str):
                    best = max(best, len(v))
                else:
                    walk(v)
        elif isinstance(o, list):
            for v in o:
                walk(v)
    for dp, _dn, fn in os.walk(root):
        for f in fn:
            if f == "session-summary.json":
                try:
                    with open(os.path.join(dp, f), encoding="utf-8") as fh:
                        walk(json.load(fh))
                except (OSError, ValueError):
                    pass
    return best


def main():
    if len(sys.argv) < 3:
        sys.stderr.write(__doc__)
        sys.exit(2)
    okbot, workdir = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    smax = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    maxchars = 0
    for si, seed in enumerate(seeds):
        lang = "zh" if si == len(seeds) - 1 else "en"
        built = None
        for attempt in range(500):
            built = build(seed, lang, per_kind, attempt)
            if built:
                break
        if not built:
            sys.exit(f"seed {seed}: could not build a valid conversation")
        facts, rows = built
        root = os.path.join(workdir, f"root-{seed}")
        if os.path.isdir(root):
            shutil.rmtree(root)
        with open(os.path.join(workdir, f"conv-{seed}.jsonl"), "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
        run(okbot, root, ["init"])
        run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", smax])
        batches, cur, cnt = [], [], 0
        for r in rows:
            if cnt == BATCH and r["item"]["type"] == "message":
                batches.append(cur)
                cur, cnt = [], 0
            cur.append(r)
            if r["item"]["type"] == "message":
                cnt += 1
        if cur:
            batches.append(cur)
        for b in batches:
            run(okbot, root, ["session", "append", "-a", "Writer"],
                stdin="".join(json.dumps(r, ensure_ascii=False) + "\n" for r in b))
            run(okbot, root, ["compress", "-a", "Writer", "--now"])
        ctx = run(okbot, root, ["context", "show", "-a", "Writer"])
        kept = 0
        missing = []
        for f in facts:
            ok = all(n in ctx for n in f["needles"])
            tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
        print(f"seed {seed} ({lang}, {nmsg} messages, {len(rows)} rows, {len(batches)} compressions): "
              f"{kept}/{len(facts)} = {100.0 * kept / len(facts):.1f}%")
        for f in missing:
            print(f"  missing {f['kind']}: {' + '.join(f['needles'])}")
        sys.stdout.flush()
        maxchars = max(maxchars, summary_max(root))
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for k in KINDS:
        a, n = tot[k]
        print(f"kind {k} {a}/{n} {100.0 * a / n if n else 0.0:.1f}")
    print(f"retention overall {100.0 * allk / alln if alln else 0.0:.1f}")
    print(f"max summary chars {maxchars}")


if __name__ == "__main__":
    main()

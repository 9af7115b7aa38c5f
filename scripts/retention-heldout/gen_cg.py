#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Held-out retention set "cg": an academic conference organiser (formal British English;
the last seed entirely in Simplified Chinese) talking to her assistant about speakers, the hotel
room block, catering, registration fees, the self-hosted abstract-submission system, AV and
streaming, visa letters; with pasted CSV exports, programme tables, forwarded emails, and
registration/inbox/calendar tool calls.

usage: gen.py OKBOT_BINARY WORKDIR [SEED ...]      (seeds default to 1 2 3 4 5; the last is Chinese)
env:   PER_KIND (facts per kind per conversation, default 10), SUMMARY_MAX (default 2000)
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import date, datetime, timedelta

# ==================================================================== English pools

CONFS = [
    ("the 12th International Conference on Coastal Geomorphology", "ICCG"),
    ("the International Symposium on Medieval Manuscript Studies", "ISMMS"),
    ("the European Conference on Soil Microbiology", "ECSM"),
    ("the International Workshop on Computational Phonology", "IWCP"),
    ("the Biennial Conference of the Society for Urban History", "SUH"),
    ("the International Congress on Glass and Ceramics Heritage", "ICGCH"),
]
UNIS = [
    ("the University of Wexley", "wexley.ac.uk"),
    ("Northmoor University", "northmoor.ac.uk"),
    ("the University of Castlebridge", "castlebridge.ac.uk"),
    ("Ashdown University", "ashdown.ac.uk"),
    ("the University of Kilmory", "kilmory.ac.uk"),
]
HOTELS = ["the Riverside Grange Hotel", "the Alderney Park Hotel", "the Old Corn Exchange Hotel",
          "the Marlow Quay Hotel", "the Bishopsgate Court Hotel"]
APPS = [("Abstracta", "abstracta"), ("PaperDesk", "paperdesk"), ("ConfSub", "confsub"),
        ("SubmitHub", "submithub"), ("Callbox", "callbox")]
TECHS = ["Tom", "Raj", "Dafydd", "Kieran", "Olu"]
FINANCE = ["Bev", "Marjorie", "Nigel", "Sunita"]
SIGS = ["Harriet", "Philippa", "Rosalind", "Imogen", "Gwendolen"]

FIRST = ["Gareth", "Siobhan", "Ingrid", "Tomasz", "Aoife", "Kwame", "Priya", "Rhodri", "Margit", "Yusuf",
         "Fenella", "Oluwaseun", "Bartholomew", "Ines", "Callum", "Annika", "Dmitri", "Eleanor", "Hamish",
         "Nneka", "Lucia", "Ruairi", "Sanne", "Mehmet", "Beatrix", "Ciaran", "Ottoline", "Rashid", "Freya",
         "Leopold", "Hyun-woo", "Marguerite", "Emrys", "Zofia", "Tariq", "Clemency"]
LAST = ["Pryce", "Haverford", "Solberg", "Wieczorek", "Brennan", "Mensah", "Raghunathan", "Llewellyn",
        "Vasquez-Ortiz", "Okonkwo", "Delacroix", "Achterberg", "Fairbairn", "Kowalczyk", "Castellano",
        "Thistlethwaite", "Nakamura", "Bjornstad", "Abernethy", "Quaresma", "Lindqvist", "Featherstonehaugh",
        "Oyelaran", "Rautenbach", "Ferreira-Lobo", "Henstridge", "Ruskova", "Carmody", "Van der Merwe",
        "Kettleborough", "Sandoval", "Iwasaki", "McTavish", "Oduya"]
# filler people (never needles): disjoint first names and surnames
FFIRST = ["Jo", "Sam", "Pat", "Chris", "Alex", "Nicky", "Robin", "Kim", "Dana", "Lee", "Mo", "Val"]
FLAST = ["Hughes", "Patel", "Chen", "Brown", "Evans", "Morgan", "Dubois", "Rossi", "Novak", "Silva",
         "Berg", "Okafor", "Singh", "Walsh"]
AFFIL = [("University of Leeds", "UK"), ("KU Leuven", "BE"), ("Universidade de Lisboa", "PT"),
         ("ETH Zurich", "CH"), ("University of Ghana", "GH"), ("Monash University", "AU"),
         ("Uppsala University", "SE"), ("University of Toronto", "CA"), ("Jagiellonian University", "PL"),
         ("University of Vienna", "AT"), ("National University of Singapore", "SG"),
         ("Trinity College Dublin", "IE"), ("University of Lagos", "NG"), ("Universidad de Chile", "CL")]

ROLES = ["opening keynote speaker", "keynote speaker for the second morning", "chair of the Tuesday afternoon plenary",
         "chair of the early-career session", "group sales manager at the hotel",
         "finance officer handling our purchase order", "AV technician on site", "catering manager",
         "streaming producer from the AV company", "head of the registration desk volunteers",
         "programme committee secretary", "poster prize judge", "delegate who needs an invitation letter for the embassy",
         "contact at the Estates helpdesk", "closing keynote speaker", "chair of the poster session",
         "accessibility adviser from Disability Services"]

NAME_T = [
    "Professor {name} has very kindly agreed to act as our {role}, which is one less thing to fret about.",
    "Please make a note that the {role} is now {name}; do address all correspondence accordingly.",
    "{name} is to be the {role} \u2014 I had it confirmed over coffee this morning, somewhat to my surprise.",
    "quick update: {role} is {name}. don't ask.",
    "I have it on good authority from the Dean's office that {name} will be our {role}.",
    "right so just so you know the {role} is going to be {name} um I think it's spelt the usual way",
    "Following a rather tortuous exchange of emails, {name} has accepted the role of {role}.",
    "You may recall I mentioned needing {a_role}; that person is {name}, and I should be grateful if you would add them to the master contact sheet.",
    "Oh, and before I forget \u2014 {name} is the {role}. Lovely person, hopeless at replying to emails.",
    "Dr {name} (the {role}) rang this afternoon; nothing urgent, but I thought you ought to have the name.",
]

# (purpose, command template) -- each used at most once per conversation
CMDS = [
    ("restart the submission site", "sudo systemctl restart {slug}-web.service"),
    ("restart the background mailer", "sudo systemctl restart {slug}-mailer"),
    ("see the latest errors", "sudo tail -n {n} /var/log/{slug}/error.log"),
    ("take a backup of the database", "pg_dump -U {slug} -Fc {slug}_prod > /srv/backups/{slug}-{ymd}.dump"),
    ("check that the site is answering", "curl -sI https://{host}/healthz"),
    ("restart the containers", "docker compose -f /opt/{slug}/docker-compose.yml restart {svc}"),
    ("look at the container logs", "docker compose -f /opt/{slug}/docker-compose.yml logs --tail={n} {svc}"),
    ("check the disk is not full", "df -h /srv/{slug}/uploads"),
    ("renew the security certificate", "sudo certbot renew --cert-name {host}"),
    ("reload the web server", "sudo nginx -t && sudo systemctl reload nginx"),
    ("export the accepted abstracts", "sudo -u {slug} {slug}-admin export --status accepted --format csv > accepted-{ymd}.csv"),
    ("resend the stuck confirmation emails", "sudo -u {slug} {slug}-admin mail requeue --since {ymd}"),
    ("clear the cache", "redis-cli -n {db} FLUSHDB"),
    ("pull in the latest release", "cd /opt/{slug} && git fetch origin && git checkout release-{n}"),
    ("see what is eating the memory", "ps aux --sort=-%mem | head -n {n2}"),
    ("read the service journal", "journalctl -u {slug}-web --since \"{n2} minutes ago\""),
    ("count the submissions in a track", "psql -U {slug} -d {slug}_prod -c \"select count(*) from abstracts where track_id = {db};\""),
    ("copy the uploaded files to the backup box", "rsync -avz /srv/{slug}/uploads/ backup@{bhost}:/backups/{slug}/"),
    ("put the site into maintenance mode", "sudo -u {slug} {slug}-admin maintenance on --message \"Back shortly\""),
    ("reset a reviewer's password", "sudo -u {slug} {slug}-admin user reset-password --email reviewer{n2}@{dom}"),
]
CMD_T = [
    "{tech} says that if I ever need to {purpose} I am to log in and type {cmd} \u2014 I have no idea what it does, but there we are.",
    "For the record, the command {tech} uses to {purpose} is:\n\n    {cmd}\n\nDo keep it somewhere safe; I shall certainly lose it.",
    "{tech} said to run `{cmd}` to {purpose}, and on no account to improvise.",
    "and then he said you type {cmd} and press enter and that should {purpose} apparently",
    "Pasting from {tech}'s message on Teams:\n[{hh}:{mm}] {tech}: if you need to {purpose} it's {cmd}\n[{hh}:{mm2}] {tech}: ring me if it complains",
    "I have dutifully run {cmd} as instructed, in order to {purpose}, and it printed a great deal of text which I shan't inflict on you.",
    "Note for the handover file: to {purpose}, the command is {cmd} (per {tech}).",
    "{tech} is away next week, so I am writing this down while I remember: {cmd} is what one types to {purpose}.",
    "Could you explain in plain English what {cmd} actually does? {tech} gave it to me to {purpose}, and I dislike typing things I don't understand.",
]

PORT_CTX = [("the submission site", "SUBMIT"), ("the admin console of the submission system", "ADMIN"),
            ("the database behind the submission system", "DB"), ("the RTMP ingest for the live stream", "RTMP"),
            ("the SRT feed from the lecture theatre", "SRT"), ("the mail relay the submission system sends through", "SMTP"),
            ("the captioning service's audio feed", "CAPTION"), ("the registration system's API", "REGAPI"),
            ("the Redis cache", "REDIS"), ("the test copy of the submission site", "STAGING"),
            ("the reviewers' portal", "REVIEW"), ("the badge printer's print server", "BADGE")]
PORT_T = [
    "{tech} tells me {ctx} listens on port {port}, should anyone from Estates ask.",
    "The streaming company say {ctx} needs port {port} opening on the firewall before the technical rehearsal.",
    "apparently {ctx} is on {port}, not the usual one. who knew",
    "Central IT have asked which port {ctx} uses; according to {tech}'s handover note it is {port}.",
    "Please record that {ctx} runs on port {port}; I was asked twice today and had to go and find out.",
    "From {tech}'s config notes, in case it is needed:\n\n    {key}_PORT={port}\n\n(that is {ctx}, he says)",
    "that thingy \u2014 sorry, {ctx} \u2014 is on port {port} he says and we mustn't change it",
    "If you are ever asked, {ctx} is reached on port {port}. I gather this matters.",
    "{tech} has moved {ctx} to port {port} after the clash with the library's server.",
]

VER_CTX = [("the submission system", "{app}"), ("OBS Studio on the streaming laptop", "OBS Studio"),
           ("the Zoom client on the lectern PCs", "Zoom Workplace"), ("the payment plugin", "PayBridge for {app}"),
           ("PostgreSQL on the submission server", "PostgreSQL"), ("the captioning software", "CaptionLive"),
           ("the delegate app", "Eventful Delegate"), ("the badge-printing software", "BadgeWorks"),
           ("the lecture-capture client", "Panopto Recorder"), ("the registration module", "{app} Registration"),
           ("the reviewers' portal", "{app} Review"), ("the streaming encoder firmware", "LiveCast Encoder")]
VER_T = [
    "We are currently running {ctx} at version {ver}, which {tech} describes as 'ancient'.",
    "{tech} wants to upgrade {ctx} to {ver} over the weekend; I have said yes, with some trepidation.",
    "The AV people insist on {ctx} being {ver} \u2014 anything newer apparently breaks their set-up.",
    "{ctx} is on {ver}, is that a problem??",
    "For the accessibility audit I am required to state the version of {ctx}: it is {ver}.",
    "he said the new version of {ctx} is {ver} and it fixes the thing with the emails",
    "The vendor's email says {ctx} was updated to {ver} overnight. I do hope nothing has broken.",
    "Pasting the About screen, as requested by the auditors ({ctx}):\n\n    {prod}\n    Version {ver}\n    Licensed to {uni}\n",
    "{tech} has pinned {ctx} to {ver} until after the conference, which seems wise.",
]

ID_SUBJ = [
    ("po", "the catering purchase order"), ("po", "the AV purchase order"), ("po", "the printing purchase order"),
    ("hotel", "the main hotel block"), ("hotel", "the overflow block"), ("hotel", "the speakers' rooms"),
    ("invoice", "the AV company's deposit invoice"), ("invoice", "the printers' invoice"), ("invoice", "the photographer's invoice"),
    ("visa", "the invitation letter for the delegate from Lagos"), ("visa", "the invitation letter for the speaker from Dhaka"),
    ("visa", "the invitation letter for the PhD student from Tehran"),
    ("catering", "the welcome-reception catering order"), ("catering", "the coffee-break order"),
    ("helpdesk", "the helpdesk ticket about the projector in the main theatre"),
    ("helpdesk", "the helpdesk ticket about the Senate Room blinds"),
    ("coach", "the coach booking for the excursion"), ("coach", "the coach booking from the station"),
    ("reg", "the registration of the delegate who rang in a fury this morning"), ("reg", "the registration of the keynote's partner"),
    ("avquote", "the AV company's quote for lecture capture"), ("stream", "the streaming contract"),
]
ID_T = [
    "The reference for {subj} is {id}; finance were most particular that it must appear on everything.",
    "Please quote {id} in anything to do with {subj}.",
    "{Subj} is filed under {id}, in case anyone claims to have lost it again.",
    "the number for {subj} is {id} i think thats right",
    "I have at long last been given the reference for {subj}: {id}.",
    "Could you note {id} against {subj}? I shall only forget otherwise.",
    "For the avoidance of doubt, {subj} carries the reference {id}.",
    "{id} \u2014 that's {subj}. No response as yet on anything else.",
    "Finance need {id} quoted for {subj}, so do keep it handy.",
]

MONEY_SUBJ = {
    "perhead": ["the conference dinner", "the buffet lunches", "the coffee breaks", "the welcome-reception canap\u00e9s",
                "the packed lunches for the excursion", "the speakers' dinner"],
    "fee": ["student registration", "early-bird registration", "the one-day rate", "the pre-conference workshop",
            "accompanying persons", "society members' registration"],
    "total": ["the AV invoice", "the streaming quote", "the dinner venue hire", "the printing bill", "the coach hire",
              "the captioning quote", "the photographer's fee"],
    "deposit": ["the room block", "the dinner venue", "the AV equipment hire"],
    "eur": ["full registration for those paying in euros", "the workshop for those paying in euros"],
    "limit": ["catering", "AV hire", "printing"],
}
MONEY_T = [
    ("perhead", "The caterers have quoted {m} per head for {subj}, exclusive of wine and service."),
    ("perhead", "and for {subj} it's {m} a head which seems steep to me"),
    ("perhead", "{fin} in finance has approved {m} per person for {subj}, and not a penny more."),
    ("fee", "The fee for {subj} is to be {m}; the full rate is rather more, as you know."),
    ("fee", "we've set {subj} at {m}. cheaper than last year"),
    ("total", "{Subj} comes to {m}, which is some way over what we had budgeted."),
    ("total", "{subj}: {m} + VAT!!! that cannot be right"),
    ("total", "I have just seen {subj} \u2014 {m}, if you please."),
    ("deposit", "The deposit for {subj} is {m}, payable on signature."),
    ("eur", "For {subj}, the charge will be {m} for the full three days."),
    ("limit", "Finance tell me the PO limit for {subj} is {m}, above which everything needs a signature from on high."),
]

DATE_T = [
    "The hotel will release any unbooked rooms from our block on {date}, so we must review numbers before then.",
    "Abstract submission closes at midnight on {date}; there will be no extensions this year, whatever anyone says.",
    "Final catering numbers are due with the caterers on {date}.",
    "early bird ends {date}, pls make sure the website says so",
    "The advertised deadline for invitation-letter requests is {date}, which gives people a fighting chance with the embassies.",
    "Would you put {date} in my diary for the programme committee meeting? Two till four, Senate Room.",
    "the speakers need to send their slides by {date} i told them that twice",
    "I gather the AV company want the technical rehearsal on {date}, which is rather earlier than I had hoped.",
    "Notification of acceptance goes out to authors on {date} \u2014 assuming the reviewers pull their fingers out.",
    "The room-block contract says the cut-off for name changes is {date}.",
    "The Dean's office want the welcome address drafted by {date}.",
    "Registration closes altogether on {date}, and I do mean altogether.",
    "poster boards have to be booked with Estates by {date} or we get none",
]

DECISIONS = [
    ("the Lindley Hall for the poster session", "it has far better natural light than the atrium"),
    ("the hot fork buffet rather than a plated dinner", "it copes better with last-minute dietary changes"),
    ("live streaming of the plenaries only", "the parallel sessions would need six camera operators"),
    ("lanyards without the sponsor logos", "the sponsorship agreement was never countersigned"),
    ("Whova for the delegate app", "the free tier covers the numbers we expect"),
    ("printed programmes only for the speakers", "the sustainability office will scrutinise our paper use"),
    ("a flat registration fee with no day rates", "the day-rate invoicing nearly broke the finance system last time"),
    ("the Thursday evening slot for the conference dinner", "half the delegates fly home on Friday afternoon"),
    ("coaches from the station on the first morning only", "on the other mornings the hotel is within walking distance"),
    ("the smaller theatre for the closing plenary", "attendance always drops sharply on the final afternoon"),
    ("double-blind review for the full papers", "the steering committee insisted after last year's complaints"),
    ("a separate quiet room for prayer and reflection", "we have a sizeable contingent from Malaysia and Indonesia"),
    ("the in-house AV team rather than an external contractor", "they already know the quirks of our lecture theatres"),
    ("name badges printed on site", "the late registrations would otherwise miss out"),
    ("a single plenary keynote each morning", "the parallel streams overran dreadfully last year"),
    ("recyclable bamboo lanyards", "the Vice-Chancellor has made a very public pledge on plastics"),
    ("online payment by card only", "bank transfers from abroad take weeks to reconcile"),
    ("an early-career researcher prize funded from the surplus", "the committee wants to encourage PhD submissions"),
    ("the botanic garden for the welcome reception", "it is free to university departments before seven o'clock"),
    ("pre-recorded talks for the remote speakers", "the time difference to Auckland makes live talks impossible"),
    ("a ten-minute buffer between parallel sessions", "the two buildings are a brisk walk apart"),
    ("student volunteers in branded T-shirts", "delegates could never find anyone to ask last time"),
    ("vegetarian as the default menu option", "it cut food waste noticeably at the spring symposium"),
    ("the September dates for the follow-up workshop", "term has not started and rooms are cheap"),
    ("captioning by a human stenographer", "the automatic captions mangled every technical term"),
    ("a contactless coffee voucher system", "the queues at the cafe were a disgrace"),
    ("slides collected centrally on memory sticks", "the lectern PCs are not allowed on eduroam"),
    ("open-access proceedings", "the research council grant requires it"),
    ("no paper certificates of attendance", "nobody collected them last year"),
    ("the overflow hotel near the cathedral", "its cancellation terms are far more forgiving"),
    ("a closed Slack workspace for delegates", "the mailing list was swamped with reply-all messages"),
]
DEC_T = [
    "Right, I have decided we shall go with {c}, chiefly because {r}.",
    "After much deliberation: {c}. The reason being that {r}.",
    "Let us settle on {c}, since {r}, and frankly I haven't the energy to revisit it.",
    "decision made \u2014 {c}, because {r}",
    "Having spoken to the Head of School, we are going to opt for {c} on the grounds that {r}.",
    "On balance I think {c} is the way forward, as {r}.",
    "ok so we're going with {c} because {r} so please just make that happen",
    "For the record, the committee has chosen {c}, given that {r}.",
    "We shall stick with {c} \u2014 {r}, and that rather settles it.",
]

CONSTRAINTS = [
    ("place a catering order above the PO limit", "finance have given written sign-off"),
    ("send an invitation letter for a visa application", "the delegate's registration fee has been paid in full"),
    ("record or stream any speaker", "they have signed the consent form"),
    ("release rooms from the hotel block", "I have checked the latest registration numbers myself"),
    ("share the delegate list with sponsors", "each delegate has ticked the data-sharing box"),
    ("promise anyone a fee waiver", "the committee chair has agreed to it"),
    ("change anything on the submission server", "{tech} is online to help"),
    ("publish the programme on the website", "every session chair has confirmed"),
    ("book taxis on the university account", "the journey is over five miles"),
    ("accept abstracts by email", "the submission system is genuinely down"),
    ("order alcohol for the reception", "the Dean's office has approved the licence"),
    ("give out the guest Wi-Fi codes", "the person is wearing a conference badge"),
    ("reimburse a speaker's expenses", "we hold the original receipts"),
    ("confirm a hotel room for a speaker", "their travel dates are fixed"),
    ("issue a refund", "the request arrived before the cancellation deadline"),
    ("post photographs of delegates online", "the photography notice was displayed at registration"),
    ("reply to the press office", "I have seen the draft"),
    ("add anyone to the committee mailing list", "the chair has approved them"),
    ("use the Vice-Chancellor's name in publicity", "her office has cleared the wording"),
    ("spend from the sponsorship budget", "the sponsor's payment has actually arrived"),
    ("extend the abstract deadline", "the whole programme committee agrees"),
    ("email the delegates at the weekend", "it is a genuine emergency"),
    ("run the database reset", "a fresh backup has been taken"),
    ("accept a booking for the pre-conference workshop", "the delegate is already registered for the main conference"),
    ("forward a speaker's passport scan", "it goes through the encrypted file drop"),
    ("hand out the AV team's mobile numbers", "a session chair asks in person"),
    ("let the caterers into the atrium", "security have been told"),
    ("send the final programme to the printers", "the keynote titles are locked"),
]
CON_T = [
    "Under no circumstances should you {a} unless {c}.",
    "Please do not {a} until {c} \u2014 I shall never hear the end of it otherwise.",
    "University rule, I'm afraid: we may only {a} once {c}.",
    "Just to be absolutely clear: never {a} unless {c}.",
    "NB don't {a} until {c}!!",
    "We have been reminded, yet again, that we can {a} only after {c}.",
    "Please make sure you never {a} unless {c}; it caused a dreadful mess last year.",
    "and the other thing is we can't {a} unless {c} that's a hard rule",
    "I must insist on one thing: you are not to {a} before {c}.",
]
CON_FWD_T = [
    "Colleagues are reminded that they must not {a} unless {c}.",
    "With immediate effect, staff may {a} only once {c}.",
    "Please ensure that no member of staff attempts to {a} before {c}.",
]

QUESTIONS = [
    "step-free access to the Grimshaw Room", "the parking permits for the keynote speakers",
    "the halal certificate from the caterers", "the insurance cover for the speakers' own equipment",
    "the deadline for ordering the printed name badges", "the spare clickers for the parallel rooms",
    "the fire evacuation briefing for session chairs", "the Wi-Fi capacity in the main lecture theatre",
    "the cloakroom arrangements on the first morning", "the cycle-hire discount for delegates",
    "a nursing room near the plenary hall", "the BSL interpreters for the opening ceremony",
    "the photographer's copyright terms", "the accessibility audit of the dinner venue",
    "overnight security for the poster hall", "the replacement bulb for the Tanner Theatre projector",
    "storage space for the sponsors' pop-up banners", "a backup power supply for the streaming kit",
    "bicycle parking for local delegates", "the minibus for the Whitby excursion",
    "first-aid cover at the welcome reception", "the hire of a second lectern",
    "the privacy notice on the registration form", "the leaving gift for the outgoing society president",
    "a Spanish translation of the call for papers", "the shuttle timetable from the airport",
    "the childcare bursaries", "the carbon-offsetting scheme for flights", "the lost-property procedure",
]
QUE_T = [
    "Has anyone actually confirmed {s}? I keep meaning to ask.",
    "Any news on {s}??",
    "I still haven't heard a word about {s} \u2014 do you know anything?",
    "What is the position regarding {s}? Nobody seems willing to commit.",
    "quick q \u2014 {s}, is that sorted or not?",
    "oh and what's going on with {s} does anyone know",
    "I'm slightly anxious about {s}. Has there been any movement at all?",
    "Is there an answer yet on {s}, or are we still waiting on Estates?",
    "Remind me \u2014 did we ever get to the bottom of {s}?",
]

OPENERS = ["", "", "", "Good morning.", "Right.", "Apologies for the radio silence \u2014 it has been one of those days.",
           "A few things, in no particular order.", "Morning!", "Sorry, me again.", "Dear me.", "Hello again.",
           "Quick one.", "I do hope you are well.", "Back from the committee meeting, which was interminable.",
           "Before I forget,", "Forgive the length of this."]
CLOSERS = ["", "", "", "Many thanks.", "Thank you ever so much.", "H.", "Thanks!", "Much obliged.", "Onwards.",
           "Best, {sig}", "I shall be in meetings until three.", "Thank you \u2014 you are a treasure."]
REACTS = ["thanks", "ok", "Splendid, thank you.", "Lovely.", "noted", "Perfect.", "ta", "Thank you, that's very helpful.",
          "ok great", "Marvellous.", "hmm ok", "Yes, do.", "Brilliant, thanks.", "OK - will read properly later"]

ACK = {
    "name": ["Thank you \u2014 I've added that to the contact sheet against the right role.",
             "Noted; I'll make sure the people list reflects that.",
             "Lovely, that's one more gap filled in the roles table.",
             "Got it. I've updated the contacts accordingly.",
             "Understood \u2014 I'll use that contact from now on."],
    "command": ["Noted, and I've filed it in the technical handover notes exactly as written.",
                "Thanks \u2014 I've kept that verbatim so nothing gets mistyped later.",
                "Understood. I'll keep it with the other server notes.",
                "Got it; that's now in the 'if the site breaks' section of the handover file."],
    "port": ["Thanks, that's recorded in the technical notes.",
             "Noted \u2014 useful to have that written down before anyone asks again.",
             "Got it. I've added it to the network details for the event.",
             "Understood; I'll have that to hand for Central IT."],
    "version": ["Thanks, I've noted the software version in the technical log.",
                "Noted. It's worth keeping a record of versions for the audit anyway.",
                "Understood \u2014 I'll keep that with the system details.",
                "Got it; that's in the inventory of software for the event now."],
    "id": ["Thank you \u2014 I'll quote that reference on everything related to it.",
           "Noted; I've put that reference in the tracker so we can find it quickly.",
           "Got it. References are the first thing suppliers ask for, so that's helpful.",
           "Understood \u2014 it's in the finance tracker now."],
    "money": ["Thanks, I've put that figure into the budget sheet.",
              "Noted \u2014 I'll update the budget and flag the variance.",
              "Understood. That goes into the cost tracker under the right heading.",
              "Got it. Let me set that against the budget lines."],
    "date": ["Noted \u2014 I've put that in the timeline with reminders ahead of it.",
             "Thank you; I've added it to the key-dates list and your calendar.",
             "Understood. I'll diary a reminder a fortnight before and again a few days before.",
             "Got it \u2014 it's on the master timeline now."],
    "decision": ["Sensible call \u2014 I'll treat that as settled.",
                 "Understood, that's decided then. I'll record it in the decisions log with the reasoning.",
                 "Very reasonable. I've logged the decision so nobody reopens it by accident.",
                 "Noted as final."],
    "constraint": ["Understood \u2014 I'll treat that as a hard rule.",
                   "Noted. I won't do that without the condition being met, and I'll flag it to you if anyone pushes.",
                   "Absolutely. I've added it to the standing rules at the top of the planning notes.",
                   "Of course \u2014 that's now on the list of things I check before acting."],
    "question": ["I'm afraid I don't have anything on that yet.",
                 "Nothing has come through on that in anything I can see, so it's still open.",
                 "I don't know, I'm afraid \u2014 it hasn't been settled in anything you've shared with me.",
                 "No news that I'm aware of, sorry."],
}
BODY = {
    "name": ["It would be worth sending a short welcome note now, with the draft programme outline, travel and accommodation information, and a named point of contact for the day itself. People in these roles tend to appreciate knowing early who will meet them and where.",
             "I'd suggest we confirm dietary requirements, access needs and whether they need an invoice address for expenses in a single email, so that we aren't pestering them three times.",
             "If they're chairing or speaking, a one-page brief helps enormously: timings, how to signal time to speakers, what to do if a speaker fails to appear, and whom to call from AV."],
    "command": ["A word of caution: anything run on the live server can't always be undone, so it's safest to do it only when the technician is reachable, and to copy the exact output into an email to him if anything looks odd.",
                "If you're ever unsure, the order I'd follow is: check whether the site is really down (try it on your phone on mobile data), note the time, then follow the instructions to the letter. Copy and paste rather than retyping from memory.",
                "It may also be worth asking for a short note of what 'normal' output looks like, so you can tell at a glance whether it worked."],
    "port": ["If Central IT or the streaming company ask, tell them which direction the traffic flows and whether it must be reachable from outside the university network; that usually decides whether a firewall change is needed.",
             "Firewall requests at most universities take several working days, so if anything needs opening for the rehearsal it's worth raising the ticket well in advance.",
             "I'd also keep a one-page network sheet for the AV contractor: which services, which ports, who to ring."],
    "version": ["Before any upgrade it's worth checking the release notes for anything touching email or payments, and making sure there's a backup taken just before.",
                "I'd suggest a freeze on upgrades from about a fortnight before the conference; it's the classic moment for something to break.",
                "If the AV team depend on a particular version, make sure Central IT don't push an automatic update to the lectern machines in the meantime."],
    "id": ["Suppliers' accounts teams almost always match payments by reference, so it saves a lot of back-and-forth if every email and invoice query carries it.",
           "I'd keep a single tracker with reference, supplier, amount, status and who approved it \u2014 finance will ask for exactly that at reconciliation.",
           "If a reference ever changes (re-issued invoices often get a new one), note both so the audit trail stays clear."],
    "money": ["Do check whether the figure is inclusive or exclusive of VAT and service; it makes a surprising difference at this scale.",
              "If it's above the budget line, it might be worth asking for an itemised breakdown \u2014 suppliers will often trim once you query specific items.",
              "I'd also confirm the payment terms (deposit, balance date, cancellation charges) in writing before anything is signed."],
    "date": ["It's worth working backwards from that: who needs to act before then, and what information do they need from us first?",
             "I'd put it on the public website and in the next mailing if it's delegate-facing, and give suppliers a reminder a week ahead.",
             "If that date falls close to other deadlines, it might be worth staggering the reminders so people aren't overwhelmed."],
    "decision": ["I'll let the relevant suppliers and the committee know, and update the planning documents so everything is consistent.",
                 "It would be worth a one-line note to the committee so the reasoning is on record if anyone asks later.",
                 "I'll also check whether it has knock-on effects for the budget or the room plan and come back to you if so."],
    "constraint": ["If a request comes in that would break that rule, I'll hold it and come to you rather than acting on it.",
                   "It might help to put the rule in writing to the team and volunteers as well, so it doesn't depend on any one person remembering.",
                   "I'll keep a short log of any exceptions you approve, so there's a paper trail."],
    "question": ["I've added it to the open-items list so it doesn't get lost. It might be worth raising at the next committee meeting, or emailing whoever is most likely to own it.",
                 "If you like, I can draft a short chaser for you to send, but I don't want to guess at the answer.",
                 "It's the sort of thing that tends to fall between departments, so it may need someone to take ownership explicitly."],
}
CLOSE = ["Shall I draft the email?", "Let me know if you'd like me to draft anything.",
         "Anything else for today's list?", "I'll flag it again nearer the time.", "",
         "Happy to help with the wording if needed."]

FILLERS = [
    [("user", "Could you draft a short, courteous reminder to the session chairs about timekeeping? They were hopeless last year."),
     ("assistant", "Of course. Here's a draft:\n\nSubject: Session timings \u2014 a gentle reminder\n\nDear colleagues,\n\nThank you again for agreeing to chair a session. With a full programme and parallel streams, keeping to time is the single most helpful thing you can do for delegates moving between rooms.\n\nA few practical points:\n\n1. Each talk slot includes questions. Please give speakers a five-minute and a one-minute warning (cards will be on the lectern).\n2. If a speaker does not appear, please do not bring the next talk forward \u2014 hold the slot so that people moving between rooms are not caught out.\n3. If anything goes wrong technically, the AV technician's number is on the card inside the lectern.\n\nWith thanks and best wishes,\n\nI've kept it brisk; if you'd rather soften it further I can.")],
    [("user", "What should go on the registration desk checklist for the first morning?"),
     ("assistant", "Here's a checklist you can adapt:\n\n**Before doors open**\n- Badges printed and sorted alphabetically, with blanks and a pen for late registrations\n- Delegate packs or programme sheets\n- Float of lanyards; spare badge holders\n- Printed list of unpaid or partial registrations (discreetly)\n- Signage to toilets, the plenary room and coffee\n- Volunteers briefed on the fire exits and the first-aid contact\n\n**At the desk**\n- One queue for pre-registered delegates, one for problems/payments\n- A laptop logged in to the registration system, plus a charger\n- Wi-Fi instructions ready to hand out to badge-wearers\n- Lost-badge procedure agreed\n\n**After the rush**\n- Reconcile the list of no-shows\n- Hand the problems list to the organiser before the first coffee break\n\nWould you like it formatted as a one-page sheet for the volunteers?")],
    [("user", "Please draft a polite but firm note to the delegates who still haven't paid."),
     ("assistant", "Here's a draft:\n\nSubject: Your conference registration \u2014 payment outstanding\n\nDear colleague,\n\nOur records show that payment for your registration has not yet been received. To secure your place, and for us to finalise catering and badges, please complete payment through the registration system at your earliest convenience.\n\nIf you have already paid, or if payment is being made by your institution, please reply with the reference so that we can match it. If you are experiencing difficulties, do let us know and we will do our best to help.\n\nWith best wishes,\nThe Organising Committee\n\nI've avoided a hard deadline in case you'd like to add one; it's more effective with a specific date.")],
    [("user", "brb, fire alarm test"), ("assistant", "Of course \u2014 I'll be here when you're back.")],
    [("user", "sorry, back. where were we"),
     ("assistant", "Welcome back. We were working through the planning list; nothing was left half-finished. When you're ready, the usual outstanding areas are catering numbers, AV and streaming, accommodation, and the open questions that are still waiting on other people. Tell me which you'd like to pick up and I'll carry on from there.")],
    [("user", "Can you suggest wording for the photography notice at registration?"),
     ("assistant", "Here's a suggestion for a notice:\n\n**Photography and filming**\n\nPhotographs and video will be taken during this conference for reporting and promotional purposes. If you would prefer not to be photographed, please ask at the registration desk for a coloured lanyard and our photographer will avoid including you.\n\nSpeakers will only be recorded or streamed where they have given explicit consent.\n\nIt's worth displaying it at the desk and in the main rooms, and including a sentence in the joining instructions so that nobody sees it for the first time on the day.")],
    [("user", "What's a sensible ratio of student volunteers to delegates?"),
     ("assistant", "There's no hard rule, but for a three-day academic conference a practical guide is:\n\n- Registration desk: three to four people during the first-morning peak, two thereafter\n- One runner per floor or building, to guide delegates and fetch AV help\n- One volunteer per parallel room to manage microphones and timing cards\n- One or two floating volunteers for the poster session and coffee breaks\n\nFor a few hundred delegates that usually means around fifteen to twenty volunteers over the event, on shifts of no more than four hours. Brief them all together on the first morning and give each a printed sheet with key contacts.")],
    [("user", "How far in advance should the joining instructions go out?"),
     ("assistant", "About two to three weeks before is the sweet spot: early enough for people to plan travel, late enough that the details are final. A short reminder with the essentials (venue map, registration times, Wi-Fi, emergency contact) three or four days before works well too.\n\nInclude: venue address and map, nearest station and taxi rank, registration desk hours, programme link, accessibility information, dietary arrangements, the photography policy, and a contact number for the day. Keep it short; people skim these on their phones.")],
    [("user", "The printer has jammed again. I could weep."),
     ("assistant", "That is thoroughly maddening, I'm sorry. If it's the usual office machine: open the side panel, check behind the fuser (carefully, it's hot), and look for a torn corner of paper in the duplex tray \u2014 that's where fragments usually hide. If it keeps happening, it may be the paper itself; damp or recycled stock jams more. And if it's badges you're printing, it may be quicker to send them to reprographics in a batch.")],
    [("user", "Draft a thank-you email to the keynote speakers, to go out after the event."),
     ("assistant", "Here's a draft:\n\nSubject: Thank you\n\nDear [name],\n\nOn behalf of the organising committee, thank you for your keynote. The feedback from delegates has been warm and the discussion afterwards was, by common consent, one of the highlights of the conference.\n\nWe will be in touch shortly about the proceedings, and our finance team will process any outstanding expenses as quickly as they can; do send receipts if you haven't already.\n\nWe very much hope to welcome you back.\n\nWith warmest thanks,\n\nI'd personalise one sentence per speaker \u2014 a point from their talk \u2014 which makes a real difference.")],
    [("user", "What do I need to tell the caterers about dietary requirements?"),
     ("assistant", "Give them counts rather than names where possible, broken down by: vegetarian, vegan, gluten-free, halal, kosher, nut allergy, other allergies (with specifics), and any combinations. Ask them to label every dish with allergens, to keep special meals separate and clearly named, and to confirm how they handle cross-contamination.\n\nIt's also worth asking for a final-numbers deadline and a tolerance for late changes, and making sure there's a named person on site who knows where the special meals are. Delegates with serious allergies should be told whom to approach at each meal.")],
    [("user", "Could you tidy this up for the website? 'The conference will be held over three days and includes keynotes, parallel sessions, a poster session and a dinner, delegates should register online and can pay by card.'"),
     ("assistant", "Here's a tidier version:\n\n\"The conference runs over three days and features keynote lectures, parallel paper sessions, a poster session and a conference dinner. Registration is online, and payment can be made by card.\"\n\nIf you'd like something warmer for the landing page:\n\n\"Join us for three days of keynote lectures, parallel sessions, posters and conversation \u2014 with a conference dinner to round things off. Register online; card payments are accepted.\"")],
    [("user", "I've got the programme committee in ten minutes. Anything I ought to raise?"),
     ("assistant", "A few general items worth a minute each:\n\n1. Review progress and any tracks that are thin on submissions\n2. Confirmation status of chairs and keynotes\n3. Budget position against forecast\n4. Anything outstanding that needs a named owner \u2014 the open questions list\n5. Risks: AV, accommodation, visas, late withdrawals\n6. Date of the next meeting\n\nTake the open-items list with you; committees are much quicker to assign owners when they can see the list in front of them. Good luck!")],
    [("user", "what's the etiquette for introducing a keynote?"),
     ("assistant", "Keep it short \u2014 a minute, ninety seconds at most. Welcome the audience, give the speaker's name and current position, mention one or two things the audience will genuinely care about (a key book or finding, not their full CV), give the title of the talk, and hand over. Agree beforehand how questions will work and who will signal time. Check pronunciation of the name in advance; people remember when it's got wrong.")],
    [("user", "How do I politely decline a late abstract?"),
     ("assistant", "Something like:\n\nDear Dr [name],\n\nThank you for your interest in the conference and for sending your abstract. I'm afraid the submission period has now closed and, to be fair to all authors, we are unable to accept late submissions for review.\n\nWe would, however, be delighted to welcome you as a delegate, and registration remains open. We hope there will be an opportunity to consider your work at a future meeting.\n\nWith best wishes,\n\nIt's firm but friendly, and the offer to attend softens it.")],
    [("user", "Help me write the briefing for the poster judges."),
     ("assistant", "Here's a one-page briefing:\n\n**Poster prize \u2014 notes for judges**\n\n- Each judge will receive a list of posters to visit; please see every poster on your list during the session.\n- Spend about five minutes per poster; ask the presenter for a two-minute summary.\n- Score each on: clarity of research question, quality of method, presentation and design, and the presenter's ability to discuss the work.\n- Use the scoring sheet (1\u20135 per criterion) and add a sentence of comment.\n- Please return sheets to the registration desk by the end of the session.\n- The prize will be announced at the closing plenary.\n\nThank you for giving your time.")],
    [("user", "ok"), ("assistant", "Right you are.")],
    [("user", "thanks"), ("assistant", "You're very welcome.")],
    [("user", "site's down AGAIN"),
     ("assistant", "Oh no. A few quick checks before anything else:\n\n1. Try it on your phone using mobile data, to rule out the university network.\n2. Note the exact time and any error message on screen \u2014 a screenshot is ideal.\n3. Don't try any fixes beyond the steps your technician has written down.\n4. Send him the time and the screenshot.\n\nIf authors are emailing in a panic, I can draft a short holding message saying the system is temporarily unavailable and that the deadline position will be confirmed shortly.")],
    [("user", "hotel are being impossible. will explain later"),
     ("assistant", "Sorry to hear that \u2014 take your time. When you're ready, if you forward me what they've said I can help work out what the contract actually commits them to, and draft a reply that's firm without burning bridges.")],
    [("user", "Could you draft the accessibility statement for the conference website?"),
     ("assistant", "Here's a starting draft:\n\n**Accessibility**\n\nWe want everyone to be able to take part fully in the conference. If you have any access requirements \u2014 including dietary needs, a quiet space, or assistance moving between venues \u2014 please tell us when you register or contact the organisers directly. We will treat all information in confidence and will contact you to discuss the arrangements.\n\nI've deliberately avoided specific claims about individual rooms and facilities; those are worth adding only once each has been checked on the ground, since an accessibility statement is only useful if it's accurate.")],
    [("user", "I am so tired. Three months to go and I feel I have done nothing."),
     ("assistant", "That's a very common feeling at this stage, and it's rarely true \u2014 most of the invisible work (contracts, bookings, programme structure) happens now, and it doesn't feel like progress because there's nothing to see yet. It may help to keep a short 'done' list alongside the to-do list. And do take the weekend off if you can; the final month will need you rested.")],
    [("user", "can you remind me how to do a mail merge in Outlook. I never remember"),
     ("assistant", "Outlook itself doesn't do mail merge; you start it from Word:\n\n1. In Word, go to Mailings \u2192 Start Mail Merge \u2192 E-mail Messages.\n2. Select Recipients \u2192 Use an Existing List, and choose your spreadsheet (make sure it has an email column).\n3. Write the message, inserting fields with Insert Merge Field.\n4. Preview Results to check a few.\n5. Finish & Merge \u2192 Send Email Messages, choose the email column, add a subject, and send.\n\nSend a test to yourself first by filtering the list to your own address.")],
    [("user", "Could you give me a rough timeline for the last six weeks before the conference?"),
     ("assistant", "Here's a typical shape for the final six weeks:\n\n**Six weeks out** \u2014 programme final; chairs and speakers confirmed; joining-instructions draft; volunteer recruitment closes.\n**Four weeks out** \u2014 catering numbers provisional; signage ordered; AV running order agreed.\n**Three weeks out** \u2014 joining instructions sent; speaker briefings sent; room plan signed off with Estates.\n**Two weeks out** \u2014 upgrade freeze on systems; volunteer rota published; final chase of unpaid registrations.\n**One week out** \u2014 final numbers to caterers; badges printed; delegate packs assembled; technical rehearsal.\n**Two days out** \u2014 reminder email; walk the route between rooms; check every projector with a real laptop.\n\nIt's worth slotting your own fixed deadlines into that frame, so the gaps show up early.")],
    [("user", "One of the volunteers has asked whether they get a certificate. What do people usually do?"),
     ("assistant", "It varies, but a short letter of thanks on headed paper, signed by the conference chair, is the most common and the most useful \u2014 students can attach it to CVs and applications. Include the dates, the hours contributed and one sentence on what they did (registration desk, room steward, and so on). If you want to go further, a mention in the closing plenary and a line in the proceedings' acknowledgements cost nothing and are appreciated.")],
    [("user", "hmm. the Dean wants a 'short' welcome from me at the opening. what on earth do I say"),
     ("assistant", "Three minutes is plenty. A simple structure:\n\n1. Welcome everyone to the university and the city, and thank them for travelling.\n2. One sentence on why this conference matters now \u2014 a development in the field, or an anniversary.\n3. Thank the people who made it possible: the committee, the sponsors, the volunteers, the technical and catering teams.\n4. Practical notes: Wi-Fi, where to find help, the social programme.\n5. Hand over to the first speaker.\n\nIf you'd like, I can draft it in full once you tell me which thanks matter most.")],
    [("user", "What do I put in the speaker briefing email? Something short."),
     ("assistant", "Something like:\n\n- Where and when to report on the day, and who will meet them\n- The length of their slot, including questions\n- How to get slides to us (and by when), with a note on file formats and fonts\n- The equipment in the room (lectern PC, clicker, microphones)\n- Whether their session will be recorded or streamed, and the consent form if so\n- A contact number for the day\n\nKeep it to one screen; anything longer goes in an attachment nobody reads.")],
    [("user", "Ugh. Someone has replied-all to the whole delegate list asking for the programme as a PDF."),
     ("assistant", "The classic. I'd resist the urge to reply-all yourself. Instead: send one short message to the list from the organisers' address, saying that the programme is on the website (with the link) and asking people to reply to the organisers only. If the list software allows it, switch it to moderated for the time being, so any further replies are held rather than broadcast.")],
    [("user", "do we need a risk assessment for the poster session? Estates are muttering"),
     ("assistant", "Very probably \u2014 most universities require one for any event that changes the normal use of a space. For a poster session the usual headings are: trip hazards from boards and cables, crowd density and exit routes, weight and stability of boards, food and drink near the displays, and lone working during set-up and take-down. Estates will usually have a template; it's quickest to fill theirs rather than start from scratch, and to agree who is the responsible person on the day.")],
    [("user", "Lovely, thank you."), ("assistant", "Any time.")],
    [("user", "how do I word the 'call for chairs' email to the committee"),
     ("assistant", "Here's a draft:\n\nSubject: Session chairs \u2014 volunteers please\n\nDear all,\n\nThe draft programme is taking shape and we now need chairs for the parallel sessions. Chairing involves introducing speakers, keeping time and managing questions; we will send a short brief beforehand.\n\nIf you are willing to chair, please reply with the days on which you will be attending and any sessions you would particularly like (or prefer to avoid). We will try to match chairs to their interests.\n\nWith thanks,\n\nShort and practical tends to get the quickest replies.")],
    [("user", "Splendid."), ("assistant", "Glad that helps.")],
    [("user", "Could you draft an out-of-office for the conference week?"),
     ("assistant", "Here's one:\n\n\"Thank you for your email. I am currently running the conference and have very limited access to email until the following Monday. For urgent conference matters on the day, please speak to the registration desk. For all other matters I will reply on my return.\"\n\nYou might add a departmental colleague's address for non-conference queries, so that your inbox isn't quite so alarming afterwards.")],
    [("user", "What's the difference between a session chair and a discussant, again? The committee keep muddling them."),
     ("assistant", "A session chair runs the session: introduces speakers, keeps time, manages questions and deals with anything that goes wrong. A discussant is a contributor: they read the papers in advance and give a short critical response, usually after all the papers and before open questions. A chair is essential for every session; discussants are optional and work best in panels with closely related papers. It's helpful to say in the programme which sessions have discussants, so speakers know to send papers in advance.")],
]

FWD_SUBJ = {
    "hotel": {"date": ["submission of the rooming list", "the show-round of the function rooms", "the final contract sign-off"],
              "id": ["the function-room booking", "the rooming list", "the car-park reservation"],
              "money": ["the function-room hire", "the late-checkout package", "the extra breakfast covers"]},
    "catering": {"date": ["the menu tasting", "submission of the final dietary list", "the kitchen walk-through"],
                 "id": ["the tasting session", "the conference-dinner order", "the staffing order"],
                 "money": ["the upgraded dinner menu", "the vegan option", "the extra waiting staff"]},
    "av": {"date": ["the site survey", "delivery of the kit", "the collection of the kit"],
           "id": ["the equipment-hire invoice", "the lecture-capture order", "the radio-microphone hire"],
           "money": ["the extra radio microphones", "the confidence monitors", "the second camera operator"]},
    "finance": {"date": ["the year-end invoice cut-off", "the next budget review", "the sponsorship reconciliation"],
                "id": ["the sponsorship invoice", "the internal recharge", "the budget transfer"],
                "money": ["the internal recharge for room bookings", "the sponsorship invoice", "the approved contingency"]},
}
FWD_DATE = ["We have pencilled in {date} for {subj}, if convenient.", "The date for {subj} is {date}.",
            "Please note that {subj} will be on {date}.", "As discussed, {subj} is fixed for {date}."]
FWD_ID = ["Please quote {id} for {subj} on all correspondence.", "{Subj} is held under reference {id}.",
          "Our reference for {subj} is {id}."]
FWD_MONEY = ["The cost of {subj} is {m}, inclusive of VAT.", "We can offer {subj} at {m}.", "The charge for {subj} will be {m}."]
CAL_TITLES = ["Site visit \u2014 caterers", "Hotel contract review", "Call with keynote speaker", "Finance: PO review",
              "Registration desk briefing", "Walk-through with Estates", "Menu tasting", "Meeting with the Dean's office",
              "Volunteer training", "Sponsors' call", "Photography briefing", "Signage proofs", "Catering contract review",
              "Call with the captioning company", "Press office catch-up", "Excursion recce"]

# ==================================================================== Chinese pools

ZCONFS = ["第十二届国际海岸地貌学大会", "国际中古写本研究研讨会", "亚太土壤微生物学国际会议",
          "国际计算音系学研讨会", "城市史国际学术双年会", "国际玻璃与陶瓷遗产大会"]
ZUNIS = [("海州大学", "hzu.edu.cn"), ("江宁师范大学", "jnnu.edu.cn"), ("北屿大学", "bysu.edu.cn"),
         ("临川理工大学", "lcut.edu.cn")]
ZHOTELS = ["学术交流中心宾馆", "湖畔国际酒店", "明德大酒店", "海悦假日酒店"]
ZTECH = ["小刘", "小吴", "小徐"]
ZFIN = ["财务的小李", "财务处的周老师"]

ZNAMES = ["王建国", "李秀英", "张伟民", "陈晓燕", "刘志强", "赵丽华", "孙明杰", "周海涛", "吴佳怡", "郑国栋",
          "黄文博", "何晓峰", "林雪梅", "高俊杰", "胡静怡", "罗振华", "梁思远", "宋立新", "唐婉清", "许慧敏",
          "韩东升", "冯雅琴", "邓子豪", "曹丽娟", "彭建平", "曾凡宇", "谢雨桐", "潘文涛", "杜晓晨", "蒋一鸣",
          "袁书华", "夏明轩"]
ZNAMES_INTL = ["Gareth Pryce", "Ingrid Solberg", "Kwame Mensah", "Aoife Brennan", "Tomasz Wieczorek",
               "Priya Raghunathan", "Lucia Castellano", "Mehmet Oyelaran"]
# filler people: surnames disjoint from needle names
ZFILL = ["朱琳", "秦磊", "姚远", "钟晴", "汪洋", "石磊", "崔颖", "程诚", "陆遥", "范思琪", "白杨", "贺然"]
ZAFFIL = [("清华大学", "CN"), ("复旦大学", "CN"), ("香港大学", "HK"), ("KU Leuven", "BE"), ("东京大学", "JP"),
          ("首尔大学", "KR"), ("University of Lagos", "NG"), ("Monash University", "AU"), ("浙江大学", "CN"),
          ("中山大学", "CN"), ("ETH Zurich", "CH"), ("University of Toronto", "CA")]

ZROLES = ["主旨报告嘉宾", "第二天上午的主旨报告人", "分会场主持", "酒店的销售经理", "财务处对接我们采购单的老师",
          "现场的音视频技术", "餐饮公司的项目经理", "直播公司的导播", "注册台志愿者的负责人", "学术委员会秘书",
          "海报评奖的评委", "需要签证邀请函的外宾", "后勤处的联系人", "闭幕式报告人", "青年学者论坛的主持"]
ZNAME_T = [
    "{role}定了，是{name}，昨天晚上回的邮件。",
    "以后{role}那边直接找{name}，之前那个人离职了",
    "跟你说一下，{name}是我们的{role}，你记一下",
    "那个就是说{role}的话就是{name}了然后你把人加到通讯录里面吧",
    "{name}老师答应做{role}了！！终于",
    "领导拍板了，{role}请{name}，别的人选先不考虑了",
    "刚开完会，{role}换成{name}了，名单上改一下",
]

ZPURPOSE = ["重启投稿网站", "重启发邮件的后台", "看最新的报错", "备份数据库", "检查网站是不是通的", "重启容器",
            "看容器日志", "看硬盘满没满", "续签网站证书", "重新加载网页服务器", "导出录用的摘要", "重发卡住的确认邮件",
            "清缓存", "更新到最新版本", "看哪个程序占内存", "看服务日志", "统计某个分会场的投稿数", "把上传的文件同步到备份机",
            "把网站切到维护模式", "重置评审的密码"]
ZCMD_T = [
    "{tech}说要是想{purpose}就登上去跑一下 {cmd} ，我也不懂是啥意思",
    "记一下，{purpose}的命令是：\n{cmd}\n{tech}给的，别弄丢了",
    "{tech}让我先执行 `{cmd}` 再说，说是用来{purpose}的",
    "然后他说你就输入{cmd}然后回车就可以{purpose}了应该是这样",
    "我刚照着{tech}说的跑了 {cmd} 想{purpose}，刷了一大堆英文出来，不知道成功没有",
    "交接文档里加一条：{purpose} → {cmd}",
    "{tech}下周请假，我先记下来：{purpose}就敲 {cmd}",
]

ZPORT_CTX = [("投稿系统", "SUBMIT"), ("投稿系统的管理后台", "ADMIN"), ("投稿系统的数据库", "DB"), ("直播推流", "RTMP"),
             ("报告厅的SRT信号", "SRT"), ("发邮件用的服务器", "SMTP"), ("字幕服务的音频流", "CAPTION"),
             ("注册系统的接口", "REGAPI"), ("缓存服务", "REDIS"), ("测试版的投稿网站", "STAGING"),
             ("评审专家的入口", "REVIEW"), ("胸牌打印机", "BADGE")]
ZPORT_T = [
    "{tech}说{ctx}用的是{port}端口，信息中心要是问就这么回",
    "直播公司说{ctx}要在防火墙上开{port}端口，彩排之前必须弄好",
    "{ctx}的端口是{port}，不是默认那个，我也是刚知道",
    "信息中心问{ctx}走哪个端口，{tech}的交接文档里写的是{port}",
    "记一下：{ctx}，端口{port}。今天被问了两次了",
    "{tech}把{ctx}改到{port}端口了，说是跟图书馆的服务器冲突",
]

ZVER_CTX = ["投稿系统", "直播电脑上的OBS", "讲台电脑上的腾讯会议", "支付插件", "服务器上的PostgreSQL", "字幕软件",
            "会议App", "胸牌打印软件", "录播客户端", "注册模块", "评审系统", "直播编码器的固件"]
ZVER_T = [
    "现在{ctx}跑的还是{ver}，{tech}说太老了",
    "{tech}想周末把{ctx}升级到{ver}，我同意了，有点慌",
    "音视频那边坚持{ctx}要用{ver}，说新版本跟他们的设备不兼容",
    "{ctx}是{ver}的，这个有问题吗？？",
    "厂家发邮件说{ctx}昨晚更新到{ver}了，希望别出问题",
    "{tech}说会议结束前{ctx}就锁定在{ver}，不升级了",
    "审计要填软件版本，{ctx}的版本号是{ver}，我截图看的",
]

ZID_SUBJ = [("po", "餐饮的采购单"), ("po", "音视频的采购单"), ("po", "印刷的采购单"), ("hotel", "主酒店的团队协议"),
            ("hotel", "备用酒店的协议"), ("fapiao", "音视频公司的发票"), ("fapiao", "印刷厂的发票"),
            ("visa", "尼日利亚那位老师的邀请函"), ("visa", "孟加拉那位学生的邀请函"), ("contract", "直播的合同"),
            ("contract", "同传的合同"), ("reimb", "上次踏勘的报销单"), ("reg", "早上打电话来发火的那位老师的注册"),
            ("coach", "考察大巴的订单"), ("catering", "欢迎酒会的餐饮订单"), ("coach", "接站大巴的订单")]
ZID_T = [
    "{subj}编号是{id}，财务说每张单子上都要写",
    "{subj}号码：{id}，怕他们又说找不到",
    "记一下，{subj}是{id}",
    "{subj}，号是{id}，应该没错",
    "以后跟{subj}有关的都写上{id}",
    "{id}，这个是{subj}的，别搞混了",
]

ZMONEY_SUBJ = {
    "perhead": ["晚宴", "工作午餐", "茶歇", "欢迎酒会的点心", "考察那天的盒饭"],
    "fee": ["学生注册费", "早鸟注册费", "单日注册费", "会前工作坊", "随行人员"],
    "total": ["音视频的发票", "直播报价", "晚宴场地费", "印刷费", "大巴租车费", "同传报价"],
    "deposit": ["酒店房间", "晚宴场地", "大巴"],
    "eur": ["外国代表的全程注册费", "外国代表的工作坊费用"],
    "limit": ["餐饮", "音视频租赁", "印刷"],
}
ZMONEY_T = [
    ("perhead", "餐饮公司报的{subj}是{m}一位，不含酒水"),
    ("perhead", "{subj}{m}一个人，有点贵啊"),
    ("fee", "{subj}定的是{m}，正式代表贵一些"),
    ("total", "{subj}一共{m}，比预算超了不少"),
    ("total", "{subj}{m}！！！还不含税，疯了吧"),
    ("deposit", "{subj}要我们先付{m}的定金"),
    ("eur", "{subj}收欧元，{m}"),
    ("limit", "财务说{subj}单子超过{m}就要走审批"),
]

ZDATE_T = [
    "酒店说{date}之后没订出去的房间就要释放了",
    "投稿{date}截止，今年不延期，谁说都不行",
    "餐饮最终人数{date}前要报给他们",
    "早鸟价{date}结束，网站上记得改",
    "签证邀请函的申请截止到{date}，给外宾留够办签证的时间",
    "学术委员会的会定在{date}下午两点，帮我记到日历上",
    "嘉宾的PPT要在{date}之前交，我跟他们说了两遍了",
    "音视频公司想在{date}彩排，比我想的早",
    "录用通知{date}发给作者，前提是评审能按时交",
    "注册系统{date}彻底关闭，之后不收了",
    "海报展板要在{date}之前跟后勤处订好，不然没有",
    "领导的致辞稿{date}之前要交给校办",
]

ZDECISIONS = [
    ("逸夫楼报告厅", "能坐三百人而且有同传间"),
    ("自助餐", "外宾的饮食要求太杂了"),
    ("腾讯会议直播", "学校信息中心只支持这个平台"),
    ("学术交流中心旁边那家快捷酒店做备用", "离主会场走路只要五分钟"),
    ("纸质胸牌", "电子签到设备上次老是掉线"),
    ("两天半的会期", "周日很多老师要赶回去上课"),
    ("本地的大巴公司", "去年合作过而且价格透明"),
    ("双盲评审", "学术委员会坚持要这样"),
    ("统一收欧元", "外国学者用人民币付款太麻烦"),
    ("青年学者论坛放在第二天下午", "第一天的日程已经排满了"),
    ("晚宴放在校内的教工餐厅", "校外场地要走招标流程"),
    ("帆布袋当会议礼品", "学校在推无塑校园"),
    ("线上缴费", "现场收现金财务那边不好入账"),
    ("中英双语的会议手册", "一半以上的参会者是外国人"),
    ("专业同传公司", "学生志愿者翻译专业术语容易出错"),
    ("会前一天的欢迎酒会", "很多外宾都是提前一天到"),
    ("桶装水加纸杯", "后勤处要求减少塑料瓶"),
    ("图书馆一楼大厅做海报展区", "人流量大而且不用另外付场地费"),
    ("蓝色文化衫给志愿者", "上次参会者老找不到人问路"),
    ("开放获取的论文集", "基金委的项目有这个要求"),
    ("茶歇只上水果和点心", "预算被砍了一截"),
    ("提前录播海外嘉宾的报告", "时差太大没法现场连线"),
    ("人工速记字幕", "自动字幕专业术语错得离谱"),
]
ZDEC_T = [
    "就用{c}吧，主要是{r}。",
    "定了，{c}，因为{r}。",
    "还是{c}吧，毕竟{r}",
    "跟领导商量了一下，最后决定选{c}，主要是{r}",
    "那就{c}，毕竟{r}，别再改了",
    "学术委员会开会定了：{c}，因为{r}，大家都没意见",
]

ZCONSTRAINTS = [
    ("发签证邀请函", "注册费到账"),
    ("下超过采购限额的餐饮订单", "财务处签字同意"),
    ("给嘉宾录像", "本人签了授权书"),
    ("把参会者名单发给赞助商", "本人勾选了同意共享"),
    ("动投稿系统的服务器", "{tech}在线"),
    ("退注册费", "退款申请审核通过"),
    ("在公众号上发会议日程", "所有分会场主持都确认了"),
    ("用学校的名义对外宣传", "宣传部审过稿"),
    ("报销嘉宾的差旅费", "拿到发票原件"),
    ("释放酒店预留的房间", "我这边核对完注册人数"),
    ("给外宾订接机", "航班信息确认"),
    ("延长投稿截止时间", "学术委员会全体同意"),
    ("印最终版会议手册", "主旨报告题目全部定下来"),
    ("周末给参会者群发邮件", "真的有紧急情况"),
    ("从赞助经费里支出", "赞助款实际到账"),
    ("承诺减免注册费", "大会主席点头"),
    ("对外公布嘉宾名单", "嘉宾本人同意"),
    ("重置投稿系统的数据库", "先做完备份"),
    ("让餐饮公司进中庭布场", "保卫处那边报备过"),
    ("把护照扫描件转给别人", "走学校的加密网盘"),
]
ZCON_T = [
    "千万别{a}，除非{c}。",
    "{c}之前，不要{a}，不然财务那边会找我麻烦的",
    "学校规定：必须{c}以后才能{a}",
    "记住，{c}之前禁止{a}",
    "只能在{c}之后{a}，这个没得商量",
    "再强调一遍：{c}之前绝对不能{a}！！",
]
ZCON_FWD_T = [
    "各单位请注意：{c}之前，一律不得{a}。",
    "即日起，须{c}后方可{a}。",
]

ZQUESTIONS = ["报告厅的无障碍通道", "嘉宾的停车证", "清真餐的资质证明", "同传设备的押金", "胸牌印刷的截止时间",
              "分会场备用的翻页笔", "消防疏散的安排", "主会场的无线网容量", "第一天早上的行李寄存", "共享单车的优惠",
              "母婴室", "开幕式的手语翻译", "摄影师的版权条款", "晚宴场地的无障碍情况", "海报区的夜间安保",
              "赞助商展架的存放", "直播设备的备用电源", "非机动车停放", "会后考察的大巴座位数", "欢迎酒会的医疗保障",
              "第二个讲台的租借", "报名表上的隐私声明", "给老会长的纪念品", "征稿通知的英文版", "机场大巴的时刻表",
              "碳中和的方案", "失物招领"]
ZQUE_T = [
    "{s}定了吗？",
    "{s}到底有没有人管啊？",
    "{s}现在什么情况？还不知道吧",
    "问了好几次{s}，一直没人回复，你知道吗？",
    "{s}那边有消息了吗？",
    "对了，{s}是谁在负责啊？",
    "我有点担心{s}，有进展吗？",
]

ZOPENERS = ["", "", "", "在吗？", "早！", "又是我[捂脸]", "几件事说一下：", "刚开完会，", "急！", "对了，", "哎，",
            "忙死了，", "先说几件事，"]
ZCLOSERS = ["", "", "", "谢谢！", "辛苦了", "先这样", "你记一下哈", "就这些", "麻烦了！"]
ZREACTS = ["好的", "收到", "嗯嗯", "谢谢！", "好", "行", "OK", "好的辛苦", "明白", "👌", "好的我晚点细看"]

ZACK = {
    "name": ["好的，已经加到通讯录里，对应的角色也标注了。", "收到，联系人表我更新一下。", "好的，人员分工表里这一项补上了。",
             "明白，以后这方面就找这位。"],
    "command": ["收到，原样记到技术交接文档里了，一个字符都没改。", "好的，已经放进“网站出问题怎么办”那一节。",
                "明白，这条我原样保存，避免以后敲错。"],
    "port": ["收到，已经记到技术信息表里了。", "好的，这个记下来，下次信息中心问就不用再去找了。", "明白，网络配置那一栏补上了。"],
    "version": ["收到，软件版本已经记到技术台账里。", "好的，审计也会用到，正好记下来。", "明白，跟系统信息放在一起了。"],
    "id": ["好的，以后相关的邮件都带上这个编号。", "收到，已经记到台账里了，方便查。", "明白，财务对账会用到，已经登记。"],
    "money": ["收到，金额已经填进预算表。", "好的，我更新一下预算，超支的部分标红。", "明白，已经记到对应的费用科目下面。"],
    "date": ["收到，已经放进时间节点表，提前设了提醒。", "好的，日历里加上了，提前两周和三天各提醒一次。",
             "明白，总时间表已经更新。"],
    "decision": ["好的，这个就算定下来了。", "明白，已经记到决策记录里，原因也写上了。", "收到，按这个执行，以后不再反复。"],
    "constraint": ["明白，这条当作硬性规定执行。", "收到，条件不满足我不会操作，有人催的话我先问您。",
                   "好的，已经写进工作规则的最上面。"],
    "question": ["这个我这边目前也没有消息。", "暂时没看到任何相关的回复，还是悬而未决的状态。",
                 "不好意思，这个我也不清楚，您给我的材料里没有提到。"],
}
ZBODY = {
    "name": ["建议现在就发一封简短的欢迎邮件，附上日程初稿、交通住宿信息和当天的对接人，这样对方心里有底。",
             "可以一次性确认饮食禁忌、无障碍需求和报销抬头，免得来回问好几次。",
             "如果是主持或者报告人，最好给一页纸的说明：时间安排、怎么提醒超时、报告人缺席怎么办、技术问题找谁。"],
    "command": ["提醒一下：在正式服务器上执行的命令不一定能撤回，最好是在技术同事能联系上的时候操作，有异常就把输出原样截图发给他。",
                "如果拿不准，建议的顺序是：先用手机流量确认网站是不是真的打不开，记下时间，再严格按步骤操作，复制粘贴，不要凭记忆敲。",
                "可以请技术同事顺便说一下“正常”的输出长什么样，这样一眼就能看出来成功没有。"],
    "port": ["信息中心或者直播公司问的时候，最好说明流量方向、是否需要校外访问，这决定了要不要改防火墙。",
             "学校防火墙的申请一般要好几个工作日，彩排要用的话建议尽早提单。",
             "建议给音视频公司准备一页网络信息表：哪些服务、哪些端口、出问题找谁。"],
    "version": ["升级之前最好看一下更新说明里有没有涉及邮件和支付的改动，升级前先做一次备份。",
                "建议会前两周开始冻结升级，这个时候最容易出问题。",
                "如果音视频那边依赖特定版本，要跟信息中心打个招呼，别让讲台电脑自动更新。"],
    "id": ["供应商财务一般按编号对账，所有邮件和发票问题都带上编号能省很多事。",
           "建议统一做一个台账：编号、供应商、金额、状态、审批人，财务结算的时候正好要这些。",
           "如果编号变了（重开发票经常会换号），新旧编号都记下来，方便审计。"],
    "money": ["要确认一下是含税还是不含税，这个量级差别挺大的。", "如果超出预算，可以让对方出一份明细，逐项问一般能砍下来一些。",
              "付款条件（定金、尾款时间、取消费用）最好签之前书面确认。"],
    "date": ["可以倒推一下：在这之前谁需要做什么，需要我们先提供哪些信息。", "如果是面向参会者的，网站和下一次群发邮件里都写上，供应商那边提前一周再提醒。",
             "如果跟别的截止时间挤在一起，提醒可以错开发，免得大家被信息淹没。"],
    "decision": ["我会通知相关供应商和学术委员会，同时把各个文件里的说法统一一下。", "建议给委员会发一句话的说明，把理由留个底，以后有人问也好解释。",
                 "我再看看对预算和场地安排有没有连带影响，有的话再跟您说。"],
    "constraint": ["如果有人提出的要求会违反这条，我先压下来问您，不直接办。", "建议也书面告诉团队和志愿者，别只靠某一个人记着。",
                   "您批准的例外情况我会单独记一笔，留个记录。"],
    "question": ["我先把它加到待办问题清单里，免得忘了。下次开会可以提一下，或者直接问最可能负责的部门。",
                 "需要的话我可以帮您起草一条催问的消息，但答案我不敢乱猜。",
                 "这种事情经常在几个部门之间踢皮球，可能需要明确一个负责人。"],
}
ZCLOSE = ["需要我起草邮件吗？", "还有别的要记的吗？", "到时候我再提醒您。", "", "措辞需要帮忙的话随时说。"]

ZFILLERS = [
    [("user", "在吗"), ("assistant", "在的，您说。")],
    [("user", "帮我起草一封给分会场主持的提醒邮件，让他们控制好时间，去年太拖了"),
     ("assistant", "好的，草稿如下：\n\n主题：关于分会场时间安排的温馨提醒\n\n各位老师好：\n\n再次感谢您担任分会场主持。本次会议日程紧凑，且多个分会场同时进行，严格控制时间对参会者在不同会场之间移动非常重要。\n\n几点说明：\n1. 每个报告的时间包含提问环节，请在结束前五分钟和一分钟分别举牌提醒（提示牌放在讲台上）。\n2. 如遇报告人缺席，请不要把后面的报告提前，以免从其他会场赶来的老师错过。\n3. 如有设备问题，讲台上的卡片有技术人员的联系方式。\n\n谢谢各位的支持！\n\n会务组\n\n语气我写得比较客气，如果需要更直接一点可以再改。")],
    [("user", "注册台第一天早上要准备些什么？列个清单给我"),
     ("assistant", "好的，清单如下：\n\n**开门前**\n- 胸牌按姓氏拼音排好，准备空白胸牌和笔，给现场注册的人用\n- 会议资料袋或日程单\n- 备用挂绳和胸牌套\n- 未缴费名单（打印一份，低调放着）\n- 洗手间、主会场、茶歇区的指示牌\n- 志愿者熟悉消防通道和急救联系人\n\n**注册时**\n- 已注册的排一队，有问题/要缴费的排另一队\n- 一台登录好注册系统的电脑，带充电器\n- 无线网说明，只发给戴胸牌的人\n- 胸牌丢失怎么处理先商量好\n\n**高峰过后**\n- 统计未到人员\n- 第一次茶歇前把问题清单交给您\n\n需要我排成一页纸给志愿者吗？")],
    [("user", "帮我写个催缴注册费的通知，客气一点但是要有点力度"),
     ("assistant", "草稿如下：\n\n主题：关于会议注册费缴纳的提醒\n\n尊敬的老师：\n\n您好！根据我们的记录，您的会议注册费尚未到账。为确保您的参会名额，并便于我们安排餐饮和制作胸牌，请尽快通过注册系统完成缴费。\n\n如您已经缴费，或由所在单位统一支付，请回复告知付款凭证或单号，我们会尽快核对。如有任何困难，也请随时与我们联系。\n\n会务组\n\n我没有写具体的截止日期，加上一个明确日期效果会更好。")],
    [("user", "稍等，开个会"), ("assistant", "好的，您先忙。")],
    [("user", "回来了，刚才说到哪了"),
     ("assistant", "欢迎回来。刚才在过筹备清单，没有做到一半的事情。您准备好了的话，目前常见的几块是：餐饮人数、音视频和直播、住宿，还有那些还在等别人回复的问题。您说从哪块开始，我接着弄。")],
    [("user", "帮我写一个拍照摄像的告知，放注册台的"),
     ("assistant", "建议如下：\n\n**拍摄告知**\n\n本次会议期间将进行拍照和录像，用于会议报道和宣传。如您不希望被拍摄，请在注册台领取彩色挂绳，摄影师会尽量避开。\n\n报告人的录像或直播仅在本人书面同意的情况下进行。\n\n建议注册台和主会场都贴一份，参会须知里也写一句，免得大家到现场才第一次看到。")],
    [("user", "志愿者大概需要多少人比较合适？"),
     ("assistant", "没有硬性标准，三天的学术会议可以参考：\n\n- 注册台：第一天早上高峰三到四人，之后两人\n- 每栋楼或每层一名引导，顺便负责叫技术支持\n- 每个分会场一名，负责话筒和计时牌\n- 海报和茶歇时段再加一两名机动\n\n几百人规模的会一般需要十五到二十名志愿者，每班不超过四小时。第一天早上统一培训，每人发一张关键联系人表。")],
    [("user", "参会须知一般提前多久发？"),
     ("assistant", "一般提前两到三周比较合适：足够大家安排行程，信息也基本定了。会前三四天再发一个简短提醒（地图、注册时间、无线网、紧急联系人）效果很好。\n\n内容建议包括：会场地址和地图、最近的地铁站和打车点、注册台开放时间、日程链接、无障碍信息、餐饮安排、拍摄告知、会期联系电话。尽量简短，大家多半是在手机上看。")],
    [("user", "打印机又卡纸了，崩溃"),
     ("assistant", "太烦人了，辛苦了。如果是办公室那台：打开侧盖，看看定影器后面（小心烫），再检查双面打印的纸盒，碎纸片一般藏在那里。如果老是卡，可能是纸受潮或者用的再生纸。要是在打胸牌，不如直接送文印中心批量打，省心。")],
    [("user", "帮我写封感谢信给主旨报告嘉宾，会后发"),
     ("assistant", "草稿如下：\n\n主题：衷心感谢\n\n尊敬的____教授：\n\n谨代表会议组委会，衷心感谢您在本次会议上所作的精彩主旨报告。参会代表反响热烈，报告后的讨论也是本次会议的亮点之一。\n\n论文集的相关事宜我们稍后会与您联系；差旅费用财务会尽快处理，如果还有票据没有提交，请发给我们。\n\n期待再次与您相聚！\n\n会务组\n\n建议每位嘉宾加一句跟他报告内容有关的话，会显得更用心。")],
    [("user", "餐饮那边饮食禁忌要怎么统计？"),
     ("assistant", "尽量给餐饮公司报人数，不报名字，按类别分：素食、纯素、无麸质、清真、坚果过敏、其他过敏（写清楚具体是什么），以及同时有几种要求的。让他们每道菜标注过敏原，特殊餐单独摆放并写名字，并确认怎么避免交叉污染。\n\n另外要问清楚最终人数的截止时间和临时变动的余量，现场要有一个知道特殊餐在哪里的负责人。严重过敏的参会者要告诉他们每餐找谁。")],
    [("user", "帮我润色一下这段会议简介：本次会议为期三天，有主旨报告分会场报告海报展示还有晚宴，参会者请在线注册，可以刷卡支付。"),
     ("assistant", "润色后：\n\n“本次会议为期三天，设有主旨报告、分会场专题报告、海报展示及会议晚宴。参会代表请通过线上系统注册，支持银行卡支付。”\n\n如果放在网站首页，可以更有温度一些：\n\n“三天的主旨报告、专题研讨与海报交流，再加上一场会议晚宴——诚邀您的参与。请在线注册，支持刷卡支付。”")],
    [("user", "十分钟后学术委员会开会，有啥要提的吗"),
     ("assistant", "几条通用的，每条一分钟：\n\n1. 投稿进度，哪些分会场投稿偏少\n2. 主持人和主旨报告人的确认情况\n3. 预算执行情况\n4. 待解决问题清单，需要明确负责人的\n5. 风险：音视频、住宿、签证、临时退出\n6. 下次会议时间\n\n把待办问题清单带上，委员会看到清单分配负责人会快很多。祝顺利！")],
    [("user", "怎么礼貌地拒绝一篇迟交的摘要？"),
     ("assistant", "可以这样写：\n\n____老师您好：\n\n感谢您对本次会议的关注和投稿。很抱歉，投稿已经截止，为了对所有作者公平，我们无法再接受逾期投稿进入评审。\n\n不过非常欢迎您以参会代表身份出席，注册通道仍然开放。希望以后有机会在会议上交流您的研究。\n\n会务组\n\n语气坚定但客气，邀请参会能缓和一下。")],
    [("user", "海报评委的说明帮我写一下"),
     ("assistant", "一页纸的说明：\n\n**海报评奖——评委须知**\n\n- 每位评委会拿到一份海报清单，请在展示时段内看完清单上的所有海报。\n- 每张海报约五分钟，请作者做两分钟介绍。\n- 评分维度：研究问题是否清晰、方法质量、展示与设计、作者回答问题的能力。\n- 用评分表打分（每项1–5分），并写一句评语。\n- 展示结束前把评分表交回注册台。\n- 获奖名单在闭幕式上公布。\n\n感谢各位评委的辛勤付出！")],
    [("user", "网站又打不开了！！"),
     ("assistant", "别急，先做几步简单检查：\n\n1. 用手机流量打开试试，排除校园网的问题。\n2. 记下准确时间和页面上的报错，最好截图。\n3. 除了技术同事写下的步骤，别自己尝试别的操作。\n4. 把时间和截图发给他。\n\n如果有作者发邮件着急，我可以起草一条简短的说明，告诉大家系统暂时无法访问，截止时间的安排稍后通知。")],
    [("user", "最后六周大概要怎么排？给我个时间表"),
     ("assistant", "一般可以这样排：\n\n**会前六周**：日程定稿，主持和报告人全部确认，参会须知初稿，志愿者招募截止。\n**会前四周**：餐饮人数初报，指示牌下单，音视频流程对好。\n**会前三周**：发参会须知，发报告人须知，和后勤处确认场地布置。\n**会前两周**：系统冻结不再升级，志愿者排班公布，最后一轮催缴。\n**会前一周**：餐饮最终人数，胸牌打印，资料袋装袋，技术彩排。\n**会前两天**：发提醒邮件，把会场之间的路线走一遍，每台投影都用真电脑试一下。\n\n把您这边已经定下来的截止时间填进去，哪里有空档一眼就能看出来。")],
    [("user", "有个志愿者问有没有志愿服务证明，一般怎么弄？"),
     ("assistant", "比较常见的做法是出一份盖章的志愿服务证明或感谢信，由大会主席签字，写明服务日期、时长和具体岗位（注册台、会场引导等），学生以后申请的时候用得上。如果想再用心一点，闭幕式上口头感谢一下，论文集致谢里写一句，都不花钱，大家会很高兴。")],
    [("user", "领导让我开幕式讲几句，说简短一点，我讲啥啊"),
     ("assistant", "三分钟足够了，可以这样安排：\n\n1. 欢迎大家来到学校和这座城市，感谢远道而来。\n2. 一句话说说这次会议为什么重要，比如领域的新进展或者某个纪念节点。\n3. 感谢：委员会、赞助方、志愿者、技术和餐饮团队。\n4. 实用信息：无线网、有事找谁、社交活动安排。\n5. 请第一位报告人上台。\n\n您告诉我最想感谢哪些人，我可以帮您把全文写出来。")],
    [("user", "报告人须知邮件写些什么？简短点"),
     ("assistant", "建议包括：\n\n- 当天几点到哪里报到，谁来接待\n- 报告时长（含提问）\n- PPT怎么提交、什么时候之前交，文件格式和字体的注意事项\n- 会场里有什么设备（讲台电脑、翻页笔、话筒）\n- 是否录像或直播，需要的话附上授权书\n- 会期联系电话\n\n控制在一屏以内，太长的内容放附件里，反正也没人看。")],
    [("user", "有人在参会者群里要PDF版日程，结果一堆人跟着刷屏"),
     ("assistant", "经典场面。建议别在群里一条条回，统一发一条：PDF版日程已经放在会议网站上（附链接），有问题请私信会务组。如果群可以设置，暂时开启“仅群主可发言”或者全员禁言一会儿，等消息沉下去再放开。")],
    [("user", "海报展示要不要做安全评估？后勤处在问"),
     ("assistant", "大概率是要的，很多学校只要改变场地正常用途就要求做。海报展示一般关注：展板和线缆绊倒风险、人流密度和疏散通道、展板的重量和稳定性、展区附近的餐饮、布展撤展时单独作业的问题。后勤处一般有现成的表格，直接填他们的最快，再明确一下当天的安全责任人。")],
    [("user", "好的谢谢"), ("assistant", "不客气，有事随时叫我。")],
    [("user", "帮我写个征集分会场主持的通知，发学术委员会群里"),
     ("assistant", "草稿如下：\n\n各位老师好：\n\n会议日程已初步成形，现征集各分会场主持人。主持工作包括介绍报告人、控制时间和组织提问，会前我们会提供一页说明。\n\n愿意担任主持的老师，请回复您能参会的日期，以及特别希望（或不希望）主持的场次，我们尽量按大家的研究方向来匹配。\n\n谢谢各位支持！\n\n会务组\n\n简短实用的通知一般回复最快。")],
    [("user", "谢谢！"), ("assistant", "不客气～")],
    [("user", "嗯嗯"), ("assistant", "好的。")],
    [("user", "[捂脸] 今天真的太乱了"),
     ("assistant", "辛苦了，筹备到这个阶段确实最乱。很多看不见的工作（合同、预订、日程框架）都在现在做，所以感觉不到进展。可以在待办清单旁边列一个“已完成”清单，会好受一点。周末能休息就休息一下，最后一个月还要靠您撑着。")],
    [("user", "酒店那边太难沟通了，回头跟你细说"),
     ("assistant", "理解，您先忙。方便的时候把对方的原话转给我，我帮您看看合同里他们到底承诺了什么，再起草一个既坚定又不伤和气的回复。")],
    [("user", "帮我写个会议期间的邮件自动回复"),
     ("assistant", "可以这样：\n\n“您好，来信已收到。本人目前正在负责会议现场工作，下周一之前查看邮件不便。会议相关的紧急事项请直接联系注册台，其他事务我返回后会尽快回复。谢谢！”\n\n可以再加一个同事的邮箱处理非会议事务，这样会后收件箱不至于太吓人。")],
    [("user", "主持人和评议人有什么区别？委员会的老师老是搞混"),
     ("assistant", "主持人负责整个场次的运行：介绍报告人、控制时间、组织提问、处理突发情况。评议人是内容上的参与者：提前读论文，在所有报告结束后、自由提问前做简短点评。每个场次都必须有主持人，评议人是可选的，比较适合论文主题很接近的专题场次。建议在日程上标明哪些场次有评议人，让报告人知道要提前交论文。")],
    [("user", "帮我写一下无障碍说明，放会议网站上"),
     ("assistant", "初稿如下：\n\n**无障碍服务**\n\n我们希望每一位参会者都能充分参与会议。如您有任何特殊需求——包括饮食、需要安静的休息空间、或在会场之间移动需要协助——请在注册时注明，或直接联系会务组。所有信息我们都会保密，并会与您联系确认具体安排。\n\n具体到每个场地和设施的说法我先没写，等实地核实过再加，无障碍说明只有准确才有用。")],
]

ZFWD_SUBJ = {
    "hotel": {"date": ["入住名单提交", "会议室看场", "合同最终签署"], "id": ["会议室预订", "入住名单", "停车位预留"],
              "money": ["会议室租金", "延迟退房套餐", "加订的早餐"]},
    "catering": {"date": ["试菜", "最终饮食禁忌名单提交", "后厨踏勘"], "id": ["试菜安排", "晚宴订单", "服务人员订单"],
                 "money": ["升级版晚宴菜单", "素食套餐", "加派的服务人员"]},
    "av": {"date": ["现场勘查", "设备进场", "设备撤场"], "id": ["设备租赁发票", "录播订单", "无线话筒租赁"],
           "money": ["加租的无线话筒", "返送监视器", "第二个摄像师"]},
    "finance": {"date": ["年底发票截止", "下一次预算审核", "赞助款对账"], "id": ["赞助费发票", "内部结算单", "预算调整单"],
                "money": ["场地内部结算", "赞助费发票", "批下来的预备费"]},
}
ZFWD_DATE = ["{subj}定在{date}，请确认是否方便。", "{subj}的时间是{date}。", "请注意，{subj}安排在{date}。"]
ZFWD_ID = ["{subj}的编号为{id}，往来函件请注明。", "{subj}编号：{id}。", "我方{subj}编号为{id}。"]
ZFWD_MONEY = ["{subj}费用为{m}（含税）。", "{subj}可按{m}执行。", "{subj}金额为{m}。"]
ZCAL_TITLES = ["踏勘餐饮场地", "酒店合同核对", "与主旨报告人通话", "财务：采购单审核", "注册台培训", "和后勤处走场", "试菜",
               "校办沟通会", "志愿者培训", "赞助商电话会", "摄影安排沟通", "指示牌校样", "餐饮合同审核", "字幕公司电话会",
               "宣传部对接", "考察路线踩点"]

# ==================================================================== generator

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZWD = ["一", "二", "三", "四", "五", "六", "日"]
PORTS = [8080, 8443, 8000, 8081, 8888, 5000, 5432, 3306, 6379, 9000, 9090, 3000, 1935, 8554, 10080, 4443,
         5443, 7000, 7443, 8181, 8282, 9443, 9980, 1936, 5601, 8025, 2525, 4000, 6432, 9200, 15672, 11211,
         3478, 8890, 9001, 8501, 8090, 5080, 7080, 10443]

# carriers: U = user line, P* = paste in a user message, T* = tool result
CARRIERS = {
    "name": [("U", 4), ("PCSV", 2), ("PPROG", 1.5), ("PFWD", 1), ("TREG", 2), ("TCAL", 1)],
    "command": [("U", 5), ("PTECH", 2.5), ("TTECH", 2.5)],
    "port": [("U", 5), ("PTECH", 2), ("TTECH", 2.5)],
    "version": [("U", 5), ("PTECH", 2), ("TTECH", 2.5)],
    "id": [("U", 4.5), ("PCSV", 1.5), ("PFWD", 1.5), ("TREG", 1.5), ("TVEND", 1.5)],
    "money": [("U", 4.5), ("PCSV", 1.5), ("PFWD", 1.5), ("TREG", 1.5), ("TVEND", 1.5)],
    "date": [("U", 5), ("PFWD", 1.5), ("TVEND", 1.5), ("TCAL", 2.5)],
    "decision": [("U", 1)],
    "constraint": [("U", 4), ("PFIN", 1)],
    "question": [("U", 1)],
}
GROUP_MAX = {"U": 2, "PCSV": 3, "PPROG": 3, "PFWD": 3, "PTECH": 3, "PFIN": 2, "TREG": 3, "TTECH": 3,
             "TVEND": 3, "TCAL": 3}


class ConfConv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed, self.zh, self.per_kind = seed, zh, per_kind
        self.rng = random.Random("cg-%d-%d-%d-%d" % (seed, int(zh), per_kind, attempt))
        r = self.rng
        self.used = set()
        self.date_pairs = set()
        self.facts = []
        self.cmd_left = list(range(len(CMDS)))
        r.shuffle(self.cmd_left)
        self.pools = {}
        if zh:
            self.conf = r.choice(ZCONFS)
            self.uni, self.dom = r.choice(ZUNIS)
            self.hotel = r.choice(ZHOTELS)
            self.tech = r.choice(ZTECH)
            self.fin = r.choice(ZFIN)
        else:
            self.conf, self.acr = r.choice(CONFS)
            self.uni, self.dom = r.choice(UNIS)
            self.hotel = r.choice(HOTELS)
            self.tech = r.choice(TECHS)
            self.fin = r.choice(FINANCE)
            self.sig = r.choice(SIGS)
        self.app, self.slug = r.choice(APPS)
        self.host = "%s.%s" % (r.choice(["abstracts", "submit", "papers", "cfp"]), self.dom)
        for tok in ["GBP 425.00", "GBP 210.00", "GBP 0.00", "EUR 495.00", "GBP 95.00",
                    "\u00a51,600.00", "\u00a5800.00", "\u20ac450.00", "\u00a50.00"]:
            self.used.add(tok)

    # ------------------------------------------------------------ helpers
    def fresh(self, s):
        for u in self.used:
            if s in u or u in s:
                return False
        self.used.add(s)
        return True

    def left(self, key, pool):
        if key not in self.pools:
            return len(pool)
        return len(self.pools[key])

    def take(self, key, pool):
        if key not in self.pools:
            lst = list(pool)
            self.rng.shuffle(lst)
            self.pools[key] = lst
        lst = self.pools[key]
        if key not in ("dec", "con", "que"):
            if not lst:
                raise RuntimeError("pool exhausted: " + key)
            return lst.pop()
        while lst:
            v = lst.pop()
            ok = True
            for piece in (v if isinstance(v, tuple) else (v,)):
                for u in self.used:
                    if piece in u or u in piece:
                        ok = False
            if ok:
                for piece in (v if isinstance(v, tuple) else (v,)):
                    self.used.add(piece)
                return v
        raise RuntimeError("pool exhausted: " + key)

    def fact(self, kind, *needles):
        f = {"kind": kind, "needles": list(needles)}
        self.facts.append(f)
        return f

    def pick(self, seq):
        return self.rng.choice(seq)

    def digits(self, n, first_nonzero=True):
        r = self.rng
        s = str(r.randint(1, 9)) if first_nonzero else str(r.randint(0, 9))
        return s + "".join(str(r.randint(0, 9)) for _ in range(n - 1))

    # ------------------------------------------------------------ value generators
    def gen_name(self):
        r = self.rng
        for _ in range(500):
            if self.zh:
                n = r.choice(ZNAMES_INTL) if r.random() < 0.2 else r.choice(ZNAMES)
            else:
                n = r.choice(FIRST) + " " + r.choice(LAST)
            if self.fresh(n):
                return n
        raise RuntimeError("names")

    def filler_name(self):
        r = self.rng
        for _ in range(500):
            if self.zh and r.random() < 0.7:
                n = r.choice(ZFILL)
            else:
                n = r.choice(FFIRST) + " " + r.choice(FLAST)
            if self.fresh(n):
                return n
        raise RuntimeError("filler names")

    def gen_cmd(self):
        r = self.rng
        while self.cmd_left:
            i = self.cmd_left.pop()
            purpose, tpl = CMDS[i]
            cmd = tpl.format(slug=self.slug, host=self.host, n=r.choice([50, 100, 200, 300, 500, 1000, 2000]),
                             n2=r.choice([10, 15, 20, 25, 30, 40, 45, 60]), ymd="2026%02d%02d" % (r.randint(11, 12), r.randint(10, 28)),
                             svc=r.choice(["web", "worker", "app", "queue"]), db=r.randint(1, 9),
                             bhost="backup%02d.%s" % (r.randint(1, 9), self.dom), dom=self.dom)
            if self.fresh(cmd):
                return (ZPURPOSE[i] if self.zh else purpose), cmd
        raise RuntimeError("commands")

    def gen_port(self):
        r = self.rng
        for _ in range(500):
            p = r.choice(PORTS) if r.random() < 0.6 else r.randint(3000, 65000)
            if 1900 <= p <= 2100:
                continue
            s = str(p)
            if self.fresh(s):
                return s
        raise RuntimeError("ports")

    def gen_ver(self):
        r = self.rng
        for _ in range(500):
            st = r.random()
            if st < 0.45:
                v = "%d.%d.%d" % (r.randint(1, 9), r.randint(0, 24), r.randint(0, 19))
            elif st < 0.65:
                v = "v%d.%d.%d" % (r.randint(1, 9), r.randint(0, 24), r.randint(0, 19))
            elif st < 0.8:
                v = "%d.%d" % (r.randint(10, 31), r.randint(1, 12))
            elif st < 0.9:
                v = "%d.%d.%d-rc%d" % (r.randint(1, 9), r.randint(0, 24), r.randint(0, 9), r.randint(1, 4))
            else:
                v = "%d.%d.%d" % (r.randint(2024, 2026), r.randint(1, 12), r.randint(1, 9))
            if self.fresh(v):
                return v
        raise RuntimeError("versions")

    def gen_id(self, flavor):
        r = self.rng
        d = self.digits
        for _ in range(500):
            if self.zh:
                v = {"po": lambda: "CG-27-" + d(5), "hotel": lambda: "HY" + d(6), "fapiao": lambda: d(8),
                     "visa": lambda: "YQH-27-" + d(3), "contract": lambda: "HT-2027-" + d(3), "reimb": lambda: "BX" + d(7),
                     "reg": lambda: "REG27-" + d(4), "coach": lambda: "DD" + d(9),
                     "catering": lambda: "CY" + d(6), "invoice": lambda: d(8), "avquote": lambda: "BJ-" + d(5)}[flavor]()
            else:
                v = {"po": lambda: "PO-45" + d(8, False), "hotel": lambda: "GRP-%s%s%s" % (d(4), chr(65 + r.randint(0, 25)), chr(65 + r.randint(0, 25))),
                     "invoice": lambda: "INV-" + d(5), "visa": lambda: "VL/27/" + d(3),
                     "catering": lambda: "CAT-%s-%s" % (d(4), chr(65 + r.randint(0, 25))), "helpdesk": lambda: "INC" + d(7),
                     "coach": lambda: "CB-" + d(6), "reg": lambda: "REG27-" + d(4), "avquote": lambda: "Q%s-AV" % d(5),
                     "stream": lambda: "SO-" + d(6)}[flavor]()
            if self.fresh(v):
                return v
        raise RuntimeError("ids")

    def gen_money(self, flavor):
        r = self.rng
        cents = ["25", "50", "75", "95", "40", "60", "80", "15", "45", "35", "85", "65"]
        for _ in range(500):
            if self.zh:
                if flavor == "perhead":
                    v = r.choice(["%d\u5143", "\u00a5%d"]) % r.randint(98, 388)
                elif flavor == "fee":
                    v = r.choice(["%d\u5143", "\u00a5%s"]) % r.choice([800, 1000, 1200, 1500, 1800, 2000, 2200, 2500, 2800, 3000, 900, 1600])
                    v = v.replace("\u00a5" + v[1:], "\u00a5" + "{:,}".format(int(v[1:]))) if v.startswith("\u00a5") else v
                elif flavor == "total":
                    st = r.random()
                    if st < 0.4:
                        v = "\u00a5{:,}".format(r.randint(12, 96) * 1000 + r.choice([0, 500, 800, 200]))
                    elif st < 0.7:
                        v = "%d.%d\u4e07\u5143" % (r.randint(1, 19), r.randint(1, 9))
                    else:
                        v = "%d\u5143" % (r.randint(12, 96) * 1000 + r.choice([300, 600, 800]))
                elif flavor == "deposit":
                    v = r.choice(["\u00a5{:,}".format(r.randint(2, 15) * 1000 + r.choice([0, 500])), "%d\u4e07\u5143" % r.randint(2, 9)])
                elif flavor == "eur":
                    v = r.choice(["\u20ac%d" % r.randint(295, 795), "%d\u6b27\u5143" % r.randint(295, 795)])
                elif flavor == "limit":
                    v = "\u00a5{:,}".format(r.choice([20, 30, 50, 80, 100, 150]) * 1000)
                else:  # csv
                    v = "\u00a5{:,}.00".format(r.randint(3, 29) * 100 + r.choice([20, 40, 60, 80]))
            else:
                if flavor == "perhead":
                    v = "%s%d.%s" % (r.choice(["\u00a3", "\u00a3", "\u20ac"]), r.randint(14, 79), r.choice(cents))
                elif flavor == "fee":
                    v = r.choice(["\u00a3%d", "\u00a3%d.00"]) % (r.randint(30, 130) * 5)
                elif flavor == "total":
                    a, b = r.randint(1, 14), r.randint(0, 999)
                    v = r.choice(["\u00a3%d,%03d" % (a, b), "\u00a3%d,%03d.%s" % (a, b, r.choice(cents)), "GBP %d,%03d" % (a, b)])
                elif flavor == "deposit":
                    v = "\u00a3%d,%d00" % (r.randint(1, 15), r.randint(0, 9))
                elif flavor == "eur":
                    v = r.choice(["\u20ac%d", "EUR %d.00"]) % r.randint(295, 795)
                elif flavor == "limit":
                    v = "\u00a3%d,000" % r.choice([2, 3, 4, 5, 7, 8, 10, 12, 15, 20, 25])
                elif flavor == "csvraw":
                    v = "%d.%s" % (r.randint(120, 690), r.choice(cents))
                else:  # csv
                    v = "GBP %d.%s" % (r.randint(120, 690), r.choice(cents))
            if self.fresh(v):
                return v
        raise RuntimeError("money")

    def gen_date_pair(self):
        r = self.rng
        for _ in range(500):
            m = r.randint(2, 9)
            d = r.randint(10, 28) if not self.zh else r.randint(1, 28)
            if (m, d) not in self.date_pairs:
                self.date_pairs.add((m, d))
                return m, d
        raise RuntimeError("dates")

    def fmt_date(self, m, d):
        r = self.rng
        wd = date(2027, m, d).weekday()
        if self.zh:
            fs = ["%d\u6708%d\u65e5" % (m, d), "%d\u6708%d\u53f7" % (m, d), "2027\u5e74%d\u6708%d\u65e5" % (m, d)]
            return r.choice(fs)
        suf = "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
        mon = MONTHS[m - 1]
        fs = ["%s %d %s" % (WDAYS[wd], d, mon), "%d %s" % (d, mon), "%d%s %s" % (d, suf, mon), "%02d/%02d/2027" % (d, m),
              "%s %d%s %s" % (WDAYS[wd][:3], d, suf, mon), "%d %s 2027" % (d, mon), "the %d%s of %s" % (d, suf, mon)]
        return r.choice(fs)

    def gen_date(self):
        for _ in range(100):
            m, d = self.gen_date_pair()
            s = self.fmt_date(m, d)
            if self.fresh(s):
                return s, (m, d)
        raise RuntimeError("date fmt")

    # ------------------------------------------------------------ assistant replies
    def reply(self, kinds):
        r = self.rng
        ks = []
        for k in kinds:
            if k not in ks:
                ks.append(k)
        ack, body, close = (ZACK, ZBODY, ZCLOSE) if self.zh else (ACK, BODY, CLOSE)
        parts = [r.choice(ack[ks[0]])]
        if len(ks) > 1:
            parts[0] += (" " if not self.zh else "") + r.choice(ack[ks[1]])
        for k in ks[:2]:
            b = list(body[k])
            r.shuffle(b)
            parts.extend(b[:r.randint(1, 2)])
        c = r.choice(close)
        if c:
            parts.append(c)
        return "\n\n".join(parts)

    # ------------------------------------------------------------ user-line renderers
    def line(self, kind):
        r = self.rng
        zh = self.zh
        if kind == "name":
            n = self.gen_name()
            self.fact("name", n)
            role = self.take("roles", ZROLES if zh else ROLES)
            a_role = ("an " if role[0] in "aeiou" else "a ") + role
            return (r.choice(ZNAME_T) if zh else r.choice(NAME_T)).format(name=n, role=role, a_role=a_role)
        if kind == "command":
            purpose, cmd = self.gen_cmd()
            self.fact("command", cmd)
            h = r.randint(8, 17)
            m1 = r.randint(0, 50)
            return (r.choice(ZCMD_T) if zh else r.choice(CMD_T)).format(
                cmd=cmd, purpose=purpose, tech=self.tech, hh="%02d" % h, mm="%02d" % m1, mm2="%02d" % (m1 + r.randint(1, 9)))
        if kind == "port":
            p = self.gen_port()
            self.fact("port", p)
            if zh:
                ctx, key = self.take("zportctx", ZPORT_CTX)
                return r.choice(ZPORT_T).format(ctx=ctx, port=p, tech=self.tech)
            ctx, key = self.take("portctx", PORT_CTX)
            return r.choice(PORT_T).format(ctx=ctx, port=p, tech=self.tech, key=key)
        if kind == "version":
            v = self.gen_ver()
            self.fact("version", v)
            if zh:
                ctx = self.take("verctx", ZVER_CTX)
                return r.choice(ZVER_T).format(ctx=ctx, ver=v, tech=self.tech)
            ctx, prod = self.take("verctx", VER_CTX)
            return r.choice(VER_T).format(ctx=ctx, ver=v, tech=self.tech, prod=prod.format(app=self.app), uni=self.uni.replace("the ", "The ", 1))
        if kind == "id":
            flavor, subj = self.take("idsubj", ZID_SUBJ if zh else ID_SUBJ)
            v = self.gen_id(flavor)
            self.fact("id", v)
            return r.choice(ZID_T if zh else ID_T).format(id=v, subj=subj, Subj=subj[0].upper() + subj[1:])
        if kind == "money":
            subjects = ZMONEY_SUBJ if zh else MONEY_SUBJ
            opts = [(fl, t) for fl, t in (ZMONEY_T if zh else MONEY_T) if self.left("msubj-" + fl, subjects[fl])]
            flavor, t = r.choice(opts)
            subj = self.take("msubj-" + flavor, subjects[flavor])
            v = self.gen_money(flavor)
            self.fact("money", v)
            return t.format(m=v, fin=self.fin, subj=subj, Subj=subj[0].upper() + subj[1:])
        if kind == "date":
            s, _ = self.gen_date()
            self.fact("date", s)
            return self.take("datet", ZDATE_T if zh else DATE_T).format(date=s)
        if kind == "decision":
            c, rs = self.take("dec", ZDECISIONS if zh else DECISIONS)
            self.fact("decision", c, rs)
            return r.choice(ZDEC_T if zh else DEC_T).format(c=c, r=rs)
        if kind == "constraint":
            a, c = self.take("con", [(x, y.format(tech=self.tech)) for x, y in (ZCONSTRAINTS if zh else CONSTRAINTS)])
            self.fact("constraint", a, c)
            return r.choice(ZCON_T if zh else CON_T).format(a=a, c=c)
        if kind == "question":
            s = self.take("que", ZQUESTIONS if zh else QUESTIONS)
            self.fact("question", s)
            return r.choice(ZQUE_T if zh else QUE_T).format(s=s)
        raise ValueError(kind)

    def ep_user(self, kinds):
        r = self.rng
        lines = [self.line(k) for k in kinds]
        if self.zh:
            op, cl = r.choice(ZOPENERS), r.choice(ZCLOSERS)
            if len(lines) == 1 and op in ("\u51e0\u4ef6\u4e8b\u8bf4\u4e00\u4e0b\uff1a", "\u5148\u8bf4\u51e0\u4ef6\u4e8b\uff0c"):
                op = ""
            if op and op[-1] not in "\uff0c\uff1a\uff1f\uff01" and len(lines) == 1:
                op += "\n" if op.endswith("]") or r.random() < 0.5 else " "
            if len(lines) > 1 and r.random() < 0.5:
                body = "\n".join("%d. %s" % (i + 1, l) for i, l in enumerate(lines))
            else:
                body = "\n".join(lines)
            text = "".join(x for x in [op, "\n" if op and len(lines) > 1 else "", body, "\n" + cl if cl else ""])
        else:
            op, cl = r.choice(OPENERS), r.choice(CLOSERS).format(sig=self.sig)
            if len(lines) == 1 and op in ("A few things, in no particular order.", "Forgive the length of this."):
                op = ""
            if lines[0][:1].islower():
                op = "" if r.random() < 0.8 else op
                cl = "" if r.random() < 0.8 else cl
            if len(lines) > 1 and r.random() < 0.4:
                body = "\n".join("%d. %s" % (i + 1, l[0].upper() + l[1:]) for i, l in enumerate(lines))
            else:
                body = "\n\n".join(lines) if r.random() < 0.6 else " ".join(lines)
            text = (op + ("\n\n" if len(lines) > 1 else " ") if op else "") + body + ("\n\n" + cl if cl else "")
        return [("user", text.strip()), ("assistant", self.reply(kinds))]

    # ------------------------------------------------------------ paste renderers
    def csv_rows(self, kinds, raw_names=False, raw_money=False):
        """Registration rows; returns (rows as dicts, kinds order used)."""
        r = self.rng
        names = [k for k in kinds if k == "name"]
        ids = [k for k in kinds if k == "id"]
        mons = [k for k in kinds if k == "money"]
        nrows = max(len(names), len(ids), len(mons))
        rows = []
        for i in range(nrows):
            row = {}
            if i < len(names):
                n = self.gen_name()
                self.fact("name", n)
                row["name"] = n
            if i < len(ids):
                v = self.gen_id("reg")
                self.fact("id", v)
                row["id"] = v
            if i < len(mons):
                if raw_money:
                    row["money"] = self.gen_money("csvraw")
                else:
                    v = self.gen_money("csv")
                    row["money"] = v
                    self.fact("money", v)
                row["status"] = r.choice(["partial", "unpaid"] if not self.zh else ["\u90e8\u5206\u7f34\u8d39", "\u672a\u7f34\u8d39"])
            rows.append(row)
        for _ in range(r.randint(2, 5)):
            rows.append({})
        r.shuffle(rows)
        for row in rows:
            row.setdefault("name", self.filler_name())
            row.setdefault("id", self.gen_id("reg"))
            if "money" not in row:
                st = r.choice([0, 0, 0, 1, 2])
                if self.zh:
                    row["money"] = r.choice(["\u00a51,600.00", "\u00a5800.00", "\u20ac450.00"]) if st == 0 else "\u00a50.00"
                    row["status"] = ["\u5df2\u7f34\u8d39", "\u514d\u8d39", "\u5f85\u5f00\u53d1\u7968"][st]
                else:
                    row["money"] = r.choice(["GBP 425.00", "GBP 210.00", "EUR 495.00"]) if st == 0 else "GBP 0.00"
                    row["status"] = ["paid", "waived", "invoice requested"][st]
            aff, cc = r.choice(ZAFFIL if self.zh else AFFIL)
            row["aff"], row["cc"] = aff, cc
            row["ticket"] = r.choice(["full", "student", "day", "speaker"])
        return rows

    def ep_pcsv(self, kinds):
        r = self.rng
        rows = self.csv_rows(kinds)
        if self.zh:
            head = r.choice(["\u6ce8\u518c\u7cfb\u7edf\u5bfc\u51fa\u6765\u7684\uff0c\u4f60\u770b\u4e00\u4e0b\uff1a",
                             "\u8fd9\u51e0\u4e2a\u4eba\u7684\u7f34\u8d39\u6709\u70b9\u95ee\u9898\uff0c\u6211\u628a\u8868\u683c\u7c98\u8fc7\u6765\u4e86",
                             "\u521a\u5bfc\u7684\u6ce8\u518c\u540d\u5355\uff0c\u90e8\u5206\u7f34\u8d39\u7684\u90a3\u51e0\u4e2a\u8981\u8ddf\u4e00\u4e0b"])
            lines = ["\u6ce8\u518c\u53f7\t\u59d3\u540d\t\u5355\u4f4d\t\u56fd\u5bb6\t\u7c7b\u578b\t\u91d1\u989d\t\u72b6\u6001"]
            for x in rows:
                lines.append("\t".join([x["id"], x["name"], x["aff"], x["cc"], x["ticket"], x["money"], x["status"]]))
        else:
            head = r.choice(["Here is the latest export from the registration system, for what it's worth:",
                             "Pasting the registrations that came in since Friday \u2014 a few look odd to me.",
                             "export below. the partial payments are the problem",
                             "I have copied this out of the registration spreadsheet; could you make sense of it?"])
            lines = ["reg_id,full_name,affiliation,country,ticket,amount,status"]
            for x in rows:
                aff = '"%s"' % x["aff"] if "," in x["aff"] else x["aff"]
                lines.append(",".join([x["id"], x["name"], aff, x["cc"], x["ticket"], x["money"], x["status"]]))
        text = head + "\n\n" + "\n".join(lines)
        if self.zh:
            rep = ("\u6536\u5230\uff0c\u6211\u5148\u6309\u72b6\u6001\u6574\u7406\u4e86\u4e00\u4e0b\uff1a\u5df2\u7f34\u8d39\u7684\u4e0d\u7528\u7ba1\uff0c\u514d\u8d39\u7684\u9700\u8981\u6838\u5bf9\u4e00\u4e0b\u662f\u5426\u6709\u4e3b\u5e2d\u6279\u51c6\uff0c\u90e8\u5206\u7f34\u8d39\u548c\u672a\u7f34\u8d39\u7684\u5efa\u8bae\u4f18\u5148\u8ddf\u8fdb\u3002\n\n"
                   "\u5efa\u8bae\u7684\u5904\u7406\u987a\u5e8f\uff1a\n1. \u5148\u53d1\u4e00\u5c01\u50ac\u7f34\u63d0\u9192\uff0c\u8bf4\u660e\u5269\u4f59\u91d1\u989d\u548c\u7f34\u8d39\u65b9\u5f0f\n2. \u4e00\u5468\u540e\u8fd8\u6ca1\u5230\u8d26\u7684\uff0c\u6253\u7535\u8bdd\u6216\u8005\u627e\u6240\u5728\u5355\u4f4d\u8054\u7cfb\u4eba\n3. \u5f85\u5f00\u53d1\u7968\u7684\uff0c\u8ddf\u8d22\u52a1\u786e\u8ba4\u5f00\u7968\u4fe1\u606f\u662f\u5426\u9f50\u5168\n\n\u9700\u8981\u7684\u8bdd\u6211\u53ef\u4ee5\u6309\u8fd9\u4e2a\u540d\u5355\u8d77\u8349\u50ac\u7f34\u90ae\u4ef6\u3002")
        else:
            rep = ("I've been through the export. The fully paid rows need nothing further; the waived rows are worth cross-checking against whatever the committee chair approved, and the partial and unpaid rows are the ones to chase.\n\n"
                   "Suggested order of play:\n1. A polite reminder to the partial and unpaid delegates, stating the balance and how to pay\n2. A week later, a second nudge copied to their department administrator\n3. For 'invoice requested', check with finance that they have the purchase-order details they need\n\n"
                   "I can draft the reminder now if you like; I'd keep it short and include a direct link to the payment page.")
        return [("user", text), ("assistant", rep)]

    def ep_pprog(self, kinds):
        r = self.rng
        n_need = len(kinds)
        chairs = []
        for _ in range(n_need):
            n = self.gen_name()
            self.fact("name", n)
            chairs.append(n)
        for _ in range(r.randint(2, 4)):
            chairs.append(self.filler_name())
        r.shuffle(chairs)
        if self.zh:
            sess = ["\u6d77\u5cb8\u8fc7\u7a0b\u4e0e\u6a21\u62df", "\u6587\u732e\u4e0e\u6863\u6848", "\u9752\u5e74\u5b66\u8005\u8bba\u575b", "\u65b9\u6cd5\u4e0e\u6570\u636e",
                    "\u653f\u7b56\u4e0e\u5b9e\u8df5", "\u6d77\u62a5\u5c55\u793a", "\u7279\u9080\u62a5\u544a", "\u5706\u684c\u8ba8\u8bba"]
            rooms = ["\u9038\u592b\u697c101", "\u56fe\u4e66\u9986\u62a5\u544a\u5385", "\u6587\u79d1\u697cA203", "\u5b66\u672f\u4e2d\u5fc3\u4e8c\u697c"]
            lines = ["\u65f6\u95f4\t\u4f1a\u573a\t\u4e3b\u9898\t\u4e3b\u6301\u4eba"]
            for i, c in enumerate(chairs):
                lines.append("\u7b2c%d\u5929 %02d:%s\t%s\t%s\t%s" % (i % 3 + 1, r.choice([9, 10, 13, 14, 15, 16]), r.choice(["00", "30"]),
                                                      r.choice(rooms), r.choice(sess), c))
            text = r.choice(["\u65e5\u7a0b\u8868\u6700\u65b0\u7248\uff0c\u4f60\u5e2e\u6211\u5bf9\u4e00\u4e0b\u4e3b\u6301\u4eba\uff1a", "\u5206\u4f1a\u573a\u5b89\u6392\u7c98\u8fc7\u6765\u4e86\uff0c\u6709\u51b2\u7a81\u7684\u8bdd\u544a\u8bc9\u6211"]) + "\n\n" + "\n".join(lines)
            rep = ("\u6211\u5bf9\u4e86\u4e00\u4e0b\u8fd9\u7248\u65e5\u7a0b\uff0c\u51e0\u70b9\u610f\u89c1\uff1a\n\n- \u540c\u4e00\u65f6\u6bb5\u5185\u6ca1\u6709\u53d1\u73b0\u540c\u4e00\u4e2a\u4eba\u4e3b\u6301\u4e24\u573a\u7684\u60c5\u51b5\u3002\n- \u5efa\u8bae\u786e\u8ba4\u6bcf\u4f4d\u4e3b\u6301\u4eba\u662f\u5426\u4e5f\u662f\u540c\u573a\u62a5\u544a\u4eba\uff0c\u5982\u679c\u662f\uff0c\u9700\u8981\u5b89\u6392\u4e00\u4f4d\u4e34\u65f6\u4ee3\u4e3b\u6301\u3002\n- \u8de8\u697c\u7684\u8fde\u7eed\u573a\u6b21\u4e4b\u95f4\u6700\u597d\u7559\u5341\u5206\u949f\u3002\n\n"
                   "\u4e3b\u6301\u4eba\u7684\u786e\u8ba4\u90ae\u4ef6\u6211\u53ef\u4ee5\u7edf\u4e00\u8d77\u8349\uff0c\u9644\u4e0a\u4e3b\u6301\u987b\u77e5\u3002")
        else:
            sess = ["Coastal Processes I", "Modelling and Methods", "Early-Career Showcase", "Archives and Sources",
                    "Policy and Practice", "Posters (odd numbers)", "Invited Panel", "Data and Infrastructure"]
            rooms = ["Tanner LT", "Senate Room", "Grimshaw Room", "Lindley Seminar Room 2", "Main Hall"]
            lines = ["| Day | Time | Session | Room | Chair |", "|---|---|---|---|---|"]
            for i, c in enumerate(chairs):
                lines.append("| %d | %02d:%s | %s | %s | %s |" % (i % 3 + 1, r.choice([9, 11, 14, 16]), r.choice(["00", "30"]),
                                                          r.choice(sess), r.choice(rooms), c))
            text = r.choice(["Programme grid as it currently stands \u2014 would you check the chairs against your list?",
                             "Latest version of the parallel sessions. I fear there is a clash somewhere.",
                             "programme table from the committee, pasted as is:"]) + "\n\n" + "\n".join(lines)
            rep = ("I've checked the grid. A few observations:\n\n- I can't see anyone chairing two sessions in the same slot, which is the usual trap.\n- It's worth confirming whether any chair is also presenting in their own session; if so we need a stand-in for that paper.\n- Where consecutive sessions are in different buildings, a ten-minute changeover would help.\n\n"
                   "I can draft the confirmation emails to chairs with a one-page brief attached, if useful.")
        return [("user", text), ("assistant", rep)]

    def ep_ptech(self, kinds):
        r = self.rng
        items = []
        for k in kinds:
            if k == "command":
                p, c = self.gen_cmd()
                self.fact("command", c)
                items.append(("- %s\uff1a%s" % (p, c)) if self.zh else ("- to %s: %s" % (p, c)))
            elif k == "port":
                p = self.gen_port()
                self.fact("port", p)
                if self.zh:
                    ctx, _ = self.take("zportctx", ZPORT_CTX)
                    items.append("- %s\u7aef\u53e3\uff1a%s" % (ctx, p))
                else:
                    ctx, _ = self.take("portctx", PORT_CTX)
                    items.append("- %s -> port %s" % (ctx, p))
            else:
                v = self.gen_ver()
                self.fact("version", v)
                if self.zh:
                    items.append("- %s\u7248\u672c\uff1a%s" % (self.take("verctx", ZVER_CTX), v))
                else:
                    items.append("- %s is on %s" % (self.take("verctx", VER_CTX)[0], v))
        if self.zh:
            head = r.choice(["%s\u7684\u4ea4\u63a5\u6587\u6863\uff0c\u539f\u6837\u7c98\u8fc7\u6765\uff1a" % self.tech,
                             "\u8ddf%s\u6253\u7535\u8bdd\u8bb0\u7684\uff0c\u6709\u70b9\u4e71\uff1a" % self.tech,
                             "%s\u5fae\u4fe1\u4e0a\u53d1\u7684\uff0c\u6211\u590d\u5236\u8fc7\u6765\u4e86\uff1a" % self.tech,
                             "\u8fd8\u6709%s\u8865\u5145\u7684\u51e0\u6761\uff0c\u6211\u4e5f\u770b\u4e0d\u592a\u61c2" % self.tech])
            rep = ("\u6536\u5230\uff0c\u8fd9\u4efd\u6211\u5df2\u7ecf\u539f\u6837\u5b58\u5230\u6280\u672f\u4ea4\u63a5\u6587\u6863\u91cc\u4e86\u3002\u51e0\u70b9\u5efa\u8bae\uff1a\n\n1. \u8fd9\u4e9b\u547d\u4ee4\u6700\u597d\u5728%s\u80fd\u8054\u7cfb\u4e0a\u7684\u65f6\u5019\u518d\u6267\u884c\n2. \u7aef\u53e3\u548c\u7248\u672c\u4fe1\u606f\u53ef\u4ee5\u76f4\u63a5\u8f6c\u7ed9\u4fe1\u606f\u4e2d\u5fc3\u548c\u97f3\u89c6\u9891\u516c\u53f8\n3. \u5efa\u8bae\u6253\u5370\u4e00\u4efd\u653e\u5728\u6ce8\u518c\u53f0\u7684\u6587\u4ef6\u5939\u91cc\uff0c\u4ee5\u9632\u7f51\u7edc\u4e0d\u901a\u7684\u65f6\u5019\u627e\u4e0d\u5230" % self.tech)
        else:
            head = r.choice(["%s's handover notes, pasted exactly as he sent them:" % self.tech,
                             "Notes from my call with %s (typed up badly, apologies):" % self.tech,
                             "Technical bits from %s, for the file:" % self.tech,
                             "%s dictated these to me over the phone. I have done my best:" % self.tech,
                             "from %s's sticky note on my monitor:" % self.tech,
                             "More from %s. I confess I understand perhaps half of it." % self.tech])
            rep = ("Thank you \u2014 I've saved these verbatim in the technical handover file. A few suggestions:\n\n1. Only run the commands when %s is reachable, and copy any output to him if it looks unexpected\n2. The port and version details can go straight to Central IT and the AV company if they ask\n3. It's worth printing a copy for the registration desk folder, in case the network itself is the problem on the day" % self.tech)
        return [("user", head + "\n\n" + "\n".join(items)), ("assistant", rep)]

    def fwd_sentences(self, kinds, party):
        r = self.rng
        out, sigs = [], []
        for k in kinds:
            if k in ("date", "id", "money"):
                subj = self.take("fsubj-%s-%s" % (party[4], k), (ZFWD_SUBJ if self.zh else FWD_SUBJ)[party[4]][k])
                Subj = subj[0].upper() + subj[1:]
            if k == "date":
                s, _ = self.gen_date()
                self.fact("date", s)
                out.append(r.choice(ZFWD_DATE if self.zh else FWD_DATE).format(date=s, subj=subj, Subj=Subj))
            elif k == "id":
                v = self.gen_id(party[1])
                self.fact("id", v)
                out.append(r.choice(ZFWD_ID if self.zh else FWD_ID).format(id=v, subj=subj, Subj=Subj))
            elif k == "money":
                v = self.gen_money(party[2])
                self.fact("money", v)
                out.append(r.choice(ZFWD_MONEY if self.zh else FWD_MONEY).format(m=v, subj=subj, Subj=Subj))
            elif k == "name":
                n = self.gen_name()
                self.fact("name", n)
                sigs.append(n)
        return out, sigs

    def email_text(self, kinds, party, greeting_to):
        r = self.rng
        sents, sigs = self.fwd_sentences(kinds, party)
        if self.zh:
            body = "%s\u60a8\u597d\uff1a\n\n%s\n\n%s" % (greeting_to, "\n".join(sents) if sents else "\u76f8\u5173\u4e8b\u5b9c\u5982\u4e0b\uff0c\u8bf7\u67e5\u6536\u3002",
                                                   "\u5982\u6709\u95ee\u9898\u8bf7\u968f\u65f6\u8054\u7cfb\u3002")
            if len(sigs) > 1:
                body += "\n\n\u73b0\u573a\u5bf9\u63a5\u4eba\u662f\u6211\u7684\u540c\u4e8b" + "\u3001".join(sigs[1:]) + "\u3002"
            body += "\n\n" + (sigs[0] + "\n" if sigs else "") + party[3]
        else:
            body = "Dear %s,\n\n%s\n\n%s" % (greeting_to, " ".join(sents) if sents else "Please find the details below.",
                                           r.choice(["Do let me know if you have any questions.", "We look forward to welcoming your delegates.",
                                                     "Please do not hesitate to contact me should you require anything further."]))
            if len(sigs) > 1:
                body += "\n\nMy colleague " + " and ".join(sigs[1:]) + " will be your contact on the day."
            body += "\n\nKind regards,\n\n" + (sigs[0] + "\n" if sigs else "") + party[3]
        return body

    def parties(self):
        if self.zh:
            ps = [("\u9152\u5e97", "hotel", "deposit", self.hotel + " \u9500\u552e\u90e8", "hotel"),
                  ("\u9910\u996e\u516c\u53f8", "catering", "perhead", "\u5fa1\u9999\u56ed\u9910\u996e\u7ba1\u7406\u6709\u9650\u516c\u53f8", "catering"),
                  ("\u97f3\u89c6\u9891\u516c\u53f8", "invoice", "total", "\u58f0\u5149\u5f71\u97f3\u89c6\u6280\u672f\u6709\u9650\u516c\u53f8", "av"),
                  ("\u8d22\u52a1\u5904", "po", "total", self.uni + "\u8d22\u52a1\u5904", "finance")]
        else:
            ps = [("the hotel", "hotel", "deposit", "Group Sales, " + self.hotel.replace("the ", "The ", 1), "hotel"),
                  ("the caterers", "catering", "perhead", "Events Manager, Harrow & Finch Catering", "catering"),
                  ("the AV company", "invoice", "total", "Account Manager, Brightline AV Ltd", "av"),
                  ("Finance", "po", "total", "Finance Business Partner, Faculty of Science", "finance")]
        return ps

    def party_for(self, kinds):
        """the party with the most subjects left for these kinds (ties broken at random)"""
        subj = ZFWD_SUBJ if self.zh else FWD_SUBJ
        best = []
        for p in self.parties():
            ok = all(self.left("fsubj-%s-%s" % (p[4], k), subj[p[4]][k]) >= sum(1 for x in kinds if x == k)
                     for k in set(kinds) if k != "name")
            if ok:
                best.append(p)
        return self.rng.choice(best or self.parties())

    def ep_pfwd(self, kinds):
        r = self.rng
        party = self.party_for(kinds)
        if self.zh:
            body = self.email_text(kinds, party, "\u5404\u4f4d\u8001\u5e08")
            head = r.choice(["\u8f6c\u53d1\u4e00\u4e0b%s\u7684\u90ae\u4ef6\uff0c\u4f60\u770b\u770b\uff1a" % party[0],
                             "%s\u521a\u53d1\u6765\u7684\uff0c\u5173\u952e\u4fe1\u606f\u5e2e\u6211\u8bb0\u4e00\u4e0b" % party[0],
                             "\u3010\u8f6c\u53d1\u3011\u6765\u81ea%s" % party[0]])
            text = head + "\n\n---------- \u8f6c\u53d1\u7684\u90ae\u4ef6 ----------\n" + body
        else:
            body = self.email_text(kinds, party, r.choice(["Dr " + self.sig[0] + ".", self.sig, "Conference Organiser"]))
            head = r.choice(["Forwarding this from %s \u2014 do read it, it's rather important." % party[0],
                             "See below. Honestly.", "FYI, from %s. I have not yet replied." % party[0],
                             "This came in overnight from %s; please file the key details." % party[0]])
            text = head + "\n\n---------- Forwarded message ---------\nSubject: Re: %s\n\n%s" % (self.acr, body)
        return [("user", text), ("assistant", self.reply([k for k in kinds]))]

    def ep_pfin(self, kinds):
        r = self.rng
        sents = []
        for _ in kinds:
            a, c = self.take("con", [(x, y.format(tech=self.tech)) for x, y in (ZCONSTRAINTS if self.zh else CONSTRAINTS)])
            self.fact("constraint", a, c)
            sents.append(r.choice(ZCON_FWD_T if self.zh else CON_FWD_T).format(a=a, c=c))
        if self.zh:
            text = (r.choice(["\u8d22\u52a1\u5904\u7684\u901a\u77e5\uff0c\u8f6c\u7ed9\u4f60\uff1a", "\u5b66\u6821\u521a\u53d1\u7684\u89c4\u5b9a\uff0c\u6ce8\u610f\u4e00\u4e0b"]) +
                    "\n\n\u3010\u901a\u77e5\u3011\n" + "\n".join(sents) + "\n\u7279\u6b64\u901a\u77e5\u3002\n" + self.uni + "\u8d22\u52a1\u5904")
        else:
            text = ("Forwarding from %s in Finance, for our collective edification:\n\n> Dear colleagues,\n>\n> %s\n>\n> Many thanks,\n> Finance Business Partnering"
                    % (self.fin, "\n> ".join(sents)))
        return [("user", text), ("assistant", self.reply(["constraint"]))]

    # ------------------------------------------------------------ tool episodes
    def ep_treg(self, kinds):
        r = self.rng
        relay = (not self.zh) and r.random() < 0.5
        rows = self.csv_rows(kinds, raw_money=relay)
        relayed = []
        out_rows = []
        for x in rows:
            nm = x["name"]
            if relay and not self.zh and " " in nm:
                first, last = nm.split(" ", 1)
                nm = "%s, %s" % (last.upper(), first)
            money = x["money"]
            cur = "GBP"
            if relay and not self.zh and not money.startswith(("GBP", "EUR")):
                relayed.append((x["name"], "\u00a3" + money))
            d = {"reg_id": x["id"], "name": nm, "affiliation": x["aff"], "country": x["cc"], "ticket": x["ticket"],
                 "amount": money, "status": x["status"]}
            out_rows.append(d)
        # in relay mode (English) needle names are written out by the assistant; raw-money needles likewise
        needle_names = set(f["needles"][0] for f in self.facts if f["kind"] == "name")
        if self.zh:
            ask = r.choice(["\u5e2e\u6211\u67e5\u4e00\u4e0b\u6ce8\u518c\u7cfb\u7edf\u91cc\u6700\u8fd1\u4e24\u5468\u7684\u6ce8\u518c\uff0c\u770b\u770b\u8c01\u8fd8\u6ca1\u7f34\u8d39",
                            "\u7ed9\u6211\u62c9\u4e00\u4e0b\u6700\u8fd1\u4e00\u5468\u7684\u6ce8\u518c"])
        else:
            ask = r.choice(["Could you pull up the registrations from the last fortnight?",
                            "Can you check the registration system for this week's sign-ups? I want to see who is on a partial payment.",
                            "can you run the usual query for the late registrations",
                            "Would you look in the registration system and tell me who is still outstanding among the recent ones?"])
        args = {"status": "any", "since": "2026-11-%02d" % r.randint(1, 12), "limit": 25, "order": "created_desc"}
        out = json.dumps({"count": len(out_rows), "rows": out_rows}, ensure_ascii=False, indent=1)
        items = [("user", ask), ("tool", "registration_query", {"args": args, "output": out})]
        if self.zh:
            rep = ("\u67e5\u5230%d\u6761\u8bb0\u5f55\uff0c\u8be6\u60c5\u5728\u4e0a\u9762\u3002\u5df2\u7f34\u8d39\u7684\u4e0d\u7528\u7ba1\uff0c\u9700\u8981\u8ddf\u8fdb\u7684\u662f\u90e8\u5206\u7f34\u8d39\u548c\u672a\u7f34\u8d39\u7684\u51e0\u4f4d\u3002\n\n"
                   "\u5efa\u8bae\uff1a\n1. \u4eca\u5929\u5148\u53d1\u50ac\u7f34\u63d0\u9192\n2. \u5f85\u5f00\u53d1\u7968\u7684\u8f6c\u7ed9\u8d22\u52a1\u6838\u5bf9\u5f00\u7968\u4fe1\u606f\n3. \u514d\u8d39\u7684\u6838\u5bf9\u4e00\u4e0b\u662f\u5426\u6709\u6279\u51c6\u8bb0\u5f55\n\n\u9700\u8981\u6211\u8d77\u8349\u50ac\u7f34\u90ae\u4ef6\u5417\uff1f" % len(out_rows))
        elif relay:
            lines = []
            for x in rows:
                if x["name"] in needle_names or any(x["name"] == a for a, _ in relayed):
                    # write the person out in natural order; money relayed if raw
                    m = [b for a, b in relayed if a == x["name"]]
                    if x["name"] in needle_names:
                        lines.append("- %s \u2014 %s%s" % (x["name"], x["status"], (", balance " + m[0]) if m else ""))
                    elif m:
                        lines.append("- one %s delegate from %s \u2014 %s, balance %s" % (x["ticket"], x["aff"], x["status"], m[0]))
            for a, b in relayed:
                self.used.add(b)
                self.fact("money", b)
            rep = ("There are %d records in that query. The ones that need attention:\n\n%s\n\n"
                   "The rest are paid or waived. I'd send the outstanding ones a reminder today with the balance and the payment link, and copy their department administrator if nothing arrives within a week." % (len(out_rows), "\n".join(lines) if lines else "- (none outstanding beyond those shown above)"))
        else:
            rep = ("That query returns %d records; the details are above. The paid and waived rows need nothing further. "
                   "The partial and unpaid ones are worth a reminder today \u2014 I'd include the balance and a direct payment link, and for anyone with 'invoice requested' check that finance has the purchase-order details.\n\nShall I draft the reminder?" % len(out_rows))
        items.append(("assistant", rep))
        return items

    def inbox_list(self, sender, subjects):
        r = self.rng
        res = []
        for s in subjects:
            res.append({"id": "m_%x" % r.getrandbits(40), "from": sender, "subject": s,
                        "date": "2026-11-%02dT%02d:%02d:00Z" % (r.randint(10, 19), r.randint(7, 18), r.randint(0, 59)),
                        "snippet": s[:30] + "\u2026"})
        return res

    def ep_ttech(self, kinds):
        r = self.rng
        bullets = []
        for k in kinds:
            if k == "command":
                p, c = self.gen_cmd()
                self.fact("command", c)
                bullets.append(("\u5982\u679c\u8981%s\uff1a\n    %s" % (p, c)) if self.zh else ("If you need to %s:\n    %s" % (p, c)))
            elif k == "port":
                p = self.gen_port()
                self.fact("port", p)
                if self.zh:
                    ctx, _ = self.take("zportctx", ZPORT_CTX)
                    bullets.append("%s\u7528\u7684\u662f%s\u7aef\u53e3\u3002" % (ctx, p))
                else:
                    ctx, _ = self.take("portctx", PORT_CTX)
                    bullets.append("%s is on port %s." % (ctx[0].upper() + ctx[1:], p))
            else:
                v = self.gen_ver()
                self.fact("version", v)
                if self.zh:
                    bullets.append("%s\u73b0\u5728\u662f%s\u3002" % (self.take("verctx", ZVER_CTX), v))
                else:
                    ctx = self.take("verctx", VER_CTX)[0]
                    bullets.append("%s: we're on %s now." % (ctx[0].upper() + ctx[1:], v))
        tl = self.tech.lower() if not self.zh else {"\u5c0f\u5218": "liu", "\u5c0f\u5434": "wu", "\u5c0f\u5f90": "xu"}.get(self.tech, "it")
        sender = "%s <%s.it@%s>" % (self.tech, tl, self.dom)
        if self.zh:
            ask = r.choice(["%s\u4e0a\u5468\u53d1\u7684\u90a3\u5c01\u670d\u52a1\u5668\u7684\u90ae\u4ef6\u5e2e\u6211\u627e\u4e00\u4e0b" % self.tech,
                            "\u627e\u4e00\u4e0b%s\u53d1\u7684\u6295\u7a3f\u7cfb\u7edf\u8bf4\u660e" % self.tech])
            subjects = [self.take("techsubj", ["\u670d\u52a1\u5668\u6ce8\u610f\u4e8b\u9879\uff08\u6211\u8bf7\u5047\u671f\u95f4\uff09", "\u5173\u4e8e\u6295\u7a3f\u7cfb\u7edf\u5347\u7ea7",
                                               "\u4ea4\u63a5\u5907\u5fd8", "\u56de\u590d\uff1a\u76f4\u64ad\u8bbe\u7f6e", "\u56de\u590d\uff1a\u7f51\u7ad9\u62a5\u9519", "\u8bbe\u5907\u6e05\u5355\u548c\u53c2\u6570"]),
                        "\u4f1a\u8bae\u5ba4\u6295\u5f71", "\u56de\u590d\uff1a\u6253\u5370\u673a"]
            body = "\u8001\u5e08\u597d\uff0c\n\n" + r.choice(["\u6211\u8bf7\u5047\u8fd9\u51e0\u5929\uff0c\u670d\u52a1\u5668\u8fd9\u8fb9\u7559\u51e0\u6761\u5907\u5fd8\uff1a", "\u60a8\u8981\u7684\u51e0\u4e2a\u4fe1\u606f\u53d1\u60a8\uff1a",
                                             "\u4eca\u5929\u4e0a\u5348\u6539\u4e86\u51e0\u4e2a\u5730\u65b9\uff0c\u8bb0\u5f55\u4e00\u4e0b\uff1a"]) + "\n\n" + "\n\n".join(bullets) + "\n\n\u6709\u95ee\u9898\u53d1\u5fae\u4fe1\u3002\n" + self.tech
            rep = ("\u627e\u5230\u4e86\uff0c\u5c31\u662f\u4e0a\u9762\u8fd9\u5c01\u3002%s\u5217\u4e86\u51e0\u6761\u8bf7\u5047\u671f\u95f4\u7684\u670d\u52a1\u5668\u5907\u5fd8\uff0c\u6211\u5df2\u7ecf\u539f\u6837\u5b58\u5230\u6280\u672f\u4ea4\u63a5\u6587\u6863\u91cc\u4e86\u3002\n\n"
                   "\u5efa\u8bae\uff1a\u547d\u4ee4\u7c7b\u7684\u64cd\u4f5c\u5c3d\u91cf\u7b49\u4ed6\u80fd\u56de\u5fae\u4fe1\u7684\u65f6\u5019\u518d\u505a\uff1b\u7aef\u53e3\u548c\u7248\u672c\u4fe1\u606f\u5982\u679c\u4fe1\u606f\u4e2d\u5fc3\u6216\u8005\u97f3\u89c6\u9891\u516c\u53f8\u95ee\u8d77\uff0c\u76f4\u63a5\u8f6c\u8fd9\u5c01\u90ae\u4ef6\u5c31\u884c\u3002" % self.tech)
        else:
            ask = r.choice(["Could you find %s's email about the server from last week?" % self.tech,
                            "%s sent me something about the submission system before he went on leave \u2014 can you dig it out?" % self.tech,
                            "there's an email from %s with instructions somewhere. find it pls" % self.tech])
            subjects = [self.take("techsubj", ["Server notes while I'm off", "Re: submission site slow", "Bits for the handover file",
                                               "Re: streaming set-up", "Before the upgrade", "Re: that error message", "Kit list and settings"]),
                        "Lecture theatre PCs", "Re: printer"]
            body = "Hi %s,\n\n%s\n\n%s\n\n%s\n\n%s" % (self.sig, r.choice(["As promised, a few notes for while I'm away.", "Following up on our chat \u2014 the details you asked for.",
                                                                       "Quick notes so you have them in writing.", "Here's what I changed this morning, for the record."]),
                                                    "\n\n".join(bullets), r.choice(["Any problems, text me.", "Shout if anything looks odd.", "Cheers"]), self.tech)
            rep = ("Found it \u2014 it's the one above. %s sets out what to do on the server while he's away; I've saved it verbatim in the technical handover file.\n\n"
                   "My suggestions: only run the commands when he can be reached by text, and if Central IT or the AV company ask about ports or versions, simply forward them the email rather than retyping anything." % self.tech)
        lst = self.inbox_list(sender, subjects)
        return [("user", ask),
                ("tool", "inbox_search", {"args": {"query": "from:%s" % tl, "limit": 5}, "output": json.dumps(lst, ensure_ascii=False, indent=1)}),
                ("tool", "inbox_read", {"args": {"id": lst[0]["id"]}, "output": "From: %s\nSubject: %s\n\n%s" % (sender, subjects[0], body)}),
                ("assistant", rep)]

    def ep_tvend(self, kinds):
        r = self.rng
        party = self.party_for(kinds)
        what = [k for k in ["id", "money", "date"] if k in kinds]
        if self.zh:
            body = self.email_text(kinds, party, "\u8001\u5e08")
            ask = r.choice(["%s\u56de\u90ae\u4ef6\u4e86\u5417\uff1f\u5e2e\u6211\u770b\u4e00\u4e0b" % party[0], "\u67e5\u4e00\u4e0b\u90ae\u7bb1\uff0c%s\u6709\u6ca1\u6709\u65b0\u6d88\u606f" % party[0]])
            subj = ["\u56de\u590d\uff1a\u4f1a\u8bae\u5b89\u6392\u786e\u8ba4", "\u62a5\u4ef7\u5355", "\u5408\u540c\u8865\u5145\u6761\u6b3e"]
            zw = "\u3001".join({"id": "\u7f16\u53f7", "money": "\u91d1\u989d", "date": "\u65f6\u95f4\u5b89\u6392"}[k] for k in what) or "\u8054\u7cfb\u4eba\u4fe1\u606f"
            rep = (party[0] + "\u56de\u4e86\uff0c\u5c31\u662f\u4e0a\u9762\u90a3\u5c01\u3002\u91cc\u9762\u6709" + zw + "\uff0c\u6211\u5df2\u7ecf\u767b\u8bb0\u5230\u53f0\u8d26\u91cc\u4e86\u3002\n\n"
                   "\u5efa\u8bae\u56de\u590d\u65f6\u786e\u8ba4\u4e00\u4e0b\u662f\u5426\u542b\u7a0e\uff0c\u4ee5\u53ca\u53d6\u6d88\u6761\u6b3e\u3002\u9700\u8981\u6211\u8d77\u8349\u56de\u590d\u5417\uff1f")
        else:
            body = self.email_text(kinds, party, "Dr " + self.sig[0] + ".")
            ask = r.choice(["Any reply from %s yet?" % party[0], "Check my inbox for anything from %s, would you?" % party[0],
                            "did %s ever get back to us" % party[0]])
            subj = ["Re: %s \u2014 confirmation" % self.acr, "Revised quotation", "Contract addendum"]
            ew = {"id": "a reference", "money": "a figure", "date": "a date"}
            lst_ = [ew[k] for k in what] or ["a new contact"]
            ewhat = lst_[0] if len(lst_) == 1 else ", ".join(lst_[:-1]) + " and " + lst_[-1]
            rep = ("Yes \u2014 " + party[0] + " replied; it's the email above. It gives " + ewhat + ", which I've logged in the tracker.\n\n"
                   "When you reply, I'd confirm whether the figure includes VAT and ask for their cancellation terms in writing. Shall I draft it?")
        sender = party[3].split(", ")[-1]
        lst = self.inbox_list(sender, subj)
        return [("user", ask),
                ("tool", "inbox_search", {"args": {"query": party[1], "limit": 5}, "output": json.dumps(lst, ensure_ascii=False, indent=1)}),
                ("tool", "inbox_read", {"args": {"id": lst[0]["id"]}, "output": "From: %s\nSubject: %s\n\n%s" % (sender, subj[0], body)}),
                ("assistant", rep)]

    def ep_tcal(self, kinds):
        r = self.rng
        tpool = ZCAL_TITLES if self.zh else CAL_TITLES
        tz = "+08:00" if self.zh else "+01:00"
        events, relay = [], []
        names = [k for k in kinds if k == "name"]
        dates = [k for k in kinds if k == "date"]
        for _ in dates:
            s, (m, d) = self.gen_date()
            self.fact("date", s)
            t = self.take("caltitles", tpool)
            hh = r.choice([9, 10, 11, 14, 15, 16])
            events.append({"summary": t, "start": "2027-%02d-%02dT%02d:00:00%s" % (m, d, hh, tz),
                           "end": "2027-%02d-%02dT%02d:00:00%s" % (m, d, hh + 1, tz), "attendees": []})
            relay.append((t, s, hh))
        for _ in range(max(0 if events else 1, min(r.randint(1, 2), self.left("caltitles", tpool) - 4))):
            m, d = self.gen_date_pair()
            events.append({"summary": self.take("caltitles", tpool), "start": "2027-%02d-%02dT%02d:30:00%s" % (m, d, r.randint(9, 16), tz),
                           "attendees": []})
        for _ in names:
            n = self.gen_name()
            self.fact("name", n)
            r.choice(events)["attendees"].append({"displayName": n, "responseStatus": r.choice(["accepted", "tentative", "needsAction"])})
        for e in events:
            if not e["attendees"]:
                e["attendees"].append({"displayName": self.filler_name(), "responseStatus": "accepted"})
        events.sort(key=lambda e: e["start"])
        if self.zh:
            ask = r.choice(["\u5e2e\u6211\u770b\u4e00\u4e0b\u65e5\u5386\u91cc\u8ddf\u4f1a\u8bae\u6709\u5173\u7684\u5b89\u6392", "\u5f69\u6392\u662f\u54ea\u5929\u6765\u7740\uff1f\u67e5\u4e00\u4e0b\u65e5\u5386", "\u6211\u8fd9\u51e0\u4e2a\u6708\u7684\u4f1a\u8bae\u76f8\u5173\u7684\u4f1a\u90fd\u5217\u4e00\u4e0b"])
            lines = ["- %s\uff1a%s %d:00" % (t, s, hh) for t, s, hh in relay]
            rep = "\u65e5\u5386\u91cc\u76f8\u5173\u7684\u5b89\u6392\u4e3b\u8981\u6709\uff1a\n\n" + "\n".join(lines) + "\n\n\u53e6\u5916\u8fd8\u6709\u51e0\u4e2a\u4f8b\u884c\u7684\u4f1a\uff0c\u8be6\u60c5\u89c1\u4e0a\u9762\u3002\u53c2\u4f1a\u4eba\u5458\u91cc\u6709\u51e0\u4f4d\u8fd8\u6ca1\u56de\u590d\u9080\u8bf7\uff0c\u9700\u8981\u7684\u8bdd\u6211\u53ef\u4ee5\u63d0\u9192\u4e00\u4e0b\u3002"
        else:
            ask = r.choice(["What have I got in the diary that relates to the conference?", "Can you check my calendar for the site visits and so on?",
                            "when's the rehearsal again? check the calendar", "Would you list the conference meetings in my calendar between now and the summer?"])
            lines = ["- %s: %s at %s" % (t, s, ("%d am" % hh) if hh < 12 else ("%d pm" % (hh - 12))) for t, s, hh in relay]
            rep = ("Here's what's in the calendar:\n\n" + ("\n".join(lines) + "\n\n" if lines else "") +
                   "There are also a few routine meetings; the full details, including who has and hasn't accepted, are in the results above. A couple of invitations are still awaiting a response \u2014 shall I send a gentle nudge?")
        args = {"calendarId": "primary", "q": "conference" if not self.zh else "\u4f1a\u8bae", "timeMin": "2026-11-20T00:00:00Z", "timeMax": "2027-09-30T23:59:59Z"}
        return [("user", ask), ("tool", "calendar_search", {"args": args, "output": json.dumps({"items": events}, ensure_ascii=False, indent=1)}),
                ("assistant", rep)]

    # ------------------------------------------------------------ assembly
    def build(self):
        try:
            return self._build()
        except RuntimeError:
            # a pool ran dry in this attempt: return an unsatisfiable fact so that check() rejects it
            return [{"kind": "name", "needles": ["\u0000unsatisfiable"]}], [("user", "x")] * 140

    def _build(self):
        r = self.rng
        slots = []
        for k in KINDS:
            for _ in range(self.per_kind):
                cs = CARRIERS[k]
                tot = sum(w for _, w in cs)
                x = r.random() * tot
                for c, w in cs:
                    x -= w
                    if x <= 0:
                        break
                slots.append((c, k))
        by = {}
        for c, k in slots:
            by.setdefault(c, []).append(k)
        groups = []
        for c, ks in by.items():
            r.shuffle(ks)
            while ks:
                if c == "U":
                    n = 1 if r.random() < 0.6 else (2 if r.random() < 0.85 else 3)
                else:
                    n = r.randint(1, GROUP_MAX[c])
                groups.append((c, ks[:n]))
                ks = ks[n:]
        r.shuffle(groups)
        eps = []
        for c, ks in groups:
            fn = {"U": self.ep_user, "PCSV": self.ep_pcsv, "PPROG": self.ep_pprog, "PFWD": self.ep_pfwd,
                  "PTECH": self.ep_ptech, "PFIN": self.ep_pfin, "TREG": self.ep_treg, "TTECH": self.ep_ttech,
                  "TVEND": self.ep_tvend, "TCAL": self.ep_tcal}[c]
            ep = fn(ks)
            if r.random() < 0.3:
                ep = ep + [("user", r.choice(ZREACTS if self.zh else REACTS))]
            eps.append(ep)

        def nmsg(lst):
            return sum(1 for e in lst for it in e if it[0] != "tool")
        base = nmsg(eps) + 2
        lo = max(136, base + 16)
        target = r.randint(lo, max(lo + 12, min(262, base + 56))) if lo <= 262 else base + 4
        fillers = list(ZFILLERS if self.zh else FILLERS)
        r.shuffle(fillers)
        fi = 0
        while nmsg(eps) + 2 < target:
            f = fillers[fi % len(fillers)]
            fi += 1
            pos = r.randint(0, len(eps))
            eps.insert(pos, list(f))
        if self.zh:
            intro = [("user", "\u4f60\u597d\uff0c\u6211\u8fd9\u8fb9\u5728\u7b79\u5907%s\u7684%s\uff0c\u4e09\u5929\uff0c\u5927\u6982\u4e09\u767e\u4eba\uff0c\u63a5\u4e0b\u6765\u51e0\u4e2a\u6708\u5f88\u591a\u4e8b\u60c5\u8981\u9ebb\u70e6\u4f60\u5e2e\u6211\u8bb0\u7740\u3002\u6709\u4e8b\u6211\u5c31\u76f4\u63a5\u53d1\u8fc7\u6765\u4e86\u3002" % (self.uni, self.conf)),
                     ("assistant", "\u60a8\u597d\uff01\u6ca1\u95ee\u9898\uff0c\u4e09\u5929\u3001\u4e09\u767e\u4eba\u7684\u56fd\u9645\u4f1a\u8bae\u4e8b\u60c5\u786e\u5b9e\u591a\u3002\u60a8\u6709\u4ec0\u4e48\u76f4\u63a5\u53d1\u8fc7\u6765\u5c31\u884c\uff0c\u6211\u4f1a\u5e2e\u60a8\u6574\u7406\u4eba\u5458\u5206\u5de5\u3001\u65f6\u95f4\u8282\u70b9\u3001\u9884\u7b97\u3001\u6280\u672f\u4fe1\u606f\u548c\u5f85\u529e\u95ee\u9898\uff0c\u9700\u8981\u8d77\u8349\u90ae\u4ef6\u6216\u8005\u901a\u77e5\u4e5f\u968f\u65f6\u8bf4\u3002")]
        else:
            intro = [("user", "Good morning. As you know, I am organising %s here at %s \u2014 three days in the summer, some three hundred delegates \u2014 and I shall be leaning on you rather heavily over the coming months. I shall send things through as they arrive; do keep track of it all, as I certainly shan't." % (self.conf, self.uni)),
                     ("assistant", "Good morning! Happy to help. Send things through as they come in and I'll keep track of people and roles, key dates, budget figures, technical details, decisions, your rules, and the open questions still waiting on someone. I can also draft emails, checklists and briefing notes whenever you need them.")]
        seq = intro + [it for e in eps for it in e]
        return self.facts, seq

    def tool_rows(self, name, payload):
        return json.dumps(payload["args"], ensure_ascii=False), payload["output"]


# ==================================================================== run protocol (copied from gen_bn.py, ids/class adapted)

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
            cid = "call_cg%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cg%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cg%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cg%d" % n, "createdAt": ts,
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
            facts, rows = make_rows(ConfConv(seed, zh, per_kind, attempt))
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

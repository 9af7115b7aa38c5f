#!/usr/bin/env python3
"""Held-out retention set "cy": a property-insurance claims handler at a regional insurer.

She handles household and small-commercial property claims for a regional mutual in Yorkshire:
storm (ridge tiles, flat roofs, chimney stacks, shop signs and plate glass), escape of water
(bath wastes, loft pipes, failed flexi hoses, the flat above the shop) and subsidence (cracked
extensions, willows next door, leaking drains, crack and level monitoring).  Between calls she
chats with her assistant: pastes emails from loss adjusters, contractors, policyholders, her team
leader and the IT service desk (headers, quoted replies, signatures with phone numbers), asks for
reserve calculations, file notes and letter drafts, and grumbles about the VPN and the MI
reporting database she exports from (psql/sqlcmd/PowerShell/curl/Excel formulas, an internal
report server on some port).  Style: professional but hurried, trade shorthand (LA, EoW, DAC,
CoA, TPA, PH, xs, FNOL, ALE, BI, reserve), a few typos, and lots of numbers that are not needles:
other claim refs, excesses, reserves, payments, postcodes, phone numbers and extensions.  The
assistant uses tools: claim_lookup (JSON from the claims system), payments_ledger (a text
table) and diary (list/add appointments).  The last seed's conversation is in Simplified
Chinese: a 理赔 handler at a property insurer in Hangzhou (定损员, 公估, 免赔额, 预估赔款, 台风,
水管爆裂, 地基沉降, 小商铺营业中断) pasting WeChat chats and emails.

Facts are seeded as needles inside long chat messages, pasted emails (body lines and
signatures), tool results the user asked for (ledger rows), assistant replies that restate what
the user said (file notes, summaries, diary confirmations) and assistant-suggested commands.
Decisions carry (choice, reason), constraints (action, condition), questions one subject clause
that is asked in passing and never answered.  Some decisions are first floated differently and
reversed later (only the later one is a needle); some amounts and dates are corrected in the
same message (only the final one is a needle); claim references are looked up with the claim
tool; a round-up near the end restates a few earlier facts.  The uniqueness check accounts for
all planned repeats.

usage: gen_cy.py OKBOT WORKDIR [SEED...]
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

START = date(2027, 2, 15)
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
WD_EN = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WD_ZH = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]


def ordinal(d):
    if 11 <= d % 100 <= 13:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def gbp(v):
    if abs(v - round(v)) < 0.005:
        return "£{:,}".format(int(round(v)))
    return "£{:,.2f}".format(v)


def yuan(v):
    if abs(v - round(v)) < 0.005:
        return "%d元" % int(round(v))
    return "%.2f元" % v


# ----------------------------------------------------------------------------------------------
# English material
# ----------------------------------------------------------------------------------------------

EN_INSURERS = [("Pennine Mutual", "penninemutual.co.uk", "PM"), ("Dales & Coast Insurance", "dalescoast.co.uk", "DC"),
               ("Wharfedale Mutual", "wharfedalemutual.co.uk", "WM"), ("Calder Vale Insurance", "caldervale.co.uk", "CV"),
               ("Ridings Mutual", "ridingsmutual.co.uk", "RM")]
EN_HANDLERS = [("Claire", "Whitfield"), ("Dawn", "Mellor"), ("Sophie", "Ambler"), ("Natalie", "Brook"),
               ("Lauren", "Firth"), ("Gemma", "Stansfield")]
EN_TL = ["Gareth", "Mandy", "Sunil", "Colin", "Bev"]
EN_COL = ["Tomasz", "Jas", "Kerry", "Dean", "Shona", "Lee", "Aisha", "Ryan"]
EN_LAFIRMS = [("Brigg & Marsh Adjusting", "briggmarsh.co.uk", "BMA"), ("Calder Claims Services", "calderclaims.co.uk", "CCS"),
              ("Harlow Loss Adjusters", "harlowla.co.uk", "HLA"), ("Northern Adjusting Partnership", "nap-adjusting.co.uk", "NAP"),
              ("Wolds Loss Adjusting", "woldsla.co.uk", "WLA")]
EN_CONTRACTORS = [("Aire Valley Restoration", "airevalleyrestoration.co.uk", "AVR"), ("DryTech North", "drytechnorth.co.uk", "DTN"),
                  ("Pennine Roofing & Building", "pennineroofing.co.uk", "PRB"), ("K&S Building Services", "ksbuilding.co.uk", "KSB"),
                  ("Moorside Property Repairs", "moorsiderepairs.co.uk", "MPR"), ("Holme Valley Builders", "hvbuilders.co.uk", "HVB")]
EN_ENGFIRMS = ["Structa Consulting Engineers", "Kirk & Webb Structural", "Ouse Valley Engineering"]
EN_ARB = ["Treewise Arboriculture", "Greenline Tree Consultants"]
EN_TPA = ["HomeAssist Claims", "ClaimLink TPA", "Northern Claims Solutions"]
EN_BROKERS = ["Ackworth Insurance Brokers", "Towngate Brokers", "Ilkley & District Insurance Services"]
EN_SOL = ["Mortimer Shaw LLP", "Dobson & Reay Solicitors", "Hepworth Lane Law"]
EN_EST = ["PropertyEstimate", "Symbility", "ScopeWriter"]
EN_TOWNS = [("Otley", "LS21"), ("Harrogate", "HG2"), ("Shipley", "BD18"), ("Headingley", "LS6"), ("Ilkley", "LS29"),
            ("Knaresborough", "HG5"), ("Halifax", "HX1"), ("Wakefield", "WF1"), ("York", "YO31"), ("Huddersfield", "HD1"),
            ("Keighley", "BD21"), ("Pudsey", "LS28"), ("Ripon", "HG4"), ("Skipton", "BD23")]
EN_STREETS = ["Beck Lane", "Fern Road", "Westville Way", "Cliffe Terrace", "Moorfield Drive", "Ashgrove", "Kirkgate",
              "Bridge Street", "Park Avenue", "Station Road", "Mill Lane", "Victoria Road", "Hawthorn Close", "Chapel Street",
              "Albion Terrace", "Granby Road", "Spring Bank", "Lidget Hill", "Wharf Street", "Oakroyd Crescent"]
EN_SHOPS = ["bakery", "hairdresser's", "florist", "off-licence", "barber's", "café", "hardware shop", "dry cleaner's",
            "chippy", "newsagent's", "deli"]
EN_FIRST = ["Dave", "Sue", "Karen", "Mark", "Steve", "Julie", "Phil", "Andrea", "Rob", "Lorraine", "Gary", "Nicola",
            "Craig", "Helen", "Darren", "Tracy", "Ian", "Wendy", "Paul", "Jo"]
EN_SUR = ["Hughes", "Dawson", "Whitaker", "Brennan", "Greenwood", "Ackroyd", "Holt", "Sutcliffe", "Barraclough",
          "Pickles", "Ormerod", "Fairburn", "Lister", "Haigh", "Crossley", "Rowntree", "Kaur", "Begum", "Hussain",
          "Nowak", "Wood", "Mitchell", "Appleyard", "Illingworth"]
EN_NFIRST = ["Priya", "Callum", "Ifeoma", "Declan", "Marta", "Hamish", "Yusuf", "Beatrix", "Ewan", "Saoirse", "Tobias",
             "Anjali", "Rhodri", "Keziah", "Florin", "Imogen", "Kwame", "Niamh", "Oskar", "Leonie", "Caspar", "Zainab",
             "Fergus", "Elif", "Ruairi", "Hollie", "Bartosz", "Aoife", "Dominic", "Shreya"]
EN_NLAST = ["Raman", "Okonkwo", "Fitzgerald", "Lindqvist", "Abernethy", "Castellano", "Adeyemi", "Pemberton",
            "Kowalczyk", "Thorburn", "Achterberg", "Quayle", "Ferreira", "Halloran", "Szymanski", "Nakamura", "Oyelaran",
            "Strachan", "Bhattacharya", "Rourke", "Eriksen", "Papadakis", "Tennant", "Oduya", "Gallacher", "Hendry", "Varga",
            "Mulvaney", "Sorensen", "Ogunleye"]

# claim types: (peril code, premises, descriptions)
EN_CLAIM_TYPES = [
    ("Storm", "home", ["roof tiles off and water into the back bedroom", "chimney stack came down through the garage roof",
                       "flat roof membrane peeled back on the extension", "ridge tiles and a section of the gable verge",
                       "tree down onto the conservatory"]),
    ("EoW", "home", ["leak from the bath waste through the kitchen ceiling", "burst pipe in the loft while they were away",
                     "failed flexi hose under the kitchen sink, whole ground floor", "shower tray seal, rotten joists underneath",
                     "pipe under the utility floor, laminate lifting everywhere"]),
    ("Subsidence", "home", ["cracking to the rear extension", "diagonal cracks above the bay window",
                            "doors sticking and stepped cracking in the gable", "cracks in the kitchen, willow next door",
                            "leaking drain under the kitchen, floor dropping"]),
    ("Storm", "shop", ["shop sign and the flat roof over the back store", "water through the roof onto the stock",
                       "plate glass window blown in overnight"]),
    ("EoW", "shop", ["flat above leaked into the shop", "burst pipe in the back store, stock ruined"]),
]
PERIL_LONG_EN = {"Storm": "Storm", "EoW": "Escape of water", "Subsidence": "Subsidence"}

# name facts: (role, user, (email role, email), restate)
EN_NAME = [
    ("la", "LA on {lbl} has changed, it's {N} at {lafirm} now. mob {mob}", ("sign", None),
     "I'll address the reply to {N} at {lafirm}."),
    ("engineer", "structural engineer for {lbl} is {N} from {engfirm}, they're ringing the PH direct to sort access",
     ("la", "{engfirm} have allocated {N} as the structural engineer, who will contact your policyholder direct to arrange access."),
     "Engineer: {N} ({engfirm})."),
    ("surveyor", "{contractor} are sending {N} out to scope {lbl}",
     ("con", "Our surveyor {N} will attend to scope the works and will ring ahead on the morning."),
     "Surveyor: {N} from {contractor}."),
    ("daughter", "PH on {lbl} is in hospital, her daughter {N} is dealing with it all now, 3rd party auth is on file",
     ("la", "Please note that {ph}'s daughter, {N}, is now the main point of contact; we hold her written authority."),
     "Main contact: {N} (daughter, authority on file)."),
    ("neighbour", "neighbour at no. {nno} is {N}, it's their willow thats the problem on {lbl}",
     ("la", "The willow in question is in the rear garden of No. {nno}, owned by {N}."),
     "Tree owner: {N}, No. {nno}."),
    ("tpa", "new contact at {tpa} is {N}, ext {ext}, the old one left apparently",
     ("any", "From Monday your day-to-day contact at {tpa} will be {N} (ext {ext})."),
     "TPA contact: {N}, ext {ext}."),
    ("complaints", "complaints have put {N} on the {lbl} complaint, they want the file by Friday", None,
     "Complaint handler: {N}."),
    ("fraud", "{N} in counter-fraud is picking up {lbl}, so nothing to the PH about the invoices for now", None,
     "Counter-fraud: {N} (no mention of the invoice query to the PH)."),
    ("broker", "broker on the {lbl} policy is {N} at {broker}, cc them on everything from now",
     ("any", "I have copied in {N} at {broker}, who placed the cover."),
     "Broker: {N} ({broker}), cc on all correspondence."),
    ("arborist", "{N} from {arb} did the tree survey on {lbl}, report's on the file now",
     ("la", "The arboricultural survey was carried out by {N} of {arb}; a copy is attached."),
     "Arborist: {N} ({arb})."),
    ("occupier", "{lbl} is actually run day to day by {N}, the leaseholder, not the PH",
     ("la", "The premises are occupied by the leaseholder, {N}, who runs the business day to day."),
     "Occupier/leaseholder: {N}."),
    ("drying", "drying tech on {lbl} is {N}, actually turns up when they say they will, miracle",
     ("con", "Our technician {N} will carry out the weekly moisture readings until the property is signed off dry."),
     "Drying technician: {N}."),
    ("solicitor", "PH on {lbl} has gone to a solicitor, {N} at {solfirm}. everything in writing from now on", None,
     "PH's solicitor: {N} ({solfirm}); all contact in writing."),
]

# port contexts: (user, email or None, restate)
EN_PORT = [
    ("fyi the MI report server moved, it's https://mi-reports.{dom}:{N}/ now. all my bookmarks broken obvs",
     "From Monday the MI Reports server will be available at https://mi-reports.{dom}:{N}/ - please update any bookmarks.",
     "New MI reports address: https://mi-reports.{dom}:{N}/"),
    ("IT say the read-only copy of the claims DW is on port {N} now so my psql connection needs changing",
     "The read-only claims DW replica now listens on port {N}; the old port closes at month end.",
     "DW replica port: {N}."),
    ("LA reports SFTP is on port {N} not 22, thats why the download kept failing",
     "The LA reports SFTP service runs on port {N}, not the default 22.",
     "SFTP for LA reports: port {N}."),
    ("the VPN needs port {N} open, the hotel wifi last week was blocking it, that's why I couldn't get on",
     "The new VPN gateway uses port {N}; some public and hotel wifi networks block it.",
     "VPN gateway port: {N}."),
    ("letter templates not loading again. {col} says the doc-gen service on port {N} is down",
     "The document generation service (port {N}) will be restarted at 12:30 today; templates may not load until then.",
     "Doc-gen service: port {N}."),
    ("{est} licence server is on port {N}, need to tell IT the home firewall's blocking it",
     "The {est} licence server listens on port {N}; home routers occasionally block it.",
     "{est} licence server: port {N}."),
    ("new reserves dashboard is up, http://claims-bi01:{N}/dash/reserves . looks nice but half the numbers are wrong", None,
     "Reserves dashboard: http://claims-bi01:{N}/dash/reserves"),
    ("the csv export API listens on {N}, if the script hangs that's the one to check",
     "The CSV export API listens on port {N}; if your script hangs please check it can reach that port.",
     "CSV export API: port {N}."),
    ("LA portal test site for Friday's training is on :{N}, not the live one",
     "For Friday's training please use the LA portal test site on port {N}, not live.",
     "LA portal test site: port {N}."),
    ("home set-up needs the proxy on port {N} for {est} otherwise nothing syncs", None,
     "Proxy for {est}: port {N}."),
    ("complaints MI dashboard lives on port {N} on the bi box apparently, who knew",
     "The complaints MI dashboard is hosted on the BI server, port {N}.",
     "Complaints MI dashboard: port {N}."),
]

EN_VERSION = [
    ("ClaimCentre went to {N} overnight and now the reserve screen takes about a minute to load",
     "ClaimCentre will be upgraded to version {N} overnight on Sunday; expect a short outage from 22:00.",
     "ClaimCentre now on {N}."),
    ("GlobalProtect keeps nagging me to update to {N}, just clicking yes",
     "Please update GlobalProtect to {N} before Friday; older clients will be blocked from the VPN.",
     "GlobalProtect {N}."),
    ("{est} is on {N} here but the LA's on an older one so their estimate won't import",
     "{est} has been updated to {N}; estimates from older versions may need re-exporting.",
     "{est} version {N}."),
    ("MI export tool {N} has changed the csv columns AGAIN, my tracker's broken", None,
     "MI export tool {N} (new column layout)."),
    ("use the reserving workbook v{N}, the old one has the wrong fee %", None,
     "Reserving workbook v{N}."),
    ("LA portal upgraded to {N}, doc upload finally works",
     "The LA portal has been upgraded to {N}; document upload limits are now 50MB.",
     "LA portal {N}."),
    ("Acrobat {N} has broken the redaction tool, the black boxes come out grey", None,
     "Acrobat {N} redaction issue."),
    ("psql on my laptop is {N}, {col} reckons that's fine against the DW", None,
     "Your psql client is {N}."),
    ("doc-gen template pack {N} has the new storm declinature wording in it",
     "Template pack {N} includes the revised storm declinature and EoW settlement letters.",
     "Template pack {N}."),
    ("site photo app is on {N} now, LAs can upload straight onto the file",
     "The site photo app {N} now uploads directly to the claim file.",
     "Site photo app {N}."),
    ("the BACS file tool is {N}, finance say anything older gets bounced", None,
     "BACS file tool {N}."),
]

# money contexts: (key, lo, hi, pence_prob, user, (email role, email), restate)
EN_MONEY = [
    ("scope", 3000, 28000, 0.3, "LA's agreed the scope on {lbl} at {N} inc VAT",
     ("la", "We have agreed the scope of works with the contractor at {N} including VAT."), "Agreed scope: {N} inc VAT."),
    ("quote", 1500, 14000, 0.2, "roofer's quote for {lbl} came in at {N} + VAT",
     ("con", "Our quotation for the roof repairs is {N} plus VAT, valid for 30 days."), "Roof quote: {N} + VAT."),
    ("interim", 1000, 9000, 0.0, "want to get an interim of {N} out to the PH on {lbl} this week", None,
     "Interim payment: {N}."),
    ("ale", 900, 2600, 0.0, "ALE on {lbl} is {N} a month, the rental's a 2 bed round the corner",
     ("any", "The rental property has been secured at {N} per calendar month."), "ALE: {N} per month."),
    ("settle", 4000, 40000, 0.2, "going to offer {N} full and final on {lbl}", None,
     "Full and final offer: {N}."),
    ("stock", 800, 15000, 0.5, "stock loss at {lbl} comes out at {N} at cost",
     ("la", "The stock loss has been validated at {N} at cost price."), "Stock loss: {N} at cost."),
    ("drying", 600, 4800, 0.7, "drying invoice for {lbl} is {N}",
     ("con", "Please find attached our invoice for drying, totalling {N}."), "Drying invoice: {N}."),
    ("bi", 2000, 18000, 0.3, "BI claim from {lbl} is {N} for the six weeks they were shut",
     ("la", "The business interruption loss for the closure period is calculated at {N}."), "BI: {N}."),
    ("tree", 450, 3800, 0.0, "tree surgeon's quote to take the willow out on {lbl} is {N}",
     ("any", "The quotation to fell and remove the willow is {N}."), "Tree removal quote: {N}."),
    ("underpin", 18000, 85000, 0.0, "engineer's ballpark for underpinning {lbl} is {N}, which is grim",
     ("la", "The engineer's preliminary estimate for underpinning is {N}."), "Underpinning estimate: {N}."),
    ("fee", 350, 1900, 0.6, "engineer's fee note on {lbl} is {N}",
     ("any", "Our fee note for the structural inspection is {N}."), "Engineer's fee: {N}."),
]

# date contexts: (key, user, (email role, email), restate)
EN_DATE = [
    ("lavisit", "LA going out to {lbl} on {N}", ("la", "I will attend the property on {N} at 10am."), "LA visit: {N}."),
    ("engvisit", "engineer's booked in at {lbl} for {N}", ("la", "The engineer will inspect on {N}."), "Engineer visit: {N}."),
    ("monitor", "monitoring on {lbl} finishes {N}", ("la", "Crack and level monitoring will run until {N}."),
     "Monitoring ends: {N}."),
    ("complaint", "8 week deadline on the {lbl} complaint is {N}", None, "Complaint 8-week deadline: {N}."),
    ("reopen", "{lbl} wants to reopen by {N}", ("la", "The insured intends to reopen on {N}."),
     "Target reopening: {N}."),
    ("start", "contractor can start on {lbl} on {N}", ("con", "We can start on site on {N}."), "Works start: {N}."),
    ("dry", "final drying readings on {lbl} are {N}", ("con", "Final moisture readings are scheduled for {N}."),
     "Final drying check: {N}."),
    ("away", "PH on {lbl} is away till {N}, no access before then",
     ("any", "The policyholder is abroad until {N} and cannot give access before then."), "PH away until {N}."),
    ("tree", "tree surgeons booked for {lbl} on {N}", ("any", "The tree works are booked for {N}."),
     "Tree works: {N}."),
    ("renewal", "policy on {lbl} renews {N} so want it settled before that", None, "Renewal: {N}."),
    ("fos", "FOS want our file on {lbl} by {N}", None, "FOS file deadline: {N}."),
    ("audit", "team file audit is {N}, need my diaries up to date before", None, "File audit: {N}."),
]

# id contexts: (key, user, (email role, email), restate)
EN_ID = [
    ("claim", "claim no for {lbl} is {N}, the {desc} one", None, None),
    ("laref", "LA's ref on {lbl} is {N} now, they changed it after their system migration",
     ("la", "Please quote our new reference {N} on all correspondence."), "LA ref: {N}."),
    ("complaint", "complaint ref on {lbl} is {N}", None, "Complaint ref: {N}."),
    ("fos", "FOS ref for {lbl} is {N}, they've just acknowledged", None, "FOS ref: {N}."),
    ("payment", "BACS ref for the interim on {lbl} was {N} if the PH says it hasn't arrived", None,
     "Interim BACS ref: {N}."),
    ("po", "raised PO {N} for the drying on {lbl}", None, "PO: {N}."),
    ("job", "{contractor} job no for {lbl} is {N}", ("con", "Our job number for this property is {N}."),
     "{contractor} job no: {N}."),
    ("policy", "policy number on {lbl} is actually {N}, not the one on the FNOL", None, "Correct policy no: {N}."),
    ("recovery", "recovery file for {lbl} opened, {N}", None, "Recovery file: {N}."),
    ("engref", "engineer's report ref for {lbl} is {N}",
     ("la", "The engineer's report (ref {N}) is attached."), "Engineer's report ref: {N}."),
]

# decisions: (need, choice, reason, alt)
EN_DECISION = [
    ("any", "cash settle the kitchen", "their own builder is cheaper", "use our panel builder for the kitchen"),
    ("eow", "appoint a second drying contractor", "the first one has missed three visits", "give the drying firm one more week"),
    ("storm", "decline the fence element", "fences aren't covered for storm on this wording", "pay the fence as a goodwill gesture"),
    ("subs", "move it to crack monitoring", "the engineer wants a full seasonal cycle", "go straight to underpinning"),
    ("any", "pay ex gratia for the carpets", "the complaint risk isn't worth it", "hold firm on the carpet decline"),
    ("any", "switch to a different LA firm", "they've missed every SLA since January", "stick with the current LA"),
    ("any", "reserve to the full rebuild cost", "the structural report came back worse", "keep the reserve where it is"),
    ("storm", "use the panel roofer", "they can be on site within five days", "let the PH use their own roofer"),
    ("any", "refer the invoice to counter-fraud", "the invoice dates don't line up", "just pay the invoice"),
    ("any", "apply average to the contents", "the sum insured is a third short", "pay the contents in full"),
    ("shop", "reject the BI element", "the shop was shut for a refit anyway", "pay BI for the whole period"),
    ("subs", "approve the tree removal", "the arborist confirmed root activity", "wait for the level monitoring"),
    ("any", "keep the file open", "the neighbour might bring a TP claim", "close the file this week"),
    ("subs", "book a drainage CCTV survey", "the engineer suspects a collapsed drain", "skip the drainage survey"),
    ("home", "pay the ALE monthly in advance", "the landlord wants rent up front", "pay the ALE in arrears"),
    ("eow", "waive the excess", "our contractor caused the second leak", "apply the excess as normal"),
    ("shop", "cash settle the damaged stock", "the supplier can't replace the units until summer", "replace the stock like for like"),
    ("any", "send it out to the TPA", "we're two handlers down until April", "keep it in-house"),
]

# constraints: (need, action, condition, sentence)
EN_CONSTRAINT = [
    ("any", "release the interim payment", "until the LA report is in", "don't {A} on {lbl} {C}"),
    ("any", "phone the PH", "before 11am", "never {A} on {lbl} {C}, she works nights"),
    ("none", "run the reserve export", "after the 6pm DW refresh", "only {A} {C}, otherwise the numbers are a day old"),
    ("shop", "book site visits at the shop", "outside trading hours", "{lbl}: only {A} {C}, the owner's adamant"),
    ("subs", "close the subsidence file", "before the monitoring ends", "we can't {A} on {lbl} {C}"),
    ("none", "authorise anything over my limit", "without {tl} signing it off", "I can't {A} {C}"),
    ("any", "share the engineer's report", "until legal have reviewed it", "don't {A} on {lbl} with the PH {C}"),
    ("any", "pay the settlement by BACS", "only to the account on the policy", "on {lbl} {A} {C}, no third-party accounts"),
    ("eow", "start the strip-out", "until the moisture readings are signed off", "contractor mustn't {A} on {lbl} {C}"),
    ("any", "issue the settlement letter", "until the mortgagee has consented", "can't {A} on {lbl} {C}"),
    ("none", "restart the export job", "outside the overnight batch window", "only {A} {C}, IT get grumpy otherwise"),
    ("any", "pay the contractor direct", "only with a signed mandate from the PH", "on {lbl} we'll {A} {C}"),
    ("any", "send anything to the PH's solicitor", "without copying in complaints", "don't {A} on {lbl} {C}"),
    ("none", "email the claim pack", "only through the secure portal", "{A} {C}, never as a normal attachment"),
    ("none", "reopen a closed claim", "without a new peril code", "the system won't let you {A} {C}"),
    ("subs", "order the drainage survey", "once the PH has signed the access form", "we can only {A} on {lbl} {C}"),
]

# questions: (needle, sentence with {Q})
EN_QUESTION = [
    ("the alternative accommodation cap", "is {Q} per claim or per policy year on the Home Plus wording?"),
    ("Flood Re eligibility for the shop", "how does {Q} work when there's a flat above it?"),
    ("the matching sets clause", "does {Q} kick in if only half the kitchen floor tiles are damaged?"),
    ("VAT on the contractor's labour", "if the PH is VAT registered do we still pay {Q}?"),
    ("the salvage value of the ruined stock", "who actually sets {Q}, us or the LA?"),
    ("the limitation period for the plumber recovery", "when does {Q} start running, DOL or when we paid?"),
    ("the mortgagee's name on the payment", "do we need {Q} once it's over 10k?"),
    ("the new TPA's escalation route", "what's {Q} if they just sit on a claim?"),
    ("the loss of rent indemnity period", "is {Q} 12 or 24 months on the landlord policies?"),
    ("the unoccupancy clause", "does {Q} bite if they've been in hospital for 45 days?"),
    ("the storm wind speed threshold", "what's {Q} in our wording now, is it still 55mph?"),
    ("the trace and access limit", "does {Q} reset each policy year or is it per claim?"),
    ("the excess on the 2027 subsidence wording", "has {Q} actually changed or is that just the broker's summary?"),
    ("the accidental damage extension for shop glass", "is {Q} automatic on Shop & Office or an add-on?"),
    ("the rules on forwarding medical notes", "what are {Q} to the LA, is PH consent enough?"),
    ("the dehumidifier electricity allowance", "is there a standard weekly figure for {Q} or do we always go off meter readings?"),
]
EN_Q_PRE = ["random q:", "btw", "also while I think of it,", "not urgent but", "something I've never been clear on -",
            "q for later:", "oh and"]
EN_Q_POST_END = ["anyway.", "will look it up later.", "", "no idea tbh."]
EN_Q_POST_MID = ["anyway, more urgent:", "anyway moving on.", "anyway.", ""]


# ----------------------------------------------------------------------------------------------
# Chinese material
# ----------------------------------------------------------------------------------------------

ZH_INSURERS = [("钱塘财产保险", "qtpic.com.cn", "QT"), ("之江财险", "zjcx.com.cn", "ZJ"), ("西溪保险", "xixiins.cn", "XX")]
ZH_HANDLERS = ["陈静", "沈佳", "吴倩", "陆雯"]
ZH_TL = ["刘科", "周经理", "徐主任"]
ZH_COL = ["小徐", "阿敏", "小杨", "老蒋", "小叶"]
ZH_LAFIRMS = [("钱江保险公估", "qjgg.com.cn", "QJGG"), ("恒信公估", "hxgg.cn", "HXGG"), ("诚正保险公估", "czgg.com.cn", "CZGG")]
ZH_CONTRACTORS = [("安居管道维修", "AJ"), ("匠心装修工作室", "JX"), ("顺达防水", "SD"), ("绿洲房屋修缮", "LZ"), ("干燥家除湿服务", "GZ")]
ZH_ENGFIRMS = ["浙同结构检测", "之江建筑安全鉴定所", "杭城工程检测中心"]
ZH_ARB = ["西湖园林养护", "绿荫树木养护"]
ZH_TPA = ["诚安理赔服务", "联保理赔服务"]
ZH_BROKERS = ["众诚保险经纪", "钱塘保险经纪"]
ZH_SOL = ["汇信律师事务所", "天册明德律师事务所"]
ZH_EST = ["定损宝", "房屋定损通"]
ZH_AREAS = ["西湖区", "拱墅区", "余杭区", "滨江区", "萧山区", "上城区"]
ZH_ROADS = ["文三路", "莫干山路", "古墩路", "丰潭路", "江南大道", "良睦路", "湖墅南路", "文一西路", "学院路", "建国北路",
            "凤起东路", "教工路", "天目山路", "秋涛路", "东新路", "金城路"]
ZH_SHOPS = ["奶茶店", "便利店", "理发店", "花店", "面馆", "烟酒店", "洗衣店", "五金店", "水果店"]
ZH_SUR = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙", "马", "朱", "胡", "郭", "何", "高", "林",
          "罗", "郑", "梁", "谢", "宋", "唐", "许", "韩", "冯", "邓", "曹", "彭", "曾", "肖", "田", "董", "袁", "潘", "蒋", "蔡"]
ZH_GIVEN = ["建国", "晓峰", "雨桐", "志强", "丽华", "海波", "婷婷", "俊杰", "秀英", "明辉", "佳怡", "文博", "国栋", "静怡",
            "子轩", "美玲", "伟东", "慧敏", "振华", "春燕", "一鸣", "思远", "若曦", "宏伟", "凤英", "立新", "嘉豪", "晨阳"]
ZH_FSUR = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙", "沈", "钱", "陆", "方"]

ZH_CLAIM_TYPES = [
    ("台风", "home", ["台风过后屋顶瓦片掀了，后面卧室进水", "阳台封窗玻璃被吹碎，雨水灌进客厅", "露台防水层被掀开，楼下天花板渗水",
                     "院子里的大树倒下来压坏了阳光房"]),
    ("水管爆裂", "home", ["楼上卫生间下水管漏水，厨房吊顶泡坏了", "春节回老家期间阁楼水管冻裂", "厨房水槽下软管爆了，一楼全泡了",
                       "淋浴房防水失效，楼板下面的木龙骨都烂了"]),
    ("地基沉降", "home", ["后面加建部分墙体开裂", "飘窗上方斜向裂缝", "门关不上，山墙阶梯状开裂", "隔壁大香樟树根导致厨房开裂",
                       "厨房下面排水管渗漏，地面下沉"]),
    ("台风", "shop", ["店招被吹落，后仓平屋顶漏水", "屋顶漏水淋湿了货架上的货", "门面玻璃被台风吹爆"]),
    ("水管爆裂", "shop", ["楼上住户漏水流进店里", "后仓水管爆裂，库存全泡了"]),
]

ZH_NAME = [
    ("la", "{lbl}的定损员换人了，现在是{lafirm}的{N}，手机{mob}", ("sign", None), "回复抬头写{lafirm}的{N}。"),
    ("engineer", "{lbl}的结构工程师是{engfirm}的{N}，会直接联系客户约时间",
     ("la", "{engfirm}已指派{N}作为结构工程师，将直接与被保险人联系上门时间。"), "结构工程师：{N}（{engfirm}）。"),
    ("surveyor", "{contractor}派{N}去{lbl}量尺寸出方案", ("con", "我司将安排{N}上门勘察并出维修方案，出发前会电话联系。"),
     "勘察人员：{contractor}的{N}。"),
    ("daughter", "{lbl}的客户住院了，现在都是她女儿{N}在对接，授权书已经收到",
     ("la", "被保险人{ph}的女儿{N}现为主要联系人，授权委托书已附。"), "主要联系人：{N}（女儿，授权书在案）。"),
    ("neighbour", "隔壁{nno}号的业主叫{N}，就是他家那棵大香樟的问题", ("la", "涉事树木位于{nno}号后院，业主为{N}。"),
     "树木所有人：{N}，{nno}号。"),
    ("tpa", "{tpa}那边新的对接人是{N}，分机{ext}，原来那个离职了", ("any", "下周一起{tpa}的日常对接人为{N}（分机{ext}）。"),
     "服务商对接人：{N}，分机{ext}。"),
    ("complaints", "投诉组把{lbl}的投诉分给了{N}，周五前要交卷宗", None, "投诉处理人：{N}。"),
    ("fraud", "反欺诈组的{N}在跟{lbl}，发票的事先别跟客户提", None, "反欺诈：{N}（发票问题暂不告知客户）。"),
    ("broker", "{lbl}那张保单的经纪人是{broker}的{N}，以后邮件都抄送对方", ("any", "已抄送{broker}的{N}，该保单由其经手。"),
     "经纪人：{N}（{broker}），邮件均抄送。"),
    ("arborist", "{lbl}的树木评估是{arb}的{N}做的，报告已经上传系统", ("la", "树木评估由{arb}的{N}完成，报告见附件。"),
     "树木评估：{N}（{arb}）。"),
    ("occupier", "{lbl}其实是{N}在经营，是承租人，不是被保险人", ("la", "该商铺实际由承租人{N}经营。"), "实际经营人/承租人：{N}。"),
    ("drying", "{lbl}的除湿师傅叫{N}，这次终于准时了", ("con", "我司技术员{N}将每周上门测含水率，直至验收合格。"),
     "除湿技术员：{N}。"),
    ("solicitor", "{lbl}的客户请了律师，{solfirm}的{N}，以后一律书面沟通", None, "客户律师：{N}（{solfirm}），一律书面沟通。"),
]

ZH_PORT = [
    ("报表服务器搬了，现在是 https://bb.{dom}:{N}/ ，收藏夹全失效了", "自下周一起报表平台地址变更为 https://bb.{dom}:{N}/ ，请更新收藏夹。",
     "新的报表地址：https://bb.{dom}:{N}/"),
    ("信息部说理赔数仓的只读库端口改成{N}了，我psql连接得改", "理赔数据仓库只读库已改为{N}端口，旧端口月底关闭。", "只读库端口：{N}。"),
    ("公估报告的SFTP是{N}端口不是22，难怪一直下载失败", "公估报告SFTP服务端口为{N}，非默认22端口。", "公估报告SFTP端口：{N}。"),
    ("VPN要开{N}端口，上周酒店wifi给封了所以一直连不上", "新VPN网关使用{N}端口，部分公共wifi会拦截。", "VPN网关端口：{N}。"),
    ("通知书模板又打不开了，{col}说单证生成服务{N}端口挂了", "单证生成服务（端口{N}）将于今天12:30重启，期间模板可能无法加载。",
     "单证服务端口：{N}。"),
    ("{est}的授权服务器在{N}端口，得跟信息部说家里防火墙拦了", "{est}授权服务器端口为{N}，家用路由器可能会拦截。",
     "{est}授权端口：{N}。"),
    ("新的预估赔款看板上线了 http://bi01:{N}/dash/reserve ，好看是好看，一半数字是错的", None,
     "预估赔款看板：http://bi01:{N}/dash/reserve"),
    ("CSV导出接口是{N}端口，脚本卡住就查这个", "CSV导出接口监听{N}端口，脚本无响应请先检查该端口是否可达。", "导出接口端口：{N}。"),
    ("周五培训用的公估平台测试环境在{N}端口，别连生产", "周五培训请使用公估对接平台测试环境（端口{N}），勿用生产环境。",
     "公估平台测试环境：{N}端口。"),
    ("在家办公{est}要把代理设成{N}端口，不然同步不了", None, "{est}代理端口：{N}。"),
    ("投诉管理看板原来在BI服务器的{N}端口上", "投诉管理看板部署在BI服务器{N}端口。", "投诉看板端口：{N}。"),
]

ZH_VERSION = [
    ("理赔核心系统昨晚升级到{N}了，现在预估赔款页面要转一分钟", "理赔核心系统将于周日夜间升级至{N}版本，22:00起短暂停机。",
     "核心系统版本：{N}。"),
    ("EasyConnect一直提示我升级到{N}，我就直接点了", "请于周五前将EasyConnect客户端升级至{N}，旧版本将无法接入VPN。",
     "VPN客户端：{N}。"),
    ("{est}我们这边是{N}，公估那边还是老版本，报价导不进来", "{est}已升级至{N}，旧版本导出的估损单可能需要重新导出。",
     "{est}版本：{N}。"),
    ("报表导出工具{N}又改了CSV的列，我的台账又废了", None, "导出工具{N}（列顺序已变）。"),
    ("预估赔款测算模板用{N}版，老的那个公估费比例是错的", None, "测算模板{N}版。"),
    ("公估对接平台升级到{N}了，上传附件终于不报错了", "公估对接平台已升级至{N}，单个附件上限调整为50MB。", "公估平台{N}。"),
    ("PDF编辑器{N}把遮盖功能搞坏了，黑框变成灰的", None, "PDF编辑器{N}遮盖问题。"),
    ("我电脑上psql是{N}，{col}说连数仓没问题", None, "本机psql：{N}。"),
    ("单证模板包{N}里有新的台风拒赔通知书措辞", "单证模板包{N}已更新台风拒赔通知书及水管爆裂赔付协议模板。", "模板包{N}。"),
    ("移动查勘APP更新到{N}了，定损员可以直接传到案卷", "移动查勘APP {N}支持照片直接上传至案卷。", "查勘APP {N}。"),
    ("支付文件工具是{N}，财务说再老的版本银行会退", None, "支付文件工具{N}。"),
]

ZH_MONEY = [
    ("scope", 3000, 90000, 0.0, "{lbl}公估跟施工方核定的维修金额是{N}（含税）", ("la", "经与施工方核定，维修费用为{N}（含税）。"),
     "核定维修金额：{N}（含税）。"),
    ("quote", 1500, 40000, 0.0, "{lbl}屋面维修报价出来了，{N}不含税", ("con", "屋面维修报价为{N}（不含税），有效期30天。"),
     "屋面报价：{N}（不含税）。"),
    ("interim", 2000, 30000, 0.0, "想这周先给{lbl}的客户付一笔预付款，{N}", None, "预付款：{N}。"),
    ("ale", 2500, 9000, 0.0, "{lbl}的临时住宿费每个月{N}，就在小区隔壁租了个两室", ("any", "临时住房已落实，月租{N}。"),
     "临时住宿费：每月{N}。"),
    ("settle", 8000, 150000, 0.0, "{lbl}准备一次性协商赔付{N}", None, "一次性赔付：{N}。"),
    ("stock", 2000, 60000, 0.3, "{lbl}的货损按进价算下来是{N}", ("la", "经核实，库存损失按进价为{N}。"), "货损（进价）：{N}。"),
    ("drying", 1500, 12000, 0.3, "{lbl}的除湿烘干发票{N}", ("con", "附上除湿烘干费用发票，合计{N}。"), "烘干发票：{N}。"),
    ("bi", 5000, 80000, 0.0, "{lbl}营业中断损失报了{N}，停业六周", ("la", "停业期间营业中断损失经测算为{N}。"), "营业中断：{N}。"),
    ("tree", 1200, 15000, 0.0, "{lbl}砍树的报价是{N}", ("any", "香樟树砍伐及清运报价为{N}。"), "砍树报价：{N}。"),
    ("underpin", 60000, 380000, 0.0, "工程师说{lbl}地基加固大概要{N}，头大", ("la", "工程师初步估算地基加固费用约{N}。"),
     "地基加固估算：{N}。"),
    ("fee", 1500, 9000, 0.0, "{lbl}的检测费是{N}", ("any", "本次结构检测费用为{N}。"), "检测费：{N}。"),
]

ZH_DATE = [
    ("lavisit", "定损员{N}去{lbl}现场", ("la", "本人定于{N}上午10点到现场查勘。"), "定损查勘：{N}。"),
    ("engvisit", "{lbl}的工程师约在{N}上门", ("la", "结构工程师将于{N}上门检测。"), "工程师上门：{N}。"),
    ("monitor", "{lbl}的沉降监测{N}结束", ("la", "裂缝及沉降监测将持续至{N}。"), "监测结束：{N}。"),
    ("complaint", "{lbl}那个投诉的处理时限是{N}", None, "投诉时限：{N}。"),
    ("reopen", "{lbl}想在{N}前重新开门", ("la", "被保险人计划于{N}恢复营业。"), "计划复业：{N}。"),
    ("start", "施工队{N}可以进场{lbl}", ("con", "我司可于{N}进场施工。"), "进场日期：{N}。"),
    ("dry", "{lbl}最后一次含水率检测在{N}", ("con", "最终含水率检测安排在{N}。"), "最终含水率检测：{N}。"),
    ("away", "{lbl}的客户出国了，{N}才回来，之前进不了门", ("any", "被保险人出国，{N}前无法配合查勘。"), "客户{N}回国。"),
    ("tree", "{lbl}砍树约在{N}", ("any", "砍树作业安排在{N}。"), "砍树日期：{N}。"),
    ("renewal", "{lbl}的保单{N}续保，想在那之前结掉", None, "续保日：{N}。"),
    ("fos", "监管那边要我们{N}前交{lbl}的材料", None, "监管材料截止：{N}。"),
    ("audit", "组里案卷抽查定在{N}，之前要把跟进记录补齐", None, "案卷抽查：{N}。"),
]

ZH_ID = [
    ("claim", "{lbl}的报案号是{N}，就是{desc}那个", None, None),
    ("laref", "{lbl}公估那边的编号换成{N}了，他们系统迁移了", ("la", "请在往来函件中注明我司新编号{N}。"), "公估编号：{N}。"),
    ("complaint", "{lbl}的投诉单号是{N}", None, "投诉单号：{N}。"),
    ("fos", "{lbl}监管转办的编号{N}，刚收到回执", None, "监管转办编号：{N}。"),
    ("payment", "{lbl}预付款的支付流水号是{N}，客户说没到账就报这个", None, "预付款流水号：{N}。"),
    ("po", "{lbl}的烘干费开了采购单{N}", None, "采购单：{N}。"),
    ("job", "{contractor}给{lbl}的维修单号是{N}", ("con", "本项目维修单号为{N}。"), "维修单号：{N}。"),
    ("policy", "{lbl}正确的保单号是{N}，报案时登记的那个是错的", None, "正确保单号：{N}。"),
    ("recovery", "{lbl}的追偿立案了，编号{N}", None, "追偿编号：{N}。"),
    ("engref", "{lbl}的检测报告编号{N}", ("la", "检测报告（编号{N}）见附件。"), "检测报告编号：{N}。"),
]

ZH_DECISION = [
    ("any", "现金赔付厨房部分", "客户想自己找装修队", "由合作装修公司修复厨房"),
    ("eow", "换一家烘干公司", "原来那家三次没按时上门", "再给烘干公司一周时间"),
    ("storm", "拒赔围墙部分", "围墙不在台风责任范围内", "围墙按通融赔付处理"),
    ("subs", "先做裂缝监测", "结构工程师要看完整一个雨季", "直接做地基加固"),
    ("any", "地板按通融赔付", "投诉风险太大不值得", "坚持拒赔地板"),
    ("any", "换一家公估公司", "现在这家从一月起每次都超时", "继续用现在的公估"),
    ("any", "预估赔款按全部重建提", "结构报告比预想的严重", "预估赔款先不动"),
    ("storm", "用合作的屋面维修队", "他们五天内就能进场", "让客户自己找人修屋顶"),
    ("any", "把发票转给反欺诈组", "发票日期对不上", "直接按发票付款"),
    ("any", "家财部分按比例赔付", "保额差了三分之一", "家财部分足额赔付"),
    ("shop", "营业中断部分不赔", "店铺那段时间本来就在装修", "营业中断按全期赔"),
    ("subs", "同意砍掉那棵香樟树", "园林公司确认是树根导致的", "等沉降监测结果再说"),
    ("any", "案子先不结", "邻居可能会另外索赔", "这周就结案"),
    ("subs", "做一次管道CCTV检测", "工程师怀疑是排水管塌了", "不做管道检测"),
    ("home", "临时住宿费按月预付", "房东要求先付房租", "临时住宿费事后报销"),
    ("eow", "免掉这次的免赔额", "第二次漏水是我们合作的师傅造成的", "照常扣免赔额"),
    ("shop", "受损货物现金赔付", "供货商夏天之前补不了货", "按原样补货"),
    ("any", "委托给第三方理赔服务商", "组里四月前少两个人", "留在组里自己处理"),
]

ZH_CONSTRAINT = [
    ("any", "支付预付款", "在公估报告出来之前", "{lbl}{C}不要{A}"),
    ("any", "给客户打电话", "上午11点前", "{lbl}{C}千万别{A}，她上夜班"),
    ("none", "跑预估赔款导出", "晚上6点数仓刷新之后", "{A}要放在{C}，不然数据是前一天的"),
    ("shop", "安排上门查勘", "避开营业时间", "{lbl}{A}一定要{C}，老板很坚持"),
    ("subs", "结案归档", "沉降监测结束之前", "{lbl}{C}不能{A}"),
    ("none", "审批超权限的赔款", "没有{tl}签字", "{C}我不能{A}"),
    ("any", "把工程师报告发给客户", "法务审核之前", "{lbl}{C}不要{A}"),
    ("any", "赔款转账", "只能转到保单登记的账户", "{lbl}{A}{C}，第三方账户一律不行"),
    ("eow", "开始拆除", "含水率报告签字确认之前", "{lbl}施工方{C}不许{A}"),
    ("any", "出具赔款协议", "抵押银行同意之前", "{lbl}{C}不能{A}"),
    ("none", "重启导出任务", "避开夜间批处理时段", "{A}要{C}，不然信息部又要说"),
    ("any", "直接付款给维修方", "必须有客户签字的委托书", "{lbl}{A}{C}"),
    ("any", "给客户律师发材料", "必须同时抄送投诉组", "{lbl}{A}{C}"),
    ("none", "发送理赔材料", "只能走加密平台", "{A}{C}，不能用普通邮件附件"),
    ("none", "重开已结案件", "没有新的出险原因代码", "系统规定{C}不能{A}"),
    ("subs", "安排管道检测", "客户签了进场确认单之后", "{lbl}{A}要等{C}"),
]

ZH_QUESTION = [
    ("临时住宿费的上限", "家财险条款里{Q}是按每次事故算还是按保单年度算？"),
    ("成套匹配条款", "只坏了一半地砖的话，{Q}适用吗？"),
    ("维修工的增值税", "客户是一般纳税人的话，{Q}我们还赔不赔？"),
    ("受损库存的残值", "{Q}到底谁来定，我们还是公估？"),
    ("对水管工追偿的诉讼时效", "{Q}从出险日算还是从我们赔付日算？"),
    ("抵押银行作为收款人", "超过10万的话是不是必须{Q}？"),
    ("新服务商的投诉升级渠道", "{Q}是什么，他们压着案子不动怎么办？"),
    ("租金损失的赔偿期限", "出租房的保单{Q}是12个月还是24个月？"),
    ("房屋空置条款", "客户住院45天的话{Q}会不会触发？"),
    ("台风的风力标准", "现在条款里{Q}还是8级吗？"),
    ("查漏费用的限额", "{Q}是每个保单年度重置还是每次事故？"),
    ("新条款下沉降的免赔额", "{Q}真的改了吗，还是只是经纪人那边的说法？"),
    ("店铺玻璃的意外损坏扩展", "商铺险里{Q}是默认带的还是要加保？"),
    ("转发病历的隐私规定", "{Q}是怎样的，客户口头同意够不够？"),
    ("除湿机电费的补贴标准", "{Q}有没有统一的每周金额，还是都按电表读数？"),
]
ZH_Q_PRE = ["顺便问一下，", "对了，", "不急哈，", "一直没搞明白：", "先记一下，回头再说：", "另外，"]
ZH_Q_POST_END = ["算了先不管。", "回头我自己查。", ""]
ZH_Q_POST_MID = ["先这样，说正事：", "先说别的。", "算了先不管。", ""]


# ----------------------------------------------------------------------------------------------
# phrasing shared by the episode builders
# ----------------------------------------------------------------------------------------------

EN_CMD_U = [("note", "for my notes, {what}: {N}"), ("note", "saving this here so I stop asking {col}. {what}: {N}"),
            ("slow", "{col} gave me this for {what}:\n{N}\nit runs but takes forever, is that normal?"),
            ("empty", "ran {N} for {what} and it came back empty. VPN was definitely up. weird")]
EN_CMD_XL = [("check", "in my tracker I've got {N} for {what}, does that look right?"),
             ("note", "formula for {what}, saving it here: {N}"),
             ("note", "{col} did this one for {what}: {N} - works, don't ask me how")]
EN_CMD_E = ("For {what}, once you are connected to the VPN please run:\n\n    {N}\n\n"
            "If you get an authentication error please raise a ticket with the Service Desk.")
EN_CMD_R = "Saved for {what}:\n{N}"
ZH_CMD_U = [("note", "记一下，{what}：{N}"), ("note", "存这里，免得又去问{col}。{what}：{N}"),
            ("slow", "{col}给的{what}命令：\n{N}\n能跑，就是特别慢，正常吗？"),
            ("empty", "跑了 {N} （{what}），结果是空的，VPN明明连着，奇怪")]
ZH_CMD_XL = [("check", "我台账里{what}用的是 {N} ，看着对吗？"), ("note", "{what}的公式存一下：{N}"),
             ("note", "{col}帮我写的{what}：{N} 能用，别问我原理")]
ZH_CMD_E = "{what}：连接VPN后执行\n\n    {N}\n\n如遇认证错误请提交工单。"
ZH_CMD_R = "已保存（{what}）：\n{N}"

EN_CORR = ["{W}, sorry fat fingers, {N}", "{W} - no wait, {N}", "{W}... scratch that, {N}"]
ZH_CORR = ["{W}，不对，是{N}", "{W}，打错了，{N}", "{W}——更正一下，{N}"]

EN_DEC_U = ["{lbl}: decided to {A}, {B}. not worth dragging it out", "ok on {lbl} we're going to {A}, {B}",
            "made the call on {lbl} - {A}. reason being {B}", "right, {lbl}. I'm going to {A} because {B}, {tl}'s fine with it"]
EN_DEC_R = "Decision on {lbl}: {A} ({B})."
EN_DEC_E = "Re {lbl} - agreed, go ahead and {A}; {B}, so it's the sensible call."
EN_DEC_ALT = "on {lbl} I'm leaning towards we {alt}, but want to run it past {tl} first"
EN_DEC_FIN = "update on {lbl}: spoke to {tl} and we've changed our minds, we'll {A} instead - {B}"
ZH_DEC_U = ["{lbl}决定{A}，{B}，没必要再拖", "{lbl}那个我拍板了：{A}。理由是{B}。", "{lbl}这样定了，{A}，因为{B}，{tl}也同意"]
ZH_DEC_R = "{lbl}：决定{A}（{B}）。"
ZH_DEC_E = "{lbl}的事我同意，{A}吧，{B}，这样处理合理。"
ZH_DEC_ALT = "{lbl}我倾向于{alt}，等我跟{tl}确认下"
ZH_DEC_FIN = "{lbl}更新一下：跟{tl}聊过了，改主意了，还是{A}，因为{B}。"

EN_CON_PRE = ["reminder to self:", "note for the file -", "", "{tl}'s rule:", "important:"]
EN_CON_R = "Noted: {S}."
EN_CON_E = "Just a reminder - {S}."
ZH_CON_PRE = ["提醒自己：", "{tl}交代的：", "", "记一下，", "重要："]
ZH_CON_R = "已记下：{S}。"
ZH_CON_E = "提醒一下：{S}。"

EN_OPEN = ["ok next one.", "right,", "quick one -", "sorry another one.", "back.", "", "", "ugh.", "ok so", "update:",
           "just off the phone -", "between calls:"]
ZH_OPEN = ["下一个。", "好，", "快速说一个，", "又来一个。", "回来了。", "", "", "唉，", "更新一下：", "刚挂电话，", "趁两个电话中间："]

EN_CHAT_FILL = ["PH is being really nice about it tbf", "LA report still not in btw", "{ph} has rung twice already this morning",
                "it's the one with the {desc}", "reserve's way off on that one, need to look at it", "{col} had it before me so the file's a mess",
                "vulnerable customer flag on it so gently does it", "no rush on this one", "keen to get it closed before month end"]
ZH_CHAT_FILL = ["客户态度还挺好的", "公估报告还没出", "{ph}今天上午已经打了两次电话了", "就是那个{desc}的", "这个案子预估差得有点多，得调一下",
                "之前是{col}在跟，卷宗有点乱", "客户是老人，说话注意点", "这个不急", "想在月底前结掉"]

EN_ASK = [("note", "can you do me a file note"), ("note", "file note pls"), ("note", "pop that in a file note for me"),
          ("ack", "just putting it here so I don't lose it"), ("ack", "logging it here, will update CC later"),
          ("next", "what's next on it?"), ("next", "anything I'm missing?"),
          ("diary", "stick a follow up in my diary for next week pls"), ("update", "can you draft a quick update email to the PH?")]
ZH_ASK = [("note", "帮我写个跟进记录"), ("note", "记个跟进"), ("note", "整理成跟进记录"), ("ack", "先记在这，怕忘了"),
          ("ack", "记一下，晚点再录系统"), ("next", "下一步该干嘛？"), ("next", "我还漏了什么吗？"),
          ("diary", "下周给我加个跟进提醒"), ("update", "帮我拟一条给客户的进展短信")]
EN_ASK_IT = [("ack", "just noting it here"), ("ack", "remind me of this when it breaks again"), ("tech", "is that going to break anything for me?")]
ZH_ASK_IT = [("ack", "记一下"), ("ack", "下次出问题提醒我这个"), ("tech", "这会影响我这边吗？")]

EN_NEXT = {
    "storm": ["Get the roofer's report and photos so the LA can confirm storm damage rather than wear and tear.",
              "Check the weather data for the date of loss (gusts of 55mph+ or equivalent).",
              "Confirm emergency repairs are done and the property is watertight.",
              "Update the reserve once the scope is agreed."],
    "eow": ["Chase the latest drying readings and the drying certificate.",
            "Confirm the source of the leak has been repaired (trace and access invoice on file).",
            "Check whether the PH needs help with electricity costs for the dehumidifiers.",
            "Review ALE if the kitchen or bathroom is out of use."],
    "subs": ["Diarise the next monitoring reading and chase the engineer's interim report.",
             "Check whether there is vegetation or drainage to deal with before any repairs.",
             "Keep the PH updated every 28 days, monitoring claims attract complaints.",
             "Consider a recovery if a third-party tree is implicated."],
    "shop": ["Ask for trading figures for the last 12 months to validate the BI.",
             "Get the stock list checked against purchase invoices.",
             "Confirm when the business can reopen and whether temporary premises are needed."],
}
ZH_NEXT = {
    "storm": ["让维修队出具现场照片和情况说明，方便公估判断是台风损失还是自然老化。", "调取出险当天的气象证明（风力8级以上）。",
              "确认临时防护已经做好，屋面不再漏水。", "维修方案确定后调整预估赔款。"],
    "eow": ["催除湿公司最新的含水率读数和干燥证明。", "确认漏点已修好（查漏发票在卷）。", "问一下客户除湿机电费要不要补贴。",
            "厨房或卫生间不能用的话评估临时住宿。"],
    "subs": ["记好下次监测读数的日期，催工程师出中期报告。", "确认有没有树木或排水管需要先处理。", "每28天给客户更新一次进展，监测类案子最容易被投诉。",
             "如果是邻居的树导致的，考虑追偿。"],
    "shop": ["要过去12个月的营业数据来核营业中断。", "库存清单要和进货发票对一下。", "确认什么时候能复业，需不需要临时场地。"],
}

EN_GEN = {"name": "A new contact is named - worth adding to the file contacts.",
          "money": "There's a figure to check against the current reserve.", "date": "There's a date to diarise.",
          "id": "A new reference to put on the file.", "port": "A connection setting has changed.",
          "version": "A software version change.", "command": "Instructions for running the report are included.",
          "decision": "{tl} has signed off the approach.", "constraint": "There's a condition to note on the file.",
          "question": ""}
ZH_GEN = {"name": "有新的联系人，记得更新到案件联系人里。", "money": "有个金额要和现在的预估赔款核对一下。", "date": "有个日期要加到日程里。",
          "id": "有个新编号要录到卷宗。", "port": "连接配置有变化。", "version": "软件版本有变化。", "command": "里面有导出报表的操作步骤。",
          "decision": "{tl}已经同意处理方案。", "constraint": "有个前提条件要写进跟进记录。", "question": ""}


NAME_NEED = {"engineer": "subs", "daughter": "home", "neighbour": "subs", "tpa": "none", "arborist": "subs",
             "occupier": "shop", "drying": "eow"}
MONEY_NEED = {"quote": "storm", "ale": "home", "stock": "shop", "drying": "eow", "bi": "shop", "tree": "subs",
              "underpin": "subs", "fee": "subs"}
DATE_NEED = {"engvisit": "subs", "monitor": "subs", "reopen": "shop", "dry": "eow", "away": "home", "tree": "subs",
             "audit": "none"}
ID_NEED = {"po": "eow", "engref": "subs"}
LEDGER_MONEY = ("drying", "interim", "fee", "tree", "quote")
DIARY_DATE = ("lavisit", "engvisit", "start", "dry", "tree")
PORTS = [2222, 3000, 3128, 3389, 4443, 5433, 5434, 5439, 6432, 7001, 7443, 8081, 8088, 8181, 8443, 8444, 8787, 8843,
         9090, 9091, 9443, 10443, 15432, 18080, 1433, 1521, 8501, 9200, 6543, 4848, 5601, 8140, 9300, 11211]


class Builder:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.per_kind = per_kind
        self.attempt = attempt
        self.rng = random.Random(seed * 1000003 + attempt * 7919 + (17 if zh else 0))
        self.needles = []
        self.used_pick = {}

    # ------------------------------------------------------------------ helpers
    def once(self, key, xs):
        used = self.used_pick.setdefault(key, set())
        free = [i for i in range(len(xs)) if i not in used]
        if not free:
            used.clear()
            free = list(range(len(xs)))
        i = self.rng.choice(free)
        used.add(i)
        return xs[i]

    def ch(self, xs):
        return self.rng.choice(xs)

    def pr(self, p):
        return self.rng.random() < p

    def take(self, s):
        for n in self.needles:
            if n in s or s in n:
                return False
        self.needles.append(s)
        return True

    def safe(self, s, allow=()):
        return not any(n in s for n in self.needles if n not in allow)

    def sg(self, fn):
        s = fn()
        for _ in range(80):
            if self.safe(s):
                return s
            s = fn()
        return s

    def typo(self, s, p=0.035):
        if self.zh:
            if self.pr(0.2):
                for a, b in (("再", "在"), ("得", "的"), ("做", "作"), ("已经", "以经")):
                    if a in s:
                        return s.replace(a, b, 1)
            return s
        out = []
        for w in s.split(" "):
            if len(w) >= 5 and w.isalpha() and w.islower() and self.pr(p):
                i = self.rng.randint(1, len(w) - 3)
                w = w[:i] + w[i + 1] + w[i] + w[i + 2:]
            out.append(w)
        return " ".join(out)

    def digits(self, n):
        return "".join(str(self.rng.randint(0, 9)) for _ in range(n))

    def mob(self):
        r = self.rng
        if self.zh:
            return self.sg(lambda: "%s %s %s" % (r.choice(["138", "139", "137", "158", "186", "135", "159"]),
                                                   self.digits(4), self.digits(4)))
        return self.sg(lambda: "07700 900%03d" % r.randint(0, 999))

    def land(self):
        r = self.rng
        if self.zh:
            return self.sg(lambda: "0571-8%s" % self.digits(7))
        return self.sg(lambda: r.choice(["0113 496 0%03d", "0114 496 0%03d", "01632 960%03d", "0191 498 0%03d"])
                       % r.randint(0, 999))

    def ext(self):
        return self.sg(lambda: str(self.rng.randint(2100, 7899)))

    def money(self, lo, hi, round_to=1):
        v = self.rng.randint(lo, hi)
        v = max(round_to, v - v % round_to)
        return v

    def fm(self, v):
        return yuan(v) if self.zh else gbp(v)

    def fmoney(self, lo, hi, round_to=10):
        for _ in range(80):
            v = self.money(lo, hi, round_to)
            s = self.fm(v)
            if self.safe(s):
                return v, s
        return v, s

    def dstr(self, d, style=0):
        if self.zh:
            return "%d月%d日" % (d.month, d.day)
        if style == 0:
            return "%d %s" % (d.day, MONTHS_EN[d.month - 1])
        return "%s %s" % (ordinal(d.day), MONTHS_EN[d.month - 1])

    def dd(self, d):
        return d.strftime("%d/%m/%Y")

    def past(self, lo, hi):
        return START - timedelta(days=self.rng.randint(lo, hi))

    # ------------------------------------------------------------------ set-up
    def setup(self):
        r = self.rng
        if self.zh:
            self.ins, self.dom, self.inscode = r.choice(ZH_INSURERS)
            self.me = r.choice(ZH_HANDLERS)
            self.me_first = self.me[1:]
            self.login = {"陈静": "chenjing", "沈佳": "shenjia", "吴倩": "wuqian", "陆雯": "luwen"}[self.me]
            self.hid = "HZLP%02d" % r.randint(3, 19)
            self.tl = r.choice(ZH_TL)
            self.cols = r.sample(ZH_COL, 3)
            self.est = r.choice(ZH_EST)
            self.lafirms = r.sample(ZH_LAFIRMS, 2)
            self.dry_con = r.choice([x for x in ZH_CONTRACTORS if x[1] in ("AJ", "GZ")])
            self.builders = r.sample([x for x in ZH_CONTRACTORS if x[1] not in ("AJ", "GZ")], 2)
            self.contractors = [self.dry_con] + self.builders
            self.engfirm = r.choice(ZH_ENGFIRMS)
            self.arb = r.choice(ZH_ARB)
            self.tpa = r.choice(ZH_TPA)
            self.broker = r.choice(ZH_BROKERS)
            self.solfirm = r.choice(ZH_SOL)
        else:
            self.ins, self.dom, self.inscode = r.choice(EN_INSURERS)
            first, last = r.choice(EN_HANDLERS)
            self.me = "%s %s" % (first, last)
            self.me_first = first
            self.login = (first[0] + last).lower()
            self.hid = "%s%s%d" % (first[0], last[0], r.randint(2, 9))
            self.tl = r.choice(EN_TL)
            self.cols = r.sample(EN_COL, 3)
            self.est = r.choice(EN_EST)
            self.lafirms = r.sample(EN_LAFIRMS, 2)
            self.dry_con = r.choice([x for x in EN_CONTRACTORS if x[2] in ("AVR", "DTN")])
            self.builders = r.sample([x for x in EN_CONTRACTORS if x[2] not in ("AVR", "DTN")], 2)
            self.contractors = [self.dry_con] + self.builders
            self.engfirm = r.choice(EN_ENGFIRMS)
            self.arb = r.choice(EN_ARB)
            self.tpa = r.choice(EN_TPA)
            self.broker = r.choice(EN_BROKERS)
            self.solfirm = r.choice(EN_SOL)
        self.team = r.randint(2, 6)

    def make_claims(self):
        r = self.rng
        types = ZH_CLAIM_TYPES if self.zh else EN_CLAIM_TYPES
        n = r.randint(10, 13)
        idx = [0, 1, 2, 2, r.choice([3, 4]), 1] + [r.randrange(len(types)) for _ in range(n - 6)]
        r.shuffle(idx)
        streets = r.sample(ZH_ROADS if self.zh else EN_STREETS, n)
        shops = [r.choice(ZH_SHOPS if self.zh else EN_SHOPS) for _ in range(n)]
        surs = r.sample(ZH_FSUR if self.zh else EN_SUR, min(n, len(ZH_FSUR if self.zh else EN_SUR)))
        self.claims = []
        for i, ti in enumerate(idx):
            peril, prem, descs = types[ti]
            c = {"peril": peril, "prem": prem, "desc": r.choice(descs), "street": streets[i], "shop": shops[i],
                 "sur": surs[i % len(surs)], "ref_needle": False, "nfacts": 0}
            if self.zh:
                c["lbl"] = ("%s那家%s" % (streets[i], shops[i])) if prem == "shop" else ("%s那户" % streets[i])
                c["area"] = r.choice(ZH_AREAS)
                c["ph"] = c["sur"] + r.choice(["女士", "先生"])
                c["kind"] = {"台风": "storm", "水管爆裂": "eow", "地基沉降": "subs"}[peril]
            else:
                c["lbl"] = ("the %s %s" % (streets[i], shops[i])) if prem == "shop" else streets[i]
                c["town"], c["pca"] = r.choice(EN_TOWNS)
                c["ph"] = r.choice(["Mrs", "Mr", "Ms", "Dr", "Mrs", "Mr"]) + " " + c["sur"]
                c["kind"] = {"Storm": "storm", "EoW": "eow", "Subsidence": "subs"}[peril]
            la = r.choice(self.lafirms)
            c["lafirm"], c["ladom"], c["laabbr"] = la
            con = self.dry_con if c["kind"] == "eow" else r.choice(self.builders)
            c["contractor"], c["cabbr"] = con[0], con[-1]
            c["cdom"] = con[1] if len(con) == 3 else ""
            c["tlsur"] = ""

            self.claims.append(c)

    def fill_claims(self):
        r = self.rng
        for c in self.claims:
            if not c["ref_needle"]:
                if self.zh:
                    c["ref"] = self.sg(lambda: "RPHZ27%s" % self.digits(7))
                else:
                    c["ref"] = self.sg(lambda: ("COM/27/00%04d" % r.randint(0, 9999)) if c["prem"] == "shop"
                                       else ("HOM/27/0%05d" % r.randint(10000, 99999)))
            if self.zh:
                c["pol"] = self.sg(lambda: "%sJC2026%s" % (self.inscode, self.digits(8)))
                c["laref"] = self.sg(lambda: "%s-27-%s" % (c["laabbr"], self.digits(4)))
                c["laname"] = r.choice(ZH_FSUR) + r.choice(["工", "经理", "师傅"])
                c["addr"] = self.sg(lambda: "%s%s%d号%d幢%d单元%d0%d室" % (
                    c["area"], c["street"], r.randint(8, 399), r.randint(1, 12), r.randint(1, 3), r.randint(1, 18),
                    r.randint(1, 4)) if c["prem"] == "home" else "%s%s%d号" % (c["area"], c["street"], r.randint(8, 399)))
                c["excess"] = {"storm": 500, "eow": 500, "subs": 2000}[c["kind"]] if c["prem"] == "home" else 1000
            else:
                c["pol"] = self.sg(lambda: "%sH%07d" % (self.inscode, r.randint(0, 9999999)))
                c["laref"] = self.sg(lambda: "%s/%05d/%s" % (c["laabbr"], r.randint(0, 99999),
                                                            r.choice(["LS", "HG", "BD", "YO", "HX", "WF"])))
                c["laname"] = r.choice(EN_FIRST) + " " + r.choice(EN_SUR)
                c["pc"] = self.sg(lambda: "%s %d%s%s" % (c["pca"], r.randint(1, 9), r.choice("ABDEFGHJLNPQRSTUWXY"),
                                                        r.choice("ABDEFGHJLNPQRSTUWXY")))
                c["addr"] = self.sg(lambda: "%d %s, %s, %s" % (r.randint(2, 180), c["street"], c["town"], c["pc"]))
                c["excess"] = {"storm": r.choice([250, 350]), "eow": r.choice([350, 500]), "subs": 1000}[c["kind"]] \
                    if c["prem"] == "home" else r.choice([500, 1000])
            c["dol"] = self.past(6, 40)
            c["notified"] = c["dol"] + timedelta(days=r.randint(0, 3))
            c["nno"] = str(r.randint(3, 90))
            c["phmob"] = self.mob()
            hi = {"storm": 14000, "eow": 26000, "subs": 60000}[c["kind"]]
            c["res_ind"] = self.money(2500, hi, 50)
            c["res_fee"] = self.money(400, 3500, 25)
            c["res_ale"] = self.money(0, 6000, 100) if c["prem"] == "home" and c["kind"] != "storm" and self.pr(0.5) else 0
            c["paid"] = self.money(0, c["res_ind"] // 2, 1) + (self.rng.randint(0, 99) / 100.0 if self.pr(0.5) else 0)
            c["next_diary"] = START + timedelta(days=r.randint(1, 12))

    def pick_claim(self, need):
        if need == "none":
            return None
        cands = [c for c in self.claims if need == "any" or c["kind"] == need or c["prem"] == need]
        if not cands:
            cands = self.claims
        lo = min(c["nfacts"] for c in cands)
        pool = [c for c in cands if c["nfacts"] <= lo + 1]
        c = self.ch(pool)
        c["nfacts"] += 1
        return c

    def ctx_for(self, c):
        ctx = dict(tl=self.tl, col=self.ch(self.cols), est=self.est, dom=self.dom, hid=self.hid, mob=self.mob(),
                   ext=self.ext(), tpa=self.tpa, broker=self.broker, solfirm=self.solfirm, arb=self.arb,
                   engfirm=self.engfirm, lbl="", ph="", desc="", lafirm=self.lafirms[0][0],
                   contractor=self.contractors[0][0], nno="")
        if c:
            ctx.update(lbl=c["lbl"], ph=c["ph"], desc=c["desc"], lafirm=c["lafirm"], contractor=c["contractor"],
                       nno=c["nno"])
        return ctx

    # ------------------------------------------------------------------ needles
    def uniq(self, fn):
        for _ in range(400):
            s = fn()
            if self.take(s):
                return s
        raise RuntimeError("could not make a unique needle")

    def cmd_factories(self):
        r = self.rng
        zh = self.zh
        dint = self.dom.split(".")[0] + ".local"
        perils = ["水管爆裂", "台风", "地基沉降"] if zh else ["EoW", "Storm", "Subsidence"]

        def psql():
            thr = r.randint(4, 40) * 500
            cmd = ("psql -h claims-dw.%s -U %s -d claims_mi -c \"select claim_no, peril, reserve_ind from rpt.open_reserves "
                   "where handler = '%s' and reserve_ind > %d order by reserve_ind desc\"" % (dint, self.login, self.hid, thr))
            if zh:
                return dict(cmd=cmd, what="从数仓拉我名下的大额未决", ask="怎么一行命令从数仓拉出我名下预估赔款超过%d的未决案件，金额从大到小排？" % thr,
                            ex="这条会列出你名下预估赔款超过%d元的未结案件，按金额从大到小排。换个数字就是换阈值。" % thr, xl=False, asst=True)
            return dict(cmd=cmd, what="pulling my big open reserves out of the DW",
                        ask="how do I get my open claims with an indemnity reserve over %d out of the DW in one line, biggest first?" % thr,
                        ex="That lists your open claims with an indemnity reserve over £{:,}, largest first. Change the number for a different cut-off.".format(thr),
                        xl=False, asst=True)

        def copy():
            d = r.randint(3, 30)
            w = r.randint(6, 9)
            cmd = ("psql service=claimsmi -c \"\\copy (select * from rpt.aged_diary where team = 'PROP%d' and days_overdue > %d) "
                   "to 'aged_diary_wk%d.csv' csv header\"" % (self.team, d, w))
            if zh:
                cmd = cmd.replace("PROP%d" % self.team, "HZ%d" % self.team)
                return dict(cmd=cmd, what="组里超期跟进的CSV", ask="要把组里超期%d天以上的跟进事项导成csv，psql怎么写？" % d,
                            ex="\\copy 在本机执行，文件会生成在你当前目录，不在服务器上。", xl=False, asst=True)
            return dict(cmd=cmd, what="the team's overdue diary csv",
                        ask="need the team's diary items more than %d days overdue as a csv. psql?" % d,
                        ex="\\copy runs client-side, so the file lands in your current folder rather than on the server.",
                        xl=False, asst=True)

        def bdx():
            scheme = r.choice(["HOMEPLUS", "SHOPOFF", "LANDLORD", "HOMESTD"])
            m = r.randint(1, 2)
            cmd = "./export_bdx.sh --scheme %s --month 2027-%02d --out bdx_%s_%02d.csv" % (scheme, m, scheme.lower(), m)
            if zh:
                return dict(cmd=cmd, what="%s方案的月度清单导出" % scheme, xl=False, asst=False)
            return dict(cmd=cmd, what="the monthly bordereau for the %s scheme" % scheme, xl=False, asst=False)

        def pyrm():
            cmd = "python3 reserve_movements.py --team %s%d --since 2027-02-%02d --min-change %d" % (
                "HZ" if zh else "PROP", self.team, r.randint(1, 14), r.randint(2, 20) * 250)
            return dict(cmd=cmd, what="组里的预估赔款变动报表" if zh else "the team reserve movements report", xl=False, asst=False)

        def sumifs():
            p = r.choice(perils)
            thr = r.randint(2, 30) * 1000
            cmd = "=SUMIFS(F:F,C:C,\"%s\",H:H,\"%s\",E:E,\">%d\")" % (p, "未结" if zh else "Open", thr)
            if zh:
                return dict(cmd=cmd, what="台账里%s未结且预估超过%d的合计" % (p, thr),
                            ask="台账C列是出险原因，E列预估赔款，F列已决+未决，H列状态。要算%s、未结、预估超过%d的F列合计，公式怎么写？" % (p, thr),
                            ex="SUMIFS只在三个条件同时满足时把F列加起来。", xl=True, asst=True)
            return dict(cmd=cmd, what="the open %s total over %d in my tracker" % (p, thr),
                        ask="tracker: col C peril, E reserve, F incurred, H status. formula to total F for open %s claims with reserve over %d?" % (p, thr),
                        ex="SUMIFS only adds column F where all three conditions are true.", xl=True, asst=True)

        def xlookup():
            rr = r.randint(2, 9)
            cmd = "=XLOOKUP(A%d,%s!B:B,%s!F:F,\"%s\")" % (rr, "台账" if zh else "Ledger", "台账" if zh else "Ledger",
                                                        "未付" if zh else "not paid")
            if zh:
                return dict(cmd=cmd, what="从台账页带出已付金额", ask="台账页B列是案号、F列是已付金额，我清单A列从第%d行开始是案号，怎么带出已付金额，找不到就显示未付？" % rr,
                            ex="找不到匹配的案号时会显示“未付”，不会报#N/A。", xl=True, asst=True)
            return dict(cmd=cmd, what="pulling paid amounts across from the ledger tab",
                        ask="formula to pull the paid amount from the Ledger tab (claim no in B, amount in F) into my list, claim nos in col A from row %d, show not paid if it's missing" % rr,
                        ex="If the claim number isn't on the ledger tab you get 'not paid' instead of #N/A.", xl=True, asst=True)

        def netdays():
            rr = r.randint(2, 9)
            k = r.choice([5, 7, 10, 15, 20])
            cmd = "=IF(NETWORKDAYS(D%d,TODAY())>%d,\"%s\",\"ok\")" % (rr, k, "催" if zh else "chase")
            if zh:
                return dict(cmd=cmd, what="标出超时的公估报告", ask="D%d是委托公估的日期，超过%d个工作日就标“催”，公式？" % (rr, k),
                            ex="NETWORKDAYS自动跳过周末，节假日要的话可以加第三个参数。", xl=True, asst=True)
            return dict(cmd=cmd, what="flagging LA reports that are over SLA",
                        ask="formula to flag chase if the LA instruction date in D%d is more than %d working days ago?" % (rr, k),
                        ex="NETWORKDAYS skips weekends; add a bank holiday range as a third argument if you want those excluded too.",
                        xl=True, asst=True)

        def ps():
            p = r.choice(["EoW", "Storm", "Subsidence"])
            w = r.randint(6, 9)
            cmd = "Import-Csv .\\open_claims_wk%d.csv | Where-Object Peril -eq '%s' | Export-Csv .\\%s_only_wk%d.csv -NoTypeInformation" % (
                w, p, p.lower(), w)
            if zh:
                return dict(cmd=cmd, what="把未结清单按出险原因拆开", ask="PowerShell怎么把open_claims_wk%d.csv里Peril是%s的行单独导成一个文件？" % (w, p),
                            ex="-NoTypeInformation 去掉第一行的类型说明，Excel打开就干净了。", xl=False, asst=True)
            return dict(cmd=cmd, what="splitting the open claims csv by peril",
                        ask="how do I pull just the %s rows out of open_claims_wk%d.csv into a new file in powershell?" % (p, w),
                        ex="-NoTypeInformation stops it writing the #TYPE line at the top, so it opens cleanly in Excel.",
                        xl=False, asst=True)

        def oc():
            cmd = "sudo openconnect --protocol=gp vpn%d.%s --user=%s" % (r.randint(1, 4), self.dom, self.login)
            return dict(cmd=cmd, what="在Linux笔记本上连VPN" if zh else "getting on the VPN from the linux laptop", xl=False, asst=False)

        def sqlcmd():
            cmd = "sqlcmd -S RPTSQL0%d -d ClaimsMI -E -Q \"EXEC rpt.usp_OpenReserves @Handler='%s', @MinReserve=%d\" -o reserves_wk%d.txt" % (
                r.randint(1, 4), self.hid, r.randint(1, 20) * 1000, r.randint(6, 9))
            return dict(cmd=cmd, what="老的SQL Server版未决报表" if zh else "the old SQL Server version of the reserves report",
                        xl=False, asst=False)

        def curl():
            cmd = "curl -s -u %s \"https://mi-reports.%s/api/export?report=aged_reserves&team=%s%d&fmt=csv\" -o aged_wk%d.csv" % (
                self.login, self.dom, "hz" if zh else "prop", self.team, r.randint(6, 9))
            return dict(cmd=cmd, what="从报表接口拉账龄未决" if zh else "pulling aged reserves off the report API", xl=False, asst=False)

        def scp():
            cmd = "scp %s@sftp.%s:/outbound/la_reports/%s_2027%02d*.pdf ~/Downloads/la/" % (
                self.login, self.dom, self.lafirms[0][2].lower(), r.randint(1, 2))
            return dict(cmd=cmd, what="把公估报告批量拉下来" if zh else "grabbing the LA reports in bulk", xl=False, asst=False)

        def feeround():
            rr = r.randint(8, 40)
            pct = r.choice([8, 10, 12, 15])
            cmd = "=ROUND(SUM(B2:B%d)*%d%%,2)" % (rr, pct)
            if zh:
                return dict(cmd=cmd, what="测算表里公估费那一行", ask="公估费按B2到B%d合计的%d%%算，四舍五入到分，公式？" % (rr, pct),
                            ex="ROUND保留两位小数，跟系统里的金额对得上。", xl=True, asst=True)
            return dict(cmd=cmd, what="the fee line in the reserving sheet",
                        ask="formula for fees at %d%% of the total of B2:B%d, rounded to the penny?" % (pct, rr),
                        ex="ROUND to 2 places so it matches what ClaimCentre will show.", xl=True, asst=True)

        return [psql, copy, bdx, pyrm, sumifs, xlookup, netdays, ps, oc, sqlcmd, curl, scp, feeround]

    def id_value(self, key, c):
        r = self.rng
        d = self.digits
        if self.zh:
            return {"claim": lambda: "RPHZ27" + d(7),
                    "laref": lambda: "%s-27-%s" % ((c or {}).get("laabbr", self.lafirms[0][2]), d(4)),
                    "complaint": lambda: "TS27" + d(6), "fos": lambda: "ZJJG-2027-" + d(5), "payment": lambda: "ZF2027" + d(8),
                    "po": lambda: "CG" + d(6), "job": lambda: "%sWX%s" % ((c or {}).get("cabbr", "AJ"), d(5)),
                    "policy": lambda: "%sJC2026%s" % (self.inscode, d(8)), "recovery": lambda: "ZC-27-" + d(4),
                    "engref": lambda: "JC27-" + d(4)}[key]()
        return {"claim": lambda: ("COM/27/00" + d(4)) if c and c["prem"] == "shop" else ("HOM/27/0" + str(r.randint(10000, 99999))),
                "laref": lambda: "%s/%s/%s" % ((c or {}).get("laabbr", "BMA"), d(5), r.choice(["LS", "HG", "BD", "YO", "HX", "WF"])),
                "complaint": lambda: "CR-27-" + d(5), "fos": lambda: "DRN-" + str(r.randint(1000000, 9999999)),
                "payment": lambda: "PAY-" + d(7), "po": lambda: "PO" + str(r.randint(100000, 999999)),
                "job": lambda: "%s-J%s" % ((c or {}).get("cabbr", "AVR"), d(5)),
                "policy": lambda: "%sH%s" % (self.inscode, d(7)), "recovery": lambda: "REC/27/" + d(4),
                "engref": lambda: "%s-%s-R%d" % (r.choice(["SCE", "KWS", "OVE"]), d(4), r.randint(1, 4))}[key]()

    def gen_facts(self):
        r = self.rng
        zh = self.zh
        K = self.per_kind
        F = []
        # names
        roles = list(ZH_NAME if zh else EN_NAME)
        r.shuffle(roles)
        for i in range(K):
            spec = roles[i % len(roles)]
            if zh:
                nd = self.uniq(lambda: r.choice(ZH_SUR) + r.choice(ZH_GIVEN))
            else:
                nd = self.uniq(lambda: r.choice(EN_NFIRST) + " " + r.choice(EN_NLAST))
            F.append({"kind": "name", "needles": [nd], "spec": spec, "need": NAME_NEED.get(spec[0], "any")})
        # commands
        facs = self.cmd_factories()
        asst = [f for f in facs if f.__name__ in ("psql", "copy", "sumifs", "xlookup", "netdays", "ps", "feeround")]
        other = [f for f in facs if f not in asst]
        r.shuffle(asst)
        tail = asst[2:] + other
        r.shuffle(tail)
        facs = asst[:2] + tail
        for i in range(K):
            fac = facs[i % len(facs)]
            for _ in range(400):
                d = fac()
                if self.take(d["cmd"]):
                    break
            else:
                raise RuntimeError("command")
            F.append({"kind": "command", "needles": [d["cmd"]], "spec": d, "need": "none"})
        # ids
        keys = [x[0] for x in (ZH_ID if zh else EN_ID)]
        rest = [k for k in keys if k != "claim"]
        r.shuffle(rest)
        nclaim = 1 if K <= 4 else 2
        order = ["claim"] * nclaim + rest
        order = order[:K] if K <= len(order) else (order + [r.choice(rest) for _ in range(K - len(order))])
        idspec = dict((x[0], x) for x in (ZH_ID if zh else EN_ID))
        for key in order:
            F.append({"kind": "id", "needles": [None], "spec": idspec[key], "need": ID_NEED.get(key, "any"), "key": key})
        # ports
        ctxs = list(ZH_PORT if zh else EN_PORT)
        r.shuffle(ctxs)
        for i in range(K):
            nd = self.uniq(lambda: str(r.choice(PORTS) if self.pr(0.7) else r.randint(1100, 49000)))
            F.append({"kind": "port", "needles": [nd], "spec": ctxs[i % len(ctxs)], "need": "none"})
        # versions
        ctxs = list(ZH_VERSION if zh else EN_VERSION)
        r.shuffle(ctxs)
        for i in range(K):
            nd = self.uniq(lambda: "%d.%d.%d" % (r.randint(1, 15), r.randint(0, 24), r.randint(0, 40)))
            F.append({"kind": "version", "needles": [nd], "spec": ctxs[i % len(ctxs)], "need": "none"})
        # money
        ctxs = list(ZH_MONEY if zh else EN_MONEY)
        r.shuffle(ctxs)
        for i in range(K):
            spec = ctxs[i % len(ctxs)]

            def mk(spec=spec):
                v = r.randint(spec[1], spec[2])
                if v % 10 == 0:
                    v += r.randint(1, 9)
                if self.pr(spec[3]):
                    v += r.randint(1, 99) / 100.0
                if zh:
                    st = r.random()
                    if v != int(v):
                        return "%.2f元" % v
                    if st < 0.55:
                        return "%d元" % v
                    if st < 0.8:
                        return "{:,}元".format(int(v))
                    return "¥{:,}".format(int(v))
                return gbp(v)
            nd = self.uniq(mk)
            F.append({"kind": "money", "needles": [nd], "spec": spec, "need": MONEY_NEED.get(spec[0], "any")})
        # dates
        ctxs = list(ZH_DATE if zh else EN_DATE)
        r.shuffle(ctxs)
        for i in range(K):
            spec = ctxs[i % len(ctxs)]
            holder = {}

            def mkd():
                d = date(2027, r.randint(3, 6), r.randint(1, 28))
                holder["d"] = d
                if zh:
                    return "%d月%d%s" % (d.month, d.day, "日" if self.pr(0.6) else "号")
                st = r.random()
                if st < 0.5:
                    return "%s %s" % (ordinal(d.day), MONTHS_EN[d.month - 1])
                if st < 0.75:
                    return "%s %s" % (MONTHS_EN[d.month - 1], ordinal(d.day))
                return "%d %s" % (d.day, MONTHS_EN[d.month - 1])
            nd = self.uniq(mkd)
            F.append({"kind": "date", "needles": [nd], "spec": spec, "need": DATE_NEED.get(spec[0], "any"), "d": holder["d"]})
        # decisions
        pool = list(ZH_DECISION if zh else EN_DECISION)
        r.shuffle(pool)
        n = 0
        for spec in pool:
            if n >= K:
                break
            if self.take(spec[1]):
                if self.take(spec[2]):
                    F.append({"kind": "decision", "needles": [spec[1], spec[2]], "spec": spec, "need": spec[0]})
                    n += 1
                else:
                    self.needles.remove(spec[1])
        # constraints
        pool = list(ZH_CONSTRAINT if zh else EN_CONSTRAINT)
        r.shuffle(pool)
        n = 0
        for spec in pool:
            if n >= K:
                break
            a, c = spec[1], spec[2].replace("{tl}", self.tl)
            if self.take(a):
                if self.take(c):
                    F.append({"kind": "constraint", "needles": [a, c], "spec": spec, "need": spec[0]})
                    n += 1
                else:
                    self.needles.remove(a)
        # questions
        pool = list(ZH_QUESTION if zh else EN_QUESTION)
        r.shuffle(pool)
        n = 0
        for spec in pool:
            if n >= K:
                break
            if self.take(spec[0]):
                F.append({"kind": "question", "needles": [spec[0]], "spec": spec, "need": "none"})
                n += 1
        # attach claims; claim-reference ids get their own claim
        for f in F:
            f["claim"] = self.pick_claim(f["need"])
        for f in F:
            if f["kind"] == "id":
                c = f["claim"]
                if f["key"] == "claim":
                    free = [x for x in self.claims if not x["ref_needle"]]
                    c = min(free, key=lambda x: x["nfacts"] + r.random())
                    c["ref_needle"] = True
                    f["claim"] = c
                nd = self.uniq(lambda: self.id_value(f["key"], c))
                f["needles"] = [nd]
                if f["key"] == "claim":
                    c["ref"] = nd
        self.F = F

    # ------------------------------------------------------------------ fact text
    def render(self, f):
        r = self.rng
        zh = self.zh
        k = f["kind"]
        c = f["claim"]
        ctx = self.ctx_for(c)
        nd = f["needles"]
        f["e"] = None
        f["erole"] = None
        f["r"] = None
        f["corr"] = None
        f["rkey"] = None
        if k in ("name", "port", "version", "money", "date", "id", "command"):
            ctx["N"] = nd[0]
        if k == "name":
            role, u, e, rs = f["spec"]
            f["u"] = u.format(**ctx)
            f["r"] = rs.format(**ctx)
            if e:
                f["erole"] = e[0]
                f["e"] = e[1].format(**ctx) if e[1] else None
        elif k == "command":
            d = f["spec"]
            ctx["what"] = d["what"]
            tpls = (ZH_CMD_XL if zh else EN_CMD_XL) if d["xl"] else (ZH_CMD_U if zh else EN_CMD_U)
            key, u = self.ch(tpls)
            f["u"] = u.format(**ctx)
            f["rkey"] = key
            if not d["xl"]:
                f["e"] = (ZH_CMD_E if zh else EN_CMD_E).format(**ctx)
                f["erole"] = "it"
            f["r"] = (ZH_CMD_R if zh else EN_CMD_R).format(**ctx)
        elif k in ("port", "version"):
            u, e, rs = f["spec"]
            f["u"] = u.format(**ctx)
            f["r"] = rs.format(**ctx)
            if e:
                f["e"] = e.format(**ctx)
                f["erole"] = "it"
        elif k in ("money", "date"):
            spec = f["spec"]
            u = spec[4] if k == "money" else spec[1]
            e = spec[5] if k == "money" else spec[2]
            rs = spec[6] if k == "money" else spec[3]
            f["r"] = rs.format(**ctx)
            if e:
                f["erole"] = e[0]
                f["e"] = e[1].format(**ctx)
            base_u = u
            if k == "date" and self.pr(0.35):
                d = f["d"]
                if zh:
                    u = u.replace("{N}", "{N}（%s）" % WD_ZH[d.weekday()])
                else:
                    u = u.replace("{N}", "%s {N}" % WD_EN[d.weekday()])
            f["u"] = u.format(**ctx)
            u = base_u
            if self.pr(0.3):
                if k == "money":
                    v0 = float(nd[0].replace("£", "").replace("¥", "").replace("元", "").replace(",", ""))
                    for _ in range(40):
                        wv = int(v0 * (1 + r.choice([-1, 1]) * r.uniform(0.03, 0.25)))
                        if wv % 10 == 0:
                            wv += r.randint(1, 9)
                        w = self.fm(wv)
                        if self.safe(w):
                            break
                else:
                    d = f["d"]
                    wd = d.day + r.choice([-2, -1, 1, 2])
                    wd = min(28, max(1, wd))
                    if wd == d.day:
                        wd = d.day + 1
                    w = ("%d号" % wd) if zh else ("the " + ordinal(wd))
                if self.safe(w):
                    pat = self.ch(ZH_CORR if zh else EN_CORR)
                    cu = u.replace("{N}", pat.replace("{W}", w))
                    f["corr"] = cu.format(**ctx)
        elif k == "id":
            key, u, e, rs = f["spec"]
            f["u"] = u.format(**ctx)
            if e:
                f["erole"] = e[0]
                f["e"] = e[1].format(**ctx)
            if rs:
                f["r"] = rs.format(**ctx)
        elif k == "decision":
            need, a, b, alt = f["spec"]
            ctx.update(A=a, B=b, alt=alt)
            f["u"] = self.ch(ZH_DEC_U if zh else EN_DEC_U).format(**ctx)
            f["r"] = (ZH_DEC_R if zh else EN_DEC_R).format(**ctx)
            f["e"] = (ZH_DEC_E if zh else EN_DEC_E).format(**ctx)
            f["erole"] = "tl"
            f["alt_u"] = (ZH_DEC_ALT if zh else EN_DEC_ALT).format(**ctx)
            f["fin_u"] = (ZH_DEC_FIN if zh else EN_DEC_FIN).format(**ctx)
        elif k == "constraint":
            need, a, cnd, tpl = f["spec"]
            ctx.update(A=a, C=cnd.replace("{tl}", self.tl))
            sent = tpl.format(**ctx)
            pre = self.ch(ZH_CON_PRE if zh else EN_CON_PRE).format(**ctx)
            f["u"] = (pre + sent) if zh else (pre + " " + sent).strip()
            f["r"] = (ZH_CON_R if zh else EN_CON_R).format(S=sent)
            if "{tl}" not in f["spec"][2] and not (not zh and tpl.startswith("I ")):
                f["e"] = (ZH_CON_E if zh else EN_CON_E).format(S=sent)
                f["erole"] = "tl"
        elif k == "question":
            q, sent = f["spec"]
            body = sent.format(Q=q)
            pre = self.ch(ZH_Q_PRE if zh else EN_Q_PRE)
            f["u"] = (pre + body) if zh else (pre + " " + body)
            f["post_end"] = self.ch(ZH_Q_POST_END if zh else EN_Q_POST_END)
            f["post_mid"] = self.ch(ZH_Q_POST_MID if zh else EN_Q_POST_MID)

    # ------------------------------------------------------------------ rows
    def q_text(self, q, mid):
        post = q["post_mid"] if mid else q["post_end"]
        if self.zh:
            return q["u"] + post
        return (q["u"] + " " + post).strip()

    def tool_rows(self, name, payload):
        args = json.dumps(payload["args"], ensure_ascii=False)
        out = payload["out"]
        if not isinstance(out, str):
            out = json.dumps(out, ensure_ascii=False, indent=2)
        return args, out

    def valid(self, items):
        for it in items:
            if it[0] == "tool":
                args, out = self.tool_rows(it[1], it[2])
                pairs = ((args, it[3]), (out, it[4]))
            else:
                pairs = ((it[1], it[2]),)
            for txt, planned in pairs:
                for n in self.needles:
                    if (n in txt) != (n in planned):
                        return False
        return True

    def ep(self, fn, *a):
        items = None
        for _ in range(40):
            items = fn(*a)
            if self.valid(items):
                return items
        return items

    def U(self, text, nd=()):
        return ("user", text, list(nd))

    def A(self, text, nd=()):
        return ("assistant", text, list(nd))

    def T(self, name, args, out, nda=(), ndo=()):
        return ("tool", name, {"args": args, "out": out}, list(nda), list(ndo))

    # ------------------------------------------------------------------ fact episodes
    def fnote_head(self, c):
        d = self.dd(START + timedelta(days=self.rng.randint(0, 1)))
        if self.zh:
            if c is None:
                return "跟进记录 %s" % d
            return "跟进记录 %s %s%s" % (d, c["lbl"], "" if c["ref_needle"] else "（%s）" % c["ref"])
        if c is None:
            return "File note - %s" % d
        return "File note - %s - %s%s" % (d, c["lbl"], "" if c["ref_needle"] else " (%s)" % c["ref"])

    def ref_or_lbl(self, c):
        return c["lbl"] if c["ref_needle"] else c["ref"]

    def diary_add(self, c, when, time_s, note):
        args = {"action": "add", "date": when.isoformat(), "time": time_s, "note": note}
        if c:
            args["claim"] = self.ref_or_lbl(c)
        out = {"status": "created", "entry_id": self.sg(lambda: "D-%d" % self.rng.randint(100000, 999999)),
               "handler": self.hid}
        return self.T("diary", args, out)

    def chat_reply(self, key, facts, c):
        r = self.rng
        zh = self.zh
        if key == "note":
            lines, nd = [], []
            for f in facts:
                if f["r"]:
                    lines.append(f["r"])
                    nd += [n for n in f["needles"] if n in f["r"]]
            kind = c["kind"] if c else None
            if c and c["prem"] == "shop":
                kind = "shop"
            if kind:
                lines.append(("下一步：" if zh else "Next action: ") + self.ch((ZH_NEXT if zh else EN_NEXT)[kind]))
            head = self.fnote_head(c)
            txt = head + "\n" + "\n".join("- " + x for x in lines)
            if not zh and self.pr(0.4):
                txt = "Here you go:\n\n" + txt
            if zh and self.pr(0.4):
                txt = "好的：\n\n" + txt
            return [self.A(txt, nd)]
        if key == "ack":
            cand = [f for f in facts if f["r"]]
            if cand and self.pr(0.5):
                f = self.ch(cand)
                head = self.ch(["记下了。", "好的，记下了。", "收到。"]) if zh else self.ch(["Noted.", "Got it.", "Logged."])
                tail = self.ch(["需要的话我可以整理成跟进记录。", "回头录系统的时候跟我说一声。", ""]) if zh else \
                    self.ch(["Shout if you want it turned into a file note.", "I'll keep it to hand for when you update the file.", ""])
                nd = [n for n in f["needles"] if n in f["r"]]
                sep = "\n" if "\n" in f["r"] else ("" if zh else " ")
                return [self.A(((head + sep + f["r"] + sep + tail) if zh else (head + sep + f["r"] + sep + tail)).strip(), nd)]
            return [self.A(self.ch(["记下了。", "好的，都记下了，回头录系统时可以直接用。", "收到，需要整理的时候叫我。"]) if zh else
                           self.ch(["Noted - all logged here.", "Got it. I'll keep those to hand for when you update the file.",
                                    "Logged. Say the word and I'll turn it into a file note."]))]
        if key == "next":
            kind = c["kind"] if c else "eow"
            if c and c["prem"] == "shop":
                kind = "shop"
            steps = r.sample((ZH_NEXT if zh else EN_NEXT)[kind], 3)
            if zh:
                return [self.A("%s下一步建议：\n" % (c["lbl"] if c else "") + "\n".join("%d. %s" % (i + 1, s) for i, s in enumerate(steps)))]
            return [self.A("Next steps on %s:\n" % (c["lbl"] if c else "this") +
                           "\n".join("%d. %s" % (i + 1, s) for i, s in enumerate(steps)))]
        if key == "diary":
            when = START + timedelta(days=r.randint(7, 11))
            while when.weekday() >= 5:
                when += timedelta(days=1)
            t = self.diary_add(c, when, "09:30", "跟进" if zh else "Follow up")
            if zh:
                msg = "已加好：%s%s 09:30 跟进%s。" % (when.strftime("%m/%d"), WD_ZH[when.weekday()], c["lbl"] if c else "")
            else:
                msg = "Done - follow-up%s added for %s %s at 09:30." % (" on " + c["lbl"] if c else "", WD_EN[when.weekday()],
                                                                      when.strftime("%d/%m"))
            return [t, self.A(msg)]
        if key == "update":
            return [self.A(self.ph_update(c))]
        # technical replies
        if zh:
            txt = {"tech": "一般不影响，只要你本地的连接配置跟着改就行。要是导出脚本里写死了地址或端口，记得一起改。",
                   "slow": "慢多半是数仓白天负载高，或者查询没走索引。可以加个日期范围缩小数据量，或者错开高峰再跑。",
                   "empty": "结果为空常见有三个原因：VPN连的是访客网段、账号没有这个视图的权限、或者条件里的值大小写/空格对不上。先单独查一下不带条件的行数。",
                   "check": "看着没问题：条件区域和求和区域行数一致就行。注意状态列里的值要和公式里的文字完全一致，多一个空格都会算不上。"}
        else:
            txt = {"tech": "Shouldn't do, as long as whatever connects from your side is updated to match. If you've got the old address hard-coded in a script or bookmark, change it there too.",
                   "slow": "Usually that's the DW being busy during the day, or the query scanning the whole table. Adding a date range helps, or run it first thing before everyone else starts.",
                   "empty": "Empty results usually mean one of three things: the VPN has put you on the guest range, your login doesn't have rights on that view, or the filter value doesn't match exactly (case or a trailing space). Try it without the where clause first to see if you get any rows at all.",
                   "check": "Looks right to me - the ranges line up. Just make sure the status text in the sheet matches exactly, a trailing space will stop rows being counted."}
        return [self.A(txt.get(key, txt["tech"]))]

    def ph_update(self, c):
        zh = self.zh
        if c is None:
            c = self.ch(self.claims)
        if zh:
            line = {"storm": "目前在等维修队的现场报告，报告一到我就跟您确认下一步。",
                    "eow": "除湿还在进行中，等含水率达标后就可以安排修复。",
                    "subs": "目前处于监测阶段，需要一段时间的读数才能确定修复方案。"}[c["kind"]]
            return "可以这样发：\n\n%s您好，我是%s理赔的%s。跟您同步一下进展：%s有任何变化随时打我电话%s。谢谢理解！" % (
                c["ph"], self.ins, self.me, line, self.land())
        line = {"storm": "We're waiting on the roofer's report and I'll confirm next steps as soon as it arrives.",
                "eow": "The drying is still in progress; once the readings are within normal range we can arrange the repairs.",
                "subs": "We're in the monitoring stage, which needs a few months of readings before the engineer can recommend a repair."}[c["kind"]]
        return ("Subject: Your claim - %s\n\nDear %s,\n\nI wanted to give you a quick update on your claim. %s\n\n"
                "I'll be in touch again as soon as I hear back. In the meantime, if anything changes please call me on %s.\n\n"
                "Kind regards,\n%s\nProperty Claims | %s" % (c["addr"] if not self.zh else "", c["ph"], line, self.land(), self.me, self.ins))

    def ep_chat(self, facts, q=None):
        zh = self.zh
        c = next((f["claim"] for f in facts if f["claim"]), None)
        it = all(f["kind"] in ("port", "version", "command") for f in facts)
        parts, nd = [], []
        for f in facts:
            parts.append(f["corr"] if f.get("use_corr") else f["u"])
            nd += f["needles"]
        opener = self.typo(self.ch(ZH_OPEN if zh else EN_OPEN))
        fill = ""
        if c and self.pr(0.4):
            fill = self.typo(self.ch(ZH_CHAT_FILL if zh else EN_CHAT_FILL)).format(**self.ctx_for(c))
        key, ask = self.ch((ZH_ASK_IT if zh else EN_ASK_IT) if it else (ZH_ASK if zh else EN_ASK))
        if any(f["kind"] == "command" for f in facts) and key == "tech":
            key, ask = self.ch((ZH_ASK_IT if zh else EN_ASK_IT)[:2])
        if len(facts) == 1 and facts[0]["kind"] == "command" and facts[0]["rkey"] != "note":
            key, ask = facts[0]["rkey"], ""
        if not c and key in ("next", "update"):
            key, ask = "ack", ("先记着" if zh else "just noting it")
        ask = self.typo(ask)
        if len(parts) > 1 and self.pr(0.45):
            head = (c["lbl"] + "：" if zh else c["lbl"] + ":") if c else ""
            body = ((opener + head) if zh else (opener + " " + head)).strip() + "\n" + "\n".join(("%d. %s" % (i + 1, p)) if zh else ("- " + p)
                                                               for i, p in enumerate(parts))
            if fill:
                body += "\n" + fill
            body += ("\n" + ask) if ask else ""
        else:
            segs = parts + ([fill] if fill else [])
            if zh:
                body = opener + "".join(s if s[-1] in "。？！" else s + "。" for s in segs) + ask
            else:
                body = (opener + " " + " ".join(s if s[-1] in ".?!" else s + "." for s in segs) + " " + ask).strip()
        if q:
            if self.pr(0.5) or zh:
                body += "\n" + self.q_text(q, False)
            else:
                body += ("" if body[-1] in ".?!:" else ".") + " " + self.q_text(q, False)
            nd += q["needles"]
        return [self.U(body, nd)] + self.chat_reply(key, facts, c)

    def email_text(self, role, c, lines, signer):
        r = self.rng
        zh = self.zh
        day = r.randint(9, 15)
        sd = date(2027, 2, day)
        hh, mm = r.randint(7, 18), r.randint(0, 59)
        if zh:
            sent = "2027年2月%d日 %s %02d:%02d" % (day, WD_ZH[sd.weekday()], hh, mm)
            if role == "con":
                name = c["contractor"][:0] + r.choice(ZH_FSUR) + "师傅"
                msgs = []
                t = hh * 60 + mm
                out = "【微信聊天记录】%s-%s\n" % (c["contractor"], name)
                for ln in lines:
                    out += "%s %02d:%02d\n%s\n" % (name, t // 60, t % 60, ln)
                    t += r.randint(1, 6)
                    if self.pr(0.4):
                        out += "[图片]\n"
                t2 = t + r.randint(1, 5)
                out += "%s %02d:%02d\n收到，谢谢师傅\n%s %02d:%02d\n有问题打我电话 %s" % (
                    self.me, t // 60, t % 60, name, t2 // 60, t2 % 60, self.mob())
                return out, name
            if role == "tl":
                out = "【企业微信】%s %02d:%02d\n" % (self.tl, hh, mm) + "\n".join(lines)
                if self.pr(0.5):
                    out += "\n" + self.ch(["有问题随时找我。", "这个写进跟进记录。", "辛苦了。"])
                return out, self.tl
            if role == "it":
                inc = self.sg(lambda: "INC%s" % self.digits(7))
                out = ("发件人：信息技术部服务台 <itsd@%s>\n发送时间：%s\n收件人：理赔部全体\n主题：【系统通知】本周系统变更\n\n各位同事：\n\n%s\n\n"
                       "如有问题请拨打服务台分机%s，工单号%s。\n\n信息技术部" % (self.dom, sent, "\n\n".join(lines), self.ext(), inc))
                return out, "信息部"
            name = signer or (r.choice(ZH_FSUR) + r.choice(["磊", "敏", "强", "军", "洁", "勇", "艳", "涛", "超", "鹏"]))
            call = name[0] + "工"
            mail = "%s@%s" % (r.choice(["zhang.l", "li.m", "dinggsun", "survey01", "hz.claims"]), c["ladom"])
            paras = [self.ch(["%s您好：" % self.me, "%s经理您好：" % self.me[0], "您好："])]
            paras.append(self.ch(["就上述案件，现将查勘进展告知如下。", "%s已完成现场查勘，情况如下。" % c["addr"], "收到您的邮件，回复如下。"]))
            body = list(lines)
            fillers = ["现场照片已上传公估对接平台。", "已告知被保险人本案免赔额为%d元。" % c["excess"],
                       "待施工方报价到位后出具正式定损报告。", "如需补充资料请随时联系。"]
            for x in r.sample(fillers, 2):
                body.insert(r.randint(0, len(body)), x)
            paras += body
            sig = "%s\n%s 杭州分公司 定损员\n手机：%s  座机：%s" % (name, c["lafirm"], self.mob(), self.land())
            quoted = "\n\n------------------ 原始邮件 ------------------\n发件人：%s\n发送时间：2027年2月%d日\n主题：%s %s\n\n%s您好，这个案子有进展吗？客户在催。谢谢！" % (
                self.me, day - r.randint(1, 5), c["laref"], c["addr"], call)
            out = "发件人：%s（%s）<%s>\n发送时间：%s\n收件人：%s\n主题：回复：%s %s %s\n\n%s\n\n此致\n%s%s" % (
                name, c["lafirm"], mail, sent, self.me, c["laref"], c["addr"], c["peril"], "\n\n".join(paras), sig, quoted)
            return out, name
        # English
        wdl = sd.strftime("%A")
        sent = "%s %d February 2027 %02d:%02d" % (wdl, day, hh, mm)
        me_mail = self.me.lower().replace(" ", ".") + "@" + self.dom
        if role == "it":
            inc = self.sg(lambda: "INC%s" % self.digits(7))
            out = ("From: IT Service Desk <servicedesk@%s>\nSent: %s\nTo: Property Claims - All Staff\nSubject: [IT Notice] Changes this week\n\n"
                   "Dear colleague,\n\n%s\n\nIf you have any problems please contact the Service Desk on ext %s quoting %s.\n\n"
                   "IT Service Desk\n%s" % (self.dom, sent, "\n\n".join(lines), self.ext(), inc, self.ins))
            return out, "IT"
        if role == "tl":
            if not c or not c.get("tlsur"):
                self.tlsur = getattr(self, "tlsur", None) or r.choice(EN_SUR)
            out = ("From: %s %s <%s.%s@%s>\nSent: %s\nTo: %s <%s>\nSubject: RE: %s\n\nHi %s,\n\n%s\n\n%s,\n%s\n\n"
                   "%s %s\nTeam Leader, Property Claims\n%s\nDDI: %s" % (
                       self.tl, self.tlsur, self.tl.lower(), self.tlsur.lower(), self.dom, sent, self.me, me_mail,
                       c["lbl"] if c else "a few things", self.me_first, "\n\n".join(lines), self.ch(["Thanks", "Cheers", "Ta"]),
                       self.tl, self.tl, self.tlsur, self.ins, self.land()))
            return out, self.tl
        if role == "con":
            name = r.choice(EN_FIRST) + " " + r.choice(EN_SUR)
            firm, fdom = c["contractor"], c["cdom"]
            mail = name.split()[0].lower() + "@" + fdom
            title = self.ch(["Contracts Manager", "Surveyor", "Operations", "Estimator"])
            opening = self.ch(["Please see below an update regarding the above property.", "Following our attendance this week, please see below.",
                               "Further to your email, please see below."])
            fillers = ["Photos are attached.", "We will need access to the rear via the side gate.",
                       "The customer has been very accommodating.", "Any questions please give me a call."]
        else:
            name = signer or c["laname"]
            firm, fdom = c["lafirm"], c["ladom"]
            mail = name.lower().replace(" ", ".") + "@" + fdom
            title = self.ch(["Loss Adjuster", "Senior Loss Adjuster", "Claims Adjuster", "Property Loss Adjuster"])
            opening = self.ch(["Further to my visit to the above property, I write to update you.", "Please see my update on the above claim below.",
                               "Thank you for your email."])
            fillers = ["Photographs are attached for your file.", "The insured has been advised of the policy excess of %s." % gbp(c["excess"]),
                       "I will provide my full report once the contractor's quotation has been received.",
                       "Please let me know if you require anything further at this stage."]
        body = list(lines)
        for x in r.sample(fillers, 2):
            body.insert(r.randint(0, len(body)), x)
        first = name.split()[0]
        subj = "%s - %s - %s" % (c["laref"], c["addr"], PERIL_LONG_EN[c["peril"]])
        regno = self.sg(lambda: "0%s" % self.digits(7))
        sig = "%s\n%s | %s\nT: %s  M: %s\n\nThis email and any attachments are confidential and intended solely for the addressee. %s is registered in England No. %s." % (
            name, title, firm, self.land(), self.mob(), firm, regno)
        quoted = "\n\n________________________________\nFrom: %s <%s>\nSent: %s %d February 2027 %02d:%02d\nTo: %s\nSubject: %s\n\nHi %s,\n\nAny update on this one please? The PH is chasing.\n\nThanks,\n%s" % (
            self.me, me_mail, date(2027, 2, day - 2).strftime("%A"), day - 2, r.randint(8, 17), r.randint(0, 59), name, subj, first, self.me_first)
        out = "From: %s <%s>\nSent: %s\nTo: %s <%s>\nSubject: RE: %s\n\n%s %s,\n\n%s\n\n%s\n\n%s,\n\n%s%s" % (
            name, mail, sent, self.me, me_mail, subj, self.ch(["Dear", "Hi", "Hello"]), self.me_first, opening,
            "\n\n".join(body), self.ch(["Kind regards", "Regards", "Many thanks"]), sig, quoted)
        return out, first

    def ep_email(self, facts, role):
        r = self.rng
        zh = self.zh
        c = next((f["claim"] for f in facts if f["claim"]), None)
        signer = next((f["needles"][0] for f in facts if f["erole"] == "sign"), None)
        lines = [f["e"] for f in facts if f["e"]]
        nd = [n for f in facts for n in f["needles"]]
        email, who = self.email_text(role, c, lines, signer)
        ctx = self.ctx_for(c)
        if zh:
            intro = self.ch({"la": ["{lbl}公估刚发来的，帮我看下要做什么：", "公估邮件，帮我总结下重点：", "转一下{lbl}公估的邮件："],
                             "con": ["{contractor}师傅发的微信，帮我理一下：", "{lbl}施工方的微信："],
                             "tl": ["{tl}在企业微信上说的：", "{tl}刚发的，存一下："],
                             "it": ["信息部的通知，帮我看下要不要操作：", "又一个IT通知，我要做什么吗："]}[role]).format(**ctx)
        else:
            intro = self.ch({"la": ["this just came in from the LA on {lbl}, can you summarise + tell me what I need to action?",
                                    "LA update on {lbl} below. tl;dr pls", "fwd from the LA:"],
                             "con": ["contractor on {lbl}:", "from {contractor}, what do I need to do with this?"],
                             "tl": ["from {tl}:", "{tl}'s email, for the record:"],
                             "it": ["IT email, save me reading it properly:", "another IT notice. anything I actually need to do?"]}[role]).format(**ctx)
            intro = self.typo(intro)
        user = self.U(intro + "\n\n" + email, nd)
        bullets, rnd = [], []
        for f in facts:
            if f["r"] and self.pr(0.6):
                bullets.append(f["r"])
                rnd += [n for n in f["needles"] if n in f["r"]]
            else:
                bullets.append((ZH_GEN if zh else EN_GEN)[f["kind"]].format(tl=self.tl))
        act = {"la": ("核对一下预估赔款是否需要调整，回复公估确认收到。", "Check whether the reserve needs moving and acknowledge the LA."),
               "con": ("确认施工安排，必要时通知客户。", "Confirm the arrangements and let the PH know if needed."),
               "tl": ("写进跟进记录。", "Put it on the file note."),
               "it": ("更新本地的连接或书签即可，其他不用动。", "Update your bookmarks/connection settings; nothing else to do.")}[role]
        bullets.append(("你要做的：" if zh else "For you: ") + (act[0] if zh else act[1]))
        if zh:
            head = self.ch(["要点：", "%s这条的重点：" % who, "总结一下："])
        else:
            head = self.ch(["Summary:", "Key points from %s's email:" % who if role != "it" else "Key points from the IT notice:", "In short:"])
        items = [user, self.A(head + "\n" + "\n".join("- " + b for b in bullets), rnd)]
        if role in ("la", "con") and self.pr(0.3):
            if zh:
                items.append(self.U(self.ch(["帮我回一句收到", "回个收到吧，简单点"])))
                call = (who[0] + "工") if role == "la" else who
                items.append(self.A("可以这样回：\n\n%s您好，%s的情况已收到，我这边更新卷宗，有需要再联系您。谢谢！" % (call, c["lbl"])))
            else:
                items.append(self.U(self.typo(self.ch(["ta. quick ack back to them?", "can you draft me a two line reply", "reply saying thanks, noted pls"]))))
                items.append(self.A("Hi %s,\n\nThanks for the update on %s - noted. I'll update the file and come back to you if we need anything further.\n\nKind regards,\n%s\n%s Property Claims" % (
                    who, c["lbl"], self.me, self.ins)))
        return items

    def claim_json(self, c):
        zh = self.zh
        st = self.ch(["已立案-公估已派", "查勘中", "待核定", "监测中"] if zh else
                      ["Open - LA appointed", "Open - awaiting scope", "Open - drying", "Open - monitoring", "Open - repairs in progress"])
        flags = []
        if self.pr(0.3):
            flags.append("弱势客户" if zh else "Vulnerable customer")
        if self.pr(0.2):
            flags.append("投诉中" if zh else "Complaint open")
        return {
            "claim_no": c["ref"], "policy_no": c["pol"],
            "product": ("商铺综合保险" if c["prem"] == "shop" else "家庭财产综合险") if zh else ("Shop & Office" if c["prem"] == "shop" else "Home Plus"),
            "policyholder": c["ph"], "risk_address": c["addr"],
            "peril": c["peril"] if zh else PERIL_LONG_EN[c["peril"]], "cause": c["desc"],
            "date_of_loss": c["dol"].isoformat(), "notified": c["notified"].isoformat(), "status": st,
            "excess": c["excess"],
            "reserves": {"indemnity": float(c["res_ind"]), "fees": float(c["res_fee"]), "ale": float(c["res_ale"])},
            "paid_to_date": round(c["paid"], 2),
            "loss_adjuster": {"firm": c["lafirm"], "adjuster": c["laname"], "ref": c["laref"]},
            "handler": self.hid, "next_diary": c["next_diary"].isoformat(), "flags": flags,
        }

    def lookup_reply(self, c):
        zh = self.zh
        res = "%s / %s" % (self.fm(c["res_ind"]), self.fm(c["res_fee"]))
        if zh:
            s = "%s，%s，出险日%s。免赔额%d元。预估赔款 %s（赔款/公估费）" % (c["peril"], c["addr"], c["dol"].strftime("%m/%d"), c["excess"], res)
            if c["res_ale"]:
                s += "，临时住宿%s" % self.fm(c["res_ale"])
            s += "；已付%s。公估是%s（%s）。下次跟进%s。" % (self.fm(round(c["paid"], 2)), c["lafirm"], c["laname"], c["next_diary"].strftime("%m/%d"))
            return s
        s = "%s at %s, DOL %s. Excess %s. Reserves: indemnity %s, fees %s" % (
            PERIL_LONG_EN[c["peril"]], c["addr"], self.dd(c["dol"]), gbp(c["excess"]), gbp(c["res_ind"]), gbp(c["res_fee"]))
        if c["res_ale"]:
            s += ", ALE %s" % gbp(c["res_ale"])
        s += "; paid to date %s. LA is %s (%s). Next diary %s." % (gbp(round(c["paid"], 2)), c["lafirm"], c["laname"],
                                                                 self.dd(c["next_diary"]))
        return s

    def ep_lookup(self, f):
        c = f["claim"]
        nd = f["needles"][0]
        tail = self.ch(["帮我查一下系统", "免赔额和预估是多少？", "系统里什么状态？"]) if self.zh else \
            self.ch(["can you pull it up?", "what's the xs and reserve on it?", "can you check it on the system"])
        u = self.U(f["u"] + ("，" if self.zh else ". ") + tail, [nd])
        t = self.T("claim_lookup", {"claim_ref": nd}, self.claim_json(c), [nd], [nd])
        return [u, t, self.A(self.lookup_reply(c))]

    def ledger(self, c, special=None):
        r = self.rng
        zh = self.zh
        rows = []
        n = r.randint(1, 4)
        payees = [c["contractor"], c["lafirm"], c["ph"], self.engfirm] if c["kind"] == "subs" else [c["contractor"], c["lafirm"], c["ph"]]
        for _ in range(n):
            p = r.choice(payees)
            d = c["notified"] + timedelta(days=r.randint(2, 25))
            if d >= START:
                d = START - timedelta(days=r.randint(1, 4))
            v = self.money(150, 6000, 1) + (r.randint(0, 99) / 100.0 if self.pr(0.5) else 0)
            typ = ("公估费" if zh else "Fees") if p == c["lafirm"] else (("赔款" if zh else "Indemnity"))
            rows.append([d, p, typ, "BACS" if not zh else "银行转账", v, None])
        if special:
            rows.append(special)
        rows.sort(key=lambda x: x[0])
        out = []
        total = 0.0
        for d, p, typ, meth, v, vs in rows:
            total += v
            ref = self.sg(lambda: ("ZF2027%s" % self.digits(8)) if zh else ("PAY-%s" % self.digits(7)))
            amt = vs or (("%.2f" % v) if zh else gbp(v))
            out.append("%-10s  %-30s  %-9s  %-6s  %12s  %s" % (d.strftime("%d/%m/%Y"), p[:30], typ, meth, amt, ref))
        hdr = ("支付台账  %s  %s\n截至 %s 10:14\n" % (c["ref"], c["ph"], self.dd(START))) if zh else \
            ("PAYMENTS LEDGER  %s  %s\nas at %s 10:14\n" % (c["ref"], c["ph"], self.dd(START)))
        cols = "%-10s  %-30s  %-9s  %-6s  %12s  %s" % (("日期", "收款方", "类型", "方式", "金额", "流水号") if zh else
                                                    ("DATE", "PAYEE", "TYPE", "METHOD", "AMOUNT", "PAY REF"))
        tot = ("合计已付 %.2f" % total) if zh else ("TOTAL PAID %s" % gbp(round(total, 2)))
        return hdr + cols + "\n" + "-" * 96 + "\n" + "\n".join(out) + "\n" + "-" * 96 + "\n" + tot, rows

    def ep_ledger(self, f):
        r = self.rng
        zh = self.zh
        c = f["claim"]
        nd = f["needles"][0]
        key = f["spec"][0]
        v = float(nd.replace("£", "").replace("¥", "").replace("元", "").replace(",", ""))
        payee = {"drying": c["contractor"], "interim": c["ph"], "fee": self.engfirm, "tree": self.arb, "quote": c["contractor"]}[key]
        d = START - timedelta(days=r.randint(1, 6))
        typ = ("公估费" if zh else "Fees") if key == "fee" else ("赔款" if zh else "Indemnity")
        txt, rows = self.ledger(c, [d, payee, typ, "BACS" if not zh else "银行转账", v, nd])
        ndo = [nd] + ([c["ref"]] if c["ref_needle"] else [])
        if zh:
            q = self.ch(["{lbl}那边{p}的钱付了没？在催了", "{lbl}给{p}的款出去了吗？"]).format(lbl=c["lbl"], p=payee)
            a = "付了：%s，%s到%s的%s，%s。" % (d.strftime("%m/%d"), "银行转账", payee, nd, self.ch(["流水号见台账", "对方可能还没对账"]))
        else:
            q = self.typo(self.ch(["has {p} been paid on {lbl}? they're chasing", "did the money go out to {p} on {lbl}?",
                                   "quick check - {p} on {lbl}, paid or not?"]).format(lbl=c["lbl"], p=payee))
            a = "Yes - %s were paid %s on %s by BACS. %s" % (payee, nd, d.strftime("%d/%m"), self.ch([
                "Might just not have hit their account yet.", "If they're still chasing, the pay ref is on the ledger line above.", ""]))
        return [self.U(q), self.T("payments_ledger", {"claim_ref": c["ref"]}, txt, [c["ref"]] if c["ref_needle"] else [], ndo),
                self.A(a.strip(), [nd])]

    def ep_diary(self, f):
        zh = self.zh
        c = f["claim"]
        nd = f["needles"][0]
        d = f["d"]
        what = {"lavisit": ("公估查勘", "LA site visit"), "engvisit": ("工程师上门", "Engineer's inspection"),
                "start": ("施工进场", "Contractor start"), "dry": ("最终含水率检测", "Final drying readings"),
                "tree": ("砍树作业", "Tree works")}[f["spec"][0]]
        tm = self.ch(["09:00", "10:00", "11:30", "14:00"])
        u = self.U(f["u"] + ("，帮我加到日程里" if zh else self.typo(self.ch([", can you put it in my diary?", " - diary pls", ". stick it in my diary"]))), [nd])
        t = self.diary_add(c, d, tm, what[0] if zh else what[1] + " - " + c["lbl"])
        if zh:
            a = "已加到日程：%s %s %s，%s。" % (nd, WD_ZH[d.weekday()], tm, what[0] + "（" + c["lbl"] + "）")
        else:
            a = "Done - %s on %s, %s %s at %s, is in your diary." % (what[1], c["lbl"], WD_EN[d.weekday()], nd, tm)
        return [u, t, self.A(a, [nd])]

    def ep_asst_cmd(self, f):
        zh = self.zh
        d = f["spec"]
        nd = f["needles"][0]
        ask = d["ask"] if zh else self.typo(d["ask"])
        if zh:
            a = self.ch(["可以这样：", "试试这个：", "用这个："]) + "\n\n" + nd + "\n\n" + d["ex"]
            back = self.ch(["可以了，谢谢", "好了！就是这个", "跑通了"])
            fin = self.ch(["好的。", "那就好，要改条件再说。"])
        else:
            a = self.ch(["Try this:", "This should do it:", "Something like:"]) + "\n\n" + nd + "\n\n" + d["ex"]
            back = self.ch(["perfect, that worked", "worked, ta", "legend. that's exactly it"])
            fin = self.ch(["Good stuff.", "Great - shout if it needs tweaking."])
        return [self.U(ask), self.A(a, [nd]), self.U(back), self.A(fin)]

    def ep_alt(self, f):
        zh = self.zh
        u = f["alt_u"] + (self.ch(["，你觉得呢？", "。"]) if zh else self.ch([". thoughts?", "", ". sound ok?"]))
        if zh:
            a = "可以先这么考虑。跟%s确认的时候把成本和投诉风险都说清楚，不管怎么定都把理由写进跟进记录。" % self.tl
        else:
            a = "That's a reasonable holding position. When you speak to %s it's worth laying out the cost and the complaint risk side by side, and whichever way it goes, get the rationale on the file." % self.tl
        return [self.U(u if zh else self.typo(u)), self.A(a)]

    def ep_final(self, f):
        zh = self.zh
        items = [self.U(f["fin_u"], f["needles"])]
        if self.pr(0.5):
            items.append(self.A(("好的，更新一下跟进记录：\n- " if zh else "OK, updated note:\n- ") + f["r"], f["needles"]))
        else:
            items.append(self.A("明白，按新的方案走。需要的话我帮你起草给客户的说明。" if zh else
                                "Understood - new approach it is. Want me to draft the explanation for the PH?"))
        return items

    def ep_roundup(self, c, facts):
        zh = self.zh
        nd = []
        lines = []
        for f in facts:
            lines.append(f["r"])
            nd += [n for n in f["needles"] if n in f["r"]]
        steps = self.rng.sample((ZH_NEXT if zh else EN_NEXT)["shop" if c["prem"] == "shop" else c["kind"]], 2)
        if zh:
            u = self.ch(["{lbl}现在到哪一步了？列一下，我乱了", "{lbl}帮我捋一下，我要跟{tl}汇报"]).format(lbl=c["lbl"], tl=self.tl)
            a = "%s目前我们聊到的：\n" % c["lbl"] + "\n".join("- " + x for x in lines) + "\n还没做的：\n" + "\n".join("- " + x for x in steps)
        else:
            u = self.typo(self.ch(["{lbl} - where am I on it? quick bullets, I've lost track", "can you recap {lbl} for me, {tl} is asking"]).format(
                lbl=c["lbl"], tl=self.tl))
            a = "From what we've covered on %s:\n" % c["lbl"] + "\n".join("- " + x for x in lines) + "\nStill to do:\n" + "\n".join("- " + x for x in steps)
        return [self.U(u), self.A(a, nd)]

    # ------------------------------------------------------------------ filler (English)
    def free_claims(self):
        return [c for c in self.claims if not c["ref_needle"]]

    def en_small(self):
        c = self.ch(self.claims)
        pairs = [
            ("phones are mental this morning, 3 new storm FNOLs before 9", "Sounds like a busy start. Send things over as they come in and I'll keep track of what's outstanding."),
            ("sorry was on with a PH for 40 mins, she mostly wanted to talk about her cat tbh", "Those calls count too - she'll remember you were kind. Ready when you are."),
            ("{tl}'s doing 1:1s today so if I go quiet thats why", "No problem, I'll be here."),
            ("coffee machine on 2nd floor broken again. send help", "Commiserations. Kettle it is, I suppose."),
            ("half the team off with that bug going round, I've got {col}'s diary as well as mine", "That's a lot to juggle. If you paste {col}'s diary items over I can help you sort what actually needs doing today."),
            ("LA just cancelled a visit AGAIN, third time this month on a different claim", "Frustrating. If it's the same firm each time it might be worth keeping a list of the cancellations so {tl} can see the pattern."),
            ("whoever decided month end should land on a Monday...", "It does make for a long day. Shout if you want a running list of reserve changes as we go."),
            ("just had a PH thank me for once. framing it", "Enjoy it - they're rarer than they should be."),
            ("VPN dropped twice already today", "Annoying. If it keeps dropping mid-export let me know and we'll look at it properly."),
            ("training on the new complaints process at 2, I'll be off for an hour", "OK, I'll be here when you're back."),
            ("lunch. 20 mins. don't let anything burn down", "Enjoy your lunch."),
            ("hail in {town} this morning apparently, bracing myself", "Fingers crossed it's mostly cars and not roofs."),
            ("{col} brought cake in. best thing that's happened all week", "Good call from {col}. Fuel for the afternoon."),
            ("the FNOL team have put a car claim in my queue again", "Classic. Worth bouncing it back with a note so it doesn't sit on your SLA."),
        ]
        u, a = self.once("small", pairs)
        ctx = dict(tl=self.tl, col=self.ch(self.cols), town=c.get("town", "Leeds"))
        return [self.U(self.typo(u.format(**ctx))), self.A(a.format(**ctx))]

    def en_reserve(self):
        r = self.rng
        c = self.ch(self.claims)
        p = r.choice([10, 12, 15])
        x = c["excess"]
        if c["kind"] == "subs":
            b = self.money(6000, 42000, 5)
            dr = self.money(800, 5200, 5) if self.pr(0.6) else 0
            mf = self.money(400, 1800, 5)
            u = "reserve calc for %s subs pls: engineer's est for the superstructure repairs %s%s, no contents. monitoring %s. xs %s. LA fees %d%%" % (
                c["lbl"], gbp(b), (", drains " + gbp(dr)) if dr else "", gbp(mf), gbp(x), p)
            dmg = b + dr
            fee = round(dmg * p / 100.0, 2) + mf
            ind = dmg - x
            a = ("For %s:\n\nIndemnity\n- Superstructure repairs: %s\n" % (c["lbl"], gbp(b)) +
                 ("- Drainage: %s\n" % gbp(dr) if dr else "") +
                 "- Less excess: -%s\n= Indemnity reserve: %s\n\nFees\n- LA fees at %d%% of %s: %s\n- Monitoring: %s\n= Fee reserve: %s\n\nTotal incurred: %s" % (
                     gbp(x), gbp(ind), p, gbp(dmg), gbp(round(dmg * p / 100.0, 2)), gbp(mf), gbp(fee), gbp(round(ind + fee, 2))))
            if self.pr(0.5):
                a += "\n\nWorth noting it'll go up a lot if the engineer ends up recommending underpinning rather than superstructure repairs."
            return [self.U(self.typo(u)), self.A(a)]
        b = self.money(1500, 24000, 5)
        ct = self.money(0, 9000, 5) if c["prem"] == "home" else self.money(800, 15000, 5)
        dry = self.money(600, 4000, 5) if c["kind"] == "eow" else 0
        ale_w = self.money(180, 650, 5) if (c["kind"] == "eow" and c["prem"] == "home" and self.pr(0.6)) else 0
        wks = r.randint(3, 10)
        parts = ["LA est buildings %s inc VAT" % gbp(b)]
        if ct:
            parts.append(("contents " if c["prem"] == "home" else "stock ") + gbp(ct))
        if dry:
            parts.append("drying " + gbp(dry))
        if ale_w:
            parts.append("ALE %s/wk for %d wks" % (gbp(ale_w), wks))
        u = "reserve calc pls for %s (%s). %s. xs %s. fees at %d%% of the damage" % (c["lbl"], c["peril"], ", ".join(parts), gbp(x), p)
        dmg = b + ct + dry
        ale = ale_w * wks
        ind = dmg + ale - x
        fee = round(dmg * p / 100.0, 2)
        lines = ["- Buildings: %s" % gbp(b)]
        if ct:
            lines.append("- %s: %s" % ("Contents" if c["prem"] == "home" else "Stock", gbp(ct)))
        if dry:
            lines.append("- Drying: %s" % gbp(dry))
        if ale_w:
            lines.append("- ALE: %s x %d weeks = %s" % (gbp(ale_w), wks, gbp(ale)))
        lines.append("- Less excess: -%s" % gbp(x))
        a = "Here's how %s comes out:\n\nIndemnity\n%s\n= Indemnity reserve: %s\n\nFees\n- %d%% of damage (%s) = %s\n\nTotal incurred: %s" % (
            c["lbl"], "\n".join(lines), gbp(ind), p, gbp(dmg), gbp(fee), gbp(round(ind + fee, 2)))
        if self.pr(0.5):
            cur = c["res_ind"] + c["res_fee"]
            diff = round(ind + fee - cur, 2)
            a += "\n\nThe system currently shows %s incurred (indemnity %s + fees %s), so that's a movement of %s%s." % (
                gbp(cur), gbp(c["res_ind"]), gbp(c["res_fee"]), "+" if diff >= 0 else "-", gbp(abs(diff)))
        return [self.U(self.typo(u)), self.A(a)]

    def en_lookup(self):
        c = self.ch(self.free_claims())
        u = self.ch(["what's the xs on {lbl} again?", "PH on {lbl} ringing back in 5, where are we on it?", "reserve on {lbl}?",
                     "can you check {lbl} on the system, can't remember who the LA is"]).format(lbl=c["lbl"])
        return [self.U(self.typo(u)), self.T("claim_lookup", {"claim_ref": c["ref"]}, self.claim_json(c)),
                self.A(c["ref"] + ": " + self.lookup_reply(c))]

    def en_ledger(self):
        c = self.ch(self.free_claims())
        txt, rows = self.ledger(c)
        last = rows[-1]
        tot = sum(x[4] for x in rows)
        u = self.ch(["what's been paid on {lbl} so far?", "payments on {lbl}? PH says we've paid nothing", "ledger for {lbl} pls"]).format(lbl=c["lbl"])
        a = "%s paid in total across %d payment%s. The most recent was %s to %s on %s." % (
            gbp(round(tot, 2)), len(rows), "" if len(rows) == 1 else "s", gbp(last[4]), last[1], last[0].strftime("%d/%m"))
        if "nothing" in u:
            a += " So something has definitely gone out - worth checking whether the PH payment went to the right account."
        return [self.U(self.typo(u)), self.T("payments_ledger", {"claim_ref": c["ref"]}, txt), self.A(a)]

    def diary_list(self, when):
        r = self.rng
        zh = self.zh
        fc = self.free_claims()
        n = r.randint(3, 6)
        times = sorted(r.sample(["08:45", "09:30", "10:00", "10:30", "11:15", "12:00", "13:30", "14:00", "14:45", "15:30", "16:15"], n))
        ents = []
        pool = list(fc)
        r.shuffle(pool)
        for i, t in enumerate(times):
            c = pool[i % len(pool)]
            if zh:
                typ, note = r.choice([("电话", "回电%s，说明进展" % c["ph"]), ("任务", "复核预估赔款"), ("查勘", "陪同公估现场查勘"),
                                      ("电话", "催%s报价" % c["contractor"]), ("任务", "审核公估报告"), ("电话", "跟%s确认除湿进度" % c["ph"])])
            else:
                typ, note = r.choice([("CALL", "Call back %s re progress" % c["ph"]), ("TASK", "Reserve review"),
                                      ("VISIT", "Joint visit with LA"), ("CALL", "Chase %s for scope" % c["contractor"]),
                                      ("TASK", "Review LA report"), ("CALL", "Chase drying readings with %s" % c["ph"]),
                                      ("REVIEW", "28-day review")])
            ents.append((t, typ, c, note))
        head = ("日程  %s  %s %s\n" % (self.hid, self.dd(when), WD_ZH[when.weekday()])) if zh else \
            ("DIARY  %s  %s %s\n" % (self.hid, WD_EN[when.weekday()], self.dd(when)))
        body = "\n".join("%s  %-6s  %-16s  %s - %s" % (t, typ, c["ref"], c["lbl"], note) for t, typ, c, note in ents)
        return head + body, ents

    def en_diary(self):
        when = START + timedelta(days=self.rng.randint(1, 3))
        while when.weekday() >= 5:
            when += timedelta(days=1)
        txt, ents = self.diary_list(when)
        u = self.ch(["what've I got tomorrow?", "diary for %s pls" % WD_EN[when.weekday()], "how bad is my diary looking for %s" % WD_EN[when.weekday()]])
        visits = [e for e in ents if e[1] == "VISIT"]
        a = "%d things in for %s: " % (len(ents), WD_EN[when.weekday()]) + "; ".join("%s %s (%s)" % (t, n, c["lbl"]) for t, typ, c, n in ents) + "."
        if visits:
            a += " The visit is the only thing you can't move."
        else:
            a += " Nothing there that can't be shuffled if something urgent lands."
        return [self.U(self.typo(u)), self.T("diary", {"action": "list", "date": when.isoformat()}, txt), self.A(a)]

    def en_ph_email(self):
        r = self.rng
        c = self.once("phmail", self.free_claims())
        first = r.choice(EN_FIRST)
        mail = "%s%s%d@%s" % (first.lower(), c["sur"].lower(), r.randint(1, 99), r.choice(["gmail.com", "btinternet.com", "outlook.com", "sky.com"]))
        kind = "shop" if c["prem"] == "shop" else c["kind"]
        body = {
            "eow": "I am writing AGAIN about our claim. The dehumidifiers have now been running for three weeks, the noise is unbearable and nobody has told us when the kitchen will be put back. I was promised a call back on Friday and nobody rang.\n\nI want to know (1) when the works will start (2) who is paying for the electricity (3) whether we can claim for the takeaways we've had to buy with no kitchen.\n\nIf I don't hear by Wednesday I will be making a formal complaint.",
            "storm": "We reported the roof damage on %s and there is still a tarpaulin on the roof. Every time it rains water comes through the bedroom ceiling. The roofer your adjuster sent says he can't start until he has your approval. Why is this taking so long? We have paid our premium every year for 22 years and never claimed." % self.dd(c["notified"]),
            "subs": "We were told in January the cracks would be 'monitored'. Nobody has been since. The crack above the bay window is now wider than a pound coin and the front door won't lock properly. I am worried the house is not safe. Please can someone tell us what is actually happening.",
            "shop": "We have been closed for %d days now. I have staff to pay and have had no money from you at all. Your adjuster asked for twelve months of accounts which I sent on the 2nd. I need to know when I will receive an interim payment." % r.randint(9, 30),
        }[kind]
        ask = {
            "eow": "can you draft a reply? sympathetic, no promises on dates, we're waiting on the LA's scope. electricity yes on meter readings. takeaways - offer the disturbance allowance, £10 pp per day",
            "storm": "draft a reply pls - apologise, roofer is approved as of today, I'll ring him myself this afternoon",
            "subs": "need a reply to this, calm and clear - monitoring has started, engineer's readings due end of month, house isn't unsafe per the engineer",
            "shop": "reply pls - interim is with {tl} for sign off, accounts received, LA reviewing",
        }[kind].format(tl=self.tl)
        letter = {
            "eow": "Dear {ph},\n\nThank you for your email, and I'm sorry you didn't get the call back you were promised on Friday - that shouldn't have happened.\n\nTo answer your questions:\n\n1. Start of works: the loss adjuster is finalising the scope of works with the contractor. I can't give you a firm start date until that's agreed, but I will update you as soon as it is.\n2. Electricity: we will reimburse the extra electricity used by the drying equipment. Please send a photo of your meter reading from the day the equipment was installed and another when it is removed.\n3. Meals: while you're without a kitchen we can pay a disturbance allowance of £10 per person per day, from the date the kitchen became unusable.\n\nI know how disruptive this is. I'll call you by the end of the week with an update either way.\n\nKind regards,\n{me}\nProperty Claims | {ins}",
            "storm": "Dear {ph},\n\nI'm sorry - you're right that this has taken too long, and I understand how stressful it is to have water coming in every time it rains.\n\nI've approved the roofer's quotation today and I'll be speaking to him myself this afternoon to get a start date. I'll call you as soon as I have it.\n\nThank you for your patience, and for being a loyal customer for so long.\n\nKind regards,\n{me}\nProperty Claims | {ins}",
            "subs": "Dear {ph},\n\nThank you for your email. I understand this is worrying, so I want to be clear about where things are.\n\nMonitoring has started. The engineer is measuring the cracks and the level of the house over several months so that we fix the cause, not just the symptoms. The first set of readings is due at the end of this month and I'll share the outcome with you.\n\nThe engineer has confirmed the house is not unsafe to live in. If the cracks change suddenly, or a door or window stops working altogether, please call me straight away.\n\nKind regards,\n{me}\nProperty Claims | {ins}",
            "shop": "Dear {ph},\n\nThank you for your email, and I'm sorry for the worry this is causing while the shop is closed.\n\nWe've received your accounts and the loss adjuster is reviewing them now. In the meantime I've put forward an interim payment for approval, and I'll let you know as soon as it's signed off so you know when to expect it.\n\nKind regards,\n{me}\nProperty Claims | {ins}",
        }[kind].format(ph=c["ph"], me=self.me, ins=self.ins)
        subj = {"eow": "STILL waiting", "storm": "roof", "subs": "cracks getting worse", "shop": "interim payment??"}[kind]
        email = "From: %s %s <%s>\nSent: %s %d February 2027 %02d:%02d\nTo: Property Claims <propertyclaims@%s>\nSubject: Claim %s - %s\n\n%s\n\n%s %s\n%s" % (
            first, c["sur"], mail, "Monday", 15, r.randint(6, 9), r.randint(0, 59), self.dom, c["ref"], subj, body, first, c["sur"], c["phmob"])
        return [self.U(self.typo("PH on %s:\n\n%s\n\n%s" % (c["lbl"], email, ask), 0.02)), self.A(letter)]

    def en_quote(self):
        r = self.rng
        c = self.once("quote", [x for x in self.claims if x["prem"] == "home"] or self.claims)
        items = {
            "storm": ["Scaffold to rear elevation", "Strip and re-felt flat roof", "Replace slipped and broken tiles", "Rebed ridge tiles",
                      "Replace fascia and guttering", "Skip and waste removal"],
            "eow": ["Strip out damaged kitchen units", "Remove and replace plasterboard ceiling", "Skim and decorate kitchen",
                    "Replace laminate flooring", "Refit kitchen units (client supplied)", "Electrical test and certificate"],
            "subs": ["Helical bar crack stitching", "Rake out and repoint", "Make good and decorate front bedroom",
                     "Ease and adjust doors", "Replace cracked window sill"],
        }[c["kind"]]
        pick = r.sample(items, r.randint(3, len(items)))
        vals = [self.money(120, 2400, 5) for _ in pick]
        sub = sum(vals)
        err = self.pr(0.45)
        shown_sub = sub + (r.choice([-1, 1]) * self.money(50, 400, 10) if err and self.pr(0.5) else 0)
        vat = round(shown_sub * 0.2, 2)
        shown_vat = vat if not (err and shown_sub == sub) else round(vat + self.money(20, 120, 1), 2)
        tot = round(shown_sub + shown_vat, 2)
        name = r.choice(EN_FIRST)
        q = "\n".join("%-45s %10s" % (p, gbp(v)) for p, v in zip(pick, vals))
        email = "From: %s <%s@%s>\nSubject: Quotation - %s\n\nHi %s,\n\nPlease find our quotation below.\n\n%s\n%-45s %10s\n%-45s %10s\n%-45s %10s\n\nQuote valid 30 days. Any questions give me a call.\n\n%s\n%s\n%s" % (
            name, name.lower(), c["cdom"] or "builders.co.uk", c["addr"], self.me_first, q, "Subtotal", gbp(shown_sub), "VAT @ 20%", gbp(shown_vat),
            "TOTAL", gbp(tot), name, c["contractor"], self.land())
        u = self.typo(self.ch(["can you check their maths?", "sanity check these numbers pls", "does this add up?"])) + "\n\n" + email
        if not err:
            a = "The line items add up to %s, VAT at 20%% is %s and the total of %s is right. The maths is fine - whether the rates are reasonable is one for the LA." % (
                gbp(sub), gbp(vat), gbp(round(sub + vat, 2)))
        elif shown_sub != sub:
            a = "The subtotal's wrong. The line items add up to %s, not %s (a difference of %s). On the correct figure VAT is %s and the total should be %s, not %s." % (
                gbp(sub), gbp(shown_sub), gbp(abs(shown_sub - sub)), gbp(round(sub * 0.2, 2)), gbp(round(sub * 1.2, 2)), gbp(tot))
        else:
            a = "The subtotal of %s is right, but the VAT isn't: 20%% of %s is %s, not %s. The total should be %s rather than %s." % (
                gbp(sub), gbp(sub), gbp(vat), gbp(shown_vat), gbp(round(sub + vat, 2)), gbp(tot))
        return [self.U(u), self.A(a)]

    def en_decline(self):
        r = self.rng
        c = self.once("decline", [x for x in self.claims if x["kind"] == "storm"] or self.claims)
        g = r.randint(28, 47)
        u = "need a decline on %s. LA says wear and tear - mortar perished on the ridge, felt's original and rotten, max gust on the DOL was %dmph at the nearest station. draft pls, nice but firm" % (c["lbl"], g)
        a = ("Dear %s,\n\nThank you for your patience while we looked into your claim for the damage to your roof.\n\n"
             "Our loss adjuster inspected the roof and found that the mortar holding the ridge tiles had deteriorated over time, and the roofing felt beneath the tiles is original and has rotted. Weather records for the date of the damage show a maximum wind gust of %dmph at the nearest weather station, which does not meet the level we would expect to cause storm damage.\n\n"
             "Your policy covers damage caused by a storm, but it does not cover damage that happens gradually, or wear and tear (please see the 'What is not covered' section of your policy booklet, page 14). Unfortunately this means we are unable to pay your claim.\n\n"
             "I know this isn't the outcome you were hoping for. If you have any further information - for example a roofer's report that shows something different - please send it to me and I will review it. If you are unhappy with our decision, you can make a complaint and details of how to do this are enclosed.\n\n"
             "Kind regards,\n%s\nProperty Claims | %s") % (c["ph"], g, self.me, self.ins)
        return [self.U(self.typo(u)), self.A(a)]

    def en_tech(self):
        pairs = [
            ("VPN keeps dropping every time I run the big export, any ideas?",
             "A few things usually help:\n1. Plug into the router with a cable if you can - the export is long enough that a wifi blip kills it.\n2. Split it into smaller date ranges (a month at a time) so a drop costs you minutes, not the whole run.\n3. If IT have given you the jump box, run it there instead so the VPN only carries the finished file.\n4. If it always drops at about the same point, tell IT - an idle-timeout on the gateway looks exactly like this."),
            ("psql says 'server closed the connection unexpectedly' halfway through my query",
             "That's usually the connection being cut rather than the query failing - VPN blip, or a timeout on long-running queries. Try a narrower date range first; if the small version works, it's the timeout and IT can tell you whether there's a limit on the reporting box."),
            ("excel keeps converting the claim numbers in my export into dates. why",
             "Excel is guessing the column type. Import via Data > From Text/CSV and set that column to Text before loading, or put an apostrophe in front of the values. Don't open the CSV by double-clicking, that's where the guessing happens."),
            ("the csv export has weird characters where the £ signs should be",
             "That's an encoding mismatch - the file is UTF-8 and Excel's opening it as Windows-1252. Use Data > From Text/CSV and choose 65001: Unicode (UTF-8) as the file origin and the £ signs will come through properly."),
            ("ClaimCentre's logged me out 4 times this morning",
             "If it's happening on a timer it's probably the session timeout; if it's random it's more likely the VPN reconnecting and changing your IP. Worth a ticket either way - mention the times so IT can match them against the logs."),
        ]
        u, a = self.once("tech", pairs)
        return [self.U(self.typo(u)), self.A(a)]

    def en_fnote(self):
        c = self.once("fnote", self.claims)
        dic = {
            "eow": "spoke to PH, explained drying usually takes 2-3 wks, she's unhappy about the dehumidifier noise at night. agreed we'll cover the electricity, she'll send meter readings. she's emailing photos of the damaged rug",
            "storm": "spoke to PH, roofer has done the emergency tarp, full repair needs scaffold. PH asked about the fence - told her I'd check the wording and come back. PH happy with progress so far",
            "subs": "called PH re monitoring, first readings show slight movement, engineer wants another 2 sets before deciding. PH asked if they can redecorate the lounge in the meantime - advised to hold off",
            "shop": "spoke to the owner, shop partly reopened (front counter only), back store still out of use. owner sending last 12 months' sales figures by end of week",
        }["shop" if c["prem"] == "shop" else c["kind"]]
        u = "file note pls for %s: %s" % (c["lbl"], dic)
        body = {
            "eow": ["Spoke to the policyholder.", "Explained that drying typically takes 2-3 weeks.", "PH unhappy about dehumidifier noise overnight.",
                    "Agreed we will reimburse additional electricity; PH to provide meter readings.", "PH to email photos of the damaged rug."],
            "storm": ["Spoke to the policyholder.", "Emergency tarpaulin fitted by the roofer; full repair requires scaffold.",
                      "PH asked whether the fence is covered; advised I would check the policy wording and revert.", "PH satisfied with progress to date."],
            "subs": ["Called PH regarding monitoring.", "First readings show slight movement; engineer requires two further sets before recommending a repair.",
                     "PH asked about redecorating the lounge; advised to wait until monitoring concludes."],
            "shop": ["Spoke to the business owner.", "Shop partially reopened (front counter only); rear store remains out of use.",
                     "Owner to provide the last 12 months' sales figures by the end of the week."],
        }["shop" if c["prem"] == "shop" else c["kind"]]
        return [self.U(self.typo(u)), self.A(self.fnote_head(c) + "\n" + "\n".join("- " + b for b in body))]

    def en_explain(self):
        pairs = [
            ("remind me - gradual leak vs sudden escape. PH insists the shower seal went overnight",
             "The distinction is how the water got out, not when it was noticed. A sudden escape is a one-off event - a pipe bursts, a hose fails. A failed shower seal or grout usually lets water through a bit at a time every time the shower is used, which is gradual and excluded under most wordings, even if the damage is only discovered suddenly. The evidence that settles it is the damage itself: rot, staining in layers, or mould under the tray point to months, not a night."),
            ("what's 'average' in plain english for a PH letter?",
             "Something like: \"Your policy requires the sum insured to reflect the full cost of replacing everything as new. Because the amount you insured is lower than that, we can only pay the same proportion of your claim. For example, if you insured 75% of the full value, we pay 75% of the loss.\" Then give their actual figures."),
            ("difference between cash settling and us appointing a contractor, re VAT?",
             "If we appoint the contractor we pay the invoice including VAT. If we cash settle, we usually pay the net cost of the repair, and the VAT only when the PH sends a VAT invoice showing the work has been done - because if they do it themselves or use a non-VAT-registered builder, no VAT is incurred."),
            ("is a blocked gutter overflowing a storm claim?",
             "Generally not on its own. If the gutter overflowed because it was blocked, that's a maintenance issue. It's only storm if there were storm conditions and the gutter couldn't cope with the volume despite being clear - and even then the LA will want to see that the damage was a one-off event."),
            ("how long do we give a PH for docs before we close for non-response?",
             "Most procedures use three requests over about six weeks, with the final letter saying the claim will be closed (and can be reopened if they come back). Check your own claims manual though - vulnerable customer cases usually need a different approach, e.g. a call as well as letters."),
            ("whats the point of level monitoring as well as crack monitoring?",
             "Crack monitoring tells you whether the cracks are opening and closing; level monitoring tells you whether the building itself is moving up and down. Seasonal up-and-down movement that matches the crack pattern points to clay shrinkage from tree roots, while steady one-way movement points to something else, e.g. a leaking drain washing out the ground."),
        ]
        u, a = self.once("explain", pairs)
        return [self.U(self.typo(u)), self.A(a)]

    def en_tl(self):
        r = self.rng
        v = self.once("tlv", [0, 1, 2])
        if v == 0:
            cs = [c for c in self.claims if c["kind"] == "storm"][:3] or r.sample(self.claims, 3)
        else:
            cs = sorted(self.claims, key=lambda c: -(c["res_ind"] + c["res_fee"]))[:3]
        u = ["{tl} wants 3 lines on my open storm claims for the ops call", "need a quick summary of my biggest reserves for {tl}",
             "{tl} asking for a one-liner on my complaints risk"][v].format(tl=self.tl)
        if v == 2:
            c = r.choice(self.claims)
            return [self.U(self.typo(u)), self.A("Something like: \"%d open claims, one live complaint (%s, delays on the repair start); "
                                                 "the main risk is the subsidence monitoring cases, where customers are chasing for updates - "
                                                 "I'm on a 28-day update cycle with all of them.\"" % (len(self.claims), c["lbl"]))]
        lines = []
        for c in cs:
            lines.append("- %s (%s): %s reserve, %s." % (c["lbl"], PERIL_LONG_EN[c["peril"]], gbp(c["res_ind"] + c["res_fee"]),
                                                        r.choice(["awaiting LA scope", "drying in progress", "monitoring ongoing", "repairs booked",
                                                                  "settlement offer pending"])))
        tot = sum(c["res_ind"] + c["res_fee"] for c in cs)
        a = "Here's something you can read out:\n\n" + "\n".join(lines) + "\n\nTogether that's %s incurred. None of them are over SLA at the moment." % gbp(tot)
        return [self.U(self.typo(u)), self.A(a)]

    def en_excess(self):
        c = self.once("excess", [x for x in self.claims if x["kind"] == "subs"] or self.claims)
        u = "PH on %s doesn't get why the subsidence xs is £1,000 when her normal one is £250. explain in plain english for an email pls" % c["lbl"]
        a = ("Here's a paragraph you could use:\n\n\"Your policy has a standard excess of £250 for most claims, but subsidence claims have a separate, higher excess of £1,000. "
             "This is set out in your policy schedule and is the same for all customers with this cover. It reflects the fact that subsidence claims are usually larger and take longer to resolve. "
             "The excess is the first part of any claim that you pay, so we will deduct £1,000 from the settlement rather than £250.\"\n\n"
             "Worth checking the schedule first to confirm it's £1,000 on her policy - some older ones are higher.")
        return [self.U(self.typo(u)), self.A(a)]

    def en_arith(self):
        c = self.ch(self.claims)
        s = self.money(3000, 30000, 1) + (self.rng.randint(0, 99) / 100.0 if self.pr(0.4) else 0)
        i = self.money(500, int(s // 3), 50)
        u = "quick maths - settlement %s less xs %s less the %s interim already paid?" % (gbp(s), gbp(c["excess"]), gbp(i))
        res = round(s - c["excess"] - i, 2)
        a = "%s - %s - %s = %s still to pay." % (gbp(s), gbp(c["excess"]), gbp(i), gbp(res))
        return [self.U(self.typo(u)), self.A(a)]

    def en_subs(self):
        c = self.once("subs", [x for x in self.claims if x["kind"] == "subs"] or self.claims)
        u = "PH on %s panicking about the cracks, can you write me a short explanation of how monitoring works, plain english" % c["lbl"]
        a = ("\"Before we can decide how to repair your home, we need to understand what's causing the movement and whether it's still happening. "
             "To do that, the engineer will fix small markers either side of the main cracks and measure them regularly, usually every 4-8 weeks, "
             "and may also measure the level of the house at several points. This normally takes several months, because ground movement caused by trees "
             "changes with the seasons. Once the cause is clear and dealt with, we can agree the repairs. I'll update you after each set of readings.\"")
        return [self.U(self.typo(u)), self.A(a)]

    def en_morning(self):
        n = self.rng.randint(18, 64)
        return [self.U(self.typo("morning. %d emails overnight and the storm backlog is still a thing. let's go" % n)),
                self.A("Morning! Ready when you are - paste things over as they come and I'll keep track.")]

    def en_signoff(self):
        return [self.U(self.ch(["right, logging off the VPN. thanks for today", "that's me done for the day, ta", "off home. same again tomorrow"])),
                self.A(self.ch(["No problem - have a good evening.", "Night! See you tomorrow.", "Have a good one."]))]

    # ------------------------------------------------------------------ filler (Chinese)
    def zh_small(self):
        pairs = [
            ("今天电话爆了，九点前就接了三个台风报案", "开局就这么忙。有什么直接丢过来，我帮你记着哪些还没办。"),
            ("刚跟一个客户聊了四十分钟，其实她主要想聊她家的猫", "这种电话也算服务，她会记得你态度好的。继续吧。"),
            ("{tl}今天一对一谈话，我要是没回就是在里面", "好的，我在。"),
            ("二楼咖啡机又坏了，救命", "惨。先用热水壶顶一下吧。"),
            ("组里一半人感冒请假，{col}的日程也压我这了", "那确实多。把{col}今天的日程贴过来，我帮你挑出今天必须办的。"),
            ("公估又取消查勘了，这个月第三次了，还是不同的案子", "太烦了。如果总是同一家，建议记一下取消记录，方便给{tl}看规律。"),
            ("月底偏偏赶上周一……", "确实累。要不要我边聊边帮你记预估赔款的调整，月底好对账。"),
            ("刚有个客户跟我说谢谢，难得，截图留念", "值得高兴，这种时候太少了。"),
            ("VPN今天已经断了两次了", "烦。如果导出到一半断，告诉我，我们好好排查一下。"),
            ("下午两点有新投诉流程培训，离开一小时", "好的，回来再说。"),
            ("吃饭去了，二十分钟", "去吧。"),
            ("听说今天早上{area}下冰雹了，做好准备", "希望砸的主要是车不是房顶。"),
            ("报案组又把一个车险案子派到我名下了", "经典。备注一下退回去，别占你的时效。"),
        ]
        c = self.ch(self.claims)
        u, a = self.once("small", pairs)
        ctx = dict(tl=self.tl, col=self.ch(self.cols), area=c.get("area", "西湖区"))
        return [self.U(self.typo(u.format(**ctx))), self.A(a.format(**ctx))]

    def zh_reserve(self):
        r = self.rng
        c = self.ch(self.claims)
        p = r.choice([8, 10, 12])
        x = c["excess"]
        if c["kind"] == "subs":
            b = self.money(20000, 160000, 100)
            dr = self.money(3000, 20000, 100) if self.pr(0.6) else 0
            mf = self.money(1500, 8000, 100)
            u = "帮我算下{lbl}的预估：地基沉降，工程师估的上部结构修复{b}元{dr}，没有家财。监测费{mf}元，免赔额{x}元，公估费按{p}%".format(
                lbl=c["lbl"], b=b, dr=("，排水管" + str(dr) + "元") if dr else "", mf=mf, x=x, p=p)
            dmg = b + dr
            fee = round(dmg * p / 100.0, 2) + mf
            ind = dmg - x
            a = "%s：\n\n赔款部分\n- 上部结构修复：%d元\n%s- 扣免赔额：-%d元\n= 赔款预估：%d元\n\n费用部分\n- 公估费 %d%% × %d元 = %.2f元\n- 监测费：%d元\n= 费用预估：%.2f元\n\n合计：%.2f元" % (
                c["lbl"], b, ("- 排水管：%d元\n" % dr) if dr else "", x, ind, p, dmg, dmg * p / 100.0, mf, fee, ind + fee)
            return [self.U(self.typo(u)), self.A(a)]
        b = self.money(5000, 90000, 100)
        ct = self.money(0, 30000, 100) if c["prem"] == "home" else self.money(3000, 50000, 100)
        dry = self.money(2000, 12000, 100) if c["kind"] == "eow" else 0
        ale_w = self.money(800, 2500, 50) if (c["kind"] == "eow" and c["prem"] == "home" and self.pr(0.6)) else 0
        wks = r.randint(3, 10)
        parts = ["公估估的房屋损失%d元（含税）" % b]
        if ct:
            parts.append(("家财" if c["prem"] == "home" else "货物") + "%d" % ct)
        if dry:
            parts.append("烘干%d" % dry)
        if ale_w:
            parts.append("临时住宿每周%d住%d周" % (ale_w, wks))
        u = "帮我算下预估赔款：%s，%s。%s，免赔额%d，公估费按损失的%d%%" % (c["lbl"], c["peril"], "，".join(parts), x, p)
        dmg = b + ct + dry
        ale = ale_w * wks
        ind = dmg + ale - x
        fee = round(dmg * p / 100.0, 2)
        lines = ["- 房屋：%d元" % b]
        if ct:
            lines.append("- %s：%d元" % ("家财" if c["prem"] == "home" else "货物", ct))
        if dry:
            lines.append("- 烘干：%d元" % dry)
        if ale_w:
            lines.append("- 临时住宿：%d × %d周 = %d元" % (ale_w, wks, ale))
        lines.append("- 扣免赔额：-%d元" % x)
        a = "%s算下来：\n\n赔款部分\n%s\n= 赔款预估：%d元\n\n公估费：%d%% × %d元 = %.2f元\n\n合计：%.2f元" % (
            c["lbl"], "\n".join(lines), ind, p, dmg, fee, ind + fee)
        if self.pr(0.5):
            cur = c["res_ind"] + c["res_fee"]
            a += "\n\n系统里现在是%d元（赔款%d + 费用%d），需要调整%+.2f元。" % (cur, c["res_ind"], c["res_fee"], ind + fee - cur)
        return [self.U(self.typo(u)), self.A(a)]

    def zh_lookup(self):
        c = self.ch(self.free_claims())
        u = self.ch(["{lbl}免赔额多少来着？", "{lbl}的客户五分钟后回电，现在什么情况？", "{lbl}预估多少？", "帮我查下{lbl}，忘了公估是谁"]).format(lbl=c["lbl"])
        return [self.U(self.typo(u)), self.T("claim_lookup", {"claim_ref": c["ref"]}, self.claim_json(c)),
                self.A(c["ref"] + "：" + self.lookup_reply(c))]

    def zh_ledger(self):
        c = self.ch(self.free_claims())
        txt, rows = self.ledger(c)
        last = rows[-1]
        tot = sum(x[4] for x in rows)
        u = self.ch(["{lbl}到现在付了多少？", "{lbl}的支付记录？客户说我们一分没付", "看下{lbl}的台账"]).format(lbl=c["lbl"])
        a = "一共付了%.2f元，%d笔。最近一笔是%s付给%s的%.2f元。" % (tot, len(rows), last[0].strftime("%m/%d"), last[1], last[4])
        if "一分没付" in u:
            a += "所以确实付过，建议核对一下给客户的那笔是不是转到了正确账户。"
        return [self.U(self.typo(u)), self.T("payments_ledger", {"claim_ref": c["ref"]}, txt), self.A(a)]

    def zh_diary(self):
        when = START + timedelta(days=self.rng.randint(1, 3))
        while when.weekday() >= 5:
            when += timedelta(days=1)
        txt, ents = self.diary_list(when)
        u = self.ch(["明天我有什么安排？", "%s的日程帮我看下" % WD_ZH[when.weekday()], "%s排得满不满" % WD_ZH[when.weekday()]])
        a = "%s一共%d项：" % (WD_ZH[when.weekday()], len(ents)) + "；".join("%s %s（%s）" % (t, n, c["lbl"]) for t, typ, c, n in ents) + "。"
        a += "查勘那个不好改，其他的都能挪。" if any(e[1] == "查勘" for e in ents) else "都可以灵活调整。"
        return [self.U(self.typo(u)), self.T("diary", {"action": "list", "date": when.isoformat()}, txt), self.A(a)]

    def zh_ph_msg(self):
        r = self.rng
        c = self.once("phmail", self.free_claims())
        kind = "shop" if c["prem"] == "shop" else c["kind"]
        body = {
            "eow": "你好，我是%s。除湿机已经开了三个星期了，晚上吵得根本睡不着，到现在也没人告诉我们厨房什么时候能修。上周五说好给我回电话，结果没人打。我想问：1.什么时候开工 2.电费谁出 3.没有厨房这段时间天天点外卖，这个能不能赔。周三前没答复我就去投诉了。" % c["ph"],
            "storm": "你好，我们%s就报案了，到现在屋顶上还盖着塑料布，一下雨卧室天花板就滴水。你们公估派来的师傅说要等保险公司批了才能动工。为什么这么慢？我们保险交了二十多年从来没出过险。" % c["notified"].strftime("%m月%d日").lstrip("0"),
            "subs": "一月份说裂缝要“监测”，之后就没人来过。飘窗上面那条缝现在比一元硬币还宽，大门都锁不上了。我担心房子不安全，能不能告诉我们到底怎么回事？",
            "shop": "我们店已经关门%d天了，员工工资要发，你们一分钱都没赔过。公估要的十二个月流水我2号就发过去了。什么时候能先付一笔？" % r.randint(9, 30),
        }[kind]
        ask = {
            "eow": "帮我拟个回复，语气好点，日期别承诺，在等公估核定方案。电费按电表读数报销。外卖可以给生活不便补贴，每人每天50元",
            "storm": "帮我回一下，先道歉，维修报价今天已经批了，我下午亲自给师傅打电话",
            "subs": "回复一下，冷静点说清楚：监测已经开始了，月底出第一次读数，工程师说房子没有安全问题",
            "shop": "回一下：预付款在{tl}那边审批，流水收到了，公估在核".format(tl=self.tl),
        }[kind]
        reply = {
            "eow": "{ph}您好，非常抱歉上周五没有按约定给您回电，这是我们的问题。\n\n关于您的问题：\n1. 开工时间：公估正在和施工方核定维修方案，方案确定后我第一时间告诉您具体日期。\n2. 电费：除湿设备产生的电费我们会报销，麻烦您拍一下设备进场当天和撤场时的电表读数发给我。\n3. 生活不便：厨房无法使用期间，我们可以按每人每天50元给予生活不便补贴，从厨房不能使用那天开始算。\n\n我知道这段时间很不方便，本周内我会再给您打电话同步进展。\n\n{me}\n{ins} 理赔部",
            "storm": "{ph}您好，非常抱歉，确实拖得太久了，一下雨就漏水真的很让人着急。\n\n维修报价我今天已经批了，下午我会亲自联系维修师傅确定开工时间，有了日期马上告诉您。\n\n感谢您多年来的信任和耐心。\n\n{me}\n{ins} 理赔部",
            "subs": "{ph}您好，理解您的担心，我把目前的情况跟您说清楚。\n\n监测已经开始了。工程师会在几个月内定期测量裂缝宽度和房屋的沉降情况，这样才能找到真正的原因再修，而不是只补表面。第一次读数月底出来，结果出来我会告诉您。\n\n工程师已经确认房子目前没有安全问题。如果裂缝突然变大，或者门窗完全打不开，请马上给我打电话。\n\n{me}\n{ins} 理赔部",
            "shop": "{ph}您好，店铺停业这段时间给您带来的压力我们非常理解。\n\n您的流水我们已经收到，公估正在核算。同时我已经提交了一笔预付款的审批，批下来我马上通知您到账时间。\n\n{me}\n{ins} 理赔部",
        }[kind].format(ph=c["ph"], me=self.me, ins=self.ins)
        msg = "【微信】%s（%s）\n%s\n[语音 %d\"]" % (c["ph"], c["lbl"], body, r.randint(8, 59))
        return [self.U("%s的客户发来的：\n\n%s\n\n%s" % (c["lbl"], msg, ask)), self.A(reply)]

    def zh_quote(self):
        r = self.rng
        c = self.once("quote", [x for x in self.claims if x["prem"] == "home"] or self.claims)
        items = {
            "storm": ["后立面脚手架", "平屋顶防水层铲除重做", "更换破损瓦片", "屋脊瓦重新坐浆", "更换檐沟及落水管", "垃圾清运"],
            "eow": ["拆除受损橱柜", "更换石膏板吊顶", "厨房墙面批嵌刷漆", "更换复合地板", "橱柜重新安装", "电路检测"],
            "subs": ["裂缝植筋加固", "墙面开槽修补", "卧室墙面修复刷漆", "门窗调整", "更换开裂窗台板"],
        }[c["kind"]]
        pick = r.sample(items, r.randint(3, len(items)))
        vals = [self.money(300, 9000, 10) for _ in pick]
        sub = sum(vals)
        err = self.pr(0.45)
        shown = sub + (r.choice([-1, 1]) * self.money(100, 900, 10) if err else 0)
        tax = round(shown * 0.09, 2)
        q = "\n".join("%s  %d元" % (p, v) for p, v in zip(pick, vals))
        msg = "【微信】%s %s师傅\n%s报价如下：\n%s\n小计 %d元\n税费(9%%) %.2f元\n合计 %.2f元\n报价30天有效" % (
            c["contractor"], r.choice(ZH_FSUR), c["lbl"], q, shown, tax, shown + tax)
        u = self.ch(["帮我核一下他的数", "这个报价加得对不对？", "看看算得对吗"]) + "\n\n" + msg
        if not err:
            a = "分项加起来是%d元，9%%税费%.2f元，合计%.2f元，都对。单价合不合理要公估判断。" % (sub, round(sub * 0.09, 2), sub * 1.09)
        else:
            a = "小计不对：分项加起来是%d元，不是%d元，差了%d元。按正确小计，税费是%.2f元，合计应为%.2f元，不是%.2f元。" % (
                sub, shown, abs(shown - sub), sub * 0.09, sub * 1.09, shown + tax)
        return [self.U(u), self.A(a)]

    def zh_decline(self):
        r = self.rng
        c = self.once("decline", [x for x in self.claims if x["kind"] == "storm"] or self.claims)
        g = r.randint(4, 6)
        u = "%s要出拒赔通知。公估认定是自然老化：屋脊砂浆风化，防水层是原始的已经烂了，出险当天最近的气象站最大风力%d级。帮我起草，客气但要明确" % (c["lbl"], g)
        a = ("%s您好：\n\n感谢您在我们调查期间的耐心等待。\n\n我司委托的公估人员对屋面进行了查勘，发现屋脊瓦的砂浆已长期风化，瓦片下的防水层为房屋原始材料且已腐烂。"
             "根据出险当日的气象资料，最近气象站记录的最大风力为%d级，未达到保险条款中台风/暴风的认定标准。\n\n"
             "您的保单承保由台风、暴风等自然灾害直接造成的损失，但不承保逐渐发生的损失及自然磨损、老化（详见保险条款“责任免除”部分）。因此，很遗憾本次损失不属于保险责任范围，我司无法予以赔付。\n\n"
             "如您有其他证明材料（例如维修方出具的不同意见），欢迎提供给我，我会重新审核。如对处理结果有异议，可按随附的投诉指引提出。\n\n"
             "%s\n%s 理赔部") % (c["ph"], g, self.me, self.ins)
        return [self.U(self.typo(u)), self.A(a)]

    def zh_tech(self):
        pairs = [
            ("每次跑大的导出VPN就断，有什么办法吗？", "几个办法：\n1. 能插网线就插网线，导出时间长，wifi一抖就断。\n2. 按月拆开跑，断了也只丢一小段。\n3. 如果信息部给了跳板机，在跳板机上跑，VPN只传结果文件。\n4. 如果总在差不多的时间点断，告诉信息部，很可能是网关的空闲超时。"),
            ("psql跑到一半报 server closed the connection unexpectedly", "一般是连接被断了而不是查询出错，VPN抖动或者长查询超时。先缩小日期范围试试，小范围能跑通就是超时问题，问信息部报表库有没有时长限制。"),
            ("Excel老把导出的案号变成科学计数法，怎么办", "Excel在猜列类型。用 数据 > 从文本/CSV 导入，把那一列设成文本再加载；别直接双击打开CSV。"),
            ("导出的CSV中文全是乱码", "编码不一致：文件是UTF-8，Excel按GBK打开了。用 数据 > 从文本/CSV，文件原始格式选 65001: Unicode (UTF-8) 就正常了。"),
            ("核心系统今天上午把我踢出来四次", "如果是固定间隔，多半是会话超时；如果是随机的，可能是VPN重连换了IP。都值得提个工单，把时间点写上方便信息部查日志。"),
        ]
        u, a = self.once("tech", pairs)
        return [self.U(self.typo(u)), self.A(a)]

    def zh_fnote(self):
        c = self.once("fnote", self.claims)
        k = "shop" if c["prem"] == "shop" else c["kind"]
        dic = {"eow": "跟客户通了电话，解释了烘干一般要两到三周，她嫌除湿机晚上太吵。同意报销电费，她会发电表读数。她会把泡坏的地毯照片发过来",
               "storm": "跟客户通了电话，师傅已经先盖了防雨布，正式修要搭脚手架。客户问围墙赔不赔，我说查一下条款再回复。客户对进度还算满意",
               "subs": "给客户打了电话，第一次读数有轻微变化，工程师要再看两次读数再定方案。客户问能不能先把客厅刷一下，建议先别动",
               "shop": "跟老板通了电话，店铺部分恢复营业（只有前台），后仓还不能用。老板本周内发过去12个月的营业流水"}[k]
        body = {"eow": ["与被保险人电话沟通。", "告知烘干一般需要2-3周。", "客户反映除湿机夜间噪音大。", "同意报销额外电费，客户提供电表读数。", "客户将发送受损地毯照片。"],
                "storm": ["与被保险人电话沟通。", "维修方已做临时防雨处理，正式维修需搭设脚手架。", "客户询问围墙是否在保险责任内，告知核实条款后回复。", "客户对目前进度表示满意。"],
                "subs": ["致电被保险人告知监测情况。", "首次读数显示轻微变动，工程师需再取两次读数后出具修复建议。", "客户询问可否先粉刷客厅，建议监测结束后再进行。"],
                "shop": ["与商户负责人电话沟通。", "店铺已部分恢复营业（仅前台），后仓仍无法使用。", "负责人本周内提供近12个月营业流水。"]}[k]
        return [self.U(self.typo("帮我写个跟进记录，%s：%s" % (c["lbl"], dic))), self.A(self.fnote_head(c) + "\n" + "\n".join("- " + b for b in body))]

    def zh_explain(self):
        pairs = [
            ("提醒我一下：慢慢渗漏和突发漏水怎么区分？客户坚持说淋浴房密封胶是一夜之间坏的",
             "关键看水是怎么漏出来的，不是什么时候发现的。突发漏水是一次性事件，比如水管爆裂、软管脱落。淋浴房密封胶或填缝失效通常是每次洗澡都漏一点，属于逐渐渗漏，大多数条款都是除外的，哪怕是突然才发现。判断依据看损失本身：木头腐烂、一圈圈的水渍、底下发霉，都说明是几个月的事，不是一晚上。"),
            ("“比例赔付”怎么跟客户用大白话解释？",
             "可以这样说：“保单要求保额要按全部重新购置的价格来投保。您投保的金额低于实际价值，所以我们只能按同样的比例赔付。比如您只保了实际价值的75%，损失我们就赔75%。”然后再代入客户自己的数字。"),
            ("现金赔付和我们派施工方修，增值税上有什么区别？",
             "我们派施工方的话，直接按含税发票付款。现金赔付的话，一般先按不含税的维修成本赔，客户提供了维修完成的增值税发票再补税，因为客户自己修或者找小规模纳税人修，可能根本不产生这部分税。"),
            ("天沟堵了漫水算不算台风责任？",
             "单独来看一般不算。天沟因为堵塞漫水属于日常维护问题。只有在确实达到台风/暴雨标准，而且天沟是通畅的、只是雨量太大排不过来的情况下才考虑，公估也会要看是不是一次性事件。"),
            ("客户一直不交材料，多久可以按无回应结案？",
             "多数流程是六周内三次书面催告，最后一次写明将结案（客户后续补交可以重开）。具体以公司理赔手册为准，弱势客户一般还要加电话联系。"),
            ("沉降案子为什么要做水准监测，光看裂缝不行吗？",
             "裂缝监测看的是缝在张开还是闭合，水准监测看的是房子本身有没有上下移动。如果随季节上下起伏、和裂缝变化吻合，多半是树根吸水导致的黏土收缩；如果一直朝一个方向沉，就要考虑排水管渗漏冲刷地基之类的原因。"),
        ]
        u, a = self.once("explain", pairs)
        return [self.U(self.typo(u)), self.A(a)]

    def zh_tl(self):
        r = self.rng
        v = self.once("tlv", [0, 1, 2])
        if v == 0:
            cs = [c for c in self.claims if c["kind"] == "storm"][:3] or r.sample(self.claims, 3)
        else:
            cs = sorted(self.claims, key=lambda c: -(c["res_ind"] + c["res_fee"]))[:3]
        u = ["{tl}要我三句话讲一下手上的台风案子，早会用", "给{tl}列一下我预估最大的几个案子", "{tl}问我投诉风险，给一句话"][v].format(tl=self.tl)
        if v == 2:
            c = r.choice(self.claims)
            return [self.U(self.typo(u)), self.A("可以这样说：“在手%d个案子，一个在投诉中（%s，维修开工拖延）；主要风险在沉降监测类案子，客户催进展比较多，我这边都按28天一次主动更新。”" % (
                len(self.claims), c["lbl"]))]
        lines = ["- %s（%s）：预估%d元，%s。" % (c["lbl"], c["peril"], c["res_ind"] + c["res_fee"],
                                             r.choice(["等公估核定", "烘干中", "监测中", "已约维修", "协商赔付中"])) for c in cs]
        tot = sum(c["res_ind"] + c["res_fee"] for c in cs)
        a = "可以这样讲：\n\n" + "\n".join(lines) + "\n\n合计预估%d元，目前都没有超时效。" % tot
        return [self.U(self.typo(u)), self.A(a)]

    def zh_excess(self):
        c = self.once("excess", [x for x in self.claims if x["kind"] == "subs"] or self.claims)
        u = "%s的客户不理解为什么沉降的免赔额是2000，平时只有500。帮我写段大白话发给她" % c["lbl"]
        a = ("可以这样写：\n\n“您的保单一般事故的免赔额是500元，但地基沉降有单独的、较高的免赔额2000元，这在保单明细表里有写明，所有投保这个责任的客户都一样。"
             "因为沉降案件一般金额较大、处理周期较长。免赔额是每次事故由您自己承担的部分，所以这次赔款会扣除2000元而不是500元。”\n\n建议先看一下她的保单明细表，确认是2000元，有些老保单更高。")
        return [self.U(self.typo(u)), self.A(a)]

    def zh_arith(self):
        c = self.ch(self.claims)
        s = self.money(8000, 120000, 1)
        i = self.money(1000, int(s // 3), 100)
        u = "算一下：协商赔付%d元，扣免赔额%d，再扣已经付的预付款%d，还要付多少？" % (s, c["excess"], i)
        a = "%d - %d - %d = %d元，还需支付%d元。" % (s, c["excess"], i, s - c["excess"] - i, s - c["excess"] - i)
        return [self.U(self.typo(u)), self.A(a)]

    def zh_subs(self):
        c = self.once("subs", [x for x in self.claims if x["kind"] == "subs"] or self.claims)
        u = "%s的客户看到裂缝慌了，帮我写一段简单说明监测是怎么回事" % c["lbl"]
        a = ("“在确定怎么修之前，我们需要先弄清楚房子为什么会动、现在还在不在动。工程师会在主要裂缝两边装上小的测点，一般每4到8周测量一次，"
             "有时还会在房子几个位置测水准。因为树根引起的地基变化跟季节有关，这个过程通常需要几个月。原因查清并处理之后，我们再确定修复方案。每次读数出来我都会告诉您。”")
        return [self.U(self.typo(u)), self.A(a)]

    def zh_morning(self):
        n = self.rng.randint(18, 64)
        return [self.U("早。一晚上来了%d封邮件，台风积压的案子还没清完，开工" % n), self.A("早！有什么直接贴过来，我帮你记着。")]

    def zh_signoff(self):
        return [self.U(self.ch(["好了，断VPN下班了，今天谢了", "今天就到这，辛苦", "下班了，明天继续"])),
                self.A(self.ch(["好的，晚上好好休息。", "辛苦了，明天见。", "路上小心。"]))]

    # ------------------------------------------------------------------ plan
    def fillers(self):
        if self.zh:
            return [self.zh_small, self.zh_reserve, self.zh_lookup, self.zh_ledger, self.zh_diary, self.zh_ph_msg, self.zh_quote,
                    self.zh_decline, self.zh_tech, self.zh_fnote, self.zh_explain, self.zh_tl, self.zh_excess, self.zh_arith,
                    self.zh_subs, self.zh_small, self.zh_reserve, self.zh_lookup]
        return [self.en_small, self.en_reserve, self.en_lookup, self.en_ledger, self.en_diary, self.en_ph_email, self.en_quote,
                self.en_decline, self.en_tech, self.en_fnote, self.en_explain, self.en_tl, self.en_excess, self.en_arith,
                self.en_subs, self.en_small, self.en_reserve, self.en_lookup]

    def email_role(self, key, fs):
        if any(not f["e"] and f["erole"] != "sign" for f in fs):
            return None
        if sum(1 for f in fs if f["erole"] == "sign") > 1:
            return None
        roles = set()
        for f in fs:
            ro = "la" if f["erole"] == "sign" else f["erole"]
            if ro != "any":
                roles.add(ro)
        if len(roles) > 1:
            return None
        if key == "it":
            return "it" if roles == {"it"} else None
        if key == "misc":
            return "tl" if roles <= {"tl"} else None
        role = roles.pop() if roles else self.ch(["la", "con"])
        return None if role == "it" else role

    @staticmethod
    def nmsg(items):
        return sum(1 for it in items if it[0] != "tool")

    def build(self):
        r = self.rng
        self.setup()
        self.tlsur = r.choice(EN_SUR)
        self.make_claims()
        self.gen_facts()
        self.fill_claims()
        for f in self.F:
            self.render(f)
        F = self.F
        eps = []
        used = set()

        def add(items, facts, tag=None):
            eps.append({"items": items, "facts": facts, "tag": tag})
            used.update(id(f) for f in facts)

        for f in F:
            if f["kind"] == "id" and f["key"] == "claim":
                add(self.ep(self.ep_lookup, f), [f])
        led = [f for f in F if f["kind"] == "money" and f["spec"][0] in LEDGER_MONEY and f["claim"] and not f["claim"]["ref_needle"]]
        r.shuffle(led)
        for f in led[:2]:
            add(self.ep(self.ep_ledger, f), [f])
        dia = [f for f in F if f["kind"] == "date" and f["spec"][0] in DIARY_DATE and f["claim"]]
        r.shuffle(dia)
        for f in dia[:2]:
            add(self.ep(self.ep_diary, f), [f])
        cm = [f for f in F if f["kind"] == "command" and f["spec"]["asst"]]
        r.shuffle(cm)
        for f in cm[:max(1, self.per_kind // 4)]:
            add(self.ep(self.ep_asst_cmd, f), [f])
        dec = [f for f in F if f["kind"] == "decision"]
        r.shuffle(dec)
        for f in dec[:max(1, self.per_kind // 4)]:
            eps.append({"items": self.ep(self.ep_alt, f), "facts": [], "tag": ("alt", id(f))})
            add(self.ep(self.ep_final, f), [f], ("fin", id(f)))
        qs = [f for f in F if f["kind"] == "question"]
        r.shuffle(qs)
        used.update(id(f) for f in qs)
        rest = [f for f in F if id(f) not in used]
        for f in rest:
            f["use_corr"] = bool(f.get("corr")) and self.pr(0.6)
        groups = {}
        for f in rest:
            if f["kind"] in ("port", "version", "command"):
                key = "it"
            elif f["claim"] is None:
                key = "misc"
            else:
                key = "c%02d" % self.claims.index(f["claim"])
            groups.setdefault(key, []).append(f)
        chunks = []
        for key in sorted(groups):
            fs = groups[key]
            r.shuffle(fs)
            i = 0
            while i < len(fs):
                n = r.choice([1, 1, 2, 2, 2, 3])
                chunks.append((key, fs[i:i + n]))
                i += n
        r.shuffle(chunks)
        q_chat = qs[:len(qs) // 2]
        q_fill = qs[len(qs) // 2:]
        for key, fs in chunks:
            role = self.email_role(key, fs)
            if role and self.pr(0.45) and not any(f.get("use_corr") for f in fs):
                add(self.ep(self.ep_email, fs, role), fs)
            else:
                q = q_chat.pop() if (q_chat and self.pr(0.5)) else None
                add(self.ep(self.ep_chat, fs, q), fs + ([q] if q else []))
        q_fill += q_chat
        fact_msgs = sum(self.nmsg(e["items"]) for e in eps)
        target = max(r.randint(150, 235), fact_msgs + 20)
        target = min(target, 290)
        fns = self.fillers()
        total = fact_msgs + 4
        fill_eps = []
        last = None
        uses = {}
        caps = {"small": 5, "reserve": 5, "lookup": 5, "ledger": 4, "diary": 3}
        while total < target or len(fill_eps) < len(q_fill):
            ok = [f for f in fns if uses.get(f.__name__, 0) < caps.get(f.__name__[3:], 2)] or fns
            fn = r.choice(ok)
            if fn == last and len(set(ok)) > 1:
                continue
            last = fn
            uses[fn.__name__] = uses.get(fn.__name__, 0) + 1
            items = self.ep(fn)
            fill_eps.append({"items": items, "facts": [], "tag": None})
            total += self.nmsg(items)
        slots = r.sample(range(len(fill_eps)), len(q_fill))
        for q, si in zip(q_fill, slots):
            e = fill_eps[si]
            it = e["items"][0]
            sep = "\n" if self.zh else "\n\n"
            if self.pr(0.5):
                txt = self.q_text(q, True) + sep + it[1]
            else:
                txt = it[1] + sep + self.q_text(q, False)
            e["items"][0] = ("user", txt, it[2] + q["needles"])
            e["facts"] = [q]
        order = eps + fill_eps
        r.shuffle(order)
        # a floated option always comes before the decision that replaces it
        pos = {}
        for i, e in enumerate(order):
            if e["tag"]:
                pos[e["tag"]] = i
        for tag, i in list(pos.items()):
            if tag[0] == "alt":
                j = pos[("fin", tag[1])]
                if i > j:
                    order[i], order[j] = order[j], order[i]
                    pos[tag], pos[("fin", tag[1])] = j, i
        # round-ups near the end restate facts already given
        nround = 1 if self.per_kind < 8 else 2
        done = set()
        for _ in range(nround):
            p = int(len(order) * r.uniform(0.8, 0.97))
            cand = {}
            for e in order[:p]:
                for f in e["facts"]:
                    if f["kind"] in ("name", "money", "date", "decision", "constraint", "id") and f["r"] and f["claim"] \
                            and id(f["claim"]) not in done:
                        cand.setdefault(id(f["claim"]), []).append(f)
            cand = [v for v in cand.values() if len(v) >= 2]
            if not cand:
                break
            fs = r.choice(cand)
            c = fs[0]["claim"]
            done.add(id(c))
            fs = r.sample(fs, min(len(fs), r.randint(2, 4)))
            order.insert(p, {"items": self.ep(self.ep_roundup, c, fs), "facts": [], "tag": None})
        morning = self.ep(self.zh_morning if self.zh else self.en_morning)
        signoff = self.ep(self.zh_signoff if self.zh else self.en_signoff)
        order = [{"items": morning}] + order + [{"items": signoff}]
        seq = []
        cnt = {}
        for e in order:
            for it in e["items"]:
                if it[0] == "tool":
                    seq.append(("tool", it[1], it[2]))
                    for n in it[3] + it[4]:
                        cnt[n] = cnt.get(n, 0) + 1
                else:
                    seq.append((it[0], it[1]))
                    for n in set(it[2]):
                        cnt[n] = cnt.get(n, 0) + 1
        expect = dict((n, cnt.get(n, 0)) for n in self.needles)
        facts = [{"kind": f["kind"], "needles": list(f["needles"])} for f in F]
        return facts, seq, expect


# ----------------------------------------------------------------------------------------------
# harness
# ----------------------------------------------------------------------------------------------

def make_rows(conv):
    facts, seq, expect = conv.build()
    rows = []
    t = datetime(2027, 2, 15, 8, 41, 0)
    n = call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 22))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_cy%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cy%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cy%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cy%d" % n, "createdAt": ts,
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
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2027-02-24T12:00:00Z")
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

#!/usr/bin/env python3
"""Held-out retention set "cv": a hospital pharmacist who leads antimicrobial stewardship and runs the pharmacy's IT.

She is the antimicrobial stewardship (AMS) lead pharmacist at a mid-size NHS district general
hospital and, because nobody else would, also looks after the pharmacy's small IT estate: the
PC that drives the Rowa dispensing robot, the SQL stock-control database, the ward Zebra label
printers and the interfaces between them. She writes from her phone between ward rounds in terse
clinical shorthand: "pt", "abx", "TDS", "w/c", "re:", dash lists, half sentences, bed numbers and
ward names, and a lot of drug names, doses, CRPs, eGFRs and gent levels that are not facts. She
pastes Datix summaries, draft AMS/DTC minutes, supplier shortage emails and Trust IT emails. The
assistant calls a stock-control query tool (JSON rows), the pharmacy rota system, a mail search
and the pharmacy IT ticket tracker. The last seed is a clinical pharmacist (抗菌药物管理) in a
Chinese hospital pharmacy department writing the same kind of shorthand in Simplified Chinese
(床号、医嘱、抗生素、库存系统、发药机、信息科工单).

Facts are seeded the way she would mention them: inside ward-round messages and dash lists,
pasted emails/minutes/Datix text, tool results she asked for (rota names, ticket notes, mail
snippets, stock rows with prices), corrections ("the 14th, no, the 15th" -- only the final value
is a needle), and assistant replies that restate something (planned as two rows). Questions she
asks are never answered. Filler is ward-round notes, dosing and renal questions, robot and
printer faults, audits, teaching, rota and small talk, with many non-needle numbers and names.

Usage: gen_cv.py OKBOT WORKDIR [SEED...]   (env PER_KIND default 10, SUMMARY_MAX default 2000)
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import date, datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]


def ordinal(d):
    if 11 <= d % 100 <= 13:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def ip(r):
    return "10.41.%d.%d" % (r.randint(100, 250), r.randint(10, 250))


def g_port(r):
    while True:
        p = r.randint(3000, 9899)
        if p not in (3306, 3389, 5900, 5901, 8000, 8080, 8443, 9000, 9100):
            return str(p)


def g_version(r):
    return "%d.%d.%d" % (r.randint(1, 12), r.randint(0, 40), r.randint(10, 60))


def g_gbp_big(r):
    return "£{:,}".format(r.randint(1, 48) * 1000 + r.choice([0, 120, 240, 350, 480, 650, 780, 900]))


def g_gbp_mid(r):
    return "£%d" % r.randint(120, 990)


def g_gbp_small(r):
    return "£%d.%02d" % (r.randint(11, 99), r.randint(10, 99))


def g_cny_big(r):
    return "%d元" % (r.randint(11, 98) * 100)


def g_cny_wan(r):
    return "%d.%d万元" % (r.randint(1, 9), r.randint(1, 9))


def g_cny_small(r):
    return "%d.%d元" % (r.randint(12, 98), r.randint(1, 9))


def g_day(r):
    d0 = date(2027, 2, 1)
    return d0 + timedelta(days=r.randint(0, 116))


def d_en(d):
    return "%s %s" % (MONTHS[d.month - 1], ordinal(d.day))


def d_zh(d):
    return "%d月%d日" % (d.month, d.day)


# ---------------------------------------------------------------- English pools

EN_FIRST = ["Priya", "Aisha", "Tom", "Ciaran", "Femi", "Joanna", "Rhys", "Mei", "Tariq", "Ngozi", "Gareth",
            "Hannah", "Kwame", "Sinead", "Rajesh", "Lucy", "Marek", "Fiona", "Imran", "Bethan", "Dominic",
            "Zainab", "Callum", "Anika", "Declan", "Yusuf", "Eleni", "Grace", "Hamza", "Olivia"]
EN_LAST = ["Raman", "Okafor", "Whitfield", "Brennan", "Adeyemi", "Kowalski", "Thornton", "Chaudhry",
           "Llewellyn", "Nakamura", "Doherty", "Mensah", "Pemberton", "Haworth", "Achterberg", "Fairbairn",
           "Quinlan", "Ashworth", "Oyelaran", "Szymanski", "Rutherford", "Bhattacharya", "McAllister",
           "Esterhuizen", "Kavanagh", "Lindqvist", "Underwood", "Iqbal", "Gallacher", "Moriarty"]
EN_WRONG_LAST = ["Rahman", "Okafur", "Whitford", "Brenan", "Kowalsky", "Thorton", "Llewelyn",
                 "Mensa", "Pembleton", "Howarth", "Quinlivan", "Ashford", "Rutherfield", "Kavana", "Gallagher"]
# filler people: surnames never used for needles
EN_STAFF = ["Kev Marsh", "Dani Lowe", "Sue Pickering", "Mo Siddiqui", "Claire Hartley", "Jen Varga",
            "Pete Dunne", "Nav Bains", "Lou Crowther", "Bex Fenwick"]
EN_DOCS = ["Dr Obi", "Dr Fenwick", "Dr Alvarez", "Mr Bains", "Dr Crowther", "Dr Varga", "Dr Siddiqui"]
EN_FIRSTONLY = ["Kev", "Dani", "Sue", "Mo", "Claire", "Jen", "Pete", "Nav", "Lou", "Bex"]
EN_WARDS = ["AMU", "Ward 7", "Ward 9", "Ward 12", "SAU", "CCU", "ICU", "Ward 4", "Ward 15", "Ward 18"]
EN_ABX = ["IV co-amox 1.2g TDS", "pip-taz 4.5g TDS", "pip-taz 4.5g QDS", "mero 1g TDS", "ceftriaxone 2g OD",
          "IV clarith 500mg BD", "doxy 100mg OD", "gent 5mg/kg OD", "vanc 1g BD", "teic 400mg OD",
          "temocillin 2g BD", "metronidazole 500mg TDS", "fluclox 2g QDS", "clinda 450mg QDS",
          "nitrofurantoin 100mg MR BD", "cefalexin 500mg BD", "amox 1g TDS", "co-trimox 960mg BD",
          "linezolid 600mg BD", "ertapenem 1g OD", "IV cefuroxime 1.5g TDS", "co-amox 625mg TDS PO"]
EN_IND = ["CAP", "HAP", "UTI", "pyelo", "cellulitis", "IAI", "?sepsis unknown source", "asp pneumonia",
          "diabetic foot", "cholangitis", "LRTI", "infected leg ulcer", "?CAUTI", "empyema f/u"]
EN_STATE = ["afebrile 48h, eating, obs stable", "cultures NG at 48h", "no indication documented",
            "no review date on chart", "K+ 3.2, on diuretics", "eGFR 28 and dropping", "MRSA screen neg",
            "blood cx grew E. coli, sens to co-amox", "CXR clear, CURB 1", "still spiking 38.4",
            "micro advised 7 days total", "pen allergy = 'rash as a child'", "urine cx mixed growth"]
EN_SVCS = ["RowaPMRInterface", "ProLogConnector", "StockSyncAgent", "NiceLabelService", "StockCtlHL7"]
EN_SITES = ["MAIN", "SAT1", "OPD", "THEATRES"]
EN_XL_DRUGS = ["meropenem", "piperacillin-tazobactam", "ceftriaxone", "co-amoxiclav", "teicoplanin",
               "ertapenem", "vancomycin"]

EN_NAME = [
    dict(t="micro", say=["new micro cons is {v} - starts w/c 25/1, will do the tues AMS round w/ me",
                         "micro cover while Dr Obi's off = {v}, apparently v pro-stewardship"],
         doc=["{v} joins the department as consultant microbiologist and will attend the Tuesday AMS ward round."],
         re=["So {v} is the new micro consultant for the Tuesday AMS round."],
         lab="the new micro consultant", tools=["rota", "mail"], rota="On-call microbiology"),
    dict(t="rowa", say=["Rowa engineer for the gripper job = {v}, ETA 9ish",
                        "engineer Rowa are sending out is {v}"],
         doc=["Field engineer assigned: {v}. They will call the department on arrival."],
         re=["The Rowa engineer booked is {v}."], lab="the Rowa engineer", tools=["mail", "ticket"]),
    dict(t="trustit", say=["Trust IT analyst for the SQL server move is {v} (ext 2418)",
                           "our Trust IT contact for the stock box is now {v}"],
         doc=["Assigned analyst: {v}, Infrastructure team."],
         re=["{v} is your Trust IT analyst for the server move."], lab="the Trust IT contact",
         tools=["ticket", "mail"]),
    dict(t="sister", say=["new sister on Ward 9 = {v}, v keen on IVOST",
                          "{v} (Ward 12 sister) wants the abx review stickers back"],
         doc=["Raised by {v}, Ward Sister, who has asked for pharmacy support with IV-to-oral switch."],
         re=["Noted {v} as the ward sister to work with on IVOST."], lab="the ward sister",
         tools=["mail"]),
    dict(t="wholesale", say=["account mgr at the wholesaler is now {v}",
                             "wholesaler changed our rep again, new one {v}"],
         doc=["From Monday {v} is your key account manager for hospital orders."],
         re=["New wholesaler account manager: {v}."], lab="the wholesaler rep", tools=["mail"]),
    dict(t="ipc", say=["IPC lead nurse {v} wants C diff data by ward for Feb",
                       "{v} from IPC asked for the abx data for the C diff RCA"],
         doc=["Please send the ward-level antibiotic data to {v} (Lead Nurse, Infection Prevention & Control)."],
         re=["So the C diff data goes to {v} in IPC."], lab="the IPC nurse", tools=["mail"]),
    dict(t="icb", say=["ICB AMR lead {v} asked for our Q3 AWaRe numbers",
                       "the ICB person chasing the AMR return is {v}"],
         doc=["{v}, AMR Programme Lead at the ICB, will coordinate the Q3 return."],
         re=["The ICB AMR lead is {v}."], lab="the ICB AMR lead", tools=["mail"]),
    dict(t="oncall", say=["on-call pharm sat is {v} - need to brief re the mero restriction",
                          "{v} is covering on-call this wknd"],
         doc=["On-call pharmacist this weekend: {v}."], re=["{v} is on call this weekend."],
         lab="the on-call pharmacist", tools=["rota"], rota="On-call pharmacist"),
    dict(t="ato", say=["new ATO on dispensary from mon: {v} - needs robot training",
                       "{v} starts as ATO next wk, can you remind me to book the Rowa training"],
         doc=["New starter: {v}, Accredited Technical Officer, dispensary."],
         re=["{v} is the new ATO who needs robot training."], lab="the new ATO", tools=["rota"],
         rota="Dispensary ATO"),
    dict(t="opat", say=["OPAT nurse lead = {v}, ask her re teic at home",
                        "{v} runs the OPAT clinic now"],
         doc=["OPAT referrals should go to {v}, OPAT Nurse Lead."],
         re=["OPAT lead is {v}."], lab="the OPAT lead", tools=["mail", "rota"], rota="OPAT nurse"),
    dict(t="idcons", say=["ID cons at the regional centre for cefiderocol sign-off = {v}",
                          "regional ID person who approves the reserve abx is {v}"],
         doc=["Approval for reserve agents is given by {v}, Consultant in Infectious Diseases."],
         re=["Cefiderocol approval goes via {v}."], lab="the ID consultant", tools=["mail"]),
    dict(t="locum", say=["locum pharm covering AMU next wk = {v}",
                         "agency sent {v} for the AMU gap"],
         doc=["Locum cover for AMU confirmed: {v}."], re=["AMU locum cover is {v}."],
         lab="the AMU locum", tools=["rota", "mail"], rota="AMU pharmacist"),
    dict(t="zebra", say=["Zebra reseller contact is {v}", "printer reseller guy = {v}, v slow to reply"],
         doc=["Account contact for the printer refresh: {v}."], re=["Printer reseller contact: {v}."],
         lab="the printer reseller", tools=["mail"]),
]

EN_COMMAND = [
    dict(t="svc", g=lambda r: "Restart-Service -Name %s -Force" % r.choice(EN_SVCS),
         say=["when the robot stops talking to the stock system: {v} (admin PowerShell on the robot PC)",
              "Trust IT's fix for the interface hang = {v}"],
         doc=["Workaround: run {v} in an elevated PowerShell on the robot PC."],
         re=["So the interface fix is {v}."], lab="the interface restart"),
    dict(t="tnc", g=lambda r: "Test-NetConnection %s -Port 1433" % ip(r),
         say=["to check the robot PC can see the SQL box: {v}", "if orders stop flowing run {v} first"],
         doc=["To confirm connectivity from the robot PC run {v}; it should return TcpTestSucceeded : True."],
         re=["The connectivity check is {v}."], lab="the SQL connectivity check"),
    dict(t="robocopy", g=lambda r: "robocopy D:\\ProLog\\Export \\\\pharm-fs0%d\\robot-backup /MIR /R:2 /W:5" % r.randint(1, 4),
         say=["backup of the robot export folder: {v}", "the copy job Mo set up was {v}"],
         doc=["Backup command for the export folder: {v}"], re=["Backup job: {v}"], lab="the robot backup"),
    dict(t="sqlcmd", g=lambda r: 'sqlcmd -S PHARM-SQL0%d -d StockCtl -Q "EXEC dbo.usp_RebuildIndexes"' % r.randint(1, 4),
         say=["index rebuild when the stock DB gets slow: {v}", "Trust IT said try {v} in a cmd window"],
         doc=["Run {v} from the SQL host."], re=["Rebuild command noted: {v}"], lab="the index rebuild"),
    dict(t="schtasks", g=lambda r: "schtasks /run /tn StockSync_%s" % r.choice(["Nightly", "Hourly", "Orders", "Export"]),
         say=["to kick the sync off manually: {v}", "if the ward orders don't appear, {v}"],
         doc=["To trigger the sync manually, run {v} on the app server."],
         re=["Manual sync: {v}"], lab="the manual sync"),
    dict(t="sqllow", g=lambda r: "SELECT item_code, description, qty_on_hand FROM dbo.Stock WHERE qty_on_hand < reorder_level AND site_code = '%s'" % r.choice(EN_SITES),
         say=["query for the weekly shortfall list: {v}", "the shortfall query I use is {v}"],
         doc=["Shortfall report query: {v}"], re=["Shortfall query saved: {v}"], lab="the shortfall query"),
    dict(t="sqlprn", g=lambda r: "UPDATE dbo.LabelPrinters SET ip_address = '%s' WHERE printer_name = 'W%d-ZEBRA'" % (ip(r), r.randint(2, 19)),
         say=["to repoint the ward printer in the stock DB: {v}", "fix for the printer mapping = {v}"],
         doc=["Printer mapping fix: {v}"], re=["Printer mapping update: {v}"], lab="the printer mapping fix"),
    dict(t="prnport", g=lambda r: (lambda a: "cscript prnport.vbs -a -r IP_%s -h %s -o raw -n 9100" % (a, a))(ip(r)),
         say=["to add the port for the new Zebra: {v}", "port creation cmd from Trust IT: {v}"],
         doc=["Create the printer port with: {v}"], re=["Port creation: {v}"], lab="the printer port command"),
    dict(t="countifs", g=lambda r: '=COUNTIFS(Abx!C:C,"%s",Abx!F:F,">%d")' % (r.choice(EN_XL_DRUGS), r.choice([48, 72, 96])),
         say=["formula for the 72h review audit col: {v}", "count for the audit sheet = {v}"],
         doc=["Audit formula: {v}"], re=["Audit formula: {v}"], lab="the audit formula"),
    dict(t="ddd", g=lambda r: "=SUM(D2:D%d)/(F2/1000)" % r.randint(30, 400),
         say=["DDD per 1000 admissions formula on the ICB sheet: {v}", "the DDD cell is {v}"],
         doc=["DDD/1000 admissions: {v}"], re=["DDD formula: {v}"], lab="the DDD formula"),
    dict(t="crcl", g=lambda r: '=((140-%s2)*%s2*IF(%s2="F",1.04,1.23))/%s2' % tuple(r.sample("BCDEFGH", 4)),
         say=["CrCl col on the gent sheet: {v}", "Cockcroft-Gault in the spreadsheet = {v}"],
         doc=["CrCl (Cockcroft-Gault, creatinine in umol/L): {v}"], re=["CrCl formula: {v}"],
         lab="the CrCl formula"),
    dict(t="shutdown", g=lambda r: 'shutdown /r /t %d /c "robot PC restart"' % r.choice([30, 60, 90, 120, 300]),
         say=["restart for the robot PC w/ warning: {v}", "use {v} not the power button!!"],
         doc=["Restart the robot PC with {v}"], re=["Restart command: {v}"], lab="the robot PC restart"),
    dict(t="eventlog", g=lambda r: "Get-EventLog -LogName Application -Source %s -Newest %d" % (r.choice(EN_SVCS), r.choice([20, 50, 100, 200])),
         say=["to pull the interface errors: {v}", "Rowa want the output of {v}"],
         doc=["Please send the output of {v}"], re=["Log pull: {v}"], lab="the log pull"),
    dict(t="scconfig", g=lambda r: "sc config %s start= delayed-auto" % r.choice(EN_SVCS),
         say=["so the service survives a reboot: {v}", "fix for it not starting after reboot = {v}"],
         doc=["Set the service to delayed start: {v}"], re=["Service start fix: {v}"],
         lab="the delayed-start fix"),
    dict(t="getprinter", g=lambda r: "Get-Printer -ComputerName PHARM-PRN0%d | Where-Object Name -like *Zebra*" % r.randint(1, 4),
         say=["list of the Zebras on the print server: {v}", "to see which Zebras are mapped: {v}"],
         doc=["To list the printers run {v}"], re=["Printer list: {v}"], lab="the printer listing"),
    dict(t="logoff", g=lambda r: "logoff %d /server:ROBOT-PC0%d" % (r.randint(1, 4), r.randint(1, 3)),
         say=["to kick the stuck session off the robot PC: {v}", "stuck login on the robot = {v}"],
         doc=["Clear the stale session with {v}"], re=["Session clear: {v}"], lab="the stuck session"),
    dict(t="netuse", g=lambda r: "net use P: \\\\pharm-fs0%d\\pharmacy /persistent:yes" % r.randint(1, 4),
         say=["P drive mapping for the new dispensary PC: {v}", "map the share w/ {v}"],
         doc=["Map the pharmacy share with {v}"], re=["Drive mapping: {v}"], lab="the drive mapping"),
]

EN_ID = [
    dict(t="datix", g=lambda r: "W%06d" % r.randint(104000, 189999),
         say=["Datix for the pip-taz/pen allergy one = {v}", "logged the robot mis-pick on Datix, ref {v}"],
         doc=["Incident {v} has been assigned to you for review (medication incident, low harm)."],
         re=["Datix reference {v} noted."], lab="the Datix", tools=["mail"]),
    dict(t="phit", g=lambda r: "PHIT-%d" % r.randint(1000, 2999),
         say=["put the label printer thing on our tracker as {v}", "robot interface issue is {v} on the tracker"],
         doc=["Linked pharmacy ticket: {v}."], re=["Tracker ref {v}."], lab="our tracker ticket",
         tools=["ticket"]),
    dict(t="inc", g=lambda r: "INC00%05d" % r.randint(30000, 79999),
         say=["Trust IT incident for the SQL box is {v}", "IT service desk gave me {v} for the printers"],
         doc=["Trust IT service desk reference: {v}."], re=["Trust IT incident {v}."],
         lab="the Trust IT incident", tools=["ticket", "mail"]),
    dict(t="po", g=lambda r: "PO-%06d" % r.randint(310000, 389999),
         say=["PO for the Zebra ribbons = {v}", "cefiderocol order went on {v}"],
         doc=["Your purchase order {v} has been received."], re=["PO {v} noted."], lab="the PO",
         tools=["mail", "stock"]),
    dict(t="sdn", g=lambda r: "SDN/2027/%03d" % r.randint(5, 140),
         say=["temocillin shortage notice is {v}", "SPS supply disruption ref for the fosfomycin = {v}"],
         doc=["Supply Disruption Notification {v}: limited supply, allocations in place."],
         re=["Shortage notice {v}."], lab="the shortage notice", tools=["mail"]),
    dict(t="rowacase", g=lambda r: "CS-%06d" % r.randint(400000, 699999),
         say=["Rowa case no. for the gripper = {v}", "Rowa logged it as {v}"],
         doc=["Your service case number is {v}."], re=["Rowa case {v}."], lab="the Rowa case",
         tools=["mail", "ticket"]),
    dict(t="mhra", g=lambda r: "EL(27)A/%02d" % r.randint(1, 30),
         say=["MHRA class 2 recall for the co-amox batch = {v}", "drug alert ref is {v}, need to check the robot stock"],
         doc=["Drug alert {v}: class 2 medicines recall, action within 48 hours."],
         re=["Drug alert {v}."], lab="the drug alert", tools=["mail"]),
    dict(t="batch", g=lambda r: "%s%05d%s" % (r.choice("KLMRT"), r.randint(10000, 99999), r.choice("ABCX")),
         say=["affected dapto batch is {v}", "the mero batch with the cracked vials = {v}"],
         doc=["Affected batch: {v}."], re=["Batch {v}."], lab="the batch", tools=["stock", "mail"]),
    dict(t="fa", g=lambda r: "FA-27-%03d" % r.randint(1, 60),
         say=["formulary application for cefiderocol is {v}", "DTC application no. = {v}"],
         doc=["Formulary application {v} will be tabled at the next meeting."],
         re=["Formulary application {v}."], lab="the formulary application", tools=["mail"]),
    dict(t="cn", g=lambda r: "CN-%05d" % r.randint(10000, 29999),
         say=["credit note for the short-dated mero = {v}", "wholesaler credit ref {v}"],
         doc=["Credit note {v} has been raised against your account."], re=["Credit note {v}."],
         lab="the credit note", tools=["mail"]),
]

EN_PORT = [
    dict(t="robotif", say=["Rowa <-> stock system interface now listens on {v}",
                           "robot PMR interface port = {v}, NOT what's on the old sticker"],
         doc=["The ProLog PMR interface has been reconfigured to listen on TCP {v}."],
         re=["Robot interface port: {v}."], lab="the robot interface port", tools=["ticket", "mail"]),
    dict(t="sql", say=["stock DB named instance is on port {v} now, not 1433",
                       "SQL instance for StockCtl moved to {v}"],
         doc=["The StockCtl SQL instance now listens on port {v}; please update client connection strings."],
         re=["StockCtl SQL port is {v}."], lab="the SQL port", tools=["ticket", "mail"]),
    dict(t="hl7", say=["EPMA -> stock HL7 feed comes in on port {v}", "the HL7 listener for the EPMA feed = {v}"],
         doc=["HL7 messages from EPMA are delivered to the stock system on port {v}."],
         re=["HL7 feed port: {v}."], lab="the HL7 port", tools=["ticket"]),
    dict(t="prnsrv", say=["label print server listens on {v} for the ward Zebras",
                          "NiceLabel integration port = {v}"],
         doc=["The label print service accepts jobs on port {v}."], re=["Label print port: {v}."],
         lab="the print server port", tools=["ticket"]),
    dict(t="fridge", say=["fridge temp dashboard = http://{a}:{v}", "temp monitoring web page is on {v} (same IP as before)"],
         doc=["The temperature monitoring dashboard is available on port {v}."],
         re=["Fridge dashboard port: {v}."], lab="the fridge dashboard port", tools=["ticket", "mail"]),
    dict(t="vnc", say=["Rowa remote support uses VNC on {v} not 5900", "remote support port for the robot = {v}"],
         doc=["Remote support connects via VNC on port {v}."], re=["Rowa VNC port: {v}."],
         lab="the VNC port", tools=["ticket", "mail"]),
    dict(t="backup", say=["backup agent on the robot PC talks to the server on {v}",
                          "backup agent port = {v} if the firewall blocks it again"],
         doc=["The backup agent communicates on TCP {v}."], re=["Backup agent port: {v}."],
         lab="the backup port", tools=["ticket"]),
    dict(t="firewall", say=["Trust IT opened {v} on the firewall for robot->SQL", "firewall rule is for port {v} only"],
         doc=["A firewall rule allowing TCP {v} from the robot PC has been implemented."],
         re=["Firewall now allows {v}."], lab="the firewall port", tools=["ticket", "mail"]),
    dict(t="scanner", say=["handheld scanner dock service uses {v}", "scanner docks talk on {v}"],
         doc=["The scanner dock service uses port {v}."], re=["Scanner dock port: {v}."],
         lab="the scanner port", tools=["ticket"]),
    dict(t="webui", say=["robot web console is on port {v} (use Edge, not Chrome)", "ProLog web UI = port {v}"],
         doc=["The robot web console is reachable on port {v}."], re=["Robot web console port: {v}."],
         lab="the web console port", tools=["ticket", "mail"]),
    dict(t="cdcab", say=["smart CD cabinet audit service uses port {v}", "CD cabinet pushes its logs to {v}"],
         doc=["The CD cabinet audit service uses port {v}."], re=["CD cabinet port: {v}."],
         lab="the CD cabinet port", tools=["ticket"]),
    dict(t="api", say=["stock API for the ward ordering app runs on {v}", "ward ordering app hits the API on {v}"],
         doc=["The ward ordering API is served on port {v}."], re=["Ordering API port: {v}."],
         lab="the ordering API port", tools=["ticket"]),
]

EN_VERSION = [
    dict(t="prolog", say=["Rowa put ProLog {v} on the robot PC", "robot software now on {v} after the visit"],
         doc=["ProLog software upgraded to version {v} during the visit."], re=["ProLog is now {v}."],
         lab="the ProLog version", tools=["ticket", "mail"]),
    dict(t="client", say=["stock control client on the dispensary PCs now {v}, satellite still on the old one",
                          "StockCtl client {v} is the one that fixes the label bug"],
         doc=["StockCtl client {v} has been deployed to dispensary workstations."],
         re=["Dispensary stock client: {v}."], lab="the stock client version", tools=["ticket"]),
    dict(t="nicelabel", say=["NiceLabel on the print server is {v}", "label software = {v} after Trust IT patched it"],
         doc=["NiceLabel {v} is installed on the print server."], re=["NiceLabel version {v}."],
         lab="the NiceLabel version", tools=["ticket"]),
    dict(t="epma", say=["EPMA went to {v} last night - abx order sets moved around",
                        "EPMA build {v} has the new 72h review prompt"],
         doc=["EPMA has been upgraded to release {v}."], re=["EPMA is on {v}."], lab="the EPMA build",
         tools=["mail"]),
    dict(t="zebrafw", say=["Zebra firmware {v} supposedly fixes the ribbon-out bug", "printers need firmware {v}"],
         doc=["Firmware {v} resolves the intermittent ribbon-out fault."], re=["Zebra firmware {v}."],
         lab="the Zebra firmware", tools=["ticket", "mail"]),
    dict(t="microguide", say=["MicroGuide update {v} has our new CAP pathway", "app version w/ the new guideline = {v}"],
         doc=["Guideline app version {v} includes the revised CAP pathway."], re=["MicroGuide {v}."],
         lab="the MicroGuide version", tools=["mail"]),
    dict(t="scanfw", say=["scanner firmware needs to be {v} for GS1", "scanners on {v} read the GS1 codes fine"],
         doc=["Scanners must be on firmware {v} to read GS1 DataMatrix codes."], re=["Scanner firmware {v}."],
         lab="the scanner firmware", tools=["ticket"]),
    dict(t="driver", say=["Zebra driver {v} is the one that works w/ Win 11", "use driver {v} for the ZD421s"],
         doc=["Printer driver {v} is the approved version for Windows 11."], re=["Zebra driver {v}."],
         lab="the printer driver", tools=["ticket"]),
    dict(t="tempapp", say=["fridge monitoring app is on {v}", "temp monitoring software = {v}"],
         doc=["Temperature monitoring software version {v}."], re=["Temp monitoring {v}."],
         lab="the temp monitoring version", tools=["ticket", "mail"]),
    dict(t="orderapp", say=["ward ordering app {v} broke the CD order screen", "ordering app now {v}"],
         doc=["Ward ordering app release {v} is now live."], re=["Ordering app {v}."],
         lab="the ordering app version", tools=["ticket"]),
    dict(t="dashboard", say=["AMS PowerBI template v{v} has the AWaRe tab", "dashboard template {v} from the ICB"],
         doc=["Please use AMS dashboard template version {v}."], re=["AMS dashboard v{v}."],
         lab="the dashboard template", tools=["mail"]),
    dict(t="cdfw", say=["CD cabinet firmware {v} after the lock fault", "CD cabinet now {v}"],
         doc=["CD cabinet firmware updated to {v}."], re=["CD cabinet firmware {v}."],
         lab="the CD cabinet firmware", tools=["ticket"]),
]

EN_MONEY = [
    dict(t="rowacontract", g=g_gbp_big, say=["Rowa service contract renewal quote {v} +VAT",
                                             "renewal for the robot service cover came in at {v}"],
         doc=["Renewal price for the comprehensive service agreement: {v} + VAT."],
         re=["Rowa renewal quote: {v} + VAT."], lab="the Rowa renewal", tools=["mail"]),
    dict(t="temocillin", g=g_gbp_small, say=["temocillin 2g now {v} a vial!!", "temocillin gone up to {v}/vial"],
         doc=["Temocillin 2g vials will be supplied at {v} per vial."], re=["Temocillin 2g: {v} per vial."],
         lab="the temocillin price", tools=["mail", "stock"], item="Temocillin 2g inj", code="TEM2G"),
    dict(t="ertacourse", g=g_gbp_mid, say=["OPAT ertapenem course works out ~{v} per pt",
                                           "ertapenem OPAT cost per course = {v}"],
         doc=["Estimated drug cost per OPAT ertapenem course: {v}."], re=["Ertapenem course ~{v}."],
         lab="the ertapenem course cost", tools=["mail"]),
    dict(t="printers", g=g_gbp_big, say=["new Zebras for 3 wards quoted at {v} total", "printer refresh quote = {v}"],
         doc=["Total for the printer refresh: {v} excluding VAT."], re=["Printer quote: {v}."],
         lab="the printer quote", tools=["mail"]),
    dict(t="overspend", g=g_gbp_big, say=["abx budget overspent by {v} at M9", "M9 abx overspend = {v} :("],
         doc=["Antimicrobial expenditure is {v} over budget at month 9."], re=["M9 abx overspend: {v}."],
         lab="the abx overspend", tools=["mail"]),
    dict(t="locumcost", g=g_gbp_big, say=["agency locum for Jan cost us {v}", "locum bill for AMU cover = {v}"],
         doc=["Agency invoice for January pharmacist cover: {v}."], re=["Locum cost: {v}."],
         lab="the locum cost", tools=["mail"]),
    dict(t="cefid", g=g_gbp_big, say=["cefiderocol 14-day course = {v}", "one cefiderocol course costs {v}"],
         doc=["A 14-day course of cefiderocol costs approximately {v}."], re=["Cefiderocol course: {v}."],
         lab="the cefiderocol cost", tools=["mail"]),
    dict(t="credit", g=g_gbp_mid, say=["credit for the short-dated mero came through, {v}", "mero credit = {v}"],
         doc=["A credit of {v} has been applied for the short-dated meropenem."], re=["Mero credit: {v}."],
         lab="the mero credit", tools=["mail"]),
    dict(t="wastage", g=g_gbp_mid, say=["expired dapto wastage this quarter {v}", "dapto we binned = {v}"],
         doc=["Expired daptomycin written off this quarter: {v}."], re=["Dapto wastage: {v}."],
         lab="the dapto wastage", tools=["mail"]),
    dict(t="ribbons", g=g_gbp_small, say=["Zebra ribbons {v} a box now", "ribbons gone up to {v}/box"],
         doc=["Thermal transfer ribbons: {v} per box of 12."], re=["Ribbons: {v} a box."],
         lab="the ribbon price", tools=["mail", "stock"], item="Zebra ribbon 110mm x 74m (box 12)",
         code="ZRIB110"),
    dict(t="robotpc", g=g_gbp_big, say=["replacement robot PC quoted {v}", "Rowa want {v} for a new robot PC"],
         doc=["Replacement control PC, configured and installed: {v}."], re=["Robot PC quote: {v}."],
         lab="the robot PC quote", tools=["mail"]),
    dict(t="fosfo", g=g_gbp_small, say=["IV fosfomycin {v} per vial via the hub", "fosfomycin IV = {v} a vial"],
         doc=["Fosfomycin 4g infusion: {v} per vial."], re=["IV fosfomycin: {v} a vial."],
         lab="the fosfomycin price", tools=["mail", "stock"], item="Fosfomycin 4g IV inf", code="FOS4G"),
    dict(t="cazavi", g=g_gbp_small, say=["ceftaz-avi is {v} per vial", "caz-avi vial price = {v}"],
         doc=["Ceftazidime-avibactam 2g/0.5g: {v} per vial."], re=["Caz-avi: {v} per vial."],
         lab="the caz-avi price", tools=["stock", "mail"], item="Ceftazidime-avibactam 2g/0.5g inj",
         code="CZAV25"),
]

EN_DATE = [
    dict(t="dtc", say=["next formulary cttee is {v}", "DTC moved to {v}"],
         doc=["The next Drugs & Therapeutics Committee will be held on {v}."], re=["Next DTC: {v}."],
         lab="the DTC date", tools=["mail"]),
    dict(t="rowavisit", say=["Rowa visit for the gripper booked {v}", "Rowa engineer coming {v}"],
         doc=["Engineer visit confirmed for {v}, arriving 08:30."], re=["Rowa visit: {v}."],
         lab="the Rowa visit", tools=["mail", "ticket"]),
    dict(t="stocktake", say=["annual stock-take {v}, robot included", "stock-take date = {v}"],
         doc=["The annual stock-take will take place on {v}."], re=["Stock-take: {v}."],
         lab="the stock-take", tools=["mail"]),
    dict(t="golive", say=["EPMA abx order sets go live {v}", "go-live for the new order sets = {v}"],
         doc=["The revised antimicrobial order sets will go live on {v}."], re=["Order sets go live {v}."],
         lab="the order set go-live", tools=["mail", "ticket"]),
    dict(t="icb", say=["ICB wants the Q3 AMR data by {v}", "AMR return deadline {v}"],
         doc=["Please submit your Q3 antimicrobial data by {v}."], re=["ICB deadline: {v}."],
         lab="the ICB deadline", tools=["mail"]),
    dict(t="servermove", say=["stock server migration pencilled for {v}", "SQL box move = {v}, eve"],
         doc=["The StockCtl server migration is scheduled for {v} from 18:00."], re=["Server move: {v}."],
         lab="the server move", tools=["ticket", "mail"]),
    dict(t="printerswap", say=["Zebra swap on Ward 7/9 = {v}", "new printers go in {v}"],
         doc=["Printer replacement on Wards 7 and 9 is booked for {v}."], re=["Printer swap: {v}."],
         lab="the printer swap", tools=["ticket", "mail"]),
    dict(t="pps", say=["point prevalence survey day = {v}", "PPS is {v}, need 3 pharmacists"],
         doc=["The antimicrobial point prevalence survey will run on {v}."], re=["PPS day: {v}."],
         lab="the PPS day", tools=["mail"]),
    dict(t="teaching", say=["FY1 abx teaching slot {v}", "my teaching for the FY1s = {v}"],
         doc=["Foundation teaching (antimicrobials) is scheduled for {v}."], re=["FY1 teaching: {v}."],
         lab="the FY1 teaching", tools=["mail"]),
    dict(t="shortend", say=["temocillin supply expected back {v}", "supplier says stock back {v}"],
         doc=["Supply is expected to resume on {v}."], re=["Supply back {v}."],
         lab="the resupply date", tools=["mail"]),
    dict(t="leave", say=["I'm on AL from {v} - need cover for the AMS round", "my leave starts {v}"],
         doc=["Annual leave approved from {v}."], re=["Your leave starts {v}."],
         lab="my leave", tools=["mail"]),
    dict(t="walkround", say=["meds mgmt walkround {v}", "CQC-style mock inspection {v}"],
         doc=["The medicines management walkround will take place on {v}."], re=["Walkround: {v}."],
         lab="the walkround", tools=["mail"]),
]

EN_DECISION = [
    ("switch OPAT pts to ertapenem", "once-daily dosing fits the OPAT nurse visits"),
    ("keep pip-taz on the restricted list", "C diff cases on Ward 9 doubled since October"),
    ("go with the Zebra ZD421 printers", "the old GK420s can't print 2D barcodes"),
    ("move the stock server onto Trust IT's VM cluster", "our box is out of warranty soon"),
    ("drop gent as first line for pyelo", "too many AKIs on the elderly wards"),
    ("bin the paper IVOST stickers", "nobody fills them in on nights"),
    ("keep two packs of cefiderocol on site", "it took three days to get from the hub last time"),
    ("run the point prevalence audit monthly", "the ICB wants trend data not snapshots"),
    ("buy the extended Rowa service cover", "the gripper has failed four times since summer"),
    ("make doxy first line for low-severity CAP", "it avoids the clarith QT interactions"),
    ("stop auto-printing labels on Ward 12", "the printer jams and eats ribbon"),
    ("hold the robot on the current firmware", "the new build broke the PMR interface at two other Trusts"),
    ("send mero usage to each CD weekly", "the monthly report gets ignored"),
    ("pilot 5-day default stop dates on AMU", "most CAP courses were running 7-10 days unreviewed"),
    ("move vanc monitoring to trough-only on renal", "the lab can't turn peaks round in time"),
    ("order IV fosfomycin through the hub", "the direct supplier minimum order is too big"),
    ("let ward nurses print their own TTO labels", "it saves a dispensary trip at 5pm"),
    ("move the stock-take to a Sunday", "the robot is idle then"),
    ("adopt the regional pen allergy de-labelling pathway", "a third of our 'allergic' pts tolerated amoxicillin"),
    ("upgrade the robot PC to Windows 11", "our Windows 10 licence support runs out"),
    ("approve caz-avi for named pts only", "it costs ten times as much as mero"),
    ("use the hub contract scanners", "they already read GS1 codes"),
    ("swap teic for dapto in OPAT", "the teic loading doses were too fiddly at home"),
    ("put the AMS dashboard on the intranet", "the CDs never open email attachments"),
]

EN_CONSTRAINT = [
    ("restart the robot PC", "only after the 2pm fill cycle finishes"),
    ("run the index rebuild on the stock DB", "never while the nightly sync is running"),
    ("issue meropenem out of hours", "only with on-call micro approval"),
    ("change the ward printer IPs", "once Trust IT have updated the DHCP reservations"),
    ("patch the robot PC", "only with the Rowa engineer on the phone"),
    ("release cefiderocol from pharmacy", "after the ID consultant has signed the named-pt form"),
    ("step down to oral", "once the pt has been afebrile for 48 hours"),
    ("clear old jobs from the label print queue", "only after the ward confirms the TTOs have gone"),
    ("migrate the stock server", "outside the Monday ordering window"),
    ("give teic in the community", "only if the OPAT nurse has done the loading-dose training"),
    ("unlock accounts on the stock system", "only after the line manager emails us"),
    ("order more dapto", "only when we drop below 6 vials"),
    ("send the AMR data to the ICB", "after the medical director has signed it off"),
    ("update the formulary PDF on the intranet", "only once the DTC minutes are ratified"),
    ("let the robot take returns", "only if packs are unopened and in date"),
    ("swap the label ribbons", "with the printer switched off at the wall"),
    ("use the emergency cupboard stock", "only when the robot has been down for over an hour"),
    ("re-run the nightly export", "after 10pm when the wards have stopped ordering"),
    ("continue vanc beyond day 3", "only if a trough is back and under 20"),
    ("accept the substitute temocillin brand", "as long as it is UK-licensed"),
    ("install the ProLog update", "on a Sunday with dispensary covered manually"),
    ("give locums robot admin rights", "only with a named supervisor on site"),
    ("share our stock reports with the other sites", "once IG have approved the data sharing agreement"),
    ("reboot the print server", "not before the 5pm TTO rush is over"),
]

EN_QUESTION = [
    "whether the Rowa can take the new Dr Reddy's blister sizes",
    "who pays for cefiderocol when the pt is out of area",
    "if the label printers can go onto the clinical VLAN",
    "how long the stock DB backups are actually kept",
    "whether FY1s can start gent without a documented weight",
    "if the stock system licence covers the satellite pharmacy",
    "whether the temocillin shortage hits the 1g vials too",
    "who signs off the robot PC's Windows updates now",
    "if EPMA can force a 72h abx review before the next dose",
    "whether the micro lab will do fosfomycin sensitivities in-house",
    "how the ICB works out the AWaRe denominator",
    "if the old label printers need secure disposal or just WEEE",
    "whether the hospice will accept pts on IV teic",
    "who owns the fridge temperature monitoring contract",
    "whether the robot can flag short-dated stock on loading",
    "if robot-related Datixes go to pharmacy or to estates",
    "whether pen allergy de-labelling needs a consultant signature",
    "if the Trust's Windows 11 build supports the Rowa drivers",
    "whether the 2pm fill can move to 3pm over winter",
    "how many C diff cases make a period of increased incidence",
    "whether the Zebra warranty covers printheads",
    "if the reserve abx approval can be done by phone out of hours",
]

EN = dict(
    lang="en",
    first=EN_FIRST, last=EN_LAST, wrong_last=EN_WRONG_LAST,
    topics=dict(name=EN_NAME, command=EN_COMMAND, id=EN_ID, port=EN_PORT, version=EN_VERSION,
                money=EN_MONEY, date=EN_DATE),
    decision=EN_DECISION, constraint=EN_CONSTRAINT, question=EN_QUESTION,
    dec_say=["decided: {c}. reason - {r}", "we're going to {c} bc {r}", "AMS grp agreed to {c} ({r})",
             "final answer on that: {c} - {r}", "ok so we {c}, mainly because {r}"],
    dec_doc=["Agreed to {c}, as {r}.", "Decision: {c}. Rationale: {r}.", "The group agreed to {c} because {r}."],
    dec_re=["Logged the decision: {c}, because {r}.", "Decision noted — {c} ({r})."],
    dec_lab=["the AMS minutes", "last week's DTC outcome", "the stewardship group notes"],
    con_say=["NB {a} {c}", "rule from Trust IT: {a} {c}", "reminder to self - {a} {c}", "agreed w/ the team we {a} {c}",
             "pls remember we {a} {c}"],
    con_doc=["Please {a} {c}.", "Reminder: {a} {c}."],
    con_re=["Noted: {a} {c}.", "Got the rule — {a} {c}."],
    con_lab=["the Trust IT change rules", "the new SOP", "the robot PC rules"],
    q_say=["anyone know {q}?", "q for later - {q}?", "also need to find out {q}", "do you know {q}?",
           "still no idea {q}...", "random thought: {q}?"],
    corr_inline="{w} - no sorry, {v}",
    corr_later=["correction re {lab}: it's {v}, not {w}", "ignore what I said re {lab} - it's {v}",
                "scrap that, {lab} is {v} (not {w}), misread the email"],
    corr_ack=["Updated — {re}", "Fixed in the notes. {re}", "Thanks, corrected."],
)


# English conversational pieces ------------------------------------------------

def en_mini(r, k=None):
    """A small clinical / IT query with its answer (no needles)."""
    b = r.randint(1, 30)
    ward = r.choice(EN_WARDS)
    k = r.randint(0, 7) if k is None else k
    if k == 0:
        c = r.randint(0, 1)
        return ("bed %d %s, %d%s, CAP CURB %d, on co-amox + clarith d%d, legionella + pneumococcal Ag neg - ok to stop clarith?"
                % (b, ward, r.randint(55, 92), r.choice("MF"), c, r.randint(2, 4)),
                "If both urinary antigens are negative and there's no atypical picture, stopping clarith at "
                "48-72h is reasonable for CURB %d. Document it as an AMS review and leave co-amox with a "
                "review/stop date on the chart." % c)
    if k == 1:
        return ("bed %d: IV co-amox d%d, afebrile since yesterday, eating, HR %d - switch?" % (b, r.randint(2, 6), r.randint(72, 98)),
                "Afebrile for less than 48h, so strictly the IVOST criteria aren't met yet. If CRP is falling "
                "and the team are happy, co-amox 625mg TDS PO tomorrow morning is the usual step.")
    if k == 2:
        lvl = r.choice(["0.6", "0.9", "1.2", "1.7", "2.4", "3.1"])
        h = r.randint(6, 14)
        return ("gent level %s mg/L at %dh post dose, bed %d %s - Hartford?" % (lvl, h, b, ward),
                "Plot it on the Trust's Hartford chart at %dh. If it sits in the 24-hourly band carry on as "
                "planned; if it's on or above a line, move to the longer interval. Recheck U&Es before the "
                "next dose either way." % h)
    if k == 3:
        return ("robot paused mid-load again, 'gripper position' error",
                "Usual SOP: clear the load channel, home the gripper from ProLog, then restart the load. If "
                "it happens again within the hour, log it so the pattern goes to Rowa.")
    if k == 4:
        return ("%s label printer doing every other label blank" % ward,
                "Sounds like calibration. Hold the feed button until it flashes twice to recalibrate, and "
                "check it's the right label stock. If it still skips, clean the gap sensor with an IPA wipe.")
    if k == 5:
        e = r.randint(22, 70)
        if e >= 45:
            a = "eGFR %d is fine for nitrofurantoin, usual 100mg MR BD." % e
        elif e >= 30:
            a = ("eGFR %d: MHRA advice is a short course only (3-7 days), and only where it's the best "
                 "option, e.g. a resistant organism. Otherwise pick something else." % e)
        else:
            a = "eGFR %d: avoid nitrofurantoin. Look at the sensitivities for pivmecillinam or cefalexin." % e
        return ("pt bed %d eGFR %d, ok for nitrofurantoin?" % (b, e), a)
    if k == 6:
        return ("clarith + simvastatin on bed %d %s - what do we do" % (b, ward),
                "Withhold the simvastatin for the duration of the clarith course (and a couple of days after). "
                "Restart when the course is done; note it on the chart so it isn't forgotten.")
    kg = r.randint(55, 120)
    return ("vanc loading dose, pt %dkg?" % kg,
            "25 mg/kg x %d kg = %d mg. Most guidelines round to the nearest 250 mg and cap the loading dose "
            "(often 2 g), so check the Trust vanc guideline for the cap." % (kg, 25 * kg))


EN_PRE = ["", "", "quick one -", "between pts on AMU.", "on Ward 9 now.", "sorry typing w one thumb.",
          "re: robot stuff -", "fyi", "btw", "before I forget:", "ok.", "back from the board round."]
EN_POST = ["", "", "pls keep a note", "add to the list", "ta", "will explain later", "bleep going, back in 10",
           "thx", "x", "need to remember that one"]
EN_ACK_OPEN = ["Noted.", "Got it.", "Logged.", "Noted — added to today's list.", "OK, saved.", "Thanks — noted.",
               "Added to the running notes.", "Done, it's in the list."]
EN_ACK_CLOSE = ["", "", "", "Want a reminder nearer the time?", "I'll include it in the end-of-day summary.",
                "Anything else from the round?", "Shout when you're off the ward and I can draft anything."]
EN_Q_REPLY = ["I don't have a reliable answer to that — nothing you've sent me covers it, so I'd ask whoever owns it rather than guess.",
              "Not something I can confirm from here. I've put it on the open questions list.",
              "I can't find anything on that. Worth putting on the AMS group agenda?",
              "Honestly not sure, and I'd rather not guess on that one.",
              "No idea from what I can see. Parking it as an open question."]
EN_BUL_HEAD = ["few things b4 I forget:", "AMS/IT bits from today:", "notes from stewardship mtg -",
               "handover for tmrw (pls keep):", "stuff from the robot/IT side:", "random list, sorry:",
               "from this morning:", "pls log:"]


def en_bul_fill(r):
    b = r.randint(1, 30)
    w = r.choice(EN_WARDS)
    return r.choice([
        "bed %d %s vanc level due %d:00" % (b, w, r.randint(8, 20)),
        "chase %s re CD register discrepancy" % r.choice(EN_FIRSTONLY),
        "sharps bins for dispensary",
        "FY1 teaching slides (abx, 20 min)",
        "ring %s re bed %d" % (r.choice(EN_DOCS), b),
        "IVOST audit sheets to Jen",
        "coffee. lots of coffee",
        "do my IG mandatory training before it lapses",
        "%s fridge was %.1f this am - recheck" % (w, r.uniform(8.1, 9.9)),
        "expiry check on the emergency cupboard",
        "bed %d %s still on IV after d%d, nobody reviewed" % (b, w, r.randint(4, 9)),
        "order more 7-day pill organisers",
        "%s wants the robot fill list earlier" % r.choice(EN_FIRSTONLY),
    ])


EN_DOC_FILL = ["Stock of co-amoxiclav 1.2g remains adequate.", "No further action required on items 1-3.",
               "Please ensure all staff have read the updated SOP.", "IVOST compliance on AMU was 64% this month.",
               "The group noted the rise in Watch-category use on surgical wards.",
               "Any queries, please contact the pharmacy office.",
               "Teicoplanin levels: see the attached guidance.",
               "Meropenem use fell slightly after the restriction was reintroduced.",
               "The next audit cycle will include SAU.", "Ward 15 has been added to the robot fill schedule."]

EN_MAIL_ASK = ["can you check my mail re {lab}", "search mail for {lab} pls", "did anything come in about {lab}?",
               "find the email about {lab}", "pls look up {lab} in my inbox"]
EN_TICKET_ASK = ["what's the latest on the tickets re {lab}?", "check the IT tracker for {lab}",
                 "anything new on {lab} on the tracker?", "pull up the ticket notes re {lab}"]
EN_ROTA_ASK = ["who's {role} this wknd?", "check the rota - who is {role} this wknd", "who's down as {role} at the wknd?"]
EN_STOCK_ASK = ["how many {item} have we got + what are we paying now", "stock check {item} pls, and unit cost",
                "what's on the shelf for {item}?"]
EN_TOOL_REPLY_OPEN = ["Here's what I found.", "Found it.", "From the results:", "Done —", "OK:"]
EN_DOCS_PASTE = [
    dict(intro=["fwd from {p} - pls pull out the actions", "email from {p}, what do I actually need to do",
                "pasting this from {p}:"],
         head="From: {p}\nSent: {day} {hh}:{mm}\nSubject: {subj}\n\nHi all,\n",
         foot="\nThanks,\n{p}", subj=["Pharmacy IT update", "Robot / stock system changes", "AMS update",
                                      "Supply update", "Follow-up from Tuesday"]),
    dict(intro=["draft minutes from the pharmacy ops mtg - check these pls", "minutes from this am's ops mtg, tidy up?"],
         head="Pharmacy ops meeting (AMS + IT) — draft minutes\nPresent: {p}, {q}, AMS pharmacist\nApologies: {d}\n\n",
         foot="\nAOB: none. Date of next meeting TBC.", subj=["AMS minutes"]),
    dict(intro=["my handover for {f} - make it readable?", "handover notes, pls clean up:"],
         head="HANDOVER — AMS/pharmacy IT\n\n", foot="\n-- any probs bleep 2213", subj=["handover"]),
]
EN_PASTE_REPLY_OPEN = ["Key points:", "Summary:", "Tidied version / actions:", "Here's what matters:",
                       "Pulled out the actions:"]
EN_PASTE_REPLY_OTHER = ["- the rest is background, nothing to action", "- a couple of admin items, no action",
                        "- nothing else needs you", "- standing items only otherwise"]
EN_ROTA_ROLES_FILL = ["Dispensary (09:00-13:00)", "Dispensary (13:00-17:30)", "Robot loading", "AMU pharmacist",
                      "Ward 7/9 clinical", "Aseptics", "On-call pharmacist", "On-call microbiology"]
EN_DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
EN_OPENERS = [
    [("user", "morning. AMS round then robot stuff, engineer might turn up. keep track of things for me today pls"),
     ("assistant", "Morning! Will do — send things as they come and I'll keep a running list.")],
    [("user", "on early. can you be my notebook today, phone only, ward rounds all am"),
     ("assistant", "Of course. Fire things at me in whatever shorthand — I'll keep them organised.")],
    [("user", "hi. busy wk - AMS, DTC prep, printers dying. going to dump stuff here"),
     ("assistant", "Sounds like a week. Dump away; I'll keep notes and pull out actions when you need them.")],
]


# ---------------------------------------------------------------- Chinese pools

ZH_SURNAME = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "周", "吴", "徐", "孙", "马", "朱", "胡", "郭", "何", "林",
              "罗", "高", "郑", "梁", "谢", "唐"]
ZH_GIVEN = ["建国", "志强", "秀英", "丽娟", "海燕", "晓东", "文博", "雪梅", "俊杰", "春华", "玉兰", "国栋", "思远",
            "佳怡", "明辉", "红霞", "伟民", "立新", "慧敏", "振华", "亚楠", "凤英", "德明", "静怡"]
ZH_WRONG_GIVEN = ["建军", "志刚", "秀兰", "丽华", "海艳", "小东", "文波", "雪玫", "俊洁", "春花", "玉莲", "国东"]
ZH_PHARM_STAFF = ["小宋", "彭姐", "潘师傅", "蒋老师", "小韦", "老姚", "小邵", "汤老师"]
ZH_STAFF = ["钱主任", "冯护士长", "小宋", "蒋老师", "韩工", "沈医生", "曹主任", "彭姐", "潘师傅", "袁科长"]
ZH_WARDS = ["呼吸科", "ICU", "急诊", "普外科", "骨科", "心内科", "肾内科", "老年科", "神经内科", "泌尿外科"]
ZH_ABX = ["头孢曲松2g qd", "哌拉西林他唑巴坦4.5g q8h", "美罗培南1g q8h", "头孢哌酮舒巴坦3g q8h", "左氧氟沙星0.5g qd",
          "莫西沙星0.4g qd", "万古霉素1g q12h", "利奈唑胺600mg q12h", "阿奇霉素0.5g qd", "头孢呋辛1.5g q8h",
          "亚胺培南西司他丁1g q8h", "替加环素50mg q12h", "氟康唑400mg qd", "阿莫西林克拉维酸钾1.2g q8h",
          "头孢他啶2g q8h", "甲硝唑0.5g q8h"]
ZH_IND = ["社区获得性肺炎", "医院获得性肺炎", "尿路感染", "肾盂肾炎", "蜂窝织炎", "腹腔感染", "脓毒症待查",
          "吸入性肺炎", "糖尿病足", "胆管炎", "慢阻肺急性加重", "术后切口感染"]
ZH_STATE = ["体温正常48小时，能进食", "血培养48小时阴性", "病程里没写用药指征", "医嘱没有评估日期",
            "血钾3.2mmol/L，在用利尿剂", "eGFR 28还在掉", "痰培养肺炎克雷伯，对头孢曲松敏感", "仍有发热38.5℃",
            "微生物室建议总疗程7天", "自述青霉素过敏（小时候起疹子）", "尿培养混合菌生长", "PCT 0.12已经降下来"]
ZH_SVCS = ["FYJInterface", "HISKcSync", "BQDYService", "YFSyncAgent"]
ZH_XL_DRUGS = ["美罗培南", "哌拉西林他唑巴坦", "头孢哌酮舒巴坦", "万古霉素", "替加环素", "利奈唑胺"]

ZH_NAME = [
    dict(t="micro", say=["微生物室新来的主任叫{v}，下周开始一起参加周二的抗菌药物查房", "微生物室这周是{v}值班，有事直接找"],
         doc=["微生物室新任主任{v}将参加每周二抗菌药物管理查房。"], re=["好的，微生物室新主任是{v}。"],
         lab="微生物室新主任", tools=["rota", "mail"], rota="微生物室值班"),
    dict(t="eng", say=["发药机厂家派来修机械手的工程师叫{v}，说9点左右到", "厂家这次派的工程师是{v}"],
         doc=["厂家已安排工程师{v}上门处理机械手故障，到达后会联系药房。"], re=["发药机工程师是{v}。"],
         lab="发药机工程师", tools=["mail", "ticket"]),
    dict(t="it", say=["信息科负责库存服务器迁移的是{v}（分机2418）", "库存服务器的事现在信息科对接人换成{v}了"],
         doc=["本工单由信息科{v}负责跟进。"], re=["信息科对接人是{v}。"], lab="信息科对接人",
         tools=["ticket", "mail"]),
    dict(t="headnurse", say=["呼吸科新护士长{v}，很支持静脉转口服", "{v}（老年科护士长）想把抗菌药物评估贴纸恢复"],
         doc=["上报人：{v}（护士长），希望药剂科协助推进静脉转口服。"], re=["护士长{v}，记下了。"],
         lab="护士长", tools=["mail"]),
    dict(t="rep", say=["配送公司换业务员了，新的叫{v}", "配送公司现在对接我们的是{v}"],
         doc=["今后由{v}负责贵院的配送业务。"], re=["配送公司新业务员：{v}。"], lab="配送公司业务员",
         tools=["mail"]),
    dict(t="ipc", say=["院感科{v}要分科室的艰难梭菌数据", "院感那边{v}要抗菌药物数据做根因分析"],
         doc=["请将分科室抗菌药物数据发给院感科{v}。"], re=["艰难梭菌数据发给院感科{v}。"], lab="院感科联系人",
         tools=["mail"]),
    dict(t="qc", say=["市抗菌药物质控中心的{v}要三季度的使用强度数据", "质控中心催数据的是{v}"],
         doc=["三季度数据由市质控中心{v}负责收集。"], re=["质控中心联系人是{v}。"], lab="质控中心联系人",
         tools=["mail"]),
    dict(t="oncall", say=["周六值班药师是{v}，美罗培南限制的事要跟他交代", "这周末{v}值班"],
         doc=["本周末值班药师：{v}。"], re=["周末值班药师是{v}。"], lab="值班药师", tools=["rota"],
         rota="值班药师"),
    dict(t="tech", say=["下周一调剂室新来的药士{v}，要安排发药机培训", "{v}下周来调剂室，提醒我约厂家培训"],
         doc=["新入职：{v}，调剂室药士。"], re=["新药士{v}需要发药机培训。"], lab="新来的药士", tools=["rota"],
         rota="调剂室"),
    dict(t="infect", say=["特殊使用级会诊专家里感染科是{v}", "头孢地尔要找感染科{v}会诊签字"],
         doc=["特殊使用级抗菌药物会诊由感染科{v}主任负责。"], re=["特殊使用级会诊找{v}。"],
         lab="特殊使用级会诊专家", tools=["mail", "rota"], rota="特殊使用级会诊"),
    dict(t="trainee", say=["进修药师{v}下周跟我查房", "省里来的进修药师叫{v}"],
         doc=["进修人员：{v}，跟随临床药师查房。"], re=["进修药师是{v}。"], lab="进修药师", tools=["rota"],
         rota="临床药师查房"),
    dict(t="medaff", say=["医务科管抗菌药物这块的是{v}", "医务科新来的干事{v}负责抗菌药物专项"],
         doc=["抗菌药物专项工作由医务科{v}牵头。"], re=["医务科负责人是{v}。"], lab="医务科负责人", tools=["mail"]),
]

ZH_COMMAND = [
    dict(t="svc", g=lambda r: "Restart-Service -Name %s -Force" % r.choice(ZH_SVCS),
         say=["发药机和HIS断开的时候：{v}（发药机电脑上用管理员PowerShell）", "信息科给的接口卡死处理办法：{v}"],
         doc=["处理方法：在发药机电脑上以管理员身份运行 {v}"], re=["接口重启命令：{v}"], lab="接口重启命令"),
    dict(t="tnc", g=lambda r: "Test-NetConnection %s -Port 1521" % ip(r),
         say=["查发药机电脑能不能连上数据库：{v}", "请领单不下来先跑一下{v}"],
         doc=["在发药机电脑上执行 {v}，返回TcpTestSucceeded : True即正常。"], re=["连通性检查：{v}"],
         lab="数据库连通性检查"),
    dict(t="lsnr", g=lambda r: "lsnrctl status LISTENER_HIS%d" % r.randint(1, 4),
         say=["查监听状态：{v}", "信息科说先看{v}的输出"],
         doc=["请先执行 {v} 确认监听正常。"], re=["监听检查：{v}"], lab="监听检查"),
    dict(t="sqllow", g=lambda r: "SELECT ypdm, ypmc, kcsl FROM yk_kcb WHERE kcsl < xxsl AND kfdm = '%02d'" % r.randint(1, 6),
         say=["每周缺货清单的查询：{v}", "我查低库存用的是{v}"],
         doc=["低库存查询语句：{v}"], re=["低库存查询：{v}"], lab="低库存查询"),
    dict(t="robocopy", g=lambda r: "robocopy D:\\FYJ\\Export \\\\yjk-fs0%d\\fyj-backup /MIR /R:2 /W:5" % r.randint(1, 4),
         say=["发药机导出目录的备份：{v}", "小宋设的备份命令是{v}"],
         doc=["导出目录备份命令：{v}"], re=["备份命令：{v}"], lab="发药机备份命令"),
    dict(t="countifs", g=lambda r: '=COUNTIFS(医嘱!C:C,"%s",医嘱!F:F,">%d")' % (r.choice(ZH_XL_DRUGS), r.choice([48, 72, 96])),
         say=["72小时评估那列的公式：{v}", "专项检查表里计数用{v}"],
         doc=["统计公式：{v}"], re=["统计公式：{v}"], lab="统计公式"),
    dict(t="aud", g=lambda r: "=SUM(E2:E%d)*100/(G2*H2)" % r.randint(30, 400),
         say=["使用强度那格的公式：{v}", "AUD表里算强度用{v}"],
         doc=["使用强度计算：{v}"], re=["使用强度公式：{v}"], lab="使用强度公式"),
    dict(t="crcl", g=lambda r: '=((140-%s2)*%s2*IF(%s2="女",0.85,1))/(0.818*%s2)' % tuple(r.sample("BCDEFGH", 4)),
         say=["肌酐清除率那列：{v}", "表里的Cockcroft-Gault公式是{v}"],
         doc=["肌酐清除率（肌酐单位μmol/L）：{v}"], re=["肌酐清除率公式：{v}"], lab="肌酐清除率公式"),
    dict(t="shutdown", g=lambda r: 'shutdown /r /t %d /c "发药机电脑重启"' % r.choice([30, 60, 90, 120, 300]),
         say=["发药机电脑重启用{v}，别直接按电源", "带提示的重启：{v}"],
         doc=["发药机电脑请用 {v} 重启，不要直接断电。"], re=["重启命令：{v}"], lab="发药机电脑重启"),
    dict(t="eventlog", g=lambda r: "Get-EventLog -LogName Application -Source %s -Newest %d" % (r.choice(ZH_SVCS), r.choice([20, 50, 100, 200])),
         say=["导接口报错日志：{v}", "厂家要{v}的输出"],
         doc=["请把 {v} 的输出发给我们。"], re=["日志导出：{v}"], lab="日志导出"),
    dict(t="scconfig", g=lambda r: "sc config %s start= delayed-auto" % r.choice(ZH_SVCS),
         say=["重启后服务起不来：{v}", "让服务开机延迟启动：{v}"],
         doc=["将服务设为延迟启动：{v}"], re=["延迟启动：{v}"], lab="服务延迟启动"),
    dict(t="getprinter", g=lambda r: "Get-Printer -ComputerName YJK-PRN0%d | Where-Object Name -like *Zebra*" % r.randint(1, 4),
         say=["看打印服务器上有哪些斑马打印机：{v}", "查病区打印机映射：{v}"],
         doc=["列出打印机：{v}"], re=["打印机列表：{v}"], lab="打印机列表"),
    dict(t="logoff", g=lambda r: "logoff %d /server:FYJ-PC0%d" % (r.randint(1, 4), r.randint(1, 3)),
         say=["发药机电脑登录卡住时踢掉会话：{v}", "会话卡死就{v}"],
         doc=["清除残留会话：{v}"], re=["清会话：{v}"], lab="清会话命令"),
    dict(t="schtasks", g=lambda r: "schtasks /run /tn HISKc_%s" % r.choice(["Nightly", "Hourly", "Orders", "Export"]),
         say=["手动触发库存同步：{v}", "病区请领没过来就{v}"],
         doc=["如需手动同步，在应用服务器执行 {v}"], re=["手动同步：{v}"], lab="手动同步"),
    dict(t="tnsping", g=lambda r: "tnsping HISDB%d" % r.randint(1, 5),
         say=["先{v}看看通不通", "库存系统连不上先跑{v}"],
         doc=["请执行 {v} 检查连接。"], re=["连接检查：{v}"], lab="tnsping检查"),
]

ZH_ID = [
    dict(t="ae", g=lambda r: "AE-27%04d" % r.randint(1000, 9999),
         say=["那个哌拉西林过敏的不良事件已经上报，编号{v}", "发药机发错药那个不良事件编号是{v}"],
         doc=["不良事件{v}已分派给您审核（用药差错，无伤害）。"], re=["不良事件编号{v}。"], lab="不良事件编号",
         tools=["mail"]),
    dict(t="gd", g=lambda r: "GD-%d" % r.randint(1000, 2999),
         say=["标签打印机的问题在信息科建了工单{v}", "发药机接口的问题工单号{v}"],
         doc=["关联工单：{v}。"], re=["工单号{v}。"], lab="信息科工单", tools=["ticket"]),
    dict(t="cg", g=lambda r: "CG-%06d" % r.randint(310000, 389999),
         say=["色带的采购单号{v}", "头孢地尔的采购单是{v}"],
         doc=["采购订单{v}已收到。"], re=["采购单{v}。"], lab="采购单", tools=["mail", "stock"]),
    dict(t="qh", g=lambda r: "QH-2027-%03d" % r.randint(5, 140),
         say=["头孢哌酮舒巴坦缺货通知编号{v}", "配送公司的缺货函编号{v}"],
         doc=["缺货通知{v}：供应紧张，按比例分配。"], re=["缺货通知{v}。"], lab="缺货通知", tools=["mail"]),
    dict(t="bx", g=lambda r: "BX-%06d" % r.randint(400000, 699999),
         say=["机械手报修单号{v}", "厂家那边登记的报修号{v}"],
         doc=["您的报修单号为{v}。"], re=["报修单{v}。"], lab="报修单", tools=["mail", "ticket"]),
    dict(t="adr", g=lambda r: "ADR-27-%05d" % r.randint(10000, 69999),
         say=["万古霉素那个肾损伤的ADR报告编号{v}", "国家ADR系统给的编号{v}"],
         doc=["药品不良反应报告{v}已提交。"], re=["ADR报告{v}。"], lab="ADR报告", tools=["mail"]),
    dict(t="batch", g=lambda r: "%s%07d" % (r.choice("BHKL"), r.randint(2611001, 2612999)),
         say=["有问题的达托霉素批号{v}", "安瓿有裂纹的那批美罗培南批号{v}"],
         doc=["涉及批号：{v}。"], re=["批号{v}。"], lab="问题批号", tools=["stock", "mail"]),
    dict(t="xy", g=lambda r: "XY-27-%03d" % r.randint(1, 60),
         say=["头孢地尔的新药申请编号{v}", "药事会的新药申请号{v}"],
         doc=["新药申请{v}将提交下次药事会讨论。"], re=["新药申请{v}。"], lab="新药申请", tools=["mail"]),
    dict(t="dp", g=lambda r: "DP-27-%02d" % r.randint(1, 40),
         say=["这次处方点评批次号{v}", "抗菌药物专项点评编号{v}"],
         doc=["专项处方点评批次{v}结果已发布。"], re=["点评批次{v}。"], lab="处方点评批次", tools=["mail"]),
    dict(t="ts", g=lambda r: "TS-%05d" % r.randint(10000, 29999),
         say=["那个家属投诉的编号{v}", "投诉办给的编号{v}"],
         doc=["投诉{v}已转药剂科处理。"], re=["投诉编号{v}。"], lab="投诉编号", tools=["mail"]),
]

ZH_PORT = [
    dict(t="fyjif", say=["发药机和HIS的接口现在监听{v}端口", "发药机接口端口是{v}，不是旧标签上写的那个"],
         doc=["发药机与HIS接口已改为监听TCP {v}端口。"], re=["发药机接口端口：{v}。"], lab="发药机接口端口",
         tools=["ticket", "mail"]),
    dict(t="oracle", say=["库存数据库的监听端口改成{v}了，不是1521", "药库Oracle现在走{v}"],
         doc=["药库数据库监听端口已变更为{v}，请更新客户端配置。"], re=["药库数据库端口：{v}。"],
         lab="数据库端口", tools=["ticket", "mail"]),
    dict(t="hl7", say=["电子医嘱推到库存系统的HL7走{v}端口", "HL7接收端口{v}"],
         doc=["电子医嘱HL7消息通过{v}端口发送至库存系统。"], re=["HL7端口：{v}。"], lab="HL7端口",
         tools=["ticket"]),
    dict(t="prn", say=["病区标签打印服务监听{v}", "打印服务器的端口是{v}"],
         doc=["标签打印服务在{v}端口接收任务。"], re=["打印服务端口：{v}。"], lab="打印服务端口",
         tools=["ticket"]),
    dict(t="cold", say=["冷链温度监控网页 http://{a}:{v}", "冰箱温度监控网页在{v}端口（IP没变）"],
         doc=["温度监控平台访问端口为{v}。"], re=["温度监控端口：{v}。"], lab="温度监控端口",
         tools=["ticket", "mail"]),
    dict(t="remote", say=["厂家远程支持用{v}端口，不是5900", "发药机远程端口{v}"],
         doc=["厂家远程支持通过{v}端口连接。"], re=["远程支持端口：{v}。"], lab="远程支持端口",
         tools=["ticket", "mail"]),
    dict(t="backup", say=["发药机电脑的备份客户端走{v}", "备份端口是{v}，防火墙再拦就报这个"],
         doc=["备份客户端使用TCP {v}通信。"], re=["备份端口：{v}。"], lab="备份端口", tools=["ticket"]),
    dict(t="fw", say=["信息科在防火墙上给发药机开了{v}", "防火墙规则只放行{v}"],
         doc=["已开通发药机电脑至数据库的TCP {v}防火墙策略。"], re=["防火墙放行{v}。"], lab="防火墙端口",
         tools=["ticket", "mail"]),
    dict(t="pda", say=["扫码枪底座服务用{v}端口", "PDA底座走{v}"],
         doc=["扫码枪底座服务端口：{v}。"], re=["扫码枪端口：{v}。"], lab="扫码枪端口", tools=["ticket"]),
    dict(t="web", say=["发药机网页后台在{v}端口（用Edge别用Chrome）", "发药机Web管理端口{v}"],
         doc=["发药机Web管理界面端口为{v}。"], re=["Web后台端口：{v}。"], lab="Web后台端口",
         tools=["ticket", "mail"]),
    dict(t="mzcab", say=["麻精药品智能柜的审计服务用{v}端口", "麻精柜日志推到{v}"],
         doc=["麻精药品智能柜审计服务端口：{v}。"], re=["麻精柜端口：{v}。"], lab="麻精柜端口",
         tools=["ticket"]),
    dict(t="api", say=["病区请领小程序的接口在{v}端口", "请领App调的是{v}端口"],
         doc=["病区请领接口服务端口：{v}。"], re=["请领接口端口：{v}。"], lab="请领接口端口",
         tools=["ticket"]),
]

ZH_VERSION = [
    dict(t="fyj", say=["厂家把发药机软件升级到{v}了", "发药机控制软件现在是{v}"],
         doc=["本次上门已将发药机控制软件升级至{v}版本。"], re=["发药机软件{v}。"], lab="发药机软件版本",
         tools=["ticket", "mail"]),
    dict(t="his", say=["HIS药房模块升到{v}，门诊药房还是旧的", "修标签问题的是药房模块{v}"],
         doc=["HIS药房模块{v}已部署到调剂室电脑。"], re=["药房模块{v}。"], lab="药房模块版本",
         tools=["ticket"]),
    dict(t="label", say=["打印服务器上的标签软件是{v}", "信息科打完补丁标签软件是{v}"],
         doc=["打印服务器已安装标签软件{v}。"], re=["标签软件{v}。"], lab="标签软件版本", tools=["ticket"]),
    dict(t="emr", say=["电子医嘱昨晚升到{v}，抗菌药物医嘱模板位置变了", "电子医嘱{v}有72小时评估弹窗"],
         doc=["电子医嘱系统已升级至{v}版本。"], re=["电子医嘱{v}。"], lab="电子医嘱版本", tools=["mail"]),
    dict(t="zebrafw", say=["斑马固件{v}据说修好了色带报错", "打印机固件要到{v}"],
         doc=["固件{v}修复了间歇性色带报错。"], re=["斑马固件{v}。"], lab="打印机固件", tools=["ticket", "mail"]),
    dict(t="guide", say=["合理用药软件{v}里有新的肺炎路径", "合理用药系统升级到{v}"],
         doc=["合理用药软件{v}已更新社区获得性肺炎路径。"], re=["合理用药软件{v}。"], lab="合理用药软件版本",
         tools=["mail"]),
    dict(t="pdafw", say=["扫码枪固件要{v}才能读GS1", "PDA升到{v}以后条码能扫了"],
         doc=["扫码枪需升级至固件{v}方可识别GS1码。"], re=["扫码枪固件{v}。"], lab="扫码枪固件",
         tools=["ticket"]),
    dict(t="driver", say=["Win11上能用的斑马驱动是{v}", "ZD421用驱动{v}"],
         doc=["Windows 11环境下的打印驱动版本为{v}。"], re=["打印驱动{v}。"], lab="打印驱动版本",
         tools=["ticket"]),
    dict(t="cold", say=["冷链监控软件是{v}", "温度监控系统版本{v}"],
         doc=["温度监控软件版本{v}。"], re=["温度监控{v}。"], lab="温度监控版本", tools=["ticket", "mail"]),
    dict(t="app", say=["病区请领App {v}把麻精请领页面搞坏了", "请领App现在是{v}"],
         doc=["病区请领App {v}已上线。"], re=["请领App {v}。"], lab="请领App版本", tools=["ticket"]),
    dict(t="dash", say=["抗菌药物看板模板v{v}有AWaRe分页", "质控中心发的看板模板{v}"],
         doc=["请使用抗菌药物看板模板{v}版本。"], re=["看板模板{v}。"], lab="看板模板版本", tools=["mail"]),
    dict(t="cab", say=["麻精柜锁故障后固件升到{v}", "麻精柜现在是{v}"],
         doc=["麻精药品智能柜固件已升级至{v}。"], re=["麻精柜固件{v}。"], lab="麻精柜固件", tools=["ticket"]),
]

ZH_MONEY = [
    dict(t="contract", g=g_cny_wan, say=["发药机维保合同续签报价{v}", "发药机全保一年要{v}"],
         doc=["全保服务续签价格：{v}（含税）。"], re=["维保续签报价{v}。"], lab="维保续签", tools=["mail"]),
    dict(t="cefop", g=g_cny_small, say=["头孢哌酮舒巴坦集采后{v}一支", "头孢哌酮舒巴坦现在{v}/支"],
         doc=["注射用头孢哌酮钠舒巴坦钠3g供货价{v}/支。"], re=["头孢哌酮舒巴坦{v}/支。"],
         lab="头孢哌酮舒巴坦价格", tools=["mail", "stock"], item="注射用头孢哌酮钠舒巴坦钠 3g", code="TPSB3G"),
    dict(t="course", g=g_cny_big, say=["门诊输液厄他培南一个疗程大概{v}", "厄他培南一个疗程{v}左右"],
         doc=["厄他培南门诊疗程药费约{v}。"], re=["厄他培南疗程约{v}。"], lab="厄他培南疗程费用",
         tools=["mail"]),
    dict(t="printers", g=g_cny_wan, say=["三个病区换斑马打印机报价{v}", "打印机更换总价{v}"],
         doc=["打印机更换合计{v}。"], re=["打印机报价{v}。"], lab="打印机报价", tools=["mail"]),
    dict(t="overspend", g=g_cny_wan, say=["抗菌药物费用超了{v}", "三季度抗菌药物超支{v}"],
         doc=["截至三季度抗菌药物费用超出预算{v}。"], re=["抗菌药物超支{v}。"], lab="抗菌药物超支",
         tools=["mail"]),
    dict(t="cefid", g=g_cny_wan, say=["头孢地尔一个14天疗程{v}", "头孢地尔一疗程要{v}"],
         doc=["头孢地尔14天疗程费用约{v}。"], re=["头孢地尔疗程{v}。"], lab="头孢地尔费用", tools=["mail"]),
    dict(t="credit", g=g_cny_big, say=["近效期美罗培南退货的冲红到了，{v}", "美罗培南冲红{v}"],
         doc=["近效期美罗培南退货已冲红{v}。"], re=["美罗培南冲红{v}。"], lab="美罗培南冲红", tools=["mail"]),
    dict(t="waste", g=g_cny_big, say=["这季度过期报损的达托霉素{v}", "达托霉素报损{v}"],
         doc=["本季度过期报损达托霉素金额{v}。"], re=["达托霉素报损{v}。"], lab="达托霉素报损", tools=["mail"]),
    dict(t="ribbon", g=g_cny_small, say=["斑马色带现在{v}一卷", "色带涨到{v}/卷"],
         doc=["碳带110mm×74m单价{v}/卷。"], re=["色带{v}一卷。"], lab="色带价格", tools=["mail", "stock"],
         item="斑马碳带 110mm×74m", code="TD110"),
    dict(t="pc", g=g_cny_big, say=["发药机电脑换新报价{v}", "厂家要{v}换控制电脑"],
         doc=["控制电脑更换（含配置安装）：{v}。"], re=["发药机电脑报价{v}。"], lab="发药机电脑报价",
         tools=["mail"]),
    dict(t="fosfo", g=g_cny_small, say=["注射用磷霉素联盟采购{v}一支", "磷霉素针现在{v}/支"],
         doc=["注射用磷霉素钠4g：{v}/支。"], re=["磷霉素{v}/支。"], lab="磷霉素价格", tools=["mail", "stock"],
         item="注射用磷霉素钠 4g", code="LMS4G"),
    dict(t="cazavi", g=g_cny_small, say=["头孢他啶阿维巴坦{v}一支", "头孢他啶阿维巴坦现在{v}/支"],
         doc=["注射用头孢他啶阿维巴坦钠2.5g：{v}/支。"], re=["头孢他啶阿维巴坦{v}/支。"],
         lab="头孢他啶阿维巴坦价格", tools=["stock", "mail"], item="注射用头孢他啶阿维巴坦钠 2.5g", code="CZAV25"),
]

ZH_DATE = [
    dict(t="ysh", say=["下次药事会定在{v}", "药事会改到{v}了"], doc=["下次药事管理与药物治疗学委员会会议定于{v}召开。"],
         re=["下次药事会：{v}。"], lab="药事会日期", tools=["mail"]),
    dict(t="visit", say=["厂家修机械手约在{v}", "发药机工程师{v}上门"], doc=["工程师上门时间确认为{v}上午8:30。"],
         re=["厂家上门：{v}。"], lab="厂家上门时间", tools=["mail", "ticket"]),
    dict(t="pd", say=["年度盘点{v}，发药机也要盘", "盘点日期定了{v}"], doc=["年度药品盘点定于{v}进行。"],
         re=["盘点：{v}。"], lab="年度盘点", tools=["mail"]),
    dict(t="golive", say=["新的抗菌药物医嘱模板{v}上线", "医嘱模板上线时间{v}"],
         doc=["新版抗菌药物医嘱模板将于{v}上线。"], re=["模板上线：{v}。"], lab="模板上线", tools=["mail", "ticket"]),
    dict(t="qc", say=["质控中心要三季度数据，截止{v}", "质控数据{v}前报"], doc=["请于{v}前报送三季度抗菌药物数据。"],
         re=["质控截止：{v}。"], lab="质控截止日期", tools=["mail"]),
    dict(t="move", say=["库存服务器迁移暂定{v}", "药库服务器{v}晚上迁"], doc=["药库服务器迁移安排在{v}18:00以后。"],
         re=["服务器迁移：{v}。"], lab="服务器迁移", tools=["ticket", "mail"]),
    dict(t="swap", say=["呼吸科、老年科换打印机定在{v}", "新打印机{v}装"], doc=["呼吸科、老年科打印机更换定于{v}。"],
         re=["换打印机：{v}。"], lab="换打印机", tools=["ticket", "mail"]),
    dict(t="pps", say=["抗菌药物点患病率调查定在{v}", "点患病率调查{v}，要三个药师"], doc=["抗菌药物点患病率调查定于{v}开展。"],
         re=["点患病率调查：{v}。"], lab="点患病率调查", tools=["mail"]),
    dict(t="teach", say=["给规培医生讲抗菌药物排在{v}", "我的规培课在{v}"], doc=["规培医师抗菌药物专题讲座安排在{v}。"],
         re=["规培讲课：{v}。"], lab="规培讲课", tools=["mail"]),
    dict(t="supply", say=["配送公司说头孢哌酮舒巴坦{v}恢复供货", "恢复供货时间{v}"], doc=["预计{v}恢复正常供货。"],
         re=["恢复供货：{v}。"], lab="恢复供货时间", tools=["mail"]),
    dict(t="leave", say=["我{v}开始休年假，周二查房要找人顶", "年假从{v}开始"], doc=["年休假已批准，自{v}起。"],
         re=["年假从{v}开始。"], lab="我的年假", tools=["mail"]),
    dict(t="check", say=["医务科药事专项检查{v}", "飞行检查预演在{v}"], doc=["药事管理专项检查定于{v}进行。"],
         re=["专项检查：{v}。"], lab="专项检查", tools=["mail"]),
]

ZH_DECISION = [
    ("门诊输液患者改用头孢曲松", "每天只打一次方便患者"),
    ("哌拉西林他唑巴坦继续放在限制使用级", "普外科艰难梭菌病例去年翻了一倍"),
    ("换成斑马ZD421标签打印机", "旧打印机打不了二维码"),
    ("库存服务器迁到信息科的虚拟化平台", "老服务器快过保了"),
    ("肾盂肾炎不再首选庆大霉素", "老年科急性肾损伤太多"),
    ("取消纸质的静脉转口服提醒贴", "夜班根本没人填"),
    ("院内常备两支头孢地尔", "上次从省里调药等了三天"),
    ("点患病率调查改成每月一次", "质控中心要看趋势"),
    ("发药机续签全保服务", "机械手半年坏了四次"),
    ("轻症社区获得性肺炎首选多西环素", "避开克拉霉素的QT问题"),
    ("呼吸科停用自动打印标签", "打印机老卡纸浪费色带"),
    ("发药机先不升级新固件", "别的医院升级后接口断了"),
    ("每周给各科主任发美罗培南用量", "月报根本没人看"),
    ("急诊科试点五天自动停药提醒", "肺炎疗程普遍拖到七到十天"),
    ("肾内科万古霉素只测谷浓度", "检验科峰浓度出结果太慢"),
    ("磷霉素注射液走医联体采购", "厂家直供起订量太大"),
    ("护士站自己打出院带药标签", "下午五点不用再跑药房"),
    ("盘点改到周日做", "那时候发药机空闲"),
    ("推行青霉素过敏标签评估流程", "三分之一自报过敏的患者其实能用阿莫西林"),
    ("发药机电脑升级到Windows 11", "Windows 10的授权支持快到期"),
    ("头孢他啶阿维巴坦只批给具体患者", "价格是美罗培南的十倍"),
    ("扫码枪用医院统一招标的型号", "已经支持GS1条码"),
]

ZH_CONSTRAINT = [
    ("重启发药机电脑", "下午两点摆药结束以后"),
    ("重建库存数据库索引", "夜间同步跑完以后"),
    ("夜间发放美罗培南", "有微生物值班医生批准的情况下"),
    ("修改病区打印机的IP", "信息科改好DHCP保留地址之后"),
    ("给发药机电脑打补丁", "厂家工程师电话在线的时候"),
    ("发放头孢地尔", "感染科主任签完会诊单以后"),
    ("静脉改口服", "患者体温正常满48小时以后"),
    ("清理打印队列里的旧标签", "病区确认出院带药已经发走以后"),
    ("迁移库存服务器", "周一请领窗口关闭以后"),
    ("社区使用替考拉宁", "随访护士做完负荷剂量培训以后"),
    ("解锁库存系统账号", "科室负责人发邮件确认以后"),
    ("追加订购达托霉素", "库存低于6支的时候"),
    ("把数据报给质控中心", "业务院长签字以后"),
    ("更新内网上的处方集", "药事会纪要正式通过以后"),
    ("让发药机接收退药", "包装未拆且在效期内的情况下"),
    ("更换标签色带", "打印机断电以后"),
    ("动用应急药柜", "发药机停机超过一小时的情况下"),
    ("重跑夜间导出", "晚上十点病区请领结束以后"),
    ("继续使用万古霉素超过三天", "谷浓度回报且低于20的情况下"),
    ("接受替代厂家的头孢哌酮舒巴坦", "该厂家通过一致性评价以后"),
    ("安装发药机软件更新", "周日调剂室有人手工发药的时候"),
    ("给进修药师开发药机管理员权限", "有带教老师在场的情况下"),
]

ZH_QUESTION = [
    "发药机能不能放新厂家的泡罩包装", "外地患者用头孢地尔费用谁来出", "标签打印机能不能划到临床网段",
    "库存数据库的备份到底保留多久", "规培医生没有体重能不能开庆大霉素", "库存系统授权包不包括门诊药房",
    "头孢哌酮舒巴坦缺货会不会影响1.5g规格", "发药机电脑的系统更新现在谁批准", "电子医嘱能不能强制72小时抗菌药物评估",
    "微生物室能不能自己做磷霉素药敏", "质控中心的使用强度分母怎么算", "旧打印机报废要不要走固定资产流程",
    "发药机能不能在上药时提示近效期", "发药机相关的不良事件归药剂科还是设备科", "青霉素过敏去标签需不需要主任签字",
    "医院的Windows 11镜像支不支持发药机驱动", "冬天两点的摆药能不能挪到三点", "艰难梭菌几例算聚集性发生",
    "斑马打印机保修包不包括打印头", "特殊使用级会诊能不能线上签字", "药库冷库温度报警短信发给谁",
    "集采替代品种要不要重新过药事会",
]


# Chinese conversational pieces ------------------------------------------------

def zh_mini(r, k=None):
    b = r.randint(1, 40)
    ward = r.choice(ZH_WARDS)
    k = r.randint(0, 7) if k is None else k
    if k == 0:
        return ("%s%d床，%d岁，社区获得性肺炎轻症，头孢曲松+阿奇霉素第%d天，军团菌尿抗原阴性，阿奇能停吗" % (ward, b, r.randint(55, 90), r.randint(2, 4)),
                "尿抗原阴性、也没有非典型病原体的表现，用到48–72小时停阿奇霉素是合理的。病程里记一笔抗菌药物评估，"
                "头孢曲松写好评估/停药日期。")
    if k == 1:
        return ("%d床 头孢呋辛静滴第%d天，昨天开始不烧了，能吃饭，心率%d，能转口服吗" % (b, r.randint(2, 6), r.randint(72, 98)),
                "体温正常还不到48小时，严格按静脉转口服标准还差一点。如果CRP在降、主管医生也同意，"
                "明早换成头孢呋辛酯片口服比较常规。")
    if k == 2:
        v = r.choice(["8.6", "11.2", "13.5", "16.8", "19.4", "23.0"])
        return ("%d床万古霉素谷浓度%s mg/L，现在1g q12h，eGFR %d" % (b, v, r.randint(35, 90)),
                "谷浓度%s mg/L。看目标范围和感染类型来定，超过目标上限就减量或延长间隔，并复查肾功能；"
                "偏低且感染重的话考虑加量。最好按本院的万古霉素方案走。" % v)
    if k == 3:
        return ("发药机上药上到一半又停了，报机械手位置错误",
                "按SOP：先清上药通道，在控制软件里让机械手回原位，再重新开始上药。一小时内再出现就记录下来，"
                "方便发给厂家看规律。")
    if k == 4:
        return ("%s的标签打印机隔一张空一张" % ward,
                "多半是需要校准：按住走纸键直到闪两下松开，让它重新测纸；再确认标签纸型号没装错。"
                "还跳的话用酒精棉片擦一下间隙传感器。")
    if k == 5:
        e = r.randint(22, 70)
        if e >= 45:
            a = "eGFR %d，呋喃妥因可以用，常规剂量。" % e
        elif e >= 30:
            a = "eGFR %d，只建议短疗程（3–7天）且确实没有更好选择时用，比如耐药菌。否则换别的。" % e
        else:
            a = "eGFR %d，不建议用呋喃妥因。看药敏选别的口服药。" % e
        return ("%d床eGFR %d，呋喃妥因能用吗" % (b, e), a)
    if k == 6:
        return ("%s%d床 克拉霉素+辛伐他汀，怎么处理" % (ward, b),
                "克拉霉素疗程期间（以及结束后一两天）停用辛伐他汀，疗程结束再恢复，在医嘱里备注一下免得忘了。")
    kg = r.randint(45, 110)
    return ("万古霉素负荷剂量，患者%dkg？" % kg,
            "25 mg/kg × %d kg = %d mg。一般取整到250 mg，并有上限（常见2 g），以本院方案为准。" % (kg, 25 * kg))


ZH_PRE = ["", "", "快速说一句，", "在呼吸科查房间隙，", "刚下ICU，", "单手打字见谅，", "发药机的事：", "顺便说下，",
          "趁还记得：", "嗯，", "交班会刚结束，"]
ZH_POST = ["", "", "帮我记一下", "加到清单里", "回头细说", "呼我了，等下回来", "谢谢", "这个别忘了"]
ZH_ACK_OPEN = ["记下了。", "好的，已记录。", "收到。", "已加到今天的清单里。", "好，存好了。", "明白，记上了。"]
ZH_ACK_CLOSE = ["", "", "", "要不要到时候提醒你？", "下班前我给你汇总一下。", "查房还有别的吗？", "下了病房需要起草什么跟我说。"]
ZH_Q_REPLY = ["这个我没法给你可靠的答案——你发给我的材料里都没提到，最好问负责的人，别靠猜。",
              "这个我这边确认不了，先放到待解决问题里。", "没找到相关信息。要不要放到抗菌药物管理小组的议程里？",
              "说实话不确定，这个我不想瞎猜。"]
ZH_BUL_HEAD = ["趁没忘记几件事：", "今天抗菌药物/信息这块：", "管理小组会上记的：", "明天交班（帮我留着）：",
               "发药机和信息科这边的事：", "乱七八糟一堆，见谅：", "上午的：", "帮我记："]


def zh_bul_fill(r):
    b = r.randint(1, 40)
    w = r.choice(ZH_WARDS)
    return r.choice([
        "%s%d床万古霉素谷浓度%d点抽" % (w, b, r.randint(8, 20)),
        "找小宋核对麻精登记本",
        "调剂室锐器盒",
        "规培讲课PPT（抗菌药物，20分钟）",
        "给%s打电话说%d床" % (r.choice(["沈医生", "曹主任", "蒋老师"]), b),
        "静脉转口服调查表给冯护士长",
        "咖啡，很多咖啡",
        "网络安全培训再不做要过期了",
        "%s冰箱早上%.1f℃，复测" % (w, r.uniform(8.1, 9.9)),
        "应急药柜查效期",
        "%s%d床静脉用了%d天没人评估" % (w, b, r.randint(4, 9)),
        "彭姐说摆药单想早点出",
    ])


ZH_DOC_FILL = ["阿莫西林克拉维酸钾注射剂库存充足。", "第1–3项无需进一步处理。", "请各科组织学习新版SOP。",
               "本月急诊静脉转口服执行率64%。", "外科系统限制使用级抗菌药物占比上升，需关注。",
               "如有疑问请联系药剂科办公室。", "美罗培南恢复分级管理后用量略有下降。", "下一轮专项检查将覆盖泌尿外科。",
               "骨科已纳入发药机摆药范围。", "病原学送检率较上季度提高。"]
ZH_MAIL_ASK = ["帮我查下邮件里关于{lab}的", "搜一下{lab}的邮件", "{lab}有邮件来吗？", "找找{lab}那封邮件", "OA里翻一下{lab}"]
ZH_TICKET_ASK = ["{lab}的工单有进展吗？", "查下信息科工单里{lab}的", "{lab}工单上写了啥", "看看{lab}的工单备注"]
ZH_ROTA_ASK = ["这周末{role}是谁？", "查下排班，这周末{role}谁", "周末{role}排的谁？"]
ZH_STOCK_ASK = ["{item}还有多少，现在什么价", "查下{item}库存和单价", "{item}库里还剩多少？"]
ZH_TOOL_REPLY_OPEN = ["查到了。", "找到了：", "结果如下：", "好了——", "看了一下："]
ZH_DOCS_PASTE = [
    dict(intro=["{p}转来的邮件，帮我拎一下要做的事", "{p}的邮件，我到底要干嘛", "贴一下{p}发的："],
         head="发件人：{p}\n时间：{day} {hh}:{mm}\n主题：{subj}\n\n各位好，\n",
         foot="\n谢谢！\n{p}", subj=["药剂科信息化事项", "发药机/库存系统变更", "抗菌药物管理通知", "供货情况说明", "周二会议后续"]),
    dict(intro=["科周例会纪要草稿，帮我看看", "早上例会的纪要，帮忙整理一下"],
         head="药剂科周例会（抗菌药物管理+信息）纪要（草稿）\n参会：{p}、{q}、临床药师\n请假：{d}\n\n",
         foot="\n其他事项：无。下次会议时间待定。", subj=["会议纪要"]),
    dict(intro=["给{f}的交班，帮我理顺一下", "交班记录，整理一下："],
         head="交班——抗菌药物管理/药房信息\n\n", foot="\n——有事打我电话 2213", subj=["交班"]),
]
ZH_PASTE_REPLY_OPEN = ["要点：", "整理如下：", "整理后的版本/待办：", "重点是这些：", "要做的事："]
ZH_PASTE_REPLY_OTHER = ["- 其余是背景信息，不用处理", "- 另有几项行政事务，无需行动", "- 其他不需要你管", "- 其他都是常规事项"]
ZH_ROTA_ROLES_FILL = ["调剂室（8:00-12:00）", "调剂室（14:00-17:30）", "发药机上药", "临床药师查房", "静配中心",
                      "值班药师", "微生物室值班", "特殊使用级会诊"]
ZH_DAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
ZH_OPENERS = [
    [("user", "早。上午抗菌药物查房，下午弄发药机，厂家可能来人。今天帮我记着点事"),
     ("assistant", "早！没问题，有事随时发，我帮你记着，需要时整理出待办。")],
    [("user", "今天早班，手机上打字，查房一上午，你当我的记事本"),
     ("assistant", "好的，随便怎么缩写都行，我帮你整理。")],
    [("user", "这周忙：抗菌药物管理、药事会准备、打印机一个个坏。先往这儿扔"),
     ("assistant", "听着就忙。尽管扔过来，我记笔记，需要时给你拎出待办。")],
]

ZH = dict(
    lang="zh",
    topics=dict(name=ZH_NAME, command=ZH_COMMAND, id=ZH_ID, port=ZH_PORT, version=ZH_VERSION,
                money=ZH_MONEY, date=ZH_DATE),
    decision=ZH_DECISION, constraint=ZH_CONSTRAINT, question=ZH_QUESTION,
    dec_say=["定了：{c}，原因是{r}。", "抗菌药物管理小组同意{c}，因为{r}", "最后决定{c}——{r}", "这事就这么定：{c}（{r}）"],
    dec_doc=["会议决定：{c}。理由：{r}。", "经讨论同意{c}，原因是{r}。"],
    dec_re=["已记录决定：{c}，原因是{r}。", "决定记下了——{c}（{r}）。"],
    dec_lab=["管理小组纪要", "上周药事会的结论", "抗菌药物小组的决定"],
    con_say=["注意：{c}才能{a}。", "信息科说了，{c}再{a}。", "提醒自己——{a}必须是{c}", "科里定了，{c}才可以{a}"],
    con_doc=["请在{c}{a}。", "提醒：{c}方可{a}。"],
    con_re=["记下了：{c}才能{a}。", "规则记好了——{c}再{a}。"],
    con_lab=["信息科的变更规定", "新版SOP", "发药机的规定"],
    q_say=["有人知道{q}吗？", "回头问问：{q}？", "还得问一下{q}", "你知道{q}吗？", "一直没搞清{q}……", "突然想到：{q}？"],
    corr_inline="{w}——不对，是{v}",
    corr_later=["更正一下{lab}：是{v}，不是{w}", "刚才说的{lab}不对，是{v}", "{lab}说错了，是{v}（不是{w}），看错邮件了"],
    corr_ack=["已更正——{re}", "笔记里改好了。{re}", "好的，已更正。"],
)
ZH.update(first=None, surname=ZH_SURNAME, given=ZH_GIVEN, wrong_given=ZH_WRONG_GIVEN)
EN.update(mini=en_mini, pre=EN_PRE, post=EN_POST, ack_open=EN_ACK_OPEN, ack_close=EN_ACK_CLOSE,
          q_reply=EN_Q_REPLY, bul_head=EN_BUL_HEAD, bul_fill=en_bul_fill, doc_fill=EN_DOC_FILL,
          mail_ask=EN_MAIL_ASK, ticket_ask=EN_TICKET_ASK, rota_ask=EN_ROTA_ASK, stock_ask=EN_STOCK_ASK,
          tool_open=EN_TOOL_REPLY_OPEN, docs=EN_DOCS_PASTE, paste_open=EN_PASTE_REPLY_OPEN,
          paste_other=EN_PASTE_REPLY_OTHER, rota_fill=EN_ROTA_ROLES_FILL, days=EN_DAYS, openers=EN_OPENERS,
          staff=EN_STAFF, docs_people=EN_DOCS, wards=EN_WARDS, sep=" ", rota_staff=EN_STAFF)
ZH.update(mini=zh_mini, pre=ZH_PRE, post=ZH_POST, ack_open=ZH_ACK_OPEN, ack_close=ZH_ACK_CLOSE,
          q_reply=ZH_Q_REPLY, bul_head=ZH_BUL_HEAD, bul_fill=zh_bul_fill, doc_fill=ZH_DOC_FILL,
          mail_ask=ZH_MAIL_ASK, ticket_ask=ZH_TICKET_ASK, rota_ask=ZH_ROTA_ASK, stock_ask=ZH_STOCK_ASK,
          tool_open=ZH_TOOL_REPLY_OPEN, docs=ZH_DOCS_PASTE, paste_open=ZH_PASTE_REPLY_OPEN,
          paste_other=ZH_PASTE_REPLY_OTHER, rota_fill=ZH_ROTA_ROLES_FILL, days=ZH_DAYS, openers=ZH_OPENERS,
          staff=ZH_STAFF, docs_people=ZH_STAFF, wards=ZH_WARDS, sep="", rota_staff=ZH_PHARM_STAFF)


VAGUE = dict(
    en=dict(name="- new contact: {lab}", command="- the exact command for {lab} (keep the original text)",
            id="- {lab} reference (in the original)", port="- {lab} has changed", version="- {lab} updated",
            money="- {lab} figure, worth flagging to finance", date="- {lab} date, add to the diary",
            decision="- a decision + rationale ({lab})", constraint="- a timing rule ({lab})"),
    zh=dict(name="- 新联系人：{lab}", command="- {lab}（原文照抄保存）", id="- {lab}（见原文）", port="- {lab}有变化",
            version="- {lab}已更新", money="- {lab}金额，建议报给财务", date="- {lab}，记到日程",
            decision="- {lab}里的决定及理由", constraint="- {lab}里的一条时间规定"),
)

EN_TICKET_TITLES = ["Robot interface dropping", "Ward label printers", "Stock server migration", "Scanner GS1 issue",
                    "Fridge monitoring alerts", "CD cabinet fault", "Robot PC slow", "Ward ordering app errors"]
ZH_TICKET_TITLES = ["发药机接口掉线", "病区标签打印机", "药库服务器迁移", "扫码枪GS1问题", "冷链监控报警", "麻精柜故障",
                    "发药机电脑卡顿", "请领App报错"]
EN_FILL_MAIL = [("Coffee fund", "Reminder that the coffee fund is due, 5 a month, cash to Sue."),
                ("Ward 9 CD order", "Please can someone check the Ward 9 CD order from yesterday, one line missing."),
                ("Teaching feedback", "Thanks for the session, the FY1s rated it 4.6/5."),
                ("Re: robot fill list", "Can we get the fill list by 1pm rather than 2?"),
                ("Mandatory training", "Your Information Governance training expires in 14 days."),
                ("Parking permits", "New permits are being issued from next month, forms on the intranet."),
                ("Re: sharps bins", "Estates will drop the new bins off on Thursday."),
                ("Leaving do", "Drinks for Pat on Friday from 5, Red Lion.")]
ZH_FILL_MAIL = [("科室咖啡基金", "提醒一下咖啡基金该交了，每月五十，交给彭姐。"),
                ("老年科麻精请领", "麻烦核对一下昨天老年科的麻精请领，少了一行。"),
                ("讲课反馈", "谢谢您的讲课，规培医生评分4.6/5。"),
                ("回复：摆药单", "摆药单能不能一点前出？"),
                ("网络安全培训", "您的网络安全培训将于两周后过期。"),
                ("停车证", "新停车证下月起发放，表格在内网。"),
                ("回复：锐器盒", "后勤周四送新的锐器盒。"),
                ("工会活动", "周五下午工会羽毛球，报名找小宋。")]


class Builder:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.per_kind = per_kind
        self.rng = random.Random("cv/%d/%d/%s" % (seed, attempt, "zh" if zh else "en"))
        self.P = ZH if zh else EN
        self.lang = "zh" if zh else "en"
        self.var_used = {}
        self.small_used = []

    # ------------------------------------------------------------ rows
    def tool_rows(self, name, payload):
        args, out = payload
        return (json.dumps(args, ensure_ascii=False),
                out if isinstance(out, str) else json.dumps(out, ensure_ascii=False, indent=1))

    def ts(self):
        r = self.rng
        return "2027-01-%02d %02d:%02d" % (r.randint(11, 19), r.randint(7, 18), r.randint(0, 59))

    def j(self, *parts):
        parts = [p for p in parts if p]
        return self.P["sep"].join(parts)

    # ------------------------------------------------------------ facts
    def new_name(self, used):
        r = self.rng
        while True:
            if self.zh:
                v = r.choice(ZH_SURNAME) + r.choice(ZH_GIVEN)
            else:
                v = r.choice(EN_FIRST) + " " + r.choice(EN_LAST)
            if v not in used:
                return v

    def make_facts(self):
        r, P = self.rng, self.P
        facts, used = [], set()
        for kind in KINDS:
            n = self.per_kind
            if kind in ("decision", "constraint", "question"):
                pool = P[kind]
                picks = []
                while len(picks) < n:
                    picks += r.sample(pool, min(len(pool), n - len(picks)))
                for item in picks:
                    if kind == "question":
                        facts.append(dict(kind=kind, needles=[item], q=item, lab="", tools=[]))
                    else:
                        lab = r.choice(P["dec_lab" if kind == "decision" else "con_lab"])
                        tools = ["mail"] if kind == "decision" else ["mail", "ticket"]
                        facts.append(dict(kind=kind, needles=[item[0], item[1]], a=item[0], b=item[1], lab=lab,
                                          tools=tools))
                continue
            tps = P["topics"][kind]
            chosen = []
            while len(chosen) < n:
                chosen += r.sample(tps, min(len(tps), n - len(chosen)))
            for tp in chosen:
                d = None
                for _ in range(200):
                    if kind == "name":
                        v = self.new_name(used)
                    elif kind == "port":
                        v = g_port(r)
                    elif kind == "version":
                        v = g_version(r)
                    elif kind == "date":
                        d = g_day(r)
                        v = d_zh(d) if self.zh else d_en(d)
                    else:
                        v = tp["g"](r)
                    if v not in used:
                        break
                used.add(v)
                tools = list(tp.get("tools", ["ticket", "mail"]))
                if '"' in v or "\\" in v:
                    tools = []
                facts.append(dict(kind=kind, needles=[v], v=v, d=d, tp=tp, lab=tp["lab"], tools=tools))
        return facts

    def say(self, f, v=None):
        r, P, k = self.rng, self.P, f["kind"]
        if k == "decision":
            return r.choice(P["dec_say"]).format(c=f["a"], r=f["b"])
        if k == "constraint":
            return r.choice(P["con_say"]).format(a=f["a"], c=f["b"])
        if k == "question":
            return r.choice(P["q_say"]).format(q=f["q"])
        return r.choice(f["tp"]["say"]).format(v=f["v"] if v is None else v, a=ip(r))

    def doc(self, f):
        r, P, k = self.rng, self.P, f["kind"]
        if k == "decision":
            return r.choice(P["dec_doc"]).format(c=f["a"], r=f["b"])
        if k == "constraint":
            return r.choice(P["con_doc"]).format(a=f["a"], c=f["b"])
        return r.choice(f["tp"]["doc"]).format(v=f["v"], a=ip(r))

    def re(self, f, v=None):
        r, P, k = self.rng, self.P, f["kind"]
        if k == "decision":
            return r.choice(P["dec_re"]).format(c=f["a"], r=f["b"])
        if k == "constraint":
            return r.choice(P["con_re"]).format(a=f["a"], c=f["b"])
        return r.choice(f["tp"]["re"]).format(v=f["v"] if v is None else v, a=ip(r))

    def vague(self, f):
        lab = f["lab"]
        if self.lang == "en" and lab.startswith("the ") and f["kind"] not in ("command", "decision", "constraint"):
            lab = lab[4:]
        return VAGUE[self.lang][f["kind"]].format(lab=lab)

    def wrong(self, f):
        r, v, k = self.rng, f["v"], f["kind"]
        if k == "date":
            d = f["d"] + timedelta(days=r.choice([-2, -1, 1, 2, 7]))
            return d_zh(d) if self.zh else d_en(d)
        if k == "name":
            if self.zh:
                return v[0] + r.choice(ZH_WRONG_GIVEN)
            return v.split(" ")[0] + " " + r.choice(EN_WRONG_LAST)
        idx = [i for i in range(len(v) - 1) if v[i].isdigit() and v[i + 1].isdigit() and v[i] != v[i + 1]]
        if idx:
            i = r.choice(idx)
            return v[:i] + v[i + 1] + v[i] + v[i + 2:]
        for _ in range(100):
            w = g_port(r) if k == "port" else g_version(r) if k == "version" else f["tp"]["g"](r)
            if v not in w and w not in v:
                return w
        return None

    def variant(self, key, n):
        used = self.var_used.setdefault(key, [])
        left = [i for i in range(n) if i not in used]
        k = self.rng.choice(left) if left else self.rng.randrange(n)
        used.append(k)
        return k

    def mini(self):
        used = self.var_used.setdefault("mini", [])
        ks = [k for k in range(8) if k not in (3, 4, 6) or k not in used]
        k = self.rng.choice(ks)
        used.append(k)
        return self.P["mini"](self.rng, k)

    # ------------------------------------------------------------ carriers
    def ack(self, restated, extra=None):
        r, P = self.rng, self.P
        parts = [r.choice(P["ack_open"])]
        for f in restated:
            parts.append(self.re(f))
        txt = " ".join(parts) if self.lang == "en" else "".join(parts)
        if extra:
            txt += "\n\n" + extra
        c = r.choice(P["ack_close"])
        if c:
            txt += ("\n\n" if extra else (" " if self.lang == "en" else "")) + c
        return txt

    def c_single(self, f):
        r, P = self.rng, self.P
        mini = self.mini() if r.random() < 0.45 else None
        pre, post = r.choice(P["pre"]), r.choice(P["post"])
        if self.lang == "en":
            txt = (pre + " " if pre else "") + self.say(f)
            end = txt.endswith(("?", ".", "!"))
            if mini:
                txt += (" also " if end else ". also ") + mini[0]
            if post:
                txt += " - " + post
        else:
            txt = pre + self.say(f)
            end = txt.endswith(("？", "。", "！", "……"))
            if mini:
                txt += ("另外，" if end else "。另外，") + mini[0]
            if post:
                txt += ("" if txt.endswith(("？", "。", "！", "……")) else "，") + post
        ep = [(("user", txt), [f])]
        if f["kind"] == "question":
            rep = r.choice(P["q_reply"])
            if mini:
                rep = mini[1] + "\n\n" + rep
            ep.append((("assistant", rep), []))
        else:
            rest = [f] if r.random() < 0.2 else []
            ep.append((("assistant", self.ack(rest, mini[1] if mini else None)), rest))
        return ep

    def c_bullets(self, fs):
        r, P = self.rng, self.P
        lines = [("- " + self.say(f), f) for f in fs]
        for _ in range(r.randint(0, 3)):
            lines.insert(r.randint(0, len(lines)), ("- " + P["bul_fill"](r), None))
        txt = r.choice(P["bul_head"]) + "\n" + "\n".join(t for t, _ in lines)
        post = r.choice(P["post"])
        if post:
            txt += "\n" + post
        cands = [f for f in fs if f["kind"] != "question"]
        rest = [r.choice(cands)] if cands and r.random() < 0.25 else []
        n = len(fs)
        if self.lang == "en":
            extra = r.choice(["Logged all of it.", "All in the list.", None, None])
            if any(f["kind"] == "question" for f in fs):
                extra = (extra + " " if extra else "") + "The open question I can't answer from here — left it on the list."
        else:
            extra = r.choice(["都记下了。", "全部加到清单里了。", None, None])
            if any(f["kind"] == "question" for f in fs):
                extra = (extra or "") + "那个问题我这边回答不了，先留在清单上。"
        return [(("user", txt), fs), (("assistant", self.ack(rest, extra)), rest)]

    def paste_people(self):
        r = self.rng
        ppl = r.sample(self.P["staff"], 4)
        return ppl

    def c_paste(self, fs):
        r, P = self.rng, self.P
        D = r.choice(P["docs"])
        p, q, d, f4 = self.paste_people()
        first = f4.split(" ")[0]
        subj = r.choice(D["subj"])
        head = D["head"].format(p=p, q=q, d=d, w=r.choice(P["wards"]), day=r.choice(P["days"][:5]),
                                hh="%02d" % r.randint(7, 17), mm="%02d" % r.randint(0, 59), subj=subj)
        body = [(self.doc(f), f) for f in fs]
        for x in r.sample(P["doc_fill"], r.randint(1, 3)):
            body.insert(r.randint(0, len(body)), (x, None))
        if "minutes" in D["head"] or "纪要（" in D["head"]:
            lines = ["%d. %s" % (i + 1, t) for i, (t, _) in enumerate(body)]
        elif "HANDOVER" in D["head"] or "交班" in D["head"]:
            lines = ["- " + t for t, _ in body]
        else:
            lines = [t for t, _ in body]
        intro = r.choice(D["intro"]).format(p=p, f=first)
        txt = intro + "\n\n" + head + "\n".join(lines) + D["foot"].format(p=p)
        rest = [f for f in fs if r.random() < 0.25][:2]
        out = [r.choice(P["paste_open"])]
        for f in fs:
            if f in rest:
                out.append("- " + self.re(f))
            elif r.random() < 0.75:
                out.append(self.vague(f))
        out.append(r.choice(P["paste_other"]))
        rep = "\n".join(out)
        c = r.choice(P["ack_close"])
        if c:
            rep += "\n\n" + c
        return [(("user", txt), fs), (("assistant", rep), rest)]

    def tool_reply(self, fs, rest):
        r, P = self.rng, self.P
        out = [r.choice(P["tool_open"])]
        for f in fs:
            if f in rest:
                out.append("- " + self.re(f))
            else:
                out.append(self.vague(f))
        return "\n".join(out)

    def query_of(self, lab):
        if self.lang == "en" and lab.startswith("the "):
            lab = lab[4:]
        return lab

    def c_mail(self, fs):
        r, P = self.rng, self.P
        lab = fs[0]["lab"]
        ask = r.choice(P["mail_ask"]).format(lab=lab)
        emails = []
        fill = EN_FILL_MAIL if self.lang == "en" else ZH_FILL_MAIL
        for f in fs:
            who = r.choice(P["staff"])
            if self.lang == "en":
                addr = who.lower().replace(" ", ".").replace("dr.", "") + "@nhs.net"
                subj = "RE: " + self.query_of(f["lab"])
                snip = r.choice(["Hi, ", "Hello, ", "", "Morning, "]) + self.doc(f)
            else:
                addr = "yjk%02d@hosp.local" % r.randint(1, 60)
                subj = "回复：" + f["lab"]
                snip = r.choice(["您好，", "各位好，", "", "早，"]) + self.doc(f)
            emails.append({"from": "%s <%s>" % (who, addr), "date": self.ts(), "subject": subj, "snippet": snip})
        for s, sn in r.sample(fill, r.randint(0, 2)):
            who = r.choice(P["staff"])
            emails.append({"from": who, "date": self.ts(), "subject": s, "snippet": sn})
        r.shuffle(emails)
        args = {"query": self.query_of(lab), "max_results": 10}
        rest = [f for f in fs if r.random() < 0.3]
        return [(("user", ask), []), (("tool", "mail_search", (args, {"results": emails})), fs),
                (("assistant", self.tool_reply(fs, rest)), rest)]

    def c_ticket(self, fs):
        r, P = self.rng, self.P
        lab = fs[0]["lab"]
        ask = r.choice(P["ticket_ask"]).format(lab=lab)
        tid_f = None
        for f in fs:
            if f["kind"] == "id" and f["tp"]["t"] in ("phit", "gd"):
                tid_f = f
                break
        titles = EN_TICKET_TITLES if self.lang == "en" else ZH_TICKET_TITLES
        pref = "PHIT-" if self.lang == "en" else "GD-"
        notes = [self.doc(f) for f in fs if f is not tid_f]
        tickets = []
        nt = 2 if len(notes) > 1 and r.random() < 0.5 else 1
        for i in range(nt):
            tickets.append({"id": pref + str(r.randint(300, 999)), "title": r.choice(titles),
                            "status": r.choice(["open", "in progress", "awaiting supplier", "awaiting Trust IT"]
                                               if self.lang == "en" else ["处理中", "待厂家", "待信息科", "新建"]),
                            "assignee": r.choice(P["staff"]), "updated": self.ts(), "notes": []})
        if tid_f is not None:
            tickets[0]["id"] = tid_f["v"]
        for i, nline in enumerate(notes):
            tickets[i % nt]["notes"].append(nline)
        args = {"action": "search", "text": self.query_of(lab), "status": "any"}
        rest = [f for f in fs if r.random() < 0.25]
        return [(("user", ask), []), (("tool", "pharm_it_tickets", (args, {"tickets": tickets})), fs),
                (("assistant", self.tool_reply(fs, rest)), rest)]

    def c_rota(self, f):
        r, P = self.rng, self.P
        role = f["tp"]["rota"]
        rr = role[0].lower() + role[1:] if self.lang == "en" and role[1].islower() else role
        check = r.random() < 0.35
        if check:
            ask = r.choice(["is the wknd rota covered?", "check sat rota has no gaps pls", "any gaps on the rota sat?"]
                           if self.lang == "en" else ["周末排班都排满了吗？", "看下周六排班有没有空缺", "周六排班有缺人的吗？"])
        else:
            ask = r.choice(P["rota_ask"]).format(role=rr)
        day = 23 if check else r.randint(23, 24)
        if self.lang == "en":
            head = "Rota — %s %02d/01/2027\n" % ("Sat" if day == 23 else "Sun", day)
        else:
            head = "排班 — 1月%d日（%s）\n" % (day, "周六" if day == 23 else "周日")
        roles = [x for x in P["rota_fill"] if x != role]
        lines = []
        for x, who in zip(r.sample(roles, 3), r.sample(P["rota_staff"], 3)):
            lines.append("%s: %s" % (x, who))
        lines.insert(r.randint(0, 3), "%s: %s" % (role, f["v"]))
        out = head + "\n".join(lines)
        args = {"date": "2027-01-%02d" % day, "service": "pharmacy" if r.random() < 0.7 else "all"}
        rest = [] if check else [f]
        if self.lang == "en":
            rep = ("%s: %s." % (role, f["v"])) if rest else "All covered for Sat — %s included, no gaps." % rr
        else:
            rep = ("%s是%s。" % (role, f["v"])) if rest else "周六都排上了，%s也有人，没有空缺。" % role
        return [(("user", ask), []), (("tool", "rota_lookup", (args, out)), [f]), (("assistant", rep), rest)]

    def c_stock(self, f):
        r, P = self.rng, self.P
        tp = f["tp"]
        en = self.lang == "en"
        if f["kind"] == "money":
            item = tp["item"]
            rows = []
            for site in r.sample(["MAIN", "SAT1", "OPD"] if en else ["药库", "住院药房", "门诊药房"], r.randint(1, 2)):
                rows.append({"item_code": tp["code"], "description": item, "site": site,
                             "qty_on_hand": r.randint(0, 140), "reorder_level": r.choice([10, 20, 30, 40]),
                             "unit_cost": f["v"], "last_received": "2027-01-%02d" % r.randint(4, 15)})
            sql = ("SELECT item_code, description, site, qty_on_hand, reorder_level, unit_cost, last_received "
                   "FROM dbo.Stock WHERE item_code = '%s'" % tp["code"]) if en else (
                "SELECT ypdm, ypmc, kf, kcsl, xxsl, dj, zjrk FROM yk_kcb WHERE ypdm = '%s'" % tp["code"])
            ask = r.choice(P["stock_ask"]).format(item=item)
        else:
            drug = r.choice(["Daptomycin 500mg inj", "Meropenem 1g inj", "Co-amoxiclav 1.2g inj", "Teicoplanin 400mg inj"]
                            if en else ["注射用达托霉素 0.5g", "注射用美罗培南 1g", "注射用头孢哌酮钠舒巴坦钠 3g",
                                        "注射用替考拉宁 0.4g"])
            if tp["t"] == "batch":
                rows = []
                for i in range(r.randint(2, 3)):
                    rows.append({"description": drug, "batch": "%s%05d%s" % (r.choice("PQSV"), r.randint(10000, 99999), r.choice("DEF"))
                                 if en else "Z%07d" % r.randint(2611001, 2612999),
                                 "expiry": "2027-%02d" % r.randint(3, 12), "qty": r.randint(5, 80),
                                 "location": r.choice(["robot", "shelf B4", "fridge 2"] if en else ["发药机", "B4货架", "2号冰箱"])})
                rows[r.randrange(len(rows))]["batch"] = f["v"]
                sql = ("SELECT description, batch, expiry, qty, location FROM dbo.StockBatches WHERE description LIKE '%%%s%%'"
                       % drug.split(" ")[0]) if en else (
                    "SELECT ypmc, ph, yxq, sl, hw FROM yk_phb WHERE ypmc LIKE '%%%s%%'" % drug.split(" ")[0])
                ask = ("which batches of %s have we got?" % drug.split(" ")[0].lower()) if en else (
                    "%s现在库里有哪几个批号？" % drug.split(" ")[0])
            else:
                rows = [{"po": f["v"], "item": drug, "qty": r.randint(5, 60), "status": "awaiting delivery" if en else "待到货",
                         "ordered": "2027-01-%02d" % r.randint(5, 15)}]
                for i in range(r.randint(0, 2)):
                    rows.append({"po": ("PO-%06d" if en else "CG-%06d") % r.randint(200000, 299999),
                                 "item": r.choice(["Sharps bins 4L", "Zebra labels 57x32"] if en else ["锐器盒4L", "斑马标签57×32"]),
                                 "qty": r.randint(2, 30), "status": "part delivered" if en else "部分到货",
                                 "ordered": "2027-01-%02d" % r.randint(5, 15)})
                sql = ("SELECT po, item, qty, status, ordered FROM dbo.PurchaseOrders WHERE status <> 'closed'" if en
                       else "SELECT cgdh, ypmc, sl, zt, xdrq FROM yk_cgd WHERE zt <> '已完成'")
                ask = "any open orders still outstanding?" if en else "还有哪些采购单没到货？"
        rest = [f] if r.random() < 0.35 else []
        rep = r.choice(P["tool_open"]) + (" " if en else "") + (self.re(f) if rest else (
            "Nothing odd in the rows otherwise." if en else "其他行没什么异常。"))
        return [(("user", ask), []), (("tool", "stock_query", ({"sql": sql}, {"rows": rows})), [f]),
                (("assistant", rep), rest)]

    def c_corr(self, f):
        r, P = self.rng, self.P
        w = self.wrong(f)
        if w is None:
            return self.c_single(f), None
        if r.random() < 0.5:
            v2 = P["corr_inline"].format(w=w, v=f["v"])
            ep = [(("user", self.say(f, v=v2)), [f])]
            rest = [f] if r.random() < 0.3 else []
            ep.append((("assistant", self.ack(rest)), rest))
            return ep, None
        ep1 = [(("user", self.say(f, v=w)), []),
               (("assistant", self.ack([], None) if r.random() < 0.6 else r.choice(P["ack_open"]) + (" " if self.lang == "en" else "") + self.re(f, v=w)), [])]
        lab = f["lab"]
        t = r.choice(P["corr_later"]).format(lab=lab, v=f["v"], w=w)
        a = r.choice(P["corr_ack"])
        rest = []
        if "{re}" in a:
            rest = [f]
            a = a.format(re=self.re(f))
        ep2 = [(("user", t), [f]), (("assistant", a), rest)]
        return ep1, ep2

    # ------------------------------------------------------------ assembly
    def fact_episodes(self, facts):
        r = self.rng
        pool = facts[:]
        r.shuffle(pool)
        eps, later = [], []
        gen_kinds = ("name", "command", "id", "port", "version", "money", "date")

        def take(pred, k):
            got = []
            for g in pool[:]:
                if len(got) >= k:
                    break
                if pred(g):
                    got.append(g)
                    pool.remove(g)
            return got

        while pool:
            f = pool.pop(0)
            opts = []
            if f["kind"] == "question":
                opts = [("single", 3), ("bullets", 2)]
            else:
                opts = [("single", 2), ("bullets", 3), ("paste", 2.5)]
                if f["kind"] in gen_kinds:
                    opts.append(("corr", 1.2))
                if "mail" in f["tools"]:
                    opts.append(("mail", 2))
                if "ticket" in f["tools"]:
                    opts.append(("ticket", 2))
                if "rota" in f["tools"]:
                    opts.append(("rota", 4))
                if "stock" in f["tools"]:
                    opts.append(("stock", 4))
            tot = sum(w for _, w in opts)
            x = r.uniform(0, tot)
            for c, w in opts:
                x -= w
                if x <= 0:
                    break
            if c == "single":
                eps.append(self.c_single(f))
            elif c == "bullets":
                eps.append(self.c_bullets([f] + take(lambda g: True, r.randint(1, 3))))
            elif c == "paste":
                eps.append(self.c_paste([f] + take(lambda g: g["kind"] != "question", r.randint(1, 3))))
            elif c == "mail":
                eps.append(self.c_mail([f] + take(lambda g: "mail" in g["tools"], r.randint(0, 2))))
            elif c == "ticket":
                eps.append(self.c_ticket([f] + take(lambda g: "ticket" in g["tools"] and not (
                    g["kind"] == "id" and g["tp"]["t"] in ("phit", "gd")), r.randint(0, 2))))
            elif c == "rota":
                eps.append(self.c_rota(f))
            elif c == "stock":
                eps.append(self.c_stock(f))
            else:
                e1, e2 = self.c_corr(f)
                eps.append(e1)
                if e2:
                    later.append((e1, e2))
        return eps, later

    def build(self):
        r, P = self.rng, self.P
        facts = self.make_facts()
        eps, later = self.fact_episodes(facts)
        nmsg = lambda ep: sum(1 for it, _ in ep if it[0] != "tool")
        count = sum(nmsg(e) for e in eps) + sum(nmsg(e2) for _, e2 in later) + 2
        target = min(296, max(count + 60, r.randint(170, 260)))
        fillers = FILL_EN if self.lang == "en" else FILL_ZH
        allf = []
        last = None
        uses = {}
        while count < target - 1:
            elig = [fn for fn in fillers if fn is not last and uses.get(fn, 0) < LIMIT.get(fn, 4)]
            if not elig:
                break
            fn = r.choice(elig)
            last = fn
            uses[fn] = uses.get(fn, 0) + 1
            ep = [(it, []) for it in fn(self)]
            if count + nmsg(ep) > 298:
                break
            allf.append(ep)
            count += nmsg(ep)
        body = eps + allf
        r.shuffle(body)
        for e1, e2 in later:
            i = next(k for k, e in enumerate(body) if e is e1)
            body.insert(r.randint(i + 2, len(body)) if i + 2 <= len(body) else len(body), e2)
        seq_f = [(it, []) for it in r.choice(P["openers"])]
        for e in body:
            seq_f.extend(e)
        seq, expect = [], {}
        for it, fs in seq_f:
            seq.append(it)
            for f in fs:
                for nd in f["needles"]:
                    expect[nd] = expect.get(nd, 0) + 1
        return facts, seq, expect


# ---------------------------------------------------------------- English filler

EN_ACT = {
    "afebrile 48h, eating, obs stable": "meets IVOST criteria, suggest oral switch today",
    "cultures NG at 48h": "cultures negative at 48h, does the pt still need abx? consider stopping",
    "no indication documented": "ask the team to document indication + review date",
    "no review date on chart": "add a review/stop date",
    "K+ 3.2, on diuretics": "K+ low, replace and watch QT if a macrolide/quinolone is on board",
    "eGFR 28 and dropping": "renal function falling, check renal dosing, avoid gent/nitrofurantoin",
    "MRSA screen neg": "MRSA screen negative, any MRSA cover can stop",
    "blood cx grew E. coli, sens to co-amox": "narrow to co-amox per sensitivities",
    "CXR clear, CURB 1": "low severity, review need for IV/broad cover (amox or doxy PO?)",
    "still spiking 38.4": "still febrile, discuss with micro, repeat cultures",
    "micro advised 7 days total": "set stop date at day 7",
    "pen allergy = 'rash as a child'": "low-risk allergy history, candidate for the de-labelling pathway",
    "urine cx mixed growth": "mixed growth likely contaminant, review the UTI diagnosis",
}


def fe_round(b):
    r = b.rng
    ward = r.choice(EN_WARDS)
    lines, acts = [], []
    for bed in sorted(r.sample(range(1, 29), r.randint(3, 5))):
        rx, ind, st, d = r.choice(EN_ABX), r.choice(EN_IND), r.choice(EN_STATE), r.randint(1, 9)
        c1 = r.randint(60, 330)
        c2 = r.randint(5, c1 - 30)
        lines.append("- bed %d: %s, %s d%d, CRP %d->%d, %s" % (bed, ind, rx, d, c1, c2, st))
        a = EN_ACT[st]
        if d >= 5:
            a += " (day %d, check duration)" % d
        acts.append("- Bed %d (%s): %s" % (bed, rx.split(" ")[0] if not rx.startswith("IV") else " ".join(rx.split(" ")[:2]), a))
    u = "%s round:\n%s\n%s" % (ward, "\n".join(lines), r.choice(["pls write up as AMS note", "turn into actions?",
                                                               "summarise for the cons pls", "anything I've missed?", ""]))
    a = "AMS round — %s\n%s\n\n%s" % (ward, "\n".join(acts), r.choice([
        "Want this formatted for the EPMA AMS note?", "I can draft the message to the consultant if useful.",
        "Worth re-checking the day-5+ ones tomorrow.", ""]))
    return [("user", u.strip()), ("assistant", a.strip())]


def fe_crcl(b):
    r = b.rng
    age, sex, wt, cr = r.randint(60, 95), r.choice("MF"), r.randint(42, 98), r.randint(70, 260)
    k = 1.23 if sex == "M" else 1.04
    val = (140 - age) * wt * k / cr
    u = r.choice(["CrCl pls - %d%s, %dkg, creat %d", "quick CrCl: %d%s %dkg creat %d", "pt %d%s, %dkg, creat %d - CrCl?"]) % (age, sex, wt, cr)
    a = ("Cockcroft-Gault: (140 - %d) x %d x %.2f / %d = about %.0f mL/min. That's on actual body weight; if they're "
         "well over ideal weight use IBW or adjusted weight instead." % (age, wt, k, cr, val))
    if val < 30:
        a += " Under 30, so most renally cleared abx need dose adjustment."
    return [("user", u), ("assistant", a)]


def fe_printer(b):
    r = b.rng
    w = r.choice(EN_WARDS)
    k = b.variant("fe_printer", 3)
    if k == 0:
        return [("user", "%s printer says ribbon out but the ribbon's in. 3rd time this wk" % w),
                ("assistant", "Usually the ribbon sensor or a loose core. Open it, check the ribbon is wound shiny side "
                              "out and seated fully on the spindle, close firmly, then power cycle. If it keeps coming "
                              "back, log it so we can see if it's that one unit.")]
    if k == 1:
        return [("user", "%s labels coming out smudged, cant read the dose" % w),
                ("assistant", "Smudging is usually print darkness too high or a dirty printhead. Clean the head with an "
                              "IPA pen (printer off), and if it persists turn darkness down a couple of steps. Worth "
                              "reprinting any labels where the dose isn't clearly legible.")]
    return [("user", "%s printer offline AGAIN, nurses sending TTOs down to dispensary to label" % w),
            ("assistant", "Check it's powered and the network light is on; if so, power cycle it and print a config "
                          "label (hold feed ~2 sec) to see which IP it's picked up. If the IP changed, that's the DHCP "
                          "issue again and Trust IT need to look."),
            ("user", "config label shows same IP. just came back on by itself?!"),
            ("assistant", "Then probably a network blip on that switch. Note the time — if it happens again we'll have "
                          "a pattern to give Trust IT.")]


def fe_robot(b):
    r = b.rng
    k = b.variant("fe_robot", 3)
    if k == 0:
        e = r.randint(101, 799)
        return [("user", "robot stopped picking, 'E-%d' on screen, %s restarted the load" % (e, r.choice(EN_FIRSTONLY))),
                ("assistant", "If E-%d clears after a restart it's usually transient. Check the output belt isn't "
                              "blocked and note the time; if it comes back today, ring Rowa with the error code and "
                              "keep the dispensary on manual picks for the urgent TTOs meanwhile." % e)]
    if k == 1:
        n = r.randint(25, 60)
        return [("user", "robot loading v slow today, %d packs in 20 min" % n),
                ("assistant", "That's slow. Common causes: lots of odd-sized packs the scanner struggles with, a dirty "
                              "barcode reader window, or the database being busy (e.g. a report running). Quick wipe of "
                              "the reader window is worth trying first.")]
    return [("user", "robot rejected a whole box of co-amox 625 - barcode not recognised"),
            ("assistant", "New pack design from the supplier probably has a new GTIN that isn't mapped in the stock "
                          "system. Check the pack barcode against the item record; if it's new, add it to the item "
                          "and the robot will accept it. Shelve them manually till then."),
            ("user", "yep new packaging. will get %s to map it" % r.choice(EN_FIRSTONLY)),
            ("assistant", "Sounds good.")]


EN_STOCK_ITEMS = [("Meropenem 1g inj", "MER1G"), ("Piperacillin/tazobactam 4.5g inj", "PTZ45"),
                  ("Co-amoxiclav 1.2g inj", "CAM12"), ("Teicoplanin 400mg inj", "TEI400"),
                  ("Gentamicin 80mg/2mL inj", "GEN80"), ("Doxycycline 100mg caps", "DOX100"),
                  ("Clarithromycin 500mg inj", "CLA500"), ("Nitrofurantoin 100mg MR caps", "NIT100")]


def fe_stock(b):
    r = b.rng
    name, code = r.choice(EN_STOCK_ITEMS)
    rows = []
    for site in r.sample(EN_SITES, r.randint(2, 3)):
        rows.append({"item_code": code, "description": name, "site_code": site, "qty_on_hand": r.randint(0, 300),
                     "reorder_level": r.choice([20, 40, 60, 100]), "in_robot": r.random() < 0.6})
    sql = "SELECT item_code, description, site_code, qty_on_hand, reorder_level, in_robot FROM dbo.Stock WHERE item_code = '%s'" % code
    low = [x for x in rows if x["qty_on_hand"] < x["reorder_level"]]
    a = "%s: %s." % (name, ", ".join("%s %d" % (x["site_code"], x["qty_on_hand"]) for x in rows))
    a += (" %s below reorder level." % " and ".join(x["site_code"] for x in low)) if low else " All above reorder level."
    return [("user", r.choice(["how much %s have we got", "stock check %s pls", "are we ok for %s?"]) % name.split(" ")[0].lower()),
            ("tool", "stock_query", ({"sql": sql}, {"rows": rows})), ("assistant", a)]


def fe_rota(b):
    r = b.rng
    roles = r.sample(EN_ROTA_ROLES_FILL[:6], 4)
    ppl = r.sample(EN_STAFF, 4)
    day = r.randint(19, 21)
    out = "Rota — %s %02d/01/2027\n" % (["Tue", "Wed", "Thu"][day - 19], day) + "\n".join(
        "%s: %s" % (x, p) for x, p in zip(roles, ppl))
    return [("user", r.choice(["who's on dispensary tmrw?", "rota for tmrw pls", "who's in tmrw - need someone for robot loading"])),
            ("tool", "rota_lookup", ({"date": "2027-01-%02d" % day, "service": "pharmacy"}, out)),
            ("assistant", "Tomorrow: " + "; ".join("%s — %s" % (x, p) for x, p in zip(roles, ppl)) + ".")]


def fe_mail(b):
    r = b.rng
    who = r.choice(EN_DOCS)
    topic = r.choice(["the audit", "the 72h review stickers", "teaching", "the PPS", "the C diff RCA"])
    res = []
    if r.random() < 0.5:
        s, sn = r.choice(EN_FILL_MAIL)
        res.append({"from": r.choice(EN_STAFF), "date": b.ts(), "subject": s, "snippet": sn})
    a = ("Nothing from %s about %s. Closest thing in your inbox is \"%s\", which isn't related." % (who, topic, res[0]["subject"])
         if res else "Nothing from %s about %s yet." % (who, topic))
    return [("user", "anything from %s re %s?" % (who, topic)),
            ("tool", "mail_search", ({"query": "%s %s" % (who, topic.replace("the ", "")), "max_results": 10}, {"results": res})),
            ("assistant", a + r.choice(["", " Want me to draft a chaser?"]))]


def fe_ticket(b):
    r = b.rng
    ts = []
    for i in range(r.randint(1, 3)):
        ts.append({"id": "PHIT-%d" % r.randint(300, 999), "title": r.choice(EN_TICKET_TITLES),
                   "status": r.choice(["open", "in progress"]), "assignee": r.choice(EN_STAFF), "updated": b.ts(),
                   "notes": [r.choice(["Awaiting parts.", "Rebooted, monitoring.", "Spoke to ward, intermittent.",
                                       "Passed to Trust IT.", "Cable replaced."])]})
    a = "Open: " + "; ".join("%s %s (%s, %s)" % (t["id"], t["title"].lower(), t["status"], t["notes"][0].rstrip(".").lower()) for t in ts) + "."
    return [("user", r.choice(["what's open on the IT tracker?", "any open tickets?", "tracker status pls"])),
            ("tool", "pharm_it_tickets", ({"action": "search", "status": "open"}, {"tickets": ts})), ("assistant", a)]


EN_SMALL = [
    ("long day. 3 sepsis calls on AMU and the coffee machine is broken", "That's a rough combination. Hope there's a kettle somewhere nearby."),
    ("freezing on Ward 18, heating's off again", "Estates job? Or is that one a lost cause."),
    ("kid's nativity tonight so I HAVE to leave at 5", "Noted — I'll keep anything non-urgent for tomorrow."),
    ("ugh car park full, parked at the rugby club", "That's a walk. At least it's not raining?"),
    ("it is raining", "Of course it is."),
    ("lunch = cereal bar at 3pm. living the dream", "Classic ward-round lunch."),
    ("FY1 just asked if tazocin covers MRSA. sigh", "A teaching moment, at least."),
    ("the new sharps bins don't fit the trolleys lol", "Of course they don't."),
    ("finally sat down", "Well earned."),
    ("Dr Fenwick actually accepted an IV to oral switch without arguing", "Mark the date."),
    ("someone left a whole box of mince pies in the office. it's January", "Vintage mince pies. Brave."),
    ("my phone's on 9%, if I go quiet that's why", "Understood — I'll hold everything till you're back."),
    ("the lift to ward 15 is broken so that's 6 flights x 3 today", "That's your steps sorted, at least."),
    ("new FY1s are keen at least, one asked for the abx guideline link unprompted", "That's a good sign. Worth encouraging."),
    ("Sue wants the AMS report 'short'. it's 14 pages", "Maybe a one-page summary on top and the rest as an appendix?"),
    ("can't find my good pen. clinical pharmacist crisis", "The ward pen thieves strike again."),
]


def fe_small(b):
    left = [x for x in EN_SMALL if x not in b.small_used]
    if not left:
        return fe_ack(b)
    u, a = b.rng.choice(left)
    b.small_used.append((u, a))
    return [("user", u), ("assistant", a)]


def fe_teach(b):
    r = b.rng
    return [("user", r.choice(["FY1 abx teaching, 20 min - give me 5 key points", "need 5 take-home msgs for the FY1 abx session"])),
            ("assistant", "1. Start Smart: take cultures before the first dose where possible, but don't delay abx in sepsis.\n"
                          "2. Document indication, drug, dose, route and a review/stop date on every prescription.\n"
                          "3. Then Focus: review at 48-72h (stop, switch IV to oral, change, continue or OPAT).\n"
                          "4. Check allergy histories properly — a childhood rash isn't anaphylaxis.\n"
                          "5. Gent and vanc: dose by weight and renal function, and know where the level chart lives.")]


def fe_ivost(b):
    r = b.rng
    n = r.randint(30, 70)
    e = r.randint(8, n // 2)
    s = r.randint(2, e)
    w = r.choice(EN_WARDS)
    return [("user", "IVOST audit %s this wk: %d pts on IV abx, %d met switch criteria, %d actually switched" % (w, n, e, s)),
            ("assistant", "So %.0f%% of IV patients met criteria (%d/%d), and %.0f%% of those were switched (%d/%d). "
                          "%d eligible patients stayed on IV — worth looking at whether those were the weekend ones."
                          % (100.0 * e / n, e, n, 100.0 * s / e, s, e, e - s))]


def fe_draft(b):
    r = b.rng
    w = r.choice(EN_WARDS)
    doc = r.choice(EN_DOCS)
    return [("user", "draft a short msg to %s (%s) re 72h abx reviews not being documented" % (doc, w)),
            ("assistant", "Hi %s,\n\nQuick one from the AMS team: on the last few rounds on %s we've found a number of "
                          "patients past 72 hours of antibiotics without a documented review. Could you remind the team "
                          "to record the 72h decision (stop / switch / continue with a new review date) in the notes or "
                          "EPMA? Happy to come to a handover to go through it.\n\nThanks,\nAMS pharmacist" % (doc, w)),
            ("user", "perfect, maybe less formal"),
            ("assistant", "Hi %s — we keep finding pts on %s past 72h of abx with no review documented. Could you nudge "
                          "the team to note stop/switch/continue + a new review date? Happy to pop to a handover. Thanks!" % (doc, w))]


def fe_allergy(b):
    r = b.rng
    bed = r.randint(1, 28)
    h = ["'rash as a child'", "'made me sick'", "'swelling + wheeze'", "'family history'"][b.variant("allergy", 4)]
    if "swelling" in h:
        a = ("Swelling + wheeze sounds like a possible immediate-type reaction, so treat as high risk: avoid "
             "penicillins, and be cautious with cephalosporins — get micro/allergy advice before using one.")
    elif "sick" in h:
        a = "Nausea/vomiting is an intolerance, not an allergy. Cephalosporins are fine, and arguably a penicillin too — document it properly."
    elif "family" in h:
        a = "A family history isn't an allergy for this patient. They can have penicillins; get the record corrected."
    else:
        a = ("Childhood non-urticarial rash is low risk — cephalosporins are fine in practice, and they're a good "
             "candidate for the de-labelling pathway.")
    return [("user", "pt bed %d says pen allergy = %s - ok for a ceph?" % (bed, h)), ("assistant", a)]


def fe_cdiff(b):
    return [("user", "remind me C diff 1st and 2nd line (NICE)"),
            ("assistant", "NICE NG199: first episode — oral vancomycin 125 mg QDS for 10 days. If that fails, "
                          "fidaxomicin 200 mg BD for 10 days. For recurrence within 12 weeks, fidaxomicin. Stop other "
                          "abx where possible and review PPIs.")]


def fe_mini(b):
    q, a = b.mini()
    return [("user", q), ("assistant", a)]


def fe_ack(b):
    r = b.rng
    return [[("user", "back, sorry"), ("assistant", "No problem.")],
                     [("user", "bleeped, 2 mins"), ("assistant", "Sure.")],
                     [("user", "ignore last msg, wrong chat"), ("assistant", "Ignored.")],
                     [("user", "ok thx"), ("assistant", "Any time.")],
                     [("user", "sorry was on the phone to micro for 20 min"), ("assistant", "No worries, I'm here when you're ready.")]][b.variant("ack", 5)]


def fe_sql(b):
    return [("user", "how do I pull items expiring next month from the stock db? query pls"),
            ("assistant", "Something like:\n\nSELECT item_code, description, batch, expiry_date, qty\nFROM dbo.StockBatches\n"
                          "WHERE expiry_date >= DATEADD(month, 1, DATEFROMPARTS(YEAR(GETDATE()), MONTH(GETDATE()), 1))\n"
                          "  AND expiry_date < DATEADD(month, 2, DATEFROMPARTS(YEAR(GETDATE()), MONTH(GETDATE()), 1))\n"
                          "ORDER BY expiry_date;\n\nCheck the table/column names match your schema first."),
            ("user", "table's called StockBatch not StockBatches but otherwise works"),
            ("assistant", "Good — just swap the table name.")]


def fe_aware(b):
    return [("user", "AWaRe - what % Access are we meant to hit?"),
            ("assistant", "The WHO target is at least 60% of total use from Access antibiotics nationally, and the "
                          "2024 UN declaration pushed that to 70% by 2030. Your ICB may set its own local target, so "
                          "check their AMR dashboard for the number they measure you against.")]


def fe_sab(b):
    r = b.rng
    bed = r.randint(1, 28)
    return [("user", "bed %d %s: Staph aureus in 1 of 2 blood cx sets, MSSA, on fluclox 2g QDS" % (bed, r.choice(EN_WARDS))),
            ("assistant", "Treat it as a true SAB, even in one set. Usual bundle: ID/micro review, repeat blood cultures "
                          "at 48-72h, echo, look for and remove any source (lines!), and a minimum of 14 days IV from "
                          "the first negative culture if uncomplicated. Fluclox 2g QDS is right for MSSA.")]


def fe_wrap(b):
    r = b.rng
    return [("user", r.choice(["off the ward finally. anything urgent?", "ok done w rounds. what's pressing?"])),
            ("assistant", "Nothing that can't wait an hour. Main bits: the round write-ups, the printer that keeps "
                          "dropping off, and the emails you asked me to look at. Want the full list?"),
            ("user", "later. food first"),
            ("assistant", "Sensible.")]


def fe_shortage(b):
    r = b.rng
    d = r.choice(["co-trimoxazole 480mg tabs", "clarithromycin 500mg IV", "fosfomycin 3g sachets", "cefalexin 250mg/5mL susp"])
    return [("user", "%s short again at the wholesaler. options?" % d),
            ("assistant", "Check the SPS Medicines Supply Tool first for the current advice and any alternative "
                          "strengths/formulations. Short term: see what the other wholesaler has, ring the hub, and "
                          "ring-fence stock for patients already on it. I can draft a short comms note for the wards "
                          "once you've decided.")]


def fe_robotstats(b):
    r = b.rng
    rows = [{"hour": "%02d:00" % h, "picks": r.randint(40, 260), "loads": r.randint(0, 120), "errors": r.randint(0, 3)}
            for h in range(8, 18)]
    tp = sum(x["picks"] for x in rows)
    te = sum(x["errors"] for x in rows)
    pk = max(rows, key=lambda x: x["picks"])
    return [("user", "how many picks did the robot do yesterday"),
            ("tool", "stock_query", ({"sql": "SELECT hour, picks, loads, errors FROM dbo.RobotActivity WHERE day = CAST(GETDATE()-1 AS date)"},
                                     {"rows": rows})),
            ("assistant", "%d picks yesterday between 08:00 and 18:00, busiest hour %s (%d). %d errors logged in total."
             % (tp, pk["hour"], pk["picks"], te))]


def fe_gent(b):
    r = b.rng
    wt = r.randint(48, 110)
    e = r.randint(35, 90)
    dose = 7 * wt
    rd = int(round(dose / 40.0) * 40)
    return [("user", "gent for bed %d %s, %dkg, eGFR %d - 7mg/kg?" % (r.randint(1, 28), r.choice(EN_WARDS), wt, e)),
            ("assistant", "7 mg/kg x %d kg = %d mg, round to %d mg. If they're obese use the dosing weight instead of "
                          "actual. eGFR %d is OK for once-daily; take the level 6-14h after the start of the infusion and "
                          "plot it on the Hartford chart." % (wt, dose, rd, e))]


def fe_opat(b):
    r = b.rng
    bed = r.randint(1, 28)
    ind = r.choice(["cellulitis", "diabetic foot", "osteo", "pyelo (ESBL)"])
    return [("user", "OPAT referral bed %d %s - what do they need from us" % (bed, ind)),
            ("assistant", "Checklist: confirmed diagnosis and planned duration, agreed drug/dose that suits once-daily "
                          "or pump dosing, line in (midline/PICC) and documented, first dose given in hospital, baseline "
                          "bloods + weekly FBC/U&E/LFT plan, allergy status, and who reviews the pt weekly. Send the "
                          "referral with a stop/review date.")]


def fe_durations(b):
    return [("user", "durations cheat sheet pls - CAP, lower UTI, pyelo, cellulitis"),
            ("assistant", "NICE defaults: CAP 5 days (review, longer only if not improving); lower UTI in women 3 days, "
                          "men 7 days; pyelonephritis 7-10 days depending on the agent (7 for a quinolone); cellulitis "
                          "5-7 days, reviewed at day 5. Local guideline wins where it differs.")]


def fe_vanc(b):
    r = b.rng
    t = r.choice([7.2, 9.8, 12.4, 16.1, 22.5, 26.0])
    bed = r.randint(1, 28)
    if t > 20:
        a = ("Trough %.1f is above range: hold the next dose, recheck the level and U&Es, and restart at a lower dose "
             "or longer interval once it's below target." % t)
    elif t < 10:
        a = "Trough %.1f is low for a serious infection: increase the dose (e.g. by 250-500 mg per dose) and recheck before the 4th dose." % t
    else:
        a = "Trough %.1f sits in the usual 10-20 range. Continue and recheck in 2-3 days or sooner if renal function moves." % t
    return [("user", "vanc trough %.1f bed %d, on 1g BD" % (t, bed)), ("assistant", a)]


def fe_esbl(b):
    r = b.rng
    bed = r.randint(1, 28)
    return [("user", "bed %d urine cx: E coli ESBL, sens nitrofurantoin, fosfomycin, mero, temocillin, gent. pt well, eGFR 55, simple cystitis" % bed),
            ("assistant", "Simple cystitis and eGFR 55: oral nitrofurantoin is the first choice (or fosfomycin 3g if "
                          "adherence is an issue). Keep mero/temocillin for upper tract or systemic infection. Make sure "
                          "the ESBL alert goes on the record.")]


def fe_linezolid(b):
    r = b.rng
    return [("user", "linezolid + sertraline bed %d %s, ok?" % (r.randint(1, 28), r.choice(EN_WARDS))),
            ("assistant", "There's a serotonin syndrome risk (linezolid is a weak MAOI). Short courses are often done "
                          "with monitoring if the SSRI can't stop, but flag it to the team, monitor for agitation, "
                          "tremor, fever, and check FBC weekly if it's going past 10-14 days.")]


def fe_ppsform(b):
    return [("user", "what fields do we need on the PPS form again"),
            ("assistant", "Minimum: ward, bed, age band, abx name/dose/route, indication (CAI/HAI/prophylaxis), "
                          "diagnosis site, whether the indication and review/stop date are documented, guideline "
                          "compliance, and whether cultures were sent. Keep it anonymous — no names or hospital numbers.")]


def fe_labels(b):
    return [("user", "ordered the wrong label rolls lol. 57x32 instead of 76x51"),
            ("assistant", "Worth checking if the wholesaler will take them back unopened — or keep them if any of the "
                          "smaller printers use that size."),
            ("user", "the CD ones might. will check"),
            ("assistant", "Good call.")]


def fe_gripper(b):
    return [("user", "Rowa say clean the gripper fingers weekly. I will never remember"),
            ("assistant", "Put it on the robot loading checklist as a Friday afternoon task with a sign-off box, so it "
                          "doesn't depend on one person remembering. I can draft the line for the checklist.")]


def fe_dtcagenda(b):
    return [("user", "DTC agenda - what order? 3 formulary apps, shortage update, AMS report, 2 guidelines"),
            ("assistant", "Suggested: 1) minutes/actions, 2) shortage update (short, time-sensitive), 3) formulary "
                          "applications, 4) guidelines for approval, 5) AMS report, 6) AOB. Put the item most likely to "
                          "run over near the end.")]


FILL_EN = [fe_round, fe_round, fe_crcl, fe_printer, fe_robot, fe_stock, fe_rota, fe_mail, fe_ticket, fe_small,
           fe_small, fe_teach, fe_ivost, fe_draft, fe_allergy, fe_cdiff, fe_mini, fe_mini, fe_ack, fe_ack, fe_sql,
           fe_aware, fe_sab, fe_wrap, fe_shortage, fe_robotstats, fe_round, fe_mini, fe_gent, fe_opat, fe_durations,
           fe_vanc, fe_esbl, fe_linezolid, fe_ppsform, fe_labels, fe_gripper, fe_dtcagenda]


# ---------------------------------------------------------------- Chinese filler

ZH_ACT = {
    "体温正常48小时，能进食": "符合静脉转口服标准，建议今天转口服",
    "血培养48小时阴性": "培养48小时阴性，评估是否还需要抗菌药物，考虑停药",
    "病程里没写用药指征": "请医生在病程里补写用药指征和评估日期",
    "医嘱没有评估日期": "补上评估/停药日期",
    "血钾3.2mmol/L，在用利尿剂": "低钾，补钾；如在用大环内酯或喹诺酮注意QT",
    "eGFR 28还在掉": "肾功能下降，核对肾功能剂量调整，避免氨基糖苷类",
    "痰培养肺炎克雷伯，对头孢曲松敏感": "按药敏降阶梯到头孢曲松",
    "仍有发热38.5℃": "仍发热，和微生物室讨论，复查培养",
    "微生物室建议总疗程7天": "第7天设停药",
    "自述青霉素过敏（小时候起疹子）": "低风险过敏史，可以走过敏标签评估",
    "尿培养混合菌生长": "混合菌生长多为污染，重新评估尿路感染诊断",
    "PCT 0.12已经降下来": "PCT已降，结合临床考虑停药",
}


def fz_round(b):
    r = b.rng
    ward = r.choice(ZH_WARDS)
    lines, acts = [], []
    for bed in sorted(r.sample(range(1, 41), r.randint(3, 5))):
        rx, ind, st, d = r.choice(ZH_ABX), r.choice(ZH_IND), r.choice(ZH_STATE), r.randint(1, 9)
        c1 = r.randint(60, 330)
        c2 = r.randint(5, c1 - 30)
        lines.append("- %d床 %s，%s 第%d天，CRP %d→%d，%s" % (bed, ind, rx, d, c1, c2, st))
        a = ZH_ACT[st]
        if d >= 5:
            a += "（已第%d天，注意疗程）" % d
        acts.append("- %d床：%s" % (bed, a))
    u = "%s查房：\n%s\n%s" % (ward, "\n".join(lines), r.choice(["帮我写成抗菌药物管理记录", "整理成待办？", "给主任总结一下", "我漏了啥没", ""]))
    a = "抗菌药物查房——%s\n%s\n\n%s" % (ward, "\n".join(acts), r.choice(["需要的话我整理成病程里的药师记录格式。", "要不要我起草给主任的消息？", "第5天以上的明天再看一眼。", ""]))
    return [("user", u.strip()), ("assistant", a.strip())]


def fz_crcl(b):
    r = b.rng
    age, sex, wt, cr = r.randint(60, 95), r.choice(["男", "女"]), r.randint(40, 90), r.randint(70, 260)
    k = 0.85 if sex == "女" else 1.0
    val = (140 - age) * wt * k / (0.818 * cr)
    u = r.choice(["帮算下肌酐清除率：%d岁%s，%dkg，肌酐%d", "%d岁%s，体重%dkg，Scr %d μmol/L，CrCl多少"]) % (age, sex, wt, cr)
    a = "Cockcroft-Gault：(140−%d)×%d%s÷(0.818×%d) ≈ %.0f mL/min。用的是实际体重，明显肥胖的话改用理想体重或校正体重。" % (
        age, wt, "×0.85" if k < 1 else "", cr, val)
    if val < 30:
        a += "低于30，大部分经肾排泄的抗菌药物要调整剂量。"
    return [("user", u), ("assistant", a)]


def fz_printer(b):
    r = b.rng
    w = r.choice(ZH_WARDS)
    k = b.variant("fz_printer", 3)
    if k == 0:
        return [("user", "%s打印机报色带用完，可色带明明在。这周第三次了" % w),
                ("assistant", "一般是色带传感器或者色带芯没卡到位。打开检查色带方向、是否完全卡在轴上，合紧后断电重启。"
                              "还反复的话记一下，看是不是这一台的问题。")]
    if k == 1:
        return [("user", "%s标签印得糊，剂量看不清" % w),
                ("assistant", "多半是打印浓度太高或打印头脏。关机后用酒精笔擦打印头，还不行就把浓度调低两档。剂量看不清的标签最好都重打。")]
    return [("user", "%s打印机又离线了，护士拿出院带药下来药房贴标签" % w),
            ("assistant", "先看电源和网口灯；都正常就断电重启，按住走纸键两秒打一张配置页看看IP。IP变了的话又是DHCP的问题，要找信息科。"),
            ("user", "配置页IP没变，自己又好了？！"),
            ("assistant", "那可能是那台交换机闪断了一下。记下时间，再出现就有规律可以给信息科了。")]


def fz_robot(b):
    r = b.rng
    k = b.variant("fz_robot", 3)
    if k == 0:
        e = r.randint(101, 799)
        return [("user", "发药机不出药了，屏幕上E-%d，%s重新上了一遍" % (e, r.choice(["小宋", "彭姐", "潘师傅"]))),
                ("assistant", "E-%d重启后能消一般是偶发的。看看出药皮带有没有堵，记下时间；今天再出现就带着报错码打厂家电话，"
                              "急的出院带药先手工发。" % e)]
    if k == 1:
        n = r.randint(25, 60)
        return [("user", "发药机今天上药特别慢，20分钟才上了%d盒" % n),
                ("assistant", "确实慢。常见原因：异形包装多扫码慢、扫码窗口脏、或者数据库忙（比如有人在跑报表）。先擦一下扫码窗口试试。")]
    return [("user", "发药机整箱拒收阿莫西林克拉维酸钾片，条码识别不了"),
            ("assistant", "多半是厂家换了包装，新条码在库存系统里没维护。对一下包装条码和药品字典，是新码就加上，发药机就能收了。之前先手工上架。"),
            ("user", "对，新包装。让小宋去维护"),
            ("assistant", "好。")]


ZH_STOCK_ITEMS = [("注射用美罗培南 1g", "MLPN1G"), ("注射用哌拉西林钠他唑巴坦钠 4.5g", "PLXL45"),
                  ("注射用头孢曲松钠 1g", "TBQS1G"), ("注射用替考拉宁 0.4g", "TKLN04"), ("左氧氟沙星片 0.5g", "ZYFS05"),
                  ("多西环素片 0.1g", "DXHS01"), ("注射用万古霉素 0.5g", "WGMS05")]


def fz_stock(b):
    r = b.rng
    name, code = r.choice(ZH_STOCK_ITEMS)
    rows = []
    for site in r.sample(["药库", "住院药房", "门诊药房", "急诊药房"], r.randint(2, 3)):
        rows.append({"ypdm": code, "ypmc": name, "kf": site, "kcsl": r.randint(0, 300), "xxsl": r.choice([20, 40, 60, 100]),
                     "fyj": r.random() < 0.6})
    low = [x for x in rows if x["kcsl"] < x["xxsl"]]
    a = "%s：%s。" % (name, "，".join("%s %d" % (x["kf"], x["kcsl"]) for x in rows))
    a += ("%s低于下限。" % "、".join(x["kf"] for x in low)) if low else "都在下限以上。"
    short = name.replace("注射用", "").split(" ")[0]
    return [("user", r.choice(["%s还有多少", "查下%s库存", "%s够不够？"]) % short),
            ("tool", "stock_query", ({"sql": "SELECT ypdm, ypmc, kf, kcsl, xxsl, fyj FROM yk_kcb WHERE ypdm = '%s'" % code},
                                     {"rows": rows})), ("assistant", a)]


def fz_rota(b):
    r = b.rng
    roles = r.sample(ZH_ROTA_ROLES_FILL[:6], 4)
    ppl = r.sample(ZH_PHARM_STAFF, 4)
    day = r.randint(19, 21)
    out = "排班 — 1月%d日（%s）\n" % (day, ["周二", "周三", "周四"][day - 19]) + "\n".join(
        "%s: %s" % (x, p) for x, p in zip(roles, ppl))
    return [("user", r.choice(["明天调剂室谁上班？", "明天排班发我一下", "明天谁在，发药机上药要人"])),
            ("tool", "rota_lookup", ({"date": "2027-01-%02d" % day, "service": "pharmacy"}, out)),
            ("assistant", "明天：" + "；".join("%s——%s" % (x, p) for x, p in zip(roles, ppl)) + "。")]


def fz_mail(b):
    r = b.rng
    who = r.choice(["沈医生", "曹主任", "钱主任", "袁科长"])
    topic = r.choice(["专项检查", "72小时评估贴纸", "讲课", "点评结果", "艰难梭菌根因分析"])
    res = []
    if r.random() < 0.5:
        s, sn = r.choice(ZH_FILL_MAIL)
        res.append({"from": r.choice(ZH_STAFF), "date": b.ts(), "subject": s, "snippet": sn})
    a = ("%s还没有关于%s的邮件。最接近的是《%s》，不相关。" % (who, topic, res[0]["subject"]) if res
         else "%s还没有关于%s的邮件。" % (who, topic))
    return [("user", "%s回%s的邮件了吗？" % (who, topic)),
            ("tool", "mail_search", ({"query": "%s %s" % (who, topic), "max_results": 10}, {"results": res})),
            ("assistant", a + r.choice(["", "要不要我起草一封催一下？"]))]


def fz_ticket(b):
    r = b.rng
    ts = []
    for i in range(r.randint(1, 3)):
        ts.append({"id": "GD-%d" % r.randint(300, 999), "title": r.choice(ZH_TICKET_TITLES),
                   "status": r.choice(["处理中", "新建"]), "assignee": r.choice(ZH_STAFF), "updated": b.ts(),
                   "notes": [r.choice(["等配件。", "已重启，观察中。", "和病区沟通过，偶发。", "已转信息科。", "换了网线。"])]})
    a = "未关闭：" + "；".join("%s %s（%s，%s）" % (t["id"], t["title"], t["status"], t["notes"][0].rstrip("。")) for t in ts) + "。"
    return [("user", r.choice(["信息科工单还有哪些没关？", "有没关的工单吗？", "工单情况发我"])),
            ("tool", "pharm_it_tickets", ({"action": "search", "status": "open"}, {"tickets": ts})), ("assistant", a)]


ZH_SMALL = [
    ("累死了，急诊三个脓毒症会诊，咖啡机还坏了", "这组合太惨了，希望附近还有热水壶。"),
    ("老年科冻死，暖气又停了", "报后勤了吗？还是那边已经放弃治疗了。"),
    ("孩子今晚元旦汇演，五点必须走", "好，不急的事我都留到明天。"),
    ("停车场满了，停到隔壁小区了", "走过来够远的。至少没下雨？"),
    ("下雨了", "果然。"),
    ("午饭=下午三点一根能量棒", "查房标配午餐。"),
    ("规培医生刚问我哌拉西林他唑巴坦能不能覆盖MRSA……", "至少是个教学机会。"),
    ("新锐器盒放不进治疗车哈哈", "一点都不意外。"),
    ("终于坐下了", "辛苦了。"),
    ("沈医生居然一次就同意静脉转口服了", "值得记下这一天。"),
    ("办公室有人放了一盒月饼，现在是一月", "陈年月饼，勇气可嘉。"),
    ("手机只剩9%的电，我没回就是没电了", "明白，等你回来再说。"),
    ("去神经内科的电梯坏了，今天爬了三趟六楼", "今天步数够了。"),
    ("新来的规培医生挺积极，主动要抗菌药物指南", "好苗头，值得鼓励。"),
    ("钱主任要抗菌药物报告“简短点”，现在14页", "要不前面放一页摘要，其他放附件？"),
    ("我的好笔又找不到了", "病区偷笔大盗又出手了。"),
]


def fz_small(b):
    left = [x for x in ZH_SMALL if x not in b.small_used]
    if not left:
        return fz_ack(b)
    u, a = b.rng.choice(left)
    b.small_used.append((u, a))
    return [("user", u), ("assistant", a)]


def fz_teach(b):
    return [("user", "给规培医生讲抗菌药物，20分钟，给我五个要点"),
            ("assistant", "1. 先留标本再用药，但脓毒症不要因为等标本耽误首剂。\n"
                          "2. 每张抗菌药物医嘱都写清指征、品种、剂量、途径和评估/停药日期。\n"
                          "3. 48–72小时评估：停药、静脉转口服、调整、继续。\n"
                          "4. 认真核实过敏史——小时候起疹子不等于过敏性休克。\n"
                          "5. 分级管理：限制使用级和特殊使用级的权限和会诊流程要清楚。")]


def fz_audit(b):
    r = b.rng
    n = r.randint(40, 90)
    u = r.randint(n // 3, n * 2 // 3)
    s = r.randint(u // 3, u)
    return [("user", "本月抽出院病历%d份，用了抗菌药物的%d份，其中治疗性用药送检的%d份" % (n, u, s)),
            ("assistant", "抗菌药物使用率 %d/%d = %.1f%%；送检率 %d/%d = %.1f%%（按你给的口径，分母是用药病历）。"
                          "如果质控要求的是治疗性用药的送检率，分母要剔除预防用药的病历。" % (u, n, 100.0 * u / n, s, u, 100.0 * s / u))]


def fz_draft(b):
    r = b.rng
    w = r.choice(ZH_WARDS)
    doc = r.choice(["沈医生", "曹主任", "蒋老师"])
    return [("user", "帮我写个简短的消息给%s（%s），说72小时抗菌药物评估没记录的事" % (doc, w)),
            ("assistant", "%s您好：\n\n最近几次抗菌药物查房发现%s有部分患者用药超过72小时，病程中没有评估记录。麻烦提醒组里"
                          "在病程或电子医嘱中记录72小时评估结论（停药/转口服/继续并写新的评估日期）。需要的话我可以去交班时讲一下。\n\n"
                          "谢谢！\n临床药师" % (doc, w)),
            ("user", "口气再随意点"),
            ("assistant", "%s，%s最近好几个患者抗菌药物用过72小时了病程里没评估记录，麻烦跟组里说一声记上停/转/续和下次评估日期，"
                          "需要我去交班讲也行，谢谢！" % (doc, w))]


def fz_allergy(b):
    r = b.rng
    bed = r.randint(1, 40)
    h = ["小时候起过疹子", "吃了恶心", "嘴唇肿、喘不上气", "家里人过敏"][b.variant("allergy", 4)]
    if "肿" in h:
        a = "嘴唇肿加喘，像速发型反应，按高风险处理：不用青霉素类，头孢类也要谨慎，用之前请微生物室或变态反应科会诊。"
    elif "恶心" in h:
        a = "恶心是不耐受不是过敏，头孢类没问题，把过敏史记录改准确。"
    elif "家里" in h:
        a = "家族史不算患者本人过敏，可以用青霉素类，记录要更正。"
    else:
        a = "儿时非荨麻疹样皮疹属于低风险，头孢类实际可以用，也适合走过敏标签评估流程。"
    return [("user", "%d床说青霉素过敏，%s，头孢能用吗" % (bed, h)), ("assistant", a)]


def fz_cdiff(b):
    return [("user", "艰难梭菌一线二线再说一遍"),
            ("assistant", "初发：口服万古霉素125 mg qid，10天；失败或复发可用非达霉素200 mg bid，10天。同时尽量停用其他抗菌药物，评估PPI。")]


def fz_mini(b):
    q, a = b.mini()
    return [("user", q), ("assistant", a)]


def fz_ack(b):
    r = b.rng
    return [[("user", "回来了"), ("assistant", "好。")],
                     [("user", "呼我，两分钟"), ("assistant", "好的。")],
                     [("user", "上一条发错群了，忽略"), ("assistant", "已忽略。")],
                     [("user", "好的谢谢"), ("assistant", "不客气。")],
                     [("user", "刚跟微生物室打了20分钟电话"), ("assistant", "没事，你好了再说。")]][b.variant("ack", 5)]


def fz_sql(b):
    return [("user", "怎么从药库查下个月过期的药？给个语句"),
            ("assistant", "大概这样（Oracle）：\n\nSELECT ypdm, ypmc, ph, yxq, sl\nFROM yk_phb\n"
                          "WHERE yxq >= ADD_MONTHS(TRUNC(SYSDATE, 'MM'), 1)\n  AND yxq < ADD_MONTHS(TRUNC(SYSDATE, 'MM'), 2)\n"
                          "ORDER BY yxq;\n\n先核对一下表名和字段名跟你们库一致。"),
            ("user", "表名是yk_phxx，其他能跑"),
            ("assistant", "好，把表名换掉就行。")]


def fz_aud(b):
    return [("user", "抗菌药物使用强度的公式再说一下"),
            ("assistant", "使用强度 = 抗菌药物累计DDD数 × 100 ÷ 同期收治患者人天数；收治患者人天数 = 同期出院患者人数 × 同期出院患者平均住院天数。"
                          "综合医院一般要求控制在40以下，以本省要求为准。")]


def fz_sab(b):
    r = b.rng
    bed = r.randint(1, 40)
    return [("user", "%s%d床 血培养一套里出了金黄色葡萄球菌，MSSA，现在用头孢唑林" % (r.choice(ZH_WARDS), bed)),
            ("assistant", "即使只有一套阳性也按真正的金葡菌血流感染处理：请感染科会诊，48–72小时复查血培养，做心超，"
                          "找并去除感染源（尤其是导管），无并发症的从首次阴性培养算起至少静脉14天。MSSA用头孢唑林是合适的。")]


def fz_wrap(b):
    r = b.rng
    return [("user", r.choice(["终于下病房了，有急事吗？", "查完房了，什么最急？"])),
            ("assistant", "没有等不了一小时的。主要是：查房记录整理、那台老掉线的打印机、还有你让我看的几封邮件。要完整清单吗？"),
            ("user", "等会儿，先吃饭"),
            ("assistant", "明智。")]


def fz_shortage(b):
    r = b.rng
    d = r.choice(["复方磺胺甲噁唑片", "注射用阿奇霉素", "磷霉素氨丁三醇散", "头孢克洛干混悬剂"])
    return [("user", "%s配送公司又缺货了，怎么办" % d),
            ("assistant", "先看省里短缺药品信息平台有没有通报和替代建议。短期：问问另一家配送公司、联系医联体调剂，"
                          "已经在用的患者先预留。你定了方案我帮你起草一个通知发病区。")]


def fz_robotstats(b):
    r = b.rng
    rows = [{"hour": "%02d:00" % h, "picks": r.randint(40, 260), "loads": r.randint(0, 120), "errors": r.randint(0, 3)}
            for h in range(8, 18)]
    tp = sum(x["picks"] for x in rows)
    te = sum(x["errors"] for x in rows)
    pk = max(rows, key=lambda x: x["picks"])
    return [("user", "发药机昨天一共发了多少"),
            ("tool", "stock_query", ({"sql": "SELECT hour, picks, loads, errors FROM fyj_log WHERE rq = TRUNC(SYSDATE) - 1"},
                                     {"rows": rows})),
            ("assistant", "昨天8:00–18:00共出药%d次，最忙是%s（%d次），共报错%d次。" % (tp, pk["hour"], pk["picks"], te))]


def fz_levo(b):
    r = b.rng
    inr = r.choice(["2.4", "2.9", "3.6"])
    return [("user", "%d床 左氧氟沙星+华法林，INR %s" % (r.randint(1, 40), inr)),
            ("assistant", "喹诺酮会增强华法林作用。INR %s，用药期间2–3天复查一次INR，必要时减华法林剂量，"
                          "停左氧后再复查。注意出血表现。" % inr)]


def fz_lzd(b):
    r = b.rng
    plt = r.randint(60, 120)
    return [("user", "%d床利奈唑胺第%d天，血小板%d" % (r.randint(1, 40), r.randint(9, 16), plt)),
            ("assistant", "利奈唑胺用过10–14天血小板下降很常见。%d已经明显下降，建议和医生讨论能否换药或缩短疗程，"
                          "每周至少查两次血常规。" % plt)]


def fz_disulfiram(b):
    r = b.rng
    return [("user", "%d床头孢哌酮舒巴坦，家属说想给他喝点酒暖身子……" % r.randint(1, 40)),
            ("assistant", "不行。头孢哌酮有双硫仑样反应的风险，用药期间和停药后至少一周内都不能饮酒，包括含酒精的药和食物。跟家属讲清楚。")]


def fz_durations(b):
    return [("user", "常见疗程给我个速查：社区获得性肺炎、下尿路感染、肾盂肾炎、蜂窝织炎"),
            ("assistant", "参考：社区获得性肺炎一般5–7天（临床稳定后评估）；女性单纯下尿路感染3–5天；肾盂肾炎7–14天"
                          "（视药物）；蜂窝织炎5–7天，第5天评估。以本院指南为准。")]


def fz_esbl(b):
    r = b.rng
    return [("user", "%d床尿培养大肠埃希菌ESBL阳性，对呋喃妥因、磷霉素、美罗培南、阿米卡星敏感，患者一般情况好，单纯膀胱炎" % r.randint(1, 40)),
            ("assistant", "单纯膀胱炎、情况好：首选口服呋喃妥因，或者磷霉素氨丁三醇3g。美罗培南留给上尿路或全身感染。记得在病历里标注ESBL。")]


def fz_consult(b):
    return [("user", "特殊使用级会诊流程再给我捋一遍，新来的医生老问"),
            ("assistant", "1. 主管医生提出会诊申请，写明病原学依据和用药理由；2. 由特殊使用级会诊专家（感染科/临床药师/微生物）会诊签字；"
                          "3. 医务科备案；4. 药房凭会诊单发药；5. 紧急情况可先用一剂，24小时内补齐手续。以本院制度为准。")]


def fz_ppsform(b):
    return [("user", "点患病率调查表要填哪些项"),
            ("assistant", "至少：科室、床号、年龄段、抗菌药物名称/剂量/途径、用药目的（治疗/预防）、感染部位、"
                          "有无病原学送检、是否记录指征和评估日期、是否符合指南。不要填姓名和住院号。")]


def fz_labels(b):
    return [("user", "标签纸订错了哈哈，订成57×32了，应该是76×51"),
            ("assistant", "问问配送公司没拆封能不能退；或者看看有没有小打印机用这个尺寸。"),
            ("user", "麻精柜那台可能用得上，我去看看"),
            ("assistant", "好主意。")]


def fz_gripper(b):
    return [("user", "厂家说机械手夹爪每周要清洁，我肯定记不住"),
            ("assistant", "放进发药机上药的检查表里，定成每周五下午的任务并签字，不靠某个人记。需要的话我帮你写这一条。")]


def fz_agenda(b):
    return [("user", "药事会议程怎么排？三个新药申请、缺货通报、抗菌药物报告、两个指南"),
            ("assistant", "建议：1）上次纪要和待办；2）缺货通报（短、时效强）；3）新药申请；4）指南审议；5）抗菌药物报告；6）其他。"
                          "最容易超时的放后面。")]


FILL_ZH = [fz_round, fz_round, fz_crcl, fz_printer, fz_robot, fz_stock, fz_rota, fz_mail, fz_ticket, fz_small,
           fz_small, fz_teach, fz_audit, fz_draft, fz_allergy, fz_cdiff, fz_mini, fz_mini, fz_ack, fz_ack, fz_sql,
           fz_aud, fz_sab, fz_wrap, fz_shortage, fz_robotstats, fz_round, fz_mini, fz_levo, fz_lzd, fz_disulfiram,
           fz_durations, fz_esbl, fz_consult, fz_ppsform, fz_labels, fz_gripper, fz_agenda]
LIMIT = {fe_round: 8, fz_round: 8, fe_mini: 8, fz_mini: 8, fe_small: len(EN_SMALL), fz_small: len(ZH_SMALL),
         fe_ack: 5, fz_ack: 5, fe_printer: 3, fz_printer: 3, fe_robot: 3, fz_robot: 3, fe_allergy: 4, fz_allergy: 4,
         fe_robotstats: 2, fz_robotstats: 2, fe_linezolid: 2, fz_levo: 2, fz_lzd: 2, fz_disulfiram: 1, fe_esbl: 2,
         fz_esbl: 2, fe_opat: 2, fe_shortage: 3, fz_shortage: 3, fe_gent: 3, fe_vanc: 3}
for _fn in [fe_teach, fe_cdiff, fe_sql, fe_aware, fe_wrap, fe_draft, fe_sab, fe_durations, fe_ppsform, fe_labels,
            fe_gripper, fe_dtcagenda, fz_teach, fz_cdiff, fz_sql, fz_aud, fz_wrap, fz_draft, fz_sab, fz_durations,
            fz_consult, fz_ppsform, fz_labels, fz_gripper, fz_agenda]:
    LIMIT[_fn] = 1


def make_rows(conv):
    facts, seq, expect = conv.build()
    rows = []
    t = datetime(2027, 1, 18, 7, 41, 0)
    n = call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 22))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_cv%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cv%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cv%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cv%d" % n, "createdAt": ts,
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
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2027-01-28T12:00:00Z")
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

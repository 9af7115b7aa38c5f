#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Held-out retention set "cd": a bulk carrier's chief engineer and his assistant.

The chief writes over a slow satellite link: batched numbered items, engine-log and
sounding pastes, forwarded superintendent/agent emails, terse one-liners and voice-dictated
run-ons; the assistant answers at length and looks things up through tools (PMS, purchase
system, certificate register, inbox, weather routing, a shell on the onboard Linux box).
The last seed's conversation is in Simplified Chinese.

usage: gen.py OKBOT_BINARY WORKDIR [SEED ...]     (seeds default to 1 2 3 4 5)
env:   PER_KIND (facts per kind, default 10), SUMMARY_MAX (default 2000)
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import datetime, timedelta


class EN:
    # -*- coding: utf-8 -*-
    """English material for held-out set "cd" (chief engineer on a bulk carrier)."""
    
    SHIPS = ["MV Aegean Fortune", "MV Cape Orion", "MV Nordic Harvest", "MV Sea Pioneer", "MV Kalliopi B"]
    
    NAMES = [
        ("Gareth Pryce", "g.pryce"), ("Nikos Vlachos", "n.vlachos"), ("Mariana Duarte", "m.duarte"),
        ("Rajesh Menon", "r.menon"), ("Tomasz Wierzbicki", "t.wierzbicki"), ("Ingrid Solberg", "i.solberg"),
        ("Femi Adeyemi", "f.adeyemi"), ("Carlos Bettencourt", "c.bettencourt"), ("Hiroshi Tanabe", "h.tanabe"),
        ("Olena Kovalenko", "o.kovalenko"), ("Darius Kaveh", "d.kaveh"), ("Sven Lindqvist", "s.lindqvist"),
        ("Priya Raghavan", "p.raghavan"), ("Andrei Popescu", "a.popescu"), ("Kwame Boateng", "k.boateng"),
        ("Lucia Ferraro", "l.ferraro"), ("Dmitri Sokolov", "d.sokolov"), ("Aisha Rahman", "a.rahman"),
        ("Pieter van Dijk", "p.vandijk"), ("Eun-ji Park", "e.park"), ("Marco Santangelo", "m.santangelo"),
        ("Fiona McAllister", "f.mcallister"), ("Bongani Dlamini", "b.dlamini"), ("Ricardo Almeida", "r.almeida"),
        ("Yusuf Demir", "y.demir"), ("Helga Brandt", "h.brandt"), ("Stavros Petridis", "s.petridis"),
        ("Anneke Visser", "a.visser"),
    ]
    
    # role phrase, signature title, mail domain, inbox subject, inbox snippet
    ROLES = [
        ("technical superintendent", "Technical Superintendent", "hellasbulk.gr",
         "RE: ME cyl 4 - exhaust valve", "Chief, please send the last two weeks of exhaust temps before we decide anything."),
        ("agent in Santos", "Port Agent - Santos", "atlanticagency.com.br",
         "Pre-arrival info / Santos", "Please find attached the pre-arrival forms. Berth prospects to follow."),
        ("class surveyor for the annual", "Surveyor, Machinery", "classreg.org",
         "Annual survey - planning", "Kindly confirm which items will be presented and that the records are on board."),
        ("flag-state inspector", "Flag State Inspector", "maritime-reg.pa",
         "Inspection notice", "Please have the oil record book and the IOPP supplement ready for review."),
        ("MAN service engineer", "Service Engineer, Two-Stroke", "es-service.com",
         "Service attendance", "Please confirm the tools on board and the crane availability in the ER."),
        ("purchasing officer in Piraeus", "Purchasing Dept.", "hellasbulk.gr",
         "Requisitions pending", "Several requisitions are missing part numbers, please revert."),
        ("ship chandler in Singapore", "Sales, Marine Supplies", "lionmarine.sg",
         "Quotation", "Thank you for your enquiry, our best offer is attached."),
        ("crewing manager", "Crewing Manager", "hellasbulk.gr",
         "Crew change plan", "Tentative plan attached, visas still being checked."),
        ("bunker surveyor", "Bunker Surveyor", "fuelsurvey.com",
         "Bunker survey appointment", "I will attend on arrival of the barge, please have the soundings ready."),
        ("new 2/E joining in Singapore", "Second Engineer", "hellasbulk.gr",
         "Joining", "Dear Chief, looking forward to joining, could you tell me the overtime arrangement?"),
        ("electrician joining in Durban", "ETO", "hellasbulk.gr",
         "Joining the vessel", "Hello Chief, any tools I should bring myself?"),
        ("P&I correspondent in Durban", "P&I Correspondent", "capepandi.co.za",
         "Notification", "We have been appointed by the Club and remain at your disposal."),
        ("purifier service tech", "Field Service Engineer, Separators", "sepservice.com",
         "Separator attendance", "Please have both bowls opened and the spare kits on the workbench."),
        ("charterers' port captain", "Port Captain", "oceancharter.com",
         "Charterers' instructions", "Please confirm bunker ROB on arrival and the daily consumption."),
        ("BWTS service engineer", "Service Engineer, BWTS", "uvxmarine.com",
         "BWTS service", "Please record the lamp hours and the last cleaning date."),
        ("agent in Durban", "Port Agent - Durban", "zulumarine.co.za",
         "Durban call", "Launch boat and fresh water arrangements per attached."),
        ("DPA in the office", "Designated Person Ashore", "hellasbulk.gr",
         "SMS reminder", "Please ensure all permits are filed with the monthly reports."),
    ]
    
    NAME_TPL = [
        "new {role} is {n}. office didn't bother telling me, found out from the crew list",
        "{n} is the {role} - pls keep that in your notes, I'll forget",
        "Had a call with {n} ({role}) over the FBB, line dropped three times but the gist is they'll come on board",
        "the {role} this time is {n}, not the guy from last year",
        "if anything comes from {n}, that's the {role}, treat it as priority",
        "Add to contacts: {n} - {role}.",
        "spoke with {n}, {role}, seems to know the job for once",
        "ok so the {role} um is {n} i think yeah thats the name on the email",
        "Forgot to say, {role}: {n}. Met on the gangway last port, signed the papers with me.",
    ]
    
    # (command, purpose, ask, output, done)
    COMMANDS = [
        ("systemctl restart engmon.service", "to restart the monitoring service",
         "engmon dashboard frozen again, all values grey. can you kick it?",
         "(no output, exit status 0)",
         "Restarted the monitoring service, values are updating again. If it greys out again within a day it's more likely the database than the service."),
        ("journalctl -u ecdis-sync --since today", "to see why the chart sync failed",
         "ECDIS says chart update failed overnight. why this time?",
         "engmon01 ecdis-sync[2231]: connecting to update server\nengmon01 ecdis-sync[2231]: ERROR transfer aborted, link timeout after 600s\nengmon01 ecdis-sync[2231]: retry scheduled in 6h",
         "The sync died on a link timeout, nothing wrong with the ECDIS itself. It will retry on its own; if the VSAT is weak tonight it may be worth forcing it in the morning when the link is better."),
        ("df -h /var/lib/engmon", "to check if the trend disk is full",
         "engmon says 'storage warning'. is the disk full or is it lying",
         "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda3        59G   57G  2.1G  97% /var/lib/engmon",
         "It's not lying - the trend partition is almost full. I'd archive the old trend files to the USB drive before it stops recording."),
        ("tail -n 200 /var/log/engmon/alarms.log", "to see the last alarms",
         "what alarms did the box log during the blackout? 3/E can't remember the order",
         "ALM AE2 LO PRESS LOW\nALM MSB PREF TRIP NON-ESS\nALM AE1 START FAIL\nALM BLACKOUT\nALM EMCY GEN RUNNING\nACK ALL",
         "Sequence from the log: AE2 lube oil pressure went low first, preference trip shed the non-essentials, AE1 failed to start, then the blackout and the emergency generator came on. So the root is AE2, not the switchboard."),
        ("sudo docker restart dash-web", "to bring the web dashboard back",
         "web dashboard shows 502 bad gateway. 2/E swears he touched nothing",
         "dash-web",
         "The dashboard container is restarted and answering again. A 502 like that usually means the web container died while the backend was fine."),
        ("chronyc sources -v", "to check the clock sync",
         "engmon clock is 4 minutes off the bridge clock. which one is wrong",
         "MS Name/IP address         Stratum Poll Reach LastRx Last sample\n^? gps-ntp.local                0   6     0     -     +0ns[   +0ns] +/-    0ns",
         "The box can't reach its time source at all - the GPS NTP shows unreachable. So it's the engmon clock that drifted; the bridge is right."),
        ("nmcli con up fbb-backup", "to switch to the FleetBroadband backup link",
         "VSAT dead since the squall. can you get the box on the backup link so the reports go?",
         "Connection successfully activated (D-Bus active path: /org/freedesktop/NetworkManager/ActiveConnection/7)",
         "The box is on the FleetBroadband backup now. It's slow and paid per MB, so I'd hold the big trend uploads until the VSAT is back."),
        ("rsync -avz /data/trend/ office@vsat-gw:/ship/trend/", "to push the trend files to the office",
         "office wants the ME trend files for the super. can you send them from the box?",
         "sending incremental file list\ntrend/me_exh.csv\ntrend/me_scav.csv\ntrend/tc_rpm.csv\n\ntotal size is large  speedup is 1.02",
         "Trend files are uploaded to the office share. You may want to tell the super they're there, he never checks the share on his own."),
        ("sqlite3 /opt/engmon/trend.db 'PRAGMA integrity_check;'", "to check the trend database",
         "after the blackout the trends have gaps. is the database broken?",
         "*** in database main ***\nPage 48812: btreeInitPage() returns error code 11\nrow 4471 missing from index idx_ts",
         "Yes, the trend database took damage in the blackout - the integrity check shows a broken page and a missing index row. Recording still works, but I'd plan a rebuild from the last export."),
        ("sudo apt-mark hold ecdis-core", "to stop the ECDIS package updating by itself",
         "the ECDIS updated itself again in the middle of the watch. can we stop that?",
         "ecdis-core set on hold.",
         "Done, the ECDIS package is held and won't update by itself any more. Updates now only happen when someone releases the hold on purpose."),
        ("ss -tlnp | grep LISTEN", "to see what's listening on the box",
         "IT asks what services run on the engmon box. can you list them",
         "LISTEN 0 128 0.0.0.0:22 0.0.0.0:* users:((\"sshd\",pid=611))\nLISTEN 0 511 127.0.0.1:631 0.0.0.0:* users:((\"cupsd\",pid=702))",
         "Only ssh and the printing service are listening right now; the web services are down or bound elsewhere. I'd send that to IT as it is."),
        ("sudo mount -o ro /dev/sdb1 /mnt/usb", "to read the chart USB stick",
         "the chart correction USB from the agent - can the box see it?",
         "(no output, exit status 0)",
         "The stick is mounted read-only, so nothing on it can be changed by the box. The files are visible now."),
        ("crontab -l -u engmon", "to see the scheduled jobs",
         "something runs on the box every night and slows everything. what is it",
         "0 */6 * * * /opt/engmon/bin/export.sh\n30 2 * * * /opt/engmon/bin/vacuum.sh",
         "Two scheduled jobs: an export every six hours and a database clean-up at night. The night clean-up is what slows the screens."),
        ("sudo timedatectl set-ntp true", "to put the clock back on automatic sync",
         "the box clock is still wrong after the reboot. fix it pls",
         "(no output, exit status 0)",
         "Automatic time sync is switched back on. It should pull the right time within a few minutes once it can see the time source."),
        ("ping -c 4 192.168.10.1", "to check the VSAT modem is alive",
         "is the VSAT modem even alive? lights are blinking funny",
         "4 packets transmitted, 4 received, 0% packet loss\nrtt min/avg/max/mdev = 0.412/0.530/0.701/0.101 ms",
         "The modem answers fine on the ship network, so the box-to-modem part is healthy. If the link is still down, it's the satellite side, not our cabling."),
        ("free -m && uptime", "to see memory and load",
         "box is slow as hell today. memory?",
         "       total   used   free\nMem:    7821   7544    277\n load average: 6.12, 5.88, 5.40",
         "Memory is nearly all used and the load is high for that machine. Something is hogging it - most likely the logger that grows during long passages."),
        ("sudo systemctl stop bwts-logger", "to stop the BWTS logger hogging the CPU",
         "the BWTS logger is eating the box again, stop it until we ballast",
         "(no output, exit status 0)",
         "The BWTS logger is stopped. Remember it has to be running again before the next ballast operation, otherwise the record book has a gap."),
        ("du -sh /var/log/* | sort -h", "to find what's eating the log partition",
         "log partition full warning. what's big in there?",
         "4.0K /var/log/faillog\n12M /var/log/apt\n1.9G /var/log/journal\n6.7G /var/log/engmon",
         "The engine monitoring logs are the big one, with the system journal second. Compressing or archiving the old engmon logs would clear most of it."),
    ]
    
    COMMAND_TPL = [
        "2/E ran `{c}` {purpose} and it worked, writing it here so I don't lose it",
        "note to self: {c} - {purpose}",
        "office IT says next time just do {c} {purpose}",
        "typed {c} like the IT guy said, screen went black for a minute then ok",
        "For the handover file: `{c}` is what we use {purpose}.",
        "the electrician keeps using {c} {purpose}. fine or is he going to break something",
        "{c}  <- that one, {purpose}. put it in the ECR binder",
        "so the way to do it is {c} right, {purpose}, the 3/E showed me last night",
    ]
    
    COMMAND_ASK = [
        "how do I {p2} on the engmon box? I always forget",
        "remind me the command {purpose}, the 3/E is asking",
        "what do I type {purpose}? the IT manual is 200 pages",
    ]
    COMMAND_ANSWER = [
        "From the ECR terminal, logged in as the engine user:\n\n    {c}\n\nThat's safe to run underway. If it asks for a password it's the same one as the engmon login. Don't run it from the bridge PC, that one isn't set up for it.",
        "The one you want is:\n\n    {c}\n\nIt doesn't change anything it shouldn't, so the 3/E can use it too. Write it on the card taped to the ECR screen so nobody has to ask next time.",
        "Use this:\n\n    {c}\n\nIf it prints an error about permissions, you're not on the engine account - switch user first. Otherwise it's harmless.",
    ]
    
    # id types: label, pattern, things, tool
    PMS_THINGS = ["ME cyl 4 exhaust valve overhaul", "AE2 fuel injector pressure test", "No.1 FO purifier bowl cleaning",
                  "aux boiler burner inspection", "OWS 15ppm alarm calibration", "BWTS UV lamp replacement",
                  "steering gear oil analysis", "ME turbocharger water wash", "main air compressor valve overhaul",
                  "emergency fire pump test", "ME fuel pump cyl 2 renewal", "sewage plant blower service"]
    PMS_EQ = ["ME", "AE2", "PUR", "BLR", "OWS", "BWT", "STG", "TC", "AC", "FFP", "ME", "STP"]
    SPARE_THINGS = ["spare piston rings", "purifier bowl gaskets", "o-rings for the FO filters", "a new megger",
                    "crankcase door seals", "UV lamps for the BWTS", "two drums of cylinder oil", "a starting air valve",
                    "injector nozzles for AE2", "a new LO transfer pump"]
    SERVICE_THINGS = ["the launch boat in Durban", "the MAN engineer's attendance", "sludge disposal in Singapore",
                      "the purifier service visit", "the fresh water delivery", "the crane hose renewal"]
    PART_THINGS = ["the fuel valve nozzle", "the TC bearing kit", "the purifier ring channel", "the booster pump seal kit",
                   "the exhaust valve spindle", "the starting air distributor gasket"]
    SURVEY_THINGS = ["the annual machinery survey", "the tailshaft survey", "the boiler survey", "the intermediate survey",
                     "the CSM items for this year"]
    CERT_THINGS = [("the IOPP certificate", "IOPP"), ("the IAPP certificate", "IAPP"), ("the BWM certificate", "BWM"),
                   ("the EIAPP for AE3", "EIAPP"), ("the sewage certificate", "ISPP")]
    BUNKER_THINGS = ["the Singapore stem", "the last VLSFO delivery", "the MGO top-up in Durban"]
    
    ID_TPL = [
        "{thing} - {label} {id}. still open.",
        "raised {label} {id} for {thing}",
        "{label} for {thing} is {id}, pls quote it when you write to the office",
        "office wants the {label} on everything: {thing} = {id}",
        "{id} ({thing}) - closed it today finally",
        "pls chase {label} {id}, {thing}, nothing heard for a week",
        "the {label} number they gave me for {thing} is {id}",
        "{thing} done, signed off under {id}",
        "log this: {id}, {thing}",
    ]
    
    PORT_SVCS = [("the engmon dashboard", "engmon-web"), ("Grafana", "grafana"), ("node-red", "node-red"),
                 ("the BWTS web page", "bwts-ui"), ("the modbus gateway", "mbgw"), ("ssh on the engmon box", "sshd"),
                 ("InfluxDB", "influxd"), ("the VSAT admin page", "lighttpd"), ("the fuel flowmeter web UI", "flowmon"),
                 ("the tank sounding page", "tankweb"), ("the alarm printer server", "ipp-proxy")]
    PORT_NUMS = [8443, 9443, 5601, 18080, 7443, 10514, 8125, 3001, 4711, 6443, 9101, 8765, 2222, 8086, 1880,
                 5020, 8081, 9090, 7070, 8888, 4443, 10443, 5050, 6060, 9201, 7801, 3380, 8181]
    PORT_TPL = [
        "{svc} is on port {p} now, IT moved it",
        "http://192.168.10.20:{p} for {svc}, bookmark it",
        "remember {svc} = {p}. the old port is blocked by the firewall",
        "3/E can't open {svc}. told him it's :{p} not the default",
        "changed {svc} to {p} because something else was sitting on the old one",
        "{p} is {svc}. don't ask me why",
        "{svc} listens on {p} - electrician confirmed with his laptop",
        "IT email says {svc} moves to port {p} after the update",
    ]
    
    # product, cli, output template
    VERSION_PRODS = [
        ("the engine monitoring software", "engmon --version", "engmon {v} (linux-x86_64)"),
        ("the ECDIS software", "cat /opt/ecdis/VERSION", "ECDIS-CORE {v}"),
        ("Grafana", "grafana-server -v", "Version {v} (commit: 4f1d2c9)"),
        ("the BWTS controller", "bwtsctl info", "Model: UVX-500\nController FW: {v}\nLamp hours: 3120"),
        ("the VSAT modem firmware", "curl -s http://192.168.10.1/api/status", "{\"model\":\"X7\",\"fw\":\"{v}\",\"snr\":8.4}"),
        ("the purifier controller", "epcctl --ver", "EPC-60 software {v}"),
        ("the AMS alarm software", "amsinfo -s", "AMS runtime {v}\nnodes online: 14/14"),
        ("node-red", "npm ls -g node-red", "/usr/lib\n`-- node-red@{v}"),
        ("the fuel flowmeter software", "flowmon --version", "flowmon {v}"),
        ("the tank sounding system", "tankweb -V", "tankweb {v} (c) Marine Gauging"),
    ]
    VERSION_TPL = [
        "{prod} is on {v} after the update the tech did in Rotterdam",
        "checked - {prod} version {v}",
        "office asks which version of {prod} we run. it's {v}",
        "{prod} {v} - maker bulletin says that one has the alarm bug",
        "updated {prod} to {v} last night, fingers crossed",
        "the about screen says {v} for {prod}",
        "we're still on {v} for {prod}, never got the USB with the new one",
        "note: {prod} = {v}",
    ]
    
    MONEY_THINGS = ["the launch boat in Santos", "a new LO transfer pump", "the MAN service engineer's day rate",
                    "the piston ring set", "the purifier overhaul kit", "two drums of system oil",
                    "the crane hydraulic hoses", "garbage disposal in Singapore", "fresh water in Durban",
                    "the BWTS service visit", "sludge disposal", "the new megger", "overtime for the riding fitters",
                    "the hull paint touch-up", "the air freight of the purifier parts"]
    MONEY_TPL = [
        "quote for {thing} came in at {m}. robbery",
        "{thing}: {m}, office approved",
        "agent wants {m} for {thing}, is that normal??",
        "paid {m} for {thing} in cash from the master's safe, receipt in the file",
        "{m} for {thing}. I said no, they came back with the same number",
        "final price {thing} = {m} incl. delivery",
        "the super ok'd {m} for {thing}, not a cent more",
        "so {thing} is going to be like {m} all in yeah",
        "{thing} invoice came, {m}",
    ]
    
    DATE_EVENTS = ["ETA Santos pilot station", "the annual class survey", "the IOPP renewal deadline",
                   "the spares delivery in Singapore", "crew change in Durban", "the superintendent's visit",
                   "the BWTS service attendance", "bunkering at Fujairah", "the drydock slot in Zhoushan",
                   "the PSC window in Qingdao", "the MAN engineer's attendance", "the lifeboat engine service"]
    DATE_TPL = [
        "{event} is {d}, if the weather holds",
        "office says {event} on {d}",
        "{d} - {event}. put it in the calendar",
        "don't let me forget {event}, {d}",
        "moved again: {event} now {d}",
        "{event}: {d} at the latest",
        "latest from the agent, {event} {d}",
        "so {event} is {d} yeah and then we'll see",
    ]
    PORTS_AHEAD = ["Santos", "Durban", "Singapore", "Qingdao", "Fujairah", "Zhoushan"]
    
    DECISIONS = [
        ("overhaul the No.2 purifier ourselves", "the Alfa tech can't board before Durban"),
        ("bunker only at Singapore", "the Fujairah supplier failed the last two sample tests"),
        ("keep AE3 on standby instead of running three gensets", "the load never goes above 900 kW on this leg"),
        ("order the genuine MAN piston rings", "the pattern rings wore out in 4000 hours last time"),
        ("postpone the boiler survey to the drydock", "the accommodation needs steam all through the winter passage"),
        ("raise the FO separator temperature to 98 degrees", "the new VLSFO is thicker than the BDN says"),
        ("skip the TC water wash this week", "the weather is too heavy to reduce load safely"),
        ("do the scavenge inspection at anchorage", "the pilot boarding window in Santos is too tight"),
        ("replace all four UV lamps at once", "the spare lamps are from the same batch anyway"),
        ("send the electrician on the high-voltage refresher", "his certificate runs out before the next crew change"),
        ("run the OWS only in daylight", "the 15ppm monitor gives false readings when the ER gets cold at night"),
        ("move the engmon box onto the UPS", "two blackouts in a week already corrupted the trend database"),
        ("use our own welder for the handrail repair", "the shore contractor quoted three days just for the paperwork"),
        ("land the old crane hoses in Singapore", "the garbage fee there is the cheapest on this route"),
    ]
    DECISION_TPL = [
        "ok decided: we {c}. reason is simple, {r}.",
        "Going to {c} because {r}.",
        "talked it over with the 2/E - we'll {c}, mainly since {r}",
        "Final on that one: we {c}, as {r}, so no point waiting.",
        "I'll {c}; honestly {r}.",
        "Decision for the log: {c} (because {r}).",
        "we {c}, full stop - {r} and I'm not arguing with the office again",
        "so yeah we're gonna {c} cause {r} basically",
        "Let's {c}. The reason: {r}.",
    ]
    
    CONSTRAINTS = [
        ("no oily water discharge", "within 12 nm of land"),
        ("no hot work", "without a signed permit from the Master"),
        ("don't start bunkering", "until the MARPOL sample is sealed and signed"),
        ("nobody enters the scavenge space", "unless the turning gear is engaged and the start air blocked"),
        ("never burn VLSFO", "inside the North Sea ECA"),
        ("no ECDIS updates", "during the Malacca Strait transit"),
        ("no requisitions above budget", "without the superintendent's written OK"),
        ("keep the incinerator off", "while we're alongside"),
        ("don't pump the sludge tank", "anywhere except to a shore reception facility"),
        ("don't open the crankcase doors", "earlier than 20 minutes after stopping the engine"),
        ("the ER is never left unmanned", "as long as UMS is suspended"),
        ("don't restart the engmon box", "while the ship is manoeuvring"),
        ("no visitors in the ECR", "during bunkering operations"),
        ("don't give out the dashboard password", "to anyone outside the engine department"),
    ]
    CONSTRAINT_TPL = [
        "Standing order: {w} {s}.",
        "for the new 3/E - {w} {s}. put it on the board in the ECR",
        "same as always, {w} {s}. MARPOL is not a suggestion",
        "add to handover notes: {w} {s}",
        "And I mean it, {w} {s}. anyone who does it goes home at his own cost",
        "super confirmed in writing: {w} {s}",
        "just so it's on record - {w} {s}",
        "night order book: {w} {s}!!",
        "company rule, not mine: {w} {s}",
    ]
    
    QUESTIONS = [
        "the spare turbocharger cartridge for AE3", "the UT gauging report from the Zhoushan yard",
        "the warranty claim for the leaking booster pump", "the replacement ECR chair the office promised in August",
        "the calibration certificate for the oil mist detector", "the reimbursement for my medical in Manila",
        "the flag-state letter about the cadet's sea-time record", "the second batch of fuel pump plungers from Hamburg",
        "the lab results for the October lube oil samples", "the VSAT bandwidth upgrade the office promised",
        "the new governor actuator for the emergency generator", "the overtime sheets that went to crewing last month",
        "the insurance survey for the bent hold ladder", "the refund from the chandler for the missing paint",
    ]
    QUESTION_TPL = [
        "any news on {s}?",
        "what's happening with {s}? nobody tells me anything",
        "does the office know anything about {s}??",
        "still no idea about {s} - have you seen anything?",
        "has anyone replied about {s}? I asked twice",
        "whatever happened with {s}?",
        "remind me, did we ever get an answer on {s}?",
        "who's actually handling {s}? can't get a straight answer",
        "and {s} - any idea? third time I'm asking",
    ]
    
    ACK = {
        "name": ["Saved to your contacts with that role.", "Noted who that is - I'll treat them as the point of contact from now on.",
                 "Got it, contact list updated.", "Noted. I'll address any drafts accordingly."],
        "command": ["Added to the onboard IT notes.", "Good one to have written down - it's in the ECR cheat sheet now.",
                    "Noted. Only run it from the ECR terminal, not the bridge PC.", "Logged, together with what it's for."],
        "id": ["Reference logged; I'll quote it in the follow-ups.", "Noted against the job list.",
               "Got the number - it goes in the next status email.", "Logged. I'll chase it if nothing moves by the next window."],
        "port": ["Bookmark list updated.", "Noted the port; I'll tell the 3/E the same if he asks.",
                 "Got it. Worth a label on the ECR screen too.", "Noted - I'll use that address from now on."],
        "version": ["Version noted. I'll compare it with the maker's bulletins when the link allows.", "Logged in the software inventory.",
                    "Noted - useful for the cyber register the office keeps asking about.", "Got it; kept with the equipment list."],
        "money": ["Logged against the spares budget.", "Noted the figure - on the high side, I'd ask for a second quote if there's time.",
                  "Recorded in the cost sheet.", "Got it; it's in the running total for the month."],
        "date": ["In the calendar. I'll work the preparations back from it.", "Noted the date; I'll remind you a few days before.",
                 "Calendar updated.", "Got it. Tight but doable if the parts arrive on time."],
        "decision": ["Logged as decided, with your reasoning.", "Understood - makes sense given what you said.",
                     "Noted the decision and the why; useful if the office questions it later.", "Fine by me, recorded."],
        "constraint": ["Added to the standing orders list.", "Noted as a hard rule; it goes in the handover notes.",
                       "Understood. I'll flag it in anything I draft for the engineers.", "Recorded. I'd get each engineer to sign it on the board."],
        "question": ["Nothing on that in the inbox or the PMS yet - still open. I'd chase the office directly.",
                     "I don't have an answer on that; no reply has come in. Keeping it on the open list.",
                     "No information on that one so far. Want me to draft a chaser?",
                     "Still unknown on my side - nobody has replied about it."],
    }
    
    EXTRA = {
        "name": ["If you want, I can draft a short introduction email with the ship's contact details and the times you're usually reachable, so they don't call the bridge at 3 in the morning.",
                 "I'd also copy the office on the first exchange, so there's no confusion later about who agreed to what."],
        "command": ["One suggestion: keep a single text file on the box with these commands and a one-line explanation each. When the IT guy is unreachable for two weeks, that file is what saves the watch.",
                    "If the 3/E uses it, ask him to note the time he ran it in the ER log. Then when the office asks why the trend has a gap, you have the answer."],
        "id": ["I'd put the reference in the subject line of every email about it - the office filters by subject, and things without it tend to get lost between departments.",
               "For anything overdue in the PMS, a one-line reason in the remarks ('waiting for spares', 'weather') saves a lot of questions at the next audit."],
        "port": ["Worth writing the full address on a label next to the ECR screen. New joiners always try the default and then decide the system is broken.",
                 "If IT keeps moving things around, ask them for a one-page network sheet for the ER side. It helps for the cyber-security part of the audit too."],
        "version": ["For the cyber register the office wants the exact versions of everything connected to the network - this goes straight in there.",
                    "If the maker releases a fix, don't let anyone install it at sea without a rollback plan. Ashore or at anchor is the time for updates."],
        "money": ["For anything that size, a second quote is cheap insurance - even if you go with the first supplier, the office likes to see that you compared.",
                  "I'd keep the receipt scanned as well as the paper copy. Cash payments from the master's safe get questioned months later."],
        "date": ["Working back: spares list and tools ready a week before, permits and isolation plan two days before, and a short briefing with the engineers the evening before.",
                 "If that date moves again, the main risk is the spares - they're booked to the old port. Worth asking the agent to hold them rather than forward them."],
        "decision": ["That's a reasonable call. I'd write it in the engine log with the same reasoning, so if the office or class asks later there's a record made at the time. I can draft a two-line note to the superintendent so it's not a surprise in the monthly report.",
                     "Agreed, and the reasoning holds up. Tell the 2/E explicitly so the watchkeepers don't undo it on their own initiative - a line in the night order book is usually enough.",
                     "Understood. For the record I'd also note the alternatives you considered and why they didn't work; it makes the decision much easier to defend at the next vetting."],
        "constraint": ["I'd put it on the board in the ECR and get each engineer to initial it. Then nobody can say later they weren't told, and it shows well in an audit.",
                       "Worth repeating it at the toolbox meeting before any job where it applies - people remember a rule when they hear it next to the actual job.",
                       "Noted in the standing orders. If the office ever asks for an exception, I'd insist on getting it in writing first."],
        "question": ["If you like I can draft a short chaser: 'We refer to our earlier message and would appreciate an update at your earliest convenience.' Send it with the next batch.",
                     "I'll keep it on the open items list so it doesn't disappear. Often these only move when someone in the office gets copied."],
    }
    
    BATCH_HEAD = [
        "Batch from the 0-4 watch, link was down:", "Morning. Few things, numbered so you can answer by number:",
        "sorry long one - FBB was out since yesterday noon", "Items from today (8-12):",
        "Evening list before I go down for rounds", "ok quick list, sat window closes in 10 min",
        "Chief Eng. - daily items", "", "things from the day, in no particular order:",
    ]
    BATCH_SIGN = ["\n\nC/E", "\n\n-- Chief", "\n\nSent via FleetBroadband. Keep replies short, we pay per MB (joking, write what you want)", "", "", "\n\nrgds C/E"]
    BATCH_REPLY_HEAD = ["Thanks Chief. By number:", "Got the batch. Going through it:", "All received. Point by point:",
                        "Here we go:", "Thanks, noted all of it:"]
    BATCH_REPLY_TAIL = ["", "", "\n\nAnything you want drafted for the office, send it in the next window and I'll have it ready.",
                        "\n\nGet some sleep when you can - that's a lot for one watch.",
                        "\n\nI've updated the open items list with all of the above."]
    NUMBERING = ["{i}. ", "{i}) ", "#{i} ", "({i}) "]
    
    BATCH_FILLER = [
        ("ME running fine, load around {pct}%", "Good to hear the engine's behaving."),
        ("bilge well ER fwd high again, transferred to the bilge holding tank", "Worth finding where that water comes from - stern tube gland or a cooler, most likely."),
        ("3/E has a cold, I'm covering part of his watch", "Take care not to burn yourself out covering for him."),
        ("FWG making about {fw} t/day, enough", "Fine for now."),
        ("AE2 exhaust temps spread a bit, watching it", "Keep an eye on it; if the spread grows, the injectors are the first suspect."),
        ("crew BBQ on Sunday if the weather allows", "Sounds good, enjoy it."),
        ("cleaned the SW strainers, full of jellyfish", "That explains the cooler temperatures last night."),
        ("no alarms overnight for once", "A quiet night, rare."),
        ("purifier shot interval back to 2h", "Noted."),
        ("cook asks if we can fix the galley exhaust fan, I said after the survey", "Fair - after the survey."),
        ("fire drill done, ER team was slow with the BA sets", "Maybe a quick BA refresher for the ER team this week."),
    ]
    
    BATCH_Q_TAIL = []
    
    SINGLE_PRE = ["", "", "", "Chief here. ", "quick one: ", "(from the ECR) ", "re earlier - ", "btw ", "Also, "]
    SINGLE_POST = ["", "", "", " thx", "\n\nC/E", " - more later", ".", "\n\nsent from the ECR, excuse typos"]
    
    EMAIL_PRE = ["fwd from the super. read it and tell me what he actually wants",
                 "see below. typical.",
                 "FYI, from the office, no action yet",
                 "read this and draft a short reply pls",
                 "Forwarding. Answer by the next window if you can.",
                 "this came in overnight:"]
    EMAIL_SUBJ = ["Vessel matters", "Upcoming port call", "Various items", "Follow-up", "Urgent - please read",
                  "Planning", "Spares and services"]
    EMAIL_FILLER = ["We have informed the charterers accordingly.", "Please acknowledge receipt.",
                    "Kindly revert with your comments at the earliest.", "Thank you for your cooperation.",
                    "Should you have any questions, do not hesitate to contact us."]
    EMAIL_KIND_TPL = {
        "money": ["Please note the quotation for {thing} is {m}, valid for 30 days.",
                  "The cost for {thing} has been agreed at {m}.",
                  "For {thing} the supplier is asking {m}; we consider this acceptable."],
        "date": ["{event_cap} is now planned for {d}.", "Please plan for {event} on {d}.",
                 "We confirm {event} on {d}, subject to berth availability."],
        "id": ["Kindly quote our reference {id} ({thing}) in all correspondence.",
               "Regarding {thing}, our {label} is {id}.",
               "Please note {label} {id} has been issued for {thing}."],
        "constraint": ["As per company SMS, please remind all engineers: {w} {s}.",
                       "We remind you that {w} {s}; any deviation must be reported.",
                       "Company instruction, effective immediately: {w} {s}."],
    }
    EMAIL_REPLY = [
        "Short version: they want an acknowledgement and nothing else for now. Draft reply:\n\nDear Sir,\nWell received, thank you. We will arrange accordingly and revert if anything changes on board.\nBest regards,\nChief Engineer\n\nAll the points in it are logged on my side.",
        "What he actually wants: confirmation that you've read it and that the engine side will be ready. I'd reply briefly:\n\nDear Sir,\nNoted with thanks. Engine department will be prepared as requested. Any issue will be reported in the daily report.\nRegards,\nC/E\n\nI've put the dates and references from it into the calendar and the open items.",
        "Nothing in there needs action tonight. I've logged the references and figures. If you want to push back on anything, do it in the next reply, not later - once it's in the monthly report it's much harder to change.",
        "Draft reply:\n\nDear all,\nThank you for the information. Noted and will be complied with. We will keep you updated.\nBest regards,\nChief Engineer\n\nI kept it short on purpose; they don't read long ones anyway.",
    ]
    
    LOG_PRE = ["log extract from last night, tell me if anything looks off",
               "pasting the 4-8 log, 3/E typed it so forgive the formatting",
               "ER log, 0000-0400. the usual.",
               "this is from the engine logbook, copy for you"]
    LOG_REMARK = {
        "id": ["Remarks: {label} {id} opened - {thing}", "Remarks: {thing} carried out, ref {id}"],
        "version": ["Remarks: {prod} restarted, version shown {v}", "Remarks: {prod} after update: {v}"],
    }
    LOG_FILLER_REMARKS = ["Remarks: No.1 purifier desludged manually", "Remarks: bilges pumped to holding tank",
                          "Remarks: AE1 stopped, AE2 and AE3 in parallel", "Remarks: nil"]
    LOG_REPLY = [
        "Readings look steady across the watch: rpm and load consistent, scavenge pressure where it should be for that load, exhaust temperatures even. The remarks are logged. Nothing I'd act on tonight.",
        "Looks normal to me. Exhaust average moves with the load as expected and the fuel inlet temperature is stable, so the viscosity control is doing its job. Remarks noted.",
        "Nothing alarming. If anything, the turbocharger speed creeps up a little at the same load - worth comparing after the next water wash. The remarks are in the open items list.",
    ]
    
    TOOL_CHECK = ["Checking.", "One moment, looking it up.", "Let me check.", "Looking now."]
    
    PMS_ASK = ["what's overdue in the PMS? super will ask", "check the PMS for open jobs pls",
               "pull up the PMS, what's open", "PMS - anything due before the next port?"]
    PMS_AREAS = ["main engine", "purifiers", "aux engines", "boiler", "BWTS", "compressors", "deck machinery"]
    PMS_DONE = ["That's the list. The one that matters is the overdue job at the top; the rest can wait for the next port.",
                "Here's what the PMS has. I'd get the overdue one closed before the super's next look, the others are within tolerance.",
                "Done. One open job needs attention; the others are routine and not yet due."]
    PURCH_ASK = ["what did purchasing do with the {what}? approved or not", "check the purchase system for the {what}",
                 "where are we with the {what} in the purchase system?"]
    PURCH_WHAT = ["spares order", "last requisition", "service invoices", "bunker paperwork", "chandler order"]
    PURCH_DONE = ["That's the current state in the purchase system. Approved items should ship with the next delivery.",
                  "Here it is. Nothing rejected, one item still waiting for the super's approval.",
                  "Found it - status as shown. I can chase the pending one if you want."]
    CERT_ASK = ["check the certificate register, what do we have for class and flag", "cert register - anything I need before the survey?",
                "what does the cert register say about surveys?"]
    CERT_DONE = ["That's the register extract. Nothing expired; keep the references handy for the surveyor.",
                 "Here's what's in the register. All valid on paper, the surveyor will still want the originals."]
    INBOX_ASK = ["anything in my inbox about {topic}?", "search my mail for {topic}", "did anyone write about {topic}?"]
    INBOX_TOPICS = ["the survey", "the port call", "spares", "crew change", "bunkers", "service attendance"]
    INBOX_DONE = ["Those are the relevant ones. Nothing that needs an answer before tomorrow.",
                  "Found these. I'd answer the first one today, the rest can wait.",
                  "That's what came in. I've flagged them in your inbox."]
    WEATHER_ASK = ["run the weather routing {a} to {b}, what ETA does it give", "weather routing pls, {a} - {b}",
                   "check the routing to {b}, captain wants an ETA from the engine side too"]
    WEATHER_DONE = ["That's the routing result. The heavy weather leg is where we'll lose time; plan any maintenance stops before it.",
                    "Here's the ETA from the routing. Speed assumption is the current one, so if you slow down for the TC wash it shifts.",
                    "Done. Worst weather is mid-passage; I'd not plan any engine work there."]
    SHELL_ASK_VER = ["what version is {prod} on? office wants it for the cyber register", "check the version of {prod} on the box",
                     "which {prod} version do we have? need it for the maker"]
    SHELL_DONE_VER = ["That's the installed version. I'll keep it in the software inventory.",
                      "Version as shown. I'd compare it with the maker's latest bulletin before anyone updates anything."]
    SHELL_ASK_PORT = ["which port is {svc} on? nobody knows", "the 3/E can't find {svc}. what port?",
                      "check what port {svc} listens on"]
    SHELL_DONE_PORT = ["That's the port it's listening on. Worth writing it on a label in the ECR.",
                       "There it is. If it still doesn't open from the ECR PC, it's the firewall, not the service."]
    
    ADVICE = [
        ("how do I stop the 3/E skipping soundings on the 12-4? third time this week",
         "A few things that usually work better than shouting:\n\n1. Make the soundings part of a signed checklist for the watch, with the time of each sounding. Skipping then means signing something false, which most people won't do.\n2. Check it yourself at random - once or twice a week at odd times. The point isn't to catch him, it's that he knows you look.\n3. Ask him why. Sometimes it's the sounding pipe caps seized or a tank that's awkward to reach; fix that and the problem goes away.\n4. If it continues, a written warning via the office. Soundings are exactly what comes up after a pollution incident, so it isn't a small thing.\n\nI'd start with a calm conversation and the checklist."),
        ("purifier keeps losing the water seal after bowl cleaning. ideas?",
         "Usual suspects, roughly in order of likelihood:\n\n1. Gravity disc too big for the fuel density after the last bunkering - check the density on the BDN against the disc chart.\n2. The main seal ring or the sliding bowl bottom seal was damaged or not seated properly during reassembly.\n3. Operating water pressure low or the solenoid valve sticking - check the pressure at the inlet during the seal water cycle.\n4. Seal water not enough volume - the timer setting may have been changed.\n5. Separating temperature too high, so the water seal evaporates partly.\n\nIf it started exactly after the cleaning, I'd open it again and look at the seal rings first."),
        ("PSC will come eventually in China. what do they usually pick on in the ER?",
         "Common engine-room findings in PSC inspections:\n\n- Oil record book entries not matching the soundings or the sludge/bilge tank capacities in the IOPP supplement.\n- OWS: 15ppm alarm not working, or signs of bypass pipes.\n- Emergency generator and emergency fire pump failing to start on the first try.\n- Quick-closing valves not operating, or wires tied up.\n- Oily bilges, leaking fuel pipes, insulation missing on hot surfaces.\n- Fire doors held open, self-closing devices removed.\n- Hours of rest records inconsistent with the engine log.\n\nA walk-through with the 2/E using this list a week before arrival is worth doing."),
        ("write me a short handover note template, I'm sick of the 2/E's novels",
         "Here's a one-page template:\n\nHANDOVER - ENGINE DEPT\nDate / watch:\nMachinery running:\nAbnormal conditions / alarms active:\nJobs in progress (who, what, isolation in place?):\nTanks: bilge / sludge / FO settling and service levels:\nBunker or transfer operations planned:\nStanding orders changed since last handover:\nSpares / PMS items due this week:\nSigned off by / taken over by:\n\nTell him each line gets one sentence, and anything longer goes in the log."),
        ("scavenge fire - remind me the signs, want to brief the juniors tomorrow",
         "Signs to brief:\n\n- Exhaust temperature rising on the affected unit, and often a drop in power on that cylinder.\n- Scavenge box temperature alarm.\n- Turbocharger surging.\n- Smoke or sparks from the scavenge drain.\n- Paint blistering on the scavenge trunk doors.\n\nImmediate actions: reduce speed, cut fuel to the affected unit if the engine allows, increase cylinder lube, keep the engine running slowly unless the fire spreads, and never open the scavenge doors until it's out and cooled. Use the fixed system only if it spreads. The juniors should also know how dirty drains and poor cylinder lubrication cause it in the first place."),
        ("ME cyl 3 exhaust temp 25 deg above the others since yesterday. what first?",
         "In order:\n\n1. Compare with the load and the other units at the same time - is it a steady offset or growing?\n2. Check the fuel pump index for that unit; if it's higher, the unit is taking more fuel.\n3. Injector: the most common cause. A dribbling or worn nozzle gives high exhaust temp. Swap or pressure-test it.\n4. Exhaust valve: leaking valve seats give higher temperatures and lower compression - take a pressure indicator reading if you can.\n5. Scavenge ports fouled for that unit.\n\nThe injector is the quickest to eliminate; I'd start there."),
        ("draft a polite but firm email to the office about spares that keep arriving damaged",
         "Draft:\n\nSubject: Spares received damaged - request for improved packing\n\nDear Sirs,\n\nOver the last deliveries several spare parts have arrived on board damaged, apparently due to insufficient packing and handling in transit. Photos of the latest cases are attached.\n\nDamaged spares cannot be used and have to be re-ordered, which costs time and money and leaves critical machinery without backup.\n\nWe kindly request that the forwarders be instructed to pack heavy and delicate items in wooden cases, and that a receipt check is done before the parts leave the warehouse.\n\nThank you for your support.\n\nBest regards,\nChief Engineer"),
        ("whats the sensible way to do the fuel changeover without tripping the booster pumps",
         "A gradual changeover avoids most trips:\n\n1. Start well ahead of the boundary - the changeover takes longer than people think, often a couple of hours.\n2. Reduce the fuel temperature gradually; don't let the temperature drop faster than about 2 degrees a minute, or the pumps can seize from thermal shock.\n3. Watch the viscosity at the engine inlet - too thin and the pumps lose capacity.\n4. Keep the fuel cooler or chiller ready if you go to distillate.\n5. Record the times, positions and tank volumes in the log at start and completion.\n\nIf a pump trips, it's usually the temperature gradient, not the fuel itself."),
        ("hours of rest records don't add up after the last port. how do I fix it without lying",
         "You don't fix the record, you fix the reason and record what happened:\n\n- Enter the real hours. If they are non-compliant, the system shows it - that's fine, as long as the exception is documented.\n- Add a note explaining why (port stay, breakdown, emergency) and what was done to compensate afterwards.\n- The master countersigns the exception.\n- Plan the next days so the engineers catch up on rest.\n\nAuditors find fake records far more easily than people think - the engine log and the alarm printer times give it away."),
        ("the electrician wants to put a USB fan on the engmon box lol. ok?",
         "Funny but no. Anything plugged into USB on that box is a cyber risk on paper and sometimes in practice, and the office's cyber procedure almost certainly says no unauthorised USB devices. If the box runs hot, the real fix is cleaning the dust filters and checking the cabinet fan. I'd ask the electrician to do that instead."),
        ("what should be in a bunker checklist for the engine side",
         "Engine-side bunker checklist:\n\n- Tanks nominated, soundings taken before, and ullage calculated with margin.\n- Overflow tank level checked and empty enough.\n- Scuppers plugged, drip trays empty, SOPEP equipment at the manifold.\n- Communication agreed with the barge: signals, pumping rate, emergency stop.\n- Manifold valves and pressure gauges checked, flange bolts all in place.\n- Sample point and drip sampler fitted at the ship's manifold.\n- Start slow, confirm flow to the right tank, then increase.\n- Frequent soundings as tanks approach the limit, topping off slowly.\n- Final soundings, temperature and density for the calculation; BDN checked before signing."),
        ("the OWS 15ppm alarm goes off with clean water. what could it be",
         "Usual causes:\n\n1. Dirty measuring cell - film on the glass gives high readings. Clean it with the cleaning brush and flush with fresh water.\n2. Air bubbles in the sample line.\n3. Detergents or rust particles in the bilge water - the monitor reads turbidity, not only oil.\n4. Calibration due - check the last calibration date.\n5. Sample flow too low.\n\nCleaning the cell fixes it nine times out of ten."),
        ("TC water wash - how often and wet or dry on this engine?",
         "Typically the turbine side gets a dry wash (nut shells or granules) frequently, every day or two on heavy fuel, and a wet wash less often at reduced load as per the maker's instruction. The compressor side gets a water wash every week or so. Check the maker's manual for your exact TC model - intervals and load limits differ. Keep a record of the exhaust temperatures and TC speed before and after, so you can see whether it actually helps."),
        ("crane hydraulic oil looks milky. worried.",
         "Milky means water. Likely sources: condensation in the tank (common in cold weather with big temperature swings), a leaking cooler if the crane has one, or water getting in through a damaged breather or seals during rain or washdown. Take a sample, let it settle - if water separates, drain it from the tank bottom. Change the oil if the water content is high, and replace the breather filter. Running a crane on wet oil damages the pumps quickly, so I'd keep it out of service until it's fixed."),
    ]
    
    SHORT_PAIRS = [
        ("ok", ["Ok.", "Noted."]), ("thx", ["You're welcome.", "Any time."]), ("noted", ["Good."]),
        ("brb - alarm", ["Sure, go.", "Ok, I'll be here."]),
        ("back. false alarm, sludge tank high level again", ["That level switch again - worth cleaning the float next time the tank is empty."]),
        ("on rounds, later", ["Ok, talk later."]), ("link is crap today", ["No rush, send when it's better."]),
        ("got it", ["Good."]), ("cheers", ["Any time, Chief."]), ("copy", ["Ok."]),
        ("ok send it", ["Done - it's in the outbox and goes with the next window."]), ("yes pls", ["Will do."]),
        ("not now, manoeuvring", ["Understood, later."]), ("ok thanks", ["You're welcome."]),
        ("hmm ok", ["Tell me if you want it done differently."]), ("sorry was in the ER", ["No problem."]),
        ("morning", ["Morning, Chief. Quiet on my side.", "Morning. Nothing new from the office overnight."]),
        ("long night", ["Sounds like it. Try to get a few hours before the next watch."]),
        ("ok will do", ["Good."]), ("thanks, that helps", ["Glad it does."]), ("no, leave it", ["Ok, leaving it as it is."]),
        ("perfect", ["Good."]), ("going to sleep. wake me if the office writes anything urgent", ["Will do. Sleep well."]),
        ("link back", ["Good - if anything is queued, send it now while it lasts."]),
        ("pilot on board, later", ["Ok, good luck with the manoeuvring."]),
        ("all fast. finally", ["Good. Get some rest before the port people start arriving."]),
    ]
    
    READINGS_PRE = ["noon figures, engine side", "readings for the record", "noon. numbers below",
                    "for the daily report pls format this"]
    READINGS_REPLY = [
        "Formatted for the daily report:\n\nEngine: steady running, load and rpm within the normal range for the passage.\nConsumption in line with the previous days.\nNo abnormal alarms.\n\nYou can paste that straight in.",
        "Numbers look consistent with yesterday. Nothing that stands out - the consumption per mile is where it should be for this speed.",
        "Logged. Slight increase in consumption compared to the previous noon, probably the weather. Keep an eye on it over the next two days.",
    ]
    SOUNDING_PRE = ["soundings this morning", "tank soundings, check my sums", "sounding table, 0800"]
    SOUNDING_REPLY = [
        "Your sums look right to me. Settling and service tanks are comfortable; the sludge tank is getting up there, worth planning a discharge at the next port with a reception facility.",
        "Checked - totals match. Fuel is fine for the passage with a reasonable margin. Bilge holding is filling faster than last week, which fits the leak you mentioned.",
    ]
    
    INTRO = ("Hi. Chief Eng. {ship} here. Office set this up for me. I'll write in batches, the link is slow and "
             "expensive, so sometimes long mails and sometimes nothing for a day.",
             "Hello Chief. Understood - send things whenever the link allows, in whatever shape they come. I'll keep "
             "track of names, references, dates and open items for you, draft emails when you need them, and I can look "
             "things up in the PMS, the purchase system, your inbox, the weather routing and the engmon box.")


class ZH:
    # -*- coding: utf-8 -*-
    """Chinese material for held-out set "cd" (老轨 on a bulk carrier)."""
    
    SHIPS = ["远泰号", "海顺8号", "明远海", "泰安海"]
    
    NAMES = [
        ("王建国", "wangjg"), ("李志强", "lizq"), ("张海涛", "zhanght"), ("刘德明", "liudm"), ("陈卫东", "chenwd"),
        ("赵永刚", "zhaoyg"), ("周国平", "zhougp"), ("孙立新", "sunlx"), ("吴振华", "wuzh"), ("黄晓峰", "huangxf"),
        ("郑宏伟", "zhenghw"), ("马俊杰", "majj"), ("胡文斌", "huwb"), ("林秋生", "linqs"), ("何建平", "hejp"),
        ("高志远", "gaozy"), ("罗明辉", "luomh"), ("梁海波", "lianghb"), ("唐立军", "tanglj"), ("许文涛", "xuwt"),
        ("冯晓东", "fengxd"), ("宋佳琪", "songjq"), ("谢雨婷", "xieyt"), ("韩冬梅", "handm"),
    ]
    
    # role, nickname pattern ({s} = surname), signature title, domain, inbox subject, inbox snippet
    ROLES = [
        ("机务", "老{s}", "机务主管", "hbship.cn", "回复：主机4缸排气阀", "老轨，先把最近两周的排温发过来再说。"),
        ("桑托斯的代理", "小{s}", "代理", "agency.com.br", "桑托斯到港资料", "到港表格见附件，泊位情况稍后通知。"),
        ("船级社验船师", "{s}工", "验船师", "classreg.org", "年度检验安排", "请确认届时提交检验的项目，相关记录在船上备好。"),
        ("海事局的", "{s}科长", "检查官", "msa-insp.cn", "检查通知", "请准备好油类记录簿和IOPP附件。"),
        ("主机厂家服务工程师", "{s}工", "服务工程师", "es-service.cn", "服务工程师登轮", "请确认船上工具和机舱行车能用。"),
        ("公司采购部", "{s}经理", "采购部", "hbship.cn", "申领单待补充", "有几张申领单没写件号，请补充。"),
        ("新加坡的供应商", "{s}总", "销售部", "lionmarine.sg", "报价", "感谢询价，最优报价见附件。"),
        ("人事部", "{s}主任", "船员部", "hbship.cn", "换班计划", "初步计划见附件，签证还在办。"),
        ("加油驳船的", "{s}船长", "驳船船长", "bunker-sg.com", "加油安排", "驳船到了以后我上来，请先把测深准备好。"),
        ("新来的大管轮", "老{s}", "大管轮", "hbship.cn", "上船", "老轨好，上船前想问一下加班费怎么算？"),
        ("德班上船的电机员", "小{s}", "电机员", "hbship.cn", "上船事宜", "老轨好，需要自己带什么工具吗？"),
        ("分油机厂家的", "{s}工", "服务工程师", "sepservice.cn", "分油机服务", "请提前把两台分离筒打开，备件放工作台上。"),
        ("租家的港口船长", "{s}船长", "Port Captain", "oceancharter.com", "租家指示", "请确认抵港存油和日耗。"),
        ("德班的代理", "小{s}", "代理", "zulumarine.co.za", "德班靠港", "交通艇和淡水安排见附件。"),
        ("公司财务", "{s}会计", "财务部", "hbship.cn", "备用金", "上个月的备用金单据请随月报寄回。"),
        ("安监部的", "{s}主管", "安监部", "hbship.cn", "体系提醒", "请把所有作业许可随月报一起交。"),
    ]
    
    NAME_TPL = [
        "{role}换人了，新来的叫{n}，以后有事找{nick}。",
        "{n}是这次的{role}，你记一下，我老是记不住名字",
        "刚才{role}{n}打卫星电话过来，信号太差断了三次，大概意思是要上船",
        "加个联系人：{n}，{role}，大家都叫{nick}",
        "这次{role}是{n}，不是去年那个了",
        "那个嗯{role}叫什么来着，哦对{n}，{nick}，他说到时候上船看看",
        "{nick}（{n}，{role}）让所有东西一封邮件发过去，别分好几封",
    ]
    
    # command, purpose, ask, output, done   (commands/outputs are language neutral)
    COMMANDS = [
        ("systemctl restart engmon.service", "来重启监控服务",
         "监控画面又卡死了，数值全是灰的，你帮我弄一下", "(no output, exit status 0)",
         "监控服务重启好了，数值又开始刷新了。如果一天之内又变灰，多半是数据库的问题，不是服务本身。"),
        ("journalctl -u ecdis-sync --since today", "查海图同步为什么失败",
         "ECDIS说昨晚海图更新又失败了，这次又是为啥", "engmon01 ecdis-sync[2231]: connecting to update server\nengmon01 ecdis-sync[2231]: ERROR transfer aborted, link timeout after 600s\nengmon01 ecdis-sync[2231]: retry scheduled in 6h",
         "是卫星链路超时断掉的，ECDIS本身没问题。它会自己重试；今晚信号差的话，明早信号好的时候再手动同步一次。"),
        ("df -h /var/lib/engmon", "看趋势数据盘满了没有",
         "监控报存储警告，盘真的满了还是瞎报", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda3        59G   57G  2.1G  97% /var/lib/engmon",
         "不是瞎报，趋势数据分区差不多满了。建议先把旧的趋势文件拷到U盘上，不然过几天就停止记录了。"),
        ("tail -n 200 /var/log/engmon/alarms.log", "看最近的报警",
         "失电那会儿监控记了哪些报警？三管轮记不清先后了", "ALM AE2 LO PRESS LOW\nALM MSB PREF TRIP NON-ESS\nALM AE1 START FAIL\nALM BLACKOUT\nALM EMCY GEN RUNNING\nACK ALL",
         "从记录看顺序是：先是2号副机滑油压力低，优先脱扣甩掉了次要负载，1号副机起动失败，然后全船失电，应急发电机起来。根子在2号副机，不是配电板。"),
        ("sudo docker restart dash-web", "把网页仪表盘弄回来",
         "网页仪表盘显示502，大管轮说他什么都没动", "dash-web",
         "仪表盘的容器重启了，现在能打开了。这种502一般是网页那部分挂了，后台数据其实没问题。"),
        ("chronyc sources -v", "查时钟同步",
         "监控电脑的时间比驾驶台慢了4分钟，到底谁不准", "MS Name/IP address         Stratum Poll Reach LastRx Last sample\n^? gps-ntp.local                0   6     0     -     +0ns[   +0ns] +/-    0ns",
         "监控电脑根本连不上时间源，GPS那个NTP显示不可达。所以是监控电脑的钟跑偏了，驾驶台的是对的。"),
        ("nmcli con up fbb-backup", "切到FBB备用线路",
         "VSAT从那阵飑过去以后就断了，能不能把监控电脑切到备用线路，报表要发", "Connection successfully activated (D-Bus active path: /org/freedesktop/NetworkManager/ActiveConnection/7)",
         "已经切到FBB备用线路了。这条线慢，而且按流量收费，大的趋势文件等VSAT恢复了再传。"),
        ("rsync -avz /data/trend/ office@vsat-gw:/ship/trend/", "把趋势文件传给公司",
         "公司要主机的趋势文件给机务看，能从电脑上直接发吗", "sending incremental file list\ntrend/me_exh.csv\ntrend/me_scav.csv\ntrend/tc_rpm.csv\n\ntotal size is large  speedup is 1.02",
         "趋势文件已经传到公司的共享目录了。最好跟机务说一声，他自己从来不去看共享目录。"),
        ("sqlite3 /opt/engmon/trend.db 'PRAGMA integrity_check;'", "检查趋势数据库",
         "失电以后趋势图断断续续的，数据库是不是坏了", "*** in database main ***\nPage 48812: btreeInitPage() returns error code 11\nrow 4471 missing from index idx_ts",
         "是的，失电把趋势数据库弄坏了一点，检查出一个坏页和一条索引缺失。现在还能记录，但要安排用上次导出的数据重建。"),
        ("sudo apt-mark hold ecdis-core", "不让ECDIS自己升级",
         "ECDIS值班的时候又自己升级了，能不能不让它升", "ecdis-core set on hold.",
         "弄好了，ECDIS的软件包锁定了，不会再自己升级。以后只有有人专门解锁才会升级。"),
        ("ss -tlnp | grep LISTEN", "看电脑上开了哪些服务",
         "IT问监控电脑上跑了哪些服务，你给列一下", "LISTEN 0 128 0.0.0.0:22 0.0.0.0:* users:((\"sshd\",pid=611))\nLISTEN 0 511 127.0.0.1:631 0.0.0.0:* users:((\"cupsd\",pid=702))",
         "现在只有ssh和打印服务在监听，网页那几个服务要么没起来要么绑在别处。直接把这个发给IT就行。"),
        ("sudo mount -o ro /dev/sdb1 /mnt/usb", "读海图改正的U盘",
         "代理送来的海图改正U盘，电脑能认出来吗", "(no output, exit status 0)",
         "U盘以只读方式挂上了，电脑改不了里面的东西。文件现在能看到了。"),
        ("crontab -l -u engmon", "看定时任务",
         "电脑每天晚上跑个什么东西，一跑就卡，是啥", "0 */6 * * * /opt/engmon/bin/export.sh\n30 2 * * * /opt/engmon/bin/vacuum.sh",
         "有两个定时任务：每六小时导出一次，半夜整理一次数据库。卡的就是半夜那个整理。"),
        ("sudo timedatectl set-ntp true", "让时钟重新自动同步",
         "重启以后电脑时间还是不对，帮我弄一下", "(no output, exit status 0)",
         "自动校时重新打开了，只要能连上时间源，几分钟之内就会对上。"),
        ("ping -c 4 192.168.10.1", "看VSAT猫还活着没有",
         "VSAT的猫还活着吗？灯闪得不对劲", "4 packets transmitted, 4 received, 0% packet loss\nrtt min/avg/max/mdev = 0.412/0.530/0.701/0.101 ms",
         "猫在船上网络里应答正常，电脑到猫这一段没问题。如果还是上不了网，问题在卫星那边，不是我们的线。"),
        ("free -m && uptime", "看内存和负载",
         "电脑今天慢得要死，内存够不够", "       total   used   free\nMem:    7821   7544    277\n load average: 6.12, 5.88, 5.40",
         "内存几乎用光了，负载对这台机器来说也偏高。有东西在占资源，最可能是长航程里越记越大的那个记录程序。"),
        ("sudo systemctl stop bwts-logger", "停掉占CPU的压载水记录程序",
         "压载水那个记录程序又把电脑拖死了，压载之前先停掉", "(no output, exit status 0)",
         "压载水记录程序停了。记住下次压载之前一定要重新开起来，不然记录簿会断档。"),
        ("du -sh /var/log/* | sort -h", "看日志分区被谁占满了",
         "日志分区满了报警，里面什么东西这么大", "4.0K /var/log/faillog\n12M /var/log/apt\n1.9G /var/log/journal\n6.7G /var/log/engmon",
         "最大的是机舱监控自己的日志，其次是系统日志。把旧的监控日志压缩或者转存掉，空间就出来大半了。"),
    ]
    
    COMMAND_TPL = [
        "大管轮用`{c}`{purpose}，管用，记一下",
        "备忘：{c}，{purpose}用的",
        "公司IT说下次直接敲{c}，{purpose}",
        "按IT说的打了{c}，黑屏了一分钟然后好了",
        "交接本里写上：{c}，{purpose}",
        "电机员老是用{c}{purpose}，这样没问题吧，别给我搞坏了",
    ]
    COMMAND_ASK = [
        "在监控电脑上怎么{purpose}？我老是忘",
        "那个命令是什么来着，{purpose}的，三管轮在问",
        "{purpose}要敲什么？IT的说明书两百页谁看得完",
    ]
    COMMAND_ANSWER = [
        "在集控室的终端上，用机舱的账号登录以后敲：\n\n    {c}\n\n航行中运行是安全的。如果要密码，就是监控系统的那个登录密码。别在驾驶台的电脑上运行，那台没配置。",
        "用这个：\n\n    {c}\n\n不会改不该改的东西，三管轮也可以用。建议写在贴在集控室屏幕边上的卡片上，以后就不用再问了。",
        "命令是：\n\n    {c}\n\n如果提示权限不够，说明不是机舱账号，先切换用户。其他没什么风险。",
    ]
    
    PMS_THINGS = ["主机4号缸排气阀大修", "2号副机喷油器试压", "1号燃油分油机清洗分离筒", "辅锅炉燃烧器检查",
                  "油水分离器15ppm报警校验", "压载水处理UV灯更换", "舵机液压油化验", "主机增压器水洗",
                  "主空压机阀片检修", "应急消防泵试验", "主机2号缸高压油泵换新", "生活污水装置风机保养"]
    PMS_EQ = ["ME", "AE2", "PUR", "BLR", "OWS", "BWT", "STG", "TC", "AC", "FFP", "ME", "STP"]
    SPARE_THINGS = ["备用活塞环", "分油机分离筒密封圈", "燃油滤器O形圈", "新的兆欧表", "曲轴箱道门密封",
                    "压载水UV灯管", "两桶气缸油", "一个起动空气阀", "2号副机喷油嘴", "新的滑油驳运泵"]
    SERVICE_THINGS = ["德班的交通艇", "主机厂家工程师服务费", "新加坡油泥处理", "分油机厂家服务",
                      "淡水补给", "吊机液压管更换"]
    PART_THINGS = ["喷油嘴", "增压器轴承套件", "分油机向心泵", "增压泵密封套件", "排气阀阀杆", "起动空气分配器垫片"]
    SURVEY_THINGS = ["机械年检", "尾轴检验", "锅炉检验", "中间检验", "今年的循环检验项目"]
    CERT_THINGS = [("IOPP证书", "IOPP"), ("IAPP证书", "IAPP"), ("压载水管理证书", "BWM"), ("3号副机的EIAPP", "EIAPP"),
                   ("生活污水证书", "ISPP")]
    BUNKER_THINGS = ["新加坡那次加油", "上次的低硫油", "德班补的轻油"]
    
    ID_LABELS = {"PMS job": "PMS工单", "work order": "工作单", "requisition": "申领单", "invoice": "发票号",
                 "part no.": "件号", "survey ref": "检验编号", "cert no.": "证书编号", "BDN": "BDN号",
                 "seal no.": "铅封号", "PDA ref": "代理报价单号"}
    
    ID_TPL = [
        "{thing}——{label}{id}，还没关",
        "{thing}开了{label}：{id}",
        "{thing}的{label}是{id}，给公司写信的时候带上",
        "{id}（{thing}）今天终于关掉了",
        "帮我催一下{label}{id}，{thing}，一个礼拜没动静了",
        "记一下：{id}，{thing}",
    ]
    
    PORT_SVCS = [("监控的网页仪表盘", "engmon-web"), ("Grafana", "grafana"), ("node-red", "node-red"),
                 ("压载水的网页", "bwts-ui"), ("modbus网关", "mbgw"), ("监控电脑的ssh", "sshd"),
                 ("InfluxDB", "influxd"), ("VSAT猫的管理页面", "lighttpd"), ("流量计的网页", "flowmon"),
                 ("液位遥测页面", "tankweb"), ("报警打印服务", "ipp-proxy")]
    PORT_NUMS = [8443, 9443, 5601, 18080, 7443, 10514, 8125, 3001, 4711, 6443, 9101, 8765, 2222, 8086, 1880,
                 5020, 8081, 9090, 7070, 8888, 4443, 10443, 5050, 6060, 9201, 7801, 3380, 8181]
    PORT_TPL = [
        "{svc}现在是{p}端口，IT改的",
        "http://192.168.10.20:{p} 是{svc}，存个书签",
        "记住{svc}={p}，老的端口被防火墙挡了",
        "三管轮打不开{svc}，我跟他说了是{p}不是默认那个",
        "{svc}的端口改成{p}了，原来那个被别的程序占了",
        "电机员拿笔记本确认了，{svc}监听的是{p}",
    ]
    
    VERSION_PRODS = [
        ("机舱监控软件", "engmon --version", "engmon {v} (linux-x86_64)"),
        ("ECDIS软件", "cat /opt/ecdis/VERSION", "ECDIS-CORE {v}"),
        ("Grafana", "grafana-server -v", "Version {v} (commit: 4f1d2c9)"),
        ("压载水处理控制器", "bwtsctl info", "Model: UVX-500\nController FW: {v}\nLamp hours: 3120"),
        ("VSAT猫的固件", "curl -s http://192.168.10.1/api/status", "{\"model\":\"X7\",\"fw\":\"{v}\",\"snr\":8.4}"),
        ("分油机控制器", "epcctl --ver", "EPC-60 software {v}"),
        ("报警监测系统", "amsinfo -s", "AMS runtime {v}\nnodes online: 14/14"),
        ("node-red", "npm ls -g node-red", "/usr/lib\n`-- node-red@{v}"),
        ("油耗流量计软件", "flowmon --version", "flowmon {v}"),
        ("液位遥测系统", "tankweb -V", "tankweb {v} (c) Marine Gauging"),
    ]
    VERSION_TPL = [
        "{prod}在鹿特丹厂家升级以后是{v}",
        "查了一下，{prod}版本{v}",
        "公司问我们{prod}是什么版本，{v}",
        "昨晚把{prod}升到{v}了，希望别出问题",
        "关于页面上写的{prod}是{v}",
        "{prod}还是{v}，新版的U盘一直没寄到",
    ]
    
    MONEY_THINGS = ["桑托斯的交通艇", "新的滑油驳运泵", "主机厂家工程师一天的费用", "一套活塞环", "分油机大修包",
                    "两桶系统油", "吊机液压管", "新加坡的垃圾处理", "德班的淡水", "压载水厂家服务", "油泥处理",
                    "新兆欧表", "随船修理工的加班费", "船体补漆", "分油机备件空运费"]
    MONEY_TPL = [
        "{thing}报价{m}，太黑了",
        "{thing}：{m}，公司批了",
        "代理要{m}，{thing}，这正常吗？",
        "{thing}从船长保险箱里拿现金付了{m}，收据在文件夹里",
        "{thing}最后谈下来{m}，含运费",
        "机务只批了{m}给{thing}，多一分都不行",
    ]
    
    DATE_EVENTS = ["到桑托斯引航站", "年度船检", "IOPP换证截止", "新加坡备件上船", "德班换班", "机务上船",
                   "压载水厂家服务", "富查伊拉加油", "舟山进坞", "青岛PSC检查", "主机厂家工程师登轮", "救生艇发动机保养"]
    DATE_TPL = [
        "{event}定在{d}，天气好的话",
        "公司说{event}是{d}",
        "{d}{event}，记到日历里",
        "别让我忘了，{event}，{d}",
        "又改了，{event}改到{d}了",
        "代理最新消息，{event}{d}",
    ]
    PORTS_AHEAD = ["桑托斯", "德班", "新加坡", "青岛", "富查伊拉", "舟山"]
    
    DECISIONS = [
        ("2号分油机我们自己大修", "厂家的人德班之前上不来"),
        ("只在新加坡加油", "富查伊拉那家最近两次油样都不合格"),
        ("3号副机备用，不开三台", "这一段负荷从来没超过900千瓦"),
        ("活塞环买原厂的", "上次的副厂货4000小时就磨没了"),
        ("锅炉检验推到进坞的时候做", "冬天过去之前生活区一直要用蒸汽"),
        ("分油温度提到98度", "这批低硫油比BDN上写的稠"),
        ("这周不做增压器水洗", "风浪太大没法降负荷"),
        ("扫气箱检查在锚地做", "桑托斯引水的窗口太紧"),
        ("四根UV灯一起换", "备件反正是同一批的"),
        ("电机员在德班去上高压电复训", "他的证书下次换班前就到期了"),
        ("油水分离器只在白天用", "晚上机舱冷了15ppm报警器老误报"),
        ("监控电脑接到UPS上", "一个礼拜两次失电已经把趋势数据库搞坏了"),
        ("栏杆用自己船上的电焊工修", "岸上的承包商光办手续就要三天"),
        ("旧的吊机油管在新加坡卸掉", "那边的垃圾费是这条线上最便宜的"),
    ]
    DECISION_TPL = [
        "决定了，{c}，因为{r}。",
        "还是{c}吧，主要是{r}。",
        "就{c}，毕竟{r}",
        "定了：{c}。原因是{r}。",
        "跟大管轮商量了一下，{c}，主要是{r}，没办法",
        "我的意思是{c}，因为{r}，公司那边我去说",
    ]
    
    CONSTRAINTS = [
        ("禁止排放含油污水", "离岸12海里以内"),
        ("千万别动火", "没有船长签字的动火许可"),
        ("不准开始加油", "油样铅封签字之前"),
        ("谁都不许进扫气箱", "主机没盘车、启动空气没隔离"),
        ("只能烧低硫轻油", "进了ECA以后"),
        ("不要升级ECDIS", "过马六甲海峡期间"),
        ("超预算的申领一律不能发", "没有机务书面同意"),
        ("焚烧炉必须关掉", "靠泊期间"),
        ("油泥柜不能往别处打", "除了岸上接收设施"),
        ("禁止打开曲轴箱道门", "停车不到20分钟"),
        ("机舱必须有人值班", "UMS暂停期间"),
        ("别重启监控电脑", "船舶操纵的时候"),
        ("集控室不许有外人", "加油作业期间"),
        ("一律不给仪表盘密码", "机舱部以外的人"),
    ]
    # ZH constraints put the scope first
    CONSTRAINT_TPL = [
        "再强调一遍，{s}，{w}。",
        "老规矩：{s}{w}，谁都别例外",
        "跟新来的三管轮说一下：{s}{w}，贴在集控室板子上",
        "机务书面确认了：{s}，{w}",
        "写进交班记录：{s}{w}！",
        "公司规定，不是我定的：{s}，{w}",
    ]
    
    QUESTIONS = [
        "3号副机的备用增压器芯子", "舟山厂的测厚报告", "漏油增压泵的索赔", "公司八月份答应换的集控室椅子",
        "油雾探测器的校验证书", "我在马尼拉体检的报销", "实习生海上资历记录的船旗国证明", "汉堡发的第二批高压油泵柱塞",
        "十月份滑油化验结果", "公司说的VSAT带宽升级", "应急发电机的新调速器", "上个月交给人事部的加班单",
        "货舱梯子弯了的保险检验", "供应商少送油漆的退款",
    ]
    QUESTION_TPL = [
        "{s}到底怎么样了？到现在还不知道",
        "有人知道{s}的情况吗？",
        "{s}有消息吗？问了机务也没人回复",
        "{s}谁在跟？问了两遍都没人说清楚",
        "还有{s}，你那边看到什么没有？",
        "对了，{s}有下文吗？",
    ]
    
    ACK = {
        "name": ["存到通讯录里了，职务也记上了。", "记住了，以后这事就找这个人。", "好的，联系人更新了。"],
        "command": ["记到船上IT备忘里了。", "这个写下来好，已经放进集控室的小抄里了。", "记了，连同用途一起。"],
        "id": ["编号记下了，后面跟进的时候都带上。", "记到工作清单里了。", "编号有了，下一封状态邮件里会写上。"],
        "port": ["书签更新了。", "端口记下了，三管轮问的话我也这么告诉他。", "好的，以后就用这个地址。"],
        "version": ["版本记下了，等网络好的时候跟厂家通告对一下。", "记到软件清单里了。", "好的，公司要的网络安全清单正好用得上。"],
        "money": ["记到备件预算里了。", "金额记下了，有点贵，时间来得及的话再要一个报价。", "记到费用表里了。"],
        "date": ["记到日历里了，准备工作我往前倒推。", "日期记下了，前几天提醒你。", "日历更新了。"],
        "decision": ["按你的决定记下了，理由也写上了。", "明白，按你说的情况这样合理。", "决定和理由都记了，公司以后问起来有据可查。"],
        "constraint": ["加到常规命令清单里了。", "记成硬性规定了，交班记录里也会写。", "明白，以后给轮机员起草的东西里都会提醒。"],
        "question": ["邮箱和PMS里都还没有这方面的消息，还是悬着的，建议直接催公司。", "这个我这边没有答案，还没人回复，先放在待办清单里。",
                     "目前没有任何消息。要不要我起草一封催问的邮件？"],
    }
    
    EXTRA = {
        "name": ["要不要我起草一封简短的介绍邮件，把船上的联系方式和你一般方便的时间写上，省得半夜三点往驾驶台打电话。",
                 "第一次来往的邮件建议抄送公司，以后谁答应了什么就说得清了。"],
        "command": ["建议在电脑上放一个文本文件，把这些命令和一句话的说明都写进去。IT两个礼拜联系不上的时候，就靠这个文件了。",
                    "三管轮要是用了，让他把时间记在机舱日志里，公司问趋势图为什么断了一段，就有答案了。"],
        "id": ["关于这件事的每封邮件标题里都写上编号，公司是按标题筛的，不写编号的东西在部门之间很容易丢。",
               "PMS里超期的项目，在备注里写一句原因（等备件、天气），下次审核能省很多口舌。"],
        "port": ["建议把完整地址写个标签贴在集控室屏幕旁边，新来的总是先试默认的，然后就说系统坏了。",
                 "IT老是改来改去的话，让他们给机舱这边出一页网络说明，审核网络安全的时候也用得上。"],
        "version": ["公司的网络安全清单要的就是所有联网设备的准确版本，这个正好填进去。",
                    "厂家要是出了补丁，海上别让任何人装，除非有回退方案。升级在港内或者锚地做。"],
        "money": ["这么大的金额，多要一个报价花不了多少时间，就算最后还用第一家，公司也喜欢看到比过价。",
                  "收据纸质的留着，再扫描一份。从船长保险箱付的现金，几个月以后常常会被问。"],
        "date": ["往前倒推：提前一周备件和工具到位，提前两天办许可、定隔离方案，前一天晚上跟轮机员开个短会。",
                 "如果日期再变，主要风险是备件——它们是按原来的港口发的，可以让代理先扣着别转运。"],
        "decision": ["这个决定合理。建议在机舱日志里也写上同样的理由，公司或者船级社以后问起来，有当时的记录。要不要我给机务起草两句话说明一下，免得月报里看到觉得突然？",
                     "同意，理由站得住。跟大管轮明确说一下，免得值班的人自作主张又改回去，在夜航命令簿里写一行就够了。",
                     "明白。建议把考虑过的其他方案和为什么不行也记一笔，下次检查的时候好解释。"],
        "constraint": ["建议贴在集控室板子上，让每个轮机员签个名，以后谁也不能说没人告诉他，审核的时候也好看。",
                       "每次开工前的安全会上再提一遍，人听到规定和具体工作连在一起，才记得住。",
                       "已经写进常规命令了。公司以后要是要求例外，一定先要书面的。"],
        "question": ["要不要我起草一封简短的催问：'关于前述事宜，烦请尽快告知进展，谢谢。'下一批一起发出去。",
                     "我先把它放在待办清单里，免得没人管了。这种事往往要抄送到公司里某个人才会动。"],
    }
    
    BATCH_HEAD = ["今天几件事：", "早上好，几个事情，按编号回我：", "不好意思，卫星昨天中午开始就断了，攒了一堆：",
                  "0-4班攒的：", "晚上巡回前说几件事", "快，卫星窗口就十分钟：", "", "今天的事，没按顺序："]
    BATCH_SIGN = ["\n\n老轨", "\n\n——轮机长", "", "", "\n\n卫星按流量收钱，回短点（开玩笑的，想写多少写多少）"]
    BATCH_REPLY_HEAD = ["收到，按编号回：", "这一批都收到了，一条一条说：", "好的，逐条：", "来："]
    BATCH_REPLY_TAIL = ["", "", "\n\n要给公司起草什么，下个窗口发过来，我先准备好。", "\n\n一个班攒这么多事，抽空睡一会儿。",
                        "\n\n上面这些都更新到待办清单里了。"]
    NUMBERING = ["{i}、", "{i}. ", "（{i}）"]
    
    BATCH_FILLER = [
        ("主机运转正常，负荷{pct}%左右", "主机听话就好。"),
        ("机舱前污水井又高位了，驳到舱底水柜了", "最好找找水是哪来的，多半是尾轴密封或者哪个冷却器。"),
        ("三管轮感冒了，他的班我顶了一部分", "你自己也注意别累垮了。"),
        ("造水机一天造{fw}吨左右，够用", "目前够了。"),
        ("2号副机排温有点散，盯着呢", "继续盯，散得更开的话先查喷油器。"),
        ("礼拜天天气好的话搞个烧烤", "好啊，玩得开心。"),
        ("洗了海水滤器，全是水母", "难怪昨晚冷却水温度高。"),
        ("昨晚难得一个报警都没有", "难得清静。"),
        ("分油机排渣间隔改回两小时了", "好的。"),
        ("大厨问厨房排风扇能不能修，我说检验以后再说", "合理，检验以后。"),
        ("消防演习做完了，机舱组穿呼吸器太慢", "这周可以给机舱组再练一次呼吸器。"),
    ]
    
    SINGLE_PRE = ["", "", "", "老轨这边，", "说个事：", "（集控室发的）", "接着刚才的，", "对了，", "还有，"]
    SINGLE_POST = ["", "", "", "，谢了", "\n\n老轨", "，回头细说", "。", "\n\n集控室手机打的字，错别字别管"]
    
    EMAIL_PRE = ["机务转过来的，你看看他到底要干嘛", "看下面，老一套。", "公司发的，知会一下，暂时不用处理",
                 "看一下，帮我起草个简短的回复", "转给你，下个窗口之前能回最好", "半夜来的："]
    EMAIL_SUBJ = ["船舶事宜", "下一港安排", "几件事情", "跟进", "紧急请阅", "计划", "备件和服务"]
    EMAIL_FILLER = ["已同步告知租家。", "请确认收到。", "请尽快回复意见。", "感谢配合。", "如有问题随时联系。"]
    EMAIL_KIND_TPL = {
        "money": ["{thing}的报价为{m}，有效期30天。", "{thing}的费用已谈定为{m}。", "{thing}供应商报{m}，我们认为可以接受。"],
        "date": ["{event}现计划在{d}。", "请按{d}{event}做好准备。", "确认{d}{event}，视泊位情况而定。"],
        "id": ["往来邮件请注明我方编号{id}（{thing}）。", "关于{thing}，我们的{label}是{id}。", "{thing}已开{label}{id}，请知悉。"],
        "constraint": ["根据公司体系要求，请提醒所有轮机员：{s}，{w}。", "再次提醒：{s}{w}，如有偏差须报告。", "公司指令，即日起执行：{s}，{w}。"],
    }
    EMAIL_REPLY = [
        "简单说：他现在只要一个确认，别的不用。回复草稿：\n\n各位好：\n来函收悉，谢谢。我们会按要求安排，船上情况如有变化再及时报告。\n轮机长\n\n里面的各项我这边都记下了。",
        "他真正要的是：你看过了，机舱这边会准备好。建议简短回复：\n\n您好：\n收到，谢谢。机舱部会按要求做好准备，有问题在日报里报告。\n轮机长\n\n日期和编号都放进日历和待办里了。",
        "这封里面没有今晚必须处理的事，编号和金额我都记了。要是哪条想顶回去，就在下一封回复里说，别拖——进了月报就很难改了。",
        "回复草稿：\n\n各位好：\n感谢告知，已知悉，将遵照执行，有情况随时报告。\n轮机长\n\n故意写短的，长了他们也不看。",
    ]
    
    LOG_PRE = ["昨晚的日志摘一段，看看有没有不对劲的", "贴一下4-8的日志，三管轮打的字，格式别管了",
               "机舱日志，0000-0400，老样子", "机舱日志抄一段给你"]
    LOG_REMARK = {
        "id": ["备注：{label}{id}已开——{thing}", "备注：{thing}已完成，编号{id}"],
        "version": ["备注：{prod}重启，显示版本{v}", "备注：{prod}升级后：{v}"],
    }
    LOG_FILLER_REMARKS = ["备注：1号分油机手动排渣", "备注：舱底水驳到污水柜", "备注：1号副机停，2、3号并车", "备注：无"]
    LOG_REPLY = [
        "整个班的数据很平稳：转速负荷一致，扫气压力跟负荷对得上，各缸排温均匀。备注记下了，今晚没什么要处理的。",
        "看着正常。排温平均值跟着负荷走，燃油进机温度稳定，说明粘度控制没问题。备注记了。",
        "没有让人担心的。硬要说的话，同样负荷下增压器转速有一点往上爬，下次水洗以后比一比。备注放进待办里了。",
    ]
    
    TOOL_CHECK = ["我查一下。", "稍等，我看看。", "查一下。", "正在查。"]
    
    PMS_ASK = ["PMS里有哪些超期的？机务肯定要问", "帮我查一下PMS里没关的工作", "调一下PMS，有什么没关的",
               "PMS——下一港之前有到期的吗？"]
    PMS_AREAS = ["主机", "分油机", "副机", "锅炉", "压载水系统", "空压机", "甲板机械"]
    PMS_DONE = ["就这些。要紧的是最上面那条超期的，其他的下一港再说。", "PMS里就这些，机务下次看之前先把超期那条关掉，其他的还在允许范围内。",
                "查完了，有一项要处理，其他都是例行的还没到期。"]
    PURCH_ASK = ["采购那边{what}处理了没有？批了没", "帮我在采购系统里查一下{what}", "采购系统里{what}到哪一步了？"]
    PURCH_WHAT = ["备件订单", "上次的申领单", "服务发票", "加油单据", "物料订单"]
    PURCH_DONE = ["采购系统里的情况就是这样，批了的跟下一批一起送。", "在这里，没有被退回的，有一项还在等机务批。",
                  "找到了，状态如上。等着的那项要不要我去催？"]
    CERT_ASK = ["查一下证书登记，船级社和船旗国的都有什么", "证书登记——检验之前我还缺什么吗？", "证书登记里检验是怎么写的？"]
    CERT_DONE = ["这是登记里的内容，没有过期的，编号准备好给验船师。", "登记里就这些，纸面上都有效，验船师还是要看原件。"]
    INBOX_ASK = ["我邮箱里有没有关于{topic}的？", "帮我搜一下邮件，{topic}", "有人写过{topic}的事吗？"]
    INBOX_TOPICS = ["检验", "靠港", "备件", "换班", "加油", "厂家服务"]
    INBOX_DONE = ["相关的就这几封，明天之前没有必须回的。", "找到这些，第一封今天最好回，其他的可以等。", "就这些，我在邮箱里标了旗。"]
    WEATHER_ASK = ["跑一下气象导航，{a}到{b}，给的ETA是多少", "气象导航，{a}到{b}", "查一下去{b}的航线，船长要机舱这边也给个ETA"]
    WEATHER_DONE = ["这是航线结果。大风浪那一段会掉速，有什么保养停车安排在那之前。", "这是导航给的ETA，按现在的航速算的，要是为水洗降速会往后推。",
                    "好了，最坏的天气在中间那段，那里别安排主机的活。"]
    SHELL_ASK_VER = ["{prod}现在是什么版本？公司网络安全清单要", "帮我在电脑上查一下{prod}的版本", "我们{prod}是哪个版本？厂家要"]
    SHELL_DONE_VER = ["这就是装的版本，我记到软件清单里。", "版本如上，谁要升级之前先跟厂家最新通告对一下。"]
    SHELL_ASK_PORT = ["{svc}是哪个端口？没人知道", "三管轮找不到{svc}，端口是多少？", "查一下{svc}监听哪个端口"]
    SHELL_DONE_PORT = ["就是这个端口在监听，建议在集控室贴个标签。", "在这儿。集控室电脑还打不开的话，是防火墙的事，不是服务的问题。"]
    
    ADVICE = [
        ("三管轮12-4班老是不测深，这礼拜第三次了，怎么治他",
         "比骂人管用的几个办法：\n\n1. 把测深放进值班检查表，每次测深写时间、签字。不测就等于签假字，一般人不敢。\n2. 你自己随机抽查，一周一两次，时间不固定。目的不是抓他，是让他知道你在看。\n3. 问问他为什么。有时候是测深管盖子锈死了，或者某个柜子不好够，解决了问题就没了。\n4. 还不改的话，通过公司书面警告。测深恰恰是出了污染事故以后第一个要查的，不是小事。\n\n我建议先心平气和谈一次，再上检查表。"),
        ("分油机每次清洗完分离筒就跑水封，有什么思路",
         "常见原因，大致按可能性排：\n\n1. 上次加油以后密度变了，比重环偏大——拿BDN上的密度对一下比重环表。\n2. 装回去的时候主密封圈或者活动底盘密封圈损坏、没装到位。\n3. 操作水压力低或者电磁阀卡——水封那一步的时候看一下进口压力。\n4. 水封水量不够，定时器的设定可能被人改了。\n5. 分离温度太高，水封部分蒸发掉了。\n\n如果正好是清洗以后开始的，我会先拆开看密封圈。"),
        ("以后在国内肯定要被PSC查，机舱一般查什么",
         "机舱常见的PSC缺陷：\n\n- 油类记录簿的记录跟测深、跟IOPP附件里油泥柜舱底水柜的容积对不上。\n- 油水分离器：15ppm报警不工作，或者有旁通管的痕迹。\n- 应急发电机、应急消防泵一次起不来。\n- 速闭阀动作不了，或者拉线被绑死。\n- 舱底有油，燃油管漏，高温表面缺隔热。\n- 防火门被撑开，自闭装置被拆。\n- 休息时间记录跟机舱日志对不上。\n\n到港前一周跟大管轮按这个单子走一遍，值得。"),
        ("给我弄个交班记录的模板，大管轮写得跟小说一样",
         "一页纸的模板：\n\n机舱交班记录\n日期/班次：\n运行设备：\n异常情况/未消除报警：\n进行中的工作（谁、干什么、隔离了没有）：\n液位：舱底水/油泥/燃油沉淀柜和日用柜：\n计划中的加油或驳油：\n上次交班以来改过的常规命令：\n本周到期的备件/PMS项目：\n交班人/接班人签字：\n\n跟他说每一行写一句话，多的写日志里去。"),
        ("扫气箱着火有哪些征兆，明天给年轻的轮机员讲一下",
         "可以讲这些征兆：\n\n- 着火那个缸排温上升，经常伴随那个缸功率下降。\n- 扫气箱温度报警。\n- 增压器喘振。\n- 扫气箱放残口冒烟或者有火星。\n- 扫气道门上的油漆起泡。\n\n马上要做的：降速，主机允许的话切断那个缸的供油，加大气缸注油，除非火势扩大否则保持低速运转，灭掉冷却之前绝对不能开扫气道门。只有火势蔓延才用固定灭火系统。还要让他们知道，放残不畅和气缸注油不好是起火的根本原因。"),
        ("主机3缸排温从昨天开始比别的缸高25度，先查什么",
         "按顺序：\n\n1. 跟负荷、跟同一时间其他缸比——是固定的偏差还是越来越大？\n2. 看那个缸的油门刻度，高的话说明那个缸吃油多。\n3. 喷油器：最常见。滴油或者磨损的油嘴会让排温高，换一个或者试压。\n4. 排气阀：阀座漏气会排温高、压缩压力低，能测示功图就测一下。\n5. 那个缸的扫气口脏堵。\n\n喷油器排除起来最快，我会先从它查起。"),
        ("帮我给公司写封邮件，客气但是要硬，备件老是送上来就是坏的",
         "草稿：\n\n主题：备件到船损坏——请改进包装\n\n各位好：\n\n最近几批送船的备件多次出现到船即损坏的情况，看起来是运输途中包装和搬运不当造成的，最近几次的照片见附件。\n\n损坏的备件无法使用，只能重新订购，既耽误时间又多花钱，关键设备也因此没有备用。\n\n恳请通知货代，重的和精密的备件一律用木箱包装，出库前做一次验收检查。\n\n感谢支持。\n\n轮机长"),
        ("换油的时候怎么弄才不会把增压泵搞跳",
         "慢慢换，大部分跳泵都能避免：\n\n1. 提前开始，换油比大家以为的要久，经常要两三个小时。\n2. 燃油温度慢慢降，每分钟别超过2度左右，不然泵会因为热冲击卡死。\n3. 盯着进机粘度，太稀了泵的能力就不够。\n4. 要换轻油的话，燃油冷却器提前准备好。\n5. 开始和结束的时间、船位、各柜存量都记进日志。\n\n真跳泵了，一般是温度变化太快，不是油本身的问题。"),
        ("上个港以后休息时间记录对不上，怎么改才不算造假",
         "不是去改记录，是把原因解决了，再如实记录：\n\n- 填真实的小时数。不符合规定系统会显示出来——没关系，只要例外情况有说明。\n- 写个备注说明原因（在港、故障、应急），以及事后怎么补休的。\n- 船长在例外上签字。\n- 后面几天安排好，让轮机员补觉。\n\n审核的人发现假记录比你想的容易得多——机舱日志和报警打印机的时间一对就露馅了。"),
        ("电机员想在监控电脑上插个USB小风扇，哈哈，行不行",
         "好笑，但是不行。那台电脑上插任何USB设备，在纸面上是网络安全风险，有时候实际上也是。公司的网络安全程序肯定写了不许插未经批准的USB设备。电脑要是热，真正的办法是清洗防尘滤网、检查机柜风扇，让电机员干这个吧。"),
        ("油水分离器的15ppm报警用清水都报，可能是什么",
         "常见原因：\n\n1. 测量池脏了，玻璃上有一层膜读数就高。用配的刷子刷一下再用淡水冲。\n2. 取样管里有气泡。\n3. 舱底水里有清洁剂或者铁锈颗粒——这个表测的是浊度，不光是油。\n4. 校验到期了，看一下上次校验日期。\n5. 取样流量太小。\n\n十次有九次清洗一下测量池就好了。"),
        ("吊机液压油发白了，有点担心",
         "发白就是进水了。可能的来源：油箱里的冷凝水（天冷温差大的时候常见）、有冷却器的话冷却器漏、下雨或冲洗的时候从坏了的呼吸器或者密封进水。取个样放一放，水分层了就从油箱底部放掉。含水多的话换油，呼吸器滤芯也换掉。带水的油跑吊机，泵坏得很快，修好之前我建议停用。"),
    ]
    
    SHORT_PAIRS = [
        ("好", ["好的。", "收到。"]), ("收到", ["好。"]), ("谢了", ["不客气。", "应该的。"]),
        ("等下，有报警", ["去吧，我在。", "好，你先忙。"]),
        ("回来了，误报，油渣柜高位又报了", ["又是那个液位开关，下次柜子空的时候把浮子清一下。"]),
        ("去巡回了，回头说", ["好，回头聊。"]), ("卫星今天又不行", ["不急，信号好了再发。"]), ("行", ["好。"]),
        ("好的，发吧", ["发了，在发件箱里，下个窗口就出去。"]), ("嗯", ["好。"]), ("在机舱，晚点回", ["没问题。"]),
        ("早", ["早上好，老轨，我这边没什么事。", "早。公司晚上没来新邮件。"]), ("一夜没睡", ["那接班前抓紧睡几个小时。"]),
        ("明白", ["好。"]), ("好的谢谢", ["不客气。"]), ("算了，先放着", ["好，先不动。"]), ("可以", ["好的。"]),
        ("哈哈，是", ["哈哈。"]), ("不用了", ["好，那就不弄了。"]), ("行，就这样", ["好。"]), ("明天在说", ["好，明天再说。"]),
        ("睡了，公司有急事叫我", ["好，睡个好觉。"]), ("网回来了", ["好，有攒着的趁现在赶紧发。"]),
        ("引水上来了，回头说", ["好，靠泊顺利。"]), ("靠好了，终于", ["好，港口的人上来之前先歇会儿。"]),
    ]
    
    READINGS_PRE = ["中午的数，机舱这边", "记录一下读数", "正午报，数在下面", "帮我整理成日报格式"]
    READINGS_REPLY = [
        "整理成日报格式：\n\n主机：运转平稳，转速负荷在本航次正常范围内。\n油耗跟前几天一致。\n无异常报警。\n\n可以直接贴进去。",
        "数据跟昨天对得上，没有什么突出的——按这个航速，每海里油耗正常。",
        "记下了。油耗比上一个正午稍微高一点，可能是天气，接下来两天盯一下。",
    ]
    SOUNDING_PRE = ["早上测的深", "测深表，帮我核一下", "测深，0800"]
    SOUNDING_REPLY = [
        "算得没错。沉淀柜和日用柜都宽裕；油泥柜快满了，下一个有接收设施的港口安排排掉。",
        "核过了，总数对。燃油够这个航次用，余量合理。舱底水柜比上周涨得快，跟你说的那个漏对得上。",
    ]
    
    INTRO = ("你好，{ship}轮机长。公司给我开的这个。我会攒着一批一批发，卫星慢还贵，有时候一大封，有时候一天没消息。",
             "老轨好。明白——什么时候有网就什么时候发，什么格式都行。人名、编号、日期、没落实的事我帮你记着，需要就帮你起草邮件，"
             "PMS、采购系统、邮箱、气象导航和监控电脑我也都能帮你查。")


KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

CHANNELS = {
    "name": [("single", 3), ("batch", 3), ("email", 2), ("inbox", 2)],
    "command": [("single", 3), ("batch", 2), ("assist", 2), ("shell", 3)],
    "id": [("single", 2), ("batch", 3), ("tool", 3), ("log", 1), ("email", 1)],
    "port": [("single", 3), ("batch", 3), ("shell", 3)],
    "version": [("single", 2), ("batch", 3), ("shell", 3), ("log", 2)],
    "money": [("single", 3), ("batch", 3), ("email", 2), ("tool", 2)],
    "date": [("single", 3), ("batch", 3), ("email", 2), ("weather", 2), ("assist", 1)],
    "decision": [("single", 1), ("batch", 1)],
    "constraint": [("single", 2), ("batch", 2), ("email", 1)],
    "question": [("single", 1), ("batch", 1)],
}

# label, id pattern kind, things attribute, tool
ID_TYPES = [
    ("PMS job", "pms", "PMS_THINGS", "pms_query"),
    ("work order", "wo", "PMS_THINGS", "pms_query"),
    ("requisition", "req", "SPARE_THINGS", "purchase_lookup"),
    ("invoice", "inv", "SERVICE_THINGS", "purchase_lookup"),
    ("part no.", "pn", "PART_THINGS", "purchase_lookup"),
    ("survey ref", "sr", "SURVEY_THINGS", "cert_register"),
    ("cert no.", "cert", "CERT_THINGS", "cert_register"),
    ("BDN", "bdn", "BUNKER_THINGS", "purchase_lookup"),
    ("seal no.", "seal", None, None),
    ("PDA ref", "pda", None, None),
]
SEAL_THINGS = {"en": ["the MARPOL sample from the Singapore stem", "the retained sample of the last VLSFO"],
               "zh": ["新加坡那次加油的MARPOL油样", "上次低硫油的留样"]}
PDA_THINGS = {"en": [("the Durban call", "DUR"), ("the Santos call", "SSZ"), ("the Singapore call", "SIN")],
              "zh": [("德班这次靠港", "DUR"), ("桑托斯这次靠港", "SSZ"), ("新加坡这次靠港", "SIN")]}
EQ = ["ME", "AE1", "AE2", "AE3", "PUR", "BLR", "OWS", "BWT", "STG", "TC"]

MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
         "November", "December"]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_WDAY = ["一", "二", "三", "四", "五", "六", "日"]

VOICE_EN = [
    "ok so um dictating this on the way down, the purifier is making that noise again the squeal thing, 2/E thinks its the bearing i think its the belt whatever we open it tomorrow",
    "voice msg sorry. cadet asked me why we dont just use the emergency gen as a fourth genset. explain it to him nicely tomorrow, i dont have the patience tonight",
    "dictating. the new oiler is good, actually cleans up after himself, first one in two years. thats all, nothing urgent",
    "ok um so the aircon in the ECR is dead again, 34 degrees in there, electrician says compressor, I say gas, we'll see who buys the beer",
    "sorry voice again. long day. the super wants a photo of every job now like were children. fine. whatever. goodnight",
]
VOICE_EN_REPLY = [
    "A squeal on start-up that fades is often the belt or the friction pads; a steady one that rises with speed is more likely the bearing. Opening it tomorrow is the right call - check the belt tension and the bearing play while you're in there.",
    "I'll explain it simply: the emergency generator is sized and certified for emergency loads only, its fuel, cooling and maintenance are designed for short runs, and using it for normal running would wear it out and break the rules for its availability. I'll keep it friendly.",
    "Good to hear - keep him. A short note to the office about it wouldn't hurt either, they only ever hear about the bad ones.",
    "If the compressor runs but doesn't cool, it's probably the gas; if it doesn't start or trips, the electrician's right. A pressure check settles it in five minutes.",
    "Photos are annoying but they do protect you when something is questioned months later. A phone in a plastic bag and one photo before and after is enough. Get some sleep.",
]
VOICE_ZH = [
    "那个我跟你说一下啊，就是分油机又在那叫了，就是尖叫那种，大管轮说是轴承，我觉得是皮带，反正明天拆开看",
    "语音打的字别介意，实习生问我为什么不把应急发电机当第四台副机用，你明天好好跟他解释一下，我今天晚上没耐心",
    "语音输入的。新来的机工不错，干完活自己收拾，两年来头一个，就这事，不急",
    "嗯那个集控室空调又坏了，里面34度，电机员说是压缩机，我说是缺氟，看谁输了请喝啤酒",
    "又是语音，累了一天了，机务现在每个活都要拍照片，跟管小孩似的，算了，睡了",
]
VOICE_ZH_REPLY = [
    "起动的时候叫、转起来就没了，一般是皮带或者摩擦块；一直叫而且转速越高越响，更像轴承。明天拆开是对的，顺便查一下皮带张力和轴承间隙。",
    "我会简单跟他说：应急发电机是按应急负荷设计和发证的，燃油、冷却、保养都是按短时间运行考虑的，平时拿来用会磨坏，也违反对它可用性的要求。我会说得客气点。",
    "好事，留住他。给公司写两句表扬也不坏，他们平时只听到坏消息。",
    "压缩机转但是不制冷，多半是缺氟；起不来或者跳闸，那电机员说得对。测一下压力五分钟就见分晓。",
    "拍照是烦，但几个月以后有人追问的时候能保护你。手机套个塑料袋，前后各一张就够了。早点睡。",
]


def fill(t, **kw):
    for k, v in kw.items():
        t = t.replace("{" + k + "}", str(v))
    return t


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def _static_corpus(ns):
    skip = {"NAMES", "DECISIONS", "CONSTRAINTS", "QUESTIONS"}
    out = []

    def walk(v):
        if isinstance(v, str):
            out.append(v)
        elif isinstance(v, (list, tuple)):
            for x in v:
                walk(x)
        elif isinstance(v, dict):
            for x in v.values():
                walk(x)
    for k in dir(ns):
        if k.isupper() and k not in skip:
            v = getattr(ns, k)
            if k == "COMMANDS":
                v = [c[1:] for c in v]
            walk(v)
    for v in (VOICE_EN, VOICE_EN_REPLY, VOICE_ZH, VOICE_ZH_REPLY, SEAL_THINGS, PDA_THINGS):
        walk(v)
    return "\n".join(out)


class ChiefConv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.per_kind = per_kind
        self.rng = random.Random("cd-%d-%d-%d" % (seed, attempt, 1 if zh else 0))
        self.D = ZH if zh else EN
        self.lang = "zh" if zh else "en"
        self.corpus = _static_corpus(self.D)
        self.needles = []
        self.used = {}
        self.ship = self.rng.choice(self.D.SHIPS)

    # ---------- helpers ----------
    def tool_rows(self, name, payload):
        args, output = payload
        return json.dumps(args, ensure_ascii=False), output

    def ok_needle(self, s):
        if not s or s in self.corpus:
            return False
        for t in self.needles:
            if s in t or t in s:
                return False
        return True

    def take(self, key, pool):
        used = self.used.setdefault(key, set())
        free = [i for i in range(len(pool)) if i not in used]
        if not free:
            used.clear()
            free = list(range(len(pool)))
        i = self.rng.choice(free)
        used.add(i)
        return pool[i]

    def clean(self, text):
        return not any(n in text for n in self.needles)

    def safe(self, fn):
        for _ in range(60):
            t = fn()
            if self.clean(t):
                return t
        return fn()

    def pick(self, seq):
        return self.rng.choice(seq)

    # ---------- fact values ----------
    def new_fact(self, kind, channel):
        r = self.rng
        D = self.D
        for _ in range(300):
            f = {"kind": kind, "ch": channel}
            if kind == "name":
                n, handle = self.take("names", D.NAMES)
                role = self.take("roles", D.ROLES)
                f.update(n=n, handle=handle, role=role)
                nd = [n]
            elif kind == "command":
                c = self.take("cmds", D.COMMANDS)
                f.update(c=c[0], cmd=c)
                nd = [c[0]]
            elif kind == "id":
                types = ID_TYPES if channel != "tool" else [t for t in ID_TYPES if t[3]]
                label, pat, things_attr, tool = r.choice(types)
                if things_attr == "CERT_THINGS":
                    thing, code = r.choice(D.CERT_THINGS)
                elif pat == "seal":
                    thing, code = r.choice(SEAL_THINGS[self.lang]), ""
                elif pat == "pda":
                    thing, code = r.choice(PDA_THINGS[self.lang])
                elif pat == "pms":
                    j = r.randrange(len(D.PMS_THINGS))
                    thing, code = D.PMS_THINGS[j], D.PMS_EQ[j]
                else:
                    thing, code = r.choice(getattr(D, things_attr)), ""
                idv = self.gen_id(pat, code)
                zlabel = D.ID_LABELS[label] if self.zh else label
                f.update(label=zlabel, pat=pat, thing=thing, id=idv, tool=tool, code=code)
                nd = [idv]
            elif kind == "port":
                svc = self.take("svcs", D.PORT_SVCS)
                p = str(r.choice(D.PORT_NUMS))
                f.update(svc=svc[0], proc=svc[1], p=p)
                nd = [p]
            elif kind == "version":
                prod = self.take("prods", D.VERSION_PRODS)
                v = self.gen_version()
                f.update(prod=prod[0], cli=prod[1], out=prod[2], v=v)
                nd = [v]
            elif kind == "money":
                thing = self.take("mthings", D.MONEY_THINGS)
                m = self.gen_money()
                f.update(thing=thing, m=m)
                nd = [m]
            elif kind == "date":
                dd = datetime(2026, 11, 30) + timedelta(days=r.randint(1, 52))
                d = self.fmt_date(dd, channel)
                event = self.take("events", D.DATE_EVENTS)
                f.update(d=d, dt=dd, event=event)
                nd = [d]
            elif kind == "decision":
                c, why = self.take("dec", D.DECISIONS)
                f.update(c=c, r=why)
                nd = [c, why]
            elif kind == "constraint":
                w, s = self.take("con", D.CONSTRAINTS)
                f.update(w=w, s=s)
                nd = [w, s]
            else:
                s = self.take("q", D.QUESTIONS)
                f.update(s=s)
                nd = [s]
            if all(self.ok_needle(x) for x in nd) and not any(a != b and a in b for a in nd for b in nd):
                self.needles.extend(nd)
                f["needles"] = nd
                return f
        raise RuntimeError("no value for %s" % kind)

    def gen_id(self, pat, code):
        r = self.rng
        if pat == "pms":
            return "PMS-%s-%04d" % (code or r.choice(EQ), r.randint(1, 9999))
        if pat == "wo":
            return "WO-26-%04d" % r.randint(1, 9999)
        if pat == "req":
            return "REQ-%05d" % r.randint(10000, 99999)
        if pat == "inv":
            return "INV-%05d" % r.randint(10000, 99999)
        if pat == "pn":
            return "%05d-%03d" % (r.randint(10000, 99999), r.randint(100, 999))
        if pat == "sr":
            return "SR-%s%06d" % (r.choice(["MA", "HL", "TS", "BL"]), r.randint(100000, 999999))
        if pat == "cert":
            return "%s/%04d/%02d" % (code, r.randint(1000, 9999), r.choice([22, 23, 24, 25]))
        if pat == "bdn":
            return "BDN-%06d" % r.randint(100000, 999999)
        if pat == "seal":
            return "MS-%07d" % r.randint(1000000, 9999999)
        return "PDA-%s-%04d" % (code, r.randint(1000, 9999))

    def gen_version(self):
        r = self.rng
        a, b, c = r.randint(1, 12), r.randint(0, 24), r.randint(0, 19)
        return r.choice([
            "%d.%d.%d" % (a, b, c), "v%d.%d.%d" % (a, b, c), "%d.%d.%d-r%d" % (a, b, c, r.randint(1, 9)),
            "%d.%02d" % (a, b), "%d.%d.%d.%d" % (a, b, c, r.randint(100, 999)), "R%d.%d.%d" % (a, b, c)])

    def gen_money(self):
        r = self.rng
        n = r.choice([r.randint(150, 990), r.randint(1000, 9999), r.randint(10000, 48000)])
        cc = r.randint(1, 99)
        if self.zh:
            return r.choice(["%d元" % n, "¥{:,}".format(n), "%d.%d万" % (r.randint(1, 9), r.randint(1, 9)),
                             "%d万%d" % (r.randint(1, 9), r.randint(1, 9)), "%d美元" % n, "%d块" % n,
                             "USD {:,}".format(n), "%d欧" % n, "新币%d" % n])
        return r.choice(["USD {:,}".format(n), "US${:,}".format(n), "EUR {:,}".format(n), "€{:,}".format(n),
                         "SGD {:,}".format(n), "S${:,}".format(n), "USD {:,}.{:02d}".format(n, cc),
                         "EUR {:,}.{:02d}".format(n, cc), "${:,}".format(n)])

    def fmt_date(self, dd, channel):
        r = self.rng
        formal = channel in ("weather", "assist", "email")
        if self.zh:
            opts = ["%d月%d日" % (dd.month, dd.day), "%d月%d号" % (dd.month, dd.day)]
            if not formal:
                opts += ["%d月%d日上午" % (dd.month, dd.day), "下周" + r.choice(ZH_WDAY), "这周" + r.choice(ZH_WDAY[2:6]),
                         "周%s上午" % r.choice(ZH_WDAY[:5]), "月底前", "元旦前", "后天下午", "%d号" % dd.day]
            return r.choice(opts)
        m = MON[dd.month - 1]
        opts = ["%d %s" % (dd.day, m), "%s %d" % (m, dd.day), "%s %s" % (m, ordinal(dd.day)),
                "%d %s" % (dd.day, MONTH[dd.month - 1])]
        if not formal:
            opts += ["%s the %s" % (WDAY[dd.weekday()], ordinal(dd.day)), "%02d/%02d" % (dd.day, dd.month),
                     "%s %d %s" % (WDAY[dd.weekday()][:3], dd.day, m), "%s %s" % (ordinal(dd.day), m)]
        return r.choice(opts)

    # ---------- rendering ----------
    def line(self, f):
        D = self.D
        k = f["kind"]
        if k == "name":
            role = f["role"][0]
            nick = fill(f["role"][1], s=f["n"][0]) if self.zh else ""
            return fill(self.pick(D.NAME_TPL), n=f["n"], role=role, nick=nick)
        if k == "command":
            return fill(self.pick(D.COMMAND_TPL), c=f["c"], purpose=f["cmd"][1])
        if k == "id":
            return fill(self.pick(D.ID_TPL), label=f["label"], id=f["id"], thing=f["thing"])
        if k == "port":
            return fill(self.pick(D.PORT_TPL), svc=f["svc"], p=f["p"])
        if k == "version":
            return fill(self.pick(D.VERSION_TPL), prod=f["prod"], v=f["v"])
        if k == "money":
            return fill(self.pick(D.MONEY_TPL), thing=f["thing"], m=f["m"])
        if k == "date":
            return fill(self.pick(D.DATE_TPL), event=f["event"], d=f["d"])
        if k == "decision":
            return fill(self.pick(D.DECISION_TPL), c=f["c"], r=f["r"])
        if k == "constraint":
            return fill(self.pick(D.CONSTRAINT_TPL), w=f["w"], s=f["s"])
        return fill(self.pick(D.QUESTION_TPL), s=f["s"])

    def ack(self, f, extra=False):
        D = self.D
        t = self.pick(D.ACK[f["kind"]])
        if extra:
            t += ("\n\n" if self.rng.random() < 0.6 else ("" if self.zh else " ")) + self.pick(D.EXTRA[f["kind"]])
        return t

    def wrap_single(self, body):
        pre = self.pick(self.D.SINGLE_PRE)
        post = self.pick(self.D.SINGLE_POST)
        if post and not post.startswith("\n") and body[-1:] in "?？!！.。":
            post = ""
        return pre + body + post

    # ---------- fact episodes ----------
    def ep_single(self, f):
        return [("user", self.wrap_single(self.line(f))),
                ("assistant", self.ack(f, extra=self.rng.random() < 0.6))]

    def ep_batch(self, fs):
        D = self.D
        r = self.rng
        items = [("f", f) for f in fs]
        for _ in range(r.choice([0, 0, 1, 1, 2])):
            it, ack = self.pick(D.BATCH_FILLER)
            it = fill(it, pct=r.randint(62, 86), fw=r.randint(14, 24))
            items.append(("x", (it, ack)))
        r.shuffle(items)
        num = self.pick(D.NUMBERING)
        head = self.pick(D.BATCH_HEAD)
        lines = []
        acks = []
        for i, (t, v) in enumerate(items, 1):
            if t == "f":
                lines.append(fill(num, i=i) + self.line(v))
                acks.append(fill(num, i=i) + self.ack(v))
            else:
                lines.append(fill(num, i=i) + v[0])
                acks.append(fill(num, i=i) + v[1])
        user = (head + "\n\n" if head else "") + "\n".join(lines) + self.pick(D.BATCH_SIGN)
        asst = self.pick(D.BATCH_REPLY_HEAD) + "\n\n" + "\n".join(acks) + self.pick(D.BATCH_REPLY_TAIL)
        return [("user", user), ("assistant", asst)]

    def ep_email(self, fs):
        D = self.D
        r = self.rng
        namef = [f for f in fs if f["kind"] == "name"]
        others = [f for f in fs if f["kind"] != "name"]
        body = []
        for f in others:
            k = f["kind"]
            t = self.pick(D.EMAIL_KIND_TPL[k])
            ev = f.get("event", "")
            body.append(fill(t, thing=f.get("thing", ""), m=f.get("m", ""), d=f.get("d", ""), event=ev,
                             event_cap=ev[:1].upper() + ev[1:], id=f.get("id", ""), label=f.get("label", ""),
                             w=f.get("w", ""), s=f.get("s", "")))
        body.append(self.pick(D.EMAIL_FILLER))
        if not others:
            body.insert(0, self.pick(D.EMAIL_FILLER[:3]))
        sent = "2026-11-%02d %02d:%02d" % (r.randint(20, 29), r.randint(0, 23), r.randint(0, 59))
        if namef:
            nf = namef[0]
            role = nf["role"]
            sender = "%s <%s@%s>" % (nf["n"], nf["handle"], role[3] if self.zh else role[2])
            sig = nf["n"] + "\n" + (role[2] if self.zh else role[1])
        else:
            sender = self.pick(["Technical Dept <technical@hellasbulk.gr>", "Operations <ops@hellasbulk.gr>",
                                "Agency desk <desk@atlanticagency.com.br>"]) if not self.zh else \
                self.pick(["机务部 <jiwu@hbship.cn>", "操作部 <ops@hbship.cn>", "代理 <desk@agency.com.br>"])
            sig = sender.split(" <")[0]
        subj = self.pick(D.EMAIL_SUBJ)
        if self.zh:
            mail = ("-------- 转发邮件 --------\n发件人：%s\n日期：%s\n收件人：轮机长 %s\n主题：%s\n\n老轨您好，\n\n%s\n\n此致\n%s"
                    % (sender, sent, self.ship, subj, "\n".join(body), sig))
        else:
            mail = ("-----Original Message-----\nFrom: %s\nSent: %s\nTo: Chief Engineer %s\nSubject: %s\n\nDear Chief,\n\n%s\n\nBest regards,\n%s"
                    % (sender, sent, self.ship, subj, "\n\n".join(body), sig))
        user = self.pick(D.EMAIL_PRE) + "\n\n" + mail
        return [("user", user), ("assistant", self.pick(D.EMAIL_REPLY))]

    def readings_line(self, hh):
        r = self.rng
        if self.zh:
            return "%02d00  主机 %.1f rpm  负荷 %d%%  增压器 %d rpm  扫气 %.2f bar  平均排温 %d℃  燃油进机 %d℃" % (
                hh, r.uniform(76, 92), r.randint(60, 85), r.randint(120, 150) * 100 + r.randint(0, 9) * 10,
                r.uniform(1.6, 2.6), r.randint(320, 375), r.randint(128, 145))
        return "%02d00  ME %.1f rpm  load %d%%  TC %d rpm  scav %.2f bar  exh avg %dC  FO inlet %dC" % (
            hh, r.uniform(76, 92), r.randint(60, 85), r.randint(120, 150) * 100 + r.randint(0, 9) * 10,
            r.uniform(1.6, 2.6), r.randint(320, 375), r.randint(128, 145))

    def ep_log(self, fs):
        D = self.D
        start = self.pick([0, 4, 8, 12, 16, 20])
        rows = [self.safe(lambda h=h: self.readings_line((start + h) % 24)) for h in range(4)]
        rem = []
        for f in fs:
            t = self.pick(D.LOG_REMARK[f["kind"]])
            rem.append(fill(t, label=f.get("label", ""), id=f.get("id", ""), thing=f.get("thing", ""),
                            prod=f.get("prod", ""), v=f.get("v", "")))
        rem.append(self.pick(D.LOG_FILLER_REMARKS))
        self.rng.shuffle(rem)
        head = ("机舱日志 %02d00-%02d00" if self.zh else "ENGINE LOG %02d00-%02d00") % (start, (start + 4) % 24)
        user = self.pick(D.LOG_PRE) + "\n\n" + head + "\n" + "\n".join(rows) + "\n" + "\n".join(rem)
        return [("user", user), ("assistant", self.pick(D.LOG_REPLY))]

    def maybe_check(self):
        return [("assistant", self.pick(self.D.TOOL_CHECK))] if self.rng.random() < 0.5 else []

    def ep_assist(self, f):
        D = self.D
        r = self.rng
        if f["kind"] == "command":
            cmd = f["cmd"]
            p2 = cmd[1][3:] if cmd[1].startswith("to ") else cmd[1]
            ask = fill(self.pick(D.COMMAND_ASK), purpose=cmd[1], p2=p2)
            return [("user", ask), ("assistant", fill(self.pick(D.COMMAND_ANSWER), c=f["c"]))]
        # date: assistant computes an arrival date
        days = max(2, (f["dt"] - datetime(2026, 11, 25)).days)
        spd = r.choice([11.5, 12.0, 12.5, 13.0, 13.5])
        dist = int(round(days * 24 * spd / 10.0)) * 10
        port = self.pick(D.PORTS_AHEAD)
        if self.zh:
            ask = "到%s还有大概%d海里，现在带着流跑%.1f节，什么时候能到？" % (port, dist, spd)
            ans = ("按%.1f节算，%d海里大概要跑%d天。从今天算起，到港大约在%s，前提是中间不降速、天气不添乱。"
                   "要是为了水洗或者检修降速，每停一个小时往后推一个小时左右。" % (spd, dist, days, f["d"]))
        else:
            ask = "about %d nm to go to %s, making %.1f kn with the current. when are we in?" % (dist, port, spd)
            ans = ("At %.1f kn, %d nm is about %d days of steaming. Counting from today that puts arrival around %s, "
                   "assuming no slowdowns and the weather doesn't get worse. Every hour you stop for maintenance pushes it by "
                   "roughly an hour." % (spd, dist, days, f["d"]))
        return [("user", ask), ("assistant", ans)]

    def ep_shell(self, f):
        D = self.D
        r = self.rng
        host = "engmon01"
        if f["kind"] == "command":
            cmd = f["cmd"]
            out = cmd[3]
            return ([("user", cmd[2])] + self.maybe_check() +
                    [("tool", "ship_shell", ({"host": host, "cmd": f["c"]}, out)), ("assistant", cmd[4])])
        if f["kind"] == "version":
            ask = fill(self.pick(D.SHELL_ASK_VER), prod=f["prod"])
            out = fill(f["out"], v=f["v"])
            return ([("user", ask)] + self.maybe_check() +
                     [("tool", "ship_shell", ({"host": host, "cmd": f["cli"]}, out)),
                      ("assistant", self.pick(D.SHELL_DONE_VER))])
        ask = fill(self.pick(D.SHELL_ASK_PORT), svc=f["svc"])
        if r.random() < 0.5:
            cmd = "ss -tlnp"
            out = ("State  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process\n"
                   "LISTEN 0      128    0.0.0.0:22          0.0.0.0:*     users:((\"sshd\",pid=%d))\n"
                   "LISTEN 0      4096   0.0.0.0:%s        0.0.0.0:*     users:((\"%s\",pid=%d))\n"
                   "LISTEN 0      511    127.0.0.1:631       0.0.0.0:*     users:((\"cupsd\",pid=%d))"
                   % (r.randint(300, 999), f["p"], f["proc"], r.randint(300, 999), r.randint(300, 999)))
        else:
            cmd = "grep -ri port /etc/%s/" % f["proc"]
            out = "/etc/%s/%s.conf:listen_port = %s\n/etc/%s/%s.conf:# port changed by IT, see ticket" % (
                f["proc"], f["proc"], f["p"], f["proc"], f["proc"])
        return ([("user", ask)] + self.maybe_check() +
                [("tool", "ship_shell", ({"host": host, "cmd": cmd}, out)), ("assistant", self.pick(D.SHELL_DONE_PORT))])

    def distractor_id(self, pat, code):
        for _ in range(50):
            x = self.gen_id(pat, code)
            if self.clean(x) and not any(x in n for n in self.needles):
                return x
        return None

    def distractor_money(self):
        for _ in range(50):
            x = self.gen_money()
            if self.clean(x) and not any(x in n for n in self.needles):
                return x
        return "-"

    def ep_tool(self, f):
        D = self.D
        r = self.rng
        zh = self.zh
        if f["kind"] == "money":
            tool = "purchase_lookup"
        else:
            tool = f["tool"]
        if tool == "pms_query":
            ask = self.pick(D.PMS_ASK)
            head = "工单号 | 内容 | 周期 | 上次完成 | 状态" if zh else "JOB NO | DESCRIPTION | INTERVAL | LAST DONE | STATUS"
            st = ["超期", "到期", "未到期"] if zh else ["OVERDUE", "DUE", "NOT DUE"]
            rows = ["%s | %s | %d h | 2025-%02d-%02d | %s" % (f["id"], f["thing"], self.pick([2000, 4000, 8000, 12000]),
                                                                r.randint(1, 12), r.randint(1, 28), st[0])]
            for j in r.sample(range(len(D.PMS_THINGS)), r.randint(1, 3)):
                if D.PMS_THINGS[j] == f["thing"]:
                    continue
                x = self.distractor_id(f["pat"], D.PMS_EQ[j])
                if x:
                    rows.append("%s | %s | %d h | 2026-%02d-%02d | %s" % (
                        x, D.PMS_THINGS[j], self.pick([1000, 2000, 4000]), r.randint(1, 10), r.randint(1, 28),
                        self.pick(st[1:])))
            args = {"status": "open", "sort": "due"}
            out = head + "\n" + "\n".join(rows)
            done = self.pick(D.PMS_DONE)
        elif tool == "cert_register":
            ask = self.pick(D.CERT_ASK)
            head = "证书/检验 | 编号 | 签发 | 到期" if zh else "CERTIFICATE / SURVEY | REF | ISSUED | EXPIRES"
            rows = ["%s | %s | 2024-%02d-%02d | 2029-%02d-%02d" % (f["thing"], f["id"], r.randint(1, 12), r.randint(1, 28),
                                                                  r.randint(1, 12), r.randint(1, 28))]
            for thing, code in r.sample(D.CERT_THINGS, 2):
                if thing == f["thing"]:
                    continue
                x = self.distractor_id("cert", code)
                if x:
                    rows.append("%s | %s | 2023-%02d-%02d | 2028-%02d-%02d" % (thing, x, r.randint(1, 12), r.randint(1, 28),
                                                                              r.randint(1, 12), r.randint(1, 28)))
            r.shuffle(rows)
            args = {"register": "class+flag"}
            out = head + "\n" + "\n".join(rows)
            done = self.pick(D.CERT_DONE)
        else:
            what = self.pick(D.PURCH_WHAT)
            ask = fill(self.pick(D.PURCH_ASK), what=what)
            head = "单号 | 项目 | 数量 | 金额 | 状态" if zh else "REF | ITEM | QTY | AMOUNT | STATUS"
            st = ["已批", "待批", "已发货"] if zh else ["APPROVED", "PENDING", "SHIPPED"]
            rows = []
            if f["kind"] == "money":
                x = self.distractor_id("req", "")
                rows.append("%s | %s | 1 | %s | %s" % (x, f["thing"], f["m"], self.pick(st)))
            else:
                rows.append("%s | %s | %d | %s | %s" % (f["id"], f["thing"], r.randint(1, 4), self.distractor_money(),
                                                        self.pick(st)))
            for _ in range(r.randint(1, 2)):
                x = self.distractor_id("req", "")
                rows.append("%s | %s | %d | %s | %s" % (x, self.pick(D.SPARE_THINGS), r.randint(1, 6),
                                                        self.distractor_money(), self.pick(st)))
            r.shuffle(rows)
            args = {"query": what}
            out = head + "\n" + "\n".join(rows)
            done = self.pick(D.PURCH_DONE)
        return [("user", ask)] + self.maybe_check() + [("tool", tool, (args, out)), ("assistant", done)]

    def ep_inbox(self, fs):
        D = self.D
        r = self.rng
        topic = self.pick(D.INBOX_TOPICS)
        mails = []
        for f in fs:
            role = f["role"]
            dom = role[3] if self.zh else role[2]
            subj = role[4] if self.zh else role[3]
            snip = role[5] if self.zh else role[4]
            mails.append((("发件人：%s <%s@%s>" if self.zh else "From: %s <%s@%s>") % (f["n"], f["handle"], dom), subj, snip))
        if r.random() < 0.6:
            if self.zh:
                mails.append(("发件人：机务部 <jiwu@hbship.cn>", "月报提醒", "请按时提交本月机舱月报。"))
            else:
                mails.append(("From: Technical Dept <technical@hellasbulk.gr>", "Monthly report reminder",
                              "Kindly submit the engine monthly report on time."))
        r.shuffle(mails)
        parts = []
        for i, (frm, subj, snip) in enumerate(mails, 1):
            dt = "2026-11-%02d %02d:%02d" % (r.randint(18, 29), r.randint(0, 23), r.randint(0, 59))
            if self.zh:
                parts.append("[%d] %s\n    日期：%s\n    主题：%s\n    %s" % (i, frm, dt, subj, snip))
            else:
                parts.append("[%d] %s\n    Date: %s\n    Subject: %s\n    %s" % (i, frm, dt, subj, snip))
        out = (("%d 封结果\n\n" if self.zh else "%d results\n\n") % len(mails)) + "\n\n".join(parts)
        ask = fill(self.pick(D.INBOX_ASK), topic=topic)
        return [("user", ask)] + self.maybe_check() + [("tool", "inbox_search", ({"query": topic, "folder": "INBOX"}, out)),
                                                       ("assistant", self.pick(D.INBOX_DONE))]

    def weather_out(self, a, b, spd, eta):
        r = self.rng
        dist = r.randint(900, 9800)
        bft = r.randint(6, 9)
        hs = r.uniform(3.0, 6.5)
        if self.zh:
            return ("航线：%s → %s\n剩余航程：%d 海里\n计划航速：%.1f 节\n预计到达%s：%s\n最大风力：蒲福%d级，有效波高%.1f米，在航程中段"
                    % (a, b, dist, spd, b, eta, bft, hs))
        return ("Route %s -> %s\nDistance to go: %d nm\nPlanned speed: %.1f kn\nETA %s: %s\n"
                "Worst weather: Bft %d, Hs %.1f m, mid-passage" % (a, b, dist, spd, b, eta, bft, hs))

    def ep_weather(self, f):
        D = self.D
        a, b = self.rng.sample(D.PORTS_AHEAD, 2)
        spd = self.pick([11.5, 12.0, 12.5, 13.0])
        ask = fill(self.pick(D.WEATHER_ASK), a=a, b=b)
        out = self.weather_out(a, b, spd, f["d"] + " 0600 LT")
        return [("user", ask)] + self.maybe_check() + [("tool", "weather_routing", ({"from": a, "to": b, "speed_kn": spd}, out)),
                                                       ("assistant", self.pick(D.WEATHER_DONE))]

    # ---------- filler ----------
    def filler(self):
        D = self.D
        r = self.rng
        x = r.random()
        if x < 0.38:
            return self.short_pair()
        if x < 0.56:
            adv = [a for i, a in enumerate(D.ADVICE) if i not in self.used.setdefault("adv", set())]
            if adv:
                a = self.pick(adv)
                self.used["adv"].add(D.ADVICE.index(a))
                return [("user", a[0]), ("assistant", a[1])]
            return self.short_pair()
        if x < 0.68:
            return [("user", self.safe(self.noon_text)), ("assistant", self.pick(D.READINGS_REPLY))]
        if x < 0.76:
            return [("user", self.safe(self.sounding_text)), ("assistant", self.pick(D.SOUNDING_REPLY))]
        if x < 0.86:
            vo = VOICE_ZH if self.zh else VOICE_EN
            vr = VOICE_ZH_REPLY if self.zh else VOICE_EN_REPLY
            free = [i for i in range(len(vo)) if i not in self.used.setdefault("voice", set())]
            if free:
                i = self.pick(free)
                self.used["voice"].add(i)
                return [("user", vo[i]), ("assistant", vr[i])]
            return self.short_pair()
        if x < 0.91:
            a, b = r.sample(D.PORTS_AHEAD, 2)
            spd = self.pick([11.5, 12.0, 12.5, 13.0])
            ask = fill(self.pick(D.WEATHER_ASK), a=a, b=b)
            eta = ("约%d天%d小时后" if self.zh else "in about %dd %02dh") % (r.randint(3, 30), r.randint(0, 23))
            out = self.safe(lambda: self.weather_out(a, b, spd, eta))
            return [("user", ask)] + self.maybe_check() + [
                ("tool", "weather_routing", ({"from": a, "to": b, "speed_kn": spd}, out)),
                ("assistant", self.pick(D.WEATHER_DONE))]
        # batch of only routine items
        items = r.sample(D.BATCH_FILLER, 3)
        num = self.pick(D.NUMBERING)
        u = "\n".join(fill(num, i=i) + fill(it, pct=r.randint(62, 86), fw=r.randint(14, 24)) for i, (it, _) in enumerate(items, 1))
        a = "\n".join(fill(num, i=i) + ack for i, (_, ack) in enumerate(items, 1))
        head = self.pick([h for h in D.BATCH_HEAD if h])
        return [("user", self.safe(lambda: head + "\n\n" + u)), ("assistant", self.pick(D.BATCH_REPLY_HEAD) + "\n\n" + a)]

    def short_pair(self):
        u, a = self.pick(self.D.SHORT_PAIRS)
        return [("user", u), ("assistant", self.pick(a))]

    def noon_text(self):
        r = self.rng
        if self.zh:
            return ("%s\n\n正午24小时：主机平均 %.1f rpm，航程 %d 海里，主机油耗 %.1f 吨低硫油，副机油耗 %.1f 吨轻油，"
                    "存油 低硫油 %d 吨 轻油 %d 吨，滑油 %d 升" % (self.pick(self.D.READINGS_PRE), r.uniform(78, 90), r.randint(270, 320),
                                                        r.uniform(26, 36), r.uniform(2.2, 4.0), r.randint(600, 1900),
                                                        r.randint(90, 260), r.randint(300, 900)))
        return ("%s\n\nNoon 24h: ME avg %.1f rpm, dist %d nm, ME cons %.1f t VLSFO, AE cons %.1f t MGO, "
                "ROB VLSFO %d t MGO %d t, cyl oil cons %d ltr" % (self.pick(self.D.READINGS_PRE), r.uniform(78, 90),
                                                              r.randint(270, 320), r.uniform(26, 36), r.uniform(2.2, 4.0),
                                                              r.randint(600, 1900), r.randint(90, 260), r.randint(300, 900)))

    def sounding_text(self):
        r = self.rng
        tanks = ["HFO 1P", "HFO 1S", "HFO SETT", "HFO SERV", "MGO STOR", "MGO SERV", "SLUDGE", "BILGE HOLD"]
        if self.zh:
            head = "柜名 | 测深(cm) | 体积(m3)"
        else:
            head = "TANK | SOUND (cm) | VOL (m3)"
        rows = ["%s | %d | %.1f" % (t, r.randint(20, 480), r.uniform(2, 420)) for t in tanks]
        return self.pick(self.D.SOUNDING_PRE) + "\n\n" + head + "\n" + "\n".join(rows)

    # ---------- assembly ----------
    def build(self):
        r = self.rng
        facts = []
        for k in KINDS:
            n = self.per_kind
            if k in ("decision", "constraint", "question"):
                n = min(n, len(getattr(self.D, {"decision": "DECISIONS", "constraint": "CONSTRAINTS",
                                                 "question": "QUESTIONS"}[k])))
            for _ in range(n):
                chs, ws = zip(*CHANNELS[k])
                ch = r.choices(chs, weights=ws)[0]
                facts.append(self.new_fact(k, ch))
        for f in facts:
            if f["kind"] == "id" and f["ch"] == "tool" and not f["tool"]:
                f["ch"] = "single"
        by = {}
        for f in facts:
            by.setdefault(f["ch"], []).append(f)
        eps = []
        # batches
        b = by.get("batch", [])
        r.shuffle(b)
        i = 0
        chunks = []
        while i < len(b):
            size = r.randint(2, 4)
            chunk = b[i:i + size]
            i += size
            chunks.append(chunk)
        if len(chunks) > 1 and len(chunks[-1]) == 1:
            chunks[-2].extend(chunks.pop())
        for chunk in chunks:
            eps.append(self.ep_batch(chunk))
        # emails: at most one name per mail
        em = by.get("email", [])
        r.shuffle(em)
        names = [f for f in em if f["kind"] == "name"]
        rest = [f for f in em if f["kind"] != "name"]
        groups = [[nf] for nf in names]
        for f in rest:
            cand = [g for g in groups if len(g) < 3]
            if cand and r.random() < 0.6:
                self.pick(cand).append(f)
            else:
                groups.append([f])
        for g in groups:
            eps.append(self.ep_email(g))
        lg = by.get("log", [])
        r.shuffle(lg)
        for j in range(0, len(lg), 2):
            eps.append(self.ep_log(lg[j:j + 2]))
        ib = by.get("inbox", [])
        r.shuffle(ib)
        j = 0
        while j < len(ib):
            size = r.randint(1, 2)
            eps.append(self.ep_inbox(ib[j:j + size]))
            j += size
        for f in by.get("single", []):
            eps.append(self.ep_single(f))
        for f in by.get("assist", []):
            eps.append(self.ep_assist(f))
        for f in by.get("shell", []):
            eps.append(self.ep_shell(f))
        for f in by.get("tool", []):
            eps.append(self.ep_tool(f))
        for f in by.get("weather", []):
            eps.append(self.ep_weather(f))
        r.shuffle(eps)

        def nmsg(ep):
            return sum(1 for it in ep if it[0] != "tool")
        intro = [("user", fill(self.D.INTRO[0], ship=self.ship)), ("assistant", self.D.INTRO[1])]
        have = 2 + sum(nmsg(e) for e in eps)
        target = max(140, min(266, have + r.randint(70, 110)))
        fillers = []
        while have < target:
            e = self.filler()
            fillers.append(e)
            have += nmsg(e)
        allep = eps + fillers
        r.shuffle(allep)
        seq = list(intro)
        for e in allep:
            seq.extend(e)
        out_facts = [{"kind": f["kind"], "needles": f["needles"]} for f in facts]
        return out_facts, seq


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
            cid = "call_cd%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cd%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cd%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cd%d" % n, "createdAt": ts,
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
            facts, rows = make_rows(ChiefConv(seed, zh, per_kind, attempt))
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

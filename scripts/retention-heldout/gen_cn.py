#!/usr/bin/env python3
"""Held-out retention set "cn": an organic market gardener in Devon.

Cat Lang grows veg on a few acres above the Teign valley, sells veg boxes through a Shopify
store, runs a little farm-shop till, has two seasonal workers (Radu and Kasia) and a volunteer
scheme, and is turning the old threshing barn into a holiday let.  She talks to her assistant
mostly by voice note: long run-on dictation with hardly a full stop, the odd two-word reply,
and pasted things (supplier invoices, Shopify CSV exports, grant paragraphs, planning emails,
the weather station's log, soil analyses, the irrigation Raspberry Pi's output).  The assistant
uses tools: orders, invoices, mail, calendar, ssh to the polytunnel Pi, a weather API and the
holiday-let booking site.  The last seed's conversation is in Simplified Chinese: a coffee
grower in Pu'er, Yunnan (咖啡庄园) who sells beans on 淘宝/小红书, runs a small 民宿, manages
采摘工人 and a 6 kg 烘焙机 driven from a Raspberry Pi.

Facts are seeded as needles; decisions carry (choice, reason), constraints (action, condition),
questions one subject clause that is never answered.  A few facts are mentioned again later in
the conversation; the uniqueness check accounts for those planned repeats.

usage: gen_cn.py OKBOT WORKDIR [SEED...]
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

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_DIGITS = "零一二三四五六七八九"


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def zh_num(n):
    """1..31 as Chinese numerals (for dates)."""
    if n < 10:
        return ZH_DIGITS[n]
    if n < 20:
        return "十" + (ZH_DIGITS[n % 10] if n % 10 else "")
    return ZH_DIGITS[n // 10] + "十" + (ZH_DIGITS[n % 10] if n % 10 else "")


# ======================================================================================
# English: people, places, things
# ======================================================================================

EN_NEEDLE_NAMES = [
    "Mrs Pengelly", "Kerensa Tremayne", "Jago", "Tamsin Hext", "Morwenna", "Mr Vosper",
    "Dave Chugg", "Ottilie Mabb", "Rhiannon Leat", "Bryony Cawse", "Piran", "Ned Ashplant",
    "Mrs Widdicombe", "Lowenna Pascoe", "Gethin Rowe", "Priya Nankivell", "Toby Endacott",
    "Mr Huxtable", "Sian Blamey", "Wilf Northcott", "Demelza", "Oskar Lisowski",
    "Ioana Dragomir", "Hettie Yeo", "Ferdy Blackmore", "Marigold Crocker", "Anstice",
    "Rory Tuckett", "Bethan Madge", "Jem Coaker", "Ruth Pook", "Mrs Heard", "Hamish Stoneman",
    "Saffron Elford", "Kit Lethbridge", "Nell Dymond", "Mr Bidgood", "Zofia Wrobel",
    "Tegen", "Alun Prowse", "Mrs Quance", "Fenella Rice-Oxley",
]

EN_NAME_ROLES = [
    "the new volunteer", "the planning officer", "the bat survey woman", "the chap from the Soil Association",
    "the building control inspector", "the egg lady at Chagford market", "the electrician doing the barn",
    "our new box customer in Moretonhampstead", "the Shopify developer Huw found", "the woman who runs the Bovey deli",
    "the relief packer for Fridays", "the drainage engineer", "the grant adviser at the Duchy",
    "the lady who wants to do a pottery course in the barn", "the new postie", "the insurance broker",
    "the cheese man from the Exeter co-op", "the wholesale buyer at the Lustleigh café", "the farm vet",
    "the chimney sweep", "the woman from the hedgelaying course", "the student who wants a placement",
    "the fire safety assessor", "the roofer", "the lady who does the barn changeovers",
]

EN_ID_MAKERS = [
    # (format function, what-phrases, organisation that would write about it, or None)
    (lambda b: "#SH-%d" % b.ri(10100, 12999), ["the order with the soggy leeks", "the order that went to the wrong village",
                                                "the order Radu packed without the eggs", "the order she wants refunded"], None),
    (lambda b: "INV-%d" % b.ri(2100, 4999), ["the invoice with the wrong VAT", "the Tamar Organics invoice we disputed",
                                            "the compost invoice", "the invoice for the drip tape"], 'Tamar Organics (accounts)'),
    (lambda b: "%d/%05d/FUL" % (b.pick([24, 25, 26]), b.ri(1000, 3999)), ["the planning ref", "the barn application number"], 'Teignbridge District Council'),
    (lambda b: "FETF-%d-%06d" % (b.pick([2026, 2027]), b.ri(100000, 999999)), ["the grant ref", "the FETF application number"], 'the Rural Payments Agency'),
    (lambda b: "SN %04X-%04X" % (b.ri(0x1000, 0xFFFF), b.ri(0x1000, 0xFFFF)), ["the serial on the new pump",
                                                                               "the serial on the weather station"], None),
    (lambda b: "HL-%d-%s" % (b.ri(1000, 9999), b.pick("QRTWXYZ")), ["the booking ref for the Easter couple",
                                                                  "the booking with the dog"], None),
    (lambda b: "NFU-%s-%d" % (b.pick(["EG", "FM", "HL"]), b.ri(1000000, 9999999)), ["the insurance claim number",
                                                                                 "the policy number for the barn"], 'NFU Mutual'),
    (lambda b: "H%02dRSA%010d" % (b.ri(10, 99), b.ri(10 ** 9, 10 ** 10 - 1)), ["the Evri tracking number for the lost box"], 'Evri Customer Services'),
    (lambda b: "%d/%03d/%04d" % (b.ri(10, 49), b.ri(100, 999), b.ri(1000, 9999)), ["our CPH number", "the holding number"], 'the Rural Payments Agency'),
    (lambda b: "GB-ORG-%02d-%d" % (b.ri(2, 9), b.ri(10000, 99999)), ["the organic cert number"], 'Soil Association Certification'),
    (lambda b: "BC/%d/%04d" % (b.pick([2026, 2027]), b.ri(100, 9999)), ["the building control ref"], 'Teignbridge Building Control'),
]

EN_PORTS = ["1883", "8883", "8123", "1880", "3000", "8086", "9100", "8554", "5000", "8081", "8888", "9443",
            "51820", "4444", "7125", "6053", "8089", "8443", "2222", "8765", "9091", "5432", "6379", "8181",
            "10200", "5683", "9080", "7443", "8200", "3001", "5055", "1884", "9001", "8090", "8008", "6052",
            "4200", "5601", "2283", "7878"]

EN_PORT_SERVICES = [
    "Node-RED", "the weather station's little web page", "Home Assistant", "the MQTT broker", "Grafana",
    "the valve API", "the shop camera recorder", "the stock sync thing", "the till's print server",
    "the soil probe gateway", "the barn's door lock hub", "the solar inverter page",
]

EN_VERSIONS = [
    ("Home Assistant", "2026.12.4"), ("Home Assistant", "2026.11.2"), ("Home Assistant", "2027.1.1"),
    ("WeeWX", "5.1.0"), ("WeeWX", "5.2.3"), ("Node-RED", "4.0.9"), ("Node-RED", "4.1.2"),
    ("Mosquitto", "2.0.21"), ("ESPHome", "2026.10.3"), ("Tasmota", "14.4.1"), ("Tasmota", "15.0.1"),
    ("the valve controller firmware", "v3.2.0"), ("the valve controller firmware", "v3.1.7"),
    ("the SumUp app", "4.71.0"), ("the Shopify POS app", "9.14.2"), ("the till software", "v7.3.11"),
    ("the Hozelock app", "2.3.5"), ("Grafana", "11.4.0"), ("InfluxDB", "2.7.11"), ("the Pi's kernel", "6.6.62"),
    ("Python on the Pi", "3.11.2"), ("the soil probe firmware", "0.9.14"), ("the barn lock app", "5.12.0"),
    ("Docker", "27.4.1"), ("Frigate", "0.14.1"), ("Zigbee2MQTT", "1.42.0"), ("the Victron Cerbo", "v3.52"),
    ("the Shopify CLI", "3.69.3"), ("the Ecowitt gateway", "GW1100A_V2.3.4"), ("Raspberry Pi OS", "bookworm 12.9"),
]

EN_COMMANDS = [
    ("sudo systemctl restart tunnel-valves.service", "when the valves stop clicking"),
    ("journalctl -u tunnel-valves --since '1 hour ago'", "to see what it's been up to"),
    ("vcgencmd get_throttled", "if the Pi keeps rebooting itself"),
    ("mosquitto_sub -h localhost -t 'tunnel/+/moisture' -v", "to watch the moisture readings come in"),
    ("python3 ~/irrigate/zone_test.py --zone 3 --seconds 20", "to test the salad bed zone"),
    ("sudo raspi-config nonint do_wifi_country GB", "after it forgot the Wi-Fi country"),
    ("df -h /home/pi", "when it says the disk is full"),
    ("sudo apt update && sudo apt full-upgrade -y", "for the monthly updates"),
    ("ha core check", "before restarting Home Assistant"),
    ("docker compose -f ~/weewx/docker-compose.yml restart", "when the weather page goes blank"),
    ("rsync -av ~/irrigate/logs/ nas:/volume1/farm/irrigation/", "to back up the valve logs"),
    ("tail -n 100 /var/log/valvectl.log", "to see the last bit of the valve log"),
    ("curl -s http://tunnel.local/api/zones | jq .", "to see which zones are on"),
    ("weectl report run", "to force the weather page to update"),
    ("sudo mount -a", "when the NAS share disappears"),
    ("shopify theme push --store highercombe-veg", "when Huw changes the shop theme"),
    ("sudo tailscale up --ssh", "so Huw can get in from his mum's"),
    ("git -C ~/irrigate pull --ff-only", "to get Huw's latest changes"),
    ("sqlite3 ~/irrigate/runs.db 'select * from runs order by ts desc limit 5;'", "to see the last five watering runs"),
    ("i2cdetect -y 1", "to check the relay board is still there"),
    ("sudo iw wlan0 set power_save off", "when the Wi-Fi drops in the tunnel"),
    ("systemctl list-timers --all | grep irrigate", "to check the watering timer is set"),
    ("ping -c 5 tunnel.local", "to see if the Pi is even awake"),
    ("sudo ufw status numbered", "to check the firewall"),
    ("pinctrl get 17", "to check the pump relay pin"),
    ("python3 ~/irrigate/calibrate.py --probe 2", "after cleaning the soil probe"),
    ("sudo systemctl disable --now tunnel-valves", "to switch it off for the winter"),
    ("crontab -u pi -l", "to see what's scheduled"),
    ("cat /sys/class/thermal/thermal_zone0/temp", "when the tunnel's roasting"),
    ("nmcli device wifi list", "to see if it can see the shop Wi-Fi"),
    ("sudo journalctl --vacuum-size=200M", "when the logs fill the card"),
    ("ssh -t pi@tunnel.local htop", "to see what's eating the CPU"),
    ("node-red-restart", "when the dashboard freezes"),
    ("scp pi@tunnel.local:~/irrigate/config.yaml ~/Desktop/", "to grab a copy of the config"),
    ("sudo rpi-eeprom-update -a", "after we swapped to the Pi 5"),
]

EN_MONEY_THINGS = [
    # (thing, size class s/m/l)
    ("large veg box", "s"), ("roof on the barn", "l"), ("new polytunnel skin", "l"), ("septic tank survey", "m"),
    ("two pallets of peat-free compost", "m"), ("drip tape", "m"), ("overtime for Radu", "m"),
    ("structural engineer's report", "m"), ("barn for a week in August", "m"), ("egg boxes", "s"), ("bat survey", "m"),
    ("second-hand wheel hoe", "m"), ("woodburner for the barn", "l"), ("new till scales", "m"), ("fire doors", "l"),
    ("Shopify plan", "s"), ("van insurance", "m"), ("seed order", "m"), ("rabbit fencing", "m"), ("barn windows", "l"),
    ("leek seedlings", "s"), ("hedge laying", "m"), ("wood chip for the paths", "m"), ("solar panels", "l"),
    ("new chest freezer", "m"), ("small veg box", "s"), ("fruit bag add-on", "s"),
]
EN_SELLING = {"large veg box", "barn for a week in August", "small veg box", "fruit bag add-on"}

EN_PAYEES = ["Gary", "the roofer", "Tamar Organics", "Fran", "the electrician", "Radu", "the scaffolders"]

EN_DATE_EVENTS = [
    "the building control visit", "the bat survey", "the first box of the spring", "the Soil Association inspection",
    "the volunteers' open day", "the first guests in the barn", "the grant deadline", "Radu's start date",
    "the tunnel reskin", "the hedgelaying course", "the Chagford show", "the septic tank emptying",
    "the roofer starting", "the planning committee", "Kasia coming back", "the seed potato delivery",
    "the scaffold coming down", "the photographer for the barn listing", "the apple day", "the fire risk assessment",
]

EN_DECISIONS = [
    ("drop the Tuesday delivery round", "the van's barely half full on Tuesdays"),
    ("switch the box deliveries to the Exeter co-op van", "Evri lost four boxes in December"),
    ("keep the small box at the old price", "the pensioners in Bovey are our most loyal lot"),
    ("put the barn kitchen where the old calf pen was", "that's the only wall with a drain run"),
    ("go with larch cladding on the barn", "the planning officer hated the idea of composite"),
    ("stop selling bought-in eggs in the shop", "they sit there till they're out of date"),
    ("move the volunteer days to Thursdays", "Bill's hospital appointments are all on Wednesdays now"),
    ("grow the winter salad in tunnel two", "tunnel one had root aphid all last year"),
    ("pay Radu weekly instead of monthly", "he's sending money home and the gap was killing him"),
    ("close the shop on Mondays till March", "we took eleven quid last Monday and the heater cost more than that"),
    ("list the barn on Airbnb as well as the cottage site", "the cottage agency takes twenty-two percent"),
    ("sow the leeks in modules this year", "the pigeons had every single one in the seedbed"),
    ("replace the float valve rather than the whole header tank", "the tank itself is only four years old"),
    ("keep the irrigation on the Pi", "the Pi already talks to the soil probes"),
    ("charge for delivery on orders under thirty quid", "the little Okehampton orders cost more in diesel than they make"),
    ("put solar on the barn roof now", "the scaffolding's already up"),
    ("buy the second-hand Terrateck wheel hoe", "the new one's on a six month backorder"),
    ("rip out the old strawberry bed", "it's riddled with vine weevil"),
    ("have Kasia back for the autumn", "she's the only one who can drive the tractor without scaring me"),
    ("use woodchip on the tunnel paths", "the membrane blew into the hedge twice"),
    ("go down to two box sizes", "nobody orders the medium except by mistake"),
    ("do four-night minimums in the barn in summer", "Saturday changeovers would finish me off"),
    ("apply for FETF and not the capital grant", "the capital one wants three quotes for everything"),
    ("keep the pigs off the top field", "it floods every time the leat overflows"),
    ("send the newsletter on Sunday evenings", "that's when people actually open it"),
    ("leave the hedge cutting till February", "the redwings are still stripping the haws"),
    ("get the well water tested before the barn opens", "the council will want to see it anyway"),
    ("put the boxes up by fifty pence", "seed and diesel have gone through the roof"),
    ("give the volunteers a veg box instead of lunch", "half of them bring sandwiches anyway"),
    ("run the till on the old iPad till the end of the season", "the new terminal won't talk to the scales"),
    ("get bokashi bins for the shop waste", "the rats found the compost bay"),
    ("turn the old dairy into the packing shed", "it's got a concrete floor and a tap already"),
    ("reskin tunnel three in April", "a March gale would rip it straight off"),
    ("stop the Saturday market at Totnes", "we barely cover the pitch fee in winter"),
]

EN_CONSTRAINTS = [
    ("open the west doors on the tunnels", "the wind's dropped below twenty miles an hour"),
    ("water tunnel two", "the soil probe reads under thirty percent"),
    ("let the volunteers use the strimmer", "they've watched the safety video"),
    ("give anyone the barn key code", "they've paid the deposit in full"),
    ("update Home Assistant", "Huw's home to fix it if it breaks"),
    ("refund a box", "I've seen a photo of what was wrong with it"),
    ("spray the copper on the tunnel tomatoes", "the forecast's dry for two days"),
    ("put the box list out to the packers", "the Shopify orders have closed on Sunday night"),
    ("pay an invoice over five hundred", "I've checked it against the delivery note"),
    ("let Radu drive the Land Rover on the road", "his licence check comes back"),
    ("take any bookings for the barn", "building control have signed it off"),
    ("reboot the irrigation Pi", "every valve is showing closed"),
    ("post anything about the barn on Instagram", "the planning decision's come through"),
    ("run the heater in the shop", "it's under five degrees outside"),
    ("sow the early carrots", "the soil's warmed past eight degrees"),
    ("add anyone to the volunteer WhatsApp", "they've signed the consent form"),
    ("submit the grant claim", "every receipt has been scanned"),
    ("move the pigs down to the bottom field", "the electric fence has been tested"),
    ("print the new recipe cards", "the spring price list is final"),
    ("touch the septic tank", "the drainage man has been out"),
    ("sell the salad bags", "they've been through the wash twice"),
    ("let guests light the woodburner", "the sweep's certificate is in the folder"),
    ("change the shop Wi-Fi password", "the card reader has been moved to the new network"),
    ("give out my mobile number", "they're a wholesale customer"),
    ("put the new skin on the tunnel", "we've got three calm days in a row"),
    ("accept a pallet delivery at the shop", "someone's there to count it in"),
    ("order more compost", "the pallet in the yard is half gone"),
    ("publish the barn listing", "the fire risk assessment is done"),
    ("let Elsie go in the tunnels on her own", "the heater cables are boxed in"),
    ("switch the irrigation back on", "the nights stay above freezing for a week"),
]

EN_QUESTIONS = [
    "whether the council counts the barn as a change of use",
    "if the holiday let needs a proper fire alarm panel or just linked smoke alarms",
    "whether Radu's visa lets him work past October",
    "if our organic certificate covers stuff we buy in for the shop",
    "whether the volunteers need to be on the employer's liability insurance",
    "how the Shopify subscription app handles skipped weeks",
    "whether the Pi can run off the solar battery overnight",
    "if the well water counts as a private supply once the barn is let",
    "who is responsible for the hedge along the lane",
    "whether business rates kick in on the barn once it's let",
    "if the polytunnels count for the annual investment allowance",
    "whether SumUp charges more for Amex",
    "if the old dairy needs building regs to be a packing shed",
    "whether the path through the orchard is a public right of way",
    "how many nights a year the barn has to be available to count as a furnished holiday let",
    "whether Kasia gets auto-enrolled in a pension as seasonal staff",
    "whether Evri's compensation covers the contents or just the postage",
    "if we need a food hygiene rating for the salad bags",
    "whether the grant lets you buy second-hand kit",
    "whether the bats in the barn need a licence before the roof comes off",
    "if South West Water will fit a meter on the orchard trough",
    "whether the old Land Rover needs an MOT if it only goes along farm tracks",
    "how the till works out VAT on the mixed hampers",
    "whether the egg stamping rules apply to a flock of forty",
    "whether the wind readings from the weather station are any use behind the hedge",
    "whether guests picking from the garden is covered by our insurance",
    "if a Pi 5 would fit the old case with the relay hat on",
    "who actually owns the leat",
    "whether the parish council gets a say on the barn sign",
    "if the shop counts as farm diversification for the rates relief",
    "whether the café's coffee grounds are allowed in the compost under the organic rules",
    "if the barn's septic tank needs registering with the Environment Agency",
]

EN_FILLER_PEOPLE = ["Huw", "Elsie", "Radu", "Kasia", "Bill", "Jean", "Colin next door", "Fran", "Gary", "Sue at the post office"]
EN_CUSTOMERS = ["J Harvey", "T Okafor", "L Brimble", "S Whiteway", "A Coombes", "R Fairweather", "M Oldreive",
                "P Dunstan", "H Abbott", "K Lavis", "G Sercombe", "D Wonnacott", "B Ferris", "N Kingdon", "C Rendle"]
EN_VILLAGES = ["Moretonhampstead", "Chagford", "Lustleigh", "Bovey Tracey", "Ashburton", "Okehampton",
               "Christow", "Dunsford", "Manaton", "Drewsteignton", "Widecombe", "Whiddon Down"]

# ---- English sentence templates, one list per kind -----------------------------------

EN_TPL = {
    "name": [
        "{role} is {n} by the way, put that somewhere",
        "I finally met {role}, {n}, lovely, we talked for ages about compost",
        "{n} rang, that's {role}, wants a call back whenever",
        "can you make a note that {role} is called {n}",
        "it's {n} — {role} — not the other one I was thinking of",
        "so {n} (that's {role}) is popping round at some point",
        "{role}, {n}, left a note on the gate saying sorry they missed me",
        "I keep forgetting the name, {n}, {role}, write it down for me",
        "and then {n} turned up out of nowhere, {role}, with a trailer full of muck",
        "if {n} rings that's {role}, be nice",
        "{role} has changed, it's {n} now apparently",
    ],
    "command": [
        "the fix last time was `{cmd}` {ctx}",
        "Huw says to run `{cmd}` {ctx}, I'm writing it here so I don't lose it",
        "this is what I typed\n\npi@tunnel:~ $ {cmd}\n\nand it did something so I think that's the one {ctx}",
        "`{cmd}` — that's the magic words {ctx}",
        "the man on the irrigation forum said `{cmd}` {ctx}",
        "so I did `{cmd}` and then it worked, so yeah that's the one {ctx}",
        "$ {cmd}\n\nthat one, {ctx}, don't let me forget it",
        "keep this safe: `{cmd}` ({ctx})",
        "Elsie read it out off Huw's note, `{cmd}`, {ctx}, apparently",
        "Huw's text just says `{cmd}` {ctx} and then a thumbs up, helpful",
    ],
    "id": [
        "{what} is {id}, put it somewhere I'll find it",
        "{id} — that's {what}",
        "can you keep {id} handy, it's {what}",
        "oh and {what}: {id}",
        "I've finally found {what}, it's {id}",
        "{what} is {id} not the number on the old letter",
        "writing {id} on my hand, {what}, so many numbers",
        "if anyone asks, {what} is {id}",
        "the number they want is {id} ({what})",
        "apparently {what} is {id}, who knew",
    ],
    "port": [
        "{svc} is on port {p} I think, Huw set it up",
        "it's :{p} for {svc}, not the other one",
        "{svc} listens on {p}, obviously, said Huw, like I'd know",
        "try http://tunnel.local:{p} for {svc}",
        "the router needs port {p} opened for {svc}, the man said",
        "{svc} moved to {p} after the update",
        "write down {p} for {svc}",
        "Huw changed {svc} to {p} because something else was sitting on the old one",
        "{svc} — port {p}, he's stuck a label on the Pi",
    ],
    "version": [
        "we're on {prod} {v} now, it updated itself overnight",
        "{prod} says {v} in the corner",
        "the screen says version {v}, that's {prod}",
        "Huw put {prod} {v} on the new card",
        "it's {v}, I checked, {prod}",
        "apparently {v} fixes the thing where {prod} forgets the time zone",
        "we've rolled {prod} back to {v}",
        "the sticker on the box says {prod} {v}",
        "{prod} is {v} if anyone asks",
    ],
    "money": [
        "the quote came in at {m} for the {thing}",
        "{m} for the {thing}, can you believe it",
        "the {thing} was {m} in the end",
        "budget for the {thing} is {m} max",
        "they want {m} for the {thing} which is daylight robbery",
        "I think {m}? for the {thing}, roughly",
        "put {m} down for the {thing} in the grant spreadsheet",
        "{thing}: {m}, that's what Fran needs to know",
        "paid {m} today for the {thing}",
    ],
    "money_sold": [
        "we're charging {m} for the {thing} now",
        "the {thing} is going up to {m} from March",
        "{m} for the {thing}, is that too cheap do you think",
        "Fran reckons {m} for the {thing} is about right",
        "put the {thing} down as {m} on the website",
    ],
    "date": [
        "{ev} is {d}",
        "{ev} got moved to {d}",
        "they've said {d} for {ev}",
        "can you remember {d} is {ev}",
        "so {d}, that's {ev}, don't let me book anything else",
        "{ev}, {d}, finally a date",
        "I'm pretty sure it's {d} for {ev}",
        "it's {d} not the week after, for {ev}",
        "{d} — {ev} — I've written it on the whiteboard too",
    ],
    "decision": [
        "we're going to {c} because {r}",
        "decided to {c} — {r}",
        "let's just {c}, {r}",
        "right so we'll {c}, cos {r}",
        "OK final answer, we {c}. honestly {r}",
        "Huw and I talked it through and we'll {c}, {r} anyway",
        "I've made my mind up, gonna {c}, mainly because {r}",
        "{r}, so I'm going to {c}",
        "the plan is to {c} since {r}",
        "yeah we'll {c} — {r} so there's no point doing anything else",
        "done deal, we {c}, reason being {r}",
        "thinking about it more we should {c}, {r} and that's that",
    ],
    "constraint": [
        "never {a} unless {c}",
        "{a} only after {c}",
        "don't {a} before {c}",
        "we don't {a} until {c}, ever",
        "only {a} if {c}",
        "you can {a} but only once {c}",
        "rule is we {a} as long as {c}, otherwise no",
        "please please don't {a} unless {c}",
        "it's fine to {a} but only when {c}",
        "no-one is to {a} until {c}",
        "make sure {c} before anyone tries to {a}",
    ],
    "question": [
        "does anyone actually know {q}?",
        "no idea {q} tbh",
        "still not sure {q}",
        "I keep meaning to find out {q}",
        "the big unknown is {q}",
        "note to self, find out {q}",
        "something I can't get my head round is {q}",
        "Huw asked me {q} and I just stared at him",
        "nobody's told us {q} yet",
        "I must ask someone {q}, not now though",
        "been wondering {q} actually",
    ],
}

EN_ACKS = {
    "name": ["Noted — I'll add them to the contacts sheet.", "Got it, I'll remember who that is.",
             "Added to your contacts list.", "OK, I've put that with the barn notes.", "Noted."],
    "command": ["Saved that in the Pi notes.", "Good one to keep — it's in the irrigation runbook now.",
                "Noted, I'll keep it with Huw's other fixes.", "Got it, stored with the tunnel Pi notes."],
    "id": ["I'll keep that reference with the paperwork.", "Got it, filed with the others.",
           "Noted — I'll quote it if we need to chase.", "Saved."],
    "port": ["Noted in the network notes.", "Got it, I've added it to the list of what runs where.",
             "OK, that's in the Pi notes now."],
    "version": ["Noted, I'll keep that with the system notes.", "Good to know which version we're on.",
                "OK, I've written that down."],
    "money": ["Noted for the accounts.", "Ouch. Noted.", "I'll put that in the budget sheet.",
              "Got it — I'll add it to the spreadsheet for Fran."],
    "date": ["I'll keep that in mind for the diary.", "Noted — I won't let you double-book it.",
             "Got it, that's in the plan."],
    "decision": ["Makes sense.", "Fair enough — I'll update the plan.", "Sounds sensible to me.",
                 "OK, noted as decided.", "That seems like the right call."],
    "constraint": ["Understood, I'll stick to that.", "Got it — that's a rule now.", "Noted, I won't forget.",
                   "OK, I'll hold everyone to that."],
    "question": ["I honestly don't know that one — worth asking someone who'd know for certain.",
                 "I can't tell you that for sure, I'm afraid. I'll leave it on the open list.",
                 "No idea, sorry — that's one for the people who make the rules.",
                 "That I don't know."],
}

EN_OPENERS = ["ok so", "right", "morning", "sorry another voice note", "quick one", "so", "hiya", "me again",
              "ok", "right then", "sorry I'm in the van so this is voice to text", "afternoon", "so yeah"]
EN_SEPS = [", ", ", ", " and then ", ", anyway ", " and ", ". ", " — ", "... ", " and erm ", ", "]
EN_ALSO = ["oh and", "also", "other thing", "oh before I forget", "while I think of it", "plus"]
EN_CLOSERS = ["so yeah", "anyway that's me", "right back to it", "sorry that was long", "ok bye",
              "anyway", "that's all for now", "right, kettle"]

EN_BITS = [
    ("the frost got the chard in the bottom bed again last night", "Sorry about the chard."),
    ("Moss has rolled in something dead so he's on the naughty step", "Poor Moss — or rather, poor you."),
    ("the Land Rover's making that noise again", "That noise again — maybe worth getting it looked at before Friday's round."),
    ("I've been on my knees in the leek bed since seven", "You've earned a cup of tea."),
    ("Huw's gone into Newton Abbot for a tractor part", ""),
    ("the shop was dead this morning, one woman bought a cauliflower and told me her whole life story",
     "Ha — the cauliflower lady strikes again."),
    ("Kasia found a slow worm in the compost bay which was exciting", "Nice — that's a good sign for the heap."),
    ("it's chucking it down again", ""),
    ("Elsie's off school with a cough", "Hope Elsie feels better soon."),
    ("the rooks have been at the garlic, pulling it up for fun", "Rooks are the worst for that."),
    ("the gate's off its hinge again", ""),
    ("there's mud on every surface in this house", ""),
    ("Bill brought flapjack for the volunteers which was nice", "Bill's flapjack sounds like a morale booster."),
    ("I've lost my good knife somewhere in tunnel two", "Hope the knife turns up."),
    ("the sheep from up the lane got out again", ""),
    ("my hands are so cold I can barely type so sorry for typos", ""),
    ("we've got twelve tonnes of rain sitting on the top field", ""),
    ("Colin next door came over to complain about the cockerel again", "Colin and the cockerel — the eternal feud."),
    ("I dropped my phone in the wash trough", "Glad the phone survived."),
    ("the parsnips are lovely this year actually", "Good news on the parsnips."),
    ("Radu's made everyone soup in the packing shed, proper soup", "Radu's soup sounds excellent."),
    ("there's a buzzard sitting on the tunnel frame looking at me", ""),
    ("I'm sat in the van eating a pasty", ""),
    ("the kettle in the packing shed has finally died", "RIP kettle — worth a cheap replacement before the volunteers mutiny."),
    ("Elsie wants a goat for her birthday, the answer is no", "A firm no is probably wise."),
    ("the cockerel started at 4am, I could kill him", ""),
    ("there's a robin following me round the leek bed", "Robins are the best gardening company."),
    ("I've got mud in my ear, don't ask", ""),
    ("the shop door's sticking again in the wet", ""),
    ("Jean's knitted tea cosies for the volunteer hut, they're hideous and I love them", "The tea cosies sound perfect."),
    ("I found the good secateurs in the washing machine", "At least they're clean now."),
    ("Kasia's got the radio on in the packing shed, it's all Polish pop, the leeks love it", ""),
    ("Huw's been on the roof of the barn all morning with Gary, shouting", ""),
    ("the postie got stuck in the lane again", ""),
    ("my tea has gone cold three times today", "Fourth time lucky."),
    ("Moss ate a whole parsnip, raw, like a carrot", "Moss has good taste."),
    ("the squash store smells a bit funny so I'll have to go through it", "Worth finding the bad one before it spreads."),
    ("it's actually sunny for once, ten minutes of sun, I stood in it like a cat", "Enjoy it while it lasts."),
    ("the van's heater only does hot or off", ""),
    ("I'm writing this from the bath so forgive me", ""),
    ("the wind's taken the shop sign again", ""),
    ("Radu's brought his cousin's homemade plum brandy in, at nine am", "Maybe save that for after the packing."),
    ("I've cut about four hundred leeks this morning", "That's a lot of leeks."),
]

# ---- English: needles inside pasted material or tool results --------------------------

def en_paste_id(b, v):
    if not v["org"]:
        return None
    days = b.ri(5, 20)
    intro = b.pick(["this came in, what do they actually want from me",
                    "can you make sense of this, I've read it three times",
                    "pasting this so you've got it", "ugh. this:"])
    body = ("From: %s\nSubject: RE: your enquiry\n\nDear Ms Lang,\n\nThank you for contacting us. Your case has been "
            "logged and please quote reference %s in any further correspondence so that we can locate your file. "
            "We aim to respond within %d working days. If your query is urgent please call the number on our website "
            "between 9am and 4pm.\n\nKind regards\n%s") % (v["org"], v["id"], days, b.pick(["Customer Team", "Admin Support", "The Team"]))
    a = ("Nothing to do yet — it's an acknowledgement. They've logged it and will reply within %d working days; "
         "just quote their reference if you write back. I'd leave it a week before chasing.") % days
    return intro + "\n\n" + body, a


EN_DATE_SENDERS = {
    "the building control visit": "Teignbridge Building Control", "the bat survey": "Devon Bat Surveys",
    "the Soil Association inspection": "Soil Association Certification", "the tunnel reskin": "First Tunnels",
    "the hedgelaying course": "the Dartmoor Hedge Group", "the septic tank emptying": "Teign Drainage",
    "the roofer starting": "Dart Roofing", "the planning committee": "the planning team",
    "the seed potato delivery": "Tamar Organics", "the scaffold coming down": "Teign Valley Scaffolding",
    "the photographer for the barn listing": "Moor Light Photography", "the fire risk assessment": "Devon Fire Safety",
    "the grant deadline": "the Duchy grants team",
}


def en_paste_date(b, v):
    who = EN_DATE_SENDERS.get(v["ev"])
    if who is None:
        intro = b.pick(["Huw's text, saving it here:", "forwarding this from Huw so it's somewhere"])
        body = "\"%s is %s btw, I've told them we're free, stick it in the diary x\"" % (v["ev"][0].upper() + v["ev"][1:], v["d"])
        a = "Saved. Sounds like Huw's already confirmed it, so it's just a case of keeping the day clear."
        return intro + "\n\n" + body, a
    intro = b.pick(["email from %s, can you read it and tell me if I have to be there" % who,
                    "copying this in from %s" % who, "right, this arrived:"])
    body = ("Hi Cat,\n\nFurther to our call, we can confirm %s for %s. We'll aim to arrive between 9 and 11 and will need "
            "access to the whole site, so please make sure any livestock are kept away from the yard.\n\nIf this date no "
            "longer suits please let us know at least 48 hours beforehand.\n\nThanks,\n%s") % (v["d"], v["ev"], who)
    a = ("Yes, someone should be there — they're coming between 9 and 11 and want access to the whole site. Animals out of "
         "the yard, and tell them at least 48 hours ahead if it stops working for you.")
    return intro + "\n\n" + body, a


def en_paste_name(b, v):
    intro = b.pick(["got a text from a number I didn't know, saving it here", "this came through on WhatsApp:",
                    "voicemail transcript, so I don't lose it"])
    body = "\"Hi Cat, %s here (%s). Just saving my number so you've got it, give me a shout when you get a sec, no rush. Thanks!\"" % (
        v["n"], v["role"])
    a = "Saved. Nothing urgent in it — they just want you to have their number."
    return intro + "\n\n" + body, a


EN_SOLD_THINGS = EN_SELLING | {"overtime for Radu", "Shopify plan", "van insurance"}


def en_supplier_for(thing):
    for keys, sup in ((("barn", "roof", "fire doors", "windows", "woodburner", "solar"), "Luscombe Building Ltd"),
                      (("survey", "report"), "Westcountry Surveys"),
                      (("freezer", "scales"), "Exeter Catering Supplies"),
                      (("hedge",), "Dartmoor Hedging"),
                      (("tunnel",), "First Tunnels")):
        if any(k in thing for k in keys):
            return sup
    return "Mole Valley Farmers"


def en_paste_money(b, v):
    if v["thing"] in EN_SOLD_THINGS:
        return None
    sup = en_supplier_for(v["thing"])
    ref = "%s/%d/%d" % (sup[:2].upper(), b.ri(24, 27), b.ri(100, 999))
    lines = []
    for _ in range(b.ri(2, 4)):
        lines.append("%-22s %3d  x  £%d.%02d" % (b.pick(["Materials", "Sundries", "Delivery charge", "Carriage (pallet)",
                                                         "Fixings", "Labour", "Consumables"]), b.ri(1, 12),
                                                b.ri(3, 90), b.ri(0, 99)))
    intro = b.pick(["can you check this before I pay it, the %s one" % v["thing"],
                    "invoice for the %s, does this look right" % v["thing"], "this just came for the %s" % v["thing"]])
    body = "%s — INVOICE %s\n\n%s\n\nTOTAL DUE (incl. VAT): %s\nPayment terms: 30 days" % (sup, ref, "\n".join(lines), v["m"])
    a = ("The line items look plausible but I can't make them add up exactly to the total from what's pasted — "
         "there may be a line missing. Worth asking %s for the itemised version before paying; terms are 30 days so "
         "there's no rush." % sup)
    return intro + "\n\n" + body, a


def en_paste_port(b, v):
    intro = b.pick(["Huw sent me this to 'keep safe', no idea what it is",
                    "this is on the Pi, pasting before I break it", "config thing for %s:" % v["svc"]])
    body = b.pick([
        "# %s\nlistener %s 0.0.0.0\nallow_anonymous false\npassword_file /etc/mosquitto/passwd\npersistence true" % (v["svc"], v["p"]),
        "services:\n  app:\n    image: local/%s\n    restart: unless-stopped\n    ports:\n      - \"%s:%s\"\n    volumes:\n      - ./data:/data" % (
            "tunnel-" + b.pick(["api", "dash", "sync"]), v["p"], v["p"]),
        "[server]\nhttp_port = %s\ndomain = tunnel.local\n\n[security]\nadmin_user = huw" % v["p"],
    ])
    a = ("That's a service config — it says which address and port something listens on, plus a couple of security "
         "settings. Nothing to change; just keep it as a backup in case the card dies.")
    return intro + "\n\n" + body, a


def en_paste_version(b, v):
    intro = b.pick(["is this right, Huw said to check", "it printed this:", "what does this mean then"])
    body = ("pi@tunnel:~ $ %s --version\n%s %s\npi@tunnel:~ $") % (
        b.pick(["valvectl", "tunnelctl", "probe-tool"]), v["prod"], v["v"])
    a = "That's just it reporting its version — nothing wrong there. It's answering, so the service is installed and working."
    return intro + "\n\n" + body, a


EN_PASTE = {"id": en_paste_id, "date": en_paste_date, "name": en_paste_name, "money": en_paste_money,
            "port": en_paste_port, "version": en_paste_version}


def en_tool_id(b, v):
    if not v["org"]:
        return None
    u = b.pick(["can you dig out %s from my email, I can't find it anywhere" % v["what"],
                "find me %s, it'll be in the mail somewhere" % v["what"]])
    out = json.dumps({"results": [
        {"from": v["org"], "date": "2027-01-%02d" % b.ri(3, 14), "subject": "Your reference",
         "snippet": "... please quote %s in all correspondence ..." % v["id"]}]}, ensure_ascii=False)
    if b.chance(0.5):
        a, k = "Found it — %s is %s." % (v["what"], v["id"]), 2
    else:
        a, k = "Found it, it's in an email from %s earlier this month — the reference is in the snippet." % v["org"], 1
    return [("user", u), b.tool("mail", {"query": v["what"].replace("the ", "")}, out), ("assistant", a)], k


def en_tool_version(b, v):
    u = b.pick(["can you ssh in and see what version of %s we're on" % v["prod"],
                "check %s version on the tunnel Pi would you" % v["prod"]])
    out = "$ %s --version\n%s %s\n" % (b.pick(["valvectl", "tunnelctl", "probe-tool"]), v["prod"], v["v"])
    if b.chance(0.5):
        a, k = "You're on %s." % v["v"], 2
    else:
        a, k = "It answered fine — version's printed there. Nothing pending.", 1
    return [("user", u), b.tool("tunnel_pi", {"cmd": "version check"}, out), ("assistant", a)], k


def en_tool_port(b, v):
    u = b.pick(["what port is %s on, can you look" % v["svc"], "Huw's not answering, can you see what %s listens on" % v["svc"]])
    out = "$ sudo ss -tlnp\nState  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process\nLISTEN 0      128    0.0.0.0:22         0.0.0.0:*     sshd\nLISTEN 0      4096   0.0.0.0:%s       0.0.0.0:*     %s\n" % (
        v["p"], b.pick(["node", "python3", "mosquitto", "docker-proxy"]))
    if b.chance(0.5):
        a, k = "It's listening on %s." % v["p"], 2
    else:
        a, k = "There it is in the list — the second line, next to ssh.", 1
    return [("user", u), b.tool("tunnel_pi", {"cmd": "sudo ss -tlnp"}, out), ("assistant", a)], k


def en_tool_money(b, v):
    if v["thing"] in EN_SOLD_THINGS:
        return None
    u = b.pick(["how much was the %s in the end, check the invoices" % v["thing"],
                "what did we pay for the %s, I need it for Fran" % v["thing"]])
    out = json.dumps({"invoices": [{"supplier": en_supplier_for(v["thing"]), "description": v["thing"], "total": v["m"],
                                    "status": "paid"}]}, ensure_ascii=False)
    if b.chance(0.5):
        a, k = "%s, and it's marked paid." % v["m"], 2
    else:
        a, k = "Found one invoice for it, marked as paid — the total's there.", 1
    return [("user", u), b.tool("invoices", {"search": v["thing"]}, out), ("assistant", a)], k


def en_tool_date(b, v):
    u = b.pick(["when's %s again, it's in the calendar" % v["ev"], "check the calendar for %s" % v["ev"]])
    out = json.dumps({"events": [{"title": v["ev"], "when": v["d"], "notes": "confirmed by email"}]}, ensure_ascii=False)
    if b.chance(0.5):
        a, k = "It's %s." % v["d"], 2
    else:
        a, k = "It's in there, confirmed by email.", 1
    return [("user", u), b.tool("calendar", {"search": v["ev"]}, out), ("assistant", a)], k


def en_tool_name(b, v):
    u = b.pick(["who was %s again, they emailed before Christmas" % v["role"],
                "what's the name of %s, it'll be in the mail" % v["role"]])
    out = json.dumps({"results": [{"from": v["n"], "subject": "Following up", "date": "2026-12-%02d" % b.ri(2, 20)}]},
                     ensure_ascii=False)
    if b.chance(0.5):
        a, k = "That was %s." % v["n"], 2
    else:
        a, k = "Here's the email — they signed off with their name, and they were following up on your earlier chat.", 1
    return [("user", u), b.tool("mail", {"query": v["role"].replace("the ", "")}, out), ("assistant", a)], k


EN_TOOL = {"id": en_tool_id, "version": en_tool_version, "port": en_tool_port, "money": en_tool_money,
           "date": en_tool_date, "name": en_tool_name}


def en_callback(b, f):
    v = f["v"]
    if f["kind"] == "name":
        t = b.pick(["did {n} ever get back to us?", "{n} was on the phone again, nothing new", "has {n} replied yet"])
        a = b.pick(["Nothing from them yet.", "Not that I've seen — want me to chase?", "Not yet."])
        return t.format(n=v["n"]), a
    if f["kind"] == "id":
        t = b.pick(["{id} still isn't sorted btw", "any news on {id}?", "chase {id} again please"])
        a = b.pick(["Still open — I'll chase it.", "No update yet.", "I'll send a chaser today."])
        return t.format(id=v["id"]), a
    t = b.pick(["remember the {m} for the {thing}? turns out that's before VAT", "the {m} thing for the {thing} — Fran says fine"])
    a = b.pick(["Ah — that changes the sums a bit.", "Good, one less worry."])
    return t.format(m=v["m"], thing=v["thing"]), a

# ======================================================================================
# English chatter: small talk, pasted material, tool use — no needles in here
# ======================================================================================

def en_opening(b):
    u = b.pick([
        "morning, right, long day, Huw's at the dentist and the packers are in at nine so I'll be dictating at you all day sorry in advance",
        "ok new week, the wind took the end door off tunnel three overnight so that's my morning sorted, anyway can you keep track of stuff for me today because my brain is soup",
        "hiya, I'm going to use you as my notebook this week if that's ok, everything's piling up, boxes, barn, grant, the lot",
        "right it's 6am, it's dark, it's raining, the dog's been sick, let's do this",
    ])
    a = b.pick([
        "Morning! Happy to be the notebook. Fire away whenever — I'll keep track of the boxes, the barn and the grant bits as they come.",
        "Of course. Send things as they come and I'll keep them straight for you.",
        "Morning — sounds like a lot. Dictate away and I'll keep it organised.",
    ])
    return [("user", u), ("assistant", a)]


def en_weather_grumble(b):
    mm = b.ri(18, 46)
    u, a = b.pick([
        ("honestly the weather, %dmm yesterday and the lane's a river again, Sue at the post office says the Bovey road is shut at the bridge, so the Thursday round might be a fun one" % mm,
         "That sounds miserable. If the Bovey road's shut, the round can go round by Lustleigh — longer but it avoids the bridge."),
        ("gale last night, I lay awake listening to tunnel three flapping, it's fine, the skin held, but the end door is in Colin's field",
         "Glad the skin held. Worth checking the hip bars where the door was, they take the strain when a door goes."),
        ("you know when it's been grey for so long you forget what the sun looks like, that, %d days now by my count" % b.ri(9, 19),
         "Grim. At least the tunnels keep the salad going through it."),
        ("hail. actual hail. Radu and Kasia are hiding in the packing shed and I don't blame them",
         "Sensible of them — it'll blow through. Good excuse to get the crates washed."),
    ])
    return [("user", u), ("assistant", a)]


def en_weather_tool(b):
    u = b.pick(["what's it doing tonight, do I need to fleece the brassicas in tunnel one",
                "is it going to freeze tonight, the outdoor kale's fine but the chard's sulking",
                "weather for tomorrow please, I need to know if the packers work outside or in the shed"])
    lo = b.ri(-5, 3)
    hi = b.ri(4, 10)
    out = json.dumps({"location": "Moretonhampstead", "tonight": {"min_c": lo, "wind_mph": b.ri(4, 28), "rain_mm": round(b.random() * 6, 1)},
                      "tomorrow": {"max_c": hi, "summary": b.pick(["cloudy, showers later", "bright then rain", "fog clearing", "heavy rain"])}})
    if lo <= 0:
        a = "It's going down to %d°C tonight, so yes — fleece them. Tomorrow tops out around %d." % (lo, hi)
    else:
        a = "Low of %d°C, so no frost — you can leave the fleece off. Tomorrow's about %d°C." % (lo, hi)
    return [("user", u), b.tool("weather", {"place": "Moretonhampstead", "days": 2}, out), ("assistant", a)]


def en_station_log(b):
    rows = []
    t = b.ri(0, 3)
    day = b.ri(12, 15)
    rain = 0.0
    for h in range(6):
        temp = round(b.ri(-20, 60) / 10.0, 1)
        r = round(b.random() * 0.6, 1)
        rain += r
        rows.append("2027-01-%02d %02d:00  %5.1f  %3d%%  %4.1f  %s" % (day, t + h * 2, temp, b.ri(81, 99), r,
                                                                   b.pick(["SW", "WSW", "W", "S", "NW"])))
    u = ("is the rain gauge broken or did it really only do this little, it's been biblical out there\n\n"
         "time              temp  hum  rain  wind\n" + "\n".join(rows))
    a = ("On those rows it's only logged about %.1f mm, which does look low for the night you had. Two usual causes: leaves "
         "or a slug in the funnel, or the tipping bucket stuck. Worth a look at the funnel before blaming the weather." % rain)
    return [("user", u), ("assistant", a)]


def en_orders_tool(b):
    u = b.pick(["how many boxes this week", "what's the box count looking like for Thursday",
                "can you pull the orders, I need to know how much kale to cut"])
    s, l, fr = b.ri(18, 44), b.ri(20, 61), b.ri(3, 14)
    out = json.dumps({"week": "2027-W03", "orders": s + l + fr, "by_product": {"Small veg box": s, "Large veg box": l,
                                                                         "Fruit bag add-on": fr}, "cancelled": b.ri(0, 3)})
    a = "%d orders: %d small, %d large, plus %d fruit bags. For kale, at a bag per large box and half in the small ones, you'd want about %d bags." % (
        s + l + fr, s, l, fr, l + (s + 1) // 2)
    items = [("user", u), b.tool("shopify_orders", {"week": "current"}, out), ("assistant", a)]
    if b.chance(0.5):
        items += [("user", b.pick(["yep", "ok lovely", "great thanks", "ta"])),
                  ("assistant", b.pick(["👍", "No problem.", "Any time."]))]
    return items


def en_csv_paste(b):
    rows = ["Name,Created at,Lineitem name,Lineitem quantity,Total,Shipping City"]
    counts = {}
    for _ in range(b.ri(6, 9)):
        item = b.pick(["Small veg box", "Large veg box", "Large veg box", "Fruit bag", "Eggs (half dozen)"])
        city = b.pick(EN_VILLAGES)
        q = b.ri(1, 2)
        if item == "Large veg box":
            counts[city] = counts.get(city, 0) + q
        rows.append("#%d,2027-01-%02d %02d:%02d,%s,%d,%d.%02d,%s" % (b.ri(9000, 9999), b.ri(10, 15), b.ri(6, 22), b.ri(0, 59),
                                                                 item, q, b.ri(12, 60), b.pick([0, 50, 95]), city))
    city = b.pick(list(counts) or ["Chagford"])
    u = "ok here's the export, how many large boxes going to %s\n\n%s" % (city, "\n".join(rows))
    a = "%d large boxes to %s in that export." % (counts.get(city, 0), city)
    if len(counts) > 1:
        a += " The rest of the large ones are spread over %s." % ", ".join(c for c in counts if c != city)
    return [("user", u), ("assistant", a)]


def en_supplier_invoice(b):
    sup = b.pick(["Tamar Organics", "Fertile Fibre", "CN Seeds", "Mole Valley Farmers"])
    lines, tot = [], 0
    for _ in range(b.ri(3, 5)):
        q, p = b.ri(1, 10), b.ri(250, 4800)
        tot += q * p
        lines.append("%-28s %2d @ %d.%02d" % (b.pick(["Leek 'Northern Lights' 1000s", "Peat-free module compost 75L",
                                                      "Fleece 17gsm 2m x 50m", "Onion sets Sturon 500g", "Crop cover 4m",
                                                      "Enviromesh 2m x 10m", "Seed potatoes Charlotte 25kg",
                                                      "Broad bean Aquadulce 250g"]), q, p // 100, p % 100))
    printed = tot + b.pick([0, 0, 100, 1000])
    u = b.pick(["can you check this adds up", "pasting the %s invoice, they always get something wrong" % sup]) + \
        "\n\n%s  Invoice %s/%d\n%s\nTotal ex VAT: £%d.%02d" % (sup, sup[:2].upper(), b.ri(10000, 99999), "\n".join(lines),
                                                              printed // 100, printed % 100)
    if printed == tot:
        a = "It adds up — £%d.%02d ex VAT, matches the lines." % (tot // 100, tot % 100)
    else:
        a = "It doesn't: the lines come to £%d.%02d but they've put £%d.%02d. That's £%d.%02d too much — worth querying." % (
            tot // 100, tot % 100, printed // 100, printed % 100, (printed - tot) // 100, (printed - tot) % 100)
    return [("user", u), ("assistant", a)]


def en_soil_test(b):
    ph = round(b.ri(55, 72) / 10.0, 1)
    p, k, mg = b.ri(1, 4), b.ri(0, 3), b.ri(1, 4)
    om = round(b.ri(35, 95) / 10.0, 1)
    field = b.pick(["Top Field", "Orchard Strip", "Tunnel 2", "Bottom Field", "Lane Beds"])
    u = ("soil results back from the lab for %s, what am I looking at\n\nSample: %s   Lab no. %d\npH %.1f\nP index %d\nK index %d\n"
         "Mg index %d\nOrganic matter %.1f%%") % (field.lower(), field, b.ri(400000, 499999), ph, p, k, mg, om)
    bits = []
    bits.append("pH %.1f is %s for veg" % (ph, "a bit acid" if ph < 6.2 else "fine"))
    if k <= 1:
        bits.append("potash is low (K index %d), which brassicas and potatoes will notice" % k)
    else:
        bits.append("potash is OK")
    if ph < 6.2:
        bits.append("a dressing of lime in late winter would help, and clubroot likes acid soil so it's worth doing")
    a = "Broadly: " + "; ".join(bits) + ". Organic matter at %.1f%% is %s." % (om, "good" if om >= 5 else "on the low side — more compost")
    return [("user", u), ("assistant", a)]


def en_planning_email(b):
    u = ("from the planning office, translate please\n\nDear Ms Lang,\n\nFurther to your pre-application enquiry regarding the "
         "conversion of the threshing barn, I write to advise that a preliminary roost assessment will be required prior to "
         "validation. Please also provide a heritage statement given the curtilage relationship with the listed farmhouse. "
         "Without these the application is unlikely to be validated.\n\nRegards,\nDevelopment Management")
    a = ("In plain English: before they'll even start looking at the application you need (1) a bat survey — the first, "
         "quick visual one — and (2) a short heritage statement, because the barn sits next to the listed farmhouse. "
         "No decision on the barn itself yet; this is just the paperwork list.")
    items = [("user", u), ("assistant", a)]
    if b.chance(0.6):
        items += [("user", b.pick(["so the bats AGAIN", "brilliant. more money", "ok"])),
                  ("assistant", "Afraid so — but the preliminary one is usually a single visit, it's the follow-ups that take time.")]
    return items


def en_grant_para(b):
    u = b.pick([
        "can you make this sound less like me waffling, it's for the grant\n\nwe would like to buy a wheel hoe and a flame weeder because at the moment we weed everything by hand and it takes about three people two days a week in the summer and that's basically all Radu and Kasia do and it means we can't grow more veg because we don't have the time, and the flame weeder would be for the carrots",
        "grant paragraph, tidy it up please, keep it honest\n\nthe irrigation in the tunnels is run from a raspberry pi my husband built which reads soil moisture probes and only waters when the beds need it, we want to extend this to the outdoor beds which would save water because at the moment we use a hose and guess",
    ])
    if "wheel hoe" in u:
        a = ("Here's a tighter version:\n\n\"All weeding on the holding is currently done by hand, taking roughly six person-days "
             "a week in summer — most of our two seasonal workers' time. A wheel hoe and a flame weeder (the latter for "
             "direct-sown carrots) would cut that substantially and free labour to expand production.\"")
    else:
        a = ("Tidied:\n\n\"Tunnel irrigation is controlled by a Raspberry Pi system, built on the farm, which reads soil-moisture "
             "probes and waters only when the beds need it. We propose extending it to the outdoor beds, which are currently "
             "hand-watered by hose, to reduce water use and make watering consistent.\"")
    return [("user", u), ("assistant", a)]


def en_pi_status_tool(b):
    u = b.pick(["can you check the tunnel Pi is alive, the salad bed looked dry this morning",
                "is the irrigation thing actually running, nothing clicked when I was in there",
                "ssh into the tunnel Pi and see if it's happy"])
    up = b.ri(2, 41)
    temp = b.ri(38, 61)
    out = ("$ uptime\n 07:%02d:11 up %d days,  2:%02d,  0 users,  load average: 0.08, 0.11, 0.09\n"
           "$ systemctl is-active tunnel-valves\nactive\n$ tail -3 ~/irrigate/last_run.log\n"
           "zone1 skipped moisture=%d%%\nzone2 skipped moisture=%d%%\nzone3 ran 120s moisture=%d%%\n"
           "$ vcgencmd measure_temp\ntemp=%d.0'C\n") % (b.ri(0, 59), up, b.ri(0, 59), b.ri(35, 60), b.ri(35, 60), b.ri(18, 29), temp)
    a = ("It's alive — up %d days, the valve service is active, and the last run skipped zones 1 and 2 because they were "
         "moist enough and watered zone 3. CPU's at %d°C, fine. If the salad bed looks dry, it might be the probe sitting "
         "in a wet patch." % (up, temp))
    return [("user", u), b.tool("tunnel_pi", {"cmd": "uptime; systemctl is-active tunnel-valves; tail -3 ~/irrigate/last_run.log"}, out),
            ("assistant", a)]


def en_pi_log_paste(b):
    z = b.ri(1, 4)
    u = ("got this on the screen in the shed, is it bad\n\n"
         "Jan 1%d 05:%02d:02 tunnel valvectl[%d]: zone%d open\n"
         "Jan 1%d 05:%02d:32 tunnel valvectl[%d]: WARN relay ack timeout on ch%d, retrying\n"
         "Jan 1%d 05:%02d:33 tunnel valvectl[%d]: zone%d closed (timeout)\n") % (
        b.ri(2, 5), b.ri(0, 40), b.ri(400, 999), z, b.ri(2, 5), b.ri(41, 50), b.ri(400, 999), z, b.ri(2, 5), b.ri(51, 59), b.ri(400, 999), z)
    a = ("Not bad, but annoying: the relay for zone %d didn't confirm it had switched, so the controller gave up and closed "
         "the zone. Usually a loose wire on the relay board or a dodgy connector. The other zones are unaffected." % z)
    items = [("user", u), ("assistant", a)]
    if b.chance(0.6):
        items += [("user", "no not that one, the other zone, the one by the door"),
                  ("assistant", "Ah — the zone by the door isn't in those lines at all, so as far as this log goes it hasn't complained. "
                                "If it's misbehaving too, I'd need the log from a bit earlier.")]
    return items


def en_bookings_tool(b):
    u = b.pick(["any bookings for the barn yet? I know it's not finished but the site's live for summer",
                "what's on the barn booking site", "has anyone booked the barn for half term"])
    n = b.ri(1, 4)
    bk = []
    for _ in range(n):
        m = b.ri(5, 9)
        d = b.ri(1, 24)
        bk.append({"guest": b.pick(EN_CUSTOMERS), "arrive": "2027-%02d-%02d" % (m, d), "nights": b.ri(3, 7), "status": b.pick(["confirmed", "provisional"])})
    out = json.dumps({"property": "The Threshing Barn", "bookings": bk}, ensure_ascii=False)
    a = "%d booking%s so far: %s." % (n, "" if n == 1 else "s", "; ".join(
        "%s, %d nights from %s (%s)" % (x["guest"], x["nights"], x["arrive"], x["status"]) for x in bk))
    return [("user", u), b.tool("barn_bookings", {"status": "all"}, out), ("assistant", a)]


def en_calendar_tool(b):
    day = b.pick(["Thursday", "Friday", "Monday", "tomorrow"])
    u = b.pick(["what've I got %s" % day, "am I free %s afternoon" % day, "diary for %s please" % day])
    ev = b.sample(["box packing 8-12", "Elsie swimming 4pm", "Gary re barn roof 2pm", "dentist 11:20",
                   "volunteers 10-3", "Fran — VAT return call", "Chagford market 8-1", "vet for Moss 5:15"], 3)
    out = json.dumps({"day": day, "events": ev})
    a = "%s: %s." % (day.capitalize(), "; ".join(ev))
    return [("user", u), b.tool("calendar", {"day": day}, out), ("assistant", a)]


def en_calendar_create(b):
    what = b.pick(["the vet for Moss", "the farrier", "Elsie's parents' evening", "ring the accountant", "Land Rover service"])
    when = b.pick(["Friday 9am", "Wednesday at 4", "Monday after packing", "Thursday lunchtime"])
    u = "stick %s in for %s would you" % (what, when)
    out = json.dumps({"created": True, "title": what, "when": when})
    return [("user", u), b.tool("calendar", {"create": what, "when": when}, out), ("assistant", "Done — %s, %s." % (what, when))]


def en_mail_tool(b):
    u = b.pick(["anything from the council?", "did Gary email about the roof", "anything I need to answer in the inbox today"])
    res = b.sample([
        {"from": "Gary Luscombe", "subject": "roof - slates arriving wk 4"},
        {"from": "Shopify", "subject": "Your payout of £%d.%02d is on its way" % (b.ri(400, 2400), b.ri(0, 99))},
        {"from": "Teignbridge DC", "subject": "Council tax - annual bill"},
        {"from": "Fran Stevens", "subject": "receipts for Q3 please!!"},
        {"from": "Dartmoor Hub", "subject": "Volunteer coordinators meetup"},
        {"from": "CN Seeds", "subject": "Your order has shipped"},
    ], 3)
    out = json.dumps({"results": res}, ensure_ascii=False)
    a = "Three things: " + "; ".join("%s — \"%s\"" % (r["from"], r["subject"]) for r in res) + "."
    if any(r["from"].startswith("Fran") for r in res):
        a += " Only Fran's really needs an answer; the rest are FYI."
    else:
        a += " Nothing that needs an answer today."
    return [("user", u), b.tool("mail", {"query": "newer_than:3d"}, out), ("assistant", a)]


def en_rota(b):
    rate = b.pick([12.60, 12.85, 13.10])
    r, k = b.ri(30, 44), b.ri(22, 40)
    half = b.chance(0.5)
    rh = r + (0.5 if half else 0)
    u = "Radu did %s this week and Kasia did %d, what do I owe them at £%.2f" % (("%d and a half" % r) if half else str(r), k, rate)
    a = "Radu: %.1f h × £%.2f = £%.2f. Kasia: %d h × £%.2f = £%.2f. Together £%.2f before any deductions." % (
        rh, rate, rh * rate, k, rate, k * rate, (rh + k) * rate)
    return [("user", u), ("assistant", a)]


def en_volunteers(b):
    u = b.pick([
        "volunteer day went well actually, nine of them, Bill and Jean did the leek trimming and talked the whole time and the two new students from the college did the compost and didn't complain once, Jean wants to know if we can get a second tea urn because the queue is ridiculous",
        "thinking about the volunteer thing, it's getting big, fourteen names on the list now, I need some kind of sign up sheet so I know who's coming because last week I had three and the week before eleven",
    ])
    if "urn" in u:
        a = "Glad it went well! A second urn's cheap and would pay for itself in goodwill. Want me to find one under £60?"
        follow = [("user", "yep go on"), ("assistant", "I'll look for a 10-litre one and send you a couple of options later.")]
    else:
        a = ("A simple weekly sign-up would do it — a shared form where people tick the days they're coming, and you see the "
             "count by Tuesday night. I can set one up and you post the link in the group.")
        follow = [("user", b.pick(["yes please", "go on then"])), ("assistant", "Will do — I'll draft it and send you the link to check.")]
    return [("user", u), ("assistant", a)] + (follow if b.chance(0.6) else [])


def en_box_plan(b):
    u = ("what can I put in the boxes this week, store has: squash (lots), %s kg potatoes, parsnips, beetroot, a bit of celeriac, "
         "leeks outside, kale, chard if it recovers, salad from tunnel two, onions running low") % b.ri(90, 300)
    a = ("Small box: potatoes, parsnips, leeks, kale, a squash, onions.\nLarge box: the same plus beetroot, celeriac, a salad bag "
         "and chard if it's usable.\nSave the onions for the large boxes if they're short, and lead the newsletter with squash "
         "since you've got plenty.")
    return [("user", u), ("assistant", a)]


def en_recipe_card(b):
    veg = b.pick(["celeriac", "kohlrabi", "crown prince squash", "cavolo nero", "Jerusalem artichokes"])
    u = "write me a recipe card for %s, about eighty words, cheerful but not twee" % veg
    a = {"celeriac": "Celeriac & Apple Soup — Peel and chop one celeriac and two apples, soften with an onion in butter, cover with stock and simmer 25 minutes. Blitz, season well, finish with a swirl of cream and thyme. Ugly vegetable, gorgeous soup.",
         "kohlrabi": "Kohlrabi Slaw — Peel and matchstick a kohlrabi, add a grated carrot and a handful of parsley. Dress with lemon, olive oil, a little mustard and salt. Crunchy, fresh, and done in ten minutes.",
         "crown prince squash": "Roast Crown Prince — Cut into wedges (a heavy knife and some nerve), toss with oil, chilli flakes and salt, roast at 200°C for 35 minutes. Eat with feta and toasted seeds.",
         "cavolo nero": "Cavolo Nero Pasta — Strip the leaves, boil 5 minutes, blitz with garlic, parmesan and olive oil. Toss through pasta with a splash of cooking water. Green, glossy and very good.",
         "Jerusalem artichokes": "Roast Jerusalem Artichokes — Scrub (no need to peel), halve, roast with oil, garlic and rosemary for 30 minutes at 200°C. Nutty and sweet. Famously windy — you've been warned."}[veg]
    items = [("user", u), ("assistant", a)]
    if b.chance(0.5):
        items += [("user", b.pick(["perfect", "ha yes the warning stays", "bit shorter?"])),
                  ("assistant", b.pick(["Great.", "Glad you like it.", "Sure — cut the last sentence and it fits the card."]))]
    return items


def en_till_zread(b):
    cash = b.ri(80, 400)
    card = b.ri(150, 900)
    flt = 50
    counted = flt + cash + b.pick([0, 0, -5, -10, 2])
    u = ("Z read from the shop, and I counted £%d in the drawer, does it add up\n\nZ-READ  #%d\nCASH   £%d.00\nCARD   £%d.%02d\n"
         "ITEMS  %d\nNO SALE 2\nFLOAT  £%d.00") % (counted, b.ri(300, 700), cash, card, b.ri(0, 99), b.ri(40, 160), flt)
    diff = counted - flt - cash
    if diff == 0:
        a = "Yes — £%d float plus £%d cash sales is exactly £%d. Spot on." % (flt, cash, counted)
    else:
        a = "You're %s £%d: float £%d + cash sales £%d should be £%d. The two 'no sale' openings are worth a think — change given wrong, maybe." % (
            "short" if diff < 0 else "over", abs(diff), flt, cash, flt + cash)
    return [("user", u), ("assistant", a)]


def en_complaint_email(b):
    cust = b.pick(EN_CUSTOMERS)
    u = ("customer email, help me answer without crying\n\n\"Hi, I found two slugs in the kale this week, one was alive. "
         "I know it's organic but honestly. %s\"" % cust)
    a = ("Draft:\n\nHi — I'm really sorry about that, and thank you for telling us. The kale's picked outdoors and slugs hide "
         "deep in the leaves in wet weather; we'll give it an extra rinse and check before it goes in the boxes. I'll pop an "
         "extra bag of salad in your next box to make up for it.\n\nBest wishes, Cat")
    items = [("user", u), ("assistant", a)]
    if b.chance(0.6):
        items += [("user", "bit grovelly, tone it down, she's nice really"),
                  ("assistant", "Hi — sorry about the stowaways! Wet weather drives them deep into the kale. We'll give it an extra "
                                "rinse, and there's a bag of salad coming in your next box by way of apology. Cat")]
    return items


def en_instagram(b):
    topic = b.pick(["frost on the leeks", "Radu's soup in the packing shed", "the barn roof going on", "Moss asleep on the seed potatoes"])
    u = "caption for a photo of %s, short, no hashtags except #vegbox" % topic
    a = {"frost on the leeks": "Frosty leeks, sweeter for it. In this week's boxes. #vegbox",
         "Radu's soup in the packing shed": "Packing-shed lunch courtesy of Radu: leek, potato and far too much pepper. #vegbox",
         "the barn roof going on": "The barn has a roof again! Slowly, slowly… #vegbox",
         "Moss asleep on the seed potatoes": "Quality control department hard at work. #vegbox"}[topic]
    items = [("user", u), ("assistant", a)]
    if b.chance(0.5):
        items += [("user", b.pick(["yep", "love it", "perfect ta"])), ("assistant", b.pick(["🙂", "Enjoy!", "Posted when you're ready."]))]
    return items


def en_maths(b):
    n = b.ri(40, 110)
    inc = b.pick([0.5, 0.75, 1.0, 1.25])
    u = "if I put the large box up by %s and we do %d a week, how much is that a month" % (
        "%dp" % int(inc * 100) if inc < 1 else "£%.2f" % inc, n)
    a = "%d × %.2f = £%.2f a week, so roughly £%.0f a month (4.33 weeks)." % (n, inc, n * inc, n * inc * 4.33)
    return [("user", u), ("assistant", a)]


def en_digression(b):
    u, a = b.pick([
        ("you'll never guess, Colin's cows got through the hedge at 5am and were standing in the yard looking at me like it was my fault, and Moss just stood behind me and barked at nothing, useless, and I'm in my dressing gown and wellies herding these great lumps back through a gap the size of a car, and Colin arrives at half seven with a coffee like nothing's happened",
         "Ha — what a start to the day. Hope the coffee was for you."),
        ("Elsie has decided she's vegetarian, which fine, great, we grow veg, but she won't eat anything green, so she's basically a potato-arian, and she told her teacher we're 'a farm that doesn't have animals' which Huw took personally because of the hens",
         "That made me laugh. Potato-arian is a legitimate diet round here."),
        ("had the school run from hell, Land Rover wouldn't start, took the van, the van's full of crates, Elsie sat on a squash, we were late, the teacher gave me the look, you know the look",
         "Oof. Some mornings are just like that. How's the squash?"),
        ("random but does it ever feel like the whole year is just waiting for March, I love winter but I'm so ready for the first sowings, the propagator's sitting there empty and mocking me",
         "Not long now — and at least the seed catalogues are here to plan with."),
        ("Huw's mum is coming for the weekend, which is lovely, but she will reorganise my kitchen and say 'oh you're still doing the vegetables then' like it's a phase, eleven years",
         "Eleven years is a long phase. Maybe send her home with a veg box."),
    ])
    return [("user", u), ("assistant", a)]


def en_barn_update(b):
    u = ("Gary's update on the barn, can you turn it into a list\n\n\"hi cat, slates on site %s, roofers start when dry, "
         "need decision on rooflights by end of month, sparky first fix done downstairs, plumber wants to know where the "
         "boiler's going, ground floor slab cured, thanks gary\"") % b.pick(["thurs", "next wk", "monday", "weds"])
    a = ("Barn, from Gary:\n1. Slates arriving; roofers start when it's dry.\n2. YOU: decide on rooflights by end of the month.\n"
         "3. Electrician's first fix done downstairs.\n4. YOU: tell the plumber where the boiler goes.\n5. Ground floor slab has cured.")
    return [("user", u), ("assistant", a)]


def en_seed_order(b):
    u = "what did we order from CN Seeds last January, I want to do the same again roughly"
    items = b.sample(["Leek Northern Lights 1000s", "Carrot Nantes 2 x 25g", "Beetroot Boltardy 50g", "Kale Nero di Toscana 10g",
                      "Chard Bright Lights 25g", "Salad mix 'winter' 100g", "Spinach Medania 50g", "Parsnip Gladiator 25g"], 5)
    out = json.dumps({"supplier": "CN Seeds", "date": "2026-01-%02d" % b.ri(5, 28), "lines": items,
                      "total": "£%d.%02d" % (b.ri(90, 240), b.ri(0, 99))})
    a = "Last January's order was: " + ", ".join(items) + ". Want me to draft the same order for this year?"
    its = [("user", u), b.tool("invoices", {"supplier": "CN Seeds", "year": 2026}, out), ("assistant", a)]
    if b.chance(0.5):
        its += [("user", b.pick(["yep but double the salad", "no not that one, the spring order"])),
                ("assistant", b.pick(["Will do — draft with the salad doubled coming up.",
                                      "Ah, there isn't a separate spring order in the invoices — maybe it went on the card directly?"]))]
    return its


def en_irrigation_yaml(b):
    z = [b.ri(60, 240) for _ in range(3)]
    u = ("Huw changed the schedule, is this mad\n\nzones:\n  - name: salad\n    seconds: %d\n    below_moisture: 32\n"
         "  - name: tomatoes\n    seconds: %d\n    below_moisture: 28\n  - name: herbs\n    seconds: %d\n    below_moisture: 25\n"
         "schedule: \"05:30\"") % tuple(z)
    a = ("Not mad. Each zone only waters if the soil is below its threshold, at 5:30. The tomato zone at %d seconds is a bit "
         "generous for January, but with nothing planted it won't matter — it'll skip if it's damp." % z[1])
    return [("user", u), ("assistant", a)]


def en_vat(b):
    u = "do I have to charge VAT on the veg boxes, Fran said something and I nodded"
    a = ("Fresh veg is zero-rated, so the boxes themselves carry no VAT. The catch is things like the cut flowers or any "
         "hot food in the shop, which are standard-rated if you're registered. Fran will know which of your lines that hits.")
    return [("user", u), ("assistant", a)]


def en_pest(b):
    u = b.pick(["something's eating the tunnel lettuce, little holes and slime trails",
                "there's grey fuzz on the bottom leaves of the tunnel lettuce, is it the end"])
    if "slime" in u:
        a = "Slugs. Night-time torch patrol, beer traps, and clear the debris along the tunnel edges where they hide in the day."
    else:
        a = ("Botrytis — grey mould. Pull off the affected leaves, open the doors on dry days for airflow, water in the morning "
             "only. It spreads in still, damp air.")
    return [("user", u), ("assistant", a)]


def en_short_exchange(b):
    u = b.pick(["can you draft the newsletter intro for this week", "write the bit for the website about the barn",
                "can you do a sign for the shop saying card only today"])
    if "newsletter" in u:
        a = "Draft: \"A wet week on the hill, but the leeks don't mind — and there's squash galore in the boxes.\""
        u2 = b.pick(["no not that one, do the one about the flood", "yep", "bit more cheerful"])
        a2 = {"no not that one, do the one about the flood": "\"The lane's a river, the ducks are delighted, and the boxes are still going out — dry, we promise.\"",
              "yep": "Great, it's in the newsletter draft.", "bit more cheerful": "\"Rain, rain and more rain — but the leeks are loving it, and there's squash galore!\""}[u2]
    elif "website" in u:
        a = "Draft: \"The Threshing Barn — a converted stone barn for four, on a working organic farm above the Teign valley.\""
        u2 = b.pick(["yep", "mention the dog-friendly bit", "nah too posh"])
        a2 = {"yep": "Good.", "mention the dog-friendly bit": "\"…for four (and a well-behaved dog), on a working organic farm above the Teign valley.\"",
              "nah too posh": "\"Our old barn, done up for four, on the farm. Muddy boots welcome.\""}[u2]
    else:
        a = "\"Sorry — CARD ONLY today (the cash tin's gone for a holiday). Thank you!\""
        u2 = b.pick(["ha yes", "don't mention the tin"])
        a2 = {"ha yes": "Print away.", "don't mention the tin": "\"Sorry — CARD ONLY today. Thank you!\""}[u2]
    return [("user", u), ("assistant", a), ("user", u2), ("assistant", a2)]


def en_market_rant(b):
    u = ("Chagford market was %s, took £%d which is fine for January, the woman with the cheese stall had her gazebo blow "
         "into the church wall, I sold out of kale by ten and had loads of beetroot left which is every week, nobody wants "
         "beetroot in January, maybe I should do a beetroot brownie thing, and then Jean came by and bought the last of the "
         "eggs and told me about her hip for twenty minutes, bless her") % (b.pick(["freezing", "busy actually", "dead"]), b.ri(140, 420))
    a = "Not bad for January! Beetroot brownies are a great idea — a recipe card in the boxes would shift some too."
    return [("user", u), ("assistant", a)]


def en_answered_q(b):
    u, a = b.pick([
        ("when's the self assessment deadline again", "31 January for the online return and paying what's owed."),
        ("how long do leek seeds stay good for", "Leek seed's short-lived — two or three years at best, so old packets are a gamble."),
        ("how many litres is a 1000 litre IBC, joking, how long would it last on the tunnel drip",
         "Depends on the run, but at roughly 100 litres a day in summer, about ten days."),
        ("what's the difference between module and seed compost", "Seed compost is finer and weaker in nutrients; module compost has a bit more feed for growing on in cells."),
        ("what temperature do parsnips germinate at", "Slowly above about 7°C; much better nearer 12°C, which is why early sowings sulk."),
    ])
    return [("user", u), ("assistant", a)]


def en_recall_short(b):
    u, a = b.pick([
        ("where were we", "Nothing pending on my side — you'd just finished the last bit."),
        ("sorry got distracted by a sheep", "All good — carry on whenever."),
        ("back", "Welcome back — nothing urgent waiting."),
        ("ok I'm back, Huw needed the van", "No worries."),
    ])
    return [("user", u), ("assistant", a)]


def en_huw_chat(b):
    u = b.pick([
        "Huw wants to put a camera in the tunnel that sends a picture to his phone every hour, I said he's got issues, he says it's for science",
        "Huw says the Pi needs a new SD card because the old one is 'tired', can SD cards be tired",
    ])
    if "camera" in u:
        a = "Honestly, a timelapse of the tunnel over a season would be lovely — and useful for spotting when things went wrong."
    else:
        a = "Sort of, yes — they wear out with lots of writes, and logs write a lot. A fresh card is cheap insurance."
    return [("user", u), ("assistant", a)]


def en_shop_stock(b):
    u = b.pick([
        "shop stock for saturday: honey %d jars, chutney %d, eggs %d dozen, apple juice %d, is that enough do you think" % (
            b.ri(6, 20), b.ri(4, 15), b.ri(5, 12), b.ri(8, 30)),
        "the honey man wants to know if we want another case before the price goes up",
    ])
    if "honey man" in u:
        a = "If honey's been selling steadily, one case before the rise is sensible — it keeps for ages."
    else:
        a = "Based on last few Saturdays that's probably fine, maybe tight on eggs if it's sunny."
    return [("user", u), ("assistant", a)]


EN_CHATTER = [en_weather_grumble, en_weather_tool, en_station_log, en_orders_tool, en_csv_paste, en_supplier_invoice,
              en_soil_test, en_planning_email, en_grant_para, en_pi_status_tool, en_pi_log_paste, en_bookings_tool,
              en_calendar_tool, en_calendar_create, en_mail_tool, en_rota, en_volunteers, en_box_plan, en_recipe_card,
              en_till_zread, en_complaint_email, en_instagram, en_maths, en_digression, en_barn_update, en_seed_order,
              en_irrigation_yaml, en_vat, en_pest, en_short_exchange, en_market_rant, en_answered_q, en_recall_short,
              en_huw_chat, en_shop_stock]


# ======================================================================================
# Chinese: people, places, things
# ======================================================================================

ZH_NEEDLE_NAMES = [
    "张老板", "玉香", "李姐", "波岩", "杨建国", "刀大姐", "赵会计", "罕叔", "段小军", "陈师傅", "何老师", "岩温",
    "依香", "字德明", "段丽萍", "周凤", "马国华", "孙老板", "艾佳佳", "唐师傅", "施小兰", "朱永康", "鲍老师",
    "龚大姐", "岩香", "玉应", "刘工", "罗姐", "白玛", "李卫东", "金花", "胡晓雯",
]

ZH_NAME_ROLES = [
    "农技站的技术员", "收生豆的老板", "民宿对面的邻居", "镇上消防所的", "找我合作的小红书博主", "新来的采摘工",
    "做包装袋的厂家", "修烘焙机的师傅", "合作社的会计", "村里的支书", "来拍宣传片的摄影师", "上海那家咖啡店的主理人",
    "快递站的站长", "税务所的", "民宿的保洁阿姨", "咖啡协会的", "卖遮阳网的", "杯测课的老师",
]

ZH_ID_MAKERS = [
    (lambda b: "%d" % b.ri(10 ** 18, 10 ** 19 - 1), ["那个说豆子没收到的淘宝订单号", "要退款的那个淘宝订单"], '淘宝'),
    (lambda b: "SF%d" % b.ri(10 ** 12, 10 ** 13 - 1), ["压坏那箱的顺丰单号", "寄样品的顺丰单号"], '顺丰速运'),
    (lambda b: "YNQT-%d-%05d" % (b.pick([2026, 2027]), b.ri(1000, 99999)), ["检测报告编号", "农残检测的报告编号"], '普洱市农产品质量检测中心'),
    (lambda b: "PE-%02d%02d-%s%02d" % (b.pick([26, 27]), b.ri(1, 12), b.pick("ABCDH"), b.ri(1, 40)), ["今年第一批日晒的批次号",
                                                                                                  "厌氧那批的批次号"], None),
    (lambda b: "92530802MA%s" % "".join(b.pick("0123456789ABCDEFGHJKLMNPQRTUWXY") for _ in range(8)), ["民宿营业执照上的信用代码"], '思茅区市场监管所'),
    (lambda b: "HT6K-%06d" % b.ri(100000, 999999), ["烘焙机的序列号"], None),
    (lambda b: "PESB-%d-%04d" % (b.pick([2026, 2027]), b.ri(1, 9999)), ["补贴申请的编号", "咖啡提质增效项目的申请编号"], '普洱市农业农村局'),
    (lambda b: "P%d" % b.ri(10 ** 14, 10 ** 15 - 1), ["小红书那个订单号"], None),
    (lambda b: "XC%d" % b.ri(10 ** 9, 10 ** 10 - 1), ["携程那个订单号"], '携程旅行'),
    (lambda b: "GL-%s-%d" % (b.pick(["YN", "PE"]), b.ri(10000, 99999)), ["有机转换期证书的编号"], '有机认证中心'),
]

ZH_PORT_SERVICES = [
    "Artisan的WebSocket", "温度数据", "民宿的监控", "Node-RED", "Home Assistant", "库存同步的后台", "NAS的管理页面",
    "MQTT", "订房小程序的接口", "烘焙机的网页",
]

ZH_VERSIONS = [
    ("Artisan", "2.10.6"), ("Artisan", "3.0.2"), ("Artisan", "2.8.4"), ("烘焙机固件", "v1.0.7"), ("烘焙机固件", "v1.2.3"),
    ("千牛", "9.8.120"), ("Home Assistant", "2026.12.2"), ("Node-RED", "4.0.8"), ("门锁App", "5.3.1"),
    ("温控器固件", "V2.06"), ("微信", "8.0.54"), ("Mosquitto", "2.0.20"), ("含水率仪固件", "1.3.9"),
    ("小程序后台", "v0.8.5"), ("树莓派上的Python", "3.11.9"), ("Docker", "26.1.4"), ("打印快递单的驱动", "3.4.2"),
    ("小红书App", "8.62.1"), ("监控摄像头固件", "V5.7.3"), ("Grafana", "10.4.2"), ("树莓派系统", "bookworm 12.8"),
]

ZH_COMMANDS = [
    ("sudo systemctl restart artisan-bridge", "温度曲线不动的时候"),
    ("journalctl -u artisan-bridge -n 80", "要查烘焙机日志的时候"),
    ("python3 ~/roast/export_csv.py --batch today", "要导出今天烘焙记录的时候"),
    ("docker compose -f ~/shop/docker-compose.yml up -d", "库存同步挂了的时候"),
    ("pm2 restart xhs-reply", "小红书自动回复卡住的时候"),
    ("mosquitto_sub -t 'roaster/bt' -v", "想看豆温数据有没有进来的时候"),
    ("ls /dev/ttyUSB*", "烘焙机连不上的时候"),
    ("sudo chmod 666 /dev/ttyUSB0", "串口提示没权限的时候"),
    ("df -h /mnt/nas", "怀疑NAS满了的时候"),
    ("rsync -av ~/roast/logs/ /mnt/nas/roast/", "每周备份烘焙曲线的时候"),
    ("python3 ~/shop/sync_taobao.py --days 3", "淘宝库存对不上的时候"),
    ("sudo nmcli con up minsu-wifi", "民宿网断了的时候"),
    ("tail -f ~/roast/logs/bridge.log", "要看实时日志的时候"),
    ("curl -s http://roaster.local/api/status", "想知道烘焙机在不在线的时候"),
    ("vcgencmd measure_temp", "树莓派摸着很烫的时候"),
    ("crontab -l | grep backup", "想确认备份有没有定时的时候"),
    ("sqlite3 ~/roast/roast.db 'select count(*) from batches;'", "要数一共烘了多少锅的时候"),
    ("sudo tailscale up", "老周在昆明要远程进来的时候"),
    ("git -C ~/shop pull", "更新小程序后台的时候"),
    ("python3 ~/roast/moisture.py --sensor 2", "测含水率的传感器没数的时候"),
    ("ping -c 4 192.168.31.1", "怀疑路由器挂了的时候"),
    ("sudo systemctl status nginx", "民宿订房页面打不开的时候"),
    ("docker logs --tail 50 shop-sync", "同步报错的时候"),
    ("sudo apt update && sudo apt upgrade -y", "每个月更新系统的时候"),
]

ZH_MONEY_THINGS = [
    ("新的遮阳网", "m"), ("一吨生豆", "l"), ("民宿的空调", "l"), ("修烘焙机", "m"), ("一包250克的日晒", "s"),
    ("包装袋五千个", "m"), ("杯测培训课", "m"), ("民宿大床房一晚", "s"), ("处理站的水泵", "m"), ("昆明展会的展位", "l"),
    ("晒架的竹子", "m"), ("新的含水率仪", "m"), ("一公斤蜜处理生豆", "s"), ("除湿机", "m"), ("民宿的新床垫", "m"),
    ("烘焙机的燃烧器", "m"), ("挂耳包装机", "l"), ("太阳能热水器", "m"), ("十包挂耳", "s"), ("民宿家庭房一晚", "s"),
]

ZH_SELLING = {"一包250克的日晒", "民宿大床房一晚", "一公斤蜜处理生豆", "十包挂耳", "民宿家庭房一晚"}

ZH_DATE_EVENTS = [
    "农技站来测土", "顺丰上门收件", "民宿有个团来住", "杯测", "去普洱开会", "烘焙机师傅来检修", "摘最后一批果子",
    "小红书博主来拍视频", "交补贴申请材料", "有机认证的人来检查", "朵朵开学", "老周去昆明", "生豆装柜", "消防检查",
    "新工人来报到", "民宿重新开业",
]

ZH_DECISIONS = [
    ("今年的日晒豆全部走淘宝", "小红书那边退货率太高了"),
    ("民宿早餐改成只做咖啡加米线", "西式早餐算下来每份要亏十几块"),
    ("烘焙机换成电加热的那台", "燃气罐每次送上山都要多收五十块路费"),
    ("采摘工钱按斤算不按天算", "按天算的时候大家都在地头聊天"),
    ("新豆子先不上架", "含水率还在百分之十三以上"),
    ("快递统一用顺丰", "中通上个月压坏了六箱"),
    ("厌氧批次只做两百公斤", "去年做多了根本卖不完"),
    ("民宿淡季房价降到两百八", "隔壁那家已经降到两百五了"),
    ("明年不再种卡蒂姆", "风味太平，收购商压价压得厉害"),
    ("直播先停一段时间", "每次播完第二天嗓子都是哑的"),
    ("晒场加盖一层遮阳网", "去年中午太阳太毒豆子都晒裂了"),
    ("处理站的水池重新做防渗", "发酵水渗到下面茶地里去了"),
    ("小红书只发庄园日常不发硬广", "硬广的笔记都被限流了"),
    ("让玉嫩管民宿前台", "她普通话最好客人也喜欢她"),
    ("烘焙度统一改成中浅", "回购最多的都是花香明显的那几批"),
    ("今年不去昆明参展", "展位费加住宿差不多要一万块"),
    ("给老客户每单送一包挂耳", "送挂耳比发优惠券回购率高"),
    ("咖啡果皮拿来做果皮茶卖", "倒掉太可惜而且真有人专门来问"),
    ("请个会计按月记账", "年底补账实在太痛苦了"),
    ("民宿不接带宠物的客人", "上次那只狗把床垫尿了"),
    ("水洗和蜜处理分开两天烘", "混在一起烘风味串得厉害"),
    ("生豆只卖给熟悉的两家烘焙店", "陌生客户压款压得太久"),
    ("把老烘焙机卖掉", "零件已经买不到了"),
    ("采摘季包工人午饭", "山上来回一趟就要一个钟头"),
    ("小包装从250克改成200克", "好多客户说250克喝不完会走味"),
    ("烘焙间装一台除湿机", "雨季豆子回潮特别快"),
]

ZH_CONSTRAINTS = [
    ("开第一锅", "生豆回到室温"),
    ("把生豆装袋", "含水率降到百分之十一以下"),
    ("给客人发民宿大门密码", "房费全部付清"),
    ("给工人结账", "每个人的斤数都核对过"),
    ("把熟豆寄出去", "烘好的豆子养满三天"),
    ("在小红书上发新品", "第三方的杯测报告到手"),
    ("给咖啡树打铜制剂", "连着两天不下雨"),
    ("更新烘焙机的固件", "当天没有订单要烘"),
    ("让新工人上晒场翻豆", "他们跟岩罕学过半天"),
    ("给差评的客人退钱", "看到客户拍的开箱视频"),
    ("收外面的鲜果", "测过糖度"),
    ("关发酵池的排水阀", "pH降到四点五左右"),
    ("重启树莓派", "烘焙机完全冷下来"),
    ("接团队的预订", "问清楚有没有小孩"),
    ("改淘宝的价格", "老周点了头"),
    ("把晒好的豆子收进仓库", "太阳下了山"),
    ("开新的快递账户", "对比过三家的报价"),
    ("让客人进烘焙间", "他们穿上了鞋套"),
    ("付大额货款", "对方开了正式发票"),
    ("给采摘工人预支工资", "他们干满一个星期"),
    ("把咖啡渣倒进鱼塘", "问过农技站"),
    ("给民宿换新的门锁", "所有客人都退了房"),
]

ZH_QUESTIONS = [
    "生豆出口要不要单独办植物检疫证",
    "民宿的消防验收是不是每年都要重新做",
    "小红书的店铺能不能直接挂淘宝链接",
    "采摘工人需不需要买意外险",
    "咖啡果皮茶算不算食品要不要办SC",
    "烘焙间改建需不需要报村委会",
    "普洱的咖啡补贴今年还有没有",
    "有机认证的转换期是三年还是两年",
    "民宿的营业执照和食品经营许可证是不是要分开办",
    "淘宝的运费险对咖啡豆管不管用",
    "晒场的地基能不能直接拿来盖房子",
    "工人的工资要不要代扣个税",
    "瑰夏在我们这个海拔能不能种得活",
    "电商平台的收入要不要单独报税",
    "抖音小店和淘宝能不能共用一个库存",
    "民宿的房间能不能同时挂在两个平台上卖",
    "注册商标的时候咖啡和茶是不是同一个类别",
    "合作社的分红算不算村集体收入",
    "咖啡豆寄到香港要不要报关",
    "屋顶的太阳能板补贴是按户还是按面积算",
    "烘焙的烟排出去会不会被环保查",
    "民宿的客人自己去摘咖啡出了事算谁的",
]

ZH_FILLER_PEOPLE = ["老周", "朵朵", "岩罕", "阿勇", "玉嫩", "大黄"]
ZH_CUSTOMERS = ["王**", "陈**", "刘**", "林**", "黄**", "吴**", "郑**", "许**", "何**", "宋**"]
ZH_CITIES = ["上海", "杭州", "北京", "深圳", "成都", "广州", "昆明", "南京", "厦门", "武汉"]

ZH_TPL = {
    "name": [
        "{role}叫{n}，你帮我记一下",
        "今天{n}来了，就是{role}",
        "{n}（{role}）说过几天要来看看",
        "那个{role}，{n}，又打电话来了",
        "对了，{role}叫什么来着……哦对，{n}",
        "要是{n}打电话来，那是{role}",
        "{n}就是{role}，别跟别人搞混了",
        "刚才碰到{n}了，{role}嘛，聊了半天",
        "{role}换人了，现在是{n}",
        "{n}是{role}，人挺好的",
    ],
    "command": [
        "老周说卡住了就跑 `{cmd}`，{ctx}用",
        "这个命令记一下：`{cmd}`，{ctx}用的",
        "我刚敲的是这个\n\npi@roaster:~ $ {cmd}\n\n这样对不对？老周说{ctx}就这么弄",
        "上次{ctx}是 `{cmd}` 才好的",
        "{ctx}就用 `{cmd}`",
        "`{cmd}` ——这个别删，{ctx}要用",
        "$ {cmd}\n\n就是这个，{ctx}跑一下",
        "群里有人说{ctx}用 `{cmd}`",
        "老周写在便利贴上的：`{cmd}`（{ctx}）",
    ],
    "id": [
        "{what}是{id}，帮我记着",
        "{id}，这个是{what}",
        "{what}：{id}",
        "找到了，{what}是{id}",
        "{what}是{id}，不是之前那个",
        "要是有人问，{what}就是{id}",
        "你帮我盯一下{id}，{what}",
        "手写的，可能看错：{id}，{what}",
        "{what}我抄下来了，{id}",
    ],
    "port": [
        "{svc}用的是{p}端口",
        "{svc}的网页是 http://roaster.local:{p}",
        "老周说{svc}改到{p}了",
        "路由器上要把{p}转发到树莓派，{svc}要用",
        "{svc}的端口是{p}，别再问我了哈哈",
        "记一下，{svc}走{p}",
        "{svc}换成端口 {p} 了，原来那个被占了",
        "老周在树莓派上贴了张纸：{svc} → {p}",
    ],
    "version": [
        "{prod}现在是{v}",
        "刚把{prod}升到{v}",
        "{prod}的版本号是{v}，我看了一下",
        "{prod}别升级了，{v}就挺好",
        "{prod}退回到{v}了",
        "说明书上写的{prod}是{v}",
        "听说{v}修了那个断连的问题，{prod}的",
        "老周装的是{prod} {v}",
    ],
    "money": [
        "{thing}报价{m}",
        "{thing}花了{m}，心疼死了",
        "{thing}最后是{m}",
        "{thing}预算最多{m}",
        "{thing}要{m}，抢钱啊",
        "{thing}大概{m}吧，我记得",
        "记账：{thing} {m}",
        "今天付了{thing}的钱，{m}",
    ],
    "money_sold": [
        "{thing}现在卖{m}",
        "{thing}打算定{m}",
        "{thing}卖{m}，是不是便宜了",
        "{thing}从下个月起改成{m}",
        "老周说{thing}定{m}就行",
    ],
    "date": [
        "{ev}定在{d}",
        "{d}那天{ev}",
        "{ev}改到{d}了",
        "记一下，{d}{ev}",
        "是{d}，不是之前说的那天，{ev}",
        "{d}我得在家，{ev}",
        "大概是{d}吧，{ev}",
        "{ev}终于有日子了：{d}",
    ],
    "decision": [
        "决定{c}，因为{r}",
        "就这样，{c}吧，{r}",
        "最后定了：{c}。原因是{r}",
        "{c}，毕竟{r}",
        "算了还是{c}，{r}",
        "跟老周商量过了，{c}，{r}嘛",
        "拍板了，{c}——{r}",
        "{r}，所以{c}",
        "想来想去，{c}比较好，{r}",
        "那就这么定：{c}，理由很简单，{r}",
        "我决定了哈，{c}。说白了就是{r}",
    ],
    "constraint": [
        "不要{a}，除非{c}",
        "必须{c}才能{a}",
        "{c}之前千万别{a}",
        "等{c}了再{a}",
        "只有{c}，才可以{a}",
        "除非{c}，否则谁都不许{a}",
        "记住，{c}以后才{a}",
        "{a}的前提是{c}",
        "一定要确认{c}再{a}",
        "{a}？那得{c}才行",
    ],
    "question": [
        "还不确定{q}",
        "我一直没搞明白{q}",
        "有人知道{q}吗",
        "{q}，这个我到现在都没弄清楚",
        "回头得问问{q}",
        "心里最没底的就是{q}",
        "老周问我{q}，我也答不上来",
        "谁能告诉我{q}啊",
        "不知道{q}，先记着",
        "琢磨了好久{q}",
    ],
}

ZH_ACKS = {
    "name": ["好，记下了。", "记住了，我加到通讯录里。", "收到，我记在民宿那页了。", "好的。"],
    "command": ["记到树莓派的笔记里了。", "好，存下来了，下次卡住就用。", "收到，跟老周之前那些命令放一起了。"],
    "id": ["好，单号我存着。", "记下了，要催的时候用。", "收到。"],
    "port": ["记到网络笔记里了。", "好，端口我记下了。", "收到，我在设备清单里补上。"],
    "version": ["记下了，版本号我存着。", "好，知道现在用的是哪个版本了。", "收到。"],
    "money": ["记账了。", "好贵……记下了。", "收到，我加到表格里。"],
    "date": ["好，我记着这个日子。", "收到，那天我不会让你再约别的。", "记下了。"],
    "decision": ["有道理。", "行，就这么定。", "挺合理的，我记下了。", "好，按这个来。"],
    "constraint": ["明白，这条规矩我记着。", "好，这条我记死了。", "收到，谁问我都这么说。"],
    "question": ["这个我真不知道，得问问懂行的人。", "这个我也说不准，先放在待问清单里。", "老实说我不清楚。",
                 "这个我答不上来。"],
}

ZH_OPENERS = ["哎", "跟你说", "早", "又是我", "语音转的文字哈，可能有错字", "那个", "嗯", "好了", "我在晒场上", "刚忙完"]
ZH_SEPS = ["，", "。", "，然后", "，反正", "……", "，就是说", "。嗯，", "，然后呢", " "]
ZH_ALSO = ["还有", "对了", "另外", "哦还有个事", "顺便说一下"]
ZH_CLOSERS = ["就这样", "先这样吧", "反正就是这样", "不说了，忙去了", "哎累死了", "好了"]

ZH_BITS = [
    ("今天早上雾特别大，晒场上什么都看不见", "雾大的话豆子晚点再摊开吧。"),
    ("大黄又把鸡追得满院子跑", "大黄精力真好。"),
    ("阿勇今天摘了一百多斤，创纪录了", "阿勇厉害！"),
    ("朵朵学校又要交什么材料费", ""),
    ("下山的路又塌了一小段", "路上小心。"),
    ("民宿的热水器又罢工了", "热水器要不要找人来看看？"),
    ("烘焙间里全是烟，老周又烘过头了", "哈哈，老周又烘成深烘了。"),
    ("今天太阳特别好，晒场都摆满了", "好天气，晒豆正合适。"),
    ("岩罕他们中午在地头烤了鸡", "听起来很香。"),
    ("手机快没电了", ""),
    ("昨晚下了点小雨，果子都湿了", "湿果子记得分开处理。"),
    ("刚从山上下来，腿都软了", "辛苦了，先歇会儿。"),
    ("有个客人在民宿院子里拍了一上午照片", ""),
    ("隔壁茶厂的老板又来串门", ""),
    ("猴子又来偷果子了", "猴子真是防不胜防。"),
    ("玉嫩她们在地里唱歌，边摘边唱", "画面感很强。"),
    ("我现在一手的果胶，黏死了", ""),
    ("今天气温降得厉害，早上才八度", "早上冷的话发酵会慢一点。"),
    ("朵朵今天非要跟着上山摘果子，摘了五颗就喊累", "哈哈，五颗也是劳动。"),
    ("民宿的客人送了我们一盒鲜花饼", "客人真好。"),
    ("水管又被牛踩爆了", "又要修水管了……"),
    ("我的手机屏幕摔裂了", ""),
    ("老周今天在晒场上睡着了，帽子盖着脸", "哈哈，采摘季确实累。"),
    ("昨晚的月亮特别圆，客人们都在院子里拍", ""),
    ("山下的芒果树开花了", ""),
    ("阿勇带了他家自己酿的米酒来", "米酒留着晚上喝哈。"),
    ("今天称果子的秤好像不准，我得找个砝码试试", "秤不准的话工钱会算错，先校一下好。"),
    ("大黄今天跟着工人上山，一整天都没回来", ""),
    ("咖啡花期还没到，树上已经有小花苞了", ""),
    ("厨房的燃气灶打不着火", ""),
    ("刚才一只松鼠跑进了烘焙间", "哈哈，它是闻着香味来的。"),
    ("今天来了三拨看房的客人", ""),
    ("我嗓子又哑了，喊了一天", "多喝点水，别再喊了。"),
]


# ---- Chinese: needles inside pasted material or tool results --------------------------

def zh_paste_id(b, v):
    if not v["org"]:
        return None
    intro = b.pick(["收到一条短信，你看看要我干嘛", "这个通知帮我看一下", "贴过来你存着"])
    body = ("【%s】尊敬的用户，您的事项已受理，编号%s，请妥善保存，后续查询请提供此编号。预计%d个工作日内处理完毕，"
            "如有疑问请在工作时间联系。") % (v["org"], v["id"], b.ri(3, 15))
    a = "就是个受理通知，不用做什么。编号留着，之后查进度或者打电话都要报这个号。"
    return intro + "\n\n" + body, a


ZH_DATE_SENDERS = {"农技站来测土": "农技站", "有机认证的人来检查": "有机认证中心", "消防检查": "镇消防所",
                   "烘焙机师傅来检修": "烘焙机售后", "交补贴申请材料": "县咖啡产业办", "去普洱开会": "县咖啡产业办",
                   "顺丰上门收件": "顺丰速运", "生豆装柜": "昆明的贸易公司"}


def zh_paste_date(b, v):
    who = ZH_DATE_SENDERS.get(v["ev"])
    if who is None:
        intro = b.pick(["老周发来的，存一下", "转一下老周的消息"])
        body = "“%s定了，%s，你记一下，别又约别的事”" % (v["ev"], v["d"])
        a = "存好了。老周那边已经定了，那天空出来就行。"
        return intro + "\n\n" + body, a
    intro = b.pick(["%s发来的，你看看那天我要不要在" % who, "收到个通知：", "这个你帮我看一下"])
    body = ("【%s】您好，%s的时间已确定为%s，上午九点到十一点之间，请保证现场有人对接。如需改期，请至少提前两天联系。") % (
        who, v["ev"], v["d"])
    a = "要在的，他们上午九点到十一点之间来，需要有人对接。那天如果走不开，至少提前两天跟他们说。"
    return intro + "\n\n" + body, a


def zh_paste_name(b, v):
    intro = b.pick(["微信上有人加我，发了这段", "有个陌生号码发来的，存一下", "转给你存着"])
    body = "“您好，我是%s，%s。先加个微信，以后有事方便联系，您有空回我一下就行，不急。”" % (v["n"], v["role"])
    a = "存好了。没什么急事，就是想留个联系方式。"
    return intro + "\n\n" + body, a


ZH_SOLD_THINGS = ZH_SELLING


def zh_paste_money(b, v):
    if v["thing"] in ZH_SOLD_THINGS:
        return None
    sup = b.pick(["思茅顺达商贸", "普洱宏发农资", "昆明云祥设备"])
    lines = []
    for _ in range(b.ri(2, 4)):
        lines.append("%s  %d %s  单价%d" % (b.pick(["配件", "运费", "安装费", "材料", "人工"]), b.ri(1, 20),
                                        b.pick(["个", "套", "米", "次"]), b.ri(15, 900)))
    intro = b.pick(["%s的报价单，你帮我看看" % v["thing"], "这是%s的单子" % v["thing"], "刚发来的报价，%s的：" % v["thing"]])
    body = "%s 报价单\n%s\n合计：%s\n（含税，付款后三日内发货）" % (sup, "\n".join(lines), v["m"])
    a = "明细看着还算正常，不过我按贴出来的几行算不出这个合计，可能有一项没列出来。付钱前让%s发一份完整明细比较稳妥。" % sup
    return intro + "\n\n" + body, a


def zh_paste_port(b, v):
    intro = b.pick(["老周让我存着这个，我也看不懂", "树莓派上的配置，贴给你备份", "%s的配置：" % v["svc"]])
    body = b.pick([
        "# %s\nlistener %s 0.0.0.0\nallow_anonymous false\npassword_file /etc/mosquitto/passwd" % (v["svc"], v["p"]),
        "services:\n  app:\n    image: local/%s\n    restart: always\n    ports:\n      - \"%s:%s\"" % (
            b.pick(["roast-api", "shop-sync", "minsu-web"]), v["p"], v["p"]),
        "server {\n    listen %s;\n    server_name roaster.local;\n    location / { proxy_pass http://127.0.0.1:8000; }\n}" % v["p"],
    ])
    a = "这是服务的配置文件，写的是监听哪个地址和端口，还有一些权限设置。不用改，留个备份就好，万一卡坏了能照着恢复。"
    return intro + "\n\n" + body, a


def zh_paste_version(b, v):
    intro = b.pick(["这个对吗？老周让我查一下", "它打出来这个：", "这是什么意思"])
    body = "pi@roaster:~ $ %s --version\n%s %s\npi@roaster:~ $" % (b.pick(["roastctl", "bridge", "shopctl"]), v["prod"], v["v"])
    a = "这只是它报的版本号，没问题。能打出来说明程序装好了，也能正常运行。"
    return intro + "\n\n" + body, a


ZH_PASTE = {"id": zh_paste_id, "date": zh_paste_date, "name": zh_paste_name, "money": zh_paste_money,
            "port": zh_paste_port, "version": zh_paste_version}


def zh_tool_id(b, v):
    if not v["org"]:
        return None
    u = b.pick(["帮我在短信里找一下%s" % v["what"], "%s我找不到了，你搜一下" % v["what"]])
    out = json.dumps({"results": [{"from": v["org"], "date": "2027-01-%02d" % b.ri(3, 14),
                                   "text": "……编号%s，请妥善保存……" % v["id"]}]}, ensure_ascii=False)
    if b.chance(0.5):
        a, k = "找到了，%s是%s。" % (v["what"], v["id"]), 2
    else:
        a, k = "找到了，在这个月初%s发的短信里，编号就在上面。" % v["org"], 1
    return [("user", u), b.tool("sms_search", {"q": v["what"]}, out), ("assistant", a)], k


def zh_tool_version(b, v):
    u = b.pick(["你连一下树莓派看看%s是什么版本" % v["prod"], "帮我查一下%s的版本" % v["prod"]])
    out = "$ %s --version\n%s %s\n" % (b.pick(["roastctl", "bridge", "shopctl"]), v["prod"], v["v"])
    if b.chance(0.5):
        a, k = "现在是%s。" % v["v"], 2
    else:
        a, k = "查到了，版本号在上面，没有待更新的。", 1
    return [("user", u), b.tool("roaster_pi", {"cmd": "version"}, out), ("assistant", a)], k


def zh_tool_port(b, v):
    u = b.pick(["%s是哪个端口来着，你看一下" % v["svc"], "老周不回消息，你查查%s监听的端口" % v["svc"]])
    out = "$ sudo ss -tlnp\nLISTEN 0 128 0.0.0.0:22 0.0.0.0:* sshd\nLISTEN 0 4096 0.0.0.0:%s 0.0.0.0:* %s\n" % (
        v["p"], b.pick(["node", "python3", "mosquitto", "docker-proxy"]))
    if b.chance(0.5):
        a, k = "在%s上监听。" % v["p"], 2
    else:
        a, k = "在列表第二行，ssh下面那个就是。", 1
    return [("user", u), b.tool("roaster_pi", {"cmd": "sudo ss -tlnp"}, out), ("assistant", a)], k


def zh_tool_money(b, v):
    if v["thing"] in ZH_SOLD_THINGS:
        return None
    u = b.pick(["%s最后花了多少，你查下账" % v["thing"], "帮我看看账本里%s是多少钱" % v["thing"]])
    out = json.dumps({"records": [{"item": v["thing"], "amount": v["m"], "paid": True}]}, ensure_ascii=False)
    if b.chance(0.5):
        a, k = "%s，已经付了。" % v["m"], 2
    else:
        a, k = "账上有一条，已经付过了，金额在上面。", 1
    return [("user", u), b.tool("ledger", {"search": v["thing"]}, out), ("assistant", a)], k


def zh_tool_date(b, v):
    u = b.pick(["%s是哪天来着，日历里有" % v["ev"], "查一下日历，%s" % v["ev"]])
    out = json.dumps({"events": [{"title": v["ev"], "when": v["d"], "note": "已确认"}]}, ensure_ascii=False)
    if b.chance(0.5):
        a, k = "是%s。" % v["d"], 2
    else:
        a, k = "日历里有，已经确认过了。", 1
    return [("user", u), b.tool("calendar", {"search": v["ev"]}, out), ("assistant", a)], k


def zh_tool_name(b, v):
    u = b.pick(["%s叫什么来着，微信里聊过" % v["role"], "帮我翻一下微信，%s是谁" % v["role"]])
    out = json.dumps({"results": [{"contact": v["n"], "note": v["role"], "last": "12月%d日" % b.ri(2, 28)}]}, ensure_ascii=False)
    if b.chance(0.5):
        a, k = "是%s。" % v["n"], 2
    else:
        a, k = "找到了，备注就是这个，上个月还聊过。", 1
    return [("user", u), b.tool("wechat_search", {"q": v["role"]}, out), ("assistant", a)], k


ZH_TOOL = {"id": zh_tool_id, "version": zh_tool_version, "port": zh_tool_port, "money": zh_tool_money,
           "date": zh_tool_date, "name": zh_tool_name}


def zh_callback(b, f):
    v = f["v"]
    if f["kind"] == "name":
        t = b.pick(["{n}后来回消息了没", "{n}又打电话来了，没什么新事", "{n}那边有动静吗"])
        a = b.pick(["还没有。", "没看到，要不要我催一下？", "暂时没有。"])
        return t.format(n=v["n"]), a
    if f["kind"] == "id":
        t = b.pick(["{id}还是没解决", "{id}有进展没", "再帮我催一下{id}"])
        a = b.pick(["还没结，我再催。", "暂时没更新。", "好，今天发催促。"])
        return t.format(id=v["id"]), a
    t = b.pick(["之前说{thing}{m}，原来是不含税的", "{thing}那个{m}，会计说没问题"])
    a = b.pick(["啊，那得重新算一下。", "好，少一件操心的事。"])
    return t.format(m=v["m"], thing=v["thing"]), a


# ======================================================================================
# Chinese chatter
# ======================================================================================

def zh_opening(b):
    u = b.pick([
        "早，今天又是忙死的一天，岩罕他们七点就上山了，我得盯着晒场还要回淘宝的消息，你今天帮我记着点事哈",
        "哎，昨晚民宿来了一车客人，闹到十二点，我现在脑子是糊的，你帮我把今天要弄的事情理一理",
        "你好你好，采摘季开始了，接下来我可能一天到晚给你发语音，你就当我的小本子吧",
    ])
    a = b.pick(["早！没问题，你随时发，我帮你把晒场、订单、民宿这些事分开记好。",
                "辛苦了。你说，我来记，理好了再给你一份清单。",
                "好的，我当你的小本子，有事随时说。"])
    return [("user", u), ("assistant", a)]


def zh_weather_tool(b):
    u = b.pick(["明天能不能晒豆，帮我看下天气", "今晚会不会下雨，晒场的豆子要不要收", "这几天天气怎么样，我想安排摘果"])
    rain = b.ri(0, 80)
    out = json.dumps({"location": "普洱思茅", "tomorrow": {"min_c": b.ri(7, 13), "max_c": b.ri(20, 27), "rain_prob": rain}},
                     ensure_ascii=False)
    if rain >= 50:
        a = "明天降雨概率%d%%，不太适合晒，豆子今晚最好收进棚里。" % rain
    else:
        a = "明天降雨概率只有%d%%，可以晒，中午注意翻豆。" % rain
    return [("user", u), b.tool("weather", {"city": "普洱", "days": 1}, out), ("assistant", a)]


def zh_picking(b):
    ppl = b.sample(["岩罕", "阿勇", "玉嫩", "老李", "小艾", "岩叫", "玉罕"], 4)
    kg = [b.ri(60, 160) for _ in ppl]
    price = b.pick([1.2, 1.3, 1.5])
    u = "今天采摘的斤数：" + "，".join("%s %d" % (p, k) for p, k in zip(ppl, kg)) + "，一斤%.1f块，帮我算下各自多少钱" % price
    a = "；".join("%s %d斤 × %.1f = %.1f元" % (p, k, price, k * price) for p, k in zip(ppl, kg)) + \
        "。一共%d斤，合计%.1f元。" % (sum(kg), sum(kg) * price)
    return [("user", u), ("assistant", a)]


def zh_taobao_tool(b):
    u = b.pick(["淘宝今天有多少单", "帮我看看这周的订单", "昨天晚上有没有新订单"])
    n1, n2, n3 = b.ri(3, 30), b.ri(2, 20), b.ri(0, 12)
    out = json.dumps({"orders": n1 + n2 + n3, "by_sku": {"日晒 250g": n1, "水洗 250g": n2, "挂耳 10包": n3},
                      "unpaid": b.ri(0, 4)}, ensure_ascii=False)
    a = "一共%d单：日晒%d、水洗%d、挂耳%d。" % (n1 + n2 + n3, n1, n2, n3)
    items = [("user", u), b.tool("taobao_orders", {"range": "recent"}, out), ("assistant", a)]
    if b.chance(0.5):
        items += [("user", b.pick(["好", "嗯嗯", "行"])), ("assistant", b.pick(["👌", "好的。"]))]
    return items


def zh_csv_paste(b):
    rows = ["订单编号,下单时间,商品,数量,实付,收货城市"]
    cnt = {}
    for _ in range(b.ri(5, 8)):
        sku = b.pick(["日晒 250g", "水洗 250g", "蜜处理 250g", "挂耳 10包"])
        q = b.ri(1, 3)
        city = b.pick(ZH_CITIES)
        if sku == "日晒 250g":
            cnt[city] = cnt.get(city, 0) + q
        rows.append("%d,1月%d日 %02d:%02d,%s,%d,%d.00,%s" % (b.ri(10 ** 5, 10 ** 6 - 1), b.ri(10, 15), b.ri(7, 23), b.ri(0, 59),
                                                         sku, q, b.ri(58, 300), city))
    city = b.pick(list(cnt) or ["上海"])
    u = "导出来的表，帮我数一下发%s的日晒一共几包\n\n%s" % (city, "\n".join(rows))
    a = "发%s的日晒一共%d包。" % (city, cnt.get(city, 0))
    return [("user", u), ("assistant", a)]


def zh_roast_log(b):
    fc = b.ri(7, 9)
    fcs = b.ri(0, 59)
    drop = fc * 60 + fcs + b.ri(70, 130)
    rows = ["时间   豆温   风温   RoR"]
    for i in range(6):
        rows.append("%d:%02d  %d  %d  %.1f" % (i * 2, 0, 100 + i * 25 + b.ri(0, 8), 200 + i * 8 + b.ri(0, 6), max(3, 18 - i * 2.3)))
    u = ("老周烘的这锅，一爆%d:%02d，下豆%d:%02d，帮我看看发展时间是不是太长了\n\n" % (fc, fcs, drop // 60, drop % 60)) + "\n".join(rows)
    dev = drop - fc * 60 - fcs
    ratio = 100.0 * dev / drop
    a = "发展时间%d秒，占总时长%.0f%%。%s" % (dev, ratio, "偏长了，花香会被压一些，下次可以早一点下豆。" if ratio > 22 else "在正常范围里，中浅烘没问题。")
    return [("user", u), ("assistant", a)]


def zh_cupping(b):
    lots = ["日晒A", "水洗B", "蜜处理C", "厌氧D"]
    sc = [round(b.ri(800, 870) / 10.0, 2) for _ in lots]
    u = "杯测分数出来了：" + "，".join("%s %.2f" % (l, s) for l, s in zip(lots, sc)) + "，哪个适合做小红书主推"
    best = lots[sc.index(max(sc))]
    a = "%s分最高（%.2f），可以拿来主推；分数过86的可以在文案里提“精品级”，但别把分数写得太绝对。" % (best, max(sc))
    return [("user", u), ("assistant", a)]


def zh_xhs_copy(b):
    u = b.pick(["帮我写条小红书，主题是雾里的咖啡山，别太官方", "写个小红书文案，介绍一下我们的日晒豆"])
    if "雾" in u:
        a = "早上六点的咖啡山，雾还没散，工人已经在树下了☕️ 红果子一颗一颗摘，一杯咖啡背后是好多双手。#云南咖啡 #咖啡庄园"
        u2 = b.pick(["不是这个，口语一点", "可以", "加一句民宿的"])
        a2 = {"不是这个，口语一点": "今天山上雾超大！啥也看不见，但阿姨们已经开摘了哈哈，红果子真的好看～ #云南咖啡",
              "可以": "好，那就发这个。",
              "加一句民宿的": "……结尾加一句：想来看雾的，小院还有两间房，私信我～"}[u2]
    else:
        a = "我们家的日晒，果子在晒架上晒足二十多天，喝起来有莓果和红糖的甜。中浅烘，手冲最合适。#云南咖啡 #日晒"
        u2 = b.pick(["嗯就这个", "太长了", "不是这个，要更像聊天"])
        a2 = {"嗯就这个": "好。", "太长了": "晒足二十天的日晒，莓果味，甜！手冲首选。#云南咖啡",
              "不是这个，要更像聊天": "说真的，今年这批日晒我自己都天天喝，甜得像果酱，你们试试～"}[u2]
    return [("user", u), ("assistant", a), ("user", u2), ("assistant", a2)]


def zh_minsu_tool(b):
    u = b.pick(["民宿这个月还有哪些预订", "春节那几天民宿订满了没", "看看民宿下周有没有人住"])
    n = b.ri(1, 4)
    bk = [{"guest": b.pick(ZH_CUSTOMERS), "room": b.pick(["大床房", "家庭房", "观景房"]), "checkin": "1月%d日" % b.ri(17, 31),
           "nights": b.ri(1, 4)} for _ in range(n)]
    out = json.dumps({"bookings": bk}, ensure_ascii=False)
    a = "有%d个预订：" % n + "；".join("%s %s，%s入住%d晚" % (x["guest"], x["room"], x["checkin"], x["nights"]) for x in bk) + "。"
    return [("user", u), b.tool("minsu_bookings", {"range": "upcoming"}, out), ("assistant", a)]


def zh_guest_review(b):
    u = ("携程上来了个差评，帮我回一下，别吵架\n\n“房间不错，但是早上六点就有工人在外面说话，吵醒了。早餐只有米线。”")
    a = ("回复草稿：\n您好，谢谢您住我们小院，也很抱歉吵到您了。现在是采摘季，工人天一亮就要上山，我们会提醒大家经过院子时小声一点。"
         "早餐我们主打自家咖啡配本地米线，下次如果有别的需要可以提前跟我们说～")
    items = [("user", u), ("assistant", a)]
    if b.chance(0.5):
        items += [("user", "最后那句去掉，我们也做不了别的"), ("assistant", "好，去掉了，其他不变。")]
    return items


def zh_moisture(b):
    vals = [round(b.ri(100, 160) / 10.0, 1) for _ in range(5)]
    u = "今天测的含水率：" + "、".join("%.1f" % x for x in vals) + "，可以装袋了吗"
    avg = sum(vals) / len(vals)
    a = "平均%.1f%%，%s" % (avg, "还偏高，最好再晒两天，降到11%左右再装。" if avg > 12 else "差不多了，测一下最高的那个区域没问题就可以装。")
    return [("user", u), ("assistant", a)]


def zh_express_tool(b):
    u = b.pick(["上海那个客人说快递三天了还没到", "帮我查一下昨天发杭州那单到哪了"])
    out = json.dumps({"carrier": "顺丰", "status": b.pick(["运输中", "派送中", "已到达转运中心"]),
                      "last": "%s转运中心" % b.pick(["昆明", "长沙", "上海", "杭州"])}, ensure_ascii=False)
    st = json.loads(out)
    a = "现在是“%s”，最后一站在%s。一般再有一两天能到，要不要我先跟客人说一声？" % (st["status"], st["last"])
    items = [("user", u), b.tool("express_track", {"order": "最近一单"}, out), ("assistant", a)]
    if b.chance(0.5):
        items += [("user", b.pick(["要", "不用", "嗯你说吧"])), ("assistant", b.pick(["好，我去回客人。", "好的。"]))]
    return items


def zh_wage(b):
    days = b.ri(18, 26)
    per = b.pick([120, 130, 150])
    u = "阿勇这个月干了%d天，一天%d，中间借了我五百，月底该给他多少" % (days, per)
    a = "%d × %d = %d元，减掉借的500，月底给%d元。" % (days, per, days * per, days * per - 500)
    return [("user", u), ("assistant", a)]


def zh_digression(b):
    u, a = b.pick([
        ("跟你说个好笑的，朵朵今天跟同学说她家是开咖啡店的，同学问那你会拉花吗，她说我会喝，哈哈哈，老周笑得差点把烘焙机给忘了", "哈哈哈，朵朵说得很诚实。"),
        ("今天下山去镇上买东西，路上碰到一群猴子在路中间坐着，我按喇叭它们都不理我，最后是大黄冲下车把它们赶走的，我都怕它被咬", "大黄是真英雄。"),
        ("昨晚停电了两个小时，民宿的客人在院子里点蜡烛喝咖啡，说特别有氛围，我在厨房急得要死，冰箱里全是牛奶", "客人开心就好，牛奶没坏吧？"),
        ("我妈又打电话来问我什么时候回老家，我说采摘季走不开，她说你那咖啡比你妈还重要，唉", "采摘季过了抽空回去看看吧。"),
    ])
    return [("user", u), ("assistant", a)]


def zh_subsidy_para(b):
    u = ("帮我把这段改通顺一点，是申请补贴用的\n\n我们庄园现在处理豆子都是靠人工在晒场上翻，一下雨就要全部收起来，很费人工，"
         "想建一个带遮雨棚的晒架，这样下雨也不用收，而且豆子离地晒质量会更好，可以卖到更高的价格")
    a = ("改好了：\n\n目前庄园咖啡豆干燥全部依赖露天晒场人工翻晒，遇雨需整体收拢，人工成本高。拟建设带遮雨棚的高架晒床，"
         "实现雨天不收豆、离地干燥，提高生豆品质与售价。")
    return [("user", u), ("assistant", a)]


def zh_pi_tool(b):
    u = b.pick(["烘焙机的树莓派还活着吗，网页打不开", "帮我看看树莓派，温度曲线没数据"])
    up = b.ri(1, 30)
    out = ("$ uptime\n up %d days, load average: 0.%02d\n$ systemctl is-active artisan-bridge\n%s\n$ ls /dev/ttyUSB*\n/dev/ttyUSB0\n"
           % (up, b.ri(5, 60), b.pick(["active", "failed"])))
    if "failed" in out:
        a = "树莓派是好的，开了%d天了，但是桥接服务挂了（failed），串口还在。重启一下那个服务应该就好。" % up
    else:
        a = "都正常：开机%d天，桥接服务在跑，串口也在。网页打不开可能是手机没连民宿的网。" % up
    return [("user", u), b.tool("roaster_pi", {"cmd": "uptime; systemctl is-active artisan-bridge; ls /dev/ttyUSB*"}, out),
            ("assistant", a)]


def zh_ferment(b):
    rows = ["时间  温度  pH"]
    ph = 5.6
    for h in range(0, 30, 6):
        ph -= b.ri(1, 4) / 10.0
        rows.append("%02d时  %d℃  %.1f" % ((6 + h) % 24, b.ri(18, 24), ph))
    u = "发酵池的记录，你看看是不是发过头了\n\n" + "\n".join(rows)
    a = "最后pH %.1f，%s" % (ph, "已经比较低了，再放下去容易出酸味，建议今天就洗。" if ph < 4.4 else "还在合理范围，可以再观察几个小时。")
    return [("user", u), ("assistant", a)]


def zh_price(b):
    cost = b.ri(60, 110)
    u = "一公斤生豆成本%d，烘完失重大概百分之十五，包装一包两块五，我卖250克一包，想要一半的毛利，该定多少" % cost
    per = cost / 0.85 / 4 + 2.5
    a = "烘后每公斤成本约%.1f元，250克一包是%.1f元，加包装%.1f元。要50%%毛利，售价大概%.0f元，再算上运费的话定价可以往上凑个整。" % (
        cost / 0.85, cost / 0.85 / 4, per, per * 2)
    return [("user", u), ("assistant", a)]


def zh_group_paste(b):
    u = ("村里微信群发的，帮我看有没有要我做的\n\n【通知】各户注意：本周六上午村委会统一收取今年的合作医疗，"
         "每人%d元。另外，近期森林防火形势严峻，严禁野外用火，烧秸秆的一律处罚。") % b.pick([380, 400, 420])
    a = "两件事：周六上午去村委会交合作医疗；然后别在地里烧东西，包括咖啡枝条，防火期查得严。"
    return [("user", u), ("assistant", a)]


def zh_calendar_tool(b):
    u = b.pick(["明天我都有什么事", "周四下午有空吗", "看下这周的安排"])
    ev = b.sample(["上午烘豆", "下午三点接朵朵", "民宿退房两间", "岩罕结账", "顺丰来收件", "跟上海的店视频"], 3)
    out = json.dumps({"events": ev}, ensure_ascii=False)
    a = "有这些：" + "，".join(ev) + "。"
    return [("user", u), b.tool("calendar", {"range": "soon"}, out), ("assistant", a)]


def zh_soil(b):
    ph = round(b.ri(45, 65) / 10.0, 1)
    om = round(b.ri(15, 45) / 10.0, 1)
    u = "土壤检测结果：pH %.1f，有机质 %.1f%%，速效钾偏低，有效磷正常，这个怎么看" % (ph, om)
    a = "pH %.1f %s；有机质%.1f%%%s。钾偏低的话，结果期可以补一点钾肥，或者多还田咖啡果皮堆肥。" % (
        ph, "偏酸，咖啡还能接受，低于5的话可以撒点石灰" if ph < 5.5 else "很适合咖啡", om, "还可以" if om >= 3 else "偏低，多施有机肥")
    return [("user", u), ("assistant", a)]


def zh_market(b):
    u = ("今天收购价出来了，商品豆才%d一公斤，精品的%d，去年这时候比现在高，老周说今年行情就这样，我觉得我们还是得多做精品，"
         "不然光卖商品豆连工钱都不够") % (b.ri(24, 36), b.ri(60, 95))
    a = "确实，精品豆的差价能覆盖多出来的人工。按今年的价格，精品比例提上去一点更划算。"
    return [("user", u), ("assistant", a)]


def zh_short(b):
    u = b.pick(["帮我写个民宿门口的牌子，说晚上十点以后请小声", "写个淘宝的发货说明", "帮我想个新品的名字，蜜处理的"])
    if "牌子" in u:
        a = "“晚上十点后，请小声一点哦～山里的夜很安静，感谢配合！”"
        u2 = b.pick(["可以", "不要波浪号"])
        a2 = {"可以": "好。", "不要波浪号": "“晚上十点后请小声，山里的夜很安静，感谢配合！”"}[u2]
    elif "发货" in u:
        a = "“现烘现发：下单后48小时内烘焙，养豆三天后发出，顺丰包邮。”"
        u2 = b.pick(["对", "不是这个，我们不包邮"])
        a2 = {"对": "好，就用这个。", "不是这个，我们不包邮": "“现烘现发：下单后48小时内烘焙，养豆三天后发出。运费按实际计算。”"}[u2]
    else:
        a = "几个选项：“雾山蜜”、“红糖小院”、“晨雾”。"
        u2 = b.pick(["雾山蜜吧", "都不太行"])
        a2 = {"雾山蜜吧": "好，雾山蜜。", "都不太行": "那再试试：“山腰甜”、“蜜色普洱”？"}[u2]
    return [("user", u), ("assistant", a), ("user", u2), ("assistant", a2)]


def zh_answered(b):
    u, a = b.pick([
        ("咖啡樱桃从摘下来到进处理站最多能放多久", "最好当天处理，一般不超过六到八个小时，放久了会自己开始发酵。"),
        ("日晒和水洗哪个更费水", "水洗费水得多，日晒基本不用水。"),
        ("生豆一般能放多久", "保存得好的话一年左右风味还行，放久了会有麻袋味。"),
        ("烘完的豆子为什么要养几天", "刚烘完二氧化碳排得多，直接冲会很多气泡、味道不稳定，养两三天会好很多。"),
    ])
    return [("user", u), ("assistant", a)]


def zh_back(b):
    u, a = b.pick([("我回来了", "好，你继续。"), ("刚才去晒场了", "没事，没有急事等你。"), ("不好意思，刚有客人办入住", "没关系，先忙客人。")])
    return [("user", u), ("assistant", a)]


def zh_laozhou(b):
    u = b.pick([
        "老周想在烘焙间装个摄像头，每锅都录下来发抖音，我说你先把豆子烘好再说",
        "老周说树莓派的卡要换了，说它“累了”，卡还会累吗",
    ])
    a = "其实录下来挺好，回头对比每锅的问题也方便。" if "摄像头" in u else "会的，写入次数多了会坏，日志写得多的卡更容易坏，换张新的不贵。"
    return [("user", u), ("assistant", a)]


ZH_CHATTER = [zh_weather_tool, zh_picking, zh_taobao_tool, zh_csv_paste, zh_roast_log, zh_cupping, zh_xhs_copy, zh_minsu_tool,
              zh_guest_review, zh_moisture, zh_express_tool, zh_wage, zh_digression, zh_subsidy_para, zh_pi_tool, zh_ferment,
              zh_price, zh_group_paste, zh_calendar_tool, zh_soil, zh_market, zh_short, zh_answered, zh_back, zh_laozhou]

# ---- more English chatter ---------------------------------------------------------------

def en_refund_tool(b):
    cust, vil = b.pick(EN_CUSTOMERS), b.pick(EN_VILLAGES)
    what = b.pick(["fruit bag", "eggs", "salad bag", "small box"])
    u = b.pick(["can you refund %s in %s for the %s, it never went in" % (cust, vil, what),
                "%s says no %s this week, refund it please" % (cust, what)])
    amt = "%d.%02d" % (b.ri(2, 14), b.pick([0, 50, 95]))
    out = json.dumps({"order": "#%d" % b.ri(9000, 9999), "customer": cust, "refunded": amt, "line": what}, ensure_ascii=False)
    return [("user", u), b.tool("shopify_orders", {"refund": what, "customer": cust}, out),
            ("assistant", "Refunded £%s for the %s — she'll get the usual email from Shopify." % (amt, what))]


def en_route(b):
    vs = b.sample(EN_VILLAGES, 5)
    u = "Thursday's drops are %s, what order, I'm leaving from home" % ", ".join(vs)
    a = ("I'd go %s — that keeps you on the main roads for the longest stretch and leaves the furthest one for last so the "
         "van's lightest on the worst lane. Roughly two and a half hours with stops." % " → ".join(sorted(vs, key=len)))
    return [("user", u), ("assistant", a)]


def en_worker_chat(b):
    u, a = b.pick([
        ("Radu was telling me about his village, they have a thing where the whole village does the pig in December, and he showed me photos, it's basically a festival with a pig in it, and he misses it, I think we should do something for him",
         "That's lovely. A proper lunch for him one Friday might be a nice thing."),
        ("Kasia's got her driving test on %s, she's so nervous, she's been practising reversing round the muck heap" % b.pick(["Friday", "Monday", "Wednesday"]),
         "Good luck to her! The muck heap is an excellent cone."),
        ("Radu asked if his cousin could come and work for a week in the summer, I said I'd think about it, he's a chef apparently",
         "A chef for a week in summer could be handy if you ever do a farm supper."),
        ("Kasia has started a sourdough in the packing shed, there's a jar of goo next to the scales labelled DO NOT TOUCH",
         "Ha — as long as it stays well away from the salad bags."),
    ])
    return [("user", u), ("assistant", a)]


def en_pi_disk_tool(b):
    pct = b.ri(41, 97)
    u = b.pick(["Huw says check the disk on the tunnel Pi", "is the Pi's card full, the graphs stopped"])
    out = "$ df -h /\nFilesystem      Size  Used Avail Use%% Mounted on\n/dev/mmcblk0p2   29G   %dG   %dG  %d%% /\n" % (
        29 * pct // 100, 29 - 29 * pct // 100, pct)
    a = ("It's %d%% full. %s" % (pct, "That's why — the logs have filled it. Clearing old logs will sort it." if pct > 90 else "Plenty of room, so that's not it."))
    return [("user", u), b.tool("tunnel_pi", {"cmd": "df -h /"}, out), ("assistant", a)]


def en_email_draft(b):
    u, a = b.pick([
        ("email Gary and say yes to the rooflights but the cheaper ones, and ask when the scaffold comes down",
         "Hi Gary,\n\nYes to the rooflights — the cheaper option, please. Could you also let me know when the scaffold's likely to come down?\n\nThanks,\nCat"),
        ("reply to the honey man, say yes one case, and can he bring it Saturday",
         "Hi — yes please, one case. Could you drop it at the shop on Saturday? Thanks, Cat"),
        ("email Fran, tell her the receipts are in the shoebox and I'm sorry",
         "Hi Fran,\n\nThe receipts are all in the shoebox — sorry! I'll drop it round this week.\n\nCat"),
    ])
    items = [("user", u), ("assistant", a)]
    if b.chance(0.5):
        items += [("user", b.pick(["send it", "yep send", "add a smiley"])), ("assistant", b.pick(["Sent.", "Done — sent.", "Added and sent 🙂"]))]
    return items


def en_price_list(b):
    s, l = b.ri(16, 20), b.ri(24, 30)
    u = "current prices: small box £%d, large £%d, fruit bag £%d, eggs £%d.%02d half dozen — are we cheaper than Riverford?" % (
        s, l, b.ri(6, 9), b.ri(2, 3), b.pick([20, 50, 80]))
    a = ("Roughly in line — their small organic box is in the same range, and yours is local with no subscription lock-in. "
         "I'd not compete on price; compete on 'picked this morning, three miles away'.")
    return [("user", u), ("assistant", a)]


def en_hens(b):
    n = b.ri(9, 31)
    u = b.pick(["hens laid %d today which for January is amazing" % n, "only %d eggs today, they're sulking" % n])
    a = "%d is good going for this time of year — the light's coming back." % n if n > 18 else "%d in January is normal — they'll pick up as the days lengthen." % n
    return [("user", u), ("assistant", a)]


def en_payout_tool(b):
    u = b.pick(["how much has Shopify paid out this month", "what came in from Shopify this week"])
    ps = [round(b.ri(30000, 180000) / 100.0, 2) for _ in range(b.ri(1, 3))]
    out = json.dumps({"payouts": [{"amount": "%.2f" % p, "currency": "GBP"} for p in ps]})
    a = "%d payout%s, £%.2f in total." % (len(ps), "" if len(ps) == 1 else "s", sum(ps))
    return [("user", u), b.tool("shopify_orders", {"payouts": "recent"}, out), ("assistant", a)]


def en_compost_temp(b):
    ts = [b.ri(28, 68) for _ in range(4)]
    u = "compost temps this week %s, is it working" % ", ".join("%d" % t for t in ts)
    a = ("It's working — %d°C at the peak is proper hot composting. When it drops under 40 turn it to get it going again." % max(ts)
         if max(ts) > 55 else "It's ticking over but not really hot. Turn it and add some fresh green stuff or the horse muck.")
    return [("user", u), ("assistant", a)]


def en_sowing(b):
    u, a = b.pick([
        ("when should I sow onions in modules", "Late January to February in the propagator, four or five seeds per module, then plant the clumps out in April."),
        ("is it too early for broad beans in the tunnel", "Not at all — a January sowing in the tunnel gives you a crop in May."),
        ("how deep do shallot sets go", "Just so the tips show. The birds will pull them up if they stick out too far."),
        ("can I start peas for shoots now", "Yes — pea shoots in trays in the tunnel will go fine now, just slower than in spring."),
    ])
    return [("user", u), ("assistant", a)]


def en_homework(b):
    u = b.pick(["Elsie's homework asks 'what does a farmer do in winter', she's written 'shout at the weather', help",
                "Elsie needs three facts about worms for school tomorrow, go"])
    if "worms" in u:
        a = "1. Worms have no lungs — they breathe through their skin. 2. They can eat about their own weight in a day. 3. A field can have over a million of them."
    else:
        a = ("Honestly that's accurate. But maybe add: plan what to grow, order seeds, fix things that broke in summer, look "
             "after the winter veg and keep the animals warm.")
    return [("user", u), ("assistant", a)]


def en_booking_enquiry(b):
    name = b.pick(["Sarah", "Tom", "Priti", "Ollie", "Hannah"])
    u = ("enquiry for the barn, what do I say, it's not finished\n\n\"Hi, we're looking for somewhere for %d nights in %s, "
         "two adults, a toddler and a very good spaniel. Is the barn suitable? Thanks, %s\"") % (
        b.ri(3, 7), b.pick(["May", "June", "July", "September"]), name)
    a = ("Draft:\n\nHi %s — thank you! The barn is in its final stages of conversion; we expect to open in spring and I'd "
         "love to pencil you in. It's toddler-friendly downstairs (stairgate on the stairs) and well-behaved spaniels are "
         "very welcome. Can I hold the dates and confirm once we have our completion certificate?\n\nCat" % name)
    return [("user", u), ("assistant", a)]


def en_insurance_letter(b):
    u = ("renewal letter from the insurers, is this worse than last year\n\nYour renewal premium: £%d.%02d (last year £%d.%02d). "
         "Cover changes: none. Excess: £%d.") % (b.ri(1300, 1900), b.ri(0, 99), b.ri(1100, 1500), b.ri(0, 99), b.pick([250, 500]))
    a = "It's gone up, with no change in cover. Worth one phone call to ask why — they often knock some off if you ask, and it gives you a figure to compare."
    return [("user", u), ("assistant", a)]


def en_sumup_tool(b):
    u = b.pick(["what did the card machine take Saturday", "card takings yesterday?"])
    n = b.ri(14, 60)
    tot = round(b.ri(12000, 60000) / 100.0, 2)
    out = json.dumps({"transactions": n, "gross": "%.2f" % tot, "fees": "%.2f" % (tot * 0.0169)})
    a = "%d card payments, £%.2f gross, about £%.2f in fees." % (n, tot, tot * 0.0169)
    return [("user", u), b.tool("till", {"report": "card", "day": "last"}, out), ("assistant", a)]


def en_thanks(b):
    u, a = b.pick([
        ("thanks for yesterday btw, you kept me sane", "Any time."),
        ("you're a star", "Happy to help."),
        ("sorry for swearing at you earlier, wasn't you, was the Land Rover", "No offence taken — the Land Rover had it coming."),
        ("ha", "🙂"), ("lol", "😄"), ("brilliant", "Glad that helped."),
    ])
    return [("user", u), ("assistant", a)]


def en_fleece_check(b):
    u = ("Radu counted the fleece, we've got %d metres of the 17 gram and %d of the heavy stuff, is that enough to cover the "
         "outdoor brassicas if it goes to minus five, the beds are 30 metres long and there's %d of them") % (
        b.ri(80, 300), b.ri(20, 120), b.ri(4, 9))
    a = "Only if you double up on the coldest beds — a single layer of the 17 gram buys you about two degrees. Put the heavy stuff on the youngest plants first."
    return [("user", u), ("assistant", a)]


def en_eggs_shop(b):
    u = "egg money this week £%d.%02d, feed was £%d, so do the hens pay for themselves or not" % (b.ri(30, 80), b.pick([0, 50]), b.ri(15, 40))
    a = "On those two numbers, yes — though once you count your time and the fox losses, it's more 'hobby that nearly pays'."
    return [("user", u), ("assistant", a)]


EN_CHATTER += [en_refund_tool, en_route, en_worker_chat, en_pi_disk_tool, en_email_draft, en_price_list, en_hens,
               en_payout_tool, en_compost_temp, en_sowing, en_homework, en_booking_enquiry, en_insurance_letter,
               en_sumup_tool, en_thanks, en_fleece_check, en_eggs_shop]

# ---- more Chinese chatter ---------------------------------------------------------------

def zh_refund_tool(b):
    cust = b.pick(ZH_CUSTOMERS)
    u = b.pick(["%s说少发了一包挂耳，给她退一下差价" % cust, "有个客人%s要退款，说豆子太酸，给退了吧" % cust])
    amt = b.ri(9, 68)
    out = json.dumps({"customer": cust, "refunded": amt, "status": "已退款"}, ensure_ascii=False)
    return [("user", u), b.tool("taobao_orders", {"refund": cust}, out), ("assistant", "退好了，%d元，原路返回。" % amt)]


def zh_express_compare(b):
    sf, zt = b.ri(12, 22), b.ri(5, 10)
    u = "顺丰首重%d，中通%d，我一天发二三十单，差得多吗" % (sf, zt)
    a = "一单差%d块，一天25单就是%d块，一个月差不多%d。不过顺丰压坏少、到得快，精品豆客户在意这个。" % (sf - zt, (sf - zt) * 25, (sf - zt) * 25 * 30)
    return [("user", u), ("assistant", a)]


def zh_worker_story(b):
    u, a = b.pick([
        ("岩罕说他家姑娘考上大学了，在昆明，他今天高兴得请大家喝了酒，下午摘的果子少了一半哈哈", "恭喜岩罕！少摘一下午也值得。"),
        ("玉嫩今天请假，她家里的牛跑丢了，全寨子的人都去找了", "希望牛能找到。"),
        ("阿勇说他想学烘豆，问我能不能晚上跟着老周学，我觉得挺好的", "挺好的，多一个会烘的人老周也轻松点。"),
        ("新来的两个小伙子摘果子太粗了，青的红的一把撸，岩罕骂了他们一上午", "新人是得教，摘青果太影响品质了。"),
    ])
    return [("user", u), ("assistant", a)]


def zh_pi_disk_tool(b):
    pct = b.ri(40, 98)
    u = b.pick(["树莓派的卡是不是满了，曲线存不进去", "老周让我看看树莓派的空间"])
    out = "$ df -h /\nFilesystem Size Used Avail Use%% Mounted on\n/dev/mmcblk0p2 29G %dG %dG %d%% /\n" % (
        29 * pct // 100, 29 - 29 * pct // 100, pct)
    a = "用了%d%%。%s" % (pct, "快满了，就是这个原因，清一下旧日志就行。" if pct > 90 else "空间还够，不是这个问题。")
    return [("user", u), b.tool("roaster_pi", {"cmd": "df -h /"}, out), ("assistant", a)]


def zh_msg_draft(b):
    u, a = b.pick([
        ("帮我给上海那家店发个消息，说新豆子下周能寄样品，问他们要几款",
         "您好！今年的新豆下周可以寄样品了，日晒、水洗、蜜处理都有，您看需要哪几款、每款多少克？"),
        ("给修烘焙机的师傅发个微信，说燃烧器打火不稳定，问他什么时候有空上来",
         "师傅您好，我们这边烘焙机燃烧器打火不太稳定，想麻烦您抽空上来看看，您看哪天方便？"),
        ("回一下那个问能不能来参观庄园的客人，说可以，但要提前一天约",
         "可以的呀，欢迎来玩！麻烦提前一天跟我约个时间，上午山上雾大，下午来看采摘比较好。"),
    ])
    items = [("user", u), ("assistant", a)]
    if b.chance(0.5):
        items += [("user", b.pick(["发吧", "可以，发", "加个表情"])), ("assistant", b.pick(["发了。", "好，已发送。", "加了个😊，发了。"]))]
    return items


def zh_pricelist(b):
    u = "现在的价格：日晒%d，水洗%d，蜜处理%d，挂耳十包%d，是不是比别家便宜太多了" % (b.ri(58, 78), b.ri(48, 68), b.ri(68, 88), b.ri(35, 49))
    a = "跟同类云南精品豆比是偏便宜的。可以考虑日晒和蜜处理往上调一点，挂耳保持走量。"
    return [("user", u), ("assistant", a)]


def zh_eggs(b):
    n = b.ri(5, 22)
    u = b.pick(["今天鸡下了%d个蛋，够民宿明天早餐了" % n, "才%d个蛋，民宿有三间房要早餐" % n])
    a = "够了，一人两个也够。" if n >= 12 else "有点紧，早餐可以一人一个，再配点米线。"
    return [("user", u), ("assistant", a)]


def zh_payout_tool(b):
    u = b.pick(["这个月淘宝到账多少了", "帮我看下这周的收入"])
    amt = b.ri(3000, 30000)
    out = json.dumps({"income": amt, "refunds": b.ri(0, 600)}, ensure_ascii=False)
    st = json.loads(out)
    a = "收入%d元，退款%d元，净的大概%d元。" % (st["income"], st["refunds"], st["income"] - st["refunds"])
    return [("user", u), b.tool("ledger", {"range": "recent"}, out), ("assistant", a)]


def zh_compost(b):
    ts = [b.ri(30, 70) for _ in range(4)]
    u = "果皮堆肥这几天的温度：" + "、".join("%d度" % t for t in ts) + "，正常吗"
    a = "最高%d度，发酵得很好。" % max(ts) if max(ts) > 55 else "温度有点低，翻一翻，再加点鸡粪。"
    return [("user", u), ("assistant", a)]


def zh_homework(b):
    u = b.pick(["朵朵的作业问咖啡是怎么来的，让我帮她写三句话", "朵朵问我咖啡树能活多少年，我也不知道"])
    if "三句话" in u:
        a = "1. 咖啡是咖啡树结的红果子，里面的种子就是咖啡豆。2. 果子摘下来要去皮、晒干。3. 烘焙以后磨成粉，才能泡成咖啡。"
    else:
        a = "一般结果能结二三十年，好好管理的话更久，但产量最好的时候是种下后的五到十五年。"
    return [("user", u), ("assistant", a)]


def zh_enquiry(b):
    u = ("有客人问民宿，你帮我回一下\n\n“老板你好，我们%d个大人带一个三岁小孩，%s想住两晚，能看采摘吗？有没有儿童床？”") % (
        b.ri(2, 4), b.pick(["下周末", "月底", "春节后"]))
    a = "回复：您好！可以的，现在正是采摘季，上午可以跟着去地里看。家庭房可以加一张儿童床，不另收费。您把具体日期发我，我帮您留房～"
    return [("user", u), ("assistant", a)]


def zh_thanks(b):
    u, a = b.pick([("谢谢你啊", "不客气～"), ("你真是帮了大忙", "应该的。"), ("哈哈", "😊"), ("好滴", "👌"),
                   ("刚才语气不好，不是冲你哈", "没事没事。"), ("👍", "😊")])
    return [("user", u), ("assistant", a)]


def zh_roast_plan(b):
    kg = b.ri(20, 60)
    u = "明天要发%d公斤熟豆，一锅投五公斤，失重按百分之十五算，要烘几锅" % kg
    need = kg / 0.85
    pots = -(-need // 5)
    a = "需要生豆约%.1f公斤，一锅5公斤，要烘%d锅。" % (need, pots)
    return [("user", u), ("assistant", a)]


def zh_rainy(b):
    u, a = b.pick([
        ("又下雨了，晒场全盖上了，工人们在棚子里挑豆子，一边挑一边聊八卦，我听了一上午谁家儿媳妇的事", "雨天挑豆子也不耽误事，八卦就当背景音乐了。"),
        ("今天下午突然一阵大雨，我们七八个人抢收晒场，我鞋都跑掉了一只，还好豆子基本没淋到", "抢收辛苦了，豆子没事就好，鞋找到了吗？"),
    ])
    return [("user", u), ("assistant", a)]


def zh_rack(b):
    d = b.ri(8, 22)
    u = "日晒的果子已经晒了%d天了，一般要晒多久" % d
    a = "日晒一般二十天到一个月，看天气。测含水率到11%%左右就可以了，现在%d天%s。" % (d, "还早" if d < 18 else "快了，可以开始测")
    return [("user", u), ("assistant", a)]


ZH_CHATTER += [zh_refund_tool, zh_express_compare, zh_worker_story, zh_pi_disk_tool, zh_msg_draft, zh_pricelist, zh_eggs,
               zh_payout_tool, zh_compost, zh_homework, zh_enquiry, zh_thanks, zh_roast_plan, zh_rainy, zh_rack]

# ======================================================================================
# value makers (money, dates) and the two language bundles
# ======================================================================================

def en_money(b, cls):
    if cls == "s":
        f = b.ri(0, 2)
        if f == 0:
            return "£%d.%02d" % (b.ri(4, 60), b.pick([50, 75, 20, 95, 40, 15, 60, 85]))
        if f == 1:
            return "%d quid" % b.ri(15, 95)
        return "£%d" % b.ri(12, 95)
    if cls == "m":
        f = b.ri(0, 3)
        if f == 0:
            return "£%d" % b.ri(120, 990)
        if f == 1:
            return "%d quid" % b.ri(100, 480)
        if f == 2:
            return "£%d.%02d" % (b.ri(100, 999), b.ri(1, 99))
        return "£{:,}".format(b.ri(1000, 1500))
    f = b.ri(0, 2)
    if f == 0:
        return "£{:,}".format(b.ri(1500, 14800))
    if f == 1:
        return "£%dk" % b.ri(2, 40)
    return "£{:,}.{:02d}".format(b.ri(1500, 9999), b.ri(1, 99))


def zh_money(b, cls):
    if cls == "s":
        f = b.ri(0, 2)
        if f == 0:
            return "%d块" % b.ri(20, 99)
        if f == 1:
            return "%d元" % b.ri(28, 168)
        return "¥%d" % b.ri(35, 128)
    if cls == "m":
        f = b.ri(0, 3)
        if f == 0:
            return "%d元" % b.ri(200, 4800)
        if f == 1:
            return "%d块" % b.ri(150, 980)
        if f == 2:
            return b.pick(["九百八", "一千三", "两千六", "三百八十八", "一千零五十", "两百九十九", "三千五"])
        return "¥{:,}".format(b.ri(1000, 4800))
    f = b.ri(0, 2)
    if f == 0:
        return "¥{:,}".format(b.ri(5000, 48000))
    if f == 1:
        return "%d.%d万" % (b.ri(1, 9), b.ri(1, 9))
    return b.pick(["八千八", "一万二", "六千六", "两万八", "四万五", "七千二", "五千四", "一万六", "一万零八百"])


def _rand_day(b):
    return date(2027, 2, 1) + timedelta(days=b.ri(0, 268))


def en_date(b):
    d = _rand_day(b)
    wd, mon, o = WEEKDAYS[d.weekday()], MONTHS[d.month - 1], ordinal(d.day)
    f = b.ri(0, 5)
    if f == 0 and d.day >= 10:
        return "%d %s" % (d.day, mon)
    if f == 1:
        return "%s the %s" % (wd, o)
    if f == 2:
        return "the %s of %s" % (o, mon)
    if f == 3:
        return "%s %s" % (mon, o)
    if f == 5:
        return "%s %s" % (o, mon)
    return "%s %d %s" % (wd, d.day, mon)


def zh_date(b):
    d = _rand_day(b)
    f = b.ri(0, 3)
    if f == 0:
        return "%d月%d日" % (d.month, d.day)
    if f == 1:
        return "%d月%d号" % (d.month, d.day)
    if f == 2:
        return "%s月%s号" % (zh_num(d.month), zh_num(d.day))
    return "%d月%d日（周%s）" % (d.month, d.day, "一二三四五六日"[d.weekday()])


EN_L = dict(
    names=EN_NEEDLE_NAMES, roles=EN_NAME_ROLES, id_makers=EN_ID_MAKERS, ports=EN_PORTS, port_services=EN_PORT_SERVICES,
    versions=EN_VERSIONS, commands=EN_COMMANDS, money_things=EN_MONEY_THINGS, selling=EN_SELLING, money=en_money, date=en_date,
    date_events=EN_DATE_EVENTS, decisions=EN_DECISIONS, constraints=EN_CONSTRAINTS, questions=EN_QUESTIONS,
    tpl=EN_TPL, acks=EN_ACKS, openers=EN_OPENERS, seps=EN_SEPS, also=EN_ALSO, closers=EN_CLOSERS, bits=EN_BITS,
    paste=EN_PASTE, tool=EN_TOOL, callback=en_callback, chatter=EN_CHATTER, opening=en_opening,
    join_also=" ", join_ack=" ", fallback_ack=["OK.", "Noted.", "Got it.", "Righto."],
)

ZH_L = dict(
    names=ZH_NEEDLE_NAMES, roles=ZH_NAME_ROLES, id_makers=ZH_ID_MAKERS, ports=EN_PORTS, port_services=ZH_PORT_SERVICES,
    versions=ZH_VERSIONS, commands=ZH_COMMANDS, money_things=ZH_MONEY_THINGS, selling=ZH_SELLING, money=zh_money, date=zh_date,
    date_events=ZH_DATE_EVENTS, decisions=ZH_DECISIONS, constraints=ZH_CONSTRAINTS, questions=ZH_QUESTIONS,
    tpl=ZH_TPL, acks=ZH_ACKS, openers=ZH_OPENERS, seps=ZH_SEPS, also=ZH_ALSO, closers=ZH_CLOSERS, bits=ZH_BITS,
    paste=ZH_PASTE, tool=ZH_TOOL, callback=zh_callback, chatter=ZH_CHATTER, opening=zh_opening,
    join_also="，", join_ack="", fallback_ack=["好。", "收到。", "记下了。", "嗯嗯。"],
)


# ======================================================================================
# conversation builder
# ======================================================================================

PASTE_P = 0.12      # chance a fact of a pasteable kind arrives inside pasted material (still a user row)
TOOL_P = 0.08       # chance a fact of a tool kind arrives in a tool result the user asked for
MERGE_P = 0.25      # chance a fact message carries a second fact (long voice notes)
CALLBACK_P = 0.12   # chance a name/id/money fact is mentioned again later


class Builder:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.per_kind = per_kind
        self.rng = random.Random("cn/%d/%d/%s" % (seed, attempt, "zh" if zh else "en"))
        self.L = ZH_L if zh else EN_L
        self._bags = {}
        self._used = set()

    # -- small helpers used by the content functions
    def pick(self, xs):
        return self.rng.choice(xs)

    def ri(self, a, b):
        return self.rng.randint(a, b)

    def chance(self, p):
        return self.rng.random() < p

    def random(self):
        return self.rng.random()

    def sample(self, xs, k):
        return self.rng.sample(xs, k)

    def tool(self, name, args, output):
        return ("tool", name, {"args": args, "output": output})

    def tool_rows(self, name, payload):
        return json.dumps(payload["args"], ensure_ascii=False), payload["output"]

    def take(self, key, pool):
        bag = self._bags.get(key)
        if not bag:
            bag = list(pool)
            self.rng.shuffle(bag)
            self._bags[key] = bag
        return bag.pop()

    def fresh(self, make):
        for _ in range(200):
            x = make(self)
            if x not in self._used:
                self._used.add(x)
                return x
        return x

    # -- facts
    def new_fact(self, kind):
        L = self.L
        if kind == "name":
            v = {"n": self.take("names", L["names"]), "role": self.take("roles", L["roles"])}
            needles = [v["n"]]
        elif kind == "command":
            cmd, ctx = self.take("commands", L["commands"])
            v = {"cmd": cmd, "ctx": ctx}
            needles = [cmd]
        elif kind == "id":
            make, whats, org = self.take("id_makers", L["id_makers"])
            v = {"id": self.fresh(make), "what": self.pick(whats), "org": org}
            needles = [v["id"]]
        elif kind == "port":
            v = {"p": self.take("ports", L["ports"]), "svc": self.take("svc", L["port_services"])}
            needles = [v["p"]]
        elif kind == "version":
            prod, ver = self.take("versions", L["versions"])
            v = {"prod": prod, "v": ver}
            needles = [ver]
        elif kind == "money":
            thing, cls = self.take("things", L["money_things"])
            v = {"m": self.fresh(lambda b: L["money"](b, cls)), "thing": thing, "sold": thing in L["selling"]}
            needles = [v["m"]]
        elif kind == "date":
            v = {"d": self.fresh(L["date"]), "ev": self.take("events", L["date_events"])}
            needles = [v["d"]]
        elif kind == "decision":
            c, r = self.take("decisions", L["decisions"])
            v = {"c": c, "r": r}
            needles = [c, r]
        elif kind == "constraint":
            a, c = self.take("constraints", L["constraints"])
            v = {"a": a, "c": c}
            needles = [a, c]
        else:
            q = self.take("questions", L["questions"])
            v = {"q": q}
            needles = [q]
        tkind = "money_sold" if kind == "money" and v["sold"] else kind
        sentence = self.take("tpl_" + tkind, L["tpl"][tkind]).format(**v)
        return {"kind": kind, "needles": needles, "v": v, "sentence": sentence, "slot": "user"}

    def fact_message(self, facts):
        L = self.L
        parts, acks = [], []
        if self.chance(0.5):
            parts.append(self.pick(L["openers"]))
        bits = [self.take("bits", L["bits"]), self.take("bits", L["bits"])]
        if self.chance(0.45):
            parts.append(bits[0][0])
            acks.append(bits[0][1])
        for i, f in enumerate(facts):
            s = f["sentence"]
            if i > 0:
                s = self.pick(L["also"]) + L["join_also"] + s
            parts.append(s)
            acks.append(self.pick(L["acks"][f["kind"]]))
        if self.chance(0.3):
            parts.append(bits[1][0])
            acks.insert(0, bits[1][1])
        if self.chance(0.4):
            parts.append(self.pick(L["closers"]))
        text = parts[0]
        for p in parts[1:]:
            text += self.pick(L["seps"]) + p
        reply = L["join_ack"].join(a for a in acks if a) or self.pick(L["fallback_ack"])
        return [("user", text), ("assistant", reply)]

    def build(self):
        L = self.L
        facts = [self.new_fact(k) for k in KINDS for _ in range(self.per_kind)]
        n_tool_max = max(1, len(facts) // 10)
        n_tool = 0
        for f in facts:
            if f["kind"] in L["paste"] and self.chance(PASTE_P):
                f["slot"] = "paste"
            elif f["kind"] in L["tool"] and n_tool < n_tool_max and self.chance(TOOL_P):
                f["slot"] = "tool"
                n_tool += 1
        expect = {}
        units = []          # (items, [fact indices])
        order = list(range(len(facts)))
        self.rng.shuffle(order)
        pending = []
        for i in order:
            f = facts[i]
            if f["slot"] == "paste":
                res = L["paste"][f["kind"]](self, f["v"])
                if res is None:
                    f["slot"] = "user"
                else:
                    units.append(([("user", res[0]), ("assistant", res[1])], [i]))
                    continue
            elif f["slot"] == "tool":
                res = L["tool"][f["kind"]](self, f["v"])
                if res is None:
                    f["slot"] = "user"
                else:
                    for nd in f["needles"]:
                        expect[nd] = res[1]
                    units.append((res[0], [i]))
                    continue
            if "\n" in f["sentence"]:
                units.append(([("user", f["sentence"]), ("assistant", self.pick(L["acks"][f["kind"]]))], [i]))
            else:
                pending.append(i)
        j = 0
        while j < len(pending):
            if j + 1 < len(pending) and self.chance(MERGE_P):
                grp = [pending[j], pending[j + 1]]
                j += 2
            else:
                grp = [pending[j]]
                j += 1
            units.append((self.fact_message([facts[i] for i in grp]), grp))
        self.rng.shuffle(units)

        callbacks = []
        for ui, (items, idx) in enumerate(units):
            for i in idx:
                f = facts[i]
                if f["slot"] == "user" and f["kind"] in ("name", "id", "money") and self.chance(CALLBACK_P):
                    t, a = L["callback"](self, f)
                    callbacks.append((i, [("user", t), ("assistant", a)]))
                    expect[f["needles"][0]] = 2

        def nmsg(items):
            return sum(1 for x in items if x[0] != "tool")

        opening = L["opening"](self)
        msgs = nmsg(opening) + sum(nmsg(u[0]) for u in units) + sum(nmsg(c[1]) for c in callbacks)
        lo = max(125, msgs + 30)
        hi = 290
        target = self.ri(min(lo, hi), hi)
        chatter = []
        cycle = []
        seen = set()
        misses = 0
        while msgs < target and misses < 200:
            if not cycle:
                cycle = list(L["chatter"])
                self.rng.shuffle(cycle)
            items = cycle.pop()(self)
            key = "\n".join(x[1] for x in items if x[0] != "tool")
            if key in seen or msgs + nmsg(items) > 298:
                misses += 1
                continue
            seen.add(key)
            chatter.append(items)
            msgs += nmsg(items)

        # interleave facts and chatter, keep callbacks after the fact they refer back to
        body = [(items, idx) for items, idx in units] + [(items, []) for items in chatter]
        self.rng.shuffle(body)
        for i, items in callbacks:
            pos = next(p for p, (_, idx) in enumerate(body) if i in idx)
            body.insert(self.ri(pos + 1, len(body)), (items, []))
        seq = list(opening)
        for items, _ in body:
            seq.extend(items)
        out_facts = [{"kind": f["kind"], "needles": f["needles"]} for f in facts]
        return out_facts, seq, expect


# ======================================================================================
# harness protocol
# ======================================================================================

def make_rows(conv):
    facts, seq, expect = conv.build()
    rows = []
    t = datetime(2027, 1, 16, 6, 37, 0)
    n = call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 22))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_cn%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cn%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cn%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cn%d" % n, "createdAt": ts,
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

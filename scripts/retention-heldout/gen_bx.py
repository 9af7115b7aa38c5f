#!/usr/bin/env python3
"""Held-out retention set bx: a museum collections registrar and her assistant.

usage: gen.py OKBOT_BINARY WORKDIR [SEED ...]

Builds one conversation per seed (default 1..5; the last seed's conversation is
in Simplified Chinese), appends it to a fresh okbot home in batches of 25
messages with `okbot compress --now` after each batch, and reports which seeded
facts survive verbatim in `okbot context show`.
Environment: PER_KIND (facts per kind, default 10), SUMMARY_MAX (default 2000).
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys
import unicodedata
from datetime import date, datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]


def fill(s, ctx):
    for _ in range(4):
        n = re.sub(r"«(\w+)»", lambda m: str(ctx[m.group(1)]), s)
        if n == s:
            break
        s = n
    return s


def fill_any(v, ctx):
    if isinstance(v, dict):
        return {k: fill_any(x, ctx) for k, x in v.items()}
    if isinstance(v, list):
        return [fill_any(x, ctx) for x in v]
    if isinstance(v, str):
        return fill(v, ctx)
    return v


def U(text, hint=None, r=None):
    return {"ch": "u", "u": text, "hint": hint, "r": r}


def A(user, asst, hint=None):
    return {"ch": "a", "u": user, "a": asst, "hint": hint}


def T(user, tool, args, out, asst, hint=None):
    return {"ch": "t", "u": user, "tool": tool, "args": args, "out": out, "a": asst, "hint": hint}


def ascii_fold(s):
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")


# ---------------------------------------------------------------------------
# value generators shared by both languages
# ---------------------------------------------------------------------------

PORTS = [8443, 8081, 9443, 8880, 6543, 7080, 8181, 9091, 8444, 8090, 9200, 5601,
         8008, 8983, 7443, 8761, 4848, 8065, 9080, 8888, 8500, 10443, 8445, 9445,
         7001, 8200, 4443, 6080, 9010, 8123]

SVCS = ["api", "web", "indexer", "worker", "scheduler"]
DBS = ["collections", "cms_prod", "cmsdb"]
TABLES = ["loans_in", "loans_out", "objects", "condition_reports", "valuations"]
SCOPES = ["loans", "objects", "media", "all"]
STATUSES = ["active", "pending", "returned"]
HOSTS = ["backup01", "nas02", "cms-dr"]
GALCODES = ["g4", "longgallery", "printroom", "eastwing", "octagon"]
GALLERY_CODES = {"Gallery 4": "g4", "the Long Gallery": "longgallery", "the Print Room": "printroom",
                 "the East Wing temporary space": "eastwing", "Gallery 9": "g9", "the Octagon": "octagon",
                 "三号展厅": "g3", "书画厅": "painting", "临展厅": "temp", "二楼东厅": "east2", "瓷器厅": "ceramics"}


def gen_command(rng):
    svc = rng.choice(SVCS)
    db = rng.choice(DBS)
    table = rng.choice(TABLES)
    n = rng.choice([200, 250, 300, 400, 500, 600, 800])
    k = rng.randrange(17)
    if k == 0:
        return ("sudo systemctl restart cms-%s" % svc,
                "restarting the %s service" % svc, "重启%s服务" % svc,
                "(no output, exit status 0)")
    if k == 1:
        return ("systemctl status cms-%s --no-pager" % svc,
                "checking whether the %s service is running" % svc, "看%s服务有没有在跑" % svc,
                "● cms-%s.service - Collectis %s\n     Loaded: loaded (/etc/systemd/system/cms-%s.service; enabled)\n"
                "     Active: active (running) since Thu 2026-11-19 23:58:02 UTC; 1 day ago\n   Main PID: 1187 (java)\n"
                "     Memory: 1.9G" % (svc, svc, svc))
    if k == 2:
        tag = rng.choice(["preupgrade", "nightly", "before-install", "manual"])
        return ("pg_dump -Fc -U cms_admin %s -f /srv/backup/%s-%s.dump" % (db, db, tag),
                "taking a full database backup", "做一次完整的数据库备份",
                "(no output, exit status 0)\n-rw-r--r-- 1 cms cms 3.4G /srv/backup/%s-%s.dump" % (db, tag))
    if k == 3:
        return ("psql -U cms_ro -d %s -c 'SELECT count(*) FROM %s;'" % (db, table),
                "counting the records in the %s table" % table, "统计%s表里有多少条记录" % table,
                " count\n-------\n %d\n(1 row)" % rng.randint(40, 980))
    if k == 4:
        return ("journalctl -u cms-%s --since today -n %d" % (svc, n),
                "reading today's %s log" % svc, "看%s今天的日志" % svc,
                "-- Logs begin at Mon 2026-11-02 00:00:01 UTC --\nINFO  request handled in 212 ms\n"
                "WARN  slow query on loans view (3.1 s)\nINFO  request handled in 187 ms")
    if k == 5:
        return ("tail -n %d /var/log/cms/%s.log" % (n, svc),
                "looking at the end of the %s log" % svc, "看%s日志的最后几百行" % svc,
                "INFO scheduler tick\nINFO export finished\nWARN thumbnail missing for media item\nINFO scheduler tick")
    if k == 6:
        scope = rng.choice(SCOPES)
        return ("sudo -u cms /opt/cms/bin/cmsctl reindex --scope %s" % scope,
                "rebuilding the search index for %s" % scope, "重建%s的检索索引" % scope,
                "Reindexing scope=%s ... done (took 4m12s)" % scope)
    if k == 7:
        st = rng.choice(STATUSES)
        return ("/opt/cms/bin/cmsctl export-loans --status %s --format csv" % st,
                "exporting the %s loans to a spreadsheet" % st, "把%s状态的借展导出成表格" % st,
                "Wrote /srv/cms/exports/loans-%s.csv" % st)
    if k == 8:
        h = rng.choice(HOSTS)
        return ("rsync -a --delete /srv/cms/media/ %s:/mnt/media-mirror/" % h,
                "mirroring the image files to the backup server", "把图片文件同步到备份服务器",
                "(no output, exit status 0)")
    if k == 9:
        return ("docker compose -f /opt/cms/compose.yml restart %s" % svc,
                "restarting the %s container" % svc, "重启%s容器" % svc,
                "[+] Restarting 1/1\n ✔ Container cms-%s-1  Started" % svc)
    if k == 10:
        sub = rng.choice(["media", "exports", "backup"])
        return ("df -h /srv/cms/%s" % sub,
                "checking how much disk space is left for %s" % sub, "看%s目录还剩多少磁盘空间" % sub,
                "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sdb1       2.0T  1.6T  0.4T  80% /srv")
    if k == 11:
        h = rng.choice(["cms01", "images", "sensors"])
        return ("sudo certbot renew --cert-name %s" % h,
                "renewing the web certificate for %s" % h, "续签%s的网站证书" % h,
                "Certificate not yet due for renewal; no action taken.")
    if k == 12:
        u = rng.choice(["cms", "postgres", "backup"])
        return ("crontab -l -u %s" % u,
                "listing the scheduled jobs for the %s user" % u, "查看%s用户的定时任务" % u,
                "0 2 * * * /opt/cms/bin/nightly.sh\n30 6 * * 1 /opt/cms/bin/weekly-report.sh")
    if k == 13:
        g = rng.choice(GALCODES)
        return ("sudo -u cms /opt/cms/bin/cmsctl sensors sync --gallery %s" % g,
                "pulling the %s sensor readings into the CMS" % g, "把%s的传感器读数同步进系统" % g,
                "Synced 288 readings for gallery=%s" % g)
    if k == 14:
        y = rng.choice(["2024", "2025", "incoming", "outgoing"])
        return ("du -sh /srv/cms/media/loans/%s" % y,
                "seeing how big the %s loan image folder has got" % y, "看%s借展图片文件夹有多大" % y,
                "412G\t/srv/cms/media/loans/%s" % y)
    if k == 15:
        d = rng.choice([14, 30, 60, 90])
        return ("find /srv/cms/exports -name '*.csv' -mtime +%d -delete" % d,
                "clearing out export files older than %d days" % d, "清理%d天以前的导出文件" % d,
                "(no output, exit status 0)")
    p = rng.choice([8443, 9443, 7443])
    return ("curl -sk https://localhost:%d/api/health" % p,
            "checking the API health endpoint", "检查API的健康检查接口",
            '{"status":"ok","db":"ok","search":"ok"}')


def gen_version(rng):
    v = "%d.%d.%d" % (rng.randint(2, 9), rng.randint(0, 19), rng.randint(0, 15))
    if rng.random() < 0.3:
        v = "v" + v
    return v


def gen_id(rng, hint, zh=False):
    h = hint or rng.choice(["loan", "acc", "ins", "track", "cr", "ind"])
    if zh and rng.random() < 0.6:
        if h == "loan":
            return "JZ-2026-%03d" % rng.randint(10, 999)
        if h == "acc":
            return rng.choice(["Z-%05d" % rng.randint(10000, 99999), "新%05d" % rng.randint(1, 99999)])
        if h == "ins":
            return "PICC-2026-%06d" % rng.randint(100000, 999999)
        if h == "track":
            return rng.choice(["ZWY%08d" % rng.randint(10000000, 99999999), "HX-%07d" % rng.randint(1000000, 9999999)])
        if h == "cr":
            return "DJ-2026-%04d" % rng.randint(100, 9999)
        return "文物赔保〔2026〕%d号" % rng.randint(10, 399)
    if h == "loan":
        return rng.choice(["LA-2026-%04d" % rng.randint(100, 9999),
                           "IL-27-%03d" % rng.randint(10, 999),
                           "OUT/2027/%03d" % rng.randint(10, 999)])
    if h == "acc":
        return rng.choice(["%d.%d.%d" % (rng.randint(1890, 2019), rng.randint(1, 400), rng.randint(1, 20)),
                           "LTL.%d.%d" % (rng.randint(1990, 2022), rng.randint(1, 60))])
    if h == "ins":
        return rng.choice(["AXA-ART-%06d" % rng.randint(100000, 999999),
                           "HX/FA/%05d" % rng.randint(10000, 99999),
                           "POL-%05d-%s" % (rng.randint(10000, 99999), rng.choice("KMRTW"))])
    if h == "track":
        return rng.choice(["HSK-%07d" % rng.randint(1000000, 9999999),
                           "MOM%08d" % rng.randint(10000000, 99999999),
                           "176-%08d" % rng.randint(10000000, 99999999)])
    if h == "cr":
        return "CR-2026-%04d" % rng.randint(100, 9999)
    return "GIS-%04d-26" % rng.randint(1000, 9999)


def split3(rng, total):
    a = rng.randint(total // 5, total // 2)
    b = rng.randint((total - a) // 4, (total - a) * 3 // 4)
    return [a, b, total - a - b]


# ---------------------------------------------------------------------------
# English material
# ---------------------------------------------------------------------------

EN_PERSONAS = [("Eleanor", "the Ashcombe Museum", "ashcombe.org.uk"),
               ("Miriam", "the Merrow Art Gallery", "merrowgallery.org"),
               ("Judith", "the Halden Museum", "haldenmuseum.org.uk"),
               ("Catherine", "the Carrick Collection", "carrickcollection.org")]
EN_EXHS = ["Northern Light: Dutch Landscape 1620-1680", "Lacquer and Light",
           "The Printed Garden", "Silk Roads, Sea Roads"]
EN_INSTS = [("the Mauritshuis", "Mauritshuis", "mauritshuis.nl"), ("the Städel", "Städel", "staedelmuseum.de"),
            ("the Kröller-Müller", "Kröller-Müller", "krollermuller.nl"),
            ("the Walker Art Gallery", "Walker", "liverpoolmuseums.org.uk"),
            ("the Musée des Beaux-Arts in Lyon", "Lyon", "mba-lyon.fr"),
            ("the Nationalmuseum in Stockholm", "Nationalmuseum", "nationalmuseum.se"),
            ("the Ateneum", "Ateneum", "ateneum.fi"), ("the Kunsthalle Bremen", "Bremen", "kunsthalle-bremen.de"),
            ("the Fitzwilliam", "Fitzwilliam", "fitzmuseum.cam.ac.uk"), ("the Bowes Museum", "Bowes", "thebowesmuseum.org.uk"),
            ("the Frans Hals Museum", "Frans Hals", "franshalsmuseum.nl")]
EN_OBJS = [("the Ruisdael panel", "Ruisdael", "Wooded Landscape with a Waterfall"),
           ("the lacquer writing box", "writing box", "Writing box with autumn grasses"),
           ("the pair of Meissen vases", "Meissen", "Pair of vases with Kakiemon decoration"),
           ("the Book of Hours", "Hours", "Book of Hours, use of Rome"),
           ("the Hobbema", "Hobbema", "The Water Mill"),
           ("the embroidered cope", "cope", "Embroidered cope, Opus Anglicanum"),
           ("the van Goyen drawing", "Goyen", "River View with a Ferry"),
           ("the Limoges casket", "casket", "Casket with scenes of courtly love"),
           ("the Cuyp", "Cuyp", "Cattle by a River"),
           ("the tapestry fragment", "tapestry", "Fragment with a hunting scene")]
EN_GALLERIES = ["Gallery 4", "the Long Gallery", "the Print Room", "the East Wing temporary space",
                "Gallery 9", "the Octagon"]
EN_SHIPPERS = ["Hasenkamp", "Momart", "Crown Fine Art", "Gander & White", "Kunsttrans",
               "Masterpiece International"]
EN_COLLEAGUES = ["Tom in conservation", "Sarah in exhibitions", "Paul on the technical team",
                 "Frances (our director)", "Imogen in the registry office", "Hugh in security"]
EN_IT = ["Dev", "Marcus", "Owen"]
EN_ROLES = ["the registrar at «inst»", "the head of collections care at «inst»",
            "the courier «inst» is sending", "the paper conservator at «inst»",
            "the loans officer at «inst»", "the exhibitions manager at «inst»"]
EN_TITLES = ["Registrar", "Head of Collections Care", "Loans Officer", "Senior Conservator",
             "Exhibitions Manager", "Collections Manager"]

EN_NAMES = ["Ingrid Halvorsen", "Tomasz Wierzbicki", "Priya Raghunathan", "Gareth Pryce", "Anneke de Vries",
            "Matthias Oberholzer", "Colette Marchand", "Siobhan Kearney", "Henrik Lindqvist",
            "Beatrice Okonkwo", "Lorenzo Bassani", "Fenella Hartigan", "Yusuf Demirci", "Margit Szabó",
            "Oskar Brandt", "Délia Ferreira", "Rupert Aldridge", "Keiko Tanabe", "Niamh Gallagher",
            "Pieter Claessens", "Ruth Abernethy", "Jonas Feldkamp", "Esther Mwangi", "Callum Moncrieff",
            "Ilse Vandermeulen", "Teodora Ilieva", "Benedikt Auer", "Rosalind Penhaligon",
            "Mateus Carvalho", "Harriet Quigley", "Anders Nygaard", "Sunita Chawla", "Florian Reisinger"]

EN_DECISIONS = [
    ("Hasenkamp for the Amsterdam leg", "they already hold the customs bond at Schiphol"),
    ("the soft-wall travelling frame rather than a new crate", "the panel has travelled in it twice without incident"),
    ("a 48-hour acclimatisation before unpacking", "the crates will have come straight off a winter road journey"),
    ("Blackwall as the broker for the nail-to-nail cover", "their premium came in lowest and they know the lender's underwriter"),
    ("the mezzanine store for the empty crates", "the basement crate store floods whenever the river is high"),
    ("hanging the Ruisdael on the north wall of Gallery 4", "it is the only wall that never gets direct afternoon sun"),
    ("one courier for both Dutch lenders", "two couriers would double the per diems for no real gain"),
    ("postponing the CMS upgrade until after the install", "I do not want the loans module changing underneath us mid-install"),
    ("a shared vehicle with the Leeds consignment", "the dedicated vehicle quote was frankly absurd"),
    ("a pest inspection on the day of arrival", "the last quarantine check found webbing clothes moth in the textile store"),
    ("declining the request to extend the loan to the Glasgow venue", "the lacquer surface needs a rest period of at least two years"),
    ("UV-filtered acrylic instead of glass for the vitrine tops", "it halves the load on the old plinths"),
    ("keeping the works on paper at 50 lux for the whole run", "the lender's light-dose budget is already half used from the last tour"),
    ("the Tuesday install slot", "the technicians are all on site that day and the goods lift is free"),
    ("Crown Fine Art's store in Park Royal for the interim storage", "it is the only store within an hour that the indemnity scheme has approved"),
]
EN_CONSTRAINTS = [
    ("no flash photography of any kind", "in the room where the Book of Hours is displayed"),
    ("the light level must not exceed 50 lux", "for every work on paper in the exhibition"),
    ("the crates must not be opened", "until the lender's courier is physically present"),
    ("the courier must accompany the works at all times", "from the lender's door to ours, including the overnight stop"),
    ("nobody touches the panels without nitrile gloves", "during unpacking and condition checking"),
    ("relative humidity has to stay between 45 and 55 percent", "in any gallery holding the lacquer pieces"),
    ("no food or drink", "anywhere on the gallery floor during the install"),
    ("the vitrine may only be opened by two people together", "whenever the Meissen vases are inside it"),
    ("no images may be published or sent to press", "before the lender has approved the captions"),
    ("the works must travel by road only", "for every leg within continental Europe"),
    ("direct sunlight must never fall on the textile", "at any time while it is on loan to us"),
    ("the empty crates have to be stored upright", "for the entire period they are on our premises"),
    ("the CMS must not be restarted", "during public opening hours"),
    ("no loan record may be edited directly in the database", "by anyone except me or the systems librarian"),
    ("temperature must not change by more than one degree an hour", "while the crates acclimatise in the loading bay"),
]
EN_QUESTIONS = [
    "whether the Mauritshuis courier needs a separate hotel night in Calais",
    "who pays for the return flight of the second courier",
    "whether the indemnity covers the frames as well as the paintings",
    "whether the lender will accept our own condition report template",
    "why the loans module stopped sending the nightly digest",
    "whether the Print Room dehumidifier was ever recalibrated after the leak",
    "whether the customs broker needs the original ATA carnet or only a scan",
    "whether the Bremen crate will fit through the east goods lift",
    "who signed the facility report on our side last year",
    "whether the insurance valuation includes the Venetian frame",
    "whether the sensor gateway keeps its readings when the network drops",
    "how long the lender expects us to keep the empty crates after closing",
    "whether the Ateneum frames need new glazing before they travel back",
    "whether the Lyon textiles may be shown on a slope rather than flat",
]


def en_date(rng):
    d = date(2026, 12, 1) + timedelta(days=rng.randint(0, 200))
    suf = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
    k = rng.randrange(7)
    if k == 0:
        return "%s %d %s" % (d.strftime("%A"), d.day, d.strftime("%B")), d
    if k == 1:
        return "%d %s %d" % (d.day, d.strftime("%B"), d.year), d
    if k == 2:
        return "the %d%s of %s" % (d.day, suf, d.strftime("%B")), d
    if k == 3:
        return "%s %d%s" % (d.strftime("%B"), d.day, suf), d
    if k == 4:
        return "%s %d %s" % (d.strftime("%a"), d.day, d.strftime("%b")), d
    if k == 5:
        return "%d/%d/%d" % (d.day, d.month, d.year), d
    d = d - timedelta(days=d.weekday())
    return "w/c %d %s" % (d.day, d.strftime("%B")), d


def en_money(rng, hint):
    if hint == "sum":
        total = rng.randint(180, 1400) * 10
        return "€{:,}".format(total), total
    if hint == "small":
        n = rng.randint(80, 2400) * 10
        return rng.choice(["£{:,}", "€{:,}", "${:,}", "CHF {:,}"]).format(n), n
    k = rng.randrange(5)
    n = rng.randint(10, 380) * 25000
    if k == 0:
        return "€{:,}".format(n), n
    if k == 1:
        return "£{:,}".format(n), n
    if k == 2:
        return "US$%.1f million" % (rng.randint(12, 148) / 10.0), n
    if k == 3:
        return "CHF {:,}".format(n), n
    return "SEK {:,}".format(n * 10), n


# Templates.  Markers: «x» first needle, «y» second needle, others from the context.
EN_T = {}

EN_T["name"] = [
    U("I have just come off a rather long call with «x», «role», and the upshot is that «inst» will want all of the condition checking done on their own premises before anything goes into a crate. I had hoped we could do it here, where the light in our conservation studio is so much better, but I do not think it is worth a disagreement at this stage of the negotiation. Could you make a note that this is a point to raise, gently, in the next round of correspondence?"),
    U("Forwarding the below for the file.\n\n---------- Forwarded message ---------\nFrom: «x» <«email»>\nDate: Tue, 17 Nov 2026 at 15:12\nSubject: RE: «exh» - courier arrangements\nTo: «me» <registrar@«domain»>\n\nDear «me»,\n\nThank you for your helpful note and for the draft schedule. We are broadly content with the proposed arrangements, subject to the points raised in our facility report questions, and we will confirm the name of our courier as soon as our internal rota has been agreed. In the meantime could you let us know whether your loading bay can take a 7.5 tonne vehicle with a tail lift?\n\nWith best wishes,\n\n«x»\n«title» | «inst»"),
    T("Could you search my inbox for whoever sent the facility report questions from «inst»? I cannot for the life of me remember the name, and I must reply today.",
      "inbox_search", {"query": "facility report «instshort»", "folder": "Inbox", "limit": 5},
      "3 results\n1. From: Loans Office <loans@«instdomain»>\n   Subject: Facility report - «exh»\n   Received: 12 Nov, 09:41\n2. From: «x» <«email»>\n   Subject: RE: Facility report - questions on security and fire suppression\n   Received: 17 Nov, 16:05\n3. From: Exhibitions Office <exhibitions@«instdomain»>\n   Subject: Catalogue image request\n   Received: 18 Nov, 11:20",
      "It's the second message in the list - sent on the afternoon of the 17th, replying to the facility report thread with questions on security and fire suppression. The first result is just the original covering email from their loans office, and the third is about catalogue images, so you can ignore both for now. Would you like me to open the questions and draft answers against our current facility report?"),
    T("What do we have on file as the lender contact for the «instshort» loan? I want to make sure the thank-you letter goes to the right person this time.",
      "collections_db", {"sql": "SELECT lender, lender_contact, contact_role, contact_email FROM loans_in WHERE exhibition = '«exh»' AND lender ILIKE '%«instshort»%';"},
      " lender | lender_contact | contact_role | contact_email\n--------+----------------+--------------+---------------\n «instname» | «x» | «title» | «email»\n(1 row)",
      "There is one contact on the loan record, with the role and email shown in the result above. If the thank-you letter is going out under the director's name it may be worth copying in their director as well - I can draft both versions if that would help."),
    U("Quick one. The courier for «inst» will be «x». Confirmed by their registrar this morning; passport details to follow under separate cover."),
    U("dictating this from the loading dock so forgive the punctuation the van from «shipper» has just pulled in and the driver says «x» from «inst» is travelling with it as courier which nobody told me about so I now need a hotel and a security pass before five o'clock"),
    U("Pasting this from Teams so it does not get lost:\n\n[09:14] «colleague»: the «instshort» people want a call tomorrow about the hang\n[09:15] «colleague»: their new head of collections is «x», apparently started last month\n[09:15] «colleague»: I said you'd send the agenda\n\nSo I suppose I am sending an agenda."),
    U("The facility report from «inst» has arrived at last. The relevant section, pasted as it came:\n\nSECTION 4 - SECURITY\n4.1 Head of Security: «x»\n4.2 Guarding: 24-hour manned control room, two patrols per hour outside opening hours\n4.3 Intruder detection: PIR and door contacts on all gallery and store doors\n4.4 CCTV: recorded, retained for 31 days\n\nNothing alarming, I think, but I would value your reading of it."),
    U("For my records: the condition check of «obj» on arrival was countersigned by «x» on behalf of «inst». I have the paper copy in the loan file, but I want it noted somewhere searchable."),
    U("Please add «x» to the courier list for «exh»: travelling for «inst», arriving by train, and has asked for a ground-floor room if at all possible."),
]

EN_T["command"] = [
    U("«it» from IT left me this for «desc», and I would like it kept somewhere I can find it: «x». Is there anything I should check before running it during opening hours?"),
    T("Could you see to «desc» on cms01 for me? «it» asked for it to be done before the weekend and I keep forgetting.",
      "cms_shell", {"host": "cms01", "command": "«x»"}, "«out»",
      "Done - the output is above. Nothing in it looks alarming to me. If anything seems odd afterwards I would mention it to «it» with the time it happened; an exact time makes it much easier for IT to find the right lines in the logs."),
    A("How would I go about «desc»? I am not at all confident on the command line and «it» is on leave until Monday.",
      "You can do it from a terminal on cms01 with a single command:\n\n    «x»\n\nA few practical points:\n\n1. Copy and paste it rather than retyping it - the spacing matters.\n2. If it asks for a password, that is the sudo prompt and it wants your own login password, not the CMS one.\n3. It is safe to run during the day, but I would avoid doing it while anyone is mid-way through entering a condition report.\n4. Note the time you ran it in the IT log, so «it» knows what happened while they were away."),
    U("This is what I typed and what came back. Is that normal?\n\n```\ncms01:~$ «x»\n«out»\n```", r=["Yes, that looks normal. Nothing in the output suggests an error. If you ever see lines starting with ERROR or FATAL, copy them exactly and send them to «it» rather than retrying repeatedly."]),
    U("For my notes, since the wiki page has vanished again: the command «it» uses for «desc» is «x». I am writing it down here because I will certainly need it at eleven o'clock at night at some point."),
    U("note to self dictated in the car «it» says for «desc» I just run «x» and then wait a minute or two before checking anything"),
    U("Forwarding IT's reply, since it answers my question from yesterday:\n\n> From: IT Service Desk\n> Subject: RE: CMS - loans screen not updating\n>\n> Hi «me», for «desc» please run the following as the cms user:\n>\n>     «x»\n>\n> If you see any errors, send us a screenshot and we'll pick it up.\n> Regards, IT Service Desk", r=["That is a clear answer, and it is good to have it in writing from IT. I would save it with the other server notes; if the same problem comes back, you can run it yourself and tell them afterwards rather than waiting for a ticket."]),
    A("I think something needs «desc» again. What exactly do I type, and is it safe?",
      "If «desc» is what's needed, the command is «x» - run it on cms01 from your own account. It is a routine operation and does not touch the loan records themselves. I would suggest keeping the terminal window open afterwards so you can copy any message it prints in case «it» needs to see it."),
    T("Please take care of «desc» on cms01 for me - I have the condition reports to finish and cannot face the terminal today.",
      "cms_shell", {"host": "cms01", "command": "«x»"}, "«out»",
      "That has run; the server's response is above. I would not expect you to need to do anything further, but it is worth a glance at the loans screen in ten minutes to confirm things are behaving."),
    U("I finally persuaded «it» to write down the command for «desc», which is «x». I have stuck it to my monitor, which I accept is not a filing system."),
]

EN_T["id"] = [
    U("The loan agreement reference is «x». Please use it in the subject line of anything we send to «inst» from now on; their registry files everything by it and they have already had to chase one of our emails.", "loan"),
    T("What is the accession number for «obj»? I need it for the facility report and the CMS is being painfully slow on my machine.",
      "collections_db", {"sql": "SELECT accession_no, title, current_location FROM objects WHERE title ILIKE '%«objkw»%' LIMIT 5;"},
      " accession_no | title | current_location\n--------------+-------+------------------\n «x» | «objtitle» | «gallery»\n(1 row)",
      "There is a single match, currently located in «gallery». If you are putting it on the facility report I would copy it straight from the result rather than retyping it, since accession numbers are very easy to transpose.", "acc"),
    T("Could you check where the «instshort» consignment has got to? «shipper» said it left the depot first thing.",
      "courier_tracking", {"carrier": "«shipper»", "consignee": "«museum»", "status": "in_transit"},
      "Shipment found\nTracking reference: «x»\nCarrier: «shipper»\nStatus: IN TRANSIT\nLast event: departed origin depot, 07:42 local\nVehicle climate log: 18.9 to 19.6 °C, RH 48 to 51 %\nETA: not yet confirmed",
      "It is on the road: it left the origin depot early this morning and the climate log in the vehicle looks steady - less than a degree of variation and RH hovering around 50%. There is no confirmed ETA yet, so I would not release the technicians from other work until «shipper» give you a time.", "track"),
    U("Pasting the header of the incoming condition report so it is in the thread:\n\nCONDITION REPORT «x»\nObject: «objtitle»\nLender: «instname»\nExamined: on arrival, in the loading bay, after acclimatisation\nOverall condition: stable; minor losses to the frame at lower left, previously recorded\nSurface: light surface dirt, no new cracking\n\nI will type up the rest this afternoon.", "cr"),
    U("The insurers have been in touch. Their email says, in its entirety: 'Please quote policy number «x» on all correspondence relating to this loan, including any claim notification.' Terse, but clear enough.", "ins"),
    U("the one with the damaged frame is «x» not the other one make sure the condition report says so because last time it got swapped", "acc"),
    U("Our indemnity reference is «x». It ought to go on the crate labels as well as on the paperwork, which I had not appreciated until «colleague» pointed it out.", "ind"),
    T("Can you find the email from «inst» with the agreement attached? I need the reference for the invoice.",
      "inbox_read", {"from": "«instshort»", "subject_contains": "loan agreement"},
      "From: Loans Office <loans@«instdomain»>\nSubject: Loan agreement - «exh» - countersigned\n\nDear «me»,\n\nPlease find attached the countersigned loan agreement (our ref. «x»). We look forward to working with you.\n\nKind regards,\nLoans Office, «instname»",
      "Found it - the countersigned agreement came from their loans office and their reference is quoted in the first line of the body, above. The attachment is a PDF; I can't open attachments from here, so you may want to save it to the loan file yourself.", "loan"),
    U("I have just noticed that «x» is still showing as 'on display' in the CMS even though it went back to store on Friday. I will correct it myself, but it makes me wonder what else the last location sweep missed.", "acc"),
    U("«shipper»'s job number for the return leg is «x». They insist it goes on every email, and they are not the only ones with a filing system.", "track"),
]

EN_T["port"] = [
    U("The web admin page for the live CMS is on port «x». I have to ask IT every single time, so I am writing it down here once and for all."),
    U("This is from the config file for the new staging server that «it» sent me:\n\n```\n[web]\nbind = 0.0.0.0\nport = «x»\ntls = true\nsession_timeout = 30m\n```\n\nDoes that look sensible to you? I only need to know where to point my browser when I test the new loans forms."),
    T("Could you check which port the CMS API is listening on? The people building the online catalogue are asking and I would rather give them the real answer.",
      "cms_shell", {"host": "cms01", "command": "ss -tlnp | grep -E 'cms-api|postgres'"},
      "LISTEN 0 128   0.0.0.0:«x»   0.0.0.0:*  users:((cms-api,pid=1187,fd=41))\nLISTEN 0 244 127.0.0.1:5432  0.0.0.0:*  users:((postgres,pid=902,fd=7))",
      "The API is listening on all interfaces on the port in the first line, and the database is on the standard PostgreSQL port bound to localhost only, which is exactly what you want. You can pass the first line's port to the catalogue team; they will also need an API key from IT."),
    U("the sensor dashboard is on «x» now not the usual one «it» moved it last week without telling anyone"),
    U("Forwarding for reference:\n\n> From: IT Service Desk\n> Subject: Self-service backup restore page\n>\n> From Monday you can restore individual CMS attachments yourselves at https://backup01.«domain»:«x»/restore - please log a ticket if anything is older than 30 days."),
    U("I tried the environmental monitoring gateway in the basement store on port «x» from my laptop, and it works from the office but not from the store itself. I suspect a firewall rule somewhere, but I would rather not accuse IT of anything until I am sure."),
    T("Pull the last six hours from the sensors in «gallery», would you?",
      "sensor_feed", {"gallery": "«galcode»", "hours": 6},
      "gateway: gw-«galcode»:«x» (connected)\ntime   temp_C  rh_pct  lux\n06:00  20.3    49.6    0\n08:00  20.4    49.9    0\n10:00  20.8    50.7    46\n12:00  21.1    51.2    49",
      "Readings look stable: temperature drifts up by under a degree as the room warms with visitors, and RH stays within about 2% of 50 throughout. Light is at 0 before opening and in the mid to high 40s since, which is within the 50 lux limit. Nothing to act on."),
    U("Notes from this morning's IT meeting, roughly as I scribbled them:\n- label printing server moving to port «x»\n- backups stay nightly, two in the morning\n- nobody is to install browser plugins on the gallery kiosks\n- next patch window is an evening, date to be confirmed"),
    U("Ports, for my own reference: the database is on the standard one, and the image server (the IIIF one that feeds the online catalogue) is on «x»."),
    U("«inst» have sent the details for their secure file-transfer server, for the high-resolution images: it is on port «x», and the password comes separately by text message. I have never known a lender quite so careful, and I approve."),
]

EN_T["version"] = [
    U("IT tell me the PDF export module is now on «x», which apparently fixes the problem with loan agreements coming out with the accents mangled. I will believe it when I see a Kröller-Müller agreement print correctly."),
    T("Could you check what version the CMS server is actually running? The vendor is asking and I do not want to guess.",
      "cms_shell", {"host": "cms01", "command": "/opt/cms/bin/cmsctl --version"},
      "Collectis Server «x»\nEdition: Museum\nLicence: valid",
      "The server reports its version in the first line above, with a valid museum licence. You can paste that line straight into your reply to the vendor."),
    U("Forwarding the vendor's announcement, since it is relevant to our upgrade request:\n\n> Subject: Collectis «x» released - loans module changes\n>\n> Dear customer, this maintenance release improves the loans module (insurance schedules, courier fields) and fixes PDF export for non-ASCII characters. Please contact support to schedule your upgrade."),
    U("The data logger in the Print Room vitrine is on firmware «x», according to the sticker on the back. I photographed it while I was up the ladder, which I do not intend to repeat."),
    U("note the label printer driver is «x» and the newer one did not work at all so please do not let anyone upgrade it"),
    T("Is the sensor gateway in «gallery» up to date? The installer's email mentioned a firmware issue.",
      "sensor_feed", {"gallery": "«galcode»", "status": True},
      "gateway: gw-«galcode»\nfirmware: «x»\nuptime: 41 days\nsensors online: 6/6\nlast sync: 4 min ago",
      "The gateway is healthy - all six sensors online, syncing every few minutes and up for over a month. Its firmware version is in the status above; I would compare it against the installer's email before agreeing to any site visit, since they charge for those."),
    U("The About page of the admin console says the following, which I am pasting for the upgrade form:\n\nCollectis Web Admin\nVersion «x»\nLicensed to «museumcap»"),
    U("For the audit I need to state the version of the inventory app on the store tablets, which is «x». Whether anyone has ever updated it I could not say."),
    U("Minor, but the barcode scanners in the store are still on «x» and «it» thinks that is why they keep dropping the connection."),
    U("The IIIF image server software is at «x», according to «it». I am told this matters for the online catalogue, so I am dutifully writing it down."),
]

EN_T["money"] = [
    U("The insurance value for «obj» has now been confirmed by the lender at «x», nail to nail. It is more than I expected, and I will need to check it fits under the indemnity ceiling.", "big"),
    U("Forwarding the lender's note on valuation:\n\n> Dear «me»,\n>\n> Further to our conversation, we would ask that the work be insured for «x» for the full duration of the loan, including transit in both directions and any period in store.\n>\n> With kind regards,\n> Loans Office, «instname»", "big"),
    T("Can you look up the agreed values for the «instshort» loan? I want to check them against the broker's schedule.",
      "collections_db", {"sql": "SELECT o.title, v.agreed_value, v.valuation_date FROM valuations v JOIN objects o USING (object_id) WHERE v.lender ILIKE '%«instshort»%';"},
      " title | agreed_value | valuation_date\n-------+--------------+----------------\n «objtitle» | «x» | 2026-10-02\n(1 row)",
      "There is one valuation on the record, dated the beginning of October, which you can compare line by line with the broker's schedule. If the schedule shows a different figure I would query it before signing - brokers sometimes carry over the value from a previous loan.", "big"),
    U("«shipper»'s quote for the courier's per diems came in at «x», which seems high to me for three nights. I shall ask whether that includes the hotel.", "small"),
    U("crate quote just came in «x» for the two crates plus storage which is better than last year", "small"),
    A("Could you total these for the budget line, please? Courier per diems «c1», hotel «c2», and the agent's attendance fee at the airport «c3», all in euros.",
      "That comes to «x» altogether. For the budget line I would record the three components separately, as finance usually ask for the breakdown when the invoices arrive, and I would add a note that the hotel figure is an estimate until the booking is confirmed.", "sum"),
    U("Good news, for once: the indemnity has been confirmed with cover up to «x» for the whole exhibition, which comfortably covers all the loans we have agreed so far.", "big"),
    U("Valuations table as it currently stands (pasted from my spreadsheet):\n\n| Object | Lender | Value |\n|---|---|---|\n| «objtitle» | «instname» | «x» |\n\nThe other rows are still awaiting figures, so I have left them out.", "big"),
    T("Has the invoice from «shipper» come in yet? Finance are asking.",
      "inbox_read", {"from": "«shipper»", "subject_contains": "invoice"},
      "From: Accounts <accounts@fineart-logistics.example>\nSubject: Invoice - «exh» - inbound transport\n\nDear «me»,\n\nPlease find attached our invoice for the inbound transport, packing and courier supervision. Invoice total: «x», payable within 30 days.\n\nRegards, Accounts",
      "Yes, it arrived - the total is in the body of the email above, payable within thirty days. The PDF itself is attached to the email; you will want to forward that to finance rather than the text, since they need the VAT details.", "small"),
    U("The courier supervision fee for the return leg is «x», according to «shipper». Not wonderful, but within budget.", "small"),
]

EN_T["date"] = [
    U("Packing at «inst» is now confirmed for «x», with the courier travelling the following day. I have told «colleague» so that the loading bay can be kept clear."),
    T("When is the «instshort» consignment due to reach us? I need to book the technicians.",
      "courier_tracking", {"carrier": "«shipper»", "consignee": "«museum»"},
      "Booking: «shipper» / «museum»\nStatus: BOOKED\nCollection: confirmed\nScheduled delivery: «x» (morning slot)\nVehicle: climate-controlled, air-ride suspension, two crew",
      "It is booked for a morning delivery on the scheduled date shown above, in a climate-controlled, air-ride vehicle with two crew. I would book the technicians for the whole day regardless - unpacking does not start until after the acclimatisation period, but you will want hands for unloading."),
    U("Forwarding the lender's reply about the de-install:\n\n> Dear «me»,\n>\n> Our technicians will be available to de-install on «x», and our courier will arrive the evening before. Please confirm that this suits.\n>\n> Best wishes,\n> Exhibitions Office, «instname»"),
    A("If the crates need 48 hours to acclimatise and the technicians want two clear days after that before the opening, when do the «instshort» works need to reach us at the latest?",
      "Working backwards from the opening, they would need to be in the building by «x» at the latest. That gives you the 48 hours of acclimatisation plus the two clear days for the technicians, with no slack at all - so I would ask «shipper» for the day before if at all possible, in case of weather or a delayed ferry."),
    U("install day moved to «x» please remind me to tell the technicians"),
    U("Key dates as I currently understand them:\n- «x»: couriers arrive, condition checking begins\n- opening: as planned\n- de-install: to be confirmed with each lender\n\nPlease tell me if anything here contradicts what we have in the thread."),
    U("I have blocked out «x» in my diary for the condition checking. Please do not let me double-book it, which I have a regrettable habit of doing."),
    T("Search my inbox for anything from «inst» about changing the de-install date, please.",
      "inbox_search", {"query": "de-install «instshort»", "folder": "Inbox", "limit": 3},
      "2 results\n1. From: Exhibitions Office <exhibitions@«instdomain»>\n   Subject: Revised de-install date: «x»\n   Received: 18 Nov, 10:02\n2. From: Exhibitions Office <exhibitions@«instdomain»>\n   Subject: Courier hotel preferences\n   Received: 18 Nov, 10:40",
      "There is one relevant message, from their exhibitions office, with the revised de-install date in the subject line. The second result is only about the courier's hotel preferences. Do you want me to open the first one and check whether they give a reason for the change?"),
    U("The indemnity application must be in by «x», otherwise we will be forced onto commercial cover, which the budget will not stand."),
    U("The «instshort» courier's flight lands on «x». I will meet them at arrivals myself, since the last one got lost between terminals."),
]

EN_T["decision"] = [
    U("After a good deal of back and forth I have decided on «x», because «y»."),
    U("Right. Having slept on it: «x». Mainly since «y»."),
    U("For the record, the decision is «x» - the reason being that «y». I do not want to reopen it."),
    U("We are going with «x». I did consider the alternatives at some length, but «y», and that settles it as far as I am concerned."),
    U("Please log this as decided: «x», as «y»."),
    U("I spoke to «colleague» this morning and we agreed on «x», principally because «y»."),
    U("Frances replied to my memo; pasting it so it is in the thread:\n\n> «me» - agreed, «x». Go ahead, given that «y».\n\nSo that is that."),
    U("On balance I would rather go with «x», simply because «y». If anyone objects they can come and tell me so in person."),
    U("ok dictating this so it is written down somewhere we are doing «x» because «y» end of discussion"),
    U("After all that, «colleague» and I settled it this afternoon: «x». The deciding factor was that «y»."),
]

EN_T["constraint"] = [
    U("Please make a note of this, as it is one of my own rules and I want it applied without exception: «x» «y»."),
    U("The lender's conditions are quite specific on this point - «x» «y». I would prefer we go slightly beyond that rather than risk any argument later."),
    U("From the loan agreement, clause 7.2, pasted verbatim: \"The Borrower shall ensure that «x» «y».\" I intend to hold us to the letter of it."),
    U("Forwarding the lender's covering note:\n\n> Dear «me»,\n>\n> Thank you for the revised schedule. Please note that «x» «y». We would be grateful if you could confirm this in writing before the works leave us.\n>\n> Kind regards,\n> Registrar's Office, «instname»"),
    U("also important «x» «y» I've told the technicians but please put it in the install brief"),
    U("House rules for this install, which I will circulate tomorrow:\n1. Gallery doors closed and signed during every move.\n2. «x» «y».\n3. Every movement logged in the CMS the same day.\n4. Trolleys padded, never overloaded."),
    T("What conditions did «inst» attach to the loan? I want them in front of me before the install meeting.",
      "collections_db", {"sql": "SELECT lender, special_conditions FROM loans_in WHERE lender ILIKE '%«instshort»%';"},
      " lender | special_conditions\n--------+--------------------\n «instname» | Courier to supervise unpacking; «x» «y»; condition report to be countersigned\n(1 row)",
      "Three special conditions are on the record: courier supervision of unpacking, the one in the middle of that list, and a countersigned condition report. I would put all three on the first page of the install brief, since the technicians rarely read past it."),
    U("I should have said this at the start: «x» «y». It is not negotiable, and I would rather be thought pedantic than explain a damaged object."),
    U("Just so it is written somewhere other than my notebook: «x» «y»."),
    U("Writing this into the courier briefing as a firm rule: «x» «y»."),
]

EN_T["question"] = [
    U("One thing I still do not know is «x». Do you have any idea?"),
    U("Can you tell me «x»? Nobody here seems to know, and I am reluctant to ask the lender something we ought to know ourselves."),
    U("Open question, which I have now asked twice without a reply: «x»."),
    U("I keep meaning to ask - do we actually know «x»?"),
    U("Something for the list of unknowns: «x». I emailed «inst» on Monday and have heard nothing since."),
    U("Sorry, a question that has been nagging at me all morning: does anyone know «x»? I certainly do not."),
    U("question for you I have no idea «x» can you keep it on the open list"),
    U("I am drafting the agenda for Thursday and one item is simply «x» - as far as I can tell it has never been settled, and I would like us to stop assuming."),
    U("Do you happen to know «x»? I have been through the file twice."),
    U("I ought to know this and do not: «x». Any thoughts before I embarrass myself by asking?"),
]

EN_REPLIES = {
    "name": ["Thank you - I have that. If they are new in post, a short introductory email from you now will save a lot of confusion later; I can draft one.",
             "Noted. It would be worth checking they have the latest version of the schedule, since new contacts often inherit an out-of-date one.",
             "Understood. I would record their role alongside the name in the loan file; in six months' time the role is what you will remember.",
             "Noted - I will keep that contact against the «instshort» loan so it is easy to find when the correspondence picks up again.",
             "Thank you, that is useful to have in the thread. When you next write to «inst» it may be worth confirming roles explicitly, since staff changes on the lender side are the most common reason paperwork goes astray.",
             "Got it. I would suggest adding them to the loan record's contact list in the CMS as well, so the information is not only in your inbox."],
    "command": ["Worth keeping, yes. If it ever prints something you do not understand, stop there and send the exact text to «it» - do not be tempted to run it a second time to see if it goes away.",
                "Good to have it written down. I would add a one-line note next to it saying what it is for, since commands on their own are rather cryptic a month later.",
                "Noted. It does not change any records, so the risk is low; the main thing is to run it on cms01 itself rather than on your own machine.",
                "That is a sensible thing to keep to hand. It is a routine operation; the only real precaution is to avoid running it while someone is in the middle of saving a record, so first thing in the morning or after closing is ideal.",
                "Noted. I would also keep a short log of when you run it and why - it helps IT spot patterns if the underlying problem keeps coming back."],
    "id": ["Noted. I would put it in the subject line of any email about this loan from now on; it makes searching the inbox so much easier.",
           "Thank you. It is worth adding it to the CMS loan record as an external reference so it shows up in searches.",
           "Understood. If the lender or the shipper ever quotes a different reference, it is worth querying it immediately rather than assuming it is the same thing.",
           "Noted - I will use that reference wherever it matters. It is worth putting it on the outside of the loan file too, so the technicians can find it without asking.",
           "Thank you. I would suggest checking it against the CMS record once, character by character; a transposed digit in a reference like that is remarkably hard to spot later.",
           "Understood. If you like, I can draft a short note to «inst» confirming the reference so both sides are quoting the same thing."],
    "port": ["Thank you. I would keep these in one place - a short note in the IT folder listing each service and its address - rather than scattered through emails.",
             "Noted. If it does not respond, the usual suspects are the VPN (some ports are only reachable from inside the network) and the browser caching an old certificate.",
             "That looks sensible. If your browser complains about the certificate, check with IT before clicking through.",
             "Thanks - written down. Bookmarking the full address is probably the easiest way to stop having to ask.",
             "Noted. It may be worth asking IT for a one-page list of which service lives where; it saves a great deal of asking."],
    "version": ["Thank you. If the vendor asks, give the version exactly as written, including any leading v.",
                "Noted. If anything misbehaves after an update, the version number is the first thing support will ask for, so it is good to have it to hand.",
                "Understood - written down. It is worth noting the date you checked it as well, since versions change quietly.",
                "Noted. When the vendor asks, it helps to give them the full version string exactly as shown, including any letters - support teams often triage by it.",
                "Thank you. Before any upgrade I would ask IT to confirm there is a fresh database backup and a tested rollback, particularly with loans in progress.",
                "Understood. I would keep a note of which versions are in use for each component; it makes the upgrade request form much quicker."],
    "money_small": ["Noted. For the budget I would record whether that includes VAT and any fuel surcharge; shippers are not always consistent about it.",
                    "Thank you. It may be worth asking «shipper» for a breakdown before accepting it - per diems, hotel and supervision are often bundled in ways that make comparison difficult.",
                    "Understood. I would log it against the transport budget line now, so finance are not surprised when the invoice arrives."],
    "money": ["Thank you. I would also note whether the figure is per object or for the whole loan; it is a surprisingly common source of confusion.",
              "Noted. If the lender's valuation differs from what the broker has, it is better to raise it now than after the certificate is issued.",
              "Understood. I would put the currency in words as well as the symbol on the insurance schedule, to avoid any ambiguity.",
              "Noted. It may be worth checking that figure against the indemnity ceiling and the broker's schedule before anything is signed, and making sure the currency is stated explicitly on every document.",
              "Thank you. I would record it in the valuations table with the date it was agreed, so that if it changes there is an audit trail.",
              "Understood. I would make sure the figure on the loan agreement, the insurance schedule and the indemnity application all match exactly, currency included."],
    "date": ["Noted. I would tell the technicians and security at the same time, so neither finds out second hand.",
             "Thank you. It is worth checking it does not clash with any other deliveries to the loading bay that week.",
             "Understood. I will treat that as fixed unless you tell me otherwise, and work the other dates around it.",
             "Noted - I will work the rest of the schedule around that. It would be sensible to confirm it in writing with «shipper» and the lender so everyone is working from the same calendar.",
             "Thank you. I would put it in the shared exhibitions calendar as well and warn security, since they will need to know about out-of-hours access.",
             "Understood. If it moves again, tell me and I will redo the sequence of packing, travel, acclimatisation and install."],
    "decision": ["Good - that is settled, then. It is the kind of decision that is worth a one-line email to the people affected, so it does not get quietly reversed.",
                 "Noted as decided. The reasoning is sound and easy to defend if anyone questions it later.",
                 "Understood. I will proceed on that basis and not raise the alternatives again.",
                 "That seems a sound decision, and the reasoning is clear. I will treat it as settled and plan the remaining steps around it.",
                 "Understood - recorded as decided. It is worth telling «colleague» explicitly so nobody carries on with the alternative in the meantime.",
                 "Agreed; that is a defensible call and easy to explain to the lender if they ask. I will not revisit it unless you tell me otherwise."],
    "constraint": ["Noted. I would include it in the courier briefing as well, since couriers are often the ones who notice when a condition is not being observed.",
                   "Understood, and I agree. It is the sort of rule that only works if it is applied every time, so it should be in writing where the technicians will see it.",
                   "Thank you. I will make sure every draft I produce for this loan respects it, and remind you if a plan seems to cut across it.",
                   "Understood. I will apply that in everything I draft for this loan, and I would suggest it goes on the first page of the install brief in bold, since that is the page people actually read.",
                   "Noted, and I think that is entirely reasonable. It might help to put a laminated sign by the relevant door so the technicians see it at the moment it matters.",
                   "Thank you. I will include it in the handling notes and the courier briefing, and flag it if anything I am asked to draft would conflict with it."],
    "question": ["Nothing I can see settles that one. I would put it to the lender in writing, so that whatever they say is on the file.",
                 "I am not able to answer that from the records or the correspondence. It is worth asking before anyone plans around an assumption.",
                 "I genuinely do not know. I will keep it on the open list, and it might be worth a direct question on the next call.",
                 "I have no information on that, I am afraid. It should stay on the open list until someone with authority answers it in writing.",
                 "I cannot tell you, and I would not want to guess. It may be worth raising at the next call with the lender.",
                 "That is not something I can find anywhere in what we have. I will leave it on the open points.",
                 "I am afraid I cannot answer that from anything I have access to - it is not in the loan file, the CMS record or your inbox as far as I can see. It is probably best put to the lender directly, and I would keep it on the open-points list until someone gives a definite answer.",
                 "I do not know, and I would rather not guess on something like that. I will keep it on the list of open points for the next meeting.",
                 "That is a good question, and I have not seen anything that settles it. It might be worth asking «colleague» whether they have any recollection, but otherwise it needs a written answer from the other side."],
}

EN_ADVICE = [
    "If you would like, I can add it to a one-page summary of the loan so that everything important is in one place for the install meeting.",
    "Separately, it may be worth a quick check that the CMS loan record reflects this, since it is the first place anyone else will look.",
    "For what it is worth, lenders tend to judge a borrowing institution by how consistently small details like this are handled.",
    "I would also copy «colleague» in when this goes out, so that exhibitions and the registry are working from the same information.",
    "For the install brief, a simple structure works well: 1) objects and locations, 2) sequence of moves, 3) handling and environmental conditions, 4) people present and their roles, 5) what to do if something goes wrong.",
    "One practical suggestion: keep a single running list of open points for each lender, dated, with the person responsible. It is far easier to chase from a list than from a thread of emails.",
    "If it would help, I can draft the corresponding paragraph for the courier briefing pack so the courier arrives knowing exactly what to expect on the day.",
    "I would also make sure the CMS movement record is updated on the same day as any physical move; discrepancies between the record and reality are what auditors always find first.",
    "It may be worth mentioning this at the next exhibitions meeting, so that design and technical staff hear it directly rather than second hand.",
    "As a general point, anything that affects the lender's conditions is best confirmed in writing, even if it was agreed on the phone - a two-line email is enough.",
    "Checklist for the day, in case it is useful:\n- loading bay cleared and signed\n- trolleys, gloves and padding ready\n- condition report forms printed\n- courier's pass and Wi-Fi details ready\n- security informed of timings",
]

EN_OPEN = ("Good morning. I would like to use this thread to keep track of the incoming and outgoing loans for «exh» over the next few months. "
           "I am the registrar here at «museum», so most of what I send will be correspondence with lenders, shippers and insurers, condition reports, "
           "and the occasional desperate question about the CMS server. Please keep things formal when drafting on my behalf; several of our lenders "
           "are rather traditional. I will paste a great deal of material and would be grateful if you could keep track of it.")
EN_OPEN_A = ("Good morning, «me». Happy to help keep the «exh» loans in order. Paste whatever you have - emails, condition reports, facility reports, readings - "
             "and I will keep track of references, dates, conditions and open questions as we go, and draft correspondence in a formal register. "
             "I can also look things up in the collections database, your inbox and the courier tracking when you ask.")
EN_CLOSE = ("That is everything for today, I think. Thank you for your patience with all of it.",
            "You are very welcome. Everything is in the thread; when you pick this up again, start with the open points and the next couriers due, and we can go from there.")



# (English filler turns: see en_filler below)


# ---------------------------------------------------------------------------
# Chinese material (written for a registrar at a Chinese provincial museum)
# ---------------------------------------------------------------------------

ZH_PERSONAS = [("林老师", "省博", "shengbo.org.cn")]
ZH_EXHS = ["宋韵——两宋书画特展", "丝路遗珍文物联展", "漆光——历代漆器展"]
ZH_INSTS = [("湖南博物院", "湖南", "hnmuseum.cn"), ("南京博物院", "南博", "njmuseum.cn"),
            ("上海博物馆", "上博", "shanghaimuseum.cn"), ("浙江省博物馆", "浙博", "zhejiangmuseum.cn"),
            ("陕西历史博物馆", "陕历博", "sxhm.cn"), ("山西博物院", "晋博", "shanximuseum.cn"),
            ("天津博物馆", "天博", "tjbwg.cn"), ("河南博物院", "豫博", "chnmus.net"),
            ("四川博物院", "川博", "scmuseum.cn"), ("辽宁省博物馆", "辽博", "lnmuseum.com.cn")]
ZH_OBJS = [("那件南宋漆奁", "漆奁", "南宋 朱漆戗金奁"), ("那三件宋画", "宋画", "宋 佚名 山水册页"),
           ("那对青花梅瓶", "梅瓶", "明 青花缠枝莲纹梅瓶"), ("那卷元代手卷", "手卷", "元 溪山图卷"),
           ("那件缂丝", "缂丝", "宋 缂丝花鸟图"), ("那面唐镜", "铜镜", "唐 海兽葡萄镜"),
           ("那组西周玉器", "玉组佩", "西周 玉组佩"), ("那件汝窑洗", "汝窑", "宋 汝窑天青釉洗"),
           ("那幅明代立轴", "立轴", "明 仇英 山水立轴"), ("那件金银平脱镜盒", "镜盒", "唐 金银平脱镜盒")]
ZH_GALLERIES = ["三号展厅", "书画厅", "临展厅", "二楼东厅", "瓷器厅"]
ZH_SHIPPERS = ["华协国际", "中外运", "嘉里大通", "中艺物流", "德迅艺术品物流"]
ZH_COLLEAGUES = ["老王", "财务的小陈", "刘馆", "展览部的小周", "保卫科老李", "修复室的张老师"]
ZH_IT = ["小赵"]
ZH_ROLES = ["«inst»保管部的", "«inst»文物交流中心的", "«inst»派来的押运员", "«inst»的登记员",
            "保险公司那边的", "«shipper»的项目经理"]
ZH_TITLES = ["保管部主任", "登记员", "文物交流中心项目负责人", "修复师", "展览部副主任"]

ZH_NAMES = ["王建国", "李秀英", "张伟明", "陈晓燕", "刘志强", "杨丽华", "赵海涛", "黄婷婷", "周国平",
            "吴静怡", "徐文斌", "孙丽娟", "胡建军", "朱晓明", "高雅琴", "林志远", "何美玲", "郭振华",
            "马晓东", "罗欣然", "梁文博", "宋佳音", "谢宏伟", "韩雪梅", "唐志刚"]

ZH_DECISIONS = [
    ("用华协的恒温车走这一趟", "他们的车下周正好从上海空车返回"),
    ("保险还是找人保财险做钉对钉", "去年那次理赔他们处理得最快"),
    ("开箱前静置四十八小时", "这批箱子一路上都是冬天的低温"),
    ("那三件宋画只展一个月", "对方的年度光照额度已经用掉一大半"),
    ("空箱先放到三楼周转库", "地下库房一下雨就返潮"),
    ("系统升级推到撤展以后", "布展期间借展模块绝对不能出问题"),
    ("两家借展方合用一个押运员", "分开派的话差旅费要翻一倍"),
    ("展柜顶改用防紫外亚克力", "旧展台的承重本来就不够"),
    ("婉拒对方续借到明年的请求", "那件漆器必须休展至少两年"),
    ("周二上午布展", "那天技术组全员在馆而且货梯空着"),
    ("点交就在我们自己的修复室做", "这里的灯光和工作台条件最好"),
    ("不再单独订冷藏车", "那家的报价实在太离谱了"),
    ("借展协议用对方的中英文双语版本", "他们法务那边只认自己的模板"),
]
ZH_CONSTRAINTS = [
    ("禁止使用闪光灯拍照", "宋画展厅开放期间"),
    ("照度不能超过50勒克斯", "所有纸本文物展出期间"),
    ("不许开箱", "对方押运员到场之前"),
    ("押运员必须全程跟车", "从对方库房到我们库房的整个运输途中"),
    ("必须戴丁腈手套", "开箱和点交的时候"),
    ("相对湿度只能控制在45%到55%之间", "放漆器的展厅里"),
    ("千万别直接在数据库里改借展记录", "除了我和信息中心的人以外"),
    ("不要对外发任何展品图片", "对方确认展签之前"),
    ("只能走公路运输", "省内的每一段"),
    ("空箱必须立着放", "在我们馆存放期间"),
    ("系统不能重启", "开馆时间内"),
    ("展柜必须两个人一起开", "梅瓶在柜里的时候"),
    ("温度变化每小时不能超过1度", "箱子在卸货区静置期间"),
]
ZH_QUESTIONS = [
    "湖南那边的押运员回程要不要在武汉多住一晚",
    "第二个押运员的回程机票谁来出",
    "展品赔偿保障能不能把画框也覆盖进去",
    "对方会不会接受我们自己的点交报告模板",
    "借展模块为什么不发每晚的汇总邮件了",
    "书画库的除湿机漏水以后有没有重新校准过",
    "报关行要ATA单证册原件还是扫描件就行",
    "南博的大箱子能不能进东侧货梯",
    "去年的设施报告是我们这边谁签的字",
    "保险估值里包不包括那个描金画框",
    "传感器网关断网的时候数据会不会丢",
    "展览结束后空箱要给对方留多久",
    "对方那几件画框回程前要不要换新玻璃",
]

ZH_WEEKDAYS = "一二三四五六日"


def zh_date(rng):
    k = rng.randrange(6)
    if k == 5:
        w = rng.choice(["下周", "下下周"]) + ZH_WEEKDAYS[rng.randrange(5)]
        return w + rng.choice(["", "上午", "下午"]), w
    d = date(2026, 12, 1) + timedelta(days=rng.randint(0, 200))
    if k in (0, 1):
        return "%d月%d日" % (d.month, d.day), d
    if k == 2:
        return "%d月%d号" % (d.month, d.day), d
    if k == 3:
        return "%d月%d日%s" % (d.month, d.day, rng.choice(["上午", "下午"])), d
    return "%d月%d号%s" % (d.month, d.day, rng.choice(["上午", "下午"])), d


def zh_money(rng, hint):
    if hint == "sum":
        total = rng.randint(900, 9800) * 10
        return "{:,}元".format(total), total
    if hint == "small":
        k = rng.randrange(4)
        n = rng.randint(80, 4800) * 10
        if k == 0:
            return "¥{:,}".format(n), n
        if k == 1:
            return "{:,}元".format(n), n
        if k == 2:
            return "%.1f万元" % (rng.randint(12, 48) / 10.0), n
        return "{:,}美元".format(n // 5), n
    k = rng.randrange(6)
    if k == 0:
        return "%d万元" % (rng.randint(30, 980) * 10), 0
    if k == 1:
        return "¥{:,}".format(rng.randint(20, 900) * 50000), 0
    if k == 2:
        return "%.1f亿元" % (rng.randint(11, 49) / 10.0), 0
    if k == 3:
        return "%d万欧元" % rng.randint(30, 600), 0
    if k == 4:
        return "%d万美元" % rng.randint(30, 800), 0
    return "{:,}万元".format(rng.randint(100, 4800)), 0


ZH_T = {}

ZH_T["name"] = [
    U("刚和«role»«x»通完电话，对方的意思是点交必须在他们库房做完才能装箱。我本来想在我们修复室做，那边光线好多了，不过现在这个阶段不值得为这个争，先记下来，下一轮沟通的时候再委婉提一下。"),
    U("转一下«colleague»刚发的微信：\n「«instshort»那边定了，押运员是«x»，证件信息明天发过来，酒店我们这边订，你看看安排在哪家」"),
    T("帮我在邮箱里找一下«inst»那边问设施报告问题的是谁？名字想不起来了，今天必须回。",
      "inbox_search", {"query": "设施报告 «instshort»", "folder": "收件箱", "limit": 5},
      "共3封\n1. 发件人：文物交流中心 <exchange@«instdomain»>\n   主题：「«exh»」设施报告\n   时间：11月12日 09:41\n2. 发件人：«x» <«email»>\n   主题：回复：设施报告——关于安防和消防的几个问题\n   时间：11月17日 16:05\n3. 发件人：展览部 <exhibition@«instdomain»>\n   主题：图录图片授权\n   时间：11月18日 11:20",
      "是第二封，17号下午发的，回复的是设施报告那个邮件，问的是安防和消防的问题。第一封只是他们交流中心最初发的设施报告，第三封是图录图片的事，可以先不管。要不要我把问题打开，对照我们现在的设施报告先起草个回复？"),
    U("财务那边对接人换了，现在是«x»，以后借展相关的报销单、发票都找对方，别再发给原来那个邮箱了。"),
    U("语音转的文字可能有错字 «shipper»的车刚到卸货区 司机说«inst»的«x»是跟车过来的押运员 之前跟本没人跟我说啊 得赶紧定酒店再办个出入证 五点前要搞定"),
    T("«instshort»那个借展，系统里登记的对方联系人是谁？感谢信这次一定要寄对人。",
      "collections_db", {"sql": "SELECT lender, lender_contact, contact_role, contact_email FROM loans_in WHERE lender LIKE '%«instshort»%';"},
      " lender | lender_contact | contact_role | contact_email\n--------+----------------+--------------+---------------\n «instname» | «x» | «title» | «email»\n(1 row)",
      "借展记录里只有一个联系人，职务和邮箱都在上面的查询结果里。如果感谢信是以馆长名义发，建议同时抄送对方馆长，我可以把两个版本都起草出来。"),
    U("把点交单的签字栏抄一下，免得纸质的找不到：\n\n点交人（借出方）：«x»（«inst»）\n点交人（借入方）：本馆保管部\n点交地点：本馆卸货区\n备注：画框左下角旧损，已在原报告中记录"),
    U("«inst»那边新来的保管部主任叫«x»，以后借展的事直接跟对方对接，之前那位调去展览部了。"),
    U("设施报告第四部分安防那页我抄一下：\n\n4.1 安防负责人：«x»\n4.2 值守：24小时监控室，闭馆后每小时巡查两次\n4.3 入侵报警：展厅和库房门全部有门磁和红外\n4.4 监控录像保存31天\n\n我看没什么问题，你也帮我看看。"),
    T("«instshort»那批货现在到哪了？跟车的是谁来着，我得安排人接。",
      "courier_tracking", {"carrier": "«shipper»", "consignee": "«museum»"},
      "承运：«shipper»\n状态：运输中\n随车押运员：«x»（«instname»）\n最新节点：已过省界收费站\n车厢温湿度：19.1–19.8 °C，RH 49–52 %",
      "车已经过了省界，温湿度记录很平稳。跟车押运员的名字和单位在上面的跟踪信息里，接人的同事可以直接按这个准备出入证。"),
]

ZH_T["command"] = [
    U("信息中心的«it»留了个命令，说要«desc»的时候就跑这个：«x»。开馆时间能跑吗？会不会影响前台查询？"),
    T("帮我在cms01上«desc»吧，«it»说周末前要弄好，我老是忘。",
      "cms_shell", {"host": "cms01", "command": "«x»"}, "«out»",
      "跑完了，输出在上面，看不出什么异常。之后要是发现哪里不对，建议把具体时间点记下来发给«it»，有准确时间他们查日志会快很多。"),
    A("怎么«desc»？我命令行不太熟，«it»这周又休假。",
      "在cms01的终端里一条命令就行：\n\n    «x»\n\n几点注意：\n1. 直接复制粘贴，别手敲，空格很关键；\n2. 如果提示输密码，那是sudo要你自己的登录密码，不是系统账号的密码；\n3. 白天可以跑，但最好别赶上有人正在录点交报告的时候；\n4. 跑完在IT登记本上记一下时间，方便«it»回来知道发生过什么。"),
    U("我敲了这个，出来下面这些，正常吗？\n\n```\ncms01:~$ «x»\n«out»\n```", r=["看起来正常，输出里没有报错。以后如果看到ERROR或者FATAL开头的行，原样复制发给«it»，别反复重试。"]),
    U("记一下 «it»说以后要«desc»就直接跑«x» 跑完等一两分钟再看"),
    U("信息中心回复了，转一下：\n「林老师您好，关于«desc»，请用cms用户执行：«x»，如有报错请截图发给我们。——信息中心」", r=["信息中心这个答复很清楚，有书面的就好。建议跟其他服务器笔记存在一起，下次同样的问题可以自己先跑，跑完再告诉他们，不用等工单。"]),
    A("感觉又得«desc»了，具体敲什么？安全吗？",
      "如果确实需要«desc»，命令是 «x» ，用你自己的账号在cms01上跑就行。这是常规操作，不会动借展记录本身。跑完先别关终端窗口，万一有提示信息可以直接复制给«it»看。"),
    T("帮我在cms01上«desc»，我手上点交报告还没弄完，实在不想碰命令行。",
      "cms_shell", {"host": "cms01", "command": "«x»"}, "«out»",
      "已经跑了，服务器返回的信息在上面。应该不需要你再做什么，十分钟后看一眼借展页面，确认一切正常就行。"),
    U("终于让«it»把«desc»的命令写下来了：«x»。我贴在显示器上了，不过这也不是个办法。"),
    U("«it»在群里说的，转一下：\n「@林老师 以后要«desc»，直接敲 «x» 就行，不用等我」", r=["有这句话就好办了。建议存进服务器笔记里，群消息过几天就翻不到了。"]),
]

ZH_T["id"] = [
    U("借展协议编号是«x»，以后给«inst»的邮件标题里都带上这个号，他们登记处是按这个归档的，上次就因为没写被追问了一次。", "loan"),
    T("«obj»的总登记号是多少？设施报告要填，我电脑上系统慢得要死。",
      "collections_db", {"sql": "SELECT accession_no, title, current_location FROM objects WHERE title LIKE '%«objkw»%' LIMIT 5;"},
      " accession_no | title | current_location\n--------------+-------+------------------\n «x» | «objtitle» | «gallery»\n(1 row)",
      "只有一条匹配，目前位置在«gallery»。填设施报告的时候建议直接从查询结果里复制，别手抄，登记号很容易抄错位。", "acc"),
    T("帮我查一下«instshort»那批货到哪了？«shipper»说一早就从库房出发了。",
      "courier_tracking", {"carrier": "«shipper»", "consignee": "«museum»", "status": "运输中"},
      "查询结果\n运单号：«x»\n承运：«shipper»\n状态：运输中\n最新节点：07:42 已离开始发库房\n车厢温湿度：18.9–19.6 °C，RH 48–51 %\n预计到达：待确认",
      "已经在路上了，今天一早离开始发库房，车厢温湿度记录很平稳，温差不到一度，湿度在50%上下。预计到达时间还没确认，技术组那边先别撤，等«shipper»给准时间再说。", "track"),
    U("把点交报告的抬头贴一下：\n\n点交报告编号：«x»\n展品：«objtitle»\n借出方：«instname»\n检查时间：到馆静置后于卸货区开箱检查\n总体状况：稳定，画框左下角有旧损（原报告已记录）\n\n剩下的我下午再录。", "cr"),
    U("保险公司来邮件了，就一句话：「请在与本次借展相关的所有往来（包括出险报案）中注明保单号«x»。」够简洁的。", "ins"),
    U("画框有损伤的那件是«x» 不是另外那件 点交报告里一定要写清楚 上次就弄混了", "acc"),
    U("我刚发现«x»在系统里还显示「展出中」，其实上周五就回库了。我自己改掉，但是不知道上次位置核查还漏了多少。", "acc"),
    T("帮我找一下«inst»发来的借展协议那封邮件，开发票要用编号。",
      "inbox_read", {"from": "«instshort»", "subject_contains": "借展协议"},
      "发件人：文物交流中心 <exchange@«instdomain»>\n主题：「«exh»」借展协议（双方已签署）\n\n林老师好：\n\n随函附上双方签署的借展协议（我方编号：«x»），期待合作顺利。\n\n«instname»文物交流中心",
      "找到了，是他们文物交流中心发的，编号写在正文第一句里。附件是PDF，我这边打不开附件，你自己存一份到借展档案里吧。", "loan"),
    U("«shipper»回程那段的业务单号是«x»，他们要求每封邮件都写上。", "track"),
    U("展品赔偿保障的批复文号是«x»，箱子标签上也要贴，这个我之前还真不知道，是«colleague»提醒的。", "ind"),
]

ZH_T["port"] = [
    U("正式系统的后台管理页面端口是«x»，每次都要问信息中心，干脆记在这里。"),
    U("这是«it»发给我的新测试服务器的配置文件：\n\n```\n[web]\nbind = 0.0.0.0\nport = «x»\ntls = true\n```\n\n你看这样对吗？我就想知道测新的借展表单时浏览器该输哪个地址。"),
    T("帮我看一下系统的API在哪个端口上监听？做网上藏品库的那帮人在问，我想给他们个准话。",
      "cms_shell", {"host": "cms01", "command": "ss -tlnp | grep -E 'cms-api|postgres'"},
      "LISTEN 0 128   0.0.0.0:«x»   0.0.0.0:*  users:((cms-api,pid=1187,fd=41))\nLISTEN 0 244 127.0.0.1:5432  0.0.0.0:*  users:((postgres,pid=902,fd=7))",
      "API在第一行那个端口上，对所有网卡监听；数据库在PostgreSQL默认端口，只绑定本机，配置没问题。第一行的端口可以直接告诉藏品库那边，另外他们还得找信息中心要API密钥。"),
    U("传感器的看板现在在«x»端口 不是原来那个了 «it»上周改的 也没通知大家"),
    U("信息中心通知，转一下：\n「下周一起，系统附件可自助恢复，地址 https://backup01.«domain»:«x»/restore ，超过30天的请提工单。」"),
    U("图像服务器（给网上藏品库供图的那个IIIF）在«x»端口上，数据库就是默认端口，记一下。"),
    T("把«gallery»最近六个小时的传感器数据调出来看看。",
      "sensor_feed", {"gallery": "«galcode»", "hours": 6},
      "网关：gw-«galcode»:«x»（已连接）\n时间   温度   湿度   照度\n06:00  20.3   49.6   0\n08:00  20.4   49.9   0\n10:00  20.8   50.7   46\n12:00  21.1   51.2   49",
      "数据很平稳：观众进来以后温度升了不到一度，湿度一直在50%上下2%以内；开馆前照度为0，开馆后在四十多勒克斯，没超50的限值。不用处理。"),
    U("信息中心开会记的几条：\n- 标签打印服务器改到«x»端口\n- 备份还是每晚两点\n- 展厅触摸屏不许装浏览器插件\n- 下次打补丁是某个晚上，日期待定"),
    U("地下库房那台环境监测网关在«x»端口上，我笔记本在办公室能连，到库房里就连不上，估计是防火墙的事，先别去找信息中心麻烦，等我确认了再说。"),
    U("«inst»信息部发来了他们文件传输服务器的信息，高清图从那里下：端口是«x»，密码另外短信发。头一回见这么谨慎的借出方，不过挺好。"),
]

ZH_T["version"] = [
    U("«it»说PDF导出模块已经升到«x»了，据说修好了借展协议导出中文乱码的问题，等我打一份湖南的协议看看再说。"),
    T("帮我看一下服务器上系统到底是什么版本？厂商在问，我不想瞎猜。",
      "cms_shell", {"host": "cms01", "command": "/opt/cms/bin/cmsctl --version"},
      "Collectis Server «x»\nEdition: Museum\nLicence: valid",
      "服务器第一行就是版本号，授权也有效。回厂商的时候直接把那一行复制过去就行。"),
    U("厂商发了公告，跟我们的升级申请有关，转一下：\n「Collectis «x» 已发布：优化借展模块（保险清单、押运员字段），修复非ASCII字符的PDF导出问题。请联系技术支持预约升级。」"),
    U("书画厅展柜里那个记录仪的固件是«x»，背面贴纸上写的，我爬梯子上去拍的，下次不想再爬了。"),
    U("标签打印机驱动是«x» 新版本装了根本不能用 千万别让人升级"),
    T("«gallery»那个传感器网关是不是最新固件？安装公司邮件里说有个固件问题。",
      "sensor_feed", {"gallery": "«galcode»", "status": True},
      "网关：gw-«galcode»\n固件：«x»\n运行时长：41天\n在线传感器：6/6\n最近同步：4分钟前",
      "网关状态正常，六个传感器都在线，几分钟同步一次，已经连续运行一个多月。固件版本在上面的状态里，建议先跟安装公司邮件里说的版本对一下，再决定要不要让他们上门，他们上门是收费的。"),
    U("管理后台「关于」页面写的是这个，升级申请表要填：\n\nCollectis Web Admin\n版本 «x»\n授权单位：«museum»"),
    U("审计要填库房平板上盘点App的版本，是«x»。到底有没有人更新过，我也说不上来。"),
    U("库房的扫码枪固件还是«x»，«it»觉得老掉线就是这个原因。"),
    U("«it»说图像服务器软件的版本是«x»，说是对网上藏品库有影响，那我就老老实实记下来。"),
]

ZH_T["money"] = [
    U("«obj»的保险估值定了，«x»，钉对钉。比我预想的高，得看看会不会超过赔偿保障的上限。", "big"),
    U("对方来函，转一下：\n「……展品在借展期间（含往返运输及在库期间）须按«x»投保，请贵馆于包装前提供保险凭证……」", "big"),
    T("帮我查一下«instshort»那批借展品的协议估值，我要跟保险经纪的清单对一下。",
      "collections_db", {"sql": "SELECT o.title, v.agreed_value, v.valuation_date FROM valuations v JOIN objects o USING (object_id) WHERE v.lender LIKE '%«instshort»%';"},
      " title | agreed_value | valuation_date\n-------+--------------+----------------\n «objtitle» | «x» | 2026-10-02\n(1 row)",
      "记录里只有一条估值，十月初定的，可以逐项跟经纪的清单核对。如果清单上数字不一样，签字前一定要问清楚，经纪有时候会沿用上一次借展的估值。", "big"),
    U("«shipper»报的押运员差旅补贴是«x»，就三个晚上，我觉得偏高，回头问问是不是含住宿。", "small"),
    U("做箱子的报价刚到 «x» 两个箱子加仓储 比去年便宜", "small"),
    A("帮我算一下这几项，报预算用：押运员补贴«c1»，酒店«c2»，机场监装代理费«c3»。",
      "一共«x»。报预算的时候建议三项分开列，财务收到发票时一般都要明细；另外注明酒店那项是预估，等订好再更新。", "sum"),
    U("好消息：展品赔偿保障批下来了，额度«x»，整个展览目前谈好的借展品都够了。", "big"),
    U("估值表目前是这样（从我的表格里复制的）：\n\n| 展品 | 借出方 | 估值 |\n|---|---|---|\n| «objtitle» | «instname» | «x» |\n\n其他几行还没报数，先不贴。", "big"),
    T("«shipper»的发票来了没有？财务在催。",
      "inbox_read", {"from": "«shipper»", "subject_contains": "发票"},
      "发件人：财务部 <finance@logistics.example>\n主题：「«exh»」入馆运输发票\n\n林老师您好：\n\n附件为入馆运输、包装及押运监装费用发票，发票金额：«x»，请于30日内支付。\n\n财务部",
      "来了，金额在邮件正文里，30天内付款。发票PDF在附件里，转给财务的时候要转原邮件，他们要看税号信息。", "small"),
    U("回程的押运监装费«shipper»报了«x»，不算便宜，但在预算里。", "small"),
]

ZH_T["date"] = [
    U("«inst»那边包装定在«x»，押运员第二天出发。我已经跟«colleague»说了，卸货区那几天要空出来。"),
    T("«instshort»那批货什么时候到？我得提前约技术组。",
      "courier_tracking", {"carrier": "«shipper»", "consignee": "«museum»"},
      "预约信息：«shipper» / «museum»\n状态：已预约\n提货：已确认\n预计送达：«x»（上午时段）\n车辆：恒温恒湿、气垫减震，两名随车人员",
      "已经约好了，上面写的送达日期上午到，恒温恒湿气垫车，两个人随车。技术组建议约一整天，虽然开箱要等静置完，但卸车也需要人手。"),
    U("对方回复撤展时间了，转一下：\n「林老师好，我们的技术人员«x»可以到馆撤展，押运员前一天晚上到。请确认是否可行。」"),
    A("箱子要静置48小时，技术组开展前还要两天完整时间，那«instshort»的展品最晚什么时候必须到馆？",
      "从开幕往前倒推，最晚«x»必须进馆。这样刚好够48小时静置加技术组两天，一点余量都没有，所以建议跟«shipper»争取再提前一天，防止天气或者路上耽误。"),
    U("布展改到«x»了 提醒我通知技术组"),
    U("«x»我要整天做点交，日程上帮我挡一下，别再约别的事了，我老是重复约。"),
    U("展品赔偿保障的申请必须«x»之前交上去，不然就只能走商业保险，预算肯定扛不住。"),
    U("目前掌握的几个时间节点：\n- «x»：押运员到馆，开始点交\n- 开幕：按原计划\n- 撤展：跟各家再确认\n\n你看跟之前聊的有没有冲突。"),
    T("帮我在邮箱里搜一下«inst»有没有说改撤展时间的事。",
      "inbox_search", {"query": "撤展 «instshort»", "folder": "收件箱", "limit": 3},
      "共2封\n1. 发件人：展览部 <exhibition@«instdomain»>\n   主题：撤展时间调整为«x»\n   时间：11月18日 10:02\n2. 发件人：展览部 <exhibition@«instdomain»>\n   主题：押运员住宿要求\n   时间：11月18日 10:40",
      "有一封相关的，是他们展览部发的，调整后的撤展时间就在标题里。第二封只是押运员住宿的要求。要不要我打开第一封看看有没有说为什么改？"),
    U("«instshort»的押运员航班«x»落地，我自己去接机，上次那位在航站楼里走丢了。"),
]

ZH_T["decision"] = [
    U("定了，«x»吧，主要是«y»。"),
    U("我跟刘馆商量了一下，决定«x»，因为«y»。"),
    U("想来想去还是«x»吧，毕竟«y»。"),
    U("就这么定：«x»。原因很简单，«y»。别再改了。"),
    U("考虑了半天，最后还是决定«x»，主要因为«y»，别的方案都不太现实。"),
    U("刘馆回复了，转一下：「同意，就«x»，«y»，这个没什么好犹豫的。」"),
    U("好吧，«x»，毕竟«y»。就这样。"),
    U("下午跟«colleague»碰了一下，定了：«x»，主要是«y»。"),
    U("语音转的 这个定了啊 «x» 因为«y» 不用再讨论了"),
    U("开会结论记一下：«x»。理由是«y»，大家都没意见。"),
]

ZH_T["constraint"] = [
    U("提醒一下，«y»，«x»，这是我们自己的规定，没有例外。"),
    U("对方的借展条件写得很清楚：«y»，«x»。我们宁可做得更严一点，也别留话柄。"),
    U("千万记住，«y»，«x»，技术组那边我已经口头说过了，布展手册里也写上。"),
    U("借展协议第七条原文：「«y»，«x»。」这条必须严格执行。"),
    U("转一下对方保管部的邮件：\n「林老师您好，修改后的日程已收到。另请注意：«y»，«x»。请贵馆在展品启运前书面确认。」"),
    T("«inst»对这次借展提了哪些条件？开布展会之前我要全部过一遍。",
      "collections_db", {"sql": "SELECT lender, special_conditions FROM loans_in WHERE lender LIKE '%«instshort»%';"},
      " lender | special_conditions\n--------+--------------------\n «instname» | 开箱须押运员在场；«y»，«x»；点交报告须双方签字\n(1 row)",
      "记录里有三条特殊条件：开箱要押运员在场、中间那一条、点交报告双方签字。建议三条都放在布展手册第一页，技术组一般不会往后翻。"),
    U("语音转的 还有个重要的 «y» «x» 技术组我说过了 你帮我写进布展手册"),
    U("这次布展的规矩，明天发给大家：\n1. 每次移动展品，展厅门要关好并挂牌；\n2. «y»，«x»；\n3. 所有移动当天在系统里登记；\n4. 推车要垫好，不能超载。"),
    U("押运员接待材料里要写一条硬规定：«y»，«x»。"),
    U("一开始就该说的：«y»，«x»。这条没得商量，宁可被说死板，也不想解释为什么东西坏了。"),
]

ZH_T["question"] = [
    U("还有个事一直没搞清楚：«x»？问了两次都没人回复。"),
    U("你知道«x»吗？馆里没人说得清。"),
    U("«x»，这个到现在还不知道，先记一下。"),
    U("对了，«x»？王经理说他去问，到现在也没消息。"),
    U("有个问题：«x»？我自己也拿不准。"),
    U("周四的会我想加一项，就是«x»，好像一直没人定过，不能再默认了。"),
    U("语音转的 问你个事 «x» 我真不知道 先记在待办里"),
    U("一直想问，«x»？档案翻了两遍也没找到。"),
    U("待定问题再加一条：«x»。周一给«inst»发了邮件，到现在没回。"),
    U("这个我应该知道但确实不知道：«x»？问对方之前想先听听你的看法。"),
]

ZH_REPLIES = {
    "name": ["好的，记下了。如果对方是新到岗的，你现在发一封简短的介绍邮件能省掉后面很多麻烦，需要的话我来起草。",
             "收到。建议确认一下对方手上的日程是不是最新版，新对接人经常接手的是旧版本。",
             "明白。建议在借展档案里把职务和名字一起记上，半年以后你记得的多半是职务。",
             "记下了，我会把这个联系人跟«instshort»那个借展放在一起，后面来回沟通的时候好找。",
             "好的，有这个很有用。下次给«inst»写信的时候，建议把对方职务也确认一下，借出方人员变动是文件寄错最常见的原因。",
             "收到。建议顺手在系统的借展记录里也加上这个联系人，别只存在邮箱里。"],
    "command": ["值得留着。跑的时候如果出现看不懂的提示，就停在那里，把原文发给«it»，别为了看看会不会消失再跑一遍。",
                "有个书面的好。建议在旁边加一行说明是干什么用的，光是命令，过一个月就看不懂了。",
                "记下了。这个不改任何记录，风险很低，主要是要在cms01上跑，别在自己电脑上跑。",
                "这个值得留着备用。是常规操作，唯一要注意的是别赶上有人正在保存记录，早上刚上班或者闭馆以后跑最好。",
                "记下了。建议再记个小本，写清楚什么时候跑的、为什么跑，问题反复出现的话IT好找规律。"],
    "id": ["记下了。以后这个借展相关的邮件标题都带上这个编号，搜邮箱方便很多。",
           "好的。建议在系统的借展记录里作为外部编号录进去，检索的时候能查到。",
           "收到。如果借出方或者运输公司哪天引用了不一样的编号，马上问清楚，别默认是同一个。",
           "记下了，以后需要的地方我都用这个编号。也建议写在借展档案袋外面，技术组不用问就能看到。",
           "好的。建议跟系统里的记录逐位核对一次，这种编号抄错一位，以后很难发现。",
           "收到。需要的话我可以起草一封简短的邮件给«inst»确认这个编号，双方引用的是同一个号就放心了。"],
    "port": ["好的。建议把这些集中记在一个地方，比如IT文件夹里一页纸，写清每个服务和地址，别散在邮件里。",
             "记下了。连不上的话，常见原因一个是VPN（有些端口只有内网能访问），一个是浏览器缓存了旧证书。",
             "看着没问题。如果浏览器提示证书问题，先问信息中心，别直接点继续。",
             "好的，记下了。把完整地址存成书签，以后就不用再问了。",
             "收到。可以请信息中心出一页「哪个服务在哪个端口」的清单，省得每次都问。"],
    "version": ["好的。厂商问的时候按原样给，前面有v的也带上。",
                "记下了。更新以后出问题，技术支持第一个问的就是版本号，手边有就好。",
                "收到。建议把查看的日期也记上，版本经常悄悄就变了。",
                "记下了。回复厂商的时候把完整版本号原样给他们，包括字母，技术支持一般按这个分派。",
                "好的。升级之前建议让信息中心确认有最新的数据库备份和能用的回退方案，尤其是现在借展还在进行中。",
                "收到。建议把各个组件用的版本统一记一张表，填升级申请的时候快很多。"],
    "money_small": ["记下了。报预算的时候注明一下含不含税、含不含燃油附加费，运输公司的报价口径经常不一致。",
                    "好的。建议让«shipper»给个明细再确认，补贴、住宿、监装经常打包在一起，不好比较。",
                    "收到。建议现在就记到运输预算那一行，免得发票来了财务吓一跳。"],
    "money": ["好的。建议注明这个数是单件的还是整批的，这个特别容易搞混。",
              "记下了。如果借出方的估值跟经纪那边不一样，现在提出来比凭证出了以后再改好得多。",
              "收到。保险清单上币种最好文字和符号都写，免得有歧义。",
              "记下了。签字之前建议把这个数跟赔偿保障上限和经纪的清单核对一下，每份文件上都写清币种。",
              "好的。建议在估值表里连同确定日期一起记下来，以后有变动也有据可查。",
              "收到。借展协议、保险清单和赔偿保障申请上的数字要完全一致，币种也要一致。"],
    "date": ["记下了。建议同时通知技术组和保卫科，别让哪边是听别人转述的。",
             "好的。建议看一下那一周卸货区有没有别的到货，别撞了。",
             "收到。除非你说要改，我就按这个定了，其他日期围绕它排。",
             "记下了，后面的日程我都按这个排。建议跟«shipper»和对方都书面确认一下，大家用同一个日历。",
             "好的。建议同时写进展览部的共享日历，也跟保卫科打个招呼，他们要安排非开放时间进出。",
             "收到。要是再变，告诉我，我把包装、运输、静置、布展的顺序重新排一遍。"],
    "decision": ["好，那就定了。这种决定值得给相关的人发一句话的邮件，免得被悄悄改回去。",
                 "记为已定。理由站得住，以后有人问也好解释。",
                 "明白，就按这个推进，其他方案我不再提。",
                 "这个决定挺合理，理由也清楚。我就按定了处理，后面的安排都围绕这个来。",
                 "好的，记为已定。建议明确告诉«colleague»一声，免得有人还在按另一个方案推进。",
                 "同意，这个理由跟对方解释也站得住。除非你说要改，我不会再提这件事。"],
    "constraint": ["记下了。押运员接待材料里也写上，押运员往往是最先发现条件没被遵守的人。",
                   "明白，我同意。这种规矩只有每次都执行才有用，所以要写在技术组看得到的地方。",
                   "好的。这个借展我起草的每份东西都会遵守这一条，如果哪个安排跟它冲突我会提醒你。",
                   "明白。这个借展我起草的所有东西都会按这条来，建议放在布展手册第一页加粗，大家真正会看的只有第一页。",
                   "记下了，完全合理。可以在相关的门口贴一张塑封提示，技术组在关键时刻能看到。",
                   "好的，我会写进操作须知和押运员接待材料里，如果有什么要起草的东西跟这条冲突，我会提醒你。"],
    "question": ["现有材料里看不出答案。建议书面问对方，不管怎么答都能留档。",
                 "档案和往来邮件里都查不到，这个最好在大家按某个假设去安排之前问清楚。",
                 "我确实不知道。先留在待定清单上，下次通电话可以直接问。",
                 "这个我没有任何信息，在有人书面答复之前先留在待定清单上。",
                 "我说不上来，也不想乱猜。下次跟借出方开会的时候可以提出来。",
                 "我们手上的材料里都找不到这个，先放在待定问题里。",
                 "这个我这边确实查不到，借展档案、系统记录和邮箱里都没有相关内容。建议直接问对方，在有明确答复之前先放在待办问题清单里。",
                 "我也不知道，这种事不好乱猜。我先把它记在下次开会的待定事项里。",
                 "好问题，我没看到任何能说清这件事的材料。可以问问«colleague»有没有印象，不然还是得对方书面答复。"],
}

ZH_ADVICE = [
    "需要的话，我可以把这个加进借展的一页纸摘要里，布展会上重要的东西都在一张纸上。",
    "另外建议核对一下系统里的借展记录是不是也反映了这一点，别人第一个查的就是那里。",
    "顺便说一句，借出方看一个借入馆靠不靠谱，往往就看这类小细节处理得是不是一贯。",
    "发出去的时候也抄送一下«colleague»，让展览部和保管部掌握的信息一致。",
    "布展手册建议这样排：一、展品及位置；二、移动顺序；三、操作和环境要求；四、在场人员及分工；五、出问题怎么办。",
    "一个小建议：每个借出方单独列一张待办清单，写上日期和负责人，比在邮件里翻来翻去好追得多。",
    "需要的话，我可以把这部分写进押运员接待材料，让押运员来之前就知道当天的安排。",
    "另外，每次实物移动当天就要在系统里更新位置记录，记录和实际对不上，审计第一个就查这个。",
    "这件事也可以在下次展览协调会上提一下，让设计和技术组直接听到，别靠转述。",
    "凡是涉及借出方条件的，哪怕电话里说好了，也最好补一封邮件书面确认，两句话就够。",
    "当天的检查清单供参考：\n- 卸货区清空并设警示\n- 推车、手套、软垫备好\n- 点交报告表格打印好\n- 押运员出入证和无线网信息准备好\n- 时间安排告知保卫科",
]

ZH_OPEN = ("早。这个对话我想专门用来跟「«exh»」这几个月的借入借出。我是«museum»保管部的登记员，"
           "以后发过来的多半是跟借出方、运输公司、保险公司的往来，点交报告，偶尔还有系统服务器的问题。"
           "帮我起草对外的东西要正式一点，有几家馆比较讲究。我会贴很多材料，麻烦都帮我记着。")
ZH_OPEN_A = ("早上好，林老师。没问题，「«exh»」的借展我来帮你理清楚。邮件、点交报告、设施报告、温湿度读数，有什么直接贴过来，"
             "编号、日期、条件、待定问题我都会跟着记，对外的信函按正式的口吻起草。需要的话我也可以帮你查藏品数据库、邮箱和运输跟踪。")
ZH_CLOSE = ("今天先这样吧，辛苦了。",
            "不客气。东西都在这个对话里了，下次接着来的时候，先看待定问题和最近要到的押运员，我们再往下推。")



# (Chinese filler turns: see zh_filler below)


# ---------------------------------------------------------------------------
# filler turns (no seeded facts)
# ---------------------------------------------------------------------------

EN_SHORT = [("ok", None), ("Thank you.", "You're welcome."), ("brb - fire alarm test", None),
            ("Back.", "Welcome back - ready when you are."),
            ("Sorry, pulled into a meeting. Back now.", "No problem - carry on whenever you're ready."),
            ("Perfect, thank you.", "You're welcome."), ("One moment, the phone.", "Of course, take your time."),
            ("thanks", None), ("Understood.", None), ("Lunch. Back in half an hour.", "Enjoy your lunch."),
            ("Right.", None), ("Noted, thanks.", None)]
ZH_SHORT = [("好的", None), ("收到", None), ("稍等，去趟库房", "好的，不急。"), ("回来了", "回来啦，随时继续。"),
            ("谢谢", "不客气。"), ("嗯嗯", None), ("刚开完会，回来了", "辛苦了，接着来。"), ("知道了", None),
            ("先去吃个饭", "好，慢慢吃。"), ("ok", None), ("好，我看看", None)]
EN_FIRST = ["Tom", "Sarah", "Paul", "Frances", "Imogen", "Hugh"]
EN_NFILL = 36
ZH_NFILL = 30


def readings(rng):
    temps = [round(rng.uniform(19.2, 21.6), 1) for _ in range(5)]
    rhs = [round(rng.uniform(44.0, 57.5), 1) for _ in range(5)]
    lux = [0, 0] + [rng.randint(35, 62) for _ in range(3)]
    return temps, rhs, lux


def en_filler(rng, c, k):
    g = rng.choice(EN_GALLERIES)
    inst = rng.choice(EN_INSTS)[0]
    obj = rng.choice(EN_OBJS)[0]
    shipper = rng.choice(EN_SHIPPERS)
    first = rng.choice(EN_FIRST)
    if k == 0:
        temps, rhs, lux = readings(rng)
        if rng.random() < 0.5:
            rows = "\n".join("%02d:00  %.1f  %.1f  %d" % (7 + 2 * i, temps[i], rhs[i], lux[i]) for i in range(5))
            u = "Readings from %s this morning, pasted from the dashboard:\n\ntime   temp  RH    lux\n%s\n\nAnything I should worry about?" % (g, rows)
        else:
            rows = "\n".join("logger03,%02d:30,%.1f,%.1f,%d" % (8 + 2 * i, temps[i], rhs[i], lux[i]) for i in range(5))
            u = "Export from the data logger in the vitrine in %s, since yesterday's reading looked odd to me:\n\nlogger,time,temp_c,rh,lux\n%s\n\nIs it the case or the room?" % (g, rows)
        warn = []
        if max(rhs) > 55 or min(rhs) < 45:
            warn.append("RH strayed outside the 45-55%% band (%.1f to %.1f), so I would check whether a door was propped open or the humidifier cycled" % (min(rhs), max(rhs)))
        if max(lux) > 50:
            warn.append("light peaked at %d lux, above the 50 lux usually agreed for sensitive material, so the track lighting may need adjusting" % max(lux))
        body = ("; ".join(warn) + ".") if warn else "everything is within the usual bands, so nothing to act on."
        return [("user", u),
                ("assistant", "Temperature ranged from %.1f to %.1f °C, which is fine. On the rest: %s I can keep a running note of these if you want a trend over the loan period." % (min(temps), max(temps), body))]
    if k == 1:
        return [("user", "Could you draft a short, formal thank-you letter to %s for agreeing to the loan? Nothing effusive; their director dislikes effusiveness." % inst),
                ("assistant", "Here is a draft:\n\nDear Director,\n\nOn behalf of the Trustees and staff of %s, I write to thank you most sincerely for agreeing to lend to «exh». The generosity of lenders is what makes exhibitions of this kind possible, and we are very conscious of the trust placed in us.\n\nWe will, of course, keep you informed of arrangements as they develop, and our registrar will be in touch with your colleagues on the practical details.\n\nYours sincerely,\n\n[Director]\n\nI have kept it to two short paragraphs. If you would like it to mention the specific works, I can add a sentence." % c["museum"])]
    if k == 2:
        return [("user", "Remind me how one calculates an annual light dose? I need to explain it to the new exhibitions assistant without sounding vague."),
                ("assistant", "Annual light dose is simply illuminance multiplied by exposure time. A work shown at 50 lux for 8 hours a day, 6 days a week, for 50 weeks receives 50 x 8 x 300 = 120,000 lux hours in the year. Many lenders of works on paper ask for a cap in that region or lower, and some specify a budget over several years, so one loan can use up a share of an object's allowance. The three points for your assistant: light is cumulative, the damage is irreversible, and the clock only stops when the lights are off.")]
    if k == 3:
        return [("user", "The silica gel for the vitrines arrived today. How long does it need to condition before the objects go in?"),
                ("assistant", "It depends on the target RH and how the gel arrived, but as a rule of thumb: condition it to the target RH in a closed chamber and check it with a calibrated hygrometer rather than relying on time alone. Allow at least several days, often longer for large quantities. Once in the vitrine, give the case a day or two to stabilise and confirm with a data logger before installing the objects. Label each cassette with the date and the RH it was conditioned to.")]
    if k == 4:
        return [("user", "Can you turn this into something presentable for the install meeting? objects arrive / acclimatise / unpack with courier / condition check / install / lighting / final check / sign off"),
                ("assistant", "Install sequence:\n\n1. Arrival and unloading into the loading bay, crates logged on arrival.\n2. Acclimatisation, crates unopened, environment logged.\n3. Unpacking in the presence of the courier.\n4. Condition checking, reports completed and countersigned.\n5. Installation in the gallery, one object at a time.\n6. Lighting adjusted and light levels measured at the object.\n7. Final check of labels, barriers and security fixings.\n8. Sign-off by the courier and by the registrar.")]
    if k == 5:
        return [("user", "%s has asked whether we follow Spectrum for loans in. I believe we do, broadly, but could you give me a sentence I can put in the reply?" % first),
                ("assistant", "Suggested sentence: \"Our loans-in procedures are based on the Spectrum standard, covering agreement, insurance or indemnity, condition checking on arrival and departure, location control and documentation, and are reviewed annually by the registrar.\" It is accurate without over-claiming, which matters if anyone asks for evidence.")]
    if k == 6:
        return [("user", "Sorry, I need to vent for a moment. %s have moved the collection window again without telling us, and I have spent the morning rearranging technicians." % shipper),
                ("assistant", "That is genuinely frustrating, and rearranging technicians at short notice is no small job. When you next write to %s it may be worth asking, politely but firmly, that any change to collection windows is confirmed in writing to you directly, with at least 48 hours' notice except in emergencies. I can draft that email if you like." % shipper)]
    if k == 7:
        return [("user", "Could you draft an out-of-office message for Friday? I am at a courier handover all day and will not be checking email."),
                ("assistant", "Draft:\n\nThank you for your email. I am away from my desk on Friday supervising a loan handover and will have limited access to email. I will reply on my return on Monday. For urgent matters relating to the collections, please contact the registry office on the main switchboard.\n\nKind regards,\n«me»\nRegistrar, %s" % c["museumcap"])]
    if k == 8:
        return [("user", "%s's frame has a loose fixing plate on the back. Is it my job or conservation's to sort that out before it travels?" % (obj[0].upper() + obj[1:])),
                ("assistant", "Strictly it is a conservation matter, but it is your job to make sure it is recorded and resolved before the object travels. I would note it on the outgoing condition report, ask conservation to assess it and either fix it or advise, and then record what was done so the courier and the borrower know.")]
    if k == 9:
        return [("user", "Proofread this label text for me? 'Lent by kind permission of the trustees of %s.'" % inst),
                ("assistant", "It reads correctly. The only question is capitalisation: many institutions prefer 'Trustees' with a capital T when referring to their own board, so it is worth checking the lender's preferred credit line, which is usually specified in the loan agreement. Otherwise it is fine as it stands.")]
    if k == 10:
        return [("user", "The new security officer asked me what a courier actually does. Can you give me three sentences I can send?"),
                ("assistant", "A courier is a member of the lender's staff who travels with the loaned works to supervise their packing, transport, unpacking and installation. They represent the lender's interests and may stop any operation they consider unsafe for the objects. In practice they will need access to the galleries and loading bay, escort at all times, and a quiet space to complete paperwork.")]
    if k == 11:
        return [("user", "Can you remind me of the IPM trap checking routine we agreed? I have lost the sheet."),
                ("assistant", "The routine as usually set out: traps checked monthly in galleries and stores, fortnightly in any area with textiles or organic material on display; every catch recorded by species and location; replacement traps dated; and any webbing clothes moth, carpet beetle or silverfish reported to conservation on the same day. If you want, I can turn that into a one-page sheet.")]
    if k == 12:
        return [("user", "I am dreading the courier dinner tonight. Any tips for making polite conversation for three hours with someone who only wants to talk about crate design?"),
                ("assistant", "Ask them about the worst crate they have ever unpacked - couriers always have a story, and it will carry you through the starter. After that, their own collection, their journey, and what they plan to see while they are here. And you are allowed to leave after coffee.")]
    if k == 13:
        return [("user", "Please tidy this into a proper paragraph for the handling guidance: gloves nitrile not cotton for glazed and polished surfaces, cotton fine for frames if clean, always two hands, never lift by handles or frames top edge"),
                ("assistant", "Handling guidance: nitrile gloves should be worn when handling glazed, lacquered or polished surfaces, as cotton gloves reduce grip and can snag. Clean cotton gloves are acceptable for handling frames. Objects should always be carried with two hands and supported from beneath; they must never be lifted by handles, finials or the top edge of a frame.")]
    if k == 14:
        return [("user", "%s says the gallery technicians want a proper briefing before the install. Could you outline one that takes no more than twenty minutes?" % first),
                ("assistant", "Twenty-minute briefing:\n\n- 5 min: the objects, where they are going, and which are most vulnerable.\n- 5 min: lender conditions and our own handling rules.\n- 5 min: the sequence for the day and who signs what.\n- 5 min: questions, and what to do if something goes wrong (stop, do not fix, call the registrar).")]
    if k == 15:
        return [("user", "sorry for the silence, the afternoon disappeared into a crate that would not open"),
                ("assistant", "No apology needed - I hope the crate yielded in the end without any damage to the contents. Whenever you are ready, we can carry on from where we left off.")]
    if k == 16:
        return [("user", "Is it usual for a borrower to ask for the object's full provenance with the facility report? %s have asked and it seems excessive." % (inst[0].upper() + inst[1:])),
                ("assistant", "It is increasingly common, particularly for works with any gap in their history between 1933 and 1945, and for objects travelling to certain jurisdictions. Providing a provenance summary is reasonable; the full research file is not usually expected. I would send a summary and offer further detail on request.")]
    if k == 17:
        return [("user", "Could you write me a polite chaser to %s? They have not answered my last two emails and I am running out of patience, but I must not show it." % shipper),
                ("assistant", "Draft:\n\nDear colleagues,\n\nI hope you are well. I am writing to follow up on my two previous emails concerning the «exh» transport arrangements, to which I have not yet had a reply. As the schedule is now quite tight, I would be grateful for a response by the end of this week, or a telephone call if that is easier.\n\nWith many thanks,\n«me»")]
    if k == 18:
        return [("user", "Today's condition check went well, for once. The only note is some light surface dirt on %s, which was already on the incoming report." % obj),
                ("assistant", "Good news. Since the dirt was already recorded on the incoming report, it is enough to note 'as previously recorded, no change' rather than describing it again - that keeps the report consistent with the lender's.")]
    if k == 19:
        return [("user", "How should I file the scanned condition reports? By accession number or by lender?"),
                ("assistant", "By loan first, then by object within the loan, since a loan is the unit everything else hangs from (agreement, insurance, couriers). Name each scan with the object number, the stage (incoming, outgoing, interim) and the date, and link it to the object record in the CMS so it is findable from either direction.")]
    if k == 20:
        return [("user", "The technicians have asked whether they can play music in the gallery during the install. I am inclined to say yes, quietly. Is there any reason not to?"),
                ("assistant", "No conservation reason, provided it is quiet enough that everyone can hear instructions and any alarm. The one caveat is the courier: some couriers find it unprofessional, so I would ask the technicians to turn it off while the courier is present.")]
    if k == 21:
        return [("user", "The lift in the east wing has been serviced, apparently. I shall believe it when it stops making that noise."),
                ("assistant", "Fair enough. It may be worth a test run with an empty trolley before any object goes in, and asking the contractor for the service record for the loan file in case a lender asks about it.")]
    if k == 22:
        return [("user", "Could you draft the standard welcome email for a visiting courier? Hotel, how to find us, who meets them. Leave the specifics in square brackets."),
                ("assistant", "Draft:\n\nDear [name],\n\nWe are very much looking forward to welcoming you to %s. Your hotel is [hotel], a short walk from the museum; the booking is in your name for [nights] nights, with breakfast included.\n\nOn the morning of the unpacking, please come to the staff entrance on [street], where a member of our security team will meet you and issue your pass. I will collect you from there myself.\n\nIf your travel plans change, my mobile is [number].\n\nWith best wishes,\n«me»\nRegistrar" % c["museumcap"])]
    if k == 23:
        return [("user", "Tyvek or acid-free tissue for wrapping the small objects going back to %s? The technicians are divided and I would like to settle it before it becomes a feud." % inst),
                ("assistant", "For most small objects, a layer of acid-free tissue against the surface with Tyvek outside works well: the tissue is soft and inert against the object, and the Tyvek adds a smooth, lint-free, tear-resistant layer. Tissue alone can abrade or snag on sharp edges; Tyvek alone can be slippery on glazed surfaces. For lacquer or anything with a friable surface, I would ask conservation before wrapping at all.")]
    if k == 24:
        return [("user", "Can you summarise this for me in three lines? It came from the shipper's crate designer and I lost the will to live halfway through:\n\n> Further to our site visit we propose a double-wall crate with 50 mm polyethylene foam cushioning calibrated for the object weight, a removable tray for the smaller items, vapour barrier lining and external handles on all four sides. We recommend the crate travel flat and that it not be stacked. Lead time is three weeks from approval of the drawing, and we would require access to the object for final measurement."),
                ("assistant", "Summary:\n1. Double-wall crate with weight-calibrated foam, a removable tray for the small items, vapour barrier and handles on all sides.\n2. It must travel flat and must not be stacked.\n3. Three weeks' lead time from drawing approval, and they need access to the object for final measurement.")]
    if k == 25:
        return [("user", "Could you draft a request to the insurers for the certificate of insurance? We need it before the lender will release the works."),
                ("assistant", "Draft:\n\nDear colleagues,\n\nFurther to the cover arranged for the loans to «exh», I should be grateful if you could issue a certificate of insurance naming the lender as loss payee, covering the works nail to nail, including transit and any period in store, for the full duration of the loan. The lender requires the certificate before the works can be released, so I would appreciate receiving it at your earliest convenience.\n\nWith many thanks,\n«me»"),
                ("user", "Shorter, please. They will not read past the second line."),
                ("assistant", "Shorter version:\n\nDear colleagues,\n\nCould you please issue a certificate of insurance for the «exh» loans, naming the lender as loss payee, nail to nail? The lender will not release the works without it.\n\nMany thanks,\n«me»")]
    if k == 26:
        shock = round(rng.uniform(1.6, 4.8), 1)
        return [("user", "The shock logger from the last crate shows a peak of %.1f g, once, on the motorway. Should I be worried?" % shock),
                ("assistant", "A single peak of that size on a road journey is not unusual - a pothole or a joint in a bridge will do it - and well-designed crate foam is meant to absorb exactly that. What matters more is the object: check it carefully on unpacking against the incoming report, note the logger reading on the condition report, and mention it to the courier. Repeated peaks, or a peak at a moment when the crate was being handled, would be more of a concern.")]
    if k == 27:
        return [("user", "I have been asked to give the volunteers a half-hour session on why they must not touch anything. Can you give me an outline that is not patronising?"),
                ("assistant", "Outline (30 minutes):\n\n1. Five minutes: what damage actually looks like - fingerprints on metal, abrasion on gilding, salts and oils on paper.\n2. Ten minutes: why it is cumulative, with one or two stories from our own collection.\n3. Ten minutes: what to do when a visitor touches something - calm, polite, and report it.\n4. Five minutes: questions. Treat them as colleagues; most volunteers are delighted to be trusted with the reasons.")]
    if k == 28:
        return [("user", "Is it 'On loan from' or 'Lent by' on the labels? Design have used both and I want consistency before anything is printed."),
                ("assistant", "Either is correct, but it is the lender's preferred credit line that decides, and it is usually specified in the loan agreement. Where the agreement is silent, 'Lent by' is the more common form in British museums. Whichever you choose for the others, apply it consistently across the exhibition and check each label against its agreement before printing.")]
    if k == 29:
        return [("user", "The American lender gives their storage range as 68 to 72 degrees Fahrenheit. What is that in Celsius? I refuse to do mental arithmetic at this hour."),
                ("assistant", "68 to 72 °F is 20.0 to 22.2 °C. So their range sits slightly warmer than ours at the top end; worth noting in the facility report correspondence, but it should not be a problem.")]
    if k == 30:
        return [("user", "Can you draft a note to security about out-of-hours access for the install week? They like to have things in writing."),
                ("assistant", "Draft:\n\nDear colleagues,\n\nDuring the install week for «exh», the registrar, the technical team and visiting couriers will need access to the loading bay, the temporary exhibition galleries and the crate store outside public opening hours. I will send the daily timings and the names of visiting couriers as soon as they are confirmed. Please let me know if you need anything further for your records.\n\nWith thanks,\n«me»")]
    if k == 31:
        return [("user", "How should I word a small flake loss on the condition report so that it cannot be misread later?"),
                ("assistant", "Be specific about location, size and state, and avoid judgement words. For example: 'Small paint loss, approx. 2 x 3 mm, lower right quadrant, 4 cm from the right edge and 6 cm from the bottom edge; ground visible; edges stable; not previously recorded.' A photograph with a scale and an arrow makes it unambiguous.")]
    if k == 32:
        return [("user", "Remind me what a facility report actually has to cover? I am reviewing one tonight and want a checklist beside me."),
                ("assistant", "Checklist: the building (construction, age, fire compartments), environmental control and monitoring, lighting, security (guarding, intruder detection, CCTV, key control), fire detection and suppression, handling and packing facilities, loading bay and routes, storage, insurance or indemnity, and previous loans. Note anything missing rather than assuming it is fine.")]
    if k == 33:
        return [("user", "Do I need to keep the paper copies of the condition reports once they are scanned?"),
                ("assistant", "Keep the signed originals for the life of the loan at least, and ideally permanently in the loan file - a countersigned paper original is the best evidence if there is ever a dispute. The scan is for convenience and access, not a replacement. Once the loan has closed without issue, your records policy should say how long they are kept.")]
    if k == 34:
        return [("user", "I have been at my desk since seven. Remind me to eat something."),
                ("assistant", "Consider yourself reminded - go and eat something now, before the next email arrives. The loans will still be here in twenty minutes.")]
    return [("user", "%s asked me whether the exhibition budget has a contingency line for transport. I think it has, but I cannot find it in the spreadsheet." % first),
            ("assistant", "If it is not visible as a separate line, it may be folded into the general exhibition contingency. I would ask finance to confirm, and suggest that transport contingency is shown as its own line next time, since shipping costs are the figure most likely to move.")]


def zh_filler(rng, c, k):
    g = rng.choice(ZH_GALLERIES)
    inst = rng.choice(ZH_INSTS)[0]
    obj = rng.choice(ZH_OBJS)[0]
    shipper = rng.choice(ZH_SHIPPERS)
    if k == 0:
        temps, rhs, lux = readings(rng)
        if rng.random() < 0.5:
            rows = "\n".join("%02d:00  %.1f  %.1f  %d" % (7 + 2 * i, temps[i], rhs[i], lux[i]) for i in range(5))
            u = "%s今天早上的读数，从看板上复制的：\n\n时间   温度  湿度  照度\n%s\n\n有什么要担心的吗？" % (g, rows)
        else:
            rows = "\n".join("记录仪03,%02d:30,%.1f,%.1f,%d" % (8 + 2 * i, temps[i], rhs[i], lux[i]) for i in range(5))
            u = "%s展柜里记录仪导出来的，昨天的数看着不太对：\n\n设备,时间,温度,湿度,照度\n%s\n\n是柜子的问题还是展厅的问题？" % (g, rows)
        warn = []
        if max(rhs) > 55 or min(rhs) < 45:
            warn.append("湿度超出了45%%–55%%的范围（%.1f到%.1f），建议查一下是不是有门没关或者加湿器在循环启停" % (min(rhs), max(rhs)))
        if max(lux) > 50:
            warn.append("照度最高到了%d勒克斯，超过敏感展品一般约定的50勒克斯，可能要调一下轨道灯" % max(lux))
        body = ("；".join(warn) + "。") if warn else "其他都在正常范围内，不用处理。"
        return [("user", u),
                ("assistant", "温度在%.1f到%.1f度之间，没问题。其他方面：%s需要的话我可以把每天的读数连起来记，借展期间就有趋势了。" % (min(temps), max(temps), body))]
    if k == 1:
        return [("user", "帮我起草一封给%s的感谢函，正式一点，别太煽情，对方馆长不喜欢那种。" % inst),
                ("assistant", "草稿如下：\n\n尊敬的馆长：\n\n承蒙贵馆慨允出借展品参加「«exh»」，谨代表%s全体同仁致以诚挚谢意。借展方的支持是此类展览得以举办的前提，我们深知责任重大。\n\n后续安排我们将及时与贵馆沟通，具体事务由我馆保管部与贵馆同事对接。\n\n此致\n敬礼\n\n[馆长签名]\n\n写了两段，比较简短。如果想提到具体展品，我可以再加一句。" % c["museum"])]
    if k == 2:
        return [("user", "年度光照量怎么算来着？新来的展览助理问我，我想讲得清楚一点。"),
                ("assistant", "年曝光量就是照度乘以时间。比如一件展品每天在50勒克斯下展8小时，一年展300天，就是50×8×300＝120,000勒克斯·小时。纸本文物的借出方通常会要求在这个水平或者更低，有的还按几年算总额度，一次借展就会用掉一部分。跟助理讲的时候抓住三点：光照是累积的，损伤不可逆，只有关灯才停止计算。")]
    if k == 3:
        return [("user", "展柜用的调湿硅胶今天到了，要平衡多久才能放展品？"),
                ("assistant", "要看目标湿度和硅胶到货时的状态。一般做法是放在密闭箱里平衡到目标湿度，用校准过的湿度计确认，不要只看时间；量大的话至少要好几天。放进展柜后再让柜子稳定一两天，用记录仪确认了再放展品。每盒硅胶都贴上日期和平衡的湿度。")]
    if k == 4:
        return [("user", "帮我把这个整理成能拿到布展会上的样子：到货 静置 押运员在场开箱 点交 上展 调灯光 最后检查 签字"),
                ("assistant", "布展流程：\n\n1. 到货卸车，入卸货区登记箱号；\n2. 静置，不开箱，记录环境数据；\n3. 押运员在场开箱；\n4. 点交，填写报告并双方签字；\n5. 逐件上展；\n6. 调整灯光，在展品表面测照度；\n7. 最后检查展签、隔离带和安防固定；\n8. 押运员与登记员签字确认。")]
    if k == 5:
        return [("user", "烦死了，%s又改了提货时间也不提前说，我一上午都在重新排技术组。" % shipper),
                ("assistant", "确实让人头大，临时重排技术组不是小事。下次给%s写信的时候，可以客气但明确地提一下：提货时间如有变动，请直接书面通知你本人，除紧急情况外至少提前48小时。需要的话我来起草。" % shipper)]
    if k == 6:
        return [("user", "帮我写个周五的自动回复，我一整天在外面交接押运，看不了邮件。"),
                ("assistant", "草稿：\n\n您好，来信已收到。本人周五外出负责借展交接，无法及时查看邮件，返回后将尽快回复。如有藏品相关急事，请致电馆总机转保管部。\n\n林\n«museum»保管部")]
    if k == 7:
        return [("user", "%s的画框背后有块挂件松了，出库前这事归我管还是归修复室管？" % obj),
                ("assistant", "严格说是修复的事，但确保它被记录、在出库前解决，是你的责任。建议在出库点交报告上注明，请修复室评估，修好或者给出意见，然后把处理情况记下来，让押运员和借入方都知道。")]
    if k == 8:
        return [("user", "新来的保卫干事问押运员到底是干嘛的，给我三句话我转给他。"),
                ("assistant", "押运员是借出方派来的工作人员，全程陪同展品的包装、运输、开箱和布展。他们代表借出方的利益，认为操作不安全时有权叫停。实际工作中需要给他们展厅和卸货区的出入权限、全程陪同，以及一个能安静填表的地方。")]
    if k == 9:
        return [("user", "虫害监测的粘板检查流程是怎么定的来着？那张表找不到了。"),
                ("assistant", "一般是这样：展厅和库房每月查一次，有纺织品或其他有机质展品的区域每两周查一次；每次捕获按种类和位置记录；更换的粘板写上日期；发现衣蛾、皮蠹或者衣鱼当天通知修复室。需要的话我整理成一页表。")]
    if k == 10:
        return [("user", "今晚还要陪押运员吃饭，三个小时不知道聊什么，对方只想聊箱子怎么做。"),
                ("assistant", "可以问问对方开过最难开的箱子是什么样的，押运员都有故事，前菜就过去了。然后聊聊他们馆的藏品、这一路怎么样、这几天想去哪儿看看。喝完茶就可以撤了。")]
    if k == 11:
        return [("user", "帮我把这段整理成操作须知：有釉面和漆面的戴丁腈手套不要棉手套 画框干净的棉手套可以 一定两只手 不能提把手或者画框上沿"),
                ("assistant", "操作须知：接触有釉、有漆或抛光表面的展品时应佩戴丁腈手套，棉手套会降低抓握力且易勾挂；搬运画框可使用洁净棉手套。搬运展品须双手托底，严禁提握把手、钮饰或画框上沿。")]
    if k == 12:
        return [("user", "不好意思刚才没回，下午全耗在一个打不开的箱子上了"),
                ("assistant", "没关系，希望箱子最后打开了，里面东西没事。你准备好了我们接着来。")]
    if k == 13:
        return [("user", "%s要我们连设施报告一起提供展品完整的来源记录，是不是有点过分？" % inst),
                ("assistant", "现在这种要求越来越常见了，尤其是来源记录有缺口的，或者要去某些地区展出的。提供一份来源摘要是合理的，完整的研究档案一般不需要。建议先给摘要，注明如需详细资料可再提供。")]
    if k == 14:
        return [("user", "帮我写个催%s的邮件，前两封都没回，我快没耐心了，但是不能表现出来。" % shipper),
                ("assistant", "草稿：\n\n各位好：\n\n关于「«exh»」运输安排，此前两封邮件尚未收到回复，特此跟进。目前时间已比较紧，烦请于本周内回复，或方便时来电沟通。\n\n多谢！\n林")]
    if k == 15:
        return [("user", "今天点交挺顺利，就%s表面有点浮尘，入馆报告里本来就记了。" % obj),
                ("assistant", "好消息。既然入馆报告里已经记过，这次写「同原记录，无变化」就行，不用再重新描述，跟对方的报告保持一致。")]
    if k == 16:
        return [("user", "扫描的点交报告按登记号归档还是按借出方归档？"),
                ("assistant", "建议先按借展项目，再按展品。借展是一切的单位，协议、保险、押运员都挂在下面。每个扫描件用展品编号加阶段（入馆、出馆、中期）加日期命名，再在系统里关联到藏品记录，两头都能找到。")]
    if k == 17:
        return [("user", "东边那部货梯据说保养过了，等它不再发出那种声音我再信。"),
                ("assistant", "也是。建议放展品之前先推个空车试一趟，再跟维保公司要一份保养记录放进借展档案，万一借出方问起来。")]
    if k == 18:
        return [("user", "帮我起草一个给押运员的接待邮件模板，酒店、怎么到馆、谁来接，具体的先用方括号空着。"),
                ("assistant", "草稿：\n\n[姓名]老师您好：\n\n欢迎您来«museum»。酒店为[酒店名称]，步行到馆约十分钟，以您的名义预订了[几]晚，含早餐。\n\n开箱当天上午请到[街道]员工通道，保卫科同事会在门口接您并办理出入证，我随后过来。\n\n行程如有变化，请随时联系我：[手机号]。\n\n林\n«museum»保管部")]
    if k == 19:
        return [("user", "还给%s的小件，用杜邦纸还是无酸纸包？技术组两派意见，我想赶紧定下来别吵起来。" % inst),
                ("assistant", "多数小件可以里面一层无酸纸贴着器物，外面再包一层杜邦纸：无酸纸柔软、性质稳定，杜邦纸光滑、不掉毛、抗撕裂。只用无酸纸遇到锐边容易磨损勾挂；只用杜邦纸在釉面上容易打滑。漆器或者表面酥松的，包之前先问修复室。")]
    if k == 20:
        shock = round(rng.uniform(1.6, 4.8), 1)
        return [("user", "上一个箱子的冲击记录仪显示高速上有一次峰值%.1fg，要紧吗？" % shock),
                ("assistant", "公路运输中出现一次这种量级的峰值并不少见，过个坑或者桥面接缝就会有，箱子的缓冲泡沫本来就是为这个设计的。关键还是看东西：开箱时对照入馆报告仔细检查，把记录仪读数写进点交报告，也跟押运员说一声。如果是反复出现峰值，或者峰值正好发生在搬运箱子的时候，那才更值得担心。")]
    if k == 21:
        return [("user", "帮我给保险公司写个函，要保险凭证，对方说没有凭证不放展品。"),
                ("assistant", "草稿：\n\n您好：\n\n关于「«exh»」借展项目的保险，烦请出具保险凭证，注明借出方为第一受益人，保障范围为钉对钉，包括往返运输及在库期间，保险期间覆盖整个借展期。借出方要求在展品启运前收到凭证，恳请尽早出具。\n\n多谢！\n林"),
                ("user", "再短一点，他们看不过两行的。"),
                ("assistant", "精简版：\n\n您好，请出具「«exh»」借展的保险凭证，借出方为第一受益人，钉对钉。对方收到凭证才放展品，麻烦尽快。谢谢！\n林")]
    if k == 22:
        return [("user", "让我给志愿者讲半小时为什么不能碰展品，给个提纲，别讲得像训小孩。"),
                ("assistant", "提纲（30分钟）：\n\n1. 5分钟：损伤长什么样——金属上的指纹、描金的磨损、纸上的汗渍油渍；\n2. 10分钟：为什么是累积的，讲一两个我们馆自己的例子；\n3. 10分钟：观众碰了展品怎么办——冷静、礼貌、上报；\n4. 5分钟：提问。把他们当同事，多数志愿者很乐意被告知原因。")]
    if k == 23:
        return [("user", "展签上写「借展单位」还是「xx博物馆藏」？设计那边两种都用了，付印前得统一。"),
                ("assistant", "两种都可以，关键看借出方要求的署名方式，一般借展协议里会写。协议没写的话，联展里常用「某某博物馆藏」。定下来以后全展统一，付印前每一块展签都对照协议核一遍。")]
    if k == 24:
        return [("user", "国外那家给的库房温度是68到72华氏度，换成摄氏度是多少？这会儿脑子转不动了。"),
                ("assistant", "68到72华氏度就是20.0到22.2摄氏度。上限比我们略高一点，回设施报告的时候可以提一句，问题不大。")]
    if k == 25:
        return [("user", "帮我给保卫科写个布展期间非开放时间进出的申请，他们要书面的。"),
                ("assistant", "草稿：\n\n保卫科：\n\n「«exh»」布展期间，保管部、技术组及借出方押运员需在非开放时间进出卸货区、临展厅及空箱库房。每日具体时间及押运员名单确定后另行报送。如需其他材料请告知。\n\n保管部 林")]
    if k == 26:
        return [("user", "点交报告里一个小的颜料剥落怎么写才不会被误读？"),
                ("assistant", "位置、尺寸、状态写具体，别用判断性的词。比如：「右下区域，距右边缘4厘米、下边缘6厘米处，颜料层小块剥落，约2×3毫米，露地仗，边缘稳定，原报告未记录。」再配一张带比例尺和箭头的照片，就不会有歧义。")]
    if k == 27:
        return [("user", "设施报告一般要包括哪些内容？今晚要审一份，想手边放个清单。"),
                ("assistant", "清单：建筑（结构、年代、防火分区）、环境控制和监测、照明、安防（值守、入侵报警、监控、钥匙管理）、消防报警和灭火、操作和包装场地、卸货区和通道、库房、保险或赔偿保障、以往借展记录。缺的项目要记下来，别默认没问题。")]
    if k == 28:
        return [("user", "点交报告扫描完了，纸质原件还要留吗？"),
                ("assistant", "至少整个借展期间都要留着签字原件，最好永久放在借展档案里——万一有争议，双方签字的纸质原件是最有力的证据。扫描件是为了方便查阅，不能替代原件。借展顺利结束以后保存多久，按馆里的档案制度来。")]
    return [("user", "从早上七点坐到现在，提醒我吃点东西。"),
            ("assistant", "提醒到了——现在就去吃点东西，趁下一封邮件还没来。借展的事二十分钟后还在这儿。")]


# ---------------------------------------------------------------------------
# conversation builder
# ---------------------------------------------------------------------------

class Conv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.per_kind = per_kind
        self.rng = random.Random(seed * 1000003 + attempt * 7919 + (17 if zh else 0))
        self.used = []
        self.used_days = set()
        self.queues = {}
        rng = self.rng
        if zh:
            me, museum, domain = rng.choice(ZH_PERSONAS)
            self.base = {"me": me, "museum": museum, "museumcap": museum, "domain": domain,
                         "exh": rng.choice(ZH_EXHS), "it": rng.choice(ZH_IT)}
        else:
            me, museum, domain = rng.choice(EN_PERSONAS)
            self.base = {"me": me, "museum": museum, "museumcap": museum[0].upper() + museum[1:],
                         "domain": domain, "exh": rng.choice(EN_EXHS), "it": rng.choice(EN_IT)}

    # -- helpers -----------------------------------------------------------
    def ok_needles(self, nds):
        for i, a in enumerate(nds):
            for j, b in enumerate(nds):
                if i != j and (a in b or b in a):
                    return False
            for u in self.used:
                if a in u or u in a:
                    return False
        return True

    def pick(self, kind, what, pool):
        q = self.queues.setdefault((kind, what), [])
        if not q:
            q.extend(pool)
            self.rng.shuffle(q)
        return q.pop()

    def ctx(self, kind="filler"):
        rng = self.rng
        c = dict(self.base)
        if self.zh:
            inst = self.pick(kind, "inst", ZH_INSTS)
            obj = self.pick(kind, "obj", ZH_OBJS)
            c.update(inst=inst[0], instshort=inst[1], instdomain=inst[2], instname=inst[0],
                     obj=obj[0], objkw=obj[1], objtitle=obj[2], gallery=rng.choice(ZH_GALLERIES),
                     shipper=rng.choice(ZH_SHIPPERS), colleague=rng.choice(ZH_COLLEAGUES),
                     role=rng.choice(ZH_ROLES), title=rng.choice(ZH_TITLES),
                     email=rng.choice(["jiaoliu", "baoguan", "dengji", "zhanlan"]) + "@" + inst[2])
        else:
            inst = self.pick(kind, "inst", EN_INSTS)
            obj = self.pick(kind, "obj", EN_OBJS)
            name = inst[0][4:] if inst[0].startswith("the ") else inst[0]
            c.update(inst=inst[0], instshort=inst[1], instdomain=inst[2], instname=name,
                     obj=obj[0], objkw=obj[1], objtitle=obj[2], gallery=rng.choice(EN_GALLERIES),
                     shipper=rng.choice(EN_SHIPPERS), colleague=rng.choice(EN_COLLEAGUES),
                     role=rng.choice(EN_ROLES), title=rng.choice(EN_TITLES), email="loans@" + inst[2])
        c["galcode"] = GALLERY_CODES[c["gallery"]]
        return c

    def needles_for(self, kind, tpl, c):
        rng = self.rng
        zh = self.zh
        hint = tpl.get("hint")
        for _ in range(2000):
            extra = {}
            if kind == "name":
                nd = (rng.choice(ZH_NAMES if zh else EN_NAMES),)
                if not zh:
                    first, last = nd[0].split(" ", 1)
                    extra["email"] = "%s.%s@%s" % (ascii_fold(first[0]).lower(),
                                                   ascii_fold(last).lower().replace(" ", ""), c["instdomain"])
            elif kind == "command":
                cmd, d_en, d_zh, out = gen_command(rng)
                nd = (cmd,)
                extra = {"desc": d_zh if zh else d_en, "out": out}
            elif kind == "id":
                nd = (gen_id(rng, hint, zh),)
            elif kind == "port":
                nd = (str(rng.choice(PORTS)),)
            elif kind == "version":
                nd = (gen_version(rng),)
            elif kind == "money":
                v, total = (zh_money if zh else en_money)(rng, hint)
                nd = (v,)
                if hint == "sum":
                    parts = split3(rng, total)
                    fmt = "{:,}元" if zh else "{:,}"
                    extra = {"c1": fmt.format(parts[0]), "c2": fmt.format(parts[1]), "c3": fmt.format(parts[2])}
            elif kind == "date":
                txt, key = (zh_date if zh else en_date)(rng)
                if key in self.used_days:
                    continue
                nd = (txt,)
                extra = {"_day": key}
            elif kind == "decision":
                nd = rng.choice(ZH_DECISIONS if zh else EN_DECISIONS)
            elif kind == "constraint":
                nd = rng.choice(ZH_CONSTRAINTS if zh else EN_CONSTRAINTS)
            else:
                nd = (rng.choice(ZH_QUESTIONS if zh else EN_QUESTIONS),)
            if self.ok_needles(nd):
                self.used.extend(nd)
                if "_day" in extra:
                    self.used_days.add(extra.pop("_day"))
                return list(nd), extra
        raise RuntimeError("cannot find fresh needle for %s" % kind)

    def reply(self, kind, c, own=None, hint=None):
        rng = self.rng
        pools = ZH_REPLIES if self.zh else EN_REPLIES
        key = "%s_%s" % (kind, hint) if "%s_%s" % (kind, hint) in pools else kind
        r = rng.choice(own) if own else self.pick("reply", key, pools[key])
        if kind != "question" and rng.random() < 0.55:
            r += "\n\n" + self.pick("reply", "advice", ZH_ADVICE if self.zh else EN_ADVICE)
        return fill(r, c)

    def filler(self, pool):
        rng = self.rng
        c = self.base
        if not pool or rng.random() < 0.22:
            u, a = rng.choice(ZH_SHORT if self.zh else EN_SHORT)
            return [("user", u)] + ([("assistant", a)] if a else [])
        k = pool.pop()
        items = (zh_filler if self.zh else en_filler)(rng, c, k)
        return [(r, fill(t, c)) for r, t in items]

    # -- main --------------------------------------------------------------
    def build(self):
        rng = self.rng
        zh = self.zh
        TPL = ZH_T if zh else EN_T
        facts = []
        eps = []
        for kind in KINDS:
            tpls = list(TPL[kind])
            rng.shuffle(tpls)
            for i in range(self.per_kind):
                tpl = tpls[i % len(tpls)]
                c = self.ctx(kind)
                nds, extra = self.needles_for(kind, tpl, c)
                c.update(extra)
                c["x"] = nds[0]
                if len(nds) > 1:
                    c["y"] = nds[1]
                facts.append({"kind": kind, "needles": nds})
                if tpl["ch"] == "u":
                    eps.append({"type": "u", "kinds": [kind], "texts": [fill(tpl["u"], c)], "ctx": c,
                                "r": tpl.get("r"), "hint": tpl.get("hint")})
                elif tpl["ch"] == "a":
                    eps.append({"type": "items", "items": [("user", fill(tpl["u"], c)),
                                                           ("assistant", fill(tpl["a"], c))]})
                else:
                    payload = {"args": fill_any(tpl["args"], c), "out": fill(tpl["out"], c)}
                    eps.append({"type": "items", "items": [("user", fill(tpl["u"], c)),
                                                           ("tool", tpl["tool"], payload),
                                                           ("assistant", fill(tpl["a"], c))]})
        rng.shuffle(eps)
        # merge some neighbouring plain user messages into one longer message
        merged = []
        for ep in eps:
            prev = merged[-1] if merged else None
            if (prev is not None and prev["type"] == "u" and ep["type"] == "u" and len(prev["texts"]) == 1
                    and rng.random() < 0.3
                    and all(len(t) > 80 and not t[0].islower() for t in prev["texts"] + ep["texts"])):
                prev["texts"] += ep["texts"]
                prev["kinds"] += ep["kinds"]
                prev["ctxs"] = [prev["ctx"], ep["ctx"]]
                prev["rs"] = [prev["r"], ep["r"]]
                prev["hints"] = [prev["hint"], ep["hint"]]
            else:
                merged.append(ep)
        eps = []
        for ep in merged:
            if ep["type"] == "items":
                eps.append(ep["items"])
                continue
            if len(ep["texts"]) == 1:
                eps.append([("user", ep["texts"][0]), ("assistant", self.reply(ep["kinds"][0], ep["ctx"], ep["r"], ep["hint"]))])
                continue
            ctxs = ep["ctxs"]
            if zh:
                u = "两件事。\n\n一、" + ep["texts"][0] + "\n\n二、" + ep["texts"][1]
                a = ("分两点说：\n\n一、" + self.reply(ep["kinds"][0], ctxs[0], ep["rs"][0], ep["hints"][0]) +
                     "\n\n二、" + self.reply(ep["kinds"][1], ctxs[1], ep["rs"][1], ep["hints"][1]))
            else:
                u = "Two things, while I think of them.\n\n1) " + ep["texts"][0] + "\n\n2) " + ep["texts"][1]
                a = ("Taking those in turn.\n\n1) " + self.reply(ep["kinds"][0], ctxs[0], ep["rs"][0], ep["hints"][0]) +
                     "\n\n2) " + self.reply(ep["kinds"][1], ctxs[1], ep["rs"][1], ep["hints"][1]))
            eps.append([("user", u), ("assistant", a)])
        nmsg = sum(1 for ep in eps for it in ep if it[0] != "tool") + 4
        cap = 2 * (ZH_NFILL if zh else EN_NFILL) + 10
        lo = max(135, nmsg + 20)
        hi = min(268, nmsg + 90, nmsg + cap)
        target = rng.randint(lo, hi) if lo <= hi else lo
        nk = ZH_NFILL if zh else EN_NFILL
        pool = list(range(1, nk)) + [0] * (nk // 6)
        rng.shuffle(pool)
        while nmsg < target:
            f = self.filler(pool)
            if nmsg + len(f) > 276:
                break
            eps.insert(rng.randint(0, len(eps)), f)
            nmsg += len(f)
        c = self.base
        if zh:
            seq = [("user", fill(ZH_OPEN, c)), ("assistant", fill(ZH_OPEN_A, c))]
            tail = [("user", ZH_CLOSE[0]), ("assistant", ZH_CLOSE[1])]
        else:
            seq = [("user", fill(EN_OPEN, c)), ("assistant", fill(EN_OPEN_A, c))]
            tail = [("user", EN_CLOSE[0]), ("assistant", EN_CLOSE[1])]
        for ep in eps:
            seq.extend(ep)
        seq.extend(tail)
        return facts, seq

    def tool_rows(self, name, payload):
        return json.dumps(payload["args"], ensure_ascii=False), payload["out"]


# ---------------------------------------------------------------------------
# run protocol (copied from the shared held-out harness)
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
            cid = "call_bx%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_bx%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_bx%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_bx%d" % n, "createdAt": ts,
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

#!/usr/bin/env python3
"""Held-out retention set "bw" for okbot.

The treasurer / tech lead of an amateur astronomy club (remote observatory on a hill farm)
talks to his assistant: members, suppliers, order and membership numbers, the observatory
PC and its INDI / Alpaca services, firmware versions, prices, dues, grants, observing nights,
remote-use rules.  Seeds 1..4 are English, the last seed's conversation is Chinese.

usage: [PER_KIND=10] [SUMMARY_MAX=2000] python3 gen.py OKBOT WORKDIR [SEED ...]
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
MON3 = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_WD = "一二三四五六日"


def suf(d):
    if 10 <= d % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


def strip_end(s):
    return s.rstrip().rstrip(".!。！")


# --------------------------------------------------------------------------------------------
# shared technical material (commands, services, products) used by both languages
# --------------------------------------------------------------------------------------------

SVCS = ["indiwebmanager", "indiserver", "alpaca-roof", "phd2-headless", "allsky", "chrony", "gpsd",
        "mosquitto", "dome-api", "smbd"]
TARGETS = ["M42", "NGC7000", "IC1805", "M31", "Rosette", "M101", "Leo-Triplet", "Heart-Soul",
           "California", "M81-M82", "Pacman", "M33", "IC1396", "Crescent"]
PKGS = ["indi-full", "kstars-bleeding", "libindi1", "indi-asi", "phd2", "libasi", "indi-eqmod",
        "indi-gpsd"]
HOSTS = ["nas01", "roofpi", "allsky-pi", "wx-station", "obs-router"]


def _hms(r):
    return "%02d:%02d:%02d" % (r.randint(18, 23), r.randint(0, 59), r.randint(0, 59))


def _ymd(r):
    return "2026-11-%02d" % r.randint(2, 19)


def c_restart(r):
    s = r.choice(SVCS)
    return dict(cmd="sudo systemctl restart %s" % s, en="restart the %s service" % s,
                zh="重启一下%s服务" % s, out=lambda q: "")


def c_status(r):
    s = r.choice(SVCS)

    def out(q):
        return ("● %s.service - %s\n     Loaded: loaded (/etc/systemd/system/%s.service; enabled)\n"
                "     Active: active (running) since %s %s GMT; %d days ago\n   Main PID: %d (%s)\n"
                "      Tasks: %d (limit: 9249)\n     Memory: %.1fM" % (
                    s, s, s, _ymd(q), _hms(q), q.randint(1, 9), q.randint(400, 990), s,
                    q.randint(3, 14), q.uniform(8, 90)))
    return dict(cmd="systemctl status %s --no-pager -l" % s, en="check whether %s is actually running" % s,
                zh="看看%s到底有没有在跑" % s, out=out)


def c_journal(r):
    s = r.choice(SVCS)
    h = r.randint(2, 12)
    n = r.choice([20, 30, 40, 50, 60, 80])

    def out(q):
        lines = []
        for _ in range(4):
            lines.append("Nov %02d %s ridge-obs %s[%d]: %s" % (
                q.randint(20, 29), _hms(q), s, q.randint(400, 990),
                q.choice(["client connected", "driver restarted after timeout", "USB device reset",
                          "property update queued", "heartbeat ok", "reconnecting to device"])))
        return "\n".join(lines)
    return dict(cmd="journalctl -u %s --since -%dh --no-pager | tail -n %d" % (s, h, n),
                en="pull the last few hours of the %s journal" % s, zh="把%s最近几个小时的日志拉出来看看" % s,
                out=out)


def c_rsync(r):
    t = r.choice(TARGETS)
    ym = r.choice(["2026-10", "2026-11"])

    def out(q):
        return ("sending incremental file list\n%s/\n%s/Light_%s_300s_001.fits\n...\n"
                "sent %.2fG bytes  received %.2fK bytes  %.2fM bytes/sec\ntotal size is %.2fG  speedup is 1.00" % (
                    t, t, t, q.uniform(2, 30), q.uniform(1, 9), q.uniform(10, 80), q.uniform(30, 90)))
    return dict(cmd="rsync -avh --progress /mnt/astro-data/%s/%s/ nas01:/volume1/club-imaging/%s/" % (ym, t, t),
                en="copy the %s subs over to the NAS" % t, zh="把%s的原始数据同步到NAS上" % t, out=out)


def c_df(r):
    m = r.choice(["/mnt/astro-data", "/mnt/nas-backup", "/home/obs/Pictures", "/var/log"])

    def out(q):
        size = q.choice([458, 916, 1800, 3600])
        used = q.randint(size // 3, size - 20)
        return "Filesystem      Size  Used Avail Use%% Mounted on\n/dev/sda1       %dG  %dG  %dG  %d%% %s" % (
            size, used, size - used, 100 * used // size, m)
    return dict(cmd="df -h %s" % m, en="check how full %s is" % m, zh="看一下%s还剩多少空间" % m, out=out)


def c_smart(r):
    d = r.choice(["sda", "sdb", "nvme0n1"])
    return dict(cmd="sudo smartctl -H /dev/%s" % d, en="run a SMART health check on the %s disk" % d,
                zh="给%s那块盘做个SMART检查" % d,
                out=lambda q: "=== START OF READ SMART DATA SECTION ===\nSMART overall-health self-assessment test result: PASSED")


def c_tail(r):
    ymd = _ymd(r)
    hh, mm, ss = r.randint(18, 23), r.randint(0, 59), r.randint(0, 59)

    def out(q):
        return "\n".join("[%s.%03d - INFO ] %s" % (_hms(q), q.randint(0, 999), q.choice([
            "Capture: Received image 12 out of 40.", "Guide: RMS 0.61 arcsec", "Mount: slew complete",
            "Focus: HFR 2.31", "Scheduler: job M42 progress 12/40", "Capture: Dithering..."])) for _ in range(4))
    return dict(cmd="tail -n %d ~/.local/share/kstars/logs/%s/log_%02d-%02d-%02d.txt" % (r.choice([50, 100, 200]), ymd, hh, mm, ss),
                en="show me the end of last night's Ekos log", zh="把昨晚Ekos日志的最后一段贴出来", out=out)


def c_ssgrep(r):
    p = r.choice(["indiserver", "python3", "mosquitto", "phd2", "websockify"])

    def out(q):
        return 'LISTEN 0      5            0.0.0.0:%d      0.0.0.0:*    users:(("%s",pid=%d,fd=%d))' % (
            q.randint(3000, 49000), p, q.randint(400, 990), q.randint(3, 9))
    return dict(cmd="ss -tlnp | grep %s" % p, en="see what %s is listening on" % p,
                zh="看看%s在监听哪个端口" % p, out=out)


def c_getprop(r):
    t = r.randint(2, 6)
    pr = r.choice(["CCD_TEMPERATURE", "EQUATORIAL_EOD_COORD", "TELESCOPE_PARK", "FOCUS_ABSOLUTE_POSITION",
                   "DOME_SHUTTER", "POWER_SENSORS"])

    def out(q):
        return "ZWO CCD ASI2600MM Pro.%s.VALUE=%.2f" % (pr, q.uniform(-15, 90))
    return dict(cmd="indi_getprop -t %d | grep %s" % (t, pr), en="query %s from the INDI server" % pr,
                zh="从INDI里查一下%s" % pr, out=out)


def c_hold(r):
    p = r.choice(PKGS)
    return dict(cmd="sudo apt-mark hold %s" % p, en="stop %s from auto-updating" % p,
                zh="把%s锁住别让它自动升级" % p, out=lambda q: "%s set on hold." % p)


def c_aptlist(r):
    p = r.choice(PKGS)

    def out(q):
        return "%s/jammy,now %d.%d.%d-%d amd64 [installed]" % (p, q.randint(1, 3), q.randint(0, 9), q.randint(0, 30), q.randint(1, 9))
    return dict(cmd="apt list --installed 2>/dev/null | grep %s" % p, en="see which %s package is installed" % p,
                zh="看看装的是哪个版本的%s包" % p, out=out)


def c_chrony(r):
    v = r.choice(["chronyc tracking", "chronyc sources -v", "chronyc sourcestats"])

    def out(q):
        return "Reference ID    : C0A83201 (obs-router)\nStratum         : %d\nSystem time     : 0.%06d seconds fast of NTP time\nLeap status     : Normal" % (q.randint(2, 4), q.randint(100, 99999))
    return dict(cmd=v, en="check the clock sync on the obs PC", zh="查一下天文台电脑的时间同步", out=out)


def c_ping(r):
    h = r.choice(HOSTS)
    n = r.choice([3, 4, 5, 10])

    def out(q):
        return "%d packets transmitted, %d received, 0%% packet loss, time %dms\nrtt min/avg/max/mdev = %.3f/%.3f/%.3f/%.3f ms" % (
            n, n, q.randint(2000, 9000), q.uniform(0.3, 2), q.uniform(2, 5), q.uniform(5, 40), q.uniform(0.1, 3))
    return dict(cmd="ping -c %d %s" % (n, h), en="check the obs PC can still see %s" % h,
                zh="ping一下%s看看通不通" % h, out=out)


def c_tunnel(r):
    lp, rp = r.choice([(5901, 5900), (8625, 8624), (7625, 7624), (11112, 11111), (6081, 6080)])
    return dict(cmd="ssh -N -L %d:localhost:%d obs@ridge-obs.duckdns.org" % (lp, rp),
                en="open the tunnel to the obs from home", zh="从家里开一个到天文台的隧道", out=lambda q: "")


def c_crontab(r):
    w = r.choice(["rsync", "allsky", "backup", "dues", "reboot", "flats"])

    def out(q):
        return "%d %d * * * /home/obs/bin/%s.sh >> /home/obs/logs/%s.log 2>&1" % (q.randint(0, 59), q.randint(1, 6), w, w)
    return dict(cmd="crontab -l | grep %s" % w, en="see when the %s cron job runs" % w,
                zh="看看%s那个定时任务几点跑" % w, out=out)


def c_solve(r):
    a = r.choice([0.9, 1.0, 1.1, 1.2])
    t = r.choice(TARGETS)
    n = r.randint(1, 60)

    def out(q):
        return "Field center: (RA,Dec) = (%.4f, %.4f) deg.\nField size: %.2f x %.2f degrees\nField rotation angle: up is %.1f degrees E of N" % (
            q.uniform(0, 360), q.uniform(-20, 80), q.uniform(1, 3), q.uniform(0.8, 2), q.uniform(-180, 180))
    return dict(cmd="solve-field --overwrite --downsample 2 --scale-units arcsecperpix --scale-low %.1f --scale-high %.1f %s_L_300s_%03d.fits" % (a, a + 0.3, t, n),
                en="plate-solve one of the %s frames by hand" % t, zh="手动解析一张%s的图" % t, out=out)


def c_du(r):
    ym = r.choice(["2026-09", "2026-10", "2026-11"])
    return dict(cmd="du -sh /mnt/astro-data/%s" % ym, en="see how much data we shot in %s" % ym,
                zh="看看%s拍了多少数据" % ym, out=lambda q: "%.1fT\t/mnt/astro-data/%s" % (q.uniform(0.4, 2.5), ym))


def c_scp(r):
    ymd = _ymd(r)
    return dict(cmd="scp obs@ridge-obs:/home/obs/flats/%s_flats.tar.gz ~/Downloads/" % ymd,
                en="grab the flats from that night", zh="把那天晚上的平场拷下来", out=lambda q: "%s_flats.tar.gz    100%%  %dMB  %.1fMB/s   00:%02d" % (ymd, q.randint(300, 900), q.uniform(2, 11), q.randint(10, 59)))


def c_dues(r):
    m = r.choice(["jan", "feb", "mar", "apr", "dec"])
    f = r.choice(["--dry-run", "--send", "--dry-run --verbose"])

    def out(q):
        return "Loaded %d members from members.csv\n%d with dues outstanding\n(dry run) would email %d addresses" % (
            q.randint(60, 95), q.randint(5, 19), q.randint(5, 19))
    return dict(cmd="python3 ~/club/dues_reminder.py %s --month %s" % (f, m), en="run the dues reminder script",
                zh="跑一下会费提醒的脚本", out=out)


def c_single(r):
    cmd, en, zh, o = r.choice([
        ("lsusb -t", "list the USB tree", "看一下USB设备树", "/:  Bus 02.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/4p, 5000M\n    |__ Port 2: Dev 3, If 0, Class=Hub, Driver=hub/4p, 5000M"),
        ("vcgencmd get_throttled", "check if the roof Pi is under-volting", "看看顶棚那个树莓派是不是欠压了", "throttled=0x50005"),
        ("sudo ufw status numbered", "show the firewall rules", "看一下防火墙规则", "Status: active\n[ 1] 22/tcp    ALLOW IN    Anywhere"),
        ("free -h", "check the memory on the obs PC", "看看天文台电脑内存够不够", "               total        used        free\nMem:           7.6Gi       2.1Gi       4.3Gi"),
        ("uptime -p", "see how long the obs PC has been up", "看看天文台电脑开了多久", "up 6 days, 3 hours, 12 minutes"),
    ])
    return dict(cmd=cmd, en=en, zh=zh, out=lambda q: o)


def c_indiserver(r):
    drv = r.sample(["indi_eqmod_telescope", "indi_asi_ccd", "indi_pegasus_upb", "indi_asi_focuser", "indi_gpsd", "indi_watcher_weather"], 3)
    m = r.choice([100, 200, 300])
    return dict(cmd="indiserver -v -m %d %s" % (m, " ".join(drv)), en="start the INDI server by hand with the usual drivers",
                zh="手动把INDI服务和常用驱动拉起来", out=lambda q: "%sT%s: INDI server started, %d drivers loaded, waiting for clients" % (_ymd(q), _hms(q), len(drv)))


def c_mqtt(r):
    t = r.choice(["weather/ridge/#", "roof/state", "allsky/status", "dome/shutter"])
    n = r.randint(3, 10)
    return dict(cmd="mosquitto_sub -h localhost -t %s -C %d" % (t, n), en="peek at the %s messages" % t,
                zh="看一下%s那个主题的消息" % t, out=lambda q: "\n".join('{"cloud": %d, "wind": %.1f, "rain": 0}' % (q.randint(0, 100), q.uniform(0, 12)) for _ in range(3)))


def c_docker(r):
    c = r.choice(["allsky", "grafana", "influxdb", "indiweb"])
    a = r.choice(["restart", "logs --tail 30"])
    return dict(cmd="docker %s %s" % (a, c), en="kick the %s container" % c, zh="把%s容器重启一下" % c,
                out=lambda q: c if a == "restart" else "level=info msg=\"started\" ts=%s" % _hms(q))


CMD_GENS = [c_restart, c_status, c_journal, c_rsync, c_df, c_smart, c_tail, c_ssgrep, c_getprop, c_hold,
            c_aptlist, c_chrony, c_ping, c_tunnel, c_crontab, c_solve, c_du, c_scp, c_dues, c_single,
            c_indiserver, c_mqtt, c_docker]

# (english name, chinese name, process name shown by ss, config file)
PORT_SVCS = [
    ("INDI server", "INDI服务", "indiserver", "/etc/default/indiserver"),
    ("INDI Web Manager", "INDI Web管理页面", "python3", "/etc/indiweb/indiweb.conf"),
    ("Alpaca server on the roof controller", "顶棚控制器的Alpaca服务", "alpaca-roof", "/opt/alpaca-roof/config.toml"),
    ("noVNC page", "noVNC远程桌面", "websockify", "/etc/default/novnc"),
    ("PHD2 event server", "PHD2事件服务", "phd2", "/home/obs/.PHDGuidingV2"),
    ("MQTT broker for the weather station", "气象站的MQTT", "mosquitto", "/etc/mosquitto/conf.d/ridge.conf"),
    ("allsky camera web UI", "全天相机的网页", "lighttpd", "/etc/lighttpd/lighttpd.conf"),
    ("Grafana dashboard", "Grafana面板", "grafana", "/etc/grafana/grafana.ini"),
    ("dome controller's REST API", "圆顶控制器接口", "dome-api", "/opt/dome-api/settings.yaml"),
    ("SSH forward on the router", "路由器上的SSH转发", "sshd", "/etc/ssh/sshd_config"),
    ("Samba share on the NAS", "NAS的Samba共享", "smbd", "/etc/samba/smb.conf"),
    ("GPS time server", "GPS授时服务", "gpsd", "/etc/default/gpsd"),
]
PORT_BASE = [7624, 7625, 7626, 8624, 8625, 11111, 11112, 32227, 5901, 5902, 6080, 6081, 4400, 4401,
             1883, 8883, 3000, 3001, 8765, 9624, 2222, 2223, 10022, 8090, 8181, 5555, 9000, 4030]


def _vgen(kind):
    def g(r):
        if kind == "indi":
            return "2.%d.%d" % (r.randint(0, 1), r.randint(0, 9))
        if kind == "kstars":
            return "3.%d.%d" % (r.randint(6, 7), r.randint(0, 9))
        if kind == "phd2":
            return r.choice(["2.6.%d" % r.randint(10, 13), "2.6.%ddev%d" % (r.randint(11, 14), r.randint(1, 9))])
        if kind == "sdk":
            return "1.%d.%d" % (r.randint(28, 37), r.randint(1, 9))
        if kind == "upb":
            return "v%d.%d" % (r.randint(1, 2), r.randint(1, 9))
        if kind == "smos":
            return "1.8.%d" % r.randint(0, 4)
        if kind == "roof":
            return "0.%d.%d" % (r.randint(9, 19), r.randint(0, 9))
        if kind == "allsky":
            return "v2026.%02d.%02d" % (r.randint(1, 10), r.randint(1, 28))
        if kind == "gpsd":
            return "3.2%d" % r.randint(2, 5)
        if kind == "mc":
            return "3.%d.%02d" % (r.randint(28, 41), r.randint(1, 9))
        if kind == "nina":
            return "3.%d.%d.%d" % (r.randint(0, 1), r.randint(0, 2), r.randint(1001, 9999))
        if kind == "sharpcap":
            return "4.1.%d" % r.randint(11000, 13999)
        if kind == "ascom":
            return "7.0.%d" % r.randint(0, 3)
        return "%d.%d.%d" % (r.randint(0, 3), r.randint(0, 20), r.randint(0, 9))
    return g


# (english name, chinese name, generator, ssh check command or None, output format)
PRODUCTS = [
    ("INDI", "INDI", _vgen("indi"), "dpkg -s libindi1 | grep -i '^version'", "Version: {v}~202611011200~ubuntu22.04.1"),
    ("KStars", "KStars", _vgen("kstars"), "kstars --version 2>/dev/null", "kstars {v}"),
    ("PHD2", "PHD2", _vgen("phd2"), "phd2 --version", "PHD2 Guiding {v}"),
    ("the ZWO camera SDK", "ZWO相机驱动", _vgen("sdk"), "strings /usr/lib/libASICamera2.so | grep -m1 -i sdk", "ASICamera2 SDK {v}"),
    ("the Pegasus UPB firmware", "Pegasus UPB固件", _vgen("upb"), "indi_getprop -t 3 | grep FIRMWARE", "Pegasus UPB.FIRMWARE_INFO.VERSION={v}"),
    ("StellarMate OS", "StellarMate系统", _vgen("smos"), "cat /etc/stellarmate-release", "StellarMate OS {v} (jammy)"),
    ("the roof controller firmware", "顶棚控制器固件", _vgen("roof"), "curl -s http://roofpi.local/api/version", '{{"device": "roof", "firmware": "{v}"}}'),
    ("the allsky software", "全天相机软件", _vgen("allsky"), "cat /home/obs/allsky/version", "{v}"),
    ("gpsd", "gpsd", _vgen("gpsd"), None, None),
    ("the mount's motor controller firmware", "赤道仪主板固件", _vgen("mc"), "indi_getprop -t 3 | grep MOUNTINFO", "EQMod Mount.MOUNTINFORMATION.MOUNT_FIRMWARE_VERSION={v}"),
    ("NINA", "NINA", _vgen("nina"), None, None),
    ("SharpCap", "SharpCap", _vgen("sharpcap"), None, None),
    ("ASCOM Platform", "ASCOM平台", _vgen("ascom"), None, None),
    ("the dome controller firmware", "圆顶控制器固件", _vgen("other"), "curl -s http://localhost:8088/status", '{{"ok": true, "fw": "{v}"}}'),
]

# --------------------------------------------------------------------------------------------
# English material
# --------------------------------------------------------------------------------------------

EN_FIRST = ["Gareth", "Siobhan", "Priya", "Malcolm", "Harriet", "Declan", "Fiona", "Rhys", "Imogen", "Tariq",
            "Bronwen", "Callum", "Nadia", "Alistair", "Hollie", "Ewan", "Yasmin", "Douglas", "Kirsty", "Anand",
            "Morag", "Felix", "Beatrice", "Lachlan", "Esther", "Kwame", "Rosalind", "Wilf", "Agnieszka", "Hamish"]
EN_LAST = ["Pryce", "Haworth", "Kaur", "Sutcliffe", "Ashworth", "McAllister", "Okafor", "Brennan", "Lindqvist",
           "Pemberton", "Whitaker", "Chaudhry", "Thornton", "Gallagher", "Ellwood", "Fairbairn", "Nakamura",
           "Roebuck", "Holroyd", "Greenhalgh", "Varga", "Dunmore", "Kettlewell", "Ibbotson", "Ackroyd", "Mensah"]
EN_ROLES = ["the new membership secretary", "our contact at First Light Optics", "the outreach coordinator",
            "a prospective member from Hebden Bridge", "the woman who runs the local dark-sky group",
            "the council's parks officer", "our independent examiner this year", "the bloke selling the used EQ8",
            "the new safety officer", "the grants officer at the community fund", "the new junior rep",
            "the landowner's agent", "the chap from the insurance broker", "the science teacher at the high school",
            "the engineer who services the roof motor", "our rep at the BAA", "the new webmaster"]

EN_NAME_T = [
    "oh and {name} is {role} now, so cc them on anything to do with that",
    "Spoke to {name} ({role}) on the phone for like 40 mins, lovely person, talks even more than me haha",
    "{name} — {role} — emailed asking about remote access, can we set them up after the induction?",
    "remind me that {name} is {role}, I WILL forget otherwise",
    "got a text from {name}, {role}, saying they can't make Thursday after all",
    "For the record {role} is {name}, not Dave like I said earlier lol",
    "Had a pint with {name} after the meeting, turns out they're {role}. Loads of ideas for the spring programme!",
    "if {name} rings, that's {role}, be nice, we want their goodwill 😂",
    "{name} turned up at the obs on Saturday unannounced — {role}, apparently. Awkward but fine, gave them a tour.",
]
EN_ID_LABELS = [
    ("order number", "the new focuser", lambda r: "FLO-%06d" % r.randint(100000, 999999)),
    ("invoice number", "the roof motor repair", lambda r: "INV-%05d" % r.randint(10000, 99999)),
    ("membership number", "the new junior member", lambda r: "PRAS-%04d" % r.randint(1000, 9999)),
    ("RMA number", "the dead dew controller", lambda r: "RMA%06d" % r.randint(100000, 999999)),
    ("grant reference", "the community fund application", lambda r: "CF-%02d-%05d" % (r.choice([26, 27]), r.randint(10000, 99999))),
    ("support ticket", "the camera that keeps disconnecting", lambda r: "ZWO-T%05d" % r.randint(10000, 99999)),
    ("policy number", "the equipment insurance", lambda r: "TGP/%07d" % r.randint(1000000, 9999999)),
    ("purchase order", "the NAS drives", lambda r: "PO-%d%03d" % (r.choice([26, 27]), r.randint(100, 999))),
    ("booking reference", "the school hall", lambda r: "HALL-%s%03d" % (r.choice("ABCDEFGHJK"), r.randint(100, 999))),
    ("direct debit reference", "the Starlink account", lambda r: "PRASDD%05d" % r.randint(10000, 99999)),
    ("tracking number", "the returned mount head", lambda r: "DPD%010d" % r.randint(10 ** 9, 10 ** 10 - 1)),
    ("case number", "the council dark-sky complaint", lambda r: "LCC/%04d/%s" % (r.randint(1000, 9999), r.choice(["ENV", "PLN", "HWY"]))),
]
EN_ID_T = [
    "{label} for {what} is {id} btw",
    "finally got the confirmation for {what} — {label} {id} — allegedly it all moves on Monday",
    "can you keep hold of {id}, it's the {label} for {what}",
    "Their {label}: {id}. Don't ask me why it's so long",
    "I'm quoting {id} every time I ring them, that's the {label} for {what}",
    "(the {label} for {what} is {id} if anyone asks, which they will)",
    "Got the {label} through for {what} — {id} — now we wait 6-8 weeks 🙄",
    "I've written {id} on the box in marker, that's our {label} for {what}",
    "the {label} ends in... no wait here it is, {id}. That's {what}.",
]
EN_PORT_T = [
    "the {svc} listens on {port} now, I moved it off the default",
    "remember the {svc} is on port {port}, not the usual one",
    "Forwarded {port} on the router for the {svc}, fingers crossed nobody finds it lol",
    "if you can't connect it's {host}:{port} for the {svc}",
    "Dave put the {svc} on {port} for some reason?? whatever, it works, not touching it",
    "{svc} → port {port}. writing it here so I stop asking you",
    "note: firewall has {port} open for the {svc} and nothing else apart from ssh",
    "the {svc} came back up on {port} after the reboot, which is odd but fine",
]
EN_PORT_HOSTS = ["ridge-obs.local", "ridge-obs", "192.168.50.20", "roofpi.local", "allsky-pi.local"]
EN_VER_T = [
    "obs PC is on {prod} {v} now after last night's update",
    "Don't let anything auto-update, we're staying on {prod} {v} until the outreach night is done",
    "the about box says {prod} {v} — that's the one with the meridian flip fix I think",
    "flashed {prod} to {v}, took ages and I had to hold the reset button like a lunatic",
    "apparently {prod} {v} broke plate solving for half the forum, so, great",
    "for the record {prod} is running {v}",
    "Upgraded {prod} → {v}. Nothing exploded. yet.",
    "the second-hand kit came with {prod} {v} on it, which is positively ancient",
]
EN_MONEY_ITEMS = [
    ("the new Pegasus powerbox", "£", 250, 480), ("this year's dues", "£", 35, 75),
    ("the public liability insurance", "£", 300, 950), ("the dome motor repair", "£", 400, 1900),
    ("the grant's second instalment", "£", 1500, 6500), ("the ZWO EAF", "£", 180, 260),
    ("the NAS drives", "£", 200, 520), ("Starlink", "£", 75, 89), ("hall hire for the outreach night", "£", 60, 160),
    ("the SharpCap Pro licences", "£", 12, 40), ("the replacement belt kit", "$", 129, 199),
    ("the Baader filter set", "€", 600, 1400), ("the used EQ8", "£", 2200, 3900),
    ("electricity for the obs this quarter", "£", 90, 260), ("the mount service", "£", 180, 420),
    ("courier for the RMA", "£", 20, 60), ("the dew heater straps", "$", 45, 95),
]
EN_MONEY_T = [
    "{item} came to {m} in the end, ouch",
    "{item}: {m}. I nearly fell off my chair",
    "We've got {m} set aside for {item} if we're careful",
    "quote for {item} is {m} inc VAT",
    "paid {m} for {item} out of the club account this morning",
    "{m} for {item}!!! daylight robbery",
    "committee signed off {m} for {item}",
    "{item} — {m}, and that's the mates' rate apparently",
    "I make it {m} for {item} once postage is on",
]
EN_EVENTS = ["the next observing night", "the AGM", "the outreach evening at the high school", "the mount service visit",
             "the dues deadline", "the grant report deadline", "the next committee meeting", "the Messier marathon",
             "the roof repair", "the Kielder star party", "the new members' first-light evening", "the club social",
             "the insurance renewal", "the comet watch"]
EN_DATE_T = [
    "{event} is {date}, put it in the diary",
    "we've pencilled in {date} for {event}",
    "{date} for {event}, unless it's cloudy in which case, well, it'll be cloudy",
    "They've moved {event} to {date} 🙄",
    "can you remember {event} is {date}? my brain is a sieve",
    "so {event} — {date}. Tell everyone. Tell the dog.",
    "I told them {date} works for {event}",
    "{event} is booked in for {date}, they confirmed by email",
]
EN_DECISIONS = [
    ("the ASI2600MM Pro", "the QE is miles better in Ha than the old 1600"),
    ("Astronomik 6nm filters", "the Baader ones gave us halos round bright stars"),
    ("the Pocket Powerbox Advance", "the old USB hub keeps dropping the camera mid-sequence"),
    ("moving committee meetings to the first Tuesday", "half the committee does the Thursday pub quiz now"),
    ("a flat guest fee", "nobody could work out last year's sliding scale"),
    ("StellarMate on the Pi 5", "Ekos is what most of the members already know"),
    ("renewing the insurance with Towergate", "they're the only ones who cover kit left on site overnight"),
    ("replacing the roof motor rather than repairing it", "the gearbox is original and parts are unobtainable"),
    ("a mirrored NAS for the imaging data", "we lost three nights of subs to a dead SD card in October"),
    ("Starlink instead of the 4G dongle", "the 4G signal dies whenever it rains up there"),
    ("a Wednesday slot for the juniors", "the school buses stop early on Fridays"),
    ("NINA on the loaner laptop", "beginners find its sequencer much easier to follow"),
    ("paying for the mount service upfront", "the early-payment discount ends before Christmas"),
    ("keeping the old Celestron for outreach", "kids can't hurt it and it aligns in two minutes"),
    ("a shared calendar for telescope bookings", "the WhatsApp booking system is pure chaos"),
    ("the Lodestar as the guide camera", "it's already paid for and PHD2 likes it"),
    ("the allsky camera on the north wall", "that's the only spot the farm's security light doesn't hit"),
    ("monthly direct debits for dues", "people keep forgetting the annual renewal"),
]
EN_DEC_T = [
    "Right, decided: we're going with {c} because {r}.",
    "ok committee agreed on {c} — mainly because {r}",
    "After all that faffing I've settled on {c}, the deciding factor being that {r}.",
    "We'll do {c}. Reason: {r}.",
    "going with {c} in the end since {r}, sorry Dave",
    "Decision made (finally!!): {c}, as {r}.",
    "I think {c} it is — {r}, and honestly that settles it.",
    "so yeah we're just gonna go with {c} cos {r} you know",
]
# (action, scope, positive?)
EN_CONSTRAINTS = [
    ("open the roof remotely", "if the gusts are over 30 km/h", False),
    ("slew the mount below 20 degrees altitude", "on the east side where the hedge is", False),
    ("book the telescope in the shared calendar", "at least 48 hours before your session", True),
    ("delete raw subs from the NAS", "until they're 90 days old", False),
    ("leave the camera cooler running", "when the roof's been shut all day", False),
    ("update the INDI drivers", "in the fortnight before an outreach night", False),
    ("park the mount and close the roof", "before you log off, even if it's cloudy", True),
    ("give guests the remote login", "unless a full member is on the call with them", False),
    ("power-cycle the mount", "without unplugging the USB hub first", False),
    ("keep sessions to four hours", "on new-moon weekends", True),
    ("get two committee signatures on a payment", "once it's over the 250 pound limit", True),
    ("touch the collimation", "unless Dave or I are physically there", False),
    ("switch the dew heaters on", "whenever humidity is above 85 percent", True),
    ("post members' phone numbers on the mailing list", "under any circumstances whatsoever", False),
    ("drive up the farm track", "after 10pm because of the neighbours' complaint", False),
]
EN_NEG = ["never", "don't", "nobody is to", "you must not", "do NOT", "no-one should"]
EN_POS = ["always", "you must", "you have to", "make sure you", "everyone has to"]
EN_CON_T = [
    "New rule, straight from the committee: {modal} {action} {scope}.",
    "Just so it's written down somewhere: {modal} {action} {scope}. I mean it.",
    "Oh and {scope}, {modal} {action}.",
    "Rule 7 (I think it's 7?): {modal} {action} {scope}",
    "the insurance people were very clear — {modal} {action} {scope}",
    "Remind everyone: {scope}, {modal} {action}!!",
    "Dave's going to moan but {modal} {action} {scope}, end of",
    "putting this in the remote-use guide: {modal} {action} {scope}",
]
EN_QUESTIONS = [
    "whether the public liability insurance covers members logging in remotely",
    "who actually has the spare key to the roof padlock",
    "if the grant money can be spent on software licences",
    "what the max payload on the old pier adapter is",
    "whether Starlink will mess with the wifi bridge to the dome",
    "how much electricity the obs really burns on an imaging night",
    "whether junior members need a DBS-checked adult for remote sessions",
    "what happened to the spare 2-inch Ha filter",
    "if the landowner wants the lease renewed in writing this time",
    "whether we can claim Gift Aid on the dues",
    "who's actually organising the Christmas raffle",
    "whether the old LX200 is worth anything on eBay",
    "why the mount loses its alignment whenever the heater kicks in",
    "whether a second pier needs planning permission",
    "what the login for the old club Astrobin account was",
]
EN_Q_T = [
    "Does anyone actually know {q}? asked on the list, crickets",
    "Random q: {q}? nobody's got back to me",
    "Can you think of any way to find out {q}? I've asked twice now",
    "Q for the committee (and you I guess): {q}?",
    "I keep meaning to find out {q} — any ideas?",
    "Honestly does anybody know {q}?? it's driving me mad",
    "while I remember — {q}? no reply from Dave yet",
    "do you know {q}, or is that one for the AGM?",
]
EN_CMD_T = [
    "ran `{cmd}` and it just sat there for a minute before doing anything, is that normal?",
    "ssh'd in from work (shh) and did {cmd} — seems happy now",
    "Note for future me: the fix last time was `{cmd}`",
    "Dave swears by {cmd} after every power cut, so I've added it to the checklist",
    "part of my pre-flight routine now: `{cmd}` — can you keep that somewhere",
    "tried {cmd} like the forum said and got a wall of text",
    "the magic incantation is apparently `{cmd}` 🧙",
    "last thing I typed before the wifi died was {cmd}, so if something's broken blame that",
    "For the handover doc: `{cmd}` — that's the one.",
]

EN_ASIDES = ["(sorry, typing this in the car park)", "— the kettle in the hut is broken again btw —",
             "Jupiter was stunning last night by the way!!", "(yes I know I said I'd stop buying gear)",
             "ugh my back", "lol", "🔭🔭", "anyway.", "ALSO", "not that anyone reads the minutes",
             "sorry, brain dump incoming", "(Dave says hi)", "teh wind up there is unreal",
             "i definately need more coffee", "the forecast for the weekend looks promising!!",
             "(the cat is sat on the keyboard)", "oh and", "right,"]

EN_ACK = {
    "name": ["Noted — I've added them to the club contacts with that role, so I'll know who they are next time they come up.",
             "Got it. I'll keep a note of who that is; handy for when the membership list gets its annual tidy.",
             "Thanks, filed under contacts. If they're getting remote access they'll still need the induction and a signed remote-use agreement first.",
             "Noted the contact. Want me to draft a short welcome email for them?",
             "OK, remembered. Sounds like a useful person to have on side."],
    "command": ["That one's worth keeping — I've put it in the 'recovery steps' section of the handover doc.",
                "Makes sense. A short pause before any output is normal there; it's usually waiting on the USB bus or the network mount.",
                "Good. If it ever misbehaves, run it again with the journal open in a second SSH session so you can see what it's complaining about.",
                "Noted. I'd wrap it in a tiny script that logs a timestamp, so the next person doesn't have to remember the exact incantation.",
                "Saved to the ops notes, exactly as typed."],
    "id": ["Saved that reference against the order so it's there when you need to chase them.",
           "Got it — I'll keep the reference handy. Worth putting it in the subject line of any email to them, it speeds things up.",
           "Noted. I've linked it to the matching line in the equipment register.",
           "Filed. If they ask for proof of purchase as well, the confirmation email is the thing to forward."],
    "port": ["Noted the port. Remember the Ekos profile, the router forward and the firewall rule all have to agree, otherwise you get the classic 'works at the obs, not from home' problem.",
             "Got it. I'll update the network sheet — it's getting to the point where a one-page port map on the hut wall would save a lot of head-scratching.",
             "OK. If it's reachable from outside, I'd at least put it behind the VPN or restrict it to known IPs.",
             "Noted. After the next reboot it's worth checking it actually comes back on that port, since some of these services fall back to the default silently."],
    "version": ["Noted the version. If you want to stay on it, pin the packages so unattended-upgrades doesn't move it under you.",
                "Got it. I'd write the versions down in the logbook each time they change — it makes 'it worked last month' problems much easier to bisect.",
                "OK. Worth checking the release notes before the next update; these drivers have a habit of renaming properties between releases.",
                "Noted. Before any firmware change, save the current settings — some of these controllers reset to defaults on a flash."],
    "money": ["Logged it in the 2026–27 budget sheet under the right heading.",
              "Noted — you're still inside the equipment line for the year, but it's getting tight.",
              "Added to the spreadsheet. Keep the receipt; the examiner will want to see it and the grant people might too.",
              "Got it. I'll flag it in the treasurer's report so nobody's surprised at the AGM."],
    "date": ["In the diary. I'll remind you a week before and again the day before.",
             "Noted — I'll add it to the club calendar too so members can see it.",
             "Got it. Worth sending a reminder to the list about ten days out; people book things early in December.",
             "Noted. I'll keep an eye on the moon phase for it as well."],
    "decision": ["Sensible call, and the reasoning holds up. I'll put it in the minutes draft so nobody relitigates it next month.",
                 "Good — that's a clear decision with a clear reason, which is exactly what the minutes need.",
                 "Agreed, that's defensible. I've noted the reason alongside it.",
                 "Makes sense. I'll record it with the rationale for the committee file."],
    "constraint": ["Understood — that's going into the remote-use rules document verbatim.",
                   "Noted. It might be worth enforcing that in software too where possible, rather than relying on people remembering.",
                   "Got it. I'll add it to the induction checklist so new members hear it on day one.",
                   "Clear rule, I've written it into the rules page."],
    "question": ["On your question — I honestly don't know, and nothing in the mailbox or the documents you've shared settles it. I'd put it on the committee agenda.",
                 "That one I can't answer, I'm afraid; I haven't seen anything that covers it. It's still open.",
                 "I don't have that anywhere. I've added it to the 'open questions' list so it doesn't get lost.",
                 "No idea, sorry — nothing I've seen so far touches on it. Worth asking whoever was treasurer before you."],
}

EN_ADVICE = [
    "While you're in there, a quick remote-session checklist that's served other clubs well:\n\n1. Check the weather station and cloud sensor before unparking.\n2. Unpark, slew to a bright star, and plate-solve before committing to a target.\n3. Start guiding, wait for it to settle, then start the sequence.\n4. Set a hard stop in the scheduler for astronomical dawn.\n5. At the end: park, confirm the park position on the webcam, close the roof, check the roof sensor.\n6. Log the session in the book — who, target, any faults.",
    "On the budget side, it helps to keep three buckets separate in the spreadsheet: **restricted** (grant money that can only go on what the application said), **designated** (money the committee has earmarked, e.g. the roof fund) and **general**. That makes the year-end report almost write itself, and it stops anyone accidentally spending grant money on cake.",
    "A small suggestion for the handover doc: for every service on the obs PC, one line with what it does, how to restart it, where its log lives, and who last touched it. It's boring to write, but the first time something breaks at 1am while you're on holiday, whoever's covering will thank you.",
    "For the network side, the safest pattern for a remote observatory is: nothing exposed directly to the internet except a VPN endpoint (WireGuard or Tailscale), and everything else only reachable through it. It also means you can change ports on the LAN without touching the router every time.",
    "If you want to make updates less scary: take an SD-card or disk image of the obs PC before any big update, keep the last two images on the NAS, and update one thing at a time with a test session in between. Most 'the update broke everything' nights are really 'three things changed at once' nights.",
    "For member communications, a short monthly email tends to beat lots of ad-hoc ones: dates for the month, one piece of kit news, one rule reminder, and one nice picture from the remote scope. People actually read it if it's short and has a pretty picture in it.",
    "Power-wise, if you haven't already, a cheap smart plug with energy monitoring on the main obs feed gives you real numbers per night, which helps both with the electricity budget and with spotting a heater that's been left on.",
    "For dew, the usual rule of thumb is to keep the optics a few degrees above the dew point rather than running the heaters flat out all night. Most of the powerboxes can do that automatically if you give them the ambient temperature and humidity sensor reading.",
    "One thing that saves a lot of grief with second-hand kit: test it at home on a bench for a week before it goes up the hill. Intermittent faults are much easier to find when you don't have to drive up a farm track every time.",
    "If it'd help, I can turn all of this into a one-page 'state of the observatory' note for the committee: what's installed, what's on order, what's broken, what it's costing, and what's been decided. It's a nice thing to have before the AGM.",
    "On the guiding side, the usual suspects when RMS jumps around are: wind on the tube, a cable snagging during the slew, the balance being too perfect (a slight east-heavy imbalance helps on most mounts), and the guide camera exposure being too short for the seeing.",
    "Keeping a running 'open questions' list in the committee folder helps too — things that aren't urgent but that nobody has an answer to yet. It stops them getting asked and forgotten in a loop.",
]

EN_PASTE_INTRO = ["here's the bit from the email:", "pasting this so you've got it:", "fwd from the list, sorry it's long:",
                  "this is what came through:", "copying this in before I lose it:", "ok here:"]
EN_PASTE_ACK = ["Thanks for pasting that in — much easier than paraphrasing.", "Got it, I've read through that.",
                "Thanks — useful to have the original wording.", "OK, that's clear enough."]

EN_MAIL_PROMPTS = {
    "name": ["who was it that emailed about {topic}? can you check the club inbox, I've lost it",
             "can you find the email about {topic} — I need the name of whoever sent it"],
    "id": ["can you dig out the {label} for {what} from the mailbox? I can't face scrolling",
           "search the inbox for {what}, I need the {label}"],
    "money": ["what did they quote us for {item}? it's in the mailbox somewhere",
              "can you find the email with the price for {item}"],
    "date": ["search the mailbox for when {event} is, someone sent it round",
             "when did they say {event} was? check the club inbox pls"],
}
EN_MAIL_TOPICS = ["the remote access request", "the outreach evening", "the lease renewal", "the second-hand mount",
                  "the dark-sky survey", "the insurance renewal", "the roof motor service", "the school visit",
                  "joining the club", "the grant monitoring visit"]
EN_MAIL_SUBJECTS = ["Re: remote access", "Quick question about membership", "Re: your enquiry", "Outreach evening",
                    "Re: Re: roof motor", "Order update", "Following up", "Lease", "Re: dark skies survey"]
EN_TOOL_SUMMARY = {
    "mail_search": ["Found it in the club inbox — that's the latest message in the thread, nothing newer since.",
                    "There it is. Only one match in the mailbox, so I don't think there's a later correction.",
                    "Pulled that from the club mailbox; for some reason it had been filed under 'Suppliers'."],
    "ledger_lookup": ["That's the line from the 2026–27 ledger — it's marked as reconciled against the bank statement.",
                      "Here's the entry. It's categorised under equipment; shout if it should be maintenance instead."],
    "club_calendar": ["That's what the club calendar says; nobody's edited the entry since it was created.",
                      "Found the calendar entry — it's a shared event, so members can already see it."],
    "ssh_exec": ["Ran it on the obs PC — exit status 0 and nothing alarming in the output.",
                 "Done. The output looks healthy to me.",
                 "That went through fine over SSH; nothing in there worries me.",
                 "Done — no errors. I'd keep an eye on it after the next power cut though."],
}
EN_SSH_PROMPTS = {
    "command": ["can you {en} on the obs PC?", "pls {en}, I'm on my phone", "could you {en} for me? cheers"],
    "port": ["which port is the {svc} on again? check on the box", "can you check what port the {svc} actually ended up on"],
    "version": ["what version of {prod} is actually on there? check pls", "can you see which {prod} we're running, I've lost track"],
}
EN_ASST_PROMPTS = {
    "command": ["what's the command to {en} again?", "remind me how I {en}?"],
    "port": ["if I move the {svc} off the default, what should I put it on?", "pick a port for the {svc} that won't clash with anything"],
    "version": ["which {prod} version should we pin to?", "is there a version of {prod} you'd recommend staying on?"],
    "money": ["can you add up {item} for me — parts, postage, the lot?", "what's the all-in cost of {item} once everything's added?"],
    "date": ["can you draft a quick email to the list about {event}? use the date we agreed", "draft me a reminder for {event} please"],
}
EN_ASST_T = {
    "command": ["You want `{cmd}`. Run it on the obs PC itself rather than on the roof Pi, and give it a few seconds before assuming it's hung.",
                "It's `{cmd}` — I'd stick that in the handover doc too, it comes up often enough.",
                "That'd be:\n\n```\n{cmd}\n```\n\nIf it complains about permissions, you're probably logged in as the wrong user."],
    "port": ["I'd put the {svc} on {port}: nothing else on that box uses it, it's above the privileged range, and it's easy to remember. Update the router forward and the client profiles at the same time.",
             "Go with {port} for the {svc}. It doesn't clash with INDI, VNC, Alpaca or the MQTT broker, and it's not one the usual port scanners hammer."],
    "version": ["I'd pin {prod} at {v}. It's the last release people are consistently happy with on the forums, and the next one changes a lot of driver properties.",
                "Stay on {prod} {v} for now — it's stable on your hardware, and there's no feature in the newer release you actually need before the spring."],
    "money": ["All in, {item} comes to {m}, including postage and VAT. That leaves a bit of headroom in the equipment line, but not much.",
              "Adding it all up, {item} is {m} in total. I'd round the budget line up slightly to allow for the courier surcharge they always seem to add."],
    "date": ["Here's a draft:\n\n> Subject: {event_cap}\n>\n> Hi all,\n>\n> Quick reminder that {event} is on {date}. If you're planning to come up to the site, please car-share where you can and bring a red torch. If the weather's against us we'll post on the list by 4pm on the day.\n>\n> Clear skies,\n> Treasurer (and occasional tech support)",
             "Draft:\n\n> Hi everyone — {event} is confirmed for {date}. Details and directions are on the club page; reply to this email if you're coming so we know numbers.\n\nWant me to make it a bit more enthusiastic?"],
}

EN_FILLER = [
    ("clouded out. AGAIN. third saturday running 🙄 I swear the jet stream has it in for us personally",
     "That's rough — three weekends is a proper drought. Some ways to make cloudy nights count so they're not a total write-off:\n\n1. **Flats library** — if the optical train hasn't changed, shoot a fresh set of flats for each filter with the panel, so they're ready for the next clear night.\n2. **Dark library** — with a cooled camera you can refresh darks at your usual set-point with the roof shut. Nobody needs to be there.\n3. **Process the backlog** — there's always a half-finished project on the NAS.\n4. **Maintenance** — cable checks, re-greasing the roof rails, tightening the dovetail clamp.\n\nIf you like, I can make a 'cloudy night jobs' list for the noticeboard in the hut."),
    ("what's the least-bad way to clean dew spots off the corrector plate on the C11? someone wiped it with their SLEEVE at the last public night and I nearly cried",
     "Ouch. The good news is that Schmidt correctors are tougher than they look. The gentle sequence:\n\n1. **Blow first** — a rocket blower (not canned air, it can spit propellant) to get grit off. Grit is what scratches.\n2. **Look at it with a torch at a low angle** — if it's just dried dew spots and a smear, you may not need much.\n3. **Drop and drag** — a fresh lens tissue with a few drops of a 50/50 mix of distilled water and isopropyl alcohol, drawn slowly across once in a single direction. New tissue every pass.\n4. **Never rub in circles**, and never press.\n5. Finish with a dry tissue using the same drag technique.\n\nAnd for the next public night, maybe a small laminated sign: 'Please don't touch the glass — ask a member!' 😄"),
    ("had a cracking session last night btw, seeing was decent for once, FWHM hovering around 2.4\" and guiding RMS under 0.6\" most of the night which for our pier is a miracle. got loads on the Rosette in Ha",
     "That's a genuinely good night for that site — well done. A few things to make the most of it when you stack:\n\n- **Weight subs by FWHM/SNR** rather than equally; the best hours will pull the result up.\n- **Reject the obvious outliers** — anything taken through thin cloud or during a guiding wobble.\n- **Keep a note of the conditions** in the logbook: it's useful later when you're comparing nights and wondering why one stack is sharper.\n\nIf you get OIII on it over the next few clear nights, the Rosette in bicolour is always a crowd-pleaser for the newsletter."),
    ("can you write me a short blurb for the newsletter about the remote scope, like 150 words, enthusiastic but not cringe",
     "Here's a go:\n\n> **Our telescope, your sofa**\n>\n> Did you know you can use the society's telescope without leaving the house? Our roll-off-roof observatory up on the ridge is fully remote-controlled: once you've done the short induction, you can book a night, log in from home, and point a proper cooled astronomy camera at whatever takes your fancy — galaxies, nebulae, the odd comet.\n>\n> You don't need your own kit and you don't need to be an expert. Members who've never taken an astro photo before have produced some lovely images in their first few sessions, and there's always someone on the mailing list happy to help with processing.\n>\n> Interested? Drop the committee a line and we'll get you booked onto the next induction.\n\nWant it punchier, or with a line about the cost?"),
    ("how do people handle meridian flips when the pier is a bit short? we keep getting the camera kissing the pier around the flip",
     "Classic problem. Options, roughly in order of effort:\n\n1. **Flip earlier or later** — most sequencers let you set an offset past the meridian. Flipping a few minutes early can avoid the worst collision angle.\n2. **Set hour-angle limits** in the mount driver so it simply refuses to track into the danger zone.\n3. **Check the camera orientation** — rotating the camera/filter wheel assembly 90° sometimes gives enough clearance.\n4. **Pier extension** — the proper fix if the scope is long. Usually a short extension tube between pier and mount head.\n\nWhatever you choose, test it in daylight with the roof open and a person standing by the power switch. Collisions are much cheaper at 2pm than at 2am."),
    ("treasurer question: is it better to show the grant as restricted funds in the accounts or just lump it in with everything else",
     "Show it as restricted. Grant money given for a specific purpose (e.g. 'remote observatory equipment') can only be spent on that purpose, and keeping it separate:\n\n- makes it easy to show the funder exactly where their money went,\n- stops it being accidentally used to plug a hole in general running costs,\n- and makes the year-end reconciliation much simpler.\n\nIn practice: a separate column or sheet in the ledger for the grant, every receipt tagged against it, and in the annual accounts a note showing opening balance, grant received, spent, and closing balance. Your independent examiner will be happier too. (I'd check with them about your exact reporting format, as I don't know your constitution's wording.)"),
    ("lol Dave just sent a photo of a slug on the roof rail",
     "Ha — the observatory has a new member. 🐌 Worth having a look at the rail seals while you're up there next though; if slugs are getting in, so is water, and wet rails are what make roll-off roofs stick in winter."),
    ("is an allsky camera worth it or is it just a toy",
     "Genuinely worth it for a remote site. The main benefits:\n\n- **Go/no-go at a glance** — members can see whether it's actually clear before they book or unpark.\n- **Safety** — you can see the roof state, snow, or the farmer's cows wandering past.\n- **Timelapse and meteors** — great for the newsletter and outreach.\n- **Cloud detection** — some setups can feed a cloud-cover estimate into the safety monitor.\n\nDownsides: another device to keep dry and powered, and it needs somewhere with a clear view that isn't lit up by security lights. But for what they cost, most remote clubs say it's one of the best things they bought."),
    ("explain polar alignment error to me like I'm a new member, I have to do a talk next month",
     "Here's a version you could more or less read out:\n\n> The Earth spins around an axis that points (very nearly) at Polaris. Our mount has its own axis, and it needs to point at exactly the same spot, so that when the mount turns slowly to follow the stars, it turns the same way the sky does.\n>\n> If the mount's axis is a little off — that's polar alignment error — then even though it's turning at the right speed, it's turning around the wrong point. Stars slowly drift across the image, and over a long exposure, that drift shows up as field rotation and trailing, especially near the edges.\n>\n> Guiding can fix some of the drift, but it can't fix the rotation. So a good polar alignment is the foundation everything else sits on.\n\nA prop helps: a spinning globe and a pencil stuck in it at a slight angle makes the point instantly."),
    ("membership renewals are a nightmare this year, half of them pay by bank transfer with no reference so I have no idea who's paid",
     "Very common pain. Things that help:\n\n1. **Give everyone a unique payment reference** — their membership number works well — and put it in bold in the renewal email.\n2. **Reconcile weekly** rather than once at the end; it's much easier to remember who said 'I've paid' when it was last week.\n3. **For the mystery payments**, the bank statement usually shows the payer's name even without a reference — match on that and a likely amount.\n4. **Send a 'we think you've paid, thank you!' email** when you mark someone as paid, which flushes out mistakes quickly.\n5. Consider **direct debit or a simple online form** next year so the reference is generated for them.\n\nIf you paste the unmatched lines (names only, no account numbers), I can help match them against the member list."),
    ("the hut smells of damp again. is a dehumidifier going to kill the electricity bill",
     "It depends on the type. A desiccant dehumidifier works better in a cold hut than a compressor one (compressor types struggle below about 10°C), but it draws more power. A few ways to keep it under control:\n\n- Put it on a **humidistat or smart plug** so it only runs above, say, 65% RH.\n- **Seal the gaps** first — door sweeps and the roof seals make a big difference.\n- **Keep the optics capped** and the camera in a sealed box with silica gel during long cloudy spells.\n\nIf you have an energy-monitoring plug, run it for a week and you'll know the real cost rather than guessing."),
    ("sorry, long day. kids, work, then the roof wouldn't close and I had to drive up there in my slippers",
     "Oh no — that's the worst kind of evening. Glad you got it shut. For peace of mind it might be worth:\n\n- a **roof-closed sensor** that you can see remotely (a simple magnetic reed switch is enough),\n- a **webcam inside the hut** pointed at the roof edge,\n- and a **weather-triggered auto-close** in the safety monitor, so if the rain sensor trips the roof closes whether anyone's logged in or not.\n\nAnd maybe keep a pair of wellies in the car. 😄"),
    ("so I was thinking about outreach and like maybe we do a thing where kids at the school can request a target and get an image back the next morning would that be mad",
     "Not mad at all — it's a lovely idea, and several clubs do something similar. A simple version:\n\n1. **Request form** — the teacher submits a list of targets (pick from a menu of ones that are up that month).\n2. **Queue** — a member adds them to the scheduler on the next clear night.\n3. **Auto-processing** — a quick stretch and colour combine; doesn't need to be award-winning.\n4. **Delivery** — images dropped in a shared folder with a short 'what you're looking at' note.\n\nNo children ever log in to the observatory itself, which keeps safeguarding simple. I'd pilot it with one class for a term and see how it goes."),
    ("what's a sensible backup strategy for the imaging data, we're at like 6 TB now",
     "The usual rule is **3-2-1**: three copies, on two different kinds of storage, one off-site.\n\nFor the club that could look like:\n\n- **Copy 1:** the obs PC's data drive (working copy).\n- **Copy 2:** the NAS, synced nightly.\n- **Copy 3:** an off-site copy — either a USB drive a member rotates home monthly, or cheap cloud cold storage for the raw subs.\n\nAlso worth deciding what really needs keeping forever. Calibrated stacks and final images are small; raw subs are most of the bulk. Many clubs keep raws for a fixed period and then only keep stacks."),
    ("pasting this from the mailing list because it made me laugh:\n> Has anyone seen my red torch? Left it in the hut on Tuesday. It has a sticker of Pluto on it that says 'never forget'.\n> — Norman",
     "😂 Norman's priorities are correct. Might be time for a **lost property box** in the hut — an old biscuit tin on the shelf by the door, and a note on the list once a month listing what's in it. Red torches, lens caps and single gloves seem to be the standard contents of every observatory's box."),
    ("how do I stop the guiding going wild when the wind picks up? it's a very exposed site",
     "Wind is the enemy at exposed sites. Some things that help:\n\n- **Shield the scope** — even a partial windbreak on the prevailing side makes a big difference.\n- **Longer guide exposures** (2–4s) average out gusts better than short ones.\n- **Lower aggressiveness** slightly so PHD2 doesn't chase every gust.\n- **Slight imbalance** east-heavy keeps the gears meshed.\n- **Tighten everything** — dovetail, clutch, pier bolts.\n- **Set a wind limit** in the safety monitor so sessions stop automatically when it's hopeless.\n\nSome nights you just have to accept and shoot shorter subs."),
    ("right I need to do the treasurer's report for the AGM, can you give me a structure",
     "Here's a structure that works well and fits on two pages:\n\n1. **Summary** — one paragraph: overall position, any big changes.\n2. **Income** — dues, donations, grants, outreach fees, compared with last year.\n3. **Expenditure** — running costs (electricity, insurance, internet), equipment, maintenance, events.\n4. **Restricted funds** — grant balances and what they were spent on.\n5. **Reserves** — what's in the bank, and what the committee thinks a sensible reserve level is.\n6. **Looking ahead** — expected big costs next year, and any proposal on dues.\n7. **Thanks** — to the examiner and anyone who helped.\n\nPut the detailed figures in an appendix table; most members will read the summary and the looking-ahead bit."),
    ("flats keep coming out with a gradient, I've been using a t-shirt over the scope and the dawn sky",
     "T-shirt flats at dawn are a rite of passage, but a gradient usually means the sky brightness is changing across the frame or during the exposure. Options:\n\n- **Point near the anti-sun zenith** area at twilight, which is the most uniform patch of sky.\n- **Keep exposures short and consistent**, a few seconds, and stop once the sky gets too bright.\n- **Use a light panel** — the easiest fix. An electroluminescent panel on top of the dew shield makes flats repeatable and you can do them with the roof shut.\n- **Check for light leaks** — a gradient can also come from stray light getting into the focuser or the gap around the filter wheel."),
    ("the new guy asked what 'binning' means and I realised I can't explain it properly",
     "Here's a simple way to put it:\n\n> Binning combines neighbouring pixels into one bigger 'super-pixel' — 2×2 binning merges four pixels into one. You get fewer, bigger pixels: the image has lower resolution, but each pixel collects more light, so you get a brighter image or a shorter exposure for the same signal.\n\nThen the practical bit: with modern CMOS cameras, binning in the camera doesn't reduce read noise the way it did with old CCDs, so usually you shoot at full resolution and bin later in software if you need to. Where it's still handy is for quick framing shots and plate solving."),
    ("ugh. the Pi in the roof controller is doing the lightning bolt thing again",
     "That's the under-voltage warning. Usual causes:\n\n1. **Cheap or long USB power cable** — voltage drop along the cable. A short, thick cable helps.\n2. **Weak power supply** — the official PSU, or a decent regulated 5V buck converter from the 12V rail, is much better.\n3. **Peripherals drawing power** — relay boards or USB devices hanging off the Pi.\n4. **Cold** — some supplies sag in the cold.\n\nUnder-voltage can corrupt SD cards, so it's worth fixing before it eats the roof controller's card. And keep a spare imaged card in the hut."),
    ("draft me a polite but firm email to people who haven't paid dues yet",
     "Here's a draft:\n\n> **Subject: Your society membership — renewal reminder**\n>\n> Hi [name],\n>\n> I hope you're well and getting the odd clear night! Our records show we haven't yet received your membership renewal for this year. If you've already paid, thank you — please reply with the date and how you paid, and I'll sort out our records.\n>\n> If not, you can pay by bank transfer using your membership number as the reference (details below). Renewing keeps your remote-telescope access active and your place on the mailing list.\n>\n> After the renewal deadline we'll have to pause remote access until payment is received, which we'd much rather not do.\n>\n> Many thanks,\n> [Treasurer]\n\nFirm but friendly. Want a shorter second-reminder version too?"),
    ("what should go in a remote-observatory induction for new members",
     "A good induction covers:\n\n1. **The rules** — booking, session limits, weather limits, what to do at the end.\n2. **A guided session** — they drive, an experienced member watches: unpark, slew, plate-solve, focus, guide, a short sequence, park and close.\n3. **Failure modes** — what to do if the roof won't close, if the mount stops responding, if the connection drops.\n4. **Who to call** — a contact list with a 'phone this person at any hour' name.\n5. **Data** — where their images end up and how long they're kept.\n6. **Sign-off** — they sign the remote-use agreement and you enable their account.\n\nMake a one-page crib sheet they can keep open during their first few sessions."),
    ("I'm thinking of doing a 'first light' evening for new members with proper cake",
     "Love it — cake is the most underrated piece of astronomy equipment. A loose plan:\n\n- **Early evening:** tea, cake, and a 15-minute tour of the hut and the kit.\n- **Twilight:** a quick talk on what they'll be able to do with the remote scope.\n- **Dark:** a live session on the big screen — pick a bright, photogenic target so something appears quickly.\n- **Backup plan:** if it's cloudy, show images previous members have taken and walk through processing one.\n\nAsk each new member to bring a target they'd like to see; it makes it feel like their night."),
    ("how often should we redo the dark library with a cooled camera",
     "With a set-point cooled CMOS camera, darks are pretty stable. Sensible rules:\n\n- **Redo them a couple of times a year**, or whenever you change gain, offset, set-point or exposure length.\n- **Redo after a firmware or driver update** that touches the camera — sometimes the default offset changes.\n- **Always take them at the same temperature** you image at.\n\nBias/dark-flats are quick, so just take fresh ones with each flat set. Label the folders clearly with gain, offset, temperature and date."),
    ("random but what's the difference between INDI and ASCOM Alpaca in one sentence, someone asked at the pub",
     "In one sentence: **INDI** is the device-control standard mostly used on Linux (Ekos, the Pi-based setups), and **ASCOM Alpaca** is the network-based version of the Windows ASCOM standard, so apps can talk to devices over the network on any operating system.\n\nThe pub version: 'they're two different languages for telling telescopes what to do, and both are happy to talk over the network these days.'"),
    ("Saturn through the 14 inch at the last public night had a queue of like 30 people, one kid cried when it was their turn. happy tears. best hobby",
     "That's wonderful — those are the moments that make all the spreadsheets worth it. 🪐\n\nIf the queues keep getting that long, a couple of ideas:\n\n- A **second scope on a bright easy target** (the Moon, a double star) to split the queue.\n- A **member walking the line** with a tablet showing what they're about to see.\n- A **step stool with a handrail** at the eyepiece for the smaller visitors.\n\nAnd take a photo of the queue for the grant report — funders love that kind of picture."),
    ("can you make me a checklist for shutting the obs down remotely",
     "Remote shutdown checklist:\n\n1. Stop the sequence and any running autofocus.\n2. Stop guiding.\n3. Send the mount to its park position, and confirm on the webcam that it's actually there.\n4. Close the roof and check the roof-closed indicator.\n5. Warm the camera up gradually before turning off the cooler.\n6. Turn off the dew heaters.\n7. Disconnect the INDI devices in Ekos (the server can stay running).\n8. Check the data has synced to the NAS.\n9. Write the session in the logbook.\n\nPin it next to the booking calendar."),
    ("thinking about doing a talk on the history of the club for the 50th anniversary, any ideas where to start",
     "What a nice thing to do. Places to start:\n\n- **Old minutes and newsletters** — usually sitting in a box in someone's loft.\n- **Founding members or their families** — even a short recorded chat is gold.\n- **Local newspaper archives** — clubs often appeared for comet nights or public events.\n- **Photographs** — ask the membership to dig out anything from the early years.\n\nA simple structure: the founding, the first observatory, memorable nights and events, the move to remote operation, and where the club is heading. Before-and-after photos of the kit always get a laugh."),
    ("my wife says I spend more time talking to you about the observatory than talking to her. she's not wrong",
     "Ha — maybe take her up for a clear night with a flask of hot chocolate and let her pick the target? Saturn or the Orion Nebula usually wins people over. And I promise I won't be offended if you don't message me that evening. 😄"),
    ("can you explain what 'unity gain' actually means, the forum threads are all arguing",
     "Unity gain is the camera gain setting at which **one electron** captured by a pixel produces **one ADU** (one step in the digital output). Above it, each electron gives more than one ADU; below it, you need several electrons per ADU.\n\nWhy people argue: it's not magic. It's a convenient middle ground for many cameras between dynamic range and read noise, but the 'best' gain depends on your target, sky brightness and exposure length. For most club imaging, picking one sensible gain and sticking to it (so the calibration library stays simple) matters far more than the exact number."),
    ("what would you put in a kit list for a Messier marathon night",
     "Kit list:\n\n- **A target list in order**, with rough times — the run order matters more than anything else.\n- **Red torch** and spare batteries.\n- **Warm layers** — more than you think. Hat, gloves, spare socks.\n- **Hot drinks and snacks**.\n- **Star charts or a tablet** on night mode.\n- **Dew control** — heaters, shields, spare power.\n- **A tick sheet** or logbook so you can record each object.\n- **A chair** — your back will thank you by 3am.\n\nFor the remote scope, prepare a scheduler list in advance with short exposures for each object, so members at home can follow along live."),
    ("is it worth upgrading the guide scope to an off-axis guider",
     "It depends on the main scope. An OAG is worth it when:\n\n- the focal length is long (say above ~1000mm), where flexure between a guide scope and main scope shows up as elongated stars;\n- you see slow drift in long subs even though the guide graph looks fine — classic differential flexure.\n\nDownsides: harder to find guide stars (a sensitive guide camera helps), and a fiddlier setup to get the spacing right. For a short refractor, a solid guide scope is usually fine. For a big SCT, an OAG is usually a clear improvement."),
    ("brain is fried. doing VAT returns for my day job and then club accounts, send help",
     "Sounds like a lot of numbers for one day. Suggestion: leave the club accounts until tomorrow; reconciliation done tired is reconciliation done twice. If you want, tomorrow I can go through the ledger with you line by line — you read them out, I'll check them against the categories and flag anything odd."),
]
EN_SHORT = [
    ("ok", "👍"), ("ta", "Any time."), ("brb kettle", "Sure — I'll be here."), ("lol", "😄"),
    ("hang on phone", "No problem."), ("back", "Welcome back. Where were we?"), ("ok cool", "Great."),
    ("sorry that was meant for Dave", "Ha, no worries."), ("thanks!!", "You're welcome!"),
    ("grr", "That bad? Want to talk it through?"), ("yep", "👍"), ("brb, dog needs to go out", "No rush."),
    ("thanks, that's really helpful", "Glad it helps! Shout if anything else comes up."),
    ("perfect", "Great — let me know how it goes."), ("night!", "Night — clear skies!"),
    ("hmm", "Something not right?"), ("ok will do", "👍 Let me know how you get on."),
]
EN_DOUBLE = [
    ("wait", "nvm found it", "👍 Good stuff."),
    ("hold on", "no it's fine, false alarm", "Phew. OK."),
    ("one sec", "ok sorted", "Great."),
    ("ugh", "ignore me, wrong window", "No worries."),
]
EN_OPEN = [("evening! treasurer hat on tonight, then tech hat, then probably bed hat", "Evening! Ready when you are — treasurer stuff first?"),
           ("right. long list tonight, strap in", "Strapped in. Go ahead.")]

EN_LOG_INTRO = ["last night's session log, for the record:", "pasting the Ekos log from last night, not sure what to make of it:",
                "here's how it went, from the log:"]
EN_LOG_REPLY = ["Thanks — that looks like a decent run. The HFR creeping up later in the night is probably the temperature dropping; an autofocus trigger on temperature change (say 1°C) would catch that.",
                "That log looks mostly healthy. The guiding hiccup near the middle lines up with the dither, which is normal — I'd only worry if it took more than 30 seconds to settle.",
                "Good session by the look of it. If the last few subs look soft, it may be dew — the HFR trend at the end suggests something was changing."]
EN_WX_PROMPTS = ["can you check the forecast for the obs tonight", "what's the weather looking like up on the ridge tonight?",
                 "is it worth opening the roof tonight? check the forecast pls"]
EN_WX_SUMMARY = ["Looks like a short clear window in the middle of the night, but the wind picks up later — I'd plan a short sequence and set a hard stop.",
                 "Not great: cloud cover stays high most of the night. I'd skip it and do a dark library instead.",
                 "Decent: low cloud cover after dark, light winds, humidity climbing towards dawn, so keep the dew heaters on."]

# --------------------------------------------------------------------------------------------
# Chinese material (written for a Chinese user, not translated)
# --------------------------------------------------------------------------------------------

ZH_SUR = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "吴", "徐", "孙", "胡", "朱", "高", "林", "何", "郭",
          "马", "罗", "梁", "宋", "郑", "谢", "韩", "唐", "冯", "董", "程", "曹", "袁", "邓", "许", "傅", "沈",
          "彭", "吕", "蒋", "蔡", "丁", "魏"]
ZH_GIVEN = ["建国", "志强", "秀英", "海燕", "立新", "晓明", "国栋", "丽娟", "文博", "子涵", "德明", "春生", "亚军",
            "红梅", "卫东", "振华", "淑芬", "俊杰", "嘉怡", "思远", "宏伟", "雪梅", "永康", "桂兰", "一鸣", "若琳",
            "天佑", "晨曦", "明轩", "佳琪"]
ZH_ROLES = ["财务的", "器材商那边的", "新入会的", "市科协的", "物业的", "学校那边的", "保险公司的", "卖二手赤道仪的",
            "观测站房东家的", "青少年组的", "隔壁天文群的", "圆顶厂家的售后", "县气象局的", "网站维护的"]
ZH_ROLES2 = ["管会员登记的", "负责科普活动的", "科协对接人", "保险经纪", "房东的代理人", "新来的安全员",
             "修圆顶电机的师傅", "咱们的审计", "青少年组的负责人", "网站的新管理员"]
ZH_NAME_T = [
    "{role}{name}刚给我发微信，问远程权限的事，说想下个月就开始用",
    "记一下：{name}（{nick}）是{role2}，以后这块的事找他",
    "刚才{role}{name}打电话过来，聊了快四十分钟，比我还能说哈哈",
    "对了，{role2}换人了，现在是{name}，大家都叫{nick}",
    "群里{name}@我了，{role2}，问能不能周末上山参观一下",
    "{name}说他这周四来不了了，{role}那个，你记着点",
]
ZH_ID_LABELS = [
    ("订单号", "新的电调焦器", lambda r: "%d" % r.randint(10 ** 17, 10 ** 18 - 1)),
    ("发票号", "圆顶电机维修", lambda r: "No.%08d" % r.randint(10 ** 7, 10 ** 8 - 1)),
    ("会员号", "新入会的那个小朋友", lambda r: "QL-%04d" % r.randint(1000, 9999)),
    ("返修单号", "坏掉的加热带控制器", lambda r: "RMA%06d" % r.randint(100000, 999999)),
    ("项目编号", "科协的科普经费", lambda r: "KX-2026-%03d" % r.randint(100, 999)),
    ("工单号", "老掉线的那台相机", lambda r: "ZWO%07d" % r.randint(10 ** 6, 10 ** 7 - 1)),
    ("保单号", "器材保险", lambda r: "PICC%09d" % r.randint(10 ** 8, 10 ** 9 - 1)),
    ("快递单号", "寄回去的赤道仪", lambda r: "SF%012d" % r.randint(10 ** 11, 10 ** 12 - 1)),
    ("场地预订号", "学校的报告厅", lambda r: "BG-%s%03d" % (r.choice("ABCDEFGH"), r.randint(100, 999))),
    ("转账流水号", "星链年费", lambda r: "TX%d%06d" % (r.choice([2611, 2612]), r.randint(100000, 999999))),
]
ZH_ID_T = [
    "{what}的{label}是{id}，记一下",
    "刚收到确认短信，{what}，{label}{id}",
    "{id}这个是{what}的{label}，别跟别的搞混了",
    "打电话给客服报了{label} {id}，说三个工作日内回复，{what}那个",
    "{what}——{label}：{id}。我写在箱子上了",
    "{label}找到了！{id}，{what}的",
]
ZH_PORT_T = [
    "{svc}的端口改成{port}了",
    "记一下，{svc}用的是{port}端口，不是默认那个",
    "路由器上把{port}转发出去了，给{svc}用的",
    "连不上的话试试 {host}:{port}，那是{svc}",
    "老周把{svc}挪到{port}了，不知道为啥，反正能用就别动了",
    "防火墙只开了{port}给{svc}，别的除了ssh全关了",
]
ZH_VER_T = [
    "{prod}升级到{v}了，昨晚弄到一点多",
    "现在{prod}是{v}，先别动它",
    "{prod}刷成{v}了，折腾了一晚上，中间还差点变砖",
    "论坛上说{prod} {v}有bug，导星会飘，你帮我留意一下",
    "记一下，天文台电脑上的{prod}版本是{v}",
    "二手那套带过来的{prod}还是{v}，老掉牙了",
]
ZH_MONEY_ITEMS = [
    ("新的Pegasus电源盒", 1800, 3200), ("今年的会费", 200, 600), ("公众责任险", 1500, 5000),
    ("圆顶电机维修", 2000, 9000), ("科协经费第二笔", 10000, 60000), ("电调焦器", 1200, 1900),
    ("NAS硬盘", 1500, 3800), ("星链月费", 300, 600), ("科普活动的场地费", 400, 1500),
    ("SharpCap授权", 100, 300), ("赤道仪皮带套件", 800, 1500), ("巴德滤镜套装", 4000, 11000),
    ("二手EQ8", 16000, 30000), ("这个季度的电费", 600, 2000), ("赤道仪保养", 1200, 3000),
]
ZH_MONEY_T = [
    "{item}花了{m}，肉疼",
    "{item}报价{m}，含税",
    "{item}一共{m}，已经从协会账户转过去了",
    "委员会批了{m}给{item}",
    "{item}{m}，人家说是友情价了",
    "算了一下{item}加运费要{m}",
]
ZH_EVENTS = ["下次观测夜", "年会", "学校的科普活动", "赤道仪上门保养", "交会费截止", "经费结项报告", "委员会例会",
             "梅西耶马拉松", "顶棚维修", "星空露营", "新会员见面会", "协会聚餐", "保险续保", "彗星观测"]
ZH_DATE_T = [
    "{event}定在{date}了",
    "{date}{event}，大家记一下",
    "{event}改到{date}了，烦",
    "跟他们说了{date}可以，{event}就这么定",
    "提醒我一下，{event}是{date}",
    "{event}那边回邮件了，确认{date}",
]
ZH_DECISIONS = [
    ("ZWO的2600MM", "它在Ha波段的量子效率高多了"),
    ("二手的EQ8赤道仪", "新的要等三个月才到货"),
    ("每月第一个周二开例会", "好几个委员周四要加班"),
    ("星链代替4G路由器", "山上一下雨4G信号就断"),
    ("群晖NAS做双盘备份", "十月份SD卡坏了丢了三个晚上的数据"),
    ("天文台电脑统一装StellarMate", "大部分会员都只会用Ekos"),
    ("外来访客按次收费", "去年按年收费根本收不上来"),
    ("圆顶电机直接换新的", "旧齿轮箱的配件早就停产了"),
    ("先把保养费付了拿折扣", "元旦前付款才有九折"),
    ("少儿班放在周三晚上", "周五晚上校车停得早"),
    ("全天相机装在北墙", "只有那里不被场院的灯照到"),
    ("给新手用NINA", "它的序列编辑器对新手友好得多"),
    ("入会押金取消", "收押金太麻烦而且从来没人退过"),
    ("保险继续续平安的", "只有他们家保夜里留在现场的器材"),
    ("导星相机继续用那台Lodestar", "已经付过钱了而且PHD2认得它"),
]
ZH_DEC_T = [
    "决定了，就用这个方案：{c}，因为{r}。",
    "还是{c}吧，毕竟{r}",
    "{c}，定了！主要是{r}",
    "群里投票结果出来了：{c}，理由是{r}",
    "商量了一下，就这么定了：{c}，{r}嘛，没办法",
]
ZH_CONSTRAINTS = [
    ("远程开顶棚", "风速超过每秒8米的时候", False),
    ("把赤道仪指到高度角20度以下", "东边有树的那一侧", False),
    ("在共享日历上预约", "每次用远程望远镜前48小时", True),
    ("删NAS上的原始数据", "存满90天之前", False),
    ("让访客用远程账号", "没有正式会员陪同的情况下", False),
    ("更新INDI驱动", "科普活动前两周内", False),
    ("停好赤道仪再关顶棚", "退出登录之前", True),
    ("直接给赤道仪断电", "没拔USB集线器之前", False),
    ("找两个委员签字", "超过两百五的报销", True),
    ("碰主镜的光轴", "老周不在场的时候", False),
    ("开加热带", "湿度超过85%的时候", True),
    ("把会员电话发到群里", "任何情况下", False),
]
ZH_NEG = ["不要", "禁止", "千万别", "不能", "不许"]
ZH_POS = ["必须", "一定要", "得"]
ZH_CON_T = [
    "新规定：{scope}{modal}{action}。",
    "记住啊，{scope}{modal}{action}！",
    "委员会说了，{scope}{modal}{action}，谁违反谁负责",
    "保险公司那边要求{scope}{modal}{action}",
    "跟大家强调一下：{scope}，{modal}{action}",
]
ZH_QUESTIONS = [
    "远程使用算不算在公众责任险里",
    "顶棚挂锁的备用钥匙在谁手上",
    "科协那笔经费能不能买软件",
    "旧的墩子转接板最大承重是多少",
    "星链会不会干扰圆顶的无线网桥",
    "天文台一晚上到底用多少度电",
    "未成年会员远程观测要不要家长陪同",
    "那块备用的2寸Ha滤镜去哪了",
    "场地租约是不是要书面续签",
    "元旦聚餐到底谁负责订餐",
    "那台老米德LX200在闲鱼上能卖多少",
    "赤道仪为什么一开加热带就丢校准",
]
ZH_Q_T = [
    "有人知道{q}吗？群里问了没人回复",
    "{q}，到现在还不知道",
    "问个事：{q}？",
    "你那边能查到{q}吗？我问了两次了",
    "话说{q}啊？老王也说不清楚",
    "{q}……这个谁能给个准话吗？",
]
ZH_CMD_T = [
    "我刚ssh上去跑了一下`{cmd}`，好像没报错",
    "记一下，上次出问题就是敲 {cmd} 解决的，老周教的",
    "备忘：`{cmd}` 就是这个，下次别再问了",
    "跑了 {cmd} 卡住不动了，是不是哪里不对？",
    "论坛上说每次断电以后要跑一下 {cmd}，我加到清单里了",
    "开机前我现在都会先跑一下 `{cmd}`，帮我记着",
]
ZH_ASIDES = ["哈哈哈", "[捂脸]", "[旺柴]", "对了", "另外", "唉", "今天风好大", "昨晚木星太美了！！", "我在车上打字，错字别管",
             "（老周说他也同意）", "嗯", "话说", "先说这些", "……"]

ZH_ACK = {
    "name": ["好的，已经记到协会联系人里了，以后提到这个人我就知道是谁。",
             "收到。要开远程权限的话，还是得先参加入门培训、签远程使用协议。",
             "记下了。需要的话我帮你写一封欢迎邮件。",
             "好，联系人更新了。"],
    "command": ["这条命令我记到运维笔记的“故障恢复”部分了。",
                "开头停几秒是正常的，一般是在等USB或者网络挂载。",
                "记下了。建议包成一个小脚本，顺便记个时间戳日志，下次谁接手都不用背命令。",
                "好，原样记下了。"],
    "id": ["这个编号我记到对应的订单下面了，催货的时候直接报就行。",
           "收到。给他们发邮件的时候把编号写在标题里，处理会快很多。",
           "记下了，已经跟器材登记表里那一行对应上了。"],
    "port": ["端口记下了。Ekos配置、路由器转发和防火墙三处得一致，不然就是“在天文台能连、在家连不上”。",
             "好的，我更新到网络表里了。其实可以打印一张端口对照表贴在小屋墙上。",
             "记下了。如果对外网开放的话，最好还是走VPN或者限制来源IP。"],
    "version": ["版本记下了。想一直用这个版本的话，记得把包锁住，不然自动更新会偷偷升级。",
                "收到。建议每次版本变化都在日志本上记一笔，以后排查“上个月还好好的”这种问题方便很多。",
                "记下了。刷固件之前最好先把现有设置导出来，有些控制器一刷就恢复默认。"],
    "money": ["已经记到2026-27年度的预算表里了。",
              "记下了，器材这一项今年还没超，但已经比较紧了。",
              "好，发票记得留好，审计和科协那边可能都要看。",
              "收到，年会的财务报告里我会单独列出来。"],
    "date": ["记到日历里了，提前一周和前一天我都提醒你。",
             "好的，我同步到协会的共享日历，会员们也能看到。",
             "收到，到时候我顺便看一下月相。"],
    "decision": ["这个决定挺合理，理由也站得住，我写进会议纪要里，省得下个月又吵一遍。",
                 "好，决定和理由我都记下了。",
                 "同意，这样定下来比较好，我记到委员会文件里。"],
    "constraint": ["明白，这条我原样写进远程使用规则里。",
                   "记下了。能在软件里强制限制的最好也设上，别全靠大家自觉。",
                   "好的，这条加到入门培训的清单里，新会员第一天就知道。"],
    "question": ["你问的那个我真不知道，邮箱里和你发过的文件里都没有相关信息，建议放到委员会议程上。",
                 "这个我答不上来，目前没看到任何相关的东西，先记在“待确认问题”里。",
                 "这个暂时没有答案，我记下来了，别让它又被忘掉。"],
}
ZH_ADVICE = [
    "顺便说一下远程观测的流程，其他协会用下来觉得挺靠谱的：\n\n1. 开机前先看气象站和云量传感器；\n2. 解除停放，先指一颗亮星做解析，再去目标；\n3. 导星稳定了再开始拍摄序列；\n4. 调度器里设好天文晨光前强制结束；\n5. 结束时：停放赤道仪，摄像头确认到位，关顶棚，看顶棚传感器；\n6. 在日志本上记一笔：谁、拍了什么、有没有故障。",
    "账目上建议分三块：**专项资金**（科协经费，只能花在申请书里写的用途上）、**指定用途**（比如委员会定的顶棚基金）和**一般资金**。这样年底报告基本上自己就出来了，也不会不小心拿经费去买零食。",
    "交接文档可以这样写：天文台电脑上的每个服务一行——干什么的、怎么重启、日志在哪、最后谁动过。写起来很无聊，但哪天凌晨一点出问题你又在外地的时候，接手的人会感谢你的。",
    "网络方面，远程天文台最稳妥的做法是：对外只开一个VPN入口（WireGuard或者Tailscale），其他服务全部只能通过VPN访问。这样局域网里端口怎么改都不用动路由器。",
    "升级之前先给天文台电脑做个完整镜像，NAS上保留最近两份；每次只升级一样东西，中间拍一晚测试。大部分“升级把一切都搞坏了”的晚上，其实是同时改了三样东西。",
    "给会员发通知的话，每月一封短邮件比零零散散发很多封效果好：本月日期、一条器材动态、一条规则提醒、再配一张远程望远镜拍的好看的图。短、有图，大家才会看。",
    "加热带的经验是：让光学面保持在露点以上几度就行，不用整晚开满。现在大部分电源盒接上温湿度传感器都能自动调。",
    "二手器材建议先在家里桌上测一周再搬上山，间歇性故障在家里好查多了，不用每次都开车上那条土路。",
    "需要的话我可以整理一页“天文台现状”给委员会：装了什么、订了什么、坏了什么、花了多少钱、定了哪些事。年会之前有这么一页挺好用的。",
    "导星RMS乱跳的常见原因：风吹镜筒、转动时线缆被挂住、配重配得太“完美”（稍微东重一点反而好）、导星曝光太短跟不上视宁度。",
]
ZH_PASTE_INTRO = ["邮件原文贴过来：", "群里转过来的，有点长：", "直接复制过来了：", "先贴这儿，免得找不到：", "你看这个："]
ZH_PASTE_ACK = ["谢谢贴原文，比转述清楚多了。", "好，我看完了。", "收到，有原文就好办。"]
ZH_MAIL_PROMPTS = {
    "name": ["之前是谁发邮件说{topic}的？帮我在协会邮箱里找一下", "帮我找找{topic}那封邮件，我要知道是谁发的"],
    "id": ["帮我在邮箱里翻一下{what}的{label}，我懒得往下划了", "搜一下邮箱里{what}的邮件，要那个{label}"],
    "money": ["{item}他们报价多少来着？邮箱里应该有", "帮我找一下{item}报价的那封邮件"],
    "date": ["在邮箱里搜一下{event}是哪天，有人发过通知", "{event}他们说的是哪天？帮我查下协会邮箱"],
}
ZH_MAIL_TOPICS = ["申请远程权限", "科普活动", "场地续租", "二手赤道仪", "光污染调查", "保险续保", "顶棚电机保养",
                  "学校参观", "入会", "经费中期检查"]
ZH_MAIL_SUBJECTS = ["回复：远程权限", "关于入会的问题", "回复：您的咨询", "科普活动安排", "回复：回复：顶棚电机",
                    "订单更新", "跟进一下", "场地租约", "回复：光污染调查"]
ZH_TOOL_SUMMARY = {
    "mail_search": ["在协会邮箱里找到了，这是那个邮件串里最新的一封，之后没有更正。",
                    "找到了，邮箱里就这一封，应该没有后续修改。",
                    "从协会邮箱里翻出来了，不知道为什么被归到“供应商”文件夹里了。"],
    "ledger_lookup": ["这是2026-27年度账本里的那一行，已经跟银行流水对上了。",
                      "找到这条记录了，分类在“器材”下面，如果应该算维护费你告诉我。"],
    "club_calendar": ["协会日历上是这么写的，创建以后没人改过。",
                      "日历里找到了，是共享日程，会员们都能看到。"],
    "ssh_exec": ["在天文台电脑上跑完了，退出码0，输出没什么异常。",
                 "好了，输出看着正常。",
                 "SSH上去执行完了，没看到报错。下次断电以后再留意一下。"],
}
ZH_SSH_PROMPTS = {
    "command": ["帮我在天文台电脑上{zh}", "能不能帮我{zh}？我在手机上不方便", "麻烦{zh}，谢谢"],
    "port": ["{svc}现在是哪个端口来着？上机器看一下", "帮我查一下{svc}到底在哪个端口上"],
    "version": ["天文台上的{prod}现在到底是哪个版本？帮我看一下", "查一下{prod}的版本，我搞不清了"],
}
ZH_ASST_PROMPTS = {
    "command": ["{zh}的命令是什么来着？", "我要{zh}，怎么敲来着？"],
    "port": ["{svc}要是不用默认端口，改成哪个好？", "给{svc}挑个不冲突的端口吧"],
    "version": ["{prod}锁在哪个版本比较稳？", "{prod}你建议用哪个版本？"],
    "money": ["帮我算一下{item}一共要多少钱，配件运费全算上", "{item}全部加起来多少？"],
    "date": ["帮我给群里写个{event}的通知，用我们定好的日子", "写个{event}的提醒吧"],
}
ZH_ASST_T = {
    "command": ["用 `{cmd}` 就行。在天文台电脑上跑，不是在顶棚那个树莓派上，敲完等几秒再说它卡住了。",
                "是这个：\n\n```\n{cmd}\n```\n\n要是提示权限不够，多半是登错用户了。"],
    "port": ["{svc}建议放在{port}：这台机器上没别的服务用它，也不在特权端口范围里，好记。改完记得同步更新路由器转发和客户端配置。",
             "用{port}吧，跟INDI、VNC、Alpaca和MQTT都不冲突，也不是扫描器常扫的那几个。"],
    "version": ["{prod}建议锁在{v}。论坛上大家对这个版本评价比较稳定，下一个版本改了不少驱动属性。",
                "先用{prod} {v}吧，在你们的硬件上很稳，新版本里也没有春天之前必须要的功能。"],
    "money": ["全部算下来，{item}一共{m}，含运费和税。器材预算还有一点余量，但不多了。",
              "加起来{item}是{m}。预算最好稍微多留一点，他们总会加个什么偏远附加费。"],
    "date": ["草稿：\n\n> 各位好！\n>\n> 提醒一下，{event}定在{date}。要上山的尽量拼车，记得带红光手电。天气不好的话当天下午四点前在群里通知。\n>\n> 晴天！\n> 财务（兼职技术支持）",
             "草稿：\n\n> 大家好，{event}确定在{date}，具体安排和路线见协会网页，要来的请在群里接龙，方便统计人数。\n\n要不要写得更热闹一点？"],
}

ZH_FILLER = [
    ("又阴天了。。。连着三个周六了，我怀疑老天爷针对我们协会",
     "确实够郁闷的。阴天其实也能干点活，不至于完全浪费：\n\n1. **平场库**：光路没变的话，用平场板把每个滤镜的平场补一遍，等晴天直接用；\n2. **暗场库**：制冷相机关着顶棚也能拍暗场，不需要人在现场；\n3. **处理积压的数据**：NAS里总有拍了一半没处理的项目；\n4. **维护**：检查线缆、给顶棚导轨上油、拧紧燕尾板夹具。\n\n需要的话我整理一份“阴天能干的活”贴到小屋里。"),
    ("C11的改正镜上有露水干掉的印子，上次科普活动有个人直接拿袖子擦了！！我当场心梗",
     "心疼……不过施密特改正镜没那么娇气，按这个顺序处理：\n\n1. **先吹**：用气吹（别用罐装压缩空气，可能喷出液体），把灰尘颗粒吹掉，划伤主要是颗粒造成的；\n2. **手电斜着照一下**，如果只是水印和一点油渍，可能不用大动；\n3. **单向拖拽**：新的镜头纸滴几滴蒸馏水和异丙醇1:1的混合液，慢慢单向拖过去，每次换新纸；\n4. **千万不要画圈擦，也别用力按**；\n5. 最后用干镜头纸同样方法拖一遍。\n\n下次科普活动可以做个小牌子：“请勿触摸镜片，有问题请找会员” 😄"),
    ("昨晚状态超好，视宁度难得不错，FWHM一直在2.4左右，导星RMS大部分时间0.6以下，就我们那个墩子简直是奇迹。玫瑰星云Ha拍了一大堆",
     "这在你们那个站点算是很好的一晚了！叠加的时候可以注意几点：\n\n- **按FWHM或信噪比加权**，别平均对待，好的那几个小时能把整体拉上去；\n- **剔除明显的废片**，薄云里拍的、导星抖的那几张；\n- **在日志本上记一下当晚条件**，以后对比为什么某一次叠加特别锐的时候有用。\n\n接下来几个晴天要是能补上OIII，双色的玫瑰星云放到会刊上肯定好看。"),
    ("帮我写一段会刊的介绍，讲远程望远镜的，两百字左右，要热情但别太肉麻",
     "试写一版：\n\n> **在家就能用的天文台**\n>\n> 你知道吗？协会的望远镜不用出门就能用。我们山上的滑顶天文台已经实现全远程控制：参加一次简短的入门培训后，你就可以在网上预约、在家登录，用专业的制冷天文相机拍星系、星云，偶尔还能蹲到彗星。\n>\n> 不需要自己有设备，也不需要是高手。不少从来没拍过天文照片的会员，前几次就拍出了很漂亮的作品，群里也总有热心的老会员帮忙后期。\n>\n> 感兴趣的话联系委员会，我们帮你排进下一期入门培训！\n\n要不要再短一点，或者加一句费用说明？"),
    ("中天翻转的时候相机老是快碰到墩子，我们那个墩子有点矮，大家都怎么弄的",
     "很常见的问题，按折腾程度从低到高：\n\n1. **调整翻转时机**：大部分软件能设置过中天后多少分钟翻转，提前或推后几分钟可能就避开了最危险的角度；\n2. **在赤道仪驱动里设时角限位**，到危险区直接不让跟；\n3. **转一下相机方向**：相机和滤镜轮整体转90度，有时候就够空间了；\n4. **加延长柱**：镜筒长的话这才是根本办法。\n\n不管用哪种，白天开着顶棚、旁边站个人守着电源开关测试一遍。下午两点撞一下比凌晨两点撞便宜多了。"),
    ("财务问题：科协的经费在账上是单独列专项，还是跟其他钱混在一起算",
     "建议单独列专项。有指定用途的经费（比如“远程天文台设备”）只能花在这个用途上，单独列的好处是：\n\n- 能清楚地告诉科协每一分钱花在哪；\n- 不会被不小心拿去填日常开支的窟窿；\n- 年底对账简单很多。\n\n具体做法：账本里单独一栏或一张表，每张发票都标上对应经费；年度报告里附一个说明，列期初余额、收到、支出、期末余额。审计那边也会比较满意。（具体格式最好跟你们审计确认一下，我不清楚协会章程里怎么写的。）"),
    ("哈哈哈老周刚发了张照片，顶棚导轨上趴着一只蜗牛",
     "哈哈，天文台来了个新会员 🐌 不过下次上山顺便看看导轨的密封条吧，蜗牛能进去，水也能进去，冬天滑顶卡住多半就是导轨潮了。"),
    ("全天相机值得买吗还是就是个玩具",
     "对远程站点来说挺值的，主要好处：\n\n- **一眼判断能不能拍**：会员预约或者开机前能看到是不是真晴；\n- **安全**：能看到顶棚状态、积雪，或者房东家的牛溜达过去；\n- **延时和流星**：会刊和科普活动的好素材；\n- **云量检测**：有些方案能把云量估计接到安全监控里。\n\n缺点是又多一个要防潮、要供电的设备，还得找个视野好、不被灯照到的位置。不过大部分远程协会都说这是买得最值的东西之一。"),
    ("给新会员讲极轴误差，怎么讲得通俗一点？下个月我要做个小讲座",
     "可以差不多照着念：\n\n> 地球绕着一根轴转，这根轴差不多指着北极星。我们的赤道仪也有一根轴，它必须指向同一个位置，这样赤道仪慢慢转的时候，才能跟天空转得一模一样。\n>\n> 如果赤道仪的轴偏了一点——这就是极轴误差——虽然转速是对的，但转的中心不对。星星会在画面里慢慢漂，长曝光下就变成视场旋转和拖线，尤其是边缘。\n>\n> 导星能修正一部分漂移，但修不了旋转。所以极轴校准是一切的基础。\n\n现场道具很管用：一个地球仪，斜插一支铅笔，一转大家就懂了。"),
    ("今年续会费太乱了，一半人银行转账不写备注，我根本不知道谁交了",
     "很常见。几个办法：\n\n1. **每人一个唯一的转账备注**，用会员号就很好，在续费通知里加粗写出来；\n2. **每周对一次账**，别等到最后，上周说“我交了”的人还记得清楚；\n3. **没备注的转账**，银行流水一般能看到付款人姓名，按姓名加金额去匹配；\n4. **标记已交的时候发一封“我们收到啦，谢谢”**，有错很快就能发现；\n5. 明年考虑用**小程序或者在线表单**收费，备注自动生成。\n\n你把对不上的那几条贴过来（只要名字，不要账号），我帮你跟会员名单对一下。"),
    ("小屋里又一股霉味。买个除湿机电费会不会爆",
     "看类型。小屋冷的话转轮除湿机比压缩机的好用（压缩机式十度以下效率很差），但功率大一些。控制电费的办法：\n\n- 接个**湿度控制器或者智能插座**，比如湿度65%以上才开；\n- **先把缝堵上**，门底和顶棚密封条影响很大；\n- 长时间阴天的时候**盖好镜盖**，相机放密封箱加干燥剂。\n\n有计量插座的话跑一周，就知道真实花多少了，不用猜。"),
    ("累死了，上班、接娃，然后顶棚关不上，我穿着拖鞋开车上山去关的",
     "太惨了……还好关上了。为了以后安心，可以考虑：\n\n- 装个**顶棚关闭传感器**，远程能看到（干簧管磁开关就够）；\n- 小屋里装个**摄像头**对着顶棚边缘；\n- 安全监控里设**天气触发自动关顶**，雨量传感器一触发，不管有没有人登录都自动关。\n\n另外车里常备一双雨靴 😄"),
    ("我在想科普的事，能不能搞个活动让学校的孩子提交想看的目标，第二天早上把照片发给他们，这个想法是不是有点疯",
     "一点都不疯，挺好的，好几个协会都在做类似的事。简单版本：\n\n1. **提交**：老师从当月能看到的目标菜单里选几个交上来；\n2. **排队**：会员在下一个晴天把它们加进调度器；\n3. **自动处理**：简单拉伸和合成就行，不用追求获奖水平；\n4. **交付**：图片放到共享文件夹，配一段“这是什么”的说明。\n\n孩子们全程不登录天文台，安全上也简单。可以先找一个班试一个学期。"),
    ("拍的数据已经6T了，备份到底应该怎么弄",
     "一般说**3-2-1原则**：三份拷贝，两种介质，一份异地。\n\n协会可以这样：\n\n- **第一份**：天文台电脑的数据盘（工作副本）；\n- **第二份**：NAS，每晚同步；\n- **第三份**：异地，会员每月轮流带一块移动硬盘回家，或者原始数据放便宜的云冷存储。\n\n另外也可以想想哪些真的要永久保存。叠加结果和成片很小，大头都是原始帧，很多协会原始帧只保留一段时间，之后只留叠加结果。"),
    ("群里转过来的，笑死：\n【群聊记录】\n老孙：有人看到我的红光手电吗？周二落在小屋了，上面贴了个冥王星贴纸写着“永不忘记”\n老孙：很重要！！",
     "😂 老孙的重点抓得很准。小屋里可以放个**失物招领盒**，门口架子上放个旧饼干盒，每月在群里发一次里面有什么。红光手电、镜头盖、单只手套，基本是每个天文台失物盒的标配。"),
    ("风一大导星就乱飘，我们那个站点太空旷了",
     "空旷站点最怕风。可以试试：\n\n- **挡风**：迎风面哪怕挡一半都差很多；\n- **导星曝光拉长**到2-4秒，能平均掉阵风；\n- **稍微降低激进度**，别让PHD2追每一阵风；\n- **稍微偏东重**，让齿轮一直咬合；\n- **全部拧紧**：燕尾板、离合、墩子螺栓；\n- **安全监控里设风速上限**，风太大就自动停。\n\n有些晚上只能认了，改拍短曝光。"),
    ("年会的财务报告要写了，给我个框架",
     "这个框架两页纸刚好：\n\n1. **概况**：一段话，总体情况和大的变化；\n2. **收入**：会费、捐款、经费、科普活动收入，跟去年对比；\n3. **支出**：运行费用（电费、保险、网络）、器材、维护、活动；\n4. **专项资金**：经费余额和用途；\n5. **结余**：账上还有多少，委员会认为合理的储备是多少；\n6. **展望**：明年预计的大额支出，会费有没有调整建议；\n7. **致谢**：审计和帮忙的人。\n\n详细数字放附表，大部分会员只看概况和展望。"),
    ("平场老是有渐变，我用的是T恤蒙镜筒对着黎明的天空拍",
     "T恤平场是必经之路哈哈，但有渐变一般是天空亮度在画面上不均匀，或者曝光期间在变。办法：\n\n- 晨昏时对着**背日方向靠近天顶**的区域拍，那里最均匀；\n- **曝光短而一致**，几秒就行，太亮了就停；\n- **买块平场板**最省事，放在遮光罩上，每次都一样，关着顶棚也能拍；\n- **查漏光**：调焦座或者滤镜轮缝隙漏光也会造成渐变。"),
    ("新来的问我binning是什么意思，我发现我自己都讲不清楚",
     "可以这么说：\n\n> Binning就是把相邻的像素合成一个“大像素”，2×2就是四个合一个。像素变少变大，分辨率降低了，但每个像素收集的光更多，同样信号下图更亮或者曝光更短。\n\n再补一句实用的：现在的CMOS相机在相机里做binning，不像以前CCD那样能降低读出噪声，所以一般全分辨率拍，后期需要再软件合并。构图和解析的时候用binning还是挺方便的。"),
    ("顶棚控制器那个树莓派又在闪小闪电了",
     "那是欠压警告。常见原因：\n\n1. **USB电源线太差或太长**，线上压降大，换根短粗的；\n2. **电源不行**，官方电源或者从12V降压的好一点的5V模块会稳很多；\n3. **外设吃电**，继电器板或者USB设备挂在树莓派上；\n4. **太冷**，有些电源低温下会掉压。\n\n欠压容易把SD卡搞坏，最好在把顶棚控制器的卡搞坏之前解决。小屋里也放一张做好镜像的备用卡。"),
    ("帮我写个催交会费的通知，客气但要有点硬",
     "草稿：\n\n> **关于续交会费的提醒**\n>\n> 各位会员好！\n>\n> 根据记录，我们还没有收到您本年度的会费。如果已经交了，非常感谢，麻烦回复一下转账日期和方式，我来核对。\n>\n> 如果还没交，可以银行转账，备注请写会员号（账户信息见下方）。续费后远程望远镜的使用权限和群成员身份都会保留。\n>\n> 截止日期之后，未续费的会员远程权限会暂停，直到收到会费为止——我们真的不想这么做。\n>\n> 谢谢大家！\n> 财务\n\n需要再写一版更短的二次提醒吗？"),
    ("远程天文台的新会员培训应该讲些什么",
     "一次完整的培训大概包括：\n\n1. **规则**：预约、时长、天气限制、结束要做什么；\n2. **带着操作一次**：新会员自己操作，老会员在旁边看——解除停放、指向、解析、调焦、导星、拍一小段、停放、关顶；\n3. **出问题怎么办**：顶棚关不上、赤道仪没响应、断网；\n4. **联系谁**：一张联系人表，写明“任何时间都可以打”的那个人；\n5. **数据**：照片存在哪、保存多久；\n6. **签字**：签远程使用协议，然后开账号。\n\n做一页纸的速查表，前几次观测开着对照。"),
    ("想给新会员搞个“初光之夜”，买个大蛋糕",
     "好主意，蛋糕是最被低估的天文器材 😄 大致安排：\n\n- **傍晚**：喝茶吃蛋糕，15分钟参观小屋和设备；\n- **天黑前**：简单讲讲远程望远镜能干什么；\n- **天黑后**：大屏幕直播拍摄，挑个亮的、出图快的目标；\n- **备选**：阴天的话就放以前会员拍的作品，现场演示处理一张。\n\n让每个新会员带一个自己想看的目标，会更有参与感。"),
    ("INDI和ASCOM Alpaca有啥区别，一句话说清楚，饭桌上有人问",
     "一句话：**INDI**是主要在Linux上用的设备控制标准（Ekos、树莓派那些方案），**ASCOM Alpaca**是Windows上ASCOM标准的网络版，任何系统上的软件都能通过网络控制设备。\n\n饭桌版本：“两种跟望远镜说话的语言，现在都能走网络。”"),
    ("上次科普活动14寸看土星排了三十多个人，有个小孩轮到他的时候哭了，高兴哭的。这爱好太值了",
     "太好了，这种时刻就是那些表格和账本的意义所在 🪐\n\n队伍要是一直这么长，可以考虑：\n\n- **再架一台小镜子**看月亮或者双星，分流；\n- **安排一个会员沿着队伍走**，拿平板给大家先看看即将看到的东西；\n- 目镜那里放个**带扶手的小台阶**，照顾小朋友。\n\n另外给队伍拍张照片放进经费结项材料里，资助方最喜欢这种照片。"),
    ("帮我列一个远程关站的清单",
     "远程关站清单：\n\n1. 停止拍摄序列和正在跑的自动对焦；\n2. 停止导星；\n3. 赤道仪回到停放位置，摄像头确认真的到位了；\n4. 关顶棚，看顶棚关闭指示；\n5. 相机慢慢回温再关制冷；\n6. 关加热带；\n7. Ekos里断开INDI设备（服务可以不关）；\n8. 确认数据已经同步到NAS；\n9. 日志本记一笔。\n\n打印出来贴在预约日历旁边。"),
    ("协会成立五十周年想做个讲座讲讲历史，从哪下手好",
     "这个很有意义。可以从这些地方入手：\n\n- **老的会议记录和会刊**，一般在谁家的柜子里；\n- **创始会员或者他们的家人**，哪怕录一段简短的聊天都很珍贵；\n- **本地报纸档案**，以前彗星之夜、公众活动经常上报纸；\n- **老照片**，在群里发动大家翻一翻。\n\n结构可以是：成立、第一个天文台、难忘的夜晚和活动、转成远程观测、未来方向。新旧器材对比照片一放，现场效果一定好。"),
    ("我老婆说我跟你聊天文台的时间比跟她聊天还多。好像也没说错",
     "哈哈，要不找个晴天带她上山，带一壶热可可，让她自己挑目标？土星或者猎户座大星云一般都能把人圈粉。那天晚上你不找我聊，我保证不生气 😄"),
    ("unity gain到底是什么意思，论坛上吵成一锅粥了",
     "Unity gain就是相机增益设到**一个电子**对应**一个ADU**（数字输出的一个单位）的那个值。高于它，一个电子对应不止一个ADU；低于它，几个电子才算一个ADU。\n\n为什么吵：它不是什么神奇数值，只是很多相机在动态范围和读出噪声之间比较折中的位置。“最佳”增益取决于目标、天光和曝光时间。对协会来说，定一个合理的增益一直用下去（校准库简单）比纠结具体数值重要得多。"),
    ("脑子已经炸了，白天公司报税，晚上协会记账，救命",
     "一天的数字量也太大了。建议协会的账明天再弄，累的时候对账等于对两遍。明天要是愿意，我们一行一行过：你念，我对分类，有不对劲的我标出来。"),
]
ZH_SHORT = [
    ("好", "👍"), ("谢谢", "不客气～"), ("等下我去倒个水", "好，我在。"), ("哈哈哈", "😄"),
    ("接个电话", "好的。"), ("回来了", "欢迎回来，刚才说到哪了？"), ("嗯嗯", "好。"),
    ("发错了，那个是给老周的", "哈哈没事。"), ("好的谢谢！！", "不客气！"), ("唉", "怎么了？想聊聊吗？"),
    ("收到", "👍"), ("遛狗去了，一会儿回", "不急。"), ("太有用了，谢谢", "有用就好，有事随时说。"),
    ("完美", "好嘞，有结果告诉我。"), ("睡了", "晚安，晴天！"), ("嗯……", "哪里不对吗？"), ("好滴", "👍")
]
ZH_DOUBLE = [
    ("等等", "算了找到了", "👍 好。"), ("稍等", "没事，虚惊一场", "那就好。"), ("哎", "忽略，发错窗口了", "没事～"),
]
ZH_OPEN = [("晚上好！今晚先当会儿财务，再当会儿技术，然后睡觉", "晚上好！先从财务的事开始？"),
           ("今天事情有点多，做好准备", "准备好了，你说。")]
ZH_LOG_INTRO = ["昨晚的拍摄日志，留个底：", "贴一下昨晚Ekos的日志，没太看懂：", "昨晚的情况，看日志："]
ZH_LOG_REPLY = ["谢谢，整体挺顺的。后半夜HFR慢慢变大，多半是降温引起的，可以设置温度变化1度自动对焦。",
                "日志看着基本正常。中间导星那一下跟抖动（dither）对得上，是正常的，超过30秒还没稳定再担心。",
                "看起来是不错的一晚。最后几张要是发软，可能是结露了，结尾HFR的趋势说明有东西在变。"]
ZH_WX_PROMPTS = ["帮我看一下今晚天文台那边的天气预报", "今晚山上天气怎么样？", "今晚值得开顶吗？查下预报"]
ZH_WX_SUMMARY = ["后半夜有一段短暂的晴天窗口，但之后风会变大，建议排个短序列，设好强制结束。",
                 "不太行，整晚云量都很高，建议今晚不开了，拍暗场库吧。",
                 "还不错：天黑后云量低、风小，湿度到凌晨会上来，加热带记得开。"]

EN_MAIL_BODIES = [
    "I saw the piece in the local paper about the remote telescope and I'd love to know more. I've got a small refractor at home but my garden is hopeless for light pollution. Is there an induction I could book onto?",
    "Just following up on our chat at the meeting. Happy to help with the outreach evening if you still need bodies — I can bring my Dob and a flask.",
    "Apologies for the slow reply, it's been a mad few weeks. Let me know what suits and I'll make it work.",
    "Thanks for sending the paperwork over. I've had a look and it all seems fine; I'll get it back to you signed by the end of the week.",
    "We've had a couple of queries from residents about lights on the hill — I assume that's your lot? No problem at all, just keeping you in the loop.",
    "Great to meet you all on Saturday. The kids haven't stopped talking about Saturn since.",
]
ZH_MAIL_BODIES = [
    "在本地公众号上看到协会远程望远镜的介绍，特别感兴趣。我家有台小折射，但小区光污染太严重了。请问最近有入门培训可以报名吗？",
    "接着上次开会聊的，科普活动如果还缺人手我可以来帮忙，能带一台道布森和一壶热水。",
    "不好意思回复晚了，最近太忙。你们看什么时间方便，我这边配合。",
    "材料收到了，看了一下没什么问题，这周之内签好字给你寄回去。",
    "最近有几个村民反映山上晚上有灯光，应该是你们吧？没关系，就是跟你们说一声。",
    "周六见到大家很开心，孩子们回来一直在说土星。",
]
EN_DOMAINS = ["gmail.com", "btinternet.com", "outlook.com", "firstlightoptics.com", "calderdale.gov.uk", "yahoo.co.uk"]


def _fmt_money_en(r, sym, lo, hi):
    n = r.randint(lo, hi)
    x = r.random()
    if sym == "£" and x < 0.15:
        return "%d quid" % n
    if x < 0.4:
        return "%s%s.%02d" % (sym, format(n, ","), r.randint(1, 99))
    return "%s%s" % (sym, format(n, ","))


def _fmt_money_zh(r, lo, hi):
    n = r.randint(lo, hi)
    if n > 1000:
        n = n // 10 * 10
    x = r.random()
    if n >= 10000 and x < 0.5:
        w = ("%.1f" % (n / 10000.0)).rstrip("0").rstrip(".")
        return w + r.choice(["万", "万元"])
    if x < 0.35:
        return "%d元" % n
    if x < 0.7:
        return "¥%s" % format(n, ",")
    return "%d块" % n


def _rand_day(r, event=""):
    if "Messier" in event or "梅西耶" in event:
        return date(2027, 3, 1) + timedelta(days=r.randint(0, 40))
    return date(2026, 12, 1) + timedelta(days=r.randint(0, 150))


def _fmt_date_en(r, event=""):
    d = _rand_day(r, event)
    M, wd, s = MONTHS[d.month - 1], WEEKDAYS[d.weekday()], suf(d.day)
    return r.choice([
        "%d %s" % (d.day, M),
        "%s %d%s" % (M, d.day, s),
        "%s %d %s" % (wd, d.day, M),
        "the %d%s of %s" % (d.day, s, M),
        "%s %d%s %s" % (wd[:3], d.day, s, MON3[d.month - 1]),
    ])


class Conv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.per_kind = per_kind
        self.rng = random.Random("bw/%d/%d/%d" % (seed, attempt, 1 if zh else 0))
        self.needles = []
        self.used_rel = False
        self.order = {}

    # ---------------- needle registry -------------------------------------------------------
    def _take(self, *vals):
        for i, v in enumerate(vals):
            if not v:
                return False
            for n in self.needles:
                if v in n or n in v:
                    return False
            for w in vals[i + 1:]:
                if v in w or w in v:
                    return False
        self.needles.extend(vals)
        return True

    def _draw(self, fn, key=lambda x: x):
        for _ in range(3000):
            x = fn()
            if self._take(key(x)):
                return x
        raise RuntimeError("cannot draw a unique value")

    def clean(self, fn):
        """Build some non-fact text; retry until it contains no needle."""
        s = fn()
        for _ in range(300):
            if not any(n in s for n in self.needles):
                return s
            s = fn()
        return s

    def pick(self, key, pool, i):
        if key not in self.order:
            o = list(range(len(pool)))
            self.rng.shuffle(o)
            self.order[key] = o
        o = self.order[key]
        return pool[o[i % len(o)]]

    # ---------------- fact values -----------------------------------------------------------
    def v_name(self, i):
        r = self.rng
        if self.zh:
            sur, giv = self._draw(lambda: (r.choice(ZH_SUR), r.choice(ZH_GIVEN)), key=lambda t: t[0] + t[1])
            return dict(kind="name", needles=[sur + giv], name=sur + giv, sur=sur, first=giv)
        first, last = self._draw(lambda: (r.choice(EN_FIRST), r.choice(EN_LAST)), key=lambda t: t[0] + " " + t[1])
        return dict(kind="name", needles=[first + " " + last], name=first + " " + last, first=first, last=last)

    def v_command(self, i):
        r = self.rng
        g = self._draw(lambda: r.choice(CMD_GENS)(r), key=lambda d: d["cmd"])
        return dict(kind="command", needles=[g["cmd"]], g=g)

    def v_id(self, i):
        r = self.rng
        pool = ZH_ID_LABELS if self.zh else EN_ID_LABELS
        label, what, gen = self.pick("id", pool, i)
        v = self._draw(lambda: gen(r))
        return dict(kind="id", needles=[v], id=v, label=label, what=what)

    def v_port(self, i):
        r = self.rng

        def g():
            if r.random() < 0.6:
                return str(r.choice(PORT_BASE))
            p = r.randint(1030, 49999)
            while 1900 <= p <= 2100:
                p = r.randint(1030, 49999)
            return str(p)
        svc = self.pick("port", PORT_SVCS, i)
        p = self._draw(g)
        return dict(kind="port", needles=[p], port=p, svc=svc)

    def v_version(self, i):
        r = self.rng
        prod = self.pick("ver", PRODUCTS, i)
        v = self._draw(lambda: prod[2](r))
        return dict(kind="version", needles=[v], v=v, prod=prod)

    def v_money(self, i):
        r = self.rng
        if self.zh:
            item, lo, hi = self.pick("money", ZH_MONEY_ITEMS, i)
            m = self._draw(lambda: _fmt_money_zh(r, lo, hi))
        else:
            item, sym, lo, hi = self.pick("money", EN_MONEY_ITEMS, i)
            m = self._draw(lambda: _fmt_money_en(r, sym, lo, hi))
        return dict(kind="money", needles=[m], m=m, item=item)

    def v_date(self, i):
        r = self.rng
        if self.zh:
            event = self.pick("event", ZH_EVENTS, i)

            def g():
                if not self.used_rel and r.random() < 0.06:
                    return "下周五"
                d = _rand_day(r, event)
                return "%d月%d%s" % (d.month, d.day, r.choice(["日", "号"]))
            dt = self._draw(g)
            if dt == "下周五":
                self.used_rel = True
            return dict(kind="date", needles=[dt], date=dt, event=event)
        event = self.pick("event", EN_EVENTS, i)
        dt = self._draw(lambda: _fmt_date_en(r, event))
        return dict(kind="date", needles=[dt], date=dt, event=event)

    def _pair(self, key, pool, i):
        if key not in self.order:
            o = list(range(len(pool)))
            self.rng.shuffle(o)
            self.order[key] = o
        o = self.order[key]
        while o:
            item = pool[o.pop()]
            if self._take(item[0], item[1]):
                return item
        raise RuntimeError("pool %s exhausted (PER_KIND too large)" % key)

    def v_decision(self, i):
        c, rs = self._pair("dec", ZH_DECISIONS if self.zh else EN_DECISIONS, i)
        return dict(kind="decision", needles=[c, rs], c=c, r=rs)

    def v_constraint(self, i):
        a, sc, pos = self._pair("con", ZH_CONSTRAINTS if self.zh else EN_CONSTRAINTS, i)
        return dict(kind="constraint", needles=[a, sc], action=a, scope=sc, pos=pos)

    def v_question(self, i):
        pool = ZH_QUESTIONS if self.zh else EN_QUESTIONS
        if "q" not in self.order:
            o = list(range(len(pool)))
            self.rng.shuffle(o)
            self.order["q"] = o
        o = self.order["q"]
        while o:
            q = pool[o.pop()]
            if self._take(q):
                return dict(kind="question", needles=[q], q=q)
        raise RuntimeError("question pool exhausted (PER_KIND too large)")

    # ---------------- rendering facts into fragments ----------------------------------------
    PLACES = {
        "name": [("user", 5), ("tool", 3), ("paste", 2)],
        "command": [("user", 4), ("tool", 3), ("paste", 2), ("asst", 1)],
        "id": [("user", 4), ("tool", 3), ("paste", 3)],
        "port": [("user", 4), ("tool", 3), ("paste", 2), ("asst", 1)],
        "version": [("user", 4), ("tool", 3), ("paste", 2), ("asst", 1)],
        "money": [("user", 5), ("tool", 2), ("paste", 2), ("asst", 1)],
        "date": [("user", 5), ("tool", 2), ("paste", 2), ("asst", 1)],
        "decision": [("user", 8), ("paste", 2)],
        "constraint": [("user", 7), ("paste", 3)],
        "question": [("user", 1)],
    }

    def render(self, f):
        r = self.rng
        places = list(self.PLACES[f["kind"]])
        if f["kind"] == "version" and f["prod"][3] is None:
            places = [p for p in places if p[0] != "tool"]
        tot = sum(w for _, w in places)
        x = r.uniform(0, tot)
        place = places[-1][0]
        for p, w in places:
            if x < w:
                place = p
                break
            x -= w
        fr = getattr(self, "r_" + f["kind"])(f, place)
        fr["kind"] = f["kind"]
        fr["place"] = place
        return fr

    def _sub(self, fn, needle):
        return self.clean(fn).replace("\x01", needle)

    def _mail_date(self):
        r = self.rng
        if self.zh:
            return "2026年11月%d日 %02d:%02d" % (r.randint(2, 19), r.randint(7, 23), r.randint(0, 59))
        d = date(2026, 11, r.randint(2, 19))
        return "%s, %d Nov 2026 %02d:%02d" % (WEEKDAYS[d.weekday()][:3], d.day, r.randint(7, 23), r.randint(0, 59))

    def _tool(self, name, args, output, prompt):
        summ = self.rng.choice((ZH_TOOL_SUMMARY if self.zh else EN_TOOL_SUMMARY)[name])
        return dict(tool=name, args=args, output=output, prompt=prompt, summary=summ)

    def r_name(self, f, place):
        r, name = self.rng, f["name"]
        if self.zh:
            sur = f["sur"]
            nick = r.choice(["老" + sur, sur + "经理", sur + "老师", "小" + sur, sur + "工"])
            email = "%s%d@%s" % (r.choice(["sky", "star", "astro", "xingkong", "tianwen", "guanxing"]), r.randint(10, 99),
                                 r.choice(["163.com", "qq.com", "126.com", "foxmail.com"]))
            subj, body = r.choice(ZH_MAIL_SUBJECTS), r.choice(ZH_MAIL_BODIES)
            if place == "user":
                return dict(text=r.choice(ZH_NAME_T).format(name=name, role=r.choice(ZH_ROLES),
                                                            role2=r.choice(ZH_ROLES2), nick=nick))
            if place == "paste":
                blk = self._sub(lambda: "发件人：\x01 <%s>\n日期：%s\n主题：%s\n\n%s" % (email, self._mail_date(), subj, body), name)
                return dict(intro=r.choice(ZH_PASTE_INTRO), block=blk)
            topic = r.choice(ZH_MAIL_TOPICS)
            out = self._sub(lambda: "找到 1 封邮件\n\n发件人：\x01 <%s>\n日期：%s\n主题：%s\n\n%s" % (email, self._mail_date(), subj, body), name)
            return self._tool("mail_search", {"query": topic, "folder": "收件箱"}, out,
                              r.choice(ZH_MAIL_PROMPTS["name"]).format(topic=topic))
        email = "%s.%s@%s" % (f["first"].lower(), f["last"].lower(), r.choice(EN_DOMAINS))
        subj, body = r.choice(EN_MAIL_SUBJECTS), r.choice(EN_MAIL_BODIES)
        if place == "user":
            return dict(text=r.choice(EN_NAME_T).format(name=name, role=r.choice(EN_ROLES)))
        if place == "paste":
            blk = self._sub(lambda: "---------- Forwarded message ---------\nFrom: \x01 <%s>\nDate: %s\nSubject: %s\n\nHi,\n\n%s\n\nBest,\n%s" % (
                email, self._mail_date(), subj, body, f["first"]), name)
            return dict(intro=r.choice(EN_PASTE_INTRO), block=blk)
        topic = r.choice(EN_MAIL_TOPICS)
        out = self._sub(lambda: "1 result\n\nFrom: \x01 <%s>\nDate: %s\nSubject: %s\n\n%s\n\n%s" % (
            email, self._mail_date(), subj, body, f["first"]), name)
        return self._tool("mail_search", {"query": topic, "folder": "Inbox"}, out,
                          r.choice(EN_MAIL_PROMPTS["name"]).format(topic=topic))

    def r_command(self, f, place):
        r, g = self.rng, f["g"]
        cmd = g["cmd"]
        if place == "user":
            return dict(text=r.choice(ZH_CMD_T if self.zh else EN_CMD_T).format(cmd=cmd))
        out = self.clean(lambda: g["out"](r))
        if place == "paste":
            blk = "```\nobs@ridge-obs:~$ %s%s\n```" % (cmd, ("\n" + out) if out else "")
            intro = r.choice(["终端输出贴一下：", "跑出来是这样的：", "记录一下终端："] if self.zh else
                             ["terminal, for the record:", "this is what I got:", "pasting the terminal so you can see:"])
            return dict(intro=intro, block=blk)
        if place == "tool":
            p = r.choice((ZH_SSH_PROMPTS if self.zh else EN_SSH_PROMPTS)["command"]).format(en=g["en"], zh=g["zh"])
            return self._tool("ssh_exec", {"host": "ridge-obs", "command": cmd}, out or "(no output)\n[exit status 0]", p)
        p = r.choice((ZH_ASST_PROMPTS if self.zh else EN_ASST_PROMPTS)["command"]).format(en=g["en"], zh=g["zh"])
        return dict(prompt=p, text=r.choice((ZH_ASST_T if self.zh else EN_ASST_T)["command"]).format(cmd=cmd))

    def r_id(self, f, place):
        r, v, label, what = self.rng, f["id"], f["label"], f["what"]
        if place == "user":
            return dict(text=r.choice(ZH_ID_T if self.zh else EN_ID_T).format(id=v, label=label, what=what))
        if place == "paste":
            if self.zh:
                blk = self._sub(lambda: r.choice([
                    "【短信】尊敬的客户，您关于%s的%s为\x01，请妥善保存，如有疑问请致电客服。" % (what, label),
                    "%s：\x01\n事项：%s\n状态：处理中\n预计3-5个工作日内回复" % (label, what)]), v)
                return dict(intro=r.choice(ZH_PASTE_INTRO), block=blk)
            blk = self._sub(lambda: r.choice([
                "Dear customer,\n\nThank you for getting in touch about %s. Your %s is \x01 — please quote it in any correspondence.\n\nKind regards,\nCustomer Services" % (what, label),
                "REFERENCE: \x01\nRe: %s\nStatus: open\nNext update: within 5 working days" % what]), v)
            return dict(intro=r.choice(EN_PASTE_INTRO), block=blk)
        if r.random() < 0.5:
            if self.zh:
                out = self._sub(lambda: "找到 1 封邮件\n\n发件人：客服中心 <service@%s>\n日期：%s\n主题：您的%s\n\n您好，关于%s，您的%s是\x01，后续请凭此编号联系我们。" % (
                    r.choice(["zwoastro.cn", "taobao.com", "picc.com.cn", "sf-express.com"]), self._mail_date(), label, what, label), v)
                return self._tool("mail_search", {"query": what, "folder": "收件箱"}, out,
                                  r.choice(ZH_MAIL_PROMPTS["id"]).format(label=label, what=what))
            out = self._sub(lambda: "1 result\n\nFrom: Customer Services <noreply@%s>\nDate: %s\nSubject: Your %s\n\nHello,\n\nRegarding %s: your %s is \x01. Please keep this for your records." % (
                r.choice(["firstlightoptics.com", "towergate.co.uk", "zwoastro.com", "dpd.co.uk"]), self._mail_date(), label, what, label), v)
            return self._tool("mail_search", {"query": what, "folder": "Inbox"}, out,
                              r.choice(EN_MAIL_PROMPTS["id"]).format(label=label, what=what))
        if self.zh:
            out = self._sub(lambda: "日期        | 摘要 | 编号 | 金额 | 状态\n2026-11-%02d | %s | \x01 | ¥%d.%02d | 已对账" % (
                r.randint(2, 19), what, r.randint(100, 9999), r.randint(0, 99)), v)
            return self._tool("ledger_lookup", {"sheet": "2026-27年度账本", "query": what}, out,
                              "账本里%s那一行帮我调出来，我要%s" % (what, label))
        out = self._sub(lambda: "date       | description | ref | amount | status\n2026-11-%02d | %s | \x01 | £%d.%02d | reconciled" % (
            r.randint(2, 19), what, r.randint(20, 2500), r.randint(0, 99)), v)
        return self._tool("ledger_lookup", {"sheet": "PRAS accounts 2026-27", "query": what}, out,
                          "pull up the ledger line for %s, I need the %s" % (what, label))

    def r_port(self, f, place):
        r, p = self.rng, f["port"]
        s_en, s_zh, proc, conf = f["svc"]
        svc = s_zh if self.zh else s_en
        if place == "user":
            return dict(text=r.choice(ZH_PORT_T if self.zh else EN_PORT_T).format(svc=svc, port=p, host=r.choice(EN_PORT_HOSTS)))
        if place == "paste":
            if r.random() < 0.5:
                blk = self._sub(lambda: "```\n# %s\n[server]\nbind = 0.0.0.0\nport = \x01\nlog_level = info\n```" % conf, p)
            else:
                blk = self._sub(lambda: "```\n%sT%s INFO  %s: listening on 0.0.0.0:\x01\n```" % (_ymd(r), _hms(r), proc), p)
            intro = ("%s的配置，老周改过之后的：" % svc if r.random() < 0.5 else "%s启动日志：" % svc) if self.zh else \
                ("config for the %s after Dave's fiddling:" % svc if r.random() < 0.5 else "log line from the %s:" % svc)
            return dict(intro=intro, block=blk)
        if place == "tool":
            pr = r.choice((ZH_SSH_PROMPTS if self.zh else EN_SSH_PROMPTS)["port"]).format(svc=svc)
            if r.random() < 0.5:
                out = self._sub(lambda: "State  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process\n"
                                        "LISTEN 0      128    0.0.0.0:22          0.0.0.0:*     users:((\"sshd\",pid=%d,fd=3))\n"
                                        "LISTEN 0      5      0.0.0.0:\x01      0.0.0.0:*     users:((\"%s\",pid=%d,fd=%d))" % (
                                            r.randint(400, 700), proc, r.randint(701, 990), r.randint(4, 9)), p)
                return self._tool("ssh_exec", {"host": "ridge-obs", "command": "sudo ss -ltnp"}, out, pr)
            out = self._sub(lambda: "%d:port = \x01" % r.randint(3, 40), p)
            return self._tool("ssh_exec", {"host": "ridge-obs", "command": "grep -n port %s" % conf}, out, pr)
        pr = r.choice((ZH_ASST_PROMPTS if self.zh else EN_ASST_PROMPTS)["port"]).format(svc=svc)
        return dict(prompt=pr, text=r.choice((ZH_ASST_T if self.zh else EN_ASST_T)["port"]).format(svc=svc, port=p))

    def r_version(self, f, place):
        r, v = self.rng, f["v"]
        p_en, p_zh, gen, chk, ofmt = f["prod"]
        prod = p_zh if self.zh else p_en
        if place == "user":
            return dict(text=r.choice(ZH_VER_T if self.zh else EN_VER_T).format(prod=prod, v=v))
        if place == "paste":
            other = r.choice([x for x in PRODUCTS if x[0] != p_en])
            lab = prod[4:] if prod.startswith("the ") else prod
            olab = (other[1] if self.zh else (other[0][4:] if other[0].startswith("the ") else other[0]))
            if r.random() < 0.6:
                blk = self._sub(lambda: "| %s | %s |\n|---|---|\n| %s | \x01 |\n| %s | %s |" % (
                    "组件" if self.zh else "Component", "版本" if self.zh else "Version", lab, olab, other[2](r)), v)
                intro = r.choice(["设备清单里那张表：", "器材登记表截一段："] if self.zh else ["from the kit spreadsheet:", "the equipment register says:"])
            else:
                blk = self._sub(lambda: "```\n%sT%s [INFO] %s \x01 initialised\n```" % (_ymd(r), _hms(r), lab), v)
                intro = r.choice(["日志里这么写的：", "启动日志："] if self.zh else ["the log says:", "startup log:"])
            return dict(intro=intro, block=blk)
        if place == "tool":
            pr = r.choice((ZH_SSH_PROMPTS if self.zh else EN_SSH_PROMPTS)["version"]).format(prod=prod)
            out = self._sub(lambda: ofmt.format(v="\x01"), v)
            return self._tool("ssh_exec", {"host": "ridge-obs", "command": chk}, out, pr)
        pr = r.choice((ZH_ASST_PROMPTS if self.zh else EN_ASST_PROMPTS)["version"]).format(prod=prod)
        return dict(prompt=pr, text=r.choice((ZH_ASST_T if self.zh else EN_ASST_T)["version"]).format(prod=prod, v=v))

    def r_money(self, f, place):
        r, m, item = self.rng, f["m"], f["item"]
        if place == "user":
            t = r.choice(ZH_MONEY_T if self.zh else EN_MONEY_T).format(item=item, m=m)
            return dict(text=t[0].upper() + t[1:] if t.startswith("the ") and r.random() < 0.5 else t)
        lab = item[4:] if item.startswith("the ") else item
        if place == "paste":
            if self.zh:
                blk = self._sub(lambda: "报价单\n品名：%s\n数量：1\n金额：\x01\n运费：%s\n有效期：7天" % (item, r.choice(["包邮", "顺丰到付", "另计"])), m)
                return dict(intro=r.choice(["商家发来的报价：", "截图转文字："]), block=blk)
            blk = self._sub(lambda: "| Item | Qty | Price |\n|---|---|---|\n| %s | 1 | \x01 |\n| Delivery | 1 | £%d.%02d |" % (
                lab[0].upper() + lab[1:], r.randint(4, 15), r.randint(0, 99)), m)
            return dict(intro=r.choice(["the quote, pasted:", "from the supplier's email:"]), block=blk)
        if place == "tool":
            if r.random() < 0.5:
                if self.zh:
                    out = self._sub(lambda: "日期        | 摘要 | 分类 | 金额\n2026-11-%02d | %s | %s | \x01" % (
                        r.randint(2, 19), item, r.choice(["器材", "维护", "运行费用", "活动"])), m)
                    return self._tool("ledger_lookup", {"sheet": "2026-27年度账本", "query": item}, out,
                                      "帮我在账本里查一下%s实际付了多少" % item)
                out = self._sub(lambda: "date       | description | category | amount\n2026-11-%02d | %s | %s | \x01" % (
                    r.randint(2, 19), lab, r.choice(["Equipment", "Maintenance", "Running costs", "Events"])), m)
                return self._tool("ledger_lookup", {"sheet": "PRAS accounts 2026-27", "query": lab}, out,
                                  "can you pull up what we actually paid for %s from the ledger?" % item)
            if self.zh:
                out = self._sub(lambda: "找到 1 封邮件\n\n发件人：销售部 <sales@%s>\n日期：%s\n主题：报价\n\n您好，关于%s，我们的报价是\x01，如无问题请回复确认。" % (
                    r.choice(["xingtelang.cn", "astro-shop.cn", "tianwen-qc.com"]), self._mail_date(), item), m)
                return self._tool("mail_search", {"query": item + " 报价", "folder": "收件箱"}, out,
                                  r.choice(ZH_MAIL_PROMPTS["money"]).format(item=item))
            out = self._sub(lambda: "1 result\n\nFrom: Sales <sales@%s>\nDate: %s\nSubject: Quotation\n\nThank you for your enquiry. Our price for %s is \x01." % (
                r.choice(["firstlightoptics.com", "rothervalleyoptics.co.uk", "365astronomy.com"]), self._mail_date(), item), m)
            return self._tool("mail_search", {"query": lab + " quote", "folder": "Inbox"}, out,
                              r.choice(EN_MAIL_PROMPTS["money"]).format(item=item))
        pr = r.choice((ZH_ASST_PROMPTS if self.zh else EN_ASST_PROMPTS)["money"]).format(item=item)
        return dict(prompt=pr, text=r.choice((ZH_ASST_T if self.zh else EN_ASST_T)["money"]).format(item=item, m=m))

    def r_date(self, f, place):
        r, dt, ev = self.rng, f["date"], f["event"]
        ev_cap = ev[0].upper() + ev[1:]
        if place == "user":
            t = r.choice(ZH_DATE_T if self.zh else EN_DATE_T).format(event=ev, date=dt)
            return dict(text=t)
        if place == "paste":
            if self.zh:
                blk = self._sub(lambda: "【群公告】%s：\x01，请大家相互转告，天气不好另行通知。" % ev, dt)
                return dict(intro=r.choice(["群公告转过来：", "老周发的公告："]), block=blk)
            blk = self._sub(lambda: "From: bookings@%s\nSubject: Re: %s\n\nHi both,\n\nJust confirming \x01 works for %s from our side. Give us a shout if anything changes.\n\nThanks!" % (
                r.choice(["calderhigh.sch.uk", "kielderobservatory.org", "ridgefarm.co.uk"]), ev_cap, ev), dt)
            return dict(intro=r.choice(EN_PASTE_INTRO), block=blk)
        if place == "tool":
            if self.zh:
                out = self._sub(lambda: "日程：%s\n日期：\x01\n时间：19:30\n地点：山上观测站\n创建人：财务" % ev, dt)
                return self._tool("club_calendar", {"search": ev}, out, "协会日历里查一下%s是哪天" % ev)
            if dt.startswith("the ") or r.random() < 0.4:
                out = self._sub(lambda: "1 result\n\nFrom: secretary@pras-astro.org.uk\nDate: %s\nSubject: %s\n\nHi all — %s will be \x01. More details nearer the time." % (
                    self._mail_date(), ev_cap, ev), dt)
                return self._tool("mail_search", {"query": ev, "folder": "Inbox"}, out,
                                  r.choice(EN_MAIL_PROMPTS["date"]).format(event=ev))
            out = self._sub(lambda: "Event: %s\nDate: \x01\nTime: 19:30\nLocation: Ridge Obs / online\nCreated by: treasurer" % ev_cap, dt)
            return self._tool("club_calendar", {"search": ev}, out, "check the club calendar for %s" % ev)
        pr = r.choice((ZH_ASST_PROMPTS if self.zh else EN_ASST_PROMPTS)["date"]).format(event=ev)
        return dict(prompt=pr, text=r.choice((ZH_ASST_T if self.zh else EN_ASST_T)["date"]).format(event=ev, event_cap=ev_cap, date=dt))

    def r_decision(self, f, place):
        r, c, rs = self.rng, f["c"], f["r"]
        if place == "user":
            return dict(text=r.choice(ZH_DEC_T if self.zh else EN_DEC_T).format(c=c, r=rs))
        if self.zh:
            blk = "【会议纪要】\n一、请假：老周（夜班）\n二、财务情况：正常，详见报告\n三、决议：%s。原因：%s。\n四、其他：小屋的水壶又坏了" % (c, rs)
            return dict(intro=r.choice(["昨晚的会议纪要，先贴这儿：", "纪要草稿："]), block=blk)
        blk = "Committee meeting — draft minutes\n\n1. Apologies: Dave (night shift)\n2. Treasurer's update: on track, see report\n3. %s: RESOLVED — %s. Rationale: %s.\n4. AOB: the kettle. Again." % (
            r.choice(["Equipment", "Operations", "Membership", "Finance"]), c, rs)
        return dict(intro=r.choice(["draft minutes from last night, tidy later:", "minutes (draft), for the record:"]), block=blk)

    def r_constraint(self, f, place):
        r, a, sc, pos = self.rng, f["action"], f["scope"], f["pos"]
        if self.zh:
            modal = r.choice(ZH_POS if pos else ZH_NEG)
            if place == "user":
                return dict(text=r.choice(ZH_CON_T).format(scope=sc, modal=modal, action=a))
            blk = "【远程使用须知】\n……\n%d. %s%s%s。\n……" % (r.randint(3, 9), sc, modal, a)
            return dict(intro=r.choice(["群公告里那条，贴一下：", "协议原文："]), block=blk)
        modal = r.choice(EN_POS if pos else EN_NEG)
        if place == "user":
            return dict(text=r.choice(EN_CON_T).format(scope=sc, modal=modal, action=a))
        if r.random() < 0.5:
            blk = "> 4.%d Members %s %s %s." % (r.randint(1, 9), "must" if pos else "must not", a, sc)
            return dict(intro="pasting the bit from the remote-use agreement:", block=blk)
        blk = "> From the committee: please remember — %s %s %s. Thanks all." % (modal, a, sc)
        return dict(intro="this went out on the list earlier:", block=blk)

    def r_question(self, f, place):
        r = self.rng
        return dict(text=r.choice(ZH_Q_T if self.zh else EN_Q_T).format(q=f["q"]))

    # ---------------- composing messages ----------------------------------------------------
    def compose_user(self, texts):
        r = self.rng
        if self.zh:
            def end(t):
                return t if t[-1] in "。！？!?）)」~" else t + r.choice(["。", "。", "！", "~"])
            style = r.choice(["plain", "plain", "list", "voice", "aside"]) if len(texts) > 1 else \
                r.choice(["plain", "plain", "aside", "voice"])
            if style == "list":
                return r.choice(["几件事：", "先说几个事，记一下：", "更新一下："]) + "\n" + "\n".join(
                    "%d. %s" % (i + 1, t) for i, t in enumerate(texts))
            if style == "voice":
                return "（语音转文字，可能有错字）" + "，然后".join(strip_end(t) for t in texts) + "，就这些"
            out = []
            for t in texts:
                if style == "aside" and r.random() < 0.5:
                    out.append(r.choice(ZH_ASIDES) + r.choice(["，", " ", "。"]))
                out.append(end(t))
            if style == "aside":
                out.append(r.choice([x for x in ZH_ASIDES if x not in ("对了", "另外", "话说")]))
            return "".join(out).strip()

        def end(t):
            return t if t[-1] in ".!?)`" else t + r.choice([".", ".", "!", "!!"])
        style = r.choice(["plain", "plain", "list", "voice", "aside"]) if len(texts) > 1 else \
            r.choice(["plain", "plain", "aside", "voice"])
        if style == "list":
            return r.choice(["few things before I forget:", "quick list:", "ok, updates:", "Things, in no order:"]) + "\n" + "\n".join(
                "- " + t for t in texts)
        if style == "voice":
            return r.choice(["(voice note, sorry for the rambling) ", "(dictating this in the car) "]) + \
                " and ".join(strip_end(t) for t in texts) + r.choice([" anyway that's it", " ok bye", " right I'm home"])
        out = []
        for t in texts:
            if style == "aside" and r.random() < 0.5:
                out.append(r.choice(EN_ASIDES))
            out.append(end(t))
        if style == "aside":
            out.append(r.choice([x for x in EN_ASIDES if x not in ("oh and", "right,", "ALSO", "anyway.")]))
        return r.choice([" ", " ", "\n\n"]).join(out)

    def reply(self, frags, paste=False):
        r = self.rng
        ack = ZH_ACK if self.zh else EN_ACK
        parts = []
        if paste:
            parts.append(r.choice(ZH_PASTE_ACK if self.zh else EN_PASTE_ACK))
        seen = set()
        for fr in frags:
            if fr["kind"] not in seen:
                seen.add(fr["kind"])
                parts.append(r.choice(ack[fr["kind"]]))
        if r.random() < 0.55:
            parts.append(r.choice(ZH_ADVICE if self.zh else EN_ADVICE))
        return "\n\n".join(parts)

    def filler(self):
        r = self.rng
        zh = self.zh
        x = r.random()
        if x < 0.42 and self.long_pool:
            u, a = self.long_pool.pop()
            return [("user", u), ("assistant", a)]
        if x < 0.68:
            u, a = r.choice(ZH_SHORT if zh else EN_SHORT)
            return [("user", u), ("assistant", a)]
        if x < 0.76:
            u1, u2, a = r.choice(ZH_DOUBLE if zh else EN_DOUBLE)
            return [("user", u1), ("user", u2), ("assistant", a)]
        if x < 0.88:
            t = r.choice(TARGETS)

            def log():
                lines = []
                n = r.randint(1, 9)
                for _ in range(r.randint(6, 10)):
                    lines.append("[%s] %s" % (_hms(r), r.choice([
                        "Capture: Received image %d out of 40 (%s, 300s)" % (n, t),
                        "Guide: RMS %.2f\" (RA %.2f\", DEC %.2f\")" % (r.uniform(0.4, 1.2), r.uniform(0.3, 0.9), r.uniform(0.3, 0.9)),
                        "Focus: autofocus complete, HFR %.2f" % r.uniform(1.8, 3.2),
                        "Mount: meridian flip completed",
                        "Capture: dithering...",
                        "Guide: settling, dist %.2f px" % r.uniform(0.2, 2.0),
                        "Scheduler: job %s started" % t,
                        "Weather: cloud %d%%, wind %.1f m/s" % (r.randint(0, 60), r.uniform(0, 8)),
                    ])))
                    n += 1
                return "```\n" + "\n".join(lines) + "\n```"
            body = self.clean(log)
            return [("user", r.choice(ZH_LOG_INTRO if zh else EN_LOG_INTRO) + "\n" + body),
                    ("assistant", r.choice(ZH_LOG_REPLY if zh else EN_LOG_REPLY))]

        def wx():
            rows = []
            for h in range(18, 30, 2):
                hh = h % 24
                if zh:
                    rows.append("%02d时 云量%d%% 风速%dkm/h 湿度%d%%" % (hh, r.randint(0, 100), r.randint(3, 35), r.randint(55, 97)))
                else:
                    rows.append("%02d:00 cloud %d%% wind %d km/h RH %d%%" % (hh, r.randint(0, 100), r.randint(3, 35), r.randint(55, 97)))
            return "\n".join(rows)
        out = self.clean(wx)
        args = {"site": "山上观测站" if zh else "Ridge Obs", "hours": 12}
        return [("user", r.choice(ZH_WX_PROMPTS if zh else EN_WX_PROMPTS)), ("tool", "weather_forecast", (args, out)),
                ("assistant", r.choice(ZH_WX_SUMMARY if zh else EN_WX_SUMMARY))]

    def episode(self, kind, frags):
        r = self.rng
        zh = self.zh
        if kind == "user":
            return [("user", self.compose_user([fr["text"] for fr in frags])), ("assistant", self.reply(frags))]
        if kind == "paste":
            txt = frags[0]["intro"] + "\n\n" + frags[0]["block"]
            for fr in frags[1:]:
                txt += "\n\n" + (r.choice(["还有这个：", "另外这个："]) if zh else r.choice(["and this one:", "also:"])) + "\n\n" + fr["block"]
            return [("user", txt), ("assistant", self.reply(frags, paste=True))]
        if kind == "tool":
            prompt = frags[0]["prompt"]
            for fr in frags[1:]:
                prompt += ("。另外，" if zh else r.choice(["\n\nalso ", " — oh and "])) + fr["prompt"]
            items = [("user", prompt)]
            summ = []
            for fr in frags:
                items.append(("tool", fr["tool"], (fr["args"], fr["output"])))
                if fr["summary"] not in summ:
                    summ.append(fr["summary"])
            if r.random() < 0.35:
                summ.append(r.choice(ZH_ADVICE if zh else EN_ADVICE))
            items.append(("assistant", "\n\n".join(summ)))
            return items
        fr = frags[0]
        text = fr["text"]
        if r.random() < 0.4:
            text += "\n\n" + r.choice(ZH_ADVICE if zh else EN_ADVICE)
        return [("user", fr["prompt"]), ("assistant", text)]

    def build(self):
        r = self.rng
        vals = []
        for k in KINDS:
            for i in range(self.per_kind):
                vals.append(getattr(self, "v_" + k)(i))
        buckets = {"user": [], "paste": [], "tool": [], "asst": []}
        for v in vals:
            fr = self.render(v)
            buckets[fr["place"]].append(fr)
        for b in buckets.values():
            r.shuffle(b)
        eps = []

        def chunks(lst, sizes):
            while lst:
                n = r.choice(sizes)
                yield lst[:n]
                del lst[:n]
        for c in chunks(buckets["user"], [1, 1, 2, 2, 2, 3]):
            eps.append(self.episode("user", c))
        for c in chunks(buckets["paste"], [1, 1, 2]):
            eps.append(self.episode("paste", c))
        for c in chunks(buckets["tool"], [1, 1, 2]):
            eps.append(self.episode("tool", c))
        for fr in buckets["asst"]:
            eps.append(self.episode("asst", [fr]))

        def nmsg(ep):
            return sum(1 for it in ep if it[0] != "tool")
        self.long_pool = list(ZH_FILLER if self.zh else EN_FILLER)
        r.shuffle(self.long_pool)
        opener = list(r.choice(ZH_OPEN if self.zh else EN_OPEN))
        count = sum(nmsg(e) for e in eps) + 2
        target = min(270, max(r.randint(140, 205), count + 14))
        while count < target:
            ep = self.filler()
            eps.append(ep)
            count += nmsg(ep)
        r.shuffle(eps)
        seq = [("user", opener[0]), ("assistant", opener[1])]
        for ep in eps:
            seq.extend(ep)
        facts = [{"kind": v["kind"], "needles": list(v["needles"])} for v in vals]
        return facts, seq

    def tool_rows(self, name, payload):
        args, output = payload
        return json.dumps(args, ensure_ascii=False), output


# --------------------------------------------------------------------------------------------
# run protocol (copied from the shared held-out protocol; ids use the "bw" prefix)
# --------------------------------------------------------------------------------------------

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
            cid = "call_bw%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_bw%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_bw%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_bw%d" % n, "createdAt": ts,
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

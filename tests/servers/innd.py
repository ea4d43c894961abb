"""Debian's INN (inn2), for the client tests: innd with a configuration of
its own under WORKDIR (no file of the system's /etc/news is read), two
groups (local.one, local.two) and no peer, so that every connection is a
reader's, handed to nnrpd, which takes POST. innd listens on 127.0.0.1 on
an ephemeral port that this script binds and hands to it (systemd's socket
activation: LISTEN_FDS, fd 3); it runs as the user news. Prints
"PORT <n>" on stdout, then waits: innd is killed when stdin closes, or when
this script dies (PR_SET_PDEATHSIG), so it never outlives its test. innd
logs through syslog, which the tests do not read.

usage: /usr/bin/python3 innd.py WORKDIR
"""
import ctypes
import os
import pwd
import signal
import socket
import subprocess
import sys
import threading

INN = "/usr/lib/news/bin"
GROUPS = ["local.one", "local.two", "control", "control.cancel", "junk"]


def write(root, rel, text):
    with open(os.path.join(root, rel), "w") as f:
        f.write(text)


def configure(root):
    for d in ["etc", "db", "run", "log", "tmp", "spool/articles", "spool/incoming/bad", "spool/outgoing",
              "spool/archive", "spool/innfeed"]:
        os.makedirs(os.path.join(root, d), exist_ok=True)
    # tradindexed's directories: one level per component's initial
    for g in GROUPS:
        os.makedirs(os.path.join(root, "spool/overview", *[c[0] for c in g.split(".")]), exist_ok=True)
    write(root, "etc/inn.conf", f"""domain: test.invalid
pathhost: test.invalid
mta: "/bin/false %s"
server: 127.0.0.1
organization: "url-literal tests"
pathnews: /usr/lib/news
pathbin: {INN}
pathfilter: /etc/news/filter
pathcontrol: {INN}/control
pathetc: {root}/etc
pathdb: {root}/db
pathrun: {root}/run
pathlog: {root}/log
pathhttp: {root}/log
pathtmp: {root}/tmp
pathspool: {root}/spool
patharticles: {root}/spool/articles
pathoverview: {root}/spool/overview
pathincoming: {root}/spool/incoming
pathoutgoing: {root}/spool/outgoing
patharchive: {root}/spool/archive
ovmethod: tradindexed
hismethod: hisv6
enableoverview: true
wireformat: true
storeonxref: true
artcutoff: 0
addinjectiondate: false
addinjectionpostinghost: false
bindaddress: 127.0.0.1
bindaddress6: none
port: 119
docnfsstat: false
doinnwatch: false
readertrack: false
nnrpdloadlimit: 0
""")
    write(root, "etc/storage.conf", "method tradspool {\n newsgroups: *\n class: 0\n}\n")
    write(root, "etc/newsfeeds", "ME:*::\n")
    write(root, "etc/incoming.conf", "")
    write(root, "etc/readers.conf", 'auth "local" {\n hosts: "127.0.0.1"\n default: "<local>"\n}\n'
          'access "local" {\n users: "<local>"\n newsgroups: "*"\n access: RPA\n}\n')
    write(root, "etc/expire.ctl", "/remember/:11\n*:A:1:90:never\n")
    write(root, "db/active", "".join(f"{g} 0000000000 0000000001 {'y' if g.startswith('local.') else 'n'}\n"
                                     for g in GROUPS))
    write(root, "db/active.times", "")
    write(root, "db/newsgroups", "local.one\tThe first group\nlocal.two\tThe second group\n")
    write(root, "db/history", "")
    news = pwd.getpwnam("news")
    for dirpath, _, files in os.walk(root):
        for n in [dirpath] + [os.path.join(dirpath, f) for f in files]:
            os.chown(n, news.pw_uid, news.pw_gid)
    # makedbz, run as root, works as the user news (INN's tools do)
    env = dict(os.environ, INNCONF=f"{root}/etc/inn.conf")
    subprocess.run([f"{INN}/makedbz", "-i", "-o", "-s", "100", "-f", f"{root}/db/history"], check=True,
                   cwd=f"{root}/db", env=env, stdout=subprocess.DEVNULL)
    return news


def main():
    root = os.path.abspath(sys.argv[1])
    news = configure(root)
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    port = listener.getsockname()[1]
    pid = os.fork()
    if pid == 0:
        try:
            os.setgid(news.pw_gid)
            os.setgroups([])
            os.setuid(news.pw_uid)
            # killed with its parent, whatever kills the parent
            ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
            os.dup2(listener.fileno(), 3)
            os.set_inheritable(3, True)
            env = dict(os.environ, INNCONF=f"{root}/etc/inn.conf", LISTEN_FDS="1", LISTEN_PID=str(os.getpid()))
            os.execve(f"{INN}/innd", ["innd", "-d", "-c", "0"], env)
        finally:
            os._exit(127)
    listener.close()
    print(f"PORT {port}", flush=True)

    def stop_on_eof():
        sys.stdin.read()
        os.kill(pid, signal.SIGKILL)

    threading.Thread(target=stop_on_eof, daemon=True).start()
    _, status = os.waitpid(pid, 0)
    print(f"innd exited: {status}", file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()

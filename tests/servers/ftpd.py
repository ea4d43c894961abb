"""pyftpdlib, for the client tests: listens on 127.0.0.1 on an ephemeral
port, prints "PORT <n>" on stdout once it accepts connections, logs every
command and reply (pyftpdlib's DEBUG log) on stderr, and exits when its
stdin closes (so it never outlives the test that started it).

usage: python3 ftpd.py ROOT [--user NAME:PASSWORD:HOME]... [--no-epsv]
"""
import argparse
import logging
import os
import sys
import threading

from pyftpdlib.authorizers import DummyAuthorizer
from pyftpdlib.handlers import FTPHandler
from pyftpdlib.servers import FTPServer


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--user", action="append", default=[])
    ap.add_argument("--no-epsv", action="store_true")
    args = ap.parse_args()

    authorizer = DummyAuthorizer()
    authorizer.add_anonymous(args.root)
    for spec in args.user:
        name, password, home = spec.split(":", 2)
        authorizer.add_user(name, password, home, perm="elr")

    class Handler(FTPHandler):
        pass

    Handler.authorizer = authorizer
    if args.no_epsv:
        # a server that does not know EPSV: the client falls back to PASV
        Handler.proto_cmds = {k: v for k, v in FTPHandler.proto_cmds.items() if k != "EPSV"}

    logging.basicConfig(stream=sys.stderr, level=logging.DEBUG, format="%(message)s")
    server = FTPServer(("127.0.0.1", 0), Handler)
    print("PORT", server.socket.getsockname()[1], flush=True)

    def watchdog():
        sys.stdin.read()
        os._exit(0)

    threading.Thread(target=watchdog, daemon=True).start()
    server.serve_forever(handle_exit=False)


main()

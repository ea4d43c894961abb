"""Debian's pygopherd, for the client tests: serves ROOT on 127.0.0.1 on an
ephemeral port with the Debian configuration, changed only to listen there,
not chroot, log to stderr and run executables (the search item). Prints
"PORT <n>" on stdout once it accepts connections, exits when its stdin
closes.

usage: /usr/bin/python3 gopherd.py ROOT WORKDIR
"""
import configparser
import os
import sys
import threading

sys.path.append("/usr/lib/python3/dist-packages")  # Debian's pygopherd
from pygopherd import initialization  # noqa: E402


def main():
    root, work = sys.argv[1], sys.argv[2]
    config = configparser.ConfigParser(interpolation=None)
    config.read("/etc/pygopherd/pygopherd.conf")
    g = config["pygopherd"]
    g["interface"] = "127.0.0.1"
    g["port"] = "0"
    g["servername"] = "127.0.0.1"
    g["usechroot"] = "no"
    g["detach"] = "no"
    g["servertype"] = "ThreadingTCPServer"
    g["root"] = root
    g.pop("pidfile", None)
    config["logger"]["logmethod"] = "file"
    handlers = config["handlers.HandlerMultiplexer"]["handlers"]
    config["handlers.HandlerMultiplexer"]["handlers"] = handlers.replace(
        "file.FileHandler", "scriptexec.ExecHandler, file.FileHandler"
    )
    path = os.path.join(work, "pygopherd.conf")
    with open(path, "w") as f:
        config.write(f)

    out = sys.stdout
    sys.stdout = sys.stderr  # pygopherd's "file" log writes to stdout
    server = initialization.initialize(path)
    print("PORT", server.server_address[1], file=out, flush=True)

    def watchdog():
        sys.stdin.read()
        os._exit(0)

    threading.Thread(target=watchdog, daemon=True).start()
    server.serve_forever()


main()

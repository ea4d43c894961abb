"""aiosmtpd (Debian's python3-aiosmtpd), for the client tests: an SMTP
server on 127.0.0.1 on an ephemeral port that writes each message it
receives to OUTDIR: N.envelope (the MAIL FROM address and its parameters,
then one RCPT TO address a line) and N.eml (the message's bytes as
received, after the end of data and dot-stuffing are undone). It offers
8BITMIME and SMTPUTF8. Logs each command (aiosmtpd's DEBUG log) on stderr;
prints "PORT <n>" on stdout once it accepts connections, and exits when its
stdin closes.

usage: /usr/bin/python3 smtpd.py OUTDIR
"""
import asyncio
import logging
import os
import sys
import threading

from aiosmtpd.smtp import SMTP


class Store:
    def __init__(self, out):
        self.out = out
        self.n = 0

    async def handle_DATA(self, server, session, envelope):
        self.n += 1
        base = os.path.join(self.out, str(self.n))
        with open(base + ".envelope", "w", encoding="utf-8") as f:
            f.write(" ".join([envelope.mail_from] + list(envelope.mail_options)) + "\n")
            for r in envelope.rcpt_tos:
                f.write(r + "\n")
        with open(base + ".eml", "wb") as f:
            f.write(envelope.original_content)
        return "250 stored as " + str(self.n)


def main():
    out = sys.argv[1]
    logging.basicConfig(level=logging.DEBUG, stream=sys.stderr)
    loop = asyncio.new_event_loop()
    handler = Store(out)
    server = loop.run_until_complete(loop.create_server(
        lambda: SMTP(handler, hostname="smtp.test.invalid", enable_SMTPUTF8=True, decode_data=False),
        "127.0.0.1", 0))
    print(f"PORT {server.sockets[0].getsockname()[1]}", flush=True)
    threading.Thread(target=lambda: (sys.stdin.read(), loop.call_soon_threadsafe(loop.stop)), daemon=True).start()
    loop.run_forever()


if __name__ == "__main__":
    main()

"""GNU inetutils' telnetd (Debian's inetutils-telnetd), for the client
tests: a listener on 127.0.0.1 on an ephemeral port that runs
`telnetd -h -E "LOGIN TYPED"` for each connection, as inetd would, with
LOGIN (telnet-login.sh) in place of /bin/login. Every byte the client sends
is appended to SEEN as it passes. Prints "PORT <n>" on stdout once it
accepts connections, and exits when its stdin closes (each telnetd with
it).

usage: /usr/bin/python3 telnetd.py LOGIN TYPED SEEN
"""
import socket
import subprocess
import sys
import threading


def serve(conn, login, typed, seen, children):
    ours, theirs = socket.socketpair()
    p = subprocess.Popen(["/usr/sbin/telnetd", "-h", "-E", f"{login} {typed}"],
                         stdin=theirs, stdout=theirs, stderr=subprocess.DEVNULL, close_fds=True)
    children.append(p)
    theirs.close()

    def up():
        with open(seen, "ab", buffering=0) as log:
            while True:
                data = conn.recv(4096)
                if not data:
                    break
                log.write(data)
                ours.sendall(data)
        ours.shutdown(socket.SHUT_WR)

    threading.Thread(target=up, daemon=True).start()
    while True:
        try:
            data = ours.recv(4096)
        except OSError:
            break
        if not data:
            break
        conn.sendall(data)
    # shutdown, not close alone: the thread above is in conn.recv, and a
    # close would wait for it before the client saw the end
    try:
        conn.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    conn.close()
    p.wait()


def main():
    login, typed, seen = sys.argv[1:4]
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(4)
    print(f"PORT {listener.getsockname()[1]}", flush=True)
    children = []

    def accept():
        while True:
            conn, _ = listener.accept()
            threading.Thread(target=serve, args=(conn, login, typed, seen, children), daemon=True).start()

    threading.Thread(target=accept, daemon=True).start()
    sys.stdin.read()
    for p in children:
        p.kill()


if __name__ == "__main__":
    main()

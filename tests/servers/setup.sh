#!/bin/sh
# Finds, or installs, the daemons that the `servers` test binary
# (tests/tests/servers/) starts on 127.0.0.1: pyftpdlib (PyPI) for ftp,
# Debian's pygopherd for gopher, inn2 (INN) for news and nntp,
# python3-aiosmtpd for mailto, inetutils-telnetd for telnet; http uses the
# python3 standard library (http.server). `cargo xtask servers` runs it, then those tests. Safe to run
# again: it installs only what is missing and says, for each daemon, what it
# found or installed. Installing needs root (apt-get, pip into the system
# python3), as in CI.
set -eu

say() { echo "servers: $*"; }

# $1 is missing: fine as root, else stop and say what to do
need_root() {
    if [ "$(id -u)" != 0 ]; then
        echo "servers: $1 is missing and installing it needs root (apt-get or pip); run \`cargo xtask servers\` as root, or install $2 yourself" >&2
        exit 1
    fi
}

# apt-get update once, then install the Debian packages named
updated=
apt_install() {
    if [ -z "$updated" ]; then
        apt-get update -qq
        updated=1
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# the version of the Debian package $1, or "unknown"
deb_version() {
    dpkg-query -W -f '${Version}' "$1" 2>/dev/null || echo unknown
}

# whether the Debian package $1 is installed and configured
deb_ok() {
    [ "$(dpkg-query -W -f '${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

# the version of python3's distribution $1, or "unknown"
dist_version() {
    python3 -c "import importlib.metadata as m; print(m.version('$1'))" 2>/dev/null || echo unknown
}

if ! command -v python3 >/dev/null; then
    echo "servers: python3 is missing; the daemons are python3 programs" >&2
    exit 1
fi
say "found $(python3 --version 2>&1) at $(command -v python3) (http.server for http)"

if python3 -c 'import pyftpdlib' 2>/dev/null; then
    say "found pyftpdlib $(dist_version pyftpdlib) in $(python3 -c 'import os, pyftpdlib; print(os.path.dirname(pyftpdlib.__file__))')"
else
    need_root pyftpdlib "pyftpdlib (pip install pyftpdlib==2.2.0, or Debian's python3-pyftpdlib)"
    # PyPI first; a python3 whose pip is missing or refuses (Debian's own)
    # takes Debian's package
    if python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore 'pyftpdlib==2.2.0' 2>/dev/null; then
        say "installed pyftpdlib $(dist_version pyftpdlib) from PyPI (pip)"
    else
        say "pip did not install pyftpdlib (no pip, or an externally managed python3): taking Debian's package"
        apt_install python3-pyftpdlib
        say "installed pyftpdlib $(dist_version pyftpdlib) from Debian (python3-pyftpdlib)"
    fi
fi

if [ -f /usr/lib/python3/dist-packages/pygopherd/initialization.py ]; then
    say "found pygopherd $(dpkg-query -W -f '${Version}' pygopherd 2>/dev/null || echo unknown) in /usr/lib/python3/dist-packages/pygopherd"
else
    need_root pygopherd "Debian's pygopherd (apt-get install pygopherd)"
    # the package's service is not started: there is no init system here,
    # and the tests run their own instance on an ephemeral port
    apt_install pygopherd
    say "installed pygopherd $(dpkg-query -W -f '${Version}' pygopherd) from Debian (apt-get)"
fi

# INN: the tests run innd with a configuration of their own
# (tests/servers/innd.py), not the package's. The package's own setup fails
# on a machine whose host name is not a fully qualified domain name ("the
# FQDN of the server contains invalid characters"): it is then given a
# domain in /etc/news/inn.conf, which nothing else reads, and configured
# again.
if deb_ok inn2 && [ -x /usr/lib/news/bin/innd ]; then
    say "found inn2 $(deb_version inn2) in /usr/lib/news/bin"
else
    need_root inn2 "Debian's inn2 (apt-get install inn2)"
    if ! apt_install inn2 2>/dev/null; then
        if ! grep -q '^domain:' /etc/news/inn.conf; then
            echo 'domain: localdomain' >> /etc/news/inn.conf
            say "inn2's setup needs a domain: added 'domain: localdomain' to /etc/news/inn.conf"
        fi
        DEBIAN_FRONTEND=noninteractive dpkg --configure -a >/dev/null
    fi
    say "installed inn2 $(deb_version inn2) from Debian (apt-get)"
fi

if /usr/bin/python3 -c 'import aiosmtpd' 2>/dev/null; then
    say "found aiosmtpd $(deb_version python3-aiosmtpd) (python3-aiosmtpd) for /usr/bin/python3"
else
    need_root aiosmtpd "Debian's python3-aiosmtpd (apt-get install python3-aiosmtpd)"
    apt_install python3-aiosmtpd
    say "installed aiosmtpd $(deb_version python3-aiosmtpd) from Debian (python3-aiosmtpd)"
fi

if deb_ok inetutils-telnetd && [ -x /usr/sbin/telnetd ]; then
    say "found inetutils-telnetd $(deb_version inetutils-telnetd) at /usr/sbin/telnetd"
else
    need_root telnetd "Debian's inetutils-telnetd (apt-get install inetutils-telnetd)"
    apt_install inetutils-telnetd
    say "installed inetutils-telnetd $(deb_version inetutils-telnetd) from Debian (apt-get)"
fi

python3 -c 'import pyftpdlib'
/usr/bin/python3 -c 'import sys; sys.path.append("/usr/lib/python3/dist-packages"); import pygopherd.initialization'
/usr/bin/python3 -c 'import aiosmtpd.smtp'
test -x /usr/lib/news/bin/innd -a -x /usr/lib/news/bin/makedbz -a -x /usr/sbin/telnetd
say "daemons ready: pyftpdlib, pygopherd, http.server, innd, aiosmtpd, telnetd"

#!/bin/sh
# Finds, or installs, the daemons that the `servers` test binary
# (tests/tests/servers/) starts on 127.0.0.1: pyftpdlib (PyPI) for ftp,
# Debian's pygopherd for gopher; http uses the python3 standard library
# (http.server). `cargo xtask servers` runs it, then those tests. Safe to run
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
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-pyftpdlib >/dev/null
        say "installed pyftpdlib $(dist_version pyftpdlib) from Debian (python3-pyftpdlib)"
    fi
fi

if [ -f /usr/lib/python3/dist-packages/pygopherd/initialization.py ]; then
    say "found pygopherd $(dpkg-query -W -f '${Version}' pygopherd 2>/dev/null || echo unknown) in /usr/lib/python3/dist-packages/pygopherd"
else
    need_root pygopherd "Debian's pygopherd (apt-get install pygopherd)"
    apt-get update -qq
    # the package's service is not started: there is no init system here,
    # and the tests run their own instance on an ephemeral port
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends pygopherd >/dev/null
    say "installed pygopherd $(dpkg-query -W -f '${Version}' pygopherd) from Debian (apt-get)"
fi

python3 -c 'import pyftpdlib'
/usr/bin/python3 -c 'import sys; sys.path.append("/usr/lib/python3/dist-packages"); import pygopherd.initialization'
say "daemons ready: pyftpdlib, pygopherd, http.server"

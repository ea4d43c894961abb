#!/bin/sh
# Installs the daemons that tests/tests/all/client.rs starts on 127.0.0.1:
# pyftpdlib (PyPI) for ftp, Debian's pygopherd for gopher; http uses the
# python3 standard library (http.server). Safe to run again: it installs
# only what is missing. Run as root (apt-get), as CI does.
set -eu

if ! python3 -c 'import pyftpdlib' 2>/dev/null; then
    # PyPI first; a python3 without pip (Debian's own) takes Debian's package
    python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore 'pyftpdlib==2.2.0' ||
        { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-pyftpdlib >/dev/null; }
fi

if [ ! -f /usr/lib/python3/dist-packages/pygopherd/initialization.py ]; then
    apt-get update -qq
    # the package's service is not started: there is no init system here,
    # and the tests run their own instance on an ephemeral port
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends pygopherd >/dev/null
fi

python3 -c 'import pyftpdlib'
/usr/bin/python3 -c 'import sys; sys.path.append("/usr/lib/python3/dist-packages"); import pygopherd.initialization'
echo "client test daemons ready: pyftpdlib, pygopherd, http.server"

#!/bin/sh
# What telnetd runs instead of /bin/login for the client tests: a banner, a
# login prompt, and the name typed, written to $1 and greeted.
# (the terminal writes each LF as CR LF)
printf 'url-literal telnet test\n\n'
printf 'login: '
IFS= read -r name
printf '%s\n' "$name" > "$1"
printf 'hello %s\n' "$name"

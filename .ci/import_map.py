#!/usr/bin/env python3
"""File-level import map of url-core/src: edges from `crate::`/`$crate::`/`super::`
paths (use lines, brace groups expanded, and inline paths) to the file that
defines the longest module prefix. Prints reach-backs to lib.rs and cycles."""
import os, re, sys
root = sys.argv[1] if len(sys.argv) > 1 else 'url-core/src'
files = {}
for d, _, fs in os.walk(root):
    for f in fs:
        if f.endswith('.rs'):
            p = os.path.join(d, f); rel = os.path.relpath(p, root)
            parts = rel[:-3].split('/')
            if parts[-1] in ('mod', 'lib'): parts = parts[:-1]
            files[tuple(parts)] = rel
# modules declared with #[path] in lib.rs
for line in open(os.path.join(root, 'lib.rs')):
    pass
path_attr = {}
src = open(os.path.join(root, 'lib.rs')).read()
for m in re.finditer(r'#\[path = "([^"]+)"\]\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\([a-z]+\))? )?mod (\w+);', src):
    rel = m.group(1); parts = tuple(rel[:-3].split('/'))
    if parts in files: files[(m.group(2),)] = files.pop(parts)
def expand(s):
    # expand a::{b, c::{d, e}} into paths
    s = s.strip()
    i = s.find('{')
    if i < 0: return [s]
    depth = 0
    for j in range(i, len(s)):
        if s[j] == '{': depth += 1
        elif s[j] == '}':
            depth -= 1
            if depth == 0: break
    head, body = s[:i], s[i+1:j]
    items, depth, cur = [], 0, ''
    for ch in body:
        if ch == ',' and depth == 0: items.append(cur); cur = ''; continue
        if ch == '{': depth += 1
        if ch == '}': depth -= 1
        cur += ch
    items.append(cur)
    out = []
    for it in items:
        it = it.strip()
        if not it: continue
        for e in expand(it): out.append(head + e)
    return out
# `#[macro_export]` macros live at the crate root but are defined in a file
exported = {}
for key, rel in files.items():
    for m in re.finditer(r'#\[macro_export\]\s*(?:#\[[^\]]*\]\s*)*macro_rules!\s*(\w+)', open(os.path.join(root, rel)).read()):
        exported[m.group(1)] = key
def resolve(mod, path):
    segs = [x for x in path.split('::') if x]
    if segs[0] in ('crate', '$crate'): base = []; segs = segs[1:]
    elif segs[0] == 'super':
        base = list(mod)
        while segs and segs[0] == 'super': base = base[:-1]; segs = segs[1:]
    elif segs[0] == 'self': base = list(mod); segs = segs[1:]
    else: return None
    full = base + [s.split(' as ')[0].strip() for s in segs]
    if not base and full and full[0].rstrip('!') in exported: return exported[full[0].rstrip('!')]
    for k in range(len(full), -1, -1):
        if tuple(full[:k]) in files: return tuple(full[:k])
    return ()
edges = {}
for mod, rel in files.items():
    text = open(os.path.join(root, rel)).read()
    text = re.sub(r'//[^\n]*', '', text)
    # `super::` on an indented line is inside an inline module of this file
    text = '\n'.join(re.sub(r'\bsuper::', 'self::', l) if l[:1] in (' ', '\t') else l for l in text.split('\n'))
    tgt = set()
    for m in re.finditer(r'\buse\s+((?:\$?crate|super|self)::[^;]*);', text):
        for p in expand(m.group(1)):
            r = resolve(mod, p); 
            if r is not None: tgt.add(r)
    for m in re.finditer(r'(?<![\w:])(\$?crate(?:::\w+)+|super(?:::\w+)+)', text):
        r = resolve(mod, m.group(1))
        if r is not None: tgt.add(r)
    tgt.discard(mod)
    edges[mod] = tgt
name = lambda m: files[m]
back = [(name(a)) for a, ts in edges.items() if () in ts and a != ()]
print('reach-backs to lib.rs:', sorted(back) or 'none')
# Tarjan SCC
idx, low, st, on, sccs, n = {}, {}, [], set(), [], [0]
sys.setrecursionlimit(10000)
def sc(v):
    idx[v] = low[v] = n[0]; n[0] += 1; st.append(v); on.add(v)
    for w in edges.get(v, ()):
        if w not in idx: sc(w); low[v] = min(low[v], low[w])
        elif w in on: low[v] = min(low[v], idx[w])
    if low[v] == idx[v]:
        c = []
        while True:
            w = st.pop(); on.discard(w); c.append(w)
            if w == v: break
        if len(c) > 1: sccs.append(c)
for v in list(edges):
    if v not in idx: sc(v)
print('cycles:', len(sccs))
for c in sccs:
    print('  ', sorted(name(x) for x in c))
    for a in c:
        for b in edges[a]:
            if b in c: print('      ', name(a), '->', name(b))
if '-v' in sys.argv:
    for a in sorted(edges, key=name): print(name(a), '->', sorted(name(b) for b in edges[a]))

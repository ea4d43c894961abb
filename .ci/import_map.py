#!/usr/bin/env python3
"""File-level import map of a crate's src/: edges from `crate::`/`$crate::`/`super::`
paths (use lines, brace groups expanded, and inline paths; comments and string
literals left out) to the file that defines the longest module prefix. Prints
reach-backs to lib.rs and cycles. A module's `pub` re-export of its own
descendant (`pub(crate) use self::run::scan`, lib.rs's `pub use`) is its
interface, not a dependency, and makes no edge.

Usage: .ci/import_map.py [SRC] [-v]   (SRC: url-core/src by default)
       .ci/import_map.py --check      (CI: url-core, url-macros, url-literal and
                                       cargo-url-lint have no cycle and no .rs file over 1,000 lines)
"""
import os, re, subprocess, sys
MAX_LINES = 1000
if '--check' in sys.argv:
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    failed = False
    for crate in ('url-core', 'url-macros', 'url-literal', 'cargo-url-lint'):
        src = os.path.join(repo, crate, 'src')
        out = subprocess.run([sys.executable, os.path.abspath(__file__), src], capture_output=True, text=True, check=True).stdout
        print(f'{crate}: ' + out.rstrip().replace('\n', f'\n{crate}: '))
        if 'cycles: 0' not in out.split('\n'):
            failed = True
        for d in (os.path.join(repo, crate, x) for x in ('src', 'examples', 'tests')):
            for dp, _, fs in os.walk(d):
                for f in fs:
                    if f.endswith('.rs'):
                        n = sum(1 for _ in open(os.path.join(dp, f), encoding='utf-8'))
                        if n > MAX_LINES:
                            print(f'{crate}: {os.path.relpath(os.path.join(dp, f), repo)}: {n} lines, over {MAX_LINES}')
                            failed = True
    if failed:
        print('import_map: a cycle or a file over 1,000 lines (see above): split the file by concern, '
              'or give the piece two files share a home below both')
        sys.exit(1)
    print(f'import_map: no cycle, no file over {MAX_LINES} lines in url-core, url-macros, url-literal, cargo-url-lint')
    sys.exit(0)
root = next((a for a in sys.argv[1:] if not a.startswith('-')), 'url-core/src')
files = {}
for d, _, fs in os.walk(root):
    for f in fs:
        if f.endswith('.rs'):
            p = os.path.join(d, f); rel = os.path.relpath(p, root)
            parts = rel[:-3].split('/')
            if parts[-1] in ('mod', 'lib') or parts == ['main']: parts = parts[:-1]
            files[tuple(parts)] = rel
# modules declared with #[path] in lib.rs (main.rs for a binary's crate)
crate_root = 'lib.rs' if os.path.exists(os.path.join(root, 'lib.rs')) else 'main.rs'
path_attr = {}
src = open(os.path.join(root, crate_root)).read()
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
    # string literals (a lint's `reason = "see crate::twin"` is no import)
    text = re.sub(r"b?'(?:\\.|[^'\\])'", "''", text)
    text = re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', text)
    # code a proc macro writes (`quote!(crate::HOME)` in url-macros' tests)
    # names the user's crate, not this one: the rest of such a line is no import
    text = re.sub(r'\bquote(?:_spanned)?!\s*[\(\[\{][^\n]*', '', text)
    # `super::` on an indented line is inside an inline module of this file
    text = '\n'.join(re.sub(r'\bsuper::', 'self::', l) if l[:1] in (' ', '\t') else l for l in text.split('\n'))
    tgt = set()
    for m in re.finditer(r'(\bpub\b(?:\([^)]*\))?\s+)?\buse\s+((?:\$?crate|super|self)::[^;]*);', text):
        for p in expand(m.group(2)):
            r = resolve(mod, p)
            if r is None: continue
            # a pub re-export of a descendant: the module's interface
            if m.group(1) and len(r) > len(mod) and r[:len(mod)] == mod: continue
            tgt.add(r)
    # inline paths (re-exports, already seen, are taken out first)
    text = re.sub(r'\bpub\b(?:\([^)]*\))?\s+use\s+[^;]*;', '', text)
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

#!/usr/bin/env bash
# Build cost of `url!` literals: what 1,000 of them add to compiling a crate,
# against the same 1,000 strings as plain `&str` constants and through an
# identity proc macro; plus the one-time clean build of the macro crates.
#
#   bash bench-build/run.sh            # N=5 runs of each measurement, medians
#   N=9 COUNT=2000 bash bench-build/run.sh
#   KEEP=1 bash bench-build/run.sh     # keep the generated crates (path printed)
#   IR=1 bash bench-build/run.sh       # also count instructions (valgrind), see below
#   BASELINE=HEAD bash bench-build/run.sh  # also time url! as it is at a git revision
#
# Everything is generated in a temporary directory; nothing in the repository
# is written. See BENCHMARKS.md for what the numbers mean.
#
# How the crates are timed: all dependencies are built once; then cargo is asked
# (with -v) for the exact rustc command of each benchmark crate, and that
# command is run N times directly, round-robin over the crates. Each run is a
# full, non-incremental compile of the crate alone (CARGO_INCREMENTAL=0, as for
# a dependency from crates.io), dev profile. Each run records CPU time (user +
# sys, from bash's `time`; the tables and ratios use it) and wall time (`date
# +%s%N`). No hyperfine: nothing to install, and bash gives CPU time directly.
#
# With IR=1, each crate's compile also runs once under valgrind's cachegrind
# (`--cache-sim=no`), which counts the instructions rustc executes: a number
# that does not move with the load on the machine (runs agree to 0.1 %), so it
# settles differences that CPU time on a shared machine cannot. It needs
# valgrind and takes several minutes.
#
# With BASELINE=<git revision>, url-core, url-macros and url-literal as they are
# at that revision (`git archive`, into the temporary directory) get a crate
# of their own, bench-url-baseline, with the same 1,000 `url!` constants: the
# macro before and after a change, timed side by side in the same runs.
#
# Needs: bash, cargo/rustc, awk, sed, sort, mktemp; valgrind for IR=1, git for
# BASELINE. Builds offline (the generated crates depend only on this
# repository).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
N=${N:-5}
COUNT=${COUNT:-1000}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/url-literal-bench.XXXXXX")
cleanup() {
    if [[ ${KEEP:-0} == 1 ]]; then
        echo "kept: $WORK" >&2
    else
        rm -rf "$WORK"
    fi
}
trap cleanup EXIT

export CARGO_INCREMENTAL=0
export CARGO_TARGET_DIR="$WORK/target"

log() { echo "== $*" >&2; }

# ---------------------------------------------------------------- generation
# A workspace of: `gen` (writes the URLs and the benchmark crates' sources,
# checking every URL with url-core's parser), `ident-macro` (the identity proc
# macro), `ident-facade` (the identity macro behind a macro_rules wrapper that
# passes `$crate`, the shape of url-literal), and the benchmark crates.
mkdir -p "$WORK"
# the benchmark crates that depend on url-literal; see `gen` for what each holds
URL_CRATES=(bench-url bench-expanded bench-direct bench-fn bench-tuple bench-pair bench-concat
    bench-old bench-old-block bench-old-direct bench-old-inline bench-packed-item)
# the benchmark crates that depend on fake-url, a stand-in for url-core whose
# `Url` has `#[doc(hidden)] pub` fields: what a struct-literal expansion would
# cost (url-core itself is not changed); see `gen`
FAKE_CRATES=(bench-struct bench-struct-inline bench-struct-suffixed bench-struct-suffixed-inline
    bench-struct-typed bench-struct-turbofish bench-struct-fn bench-tuple11 bench-struct2 bench-struct2-inline
    bench-struct-macro bench-struct2-macro)
members=$(printf '"%s", ' gen ident-macro ident-facade fake-url fake-url-macros bench-str bench-ident bench-ident-wrapped \
    "${URL_CRATES[@]}" "${FAKE_CRATES[@]}")
cat >"$WORK/Cargo.toml" <<EOF
[workspace]
resolver = "2"
members = [${members%, }]

[profile.dev]
# the defaults, spelled out: what a user's \`cargo build\` does
opt-level = 0
debug = true
EOF

crate() { # name, [dependencies lines], [lib extra]
    mkdir -p "$WORK/$1/src"
    cat >"$WORK/$1/Cargo.toml" <<EOF
[package]
name = "$1"
version = "0.0.0"
edition = "2021"
publish = false

${3:-}
[dependencies]
${2:-}
EOF
}

crate gen "url-core = { path = \"$ROOT/url-core\" }"
crate ident-macro "" "[lib]
proc-macro = true
"
crate ident-facade "ident-macro = { path = \"../ident-macro\" }"
crate bench-str ""
crate bench-ident "ident-macro = { path = \"../ident-macro\" }"
crate bench-ident-wrapped "ident-facade = { path = \"../ident-facade\" }"
for c in "${URL_CRATES[@]}"; do
    crate "$c" "url-literal = { path = \"$ROOT/url-literal\" }"
done
crate fake-url-macros "url-core = { path = \"$ROOT/url-core\" }" "[lib]
proc-macro = true
"
crate fake-url "fake-url-macros = { path = \"../fake-url-macros\" }"
for c in "${FAKE_CRATES[@]}"; do
    crate "$c" "fake-url = { path = \"../fake-url\" }"
done
for c in bench-str bench-ident bench-ident-wrapped "${URL_CRATES[@]}" "${FAKE_CRATES[@]}"; do
    : >"$WORK/$c/src/lib.rs" # written by gen below
done

cat >"$WORK/fake-url/src/lib.rs" <<'EOF'
//! A stand-in for url-core's `Url` with the same field types, the fields
//! `#[doc(hidden)] pub`, so that a macro could expand to a struct literal.
#![allow(missing_docs)]

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Url<'a> {
    #[doc(hidden)]
    pub s: &'a str,
    #[doc(hidden)]
    pub scheme_end: u32,
    #[doc(hidden)]
    pub at: u32,
    #[doc(hidden)]
    pub colon: u32,
    #[doc(hidden)]
    pub host_end: u32,
    #[doc(hidden)]
    pub auth_end: u32,
    #[doc(hidden)]
    pub end: u32,
    #[doc(hidden)]
    pub marks: [u32; 3],
    #[doc(hidden)]
    pub port: u16,
    #[doc(hidden)]
    pub kind: Scheme,
    #[doc(hidden)]
    pub flags: u8,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
#[repr(u8)]
pub enum Scheme {
    Ftp,
    Http,
    Gopher,
    Mailto,
    News,
    Nntp,
    Telnet,
    Wais,
    File,
    Prospero,
    Https,
    Other,
}

/// A typed view, as url-core's: a newtype over `Url`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct FtpUrl<'a>(#[doc(hidden)] pub Url<'a>);

/// Two fields: the text and url-core's packed parts.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Url2<'a> {
    #[doc(hidden)]
    pub s: &'a str,
    #[doc(hidden)]
    pub packed: u128,
}

#[doc(hidden)]
pub mod __private {
    pub use fake_url_macros::{__struct, __struct2};
}

/// `url!("..")`: url-core parses the literal in the proc macro, which emits
/// `$crate::Url { s: "..", scheme_end: 4, .. }`; the same `macro_rules!`
/// wrapper passing `$crate` as url-literal's.
#[macro_export]
macro_rules! url {
    ($($arg:tt)*) => {
        $crate::__private::__struct! { $crate; $($arg)* }
    };
}

/// `url2!("..")` emits `$crate::Url2 { s: "..", packed: Nu128 }`.
#[macro_export]
macro_rules! url2 {
    ($($arg:tt)*) => {
        $crate::__private::__struct2! { $crate; $($arg)* }
    };
}
EOF

cat >"$WORK/fake-url-macros/src/lib.rs" <<'EOF'
//! The stand-in macros: parse with url-core, emit a struct literal, tokens
//! built directly as url-macros builds its own. No error handling or
//! warnings: the benchmark's literals are all valid and raise none.
extern crate proc_macro;
use proc_macro::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};

/// `$crate ; "lit"` -> the crate token, the literal and url-core's parse of it.
fn read(input: TokenStream) -> (TokenTree, Literal, url_core::Url<'static>) {
    let mut it = input.into_iter();
    let krate = it.next().expect("$crate");
    it.next(); // `;`
    let Some(TokenTree::Literal(lit)) = it.next() else { panic!("a string literal") };
    // the benchmark's URLs have no escapes: the text is the literal without its quotes
    let text = lit.to_string();
    let value: &'static str = Box::leak(text[1..text.len() - 1].to_owned().into_boxed_str());
    let url = url_core::Url::parse(value).expect("a valid URL");
    (krate, lit, url)
}

fn punct(out: &mut Vec<TokenTree>, c: char) {
    out.push(Punct::new(c, Spacing::Alone).into());
}

/// Appends `$crate::a::b..` to `out`.
fn path(out: &mut Vec<TokenTree>, krate: &TokenTree, segments: &[&str]) {
    out.push(krate.clone());
    for s in segments {
        out.push(Punct::new(':', Spacing::Joint).into());
        out.push(Punct::new(':', Spacing::Alone).into());
        out.push(Ident::new(s, Span::call_site()).into());
    }
}

/// `name: value,`
fn field(out: &mut Vec<TokenTree>, name: &str, value: TokenTree) {
    out.push(Ident::new(name, Span::call_site()).into());
    punct(out, ':');
    out.push(value);
    punct(out, ',');
}

/// `$crate::Url { s: "..", scheme_end: 4, .., kind: $crate::Scheme::X, flags: 0 }`, integers unsuffixed.
#[proc_macro]
pub fn __struct(input: TokenStream) -> TokenStream {
    let (krate, lit, url) = read(input);
    let (o, port, kind, flags) = url_core::__private::parts(&url);
    let mut body = Vec::with_capacity(64);
    field(&mut body, "s", lit.into());
    for (i, name) in ["scheme_end", "at", "colon", "host_end", "auth_end", "end"].into_iter().enumerate() {
        field(&mut body, name, Literal::u32_unsuffixed(o[i]).into());
    }
    let mut marks = Vec::with_capacity(5);
    for (i, m) in o[6..].iter().enumerate() {
        if i > 0 {
            punct(&mut marks, ',');
        }
        marks.push(Literal::u32_unsuffixed(*m).into());
    }
    field(&mut body, "marks", Group::new(Delimiter::Bracket, marks.into_iter().collect()).into());
    field(&mut body, "port", Literal::u16_unsuffixed(port).into());
    body.push(Ident::new("kind", Span::call_site()).into());
    punct(&mut body, ':');
    path(&mut body, &krate, &["Scheme", &format!("{kind:?}")]);
    punct(&mut body, ',');
    body.push(Ident::new("flags", Span::call_site()).into());
    punct(&mut body, ':');
    body.push(Literal::u8_unsuffixed(flags).into());
    let mut out = Vec::with_capacity(5);
    path(&mut out, &krate, &["Url"]);
    out.push(Group::new(Delimiter::Brace, body.into_iter().collect()).into());
    out.into_iter().collect()
}

/// `$crate::Url2 { s: "..", packed: Nu128 }`
#[proc_macro]
pub fn __struct2(input: TokenStream) -> TokenStream {
    let (krate, lit, url) = read(input);
    let p = url_core::__private::pack(&url).expect("offsets up to 127");
    let mut body = Vec::with_capacity(8);
    field(&mut body, "s", lit.into());
    body.push(Ident::new("packed", Span::call_site()).into());
    punct(&mut body, ':');
    body.push(Literal::u128_suffixed(p).into());
    let mut out = Vec::with_capacity(5);
    path(&mut out, &krate, &["Url2"]);
    out.push(Group::new(Delimiter::Brace, body.into_iter().collect()).into());
    out.into_iter().collect()
}
EOF

cat >"$WORK/ident-macro/src/lib.rs" <<'EOF'
//! Identity proc macros: the floor any proc macro pays.
extern crate proc_macro;
use proc_macro::TokenStream;

/// Returns its input unchanged: `ident!("x")` is the literal `"x"`.
#[proc_macro]
pub fn ident(input: TokenStream) -> TokenStream {
    input
}

/// `$crate ; "x"` -> `"x"`: the identity behind a wrapper that passes `$crate`.
#[proc_macro]
pub fn __ident_krate(input: TokenStream) -> TokenStream {
    input.into_iter().skip(2).collect()
}
EOF

cat >"$WORK/ident-facade/src/lib.rs" <<'EOF'
//! The identity macro behind a `macro_rules!` wrapper, as url-literal wraps url-macros.
#[doc(hidden)]
pub mod __private {
    pub use ident_macro::__ident_krate;
}

/// `lit!("x")` is `"x"`.
#[macro_export]
macro_rules! lit {
    ($($arg:tt)*) => {
        $crate::__private::__ident_krate! { $crate; $($arg)* }
    };
}
EOF

cat >"$WORK/gen/src/main.rs" <<'EOF'
//! Writes COUNT varied, valid URLs of all schemes (checked with url-core, none
//! raising a url! warning) and the benchmark crates' sources.
use std::fmt::Write as _;
use std::fs;

use url_core::Url;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[self.below(xs.len())]
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

const SUBS: &[&str] = &["www", "ftp", "gopher", "news", "info", "cs", "math", "lib", "archive", "mirror", "docs",
    "api", "mail", "physics", "web1", "srv2", "node17", "sunsite", "wuarchive", "src"];
const NAMES: &[&str] = &["example", "univ-example", "acme", "cern", "funet", "think", "ucop", "nic", "w3",
    "ietf", "oxford-example", "tu-example", "ncsa", "umn"];
const TLDS: &[&str] = &["org", "com", "net", "edu", "ch", "fi", "de", "uk", "gov", "int"];
const WORDS: &[&str] = &["pub", "docs", "rfc", "software", "unix", "gnu", "src", "releases", "v1.2.3", "images",
    "archive", "1994", "papers", "hypertext", "WWW", "misc", "data", "contrib", "users", "people", "projects",
    "Library", "standards", "drafts", "x11r6", "linux", "kernel", "v2.0", "incoming", "doc", "html", "tmp",
    "my%20notes", "caf%C3%A9", "Team-A", "index"];
const FILES: &[&str] = &["rfc1738.txt", "index.html", "README", "TheProject.html", "logo.gif",
    "report-final.ps", "emacs-19.28.tar.gz", "ls-lR.Z", "welcome.html", "FAQ", "changes.txt",
    "paper.pdf", "Overview.html", "main.c", "notes%2Bideas.txt"];
const GROUPS: &[&str] = &["comp.infosystems.www.misc", "comp.lang.c", "comp.lang.rust", "alt.hypertext",
    "news.announce.newusers", "sci.physics.research", "rec.arts.books", "comp.os.linux.announce",
    "comp.mail.mime", "de.comp.lang.c"];
const PEOPLE: &[&str] = &["timbl", "john.doe", "webmaster", "info", "j.postel", "support-team", "a.user",
    "listserv", "postmaster", "mary_smith"];
const FIELDS: &[&str] = &["version", "type", "format", "lang"];

fn host(r: &mut Rng) -> String {
    if r.chance(8) {
        return format!("{}.{}.{}.{}", r.pick(&["192", "198", "130", "141"]), r.below(256), r.below(256), 1 + r.below(254));
    }
    if r.chance(70) {
        format!("{}.{}.{}", r.pick(SUBS), r.pick(NAMES), r.pick(TLDS))
    } else {
        format!("{}.{}", r.pick(NAMES), r.pick(TLDS))
    }
}

fn port(r: &mut Rng, default: &str) -> String {
    match r.below(10) {
        0 => format!(":{default}"),
        1 => format!(":{}", r.pick(&["8080", "8000", "2121", "7070", "8888", "1119", "3000"])),
        _ => String::new(),
    }
}

fn path(r: &mut Rng, max: usize) -> String {
    (0..r.below(max + 1)).map(|_| r.pick(WORDS)).collect::<Vec<_>>().join("/")
}

fn with_file(r: &mut Rng, max: usize) -> String {
    let p = path(r, max);
    let f = r.pick(FILES);
    if p.is_empty() { f.to_owned() } else { format!("{p}/{f}") }
}

fn frag(r: &mut Rng) -> String {
    if r.chance(15) { format!("#{}", r.pick(&["top", "intro", "section-2", "refs", "s3.1"])) } else { String::new() }
}

fn search(r: &mut Rng) -> String {
    let k = r.pick(&["q", "query", "search", "id", "lang", "page"]);
    let v = r.pick(&["rfc1738", "url+syntax", "42", "en", "hypertext%20transfer", "www"]);
    if r.chance(30) { format!("{k}={v}&page={}", r.below(20)) } else { format!("{k}={v}") }
}

fn url(r: &mut Rng, scheme: &str) -> String {
    match scheme {
        "http" => {
            let mut u = format!("http://{}{}/{}", host(r), port(r, "80"), with_file(r, 4));
            if r.chance(30) {
                u = format!("{u}?{}", search(r));
            }
            u + &frag(r)
        }
        "https" => {
            let mut u = format!("https://{}/{}", host(r), with_file(r, 4));
            if r.chance(40) {
                u = format!("{u}?{}", search(r));
            }
            u + &frag(r)
        }
        "ftp" => {
            let user = if r.chance(20) { format!("{}@", r.pick(&["anonymous", "ftp", "guest", "mirror"])) } else { String::new() };
            let ty = match r.below(8) { 0 => ";type=i", 1 => ";type=a", 2 => ";type=d", _ => "" };
            format!("ftp://{user}{}{}/{}{ty}", host(r), port(r, "21"), with_file(r, 5))
        }
        "gopher" => {
            let ty = r.pick(&["0", "1", "1", "9", "h", "I"]);
            format!("gopher://{}{}/{ty}/{}", host(r), port(r, "70"), with_file(r, 3))
        }
        "mailto" => {
            let sub = if r.chance(50) { format!("{}.", r.pick(SUBS)) } else { String::new() };
            format!("mailto:{}@{sub}{}.{}", r.pick(PEOPLE), r.pick(NAMES), r.pick(TLDS))
        }
        "news" => {
            if r.chance(70) {
                format!("news:{}", r.pick(GROUPS))
            } else {
                format!("news:{}{}.AA{:05}@{}", 1993 + r.below(4), r.below(1_000_000), r.below(100_000), host(r))
            }
        }
        "nntp" => format!("nntp://{}{}/{}/{}", host(r), port(r, "119"), r.pick(GROUPS), 1 + r.below(99_999)),
        "telnet" => {
            let user = if r.chance(30) { format!("{}@", r.pick(&["guest", "lib", "info", "visitor"])) } else { String::new() };
            let slash = if r.chance(50) { "/" } else { "" };
            format!("telnet://{user}{}{}{slash}", host(r), port(r, "23"))
        }
        "wais" => {
            let db = r.pick(&["directory-of-servers", "cs-techreport-archives", "ANU-Thai-Recipes", "rfcs", "bible"]);
            match r.below(3) {
                0 => format!("wais://{}{}/{db}", host(r), port(r, "210")),
                1 => format!("wais://{}{}/{db}?{}", host(r), port(r, "210"), r.pick(&["rfc1738", "url%20syntax", "green+curry"])),
                _ => format!("wais://{}/{db}/TEXT/{}", host(r), r.pick(&["0x0000042a", "doc-17", "abc%2Fdef"])),
            }
        }
        "file" => match r.below(3) {
            0 => format!("file:///{}", with_file(r, 4)),
            1 => format!("file://localhost/{}", with_file(r, 4)),
            _ => format!("file://{}/{}", host(r), with_file(r, 4)),
        },
        "prospero" => {
            let mut u = format!("prospero://{}{}/{}", host(r), port(r, "1525"), with_file(r, 3));
            for _ in 0..r.below(3) {
                u = format!("{u};{}={}", r.pick(FIELDS), r.pick(&["1", "text", "en", "ascii"]));
            }
            u
        }
        _ => unreachable!(),
    }
}

/// How many of COUNT URLs each scheme gets, in thousandths.
const MIX: &[(&str, usize)] = &[("http", 250), ("https", 150), ("ftp", 150), ("gopher", 80), ("mailto", 70),
    ("news", 50), ("nntp", 50), ("telnet", 50), ("wais", 50), ("file", 70), ("prospero", 30)];

fn lit(s: &str) -> String {
    format!("{s:?}")
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (out, count): (&str, usize) = (&args[1], args[2].parse().expect("COUNT is a number"));
    let mut r = Rng(0x1738_1994_0000_0001);
    let mut urls = Vec::new();
    for i in 0..count {
        // the scheme by position, spread evenly through the file
        let slot = (i * 1000 / count) as isize;
        let mut acc = 0isize;
        let scheme = MIX.iter().find(|(_, n)| { acc += *n as isize; slot < acc }).map_or("http", |m| m.0);
        let u = url(&mut r, scheme);
        let parsed = Url::parse(&u).unwrap_or_else(|e| panic!("generated an invalid URL {u:?}: {e}"));
        assert!(parsed.password().is_none(), "{u}: a password raises a url! warning");
        if let Some(p) = parsed.port() {
            assert!(p >= 1024 || parsed.default_port() == Some(p), "{u}: a low port raises a url! warning");
        }
        urls.push(u);
    }
    // shuffle so that schemes are interleaved, as in real code
    for i in (1..urls.len()).rev() {
        let j = r.below(i + 1);
        urls.swap(i, j);
    }
    fs::write(format!("{out}/urls.txt"), urls.join("\n") + "\n").unwrap();

    let header = "//! Generated by bench-build/run.sh.\n#![allow(missing_docs)]\n";
    let mut s = String::from(header);
    let mut ident = String::from(header);
    let mut wrapped = String::from(header);
    let mut url_ = format!("{header}use url_literal::{{url, Url}};\n");
    let mut expanded = format!("{header}use url_literal::Url;\n");
    let mut direct = expanded.clone();
    let mut func = expanded.clone();
    let mut tuple = String::from(header);
    let mut pair = format!("{header}use url_literal::Scheme;\n");
    let mut concat = url_.clone();
    let mut old = expanded.clone();
    // (the braces are the point here: the lint would otherwise warn 1,000 times)
    let mut old_block = format!("{header}#![allow(unused_braces)]\nuse url_literal::Url;\n");
    let mut old_direct = expanded.clone();
    let mut old_inline = expanded.clone();
    let mut packed_item = expanded.clone();
    // struct literals of fake-url's types (fields public), absolute paths
    let mut struct_ = String::from(header);
    let mut struct_inline = String::from(header);
    let mut struct_suffixed = String::from(header);
    let mut struct_suffixed_inline = String::from(header);
    let mut struct_typed = String::from(header);
    let mut struct_turbofish = String::from(header);
    let mut struct_fn = String::from(header);
    let mut tuple11 = String::from(header);
    let mut struct_macro = String::from(header);
    let mut struct2_macro = String::from(header);
    let mut struct2 = String::from(header);
    let mut struct2_inline = String::from(header);
    for (i, u) in urls.iter().enumerate() {
        let l = lit(u);
        writeln!(s, "pub const S{i}: &str = {l};").unwrap();
        writeln!(ident, "pub const S{i}: &str = ident_macro::ident!({l});").unwrap();
        writeln!(wrapped, "pub const S{i}: &str = ident_facade::lit!({l});").unwrap();
        writeln!(url_, "pub const U{i}: Url<'static> = url!({l});").unwrap();
        let parsed = Url::parse(u).unwrap();
        // What url! expanded to until the one-function fix (cliff.sh), written
        // out: the parts packed into one integer, rebuilt in an inline `const`.
        // (Every URL here is short enough for the packed form.)
        let p = url_core::__private::pack(&parsed).expect("the packed form holds offsets up to 127");
        let packed = format!("::url_literal::__private::unpack({l}, {p}u128)");
        writeln!(expanded, "pub const U{i}: Url<'static> = const {{ {packed} }};").unwrap();
        // the constructor call alone: evaluated here only because the item is a `const`
        writeln!(direct, "pub const U{i}: Url<'static> = {packed};").unwrap();
        // the same call in a function that is never called or codegened:
        // type-checked and lowered to MIR, never evaluated
        writeln!(func, "#[inline] pub const fn u{i}() -> Url<'static> {{ {packed} }}").unwrap();
        // the same data as a plain tuple constant: no call, no `Url`
        writeln!(tuple, "pub const T{i}: (&str, u128) = ({l}, {p}u128);").unwrap();
        // the smallest aggregate constant: the text and the scheme
        writeln!(pair, "pub const T{i}: (&str, Scheme) = ({l}, Scheme::{:?});", parsed.kind()).unwrap();
        let (scheme, rest) = u.split_once(':').unwrap();
        writeln!(concat, "pub const U{i}: Url<'static> = url!(concat!({}, \":\", {}));", lit(scheme), lit(rest)).unwrap();

        // The variants tried. The expansion before: 13 argument tokens ...
        let (o, port, kind, flags) = url_core::__private::parts(&parsed);
        let o: Vec<String> = o.iter().map(|o| format!("{o}u32")).collect();
        let call = format!(
            "::url_literal::__private::url({l}, [{}], {port}u16, ::url_literal::Scheme::{kind:?}, {flags}u8)",
            o.join(", ")
        );
        // ... in a block with an inner `const` item,
        writeln!(
            old,
            "pub const U{i}: Url<'static> = {{ const __URL_LITERAL: ::url_literal::Url<'static> = {call}; __URL_LITERAL }};"
        )
        .unwrap();
        // without the inner `const`,
        writeln!(old_block, "pub const U{i}: Url<'static> = {{ {call} }};").unwrap();
        // the call alone,
        writeln!(old_direct, "pub const U{i}: Url<'static> = {call};").unwrap();
        // in an inline `const` block (variant a),
        writeln!(old_inline, "pub const U{i}: Url<'static> = const {{ {call} }};").unwrap();
        // and the packed call in a `const` item (b): url!'s expansion now.
        writeln!(
            packed_item,
            "pub const U{i}: Url<'static> = {{ const URL_LITERAL: ::url_literal::Url<'static> = {packed}; URL_LITERAL }};"
        )
        .unwrap();

        // A struct literal of fake_url::Url with this URL's real parts
        // (NONE is u32::MAX, 4294967295: ten digits), integers unsuffixed ...
        let (o, port, kind, flags) = url_core::__private::parts(&parsed);
        let fields = |suffix: bool| {
            let (s32, s16, s8) = if suffix { ("u32", "u16", "u8") } else { ("", "", "") };
            format!(
                "::fake_url::Url {{ s: {l}, scheme_end: {}{s32}, at: {}{s32}, colon: {}{s32}, host_end: {}{s32}, \
                 auth_end: {}{s32}, end: {}{s32}, marks: [{}{s32}, {}{s32}, {}{s32}], port: {port}{s16}, \
                 kind: ::fake_url::Scheme::{kind:?}, flags: {flags}{s8} }}",
                o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7], o[8]
            )
        };
        let plain = fields(false);
        // ... with the lifetime given (`Url::<'static> { .. }`): no region variable to infer,
        let turbofish = plain.replacen("::fake_url::Url {", "::fake_url::Url::<'static> {", 1);
        writeln!(struct_turbofish, "pub const U{i}: ::fake_url::Url<'static> = {turbofish};").unwrap();
        // ... in a `const fn` never called: type-checked and lowered to MIR, never evaluated,
        writeln!(struct_fn, "#[inline] pub const fn u{i}() -> ::fake_url::Url<'static> {{ {plain} }}").unwrap();
        // ... and the same 13 values as a tuple (no struct): what the field count costs.
        writeln!(
            tuple11,
            "pub const T{i}: (&str, u32, u32, u32, u32, u32, u32, [u32; 3], u16, ::fake_url::Scheme, u8) = \
             ({l}, {}, {}, {}, {}, {}, {}, [{}, {}, {}], {port}, ::fake_url::Scheme::{kind:?}, {flags});",
            o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7], o[8]
        )
        .unwrap();
        let suffixed = fields(true);
        writeln!(struct_, "pub const U{i}: ::fake_url::Url<'static> = {plain};").unwrap();
        // ... in an inline `const` block,
        writeln!(struct_inline, "pub const U{i}: ::fake_url::Url<'static> = const {{ {plain} }};").unwrap();
        // ... with suffixed integers (`4u32`), bare and in `const { }`,
        writeln!(struct_suffixed, "pub const U{i}: ::fake_url::Url<'static> = {suffixed};").unwrap();
        writeln!(struct_suffixed_inline, "pub const U{i}: ::fake_url::Url<'static> = const {{ {suffixed} }};").unwrap();
        // ... wrapped in the typed newtype, as a typed macro would (every URL, whatever its scheme),
        writeln!(struct_typed, "pub const U{i}: ::fake_url::FtpUrl<'static> = ::fake_url::FtpUrl({plain});").unwrap();
        // and a two-field struct: the text and the packed u128, bare and in `const { }`.
        let two = format!("::fake_url::Url2 {{ s: {l}, packed: {p}u128 }}");
        writeln!(struct2, "pub const U{i}: ::fake_url::Url2<'static> = {two};").unwrap();
        writeln!(struct2_inline, "pub const U{i}: ::fake_url::Url2<'static> = const {{ {two} }};").unwrap();
        // The same two struct literals, emitted by a stand-in proc macro that parses with url-core.
        writeln!(struct_macro, "pub const U{i}: ::fake_url::Url<'static> = ::fake_url::url!({l});").unwrap();
        writeln!(struct2_macro, "pub const U{i}: ::fake_url::Url2<'static> = ::fake_url::url2!({l});").unwrap();
    }
    for (krate, text) in [("bench-str", s), ("bench-ident", ident), ("bench-ident-wrapped", wrapped),
        ("bench-url", url_), ("bench-expanded", expanded), ("bench-direct", direct), ("bench-fn", func),
        ("bench-tuple", tuple), ("bench-pair", pair), ("bench-concat", concat), ("bench-old", old),
        ("bench-old-block", old_block), ("bench-old-direct", old_direct), ("bench-old-inline", old_inline),
        ("bench-packed-item", packed_item), ("bench-struct", struct_), ("bench-struct-inline", struct_inline),
        ("bench-struct-suffixed", struct_suffixed), ("bench-struct-suffixed-inline", struct_suffixed_inline),
        ("bench-struct-typed", struct_typed), ("bench-struct-turbofish", struct_turbofish),
        ("bench-struct-fn", struct_fn), ("bench-tuple11", tuple11), ("bench-struct2", struct2),
        ("bench-struct-macro", struct_macro), ("bench-struct2-macro", struct2_macro), ("bench-struct2-inline", struct2_inline)] {
        fs::write(format!("{out}/{krate}/src/lib.rs"), text).unwrap();
    }
    // What the parser itself costs, built as the proc macro is (this binary has
    // the same profile): parse every URL 20 times.
    let start = std::time::Instant::now();
    for _ in 0..20 {
        for u in &urls {
            std::hint::black_box(Url::parse(std::hint::black_box(u)).unwrap());
        }
    }
    let per = start.elapsed().as_secs_f64() * 1e6 / (20 * urls.len()) as f64;
    fs::write(format!("{out}/parse-us.txt"), format!("{per:.2}\n")).unwrap();
    let lens: Vec<usize> = urls.iter().map(String::len).collect();
    let mut sorted = lens.clone();
    sorted.sort_unstable();
    eprintln!(
        "{} URLs, lengths min {} / median {} / max {}, mean {:.1}",
        urls.len(),
        sorted[0],
        sorted[sorted.len() / 2],
        sorted[sorted.len() - 1],
        lens.iter().sum::<usize>() as f64 / lens.len() as f64
    );
}
EOF

log "generating $COUNT URLs and the benchmark crates in $WORK"
cargo run -q --manifest-path "$WORK/Cargo.toml" -p gen -- "$WORK" "$COUNT"

if [[ -n ${BASELINE:-} ]]; then
    log "url-literal at $BASELINE, for bench-url-baseline"
    mkdir -p "$WORK/baseline-src" "$WORK/bench-url-baseline/src"
    git -C "$ROOT" archive "$BASELINE" Cargo.toml url-core url-macros url-literal | tar -x -C "$WORK/baseline-src"
    # a workspace of its own: the same package names as the main one's
    cat >"$WORK/bench-url-baseline/Cargo.toml" <<EOF
[package]
name = "bench-url-baseline"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
url-literal = { path = "../baseline-src/url-literal" }

[workspace]

[profile.dev]
opt-level = 0
debug = true
EOF
    cp "$WORK/bench-url/src/lib.rs" "$WORK/bench-url-baseline/src/lib.rs"
fi

log "building dependencies once (and checking every crate compiles without warnings)"
cargo build -q --manifest-path "$WORK/Cargo.toml" --workspace 2>"$WORK/build.log" || {
    cat "$WORK/build.log" >&2
    exit 1
}
if [[ -n ${BASELINE:-} ]]; then
    CARGO_TARGET_DIR="$WORK/target-baseline" cargo build -q --offline \
        --manifest-path "$WORK/bench-url-baseline/Cargo.toml" 2>>"$WORK/build.log" || {
        cat "$WORK/build.log" >&2
        exit 1
    }
fi
if grep -q '^warning' "$WORK/build.log"; then
    cat "$WORK/build.log" >&2
    echo "warnings in the benchmark crates: fix the generator" >&2
    exit 1
fi

# The exact rustc command cargo runs for a crate (of the workspace $2, by default the main one).
rustc_cmd() {
    touch "$WORK/$1/src/lib.rs"
    cargo build -v --manifest-path "${2:-$WORK/Cargo.toml}" -p "$1" 2>&1 |
        sed -n "s/^ *Running \`\(.*--crate-name ${1//-/_} .*\)\`\$/\1/p" | tail -n 1
}

ms() { echo $(($(date +%s%N) / 1000000)); }

# Runs "$@", output discarded; appends its wall time (date +%s%N) to
# $WORK/wall-$label and its CPU time (user + sys, children included, from
# bash's `time`) to $WORK/cpu-$label, in ms. CPU time is what the tables use:
# it moves much less than wall time when other work shares the machine.
timed() { # label, command...
    local label=$1 t0 t1 t TIMEFORMAT='%3U %3S'
    shift
    t0=$(ms)
    t=$({ time "$@" >/dev/null 2>&1; } 2>&1) || {
        echo "failed: $*" >&2
        return 1
    }
    t1=$(ms)
    echo $((t1 - t0)) >>"$WORK/wall-$label"
    awk -v t="$t" 'BEGIN { split(t, a, " "); printf "%d\n", (a[1] + a[2]) * 1000 + 0.5 }' >>"$WORK/cpu-$label"
}

# median of the numbers on stdin
median() { sort -n | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

CRATES=(bench-str bench-ident bench-ident-wrapped bench-url bench-url-opt "${URL_CRATES[@]:1}" "${FAKE_CRATES[@]}")
if [[ -n ${BASELINE:-} ]]; then
    CRATES=(bench-str bench-ident bench-ident-wrapped bench-url bench-url-baseline "${CRATES[@]:4}")
fi
declare -A CMD
for c in "${CRATES[@]}"; do
    if [[ $c == bench-url-opt ]]; then
        # bench-url again, its proc macro (and the url-core it runs) built with
        # opt-level 3 in a target dir of its own; the crate itself stays dev.
        CMD[$c]=$(CARGO_TARGET_DIR="$WORK/target-opt" CARGO_PROFILE_DEV_BUILD_OVERRIDE_OPT_LEVEL=3 rustc_cmd bench-url)
    elif [[ $c == bench-url-baseline ]]; then
        # (cargo runs it from the crate's directory: make its source path absolute)
        CMD[$c]=$(CARGO_TARGET_DIR="$WORK/target-baseline" rustc_cmd "$c" "$WORK/$c/Cargo.toml" |
            sed "s| src/lib.rs | $WORK/$c/src/lib.rs |")
    else
        CMD[$c]=$(rustc_cmd "$c")
    fi
    [[ -n ${CMD[$c]} ]] || {
        echo "could not find the rustc command for $c" >&2
        exit 1
    }
done

log "timing each crate's own compile, $N runs, round-robin"
for ((run = 1; run <= N; run++)); do
    for c in "${CRATES[@]}"; do
        timed "$c" bash -c "cd \"\$1\" && eval \"\$2\"" rustc "$WORK" "${CMD[$c]}"
    done
    echo "   run $run/$N (CPU ms): $(for c in "${CRATES[@]}"; do printf '%s=%s ' "${c#bench-}" "$(tail -n 1 "$WORK/cpu-$c")"; done)" >&2
done

if [[ ${IR:-0} == 1 ]]; then
    log "counting instructions: each crate's compile once under valgrind (cachegrind)"
    for c in "${CRATES[@]}"; do
        bash -c "cd \"\$1\" && eval \"valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \$2\"" \
            rustc "$WORK" "${CMD[$c]}" 2>&1 | sed -n 's/.*I *refs: *//p' | tr -d , >"$WORK/ir-$c"
        [[ -s $WORK/ir-$c ]] || {
            echo "valgrind gave no instruction count for $c" >&2
            exit 1
        }
        echo "   $c: $(cat "$WORK/ir-$c") instructions" >&2
    done
fi

log "timing clean builds from an empty target directory, $N runs each"
clean_build() { # label, manifest, cargo args...
    local label=$1 manifest=$2
    shift 2
    for ((run = 1; run <= N; run++)); do
        rm -rf "$WORK/clean-target"
        timed "$label" env CARGO_TARGET_DIR="$WORK/clean-target" cargo build --manifest-path "$manifest" "$@"
    done
    echo "   $label wall ms: $(tr '\n' ' ' <"$WORK/wall-$label")" >&2
}
clean_build clean-url-macros "$ROOT/Cargo.toml" --locked -p url-macros
clean_build clean-url-literal "$ROOT/Cargo.toml" --locked -p url-literal
clean_build clean-ident-macro "$WORK/Cargo.toml" -p ident-macro
rm -rf "$WORK/clean-target"

# ------------------------------------------------------------------- report
med() { median <"$WORK/$1"; }
all() { tr '\n' ' ' <"$WORK/$1" | sed 's/ $//'; }
calc() { awk "BEGIN { printf \"$1\", $2 }"; }
for c in "${CRATES[@]}"; do
    declare "CPU_${c//-/_}=$(med "cpu-$c")"
done
STR=$CPU_bench_str
IDENT=$CPU_bench_ident
WRAPPED=$CPU_bench_ident_wrapped
URL=$CPU_bench_url
URLOPT=$CPU_bench_url_opt
EXPANDED=$CPU_bench_packed_item
DIRECT=$CPU_bench_direct
FN=$CPU_bench_fn
OLD=$CPU_bench_old
PARSE=$(cat "$WORK/parse-us.txt")
per() { calc '%.0f' "($1 - $2) * 1000 / $COUNT"; } # µs per literal of ($1 - $2) ms
IRS=0
[[ ${IR:-0} == 1 ]] && IRS=1
ir() { cat "$WORK/ir-$1"; }
kper() { calc '%.0f' "($(ir "$1") - $(ir bench-str)) / 1000 / $COUNT"; } # thousand instructions per literal

echo
echo "## $COUNT literals, N=$N, $(nproc) CPUs, $(rustc --version)"
echo
echo "Own compile of each crate (rustc alone, dependencies prebuilt, non-incremental, dev profile)."
echo "CPU = user + sys; the per-literal column is (CPU median − plain \`&str\` CPU median) / $COUNT."
if ((IRS)); then
    echo "Instructions: rustc's, counted once by valgrind; per literal, over plain \`&str\`, in thousands."
fi
echo
header() {
    if ((IRS)); then
        echo "| $1 | CPU ms, median | wall ms, median | CPU ms, all runs | µs per literal over \`&str\` | instructions, millions | k instructions per literal |"
        echo "|---|---:|---:|---|---:|---:|---:|"
    else
        echo "| $1 | CPU ms, median | wall ms, median | CPU ms, all runs | µs per literal over \`&str\` |"
        echo "|---|---:|---:|---|---:|"
    fi
}
row() { # label, crate
    local m
    m=$(med "cpu-$2")
    if ((IRS)); then
        echo "| $1 | $m | $(med "wall-$2") | $(all "cpu-$2") | $(per "$m" "$STR") | $(calc '%.0f' "$(ir "$2") / 1e6") | $(kper "$2") |"
    else
        echo "| $1 | $m | $(med "wall-$2") | $(all "cpu-$2") | $(per "$m" "$STR") |"
    fi
}
header "crate ($COUNT constants)"
row 'plain `&str`' bench-str
row 'identity proc macro `ident!("..")`' bench-ident
row 'identity behind a `$crate` wrapper `lit!("..")`' bench-ident-wrapped
row '**`url!("..")`**' bench-url
if [[ -n ${BASELINE:-} ]]; then
    row "\`url!(\"..\")\` at $BASELINE ($(git -C "$ROOT" rev-parse --short "$BASELINE"))" bench-url-baseline
fi
row '`url!("..")`, macros built with opt-level 3' bench-url-opt
row 'url!'"'"'s expansion written out, no macro: `{ const URL_LITERAL: Url = packed("..", N); URL_LITERAL }`' bench-packed-item
row 'the constructor call alone, no `const { }`: `packed("..", N)`' bench-direct
row 'that call in a `#[inline] const fn` never called (no const eval)' bench-fn
row 'the same data as a plain tuple `const`: `("..", N)`' bench-tuple
row 'the smallest aggregate: `(&str, Scheme)`' bench-pair
row '`url!(concat!(..))`: the parser in const eval' bench-concat
echo
echo "Expansion variants, written out (no macro). \`url(..)\` is \`url(\"..\", [9 × u32], u16, Scheme::X, u8)\`:"
echo "13 argument tokens; \`packed(..)\` is \`packed(\"..\", N)\`: one \`u128\`."
echo
header "expansion ($COUNT constants)"
row 'before: `{ const __URL_LITERAL: Url = url(..); __URL_LITERAL }`' bench-old
row 'before, without the inner `const`: `{ url(..) }` (not forced)' bench-old-block
row 'before, the call alone: `url(..)` (not forced)' bench-old-direct
row '(a) inline const: `const { url(..) }`' bench-old-inline
row '**(b) packed, in a `const` item, kept (flat in one fn body, cliff.sh): `{ const URL_LITERAL: Url = packed(..); URL_LITERAL }`**' bench-packed-item
row '(a) + (b) + (c), until the one-function fix: `const { packed(..) }`' bench-expanded
echo
echo "Struct literals of a stand-in \`fake_url::Url\` (same field types as url-core's, fields \`#[doc(hidden)] pub\`),"
echo "absolute paths, no macro."
echo
header "struct literal ($COUNT constants)"
row '`::fake_url::Url { s: "..", scheme_end: 4, .. }`, integers unsuffixed' bench-struct
row 'the same in `const { }`' bench-struct-inline
row 'integers suffixed (`4u32`)' bench-struct-suffixed
row 'integers suffixed, in `const { }`' bench-struct-suffixed-inline
row 'unsuffixed, in the newtype: `::fake_url::FtpUrl(::fake_url::Url { .. })`' bench-struct-typed
row 'unsuffixed, lifetime given: `::fake_url::Url::<'"'"'static> { .. }`' bench-struct-turbofish
row 'the struct literal in a `#[inline] const fn` never called (no const eval)' bench-struct-fn
row 'the same 13 values as a tuple `const`: `("..", 4, .., [..], 0, Scheme::X, 0)`' bench-tuple11
row 'two fields: `::fake_url::Url2 { s: "..", packed: Nu128 }`' bench-struct2
row 'two fields, in `const { }`' bench-struct2-inline
row 'the 11-field literal from a stand-in proc macro (url-core parse, `$crate` wrapper): `fake_url::url!("..")`' bench-struct-macro
row 'the two-field literal from the stand-in proc macro: `fake_url::url2!("..")`' bench-struct2-macro
echo
echo "| clean build, empty target dir, dev profile | wall ms, median | CPU ms, median | wall ms, all runs |"
echo "|---|---:|---:|---|"
crow() { echo "| $1 | $(med "wall-$2") | $(med "cpu-$2") | $(all "wall-$2") |"; }
crow '`cargo build -p url-macros` (url-core + url-macros)' clean-url-macros
crow '`cargo build -p url-literal` (url-core, url-macros, url-literal)' clean-url-literal
crow 'the identity proc-macro crate, for scale' clean-ident-macro
echo
echo "- url! / identity proc macro, crate CPU time: $(calc '%.2f×' "$URL / $IDENT")" \
    "(url! / wrapped identity: $(calc '%.2f×' "$URL / $WRAPPED"))"
if ((IRS)); then
    echo "- the same in instructions: $(calc '%.2f×' "$(ir bench-url) / $(ir bench-ident)")" \
        "(url! / wrapped identity: $(calc '%.2f×' "$(ir bench-url) / $(ir bench-ident-wrapped)"))"
fi
if [[ -n ${BASELINE:-} ]]; then
    echo "- url! at $BASELINE / identity proc macro, crate CPU time: $(calc '%.2f×' "$CPU_bench_url_baseline / $IDENT");" \
        "per literal over plain &str: $(per "$CPU_bench_url_baseline" "$STR") µs" \
        "$( ((IRS)) && echo "($(kper bench-url-baseline) k instructions)")"
fi
echo "- per literal over plain &str: url! $(per "$URL" "$STR") µs, identity $(per "$IDENT" "$STR") µs," \
    "wrapped identity $(per "$WRAPPED" "$STR") µs; the expansion before, written out: $(per "$OLD" "$STR") µs"
echo "- url!'s $(per "$URL" "$STR") µs: compiling the emitted code $(per "$EXPANDED" "$STR") µs" \
    "(the const item $(per "$EXPANDED" "$DIRECT") µs, evaluating the call $(per "$DIRECT" "$FN") µs," \
    "type-checking and lowering it $(per "$FN" "$STR") µs); running the macro $(per "$URL" "$EXPANDED") µs" \
    "(url-core's parse, unoptimized: $PARSE µs; with the macros built at opt-level 3 the macro step is" \
    "$(per "$URLOPT" "$EXPANDED") µs)"
if ((IRS)); then
    echo "- in k instructions per literal: url! $(kper bench-url), identity $(kper bench-ident)," \
        "wrapped identity $(kper bench-ident-wrapped); the emitted code $(kper bench-packed-item)" \
        "(the const item $(calc '%.0f' "$(kper bench-packed-item) - $(kper bench-direct)")," \
        "evaluating the call $(calc '%.0f' "$(kper bench-direct) - $(kper bench-fn)")," \
        "type-checking and lowering it $(kper bench-fn)); running the macro" \
        "$(calc '%.0f' "$(kper bench-url) - $(kper bench-packed-item)")"
fi
for c in bench-struct bench-struct-inline bench-struct2 bench-struct-macro bench-struct2-macro; do
    echo "- $c / identity proc macro, crate CPU time: $(calc '%.2f×' "$(med "cpu-$c") / $IDENT")" \
        "$( ((IRS)) && echo "(instructions: $(calc '%.2f×' "$(ir "$c") / $(ir bench-ident)"))")"
done

//! The RFC 3987 corpus: IRIs as people share them, in several scripts, every
//! one a valid `IRI` (RFC 3987 §2.2) under the rules the project applies to
//! http and https (an authority with a non-empty host, no userinfo), with no
//! bidirectional formatting character (§4.1) and no `iprivate`.
//!
//! Drawn with the crate's [`Rng`] from [`IRI_SEED`], so every run sees the
//! same bytes. Each IRI is generated for one script of [`IRI_SCRIPTS`]
//! (Latin with diacritics, Cyrillic, Greek, CJK, Arabic, emoji) whose
//! characters then stand, unescaped, in its host, path, query or fragment;
//! `mixed` IRIs hold two scripts (translation and search links). The shapes:
//! Wikipedia articles (`https://de.wikipedia.org/wiki/München`), sites under
//! internationalized domain names (`https://пример.рф/путь?q=значение`),
//! search, map and shop links, mailto, IPv6 and IPv4 hosts and ports, and
//! percent-encoded words (a browser's copy of the same link) mixed in.

use crate::Rng;

/// The scripts of [`iri_corpus`], in the order the reports list them.
pub const IRI_SCRIPTS: [&str; 7] = ["latin", "cyrillic", "greek", "cjk", "arabic", "emoji", "mixed"];

/// Share of [`iri_corpus`] per script, in per-mille (sums to 1000).
pub const IRI_MIX: [(&str, u32); 7] =
    [("latin", 220), ("cyrillic", 170), ("greek", 100), ("cjk", 200), ("arabic", 120), ("emoji", 90), ("mixed", 100)];

/// The seed of [`iri_corpus`]; change it only together with BENCHMARKS.md.
pub const IRI_SEED: u64 = 0x3987_2005_0001_0001;

/// Number of IRIs in [`iri_corpus`].
pub const IRI_CORPUS_LEN: usize = 10_000;

/// One IRI of the corpus and the script it was generated for.
#[derive(Clone, Debug)]
pub struct IriEntry {
    /// One of [`IRI_SCRIPTS`].
    pub script: &'static str,
    /// The IRI.
    pub iri: String,
}

/// What a script brings: its languages (a Wikipedia code and words of that
/// language, a space written `_` where a title has one), hosts under
/// internationalized domain names, and sites in those languages with ASCII
/// names.
struct Script {
    langs: &'static [(&'static str, &'static [&'static str])],
    idn_hosts: &'static [&'static str],
    sites: &'static [&'static str],
}

const LATIN: Script = Script {
    langs: &[
        (
            "de",
            &[
                "München",
                "Köln",
                "Zürich",
                "Düsseldorf",
                "Straße",
                "Größe",
                "Äpfel",
                "Übersicht",
                "schön",
                "Gödel",
                "Dürst",
                "Bücher",
            ],
        ),
        ("fr", &["Café", "crème_brûlée", "français", "garçon", "élève", "Noël", "résumé", "naïve", "Élysée", "forêt"]),
        ("es", &["señor", "niño", "España", "año", "mañana", "corazón", "jalapeño", "Cádiz"]),
        ("pt", &["São_Paulo", "coração", "ação", "informação", "Brasília"]),
        ("pl", &["Kraków", "Łódź", "źródło", "żółw", "Gdańsk", "Wrocław"]),
        ("cs", &["České_Budějovice", "příliš", "žluťoučký", "kůň", "Plzeň"]),
        ("tr", &["İstanbul", "Türkçe", "çiçek", "şehir", "Çanakkale"]),
        ("vi", &["Việt_Nam", "Hà_Nội", "phở", "tiếng_Việt", "Đà_Nẵng"]),
        ("da", &["Ærø", "Øresund", "smørrebrød", "Århus"]),
        ("is", &["Reykjavík", "Þingvellir", "Ísland", "Jökulsárlón"]),
        ("sv", &["Åland", "fjäll", "räksmörgås", "Göteborg"]),
    ],
    idn_hosts: &[
        "münchen.de",
        "bücher.de",
        "straße.de",
        "köln-bonn.de",
        "café.fr",
        "élysée.fr",
        "españa.es",
        "año-nuevo.es",
        "kraków.pl",
        "zürich.ch",
        "übung.at",
        "räksmörgås.se",
        "ærø.dk",
    ],
    sites: &["www.spiegel.de", "www.lemonde.fr", "elpais.com", "www.idnes.cz", "www.onet.pl", "vnexpress.net"],
};

const CYRILLIC: Script = Script {
    langs: &[
        (
            "ru",
            &[
                "Москва",
                "Санкт-Петербург",
                "пример",
                "путь",
                "значение",
                "каталог",
                "новости",
                "статья",
                "Россия",
                "поиск",
                "книги",
                "музыка",
                "погода",
                "главная",
                "документы",
                "Толстой",
                "Достоевский",
                "Война_и_мир",
                "Кириллица",
                "Пушкин,_Александр_Сергеевич",
                "Байкал",
                "электроника",
                "обувь",
                "скидки",
                "привет",
            ],
        ),
        ("uk", &["Україна", "Київ", "Львів", "Шевченко", "новини", "пошук", "їжа"]),
        ("be", &["Беларусь", "Мінск", "навіны"]),
        ("bg", &["България", "София", "Пловдив", "новини"]),
        ("sr", &["Србија", "Београд", "Нови_Сад", "вести"]),
    ],
    idn_hosts: &[
        "пример.рф",
        "президент.рф",
        "почта.рф",
        "москва.рф",
        "магазин.рф",
        "пример.испытание",
        "україна.укр",
        "пример.бел",
        "пример.срб",
        "пример.бг",
    ],
    sites: &["yandex.ru", "www.ozon.ru", "lenta.ru", "www.kinopoisk.ru", "rozetka.com.ua", "habr.com"],
};

const GREEK: Script = Script {
    langs: &[(
        "el",
        &[
            "Ελλάδα",
            "Αθήνα",
            "Θεσσαλονίκη",
            "παράδειγμα",
            "ελληνικά",
            "Σωκράτης",
            "Πλάτων",
            "Αριστοτέλης",
            "φιλοσοφία",
            "μαθηματικά",
            "Ακρόπολη",
            "ειδήσεις",
            "αναζήτηση",
            "Ιλιάδα",
            "Κρήτη",
            "θάλασσα",
            "ώρα",
            "Ευκλείδης",
            "Πυθαγόρειο_θεώρημα",
            "ἀρετή",
            "λόγος",
        ],
    )],
    idn_hosts: &["παράδειγμα.δοκιμή", "ελλάδα.ελ", "αθήνα.ελ", "εκλογές.ελ", "πανεπιστήμιο.ελ"],
    sites: &["www.kathimerini.gr", "www.skroutz.gr", "www.in.gr", "www.ertnews.gr"],
};

const CJK: Script = Script {
    langs: &[
        (
            "zh",
            &[
                "北京",
                "上海",
                "中国",
                "维基百科",
                "首页",
                "新闻",
                "搜索",
                "文档",
                "说明",
                "汉字",
                "长城",
                "故宫",
                "中文",
                "下载",
                "帮助",
            ],
        ),
        (
            "ja",
            &[
                "東京",
                "大阪",
                "日本語",
                "ウィキペディア",
                "ニュース",
                "検索",
                "例え",
                "テスト",
                "ひらがな",
                "カタカナ",
                "富士山",
                "寿司",
                "ラーメン",
                "京都",
            ],
        ),
        ("ko", &["서울", "한국어", "위키백과", "대한민국", "검색", "뉴스", "김치", "부산"]),
    ],
    idn_hosts: &[
        "例え.jp",
        "例え.テスト",
        "日本語.jp",
        "東京.jp",
        "中国政府.政务",
        "例子.中国",
        "北京大学.中国",
        "例子.公司",
        "실례.테스트",
        "한국.한국",
    ],
    sites: &["www.baidu.com", "www.yahoo.co.jp", "www.naver.com", "www.amazon.co.jp", "weibo.com", "www.nikkei.com"],
};

const ARABIC: Script = Script {
    langs: &[
        (
            "ar",
            &[
                "مثال",
                "القاهرة",
                "الرياض",
                "دبي",
                "العربية",
                "ويكيبيديا",
                "بحث",
                "أخبار",
                "مقالة",
                "كتاب",
                "مكتبة",
                "المغرب",
                "مصر",
                "السعودية",
                "الإمارات",
                "لغة",
                "تونس",
                "الجزائر",
                "بيروت",
                "ابن_سينا",
                "الخوارزمي",
                "رياضيات",
            ],
        ),
        ("fa", &["تهران", "فارسی", "ایران", "اصفهان"]),
        ("ur", &["اردو", "پاکستان", "لاہور"]),
    ],
    idn_hosts: &["مثال.إختبار", "موقع.وزارة-الاتصالات.مصر", "مثال.السعودية", "مثال.امارات", "مثال.مصر"],
    sites: &["www.aljazeera.net", "www.alarabiya.net", "www.youm7.com", "www.bbc.com"],
};

const EMOJI: &[&str] = &[
    "😀", "🍣", "🎉", "❤", "☕", "🚀", "🌍", "👍", "🔥", "🐱", "🍕", "✨", "🦀", "🎵", "📦", "👍🏽", "🌸", "⚽", "🍺",
    "💡",
];
const EMOJI_HOSTS: &[&str] = &["i❤.ws", "☕.ws", "👍.ws", "🍕💩.ws", "✨.example"];
const IPV6: &[&str] =
    &["[::1]", "[2001:db8::1]", "[2001:db8:85a3::8a2e:370:7334]", "[fe80::1ff:fe23:4567:890a]", "[fd00::42]"];

fn script(name: &str) -> &'static Script {
    match name {
        "latin" => &LATIN,
        "cyrillic" => &CYRILLIC,
        "greek" => &GREEK,
        "cjk" => &CJK,
        "arabic" => &ARABIC,
        _ => panic!("no word list for {name}"),
    }
}

/// `s` with every character outside ASCII written as the `%XX` of its UTF-8
/// bytes (upper-case hex), as a browser copies a link.
fn escaped(s: &str) -> String {
    let mut out = String::with_capacity(3 * s.len());
    for c in s.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            let mut buf = [0; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                out.push('%');
                out.push(char::from(b"0123456789ABCDEF"[usize::from(b >> 4)]));
                out.push(char::from(b"0123456789ABCDEF"[usize::from(b & 15)]));
            }
        }
    }
    out
}

/// A word of `words`, percent-encoded one time in ten.
fn word(r: &mut Rng, words: &[&str]) -> String {
    let w = r.pick(words);
    if r.chance(10) {
        escaped(w)
    } else {
        w.to_string()
    }
}

/// A Wikipedia-style title: one to three words joined with `_` (with `%20`
/// one time in ten, as some sites write a space).
fn title(r: &mut Rng, words: &[&str]) -> String {
    let n = r.range(1, 3);
    let sep = if r.chance(10) { "%20" } else { "_" };
    let mut t = word(r, words);
    for _ in 1..n {
        t.push_str(sep);
        t.push_str(&word(r, words));
    }
    t
}

fn port(r: &mut Rng, percent: usize) -> String {
    if r.chance(percent) {
        format!(":{}", r.pick(&[8080, 8443, 3000, 8000, 443, 80]))
    } else {
        String::new()
    }
}

/// A fragment of `percent` chance: a word of the script, or an ASCII anchor.
fn fragment(r: &mut Rng, words: &[&str], percent: usize) -> String {
    if !r.chance(percent) {
        String::new()
    } else if r.chance(70) {
        format!("#{}", word(r, words))
    } else {
        format!("#{}", r.pick(&["top", "content", "section-2", "cite_note-1", "history"]))
    }
}

/// One IRI whose non-ASCII characters are all of script `s`, its words of
/// one language.
fn scripted(r: &mut Rng, s: &Script) -> String {
    let (lang, words) = r.pick(s.langs);
    match r.below(10) {
        // A Wikipedia article, its section sometimes.
        0..=2 => {
            let mut u = format!("https://{}.wikipedia.org/wiki/{}", lang, title(r, words));
            if r.chance(5) {
                u.push_str("?action=edit");
            }
            u + &fragment(r, words, 25)
        }
        // A site under an internationalized domain name.
        3 | 4 => {
            let mut u =
                format!("{}://{}{}", if r.chance(85) { "https" } else { "http" }, r.pick(s.idn_hosts), port(r, 5));
            for _ in 0..r.range(0, 3) {
                u.push('/');
                u.push_str(&word(r, words));
            }
            if r.chance(40) {
                u.push_str(&format!("?{}={}", r.pick(&["q", "id", "page", "lang"]), word(r, words)));
            }
            u + &fragment(r, words, 10)
        }
        // A search or map link: the words in the query.
        5 => match r.below(4) {
            0 => format!("https://www.google.com/search?q={}+{}&hl={}", word(r, words), word(r, words), lang),
            1 => format!("https://duckduckgo.com/?q={}&ia=web", title(r, words)),
            2 => format!(
                "https://www.openstreetmap.org/search?query={}#map={}/{}.{}/{}.{}",
                word(r, words),
                r.range(5, 18),
                r.range(10, 60),
                r.below(10_000),
                r.range(10, 120),
                r.below(10_000)
            ),
            _ => format!("https://{}/search?text={}&from={}", r.pick(s.sites), word(r, words), lang),
        },
        // A shop or news article on a site with an ASCII name.
        6 | 7 => {
            let mut u = format!(
                "https://{}/{}/{}/{}-{}.html",
                r.pick(s.sites),
                lang,
                word(r, words),
                title(r, words),
                r.range(1000, 999_999)
            );
            if r.chance(30) {
                u.push_str(&format!("?ref={}&utm_source=share", word(r, words)));
            }
            u + &fragment(r, words, 10)
        }
        // A development or intranet server: IPv6 or IPv4 literal, a port.
        8 => {
            let host = if r.chance(60) {
                r.pick(IPV6).to_string()
            } else {
                format!("192.168.{}.{}", r.below(256), r.range(1, 254))
            };
            let mut u = format!(
                "http://{host}:{}/{}/{}",
                r.pick(&[8080, 3000, 5000, 8000, 9000]),
                word(r, words),
                title(r, words)
            );
            if r.chance(30) {
                u.push_str(&format!("?draft={}", word(r, words)));
            }
            u
        }
        // A mailto link to an internationalized domain, the subject in the script.
        _ => {
            let mut u =
                format!("mailto:{}@{}", r.pick(&["info", "support", "kontakt", "office", "news"]), r.pick(s.idn_hosts));
            if r.chance(60) {
                u.push_str(&format!("?subject={}%20{}", word(r, words), word(r, words)));
            }
            u
        }
    }
}

fn emoji_iri(r: &mut Rng) -> String {
    let e = r.pick(EMOJI);
    match r.below(6) {
        0 => format!("https://emojipedia.org/{e}/"),
        1 => format!("https://{}/{}", r.pick(EMOJI_HOSTS), if r.chance(50) { r.pick(EMOJI) } else { "" }),
        2 => format!("https://twitter.com/hashtag/{e}?src=hashtag_click"),
        3 => format!("https://www.google.com/search?q={e}{}", r.pick(EMOJI)),
        4 => format!(
            "https://{}.example.com/{}/{e}{}",
            r.pick(&["blog", "shop", "menu", "docs"]),
            r.pick(&["posts", "items", "2024", "c"]),
            if r.chance(60) { format!("#{}", r.pick(EMOJI)) } else { String::new() }
        ),
        _ => format!(
            "http://[2001:db8::{:x}]:{}/{e}/{}",
            r.range(1, 0xffff),
            r.pick(&[8080, 3000]),
            escaped(r.pick(EMOJI))
        ),
    }
}

/// Two scripts in one IRI: a translation link, a multilingual search.
fn mixed_iri(r: &mut Rng) -> String {
    let names = ["latin", "cyrillic", "greek", "cjk", "arabic"];
    let a = r.below(names.len());
    let b = (a + r.range(1, names.len() - 1)) % names.len();
    let (sa, sb) = (script(names[a]), script(names[b]));
    let ((la, wa), (lb, wb)) = (r.pick(sa.langs), r.pick(sb.langs));
    match r.below(3) {
        0 => format!(
            "https://translate.google.com/?sl={}&tl={}&text={}&op=translate#{}",
            la,
            lb,
            word(r, wa),
            word(r, wb)
        ),
        1 => format!("https://{}/{}?q={}", r.pick(sa.idn_hosts), word(r, wa), word(r, wb)),
        _ => format!("https://{}.wikipedia.org/wiki/{}#{}", la, title(r, wa), word(r, wb)),
    }
}

/// One IRI of `name` (one of [`IRI_SCRIPTS`]).
///
/// # Panics
///
/// When `name` is not one of [`IRI_SCRIPTS`].
///
/// ```
/// use url_literal_gen::{generate_iri, Rng};
/// let iri = generate_iri(&mut Rng::new(1), "cyrillic");
/// assert!(iri.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c)) || iri.contains("%D0") || iri.contains("%D1"));
/// ```
pub fn generate_iri(r: &mut Rng, name: &str) -> String {
    match name {
        "emoji" => emoji_iri(r),
        "mixed" => mixed_iri(r),
        _ => scripted(r, script(name)),
    }
}

/// `n` IRIs from `seed`, scripts drawn according to [`IRI_MIX`].
pub fn iri_corpus_with(seed: u64, n: usize) -> Vec<IriEntry> {
    let mut r = Rng::new(seed);
    (0..n)
        .map(|_| {
            let mut x = r.below(1000) as u32;
            let mut name = IRI_MIX[0].0;
            for &(k, w) in &IRI_MIX {
                if x < w {
                    name = k;
                    break;
                }
                x -= w;
            }
            IriEntry { script: name, iri: generate_iri(&mut r, name) }
        })
        .collect()
}

/// The RFC 3987 benchmark corpus: [`IRI_CORPUS_LEN`] IRIs from [`IRI_SEED`].
pub fn iri_corpus() -> Vec<IriEntry> {
    iri_corpus_with(IRI_SEED, IRI_CORPUS_LEN)
}

#[cfg(test)]
mod tests {
    use super::*;
    use url_core::{Uri, UriHost};

    /// The Unicode blocks each script's characters come from. Every block
    /// lies inside RFC 3987's `ucschar` (%xA0-D7FF / %x10000-1FFFD) and
    /// holds none of §4.1's bidi formatting characters (U+200E, U+200F,
    /// U+202A-202E), so an IRI whose characters all fall in them needs only
    /// its ASCII structure checked.
    const BLOCKS: [(&str, &[(u32, u32)]); 6] = [
        ("latin", &[(0xC0, 0x24F), (0x1E00, 0x1EFF)]),
        ("cyrillic", &[(0x400, 0x4FF)]),
        ("greek", &[(0x370, 0x3FF), (0x1F00, 0x1FFF)]),
        ("cjk", &[(0x3040, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xAC00, 0xD7AF)]),
        ("arabic", &[(0x600, 0x6FF)]),
        ("emoji", &[(0x2600, 0x27BF), (0x1F300, 0x1FAFF)]),
    ];

    /// The script of a character outside ASCII, by [`BLOCKS`].
    fn block(c: char) -> Option<&'static str> {
        BLOCKS.iter().find(|(_, ranges)| ranges.iter().any(|&(lo, hi)| (lo..=hi).contains(&u32::from(c)))).map(|b| b.0)
    }

    /// The scripts an IRI's unescaped characters belong to.
    fn scripts_of(iri: &str) -> Vec<&'static str> {
        let mut v: Vec<&str> = iri.chars().filter(|c| !c.is_ascii()).map(|c| block(c).unwrap_or("?")).collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    #[test]
    fn iri_corpus_is_deterministic_and_distinct_per_seed() {
        let a = iri_corpus_with(IRI_SEED, 300);
        let b = iri_corpus_with(IRI_SEED, 300);
        assert!(a.iter().zip(&b).all(|(x, y)| x.iri == y.iri && x.script == y.script));
        let c = iri_corpus_with(IRI_SEED ^ 1, 300);
        assert!(a.iter().zip(&c).filter(|(x, y)| x.iri == y.iri).count() < 30);
        // The first IRI pins the stream: a change of generator shows here.
        assert_eq!(a[0].script, "mixed");
        assert_eq!(a[0].iri, "https://zh.wikipedia.org/wiki/故宫_搜索_长城#θάλασσα");
    }

    #[test]
    fn escaped_writes_utf8_bytes_in_upper_case() {
        assert_eq!(escaped("München"), "M%C3%BCnchen");
        assert_eq!(escaped("a😀/"), "a%F0%9F%98%80/");
        assert_eq!(escaped("plain%20"), "plain%20");
    }

    /// Every IRI is valid: its characters outside ASCII are of [`BLOCKS`]
    /// (ucschar, no bidi formatting character, no iprivate), and its
    /// RFC 3987 §3.1 step-2 mapping is a URI that `Uri::parse` accepts, with
    /// the http rules. Since `ucschar` is allowed exactly where RFC 3986
    /// allows a percent-encoded octet (ireg-name, iuserinfo, ipchar, iquery,
    /// ifragment), the two together are RFC 3987 §2.2's `IRI`.
    #[test]
    fn every_iri_is_valid() {
        let c = iri_corpus();
        let mut bad = Vec::new();
        for e in &c {
            let foreign: Vec<char> = e.iri.chars().filter(|&ch| !ch.is_ascii() && block(ch).is_none()).collect();
            let mapped = escaped(&e.iri);
            match Uri::parse(&mapped) {
                Ok(u) if foreign.is_empty() && u.userinfo().is_none() => {}
                Ok(_) => bad.push(format!("[{}] {} has characters {foreign:?} or a userinfo", e.script, e.iri)),
                Err(err) => bad.push(format!("[{}] {} -> {mapped}: {err} at {}", e.script, e.iri, err.offset())),
            }
        }
        assert!(bad.is_empty(), "{} of {} IRIs invalid:\n{}", bad.len(), c.len(), bad[..bad.len().min(10)].join("\n"));
    }

    #[test]
    fn iri_corpus_script_mix_and_features() {
        let c = iri_corpus();
        assert_eq!(c.len(), IRI_CORPUS_LEN);
        assert_eq!(IRI_MIX.iter().map(|m| m.1).sum::<u32>(), 1000);
        assert_eq!(IRI_MIX.map(|m| m.0), IRI_SCRIPTS);
        // Per script: the share drawn, and the characters really of that
        // script (mixed: two scripts other than emoji).
        let mut counts = Vec::new();
        let mut two_scripts = 0;
        for (k, w) in IRI_MIX {
            let of: Vec<&IriEntry> = c.iter().filter(|e| e.script == k).collect();
            let want = w as usize * IRI_CORPUS_LEN / 1000;
            assert!(of.len().abs_diff(want) < want / 5 + 20, "{k}: {} IRIs, want about {want}", of.len());
            for e in &of {
                let s = scripts_of(&e.iri);
                // A word may be escaped; then its characters do not show.
                let ok = match k {
                    "mixed" => s.len() <= 2 && !s.contains(&"emoji"),
                    _ => s.is_empty() || s == [k],
                };
                two_scripts += usize::from(s.len() == 2);
                assert!(ok, "[{k}] {} has scripts {s:?}", e.iri);
            }
            let raw = of.iter().filter(|e| !scripts_of(&e.iri).is_empty()).count();
            assert!(raw * 100 >= of.len() * 85, "{k}: only {raw} of {} IRIs show the script unescaped", of.len());
            counts.push(format!("{k} {}", of.len()));
        }
        let mixed = c.iter().filter(|e| e.script == "mixed").count();
        assert!(two_scripts * 100 >= mixed * 75, "only {two_scripts} of {mixed} mixed IRIs show two scripts");
        let parsed: Vec<(&IriEntry, String)> = c.iter().map(|e| (e, escaped(&e.iri))).collect();
        let count = |f: &dyn Fn(&str, &Uri<'_>) -> bool| {
            parsed.iter().filter(|(e, m)| f(&e.iri, &Uri::parse(m).unwrap())).count()
        };
        let idn_host = count(&|_, u| matches!(u.host(), Some(UriHost::RegName(h)) if h.contains('%')));
        let ipv6 = count(&|_, u| matches!(u.host(), Some(UriHost::Ipv6(_))));
        let port = count(&|_, u| u.port().is_some());
        let raw_query = count(&|iri, u| {
            u.query().is_some()
                && iri.split_once('?').is_some_and(|(_, q)| !q.split('#').next().unwrap_or("").is_ascii())
        });
        let raw_fragment = count(&|iri, _| iri.split_once('#').is_some_and(|(_, f)| !f.is_ascii()));
        // An escaped byte of a character outside ASCII: `%` and a first hex digit 8-F.
        let escaped_words =
            count(&|iri, _| iri.as_bytes().windows(2).any(|w| w[0] == b'%' && b"89ABCDEF".contains(&w[1])));
        let wikipedia = count(&|iri, _| iri.contains(".wikipedia.org/wiki/"));
        let mailto = count(&|_, u| u.scheme() == "mailto");
        let summary = format!(
            "{}; idn hosts {idn_host}, ipv6 {ipv6}, ports {port}, non-ASCII queries {raw_query}, \
             non-ASCII fragments {raw_fragment}, escaped words {escaped_words}, wikipedia {wikipedia}, mailto {mailto}",
            counts.join(", ")
        );
        println!("{summary}");
        assert!(idn_host > 1_500 && ipv6 > 300 && port > 900, "{summary}");
        assert!(raw_query > 1_500 && raw_fragment > 500 && escaped_words > 1_000, "{summary}");
        assert!(wikipedia > 2_000 && mailto > 500, "{summary}");
    }
}

//! The values of the `whatwg_url!` and `http_crate_uri!` call sites: each
//! text parsed once for the whole program, on its first evaluation (by each
//! thread racing to it, one value kept), and cloned for every evaluation
//! after.
//!
//! A call site holds no `static` of its own, only a call with its literal
//! (`__private::whatwg_url("..")`), because a `static` is dear to rustc: about
//! 300 k instructions per call site, and about 600 k for one of an
//! interior-mutable type such as a `OnceLock` (its `Freeze` check runs the
//! trait solver at each site, uncached), more than all the rest of the call
//! (`cargo xtask build-cost --instructions`). The values live here instead,
//! keyed by the literal's address and length: a `&'static str` holds one
//! text for as long as the program runs, so a key names one text (two call
//! sites with the same text may share an address, and then share a value
//! that is the same anyway; one call site compiled into several codegen
//! units may have several copies of its text, each parsed once). The one
//! way for an address to hold another text later is to unload the library
//! that held the first (`dlclose`) while this table lives on in another,
//! which breaks every `&'static` that library gave out, this one too.
//!
//! The map is a table of `OnceLock` slots, open-addressed: a lookup is a
//! hash, two atomic loads and a comparison before the clone, with no lock
//! and nothing shared written (`bench/benches/ecosystem.rs` puts it beside
//! a hand-written `LazyLock` and clone); no evaluation ever waits for
//! another's parse or allocation ([`cached`]). The first level has 256 slots;
//! when the [`PROBES`] slots a key may take there are held by other texts,
//! the next level, twice as large, allocated on first need, is tried. Past
//! the last level a text is parsed at each evaluation: slower, never wrong.

use std::boxed::Box;
use std::sync::OnceLock;

/// The slots a key may take in one level, from the one its hash names.
const PROBES: usize = 8;

/// The slots of the first level, as a power of two: 256.
const FIRST_LEVEL_BITS: u32 = 8;

/// The levels: 256 slots, then 512, ... 32,768 (65,280 slots in all; the
/// last, allocated only when seven are crowded, takes about 3.5 MB for a
/// `url::Url`).
const LEVELS: usize = 8;

/// One slot: a text's key and its value.
type Slot<T> = OnceLock<((usize, usize), T)>;

/// The call sites' values of one type ([`cached`]).
pub(crate) struct Sites<T> {
    levels: [OnceLock<Box<[Slot<T>]>>; LEVELS],
}

impl<T> Sites<T> {
    /// No level allocated yet: a `static` costs nothing until first use.
    pub(crate) const fn new() -> Self {
        Sites { levels: [const { OnceLock::new() }; LEVELS] }
    }
}

/// The value of the call site of `text`: `parse(text)` on the first
/// evaluation in the program, a clone of it after.
///
/// No `OnceLock` here is ever held while other code runs: a level is
/// allocated, and a text parsed, before the slot is taken, and taking it
/// only moves the value in. Parsing and allocating run the program's global
/// allocator, which may evaluate call sites itself (a tracing allocator):
/// with a slot held meanwhile, one of them asking for that slot, or that
/// level, would wait for itself forever. So threads racing to a first
/// evaluation may each parse the text (the same value); one value is kept,
/// and each of them returns a clone of that one.
pub(crate) fn cached<T: Clone>(sites: &Sites<T>, text: &'static str, parse: fn(&'static str) -> T) -> T {
    let key = (text.as_ptr() as usize, text.len());
    let hash = (key.0.rotate_left(17) ^ key.1).wrapping_mul(0x9e37_79b9_7f4a_7c15_u64 as usize);
    // this call's parse of `text`, while no slot keeps it
    let mut parsed = None;
    for (level, slots) in sites.levels.iter().enumerate() {
        let slots = match slots.get() {
            Some(slots) => slots,
            None => {
                let new: Box<[Slot<T>]> =
                    (0..1usize << (FIRST_LEVEL_BITS + level as u32)).map(|_| OnceLock::new()).collect();
                // (a racing thread's level may be there first: this one is dropped)
                slots.get_or_init(move || new)
            }
        };
        // the high bits of the product, as many as the level has slots
        let start = hash >> (usize::BITS - FIRST_LEVEL_BITS - level as u32);
        for probe in 0..PROBES {
            let slot = &slots[(start + probe) & (slots.len() - 1)];
            // every evaluation but a first: one load, one comparison
            let held = match slot.get() {
                Some(held) => held,
                None => {
                    let value = parsed.take().unwrap_or_else(|| parse(text));
                    // a racing thread may fill the slot first: then this
                    // value is the site's if that thread's text is another
                    if let Err((_, value)) = slot.set((key, value)) {
                        parsed = Some(value);
                    }
                    match slot.get() {
                        Some(held) => held,
                        None => continue,
                    }
                }
            };
            if held.0 == key {
                return held.1.clone();
            }
        }
    }
    parsed.unwrap_or_else(|| parse(text))
}

#[cfg(test)]
mod tests {
    use super::{cached, Sites, LEVELS, PROBES};
    use core::sync::atomic::{AtomicUsize, Ordering};
    use std::string::String;
    use std::vec::Vec;

    static PARSES: AtomicUsize = AtomicUsize::new(0);

    fn counted(text: &'static str) -> String {
        PARSES.fetch_add(1, Ordering::Relaxed);
        text.to_uppercase()
    }

    /// A text is parsed once in the program, whichever thread asks; a text
    /// that starts where another does but is shorter is another site.
    #[test]
    fn a_site_is_parsed_once_and_keyed_by_address_and_length() {
        static SITES: Sites<String> = Sites::new();
        // (a `static`: each use of a `const` may be a copy of the text
        // elsewhere, which is another key, parsed once more)
        static TEXT: &str = "https://example.com/a";
        let values = [
            cached(&SITES, TEXT, counted),
            cached(&SITES, TEXT, counted),
            cached(&SITES, &TEXT[..20], counted),
            cached(&SITES, &TEXT[..20], counted),
        ];
        assert_eq!(
            values,
            ["HTTPS://EXAMPLE.COM/A", "HTTPS://EXAMPLE.COM/A", "HTTPS://EXAMPLE.COM/", "HTTPS://EXAMPLE.COM/"]
        );
        let threads: Vec<_> = (0..4).map(|_| std::thread::spawn(|| cached(&SITES, TEXT, counted))).collect();
        for thread in threads {
            assert_eq!(thread.join().unwrap(), "HTTPS://EXAMPLE.COM/A");
        }
        assert_eq!(PARSES.load(Ordering::Relaxed), 2);
    }

    /// A parse that evaluates call sites itself, as the global allocator a
    /// parse runs may (a tracing allocator): its own site, while that site's
    /// first evaluation is under way, and 1,000 others, which share its
    /// slots and fill new levels. Each gets its value; none waits for
    /// itself (with a slot held during the parse, this deadlocked).
    #[test]
    fn a_parse_that_evaluates_call_sites_meanwhile_does_not_wait_for_itself() {
        static SITES: Sites<String> = Sites::new();
        static OUTER: &str = "https://example.com/outer";
        static OUTER_PARSES: AtomicUsize = AtomicUsize::new(0);
        std::thread_local!(static INSIDE: core::cell::Cell<bool> = const { core::cell::Cell::new(false) });
        fn others() -> &'static [&'static str] {
            static OTHERS: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
            OTHERS.get_or_init(|| (0..1_000).map(|i| &*std::format!("o{i}").leak()).collect())
        }
        fn reentrant(text: &'static str) -> String {
            if text == OUTER {
                OUTER_PARSES.fetch_add(1, Ordering::Relaxed);
            }
            if !INSIDE.with(|inside| inside.replace(true)) {
                let again = cached(&SITES, OUTER, reentrant);
                let values: Vec<String> = others().iter().map(|other| cached(&SITES, other, reentrant)).collect();
                assert_eq!(again, "HTTPS://EXAMPLE.COM/OUTER");
                assert_eq!(values, others().iter().map(|o| o.to_uppercase()).collect::<Vec<_>>());
                INSIDE.with(|inside| inside.set(false));
            }
            text.to_uppercase()
        }
        let others = others();
        let (send, receive) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let first = cached(&SITES, OUTER, reentrant);
            let after: Vec<String> = others.iter().map(|other| cached(&SITES, other, reentrant)).collect();
            send.send((first, after)).unwrap();
        });
        let (first, after) = receive
            .recv_timeout(std::time::Duration::from_secs(60))
            .expect("an evaluation inside a first evaluation's parse waits for itself");
        assert_eq!(first, "HTTPS://EXAMPLE.COM/OUTER");
        assert_eq!(after, others.iter().map(|o| o.to_uppercase()).collect::<Vec<_>>());
        // the parse inside the first evaluation's parse, and that one
        assert_eq!(OUTER_PARSES.load(Ordering::Relaxed), 2);
        assert_eq!(cached(&SITES, OUTER, reentrant), "HTTPS://EXAMPLE.COM/OUTER");
        assert_eq!(OUTER_PARSES.load(Ordering::Relaxed), 2);
    }

    /// A first evaluation that unwinds (a panic in the global allocator the
    /// parse runs) takes no slot and holds nothing: another thread asking
    /// meanwhile, and the next evaluation, get the value.
    #[test]
    fn a_parse_that_unwinds_leaves_the_site_to_the_next_evaluation() {
        static SITES: Sites<String> = Sites::new();
        static TEXT: &str = "https://example.com/unwinds";
        static CALLS: AtomicUsize = AtomicUsize::new(0);
        fn first_panics(text: &'static str) -> String {
            if CALLS.fetch_add(1, Ordering::Relaxed) == 0 {
                // another thread's evaluation while this one is under way
                let other = std::thread::spawn(|| cached(&SITES, TEXT, first_panics)).join().unwrap();
                assert_eq!(other, "HTTPS://EXAMPLE.COM/UNWINDS");
                std::panic!("the allocator's panic");
            }
            text.to_uppercase()
        }
        let unwound = std::panic::catch_unwind(|| cached(&SITES, TEXT, first_panics));
        assert_eq!(unwound.unwrap_err().downcast_ref::<&str>(), Some(&"the allocator's panic"));
        assert_eq!(cached(&SITES, TEXT, first_panics), "HTTPS://EXAMPLE.COM/UNWINDS");
        assert_eq!(CALLS.load(Ordering::Relaxed), 2);
    }

    /// Many more texts than the table holds: each gets its own value, in
    /// every level; the ones kept are not parsed again, the others (past
    /// the last level) are parsed at each evaluation.
    #[test]
    fn texts_past_every_level_still_get_their_own_values() {
        static SITES: Sites<usize> = Sites::new();
        static NUMBERS: AtomicUsize = AtomicUsize::new(0);
        fn number(text: &'static str) -> usize {
            NUMBERS.fetch_add(1, Ordering::Relaxed);
            text[1..].parse().unwrap()
        }
        const TEXTS: usize = 100_000;
        let texts: Vec<&'static str> = (0..TEXTS).map(|i| &*std::format!("t{i}").leak()).collect();
        for (i, text) in texts.iter().enumerate() {
            assert_eq!(cached(&SITES, text, number), i);
        }
        let levels: Vec<_> = SITES.levels.iter().filter_map(|level| level.get()).collect();
        let kept: usize = levels.iter().map(|slots| slots.iter().filter(|slot| slot.get().is_some()).count()).sum();
        assert_eq!(levels.len(), LEVELS);
        assert!(kept > 40_000 && kept < TEXTS, "{kept} of {TEXTS} kept with {PROBES} probes a level");
        for (i, text) in texts.iter().enumerate() {
            assert_eq!(cached(&SITES, text, number), i);
        }
        assert_eq!(NUMBERS.load(Ordering::Relaxed), TEXTS + (TEXTS - kept));
    }
}

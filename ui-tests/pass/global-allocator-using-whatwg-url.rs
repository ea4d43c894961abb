// A global allocator that evaluates whatwg_url! and http_crate_uri! (a
// tracing or accounting allocator reporting to an endpoint; it guards
// against its own re-entrance, as such allocators do). A call site's first
// evaluation allocates, so it runs the allocator, which evaluates other
// call sites, or the same one, while that first evaluation is under way:
// each must get its value, with no deadlock. (The user's own unsafe: an
// allocator is one.)
#![deny(warnings)]
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use url_literal::{http_crate_uri, whatwg_url};

static SAME: AtomicBool = AtomicBool::new(false);
static SEEN: AtomicUsize = AtomicUsize::new(0);
static WRONG: AtomicUsize = AtomicUsize::new(0);

// whether the allocator evaluates call sites on this thread (the worker's
// only: the main thread waits for it with a timeout), and whether it is
// doing so now
thread_local!(static ON: Cell<bool> = const { Cell::new(false) });
thread_local!(static INSIDE: Cell<bool> = const { Cell::new(false) });

struct Tracing;

impl Tracing {
    fn report() {
        let url = whatwg_url!("https://alloc.example/report");
        let uri = http_crate_uri!("https://alloc.example/report");
        let same = if SAME.load(Ordering::Relaxed) {
            whatwg_url!("https://main.example/first").as_str() == "https://main.example/first"
        } else {
            true
        };
        if url.as_str() != "https://alloc.example/report" || uri.path() != "/report" || !same {
            WRONG.fetch_add(1, Ordering::Relaxed);
        }
        SEEN.fetch_add(1, Ordering::Relaxed);
    }
}

unsafe impl GlobalAlloc for Tracing {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if ON.try_with(Cell::get) == Ok(true) {
            let _ = INSIDE.try_with(|inside| {
                if !inside.replace(true) {
                    Tracing::report();
                    inside.set(false);
                }
            });
        }
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static TRACING: Tracing = Tracing;

fn main() {
    let (send, receive) = std::sync::mpsc::channel();
    // the work in a thread, so that a deadlock fails the test instead of hanging it
    std::thread::spawn(move || {
        ON.with(|on| on.set(true));
        // the program's first evaluations: the table allocates its first
        // level, the allocator asks for another site meanwhile
        let first = whatwg_url!("https://main.example/first");
        let uri = http_crate_uri!("https://main.example/first");
        // the allocator asks for the very site whose first evaluation is under way
        SAME.store(true, Ordering::Relaxed);
        let same = whatwg_url!("https://main.example/first");
        // many sites, so that some share slots with the allocator's
        let many: Vec<String> = (0..50).map(|i| sites(i).to_string()).collect();
        ON.with(|on| on.set(false));
        send.send((first.to_string(), uri.to_string(), same.to_string(), many)).unwrap();
    });
    let (first, uri, same, many) = receive
        .recv_timeout(std::time::Duration::from_secs(60))
        .expect("a first evaluation that runs the allocator, which evaluates a call site, deadlocks");
    assert_eq!(
        (first.as_str(), uri.as_str(), same.as_str()),
        ("https://main.example/first", "https://main.example/first", "https://main.example/first")
    );
    let expected: Vec<String> = (0..50).map(|i| format!("https://many.example/{}", i % 10)).collect();
    assert_eq!(many, expected);
    assert!(SEEN.load(Ordering::Relaxed) > 0);
    assert_eq!(WRONG.load(Ordering::Relaxed), 0);
}

fn sites(i: usize) -> url_literal::__private::url::Url {
    match i % 10 {
        0 => whatwg_url!("https://many.example/0"),
        1 => whatwg_url!("https://many.example/1"),
        2 => whatwg_url!("https://many.example/2"),
        3 => whatwg_url!("https://many.example/3"),
        4 => whatwg_url!("https://many.example/4"),
        5 => whatwg_url!("https://many.example/5"),
        6 => whatwg_url!("https://many.example/6"),
        7 => whatwg_url!("https://many.example/7"),
        8 => whatwg_url!("https://many.example/8"),
        _ => whatwg_url!("https://many.example/9"),
    }
}

//! Whether this CPU has AVX2, and the one door into the run-time instance
//! of the grammars ([`dispatch`]).

/// Whether the CPU has AVX2, and the operating system saves the 256-bit
/// registers: `cpuid` leaf 1 (ECX bit 27 OSXSAVE, bit 28 AVX), `xgetbv` 0
/// (XMM and YMM state enabled, bits 1 and 2) and `cpuid` leaf 7 (EBX bit 5,
/// AVX2), asked once and kept. `true` without asking where the build
/// enables AVX2 (`-C target-cpu=native`, `x86-64-v3` and up). Under Miri,
/// which cannot run `cpuid`, the build alone answers: `false` unless it
/// enables AVX2 (`-C target-feature=+avx2`, as `.ci/miri.sh` runs the
/// tests once), which Miri then emulates.
#[inline]
pub(crate) fn avx2() -> bool {
    use core::sync::atomic::{AtomicU8, Ordering::Relaxed};
    /// 0: not asked yet; 1: no; 2: yes.
    static KNOWN: AtomicU8 = AtomicU8::new(0);
    if cfg!(target_feature = "avx2") {
        return true;
    }
    if cfg!(miri) {
        return false;
    }
    match KNOWN.load(Relaxed) {
        0 => {
            let yes = ask_avx2();
            KNOWN.store(1 + u8::from(yes), Relaxed);
            yes
        }
        k => k == 2,
    }
}

/// [`avx2`]'s question to the CPU.
///
/// `__cpuid` and `__cpuid_count` are safe functions from Rust 1.94 on,
/// `unsafe` before (the crate's MSRV is 1.87): hence their blocks, and
/// `unused_unsafe` allowed for the toolchains where they are not needed.
#[cold]
#[allow(unsafe_code, unused_unsafe, reason = "cpuid is unsafe before Rust 1.94; xgetbv is unsafe")]
fn ask_avx2() -> bool {
    use core::arch::x86_64::{__cpuid, __cpuid_count, _xgetbv};
    // SAFETY: every x86-64 CPU has the CPUID instruction, with leaves 0 and 1.
    let (max, leaf1) = unsafe { (__cpuid(0).eax, __cpuid(1)) };
    let (osxsave, avx) = (leaf1.ecx & 1 << 27 != 0, leaf1.ecx & 1 << 28 != 0);
    if !(osxsave && avx) || max < 7 {
        return false;
    }
    // SAFETY: OSXSAVE (just read) says that the OS has enabled XGETBV.
    let xcr0 = unsafe { _xgetbv(0) };
    // SAFETY: leaf 7 exists (`max` >= 7).
    let leaf7 = unsafe { __cpuid_count(7, 0) };
    xcr0 & 0b110 == 0b110 && leaf7.ebx & 1 << 5 != 0
}

/// How many times [`dispatch`] has entered the run-time instance: the
/// tests check which instance ran.
#[cfg(test)]
pub(crate) static ENTERED: core::sync::atomic::AtomicUsize = core::sync::atomic::AtomicUsize::new(0);

/// `simd(a)` (a function of the run-time instance) where the CPU has AVX2,
/// `plain(a)` (the `const` instance's) elsewhere. The two return the same
/// for every input (the `twin` tests and fuzz target hold them to it).
#[inline(always)]
pub(crate) fn dispatch<A, R>(a: A, simd: unsafe fn(A) -> R, plain: fn(A) -> R) -> R {
    if avx2() {
        #[cfg(test)]
        ENTERED.fetch_add(1, core::sync::atomic::Ordering::Relaxed);
        #[allow(unsafe_code, reason = "measured: see BENCHMARKS.md, \"The twin\"")]
        // SAFETY: `simd` is a `#[target_feature(enable = "avx2")]` function
        // (the only kind passed here), and `avx2()` has just said that this
        // CPU has AVX2 (and what it implies: SSE to SSE4.2, AVX) and that
        // the operating system saves its registers.
        return unsafe { simd(a) };
    }
    plain(a)
}

#!/usr/bin/env bash
# Packaging: the four published crates (url-core, url-macros-impl,
# url-macros, url-literal)
# packaged as crates.io would receive them, and checked from their tarballs
# alone. Called by .ci/run; runs on its own too: `bash .ci/package.sh`.
#
# url-literal, url-macros and url-macros-impl depend on url-core (url-literal
# on url-macros, url-macros on url-macros-impl) by path and by
# `version = "=0.1.0"`; nothing is on crates.io yet, so the four are
# packaged together: cargo (>= 1.83) verifies each
# tarball against the others through a local registry overlay. A dirty tree
# fails here (no --allow-dirty): CI runs on a clean clone.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

. .ci/step.sh

version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml)

# Cargo takes a registry's crate of a given version to be the same forever:
# a verification unpacks the overlay registry (target/package/tmp-registry)
# into $CARGO_HOME/registry/src/-<hash>/ once, and never rebuilds what it
# built from there. So the packaging runs in a target directory of its own,
# emptied first, and any earlier run's unpacked copies of the three crates
# go (local registries only: no host before the dash).
verify=target/package-verify
rm -rf "$verify"
for name in url-core url-macros-impl url-macros url-literal; do
    rm -rf "${CARGO_HOME:-$HOME/.cargo}"/registry/src/-*/"$name-$version"
done
# `--no-verify`: cargo's verification would build each library from its
# tarball in a target directory of its own, dependencies and all; the steps
# below build the same three from the same tarballs, and more.
run cargo package --no-verify -p url-core -p url-macros-impl -p url-macros -p url-literal --target-dir "$verify"

# Cargo's verification would build the libraries only. What else reads files — the
# README doctests (`include_str!`), url-literal's examples, the documentation
# as docs.rs builds it (every feature) — must work from the tarballs too:
# unpacked outside the workspace, each crate's dependencies on the others
# patched to their unpacked tarballs (crates.io has none of them). The rest
# of the doctests read only `src/`, and run in the workspace's `cargo test`.
root=$(pwd)
unpacked=$(mktemp -d)
trap 'rm -rf "$unpacked"' EXIT
# `-m`: the files dated now, not as packaged (cargo dates them all 2006),
# so that cargo sees them newer than the previous run's builds.
for name in url-core url-macros-impl url-macros url-literal; do
    tar -xzmf "$verify/package/$name-$version.crate" -C "$unpacked"
done
from_tarball() {
    local name=$1
    shift
    # the workspace's target directory: the crates.io dependencies built
    # once; the three crates are built from their unpacked paths, apart
    run env CARGO_TARGET_DIR="$root/target" RUSTDOCFLAGS=-Dwarnings cargo "$1" \
        --manifest-path "$unpacked/$name-$version/Cargo.toml" \
        --config "patch.crates-io.url-core.path='$unpacked/url-core-$version'" \
        --config "patch.crates-io.url-macros-impl.path='$unpacked/url-macros-impl-$version'" \
        --config "patch.crates-io.url-macros.path='$unpacked/url-macros-$version'" \
        --quiet "${@:2}"
}
from_tarball url-core test --doc -- readme
from_tarball url-literal test --doc -- ReadmeDoctests
from_tarball url-literal build --examples --all-features
# The facade's documentation as docs.rs builds it. url-core's and
# url-macros' come from the same sources, already built above from the
# tarballs (a file a doc attribute includes is read by every build) and
# documented with -Dwarnings in the workspace.
from_tarball url-literal doc --no-deps --all-features
echo "packages: ok"

//! `--fix`: each help finding's call replaced by its macro in the file's
//! text (by byte ranges: the formatting and comments around stay), with the
//! `use` the module needs; nothing when the package lacks url-literal with
//! the features the macros need (Cargo.toml is never edited).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use crate::check::Level;
use crate::files::{self, Dep, Package, Report};
use crate::render;
use crate::scan::Macro;

/// The features of url-literal a macro needs, as written in Cargo.toml.
fn needs(m: Macro) -> &'static [&'static str] {
    match m {
        Macro::WhatwgUrl => &["url", "std"],
        Macro::HttpCrateUri => &["http"],
    }
}

/// Whether `dep` (url-literal) turns `feature` on.
fn has(dep: &Dep, feature: &str) -> bool {
    dep.features.iter().any(|f| f == feature)
        || (feature == "std" && (dep.default || dep.features.iter().any(|f| f == "http" || f == "client")))
}

/// The package whose directory holds `file` (the deepest).
fn owner<'p>(file: &Path, packages: &'p [Package]) -> Option<&'p Package> {
    packages
        .iter()
        .filter(|p| p.manifest.parent().is_some_and(|d| file.starts_with(d)))
        .max_by_key(|p| p.manifest.as_os_str().len())
}

/// Whether `file` belongs to a target that dev-dependencies serve.
fn dev_target(file: &Path, package: &Package) -> bool {
    let dir = package.manifest.parent().unwrap_or(Path::new(""));
    let rel = file.strip_prefix(dir).unwrap_or(file);
    matches!(rel.components().next().and_then(|c| c.as_os_str().to_str()), Some("tests" | "examples" | "benches"))
}

/// Rewrites the help findings of `reports`; how many calls it rewrote. `packages`: the linted packages (empty with PATHs:
/// each file's package is then found by `cargo metadata`).
pub fn fix(reports: &[Report], packages: &[Package]) -> Result<usize, String> {
    let mut found: Vec<Package> = packages.to_vec();
    // the files with something to rewrite, and their package
    let mut plan: Vec<(&Report, Package)> = Vec::new();
    for r in reports {
        if !r.findings.iter().any(|f| f.finding.level == Level::Help && f.finding.replacement.is_some()) {
            continue;
        }
        let path = r.path.canonicalize().unwrap_or_else(|_| r.path.clone());
        let declared = r.package.as_ref().and_then(|m| found.iter().find(|p| &p.manifest == m)).cloned();
        if declared.is_none() && owner(&path, &found).is_none() {
            let manifest = path.ancestors().skip(1).map(|d| d.join("Cargo.toml")).find(|m| m.is_file());
            if let Some(m) = manifest {
                found.extend(files::read_packages(&files::metadata(Some(&m))?));
            }
        }
        let package = declared.or_else(|| owner(&path, &found).cloned()).ok_or_else(|| {
            format!(
                "--fix: no Cargo.toml above {}: the dependency on url-literal cannot be checked",
                files::escaped(&r.path)
            )
        })?;
        // a module may point out of its package (`#[path = "../x.rs"]`),
        // through a symbolic link too: never written
        let dir = package.manifest.parent().and_then(|d| d.canonicalize().ok());
        if !dir.as_ref().is_some_and(|d| path.starts_with(d)) {
            eprintln!(
                "warning: --fix left {} alone: it is outside the directory of package {}",
                render::shown_escaped(&r.path),
                package.name
            );
            continue;
        }
        if package.edition == "2015" {
            return Err(format!(
                "--fix rewrote nothing: {} is of edition 2015, where `use url_literal::…` needs an `extern crate`; \
                 move it to edition 2018 or later first",
                package.name
            ));
        }
        plan.push((r, package));
    }
    // every package must have url-literal with the features its rewrites need
    let mut missing: BTreeMap<PathBuf, (String, BTreeSet<&str>)> = BTreeMap::new();
    let mut krate: HashMap<PathBuf, String> = HashMap::new();
    for (r, package) in &plan {
        let path = r.path.canonicalize().unwrap_or_else(|_| r.path.clone());
        let dev = dev_target(&path, package);
        let dep = package
            .deps
            .iter()
            .filter(|d| d.name == "url-literal" && (d.kind.is_none() || (dev && d.kind.as_deref() == Some("dev"))))
            .max_by_key(|d| d.features.len());
        for f in &r.findings {
            let Some(m) = f.finding.replacement.as_ref().and_then(|_| macro_of(f.finding.replacement.as_deref()))
            else {
                continue;
            };
            let lacking: Vec<&str> =
                needs(m).iter().copied().filter(|feat| !dep.is_some_and(|d| has(d, feat))).collect();
            if !lacking.is_empty() {
                let entry =
                    missing.entry(package.manifest.clone()).or_insert_with(|| (package.name.clone(), BTreeSet::new()));
                entry.1.extend(needs(m).iter().copied().filter(|x| *x != "std" || dep.is_some_and(|d| !d.default)));
            }
        }
        if let Some(d) = dep {
            krate.insert(package.manifest.clone(), d.krate.clone());
        }
    }
    if !missing.is_empty() {
        let mut message = String::from("--fix rewrote nothing: the macros need url-literal with their features");
        for (manifest, (name, features)) in &missing {
            let list: Vec<String> = features.iter().map(|f| format!("{f:?}")).collect();
            message += &format!(
                "\n  help: add to [dependencies] of {} ({name}):\n    url-literal = {{ version = \"0.1\", features = [{}] }}",
                files::escaped(manifest),
                list.join(", ")
            );
        }
        return Err(message);
    }
    let mut done = 0;
    for (r, package) in &plan {
        let krate = krate.get(&package.manifest).map_or("url_literal", String::as_str);
        let text =
            std::fs::read_to_string(&r.path).map_err(|e| format!("cannot read {}: {e}", files::escaped(&r.path)))?;
        if text != r.text {
            return Err(format!("{} changed while it was read; nothing rewritten in it", files::escaped(&r.path)));
        }
        // (start, end, replacement), inserted `use`s as empty ranges
        let mut edits: Vec<(usize, usize, String)> = Vec::new();
        let mut wanted: BTreeSet<(usize, &str)> = BTreeSet::new();
        for f in &r.findings {
            let (Some(rep), Level::Help) = (&f.finding.replacement, f.finding.level) else { continue };
            let Some(m) = macro_of(Some(rep)) else { continue };
            edits.push((f.start, f.end, rep.clone()));
            done += 1;
            let module = &r.modules[f.module];
            if !module.imported.contains(&m) {
                wanted.insert((f.module, m.name()));
            }
        }
        for (k, name) in wanted {
            let module = &r.modules[k];
            let line = format!("use {krate}::{name};");
            let insert = if module.after_item {
                format!("\n{}{line}", module.indent)
            } else {
                format!("{line}\n\n{}", module.indent)
            };
            edits.push((module.insert_at, module.insert_at, insert));
        }
        // from the end, so that earlier offsets hold; insertions at one
        // offset in the order made
        edits.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
        let mut out = text.clone();
        let mut last = usize::MAX;
        let mut inserted_at: HashMap<usize, usize> = HashMap::new();
        for (start, end, rep) in edits {
            if end > last {
                continue;
            }
            if start == end {
                // insertions at one point: in the order of their names
                let shift = inserted_at.entry(start).or_insert(0);
                out.insert_str(start + *shift, &rep);
                *shift += rep.len();
            } else {
                out.replace_range(start..end, &rep);
                last = start;
            }
        }
        std::fs::write(&r.path, out).map_err(|e| format!("cannot write {}: {e}", files::escaped(&r.path)))?;
    }
    Ok(done)
}

/// The macro a replacement calls.
fn macro_of(replacement: Option<&str>) -> Option<Macro> {
    let r = replacement?;
    if r.starts_with("whatwg_url!") {
        Some(Macro::WhatwgUrl)
    } else if r.starts_with("http_crate_uri!") {
        Some(Macro::HttpCrateUri)
    } else {
        None
    }
}

// A local variable alone in data_uri!(bytes ..): rustc's error is on the name
// ("non-constant value"), but its help is about the `const` item of the
// facade's macro_rules!, which the bytes need (their length is a type's);
// rustc, not the macro, sees that the name is a local. A value computed from
// a local (`line.as_str()`) is refused by the macro: runtime-value-arguments.rs.
use url_literal::data_uri;

fn main() {
    let local = "data:,Hello";
    let _ = data_uri!(bytes local);
}

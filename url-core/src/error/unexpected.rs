//! The messages for a character that stands where the grammar does not take
//! it (`ErrorKind::Unexpected`, and every RFC 3986 error without a message
//! of its own): what the character is (non-ASCII, a control, a space, an
//! RFC 1738 §2.2 unsafe or reserved character) decides what the message
//! tells the user to write instead.

use super::component::Component;
use super::site::Site;
use super::text::ErrorText;
use crate::chars;

/// How a character relates to RFC 1738 §2.2.
pub(crate) enum Class {
    NonAscii,
    Control,
    Space,
    Unsafe,
    Reserved,
    Other,
}

pub(crate) const fn class_of(c: char) -> Class {
    let v = c as u32;
    if v >= 0x80 {
        Class::NonAscii
    } else if v < 0x20 || v == 0x7f {
        Class::Control
    } else if v == 0x20 {
        Class::Space
    } else if chars::is(v as u8, chars::UNSAFE) {
        Class::Unsafe
    } else if chars::is(v as u8, chars::RESERVED) {
        Class::Reserved
    } else {
        Class::Other
    }
}

/// The RFC 1738 section an unexpected character breaks: §2.2 when escaping
/// the character is the fix (it is unsafe, a control, non-ASCII or a space
/// where escapes stand), else the component's section (§3.5 for a mailto
/// address with a display name).
pub(crate) const fn rfc1738_section(e: &Site) -> &'static str {
    if e.mailto_form() {
        return "3.5";
    }
    match class_of(e.found) {
        _ if e.len == 0 || !e.comp.escapable() => e.comp.section(),
        Class::Reserved | Class::Other => e.comp.section(),
        _ => "2.2",
    }
}

/// "unexpected character" and its kin for an RFC 1738 component.
pub(crate) const fn rfc1738(e: &Site, t: &mut ErrorText) {
    let c = e.found;
    let name = e.comp.name();
    if e.mailto_form() {
        if c == ' ' {
            t.str(
                "space in mailto address; an addr-spec has no display name, and a space only inside a \
                 quoted local part, written %20",
            );
        } else {
            t.str("unexpected character ");
            t.quoted(c);
            t.str(
                " in mailto address; RFC 1738 mailto takes only the addr-spec, without display name or \
                 angle brackets",
            );
        }
    } else if e.len == 0 {
        t.str("unexpected end of ");
        t.str(name);
        t.str("; expected ");
        t.str(e.comp.takes());
    } else if !e.comp.escapable() || matches!(class_of(c), Class::Other) {
        character(t, c);
        t.in_expected(name, e.comp.takes());
    } else {
        match class_of(c) {
            Class::NonAscii => {
                character_in(t, c, name);
                t.str("; octets 80-FF must be percent-encoded, here as ");
                t.escaped(c);
            }
            Class::Control => {
                character_in(t, c, name);
                t.str("; write it as ");
                t.escaped(c);
            }
            Class::Space => {
                t.str("space in ");
                t.str(name);
                t.str("; write it as %20");
            }
            Class::Unsafe if c == '#' && matches!(e.comp, Component::Fragment) => {
                t.str("second '#' in fragment; write it as %23")
            }
            // Unsafe or reserved: `Other` took the branch above.
            _ => {
                character_in(t, c, name);
                t.str("; ");
                t.quoted(c);
                t.str(if matches!(class_of(c), Class::Unsafe) {
                    " is unsafe and must be written "
                } else {
                    " is reserved there and must be written "
                });
                t.escaped(c);
            }
        }
    }
}

/// "unexpected character" and its kin for an RFC 3986 component.
pub(crate) const fn rfc3986(e: &Site, t: &mut ErrorText) {
    let c = e.found;
    let name = e.comp.name();
    let escapable = e.comp.escapable();
    match class_of(c) {
        Class::NonAscii => {
            character_in(t, c, name);
            if matches!(e.comp, Component::UriHost) {
                t.str("; write an internationalized name in punycode (IDNA), or percent-encode its UTF-8 bytes as ");
                t.escaped(c);
            } else if escapable {
                t.str("; URIs are ASCII: percent-encode its UTF-8 bytes as ");
                t.escaped(c);
            } else {
                t.str("; expected ");
                t.str(e.comp.takes());
            }
            return;
        }
        Class::Control if escapable => {
            character_in(t, c, name);
            t.str("; write it as ");
            t.escaped(c);
            return;
        }
        Class::Space if escapable => {
            t.str("space in ");
            t.str(name);
            t.str("; write it as %20");
            return;
        }
        _ => {}
    }
    if escapable {
        match c {
            '#' if matches!(e.comp, Component::UriFragment) => t.str("second '#' in fragment; write it as %23"),
            '@' if matches!(e.comp, Component::UriHost) => {
                t.str("second '@' in authority; the userinfo ends at the first '@', so write a literal '@' as %40")
            }
            _ => {
                character_in(t, c, name);
                t.str("; write it as ");
                t.escaped(c);
            }
        }
        return;
    }
    if c == '@' && matches!(e.comp, Component::UriPort) {
        return t.str("second '@' in authority; the userinfo ends at the first '@', so write a literal '@' as %40");
    }
    // Not non-ASCII: that returned above.
    character(t, c);
    t.in_expected(name, e.comp.takes());
    if c == '%' && matches!(e.comp, Component::UriIpv6 | Component::UriIpv4) {
        t.str(" (RFC 3986 has no IPv6 zone identifier; RFC 6874 adds one, outside this grammar)");
    }
}

/// What `c` is, for a message that goes on with where and what was
/// expected: "non-ASCII character 'é'", "control character '\t'", "space" or
/// "unexpected character '<'".
const fn character(t: &mut ErrorText, c: char) {
    match class_of(c) {
        Class::NonAscii => t.str("non-ASCII character "),
        Class::Control => t.str("control character "),
        Class::Space => return t.str("space"),
        _ => t.str("unexpected character "),
    }
    t.quoted(c);
}

/// [`character`], then " in " and the component's name: "control character
/// '\t' in path".
const fn character_in(t: &mut ErrorText, c: char, name: &str) {
    character(t, c);
    t.str(" in ");
    t.str(name);
}

//! [`Site`]: where a [`ParseError`](super::ParseError) is, and what stands
//! there; what the columns of the table of error kinds ([`super::kind`])
//! read to write their messages.

use super::component::Component;

/// Where an error is: the byte offset and length of the offending text,
/// the character found there and the component being read.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Site {
    /// Byte offset in the input of the first offending text.
    pub(crate) offset: u32,
    /// Length in bytes of the offending text; 0 when something is missing.
    pub(crate) len: u32,
    /// The offending character (for a mailto address, the decoded octet);
    /// `'\0'` for an error that is not about one character.
    pub(crate) found: char,
    /// The part of the text being read.
    pub(crate) comp: Component,
    /// Whether the text was read as an IRI (RFC 3987): the RFC 3986
    /// components then stand for their RFC 3987 counterparts (`ipath`,
    /// `iquery`, ...), cited "RFC 3987 §2.2".
    pub(crate) iri: bool,
}

impl Site {
    /// Whether the error is one of RFC 3986's (cited "RFC 3986 §x").
    pub(crate) const fn is_uri(&self) -> bool {
        self.comp.is_uri()
    }

    /// A space or angle bracket in a mailto address: the form of an address
    /// with a display name (`Joe <joe@example.com>`), which escaping does not
    /// make an addr-spec.
    pub(crate) const fn mailto_form(&self) -> bool {
        matches!(self.comp, Component::MailtoAddress) && self.len > 0 && matches!(self.found, ' ' | '<' | '>')
    }
}

//! Interpretation per scheme (RFC 1738 §3): the ftp command plan, the gopher
//! request line, and the decoded parts of mailto, news, telnet, wais, file
//! and prospero URLs. Every RFC 1738 §3 example is here with exact values,
//! and every CR/LF/NUL injection a URL can carry (RFC 1738 §6) with its exact
//! refusal, plus a property test over generated ftp and gopher URLs.

use std::collections::HashSet;
use std::error::Error;

use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;
use url_core::interpret::{
    Argument, ControlInArgument, Decoded, FileLocation, FtpCommand, GopherPlus, GopherSearch, NewsItem, WaisRequest,
    WireError,
};
use url_core::{
    ControlOnWire, Details, FileUrl, FtpType, FtpUrl, GopherUrl, MailtoUrl, NewsUrl, ProsperoUrl, TelnetUrl, Url,
    WaisUrl,
};

const EMAIL: &str = "me@example.org";

// ---------------------------------------------------------------------------
// ftp (§3.2)
// ---------------------------------------------------------------------------

#[track_caller]
fn ftp(s: &str) -> FtpUrl<'_> {
    FtpUrl::parse(s).unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

/// The plan as `Display` writes it.
#[track_caller]
fn plan(s: &str) -> Vec<String> {
    ftp(s).commands(EMAIL).unwrap().map(|c| c.to_string()).collect()
}

fn d(s: &str) -> Decoded<'_> {
    Decoded::plain(s.as_bytes())
}

#[test]
fn ftp_3_2_2_example_encoded_slash() {
    // "executing "CWD /etc" and then "RETR motd"", logging in as "myname"
    // "(prompting for a password if it is asked for)"
    let url = ftp("ftp://myname@host.dom/%2Fetc/motd");
    let cmds: Vec<FtpCommand> = url.commands(EMAIL).unwrap().collect();
    assert_eq!(
        cmds,
        [
            FtpCommand::User(d("myname")),
            FtpCommand::PassPrompt,
            FtpCommand::Cwd(d("/etc")),
            FtpCommand::GuessType,
            FtpCommand::Retr(d("motd")),
        ]
    );
    assert_eq!(cmds[2].argument().unwrap().raw(), Some("%2Fetc"));
    assert_eq!(
        plan("ftp://myname@host.dom/%2Fetc/motd"),
        ["USER myname", "PASS <ask the user>", "CWD /etc", "TYPE <guess>", "RETR motd"]
    );
}

#[test]
fn ftp_3_2_2_example_relative() {
    // "would "CWD etc" and then "RETR motd""
    let cmds: Vec<FtpCommand> = ftp("ftp://myname@host.dom/etc/motd").commands(EMAIL).unwrap().collect();
    assert_eq!(
        cmds,
        [
            FtpCommand::User(d("myname")),
            FtpCommand::PassPrompt,
            FtpCommand::Cwd(d("etc")),
            FtpCommand::GuessType,
            FtpCommand::Retr(d("motd")),
        ]
    );
}

#[test]
fn ftp_3_2_2_example_null_cwd() {
    // "would "CWD " with a null argument, then "CWD etc", and then "RETR motd""
    let cmds: Vec<FtpCommand> = ftp("ftp://myname@host.dom//etc/motd").commands(EMAIL).unwrap().collect();
    assert_eq!(
        cmds,
        [
            FtpCommand::User(d("myname")),
            FtpCommand::PassPrompt,
            FtpCommand::Cwd(d("")),
            FtpCommand::Cwd(d("etc")),
            FtpCommand::GuessType,
            FtpCommand::Retr(d("motd")),
        ]
    );
    assert_eq!(plan("ftp://myname@host.dom//etc/motd")[2], "CWD ");
    assert_eq!(cmds[2].argument(), Some(d("")));
}

#[test]
fn ftp_typecode_d_is_nlst() {
    assert_eq!(plan("ftp://host.dom/pub/;type=d"), ["USER anonymous", "PASS me@example.org", "CWD pub", "NLST"]);
    let cmds: Vec<FtpCommand> = ftp("ftp://host.dom/pub/dir;type=D").commands(EMAIL).unwrap().collect();
    assert_eq!(
        cmds,
        [
            FtpCommand::User(d("anonymous")),
            FtpCommand::Pass(d(EMAIL)),
            FtpCommand::Cwd(d("pub")),
            FtpCommand::Nlst(d("dir"))
        ]
    );
    assert_eq!(cmds[3].to_string(), "NLST dir");
    assert_eq!(FtpCommand::Nlst(d("")).argument(), None);
}

#[test]
fn ftp_typecode_a_and_i() {
    assert_eq!(plan("ftp://host/a.txt;type=a"), ["USER anonymous", "PASS me@example.org", "TYPE A", "RETR a.txt"]);
    assert_eq!(plan("ftp://host/a.bin;type=I"), ["USER anonymous", "PASS me@example.org", "TYPE I", "RETR a.bin"]);
    let cmds: Vec<FtpCommand> = ftp("ftp://host/a.bin;type=i").commands(EMAIL).unwrap().collect();
    assert_eq!(cmds[2], FtpCommand::Type(FtpType::Image));
    assert_eq!(cmds[2].argument(), Some(d("I")));
    assert_eq!(FtpCommand::Type(FtpType::Ascii).argument(), Some(d("A")));
}

#[test]
fn ftp_builder_example_of_the_issue() {
    assert_eq!(
        plan("ftp://ftp.example.org/pub/a%20b/x%3By.txt;type=i"),
        ["USER anonymous", "PASS me@example.org", "CWD pub", "CWD a b", "TYPE I", "RETR x;y.txt"]
    );
}

#[test]
fn ftp_login_3_1_and_3_2_1() {
    // no user: the anonymous convention, PASS with the e-mail address given
    assert_eq!(plan("ftp://host.com/")[..2], ["USER anonymous", "PASS me@example.org"]);
    let cmds: Vec<FtpCommand> = ftp("ftp://host.com/").commands("").unwrap().collect();
    assert_eq!(cmds[..2], [FtpCommand::User(d("anonymous")), FtpCommand::Pass(d(""))]);
    // "<URL:ftp://@host.com/> has an empty user name and no password"
    let cmds: Vec<FtpCommand> = ftp("ftp://@host.com/").commands(EMAIL).unwrap().collect();
    assert_eq!(cmds[..2], [FtpCommand::User(d("")), FtpCommand::PassPrompt]);
    assert_eq!(cmds[0].to_string(), "USER ");
    // "<URL:ftp://foo:@host.com/> has a user name of "foo" and an empty password"
    let cmds: Vec<FtpCommand> = ftp("ftp://foo:@host.com/").commands(EMAIL).unwrap().collect();
    assert_eq!(cmds[..2], [FtpCommand::User(d("foo")), FtpCommand::Pass(d(""))]);
    // user and password, decoded (":", "@", "/" must be encoded in them)
    let cmds: Vec<FtpCommand> = ftp("ftp://a%3Ab%2Fc:p%40ss%3Aw@host/").commands(EMAIL).unwrap().collect();
    assert_eq!(cmds[..2], [FtpCommand::User(d("a:b/c")), FtpCommand::Pass(d("p@ss:w"))]);
    assert_eq!(cmds[1].to_string(), "PASS p@ss:w");
    // the e-mail address is plain text: nothing in it is decoded
    let cmds: Vec<FtpCommand> = ftp("ftp://host/").commands("a%40b@c").unwrap().collect();
    assert_eq!(cmds[1], FtpCommand::Pass(d("a%40b@c")));
    assert_eq!(cmds[1].argument().unwrap().raw(), None);
}

#[test]
fn ftp_paths_without_name_or_path() {
    // no url-path at all: the login directory, an empty name
    assert_eq!(plan("ftp://host"), ["USER anonymous", "PASS me@example.org", "TYPE <guess>", "RETR "]);
    assert_eq!(plan("ftp://host/"), ["USER anonymous", "PASS me@example.org", "TYPE <guess>", "RETR "]);
    assert_eq!(plan("ftp://host/;type=d"), ["USER anonymous", "PASS me@example.org", "NLST"]);
    assert_eq!(
        plan("ftp://host///"),
        ["USER anonymous", "PASS me@example.org", "CWD ", "CWD ", "TYPE <guess>", "RETR "]
    );
}

#[test]
fn ftp_commands_with_guessed_type() {
    let url = ftp("ftp://u:p@host/pub/");
    let as_dir: Vec<String> =
        url.commands_with_type(EMAIL, FtpType::Directory).unwrap().map(|c| c.to_string()).collect();
    assert_eq!(as_dir, ["USER u", "PASS p", "CWD pub", "NLST"]);
    let as_text: Vec<String> =
        ftp("ftp://host/README").commands_with_type(EMAIL, FtpType::Ascii).unwrap().map(|c| c.to_string()).collect();
    assert_eq!(as_text, ["USER anonymous", "PASS me@example.org", "TYPE A", "RETR README"]);
    // the URL's own typecode is overridden
    let over: Vec<String> =
        ftp("ftp://host/x;type=d").commands_with_type(EMAIL, FtpType::Image).unwrap().map(|c| c.to_string()).collect();
    assert_eq!(over, ["USER anonymous", "PASS me@example.org", "TYPE I", "RETR x"]);
}

#[test]
fn ftp_command_parts() {
    let all = [
        (FtpCommand::User(d("u")), "USER", Some("u"), false, "USER u"),
        (FtpCommand::Pass(d("p")), "PASS", Some("p"), false, "PASS p"),
        (FtpCommand::PassPrompt, "PASS", None, true, "PASS <ask the user>"),
        (FtpCommand::Cwd(d("c")), "CWD", Some("c"), false, "CWD c"),
        (FtpCommand::Type(FtpType::Ascii), "TYPE", Some("A"), false, "TYPE A"),
        (FtpCommand::GuessType, "TYPE", None, true, "TYPE <guess>"),
        (FtpCommand::Retr(d("r")), "RETR", Some("r"), false, "RETR r"),
        (FtpCommand::Nlst(d("n")), "NLST", Some("n"), false, "NLST n"),
    ];
    for (cmd, verb, arg, input, text) in all {
        assert_eq!(cmd.verb(), verb);
        assert_eq!(cmd.argument(), arg.map(d));
        assert_eq!(cmd.needs_input(), input);
        assert_eq!(cmd.to_string(), text);
    }
}

#[test]
fn ftp_decoded_accessors_and_octets() {
    let url = ftp("ftp://us%65r:pa%73s@host/%2Fa//b%20c/na%3Bme;type=a");
    assert_eq!(url.user_decoded().unwrap(), "user");
    assert_eq!(url.password_decoded().unwrap(), "pass");
    assert_eq!(url.cwd_decoded().collect::<Vec<_>>(), ["/a", "", "b c"]);
    assert_eq!(url.name_decoded().unwrap(), "na;me");
    assert_eq!(ftp("ftp://host").name_decoded(), None);
    assert_eq!(ftp("ftp://host").user_decoded(), None);
    // arguments are octets, not necessarily UTF-8 (a NUL is refused: see
    // ftp_nul_in_the_path_is_refused)
    let cmds: Vec<FtpCommand> = ftp("ftp://host/%FF%01;type=i").commands(EMAIL).unwrap().collect();
    let arg = cmds[3].argument().unwrap();
    assert_eq!(arg, [0xff, 0x01]);
    assert_eq!(arg.bytes().collect::<Vec<u8>>(), [0xff, 0x01]);
    assert_eq!(cmds[3].to_string(), "RETR \u{FFFD}\u{1}");
    assert_eq!(format!("{arg:?}"), "Decoded(\"\\xff\\x01\")");
}

#[test]
fn ftp_plan_through_details_and_fused() {
    let url = Url::parse("ftp://host/a/b/c").unwrap();
    let Details::Ftp(view) = url.details() else { panic!() };
    let mut it = view.commands(EMAIL).unwrap();
    assert_eq!(it.by_ref().count(), 6);
    assert_eq!(it.next(), None);
    assert_eq!(it.next(), None);
}

// ---------------------------------------------------------------------------
// gopher (§3.4)
// ---------------------------------------------------------------------------

#[track_caller]
fn gopher(s: &str) -> GopherUrl<'_> {
    GopherUrl::parse(s).unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

/// The request line a client sends, or `None` when it must prompt.
#[track_caller]
fn line(s: &str) -> Option<Vec<u8>> {
    let req = gopher(s).request().unwrap();
    let collected = req.line().map(|l| l.collect::<Vec<u8>>());
    assert_eq!(req.to_vec(), collected);
    collected
}

#[test]
fn gopher_default_type_and_empty_selector() {
    // "The entire <gopher-path> may also be empty, in which case the
    // delimiting "/" is also optional and the <gophertype> defaults to "1"."
    for s in ["gopher://host", "gopher://host/", "gopher://host:70/"] {
        let g = gopher(s);
        assert_eq!(g.gopher_type(), b'1', "{s}");
        assert!(!g.is_search_engine());
        assert_eq!(g.selector_decoded(), "");
        assert_eq!(g.search_decoded(), None);
        assert_eq!(g.gopher_plus_decoded(), None);
        assert_eq!(g.gopher_plus_item(), None);
        // "The Gopher selector string may be an empty string; this is how
        // Gopher clients refer to the top-level directory"
        assert_eq!(line(s).unwrap(), b"\r\n");
    }
    assert_eq!(line("gopher://host/1").unwrap(), b"\r\n");
}

#[test]
fn gopher_selector_is_decoded() {
    assert_eq!(line("gopher://host/0/file.txt").unwrap(), b"/file.txt\r\n");
    assert_eq!(line("gopher://host/0a%20b%3Fc%25").unwrap(), b"a b?c%\r\n");
    assert_eq!(line("gopher://host/9%FF").unwrap(), b"\xff\r\n");
    // "some Gopher <selector> strings begin with a copy of the <gophertype>"
    let g = gopher("gopher://host/11/dir");
    assert_eq!(g.gopher_type(), b'1');
    assert_eq!(g.selector_decoded(), "1/dir");
    assert_eq!(line("gopher://host/11/dir").unwrap(), b"1/dir\r\n");
    // an escaped type is decoded
    assert_eq!(gopher("gopher://host/%30x").gopher_type(), b'0');
    assert!(gopher("gopher://host/%37x").is_search_engine());
}

#[test]
fn gopher_search_engine_3_4_2() {
    // "the Gopher client sends the <selector> string (after decoding), a
    // tab, and the search string"
    let g = gopher("gopher://host/7/srch%09red%20fish");
    assert!(g.is_search_engine());
    assert_eq!(g.search_decoded().unwrap(), "red fish");
    let req = g.request().unwrap();
    assert_eq!(req.selector(), "/srch");
    assert_eq!(req.search(), GopherSearch::Given(d("red fish")));
    assert!(!req.needs_search());
    assert_eq!(req.gopher_plus(), None);
    assert_eq!(line("gopher://host/7/srch%09red%20fish").unwrap(), b"/srch\tred fish\r\n");
}

#[test]
fn gopher_search_engine_without_search_prompts() {
    for s in ["gopher://host/7/srch", "gopher://host/7/srch%09", "gopher://host/7"] {
        let req = gopher(s).request().unwrap();
        assert_eq!(req.search(), GopherSearch::Prompt, "{s}");
        assert!(req.needs_search());
        assert!(req.line().is_none());
        assert_eq!(req.to_vec(), None);
    }
    let g = gopher("gopher://host/7/srch");
    let typed = String::from("blue fish");
    let req = g.request().unwrap().with_search(typed.as_bytes()).unwrap();
    assert_eq!(req.search(), GopherSearch::Given(d("blue fish")));
    assert_eq!(req.to_vec().unwrap(), b"/srch\tblue fish\r\n");
    // what the user typed is sent as it is, not decoded
    assert_eq!(g.request().unwrap().with_search(b"100%25").unwrap().to_vec().unwrap(), b"/srch\t100%25\r\n");
    assert_eq!(gopher("gopher://host/7").request().unwrap().with_search(b"q").unwrap().to_vec().unwrap(), b"\tq\r\n");
}

#[test]
fn gopher_search_of_other_types_3_4_2() {
    // without a gopher+ string, a search given in the URL is sent whatever
    // the type (§3.4.2)
    assert_eq!(line("gopher://host/1/x%09foo").unwrap(), b"/x\tfoo\r\n");
    assert_eq!(line("gopher://host/1/x%09").unwrap(), b"/x\t\r\n");
    assert_eq!(gopher("gopher://host/0/x").request().unwrap().search(), GopherSearch::None);
}

#[test]
fn gopher_plus_type_7_vs_others() {
    // draft-ietf-uri-url-06 §3.4.3: type 7 sends selector, tab, search, tab,
    // gopher+ commands; other types the selector, a tab, the gopher+ commands
    assert_eq!(line("gopher://host/7/srch%09fish%09+").unwrap(), b"/srch\tfish\t+\r\n");
    assert_eq!(line("gopher://host/1/dir%09%09+").unwrap(), b"/dir\t+\r\n");
    assert_eq!(line("gopher://host/0/doc%09%09!").unwrap(), b"/doc\t!\r\n");
    let req = gopher("gopher://host/0/doc%09unused%09+").request().unwrap();
    assert_eq!(req.search(), GopherSearch::None);
    assert_eq!(req.to_vec().unwrap(), b"/doc\t+\r\n");
    // type 7 whose gopher+ URL carries the (required, §3.4.3) empty search
    let g = gopher("gopher://host/7/srch%09%09+");
    assert!(g.request().unwrap().needs_search());
    assert_eq!(g.request().unwrap().with_search(b"x").unwrap().to_vec().unwrap(), b"/srch\tx\t+\r\n");
}

#[test]
fn gopher_plus_default_view_and_ask_3_4_4() {
    let g = gopher("gopher://host/0/doc%09%09+");
    assert_eq!(g.gopher_plus_item(), Some(GopherPlus::DefaultView));
    assert!(!g.request().unwrap().needs_form());
    // '?': an item with a +ASK form (§3.4.5): fetch the form first
    let g = gopher("gopher://host/0/form%09%09?");
    assert_eq!(g.gopher_plus_decoded().unwrap(), "?");
    assert_eq!(g.gopher_plus_item(), Some(GopherPlus::Ask));
    let req = g.request().unwrap();
    assert!(req.needs_form());
    assert_eq!(req.gopher_plus().unwrap(), "!+ASK");
    assert_eq!(req.to_vec().unwrap(), b"/form\t!+ASK\r\n");
    // classified by decoded octets
    assert_eq!(gopher("gopher://host/0/doc%09%09%2B").gopher_plus_item(), Some(GopherPlus::DefaultView));
    assert_eq!(gopher("gopher://host/0/doc%09%09%3f").gopher_plus_item(), Some(GopherPlus::Ask));
}

#[test]
fn gopher_plus_attributes_3_4_6_and_3_4_7() {
    let names = |s: &str| -> (bool, bool, Vec<String>) {
        match gopher(s).gopher_plus_item() {
            Some(GopherPlus::ItemAttributes(a)) => (true, a.is_all(), a.names().map(|n| n.to_string()).collect()),
            Some(GopherPlus::DirectoryAttributes(a)) => (false, a.is_all(), a.names().map(|n| n.to_string()).collect()),
            other => panic!("{s}: {other:?}"),
        }
    };
    // '!' all of an item's attributes, '$' those of all items in a directory
    assert_eq!(names("gopher://host/0/doc%09%09!"), (true, true, vec![]));
    assert_eq!(names("gopher://host/1/dir%09%09$"), (false, true, vec![]));
    // "!+ABSTRACT"
    assert_eq!(names("gopher://host/0/doc%09%09!+ABSTRACT"), (true, false, vec!["+ABSTRACT".to_string()]));
    // "!+ABSTRACT%20+SMELL refers to the +ABSTRACT and +SMELL attributes"
    assert_eq!(
        names("gopher://host/0/doc%09%09!+ABSTRACT%20+SMELL"),
        (true, false, vec!["+ABSTRACT".to_string(), "+SMELL".to_string()])
    );
    assert_eq!(names("gopher://host/1/dir%09%09$+ABSTRACT"), (false, false, vec!["+ABSTRACT".to_string()]));
    let Some(GopherPlus::ItemAttributes(a)) = gopher("gopher://host/0/doc%09%09!+ABSTRACT%20+SMELL").gopher_plus_item()
    else {
        panic!()
    };
    assert_eq!(a.raw(), "+ABSTRACT%20+SMELL");
    assert_eq!(line("gopher://host/0/doc%09%09!+ABSTRACT%20+SMELL").unwrap(), b"/doc\t!+ABSTRACT +SMELL\r\n");
    assert_eq!(line("gopher://host/1/dir%09%09$").unwrap(), b"/dir\t$\r\n");
}

#[test]
fn gopher_plus_alternate_view_3_4_8() {
    let g = gopher("gopher://host/0/doc%09%09+application/postscript%20Es_ES");
    assert_eq!(
        g.gopher_plus_item(),
        Some(GopherPlus::View { view: d("application/postscript"), language: Some(d("Es_ES")) })
    );
    assert_eq!(g.request().unwrap().to_vec().unwrap(), b"/doc\t+application/postscript Es_ES\r\n");
    assert_eq!(
        gopher("gopher://host/0/doc%09%09+text/plain").gopher_plus_item(),
        Some(GopherPlus::View { view: d("text/plain"), language: None })
    );
}

#[test]
fn gopher_plus_electronic_form_3_4_9() {
    let s =
        "gopher://host/1a_gopher_selector%09%09+%091%0D%0A+-1%0D%0Aask_item1_value%0D%0Aask_item2_value%0D%0A.%0D%0A";
    let g = gopher(s);
    let Some(GopherPlus::Form(form)) = g.gopher_plus_item() else { panic!("{:?}", g.gopher_plus_item()) };
    assert_eq!(form.data(), "1\r\n+-1\r\nask_item1_value\r\nask_item2_value\r\n.\r\n");
    assert_eq!(form.lines().collect::<Vec<_>>(), ["1", "+-1", "ask_item1_value", "ask_item2_value", "."]);
    assert_eq!(form.values().collect::<Vec<_>>(), ["ask_item1_value", "ask_item2_value"]);
    // the URL's own %0D%0A are not sent (RFC 1738 §6): the request is
    // refused, and the client gives the values back to form_request
    let refused = g.request().unwrap_err();
    assert_eq!((refused.component(), refused.offset(), refused.byte()), ("gopher+ string", 43, b'\r'));
    let values: Vec<Decoded> = form.values().collect();
    let req = g.form_request(&values).unwrap();
    assert_eq!(req.gopher_plus(), Some(d("+")));
    assert_eq!(req.form_values(), Some(&values[..]));
    // "To retrieve this item, the Gopher client sends:" exactly this
    assert_eq!(
        req.to_vec().unwrap(),
        b"a_gopher_selector\t+\t1\r\n+-1\r\nask_item1_value\r\nask_item2_value\r\n.\r\n".to_vec()
    );
    assert_eq!(req.line().unwrap().collect::<Vec<u8>>(), req.to_vec().unwrap());
}

#[test]
fn gopher_plus_other_strings() {
    assert_eq!(gopher("gopher://host/0x%09%09").gopher_plus_item(), Some(GopherPlus::Other(d(""))));
    assert_eq!(gopher("gopher://host/0x%09%09abc").gopher_plus_item(), Some(GopherPlus::Other(d("abc"))));
    assert_eq!(gopher("gopher://host/0x%09%09?x").gopher_plus_item(), Some(GopherPlus::Other(d("?x"))));
    assert_eq!(line("gopher://host/0x%09%09").unwrap(), b"x\t\r\n");
    // a third %09 belongs to the gopher+ string
    assert_eq!(gopher("gopher://host/0x%09%09a%09b").gopher_plus_decoded().unwrap(), "a\tb");
}

// ---------------------------------------------------------------------------
// mailto (§3.5)
// ---------------------------------------------------------------------------

#[test]
fn mailto_decoded_parts() {
    // "the percent sign ("%") is commonly used within RFC 822 addresses and
    // must be encoded"
    let m = MailtoUrl::parse("mailto:gorby%25kremvax@example.com").unwrap();
    assert_eq!(m.address_decoded(), "gorby%kremvax@example.com");
    assert_eq!(m.local_part_decoded(), "gorby%kremvax");
    assert_eq!(m.domain_decoded(), "example.com");
    // "Within mailto URLs, there are no reserved characters": %40 is the '@'
    let m = MailtoUrl::parse("mailto:joe%40example%2Eorg").unwrap();
    assert_eq!(m.local_part_decoded(), "joe");
    assert_eq!(m.domain_decoded(), "example.org");
    assert_eq!(m.address_decoded(), "joe@example.org");
    // a quoted-string local part keeps its quotes
    let m = MailtoUrl::parse("mailto:%22John%20Doe%22@%5B10.0.0.1%5D").unwrap();
    assert_eq!(m.local_part_decoded(), "\"John Doe\"");
    assert_eq!(m.domain_decoded(), "[10.0.0.1]");
}

// ---------------------------------------------------------------------------
// news (§3.6)
// ---------------------------------------------------------------------------

#[test]
fn news_all_group_article() {
    // "news:*" refers to "all available news groups"
    assert_eq!(NewsUrl::parse("news:*").unwrap().item(), NewsItem::AllGroups);
    assert_eq!(NewsUrl::parse("news:*").unwrap().message_id_decoded(), None);
    assert_eq!(
        NewsUrl::parse("news:comp.infosystems.www.misc").unwrap().item(),
        NewsItem::Group("comp.infosystems.www.misc")
    );
    let n = NewsUrl::parse("news:12345@info.cern.ch").unwrap();
    let NewsItem::Article(id) = n.item() else { panic!() };
    assert_eq!(id.unique(), "12345");
    assert_eq!(id.domain(), "info.cern.ch");
    assert_eq!(id.id(), "12345@info.cern.ch");
    assert_eq!(id.to_string(), "<12345@info.cern.ch>");
    assert_eq!(n.message_id_decoded().unwrap(), "12345@info.cern.ch");
    // escapes in the <unique> part are decoded; an escaped '@' stays in it
    let n = NewsUrl::parse("news:a%40b%3E@host.dom").unwrap();
    let NewsItem::Article(id) = n.item() else { panic!() };
    assert_eq!(id.unique(), "a@b>");
    assert_eq!(id.domain(), "host.dom");
    assert_eq!(id.to_string(), "<a@b>@host.dom>");
    // "*@host" is a message-id
    assert!(matches!(NewsUrl::parse("news:*@host.dom").unwrap().item(), NewsItem::Article(_)));
}

// ---------------------------------------------------------------------------
// telnet (§3.8)
// ---------------------------------------------------------------------------

#[test]
fn telnet_advice() {
    assert_eq!(TelnetUrl::parse("telnet://melvyl.ucop.edu/").unwrap().advice(), None);
    assert_eq!(TelnetUrl::parse("telnet://melvyl.ucop.edu").unwrap().advice(), None);
    let a = TelnetUrl::parse("telnet://guest@melvyl.ucop.edu/").unwrap().advice().unwrap();
    assert_eq!(a.user(), "guest");
    assert_eq!(a.password(), None);
    assert_eq!(a.to_string(), "suggested user name \"guest\"");
    let a = TelnetUrl::parse("telnet://us%20er:p%3Aw%22@host:2323/").unwrap().advice().unwrap();
    assert_eq!(a.user(), "us er");
    assert_eq!(a.password().unwrap(), "p:w\"");
    assert_eq!(a.to_string(), "suggested user name \"us er\", password \"p:w\\\"\"");
    let a = TelnetUrl::parse("telnet://@host").unwrap().advice().unwrap();
    assert_eq!(a.user(), "");
    assert_eq!(a.to_string(), "suggested user name \"\"");
    let a = TelnetUrl::parse("telnet://%FF%0A:@host").unwrap().advice().unwrap();
    assert_eq!(a.to_string(), "suggested user name \"\u{FFFD}\\n\", password \"\"");
}

// ---------------------------------------------------------------------------
// wais (§3.9)
// ---------------------------------------------------------------------------

#[test]
fn wais_three_forms() {
    let w = WaisUrl::parse("wais://quake.think.com/directory-of-servers").unwrap();
    assert_eq!(w.request(), WaisRequest::Database { database: d("directory-of-servers") });
    let w = WaisUrl::parse("wais://quake.think.com:210/directory-of-servers?gopher%20sites+x").unwrap();
    assert_eq!(w.request(), WaisRequest::Search { database: d("directory-of-servers"), search: d("gopher sites+x") });
    let w = WaisUrl::parse("wais://host/my%20db/TEXT/0%2010%20%2Fusr%2Fdoc").unwrap();
    let req = w.request();
    assert_eq!(req, WaisRequest::Document { database: d("my db"), wtype: d("TEXT"), wpath: d("0 10 /usr/doc") });
    assert_eq!(req.database(), "my db");
    let w = WaisUrl::parse("wais://host/").unwrap();
    assert_eq!(w.request(), WaisRequest::Database { database: d("") });
    let w = WaisUrl::parse("wais://host/db//").unwrap();
    assert_eq!(w.request(), WaisRequest::Document { database: d("db"), wtype: d(""), wpath: d("") });
}

// ---------------------------------------------------------------------------
// file (§3.10)
// ---------------------------------------------------------------------------

#[test]
fn file_local_remote_segments() {
    let f = FileUrl::parse("file://vms.host.edu/disk$user/my/notes/note12345.txt").unwrap();
    assert_eq!(f.location(), FileLocation::Remote("vms.host.edu"));
    assert_eq!(f.segments_decoded().collect::<Vec<_>>(), ["disk$user", "my", "notes", "note12345.txt"]);
    for s in ["file:///etc/motd", "file://localhost/etc/motd", "file://LocalHost/etc/motd"] {
        let f = FileUrl::parse(s).unwrap();
        assert_eq!(f.location(), FileLocation::Local, "{s}");
        assert_eq!(f.segments_decoded().collect::<Vec<_>>(), ["etc", "motd"]);
    }
    let f = FileUrl::parse("file://10.0.0.1/a%2Fb//c%20d/").unwrap();
    assert_eq!(f.location(), FileLocation::Remote("10.0.0.1"));
    assert_eq!(f.segments_decoded().collect::<Vec<_>>(), ["a/b", "", "c d", ""]);
    assert_eq!(FileUrl::parse("file:///").unwrap().segments_decoded().collect::<Vec<_>>(), [""]);
    assert_eq!(
        FileUrl::parse("file://localhost.example/x").unwrap().location(),
        FileLocation::Remote("localhost.example")
    );
}

// ---------------------------------------------------------------------------
// prospero (§3.11)
// ---------------------------------------------------------------------------

#[test]
fn prospero_hsoname_and_fields() {
    // "<URL:prospero://host.dom//pros/name> designates a <hsoname> of "/pros/name""
    let p = ProsperoUrl::parse("prospero://host.dom//pros/name").unwrap();
    assert_eq!(p.hsoname_decoded(), "/pros/name");
    assert_eq!(p.fields_decoded().count(), 0);
    assert_eq!(p.field("OBJECT-VERSION"), None);
    let p = ProsperoUrl::parse("prospero://host.dom//pros/name;OBJECT-VERSION=2").unwrap();
    assert_eq!(p.fields_decoded().collect::<Vec<_>>(), [(d("OBJECT-VERSION"), d("2"))]);
    assert_eq!(p.field("OBJECT-VERSION").unwrap(), "2");
    // ';' quoted in the hsoname, escapes in field names and values
    let p = ProsperoUrl::parse("prospero://host:1525/a%3Bb%20c;N%3Dm=v%3Bw;x=;N%3Dm=second").unwrap();
    assert_eq!(p.hsoname_decoded(), "a;b c");
    assert_eq!(
        p.fields_decoded().collect::<Vec<_>>(),
        [(d("N=m"), d("v;w")), (d("x"), d("")), (d("N=m"), d("second"))]
    );
    assert_eq!(p.field("N=m").unwrap(), "v;w");
    assert_eq!(p.field("x").unwrap(), "");
    assert_eq!(p.field("N%3Dm"), None);
}

// ---------------------------------------------------------------------------
// Decoded
// ---------------------------------------------------------------------------

#[test]
fn decoded_equality_hash_and_forms() {
    let a = Decoded::encoded("a%2Fb");
    let b = Decoded::plain(b"a/b");
    assert_eq!(a, b);
    assert_eq!(a, "a/b");
    assert_eq!(a, *"a/b");
    assert_eq!(a, b"a/b");
    assert_eq!(a, &b"a/b"[..]);
    assert_ne!(a, Decoded::plain(b"a%2Fb"));
    let set: HashSet<Decoded> = [a, b, Decoded::encoded("a/b"), Decoded::encoded("%61/b")].into_iter().collect();
    assert_eq!(set.len(), 1);
    assert_eq!(a.len(), 3);
    assert!(!a.is_empty());
    assert_eq!(a.as_bytes(), None);
    assert_eq!(b.as_str(), Some("a/b"));
    assert_eq!(a.to_bytes().as_ref(), b"a/b");
    assert_eq!(a.to_str().unwrap(), "a/b");
    assert_eq!(Decoded::plain(b"x\xffy").to_str_lossy(), "x\u{FFFD}y");
    assert_eq!(Decoded::plain(b"x\xffy").to_string(), "x\u{FFFD}y");
    assert_eq!(Decoded::plain(b"x\xffy").to_str().unwrap_err().into_bytes(), b"x\xffy");
    assert_eq!(format!("{:?}", Decoded::encoded("a%22%0A")), "Decoded(\"a\\\"\\n\")");
}

// ---------------------------------------------------------------------------
// RFC 1738 §6: no CR, LF or NUL on the wire, whatever the URL decodes to
// ---------------------------------------------------------------------------

/// The refusal of a URL part, as (component, offset, byte, message).
#[track_caller]
fn url_refusal(e: WireError) -> (&'static str, usize, u8, String) {
    let WireError::Url(c) = e else { panic!("not a URL refusal: {e:?}") };
    assert_eq!((c.length(), c.section(), e.section(), e.byte(), e.name()), (3, "6", "6", c.byte(), c.name()));
    assert_eq!(e.to_string(), c.to_string());
    assert_eq!(e.url(), Some(c));
    assert_eq!(e.argument(), None);
    (c.component(), c.offset(), c.byte(), c.to_string())
}

/// The refusal of an argument, as (argument, offset, byte, message).
#[track_caller]
fn argument_refusal(e: impl Into<WireError>) -> (Argument, usize, u8, String) {
    let e = e.into();
    let WireError::Argument(a) = e else { panic!("not an argument refusal: {e:?}") };
    assert_eq!((a.section(), e.section(), e.byte(), e.name()), ("6", "6", a.byte(), a.name()));
    assert_eq!(e.to_string(), a.to_string());
    assert_eq!(e.argument(), Some(a));
    assert_eq!(e.url(), None);
    (a.argument(), a.offset(), a.byte(), a.to_string())
}

/// The first three of four.
fn three<A, B, C, D>((a, b, c, _): (A, B, C, D)) -> (A, B, C) {
    (a, b, c)
}

#[track_caller]
fn ftp_refusal(s: &str, email: &str) -> WireError {
    let url = ftp(s);
    let e = url.commands(email).unwrap_err();
    // the guessed-type plan is refused alike, whatever the type
    for t in [FtpType::Ascii, FtpType::Image, FtpType::Directory] {
        assert_eq!(url.commands_with_type(email, t).unwrap_err(), e, "{s} {t:?}");
    }
    e
}

#[test]
fn ftp_crlf_in_the_path_is_refused() {
    // was: USER anonymous, PASS me@example.org, "CWD a\r\nDELE x", TYPE <guess>, RETR f
    assert_eq!(
        url_refusal(ftp_refusal("ftp://h/a%0D%0ADELE%20x/f", EMAIL)),
        (
            "ftp path",
            9,
            b'\r',
            "encoded CR (%0D) in the ftp path would be sent to the server as a line break (RFC 1738 §6)".to_string()
        )
    );
    // an LF alone, in the name
    assert_eq!(
        url_refusal(ftp_refusal("ftp://h/d/f%0ADELE%20d;type=i", EMAIL)),
        (
            "ftp path",
            11,
            b'\n',
            "encoded LF (%0A) in the ftp path would be sent to the server as a line break (RFC 1738 §6)".to_string()
        )
    );
}

#[test]
fn ftp_crlf_in_the_login_is_refused() {
    // was: "USER u\r\nSITE EXEC"
    assert_eq!(
        url_refusal(ftp_refusal("ftp://u%0D%0ASITE%20EXEC@h/f", EMAIL)),
        (
            "user",
            7,
            b'\r',
            "encoded CR (%0D) in the user would be sent to the server as a line break (RFC 1738 §6)".to_string()
        )
    );
    assert_eq!(
        url_refusal(ftp_refusal("ftp://u:p%0A@h/f", EMAIL)),
        (
            "password",
            9,
            b'\n',
            "encoded LF (%0A) in the password would be sent to the server as a line break (RFC 1738 §6)".to_string()
        )
    );
}

#[test]
fn ftp_nul_in_the_path_is_refused() {
    // was: RETR "\xff\0" (and "%00" anywhere else passed the same way)
    assert_eq!(
        url_refusal(ftp_refusal("ftp://host/%FF%00;type=i", EMAIL)),
        (
            "ftp path",
            14,
            0,
            "encoded NUL (%00) in the ftp path would be sent to the server as a NUL byte (RFC 1738 §6)".to_string()
        )
    );
    assert_eq!(url_refusal(ftp_refusal("ftp://u%00@h/", EMAIL)).0, "user");
    assert_eq!(three(url_refusal(ftp_refusal("ftp://h/a%00/b", EMAIL))), ("ftp path", 9, 0));
}

#[test]
fn ftp_email_argument_is_refused() {
    // "PASS me@example.org\r\nDELE README" was sent as two commands
    assert_eq!(
        argument_refusal(ftp_refusal("ftp://host/pub/README", "me@example.org\r\nDELE README")),
        (
            Argument::Email,
            14,
            b'\r',
            "CR at offset 14 in the e-mail address would be sent to the server as a line break (RFC 1738 §6)"
                .to_string()
        )
    );
    assert_eq!(
        argument_refusal(ftp_refusal("ftp://host/", "a\nb")),
        (
            Argument::Email,
            1,
            b'\n',
            "LF at offset 1 in the e-mail address would be sent to the server as a line break (RFC 1738 §6)"
                .to_string()
        )
    );
    assert_eq!(
        argument_refusal(ftp_refusal("ftp://host/", "\0")),
        (
            Argument::Email,
            0,
            0,
            "NUL at offset 0 in the e-mail address would be sent to the server as a NUL byte (RFC 1738 §6)".to_string()
        )
    );
    // refused even when the URL's own login leaves it unused
    assert_eq!(three(argument_refusal(ftp_refusal("ftp://u:p@host/", "me\r"))), (Argument::Email, 2, b'\r'));
    // the URL is checked first
    assert_eq!(url_refusal(ftp_refusal("ftp://host/%0A", "me\r")).1, 11);
    // other control characters are not line ends: a tab is sent
    assert_eq!(plan_with("ftp://host/", "a\tb")[1], "PASS a\tb");
}

fn plan_with(s: &str, email: &str) -> Vec<String> {
    ftp(s).commands(email).unwrap().map(|c| c.to_string()).collect()
}

#[test]
fn ftp_escapes_that_are_not_line_ends_are_still_sent() {
    assert_eq!(plan("ftp://h/a%09b/%0E%7F;type=a")[2..], ["CWD a\tb", "TYPE A", "RETR \u{e}\u{7f}"]);
    // a fragment is never sent
    assert_eq!(plan("ftp://h/f#%0D%0A").len(), 4);
}

#[test]
fn gopher_crlf_in_the_search_is_refused() {
    // was: "sel\tq\r\nevil\r\n"
    let g = gopher("gopher://h/7sel%09q%0D%0Aevil");
    let e = g.request().unwrap_err();
    assert_eq!(
        url_refusal(e.into()),
        (
            "gopher search",
            19,
            b'\r',
            "encoded CR (%0D) in the gopher search would be sent to the server as a line break (RFC 1738 §6)"
                .to_string()
        )
    );
    assert_eq!(e, Url::parse("gopher://h/7sel%09q%0D%0Aevil").unwrap().control_on_wire().unwrap());
    // a search sent by a non-search type (§3.4.2) is refused alike
    assert_eq!(
        three(url_refusal(gopher("gopher://h/1x%09a%0Ab").request().unwrap_err().into())),
        ("gopher search", 17, b'\n')
    );
    // form_request sends the search too
    let values = [Decoded::from("v")];
    assert_eq!(url_refusal(g.form_request(&values).unwrap_err()).1, 19);
}

#[test]
fn gopher_crlf_in_the_gopher_plus_string_is_refused() {
    assert_eq!(
        url_refusal(gopher("gopher://h/7sel%09q%09%2B%0A").request().unwrap_err().into()),
        (
            "gopher+ string",
            25,
            b'\n',
            "encoded LF (%0A) in the gopher+ string would be sent to the server as a line break (RFC 1738 §6)"
                .to_string()
        )
    );
    assert_eq!(
        three(url_refusal(gopher("gopher://h/0doc%09%09!+A%0D%0ADATA").request().unwrap_err().into())),
        ("gopher+ string", 24, b'\r')
    );
}

#[test]
fn gopher_nul_in_the_selector_is_refused() {
    assert_eq!(
        url_refusal(gopher("gopher://h/1a%00b").request().unwrap_err().into()),
        (
            "gopher selector",
            13,
            0,
            "encoded NUL (%00) in the gopher selector would be sent to the server as a NUL byte (RFC 1738 §6)"
                .to_string()
        )
    );
    // the type is not sent
    assert_eq!(line("gopher://h/%0D").unwrap(), b"\r\n");
}

#[test]
fn gopher_search_argument_is_refused() {
    let req = gopher("gopher://h/7sel").request().unwrap();
    assert_eq!(
        argument_refusal(req.with_search(b"q\r\nevil").unwrap_err()),
        (
            Argument::Search,
            1,
            b'\r',
            "CR at offset 1 in the search would be sent to the server as a line break (RFC 1738 §6)".to_string()
        )
    );
    assert_eq!(three(argument_refusal(req.with_search(b"\nx").unwrap_err())), (Argument::Search, 0, b'\n'));
    assert_eq!(three(argument_refusal(req.with_search(b"ab\0").unwrap_err())), (Argument::Search, 2, 0));
    // the request is unchanged, still waiting for a search
    assert!(req.needs_search());
    assert_eq!(req.with_search(b"a\tb\x7f").unwrap().to_vec().unwrap(), b"sel\ta\tb\x7f\r\n");
}

#[test]
fn gopher_form_values_are_refused() {
    let g = gopher("gopher://host/1form%09%09?");
    let values = [Decoded::from("ok"), Decoded::from("a\r\nb")];
    assert_eq!(
        argument_refusal(g.form_request(&values).unwrap_err()),
        (
            Argument::FormValue(1),
            1,
            b'\r',
            "CR at offset 1 in the form value at index 1 would be sent to the server as a line break (RFC 1738 §6)"
                .to_string()
        )
    );
    // an encoded value: the offset counts its decoded octets
    let values = [Decoded::encoded("a%20b%00")];
    assert_eq!(three(argument_refusal(g.form_request(&values).unwrap_err())), (Argument::FormValue(0), 3, 0));
    // a selector hazard is the URL's, before any value
    let values = [Decoded::from("\n")];
    assert_eq!(url_refusal(gopher("gopher://h/1a%00b%09%09?").form_request(&values).unwrap_err()).0, "gopher selector");
    // no value: the header and the end of the form
    let req = g.form_request(&[]).unwrap();
    assert_eq!(req.to_vec().unwrap(), b"form\t+\t1\r\n+-1\r\n.\r\n");
    // a search engine's search comes before the form, and can still be given
    let g = gopher("gopher://host/7srch%09%09?");
    let values = [Decoded::from("red"), Decoded::encoded("blue%20fish")];
    let req = g.form_request(&values).unwrap();
    assert!(req.needs_search());
    assert_eq!(req.to_vec(), None);
    assert_eq!(req.with_search(b"q").unwrap().to_vec().unwrap(), b"srch\tq\t+\t1\r\n+-1\r\nred\r\nblue fish\r\n.\r\n");
}

#[test]
fn refusals_are_std_errors_and_convert() {
    let c: ControlOnWire = gopher("gopher://h/1a%00b").request().unwrap_err();
    let a: ControlInArgument = gopher("gopher://h/7").request().unwrap().with_search(b"\r").unwrap_err();
    let (wc, wa): (WireError, WireError) = (c.into(), a.into());
    assert_eq!((wc, wa), (WireError::Url(c), WireError::Argument(a)));
    let copy = wa;
    assert_eq!(copy.clone(), wa);
    for e in [&c as &dyn Error, &a, &wc, &wa] {
        assert!(e.source().is_none());
        assert!(e.to_string().ends_with(" (RFC 1738 §6)"), "{e}");
    }
    fn gather(g: &GopherUrl<'_>) -> Result<Vec<u8>, WireError> {
        Ok(g.request()?.with_search(b"x\n")?.to_vec().unwrap_or_default())
    }
    assert_eq!(gather(&gopher("gopher://h/7")).unwrap_err(), WireError::Argument(a_at(1, b'\n')));
    assert_eq!(Argument::FormValue(7).name(), "form value");
    assert_eq!(Argument::Email.to_string(), "e-mail address");
    assert_eq!(format!("{a:?}"), "ControlInArgument { argument: Search, offset: 0, byte: 13 }");
}

/// The refusal of the search argument at `offset`.
fn a_at(offset: usize, byte: u8) -> ControlInArgument {
    let bytes: Vec<u8> = std::iter::repeat_n(b'x', offset).chain([byte]).collect();
    gopher("gopher://h/7").request().unwrap().with_search(&bytes).map(|_| ()).unwrap_err()
}

#[test]
fn passwords_are_redacted_in_debug() {
    let cmds: Vec<FtpCommand> = ftp("ftp://u:s3cr3t@h/f").commands(EMAIL).unwrap().collect();
    assert_eq!(format!("{cmds:?}"), "[User(Decoded(\"u\")), Pass(***), GuessType, Retr(Decoded(\"f\"))]");
    assert_eq!(format!("{:?}", cmds[1]), "Pass(***)");
    assert_eq!(cmds[1].to_string(), "PASS s3cr3t");
    let plan = ftp("ftp://u:s3cr3t@h/f").commands(EMAIL).unwrap();
    assert!(!format!("{plan:?}").contains("s3cr3t"), "{plan:?}");
    assert!(!format!("{plan:#?}").contains("s3cr3t"));
    // every other variant shows as derived
    assert_eq!(
        format!("{:?}", [FtpCommand::User(d("u")), FtpCommand::PassPrompt, FtpCommand::Type(FtpType::Image)]),
        "[User(Decoded(\"u\")), PassPrompt, Type(Image)]"
    );
    let advice = TelnetUrl::parse("telnet://guest:s3cr3t@host/").unwrap().advice().unwrap();
    assert_eq!(format!("{advice:?}"), "TelnetAdvice { user: Decoded(\"guest\"), password: Some(***) }");
    assert_eq!(advice.to_string(), "suggested user name \"guest\", password \"s3cr3t\"");
    let advice = TelnetUrl::parse("telnet://guest@host/").unwrap().advice().unwrap();
    assert_eq!(format!("{advice:?}"), "TelnetAdvice { user: Decoded(\"guest\"), password: None }");
}

// ---------------------------------------------------------------------------
// property: no line end ever reaches the wire
// ---------------------------------------------------------------------------

fn is_line_end(b: u8) -> bool {
    matches!(b, b'\r' | b'\n' | 0)
}

/// A run of URL text: letters, digits and escapes of any octet (line ends,
/// tabs and slashes often).
fn text() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        3 => "[a-z0-9]{1,3}",
        1 => prop_oneof![Just(0x0Du8), Just(0x0A), Just(0x00), Just(0x09), Just(0x2F), any::<u8>()]
            .prop_map(|b| format!("%{b:02X}")),
        1 => prop_oneof![Just(0x0Du8), Just(0x0A), Just(0x00)].prop_map(|b| format!("%{b:02x}")),
    ];
    vec(piece, 0..5).prop_map(|v| v.concat())
}

/// Caller text: mostly plain, sometimes with a line end.
fn arg() -> impl Strategy<Value = String> {
    vec(prop_oneof![4 => "[a-z@.%]", 1 => prop_oneof![Just("\r"), Just("\n"), Just("\0"), Just("\t"), Just("é")].prop_map(String::from)], 0..6)
        .prop_map(|v| v.concat())
}

fn ftp_url() -> impl Strategy<Value = String> {
    (
        option::of((text(), option::of(text()))),
        vec(text(), 0..4),
        option::of(prop_oneof![Just(";type=a"), Just(";type=i"), Just(";type=d")]),
        option::of(text()),
    )
        .prop_map(|(login, path, typecode, fragment)| {
            let mut s = String::from("ftp://");
            if let Some((user, password)) = login {
                s += &user;
                if let Some(p) = password {
                    s += ":";
                    s += &p;
                }
                s += "@";
            }
            s += "host.example";
            if !path.is_empty() || typecode.is_some() {
                s += "/";
                s += &path.join("/");
                s += typecode.unwrap_or("");
            }
            if let Some(f) = fragment {
                s += "#";
                s += &f;
            }
            s
        })
}

fn gopher_url() -> impl Strategy<Value = String> {
    (
        prop_oneof![Just("0"), Just("1"), Just("7"), Just("%37"), Just("9"), Just("%0D")],
        text(),
        option::of((
            text(),
            option::of(prop_oneof![Just("+".to_string()), Just("?".to_string()), Just("!".to_string()), text()]),
        )),
    )
        .prop_map(|(kind, selector, rest)| {
            let mut s = format!("gopher://host/{kind}{selector}");
            if let Some((search, plus)) = rest {
                s += "%09";
                s += &search;
                if let Some(p) = plus {
                    s += "%09";
                    s += &p;
                }
            }
            s
        })
}

/// Whether a decoded part holds a line end.
fn holds_line_end(d: Option<Decoded<'_>>) -> bool {
    d.is_some_and(|d| d.bytes().any(is_line_end))
}

/// A gopher request's octets: lines that each end with CR LF and hold no
/// other CR, LF or NUL; one line, or the lines of a form.
fn check_lines(bytes: &[u8], form: Option<usize>) -> Result<(), TestCaseError> {
    prop_assert!(bytes.ends_with(b"\r\n"), "{bytes:?}");
    let lines: Vec<&[u8]> = bytes[..bytes.len() - 2].split(|&b| b == b'\n').collect();
    for (i, l) in lines.iter().enumerate() {
        // every line but the last lost its CR LF to the split: its CR is left
        let l = if i + 1 < lines.len() { l.strip_suffix(b"\r").unwrap_or_else(|| panic!("{bytes:?}")) } else { l };
        prop_assert!(!l.iter().copied().any(is_line_end), "{bytes:?}");
    }
    match form {
        None => prop_assert_eq!(lines.len(), 1),
        Some(n) => {
            prop_assert_eq!(lines.len(), n + 3);
            prop_assert_eq!(lines[1], b"+-1\r");
            prop_assert_eq!(*lines.last().unwrap(), b".");
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(crate::helpers::sized(512, 2048) as u32))]

    #[test]
    fn no_line_end_reaches_an_ftp_server(s in ftp_url(), email in arg()) {
        let Ok(url) = Url::parse(&s) else { return Ok(()) };
        let Details::Ftp(f) = url.details() else { panic!("{s}") };
        let hazard = url.control_on_wire();
        // control_on_wire against the decoded parts a plan sends
        let sent = holds_line_end(f.user_decoded())
            || holds_line_end(f.password_decoded())
            || f.cwd_decoded().any(|c| holds_line_end(Some(c)))
            || holds_line_end(f.name_decoded());
        prop_assert_eq!(hazard.is_some(), sent, "{}", s);
        let bad_email = email.bytes().position(is_line_end);
        for typecode in [None, Some(FtpType::Ascii), Some(FtpType::Image), Some(FtpType::Directory)] {
            let result = match typecode {
                None => f.commands(&email),
                Some(t) => f.commands_with_type(&email, t),
            };
            match result {
                Ok(cmds) => {
                    prop_assert!(hazard.is_none() && bad_email.is_none(), "{} {:?}", s, email);
                    let mut n = 0;
                    for c in cmds {
                        n += 1;
                        let text = c.to_string();
                        prop_assert!(!text.contains(['\r', '\n', '\0']), "{} {:?}", s, text);
                        prop_assert!(!c.argument().is_some_and(|a| a.bytes().any(is_line_end)));
                        let redacted = !matches!(c, FtpCommand::Pass(_)) || format!("{c:?}") == "Pass(***)";
                        prop_assert!(redacted);
                    }
                    prop_assert!(n >= 3);
                }
                Err(WireError::Url(c)) => prop_assert_eq!(Some(c), hazard),
                Err(WireError::Argument(a)) => {
                    prop_assert!(hazard.is_none());
                    prop_assert_eq!(a.argument(), Argument::Email);
                    prop_assert_eq!(Some(a.offset()), bad_email);
                    prop_assert_eq!(a.byte(), email.as_bytes()[a.offset()]);
                }
            }
        }
    }

    #[test]
    fn no_line_end_reaches_a_gopher_server(s in gopher_url(), search in arg(), values in vec(arg(), 0..3)) {
        let Ok(url) = Url::parse(&s) else { return Ok(()) };
        let Details::Gopher(g) = url.details() else { panic!("{s}") };
        let hazard = url.control_on_wire();
        let in_plus = holds_line_end(g.gopher_plus_decoded());
        let sent = holds_line_end(Some(g.selector_decoded())) || holds_line_end(g.search_decoded());
        prop_assert_eq!(hazard.is_some(), sent || in_plus, "{}", s);
        let search = search.into_bytes();
        let bad_search = search.iter().copied().position(is_line_end);
        match g.request() {
            Ok(req) => {
                prop_assert!(hazard.is_none());
                if let Some(bytes) = req.to_vec() {
                    check_lines(&bytes, None)?;
                }
                match req.with_search(&search) {
                    Ok(req) => {
                        prop_assert!(bad_search.is_none());
                        check_lines(&req.to_vec().unwrap(), None)?;
                    }
                    Err(a) => prop_assert_eq!((a.argument(), Some(a.offset())), (Argument::Search, bad_search)),
                }
            }
            Err(c) => prop_assert_eq!(Some(c), hazard),
        }
        let values: Vec<Decoded> = values.iter().map(|v| Decoded::from(v.as_str())).collect();
        let bad_value = values.iter().enumerate().find_map(|(i, v)| Some((i, v.bytes().position(is_line_end)?)));
        match g.form_request(&values) {
            Ok(req) => {
                prop_assert!(!sent && bad_value.is_none(), "{}", s);
                let req = if req.needs_search() { req.with_search(b"q").unwrap() } else { req };
                check_lines(&req.to_vec().unwrap(), Some(values.len()))?;
            }
            Err(WireError::Url(c)) => {
                prop_assert!(sent);
                prop_assert_eq!(Some(c), hazard);
            }
            Err(WireError::Argument(a)) => {
                prop_assert!(!sent);
                let (i, offset) = bad_value.unwrap();
                prop_assert_eq!((a.argument(), a.offset()), (Argument::FormValue(i), offset));
            }
        }
    }
}

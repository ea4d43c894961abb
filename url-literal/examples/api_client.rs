//! A small REST API client's request URLs, built from user input with
//! `uri_format!` and `try_uri_format!`.
//!
//! ```text
//! cargo run -p url-literal --example api_client -- <tenant> <user> <search words...>
//! cargo run -p url-literal --example api_client -- acme "o'brien/admin" "c++ & rust" "100%"
//! ```
//!
//! Each template is checked while the program compiles (a typo in the fixed
//! text, a hole in the scheme, an unused argument fail the build); each value
//! is escaped for the component it stands in, so a `/` in a user name or a
//! `&` in a search cannot change which endpoint is called or add a
//! parameter. A user name fills a whole path segment, where `..` would climb
//! a level: those URLs are built by the fallible form, which refuses it (a
//! user name of `..` is an error, not a request for `/v2/`). The tenant
//! picks the host, so that URL is built by the fallible form too, which
//! checks the host at run time: a tenant of `evil.example/` is an error, not
//! a request to another server.

use std::process::ExitCode;

use url_literal::template::TemplateError;
use url_literal::{percent, try_uri_format, uri_format, UriBuf};

/// The endpoints of the (fictional) API.
struct Api {
    tenant: String,
}

impl Api {
    /// `GET /users/{user}`.
    fn user(&self, user: &str) -> Result<UriBuf, TemplateError> {
        try_uri_format!("https://api.example.com/v2/users/{user}")
    }

    /// `GET /users/{user}/repos?page=..&per_page=..`: ports, numbers and
    /// strings alike go through `Display`.
    fn repos(&self, user: &str, page: u32) -> Result<UriBuf, TemplateError> {
        try_uri_format!("https://api.example.com/v2/users/{user}/repos?page={page}&per_page={}", 50)
    }

    /// `GET /users/{id}`: a number fills a path segment of the infallible form.
    fn user_by_id(&self, id: u64) -> UriBuf {
        uri_format!("https://api.example.com/v2/users/{id}")
    }

    /// `GET /search?q=..&sort=..` and any filters, as query pairs.
    fn search(&self, words: &[String], filters: &[(&str, &str)]) -> UriBuf {
        let q = words.join(" ");
        uri_format!("https://api.example.com/v2/search?q={q}&{filters..}", filters = filters)
    }

    /// `GET /files/{path..}`: a path whose `/`s are kept between segments
    /// and escaped inside them.
    fn file(&self, path: &[&str]) -> Result<UriBuf, TemplateError> {
        try_uri_format!("https://files.example.com/{path..}")
    }

    /// The tenant's own host: checked at run time.
    fn dashboard(&self) -> Result<UriBuf, TemplateError> {
        let tenant = &self.tenant;
        try_uri_format!("https://{tenant}.example.com:{port}/dashboard", port = 8443u16)
    }
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let (Some(tenant), Some(user)) = (args.next(), args.next()) else {
        eprintln!("usage: api_client <tenant> <user> <search words...>");
        return ExitCode::from(2);
    };
    let words: Vec<String> = args.collect();
    let api = Api { tenant };
    let urls = || -> Result<(), TemplateError> {
        let user_url = api.user(&user)?;
        println!("user:      {user_url}");
        // The user's segment decodes back to exactly what was typed.
        let segment = user_url.as_uri().path().rsplit('/').next().unwrap_or("");
        println!("  decoded: {}", percent::decode(segment).decode_utf8_lossy());
        println!("repos:     {}", api.repos(&user, 2)?);
        println!("by id:     {}", api.user_by_id(42));
        println!("search:    {}", api.search(&words, &[("sort", "stars"), ("lang", "rust")]));
        println!("file:      {}", api.file(&["docs", &user, "README.md"])?);
        Ok(())
    };
    if let Err(e) = urls() {
        eprintln!("error: user {user:?}: {e}");
        return ExitCode::from(1);
    }
    match api.dashboard() {
        Ok(uri) => {
            println!("dashboard: {uri}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: tenant {:?}: {e}", api.tenant);
            ExitCode::from(1)
        }
    }
}

use url_literal::uri_template;

fn main() {
    // `x` undefined and `page` there: the segment is `.` (`/.#2z`).
    let x: Option<u8> = None;
    let _ = uri_template!("https://h/{x}.{#page}z", page = 2);
}

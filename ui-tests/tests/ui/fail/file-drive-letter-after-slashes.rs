// A drive letter belongs to the path: `file:///C:/x`, not `file://C:/x`
// (where `C` would be the host and `:` an empty port).
use url_literal::{file_url, url, FileUrl, Url};

const AFTER_TWO_SLASHES: FileUrl<'static> = file_url!("file://C:/autoexec.bat");
const AFTER_THE_COLON: Url<'static> = url!("file:C:/autoexec.bat");
const WINDOWS_PATH: Url<'static> = url!(r"C:\Windows\win.ini");
const OLD_BAR_FORM: FileUrl<'static> = file_url!("file:/c|/autoexec.bat");

fn main() {}

#!/usr/bin/env python3
"""Writes `ui-tests/pass/data-uri-bytes-256-kib.rs`: `data_uri!(bytes ..)`
of a 256 KiB payload (349,528 base64 characters), which the proc macro
decodes and writes as a byte string literal (const evaluation of the
decoding took about 18.8 s at this size, issue 44). The payload is
xorshift64 output from a fixed seed, which the case computes again at run
time to compare every byte: `python3 ui-tests/gen/large_data_uri.py`.
"""
import base64
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "pass", "data-uri-bytes-256-kib.rs")
SEED = 0x2545F4914F6CDD1D
LEN = 256 * 1024
MASK = (1 << 64) - 1


def payload():
    x = SEED
    out = bytearray()
    while len(out) < LEN:
        x ^= (x << 13) & MASK
        x ^= x >> 7
        x ^= (x << 17) & MASK
        out.append(x & 0xFF)
    return bytes(out)


def main():
    data = payload()
    b64 = base64.b64encode(data).decode()
    head = ", ".join(str(b) for b in data[:8])
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(
            "// data_uri!(bytes ..) of a 256 KiB payload: the proc macro decodes it and\n"
            "// writes a byte string literal (no const evaluation of the decoding,\n"
            "// which took 18.8 s at this size). Written by\n"
            "// ui-tests/gen/large_data_uri.py: xorshift64 bytes from a fixed seed,\n"
            "// computed again here to compare every byte.\n"
            "#![deny(warnings)]\n\n"
            "use url_literal::data_uri;\n\n"
            f'const ASSET: &[u8] = data_uri!(bytes "data:application/octet-stream;base64,{b64}");\n\n'
            "/// The payload of the generator, `len` bytes of xorshift64 from `seed`.\n"
            "fn payload(seed: u64, len: usize) -> Vec<u8> {\n"
            "    let mut x = seed;\n"
            "    (0..len)\n"
            "        .map(|_| {\n"
            "            x ^= x << 13;\n"
            "            x ^= x >> 7;\n"
            "            x ^= x << 17;\n"
            "            x as u8\n"
            "        })\n"
            "        .collect()\n"
            "}\n\n"
            "fn main() {\n"
            f"    assert_eq!(ASSET.len(), {LEN});\n"
            f"    assert_eq!(ASSET[..8], [{head}]);\n"
            f"    assert_eq!(ASSET, payload(0x{SEED:X}, {LEN}));\n"
            "}\n"
        )


if __name__ == "__main__":
    main()

#!/usr/bin/env bash
# Builds the `uidesc` binary for a release, one that runs without a Swift toolchain:
#   scripts/release.sh [OUTPUT_DIR]        (default: dist)
# On Linux the Swift standard library and Foundation are linked statically (--static-swift-stdlib); the binary then
# needs only the C and C++ runtimes and libxml2 (with what libxml2 itself links). On macOS the Swift runtime is part
# of the system. The script checks the binary's dynamic dependencies and refuses any from the Swift toolchain, runs
# it from an empty folder with the toolchain off every search path (validate, convert and dump on Samples/), and
# packs it with the licence and the notices of the code linked into it:
#   OUTPUT_DIR/uidesc-VERSION-OS-ARCH.tar.gz and its .sha256
# VERSION is what `uidesc --version` prints (CHANGELOG.md names the same). SCRATCH=DIR sets the build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-dist}"
scratch="${SCRATCH:-.build-release}"
os="$(uname -s | tr '[:upper:]' '[:lower:]')"
arch="$(uname -m)"

if [[ "$os" == linux ]]; then
    swift build -c release --product uidesc --static-swift-stdlib --scratch-path "$scratch"
else
    swift build -c release --product uidesc --scratch-path "$scratch"
fi
built="$scratch/release/uidesc"
version="$("$built" --version)"
name="uidesc-$version-$os-$arch"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/$name"
cp "$built" "$stage/$name/uidesc"
strip "$stage/$name/uidesc" 2>/dev/null || true

# Dynamic dependencies: nothing from a Swift toolchain; on Linux only the C and C++ runtimes, libxml2 and the
# libraries libxml2 links itself.
echo "== dynamic dependencies"
if [[ "$os" == linux ]]; then
    deps="$(ldd "$stage/$name/uidesc" | awk '{print $1}')"
    allowed='^(linux-vdso\.so|/lib64/ld-linux|ld-linux|libc\.so|libm\.so|libpthread\.so|libdl\.so|librt\.so|libstdc\+\+\.so|libgcc_s\.so|libxml2\.so|libicu(uc|data|i18n)\.so|libz\.so|liblzma\.so)'
else
    deps="$(otool -L "$stage/$name/uidesc" | tail -n +2 | awk '{print $1}')"
    allowed='^(/usr/lib/|/System/Library/)'
fi
echo "$deps"
if echo "$deps" | grep -E -i 'swift|Foundation|dispatch|BlocksRuntime|/opt/|toolchain' >/dev/null; then
    echo "error: the binary links a library of the Swift toolchain" >&2
    exit 1
fi
unexpected="$(echo "$deps" | grep -v -E "$allowed" || true)"
if [[ -n "$unexpected" ]]; then
    echo "error: unexpected dynamic dependencies: $unexpected" >&2
    exit 1
fi

# The binary from an empty folder, no toolchain on any search path.
echo "== running without a toolchain"
empty="$(mktemp -d)"
cp "$stage/$name/uidesc" "$empty/"
repository="$(pwd)"
(cd "$empty" && env -i PATH=/usr/bin:/bin HOME="$empty" ./uidesc --version >/dev/null)
(cd "$repository" && env -i PATH=/usr/bin:/bin HOME="$empty" "$empty/uidesc" validate Samples)
(cd "$repository" && env -i PATH=/usr/bin:/bin HOME="$empty" "$empty/uidesc" convert Samples/Login/LoginViewController.xib -o - >/dev/null)
(cd "$repository" && env -i PATH=/usr/bin:/bin HOME="$empty" "$empty/uidesc" dump Samples/Inbox/Inbox.storyboard >/dev/null)
rm -rf "$empty"

# The licence, and the notices of the code linked into the binary.
cp LICENSE README.md CHANGELOG.md "$stage/$name/"
{
    echo "uidesc links the following code. Their licences:"
    for checkout in "$scratch"/checkouts/*; do
        for licence in "$checkout"/LICENSE*; do
            [[ -f "$licence" ]] || continue
            echo
            echo "================================================================"
            echo "$(basename "$checkout")"
            echo "================================================================"
            cat "$licence"
        done
    done
    echo
    echo "The Swift standard library and Foundation: Apache License 2.0 with the Runtime Library Exception"
    echo "(https://swift.org/LICENSE.txt). libxml2 is linked dynamically from the system (MIT)."
} > "$stage/$name/THIRD_PARTY_NOTICES"

mkdir -p "$output"
tar -C "$stage" -czf "$output/$name.tar.gz" "$name"
(cd "$output" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256" 2>/dev/null || shasum -a 256 "$name.tar.gz" > "$name.tar.gz.sha256")
echo "== wrote $output/$name.tar.gz"

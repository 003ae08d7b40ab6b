#!/usr/bin/env bash
# Installs a release binary of uidesc (made by scripts/release.sh) into PREFIX/bin (default /usr/local/bin):
#   scripts/install.sh --from dist/uidesc-0.2.0-linux-x86_64.tar.gz [--prefix DIR]
#   scripts/install.sh --version 0.2.0 [--prefix DIR] [--repository OWNER/NAME]   (downloads the GitHub release)
# The archive's checksum is verified against its .sha256 when one is beside it (or published with the release).
# On Linux the binary needs libxml2 (Debian: apt-get install libxml2).
set -euo pipefail
prefix=/usr/local
from=""
version=""
repository="${UIDESC_REPOSITORY:-uidesc/uidesc}"
while [[ $# -gt 0 ]]; do
    case "$1" in
        --from) from="$2"; shift 2 ;;
        --version) version="$2"; shift 2 ;;
        --prefix) prefix="$2"; shift 2 ;;
        --repository) repository="$2"; shift 2 ;;
        *) echo "usage: $0 --from ARCHIVE | --version VERSION [--prefix DIR] [--repository OWNER/NAME]" >&2; exit 64 ;;
    esac
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [[ -z "$from" ]]; then
    [[ -n "$version" ]] || { echo "error: give --from ARCHIVE or --version VERSION" >&2; exit 64; }
    os="$(uname -s | tr '[:upper:]' '[:lower:]')"
    name="uidesc-$version-$os-$(uname -m).tar.gz"
    url="https://github.com/$repository/releases/download/v$version/$name"
    curl -fsSL "$url" -o "$work/$name"
    curl -fsSL "$url.sha256" -o "$work/$name.sha256"
    from="$work/$name"
fi
if [[ -f "$from.sha256" ]]; then
    expected="$(awk '{print $1}' "$from.sha256")"
    actual="$( (sha256sum "$from" 2>/dev/null || shasum -a 256 "$from") | awk '{print $1}')"
    [[ "$expected" == "$actual" ]] || { echo "error: checksum mismatch for $from" >&2; exit 1; }
fi
tar -xzf "$from" -C "$work"
binary="$(find "$work" -name uidesc -type f -perm -u+x | head -1)"
[[ -n "$binary" ]] || { echo "error: no uidesc binary in $from" >&2; exit 1; }
mkdir -p "$prefix/bin"
install -m 0755 "$binary" "$prefix/bin/uidesc"
echo "installed $("$prefix/bin/uidesc" --version) at $prefix/bin/uidesc"

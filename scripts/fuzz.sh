#!/usr/bin/env bash
# Runs one libFuzzer target for a bounded time.
#
#   scripts/fuzz.sh TARGET SECONDS [libFuzzer options...]
#
# TARGET is one of the names below (or the product name itself). The target is built with
# `swift build -c release --sanitize=fuzzer --sanitize=address` in its own scratch path
# (.build-fuzz), seeded from ../shared/corpus and from the inputs kept in
# Tests/SecurityTests/Regressions/TARGET, and run for SECONDS seconds (at most 10 s per input,
# at most 2 GB of memory). New inputs accumulate in .build-fuzz/corpus/TARGET. Leaks in the toolchain's own
# libraries are suppressed (scripts/fuzz/lsan.supp says which and why).
#
# On a crash, leak, timeout or out-of-memory, the input is copied into
# Tests/SecurityTests/Regressions/TARGET (commit it: the security tests replay every input kept
# there) and the script exits with status 1. Otherwise it prints the run's figures and exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 2 ]; then
    echo "usage: scripts/fuzz.sh TARGET SECONDS [libFuzzer options...]" >&2
    echo "targets: xib-reader, legacy-archive, decoder, json-layout, merge, strings, nib-reader" >&2
    exit 2
fi
target=$1
seconds=$2
shift 2

corpus_root=../shared/corpus
dict=scripts/fuzz/xml.dict
max_len=65536
case "$target" in
    xib-reader|FuzzXIBReader)
        target=xib-reader; product=FuzzXIBReader; seed_patterns=("*.xib" "*.storyboard") ;;
    legacy-archive|FuzzLegacyArchive)
        target=legacy-archive; product=FuzzLegacyArchive; seed_patterns=("*.xib") ;;
    decoder|FuzzDecoder)
        target=decoder; product=FuzzDecoder; seed_patterns=("*.xib" "*.storyboard") ;;
    json-layout|FuzzJSONLayout)
        target=json-layout; product=FuzzJSONLayout; seed_patterns=(); dict=scripts/fuzz/json.dict ;;
    merge|FuzzMerge)
        target=merge; product=FuzzMerge; seed_patterns=("*.xib" "*.storyboard") ;;
    strings|FuzzStrings)
        # Seeded with the real translations of ../shared/localization (strings files and String Catalogs).
        target=strings; product=FuzzStrings; seed_patterns=("*.strings" "*.xcstrings"); corpus_root=../shared/localization
        dict=scripts/fuzz/strings.dict ;;
    nib-reader|FuzzNIBReader)
        # Seeded with the compiled nibs of ../shared/nib (single files and the scene nibs of compiled storyboards), and
        # with its compiled storyboards and nib folders, each packed into one input (below).
        target=nib-reader; product=FuzzNIBReader; seed_patterns=("*.nib"); corpus_root=../shared/nib
        dict=scripts/fuzz/nib.dict; max_len=262144 ;;
    *)
        echo "unknown fuzz target: $target" >&2
        exit 2 ;;
esac

scratch=.build-fuzz
# SwiftPM passes -sanitize=fuzzer only when linking; the coverage flags instrument every module.
# UIDESC_FUZZING: the build-tool plugin's tool, built here too, leaves its `main` to libFuzzer's.
swift build -c release --sanitize=fuzzer --sanitize=address \
    -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table -Xswiftc -DUIDESC_FUZZING \
    --scratch-path "$scratch" --product "$product" >&2
binary="$scratch/release/$product"

seeds="$scratch/seeds/$target"
corpus="$scratch/corpus/$target"
regressions="Tests/SecurityTests/Regressions/$target"
artifacts="fuzz-artifacts/$target"
rm -rf "$seeds"
mkdir -p "$seeds" "$corpus" "$regressions" "$artifacts"
# Inputs of earlier failures were copied into $regressions when they were found.
rm -f "$artifacts"/crash-* "$artifacts"/leak-* "$artifacts"/timeout-* "$artifacts"/oom-* "$artifacts"/slow-unit-*
if [ "$target" = json-layout ]; then
    # Seeds: the corpus converted to JSON layouts by the package's own tool (the debug build that
    # `swift build` makes anyway).
    swift build --product uidesc >&2
    index=0
    while IFS= read -r -d '' file; do
        index=$((index + 1))
        .build/debug/uidesc convert "$file" -o "$seeds/$index.json" 2>/dev/null || rm -f "$seeds/$index.json"
    done < <(find "$corpus_root" -type f \( -name "*.xib" -o -name "*.storyboard" \) -size -64k -print0)
elif [ "$target" = merge ] && [ -f ../shared/merges/unpack.sh ]; then
    # Seeds: the real merges small enough for max_len, each as base, ours and theirs joined by NUL bytes.
    cases=$(bash ../shared/merges/unpack.sh)
    index=0
    for folder in "$cases"/*/; do
        base=$(ls "$folder" | grep '^base\.' || true)
        [ -n "$base" ] || continue
        extension=${base#base.}
        size=$(cat "$folder/base.$extension" "$folder/ours.$extension" "$folder/theirs.$extension" | wc -c)
        [ "$size" -lt "$max_len" ] || continue
        index=$((index + 1))
        { cat "$folder/base.$extension"; printf '\0'; cat "$folder/ours.$extension"; printf '\0'; cat "$folder/theirs.$extension"; } \
            > "$seeds/$index-merge.$extension"
    done
elif [ -d "$corpus_root" ]; then
    name_args=()
    for pattern in "${seed_patterns[@]}"; do
        name_args+=(${name_args[@]:+-o} -name "$pattern")
    done
    index=0
    while IFS= read -r -d '' file; do
        # The legacy archive target is seeded with the Interface Builder 3 archives only.
        if [ "$target" = legacy-archive ] && ! head -c 400 "$file" | grep -q '<archive type="com.apple.InterfaceBuilder3'; then continue; fi
        # The nib target with compiled nibs only (not the XIB source of an editable nib bundle).
        if [ "$target" = nib-reader ] && head -c 10 "$file" | grep -q '<?xml'; then continue; fi
        index=$((index + 1))
        ln -s "$(cd "$(dirname "$file")" && pwd)/$(basename "$file")" "$seeds/$index-$(basename "$file")"
    done < <(find "$corpus_root" -type f \( "${name_args[@]}" \) -print0)
    if [ "$target" = nib-reader ]; then
        # The compiled storyboards and nib folders too, each packed into one input as NIBReaderHarness reads them:
        # "uidesc-bundle\n", then per file a byte of name length, the name, 4 bytes of length (little-endian), the
        # bytes.
        python3 - "$corpus_root" "$seeds" "$max_len" <<'PACK'
import os, struct, sys
root, seeds, max_len = sys.argv[1], sys.argv[2], int(sys.argv[3])
index = 0
for folder, subfolders, _ in sorted(os.walk(root)):
    for name in sorted(subfolders):
        if not name.endswith((".storyboardc", ".nib", ".out")):
            continue
        path = os.path.join(folder, name)
        packed = b"uidesc-bundle\n"
        for inner, _, files in sorted(os.walk(path)):
            for file in sorted(files):
                relative = os.path.relpath(os.path.join(inner, file), path).encode()[:255]
                data = open(os.path.join(inner, file), "rb").read()
                packed += bytes([len(relative)]) + relative + struct.pack("<I", len(data)) + data
        if len(packed) <= max_len:
            index += 1
            open(os.path.join(seeds, "bundle-%d-%s" % (index, name)), "wb").write(packed)
PACK
    fi
fi

log="$artifacts/run.log"
status=0
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" \
    LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/scripts/fuzz/lsan.supp}" "$binary" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len="$max_len" \
    -dict="$dict" -print_final_stats=1 -artifact_prefix="$artifacts/" \
    "$@" "$corpus" "$seeds" "$regressions" 2>"$log" || status=$?

grep -E '^(#[0-9]+.*(DONE|INITED)|stat::|Done )' "$log" || true
if [ "$status" -ne 0 ]; then
    tail -n 60 "$log" >&2
    found=0
    for artifact in "$artifacts"/crash-* "$artifacts"/leak-* "$artifacts"/timeout-* "$artifacts"/oom-* "$artifacts"/slow-unit-*; do
        [ -f "$artifact" ] || continue
        cp "$artifact" "$regressions/"
        echo "kept $regressions/$(basename "$artifact") as a regression input: commit it" >&2
        found=1
    done
    [ "$found" -eq 1 ] || echo "the fuzzer failed without an input (see $log)" >&2
    echo "fuzz $target: FAILED (exit $status)" >&2
    exit 1
fi
echo "fuzz $target: no crash, leak, timeout or out-of-memory in ${seconds}s"

#!/usr/bin/env bash
# Reproduces docs/performance.md: builds the benchmark package (Benchmarks/, release), generates
# the synthetic storyboards, checks that every row finds the same objects, constraints and
# outlets, times every row on every input side by side (ordo-one/benchmark), measures peak
# memory in a fresh process per row and input, and prints the table with ratios to the floor.
# Then it times the release `uidesc` CLI (validate, convert) over the whole corpus beside the
# floor reading the same files (`uidesc-bench cli`), and validates IB files beside 20 MB of
# generated Swift against the same without it (`uidesc-bench large-repo`), and validates an app of 50 targets with
# its Xcode project against the same without it (`uidesc-bench project`).
#
#   scripts/bench.sh                  everything (about 15 minutes on 2 cores)
#   scripts/bench.sh 'document|floor'  only the rows matching a regular expression
#   scripts/bench.sh 'json.*|floor'    the JSON rows (JSON layout decoder, Foundation JSONDecoder)
#   scripts/bench.sh 'cli'             only the CLI throughput (no timed rows)
#   scripts/bench.sh 'merge'           only the merge of the largest real merge against parsing its versions
#   scripts/bench.sh 'large-repo'      only validating IB files beside 20 MB of generated Swift (issue 33)
#   scripts/bench.sh 'render'          only rendering the corpus against decoding it (issue 30)
#   scripts/bench.sh 'project'         only validating an app of 50 targets with and without its project (issue 52)
#   scripts/bench.sh 'nib'             only reading the compiled nibs of ../shared/nib against reading their sources (issue 50)
#   scripts/bench.sh 'swift-types'     only generating the corpus's owner types and identifiers against decoding it (issue 51)
#
# INSTRUCTIONS=0 skips the callgrind part; CLI_RUNS=N sets the CLI's runs per command (default 5);
# LARGE_REPO_ROUNDS=N the large-repo rounds (default 15); PROJECT_ROUNDS=N the project rounds (default 11).
# Results go to Benchmarks/.build/uidesc-results/ (never committed).
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-.*}"
results="Benchmarks/.build/uidesc-results"
mkdir -p "$results"

# SwiftPM keeps the build plan of a path dependency until the benchmark manifest changes, so a
# source file added to this package since the last run would be missing: plan afresh each time.
rm -f Benchmarks/.build/release.yaml Benchmarks/.build/*/release/description.json
swift build --package-path Benchmarks -c release --product uidesc-bench
bench=Benchmarks/.build/release/uidesc-bench

# Every row of the suite (BenchmarkSupport/Row.swift), in table order.
all_rows=$("$bench" rows)
timed=no
for row in $all_rows; do [[ "$row" =~ ^(${rows})$ ]] && timed=yes; done

if [[ $timed == yes ]]; then
    echo "== inputs"
    "$bench" generate
    echo "== check: what each row finds"
    "$bench" check || echo "(the check found differences: see above)"
    echo "== check: the typed rows keep the same ids on every corpus file uidesc reads"
    "$bench" check-corpus || echo "(the corpus check found differences: see above)"

    echo "== timing"
    swift package --package-path Benchmarks --allow-writing-to-directory "$results" benchmark \
        --filter "(${rows}) · .*" --format jmh --path "$results" --no-progress
    jmh="$results/Current_run.jmh.json"

    echo "== peak memory (one fresh process per row and input)"
    : > "$results/memory.tsv"
    for input in small medium large synthetic-3MB synthetic-12MB synthetic-48MB; do
        for row in $all_rows; do
            [[ "$row" =~ ^(${rows})$ ]] || continue
            "$bench" memory "$row" "$input" >> "$results/memory.tsv" || echo "(no peak memory for $row on $input)"
        done
    done

    echo "== table"
    "$bench" report "$jmh" "$results/memory.tsv" | tee "$results/table.md"
fi

# Instructions counted by callgrind: the same on every run of the same binary, whatever else the
# machine is doing, so these ratios are the steady ones (one run per row, positions of Row.run only).
if [[ $timed == yes && "${INSTRUCTIONS:-1}" != 0 ]] && command -v valgrind > /dev/null; then
    echo "== instructions per run (callgrind)"
    printf "| input | row | instructions | × floor |\n|---|---|---:|---:|\n" | tee "$results/instructions.md"
    for input in medium large synthetic-3MB; do
        floor=""
        for row in $all_rows; do
            [[ "$row" =~ ^(${rows})$ || "$row" == floor ]] || continue
            ir=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect='*3RowO3run*' \
                 "$bench" profile "$row" "$input" 1 2>&1 | awk '/refs:/ { gsub(",", "", $4); print $4 }')
            [[ -n "$floor" ]] || floor=$ir
            printf "| %s | %s | %s | %s× |\n" "$input" "$row" "$ir" "$(awk -v a="$ir" -v b="$floor" 'BEGIN { printf "%.2f", a / b }')" \
                | tee -a "$results/instructions.md"
        done
    done
fi

# Merging the largest real merge of ../shared/merges, as a ratio to parsing its three versions (wall time,
# alternating rounds) and, with valgrind, by instructions (the difference between 6 and 1 rounds of each).
if [[ "merge" =~ ^(${rows})$ ]]; then
    echo "== merge against parsing its three versions"
    "$bench" merge 30 | tee "$results/merge.md"
    if command -v valgrind > /dev/null && [[ "${INSTRUCTIONS:-1}" != 0 ]]; then
        declare -A ir
        for phase in parse merge; do
            for rounds in 1 6; do
                ir[$phase$rounds]=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bench" merge $rounds $phase 2>&1 \
                    | awk '/refs:/ { gsub(",", "", $4); print $4 }')
            done
        done
        awk -v p1="${ir[parse1]}" -v p6="${ir[parse6]}" -v m1="${ir[merge1]}" -v m6="${ir[merge6]}" 'BEGIN {
            parse = (p6 - p1) / 5; merge = (m6 - m1) / 5
            printf "instructions per round: parse %.1f M, merge %.1f M, merge ÷ parse %.2f×\n", parse / 1e6, merge / 1e6, merge / parse
        }' | tee -a "$results/merge.md"
    fi
fi

# Issue 30's bound: rendering the whole corpus (decode, draw, write SVG) costs at most 2× decoding it as typed models,
# both in one process, alternating.
if [[ "render" =~ ^(${rows})$ ]]; then
    echo "== rendering the corpus against decoding it"
    "$bench" render "${RENDER_ROUNDS:-15}" | tee "$results/render.md" || echo "(rendering costs more than 2× decoding: see above)"
fi

# Issue 33's bound: validating a repository with 20 MB of generated Swift and a few IB files costs at most 2×
# validating it without the generated code, and excluding that folder makes the two equal; all four rows (with,
# without, excluded, reading the same bytes) in process, interleaved. Fails only when their findings differ.
if [[ "large-repo" =~ ^(${rows})$ ]]; then
    echo "== validating beside 20 MB of generated Swift"
    "$bench" large-repo --rounds "${LARGE_REPO_ROUNDS:-15}" | tee "$results/large-repo.md" \
        || echo "(the validations found different findings: see above)"
fi

# Issue 52's bound: reading the Xcode project of an app of 50 targets and 5,000 files adds at most 10% to validating
# it; in process, interleaved. Fails when the project does not place every XIB, the findings differ, or the bound fails.
if [[ "project" =~ ^(${rows})$ ]]; then
    echo "== validating an app of 50 targets with and without its Xcode project"
    "$bench" project --rounds "${PROJECT_ROUNDS:-11}" | tee "$results/project.md" \
        || echo "(the project row failed its checks: see above)"
fi

# Issue 50's bound: reading a compiled nib costs at most reading the XIB it was compiled from (every pair of
# ../shared/nib; NIB_PAIRS=FOLDER for another set laid out the same way); in process, interleaved.
if [[ "nib" =~ ^(${rows})$ ]]; then
    echo "== reading compiled nibs against reading their sources"
    "$bench" nib --rounds "${NIB_ROUNDS:-15}" ${NIB_PAIRS:+--pairs "$NIB_PAIRS"} | tee "$results/nib.md" \
        || echo "(reading the nibs took longer than reading their sources: see above)"
fi

# Issue 51's bound: generating the Swift owner types and identifiers of the whole corpus (`uidesc generate swift`'s
# library) costs at most twice decoding it as typed Documents; in process, interleaved.
if [[ "swift-types" =~ ^(${rows})$ ]]; then
    echo "== generating the corpus's Swift types against decoding it"
    "$bench" swift-types --rounds "${SWIFT_TYPES_ROUNDS:-15}" | tee "$results/swift-types.md" \
        || echo "(generating took more than twice the time of decoding: see above)"
fi

# The command-line tool over the whole corpus: `uidesc validate` and `uidesc convert` (release
# build of this package's `uidesc`), median wall time of CLI_RUNS runs, files per second, and the
# in-process libxml2 floor reading the same files in the same run.
if [[ "cli" =~ ^(${rows})$ ]]; then
    echo "== CLI throughput over the corpus"
    swift build -c release --product uidesc
    "$bench" cli --runs "${CLI_RUNS:-5}" --uidesc "$(swift build -c release --show-bin-path)/uidesc" | tee "$results/cli.md" \
        || echo "(a CLI run failed: see above)"
fi

#!/usr/bin/env bash
# Reproduces docs/performance.md: builds the benchmark package (Benchmarks/, release), generates
# the synthetic storyboards, checks that every row finds the same objects, constraints and
# outlets, times every row on every input side by side (ordo-one/benchmark), measures peak
# memory in a fresh process per row and input, and prints the table with ratios to the floor.
#
#   scripts/bench.sh                  everything (about 10 minutes on 2 cores)
#   scripts/bench.sh 'document|floor'  only the rows matching a regular expression
#
# Results go to Benchmarks/.build/uidesc-results/ (never committed).
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-.*}"
results="Benchmarks/.build/uidesc-results"
mkdir -p "$results"

swift build --package-path Benchmarks -c release --product uidesc-bench
bench=Benchmarks/.build/release/uidesc-bench

echo "== inputs"
"$bench" generate
echo "== check: what each row finds"
"$bench" check || echo "(the check found differences: see above)"

echo "== timing"
swift package --package-path Benchmarks --allow-writing-to-directory "$results" benchmark \
    --filter "^(${rows}) · " --format jmh --path "$results" --no-progress
jmh="$results/Current_run.jmh.json"

echo "== peak memory (one fresh process per row and input)"
: > "$results/memory.tsv"
for input in small medium large synthetic-3MB synthetic-12MB synthetic-48MB; do
    for row in floor xmlparser swxmlhash xmlcoder parse document usertypes; do
        [[ "$row" =~ ^(${rows})$ ]] || continue
        "$bench" memory "$row" "$input" >> "$results/memory.tsv" 2>/dev/null || true
    done
done

echo "== table"
"$bench" report "$jmh" "$results/memory.tsv" | tee "$results/table.md"

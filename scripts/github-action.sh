#!/usr/bin/env bash
# The GitHub Action's step (action.yml): runs `uidesc validate` with the github reporter, so findings annotate the
# pull request, and when INPUT_SARIF names a file, again with the sarif reporter into it. Inputs come as the
# environment the action sets (INPUT_PATHS, INPUT_SOURCES, INPUT_EXCLUDE, INPUT_DISABLE: one per line;
# INPUT_CONFIG, INPUT_BASELINE, INPUT_STRICT, INPUT_SARIF). UIDESC names the binary (default: uidesc on PATH).
# Runs locally too: INPUT_SARIF=out.sarif scripts/github-action.sh
# Exit status: uidesc's for the annotated run (0, 1 findings, 2 unreadable input, 64 usage).
set -uo pipefail
uidesc="${UIDESC:-uidesc}"
arguments=()
lines() { printf '%s\n' "${1:-}" | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' | grep -v '^$' || true; }
while IFS= read -r path; do arguments+=("$path"); done < <(lines "${INPUT_PATHS:-}")
sources=()
while IFS= read -r path; do sources+=("$path"); done < <(lines "${INPUT_SOURCES:-}")
if [[ ${#sources[@]} -gt 0 ]]; then arguments+=(--sources "${sources[@]}"); fi
while IFS= read -r path; do arguments+=(--exclude "$path"); done < <(lines "${INPUT_EXCLUDE:-}")
while IFS= read -r rule; do arguments+=(--disable "$rule"); done < <(lines "${INPUT_DISABLE:-}")
[[ -n "${INPUT_CONFIG:-}" ]] && arguments+=(--config "$INPUT_CONFIG")
[[ -n "${INPUT_BASELINE:-}" ]] && arguments+=(--baseline "$INPUT_BASELINE")
[[ "${INPUT_STRICT:-false}" == "true" ]] && arguments+=(--strict)

"$uidesc" validate "${arguments[@]}" --reporter github
status=$?
if [[ -n "${INPUT_SARIF:-}" ]]; then
    "$uidesc" validate "${arguments[@]}" --reporter sarif --output "$INPUT_SARIF" --quiet
    sarif_status=$?
    if [[ $sarif_status -eq 64 ]]; then exit 64; fi
fi
exit $status

#!/usr/bin/env bash
# Regenerates every generated file of the repository, in the order they depend on one another:
#
#   1. the typed models and the framework tables (Sources/UIDescription/{Models,Framework}/Generated), from the
#      catalogues in CodeGeneration/Sources/ModelSpecification: `swift run --package-path CodeGeneration generate-models`;
#   2. the layout format's measured vocabulary (Sources/JSONLayout/Vocabulary/Generated/MeasuredVocabulary.generated.swift),
#      measured on ../shared/corpus: scripts/measure-layout-vocabulary.py;
#   3. Xcode's order (Sources/JSONLayout/Vocabulary/Generated/XcodeOrder.generated.swift), measured again on the inputs
#      recorded in scripts/measurements/xcode-order.inputs when they are all here; otherwise the script says which it
#      needs and leaves the file: scripts/measure-xcode-order.py --regenerate;
#   4. the SF Symbols table (Sources/UIDescription/Framework/Symbols/Generated/SystemSymbolNames.generated.swift), read
#      again from Apple's list as the repository recorded in scripts/measurements/system-symbols.inputs keeps it, when
#      that repository is in $UIDESC_MEASURE_REPOSITORIES; otherwise the script says so and leaves the table:
#      scripts/measure-system-symbols.py --regenerate;
#   5. the documents the libraries generate (docs/rules.md, docs/json-layout.schema.json, docs/pictures), which read
#      the code of steps 1-4: `swift run regenerate-docs`.
#
# docs/json-layout-format-1-tables.txt is not generated: it pins the tables of format 1 (VocabularyStabilityTests).
# Every generated Swift file carries a fingerprint header that a test checks, and every generated document is compared
# with what the code generates by a test (docs/architecture.md, "Generated files").
#
#   scripts/regenerate.sh            # regenerate
#   scripts/regenerate.sh --check    # regenerate, and fail when that changed a file (CI: the checked-in files are current)
set -euo pipefail
cd "$(dirname "$0")/.."

check=0
case "${1:-}" in
    --check) check=1 ;;
    "") ;;
    *) echo "usage: scripts/regenerate.sh [--check]" >&2; exit 2 ;;
esac

generated=(Sources/UIDescription/Models/Generated Sources/UIDescription/Framework/Generated
           Sources/JSONLayout/Vocabulary/Generated Sources/UIDescription/Framework/Symbols/Generated scripts/measurements docs/rules.md docs/json-layout.schema.json docs/pictures)
snapshot() { find "${generated[@]}" -type f -print0 2>/dev/null | sort -z | xargs -0 sha256sum; }
before=$(snapshot)

echo "== 1. typed models and framework tables (CodeGeneration)"
swift run --package-path CodeGeneration generate-models

echo "== 2. the layout format's measured vocabulary (../shared/corpus)"
if [ -f ../shared/corpus/MANIFEST.tsv ]; then
    python3 scripts/measure-layout-vocabulary.py ../shared/corpus
else
    echo "regenerate: MeasuredVocabulary.generated.swift left as it is: it is measured on ../shared/corpus, which is not here" >&2
fi

echo "== 3. Xcode's order (scripts/measurements/xcode-order.inputs)"
python3 scripts/measure-xcode-order.py --regenerate

echo "== 4. the SF Symbols table (scripts/measurements/system-symbols.inputs)"
python3 scripts/measure-system-symbols.py --regenerate

echo "== 5. docs/rules.md, docs/json-layout.schema.json, docs/pictures"
swift run regenerate-docs "$PWD"

after=$(snapshot)
if [ "$before" != "$after" ]; then
    changed=$(diff <(echo "$before") <(echo "$after") | grep '^[<>]' | awk '{print $3}' | sort -u || true)
    echo "regenerate: changed:"
    echo "$changed" | sed 's/^/  /'
    if [ "$check" = 1 ]; then
        echo "regenerate: the checked-in generated files were not current: run scripts/regenerate.sh and commit the result" >&2
        exit 1
    fi
else
    echo "regenerate: every generated file was current"
fi

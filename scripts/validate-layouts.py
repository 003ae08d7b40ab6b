#!/usr/bin/env python3
"""Validates JSON layouts against the layout JSON Schema (draft 2020-12) with the `jsonschema` package.

    python3 scripts/validate-layouts.py docs/json-layout.schema.json FILE_OR_DIRECTORY...

Directories are searched for *.json files. Prints one line per error (`file: /json/pointer: message`)
and a summary; exits 0 when every file is valid, 1 when one is not, 2 on a usage error and 3 when
the `jsonschema` package is missing (install it with `python3 -m pip install jsonschema`).
"""
import json
import os
import sys


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        from jsonschema import Draft202012Validator
    except ImportError:
        print("error: the jsonschema package is missing; install it with `python3 -m pip install jsonschema`", file=sys.stderr)
        return 3
    with open(sys.argv[1], encoding="utf-8") as handle:
        schema = json.load(handle)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    files = []
    for argument in sys.argv[2:]:
        if os.path.isdir(argument):
            for directory, _, names in os.walk(argument):
                files.extend(os.path.join(directory, name) for name in sorted(names) if name.endswith(".json"))
        else:
            files.append(argument)
    invalid = 0
    for path in sorted(files):
        with open(path, encoding="utf-8") as handle:
            try:
                instance = json.load(handle)
            except json.JSONDecodeError as error:
                print(f"{path}: not JSON: {error}")
                invalid += 1
                continue
        errors = sorted(validator.iter_errors(instance), key=lambda error: list(error.absolute_path))
        for error in errors[:20]:
            pointer = "/" + "/".join(str(part) for part in error.absolute_path)
            print(f"{path}: {pointer}: {error.message[:300]}")
        if errors:
            invalid += 1
    print(f"{len(files) - invalid} of {len(files)} layouts valid against {sys.argv[1]}")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main())

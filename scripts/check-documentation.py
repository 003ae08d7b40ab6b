#!/usr/bin/env python3
"""Fails when a public symbol of the libraries has no documentation comment.

Reads the symbol graphs `swift package dump-symbol-graph --minimum-access-level public` writes and lists every
public or open symbol declared in the package's sources (synthesized members, which have no location, are left
out) that has no `///` comment. CI runs it after building the DocC documentation:
    swift package dump-symbol-graph --minimum-access-level public && scripts/check-documentation.py
"""
import glob
import json
import os
import sys

LIBRARIES = ["UIDescription", "XIBDecoder", "JSONLayout", "InterfaceValidation", "InterfaceMerge",
             "InterfaceRendering", "InterfaceSources", "InterfaceLocalization", "DocumentOpening", "NIBDecoder",
             "ProjectMembership", "InterfaceTypeGeneration"]

folders = glob.glob(".build/*/symbolgraph") + glob.glob(".build/symbolgraph")
if not folders:
    sys.exit("no symbol graphs: run swift package dump-symbol-graph --minimum-access-level public first")
folder = max(folders, key=os.path.getmtime)
missing = []
total = 0
for library in LIBRARIES:
    path = os.path.join(folder, f"{library}.symbols.json")
    if not os.path.exists(path):
        sys.exit(f"no symbol graph for {library} in {folder}")
    for symbol in json.load(open(path))["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open") or not symbol.get("location"):
            continue
        total += 1
        if not symbol.get("docComment"):
            location = symbol["location"]
            uri = location["uri"].replace("file://", "")
            missing.append(f"{os.path.relpath(uri)}:{location['position']['line'] + 1}: "
                           f"{'.'.join(symbol['pathComponents'])} has no documentation comment")
print(f"{total - len(missing)} of {total} public symbols documented")
for line in missing:
    print(line)
sys.exit(1 if missing else 0)

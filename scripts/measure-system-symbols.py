#!/usr/bin/env python3
"""Writes the table of SF Symbols names, each with the release of the operating systems that introduced it
(Sources/UIDescription/Framework/Symbols/Generated/SystemSymbolNames.generated.swift), from the list Apple ships in
the SF Symbols app (`name_availability.plist`: each name's release year, and each year's iOS, macOS, tvOS, watchOS
and visionOS versions; `name_aliases.strings` and `legacy_aliases.strings`: older names that still load), as a
public repository keeps it, with the record of what it read (scripts/measurements/system-symbols.inputs).

    python3 scripts/measure-system-symbols.py REPOSITORY [COMMIT]   # read the list from a git repository, record it
    python3 scripts/measure-system-symbols.py --regenerate          # read again what the record names, if present

The list is read from a git repository (a clone or a bare mirror) at a commit, under LIST_FOLDER. What the
table was last read from is recorded as `repository URL COMMIT FOLDER` with the SHA-256 of each file read; the
repository is fetched for reading only, never committed. `--regenerate` (what scripts/regenerate.sh runs) looks for
it in $UIDESC_MEASURE_REPOSITORIES/OWNER__NAME; when it is not there it says so and leaves the table as it is.

The file's header fingerprints this script and its helpers (scripts/measuring.py) with the record, and the body (FNV-1a 64, as CodeGeneration's
Fingerprint.swift); UIDescriptionTests' SystemSymbolTableTests recompute both.

Specified rather than read (TOOLS_VERSION_COVERED): the highest `toolsVersion` of a document whose Interface
Builder knows no symbol the list lacks. The list read is SF Symbols 7's first beta (June 2025, year 2025: iOS
26.0), which holds every symbol of the releases before it. In the histories of 14 mirrored apps (IB files
committed since 2023, each with its commit date), tools version 23727 (Xcode 16.3/16.4) was first seen in April
2025 and 24112, the first Xcode 26 version, in July 2025; transmission's MainMenu.xib (24506, November 2025) names
a symbol the list does not hold. So documents of tools versions below 24000 name only symbols the list holds.
"""
import hashlib
import os
import plistlib
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from measuring import ROOT, fnv, files_fingerprint, write_if_changed  # noqa: E402
INPUTS = 'scripts/measurements/system-symbols.inputs'
OUTPUT = 'Sources/UIDescription/Framework/Symbols/Generated/SystemSymbolNames.generated.swift'
SCRIPT = 'scripts/measure-system-symbols.py'
HELPERS = 'scripts/measuring.py'
LIST_FOLDER = 'Generator/Files'
FILES = ['name_availability.plist', 'name_aliases.strings', 'legacy_aliases.strings']
TOOLS_VERSION_COVERED = 23999
PLATFORMS = ['iOS', 'macOS', 'tvOS', 'watchOS', 'visionOS']
WIDTH = 120


def git(repository, *arguments):
    return subprocess.run(['git', '-C', repository, *arguments], check=True, capture_output=True).stdout


def read_list(repository, commit):
    """The files of the list at `commit`, by name."""
    return {name: git(repository, 'show', f'{commit}:{LIST_FOLDER}/{name}') for name in FILES}


def strings_pairs(data):
    """The `"a" = "b";` pairs of a strings file (old-style text, as these lists are)."""
    return re.findall(r'"([^"\\]+)"\s*=\s*"([^"\\]+)"\s*;', data.decode('utf-8'))


def wrapped(words, indent='    '):
    """Words as lines of at most WIDTH characters: the first as it is, the others indented by four more spaces."""
    lines, line = [], ''
    for word in words:
        if line and len(indent) + len(line) + 1 + len(word) > WIDTH:
            lines.append(line)
            line = '    ' + word
        else:
            line = (line + ' ' + word) if line else word
    lines.append(line)
    return [indent + entry for entry in lines]


def table(files, source):
    availability = plistlib.loads(files['name_availability.plist'])
    names, releases = availability['symbols'], availability['year_to_release']
    years = sorted(releases, key=lambda year: [int(part) for part in year.split('.')])
    aliases = {}
    for old, new in strings_pairs(files['name_aliases.strings']) + strings_pairs(files['legacy_aliases.strings']):
        # Each pair names a symbol under two names; the one the list does not hold loads as the other.
        for alias, target in ((old, new), (new, old)):
            if alias not in names and target in names:
                aliases[alias] = target
    body = []
    body.append('/// The SF Symbols names, each with the release that introduced it: read from Apple\'s list')
    body.append('/// (`name_availability.plist`, `name_aliases.strings`, `legacy_aliases.strings` of the SF Symbols app) as')
    body.append(f'/// {source["url"]} keeps it, at {source["commit"][:12]}.')
    body.append('enum SystemSymbolNames {')
    body.append('    /// Where the list was read.')
    body.append(f'    static let source = "{source["url"]} {source["commit"]} {LIST_FOLDER}"')
    body.append('    /// The highest `toolsVersion` of a document whose Interface Builder knows no symbol the list lacks.')
    body.append(f'    static let toolsVersionCovered = {TOOLS_VERSION_COVERED}')
    body.append('    /// Each release: `year iOS macOS tvOS watchOS visionOS`, oldest first.')
    body.append('    static let releases = """')
    for year in years:
        body.append('    ' + ' '.join([year] + [releases[year].get(platform, '-') for platform in PLATFORMS]))
    body.append('    """')
    body.append('    /// The names each release introduced: `year name name …`; a line indented further continues the one above.')
    body.append('    static let names = """')
    for year in years:
        introduced = sorted(name for name, since in names.items() if since == year)
        if introduced:
            body.extend(wrapped([year] + introduced))
    body.append('    """')
    body.append('    /// Other names that load a symbol: `alias name`, one a line.')
    body.append('    static let aliases = """')
    for alias in sorted(aliases):
        body.append(f'    {alias} {aliases[alias]}')
    body.append('    """')
    body.append('}')
    return '\n'.join(body) + '\n', len(names), len(aliases), years[-1]


def write(files, source):
    record = ['# What scripts/measure-system-symbols.py read ' + OUTPUT + ' from:',
              '#   repository URL COMMIT FOLDER   a public repository that keeps Apple\'s SF Symbols list, read at COMMIT',
              '#   file NAME SHA256               each file of the list read, with its SHA-256',
              f'repository {source["url"]} {source["commit"]} {LIST_FOLDER}']
    record += [f'file {name} {hashlib.sha256(files[name]).hexdigest()}' for name in FILES]
    write_if_changed(INPUTS, '\n'.join(record) + '\n')
    body, count, aliases, newest = table(files, source)
    header = ['// Generated by scripts/measure-system-symbols.py from the list recorded in',
              '// scripts/measurements/system-symbols.inputs; regenerate with scripts/regenerate.sh, do not edit by hand.',
              '// The names are parsed once, on first use (SystemSymbols.swift).',
              f'// Fingerprints: inputs {files_fingerprint([SCRIPT, HELPERS, INPUTS]):016x}, body {fnv(body.encode()):016x}',
              '']
    write_if_changed(OUTPUT, '\n'.join(header) + '\n' + body)
    print(f'measure-system-symbols: {count} names and {aliases} aliases, releases up to {newest}, from {source["url"]} {source["commit"][:12]}')


def remote_url(repository):
    try:
        url = git(repository, 'config', '--get', 'remote.origin.url').decode().strip()
    except subprocess.CalledProcessError:
        url = ''
    match = re.search(r'github\.com[:/]([^/]+/[^/.]+)', url)
    if match:
        return 'https://github.com/' + match.group(1)
    # A mirror folder named OWNER+NAME or OWNER__NAME (…/OWNER+NAME/repo).
    for part in reversed(os.path.abspath(repository).split(os.sep)):
        for separator in ('+', '__'):
            if separator in part:
                return 'https://github.com/' + part.replace(separator, '/', 1)
    sys.exit(f'measure-system-symbols: cannot tell which GitHub repository {repository} is')


def main(arguments):
    if arguments == ['--regenerate']:
        record = open(os.path.join(ROOT, INPUTS)).read().split('\n')
        line = next(line for line in record if line.startswith('repository '))
        _, url, commit, _ = line.split(' ')
        owner, name = url.rstrip('/').split('/')[-2:]
        folder = os.environ.get('UIDESC_MEASURE_REPOSITORIES', '')
        repository = os.path.join(folder, f'{owner}__{name}') if folder else ''
        if not repository or not os.path.isdir(repository):
            print(f'measure-system-symbols: the table is left as it is: it is read from {url} at {commit[:12]}, '
                  f'which is not in $UIDESC_MEASURE_REPOSITORIES/{owner}__{name}', file=sys.stderr)
            return
        files = read_list(repository, commit)
        for entry in record:
            if entry.startswith('file '):
                _, file, digest = entry.split(' ')
                if hashlib.sha256(files[file]).hexdigest() != digest:
                    sys.exit(f'measure-system-symbols: {file} at {commit[:12]} is not the file recorded')
        write(files, {'url': url, 'commit': commit})
        return
    if not 1 <= len(arguments) <= 2 or arguments[0].startswith('-'):
        sys.exit(__doc__)
    repository = arguments[0]
    commit = git(repository, 'rev-parse', arguments[1] if len(arguments) == 2 else 'HEAD').decode().strip()
    write(read_list(repository, commit), {'url': remote_url(repository), 'commit': commit})


if __name__ == '__main__':
    main(sys.argv[1:])

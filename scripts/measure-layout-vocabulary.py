#!/usr/bin/env python3
"""Measures Interface Builder's vocabulary on a corpus of .xib/.storyboard files and writes the
tables the JSON layout format uses (Sources/JSONLayout/Vocabulary/Generated/MeasuredVocabulary.generated.swift),
and records what it measured (scripts/measurements/layout-vocabulary.inputs: the corpus's manifest and its hash).

    python3 scripts/measure-layout-vocabulary.py [CORPUS]     # CORPUS defaults to ../shared/corpus
    scripts/regenerate.sh                                      # the same, with every other generated file

The generated file's header holds two fingerprints (FNV-1a 64, as CodeGeneration's Fingerprint.swift): one of this
script and the record of its inputs, one of the file's body; JSONLayoutTests' GeneratedVocabularyTests recompute
both, so that a hand edit, a change of this script or of the corpus without measuring again fails `swift test`.

What is measured (see docs/json-layout.md, "Vocabulary"):
- the attributes Xcode writes on each element kind (their order: scripts/measure-xcode-order.py);
- per-kind attribute defaults (the value Xcode writes for >= 85% of the elements of a kind seen >= 10 times),
  and per-kind default children (an exact child seen in >= 80% of the elements of the kind);
- which attributes always hold YES/NO (booleans) or JSON numbers;
- the usual element kind behind each `key`, and the usual item kind of each list;
- which attributes hold references to other objects' ids;
- every element kind, attribute name, key and list name seen.
Legacy archives (`<archive>`), merge-conflicted and empty files are skipped.
"""
import collections
import os
import re
import sys
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = 'scripts/measure-layout-vocabulary.py'
INPUTS = 'scripts/measurements/layout-vocabulary.inputs'
OUTPUT = 'Sources/JSONLayout/Vocabulary/Generated/MeasuredVocabulary.generated.swift'
WIDTH = 120


def fnv(data, seed=0xcbf29ce484222325):
    """FNV-1a 64, as CodeGeneration/Sources/ModelGenerator/Fingerprint.swift."""
    for byte in data:
        seed = ((seed ^ byte) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return seed


def files_fingerprint(paths):
    """Each file's path (relative to the repository), a zero byte, its contents and a zero byte, in this order."""
    value = fnv(b'')
    for path in paths:
        value = fnv(path.encode() + b'\0', value)
        value = fnv(open(os.path.join(ROOT, path), 'rb').read() + b'\0', value)
    return value


def write_if_changed(path, text):
    """Writes `text` to `path` (relative to the repository) unless it holds it already, so that builds stay current."""
    path = os.path.join(ROOT, path)
    if os.path.isfile(path) and open(path).read() == text:
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as file:
        file.write(text)


def wrapped(line, width=WIDTH):
    """A table entry (`name word word …`) as lines of at most `width` characters (a word longer than that on a
    line of its own): the first as it is, the others indented by four spaces, continuing it."""
    words = line.split(' ')
    lines = [words[0]]
    for word in words[1:]:
        if len(lines[-1]) + 1 + len(word) > width and lines[-1].strip():
            lines.append('    ' + word)
        else:
            lines[-1] += ' ' + word
    return lines

NUMBER = re.compile(r'-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?\Z')
IB_ID = re.compile(r'[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}\Z')
NOT_OBJECT_IDS = {'device', 'adaptation'}
# Attributes that identify an object; never treated as defaults even when common.
IDENTITY = {'id', 'key', 'placeholderIdentifier', 'customClass', 'customModule', 'customModuleProvider',
            'userLabel', 'storyboardIdentifier', 'identifier', 'text', 'title', 'name', 'image', 'sceneID'}


def documents(root):
    for directory, _, names in os.walk(root):
        for name in sorted(names):
            if not (name.endswith('.xib') or name.endswith('.storyboard')):
                continue
            data = open(os.path.join(directory, name), 'rb').read()
            if not data.strip() or b'<archive' in data[:2000] or b'\n<<<<<<<' in data:
                continue
            yield ET.fromstring(data)


def is_group(element):
    return not element.attrib and not (element.text and element.text.strip())


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, '..', 'shared', 'corpus')
    manifest = os.path.join(root, 'MANIFEST.tsv')
    if not os.path.isfile(manifest):
        sys.exit(f'measure-layout-vocabulary: {root} is not the shared corpus (it has no MANIFEST.tsv)')
    kind_count = collections.Counter()
    attribute_sequences = collections.defaultdict(list)
    attribute_values = collections.defaultdict(collections.Counter)  # (kind, name) -> values
    values_by_name = collections.defaultdict(collections.Counter)
    key_kinds = collections.defaultdict(collections.Counter)
    group_items = collections.defaultdict(collections.Counter)
    loose_items = collections.defaultdict(collections.Counter)
    default_children = collections.Counter()
    reference_hits = collections.Counter()
    attribute_names, keys, groups, kinds = set(), set(), set(), set()
    document_children = set()
    flag_kind = collections.Counter()
    flag_names = collections.defaultdict(set)
    with_id = collections.Counter()
    for document in documents(root):
        document_children.update(child.tag for child in document if child.get('key') is None)
        ids = {e.get('id') for e in document.iter() if e.tag not in NOT_OBJECT_IDS and 'id' in e.attrib}
        for element in document.iter():
            kind = element.tag
            kinds.add(kind)
            kind_count[kind] += 1
            if element.get('sceneID' if kind == 'scene' else 'id') is not None and kind not in NOT_OBJECT_IDS:
                with_id[kind] += 1
            names = list(element.attrib)
            attribute_sequences[kind].append(names)
            for name, value in element.attrib.items():
                attribute_names.add(name)
                attribute_values[(kind, name)][value] += 1
                if name not in ('id', 'key', 'sceneID'):
                    values_by_name[name][value] += 1
                    if value in ids:
                        reference_hits[name] += 1
            if (element.get('key') is not None and len(element) == 0 and not (element.text and element.text.strip())
                    and all(v == 'YES' for n, v in element.attrib.items() if n != 'key')):
                flag_kind[kind] += 1
                flag_names[kind].update(n for n in element.attrib if n != 'key')
            for child in element:
                key = child.get('key')
                if key is not None:
                    keys.add(key)
                    key_kinds[key][child.tag] += 1
                    if len(child) == 0 and not (child.text and child.text.strip()):
                        signature = (child.tag,) + tuple(sorted((n, v) for n, v in child.attrib.items() if n != 'key'))
                        default_children[(kind, key, signature)] += 1
                elif is_group(child) and child.tag != 'connections':
                    groups.add(child.tag)
                    for item in child:
                        group_items[child.tag][item.tag] += 1
                elif not is_group(element) and child.tag != 'connections':
                    loose_items[kind][child.tag] += 1

    out = []
    w = out.append
    w('enum MeasuredVocabulary {')

    def table(name, doc, lines):
        for part in wrapped(doc, WIDTH - 8):
            w('    /// ' + part.strip())
        w('    static let ' + name + ' = """')
        for line in lines:
            for part in wrapped(line):
                w('    ' + part)
        w('    """')
        w('')

    table('kindAttributes', 'Per kind: the attributes Xcode was seen writing on it (`kind attr attr …`); their order: XcodeOrder.',
          [kind + ' ' + ' '.join(sorted({name for sequence in attribute_sequences[kind] for name in sequence}))
           for kind in sorted(kinds) if any(attribute_sequences[kind])])

    defaults = []
    for (kind, name), values in sorted(attribute_values.items()):
        if kind_count[kind] < 10 or name in IDENTITY or reference_hits[name] > 0:
            continue
        value, count = values.most_common(1)[0]
        if count / kind_count[kind] >= 0.85 and ' ' not in value and value:
            defaults.append(f'{kind} {name} {value}')
    table('attributeDefaults', 'Per kind: `kind attribute value` for the value Xcode writes for >= 85% of that kind.', defaults)

    child_defaults = []
    for (kind, key, signature), count in sorted(default_children.items()):
        if kind_count[kind] >= 10 and count / kind_count[kind] >= 0.8 and not any(' ' in v for _, v in signature[1:]):
            child_defaults.append(' '.join([kind, key, signature[0]] + [f'{n}={v}' for n, v in signature[1:]]))
    table('childDefaults', 'Per kind: `kind key childKind attr=value…` for a child present in >= 80% of that kind.', child_defaults)

    booleans = sorted(n for n, v in values_by_name.items() if set(v) <= {'YES', 'NO'})
    numbers = sorted(n for n, v in values_by_name.items()
                     if n not in booleans and not n.lower().endswith('version') and reference_hits[n] < sum(v.values()) * 0.5
                     and sum(c for value, c in v.items() if NUMBER.match(value)) == sum(v.values()))
    table('booleanAttributes', 'Attributes whose values are always YES or NO.', [' '.join(booleans)])
    table('numericAttributes', 'Attributes whose values are always numbers.', [' '.join(numbers)])

    references = sorted(n for n, v in values_by_name.items() if reference_hits[n] == sum(v.values())
                        and (reference_hits[n] >= 2 or all(IB_ID.match(value) for value in v)))
    table('referenceAttributes', 'Attributes whose values are always ids of other objects.', [' '.join(references)])

    kind_booleans, kind_numbers = [], []
    by_kind = collections.defaultdict(dict)
    for (kind, name), values in attribute_values.items():
        if name in ('id', 'key', 'sceneID') or name in references:
            continue
        by_kind[kind][name] = values
    for kind in sorted(by_kind):
        flags = sorted(n for n, v in by_kind[kind].items() if set(v) <= {'YES', 'NO'})
        nums = sorted(n for n, v in by_kind[kind].items() if n not in flags and not n.lower().endswith('version')
                      and all(NUMBER.match(value) for value in v))
        if flags:
            kind_booleans.append(kind + ' ' + ' '.join(flags))
        if nums:
            kind_numbers.append(kind + ' ' + ' '.join(nums))
    table('kindBooleanAttributes', 'Per kind: attributes whose values are always YES or NO (`kind attr attr …`).', kind_booleans)
    table('kindNumericAttributes', 'Per kind: attributes whose values are always numbers (`kind attr attr …`).', kind_numbers)

    key_lines = []
    for key, counter in sorted(key_kinds.items()):
        if not re.match(r'[a-z][A-Za-z0-9]*\Z', key):
            continue
        kind, count = counter.most_common(1)[0]
        if count / sum(counter.values()) >= 0.6:
            key_lines.append(f'{key} {kind}')
    table('keyKinds', 'The element kind usually behind each key (`key kind`).', key_lines)

    item_lines = []
    for group, counter in sorted(group_items.items()):
        kind, count = counter.most_common(1)[0]
        if count / sum(counter.values()) >= 0.9:
            item_lines.append(f'{group} {kind}')
    for parent, counter in sorted(loose_items.items()):
        kind, count = counter.most_common(1)[0]
        if count / sum(counter.values()) >= 0.9:
            item_lines.append(f'{parent} {kind}')
    table('itemKinds', 'The usual item kind of each list (`list kind`): a list element name, or the kind that holds loose items.', item_lines)

    flags = sorted(k for k, n in flag_kind.items() if n == kind_count[k] and n >= 2 and len(flag_names[k]) >= 2)
    table('flagKinds', 'Kinds whose attributes (other than `key`) are always YES: written as a list of flag names.', [' '.join(flags)])

    table('objectKinds', 'Kinds whose elements carry an object id (>= 90% of them): a new one gets an id.',
          [' '.join(sorted(k for k, n in with_id.items() if n / kind_count[k] >= 0.9))])
    table('kinds', 'Every element kind seen.', [' '.join(sorted(kinds))])
    table('attributeNames', 'Every attribute name seen.', [' '.join(sorted(attribute_names))])
    table('keys', 'Every key seen.', [' '.join(sorted(k for k in keys if re.match(r'[a-z][A-Za-z0-9]*\Z', k)))])
    table('listNames', 'Every list (attribute-less element holding items) seen.', [' '.join(sorted(groups))])
    table('documentChildren', 'Every child element of the document seen.', [' '.join(sorted(document_children))])
    out[-1:] = []
    w('}')
    record = ['# What scripts/measure-layout-vocabulary.py measured ' + OUTPUT + ' on:',
              '# the shared corpus (`corpus HASH`: FNV-1a 64 of its MANIFEST.tsv, which names each file\'s repository and commit).',
              'corpus %016x' % fnv(open(manifest, 'rb').read())]
    write_if_changed(INPUTS, '\n'.join(record) + '\n')
    body = '\n'.join(out) + '\n'
    header = ['// Generated by scripts/measure-layout-vocabulary.py from the corpus recorded in ' + INPUTS + ';',
              '// regenerate with scripts/regenerate.sh, do not edit by hand. Each table is a compact text parsed once',
              '// on first use (Vocabulary.swift); a line indented further continues the entry above.',
              '// Fingerprints: inputs %016x, body %016x' % (files_fingerprint([SCRIPT, INPUTS]), fnv(body.encode())),
              '', '']
    write_if_changed(OUTPUT, '\n'.join(header) + body)


main()

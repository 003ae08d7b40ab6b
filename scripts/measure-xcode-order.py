#!/usr/bin/env python3
"""Measures the order in which Xcode writes each element kind's attributes and children, and writes
the tables the JSON layout reader puts elements back in (Sources/JSONLayout/Vocabulary/XcodeOrder.swift).

    python3 scripts/measure-xcode-order.py ROOT... > Sources/JSONLayout/Vocabulary/XcodeOrder.swift
    python3 scripts/measure-xcode-order.py ROOT... --evaluate DIR...   # how well the tables predict DIR

Every ROOT is walked for .xib and .storyboard files in the document format (legacy archives, files
with merge conflicts and empty files are skipped). The checked-in tables were measured on
`../shared/corpus` and on the outside repositories listed in docs/xib-writing.md (fetched for
measuring only, never committed).

What is measured, for each element kind, per platform family (`ios:label`, `mac:button`) and over
all families (`label`):
- the order of its attributes, and of its child slots (`key:frame` for a child with a key,
  `el:subviews` for one without);
- Xcode eras: where splitting the files at a tools version (an Xcode release) makes the order of
  more elements agree, the table is split there (`ios:view>=17000`), up to three times per table.

An order is a topological sort of the majority precedences (a before b when more elements say so).
The reader places a name a table does not hold after its nearest predecessor, in the next more
general table (family, kind, all kinds), that the table does hold; an attribute no table holds goes
just before `id` (Xcode writes a class's own attributes before the identity ones), a child last.
"""
import collections
import os
import sys
import xml.etree.ElementTree as ET

ERAS = [5000, 6000, 7000, 8000, 10000, 11000, 12000, 13000, 14000, 15000, 16000, 17000, 18000, 19000,
        20000, 21000, 22000, 23000, 24000]
MAX_SPLITS = 3


def documents(roots):
    for root in roots:
        for directory, _, names in sorted(os.walk(root)):
            for name in sorted(names):
                if not (name.endswith('.xib') or name.endswith('.storyboard')):
                    continue
                path = os.path.join(directory, name)
                data = open(path, 'rb').read()
                if not data.strip() or b'<document' not in data[:2000] or b'\n<<<<<<<' in data:
                    continue
                try:
                    yield path, ET.fromstring(data)
                except ET.ParseError:
                    continue


def family(document):
    kind = document.get('type', '')
    if '.Cocoa.' in kind:
        return 'mac'
    if 'WatchKit' in kind or document.get('targetRuntime', '').startswith('watchKit'):
        return 'watch'
    return 'ios'


def tools_version(document):
    try:
        return float(document.get('toolsVersion', '0').split('.')[0])
    except ValueError:
        return 0.0


def slot(child):
    key = child.get('key')
    return 'key:' + key if key is not None else 'el:' + child.tag


def child_slots(element):
    sequence = []
    for child in element:
        name = slot(child)
        if not sequence or sequence[-1] != name:
            sequence.append(name)
    return sequence


def is_list(element):
    """A list element (`subviews`, `objects`): its items are in the user's order, not Xcode's."""
    return not element.attrib and element.tag != 'document'


def observations(roots):
    """(table, tools version, attribute sequence, child sequence) for every element."""
    for _, document in documents(roots):
        fam, version = family(document), tools_version(document)
        for element in document.iter():
            children = [] if is_list(element) else child_slots(element)
            yield element.tag, fam, version, tuple(element.attrib), tuple(children)


def precedences(sequences):
    """How many sequences put a before b, for every pair (a, b)."""
    before = collections.Counter()
    for sequence, count in sequences.items():
        for i in range(len(sequence)):
            for j in range(i + 1, len(sequence)):
                if sequence[i] != sequence[j]:
                    before[(sequence[i], sequence[j])] += count
    return before


def best_order(sequences, prior=None):
    """`sequences`: Counter of tuples. Names ordered so that most sequences agree; pairs these sequences
    never show together are ordered by `prior` (the precedences of a more general table)."""
    before = precedences(sequences)
    prior = prior or collections.Counter()
    positions = collections.defaultdict(float)
    counts = collections.Counter()
    for sequence, count in sequences.items():
        for index, name in enumerate(sequence):
            positions[name] += count * index / max(1, len(sequence) - 1)
            counts[name] += count
    names = set(counts)
    mean = {a: positions[a] / counts[a] for a in names}

    def weight(a, b):
        return before[(a, b)] * 1_000_000 + (prior[(a, b)] if (b, a) not in before and (a, b) not in before else 0)
    neighbours = collections.defaultdict(set)
    for (a, b) in list(before) + [pair for pair in prior if pair[0] in names and pair[1] in names]:
        neighbours[a].add(b)
        neighbours[b].add(a)
    order = []
    while names:
        def against(a):
            return sum(max(0, weight(b, a) - weight(a, b)) for b in neighbours[a] if b in names)
        choice = min(names, key=lambda a: (against(a), mean[a], a))
        order.append(choice)
        names.remove(choice)
    return order


def disagreements(sequences, order):
    rank = {name: index for index, name in enumerate(order)}
    wrong = 0
    for sequence, count in sequences.items():
        ranks = [rank[name] for name in sequence]
        if ranks != sorted(ranks):
            wrong += count
    return wrong


def split_eras(by_version, prior, splits=MAX_SPLITS):
    """[(since, order)] for sequences by tools version: split where it makes more sequences agree."""
    everything = collections.Counter()
    for counter in by_version.values():
        everything.update(counter)
    order = best_order(everything, prior)
    wrong = disagreements(everything, order)
    if splits == 0 or wrong < 2:
        return [(0, order)]
    best = None
    for era in ERAS:
        old = collections.Counter()
        new = collections.Counter()
        for version, counter in by_version.items():
            (old if version < era else new).update(counter)
        if sum(old.values()) < 2 or sum(new.values()) < 2:
            continue
        remaining = disagreements(old, best_order(old, prior)) + disagreements(new, best_order(new, prior))
        if best is None or remaining < best[0]:
            best = (remaining, era)
    if best is None or wrong - best[0] < max(2, wrong // 10):
        return [(0, order)]
    era = best[1]
    old = {v: c for v, c in by_version.items() if v < era}
    new = {v: c for v, c in by_version.items() if v >= era}
    return split_eras(old, prior, splits - 1) + [(max(era, since), o) for since, o in split_eras(new, prior, splits - 1)]


class Tables:
    def __init__(self, roots):
        attributes = collections.defaultdict(lambda: collections.defaultdict(collections.Counter))
        children = collections.defaultdict(lambda: collections.defaultdict(collections.Counter))
        everything_attributes = collections.Counter()
        everything_children = collections.Counter()
        for kind, fam, version, attribute_sequence, child_sequence in observations(roots):
            for table in (kind, fam + ':' + kind):
                attributes[table][version][attribute_sequence] += 1
                if child_sequence:
                    children[table][version][child_sequence] += 1
            everything_attributes[attribute_sequence] += 1
            if child_sequence:
                everything_children[child_sequence] += 1
        self.attribute_tables = self.measure(attributes, everything_attributes)
        self.child_tables = self.measure(children, everything_children)
        self.global_attributes = best_order(everything_attributes)
        self.global_children = best_order(everything_children)

    @staticmethod
    def measure(tables, everything):
        """Each table's eras; pairs a table never shows together take the order of the kind's table over
        all families, then of all kinds."""
        overall = precedences(everything)
        def pooled(table):
            counter = collections.Counter()
            for by_version in tables[table].values():
                counter.update(by_version)
            return precedences(counter)
        result = {}
        for table, by_version in sorted(tables.items()):
            prior = collections.Counter(overall)
            if ':' in table and table.split(':', 1)[1] in tables:
                general = pooled(table.split(':', 1)[1])
                prior = collections.Counter({pair: count * 1000 for pair, count in general.items()})
                for pair, count in overall.items():
                    if pair not in general and (pair[1], pair[0]) not in general:
                        prior[pair] += count
            result[table] = split_eras(by_version, prior)
        return result

    @staticmethod
    def era(eras, version):
        chosen = eras[0][1]
        for since, order in eras:
            if version >= since:
                chosen = order
        return chosen

    def chain(self, tables, overall, kind, fam, version):
        """The orders a kind's names are placed by, most specific first."""
        result = []
        for table in (fam + ':' + kind, kind):
            if table in tables:
                result.append(self.era(tables[table], version))
        result.append(overall)
        return result

    @staticmethod
    def ranks(chain):
        """Ranks of every name the chain knows, in the most specific order: a name it lacks goes after
        its nearest predecessor, in the next order, that it holds."""
        rank = {name: float(index) for index, name in enumerate(chain[0])}
        for general in chain[1:]:
            previous = -1.0
            step = 0
            for name in general:
                if name in rank:
                    previous = rank[name]
                    step = 0
                else:
                    step += 1
                    rank[name] = previous + step / 1000.0
        return rank

    def predict(self, element, fam, version):
        attribute_ranks = self.ranks(self.chain(self.attribute_tables, self.global_attributes, element.tag, fam, version))
        attributes = list(element.attrib)
        unknown = attribute_ranks['id'] - 0.5 if 'id' in attribute_ranks else 1e9
        predicted = sorted(attributes, key=lambda n: attribute_ranks.get(n, unknown))
        slots = [] if is_list(element) else child_slots(element)
        child_ranks = self.ranks(self.chain(self.child_tables, self.global_children, element.tag, fam, version))
        predicted_slots = sorted(slots, key=lambda n: child_ranks.get(n, 1e9))
        return predicted == attributes, predicted_slots == slots


def evaluate(tables, roots):
    files = exact = 0
    elements = wrong_attributes = wrong_children = 0
    misses = collections.Counter()
    for path, document in documents(roots):
        fam, version = family(document), tools_version(document)
        files += 1
        good = True
        for element in document.iter():
            elements += 1
            attributes_ok, children_ok = tables.predict(element, fam, version)
            if not attributes_ok:
                wrong_attributes += 1
                misses['attr ' + fam + ':' + element.tag] += 1
            if not children_ok:
                wrong_children += 1
                misses['child ' + fam + ':' + element.tag] += 1
            good = good and attributes_ok and children_ok
        exact += good
    print(f'{files} files, {exact} with every element in the predicted order ({100.0 * exact / max(1, files):.1f}%)')
    print(f'{elements} elements: {wrong_attributes} with attributes out of order, {wrong_children} with children out of order')
    for name, count in misses.most_common(25):
        print(f'  {count:5d} {name}')


def swift_table(name, doc, lines):
    out = [f'    /// {doc}', f'    static let {name} = """']
    out += ['    ' + line for line in lines]
    out.append('    """')
    return out


def write_swift(tables):
    def lines(eras_by_table):
        result = []
        for table, eras in eras_by_table.items():
            for since, order in eras:
                label = table if since == 0 else f'{table}>={since}'
                result.append(label + ' ' + ' '.join(order))
        return result
    out = ['// Generated by scripts/measure-xcode-order.py from the corpus and the outside files listed in',
           '// docs/xib-writing.md; do not edit by hand. Each table is a compact text parsed once on first use.',
           '',
           '/// The order in which Xcode writes each element kind\'s attributes and children: `table name name …`,',
           '/// per kind (`label`) and per family and kind (`ios:label`), with `>=N` on the tables of the files',
           '/// of tools version N and later where Xcode changed the order.',
           'enum XcodeOrder {']
    out += swift_table('attributeOrder', 'Attributes, per kind.', lines(tables.attribute_tables))
    out.append('')
    out += swift_table('childOrder', 'Child slots (`key:frame`, `el:subviews`), per kind.', lines(tables.child_tables))
    out.append('')
    out += swift_table('globalAttributeOrder', 'Every attribute, in a best overall order.', [' '.join(tables.global_attributes)])
    out.append('')
    out += swift_table('globalChildOrder', 'Every child slot, in a best overall order.', [' '.join(tables.global_children)])
    out.append('}')
    print('\n'.join(out))


def main():
    arguments = sys.argv[1:]
    if '--evaluate' in arguments:
        split = arguments.index('--evaluate')
        evaluate(Tables(arguments[:split]), arguments[split + 1:])
    else:
        write_swift(Tables(arguments or ['../shared/corpus']))


if __name__ == '__main__':
    main()

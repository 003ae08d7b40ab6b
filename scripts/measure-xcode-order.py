#!/usr/bin/env python3
"""Measures the order in which Xcode writes each element kind's attributes and children, and writes
the tables the JSON layout reader puts elements back in
(Sources/JSONLayout/Vocabulary/Generated/XcodeOrder.generated.swift), with the record of what it measured
(scripts/measurements/xcode-order.inputs).

    python3 scripts/measure-xcode-order.py ROOT...                     # measure, record the inputs, write the tables
    python3 scripts/measure-xcode-order.py --regenerate                # measure again on the recorded inputs, if present
    python3 scripts/measure-xcode-order.py --rewrite                   # write the checked-in tables again (see below)
    python3 scripts/measure-xcode-order.py ROOT... --evaluate DIR...   # how well the tables predict DIR

Every ROOT is walked for .xib and .storyboard files in the document format (legacy archives, files
with merge conflicts and empty files are skipped). A ROOT is the shared corpus (recorded as its
MANIFEST.tsv's hash) or a git checkout of an outside repository (recorded as its URL and commit; fetched
for measuring only, never committed). `--regenerate` (what scripts/regenerate.sh runs) finds the
corpus at ../shared/corpus and each repository in $UIDESC_MEASURE_REPOSITORIES/OWNER__NAME at its
recorded commit; when one is missing it says which and leaves the tables as they are. The tables
checked in were measured on the corpus and 61 outside repositories whose commits were not recorded
(`unrecorded` lines): they cannot be measured again as they are.

`--rewrite` reads the tables of the generated file and writes them again, for a change of how they are
written or of what is specified (below), never of what is measured: it does not measure.

The generated file's header holds two fingerprints (FNV-1a 64, as CodeGeneration's Fingerprint.swift): one of
this script and the record of its inputs, one of the file's body; JSONLayoutTests' GeneratedVocabularyTests
recompute both, so that a hand edit, or a change of this script without measuring again, fails `swift test`.

Specified rather than measured (SPECIFIED_FIRST_CHILDREN): Xcode writes a fragment's text that spans lines as a
child (`<string key="content">`, `<mutableString key="content">`) before anything else; the files measured have none.

What is measured, for each element kind, per platform family (`ios:label`, `mac:button`), over all
families (`label`),
- and over all kinds of a family (`ios:*`): the order of attributes, and of child slots (`key:frame` for a child with a key,
  `el:subviews` for one without);
- Xcode eras: where splitting the files at a tools version (an Xcode release) makes the order of
  more elements agree, the table is split there (`ios:view>=17000`), up to three times per table;
- kinds whose keyed children are in their keys' alphabetical order in every file (a `<dictionary>`
  of binding options): their tables list the keys alphabetically.

An order is a topological sort of the majority precedences (a before b when more elements say so).
The reader places a name a table does not hold after its nearest predecessor, in the next more
general table (family and kind, family, kind, all), that the table does hold; an attribute no table holds goes
just before `id` (Xcode writes a class's own attributes before the identity ones), a child last.
"""
import collections
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = 'scripts/measure-xcode-order.py'
INPUTS = 'scripts/measurements/xcode-order.inputs'
OUTPUT = 'Sources/JSONLayout/Vocabulary/Generated/XcodeOrder.generated.swift'
WIDTH = 120
# Child slots Xcode writes before any other of a kind (table names ending in the kind), which the files measured
# do not show: see the module's documentation.
SPECIFIED_FIRST_CHILDREN = {'fragment': 'key:content'}
TABLES = [('attributeOrder', 'Attributes, per kind.'),
          ('childOrder', 'Child slots (`key:frame`, `el:subviews`), per kind.'),
          ('globalAttributeOrder', 'Every attribute, in a best overall order.'),
          ('globalChildOrder', 'Every child slot, in a best overall order.')]

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


class Prior:
    """The precedences of a more general table, by tools version, for pairs a table never shows
    together: `kind` for `fam:kind` (then all kinds), all kinds for `kind`. Only files of the era being
    ordered count, so that a pair whose order Xcode changed takes the era's order."""

    def __init__(self, levels):
        # levels: [(weight, {pair: Counter(version -> count)})], most specific first.
        self.levels = levels

    @staticmethod
    def by_version(by_version):
        pairs = collections.defaultdict(collections.Counter)
        for version, sequences in by_version.items():
            for pair, count in precedences(sequences).items():
                pairs[pair][version] += count
        return pairs

    def __call__(self, a, b, low, high):
        for weight, pairs in self.levels:
            forward = sum(c for v, c in pairs.get((a, b), {}).items() if low <= v < high)
            backward = sum(c for v, c in pairs.get((b, a), {}).items() if low <= v < high)
            if forward or backward:
                return weight * min(forward, 999_999)
        return 0


def best_order(sequences, prior=None, low=0, high=float('inf')):
    """`sequences`: Counter of tuples. Names ordered so that most sequences agree; pairs these sequences
    never show together are ordered by `prior` over the files of tools versions `low..<high`."""
    before = precedences(sequences)
    positions = collections.defaultdict(float)
    counts = collections.Counter()
    for sequence, count in sequences.items():
        for index, name in enumerate(sequence):
            positions[name] += count * index / max(1, len(sequence) - 1)
            counts[name] += count
    names = sorted(counts)
    mean = {a: positions[a] / counts[a] for a in names}
    # weight[a][b]: the evidence for a before b: this table's, far above the prior's for pairs it lacks
    # (whose levels are weighted apart in turn, see `measure`), so that no sum of weaker evidence
    # outweighs stronger.
    weight = {a: {} for a in names}
    for a in names:
        for b in names:
            if a == b:
                continue
            seen = before.get((a, b), 0) + before.get((b, a), 0)
            if seen:
                weight[a][b] = before.get((a, b), 0) * 10 ** 18
            elif prior is not None:
                weight[a][b] = prior(a, b, low, high)
    remaining = set(names)
    against = {a: sum(max(0, weight[b].get(a, 0) - weight[a].get(b, 0)) for b in names if b != a) for a in names}
    order = []
    while remaining:
        choice = min(remaining, key=lambda a: (against[a], mean[a], a))
        order.append(choice)
        remaining.remove(choice)
        for a in remaining:
            against[a] -= max(0, weight[choice].get(a, 0) - weight[a].get(choice, 0))
    return order


def disagreements(sequences, order):
    rank = {name: index for index, name in enumerate(order)}
    wrong = 0
    for sequence, count in sequences.items():
        ranks = [rank[name] for name in sequence]
        if ranks != sorted(ranks):
            wrong += count
    return wrong


def split_eras(by_version, prior, low=0, high=float('inf'), splits=MAX_SPLITS):
    """[(since, order)] for sequences by tools version: split where it makes more sequences agree."""
    everything = collections.Counter()
    for counter in by_version.values():
        everything.update(counter)
    order = best_order(everything, prior, low, high)
    wrong = disagreements(everything, order)
    if splits == 0 or wrong < 2:
        return [(low, order)]
    best = None
    for era in ERAS:
        if not low < era < high:
            continue
        old = collections.Counter()
        new = collections.Counter()
        for version, counter in by_version.items():
            (old if version < era else new).update(counter)
        if sum(old.values()) < 2 or sum(new.values()) < 2:
            continue
        remaining = (disagreements(old, best_order(old, prior, low, era))
                     + disagreements(new, best_order(new, prior, era, high)))
        if best is None or remaining < best[0]:
            best = (remaining, era)
    if best is None or wrong - best[0] < max(2, wrong // 10):
        return [(low, order)]
    era = best[1]
    old = {v: c for v, c in by_version.items() if v < era}
    new = {v: c for v, c in by_version.items() if v >= era}
    return split_eras(old, prior, low, era, splits - 1) + split_eras(new, prior, era, high, splits - 1)


class Tables:
    def __init__(self, roots):
        attributes = collections.defaultdict(lambda: collections.defaultdict(collections.Counter))
        children = collections.defaultdict(lambda: collections.defaultdict(collections.Counter))
        all_attributes = collections.defaultdict(collections.Counter)
        all_children = collections.defaultdict(collections.Counter)
        for kind, fam, version, attribute_sequence, child_sequence in observations(roots):
            # `label`, `ios:label`, and every kind of the family, `ios:*`.
            for table in (kind, fam + ':' + kind, fam + ':*'):
                attributes[table][version][attribute_sequence] += 1
                if child_sequence:
                    children[table][version][child_sequence] += 1
            all_attributes[version][attribute_sequence] += 1
            if child_sequence:
                all_children[version][child_sequence] += 1
        self.attribute_tables = self.measure(attributes, all_attributes)
        self.child_tables = self.measure(children, all_children)
        for table, eras in self.child_tables.items():
            if self.sorts_keys(children[table]):
                self.child_tables[table] = [(since, self.keys_sorted(order)) for since, order in eras]
        self.global_attributes = best_order(sum(all_attributes.values(), collections.Counter()))
        self.global_children = best_order(sum(all_children.values(), collections.Counter()))

    @staticmethod
    def sorts_keys(by_version):
        """Whether a table's keyed children are in the keys' alphabetical order in every file (at least
        5 with two or more keys): Xcode writes a dictionary's entries (a binding's options) sorted."""
        sorted_count = 0
        for sequences in by_version.values():
            for sequence, count in sequences.items():
                keys = [slot[4:] for slot in sequence if slot.startswith('key:')]
                if len(keys) < 2:
                    continue
                if keys != sorted(keys):
                    return False
                sorted_count += count
        return sorted_count >= 5

    @staticmethod
    def keys_sorted(order):
        keys = iter(sorted(slot for slot in order if slot.startswith('key:')))
        return [next(keys) if slot.startswith('key:') else slot for slot in order]

    @staticmethod
    def flips(pairs):
        """The tools versions at which Xcode changed the order of pairs of names, over all kinds: for each
        pair seen at least 5 times each way, the era boundary that separates its two orders in at least
        95% of the files (with at least 3 pairs agreeing on it)."""
        votes = collections.Counter()
        for (a, b), versions in pairs.items():
            if a > b or (b, a) not in pairs:
                continue
            forward, backward = versions, pairs[(b, a)]
            if sum(forward.values()) < 5 or sum(backward.values()) < 5:
                continue
            total = sum(forward.values()) + sum(backward.values())
            best = None
            for era in ERAS:
                # forward before the era and backward after, or the other way round.
                one = sum(c for v, c in forward.items() if v < era) + sum(c for v, c in backward.items() if v >= era)
                other = total - one
                separated = max(one, other)
                if best is None or separated > best[0]:
                    best = (separated, era)
            if best and best[0] >= 0.95 * total:
                votes[best[1]] += 1
        return sorted(era for era, count in votes.items() if count >= 3)

    @staticmethod
    def refine(eras, by_version, prior, boundaries):
        """Splits an era at the boundaries where the general tables' order changed, when the orders of the
        two sides differ (a pair the table never shows together, whose order Xcode changed)."""
        result = []
        for index, (low, order) in enumerate(eras):
            high = eras[index + 1][0] if index + 1 < len(eras) else float('inf')
            pieces = [(low, order)]
            for boundary in boundaries:
                if not low < boundary < high:
                    continue
                start = pieces[-1][0]
                before = collections.Counter()
                after = collections.Counter()
                for version, counter in by_version.items():
                    if start <= version < boundary:
                        before.update(counter)
                    elif boundary <= version < high:
                        after.update(counter)
                if not before or not after:
                    continue
                old = best_order(before + after, prior, start, boundary)
                new = best_order(before + after, prior, boundary, high)
                if old != new and disagreements(before, old) <= disagreements(before, pieces[-1][1]) \
                        and disagreements(after, new) <= disagreements(after, pieces[-1][1]):
                    pieces[-1] = (start, old)
                    pieces.append((boundary, new))
            result += pieces
        return result

    @staticmethod
    def measure(tables, everything):
        """Each table's eras; pairs a table never shows together take the order of the kind's table over
        all families, then of all kinds, in the same era."""
        overall = Prior.by_version(everything)
        boundaries = Tables.flips(overall)
        pairs = {}

        def pooled(table):
            if table not in pairs:
                pairs[table] = Prior.by_version(tables[table])
            return pairs[table]
        result = {}
        for table, by_version in sorted(tables.items()):
            levels = []
            if ':' in table and not table.endswith(':*'):
                fam, kind = table.split(':', 1)
                levels += [(10 ** 12, pooled(fam + ':*'))]
                levels += [(10 ** 6, pooled(kind))] if kind in tables else []
            levels.append((1, overall))
            prior = Prior(levels)
            result[table] = Tables.refine(split_eras(by_version, prior), by_version, prior, boundaries)
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
        for table in (fam + ':' + kind, fam + ':*', kind):
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
        attribute_chain = self.chain(self.attribute_tables, self.global_attributes, element.tag, fam, version)
        attribute_ranks = self.ranks(attribute_chain)
        attributes = list(element.attrib)
        predicted = sorted(attributes, key=lambda n: attribute_ranks[n] if n in attribute_ranks
                           else unknown_rank(n, attribute_ranks, attribute_chain[0]))
        slots = [] if is_list(element) else child_slots(element)
        child_ranks = self.ranks(self.chain(self.child_tables, self.global_children, element.tag, fam, version))
        predicted_slots = sorted(slots, key=lambda n: child_ranks.get(n, 1e9))
        return predicted == attributes, predicted_slots == slots


def words(name):
    return re.findall(r'[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])', name)


def unknown_rank(name, ranks, candidates):
    """An attribute no table holds: just after the one whose name shares most words with it at its start
    or end (`secondaryImage` after `image`), else just before `id`."""
    mine = [w.lower() for w in words(name)]
    best = (0, None)
    for other in candidates:
        rank = ranks[other]
        theirs = [w.lower() for w in words(other)]
        prefix = 0
        while prefix < min(len(mine), len(theirs)) and mine[prefix] == theirs[prefix]:
            prefix += 1
        suffix = 0
        while suffix < min(len(mine), len(theirs)) and mine[-1 - suffix] == theirs[-1 - suffix]:
            suffix += 1
        shared = max(prefix, suffix)
        if shared > best[0] or (shared == best[0] and best[1] is not None and shared and rank < ranks[best[1]]):
            best = (shared, other)
    if best[1] is not None:
        return ranks[best[1]] + 0.5
    return ranks['id'] - 0.5 if 'id' in ranks else 1e9


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


def specified(table, order):
    """A child table's order with what is specified rather than measured (SPECIFIED_FIRST_CHILDREN) applied."""
    for kind, first in SPECIFIED_FIRST_CHILDREN.items():
        if (table == kind or table.endswith(':' + kind)) and (not order or order[0] != first):
            return [first] + [name for name in order if name != first]
    return order


def entries(eras_by_table):
    result = []
    for table, eras in eras_by_table.items():
        for since, order in eras:
            label = table if since == 0 else f'{table}>={int(since)}'
            result.append(' '.join([label] + list(order)))
    return result


def write_swift(tables):
    """Writes OUTPUT: `tables` maps each of TABLES' names to its entries (`label name name …`)."""
    body = ['/// The order in which Xcode writes each element kind\'s attributes and children: `table name name …`,',
            '/// per kind (`label`) and per family and kind (`ios:label`), with `>=N` on the tables of the files',
            '/// of tools version N and later where Xcode changed the order.',
            'enum XcodeOrder {']
    for index, (name, doc) in enumerate(TABLES):
        if index:
            body.append('')
        body += [f'    /// {doc}', f'    static let {name} = """']
        for entry in tables[name]:
            if name == 'childOrder':
                label, *order = entry.split(' ')
                entry = ' '.join([label] + specified(label.split('>=')[0], order))
            body += ['    ' + line for line in wrapped(entry)]
        body.append('    """')
    body = '\n'.join(body + ['}']) + '\n'
    header = ['// Generated by scripts/measure-xcode-order.py from the files recorded in ' + INPUTS + ';',
              '// regenerate with scripts/regenerate.sh, do not edit by hand. Each table is a compact text parsed once',
              '// on first use (XcodeOrderTables.swift); a line indented further continues the entry above.',
              '// Fingerprints: inputs %016x, body %016x' % (files_fingerprint([SCRIPT, INPUTS]), fnv(body.encode())),
              '', '']
    write_if_changed(OUTPUT, '\n'.join(header) + body)


def measured_entries(tables):
    return {'attributeOrder': entries(tables.attribute_tables), 'childOrder': entries(tables.child_tables),
            'globalAttributeOrder': [' '.join(tables.global_attributes)],
            'globalChildOrder': [' '.join(tables.global_children)]}


def checked_in_entries():
    """The entries of the generated file's tables, continuation lines joined."""
    text = open(os.path.join(ROOT, OUTPUT)).read()
    result = {}
    for name, _ in TABLES:
        match = re.search(r'static let ' + name + r' = """\n(.*?)\n    """', text, re.S)
        if match is None:
            sys.exit(f'measure-xcode-order: {OUTPUT} has no table {name}')
        lines = []
        for line in match.group(1).split('\n'):
            line = line[4:]
            if line.startswith(' ') and lines:
                lines[-1] += ' ' + line.strip()
            elif line.strip():
                lines.append(line.rstrip())
        result[name] = lines
    return result


def git(root, *arguments):
    return subprocess.run(['git', '-C', root] + list(arguments), capture_output=True, text=True).stdout.strip()


def manifest_hash(root):
    return '%016x' % fnv(open(os.path.join(root, 'MANIFEST.tsv'), 'rb').read())


def record(roots):
    """The lines of INPUTS for `roots`: the corpus by its manifest's hash, a repository by its URL and commit."""
    lines = []
    for root in roots:
        if os.path.isfile(os.path.join(root, 'MANIFEST.tsv')):
            lines.append('corpus ' + manifest_hash(root))
            continue
        commit, url = git(root, 'rev-parse', 'HEAD'), git(root, 'remote', 'get-url', 'origin')
        if not commit or not url or git(root, 'status', '--porcelain'):
            sys.exit(f'measure-xcode-order: cannot record {root}: it is neither the shared corpus nor a clean git checkout '
                     'with an origin; measure only inputs that can be recorded')
        lines.append(f'repository {url} {commit}')
    return lines


RECORD_HEADER = [
    '# What scripts/measure-xcode-order.py measured ' + OUTPUT + ' on, one input a line:',
    '#   corpus HASH              the shared corpus (FNV-1a 64 of its MANIFEST.tsv, which names each file\'s commit)',
    '#   repository URL COMMIT    an outside repository, fetched for measuring only and never committed',
    '#   unrecorded NAME          an outside repository measured before commits were recorded: the tables cannot be',
    '#                            measured again as they are (measuring anew records what it measures)',
]


def recorded_roots():
    """The roots of the recorded inputs, or the list of what is missing."""
    roots, missing = [], []
    repositories = os.environ.get('UIDESC_MEASURE_REPOSITORIES')
    for line in open(os.path.join(ROOT, INPUTS)).read().split('\n'):
        words = line.split(' ')
        if not line or line.startswith('#'):
            continue
        if words[0] == 'corpus' and len(words) == 2:
            corpus = os.path.normpath(os.path.join(ROOT, '..', 'shared', 'corpus'))
            if not os.path.isfile(os.path.join(corpus, 'MANIFEST.tsv')):
                missing.append('the shared corpus (../shared/corpus)')
            elif manifest_hash(corpus) != words[1]:
                missing.append(f'the shared corpus as measured (manifest {words[1]}; ../shared/corpus has another)')
            else:
                roots.append(corpus)
        elif words[0] == 'repository' and len(words) == 3:
            name = '__'.join(words[1].rstrip('/').removesuffix('.git').split('/')[-2:])
            path = os.path.join(repositories, name) if repositories else None
            if path is None or not os.path.isdir(path) or git(path, 'rev-parse', 'HEAD') != words[2]:
                missing.append(f'{words[1]} at {words[2]} (in $UIDESC_MEASURE_REPOSITORIES/{name})')
            else:
                roots.append(path)
        else:
            missing.append(' '.join(words[1:]) + ' (' + words[0] + ')')
    return roots, missing


def main():
    arguments = sys.argv[1:]
    if '--evaluate' in arguments:
        split = arguments.index('--evaluate')
        evaluate(Tables(arguments[:split]), arguments[split + 1:])
    elif arguments == ['--rewrite']:
        write_swift(checked_in_entries())
    elif arguments == ['--regenerate']:
        roots, missing = recorded_roots()
        if missing:
            unrecorded = [m for m in missing if m.endswith('(unrecorded)')]
            print(f'measure-xcode-order: {OUTPUT} left as it is: {len(missing)} of its recorded inputs '
                  f'({INPUTS}) are not here', file=sys.stderr)
            for line in [m for m in missing if m not in unrecorded][:10]:
                print('  needs ' + line, file=sys.stderr)
            if unrecorded:
                print(f'  {len(unrecorded)} outside repositories were measured without recording their commits '
                      f'({", ".join(m.removesuffix(" (unrecorded)") for m in unrecorded[:3])}, …): to measure again, '
                      'fetch them and run the script on the corpus and their checkouts, which records them', file=sys.stderr)
            return
        write_swift(measured_entries(Tables(roots)))
    elif arguments and not any(a.startswith('-') for a in arguments):
        lines = record(arguments)
        write_if_changed(INPUTS, '\n'.join(RECORD_HEADER + lines) + '\n')
        write_swift(measured_entries(Tables(arguments)))
    else:
        sys.exit(__doc__.split('\n\n')[1])


if __name__ == '__main__':
    main()

"""Helpers the measuring scripts share: the FNV-1a 64 fingerprints their generated files' headers hold (as
CodeGeneration/Sources/ModelGenerator/Fingerprint.swift computes them), and writing a file only when it changed.

A script that imports this module fingerprints it with itself and its record of inputs, so that a change here fails
the staleness test of its table until the table is written again. (scripts/measure-layout-vocabulary.py and
scripts/measure-xcode-order.py still carry their own copies: moving them means measuring their tables again, on
inputs only some machines hold; see docs/architecture.md.)
"""
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


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

#!/usr/bin/env python3
"""Dumps compiled Interface Builder nibs as JSON: the independent reference dump for the Swift
NIBArchive/keyed-archive reader's tests; shares no code with it. Written from the formats' descriptions and
by inspecting real files, with the standard library only; the binary property-list parser is its own
(plistlib reads XML property lists only, such as an XML Info.plist).

    python3 scripts/dump-nib.py PATH

PATH a file: its dump. PATH a folder (a `.nib` bundle, a `.storyboardc`, ...): a JSON object mapping the
relative path of every `*.nib` file below it to its dump; XML files among them (the `designable.nib` XIB
source of an Xcode editable nib bundle) are skipped, as is everything not named `*.nib` (Info.plist).

- NIBArchive: {"format": "NIBArchive", "formatVersion", "coderVersion", "classes": [name], "keys": [key],
  "objects": [{"class": name, "values": [[key, type, value]]}]}, type one of int8 int16 int32 int64 false
  true float double data nil object. Integers are JSON numbers, floats `repr` strings ("0.5", "nan"), data
  lowercase hex, or the nested dump when the data is itself a NIBArchive; true, false and nil have null;
  an object value is the object's index. Class extra values (fallback classes) are read and left out.
- bplist00 NSKeyedArchiver: {"format": "keyedArchive", "top": {key: uid}, "objects": [dumped $objects]}
  (a $top value that is not a UID, such as an int, is given dumped rather than as a number),
  a dumped value being {"kind": null|string|int|real|bool|data|array|dict|uid|date|set, "value": ...}:
  arrays a list of dumped values, dicts a list of [key, dumped value] in file order, reals and dates
  (seconds since 2001) `repr` strings, data hex. Any other property list: {"format": "plist", "root": ...}.

Strings that are not valid UTF-8 (UTF-16 in a bplist) are decoded with replacement characters. An error
prints a message naming the byte offset on stderr and exits with status 1.
"""
import datetime
import json
import os
import plistlib
import struct
import sys

NIB_MAGIC = b"NIBArchive"
BPLIST_MAGIC = b"bplist00"


class DumpError(Exception):
    def __init__(self, message, offset):
        super().__init__(f"{message} at byte offset {offset}")
        self.message, self.offset = message, offset


# NIBArchive

class NibReader:
    """Reads a NIBArchive held in `data`; `base` is its offset in the file (nested archives), for messages."""

    def __init__(self, data, base):
        self.data, self.base, self.pos = data, base, 0

    def fail(self, message, at=None):
        raise DumpError(message, self.base + (self.pos if at is None else at))

    def take(self, count):
        if self.pos + count > len(self.data):
            self.fail(f"{count} bytes wanted, {len(self.data) - self.pos} left")
        raw = bytes(self.data[self.pos:self.pos + count])
        self.pos += count
        return raw

    def unpack(self, fmt):
        return struct.unpack(fmt, self.take(struct.calcsize(fmt)))[0]

    def varint(self):
        """7 bits a byte, least significant first; the byte with its high bit set is the last."""
        start, result, shift = self.pos, 0, 0
        while True:
            if self.pos >= len(self.data):
                self.fail("varint runs past the end of the data", start)
            byte = self.data[self.pos]
            self.pos += 1
            result |= (byte & 0x7F) << shift
            if byte & 0x80:
                return result
            shift += 7
            if shift >= 70:
                self.fail("varint longer than 10 bytes", start)

    def seek(self, offset, table, field):
        """Goes to a table; `field` is where the header gives its offset."""
        if offset > len(self.data):
            self.fail(f"{table} table offset {offset} is past the end of the data ({len(self.data)} bytes)", field)
        self.pos = offset


SCALARS = {0: ("int8", "<b"), 1: ("int16", "<h"), 2: ("int32", "<i"), 3: ("int64", "<q"),
           6: ("float", "<f"), 7: ("double", "<d")}
CONSTANTS = {4: "false", 5: "true", 9: "nil"}


def dump_nib_archive(data, base=0):
    r = NibReader(data, base)
    if r.take(len(NIB_MAGIC)) != NIB_MAGIC:
        r.fail("not a NIBArchive (no NIBArchive magic)", 0)
    (format_version, coder_version, object_count, objects_offset, key_count, keys_offset,
     value_count, values_offset, class_count, classes_offset) = struct.unpack("<10I", r.take(40))

    r.seek(classes_offset, "class", 46)
    classes = []
    for _ in range(class_count):
        length, extra_count = r.varint(), r.varint()
        for _ in range(extra_count):
            r.unpack("<i")
        name = r.take(length)
        if name.endswith(b"\0"):
            name = name[:-1]
        classes.append(name.decode("utf-8", "replace"))

    r.seek(keys_offset, "key", 30)
    keys = [r.take(r.varint()).decode("utf-8", "replace") for _ in range(key_count)]

    r.seek(values_offset, "value", 38)
    values = []
    for index in range(value_count):
        start = r.pos
        key = r.varint()
        if key >= key_count:
            r.fail(f"value {index}: key index {key} out of range ({key_count} keys)", start)
        type_at = r.pos
        kind = r.unpack("<B")
        if kind in SCALARS:
            name, fmt = SCALARS[kind]
            value = r.unpack(fmt)
            if kind in (6, 7):
                value = repr(value)
        elif kind in CONSTANTS:
            name, value = CONSTANTS[kind], None
        elif kind == 8:
            name, length = "data", r.varint()
            at = r.pos
            blob = r.take(length)
            value = dump_nib_archive(blob, base + at) if blob.startswith(NIB_MAGIC) else blob.hex()
        elif kind == 10:
            name, at, value = "object", r.pos, r.unpack("<I")
            if value >= object_count:
                r.fail(f"value {index}: object reference {value} out of range ({object_count} objects)", at)
        else:
            r.fail(f"value {index}: unknown value type {kind}", type_at)
        values.append([keys[key], name, value])

    r.seek(objects_offset, "object", 22)
    objects = []
    for index in range(object_count):
        start = r.pos
        class_index, first, count = r.varint(), r.varint(), r.varint()
        if class_index >= class_count:
            r.fail(f"object {index}: class index {class_index} out of range ({class_count} classes)", start)
        if first + count > value_count:
            r.fail(f"object {index}: values {first}..<{first + count} out of range ({value_count} values)", start)
        objects.append({"class": classes[class_index], "values": values[first:first + count]})

    return {"format": "NIBArchive", "formatVersion": format_version, "coderVersion": coder_version,
            "classes": classes, "keys": keys, "objects": objects}


# Binary property lists (bplist00)

class BinaryPlist:
    def __init__(self, data):
        self.data = data
        if len(data) < len(BPLIST_MAGIC) + 32 or not data.startswith(BPLIST_MAGIC):
            raise DumpError("not a bplist00 property list", 0)
        trailer = len(data) - 32
        self.offset_size, self.ref_size, count, self.top, table = struct.unpack(">6xBBQQQ", data[trailer:])
        if not (1 <= self.offset_size <= 8 and 1 <= self.ref_size <= 8):
            raise DumpError(f"trailer: offset size {self.offset_size}, reference size {self.ref_size}", trailer + 6)
        if self.top >= count:
            raise DumpError(f"trailer: top object {self.top} out of range ({count} objects)", trailer + 16)
        if table + count * self.offset_size > trailer:
            raise DumpError(f"trailer: offset table ({count} entries at {table}) overruns the trailer", trailer + 24)
        self.end = table  # objects lie between the magic and the offset table
        self.offsets = [int.from_bytes(data[at:at + self.offset_size], "big")
                        for at in range(table, table + count * self.offset_size, self.offset_size)]
        for i, offset in enumerate(self.offsets):
            if not len(BPLIST_MAGIC) <= offset < table:
                raise DumpError(f"object {i}: offset {offset} outside the object area", table + i * self.offset_size)
        self.open = set()  # objects being dumped, against reference cycles

    def take(self, at, count):
        if at + count > self.end:
            raise DumpError(f"{count} bytes wanted, running into the offset table at {self.end}", at)
        return self.data[at:at + count]

    def uint(self, at, size):
        return int.from_bytes(self.take(at, size), "big")

    def count(self, at, nibble):
        """The count in a marker's low nibble, or (0xF) in the int object after it; and where the payload starts."""
        if nibble != 0xF:
            return nibble, at + 1
        marker = self.take(at + 1, 1)[0]
        if marker >> 4 != 1:
            raise DumpError(f"count marker 0x{marker:02x} is not an int", at + 1)
        size = 1 << (marker & 0xF)
        return self.uint(at + 2, size), at + 2 + size

    def refs(self, at, count):
        raw, size = self.take(at, count * self.ref_size), self.ref_size
        return [int.from_bytes(raw[i:i + size], "big") for i in range(0, len(raw), size)]

    def dump(self, ref, referrer=None):
        if ref >= len(self.offsets):
            raise DumpError(f"object reference {ref} out of range ({len(self.offsets)} objects)", referrer or 0)
        if ref in self.open:
            raise DumpError(f"object {ref} contains itself", self.offsets[ref])
        self.open.add(ref)
        try:
            return self.dump_at(self.offsets[ref])
        finally:
            self.open.discard(ref)

    def dump_at(self, at):
        marker = self.take(at, 1)[0]
        high, low = marker >> 4, marker & 0xF
        if marker in (0x00, 0x08, 0x09):
            return {"kind": "null", "value": None} if marker == 0 else {"kind": "bool", "value": marker == 0x09}
        if high == 0x1 and low <= 4:
            size = 1 << low
            return {"kind": "int", "value": int.from_bytes(self.take(at + 1, size), "big", signed=size >= 8)}
        if marker in (0x22, 0x23):
            return {"kind": "real", "value": repr(struct.unpack(">f" if marker == 0x22 else ">d",
                                                                self.take(at + 1, 1 << low))[0])}
        if marker == 0x33:
            return {"kind": "date", "value": repr(struct.unpack(">d", self.take(at + 1, 8))[0])}
        if high == 0x8:
            return {"kind": "uid", "value": self.uint(at + 1, low + 1)}
        if high in (0x4, 0x5, 0x6, 0xA, 0xC, 0xD):
            count, start = self.count(at, low)
            if high == 0x4:
                return {"kind": "data", "value": self.take(start, count).hex()}
            if high == 0x5:
                raw = self.take(start, count)
                if not raw.isascii():
                    raise DumpError("ASCII string holds a byte over 0x7F", start)
                return {"kind": "string", "value": raw.decode("ascii")}
            if high == 0x6:
                return {"kind": "string", "value": self.take(start, 2 * count).decode("utf-16-be", "replace")}
            if high in (0xA, 0xC):
                items = [self.dump(ref, start) for ref in self.refs(start, count)]
                return {"kind": "array" if high == 0xA else "set", "value": items}
            key_refs, value_refs = self.refs(start, count), self.refs(start + count * self.ref_size, count)
            pairs = []
            for key_ref, value_ref in zip(key_refs, value_refs):
                key = self.dump(key_ref, start)
                if key["kind"] != "string":
                    raise DumpError(f"dictionary key is a {key['kind']}, not a string", self.offsets[key_ref])
                pairs.append([key["value"], self.dump(value_ref, start)])
            return {"kind": "dict", "value": pairs}
        raise DumpError(f"unknown object marker 0x{marker:02x}", at)


def dump_bplist(data):
    plist = BinaryPlist(data)
    root = plist.dump(plist.top)
    entries = dict(root["value"]) if root["kind"] == "dict" else {}
    if "$objects" not in entries or "$top" not in entries:
        return {"format": "plist", "root": root}
    if entries["$objects"]["kind"] != "array" or entries["$top"]["kind"] != "dict":
        raise DumpError("$objects is not an array or $top not a dictionary", plist.offsets[plist.top])
    # $top is the root coder's dictionary: mostly UIDs, but an int encoded at the root stays inline there
    # (IB.systemFontUpdateVersion in Xcode's keyedobjects.nib).
    top = {key: value["value"] if value["kind"] == "uid" else value for key, value in entries["$top"]["value"]}
    return {"format": "keyedArchive", "top": top, "objects": entries["$objects"]["value"]}


def dump_xml_plist_value(value):
    """A value plistlib read from an XML property list, in the shape of the binary parser's dump."""
    if isinstance(value, dict):
        return {"kind": "dict", "value": [[key, dump_xml_plist_value(item)] for key, item in value.items()]}
    if isinstance(value, list):
        return {"kind": "array", "value": [dump_xml_plist_value(item) for item in value]}
    if isinstance(value, bool):
        return {"kind": "bool", "value": value}
    if isinstance(value, plistlib.UID):
        return {"kind": "uid", "value": value.data}
    if isinstance(value, datetime.datetime):
        epoch = datetime.datetime(2001, 1, 1, tzinfo=value.tzinfo)
        return {"kind": "date", "value": repr((value - epoch).total_seconds())}
    kinds = {str: ("string", lambda v: v), int: ("int", lambda v: v), float: ("real", repr), bytes: ("data", bytes.hex)}
    kind, convert = kinds[type(value)]
    return {"kind": kind, "value": convert(value)}


# Files and folders

def dump_file(path):
    with open(path, "rb") as handle:
        data = handle.read()
    if data.startswith(NIB_MAGIC):
        return dump_nib_archive(data)
    if data.startswith(BPLIST_MAGIC):
        return dump_bplist(data)
    if data.lstrip().startswith(b"<"):
        try:
            return {"format": "plist", "root": dump_xml_plist_value(plistlib.loads(data, fmt=plistlib.FMT_XML))}
        except Exception as error:  # plistlib raises several kinds (ExpatError, ValueError, ...)
            raise DumpError(f"XML file that is not a property list ({error})", 0) from None
    raise DumpError(f"not a NIBArchive, bplist00 or XML property list (starts {data[:8].hex()})", 0)


def dump_folder(root):
    dumps = {}
    for folder, subfolders, files in os.walk(root):
        subfolders.sort()
        for name in sorted(files):
            if not name.endswith(".nib"):
                continue
            path = os.path.join(folder, name)
            with open(path, "rb") as handle:
                if handle.read(64).lstrip().startswith(b"<"):
                    continue  # the XIB source Xcode keeps in an editable .nib bundle (designable.nib)
            relative = os.path.relpath(path, root).replace(os.sep, "/")
            try:
                dumps[relative] = dump_file(path)
            except DumpError as error:
                raise DumpError(f"{relative}: {error.message}", error.offset) from None
    return dumps


def main(argv):
    if len(argv) != 2 or argv[1].startswith("-"):
        sys.stderr.write("usage: python3 scripts/dump-nib.py PATH (a nib file or a folder of nibs)\n")
        return 2
    path = argv[1]
    try:
        result = dump_folder(path) if os.path.isdir(path) else dump_file(path)
    except (DumpError, OSError) as error:
        sys.stderr.write(f"dump-nib.py: {path}: {error}\n")
        return 1
    sys.stdout.buffer.write(json.dumps(result, indent=1, ensure_ascii=False).encode("utf-8") + b"\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

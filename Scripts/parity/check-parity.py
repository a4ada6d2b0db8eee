#!/usr/bin/env python3
"""Checks that Ripple's public API covers RxSwift 6.10's, row by row.

The checklists in `Scripts/parity/reference/` list every public declaration of RxSwift 6.10's
modules (RxSwift, RxRelay, RxTest, RxBlocking) and of RxCocoa's platform-independent traits, one
row per declaration, taken from their symbol graphs (see `reference/README.md`). This script
extracts the symbol graphs of Ripple's modules from an existing debug build and looks for a
counterpart of every row:

    RxSwift, RxRelay  ->  Ripple
    RxTest            ->  RippleTest, then Ripple
    RxBlocking        ->  RippleBlocking, then Ripple
    RxCocoa           ->  RippleCocoa, then Ripple   (skipped while the package has no RippleCocoa)

(RxTest and RxBlocking extend RxSwift's types, as in `Event: Equatable`; Ripple declares some of
those extensions in `Ripple` itself, which every test that imports RippleTest imports too.)

## What counts as a counterpart

A Ripple symbol with the same path: the same type, the same name and the same argument labels
(`Observable.take(until:behavior:)`). A member is also found on a superclass (subjects inherit
`Observable`'s operators) or on a protocol the type conforms to (a protocol extension's member).
Among the symbols with that path, one must have a compatible shape, read from the two
declarations:

- kind: a method for a method, a static member for a static member, an initializer for an
  initializer; an enum case for a case (patterns need a case), and a case or a static member for
  a static member; any type declaration (class, struct, enum, typealias) for a class, struct, enum
  or typealias, a protocol for a protocol;
- generic shape: a type has as many generic parameters as RxSwift's; a typealias stands for the
  same type; every parameter has the same type and the same return type, after normalizing the
  spelling: `Self.`, `any`, module prefixes, attributes (`@escaping`, `@Sendable`, ...) and the
  typealiases `TestTime`/`VirtualTime` (= `Int`) are ignored, and the generic parameters of the
  declaration itself (`<O1, O2>`, `some ObservableType`) all read as one placeholder, so their names
  and whether they are opaque do not matter;
- closures: a closure parameter takes as many arguments as RxSwift's, and may throw wherever
  RxSwift's may (a `throws` closure is accepted wherever a non-throwing one is);
- variadic, `inout` and `@autoclosure` parameters stay so;
- defaults: every parameter that has a default in RxSwift has one in Ripple (its value is not
  compared: `#file` and `#filePath` are both fine);
- effects: Ripple's declaration is `throws` or `async` only where RxSwift's is;
- properties: the same type, and settable where RxSwift's is settable.

Generic constraints are not compared, and a parameter's `& Sendable` is ignored (`KeyPath<Base, P>
& Sendable` stands for `KeyPath<Base, P>`): Ripple adds `Sendable` requirements where Swift 6 needs
them (the migration guide's concurrency section says where and why).

Rows that cannot have a counterpart are listed in `exceptions.tsv` (module, path pattern, reason);
every reason must appear, word for word, in the migration guide
(`Sources/Ripple/Ripple.docc/MigratingFromRxSwift.md`), and every exception must still be needed.
Rows that another issue delivers are listed in `owners.tsv` (module, path pattern, declaration
pattern, owner): they are reported as missing, with their owner, never as exceptions.

## What Ripple adds

The other direction: every public declaration of the drop-in modules (Ripple, RippleTest,
RippleBlocking, RippleCocoa) that stands for no row is something Ripple adds, and an added name
that RxSwift projects define themselves would break their code or silently change what it calls.
`added-names.tsv` (module, path pattern, verdict, reason) gives each added declaration a verdict;
its header explains them. Members of an added type need no line: only the type's name could
collide. `--added` lists the added declarations with their verdicts; the check fails when one has
no verdict, or when a line matches nothing.

## Output and exit status

Prints the counts (rows matched, exceptions, missing, of which owned elsewhere) per checklist and
the missing rows grouped by type, with the reason when a symbol with that path exists but has
another shape. Exits 1 when a row is missing, when an exception is malformed, unused or not in
the guide, or when an added declaration has no verdict (or a verdict line matches nothing); with `--allow-missing` missing rows are only reported (the exceptions are still
checked).

Usage (from anywhere):
    python3 Scripts/parity/check-parity.py                  # build what is needed, check, fail on gaps
    python3 Scripts/parity/check-parity.py --allow-missing  # report gaps, fail only on bad exceptions
    python3 Scripts/parity/check-parity.py --added          # what Ripple adds beyond RxSwift, with verdicts
    options: --no-build (use the modules as built), --skip-cocoa, --gaps-file FILE (write the report)

It builds only the library targets it reads (`swift build --enable-all-traits --target ...`, which
reuses the debug build of `swift test --enable-all-traits`: seconds when that is up to date; the
modules it reads need no trait, but another set of traits would rebuild them) and runs
`swift symbolgraph-extract` on their modules, which takes seconds too.
"""

import argparse
import collections
import fnmatch
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
GUIDE = ROOT / "Sources" / "Ripple" / "Ripple.docc" / "MigratingFromRxSwift.md"

CHECKLISTS = [
    # (file, its module when the file has no module column)
    ("rxswift-6.10-public-api.tsv", None),
    ("rxcocoa-6.10-traits-api.tsv", "RxCocoa"),
]
MODULE_MAP = {
    "RxSwift": ["Ripple"],
    "RxRelay": ["Ripple"],
    "RxTest": ["RippleTest", "Ripple"],
    "RxBlocking": ["RippleBlocking", "Ripple"],
    "RxCocoa": ["RippleCocoa", "Ripple"],
}
OPTIONAL_MODULES = {"RippleCocoa"}

# Spellings of one type, rewritten to one form before comparing (regular expression, replacement):
# RxSwift's typealiases, and the traits, which RxSwift spells `PrimitiveSequence<Self.Trait, E>`
# in extensions constrained to one trait where Ripple may write `Single<E>`.
TYPE_ALIASES = [
    (r"(TestScheduler(VirtualTimeConverter)?\.)?(TestTime|VirtualTime|VirtualTimeInterval|VirtualTimeUnit|VirtualTimeIntervalUnit)\b", "Int"),
    (r"RxTime\b", "Date"),
    (r"RxTimeInterval\b", "DispatchTimeInterval"),
    (r"(PrimitiveSequence\.)?CompletableObserver\b", "(CompletableEvent)->Void"),
    (r"(PrimitiveSequence\.)?SingleObserver\b", "(SingleEvent<Element>)->Void"),
    (r"(PrimitiveSequence\.)?MaybeObserver\b", "(MaybeEvent<Element>)->Void"),
    (r"SingleEvent<", "Result<"),
    (r"(Single|Maybe|Completable)Trait\b", "Trait"),
    (r"(Single|Maybe)<", "PrimitiveSequence<Trait,"),
    (r"Completable(?![\w])", "PrimitiveSequence<Trait,Never>"),
]
MODULE_PREFIXES = ("Swift.", "Foundation.", "Dispatch.", "RxSwift.", "RxRelay.", "RxTest.", "RxCocoa.",
                   "Ripple.", "RippleTest.", "RippleCocoa.", "_Concurrency.")
PLACEHOLDER = "#G"

# Kinds whose rows any of these Ripple kinds can satisfy.
COMPATIBLE_KINDS = {
    "class": {"class", "struct", "enum", "typealias"},
    "struct": {"class", "struct", "enum", "typealias"},
    "enum": {"class", "struct", "enum", "typealias"},
    "typealias": {"class", "struct", "enum", "typealias"},
    "protocol": {"protocol"},
    "associatedtype": {"associatedtype"},
    "enum.case": {"enum.case"},
    "type.method": {"type.method", "enum.case"},
    "type.property": {"type.property", "enum.case"},
    "method": {"method"},
    "property": {"property"},
    "init": {"init"},
    "func": {"func"},
    "func.op": {"func.op"},
    "var": {"var"},
    "subscript": {"subscript"},
    "type.subscript": {"type.subscript"},
}
TYPE_KINDS = {"class", "struct", "enum", "typealias", "protocol", "associatedtype"}


# ---------------------------------------------------------------------------------------------
# Reading declarations


def top_level_split(text, separator):
    """Splits `text` at `separator` characters outside brackets; `->` is not a bracket."""
    parts, depth, current, index = [], 0, [], 0
    while index < len(text):
        char = text[index]
        if text.startswith("->", index):
            current.append("->")
            index += 2
            continue
        if char in "([<":
            depth += 1
        elif char in ")]>":
            depth -= 1
        if char == separator and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(char)
        index += 1
    parts.append("".join(current))
    return parts


def matching_close(text, start):
    """The index of the bracket closing the one at `start`; `->` is not a bracket."""
    depth, index = 0, start
    while index < len(text):
        if text.startswith("->", index):
            index += 2
            continue
        if text[index] in "([<":
            depth += 1
        elif text[index] in ")]>":
            depth -= 1
            if depth == 0:
                return index
        index += 1
    raise ValueError(f"unbalanced brackets in {text!r}")


def find_top_level(text, word):
    """The index of `word` (a whole word or `->`) outside brackets, or -1."""
    depth, index = 0, 0
    while index < len(text):
        if text.startswith("->", index):
            if word == "->" and depth == 0:
                return index
            index += 2
            continue
        char = text[index]
        if char in "([<":
            depth += 1
        elif char in ")]>":
            depth -= 1
        elif depth == 0 and text.startswith(word, index):
            before = text[index - 1] if index else " "
            after = text[index + len(word)] if index + len(word) < len(text) else " "
            if not (before.isalnum() or before == "_") and not (after.isalnum() or after == "_"):
                return index
        index += 1
    return -1


def strip_attributes(text):
    """Removes `@attribute` and `@attribute(...)` spellings."""
    return re.sub(r"@\w+(\([^()]*\))?\s*", "", text)


def normalize_type(text, placeholders):
    """A type spelled so that equal types compare equal (see the module documentation)."""
    text = strip_attributes(text)
    text = re.sub(r"\b(inout|__owned|sending|borrowing|consuming)\s+", "", text)
    text = re.sub(r"\b(any|some)\s+", lambda m: "some " if m.group(1) == "some" else "", text)
    for prefix in MODULE_PREFIXES:
        text = re.sub(r"(?<![\w.])" + re.escape(prefix), "", text)
    text = re.sub(r"(?<![\w.])Self\.", "", text)
    # `some P` and `some P & Q` stand for a generic parameter of the declaration.
    text = re.sub(r"\bsome\s+[\w.]+(\s*&\s*[\w.]+)*", PLACEHOLDER, text)
    for pattern, replacement in TYPE_ALIASES:
        text = re.sub(r"(?<![\w.])" + pattern, replacement, text)
    if placeholders:
        pattern = r"(?<![\w.])(" + "|".join(map(re.escape, placeholders)) + r")(?![\w])"
        text = re.sub(pattern, PLACEHOLDER, text)
    return re.sub(r"\s+", "", text)


@dataclass
class Parameter:
    type: str
    has_default: bool
    is_variadic: bool
    is_inout: bool
    is_autoclosure: bool
    closure_arity: int | None  # None when the parameter is not a closure
    closure_throws: bool


@dataclass
class Declaration:
    text: str
    generic_count: int = 0
    parameters: list = field(default_factory=list)
    returns: str = ""
    throws: bool = False
    is_async: bool = False
    settable: bool = False
    property_type: str = ""
    alias_target: str = ""


def parse_parameter(text, placeholders):
    text = text.strip()
    colon = top_level_split(text, ":")
    type_text = ":".join(colon[1:]) if len(colon) > 1 else colon[0]
    default_parts = re.split(r"\s=\s", type_text, maxsplit=1)
    type_text = default_parts[0].strip()
    is_autoclosure = "@autoclosure" in type_text
    is_inout = re.search(r"\binout\b", type_text) is not None
    bare = strip_attributes(type_text).strip()
    bare = re.sub(r"^(inout|sending|borrowing|consuming|__owned)\s+", "", bare)
    # `P & Sendable` stands for `P`: Ripple requires `Sendable` where a value crosses threads.
    bare = re.sub(r"\s*&\s*(Swift\.)?Sendable\b|(?<![\w.])(Swift\.)?Sendable\s*&\s*", "", bare)
    is_variadic = bare.endswith("...")
    if is_variadic:
        bare = bare[:-3]
    closure_arity, closure_throws = None, False
    arrow = find_top_level(bare, "->")
    if arrow >= 0 and bare.startswith("("):
        close = matching_close(bare, 0)
        inside = bare[1:close].strip()
        closure_arity = 0 if not inside else len(top_level_split(inside, ","))
        closure_throws = re.search(r"\b(throws|rethrows)\b", bare[close:arrow]) is not None
    return Parameter(
        type=normalize_type(bare, placeholders),
        has_default=len(default_parts) > 1,
        is_variadic=is_variadic,
        is_inout=is_inout,
        is_autoclosure=is_autoclosure,
        closure_arity=closure_arity,
        closure_throws=closure_throws,
    )


def generic_names(clause):
    """The parameter names of a generic clause's text (without the angle brackets)."""
    names = []
    for part in top_level_split(clause, ","):
        name = part.split(":")[0].strip()
        if name:
            names.append(name)
    return names


def parse_declaration(kind, text):
    """Reads what the shape check compares from a declaration as the symbol graph spells it."""
    declaration = Declaration(text=text)
    body = strip_attributes(text).strip()
    where = find_top_level(body, "where")
    head = body[:where].strip() if where >= 0 else body

    if kind in TYPE_KINDS:
        match = re.search(r"\b(class|struct|enum|protocol|typealias|associatedtype|actor)\s+[\w.]+\s*(<)?", head)
        if match and match.group(2):
            start = match.end() - 1
            declaration.generic_count = len(generic_names(head[start + 1:matching_close(head, start)]))
        if kind == "typealias" and "=" in head:
            declaration.alias_target = normalize_type(head.split("=", 1)[1], [])
        return declaration

    if kind in ("property", "type.property", "var"):
        colon = head.find(":")
        accessors = ""
        type_text = head[colon + 1:] if colon >= 0 else ""
        brace = type_text.find("{")
        if brace >= 0:
            accessors = type_text[brace:]
            type_text = type_text[:brace]
        declaration.property_type = normalize_type(type_text, [])
        is_let = re.search(r"\blet\b", head[:colon]) is not None
        declaration.settable = not is_let and (not accessors or "set" in accessors)
        declaration.throws = "throws" in accessors
        declaration.is_async = "async" in accessors
        return declaration

    # Functions, initializers, subscripts, operators and enum cases.
    match = re.search(r"\b(func\s+(\w+|[-+*/%=<>!&|^~?.]+)\s*(?=[<(])|init[?!]?|subscript|case\s+\w+)", head)
    if not match:
        return declaration
    index = match.end()
    while index < len(head) and head[index] == " ":
        index += 1
    placeholders = []
    if index < len(head) and head[index] == "<":
        close = matching_close(head, index)
        placeholders = generic_names(head[index + 1:close])
        index = close + 1
    if index < len(head) and head[index] == "(":
        close = matching_close(head, index)
        inside = head[index + 1:close].strip()
        rest = head[close + 1:]
    else:
        inside, rest = "", head[index:]
    # `some P` parameters are generic parameters too.
    opaque = len(re.findall(r"\bsome\s", inside))
    declaration.generic_count = len(placeholders) + opaque
    if inside:
        declaration.parameters = [parse_parameter(part, placeholders) for part in top_level_split(inside, ",")]
    arrow = find_top_level(rest, "->")
    effects = rest[:arrow] if arrow >= 0 else rest
    declaration.throws = re.search(r"\b(throws|rethrows)\b", effects) is not None
    declaration.is_async = re.search(r"\basync\b", effects) is not None
    if arrow >= 0:
        declaration.returns = normalize_type(rest[arrow + 2:], placeholders)
    if match.group(0).startswith("subscript"):
        declaration.settable = "set" in rest
    return declaration


def shape_difference(row_kind, reference, candidate_kind, candidate):
    """Why `candidate` cannot stand for `reference`, or None when it can."""
    if candidate_kind not in COMPATIBLE_KINDS.get(row_kind, {row_kind}):
        return f"is a {candidate_kind}, not a {row_kind}"
    if row_kind in TYPE_KINDS:
        if reference.generic_count != candidate.generic_count:
            return f"has {candidate.generic_count} generic parameters, not {reference.generic_count}"
        if row_kind == "typealias" and candidate_kind == "typealias" and reference.alias_target != candidate.alias_target:
            return f"stands for {candidate.alias_target}, not {reference.alias_target}"
        return None
    if row_kind in ("property", "type.property", "var") and candidate_kind == row_kind:
        if reference.property_type != candidate.property_type:
            return f"has type {candidate.property_type}, not {reference.property_type}"
        if reference.settable and not candidate.settable:
            return "is read-only"
        if (candidate.throws and not reference.throws) or (candidate.is_async and not reference.is_async):
            return "has effects (async/throws) that RxSwift's has not"
        return None
    if candidate_kind == "enum.case" and row_kind != "enum.case":
        # A case stands for a static factory of the same payload.
        candidate = Declaration(text=candidate.text, parameters=candidate.parameters, returns=reference.returns)
    if len(reference.parameters) != len(candidate.parameters):
        return f"takes {len(candidate.parameters)} parameters, not {len(reference.parameters)}"
    for position, (ours, theirs) in enumerate(zip(candidate.parameters, reference.parameters), start=1):
        difference = parameter_difference(ours, theirs)
        if difference:
            return f"parameter {position} {difference}"
    if candidate.throws and not reference.throws:
        return "throws; RxSwift's does not"
    if candidate.is_async and not reference.is_async:
        return "is async; RxSwift's is not"
    if row_kind not in ("init", "enum.case") and reference.returns != candidate.returns:
        return f"returns {candidate.returns or 'Void'}, not {reference.returns or 'Void'}"
    return None


def parameter_difference(ours, theirs):
    """Why Ripple's parameter `ours` cannot stand for RxSwift's `theirs`, or None."""
    if theirs.closure_arity is not None or ours.closure_arity is not None:
        if theirs.closure_arity != ours.closure_arity:
            return f"takes a closure of {ours.closure_arity} arguments, not {theirs.closure_arity}"
        if theirs.closure_throws and not ours.closure_throws:
            return "is a closure that cannot throw; RxSwift's can"
        if strip_effects(ours.type) != strip_effects(theirs.type):
            return f"has type {ours.type}, not {theirs.type}"
    elif ours.type != theirs.type and ours.type != PLACEHOLDER:
        # A generic parameter of Ripple's declaration may stand for RxSwift's concrete type.
        return f"has type {ours.type}, not {theirs.type}"
    if theirs.has_default and not ours.has_default:
        return "has no default value; RxSwift's has one"
    if theirs.is_variadic and not ours.is_variadic:
        # A variadic parameter accepts the single argument of a plain one, not the reverse.
        return "is not variadic"
    if theirs.is_inout != ours.is_inout or theirs.is_autoclosure != ours.is_autoclosure:
        return "differs in inout/@autoclosure"
    return None


def strip_effects(closure_type):
    return re.sub(r"\b(throws|rethrows|async)\b", "", closure_type)


def without_defaults(path, declaration, keep):
    """The path and declaration of `declaration` with only the parameters at `keep` (indices)."""
    name, labels = path[:-1].split("(", 1) if path.endswith(")") else (path, "")
    labels = [label for label in labels.split(":") if label]
    kept_labels = "".join(labels[index] + ":" for index in keep if index < len(labels))
    reduced = Declaration(**{**declaration.__dict__})
    reduced.parameters = [declaration.parameters[index] for index in keep]
    return f"{name}({kept_labels})", reduced


# ---------------------------------------------------------------------------------------------
# Ripple's symbol graphs


@dataclass
class Symbol:
    kind: str
    path: str
    declaration: Declaration
    module: str = ""
    # A member a type inherits from a protocol extension or a superclass, which the symbol graph
    # repeats under the type (its identifier ends in `::SYNTHESIZED::` and the type's).
    synthesized: bool = False


class SymbolGraph:
    """The public symbols of some modules, by path, with superclasses and conformances."""

    def __init__(self):
        self.by_path = collections.defaultdict(list)
        self.paths_by_id = {}
        self.relations = []  # (source id, target id, target fallback)
        self.supertypes = collections.defaultdict(list)  # type path -> superclass/protocol paths

    def load(self, directory, module):
        """Adds a module's symbol graph files (`Module.symbols.json`, `Module@Other.symbols.json`)."""
        files = glob.glob(os.path.join(directory, f"{module}.symbols.json"))
        files += sorted(glob.glob(os.path.join(directory, f"{module}@*.symbols.json")))
        for file in files:
            with open(file) as handle:
                graph = json.load(handle)
            for symbol in graph["symbols"]:
                kind = symbol["kind"]["identifier"].removeprefix("swift.")
                path = ".".join(symbol["pathComponents"])
                identifier = symbol["identifier"]["precise"]
                self.paths_by_id[identifier] = path
                text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
                self.by_path[path].append(Symbol(kind, path, parse_declaration(kind, text), module,
                                                 "::SYNTHESIZED::" in identifier))
            for relation in graph["relationships"]:
                if relation["kind"] in ("inheritsFrom", "conformsTo"):
                    self.relations.append((relation["source"], relation["target"], relation.get("targetFallback", "")))
        self.supertypes.clear()
        for source, target, fallback in self.relations:
            source_path = self.paths_by_id.get(source)
            # A fallback names a type of another module as `Module.Type`.
            target_path = self.paths_by_id.get(target) or fallback.split(".", 1)[-1]
            if source_path and target_path:
                self.supertypes[source_path].append(target_path)

    def conformances(self, type_path):
        """Every protocol and superclass of a type, by name, directly or through others."""
        seen, queue = set(), list(self.supertypes.get(type_path, []))
        while queue:
            supertype = queue.pop(0)
            if supertype not in seen:
                seen.add(supertype)
                queue.extend(self.supertypes.get(supertype, []))
        return seen

    def candidates(self, path):
        """Symbols at `path`, then those its type inherits from superclasses and protocols (a
        symbol graph repeats an inherited member under the type only where the type meets the
        extension's constraints, so an overload may be listed there while another is not)."""
        found = list(self.by_path.get(path, []))
        if "." not in path:
            return found
        owner, member = path.rsplit(".", 1)
        seen, queue = {owner}, list(self.supertypes.get(owner, []))
        while queue:
            supertype = queue.pop(0)
            if supertype in seen:
                continue
            seen.add(supertype)
            found += self.by_path.get(f"{supertype}.{member}", [])
            queue.extend(self.supertypes.get(supertype, []))
        return found


def run(command, **options):
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, **options)
    if result.returncode != 0:
        sys.exit(f"check-parity: `{' '.join(command)}` failed:\n{result.stdout[-3000:]}{result.stderr[-3000:]}")
    return result.stdout


def package_targets():
    description = json.loads(run(["swift", "package", "dump-package"]))
    return {target["name"] for target in description["targets"]}


def extract_symbol_graphs(modules, build, output):
    """Builds `modules` (unless `build` is false) and extracts their symbol graphs into `output`."""
    if build:
        for module in modules:
            print(f"check-parity: swift build --enable-all-traits --target {module}", file=sys.stderr, flush=True)
            run(["swift", "build", "--enable-all-traits", "--target", module])
    bin_path = run(["swift", "build", "--show-bin-path"]).strip()
    target_info = json.loads(run(["swift", "-print-target-info"]))
    triple = target_info["target"]["triple"]
    for module in modules:
        command = ["swift", "symbolgraph-extract", "-module-name", module, "-target", triple,
                   "-I", os.path.join(bin_path, "Modules"),
                   "-minimum-access-level", "public", "-output-dir", output]
        sdk = target_info.get("paths", {}).get("sdkPath")
        if sdk:
            command += ["-sdk", sdk]
        run(command)


# ---------------------------------------------------------------------------------------------
# Checklists, exceptions and owners


@dataclass
class Row:
    module: str
    kind: str
    path: str
    declaration: str


def read_checklist(file, fixed_module):
    rows = []
    with open(HERE / "reference" / file) as handle:
        header = handle.readline()
        for line in handle:
            columns = line.rstrip("\n").split("\t")
            if fixed_module:
                kind, path, declaration = columns
                rows.append(Row(fixed_module, kind, path, declaration))
            else:
                module, kind, path, declaration = columns
                rows.append(Row(module, kind, path, declaration))
    return rows


def read_table(file, columns):
    """Rows of a tab-separated data file; `#` starts a comment line."""
    entries = []
    with open(HERE / file) as handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.rstrip("\n").split("\t")
            if len(fields) != columns:
                sys.exit(f"check-parity: {file}:{number}: expected {columns} tab-separated columns, got {len(fields)}")
            entries.append((number, fields))
    return entries


def collapse(text):
    """Text without markdown emphasis (`*`), with line breaks and repeated spaces collapsed, for
    word-for-word search."""
    return re.sub(r"\s+", " ", text.replace("*", "")).strip()


def check_exceptions(exceptions, guide_text, reference_rows):
    """Problems with the exception data: a reason missing from the guide, a pattern that matches
    no row of the checklists."""
    problems = []
    guide = collapse(guide_text)
    for number, (module, pattern, reason) in exceptions:
        if collapse(reason) not in guide:
            problems.append(f"exceptions.tsv:{number}: the reason is not in {GUIDE.relative_to(ROOT)}: {reason}")
        if not any(row.module == module and fnmatch.fnmatchcase(row.path, pattern) for row in reference_rows):
            problems.append(f"exceptions.tsv:{number}: {module} {pattern} matches no row of the checklists")
    return problems


# ---------------------------------------------------------------------------------------------
# The check


# Members a conformance gives a type without declaring them, which symbol graphs do not list
# when the compiler synthesizes them (`==` of an `Equatable` enum, `hash(into:)`).
CONFORMANCE_MEMBERS = {
    "==(_:_:)": {"Equatable", "Hashable"},
    "!=(_:_:)": {"Equatable", "Hashable"},
    "hash(into:)": {"Hashable"},
}


def matches(row, reference, candidates):
    """(True, None) when a candidate has a compatible shape, else (False, differences)."""
    differences = []
    for candidate in candidates:
        difference = shape_difference(row.kind, reference, candidate.kind, candidate.declaration)
        if difference is None:
            return True, []
        differences.append(difference)
    return False, differences


def classify(row, graph, exceptions, owners):
    """('matched' | 'exception' | 'missing', detail, exception line or None)."""
    reference = parse_declaration(row.kind, row.declaration)
    owner_type, member = row.path.rsplit(".", 1) if "." in row.path.split("(")[0] else ("", row.path)
    if row.kind == "func.op" and not owner_type and reference.parameters:
        # A global operator of RxSwift may be a static operator of its operand's type in Ripple.
        owner_type = re.sub(r"<.*", "", reference.parameters[0].type)
    path = f"{owner_type}.{member}" if owner_type else member
    found, differences = matches(row, reference, graph.candidates(path))
    if not found and member in CONFORMANCE_MEMBERS and owner_type:
        found = bool(graph.conformances(owner_type) & CONFORMANCE_MEMBERS[member])
    defaulted = [index for index, parameter in enumerate(reference.parameters) if parameter.has_default]
    if not found and defaulted:
        # A parameter with a default may be left out by an overload without it:
        # `of(_:)` and `of(_:scheduler:)` together stand for `of(_:scheduler: = default)`.
        keep = [index for index in range(len(reference.parameters)) if index not in defaulted]
        reduced_path, reduced = without_defaults(path, reference, keep)
        undefaulted = Declaration(**{**reference.__dict__})
        undefaulted.parameters = [Parameter(**{**parameter.__dict__, "has_default": False})
                                  for parameter in reference.parameters]
        found = matches(row, reduced, graph.candidates(reduced_path))[0] and \
            matches(row, undefaulted, graph.candidates(path))[0]
    if found:
        return "matched", "", None
    for number, (module, pattern, _) in exceptions:
        if module == row.module and fnmatch.fnmatchcase(row.path, pattern):
            return "exception", "", number
    owner = next((who for _, (module, pattern, declaration, who) in owners
                  if module == row.module and fnmatch.fnmatchcase(row.path, pattern)
                  and re.search(declaration, row.declaration)), None)
    detail = ""
    if differences:
        detail = "a symbol with this path " + "; another ".join(sorted(set(differences)))
    if owner:
        detail = f"owned by {owner}" + (f"; {detail}" if detail else "")
    return "missing", detail, None


# ---------------------------------------------------------------------------------------------
# What Ripple adds


# The modules that stand in for RxSwift's: what they add beyond RxSwift must not collide with
# what RxSwift projects define themselves (RippleRelay only re-exports Ripple).
DROP_IN_MODULES = ["Ripple", "RippleTest", "RippleBlocking", "RippleCocoa"]


def symbol_key(symbol):
    return (symbol.module, symbol.path, symbol.declaration.text)


def counterparts(row, graph):
    """Keys of the symbols of `graph` that stand for `row` (as `classify` finds them)."""
    reference = parse_declaration(row.kind, row.declaration)
    owner_type, member = row.path.rsplit(".", 1) if "." in row.path.split("(")[0] else ("", row.path)
    if row.kind == "func.op" and not owner_type and reference.parameters:
        owner_type = re.sub(r"<.*", "", reference.parameters[0].type)
    path = f"{owner_type}.{member}" if owner_type else member
    shapes = [(path, reference)]
    defaulted = [index for index, parameter in enumerate(reference.parameters) if parameter.has_default]
    if defaulted:
        keep = [index for index in range(len(reference.parameters)) if index not in defaulted]
        shapes.append(without_defaults(path, reference, keep))
    keys = set()
    for shape_path, shape in shapes:
        for candidate in graph.candidates(shape_path):
            if shape_difference(row.kind, shape, candidate.kind, candidate.declaration) is None:
                keys.add(symbol_key(candidate))
    return keys


def added_symbols(rows, graphs):
    """The public declarations of the drop-in modules that stand for no row of the checklists,
    without the members of types that are added themselves (the type's name is what could
    collide), sorted by module and path."""
    matched = set()
    for row in rows:
        matched |= counterparts(row, graphs[row.module])
    symbols = {}
    for graph in graphs.values():
        for path, entries in graph.by_path.items():
            for symbol in entries:
                if symbol.module in DROP_IN_MODULES and not symbol.synthesized and symbol_key(symbol) not in matched:
                    symbols[symbol_key(symbol)] = symbol
    added_types = {symbol.path for symbol in symbols.values() if symbol.kind in TYPE_KINDS}

    def inside_added_type(path):
        parts = path.split("(")[0].split(".")
        return any(".".join(parts[:length]) in added_types for length in range(1, len(parts)))

    return sorted((symbol for symbol in symbols.values() if not inside_added_type(symbol.path)),
                  key=lambda symbol: (DROP_IN_MODULES.index(symbol.module), symbol.path, symbol.declaration.text))


def check_added(added, verdicts):
    """Problems with `added-names.tsv`: an added declaration without a verdict, a verdict that
    matches nothing any more."""
    problems = []
    used = set()
    for symbol in added:
        numbers = [number for number, (module, pattern, _, _) in verdicts
                   if module == symbol.module and fnmatch.fnmatchcase(symbol.path, pattern)]
        if not numbers:
            problems.append(f"{symbol.module} {symbol.kind} {symbol.path} is not in RxSwift and has no verdict in "
                            f"added-names.tsv: check that RxSwift code does not commonly define it ({symbol.declaration.text})")
        used.update(numbers)
    for number, (module, pattern, verdict, _) in verdicts:
        if verdict not in VERDICTS:
            problems.append(f"added-names.tsv:{number}: unknown verdict {verdict!r} (one of {', '.join(sorted(VERDICTS))})")
        if number not in used:
            problems.append(f"added-names.tsv:{number}: {module} {pattern} matches no added declaration")
    return problems


# The verdicts of `added-names.tsv` (its header says what each means).
VERDICTS = {"unique", "yields", "distinct", "overload", "rxswift"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--allow-missing", action="store_true",
                        help="report missing rows without failing (exceptions are still checked)")
    parser.add_argument("--no-build", action="store_true", help="use the modules as already built")
    parser.add_argument("--skip-cocoa", action="store_true", help="skip the RxCocoa checklist")
    parser.add_argument("--gaps-file", help="also write the report to this file")
    parser.add_argument("--added", action="store_true",
                        help="list what the drop-in modules add beyond RxSwift, with each verdict, and stop")
    arguments = parser.parse_args()

    targets = package_targets()
    checklists = []
    skipped = []
    for file, fixed_module in CHECKLISTS:
        rows = read_checklist(file, fixed_module)
        modules = {module for row in rows for module in MODULE_MAP[row.module][:1]}
        unavailable = (modules & OPTIONAL_MODULES) - targets
        if unavailable or (arguments.skip_cocoa and fixed_module == "RxCocoa"):
            reason = "--skip-cocoa" if not unavailable else f"the package has no {', '.join(sorted(unavailable))} target yet"
            skipped.append(f"{file}: skipped ({reason})")
            continue
        checklists.append((file, rows))

    needed = sorted({module for _, rows in checklists for row in rows for module in MODULE_MAP[row.module]})
    graphs = {}
    with tempfile.TemporaryDirectory(prefix="ripple-parity-") as directory:
        extract_symbol_graphs(needed, not arguments.no_build, directory)
        for row_module, modules in MODULE_MAP.items():
            graph = SymbolGraph()
            for module in modules:
                if module in needed:
                    graph.load(directory, module)
            graphs[row_module] = graph

    exceptions = read_table("exceptions.tsv", 3)
    owners = read_table("owners.tsv", 4)
    verdicts = read_table("added-names.tsv", 4)
    all_rows = [row for _, rows in checklists for row in rows]
    added = added_symbols(all_rows, graphs)
    if arguments.added:
        for symbol in added:
            verdict = next((f"{verdict}: {reason}" for _, (module, pattern, verdict, reason) in verdicts
                            if module == symbol.module and fnmatch.fnmatchcase(symbol.path, pattern)), "NO VERDICT")
            print(f"{symbol.module}\t{symbol.kind}\t{symbol.path}\t{verdict}")
        return 0
    problems = check_exceptions(exceptions, GUIDE.read_text(), all_rows)
    if not skipped:
        problems += check_added(added, verdicts)

    lines = []
    used_exceptions = set()
    total = collections.Counter()
    for file, rows in checklists:
        counts = collections.Counter()
        missing = collections.defaultdict(list)
        for row in rows:
            status, detail, exception = classify(row, graphs[row.module], exceptions, owners)
            counts[status] += 1
            if exception is not None:
                used_exceptions.add(exception)
            if status == "missing":
                if detail.startswith("owned by"):
                    counts["owned"] += 1
                owner_type = row.path.split(".")[0] if "." in row.path.split("(")[0] else "(global)"
                missing[owner_type].append((row, detail))
        total.update(counts)
        lines.append(f"{file}: {len(rows)} rows: {counts['matched']} matched, {counts['exception']} exceptions, "
                     f"{counts['missing']} missing ({counts['owned']} of them owned by other issues)")
        for owner_type in sorted(missing):
            entries = missing[owner_type]
            lines.append(f"  {owner_type} ({len(entries)} missing)")
            for row, detail in entries:
                suffix = f"    [{detail}]" if detail else ""
                lines.append(f"    {row.module} {row.kind} {row.path}: {row.declaration}{suffix}")
    for number, (module, pattern, _) in exceptions:
        if number not in used_exceptions and any(row.module == module and fnmatch.fnmatchcase(row.path, pattern) for row in all_rows):
            problems.append(f"exceptions.tsv:{number}: {module} {pattern} is no longer needed: every row it covers has a counterpart")
    summary = (f"parity: {sum(len(rows) for _, rows in checklists)} rows: {total['matched']} matched, "
               f"{total['exception']} exceptions, {total['missing']} missing "
               f"({total['owned']} of them owned by other issues)")
    report = "\n".join(skipped + lines + [summary] + problems)
    print(report)
    if arguments.gaps_file:
        Path(arguments.gaps_file).write_text(report + "\n")
    if problems:
        print(f"check-parity: {len(problems)} problems with the exceptions or the verdicts on added names (see above)",
              file=sys.stderr)
        return 1
    if total["missing"] and not arguments.allow_missing:
        print("check-parity: rows without a counterpart (see above); add them or document an exception",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

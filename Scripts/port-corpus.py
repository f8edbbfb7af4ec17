#!/usr/bin/env python3
"""Ports and builds a corpus of UIKit libraries as the README's "Porting real code" says.

Scripts/port-corpus.sh runs this; see its usage there. Every library under DIR is copied
(its sources are never changed), ported with `curtain-port` (the tool `curtain port` runs)
together with the corpus libraries it depends on, patched with DIR/<Name>.hand.patch if there
is one, and built as one target of a single scratch package that depends on this checkout, so
one build of Curtain serves the whole corpus.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parent.parent
DROP_INS = ["UIKit", "QuartzCore", "CoreGraphics", "OSLog", "Combine", "Accelerate", "ImageIO",
            "CoreText",
            "AVFoundation", "CoreMedia", "MobileCoreServices"]
# Folders that hold demos, tests and vendored code rather than a library's sources.
NOT_SOURCES = {"example", "examples", "demo", "demos", "tests", "test", "pods", "carthage",
               "uitests", "sample", "samples", ".build", "build", "docs"}
ERROR_LINE = re.compile(r"^(?P<file>/[^:]+\.swift):(?P<line>\d+):(?P<col>\d+): error: (?P<msg>.*)$")
REWRITE_COUNT = re.compile(r"(\d+) × ")


class BadInput(Exception):
    """One line that says what is wrong and what to do; exit status 2."""


@dataclass
class Library:
    name: str
    root: Path          # DIR/<Name>
    sources: Path       # the library's source folder inside root
    exclude: list[str]  # paths relative to sources, left out
    dependencies: list[str]
    patch: Path | None
    resources: list[Path] = field(default_factory=list)  # copied beside the sources
    files: list[Path] = field(default_factory=list)
    lines: int = 0
    rewrites: int = 0
    untouched: int = 0
    hand_edits: int = 0
    errors: list[tuple[str, int, str]] = field(default_factory=list)  # file, line, message
    result: str = "not built"

    @property
    def sites(self) -> set[tuple[str, int]]:
        """Distinct file:line of the compiler's errors in the library's own files."""
        return {(file, line) for file, line, _ in self.errors}


def guess_sources(root: Path) -> Path:
    """Sources/<Name>, Sources, Source, <Name>: the usual homes of a library's code."""
    for candidate in (root / "Sources" / root.name, root / "Sources", root / "Source",
                      root / root.name):
        if candidate.is_dir():
            return candidate
    return root


def swift_files(lib: Library) -> list[Path]:
    excluded = [lib.sources / e for e in lib.exclude]
    found = []
    for path in sorted(lib.sources.rglob("*.swift")):
        parts = {p.lower() for p in path.relative_to(lib.sources).parts[:-1]}
        if lib.sources == lib.root and parts & NOT_SOURCES:
            continue
        if any(path.is_relative_to(e) for e in excluded) or path.name == "Package.swift":
            continue
        found.append(path)
    return found


def read_corpus(directory: Path, only: set[str]) -> list[Library]:
    if not directory.is_dir():
        raise BadInput(f"no directory at {directory}; pass the folder holding the libraries")
    roots = sorted(p for p in directory.iterdir() if p.is_dir() and not p.name.startswith("."))
    if not roots:
        raise BadInput(f"{directory} holds no library folders; check out each library as "
                       f"{directory}/<Name>/")
    libraries = {}
    for root in roots:
        meta_path = root / "corpus.json"
        meta = {}
        if meta_path.is_file():
            try:
                meta = json.loads(meta_path.read_text())
            except json.JSONDecodeError as error:
                raise BadInput(f"{meta_path} is not valid JSON ({error}); fix or remove it")
        name = meta.get("name", root.name)
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
            raise BadInput(f"{root}: '{name}' cannot name a Swift module; set \"name\" in "
                           f"{meta_path}")
        sources = root / meta["sources"] if "sources" in meta else guess_sources(root)
        if not sources.is_dir():
            raise BadInput(f"{root}: no source folder {sources}; fix \"sources\" in {meta_path}")
        patch = directory / f"{name}.hand.patch"
        lib = Library(name, root, sources, meta.get("exclude", []),
                      meta.get("dependencies", []), patch if patch.is_file() else None)
        lib.resources = [root / r for r in meta.get("resources", [])]
        missing = [str(r) for r in lib.resources if not r.exists()]
        if missing:
            raise BadInput(f"{root}: no resource {missing[0]}; fix \"resources\" in {meta_path}")
        lib.files = swift_files(lib)
        if not lib.files:
            raise BadInput(f"{root}: no Swift files under {sources}; point \"sources\" in "
                           f"{meta_path} at the library's code")
        lib.lines = sum(len(f.read_text(errors="replace").splitlines()) for f in lib.files)
        libraries[name] = lib
    for lib in libraries.values():
        for dep in lib.dependencies:
            if dep not in libraries:
                raise BadInput(f"{lib.name} depends on {dep}, which is not under {directory}; "
                               f"check it out as {directory}/{dep}/")
    ordered = dependency_order(libraries)
    if only:
        unknown = only - set(libraries)
        if unknown:
            raise BadInput(f"no library named {', '.join(sorted(unknown))} under {directory}")
        wanted = set()
        for name in only:
            wanted |= {name} | closure(libraries, name)
        ordered = [lib for lib in ordered if lib.name in wanted]
    return ordered


def closure(libraries: dict[str, Library], name: str) -> set[str]:
    """Every library that `name` depends on, directly or not."""
    seen: set[str] = set()
    stack = list(libraries[name].dependencies)
    while stack:
        dep = stack.pop()
        if dep not in seen:
            seen.add(dep)
            stack += libraries[dep].dependencies
    return seen


def dependency_order(libraries: dict[str, Library]) -> list[Library]:
    ordered: list[Library] = []
    state: dict[str, str] = {}

    def visit(name: str, path: list[str]) -> None:
        if state.get(name) == "done":
            return
        if state.get(name) == "visiting":
            raise BadInput(f"the corpus's dependencies form a cycle: {' -> '.join(path + [name])}")
        state[name] = "visiting"
        for dep in libraries[name].dependencies:
            visit(dep, path + [name])
        state[name] = "done"
        ordered.append(libraries[name])

    for name in sorted(libraries):
        visit(name, [])
    return ordered


def run(command: list[str], cwd: Path, log: Path | None = None) -> subprocess.CompletedProcess:
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if log:
        log.write_text(result.stdout + result.stderr)
    return result


def copy_sources(lib: Library, destination: Path) -> None:
    for path in lib.files:
        target = destination / path.relative_to(lib.sources)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, target)


def port(lib: Library, libraries: dict[str, Library], work: Path, port_tool: Path) -> str | None:
    """Ports the library beside its dependencies' sources (as a user ports them together) and
    keeps its own ported files in Sources/<Name>. Returns an error, or None."""
    stage = work / "port" / lib.name
    for name in [lib.name] + sorted(closure(libraries, lib.name)):
        copy_sources(libraries[name], stage / name)
    result = run([str(port_tool), str(stage)], work, work / "logs" / f"{lib.name}.port.log")
    if result.returncode not in (0, 1):
        return f"curtain port failed: {(result.stderr or result.stdout).strip().splitlines()[-1]}"
    own = str(stage / lib.name) + "/"
    for line in result.stdout.splitlines():
        if line.startswith(own):
            lib.rewrites += sum(int(n) for n in REWRITE_COUNT.findall(line))
            lib.untouched += line.endswith(": left untouched:")
    shutil.copytree(stage / lib.name, work / "Sources" / lib.name)
    for resource in lib.resources:
        target = work / "Sources" / lib.name / "Resources" / resource.name
        copy = shutil.copytree if resource.is_dir() else shutil.copy2
        target.parent.mkdir(exist_ok=True)
        copy(resource, target)
    if lib.patch:
        text = lib.patch.read_text()
        lib.hand_edits = sum(1 for line in text.splitlines() if line.startswith("@@"))
        applied = subprocess.run(["patch", "-p1", "--forward", "--batch", "--quiet",
                                  "-d", str(work / "Sources" / lib.name)],
                                 input=text, capture_output=True, text=True)
        if applied.returncode != 0:
            reason = (applied.stdout + applied.stderr).strip().splitlines() or ["patch failed"]
            return f"{lib.patch.name} does not apply: {reason[0]}"
    return None


def write_package(libraries: list[Library], work: Path) -> None:
    products = ", ".join(f'"{p}"' for p in DROP_INS)
    targets = []
    for lib in libraries:
        deps = ", ".join(f'"{d}"' for d in lib.dependencies)
        resources = ""
        if lib.resources:
            copies = ", ".join(f'.copy("Resources/{r.name}")' for r in lib.resources)
            resources = f", resources: [{copies}]"
        targets.append(
            f'    .target(name: "{lib.name}", dependencies: [{deps}] + dropIns{resources}),')
    (work / "Package.swift").write_text(f"""// swift-tools-version: 6.0
// Written by Scripts/port-corpus.sh: one target per ported library.
import PackageDescription

let dropIns: [Target.Dependency] = [{products}].map {{
  .product(name: $0, package: {json.dumps(CHECKOUT.name)}, condition: .when(platforms: [.linux]))
}}
let package = Package(
  name: "PortCorpus",
  dependencies: [.package(path: {json.dumps(str(CHECKOUT))})],
  targets: [
{chr(10).join(targets)}
  ],
  swiftLanguageModes: [.v5]
)
""")
    resolved = CHECKOUT / "Package.resolved"
    if resolved.is_file() and not (work / "Package.resolved").exists():
        shutil.copy2(resolved, work / "Package.resolved")


def build(lib: Library, work: Path, failed: set[str], extra: list[str]) -> None:
    log = work / "logs" / f"{lib.name}.build.log"
    result = run(["swift", "build", "--target", lib.name] + extra, work, log)
    own = str(work / "Sources" / lib.name) + "/"
    for line in (result.stdout + result.stderr).splitlines():
        match = ERROR_LINE.match(line)
        if match and match["file"].startswith(own):
            error = (match["file"][len(own):], int(match["line"]), match["msg"])
            if error not in lib.errors:
                lib.errors.append(error)
    if result.returncode == 0:
        lib.result = "builds"
    elif lib.sites:
        lib.result = "fails"
        failed.add(lib.name)
    else:
        broken = [d for d in lib.dependencies if d in failed]
        lib.result = f"blocked by {', '.join(broken)}" if broken else "fails (see log)"
        failed.add(lib.name)


def main() -> int:
    parser = argparse.ArgumentParser(
        prog="port-corpus.sh",
        description="Port and build every library checked out under DIR against Curtain's "
                    "drop-in modules, and print a table per library.")
    parser.add_argument("directory", metavar="DIR", nargs="?",
                        help="a folder holding one folder per library (DIR/<Name>/)")
    parser.add_argument("--work", metavar="WORK", type=Path,
                        default=Path(os.environ.get("TMPDIR", "/tmp")) / "curtain-port-corpus",
                        help="the scratch package (kept between runs, so Curtain builds once)")
    parser.add_argument("--only", metavar="NAME", action="append", default=[],
                        help="port and build only this library (and what it depends on)")
    parser.add_argument("--all-errors", action="store_true",
                        help="ask the compiler to continue past errors in a library's files")
    parser.add_argument("--jobs", metavar="N", type=int,
                        help="build with at most N jobs (swift build -j N), on a shared machine")
    args = parser.parse_args()
    try:
        if not args.directory:
            raise BadInput("no corpus folder given; usage: Scripts/port-corpus.sh DIR")
        libraries = read_corpus(Path(args.directory).resolve(), set(args.only))
        work = args.work.resolve()
        if work.is_relative_to(CHECKOUT):
            raise BadInput(f"--work {work} is inside the checkout; choose a folder outside it")
    except BadInput as error:
        print(f"port-corpus: {error}", file=sys.stderr)
        return 2

    print(f"port-corpus: building curtain-port in {CHECKOUT}", file=sys.stderr)
    jobs = ["-j", str(args.jobs)] if args.jobs else []
    tool = run(["swift", "build", "--product", "curtain-port"] + jobs, CHECKOUT)
    if tool.returncode != 0:
        print("port-corpus: curtain-port does not build; run `swift build --product "
              "curtain-port` in the checkout to see why", file=sys.stderr)
        return 1
    bin_path = run(["swift", "build", "--show-bin-path"], CHECKOUT).stdout.strip()
    port_tool = Path(bin_path) / "curtain-port"

    for stale in ("Sources", "port", "logs"):
        shutil.rmtree(work / stale, ignore_errors=True)
    (work / "logs").mkdir(parents=True)
    by_name = {lib.name: lib for lib in libraries}
    ported = []
    for number, lib in enumerate(libraries, 1):
        print(f"port-corpus: [{number}/{len(libraries)}] porting {lib.name}", file=sys.stderr)
        unported = [d for d in lib.dependencies if d not in {p.name for p in ported}]
        problem = (
            f"blocked by {', '.join(unported)} (not ported)" if unported
            else port(lib, by_name, work, port_tool))
        if problem:
            lib.result = problem
        else:
            ported.append(lib)
    write_package(ported, work)
    resolved = run(["swift", "package", "resolve"], work)
    if resolved.returncode != 0:
        print(f"port-corpus: the scratch package in {work} does not resolve: "
              f"{(resolved.stderr or resolved.stdout).strip().splitlines()[-1]}", file=sys.stderr)
        return 1

    failed: set[str] = {lib.name for lib in libraries if lib not in ported}
    extra = jobs + (["-Xswiftc", "-continue-building-after-errors"] if args.all_errors else [])
    for number, lib in enumerate(ported, 1):
        print(f"port-corpus: [{number}/{len(ported)}] building {lib.name}", file=sys.stderr)
        build(lib, work, failed, extra)
        with open(work / "logs" / f"{lib.name}.sites.tsv", "w") as sites:
            sites.writelines(f"{f}\t{n}\t{m}\n" for f, n, m in lib.errors)

    print("| Library | Files | Lines | Rewrites | Error sites | Hand edits | Result |")
    print("|---|---:|---:|---:|---:|---:|---|")
    for lib in sorted(libraries, key=lambda lib: lib.name.lower()):
        hand = str(lib.hand_edits) if lib.result == "builds" or lib.patch else "—"
        left = ""
        if lib.untouched:
            left = f" ({lib.untouched} file{'s' if lib.untouched > 1 else ''} left untouched)"
        print(f"| {lib.name} | {len(lib.files)} | {lib.lines} | {lib.rewrites}{left} | "
              f"{len(lib.sites)} | {hand} | {lib.result} |")
    clean = sum(1 for lib in libraries if lib.result == "builds" and lib.hand_edits == 0)
    built = sum(1 for lib in libraries if lib.result == "builds")
    print(f"\n{clean} of {len(libraries)} build with no hand edit; {built} build in all. "
          f"Logs: {work}/logs/")
    return 0 if built == len(libraries) else 1


if __name__ == "__main__":
    sys.exit(main())

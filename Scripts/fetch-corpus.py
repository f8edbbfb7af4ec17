#!/usr/bin/env python3
"""Checks the porting corpus out as docs/porting.md's table lists it, ready for port-corpus.

Scripts/fetch-corpus.sh runs this; see its usage there. Each row of the table names a
library's repository, commit, source folder (less the folders after "less") and the corpus
libraries it depends on; this writes DIR/<Name>/ with that folder at that commit and the
corpus.json port-corpus reads. Only the folders a library needs are written, so a repository
whose demo media are missing from a mirror still checks out.
"""

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parent.parent
TABLE = CHECKOUT / "docs" / "porting.md"
COMMIT = re.compile(r"^`([0-9a-f]{7,40})`$")
SOURCE = re.compile(r"^`([^`]+)`(?: less (.+))?$")
# What the table's columns cannot say; docs/porting.md's "The corpus" says the same in words.
RESOURCES = {
    "ImageSlideshow": ["ImageSlideshow/Assets/ic_cross_white@2x.png",
                       "ImageSlideshow/Assets/ic_cross_white@3x.png"],
    "SKPhotoBrowser": ["SKPhotoBrowser/SKPhotoBrowser.bundle"],
}
# Player is the single file Cards vendors, moved where its source folder says.
# Hand edits of libraries that do not build with none, copied beside their checkouts.
PATCHES = Path(__file__).resolve().parent / "corpus-patches"

VENDORED = {"Player": ("PaoloCuscela/Cards", "Cards/Dependencies/Player_by_Patric_Piemonte.swift",
                       "Sources/Player/Player.swift")}


class BadInput(Exception):
    """One line that says what is wrong and what to do; exit status 2."""


def rows():
    """(name, repository, commit, source folder, excluded folders, dependencies) per library."""
    for line in TABLE.read_text().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 7 or not COMMIT.match(cells[2]):
            continue
        source = SOURCE.match(cells[5])
        if not source:
            raise BadInput(f"{TABLE}: {cells[0]}'s source folder {cells[5]!r} is not `path`")
        excluded = [x.strip() for x in source.group(2).split(",")] if source.group(2) else []
        deps = [] if cells[6] in ("—", "") else [x.strip() for x in cells[6].split(",")]
        yield cells[0], cells[1].split()[0], COMMIT.match(cells[2]).group(1), source.group(1), \
            excluded, deps


def git(*args, cwd=None, stdout=None):
    return subprocess.run(["git", *args], cwd=cwd, stdout=stdout, check=True)


def repository(repo: str, mirror: Path | None, cache: Path) -> Path:
    """A git directory holding `repo`: the mirror's, or a blobless clone from GitHub."""
    if mirror:
        for candidate in (mirror / repo.replace("/", "+") / "repo" / ".git",
                          mirror / repo.replace("/", "+") / "repo", mirror / repo):
            if (candidate / "objects").is_dir():
                return candidate
        raise BadInput(f"no git directory for {repo} under {mirror}; fetch it or drop --mirror")
    target = cache / repo.replace("/", "+")
    if not target.exists():
        git("clone", "--quiet", "--bare", "--filter=blob:none",
            f"https://github.com/{repo}.git", str(target))
    return target


def extract(gitdir: Path, commit: str, path: str, into: Path):
    """Writes `path` as it is at `commit` under `into`."""
    archive = subprocess.run(["git", f"--git-dir={gitdir}", "archive", commit, path],
                             stdout=subprocess.PIPE, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)


def main() -> int:
    parser = argparse.ArgumentParser(prog="Scripts/fetch-corpus.sh")
    parser.add_argument("dir", type=Path, help="where DIR/<Name>/ are written")
    parser.add_argument("--mirror", type=Path, help="bare repositories as owner+name/repo")
    parser.add_argument("--only", action="append", default=[], metavar="NAME")
    args = parser.parse_args()
    try:
        libraries = list(rows())
        unknown = set(args.only) - {name for name, *_ in libraries}
        if unknown:
            raise BadInput(f"not in the corpus table: {', '.join(sorted(unknown))}")
        args.dir.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as cache:
            for name, repo, commit, sources, excluded, deps in libraries:
                if args.only and name not in args.only:
                    continue
                root = args.dir / name
                if root.exists():
                    print(f"fetch-corpus: {name}: {root} exists, left as it is")
                    continue
                staging = Path(tempfile.mkdtemp(dir=args.dir, prefix=f".{name}."))
                try:
                    if name in VENDORED:
                        vendor_repo, vendored, placed = VENDORED[name]
                        gitdir = repository(vendor_repo, args.mirror, Path(cache))
                        extract(gitdir, commit, vendored, staging)
                        (staging / placed).parent.mkdir(parents=True)
                        shutil.move(staging / vendored, staging / placed)
                        shutil.rmtree(staging / vendored.split("/")[0])
                    else:
                        gitdir = repository(repo, args.mirror, Path(cache))
                        for path in [sources, *RESOURCES.get(name, [])]:
                            extract(gitdir, commit, path, staging)
                    manifest = {"sources": sources}
                    if excluded:
                        manifest["exclude"] = excluded
                    if deps:
                        manifest["dependencies"] = deps
                    if name in RESOURCES:
                        manifest["resources"] = RESOURCES[name]
                    (staging / "corpus.json").write_text(json.dumps(manifest) + "\n")
                    staging.rename(root)
                    print(f"fetch-corpus: {name} at {commit}")
                    # The hand edits docs/porting.md's table counts, kept in the repository.
                    patch = PATCHES / f"{name}.hand.patch"
                    if patch.exists() and not (args.dir / patch.name).exists():
                        shutil.copyfile(patch, args.dir / patch.name)
                finally:
                    shutil.rmtree(staging, ignore_errors=True)
    except BadInput as error:
        print(f"fetch-corpus: {error}", file=sys.stderr)
        return 2
    except subprocess.CalledProcessError as error:
        print(f"fetch-corpus: {' '.join(map(str, error.cmd))} failed; check the network or "
              "--mirror, then run again (finished libraries are kept)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env bash
# Checks out the porting corpus as docs/porting.md's table lists it: for each library, its
# source folder at the table's commit in DIR/<Name>/, with the corpus.json that
# Scripts/port-corpus.sh reads. Repositories come from GitHub (blobless clones in a temporary
# folder) or, with --mirror, from bare repositories laid out as MIRROR/<owner>+<name>/repo.
#
#   Scripts/fetch-corpus.sh DIR [--mirror MIRROR] [--only NAME]...
#
# A library's hand edits (Scripts/corpus-patches/<Name>.hand.patch) are copied beside it as
# DIR/<Name>.hand.patch. A library already in DIR is left as it is. Exit status: 0 done; 1 git
# failed (what finished is kept); 2 bad input.
set -euo pipefail
exec python3 "$(dirname "$0")/fetch-corpus.py" "$@"

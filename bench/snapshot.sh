#!/usr/bin/env bash
# Exports a commit's api, scraper, shared package and web app into bench/.data/source-<commit>
# (git archive: no worktree, nothing in .git changes), wired to this checkout's node_modules, and
# prints the folder to pass as BENCH_SOURCE:
#   BENCH_SOURCE=$(bench/snapshot.sh HEAD) npm run bench
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
commit="$(git -C "$repo" rev-parse --short "${1:-HEAD}")"
dir="$repo/bench/.data/source-$commit"
if [ ! -d "$dir" ]; then
  mkdir -p "$dir.tmp"
  git -C "$repo" archive "$commit" tsconfig.base.json apps/api apps/scraper apps/web packages/shared | tar -x -C "$dir.tmp"
  # Workspace packages resolve to this export; everything else to the checkout's node_modules.
  mkdir -p "$dir.tmp/node_modules/@kolekt"
  for package in api:apps/api scraper:apps/scraper shared:packages/shared web:apps/web; do
    ln -s "../../${package#*:}" "$dir.tmp/node_modules/@kolekt/${package%%:*}"
  done
  for workspace in apps/api apps/scraper apps/web packages/shared; do
    if [ -d "$repo/$workspace/node_modules" ]; then
      ln -s "$repo/$workspace/node_modules" "$dir.tmp/$workspace/node_modules"
    fi
  done
  mv "$dir.tmp" "$dir"
fi
echo "$dir"

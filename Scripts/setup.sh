#!/usr/bin/env bash
# Installs the Debian packages Curtain needs, if any are missing. Run as root (CI is); as
# another user it only says what to install.
set -euo pipefail
# parallel: GNU parallel, which the shard test runs renders with. Text: FreeType and HarfBuzz,
# Inter (the default typeface), DejaVu (monospaced and serif), Noto CJK and Noto Color Emoji
# (fallbacks); together about 80 s to install.
packages=(pkg-config libpng-dev libfreetype-dev libharfbuzz-dev ffmpeg fonts-dejavu-core
  fonts-inter fonts-noto-cjk fonts-noto-color-emoji parallel)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
((${#missing[@]} == 0)) && exit 0
if [[ $(id -u) -ne 0 ]]; then
  echo "error: missing system packages: ${missing[*]}; install them with: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
echo "== installing ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"

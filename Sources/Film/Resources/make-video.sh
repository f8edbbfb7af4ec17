#!/usr/bin/env bash
# The one ffmpeg recipe per format. It lives in the Film target (which ships it as a resource
# and runs it) and Scripts/make-video.sh links to it, so the command line, the library and a
# user running the script by hand make identical videos.
#
#   make-video.sh [--fps N] [--gif-width W] FRAMES_DIR OUTPUT     PNG frames frame-00000.png …
#   make-video.sh --raw WxH [--fps N] [--gif-width W] - OUTPUT     raw RGBA frames on stdin
#
# OUTPUT's extension picks the format: .mp4 (H.264, yuv420p, even dimensions, fast start),
# .gif (palettegen/paletteuse; default 360 px wide, 30 fps), .webm (VP9), .apng / .png (APNG).
# Frames are straight-alpha RGBA; GIF and APNG keep their transparency, MP4 and WebM show it as
# black (each colour is multiplied by its alpha before alpha is dropped).
# The video is written to a temporary file beside OUTPUT and renamed when ffmpeg succeeds, so a
# failed or interrupted run leaves nothing half-written.
set -euo pipefail

fps=60 gif_width=360 gif_fps=30 raw=""
while [[ $# -gt 2 ]]; do
  case "$1" in
    --fps) fps="$2"; shift 2 ;;
    --gif-width) gif_width="$2"; shift 2 ;;
    --gif-fps) gif_fps="$2"; shift 2 ;;
    --raw) raw="$2"; shift 2 ;;
    *) echo "make-video.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
[[ $# -eq 2 ]] || { echo "usage: make-video.sh [--fps N] [--raw WxH] FRAMES_DIR|- OUTPUT" >&2; exit 2; }
input="$1" output="$2"

command -v ffmpeg >/dev/null 2>&1 || {
  echo "error: ffmpeg is not installed; install it with: sudo apt-get install ffmpeg" >&2
  exit 127
}

if [[ -n "$raw" ]]; then
  source_args=(-f rawvideo -pix_fmt rgba -s "$raw" -framerate "$fps" -i -)
else
  source_args=(-framerate "$fps" -i "$input/frame-%05d.png")
fi

extension="${output##*.}"
extension="${extension,,}"
case "$extension" in
  mp4)
    codec_args=(-vf "premultiply=inplace=1,scale=trunc(iw/2)*2:trunc(ih/2)*2" -c:v libx264 -preset medium -crf 18
      -pix_fmt yuv420p -movflags +faststart -f mp4) ;;
  gif)
    codec_args=(-vf "fps=$gif_fps,scale=$gif_width:-1:flags=lanczos,split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle"
      -loop 0 -f gif) ;;
  webm)
    codec_args=(-vf "premultiply=inplace=1" -c:v libvpx-vp9 -b:v 0 -crf 32 -row-mt 1
      -pix_fmt yuv420p -f webm) ;;
  apng|png)
    codec_args=(-plays 0 -c:v apng -f apng) ;;
  *)
    echo "error: unknown video format '.$extension'; use .mp4, .gif, .webm or .apng" >&2
    exit 2 ;;
esac

directory=$(dirname "$output")
[[ -d "$directory" && -w "$directory" ]] || {
  echo "error: cannot write to $directory; create it or choose another output" >&2
  exit 1
}
temporary=$(mktemp "$directory/.$(basename "$output").XXXXXX")
trap 'rm -f "$temporary"' EXIT
trap 'rm -f "$temporary"; exit 130' INT TERM
ffmpeg -hide_banner -loglevel error -nostdin -y "${source_args[@]}" "${codec_args[@]}" "$temporary"
chmod "$(printf '%04o' $(( 0666 & ~0$(umask) )))" "$temporary"  # mktemp makes it private
mv -f "$temporary" "$output"
trap - EXIT INT TERM

#!/usr/bin/env bash
# Generates the demo media that the demo catalogue refers to, into demo/:
#
#   demo/media/story-1.mp4 … story-6.mp4   30 s, 320×180, 10 fps, H.264 (yuv420p, +faststart) with a
#                                         quiet AAC tone; a colour per story, "Príbeh N", a large
#                                         running mm:ss clock and a progress bar, so that seeking
#                                         and playback are visible in screenshots (~75 KB each)
#   demo/media/webinar-1.mp4 … webinar-5.mp4  the same for the five paid webinars, "Webinár N":
#                                         files of their own, never a free story's
#   demo/media/story-7.mp4 … story-44.mp4 and demo/subtitles/story-7… story-44.*.vtt
#                                         every story its own path (a file is public when any
#                                         item referring to it is, so no two items share one):
#                                         links to the clip and subtitles of story 1 … 6 that the
#                                         story had before, always one of the same availability
#
# The theme icons, story covers, subtitles and the stories' own methodologies and worksheets come
# from scripts/demo-assets/generate.ts.
#
# Idempotent: every run rewrites the same files with the same content (bit-exact encoder flags,
# no timestamps), then checks them with ffprobe and size limits.
# Needs ffmpeg with libx264 and drawtext, the DejaVu fonts, and node. Run: bash scripts/generate-demo-media.sh
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
demo="$root/demo"
bold_font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
regular_font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
mkdir -p "$demo/media"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Same input, same bytes: no encoder version strings or creation times in the files.
bitexact=(-fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1)

# ---------------------------------------------------------------------------------------- videos
story_colours=(0x1f4e79 0x7b2d26 0x2e6b3a 0x6a3d7c 0x8a5a00 0x2f5f66)
# drawtext expands %{eif:…} every frame: minutes and seconds of the stream time, two digits each.
printf '%s' '%{eif:trunc(t/60):d:2}:%{eif:mod(trunc(t),60):d:2}' >"$work/clock.txt"
webinar_colours=(0x34495e 0x5d4037 0x1b5e20 0x4a148c 0x006064)
# name, label, colour and tone of each clip
clips=()
for n in 1 2 3 4 5 6; do clips+=("story-$n|Príbeh $n|${story_colours[n - 1]}|$((220 + 55 * n))"); done
for n in 1 2 3 4 5; do clips+=("webinar-$n|Webinár $n|${webinar_colours[n - 1]}|$((250 + 45 * n))"); done
for clip in "${clips[@]}"; do
  IFS='|' read -r name label colour tone <<<"$clip"
  cat >"$work/story.filter" <<EOF
[0:v]drawtext=fontfile=$bold_font:text='$label':fontsize=22:fontcolor=white:x=(w-tw)/2:y=16,
drawtext=fontfile=$bold_font:textfile=$work/clock.txt:fontsize=64:fontcolor=white:x=(w-tw)/2:y=(h-th)/2,
drawtext=fontfile=$regular_font:text='Živá knižnica · demo':fontsize=12:fontcolor=white:x=(w-tw)/2:y=h-30[titled];
[titled][1:v]overlay=x='-W+W*t/30':y=H-8:eval=frame,format=yuv420p[video]
EOF
  # A keyframe every 5 s keeps the file small; browsers still seek to any frame.
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=$colour:s=320x180:r=10:d=30" \
    -f lavfi -i "color=c=white:s=320x8:r=10:d=30" \
    -f lavfi -i "sine=frequency=$tone:sample_rate=8000:duration=30" \
    -filter_complex_script "$work/story.filter" -map "[video]" -map 2:a -af "volume=0.05" \
    -c:v libx264 -preset veryslow -tune stillimage -crf 32 -g 50 -profile:v main \
    -c:a aac -b:a 8k -ac 1 -movflags +faststart -t 30 "${bitexact[@]}" \
    "$demo/media/$name.mp4"
done

# ----------------------------------------------------------------- a path of its own for each story
# Story i (1-based) had clip ((i - 1) mod 6) + 1: the same availability as its own (src/modules/demo/seed.ts).
for i in $(seq 7 44); do
  clip=$(((i - 1) % 6 + 1))
  ln -sfn "story-$clip.mp4" "$demo/media/story-$i.mp4"
  for lang in sk cz en es; do ln -sfn "story-$clip.$lang.vtt" "$demo/subtitles/story-$i.$lang.vtt"; done
done

# ------------------------------------------------------------------------------------------ checks
fail() { echo "generate-demo-media: $*" >&2; exit 1; }
for clip in "${clips[@]}"; do
  file="$demo/media/${clip%%|*}.mp4"
  probe="$(ffprobe -v error -show_entries stream=codec_name,width,height,pix_fmt -show_entries format=duration -of csv=p=0 "$file" | tr '\n' ' ')"
  [[ "$probe" == *"h264,320,180,yuv420p"*"aac"*"30.0"* ]] || fail "$file: unexpected streams: $probe"
  (($(stat -c %s "$file") < 150000)) || fail "$file is 150 KB or more"
done
du -ab "$demo" | sort -k2 | sed "s|$root/||"

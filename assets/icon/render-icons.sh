#!/usr/bin/env bash
# Renders the icon files from the two SVGs; they are committed, so no build needs these tools.
#   png/tabula-<size>.png  tabula-small.svg for 16 and 24 px, tabula.svg for 32 px and up
#   tabula.ico             for jpackage on Windows (16...256 px)
#   tabula.icns            for jpackage on macOS (16...512 px)
#   tabula-match.*         the same for a saved match (tabula-match.svg): the file type's icon
# Needs rsvg-convert, ImageMagick and png2icns
# (Debian: apt-get install -y librsvg2-bin imagemagick icnsutils).
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p png
for size in 16 24; do
  rsvg-convert -w "$size" -h "$size" tabula-small.svg -o "png/tabula-$size.png"
done
for size in 32 48 64 128 256 512; do
  rsvg-convert -w "$size" -h "$size" tabula.svg -o "png/tabula-$size.png"
done
convert png/tabula-{16,24,32,48,64,128,256}.png tabula.ico
png2icns tabula.icns png/tabula-{16,32,48,128,256,512}.png >/dev/null
# the icon of a saved match (*.tabula.json), for the file type
for size in 16 24 32 48 64 128 256 512; do
  rsvg-convert -w "$size" -h "$size" tabula-match.svg -o "png/tabula-match-$size.png"
done
convert png/tabula-match-{16,24,32,48,64,128,256}.png tabula-match.ico
png2icns tabula-match.icns png/tabula-match-{16,32,48,128,256,512}.png >/dev/null
ls -l png tabula.ico tabula.icns tabula-match.ico tabula-match.icns

#!/usr/bin/env sh
# Adds Tabula to this user's applications menu, pointing at this folder, with its icons.
# Run it again after moving the folder; run it with --remove to take the entry away.
set -eu
IMAGE=$(cd "$(dirname "$(readlink -f "$0")")/.." && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
ENTRY="$DATA/applications/dev.tabula.Tabula.desktop"

if [ "${1:-}" = "--remove" ]; then
  rm -f "$ENTRY" "$DATA"/icons/hicolor/*/apps/dev.tabula.Tabula.png
  echo "Removed Tabula from the menu."
  exit 0
fi

for png in "$IMAGE"/lib/desktop/tabula-*.png; do
  size=$(basename "$png" .png | sed 's/^tabula-//')
  mkdir -p "$DATA/icons/hicolor/${size}x${size}/apps"
  cp "$png" "$DATA/icons/hicolor/${size}x${size}/apps/dev.tabula.Tabula.png"
done
mkdir -p "$DATA/applications"
# Exec takes the path quoted, as the desktop entry spec asks for paths with spaces
sed -e "/^#/d" -e "s|^Exec=.*|Exec=\"$IMAGE/bin/Tabula\"|" -e "s|^Icon=.*|Icon=dev.tabula.Tabula|" \
  "$IMAGE/lib/desktop/dev.tabula.Tabula.desktop" > "$ENTRY"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DATA/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" 2>/dev/null || true
echo "Tabula is in your applications menu (entry: $ENTRY)."

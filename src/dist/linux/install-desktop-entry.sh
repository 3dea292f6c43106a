#!/usr/bin/env sh
# Adds Tabula to this user's applications menu, pointing at this folder, with its icons, and makes
# saved matches (*.tabula.json, type application/x-tabula-match+json) open in it on a double-click.
# Run it again after moving the folder; run it with --remove to take the entry and the type away.
set -eu
IMAGE=$(cd "$(dirname "$(readlink -f "$0")")/.." && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
ENTRY="$DATA/applications/dev.tabula.Tabula.desktop"
MIME_TYPE=application/x-tabula-match+json
MIME_ICON=application-x-tabula-match+json

have() { command -v "$1" >/dev/null 2>&1; }
refresh() {
  have update-desktop-database && update-desktop-database -q "$DATA/applications" || true
  have update-mime-database && update-mime-database "$DATA/mime" >/dev/null 2>&1 || true
  have gtk-update-icon-cache && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" 2>/dev/null || true
}

if [ "${1:-}" = "--remove" ]; then
  rm -f "$ENTRY" "$DATA"/icons/hicolor/*/apps/dev.tabula.Tabula.png "$DATA"/icons/hicolor/*/mimetypes/$MIME_ICON.png
  if have xdg-mime; then
    xdg-mime uninstall --mode user "$IMAGE/lib/desktop/tabula-match.xml" 2>/dev/null || true
  else
    rm -f "$DATA/mime/packages/tabula-match.xml"
  fi
  refresh
  echo "Removed Tabula from the menu."
  exit 0
fi

for size in 16 24 32 48 64 128 256 512; do
  mkdir -p "$DATA/icons/hicolor/${size}x${size}/apps" "$DATA/icons/hicolor/${size}x${size}/mimetypes"
  cp "$IMAGE/lib/desktop/tabula-$size.png" "$DATA/icons/hicolor/${size}x${size}/apps/dev.tabula.Tabula.png"
  cp "$IMAGE/lib/desktop/tabula-match-$size.png" "$DATA/icons/hicolor/${size}x${size}/mimetypes/$MIME_ICON.png"
done
mkdir -p "$DATA/applications"
# Exec takes the path quoted, as the desktop entry spec asks for paths with spaces; %f is the match file
sed -e "/^#/d" -e "s|^Exec=.*|Exec=\"$IMAGE/bin/Tabula\" %f|" -e "s|^Icon=.*|Icon=dev.tabula.Tabula|" \
  "$IMAGE/lib/desktop/dev.tabula.Tabula.desktop" > "$ENTRY"
# the file type, and Tabula as its default application
if have xdg-mime; then
  xdg-mime install --mode user --novendor "$IMAGE/lib/desktop/tabula-match.xml"
  xdg-mime default dev.tabula.Tabula.desktop "$MIME_TYPE"
else
  mkdir -p "$DATA/mime/packages"
  cp "$IMAGE/lib/desktop/tabula-match.xml" "$DATA/mime/packages/"
fi
refresh
echo "Tabula is in your applications menu (entry: $ENTRY), and opens saved matches (*.tabula.json)."

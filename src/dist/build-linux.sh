#!/usr/bin/env bash
# Builds Tabula for Linux players: a self-contained app image (its own Java runtime with JavaFX,
# so no Java install is needed), started by double-clicking Tabula/bin/Tabula, and a .tar.gz of it.
#
#   src/dist/build-linux.sh          -> target/dist/Tabula/  and  target/dist/tabula-<version>-linux-<arch>.tar.gz
#   src/dist/build-linux.sh --deb    -> also target/dist/tabula_<version>_<arch>.deb (needs dpkg-deb and fakeroot)
#
# Needs Maven and a JDK 17+ that has jlink and jpackage (JAVA_HOME, else the one on the PATH).
# MVN_ARGS adds Maven options (e.g. MVN_ARGS=-o for offline). See docs/packaging.md.
set -euo pipefail

# Packages the .deb depends on, besides those jpackage derives from the runtime's native libraries:
# named here so the window's needs stay stated whatever jpackage finds (GTK 3 for the window,
# libXtst for JavaFX's GTK glass library).
DEB_DEPENDS="libgtk-3-0, libxtst6"
# A font package with CJK glyphs, for when Tabula ships Chinese/Japanese/Korean text
# that JavaFX's font fallback uses: TrueType WenQuanYi Zen Hei (not fonts-noto-cjk, whose CFF
# fonts the fallback skips; see docs/i18n.md). Empty: none.
DEB_CJK_FONT_PACKAGE="${DEB_CJK_FONT_PACKAGE:-fonts-wqy-zenhei}"
# Java modules the image's runtime holds. jdeps finds the app's own needs and adds them at build
# time; the libraries' needs, which jdeps cannot all see, are listed here: Logback reads its XML
# configuration (java.xml) and looks up JNDI (java.naming); Jackson, SLF4J and JavaFX use
# sun.misc.Unsafe (jdk.unsupported); java.sql/java.desktop for Jackson's optional type handlers.
BASE_MODULES="java.base,java.desktop,java.logging,java.management,java.naming,java.sql,java.xml,jdk.unsupported,javafx.controls"

build_deb=false
for arg in "$@"; do
  case "$arg" in
    --deb) build_deb=true ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "unknown option: $arg (try --help)" >&2; exit 2 ;;
  esac
done

cd "$(dirname "$0")/../.."
ROOT="$PWD"
if [[ -n "${JAVA_HOME:-}" && -x "$JAVA_HOME/bin/jpackage" ]]; then
  JDK_BIN="$JAVA_HOME/bin"
else
  JDK_BIN="$(dirname "$(readlink -f "$(command -v jpackage || command -v java)")")"
fi
for tool in jlink jpackage jdeps; do
  [[ -x "$JDK_BIN/$tool" ]] || { echo "no $tool in $JDK_BIN: install a full JDK 17+ (Debian: openjdk-17-jdk-headless)" >&2; exit 1; }
done

started=$(date +%s)
step() { echo "== $* ($(( $(date +%s) - started )) s)"; }
step "mvn package (release profile)"
rm -rf target/libs                      # no jar of an older dependency version may stay behind
# shellcheck disable=SC2086  # MVN_ARGS is a list of options
mvn -B -q ${MVN_ARGS:-} package -Dmaven.test.skip=true -Prelease   # the tests are CI's job; not even compiled here

APP_JAR=$(ls -t target/tabula-[0-9]*.jar | head -1)
VERSION=$(basename "$APP_JAR" .jar | sed 's/^tabula-//')
APP_VERSION="${VERSION%%-*}"            # jpackage wants digits and dots: 0.2.0-SNAPSHOT -> 0.2.0
case "$(uname -m)" in x86_64) ARCH=x64 ;; aarch64) ARCH=aarch64 ;; *) ARCH=$(uname -m) ;; esac

WORK=target/release
DIST=target/dist
rm -rf "$WORK" "$DIST"
mkdir -p "$WORK/input" "$WORK/natives" "$DIST"

FX_JARS=$(ls target/libs/javafx-*-linux.jar)
FX_PATH=$(echo "$FX_JARS" | tr '\n' ':')
LIB_PATH=""                             # the libraries, for jdeps to resolve the app's references
for jar in target/libs/*.jar; do
  [[ "$(basename "$jar")" == javafx-* ]] && continue
  cp "$jar" "$WORK/input/"
  LIB_PATH="$LIB_PATH$jar:"
done
cp "$APP_JAR" "$WORK/input/"

step jdeps
APP_MODULES=$("$JDK_BIN/jdeps" --multi-release 17 --ignore-missing-deps --no-recursive --print-module-deps \
  --module-path "$FX_PATH" --class-path "$LIB_PATH" "$APP_JAR" 2>/dev/null | tail -1)
MODULES=$(echo "$BASE_MODULES,$APP_MODULES" | tr ',' '\n' | sed '/^$/d' | sort -u | paste -sd, -)
echo "   modules: $MODULES"

step jlink
# JavaFX comes from the Maven jars (no jmods needed). Its native libraries are taken out of the
# module and put in the runtime's lib/, where the JDK's own libraries are: JavaFX then loads them
# from there instead of unpacking them into ~/.openjfx/cache on first start.
"$JDK_BIN/jlink" --module-path "$FX_PATH" --add-modules "$MODULES" \
  --exclude-resources='glob:/javafx.*/*.so' \
  --strip-debug --no-header-files --no-man-pages \
  --output "$WORK/runtime"
for jar in $FX_JARS; do
  # shellcheck disable=SC2046  # one argument per native library in the jar
  (cd "$WORK/natives" && "$JDK_BIN/jar" xf "$ROOT/$jar" $("$JDK_BIN/jar" tf "$ROOT/$jar" | grep '\.so$'))
done
cp "$WORK"/natives/*.so "$WORK/runtime/lib/"

step "CDS archive"
# The classes the first screen needs from the runtime (src/dist/startup-classes.lst), parsed and
# verified once here into the runtime's default CDS archive, which every start maps at once: the
# picker shows about 0.5 s sooner. Made by the runtime's own java, which is then dropped: the
# launcher does not need it. Warnings name listed classes this runtime lacks; they are harmless.
"$WORK/runtime/bin/java" -Xshare:dump -XX:SharedClassListFile=src/dist/startup-classes.lst \
  > "$WORK/cds-dump.log" 2>&1 || { tail -20 "$WORK/cds-dump.log" >&2; exit 1; }
[[ -s "$WORK/runtime/lib/server/classes.jsa" ]] || { echo "no CDS archive was written" >&2; exit 1; }
echo "   $(du -h "$WORK/runtime/lib/server/classes.jsa" | cut -f1) archive, $(grep -c 'warning' "$WORK/cds-dump.log" || true) warnings (see $WORK/cds-dump.log)"
rm -rf "$WORK/runtime/bin"

step jpackage
"$JDK_BIN/jpackage" --type app-image --dest "$DIST" \
  --name Tabula --app-version "$APP_VERSION" --vendor "Tabula" \
  --description "Four small games for the kitchen table, played hot-seat on one computer." \
  --icon assets/icon/png/tabula-256.png \
  --runtime-image "$WORK/runtime" --input "$WORK/input" \
  --main-jar "$(basename "$APP_JAR")" --main-class dev.tabula.Launcher

# Extras for the tarball: the icons and desktop entry, and a script that adds Tabula to the menu.
IMAGE="$DIST/Tabula"
mkdir -p "$IMAGE/lib/desktop"
cp assets/icon/png/tabula-*.png assets/linux/dev.tabula.Tabula.desktop "$IMAGE/lib/desktop/"
install -m 755 src/dist/linux/install-desktop-entry.sh "$IMAGE/bin/install-desktop-entry"
install -m 644 src/dist/linux/README.txt "$IMAGE/README.txt"

TARBALL="$DIST/tabula-$VERSION-linux-$ARCH.tar.gz"
tar -C "$DIST" -czf "$TARBALL" Tabula
built=$(date +%s)

if $build_deb; then
  step "jpackage --type deb"
  RES="$WORK/deb-resources"
  mkdir -p "$RES"
  # jpackage takes the menu entry from <resource-dir>/<app name>.desktop
  cp assets/linux/dev.tabula.Tabula.desktop "$RES/Tabula.desktop"
  "$JDK_BIN/jpackage" --type deb --dest "$DIST" --app-image "$IMAGE" \
    --name Tabula --linux-package-name tabula --app-version "$APP_VERSION" --vendor "Tabula" \
    --description "Four small games for the kitchen table, played hot-seat on one computer." \
    --linux-package-deps "$DEB_DEPENDS${DEB_CJK_FONT_PACKAGE:+, $DEB_CJK_FONT_PACKAGE}" \
    --linux-app-category games --linux-menu-group "Game;BoardGame;" --linux-shortcut \
    --icon assets/icon/png/tabula-256.png --resource-dir "$RES"
fi

echo "== done in $(( $(date +%s) - started )) s (image and tarball: $(( built - started )) s)"
du -sh "$IMAGE" | sed 's/^/   image    /'
find "$DIST" -maxdepth 1 \( -name '*.tar.gz' -o -name '*.deb' \) -exec ls -sh {} + | sed 's/^/   /'
echo "   start it: $IMAGE/bin/Tabula"

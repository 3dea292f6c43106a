#!/usr/bin/env bash
# Builds Tabula for players on the system it runs on (Linux, macOS, or Windows under Git Bash): a
# self-contained app image (its own Java runtime with JavaFX, so no Java install is needed), its
# portable archive, and with --installer the system's installer. The one release script: by hand
# (src/dist/build-linux.sh calls it) and in CI (.github/workflows/release.yml), so the two cannot drift.
#
#   src/dist/build-image.sh              Linux:   target/dist/Tabula/ + tabula-<version>-linux-<arch>.tar.gz
#                                        Windows: target/dist/Tabula/ + tabula-<version>-windows-<arch>.zip
#                                        macOS:   target/dist/Tabula.app
#   src/dist/build-image.sh --installer  also Linux .deb (dpkg-deb, fakeroot), Windows .msi (WiX 3 for JDK 17-23),
#                                        macOS .dmg
#
# Needs Maven and a JDK 17+ that has jlink and jpackage (JAVA_HOME, else the one on the PATH); the code
# is compiled for Java 17 whichever JDK packs it. RELEASE_JDK names another JDK for jlink and jpackage
# only (the runtime the players get); on Linux a JDK 25+ under /usr/lib/jvm is taken by itself. With
# JDK 25+ and a display (or Xvfb), the Linux image gets an ahead-of-time cache from a training run
# instead of the CDS archive; TABULA_AOT=off keeps the JDK that builds and the CDS archive.
# MVN_ARGS adds Maven options (e.g. MVN_ARGS=-o for offline). See docs/packaging.md.
set -euo pipefail

# What the installers are and say; the file type is the one assets/linux/tabula-match.xml describes.
NAME=Tabula
VENDOR=Tabula
DESCRIPTION="Four small games for the kitchen table, played hot-seat on one computer."
MAIN_CLASS=dev.tabula.Launcher
MATCH_EXTENSION=tabula.json
MATCH_MIME_TYPE=application/x-tabula-match+json
MATCH_DESCRIPTION="Tabula match"
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

installer=false
for arg in "$@"; do
  case "$arg" in
    --installer|--deb) installer=true ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
    *) echo "unknown option: $arg (try --help)" >&2; exit 2 ;;
  esac
done

case "$(uname -s)" in
  Linux) OS=linux; ICON_EXT=png ;;
  Darwin) OS=mac; ICON_EXT=icns ;;
  MINGW*|MSYS*|CYGWIN*) OS=windows; ICON_EXT=ico ;;
  *) echo "unsupported system: $(uname -s)" >&2; exit 1 ;;
esac
case "$(uname -m)" in x86_64|amd64) ARCH=x64 ;; aarch64|arm64) ARCH=aarch64 ;; *) ARCH=$(uname -m) ;; esac
EXE=""; [[ $OS == windows ]] && EXE=.exe
ICON=assets/icon/tabula.$ICON_EXT
[[ $OS == linux ]] && ICON=assets/icon/png/tabula-256.png
MATCH_ICON=assets/icon/tabula-match.$ICON_EXT
[[ $OS == linux ]] && MATCH_ICON=assets/icon/png/tabula-match-256.png

cd "$(dirname "$0")/../.."
ROOT="$PWD"
jdk_bin() {                             # the bin folder of a JDK home, or of the JDK on the PATH
  local home=${1:-}
  [[ -n "$home" && $OS == windows ]] && home=$(cygpath -u "$home")
  if [[ -n "$home" && -x "$home/bin/jpackage$EXE" ]]; then echo "$home/bin"; return; fi
  dirname "$(readlink -f "$(command -v jpackage || command -v java)")"
}
feature() { "$1/java$EXE" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p' | tr -d '\r'; }
# On Linux without RELEASE_JDK, the newest JDK 25+ installed beside the system's (Debian: /usr/lib/jvm)
# packs the image, for its AOT cache, if a training run can show the window; a machine without one
# falls back to the JDK that builds (and its CDS archive).
can_train() { [[ $OS == linux && "${TABULA_AOT:-on}" != off ]] && { [[ -n "${DISPLAY:-}" ]] || command -v Xvfb >/dev/null; }; }
if [[ -z "${RELEASE_JDK:-}" ]] && can_train; then
  for home in /usr/lib/jvm/*/; do
    [[ -x "$home/bin/jpackage" ]] || continue
    f=$(feature "$home/bin")
    if [[ "$f" =~ ^[0-9]+$ ]] && ((f >= 25 && f > ${best_feature:-0})); then RELEASE_JDK=${home%/}; best_feature=$f; fi
  done
fi
JDK_BIN=$(jdk_bin "${RELEASE_JDK:-${JAVA_HOME:-}}")
for tool in jlink jpackage jdeps jar java; do
  [[ -x "$JDK_BIN/$tool$EXE" ]] || { echo "no $tool in $JDK_BIN: install a full JDK 17+ (Debian: openjdk-17-jdk-headless)" >&2; exit 1; }
done
JDK_FEATURE=$(feature "$JDK_BIN")

started=$(date +%s)
step() { echo "== $* ($(( $(date +%s) - started )) s)"; }
step "mvn package (release profile)"
rm -rf target/libs                      # no jar of an older dependency version may stay behind
# shellcheck disable=SC2086  # MVN_ARGS is a list of options
mvn -B -q ${MVN_ARGS:-} package -Dmaven.test.skip=true -Prelease   # the tests are CI's job; not even compiled here

APP_JAR=$(ls -t target/tabula-[0-9]*.jar | head -1)
VERSION=$(basename "$APP_JAR" .jar | sed 's/^tabula-//')
APP_VERSION="${VERSION%%-*}"            # jpackage wants digits and dots: 0.2.0-SNAPSHOT -> 0.2.0

WORK=target/release
DIST=target/dist
rm -rf "$WORK" "$DIST"
mkdir -p "$WORK/input" "$WORK/fx" "$WORK/natives" "$DIST"

# this system's JavaFX jars (Maven picked the classifier), as a module folder for jdeps and jlink
for jar in target/libs/javafx-*.jar; do
  [[ "$(basename "$jar")" =~ -(linux|linux-aarch64|mac|mac-aarch64|win)\.jar$ ]] && cp "$jar" "$WORK/fx/"
done
SEP=":"; [[ $OS == windows ]] && SEP=";"
LIB_PATH=""                             # the libraries, for jdeps to resolve the app's references
for jar in target/libs/*.jar; do
  [[ "$(basename "$jar")" == javafx-* ]] && continue
  cp "$jar" "$WORK/input/"
  LIB_PATH="$LIB_PATH$jar$SEP"
done
cp "$APP_JAR" "$WORK/input/"

step "jdeps (JDK $JDK_FEATURE)"
APP_MODULES=$("$JDK_BIN/jdeps$EXE" --multi-release 17 --ignore-missing-deps --no-recursive --print-module-deps \
  --module-path "$WORK/fx" --class-path "$LIB_PATH" "$APP_JAR" 2>/dev/null | tail -1 | tr -d '\r')
MODULES=$(echo "$BASE_MODULES,$APP_MODULES" | tr ',' '\n' | sed '/^$/d' | sort -u | paste -sd, -)
echo "   modules: $MODULES"

step jlink
jlink_natives=(--strip-debug)          # (no empty arrays: macOS's bash 3.2 calls them unbound under set -u)
# Linux: JavaFX comes from the Maven jars (no jmods needed). Its native libraries are taken out of the
# module and put in the runtime's lib/, where the JDK's own libraries are: JavaFX then loads them
# from there instead of unpacking them into ~/.openjfx/cache on first start. (Elsewhere they stay in
# the module and JavaFX unpacks them on first start, which is fine there.)
[[ $OS == linux ]] && jlink_natives+=(--exclude-resources='glob:/javafx.*/*.so')
"$JDK_BIN/jlink$EXE" --module-path "$WORK/fx" --add-modules "$MODULES" "${jlink_natives[@]}" \
  --no-header-files --no-man-pages --output "$WORK/runtime"
if [[ $OS == linux ]]; then
  for jar in "$WORK"/fx/*.jar; do
    # shellcheck disable=SC2046  # one argument per native library in the jar
    (cd "$WORK/natives" && "$JDK_BIN/jar" xf "$ROOT/$jar" $("$JDK_BIN/jar" tf "$ROOT/$jar" | grep '\.so$'))
  done
  cp "$WORK"/natives/*.so "$WORK/runtime/lib/"
fi

step "CDS archive"
# The classes the first screen needs from the runtime (src/dist/startup-classes.lst), parsed and
# verified once here into the runtime's default CDS archive, which every start maps at once: the
# picker shows about 0.5 s sooner. Made by the runtime's own java, whose commands are dropped once the
# image is made. Warnings name listed classes this runtime lacks; they are harmless.
"$WORK/runtime/bin/java$EXE" -Xshare:dump -XX:SharedClassListFile=src/dist/startup-classes.lst \
  > "$WORK/cds-dump.log" 2>&1 || { tail -20 "$WORK/cds-dump.log" >&2; exit 1; }
WORK_ARCHIVE=$(find "$WORK/runtime" -name classes.jsa | head -1)
[[ -s "$WORK_ARCHIVE" ]] || { echo "no CDS archive was written" >&2; exit 1; }
echo "   $(du -h "$WORK_ARCHIVE" | cut -f1) archive, $(grep -c 'warning' "$WORK/cds-dump.log" || true) warnings (see $WORK/cds-dump.log)"

step jpackage
# the settings every jpackage call shares
COMMON=(--name "$NAME" --app-version "$APP_VERSION" --vendor "$VENDOR" --description "$DESCRIPTION" --icon "$ICON")
image_options=(--main-jar "$(basename "$APP_JAR")" --main-class "$MAIN_CLASS")
# JDK 24+: JavaFX 21 loads its libraries and uses sun.misc.Unsafe, which those JDKs warn about (JEP 472, 498)
if ((JDK_FEATURE >= 24)); then
  image_options+=(--java-options --enable-native-access=javafx.graphics --java-options --sun-misc-unsafe-memory-access=allow)
fi
case $OS in
  windows)
    # the GUI launcher has no console; tabula-cli.exe is the command line's (Tabula.exe --version prints nothing)
    printf 'win-console=true\n' > "$WORK/cli.properties"
    image_options+=(--add-launcher "tabula-cli=$WORK/cli.properties") ;;
  mac) image_options+=(--mac-package-identifier dev.tabula.Tabula) ;;
esac
"$JDK_BIN/jpackage$EXE" --type app-image --dest "$DIST" "${COMMON[@]}" "${image_options[@]}" \
  --runtime-image "$WORK/runtime" --input "$WORK/input"
IMAGE="$DIST/$NAME"; [[ $OS == mac ]] && IMAGE="$DIST/$NAME.app"
RUNTIME="$IMAGE/lib/runtime"; [[ $OS == mac ]] && RUNTIME="$IMAGE/Contents/runtime/Contents/Home"
[[ $OS == windows ]] && RUNTIME="$IMAGE/runtime"
ARCHIVE=$(find "$RUNTIME" -name classes.jsa | head -1)

# The ahead-of-time cache (JDK 25+, JEP 483/514; Linux, where it was measured): a training run of the
# image up to the picker's pictures records which classes load and link and how the first methods
# run, and the JVM assembles that into lib/app/tabula.aot, which every later start maps instead of
# loading, verifying and linking those classes again: the picker shows about a third sooner
# (docs/performance.md). It replaces the CDS archive. The training needs the runtime's java (removed
# after it) and a display (Xvfb if DISPLAY is unset); without JDK 25, a display, or with TABULA_AOT=off,
# the image keeps the CDS archive alone.
AOT=false
if ((JDK_FEATURE >= 25)) && can_train; then
  step "AOT cache (training run)"
  CACHE="$IMAGE/lib/app/tabula.aot"
  (
    # shellcheck source=src/dist/app-session.sh
    source src/dist/app-session.sh
    ensure_display 92
    JAVA_TOOL_OPTIONS="-XX:AOTCacheOutput=$ROOT/$CACHE -Xlog:aot=warning:file=$ROOT/$WORK/aot.log" \
      run_until_picker "$session_dir/home" "$IMAGE/bin/$NAME"
  ) || echo "   the training run did not reach the picker's pictures"
  if [[ -s "$CACHE" ]]; then
    rm -f "$CACHE.config" "$ARCHIVE"    # the cache holds the runtime's classes too; the CDS archive would go unused
    # should a player's JVM refuse the cache, it starts without it; its reasons go to stderr, not into
    # the command line's output on stdout
    # shellcheck disable=SC2016  # $APPDIR is the launcher's, not the shell's
    printf '%s\n' 'java-options=-XX:AOTCache=$APPDIR/tabula.aot' 'java-options=-Xlog:aot*=off' \
      'java-options=-Xlog:aot*=error:stderr' >> "$IMAGE/lib/app/$NAME.cfg"
    AOT=true
    echo "   $(du -h "$CACHE" | cut -f1) cache (see $WORK/aot.log)"
  else
    rm -f "$CACHE" "$CACHE.config"
    echo "   no AOT cache was written (see $WORK/aot.log): the image keeps the CDS archive"
  fi
fi
# the runtime's commands were needed for the CDS archive and the training run only; Windows keeps its DLLs in bin/
if [[ $OS == windows ]]; then rm -f "${RUNTIME:?}"/bin/*.exe; else rm -rf "${RUNTIME:?}/bin"; fi

# a saved match opens Tabula: the installers' file association (Linux: jpackage's shared-mime-info
# entry and desktop entry; Windows: the registry; macOS: the app's Info.plist)
cat > "$WORK/match-file.properties" <<EOF_FA
extension=$MATCH_EXTENSION
mime-type=$MATCH_MIME_TYPE
description=$MATCH_DESCRIPTION
icon=$MATCH_ICON
EOF_FA

if [[ $OS == linux ]]; then
  # extras for the tarball: the icons, desktop entry and file type, and a script that adds them to the desktop
  mkdir -p "$IMAGE/lib/desktop"
  cp assets/icon/png/tabula-*.png assets/linux/dev.tabula.Tabula.desktop assets/linux/tabula-match.xml "$IMAGE/lib/desktop/"
  install -m 755 src/dist/linux/install-desktop-entry.sh "$IMAGE/bin/install-desktop-entry"
  install -m 644 src/dist/linux/README.txt "$IMAGE/README.txt"
  ARCHIVE_FILE="$DIST/tabula-$VERSION-linux-$ARCH.tar.gz"
  tar -C "$DIST" -czf "$ARCHIVE_FILE" "$NAME"
elif [[ $OS == windows ]]; then
  ARCHIVE_FILE="$DIST/tabula-$VERSION-windows-$ARCH.zip"
  "$JDK_BIN/jar$EXE" --create --no-manifest --file "$ARCHIVE_FILE" -C "$DIST" "$NAME"
fi
built=$(date +%s)

if $installer; then
  case $OS in
    linux)
      step "jpackage --type deb"
      RES="$WORK/deb-resources"
      mkdir -p "$RES"
      # jpackage takes the menu entry from <resource-dir>/<app name>.desktop
      cp assets/linux/dev.tabula.Tabula.desktop "$RES/$NAME.desktop"
      "$JDK_BIN/jpackage" --type deb --dest "$DIST" --app-image "$IMAGE" "${COMMON[@]}" \
        --linux-package-name tabula --file-associations "$WORK/match-file.properties" \
        --linux-package-deps "$DEB_DEPENDS${DEB_CJK_FONT_PACKAGE:+, $DEB_CJK_FONT_PACKAGE}" \
        --linux-app-category games --linux-menu-group "Game;BoardGame;" --linux-shortcut --resource-dir "$RES" ;;
    windows)
      step "jpackage --type msi"
      "$JDK_BIN/jpackage$EXE" --type msi --dest "$DIST" --app-image "$IMAGE" "${COMMON[@]}" \
        --file-associations "$WORK/match-file.properties" \
        --win-menu --win-menu-group "$NAME" --win-shortcut --win-dir-chooser --win-per-user-install \
        --win-upgrade-uuid 5b0c6d2e-9f0a-4b7e-8f43-7a1c0e3d2b91 ;;
    mac)
      step "jpackage --type dmg"
      "$JDK_BIN/jpackage" --type dmg --dest "$DIST" --app-image "$IMAGE" "${COMMON[@]}" \
        --file-associations "$WORK/match-file.properties" ;;   # the identifier comes with the app image
  esac
fi

echo "== done in $(( $(date +%s) - started )) s (image and archive: $(( built - started )) s), runtime of JDK $JDK_FEATURE$($AOT && echo ', AOT cache' || echo ', CDS archive')"
du -sh "$IMAGE" | sed 's/^/   image    /'
find "$DIST" -maxdepth 1 -type f -exec ls -sh {} + | sed 's/^/   /'

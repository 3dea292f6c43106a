#!/usr/bin/env bash
# Release check: builds the Linux app image with the one documented command
# (src/dist/build-linux.sh) and checks that the player's launcher works without a system Java:
# `<image>/bin/Tabula --version` prints the version and exits 0.
#
#   .ci/check-release.sh          the image, the tarball, and the launcher's --version
#   .ci/check-release.sh --gui    also opens the window under Xvfb (installs xvfb and GTK 3)
#
# Works on a fresh Debian machine as root: installs what is missing with apt-get.
# MVN_ARGS is passed on to Maven (e.g. MVN_ARGS=-o when the local repository is warm).
set -euo pipefail
cd "$(dirname "$0")/.."

gui=false
[[ "${1:-}" == "--gui" ]] && gui=true

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $*"; }
fail() { failed=$((failed + 1)); echo "FAIL $*"; }

# --- tools: a JDK with jlink/jpackage, Maven, objcopy (jlink's --strip-debug uses it on Linux)
missing=()
command -v jlink >/dev/null || missing+=(openjdk-17-jdk-headless)
command -v jpackage >/dev/null || missing+=(openjdk-17-jdk-headless)
command -v mvn >/dev/null || missing+=(maven)
command -v objcopy >/dev/null || missing+=(binutils)
if $gui; then
  command -v Xvfb >/dev/null || missing+=(xvfb)
  command -v xwininfo >/dev/null || missing+=(x11-utils)
  libraries=$(ldconfig -p)               # read whole: grep -q stopping early would fail the pipe (pipefail)
  grep -q libgtk-3.so.0 <<<"$libraries" || missing+=(libgtk-3-0)
  grep -q libXtst.so.6 <<<"$libraries" || missing+=(libxtst6)
fi
if ((${#missing[@]})); then
  echo "== apt-get install ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# --- build, with the one command
started=$(date +%s)
src/dist/build-linux.sh
echo "== build took $(( $(date +%s) - started )) s"

IMAGE=target/dist/Tabula
LAUNCHER="$IMAGE/bin/Tabula"
APP_JAR=$(ls -t target/tabula-[0-9]*.jar | head -1)
VERSION=$(basename "$APP_JAR" .jar | sed 's/^tabula-//')

[[ -x "$LAUNCHER" ]] && pass "launcher $LAUNCHER" || fail "no launcher at $LAUNCHER"
[[ -f "$IMAGE/lib/runtime/lib/server/libjvm.so" && -f "$IMAGE/lib/runtime/lib/libglassgtk3.so" ]] \
  && pass "own runtime with JavaFX natives in $IMAGE/lib/runtime" || fail "runtime or JavaFX natives missing"

TARBALL=$(ls target/dist/tabula-*-linux-*.tar.gz 2>/dev/null | head -1 || true)
# the listing is read whole: grep -q stopping early would make tar fail on a closed pipe (pipefail)
if [[ -n "$TARBALL" ]] && grep -qx 'Tabula/bin/Tabula' <<<"$(tar -tzf "$TARBALL")"; then
  pass "tarball $TARBALL ($(du -h "$TARBALL" | cut -f1))"
else
  fail "no tarball holding Tabula/bin/Tabula in target/dist"
fi

# a Java 17 runtime with its CDS archive is 119 MB; a JDK 25 one with its AOT cache (build-image.sh takes a
# JDK 25 it finds, when it can train the cache) 151 MB
runtime_java=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$IMAGE/lib/runtime/release")
limit_mb=130; ((runtime_java >= 25)) && limit_mb=165
size_mb=$(du -sm "$IMAGE" | cut -f1)
((size_mb <= limit_mb)) && pass "image is ${size_mb} MB (Java $runtime_java runtime)" \
  || fail "image is ${size_mb} MB, over $limit_mb MB for a Java $runtime_java runtime: check jlink's module list"

# --- a saved match opens Tabula: the file type and the desktop entry that names it, for install-desktop-entry
if grep -q 'pattern="\*.tabula.json"' "$IMAGE/lib/desktop/tabula-match.xml" 2>/dev/null \
   && grep -qx 'MimeType=application/x-tabula-match+json;' "$IMAGE/lib/desktop/dev.tabula.Tabula.desktop" \
   && [[ -f "$IMAGE/lib/desktop/tabula-match-48.png" ]]; then
  pass "the image carries the match file type, its icon and a desktop entry that opens it"
else
  fail "the match file type (lib/desktop/tabula-match.xml), its icon or the entry's MimeType is missing"
fi

# --- the fat jar carries JavaFX's natives for every desktop (unzip -l's listing, read whole as above)
jar_listing=$("$(dirname "$(readlink -f "$(command -v java)")")/jar" tf target/tabula.jar)
natives_ok=true
for native in glass.dll natives/mac/libglass.dylib natives/mac-aarch64/libglass.dylib \
              natives/linux/libglassgtk3.so natives/linux-aarch64/libglassgtk3.so; do
  grep -qx "$native" <<<"$jar_listing" || { natives_ok=false; echo "   target/tabula.jar lacks $native"; }
done
$natives_ok && pass "target/tabula.jar carries JavaFX for Windows, macOS x64/arm64, Linux x64/arm64 ($(du -h target/tabula.jar | cut -f1))" \
  || fail "target/tabula.jar lacks some desktop's JavaFX natives"

# --- the launcher, with no Java on the PATH and no JAVA_HOME: the image's own runtime must do
NO_JAVA=$(mktemp -d)
set +e
out=$(env -i PATH="$NO_JAVA" HOME="$NO_JAVA" "$LAUNCHER" --version 2>&1)
rc=$?
set -e
if [[ $rc -eq 0 && "$out" == "Tabula $VERSION" ]]; then
  pass "'$LAUNCHER --version' printed '$out', exit 0"
else
  fail "'$LAUNCHER --version' printed '$out', exit $rc (expected 'Tabula $VERSION', exit 0)"
fi

# --- optional: the window opens under Xvfb
if $gui; then
  display=:$(( 90 + RANDOM % 9 ))
  Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb_pid=$!
  sleep 2
  env -i PATH="$NO_JAVA" HOME="$NO_JAVA" DISPLAY="$display" "$LAUNCHER" >"$NO_JAVA/app.log" 2>&1 &
  app_pid=$!
  seen=false
  for _ in $(seq 1 40); do
    if DISPLAY="$display" xwininfo -root -tree 2>/dev/null | grep -q '"Tabula": ("dev.tabula'; then seen=true; break; fi
    kill -0 "$app_pid" 2>/dev/null || break
    sleep 1
  done
  $seen && pass "the window 'Tabula' opened under Xvfb" || { fail "no 'Tabula' window within 40 s"; cat "$NO_JAVA/app.log"; }
  kill "$app_pid" 2>/dev/null || true
  kill "$xvfb_pid" 2>/dev/null || true
  wait 2>/dev/null || true
fi
rm -rf "$NO_JAVA"

echo "check-release: $passed passed, $failed failed"
((failed == 0))

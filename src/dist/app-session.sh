# Shared by src/dist/record-startup-classes.sh and src/bench/measure-startup.sh (source it):
# runs Tabula once up to its game picker with its pictures drawn, under Xvfb when there is no display.

session_dir=$(mktemp -d)
trap 'kill "${session_app:-}" "${session_xvfb:-}" 2>/dev/null || true; rm -rf "$session_dir"' EXIT

# Starts Xvfb on display $1 unless a display is already set.
ensure_display() {
  if [[ -z "${DISPLAY:-}" ]]; then
    Xvfb ":$1" -screen 0 1600x1000x24 >/dev/null 2>&1 & session_xvfb=$!
    export DISPLAY=":$1"
    sleep 1
  fi
}

# Runs the command ($2...) with the fresh data folder $1 until its log says the picker's pictures
# are drawn (at most 30 s), then stops it. Fails if they never were.
run_until_picker() {
  local home=$1
  shift
  TABULA_HOME="$home" "$@" >/dev/null 2>&1 & session_app=$!
  for _ in $(seq 150); do
    grep -qs "pictures drawn" "$home/logs/tabula.log" && break
    sleep 0.2
  done
  kill "$session_app" 2>/dev/null; wait "$session_app" 2>/dev/null || true
  grep -qs "pictures drawn" "$home/logs/tabula.log"
}

#!/usr/bin/env bash
# Runs the benchmarks quoted in docs/performance.md, through the command line of the fat jar
# (the same core API that the app and the computer player use). Build first:
#   mvn -B -q package -DskipTests && bash src/bench/run-benchmarks.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
jar=target/tabula.jar
run() { echo "\$ java -jar $jar $*"; java -jar "$jar" "$@"; echo; }

echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# $(java -version 2>&1 | head -1)"
echo
run perft zola 5
run perft zola 4 --option size=8
run perft zodiac 4
run perft battlegammon 4
run playouts zola 20000 --seed 1
run playouts zodiac 20000 --seed 1
run playouts battlegammon 20000 --seed 1
for seats in 2 3 4; do
    run playouts zodijak 200 --seats "$seats" --seed 1
done
run solve zodiac

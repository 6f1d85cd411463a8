#!/usr/bin/env bash
# Builds the libFuzzer targets: the engine's and the command line's modules, compiled with the fuzzer and address
# sanitizer, then one executable per target in Fuzz/Targets.
#   bash Fuzz/build.sh            # builds into .build/fuzz
#   .build/fuzz/fuzz-scenario Fuzz/Corpus/scenario -max_total_time=600   # a long run
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/fuzz
mkdir -p "$out"
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -I "$out" -swift-version 6)
module() {
  local name=$1 folder=${2:-Sources/$1}
  swiftc "${flags[@]}" -wmo -module-name "$name" -emit-module -emit-module-path "$out/$name.swiftmodule" \
    -c -o "$out/$name.o" "$folder"/**/*.swift 2> "$out/$name.log" \
    || { cat "$out/$name.log" >&2; exit 1; }
}
shopt -s globstar nullglob
module SimGeometry
module SimEngine
module SimScenario
# For fuzz-convert, which runs `simreplay convert` as the command does.
module SimRecording
module SimReport
module SimReference Benchmarks/Sources/SimReference
module SimReplayCLI
for target in Fuzz/Targets/*.swift; do
  name=$(basename "$target" .swift)
  exe="$out/$(echo "$name" | sed -E 's/^Fuzz/fuzz-/; s/([a-z])([A-Z])/\1-\2/g' | tr 'A-Z' 'a-z')"
  swiftc "${flags[@]}" -module-name "${name}Main" "$target" "$out"/Sim*.o -o "$exe"
  echo "built $exe"
done

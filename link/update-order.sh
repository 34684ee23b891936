#!/usr/bin/env bash
# Regenerates link/live-step.order: the functions a key of the live view runs (j, k, arrows and
# wheel reports, at 80x24 and 200x50), those of a `j` step first, each in call order. Package.swift
# hands the file to lld (--symbol-ordering-file) when it links `scrollsim`, so that this code sits
# together instead of spread over 15 MB of text (README, Performance). Symbols the file names that
# a build lacks are skipped, so a stale file costs speed, never a build; `scrollsim-bench --section
# latency` prints how many it still finds.
#
# Needs valgrind (callgrind), objcopy and tmux. Run from anywhere: link/update-order.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product scrollsim >/dev/null
work=$(mktemp -d)
# valgrind cannot read this toolchain's debug info: a copy without it (symbols kept) is measured.
binary="$work/scrollsim"
objcopy --strip-debug .build/release/scrollsim "$binary"
socket="scrollsim-order-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

# One run per size. Callgrind counts start-up to the first frame (dump 1); each kind of input's
# first use runs uninstrumented; then it counts ten `j` steps (dump 2), then wheel reports, `k`
# and the arrow keys (the final file).
for size in 80x24 200x50; do
    out="$work/$size.out"
    tmux -L "$socket" -f /dev/null new-session -d -x "${size%x*}" -y "${size#*x}" \
        "HISTFILE= valgrind --tool=callgrind --demangle=no \
         --callgrind-out-file=$out $binary run --scenario huge 2>/dev/null"
    for _ in $(seq 1 200); do
        tmux -L "$socket" capture-pane -p | grep -q "offset" && break
        sleep 0.1
    done
    sleep 0.5
    callgrind_control -d >/dev/null
    callgrind_control -i off >/dev/null
    keys() { for _ in $(seq 1 "$1"); do tmux -L "$socket" send-keys "${@:2}"; sleep 0.2; done; }
    # Wheel reports in the form tmux's terminal type (tmux-256color) declares: ESC [ M, then the
    # button (96 up, 97 down) and the column and row, each plus 32.
    wheel_down=$'\e[Ma**' wheel_up=$'\e[M`**'
    keys 1 j; keys 1 -l "$wheel_down"; keys 1 k; keys 1 Down; keys 1 Up
    sleep 1
    callgrind_control -i on >/dev/null
    keys 10 j
    sleep 0.5
    callgrind_control -d >/dev/null
    keys 8 -l "$wheel_down"; keys 4 -l "$wheel_up"; keys 4 k; keys 2 Down; keys 2 Up
    sleep 0.5
    callgrind_control -i off >/dev/null
    tmux -L "$socket" send-keys q
    for _ in $(seq 1 300); do [ -s "$out" ] && break; sleep 0.1; done
    sleep 1
    tmux -L "$socket" kill-server 2>/dev/null || true
done

# Each dump's functions in call order (depth first from the functions nobody in it called,
# costliest callee first), each named once: the `j` steps' first, then the other keys', then
# start-up's (the first frame pages in less code when it lies together).
python3 - "$work"/80x24.out.2 "$work"/200x50.out.2 "$work"/80x24.out "$work"/200x50.out \
    "$work"/80x24.out.1 "$work"/200x50.out.1 \
    > link/live-step.order <<'PY'
import collections, re, sys

seen, order = set(), []
for path in sys.argv[1:]:
    names, callees, called, appearance = {}, collections.defaultdict(list), set(), []
    inclusive = collections.Counter()
    function = callee = None
    call_line_next = False
    for line in open(path, errors="replace"):
        match = re.match(r"(c?fn)=\((\d+)\)(?: (.*))?", line.strip())
        if match:
            kind, ident, name = match.groups()
            if name:
                names[ident] = re.sub(r"'\d+$", "", name)
            if kind == "fn":
                function = names.get(ident)
                appearance.append(function)
            else:
                callee = names.get(ident)
        elif line.startswith("calls="):
            call_line_next = True
            if callee not in callees[function]:
                callees[function].append(callee)
            called.add(callee)
        elif call_line_next:
            fields = line.split()
            if len(fields) > 1 and fields[1].isdigit():
                inclusive[callee] += int(fields[1])
            call_line_next = False
    roots = sorted((f for f in dict.fromkeys(appearance) if f not in called), key=lambda f: -inclusive[f])
    for root in roots + appearance:
        stack = [root]
        while stack:
            function = stack.pop()
            if function is None or function in seen:
                continue
            seen.add(function)
            if not function.startswith(("0x", "(")):  # valgrind's names for code without a symbol
                order.append(function)
            stack += sorted(callees[function], key=lambda f: inclusive[f])
print("\n".join(order))
PY
# SwiftPM does not see the file as an input of the link: drop the binary so the next build links.
rm -f .build/release/scrollsim
echo "link/live-step.order: $(wc -l < link/live-step.order) symbols; \`swift build -c release\` links with it"

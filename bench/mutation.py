#!/usr/bin/env python3
"""Mutation run: which tests catch a small deliberate bug? (Not run by CI.)

Copies the package (with its .build) to one temporary folder once, then for each mutant below: replaces one exact piece of source text (it must occur exactly
once), builds with `swift build --build-tests`, runs `swift test --skip-build --filter FILTER`,
puts the text back, and records which tests failed. Prints a Markdown table at the end (and
writes it to --table). A mutant no test catches is a SURVIVOR: kill it with a new test or
explain why it is harmless.

    python3 bench/mutation.py [--only ID,ID] [--keep] [--table FILE]

--only runs the given mutants in the given order; print the table of a run cut short from
its log with the per-mutant lines on standard output.

Each mutant costs an incremental build and its tests: on a loaded 2-core machine, minutes.

A copied .build is only reusable at the path it was built at (the Clang module cache and the
build database hold absolute paths): on Linux as root, each command runs in a private mount
namespace (`unshare -m`) where the copy is bind-mounted over the package's own path, so the
builds stay incremental and the package itself is never touched. Elsewhere the copy builds from
scratch once (its module cache is dropped).
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

# (id, area, file, original text, mutated text, --filter regex, what the bug is)
MUTANTS = [
    ("E1", "engine", "Sources/StickyLayout/Strategies/StrategyContext.swift",
     "public func clampHi(_ p: Double, _ lo: Double, _ hi: Double) -> Double { min(max(p, lo), hi) }",
     "public func clampHi(_ p: Double, _ lo: Double, _ hi: Double) -> Double { max(min(p, hi), lo) }",
     "PinningModelParameterTests", "clampHi lets the floor win (clampLo) when floor > ceiling"),
    ("E2", "engine", "Sources/StickyLayout/Declarative/DeclarativeStrategy.swift",
     "header = axis.minMain(context.bounds) + leading + model.pinLine.offset",
     "header = axis.minMain(context.bounds) + model.pinLine.offset",
     "G2G3InsetTests|DescribedBuiltInTests|PinningModelParameterTests", "the header pin line ignores the content inset"),
    ("E3", "engine", "Sources/StickyLayout/Flow/FlowGeometry+Query.swift",
     "if alongScrollAxisOnly ? axis.maxMain(frame) > lo && axis.minMain(frame) < hi : frame.intersects(rect) {",
     "if alongScrollAxisOnly ? axis.maxMain(frame) >= lo && axis.minMain(frame) < hi : frame.intersects(rect) {",
     "ReferenceTouchingRectTests", "a cell ending exactly at the rect's start is returned"),
    ("E4", "engine", "Sources/StickyLayout/Flow/StickyFlowLayout.swift",
     "if newBounds.size != old.size { return true }",
     "if newBounds.size != old.size { return false }",
     "PeerSuites|ReferenceInvalidationTests|SmallTerminalTests", "a size change does not invalidate"),
    ("S1", "session", "Sources/ScrollSimKit/Session/EngineState+Data.swift",
     "scroll.offset <= scroll.minimum - control.threshold {",
     "scroll.offset < scroll.minimum - control.threshold {",
     "DataChangeTests|DataStatusFrameTests",
     "refreshing starts only past its threshold, not at it"),
    ("S2", "session", "Sources/ScrollSimKit/Session/EngineState+Data.swift",
     "scroll.offset >= scroll.maximum, scroll.maximum > scroll.minimum {",
     "scroll.offset > scroll.maximum, scroll.maximum > scroll.minimum {",
     "DataChangeTests|DataStatusFrameTests",
     "load-more is asked for only past the end, not at it"),
    ("C1", "check", "Sources/ScrollSimKit/Check/CaseRunner.swift",
     "if abs(c.start - p.start) > moved + epsilon {",
     "if false && abs(c.start - p.start) > moved + epsilon {",
     "ZooPinContinuityTests|CheckTests", "pin-continuity is never reported"),
    ("C2", "check", "Sources/ScrollSimKit/Check/CaseRunner.swift",
     "if headers && sg.headerLength > 0 && !answer.contains(where: { $0.kind == .header && $0.indexPath.section == s }) {",
     "if headers && sg.headerLength > 1 && !answer.contains(where: { $0.kind == .header && $0.indexPath.section == s }) {",
     "HeadersPresentTests", "a missing header of length 1 is not reported"),
    ("P1", "playback", "Sources/ScrollSimKit/Playback/DemoCursor.swift",
     "if case .speed(let rowsPerSecond) = step { speed = rowsPerSecond }",
     "if case .speed(let rowsPerSecond) = step { _ = rowsPerSecond }",
     "DemoStreamTests|DemoScriptTests|PlaybackTests",
     "a `speed` step is ignored"),
    ("P2", "playback", "Sources/ScrollSimKit/Playback/DemoStream.swift",
     "let first = max(0, index + 1 - min(Self.framesDrawnSteppingBack, recent.capacity))",
     "let first = max(0, index - min(Self.framesDrawnSteppingBack, recent.capacity))",
     "DemoStreamTests|PlaybackTests|PlayerLoopTests",
     "stepping back past the kept frames draws and keeps 17 frames, not 16"),
    ("P3", "playback", "Sources/ScrollSimKit/Playback/RecentFrames.swift",
     "} else if !frames.isEmpty && index == first - 1 {",
     "} else if !frames.isEmpty && index == first {",
     "DemoStreamTests|PlaybackTests|PlayerLoopTests",
     "a frame just before the kept ones is not prepended"),
    ("U1", "UIKitCompat", "Sources/UIKitCompat/UICollectionViewLayoutInvalidationContext.swift",
     "var requiresRebuild: Bool { invalidateEverything || invalidateDataSourceCounts }",
     "var requiresRebuild: Bool { invalidateEverything }",
     "InvalidationContextTests|ProtocolTests|RegistrationOptionsTests", "a data-source count change does not rebuild the geometry"),
    ("U2", "UIKitCompat", "Sources/UIKitCompat/LayoutHost.swift",
     "invalidate(with: c)\n            case .other:",
     "_ = c\n            case .other:",
     "InvalidationContextTests|ProtocolTests|RegistrationOptionsTests|HostProtocolTests", "a batch update does not invalidate the subclass"),
    ("U3", "UIKitCompat", "Sources/UIKitCompat/UICollectionViewLayoutInvalidationContext.swift",
     "invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths",
     "invalidatedItemIndexPaths = indexPaths",
     "InvalidationContextTests|ProtocolTests|RegistrationOptionsTests", "a second invalidateItems call drops the first one's items"),
    ("U4", "UIKitCompat", "Sources/UIKitCompat/LayoutHost.swift",
     "layout.hostIsInvalidating = true\n                layout.invalidateLayout()\n",
     "layout.hostIsInvalidating = true\n",
     "InvalidationContextTests", "an engine invalidation of its own (an inset change) does not reach the subclass"),
    ("U5", "UIKitCompat", "Sources/UIKitCompat/LayoutHost.swift",
     "installed = true\n                invalidateEverything()\n",
     "installed = true\n",
     "HostProtocolTests", "the layout is not invalidated (everything, counts) before its first prepare()"),
    ("U6", "engine", "Sources/StickyLayout/Flow/StickyFlowLayout.swift",
     "InvalidationContext(invalidateEverything: true, invalidateDataSourceCounts: true), cause: .dataChange",
     "InvalidationContext(invalidateDataSourceCounts: true), cause: .dataChange",
     "HostProtocolTests|InvalidationContextTests", "reloadData invalidates the counts but not everything"),
]

FAILED = re.compile(r'✘ Test (.+?) (?:failed|recorded an issue)')


def in_place(command, copy, root):
    """`command` run with `copy` seen at `root` and a /tmp of its own (SwiftPM's lock is
    /tmp/<path of .build>.lock: the copy must not wait for the package's own builds), in a
    private mount namespace, when possible."""
    if os.geteuid() == 0 and shutil.which("unshare"):
        private_tmp = os.path.join(os.path.dirname(copy), "tmp")
        os.makedirs(private_tmp, exist_ok=True)
        script = 'mount --bind "$1" "$2" && mount --bind "$3" /tmp && cd "$2" && shift 3 && exec "$@"'
        return ["unshare", "-m", "sh", "-c", script, "sh", copy, root, private_tmp] + command
    return command


def run(command, cwd, log, timeout):
    started = time.time()
    with open(log, "a") as out:
        out.write(f"\n$ {' '.join(command)}\n")
        out.flush()
        try:
            p = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout)
            text = p.stdout.decode("utf-8", "replace")
            status = p.returncode
        except subprocess.TimeoutExpired as e:
            text = (e.stdout or b"").decode("utf-8", "replace") + "\n[timed out]\n"
            status = -1
        out.write(text)
    return status, text, time.time() - started


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--only", default="")
    parser.add_argument("--keep", action="store_true", help="keep the temporary copy")
    parser.add_argument("--table", default="")
    parser.add_argument("--timeout", type=int, default=1800, help="seconds per build or test run")
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    # --only ID,ID runs those, in that order (areas interleaved, so a cut-short run covers each).
    by_id = {m[0]: m for m in MUTANTS}
    chosen = [by_id[i] for i in args.only.split(",") if i in by_id] if args.only else MUTANTS

    work = tempfile.mkdtemp(prefix="scrollsim-mutants-")
    copy = os.path.join(work, "package")
    print(f"copying {root} to {copy}", flush=True)
    shutil.copytree(root, copy, symlinks=True, ignore=shutil.ignore_patterns(".git"))
    log = os.path.join(work, "mutation.log")
    print(f"log: {log}", flush=True)
    same_path = in_place(["true"], copy, root) != ["true"]
    if not same_path:
        for dirpath, dirnames, _ in os.walk(os.path.join(copy, ".build")):
            if "ModuleCache" in dirnames:
                shutil.rmtree(os.path.join(dirpath, "ModuleCache"), ignore_errors=True)
    build = in_place(["swift", "build", "--build-tests"], copy, root)

    status, text, seconds = run(build, copy, log, args.timeout)
    if status != 0:
        print("the unmutated copy does not build: see the log", file=sys.stderr)
        sys.exit(1)
    print(f"baseline build {seconds:.0f} s", flush=True)

    rows = []
    for (mid, area, path, old, new, test_filter, what) in chosen:
        file = os.path.join(copy, path)
        original = open(file, encoding="utf-8").read()
        if original.count(old) != 1:
            rows.append((mid, area, path, what, test_filter, f"NOT APPLIED (text found {original.count(old)} times)", 0))
            continue
        open(file, "w", encoding="utf-8").write(original.replace(old, new))
        try:
            status, text, build_seconds = run(build, copy, log, args.timeout)
            if status != 0:
                result = "build failed (invalid mutant)"
            else:
                test = in_place(["swift", "test", "--skip-build", "--filter", test_filter], copy, root)
                status, text, test_seconds = run(test, copy, log, args.timeout)
                failed = sorted(set(re.sub(r" with \d+ test cases?$", "", name) for name in FAILED.findall(text) if not name.startswith("run with ")))
                if failed:
                    result = "killed by " + ", ".join(failed[:6]) + (f" (+{len(failed) - 6} more)" if len(failed) > 6 else "")
                elif status == -1:
                    result = "NO VERDICT (the test run timed out)"
                elif status != 0:
                    result = f"killed (test run exited {status}: a trap)"
                else:
                    result = "SURVIVED"
                result += f" (build {build_seconds:.0f} s, tests {test_seconds:.0f} s)"
        finally:
            open(file, "w", encoding="utf-8").write(original)
        rows.append((mid, area, path, what, test_filter, result, 0))
        print(f"{mid} {area}: {result}", flush=True)

    table = ["| mutant | area | file | bug | --filter | result |", "| --- | --- | --- | --- | --- | --- |"]
    for (mid, area, path, what, test_filter, result, _) in rows:
        table.append(f"| {mid} | {area} | `{path.replace('Sources/', '')}` | {what} | `{test_filter}` | {result} |")
    text = "\n".join(table)
    print(text)
    if args.table:
        open(args.table, "w").write(text + "\n")
    if not args.keep:
        shutil.rmtree(copy, ignore_errors=True)


if __name__ == "__main__":
    main()

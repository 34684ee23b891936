// minimal-swift: the start-up floor of a Swift program in `scrollsim-bench --section latency`.
//
// What every Swift program built the default way pays before its first frame: loading the shared
// Swift runtime (and, built with -DFOUNDATION_ESSENTIALS, the FoundationEssentials library that
// swift-argument-parser imports). It draws one screen of text on the alternate screen, then waits
// for `q` or the end of input. No curses, no argument parsing, no layout.
//
// Built by the benchmark at run time: swiftc -O [-DFOUNDATION_ESSENTIALS] -o DIR/NAME minimal-swift.swift
#if FOUNDATION_ESSENTIALS && canImport(FoundationEssentials)
import FoundationEssentials
#elseif FOUNDATION_ESSENTIALS
import Foundation  // macOS: FoundationEssentials is part of Foundation
#endif

let arguments = CommandLine.arguments
let columns = arguments.count > 2 ? Int(arguments[1]) ?? 80 : 80
let rows = arguments.count > 2 ? Int(arguments[2]) ?? 24 : 24
var screen = "\u{1B}[?1049h\u{1B}[H\u{1B}[2J"
for row in 0..<rows {
    let text = row == 0 ? " Section 0 (pinned header)" : "  item \(row - 1)"
    screen += "\u{1B}[\(row + 1);1H" + String(text.prefix(columns))
}
#if FOUNDATION_ESSENTIALS
let bytes = Data(screen.utf8)  // a use of the library, so it is linked and loaded
print(String(decoding: bytes, as: UTF8.self), terminator: "")
#else
print(screen, terminator: "")
#endif
while let line = readLine(strippingNewline: true), !line.contains("q") {}
print("\u{1B}[?1049l", terminator: "")

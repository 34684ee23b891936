// scrollsim-bench: proves the layout engine stays instant as the content grows, and measures the
// live view's frame cost, terminal bytes per scroll and input coalescing.
// See docs/benchmark.md for how to run it and read the tables.

let options: Options
switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
    options = parsed
case .failure(let error):
    if let message = error.message { writeError("scrollsim-bench: \(message)\n") }
    writeError(Options.usage + "\n")
    exit(error.message == nil ? 0 : 2)
}

if let probe = options.memoryProbe {
    print(MemoryProbe.run(heights: probe.heights, shape: probe.shape, items: probe.items).encoded)
    exit(0)
}

if let profile = options.profile {
    print(ProfileMode.run(items: profile.items, heights: profile.heights, step: profile.step,
                          seconds: profile.seconds, strategy: options.strategy))
    exit(0)
}

print("# ScrollSim benchmark\n")
print(MachineInfo.header(options: options))
print()
if options.includes(.layout) { LayoutSection(options: options).run(); fflush(nil) }
if options.includes(.prepare) { PrepareSection(options: options).run(); fflush(nil) }
if options.includes(.update) { UpdateSection(options: options).run(); fflush(nil) }
if options.includes(.memory) { MemorySection(options: options).run(); fflush(nil) }
if options.includes(.frame) { FrameSection(options: options).run(); fflush(nil) }
if options.includes(.bytes) { BytesSection(options: options).run(); fflush(nil) }
if options.includes(.burst) { BurstSection(options: options).run(); fflush(nil) }
if options.includes(.check) { CheckSection(options: options).run(); fflush(nil) }
if options.includes(.compat) { CompatSection(options: options).run(); fflush(nil) }
if options.includes(.declarative) { DeclarativeSection(options: options).run(); fflush(nil) }
if options.includes(.latency) { LatencySection(options: options).run(); fflush(nil) }
if options.includes(.load) { LoadSection(options: options).run(); fflush(nil) }
if options.includes(.checkCompare) { CheckSection.compareSideBySide(runs: 5); fflush(nil) }
if options.includes(.checkSoak) { CheckSoakSection(options: options).run(); fflush(nil) }
if options.includes(.exports) { ExportSection(options: options).run(); fflush(nil) }

/// Writes `text` to standard error.
func writeError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

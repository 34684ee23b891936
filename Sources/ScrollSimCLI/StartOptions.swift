import ArgumentParser

/// Where the view starts and how it scrolls: what the live view, `render` and `layout --keys`
/// share. Declared once, here; each takes it as an `@OptionGroup`.
struct StartOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Start at this content offset along the scroll axis, a finite number (negative or past the end shows overscroll): the layout's first pass is there, with no bounds change before it. Default: where the live view starts (the top at rest, -contentInset).",
        valueName: "points"), transform: OffsetArgument.parse)
    var offset: Double?

    @Flag(name: .long, help: "Clamp scrolling at the ends instead of rubber-banding (no overscroll); `e` toggles it live.")
    var noBounce = false

    @Flag(name: .long, help: "Hide the scroll indicator column (the viewport takes it); `s` toggles it live.")
    var noIndicator = false
}

/// Incremental preparation after a batch update (MagazineLayout's `applyUpdates`, IGListKit's
/// `_minimumInvalidatedSection`): only the changed sections' shapes are rebuilt, and positions are
/// recomputed from the first changed section on, block by block (`SectionPositions`).
extension FlowGeometry {
    /// Brings the geometry to `specs`. `sources` gives each new section's old index (-1: inserted)
    /// when sections were inserted, deleted or moved; nil when they kept their places. `changed`
    /// lists the new sections whose data changed. Returns the first section whose position or
    /// shape was recomputed (`specs.count` when none).
    /// - Complexity: O(changed items + blockSize + S / blockSize) when sections keep their places;
    ///   O(S) otherwise (one copy per section, no section rebuilt unless changed).
    mutating func applyUpdate(
        specs: [SectionSpec], sources: [Int]?, changed: [Int], counters: inout LayoutCounters
    ) -> Int {
        if !warnings.isEmpty { remapWarnings(sources: sources, changed: changed) }
        let first: Int
        if let sources {
            let old = sections.shapes
            var used = [Bool](repeating: false, count: old.count)
            var shapes: [SectionGeometry] = []
            shapes.reserveCapacity(specs.count)
            var firstDifferent = specs.count
            var changedIndex = 0
            var total = 0
            for j in specs.indices {
                total += specs[j].itemCount
                let source = sources[j]
                if source >= 0 { used[source] = true }
                let isChanged = changedIndex < changed.count && changed[changedIndex] == j
                if isChanged { changedIndex += 1 }
                if (isChanged || source != j) && firstDifferent == specs.count { firstDifferent = j }
                if source >= 0 && !isChanged {
                    shapes.append(old[source])
                } else {
                    shapes.append(makeShape(specs[j], section: j, reusing: source >= 0 ? old[source] : nil, counters: &counters))
                }
            }
            for i in old.indices where !used[i] && old[i].variableIndex >= 0 {
                unusedBlocks += VariableLines.blockCount(lines: old[i].lineCount)
                variableLengths[old[i].variableIndex] = []
            }
            sections.shapes = shapes
            totalItemCount = total
            first = old.count != specs.count ? min(firstDifferent, old.count, specs.count) : firstDifferent
            recomputePositions(from: first, through: specs.count - 1, sameCount: false)
            counters.sectionsVisited += specs.count
        } else {
            for j in changed {
                totalItemCount += specs[j].itemCount - sections.shapes[j].itemCount
                sections.shapes[j] = makeShape(specs[j], section: j, reusing: sections.shapes[j], counters: &counters)
            }
            first = changed.first ?? specs.count
            if let last = changed.last { recomputePositions(from: first, through: last, sameCount: true) }
            counters.sectionsVisited += changed.count
        }
        if warnings.count > 1 { warnings.sort { ($0.section ?? -1) < ($1.section ?? -1) } }
        if unusedBlocks > 4096 && unusedBlocks * 2 > lineBlockStarts.count { compactVariableTables() }
        return first
    }

    /// Drops the warnings of changed sections (they are made again) and renumbers the others.
    private mutating func remapWarnings(sources: [Int]?, changed: [Int]) {
        let changedSet = Set(changed)
        var after: [Int: Int] = [:]
        if let sources { for new in sources.indices where sources[new] >= 0 { after[sources[new]] = new } }
        warnings = warnings.compactMap { w in
            guard let s = w.section else { return w }
            let new = sources == nil ? s : after[s]
            guard let new, !changedSet.contains(new) else { return nil }
            var moved = w
            if new != s {
                moved.section = new
                moved.message = moved.message.replacingSection(s, with: new)
            }
            return moved
        }
    }

    /// Rewrites the variable tables without the entries no section uses.
    mutating func compactVariableTables() {
        var lengths: [[Float]] = []
        var blocks: [Double] = []
        for i in sections.shapes.indices where sections.shapes[i].variableIndex >= 0 {
            let s = sections.shapes[i]
            let count = VariableLines.blockCount(lines: s.lineCount)
            lengths.append(variableLengths[s.variableIndex])
            sections.shapes[i].variableIndex = lengths.count - 1
            sections.shapes[i].blockBase = blocks.count
            blocks.append(contentsOf: lineBlockStarts[s.blockBase..<(s.blockBase + count)])
        }
        variableLengths = lengths
        lineBlockStarts = blocks
        unusedBlocks = 0
    }
}

extension String {
    /// The message with "section N" renumbered (warnings name their section in the text).
    fileprivate func replacingSection(_ old: Int, with new: Int) -> String {
        let needle = Array("section \(old)".utf8)
        let replacement = Array("section \(new)".utf8)
        var bytes = Array(utf8)
        var i = 0
        while i + needle.count <= bytes.count {
            if Array(bytes[i..<(i + needle.count)]) == needle,
               i + needle.count == bytes.count || !(48...57).contains(bytes[i + needle.count]) {
                bytes.replaceSubrange(i..<(i + needle.count), with: replacement)
                i += replacement.count
            } else {
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// What a screen showing one frame needs so that it shows the next: at most one scroll of a
/// band of rows, then, on each row that still differs, the spans of columns that changed.
///
/// A one-row scroll of the live view moves every body row; painting all of them again costs a
/// write per cell in the backend. With the delta the backend shifts the band (ncurses: `wscrl`,
/// which its own diff then sends as a scroll-region shift) and writes only the rows that are new
/// (the row scrolled in, pinned headers, the status line), and of those only the changed columns.
package struct FrameDelta: Hashable, Sendable {
    /// Rows `top...bottom` move up by `lines` (down when negative); rows left behind are blank.
    package struct Scroll: Hashable, Sendable {
        package var top: Int
        package var bottom: Int
        package var lines: Int
    }

    /// Columns of one row to write from the new frame. Never splits a wide grapheme; a row may
    /// have several, left to right.
    package struct Span: Hashable, Sendable {
        package var row: Int
        package var columns: Range<Int>

        package init(row: Int, columns: Range<Int>) {
            self.row = row
            self.columns = columns
        }
    }

    /// The scroll to apply first, if one saves writing rows.
    package private(set) var scroll: Scroll?
    /// The spans to write after the scroll, top to bottom.
    package private(set) var spans: [Span] = []

    /// The delta from `old` (nil: the screen's contents are unknown) to `new`. Frames of different
    /// sizes give every row in full. Rows are compared as bytes: an unchanged row costs one
    /// comparison, and a changed row usually stops at its first bytes.
    package init(from old: Frame?, to new: Frame) {
        let columns = new.size.columns, rows = new.size.rows
        guard let old, old.size == new.size, columns > 0 else {
            spans = (0..<rows).map { Span(row: $0, columns: 0..<columns) }
            return
        }
        var changedInPlace: [Int] = []
        changedInPlace.reserveCapacity(rows)
        for row in 0..<rows where !new.rowEquals(row, old, row) { changedInPlace.append(row) }
        if changedInPlace.isEmpty { return }
        scroll = Self.bestScroll(old, new, changedInPlace)
        spans.reserveCapacity(8)
        new.cells.withUnsafeBufferPointer { newCells in
            old.cells.withUnsafeBufferPointer { oldCells in
                var changed = changedInPlace.makeIterator(), nextChanged = changed.next()
                for row in 0..<rows {
                    let isChangedInPlace = row == nextChanged
                    if isChangedInPlace { nextChanged = changed.next() }
                    let newRow = UnsafeBufferPointer(rebasing: newCells[(row * columns)..<(row * columns + columns)])
                    if let scroll, row >= scroll.top, row <= scroll.bottom {
                        // Every row the scroll brings in from the old screen matches it (that is how
                        // the band was chosen); a row scrolled in is compared with the blank row it leaves.
                        if Self.source(of: row, after: scroll) != nil { continue }
                        withUnsafeTemporaryAllocation(of: Cell.self, capacity: columns) { blank in
                            blank.initialize(repeating: .blank)
                            Self.appendSpans(row: row, new: newRow, old: UnsafeBufferPointer(blank), into: &spans)
                        }
                        continue
                    }
                    if !isChangedInPlace { continue }
                    let oldRow = UnsafeBufferPointer(rebasing: oldCells[(row * columns)..<(row * columns + columns)])
                    Self.appendSpans(row: row, new: newRow, old: oldRow, into: &spans)
                }
            }
        }
    }

    /// Unchanged cells shorter than this between two changes are written anyway (one write
    /// instead of two); longer runs split the row into separate spans.
    package static let spanGap = 8

    /// Appends the spans of `row` where `new` differs from `old` (one row each): runs of changed
    /// cells, joined across gaps shorter than `spanGap`, widened so no wide grapheme is split.
    static func appendSpans(row: Int, new: UnsafeBufferPointer<Cell>, old: UnsafeBufferPointer<Cell>, into spans: inout [Span]) {
        let columns = new.count
        var column = 0
        var pending: Range<Int>?
        while column < columns {
            if new[column].word == old[column].word { column += 1; continue }
            var first = column, last = column
            while last + 1 < columns && new[last + 1].word != old[last + 1].word { last += 1 }
            while first > 0 && (new[first].isContinuation || old[first].isContinuation) { first -= 1 }
            while last + 1 < columns && (new[last].width == 2 || old[last].width == 2) { last += 1 }
            if let run = pending, first - run.upperBound < spanGap {
                pending = run.lowerBound..<max(run.upperBound, last + 1)
            } else {
                if let run = pending { spans.append(Span(row: row, columns: run)) }
                pending = first..<(last + 1)
            }
            column = last + 1
        }
        if let run = pending { spans.append(Span(row: row, columns: run)) }
    }

    /// The row of the old screen a row shows after `scroll` (nil: blank, scrolled in).
    package static func source(of row: Int, after scroll: Scroll) -> Int? {
        guard row >= scroll.top, row <= scroll.bottom else { return row }
        let from = row + scroll.lines
        return from >= scroll.top && from <= scroll.bottom ? from : nil
    }

    /// The shift most rows agree on, applied to the longest run of rows it matches, when it
    /// leaves fewer rows to write than no scroll does.
    private static func bestScroll(_ old: Frame, _ new: Frame, _ changedInPlace: [Int]) -> Scroll? {
        if changedInPlace.count < 2 { return nil }
        if let (shift, explained) = oneRowShift(old, new, changedInPlace) {
            return scroll(by: shift, old, new, changedInPlace, known: explained)
        }
        guard let shift = votedShift(old, new, changedInPlace) else { return nil }
        return scroll(by: shift, old, new, changedInPlace)
    }

    /// A shift by one row either way (what a key or a wheel step scrolls) when it explains at
    /// least half the changed rows, found without the vote over every shift, and the rows it
    /// explains.
    private static func oneRowShift(_ old: Frame, _ new: Frame, _ changedInPlace: [Int]) -> (Int, explained: [Bool])? {
        let rows = new.size.rows
        for shift in stride(from: 1, through: -1, by: -2) {
            var explained = [Bool](repeating: false, count: rows), count = 0
            for row in changedInPlace where row + shift >= 0 && row + shift < rows && new.rowEquals(row, old, row + shift) {
                explained[row] = true
                count += 1
            }
            if count >= 2 && count * 2 >= changedInPlace.count { return (shift, explained) }
        }
        return nil
    }

    /// The shift most changed rows vote for (at least two), each row whose print occurs once
    /// among the old rows voting for the shift that brings that old row to it. Judged on the
    /// prints alone: the scroll chosen then compares rows exactly.
    private static func votedShift(_ old: Frame, _ new: Frame, _ changedInPlace: [Int]) -> Int? {
        let rows = new.size.rows
        // Votes for each shift (index: shift + rows); old rows found by binary search in the
        // old prints, sorted.
        let sortedOld = (0..<rows).map { (print: old.rowFingerprint($0), row: $0) }.sorted { $0.print < $1.print }
        var votes = [Int](repeating: 0, count: 2 * rows + 1)
        for row in changedInPlace {
            let print = new.rowFingerprint(row)
            var low = 0, high = sortedOld.count
            while low < high {
                let middle = (low + high) / 2
                if sortedOld[middle].print < print { low = middle + 1 } else { high = middle }
            }
            guard low < sortedOld.count, sortedOld[low].print == print,
                  low + 1 == sortedOld.count || sortedOld[low + 1].print != print else { continue }
            let from = sortedOld[low].row
            if from != row { votes[from - row + rows] += 1 }
        }
        guard let winner = votes.indices.max(by: { votes[$0] < votes[$1] || (votes[$0] == votes[$1] && $0 > $1) }),
              votes[winner] >= 2 else { return nil }
        return winner - rows
    }

    /// The scroll by `shift` over the longest run of rows that match the old row `shift` away,
    /// when it leaves fewer rows to write than no scroll does. `known`: rows known to match.
    private static func scroll(by shift: Int, _ old: Frame, _ new: Frame, _ changedInPlace: [Int], known: [Bool] = []) -> Scroll? {
        let rows = new.size.rows
        var best: ClosedRange<Int>?
        var start: Int?
        for row in 0...rows {
            let from = row + shift
            let matches = row < rows && from >= 0 && from < rows && (row < known.count && known[row] || new.rowEquals(row, old, from))
            if matches {
                if start == nil { start = row }
            } else if let first = start {
                if best.map({ row - first > $0.count }) ?? true { best = first...(row - 1) }
                start = nil
            }
        }
        guard let run = best else { return nil }
        let scroll = shift > 0
            ? Scroll(top: run.lowerBound, bottom: run.upperBound + shift, lines: shift)
            : Scroll(top: run.lowerBound + shift, bottom: run.upperBound, lines: shift)
        // Inside the band only the rows scrolled in are written; outside it, the rows changed in place.
        let writtenAfterScroll = abs(shift) + changedInPlace.count(where: { $0 < scroll.top || $0 > scroll.bottom })
        return writtenAfterScroll < changedInPlace.count ? scroll : nil
    }
}

extension Frame {
    /// Applies `delta` as a terminal would: shifts the band (rows left behind turn blank), then
    /// copies each span's cells from `new`, the frame the delta leads to.
    package mutating func apply(_ delta: FrameDelta, from new: Frame) {
        precondition(new.size == size, "a delta applies to a frame of its own size")
        noteCellsSetDirectly(mayHoldWide: new.mayHoldWide)
        let columns = size.columns
        if let scroll = delta.scroll {
            let before = cells
            for row in scroll.top...scroll.bottom {
                let target = row * columns
                if let from = FrameDelta.source(of: row, after: scroll) {
                    cells.replaceSubrange(target..<(target + columns), with: before[(from * columns)..<(from * columns + columns)])
                } else {
                    cells.replaceSubrange(target..<(target + columns), with: repeatElement(Cell.blank, count: columns))
                }
            }
        }
        for span in delta.spans {
            let start = span.row * columns
            let range = (start + span.columns.lowerBound)..<(start + span.columns.upperBound)
            cells.replaceSubrange(range, with: new.cells[range])
        }
    }

    /// A hash of one row's cells: rows with different prints differ. Four independent lanes, so it runs at about a cell a cycle.
    func rowFingerprint(_ row: Int) -> UInt64 {
        let columns = size.columns
        return cells.withUnsafeBufferPointer { cells in
            var lanes: (UInt64, UInt64, UInt64, UInt64) = (0xcbf2_9ce4_8422_2325, 0x8422_2325_cbf2_9ce4, 0x9e37_79b9_7f4a_7c15, 0x7f4a_7c15_9e37_79b9)
            let prime: UInt64 = 0x100_0000_01b3
            // A cell is eight bytes with no padding (asserted by `CellStorageTests`): its
            // bytes are read as one word.
            let bytes = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: cells[(row * columns)..<(row * columns + columns)]))
            var index = 0
            while index + 4 <= columns {
                lanes.0 = (lanes.0 ^ bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* prime
                lanes.1 = (lanes.1 ^ bytes.loadUnaligned(fromByteOffset: index * 8 + 8, as: UInt64.self)) &* prime
                lanes.2 = (lanes.2 ^ bytes.loadUnaligned(fromByteOffset: index * 8 + 16, as: UInt64.self)) &* prime
                lanes.3 = (lanes.3 ^ bytes.loadUnaligned(fromByteOffset: index * 8 + 24, as: UInt64.self)) &* prime
                index += 4
            }
            while index < columns {
                lanes.0 = (lanes.0 ^ bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* prime
                index += 1
            }
            return ((lanes.0 &* 31 ^ lanes.1) &* 31 ^ lanes.2) &* 31 ^ lanes.3
        }
    }

    /// True when row `row` equals row `otherRow` of `other` (same width), cell for cell.
    func rowEquals(_ row: Int, _ other: Frame, _ otherRow: Int) -> Bool {
        let columns = size.columns
        return cells.withUnsafeBufferPointer { cells in
            other.cells.withUnsafeBufferPointer { otherCells in
                // Equal bytes are equal cells (a cell has no padding; were it ever padded, equal
                // cells could only compare unequal, which costs a write, never a wrong cell).
                let a = row * columns, b = otherRow * columns
                return CFunctions.bytesEqual(cells.baseAddress! + a, otherCells.baseAddress! + b, count: columns * MemoryLayout<Cell>.stride)
            }
        }
    }
}

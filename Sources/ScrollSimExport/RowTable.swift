import ScrollSimKit

/// Numbers the distinct rows of a set of frames: a row seen again gets its first number, so an
/// export writes each row once however many frames show it.
package struct RowTable: Sendable {
    private var numbers: [[StyledRun]: Int] = [:]

    package init() {}

    /// The numbers of the first `rows` rows of `frame`, in order; `new` is called with each row
    /// seen for the first time and its number.
    package mutating func numbers(of frame: Frame, rows: Int, new: ([StyledRun], Int) -> Void) -> [Int] {
        (0..<min(rows, frame.size.rows)).map { row in
            let runs = frame.runs(row: row)
            if let known = numbers[runs] { return known }
            let number = numbers.count
            numbers[runs] = number
            new(runs, number)
            return number
        }
    }
}

extension Array {
    /// `count` copies of `value`, built by appending after one reservation.
    ///
    /// On Linux, `Array(repeating:count:)` allocates through a standard
    /// library entry point that is not specialised for the element type and
    /// looks the storage's generic metadata up at run time: 600-1,100
    /// instructions per array (callgrind), paid several times per question
    /// by the classifier's per-entry arrays and the learned model's scores.
    /// Reserving and appending runs code specialised here, whose metadata
    /// access is cached; for the few dozen elements of these arrays the
    /// appends cost less than the look-up.
    @inline(__always)
    static func filled(with value: Element, count: Int) -> [Element] {
        var array: [Element] = []
        array.reserveCapacity(count)
        for _ in 0..<count { array.append(value) }
        return array
    }
}

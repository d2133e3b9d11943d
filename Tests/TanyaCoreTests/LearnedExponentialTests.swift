#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import TanyaCore

@Suite("Learned model: the softmax's exponentials")
struct LearnedExponentialTests {
    /// The vector exponentials stand in for `expf` in training and scoring,
    /// so they must give its values to the bit (a release build was checked
    /// over all 2^32 floats; this walks a spread of them in every build).
    @Test("eight at a time they are expf's values, bit for bit, arguments in and out of their range")
    func sameBitsAsExpf() {
        #expect(LearnedModel.vectorExponentials)
        var pattern: UInt32 = 0
        var checked = 0
        // Every 997th float pattern of each sign: NaNs, infinities,
        // subnormals and the range the softmax uses (-87...0) alike.
        while pattern < UInt32.max - 8 * 997 {
            var lane = SIMD8<Float>()
            for slot in 0..<8 { lane[slot] = Float(bitPattern: pattern &+ UInt32(slot) &* 997) }
            let fast = LearnedModel.exponentials(lane)
            for slot in 0..<8 {
                let expected = expf(lane[slot])
                if fast[slot].bitPattern != expected.bitPattern && !(fast[slot].isNaN && expected.isNaN) {
                    Issue.record("exp(\(lane[slot])): \(fast[slot]), expf \(expected)")
                    return
                }
            }
            checked += 8
            pattern &+= 8 * 997
        }
        #expect(checked > 4_000_000)
    }

    @Test("the edges of the range: -87, -0, 0, -inf, NaN")
    func edges() {
        let lane = SIMD8<Float>(-87, -86.99999, -0.0, 0, -.infinity, .nan, -0.5, -103.9)
        let fast = LearnedModel.exponentials(lane)
        for slot in 0..<8 where !lane[slot].isNaN { #expect(fast[slot].bitPattern == expf(lane[slot]).bitPattern) }
        #expect(fast[5].isNaN)
    }
}

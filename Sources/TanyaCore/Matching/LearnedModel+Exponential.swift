#if canImport(Glibc)
import Glibc
#endif

/// The softmax's exponentials, eight classes at a time. Training calls
/// `expf` for every class of every sample it scores (15 million calls for
/// a base of 500 entries x 30 examples, a quarter of its load, the
/// call and the lane taken apart and put together again costing as much as
/// the exponential). `expf` here is glibc's: a table of 2^(i/32) and a cubic
/// in double precision, its multiply-adds fused. This runs the same steps
/// on four doubles per vector with the same constants, and takes `expf`'s
/// own result for a lane in which any class might round differently, so
/// every value is `expf`'s to the bit (the weights must not move):
/// - `k`, the nearest integer to x * 32 / ln 2, and `r`, what is left, are
///   exact: the constant is split in two halves whose products with a
///   float are exact, so `r` is the fused `x * c - k` rounded once. Only a
///   remainder near +-1/2 (a product within rounding of a half) could make
///   the fused rounding pick another `k`: such a lane calls `expf`.
/// - the cubic, unfused, differs from the fused one by a few units in the
///   double's last place; a double converts to the float `expf` returns
///   unless its bits below the float's precision lie within 2^12 units of
///   the halfway point between two floats, where such a lane calls `expf`.
/// - arguments at or beyond -87 (results near the float's subnormals) or 88
///   (overflow), and NaN, call `expf`.
/// Checked against `expf` for every float (all 2^32 bit patterns) with
/// x86-64 glibc's `expf` (its FMA build); at start-up a sample of arguments
/// is compared with the `expf` at hand, and a difference among them
/// (another C library) turns this off.
extension LearnedModel {
    /// Whether `exponentials` may stand in for `expf` here (see above).
    static let vectorExponentials: Bool = {
        var x: Float = -86.9
        while x < 0 {
            let lane = SIMD8<Float>(x, x * 0.5, x * 0.25, x * 0.125, x * 0.0625, x * 0.03125, x * 0.001, -x * 0.01)
            let fast = exponentials(lane)
            for slot in 0..<8 where fast[slot].bitPattern != expf(lane[slot]).bitPattern { return false }
            x += 0.17
        }
        return true
    }()

    /// `expf` of each of the eight (see above); the slow path is `expf` itself.
    /// Inlined into the softmax's loop over the lanes: a call saved and
    /// restored the constants and the lane around every eight classes.
    @inline(__always)
    static func exponentials(_ x: SIMD8<Float>) -> SIMD8<Float> {
        let (low, lowRemainder) = exponentialHalf(x.lowHalf)
        let (high, highRemainder) = exponentialHalf(x.highHalf)
        // The bits below a float's precision (a double's low 29), as their
        // distance from the halfway point between two floats.
        let below = SIMD8<UInt32>(UInt32(truncatingIfNeeded: low[0].bitPattern), UInt32(truncatingIfNeeded: low[1].bitPattern),
                                  UInt32(truncatingIfNeeded: low[2].bitPattern), UInt32(truncatingIfNeeded: low[3].bitPattern),
                                  UInt32(truncatingIfNeeded: high[0].bitPattern), UInt32(truncatingIfNeeded: high[1].bitPattern),
                                  UInt32(truncatingIfNeeded: high[2].bitPattern), UInt32(truncatingIfNeeded: high[3].bitPattern))
        // (Compared as floats, exact below 2^24: integer compares here
        // compiled to a loop over the slots.)
        let distance = SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: below & SIMD8(repeating: 0x1FFF_FFFF)) &- SIMD8(repeating: 0x1000_0000))
        let remainders = SIMD8<Float>(Float(lowRemainder[0]), Float(lowRemainder[1]), Float(lowRemainder[2]), Float(lowRemainder[3]),
                                      Float(highRemainder[0]), Float(highRemainder[1]), Float(highRemainder[2]), Float(highRemainder[3]))
        let safe = (x .> -87) .& (x .< 88) .& (remainders .< 0.4999) .& (remainders .> -0.4999)
            .& ((distance .> 4096) .| (distance .< -4096))
        guard all(safe) else {
            return SIMD8<Float>(expf(x[0]), expf(x[1]), expf(x[2]), expf(x[3]), expf(x[4]), expf(x[5]), expf(x[6]), expf(x[7]))
        }
        return SIMD8<Float>(Float(low[0]), Float(low[1]), Float(low[2]), Float(low[3]),
                            Float(high[0]), Float(high[1]), Float(high[2]), Float(high[3]))
    }

    /// glibc's expf for four floats up to the last rounding: the result as a
    /// double and the remainder `r` (see `exponentials`).
    @inline(__always)
    private static func exponentialHalf(_ x: SIMD4<Float>) -> (SIMD4<Double>, SIMD4<Double>) {
        let wide = SIMD4<Double>(Double(x[0]), Double(x[1]), Double(x[2]), Double(x[3]))
        // x * 32 / ln 2 as two exact products; adding 1.5 * 2^52 rounds the
        // first to an integer, which the double's low bits then hold.
        let product = wide * Exponential.scaleHigh
        let shifted = product + Exponential.shift
        let remainder = (product - (shifted - Exponential.shift)) + wide * Exponential.scaleLow
        // 2^(k/32): the table's 2^((k mod 32)/32), its exponent raised by k
        // shifted into place (the shift constant's own bits shift out).
        let b0 = shifted[0].bitPattern, b1 = shifted[1].bitPattern, b2 = shifted[2].bitPattern, b3 = shifted[3].bitPattern
        let table = Exponential.table
        let scale = SIMD4<Double>(Double(bitPattern: table[Int(b0 & 31)] &+ (b0 &<< 47)),
                                  Double(bitPattern: table[Int(b1 & 31)] &+ (b1 &<< 47)),
                                  Double(bitPattern: table[Int(b2 & 31)] &+ (b2 &<< 47)),
                                  Double(bitPattern: table[Int(b3 & 31)] &+ (b3 &<< 47)))
        let r = remainder
        let value = ((Exponential.c0 * r + Exponential.c1) * (r * r) + (Exponential.c2 * r + 1)) * scale
        return (value, remainder)
    }
}

/// glibc's expf constants (sysdeps/ieee754/flt-32: e_expf.c, e_exp2f_data.c).
private enum Exponential {
    /// 32 / ln 2 in two parts: the high one keeps 29 significant bits, so
    /// its product with a float's 24 is exact, and so is the low one's.
    static let scaleHigh = Double(bitPattern: 0x4047_1547_6500_0000)
    static let scaleLow = Double(bitPattern: 0x4047_1547_652b_82fe) - scaleHigh
    static let shift = Double(bitPattern: 0x4338_0000_0000_0000)
    static let c0 = Double(bitPattern: 0x3ebc_6af8_4b91_2394)
    static let c1 = Double(bitPattern: 0x3f2e_bfce_50fa_c4f3)
    static let c2 = Double(bitPattern: 0x3f96_2e42_ff0c_52d6)
    /// The bits of 2^(i/32), less i << 47.
    static let table: [UInt64] = [
        0x3ff0_0000_0000_0000, 0x3fef_d9b0_d315_8574, 0x3fef_b558_6cf9_890f, 0x3fef_9301_d012_5b51,
        0x3fef_72b8_3c7d_517b, 0x3fef_5487_3168_b9aa, 0x3fef_387a_6e75_6238, 0x3fef_1e9d_f51f_dee1,
        0x3fef_06fe_0a31_b715, 0x3fee_f1a7_373a_a9cb, 0x3fee_dea6_4c12_3422, 0x3fee_ce08_6061_892d,
        0x3fee_bfda_d536_2a27, 0x3fee_b42b_569d_4f82, 0x3fee_ab07_dd48_5429, 0x3fee_a47e_b03a_5585,
        0x3fee_a09e_667f_3bcd, 0x3fee_9f75_e8ec_5f74, 0x3fee_a114_73eb_0187, 0x3fee_a589_994c_ce13,
        0x3fee_ace5_422a_a0db, 0x3fee_b737_b0cd_c5e5, 0x3fee_c491_82a3_f090, 0x3fee_d503_b23e_255d,
        0x3fee_e89f_995a_d3ad, 0x3fee_ff76_f2fb_5e47, 0x3fef_199b_dd85_529c, 0x3fef_3720_dcef_9069,
        0x3fef_5818_dcfb_a487, 0x3fef_7c97_337b_9b5f, 0x3fef_a4af_a2a4_90da, 0x3fef_d076_5b6e_4540,
    ]
}

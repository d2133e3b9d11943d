/// The two inner loops of training and scoring, over the row-major weights
/// (`weights[row * lanes + lane]`). Both take four class lanes (scoring up to eight) per pass over
/// a sample's rows: a row's slot is read once for the four, where one lane
/// per pass read and multiplied it again for every lane (about 80 rows x 4
/// lanes per sample, some 9,000 steps at load). Each lane still gets the
/// same operations in the same order, so weights and scores are the same
/// to the bit.
extension LearnedModel {
    /// One SGD step on the rows of a sample, for the class lanes with a
    /// gradient: through a span, so each write skips the array's
    /// uniqueness check. The lanes' steps stay in registers instead of
    /// being read and scaled again for every row; a row met twice in a
    /// sample is still updated twice in order.
    static func step(_ weights: inout [SIMD8<Float>], rows: [Int32], lanes: Int, active: Span<Int>,
                     scores: [SIMD8<Float>], shrink: Float, rate: Float) {
        var span = weights.mutableSpan
        let rows = rows.span
        var next = 0
        while next &+ 4 <= active.count {
            let (first, second, third, fourth) = (active[next], active[next + 1], active[next + 2], active[next + 3])
            let (deltaFirst, deltaSecond) = (scores[first] * rate, scores[second] * rate)
            let (deltaThird, deltaFourth) = (scores[third] * rate, scores[fourth] * rate)
            if fourth == first &+ 3 && second == first &+ 1 && third == first &+ 2 {
                // Four neighbouring lanes (all of them, with a few dozen
                // classes): the four slots are checked against the span's
                // end once, which lets the compiler drop the span's own check
                // of each (a check per lane was a fifth of the step).
                let last = span.count - 4
                for position in rows.indices {
                    // Wrapping arithmetic, as in `score`: the precondition
                    // checks the result (overflow checks were two of the
                    // loop's 44 instructions).
                    let start = Int(rows[position]) &* lanes &+ first
                    precondition(start >= 0 && start <= last)
                    span[start] = span[start] * shrink - deltaFirst
                    span[start + 1] = span[start + 1] * shrink - deltaSecond
                    span[start + 2] = span[start + 2] * shrink - deltaThird
                    span[start + 3] = span[start + 3] * shrink - deltaFourth
                }
            } else {
                for position in rows.indices {
                    let base = Int(rows[position]) &* lanes
                    span[base &+ first] = span[base &+ first] * shrink - deltaFirst
                    span[base &+ second] = span[base &+ second] * shrink - deltaSecond
                    span[base &+ third] = span[base &+ third] * shrink - deltaThird
                    span[base &+ fourth] = span[base &+ fourth] * shrink - deltaFourth
                }
            }
            next += 4
        }
        while next < active.count {
            let lane = active[next]
            let delta = scores[lane] * rate
            for position in rows.indices {
                let slot = Int(rows[position]) &* lanes &+ lane
                span[slot] = span[slot] * shrink - delta
            }
            next += 1
        }
    }

    /// Each lane's sum of the rows' weights, scaled, plus the lane's bias.
    /// The running sums stay in registers; each lane adds its rows in their
    /// order. Eight lanes per pass while eight remain (a large base has
    /// dozens): the sixteen running halves fill the registers, and a row's
    /// slot is computed and checked once for the eight (27 instructions a
    /// row for eight lanes where two passes of four took 38).
    static func score(_ rows: [Int32], scale: Float, weights: [SIMD8<Float>], bias: [SIMD8<Float>],
                      into scores: inout [SIMD8<Float>]) {
        var sums = scores.mutableSpan
        score(rows, scale: scale, weights: weights, bias: bias, lanes: sums.count, into: &sums)
    }

    /// `score` into the first `lanes` slots of `sums` (a query's scores
    /// sit on the stack, see `LearnedModel.stackLanes`).
    static func score(_ rows: [Int32], scale: Float, weights: [SIMD8<Float>], bias: [SIMD8<Float>],
                      lanes: Int, into sums: inout MutableSpan<SIMD8<Float>>) {
        let weights = weights.span
        let rows = rows.span
        var lane = 0
        while lane &+ 8 <= lanes {
            var (first, second, third, fourth) = (SIMD8<Float>.zero, SIMD8<Float>.zero, SIMD8<Float>.zero, SIMD8<Float>.zero)
            var (fifth, sixth, seventh, eighth) = (SIMD8<Float>.zero, SIMD8<Float>.zero, SIMD8<Float>.zero, SIMD8<Float>.zero)
            for position in rows.indices {
                let slot = Int(rows[position]) &* lanes &+ lane
                let row = weights.extracting(slot..<(slot &+ 8))
                first += row[0]
                second += row[1]
                third += row[2]
                fourth += row[3]
                fifth += row[4]
                sixth += row[5]
                seventh += row[6]
                eighth += row[7]
            }
            sums[lane] = first * scale + bias[lane]
            sums[lane + 1] = second * scale + bias[lane + 1]
            sums[lane + 2] = third * scale + bias[lane + 2]
            sums[lane + 3] = fourth * scale + bias[lane + 3]
            sums[lane + 4] = fifth * scale + bias[lane + 4]
            sums[lane + 5] = sixth * scale + bias[lane + 5]
            sums[lane + 6] = seventh * scale + bias[lane + 6]
            sums[lane + 7] = eighth * scale + bias[lane + 7]
            lane += 8
        }
        while lane &+ 4 <= lanes {
            var (first, second, third, fourth) = (SIMD8<Float>.zero, SIMD8<Float>.zero, SIMD8<Float>.zero, SIMD8<Float>.zero)
            for position in rows.indices {
                // Wrapping arithmetic as in `step`: the span checks the
                // bounds, once for the row's four lanes.
                let slot = Int(rows[position]) &* lanes &+ lane
                let row = weights.extracting(slot..<(slot &+ 4))
                first += row[0]
                second += row[1]
                third += row[2]
                fourth += row[3]
            }
            sums[lane] = first * scale + bias[lane]
            sums[lane + 1] = second * scale + bias[lane + 1]
            sums[lane + 2] = third * scale + bias[lane + 2]
            sums[lane + 3] = fourth * scale + bias[lane + 3]
            lane += 4
        }
        while lane < lanes {
            var sum = SIMD8<Float>.zero
            for position in rows.indices { sum += weights[Int(rows[position]) &* lanes &+ lane] }
            sums[lane] = sum * scale + bias[lane]
            lane += 1
        }
    }
}

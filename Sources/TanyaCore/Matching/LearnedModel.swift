#if canImport(Glibc)
import Glibc
#endif

/// A multinomial logistic regression over sparse features of the normalised
/// text (terms, term bigrams, character 3-4-grams of each term), trained
/// when the knowledge loads from every entry's title and examples. It
/// generalises to wording the hand-set rules never saw, and it is
/// deterministic: fixed sample order, fixed epochs, no random start.
public struct LearnedModel: Sendable {
    /// One training text: its normalised terms and the entry it belongs to.
    public struct Sample: Sendable {
        public var terms: [String]
        public var label: Int
        /// Where the terms' numbers in the index (equal terms, equal
        /// numbers) start in the `termIDs` given to training, -1 when it
        /// has none: encoding then hashes and looks up a term once, not at
        /// every example using it.
        var termIDStart = -1

        public init(terms: [String], label: Int) {
            self.terms = terms
            self.label = label
        }

        init(terms: [String], label: Int, termIDStart: Int) {
            self.terms = terms
            self.label = label
            self.termIDStart = termIDStart
        }
    }

    /// Training and feature choices; the defaults were chosen by
    /// cross-validation on the shipped examples.
    public struct Settings: Sendable {
        /// Six passes: with 1,400 examples more passes fit the examples'
        /// own wording closer without reading the tuning sets better, and
        /// cost load time (4, 5 and 8 compared on labelled, unseen, tune
        /// and tune-neighbours).
        public var epochs = 6
        /// A large base trains fewer epochs (never under `minimumEpochs`):
        /// one epoch costs samples x class lanes, and this caps the total so
        /// loading 500 entries x 30 examples stays within a second.
        public var workBudget = 2_000_000
        public var minimumEpochs = 2
        /// Class lanes whose gradient is below this everywhere are not
        /// updated: with hundreds of classes most are already near 0.
        public var sparseGradient: Float = 1e-4
        /// A sample its class already takes with this probability sits out
        /// the next epoch (then is checked again): late epochs then cost
        /// only the samples still being learned.
        public var settledProbability: Float = 0.98
        public var learningRate: Float = 3
        public var rateDecay: Float = 0.3
        public var l2: Float = 0.0005
        public var biasRateShare: Float = 0.1
        /// Character n-gram lengths taken from each padded term.
        public var shortestGram = 3
        public var longestGram = 4
        public var termBigrams = true

        public init() {}
    }

    public let classCount: Int
    public let settings: Settings
    let table: FeatureTable
    /// Row-major: feature row `f` holds `lanes` chunks of eight class
    /// weights (the classes padded to a multiple of eight), so scoring adds
    /// whole vectors instead of one float at a time.
    let weights: [SIMD8<Float>]
    let bias: [SIMD8<Float>]
    let lanes: Int
    /// The neighbour-free features of each vocabulary term, by the term's id
    /// in the vocabulary given at training (see `TermFeatures`).
    let termFeatures: [TermFeatures]

    /// `vocabulary`: the index's terms in id order; a query's known terms
    /// are then scored from features looked up once here.
    /// `termIDs`: the samples' term numbers one sample after another (see
    /// `Sample.termIDStart`).
    public init(samples: [Sample], classCount: Int, settings: Settings = Settings(), vocabulary: [String] = []) {
        self.init(samples: samples, classCount: classCount, settings: settings, vocabulary: vocabulary, termIDs: [])
    }

    init(samples: [Sample], classCount: Int, settings: Settings = Settings(), vocabulary: [String] = [], termIDs: [Int32]) {
        self.classCount = classCount
        self.settings = settings
        let lanes = max(1, (classCount + 7) / 8)
        self.lanes = lanes
        // Features of every sample, as rows of the table.
        var table = FeatureTable()
        var gramCache = GramRowCache()
        let encoded = Self.encode(samples, termIDs: termIDs, settings, table: &table, cache: &gramCache)
        self.table = table
        var weights = [SIMD8<Float>](repeating: .zero, count: max(table.count, 1) * lanes)
        var bias = [SIMD8<Float>](repeating: .zero, count: lanes)
        self.trained = classCount > 1 && !samples.isEmpty
        guard trained else {
            self.weights = weights
            self.bias = bias
            self.termFeatures = []
            return
        }
        self.termFeatures = Self.termFeatures(of: vocabulary, table: table, settings, cache: gramCache)

        // Plain SGD on the softmax loss with an L2 shrink folded into each
        // step. The visiting order is a fixed stride through the samples,
        // so every run sees the same sequence.
        let count = samples.count
        let stride = Self.coprimeStride(for: count)
        var scores = [SIMD8<Float>](repeating: .zero, count: lanes)
        // The lanes with a gradient, the first `activeCount` slots: written
        // in place, where appending checked the array's uniqueness per lane.
        var active = [Int](repeating: 0, count: lanes)
        let threshold = SIMD8<Float>(repeating: settings.sparseGradient)
        var settled = [Bool](repeating: false, count: count)
        for epoch in 0..<Self.epochs(samples: count, lanes: lanes, settings) {
            let rate = settings.learningRate / (1 + Float(epoch) * settings.rateDecay)
            let shrink = 1 - rate * settings.l2
            var position = epoch % count
            for _ in 0..<count {
                position = (position + stride) % count
                let rows = encoded[position]
                guard !rows.isEmpty else { continue }
                if settled[position] {
                    settled[position] = false
                    continue
                }
                let scale = 1 / Float(rows.count).squareRoot()
                Self.score(rows, scale: scale, weights: weights, bias: bias, into: &scores)
                Self.softmax(&scores, classCount: classCount)
                let label = samples[position].label
                settled[position] = scores[label / 8][label % 8] >= settings.settledProbability
                scores[label / 8][label % 8] -= 1
                var activeCount = 0
                do {
                    // One pass over the lanes for both: whether a lane has a
                    // gradient (some slot's magnitude at the threshold: two
                    // vector compares, where the largest and smallest of the
                    // eight were found slot by slot, a tenth of training),
                    // and its bias step.
                    var slots = active.mutableSpan
                    var biases = bias.mutableSpan
                    let gradients = scores.span
                    let biasRate = rate * settings.biasRateShare
                    for lane in 0..<lanes {
                        let gradient = gradients[lane]
                        if any((gradient .>= threshold) .| (-gradient .>= threshold)) {
                            slots[activeCount] = lane
                            activeCount += 1
                        }
                        biases[lane] -= gradient * biasRate
                    }
                }
                Self.step(&weights, rows: rows, lanes: lanes, active: active.span.extracting(0..<activeCount), scores: scores,
                          shrink: shrink, rate: rate * scale)
            }
        }
        self.weights = weights
        self.bias = bias
    }

    /// Whether the model was trained (on at least one sample, two classes).
    public var isTrained: Bool { trained }
    private let trained: Bool

    /// A model from parts already computed (see `restricted(to:vocabulary:)`).
    init(classCount: Int, settings: Settings, table: FeatureTable, weights: [SIMD8<Float>], bias: [SIMD8<Float>],
         lanes: Int, trained: Bool, termFeatures: [TermFeatures]) {
        self.classCount = classCount
        self.settings = settings
        self.table = table
        self.weights = weights
        self.bias = bias
        self.lanes = lanes
        self.trained = trained
        self.termFeatures = termFeatures
    }

    /// Probability of each entry for the query's normalised terms (sums to 1;
    /// all 0 for an untrained model, which knows nothing).
    public func probabilities(_ terms: [String]) -> [Double] {
        probabilities(terms, ids: [Int32](repeating: -1, count: terms.count))
    }

    /// Epochs for this many samples and class lanes under the work budget.
    static func epochs(samples: Int, lanes: Int, _ settings: Settings) -> Int {
        let perEpoch = max(samples * lanes, 1)
        return max(min(settings.epochs, settings.workBudget / perEpoch), min(settings.minimumEpochs, settings.epochs))
    }

    /// Softmax over the first `classCount` slots; padding slots become 0.
    static func softmax(_ scores: inout [SIMD8<Float>], classCount: Int) {
        var lanes = scores.mutableSpan
        softmax(&lanes, laneCount: lanes.count, classCount: classCount)
    }

    /// `softmax` over the first `laneCount` slots of `lanes`.
    static func softmax(_ lanes: inout MutableSpan<SIMD8<Float>>, laneCount: Int, classCount: Int) {
        // The largest score: slot by slot over the full lanes (a vector
        // compare and blend a lane, where each lane's own largest took a
        // call of some 40 instructions), then across the eight and the
        // classes of a last part lane (the same value in any order; only
        // the sign of a zero may differ, and x - 0 and x + 0 are equal but
        // for x = -0, whose exponential is 1 either way).
        let fullLanes = classCount / 8
        var largest = SIMD8<Float>(repeating: -.infinity)
        for lane in 0..<fullLanes {
            let values = lanes[lane]
            largest.replace(with: values, where: values .> largest)
        }
        var top = -Float.infinity
        for slot in 0..<8 { top = max(top, largest[slot]) }
        for c in (fullLanes * 8)..<classCount { top = max(top, lanes[c / 8][c % 8]) }
        var sum: Float = 0
        // A lane is read and written once through a span (no uniqueness
        // check per write); the sum still runs over the classes in order.
        let tops = SIMD8<Float>(repeating: top)
        let vectorized = Self.vectorExponentials
        for lane in 0..<fullLanes {
            // A full lane: the eight differences in one vector subtraction
            // (the same IEEE operation per slot), their exponentials eight at
            // a time (`exponentials`: `expf`'s values, see there), the slots
            // named by constant, where a slot chosen at run time went
            // through memory.
            let shifted = lanes[lane] - tops
            let values = vectorized ? Self.exponentials(shifted)
                : SIMD8<Float>(expf(shifted[0]), expf(shifted[1]), expf(shifted[2]), expf(shifted[3]),
                               expf(shifted[4]), expf(shifted[5]), expf(shifted[6]), expf(shifted[7]))
            sum += values[0]
            sum += values[1]
            sum += values[2]
            sum += values[3]
            sum += values[4]
            sum += values[5]
            sum += values[6]
            sum += values[7]
            lanes[lane] = values
        }
        for lane in fullLanes..<laneCount {
            var values = lanes[lane]
            for slot in 0..<8 {
                let value = lane * 8 + slot < classCount ? expf(values[slot] - top) : 0
                values[slot] = value
                sum += value
            }
            lanes[lane] = values
        }
        for lane in 0..<laneCount { lanes[lane] /= sum }
    }

    /// Calls `body` with the hash of every feature of the terms: each term,
    /// each pair of neighbouring terms, and the character 3-4-grams of each
    /// term padded with a space on either side (they carry typos and
    /// affixes the stemmer left). A term said again adds nothing: repeating
    /// a word ("reset reset reset ...") is no more evidence than saying it
    /// once, and must not make the model sure.
    static func forEachFeature(_ terms: [String], _ settings: Settings, _ body: (UInt64) -> Void) {
        var previous: UInt64 = 0
        for (position, term) in terms.enumerated() {
            let word = hash(of: term, seed: Self.termSeed)
            // Queries are a few words long: a scan beats a set.
            guard !terms[..<position].contains(term) else {
                previous = word
                continue
            }
            body(word)
            if previous != 0 && settings.termBigrams { body(mix(previous &* 31 &+ word)) }
            previous = word
            forEachGram(of: term, settings, body)
        }
    }

    /// Calls `body` with the hash of each character 3-4-gram of `term`
    /// padded with a space on either side. The grams are hashed from the
    /// term's own bytes, the padding read by position: copying the term
    /// into a padded scratch array and hashing slices of it cost a fifth of
    /// the training's own instructions. The hashes and their order are those
    /// of the padded bytes.
    static func forEachGram(of term: String, _ settings: Settings, _ body: (UInt64) -> Void) {
        let bytes = term.utf8.span
        // Padded length: the term's bytes between two spaces.
        let count = bytes.count + 2
        guard count > 4, settings.shortestGram <= settings.longestGram else { return }
        for length in settings.shortestGram...settings.longestGram where length <= count {
            for start in 0...(count - length) {
                var value: UInt64 = 0xcbf2_9ce4_8422_2325 ^ Self.gramSeed
                for position in start..<(start + length) {
                    let byte = position == 0 || position == count - 1 ? 0x20 : bytes[position - 1]
                    value ^= UInt64(byte)
                    value = value &* 0x100_0000_01b3
                }
                body(mix(value))
            }
        }
    }

    /// FNV-1a over a term's UTF-8 bytes, then a final mix; never zero (zero
    /// marks an empty table slot). The bytes are read from the term's
    /// contiguous storage: iterating `utf8` cost some 230 instructions a term.
    static func hash(of term: String, seed: UInt64) -> UInt64 {
        let bytes = term.utf8.span
        var value: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
        for index in bytes.indices {
            value ^= UInt64(bytes[index])
            value = value &* 0x100_0000_01b3
        }
        return mix(value)
    }

    static func mix(_ input: UInt64) -> UInt64 {
        var value = input
        value ^= value >> 33
        value = value &* 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        return value | 1
    }

    /// A step through `0..<count` that visits every position once per epoch.
    static func coprimeStride(for count: Int) -> Int {
        guard count > 2 else { return 1 }
        var stride = Int(Double(count) * 0.618) | 1
        while gcd(stride, count) != 1 { stride += 2 }
        return stride
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    static let termSeed: UInt64 = 0x7465_726d
    static let gramSeed: UInt64 = 0x6772_616d
}

/// Open-addressing hash table from feature hash to weight row, in plain
/// arrays: a query's look-ups hash an integer, never a string.
struct FeatureTable: Sendable {
    /// Per slot: the feature hash, 0 when empty (`mix` sets the low bit of
    /// every key), and its row.
    private var slotKeys: [UInt64]
    private var slotRows: [Int32]
    private var mask: Int
    /// Rows numbered so far: 0, 1, 2... in the order keys were first given.
    private(set) var count = 0

    init() {
        slotKeys = [UInt64](repeating: 0, count: 1024)
        slotRows = [Int32](repeating: -1, count: 1024)
        mask = 1023
    }

    subscript(key: UInt64) -> Int32? {
        let slot = self.slot(of: key)
        return slotKeys[slot] == key ? slotRows[slot] : nil
    }

    /// The row of `key`, numbering it first if it is new (training reads
    /// some hundred thousand features: open addressing on the hash itself,
    /// not a dictionary that hashes each key again with SipHash).
    mutating func row(of key: UInt64) -> Int32 {
        let slot = self.slot(of: key)
        if slotKeys[slot] == key { return slotRows[slot] }
        let row = Int32(count)
        slotKeys[slot] = key
        slotRows[slot] = row
        count += 1
        if count * 2 > slotKeys.count { grow() }
        return row
    }

    /// The slot holding `key`, or the empty one where it would go.
    private func slot(of key: UInt64) -> Int {
        var slot = Int(truncatingIfNeeded: key) & mask
        while slotKeys[slot] != key && slotKeys[slot] != 0 { slot = (slot + 1) & mask }
        return slot
    }

    /// Doubles the slots and places every key again.
    private mutating func grow() {
        let oldKeys = slotKeys
        let oldRows = slotRows
        slotKeys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        slotRows = [Int32](repeating: -1, count: oldKeys.count * 2)
        mask = slotKeys.count - 1
        for (slot, key) in oldKeys.enumerated() where key != 0 {
            let fresh = self.slot(of: key)
            slotKeys[fresh] = key
            slotRows[fresh] = oldRows[slot]
        }
    }
}

/// A trained model cut down to some of its classes, for asking "how would
/// the knowledge answer without this entry?" (`tanya check` asks it once per
/// suspect entry) without training again: retraining costs seconds per entry
/// in a debug build, a copy of the weights a few milliseconds.
extension LearnedModel {
    /// The model over `classes` only (old class numbers, in their new
    /// order): each query's probabilities are the full model's over those
    /// classes, renormalised, since the dropped lanes are simply absent from
    /// the softmax. `vocabulary` is the new index's terms in id order, as
    /// for training. The result is not a model retrained without the
    /// dropped classes (their examples still shaped the shared weights), so
    /// it serves what-if checks, never the replies.
    public func restricted(to classes: [Int], vocabulary: [String]) -> LearnedModel {
        let newLanes = max(1, (classes.count + 7) / 8)
        let rowCount = weights.count / lanes
        var newWeights = [SIMD8<Float>](repeating: .zero, count: max(rowCount, 1) * newLanes)
        var newBias = [SIMD8<Float>](repeating: .zero, count: newLanes)
        for (new, old) in classes.enumerated() where old >= 0 && old < classCount {
            newBias[new / 8][new % 8] = bias[old / 8][old % 8]
            for row in 0..<rowCount {
                newWeights[row * newLanes + new / 8][new % 8] = weights[row * lanes + old / 8][old % 8]
            }
        }
        let stillTrained = isTrained && classes.count > 1
        return LearnedModel(classCount: classes.count, settings: settings, table: table, weights: newWeights, bias: newBias,
                            lanes: newLanes, trained: stillTrained,
                            termFeatures: stillTrained ? Self.termFeatures(of: vocabulary, table: table, settings) : [])
    }
}

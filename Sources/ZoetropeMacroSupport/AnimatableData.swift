/// The `animatableData` property `@Animatable` writes for a list of properties: one property's own data, or the
/// properties nested to the right in `AnimatablePair`s, `(a, (b, c))`, as a hand-written conformance would nest them.
struct AnimatableData: Equatable {
    var properties: [AnimatableProperty]
    /// `public ` or `package ` when the struct is, so the conformance is as visible as the type.
    var accessPrefix: String

    /// `AnimatablePair<A, AnimatablePair<B, C>>`.
    var type: String {
        let types = properties.map(\.dataType)
        return types.dropLast().reversed().reduce(types.last ?? "EmptyAnimatableData") { "AnimatablePair<\($1), \($0)>" }
    }

    /// `AnimatablePair(a, AnimatablePair(b, c))`.
    var getter: String {
        let reads = properties.map(\.dataAccess)
        return reads.dropLast().reversed().reduce(reads.last ?? "EmptyAnimatableData()") { "AnimatablePair(\($1), \($0))" }
    }

    /// `a = newValue.first`, `b = newValue.second.first`, `c = newValue.second.second`.
    var setterLines: [String] {
        properties.enumerated().map { index, property in
            let isLast = index == properties.count - 1
            let path = String(repeating: ".second", count: index) + (isLast ? "" : ".first")
            return "\(property.dataAccess) = newValue\(path)"
        }
    }

    /// The whole declaration.
    var declaration: String {
        """
        \(accessPrefix)var animatableData: \(type) {
            get {
                \(getter)
            }
            set {
        \(setterLines.map { "        " + $0 }.joined(separator: "\n"))
            }
        }
        """
    }
}

import Foundation

/// The parameters of a `.frame` modifier, fixed or flexible.
struct FrameLayout {
    var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    var alignment: Alignment

    /// A fixed frame: min = ideal = max where given.
    static func fixed(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> FrameLayout {
        FrameLayout(minWidth: width, idealWidth: width, maxWidth: width,
                    minHeight: height, idealHeight: height, maxHeight: height, alignment: alignment)
    }

    /// The size proposed to the child (SwiftUI clamps a given proposal into min...max, and uses the ideal
    /// size for an unspecified one).
    func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: Self.clamp(proposal.width, ideal: idealWidth, min: minWidth, max: maxWidth),
                         height: Self.clamp(proposal.height, ideal: idealHeight, min: minHeight, max: maxHeight))
    }

    /// The frame's own size, given the proposal and the child's answer.
    func size(for proposal: ProposedViewSize, childSize: CGSize) -> CGSize {
        CGSize(width: Self.resolve(proposal.width, ideal: idealWidth, min: minWidth, max: maxWidth, child: childSize.width),
               height: Self.resolve(proposal.height, ideal: idealHeight, min: minHeight, max: maxHeight, child: childSize.height))
    }

    private static func clamp(_ proposed: CGFloat?, ideal: CGFloat?, min lower: CGFloat?, max upper: CGFloat?) -> CGFloat? {
        guard var value = proposed ?? ideal else { return nil }
        if let upper { value = Swift.min(value, upper) }
        if let lower { value = Swift.max(value, lower) }
        return value
    }

    private static func resolve(_ proposed: CGFloat?, ideal: CGFloat?, min lower: CGFloat?, max upper: CGFloat?, child: CGFloat) -> CGFloat {
        if lower == nil && upper == nil { return child }
        if let lower, let upper, lower == upper { return lower }
        let offer = proposed ?? ideal ?? child
        var result = child
        if let lower { result = Swift.max(lower, Swift.min(result, offer)) }
        if let upper { result = Swift.min(upper, Swift.max(result, offer)) }
        return result
    }
}

extension FrameLayout {
    /// The layout with invalid dimensions reported and dropped (SwiftUI logs "Invalid frame dimension" and ignores
    /// them): NaN or negative anywhere, infinite except as a maximum. Contradictory limits are reported and kept.
    func checked(warn: (String) -> Void) -> FrameLayout {
        var copy = self
        copy.minWidth = checkedLength(minWidth, "minWidth", warn: warn)
        copy.idealWidth = checkedLength(idealWidth, "idealWidth", warn: warn)
        copy.maxWidth = checkedLength(maxWidth, "maxWidth", allowsInfinity: true, warn: warn)
        copy.minHeight = checkedLength(minHeight, "minHeight", warn: warn)
        copy.idealHeight = checkedLength(idealHeight, "idealHeight", warn: warn)
        copy.maxHeight = checkedLength(maxHeight, "maxHeight", allowsInfinity: true, warn: warn)
        for (axis, values) in [("width", [copy.minWidth, copy.idealWidth, copy.maxWidth]),
                               ("height", [copy.minHeight, copy.idealHeight, copy.maxHeight])] {
            let given = values.compactMap { $0 }
            if given != given.sorted() {
                warn("contradictory frame constraints for the \(axis): min \(values[0].map { "\($0)" } ?? "nil"), "
                     + "ideal \(values[1].map { "\($0)" } ?? "nil"), max \(values[2].map { "\($0)" } ?? "nil") should not decrease")
            }
        }
        return copy
    }
}

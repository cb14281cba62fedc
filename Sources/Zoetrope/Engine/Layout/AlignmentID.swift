import Foundation

/// The identity of an alignment guide and its default position: SwiftUI's `AlignmentID`.
///
/// ```swift
/// private enum MarkerAlignment: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
/// }
/// extension HorizontalAlignment { static let marker = HorizontalAlignment(MarkerAlignment.self) }
/// ```
public protocol AlignmentID {
    /// Where the guide lies in a view of `context`'s size when no `.alignmentGuide` sets it, from the view's origin.
    static func defaultValue(in context: ViewDimensions) -> CGFloat

    /// How a container merges the explicit values of its children (`n` children merged so far): the average by
    /// default, as in SwiftUI.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        // Running mean: after n values the mean is parentValue; fold in the (n + 1)th.
        let mean = parentValue ?? childValue
        parentValue = (mean * CGFloat(n) + childValue) / CGFloat(n + 1)
    }
}

/// The built-in edge and centre guides: a container of several views never merges its children's explicit values
/// for them (SwiftUI's combine rule for these guides does nothing), so layout skips them (`isFrameGuide`).
protocol FrameAlignmentID: AlignmentID {}

/// One alignment guide on one axis, hashable by its `AlignmentID` type. (Immutable; it holds only a metatype.)
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// Whether containers ignore their children's explicit values for this guide.
    var isFrameGuide: Bool { id is any FrameAlignmentID.Type }

    func defaultValue(in dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }

    /// A container's explicit value from its children's, in child order; nil when none has one.
    func combine(_ values: [CGFloat]) -> CGFloat? {
        var result: CGFloat?
        for (n, value) in values.enumerated() { id._combineExplicit(childValue: value, n, into: &result) }
        return result
    }
}

/// A view's size and alignment guides, as `.alignmentGuide` and `AlignmentID.defaultValue` see them: SwiftUI's
/// `ViewDimensions`.
public struct ViewDimensions {
    public let width: CGFloat
    public let height: CGFloat
    /// The view's explicit guide values (set by `.alignmentGuide` or text baselines), by guide.
    let explicit: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicit = explicit
    }

    /// The guide's position from the view's leading edge: its explicit value, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// The guide's position from the view's top edge: its explicit value, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The guide's explicit value, nil when the view does not set it.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    /// The guide's explicit value, nil when the view does not set it.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat { explicit(key) ?? key.defaultValue(in: self) }
}

import Foundation
import ZoetropeDisplay

/// An effect that changes how a view looks without changing its layout, its ancestors or its descendants:
/// SwiftUI's `VisualEffect` (iOS 17). Effects are made by calling modifier functions on the placeholder a
/// `visualEffect(_:)` or `scrollTransition` closure is given (`content.offset(y: 10).opacity(0.5)`); you do not
/// conform to it yourself. Each call wraps the effect it is called on: the last one is the outermost.
public protocol VisualEffect: Sendable {}

/// The placeholder effect the `visualEffect(_:)` and `scrollTransition` closures receive: it changes nothing, and
/// further effects are applied to it. SwiftUI's `EmptyVisualEffect`.
public struct EmptyVisualEffect: VisualEffect {
    /// The effect that changes nothing.
    public init() {}
}

/// Effects applied to a placeholder, innermost first.
struct VisualEffectChain: VisualEffect {
    var steps: [VisualEffectStep]
}

extension VisualEffect {
    /// The effects this one applies, innermost first (none for `EmptyVisualEffect`).
    var visualEffectSteps: [VisualEffectStep] { (self as? VisualEffectChain)?.steps ?? [] }

    private func adding(_ step: VisualEffectStep) -> VisualEffectChain {
        VisualEffectChain(steps: visualEffectSteps + [step])
    }

    /// Moves the view by `offset` points without changing layout.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }

    /// Moves the view by `x` and `y` points without changing layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }

    /// Scales the view by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(scale, anchor: anchor))
    }

    /// Scales the view uniformly by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: scale, height: scale), anchor: anchor))
    }

    /// Scales the view by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor: anchor))
    }

    /// Rotates the view clockwise by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(angle.radians, anchor: anchor))
    }

    /// Rotates the view by `angle` in three dimensions about `axis` through `anchor`, seen in perspective (as
    /// `View.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` draws it).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        adding(.rotation3D(angle.radians, axis: [Double(axis.x), Double(axis.y), Double(axis.z)], anchor: anchor,
                           anchorZ: Double(anchorZ), perspective: Double(perspective)))
    }

    /// Applies the affine `transform` to the view's drawing (in its own coordinates, origin at its top-leading corner).
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        adding(.transform(Transform2D(a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
                                      d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty))))
    }

    /// Draws the view at `opacity` (0…1) of its own.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

    /// Blurs the view by `radius` points (the Gaussian's standard deviation); `opaque` keeps its edges sharp.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(Double(radius), opaque: opaque)) }

    /// Brightens the view by adding `amount` to red, green and blue.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.color(.brightness(amount))) }

    /// Sets the view's contrast (1 changes nothing).
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.color(.contrast(amount))) }

    /// Sets the view's saturation (1 changes nothing, 0 is grey).
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.color(.saturation(amount))) }

    /// Removes `amount` (0…1) of the view's colour.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.color(.grayscale(amount))) }

    /// Rotates the view's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.color(.hueRotation(angle.radians))) }

    /// Multiplies the view's colours by `color`'s.
    public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.multiply(color)) }
}

extension CoordinateSpace {
    /// The innermost scroll view around the view, its origin at the top-leading corner of what it shows (the content
    /// moves through it): SwiftUI's `.scrollView`. A `visualEffect`'s proxy and a `GeometryReader` inside a scroll
    /// view know it; outside any scroll view it measures globally (a reader warns).
    public static var scrollView: CoordinateSpace { .named(ScrollViewSpaceName(axis: nil)) }

    /// The innermost scroll view around the view that scrolls along `axis`: SwiftUI's `.scrollView(axis:)`.
    public static func scrollView(axis: Axis) -> CoordinateSpace { .named(ScrollViewSpaceName(axis: axis)) }
}

extension NamedCoordinateSpace {
    /// The innermost scroll view around the view: SwiftUI's `NamedCoordinateSpace.scrollView`, for `bounds(of:)`.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: nil))) }

    /// The innermost scroll view around the view that scrolls along `axis`, for `bounds(of:)`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: axis)))
    }
}

extension GeometryProxy {
    /// The bounds of `coordinateSpace` in the view's own coordinates (its origin at the view's top-leading corner):
    /// SwiftUI's `bounds(of:)`. Known for `.scrollView` and `.scrollView(axis:)` in a `visualEffect`'s proxy (the scroll
    /// view's frame, so its minY is how far the view is below the scroll view's top, negated); nil otherwise.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = namedSpaces[coordinateSpace.name], let size = namedSizes[coordinateSpace.name] else { return nil }
        return space.convert(CGRect(origin: .zero, size: size), to: coordinates)
    }
}

/// The name `CoordinateSpace.scrollView` and `.scrollView(axis:)` look up.
struct ScrollViewSpaceName: Hashable, CustomStringConvertible {
    /// nil: the innermost scroll view, whatever it scrolls along.
    let axis: Axis?

    /// As the user wrote it (in a reader's warning that it does not know the space).
    var description: String { axis.map { ".scrollView(axis: .\($0 == .horizontal ? "horizontal" : "vertical"))" } ?? ".scrollView" }
}

import Foundation

/// An opaque geometric value taken from a view in global (canvas) space, readable in another view's space through
/// `GeometryProxy[anchor]`: SwiftUI's `Anchor` (fidelity.md §9). It is resolved against the emitting view's model
/// (laid-out) geometry when its preference is collected.
public struct Anchor<Value> {
    /// The value measured from a point of the canvas (the canvas origin gives the global value).
    let measured: (_ origin: CGPoint) -> Value

    /// The value in canvas coordinates.
    var globalValue: Value { measured(.zero) }

    /// Where an anchor's value comes from, in the emitting view's own space: SwiftUI's `Anchor.Source`.
    public struct Source {
        /// The anchor of this source on a view whose frame on the canvas is `canvasFrame`.
        let resolve: (_ canvasFrame: CGRect) -> Anchor<Value>
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Anchors are equal when their global values are (the stored closure cannot be compared).
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.globalValue == rhs.globalValue }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor { origin in CGPoint(x: frame.minX + p.x - origin.x, y: frame.minY + p.y - origin.y) }
        }
    }

    /// A unit point of the view's bounds (resolved with its size).
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            point(CGPoint(x: p.x * frame.width, y: p.y * frame.height)).resolve(frame)
        }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source where Value == CGRect {
    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in
            Anchor { origin in r.offsetBy(dx: frame.minX - origin.x, dy: frame.minY - origin.y) }
        }
    }

    /// The view's bounds: (0, 0, width, height) in its own coordinates.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in rect(CGRect(origin: .zero, size: frame.size)).resolve(frame) }
    }
}

extension Anchor.Source {
    /// Several sources read as one anchor whose value is the array of their values.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        resolve = { frame in
            let anchors = array.map { $0.resolve(frame) }
            return Anchor { origin in anchors.map { $0.measured(origin) } }
        }
    }

    /// An optional source read as an anchor whose value is nil when the source is.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        resolve = { frame in
            let resolved = anchor?.resolve(frame)
            return Anchor { origin in resolved?.measured(origin) }
        }
    }
}

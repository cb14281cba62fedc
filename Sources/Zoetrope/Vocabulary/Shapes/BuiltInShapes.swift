import Foundation

/// A rectangle filling its frame: SwiftUI's `Rectangle`.
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners: SwiftUI's `RoundedRectangle`. The style defaults to `.continuous`
/// (fidelity.md §8.3).
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }
}

/// The largest circle that fits its frame, centred: SwiftUI's `Circle`.
public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// The ellipse that fills its frame: SwiftUI's `Ellipse`.
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rounded rectangle whose corner radius is half its shorter side: SwiftUI's `Capsule`.
public struct Capsule: Shape {
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    public func path(in rect: CGRect) -> Path { Path(.capsule(in: rect)) }
}

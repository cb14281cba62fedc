import Foundation
import ZoetropeDisplay

/// Whether a scene renders with the light or the dark appearance: SwiftUI's `ColorScheme`.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    case light
    case dark
}

/// Insets in points, like SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

/// The surface a scene draws on: size in points, pixels per point, safe area and appearance.
public struct Canvas: Hashable, Sendable {
    public var size: CGSize
    public var scale: Double
    public var safeAreaInsets: EdgeInsets
    public var colorScheme: ColorScheme
    /// A name for listings (`iPhone 15 Pro`, `custom`).
    public var name: String

    public init(width: CGFloat, height: CGFloat, scale: Double = 1, safeAreaInsets: EdgeInsets = EdgeInsets(),
                colorScheme: ColorScheme = .light, name: String = "custom") {
        self.size = CGSize(width: width, height: height)
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.colorScheme = colorScheme
        self.name = name
    }

    /// The same canvas with the other appearance.
    public func colorScheme(_ scheme: ColorScheme) -> Canvas {
        var copy = self
        copy.colorScheme = scheme
        return copy
    }
}

/// Device presets.
public enum Device: Hashable, Sendable {
    /// 393 × 852 pt at 3x, portrait; safe area 59 pt at the top and 34 pt at the bottom.
    case iPhone15Pro

    public var canvas: Canvas {
        switch self {
        case .iPhone15Pro:
            return Canvas(width: 393, height: 852, scale: 3, safeAreaInsets: EdgeInsets(top: 59, bottom: 34), name: "iPhone 15 Pro")
        }
    }
}

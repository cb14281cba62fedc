import Foundation

/// Which parts of a `Label` a view asks to show (`ControlStyles.label`).
public enum LabelStyleKind: Hashable, Sendable {
    case titleAndIcon, iconOnly, titleOnly
    static let automatic = LabelStyleKind.titleAndIcon
}

/// A label appearance: SwiftUI's `LabelStyle`. Zoetrope draws `.automatic`, `.titleAndIcon`, `.iconOnly` and
/// `.titleOnly`; custom styles (`makeBody(configuration:)`) do not compile yet.
public protocol LabelStyle {
    /// The appearance, for Zoetrope's label (not part of SwiftUI's API).
    var _kind: LabelStyleKind { get }
}

public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .automatic }
}

public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .titleAndIcon }
}

public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .iconOnly }
}

public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .titleOnly }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension View {
    /// Sets the style of the labels in this view: SwiftUI's `labelStyle(_:)`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        ContextView(content: self) { $0.environment.controlStyles.label = style._kind }
    }
}

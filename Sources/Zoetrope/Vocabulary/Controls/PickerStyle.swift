import Foundation

/// Which picker appearance a view asks for (`ControlStyles.picker`).
public struct PickerStyleKind: Hashable, Sendable {
    enum Base: Hashable, Sendable { case menu, segmented, wheel }
    let base: Base
    static let automatic = PickerStyleKind(base: .menu)
}

/// A picker appearance: SwiftUI's `PickerStyle`. Zoetrope draws `.automatic` (iOS: `.menu`), `.menu`, `.segmented`
/// and `.wheel`; the other styles (`.inline`, `.navigationLink`, `.palette`) and custom styles do not compile.
public protocol PickerStyle {
    /// The appearance, for Zoetrope's picker (not part of SwiftUI's API: only Zoetrope's styles provide one).
    var _kind: PickerStyleKind { get }
}

/// iOS's default picker style: a menu.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .automatic }
}

/// A button showing the current value, with a menu of the options: SwiftUI's `MenuPickerStyle`.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { PickerStyleKind(base: .menu) }
}

/// The options side by side in a segmented control: SwiftUI's `SegmentedPickerStyle`.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { PickerStyleKind(base: .segmented) }
}

/// The options on a spinning wheel: SwiftUI's `WheelPickerStyle`.
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { PickerStyleKind(base: .wheel) }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension View {
    /// Sets the style of the pickers in this view: SwiftUI's `pickerStyle(_:)`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        ContextView(content: self) { $0.environment.controlStyles.picker = style._kind }
    }
}

import Foundation

/// A control for choosing a colour: SwiftUI's `ColorPicker`, drawn closed as iOS 14–18 draws it: the label leading
/// and, trailing, the 28 pt swatch (`ColorPickerSwatch`): a ring of the colour wheel's hues around the selected
/// colour. The picker does not open.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// A colour picker with any label view.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: some View {
        HStack {
            label.frame(maxWidth: .infinity, alignment: .leading)
            ColorPickerSwatch(color: selection.wrappedValue)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker with a text label.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The closed colour picker's swatch: a 3 pt ring of the hue wheel (an angular gradient red → yellow → green → cyan →
/// blue → magenta → red), a 2 pt gap in the background colour, and the selected colour filling the middle.
struct ColorPickerSwatch: View {
    let color: Color

    var body: some View {
        let side = ColorPickerMetrics.side
        ZStack {
            AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center)
                .clipShape(Circle())
            Circle()
                .fill(Color.systemBackground)
                .frame(width: side - 2 * ColorPickerMetrics.ringWidth, height: side - 2 * ColorPickerMetrics.ringWidth)
            Circle()
                .fill(color)
                .frame(width: side - 2 * (ColorPickerMetrics.ringWidth + ColorPickerMetrics.gap),
                       height: side - 2 * (ColorPickerMetrics.ringWidth + ColorPickerMetrics.gap))
        }
        .frame(width: side, height: side)
    }
}

/// The closed colour picker's swatch (estimates from iOS 17 screenshots).
enum ColorPickerMetrics {
    static let side: CGFloat = 28
    static let ringWidth: CGFloat = 3
    static let gap: CGFloat = 2
}

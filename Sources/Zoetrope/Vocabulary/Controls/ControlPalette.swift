import Foundation

/// The system colours iOS's controls draw with that the rest of Zoetrope does not use, light and dark, standard
/// contrast (UIKit's dynamic colours; fidelity.md §8.4 for the neighbours of these values).
enum ControlPalette {
    /// `systemFill`: a slider's unfilled track (light rgba(120,120,128,0.2), dark 0.36).
    static let systemFill = Color.system((120, 120, 128), (120, 120, 128), opacity: 0.2, darkOpacity: 0.36)
    /// `tertiarySystemFill`: the segmented control's and the stepper's background (light rgba(118,118,128,0.12),
    /// dark 0.24).
    static let tertiarySystemFill = Color.system((118, 118, 128), (118, 118, 128), opacity: 0.12, darkOpacity: 0.24)
    /// `placeholderText` (= `tertiaryLabel`): a text field's placeholder (light rgba(60,60,67,0.3), dark
    /// rgba(235,235,245,0.3)).
    static let placeholderText = Color.system((60, 60, 67), (235, 235, 245), opacity: 0.3)
    /// `tertiaryLabel`: a stepper's symbol at its bound (disabled).
    static let tertiaryLabel = placeholderText
    /// The selected segment of a segmented control: white in light mode, #636366 (systemGray2 dark) in dark mode.
    static let selectedSegment = Color.system((255, 255, 255), (99, 99, 102))
    /// `opaqueSeparator`-like hairlines between segments and stepper halves (light #C6C6C8, dark #38383A).
    static let segmentSeparator = Color.system((198, 198, 200), (56, 56, 58))
    /// `systemGray4`: a rounded-border text field's border (light #D1D1D6, dark #3A3A3C).
    static let fieldBorder = Color.system((209, 209, 214), (58, 58, 60))
}

/// The styles set by `.pickerStyle(_:)`, `.textFieldStyle(_:)`, `.gaugeStyle(_:)` and `.labelStyle(_:)`, carried in
/// the environment (one value, so that each control adds no field of its own to `EnvironmentValues`).
struct ControlStyles {
    var picker = PickerStyleKind.automatic
    var textField = TextFieldStyleKind.automatic
    var gauge = GaugeStyleKind.automatic
    var label = LabelStyleKind.automatic
    var progress: AnyProgressViewStyle?
}

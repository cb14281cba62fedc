import Foundation

/// A control that increments or decrements a value: SwiftUI's `Stepper`, drawn as iOS 17/18's `UIStepper`: the label
/// leading, flexible space, and the 94 × 32 pt pill (`StepperPill`) trailing, − on the left and + on the right. A tap
/// on − or + (`Tap("minus")`, `Tap("plus")`) runs the decrement or increment in the tap's own transaction; at a
/// bound the symbol is dimmed and the tap does nothing.
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void

    init(label: Label, increment: (() -> Void)?, decrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void) {
        self.label = label
        self.increment = increment
        self.decrement = decrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper that calls `onIncrement` and `onDecrement` (nil dims that half).
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label(), increment: onIncrement, decrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper that adds or subtracts `step` to the value, clamped to `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let current = value.wrappedValue
        let up = current.advanced(by: step), down = current.advanced(by: -step)
        self.init(label: label(),
                  increment: current < bounds.upperBound ? { value.wrappedValue = min(up, bounds.upperBound) } : nil,
                  decrement: current > bounds.lowerBound ? { value.wrappedValue = max(down, bounds.lowerBound) } : nil,
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper that adds or subtracts `step` to the value, unbounded.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let current = value.wrappedValue
        self.init(label: label(), increment: { value.wrappedValue = current.advanced(by: step) },
                  decrement: { value.wrappedValue = current.advanced(by: -step) }, onEditingChanged: onEditingChanged)
    }

    /// The label across the width the pill leaves, and the pill.
    public var body: some View {
        HStack {
            label.frame(maxWidth: .infinity, alignment: .leading)
            StepperPill(increment: increment, decrement: decrement, onEditingChanged: onEditingChanged)
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper with a text label over `bounds`.
    public init<V: Strideable>(_ titleKey: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper with a text label, unbounded.
    public init<V: Strideable>(_ titleKey: String, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper with a text label that calls `onIncrement` and `onDecrement`.
    public init(_ titleKey: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: Text(titleKey), increment: onIncrement, decrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// The − / + pill of a stepper: a 94 × 32 pt rounded rectangle (radius 8) in `tertiarySystemFill`, split by a
/// 1 × 18 pt hairline, each 47 pt half holding its symbol; a half with no action draws its symbol in the tertiary
/// label colour and ignores taps.
struct StepperPill: View {
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void

    var body: some View {
        HStack(spacing: 0) {
            half("minus", action: decrement)
            Rectangle()
                .fill(ControlPalette.segmentSeparator)
                .frame(width: StepperMetrics.separator.width, height: StepperMetrics.separator.height)
            half("plus", action: increment)
        }
        .frame(width: StepperMetrics.size.width, height: StepperMetrics.size.height)
        .background(ControlPalette.tertiarySystemFill, in: RoundedRectangle(cornerRadius: StepperMetrics.cornerRadius))
    }

    private func half(_ symbol: String, action: (() -> Void)?) -> some View {
        let editing = onEditingChanged
        return Image(systemName: symbol)
            .font(.system(size: StepperMetrics.symbolSize, weight: .medium))
            .foregroundStyle(action == nil ? ControlPalette.tertiaryLabel : Color.primary)
            .frame(width: StepperMetrics.halfWidth, height: StepperMetrics.size.height)
            .contentShape(Rectangle())
            .onTapGesture {
                guard let action else { return }
                editing(true)
                action()
                editing(false)
            }
    }
}

/// The measurements of iOS's stepper (`docs/approximations.md`, "Controls").
enum StepperMetrics {
    /// `UIStepper`'s intrinsic size since iOS 13, in points.
    static let size = CGSize(width: 94, height: 32)
    /// Each half, in points: (94 − 0) / 2 less half the hairline.
    static let halfWidth: CGFloat = (size.width - separator.width) / 2
    /// The hairline between the halves (estimate).
    static let separator = CGSize(width: 1, height: 18)
    static let cornerRadius: CGFloat = 8
    /// The − and + symbols' point size (estimate).
    static let symbolSize: CGFloat = 17
}

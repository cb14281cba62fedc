import Foundation

/// A view that shows a value within a range: SwiftUI's `Gauge`, in the style `.gaugeStyle(_:)` sets: on iOS the
/// default is the linear capacity bar (`.linearCapacity`, `.accessoryLinearCapacity`); `.accessoryCircular` is the
/// open ring with a marker at the value, `.accessoryCircularCapacity` the closed ring filled to the value
/// (`GaugeRing`). A change of the value animates with its transaction.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    @Environment(\.controlStyles) private var styles

    init(fraction: Double, label: Label, currentValueLabel: CurrentValueLabel, minimumValueLabel: BoundsLabel,
         maximumValueLabel: BoundsLabel) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    public var body: some View {
        switch styles.gauge {
        case .accessoryCircular, .accessoryCircularCapacity:
            GaugeRing(fraction: fraction, isCapacity: styles.gauge == .accessoryCircularCapacity,
                      center: currentValueLabel, fallback: label,
                      minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
        case .linearCapacity:
            VStack(alignment: .leading, spacing: GaugeMetrics.labelSpacing) {
                label
                HStack {
                    minimumValueLabel.font(.caption).foregroundStyle(.secondary)
                    ProgressBar(fraction: fraction)
                    maximumValueLabel.font(.caption).foregroundStyle(.secondary)
                }
                currentValueLabel.font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds` (0...1 by default).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: GaugeMetrics.fraction(value, bounds), label: label(), currentValueLabel: EmptyView(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label of the current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: GaugeMetrics.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with labels of the current value and of the range's ends.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(fraction: GaugeMetrics.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

/// A circular gauge, 58 pt across (estimate of the iOS accessory size): a 6 pt ring in the tint — open at the
/// bottom (270°, from 135° to 405°) with a ringed marker at the value, or closed and filled to the value over a
/// faint track for the capacity style — with the current value label (else the label) in its centre and, on the
/// open ring, the bounds labels at its ends.
struct GaugeRing<Center: View, Fallback: View, Bounds: View>: View {
    let fraction: Double
    let isCapacity: Bool
    let center: Center
    let fallback: Fallback
    let minimumValueLabel: Bounds
    let maximumValueLabel: Bounds

    var body: some View {
        let side = GaugeMetrics.circularSide, line = GaugeMetrics.ringWidth
        ZStack {
            if isCapacity {
                Circle()
                    .stroke(Color.primary.opacity(0.15), lineWidth: line)
                GaugeArcShape(start: -90, sweep: 360, fraction: fraction)
                    .stroke(.tint, style: StrokeStyle(lineWidth: line, lineCap: .round))
            } else {
                GaugeArcShape(start: 135, sweep: 270, fraction: 1)
                    .stroke(.tint, style: StrokeStyle(lineWidth: line, lineCap: .round))
                GaugeMarkerShape(start: 135, sweep: 270, fraction: fraction, radius: line / 2 + 1)
                    .stroke(Color.systemBackground, lineWidth: 2)
            }
            Group {
                if Center.self == EmptyView.self { fallback } else { center }
            }
            .font(.system(size: 15, weight: .medium))
            .lineLimit(1)
            .frame(width: side - 2 * line - 4)
            if !isCapacity, Bounds.self != EmptyView.self {
                HStack {
                    minimumValueLabel
                    Spacer()
                    maximumValueLabel
                }
                .font(.system(size: 10, weight: .medium))
                .frame(width: side * 0.7)
                .offset(y: side * 0.38)
            }
        }
        .padding(line / 2)
        .frame(width: side, height: side)
    }
}

/// An arc of the circle inscribed in the rect (less nothing: the stroke straddles it), from `start` degrees
/// (clockwise from the positive x axis, y down) over `fraction` of `sweep` degrees.
struct GaugeArcShape: Shape {
    var start: Double
    var sweep: Double
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let f = min(max(fraction, 0), 1)
        guard f > 0 else { return path }
        let center = CGPoint(x: rect.midX, y: rect.midY), radius = min(rect.width, rect.height) / 2
        path.addArc(center: center, radius: radius, startAngle: .degrees(start), endAngle: .degrees(start + sweep * f),
                    clockwise: false)
        return path
    }
}

/// The marker of an open circular gauge: a small ring on the arc at `fraction` of the sweep.
struct GaugeMarkerShape: Shape {
    var start: Double
    var sweep: Double
    var fraction: Double
    var radius: CGFloat

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        let angle = (start + sweep * min(max(fraction, 0), 1)) * Double.pi / 180
        let point = CGPoint(x: rect.midX + r * CGFloat(cos(angle)), y: rect.midY + r * CGFloat(sin(angle)))
        return Path(ellipseIn: CGRect(x: point.x - radius, y: point.y - radius, width: 2 * radius, height: 2 * radius))
    }
}

/// Which gauge appearance a view asks for (`ControlStyles.gauge`).
public enum GaugeStyleKind: Hashable, Sendable {
    case linearCapacity, accessoryCircular, accessoryCircularCapacity
    static let automatic = GaugeStyleKind.linearCapacity
}

/// A gauge appearance: SwiftUI's `GaugeStyle`. Zoetrope draws `.automatic`, `.linearCapacity`,
/// `.accessoryLinearCapacity`, `.accessoryCircular` and `.accessoryCircularCapacity`; the others (`.accessoryLinear`)
/// and custom styles do not compile.
public protocol GaugeStyle {
    /// The appearance, for Zoetrope's gauge (not part of SwiftUI's API).
    var _kind: GaugeStyleKind { get }
}

public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: GaugeStyleKind { .automatic }
}

public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: GaugeStyleKind { .linearCapacity }
}

public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: GaugeStyleKind { .linearCapacity }
}

public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: GaugeStyleKind { .accessoryCircular }
}

public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: GaugeStyleKind { .accessoryCircularCapacity }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension View {
    /// Sets the style of the gauges in this view: SwiftUI's `gaugeStyle(_:)`.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        ContextView(content: self) { $0.environment.controlStyles.gauge = style._kind }
    }
}

/// The measurements of iOS's gauges (`docs/approximations.md`, "Controls").
enum GaugeMetrics {
    static let labelSpacing: CGFloat = 4
    /// The circular styles' side, in points (estimate).
    static let circularSide: CGFloat = 58
    static let ringWidth: CGFloat = 6

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound) - Double(bounds.lowerBound)
        guard span > 0 else { return 0 }
        return min(max((Double(value) - Double(bounds.lowerBound)) / span, 0), 1)
    }
}

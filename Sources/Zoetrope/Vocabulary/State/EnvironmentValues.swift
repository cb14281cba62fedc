import Foundation

/// Values handed down the view tree: SwiftUI's `EnvironmentValues`, with the entries Zoetrope supports.
public struct EnvironmentValues {
    /// Light or dark appearance; a dark canvas starts dark.
    public var colorScheme: ColorScheme

    /// The environment's defaults (light appearance), as SwiftUI's `EnvironmentValues()`.
    public init() { self.init(colorScheme: .light) }
    /// The font of text and symbols; nil means `.body`.
    public var font: Font?
    /// The weight `.fontWeight(_:)` or `.bold()` set on a view for the text inside it; nil keeps the font's own.
    var fontWeight: Font.Weight?
    /// The design `.fontDesign(_:)` or `.monospaced()` set on a view, for fonts of the default design inside it.
    var fontDesign: Font.Design?
    /// Whether `.monospacedDigit()` was set on a view, for the text inside it.
    var hasMonospacedDigits = false
    /// The text scale `.textScale(_:isEnabled:)` set on a view for the text inside it.
    var textScale = Text.Scale.default
    /// The variant `.symbolVariant(_:)` set for the symbols inside a view.
    var symbolVariants = SymbolVariants.none
    /// The objects `.environmentObject(_:)` put here, by their type, for `@EnvironmentObject`.
    var environmentObjects: [ObjectIdentifier: AnyObject] = [:]
    /// Whether the view takes touches: false inside `.disabled(true)` (SwiftUI's `isEnabled`).
    public var isEnabled = true
    /// The accessibility settings motion code reads (SwiftUI's read-only `accessibilityReduceMotion`, …): a scene
    /// renders with each of them off, as an iPhone does out of the box.
    public internal(set) var accessibilityReduceMotion = false
    public internal(set) var accessibilityReduceTransparency = false
    public internal(set) var accessibilityDifferentiateWithoutColor = false
    public internal(set) var accessibilityInvertColors = false
    public internal(set) var accessibilityVoiceOverEnabled = false
    /// The scale `.imageScale(_:)` set for the symbols inside a view.
    public var imageScale: Image.Scale = .medium
    /// Whether `.italic()` on a view asked for italic text inside it.
    var isItalic = false
    /// The most lines text may use; nil is unlimited.
    public var lineLimit: Int?
    /// How the lines of multi-line text line up.
    public var multilineTextAlignment: TextAlignment = .leading
    /// Extra points between lines of text (`.lineSpacing`).
    public var lineSpacing: CGFloat = 0
    /// How far text may shrink to fit its space (`.minimumScaleFactor`): 1 never shrinks it.
    public var minimumScaleFactor: CGFloat = 1
    /// Where text cut to its line limit loses its characters (`.truncationMode`).
    public var truncationMode: Text.TruncationMode = .tail
    /// The case text is shown in (`.textCase`); nil as written.
    public var textCase: Text.Case?
    /// The underline, strikethrough, kerning, tracking and baseline offset views around text set for it.
    var textUnderline: Text.LineStyle?
    var textStrikethrough: Text.LineStyle?
    var textKerning: CGFloat?
    var textTracking: CGFloat?
    var textBaselineOffset: CGFloat?
    /// The style shapes, text and symbols fill with when they have none of their own.
    var foregroundStyle: AnyShapeStyle?
    /// The style `.background` stands for (`backgroundStyle(_:)`); nil is the system background.
    var backgroundStyle: AnyShapeStyle?
    /// The colour of controls (SwiftUI's tint, blue by default).
    var tint: Color = .accentColor
    /// The tint a `.tint(_:)` set, nil when none did: controls whose own default is not the accent colour (a
    /// switch's green) use it only when set.
    var explicitTint: Color?
    /// Storage of `contentTransition`.
    var contentTransitionValue = ContentTransition.identity
    /// The style of buttons (`.buttonStyle`); nil is `.automatic`.
    var buttonStyle: AnyButtonStyle?
    /// The navigation stack and screen being evaluated, if any.
    var navigation: NavigationEnvironment?
    /// The sheet or cover being evaluated, if any.
    var presentation: PresentationInfo?
    /// How many presentations (sheets, covers) enclose the view being evaluated.
    var presentationDepth = 0
    /// Dismisses the presentation or pops the screen the view is in: SwiftUI's `\.dismiss`.
    public var dismiss = DismissAction(action: nil)
    /// Whether scroll views below scroll when dragged (`.scrollDisabled`): SwiftUI's `isScrollEnabled`.
    public var isScrollEnabled = true
    /// Whether scroll views below show their indicators (`.scrollIndicators`).
    var scrollIndicators = ScrollIndicatorVisibility.automatic
    /// Where scroll views below settle after a drag or flick (`.scrollTargetBehavior`); nil: where the glide stops.
    var scrollSettle: ScrollSettle?
    /// The content margins of scroll views below (`.contentMargins`), in points.
    var scrollContentMargins = EdgeInsets()
    /// Whether scroll views below draw their content outside their bounds (`.scrollClipDisabled`).
    var isScrollClipDisabled = false
    /// The binding `.scrollPosition(id:anchor:)` gives scroll views below.
    var scrollPosition: ScrollPositionLink?
    /// The style of lists (`.listStyle`).
    var listAppearance = ListAppearance.insetGrouped
    /// The space between a list's rows (`.listRowSpacing`); nil: none, rows share their section's card.
    var listRowSpacing: CGFloat?
    /// The width of the scene's window (the canvas), in points: UIKit's layout margins depend on it.
    var windowWidth: CGFloat = 0
    /// Set while a `List` resolves its content: a `Section` there is a section of the list.
    var isInList = false
    /// Set by a `TabView` for its pages: where `.toolbar(.hidden, for: .tabBar)` inside a page hides the bar.
    var tabBarVisibility: TabBarVisibility?
    /// Set while a `List` resolves its rows: a `NavigationLink` there is drawn as a list row's link (primary label,
    /// trailing disclosure chevron).
    var isInListRow = false
    /// Whether a list row's `NavigationLink` shows its disclosure chevron (`.navigationLinkIndicatorVisibility`).
    var navigationLinkIndicatorVisibility = Visibility.automatic
    /// The styles of pickers, text fields, gauges and labels (`.pickerStyle`, `.textFieldStyle`, …).
    var controlStyles = ControlStyles()

    init(colorScheme: ColorScheme) { self.colorScheme = colorScheme }

    /// The paint of the foreground style (`.primary` when none is set).
    var foregroundPaint: ResolvedPaint {
        (foregroundStyle ?? AnyShapeStyle(Color.primary)).resolvePaint(in: self)
    }
}

/// Reads a value from the environment of the view being evaluated: SwiftUI's `@Environment`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// A value (`\.colorScheme`) or an object (`Model.self`, Observation.swift) of the environment.
    private let read: (EnvironmentValues) -> Value
    private let box = EnvironmentBox<Value>()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    init(reading read: @escaping (EnvironmentValues) -> Value) { self.read = read }

    /// The value for the view's position in the tree, set before `body` is evaluated. Read before that (in an
    /// initialiser), it is the default environment's value, as SwiftUI's is outside a view graph.
    public var wrappedValue: Value {
        box.value ?? read(EnvironmentValues(colorScheme: .light))
    }

    func bind(to graph: ViewGraph, key: String, environment: EnvironmentValues) {
        box.value = read(environment)
    }
}

final class EnvironmentBox<Value> {
    var value: Value?
}

extension View {
    /// Sets an environment value for this view and its descendants: SwiftUI's `.environment(_:_:)`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        ContextView(content: self) { $0.environment[keyPath: keyPath] = value }
    }
}

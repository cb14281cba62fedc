import Foundation
import Testing
@testable import Zoetrope
import ZoetropeDisplay

/// APIs public SwiftUI code uses around its motion (session 22's held-out checks): progress view styles, `AsyncImage`,
/// `statusBarHidden`, the accessibility settings. Layout by hand on the 200 × 100 test canvas.
@MainActor @Suite struct EverydayAPITests {
    /// A custom style, as public code writes one: a ring trimmed to the fraction, and the default look below it.
    struct RingStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) {
                Circle()
                    .trim(from: 0, to: configuration.fractionCompleted ?? 0)
                    .stroke(Color.green, lineWidth: 4)
                    .frame(width: 40, height: 40)
                ProgressView(configuration)
            }
        }
    }

    @Test func aCustomStyleDrawsItsBodyWithTheFractionAndCanWrapTheDefault() {
        let t = timeline { ProgressView(value: 0.25).progressViewStyle(RingStyle()) }
        #expect(t.issues.isEmpty, "\(t.issues)")
        // The ring (40) over the default bar (4): 44 tall, centred: the ring at y (100 − 44)/2 = 28, x (200 − 40)/2.
        let ring = t.inspect(at: 0).filter { $0.type == "_TrimmedShape" }
        #expect(ring.count == 1 && ring.first?.frame == CGRect(x: 80, y: 28, width: 40, height: 40), "\(ring.map(\.path))")
        // Trimmed to the fraction the style was given.
        #expect(ring.first?.style["trim"] == .numbers([0, 0.25]))
        // `ProgressView(configuration)` in the style is the default look (not the style again, for ever): the bar,
        // flexible, takes the 200 pt the stack offers, at y 28 + 40 = 68.
        #expect(t.frames(endingWith: "ProgressBar/frame") == [CGRect(x: 0, y: 68, width: 200, height: 4)])

    }

    @Test func theCircularStyleIsTheSpinnerOnIOSWhateverTheValue() {
        let circular = timeline { ProgressView(value: 0.5).progressViewStyle(.circular) }
        // Apple: where no determinate circular style exists (iOS), circular progress views are indeterminate. The
        // 20 pt spinner, centred.
        #expect(circular.frames(endingWith: "ActivityIndicator") == [CGRect(x: 90, y: 40, width: 20, height: 20)])
        #expect(circular.frames(endingWith: "ProgressBar/frame").isEmpty)
        // Linear without a value: the empty bar, 4 pt tall across the canvas, centred: y 48.
        let linear = timeline { ProgressView().progressViewStyle(.linear) }
        #expect(linear.frames(endingWith: "ProgressBar/frame") == [CGRect(x: 0, y: 48, width: 200, height: 4)])
        #expect(linear.frames(endingWith: "ActivityIndicator").isEmpty)
        // `.automatic` is the default look.
        let automatic = timeline { ProgressView(value: 0.5).progressViewStyle(.automatic) }
        #expect(automatic.frames(endingWith: "ProgressBar/frame") == [CGRect(x: 0, y: 48, width: 200, height: 4)])
    }

    @Test func anAsyncImageShowsItsPlaceholderAndSaysSoOnce() {
        let url = URL(string: "https://example.com/photo.png")
        let t = timeline(duration: 1) {
            VStack(spacing: 0) {
                AsyncImage(url: url) { image in image.resizable() } placeholder: { Color.orange }
                    .frame(width: 30, height: 20)
                AsyncImage(url: url) { phase in
                    if let image = phase.image { image } else if phase.error != nil { Color.red } else { Color.blue }
                }
                .frame(width: 30, height: 20)
                AsyncImage(url: url).frame(width: 30, height: 20)
            }
        }
        let fills = t.inspect(at: 0.5).filter { $0.type == "Color" }.map { $0.style["fill"] }
        // The placeholder; the phase content for `.empty`; the standard placeholder, secondarySystemFill
        // (120, 120, 128) at 16 % = #78788029.
        #expect(fills == [.colour("#FF9500FF"), .colour("#007AFFFF"), .colour("#78788029")])
        // Each fills its 30 × 20 frame: the stack is 60 tall, centred at y 20.
        #expect(t.frames(endingWith: "Color").map(\.minY) == [20, 40, 60])
        let warnings = t.issues.filter { $0.message.contains("AsyncImage") }
        #expect(warnings.count == 1 && warnings[0].message.contains("https://example.com/photo.png"), "\(t.issues)")
    }

    @Test func statusBarHiddenAndPersistentOverlaysRemoveTheirChrome() throws {
        let shown = MotionScene("shown", device: .iPhone15Pro, duration: 1) { Color.white }.timeline()
        let hidden = MotionScene("hidden", device: .iPhone15Pro, duration: 1) { Color.white.statusBarHidden() }.timeline()
        let notHidden = MotionScene("kept", device: .iPhone15Pro, duration: 1) { Color.white.statusBarHidden(false) }.timeline()
        func labels(_ t: SceneTimeline) -> [String] {
            guard case .group(let chrome)? = t.chromeItems(at: 0.5).first else { return [] }
            return chrome.children.compactMap { if case .group(let group) = $0 { return group.label } else { return nil } }
        }
        #expect(labels(shown) == ["status bar", "dynamic island", "home indicator"])
        #expect(labels(hidden) == ["dynamic island", "home indicator"])
        #expect(labels(notHidden) == labels(shown))
        let overlays = MotionScene("overlays", device: .iPhone15Pro, duration: 1) {
            Color.white.persistentSystemOverlays(.hidden)
        }.timeline()
        #expect(labels(overlays) == ["status bar", "dynamic island"])
        let visible = MotionScene("visible", device: .iPhone15Pro, duration: 1) {
            Color.white.persistentSystemOverlays(.visible)
        }.timeline()
        #expect(labels(visible) == labels(shown))
        // The safe area stays: the island is still there.
        #expect(hidden.scene.canvas.safeAreaInsets.top == shown.scene.canvas.safeAreaInsets.top)
    }

    struct MotionReader: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
        var body: some View { Text("\(reduceMotion) \(reduceTransparency)") }
    }

    @Test func accessibilitySettingsReadOffAsOnAnIPhoneOutOfTheBox() {
        let t = timeline { MotionReader() }
        #expect(t.inspect(at: 0).first { $0.type == "Text" }?.style["text"] == .text("false false"))
    }

    @Test func secondaryTextIsDrawnAtTheSecondaryFactorOfItsFont() {
        // Our approximation (Apple documents no factor): 0.8 of the size, so 20 pt secondary text is laid out and
        // drawn as 16 pt text is; on the view or the text, and not when disabled.
        func frame(_ text: some View) -> CGRect? {
            timeline { text }.inspect(at: 0).first { $0.type == "Text" }?.frame
        }
        let sixteen = frame(Text("Weight 42 lbs").font(.system(size: 16)))
        #expect(frame(Text("Weight 42 lbs").font(.system(size: 20)).textScale(.secondary)) == sixteen)
        #expect(frame(VStack { Text("Weight 42 lbs") }.font(.system(size: 20)).textScale(.secondary)) == sixteen)
        let twenty = frame(Text("Weight 42 lbs").font(.system(size: 20)))
        #expect(twenty != sixteen)
        #expect(frame(Text("Weight 42 lbs").font(.system(size: 20)).textScale(.secondary, isEnabled: false)) == twenty)
        #expect(frame(Text("Weight 42 lbs").font(.system(size: 20)).textScale(.default)) == twenty)
    }

    /// The classic "round some corners" shape of public SwiftUI code.
    struct RoundedCorner: Shape {
        var radius: CGFloat
        var corners: UIRectCorner
        func path(in rect: CGRect) -> Path {
            Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners,
                              cornerRadii: CGSize(width: radius, height: radius)).cgPath)
        }
    }

    @Test func uiBezierPathsBecomeTheSamePathsSwiftUIDraws() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        // Top left and bottom right rounded by 12, the others square: UIKit's continuous corners.
        let uikit = RoundedCorner(radius: 12, corners: [.topLeft, .bottomRight]).path(in: rect)
        let swiftUI = UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12, style: .continuous).path(in: rect)
        #expect(uikit == swiftUI)
        #expect(Path(UIBezierPath(roundedRect: rect, cornerRadius: 8).cgPath)
                == RoundedRectangle(cornerRadius: 8, style: .continuous).path(in: rect))
        // UIKit's `clockwise` is clockwise on screen (y down): a quarter turn from 0 to π/2 stays in the lower right
        // quadrant; the other way round goes three quarters of the circle.
        let quarter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(quarter.bounds.minX) < 1e-9 && abs(quarter.bounds.minY) < 1e-9)
        #expect(abs(quarter.bounds.width - 10) < 1e-9 && abs(quarter.bounds.height - 10) < 1e-9)
        let long = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(long.bounds.minX + 10) < 1e-9 && abs(long.bounds.minY + 10) < 1e-9)
        // A Core Graphics path built by hand, round trip through `Path.cgPath`.
        let mutable = CGMutablePath()
        mutable.move(to: CGPoint(x: 1, y: 2))
        mutable.addLine(to: CGPoint(x: 5, y: 2))
        mutable.closeSubpath()
        var expected = Path()
        expected.move(to: CGPoint(x: 1, y: 2))
        expected.addLine(to: CGPoint(x: 5, y: 2))
        expected.closeSubpath()
        #expect(Path(mutable) == expected && Path(expected.cgPath) == expected)
    }

    @Test func aRepeatingButtonSaysItsRepeatIsNotSimulated() {
        let t = timeline { Button("+") {}.buttonRepeatBehavior(.enabled) }
        #expect(t.issues.filter { $0.message.contains("buttonRepeatBehavior") }.count == 1)
        let quiet = timeline { Button("+") {}.buttonRepeatBehavior(.disabled) }
        #expect(quiet.issues.isEmpty)
    }

    @Test func aVariableSymbolIsDrawnWholeAndSaysSo() {
        let partial = timeline { Image(systemName: "wifi", variableValue: 0.4) }
        let whole = timeline { Image(systemName: "wifi") }
        #expect(partial.inspect(at: 0).first { $0.type == "Image" }?.frame == whole.inspect(at: 0).first { $0.type == "Image" }?.frame)
        #expect(partial.issues.filter { $0.message.contains("variableValue: 0.4") }.count == 1, "\(partial.issues)")
        // A full value, or none, is the symbol as drawn: nothing to say.
        #expect(timeline { Image(systemName: "wifi", variableValue: 1) }.issues.isEmpty)
        #expect(timeline { Image(systemName: "wifi", variableValue: nil) }.issues.isEmpty)
    }

    struct OnboardingGate: View {
        @AppStorage("didOnboard") private var didOnboard = false
        @AppStorage("launches") private var launches = 0
        var body: some View {
            VStack {
                Text(didOnboard ? "home \(launches)" : "welcome \(launches)")
                OnboardingButton()
            }
        }
    }

    struct OnboardingButton: View {
        @AppStorage("didOnboard") private var done = false
        @AppStorage("launches") private var launches = 0
        var body: some View {
            Button("Start") {
                done = true
                launches += 1
            }
        }
    }

    @Test func appStorageStartsAtItsDefaultAndIsOneValuePerKey() {
        let t = timeline(duration: 1, script: { Tap("Start", at: 0.5) }) { OnboardingGate() }
        #expect(t.issues.isEmpty, "\(t.issues)")
        func shown(_ time: Double) -> InspectedValue? {
            t.inspect(at: time).first { $0.type == "Text" }?.style["text"]
        }
        // A fresh install: the defaults; the button's write (another view, the same keys) shows in the gate.
        #expect(shown(0.2) == .text("welcome 0"))
        #expect(shown(0.8) == .text("home 1"))
    }

    @Test func aUIColorOfAColorGivesItsComponents() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        // systemOrange in the light appearance is (255, 149, 0); a constant colour gives what it was made of.
        #expect(UIColor(Color.orange).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(abs(red - 1) < 1e-6 && abs(green - 149.0 / 255) < 1e-3 && abs(blue) < 1e-6 && abs(alpha - 1) < 1e-6)
        UIColor(Color(red: 0.2, green: 0.4, blue: 0.6).opacity(0.5)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(red - 0.2) < 1e-3 && abs(green - 0.4) < 1e-3 && abs(blue - 0.6) < 1e-3 && abs(alpha - 0.5) < 1e-6)
    }
}

/// `AnimatableValues` (iOS 18): any number of components, combined one by one; a shape whose `animatableData` is one
/// animates each component as a pair would.
@MainActor @Suite struct AnimatableValuesTests {
    struct Blob: Shape {
        var x: CGFloat
        var radius: CGFloat
        var animatableData: AnimatableValues<CGFloat, CGFloat> {
            get { AnimatableValues(x, radius) }
            set { (x, radius) = newValue.value }
        }
        func path(in rect: CGRect) -> Path { Path(CGRect(x: x, y: 0, width: radius, height: radius)) }
    }

    struct Mover: View {
        @State private var moved = false
        var body: some View {
            Blob(x: moved ? 100 : 0, radius: moved ? 40 : 20)
                .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
        }
    }

    @Test func arithmeticIsComponentWise() {
        let a = AnimatableValues(1.0, CGFloat(2), 3.0), b = AnimatableValues(0.5, CGFloat(4), -1.0)
        let sum = a + b, difference = a - b
        #expect(sum.value.0 == 1.5 && sum.value.1 == 6 && sum.value.2 == 2)
        #expect(difference.value.0 == 0.5 && difference.value.1 == -2 && difference.value.2 == 4)
        // 1² + 2² + 3² = 14; scaled by 2: 2, 4, 6.
        #expect(a.magnitudeSquared == 14)
        let doubled = a.scaled(by: 2)
        #expect(doubled.value.0 == 2 && doubled.value.1 == 4 && doubled.value.2 == 6)
        #expect(AnimatableValues<Double, Double>.zero == AnimatableValues(0.0, 0.0))
        #expect(a != b && a == AnimatableValues(1.0, CGFloat(2), 3.0))
    }

    @Test func aShapeAnimatesEachComponent() throws {
        let t = timeline { Mover() }
        // Linear over 1 s from 0: halfway the square is at x 50, 30 on a side (bounds as drawn: the shape's own path).
        let line = try #require(t.displayList(at: 0.5).textDump.split(separator: "\n").first { $0.contains("M50,0") })
        #expect(line.contains("L80,0") && line.contains("L80,30"), "\(line)")
    }
}

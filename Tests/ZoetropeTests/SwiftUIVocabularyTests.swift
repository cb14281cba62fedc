import Foundation
import Testing
@testable import Zoetrope
import ZoetropeDisplay

/// The SwiftUI vocabulary of issue 24's first part: older modifier forms, overload resolution as in SwiftUI, Angle
/// arithmetic, geometry helpers, UIKit colours, and the values the new effects put in the display list. Expected
/// values are worked out by hand in the comments.
@MainActor @Suite struct SwiftUIVocabularyTests {
    // MARK: Overloads resolve as in SwiftUI

    @Test func springWithoutArgumentsIsTheDurationBounceForm() {
        // `.spring()` compiles (no ambiguity) and is spring(duration: 0.5, bounce: 0) (fidelity.md §1.6).
        let plain: Animation = .spring()
        #expect(plain == .spring(duration: 0.5, bounce: 0))
        #expect(plain == .spring)
        // The response form with its defaults still resolves when a label picks it: 0.5, 0.825.
        #expect(Animation.spring(response: 0.5) == .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
        #expect(Animation.spring(dampingFraction: 0.6) == .spring(response: 0.5, dampingFraction: 0.6))
        #expect(Animation.spring(duration: 0.4, bounce: 0.2) == .spring(duration: 0.4, bounce: 0.2, blendDuration: 0))
        // `.interactiveSpring()` likewise: duration 0.15, bounce 0.15, blend 0.25.
        let interactive: Animation = .interactiveSpring()
        #expect(interactive == .interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25))
        // And inside withAnimation, the call site the issue names.
        var value = 0
        withAnimation(.spring()) { value = 1 }
        #expect(value == 1)
    }

    // MARK: Angle arithmetic (SwiftUI's `_VectorMath`)

    @Test func angleArithmetic() {
        let a = Angle.degrees(30), b = Angle.degrees(60)
        #expect(abs((a + b).degrees - 90) < 1e-9)
        #expect(abs((b - a).degrees - 30) < 1e-9)
        #expect(abs((-a).degrees + 30) < 1e-9)
        #expect(abs((a * 3).degrees - 90) < 1e-9)
        #expect(abs((b / 4).degrees - 15) < 1e-9)
        var c = Angle.zero
        c += .radians(.pi)
        c -= .radians(.pi / 2)
        #expect(abs(c.radians - .pi / 2) < 1e-12)
        // magnitude is the length of the animatable data: |radians| × 128.
        #expect(abs(Angle.radians(-1).magnitude - 128) < 1e-9)
    }

    // MARK: Geometry helpers

    @Test func rectAndSizeApplyingAnAffineTransform() {
        // A quarter turn maps (x, y) to (−y, x): the corners of (0, 0, 10, 20) go to (0, 0), (0, 10), (−20, 0),
        // (−20, 10); their bounding box is (−20, 0, 20, 10).
        let turned = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX + 20) < 1e-9 && abs(turned.minY) < 1e-9)
        #expect(abs(turned.width - 20) < 1e-9 && abs(turned.height - 10) < 1e-9)
        // Translation moves a rectangle but not a size.
        let moved = CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(translationX: 10, y: 20))
        #expect(moved == CGRect(x: 11, y: 22, width: 3, height: 4))
        #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 3))
                == CGSize(width: 20, height: 60))
    }

    // MARK: Colours

    @Test func uiKitColours() {
        // systemPink light (255, 45, 85), dark (255, 55, 95) (fidelity.md §8.4).
        let pink = Color(.systemPink)
        #expect(pink.resolve(in: .light) == Color.pink.resolve(in: .light))
        #expect(Color(uiColor: .systemPink).resolve(in: .dark) == Color.pink.resolve(in: .dark))
        #expect(Color(UIColor.systemGray2).resolve(in: .light) == Color(red: 174 / 255, green: 174 / 255, blue: 178 / 255).resolve(in: .light))
        // UIKit's documented fixed orange: (1, 0.5, 0).
        #expect(Color(uiColor: .orange).resolve(in: .light) == Color(red: 1, green: 0.5, blue: 0).resolve(in: .light))
        #expect(Color(UIColor(white: 0.25, alpha: 0.5)).resolve(in: .light) == Color(white: 0.25, opacity: 0.5).resolve(in: .light))
        // hue 1/3 is green: (0, 1, 0) at full saturation and brightness.
        #expect(Color(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)).resolve(in: .light)
                == Color(red: 0, green: 1, blue: 0).resolve(in: .light))
    }

    @Test func colourLiterals() {
        // A bare literal is a UIColor (the default literal type, as with UIKit); in a Color context it is a Color.
        let literal = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(type(of: literal) == UIColor.self)
        // The literal's components arrive as Float: compare to 1e-6.
        let expected = Color(red: 0.2, green: 0.4, blue: 0.6).resolve(in: .light)
        let direct: Color = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        for color in [Color(literal), direct].map({ $0.resolve(in: .light) }) {
            #expect(abs(color.red - expected.red) < 1e-6 && abs(color.green - expected.green) < 1e-6
                    && abs(color.blue - expected.blue) < 1e-6 && color.opacity == 1)
        }
    }

    @Test func anAssetColourIsTheVisiblePlaceholder() {
        #expect(Color("BrandPrimary").resolve(in: .light) == ResolvedColor(red: 1, green: 0, blue: 1, opacity: 1))
    }

    @Test func colorGradientRunsFromALighterTopToTheColour() throws {
        let t = timeline { Rectangle().fill(Color(red: 0, green: 0, blue: 1).gradient) }
        let dump = t.displayList(at: 0).textDump
        // Top: blue mixed 15 % with white = (0.15, 0.15, 1) = #2626FF; bottom: #0000FF.
        #expect(dump.contains("#2626FF"), "\(dump)")
        #expect(dump.contains("#0000FF"), "\(dump)")
    }

    // MARK: Older modifier forms draw like their replacements

    @Test func viewArgumentOverlayBackgroundAndMaskMatchTheBuilderForms() {
        let old = timeline {
            Color.blue.frame(width: 80, height: 40)
                .overlay(Text("A"), alignment: .topLeading)
                .background(Color.red.frame(width: 100, height: 60), alignment: .bottom)
                .mask(Circle())
        }
        let new = timeline {
            Color.blue.frame(width: 80, height: 40)
                .overlay(alignment: .topLeading) { Text("A") }
                .background(alignment: .bottom) { Color.red.frame(width: 100, height: 60) }
                .mask { Circle() }
        }
        #expect(old.displayList(at: 0).textDump == new.displayList(at: 0).textDump)
    }

    @Test func edgesIgnoringSafeAreaIsIgnoresSafeArea() {
        let canvas = SceneCanvas(width: 100, height: 200, scale: 1, safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0))
        let old = timeline(canvas: canvas) { Color.green.edgesIgnoringSafeArea(.all) }
        let new = timeline(canvas: canvas) { Color.green.ignoresSafeArea(.all, edges: .all) }
        #expect(old.displayList(at: 0).textDump == new.displayList(at: 0).textDump)
    }

    @Test func boldItalicAndFontWeightOnAViewReachItsText() {
        let t = timeline {
            VStack {
                Text("bold")
                Text("light").fontWeight(.light)
                Text("slanted").italic()
            }
            .bold()
        }
        let dump = t.displayList(at: 0).textDump
        // .bold() on the stack: weight 700, unless the text sets its own (300).
        #expect(dump.contains("\"bold\" Inter 17 w700"), "\(dump)")
        #expect(dump.contains("\"light\" Inter 17 w300"), "\(dump)")
        #expect(dump.contains("\"slanted\" Inter 17 w700 italic"), "\(dump)")
        let weighted = timeline { Text("semi").fontWeight(nil).italic(false) }
        #expect(weighted.displayList(at: 0).textDump.contains("\"semi\" Inter 17 w400\n") || weighted.displayList(at: 0).textDump.contains("w400"))
        let viewWeight = timeline { Text("heavy").padding().fontWeight(.heavy) }
        #expect(viewWeight.displayList(at: 0).textDump.contains("w800"))
    }

    // MARK: contentShape

    @Test func contentShapeMakesAStacksGapReachable() {
        // Two 20 pt squares 160 pt apart; a drag starting in the gap (x = 100) reaches the stack only with a
        // content shape (without one the engine warns that no view with a gesture is there).
        func issues(withShape: Bool) -> [SceneIssue] {
            timeline(script: { Drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 120, y: 50), at: 0.1, duration: 0.2) }) {
                let stack = HStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 20)
                    Spacer()
                    Color.red.frame(width: 20, height: 20)
                }
                if withShape {
                    stack.contentShape(Rectangle()).gesture(DragGesture().onChanged { _ in })
                } else {
                    stack.gesture(DragGesture().onChanged { _ in })
                }
            }.issues
        }
        #expect(issues(withShape: true).isEmpty)
        #expect(issues(withShape: false).contains { $0.message.contains("no view with a gesture") })
    }

    // MARK: Effects in the display list, animated

    @Test func brightnessAnimatesItsAmount() throws {
        struct Brightening: View {
            @State private var isOn = false
            var body: some View {
                Color.red.frame(width: 20, height: 20)
                    .brightness(isOn ? 0.5 : 0)
                    .animation(.linear(duration: 1), value: isOn)
                    .onTapGesture { isOn.toggle() }
                    .accessibilityIdentifier("b")
            }
        }
        let t = timeline(script: { Tap("b", at: 0.5) }) { Brightening() }
        func matrix(at time: Double) -> ColorMatrix? { firstGroup(t.displayList(at: time).items) { $0.colorMatrix != nil }?.colorMatrix }
        // Brightness 0 is the identity: no filter at all before the tap.
        #expect(matrix(at: 0.4) == nil)
        // Linear over 1 s from 0.5: at 1.0 halfway, 0.25 added to each channel.
        let half = try #require(matrix(at: 1.0))
        #expect(abs(half.rows[0][4] - 0.25) < 1e-6 && abs(half.rows[2][4] - 0.25) < 1e-6)
        #expect(matrix(at: 1.6) == .brightness(0.5))
    }

    @Test func colorMultiplyAnimatesItsColourInLinearLight() throws {
        struct Dimming: View {
            @State private var isDim = false
            var body: some View {
                Color.white.frame(width: 20, height: 20)
                    .colorMultiply(isDim ? .black : .white)
                    .animation(.linear(duration: 1), value: isDim)
                    .onTapGesture { isDim.toggle() }
                    .accessibilityIdentifier("d")
            }
        }
        let t = timeline(script: { Tap("d", at: 0.5) }) { Dimming() }
        func matrix(at time: Double) -> ColorMatrix? { firstGroup(t.displayList(at: time).items) { $0.colorMatrix != nil }?.colorMatrix }
        // Multiplying by white changes nothing: no filter before the tap.
        #expect(matrix(at: 0.4) == nil)
        // Halfway, colours animate in linear light (fidelity.md §0): linear 0.5, sRGB-encoded
        // 1.055 · 0.5^(1/2.4) − 0.055 = 0.73536; opacity stays 1.
        let half = try #require(matrix(at: 1.0))
        #expect(abs(half.rows[0][0] - 0.73536) < 1e-3 && abs(half.rows[2][2] - 0.73536) < 1e-3 && half.rows[3][3] == 1)
        #expect(try #require(matrix(at: 1.6)).rows[1][1] == 0)
    }

    @Test func theMotionSpecNamesTheNewEffects() throws {
        struct Effects: View {
            @State private var isOn = false
            var body: some View {
                Color.red.frame(width: 20, height: 20)
                    .hueRotation(.degrees(isOn ? 90 : 0))
                    .saturation(isOn ? 0 : 1)
                    .rotation3DEffect(.degrees(isOn ? 180 : 0), axis: (x: 0, y: 1, z: 0))
                    .onTapGesture { withAnimation(.linear(duration: 1)) { isOn = true } }
                    .accessibilityIdentifier("e")
            }
        }
        let rows = timeline(script: { Tap("e", at: 0.5) }) { Effects() }.motionSpec().rows
        let described = Set(rows.map { "\($0.property) \($0.from) → \($0.to)" })
        #expect(described == ["hueRotation 0° → 90°", "saturation 1 → 0", "rotation3D 0° → 180°"], "\(described)")
    }

    @Test func rotation3DProjectsTheCornersAsDerived() throws {
        // 100 × 100 view, 45° about y, anchor centre, perspective 1 (d = 100): the corners derived at
        // Rotation3DKind.projection and in Rotation3DPixelTests: (0, 0) → (−4.692, −27.346),
        // (100, 0) → (76.120, 13.060), (0, 100) → (−4.692, 127.346), (100, 100) → (76.120, 86.940).
        let p = try #require(Rotation3DKind.projection(radians: .pi / 4, axis: (0, 1, 0), anchor: .center, anchorZ: 0,
                                                       perspective: 1, size: CGSize(width: 100, height: 100)))
        let expected: [(CGPoint, CGPoint)] = [
            (CGPoint(x: 0, y: 0), CGPoint(x: -4.692, y: -27.346)), (CGPoint(x: 100, y: 0), CGPoint(x: 76.120, y: 13.060)),
            (CGPoint(x: 0, y: 100), CGPoint(x: -4.692, y: 127.346)), (CGPoint(x: 100, y: 100), CGPoint(x: 76.120, y: 86.940)),
        ]
        for (point, corner) in expected {
            let mapped = try #require(p.apply(to: point))
            #expect(abs(mapped.x - corner.x) < 1e-3 && abs(mapped.y - corner.y) < 1e-3, "\(point) → \(mapped)")
        }
        // The z axis is the plain rotation: 90° about z maps the top-left corner to the top-right, about the centre.
        let z = try #require(Rotation3DKind.projection(radians: .pi / 2, axis: (0, 0, 1), anchor: .center, anchorZ: 0,
                                                       perspective: 1, size: CGSize(width: 100, height: 100)))
        let topLeft = try #require(z.apply(to: .zero))
        #expect(abs(topLeft.x - 100) < 1e-9 && abs(topLeft.y) < 1e-9)
        // A zero axis draws the view unrotated (no projection).
        #expect(Rotation3DKind.projection(radians: 1, axis: (0, 0, 0), anchor: .center, anchorZ: 0, perspective: 1,
                                          size: CGSize(width: 10, height: 10)) == nil)
    }

    @Test func rotation3DAnglesAnimateAndTheTraceBoundsAreProjected() throws {
        struct Flip: View {
            @State private var isFlipped = false
            var body: some View {
                Color.blue.frame(width: 100, height: 100)
                    .rotation3DEffect(.degrees(isFlipped ? 90 : 0), axis: (x: 0, y: 1, z: 0))
                    .animation(.linear(duration: 1), value: isFlipped)
                    .onTapGesture { isFlipped.toggle() }
                    .accessibilityIdentifier("card")
            }
        }
        let canvas = SceneCanvas(width: 200, height: 200, scale: 1)
        let t = timeline(canvas: canvas, script: { Tap("card", at: 0.5) }) { Flip() }
        // Before the tap: no projection. Halfway (t = 1.0) the angle is 45°: the projection of the derivation.
        #expect(firstGroup(t.displayList(at: 0.4).items) { $0.projection != nil } == nil)
        let group = try #require(firstGroup(t.displayList(at: 1.0).items) { $0.projection != nil })
        let expected = try #require(Rotation3DKind.projection(radians: .pi / 4, axis: (0, 1, 0), anchor: .center, anchorZ: 0,
                                                              perspective: 1, size: CGSize(width: 100, height: 100)))
        let p = try #require(group.projection)
        for (a, b) in [(p.m11, expected.m11), (p.m13, expected.m13), (p.m22, expected.m22), (p.m31, expected.m31), (p.m33, expected.m33)] {
            #expect(abs(a - b) < 1e-6)
        }
        // Its traced bounds are the projected corners' box, on the canvas (view at 50, 50): x 45.308…126.120,
        // y 22.654…177.346.
        let entries = t.traceEntries(at: 1.0, includingHidden: false)
        let entry = try #require(entries.first { $0.layer.projection != nil })
        #expect(abs(entry.bounds.minX - 45.308) < 1e-3 && abs(entry.bounds.maxX - 126.120) < 1e-3)
        #expect(abs(entry.bounds.minY - 22.654) < 1e-3 && abs(entry.bounds.maxY - 177.346) < 1e-3)
        // The colour inside fills the same frame, so it is drawn over the same projected box (what hit-testing and
        // inspect read for it).
        let color = try #require(entries.first { $0.node.path.hasSuffix("Color") })
        #expect(abs(color.bounds.minX - 45.308) < 1e-3 && abs(color.bounds.maxY - 177.346) < 1e-3)
    }
}


/// `border`, `hidden`, `compositingGroup` and `drawingGroup`.
@MainActor @Suite struct CompositingModifierTests {
    @Test func borderIsAStrokedBorderOverlay() {
        let old = timeline { Color.blue.frame(width: 40, height: 20).border(Color.red, width: 2) }
        let new = timeline { Color.blue.frame(width: 40, height: 20).overlay { Rectangle().strokeBorder(Color.red, lineWidth: 2) } }
        #expect(old.displayList(at: 0).textDump == new.displayList(at: 0).textDump)
    }

    @Test func hiddenKeepsTheLayoutAndDrawsNothing() {
        let t = timeline { HStack(spacing: 0) { Color.red.frame(width: 20, height: 20).hidden(); Color.blue.frame(width: 20, height: 20) } }
        // The blue square stays where it was beside the red one: the stack is 40 wide, centred in 200 → x 80…120.
        #expect(t.frames(endingWith: "Color").contains { $0.minX == 100 && $0.width == 20 })
        #expect(!t.displayList(at: 0).textDump.contains("#FF3B30"))
    }

    @Test func groupingHintsDrawTheContentAsIs() {
        let plain = timeline { Circle().fill(Color.red).opacity(0.5) }
        let grouped = timeline { Circle().fill(Color.red).compositingGroup().drawingGroup().opacity(0.5) }
        func fills(_ t: SceneTimeline) -> [String] {
            t.displayList(at: 0).textDump.split(separator: "\n").filter { $0.contains("fill") }.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(fills(plain) == fills(grouped))
    }
}

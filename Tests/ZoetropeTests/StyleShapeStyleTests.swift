import Foundation
import Testing
@testable import Zoetrope
import ZoetropeDisplay

/// The paints of every shape item in a frame, in drawing order.
private func paints(_ items: [DisplayItem]) -> [Paint] {
    items.flatMap { item -> [Paint] in
        switch item {
        case let .shape(shape): return [shape.paint]
        case let .group(group): return paints(group.children)
        case .text, .image: return []
        }
    }
}

/// A paint's kind and every number in it, for comparisons to 1e-5 (colours pass through Float linear light).
private func flatten(_ paint: Paint) -> (String, [Double]) {
    func color(_ c: DisplayColor) -> [Double] { [c.red, c.green, c.blue, c.alpha] }
    func stops(_ s: [GradientStop]) -> [Double] { s.flatMap { color($0.color) + [$0.location] } }
    switch paint {
    case let .color(c): return ("color", color(c))
    case let .linearGradient(s, a, b): return ("linear", stops(s) + [a.x, a.y, b.x, b.y])
    case let .radialGradient(s, c, r0, r1, k): return ("radial", stops(s) + [c.x, c.y, r0, r1, k])
    case let .angularGradient(s, c, a0, a1): return ("angular", stops(s) + [c.x, c.y, a0, a1])
    case let .material(m): return ("material", [m.blurRadius, m.saturation] + color(m.overlay))
    case let .mesh(m):
        return ("mesh", color(m.background) + m.patches.flatMap { $0.points.flatMap { [$0.x, $0.y] } + $0.colors.flatMap(color) })
    }
}

/// Whether two paint lists agree to 1e-5.
private func same(_ a: [Paint], _ b: [Paint]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { x, y in
        let (fx, fy) = (flatten(x), flatten(y))
        return fx.0 == fy.0 && fx.1.count == fy.1.count && zip(fx.1, fy.1).allSatisfy { abs($0 - $1) < 1e-5 }
    }
}

@MainActor private func paints<V: View>(scheme: ColorScheme = .light, @ViewBuilder _ content: @escaping @MainActor () -> V) -> [Paint] {
    paints(timeline(canvas: testCanvas.colorScheme(scheme), content).displayList(at: 0).items)
}

/// Hierarchical, foreground and tint styles, and the geometry gradients and materials resolve to.
@MainActor @Suite struct StyleShapeStyleTests {
    @Test func hierarchicalLevelsOverTheDefaultForegroundAreTheLabelColours() {
        // fidelity.md §8.4: secondary (60, 60, 67) @ 0.60, tertiary @ 0.30, quaternary @ 0.18 (light).
        #expect(same(paints { Rectangle().fill(.primary) }, [.color(DisplayColor(red: 0, green: 0, blue: 0))]))
        #expect(same(paints { Rectangle().fill(.secondary) }, [.color(DisplayColor(red255: 60, green: 60, blue: 67, alpha: 0.6))]))
        #expect(same(paints { Rectangle().fill(.tertiary) }, [.color(DisplayColor(red255: 60, green: 60, blue: 67, alpha: 0.3))]))
        #expect(same(paints { Rectangle().fill(.quaternary) }, [.color(DisplayColor(red255: 60, green: 60, blue: 67, alpha: 0.18))]))
        // Dark: (235, 235, 245), quaternary @ 0.16.
        #expect(same(paints(scheme: .dark) { Rectangle().fill(.quaternary) }, [.color(DisplayColor(red255: 235, green: 235, blue: 245, alpha: 0.16))]))
    }

    @Test func hierarchicalLevelsOfACustomForegroundScaleItsOpacity() {
        // Over pure red, secondary multiplies the opacity by the label's 0.6.
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(same(paints { Rectangle().fill(.secondary).foregroundStyle(red) }, [.color(DisplayColor(red: 1, green: 0, blue: 0, alpha: 0.6))]))
        // Set as a foreground style, a level binds to the foreground outside it, and a level of it is not compounded.
        #expect(same(paints { Rectangle().foregroundStyle(.tertiary).foregroundStyle(red) }, [.color(DisplayColor(red: 1, green: 0, blue: 0, alpha: 0.3))]))
        #expect(same(paints { Rectangle().fill(.secondary).foregroundStyle(.tertiary).foregroundStyle(red) }, [.color(DisplayColor(red: 1, green: 0, blue: 0, alpha: 0.6))]))
    }

    @Test func colorPrimaryStaysAColour() {
        let color: Color = .primary
        #expect(color == Color.primary)
        #expect(same(paints { Rectangle().foregroundColor(.secondary) }, [.color(DisplayColor(red255: 60, green: 60, blue: 67, alpha: 0.6))]))
    }

    @Test func foregroundAndTintStyles() {
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(same(paints { Rectangle().fill(.foreground).foregroundStyle(red) }, [.color(DisplayColor(red: 1, green: 0, blue: 0))]))
        #expect(same(paints { Rectangle().fill(.foreground) }, [.color(DisplayColor(red: 0, green: 0, blue: 0))]))
        // The default tint is the accent colour, system blue (0, 122, 255).
        #expect(same(paints { Rectangle().fill(.tint) }, [.color(DisplayColor(red255: 0, green: 122, blue: 255))]))
        #expect(same(paints { Rectangle().fill(.tint).tint(red) }, [.color(DisplayColor(red: 1, green: 0, blue: 0))]))
    }

    @Test func gradientUnitPointsResolveAgainstTheShapesBounds() {
        let (black, white) = (DisplayColor(red: 0, green: 0, blue: 0), DisplayColor(red: 1, green: 1, blue: 1))
        let stops = [GradientStop(color: black, location: 0), GradientStop(color: white, location: 1)]
        // A 100 × 50 frame: .top is (50, 0), .bottomTrailing (100, 50).
        #expect(same(paints {
            Rectangle().fill(.linearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottomTrailing)).frame(width: 100, height: 50)
        }, [.linearGradient(stops: stops, start: CGPoint(x: 50, y: 0), end: CGPoint(x: 100, y: 50))]))
        // Elliptical: end fraction 0.5 of the width (50) is the horizontal radius; the ellipse is 50 / 100 as tall.
        #expect(same(paints { EllipticalGradient(colors: [.black, .white]).frame(width: 100, height: 50) }, [.radialGradient(stops: stops, center: CGPoint(x: 50, y: 25), startRadius: 0, endRadius: 50, verticalScale: 0.5)]))
        // conicGradient(angle:) is one full turn from the angle.
        let conic = paints {
            Rectangle().fill(.conicGradient(colors: [.black, .white], center: .topLeading, angle: .degrees(90))).frame(width: 10, height: 10)
        }
        let quarter = Double.pi / 2, turn = 2 * Double.pi
        #expect(same(conic, [Paint.angularGradient(stops: stops, center: .zero, startAngle: quarter, endAngle: quarter + turn)]))
        // Gradient(colors:) spaces three colours at 0, 0.5, 1.
        #expect(Gradient(colors: [.black, .white, .black]).stops.map(\.location) == [0, 0.5, 1])
    }

    @Test func materialsFollowFidelityTable() {
        // fidelity.md §8.5: blur 10 … 50 pt, saturation 1.8, white overlay 0.70 … 0.90 (light), (28, 28, 30) 0.65 … 0.85 (dark).
        #expect(same(paints { Rectangle().fill(.ultraThinMaterial) }, [.material(MaterialPaint(blurRadius: 10, saturation: 1.8, overlay: DisplayColor(red: 1, green: 1, blue: 1, alpha: 0.7)))]))
        #expect(same(paints(scheme: .dark) { Rectangle().fill(.ultraThickMaterial) }, [.material(MaterialPaint(blurRadius: 50, saturation: 1.8, overlay: DisplayColor(red255: 28, green: 28, blue: 30, alpha: 0.85)))]))
    }
}

import Foundation
import ZoetropeDisplay

/// The end of an open stroked line: Core Graphics' `CGLineCap`, as SwiftUI uses it.
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
}

/// The corner where two stroked segments meet: Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}

/// How a shape's outline is stroked: SwiftUI's `StrokeStyle`, with its defaults (1 pt, butt caps, miter joins,
/// miter limit 10, no dash).
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Why this stroke draws nothing or draws solid, nil when it is fine: a line width that is negative or not
    /// finite (nothing is drawn), or a dash pattern with a negative or non-finite entry (drawn solid).
    var problem: String? {
        if !lineWidth.isFinite || lineWidth < 0 {
            return "stroke line width \(lineWidth) is not a finite non-negative number; nothing is stroked"
        }
        if !dash.allSatisfy({ $0.isFinite && $0 >= 0 }) || !dashPhase.isFinite {
            return "stroke dash \(dash) (phase \(dashPhase)) has a negative or non-finite entry; the line is drawn solid"
        }
        return nil
    }

    /// The display list's form.
    var strokeData: StrokeData {
        let cap: StrokeData.LineCap
        switch lineCap {
        case .butt: cap = .butt
        case .round: cap = .round
        case .square: cap = .square
        }
        let join: StrokeData.LineJoin
        switch lineJoin {
        case .miter: join = .miter
        case .round: join = .round
        case .bevel: join = .bevel
        }
        return StrokeData(lineWidth: Double(lineWidth), lineCap: cap, lineJoin: join, miterLimit: Double(miterLimit),
                          dash: dash.map(Double.init), dashPhase: Double(dashPhase))
    }
}

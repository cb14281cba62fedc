import Foundation

/// Why SVG path data did not parse: the character offset (in UTF-8 bytes from 0) and what was expected there.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
    public var offset: Int
    public var expected: String
    /// The character found at `offset`, nil at the end of the string.
    public var found: String?

    public var description: String {
        "expected \(expected) at offset \(offset), found " + (found.map { "'\($0)'" } ?? "the end of the path data")
    }
}

extension DisplayPath {
    /// The path described by SVG path data (the `d` attribute: M m L l H h V v C c S s Q q T t A a Z z, repeated
    /// arguments without repeating the command, numbers such as `1e-3`, `.5.5` or `-1-2`, compact arc flags).
    /// Elliptical arcs become cubic Béziers of at most 90°. Empty or blank data gives an empty path. Numbers beyond
    /// ±10⁹ are refused, so that every point of the path is finite.
    public init(svgPath data: String) throws {
        var parser = SVGPathParser(bytes: Array(data.utf8))
        self = try parser.parse()
    }
}

/// A recursive-descent reader of the SVG path grammar (SVG 1.1 §8.3.9).
struct SVGPathParser {
    let bytes: [UInt8]
    var index = 0
    var path = DisplayPath()
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    /// The control point of the previous cubic (C/S) or quadratic (Q/T) command, for reflection by S or T.
    var lastCubicControl: CGPoint?
    var lastQuadControl: CGPoint?

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func parse() throws -> DisplayPath {
        skipWhitespace()
        guard index < bytes.count else { return path }
        guard bytes[index] == UInt8(ascii: "M") || bytes[index] == UInt8(ascii: "m") else {
            throw error("a moveto command (M or m)")
        }
        var command: UInt8 = 0
        while true {
            skipWhitespace()
            guard index < bytes.count else { return path }
            let byte = bytes[index]
            if Self.commands.contains(byte) {
                command = byte
                index += 1
            } else if startsNumber(byte), command != UInt8(ascii: "Z"), command != UInt8(ascii: "z") {
                // Repeated arguments: a moveto's extra pairs are linetos.
                if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
                if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
            } else {
                throw error("a path command (one of MLHVCSQTAZ, either case)")
            }
            try perform(command)
            skipCommaWhitespace()
        }
    }

    static let commands = Set("MmLlHhVvCcSsQqTtAaZz".utf8)

    /// The largest coordinate, radius or angle: points are sums of these (relative commands), reflections double
    /// them and arcs square the radii twice, and within this bound all of that stays finite (docs/fuzzing.md).
    static let largestNumber = 1e9

    private mutating func perform(_ command: UInt8) throws {
        let relative = command >= UInt8(ascii: "a")
        let origin = relative ? current : .zero
        func at(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: Double(origin.x) + x, y: Double(origin.y) + y) }
        var cubicControl: CGPoint?
        var quadControl: CGPoint?
        switch command | 0x20 {
        case UInt8(ascii: "m"):
            let p = try pointArgument(at)
            path.move(to: p)
            current = p
            subpathStart = p
        case UInt8(ascii: "l"):
            let p = try pointArgument(at)
            path.addLine(to: p)
            current = p
        case UInt8(ascii: "h"):
            let x = try number()
            current = CGPoint(x: Double(origin.x) + x, y: Double(current.y))
            path.addLine(to: current)
        case UInt8(ascii: "v"):
            let y = try number()
            current = CGPoint(x: Double(current.x), y: Double(origin.y) + y)
            path.addLine(to: current)
        case UInt8(ascii: "c"):
            let c1 = try pointArgument(at), c2 = try pointArgument(at), p = try pointArgument(at)
            path.addCurve(to: p, control1: c1, control2: c2)
            cubicControl = c2
            current = p
        case UInt8(ascii: "s"):
            let c2 = try pointArgument(at), p = try pointArgument(at)
            let c1 = reflected(lastCubicControl)
            path.addCurve(to: p, control1: c1, control2: c2)
            cubicControl = c2
            current = p
        case UInt8(ascii: "q"):
            let c = try pointArgument(at), p = try pointArgument(at)
            path.addQuadCurve(to: p, control: c)
            quadControl = c
            current = p
        case UInt8(ascii: "t"):
            let p = try pointArgument(at)
            let c = reflected(lastQuadControl)
            path.addQuadCurve(to: p, control: c)
            quadControl = c
            current = p
        case UInt8(ascii: "a"):
            let rx = try number(), ry = try number(), rotation = try number()
            let largeArc = try flag(), sweep = try flag()
            let p = try pointArgument(at)
            appendArc(to: p, rx: rx, ry: ry, degrees: rotation, largeArc: largeArc, sweep: sweep)
            current = p
        default: // z
            path.closeSubpath()
            current = subpathStart
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    /// The reflection of `control` about the current point, or the current point when there is none.
    private func reflected(_ control: CGPoint?) -> CGPoint {
        guard let control else { return current }
        return CGPoint(x: 2 * Double(current.x) - Double(control.x), y: 2 * Double(current.y) - Double(control.y))
    }

    /// An elliptical arc from the current point, converted to centre form (SVG 1.1 implementation notes F.6.5).
    private mutating func appendArc(to end: CGPoint, rx: Double, ry: Double, degrees: Double, largeArc: Bool, sweep: Bool) {
        let (x1, y1, x2, y2) = (Double(current.x), Double(current.y), Double(end.x), Double(end.y))
        if x1 == x2, y1 == y2 { return }
        var rx = abs(rx), ry = abs(ry)
        guard rx > 0, ry > 0 else {
            path.addLine(to: end)
            return
        }
        let phi = degrees * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (x1 - x2) / 2, dy = (y1 - y2) / 2
        let x1p = cosPhi * dx + sinPhi * dy
        let y1p = -sinPhi * dx + cosPhi * dy
        // Radii too small to reach: scale them up until they just do.
        let lambda = x1p * x1p / (rx * rx) + y1p * y1p / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
        let denominator = rx * rx * y1p * y1p + ry * ry * x1p * x1p
        var coefficient = (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { coefficient = -coefficient }
        let cxp = coefficient * rx * y1p / ry
        let cyp = -coefficient * ry * x1p / rx
        let cx = cosPhi * cxp - sinPhi * cyp + (x1 + x2) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (y1 + y2) / 2
        let start = atan2((y1p - cyp) / ry, (x1p - cxp) / rx)
        let stop = atan2((-y1p - cyp) / ry, (-x1p - cxp) / rx)
        var delta = stop - start
        if sweep, delta < 0 { delta += 2 * .pi }
        if !sweep, delta > 0 { delta -= 2 * .pi }
        guard let arc = DisplayPath.arc(center: CGPoint(x: cx, y: cy), radiusX: rx, radiusY: ry, rotation: phi,
                                        startAngle: start, sweep: delta) else {
            path.addLine(to: end)
            return
        }
        var curves = arc.curves
        // End exactly on the given point.
        if !curves.isEmpty { curves[curves.count - 1].end = end }
        for curve in curves { path.addCurve(to: curve.end, control1: curve.control1, control2: curve.control2) }
    }

    // MARK: - Tokens

    private mutating func pointArgument(_ at: (Double, Double) -> CGPoint) throws -> CGPoint {
        let x = try number()
        let y = try number()
        return at(x, y)
    }

    private func startsNumber(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// A number, then optional comma and whitespace.
    private mutating func number() throws -> Double {
        skipCommaWhitespace()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var digits = 0
        while index < bytes.count, isDigit(bytes[index]) { index += 1; digits += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) { index += 1; digits += 1 }
        }
        guard digits > 0 else {
            index = start
            throw error("a number")
        }
        // An exponent only counts when digits follow it.
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            var look = index + 1
            if look < bytes.count, bytes[look] == UInt8(ascii: "-") || bytes[look] == UInt8(ascii: "+") { look += 1 }
            if look < bytes.count, isDigit(bytes[look]) {
                index = look
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("a finite number")
        }
        guard abs(value) <= Self.largestNumber else {
            index = start
            throw error("a number between -1000000000 and 1000000000")
        }
        return value
    }

    /// An arc flag: a single 0 or 1, which needs no separator after it.
    private mutating func flag() throws -> Bool {
        skipCommaWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw error("an arc flag (0 or 1)")
        }
        defer { index += 1 }
        return bytes[index] == UInt8(ascii: "1")
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains(bytes[index]) { index += 1 }
    }

    /// Whitespace with at most one comma in it: the separator between arguments.
    private mutating func skipCommaWhitespace() {
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
        }
    }

    private func error(_ expected: String) -> SVGPathError {
        let found: String? = index < bytes.count ? String(decoding: [bytes[index]], as: UTF8.self) : nil
        return SVGPathError(offset: index, expected: expected, found: found)
    }
}

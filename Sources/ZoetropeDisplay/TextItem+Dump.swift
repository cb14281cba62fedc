import Foundation
import ZoetropeMotion

extension TextItem {
    /// One stable line for `DisplayList.textDump`, e.g.
    /// `text "Hello" Inter 17 w400 at 16,20 width 44.2 #000000FF line 22 center limit 1 tracking 0.5`.
    var dumpLine: String {
        let font = run.font
        var line = "text \(Self.quoted(run.string)) \(font.family) \(NumberText.thousandths(font.size)) w\(NumberText.thousandths(font.weight))"
        if font.isItalic { line += " italic" }
        line += " at \(DisplayList.point(origin)) width \(NumberText.thousandths(width)) \(color.hexString)"
        if let lineHeight = run.lineHeight { line += " line \(NumberText.thousandths(lineHeight))" }
        switch run.alignment {
        case .leading: break
        case .center: line += " center"
        case .trailing: line += " trailing"
        }
        if let limit = run.lineLimit { line += " limit \(limit)" }
        if run.truncation != .tail { line += " truncate \(run.truncation.rawValue)" }
        if run.lineSpacing != 0 { line += " spacing \(NumberText.thousandths(run.lineSpacing))" }
        if run.tracking != 0 { line += " tracking \(NumberText.thousandths(run.tracking))" }
        for span in run.spans { line += " | " + span.dumpText }
        return line
    }

    /// The string in double quotes with backslash, quote and newline escaped, so a dump stays one line per item.
    static func quoted(_ string: String) -> String {
        var out = "\""
        for ch in string {
            switch ch {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(ch)
            }
        }
        return out + "\""
    }
}

extension TextSpan {
    /// One span for a dump line, e.g. `0..3 Inter 17 w700 italic #FF0000FF underline strikethrough(dash) rise 2`.
    public var dumpText: String {
        var text = "\(range.lowerBound)..\(range.upperBound) \(font.family) \(NumberText.thousandths(font.size)) w\(NumberText.thousandths(font.weight))"
        if font.isItalic { text += " italic" }
        if font.hasMonospacedDigits { text += " tnum" }
        if let color { text += " \(color.hexString)" }
        for (name, decoration) in [("underline", underline), ("strikethrough", strikethrough)] {
            guard let decoration else { continue }
            text += " " + name
            if decoration.pattern != .solid { text += "(\(decoration.pattern.rawValue))" }
            if let color = decoration.color { text += " \(color.hexString)" }
        }
        if let background { text += " background \(background.hexString)" }
        if baselineOffset != 0 { text += " rise \(NumberText.thousandths(baselineOffset))" }
        if let tracking { text += " tracking \(NumberText.thousandths(tracking))" }
        if let inline {
            text += " image \(NumberText.thousandths(Double(inline.size.width)))x\(NumberText.thousandths(Double(inline.size.height)))"
                + " descent \(NumberText.thousandths(inline.descent))"
        }
        return text
    }
}

import Foundation
import ZoetropeDisplay

extension Text {
    /// The text's font in `environment`: its own font, weight, slant, design and digits over the environment's.
    func resolvedFont(in environment: EnvironmentValues) -> Font {
        var font = self.font ?? environment.font ?? .body
        // The text's own weight, else one a view around it set (`View.fontWeight`, `View.bold`), else the font's.
        if let weight = weight ?? environment.fontWeight { font = font.weight(weight) }
        if isItalic || environment.isItalic { font = font.italic() }
        // The text's own design, else the font's unless it is the default, else one a view around it set.
        if let design { font.design = design } else if font.design == .default, let design = environment.fontDesign { font.design = design }
        if hasMonospacedDigits || environment.hasMonospacedDigits { font = font.monospacedDigit() }
        if (scale ?? environment.textScale) == .secondary {
            font.size *= Scale.secondaryFactor
            font.lineHeight = font.lineHeight.map { $0 * Scale.secondaryFactor }
        }
        return font
    }

    /// The text's colour: its own, else the environment's foreground.
    func resolvedColor(in environment: EnvironmentValues) -> ResolvedColor {
        (foreground.map { $0.style.resolvePaint(in: environment) } ?? environment.foregroundPaint).representativeColor
    }

    /// `string` as a run in `font` with the environment's alignment and line limit.
    func textRun(_ string: String, font: Font, in environment: EnvironmentValues) -> TextRun {
        var run = TextRun(string, font: font.descriptor, lineHeight: font.lineHeight.map(Double.init),
                          alignment: environment.multilineTextAlignment.displayAlignment, lineLimit: environment.lineLimit,
                          lineSpacing: Double(environment.lineSpacing))
        switch environment.truncationMode {
        case .tail: break
        case .head: run.truncation = .head
        case .middle: run.truncation = .middle
        }
        return run
    }

    /// The text's run and colour in `environment`.
    func resolved(in environment: EnvironmentValues) -> (run: TextRun, color: ResolvedColor) { styledRun(in: environment) }
}

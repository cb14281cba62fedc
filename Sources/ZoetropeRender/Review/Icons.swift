/// The player's icons as inline SVG (no icon font, no network), drawn in `currentColor`.
enum Icons {
    private static func svg(_ body: String, className: String = "") -> String {
        "<svg\(className.isEmpty ? "" : " class=\"\(className)\"") viewBox=\"0 0 24 24\" width=\"20\" height=\"20\" "
            + "aria-hidden=\"true\" focusable=\"false\">\(body)</svg>"
    }

    static let play = svg("<path d=\"M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z\" fill=\"currentColor\"/>",
                          className: "when-paused")
    static let pause = svg("<rect x=\"6.5\" y=\"5\" width=\"4\" height=\"14\" rx=\"1\" fill=\"currentColor\"/>"
                           + "<rect x=\"13.5\" y=\"5\" width=\"4\" height=\"14\" rx=\"1\" fill=\"currentColor\"/>",
                           className: "when-playing")
    static let back = svg("<rect x=\"5\" y=\"6\" width=\"2.5\" height=\"12\" rx=\"1\" fill=\"currentColor\"/>"
                          + "<path d=\"M19 6.8v10.4a.8.8 0 0 1-1.24.67l-7.8-5.2a.8.8 0 0 1 0-1.34l7.8-5.2A.8.8 0 0 1 19 6.8z\" fill=\"currentColor\"/>")
    static let forward = svg("<rect x=\"16.5\" y=\"6\" width=\"2.5\" height=\"12\" rx=\"1\" fill=\"currentColor\"/>"
                             + "<path d=\"M5 6.8v10.4a.8.8 0 0 0 1.24.67l7.8-5.2a.8.8 0 0 0 0-1.34l-7.8-5.2A.8.8 0 0 0 5 6.8z\" fill=\"currentColor\"/>")
}

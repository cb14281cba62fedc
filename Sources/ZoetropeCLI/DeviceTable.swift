import Foundation
import Zoetrope

/// The text of `zoetrope list --devices`: a header and one row per preset, columns padded with spaces.
/// Safe areas are written top leading bottom trailing, in points.
enum DeviceTable {
    static let header = ["DEVICE", "NAME", "POINTS", "SCALE", "SAFE AREA PORTRAIT (T L B R)", "SAFE AREA LANDSCAPE (T L B R)"]

    /// One row of cells for `device`.
    static func row(_ device: Device) -> [String] {
        [device.cliName, device.name,
         "\(NumberText.plain(device.size.width))x\(NumberText.plain(device.size.height))", "\(NumberText.plain(device.scale))x",
         insets(device.safeAreaInsets(.portrait)), insets(device.safeAreaInsets(.landscape))]
    }

    static var text: String {
        let rows = [header] + Device.allCases.map(row)
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { cells in
            zip(cells, widths).enumerated().map { column, pair in
                column == cells.count - 1 ? pair.0 : pair.0.padding(toLength: pair.1, withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    private static func insets(_ insets: EdgeInsets) -> String {
        [insets.top, insets.leading, insets.bottom, insets.trailing].map { NumberText.plain($0) }.joined(separator: " ")
    }
}

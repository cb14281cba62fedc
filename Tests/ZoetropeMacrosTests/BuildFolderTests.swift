import Foundation
import Testing

/// Issue 22: the macro plugin builds against the toolchain's own swift-syntax libraries, so the default build never
/// fetches or compiles the swift-syntax package (12 minutes of release build on 2 cores). This fails if it comes back.
@Suite struct BuildFolderTests {
    /// The toolchain's `usr/lib/swift/host`, found from the Swift runtime this test process runs with
    /// (`<toolchain>/usr/lib/swift/linux/libswiftCore.so`), when it holds swift-syntax's modules.
    static var toolchainHostFolder: URL? {
        // Read to the end through a handle: /proc files report a size of 0 and `String(contentsOfFile:)` stops after
        // the first 4 KB, before the runtime's line in a test process (which made both tests skip on every machine).
        guard let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile(),
              let maps = String(data: data, encoding: .utf8),
              let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
              let slash = line.firstIndex(of: "/") else { return nil }
        let host = URL(fileURLWithPath: String(line[slash...])).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("host")
        let module = host.appendingPathComponent("SwiftSyntaxMacros.swiftmodule")
        return FileManager.default.fileExists(atPath: module.path) ? host : nil
    }

    /// The build folder this test was built in: `<scratch>/<triple>/<configuration>/<tests executable>`.
    static var scratchFolder: URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    @Test(.enabled(if: toolchainHostFolder != nil, "the toolchain has no swift-syntax host libraries (ZOETROPE_SWIFT_SYNTAX_HOST names them)"))
    func noSwiftSyntaxPackageIsCheckedOutOrBuilt() throws {
        let scratch = Self.scratchFolder
        let manager = FileManager.default
        // The folder really is a SwiftPM build folder: it has the packages this one does depend on.
        let checkouts = try manager.contentsOfDirectory(atPath: scratch.appendingPathComponent("checkouts").path)
        #expect(checkouts.contains("swift-argument-parser"), "\(scratch.path): \(checkouts)")
        #expect(!checkouts.contains { $0.lowercased().hasPrefix("swift-syntax") }, "\(checkouts)")
        let repositories = (try? manager.contentsOfDirectory(atPath: scratch.appendingPathComponent("repositories").path)) ?? []
        #expect(!repositories.contains { $0.lowercased().hasPrefix("swift-syntax") }, "\(repositories)")
        let state = try String(contentsOf: scratch.appendingPathComponent("workspace-state.json"), encoding: .utf8)
        #expect(!state.contains("swift-syntax"))
    }

    @Test(.enabled(if: toolchainHostFolder != nil))
    func thePluginLinksTheToolchainsSwiftSyntax() throws {
        // The plugin beside the tests (same products folder) names the toolchain's libraries in its run path and
        // needs libSwiftSyntax.so: a plugin with swift-syntax compiled in would need neither.
        let products = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let plugin = try Data(contentsOf: products.appendingPathComponent("ZoetropeMacros-tool"))
        let host = try #require(Self.toolchainHostFolder)
        #expect(plugin.range(of: Data("libSwiftSyntax.so".utf8)) != nil)
        #expect(plugin.range(of: Data(host.path.utf8)) != nil)
    }
}

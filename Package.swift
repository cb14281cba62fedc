// swift-tools-version:6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

/// `usr/lib/swift/host` of the toolchain running this manifest, then of the swiftc on PATH.
func toolchainHostFolders(_ manager: FileManager) -> [URL] {
    var candidates: [URL] = []
    // Linux: the library as mapped into this process.
    // Read through a handle: `String(contentsOfFile:)` stops after the first 4 KB of a /proc file.
    if let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile(),
       let maps = String(data: data, encoding: .utf8),
       let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libPackageDescription.so") }),
       let slash = line.firstIndex(of: "/") {
        // <toolchain>/usr/lib/swift/pm/ManifestAPI/libPackageDescription.so → <toolchain>/usr/lib/swift/host
        candidates.append(URL(fileURLWithPath: String(line[slash...])).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("host"))
    }
    // Elsewhere: the swiftc on PATH. <toolchain>/usr/bin/swiftc → <toolchain>/usr/lib/swift/host
    for folder in (Context.environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        guard manager.isExecutableFile(atPath: swiftc.path) else { continue }
        candidates.append(swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host"))
        break
    }
    return candidates
}

/// The toolchain's own swift-syntax: the compiler ships it as libraries with module interfaces in `usr/lib/swift/host`
/// for its macro support. The macro plugin is built against them (a few seconds); no swift-syntax package is compiled
/// from source (12 minutes in release on 2 cores). The folder is found from the PackageDescription library this
/// manifest runs with, which is the building toolchain's own, so the plugin always matches the compiler that loads
/// it; ZOETROPE_SWIFT_SYNTAX_HOST names another folder of the same libraries (docs/performance.md, "Set-up").
func toolchainSwiftSyntax() -> String? {
    let manager = FileManager.default
    var candidates: [URL] = []
    if let folder = Context.environment["ZOETROPE_SWIFT_SYNTAX_HOST"], !folder.isEmpty {
        candidates.append(URL(fileURLWithPath: folder))
    } else {
        candidates += toolchainHostFolders(manager)
    }
    let needed = ["SwiftSyntaxMacros.swiftmodule", "SwiftCompilerPluginMessageHandling.swiftmodule",
                  "SwiftSyntaxMacroExpansion.swiftmodule"]
    return candidates.first { host in
        needed.allSatisfy { manager.fileExists(atPath: host.appendingPathComponent($0).path) }
    }?.path
}
guard let hostSwiftSyntax = toolchainSwiftSyntax() else {
    // scripts/setup-system says the same before any build.
    fatalError("""
        Zoetrope: this Swift toolchain has no swift-syntax libraries in usr/lib/swift/host, which the @Animatable \
        macro is built against. Use a swift.org toolchain (5.9 or later ships them), or set \
        ZOETROPE_SWIFT_SYNTAX_HOST to a folder holding them for this compiler (docs/performance.md, "Set-up").
        """)
}

/// Compiling against, and linking with, the toolchain's swift-syntax libraries.
let hostSwiftSyntaxModules = ["SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftDiagnostics",
                              "SwiftParser", "SwiftOperators", "SwiftBasicFormat", "SwiftParserDiagnostics",
                              "SwiftIfConfig", "SwiftSyntaxMacroExpansion", "SwiftCompilerPluginMessageHandling"]
/// The pixel loops (blur, compositing, frame signatures, PNG decoding and image comparison) are optimized in debug
/// builds too: unoptimized they are 5 to 8 times slower, which made the tests, the snapshot verification and the
/// audit of `scripts/test` take minutes more (docs/performance.md, "Set-up"). The last optimization flag wins.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let hostSwiftSyntaxSettings: [SwiftSetting] = [.unsafeFlags(["-I", hostSwiftSyntax])]
let hostSwiftSyntaxLinking: [LinkerSetting] = [.unsafeFlags(["-L", hostSwiftSyntax, "-Xlinker", "-rpath", "-Xlinker",
                                                             hostSwiftSyntax] + hostSwiftSyntaxModules.map { "-l\($0)" })]

// Layering (see ../shared/architecture.md): pure Swift targets above the display list; only the
// Cairo backend touches C; the CLI holds no logic.
let package = Package(
    name: "Zoetrope",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Zoetrope", targets: ["Zoetrope"]),
        .library(name: "ZoetropeRender", targets: ["ZoetropeRender"]),
        .library(name: "ZoetropeCLI", targets: ["ZoetropeCLI"]),
        .library(name: "ZoetropeSnapshot", targets: ["ZoetropeSnapshot"]),
        .library(name: "ZoetropeTesting", targets: ["ZoetropeTesting"]),
        .executable(name: "zoetrope", targets: ["zoetrope"]),
        // What a user's scene files link: the library and the command line in one shared object, so that their
        // build compiles only their files against this build's modules (ZoetropeUserFiles, `HostManifest`).
        .library(name: "ZoetropeScenes", type: .dynamic, targets: ["ZoetropeScenes"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Generators for the parsers' fuzz runs: ZoetropeFuzzing, its tests and zoetrope-fuzz (docs/fuzzing.md).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "ZoetropeMotion"),
        .target(name: "ZoetropeDisplay", dependencies: ["ZoetropeMotion"]),
        // Declares `@Animatable` (Macros/), but uses it nowhere: the targets that expand it depend on ZoetropeMacros.
        .target(name: "Zoetrope", dependencies: ["ZoetropeMotion", "ZoetropeDisplay", "ZoetropeClock", "Combine", "CPrefetch"]),
        // A frame's walk asks for the memory of the views it visits next (`PrefetchStream`).
        .systemLibrary(name: "CPrefetch"),
        // The scene's clock and what tells time on it: Timer, DispatchQueue, DispatchTime, Date(), CACurrentMediaTime
        // (shadowing Foundation's and Dispatch's for files that import Zoetrope, which re-exports it).
        .target(name: "ZoetropeClock"),
        // Combine's vocabulary on the scene's clock (`import Combine` in a user's file resolves to it; Linux has none).
        .target(name: "Combine", dependencies: ["ZoetropeClock"]),
        .target(name: "ZoetropeScenes", dependencies: ["Zoetrope", "SwiftUI", "ZoetropeCLI", "ZoetropeMacros"]),
        // SwiftUI's name for Zoetrope (`import SwiftUI` in a user's file resolves to it; Linux has none). UIKit is not
        // a module (`#if canImport(UIKit)` in a dependency would take its iOS branch): a user's `import UIKit` is
        // rewritten instead (ZoetropeUserFiles, SceneSources.compilable).
        .target(name: "SwiftUI", dependencies: ["Zoetrope"]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // Pango + pangocairo + the fontconfig/pangoft2 calls of the private font map (pipeline-notes.md §3.4);
        // module.modulemap links fontconfig and pangoft2, which pangocairo's pkg-config lists only privately.
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev", "libfontconfig-dev"])]),
        .target(name: "ZoetropeCairo", dependencies: ["ZoetropeDisplay", "CCairo", "CPNG", "CPango"],
                resources: [.copy("Fonts")], swiftSettings: optimizedInDebug),
        // The review page's own CSS and JavaScript are copied verbatim into every review folder.
        .target(name: "ZoetropeRender", dependencies: ["Zoetrope", "ZoetropeCairo", "ZoetropeUserFiles", "ZoetropeSystem"],
                resources: [.copy("Review/Site")]),
        .target(name: "Scenes", dependencies: ["Zoetrope"], path: "Scenes"),
        // Building a user's Swift files into a cached executable: argv splitting, fingerprints, the host package,
        // compiler errors mapped back to the user's files. Foundation only, so it tests without the engine.
        .target(name: "ZoetropeUserFiles", dependencies: ["ZoetropeSystem", "ZoetropeMotion"]),
        // The platform's C library (Glibc or Darwin) behind one import, and the few POSIX calls named differently.
        .target(name: "ZoetropeSystem"),
        // Motion snapshots: baselines (trace + pixel frames + environment), their comparison and reports.
        .target(name: "ZoetropeSnapshot", dependencies: ["ZoetropeRender", "ZoetropeCairo", "ZoetropeSystem"], swiftSettings: optimizedInDebug),
        // `assertMotionSnapshot(of:)` for XCTest and Swift Testing.
        .target(name: "ZoetropeTesting", dependencies: ["ZoetropeSnapshot"]),
        // `zoetrope preview`: a loopback-only HTTP server of its own (POSIX sockets; docs/review.md, "Live preview", says
        // why no package) and the loop that rebuilds and re-renders the review page after every save.
        .target(name: "ZoetropePreview", dependencies: ["ZoetropeRender", "ZoetropeUserFiles", "ZoetropeSystem"]),
        // The command line as a library: `zoetrope` runs it with the catalog, and the executable Zoetrope builds
        // from a user's Swift files runs it with their scenes.
        .target(
            name: "ZoetropeCLI",
            dependencies: [
                "ZoetropeRender",
                "ZoetropePreview",
                "ZoetropeSnapshot",
                "ZoetropeUserFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "zoetrope", dependencies: ["ZoetropeCLI", "ZoetropeUserFiles", "ZoetropeSystem", "Scenes"]),
        .executableTarget(name: "zoetrope-bench", dependencies: ["ZoetropeMotion"]),
        // The parsers' fuzz targets (generated inputs and the properties each must keep), shared by the short runs in
        // the tests and the long run of `scripts/fuzz`, which builds only this, `zoetrope-fuzz` and their
        // dependencies in release (docs/fuzzing.md).
        .target(name: "ZoetropeFuzzing", dependencies: [
            "ZoetropeMotion", "ZoetropeDisplay", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .executableTarget(name: "zoetrope-fuzz", dependencies: ["ZoetropeFuzzing"]),
        // `scripts/bench scale`: evaluation and rendering of scenes of 100 to 10,000 animated views.
        .executableTarget(name: "zoetrope-scale", dependencies: ["Zoetrope", "ZoetropeRender", "ZoetropeCairo", "ZoetropeSystem"]),
        .testTarget(name: "ZoetropeMotionTests", dependencies: [
            "ZoetropeMotion", "ZoetropeFuzzing", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "ZoetropeDisplayTests", dependencies: [
            "ZoetropeDisplay", "ZoetropeFuzzing", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // The macro comes in through ZoetropeScenes (a library that depends on it), not as a direct dependency: a test
        // target that depends on a macro target is built for the host, which makes SwiftPM compile every module of the
        // test product a second time ("-tool" copies; docs/performance.md, "Set-up after session 9").
        .testTarget(name: "ZoetropeTests", dependencies: ["Zoetrope", "Scenes", "ZoetropeScenes"]),
        .testTarget(name: "ZoetropeCairoTests", dependencies: ["ZoetropeCairo", "CPNG"]),
        .testTarget(name: "ZoetropeSystemTests", dependencies: ["ZoetropeSystem"]),
        .testTarget(name: "ZoetropeRenderTests", dependencies: ["ZoetropeRender", "ZoetropeSnapshot", "Scenes"]),
        .testTarget(name: "ZoetropeUserFilesTests", dependencies: ["ZoetropeUserFiles"]),
        .testTarget(name: "ZoetropeSnapshotTests", dependencies: ["ZoetropeSnapshot", "ZoetropeTesting", "Scenes"]),
        .testTarget(name: "EndToEndTests", dependencies: ["zoetrope", "ZoetropeSystem"]),
        // `@Animatable` and `@AnimatableIgnored`: the compiler plugin the Zoetrope target's macro declarations name.
        .macro(name: "ZoetropeMacros", dependencies: ["ZoetropeMacroSupport"], swiftSettings: hostSwiftSyntaxSettings,
               linkerSettings: hostSwiftSyntaxLinking),
        // The macros' implementation, a plain library so that its tests do not depend on a macro target (see above).
        .target(name: "ZoetropeMacroSupport", swiftSettings: hostSwiftSyntaxSettings),
        // Expansions through SwiftSyntaxMacroExpansion, from the same swift-syntax as the plugin.
        .testTarget(name: "ZoetropeMacrosTests", dependencies: ["ZoetropeMacroSupport"],
                    swiftSettings: hostSwiftSyntaxSettings, linkerSettings: hostSwiftSyntaxLinking),
    ],
    swiftLanguageModes: [.v5]
)

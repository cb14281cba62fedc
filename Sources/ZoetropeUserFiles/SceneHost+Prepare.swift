import Foundation
import ZoetropeMotion

extension SceneHost {
    /// The executable for the files, built if they (or Zoetrope) changed since the last build. Says on `report`
    /// whether it compiled. A finished build of unchanged files is used at once, without the cache lock: only runs
    /// that write the package (to build) take it, for the whole step, so they take turns, and a run of a file built
    /// already never waits for another file's compile.
    public func prepare(report: (String) -> Void) throws -> SceneExecutable {
        let folder = package.appendingPathComponent("Sources").appendingPathComponent(target)
        if let current = finishedBuild(in: folder) {
            report("\(current.listed) unchanged: using the cached build")
            return executable(current.build, current.copies)
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw UserFilesError.cacheNotWritable(path: package.path, reason: Self.reason(error))
        }
        return try CacheLock(file: package.appendingPathComponent(".lock")).holding {
            try buildIfChanged(into: folder, report: report)
        }
    }

    private func buildIfChanged(into folder: URL, report: (String) -> Void) throws -> SceneExecutable {
        let staged = try stage(into: folder, targets: try builtTargets())
        if staged.isCurrent {
            report("\(staged.listed) unchanged: using the cached build")
            return executable(staged.build, staged.copies)
        }
        forgetObjectsBuiltAgainstAnotherLibrary()
        report("compiling \(staged.listed) (\(configuration))…")
        let start = Date()
        let (status, output) = try staged.build.run()
        guard status == 0 else { throw Self.failure(output, of: [staged]) }
        try finish(staged)
        report("compiled \(staged.listed) in \(NumberText.fixed(Date().timeIntervalSince(start), places: 1)) s")
        return executable(staged.build, staged.copies)
    }

    /// The staged set when its executable is built and current, read without writing anything (so without the
    /// lock): the executable is there and its stamp is the files' fingerprint now. A build writes the stamp only
    /// after linking, and rebuilds an executable only when its stamp differs, so a current stamp means a finished
    /// executable no other run is changing. Nil otherwise, or when anything cannot be read (`stage` then says why).
    private func finishedBuild(in folder: URL) -> Staged? {
        let copies = SourceCopy.copies(of: sources.files, in: folder)
        var contents: [(path: String, text: String)] = []
        for copy in copies {
            guard let text = try? String(contentsOf: copy.original, encoding: .utf8) else { return nil }
            contents.append((copy.original.path, text))
        }
        guard library.missing.isEmpty else { return nil }
        let build = SwiftBuild(package: package, product: target, configuration: configuration)
        let stamp = package.appendingPathComponent(".stamps").appendingPathComponent(target)
        let fingerprint = Self.buildFingerprint(files: contents, zoetropeRoot: zoetropeRoot.path,
                                                configuration: configuration,
                                                binaryIdentity: Self.binaryIdentity() + "\n" + library.identity)
        guard FileManager.default.isExecutableFile(atPath: build.executable.path),
              (try? String(contentsOf: stamp, encoding: .utf8)) == fingerprint.description else { return nil }
        return Staged(host: self, build: build, copies: copies, contents: contents,
                      entryPoint: folder.appendingPathComponent("main.swift"), stamp: stamp, fingerprint: fingerprint,
                      isCurrent: true)
    }

    /// A file set written into the host package, with what decides whether its executable is current.
    struct Staged {
        var host: SceneHost
        var build: SwiftBuild
        var copies: [SourceCopy]
        var contents: [(path: String, text: String)]
        var entryPoint: URL
        var stamp: URL
        var fingerprint: Fingerprint
        var isCurrent: Bool
        var listed: String { host.sources.files.map(\.lastPathComponent).joined(separator: ", ") }
    }

    /// Copies the files and the entry point into `folder` and writes the manifest (listing `targets`).
    private func stage(into folder: URL, targets: [String]) throws -> Staged {
        // The files, copied under their own names, and the entry point.
        let copies = SourceCopy.copies(of: sources.files, in: folder)
        var contents: [(path: String, text: String)] = []
        for copy in copies {
            guard let text = try? String(contentsOf: copy.original, encoding: .utf8) else {
                throw UserFilesError.unreadable(path: copy.original.path, reason: "not a readable UTF-8 text file")
            }
            contents.append((copy.original.path, text))
            try writeIfChanged(SceneSources.compilable(text), to: copy.copy)
        }
        let entryPoint = folder.appendingPathComponent("main.swift")
        try writeIfChanged(HostManifest.mainSwift, to: entryPoint)
        let missing = library.missing
        guard missing.isEmpty else {
            throw UserFilesError.sceneLibraryMissing(paths: missing.map(\.path), package: zoetropeRoot.path,
                                                     configuration: library.configuration)
        }
        for file in try HostManifest.systemModuleFiles(zoetropeRoot: zoetropeRoot) {
            let url = package.appendingPathComponent(file.path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try writeIfChanged(file.text, to: url)
        }
        try writeIfChanged(HostManifest(library: library, targets: targets).packageSwift,
                           to: package.appendingPathComponent("Package.swift"))

        let build = SwiftBuild(package: package, product: target, configuration: configuration)
        let stamp = package.appendingPathComponent(".stamps").appendingPathComponent(target)
        let fingerprint = Self.buildFingerprint(files: contents, zoetropeRoot: zoetropeRoot.path,
                                                configuration: configuration,
                                                binaryIdentity: Self.binaryIdentity() + "\n" + library.identity)
        let isCurrent = FileManager.default.isExecutableFile(atPath: build.executable.path)
            && (try? String(contentsOf: stamp, encoding: .utf8)) == fingerprint.description
        return Staged(host: self, build: build, copies: copies, contents: contents, entryPoint: entryPoint, stamp: stamp,
                      fingerprint: fingerprint, isCurrent: isCurrent)
    }

    /// Records that the staged set's executable is current.
    private func finish(_ staged: Staged) throws {
        try FileManager.default.createDirectory(at: staged.stamp.deletingLastPathComponent(), withIntermediateDirectories: true)
        try writeIfChanged(staged.fingerprint.description, to: staged.stamp)
    }

    /// The error of a failed build of `sets`: compiler errors at the users' lines, else the whole output.
    static func failure(_ output: CompilerOutput, of sets: [Staged]) -> UserFilesError {
        let copies = sets.flatMap(\.copies)
        // Remapped with every set's copies: one build compiles all the sets (`build --each`), so an error in one set's
        // file shows in the output read for each set, and must name the user's file, not its copy in the cache.
        // An error in a set's generated main.swift is worded by that set's own pass (it knows its `scenes`).
        var errors: [String] = [], seen = Set<String>()
        for set in sets {
            let scenes = set.contents.lazy.compactMap { file in
                SceneSources.scenesDeclarationLine(file.text).map { (file: URL(fileURLWithPath: file.path), line: $0) }
            }.first
            let others = sets.map(\.entryPoint.path).filter { $0 != set.entryPoint.path }
            for line in output.errorLines(copies, entryPoint: set.entryPoint, scenes: scenes)
            where !others.contains(where: { line.hasPrefix($0 + ":") }) && seen.insert(line).inserted {
                errors.append(line)
            }
        }
        if !errors.isEmpty { return .compileErrors(lines: errors) }
        return .buildFailed(files: sets.flatMap { $0.host.sources.files.map(\.lastPathComponent) },
                            output: output.remapped(copies))
    }

    /// Builds several file sets, each its own executable, with one `swift build` (its compiles run in parallel):
    /// what `zoetrope build --each` does to compile a folder of independent scene files ahead of time. The hosts
    /// share one package and configuration. Says on `report` what it compiled.
    public static func prepareAll(_ hosts: [SceneHost], report: (String) -> Void) throws {
        guard let first = hosts.first else { return }
        let package = first.package
        let folders = hosts.map { package.appendingPathComponent("Sources").appendingPathComponent($0.target) }
        for folder in folders {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw UserFilesError.cacheNotWritable(path: package.path, reason: reason(error))
            }
        }
        try CacheLock(file: package.appendingPathComponent(".lock")).holding {
            // The manifest lists only these sets, so that one build compiles them and nothing older in the cache.
            let targets = hosts.map(\.target)
            let staged = try zip(hosts, folders).map { try $0.stage(into: $1, targets: targets) }
            let stale = staged.filter { !$0.isCurrent }
            guard !stale.isEmpty else {
                report("\(hosts.count) file sets unchanged: using the cached builds")
                return
            }
            for set in stale { set.host.forgetObjectsBuiltAgainstAnotherLibrary() }
            report("compiling \(stale.count) file sets (\(first.configuration))…")
            let start = Date()
            let build = SwiftBuild(package: package, product: nil, configuration: first.configuration)
            let (status, output) = try build.run()
            guard status == 0 else { throw failure(output, of: stale) }
            for set in stale { try set.host.finish(set) }
            report("compiled \(stale.count) file sets in \(NumberText.fixed(Date().timeIntervalSince(start), places: 1)) s")
        }
    }

    /// SwiftPM rebuilds the user's target when its files change, but knows nothing of the Zoetrope modules and shared
    /// object it compiles against (they come in by flags): after Zoetrope is rebuilt it would relink the old object
    /// files, which call the library's functions by their old names ("symbol lookup error" at launch). So when the
    /// library differs from the one the target was last compiled against, its objects are removed first.
    func forgetObjectsBuiltAgainstAnotherLibrary() {
        let manager = FileManager.default
        let record = package.appendingPathComponent(".stamps").appendingPathComponent(target + ".library")
        let current = Self.binaryIdentity() + "\n" + library.identity
        guard (try? String(contentsOf: record, encoding: .utf8)) != current else { return }
        let products = package.appendingPathComponent(".build").appendingPathComponent(configuration)
        // The compiler's outputs go; the files SwiftPM's plan wrote (the output file map, the sources list) stay, since
        // a plan cached by a build of another file set (after the manifest changed for this library) names them.
        let folder = products.appendingPathComponent(target + ".build")
        for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        where !(name.hasSuffix(".json") || name == "sources") {
            try? manager.removeItem(at: folder.appendingPathComponent(name))
        }
        try? manager.removeItem(at: products.appendingPathComponent("Modules").appendingPathComponent(target + ".swiftmodule"))
        try? manager.createDirectory(at: record.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? writeIfChanged(current, to: record)
    }

    /// The built program, with its crash report kept at `crashes/TARGET.txt` in the host package.
    private func executable(_ build: SwiftBuild, _ copies: [SourceCopy]) -> SceneExecutable {
        let crashes = package.appendingPathComponent("crashes")
        let log = (try? FileManager.default.createDirectory(at: crashes, withIntermediateDirectories: true)) != nil
            ? crashes.appendingPathComponent(target + ".txt") : nil
        return SceneExecutable(url: build.executable, copies: copies, crashLog: log)
    }

    /// Every file set built so far (the `Scenes_…` folders), this one included.
    private func builtTargets() throws -> [String] {
        let sourcesFolder = package.appendingPathComponent("Sources")
        do {
            return try FileManager.default.contentsOfDirectory(atPath: sourcesFolder.path).filter { $0.hasPrefix("Scenes_") }
        } catch {
            throw UserFilesError.cacheNotWritable(path: sourcesFolder.path, reason: Self.reason(error))
        }
    }

    private func writeIfChanged(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        do {
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw UserFilesError.cacheNotWritable(path: url.path, reason: Self.reason(error))
        }
    }

    static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return underlying?.localizedDescription ?? error.localizedDescription
    }
}

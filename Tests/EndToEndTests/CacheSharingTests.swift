import Foundation
import Testing

/// Issue 27: runs sharing one build cache. Two first compiles of different files at once both succeed (they take
/// turns at the cache's lock), and a run of a file built already does not take that lock at all: it finishes while
/// the test itself holds the lock, as another file's compile would. Built in debug (ZOETROPE_SCENE_BUILD=debug).
@Suite(.serialized) struct CacheSharingTests {
    static func scene(_ id: String) -> String {
        """
        import Zoetrope

        let scenes: [MotionScene] = [MotionScene("\(id)", duration: 1) { Color.green }]

        """
    }

    /// Runs `zoetrope arguments` in `folder`; kills it and records an issue if it is still running after `limit`
    /// seconds (a run waiting for a lock it should not take never ends while the lock is held).
    func run(_ arguments: [String], in folder: URL, environment: [String: String], logs: URL, name: String,
             limit: Double = 300) throws -> (status: Int32, stdout: String, stderr: String) {
        let out = logs.appendingPathComponent(name + ".out"), err = logs.appendingPathComponent(name + ".err")
        let child = try FaultCatalogueRun.start(try ZoetropeBinary.locate(), arguments, shell: nil, in: folder, environment: environment,
                                           stdout: out, stderr: err)
        return finish(child, limit: limit, out: out, err: err)
    }

    func finish(_ child: FaultCatalogueRun.Child, limit: Double, out: URL, err: URL) -> (status: Int32, stdout: String, stderr: String) {
        while child.isRunning, Date().timeIntervalSince(child.started) < limit { usleep(20_000) }
        if child.isRunning {
            kill(child.pid, SIGKILL)
            Issue.record("still running after \(limit) s: killed")
        }
        child.wait()
        return (child.status, (try? String(contentsOf: out, encoding: .utf8)) ?? "", (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }

    @Test func concurrentFirstCompilesSucceedAndABuiltFileNeverWaitsForTheLock() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let logs = try Scratch()
        defer { logs.remove() }
        let cache = scratch.url.appendingPathComponent("cache")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache.path
        environment["ZOETROPE_SCENE_BUILD"] = "debug"
        try Self.scene("first").write(to: scratch.url.appendingPathComponent("First.swift"), atomically: true, encoding: .utf8)
        try Self.scene("second").write(to: scratch.url.appendingPathComponent("Second.swift"), atomically: true, encoding: .utf8)

        // Two first compiles of different files, started together in an empty cache.
        let binary = try ZoetropeBinary.locate()
        let children = try ["First", "Second"].map { name in
            try FaultCatalogueRun.start(binary, ["list", name + ".swift"], shell: nil, in: scratch.url, environment: environment,
                                   stdout: logs.url.appendingPathComponent(name + ".out"), stderr: logs.url.appendingPathComponent(name + ".err"))
        }
        for (name, child) in zip(["First", "Second"], children) {
            let result = finish(child, limit: 600, out: logs.url.appendingPathComponent(name + ".out"),
                                err: logs.url.appendingPathComponent(name + ".err"))
            #expect(result.status == 0, "\(name): exit \(result.status)\n\(result.stderr)")
            #expect(result.stderr.contains("compiled \(name).swift"), "\(name): \(result.stderr)")
            #expect(result.stdout.contains(name.lowercased()), "\(name): \(result.stdout)")
        }

        // The cache has one host package (this copy of zoetrope's), holding the lock that compiles take.
        let hosts = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("zoetrope").path)
            .filter { $0.hasPrefix("host") }
        try #require(hosts.count == 1 && hosts[0].hasPrefix("host-"), "host packages: \(hosts)")
        let lockFile = cache.appendingPathComponent("zoetrope").appendingPathComponent(hosts[0]).appendingPathComponent(".lock")
        let descriptor = open(lockFile.path, O_RDWR | O_CLOEXEC)
        try #require(descriptor >= 0, "cannot open \(lockFile.path)")
        defer { close(descriptor) }
        // Held by this test, as another file's compile holds it; the runs below (other processes) would wait for it.
        try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0, "the cache lock is held by another process")
        defer { flock(descriptor, LOCK_UN) }

        // A run of a built, unchanged file finishes while the lock is held: it never took it.
        let again = try run(["list", "First.swift"], in: scratch.url, environment: environment, logs: logs.url, name: "again",
                            limit: 120)
        #expect(again.status == 0, "exit \(again.status)\n\(again.stderr)")
        #expect(again.stderr.contains("First.swift unchanged: using the cached build"), "\(again.stderr)")
        #expect(again.stdout.contains("first"), "\(again.stdout)")
    }
}

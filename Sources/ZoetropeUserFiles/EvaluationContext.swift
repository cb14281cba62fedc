import Foundation
import ZoetropeSystem

/// Which scene is being evaluated, at which time, and whether evaluation is under way: one small page of memory
/// that the program evaluating writes and that someone else reads, even after that program crashed. `zoetrope`
/// shares one with the executable built from a user's files (a file, unlinked at once, whose descriptor the child
/// inherits: `ZOETROPE_CONTEXT_FD`), to say where a crash happened; the watchdog for endless bodies reads it in the
/// same process.
public final class EvaluationContext: @unchecked Sendable {
    /// The environment variable naming the inherited descriptor.
    public static let variable = "ZOETROPE_CONTEXT_FD"
    static let size = 4096
    static let maximumIDBytes = 255

    // Layout: 0 steps (UInt64, changes at every step), 8 time (Double's bits), 16 busy (UInt8), 18 id length
    // (UInt16), 32… the id's UTF-8 bytes.
    private let base: UnsafeMutableRawPointer
    private var lastID = ""
    /// Evaluation runs on the main actor, one scene at a time; the lock keeps `record` safe if that ever changes.
    private let lock = NSLock()

    private init(base: UnsafeMutableRawPointer) { self.base = base }

    /// A page in this process only.
    public static func local() -> EvaluationContext {
        let page = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        page.initializeMemory(as: UInt8.self, repeating: 0, count: size)
        return EvaluationContext(base: page)
    }

    /// A page a child process can inherit: the descriptor to pass it (not closed on exec), nil if none could be made.
    /// The file never has a name where the file system supports it (`O_TMPFILE`), so a process killed at any instant
    /// leaves nothing in TMPDIR; elsewhere it is named for the instant between `mkstemp` and `unlink`.
    public static func shareable() -> (context: EvaluationContext, descriptor: Int32)? {
        guard let descriptor = unnamedFile() ?? namedThenUnlinkedFile() else { return nil }
        guard ftruncate(descriptor, off_t(size)) == 0, let page = map(descriptor) else {
            close(descriptor)
            return nil
        }
        return (EvaluationContext(base: page), descriptor)
    }

    /// The page `zoetrope` passed this process in `ZOETROPE_CONTEXT_FD`, if any.
    public static func inherited(environment: [String: String] = ProcessInfo.processInfo.environment) -> EvaluationContext? {
        guard let text = environment[variable], let descriptor = Int32(text), descriptor > 2,
              let page = map(descriptor) else { return nil }
        return EvaluationContext(base: page)
    }

    /// `open(TMPDIR, O_TMPFILE | O_RDWR)`: Glibc's module leaves out `O_TMPFILE` (a GNU extension); its value is
    /// `__O_TMPFILE | O_DIRECTORY`, and `__O_TMPFILE` is 0o20000000 on every Linux architecture Swift supports.
    private static func unnamedFile() -> Int32? {
        let descriptor = open(NSTemporaryDirectory(), 0o20000000 | O_DIRECTORY | O_RDWR, 0o600)
        return descriptor >= 0 ? descriptor : nil
    }

    private static func namedThenUnlinkedFile() -> Int32? {
        var template = Array((NSTemporaryDirectory() + "/zoetrope-context-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return descriptor
    }

    private static func map(_ descriptor: Int32) -> UnsafeMutableRawPointer? {
        let page = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
        guard let page, page != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }  // MAP_FAILED
        return page
    }

    /// Records a step of `scene`'s evaluation at `time`, or (nil) that its evaluation is done.
    public func record(scene: String, time: Double?) {
        lock.lock()
        defer { lock.unlock() }
        if scene != lastID {
            lastID = scene
            // Cut at a character boundary, so the reader never decodes half a character.
            var kept = Substring(scene)
            while kept.utf8.count > Self.maximumIDBytes { kept = kept.dropLast() }
            let bytes = Array(kept.utf8)
            bytes.withUnsafeBytes { if let from = $0.baseAddress { (base + 32).copyMemory(from: from, byteCount: $0.count) } }
            base.storeBytes(of: UInt16(bytes.count), toByteOffset: 18, as: UInt16.self)
        }
        if let time { base.storeBytes(of: time.bitPattern, toByteOffset: 8, as: UInt64.self) }
        base.storeBytes(of: time == nil ? 0 : 1, toByteOffset: 16, as: UInt8.self)
        base.storeBytes(of: base.load(fromByteOffset: 0, as: UInt64.self) &+ 1, toByteOffset: 0, as: UInt64.self)
    }

    /// What the page says now.
    public struct Reading: Equatable, Sendable {
        /// Changes at every step; equal readings apart in time mean no step happened in between.
        public var steps: UInt64
        /// The scene, empty before any evaluation.
        public var scene: String
        /// The time of the latest step.
        public var time: Double
        /// Whether an evaluation is under way.
        public var busy: Bool
    }

    public func read() -> Reading {
        let count = min(Int(base.load(fromByteOffset: 18, as: UInt16.self)), Self.maximumIDBytes)
        let id = String(decoding: UnsafeRawBufferPointer(start: base + 32, count: count), as: UTF8.self)
        return Reading(steps: base.load(fromByteOffset: 0, as: UInt64.self), scene: id,
                       time: Double(bitPattern: base.load(fromByteOffset: 8, as: UInt64.self)),
                       busy: base.load(fromByteOffset: 16, as: UInt8.self) != 0)
    }
}

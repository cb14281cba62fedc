// The one place that names the platform's C library. Every file that calls POSIX imports this module instead of
// Glibc or Darwin, so the package builds on macOS (the platform Package.swift declares) as well as on Linux.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif

/// POSIX calls whose plain names clash with Swift methods of the same name (`rename`, `write`, `kill`) or that
/// differ between platforms, under one name each.
public enum POSIX {
    /// `rename(2)`: 0, or -1 with `errno` set.
    @discardableResult
    public static func rename(_ from: String, _ to: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.rename(from, to)
        #elseif canImport(Musl)
        Musl.rename(from, to)
        #else
        Darwin.rename(from, to)
        #endif
    }

    /// `write(2)`: the bytes written, or -1 with `errno` set.
    public static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }

    /// Writes all of `bytes`, retrying after interruptions: 0, or the `errno` of the write that failed.
    public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        while offset < bytes.count {
            let n = write(descriptor, base + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += n
        }
        return 0
    }

    /// `kill(2)`: sends `signal` to `process` (a negative number: a process group).
    @discardableResult
    public static func kill(_ process: Int32, _ signal: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.kill(process, signal)
        #elseif canImport(Musl)
        Musl.kill(process, signal)
        #else
        Darwin.kill(process, signal)
        #endif
    }

    /// The text of an `errno` value ("No space left on device").
    public static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Whether `descriptor` is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) != 0
    }

    /// The running executable's path, symbolic links resolved (Linux's `/proc/self/exe`, Darwin's
    /// `_NSGetExecutablePath`; elsewhere the path the process was started with).
    public static func executablePath() -> String {
        #if os(Linux)
        let link = "/proc/self/exe"
        #elseif canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        let link = _NSGetExecutablePath(&buffer, &size) == 0 ? String(cString: buffer) : CommandLine.arguments[0]
        #else
        let link = CommandLine.arguments[0]
        #endif
        guard let resolved = realpath(link, nil) else { return link }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Asks for a pipe of `bytes` capacity (Linux's F_SETPIPE_SZ); the capacity it has, or nil where pipes cannot
    /// be resized. Only a speed-up: nothing may depend on it succeeding.
    public static func setPipeCapacity(_ descriptor: Int32, bytes: Int) -> Int? {
        #if os(Linux)
        let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ (F_LINUX_SPECIFIC_BASE + 7), hidden behind _GNU_SOURCE in Glibc
        let size = fcntl(descriptor, setPipeSize, Int32(clamping: bytes))
        return size > 0 ? Int(size) : nil
        #else
        return nil
        #endif
    }
}

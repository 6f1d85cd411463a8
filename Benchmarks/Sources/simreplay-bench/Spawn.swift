import Foundation

/// Another program run to its end as a process of its own, its output thrown away, timed and
/// weighed from outside: what a user's shell or CI job pays for `simreplay run`.
enum Spawn {
  struct Outcome {
    /// The exit code, or -1 if a signal ended it.
    var status: Int32
    var nanoseconds: Double
    /// The child's resident peak (`ru_maxrss`), in bytes. Sound only when this process is
    /// small: glibc's `posix_spawn` borrows the parent's memory until `exec`, and the kernel
    /// counts what it held then into the child's peak. Weigh from a fresh `--peak-of`.
    var peakBytes: Int
  }

  /// Runs `path` with `arguments`, standard output and error to /dev/null, in an empty
  /// environment (so neither `CI` nor `SIMREPLAY_RECORD` of the caller's shell changes what
  /// `simreplay run` does), and waits for it.
  static func run(_ path: String, _ arguments: [String]) -> Outcome {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let environment: [UnsafeMutablePointer<CChar>?] = [nil]
    var pid = pid_t()
    let clock = ContinuousClock()
    let start = clock.now
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environment)
    check(spawned == 0, "can't run \(path): error \(spawned)")
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      check(errno == EINTR, "wait4 failed for \(path): error \(errno)")
    }
    let elapsed = nanoseconds(clock.now - start)
    let exited = status & 0x7f == 0
    return Outcome(
      status: exited ? (status >> 8) & 0xff : -1, nanoseconds: elapsed,
      peakBytes: Int(usage.ru_maxrss) * 1024)
  }

  /// `--peak-of PROGRAM ARGS…`: runs it from this fresh, small process and prints its exit code
  /// and resident peak, for ``peak(_:_:)``.
  static func printPeak(_ path: String, _ arguments: [String]) {
    let outcome = run(path, arguments)
    print("exit \(outcome.status) peak \(outcome.peakBytes) bytes")
  }

  /// The resident peak of `path` run with `arguments`, weighed from a fresh copy of this
  /// benchmark (this one has built trees of every size), and its exit code.
  static func peak(_ path: String, _ arguments: [String]) -> (status: Int, bytes: Int) {
    let output = ChildProcess.run(["--peak-of", path] + arguments)
    return (
      ChildProcess.figure(after: "exit ", in: output),
      ChildProcess.figure(after: "peak ", in: output)
    )
  }

  /// `simreplay`, built beside this benchmark (`swift build -c release` builds both), or nil.
  static var simreplay: String? {
    let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let path = me.deletingLastPathComponent().appendingPathComponent("simreplay").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }
}

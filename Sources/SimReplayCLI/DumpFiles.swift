import SimReport
import SimScenario

/// Reads the `recursiveDescription` dump that `hit` and `import` take, the same way for both.
enum DumpFiles {
  /// The dump at `path` (`-`: `standardInput`), with its warnings printed; or, when it can't
  /// be read or parsed, its diagnostics printed and the exit code to return.
  static func load(
    _ path: String, partial: Bool = false, standardInput: () -> [UInt8], console: Console
  ) -> Loaded {
    let loaded =
      path == "-"
      ? RecursiveDescription.parse(standardInput(), file: "<stdin>", partial: partial)
      : RecursiveDescription.load(path: path, partial: partial)
    switch loaded {
    case .success(let dump):
      console.err(TextReport.render(diagnostics: dump.warnings))
      return .dump(dump)
    case .failure(let error):
      console.err(TextReport.render(diagnostics: error.diagnostics))
      return .failed(error.kind == .unreadable ? .noInput : .invalidScenario)
    }
  }

  enum Loaded {
    case dump(RecursiveDescription)
    /// Already reported: return this exit code.
    case failed(ExitCode)
  }
}

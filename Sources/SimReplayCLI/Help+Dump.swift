/// Help for the commands that read `recursiveDescription` dumps (docs/recursive-description.md).
extension Help {
  static let hit = """
    OVERVIEW: Which view of a recursiveDescription dump a touch at a point lands on.

    Reads the text LLDB prints for `po view.value(forKey: "recursiveDescription")` (or
    `po [view recursiveDescription]`), with whatever was pasted around it, and prints one line
    per point, in order: the view UIKit's hit-testing rules pick, as <ClassName: 0xADDRESS>,
    or none. Points are in the coordinates of the dump's first line (the window's, for a
    window's dump). Problems in the dump go to standard error as file:line:column: error.

    USAGE: \(hitUsage)

    OPTIONS:
      --tree <file>           The dump; '-' reads it from standard input.
      --point <x,y>           A point, such as 160,284. Repeatable.
      --points <file>         Points, one X,Y a line ('#' comments and blank lines are
                              skipped); '-' reads them from standard input.
      --explain               Print the hit-test walk for each point: every view visited,
                              front to back, with the point in its coordinates and its verdict
                              (hidden, alpha below 0.01, userInteractionEnabled false, outside
                              its bounds, hit, ...), then '=> ' and the answer.
      --partial               Read a dump cut off in the middle of a view's description up
                              to its last complete view (with a warning saying where it
                              stops) instead of refusing it.
      -h, --help              Show help information.

    EXIT CODES:
      0   every point was answered
      64  the command line is wrong
      65  the dump or the points file is invalid
      66  a file is missing or unreadable

    """

  static let hitUsage =
    "simreplay hit --tree <file> (--point <x,y> ... | --points <file>) [--explain] [--partial]"

  static let importCommand = """
    OVERVIEW: Turn a recursiveDescription dump into a scenario.

    Writes a scenario whose root is the dump's tree, one view a line, with ids made of the
    class name and address (UIButton:0x16d901e0), classes mapped to the UIKit behaviour they
    inherit (a private class gets a "base"), and empty "touches" and "expect" to fill in. It
    runs as it is with 'simreplay run'.

    USAGE: \(importUsage)

    ARGUMENTS:
      <dump>                  The dump; '-' reads it from standard input.

    OPTIONS:
      -o, --output <file>     Write the scenario to <file> instead of standard output.
      --name <name>           The scenario's name (default: the dump's file name).
      --partial               Read a dump cut off in the middle of a view's description up
                              to its last complete view, with a warning.
      -h, --help              Show help information.

    EXIT CODES:
      0   the scenario was written
      64  the command line is wrong
      65  the dump is invalid
      66  the dump is missing or unreadable
      73  the scenario file can't be written

    """

  static let importUsage = "simreplay import <dump> [-o <file>] [--name <name>] [--partial]"
}

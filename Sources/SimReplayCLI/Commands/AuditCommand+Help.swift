extension AuditCommand {
  static let help = """
    OVERVIEW: Find every control a finger can't reach.

    For every control (UIControl subclasses, table and collection cells, views with the
    app's gesture recognizers or control actions; a view inside a control counts for it),
    counts the samples of a 0.25 pt grid in its visible region (its bounds clipped by the
    screen and its clipping ancestors) whose hit test lands on it, with the engine's own
    hit test, and reports:
      covered      part of it (maybe all) goes to views in front, each named with its
                   share, and why it takes touches and what would fix it
      unreachable  no point reaches it and nothing in front is to blame (an ancestor
                   that is not interactive, a control hanging outside its superview)
      small        what reaches it (an enlarged hit area included) is under
                   --min-size x --min-size pt (Apple's 44 x 44 pt minimum)
    Hidden, faint (alpha below 0.01), disabled and non-interactive controls are not
    audited; views that pass touches through or are not interactive are never to blame.
    A control covered only by a presentation's container, dimming view or backdrop, or
    a navigation transition's dimming view (in a dump: UIDimmingView, UITransitionView,
    UINavigationTransitionView) is behind a modal blocker: listed, not a finding, unless
    --include-modal. Text output is worst first, each finding with the hit-test walk at
    one representative point.

    USAGE: \(usage)

    ARGUMENTS:
      <scenario.json | dump.txt>
                              A scenario (a .json file), or a recursiveDescription dump
                              (any other file), read as 'hit' reads it. A dump shows no
                              custom hitTest or point(inside:): say which views pass
                              touches through with --pass-through.

    OPTIONS:
      --at <seconds>          Audit the scenario at this time (touches up to it
                              delivered). Default: once the run is over and
                              everything has settled (at most 10 s past its end);
                              t=0 for a scenario where nothing happens.
      --every-frame           Audit every frame of the run instead, each finding with
                              the times it starts and ends ("from", "to"). One that
                              holds only while something moves (an animation, a
                              transition) and is gone by the end is left out.
      --include-transient     With --every-frame, report those too.
      --min-size <pt>         The smallest reachable width and height (default 44).
      --include-modal         Report controls behind modal blockers as covered.
      --suppressions <file>   Accepted findings, one a line: a view (scenario id,
                              dump '<Class: 0x…>', or class name), then the kinds
                              it suppresses (none: all); '#' comments.
      --pass-through <view>   (dumps) A class, '<Class: 0x…>' or id whose hitTest
                              returns nil for itself; repeatable.
      --json                  Print {"findings": [{"view", "kind", "reachable", "by",
                              "from", "to", ...}], ...} instead of text.
      --junit <file>          Also write a JUnit report: a test case per control.
      -h, --help              Show help information.

    EXIT CODES:
      0   no findings; 1 findings; 64 the command line is wrong; 65 the scenario, dump or
      suppressions file is invalid; 66 a file is missing; 73 the JUnit file can't be written

    """
}

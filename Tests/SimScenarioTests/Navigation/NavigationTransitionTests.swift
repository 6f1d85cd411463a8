import SimEngine
import SimGeometry
import SimScenario
import Testing

@Suite("Navigation transitions")
struct NavigationTransitionTests {
  typealias F = NavigationFixture

  /// Touch 1 taps `open` at 0.1, lifting at 0.15: the push runs 0.15…0.50.
  static let tapOpen = #"{"tap": [195, 230], "t": 0.1, "duration": 0.05}"#

  func presentedX(_ run: ScenarioRun, _ view: String) -> Double? {
    run.simulation.view(named: view).map { run.simulation.presentation(of: $0).frame.origin.x }
  }

  @Test(
    "A push slides the new screen in from the right edge and the old one to -117 along 0.35 s of ease-in-ease-out",
    arguments: [0.2, 0.3, 0.4])
  func pushMovesBothScreens(time: Double) throws {
    // Frame times: the run ends on the frame at `time`, a fraction of the push's 0.35 s.
    let fraction = (time - 0.15) / 0.35
    let run = try F.run(F.scenario(touches: [Self.tapOpen], duration: time))
    let progress = F.easeInOut(fraction)
    let message = try #require(presentedX(run, "messageView"))
    let inbox = try #require(presentedX(run, "inboxView"))
    #expect(abs(message - F.width * (1 - progress)) < 1e-6)
    #expect(abs(inbox - F.parallaxX * progress) < 1e-6)
    let dimming = try #require(run.simulation.view(named: "nav.dimming"))
    #expect(abs(run.simulation.presentation(of: dimming).alpha - 0.1 * progress) < 1e-9)
  }

  @Test("When the push ends the old screen leaves the window and the new one rests at x = 0")
  func pushEnds() throws {
    let run = try F.run(F.scenario(touches: [Self.tapOpen], duration: 0.6))
    let inbox = try #require(run.simulation.view(named: "inboxView"))
    let message = try #require(run.simulation.view(named: "messageView"))
    #expect(!run.simulation.tree.isInWindow(inbox))
    #expect(run.simulation.tree[message].frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(F.times(of: "push completed", in: run) == [0.5])
    #expect(run.simulation.stack(ofNavigation: "nav") == ["inbox", "message"])
  }

  @Test("A tap during a push reaches neither screen, and one after it reaches the new screen")
  func touchesDuringAPush() throws {
    let run = try F.run(
      F.scenario(
        touches: [
          Self.tapOpen, #"{"tap": [195, 230], "t": 0.3, "duration": 0.05}"#,
          #"{"tap": [195, 230], "t": 0.6, "duration": 0.05}"#,
        ],
        expect: [#"{"touch": 2, "hits": "background"}"#, #"{"touch": 3, "hits": "reply"}"#],
        duration: 1))
    #expect(F.failures(run) == [])
    #expect(run.simulation.count(log: "replyTapped") == 1)
  }

  @Test("The stack changes when a push begins, as UIKit's viewControllers does")
  func stackChangesAtTheStart() throws {
    let run = try F.run(
      F.scenario(
        touches: [Self.tapOpen],
        expect: [
          #"{"t": 0.1, "navigation": "nav", "stack": ["inbox"], "transition": "none"}"#,
          #"{"t": 0.2, "navigation": "nav", "stack": ["inbox", "message"], "transition": "push"}"#,
        ], duration: 1))
    #expect(F.failures(run) == [])
  }

  @Test("A push, then a pop by the back button, calls the appearance callbacks in UIKit's order")
  func appearanceOrder() throws {
    let run = try F.run(
      F.scenario(
        touches: [Self.tapOpen, #"{"tap": [40, 69], "t": 0.8, "duration": 0.05}"#], duration: 1.5)
    )
    #expect(
      F.callbacks(run) == [
        "inbox.viewDidLoad", "inbox.viewWillAppear", "inbox.viewDidAppear",
        "inbox.viewWillDisappear", "message.viewDidLoad", "message.viewWillAppear",
        "inbox.viewDidDisappear", "message.viewDidAppear",
        "message.viewWillDisappear", "inbox.viewWillAppear",
        "message.viewDidDisappear", "inbox.viewDidAppear",
      ])
    #expect(run.simulation.stack(ofNavigation: "nav") == ["inbox"])
  }

  @Test("The back button is hidden at the root and shown once something is pushed")
  func backButtonVisibility() throws {
    var run = try F.run(F.scenario(duration: 0.1))
    let back = try #require(run.simulation.view(named: "nav.bar.back"))
    #expect(run.simulation.tree[back].isHidden)
    run = try F.run(F.scenario(touches: [Self.tapOpen], duration: 0.6))
    #expect(!run.simulation.tree[back].isHidden)
  }

  /// UIKit 18.2 `_immediatelyApplyViewControllers:transition:animated:operation:` applies a
  /// call made while transitioning (the child list changes) and hands its navigation handler
  /// to `_executeNavigationHandler:deferred:YES`: the push is not lost. The engine performs it
  /// when the running transition ends.
  @Test("A push while a transition runs is deferred to its end, not lost")
  func pushDuringATransition() throws {
    let run = try F.run(
      F.scenario(
        extraScreens: #""third": {"view": {"id": "thirdView"}}"#,
        inboxChildren:
          #"{"id": "both", "class": "UIButton", "frame": [20, 400, 350, 60], "on": {"touchUpInside": [{"push": {"navigation": "nav", "screen": "message"}}, {"push": {"navigation": "nav", "screen": "third"}}]}}"#,
        touches: [#"{"tap": [195, 430], "t": 0.1}"#], duration: 1))
    let events = F.events(run)
    let deferred = "nav: deferred push of 'third' until the running transition ends"
    let second = "nav: push began from 'message' to 'third'"
    #expect(events.contains(deferred))
    let completed = events.firstIndex { $0.hasPrefix("nav: push completed") }
    #expect(completed != nil && events.firstIndex(of: second).map { $0 > completed! } == true)
    #expect(run.simulation.stack(ofNavigation: "nav") == ["inbox", "message", "third"])
  }

  /// `_sanityCheckPushViewController:transition:forceImmediate:` runs at the call, and the
  /// first push has already put 'message' in the child list: UIKit raises at once.
  @Test("Pushing the screen a running push is showing fails at the call, not when deferred")
  func pushSameDuringItsTransition() throws {
    let run = try F.run(
      F.scenario(
        inboxChildren:
          #"{"id": "twice", "class": "UIButton", "frame": [20, 400, 350, 60], "on": {"touchUpInside": [{"push": {"navigation": "nav", "screen": "message"}}, {"push": {"navigation": "nav", "screen": "message"}}]}}"#,
        touches: [#"{"tap": [195, 430], "t": 0.1}"#], duration: 1))
    let failures = run.simulation.journal.compactMap { entry -> (Double, String)? in
      guard case .actionFailed(let message) = entry.kind else { return nil }
      return (entry.time.seconds, message)
    }
    #expect(failures.count == 1)
    // The tap's lift: 0.1 + the helper's 0.08 s.
    #expect(abs((failures.first?.0 ?? 0) - 0.18) < 1e-9)
    #expect(failures.first?.1.hasPrefix("push: 'message' is already on 'nav''s stack") == true)
    #expect(!F.events(run).contains { $0.contains("deferred") })
  }

  @Test("Pushing a screen already on the stack fails the run, as UIKit raises")
  func pushTwice() throws {
    let run = try F.run(
      F.scenario(
        stack: ["inbox", "message"],
        messageChildren:
          #"{"id": "again", "class": "UIButton", "frame": [20, 400, 350, 60], "on": {"touchUpInside": [{"push": {"navigation": "nav", "screen": "inbox"}}]}}"#,
        touches: [#"{"tap": [195, 430], "t": 0.1}"#], duration: 1))
    #expect(
      F.failures(run).contains {
        $0.contains("is already on") && $0.contains("more than once is not supported")
      })
  }

  @Test("Popping the root is ignored")
  func popTheRoot() throws {
    let run = try F.run(
      F.scenario(
        inboxChildren:
          #"{"id": "pop", "class": "UIButton", "frame": [20, 400, 350, 60], "on": {"touchUpInside": [{"pop": "nav"}]}}"#,
        touches: [#"{"tap": [195, 430], "t": 0.1}"#], duration: 1))
    #expect(
      F.events(run) == ["nav: ignored pop with only the root view controller on the stack"])
  }

  @Test("A push that is not animated swaps the screens at once with every callback")
  func pushNotAnimated() throws {
    let run = try F.run(
      F.scenario(
        inboxChildren:
          #"{"id": "now", "class": "UIButton", "frame": [20, 400, 350, 60], "on": {"touchUpInside": [{"push": {"navigation": "nav", "screen": "message", "animated": false}}]}}"#,
        touches: [#"{"tap": [195, 430], "t": 0.1, "duration": 0.05}"#],
        expect: [
          #"{"t": 0.15, "navigation": "nav", "stack": ["inbox", "message"], "transition": "none"}"#
        ],
        duration: 0.5))
    #expect(F.failures(run) == [])
    #expect(F.times(of: "push completed", in: run) == [0.15])
    #expect(
      F.callbacks(run).suffix(5) == [
        "inbox.viewWillDisappear", "message.viewDidLoad", "message.viewWillAppear",
        "inbox.viewDidDisappear", "message.viewDidAppear",
      ])
  }

  @Test("popToRoot from three deep pops to the root; the middle screen gets no callback")
  func popToRoot() throws {
    let run = try F.run(
      F.scenario(
        stack: ["inbox", "message", "third"],
        extraScreens:
          #""third": {"view": {"id": "thirdView", "children": [{"id": "home", "class": "UIButton", "frame": [20, 400, 350, 60], "on": {"touchUpInside": [{"popToRoot": "nav"}]}}]}}"#,
        touches: [#"{"tap": [195, 430], "t": 0.1, "duration": 0.05}"#], duration: 1))
    #expect(run.simulation.stack(ofNavigation: "nav") == ["inbox"])
    #expect(F.events(run).contains("nav: pop began from 'third' to 'inbox'"))
    #expect(!F.callbacks(run).contains { $0.hasPrefix("message.") })
  }

  @Test(
    "setViewControllers pushes a new top, pops to a top that was below, and only replaces the stack when the top stays"
  )
  func setViewControllers() throws {
    func run(_ screens: String, stack: [String]) throws -> ScenarioRun {
      try F.run(
        F.scenario(
          stack: stack, extraScreens: #""third": {"view": {"id": "thirdView"}}"#,
          inboxChildren:
            #"{"id": "set", "class": "UIButton", "frame": [20, 400, 350, 60], "on": {"touchUpInside": [{"setViewControllers": {"navigation": "nav", "screens": \#(screens)}}]}}"#,
          messageChildren:
            #"{"id": "set2", "class": "UIButton", "frame": [20, 400, 350, 60], "on": {"touchUpInside": [{"setViewControllers": {"navigation": "nav", "screens": \#(screens)}}]}}"#,
          touches: [#"{"tap": [195, 430], "t": 0.1}"#], duration: 1))
    }
    let pushed = try run(#"["inbox", "third"]"#, stack: ["inbox"])
    #expect(F.events(pushed).first == "nav: push began from 'inbox' to 'third'")
    let popped = try run(#"["inbox"]"#, stack: ["inbox", "message"])
    #expect(F.events(popped).first == "nav: pop began from 'message' to 'inbox'")
    let replaced = try run(#"["third", "inbox"]"#, stack: ["inbox"])
    #expect(F.events(replaced) == ["nav: stack set to [third, inbox]"])
  }

  @Test("Explaining a tap during a push shows the navigation controller's view skipping it")
  func explainDuringAPush() throws {
    let scenario = try SimScenarioTests.scenario(
      F.scenario(
        touches: [Self.tapOpen, #"{"tap": [195, 230], "t": 0.3, "duration": 0.05}"#], duration: 1))
    let lines = HitExplainer.explain(touch: 2, in: scenario)
    #expect(
      lines.contains { $0.contains("nav at (195, 230): skipped, userInteractionEnabled false") })
    #expect(
      lines.contains {
        $0.contains("'reply' (UIButton)")
          && $0.contains("its superview 'nav' is not user-interaction enabled")
      })
  }

  @Test("A touch on a pushed screen goes up its view controller, then the navigation controller")
  func responderChain() throws {
    let run = try F.run(
      F.scenario(
        touches: [Self.tapOpen, #"{"tap": [195, 230], "t": 0.6}"#],
        expect: [
          #"{"touch": 2, "responders": ["reply", "messageView", "message", "nav", "nav.controller", "window", "application"]}"#
        ], duration: 1))
    #expect(F.failures(run) == [])
  }
}
